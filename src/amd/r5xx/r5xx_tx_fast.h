/* The R5xx texture unit's fast path: a texture's state resolved once per
 * primitive (level address, a direct pointer, the texel decode as a table,
 * wrap and filter) for the common case, a 32-bit W8Z8Y8X8 2D
 * texture with one filter for magnification and minification and one
 * level whatever the LOD (no mip filter, or MAX_MIP_LEVEL at the last
 * level); bilinear and point sampling then compute what r5xx_tx_sample
 * computes, in the same order, bit for bit; linear or tiled. Everything
 * else (other formats, mipmaps, anisotropy, border and mirror-once modes,
 * chroma key, gamma, projection, coordinates out of range) is
 * r5xx_tx_sample's. docs/hw/r5xx-raster.md, "Fast paths". */
#ifndef SGPU_AMD_R5XX_TX_FAST_H
#define SGPU_AMD_R5XX_TX_FAST_H

#include <stdbool.h>
#include <stdint.h>

#include "amd/r5xx/r5xx_tile.h"
#include "amd/r5xx/r5xx_tx.h"
#include "core/device.h"

/* The widest level whose column and row offsets are tabulated */
#define R5XX_TX_FAST_TAB 1024

struct r5xx_tx_fast {
	bool valid, usable;
	uint64_t serial;
	/* the registers the state below was resolved from: a primitive with
	 * the same ones reuses it (only the texel pointer is looked up again) */
	bool have_key, regs_ok;
	uint32_t key[7];
	uint32_t base;         /* the level's GPU address */
	uint64_t span;         /* its bytes */
	const uint8_t *texels; /* level's first texel */
	struct r5xx_tile tile; /* its layout */
	int w, h;
	unsigned wrap_s, wrap_t; /* CLAMP_S/T: 0 wrap, 1 mirror, 2 clamp */
	bool bilinear, tab;
	double ls;        /* 2^-level, for unscaled coordinates */
	uint8_t sel[4];   /* TX_FORMAT1 swizzle: R, G, B, A from C0-C3, 4 zero, 5 one */
	bool direct;      /* every sel picks a component: R, G, B, A filtered from them */
	float lut[256];   /* an 8-bit component's value */
	double lutd[256]; /* the same, as the bilinear sum takes it */
	/* tab (w and h at most R5XX_TX_FAST_TAB): the byte offsets of columns
	 * and rows -1 to w (h) after the wrap, at index + 1 */
	uint32_t xt[R5XX_TX_FAST_TAB + 2], yt[R5XX_TX_FAST_TAB + 2];
	/* the AVX2 form (r5xx_tx_fast_ld_avx2): taken when tab, the host has
	 * AVX2, no_avx2 is clear (tests set it to check the baseline form) and
	 * every lut[v] is v / div in binary32 (vdiv: checked per state) */
	bool no_avx2, vdiv, avx2;
	float div;        /* 255 or 256 (POW2FIX2FLT) */
	uint8_t shuf[16]; /* per texel dword: byte k from C(sel[k]), 0x80 zero */
	uint32_t ones[4]; /* channel k is 1.0 (sel[k] 5): all ones */
};

/* r5xx_tx_fast_prepare's work when serial is new */
void r5xx_tx_fast_resolve(struct r5xx_tx_fast *tf, struct sgpu_unit *r3d, unsigned unit,
                          uint64_t serial);

/* Resolves unit's state for primitive `serial` (once per serial; what
 * the registers decide is kept while they stay the same). Inline: every
 * LD asks, and all but the primitive's first find it done. */
static inline void r5xx_tx_fast_prepare(struct r5xx_tx_fast *tf, struct sgpu_unit *r3d,
                                        unsigned unit, uint64_t serial)
{
	if (!(tf->valid && tf->serial == serial))
		r5xx_tx_fast_resolve(tf, r3d, unit, serial);
}
/* Samples a quad as r5xx_tx_sample would; false when not covered (nothing
 * written: take the reference). */
bool r5xx_tx_fast_sample(const struct r5xx_tx_fast *tf, const struct r5xx_tx_req *q,
                         float out[4][4]);
/* The same for an LD of a quad's coordinates (no derivatives: the fast
 * path's filter does not read them). */
bool r5xx_tx_fast_ld(const struct r5xx_tx_fast *tf, bool unscaled, const float coord[4][4],
                     float out[4][4]);

#endif /* SGPU_AMD_R5XX_TX_FAST_H */
