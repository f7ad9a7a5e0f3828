/* GF100+ PFB/MMU control registers (BAR0 0x100000): the TLB invalidate
 * nouveau's gf100_vmm_flush_ and gp100_vmm_flush issue, and the MMU_CTRL
 * status it polls. The model keeps no TLB (every access walks the page
 * tables), so an invalidate completes at once and only counts
 * (docs/hw/gf100-host.md, "Virtual memory"). Other registers of the
 * window read back what was written. */
#include <string.h>

#include "nv/nv.h"

enum {
	PFB_MMU_CTRL = 0xc80,           /* 23:16 free flush slots, 15 flush queue empty */
	PFB_MMU_INVALIDATE_PDB = 0xcb8, /* PDB address >> 8 (gf100), | aperture (gp100+) */
	PFB_MMU_INVALIDATE = 0xcbc,     /* 31 TRIGGER, 0 ALL_VA, 1 ALL_PDB, 2 HUB_ONLY */
	PFB_MMU_INVALIDATE_PDB_HI = 0xcec,
};

struct gf100_pfb {
	uint32_t regs[0x1000 / 4];
	uint64_t invalidates;
};

static const struct sgpu_reg_name pfb_regs[] = {
        {PFB_MMU_CTRL, "MMU_CTRL"},
        {PFB_MMU_INVALIDATE_PDB, "MMU_INVALIDATE_PDB"},
        {PFB_MMU_INVALIDATE, "MMU_INVALIDATE"},
        {PFB_MMU_INVALIDATE_PDB_HI, "MMU_INVALIDATE_PDB_HI"},
};

static uint32_t pfb_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct gf100_pfb *p = u->priv;
	(void)size;
	if (off == PFB_MMU_CTRL)
		return 0x00ff8000u; /* slots free, queue empty: flushes finish at once */
	return p->regs[off / 4];
}

static void pfb_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct gf100_pfb *p = u->priv;
	(void)size;
	if (off == PFB_MMU_CTRL)
		return;
	if (off == PFB_MMU_INVALIDATE && (v & 0x80000000u)) {
		p->invalidates++;
		v &= ~0x80000000u;
	}
	p->regs[off / 4] = v;
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
}

uint64_t gf100_pfb_invalidates(struct sgpu_device *dev)
{
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PFB");
	return u && u->cls == &gf100_pfb_class ? ((struct gf100_pfb *)u->priv)->invalidates : 0;
}

/* A MEM_OP TLB invalidate from a channel counts like the register one. */
void gf100_pfb_count_invalidate(struct sgpu_device *dev)
{
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PFB");
	if (u && u->cls == &gf100_pfb_class)
		((struct gf100_pfb *)u->priv)->invalidates++;
}

const struct sgpu_unit_class gf100_pfb_class = {
        .name = "PFB",
        .description = "GF100+ PFB/MMU control: TLB invalidate (no TLB is modelled)",
        .priv_size = sizeof(struct gf100_pfb),
        .init = pfb_init,
        .reset = pfb_reset,
};
