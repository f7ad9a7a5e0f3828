/* NV1 PGRAPH unit: the register file of seed 004, interrupts to PMC, the
 * object switch and the methods of every class (envytools hwtest/pgraph_*
 * for the method semantics). Notes: docs/hw/nv1-pgraph.md. */
#include "nv/gr/nv01_pgraph.h"

#include <string.h>

#include "nv/engine.h"
#include "nv/nv.h"
#include "nv/nv01.h"

#define NV01_VBLANK_LINE 24

/* Seed 004's names (arrays with the index appended). */
static const struct sgpu_reg_name pgraph_regs[] = {
        {0x080, "DEBUG_A"},
        {0x084, "DEBUG_B"},
        {0x088, "DEBUG_C"},
        {0x100, "INTR"},
        {0x104, "INVALID"},
        {0x140, "INTR_EN"},
        {0x144, "INVALID_EN"},
        {0x180, "CTX_SWITCH"},
        {0x190, "CTX_CONTROL"},
        {0x400, "VTX_X_ABS0"},
        {0x404, "VTX_X_ABS1"},
        {0x408, "VTX_X_ABS2"},
        {0x40c, "VTX_X_ABS3"},
        {0x410, "VTX_X_ABS4"},
        {0x414, "VTX_X_ABS5"},
        {0x418, "VTX_X_ABS6"},
        {0x41c, "VTX_X_ABS7"},
        {0x420, "VTX_X_ABS8"},
        {0x424, "VTX_X_ABS9"},
        {0x428, "VTX_X_ABS10"},
        {0x42c, "VTX_X_ABS11"},
        {0x430, "VTX_X_ABS12"},
        {0x434, "VTX_X_ABS13"},
        {0x438, "VTX_X_ABS14"},
        {0x43c, "VTX_X_ABS15"},
        {0x440, "VTX_X_ABS16"},
        {0x444, "VTX_X_ABS17"},
        {0x450, "ICLIP_X_ABS"},
        {0x454, "ICLIP_Y_ABS"},
        {0x460, "UCLIP_XMIN_ABS"},
        {0x464, "UCLIP_XMAX_ABS"},
        {0x468, "UCLIP_YMIN_ABS"},
        {0x46c, "UCLIP_YMAX_ABS"},
        {0x480, "VTX_Y_ABS0"},
        {0x484, "VTX_Y_ABS1"},
        {0x488, "VTX_Y_ABS2"},
        {0x48c, "VTX_Y_ABS3"},
        {0x490, "VTX_Y_ABS4"},
        {0x494, "VTX_Y_ABS5"},
        {0x498, "VTX_Y_ABS6"},
        {0x49c, "VTX_Y_ABS7"},
        {0x4a0, "VTX_Y_ABS8"},
        {0x4a4, "VTX_Y_ABS9"},
        {0x4a8, "VTX_Y_ABS10"},
        {0x4ac, "VTX_Y_ABS11"},
        {0x4b0, "VTX_Y_ABS12"},
        {0x4b4, "VTX_Y_ABS13"},
        {0x4b8, "VTX_Y_ABS14"},
        {0x4bc, "VTX_Y_ABS15"},
        {0x4c0, "VTX_Y_ABS16"},
        {0x4c4, "VTX_Y_ABS17"},
        {0x500, "VTX_X_REL0"},
        {0x504, "VTX_X_REL1"},
        {0x508, "VTX_X_REL2"},
        {0x50c, "VTX_X_REL3"},
        {0x510, "VTX_X_REL4"},
        {0x514, "VTX_X_REL5"},
        {0x518, "VTX_X_REL6"},
        {0x51c, "VTX_X_REL7"},
        {0x520, "VTX_X_REL8"},
        {0x524, "VTX_X_REL9"},
        {0x528, "VTX_X_REL10"},
        {0x52c, "VTX_X_REL11"},
        {0x530, "VTX_X_REL12"},
        {0x534, "VTX_X_REL13"},
        {0x538, "VTX_X_REL14"},
        {0x53c, "VTX_X_REL15"},
        {0x540, "VTX_X_REL16"},
        {0x544, "VTX_X_REL17"},
        {0x550, "ICLIP_X_REL"},
        {0x554, "ICLIP_Y_REL"},
        {0x560, "UCLIP_XMIN_REL"},
        {0x564, "UCLIP_XMAX_REL"},
        {0x568, "UCLIP_YMIN_REL"},
        {0x56c, "UCLIP_YMAX_REL"},
        {0x580, "VTX_Y_REL0"},
        {0x584, "VTX_Y_REL1"},
        {0x588, "VTX_Y_REL2"},
        {0x58c, "VTX_Y_REL3"},
        {0x590, "VTX_Y_REL4"},
        {0x594, "VTX_Y_REL5"},
        {0x598, "VTX_Y_REL6"},
        {0x59c, "VTX_Y_REL7"},
        {0x5a0, "VTX_Y_REL8"},
        {0x5a4, "VTX_Y_REL9"},
        {0x5a8, "VTX_Y_REL10"},
        {0x5ac, "VTX_Y_REL11"},
        {0x5b0, "VTX_Y_REL12"},
        {0x5b4, "VTX_Y_REL13"},
        {0x5b8, "VTX_Y_REL14"},
        {0x5bc, "VTX_Y_REL15"},
        {0x5c0, "VTX_Y_REL16"},
        {0x5c4, "VTX_Y_REL17"},
        {0x600, "PATTERN_COLOR0"},
        {0x604, "PATTERN_ALPHA0"},
        {0x608, "PATTERN_COLOR1"},
        {0x60c, "PATTERN_ALPHA1"},
        {0x610, "PATTERN_BITMAP0"},
        {0x614, "PATTERN_BITMAP1"},
        {0x618, "PATTERN_SHAPE"},
        {0x61c, "BITMAP_COLOR0"},
        {0x620, "BITMAP_COLOR1"},
        {0x624, "ROP"},
        {0x628, "PLANE"},
        {0x62c, "CHROMA"},
        {0x630, "BETA"},
        {0x634, "CANVAS_CONFIG"},
        {0x640, "XY_A"},
        {0x644, "XY_B"},
        {0x648, "XY_D_X"},
        {0x64c, "XY_D_Y"},
        {0x650, "VALID"},
        {0x654, "SRC_COLOR"},
        {0x658, "SUBDIVIDE"},
        {0x65c, "XY_E"},
        {0x680, "DMA"},
        {0x684, "NOTIFY"},
        {0x688, "CANVAS_MIN"},
        {0x68c, "CANVAS_MAX"},
        {0x690, "CLIPRECT0_MIN"},
        {0x694, "CLIPRECT0_MAX"},
        {0x698, "CLIPRECT1_MIN"},
        {0x69c, "CLIPRECT1_MAX"},
        {0x6a0, "CLIPRECT_CONFIG"},
        {0x6a4, "ACCESS"},
        {0x6a8, "TRAP_ADDR"},
        {0x6ac, "TRAP_DATA"},
        {0x6b0, "STATUS"},
        {0x700, "VTX_BETA0"},
        {0x704, "VTX_BETA1"},
        {0x708, "VTX_BETA2"},
        {0x70c, "VTX_BETA3"},
        {0x710, "VTX_BETA4"},
        {0x714, "VTX_BETA5"},
        {0x718, "VTX_BETA6"},
        {0x71c, "VTX_BETA7"},
        {0x720, "VTX_BETA8"},
        {0x724, "VTX_BETA9"},
        {0x728, "VTX_BETA10"},
        {0x72c, "VTX_BETA11"},
        {0x730, "VTX_BETA12"},
        {0x734, "VTX_BETA13"},
};

/* ------------------------------------------------------------------ interrupts */

static void update_irq(struct nv01_pgraph *g)
{
	const struct nv01_gr_state *s = &g->s;
	bool line = (s->intr & s->intr_en & ~NV01_INTR_VBLANK) || (s->invalid & s->invalid_en);
	sgpu_irq_set(g->u->dev, (unsigned)g->u->desc->irq_line, line);
	sgpu_irq_set(g->u->dev, NV01_VBLANK_LINE, s->intr & s->intr_en & NV01_INTR_VBLANK);
}

/* PFB's vblank starts up to now set INTR.VBLANK (masked or not). */
static void vblank_poll(struct nv01_pgraph *g)
{
	if (nv01_pfb_vblank_poll(g->pfb, sgpu_dev_time(g->u->dev))) {
		g->s.intr |= NV01_INTR_VBLANK;
		update_irq(g);
	}
}

/* Busy while an enabled VBLANK is awaited, so that sgpu_run stops at it. */
static bool pgraph_busy(const struct sgpu_unit *u)
{
	const struct nv01_pgraph *g = u->priv;
	return (g->s.intr_en & ~g->s.intr & NV01_INTR_VBLANK) &&
	       nv01_pfb_next_vblank(g->pfb) != UINT64_MAX;
}

/* Waits for the next vblank: the step that reaches it sets INTR. */
static uint64_t pgraph_step(struct sgpu_unit *u, uint64_t budget)
{
	struct nv01_pgraph *g = u->priv;
	vblank_poll(g);
	if (!pgraph_busy(u))
		return 1;
	uint64_t wait = nv01_pfb_next_vblank(g->pfb) - sgpu_dev_time(u->dev);
	return wait < budget ? wait : budget;
}

static void raise_invalid(struct nv01_pgraph *g, uint32_t bits, const char *why, uint32_t cls,
                          uint32_t mthd, uint32_t data)
{
	/* hwtest: a pending CTXSW_NOTIFY masks further INVALID reports */
	if (g->s.invalid & NV01_INVALID_CTXSW_NOTIFY)
		return;
	g->s.invalid |= bits;
	g->s.intr |= NV01_INTR_INVALID;
	sgpu_guest_error(g->u, "%s: class 0x%02x method 0x%04x data 0x%08x", why, cls, mthd, data);
}

/* ------------------------------------------------------------------ reset */

static void volatile_reset(struct nv01_gr_state *s)
{
	/* nvhw pgraph_volatile_reset, NV1 branch */
	s->xy_a = 0;
	s->bitmap_color[0] &= 0x3fffffff;
	s->bitmap_color[1] &= 0x3fffffff;
	s->valid &= 0x11000000;
	s->xy_b &= 0x33300;
	s->xy_d[0] = 0x555500;
	s->xy_d[1] = 0x555500;
	s->src_color &= 0x00ff00ff;
	s->subdivide &= 0xffff0000;
	s->img_active = false;
}

static void debug_reset(struct nv01_gr_state *s)
{
	/* nvhw pgraph_reset, NV1 branch: DEBUG_A.RESET_TRIGGER */
	s->valid = 0;
	s->xy_e &= 0xffff0000;
	s->xy_a &= 0x1000;
	s->xy_b &= 0x03000000;
	s->xy_d[0] = (s->xy_d[0] & 0xff000000) | 0x555500;
	s->xy_d[1] = (s->xy_d[1] & 0xff000000) | 0x555500;
	s->img_active = false;
}

/* ------------------------------------------------------------------ registers */

/* CTX_CONTROL.TIMER_RUNNING (seed 004): set by a write, it clears itself
 * once the PTIMER time bit TIMER_BIT selects (14, 17, 20, 23) has changed
 * three times, i.e. after the time crossed three multiples of 2^bit. */
static bool timer_running(struct nv01_pgraph *g)
{
	struct nv01_gr_state *s = &g->s;
	if (!s->timer_running)
		return false;
	unsigned bit = 14 + 3 * (s->ctx_control & 3);
	uint64_t now = nv_ptimer_now(g->u->dev, 0);
	if ((now >> bit) - (s->timer_t0 >> bit) >= 3)
		s->timer_running = false;
	return s->timer_running;
}

static uint32_t ctx_control_read(struct nv01_pgraph *g)
{
	uint32_t v = g->s.ctx_control & 0x11010003;
	bool enabled = v >> 28 & 1, chid_valid = v >> 16 & 1, busy = v >> 24 & 1;
	bool running = timer_running(g);
	bool avail = enabled && (!chid_valid || !(busy || running));
	return v | (uint32_t)running << 8 | (uint32_t)avail << 20;
}

static uint32_t *simple_reg(struct nv01_gr_state *s, uint32_t off, uint32_t *mask)
{
	*mask = 0xffffffffu;
	switch (off) {
	case 0x140: *mask = 0x11111111; return &s->intr_en;
	case 0x144: *mask = 0x00011111; return &s->invalid_en;
	case 0x600: *mask = 0x3fffffff; return &s->pattern_rgb[0];
	case 0x608: *mask = 0x3fffffff; return &s->pattern_rgb[1];
	case 0x604: *mask = 0xff; return &s->pattern_a[0];
	case 0x60c: *mask = 0xff; return &s->pattern_a[1];
	case 0x610: return &s->pattern_bitmap[0];
	case 0x614: return &s->pattern_bitmap[1];
	case 0x618: *mask = 3; return &s->pattern_shape;
	case 0x61c: *mask = 0x7fffffff; return &s->bitmap_color[0];
	case 0x620: *mask = 0x7fffffff; return &s->bitmap_color[1];
	case 0x624: *mask = 0xff; return &s->rop;
	case 0x628: *mask = 0x7fffffff; return &s->plane;
	case 0x62c: *mask = 0x7fffffff; return &s->chroma;
	case 0x634: *mask = 0x01111011; return &s->canvas_config;
	case 0x640: *mask = 0xf1ff11ff; return &s->xy_a;
	case 0x644: *mask = 0x03177331; return &s->xy_b;
	case 0x648: *mask = 0x30ffffff; return &s->xy_d[0];
	case 0x64c: *mask = 0x30ffffff; return &s->xy_d[1];
	case 0x650: *mask = 0x111ff1ff; return &s->valid;
	case 0x654: return &s->src_color;
	case 0x658: *mask = 0xffff00ff; return &s->subdivide;
	case 0x65c: *mask = 0xffff0113; return &s->xy_e;
	case 0x680: *mask = 0xffff; return &s->dma;
	case 0x684: *mask = 0x0011ffff; return &s->notify;
	case 0x688: return &s->canvas_min;
	case 0x68c: *mask = 0x0fff0fff; return &s->canvas_max;
	case 0x690: *mask = 0x0fff0fff; return &s->cliprect_min[0];
	case 0x694: *mask = 0x0fff0fff; return &s->cliprect_max[0];
	case 0x698: *mask = 0x0fff0fff; return &s->cliprect_min[1];
	case 0x69c: *mask = 0x0fff0fff; return &s->cliprect_max[1];
	case 0x6a0: *mask = 0x113; return &s->cliprect_config;
	}
	if (off >= 0x700 && off < 0x700 + 14 * 4) {
		*mask = 0x01ffffff; /* hwtest ScanVtxTest */
		return &s->vtx_beta[(off - 0x700) / 4];
	}
	return NULL;
}

static int32_t canvas_x(const struct nv01_gr_state *s)
{
	return (int16_t)(s->canvas_min & 0xffff);
}

static int32_t canvas_y(const struct nv01_gr_state *s)
{
	return (int16_t)(s->canvas_min >> 16);
}

/* Vertex RAM at 0x400 (X) and 0x480 (Y), 18 slots; the same registers
 * at +0x100 take canvas-relative values. */
static bool vtx_reg(uint32_t off, unsigned *idx, int *xy, bool *rel)
{
	uint32_t o = off & ~0x100u;
	if (off < 0x400 || off >= 0x600 || (o & 0x7f) >= 18 * 4)
		return false;
	*idx = (o & 0x7f) / 4;
	*xy = o >> 7 & 1;
	*rel = off >> 8 & 1;
	return true;
}

/* ICLIP at 0x450/0x454, UCLIP at 0x460 + xy * 8 + max * 4; +0x100 relative. */
static bool clip_reg(uint32_t off, bool *user, int *xy, unsigned *idx, bool *rel)
{
	uint32_t o = off & ~0x100u;
	*rel = off >> 8 & 1;
	if (off < 0x400 || off >= 0x600)
		return false;
	if (o == 0x450 || o == 0x454) {
		*user = false;
		*xy = o >> 2 & 1;
		*idx = 0;
		return true;
	}
	if (o >= 0x460 && o < 0x470) {
		*user = true;
		*xy = o >> 3 & 1;
		*idx = o >> 2 & 1;
		return true;
	}
	return false;
}

static uint32_t canvas_base(const struct nv01_gr_state *s, int xy)
{
	return (uint32_t)(xy ? canvas_y(s) : canvas_x(s));
}

static uint32_t pgraph_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct nv01_pgraph *g = u->priv;
	struct nv01_gr_state *s = &g->s;
	uint32_t mask;
	bool rel;
	(void)size;
	vblank_poll(g);
	switch (off) {
	case 0x080: return s->debug_a;
	case 0x084: return s->debug_b;
	case 0x088: return s->debug_c;
	case 0x100: return s->intr;
	case 0x104: return s->invalid;
	case 0x180: return s->ctx_switch;
	case 0x190: return ctx_control_read(g);
	case 0x630: return s->beta;
	case 0x6a4: return s->access | 0x0f000000; /* *_WR read as 1 */
	case 0x6a8: return s->trap_addr;
	case 0x6ac: return s->trap_data;
	case 0x6b0: return s->status;
	}
	unsigned idx;
	int xy;
	bool user;
	/* seed 004: with ACCESS.HOST 0, reads of the vertex and VTX_BETA
	 * registers are affected (how is not said): logged, value returned */
	bool vtx_or_beta = vtx_reg(off, &idx, &xy, &rel) || (off >= 0x700 && off < 0x738);
	if (vtx_or_beta && !(s->access & NV01_ACCESS_HOST))
		sgpu_guest_error(u, "read of +0x%03x with ACCESS.HOST 0: undefined", off);
	if (vtx_reg(off, &idx, &xy, &rel))
		return s->vtx[idx][xy] - (rel ? canvas_base(s, xy) : 0);
	if (clip_reg(off, &user, &xy, &idx, &rel)) {
		uint32_t v = !user ? s->iclip[xy] : idx ? s->uclip_max[xy] : s->uclip_min[xy];
		if (user && !rel)
			nv01_xy_uclip_read(s);
		return v - (rel ? canvas_base(s, xy) : 0);
	}
	uint32_t *p = simple_reg(s, off, &mask);
	if (p)
		return *p;
	sgpu_guest_error(u, "read of unknown register +0x%03x", off);
	return 0;
}

static void access_write(struct nv01_gr_state *s, uint32_t v)
{
	static const struct {
		unsigned wr;
		uint32_t field;
	} f[4] = {{24, 0x1}, {25, 0x10}, {26, 0x100}, {27, 0x1f000}};
	for (int k = 0; k < 4; k++)
		if (v >> f[k].wr & 1)
			s->access = (s->access & ~f[k].field) | (v & f[k].field);
}

static void pgraph_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct nv01_pgraph *g = u->priv;
	struct nv01_gr_state *s = &g->s;
	(void)size;
	vblank_poll(g); /* a vblank before this write is pending before it acts */
	/* INTR, INVALID and ACCESS take host writes whatever ACCESS.HOST says */
	switch (off) {
	case 0x100:
		s->intr &= ~v;
		if (v & NV01_INTR_INVALID)
			s->invalid = 0;
		update_irq(g);
		return;
	case 0x104:
		if (s->invalid & v) {
			s->invalid &= ~v;
			if (!s->invalid)
				s->intr &= ~NV01_INTR_INVALID;
		}
		update_irq(g);
		return;
	case 0x6a4: access_write(s, v); return;
	}
	if (!(s->access & NV01_ACCESS_HOST)) {
		sgpu_guest_error(u, "write 0x%08x to +0x%03x ignored: ACCESS.HOST is 0", v, off);
		return;
	}
	uint32_t mask;
	unsigned idx;
	int xy;
	bool rel, user;
	switch (off) {
	case 0x080:
		s->debug_a = v & 0x11111110;
		if (v & 1)
			debug_reset(s);
		return;
	case 0x084: s->debug_b = v & 0x31111101; return;
	case 0x088: s->debug_c = v & 0x11111111; return;
	case 0x180:
		s->ctx_switch = v & 0x807fffff;
		s->ctx_control &= ~(1u << 24); /* SWITCHING_BUSY */
		s->debug_b &= ~1u;             /* VOLATILE_RESET_LAST */
		return;
	case 0x190:
		/* bit 8 is host-writable both ways: envytools d31e9e4b
		 * hwtest/pgraph_scan.cc bitscans 0x11010103 and
		 * pgraph_state_tests.cc expects val & 0x11010103 */
		s->ctx_control = v & 0x11010003;
		s->timer_running = v & 0x100;
		if (s->timer_running)
			s->timer_t0 = nv_ptimer_now(u->dev, 0);
		return;
	case 0x630: s->beta = (v & 0x80000000u) ? 0 : v & 0x7f800000; return;
	case 0x6a8:
	case 0x6ac:
	case 0x6b0:
		sgpu_guest_error(u, "write 0x%08x to read-only +0x%03x ignored", v, off);
		return;
	}
	/* hwtest VtxWriteTest / IClipWriteTest / UClipWriteTest: the XY
	 * logic recomputes its status bits on every write */
	if (vtx_reg(off, &idx, &xy, &rel)) {
		nv01_xy_vtx_fixup(s, xy, idx, v, rel, -1, rel ? idx & 3 : 0);
		return;
	}
	if (clip_reg(off, &user, &xy, &idx, &rel)) {
		if (user)
			nv01_xy_uclip_write(s, xy, idx, v, rel);
		else
			nv01_xy_iclip_write(s, xy, v, rel);
		return;
	}
	uint32_t *p = simple_reg(s, off, &mask);
	if (p) {
		*p = v & mask;
		if (off == 0x140 || off == 0x144)
			update_irq(g);
		return;
	}
	sgpu_guest_error(u, "write 0x%08x to unknown register +0x%03x ignored", v, off);
}

static const struct sgpu_mmio_ops pgraph_ops = {pgraph_read, pgraph_write};

/* ------------------------------------------------------------------ methods */

#include "nv01_methods.inc"

static uint32_t area_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	(void)size;
	sgpu_guest_error(u, "read of method area offset 0x%04x: write-only", off);
	return 0;
}

static void area_write(struct sgpu_unit *u, uint32_t cls, uint32_t mthd, uint32_t v)
{
	struct nv01_pgraph *g = u->priv;
	if (!(g->s.access & NV01_ACCESS_HOST)) {
		sgpu_guest_error(u, "method 0x%02x.%04x ignored: ACCESS.HOST is 0", cls, mthd);
		return;
	}
	nv01_pgraph_submit(g, cls, mthd, v);
}

/* Region callbacks see offsets within their area: one pair per class. */
#define AREA(c)                                                                               \
	static void area_write_##c(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned n) \
	{                                                                                     \
		(void)n;                                                                      \
		area_write(u, c, off, v);                                                     \
	}                                                                                     \
	static const struct sgpu_mmio_ops area_ops_##c = {area_read, area_write_##c};
AREA(0x01)
AREA(0x02)
AREA(0x03)
AREA(0x04)
AREA(0x05)
AREA(0x06)
AREA(0x08)
AREA(0x09)
AREA(0x0a)
AREA(0x0b)
AREA(0x0c)
AREA(0x0d)
AREA(0x0e)
AREA(0x10)
AREA(0x11)
AREA(0x12)
AREA(0x13)
AREA(0x14)
AREA(0x1d)
AREA(0x1e)

/* The method areas: one 64 KiB window per class at 0x400000 + class << 16. */
struct area {
	uint8_t cls;
	const char *name;
	const struct sgpu_mmio_ops *ops;
};

#define A(c, n)                     \
	{                           \
		c, n, &area_ops_##c \
	}
static const struct area areas[] = {
        A(0x01, "UBETA"),    A(0x02, "UROP"),     A(0x03, "UCHROMA"),     A(0x04, "UPLANE"),
        A(0x05, "UCLIP"),    A(0x06, "UPATTERN"), A(0x08, "UPOINT"),      A(0x09, "ULINE"),
        A(0x0a, "ULIN"),     A(0x0b, "UTRI"),     A(0x0c, "URECT"),       A(0x0d, "UTEXLIN"),
        A(0x0e, "UTEXQUAD"), A(0x10, "UBLIT"),    A(0x11, "UIFC"),        A(0x12, "UBITMAP"),
        A(0x13, "UIFM"),     A(0x14, "UITM"),     A(0x1d, "UTEXLINBETA"), A(0x1e, "UTEXQUADBETA"),
};
#undef A

/* The PFIFO puller's entry point: method 0 carries the object context
 * (options, channel, class in bits 24-28, our PFIFO's encoding); other
 * methods go to the current class. */
static enum nv_engine_status pgraph_method(struct sgpu_unit *u, const struct nv_method *m)
{
	struct nv01_pgraph *g = u->priv;
	if (!(g->s.access & NV01_ACCESS_FIFO))
		return NV_ENGINE_STALLED;
	uint32_t cls = m->mthd == 0 ? (m->data >> 24 & 0x1f) : (g->s.access >> 12 & 0x1f);
	uint32_t data = m->mthd == 0 ? (m->data & 0x80ffffff) : m->data;
	nv01_pgraph_submit(g, cls, m->mthd, data);
	return NV_ENGINE_ACCEPTED;
}

static const struct nv_engine_ops pgraph_engine_ops = {.method = pgraph_method};

static sgpu_status pgraph_init(struct sgpu_unit *u)
{
	struct nv01_pgraph *g = u->priv;
	g->u = u;
	g->fast = true;
	sgpu_status st = sgpu_unit_map_window(u, 0x1000, &pgraph_ops, pgraph_regs,
	                                      sizeof(pgraph_regs) / sizeof(pgraph_regs[0]),
	                                      SGPU_MMIO_WORD32);
	if (st != SGPU_OK)
		return st;
	/* One region spans all areas so that offsets keep class << 16. */
	static const struct sgpu_reg_name none[1] = {{0, "OBJECT"}};
	for (size_t i = 0; i < sizeof(areas) / sizeof(areas[0]); i++) {
		struct sgpu_mmio_region r = {
		        .name = areas[i].name,
		        .base = u->desc->base + ((uint32_t)areas[i].cls << 16),
		        .size = 0x10000,
		        .ops = areas[i].ops,
		        .unit = u,
		        .regs = mthd_names_for(areas[i].cls, &r.reg_count),
		        .flags = SGPU_MMIO_WORD32,
		};
		if (!r.regs) {
			r.regs = none;
			r.reg_count = 1;
		}
		st = sgpu_mmio_map(u->dev, &r);
		if (st != SGPU_OK)
			return st;
	}
	return SGPU_OK;
}

static void pgraph_reset(struct sgpu_unit *u)
{
	struct nv01_pgraph *g = u->priv;
	bool fast = g->fast;
	memset(&g->s, 0, sizeof(g->s));
	g->s.xy_d[0] = g->s.xy_d[1] = 0x555500;
	/* Power-on: host access allowed so that a driver can set PGRAPH up;
	 * DEVICE_ENABLED set (docs/hw/nv1-pgraph.md). */
	g->s.access = NV01_ACCESS_FIFO | NV01_ACCESS_DMA | NV01_ACCESS_HOST;
	g->s.ctx_control = 1u << 28;
	g->s.canvas_max = 0x0fff0fff;
	g->fast = fast;
	g->pfb = sgpu_dev_unit(u->dev, "PFB");
	g->pdma = sgpu_dev_unit(u->dev, "PDMA");
	g->vram = sgpu_dev_mem(u->dev, SGPU_SPACE_VRAM);
	update_irq(g);
}

void nv01_pgraph_set_fast(struct sgpu_unit *u, bool fast)
{
	struct nv01_pgraph *g = u->priv;
	g->fast = fast;
}

const struct sgpu_unit_class nv01_pgraph_class = {
        .name = "PGRAPH",
        .description = "NV1 graphics engine: 2D objects, pixel pipeline, textured quads",
        .priv_size = sizeof(struct nv01_pgraph),
        .init = pgraph_init,
        .reset = pgraph_reset,
        .busy = pgraph_busy,
        .step = pgraph_step,
        .iface = &pgraph_engine_ops,
};
