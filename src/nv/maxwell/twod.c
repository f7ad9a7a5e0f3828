/* FERMI_TWOD_A (0x902D): the 2D engine class of the Maxwell GR front end.
 *
 * Method layout: open-gpu-doc classes/twod/cl902d.h. Semantics: envytools
 * rnndb/graph/g80_2d.xml (the OPERATION formulas, the ROP bit order, the
 * blit and SIFC registers), docs/hw/graph/2d/pattern.rst (pattern
 * coordinates, bitmap and colour patterns) and solid.rst (rectangle, lin
 * and triangle rasterization rules), and Mesa's nvc0_surface.c (how the
 * blit is set up and triggered). What softgpu inferred where those are
 * silent is in docs/hw/maxwell.md, "FERMI_TWOD_A".
 *
 * Every drawing operation is a job of rows drawn through the per-pixel
 * reference pipeline (put_pixel); solid fills and 1:1 blits of pitch
 * surfaces have row fill / copy fast paths proven against it
 * (tests/unit/test_mxw_2d.c). A job stalls its method after
 * MXW_TWOD_CHUNK pixels, so the run budget bounds it. */
#include "nv/maxwell/twod.h"

#include <math.h>
#include <string.h>

#include "nv/maxwell/blocklinear.h"
#include "util/bits.h"
#include "util/copy.h"
#include "util/fill.h"

__extension__ typedef __int128 i128;

/* ------------------------------------------------------------------ methods (cl902d.h) */

enum {
	M_NO_OPERATION = 0x100,
	M_SET_NOTIFY_A = 0x104,
	M_SET_NOTIFY_B = 0x108,
	M_NOTIFY = 0x10c,
	M_SET_MME_SHADOW_RAM_CONTROL = 0x124,
	M_SET_GLOBAL_RENDER_ENABLE_A = 0x130,
	M_SET_GLOBAL_RENDER_ENABLE_B = 0x134,
	M_SET_GLOBAL_RENDER_ENABLE_C = 0x138,
	M_SET_DST_FORMAT = 0x200,
	M_SET_DST_MEMORY_LAYOUT = 0x204,
	M_SET_DST_BLOCK_SIZE = 0x208,
	M_SET_DST_DEPTH = 0x20c,
	M_SET_DST_LAYER = 0x210,
	M_SET_DST_PITCH = 0x214,
	M_SET_DST_WIDTH = 0x218,
	M_SET_DST_HEIGHT = 0x21c,
	M_SET_DST_OFFSET_UPPER = 0x220,
	M_SET_DST_OFFSET_LOWER = 0x224,
	M_FLUSH_AND_INVALIDATE_ROP_MINI_CACHE = 0x228,
	M_SET_SRC_FORMAT = 0x230,
	M_SET_SRC_MEMORY_LAYOUT = 0x234,
	M_SET_SRC_BLOCK_SIZE = 0x238,
	M_SET_SRC_DEPTH = 0x23c,
	M_TWOD_INVALIDATE_TEXTURE_DATA_CACHE = 0x240,
	M_SET_SRC_PITCH = 0x244,
	M_SET_SRC_WIDTH = 0x248,
	M_SET_SRC_HEIGHT = 0x24c,
	M_SET_SRC_OFFSET_UPPER = 0x250,
	M_SET_SRC_OFFSET_LOWER = 0x254,
	M_SET_PIXELS_FROM_MEMORY_SECTOR_PROMOTION = 0x258,
	M_SET_NUM_PROCESSING_CLUSTERS = 0x260,
	M_SET_RENDER_ENABLE_A = 0x264,
	M_SET_RENDER_ENABLE_B = 0x268,
	M_SET_RENDER_ENABLE_C = 0x26c,
	M_SET_CLIP_X0 = 0x280,
	M_SET_CLIP_Y0 = 0x284,
	M_SET_CLIP_WIDTH = 0x288,
	M_SET_CLIP_HEIGHT = 0x28c,
	M_SET_CLIP_ENABLE = 0x290,
	M_SET_COLOR_KEY_FORMAT = 0x294,
	M_SET_COLOR_KEY = 0x298,
	M_SET_COLOR_KEY_ENABLE = 0x29c,
	M_SET_ROP = 0x2a0,
	M_SET_BETA1 = 0x2a4,
	M_SET_BETA4 = 0x2a8,
	M_SET_OPERATION = 0x2ac,
	M_SET_PATTERN_OFFSET = 0x2b0,
	M_SET_PATTERN_SELECT = 0x2b4,
	M_SET_DST_COLOR_RENDER_TO_ZETA_SURFACE = 0x2b8,
	M_SET_COMPRESSION = 0x2d4,
	M_SET_RENDER_ENABLE_OVERRIDE = 0x2dc,
	M_SET_PIXELS_FROM_MEMORY_DIRECTION = 0x2e0,
	M_SET_MONOCHROME_PATTERN_COLOR_FORMAT = 0x2e8,
	M_SET_MONOCHROME_PATTERN_FORMAT = 0x2ec,
	M_SET_MONOCHROME_PATTERN_COLOR0 = 0x2f0,
	M_SET_MONOCHROME_PATTERN0 = 0x2f8,
	M_COLOR_PATTERN_X8R8G8B8 = 0x300, /* 64 */
	M_COLOR_PATTERN_R5G6B5 = 0x400,   /* 32 */
	M_COLOR_PATTERN_X1R5G5B5 = 0x480, /* 32 */
	M_COLOR_PATTERN_Y8 = 0x500,       /* 16 */
	M_SET_RENDER_SOLID_PRIM_COLOR0 = 0x540,
	M_RENDER_SOLID_PRIM_MODE = 0x580,
	M_SET_RENDER_SOLID_PRIM_COLOR_FORMAT = 0x584,
	M_SET_RENDER_SOLID_PRIM_COLOR = 0x588,
	M_SET_RENDER_SOLID_LINE_TIE_BREAK_BITS = 0x58c,
	M_RENDER_SOLID_PRIM_POINT_X_Y = 0x5e0,
	M_RENDER_SOLID_PRIM_POINT_SET_X = 0x600, /* + 8j, j < 64 */
	M_RENDER_SOLID_PRIM_POINT_Y = 0x604,
	M_SET_PIXELS_FROM_CPU_DATA_TYPE = 0x800,
	M_SET_PIXELS_FROM_CPU_COLOR_FORMAT = 0x804,
	M_SET_PIXELS_FROM_CPU_INDEX_FORMAT = 0x808,
	M_SET_PIXELS_FROM_CPU_MONO_FORMAT = 0x80c,
	M_SET_PIXELS_FROM_CPU_WRAP = 0x810,
	M_SET_PIXELS_FROM_CPU_COLOR0 = 0x814,
	M_SET_PIXELS_FROM_CPU_COLOR1 = 0x818,
	M_SET_PIXELS_FROM_CPU_MONO_OPACITY = 0x81c,
	M_SET_PIXELS_FROM_CPU_SRC_WIDTH = 0x838,
	M_SET_PIXELS_FROM_CPU_SRC_HEIGHT = 0x83c,
	M_SET_PIXELS_FROM_CPU_DX_DU_FRAC = 0x840,
	M_SET_PIXELS_FROM_CPU_DX_DU_INT = 0x844,
	M_SET_PIXELS_FROM_CPU_DY_DV_FRAC = 0x848,
	M_SET_PIXELS_FROM_CPU_DY_DV_INT = 0x84c,
	M_SET_PIXELS_FROM_CPU_DST_X0_FRAC = 0x850,
	M_SET_PIXELS_FROM_CPU_DST_X0_INT = 0x854,
	M_SET_PIXELS_FROM_CPU_DST_Y0_FRAC = 0x858,
	M_SET_PIXELS_FROM_CPU_DST_Y0_INT = 0x85c,
	M_PIXELS_FROM_CPU_DATA = 0x860,
	M_SET_BIG_ENDIAN_CONTROL = 0x870,
	M_SET_PIXELS_FROM_MEMORY_BLOCK_SHAPE = 0x880,
	M_SET_PIXELS_FROM_MEMORY_CORRAL_SIZE = 0x884,
	M_SET_PIXELS_FROM_MEMORY_SAFE_OVERLAP = 0x888,
	M_SET_PIXELS_FROM_MEMORY_SAMPLE_MODE = 0x88c,
	M_SET_PIXELS_FROM_MEMORY_DST_X0 = 0x8b0,
	M_SET_PIXELS_FROM_MEMORY_DST_Y0 = 0x8b4,
	M_SET_PIXELS_FROM_MEMORY_DST_WIDTH = 0x8b8,
	M_SET_PIXELS_FROM_MEMORY_DST_HEIGHT = 0x8bc,
	M_SET_PIXELS_FROM_MEMORY_DU_DX_FRAC = 0x8c0,
	M_SET_PIXELS_FROM_MEMORY_DU_DX_INT = 0x8c4,
	M_SET_PIXELS_FROM_MEMORY_DV_DY_FRAC = 0x8c8,
	M_SET_PIXELS_FROM_MEMORY_DV_DY_INT = 0x8cc,
	M_SET_PIXELS_FROM_MEMORY_SRC_X0_FRAC = 0x8d0,
	M_SET_PIXELS_FROM_MEMORY_SRC_X0_INT = 0x8d4,
	M_SET_PIXELS_FROM_MEMORY_SRC_Y0_FRAC = 0x8d8,
	M_PIXELS_FROM_MEMORY_SRC_Y0_INT = 0x8dc, /* the blit trigger (Mesa nvc0_blit_eng2d) */
	M_SET_MME_SHADOW_SCRATCH = 0x3400,       /* + 4i, i < 256 */
	M_CALL_MME_MACRO = 0x3800,               /* + 8j, j < 128; DATA at + 4 */
};

/* OPERATION values (cl902d.h; formulas rnndb g80_2d.xml) */
enum {
	OP_SRCCOPY_AND,
	OP_ROP_AND,
	OP_BLEND_AND,
	OP_SRCCOPY,
	OP_ROP,
	OP_SRCCOPY_PREMULT,
	OP_BLEND_PREMULT,
};

enum { PRIM_POINTS, PRIM_LINES, PRIM_POLYLINE, PRIM_TRIANGLES, PRIM_RECTS };

/* The methods of the class: every other method of 0x100..0x3ffc is
 * ILLEGAL_MTHD (cl902d.h lists these and no others). */
static bool method_exists(uint32_t m)
{
	static const uint16_t ranges[][2] = {
	        {0x100, 0x124}, {0x130, 0x140}, {0x150, 0x154}, {0x1ec, 0x1ec}, {0x200, 0x574},
	        {0x580, 0x58c}, {0x5e0, 0x5e0}, {0x600, 0x7fc}, {0x800, 0x81c}, {0x838, 0x860},
	        {0x870, 0x870}, {0x880, 0x88c}, {0x8b0, 0x95c}, {0xdec, 0xdec}, {0x3400, 0x3ffc},
	};
	for (size_t i = 0; i < sizeof(ranges) / sizeof(ranges[0]); i++)
		if (m >= ranges[i][0] && m <= ranges[i][1])
			return true;
	return false;
}

/* ------------------------------------------------------------------ formats */

enum ctype { CT_UNORM, CT_SNORM, CT_FLOAT, CT_SRGB, CT_ZERO, CT_ONE };
enum ccomp { CC_R, CC_G, CC_B, CC_A, CC_Y, CC_AY, CC_X };

struct chan {
	uint8_t comp, lo, bits, type;
};

struct fmt {
	uint8_t id;
	uint8_t bytes; /* 0: one bit (Y1_8X8) */
	uint8_t nch;
	uint8_t src_only; /* AY8: a source format only */
	struct chan ch[4];
};

#define U(c, lo, n)                     \
	{                               \
		CC_##c, lo, n, CT_UNORM \
	}
#define S(c, lo, n)                     \
	{                               \
		CC_##c, lo, n, CT_SNORM \
	}
#define F(c, lo, n)                     \
	{                               \
		CC_##c, lo, n, CT_FLOAT \
	}
#define L(c, lo, n)                    \
	{                              \
		CC_##c, lo, n, CT_SRGB \
	}
#define Z(lo, n)                     \
	{                            \
		CC_X, lo, n, CT_ZERO \
	}
#define O(lo, n)                    \
	{                           \
		CC_X, lo, n, CT_ONE \
	}

/* Bit layouts after the names of cl902d.h (components from the most
 * significant bit down; "L" components are sRGB-encoded, "N" signed
 * normalised, "F" float; X and Z bits are written 0, O bits 1). */
static const struct fmt fmts[] = {
        {0xcf, 4, 4, 0, {U(B, 0, 8), U(G, 8, 8), U(R, 16, 8), U(A, 24, 8)}},     /* A8R8G8B8 */
        {0xd0, 4, 4, 0, {L(B, 0, 8), L(G, 8, 8), L(R, 16, 8), U(A, 24, 8)}},     /* A8RL8GL8BL8 */
        {0xdf, 4, 4, 0, {U(B, 0, 10), U(G, 10, 10), U(R, 20, 10), U(A, 30, 2)}}, /* A2R10G10B10 */
        {0xd5, 4, 4, 0, {U(R, 0, 8), U(G, 8, 8), U(B, 16, 8), U(A, 24, 8)}},     /* A8B8G8R8 */
        {0xd6, 4, 4, 0, {L(R, 0, 8), L(G, 8, 8), L(B, 16, 8), U(A, 24, 8)}},     /* A8BL8GL8RL8 */
        {0xd1, 4, 4, 0, {U(R, 0, 10), U(G, 10, 10), U(B, 20, 10), U(A, 30, 2)}}, /* A2B10G10R10 */
        {0xe6, 4, 4, 0, {U(B, 0, 8), U(G, 8, 8), U(R, 16, 8), Z(24, 8)}},        /* X8R8G8B8 */
        {0xe7, 4, 4, 0, {L(B, 0, 8), L(G, 8, 8), L(R, 16, 8), Z(24, 8)}},        /* X8RL8GL8BL8 */
        {0xf9, 4, 4, 0, {U(R, 0, 8), U(G, 8, 8), U(B, 16, 8), Z(24, 8)}},        /* X8B8G8R8 */
        {0xfa, 4, 4, 0, {L(R, 0, 8), L(G, 8, 8), L(B, 16, 8), Z(24, 8)}},        /* X8BL8GL8RL8 */
        {0xe8, 2, 3, 0, {U(B, 0, 5), U(G, 5, 6), U(R, 11, 5)}},                  /* R5G6B5 */
        {0xe9, 2, 4, 0, {U(B, 0, 5), U(G, 5, 5), U(R, 10, 5), U(A, 15, 1)}},     /* A1R5G5B5 */
        {0xf8, 2, 4, 0, {U(B, 0, 5), U(G, 5, 5), U(R, 10, 5), Z(15, 1)}},        /* X1R5G5B5 */
        {0xf3, 1, 1, 0, {U(Y, 0, 8)}},                                           /* Y8 */
        {0x1d, 1, 1, 1, {U(AY, 0, 8)}},                                          /* AY8 */
        {0xee, 2, 1, 0, {U(Y, 0, 16)}},                                          /* Y16 */
        {0xff, 4, 1, 0, {U(Y, 0, 32)}},                                          /* Y32 */
        {0xfb, 2, 4, 0, {U(B, 0, 5), U(G, 5, 5), U(R, 10, 5), Z(15, 1)}},        /* Z1R5G5B5 */
        {0xfc, 2, 4, 0, {U(B, 0, 5), U(G, 5, 5), U(R, 10, 5), O(15, 1)}},        /* O1R5G5B5 */
        {0xfd, 4, 4, 0, {U(B, 0, 8), U(G, 8, 8), U(R, 16, 8), Z(24, 8)}},        /* Z8R8G8B8 */
        {0xfe, 4, 4, 0, {U(B, 0, 8), U(G, 8, 8), U(R, 16, 8), O(24, 8)}},        /* O8R8G8B8 */
        {0x1c, 0, 1, 0, {U(Y, 0, 1)}},                                           /* Y1_8X8 */
        {0xf2, 2, 1, 0, {F(R, 0, 16)}},                                          /* RF16 */
        {0xe5, 4, 1, 0, {F(R, 0, 32)}},                                          /* RF32 */
        {0xcb, 8, 2, 0, {F(R, 0, 32), F(G, 32, 32)}},                            /* RF32_GF32 */
        {0xca, 8, 4, 0, {F(R, 0, 16), F(G, 16, 16), F(B, 32, 16), F(A, 48, 16)}},
        {0xce, 8, 4, 0, {F(R, 0, 16), F(G, 16, 16), F(B, 32, 16), Z(48, 16)}},
        {0xc0, 16, 4, 0, {F(R, 0, 32), F(G, 32, 32), F(B, 64, 32), F(A, 96, 32)}},
        {0xc3, 16, 4, 0, {F(R, 0, 32), F(G, 32, 32), F(B, 64, 32), Z(96, 32)}},
        {0xc6, 8, 4, 0, {U(R, 0, 16), U(G, 16, 16), U(B, 32, 16), U(A, 48, 16)}},
        {0xc7, 8, 4, 0, {S(R, 0, 16), S(G, 16, 16), S(B, 32, 16), S(A, 48, 16)}},
        {0xe0, 4, 3, 0, {F(R, 0, 11), F(G, 11, 11), F(B, 22, 10)}},          /* BF10GF11RF11 */
        {0xd7, 4, 4, 0, {S(R, 0, 8), S(G, 8, 8), S(B, 16, 8), S(A, 24, 8)}}, /* AN8BN8GN8RN8 */
        {0xde, 4, 2, 0, {F(R, 0, 16), F(G, 16, 16)}},                        /* RF16_GF16 */
        {0xda, 4, 2, 0, {U(R, 0, 16), U(G, 16, 16)}},                        /* R16_G16 */
        {0xdb, 4, 2, 0, {S(R, 0, 16), S(G, 16, 16)}},                        /* RN16_GN16 */
        {0xea, 2, 2, 0, {U(R, 0, 8), U(G, 8, 8)}},                           /* G8R8 */
        {0xeb, 2, 2, 0, {S(R, 0, 8), S(G, 8, 8)}},                           /* GN8RN8 */
        {0xef, 2, 1, 0, {S(R, 0, 16)}},                                      /* RN16 */
        {0xf4, 1, 1, 0, {S(R, 0, 8)}},                                       /* RN8 */
        {0xf7, 1, 1, 0, {U(A, 0, 8)}},                                       /* A8 */
};

#undef U
#undef S
#undef F
#undef L
#undef Z
#undef O

static const struct fmt *fmt_get(uint32_t id)
{
	for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++)
		if (fmts[i].id == id)
			return &fmts[i];
	return NULL;
}

/* SET_RENDER_SOLID_PRIM_COLOR_FORMAT and SET_PIXELS_FROM_CPU_COLOR_FORMAT
 * take subsets (cl902d.h). */
static bool solid_format_ok(uint32_t v)
{
	static const uint8_t ok[] = {0xc0, 0xca, 0xcb, 0xcf, 0xdf, 0xd5, 0xd1, 0xe6, 0xf9, 0xe8,
	                             0xe9, 0xf8, 0xf3, 0xee, 0xff, 0xfb, 0xfc, 0xfd, 0xfe};
	for (size_t i = 0; i < sizeof(ok); i++)
		if (ok[i] == v)
			return true;
	return false;
}

static bool sifc_format_ok(uint32_t v)
{
	static const uint8_t ok[] = {0xcf, 0xdf, 0xd5, 0xd1, 0xe6, 0xf9, 0xe8, 0xe9,
	                             0xf8, 0xf3, 0xee, 0xff, 0xfb, 0xfc, 0xfd, 0xfe};
	for (size_t i = 0; i < sizeof(ok); i++)
		if (ok[i] == v)
			return true;
	return false;
}

/* Minifloats: 5-bit exponent (bias 15), mbits of mantissa, with or
 * without a sign (half, and the unsigned 11/10-bit floats of
 * BF10GF11RF11); rounding to nearest even. */
static double mini_decode(uint32_t v, unsigned mbits, bool sign)
{
	uint32_t m = v & ((1u << mbits) - 1), e = v >> mbits & 0x1f;
	double r;
	if (e == 0)
		r = ldexp(m, -14 - (int)mbits);
	else if (e == 31)
		r = m ? NAN : INFINITY;
	else
		r = ldexp(m + (1u << mbits), (int)e - 15 - (int)mbits);
	return sign && (v >> (mbits + 5) & 1) ? -r : r;
}

static uint32_t mini_encode(double d, unsigned mbits, bool sign)
{
	uint32_t s = 0;
	if (isnan(d))
		return 31u << mbits | 1u << (mbits - 1);
	if (d < 0 || (d == 0 && signbit(d))) {
		if (!sign)
			return 0;
		s = 1u << (mbits + 5);
		d = -d;
	}
	if (d == 0)
		return s;
	if (isinf(d))
		return s | 31u << mbits;
	int e;
	frexp(d, &e); /* d = f * 2^e, f in [0.5, 1) */
	e -= 1;       /* d = 1.x * 2^e */
	if (e < -14)
		e = -14; /* subnormal: the mantissa is d / 2^-14 */
	double mant = nearbyint(ldexp(d, (int)mbits - e));
	uint32_t mi = (uint32_t)mant;
	if (mi >= (2u << mbits)) { /* rounded up to the next binade */
		mi >>= 1;
		e++;
	}
	uint32_t be = mi >= (1u << mbits) ? (uint32_t)(e + 15) : 0;
	if ((int)be >= 31 || e + 15 >= 31)
		return s | 31u << mbits;
	return s | be << mbits | (mi & ((1u << mbits) - 1));
}

static double srgb_decode(double c)
{
	return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double srgb_encode(double l)
{
	return l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055;
}

static uint32_t field_get(const uint32_t raw[4], unsigned lo, unsigned n)
{
	uint32_t w = raw[lo / 32] >> (lo % 32);
	return n >= 32 ? w : w & ((1u << n) - 1);
}

static void field_set(uint32_t raw[4], unsigned lo, unsigned n, uint32_t v)
{
	uint32_t mask = n >= 32 ? 0xffffffffu : (1u << n) - 1;
	raw[lo / 32] = (raw[lo / 32] & ~(mask << (lo % 32))) | (v & mask) << (lo % 32);
}

static double unorm_max(unsigned n)
{
	return n >= 32 ? 4294967295.0 : (double)((1u << n) - 1);
}

static void fmt_decode(const struct fmt *f, const uint32_t raw[4], double c[4])
{
	c[0] = c[1] = c[2] = 0;
	c[3] = 1;
	for (unsigned i = 0; i < f->nch; i++) {
		const struct chan *ch = &f->ch[i];
		uint32_t v = field_get(raw, ch->lo, ch->bits);
		double d;
		switch (ch->type) {
		case CT_UNORM: d = v / unorm_max(ch->bits); break;
		case CT_SRGB: d = srgb_decode(v / unorm_max(ch->bits)); break;
		case CT_SNORM: {
			int64_t sv = sgpu_sext(v, ch->bits - 1);
			d = (double)sv / (double)((1u << (ch->bits - 1)) - 1);
			if (d < -1)
				d = -1;
			break;
		}
		case CT_FLOAT:
			if (ch->bits == 32) {
				float fl;
				memcpy(&fl, &v, 4);
				d = fl;
			} else {
				d = mini_decode(v, ch->bits == 16 ? 10 : ch->bits - 5,
				                ch->bits == 16);
			}
			break;
		default: continue;
		}
		switch (ch->comp) {
		case CC_Y: c[0] = c[1] = c[2] = d; break;
		case CC_AY: c[0] = c[1] = c[2] = c[3] = d; break;
		case CC_X: break;
		default: c[ch->comp] = d; break;
		}
	}
}

static uint32_t to_unorm(double d, unsigned n)
{
	if (!(d > 0))
		return 0;
	if (d >= 1)
		return n >= 32 ? 0xffffffffu : (1u << n) - 1;
	return (uint32_t)floor(d * unorm_max(n) + 0.5);
}

static void fmt_encode(const struct fmt *f, const double c[4], uint32_t raw[4])
{
	raw[0] = raw[1] = raw[2] = raw[3] = 0;
	for (unsigned i = 0; i < f->nch; i++) {
		const struct chan *ch = &f->ch[i];
		/* Y takes red (nouveau treats Y8 as R8_UNORM) */
		double d = ch->comp == CC_Y || ch->comp == CC_AY ? c[0]
		           : ch->comp == CC_X                    ? 0
		                                                 : c[ch->comp];
		uint32_t v = 0;
		switch (ch->type) {
		case CT_UNORM: v = to_unorm(d, ch->bits); break;
		case CT_SRGB: v = to_unorm(d > 0 ? srgb_encode(d > 1 ? 1 : d) : 0, ch->bits); break;
		case CT_SNORM: {
			double mx = (double)((1u << (ch->bits - 1)) - 1);
			if (isnan(d))
				d = 0;
			d = d < -1 ? -1 : d > 1 ? 1 : d;
			v = (uint32_t)(int32_t)lround(d * mx);
			break;
		}
		case CT_FLOAT:
			if (ch->bits == 32) {
				float fl = (float)d;
				memcpy(&v, &fl, 4);
			} else {
				v = mini_encode(d, ch->bits == 16 ? 10 : ch->bits - 5,
				                ch->bits == 16);
			}
			break;
		case CT_ZERO: v = 0; break;
		case CT_ONE: v = 0xffffffffu; break;
		}
		field_set(raw, ch->lo, ch->bits, v);
	}
}

int mxw_twod_format_bytes(uint32_t fmt)
{
	const struct fmt *f = fmt_get(fmt);
	return f ? f->bytes : -1;
}

void mxw_twod_decode(uint32_t fmt, const uint32_t raw[4], double rgba[4])
{
	const struct fmt *f = fmt_get(fmt);
	if (f)
		fmt_decode(f, raw, rgba);
	else
		rgba[0] = rgba[1] = rgba[2] = rgba[3] = 0;
}

void mxw_twod_encode(uint32_t fmt, const double rgba[4], uint32_t raw[4])
{
	const struct fmt *f = fmt_get(fmt);
	if (f)
		fmt_encode(f, rgba, raw);
	else
		raw[0] = raw[1] = raw[2] = raw[3] = 0;
}

/* ------------------------------------------------------------------ state */

/* softgpu draws at most this many columns and rows of a surface (rnndb:
 * SRC_WIDTH and SRC_HEIGHT accept up to 0x10000). */
#define TWOD_MAX_DIM 65536

struct rect {
	int64_t x0, y0, x1, y1; /* [x0, x1) x [y0, y1) */
};

struct surf {
	const struct fmt *f;
	bool pitch;
	unsigned log2_bh, log2_bd;
	uint32_t depth, layer, pitch_bytes, width, height;
	uint64_t offset;
	struct g80_surface_layout bl; /* block-linear: its layout (surf_get) */
};

/* A source colour: decoded, and raw in format fmt when raw_ok (then
 * copies to a destination of the same format keep its bits). */
struct sample {
	const struct fmt *f;
	bool raw_ok;
	bool skip; /* transparent: nothing drawn */
	uint32_t raw[4];
	double c[4];
};

enum job_kind { JOB_NONE, JOB_FILL, JOB_TRI, JOB_BLIT };

#define JOB_ITEMS 33

struct job {
	enum job_kind kind;
	uint32_t mthd, data; /* the method that started it */
	struct surf d;
	unsigned nitems, item;
	int64_t row; /* rows of the current item done */
	struct {
		struct rect r;
		struct sample s;
	} items[JOB_ITEMS];
	/* a job the fast paths can take: its rows count 1/16 of their
	 * pixels against MXW_TWOD_CHUNK (on both paths, so that the fast
	 * path stalls where the reference does) */
	bool cheap;
	bool fast; /* cheap, and the fast paths are on */
	/* fast fill: the pattern of the constant raw pixel */
	uint64_t fill_pat;
	/* triangles: vertices in clockwise order */
	int64_t tx[3], ty[3];
	/* blits */
	struct surf src;
	int64_t dx0, dy0;         /* the destination origin of the blit */
	int64_t du, dv;           /* 32.32 */
	int64_t sx0, sy0;         /* 32.32 */
	bool centre, bilinear;    /* SAMPLE_MODE */
	bool back_x, back_y;      /* drawing order */
	int64_t copy_tx, copy_ty; /* fast copy: the texel of the first pixel */
};

struct twod {
	uint32_t m[0x1000 / 4]; /* methods 0..0xffc as written */
	uint32_t scratch[256];  /* SET_MME_SHADOW_SCRATCH */
	uint32_t pat[64];       /* the colour pattern, X8R8G8B8 */
	/* solid primitives: vertices so far */
	unsigned nvtx;
	int64_t vx[3], vy[3];
	int64_t latched_x;
	/* pixels from CPU */
	struct {
		bool active;
		uint32_t u, v, w, h;
		int64_t x0, y0, dxdu, dydv; /* 32.32 */
		bool logged;
	} sifc;
	bool mme_logged;
	struct job job;
};

static bool fast_on = true;

void mxw_twod_set_fast(bool on)
{
	fast_on = on;
}

static uint32_t M(const struct twod *st, uint32_t mthd)
{
	return st->m[mthd / 4];
}

static int64_t fix32(uint32_t hi, uint32_t lo)
{
	return (int64_t)((uint64_t)hi << 32 | lo);
}

static void surf_get(const struct twod *st, bool dst, struct surf *s)
{
	uint32_t b = dst ? M_SET_DST_FORMAT : M_SET_SRC_FORMAT;
	s->f = fmt_get(M(st, b));
	if (!s->f)
		s->f = fmt_get(0xcf);
	s->pitch = M(st, b + 4) & 1;
	uint32_t bs = M(st, b + 8);
	s->log2_bh = bs >> 4 & 7;
	s->log2_bd = bs >> 8 & 7;
	s->depth = M(st, b + 0xc);
	s->layer = dst ? M(st, M_SET_DST_LAYER) : 0;
	s->pitch_bytes = M(st, b + 0x14);
	s->width = M(st, b + 0x18);
	s->height = M(st, b + 0x1c);
	s->offset = (uint64_t)(M(st, b + 0x20) & 0xff) << 32 | M(st, b + 0x24);
	/* Y1_8X8 packs 8x8 pixels into 8 bytes, one a row (inferred,
	 * docs/hw/maxwell.md): a surface of 8-byte units, 1/8 as high */
	struct nv_bl_geom g = {
	        .width_bytes = s->f->bytes ? s->width * s->f->bytes : ((s->width + 7) >> 3) * 8,
	        .height = s->f->bytes ? s->height : (s->height + 7) >> 3,
	        .depth = s->depth,
	        .log2_bh = s->log2_bh,
	        .log2_bd = s->log2_bd,
	};
	nv_bl_layout(&g, false, &s->bl);
}

/* The GPU address of byte column xb, row yy of block-linear surface s:
 * its layout's GOB (GOBs of 64 bytes x 8 rows, blocks of 2^log2_bh GOBs
 * down and 2^log2_bd deep; LAYER is the slice of a 3D surface), inside
 * it the order of the page's kind: 16-byte sectors for block-linear
 * kinds and on direct calls, rows for the pitch kind. Apart from surf_va
 * so that the pitch case inlines where rows are walked. */
static __attribute__((noinline)) uint64_t bl_va(struct mxw_ctx *c, const struct surf *s,
                                                uint64_t xb, uint32_t yy)
{
	uint64_t gob = s->offset + g80_surface_gob_offset(&s->bl, xb, yy, s->layer);
	uint8_t kind = NV_KIND_GENERIC_16BX2;
	if (c && c->vm && !mxw_kind(c, gob, &kind))
		kind = NV_KIND_GENERIC_16BX2; /* unmapped: the access faults anyway */
	return gob + g80_gob_byte_offset(nv_kind_sectored(kind) ? GF100_GOB_ORDER_16BX2
	                                                        : G80_GOB_ORDER_ROWS,
	                                 NV_GOB_ROWS, xb, yy);
}

/* The GPU address of pixel (x, y): pitch, or block-linear (bl_va). */
static inline uint64_t surf_va(struct mxw_ctx *c, const struct surf *s, uint32_t x, uint32_t y)
{
	uint64_t xb = s->f->bytes ? (uint64_t)x * s->f->bytes : (uint64_t)(x >> 3) * 8 + (y & 7);
	uint32_t yy = s->f->bytes ? y : y >> 3;
	if (s->pitch)
		return s->offset + (uint64_t)yy * s->pitch_bytes + xb;
	return bl_va(c, s, xb, yy);
}

static bool px_read(struct mxw_ctx *c, const struct surf *s, uint32_t x, uint32_t y,
                    uint32_t raw[4])
{
	uint8_t b[16] = {0};
	raw[0] = raw[1] = raw[2] = raw[3] = 0;
	uint64_t va = surf_va(c, s, x, y);
	if (!s->f->bytes) {
		if (!mxw_read(c, va, b, 1))
			return false;
		raw[0] = b[0] >> (x & 7) & 1;
		return true;
	}
	if (!mxw_read(c, va, b, s->f->bytes))
		return false;
	for (unsigned i = 0; i < s->f->bytes; i++)
		raw[i / 4] |= (uint32_t)b[i] << (8 * (i % 4));
	return true;
}

static bool px_write(struct mxw_ctx *c, const struct surf *s, uint32_t x, uint32_t y,
                     const uint32_t raw[4])
{
	uint8_t b[16];
	uint64_t va = surf_va(c, s, x, y);
	if (!s->f->bytes) {
		if (!mxw_read(c, va, b, 1))
			return false;
		b[0] = (uint8_t)((b[0] & ~(1u << (x & 7))) | (raw[0] & 1) << (x & 7));
		return mxw_write(c, va, b, 1);
	}
	for (unsigned i = 0; i < s->f->bytes; i++)
		b[i] = (uint8_t)(raw[i / 4] >> (8 * (i % 4)));
	return mxw_write(c, va, b, s->f->bytes);
}

static void sample_raw(struct sample *s, const struct fmt *f, const uint32_t raw[4])
{
	s->f = f;
	s->raw_ok = true;
	s->skip = false;
	memcpy(s->raw, raw, sizeof(s->raw));
	fmt_decode(f, raw, s->c);
}

static void sample_word(struct sample *s, uint32_t fmt, uint32_t w)
{
	uint32_t raw[4] = {w, 0, 0, 0};
	const struct fmt *f = fmt_get(fmt);
	sample_raw(s, f ? f : fmt_get(0xcf), raw);
}

/* ------------------------------------------------------------------ the pixel pipeline */

/* ROP(D, S, P) = rop >> (D | S << 1 | P << 2) & 1 per bit (rnndb g80_2d.xml) */
static uint32_t rop32(uint8_t rop, uint32_t d, uint32_t s, uint32_t p)
{
	uint32_t r = 0;
	for (unsigned i = 0; i < 8; i++)
		if (rop >> i & 1)
			r |= (i & 1 ? d : ~d) & (i & 2 ? s : ~s) & (i & 4 ? p : ~p);
	return r;
}

static bool rop_uses_dst(uint8_t rop)
{
	return (rop >> 1 & 0x55) != (rop & 0x55);
}

static bool rop_uses_pat(uint8_t rop)
{
	return (rop >> 4 & 0x0f) != (rop & 0x0f);
}

static void in_dst(const struct surf *d, const struct sample *s, uint32_t out[4])
{
	if (s->raw_ok && s->f == d->f)
		memcpy(out, s->raw, 4 * sizeof(uint32_t));
	else
		fmt_encode(d->f, s->c, out);
}

/* The pattern at destination pixel (x, y), in the destination format
 * (pattern.rst: coordinates plus PATTERN_OFFSET; bitmap 8x8, 64x1 or
 * 1x64 choosing COLOR0/1, or the 8x8 colour pattern). */
static void pattern_px(const struct twod *st, const struct surf *d, uint32_t x, uint32_t y,
                       uint32_t out[4])
{
	uint32_t off = M(st, M_SET_PATTERN_OFFSET);
	uint32_t px = x + (off & 0x3f), py = y + (off >> 8 & 0x3f);
	uint32_t sel = M(st, M_SET_PATTERN_SELECT);
	struct sample s;
	if (sel == 3) {
		sample_word(&s, 0xe6, st->pat[(py & 7) << 3 | (px & 7)]);
		in_dst(d, &s, out);
		return;
	}
	unsigned bit = sel == 0 ? (py & 7) << 3 | (px & 7) : sel == 1 ? px & 63 : py & 63;
	if (M(st, M_SET_MONOCHROME_PATTERN_FORMAT) ==
	    0) /* CGA6_M1: the first pixel is a byte's MSB */
		bit = (bit & ~7u) | (7 - (bit & 7));
	unsigned v = M(st, M_SET_MONOCHROME_PATTERN0 + 4 * (bit >> 5)) >> (bit & 31) & 1;
	uint32_t col = M(st, M_SET_MONOCHROME_PATTERN_COLOR0 + 4 * v);
	double c[4];
	switch (M(st, M_SET_MONOCHROME_PATTERN_COLOR_FORMAT)) {
	case 0: /* A8X8R5G6B5 */
		sample_word(&s, 0xe8, col & 0xffff);
		s.c[3] = (col >> 24) / 255.0;
		s.raw_ok = false;
		break;
	case 1: sample_word(&s, 0xe9, col & 0xffff); break;
	case 2: sample_word(&s, 0xcf, col); break;
	case 3: /* A8Y8 */
		c[0] = c[1] = c[2] = (col & 0xff) / 255.0;
		c[3] = (col >> 8 & 0xff) / 255.0;
		memcpy(s.c, c, sizeof(c));
		s.raw_ok = false;
		s.f = d->f;
		break;
	case 4: /* A8X8Y16 */
		s.c[0] = s.c[1] = s.c[2] = (col & 0xffff) / 65535.0;
		s.c[3] = (col >> 24) / 255.0;
		s.raw_ok = false;
		s.f = d->f;
		break;
	case 5: sample_word(&s, 0xff, col); break;
	default: /* BYTE_EXPAND: the low byte in every byte of the pixel */
		out[0] = out[1] = out[2] = out[3] = (col & 0xff) * 0x01010101u;
		return;
	}
	in_dst(d, &s, out);
}

/* The drawing state of a job, derived once from the methods. */
struct pipe {
	uint32_t op;
	uint8_t rop;
	double beta1, beta4[4];
	bool ckey;
	const struct fmt *ckey_f;
	uint32_t ckey_mask, ckey_val;
};

static void pipe_get(const struct twod *st, struct pipe *p)
{
	p->op = M(st, M_SET_OPERATION);
	p->rop = (uint8_t)M(st, M_SET_ROP);
	/* BETA1: bits 30:23 (rnndb), a negative value is 0 */
	uint32_t b1 = M(st, M_SET_BETA1);
	p->beta1 = (b1 >> 31) ? 0 : (b1 >> 23 & 0xff) / 255.0;
	uint32_t b4 = M(st, M_SET_BETA4);
	p->beta4[0] = (b4 >> 16 & 0xff) / 255.0;
	p->beta4[1] = (b4 >> 8 & 0xff) / 255.0;
	p->beta4[2] = (b4 & 0xff) / 255.0;
	p->beta4[3] = (b4 >> 24) / 255.0;
	p->ckey = M(st, M_SET_COLOR_KEY_ENABLE) & 1;
	/* the key compares the colour bits of the source in the key format */
	static const struct {
		uint8_t fmt;
		uint32_t mask;
	} keys[] = {{0xe8, 0xffff}, {0xf8, 0x7fff}, {0xe6, 0xffffff},  {0xdf, 0x3fffffff},
	            {0xf3, 0xff},   {0xee, 0xffff}, {0xff, 0xffffffff}};
	uint32_t kf = M(st, M_SET_COLOR_KEY_FORMAT);
	if (kf > 6)
		kf = 2;
	p->ckey_f = fmt_get(keys[kf].fmt);
	p->ckey_mask = keys[kf].mask;
	p->ckey_val = M(st, M_SET_COLOR_KEY) & keys[kf].mask;
}

/* Draws sample s at destination pixel (x, y) through the colour key and
 * the OPERATION (rnndb g80_2d.xml). False when a memory fault stops the
 * operation. */
static bool put_pixel(struct mxw_ctx *c, const struct twod *st, const struct surf *d,
                      const struct pipe *p, uint32_t x, uint32_t y, const struct sample *s)
{
	if (s->skip)
		return true;
	if (p->ckey) {
		uint32_t k[4];
		fmt_encode(p->ckey_f, s->c, k);
		if ((k[0] & p->ckey_mask) == p->ckey_val)
			return true;
	}
	uint32_t out[4], dr[4];
	double dc[4], v[4];
	switch (p->op) {
	case OP_SRCCOPY_AND:
		if (s->c[3] == 0)
			return true;
		in_dst(d, s, out);
		break;
	case OP_SRCCOPY: in_dst(d, s, out); break;
	case OP_SRCCOPY_PREMULT:
		for (int i = 0; i < 4; i++)
			v[i] = s->c[i] * p->beta4[i];
		fmt_encode(d->f, v, out);
		break;
	case OP_BLEND_AND:
	case OP_BLEND_PREMULT: {
		if (p->op == OP_BLEND_AND && s->c[3] == 0)
			return true;
		if (!px_read(c, d, x, y, dr))
			return false;
		fmt_decode(d->f, dr, dc);
		double a = p->op == OP_BLEND_AND ? s->c[3] * p->beta1 : s->c[3] * p->beta4[3];
		for (int i = 0; i < 4; i++)
			v[i] = (1 - a) * dc[i] +
			       (p->op == OP_BLEND_AND ? s->c[i] * a : s->c[i] * p->beta4[i]);
		fmt_encode(d->f, v, out);
		break;
	}
	default: { /* ROP, ROP_AND */
		uint32_t sr[4], pr[4] = {0};
		in_dst(d, s, sr);
		memset(dr, 0, sizeof(dr));
		if (rop_uses_dst(p->rop) && !px_read(c, d, x, y, dr))
			return false;
		if (rop_uses_pat(p->rop))
			pattern_px(st, d, x, y, pr);
		for (int i = 0; i < 4; i++)
			out[i] = rop32(p->rop, dr[i], sr[i], pr[i]);
		if (p->op == OP_ROP_AND) {
			fmt_decode(d->f, out, dc);
			if (dc[3] == 0)
				return true;
		}
		break;
	}
	}
	return px_write(c, d, x, y, out);
}

/* ------------------------------------------------------------------ jobs */

static void rect_clip(struct rect *r, const struct rect *clip)
{
	if (r->x0 < clip->x0)
		r->x0 = clip->x0;
	if (r->y0 < clip->y0)
		r->y0 = clip->y0;
	if (r->x1 > clip->x1)
		r->x1 = clip->x1;
	if (r->y1 > clip->y1)
		r->y1 = clip->y1;
	if (r->x1 < r->x0)
		r->x1 = r->x0;
	if (r->y1 < r->y0)
		r->y1 = r->y0;
}

/* Where the destination may be drawn: the surface, and the clip
 * rectangle when enabled. */
static void clip_get(const struct twod *st, const struct surf *d, struct rect *r)
{
	r->x0 = r->y0 = 0;
	r->x1 = d->width < TWOD_MAX_DIM ? d->width : TWOD_MAX_DIM;
	r->y1 = d->height < TWOD_MAX_DIM ? d->height : TWOD_MAX_DIM;
	if (M(st, M_SET_CLIP_ENABLE) & 1) {
		int64_t cx = (int32_t)M(st, M_SET_CLIP_X0), cy = (int32_t)M(st, M_SET_CLIP_Y0);
		struct rect u = {cx, cy, cx + M(st, M_SET_CLIP_WIDTH),
		                 cy + M(st, M_SET_CLIP_HEIGHT)};
		rect_clip(r, &u);
	}
}

/* Render enables (SET_RENDER_ENABLE_*, SET_GLOBAL_RENDER_ENABLE_*,
 * SET_RENDER_ENABLE_OVERRIDE): modes 0 FALSE, 1 TRUE, 2 CONDITIONAL
 * (the 32-bit word at the address is not 0), 3/4 RENDER_IF_(NOT_)EQUAL
 * (the 16 bytes at the address against the next 16); inferred from the
 * 3D class's use by Mesa, docs/hw/maxwell.md. */
static bool enable_eval(struct mxw_ctx *c, uint32_t a, uint32_t b, uint32_t mode)
{
	uint64_t va = (uint64_t)(a & 0xff) << 32 | b;
	uint8_t q[32];
	switch (mode) {
	case 0: return false;
	case 1: return true;
	case 2: {
		uint32_t v;
		return mxw_rd32(c, va, &v) && v != 0;
	}
	default:
		if (!mxw_read(c, va, q, sizeof(q)))
			return false;
		return (memcmp(q, q + 16, 16) == 0) == (mode == 3);
	}
}

static bool render_enabled(struct mxw_ctx *c, const struct twod *st)
{
	switch (M(st, M_SET_RENDER_ENABLE_OVERRIDE)) {
	case 1: return true;
	case 2: return false;
	}
	return enable_eval(c, M(st, M_SET_GLOBAL_RENDER_ENABLE_A),
	                   M(st, M_SET_GLOBAL_RENDER_ENABLE_B),
	                   M(st, M_SET_GLOBAL_RENDER_ENABLE_C)) &&
	       enable_eval(c, M(st, M_SET_RENDER_ENABLE_A), M(st, M_SET_RENDER_ENABLE_B),
	                   M(st, M_SET_RENDER_ENABLE_C));
}

/* A surface row the fast paths can take as bytes: pitch layout, pixels
 * of 1-16 bytes that never straddle a page (offset and pitch multiples
 * of the pixel size). */
static bool surf_rows_ok(const struct surf *s)
{
	unsigned b = s->f->bytes;
	return s->pitch && b && s->offset % b == 0 && s->pitch_bytes % b == 0;
}

/* Solid colour of SET_RENDER_SOLID_PRIM_COLOR (formats over 32 bits take
 * the four words of SET_RENDER_SOLID_PRIM_COLOR0..3, inferred). */
static void solid_sample(const struct twod *st, struct sample *s)
{
	const struct fmt *f = fmt_get(M(st, M_SET_RENDER_SOLID_PRIM_COLOR_FORMAT));
	if (!f)
		f = fmt_get(0xcf);
	uint32_t raw[4] = {M(st, M_SET_RENDER_SOLID_PRIM_COLOR), 0, 0, 0};
	if (f->bytes > 4)
		for (int i = 0; i < 4; i++)
			raw[i] = M(st, M_SET_RENDER_SOLID_PRIM_COLOR0 + 4 * i);
	sample_raw(s, f, raw);
}

/* Starts a fill job: items[] are set; decides the fast path. */
static void fill_start(struct twod *st, struct job *j)
{
	struct pipe p;
	pipe_get(st, &p);
	j->kind = JOB_FILL;
	j->item = 0;
	j->row = 0;
	j->fast = j->cheap = false;
	unsigned b = j->d.f->bytes;
	if (j->nitems != 1 || p.ckey || !surf_rows_ok(&j->d) || b > 8 || (b & (b - 1)))
		return;
	const struct sample *s = &j->items[0].s;
	uint32_t out[4];
	if (s->skip)
		return;
	if (p.op == OP_SRCCOPY || (p.op == OP_SRCCOPY_AND && s->c[3] != 0)) {
		in_dst(&j->d, s, out);
	} else if (p.op == OP_SRCCOPY_PREMULT) {
		double v[4];
		for (int i = 0; i < 4; i++)
			v[i] = s->c[i] * p.beta4[i];
		fmt_encode(j->d.f, v, out);
	} else {
		return;
	}
	uint64_t px = b == 8 ? (uint64_t)out[1] << 32 | out[0] : out[0];
	j->fill_pat = sgpu_fill_pat(px, b);
	j->cheap = true;
	j->fast = fast_on;
}

static bool fill_row_fast(struct mxw_ctx *c, struct job *j, const struct rect *r, int64_t y)
{
	uint64_t va = surf_va(c, &j->d, (uint32_t)r->x0, (uint32_t)y);
	size_t len = (size_t)(r->x1 - r->x0) * j->d.f->bytes;
	while (len) {
		size_t got;
		uint8_t *p = mxw_span(c, va, len, true, false, &got, NULL);
		if (!p)
			return false;
		sgpu_fill(p, got, j->fill_pat);
		va += got;
		len -= got;
	}
	return true;
}

/* Triangle coverage (solid.rst): inside all three half-planes, pixels on
 * an edge belonging to the half-plane of the pixel to their right, or
 * below for a horizontal edge. */
static bool tri_covers(const struct job *j, int64_t x, int64_t y)
{
	for (int e = 0; e < 3; e++) {
		i128 x0 = j->tx[e], y0 = j->ty[e], x1 = j->tx[(e + 1) % 3], y1 = j->ty[(e + 1) % 3];
		i128 cr = (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0);
		if (cr == 0)
			cr = (x1 - x0) * (y - y0) - (x + 1 - x0) * (y1 - y0);
		if (cr == 0)
			cr = (x1 - x0) * (y + 1 - y0) - (x - x0) * (y1 - y0);
		if (cr < 0)
			return false;
	}
	return true;
}

static int64_t clamp64(int64_t v, int64_t lo, int64_t hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

/* A blit's source at destination pixel (x, y): the sample point is
 * SRC_X0 + (x - DST_X0 [+ 0.5 with a centre origin]) * DU_DX; point
 * sampling takes the texel containing it, bilinear the four around it
 * (texel centres at i + 0.5); texels beyond the source surface are its
 * edge texels (clamp, inferred). */
static bool blit_sample(struct mxw_ctx *c, const struct job *j, int64_t x, int64_t y,
                        struct sample *s)
{
	i128 kx = (i128)(x - j->dx0) * 2 + (j->centre ? 1 : 0);
	i128 ky = (i128)(y - j->dy0) * 2 + (j->centre ? 1 : 0);
	i128 u = j->sx0 + ((kx * j->du) >> 1);
	i128 v = j->sy0 + ((ky * j->dv) >> 1);
	const struct surf *src = &j->src;
	int64_t w = src->width < TWOD_MAX_DIM ? src->width : TWOD_MAX_DIM;
	int64_t h = src->height < TWOD_MAX_DIM ? src->height : TWOD_MAX_DIM;
	uint32_t raw[4] = {0};
	if (!w || !h) {
		sample_raw(s, src->f, raw);
		return true;
	}
	/* keep the coordinates within int64 whatever the guest wrote */
	const i128 lim = (i128)1 << 60;
	u = u < -lim ? -lim : u > lim ? lim : u;
	v = v < -lim ? -lim : v > lim ? lim : v;
	int64_t fx = 0, fy = 0, ix, iy;
	if (j->bilinear) {
		int64_t tu = (int64_t)u - (1ll << 31), tv = (int64_t)v - (1ll << 31);
		ix = tu >> 32;
		iy = tv >> 32;
		fx = tu & 0xffffffff;
		fy = tv & 0xffffffff;
	} else {
		ix = (int64_t)u >> 32;
		iy = (int64_t)v >> 32;
	}
	if (!fx && !fy) {
		if (!px_read(c, src, (uint32_t)clamp64(ix, 0, w - 1),
		             (uint32_t)clamp64(iy, 0, h - 1), raw))
			return false;
		sample_raw(s, src->f, raw);
		return true;
	}
	double wx = fx / 4294967296.0, wy = fy / 4294967296.0, acc[4] = {0}, t[4];
	for (int k = 0; k < 4; k++) {
		double wk = (k & 1 ? wx : 1 - wx) * (k & 2 ? wy : 1 - wy);
		if (!px_read(c, src, (uint32_t)clamp64(ix + (k & 1), 0, w - 1),
		             (uint32_t)clamp64(iy + (k >> 1), 0, h - 1), raw))
			return false;
		fmt_decode(src->f, raw, t);
		for (int i = 0; i < 4; i++)
			acc[i] += wk * t[i];
	}
	s->f = src->f;
	s->raw_ok = false;
	s->skip = false;
	memcpy(s->c, acc, sizeof(acc));
	return true;
}

static bool blit_row_fast(struct mxw_ctx *c, struct job *j, const struct rect *r, int64_t y)
{
	unsigned b = j->d.f->bytes;
	uint64_t dva = surf_va(c, &j->d, (uint32_t)r->x0, (uint32_t)y);
	uint64_t sva = surf_va(c, &j->src, (uint32_t)(j->copy_tx + (r->x0 - j->dx0)),
	                       (uint32_t)(j->copy_ty + (y - j->dy0)));
	size_t len = (size_t)(r->x1 - r->x0) * b;
	while (len) {
		size_t sgot, dgot;
		const uint8_t *sp = mxw_span(c, sva, len, false, false, &sgot, NULL);
		if (!sp)
			return false;
		uint8_t *dp = mxw_span(c, dva, sgot, true, false, &dgot, NULL);
		if (!dp)
			return false;
		if (sp + dgot <= dp || dp + dgot <= sp)
			sgpu_copy(dp, sp, dgot);
		else
			memmove(dp, sp, dgot);
		sva += dgot;
		dva += dgot;
		len -= dgot;
	}
	return true;
}

/* Draws row y of the current item; false on a fault. */
static bool job_row(struct mxw_ctx *c, const struct twod *st, struct job *j, const struct pipe *p,
                    const struct rect *r, int64_t y)
{
	struct sample s;
	switch (j->kind) {
	case JOB_FILL:
		if (j->fast)
			return fill_row_fast(c, j, r, y);
		for (int64_t x = r->x0; x < r->x1; x++)
			if (!put_pixel(c, st, &j->d, p, (uint32_t)x, (uint32_t)y,
			               &j->items[j->item].s))
				return false;
		return true;
	case JOB_TRI:
		for (int64_t x = r->x0; x < r->x1; x++)
			if (tri_covers(j, x, y) &&
			    !put_pixel(c, st, &j->d, p, (uint32_t)x, (uint32_t)y, &j->items[0].s))
				return false;
		return true;
	case JOB_BLIT:
		if (j->fast)
			return blit_row_fast(c, j, r, y);
		for (int64_t k = 0; k < r->x1 - r->x0; k++) {
			int64_t x = j->back_x ? r->x1 - 1 - k : r->x0 + k;
			if (!blit_sample(c, j, x, y, &s) ||
			    !put_pixel(c, st, &j->d, p, (uint32_t)x, (uint32_t)y, &s))
				return false;
		}
		return true;
	default: return true;
	}
}

/* Runs the job for up to MXW_TWOD_CHUNK pixels (at least a row); true
 * when it is over (done, or stopped by a fault). */
static bool job_run(struct mxw_ctx *c, struct twod *st)
{
	struct job *j = &st->job;
	struct pipe p;
	pipe_get(st, &p);
	uint64_t work = 0;
	while (j->item < j->nitems) {
		const struct rect *r = &j->items[j->item].r;
		int64_t rows = r->y1 - r->y0;
		while (j->row < rows) {
			if (work >= MXW_TWOD_CHUNK)
				return false;
			int64_t k = j->row++;
			int64_t y = j->back_y ? r->y1 - 1 - k : r->y0 + k;
			work += (uint64_t)(r->x1 - r->x0) / (j->cheap ? 16 : 1) + 1;
			if (!job_row(c, st, j, &p, r, y)) {
				j->kind = JOB_NONE;
				return true;
			}
		}
		j->item++;
		j->row = 0;
	}
	j->kind = JOB_NONE;
	return true;
}

/* ------------------------------------------------------------------ solid primitives */

/* A lin from (x0, y0) to (x1, y1), its last pixel not drawn (solid.rst:
 * Bresenham along the major axis in the direction of increasing minor,
 * a tie steps the minor coordinate). Minor steps are computed in closed
 * form, so only the steps inside the clip rectangle are walked.
 * SET_RENDER_SOLID_LINE_TIE_BREAK_BITS: a set bit of the line's class
 * (lines taken with y increasing) makes a tie not step (inferred). */
static void draw_lin(struct mxw_ctx *c, const struct twod *st, int64_t x0, int64_t y0, int64_t x1,
                     int64_t y1)
{
	struct surf d;
	surf_get(st, true, &d);
	struct rect clip;
	clip_get(st, &d, &clip);
	struct pipe p;
	pipe_get(st, &p);
	struct sample s;
	solid_sample(st, &s);
	int64_t ax = x1 - x0 < 0 ? x0 - x1 : x1 - x0, ay = y1 - y0 < 0 ? y0 - y1 : y1 - y0;
	bool xmajor = ax > ay;
	int64_t maj0 = xmajor ? x0 : y0, maj1 = xmajor ? x1 : y1;
	int64_t min0 = xmajor ? y0 : x0, min1 = xmajor ? y1 : x1;
	if (min1 < min0) {
		int64_t t = min0;
		min0 = min1;
		min1 = t;
		t = maj0;
		maj0 = maj1;
		maj1 = t;
	}
	int64_t dmin = min1 - min0, dmaj = maj1 > maj0 ? maj1 - maj0 : maj0 - maj1;
	int64_t step = maj1 > maj0 ? 1 : -1;
	/* the line's class with y increasing: x increasing or decreasing */
	bool xinc = (y1 > y0) ? x1 >= x0 : (y1 < y0) ? x0 >= x1 : true;
	unsigned cls = (xmajor ? 0 : 8) + (xinc ? 0 : 4);
	bool tie_no_step = M(st, M_SET_RENDER_SOLID_LINE_TIE_BREAK_BITS) >> cls & 1;
	int64_t lo = xmajor ? clip.x0 : clip.y0, hi = xmajor ? clip.x1 : clip.y1;
	int64_t kmin, kmax; /* steps k with maj0 + step * k in [lo, hi) */
	if (step > 0) {
		kmin = lo - maj0;
		kmax = hi - 1 - maj0;
	} else {
		kmin = maj0 - hi + 1;
		kmax = maj0 - lo;
	}
	if (kmin < 0)
		kmin = 0;
	if (kmax > dmaj)
		kmax = dmaj;
	for (int64_t k = kmin; k <= kmax; k++) {
		i128 num = (i128)2 * k * dmin + dmaj - (tie_no_step ? 1 : 0);
		int64_t m = dmaj ? (int64_t)(num / (2 * (i128)dmaj)) : 0;
		int64_t maj = maj0 + step * k, mn = min0 + m;
		int64_t x = xmajor ? maj : mn, y = xmajor ? mn : maj;
		if (x == x1 && y == y1)
			continue; /* a lin's last pixel */
		if (x < clip.x0 || x >= clip.x1 || y < clip.y0 || y >= clip.y1)
			continue;
		if (!put_pixel(c, st, &d, &p, (uint32_t)x, (uint32_t)y, &s))
			return;
	}
}

static bool start_rect(struct mxw_ctx *c, struct twod *st, int64_t x0, int64_t y0, int64_t x1,
                       int64_t y1)
{
	struct job *j = &st->job;
	surf_get(st, true, &j->d);
	struct rect clip;
	clip_get(st, &j->d, &clip);
	j->nitems = 1;
	j->items[0].r = (struct rect){x0, y0, x1, y1};
	rect_clip(&j->items[0].r, &clip);
	solid_sample(st, &j->items[0].s);
	j->back_x = j->back_y = false;
	fill_start(st, j);
	return job_run(c, st);
}

static bool start_tri(struct mxw_ctx *c, struct twod *st)
{
	struct job *j = &st->job;
	int64_t *X = st->vx, *Y = st->vy;
	i128 cross = (i128)(X[1] - X[0]) * (Y[2] - Y[0]) - (i128)(X[2] - X[0]) * (Y[1] - Y[0]);
	if (cross == 0)
		return true; /* degenerate */
	int o[3] = {0, cross < 0 ? 2 : 1, cross < 0 ? 1 : 2};
	for (int i = 0; i < 3; i++) {
		j->tx[i] = X[o[i]];
		j->ty[i] = Y[o[i]];
	}
	surf_get(st, true, &j->d);
	struct rect clip, *r = &j->items[0].r;
	clip_get(st, &j->d, &clip);
	r->x0 = r->x1 = X[0];
	r->y0 = r->y1 = Y[0];
	for (int i = 1; i < 3; i++) {
		r->x0 = X[i] < r->x0 ? X[i] : r->x0;
		r->y0 = Y[i] < r->y0 ? Y[i] : r->y0;
		r->x1 = X[i] > r->x1 ? X[i] : r->x1;
		r->y1 = Y[i] > r->y1 ? Y[i] : r->y1;
	}
	r->x1++;
	r->y1++;
	rect_clip(r, &clip);
	solid_sample(st, &j->items[0].s);
	j->kind = JOB_TRI;
	j->nitems = 1;
	j->item = 0;
	j->row = 0;
	j->back_x = j->back_y = false;
	j->fast = j->cheap = false;
	return job_run(c, st);
}

/* A vertex of RENDER_SOLID_PRIM_POINT_*: draws the primitive it
 * completes; false while a job is left to finish. */
static bool vertex(struct mxw_ctx *c, struct twod *st, int64_t x, int64_t y)
{
	uint32_t mode = M(st, M_RENDER_SOLID_PRIM_MODE);
	if (st->nvtx > 2)
		st->nvtx = 0;
	st->vx[st->nvtx] = x;
	st->vy[st->nvtx] = y;
	st->nvtx++;
	unsigned need = mode == PRIM_POINTS ? 1 : mode == PRIM_TRIANGLES ? 3 : 2;
	if (st->nvtx < need)
		return true;
	bool draw = render_enabled(c, st);
	bool done = true;
	switch (mode) {
	case PRIM_POINTS:
		if (draw)
			done = start_rect(c, st, x, y, x + 1, y + 1);
		st->nvtx = 0;
		break;
	case PRIM_LINES:
	case PRIM_POLYLINE:
		if (draw)
			draw_lin(c, st, st->vx[0], st->vy[0], st->vx[1], st->vy[1]);
		if (mode == PRIM_POLYLINE) {
			st->vx[0] = st->vx[1];
			st->vy[0] = st->vy[1];
			st->nvtx = 1;
		} else {
			st->nvtx = 0;
		}
		break;
	case PRIM_TRIANGLES:
		if (draw)
			done = start_tri(c, st);
		st->nvtx = 0;
		break;
	default: /* RECTS: [x0, x1) x [y0, y1) */
		if (draw)
			done = start_rect(c, st, st->vx[0], st->vy[0], st->vx[1], st->vy[1]);
		st->nvtx = 0;
		break;
	}
	return done;
}

/* ------------------------------------------------------------------ pixels from memory */

/* The bytes [*lo, *hi) pixels of rectangle r may touch in s (clamped to
 * the surface): first to last pixel for pitch, the whole surface's
 * blocks for block-linear. */
static void surf_range(const struct surf *s, const struct rect *r, uint64_t *lo, uint64_t *hi)
{
	int64_t w = s->width ? s->width : 1, h = s->height ? s->height : 1;
	unsigned b = s->f->bytes ? s->f->bytes : 1;
	if (!s->pitch) {
		*lo = s->offset;
		*hi = s->offset + s->bl.size;
		return;
	}
	*lo = surf_va(NULL, s, (uint32_t)clamp64(r->x0, 0, w - 1),
	              (uint32_t)clamp64(r->y0, 0, h - 1));
	*hi = surf_va(NULL, s, (uint32_t)clamp64(r->x1 - 1, 0, w - 1),
	              (uint32_t)clamp64(r->y1 - 1, 0, h - 1)) +
	      b;
}

static bool start_blit(struct mxw_ctx *c, struct twod *st)
{
	struct job *j = &st->job;
	if (!render_enabled(c, st))
		return true;
	surf_get(st, true, &j->d);
	surf_get(st, false, &j->src);
	struct rect clip;
	clip_get(st, &j->d, &clip);
	j->dx0 = (int32_t)M(st, M_SET_PIXELS_FROM_MEMORY_DST_X0);
	j->dy0 = (int32_t)M(st, M_SET_PIXELS_FROM_MEMORY_DST_Y0);
	struct rect *r = &j->items[0].r;
	*r = (struct rect){j->dx0, j->dy0, j->dx0 + M(st, M_SET_PIXELS_FROM_MEMORY_DST_WIDTH),
	                   j->dy0 + M(st, M_SET_PIXELS_FROM_MEMORY_DST_HEIGHT)};
	rect_clip(r, &clip);
	j->du = fix32(M(st, M_SET_PIXELS_FROM_MEMORY_DU_DX_INT),
	              M(st, M_SET_PIXELS_FROM_MEMORY_DU_DX_FRAC));
	j->dv = fix32(M(st, M_SET_PIXELS_FROM_MEMORY_DV_DY_INT),
	              M(st, M_SET_PIXELS_FROM_MEMORY_DV_DY_FRAC));
	j->sx0 = fix32(M(st, M_SET_PIXELS_FROM_MEMORY_SRC_X0_INT),
	               M(st, M_SET_PIXELS_FROM_MEMORY_SRC_X0_FRAC));
	j->sy0 = fix32(M(st, M_PIXELS_FROM_MEMORY_SRC_Y0_INT),
	               M(st, M_SET_PIXELS_FROM_MEMORY_SRC_Y0_FRAC));
	uint32_t sm = M(st, M_SET_PIXELS_FROM_MEMORY_SAMPLE_MODE);
	j->centre = !(sm & 1);
	j->bilinear = sm >> 4 & 1;
	/* Drawing order: DIRECTION, or (HW_DECIDES) backwards when the
	 * source and destination ranges overlap with the destination
	 * later, as memmove does (inferred). */
	uint32_t dir = M(st, M_SET_PIXELS_FROM_MEMORY_DIRECTION);
	bool overlap = false, later = false;
	if (r->x1 > r->x0 && r->y1 > r->y0) {
		int64_t sx = (j->sx0 >> 32) + (r->x0 - j->dx0),
		        sy = (j->sy0 >> 32) + (r->y0 - j->dy0);
		struct rect sr = {sx, sy, sx + (r->x1 - r->x0), sy + (r->y1 - r->y0)};
		uint64_t d0, d1, s0, s1;
		surf_range(&j->d, r, &d0, &d1);
		surf_range(&j->src, &sr, &s0, &s1);
		overlap = d0 < s1 && s0 < d1;
		later = d0 > s0;
	}
	unsigned h = dir & 3, v = dir >> 4 & 3;
	j->back_x = h == 2 || (h == 0 && overlap && later);
	j->back_y = v == 2 || (v == 0 && overlap && later);
	j->kind = JOB_BLIT;
	j->nitems = 1;
	j->item = 0;
	j->row = 0;
	/* the fast path: 1:1 point-sampled copies of one format between
	 * pitch surfaces, every texel inside the source, no overlap */
	struct pipe p;
	pipe_get(st, &p);
	j->fast = j->cheap = false;
	j->copy_tx = ((j->sx0 + (j->centre ? (1ll << 31) : 0)) >> 32);
	j->copy_ty = ((j->sy0 + (j->centre ? (1ll << 31) : 0)) >> 32);
	if (!overlap && !j->bilinear && j->du == (1ll << 32) && j->dv == (1ll << 32) &&
	    p.op == OP_SRCCOPY && !p.ckey && j->src.f == j->d.f && surf_rows_ok(&j->d) &&
	    surf_rows_ok(&j->src) && !j->back_x && !j->back_y && r->x1 > r->x0 && r->y1 > r->y0) {
		int64_t tx0 = j->copy_tx + (r->x0 - j->dx0), ty0 = j->copy_ty + (r->y0 - j->dy0);
		int64_t tx1 = tx0 + (r->x1 - r->x0), ty1 = ty0 + (r->y1 - r->y0);
		j->cheap = tx0 >= 0 && ty0 >= 0 && tx1 <= j->src.width && ty1 <= j->src.height &&
		           tx1 <= TWOD_MAX_DIM && ty1 <= TWOD_MAX_DIM;
		j->fast = j->cheap && fast_on;
	}
	return job_run(c, st);
}

/* ------------------------------------------------------------------ pixels from CPU */

static void sifc_start(struct twod *st)
{
	st->sifc.active = true;
	st->sifc.logged = false;
	st->sifc.u = st->sifc.v = 0;
	st->sifc.w = M(st, M_SET_PIXELS_FROM_CPU_SRC_WIDTH);
	st->sifc.h = M(st, M_SET_PIXELS_FROM_CPU_SRC_HEIGHT);
	/* rnndb: only bits 12-31 of the DX_DU/DY_DV fractions are used */
	st->sifc.dxdu = fix32(M(st, M_SET_PIXELS_FROM_CPU_DX_DU_INT),
	                      M(st, M_SET_PIXELS_FROM_CPU_DX_DU_FRAC) & 0xfffff000u);
	st->sifc.dydv = fix32(M(st, M_SET_PIXELS_FROM_CPU_DY_DV_INT),
	                      M(st, M_SET_PIXELS_FROM_CPU_DY_DV_FRAC) & 0xfffff000u);
	st->sifc.x0 = fix32(M(st, M_SET_PIXELS_FROM_CPU_DST_X0_INT),
	                    M(st, M_SET_PIXELS_FROM_CPU_DST_X0_FRAC));
	st->sifc.y0 = fix32(M(st, M_SET_PIXELS_FROM_CPU_DST_Y0_INT),
	                    M(st, M_SET_PIXELS_FROM_CPU_DST_Y0_FRAC));
}

/* The destination pixels [*a, *b) whose centres lie in [o + i*d,
 * o + (i+1)*d) (32.32; d may be negative). */
static void sifc_span(int64_t o, int64_t d, uint32_t i, int64_t *a, int64_t *b)
{
	const i128 lim = (i128)1 << 62;
	i128 e0 = (i128)o + (i128)i * d - (1ll << 31), e1 = e0 + d;
	e0 = e0 < -lim ? -lim : e0 > lim ? lim : e0;
	e1 = e1 < -lim ? -lim : e1 > lim ? lim : e1;
	int64_t c0 = (int64_t)((e0 + 0xffffffff) >> 32), c1 = (int64_t)((e1 + 0xffffffff) >> 32);
	*a = c0 < c1 ? c0 : c1;
	*b = c0 < c1 ? c1 : c0;
}

/* One PIXELS_FROM_CPU_DATA word: its pixels become fill items. */
static bool sifc_data(struct mxw_ctx *c, struct twod *st, uint32_t w)
{
	struct job *j = &st->job;
	if (!st->sifc.active || st->sifc.v >= st->sifc.h || !st->sifc.w) {
		if (!st->sifc.logged)
			sgpu_guest_error(
			        c->u,
			        "channel %u: FERMI_TWOD_A: PIXELS_FROM_CPU_DATA 0x%08x beyond "
			        "the %ux%u pixels of the SIFC started; dropped",
			        c->chid, w, st->sifc.w, st->sifc.h);
		st->sifc.logged = true;
		return true;
	}
	bool index = M(st, M_SET_PIXELS_FROM_CPU_DATA_TYPE) & 1;
	uint32_t cfmt = M(st, M_SET_PIXELS_FROM_CPU_COLOR_FORMAT);
	const struct fmt *cf = fmt_get(cfmt);
	if (!cf)
		cf = fmt_get(0xcf);
	uint32_t ifmt = M(st, M_SET_PIXELS_FROM_CPU_INDEX_FORMAT);
	unsigned bits = index ? (ifmt == 0 ? 1 : ifmt == 1 ? 4 : 8) : cf->bytes * 8u;
	bool cga6 = (M(st, M_SET_PIXELS_FROM_CPU_MONO_FORMAT) & 1) == 0;
	uint32_t wrap = M(st, M_SET_PIXELS_FROM_CPU_WRAP);
	bool draw = render_enabled(c, st);
	surf_get(st, true, &j->d);
	struct surf src;
	surf_get(st, false, &src);
	struct rect clip;
	clip_get(st, &j->d, &clip);
	j->nitems = 0;
	unsigned pos = 0;
	while (pos + bits <= 32 && st->sifc.v < st->sifc.h && j->nitems < JOB_ITEMS) {
		unsigned sh = pos;
		if (bits < 8 && cga6) /* CGA6_M1: the first pixel in a byte's high bits */
			sh = (pos & ~7u) + (8 - bits - (pos & 7));
		uint32_t px = bits == 32 ? w : w >> sh & ((1u << bits) - 1);
		pos += bits;
		struct sample s;
		if (!index) {
			sample_word(&s, cf->id, px);
		} else if (bits == 1) {
			sample_word(&s, cf->id,
			            M(st, px ? M_SET_PIXELS_FROM_CPU_COLOR1
			                     : M_SET_PIXELS_FROM_CPU_COLOR0));
			s.skip = !px && !(M(st, M_SET_PIXELS_FROM_CPU_MONO_OPACITY) & 1);
		} else { /* I4/I8: the source surface's first row is the palette (rnndb) */
			uint32_t raw[4] = {0};
			if (src.width && src.height &&
			    !px_read(c, &src, px < src.width ? px : src.width - 1, 0, raw)) {
				draw = false;
			}
			sample_raw(&s, src.f, raw);
		}
		struct rect r;
		sifc_span(st->sifc.x0, st->sifc.dxdu, st->sifc.u, &r.x0, &r.x1);
		sifc_span(st->sifc.y0, st->sifc.dydv, st->sifc.v, &r.y0, &r.y1);
		rect_clip(&r, &clip);
		if (draw && r.x1 > r.x0 && r.y1 > r.y0) {
			j->items[j->nitems].r = r;
			j->items[j->nitems].s = s;
			j->nitems++;
		}
		if (++st->sifc.u == st->sifc.w) {
			st->sifc.u = 0;
			st->sifc.v++;
			if (wrap == 1)
				pos = (pos + 7) & ~7u; /* WRAP_BYTE */
			else if (wrap == 2)
				break; /* WRAP_DWORD */
		}
	}
	if (!j->nitems)
		return true;
	j->back_x = j->back_y = false;
	fill_start(st, j);
	return job_run(c, st);
}

/* ------------------------------------------------------------------ methods */

/* The largest value of each enumerated method; larger values are
 * DATA_ERROR INVALID_ENUM (envytools pattern.rst: "throw(INVALID_ENUM)"). */
static bool value_ok(uint32_t mthd, uint32_t v)
{
	switch (mthd) {
	case M_NOTIFY:
	case M_SET_DST_MEMORY_LAYOUT:
	case M_SET_SRC_MEMORY_LAYOUT:
	case M_FLUSH_AND_INVALIDATE_ROP_MINI_CACHE:
	case M_SET_NUM_PROCESSING_CLUSTERS:
	case M_SET_CLIP_ENABLE:
	case M_SET_COLOR_KEY_ENABLE:
	case M_SET_DST_COLOR_RENDER_TO_ZETA_SURFACE:
	case M_SET_COMPRESSION:
	case M_SET_MONOCHROME_PATTERN_FORMAT:
	case M_SET_PIXELS_FROM_CPU_DATA_TYPE:
	case M_SET_PIXELS_FROM_CPU_MONO_FORMAT:
	case M_SET_PIXELS_FROM_CPU_MONO_OPACITY:
	case M_SET_PIXELS_FROM_MEMORY_SAFE_OVERLAP: return v <= 1;
	case M_SET_MME_SHADOW_RAM_CONTROL:
	case M_SET_PIXELS_FROM_MEMORY_SECTOR_PROMOTION:
	case M_SET_PATTERN_SELECT: return v <= 3;
	case M_SET_GLOBAL_RENDER_ENABLE_C:
	case M_SET_RENDER_ENABLE_C:
	case M_RENDER_SOLID_PRIM_MODE: return v <= 4;
	case M_TWOD_INVALIDATE_TEXTURE_DATA_CACHE:
	case M_SET_RENDER_ENABLE_OVERRIDE:
	case M_SET_PIXELS_FROM_CPU_INDEX_FORMAT:
	case M_SET_PIXELS_FROM_CPU_WRAP:
	case M_SET_PIXELS_FROM_MEMORY_BLOCK_SHAPE: return v <= 2;
	case M_SET_COLOR_KEY_FORMAT:
	case M_SET_OPERATION:
	case M_SET_MONOCHROME_PATTERN_COLOR_FORMAT: return v <= 6;
	case M_SET_ROP: return v <= 0xff;
	case M_SET_PATTERN_OFFSET: return !(v & ~0x3f3fu);
	case M_SET_PIXELS_FROM_MEMORY_CORRAL_SIZE: return v <= 0x3ff;
	case M_SET_PIXELS_FROM_MEMORY_SAMPLE_MODE: return !(v & ~0x11u);
	case M_SET_PIXELS_FROM_MEMORY_DIRECTION:
		return !(v & ~0x33u) && (v & 3) != 3 && (v >> 4 & 3) != 3;
	case M_SET_DST_BLOCK_SIZE:
	case M_SET_SRC_BLOCK_SIZE: return !(v & ~0x770u) && (v >> 4 & 7) <= 5 && (v >> 8 & 7) <= 5;
	case M_SET_DST_FORMAT: {
		const struct fmt *f = fmt_get(v);
		return f && !f->src_only;
	}
	case M_SET_SRC_FORMAT: return fmt_get(v) != NULL;
	case M_SET_RENDER_SOLID_PRIM_COLOR_FORMAT: return solid_format_ok(v);
	case M_SET_PIXELS_FROM_CPU_COLOR_FORMAT: return sifc_format_ok(v);
	}
	return true;
}

static void twod_init(struct mxw_ctx *c, void *vst)
{
	(void)c;
	struct twod *st = vst;
	/* power-on values: no public source gives them; softgpu's choice
	 * (docs/hw/maxwell.md) */
	st->m[M_SET_DST_FORMAT / 4] = 0xcf;
	st->m[M_SET_SRC_FORMAT / 4] = 0xcf;
	st->m[M_SET_DST_MEMORY_LAYOUT / 4] = 1;
	st->m[M_SET_SRC_MEMORY_LAYOUT / 4] = 1;
	st->m[M_SET_DST_DEPTH / 4] = 1;
	st->m[M_SET_SRC_DEPTH / 4] = 1;
	st->m[M_SET_RENDER_SOLID_PRIM_COLOR_FORMAT / 4] = 0xcf;
	st->m[M_SET_PIXELS_FROM_CPU_COLOR_FORMAT / 4] = 0xcf;
	st->m[M_SET_OPERATION / 4] = OP_SRCCOPY;
	st->m[M_SET_ROP / 4] = 0xcc;
	st->m[M_SET_BETA1 / 4] = 0x7f800000;
	st->m[M_SET_BETA4 / 4] = 0xffffffff;
	st->m[M_SET_MONOCHROME_PATTERN_COLOR_FORMAT / 4] = 2;
	st->m[M_SET_MONOCHROME_PATTERN_FORMAT / 4] = 1;
	st->m[M_SET_GLOBAL_RENDER_ENABLE_C / 4] = 1;
	st->m[M_SET_RENDER_ENABLE_C / 4] = 1;
	st->m[M_SET_PIXELS_FROM_MEMORY_DU_DX_INT / 4] = 1;
	st->m[M_SET_PIXELS_FROM_MEMORY_DV_DY_INT / 4] = 1;
	st->m[M_SET_PIXELS_FROM_CPU_DX_DU_INT / 4] = 1;
	st->m[M_SET_PIXELS_FROM_CPU_DY_DV_INT / 4] = 1;
	st->m[M_SET_PIXELS_FROM_MEMORY_CORRAL_SIZE / 4] = 4; /* rnndb: initialised to 4 */
}

static void expand_pattern(struct twod *st, uint32_t mthd, uint32_t v)
{
	/* pattern.rst: every colour pattern method updates the one 8x8
	 * R8G8B8 array; narrower components expand by bit replication */
	if (mthd < M_COLOR_PATTERN_R5G6B5) {
		st->pat[(mthd - M_COLOR_PATTERN_X8R8G8B8) / 4] = v & 0xffffff;
	} else if (mthd < M_COLOR_PATTERN_X1R5G5B5) {
		unsigned i = (mthd - M_COLOR_PATTERN_R5G6B5) / 4 * 2;
		for (unsigned k = 0; k < 2; k++) {
			uint32_t p = v >> (16 * k) & 0xffff;
			uint32_t r = p >> 11 & 0x1f, g = p >> 5 & 0x3f, b = p & 0x1f;
			st->pat[i + k] = (r << 3 | r >> 2) << 16 | (g << 2 | g >> 4) << 8 |
			                 (b << 3 | b >> 2);
		}
	} else if (mthd < M_COLOR_PATTERN_Y8) {
		unsigned i = (mthd - M_COLOR_PATTERN_X1R5G5B5) / 4 * 2;
		for (unsigned k = 0; k < 2; k++) {
			uint32_t p = v >> (16 * k) & 0xffff;
			uint32_t r = p >> 10 & 0x1f, g = p >> 5 & 0x1f, b = p & 0x1f;
			st->pat[i + k] = (r << 3 | r >> 2) << 16 | (g << 3 | g >> 2) << 8 |
			                 (b << 3 | b >> 2);
		}
	} else {
		unsigned i = (mthd - M_COLOR_PATTERN_Y8) / 4 * 4;
		for (unsigned k = 0; k < 4; k++)
			st->pat[i + k] = (v >> (8 * k) & 0xff) * 0x010101u;
	}
}

/* NOTIFY: the 16-byte notifier {timestamp, info32 0, info16 0, status 0}
 * at SET_NOTIFY_A/B (NVIDIA's notifier layout as nvgpu and the older
 * classes use it); WRITE_THEN_AWAKEN's interrupt is not modelled. */
static void notify(struct mxw_ctx *c, struct twod *st, uint32_t type)
{
	uint64_t va = (uint64_t)(M(st, M_SET_NOTIFY_A) & 0x1ffffff) << 32 | M(st, M_SET_NOTIFY_B);
	uint8_t n[16] = {0};
	sgpu_st_le32(n, (uint32_t)c->time);
	sgpu_st_le32(n + 4, (uint32_t)(c->time >> 32));
	mxw_write(c, va, n, sizeof(n));
	if (type == 1)
		sgpu_unimp(c->u,
		           "FERMI_TWOD_A: NOTIFY WRITE_THEN_AWAKEN: the interrupt is not modelled");
}

static enum mxw_res twod_method(struct mxw_ctx *c, void *vst, uint32_t mthd, uint32_t data)
{
	struct twod *st = vst;
	if (st->job.kind != JOB_NONE) {
		bool same = st->job.mthd == mthd && st->job.data == data;
		if (!job_run(c, st))
			return MXW_STALL;
		if (same)
			return MXW_DONE;
	}
	if (!method_exists(mthd)) {
		mxw_trap(c, MXW_INTR_ILLEGAL_MTHD, 0, mthd, data,
		         "FERMI_TWOD_A has no such method");
		return MXW_DONE;
	}
	if (!value_ok(mthd, data)) {
		mxw_trap(c, MXW_INTR_DATA_ERROR, MXW_DE_INVALID_ENUM, mthd, data,
		         "FERMI_TWOD_A: value out of the method's range");
		return MXW_DONE;
	}
	if (mthd >= M_SET_MME_SHADOW_SCRATCH) {
		if (mthd < M_CALL_MME_MACRO) {
			st->scratch[(mthd - M_SET_MME_SHADOW_SCRATCH) / 4] = data;
		} else if (!st->mme_logged) {
			st->mme_logged = true;
			sgpu_unimp(c->u, "FERMI_TWOD_A: macro calls (0x%04x) not modelled: ignored",
			           mthd);
		}
		return MXW_DONE;
	}
	st->m[mthd / 4] = data;
	st->job.mthd = mthd;
	st->job.data = data;
	bool done = true;
	if (mthd >= M_COLOR_PATTERN_X8R8G8B8 && mthd < M_SET_RENDER_SOLID_PRIM_COLOR0) {
		expand_pattern(st, mthd, data);
	} else if (mthd >= M_RENDER_SOLID_PRIM_POINT_SET_X && mthd < 0x800) {
		if (mthd & 4)
			done = vertex(c, st, st->latched_x, (int32_t)data);
		else
			st->latched_x = (int32_t)data;
	} else {
		switch (mthd) {
		case M_NOTIFY: notify(c, st, data); break;
		case M_RENDER_SOLID_PRIM_MODE: st->nvtx = 0; break;
		case M_RENDER_SOLID_PRIM_POINT_X_Y:
			done = vertex(c, st, (int16_t)(data & 0xffff), (int16_t)(data >> 16));
			break;
		case M_SET_PIXELS_FROM_CPU_DST_Y0_INT: sifc_start(st); break;
		case M_PIXELS_FROM_CPU_DATA: done = sifc_data(c, st, data); break;
		case M_PIXELS_FROM_MEMORY_SRC_Y0_INT: done = start_blit(c, st); break;
		case 0x114:
		case 0x118:
		case 0x11c:
		case 0x120:
		case 0x550:
		case 0x554:
		case 0x558:
		case 0x55c:
		case 0x560:
		case 0x564:
		case 0x568:
		case 0x56c:
		case 0x570:
		case 0x574:
		case 0xdec:
			if (!st->mme_logged) {
				st->mme_logged = true;
				sgpu_unimp(c->u,
				           "FERMI_TWOD_A: MME method 0x%04x not modelled: stored",
				           mthd);
			}
			break;
		}
	}
	return done ? MXW_DONE : MXW_STALL;
}

const struct mxw_class mxw_twod_class = {
        .id = MXW_TWOD_CLASS,
        .name = "FERMI_TWOD_A",
        .state_size = sizeof(struct twod),
        .init = twod_init,
        .method = twod_method,
};
