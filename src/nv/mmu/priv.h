/* Private to src/nv/mmu: the PFB unit's state, shared by pfb.c and vm.c. */
#ifndef SGPU_NV_MMU_PRIV_H
#define SGPU_NV_MMU_PRIV_H

#include "nv/mmu/vm.h"

#define G80_VM_FAULT_WORDS 6

struct g80_pfb {
	struct g80_vm vm;
	struct sgpu_unit *unit;
	const struct g80_pfb_params *p;
	uint32_t tlb_flush;  /* 0x100c80 as last written, trigger bit clear */
	uint32_t fault_ctrl; /* 0x100c90 bits 0-26 (enables, INDEX) */
	bool fault_pending;  /* 0x100c90 bit 31 */
	uint32_t fault_data[G80_VM_FAULT_WORDS];
	uint32_t pd_offset;        /* 0x100c9c, G84+ (stored, see docs/hw/g80-vm.md) */
	uint64_t flushes;          /* TLB flushes seen, for tests and traces */
	uint32_t regs[0x1000 / 4]; /* registers the model gives no behaviour */
};

/* pfb.c: latch a hardware fault into VM_FAULT (first fault wins). */
void g80_pfb_latch(struct g80_pfb *pfb, const struct g80_vm_fault *f);

#endif /* SGPU_NV_MMU_PRIV_H */
