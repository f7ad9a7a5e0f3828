/* NV1 fast paths: rectangle fills and blits for the states whose result
 * does not depend on the destination pixel (SRCCOPY, ROPs of S and P,
 * chroma key). They compute pixels with the reference ROP (once per
 * distinct pattern/dither phase) and store them with direct pointers.
 * tests/unit/test_nv01_diff.c proves them equal to the reference path. */
#include "nv/gr/nv01_pgraph.h"

#include <string.h>

/* The state must not depend on the destination or on cliprects. */
static bool fill_ok(const struct nv01_pgraph *g)
{
	const struct nv01_gr_state *s = &g->s;
	unsigned op = NV01_OPT_OP(s->ctx_switch);
	if (op == 0x16 || op >= NV01_OP_BLEND_DS_AA)
		return false;
	if (s->ctx_switch & NV01_OPT_PLANE)
		return false;
	if (s->cliprect_config & 3)
		return false;
	return !nv01_op_uses_dst(op, s->rop & 0xff);
}

/* Pixels repeat with period 64 in x and y at most (pattern 64x1/1x64,
 * 8x8; dither 4x4 of 2x2). Period 1 when neither is involved. */
static unsigned period(const struct nv01_pgraph *g)
{
	const struct nv01_gr_state *s = &g->s;
	bool pat = nv01_op_uses_pat(NV01_OPT_OP(s->ctx_switch));
	bool dither = nv01_fb_cpp(g->fb.config) == 2 && (s->canvas_config >> 16 & 1);
	return (pat || dither) ? 64 : 1;
}

static void store(uint8_t *p, unsigned cpp, uint32_t v)
{
	if (cpp == 1) {
		p[0] = (uint8_t)v;
	} else if (cpp == 2) {
		uint16_t h = (uint16_t)v;
		memcpy(p, &h, 2);
	} else {
		memcpy(p, &v, 4);
	}
}

/* One buffer's rows, stored pixel run by pixel run. tile[ty][tx] holds
 * the value for phase (x % per, y % per); wr says whether it is written. */
static void fill_buffer(struct nv01_pgraph *g, int buf, int x0, int y0, int x1, int y1,
                        unsigned per, const uint32_t *tile, const uint8_t *wr)
{
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	for (int y = y0; y < y1; y++) {
		uint32_t a0 = nv01_fb_pixel_addr(&g->fb, x0, y, buf);
		uint32_t a1 = nv01_fb_pixel_addr(&g->fb, x1 - 1, y, buf);
		uint8_t *p = (a1 >= a0) ? sgpu_memspace_ptr(g->vram, a0, (uint64_t)(x1 - x0) * cpp)
		                        : NULL;
		const uint32_t *row = tile + (per == 1 ? 0 : (unsigned)(y % (int)per) * per);
		const uint8_t *wrow = wr + (per == 1 ? 0 : (unsigned)(y % (int)per) * per);
		if (!p || a1 - a0 != (uint32_t)(x1 - 1 - x0) * cpp) {
			/* wraps around VRAM or the buffer half: pixel by pixel */
			for (int x = x0; x < x1; x++) {
				unsigned k = per == 1 ? 0 : (unsigned)x % per;
				if (!wrow[k])
					continue;
				uint32_t a = nv01_fb_pixel_addr(&g->fb, x, y, buf);
				uint8_t *q = sgpu_memspace_ptr(g->vram, a, cpp);
				if (q)
					store(q, cpp, row[k]);
			}
			continue;
		}
		if (per == 1) {
			if (!wrow[0])
				continue;
			uint32_t v = row[0];
			unsigned n = (unsigned)(x1 - x0);
			if (cpp == 1) {
				memset(p, (int)(v & 0xff), n);
			} else if (cpp == 2) {
				uint16_t h = (uint16_t)v;
				for (unsigned i = 0; i < n; i++)
					memcpy(p + 2 * i, &h, 2);
			} else {
				for (unsigned i = 0; i < n; i++)
					memcpy(p + 4 * i, &v, 4);
			}
			continue;
		}
		for (int x = x0; x < x1; x++) {
			unsigned k = (unsigned)x % per;
			if (wrow[k])
				store(p + (unsigned)(x - x0) * cpp, cpp, row[k]);
		}
	}
}

bool nv01_fast_fill(struct nv01_pgraph *g, int x0, int y0, int x1, int y1, struct nv01_color c)
{
	if (!fill_ok(g))
		return false;
	unsigned per = period(g);
	static _Thread_local uint32_t tile[64 * 64];
	static _Thread_local uint8_t wr[64 * 64];
	unsigned bufs = nv01_dst_buffers(g);
	/* The reference ROP gives every phase's value; the old pixel does
	 * not matter (fill_ok), 0 stands in for it. */
	for (unsigned ty = 0; ty < per; ty++) {
		for (unsigned tx = 0; tx < per; tx++) {
			bool w;
			tile[ty * per + tx] = nv01_rop_pixel(&g->s, &g->fb, (int)tx, (int)ty, 0, c, &w);
			wr[ty * per + tx] = w;
		}
	}
	for (int buf = 0; buf < 2; buf++)
		if (bufs >> buf & 1)
			fill_buffer(g, buf, x0, y0, x1, y1, per, tile, wr);
	return true;
}

/* n pixels from (x, y) of buffer buf lie contiguously inside VRAM. */
static bool row_ok(struct nv01_pgraph *g, int x, int y, unsigned n, int buf)
{
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	uint32_t a0 = nv01_fb_pixel_addr(&g->fb, x, y, buf);
	uint32_t a1 = nv01_fb_pixel_addr(&g->fb, x + (int)n - 1, y, buf);
	return a1 >= a0 && a1 - a0 == (n - 1) * cpp &&
	       sgpu_memspace_ptr(g->vram, a0, (uint64_t)n * cpp) != NULL;
}

/* SRCCOPY blits (optionally chroma keyed) between rows of one format: the
 * pixel keeps its colour bits, takes CLUT_BYPASS as its top bit. */
bool nv01_fast_blit(struct nv01_pgraph *g, int sx, int sy, int dx, int dy, int w, int h)
{
	const struct nv01_gr_state *s = &g->s;
	if (NV01_OPT_OP(s->ctx_switch) != NV01_OP_SRCCOPY || (s->ctx_switch & NV01_OPT_PLANE) ||
	    (s->cliprect_config & 3))
		return false;
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	if (cpp == 2 && (s->canvas_config >> 16 & 1))
		return false; /* RGB5 source in 16bpp never dithers, but keep it simple */
	int32_t clip[4];
	nv01_clip_rect(s, &clip[0], &clip[1], &clip[2], &clip[3]);
	/* Clip destination and source together. */
	int64_t l = 0, t = 0, r = w, b = h;
	int64_t lim[4][2] = {{dx, dy}, {sx, sy}};
	for (int k = 0; k < 2; k++) {
		if (clip[0] - lim[k][0] > l)
			l = clip[0] - lim[k][0];
		if (clip[1] - lim[k][1] > t)
			t = clip[1] - lim[k][1];
		if (clip[2] - lim[k][0] < r)
			r = clip[2] - lim[k][0];
		if (clip[3] - lim[k][1] < b)
			b = clip[3] - lim[k][1];
	}
	if (l >= r || t >= b)
		return true;
	uint32_t keep = cpp == 1 ? 0xff : cpp == 2 ? 0x7fff : 0x3fffffff;
	uint32_t top = cpp == 1 ? 0 : (uint32_t)(s->canvas_config & 1) << (cpp * 8 - 1);
	bool chroma = (s->ctx_switch & NV01_OPT_CHROMA) && (s->chroma >> 30 & 1);
	uint32_t key = 0;
	if (chroma) {
		if (cpp == 1)
			key = s->chroma >> 2 & 0xff;
		else if (cpp == 2)
			key = (s->chroma >> 25 & 0x1f) << 10 | (s->chroma >> 15 & 0x1f) << 5 |
			      (s->chroma >> 5 & 0x1f);
		else
			key = s->chroma & 0x3fffffff;
	}
	int sbuf = (g->fb.config >> 12 & 1) ? (s->ctx_switch >> 13 & 1) : 0;
	unsigned bufs = nv01_dst_buffers(g);
	unsigned n = (unsigned)(r - l);
	static _Thread_local uint8_t line[0x1000 * 4];
	bool up = dy > sy;
	/* Every row must be contiguous in VRAM before anything is written,
	 * so that a refusal leaves the reference path a clean start. */
	for (int64_t row = t; row < b; row++) {
		if (!row_ok(g, (int)(sx + l), (int)(sy + row), n, sbuf))
			return false;
		for (int buf = 0; buf < 2; buf++)
			if ((bufs >> buf & 1) && !row_ok(g, (int)(dx + l), (int)(dy + row), n, buf))
				return false;
	}
	for (int64_t j = t; j < b; j++) {
		int64_t row = up ? b - 1 - (j - t) : j;
		uint32_t as = nv01_fb_pixel_addr(&g->fb, (int)(sx + l), (int)(sy + row), sbuf);
		memcpy(line, sgpu_memspace_ptr(g->vram, as, (uint64_t)n * cpp), (size_t)n * cpp);
		for (int buf = 0; buf < 2; buf++) {
			if (!(bufs >> buf & 1))
				continue;
			uint32_t ad = nv01_fb_pixel_addr(&g->fb, (int)(dx + l), (int)(dy + row), buf);
			uint8_t *dst = sgpu_memspace_ptr(g->vram, ad, (uint64_t)n * cpp);
			if (!chroma && cpp == 1) {
				memcpy(dst, line, n);
				continue;
			}
			for (unsigned i = 0; i < n; i++) {
				uint32_t v = 0;
				memcpy(&v, line + i * cpp, cpp);
				v &= keep;
				if (chroma && v == key)
					continue;
				store(dst + i * cpp, cpp, v | top);
			}
		}
	}
	return true;
}
