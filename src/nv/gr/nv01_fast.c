/* NV1 fast paths: rectangle fills and blits for the states whose result
 * does not depend on the destination pixel (SRCCOPY, ROPs of S and P,
 * chroma key). They compute pixels with the reference ROP (once per
 * distinct pattern/dither phase) and store them with direct pointers.
 * tests/unit/test_nv01_diff.c proves them equal to the reference path. */
#include "nv/gr/nv01_pgraph.h"

#include <string.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HOST_LE 1
#else
#define HOST_LE 0 /* the fast paths store host words: reference path only */
#endif

/* The state must not depend on the destination or on cliprects. */
static bool fill_ok(const struct nv01_pgraph *g)
{
	if (!HOST_LE)
		return false;
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

/* n pixels from (x, y) of buffer buf lie contiguously inside VRAM. */
static uint8_t *row_ptr(struct nv01_pgraph *g, int x, int y, unsigned n, int buf)
{
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	uint32_t a0 = nv01_fb_pixel_addr(&g->fb, x, y, buf);
	uint32_t a1 = nv01_fb_pixel_addr(&g->fb, x + (int)n - 1, y, buf);
	if (a1 < a0 || a1 - a0 != (n - 1) * cpp)
		return NULL;
	return sgpu_memspace_ptr(g->vram, a0, (uint64_t)n * cpp);
}

/* A pixel value stored little-endian. */
static inline void put(uint8_t *p, unsigned cpp, uint32_t v)
{
	p[0] = (uint8_t)v;
	if (cpp >= 2)
		p[1] = (uint8_t)(v >> 8);
	if (cpp == 4) {
		p[2] = (uint8_t)(v >> 16);
		p[3] = (uint8_t)(v >> 24);
	}
}

/* dst[i] = m[i] ? src[i] : dst[i], in typed loops the compiler vectorises. */
static void masked_copy(uint8_t *dst, const uint8_t *src, const uint8_t *m, unsigned n,
                        unsigned cpp)
{
	if (cpp == 1) {
		for (unsigned i = 0; i < n; i++)
			dst[i] = m[i] ? src[i] : dst[i];
	} else if (cpp == 2) {
		uint16_t d[0x1000], sv[0x1000];
		memcpy(d, dst, (size_t)n * 2);
		memcpy(sv, src, (size_t)n * 2);
		for (unsigned i = 0; i < n; i++)
			d[i] = m[i] ? sv[i] : d[i];
		memcpy(dst, d, (size_t)n * 2);
	} else {
		uint32_t d[0x1000], sv[0x1000];
		memcpy(d, dst, (size_t)n * 4);
		memcpy(sv, src, (size_t)n * 4);
		for (unsigned i = 0; i < n; i++)
			d[i] = m[i] ? sv[i] : d[i];
		memcpy(dst, d, (size_t)n * 4);
	}
}

/* One buffer's rows. rows holds, for each row phase, the finished pixels
 * of the span; mask (NULL when every pixel is written) says which. */
static void fill_buffer(struct nv01_pgraph *g, int buf, int x0, int y0, int x1, int y1,
                        unsigned per, const uint8_t *rows, const uint8_t *mask)
{
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	unsigned n = (unsigned)(x1 - x0);
	for (int y = y0; y < y1; y++) {
		unsigned ph = per == 1 ? 0 : (unsigned)y % per;
		const uint8_t *row = rows + (size_t)ph * n * cpp;
		const uint8_t *m = mask ? mask + (size_t)ph * n : NULL;
		uint8_t *p = row_ptr(g, x0, y, n, buf);
		if (p && !m) {
			memcpy(p, row, (size_t)n * cpp);
			continue;
		}
		if (p) {
			masked_copy(p, row, m, n, cpp);
			continue;
		}
		for (unsigned i = 0; i < n; i++) {
			if (m && !m[i])
				continue;
			uint8_t *q = sgpu_memspace_ptr(
			        g->vram, nv01_fb_pixel_addr(&g->fb, x0 + (int)i, y, buf), cpp);
			if (q)
				memcpy(q, row + (size_t)i * cpp, cpp);
		}
	}
}

bool nv01_fast_fill(struct nv01_pgraph *g, int x0, int y0, int x1, int y1, struct nv01_color c)
{
	if (!fill_ok(g))
		return false;
	unsigned per = period(g);
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	unsigned n = (unsigned)(x1 - x0);
	unsigned nrows = per < (unsigned)(y1 - y0) ? per : (unsigned)(y1 - y0);
	static _Thread_local uint8_t rows[64 * 0x1000 * 4];
	static _Thread_local uint8_t mask[64 * 0x1000];
	bool all = true;
	/* The reference ROP gives every phase's value; the old pixel does
	 * not matter (fill_ok), 0 stands in for it. */
	for (unsigned r = 0; r < nrows; r++) {
		unsigned ph = per == 1 ? 0 : (unsigned)(y0 + (int)r) % per;
		uint8_t *row = rows + (size_t)ph * n * cpp;
		uint8_t *m = mask + (size_t)ph * n;
		for (unsigned i = 0; i < n && i < per; i++) {
			bool w;
			int x = x0 + (int)i, y = y0 + (int)r;
			uint32_t v = nv01_rop_pixel(&g->s, &g->fb, x, y, 0, c, &w);
			put(row + (size_t)i * cpp, cpp, v);
			m[i] = w;
			all &= w;
		}
		/* the rest of the row repeats the first per pixels: double the
		 * copied span each time */
		for (unsigned have = per; have < n;) {
			unsigned k = have < n - have ? have : n - have;
			memcpy(row + (size_t)have * cpp, row, (size_t)k * cpp);
			memcpy(m + have, m, k);
			have += k;
		}
	}
	unsigned bufs = nv01_dst_buffers(g);
	for (int buf = 0; buf < 2; buf++)
		if (bufs >> buf & 1)
			fill_buffer(g, buf, x0, y0, x1, y1, per, rows, all ? NULL : mask);
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

/* VRAM holds bytes; these types may alias them (pixel addresses are
 * multiples of the pixel size, and the host is little-endian like VRAM;
 * see docs/hw/nv1-pgraph.md). */
typedef uint16_t __attribute__((may_alias)) u16a;
typedef uint32_t __attribute__((may_alias)) u32a;

/* The two byte ranges do not overlap (compared as integers: they may
 * lie anywhere in the VRAM array). */
static bool disjoint(const uint8_t *a, const uint8_t *b, size_t len)
{
	uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
	return x + len <= y || y + len <= x;
}

/* Row copies: the colour bits of the source, CLUT_BYPASS on top; chroma
 * keyed pixels keep the destination. Typed loops the compiler vectorises. */
static void blit_row8(uint8_t *dst, const uint8_t *src, unsigned n, bool chroma, uint32_t key)
{
	if (!chroma) {
		memmove(dst, src, n); /* rows may overlap */
		return;
	}
	for (unsigned i = 0; i < n; i++)
		dst[i] = src[i] == key ? dst[i] : src[i];
}

static void blit_row16(uint8_t *dst, const uint8_t *src, unsigned n, bool chroma, uint32_t key,
                       uint32_t top)
{
	uint16_t d[0x1000], sv[0x1000];
	if (!chroma && disjoint(dst, src, (size_t)n * 2)) {
		/* one pass: read, set the top bit, write */
		u16a *p = (u16a *)(void *)dst;
		const u16a *q = (const u16a *)(const void *)src;
		for (unsigned i = 0; i < n; i++)
			p[i] = (uint16_t)((q[i] & 0x7fff) | top);
		return;
	}
	if (!chroma) {
		/* overlapping rows move as bytes; then the top bit is fixed in place */
		memmove(dst, src, (size_t)n * 2);
		u16a *p = (u16a *)(void *)dst;
		for (unsigned i = 0; i < n; i++)
			p[i] = (uint16_t)((p[i] & 0x7fff) | top);
		return;
	}
	memcpy(sv, src, (size_t)n * 2);
	memcpy(d, dst, (size_t)n * 2);
	for (unsigned i = 0; i < n; i++) {
		uint16_t v = (uint16_t)((sv[i] & 0x7fff) | top);
		d[i] = (sv[i] & 0x7fff) == key ? d[i] : v;
	}
	memcpy(dst, d, (size_t)n * 2);
}

static void blit_row32(uint8_t *dst, const uint8_t *src, unsigned n, bool chroma, uint32_t key,
                       uint32_t top)
{
	uint32_t d[0x1000], sv[0x1000];
	if (!chroma && disjoint(dst, src, (size_t)n * 4)) {
		u32a *p = (u32a *)(void *)dst;
		const u32a *q = (const u32a *)(const void *)src;
		for (unsigned i = 0; i < n; i++)
			p[i] = (q[i] & 0x3fffffff) | top;
		return;
	}
	if (!chroma) {
		memmove(dst, src, (size_t)n * 4);
		u32a *p = (u32a *)(void *)dst;
		for (unsigned i = 0; i < n; i++)
			p[i] = (p[i] & 0x3fffffff) | top;
		return;
	}
	memcpy(sv, src, (size_t)n * 4);
	memcpy(d, dst, (size_t)n * 4);
	for (unsigned i = 0; i < n; i++) {
		uint32_t v = (sv[i] & 0x3fffffff) | top;
		d[i] = (sv[i] & 0x3fffffff) == key ? d[i] : v;
	}
	memcpy(dst, d, (size_t)n * 4);
}

/* SRCCOPY blits (optionally chroma keyed) between rows of one format: the
 * pixel keeps its colour bits, takes CLUT_BYPASS as its top bit. */
bool nv01_fast_blit(struct nv01_pgraph *g, int sx, int sy, int dx, int dy, int w, int h)
{
	const struct nv01_gr_state *s = &g->s;
	if (!HOST_LE || NV01_OPT_OP(s->ctx_switch) != NV01_OP_SRCCOPY ||
	    (s->ctx_switch & NV01_OPT_PLANE) || (s->cliprect_config & 3))
		return false;
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	/* A 16bpp source pixel works in R5G5B5: DITHER does not apply. */
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
		const uint8_t *line = sgpu_memspace_ptr(g->vram, as, (uint64_t)n * cpp);
		for (int buf = 0; buf < 2; buf++) {
			if (!(bufs >> buf & 1))
				continue;
			uint32_t ad =
			        nv01_fb_pixel_addr(&g->fb, (int)(dx + l), (int)(dy + row), buf);
			uint8_t *dst = sgpu_memspace_ptr(g->vram, ad, (uint64_t)n * cpp);
			if (cpp == 1)
				blit_row8(dst, line, n, chroma, key);
			else if (cpp == 2)
				blit_row16(dst, line, n, chroma, key, top);
			else
				blit_row32(dst, line, n, chroma, key, top);
		}
	}
	return true;
}
