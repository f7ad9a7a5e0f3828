/* NV1 PFB: BOOT_0 (VRAM size) and CONFIG_0 (canvas width, bytes per
 * pixel, double buffering) for PGRAPH, and the scanout timing that makes
 * VBLANK. envytools docs/hw/memory/nv1-vram.rst, docs/hw/display/nv1/pfb.rst,
 * rnndb/display/nv1_pfb.xml; notes in docs/hw/nv1-pgraph.md ("VBLANK"). */
#include <stdint.h>
#include <string.h>

#include "nv/nv01.h"

#define PFB_BOOT_0 0x000
#define PFB_GREEN_0 0x0c0
#define PFB_CONFIG_0 0x200
#define PFB_START 0x400
#define PFB_TIMING 0x500     /* 8 registers, 0x10 apart: HOR_*, then VER_* */
#define CONFIG_0_VERTICAL 1u /* read-only: 1 during vertical blank */

struct nv01_pfb {
	uint32_t boot;
	uint32_t config;
	uint32_t green;
	uint32_t start;
	uint32_t timing[8]; /* front porch, sync width, back porch, display width; H then V */
	uint64_t anchor;    /* model time at which the current timing began a frame */
	uint64_t next;      /* the next vblank start not yet reported; UINT64_MAX: none */
};

static const struct sgpu_reg_name pfb_regs[] = {
        {PFB_BOOT_0, "BOOT_0"},    {PFB_GREEN_0, "GREEN_0"},   {PFB_CONFIG_0, "CONFIG_0"},
        {PFB_START, "START"},      {0x500, "HOR_FRONT_PORCH"}, {0x510, "HOR_SYNC_WIDTH"},
        {0x520, "HOR_BACK_PORCH"}, {0x530, "HOR_DISP_WIDTH"},  {0x540, "VER_FRONT_PORCH"},
        {0x550, "VER_SYNC_WIDTH"}, {0x560, "VER_BACK_PORCH"},  {0x570, "VER_DISP_WIDTH"},
};

/* softgpu's choice, the units being undocumented: the timing registers
 * count pixels and lines (their low 16 bits), one pixel clock a model
 * step. A frame is HTOTAL x VTOTAL steps from the anchor, the display
 * area first; vertical blank is the rest of each frame. */
static uint64_t htotal(const struct nv01_pfb *f)
{
	uint64_t t = 0;
	for (int i = 0; i < 4; i++)
		t += f->timing[i] & 0xffff;
	return t;
}

static uint64_t frame_len(const struct nv01_pfb *f, uint64_t *active)
{
	uint64_t h = htotal(f), v = 0;
	for (int i = 4; i < 8; i++)
		v += f->timing[i] & 0xffff;
	*active = h * (f->timing[7] & 0xffff);
	/* GREEN_0.LEVEL 2 and 3 stop the timing generator */
	if ((f->green & 3) >= 2 || *active >= h * v)
		return 0;
	return h * v;
}

/* The first vblank start after time t (UINT64_MAX: no vblank). */
static uint64_t vblank_after(const struct nv01_pfb *f, uint64_t t)
{
	uint64_t active, frame = frame_len(f, &active);
	if (!frame)
		return UINT64_MAX;
	uint64_t first = f->anchor + active;
	if (t < first)
		return first;
	return first + ((t - first) / frame + 1) * frame;
}

static void retime(struct sgpu_unit *u)
{
	struct nv01_pfb *f = u->priv;
	f->anchor = sgpu_dev_time(u->dev);
	/* with no display lines the frame starts blank: a vblank at once */
	uint64_t active;
	f->next = frame_len(f, &active) ? f->anchor + active : UINT64_MAX;
}

bool nv01_pfb_vblank_poll(struct sgpu_unit *pfb, uint64_t now)
{
	struct nv01_pfb *f = pfb ? pfb->priv : NULL;
	if (!f || f->next > now)
		return false;
	f->next = vblank_after(f, now);
	return true;
}

uint64_t nv01_pfb_next_vblank(const struct sgpu_unit *pfb)
{
	const struct nv01_pfb *f = pfb ? pfb->priv : NULL;
	return f ? f->next : UINT64_MAX;
}

static bool in_vblank(const struct sgpu_unit *u)
{
	const struct nv01_pfb *f = u->priv;
	uint64_t active, frame = frame_len(f, &active);
	uint64_t now = sgpu_dev_time(u->dev);
	return frame && now >= f->anchor && (now - f->anchor) % frame >= active;
}

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
		return (f->config & ~CONFIG_0_VERTICAL) | (in_vblank(u) ? CONFIG_0_VERTICAL : 0);
	if (off == PFB_GREEN_0)
		return f->green;
	if (off == PFB_START)
		return f->start;
	if (off >= PFB_TIMING && off < PFB_TIMING + 0x80 && !(off & 0xf))
		return f->timing[(off - PFB_TIMING) >> 4];
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
		f->config = value & ~CONFIG_0_VERTICAL;
		return;
	}
	if (off == PFB_START) {
		f->start = value;
		return;
	}
	if (off == PFB_GREEN_0 || (off >= PFB_TIMING && off < PFB_TIMING + 0x80 && !(off & 0xf))) {
		if (off == PFB_GREEN_0)
			f->green = value;
		else
			f->timing[(off - PFB_TIMING) >> 4] = value;
		retime(u); /* the generator starts a new frame at the top */
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
	f->green = 0;
	f->start = 0;
	memset(f->timing, 0, sizeof(f->timing)); /* no timing: no VBLANK until a driver sets one */
	f->anchor = 0;
	f->next = UINT64_MAX;
}

const struct sgpu_unit_class nv01_pfb_class = {
        .name = "PFB",
        .description = "NV1 framebuffer configuration (VRAM size, canvas width and depth) and "
                       "scanout timing (VBLANK)",
        .priv_size = sizeof(struct nv01_pfb),
        .init = pfb_init,
        .reset = pfb_reset,
};
