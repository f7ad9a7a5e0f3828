/* RGBA8 images, pixel formats of memory surfaces, and PNG files (libpng).
 * Internal to softgpu; the script engine, the golden runner and the
 * engines use it. See docs/hw/formats.md for the bit layouts. */
#ifndef SGPU_UTIL_IMAGE_H
#define SGPU_UTIL_IMAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "softgpu/softgpu.h"

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
#define SGPU_RGBA(r, g, b, a)                                                                      \
	((uint32_t)(r) | (uint32_t)(g) << 8 | (uint32_t)(b) << 16 | (uint32_t)(a) << 24)

/* Raw pixel value (as read little-endian from memory) to RGBA8: n-bit
 * components expand to 8 bits by bit replication; formats without alpha
 * give a = 255. */
uint32_t sgpu_pixfmt_to_rgba(enum sgpu_pixfmt fmt, uint32_t raw);
/* RGBA8 to a raw pixel value: components are truncated to their width;
 * X bits are written as zero. */
uint32_t sgpu_pixfmt_from_rgba(enum sgpu_pixfmt fmt, uint32_t rgba);

struct sgpu_image {
	uint32_t width;
	uint32_t height;
	uint8_t *rgba; /* width * height * 4 bytes: R, G, B, A per pixel, rows top down */
};

/* Largest image dimension accepted anywhere (PNG read, surface convert). */
#define SGPU_IMAGE_MAX_DIM 16384u

/* Allocates a zeroed image; SGPU_ERR_INVALID_ARG for a zero or too large
 * dimension. */
sgpu_status sgpu_image_alloc(struct sgpu_image *img, uint32_t width, uint32_t height);
void sgpu_image_free(struct sgpu_image *img);

/* Converts a surface: height rows of width pixels, row y at
 * bytes[y * pitch]. len is the size of bytes; SGPU_ERR_OUT_OF_RANGE if
 * the surface does not fit in it. Allocates img. */
sgpu_status sgpu_image_from_surface(struct sgpu_image *img, const uint8_t *bytes, size_t len,
                                    uint32_t pitch, uint32_t width, uint32_t height,
                                    enum sgpu_pixfmt fmt);

/* PNG files are 8-bit RGBA, non-interlaced, with no time or text chunks,
 * so the same image always gives the same bytes. Errors: SGPU_ERR_IO
 * (open/write), SGPU_ERR_FORMAT (not a PNG / corrupt), never a crash. A
 * PNG of any colour type and bit depth is read and converted to RGBA8. */
sgpu_status sgpu_image_write_png(const struct sgpu_image *img, const char *path);
/* read_png reads only a regular file of at most SGPU_IMAGE_PNG_FILE_MAX
 * bytes (SGPU_ERR_IO for anything else, SGPU_ERR_OUT_OF_RANGE when larger). */
#define SGPU_IMAGE_PNG_FILE_MAX (UINT64_C(256) << 20)
sgpu_status sgpu_image_read_png(struct sgpu_image *img, const char *path);
/* The width and height in the IHDR of PNG data, without decoding it;
 * false when the data does not start with a PNG signature and IHDR. */
bool sgpu_image_png_size(const uint8_t *data, size_t len, uint32_t *width, uint32_t *height);
/* In memory: *out is malloc'ed, the caller frees it. */
sgpu_status sgpu_image_encode_png(const struct sgpu_image *img, uint8_t **out, size_t *out_len);
sgpu_status sgpu_image_decode_png(struct sgpu_image *img, const uint8_t *data, size_t len);

/* Number of pixels that differ (any channel). Images of different sizes
 * differ in every pixel of the larger one. When diff is not NULL it is
 * allocated (the size of a, or the larger of the two) and shows equal
 * pixels as a dimmed grey of a and differing ones as opaque red. */
uint64_t sgpu_image_compare(const struct sgpu_image *a, const struct sgpu_image *b,
                            struct sgpu_image *diff);

/* zlib crc32 of the RGBA bytes. */
uint32_t sgpu_image_crc(const struct sgpu_image *img);

#endif /* SGPU_UTIL_IMAGE_H */
