/* NV1 fast paths: rectangle fills and bitwise blits for the common states.
 *
 * Fills take one of two routes:
 * - "const": the new pixel does not depend on the old one (no DST operand,
 *   no plane mask). Pixels are looked up in a table the reference ROP
 *   fills once per pattern colour (and per 16x16 dither phase), rows are
 *   built once per row phase and stored with memcpy or a masked row loop.
 * - "dst": ROPs that read the destination, chroma and plane mask, in the
 *   modes where the destination enters the ROP as its stored bits (every
 *   mode but R10G10B10 on a 16bpp framebuffer). A bitwise ROP with fixed
 *   SRC and PAT is new = B ^ (old & X) with B the result for old = 0 and
 *   X = B ^ (result for old = ~0); the reference ROP gives both once per
 *   pattern colour, and a branch-free row loop applies them. R10G10B10 on
 *   16bpp has its own loop: expand, the same ROP form, dither or truncate.
 * Blits: SRCCOPY copies rows; other bitwise ops pick each result bit from
 * four constants by the DST and SRC bits (both are stored bits there).
 * Every route checks the whole rectangle once (linear in VRAM, no wrap)
 * and works on direct row pointers. Anything else returns false before
 * writing, and the caller takes the reference path.
 * tests/unit/test_nv01_diff.c proves the routes equal to the reference. */
#include "nv/gr/nv01_pgraph.h"

#include <string.h>

#include "util/fill.h"

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HOST_LE 1
#else
#define HOST_LE 0 /* the fast paths store host words: reference path only */
#endif

/* VRAM holds bytes; these types may alias them (pixel addresses are
 * multiples of the pixel size, and the host is little-endian like VRAM;
 * see docs/hw/nv1-pgraph.md). */
typedef uint16_t __attribute__((may_alias)) u16a;
typedef uint32_t __attribute__((may_alias)) u32a;

/* Wider vectors where the host has them: the row loops are compiled for
 * the baseline, AVX2 and AVX-512BW, and picked at run time. They compute
 * the same; the differential test runs every level the host has. */
#if defined(__GNUC__) && defined(__x86_64__)
#define HAVE_SIMD 1
#define AVX2 __attribute__((target("avx2")))
#define AVX512 __attribute__((target("avx512f,avx512bw,avx512vl")))
#else
#define HAVE_SIMD 0
#endif

/* A row macro M(name, T, ATTR) instantiated for 8, 16 and 32-bit pixels at
 * every ISA level, and the table of them by [ISA level][pixel size]. */
#define ROW_SIZES(M, NAME, SUFFIX, ATTR)  \
	M(NAME##8##SUFFIX, uint8_t, ATTR) \
	M(NAME##16##SUFFIX, u16a, ATTR) M(NAME##32##SUFFIX, u32a, ATTR)
#define ROW_SIZES_TABLE(NAME, SUFFIX)                               \
	{                                                           \
		NAME##8##SUFFIX, NAME##16##SUFFIX, NAME##32##SUFFIX \
	}
#if HAVE_SIMD
#define ROW_FUNCTIONS(M, NAME)          \
	ROW_SIZES(M, NAME, , )          \
	ROW_SIZES(M, NAME, _avx2, AVX2) \
	ROW_SIZES(M, NAME, _avx512, AVX512)
#define ROW_TABLE(NAME)                                                \
	{                                                              \
		ROW_SIZES_TABLE(NAME, ), ROW_SIZES_TABLE(NAME, _avx2), \
		        ROW_SIZES_TABLE(NAME, _avx512)                 \
	}
#else
#define ROW_FUNCTIONS(M, NAME) ROW_SIZES(M, NAME, , )
#define ROW_TABLE(NAME)                 \
	{                               \
		ROW_SIZES_TABLE(NAME, ) \
	}
#endif

static unsigned isa_cap = 2;

void nv01_fast_set_isa(unsigned cap)
{
	isa_cap = cap;
}

/* 0 baseline, 1 AVX2, 2 AVX-512BW: the widest allowed that the host has. */
static unsigned isa(void)
{
#if HAVE_SIMD
	__builtin_cpu_init();
	if (isa_cap >= 2 && __builtin_cpu_supports("avx512bw") &&
	    __builtin_cpu_supports("avx512vl"))
		return 2;
	if (isa_cap >= 1 && __builtin_cpu_supports("avx2"))
		return 1;
#endif
	return 0;
}

#define MAXW 0x1000 /* the XY logic clips to 12-bit coordinates */

/* ------------------------------------------------------------------ rectangles in VRAM */

/* A rectangle of one buffer as a direct pointer to its first pixel and
 * a row pitch. */
struct rect_ptr {
	uint8_t *p;
	size_t pitch;
};

/* Pixel (x, y) of buffer buf is at ((y * width + x) * cpp) wrapped to VRAM
 * or its half (nv01_fb_pixel_addr). When the last pixel of [x0,x1)x[y0,y1)
 * does not wrap, no pixel does, and the rectangle is one linear range. */
static bool rect_map(struct nv01_pgraph *g, int buf, int x0, int y0, int x1, int y1,
                     struct rect_ptr *r)
{
	uint64_t cpp = nv01_fb_cpp(g->fb.config), width = nv01_fb_width(g->fb.config);
	uint64_t memsize = 1ull << (20 + (g->fb.boot & 3));
	bool dbl = g->fb.config >> 12 & 1;
	uint64_t lim = dbl ? memsize / 2 : memsize;
	if (x0 < 0 || y0 < 0 || x1 <= x0 || y1 <= y0)
		return false;
	uint64_t first = ((uint64_t)y0 * width + (uint64_t)x0) * cpp;
	uint64_t end = ((uint64_t)(y1 - 1) * width + (uint64_t)(x1 - 1)) * cpp + cpp;
	if (end > lim)
		return false;
	uint64_t base = dbl ? (uint64_t)(buf & 1) * lim : 0;
	r->p = sgpu_memspace_ptr(g->vram, base + first, end - first);
	r->pitch = (size_t)(width * cpp);
	return r->p != NULL;
}

/* ------------------------------------------------------------------ cliprects */

/* Whether buffer buf is clipped by cliprects at all (nv01_cliprect_pass). */
static bool cliprects_on(const struct nv01_gr_state *s, int buf)
{
	return (s->cliprect_config & 3) && !(buf == 1 && (s->canvas_config >> 4 & 1));
}

/* The spans [sp[k][0], sp[k][1]) of row y within [x0, x1) whose pixels
 * pass the cliprects of buffer buf, in increasing x; returns how many (at
 * most 3). nv01_cliprect_pass per pixel, a row at a time. */
static unsigned clip_spans(const struct nv01_gr_state *s, int buf, int y, int x0, int x1,
                           int sp[3][2])
{
	if (!cliprects_on(s, buf)) {
		sp[0][0] = x0;
		sp[0][1] = x1;
		return 1;
	}
	unsigned num = s->cliprect_config & 3, k = 0;
	if (num == 3)
		num = 2; /* COUNT 3 acts as 2 */
	int iv[2][2];
	for (unsigned i = 0; i < num; i++) {
		int lo = (int)(s->cliprect_min[i] & 0xffff),
		    hi = (int)(s->cliprect_max[i] & 0xffff);
		if (y < (int)(s->cliprect_min[i] >> 16) || y >= (int)(s->cliprect_max[i] >> 16))
			continue;
		lo = lo > x0 ? lo : x0;
		hi = hi < x1 ? hi : x1;
		if (lo < hi) {
			iv[k][0] = lo;
			iv[k][1] = hi;
			k++;
		}
	}
	/* order and merge the covered intervals */
	if (k == 2 && iv[1][0] < iv[0][0]) {
		int t0 = iv[0][0], t1 = iv[0][1];
		iv[0][0] = iv[1][0];
		iv[0][1] = iv[1][1];
		iv[1][0] = t0;
		iv[1][1] = t1;
	}
	if (k == 2 && iv[1][0] <= iv[0][1]) {
		if (iv[1][1] > iv[0][1])
			iv[0][1] = iv[1][1];
		k = 1;
	}
	if (!(s->cliprect_config >> 4 & 1)) { /* MODE INCLUDED: the covered pixels */
		memcpy(sp, iv, sizeof(int[2]) * k);
		return k;
	}
	/* MODE OCCLUDED: the rest of the row */
	unsigned m = 0;
	int cur = x0;
	for (unsigned i = 0; i < k; i++) {
		if (iv[i][0] > cur) {
			sp[m][0] = cur;
			sp[m][1] = iv[i][0];
			m++;
		}
		cur = iv[i][1];
	}
	if (cur < x1) {
		sp[m][0] = cur;
		sp[m][1] = x1;
		m++;
	}
	return m;
}

/* ------------------------------------------------------------------ patterns */

/* Pattern bit periods in x and y for each PATTERN_SHAPE (8x8, 64x1, 1x64,
 * and the shape 3 that indexes with (y & 0x3f) | (x & 0x3c)). */
static const unsigned pat_px[4] = {8, 64, 1, 64};
static const unsigned pat_py[4] = {8, 1, 64, 64};

/* The pattern colour index of pixel (x, y), as nv01_rop.c pattern_pixel. */
static inline unsigned pat_index(const struct nv01_gr_state *s, unsigned x, unsigned y)
{
	unsigned bit;
	switch (s->pattern_shape & 3) {
	case 0: bit = (x & 7) | (y & 7) << 3; break;
	case 1: bit = x & 0x3f; break;
	case 2: bit = y & 0x3f; break;
	default: bit = (y & 0x3f) | (x & 0x3c); break;
	}
	return s->pattern_bitmap[bit >> 5] >> (bit & 0x1f) & 1;
}

/* A copy of the state whose pattern is all colour idx. */
static void solid_pattern(struct nv01_gr_state *t, unsigned idx)
{
	t->pattern_bitmap[0] = t->pattern_bitmap[1] = idx ? ~0u : 0;
}

/* Repeats the first per elements (of size sz) of a row of n. */
static void repeat(uint8_t *row, unsigned per, unsigned n, size_t sz)
{
	for (unsigned have = per; have < n;) {
		unsigned k = have < n - have ? have : n - have;
		memcpy(row + (size_t)have * sz, row, (size_t)k * sz);
		have += k;
	}
}

/* Row phase buffers, per thread: up to 64 row phases of up to 4096 pixels. */
static _Thread_local _Alignas(64) uint8_t vrows[64 * MAXW * 4];
static _Thread_local _Alignas(64) uint8_t mrows[64 * MAXW];

/* ------------------------------------------------------------------ const route */

/* dst[i] = m[i] ? src[i] : dst[i] over one VRAM row. */
static void masked_store(uint8_t *dst, const uint8_t *src, const uint8_t *m, unsigned n,
                         unsigned cpp)
{
	if (cpp == 1) {
		for (unsigned i = 0; i < n; i++)
			dst[i] = m[i] ? src[i] : dst[i];
	} else if (cpp == 2) {
		u16a *d = (u16a *)(void *)dst;
		const u16a *v = (const u16a *)(const void *)src;
		for (unsigned i = 0; i < n; i++)
			d[i] = m[i] ? v[i] : d[i];
	} else {
		u32a *d = (u32a *)(void *)dst;
		const u32a *v = (const u32a *)(const void *)src;
		for (unsigned i = 0; i < n; i++)
			d[i] = m[i] ? v[i] : d[i];
	}
}

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

/* Pixel values of the const route: by pattern colour and, when dithering
 * to 16bpp, by 16x16 dither phase. */
struct const_tab {
	uint32_t v[2][16][16];
	bool w[2][16][16];
	unsigned dmask; /* 15 when dithering, else 0 */
	bool pat;
};

/* The table entries the rectangle from (x0, y0), n x h, uses: no more
 * reference calls than it has pixels (two pattern colours aside). */
static void const_table(struct nv01_pgraph *g, struct nv01_color c, int x0, int y0, unsigned n,
                        unsigned h, struct const_tab *t)
{
	struct nv01_gr_state st = g->s;
	unsigned npat = t->pat ? 2 : 1;
	unsigned ny = h < t->dmask + 1 ? h : t->dmask + 1, nx = n < t->dmask + 1 ? n : t->dmask + 1;
	for (unsigned idx = 0; idx < npat; idx++) {
		solid_pattern(&st, idx);
		/* the old pixel does not matter on this route: 0 stands in */
		for (unsigned r = 0; r < ny; r++) {
			unsigned y = (unsigned)y0 + r;
			for (unsigned i = 0; i < nx; i++) {
				unsigned x = (unsigned)x0 + i;
				unsigned ty = y & t->dmask, tx = x & t->dmask;
				t->v[idx][ty][tx] = nv01_rop_pixel(&st, &g->fb, (int)x, (int)y, 0,
				                                   c, &t->w[idx][ty][tx]);
			}
		}
	}
}

static void fill_const(struct nv01_pgraph *g, const struct rect_ptr *rp, unsigned bufs, int x0,
                       int y0, int x1, int y1, struct nv01_color c)
{
	struct const_tab t;
	const struct nv01_gr_state *s = &g->s;
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	unsigned n = (unsigned)(x1 - x0), h = (unsigned)(y1 - y0);
	t.pat = nv01_op_uses_pat(NV01_OPT_OP(s->ctx_switch));
	t.dmask = (cpp == 2 && (s->canvas_config >> 16 & 1)) ? 15 : 0;
	unsigned shape = s->pattern_shape & 3;
	unsigned px = t.pat ? pat_px[shape] : 1, py = t.pat ? pat_py[shape] : 1;
	if (px < t.dmask + 1)
		px = t.dmask + 1;
	if (py < t.dmask + 1)
		py = t.dmask + 1;
	const_table(g, c, x0, y0, n, h, &t);
	/* every row phase: its pixels, which are written, and whether all or
	 * none are */
	uint8_t full[64], none[64], uni[64] = {0};
	uint32_t uni_v[64];
	unsigned nrows = py < h ? py : h;
	for (unsigned r = 0; r < nrows; r++) {
		unsigned y = (unsigned)y0 + r, ph = y % py;
		uint8_t *row = vrows + (size_t)ph * n * cpp, *m = mrows + (size_t)ph * n;
		unsigned k = px < n ? px : n;
		bool all = true, any = false, same = true;
		for (unsigned i = 0; i < k; i++) {
			unsigned x = (unsigned)x0 + i;
			unsigned idx = t.pat ? pat_index(s, x, y) : 0;
			uint32_t v = t.v[idx][y & t.dmask][x & t.dmask];
			put(row + (size_t)i * cpp, cpp, v);
			m[i] = t.w[idx][y & t.dmask][x & t.dmask];
			all &= m[i];
			any |= m[i];
			if (!i)
				uni_v[ph] = v;
			same &= v == uni_v[ph];
		}
		full[ph] = all;
		none[ph] = !any;
		/* every pixel written, all one colour: the row is a fill
		 * (util/fill.h), no row to build */
		uni[ph] = all && same;
		if (!uni[ph]) {
			repeat(row, k, n, cpp);
			repeat(m, k, n, 1);
		}
	}
	/* one colour everywhere: rows of the framebuffer's whole width are
	 * one range, stored by one fill (as fast as the host's memset of it,
	 * where row by row would not be: util/fill.h) */
	bool one = uni[(unsigned)y0 % py];
	for (unsigned r = 1; r < nrows; r++) {
		unsigned ph = ((unsigned)y0 + r) % py;
		one &= uni[ph] && uni_v[ph] == uni_v[(unsigned)y0 % py];
	}
	for (int buf = 0; buf < 2; buf++) {
		if (!(bufs >> buf & 1))
			continue;
		uint8_t *p = rp[buf].p;
		if (one && rp[buf].pitch == (size_t)n * cpp && !cliprects_on(s, buf)) {
			sgpu_fill(p, (size_t)h * n * cpp,
			          sgpu_fill_pat(uni_v[(unsigned)y0 % py], cpp));
			continue;
		}
		for (unsigned r = 0; r < h; r++, p += rp[buf].pitch) {
			unsigned ph = ((unsigned)y0 + r) % py;
			const uint8_t *row = vrows + (size_t)ph * n * cpp;
			if (none[ph])
				continue;
			int sp[3][2];
			unsigned ns = clip_spans(s, buf, y0 + (int)r, x0, x1, sp);
			for (unsigned k = 0; k < ns; k++) {
				size_t off = (size_t)(sp[k][0] - x0),
				       len = (size_t)(sp[k][1] - sp[k][0]);
				if (uni[ph])
					sgpu_fill(p + off * cpp, len * cpp,
					          sgpu_fill_pat(uni_v[ph], cpp));
				else if (full[ph])
					memcpy(p + off * cpp, row + off * cpp, len * cpp);
				else
					masked_store(p + off * cpp, row + off * cpp,
					             mrows + (size_t)ph * n + off, (unsigned)len,
					             cpp);
			}
		}
	}
}

/* ------------------------------------------------------------------ dst route */

/* new = top | B ^ (old & X), then chroma and plane, by pattern colour. */
struct dst_op {
	uint32_t b[2], x[2], w[2];
	uint32_t key, pm, npm, top; /* npm: the mode's colour bits outside the plane mask */
	bool chroma, plane;
};

/* The rows of one buffer: VRAM rows from p, and the B, X and W arrays
 * (W: which pixels the pattern lets through) of each row's pattern phase. */
struct dst_rows {
	uint8_t *p;
	size_t pitch;
	unsigned n, h, y0, py;
	const uint8_t *tab; /* phase ph's B at tab + ph * 3 * stride, then X, W */
	size_t stride;
	const struct dst_op *o;
};

/* One row, branch-free so that the compiler vectorises it; the flags are
 * constants in every instance (DST_RECT below). The chroma key compares
 * the ROP result before the plane mask, as the reference does. */
#define DST_ROW(NAME, T)                                                                         \
	static inline __attribute__((always_inline)) void NAME(                                  \
	        T *restrict p, const T *restrict bv, const T *restrict xv, const T *restrict wv, \
	        unsigned n, const struct dst_op *o, bool chroma, bool plane, bool w)             \
	{                                                                                        \
		const T key = (T)o->key, pm = (T)o->pm, npm = (T)o->npm, top = (T)o->top;        \
		for (unsigned i = 0; i < n; i++) {                                               \
			T d = p[i];                                                              \
			T r = (T)(bv[i] ^ (d & xv[i]));                                          \
			T keep = w ? wv[i] : (T) ~(T)0;                                          \
			if (chroma)                                                              \
				keep &= (T)((T)(r == key) - 1u);                                 \
			if (plane)                                                               \
				r = (T)((pm & r) | (npm & d));                                   \
			p[i] = (T)(d ^ (keep & ((T)(top | r) ^ d)));                             \
		}                                                                                \
	}

DST_ROW(dst_row8, uint8_t)
DST_ROW(dst_row16, u16a)
DST_ROW(dst_row32, u32a)

/* Every row of one buffer, one instance per flag combination. */
#define DST_RECT(NAME, ROW, T, ATTR)                                                               \
	static inline __attribute__((always_inline)) void NAME##_f(const struct dst_rows *d,       \
	                                                           bool ch, bool pl, bool w)       \
	{                                                                                          \
		uint8_t *p = d->p;                                                                 \
		for (unsigned r = 0; r < d->h; r++, p += d->pitch) {                               \
			const uint8_t *t = d->tab + (size_t)((d->y0 + r) % d->py) * 3 * d->stride; \
			ROW((T *)(void *)p, (const T *)(const void *)t,                            \
			    (const T *)(const void *)(t + d->stride),                              \
			    (const T *)(const void *)(t + 2 * d->stride), d->n, d->o, ch, pl, w);  \
		}                                                                                  \
	}                                                                                          \
	ATTR static void NAME(const struct dst_rows *d, bool w)                                    \
	{                                                                                          \
		bool ch = d->o->chroma, pl = d->o->plane;                                          \
		if (ch && pl)                                                                      \
			w ? NAME##_f(d, true, true, true) : NAME##_f(d, true, true, false);        \
		else if (ch)                                                                       \
			w ? NAME##_f(d, true, false, true) : NAME##_f(d, true, false, false);      \
		else if (pl)                                                                       \
			w ? NAME##_f(d, false, true, true) : NAME##_f(d, false, true, false);      \
		else                                                                               \
			w ? NAME##_f(d, false, false, true) : NAME##_f(d, false, false, false);    \
	}

DST_RECT(dst_rect8, dst_row8, uint8_t, )
DST_RECT(dst_rect16, dst_row16, u16a, )
DST_RECT(dst_rect32, dst_row32, u32a, )
#if HAVE_SIMD
DST_RECT(dst_rect8_avx2, dst_row8, uint8_t, AVX2)
DST_RECT(dst_rect16_avx2, dst_row16, u16a, AVX2)
DST_RECT(dst_rect32_avx2, dst_row32, u32a, AVX2)
DST_RECT(dst_rect8_avx512, dst_row8, uint8_t, AVX512)
DST_RECT(dst_rect16_avx512, dst_row16, u16a, AVX512)
DST_RECT(dst_rect32_avx512, dst_row32, u32a, AVX512)
#endif

/* by ISA level and log2 of the pixel size (1, 2, 4 bytes) */
static void (*const dst_rect[3][3])(const struct dst_rows *, bool) = ROW_TABLE(dst_rect);

/* The dst route's constants from the reference ROP; false when the state
 * writes nothing at all. */
static bool dst_setup(struct nv01_pgraph *g, struct nv01_color c, enum nv01_mode mode,
                      struct dst_op *o)
{
	const struct nv01_gr_state *s = &g->s;
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	bool pat = nv01_op_uses_pat(NV01_OPT_OP(s->ctx_switch));
	o->plane = s->ctx_switch & NV01_OPT_PLANE;
	/* PLANE_ALPHA_ENABLE with a zero plane alpha discards every pixel */
	if (o->plane && !(s->plane >> 30 & 1) && (s->debug_a >> 28 & 1))
		return false;
	uint32_t mask = mode == NV01_MODE_Y8 ? 0xff : mode == NV01_MODE_RGB5 ? 0x7fff : 0x3fffffff;
	o->chroma = (s->ctx_switch & NV01_OPT_CHROMA) && (s->chroma >> 30 & 1);
	o->key = nv01_state_color(mode, s->chroma);
	o->pm = o->plane ? nv01_state_color(mode, s->plane) : mask;
	o->npm = mask & ~o->pm;
	o->top = cpp == 1 ? 0 : (uint32_t)(s->canvas_config & 1) << (cpp * 8 - 1);
	/* The ROP alone: no chroma key, a plane mask of all ones (the PLANE
	 * option itself stays: it decides the DEBUG_A keep-DST rule). */
	struct nv01_gr_state st = *s;
	st.ctx_switch &= ~NV01_OPT_CHROMA;
	st.plane = 0x7fffffff;
	uint32_t ones = cpp == 4 ? ~0u : (1u << (cpp * 8)) - 1;
	bool any = false;
	for (unsigned idx = 0; idx < 2; idx++) {
		bool w0, w1;
		solid_pattern(&st, pat ? idx : 0);
		uint32_t b = nv01_rop_pixel(&st, &g->fb, 0, 0, 0, c, &w0) & mask;
		uint32_t a = nv01_rop_pixel(&st, &g->fb, 0, 0, ones, c, &w1) & mask;
		o->b[idx] = b;
		o->x[idx] = a ^ b;
		o->w[idx] = w0 && w1 ? ~0u : 0;
		any |= w0 && w1;
	}
	return any;
}

/* Pattern phase row y's B, X, W arrays at t (elements of cpp bytes). */
static void dst_phase(const struct nv01_gr_state *s, const struct dst_op *o, bool pat, int x0,
                      unsigned y, unsigned n, unsigned cpp, uint8_t *t, size_t stride)
{
	unsigned px = pat ? pat_px[s->pattern_shape & 3] : 1, k = px < n ? px : n;
	for (unsigned i = 0; i < k; i++) {
		unsigned idx = pat ? pat_index(s, (unsigned)x0 + i, y) : 0;
		put(t + (size_t)i * cpp, cpp, o->b[idx]);
		put(t + stride + (size_t)i * cpp, cpp, o->x[idx]);
		put(t + 2 * stride + (size_t)i * cpp, cpp, o->w[idx]);
	}
	for (unsigned j = 0; j < 3; j++)
		repeat(t + j * stride, k, n, cpp);
}

static void fill_dst(struct nv01_pgraph *g, const struct rect_ptr *rp, unsigned bufs, int x0,
                     int y0, int x1, int y1, const struct dst_op *o)
{
	const struct nv01_gr_state *s = &g->s;
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	unsigned n = (unsigned)(x1 - x0), h = (unsigned)(y1 - y0);
	bool pat = nv01_op_uses_pat(NV01_OPT_OP(s->ctx_switch));
	unsigned py = pat ? pat_py[s->pattern_shape & 3] : 1;
	struct dst_rows d = {.n = n, .o = o, .stride = (size_t)n * cpp};
	/* every phase's arrays when they fit the buffer, else one row at a time */
	bool all = py * 3 * d.stride <= sizeof(vrows);
	unsigned nph = all ? (py < h ? py : h) : 0;
	for (unsigned r = 0; r < nph; r++) {
		unsigned y = (unsigned)y0 + r;
		dst_phase(s, o, pat, x0, y, n, cpp, vrows + (size_t)(y % py) * 3 * d.stride,
		          d.stride);
	}
	bool w = o->w[0] != o->w[1];
	void (*rect)(const struct dst_rows *, bool) = dst_rect[isa()][cpp / 2];
	for (int buf = 0; buf < 2; buf++) {
		if (!(bufs >> buf & 1))
			continue;
		d.tab = vrows;
		if (all && !cliprects_on(s, buf)) {
			d.n = n;
			d.p = rp[buf].p;
			d.pitch = rp[buf].pitch;
			d.h = h;
			d.y0 = (unsigned)y0;
			d.py = py;
			rect(&d, w);
			continue;
		}
		/* a row (and a span of it) at a time */
		d.h = 1;
		d.y0 = 0;
		d.py = 1;
		d.pitch = 0;
		for (unsigned r = 0; r < h; r++) {
			unsigned y = (unsigned)y0 + r;
			const uint8_t *tab = vrows + (size_t)(y % py) * 3 * d.stride;
			if (!all) {
				dst_phase(s, o, pat, x0, y, n, cpp, vrows, d.stride);
				tab = vrows;
			}
			int sp[3][2];
			unsigned ns = clip_spans(s, buf, (int)y, x0, x1, sp);
			for (unsigned k = 0; k < ns; k++) {
				size_t off = (size_t)(sp[k][0] - x0) * cpp;
				d.p = rp[buf].p + (size_t)r * rp[buf].pitch + off;
				d.tab = tab + off;
				d.n = (unsigned)(sp[k][1] - sp[k][0]);
				rect(&d, w);
			}
		}
	}
}

/* ------------------------------------------------------------------ dst route, 16bpp R10G10B10 */

/* A 16bpp destination in the R10G10B10 working mode (sources of more than
 * 5 bits a component, expanded Y8) enters the ROP expanded to 10 bits and
 * leaves it converted back, dithered or not (nv01_rop.c to_r5g5b5). The
 * ROP is still new = B ^ (old & X), on the expanded bits. */
struct dst10_op {
	uint32_t b[2], x[2], w[2];
	uint32_t key, nochroma, pm, npm, rep, top;
};

/* One row, branch-free. tr and tg: per pixel, which of the 8 dither steps
 * round up (red and blue, green). */
#define DST10_ROW(NAME, ATTR, DITHER)                                                             \
	ATTR static void NAME(uint8_t *row, const uint32_t *restrict bv,                          \
	                      const uint32_t *restrict xv, const uint32_t *restrict wv,           \
	                      const uint8_t *restrict tr, const uint8_t *restrict tg, unsigned n, \
	                      const struct dst10_op *o)                                           \
	{                                                                                         \
		u16a *restrict p = (u16a *)(void *)row;                                           \
		const uint32_t key = o->key, noch = o->nochroma, pm = o->pm, npm = o->npm;        \
		const uint32_t rep = o->rep, top = o->top;                                        \
		(void)tr;                                                                         \
		(void)tg;                                                                         \
		for (unsigned i = 0; i < n; i++) {                                                \
			uint32_t d = p[i];                                                        \
			uint32_t d10 = (d & 0x7c00) << 15 | (d & 0x3e0) << 10 | (d & 0x1f) << 5;  \
			d10 |= d10 >> 5 & rep;                                                    \
			uint32_t r = bv[i] ^ (d10 & xv[i]);                                       \
			uint32_t keep = wv[i] & (((uint32_t)(r == key) - 1u) | noch);             \
			r = (pm & r) | (npm & d10);                                               \
			uint32_t out;                                                             \
			if (DITHER) {                                                             \
				uint32_t cr = r >> 22 & 0xff, cg = r >> 12 & 0xff;                \
				uint32_t cb = r >> 2 & 0xff;                                      \
				uint32_t br = cr >> 3, bg = cg >> 3, bb = cb >> 3;                \
				br += (uint32_t)(tr[i] >> (cr & 7) & 1) & (br < 31);              \
				bg += (uint32_t)(tg[i] >> (cg & 7) & 1) & (bg < 31);              \
				bb += (uint32_t)(tr[i] >> (cb & 7) & 1) & (bb < 31);              \
				out = br << 10 | bg << 5 | bb;                                    \
			} else {                                                                  \
				out = (r >> 15 & 0x7c00) | (r >> 10 & 0x3e0) | (r >> 5 & 0x1f);   \
			}                                                                         \
			p[i] = (uint16_t)(keep ? (out | top) : d);                                \
		}                                                                                 \
	}

DST10_ROW(dst10_row, , 0)
DST10_ROW(dst10_row_dither, , 1)
#if HAVE_SIMD
DST10_ROW(dst10_row_avx2, AVX2, 0)
DST10_ROW(dst10_row_dither_avx2, AVX2, 1)
DST10_ROW(dst10_row_avx512, AVX512, 0)
DST10_ROW(dst10_row_dither_avx512, AVX512, 1)
#endif

typedef void dst10_row_fn(uint8_t *, const uint32_t *, const uint32_t *, const uint32_t *,
                          const uint8_t *, const uint8_t *, unsigned, const struct dst10_op *);
/* by ISA level and dithering */
static dst10_row_fn *const dst10_rows[3][2] = {
        {dst10_row, dst10_row_dither},
#if HAVE_SIMD
        {dst10_row_avx2, dst10_row_dither_avx2},
        {dst10_row_avx512, dst10_row_dither_avx512},
#endif
};

/* The constants, from the reference ROP's parts (nv01_rop_pixel's bitwise
 * branch in the R10G10B10 mode); false when nothing is written. */
static bool dst10_setup(const struct nv01_gr_state *s, struct nv01_color c, struct dst10_op *o)
{
	unsigned op = NV01_OPT_OP(s->ctx_switch);
	bool plane = s->ctx_switch & NV01_OPT_PLANE, pat = nv01_op_uses_pat(op);
	const uint32_t mask = 0x3fffffff;
	if (!c.a)
		return false; /* zero source alpha */
	if (plane && !(s->plane >> 30 & 1) && (s->debug_a >> 28 & 1))
		return false; /* PLANE_ALPHA_ENABLE */
	uint8_t rop = nv01_xlat_rop(op, s->rop & 0xff);
	if (rop == 0xaa && (s->debug_a >> 20 & 1) && !plane)
		return false; /* DEBUG_A: a ROP that keeps DST writes nothing */
	uint32_t src = (uint32_t)c.r << 20 | (uint32_t)c.g << 10 | c.b;
	bool any = false;
	for (unsigned idx = 0; idx < 2; idx++) {
		uint32_t pv = nv01_state_color(NV01_MODE_RGB10, s->pattern_rgb[idx]);
		bool w = !pat || (s->pattern_a[idx] & 0xff);
		o->b[idx] = nv01_do_rop(rop, 0, src, pv) & mask;
		o->x[idx] = (nv01_do_rop(rop, mask, src, pv) & mask) ^ o->b[idx];
		o->w[idx] = w ? ~0u : 0;
		any |= w;
	}
	bool chroma = (s->ctx_switch & NV01_OPT_CHROMA) && (s->chroma >> 30 & 1);
	o->key = nv01_state_color(NV01_MODE_RGB10, s->chroma);
	o->nochroma = chroma ? 0 : ~0u;
	o->pm = plane ? nv01_state_color(NV01_MODE_RGB10, s->plane) : mask;
	o->npm = mask & ~o->pm;
	o->rep = (s->canvas_config >> 20 & 1) ? 0x01f07c1f : 0; /* REPLICATE: x * 0x21 */
	o->top = (uint32_t)(s->canvas_config & 1) << 15;
	return any;
}

/* Pattern/dither phase row y: B, X, W (32-bit), then the dither step
 * masks tr, tg (bytes), at t. */
static void dst10_phase(const struct nv01_gr_state *s, const struct dst10_op *o, bool pat,
                        bool dither, int x0, unsigned y, unsigned n, uint8_t *t)
{
	unsigned px = pat ? pat_px[s->pattern_shape & 3] : 1;
	if (dither && px < 16)
		px = 16;
	unsigned k = px < n ? px : n;
	uint32_t *bv = (uint32_t *)(void *)t, *xv = bv + n, *wv = xv + n;
	uint8_t *tr = (uint8_t *)(wv + n), *tg = tr + n;
	for (unsigned i = 0; i < k; i++) {
		unsigned x = (unsigned)x0 + i;
		unsigned idx = pat ? pat_index(s, x, y) : 0;
		bv[i] = o->b[idx];
		xv[i] = o->x[idx];
		wv[i] = o->w[idx];
		uint8_t mr = 0, mg = 0;
		for (int st = 0; dither && st < 8; st++) {
			/* base 0: the result is the round-up bit of step st */
			mr |= (uint8_t)(nv01_dither_10to5(st << 2, (int)x, (int)y, false) << st);
			mg |= (uint8_t)(nv01_dither_10to5(st << 2, (int)x, (int)y, true) << st);
		}
		tr[i] = mr;
		tg[i] = mg;
	}
	repeat((uint8_t *)bv, k, n, 4);
	repeat((uint8_t *)xv, k, n, 4);
	repeat((uint8_t *)wv, k, n, 4);
	repeat(tr, k, n, 1);
	repeat(tg, k, n, 1);
}

static void fill_dst10(struct nv01_pgraph *g, const struct rect_ptr *rp, unsigned bufs, int x0,
                       int y0, int x1, int y1, const struct dst10_op *o)
{
	const struct nv01_gr_state *s = &g->s;
	unsigned n = (unsigned)(x1 - x0), h = (unsigned)(y1 - y0);
	bool pat = nv01_op_uses_pat(NV01_OPT_OP(s->ctx_switch));
	bool dither = s->canvas_config >> 16 & 1;
	unsigned py = pat ? pat_py[s->pattern_shape & 3] : 1;
	if (dither && py < 16)
		py = 16;
	/* 3 words and 2 bytes a pixel; phases start on word boundaries */
	size_t block = ((size_t)n * 14 + 3) & ~(size_t)3;
	bool all = py * block <= sizeof(vrows);
	unsigned nph = all ? (py < h ? py : h) : 0;
	for (unsigned r = 0; r < nph; r++) {
		unsigned y = (unsigned)y0 + r;
		dst10_phase(s, o, pat, dither, x0, y, n, vrows + (size_t)(y % py) * block);
	}
	dst10_row_fn *fn = dst10_rows[isa()][dither];
	for (int buf = 0; buf < 2; buf++) {
		if (!(bufs >> buf & 1))
			continue;
		for (unsigned r = 0; r < h; r++) {
			unsigned y = (unsigned)y0 + r;
			uint8_t *t = vrows + (size_t)(y % py) * block;
			if (!all) {
				t = vrows;
				dst10_phase(s, o, pat, dither, x0, y, n, t);
			}
			const uint32_t *bv = (const uint32_t *)(const void *)t, *xv = bv + n,
			               *wv = xv + n;
			const uint8_t *tr = (const uint8_t *)(wv + n), *tg = tr + n;
			int sp[3][2];
			unsigned ns = clip_spans(s, buf, (int)y, x0, x1, sp);
			for (unsigned k = 0; k < ns; k++) {
				unsigned off = (unsigned)(sp[k][0] - x0);
				fn(rp[buf].p + (size_t)r * rp[buf].pitch + (size_t)off * 2,
				   bv + off, xv + off, wv + off, tr + off, tg + off,
				   (unsigned)(sp[k][1] - sp[k][0]), o);
			}
		}
	}
}

/* ------------------------------------------------------------------ fills */

bool nv01_fast_fill(struct nv01_pgraph *g, int x0, int y0, int x1, int y1, struct nv01_color c)
{
	const struct nv01_gr_state *s = &g->s;
	unsigned op = NV01_OPT_OP(s->ctx_switch);
	if (!HOST_LE || op == 0x16 || op > NV01_OP_BLEND_PS_IB || x1 - x0 > MAXW)
		return false;
	bool plane = s->ctx_switch & NV01_OPT_PLANE;
	bool blend = op >= NV01_OP_BLEND_DS_AA;
	bool dst = nv01_op_uses_dst(op, s->rop & 0xff) || (plane && !blend);
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	enum nv01_mode mode = nv01_rop_mode(s, cpp, c);
	/* the dst routes: bitwise ops */
	if (dst && blend)
		return false;
	/* Check every buffer's rectangle before writing anything. */
	unsigned bufs = nv01_dst_buffers(g);
	struct rect_ptr rp[2];
	for (int buf = 0; buf < 2; buf++)
		if ((bufs >> buf & 1) && !rect_map(g, buf, x0, y0, x1, y1, &rp[buf]))
			return false;
	if (!dst) {
		fill_const(g, rp, bufs, x0, y0, x1, y1, c);
		return true;
	}
	if (cpp == 2 && mode == NV01_MODE_RGB10) {
		struct dst10_op o10;
		if (dst10_setup(s, c, &o10))
			fill_dst10(g, rp, bufs, x0, y0, x1, y1, &o10);
		return true;
	}
	struct dst_op o;
	if (dst_setup(g, c, mode, &o))
		fill_dst(g, rp, bufs, x0, y0, x1, y1, &o);
	return true;
}

/* ------------------------------------------------------------------ blits */

/* One row: the colour bits of the source, CLUT_BYPASS on top; chroma
 * keyed pixels keep the destination. dst and src never overlap here. */
#define BLIT_ROW(NAME, T, ATTR)                                                              \
	ATTR static void NAME(uint8_t *drow, const uint8_t *srow, unsigned n, uint32_t cm32, \
	                      uint32_t top32, bool chroma, uint32_t key32)                   \
	{                                                                                    \
		T *restrict d = (T *)(void *)drow;                                           \
		const T *restrict q = (const T *)(const void *)srow;                         \
		const T cm = (T)cm32, top = (T)top32, key = (T)key32;                        \
		if (!chroma) {                                                               \
			for (unsigned i = 0; i < n; i++)                                     \
				d[i] = (T)((q[i] & cm) | top);                               \
			return;                                                              \
		}                                                                            \
		for (unsigned i = 0; i < n; i++) {                                           \
			T v = (T)(q[i] & cm);                                                \
			d[i] = v == key ? d[i] : (T)(v | top);                               \
		}                                                                            \
	}

ROW_FUNCTIONS(BLIT_ROW, blit_row)

typedef void blit_row_fn(uint8_t *, const uint8_t *, unsigned, uint32_t, uint32_t, bool, uint32_t);
static blit_row_fn *const blit_row[3][3] = ROW_TABLE(blit_row);

/* ROP blits: with SRC from the framebuffer, every working mode takes source
 * and destination as their stored bits (Y8, R5G5B5, R10G10B10), so with PAT
 * fixed a result bit is one of four constants picked by the DST and SRC
 * bits: r = t0 ^ ((t0 ^ t1) & dst), t = a ^ (e & src), per DST bit. */
struct blit_rop {
	uint32_t a0[2], e0[2], a1[2], e1[2], w[2]; /* by pattern colour */
	uint32_t mask, key, nochroma, pm, npm, top;
};

/* One row; ix[i] is pixel i's pattern colour, which picks the constants
 * (few bytes a pixel to read: the loop is bound by memory). */
#define BLIT_ROP_ROW(NAME, T, ATTR)                                                              \
	ATTR static void NAME(uint8_t *drow, const uint8_t *srow, const uint8_t *ix, unsigned n, \
	                      const struct blit_rop *o)                                          \
	{                                                                                        \
		T *restrict p = (T *)(void *)drow;                                               \
		const T *restrict q = (const T *)(const void *)srow;                             \
		const uint8_t *restrict pi = ix;                                                 \
		const T a0 = (T)o->a0[0], da0 = (T)(o->a0[0] ^ o->a0[1]);                        \
		const T e0 = (T)o->e0[0], de0 = (T)(o->e0[0] ^ o->e0[1]);                        \
		const T a1 = (T)o->a1[0], da1 = (T)(o->a1[0] ^ o->a1[1]);                        \
		const T e1 = (T)o->e1[0], de1 = (T)(o->e1[0] ^ o->e1[1]);                        \
		const T w0 = (T)o->w[0], dw = (T)(o->w[0] ^ o->w[1]);                            \
		const T mask = (T)o->mask, key = (T)o->key, noch = (T)o->nochroma;               \
		const T pm = (T)o->pm, npm = (T)o->npm, top = (T)o->top;                         \
		for (unsigned i = 0; i < n; i++) {                                               \
			T sel = (T)(0u - pi[i]);                                                 \
			T d = p[i], sv = (T)(q[i] & mask), dm = (T)(d & mask);                   \
			T t0 = (T)((a0 ^ (da0 & sel)) ^ ((e0 ^ (de0 & sel)) & sv));              \
			T t1 = (T)((a1 ^ (da1 & sel)) ^ ((e1 ^ (de1 & sel)) & sv));              \
			T r = (T)(t0 ^ ((t0 ^ t1) & dm));                                        \
			T keep = (T)((w0 ^ (dw & sel)) & ((T)((T)(r == key) - 1u) | noch));      \
			r = (T)((pm & r) | (npm & dm));                                          \
			p[i] = (T)(d ^ (keep & ((T)(top | r) ^ d)));                             \
		}                                                                                \
	}

ROW_FUNCTIONS(BLIT_ROP_ROW, blit_rop)

typedef void blit_rop_fn(uint8_t *, const uint8_t *, const uint8_t *, unsigned,
                         const struct blit_rop *);
static blit_rop_fn *const blit_rops[3][3] = ROW_TABLE(blit_rop);

/* The constants from the reference ROP (chroma off, plane mask all ones)
 * for DST and SRC all zeros or all ones; false when nothing is written. */
static bool blit_rop_setup(struct nv01_pgraph *g, struct blit_rop *o)
{
	const struct nv01_gr_state *s = &g->s;
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	bool plane = s->ctx_switch & NV01_OPT_PLANE;
	bool pat = nv01_op_uses_pat(NV01_OPT_OP(s->ctx_switch));
	enum nv01_mode mode = cpp == 1 ? NV01_MODE_Y8 : cpp == 2 ? NV01_MODE_RGB5 : NV01_MODE_RGB10;
	if (plane && !(s->plane >> 30 & 1) && (s->debug_a >> 28 & 1))
		return false; /* PLANE_ALPHA_ENABLE */
	o->mask = cpp == 1 ? 0xff : cpp == 2 ? 0x7fff : 0x3fffffff;
	bool chroma = (s->ctx_switch & NV01_OPT_CHROMA) && (s->chroma >> 30 & 1);
	o->key = nv01_state_color(mode, s->chroma);
	o->nochroma = chroma ? 0 : ~0u;
	o->pm = plane ? nv01_state_color(mode, s->plane) : o->mask;
	o->npm = o->mask & ~o->pm;
	o->top = cpp == 1 ? 0 : (uint32_t)(s->canvas_config & 1) << (cpp * 8 - 1);
	struct nv01_gr_state st = *s;
	st.ctx_switch &= ~NV01_OPT_CHROMA;
	st.plane = 0x7fffffff;
	uint32_t ones = cpp == 4 ? ~0u : (1u << (cpp * 8)) - 1;
	bool any = false;
	for (unsigned idx = 0; idx < 2; idx++) {
		solid_pattern(&st, pat ? idx : 0);
		uint32_t v[2][2];
		bool wall = true;
		for (unsigned dbit = 0; dbit < 2; dbit++) {
			for (unsigned sbit = 0; sbit < 2; sbit++) {
				bool w;
				struct nv01_color c = nv01_expand_fb(s, &g->fb, sbit ? ones : 0);
				v[dbit][sbit] =
				        nv01_rop_pixel(&st, &g->fb, 0, 0, dbit ? ones : 0, c, &w) &
				        o->mask;
				wall &= w;
			}
		}
		o->a0[idx] = v[0][0];
		o->e0[idx] = v[0][0] ^ v[0][1];
		o->a1[idx] = v[1][0];
		o->e1[idx] = v[1][0] ^ v[1][1];
		o->w[idx] = wall ? ~0u : 0;
		any |= wall;
	}
	return any;
}

/* Destination row y's pattern colours (pattern phase), at ix. */
static void blit_rop_phase(const struct nv01_gr_state *s, bool pat, int x0, unsigned y, unsigned n,
                           uint8_t *ix)
{
	unsigned px = pat ? pat_px[s->pattern_shape & 3] : 1, k = px < n ? px : n;
	for (unsigned i = 0; i < k; i++)
		ix[i] = pat ? (uint8_t)pat_index(s, (unsigned)x0 + i, y) : 0;
	repeat(ix, k, n, 1);
}

/* The two byte ranges do not overlap (compared as integers: they may
 * lie anywhere in the VRAM array). */
static bool disjoint(const uint8_t *a, const uint8_t *b, size_t len)
{
	uintptr_t x = (uintptr_t)a, y = (uintptr_t)b;
	return x + len <= y || y + len <= x;
}

/* Source and destination rectangles are whole framebuffer rows (one
 * block each) and no destination block overlaps the source: the order of
 * the rows does not matter and the blit is one span. */
static bool blit_flat(const struct rect_ptr *src, const struct rect_ptr *dst, unsigned bufs,
                      size_t rowlen, size_t rows)
{
	if (src->pitch != rowlen)
		return false;
	for (int buf = 0; buf < 2; buf++)
		if ((bufs >> buf & 1) &&
		    (dst[buf].pitch != rowlen || !disjoint(src->p, dst[buf].p, rowlen * rows)))
			return false;
	return true;
}

/* SRCCOPY blits (optionally chroma keyed) within the framebuffer: the pixel
 * keeps its colour bits and takes CLUT_BYPASS as its top bit. Rows are
 * walked in the reference order; a row that overlaps its own source (same
 * y, same buffer) copies from a snapshot, as the reference walk away from
 * the overlap amounts to. */
bool nv01_fast_blit(struct nv01_pgraph *g, int sx, int sy, int dx, int dy, int w, int h)
{
	const struct nv01_gr_state *s = &g->s;
	unsigned op = NV01_OPT_OP(s->ctx_switch);
	bool copy = op == NV01_OP_SRCCOPY && !(s->ctx_switch & NV01_OPT_PLANE);
	if (!HOST_LE || op == 0x16 || op >= NV01_OP_BLEND_DS_AA)
		return false;
	unsigned cpp = nv01_fb_cpp(g->fb.config), width = nv01_fb_width(g->fb.config);
	int32_t clip[4];
	nv01_clip_rect(s, &clip[0], &clip[1], &clip[2], &clip[3]);
	/* Clip the destination; a source pixel outside the clip rectangle
	 * reads as 0 (nv01_blit_pixel), which is left to the reference. */
	int64_t l = 0, t = 0, r = w, b = h;
	if (clip[0] - (int64_t)dx > l)
		l = clip[0] - (int64_t)dx;
	if (clip[1] - (int64_t)dy > t)
		t = clip[1] - (int64_t)dy;
	if (clip[2] - (int64_t)dx < r)
		r = clip[2] - (int64_t)dx;
	if (clip[3] - (int64_t)dy < b)
		b = clip[3] - (int64_t)dy;
	if (l >= r || t >= b)
		return true;
	if (sx + l < clip[0] || sy + t < clip[1] || sx + r > clip[2] || sy + b > clip[3])
		return false;
	unsigned n = (unsigned)(r - l);
	int fx = (int)(sx + l), fy = (int)(sy + t), tx = (int)(dx + l), ty = (int)(dy + t);
	int rows = (int)(b - t);
	/* Rows must not run past the framebuffer width: then different rows
	 * never share addresses. */
	if ((unsigned)fx + n > width || (unsigned)tx + n > width)
		return false;
	int sbuf = (g->fb.config >> 12 & 1) ? (s->ctx_switch >> 13 & 1) : 0;
	/* so are source pixels the source buffer's cliprects reject: the
	 * rows below then take every source pixel */
	if (cliprects_on(s, sbuf)) {
		for (int row = 0; row < rows; row++) {
			int sp[3][2];
			if (clip_spans(s, sbuf, fy + row, fx, fx + (int)n, sp) != 1 ||
			    sp[0][0] != fx || sp[0][1] != fx + (int)n)
				return false;
		}
	}
	unsigned bufs = nv01_dst_buffers(g);
	struct rect_ptr src, dst[2];
	if (!rect_map(g, sbuf, fx, fy, fx + (int)n, fy + rows, &src))
		return false;
	for (int buf = 0; buf < 2; buf++)
		if ((bufs >> buf & 1) &&
		    !rect_map(g, buf, tx, ty, tx + (int)n, ty + rows, &dst[buf]))
			return false;
	uint32_t cm = cpp == 1 ? 0xff : cpp == 2 ? 0x7fff : 0x3fffffff;
	uint32_t top = cpp == 1 ? 0 : (uint32_t)(s->canvas_config & 1) << (cpp * 8 - 1);
	bool chroma = (s->ctx_switch & NV01_OPT_CHROMA) && (s->chroma >> 30 & 1);
	enum nv01_mode mode = cpp == 1 ? NV01_MODE_Y8 : cpp == 2 ? NV01_MODE_RGB5 : NV01_MODE_RGB10;
	uint32_t key = chroma ? nv01_state_color(mode, s->chroma) : 0;
	struct blit_rop ro;
	bool pat = nv01_op_uses_pat(op);
	unsigned py = pat ? pat_py[s->pattern_shape & 3] : 1;
	if (!copy) {
		if (!blit_rop_setup(g, &ro))
			return true; /* every pixel discarded */
		/* every pattern phase's colours: at most 64 x 4096 bytes */
		unsigned nph = py < (unsigned)rows ? py : (unsigned)rows;
		for (unsigned r2 = 0; r2 < nph; r2++) {
			unsigned y = (unsigned)ty + r2;
			blit_rop_phase(s, pat, tx, y, n, vrows + (size_t)(y % py) * n);
		}
	}
	blit_rop_fn *rop_fn = blit_rops[isa()][cpp / 2];
	bool same_row = fy == ty && (bufs >> sbuf & 1);
	bool up = dy > sy;
	bool clipped = cliprects_on(s, sbuf) || cliprects_on(s, 0) || cliprects_on(s, 1);
	blit_row_fn *row_fn = blit_row[isa()][cpp / 2];
	if (copy && !clipped && blit_flat(&src, dst, bufs, n * cpp, (size_t)rows)) {
		/* whole rows of both, the blocks apart: one span */
		for (int buf = 0; buf < 2; buf++)
			if (bufs >> buf & 1)
				row_fn(dst[buf].p, src.p, n * (unsigned)rows, cm, top, chroma, key);
		return true;
	}
	for (int j = 0; j < rows; j++) {
		int row = up ? rows - 1 - j : j;
		const uint8_t *line = src.p + (size_t)row * src.pitch;
		/* source spans, moved to destination x */
		int ssp[3][2];
		unsigned ns = 0;
		if (clipped) {
			ns = clip_spans(s, sbuf, fy + row, fx, fx + (int)n, ssp);
			for (unsigned a = 0; a < ns; a++) {
				ssp[a][0] += tx - fx;
				ssp[a][1] += tx - fx;
			}
		}
		if (same_row) {
			memcpy(mrows, line, (size_t)n * cpp);
			line = mrows;
		}
		const uint8_t *ix = vrows + (size_t)(((unsigned)ty + (unsigned)row) % py) * n;
		for (int buf = 0; buf < 2; buf++) {
			if (!(bufs >> buf & 1))
				continue;
			uint8_t *d = dst[buf].p + (size_t)row * dst[buf].pitch;
			if (!clipped) {
				if (copy)
					row_fn(d, line, n, cm, top, chroma, key);
				else
					rop_fn(d, line, ix, n, &ro);
				continue;
			}
			/* the pixels whose source and destination pass the cliprects */
			int dsp[3][2];
			unsigned nd = clip_spans(s, buf, ty + row, tx, tx + (int)n, dsp);
			for (unsigned a = 0; a < ns; a++) {
				for (unsigned k = 0; k < nd; k++) {
					int lo = ssp[a][0] > dsp[k][0] ? ssp[a][0] : dsp[k][0];
					int hi = ssp[a][1] < dsp[k][1] ? ssp[a][1] : dsp[k][1];
					if (lo >= hi)
						continue;
					size_t i0 = (size_t)(lo - tx), off = i0 * cpp;
					if (copy)
						row_fn(d + off, line + off, (unsigned)(hi - lo), cm,
						       top, chroma, key);
					else
						rop_fn(d + off, line + off, ix + i0,
						       (unsigned)(hi - lo), &ro);
				}
			}
		}
	}
	return true;
}
