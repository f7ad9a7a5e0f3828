/* Pixel formats of surfaces in guest memory, and their conversion to and
 * from RGBA8. Internal to softgpu; engines and the script engine use it.
 * See docs/hw/formats.md for the bit layouts. */
#ifndef SGPU_UTIL_PIXFMT_H
#define SGPU_UTIL_PIXFMT_H

#include <stdbool.h>
#include <stdint.h>

/* Pixel formats of surfaces in guest memory. Multi-byte pixels are
 * little-endian words; a name lists components from the most significant
 * bit down (A8R8G8B8: A in bits 31:24, B in 7:0). */
enum sgpu_pixfmt {
	SGPU_FMT_A8R8G8B8 = 0,
	SGPU_FMT_X8R8G8B8,
	SGPU_FMT_A8B8G8R8,
	SGPU_FMT_X8B8G8R8,
	SGPU_FMT_A2R10G10B10,
	SGPU_FMT_X2R10G10B10,
	SGPU_FMT_R5G6B5,
	SGPU_FMT_A1R5G5B5,
	SGPU_FMT_X1R5G5B5,
	SGPU_FMT_A4R4G4B4,
	SGPU_FMT_Y8,  /* 8-bit grey */
	SGPU_FMT_Y16, /* 16-bit grey, shown as its high byte */
	SGPU_FMT_COUNT
};

struct sgpu_pixfmt_info {
	const char *name; /* lower case: "a8r8g8b8" */
	unsigned bytes;   /* bytes per pixel: 1, 2 or 4 */
	bool has_alpha;
};

/* NULL for an out-of-range format. */
const struct sgpu_pixfmt_info *sgpu_pixfmt_get(enum sgpu_pixfmt fmt);
/* Case-insensitive; false when unknown. */
bool sgpu_pixfmt_lookup(const char *name, enum sgpu_pixfmt *fmt);

/* A pixel as RGBA8: r in bits 7:0, g 15:8, b 23:16, a 31:24 (the byte
 * order of struct sgpu_image). */
#define SGPU_RGBA(r, g, b, a) \
	((uint32_t)(r) | (uint32_t)(g) << 8 | (uint32_t)(b) << 16 | (uint32_t)(a) << 24)

/* Raw pixel value (as read little-endian from memory) to RGBA8: n-bit
 * components expand to 8 bits by bit replication; formats without alpha
 * give a = 255. */
uint32_t sgpu_pixfmt_to_rgba(enum sgpu_pixfmt fmt, uint32_t raw);
/* RGBA8 to a raw pixel value: components are truncated to their width;
 * X bits are written as zero. */
uint32_t sgpu_pixfmt_from_rgba(enum sgpu_pixfmt fmt, uint32_t rgba);

/* Bit replication: the top bits of the component fill the low bits, so
 * 0 stays 0 and all-ones becomes 255. */
static inline uint32_t sgpu_expand5(uint32_t v)
{
	return (v << 3) | (v >> 2);
}

static inline uint32_t sgpu_expand6(uint32_t v)
{
	return (v << 2) | (v >> 4);
}

/* sgpu_pixfmt_to_rgba for a valid fmt, inline so that per-row loops that
 * pass a constant fmt (image.c) compile to one straight conversion per
 * format. */
static inline uint32_t sgpu_pixfmt_rgba_inline(enum sgpu_pixfmt fmt, uint32_t raw)
{
	switch (fmt) {
	case SGPU_FMT_A8R8G8B8:
		return SGPU_RGBA(raw >> 16 & 0xff, raw >> 8 & 0xff, raw & 0xff, raw >> 24);
	case SGPU_FMT_X8R8G8B8:
		return SGPU_RGBA(raw >> 16 & 0xff, raw >> 8 & 0xff, raw & 0xff, 0xff);
	case SGPU_FMT_A8B8G8R8:
		/* Already the RGBA8 byte order. */
		return raw;
	case SGPU_FMT_X8B8G8R8: return raw | 0xff000000u;
	case SGPU_FMT_A2R10G10B10:
		return SGPU_RGBA(raw >> 22 & 0xff, raw >> 12 & 0xff, raw >> 2 & 0xff,
		                 (raw >> 30) * 0x55);
	case SGPU_FMT_X2R10G10B10:
		return SGPU_RGBA(raw >> 22 & 0xff, raw >> 12 & 0xff, raw >> 2 & 0xff, 0xff);
	case SGPU_FMT_R5G6B5:
		return SGPU_RGBA(sgpu_expand5(raw >> 11 & 0x1f), sgpu_expand6(raw >> 5 & 0x3f),
		                 sgpu_expand5(raw & 0x1f), 0xff);
	case SGPU_FMT_A1R5G5B5:
		return SGPU_RGBA(sgpu_expand5(raw >> 10 & 0x1f), sgpu_expand5(raw >> 5 & 0x1f),
		                 sgpu_expand5(raw & 0x1f), (raw >> 15 & 1) ? 0xff : 0);
	case SGPU_FMT_X1R5G5B5:
		return SGPU_RGBA(sgpu_expand5(raw >> 10 & 0x1f), sgpu_expand5(raw >> 5 & 0x1f),
		                 sgpu_expand5(raw & 0x1f), 0xff);
	case SGPU_FMT_A4R4G4B4:
		return SGPU_RGBA((raw >> 8 & 0xf) * 17, (raw >> 4 & 0xf) * 17, (raw & 0xf) * 17,
		                 (raw >> 12 & 0xf) * 17);
	case SGPU_FMT_Y8: return (raw & 0xff) * 0x010101u | 0xff000000u;
	case SGPU_FMT_Y16: return (raw >> 8 & 0xff) * 0x010101u | 0xff000000u;
	case SGPU_FMT_COUNT: break;
	}
	return 0;
}

#endif /* SGPU_UTIL_PIXFMT_H */
