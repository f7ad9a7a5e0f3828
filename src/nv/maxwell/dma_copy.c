/* MAXWELL_DMA_COPY_A 0xB0B5: pitch and block-linear copies with component
 * remap, semaphore release and interrupts. Methods: open-gpu-doc
 * classes/dma-copy/clb0b5.h; units and remap as Mesa's nvc0
 * (nve4_m2mf_transfer_rect) and NVK (nvk_cmd_copy.c) drive it.
 * docs/hw/maxwell.md, "DMA copy".
 *
 * The reference path (copy_ref) does one element at a time through
 * mxw_read/mxw_write; the fast path (copy_fast) takes pitch to
 * block-linear copies of plain bytes, a GOB row piece at a time through
 * mxw_span, and is checked against it by test_mxw_copy. */
#include <string.h>

#include "nv/maxwell/dma_copy.h"
#include "nv/maxwell/surf.h"
#include "util/bits.h"

enum {
	M_NOP = 0x100,
	M_PM_TRIGGER = 0x140,
	M_SET_SEMAPHORE_A = 0x240,
	M_SET_SEMAPHORE_B = 0x244,
	M_SET_SEMAPHORE_PAYLOAD = 0x248,
	M_SET_RENDER_ENABLE_A = 0x254,
	M_SET_RENDER_ENABLE_B = 0x258,
	M_SET_RENDER_ENABLE_C = 0x25c,
	M_SET_SRC_PHYS_MODE = 0x260,
	M_SET_DST_PHYS_MODE = 0x264,
	M_LAUNCH_DMA = 0x300,
	M_OFFSET_IN_UPPER = 0x400,
	M_OFFSET_IN_LOWER = 0x404,
	M_OFFSET_OUT_UPPER = 0x408,
	M_OFFSET_OUT_LOWER = 0x40c,
	M_PITCH_IN = 0x410,
	M_PITCH_OUT = 0x414,
	M_LINE_LENGTH_IN = 0x418,
	M_LINE_COUNT = 0x41c,
	M_SET_REMAP_CONST_A = 0x700,
	M_SET_REMAP_CONST_B = 0x704,
	M_SET_REMAP_COMPONENTS = 0x708,
	M_SET_DST_BLOCK_SIZE = 0x70c, /* then WIDTH HEIGHT DEPTH LAYER ORIGIN */
	M_SET_SRC_BLOCK_SIZE = 0x728, /* then WIDTH HEIGHT DEPTH LAYER ORIGIN */
	M_PM_TRIGGER_END = 0x1114,
};

/* LAUNCH_DMA (clb0b5.h) */
#define LD_TRANSFER(v) ((v)&3)
#define LD_FLUSH (1u << 2)
#define LD_SEMAPHORE(v) (((v) >> 3) & 3)
#define LD_INTERRUPT(v) (((v) >> 5) & 3)
#define LD_SRC_PITCH (1u << 7)
#define LD_DST_PITCH (1u << 8)
#define LD_MULTI_LINE (1u << 9)
#define LD_REMAP (1u << 10)
#define LD_SRC_PHYSICAL (1u << 12)
#define LD_DST_PHYSICAL (1u << 13)
#define LD_REDUCTION(v) (((v) >> 14) & 0xf)
#define LD_REDUCTION_UNSIGNED (1u << 18)
#define LD_REDUCTION_ENABLE (1u << 19)

/* Work one LAUNCH_DMA call may do before it hands the method back
 * (MXW_STALL) to be offered again, a PBDMA step each time: bytes, plus
 * one per line. Bounds the time a step takes, so the run budget bounds a
 * copy. */
#define WORK_PER_CALL (64u << 10)

#define PC_N 1024
/* The block-linear side's 4 KiB pages met in this launch (translations are
 * taken once per launch, as a TLB would hold them): host pointer and
 * whether the page stores sectors. */
struct pcache {
	uint32_t gen;
	uint32_t tag_gen[PC_N];
	uint64_t tag[PC_N];
	uint8_t *p[PC_N];
	bool sect[PC_N];
};

/* SET_{DST,SRC}_BLOCK_SIZE, WIDTH, HEIGHT, DEPTH, LAYER, ORIGIN */
enum { S_BLOCK, S_WIDTH, S_HEIGHT, S_DEPTH, S_LAYER, S_ORIGIN, S_N };
struct surf {
	uint32_t v[S_N];
};

struct dma_state {
	uint32_t sem_a, sem_b, sem_payload;
	uint32_t render_enable[3];
	uint32_t src_phys_mode, dst_phys_mode;
	uint32_t in_upper, in_lower, out_upper, out_lower;
	uint32_t pitch_in, pitch_out, line_length_in, line_count;
	uint32_t const_a, const_b, remap;
	struct surf dst, src;
	/* a LAUNCH_DMA under way (handed back with MXW_STALL) */
	bool running;
	uint32_t run_launch;
	uint64_t next_line;
	struct pcache pc; /* the fast path's page cache */
};

/* One side of a copy. */
struct side {
	bool pitch;
	struct mxw_ctx c; /* vm NULL for PHYSICAL LOCAL_FB */
	uint64_t base;
	uint32_t pitch_bytes;
	unsigned bpe;                /* bytes per element: 1 without remap */
	uint64_t ox, oy, oz;         /* block-linear origin (elements, rows) and layer */
	bool rows4;                  /* GOB_HEIGHT_TESLA_4 */
	struct g80_surface_layout l; /* block-linear: width in bytes */
};

struct copy {
	struct side s, d;
	bool remap, reads_src;
	unsigned cs, nsrc, ndst;
	uint32_t sel[4];
	uint32_t const_a, const_b;
	uint64_t len, lines; /* visible elements per line, visible lines */
	bool fault;          /* a fault ends the copy */
};

/* ------------------------------------------------------------------ addressing */

static uint64_t bl_va(struct side *sd, uint64_t xb, uint64_t y)
{
	uint32_t x = (uint32_t)(sd->ox * sd->bpe + xb), yy = (uint32_t)(sd->oy + y),
	         z = (uint32_t)sd->oz;
	if (sd->rows4) /* 64 x 4 row-major GOBs whatever the kind */
		return sd->base + g80_surface_byte_offset(&sd->l, x, yy, z);
	return mxw_bl_va(&sd->c, sd->base, &sd->l, x, yy, z);
}

/* The GPU address of byte xb (from the line's first element) of line y. */
static uint64_t byte_va(struct side *sd, uint64_t xb, uint64_t y)
{
	if (sd->pitch)
		return sd->base + y * sd->pitch_bytes + xb;
	return bl_va(sd, xb, y);
}

/* ------------------------------------------------------------------ the reference path */

static bool rd(struct copy *cp, uint64_t xb, uint64_t y, uint8_t *v)
{
	if (!mxw_read(&cp->s.c, byte_va(&cp->s, xb, y), v, 1))
		cp->fault = true;
	return !cp->fault;
}

static bool wr(struct copy *cp, uint64_t xb, uint64_t y, uint8_t v)
{
	if (!mxw_write(&cp->d.c, byte_va(&cp->d, xb, y), &v, 1))
		cp->fault = true;
	return !cp->fault;
}

/* Element x of line y: read the source element, build the destination
 * element from the remap, write its bytes. false after a fault. */
static bool ref_element(struct copy *cp, uint64_t x, uint64_t y)
{
	if (!cp->remap) {
		uint8_t v;
		return rd(cp, x, y, &v) && wr(cp, x, y, v);
	}
	uint8_t s[16] = {0};
	if (cp->reads_src)
		for (unsigned b = 0; b < cp->s.bpe; b++)
			if (!rd(cp, x * cp->s.bpe + b, y, &s[b]))
				return false;
	for (unsigned i = 0; i < cp->ndst; i++) {
		uint32_t sel = cp->sel[i];
		if (sel == 6) /* NO_WRITE */
			continue;
		for (unsigned k = 0; k < cp->cs; k++) {
			uint8_t v;
			if (sel < 4)
				v = sel < cp->nsrc ? s[sel * cp->cs + k] : 0;
			else
				v = (uint8_t)((sel == 4 ? cp->const_a : cp->const_b) >> (8 * k));
			if (!wr(cp, x * cp->d.bpe + i * cp->cs + k, y, v))
				return false;
		}
	}
	return true;
}

static void copy_ref_line(struct copy *cp, uint64_t y)
{
	for (uint64_t x = 0; x < cp->len && !cp->fault; x++)
		ref_element(cp, x, y);
}

/* ------------------------------------------------------------------ the fast path */

/* The fast path takes plain byte copies (no remap, or a remap that moves
 * every source component to its own place) between pitch and 8-row
 * block-linear (FAST_TO_BL, FAST_FROM_BL) or pitch and pitch (FAST_PITCH),
 * else FAST_NONE. */
enum fast_kind { FAST_NONE, FAST_TO_BL, FAST_FROM_BL, FAST_PITCH };

static enum fast_kind fast_ok(const struct copy *cp)
{
	enum fast_kind k;
	if (cp->s.pitch && !cp->d.pitch && !cp->d.rows4)
		k = FAST_TO_BL;
	else if (!cp->s.pitch && cp->d.pitch && !cp->s.rows4)
		k = FAST_FROM_BL;
	else if (cp->s.pitch && cp->d.pitch)
		k = FAST_PITCH;
	else
		return FAST_NONE;
	if (!cp->remap)
		return k;
	if (cp->nsrc != cp->ndst)
		return FAST_NONE;
	for (unsigned i = 0; i < cp->ndst; i++)
		if (cp->sel[i] != i)
			return FAST_NONE;
	return k;
}

/* A host window on GPU memory: [va, va + n) at p (the pitch line). */
struct win {
	uint64_t va, n;
	uint8_t *p;
};

static uint8_t *win_get(struct mxw_ctx *c, struct win *w, uint64_t va, uint64_t len, bool write)
{
	if (!(w->p && va >= w->va && va + len <= w->va + w->n)) {
		size_t got;
		uint8_t *p = mxw_span(c, va, 1u << 20, write, true, &got, NULL);
		if (!p || got < len) {
			w->p = NULL;
			return NULL;
		}
		w->va = va;
		w->n = got;
		w->p = p;
	}
	return w->p + (va - w->va);
}

static uint8_t *pc_get(struct mxw_ctx *c, struct pcache *pc, uint64_t va, bool write, bool *sect)
{
	uint64_t pg = va >> 12;
	unsigned i = (unsigned)(pg & (PC_N - 1));
	if (pc->tag_gen[i] != pc->gen || pc->tag[i] != pg) {
		size_t got;
		uint8_t kind;
		uint8_t *p = mxw_span(c, pg << 12, 4096, write, true, &got, &kind);
		if (!p || got < 4096)
			return NULL;
		pc->tag_gen[i] = pc->gen;
		pc->tag[i] = pg;
		pc->p[i] = p;
		pc->sect[i] = !c->vm || nv_kind_sectored(kind);
	}
	*sect = pc->sect[i];
	return pc->p[i] + (va & 0xfff);
}

/* Bytes [xb, xb + n) of line y, one at a time as the reference does (page
 * edges, faults). */
static void bytes_ref(struct copy *cp, uint64_t xb, uint64_t n, uint64_t y)
{
	for (uint64_t k = 0; k < n && !cp->fault; k++) {
		uint8_t v;
		if (rd(cp, xb + k, y, &v))
			wr(cp, xb + k, y, v);
	}
}

/* Line y of a byte copy between pitch and block-linear, a GOB row (64
 * bytes) at a time: with one GOB wide blocks, GOB column gx of a row lies
 * gx blocks after column 0; in a sectored GOB the row is four 16-byte
 * pieces at +0, +32, +256, +288 from its first (nv_bl_gob_sector_offset). */
static void copy_fast_line(struct copy *cp, uint64_t y, struct win *pw, struct pcache *pc,
                           bool to_bl)
{
	struct side *b = to_bl ? &cp->d : &cp->s, *p = to_bl ? &cp->s : &cp->d;
	uint32_t by = (uint32_t)(b->oy + y), bz = (uint32_t)b->oz;
	uint64_t x0 = b->ox * b->bpe, n = cp->len * b->bpe;
	uint64_t row0 = b->base + g80_surface_gob_offset(&b->l, 0, by, bz);
	uint64_t bstride = b->l.block_bytes;
	uint64_t line = p->base + y * p->pitch_bytes;
	unsigned sec_row = nv_bl_gob_sector_offset(0, by), lin_row = nv_bl_gob_row_offset(0, by);
	uint64_t xb = 0;
	while (xb < n) {
		uint64_t x = x0 + xb;
		uint64_t gob = row0 + (x / 64) * bstride;
		unsigned xi = (unsigned)(x & 63);
		uint64_t seg = 64 - xi < n - xb ? 64 - xi : n - xb;
		bool sect;
		uint8_t *bp = pc_get(&b->c, pc, gob, to_bl, &sect);
		uint8_t *pp = bp ? win_get(&p->c, pw, line + xb, seg, !to_bl) : NULL;
		if (!bp || !pp || (gob & 0xfff) + NV_GOB_BYTES > 4096) {
			bytes_ref(cp, xb, seg, y);
			if (cp->fault)
				return;
		} else if (!sect) {
			if (to_bl)
				memmove(bp + lin_row + xi, pp, (size_t)seg);
			else
				memmove(pp, bp + lin_row + xi, (size_t)seg);
		} else if (seg == 64) {
			uint8_t *r = bp + sec_row;
			if (to_bl) {
				memmove(r, pp, 16);
				memmove(r + 32, pp + 16, 16);
				memmove(r + 256, pp + 32, 16);
				memmove(r + 288, pp + 48, 16);
			} else {
				memmove(pp, r, 16);
				memmove(pp + 16, r + 32, 16);
				memmove(pp + 32, r + 256, 16);
				memmove(pp + 48, r + 288, 16);
			}
		} else {
			uint64_t k = 0;
			while (k < seg) {
				unsigned xx = xi + (unsigned)k;
				uint64_t piece =
				        16 - (xx & 15) < seg - k ? 16 - (xx & 15) : seg - k;
				uint8_t *q = bp + nv_bl_gob_sector_offset(xx, by);
				if (to_bl)
					memmove(q, pp + k, (size_t)piece);
				else
					memmove(pp + k, q, (size_t)piece);
				k += piece;
			}
		}
		xb += seg;
	}
}

/* Line y of a pitch to pitch byte copy: page-sized spans at once. Bytes
 * go in ascending order as in the reference, also when the destination
 * overlaps the source ahead of it (a forward byte loop then). */
static void copy_pitch_line(struct copy *cp, uint64_t y, struct win *sw, struct win *dw)
{
	uint64_t n = cp->len * cp->s.bpe;
	uint64_t src = cp->s.base + y * cp->s.pitch_bytes, dst = cp->d.base + y * cp->d.pitch_bytes;
	uint64_t xb = 0;
	while (xb < n) {
		uint8_t *sp = win_get(&cp->s.c, sw, src + xb, 1, false);
		uint8_t *dp = sp ? win_get(&cp->d.c, dw, dst + xb, 1, true) : NULL;
		if (!sp || !dp) {
			bytes_ref(cp, xb, 1, y);
			if (cp->fault)
				return;
			xb++;
			continue;
		}
		uint64_t k = n - xb;
		if (sw->va + sw->n - (src + xb) < k)
			k = sw->va + sw->n - (src + xb);
		if (dw->va + dw->n - (dst + xb) < k)
			k = dw->va + dw->n - (dst + xb);
		if (dp > sp && dp < sp + k) {
			for (uint64_t i = 0; i < k; i++)
				dp[i] = sp[i];
		} else {
			memmove(dp, sp, (size_t)k);
		}
		xb += k;
	}
}

/* ------------------------------------------------------------------ launch */

/* SET_*_PHYS_MODE TARGET (clb0b5.h): LOCAL_FB, COHERENT_SYSMEM,
 * NONCOHERENT_SYSMEM; 3 is no enumerant (setup traps on it). */
static const enum gf100_aperture phys_aper[4] = {GF100_APER_VID, GF100_APER_SYS_COH,
                                                 GF100_APER_SYS_NONCOH, GF100_APER_INVALID};

static void side_init(struct mxw_ctx *c, struct side *sd, bool pitch, bool physical,
                      uint32_t phys_mode, uint64_t base, uint32_t pitch_bytes, unsigned bpe,
                      const struct surf *sf)
{
	memset(sd, 0, sizeof(*sd));
	sd->pitch = pitch;
	sd->c = *c;
	if (physical) { /* no translation, so no kinds: sector order */
		sd->c.vm = NULL;
		sd->c.phys_aper = phys_aper[phys_mode & 3];
	}
	sd->base = base;
	sd->pitch_bytes = pitch_bytes;
	sd->bpe = bpe;
	if (!pitch) {
		sd->ox = sf->v[S_ORIGIN] & 0xffff;
		sd->oy = sf->v[S_ORIGIN] >> 16;
		sd->oz = sf->v[S_LAYER];
		struct nv_bl_geom g = {
		        .width_bytes = (uint32_t)((uint64_t)sf->v[S_WIDTH] * bpe),
		        .height = sf->v[S_HEIGHT],
		        .depth = sf->v[S_DEPTH],
		        .log2_bw = 0,
		        .log2_bh = (sf->v[S_BLOCK] >> 4) & 0xf,
		        .log2_bd = (sf->v[S_BLOCK] >> 8) & 0xf,
		};
		sd->rows4 = ((sf->v[S_BLOCK] >> 12) & 0xf) == 0;
		nv_bl_layout(&g, sd->rows4, &sd->l);
	}
}

/* The checks of a block-linear side (softgpu's error cases, docs). */
static const char *side_error(const struct side *sd, const struct surf *sf)
{
	if (sd->pitch)
		return NULL;
	unsigned w = sf->v[S_BLOCK] & 0xf, h = (sf->v[S_BLOCK] >> 4) & 0xf,
	         dp = (sf->v[S_BLOCK] >> 8) & 0xf, gh = (sf->v[S_BLOCK] >> 12) & 0xf;
	if (w == 0xe)
		return "block width QUARTER_GOB is not supported";
	if (w != 0 || h > 5 || dp > 5 || gh > 1)
		return "block size out of range";
	if (!sf->v[S_WIDTH] || !sf->v[S_HEIGHT] || !sf->v[S_DEPTH])
		return "block-linear surface of zero width, height or depth";
	if (sf->v[S_LAYER] >= sf->v[S_DEPTH])
		return "layer past the surface's depth";
	if ((uint64_t)sf->v[S_WIDTH] * sd->bpe > 0xffffffffu)
		return "surface width too large";
	return NULL;
}

static uint64_t min64(uint64_t a, uint64_t b)
{
	return a < b ? a : b;
}

/* Clip: elements and lines outside a block-linear side's surface are
 * neither read nor written. */
static void clip(struct copy *cp, const struct side *sd, const struct surf *sf)
{
	if (sd->pitch)
		return;
	uint64_t ox = sf->v[S_ORIGIN] & 0xffff, oy = sf->v[S_ORIGIN] >> 16;
	cp->len = ox >= sf->v[S_WIDTH] ? 0 : min64(cp->len, sf->v[S_WIDTH] - ox);
	cp->lines = oy >= sf->v[S_HEIGHT] ? 0 : min64(cp->lines, sf->v[S_HEIGHT] - oy);
}

static void launch_error(struct mxw_ctx *c, struct dma_state *st, uint32_t data, uint32_t code,
                         const char *why)
{
	st->running = false;
	mxw_trap(c, MXW_INTR_DATA_ERROR, code, M_LAUNCH_DMA, data, why);
}

/* The semaphore and the interrupt after the copy. */
static void finish(struct mxw_ctx *c, struct dma_state *st, uint32_t l)
{
	/* FLUSH_ENABLE: the model posts no writes; nothing to flush */
	if (LD_SEMAPHORE(l)) {
		static const uint8_t red[16] = {MXW_RED_MIN, MXW_RED_MAX, MXW_RED_XOR, MXW_RED_AND,
		                                MXW_RED_OR,  MXW_RED_ADD, MXW_RED_INC, MXW_RED_DEC,
		                                0,           0,           MXW_RED_FADD};
		uint64_t va = (uint64_t)(st->sem_a & 0xff) << 32 | st->sem_b;
		mxw_semaphore_release(c, va, st->sem_payload, LD_SEMAPHORE(l) == 2,
		                      (l & LD_REDUCTION_ENABLE) != 0, red[LD_REDUCTION(l)],
		                      !(l & LD_REDUCTION_UNSIGNED));
	}
	if (LD_INTERRUPT(l) == 1) {
		/* BLOCKING: the copy engine's stalling interrupt has no model here
		 * (DMA copy runs inside GR): delivered as the non-stalling one */
		sgpu_unimp(c->u, "channel %u: DMA copy BLOCKING interrupt taken as non-stalling",
		           c->chid);
		mxw_nonstall_intr(c);
	} else if (LD_INTERRUPT(l) == 2) {
		mxw_nonstall_intr(c);
	}
}

static bool setup(struct mxw_ctx *c, struct dma_state *st, uint32_t l, struct copy *cp)
{
	memset(cp, 0, sizeof(*cp));
	cp->remap = (l & LD_REMAP) != 0;
	unsigned sbpe = 1, dbpe = 1;
	if (cp->remap) {
		cp->cs = ((st->remap >> 16) & 3) + 1;
		cp->nsrc = ((st->remap >> 20) & 3) + 1;
		cp->ndst = ((st->remap >> 24) & 3) + 1;
		sbpe = cp->cs * cp->nsrc;
		dbpe = cp->cs * cp->ndst;
		for (unsigned i = 0; i < 4; i++) {
			cp->sel[i] = (st->remap >> (4 * i)) & 7;
			if (i < cp->ndst && cp->sel[i] < 4)
				cp->reads_src = true;
			if (i < cp->ndst && cp->sel[i] == 7) {
				launch_error(c, st, l, MXW_DE_INVALID_ENUM,
				             "SET_REMAP_COMPONENTS: component source 7");
				return false;
			}
		}
		cp->const_a = st->const_a;
		cp->const_b = st->const_b;
	}
	uint64_t in = (uint64_t)(st->in_upper & 0xff) << 32 | st->in_lower;
	uint64_t out = (uint64_t)(st->out_upper & 0xff) << 32 | st->out_lower;
	side_init(c, &cp->s, (l & LD_SRC_PITCH) != 0, (l & LD_SRC_PHYSICAL) != 0, st->src_phys_mode,
	          in, st->pitch_in, sbpe, &st->src);
	side_init(c, &cp->d, (l & LD_DST_PITCH) != 0, (l & LD_DST_PHYSICAL) != 0, st->dst_phys_mode,
	          out, st->pitch_out, dbpe, &st->dst);
	for (int k = 0; k < 2; k++) {
		bool phys = (l & (k ? LD_DST_PHYSICAL : LD_SRC_PHYSICAL)) != 0;
		uint32_t mode = k ? st->dst_phys_mode : st->src_phys_mode;
		if (phys && (mode & 3) == 3) {
			launch_error(c, st, l, MXW_DE_INVALID_ENUM,
			             k ? "SET_DST_PHYS_MODE: target 3"
			               : "SET_SRC_PHYS_MODE: target 3");
			return false;
		}
	}
	const char *why = side_error(&cp->s, &st->src);
	if (why) {
		launch_error(c, st, l, MXW_DE_INVALID_VALUE, why); /* names the source */
		return false;
	}
	why = side_error(&cp->d, &st->dst);
	if (why) {
		launch_error(c, st, l, MXW_DE_INVALID_VALUE, why);
		return false;
	}
	cp->len = st->line_length_in;
	cp->lines = (l & LD_MULTI_LINE) ? st->line_count : 1;
	clip(cp, &cp->s, &st->src);
	clip(cp, &cp->d, &st->dst);
	return true;
}

static bool fast_enabled = true;

void mxw_dma_copy_set_fast(bool on)
{
	fast_enabled = on;
}

/* SET_RENDER_ENABLE_C (clb0b5.h): whether LAUNCH_DMA copies. CONDITIONAL
 * copies when the 64-bit value at A:B is not zero, RENDER_IF_EQUAL /
 * NOT_EQUAL compare the 64-bit values at A:B and A:B + 16 (two report
 * structures), as Ryujinx's conditional rendering reads them; power-on
 * TRUE. The semaphore and interrupt of the launch happen either way. */
static bool render_enabled(struct mxw_ctx *c, const struct dma_state *st)
{
	unsigned mode = st->render_enable[2] & 7;
	if (mode == 1)
		return true;
	if (mode == 0 || mode > 4)
		return false;
	uint64_t va = (uint64_t)(st->render_enable[0] & 0xff) << 32 | st->render_enable[1];
	uint8_t b[24];
	if (!mxw_read(c, va, b, mode == 2 ? 8 : 24))
		return false;
	uint64_t x = sgpu_ld_le64(b);
	if (mode == 2)
		return x != 0;
	uint64_t y = sgpu_ld_le64(b + 16);
	return mode == 3 ? x == y : x != y;
}

static void dma_init(struct mxw_ctx *c, void *vst)
{
	struct dma_state *st = vst;
	(void)c;
	st->render_enable[2] = 1; /* TRUE */
}

static enum mxw_res launch(struct mxw_ctx *c, struct dma_state *st, uint32_t l)
{
	if (LD_TRANSFER(l) == 3 || LD_SEMAPHORE(l) == 3 || LD_INTERRUPT(l) == 3) {
		launch_error(c, st, l, MXW_DE_INVALID_ENUM,
		             "DATA_TRANSFER_TYPE, SEMAPHORE_TYPE or INTERRUPT_TYPE 3");
		return MXW_DONE;
	}
	unsigned red = LD_REDUCTION(l);
	if ((l & LD_REDUCTION_ENABLE) && LD_SEMAPHORE(l) && red > 7 && red != 0xa) {
		launch_error(c, st, l, MXW_DE_INVALID_ENUM, "SEMAPHORE_REDUCTION not an enumerant");
		return MXW_DONE;
	}
	if (st->running && st->run_launch != l)
		st->running = false; /* not the launch handed back: a new one */
	if (LD_TRANSFER(l) != 0 && render_enabled(c, st)) {
		struct copy cp;
		if (!setup(c, st, l, &cp)) {
			st->running = false;
			return MXW_DONE;
		}
		uint64_t y = st->running ? st->next_line : 0;
		enum fast_kind fast = fast_enabled ? fast_ok(&cp) : FAST_NONE;
		struct win sw = {0}, dw = {0};
		if (!st->running && !++st->pc.gen) {
			/* a new launch: new translations; wrapped: forget every entry */
			memset(st->pc.tag_gen, 0, sizeof(st->pc.tag_gen));
			st->pc.gen = 1;
		}
		uint64_t work = 0;
		for (; y < cp.lines && !cp.fault; y++) {
			if (work >= WORK_PER_CALL) {
				st->running = true;
				st->run_launch = l;
				st->next_line = y;
				return MXW_STALL;
			}
			if (fast == FAST_PITCH)
				copy_pitch_line(&cp, y, &sw, &dw);
			else if (fast)
				copy_fast_line(&cp, y, &sw, &st->pc, fast == FAST_TO_BL);
			else
				copy_ref_line(&cp, y);
			work += 1 + cp.len * (cp.s.bpe > cp.d.bpe ? cp.s.bpe : cp.d.bpe);
		}
		st->running = false;
		if (cp.fault) {
			/* an MMU fault ends the copy: no semaphore, no interrupt */
			sgpu_guest_error(c->u, "channel %u: DMA copy stopped by an MMU fault",
			                 c->chid);
			return MXW_DONE;
		}
	}
	finish(c, st, l);
	return MXW_DONE;
}

static enum mxw_res dma_method(struct mxw_ctx *c, void *vst, uint32_t mthd, uint32_t data)
{
	struct dma_state *st = vst;
	if (mthd != M_LAUNCH_DMA)
		st->running = false;
	switch (mthd) {
	case M_NOP:
	case M_PM_TRIGGER:
	case M_PM_TRIGGER_END: return MXW_DONE;
	case M_SET_SEMAPHORE_A: st->sem_a = data & 0xff; return MXW_DONE;
	case M_SET_SEMAPHORE_B: st->sem_b = data; return MXW_DONE;
	case M_SET_SEMAPHORE_PAYLOAD: st->sem_payload = data; return MXW_DONE;
	case M_SET_RENDER_ENABLE_A:
	case M_SET_RENDER_ENABLE_B:
	case M_SET_RENDER_ENABLE_C:
		st->render_enable[(mthd - M_SET_RENDER_ENABLE_A) / 4] = data;
		return MXW_DONE;
	case M_SET_SRC_PHYS_MODE: st->src_phys_mode = data & 3; return MXW_DONE;
	case M_SET_DST_PHYS_MODE: st->dst_phys_mode = data & 3; return MXW_DONE;
	case M_LAUNCH_DMA: return launch(c, st, data);
	case M_OFFSET_IN_UPPER: st->in_upper = data & 0xff; return MXW_DONE;
	case M_OFFSET_IN_LOWER: st->in_lower = data; return MXW_DONE;
	case M_OFFSET_OUT_UPPER: st->out_upper = data & 0xff; return MXW_DONE;
	case M_OFFSET_OUT_LOWER: st->out_lower = data; return MXW_DONE;
	case M_PITCH_IN: st->pitch_in = data; return MXW_DONE;
	case M_PITCH_OUT: st->pitch_out = data; return MXW_DONE;
	case M_LINE_LENGTH_IN: st->line_length_in = data; return MXW_DONE;
	case M_LINE_COUNT: st->line_count = data; return MXW_DONE;
	case M_SET_REMAP_CONST_A: st->const_a = data; return MXW_DONE;
	case M_SET_REMAP_CONST_B: st->const_b = data; return MXW_DONE;
	case M_SET_REMAP_COMPONENTS: st->remap = data & 0x03337777; return MXW_DONE;
	}
	if (mthd >= M_SET_DST_BLOCK_SIZE && mthd <= M_SET_SRC_BLOCK_SIZE + 0x14 && mthd != 0x724) {
		struct surf *sf = mthd >= M_SET_SRC_BLOCK_SIZE ? &st->src : &st->dst;
		unsigned i = (mthd - (mthd >= M_SET_SRC_BLOCK_SIZE ? M_SET_SRC_BLOCK_SIZE
		                                                   : M_SET_DST_BLOCK_SIZE)) /
		             4;
		sf->v[i] = data;
		return MXW_DONE;
	}
	mxw_trap(c, MXW_INTR_ILLEGAL_MTHD, 0, mthd, data, "not a method of MAXWELL_DMA_COPY_A");
	return MXW_DONE;
}

const struct mxw_class mxw_dma_copy_class = {
        .id = 0xb0b5,
        .name = "MAXWELL_DMA_COPY_A",
        .state_size = sizeof(struct dma_state),
        .init = dma_init,
        .method = dma_method,
};
