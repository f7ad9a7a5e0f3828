/* RGBA8 images, and PNG files (libpng). Internal to softgpu; the script
 * engine, the golden runner and the CLI use it. It is built into
 * libsoftgpu-script only: the headless libsoftgpu has no libpng. Pixel
 * formats are in pixfmt.h. See docs/hw/formats.md for the bit layouts. */
#ifndef SGPU_UTIL_IMAGE_H
#define SGPU_UTIL_IMAGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "softgpu/softgpu.h"
#include "util/pixfmt.h"

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
