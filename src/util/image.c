/* RGBA8 images from surfaces, comparisons and PNG files. See image.h and
 * docs/hw/formats.md. Part of libsoftgpu-script, not of the headless
 * library: it needs libpng and zlib (CMakeLists.txt). */
#include "util/image.h"

#include <errno.h>
#include <fcntl.h>
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

/* ------------------------------------------------------------------ images */

static sgpu_status image_alloc(struct sgpu_image *img, uint32_t width, uint32_t height, bool zero)
{
	if (!img)
		return SGPU_ERR_INVALID_ARG;
	img->width = 0;
	img->height = 0;
	img->rgba = NULL;
	if (width == 0 || height == 0 || width > SGPU_IMAGE_MAX_DIM || height > SGPU_IMAGE_MAX_DIM)
		return SGPU_ERR_INVALID_ARG;
	/* At most 16384^2 * 4 = 1 GiB: fits size_t even on 32-bit hosts. */
	size_t n = (size_t)width * height * 4;
	uint8_t *p = zero ? calloc(n, 1) : malloc(n);
	if (!p)
		return SGPU_ERR_NO_MEMORY;
	img->width = width;
	img->height = height;
	img->rgba = p;
	return SGPU_OK;
}

sgpu_status sgpu_image_alloc(struct sgpu_image *img, uint32_t width, uint32_t height)
{
	return image_alloc(img, width, height, true);
}

void sgpu_image_free(struct sgpu_image *img)
{
	if (!img)
		return;
	free(img->rgba);
	img->rgba = NULL;
	img->width = 0;
	img->height = 0;
}

/* On little-endian hosts a word memcpy is the byte order we want, and
 * compilers make one load or store of it; byte by byte elsewhere. */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define SGPU_HOST_LE 1
#else
#define SGPU_HOST_LE 0
#endif

static inline void store_rgba(uint8_t *dst, uint32_t rgba)
{
	if (SGPU_HOST_LE) {
		memcpy(dst, &rgba, 4);
	} else {
		dst[0] = (uint8_t)rgba;
		dst[1] = (uint8_t)(rgba >> 8);
		dst[2] = (uint8_t)(rgba >> 16);
		dst[3] = (uint8_t)(rgba >> 24);
	}
}

static inline uint32_t load_le32(const uint8_t *p)
{
	if (SGPU_HOST_LE) {
		uint32_t v;
		memcpy(&v, p, 4);
		return v;
	}
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline uint32_t load_le16(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8;
}

/* One loop per format with fmt a constant, so to_rgba folds to that
 * format's arithmetic: surface dumps are on the path of every golden test. */
#define CONVERT_ROW(FMT, LOAD, BYTES)                                                            \
	case FMT:                                                                                \
		for (uint32_t x = 0; x < width; x++)                                             \
			store_rgba(dst + (size_t)x * 4,                                          \
			           sgpu_pixfmt_rgba_inline(FMT, LOAD(src + (size_t)x * BYTES))); \
		break;

static inline uint32_t load_8(const uint8_t *p)
{
	return p[0];
}

static void convert_row(enum sgpu_pixfmt fmt, const uint8_t *restrict src, uint8_t *restrict dst,
                        uint32_t width)
{
	switch (fmt) {
		CONVERT_ROW(SGPU_FMT_A8R8G8B8, load_le32, 4)
		CONVERT_ROW(SGPU_FMT_X8R8G8B8, load_le32, 4)
		CONVERT_ROW(SGPU_FMT_A8B8G8R8, load_le32, 4)
		CONVERT_ROW(SGPU_FMT_X8B8G8R8, load_le32, 4)
		CONVERT_ROW(SGPU_FMT_A2R10G10B10, load_le32, 4)
		CONVERT_ROW(SGPU_FMT_X2R10G10B10, load_le32, 4)
		CONVERT_ROW(SGPU_FMT_R5G6B5, load_le16, 2)
		CONVERT_ROW(SGPU_FMT_A1R5G5B5, load_le16, 2)
		CONVERT_ROW(SGPU_FMT_X1R5G5B5, load_le16, 2)
		CONVERT_ROW(SGPU_FMT_A4R4G4B4, load_le16, 2)
		CONVERT_ROW(SGPU_FMT_Y8, load_8, 1)
		CONVERT_ROW(SGPU_FMT_Y16, load_le16, 2)
	case SGPU_FMT_COUNT: break;
	}
}

#undef CONVERT_ROW

sgpu_status sgpu_image_from_surface(struct sgpu_image *img, const uint8_t *bytes, size_t len,
                                    uint32_t pitch, uint32_t width, uint32_t height,
                                    enum sgpu_pixfmt fmt)
{
	if (!img)
		return SGPU_ERR_INVALID_ARG;
	img->width = 0;
	img->height = 0;
	img->rgba = NULL;
	const struct sgpu_pixfmt_info *fi = sgpu_pixfmt_get(fmt);
	if (!bytes || !fi || width == 0 || height == 0 || width > SGPU_IMAGE_MAX_DIM ||
	    height > SGPU_IMAGE_MAX_DIM)
		return SGPU_ERR_INVALID_ARG;

	uint64_t row_bytes = (uint64_t)width * fi->bytes;
	/* Rows that overlap are a caller bug; a single row needs no pitch. */
	if (height > 1 && pitch < row_bytes)
		return SGPU_ERR_INVALID_ARG;
	/* pitch < 2^32 and height <= 2^14, so this cannot overflow 64 bits. */
	uint64_t need = (uint64_t)pitch * (height - 1) + row_bytes;
	if (need > (uint64_t)len)
		return SGPU_ERR_OUT_OF_RANGE;

	/* Not zeroed: every pixel is written below. */
	sgpu_status st = image_alloc(img, width, height, false);
	if (st != SGPU_OK)
		return st;
	for (uint32_t y = 0; y < height; y++)
		convert_row(fmt, bytes + (size_t)y * pitch, img->rgba + (size_t)y * width * 4,
		            width);
	return SGPU_OK;
}

/* ------------------------------------------------------------------ PNG */

/* libpng reports errors by calling this, which must not return. Silent:
 * library code does not print, the status says what went wrong. */
static void png_error_silent(png_structp png, png_const_charp msg)
{
	(void)msg;
	png_longjmp(png, 1);
}

static void png_warning_silent(png_structp png, png_const_charp msg)
{
	(void)png;
	(void)msg;
}

struct png_membuf {
	uint8_t *data;
	size_t len;
	size_t cap;
	bool oom;
};

static void png_mem_write(png_structp png, png_bytep data, png_size_t len)
{
	struct png_membuf *mb = png_get_io_ptr(png);
	if (len > mb->cap - mb->len) {
		size_t cap = mb->cap ? mb->cap : 4096;
		while (cap - mb->len < len) {
			if (cap > SIZE_MAX / 2) {
				mb->oom = true;
				png_error(png, "PNG too large");
			}
			cap *= 2;
		}
		uint8_t *p = realloc(mb->data, cap);
		if (!p) {
			mb->oom = true;
			png_error(png, "out of memory");
		}
		mb->data = p;
		mb->cap = cap;
	}
	memcpy(mb->data + mb->len, data, len);
	mb->len += len;
}

static void png_mem_flush(png_structp png)
{
	(void)png;
}

/* The setjmp lives in its own function, and everything that must be
 * freed after a longjmp lives in the caller's frame: locals of the
 * function that called setjmp are indeterminate after the jump if they
 * changed in between. */
static bool png_encode_inner(png_structp png, png_infop info, const struct sgpu_image *img)
{
	if (setjmp(png_jmpbuf(png)))
		return false;

	png_set_IHDR(png, info, img->width, img->height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
	             PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
	/* Pin every setting that affects the bytes, so a libpng with other
	 * defaults still writes the same file for the same image. */
	png_set_compression_level(png, 6);
	png_set_compression_mem_level(png, 8);
	png_set_compression_window_bits(png, 15);
	png_set_compression_strategy(png, Z_FILTERED);
	png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_ALL_FILTERS);
	png_write_info(png, info);
	size_t stride = (size_t)img->width * 4;
	for (uint32_t y = 0; y < img->height; y++)
		png_write_row(png, img->rgba + (size_t)y * stride);
	png_write_end(png, info);
	return true;
}

sgpu_status sgpu_image_encode_png(const struct sgpu_image *img, uint8_t **out, size_t *out_len)
{
	if (out)
		*out = NULL;
	if (out_len)
		*out_len = 0;
	if (!img || !out || !out_len || !img->rgba || img->width == 0 || img->height == 0 ||
	    img->width > SGPU_IMAGE_MAX_DIM || img->height > SGPU_IMAGE_MAX_DIM)
		return SGPU_ERR_INVALID_ARG;

	png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, png_error_silent,
	                                          png_warning_silent);
	if (!png)
		return SGPU_ERR_NO_MEMORY;
	png_infop info = png_create_info_struct(png);
	if (!info) {
		png_destroy_write_struct(&png, NULL);
		return SGPU_ERR_NO_MEMORY;
	}
	struct png_membuf mb = {0};
	png_set_write_fn(png, &mb, png_mem_write, png_mem_flush);
	bool ok = png_encode_inner(png, info, img);
	png_destroy_write_struct(&png, &info);
	if (!ok) {
		free(mb.data);
		/* Writing valid RGBA8 only fails for lack of memory. */
		return mb.oom ? SGPU_ERR_NO_MEMORY : SGPU_ERR_INTERNAL;
	}
	*out = mb.data;
	*out_len = mb.len;
	return SGPU_OK;
}

sgpu_status sgpu_image_write_png(const struct sgpu_image *img, const char *path)
{
	if (!path)
		return SGPU_ERR_INVALID_ARG;
	uint8_t *data;
	size_t len;
	/* Encode first, then write: no half-written file on an encode error,
	 * and file errors stay apart from libpng's. */
	sgpu_status st = sgpu_image_encode_png(img, &data, &len);
	if (st != SGPU_OK)
		return st;
	FILE *f = fopen(path, "wb");
	if (!f) {
		free(data);
		return SGPU_ERR_IO;
	}
	bool ok = fwrite(data, 1, len, f) == len;
	/* fclose flushes: its failure is a write failure too. */
	if (fclose(f) != 0)
		ok = false;
	free(data);
	return ok ? SGPU_OK : SGPU_ERR_IO;
}

struct png_memreader {
	const uint8_t *data;
	size_t len;
	size_t pos;
};

static void png_mem_read(png_structp png, png_bytep out, png_size_t len)
{
	struct png_memreader *mr = png_get_io_ptr(png);
	if (len > mr->len - mr->pos)
		png_error(png, "truncated PNG");
	memcpy(out, mr->data + mr->pos, len);
	mr->pos += len;
}

struct png_decode_state {
	uint8_t *pixels;
	png_bytep *rows;
	uint32_t width;
	uint32_t height;
};

static sgpu_status png_decode_inner(png_structp png, png_infop info, struct png_decode_state *st)
{
	/* Every libpng error while reading is bad input. */
	if (setjmp(png_jmpbuf(png)))
		return SGPU_ERR_FORMAT;

	/* libpng rejects larger IHDR dimensions with png_error, before any
	 * allocation. */
	png_set_user_limits(png, SGPU_IMAGE_MAX_DIM, SGPU_IMAGE_MAX_DIM);
	/* libpng skips ancillary chunks with a bad CRC by default; a bad CRC
	 * anywhere means the file is damaged, and a damaged reference image
	 * should fail loudly rather than half-load. */
	png_set_crc_action(png, PNG_CRC_DEFAULT, PNG_CRC_ERROR_QUIT);
	png_read_info(png, info);

	png_uint_32 width, height;
	int depth, color, interlace;
	png_get_IHDR(png, info, &width, &height, &depth, &color, &interlace, NULL, NULL);
	if (width == 0 || height == 0 || width > SGPU_IMAGE_MAX_DIM || height > SGPU_IMAGE_MAX_DIM)
		return SGPU_ERR_FORMAT;

	/* Everything to 8-bit RGBA. No gamma transforms: the values are
	 * taken as they are stored. */
	bool has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
	if (color == PNG_COLOR_TYPE_PALETTE)
		png_set_palette_to_rgb(png);
	if (color == PNG_COLOR_TYPE_GRAY && depth < 8)
		png_set_expand_gray_1_2_4_to_8(png);
	if (has_trns)
		png_set_tRNS_to_alpha(png);
	/* The high byte, as Y16 surfaces show. */
	if (depth == 16)
		png_set_strip_16(png);
	if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA)
		png_set_gray_to_rgb(png);
	if (!(color & PNG_COLOR_MASK_ALPHA) && !has_trns)
		png_set_filler(png, 0xff, PNG_FILLER_AFTER);
	png_set_interlace_handling(png);
	png_read_update_info(png, info);
	if (png_get_rowbytes(png, info) != (size_t)width * 4 || png_get_channels(png, info) != 4 ||
	    png_get_bit_depth(png, info) != 8)
		return SGPU_ERR_FORMAT;

	size_t stride = (size_t)width * 4;
	/* Not zeroed: png_read_image writes every row or jumps out. */
	st->pixels = malloc(stride * height);
	st->rows = malloc(sizeof(*st->rows) * height);
	if (!st->pixels || !st->rows)
		return SGPU_ERR_NO_MEMORY;
	for (png_uint_32 y = 0; y < height; y++)
		st->rows[y] = st->pixels + y * stride;
	png_read_image(png, st->rows);
	/* Reads to IEND: a file cut after its image data is still corrupt. */
	png_read_end(png, NULL);
	st->width = width;
	st->height = height;
	return SGPU_OK;
}

sgpu_status sgpu_image_decode_png(struct sgpu_image *img, const uint8_t *data, size_t len)
{
	if (!img)
		return SGPU_ERR_INVALID_ARG;
	img->width = 0;
	img->height = 0;
	img->rgba = NULL;
	if (!data && len)
		return SGPU_ERR_INVALID_ARG;
	if (len < 8 || png_sig_cmp(data, 0, 8) != 0)
		return SGPU_ERR_FORMAT;

	png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, png_error_silent,
	                                         png_warning_silent);
	if (!png)
		return SGPU_ERR_NO_MEMORY;
	png_infop info = png_create_info_struct(png);
	if (!info) {
		png_destroy_read_struct(&png, NULL, NULL);
		return SGPU_ERR_NO_MEMORY;
	}
	struct png_memreader mr = {data, len, 0};
	png_set_read_fn(png, &mr, png_mem_read);
	struct png_decode_state st = {NULL, NULL, 0, 0};
	sgpu_status status = png_decode_inner(png, info, &st);
	png_destroy_read_struct(&png, &info, NULL);
	free(st.rows);
	if (status != SGPU_OK) {
		free(st.pixels);
		return status;
	}
	img->width = st.width;
	img->height = st.height;
	img->rgba = st.pixels;
	return SGPU_OK;
}

bool sgpu_image_png_size(const uint8_t *data, size_t len, uint32_t *width, uint32_t *height)
{
	/* The signature, then the IHDR chunk: length 13, "IHDR", width and
	 * height as big-endian words (PNG specification, 11.2.2). */
	static const uint8_t head[16] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n',
	                                 0,    0,   0,   13,  'I',  'H',  'D',  'R'};
	if (!data || len < 24 || memcmp(data, head, sizeof(head)) != 0)
		return false;
	*width = (uint32_t)data[16] << 24 | (uint32_t)data[17] << 16 | (uint32_t)data[18] << 8 |
	         data[19];
	*height = (uint32_t)data[20] << 24 | (uint32_t)data[21] << 16 | (uint32_t)data[22] << 8 |
	          data[23];
	return true;
}

sgpu_status sgpu_image_read_png(struct sgpu_image *img, const char *path)
{
	if (!img)
		return SGPU_ERR_INVALID_ARG;
	img->width = 0;
	img->height = 0;
	img->rgba = NULL;
	if (!path)
		return SGPU_ERR_INVALID_ARG;
	/* A regular file of at most SGPU_IMAGE_PNG_FILE_MAX bytes, checked
	 * before reading: a FIFO would block (hence O_NONBLOCK on the open),
	 * /dev/zero would never end. Read whole, so that the decoder needs no
	 * file error handling inside libpng. */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	if (fd < 0)
		return SGPU_ERR_IO;
	struct stat sb;
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		close(fd);
		return SGPU_ERR_IO;
	}
	if ((uint64_t)sb.st_size > SGPU_IMAGE_PNG_FILE_MAX) {
		close(fd);
		return SGPU_ERR_OUT_OF_RANGE;
	}
	size_t len = (size_t)sb.st_size, got = 0;
	uint8_t *buf = malloc(len ? len : 1);
	sgpu_status st = buf ? SGPU_OK : SGPU_ERR_NO_MEMORY;
	while (st == SGPU_OK && got < len) {
		ssize_t n = read(fd, buf + got, len - got);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			st = SGPU_ERR_IO; /* an error, or the file shrank */
		else
			got += (size_t)n;
	}
	close(fd);
	if (st == SGPU_OK)
		st = sgpu_image_decode_png(img, buf, len);
	free(buf);
	return st;
}

/* ------------------------------------------------------------------ compare, crc */

uint64_t sgpu_image_compare(const struct sgpu_image *a, const struct sgpu_image *b,
                            struct sgpu_image *diff)
{
	/* A NULL image, or one without pixels, counts as 0 x 0. */
	uint32_t aw = a && a->rgba ? a->width : 0, ah = a && a->rgba ? a->height : 0;
	uint32_t bw = b && b->rgba ? b->width : 0, bh = b && b->rgba ? b->height : 0;
	uint32_t w = aw > bw ? aw : bw, h = ah > bh ? ah : bh;
	uint8_t *out = NULL;

	if (diff) {
		/* On failure (empty images, no memory) diff stays empty; the
		 * count is still right. */
		if (image_alloc(diff, w, h, false) == SGPU_OK)
			out = diff->rgba;
	}

	uint64_t count = 0;
	for (uint32_t y = 0; y < h; y++) {
		const uint8_t *ra = y < ah ? a->rgba + (size_t)y * aw * 4 : NULL;
		const uint8_t *rb = y < bh ? b->rgba + (size_t)y * bw * 4 : NULL;
		/* Fast path for the common case of identical rows. */
		if (!out && ra && rb && aw == bw && memcmp(ra, rb, (size_t)aw * 4) == 0)
			continue;
		for (uint32_t x = 0; x < w; x++) {
			const uint8_t *pa = ra && x < aw ? ra + (size_t)x * 4 : NULL;
			const uint8_t *pb = rb && x < bw ? rb + (size_t)x * 4 : NULL;
			bool same = pa && pb && memcmp(pa, pb, 4) == 0;
			if (!same)
				count++;
			if (!out)
				continue;
			uint8_t *po = out + ((size_t)y * w + x) * 4;
			if (same) {
				/* Dimmed so that the red of differences stands out. */
				uint8_t grey =
				        (uint8_t)(((unsigned)pa[0] + pa[1] + pa[2]) / 3 / 4 + 32);
				po[0] = po[1] = po[2] = grey;
				po[3] = 0xff;
			} else {
				po[0] = 0xff;
				po[1] = 0;
				po[2] = 0;
				po[3] = 0xff;
			}
		}
	}
	return count;
}

uint32_t sgpu_image_crc(const struct sgpu_image *img)
{
	uLong crc = crc32(0, Z_NULL, 0);
	if (!img || !img->rgba)
		return (uint32_t)crc;
	size_t n = (size_t)img->width * img->height * 4;
	const uint8_t *p = img->rgba;
	/* crc32 takes a uInt length; feed it in chunks. */
	while (n) {
		uInt chunk = n > 0x40000000u ? 0x40000000u : (uInt)n;
		crc = crc32(crc, p, chunk);
		p += chunk;
		n -= chunk;
	}
	return (uint32_t)crc;
}
