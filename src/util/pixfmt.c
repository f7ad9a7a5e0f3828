/* Pixel formats of memory surfaces. See pixfmt.h and docs/hw/formats.md.
 * Part of the headless library: engines use it (the null chip's TEST). */
#include "util/pixfmt.h"

#include <stddef.h>

/* ------------------------------------------------------------------ formats */

static const struct sgpu_pixfmt_info pixfmt_table[SGPU_FMT_COUNT] = {
        [SGPU_FMT_A8R8G8B8] = {"a8r8g8b8", 4, true},
        [SGPU_FMT_X8R8G8B8] = {"x8r8g8b8", 4, false},
        [SGPU_FMT_A8B8G8R8] = {"a8b8g8r8", 4, true},
        [SGPU_FMT_X8B8G8R8] = {"x8b8g8r8", 4, false},
        [SGPU_FMT_A2R10G10B10] = {"a2r10g10b10", 4, true},
        [SGPU_FMT_X2R10G10B10] = {"x2r10g10b10", 4, false},
        [SGPU_FMT_R5G6B5] = {"r5g6b5", 2, false},
        [SGPU_FMT_A1R5G5B5] = {"a1r5g5b5", 2, true},
        [SGPU_FMT_X1R5G5B5] = {"x1r5g5b5", 2, false},
        [SGPU_FMT_A4R4G4B4] = {"a4r4g4b4", 2, true},
        [SGPU_FMT_Y8] = {"y8", 1, false},
        [SGPU_FMT_Y16] = {"y16", 2, false},
};

static bool pixfmt_valid(enum sgpu_pixfmt fmt)
{
	/* The cast catches negative values too: an enum may be signed. */
	return (unsigned)fmt < SGPU_FMT_COUNT;
}

const struct sgpu_pixfmt_info *sgpu_pixfmt_get(enum sgpu_pixfmt fmt)
{
	return pixfmt_valid(fmt) ? &pixfmt_table[fmt] : NULL;
}

static int ascii_lower(int c)
{
	/* Not tolower(): it depends on the locale. */
	return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

bool sgpu_pixfmt_lookup(const char *name, enum sgpu_pixfmt *fmt)
{
	if (!name)
		return false;
	for (unsigned i = 0; i < SGPU_FMT_COUNT; i++) {
		const char *a = name, *b = pixfmt_table[i].name;
		while (*a && *b && ascii_lower((unsigned char)*a) == *b) {
			a++;
			b++;
		}
		if (!*a && !*b) {
			if (fmt)
				*fmt = (enum sgpu_pixfmt)i;
			return true;
		}
	}
	return false;
}

uint32_t sgpu_pixfmt_to_rgba(enum sgpu_pixfmt fmt, uint32_t raw)
{
	return pixfmt_valid(fmt) ? sgpu_pixfmt_rgba_inline(fmt, raw) : 0;
}

static uint32_t luma8(uint32_t r, uint32_t g, uint32_t b)
{
	/* BT.601 weights in 8.8 fixed point; they sum to 256 so grey maps to
	 * itself and 255 stays 255. */
	return (r * 77 + g * 150 + b * 29 + 128) >> 8;
}

uint32_t sgpu_pixfmt_from_rgba(enum sgpu_pixfmt fmt, uint32_t rgba)
{
	uint32_t r = rgba & 0xff, g = rgba >> 8 & 0xff, b = rgba >> 16 & 0xff, a = rgba >> 24;

	switch (fmt) {
	case SGPU_FMT_A8R8G8B8: return a << 24 | r << 16 | g << 8 | b;
	case SGPU_FMT_X8R8G8B8: return r << 16 | g << 8 | b;
	case SGPU_FMT_A8B8G8R8: return rgba;
	case SGPU_FMT_X8B8G8R8: return rgba & 0x00ffffffu;
	case SGPU_FMT_A2R10G10B10:
		/* Truncation takes the high bits: an 8-bit value fills the top
		 * 8 of the 10, the low 2 bits are zero. */
		return (a >> 6) << 30 | r << 22 | g << 12 | b << 2;
	case SGPU_FMT_X2R10G10B10: return r << 22 | g << 12 | b << 2;
	case SGPU_FMT_R5G6B5: return (r >> 3) << 11 | (g >> 2) << 5 | b >> 3;
	case SGPU_FMT_A1R5G5B5: return (a >> 7) << 15 | (r >> 3) << 10 | (g >> 3) << 5 | b >> 3;
	case SGPU_FMT_X1R5G5B5: return (r >> 3) << 10 | (g >> 3) << 5 | b >> 3;
	case SGPU_FMT_A4R4G4B4: return (a >> 4) << 12 | (r >> 4) << 8 | (g >> 4) << 4 | b >> 4;
	case SGPU_FMT_Y8: return luma8(r, g, b);
	case SGPU_FMT_Y16: return luma8(r, g, b) * 257;
	case SGPU_FMT_COUNT: break;
	}
	return 0;
}
