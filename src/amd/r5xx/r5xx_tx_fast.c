/* The R5xx texture unit's fast path (r5xx_tx_fast.h). Each step mirrors
 * r5xx_tx.c's reference (tex_load, r5xx_tx_level_layout, filter_level,
 * fetch, wrap_i, texel), restricted to the state it accepts. */
#include "amd/r5xx/r5xx_tx_fast.h"

#include <math.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"
#include "amd/r5xx/r5xx_3d.h"
#include "amd/r5xx/r5xx_tile.h"
#include "util/cpu.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define TX_AVX2 1
#else
#define TX_AVX2 0
#endif

enum {
	TX_ENABLE = 0x4104,
	TX_FILTER0_0 = 0x4400,
	TX_FILTER1_0 = 0x4440,
	TX_FORMAT0_0 = 0x4480,
	TX_FORMAT1_0 = 0x44c0,
	TX_FORMAT2_0 = 0x4500,
	TX_OFFSET_0 = 0x4540,
};

/* wrap_i for modes 0-2 */
static int wrap(unsigned mode, int i, int n)
{
	if ((unsigned)i < (unsigned)n)
		return i; /* inside: every mode keeps it */
	if (mode == 0 && !(n & (n - 1)))
		return i & (n - 1); /* i % n, made positive, for a power of two */
	switch (mode) {
	case 0: i %= n; return i < 0 ? i + n : i;
	case 1: {
		int p = 2 * n, m = i % p;
		m = m < 0 ? m + p : m;
		return m < n ? m : p - 1 - m;
	}
	default: return i < 0 ? 0 : i >= n ? n - 1 : i;
	}
}

/* Resolves the state from the registers (tf->regs_ok when covered). */
static void resolve(struct r5xx_tx_fast *tf, struct sgpu_unit *r3d, unsigned unit,
                    const uint32_t *key)
{
	uint32_t f0 = key[0], f1 = key[1], fmt0 = key[2], fmt1 = key[3], fmt2 = key[4],
	         off = key[5];
	tf->regs_ok = false;
	/* W8Z8Y8X8 (TXFORMAT 0x0c), unsigned, no gamma, 2D, not projected */
	if (((fmt1 & 31) | (fmt2 >> 14 & 1) << 5) != 0x0c || (fmt1 >> 5 & 15) || (fmt1 >> 21 & 1) ||
	    (fmt1 >> 25 & 3) != 0 || (fmt0 >> 30 & 1))
		return;
	/* no chroma key, no endian swap */
	if ((f1 & 3) || (off & 3))
		return;
	/* one filter whatever the LOD (MIN 3, anisotropic, excluded) */
	unsigned mag = f0 >> 9 & 3, min = f0 >> 11 & 3;
	if (min == 3 || ((mag == 2 || mag == 3) != (min == 2)))
		return;
	tf->wrap_s = f0 & 7, tf->wrap_t = f0 >> 3 & 7;
	if (tf->wrap_s > 2 || tf->wrap_t > 2)
		return;
	unsigned levels = (fmt0 >> 26 & 15) + 1;
	levels = levels > 13 ? 13 : levels;
	unsigned level = f0 >> 17 & 15;
	level = level > levels - 1 ? levels - 1 : level; /* [MAX_MIP_LEVEL, NUM_LEVELS] */
	/* one level whatever the LOD: no mip filter (r5xx_tx_sample's l0 = l1 =
	 * lmin), or a clamp range of one level, where every mip filter takes
	 * lmin: point rounds lc = lmin, linear's l1 = l0 + 1 > lmax is l0 (what
	 * Mesa programs for every blit: u_blitter.c's zeroed sampler state has
	 * mip filter NEAREST, MIN_LOD = MAX_LOD 0; streaming-texture-leak's
	 * 1024x1024 uploads) */
	if ((f0 >> 13 & 3) && level != levels - 1)
		return;
	struct r5xx_tx_level l;
	if (!r5xx_tx_level_layout(r3d, unit, level, &l) || !l.width || !l.height)
		return;
	uint32_t base = (off & ~31u) + l.offset;
	/* texel's r5xx_surf_addr: MACRO_TILE from the level, MICRO_TILE
	 * (TXOFFSET 4:3) any nonzero value at 4 bytes a texel */
	struct r5xx_surf su = {base, l.stride, 4, l.macro, (off >> 3 & 3) != 0, false};
	uint64_t lo;
	r5xx_tile_of(&su, &tf->tile);
	r5xx_tile_bounds(&tf->tile, l.width - 1, 0, l.height - 1, &lo, &tf->span);
	if (!r5xx_tile_range_ok(base, 0, tf->span))
		return;
	tf->base = base;
	tf->w = (int)l.width, tf->h = (int)l.height;
	tf->bilinear = min == 2;
	tf->ls = ldexp(1.0, -(int)level);
	bool pow2 = fmt2 >> 17 & 1; /* POW2FIX2FLT */
	double d = pow2 ? 256.0 : 255.0;
	for (unsigned v = 0; v < 256; v++)
		tf->lut[v] = (float)(v / d), tf->lutd[v] = tf->lut[v];
	static const unsigned shift[4] = {12, 15, 18, 9}; /* R, G, B, A */
	for (unsigned k = 0; k < 4; k++)
		tf->sel[k] = (uint8_t)(fmt1 >> shift[k] & 7);
	tf->direct = tf->sel[0] < 4 && tf->sel[1] < 4 && tf->sel[2] < 4 && tf->sel[3] < 4;
	/* the AVX2 form's decode: v / div in binary32 (one correctly rounded
	 * division) is lut's (float)(v / d) for every v of both divisors
	 * (binary64's quotient is never within its rounding of a binary32
	 * tie), checked here all the same; its swizzle as a byte shuffle of
	 * each texel (a 0 or 1 channel decodes byte 0x80's zero, then 1 is
	 * OR-ed into the channel's +0) */
	tf->div = (float)d;
	tf->vdiv = true;
	for (unsigned v = 0; v < 256; v++)
		tf->vdiv &= (float)v / tf->div == tf->lut[v];
	for (unsigned j = 0; j < 4; j++)
		for (unsigned k = 0; k < 4; k++)
			tf->shuf[4 * j + k] = (uint8_t)(tf->sel[k] < 4 ? 4 * j + tf->sel[k] : 0x80);
	for (unsigned k = 0; k < 4; k++)
		tf->ones[k] = tf->sel[k] == 5 ? 0x3f800000u : 0;
	tf->tab = l.width <= R5XX_TX_FAST_TAB && l.height <= R5XX_TX_FAST_TAB;
	if (tf->tab) {
		for (int i = -1; i <= tf->w; i++)
			tf->xt[i + 1] =
			        r5xx_tile_x(&tf->tile, (uint32_t)wrap(tf->wrap_s, i, tf->w));
		for (int i = -1; i <= tf->h; i++)
			tf->yt[i + 1] =
			        r5xx_tile_y(&tf->tile, (uint32_t)wrap(tf->wrap_t, i, tf->h));
	}
	tf->regs_ok = true;
}

void r5xx_tx_fast_resolve(struct r5xx_tx_fast *tf, struct sgpu_unit *r3d, unsigned unit,
                          uint64_t serial)
{
	tf->valid = true, tf->serial = serial, tf->usable = false;
	unit &= 15;
	if (!(r5xx_3d_reg(r3d, TX_ENABLE) >> unit & 1))
		return;
	uint32_t key[7] = {r5xx_3d_reg(r3d, TX_FILTER0_0 + 4 * unit),
	                   r5xx_3d_reg(r3d, TX_FILTER1_0 + 4 * unit),
	                   r5xx_3d_reg(r3d, TX_FORMAT0_0 + 4 * unit),
	                   r5xx_3d_reg(r3d, TX_FORMAT1_0 + 4 * unit),
	                   r5xx_3d_reg(r3d, TX_FORMAT2_0 + 4 * unit),
	                   r5xx_3d_reg(r3d, TX_OFFSET_0 + 4 * unit),
	                   unit};
	if (!tf->have_key || memcmp(tf->key, key, sizeof(key))) {
		memcpy(tf->key, key, sizeof(key));
		tf->have_key = true;
		resolve(tf, r3d, unit, key);
	}
	if (!tf->regs_ok)
		return;
	/* the pointer each time: the GART's pages may have moved */
	uint64_t o;
	struct sgpu_memspace *m = r5xx_mem_space(r3d->dev, tf->base, &o);
	tf->texels = m ? sgpu_memspace_ptr(m, o, tf->span) : NULL;
	tf->usable = tf->texels != NULL;
	tf->avx2 = TX_AVX2 && tf->usable && tf->tab && tf->vdiv && !tf->no_avx2 && sgpu_cpu_avx2();
}

/* A texel's offset: linear (the row stride in the tile's pitch) or
 * r5xx_tile.h's parts */
static inline uint32_t tx_x(const struct r5xx_tile *t, bool lin, int x)
{
	return lin ? (uint32_t)x * 4 : r5xx_tile_x(t, (uint32_t)x);
}

static inline uint32_t tx_y(const struct r5xx_tile *t, bool lin, int y)
{
	return lin ? (uint32_t)y * t->pitch : r5xx_tile_y(t, (uint32_t)y);
}

/* Column i's and row i's offsets after the wrap: from the tables (tab)
 * for -1 <= i <= w (h), else computed */
static inline uint32_t col(const struct r5xx_tx_fast *tf, bool tab, bool lin, int i)
{
	if (tab && (unsigned)(i + 1) <= (unsigned)tf->w + 1)
		return tf->xt[i + 1];
	return tx_x(&tf->tile, lin, wrap(tf->wrap_s, i, tf->w));
}

static inline uint32_t row(const struct r5xx_tx_fast *tf, bool tab, bool lin, int i)
{
	if (tab && (unsigned)(i + 1) <= (unsigned)tf->h + 1)
		return tf->yt[i + 1];
	return tx_y(&tf->tile, lin, wrap(tf->wrap_t, i, tf->h));
}

/* Columns i and i + 1 (rows: pair_row): one table check for both */
static inline void pair_col(const struct r5xx_tx_fast *tf, bool tab, bool lin, int i, uint32_t *a,
                            uint32_t *b)
{
	if (tab && (unsigned)(i + 1) <= (unsigned)tf->w) {
		*a = tf->xt[i + 1], *b = tf->xt[i + 2];
		return;
	}
	*a = col(tf, tab, lin, i), *b = col(tf, tab, lin, i + 1);
}

static inline void pair_row(const struct r5xx_tx_fast *tf, bool tab, bool lin, int i, uint32_t *a,
                            uint32_t *b)
{
	if (tab && (unsigned)(i + 1) <= (unsigned)tf->h) {
		*a = tf->yt[i + 1], *b = tf->yt[i + 2];
		return;
	}
	*a = row(tf, tab, lin, i), *b = row(tf, tab, lin, i + 1);
}

typedef double v2d __attribute__((vector_size(16)));
typedef float v2f __attribute__((vector_size(8)));
typedef int32_t v2i __attribute__((vector_size(8)));
typedef int64_t v2l __attribute__((vector_size(16)));

/* floor of both lanes for |x| < 2^30, and the same as integers, without a
 * libm call (baseline x86-64 has no roundsd); a -0.0 becomes +0.0, which no
 * use below can tell apart */
static inline v2d floor30_2(v2d x, v2i *ix)
{
	v2i i = __builtin_convertvector(x, v2i); /* truncation */
	v2d t = __builtin_convertvector(i, v2d);
	v2l gt = t > x; /* -1 where truncation rounded up */
	*ix = i + __builtin_convertvector(gt, v2i);
	return t - (v2d)(gt & (v2l)(v2d){1.0, 1.0});
}

/* r5xx_tx_fast_ld with tables (tab) or for a linear (lin) or tiled level */
static inline __attribute__((always_inline)) bool ld_impl(const struct r5xx_tx_fast *tf, bool tab,
                                                          bool lin, bool unscaled,
                                                          const float coord[4][4], float out[4][4])
{
	v2d uv[4];
	const v2d sc = unscaled ? (v2d){tf->ls, tf->ls} : (v2d){(double)tf->w, (double)tf->h};
	/* far or non-finite coordinates: the reference's int conversions */
	v2l far = {0, 0};
	for (unsigned p = 0; p < 4; p++) {
		uv[p] = (v2d){coord[p][0], coord[p][1]} * sc;
		v2d m = (v2d)((v2l)uv[p] & INT64_MAX); /* |u|, |v| */
		far |= ~(m < 0x1p30);                  /* NaN compares false: far */
	}
	if (far[0] | far[1])
		return false;
	/* the swizzle's component of each channel (direct), or C0-C3 */
	const unsigned b0 = tf->direct ? tf->sel[0] : 0, b1 = tf->direct ? tf->sel[1] : 1,
	               b2 = tf->direct ? tf->sel[2] : 2, b3 = tf->direct ? tf->sel[3] : 3;
	for (unsigned p = 0; p < 4; p++) {
		v2f lo, hi; /* channels b0, b1 and b2, b3 */
		if (!tf->bilinear) {
			v2i i;
			floor30_2(uv[p], &i);
			const uint8_t *t = tf->texels + (uint32_t)(col(tf, tab, lin, i[0]) +
			                                           row(tf, tab, lin, i[1]));
			lo = (v2f){tf->lut[t[b0]], tf->lut[t[b1]]};
			hi = (v2f){tf->lut[t[b2]], tf->lut[t[b3]]};
		} else {
			/* filter_level's four texels, (dx, dy) = (0, 0), (1, 0),
			 * (0, 1), (1, 1), each weight and sum in its order, two
			 * lanes a vector (the same IEEE operations lane by lane;
			 * the first sum's 0 + x is x, no weight being negative):
			 * (u, v) together, then two channels together */
			v2i i;
			v2d f = uv[p] - 0.5, x0 = floor30_2(f, &i), a = f - x0, na = 1 - a;
			v2d wx = {na[0], a[0]};              /* 1 - au, au */
			v2d w0 = wx * na[1], w1 = wx * a[1]; /* w00, w10; w01, w11 */
			uint32_t xa, xb, ya, yb;
			pair_col(tf, tab, lin, i[0], &xa, &xb);
			pair_row(tf, tab, lin, i[1], &ya, &yb);
			const uint8_t *t00 = tf->texels + (uint32_t)(xa + ya),
			              *t10 = tf->texels + (uint32_t)(xb + ya),
			              *t01 = tf->texels + (uint32_t)(xa + yb),
			              *t11 = tf->texels + (uint32_t)(xb + yb);
			const double *l = tf->lutd;
			v2d dl = (v2d){l[t00[b0]], l[t00[b1]]} * w0[0],
			    dh = (v2d){l[t00[b2]], l[t00[b3]]} * w0[0];
			dl += (v2d){l[t10[b0]], l[t10[b1]]} * w0[1];
			dh += (v2d){l[t10[b2]], l[t10[b3]]} * w0[1];
			dl += (v2d){l[t01[b0]], l[t01[b1]]} * w1[0];
			dh += (v2d){l[t01[b2]], l[t01[b3]]} * w1[0];
			dl += (v2d){l[t11[b0]], l[t11[b1]]} * w1[1];
			dh += (v2d){l[t11[b2]], l[t11[b3]]} * w1[1];
			lo = __builtin_convertvector(dl, v2f),
			hi = __builtin_convertvector(dh, v2f);
		}
		if (tf->direct) {
			memcpy(&out[p][0], &lo, sizeof(lo));
			memcpy(&out[p][2], &hi, sizeof(hi));
		} else {
			float c[6] = {lo[0], lo[1], hi[0], hi[1], 0.0f, 1.0f}; /* C0-C3, 0, 1 */
			for (unsigned k = 0; k < 4; k++)
				out[p][k] = c[tf->sel[k] < 6 ? tf->sel[k] : 4];
		}
	}
	return true;
}

#if TX_AVX2
#define TXV static inline __attribute__((target("avx2"), always_inline))

TXV __m128i texel4(const uint8_t *t, uint32_t a, uint32_t b, uint32_t c, uint32_t d)
{
	uint32_t w[4];
	memcpy(&w[0], t + a, 4);
	memcpy(&w[1], t + b, 4);
	memcpy(&w[2], t + c, 4);
	memcpy(&w[3], t + d, 4);
	__m128i x = _mm_cvtsi32_si128((int)w[0]);
	x = _mm_insert_epi32(x, (int)w[1], 1);
	x = _mm_insert_epi32(x, (int)w[2], 2);
	return _mm_insert_epi32(x, (int)w[3], 3);
}

/* two texels' four components (bytes of x's low 8), decoded: v / div */
TXV __m256 decode2(__m128i x, __m256 div, bool pow2)
{
	__m256 f = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(x)); /* exact */
	return pow2 ? _mm256_mul_ps(f, _mm256_set1_ps(1.0f / 256)) : _mm256_div_ps(f, div);
}

/* r5xx_tx_fast_ld where tf->avx2: ld_impl's values (filter_level's), the
 * same IEEE operations lane by lane, nothing contracted (only "avx2" is
 * enabled): the four pixels' (u, v) as two vectors, the floors exact
 * (ROUNDPD), the weights of two pixels a vector; a texel's four channels
 * one vector, decoded as the table (v / div, checked by resolve), then
 * widened; each pixel's sum w00 s00 + w10 s10 + w01 s01 + w11 s11 in
 * that order. Column and row offsets from the tables: a quad reaching
 * beyond them takes ld_impl. */
__attribute__((target("avx2"))) static bool ld_avx2(const struct r5xx_tx_fast *tf, bool unscaled,
                                                    const float coord[4][4], float out[4][4])
{
	/* a pixel's coordinate a 16-byte load: the caller stores them so,
	 * and a load spanning two stores waits for them instead of taking
	 * their values forwarded */
	__m256 c01 = _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(coord[0])),
	                                  _mm_loadu_ps(coord[1]), 1),
	       c23 = _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(coord[2])),
	                                  _mm_loadu_ps(coord[3]), 1);
	/* (u, v) of pixels 0 and 2 (low lane), 1 and 3 (high lane) */
	__m256 uv = _mm256_shuffle_ps(c01, c23, _MM_SHUFFLE(1, 0, 1, 0));
	const __m256d sc =
	        unscaled ? _mm256_set1_pd(tf->ls) : _mm256_setr_pd(tf->w, tf->h, tf->w, tf->h);
	__m256d A = _mm256_mul_pd(_mm256_cvtps_pd(_mm256_castps256_ps128(uv)), sc),
	        B = _mm256_mul_pd(_mm256_cvtps_pd(_mm256_extractf128_ps(uv, 1)), sc);
	/* far or non-finite coordinates: the reference's int conversions */
	const __m256d am = _mm256_castsi256_pd(_mm256_set1_epi64x(INT64_MAX)),
	              lim = _mm256_set1_pd(0x1p30);
	__m256d near = _mm256_and_pd(_mm256_cmp_pd(_mm256_and_pd(A, am), lim, _CMP_LT_OQ),
	                             _mm256_cmp_pd(_mm256_and_pd(B, am), lim, _CMP_LT_OQ));
	if (_mm256_movemask_pd(near) != 15)
		return false;
	const bool bil = tf->bilinear, pow2 = tf->div == 256.0f;
	if (bil) {
		A = _mm256_sub_pd(A, _mm256_set1_pd(0.5));
		B = _mm256_sub_pd(B, _mm256_set1_pd(0.5));
	}
	__m256d xA = _mm256_floor_pd(A), xB = _mm256_floor_pd(B);
	/* column and row indexes + 1 into xt, yt, pixel by pixel (u, v) */
	__m128i iA = _mm256_cvttpd_epi32(xA), iB = _mm256_cvttpd_epi32(xB), one = _mm_set1_epi32(1);
	__m128i i01 = _mm_add_epi32(_mm_unpacklo_epi64(iA, iB), one),
	        i23 = _mm_add_epi32(_mm_unpackhi_epi64(iA, iB), one);
	/* inside the tables: i + 1 <= n (a pair: columns i, i + 1) or n + 1 */
	__m128i n = _mm_setr_epi32(tf->w, tf->h, tf->w, tf->h);
	if (!bil)
		n = _mm_add_epi32(n, one);
	__m128i in = _mm_and_si128(_mm_cmpeq_epi32(_mm_min_epu32(i01, n), i01),
	                           _mm_cmpeq_epi32(_mm_min_epu32(i23, n), i23));
	if (_mm_movemask_epi8(in) != 0xffff)
		return ld_impl(tf, true, false, unscaled, coord, out);
	int ix[8];
	_mm_storeu_si128((__m128i *)ix, i01);
	_mm_storeu_si128((__m128i *)(ix + 4), i23);
	const __m128i shuf = _mm_loadu_si128((const __m128i *)tf->shuf);
	const __m128 ones = _mm_loadu_ps((const float *)tf->ones);
	const __m256 div = _mm256_set1_ps(tf->div);
	const uint32_t *xt = tf->xt, *yt = tf->yt;
	const uint8_t *tx = tf->texels;
	if (!bil) {
		uint32_t o[4];
		for (unsigned p = 0; p < 4; p++)
			o[p] = xt[ix[2 * p]] + yt[ix[2 * p + 1]];
		__m128i t = _mm_shuffle_epi8(texel4(tx, o[0], o[1], o[2], o[3]), shuf);
		__m256 f01 = decode2(t, div, pow2),
		       f23 = decode2(_mm_unpackhi_epi64(t, t), div, pow2);
		__m256 o2 = _mm256_set_m128(ones, ones);
		_mm256_storeu_ps(out[0], _mm256_or_ps(f01, o2));
		_mm256_storeu_ps(out[2], _mm256_or_ps(f23, o2));
		return true;
	}
	/* weights: a = f - floor(f), 1 - a; pixel p's (w00, w10, w01, w11) =
	 * (1 - au, au, 1 - au, au) * (1 - av, 1 - av, av, av) */
	__m256d aA = _mm256_sub_pd(A, xA), aB = _mm256_sub_pd(B, xB), c1 = _mm256_set1_pd(1.0);
	__m256d nA = _mm256_sub_pd(c1, aA), nB = _mm256_sub_pd(c1, aB);
	__m256d XA = _mm256_unpacklo_pd(nA, aA), YA = _mm256_unpackhi_pd(nA, aA),
	        XB = _mm256_unpacklo_pd(nB, aB), YB = _mm256_unpackhi_pd(nB, aB);
	double w[4][4] __attribute__((aligned(32)));
	_mm256_store_pd(w[0], _mm256_mul_pd(_mm256_permute4x64_pd(XA, 0x44),
	                                    _mm256_permute4x64_pd(YA, 0x50)));
	_mm256_store_pd(w[1], _mm256_mul_pd(_mm256_permute4x64_pd(XB, 0x44),
	                                    _mm256_permute4x64_pd(YB, 0x50)));
	_mm256_store_pd(w[2], _mm256_mul_pd(_mm256_permute4x64_pd(XA, 0xee),
	                                    _mm256_permute4x64_pd(YA, 0xfa)));
	_mm256_store_pd(w[3], _mm256_mul_pd(_mm256_permute4x64_pd(XB, 0xee),
	                                    _mm256_permute4x64_pd(YB, 0xfa)));
	for (unsigned p = 0; p < 4; p++) {
		const uint32_t *xp = xt + ix[2 * p], *yp = yt + ix[2 * p + 1];
		uint32_t xa = xp[0], xb = xp[1], ya = yp[0], yb = yp[1];
		__m128i t = _mm_shuffle_epi8(texel4(tx, xa + ya, xb + ya, xa + yb, xb + yb), shuf);
		__m256 f0 = decode2(t, div, pow2),
		       f1 = decode2(_mm_unpackhi_epi64(t, t), div, pow2);
		__m256d acc = _mm256_mul_pd(_mm256_cvtps_pd(_mm256_castps256_ps128(f0)),
		                            _mm256_broadcast_sd(&w[p][0]));
		acc = _mm256_add_pd(acc,
		                    _mm256_mul_pd(_mm256_cvtps_pd(_mm256_extractf128_ps(f0, 1)),
		                                  _mm256_broadcast_sd(&w[p][1])));
		acc = _mm256_add_pd(acc, _mm256_mul_pd(_mm256_cvtps_pd(_mm256_castps256_ps128(f1)),
		                                       _mm256_broadcast_sd(&w[p][2])));
		acc = _mm256_add_pd(acc,
		                    _mm256_mul_pd(_mm256_cvtps_pd(_mm256_extractf128_ps(f1, 1)),
		                                  _mm256_broadcast_sd(&w[p][3])));
		_mm_storeu_ps(out[p], _mm_or_ps(_mm256_cvtpd_ps(acc), ones));
	}
	return true;
}
#endif

bool r5xx_tx_fast_ld(const struct r5xx_tx_fast *tf, bool unscaled, const float coord[4][4],
                     float out[4][4])
{
	if (!tf->usable)
		return false;
#if TX_AVX2
	if (tf->avx2)
		return ld_avx2(tf, unscaled, coord, out);
#endif
	if (tf->tab)
		return ld_impl(tf, true, false, unscaled, coord, out);
	return tf->tile.kind ? ld_impl(tf, false, false, unscaled, coord, out)
	                     : ld_impl(tf, false, true, unscaled, coord, out);
}

bool r5xx_tx_fast_sample(const struct r5xx_tx_fast *tf, const struct r5xx_tx_req *q,
                         float out[4][4])
{
	if (q->op != R5XX_TX_LD)
		return false;
	return r5xx_tx_fast_ld(tf, q->unscaled, q->coord, out);
}
