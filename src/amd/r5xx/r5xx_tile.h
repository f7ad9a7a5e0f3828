/* r5xx_surf_addr's layout (r5xx_regs.c; docs/hw/r5xx.md, "Tiling") for
 * the fast paths: every micro and macro tile size is a power of two, so a
 * pixel's offset is a sum of a column part and a row part, each a few
 * shifts. Internal to src/amd/r5xx. */
#ifndef SGPU_AMD_R5XX_TILE_H
#define SGPU_AMD_R5XX_TILE_H

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"

struct r5xx_tile {
	uint32_t pitch, per_row; /* bytes per row; macro tiles per row of them */
	uint8_t bpp_sh, mw_sh, mh_sh;
	uint8_t kind; /* 0 linear, 1 micro tiles only, 2 macro tiles */
};

/* Describes s (2 or 4 bytes per pixel); false for other sizes. */
static inline bool r5xx_tile_of(const struct r5xx_surf *s, struct r5xx_tile *t)
{
	if (s->bpp != 2 && s->bpp != 4)
		return false;
	memset(t, 0, sizeof(*t));
	t->pitch = s->pitch;
	t->bpp_sh = s->bpp == 4 ? 2 : 1;
	if (!s->macro && !s->micro)
		return true;
	/* micro_dims: 4x2 at 4 bytes, 8x2 or square 4x4 at 2; without micro
	 * tiling, 32-byte lines */
	if (!s->micro) {
		t->mw_sh = (uint8_t)(5 - t->bpp_sh), t->mh_sh = 0;
	} else {
		t->mw_sh = s->bpp == 2 && !s->square ? 3 : 2;
		t->mh_sh = s->bpp == 2 && s->square ? 2 : 1;
	}
	t->kind = s->macro ? 2 : 1;
	uint32_t mwb = (8u << t->mw_sh) << t->bpp_sh; /* a macro tile's bytes across */
	t->per_row = (s->pitch + mwb - 1) / mwb;
	return true;
}

/* The column and row parts of r5xx_surf_addr(s, x, y) - s->offset (their
 * sum modulo 2^32, as r5xx_surf_addr computes it) */
static inline uint32_t r5xx_tile_x(const struct r5xx_tile *t, uint32_t x)
{
	if (!t->kind)
		return x << t->bpp_sh;
	uint32_t in = (x & ((1u << t->mw_sh) - 1)) << t->bpp_sh;
	if (t->kind == 1)
		return (x >> t->mw_sh) * 32 + in;
	return (x >> (t->mw_sh + 3)) * 2048 + ((x >> t->mw_sh) & 7) * 32 + in;
}

static inline uint32_t r5xx_tile_y(const struct r5xx_tile *t, uint32_t y)
{
	if (!t->kind)
		return y * t->pitch;
	uint32_t in = ((y & ((1u << t->mh_sh) - 1)) << t->mw_sh) << t->bpp_sh;
	if (t->kind == 1)
		return (y >> t->mh_sh) * (t->pitch << t->mh_sh) + in;
	return (y >> (t->mh_sh + 3)) * t->per_row * 2048 + ((y >> t->mh_sh) & 7) * 256 + in;
}

/* Bounds of the offsets of pixels (0..x1, y0..y1): every offset is in
 * [*lo, *hi). 64-bit, so the caller can check they do not wrap. */
static inline void r5xx_tile_bounds(const struct r5xx_tile *t, uint32_t x1, uint32_t y0,
                                    uint32_t y1, uint64_t *lo, uint64_t *hi)
{
	uint64_t p = t->pitch;
	if (!t->kind) {
		*lo = (uint64_t)y0 * p;
		*hi = (uint64_t)y1 * p + ((uint64_t)(x1 + 1) << t->bpp_sh);
	} else if (t->kind == 1) {
		*lo = (uint64_t)(y0 >> t->mh_sh) * (p << t->mh_sh);
		*hi = (uint64_t)(y1 >> t->mh_sh) * (p << t->mh_sh) +
		      ((uint64_t)(x1 >> t->mw_sh) + 1) * 32;
	} else {
		*lo = (uint64_t)(y0 >> (t->mh_sh + 3)) * t->per_row * 2048;
		*hi = ((uint64_t)(y1 >> (t->mh_sh + 3)) * t->per_row + (x1 >> (t->mw_sh + 3)) + 1) *
		      2048;
	}
}

/* Whether GPU addresses [offset + lo, offset + hi) are one direct range:
 * no 32-bit wrap (the offsets computed in 32 bits, as r5xx_surf_addr
 * does), all in VRAM or all in the GART aperture (r5xx_mem_space) */
static inline bool r5xx_tile_range_ok(uint32_t offset, uint64_t lo, uint64_t hi)
{
	uint64_t a0 = (uint64_t)offset + lo, a1 = (uint64_t)offset + hi;
	return hi > lo && hi <= 0x7fffffff && a1 <= UINT64_C(0x100000000) &&
	       (a0 >= R5XX_GART_BASE || a1 <= R5XX_GART_BASE);
}

#endif /* SGPU_AMD_R5XX_TILE_H */
