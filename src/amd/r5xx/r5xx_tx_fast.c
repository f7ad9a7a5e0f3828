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

void r5xx_tx_fast_prepare(struct r5xx_tx_fast *tf, struct sgpu_unit *r3d, unsigned unit,
                          uint64_t serial)
{
	if (tf->valid && tf->serial == serial)
		return;
	tf->valid = true, tf->serial = serial, tf->usable = false;
	unit &= 15;
	if (!(r5xx_3d_reg(r3d, TX_ENABLE) >> unit & 1))
		return;
	uint32_t f0 = r5xx_3d_reg(r3d, TX_FILTER0_0 + 4 * unit);
	uint32_t f1 = r5xx_3d_reg(r3d, TX_FILTER1_0 + 4 * unit);
	uint32_t fmt0 = r5xx_3d_reg(r3d, TX_FORMAT0_0 + 4 * unit);
	uint32_t fmt1 = r5xx_3d_reg(r3d, TX_FORMAT1_0 + 4 * unit);
	uint32_t fmt2 = r5xx_3d_reg(r3d, TX_FORMAT2_0 + 4 * unit);
	uint32_t off = r5xx_3d_reg(r3d, TX_OFFSET_0 + 4 * unit);
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
	 * Mesa programs for a texture without mipmaps and a mipmapping
	 * GL_TEXTURE_MIN_FILTER: streaming-texture-leak's 1024x1024 draw) */
	if ((f0 >> 13 & 3) && level != levels - 1)
		return;
	struct r5xx_tx_level l;
	if (!r5xx_tx_level_layout(r3d, unit, level, &l) || !l.width || !l.height)
		return;
	uint32_t base = (off & ~31u) + l.offset;
	/* texel's r5xx_surf_addr: MACRO_TILE from the level, MICRO_TILE
	 * (TXOFFSET 4:3) any nonzero value at 4 bytes a texel */
	struct r5xx_surf su = {base, l.stride, 4, l.macro, (off >> 3 & 3) != 0, false};
	uint64_t lo, span;
	r5xx_tile_of(&su, &tf->tile);
	r5xx_tile_bounds(&tf->tile, l.width - 1, 0, l.height - 1, &lo, &span);
	if (!r5xx_tile_range_ok(base, 0, span))
		return;
	uint64_t o;
	struct sgpu_memspace *m = r5xx_mem_space(r3d->dev, base, &o);
	tf->texels = m ? sgpu_memspace_ptr(m, o, span) : NULL;
	if (!tf->texels)
		return;
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
	tf->usable = true;
}

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

/* floor for |x| < 2^30 without a libm call (baseline x86-64 has no
 * roundsd); a -0.0 becomes +0.0, which no use below can tell apart */
static double floor30(double x)
{
	double t = (double)(int64_t)x;
	return t > x ? t - 1 : t;
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

static inline const uint8_t *texel_at(const struct r5xx_tx_fast *tf, bool lin, int x, int y)
{
	x = wrap(tf->wrap_s, x, tf->w);
	y = wrap(tf->wrap_t, y, tf->h);
	return tf->texels + (uint32_t)(tx_x(&tf->tile, lin, x) + tx_y(&tf->tile, lin, y));
}

/* r5xx_tx_fast_ld for a linear (lin) or tiled level */
static inline __attribute__((always_inline)) bool ld_impl(const struct r5xx_tx_fast *tf, bool lin,
                                                          bool unscaled, const float coord[4][4],
                                                          float out[4][4])
{
	double u[4], v[4];
	for (unsigned p = 0; p < 4; p++) {
		double x = coord[p][0] / 1.0, y = coord[p][1] / 1.0;
		u[p] = unscaled ? x * tf->ls : x * (double)tf->w;
		v[p] = unscaled ? y * tf->ls : y * (double)tf->h;
		/* far or non-finite coordinates: the reference's int conversions */
		if (!(fabs(u[p]) < 0x1p30) || !(fabs(v[p]) < 0x1p30))
			return false;
	}
	for (unsigned p = 0; p < 4; p++) {
		float c[4];
		if (!tf->bilinear) {
			const uint8_t *t =
			        texel_at(tf, lin, (int)floor30(u[p]), (int)floor30(v[p]));
			for (unsigned k = 0; k < 4; k++)
				c[k] = tf->lut[t[k]];
		} else {
			/* filter_level's four texels, (dx, dy) = (0, 0), (1, 0),
			 * (0, 1), (1, 1), each weight and sum in its order */
			double fu = u[p] - 0.5, fv = v[p] - 0.5;
			double x0 = floor30(fu), y0 = floor30(fv), au = fu - x0, av = fv - y0;
			int ix = (int)x0, iy = (int)y0;
			const struct r5xx_tile *tl = &tf->tile;
			uint32_t xa = tx_x(tl, lin, wrap(tf->wrap_s, ix, tf->w)),
			         xb = tx_x(tl, lin, wrap(tf->wrap_s, ix + 1, tf->w)),
			         ya = tx_y(tl, lin, wrap(tf->wrap_t, iy, tf->h)),
			         yb = tx_y(tl, lin, wrap(tf->wrap_t, iy + 1, tf->h));
			const uint8_t *t00 = tf->texels + (uint32_t)(xa + ya),
			              *t10 = tf->texels + (uint32_t)(xb + ya),
			              *t01 = tf->texels + (uint32_t)(xa + yb),
			              *t11 = tf->texels + (uint32_t)(xb + yb);
			double w00 = (1 - au) * (1 - av), w10 = au * (1 - av), w01 = (1 - au) * av,
			       w11 = au * av;
			const double *l = tf->lutd;
			for (unsigned k = 0; k < 4; k++) {
				double acc = 0;
				acc += w00 * l[t00[k]];
				acc += w10 * l[t10[k]];
				acc += w01 * l[t01[k]];
				acc += w11 * l[t11[k]];
				c[k] = (float)acc;
			}
		}
		for (unsigned k = 0; k < 4; k++) {
			unsigned sel = tf->sel[k];
			out[p][k] = sel < 4 ? c[sel] : sel == 5 ? 1.0f : 0.0f;
		}
	}
	return true;
}

bool r5xx_tx_fast_ld(const struct r5xx_tx_fast *tf, bool unscaled, const float coord[4][4],
                     float out[4][4])
{
	if (!tf->usable)
		return false;
	return tf->tile.kind ? ld_impl(tf, false, unscaled, coord, out)
	                     : ld_impl(tf, true, unscaled, coord, out);
}

bool r5xx_tx_fast_sample(const struct r5xx_tx_fast *tf, const struct r5xx_tx_req *q,
                         float out[4][4])
{
	if (q->op != R5XX_TX_LD)
		return false;
	return r5xx_tx_fast_ld(tf, q->unscaled, q->coord, out);
}
