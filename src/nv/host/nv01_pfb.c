/* NV1 PFB, the part PGRAPH needs: BOOT_0 (VRAM size) and CONFIG_0 (canvas
 * width, bytes per pixel, double buffering). envytools
 * docs/hw/memory/nv1-vram.rst, rnndb/display/nv1_pfb.xml; notes in
 * docs/hw/nv1-pgraph.md. */
#include "nv/nv01.h"

#define PFB_BOOT_0 0x000
#define PFB_CONFIG_0 0x200

struct nv01_pfb {
	uint32_t boot;
	uint32_t config;
};

static const struct sgpu_reg_name pfb_regs[] = {
        {PFB_BOOT_0, "BOOT_0"},
        {PFB_CONFIG_0, "CONFIG_0"},
};

void nv01_pfb_view(const struct sgpu_unit *pfb, uint32_t *boot, uint32_t *config)
{
	const struct nv01_pfb *f = pfb ? pfb->priv : NULL;
	*boot = f ? f->boot : 0;
	*config = f ? f->config : 0;
}

static uint32_t pfb_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct nv01_pfb *f = u->priv;
	(void)size;
	if (off == PFB_BOOT_0)
		return f->boot;
	if (off == PFB_CONFIG_0)
		return f->config;
	sgpu_unimp(u, "read of unmodelled register +0x%03x", off);
	return 0;
}

static void pfb_write(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned size)
{
	struct nv01_pfb *f = u->priv;
	(void)size;
	if (off == PFB_BOOT_0) {
		f->boot = value & 3; /* RAM_AMOUNT: 1, 2 or 4 MiB */
		return;
	}
	if (off == PFB_CONFIG_0) {
		f->config = value;
		return;
	}
	sgpu_unimp(u, "write 0x%08x to unmodelled register +0x%03x ignored", value, off);
}

static const struct sgpu_mmio_ops pfb_ops = {pfb_read, pfb_write};

static sgpu_status pfb_init(struct sgpu_unit *u)
{
	return sgpu_unit_map_window(u, 0x1000, &pfb_ops, pfb_regs,
	                            sizeof(pfb_regs) / sizeof(pfb_regs[0]), SGPU_MMIO_WORD32);
}

static void pfb_reset(struct sgpu_unit *u)
{
	struct nv01_pfb *f = u->priv;
	struct sgpu_memspace *m = sgpu_dev_mem(u->dev, SGPU_SPACE_VRAM);
	uint64_t size = m ? m->size : 0;
	/* RAM_AMOUNT names the VRAM the device has: 4 MiB and up -> 2. */
	f->boot = size >= (4u << 20) ? 2 : size >= (2u << 20) ? 1 : 0;
	/* 640 wide, 16bpp, single buffer: a usable default canvas. */
	f->config = 1u << 4 | 2u << 8;
}

const struct sgpu_unit_class nv01_pfb_class = {
        .name = "PFB",
        .description = "NV1 framebuffer configuration (VRAM size, canvas width and depth)",
        .priv_size = sizeof(struct nv01_pfb),
        .init = pfb_init,
        .reset = pfb_reset,
};
