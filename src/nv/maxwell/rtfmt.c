/* Render-target and zeta formats of MAXWELL_B and clear-value packing.
 *
 * The layouts follow the naming of open-gpu-doc classes/3d/clb197.h:
 * a name without underscores lists components from the most significant
 * bit down (A8R8G8B8: B in bits 7:0); underscores separate components in
 * memory order from the lowest address (R16_G16_B16_A16: R first, and
 * ZF32_X24S8: a ZF32 word, then X24S8). N is SNORM, S SINT, U UINT, F
 * float, L an sRGB-encoded channel (RL8), X and Z bits are written as
 * zero and O bits as ones. Conversions: docs/hw/maxwell.md. */
#include <math.h>
#include <string.h>

#include "nv/maxwell/rtfmt.h"

#define R 0
#define G 1
#define B 2
#define A 3
#define C(ch, t, s, w)               \
	{                            \
		ch, MXW_CT_##t, s, w \
	}
#define X(s, w)                      \
	{                            \
		0, MXW_CT_ZERO, s, w \
	}
#define O(s, w)                     \
	{                           \
		0, MXW_CT_ONE, s, w \
	}

/* clb197.h SET_COLOR_TARGET_FORMAT_V, in its order. */
static const struct mxw_rt_format rt_formats[] = {
        {0xc0,
         16,
         "RF32_GF32_BF32_AF32",
         {C(R, FLOAT, 0, 32), C(G, FLOAT, 32, 32), C(B, FLOAT, 64, 32), C(A, FLOAT, 96, 32)}},
        {0xc1,
         16,
         "RS32_GS32_BS32_AS32",
         {C(R, SINT, 0, 32), C(G, SINT, 32, 32), C(B, SINT, 64, 32), C(A, SINT, 96, 32)}},
        {0xc2,
         16,
         "RU32_GU32_BU32_AU32",
         {C(R, UINT, 0, 32), C(G, UINT, 32, 32), C(B, UINT, 64, 32), C(A, UINT, 96, 32)}},
        {0xc3,
         16,
         "RF32_GF32_BF32_X32",
         {C(R, FLOAT, 0, 32), C(G, FLOAT, 32, 32), C(B, FLOAT, 64, 32), X(96, 32)}},
        {0xc4,
         16,
         "RS32_GS32_BS32_X32",
         {C(R, SINT, 0, 32), C(G, SINT, 32, 32), C(B, SINT, 64, 32), X(96, 32)}},
        {0xc5,
         16,
         "RU32_GU32_BU32_X32",
         {C(R, UINT, 0, 32), C(G, UINT, 32, 32), C(B, UINT, 64, 32), X(96, 32)}},
        {0xc6,
         8,
         "R16_G16_B16_A16",
         {C(R, UNORM, 0, 16), C(G, UNORM, 16, 16), C(B, UNORM, 32, 16), C(A, UNORM, 48, 16)}},
        {0xc7,
         8,
         "RN16_GN16_BN16_AN16",
         {C(R, SNORM, 0, 16), C(G, SNORM, 16, 16), C(B, SNORM, 32, 16), C(A, SNORM, 48, 16)}},
        {0xc8,
         8,
         "RS16_GS16_BS16_AS16",
         {C(R, SINT, 0, 16), C(G, SINT, 16, 16), C(B, SINT, 32, 16), C(A, SINT, 48, 16)}},
        {0xc9,
         8,
         "RU16_GU16_BU16_AU16",
         {C(R, UINT, 0, 16), C(G, UINT, 16, 16), C(B, UINT, 32, 16), C(A, UINT, 48, 16)}},
        {0xca,
         8,
         "RF16_GF16_BF16_AF16",
         {C(R, FLOAT, 0, 16), C(G, FLOAT, 16, 16), C(B, FLOAT, 32, 16), C(A, FLOAT, 48, 16)}},
        {0xcb, 8, "RF32_GF32", {C(R, FLOAT, 0, 32), C(G, FLOAT, 32, 32)}},
        {0xcc, 8, "RS32_GS32", {C(R, SINT, 0, 32), C(G, SINT, 32, 32)}},
        {0xcd, 8, "RU32_GU32", {C(R, UINT, 0, 32), C(G, UINT, 32, 32)}},
        {0xce,
         8,
         "RF16_GF16_BF16_X16",
         {C(R, FLOAT, 0, 16), C(G, FLOAT, 16, 16), C(B, FLOAT, 32, 16), X(48, 16)}},
        {0xcf,
         4,
         "A8R8G8B8",
         {C(B, UNORM, 0, 8), C(G, UNORM, 8, 8), C(R, UNORM, 16, 8), C(A, UNORM, 24, 8)}},
        {0xd0,
         4,
         "A8RL8GL8BL8",
         {C(B, SRGB, 0, 8), C(G, SRGB, 8, 8), C(R, SRGB, 16, 8), C(A, UNORM, 24, 8)}},
        {0xd1,
         4,
         "A2B10G10R10",
         {C(R, UNORM, 0, 10), C(G, UNORM, 10, 10), C(B, UNORM, 20, 10), C(A, UNORM, 30, 2)}},
        {0xd2,
         4,
         "AU2BU10GU10RU10",
         {C(R, UINT, 0, 10), C(G, UINT, 10, 10), C(B, UINT, 20, 10), C(A, UINT, 30, 2)}},
        {0xd5,
         4,
         "A8B8G8R8",
         {C(R, UNORM, 0, 8), C(G, UNORM, 8, 8), C(B, UNORM, 16, 8), C(A, UNORM, 24, 8)}},
        {0xd6,
         4,
         "A8BL8GL8RL8",
         {C(R, SRGB, 0, 8), C(G, SRGB, 8, 8), C(B, SRGB, 16, 8), C(A, UNORM, 24, 8)}},
        {0xd7,
         4,
         "AN8BN8GN8RN8",
         {C(R, SNORM, 0, 8), C(G, SNORM, 8, 8), C(B, SNORM, 16, 8), C(A, SNORM, 24, 8)}},
        {0xd8,
         4,
         "AS8BS8GS8RS8",
         {C(R, SINT, 0, 8), C(G, SINT, 8, 8), C(B, SINT, 16, 8), C(A, SINT, 24, 8)}},
        {0xd9,
         4,
         "AU8BU8GU8RU8",
         {C(R, UINT, 0, 8), C(G, UINT, 8, 8), C(B, UINT, 16, 8), C(A, UINT, 24, 8)}},
        {0xda, 4, "R16_G16", {C(R, UNORM, 0, 16), C(G, UNORM, 16, 16)}},
        {0xdb, 4, "RN16_GN16", {C(R, SNORM, 0, 16), C(G, SNORM, 16, 16)}},
        {0xdc, 4, "RS16_GS16", {C(R, SINT, 0, 16), C(G, SINT, 16, 16)}},
        {0xdd, 4, "RU16_GU16", {C(R, UINT, 0, 16), C(G, UINT, 16, 16)}},
        {0xde, 4, "RF16_GF16", {C(R, FLOAT, 0, 16), C(G, FLOAT, 16, 16)}},
        {0xdf,
         4,
         "A2R10G10B10",
         {C(B, UNORM, 0, 10), C(G, UNORM, 10, 10), C(R, UNORM, 20, 10), C(A, UNORM, 30, 2)}},
        {0xe0, 4, "BF10GF11RF11", {C(R, FLOAT, 0, 11), C(G, FLOAT, 11, 11), C(B, FLOAT, 22, 10)}},
        {0xe3, 4, "RS32", {C(R, SINT, 0, 32)}},
        {0xe4, 4, "RU32", {C(R, UINT, 0, 32)}},
        {0xe5, 4, "RF32", {C(R, FLOAT, 0, 32)}},
        {0xe6, 4, "X8R8G8B8", {C(B, UNORM, 0, 8), C(G, UNORM, 8, 8), C(R, UNORM, 16, 8), X(24, 8)}},
        {0xe7, 4, "X8RL8GL8BL8", {C(B, SRGB, 0, 8), C(G, SRGB, 8, 8), C(R, SRGB, 16, 8), X(24, 8)}},
        {0xe8, 2, "R5G6B5", {C(B, UNORM, 0, 5), C(G, UNORM, 5, 6), C(R, UNORM, 11, 5)}},
        {0xe9,
         2,
         "A1R5G5B5",
         {C(B, UNORM, 0, 5), C(G, UNORM, 5, 5), C(R, UNORM, 10, 5), C(A, UNORM, 15, 1)}},
        {0xea, 2, "G8R8", {C(R, UNORM, 0, 8), C(G, UNORM, 8, 8)}},
        {0xeb, 2, "GN8RN8", {C(R, SNORM, 0, 8), C(G, SNORM, 8, 8)}},
        {0xec, 2, "GS8RS8", {C(R, SINT, 0, 8), C(G, SINT, 8, 8)}},
        {0xed, 2, "GU8RU8", {C(R, UINT, 0, 8), C(G, UINT, 8, 8)}},
        {0xee, 2, "R16", {C(R, UNORM, 0, 16)}},
        {0xef, 2, "RN16", {C(R, SNORM, 0, 16)}},
        {0xf0, 2, "RS16", {C(R, SINT, 0, 16)}},
        {0xf1, 2, "RU16", {C(R, UINT, 0, 16)}},
        {0xf2, 2, "RF16", {C(R, FLOAT, 0, 16)}},
        {0xf3, 1, "R8", {C(R, UNORM, 0, 8)}},
        {0xf4, 1, "RN8", {C(R, SNORM, 0, 8)}},
        {0xf5, 1, "RS8", {C(R, SINT, 0, 8)}},
        {0xf6, 1, "RU8", {C(R, UINT, 0, 8)}},
        {0xf7, 1, "A8", {C(A, UNORM, 0, 8)}},
        {0xf8, 2, "X1R5G5B5", {C(B, UNORM, 0, 5), C(G, UNORM, 5, 5), C(R, UNORM, 10, 5), X(15, 1)}},
        {0xf9, 4, "X8B8G8R8", {C(R, UNORM, 0, 8), C(G, UNORM, 8, 8), C(B, UNORM, 16, 8), X(24, 8)}},
        {0xfa, 4, "X8BL8GL8RL8", {C(R, SRGB, 0, 8), C(G, SRGB, 8, 8), C(B, SRGB, 16, 8), X(24, 8)}},
        {0xfb, 2, "Z1R5G5B5", {C(B, UNORM, 0, 5), C(G, UNORM, 5, 5), C(R, UNORM, 10, 5), X(15, 1)}},
        {0xfc, 2, "O1R5G5B5", {C(B, UNORM, 0, 5), C(G, UNORM, 5, 5), C(R, UNORM, 10, 5), O(15, 1)}},
        {0xfd, 4, "Z8R8G8B8", {C(B, UNORM, 0, 8), C(G, UNORM, 8, 8), C(R, UNORM, 16, 8), X(24, 8)}},
        {0xfe, 4, "O8R8G8B8", {C(B, UNORM, 0, 8), C(G, UNORM, 8, 8), C(R, UNORM, 16, 8), O(24, 8)}},
        {0xff, 4, "R32", {C(R, FLOAT, 0, 32)}},
        {0x40, 2, "A16", {C(A, UNORM, 0, 16)}},
        {0x41, 2, "AF16", {C(A, FLOAT, 0, 16)}},
        {0x42, 4, "AF32", {C(A, FLOAT, 0, 32)}},
        {0x43, 2, "A8R8", {C(R, UNORM, 0, 8), C(A, UNORM, 8, 8)}},
        {0x44, 4, "R16_A16", {C(R, UNORM, 0, 16), C(A, UNORM, 16, 16)}},
        {0x45, 4, "RF16_AF16", {C(R, FLOAT, 0, 16), C(A, FLOAT, 16, 16)}},
        {0x46, 8, "RF32_AF32", {C(R, FLOAT, 0, 32), C(A, FLOAT, 32, 32)}},
        {0x47,
         4,
         "B8G8R8A8",
         {C(A, UNORM, 0, 8), C(R, UNORM, 8, 8), C(G, UNORM, 16, 8), C(B, UNORM, 24, 8)}},
};

const struct mxw_rt_format *mxw_rt_formats(unsigned *n)
{
	*n = sizeof(rt_formats) / sizeof(rt_formats[0]);
	return rt_formats;
}

const struct mxw_rt_format *mxw_rt_format(uint32_t code)
{
	for (size_t i = 0; i < sizeof(rt_formats) / sizeof(rt_formats[0]); i++)
		if (rt_formats[i].code == code)
			return &rt_formats[i];
	return NULL;
}

/* clb197.h SET_ZT_FORMAT_V. */
static const struct mxw_zt_format zt_formats[] = {
        {0x13, 2, "Z16", 0, 16, false, 0xff},
        {0x14, 4, "Z24S8", 8, 24, false, 0},
        {0x15, 4, "X8Z24", 0, 24, false, 0xff},
        {0x16, 4, "S8Z24", 0, 24, false, 24},
        {0x17, 1, "S8", 0, 0, false, 0},
        {0x18, 4, "V8Z24", 0, 24, false, 0xff},
        {0x0a, 4, "ZF32", 0, 32, true, 0xff},
        {0x19, 8, "ZF32_X24S8", 0, 32, true, 32},
        {0x1d, 8, "X8Z24_X16V8S8", 0, 24, false, 32},
        {0x1e, 8, "ZF32_X16V8X8", 0, 32, true, 0xff},
        {0x1f, 8, "ZF32_X16V8S8", 0, 32, true, 32},
};

const struct mxw_zt_format *mxw_zt_format(uint32_t code)
{
	for (size_t i = 0; i < sizeof(zt_formats) / sizeof(zt_formats[0]); i++)
		if (zt_formats[i].code == code)
			return &zt_formats[i];
	return NULL;
}

/* ------------------------------------------------------------------ conversions */

static float f32(uint32_t bits)
{
	float f;
	memcpy(&f, &bits, 4);
	return f;
}

/* Round half up of a non-negative double, as an integer. */
static uint32_t round_pos(double v)
{
	return (uint32_t)floor(v + 0.5);
}

uint32_t mxw_f32_to_unorm(uint32_t fbits, unsigned width)
{
	double v = f32(fbits), max = (double)((UINT64_C(1) << width) - 1);
	if (!(v > 0)) /* NaN and <= 0 */
		return 0;
	if (v >= 1)
		return (uint32_t)max;
	return round_pos(v * max);
}

uint32_t mxw_f32_to_snorm(uint32_t fbits, unsigned width)
{
	double v = f32(fbits), max = (double)((UINT64_C(1) << (width - 1)) - 1);
	if (v != v)
		v = 0;
	if (v > 1)
		v = 1;
	if (v < -1)
		v = -1;
	int64_t i = v < 0 ? -(int64_t)round_pos(-v * max) : (int64_t)round_pos(v * max);
	return (uint32_t)i & (uint32_t)((UINT64_C(1) << width) - 1);
}

/* v >> sh rounded to nearest, ties to even. */
static uint32_t rne_shift(uint32_t v, unsigned sh)
{
	if (sh == 0)
		return v;
	if (sh > 31)
		return 0;
	uint32_t q = v >> sh, rem = v & ((1u << sh) - 1), half = 1u << (sh - 1);
	if (rem > half || (rem == half && (q & 1)))
		q++;
	return q;
}

uint32_t mxw_f32_to_minifloat(uint32_t fbits, unsigned mbits, bool has_sign)
{
	uint32_t s = fbits >> 31, e = fbits >> 23 & 0xff, m = fbits & 0x7fffff;
	uint32_t sign = has_sign ? s << (5 + mbits) : 0, inf = 31u << mbits;
	if (e == 255) {
		if (m)
			return sign | inf | 1u << (mbits - 1); /* a quiet NaN */
		return s && !has_sign ? 0 : sign | inf;
	}
	if (s && !has_sign)
		return 0;
	if (e == 0)
		return sign; /* float denormals are below the smallest minifloat */
	int exp = (int)e - 127 + 15;
	uint32_t mant = m | 0x800000;
	if (exp >= 31)
		return sign | inf;
	if (exp <= 0) /* subnormal: rounding up to the smallest normal carries */
		return sign | rne_shift(mant, (unsigned)(23 - (int)mbits + 1 - exp));
	uint32_t r = rne_shift(mant, 23 - mbits);
	if (r >> (mbits + 1)) {
		r >>= 1;
		exp++;
	}
	if (exp >= 31)
		return sign | inf;
	return sign | (uint32_t)exp << mbits | (r & ((1u << mbits) - 1));
}

static uint32_t f32_to_srgb8(uint32_t fbits)
{
	double v = f32(fbits);
	if (!(v > 0))
		return 0;
	if (v >= 1)
		return 255;
	double s = v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055;
	return round_pos(s * 255);
}

static uint32_t sat_uint(uint32_t v, unsigned width)
{
	uint32_t max = width >= 32 ? 0xffffffffu : (1u << width) - 1;
	return v > max ? max : v;
}

static uint32_t sat_sint(uint32_t v, unsigned width)
{
	if (width >= 32)
		return v;
	int32_t i = (int32_t)v, max = (1 << (width - 1)) - 1, min = -max - 1;
	i = i > max ? max : i < min ? min : i;
	return (uint32_t)i & ((1u << width) - 1);
}

static void put_bits(uint8_t *p, unsigned shift, unsigned width, uint32_t v)
{
	for (unsigned i = 0; i < width; i++) {
		unsigned b = shift + i;
		if (v >> i & 1)
			p[b / 8] |= (uint8_t)(1u << (b % 8));
		else
			p[b / 8] &= (uint8_t) ~(1u << (b % 8));
	}
}

static uint32_t convert(const struct mxw_comp *k, const uint32_t clear[4])
{
	uint32_t w = clear[k->chan & 3];
	switch (k->type) {
	case MXW_CT_UNORM: return mxw_f32_to_unorm(w, k->width);
	case MXW_CT_SNORM: return mxw_f32_to_snorm(w, k->width);
	case MXW_CT_SRGB: return f32_to_srgb8(w);
	case MXW_CT_UINT: return sat_uint(w, k->width);
	case MXW_CT_SINT: return sat_sint(w, k->width);
	case MXW_CT_FLOAT:
		if (k->width == 32)
			return w;
		if (k->width == 16)
			return mxw_f32_to_minifloat(w, 10, true);
		return mxw_f32_to_minifloat(w, k->width - 5, false);
	case MXW_CT_ONE: return 0xffffffffu;
	default: return 0;
	}
}

void mxw_rt_pack(const struct mxw_rt_format *f, const uint32_t clear[4], unsigned rgba_mask,
                 uint8_t *pix, uint8_t *mask)
{
	memset(pix, 0, f->bytes);
	memset(mask, 0, f->bytes);
	for (unsigned i = 0; i < 4; i++) {
		const struct mxw_comp *k = &f->c[i];
		if (k->type == MXW_CT_NONE)
			continue;
		bool on = k->type == MXW_CT_ZERO || k->type == MXW_CT_ONE
		                  ? rgba_mask != 0
		                  : (rgba_mask >> k->chan & 1);
		if (!on)
			continue;
		put_bits(pix, k->shift, k->width, convert(k, clear));
		put_bits(mask, k->shift, k->width, 0xffffffffu);
	}
}

void mxw_zt_pack(const struct mxw_zt_format *f, uint32_t zbits, uint8_t stencil, bool z, bool s,
                 uint8_t smask, uint8_t *pix, uint8_t *mask)
{
	memset(pix, 0, f->bytes);
	memset(mask, 0, f->bytes);
	if (z && f->z_width) {
		uint32_t v = f->z_float ? zbits : mxw_f32_to_unorm(zbits, f->z_width);
		put_bits(pix, f->z_shift, f->z_width, v);
		put_bits(mask, f->z_shift, f->z_width, 0xffffffffu);
	}
	if (s && f->s_shift != 0xff) {
		put_bits(pix, f->s_shift, 8, stencil);
		put_bits(mask, f->s_shift, 8, smask);
	}
}
