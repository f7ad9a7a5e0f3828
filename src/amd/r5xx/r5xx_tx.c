/* The R5xx texture unit's reference path (r5xx_tx.h; docs/hw/r5xx-tx.md).
 * Registers: seed 001 §10.8 (L5711-L5935); the format enumeration, the
 * swizzle and sign conventions and the level layout are confirmed against
 * what Mesa's r300 driver programs (r300_texture.c, r300_texture_desc.c). */
#include <math.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"
#include "amd/r5xx/r5xx_3d.h"
#include "amd/r5xx/r5xx_rast.h"
#include "amd/r5xx/r5xx_tx.h"

enum {
	TX_INVALTAGS = 0x4100,
	TX_ENABLE = 0x4104,
	TX_FILTER0_0 = 0x4400,
	TX_FILTER1_0 = 0x4440,
	TX_FORMAT0_0 = 0x4480,
	TX_FORMAT1_0 = 0x44c0,
	TX_FORMAT2_0 = 0x4500,
	TX_OFFSET_0 = 0x4540,
	TX_CHROMA_KEY_0 = 0x4580,
	TX_BORDER_COLOR_0 = 0x45c0,
};

/* ------------------------------------------------------------------ formats */

enum fkind {
	FK_NONE,
	FK_PLAIN, /* up to four fixed-point fields, C0 in the low bits */
	FK_HALF,  /* 1, 2 or 4 half floats */
	FK_FLOAT, /* 1, 2 or 4 floats */
	FK_DXT1,
	FK_DXT3,
	FK_DXT5,
	FK_ATI1N,  /* one BC4 channel */
	FK_ATI2N,  /* two BC4 channels */
	FK_CXV8U8, /* signed U, V and C = sqrt(1 - U^2 - V^2) */
	FK_Y8X24,  /* depth: X = bits 31:8, Y = bits 7:0 (see docs) */
	FK_X1,     /* one bit per texel */
	FK_X1_REV,
	FK_YUV422, /* pairs of texels in 32 bits */
	FK_AVYU,
	FK_W24FP,
};

struct tfmt {
	uint8_t kind;
	uint8_t bytes;   /* per texel, or per 4x4 block */
	uint8_t comps;   /* FK_HALF / FK_FLOAT / FK_PLAIN component count */
	uint8_t len[4];  /* FK_PLAIN field widths, C0 first */
	uint8_t variant; /* YUV422: 0 VYUY, 1 YVYU */
};

/* TX_FORMAT1.TXFORMAT (L5829, garbled; completed from Mesa r300_reg.h
 * R300_TX_FORMAT_* and R500_TX_FORMAT_*), indexed by TXFORMAT_MSB << 5 |
 * TXFORMAT. */
static const struct tfmt formats[64] = {
        [0x00] = {FK_PLAIN, 1, 1, {8}},              /* X8 */
        [0x01] = {FK_PLAIN, 2, 1, {16}},             /* X16 */
        [0x02] = {FK_PLAIN, 1, 2, {4, 4}},           /* Y4X4 */
        [0x03] = {FK_PLAIN, 2, 2, {8, 8}},           /* Y8X8 */
        [0x04] = {FK_PLAIN, 4, 2, {16, 16}},         /* Y16X16 */
        [0x05] = {FK_PLAIN, 1, 3, {2, 3, 3}},        /* Z3Y3X2 */
        [0x06] = {FK_PLAIN, 2, 3, {5, 6, 5}},        /* Z5Y6X5 */
        [0x07] = {FK_PLAIN, 2, 3, {5, 5, 6}},        /* Z6Y5X5 */
        [0x08] = {FK_PLAIN, 4, 3, {10, 11, 11}},     /* Z11Y11X10 */
        [0x09] = {FK_PLAIN, 4, 3, {11, 11, 10}},     /* Z10Y11X11 */
        [0x0a] = {FK_PLAIN, 2, 4, {4, 4, 4, 4}},     /* W4Z4Y4X4 */
        [0x0b] = {FK_PLAIN, 2, 4, {5, 5, 5, 1}},     /* W1Z5Y5X5 */
        [0x0c] = {FK_PLAIN, 4, 4, {8, 8, 8, 8}},     /* W8Z8Y8X8 */
        [0x0d] = {FK_PLAIN, 4, 4, {10, 10, 10, 2}},  /* W2Z10Y10X10 */
        [0x0e] = {FK_PLAIN, 8, 4, {16, 16, 16, 16}}, /* W16Z16Y16X16 */
        [0x0f] = {FK_DXT1, 8, 4, {0}},
        [0x10] = {FK_DXT3, 16, 4, {0}},
        [0x11] = {FK_DXT5, 16, 4, {0}},
        [0x12] = {FK_CXV8U8, 2, 3, {0}},
        [0x13] = {FK_AVYU, 4, 4, {0}},
        [0x14] = {FK_YUV422, 2, 3, {0}, 0},  /* VYUY422 */
        [0x15] = {FK_YUV422, 2, 3, {0}, 1},  /* YVYU422 */
        [0x16] = {FK_PLAIN, 2, 1, {16}},     /* 16_MPEG: signed per SIGNED_COMPn */
        [0x17] = {FK_PLAIN, 4, 2, {16, 16}}, /* 16_16_MPEG */
        [0x18] = {FK_HALF, 2, 1, {0}},
        [0x19] = {FK_HALF, 4, 2, {0}},
        [0x1a] = {FK_HALF, 8, 4, {0}},
        [0x1b] = {FK_FLOAT, 4, 1, {0}},
        [0x1c] = {FK_FLOAT, 8, 2, {0}},
        [0x1d] = {FK_FLOAT, 16, 4, {0}},
        [0x1e] = {FK_W24FP, 4, 1, {0}},
        [0x1f] = {FK_ATI2N, 16, 2, {0}},
        [0x20] = {FK_X1, 1, 1, {0}},
        [0x21] = {FK_X1_REV, 1, 1, {0}},
        [0x22] = {FK_PLAIN, 2, 1, {10}},             /* X10 in a 16-bit container (inferred) */
        [0x23] = {FK_PLAIN, 4, 2, {10, 10}},         /* Y10X10 (inferred layout) */
        [0x24] = {FK_PLAIN, 8, 4, {10, 10, 10, 10}}, /* W10Z10Y10X10 (inferred layout) */
        [0x25] = {FK_ATI1N, 8, 1, {0}},
        [0x26] = {FK_Y8X24, 4, 2, {0}},
};

static bool is_block(unsigned k)
{
	return k == FK_DXT1 || k == FK_DXT3 || k == FK_DXT5 || k == FK_ATI1N || k == FK_ATI2N;
}

/* ------------------------------------------------------------------ state */

struct tex {
	struct sgpu_unit *r3d;
	unsigned unit;
	uint32_t f0, f1, fmt0, fmt1, fmt2, off;
	struct tfmt fmt;
	unsigned w, h, d; /* level 0 */
	unsigned levels;  /* NUM_LEVELS + 1 */
	unsigned type;    /* TEX_COORD_TYPE: 0 2D, 1 3D, 2 cube */
	bool fault;
};

static uint32_t R(const struct tex *t, uint32_t base)
{
	return r5xx_3d_reg(t->r3d, base + 4 * t->unit);
}

static bool tex_load(struct tex *t, struct sgpu_unit *r3d, unsigned unit)
{
	memset(t, 0, sizeof(*t));
	t->r3d = r3d, t->unit = unit & 15;
	t->f0 = R(t, TX_FILTER0_0), t->f1 = R(t, TX_FILTER1_0);
	t->fmt0 = R(t, TX_FORMAT0_0), t->fmt1 = R(t, TX_FORMAT1_0), t->fmt2 = R(t, TX_FORMAT2_0);
	t->off = R(t, TX_OFFSET_0);
	unsigned f = (t->fmt1 & 31) | (t->fmt2 >> 14 & 1) << 5;
	t->fmt = formats[f];
	if (t->fmt.kind == FK_NONE)
		return false;
	/* TXWIDTH 10:0 with TXWIDTH_11 (FORMAT2 bit 15), TXHEIGHT 21:11 with
	 * TXHEIGHT_11 (bit 16): size - 1 (L5818-L5826, L5896-L5897) */
	t->w = ((t->fmt0 & 0x7ff) | (t->fmt2 >> 15 & 1) << 11) + 1;
	t->h = ((t->fmt0 >> 11 & 0x7ff) | (t->fmt2 >> 16 & 1) << 11) + 1;
	t->type = t->fmt1 >> 25 & 3;
	t->d = t->type == 1 ? 1u << (t->fmt0 >> 22 & 15) : 1;
	if (t->d > 4096)
		t->d = 4096;
	t->levels = (t->fmt0 >> 26 & 15) + 1;
	if (t->levels > 13)
		t->levels = 13;
	return true;
}

/* ------------------------------------------------------------------ layout */

static unsigned next_pot(unsigned v)
{
	unsigned p = 1;
	while (p < v)
		p <<= 1;
	return p;
}

/* Pixel alignment of a level (Mesa r300_get_pixel_alignment, which
 * follows seed 001 §2's micro/macro tile sizes): [macro][log2 bpp][micro]. */
static void tile_align(unsigned bpp, bool macro, unsigned micro, unsigned *aw, unsigned *ah)
{
	static const uint16_t tab[2][5][3][2] = {
	        {{{32, 1}, {8, 4}, {0, 0}},
	         {{16, 1}, {8, 2}, {4, 4}},
	         {{8, 1}, {4, 2}, {0, 0}},
	         {{4, 1}, {2, 2}, {0, 0}},
	         {{2, 1}, {0, 0}, {0, 0}}},
	        {{{256, 8}, {64, 32}, {0, 0}},
	         {{128, 8}, {64, 16}, {32, 32}},
	         {{64, 8}, {32, 16}, {0, 0}},
	         {{32, 8}, {16, 16}, {0, 0}},
	         {{16, 8}, {0, 0}, {0, 0}}},
	};
	unsigned lb = bpp >= 16 ? 4 : bpp >= 8 ? 3 : bpp >= 4 ? 2 : bpp >= 2 ? 1 : 0;
	unsigned m = micro > 2 ? 0 : micro;
	*aw = tab[macro][lb][m][0], *ah = tab[macro][lb][m][1];
	if (!*aw) /* a micro mode this size does not have: linear (inferred) */
		*aw = tab[macro][lb][0][0], *ah = tab[macro][lb][0][1];
}

static unsigned minify(unsigned v, unsigned l)
{
	v >>= l;
	return v ? v : 1;
}

bool r5xx_tx_level_layout(struct sgpu_unit *r3d, unsigned unit, unsigned level,
                          struct r5xx_tx_level *out)
{
	struct tex t;
	if (!tex_load(&t, r3d, unit))
		return false;
	bool block = is_block(t.fmt.kind);
	bool macro0 = t.off >> 2 & 1;
	unsigned micro = t.off >> 3 & 3;
	bool mip = t.levels > 1 || t.type != 0;
	uint32_t off = 0;
	for (unsigned l = 0; l <= level && l < 13; l++) {
		unsigned w = minify(t.w, l), h = minify(t.h, l), d = minify(t.d, l);
		unsigned aw, ah;
		/* TX_FILTER1.MACRO_SWITCH (L5798): a level whose width or height
		 * falls to the macro tile's size (or below it, RV350 mode) is
		 * macro-linear */
		bool macro = macro0;
		if (macro) {
			tile_align(block ? t.fmt.bytes : t.fmt.bytes, true, micro, &aw, &ah);
			unsigned ww = block ? (w + 3) / 4 : w, hh = block ? (h + 3) / 4 : h;
			bool sw = t.f1 >> 22 & 1;
			macro = sw ? ww > aw && hh > ah : ww >= aw && hh >= ah;
		}
		unsigned hh = mip ? next_pot(h) : h;
		uint32_t stride, rows;
		if (block) {
			stride = ((w + 3) / 4 * t.fmt.bytes + 31) & ~31u;
			rows = (hh + 3) / 4;
			if (macro) {
				tile_align(t.fmt.bytes, true, micro, &aw, &ah);
				rows = (rows + ah - 1) / ah * ah;
			}
		} else {
			tile_align(t.fmt.bytes, macro, micro, &aw, &ah);
			unsigned ww = (w + aw - 1) / aw * aw;
			stride = ww * t.fmt.bytes;
			rows = (hh + ah - 1) / ah * ah;
			/* TXPITCH_EN (FORMAT0 bit 31): level 0 rows are TXPITCH + 1
			 * texels apart (L5905) */
			if (l == 0 && t.fmt0 >> 31)
				stride = ((t.fmt2 & 0x3fff) + 1) * t.fmt.bytes;
		}
		uint32_t layer = stride * rows;
		uint32_t layers = t.type == 2 ? 6 : d;
		if (l == level) {
			out->offset = off, out->stride = stride, out->rows = rows;
			out->width = w, out->height = h, out->depth = d, out->macro = macro;
			return true;
		}
		off += layer * layers;
	}
	return false;
}

/* ------------------------------------------------------------------ texel fetch */

static bool rd(struct tex *t, uint32_t addr, void *buf, unsigned n)
{
	uint64_t o;
	struct sgpu_memspace *m = r5xx_mem_space(t->r3d->dev, addr, &o);
	if (sgpu_memspace_read(m, o, buf, n))
		return true;
	memset(buf, 0, n);
	if (!t->fault)
		sgpu_log(t->r3d->dev, SGPU_LOG_GUEST_ERROR, t->r3d->log_cat,
		         "texture unit %u reads 0x%08x outside memory: texels read as 0", t->unit,
		         addr);
	t->fault = true;
	return false;
}

/* TX_OFFSET.ENDIAN_SWAP (1:0): 0 none, 1 16-bit, 2 32-bit, 3 half-dword,
 * applied to each 32-bit word fetched (inferred granularity) */
static void swap_words(uint8_t *b, unsigned n, unsigned mode)
{
	for (unsigned i = 0; i + 4 <= n; i += 4) {
		uint32_t v =
		        b[i] | b[i + 1] << 8 | (uint32_t)b[i + 2] << 16 | (uint32_t)b[i + 3] << 24;
		v = r5xx_pm4_swap(v, mode);
		b[i] = (uint8_t)v, b[i + 1] = (uint8_t)(v >> 8), b[i + 2] = (uint8_t)(v >> 16),
		b[i + 3] = (uint8_t)(v >> 24);
	}
	if (n == 2 && mode == 1) {
		uint8_t x = b[0];
		b[0] = b[1], b[1] = x;
	}
}

static float unorm(uint32_t v, unsigned bits, bool pow2)
{
	if (!bits)
		return 0;
	double d = pow2 && bits == 8 ? 256.0 : (double)((1ull << bits) - 1);
	return (float)(v / d);
}

/* A signed field: two's complement over 2^(n-1) - 1, the most negative
 * value clamped to -1 (as the VAP's SGN_NORM default, L6499; inferred
 * for TX). */
static float snorm(uint32_t v, unsigned bits)
{
	if (!bits)
		return 0;
	int32_t s = (int32_t)(v << (32 - bits)) >> (32 - bits);
	float f = (float)((double)s / (double)((1u << (bits - 1)) - 1));
	return f < -1 ? -1 : f;
}

static void rgb565(uint16_t c, float o[3])
{
	o[2] = (float)(c >> 11) / 31.0f;
	o[1] = (float)(c >> 5 & 63) / 63.0f;
	o[0] = (float)(c & 31) / 31.0f;
}

/* The colour block of DXT1/3/5: c[] gets C0-C2 (B, G, R) and the
 * DXT1 alpha. */
static void dxt_colour(const uint8_t *b, unsigned i, bool dxt1, float c[4])
{
	uint16_t c0 = (uint16_t)(b[0] | b[1] << 8), c1 = (uint16_t)(b[2] | b[3] << 8);
	uint32_t bits = b[4] | b[5] << 8 | (uint32_t)b[6] << 16 | (uint32_t)b[7] << 24;
	unsigned code = bits >> (2 * i) & 3;
	float a[3], z[3];
	rgb565(c0, a);
	rgb565(c1, z);
	c[3] = 1;
	for (unsigned k = 0; k < 3; k++) {
		switch (code) {
		case 0: c[k] = a[k]; break;
		case 1: c[k] = z[k]; break;
		case 2:
			c[k] = (!dxt1 || c0 > c1) ? (2 * a[k] + z[k]) / 3 : (a[k] + z[k]) / 2;
			break;
		default:
			if (!dxt1 || c0 > c1) {
				c[k] = (a[k] + 2 * z[k]) / 3;
			} else {
				c[k] = 0;
				c[3] = 0;
			}
		}
	}
}

/* A BC4 channel (DXT5 alpha, ATI1N, ATI2N). */
static float bc4(const uint8_t *b, unsigned i, bool sgn)
{
	uint64_t bits = 0;
	for (unsigned k = 0; k < 6; k++)
		bits |= (uint64_t)b[2 + k] << (8 * k);
	unsigned code = (unsigned)(bits >> (3 * i) & 7);
	float a0 = sgn ? snorm(b[0], 8) : b[0] / 255.0f, a1 = sgn ? snorm(b[1], 8) : b[1] / 255.0f;
	bool six = sgn ? (int8_t)b[0] > (int8_t)b[1] : b[0] > b[1];
	if (code == 0)
		return a0;
	if (code == 1)
		return a1;
	if (six)
		return ((float)(8 - code) * a0 + (float)(code - 1) * a1) / 7;
	if (code == 6)
		return sgn ? -1.0f : 0.0f;
	if (code == 7)
		return 1.0f;
	return ((float)(6 - code) * a0 + (float)(code - 1) * a1) / 5;
}

static float gamma_to_linear(float v)
{
	return v <= 0.04045f ? v / 12.92f : powf((v + 0.055f) / 1.055f, 2.4f);
}

/* YUV to RGB (TX_FORMAT1.YUV_TO_RGB): BT.601 video range, the common
 * choice; the seed gives no matrix (inferred). */
static void yuv_rgb(float y, float u, float v, bool clamp, float c[4])
{
	float yy = 1.164f * (y - 16.0f / 255), uu = u - 0.5f, vv = v - 0.5f;
	float r = yy + 1.596f * vv, g = yy - 0.813f * vv - 0.391f * uu, b = yy + 2.018f * uu;
	if (clamp) {
		r = r < 0 ? 0 : r > 1 ? 1 : r;
		g = g < 0 ? 0 : g > 1 ? 1 : g;
		b = b < 0 ? 0 : b > 1 ? 1 : b;
	}
	c[0] = b, c[1] = g, c[2] = r, c[3] = 1;
}

struct lvl {
	struct r5xx_tx_level l;
	uint32_t base; /* GPU address of the level's face/slice 0 */
};

/* The components C0-C3 of texel (x, y) of layer z (cube face or slice),
 * x, y, z already inside the level. */
static void texel(struct tex *t, const struct lvl *lv, unsigned x, unsigned y, unsigned z,
                  float c[4])
{
	const struct tfmt *f = &t->fmt;
	c[0] = c[1] = c[2] = 0, c[3] = 1;
	uint32_t layer = lv->l.stride * lv->l.rows;
	uint32_t base = lv->base + z * layer;
	bool block = is_block(f->kind);
	unsigned bx = block ? x / 4 : x, by = block ? y / 4 : y;
	unsigned bytes = f->bytes;
	struct r5xx_surf s = {base,
	                      lv->l.stride,
	                      bytes <= 8 ? bytes : 16,
	                      lv->l.macro,
	                      (t->off >> 3 & 3) != 0 && bytes <= 8,
	                      (t->off >> 3 & 3) == 2 && bytes == 2}; /* MICRO_TILE 2 (L5934) */
	uint32_t addr;
	if (f->kind == FK_X1 || f->kind == FK_X1_REV) {
		addr = base + y * lv->l.stride + x / 8;
	} else if (f->kind == FK_YUV422) {
		s.bpp = 4;
		addr = r5xx_surf_addr(&s, x / 2, y);
	} else if (bytes == 16) {
		addr = base + by * lv->l.stride +
		       bx * 16; /* 128-bit texels: never tiled (inferred) */
	} else {
		addr = r5xx_surf_addr(&s, bx, by);
	}
	uint8_t b[16] = {0};
	unsigned n = f->kind == FK_YUV422                       ? 4
	             : f->kind == FK_X1 || f->kind == FK_X1_REV ? 1
	                                                        : bytes;
	rd(t, addr, b, n);
	if (t->off & 3)
		swap_words(b, n, t->off & 3);
	unsigned sgn = t->fmt1 >> 5 & 15; /* SIGNED_COMP0-3, bits 5-8 (L5830-L5845) */
	bool pow2 = t->fmt2 >> 17 & 1;    /* POW2FIX2FLT */
	unsigned i = (y % 4) * 4 + x % 4; /* texel index inside a block */
	switch (f->kind) {
	case FK_PLAIN: {
		uint64_t v = 0;
		for (unsigned k = 0; k < bytes; k++)
			v |= (uint64_t)b[k] << (8 * k);
		unsigned pos = 0;
		for (unsigned k = 0; k < f->comps; k++) {
			unsigned len = f->len[k];
			uint32_t fv = (uint32_t)(v >> pos) & (uint32_t)((1ull << len) - 1);
			c[k] = sgn >> k & 1 ? snorm(fv, len) : unorm(fv, len, pow2);
			pos += len;
			/* 10-bit components in 16-bit containers (X10 forms) */
			if ((f->bytes == 2 || f->bytes == 8) && len == 10 && f->comps != 3)
				pos += 6;
		}
		/* absent components: C1, C2 = 0, C3 = 1 (as TX_ENABLE's disabled
		 * value; inferred) */
		break;
	}
	case FK_HALF:
		for (unsigned k = 0; k < f->comps; k++)
			c[k] = r5xx_half_to_float((uint16_t)(b[2 * k] | b[2 * k + 1] << 8));
		break;
	case FK_FLOAT:
		for (unsigned k = 0; k < f->comps; k++)
			memcpy(&c[k], &b[4 * k], 4);
		break;
	case FK_DXT1: dxt_colour(b, i, true, c); break;
	case FK_DXT3:
		dxt_colour(b + 8, i, false, c);
		c[3] = (float)(b[i / 2] >> (4 * (i & 1)) & 15) / 15.0f;
		break;
	case FK_DXT5:
		dxt_colour(b + 8, i, false, c);
		c[3] = bc4(b, i, false);
		break;
	case FK_ATI1N: c[0] = bc4(b, i, sgn & 1); break;
	case FK_ATI2N:
		c[0] = bc4(b, i, sgn & 1);
		c[1] = bc4(b + 8, i, sgn >> 1 & 1);
		break;
	case FK_CXV8U8: {
		float u = snorm(b[0], 8), v = snorm(b[1], 8);
		float q = 1 - u * u - v * v;
		c[0] = u, c[1] = v, c[2] = q > 0 ? sqrtf(q) : 0;
		break;
	}
	case FK_Y8X24: {
		uint32_t v = b[0] | b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
		c[0] = unorm(v >> 8, 24, false);
		c[1] = unorm(v & 255, 8, false);
		break;
	}
	case FK_W24FP: {
		uint32_t v = b[0] | b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
		c[0] = unorm(v & 0xffffff, 24, false); /* the W24_FP encoding is not public */
		break;
	}
	case FK_X1: c[0] = (float)(b[0] >> (x % 8) & 1); break;
	case FK_X1_REV: c[0] = (float)(b[0] >> (7 - x % 8) & 1); break;
	case FK_YUV422: {
		/* VYUY: bytes Y0 U Y1 V (C0 = low); YVYU: U Y0 V Y1 (inferred
		 * from Mesa's YUYV/UYVY mappings) */
		float y0, y1, u, v;
		if (f->variant == 0)
			y0 = b[0] / 255.0f, u = b[1] / 255.0f, y1 = b[2] / 255.0f,
			v = b[3] / 255.0f;
		else
			u = b[0] / 255.0f, y0 = b[1] / 255.0f, v = b[2] / 255.0f,
			y1 = b[3] / 255.0f;
		float yy = x & 1 ? y1 : y0;
		unsigned mode = t->fmt1 >> 22 & 3;
		if (mode)
			yuv_rgb(yy, u, v, mode == 1, c);
		else
			c[0] = yy, c[1] = u, c[2] = v, c[3] = 1;
		break;
	}
	case FK_AVYU: {
		float a = b[3] / 255.0f, v = b[2] / 255.0f, yy = b[1] / 255.0f, u = b[0] / 255.0f;
		unsigned mode = t->fmt1 >> 22 & 3;
		if (mode) {
			yuv_rgb(yy, u, v, mode == 1, c);
			c[3] = a;
		} else {
			c[0] = u, c[1] = yy, c[2] = v, c[3] = a;
		}
		break;
	}
	default: break;
	}
}

/* The border colour: "format is the same as the texture" (L5715); a
 * 32-bit register can hold one texel of at most 32 bits, decoded as such;
 * wider and block formats read it as W8Z8Y8X8 (inferred). */
static void decode_reg(const struct tex *t, uint32_t v, float c[4])
{
	const struct tfmt *f = &t->fmt;
	c[0] = c[1] = c[2] = 0, c[3] = 1;
	if (f->kind == FK_PLAIN && f->bytes <= 4) {
		unsigned pos = 0, sgn = t->fmt1 >> 5 & 15;
		for (unsigned k = 0; k < f->comps; k++) {
			uint32_t fv = (uint32_t)((uint64_t)v >> pos) &
			              (uint32_t)((1ull << f->len[k]) - 1);
			c[k] = sgn >> k & 1 ? snorm(fv, f->len[k]) : unorm(fv, f->len[k], false);
			pos += f->len[k];
		}
	} else if (f->kind == FK_HALF && f->bytes <= 4) {
		for (unsigned k = 0; k < f->comps; k++)
			c[k] = r5xx_half_to_float((uint16_t)(v >> (16 * k)));
	} else if (f->kind == FK_FLOAT && f->bytes == 4) {
		memcpy(&c[0], &v, 4);
	} else {
		for (unsigned k = 0; k < 4; k++)
			c[k] = (float)(v >> (8 * k) & 255) / 255.0f;
	}
}

static void border(const struct tex *t, float c[4])
{
	decode_reg(t, R(t, TX_BORDER_COLOR_0), c);
}

/* ------------------------------------------------------------------ addressing */

/* Wrap an integer texel coordinate; false = the border colour.
 * TX_FILTER0 CLAMP_S/T/R (L5742-L5756). */
static bool wrap_i(unsigned mode, int i, int n, int *o)
{
	switch (mode & 7) {
	case 0: /* wrap */
		i %= n;
		*o = i < 0 ? i + n : i;
		return true;
	case 1: { /* mirror */
		int p = 2 * n, m = i % p;
		m = m < 0 ? m + p : m;
		*o = m < n ? m : p - 1 - m;
		return true;
	}
	case 2: /* clamp to last texel */
	case 3: /* mirror once to last texel: the coordinate was mirrored */
		*o = i < 0 ? 0 : i >= n ? n - 1 : i;
		return true;
	default: /* 4-7: outside is border (4/5 clamp the coordinate first) */
		if (i < 0 || i >= n)
			return false;
		*o = i;
		return true;
	}
}

/* The coordinate-space part of the modes: mirror-once takes |s|; the
 * half-way-to-border modes clamp s to [0, 1] first. */
static double wrap_f(unsigned mode, double s, double n)
{
	mode &= 7;
	if (mode == 3 || mode == 5 || mode == 7)
		s = fabs(s);
	if (mode == 4 || mode == 5)
		s = s < 0 ? 0 : s > n ? n : s;
	return s;
}

struct samp {
	struct tex *t;
	struct lvl lv;
	unsigned face;
	/* chroma key (TX_FILTER1 CHROMA_KEY_MODE 1:0, L5786; TX_CHROMA_KEY_n
	 * L5718; §9.6 L4302): per sample, the key decoded like a texel */
	unsigned ck;
	float key[4];
	bool keyed; /* a sample matched (mode 1 kills the pixel) */
};

static void fetch(struct samp *sp, int x, int y, int z, float c[4])
{
	struct tex *t = sp->t;
	int ox = 0, oy = 0, oz = 0;
	/* every axis wrapped (each sets its coordinate), then in if all are */
	bool in = wrap_i(t->f0, x, (int)sp->lv.l.width, &ox);
	in &= wrap_i(t->f0 >> 3, y, (int)sp->lv.l.height, &oy);
	if (t->type == 1)
		in &= wrap_i(t->f0 >> 6, z, (int)sp->lv.l.depth, &oz);
	else if (t->type == 2)
		oz = (int)sp->face;
	if (!in) {
		border(t, c);
		return;
	}
	texel(t, &sp->lv, (unsigned)ox, (unsigned)oy, (unsigned)oz, c);
	/* "kill pixel if any sample matches chroma key" / "set sample to 0 if
	 * it matches": the key is in the texture's format (L5721), so a
	 * sample matches when its components decode to the key's */
	if (sp->ck && c[0] == sp->key[0] && c[1] == sp->key[1] && c[2] == sp->key[2] &&
	    c[3] == sp->key[3]) {
		sp->keyed = true;
		if (sp->ck == 2)
			c[0] = c[1] = c[2] = c[3] = 0;
	}
}

/* A texel coordinate brought into int range: infinities and coordinates
 * beyond 2^30 texels are clamped there (NaN, which the US already turns
 * into +Inf (L3785-L3791), too), so the clamp modes give the edge texel and
 * no (int) conversion overflows (softgpu; the seed says nothing). */
static double coord_range(double x)
{
	if (isnan(x))
		return 0x1p30;
	return x < -0x1p30 ? -0x1p30 : x > 0x1p30 ? 0x1p30 : x;
}

/* One level, one filter: u, v, w in texels of that level. */
static void filter_level(struct samp *sp, unsigned filt, double u, double v, double w, float c[4])
{
	struct tex *t = sp->t;
	u = coord_range(wrap_f(t->f0, u, sp->lv.l.width));
	v = coord_range(wrap_f(t->f0 >> 3, v, sp->lv.l.height));
	w = coord_range(w);
	if (t->type == 1)
		w = coord_range(wrap_f(t->f0 >> 6, w, sp->lv.l.depth));
	unsigned vol = t->f0 >> 15 & 3; /* VOL_FILTER: 0 as MIN/MAG */
	unsigned zf = t->type == 1 ? (vol ? vol : filt) : 1;
	if (filt != 2) { /* point (and Filter4, modelled as point: inferred) */
		int iz = (int)floor(w);
		if (zf == 2 && t->type == 1) {
			double fw = w - 0.5, zf0 = floor(fw);
			float a[4], b[4];
			fetch(sp, (int)floor(u), (int)floor(v), (int)zf0, a);
			fetch(sp, (int)floor(u), (int)floor(v), (int)zf0 + 1, b);
			double f = fw - zf0;
			for (unsigned k = 0; k < 4; k++)
				c[k] = (float)(a[k] * (1 - f) + b[k] * f);
			return;
		}
		fetch(sp, (int)floor(u), (int)floor(v), iz, c);
		return;
	}
	double fu = u - 0.5, fv = v - 0.5;
	double x0 = floor(fu), y0 = floor(fv), au = fu - x0, av = fv - y0;
	int nz = t->type == 1 && zf == 2 ? 2 : 1;
	double fw = w - 0.5, z0 = nz == 2 ? floor(fw) : floor(w), aw = nz == 2 ? fw - z0 : 0;
	double acc[4] = {0, 0, 0, 0};
	for (int dz = 0; dz < nz; dz++)
		for (int dy = 0; dy < 2; dy++)
			for (int dx = 0; dx < 2; dx++) {
				float s[4];
				fetch(sp, (int)x0 + dx, (int)y0 + dy, (int)z0 + dz, s);
				double wgt = (dx ? au : 1 - au) * (dy ? av : 1 - av) *
				             (nz == 2 ? (dz ? aw : 1 - aw) : 1);
				for (unsigned k = 0; k < 4; k++)
					acc[k] += wgt * s[k];
			}
	for (unsigned k = 0; k < 4; k++)
		c[k] = (float)acc[k];
}

static bool level_at(struct samp *sp, unsigned level)
{
	struct tex *t = sp->t;
	if (!r5xx_tx_level_layout(t->r3d, t->unit, level, &sp->lv.l))
		return false;
	sp->lv.base = (t->off & ~31u) + sp->lv.l.offset;
	return true;
}

/* Cube map face and face coordinates from a direction (the usual major-
 * axis rule; faces in +X, -X, +Y, -Y, +Z, -Z order as Mesa lays them out,
 * inferred). */
static unsigned cube_face(double x, double y, double z, double *s, double *tt)
{
	double ax = fabs(x), ay = fabs(y), az = fabs(z), ma, sc, tc;
	unsigned face;
	if (ax >= ay && ax >= az) {
		face = x >= 0 ? 0 : 1, ma = ax, sc = x >= 0 ? -z : z, tc = -y;
	} else if (ay >= az) {
		face = y >= 0 ? 2 : 3, ma = ay, sc = x, tc = y >= 0 ? z : -z;
	} else {
		face = z >= 0 ? 4 : 5, ma = az, sc = z >= 0 ? x : -x, tc = -y;
	}
	if (ma == 0)
		ma = 1;
	*s = 0.5 * (sc / ma + 1), *tt = 0.5 * (tc / ma + 1);
	return face;
}

static float lod_bias_reg(const struct tex *t)
{
	/* LOD_BIAS 12:3, s4.5 (L5790) */
	int v = (int)(t->f1 >> 3 & 0x3ff);
	if (v & 0x200)
		v -= 0x400;
	return (float)v / 32.0f;
}

/* TRI_PERF (L5794): remap of the trilinear fraction */
static double tri_perf(unsigned mode, double f)
{
	double o;
	switch (mode & 3) {
	case 1: o = 4.0 / 3 * f - 1.0 / 6; break;
	case 2: o = 2 * f - 0.5; break;
	case 3: o = 4 * f - 1.5; break;
	default: return f;
	}
	return o < 0 ? 0 : o > 1 ? 1 : o;
}

void r5xx_tx_sample(struct sgpu_unit *r3d, const struct r5xx_tx_req *q, float out[4][4],
                    unsigned *kill)
{
	*kill = 0;
	unsigned unit = q->unit & 15;
	struct tex t;
	if (!(r5xx_3d_reg(r3d, TX_ENABLE) >> unit & 1) || !tex_load(&t, r3d, unit)) {
		for (unsigned p = 0; p < 4; p++)
			out[p][0] = out[p][1] = out[p][2] = 0, out[p][3] = 1;
		if (r5xx_3d_reg(r3d, TX_ENABLE) >> unit & 1)
			sgpu_log(r3d->dev, SGPU_LOG_GUEST_ERROR, r3d->log_cat,
			         "texture unit %u: reserved TXFORMAT %u: sampled as disabled", unit,
			         (r5xx_3d_reg(r3d, TX_FORMAT1_0 + 4 * unit) &
			          31) | (r5xx_3d_reg(r3d, TX_FORMAT2_0 + 4 * unit) >> 14 & 1) << 5);
		return;
	}
	/* coordinates per pixel, projected when asked (TX_FORMAT0.PROJECTED or
	 * the PROJ op) */
	double s[4][3];
	unsigned face[4] = {0, 0, 0, 0};
	bool proj = q->op == R5XX_TX_PROJ || (t.fmt0 >> 30 & 1);
	for (unsigned p = 0; p < 4; p++) {
		double qq = proj ? q->coord[p][3] : 1.0;
		if (qq == 0 || !isfinite(qq))
			qq = 1; /* inferred: no division by zero */
		double x = q->coord[p][0] / qq, y = q->coord[p][1] / qq, z = q->coord[p][2] / qq;
		if (t.type == 2) {
			face[p] = cube_face(x, y, z, &x, &y);
			z = 0;
		}
		s[p][0] = x, s[p][1] = y, s[p][2] = z;
	}
	/* scale to level-0 texels */
	double sc[3] = {q->unscaled ? 1 : t.w, q->unscaled ? 1 : t.h, q->unscaled ? 1 : t.d};
	/* LOD: one per quad from the coordinate differences (or DXDY's
	 * derivatives), the largest of the two axis lengths (inferred: the
	 * usual isotropic rule) */
	double dux, dvx, dwx, duy, dvy, dwy;
	if (q->op == R5XX_TX_DXDY) {
		dux = q->ddx[0][0] * sc[0], dvx = q->ddx[0][1] * sc[1], dwx = q->ddx[0][2] * sc[2];
		duy = q->ddy[0][0] * sc[0], dvy = q->ddy[0][1] * sc[1], dwy = q->ddy[0][2] * sc[2];
	} else {
		dux = (s[1][0] - s[0][0]) * sc[0], dvx = (s[1][1] - s[0][1]) * sc[1];
		dwx = (s[1][2] - s[0][2]) * sc[2];
		duy = (s[2][0] - s[0][0]) * sc[0], dvy = (s[2][1] - s[0][1]) * sc[1];
		dwy = (s[2][2] - s[0][2]) * sc[2];
	}
	if (t.type != 1)
		dwx = dwy = 0;
	double lx = sqrt(dux * dux + dvx * dvx + dwx * dwx),
	       ly = sqrt(duy * duy + dvy * dvy + dwy * dwy);
	double rho = lx > ly ? lx : ly, rmin = lx > ly ? ly : lx;
	unsigned aniso = 1;
	if ((t.f0 >> 11 & 3) == 3) {
		/* MIN_FILTER 3 = anisotropic (Mesa R300_TX_MIN_FILTER_ANISO), up to
		 * MAX_ANISO 23:21 (1, 2, 4, 8, 16) samples along the major axis */
		unsigned maxa = 1u << ((t.f0 >> 21 & 7) > 4 ? 4 : (t.f0 >> 21 & 7));
		double ratio = rmin > 0 ? rho / rmin : (double)maxa;
		aniso = ratio < 1 ? 1 : ratio > maxa ? maxa : (unsigned)ceil(ratio);
		rho = rho / aniso;
	}
	double lod = rho > 0 && isfinite(rho) ? log2(rho) : -100;
	unsigned ck = t.f1 & 3; /* 3 is not listed: off (softgpu) */
	float key[4] = {0, 0, 0, 0};
	if (ck == 3)
		ck = 0;
	if (ck)
		decode_reg(&t, R(&t, TX_CHROMA_KEY_0), key);
	for (unsigned p = 0; p < 4; p++) {
		bool keyed = false;
		double l = lod;
		if (q->op == R5XX_TX_LOD)
			l = q->coord[p][3];
		else if (q->op == R5XX_TX_LODBIAS)
			l += q->coord[p][3];
		l += lod_bias_reg(&t);
		if (!isfinite(l))
			l = 0;
		bool mag = l <= 0;
		unsigned filt = mag ? t.f0 >> 9 & 3 : t.f0 >> 11 & 3;
		if (filt == 3)
			filt = 2; /* anisotropic taps are bilinear */
		/* clamp to [MAX_MIP_LEVEL, NUM_LEVELS] (L5762, L5823) */
		double lmin = t.f0 >> 17 & 15, lmax = t.levels - 1;
		if (lmin > lmax)
			lmin = lmax;
		unsigned mipf = t.f0 >> 13 & 3;
		double lc = l < lmin ? lmin : l > lmax ? lmax : l;
		unsigned l0, l1;
		double frac = 0;
		if (mipf == 0) {
			l0 = l1 = (unsigned)lmin;
		} else if (mipf == 1 || mag) {
			l0 = l1 = mag ? (unsigned)lmin : (unsigned)floor(lc + 0.5);
		} else {
			l0 = (unsigned)floor(lc), l1 = l0 + 1 <= lmax ? l0 + 1 : l0;
			frac = tri_perf(t.f1 >> 15, lc - floor(lc));
		}
		float acc[2][4];
		unsigned levels[2] = {l0, l1};
		for (unsigned li = 0; li < (l1 != l0 ? 2u : 1u); li++) {
			struct samp sp = {&t, {{0}, 0}, face[p], ck, {0, 0, 0, 0}, false};
			memcpy(sp.key, key, sizeof(key));
			if (!level_at(&sp, levels[li])) {
				memset(acc[li], 0, sizeof(acc[li]));
				continue;
			}
			double ls = ldexp(1.0, -(int)levels[li]);
			double lsz[3] = {sp.lv.l.width, sp.lv.l.height, sp.lv.l.depth};
			double base[3];
			for (unsigned k = 0; k < 3; k++)
				base[k] = q->unscaled ? s[p][k] * ls : s[p][k] * lsz[k];
			if (aniso > 1) {
				double ax = lx >= ly ? dux : duy, ay = lx >= ly ? dvx : dvy;
				double a4[4] = {0, 0, 0, 0};
				for (unsigned i = 0; i < aniso; i++) {
					double o = ((double)i + 0.5) / aniso - 0.5;
					float c[4];
					filter_level(&sp, filt, base[0] + o * ax * ls,
					             base[1] + o * ay * ls, base[2], c);
					for (unsigned k = 0; k < 4; k++)
						a4[k] += c[k];
				}
				for (unsigned k = 0; k < 4; k++)
					acc[li][k] = (float)(a4[k] / aniso);
			} else {
				filter_level(&sp, filt, base[0], base[1], base[2], acc[li]);
			}
			keyed |= sp.keyed;
		}
		float c[4];
		for (unsigned k = 0; k < 4; k++)
			c[k] = l1 != l0 ? (float)(acc[0][k] * (1 - frac) + acc[1][k] * frac)
			                : acc[0][k];
		if (ck == 1 && keyed)
			*kill |= 1u << p;
		/* gamma removal (TX_FORMAT1.GAMMA 21): channels routed to R, G and
		 * B, for formats of 8-bit or narrower components */
		bool gamma = t.fmt1 >> 21 & 1;
		/* swizzle SEL_ALPHA 11:9, SEL_RED 14:12, SEL_GREEN 17:15,
		 * SEL_BLUE 20:18 (L5846-L5870): 0-3 component, 4 zero, 5 one */
		static const unsigned shift[4] = {12, 15, 18, 9}; /* R, G, B, A */
		for (unsigned k = 0; k < 4; k++) {
			unsigned sel = t.fmt1 >> shift[k] & 7;
			float v = sel < 4 ? c[sel] : sel == 5 ? 1.0f : 0.0f;
			if (gamma && k < 3 && sel < 4)
				v = gamma_to_linear(v);
			out[p][k] = v;
		}
	}
}
