/* The G80 PFB unit (MMIO 0x100000:0x101000): the VM's MMIO face.
 *
 * - MEM_AMOUNT (0x10020c): the VRAM size, as nouveau's nv50 RAM probe
 *   reads it.
 * - TLB_FLUSH (0x100c80, seed L5110-5121): write engine << 16 | 1; bit 0
 *   reads back 0 at once, the flush being complete. The model keeps no
 *   TLB: every access walks the page tables, so a flush has nothing to
 *   drop (docs/hw/g80-vm.md says why).
 * - VM_FAULT (0x100c90) and VM_FAULT_DATA (0x100c94): the trap nouveau's
 *   nv50_fb_intr reads. The first fault sets PENDING (bit 31) and fills
 *   six data words; later faults are dropped until the host writes 1 to
 *   bit 31. INDEX (bits 24-26) selects the data word.
 * - PD_OFFSET (0x100c9c, G84+): stored only.
 * Other registers of the window read back what was written (UNIMP).
 */
#include <string.h>

#include "nv/mmu/priv.h"

enum {
	PFB_MEM_AMOUNT = 0x20c,
	PFB_TLB_FLUSH = 0xc80,
	PFB_VM_FAULT = 0xc90,
	PFB_VM_FAULT_DATA = 0xc94,
	PFB_PD_OFFSET = 0xc9c,
};

#define VM_FAULT_PENDING (1u << 31)
#define VM_FAULT_INDEX_SHIFT 24
#define VM_FAULT_CTRL_MASK 0x07ffffffu /* enables 0-23, INDEX 24-26 */

static const struct sgpu_reg_name pfb_regs[] = {
        {PFB_MEM_AMOUNT, "MEM_AMOUNT"}, {PFB_TLB_FLUSH, "TLB_FLUSH"},
        {PFB_VM_FAULT, "VM_FAULT"},     {PFB_VM_FAULT_DATA, "VM_FAULT_DATA"},
        {PFB_PD_OFFSET, "PD_OFFSET"},
};

/* The trap's six words (nouveau nv50_fb.c nv50_fb_intr): 0 status, 1-2
 * the channel descriptor (inst = (w2 << 16 | w1) << 12), 3-5 the 40-bit
 * address, w5 bit 8 set for reads. */
void g80_pfb_latch(struct g80_pfb *pfb, const struct g80_vm_fault *f)
{
	struct sgpu_unit *u = pfb->unit;
	sgpu_guest_error(
	        u,
	        "VM fault %s at 0x%010llx: engine 0x%x client 0x%x slot 0x%x %s, channel 0x%08x%s",
	        g80_vm_fault_name(f->reason), (unsigned long long)f->addr, f->access.engine,
	        f->access.client, f->access.slot, f->access.write ? "write" : "read", f->chan,
	        pfb->fault_pending ? " (trap busy: not latched)" : "");
	if (pfb->fault_pending)
		return;
	const struct g80_vm_access *a = &f->access;
	uint32_t r = (uint32_t)f->reason;
	uint32_t w0;
	if (pfb->vm.gen->fault_fields_8bit)
		w0 = (a->engine & 0xffu) | (r & 0xff) << 8 | (uint32_t)a->client << 16 |
		     (uint32_t)a->slot << 24;
	else
		w0 = (a->engine & 0xfu) | (r & 0xf) << 4 | (a->client & 0xfu) << 8 |
		     (a->slot & 0xfu) << 12;
	pfb->fault_data[0] = w0;
	pfb->fault_data[1] = f->chan & 0xffff;
	pfb->fault_data[2] = f->chan >> 16;
	pfb->fault_data[3] = (uint32_t)(f->addr & 0xffff);
	pfb->fault_data[4] = (uint32_t)(f->addr >> 16 & 0xffff);
	pfb->fault_data[5] = (uint32_t)(f->addr >> 32 & 0xff) | (a->write ? 0 : 1u << 8);
	pfb->fault_pending = true;
}

static uint32_t pfb_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct g80_pfb *pfb = u->priv;
	(void)size;
	switch (off) {
	case PFB_MEM_AMOUNT: {
		/* Bits 12-31: size bits 12-31; bits 0-7: size bits 32-39. */
		struct sgpu_memspace *m = sgpu_dev_mem(u->dev, SGPU_SPACE_VRAM);
		uint64_t sz = m ? m->size : 0;
		return (uint32_t)(sz & 0xfffff000u) | (uint32_t)(sz >> 32 & 0xff);
	}
	case PFB_TLB_FLUSH: return pfb->tlb_flush;
	case PFB_VM_FAULT: return pfb->fault_ctrl | (pfb->fault_pending ? VM_FAULT_PENDING : 0);
	case PFB_VM_FAULT_DATA: {
		unsigned i = pfb->fault_ctrl >> VM_FAULT_INDEX_SHIFT & 7;
		return i < G80_VM_FAULT_WORDS ? pfb->fault_data[i] : 0;
	}
	case PFB_PD_OFFSET:
		if (pfb->vm.gen != &g80_vm_gen_g80)
			return pfb->pd_offset;
		break;
	}
	sgpu_unimp(u, "read of register +0x%03x: returns the last value written", off);
	return pfb->regs[off / 4];
}

static void pfb_write(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned size)
{
	struct g80_pfb *pfb = u->priv;
	(void)size;
	switch (off) {
	case PFB_MEM_AMOUNT:
		sgpu_guest_error(u, "write 0x%08x to read-only MEM_AMOUNT ignored", value);
		return;
	case PFB_TLB_FLUSH:
		/* No TLB is kept: the flush completes at once. */
		pfb->tlb_flush = value & ~1u;
		if (value & 1) {
			pfb->flushes++;
			sgpu_unit_debug(u, "TLB flush of VM engine 0x%x", value >> 16 & 0xf);
		}
		return;
	case PFB_VM_FAULT:
		pfb->fault_ctrl = value & VM_FAULT_CTRL_MASK;
		if (value & VM_FAULT_PENDING)
			pfb->fault_pending = false; /* write 1 to acknowledge */
		return;
	case PFB_VM_FAULT_DATA:
		sgpu_guest_error(u, "write 0x%08x to read-only VM_FAULT_DATA ignored", value);
		return;
	case PFB_PD_OFFSET:
		if (pfb->vm.gen != &g80_vm_gen_g80) {
			pfb->pd_offset = value;
			return;
		}
		break;
	}
	sgpu_unimp(u, "write 0x%08x to register +0x%03x: stored only", value, off);
	pfb->regs[off / 4] = value;
}

static const struct sgpu_mmio_ops pfb_ops = {pfb_read, pfb_write};

static sgpu_status pfb_init(struct sgpu_unit *u)
{
	struct g80_pfb *pfb = u->priv;
	pfb->p = u->desc->params;
	if (!pfb->p || !pfb->p->gen)
		return SGPU_ERR_INVALID_ARG;
	pfb->unit = u;
	g80_vm_init(&pfb->vm, u->dev, pfb->p->gen, pfb->p->limit_inclusive);
	pfb->vm.pfb = pfb;
	return sgpu_unit_map_window(u, 0x1000, &pfb_ops, pfb_regs,
	                            sizeof(pfb_regs) / sizeof(pfb_regs[0]), SGPU_MMIO_WORD32);
}

static void pfb_reset(struct sgpu_unit *u)
{
	struct g80_pfb *pfb = u->priv;
	pfb->tlb_flush = 0;
	pfb->fault_ctrl = 0;
	pfb->fault_pending = false;
	memset(pfb->fault_data, 0, sizeof(pfb->fault_data));
	pfb->pd_offset = pfb->vm.gen->pd_offset;
	pfb->flushes = 0;
	memset(pfb->regs, 0, sizeof(pfb->regs));
}

const struct sgpu_unit_class g80_pfb_class = {
        .name = "PFB",
        .description = "G80 memory interface: VRAM size, TLB flush, VM fault trap",
        .priv_size = sizeof(struct g80_pfb),
        .init = pfb_init,
        .reset = pfb_reset,
};
