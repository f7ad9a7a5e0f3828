/* The R5xx texture unit's fast path (r5xx_tx_fast.h). Each step mirrors
 * r5xx_tx.c's reference (tex_load, r5xx_tx_level_layout, filter_level,
 * fetch, wrap_i, texel), restricted to the state it accepts. */
#include "amd/r5xx/r5xx_tx_fast.h"

#include <math.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"
#include "amd/r5xx/r5xx_3d.h"
#include "amd/r5xx/r5xx_tile.h"

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

void r5xx_tx_fast_prepare(struct r5xx_tx_fast *tf, struct sgpu_unit *r3d, unsigned unit,
                          uint64_t serial)
{
	if (tf->valid && tf->serial == serial)
		return;
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

bool r5xx_tx_fast_ld(const struct r5xx_tx_fast *tf, bool unscaled, const float coord[4][4],
                     float out[4][4])
{
	if (!tf->usable)
		return false;
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
