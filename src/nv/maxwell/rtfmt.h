/* Render-target and zeta formats of MAXWELL_B (clb197.h
 * SET_COLOR_TARGET_FORMAT_V, SET_ZT_FORMAT_V) and the packing of clear
 * values into them (CLEAR_SURFACE). docs/hw/maxwell.md "MAXWELL_B". */
#ifndef SGPU_NV_MAXWELL_RTFMT_H
#define SGPU_NV_MAXWELL_RTFMT_H

#include <stdbool.h>
#include <stdint.h>

/* The widest pixel: RF32_GF32_BF32_AF32, ZF32_X24S8 and friends. */
#define MXW_MAX_BPP 16

enum mxw_comp_type {
	MXW_CT_NONE,  /* unused slot */
	MXW_CT_UNORM, /* from the float clear value, clamped and rounded */
	MXW_CT_SNORM,
	MXW_CT_SRGB, /* UNORM after the linear-to-sRGB curve */
	MXW_CT_UINT, /* from the raw clear word, saturated to the width */
	MXW_CT_SINT,
	MXW_CT_FLOAT, /* 32: the raw word; 16: half; 11/10: unsigned minifloat */
	MXW_CT_ZERO,  /* X and Z bits: written as zero */
	MXW_CT_ONE,   /* O bits: written as ones */
};

/* One component: channel 0-3 (R, G, B, A; ignored for ZERO/ONE), its
 * type and its bits [shift, shift + width) of the little-endian pixel. */
struct mxw_comp {
	uint8_t chan, type, shift, width;
};

struct mxw_rt_format {
	uint8_t code; /* SET_COLOR_TARGET_FORMAT value */
	uint8_t bytes;
	const char *name; /* the clb197.h name */
	struct mxw_comp c[4];
};

/* The format with this SET_COLOR_TARGET_FORMAT code; NULL for DISABLED
 * (0) and codes the class does not list. */
const struct mxw_rt_format *mxw_rt_format(uint32_t code);
/* The listed formats in clb197.h order, *n of them. */
const struct mxw_rt_format *mxw_rt_formats(unsigned *n);

/* Packs the four clear words (SET_COLOR_CLEAR_VALUE, floats or integers
 * as the format's components want them) into pix (f->bytes) and sets
 * mask's bits for the components enabled in rgba_mask (bit 0 R .. bit 3
 * A; ZERO/ONE bits are written with any enabled component). */
void mxw_rt_pack(const struct mxw_rt_format *f, const uint32_t clear[4], unsigned rgba_mask,
                 uint8_t *pix, uint8_t *mask);

struct mxw_zt_format {
	uint8_t code; /* SET_ZT_FORMAT value */
	uint8_t bytes;
	const char *name;
	uint8_t z_shift, z_width; /* z_width 0: no depth; 32: ZF32 */
	bool z_float;
	uint8_t s_shift; /* bit of the stencil byte; 0xff: no stencil */
};

/* NULL for codes the class does not list. */
const struct mxw_zt_format *mxw_zt_format(uint32_t code);

/* Packs the depth clear value (a float's bits) and stencil into pix,
 * with mask set for depth (if z) and the stencil bits of smask (if s). */
void mxw_zt_pack(const struct mxw_zt_format *f, uint32_t zbits, uint8_t stencil, bool z, bool s,
                 uint8_t smask, uint8_t *pix, uint8_t *mask);

/* Conversions the packing uses (exposed for tests). */
uint32_t mxw_f32_to_unorm(uint32_t fbits, unsigned width);
uint32_t mxw_f32_to_snorm(uint32_t fbits, unsigned width);
/* IEEE half (ebits 5, mbits 10, signed) and the unsigned 11/10-bit
 * floats (mbits 6/5): round to nearest even, overflow to infinity,
 * negative unsigned values to 0, NaN kept. */
uint32_t mxw_f32_to_minifloat(uint32_t fbits, unsigned mbits, bool has_sign);

#endif /* SGPU_NV_MAXWELL_RTFMT_H */
