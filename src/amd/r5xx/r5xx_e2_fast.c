/* The 2D engine's fast path: solid fills (PATCOPY with a solid brush) and
 * plain copies (SRCCOPY) on linear surfaces, with no colour compare and
 * a full write mask, done a row at a time with one bounds check. Proven
 * identical to the reference path by tests/unit/test_r5xx_fast.c. */
#include <string.h>

#include "amd/r5xx/r5xx_e2.h"

static bool plain(const struct r5xx_e2 *e, const struct e2_op *op)
{
	return !e->no_fast && !op->cmp && op->wmask == op->mask && !op->dst.macro &&
	       !op->dst.micro;
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
	if (op->bpp == 1) {
		memset(p, (int)c, (size_t)w);
	} else if (op->bpp == 2) {
		for (int32_t i = 0; i < w; i++, p += 2)
			p[0] = (uint8_t)c, p[1] = (uint8_t)(c >> 8);
	} else {
		uint8_t px[4] = {(uint8_t)c, (uint8_t)(c >> 8), (uint8_t)(c >> 16), (uint8_t)(c >> 24)};
		for (int32_t i = 0; i < w; i++, p += 4)
			memcpy(p, px, 4);
	}
	op->pixels += (uint64_t)w;
	return true;
}

bool e2_fast_blit_row(struct sgpu_unit *u, struct e2_op *op, const struct e2_prim *pr, uint32_t r,
                      bool ltr)
{
	struct r5xx_e2 *e = u->priv;
	(void)ltr; /* memmove gives what either direction gives on one row */
	if (!plain(e, op) || op->rop != 0xcc || op->src_type != 3 || op->src.macro || op->src.micro ||
	    op->src_clip)
		return false;
	int32_t y = pr->y + (int32_t)r, sy = pr->sy + (int32_t)r;
	int32_t x = pr->x, w = pr->w;
	if (!clip_row(op, y, &x, &w))
		return true;
	int32_t sx = pr->sx + (x - pr->x);
	if (sx < 0 || sy < 0)
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
	if (sm == dm && sp != dp && ((sp < dp && sp + len > dp && ltr) ||
	                             (dp < sp && dp + len > sp && !ltr)))
		return false;
	memmove(dp, sp, (size_t)len);
	op->pixels += (uint64_t)w;
	return true;
}
