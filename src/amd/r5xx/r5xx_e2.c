/* The R5xx 2D engine (E2): DP_* registers, the 2D PM4 packets and the
 * pixel pipeline (clip, brush, source, colour compare, ROP3, write mask)
 * over linear and tiled surfaces. A packet becomes a job of primitives
 * executed a row per step, so no packet can hold the host. The
 * per-pixel path is the reference; r5xx_e2_fast.c has the fast path.
 * docs/hw/r5xx.md, "2D engine". */
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx_e2.h"
#include "util/bits.h"

#define REG(e, a) ((e)->r[((a)-0x1400) / 4])

static int16_t lo16(uint32_t v)
{
	return (int16_t)(v & 0xffff);
}

static int16_t hi16(uint32_t v)
{
	return (int16_t)(v >> 16);
}

/* ------------------------------------------------------------------ state */

/* Registers that are the two 16-bit halves of another (radeon_reg.h),
 * and the X_Y forms with the halves the other way round (the legacy
 * radeon DRM's swap blit writes SRC_X_Y, DST_X_Y, DST_WIDTH_HEIGHT):
 * writing any form keeps the others in step. */
static const struct {
	uint32_t both, lo, hi;
} e2_alias[] = {
        {E2_DST_Y_X, E2_DST_X, E2_DST_Y},
        {E2_DST_X_Y, E2_DST_Y, E2_DST_X},
        {E2_SRC_Y_X, E2_SRC_X, E2_SRC_Y},
        {E2_SRC_X_Y, E2_SRC_Y, E2_SRC_X},
        {E2_SC_TOP_LEFT, E2_SC_LEFT, E2_SC_TOP},
        {E2_SC_BOTTOM_RIGHT, E2_SC_RIGHT, E2_SC_BOTTOM},
        {E2_SRC_SC_BOTTOM_RIGHT, E2_SRC_SC_RIGHT, E2_SRC_SC_BOTTOM},
};

static bool is_alias(uint32_t addr)
{
	for (size_t i = 0; i < sizeof(e2_alias) / sizeof(e2_alias[0]); i++)
		if (addr == e2_alias[i].both || addr == e2_alias[i].lo || addr == e2_alias[i].hi)
			return true;
	return false;
}

/* Stores a register value; for a whole, its halves; then every other
 * whole is made again from its halves. */
static void store(struct r5xx_e2 *e, uint32_t addr, uint32_t v)
{
	REG(e, addr) = v;
	if (!is_alias(addr))
		return;
	size_t n = sizeof(e2_alias) / sizeof(e2_alias[0]);
	for (size_t i = 0; i < n; i++)
		if (addr == e2_alias[i].both) {
			REG(e, e2_alias[i].lo) = v & 0xffff;
			REG(e, e2_alias[i].hi) = v >> 16;
		}
	for (size_t i = 0; i < n; i++)
		if (addr != e2_alias[i].both)
			REG(e, e2_alias[i].both) =
			        REG(e, e2_alias[i].hi) << 16 | (REG(e, e2_alias[i].lo) & 0xffff);
}

static uint32_t gmc(const struct r5xx_e2 *e)
{
	return REG(e, E2_DP_GUI_MASTER_CNTL);
}

static uint32_t colour_in(const struct r5xx_e2 *e, uint32_t c)
{
	/* DST_TYPE 9 (RGB8 grey): "green used on writes" (seed 001 L750) */
	return GMC_DST_TYPE(gmc(e)) == 9 ? (c >> 8 & 0xff) : c;
}

/* Latches what one primitive needs from the registers. */
static bool setup_op(struct sgpu_unit *u, struct e2_op *op, bool with_src, int src_kind)
{
	struct r5xx_e2 *e = u->priv;
	uint32_t g = gmc(e);
	memset(op, 0, sizeof(*op));
	op->gmc = g;
	op->bpp = r5xx_dst_type_bpp(GMC_DST_TYPE(g));
	if (!op->bpp) {
		sgpu_guest_error(u, "2D operation with reserved DST_TYPE %u", GMC_DST_TYPE(g));
		return false;
	}
	op->mask = op->bpp == 4 ? 0xffffffffu : (1u << (8 * op->bpp)) - 1;
	r5xx_surf_from_po(&op->dst,
	                  g & GMC_DST_PITCH_OFFSET ? REG(e, E2_DST_PITCH_OFFSET)
	                                           : REG(e, E2_DEFAULT_OFFSET),
	                  op->bpp);
	if (g & GMC_DST_CLIPPING) {
		op->cl = lo16(REG(e, E2_SC_TOP_LEFT));
		op->ct = hi16(REG(e, E2_SC_TOP_LEFT));
		op->cr = lo16(REG(e, E2_SC_BOTTOM_RIGHT));
		op->cb = hi16(REG(e, E2_SC_BOTTOM_RIGHT));
	} else {
		op->cr = REG(e, E2_DEFAULT_SC_BOTTOM_RIGHT) & 0x3fff;
		op->cb = REG(e, E2_DEFAULT_SC_BOTTOM_RIGHT) >> 16 & 0x3fff;
	}
	/* the source is clipped to SRC_SC_BOTTOM_RIGHT, or with SRC_CLIPPING
	 * clear to "the default clipping parameters" (seed L692-L695), the
	 * default scissor as for the destination */
	if (g & GMC_SRC_CLIPPING) {
		op->scr = lo16(REG(e, E2_SRC_SC_BOTTOM_RIGHT));
		op->scb = hi16(REG(e, E2_SRC_SC_BOTTOM_RIGHT));
	} else {
		op->scr = REG(e, E2_DEFAULT_SC_BOTTOM_RIGHT) & 0x3fff;
		op->scb = REG(e, E2_DEFAULT_SC_BOTTOM_RIGHT) >> 16 & 0x3fff;
	}
	op->rop = GMC_ROP3(g);
	op->dir = REG(e, E2_DP_CNTL) & 3;
	/* GMC_WR_MSK_DIS and GMC_CLR_CMP_FCN_DIS acted on the registers when
	 * GUI_CONTROL was written (write_gmc); the operation takes the
	 * registers as they are now. No compare function: no compare. */
	op->wmask = REG(e, E2_DP_WRITE_MASK) & op->mask;
	op->cmp = REG(e, E2_CLR_CMP_CNTL) & 0x707 ? REG(e, E2_CLR_CMP_CNTL) : 0;
	op->brush = GMC_BRUSH_TYPE(g);
	op->src_kind = src_kind;
	op->src_type = GMC_SRC_TYPE(g);
	op->has_src = with_src;
	if (with_src && src_kind == SRC_MEMORY) {
		unsigned sbpp = op->bpp;
		switch (op->src_type) {
		case 0:
		case 1: sbpp = 1; break; /* mono: bytes of bits */
		case 4:
		case 5: sbpp = 1; break;
		case 6: sbpp = 4; break; /* 32-bpp pixels through the CLUT */
		default: break;
		}
		r5xx_surf_from_po(&op->src,
		                  g & GMC_SRC_PITCH_OFFSET ? REG(e, E2_SRC_PITCH_OFFSET)
		                                           : REG(e, E2_DEFAULT_OFFSET),
		                  sbpp);
	}
	if (op->bpp == 3 && (op->dst.macro || op->dst.micro || op->src.macro || op->src.micro)) {
		sgpu_unimp(u, "24-bpp tiled surface: addressed linearly");
		op->dst.macro = op->dst.micro = op->src.macro = op->src.micro = false;
	}
	if (!(g & GMC_AUX_CLIP_DIS))
		op->aux = REG(e, E2_AUX_SC_CNTL) & 0x3f;
	for (unsigned i = 0; i < 3; i++)
		for (unsigned k = 0; k < 4; k++)
			op->auxr[i][k] = lo16(REG(e, E2_AUX1_SC_LEFT + 16 * i + 4 * k));
	if (with_src && (op->src_type == 2 || op->src_type == 7))
		sgpu_unimp(u, "SRC_TYPE %u: source taken as destination format", op->src_type);
	if (r5xx_brush_dwords(op->brush, 4) < 0) /* 2-5, 8, 9, 11, 12 */
		sgpu_unimp(u, "BRUSH_TYPE %u reserved: no pattern (0)", op->brush);
	return true;
}

/* ------------------------------------------------------------------ pixel pipeline */

static bool px_read(struct sgpu_unit *u, uint32_t addr, unsigned bpp, uint32_t *v)
{
	uint64_t off;
	uint8_t b[4] = {0};
	struct sgpu_memspace *m = r5xx_mem_space(u->dev, addr, &off);
	if (!sgpu_memspace_read(m, off, b, bpp))
		return false;
	*v = (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
	return true;
}

static bool px_write(struct sgpu_unit *u, uint32_t addr, unsigned bpp, uint32_t v)
{
	uint64_t off;
	uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
	struct sgpu_memspace *m = r5xx_mem_space(u->dev, addr, &off);
	return sgpu_memspace_write(m, off, b, bpp);
}

static void fault(struct sgpu_unit *u, struct e2_op *op, const char *what, uint32_t addr)
{
	if (op->faulted)
		return;
	op->faulted = true;
	sgpu_guest_error(u, "2D %s access at 0x%08x outside memory: pixel skipped", what, addr);
}

/* bit n (stream order) of a byte array, PIX_ORDER per byte (docs) */
static bool mono_bit(const uint8_t *bytes, uint32_t n, bool lsb_first)
{
	uint8_t b = bytes[n / 8];
	return lsb_first ? b >> (n % 8) & 1 : b >> (7 - n % 8) & 1;
}

/* The pattern P at (x, y); false = transparent (leave the pixel). */
static bool pattern(const struct r5xx_e2 *e, const struct e2_op *op, int32_t x, int32_t y,
                    uint32_t *p)
{
	uint32_t byx = REG(e, E2_BRUSH_Y_X);
	uint32_t bx = (uint32_t)(x + (int32_t)(byx & 0x1f)) & 7;
	uint32_t by = (uint32_t)(y + (int32_t)(byx >> 8 & 0x1f)) & 7;
	bool lsb = op->gmc & GMC_PIX_ORDER;
	uint8_t mono[8];
	for (unsigned i = 0; i < 8; i++)
		mono[i] = (uint8_t)(REG(e, E2_BRUSH_DATA0 + 4 * (i / 4)) >> (8 * (i % 4)));
	switch (op->brush) {
	case 0:
	case 1: {
		bool bit = mono_bit(mono, by * 8 + bx, lsb);
		if (!bit && op->brush == 1)
			return false;
		*p = colour_in(e,
		               bit ? REG(e, E2_DP_BRUSH_FRGD_CLR) : REG(e, E2_DP_BRUSH_BKGD_CLR));
		return true;
	}
	case 6:
	case 7: {
		uint32_t k = (op->pen + (uint32_t)(op->is_line ? 0 : x)) & 31;
		bool bit = mono_bit(mono, k, lsb);
		if (!bit && op->brush == 7)
			return false;
		*p = colour_in(e,
		               bit ? REG(e, E2_DP_BRUSH_FRGD_CLR) : REG(e, E2_DP_BRUSH_BKGD_CLR));
		return true;
	}
	case 10: { /* 24 bpp stored as 4 bytes (seed 001 L840-L847) */
		uint32_t o = (by * 8 + bx) * (op->bpp == 3 ? 4 : op->bpp), v = 0;
		for (unsigned i = 0; i < op->bpp; i++, o++)
			v |= (REG(e, E2_BRUSH_DATA0 + 4 * (o / 4)) >> (8 * (o % 4)) & 0xff)
			     << (8 * i);
		*p = v;
		return true;
	}
	case 13:
	case 14: *p = colour_in(e, REG(e, E2_DP_BRUSH_FRGD_CLR)); return true;
	default: *p = 0; return true; /* 15 none; reserved types */
	}
}

/* fn 1 always, 4 equal, 5 not equal, 7 (source only: the flip) equal;
 * 0 and the reserved codes never. */
static bool cmp_test(uint32_t fn, bool is_src, uint32_t v, uint32_t ref, uint32_t mask)
{
	bool eq = (v & mask) == (ref & mask);
	switch (fn) {
	case 1: return true;
	case 4: return eq;
	case 7: return is_src && eq;
	case 5: return !eq;
	default: return false;
	}
}

/* seed 001 L1176-L1214 with the polarity of docs/hw/r5xx.md: a test
 * that is true keeps the destination. */
static bool compare_blocks(const struct r5xx_e2 *e, const struct e2_op *op, bool has_s, uint32_t s,
                           uint32_t d, bool *flip)
{
	/* pixels are compared at their width: a 16-bpp pixel against the low
	 * 16 bits of the reference colour */
	uint32_t cmp = op->cmp, mask = REG(e, E2_CLR_CMP_MASK) & op->mask, en = cmp >> 24 & 3;
	bool src_blocks = false, dst_blocks = false;
	*flip = false;
	if ((en == 1 || en == 2) && has_s) {
		uint32_t fn = cmp & 7;
		bool t = cmp_test(fn, true, s, REG(e, E2_CLR_CMP_CLR_SRC), mask);
		if (fn == 7) /* equal pixels are XORed, not kept */
			*flip = t;
		else
			src_blocks = t;
	}
	if (en == 0 || en == 2)
		dst_blocks = cmp_test(cmp >> 8 & 7, false, d, REG(e, E2_CLR_CMP_CLR_DST), mask);
	return src_blocks || dst_blocks;
}

/* Aux scissors (radeon_reg.h RADEON_AUX_SC_CNTL, AUXn_SC_*): rectangle n
 * is on with bit 2n-2; bit 2n-1 picks OR (draw inside) or NAND (draw
 * outside). A pixel passes when it is inside some enabled OR rectangle
 * (or none is enabled) and outside every enabled NAND one. The edges are
 * inclusive: the radeon DRM programs x2 - 1 and y2 - 1. Inferred from the
 * names; docs/hw/r5xx.md. */
static bool aux_pass(const struct e2_op *op, int32_t x, int32_t y)
{
	bool any_or = false, in_or = false;
	for (unsigned i = 0; i < 3; i++) {
		if (!(op->aux >> (2 * i) & 1))
			continue;
		const int32_t *r = op->auxr[i];
		bool in = x >= r[0] && x <= r[1] && y >= r[2] && y <= r[3];
		if (op->aux >> (2 * i + 1) & 1) {
			if (in)
				return false;
		} else {
			any_or = true;
			in_or |= in;
		}
	}
	return !any_or || in_or;
}

/* One destination pixel. s_ok: a source value s exists (false and
 * has_src: the source made the pixel transparent or clipped). */
static void pixel(struct sgpu_unit *u, struct e2_op *op, int32_t x, int32_t y, bool s_ok,
                  uint32_t s)
{
	struct r5xx_e2 *e = u->priv;
	if (x < op->cl || x >= op->cr || y < op->ct || y >= op->cb || x < 0 || y < 0)
		return;
	if (op->has_src && !s_ok)
		return;
	if (op->aux && !aux_pass(op, x, y))
		return;
	uint32_t p;
	if (!pattern(e, op, x, y, &p))
		return;
	uint32_t addr = r5xx_surf_addr(&op->dst, (uint32_t)x, (uint32_t)y), d;
	if (!px_read(u, addr, op->bpp, &d)) {
		fault(u, op, "destination", addr);
		return;
	}
	bool flip = false;
	if (op->cmp && compare_blocks(e, op, s_ok && op->has_src, s, d, &flip))
		return;
	uint32_t r = (uint32_t)sgpu_bitop3(op->rop, d, s, p);
	if (op->cmp && flip)
		r ^= colour_in(e, REG(e, E2_DP_SRC_FRGD_CLR));
	r = (d & ~op->wmask) | (r & op->wmask);
	px_write(u, addr, op->bpp, r & op->mask);
	op->pixels++;
}

/* A CLUT source (seed L748-L751): SRC_TYPE 4 and 5 give an index, 6 a
 * 32-bit pixel whose B, G and R bytes each index the palette and take
 * the same byte of that entry (a gamma ramp), alpha passing unchanged. */
static uint32_t clut(const struct r5xx_e2 *e, const struct e2_op *op, uint32_t v)
{
	if (op->src_type != 6)
		return e->palette[v & 0xff] & op->mask;
	uint32_t g = v & 0xff000000u;
	for (unsigned k = 0; k < 24; k += 8)
		g |= e->palette[v >> k & 0xff] & 0xffu << k;
	return g & op->mask;
}

/* Bits one source pixel takes in host data. */
static unsigned host_bits(const struct e2_op *op)
{
	switch (op->src_type) {
	case 0:
	case 1: return 1;
	case 4: return 4;
	case 5: return 8;
	case 6: return 32;
	default: return 8 * op->bpp;
	}
}

/* Source value at (sx, sy) of a memory source; false = no pixel. */
static bool src_mem(struct sgpu_unit *u, struct e2_op *op, int32_t sx, int32_t sy, uint32_t *s)
{
	struct r5xx_e2 *e = u->priv;
	if (sx < 0 || sy < 0 || sx >= op->scr || sy >= op->scb)
		return false;
	uint32_t v;
	switch (op->src_type) {
	case 0:
	case 1: { /* mono bitmap, linear rows of pitch bytes */
		uint32_t a = op->src.offset + (uint32_t)sy * op->src.pitch + (uint32_t)sx / 8;
		if (!px_read(u, a, 1, &v)) {
			fault(u, op, "source", a);
			return false;
		}
		uint8_t b = (uint8_t)v;
		bool bit = mono_bit(&b, (uint32_t)sx % 8, op->gmc & GMC_PIX_ORDER);
		if (!bit && op->src_type == 1)
			return false;
		*s = colour_in(e, bit ? REG(e, E2_DP_SRC_FRGD_CLR) : REG(e, E2_DP_SRC_BKGD_CLR));
		return true;
	}
	case 4: { /* 4-bit CLUT: two indices a byte, low nibble first */
		uint32_t a = op->src.offset + (uint32_t)sy * op->src.pitch + (uint32_t)sx / 2;
		if (!px_read(u, a, 1, &v)) {
			fault(u, op, "source", a);
			return false;
		}
		*s = clut(e, op, v >> (4 * ((uint32_t)sx & 1)) & 15);
		return true;
	}
	case 5: {
		uint32_t a = r5xx_surf_addr(&op->src, (uint32_t)sx, (uint32_t)sy);
		if (!px_read(u, a, 1, &v)) {
			fault(u, op, "source", a);
			return false;
		}
		*s = clut(e, op, v);
		return true;
	}
	case 6: {
		uint32_t a = r5xx_surf_addr(&op->src, (uint32_t)sx, (uint32_t)sy);
		if (!px_read(u, a, 4, &v)) {
			fault(u, op, "source", a);
			return false;
		}
		*s = clut(e, op, v);
		return true;
	}
	default: {
		uint32_t a = r5xx_surf_addr(&op->src, (uint32_t)sx, (uint32_t)sy);
		if (!px_read(u, a, op->bpp, &v)) {
			fault(u, op, "source", a);
			return false;
		}
		*s = v & op->mask;
		return true;
	}
	}
}

/* Byte k of a host-data block (its dwords as a little-endian stream);
 * data the block does not have reads as 0. */
static uint8_t host_byte(const struct r5xx_e2 *e, const struct e2_prim *pr, uint64_t k)
{
	return k < (uint64_t)pr->count * 4 ? (uint8_t)(e->words[pr->data + k / 4] >> (8 * (k % 4)))
	                                   : 0;
}

/* Host-data source: pixel (col, row) of a w-wide rectangle from the
 * packet, rows of w * host_bits bits (SRC_LOAD 3) or each starting on a
 * byte (SRC_LOAD 4). */
static bool src_host(struct sgpu_unit *u, struct e2_op *op, const struct e2_prim *pr, uint32_t col,
                     uint32_t row, uint32_t *s)
{
	struct r5xx_e2 *e = u->priv;
	unsigned bits = host_bits(op);
	uint64_t row_bits = (uint64_t)pr->w * bits;
	if (GMC_SRC_LOAD(op->gmc) == 4)
		row_bits = (row_bits + 7) / 8 * 8;
	uint64_t n = row * row_bits + (uint64_t)col * bits;
	if (bits == 1) {
		uint8_t b = host_byte(e, pr, n / 8);
		bool bit = mono_bit(&b, (uint32_t)(n % 8), op->gmc & GMC_PIX_ORDER);
		if (!bit && op->src_type == 1)
			return false;
		*s = colour_in(e, bit ? REG(e, E2_DP_SRC_FRGD_CLR) : REG(e, E2_DP_SRC_BKGD_CLR));
		return true;
	}
	uint32_t v = 0;
	if (bits == 4) /* two indices a byte, low nibble first */
		v = (uint32_t)host_byte(e, pr, n / 8) >> (n % 8) & 15;
	else
		for (unsigned i = 0; i < bits / 8; i++)
			v |= (uint32_t)host_byte(e, pr, n / 8 + i) << (8 * i);
	*s = op->src_type >= 4 && op->src_type <= 6 ? clut(e, op, v) : v & op->mask;
	return true;
}

/* ------------------------------------------------------------------ primitives */

/* The columns [*k0, *k1) of a primitive that can pass the destination
 * clip: the pixel test rejects the others anyway, so skip them. */
static void clip_cols(const struct e2_op *op, const struct e2_prim *pr, int32_t *k0, int32_t *k1)
{
	int32_t l = op->cl > 0 ? op->cl : 0;
	*k0 = l > pr->x ? l - pr->x : 0;
	*k1 = op->cr - pr->x < pr->w ? op->cr - pr->x : pr->w;
	if (*k1 < *k0)
		*k1 = *k0;
}

/* A destination row outside the scissor draws nothing and reads no
 * source (the fast path's rule too). */
static bool row_clipped(const struct e2_op *op, int32_t y)
{
	return y < op->ct || y >= op->cb || y < 0;
}

static void row_of(struct sgpu_unit *u, struct e2_op *op, const struct e2_prim *pr, uint32_t i)
{
	int32_t k0, k1;
	clip_cols(op, pr, &k0, &k1);
	uint32_t r = pr->kind == PRIM_BLIT && !(op->dir & 2) ? (uint32_t)pr->h - 1 - i : i;
	if (row_clipped(op, pr->y + (int32_t)r))
		return;
	switch (pr->kind) {
	case PRIM_FILL: {
		int32_t y = pr->y + (int32_t)i;
		if (!e2_fast_fill_row(u, op, pr, y) && !e2_fast_rop_row(u, op, pr, i, true))
			for (int32_t k = k0; k < k1; k++)
				pixel(u, op, pr->x + k, y, false, 0);
		break;
	}
	case PRIM_BLIT: {
		/* DP_CNTL directions (xf86 RADEON_DST_X_LEFT_TO_RIGHT / Y_TOP_TO_BOTTOM) */
		uint32_t dir = op->dir;
		if (e2_fast_blit_row(u, op, pr, r, dir & 1) ||
		    e2_fast_rop_row(u, op, pr, r, dir & 1))
			break;
		for (int32_t k = k0; k < k1; k++) {
			int32_t c = dir & 1 ? k : k1 - 1 - (k - k0);
			uint32_t s = 0;
			bool ok = src_mem(u, op, pr->sx + c, pr->sy + (int32_t)r, &s);
			pixel(u, op, pr->x + c, pr->y + (int32_t)r, ok, s);
		}
		break;
	}
	case PRIM_HOST:
		for (int32_t k = k0; k < k1; k++) {
			uint32_t s = 0;
			bool ok = src_host(u, op, pr, (uint32_t)k, i, &s);
			pixel(u, op, pr->x + k, pr->y + (int32_t)i, ok, s);
		}
		break;
	default: break;
	}
}

/* Bresenham from (x0, y0) towards (x1, y1), the last point omitted (the
 * radeon DDX draws it separately: radeon_accelfuncs.c, OMIT_LAST). */
static void line(struct sgpu_unit *u, struct e2_op *op, const struct e2_prim *pr)
{
	int32_t x = pr->x, y = pr->y, x1 = pr->sx, y1 = pr->sy;
	int32_t dx = x1 > x ? x1 - x : x - x1, dy = y1 > y ? y1 - y : y - y1;
	int32_t sx = x1 > x ? 1 : -1, sy = y1 > y ? 1 : -1;
	bool ymajor = dy > dx;
	int32_t major = ymajor ? dy : dx, minor = ymajor ? dx : dy;
	int32_t err = 2 * minor - major;
	op->is_line = true;
	for (int32_t k = 0; k < major; k++) {
		pixel(u, op, x, y, false, 0);
		op->pen++;
		if (err >= 0) {
			if (ymajor)
				x += sx;
			else
				y += sy;
			err -= 2 * major;
		}
		err += 2 * minor;
		if (ymajor)
			y += sy;
		else
			x += sx;
	}
}

/* ------------------------------------------------------------------ jobs */

bool r5xx_e2_busy(const struct sgpu_unit *u)
{
	const struct r5xx_e2 *e = u->priv;
	return e->job_active || e->nfifo;
}

static void apply_write(struct sgpu_unit *u, uint32_t addr, uint32_t v);

/* The oldest write waiting in the FIFO, applied now that no job runs. */
static void fifo_pop(struct sgpu_unit *u)
{
	struct r5xx_e2 *e = u->priv;
	uint32_t addr = e->fifo[0].addr, v = e->fifo[0].v;
	e->nfifo--;
	memmove(e->fifo, e->fifo + 1, e->nfifo * sizeof(e->fifo[0]));
	apply_write(u, addr, v);
}

static uint64_t e2_step(struct sgpu_unit *u, uint64_t budget)
{
	struct r5xx_e2 *e = u->priv;
	uint64_t used = 0;
	while (r5xx_e2_busy(u) && used < budget) {
		if (!e->job_active) { /* a write that waited: a step each */
			fifo_pop(u);
			used++;
			continue;
		}
		if (e->cur >= e->nprims) {
			e->job_active = false;
			if (e->nfifo)
				continue;
			struct sgpu_unit *rbbm = sgpu_dev_unit(u->dev, "RBBM");
			if (rbbm)
				((const struct r5xx_rbbm_iface *)rbbm->cls->iface)->work_done(rbbm);
			break;
		}
		const struct e2_prim *pr = &e->prims[e->cur];
		/* cost: a step per row or line and one per 64 pixels, so a
		 * budget bounds the pixels too */
		uint64_t cost;
		if (pr->kind == PRIM_LINE) {
			uint32_t dx = (uint32_t)abs(pr->sx - pr->x),
			         dy = (uint32_t)abs(pr->sy - pr->y);
			cost = 1 + (dx > dy ? dx : dy) / 64;
			if (used && used + cost > budget)
				break;
			line(u, &e->op, pr);
			e->cur++;
			used += cost;
			continue;
		}
		if (e->row < (uint32_t)(pr->h > 0 ? pr->h : 0) && pr->w > 0) {
			cost = 1 + (uint32_t)pr->w / 64;
			if (used && used + cost > budget)
				break;
			row_of(u, &e->op, pr, e->row++);
			used += cost;
			continue;
		}
		e->cur++;
		e->row = 0;
	}
	/* a single row dearer than the slice takes the whole slice */
	return used > budget ? budget : used ? used : 1;
}

/* A register write while the engine is busy waits in its FIFO (as the
 * hardware's command FIFO would hold it) and is applied in order when
 * the jobs before it are done. Before queueing, the write lets the
 * running job go on for up to E2_STALL_MAX steps (the host stalls on the
 * FIFO), so a short job simply finishes first; a write that finds the
 * FIFO full after that is dropped with a GUEST_ERROR. Either way no
 * write holds the host longer than E2_STALL_MAX steps. */
/* Small: host writes are charged to no run budget, so this bounds the
 * work one MMIO write can do (a fuzzer found 2^18 steps a write too many). */
#define E2_STALL_MAX (1u << 12)

void r5xx_e2_run_all(struct sgpu_unit *u)
{
	uint64_t spent = 0;
	while (r5xx_e2_busy(u) && spent < E2_STALL_MAX)
		spent += e2_step(u, 1u << 16);
}

static struct e2_prim *add_prim(struct r5xx_e2 *e, unsigned kind)
{
	if (e->nprims >= E2_MAX_PRIMS)
		return NULL;
	struct e2_prim *p = &e->prims[e->nprims++];
	memset(p, 0, sizeof(*p));
	p->kind = kind;
	return p;
}

static void start_job(struct r5xx_e2 *e)
{
	e->cur = 0;
	e->row = 0;
	e->job_active = e->nprims > 0;
}

/* ------------------------------------------------------------------ packets */

/* A GUI_CONTROL / DP_GUI_MASTER_CNTL write: GMC_WR_MSK_DIS sets DP_WR_MSK
 * and CLR_CMP_MSK to all ones, GMC_CLR_CMP_FCN_DIS clears the compare
 * functions CLR_CMP_FCN_SRC (2:0) and CLR_CMP_FCN_DST (10:8) (seed 001
 * L720-L725): both change the registers, not only this operation. */
static void write_gmc(struct r5xx_e2 *e, uint32_t g)
{
	REG(e, E2_DP_GUI_MASTER_CNTL) = g;
	if (g & GMC_WR_MSK_DIS) {
		REG(e, E2_DP_WRITE_MASK) = 0xffffffffu;
		REG(e, E2_CLR_CMP_MASK) = 0xffffffffu;
	}
	if (g & GMC_CLR_CMP_FCN_DIS)
		REG(e, E2_CLR_CMP_CNTL) &= ~0x707u;
}

/* SETTINGS: GUI_CONTROL + SETUP_BODY (seed 001 L669-L861); *pos advances.
 * false: the body is too short or the brush type reserved. */
static bool settings(struct sgpu_unit *u, const uint32_t *b, uint32_t n, uint32_t *pos)
{
	struct r5xx_e2 *e = u->priv;
	uint32_t i = *pos;
	if (i >= n)
		return false;
	uint32_t g = b[i++];
	write_gmc(e, g);
	static const uint32_t order[] = {E2_SRC_PITCH_OFFSET, E2_DST_PITCH_OFFSET,
	                                 E2_SRC_SC_BOTTOM_RIGHT};
	for (unsigned k = 0; k < 3; k++)
		if (g >> k & 1) {
			if (i >= n)
				return false;
			store(e, order[k], b[i++]);
		}
	if (g & GMC_DST_CLIPPING) {
		if (i + 2 > n)
			return false;
		store(e, E2_SC_TOP_LEFT, b[i++]);
		store(e, E2_SC_BOTTOM_RIGHT, b[i++]);
	}
	unsigned bt = GMC_BRUSH_TYPE(g), bpp = r5xx_dst_type_bpp(GMC_DST_TYPE(g));
	int nb = r5xx_brush_dwords(bt, bpp ? bpp : 4);
	if (nb < 0 || i + (uint32_t)nb > n)
		return false;
	switch (bt) {
	case 0:
	case 6:
		REG(e, E2_DP_BRUSH_BKGD_CLR) = b[i++];
		REG(e, E2_DP_BRUSH_FRGD_CLR) = b[i++];
		for (int k = 2; k < nb; k++)
			REG(e, E2_BRUSH_DATA0 + 4 * (k - 2)) = b[i++];
		break;
	case 1:
	case 7:
	case 13:
	case 14:
		REG(e, E2_DP_BRUSH_FRGD_CLR) = b[i++];
		for (int k = 1; k < nb; k++)
			REG(e, E2_BRUSH_DATA0 + 4 * (k - 1)) = b[i++];
		break;
	case 10:
		for (int k = 0; k < nb; k++)
			REG(e, E2_BRUSH_DATA0 + 4 * k) = b[i++];
		break;
	default: break;
	}
	if (g & GMC_BRUSH_Y_X) {
		if (i >= n)
			return false;
		REG(e, E2_BRUSH_Y_X) = b[i++];
	}
	*pos = i;
	return true;
}

static bool pk_rects(struct r5xx_e2 *e, const uint32_t *b, uint32_t n, uint32_t i, bool multi)
{
	if ((n - i) % 2 || i == n)
		return false;
	for (; i < n; i += 2) {
		struct e2_prim *p = add_prim(e, PRIM_FILL);
		if (!p)
			return false;
		if (multi) { /* [DST_X | DST_Y], [DST_W | DST_H] */
			p->x = hi16(b[i]);
			p->y = lo16(b[i]);
			p->w = (int32_t)(b[i + 1] >> 16 & 0x3fff);
			p->h = (int32_t)(b[i + 1] & 0x3fff);
		} else { /* [TOP | LEFT], [BOTTOM | RIGHT]; bottom-right exclusive */
			p->x = lo16(b[i]);
			p->y = hi16(b[i]);
			p->w = lo16(b[i + 1]) - p->x;
			p->h = hi16(b[i + 1]) - p->y;
		}
	}
	return true;
}

static bool pk_blits(struct r5xx_e2 *e, const uint32_t *b, uint32_t n, uint32_t i)
{
	if ((n - i) % 3 || i == n)
		return false;
	for (; i < n; i += 3) {
		struct e2_prim *p = add_prim(e, PRIM_BLIT);
		if (!p)
			return false;
		p->sx = hi16(b[i]);
		p->sy = lo16(b[i]);
		p->x = hi16(b[i + 1]);
		p->y = lo16(b[i + 1]);
		p->w = (int32_t)(b[i + 2] >> 16 & 0x3fff);
		p->h = (int32_t)(b[i + 2] & 0x3fff);
	}
	return true;
}

static bool pk_host(struct r5xx_e2 *e, uint32_t n, uint32_t i, uint32_t yx, uint32_t hw,
                    uint32_t count)
{
	struct e2_prim *p = add_prim(e, PRIM_HOST);
	if (!p || i + count > n)
		return false;
	p->x = lo16(yx);
	p->y = hi16(yx);
	p->w = (int32_t)(hw & 0xffff);
	p->h = (int32_t)(hw >> 16);
	p->data = i;
	p->count = count;
	return true;
}

static bool pk_scans(struct r5xx_e2 *e, const uint32_t *b, uint32_t n, uint32_t i, uint32_t nscans)
{
	for (uint32_t s = 0; s < nscans; s++) {
		if (i + 2 > n)
			return false;
		uint32_t k = b[i] & 0x3fff, th = b[i + 1];
		i += 2;
		if (i + k > n)
			return false;
		for (uint32_t j = 0; j < k; j++, i++) {
			struct e2_prim *p = add_prim(e, PRIM_FILL);
			if (!p)
				return false;
			p->x = lo16(b[i]);
			p->w = hi16(b[i]) - p->x;
			p->y = lo16(th);
			p->h = hi16(th);
		}
	}
	return i == n;
}

static bool e2_packet(struct sgpu_unit *u, unsigned opc, const uint32_t *b, uint32_t n)
{
	struct r5xx_e2 *e = u->priv;
	uint32_t i = 0;
	e->nprims = 0;
	e->host_pending = false;
	memcpy(e->words, b, (size_t)n * 4);
	b = e->words;
	bool with_settings = opc & 0x80;
	if (with_settings && !settings(u, b, n, &i))
		return false;
	bool ok = true, src = false;
	int kind = SRC_NONE;
	switch (opc) {
	case PM4_PAINT: ok = pk_rects(e, b, n, i, false); break;
	case PM4_PAINT_MULTI: ok = pk_rects(e, b, n, i, true); break;
	case PM4_TRANS_BITBLT:
		if (i + 6 != n)
			return false;
		REG(e, E2_CLR_CMP_CNTL) = b[i++];
		REG(e, E2_CLR_CMP_CLR_SRC) = b[i++];
		REG(e, E2_CLR_CMP_CLR_DST) = b[i++];
		/* fall through */
	case PM4_BITBLT:
		if (opc == PM4_BITBLT && i + 3 != n)
			return false;
		/* fall through */
	case PM4_BITBLT_MULTI:
		ok = pk_blits(e, b, n, i);
		src = true;
		kind = SRC_MEMORY;
		break;
	case PM4_HOSTDATA_BLT:
		if (i + 2 > n)
			return false;
		REG(e, E2_DP_SRC_FRGD_CLR) = b[i++];
		REG(e, E2_DP_SRC_BKGD_CLR) = b[i++];
		while (ok && i < n) {
			if (i + 3 > n)
				return false;
			uint32_t cnt = b[i + 2] & 0x3fff;
			ok = pk_host(e, n, i + 3, b[i], b[i + 1], cnt);
			i += 3 + cnt;
		}
		src = true;
		kind = SRC_HOST;
		break;
	case PM4_NEXTCHAR: /* [DST_Y | DST_X], [DST_H | DST_W], bitmap */
		if (n < 2)
			return false;
		ok = pk_host(e, n, 2, b[0], b[1], n - 2);
		src = true;
		kind = SRC_HOST;
		break;
	case PM4_POLYLINE: {
		if (n - i < 2)
			return false;
		for (uint32_t k = i; k + 1 < n && ok; k++) {
			struct e2_prim *p = add_prim(e, PRIM_LINE);
			ok = p != NULL;
			if (p) {
				p->x = lo16(b[k]);
				p->y = hi16(b[k]);
				p->sx = lo16(b[k + 1]);
				p->sy = hi16(b[k + 1]);
			}
		}
		break;
	}
	case PM4_POLYSCANLINES:
		if (i >= n)
			return false;
		ok = pk_scans(e, b, n, i + 1, b[i]);
		break;
	case PM4_PLY_NEXTSCAN: {
		if (n < 1)
			return false;
		for (uint32_t k = 1; k < n && ok; k++) {
			struct e2_prim *p = add_prim(e, PRIM_FILL);
			ok = p != NULL;
			if (p) {
				p->x = lo16(b[k]);
				p->w = hi16(b[k]) - p->x;
				p->y = lo16(b[0]);
				p->h = hi16(b[0]);
			}
		}
		break;
	}
	case PM4_SET_SCISSORS:
		if (n != 2)
			return false;
		store(e, E2_SC_TOP_LEFT, b[0]);
		store(e, E2_SC_BOTTOM_RIGHT, b[1]);
		return true;
	case PM4_LOAD_PALETTE: { /* seed 001 L1228-L1243 */
		if (n < 1 || (b[0] != 1 && b[0] != 2))
			return false;
		uint32_t max = b[0] == 1 ? 16 : 256;
		if (n - 1 > max)
			return false;
		for (uint32_t k = 1; k < n; k++)
			e->palette[k - 1] = b[k];
		return true;
	}
	default: return false;
	}
	if (!ok)
		return false;
	if (!setup_op(u, &e->op, src, kind))
		return false;
	e->op.pen = REG(e, E2_BRUSH_Y_X) >> 16 & 0x1f;
	start_job(e);
	return true;
}

/* ------------------------------------------------------------------ registers */

/* A register-path blit (SRC_LOAD 2) names its first pixel: with DP_CNTL
 * right to left, SRC_Y_X and DST_Y_X are the right column, with bottom to
 * top the bottom row (radeon_accelfuncs.c RADEONSubsequentScreenToScreenCopy
 * and radeon_exa_funcs.c RADEONCopy add w - 1 and h - 1 for such copies).
 * The prims keep their top-left corner. */
static void blit_from_start_corner(const struct r5xx_e2 *e, struct e2_prim *p)
{
	uint32_t dir = REG(e, E2_DP_CNTL);
	if (!(dir & 1) && p->w > 0) {
		p->x -= p->w - 1;
		p->sx -= p->w - 1;
	}
	if (!(dir & 2) && p->h > 0) {
		p->y -= p->h - 1;
		p->sy -= p->h - 1;
	}
}

/* MMIO-driven operations (the DDX's register path): the trigger
 * registers start one primitive with the current DP_* state. */
static void reg_trigger(struct sgpu_unit *u, uint32_t addr, uint32_t v)
{
	struct r5xx_e2 *e = u->priv;
	uint32_t g = gmc(e);
	e->nprims = 0;
	e->host_pending = false;
	struct e2_prim *p;
	uint32_t rop = GMC_ROP3(g);
	/* the ROP reads S when its S=1 and S=0 halves differ */
	bool mem_src = GMC_SRC_LOAD(g) == 2 && ((rop & 0xcc) >> 2) != (rop & 0x33);
	if (addr == E2_DST_LINE_END) {
		p = add_prim(e, PRIM_LINE);
		p->x = lo16(REG(e, E2_DST_LINE_START));
		p->y = hi16(REG(e, E2_DST_LINE_START));
		p->sx = lo16(v);
		p->sy = hi16(v);
		mem_src = false;
	} else {
		p = add_prim(e, mem_src ? PRIM_BLIT : PRIM_FILL);
		p->x = lo16(REG(e, E2_DST_Y_X));
		p->y = hi16(REG(e, E2_DST_Y_X));
		p->sx = lo16(REG(e, E2_SRC_Y_X));
		p->sy = hi16(REG(e, E2_SRC_Y_X));
		if (addr == E2_DST_WIDTH_HEIGHT) {
			p->w = (int32_t)(v >> 16 & 0x3fff);
			p->h = (int32_t)(v & 0x3fff);
		} else {
			p->w = (int32_t)(v & 0x3fff);
			p->h = (int32_t)(v >> 16 & 0x3fff);
		}
		if (GMC_SRC_LOAD(g) == 2) /* a copy, whether or not its ROP reads S */
			blit_from_start_corner(e, p);
	}
	bool host = GMC_SRC_LOAD(g) == 3 || GMC_SRC_LOAD(g) == 4;
	if (host && p->kind == PRIM_FILL) {
		p->kind = PRIM_HOST;
		if (!setup_op(u, &e->op, true, SRC_HOST))
			return;
		/* the rectangle waits for its HOST_DATA words */
		uint64_t row = (uint64_t)p->w * host_bits(&e->op);
		if (GMC_SRC_LOAD(g) == 4)
			row = (row + 7) / 8 * 8;
		uint64_t words = (row * (uint64_t)(p->h > 0 ? p->h : 0) + 31) / 32;
		e->host_need = words > 16384 ? 16384 : (uint32_t)words;
		e->host_pending = e->host_need > 0;
		return;
	}
	if (!setup_op(u, &e->op, mem_src, mem_src ? SRC_MEMORY : SRC_NONE))
		return;
	/* a line's pen starts at DST_LINE_PATCOUNT 4:0, where the DDX puts
	 * the dash phase (radeon_accelfuncs.c RADEONSubsequentDashedTwoPointLine) */
	e->op.pen = (addr == E2_DST_LINE_END ? REG(e, E2_DST_LINE_PATCOUNT)
	                                     : REG(e, E2_BRUSH_Y_X) >> 16) &
	            0x1f;
	start_job(e);
}

/* A HOST_DATA0-7 or HOST_DATA_LAST write (xf86 radeon_accelfuncs.c's
 * register path): one more dword of the pending host-data rectangle,
 * which runs when it has all its data. HOST_DATA_LAST does not end it
 * early: the DDX's direct colour expansion ends every scanline there
 * (RADEONSubsequentScanlineCPUToScreenColorExpandFill puts its buffer
 * at HOST_DATA_LAST - (words - 1)). */
static void host_data(struct sgpu_unit *u, uint32_t addr, uint32_t v)
{
	struct r5xx_e2 *e = u->priv;
	if (!e->host_pending) {
		sgpu_guest_error(u, "HOST_DATA 0x%08x with no host-data operation pending", v);
		return;
	}
	struct e2_prim *p = &e->prims[0];
	e->words[p->count++] = v;
	(void)addr;
	if (p->count >= e->host_need) {
		e->host_pending = false;
		e->op.pen = REG(e, E2_BRUSH_Y_X) >> 16 & 0x1f;
		start_job(e);
	}
}

static uint32_t e2_read(struct sgpu_unit *u, uint32_t addr)
{
	struct r5xx_e2 *e = u->priv;
	if (addr == 0x3428)
		return e->rb2d_mode;
	if (addr == 0x342c)
		return 0; /* RB2D_DSTCACHE_CTLSTAT: never busy */
	return REG(e, addr);
}

static void e2_write(struct sgpu_unit *u, uint32_t addr, uint32_t v, bool from_cp)
{
	struct r5xx_e2 *e = u->priv;
	(void)from_cp;
	if (addr == 0x3428) {
		e->rb2d_mode = v;
		return;
	}
	if (addr == 0x342c || addr == E2_DSTCACHE_CTLSTAT)
		return; /* flushes: nothing is cached */
	/* registers change between operations only */
	if (r5xx_e2_busy(u) && e->nfifo < E2_FIFO_WORDS)
		r5xx_e2_run_all(u);
	if (r5xx_e2_busy(u)) {
		if (e->nfifo >= E2_FIFO_WORDS) {
			sgpu_guest_error(u,
			                 "register write 0x%08x to 0x%04x with the 2D FIFO full "
			                 "behind a long operation: dropped",
			                 v, addr);
			return;
		}
		e->fifo[e->nfifo].addr = addr;
		e->fifo[e->nfifo++].v = v;
		return;
	}
	apply_write(u, addr, v);
}

/* A register write taking effect (at once, or when it leaves the FIFO). */
static void apply_write(struct sgpu_unit *u, uint32_t addr, uint32_t v)
{
	struct r5xx_e2 *e = u->priv;
	if (addr >= E2_HOST_DATA0 && addr <= E2_HOST_DATA_LAST) {
		host_data(u, addr, v);
		return;
	}
	store(e, addr, v);
	switch (addr) {
	case E2_DP_GUI_MASTER_CNTL: write_gmc(e, v); break;
	case E2_DST_WIDTH_HEIGHT:
	case E2_DST_HEIGHT_WIDTH:
	case E2_DST_LINE_END: reg_trigger(u, addr, v); break;
	default: break;
	}
}

/* Every E2 register but DP_GUI_MASTER_CNTL, the triggers, the halves
 * and wholes of e2_alias, the cache flushes and the host-data port (e2_write's special
 * cases) only stores. The CP
 * copies into them only while no job runs, so e2_write's run_all would
 * have had nothing to do. */
static uint32_t *e2_plain_reg(struct sgpu_unit *u, uint32_t addr)
{
	struct r5xx_e2 *e = u->priv;
	if (addr < 0x1400 || addr >= 0x1800 || (addr >= E2_HOST_DATA0 && addr <= E2_HOST_DATA_LAST))
		return NULL;
	if (is_alias(addr))
		return NULL;
	switch (addr) {
	case E2_DP_GUI_MASTER_CNTL:
	case E2_DST_WIDTH_HEIGHT:
	case E2_DST_HEIGHT_WIDTH:
	case E2_DST_LINE_END:
	case E2_DSTCACHE_CTLSTAT: return NULL;
	default: return &REG(e, addr);
	}
}

static void e2_soft_reset(struct sgpu_unit *u)
{
	struct r5xx_e2 *e = u->priv;
	bool fast = e->no_fast;
	memset(e->r, 0, sizeof(e->r));
	e->job_active = false;
	e->host_pending = false;
	e->nprims = 0;
	e->nfifo = 0;
	e->no_fast = fast;
	REG(e, E2_DP_WRITE_MASK) = 0xffffffffu;
	REG(e, E2_CLR_CMP_MASK) = 0xffffffffu;
	REG(e, E2_DP_CNTL) = 3; /* left to right, top to bottom */
	REG(e, E2_DEFAULT_SC_BOTTOM_RIGHT) = 0x1fff1fffu;
	store(e, E2_SC_BOTTOM_RIGHT, 0x1fff1fffu);
}

static sgpu_status e2_init(struct sgpu_unit *u)
{
	(void)u;
	return SGPU_OK;
}

static void e2_reset(struct sgpu_unit *u)
{
	struct r5xx_e2 *e = u->priv;
	memset(e->palette, 0, sizeof(e->palette));
	e->rb2d_mode = 0;
	e2_soft_reset(u);
}

static bool e2_idle(const struct sgpu_unit *u)
{
	return !r5xx_e2_busy(u);
}

/* The writes waiting in the 64-entry FIFO: RBBM_STATUS.CMDFIFO_AVAIL is
 * what is left of it (RADEONWaitForFifo polls it; docs/hw/r5xx.md). */
static unsigned e2_fifo_used(const struct sgpu_unit *u)
{
	const struct r5xx_e2 *e = u->priv;
	return e->nfifo;
}

static const struct r5xx_block_iface e2_iface = {
        .read = e2_read,
        .write = e2_write,
        .soft_reset = e2_soft_reset,
        .packet = e2_packet,
        .idle = e2_idle,
        .fifo_used = e2_fifo_used,
        .plain_reg = e2_plain_reg,
};

const struct sgpu_unit_class r5xx_e2_class = {
        .name = "E2",
        .description = "2D engine: GUI packets, ROP3, brushes, mono expansion, tiling",
        .priv_size = sizeof(struct r5xx_e2),
        .init = e2_init,
        .reset = e2_reset,
        .busy = r5xx_e2_busy,
        .step = e2_step,
        .iface = &e2_iface,
};
