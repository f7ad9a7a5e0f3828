/* GF100+ PFB/MMU control registers (BAR0 0x100000): the TLB invalidate
 * nouveau's gf100_vmm_flush_ and gp100_vmm_flush issue, and the MMU_CTRL
 * status it polls, and the TLB they drop (gf100_vm.h): an invalidate
 * completes at once (docs/hw/gf100-host.md, "Virtual memory"). On gv100 also the MMU fault
 * path: NV_PFB_PRI_MMU_FAULT_BUFFER_*(0, 1) (the non-replayable buffer,
 * physical or in BAR2's address space, and the replayable one, which no
 * modelled unit fills), FAULT_ADDR/INST/INFO/STATUS (open-gpu-doc pri_mmu_hub.ref.txt,
 * dev_mmu_fault.ref.txt) and the NISO interrupt status/enables nouveau's
 * gv100 fault code uses (0x100a20, 0x100a2c set, 0x100a34 clear). Other
 * registers of the window read back what was written. */
#include <string.h>

#include "nv/mmu/gf100_vm.h"
#include "nv/nv.h"

enum {
	PFB_MMU_CTRL = 0xc80,           /* 23:16 free flush slots, 15 flush queue empty */
	PFB_MMU_INVALIDATE_PDB = 0xcb8, /* PDB address >> 8 (gf100), | aperture (gp100+) */
	PFB_MMU_INVALIDATE = 0xcbc,     /* 31 TRIGGER, 0 ALL_VA, 1 ALL_PDB, 2 HUB_ONLY */
	PFB_MMU_INVALIDATE_PDB_HI = 0xcec,
	PFB_NISO_INTR = 0xa20,    /* 31 fault status VALID, 29 non-replayable buffer */
	PFB_NISO_INTR_EN = 0xa24, /* softgpu: the enables, readable */
	PFB_NISO_INTR_EN_SET = 0xa2c,
	PFB_NISO_INTR_EN_CLR = 0xa34,
	PFB_FAULT_BUFFER_LO =
	        0xe24, /* (i) + 20 i: ADDR_MODE 0 (1 physical), APERTURE 2:1, ADDR 31:12 */
	PFB_FAULT_BUFFER_HI = 0xe28,
	PFB_FAULT_BUFFER_GET =
	        0xe2c, /* PTR 19:0, GETPTR_CORRUPTED 30, OVERFLOW 31 (write 1 to clear) */
	PFB_FAULT_BUFFER_PUT = 0xe30,
	PFB_FAULT_BUFFER_SIZE = 0xe34, /* VAL 19:0, ENABLE 31 */
	PFB_FAULT_ADDR_LO = 0xe4c,
	PFB_FAULT_ADDR_HI = 0xe50,
	PFB_FAULT_INST_LO = 0xe54,
	PFB_FAULT_INST_HI = 0xe58,
	PFB_FAULT_INFO = 0xe5c,
	PFB_FAULT_STATUS = 0xe60, /* 13 NON_REPLAYABLE_OVERFLOW, 31 VALID (write 1 to clear) */
};

#define NISO_FAULT (1u << 31)
#define NISO_NONREPLAY (1u << 29)
#define NISO_REPLAY (1u << 27)

/* NV_PFB_PRI_MMU_FAULT_BUFFER_*(i), i = 0 NON_REPLAY, 1 REPLAY, 20 bytes
 * apart (pri_mmu_hub; nouveau gv100_fault_buffer_* foff = id * 0x14). */
#define FB_STRIDE 0x14
#define FB_BUFFERS 2
/* NV_PFB_PRI_MMU_FAULT_STATUS bits */
#define STATUS_REPLAYABLE (1u << 8)
#define STATUS_NON_REPLAYABLE (1u << 9)
#define STATUS_NON_REPLAYABLE_ERROR (1u << 11)
#define STATUS_NON_REPLAYABLE_OVERFLOW (1u << 13)
#define STATUS_VALID (1u << 31)

struct gf100_pfb {
	uint32_t regs[0x1000 / 4];
	struct gf100_tlb tlb;
	uint64_t invalidates;
	uint32_t niso_en;
	uint32_t put[FB_BUFFERS]; /* PUT.PTR */
	bool overflow[FB_BUFFERS];
};

static const struct sgpu_reg_name pfb_regs[] = {
        {PFB_NISO_INTR, "NISO_INTR"},
        {PFB_NISO_INTR_EN, "NISO_INTR_EN"},
        {PFB_NISO_INTR_EN_SET, "NISO_INTR_EN_SET"},
        {PFB_NISO_INTR_EN_CLR, "NISO_INTR_EN_CLR"},
        {PFB_MMU_CTRL, "MMU_CTRL"},
        {PFB_MMU_INVALIDATE_PDB, "MMU_INVALIDATE_PDB"},
        {PFB_MMU_INVALIDATE, "MMU_INVALIDATE"},
        {PFB_MMU_INVALIDATE_PDB_HI, "MMU_INVALIDATE_PDB_HI"},
        {PFB_FAULT_BUFFER_LO, "MMU_FAULT_BUFFER_LO0"},
        {PFB_FAULT_BUFFER_HI, "MMU_FAULT_BUFFER_HI0"},
        {PFB_FAULT_BUFFER_GET, "MMU_FAULT_BUFFER_GET0"},
        {PFB_FAULT_BUFFER_PUT, "MMU_FAULT_BUFFER_PUT0"},
        {PFB_FAULT_BUFFER_SIZE, "MMU_FAULT_BUFFER_SIZE0"},
        {PFB_FAULT_BUFFER_LO + FB_STRIDE, "MMU_FAULT_BUFFER_LO1"},
        {PFB_FAULT_BUFFER_HI + FB_STRIDE, "MMU_FAULT_BUFFER_HI1"},
        {PFB_FAULT_BUFFER_GET + FB_STRIDE, "MMU_FAULT_BUFFER_GET1"},
        {PFB_FAULT_BUFFER_PUT + FB_STRIDE, "MMU_FAULT_BUFFER_PUT1"},
        {PFB_FAULT_BUFFER_SIZE + FB_STRIDE, "MMU_FAULT_BUFFER_SIZE1"},
        {PFB_FAULT_ADDR_LO, "MMU_FAULT_ADDR_LO"},
        {PFB_FAULT_ADDR_HI, "MMU_FAULT_ADDR_HI"},
        {PFB_FAULT_INST_LO, "MMU_FAULT_INST_LO"},
        {PFB_FAULT_INST_HI, "MMU_FAULT_INST_HI"},
        {PFB_FAULT_INFO, "MMU_FAULT_INFO"},
        {PFB_FAULT_STATUS, "MMU_FAULT_STATUS"},
};

static bool has_faults(const struct sgpu_unit *u)
{
	const struct gf100_pfb_params *p = u->desc->params;
	return p && p->fault_buffer;
}

static uint32_t fb_reg(const struct gf100_pfb *p, unsigned i, uint32_t off)
{
	return p->regs[(off + FB_STRIDE * i) / 4];
}

/* Buffer i is enabled and holds entries the host has not taken. */
static bool fb_pending(const struct gf100_pfb *p, unsigned i)
{
	return (fb_reg(p, i, PFB_FAULT_BUFFER_SIZE) >> 31) &&
	       (fb_reg(p, i, PFB_FAULT_BUFFER_GET) & 0xfffff) != p->put[i];
}

static uint32_t niso_status(const struct gf100_pfb *p)
{
	return (p->regs[PFB_FAULT_STATUS / 4] & STATUS_VALID ? NISO_FAULT : 0) |
	       (fb_pending(p, 0) ? NISO_NONREPLAY : 0) | (fb_pending(p, 1) ? NISO_REPLAY : 0);
}

/* Which buffer register off is: *i the buffer, the return the register
 * of buffer 0; 0 when off is none. */
static uint32_t fb_decode(uint32_t off, unsigned *i)
{
	for (*i = 0; *i < FB_BUFFERS; ++*i) {
		uint32_t o = off - FB_STRIDE * *i;
		if (o >= PFB_FAULT_BUFFER_LO && o <= PFB_FAULT_BUFFER_SIZE)
			return o;
	}
	return 0;
}

static void niso_update(struct sgpu_unit *u)
{
	struct gf100_pfb *p = u->priv;
	if (u->desc->irq_line >= 0)
		sgpu_irq_set(u->dev, (unsigned)u->desc->irq_line,
		             (niso_status(p) & p->niso_en) != 0);
}

static uint32_t pfb_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct gf100_pfb *p = u->priv;
	(void)size;
	if (off == PFB_MMU_CTRL)
		return 0x00ff8000u; /* slots free, queue empty: flushes finish at once */
	if (has_faults(u)) {
		switch (off) {
		case PFB_NISO_INTR: return niso_status(p);
		case PFB_NISO_INTR_EN:
		case PFB_NISO_INTR_EN_SET:
		case PFB_NISO_INTR_EN_CLR: return p->niso_en;
		case PFB_FAULT_STATUS:
			/* REPLAYABLE 8, NON_REPLAYABLE 9: a buffer holds entries
			 * (softgpu's reading of the two status bits) */
			return (p->regs[off / 4] & ~(STATUS_REPLAYABLE | STATUS_NON_REPLAYABLE)) |
			       (fb_pending(p, 1) ? STATUS_REPLAYABLE : 0) |
			       (fb_pending(p, 0) ? STATUS_NON_REPLAYABLE : 0);
		}
		unsigned i;
		if (fb_decode(off, &i) == PFB_FAULT_BUFFER_PUT)
			return p->put[i] | (p->overflow[i] ? 1u << 31 : 0);
	}
	return p->regs[off / 4];
}

static void pfb_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct gf100_pfb *p = u->priv;
	(void)size;
	if (off == PFB_MMU_CTRL)
		return;
	if (off == PFB_MMU_INVALIDATE && (v & 0x80000000u)) {
		/* ALL_PDB 1, else the PDB of MMU_INVALIDATE_PDB (ADDR 31:4 = address
		 * bits 12+, nouveau writes addr >> 8) and _UPPER_PDB (bits 40+);
		 * ALL_VA is not needed: the whole PDB is dropped */
		uint64_t pdb = (uint64_t)(p->regs[PFB_MMU_INVALIDATE_PDB / 4] >> 4) << 12 |
		               (uint64_t)(p->regs[PFB_MMU_INVALIDATE_PDB_HI / 4] & 0xfffff) << 40;
		gf100_tlb_flush(&p->tlb, (v & 2) != 0, pdb);
		p->invalidates++;
		v &= ~0x80000000u;
	}
	if (has_faults(u)) {
		switch (off) {
		case PFB_NISO_INTR: return; /* status follows its sources */
		case PFB_NISO_INTR_EN_SET:
			p->niso_en |= v;
			niso_update(u);
			return;
		case PFB_NISO_INTR_EN_CLR:
			p->niso_en &= ~v;
			niso_update(u);
			return;
		case PFB_FAULT_STATUS:
			/* write 1 to clear (VALID 31, the DROPPED/OVERFLOW bits) */
			p->regs[off / 4] &= ~v;
			niso_update(u);
			return;
		}
		unsigned i;
		switch (fb_decode(off, &i)) {
		case PFB_FAULT_BUFFER_PUT: return;
		case PFB_FAULT_BUFFER_GET:
			if (v & (1u << 31))
				p->overflow[i] = false;
			p->regs[off / 4] = v & 0xfffff;
			niso_update(u);
			return;
		case PFB_FAULT_BUFFER_SIZE:
			p->regs[off / 4] = v & 0xa00fffffu;
			/* SET_DEFAULT 30: VAL becomes the default size, which nouveau
			 * reads back (gv100_fault_buffer_entries); softgpu's default
			 * is one entry per channel plus one (a choice) */
			if (v & (1u << 30))
				p->regs[off / 4] = (p->regs[off / 4] & ~0xfffffu) | 4097;
			niso_update(u);
			return;
		}
	}
	p->regs[off / 4] = v;
}

/* NV_MMU_FAULT_BUF_ENTRY (dev_mmu_fault): INST_APERTURE 9:8 | INST_LO
 * 31:12, INST_HI; ADDR (the virtual address, PHYS_APERTURE 0) lo/hi;
 * TIMESTAMP lo/hi; ENGINE_ID 8:0; FAULT_TYPE 4:0, CLIENT 14:8,
 * ACCESS_TYPE 19:16 (VIRT_READ 0, VIRT_WRITE 1), MMU_CLIENT_TYPE 20 (HUB),
 * VALID 31. */
void gf100_pfb_fault(struct sgpu_device *dev, const struct gf100_fault_rec *f)
{
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PFB");
	if (!u || u->cls != &gf100_pfb_class || !has_faults(u))
		return;
	struct gf100_pfb *p = u->priv;
	uint32_t info = (f->type & 0x1f) | (f->client & 0x7f) << 8 | (f->write ? 1u << 16 : 0) |
	                1u << 20 | 1u << 31;
	uint32_t e[8] = {
	        (uint32_t)(f->inst & ~0xfffu) | (f->inst_aper & 3) << 8,
	        (uint32_t)(f->inst >> 32),
	        (uint32_t)(f->va & ~0xfffu),
	        (uint32_t)(f->va >> 32),
	        (uint32_t)f->time,
	        (uint32_t)(f->time >> 32),
	        f->engine & 0x1ff,
	        info,
	};
	uint32_t lo = p->regs[PFB_FAULT_BUFFER_LO / 4], size = p->regs[PFB_FAULT_BUFFER_SIZE / 4];
	uint32_t entries = size & 0xfffff, get = p->regs[PFB_FAULT_BUFFER_GET / 4] & 0xfffff;
	if ((size >> 31) && entries) {
		/* host and BAR faults are not replayable: buffer 0 */
		uint64_t a = (uint64_t)p->regs[PFB_FAULT_BUFFER_HI / 4] << 32 | (lo & ~0xfffu);
		a += 32ull * p->put[0];
		if ((p->put[0] + 1) % entries == get) {
			sgpu_guest_error(u, "non-replayable fault buffer full: fault dropped");
			p->overflow[0] = true;
			p->regs[PFB_FAULT_STATUS / 4] |= STATUS_NON_REPLAYABLE_OVERFLOW;
		} else if (lo & 1) { /* ADDR_MODE PHYSICAL, PHYS_APERTURE 2:1 */
			struct sgpu_memspace *m =
			        gf100_aper_mem(dev, (enum gf100_aperture)(lo >> 1 & 3));
			if (!m || !sgpu_memspace_write(m, a, e, sizeof(e))) {
				sgpu_guest_error(u,
				                 "fault buffer entry %u at 0x%llx outside memory",
				                 p->put[0], (unsigned long long)a);
				p->regs[PFB_FAULT_STATUS / 4] |= STATUS_NON_REPLAYABLE_ERROR;
			} else {
				p->put[0] = (p->put[0] + 1) % entries;
			}
		} else { /* VIRTUAL: a BAR2 address (nouveau gv100_fault_buffer_init) */
			struct gf100_vmctx vm;
			enum gf100_vm_fault why = GF100_VM_UNBOUND;
			uint64_t fva = a;
			if (gf100_pbus_bar2_vm(dev, &vm) &&
			    gf100_vm_write(dev, &vm, a, e, sizeof(e), &why, &fva)) {
				p->put[0] = (p->put[0] + 1) % entries;
			} else {
				sgpu_guest_error(
				        u,
				        "fault buffer entry %u at BAR2 address 0x%llx: %s; "
				        "fault dropped",
				        p->put[0], (unsigned long long)fva,
				        gf100_vm_fault_name(why));
				p->regs[PFB_FAULT_STATUS / 4] |= STATUS_NON_REPLAYABLE_ERROR;
			}
		}
		niso_update(u);
		return;
	}
	if (p->regs[PFB_FAULT_STATUS / 4] & (1u << 31))
		return; /* the registers hold an earlier fault */
	p->regs[PFB_FAULT_ADDR_LO / 4] = e[2];
	p->regs[PFB_FAULT_ADDR_HI / 4] = e[3];
	p->regs[PFB_FAULT_INST_LO / 4] = (e[0] & ~0xfffu) | (f->inst_aper & 3) << 10 | e[6];
	p->regs[PFB_FAULT_INST_HI / 4] = e[1];
	p->regs[PFB_FAULT_INFO / 4] = info;
	p->regs[PFB_FAULT_STATUS / 4] |= 1u << 31;
	niso_update(u);
}

static const struct sgpu_mmio_ops pfb_ops = {pfb_read, pfb_write};

static sgpu_status pfb_init(struct sgpu_unit *u)
{
	return sgpu_unit_map_window(u, 0x1000, &pfb_ops, pfb_regs,
	                            sizeof(pfb_regs) / sizeof(pfb_regs[0]), SGPU_MMIO_WORD32);
}

static void pfb_reset(struct sgpu_unit *u)
{
	memset(u->priv, 0, sizeof(struct gf100_pfb));
	niso_update(u);
}

uint64_t gf100_pfb_invalidates(struct sgpu_device *dev)
{
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PFB");
	return u && u->cls == &gf100_pfb_class ? ((struct gf100_pfb *)u->priv)->invalidates : 0;
}

/* A MEM_OP TLB invalidate from a channel does what the register does. */
void gf100_pfb_invalidate(struct sgpu_device *dev, bool all, uint64_t pdb)
{
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PFB");
	if (u && u->cls == &gf100_pfb_class) {
		struct gf100_pfb *p = u->priv;
		gf100_tlb_flush(&p->tlb, all, pdb);
		p->invalidates++;
	}
}

struct gf100_tlb *gf100_pfb_tlb(struct sgpu_device *dev)
{
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PFB");
	return u && u->cls == &gf100_pfb_class ? &((struct gf100_pfb *)u->priv)->tlb : NULL;
}

const struct sgpu_unit_class gf100_pfb_class = {
        .name = "PFB",
        .description =
                "GF100+ PFB/MMU control: the TLB and its invalidate, the Volta MMU fault path",
        .priv_size = sizeof(struct gf100_pfb),
        .init = pfb_init,
        .reset = pfb_reset,
};
