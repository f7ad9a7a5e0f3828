/* MAXWELL_B (0xB197), the 3D class: the method store and the MME shadow
 * RAM, the macro methods (one hook for the macro processor), constant
 * buffer updates, texture pools, render-target and zeta setup,
 * CLEAR_SURFACE on pitch and block-linear targets, report semaphores,
 * and draws (decoded and logged; no shader runs). Method layouts:
 * open-gpu-doc classes/3d/clb197.h; behaviour and sources:
 * docs/hw/maxwell.md "MAXWELL_B". */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "core/device.h"
#include "nv/maxwell/i2m.h"
#include "nv/maxwell/maxwell3d.h"
#include "nv/maxwell/mme.h"
#include "nv/maxwell/report.h"
#include "nv/maxwell/rtfmt.h"
#include "nv/maxwell/surf.h"
#include "util/bits.h"

#define NMETHODS (0x4000 / 4)
#define MACRO_BASE 0x3800

/* clb197.h methods. */
enum {
	M_LINE_LENGTH_IN = 0x0180, /* inline-to-memory: 0x0180..0x01fc */
	M_I2M_LAST = 0x01fc,
	M_VIEWPORT_CLIP_H0 = 0x0c00,
	M_VIEWPORT_CLIP_V0 = 0x0c04,
	M_CLEAR_RECT_H = 0x0d6c,
	M_CLEAR_RECT_V = 0x0d70,
	M_VERTEX_ARRAY_START = 0x0d74,
	M_DRAW_VERTEX_ARRAY = 0x0d78,
	M_COLOR_CLEAR_VALUE = 0x0d80, /* + 4 i */
	M_Z_CLEAR_VALUE = 0x0d90,
	M_STENCIL_CLEAR_VALUE = 0x0da0,
	M_SCISSOR_ENABLE0 = 0x0e00,
	M_SCISSOR_H0 = 0x0e04,
	M_SCISSOR_V0 = 0x0e08,
	M_ZT_A = 0x0fe0,
	M_ZT_B = 0x0fe4,
	M_ZT_FORMAT = 0x0fe8,
	M_ZT_BLOCK_SIZE = 0x0fec,
	M_ZT_ARRAY_PITCH = 0x0ff0,
	M_SURFACE_CLIP_H = 0x0ff4,
	M_SURFACE_CLIP_V = 0x0ff8,
	M_CLEAR_SURFACE_CONTROL = 0x10f8,
	M_CT_SELECT = 0x121c,
	M_ZT_SIZE_A = 0x1228,
	M_ZT_SIZE_B = 0x122c,
	M_ZT_SIZE_C = 0x1230,
	M_STENCIL_MASK = 0x139c,
	M_ZT_SELECT = 0x1538,
	M_TEX_SAMPLER_POOL_A = 0x155c,
	M_TEX_SAMPLER_POOL_C = 0x1564,
	M_TEX_HEADER_POOL_A = 0x1574,
	M_TEX_HEADER_POOL_C = 0x157c,
	M_DRAW_INLINE_INDEX = 0x15e8,
	M_PROGRAM_REGION_A = 0x1608,
	M_END = 0x1614,
	M_BEGIN = 0x1618,
	M_ZT_LAYER = 0x179c,
	M_INDEX_BUFFER_A = 0x17c8,
	M_INDEX_BUFFER_E = 0x17d8,
	M_INDEX_BUFFER_F = 0x17dc,
	M_DRAW_INDEX_BUFFER = 0x17e0,
	M_DRAW_INDEX_BUFFER32_FIRST = 0x17e4, /* 32/16/8, INSTANCE_FIRST then SUBSEQUENT */
	M_DRAW_INDEX_BUFFER8_SUBSEQUENT = 0x17f8,
	M_CLEAR_SURFACE = 0x19d0,
	M_REPORT_SEMAPHORE_A = 0x1b00,
	M_REPORT_SEMAPHORE_D = 0x1b0c,
	M_VERTEX_STREAM_A_FORMAT = 0x1c00,  /* + 16 j, j < 32 */
	M_VERTEX_STREAM_LIMIT_A_A = 0x1f00, /* + 8 j */
	M_PIPELINE_SHADER = 0x2000,         /* + 64 j, j < 6 */
	M_PIPELINE_PROGRAM = 0x2004,
	M_CB_SELECTOR_A = 0x2380,
	M_CB_SELECTOR_B = 0x2384,
	M_CB_SELECTOR_C = 0x2388,
	M_LOAD_CONSTANT_BUFFER_OFFSET = 0x238c,
	M_LOAD_CONSTANT_BUFFER = 0x2390,       /* + 4 i, i < 16 */
	M_BIND_GROUP_CONSTANT_BUFFER = 0x2410, /* + 32 j, j < 5 */
	M_COLOR_TARGET = 0x0800,               /* + 64 j, j < 8 */
	M_DRAW_VERTEX_ARRAY_BEGIN_END_FIRST = 0x1214,
	M_DRAW_VERTEX_ARRAY_BEGIN_END_SUBSEQUENT = 0x1218,
	M_DRAW_ZERO_INDEX = 0x0304,
	M_DRAW_AUTO = 0x123c,
	M_DRAW_INLINE_INDEX4X8 = 0x1304,
	M_DRAW_INLINE_INDEX2X16 = 0x15f0,
};

/* SET_COLOR_TARGET_* words, relative to M_COLOR_TARGET + 64 j. */
enum {
	CT_A,
	CT_B,
	CT_WIDTH,
	CT_HEIGHT,
	CT_FORMAT,
	CT_MEMORY,
	CT_THIRD_DIMENSION,
	CT_ARRAY_PITCH,
	CT_LAYER,
};

struct mx3d {
	uint32_t regs[NMETHODS];   /* the method store */
	uint32_t shadow[NMETHODS]; /* the MME shadow RAM */
	/* the macro processor (the mme hook) and the method it serves */
	struct gf100_mme mme;
	struct mxw_ctx *cur;
	struct mxw_i2m i2m; /* the inline-to-memory methods (i2m.h) */
	struct mxw_cb_binding cb[MXW_CB_GROUPS][MXW_CB_SLOTS];
	bool in_begin;
	struct mxw_counters counters;
	struct mxw_3d_stats stats;
};

static uint32_t reg(const struct mx3d *s, uint32_t mthd)
{
	return s->regs[(mthd & 0x3ffc) / 4];
}

static uint64_t addr40(const struct mx3d *s, uint32_t mthd_hi)
{
	return (uint64_t)(reg(s, mthd_hi) & 0xff) << 32 | reg(s, mthd_hi + 4);
}

uint32_t mxw_3d_state_read(void *st, uint32_t mthd)
{
	return mthd < MACRO_BASE ? reg(st, mthd) : 0;
}

uint32_t mxw_3d_shadow_read(void *st, uint32_t mthd)
{
	const struct mx3d *s = st;
	return mthd < MACRO_BASE ? s->shadow[mthd / 4] : 0;
}

const uint32_t *mxw_3d_mme_code(void *st)
{
	return ((struct mx3d *)st)->mme.code;
}

const uint32_t *mxw_3d_mme_starts(void *st)
{
	return ((struct mx3d *)st)->mme.start;
}

void mxw_3d_stats(void *st, struct mxw_3d_stats *out)
{
	*out = ((struct mx3d *)st)->stats;
}

bool mxw_3d_cb_binding(void *st, unsigned group, unsigned slot, struct mxw_cb_binding *b)
{
	if (group >= MXW_CB_GROUPS || slot >= MXW_CB_SLOTS)
		return false;
	*b = ((struct mx3d *)st)->cb[group][slot];
	return true;
}

static bool pool_entry(struct mxw_ctx *c, struct mx3d *s, uint32_t pool_a, uint32_t max_mask,
                       uint32_t index, uint32_t w[8])
{
	memset(w, 0, 8 * sizeof(w[0]));
	if (index > (reg(s, pool_a + 8) & max_mask))
		return false;
	uint8_t b[32];
	if (!mxw_read(c, addr40(s, pool_a) + (uint64_t)index * 32, b, sizeof(b)))
		return false;
	for (unsigned i = 0; i < 8; i++)
		w[i] = sgpu_ld_le32(b + 4 * i);
	return true;
}

bool mxw_3d_tic(struct mxw_ctx *c, void *st, uint32_t index, uint32_t w[8])
{
	return pool_entry(c, st, M_TEX_HEADER_POOL_A, 0x3fffff, index, w);
}

bool mxw_3d_tsc(struct mxw_ctx *c, void *st, uint32_t index, uint32_t w[8])
{
	return pool_entry(c, st, M_TEX_SAMPLER_POOL_A, 0xfffff, index, w);
}

/* ------------------------------------------------------------------ surfaces */

struct surf {
	uint64_t base;
	bool pitch_layout;
	uint32_t pitch;  /* pitch layout */
	uint32_t width;  /* pixels */
	uint32_t height; /* rows */
	uint32_t depth;  /* block-linear z slices (3D targets) */
	uint32_t z;      /* the slice written (3D targets) */
	unsigned bpp, bh, bd;
};

/* A pitch target's pixel address (block-linear targets are filled a GOB
 * at a time by fill_bl). */
static uint64_t pitch_addr(const struct surf *f, uint32_t x, uint32_t y)
{
	return f->base + (uint64_t)y * f->pitch + (uint64_t)x * f->bpp;
}

/* The last page mxw_span gave: pixels inside it need no translation. */
struct span {
	uint64_t va;
	uint8_t *p;
	size_t n;
};

/* Writes pix under mask at va; false after a fault (reported). */
static bool put_pixel(struct mxw_ctx *c, struct span *sp, uint64_t va, const uint8_t *pix,
                      const uint8_t *mask, unsigned bpp, bool full)
{
	uint8_t *p = NULL, tmp[MXW_MAX_BPP];
	if (sp->p && va >= sp->va && va + bpp <= sp->va + sp->n) {
		p = sp->p + (va - sp->va);
	} else {
		size_t got;
		uint8_t *q = mxw_span(c, va, 1u << 20, true, false, &got, NULL);
		if (!q)
			return false;
		if (got >= bpp) {
			sp->va = va;
			sp->p = q;
			sp->n = got;
			p = q;
		}
	}
	if (!p) { /* the pixel straddles pages */
		if (!mxw_read(c, va, tmp, bpp))
			return false;
		p = tmp;
	}
	if (full) {
		memcpy(p, pix, bpp);
	} else {
		for (unsigned i = 0; i < bpp; i++)
			p[i] = (uint8_t)((p[i] & ~mask[i]) | (pix[i] & mask[i]));
	}
	return p != tmp || mxw_write(c, va, tmp, bpp);
}

struct rect {
	uint32_t x0, y0, x1, y1; /* [x0, x1) x [y0, y1) */
};

static void clip_to(struct rect *r, uint32_t x0, uint32_t y0, uint32_t x1, uint32_t y1)
{
	r->x0 = r->x0 > x0 ? r->x0 : x0;
	r->y0 = r->y0 > y0 ? r->y0 : y0;
	r->x1 = r->x1 < x1 ? r->x1 : x1;
	r->y1 = r->y1 < y1 ? r->y1 : y1;
}

/* The clear rectangle of a w x h target: the surface clip always (Mesa
 * nvc0_clear_render_target limits a clear with it alone), the clear
 * rectangle, scissor 0 and viewport clip 0 as SET_CLEAR_SURFACE_CONTROL
 * asks. */
static struct rect clear_rect(const struct mx3d *s, uint32_t w, uint32_t h)
{
	struct rect r = {0, 0, w, h};
	uint32_t ch = reg(s, M_SURFACE_CLIP_H), cv = reg(s, M_SURFACE_CLIP_V);
	clip_to(&r, ch & 0xffff, cv & 0xffff, (ch & 0xffff) + (ch >> 16),
	        (cv & 0xffff) + (cv >> 16));
	uint32_t ctl = reg(s, M_CLEAR_SURFACE_CONTROL);
	if (ctl & 1u << 4) {
		uint32_t rh = reg(s, M_CLEAR_RECT_H), rv = reg(s, M_CLEAR_RECT_V);
		clip_to(&r, rh & 0xffff, rv & 0xffff, rh >> 16, rv >> 16);
	}
	if ((ctl & 1u << 8) && (reg(s, M_SCISSOR_ENABLE0) & 1)) {
		uint32_t sh = reg(s, M_SCISSOR_H0), sv = reg(s, M_SCISSOR_V0);
		clip_to(&r, sh & 0xffff, sv & 0xffff, sh >> 16, sv >> 16);
	}
	if (ctl & 1u << 12) {
		uint32_t vh = reg(s, M_VIEWPORT_CLIP_H0), vv = reg(s, M_VIEWPORT_CLIP_V0);
		clip_to(&r, vh & 0xffff, vv & 0xffff, (vh & 0xffff) + (vh >> 16),
		        (vv & 0xffff) + (vv >> 16));
	}
	return r;
}

/* Block-linear fill, a GOB at a time: one translation and one kind
 * look-up per GOB; GOBs 64 bytes x 8 rows, blocks of 2^bh x 2^bd GOBs
 * (blocklinear.h), bytes inside a GOB in the order of its page's kind
 * (surf.h mxw_gob_sectored). */
static void fill_bl(struct mxw_ctx *c, struct surf *f, const struct rect *r, const uint8_t *pix,
                    const uint8_t *mask, bool full)
{
	struct nv_bl_geom g = {
	        .width_bytes = f->width * f->bpp,
	        .height = f->height,
	        .depth = f->depth,
	        .log2_bh = f->bh,
	        .log2_bd = f->bd,
	};
	struct g80_surface_layout bl;
	nv_bl_layout(&g, false, &bl);
	uint32_t xb0 = r->x0 * f->bpp, xb1 = r->x1 * f->bpp;
	struct span sp = {0};
	for (uint32_t gy = r->y0 / 8; gy <= (r->y1 - 1) / 8; gy++) {
		uint32_t ya = gy * 8 > r->y0 ? gy * 8 : r->y0;
		uint32_t yb = gy * 8 + 8 < r->y1 ? gy * 8 + 8 : r->y1;
		for (uint32_t gx = xb0 / 64; gx <= (xb1 - 1) / 64; gx++) {
			uint32_t xa = gx * 64 > xb0 ? gx * 64 : xb0;
			uint32_t xe = gx * 64 + 64 < xb1 ? gx * 64 + 64 : xb1;
			uint64_t gob = f->base + g80_surface_gob_offset(&bl, gx * 64, gy * 8, f->z);
			size_t got;
			uint8_t *p = mxw_span(c, gob, NV_GOB_BYTES, true, false, &got, NULL);
			if (!p)
				return;
			unsigned order = mxw_gob_sectored(c, gob) ? GF100_GOB_ORDER_16BX2
			                                          : G80_GOB_ORDER_ROWS;
			for (uint32_t y = ya; y < yb; y++)
				for (uint32_t x = xa; x < xe; x += f->bpp) {
					unsigned off =
					        g80_gob_byte_offset(order, NV_GOB_ROWS, x, y);
					if (got < NV_GOB_BYTES) { /* the GOB straddles pages */
						if (!put_pixel(c, &sp, gob + off, pix, mask, f->bpp,
						               full))
							return;
						continue;
					}
					uint8_t *q = p + off;
					if (full) {
						memcpy(q, pix, f->bpp);
						continue;
					}
					for (unsigned i = 0; i < f->bpp; i++)
						q[i] = (uint8_t)((q[i] & ~mask[i]) |
						                 (pix[i] & mask[i]));
				}
		}
	}
}

/* Fills r of f with pix under mask; stops at the first fault. */
static void fill(struct mxw_ctx *c, struct surf *f, const struct rect *r, const uint8_t *pix,
                 const uint8_t *mask)
{
	bool full = true, any = false;
	for (unsigned i = 0; i < f->bpp; i++) {
		full &= mask[i] == 0xff;
		any |= mask[i] != 0;
	}
	if (!any)
		return;
	struct span sp = {0};
	if (r->x0 >= r->x1 || r->y0 >= r->y1)
		return;
	if (!f->pitch_layout) {
		fill_bl(c, f, r, pix, mask, full);
		return;
	}
	/* pitch: each row page by page; a pixel across a page edge alone */
	for (uint32_t y = r->y0; y < r->y1; y++) {
		uint64_t va = pitch_addr(f, r->x0, y);
		uint64_t n = (uint64_t)(r->x1 - r->x0) * f->bpp;
		while (n) {
			size_t got;
			uint8_t *p = mxw_span(c, va, n, true, false, &got, NULL);
			if (!p)
				return;
			size_t whole = got / f->bpp * f->bpp;
			for (size_t o = 0; o < whole; o += f->bpp) {
				if (full) {
					memcpy(p + o, pix, f->bpp);
					continue;
				}
				for (unsigned i = 0; i < f->bpp; i++)
					p[o + i] = (uint8_t)((p[o + i] & ~mask[i]) |
					                     (pix[i] & mask[i]));
			}
			va += whole;
			n -= whole;
			if (whole < got || (!whole && n)) {
				if (!put_pixel(c, &sp, va, pix, mask, f->bpp, full))
					return;
				va += f->bpp;
				n -= f->bpp;
			}
		}
	}
}

static void clear_color(struct mxw_ctx *c, struct mx3d *s, uint32_t data)
{
	unsigned rt = data >> 6 & 0xf, layer = data >> 10 & 0xffff;
	unsigned count = reg(s, M_CT_SELECT) & 0xf;
	if (rt >= 8 || rt >= count) {
		sgpu_unit_debug(c->u, "CLEAR_SURFACE: target %u beyond CT_SELECT's %u", rt, count);
		return;
	}
	uint32_t m = M_COLOR_TARGET + 64 * rt;
	uint32_t code = reg(s, m + 4 * CT_FORMAT) & 0xff;
	if (!code)
		return; /* DISABLED */
	const struct mxw_rt_format *fmt = mxw_rt_format(code);
	if (!fmt) {
		sgpu_guest_error(c->u,
		                 "CLEAR_SURFACE: target %u has format 0x%02x the class does not "
		                 "list: not cleared",
		                 rt, code);
		return;
	}
	uint32_t mem = reg(s, m + 4 * CT_MEMORY);
	struct surf f = {
	        .base = addr40(s, m + 4 * CT_A),
	        .pitch_layout = mem >> 12 & 1,
	        .height = reg(s, m + 4 * CT_HEIGHT) & 0x1ffff,
	        .bpp = fmt->bytes,
	        .bh = mem >> 4 & 0xf,
	        .bd = mem >> 8 & 0xf,
	};
	uint32_t w = reg(s, m + 4 * CT_WIDTH) & 0xfffffff;
	uint32_t l = (reg(s, m + 4 * CT_LAYER) & 0xffff) + layer;
	if (f.pitch_layout) {
		/* WIDTH is the pitch in bytes (Mesa nvc0_validate_fb) */
		f.pitch = w;
		f.width = w / f.bpp;
		f.base += (uint64_t)l * reg(s, m + 4 * CT_ARRAY_PITCH) * 4;
	} else {
		f.width = w;
		if (f.bh > 5 || f.bd > 5 || (mem & 0xf)) {
			sgpu_guest_error(c->u,
			                 "CLEAR_SURFACE: target %u block size 0x%03x is not a "
			                 "GOB count the class lists: not cleared",
			                 rt, mem & 0xfff);
			return;
		}
		if (mem >> 16 & 1) { /* THIRD_DIMENSION_DEFINES_DEPTH_SIZE: a 3D target */
			f.depth = reg(s, m + 4 * CT_THIRD_DIMENSION) & 0xfffffff;
			f.z = l;
		} else {
			/* ARRAY_PITCH counts 4-byte units (Mesa: layer_stride >> 2) */
			f.base += (uint64_t)l * reg(s, m + 4 * CT_ARRAY_PITCH) * 4;
		}
	}
	uint32_t clear[4];
	for (unsigned i = 0; i < 4; i++)
		clear[i] = reg(s, M_COLOR_CLEAR_VALUE + 4 * i);
	uint8_t pix[MXW_MAX_BPP], mask[MXW_MAX_BPP];
	/* the component enables are the only colour mask: SET_CT_WRITE does
	 * not apply (Mesa nvc0_clear: "COLOR_MASK doesn't affect CLEAR_BUFFERS") */
	mxw_rt_pack(fmt, clear, data >> 2 & 0xf, pix, mask);
	struct rect r = clear_rect(s, f.width, f.height);
	fill(c, &f, &r, pix, mask);
}

static void clear_zeta(struct mxw_ctx *c, struct mx3d *s, uint32_t data)
{
	if (!(reg(s, M_ZT_SELECT) & 1))
		return;
	uint32_t code = reg(s, M_ZT_FORMAT) & 0x1f;
	const struct mxw_zt_format *fmt = mxw_zt_format(code);
	if (!fmt) {
		sgpu_guest_error(c->u,
		                 "CLEAR_SURFACE: zeta format 0x%02x is not one the class lists: "
		                 "not cleared",
		                 code);
		return;
	}
	uint32_t bs = reg(s, M_ZT_BLOCK_SIZE);
	if ((bs & 0xf) || (bs >> 4 & 0xf) > 5 || (bs >> 8 & 0xf) > 5) {
		sgpu_guest_error(c->u,
		                 "CLEAR_SURFACE: zeta block size 0x%03x is not a GOB count the "
		                 "class lists: not cleared",
		                 bs & 0xfff);
		return;
	}
	unsigned layer = data >> 10 & 0xffff;
	struct surf f = {
	        .base = addr40(s, M_ZT_A),
	        .width = reg(s, M_ZT_SIZE_A) & 0xfffffff,
	        .height = reg(s, M_ZT_SIZE_B) & 0x1ffff,
	        .bpp = fmt->bytes,
	        .bh = bs >> 4 & 0xf,
	        .bd = bs >> 8 & 0xf,
	};
	uint32_t l = (reg(s, M_ZT_LAYER) & 0xffff) + layer;
	f.base += (uint64_t)l * reg(s, M_ZT_ARRAY_PITCH) * 4;
	uint8_t smask = 0xff;
	if (reg(s, M_CLEAR_SURFACE_CONTROL) & 1) /* RESPECT_STENCIL_MASK */
		smask = reg(s, M_STENCIL_MASK) & 0xff;
	uint8_t pix[MXW_MAX_BPP], mask[MXW_MAX_BPP];
	mxw_zt_pack(fmt, reg(s, M_Z_CLEAR_VALUE), reg(s, M_STENCIL_CLEAR_VALUE) & 0xff, data & 1,
	            data >> 1 & 1, smask, pix, mask);
	struct rect r = clear_rect(s, f.width, f.height);
	fill(c, &f, &r, pix, mask);
}

static void clear_surface(struct mxw_ctx *c, struct mx3d *s, uint32_t data)
{
	s->stats.clears++;
	if (data & 0x3c)
		clear_color(c, s, data);
	if (data & 3)
		clear_zeta(c, s, data);
}

/* ------------------------------------------------------------------ draws */

static const char *const topologies[16] = {"POINTS",
                                           "LINES",
                                           "LINE_LOOP",
                                           "LINE_STRIP",
                                           "TRIANGLES",
                                           "TRIANGLE_STRIP",
                                           "TRIANGLE_FAN",
                                           "QUADS",
                                           "QUAD_STRIP",
                                           "POLYGON",
                                           "LINELIST_ADJCY",
                                           "LINESTRIP_ADJCY",
                                           "TRIANGLELIST_ADJCY",
                                           "TRIANGLESTRIP_ADJCY",
                                           "PATCH",
                                           "?"};
static const char *const stages[6] = {"VERTEX_CULL_BEFORE_FETCH",
                                      "VERTEX",
                                      "TESSELLATION_INIT",
                                      "TESSELLATION",
                                      "GEOMETRY",
                                      "PIXEL"};

/* Logs a draw at UNIMP with its vertex/index setup and shader addresses:
 * softgpu runs no Maxwell shader (docs/hw/maxwell.md). */
static void draw(struct mxw_ctx *c, struct mx3d *s, const char *what, unsigned topology,
                 uint32_t first, uint32_t count, bool indexed)
{
	s->stats.draws++;
	char buf[1024];
	int o = snprintf(buf, sizeof(buf), "channel %u: draw %s %s first %u count %u%s", c->chid,
	                 what, topologies[topology & 15], first, count,
	                 s->in_begin ? "" : " (outside BEGIN/END)");
	if (indexed) {
		static const unsigned sizes[4] = {1, 2, 4, 0};
		o += snprintf(buf + o, sizeof(buf) - (size_t)o,
		              "; index buffer 0x%010" PRIx64 "..0x%010" PRIx64 " %u-byte indices",
		              addr40(s, M_INDEX_BUFFER_A), addr40(s, M_INDEX_BUFFER_A + 8),
		              sizes[reg(s, M_INDEX_BUFFER_E) & 3]);
	}
	for (unsigned j = 0; j < 32 && o < (int)sizeof(buf) - 80; j++) {
		uint32_t fm = reg(s, M_VERTEX_STREAM_A_FORMAT + 16 * j);
		if (!(fm >> 12 & 1))
			continue;
		o += snprintf(buf + o, sizeof(buf) - (size_t)o,
		              "; stream %u 0x%010" PRIx64 " stride %u limit 0x%010" PRIx64, j,
		              addr40(s, M_VERTEX_STREAM_A_FORMAT + 16 * j + 4), fm & 0xfff,
		              addr40(s, M_VERTEX_STREAM_LIMIT_A_A + 8 * j));
	}
	uint64_t region = addr40(s, M_PROGRAM_REGION_A);
	for (unsigned j = 0; j < 6 && o < (int)sizeof(buf) - 80; j++) {
		uint32_t sh = reg(s, M_PIPELINE_SHADER + 64 * j);
		if (!(sh & 1))
			continue;
		uint32_t off = reg(s, M_PIPELINE_PROGRAM + 64 * j);
		unsigned type = sh >> 4 & 0xf;
		o += snprintf(buf + o, sizeof(buf) - (size_t)o, "; %s shader at 0x%010" PRIx64,
		              type < 6 ? stages[type] : "?", region + off);
	}
	sgpu_unimp(c->u, "%s: not drawn (no Maxwell shader execution)", buf);
}

/* ------------------------------------------------------------------ methods */

static void load_constant_buffer(struct mxw_ctx *c, struct mx3d *s, uint32_t data)
{
	uint32_t size = reg(s, M_CB_SELECTOR_A) & 0x1ffff;
	uint64_t base = addr40(s, M_CB_SELECTOR_B);
	uint32_t off = reg(s, M_LOAD_CONSTANT_BUFFER_OFFSET);
	if ((uint64_t)off + 4 > size)
		sgpu_guest_error(c->u,
		                 "channel %u: LOAD_CONSTANT_BUFFER at offset 0x%x is past the "
		                 "buffer's 0x%x bytes: dropped",
		                 c->chid, off, size);
	else
		mxw_wr32(c, base + off, data);
	/* the offset advances a word per data word (Mesa nvc0 CB_POS uploads) */
	s->regs[M_LOAD_CONSTANT_BUFFER_OFFSET / 4] = off + 4;
}

static void bind_constant_buffer(struct mxw_ctx *c, struct mx3d *s, unsigned group, uint32_t data)
{
	unsigned slot = data >> 4 & 0x1f;
	struct mxw_cb_binding *b = &s->cb[group][slot];
	b->valid = data & 1;
	b->address = b->valid ? addr40(s, M_CB_SELECTOR_B) : 0;
	b->size = b->valid ? reg(s, M_CB_SELECTOR_A) & 0x1ffff : 0;
	sgpu_unit_debug(
	        c->u, "channel %u: group %u constant buffer %u %s 0x%010" PRIx64 " size 0x%x",
	        c->chid, group, slot, b->valid ? "bound to" : "unbound", b->address, b->size);
}

static enum mxw_res exec(struct mxw_ctx *c, struct mx3d *s, uint32_t mthd, uint32_t data)
{
	s->regs[mthd / 4] = data;
	/* the inline-to-memory methods, shared with 0xA140 (i2m.h) */
	if (mthd >= M_LINE_LENGTH_IN && mthd <= M_I2M_LAST &&
	    mxw_i2m_method(c, &s->i2m, mthd, data))
		return MXW_DONE;
	if (mthd >= M_LOAD_CONSTANT_BUFFER && mthd < M_LOAD_CONSTANT_BUFFER + 64) {
		load_constant_buffer(c, s, data);
		return MXW_DONE;
	}
	if (mthd >= 0x2400 && mthd < 0x24a0 && (mthd & 0x1f) == 0x10) {
		bind_constant_buffer(c, s, (mthd - 0x2400) / 32, data);
		return MXW_DONE;
	}
	switch (mthd) {
	case M_CLEAR_SURFACE: clear_surface(c, s, data); break;
	case M_REPORT_SEMAPHORE_D:
		return mxw_report_semaphore(c, mthd, addr40(s, M_REPORT_SEMAPHORE_A),
		                            reg(s, M_REPORT_SEMAPHORE_A + 8), data, &s->counters,
		                            false);
	case M_TEX_HEADER_POOL_C:
	case M_TEX_SAMPLER_POOL_C:
		sgpu_unit_debug(c->u, "channel %u: %s pool at 0x%010" PRIx64 ", maximum index %u",
		                c->chid, mthd == M_TEX_HEADER_POOL_C ? "texture header" : "sampler",
		                addr40(s, mthd - 8), data & 0x3fffff);
		break;
	case M_BEGIN:
		if (s->in_begin)
			sgpu_guest_error(c->u, "channel %u: BEGIN inside BEGIN/END", c->chid);
		s->in_begin = true;
		break;
	case M_END:
		if (!s->in_begin)
			sgpu_guest_error(c->u, "channel %u: END without BEGIN", c->chid);
		s->in_begin = false;
		break;
	case M_DRAW_VERTEX_ARRAY:
		draw(c, s, "arrays", reg(s, M_BEGIN) & 0xffff, reg(s, M_VERTEX_ARRAY_START), data,
		     false);
		break;
	case M_DRAW_INDEX_BUFFER:
		draw(c, s, "indexed", reg(s, M_BEGIN) & 0xffff, reg(s, M_INDEX_BUFFER_F), data,
		     true);
		break;
	case M_DRAW_VERTEX_ARRAY_BEGIN_END_FIRST:
	case M_DRAW_VERTEX_ARRAY_BEGIN_END_SUBSEQUENT:
		draw(c, s, "arrays (begin/end)", data >> 28, data & 0xffff, data >> 16 & 0xfff,
		     false);
		break;
	case M_DRAW_ZERO_INDEX:
		draw(c, s, "zero-index", reg(s, M_BEGIN) & 0xffff, 0, data, false);
		break;
	case M_DRAW_AUTO: draw(c, s, "auto", reg(s, M_BEGIN) & 0xffff, 0, data, false); break;
	case M_DRAW_INLINE_INDEX:
	case M_DRAW_INLINE_INDEX2X16:
	case M_DRAW_INLINE_INDEX4X8:
		draw(c, s, "inline-index", reg(s, M_BEGIN) & 0xffff, 0,
		     mthd == M_DRAW_INLINE_INDEX       ? 1
		     : mthd == M_DRAW_INLINE_INDEX2X16 ? 2
		                                       : 4,
		     false);
		break;
	default:
		if (mthd >= M_DRAW_INDEX_BUFFER32_FIRST && mthd <= M_DRAW_INDEX_BUFFER8_SUBSEQUENT)
			draw(c, s, "indexed (begin/end)", data >> 28, data & 0xffff,
			     data >> 16 & 0xfff, true);
		break;
	}
	return MXW_DONE;
}

enum mxw_res mxw_3d_send(struct mxw_ctx *c, void *st, uint32_t mthd, uint32_t data)
{
	struct mx3d *s = st;
	mthd &= 0x3ffc;
	if (mthd >= MACRO_BASE)
		return MXW_DONE; /* a macro cannot call a macro */
	/* the shadow RAM takes every method but the macro methods and its own
	 * control (Ryujinx #1051/#1168 after fincs; yuzu #3529): TRACK and
	 * TRACK_WITH_FILTER record, REPLAY substitutes the recorded value */
	if (mthd == MXW_3D_SET_MME_SHADOW_RAM_CONTROL) {
		s->regs[mthd / 4] = data;
		return MXW_DONE;
	}
	switch (reg(s, MXW_3D_SET_MME_SHADOW_RAM_CONTROL) & 3) {
	case MXW_SHADOW_TRACK:
	case MXW_SHADOW_TRACK_WITH_FILTER: s->shadow[mthd / 4] = data; break;
	case MXW_SHADOW_REPLAY: data = s->shadow[mthd / 4]; break;
	default: break;
	}
	return exec(c, s, mthd, data);
}

/* ------------------------------------------------------------------ mme hook */

/* The macro processor (mme.h) sits in front of the class: every method
 * goes to gf100_mme_method first, which takes the macro methods
 * (LOAD_MME_INSTRUCTION_RAM(_POINTER), LOAD_MME_START_ADDRESS_RAM
 * (_POINTER), CALL_MME_MACRO(j)/CALL_MME_DATA(j) at 0x3800+) and hands
 * the rest back. A macro's state reads are the method store
 * (mxw_3d_state_read) and its sends re-enter at mxw_3d_send, past the
 * macro methods, through the shadow RAM. GR has no time of its own: a
 * macro runs up to MME_STEPS instructions for each method that reaches
 * the class (a method behind a running macro stalls the PBDMA and comes
 * back). The PGRAPH macro registers (0x404400+) are mx3d_reg_read/_write. */
#define MME_STEPS (1u << 16)

static uint32_t mme_read(void *ctx, uint32_t method)
{
	return mxw_3d_state_read(ctx, method);
}

static void mme_send(void *ctx, uint32_t method, uint32_t data)
{
	struct mx3d *s = ctx;
	if (s->cur && mxw_3d_send(s->cur, s, method, data) == MXW_STALL)
		sgpu_unimp(s->cur->u, "channel %u: a macro's ACQUIRE (0x%04x) does not wait",
		           s->cur->chid, method);
}

/* An MME error with HWW_ESR_EN: a PGRAPH TRAP with bit 7 (MACRO) of the
 * trap status (nouveau gf100_gr_trap_intr). */
static void mme_trap(void *ctx, uint32_t esr)
{
	struct mx3d *s = ctx;
	if (!s->cur)
		return;
	mxw_trap_status(s->cur, 1u << 7);
	mxw_trap(s->cur, MXW_INTR_TRAP, 0, MXW_3D_CALL_MME_MACRO + 8 * s->mme.macro, esr,
	         "macro processor exception (MME HWW_ESR)");
}

static uint32_t mme_shadow_read(void *ctx, uint32_t nvclass, uint32_t method)
{
	(void)nvclass;
	return mxw_3d_shadow_read(ctx, method & 0x3ffc);
}

static void mme_shadow_write(void *ctx, uint32_t nvclass, uint32_t method, uint32_t value)
{
	struct mx3d *s = ctx;
	(void)nvclass;
	if ((method & 0x3ffc) < MACRO_BASE)
		s->shadow[(method & 0x3ffc) / 4] = value;
}

static const struct gf100_mme_ops mme_ops = {mme_read, mme_send, mme_trap, mme_shadow_read,
                                             mme_shadow_write};

static enum mxw_res mx3d_method(struct mxw_ctx *c, void *st, uint32_t mthd, uint32_t data)
{
	struct mx3d *s = st;
	s->cur = c;
	enum gf100_mme_result r = gf100_mme_method(&s->mme, mthd, data);
	if (r == GF100_MME_STALL) {
		gf100_mme_run(&s->mme, MME_STEPS);
		r = gf100_mme_busy(&s->mme) ? GF100_MME_STALL
		                            : gf100_mme_method(&s->mme, mthd, data);
	}
	enum mxw_res res = MXW_DONE;
	switch (r) {
	case GF100_MME_STALL: res = MXW_STALL; break;
	case GF100_MME_TAKEN:
		if (mthd < MACRO_BASE)
			s->regs[mthd / 4] = data; /* the RAM loads are stored too */
		else if (!(mthd & 4))
			s->stats.macro_calls++;
		if (gf100_mme_busy(&s->mme))
			gf100_mme_run(&s->mme, MME_STEPS);
		break;
	default: res = mxw_3d_send(c, st, mthd, data); break;
	}
	s->cur = NULL;
	return res;
}

/* The PGRAPH macro registers (mme.h GF100_MME_R_*, 0x404400-0x4044ff) of
 * the channel GR served last. */
static bool mx3d_reg_read(void *st, uint32_t off, uint32_t *v)
{
	struct mx3d *s = st;
	return off >= 0x4400 && off < 0x4500 && gf100_mme_reg_read(&s->mme, 0x400000 + off, v);
}

static bool mx3d_reg_write(void *st, uint32_t off, uint32_t v)
{
	struct mx3d *s = st;
	return off >= 0x4400 && off < 0x4500 && gf100_mme_reg_write(&s->mme, 0x400000 + off, v);
}

static void mx3d_init(struct mxw_ctx *c, void *st)
{
	struct mx3d *s = st;
	gf100_mme_init(&s->mme, 0, &mme_ops, s, c->u);
}

const struct mxw_class mxw_3d_class = {
        .id = MXW_3D_CLASS,
        .name = "MAXWELL_B",
        .state_size = sizeof(struct mx3d),
        .init = mx3d_init,
        .method = mx3d_method,
        .reg_read = mx3d_reg_read,
        .reg_write = mx3d_reg_write,
};
