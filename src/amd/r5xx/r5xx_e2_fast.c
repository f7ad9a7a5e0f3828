/* The 2D engine's fast path: solid fills (PATCOPY with a solid brush) and
 * plain copies (SRCCOPY) on linear surfaces, with no colour compare and
 * a full write mask, done a row at a time with one bounds check. Proven
 * identical to the reference path by tests/unit/test_r5xx_fast.c. */
#include <string.h>

#include "amd/r5xx/r5xx_e2.h"
#include "util/bits.h"
#include "util/fill.h"

static bool plain(const struct r5xx_e2 *e, const struct e2_op *op)
{
	return !e->no_fast && !op->cmp && op->wmask == op->mask && !op->dst.macro &&
	       !op->dst.micro && !op->aux && op->bpp != 3;
}

/* Clips [x, x+w) of row y to the destination clip; false if empty. */
static bool clip_row(const struct e2_op *op, int32_t y, int32_t *x, int32_t *w)
{
	if (y < op->ct || y >= op->cb || y < 0)
		return false;
	int32_t l = *x, r = *x + *w;
	if (l < op->cl)
		l = op->cl;
	if (l < 0)
		l = 0;
	if (r > op->cr)
		r = op->cr;
	if (r <= l)
		return false;
	*x = l;
	*w = r - l;
	return true;
}

bool e2_fast_fill_row(struct sgpu_unit *u, struct e2_op *op, const struct e2_prim *pr, int32_t y)
{
	struct r5xx_e2 *e = u->priv;
	if (!plain(e, op) || op->rop != 0xf0 || (op->brush != 13 && op->brush != 14))
		return false;
	int32_t x = pr->x, w = pr->w;
	if (!clip_row(op, y, &x, &w))
		return true;
	uint32_t c = e->r[(0x147c - 0x1400) / 4];
	if (GMC_DST_TYPE(op->gmc) == 9)
		c = c >> 8 & 0xff;
	c &= op->mask;
	uint64_t off;
	uint32_t a = r5xx_surf_addr(&op->dst, (uint32_t)x, (uint32_t)y);
	struct sgpu_memspace *m = r5xx_mem_space(u->dev, a, &off);
	uint8_t *p = sgpu_memspace_ptr(m, off, (uint64_t)w * op->bpp);
	if (!p)
		return false; /* the reference path reports the fault */
	/* memset for byte-replicable colours, else the store route that keeps
	 * up with the host's memset (util/fill.h, docs/testing.md) */
	sgpu_fill(p, (size_t)w * op->bpp, sgpu_fill_pat(c, op->bpp));
	op->pixels += (uint64_t)w;
	return true;
}

/* The source pixels [sx, sx+w) of row sy all pass the source clip. */
static bool src_row_inside(const struct e2_op *op, int32_t sx, int32_t sy, int32_t w)
{
	return sx >= 0 && sy >= 0 && sy < op->scb && (int64_t)sx + w <= op->scr;
}

bool e2_fast_blit_row(struct sgpu_unit *u, struct e2_op *op, const struct e2_prim *pr, uint32_t r,
                      bool ltr)
{
	struct r5xx_e2 *e = u->priv;
	(void)ltr; /* memmove gives what either direction gives on one row */
	/* SRCCOPY ignores P, but a transparent brush (1, 7) still masks */
	if (!plain(e, op) || op->rop != 0xcc || op->src_type != 3 || op->src.macro ||
	    op->src.micro || op->brush == 1 || op->brush == 7)
		return false;
	int32_t y = pr->y + (int32_t)r, sy = pr->sy + (int32_t)r;
	int32_t x = pr->x, w = pr->w;
	if (!clip_row(op, y, &x, &w))
		return true;
	int32_t sx = pr->sx + (x - pr->x);
	if (!src_row_inside(op, sx, sy, w))
		return false;
	uint64_t so, doff;
	uint32_t sa = r5xx_surf_addr(&op->src, (uint32_t)sx, (uint32_t)sy);
	uint32_t da = r5xx_surf_addr(&op->dst, (uint32_t)x, (uint32_t)y);
	struct sgpu_memspace *sm = r5xx_mem_space(u->dev, sa, &so);
	struct sgpu_memspace *dm = r5xx_mem_space(u->dev, da, &doff);
	uint64_t len = (uint64_t)w * op->bpp;
	uint8_t *sp = sgpu_memspace_ptr(sm, so, len), *dp = sgpu_memspace_ptr(dm, doff, len);
	if (!sp || !dp)
		return false;
	/* Within one row the reference path reads each source pixel before
	 * it writes over it only in its own direction; overlap inside a row
	 * in the other direction would differ, so leave that to it. */
	if (sm == dm && sp != dp &&
	    ((sp < dp && sp + len > dp && ltr) || (dp < sp && dp + len > sp && !ltr)))
		return false;
	memmove(dp, sp, (size_t)len);
	op->pixels += (uint64_t)w;
	return true;
}

/* ------------------------------------------------------------------ general ROP3 rows
 * Any ROP3 with a solid, mono or colour 8x8 brush (or none) on linear
 * 8/16/32-bit surfaces, from a same-format linear source or none. */

static bool fast_pattern_ok(unsigned brush)
{
	return brush <= 1 || brush == 10 || brush == 13 || brush == 14 || brush == 15;
}

/* The 8 pattern values of brush row y and their transparency. */
static void brush_row(const struct r5xx_e2 *e, const struct e2_op *op, int32_t y, uint32_t pat[8],
                      bool opaque[8])
{
	const uint32_t *r = e->r;
	uint32_t byx = r[(E2_BRUSH_Y_X - 0x1400) / 4];
	uint32_t by = (uint32_t)(y + (int32_t)(byx >> 8 & 0x1f)) & 7;
	bool grey = GMC_DST_TYPE(op->gmc) == 9;
	uint32_t fg = r[(E2_DP_BRUSH_FRGD_CLR - 0x1400) / 4],
	         bg = r[(E2_DP_BRUSH_BKGD_CLR - 0x1400) / 4];
	if (grey)
		fg = fg >> 8 & 0xff, bg = bg >> 8 & 0xff;
	uint8_t row = (uint8_t)(r[(E2_BRUSH_DATA0 - 0x1400) / 4 + by / 4] >> (8 * (by % 4)));
	for (unsigned px = 0; px < 8; px++) {
		opaque[px] = true;
		switch (op->brush) {
		case 0:
		case 1: {
			bool bit = op->gmc & GMC_PIX_ORDER ? row >> px & 1 : row >> (7 - px) & 1;
			pat[px] = bit ? fg : bg;
			opaque[px] = bit || op->brush == 0;
			break;
		}
		case 10: {
			uint32_t o = (by * 8 + px) * op->bpp, v = 0;
			for (unsigned i = 0; i < op->bpp; i++, o++)
				v |= (r[(E2_BRUSH_DATA0 - 0x1400) / 4 + o / 4] >> (8 * (o % 4)) &
				      0xff)
				     << (8 * i);
			pat[px] = v;
			break;
		}
		case 13:
		case 14: pat[px] = fg; break;
		default: pat[px] = 0; break;
		}
	}
}

static uint32_t ld(const uint8_t *p, unsigned bpp)
{
	return bpp == 4 ? (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	                          (uint32_t)p[3] << 24
	       : bpp == 2 ? (uint32_t)p[0] | (uint32_t)p[1] << 8
	                  : p[0];
}

static void st(uint8_t *p, unsigned bpp, uint32_t v)
{
	p[0] = (uint8_t)v;
	if (bpp >= 2)
		p[1] = (uint8_t)(v >> 8);
	if (bpp == 4)
		p[2] = (uint8_t)(v >> 16), p[3] = (uint8_t)(v >> 24);
}

/* 32 bpp, every pattern pixel opaque. With P fixed per pattern pixel, the
 * ROP is a 2-input function of S and D, which in algebraic normal form is
 * a ^ (b & S) ^ (c & D) ^ (e & S & D) bitwise; the write mask folds in (a
 * masked-off bit keeps D: coefficient c there is 1, the others 0). So each
 * pattern pixel gets four constants and a pixel costs seven operations,
 * eight pixels (one pattern period) per outer step so that the compiler
 * vectorises it, S present or not known at compile time. Equal to
 * sgpu_bitop3 under the write mask bit for bit. */
typedef uint32_t rop_vec __attribute__((vector_size(32))); /* one pattern period */

struct rop_anf {
	rop_vec a, b, c, e;
};

static inline void rop_span32(const struct rop_anf *fp, uint8_t *dp, const uint8_t *sp, int32_t w,
                              bool has_s)
{
	/* a local copy: stores through dp (bytes) cannot alias it */
	const rop_vec a = fp->a, b = fp->b, c = fp->c, e = fp->e;
	int32_t k = 0;
	for (; k + 8 <= w; k += 8) {
		rop_vec d, s = {0};
		memcpy(&d, dp + 4 * (size_t)k, 32);
		if (has_s)
			memcpy(&s, sp + 4 * (size_t)k, 32);
		rop_vec r = a ^ (b & s) ^ (c & d) ^ (e & s & d);
		memcpy(dp + 4 * (size_t)k, &r, 32);
	}
	for (; k < w; k++) {
		uint32_t d, s = 0;
		unsigned j = (unsigned)k & 7;
		memcpy(&d, dp + 4 * (size_t)k, 4);
		if (has_s)
			memcpy(&s, sp + 4 * (size_t)k, 4);
		uint32_t r = fp->a[j] ^ (fp->b[j] & s) ^ (fp->c[j] & d) ^ (fp->e[j] & s & d);
		memcpy(dp + 4 * (size_t)k, &r, 4);
	}
}

static void rop_row32(const struct e2_op *op, uint8_t *dp, const uint8_t *sp, int32_t w,
                      const uint32_t pat[8], uint32_t px0)
{
	/* the ANF of the S,D function for P = 0 (lo) and P = 1 (hi): ROP bit
	 * P<<2 | S<<1 | D is the function's value at (S, D) */
	uint32_t m[8];
	for (unsigned i = 0; i < 8; i++)
		m[i] = op->rop >> i & 1 ? 0xffffffffu : 0;
	uint32_t a[2], b[2], c[2], e[2];
	for (unsigned h = 0; h < 2; h++) {
		const uint32_t *t = m + 4 * h;
		a[h] = t[0];
		b[h] = t[0] ^ t[2];
		c[h] = t[0] ^ t[1];
		e[h] = t[0] ^ t[1] ^ t[2] ^ t[3];
	}
	uint32_t wm = op->wmask;
	struct rop_anf f;
	for (unsigned j = 0; j < 8; j++) {
		uint32_t p = pat[(px0 + j) & 7];
		f.a[j] = (a[0] ^ ((a[0] ^ a[1]) & p)) & wm;
		f.b[j] = (b[0] ^ ((b[0] ^ b[1]) & p)) & wm;
		f.c[j] = ((c[0] ^ ((c[0] ^ c[1]) & p)) & wm) | ~wm;
		f.e[j] = (e[0] ^ ((e[0] ^ e[1]) & p)) & wm;
	}
	if (sp)
		rop_span32(&f, dp, sp, w, true);
	else
		rop_span32(&f, dp, NULL, w, false);
}

bool e2_fast_rop_row(struct sgpu_unit *u, struct e2_op *op, const struct e2_prim *pr, uint32_t r,
                     bool ltr)
{
	struct r5xx_e2 *e = u->priv;
	bool blit = pr->kind == PRIM_BLIT;
	if (e->no_fast || op->cmp || op->dst.macro || op->dst.micro ||
	    !fast_pattern_ok(op->brush) || op->aux || op->bpp == 3)
		return false;
	if (blit && (op->src_type != 3 || op->src.macro || op->src.micro))
		return false;
	int32_t y = pr->y + (int32_t)r, x = pr->x, w = pr->w;
	if (!clip_row(op, y, &x, &w))
		return true;
	int32_t sx = pr->sx + (x - pr->x), sy = pr->sy + (int32_t)r;
	if (blit && !src_row_inside(op, sx, sy, w))
		return false;
	uint64_t doff, so = 0;
	uint64_t len = (uint64_t)w * op->bpp;
	uint32_t da = r5xx_surf_addr(&op->dst, (uint32_t)x, (uint32_t)y);
	struct sgpu_memspace *dm = r5xx_mem_space(u->dev, da, &doff), *sm = NULL;
	uint8_t *dp = sgpu_memspace_ptr(dm, doff, len), *sp = NULL;
	if (!dp)
		return false;
	if (blit) {
		uint32_t sa = r5xx_surf_addr(&op->src, (uint32_t)sx, (uint32_t)sy);
		sm = r5xx_mem_space(u->dev, sa, &so);
		sp = sgpu_memspace_ptr(sm, so, len);
		if (!sp || (sm == dm && sp < dp + len && dp < sp + len))
			return false; /* overlap: the reference path's order matters */
	}
	uint32_t pat[8];
	bool opaque[8];
	brush_row(e, op, y, pat, opaque);
	uint32_t bx0 = e->r[(E2_BRUSH_Y_X - 0x1400) / 4] & 0x1f;
	bool all_opaque = true;
	for (unsigned i = 0; i < 8; i++)
		all_opaque &= opaque[i];
	/* the word loads below read pixels in host order: little-endian hosts */
	bool le = __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__;
	if (le && op->bpp == 4 && all_opaque && (!blit || ltr || sm != dm)) {
		rop_row32(op, dp, sp, w, pat, (uint32_t)(x + (int32_t)bx0));
		op->pixels += (uint64_t)w;
		return true;
	}
	for (int32_t k = 0; k < w; k++) {
		int32_t c = ltr ? k : w - 1 - k;
		unsigned px = (uint32_t)(x + c + (int32_t)bx0) & 7;
		if (!opaque[px])
			continue;
		uint8_t *d = dp + (size_t)c * op->bpp;
		uint32_t dv = ld(d, op->bpp), s = blit ? ld(sp + (size_t)c * op->bpp, op->bpp) : 0;
		uint32_t res = (uint32_t)sgpu_bitop3(op->rop, dv, s, pat[px]);
		res = (dv & ~op->wmask) | (res & op->wmask);
		st(d, op->bpp, res & op->mask);
	}
	op->pixels += (uint64_t)w;
	return true;
}
