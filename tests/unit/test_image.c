/* util/image: pixel formats, surface conversion, PNG read/write, compare. */
#include "harness.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <zlib.h>

#include "util/image.h"

/* ------------------------------------------------------------------ formats */

SGPU_TEST(pixfmt_table)
{
	for (unsigned i = 0; i < SGPU_FMT_COUNT; i++) {
		const struct sgpu_pixfmt_info *info = sgpu_pixfmt_get((enum sgpu_pixfmt)i);
		SGPU_ASSERT(info != NULL);
		SGPU_ASSERT(info->name != NULL);
		SGPU_ASSERT(info->bytes == 1 || info->bytes == 2 || info->bytes == 4);
		/* Names with an 'a' component are the alpha formats. */
		SGPU_ASSERT_EQ(info->has_alpha, info->name[0] == 'a');
	}
	SGPU_ASSERT(sgpu_pixfmt_get(SGPU_FMT_COUNT) == NULL);
	SGPU_ASSERT(sgpu_pixfmt_get((enum sgpu_pixfmt)-1) == NULL);
	SGPU_ASSERT_EQ(sgpu_pixfmt_get(SGPU_FMT_R5G6B5)->bytes, 2);
	SGPU_ASSERT_EQ(sgpu_pixfmt_get(SGPU_FMT_Y8)->bytes, 1);
	SGPU_ASSERT_EQ(sgpu_pixfmt_get(SGPU_FMT_Y16)->bytes, 2);
	SGPU_ASSERT_EQ(sgpu_pixfmt_get(SGPU_FMT_A2R10G10B10)->bytes, 4);
	SGPU_ASSERT_STR_EQ(sgpu_pixfmt_get(SGPU_FMT_A2R10G10B10)->name, "a2r10g10b10");
}

SGPU_TEST(pixfmt_lookup)
{
	enum sgpu_pixfmt fmt = SGPU_FMT_COUNT;
	SGPU_ASSERT(sgpu_pixfmt_lookup("a8r8g8b8", &fmt));
	SGPU_ASSERT_EQ(fmt, SGPU_FMT_A8R8G8B8);
	SGPU_ASSERT(sgpu_pixfmt_lookup("R5G6B5", &fmt));
	SGPU_ASSERT_EQ(fmt, SGPU_FMT_R5G6B5);
	SGPU_ASSERT(sgpu_pixfmt_lookup("X2r10G10b10", &fmt));
	SGPU_ASSERT_EQ(fmt, SGPU_FMT_X2R10G10B10);
	SGPU_ASSERT(sgpu_pixfmt_lookup("Y16", &fmt));
	SGPU_ASSERT_EQ(fmt, SGPU_FMT_Y16);
	for (unsigned i = 0; i < SGPU_FMT_COUNT; i++) {
		SGPU_ASSERT(sgpu_pixfmt_lookup(sgpu_pixfmt_get((enum sgpu_pixfmt)i)->name, &fmt));
		SGPU_ASSERT_EQ(fmt, i);
	}

	fmt = SGPU_FMT_Y8;
	SGPU_ASSERT(!sgpu_pixfmt_lookup("rgba8", &fmt));
	SGPU_ASSERT(!sgpu_pixfmt_lookup("", &fmt));
	SGPU_ASSERT(!sgpu_pixfmt_lookup("a8r8g8b", &fmt));
	SGPU_ASSERT(!sgpu_pixfmt_lookup("a8r8g8b8x", &fmt));
	SGPU_ASSERT(!sgpu_pixfmt_lookup("y", &fmt));
	SGPU_ASSERT(!sgpu_pixfmt_lookup(NULL, &fmt));
	/* A failed lookup leaves the output alone. */
	SGPU_ASSERT_EQ(fmt, SGPU_FMT_Y8);
}

SGPU_TEST(pixfmt_known_values)
{
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_R5G6B5, 0xf800), SGPU_RGBA(255, 0, 0, 255));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_R5G6B5, 0x07e0), SGPU_RGBA(0, 255, 0, 255));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_R5G6B5, 0x001f), SGPU_RGBA(0, 0, 255, 255));
	/* 0b10000 -> 0b10000100, 0b100000 -> 0b10000010 */
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_R5G6B5, 0x8410), SGPU_RGBA(0x84, 0x82, 0x84, 255));
	/* Bits above the pixel are ignored. */
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_R5G6B5, 0xffff0000), SGPU_RGBA(0, 0, 0, 255));

	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A1R5G5B5, 0x7fff), SGPU_RGBA(255, 255, 255, 0));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A1R5G5B5, 0x8000), SGPU_RGBA(0, 0, 0, 255));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A1R5G5B5, 0x7c00), SGPU_RGBA(255, 0, 0, 0));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_X1R5G5B5, 0x03e0), SGPU_RGBA(0, 255, 0, 255));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_X1R5G5B5, 0x801f), SGPU_RGBA(0, 0, 255, 255));

	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A4R4G4B4, 0x8f00), SGPU_RGBA(255, 0, 0, 0x88));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A4R4G4B4, 0x1234),
	               SGPU_RGBA(0x22, 0x33, 0x44, 0x11));

	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A8R8G8B8, 0x80112233),
	               SGPU_RGBA(0x11, 0x22, 0x33, 0x80));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_X8R8G8B8, 0x00112233),
	               SGPU_RGBA(0x11, 0x22, 0x33, 255));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A8B8G8R8, 0x80112233),
	               SGPU_RGBA(0x33, 0x22, 0x11, 0x80));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_X8B8G8R8, 0x00112233),
	               SGPU_RGBA(0x33, 0x22, 0x11, 255));

	/* 10-bit components: the top 8 bits; 2-bit alpha by replication. */
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A2R10G10B10, 0xc0000000u),
	               SGPU_RGBA(0, 0, 0, 255));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A2R10G10B10, 0x40000000u),
	               SGPU_RGBA(0, 0, 0, 0x55));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A2R10G10B10, 0x3ff00000u),
	               SGPU_RGBA(255, 0, 0, 0));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A2R10G10B10, 0x000ffc00u),
	               SGPU_RGBA(0, 255, 0, 0));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A2R10G10B10, 0x000003ffu),
	               SGPU_RGBA(0, 0, 255, 0));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_A2R10G10B10, 0x00000200u),
	               SGPU_RGBA(0, 0, 0x80, 0));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_X2R10G10B10, 0x00000003u),
	               SGPU_RGBA(0, 0, 0, 255));

	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_Y8, 0x7f), SGPU_RGBA(0x7f, 0x7f, 0x7f, 255));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_Y16, 0xabff), SGPU_RGBA(0xab, 0xab, 0xab, 255));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_Y16, 0x00ff), SGPU_RGBA(0, 0, 0, 255));

	/* Truncation and zero X bits. */
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_R5G6B5, SGPU_RGBA(255, 0, 0, 0)), 0xf800);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_R5G6B5, SGPU_RGBA(0x07, 0x03, 0x07, 255)), 0);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_X1R5G5B5, SGPU_RGBA(255, 255, 255, 255)),
	               0x7fff);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_A1R5G5B5, SGPU_RGBA(0, 0, 0, 0x80)), 0x8000);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_A1R5G5B5, SGPU_RGBA(0, 0, 0, 0x7f)), 0);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_A4R4G4B4, SGPU_RGBA(0x2f, 0x3f, 0x4f, 0x1f)),
	               0x1234);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_X8R8G8B8, SGPU_RGBA(1, 2, 3, 4)), 0x010203);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_A8R8G8B8, SGPU_RGBA(1, 2, 3, 4)), 0x04010203);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_A8B8G8R8, SGPU_RGBA(1, 2, 3, 4)), 0x04030201);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_X8B8G8R8, SGPU_RGBA(1, 2, 3, 4)), 0x030201);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_A2R10G10B10, SGPU_RGBA(255, 128, 1, 0xbf)),
	               0x80000000u | 0x3fcu << 20 | 0x200u << 10 | 0x004u);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_X2R10G10B10, SGPU_RGBA(0, 0, 0, 255)), 0);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_Y8, SGPU_RGBA(255, 255, 255, 0)), 255);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_Y8, SGPU_RGBA(255, 0, 0, 0)), 77);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_Y8, SGPU_RGBA(0, 255, 0, 0)), 149);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_Y8, SGPU_RGBA(0, 0, 255, 0)), 29);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_Y16, SGPU_RGBA(255, 255, 255, 0)), 0xffff);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_Y16, SGPU_RGBA(0x12, 0x12, 0x12, 0)), 0x1212);

	/* Out-of-range formats convert to 0. */
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_COUNT, 0xffffffff), 0);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_COUNT, 0xffffffff), 0);
}

/* The expected result of from_rgba then to_rgba, written out from the
 * rules in docs/hw/formats.md rather than from the code. */
static uint32_t trunc_expand(uint32_t v, unsigned bits)
{
	uint32_t t = v >> (8 - bits);
	/* Replicate t's bits down from the top of a byte. */
	uint32_t out = 0;
	int shift = 8 - (int)bits;
	while (shift > -(int)bits) {
		out |= shift >= 0 ? t << shift : t >> -shift;
		shift -= (int)bits;
	}
	return out & 0xff;
}

static uint32_t expected_round_trip(enum sgpu_pixfmt fmt, uint32_t rgba)
{
	uint32_t r = rgba & 0xff, g = rgba >> 8 & 0xff, b = rgba >> 16 & 0xff, a = rgba >> 24;
	uint32_t y;
	switch (fmt) {
	case SGPU_FMT_A8R8G8B8:
	case SGPU_FMT_A8B8G8R8:
		return rgba;
	case SGPU_FMT_X8R8G8B8:
	case SGPU_FMT_X8B8G8R8:
	case SGPU_FMT_X2R10G10B10:
		return SGPU_RGBA(r, g, b, 255);
	case SGPU_FMT_A2R10G10B10:
		return SGPU_RGBA(r, g, b, trunc_expand(a, 2));
	case SGPU_FMT_R5G6B5:
		return SGPU_RGBA(trunc_expand(r, 5), trunc_expand(g, 6), trunc_expand(b, 5), 255);
	case SGPU_FMT_A1R5G5B5:
		return SGPU_RGBA(trunc_expand(r, 5), trunc_expand(g, 5), trunc_expand(b, 5),
		                 a >= 128 ? 255 : 0);
	case SGPU_FMT_X1R5G5B5:
		return SGPU_RGBA(trunc_expand(r, 5), trunc_expand(g, 5), trunc_expand(b, 5), 255);
	case SGPU_FMT_A4R4G4B4:
		return SGPU_RGBA(trunc_expand(r, 4), trunc_expand(g, 4), trunc_expand(b, 4),
		                 trunc_expand(a, 4));
	case SGPU_FMT_Y8:
	case SGPU_FMT_Y16:
		y = (r * 77 + g * 150 + b * 29 + 128) >> 8;
		return SGPU_RGBA(y, y, y, 255);
	case SGPU_FMT_COUNT:
		break;
	}
	return 0;
}

static const uint32_t test_colours[] = {
	SGPU_RGBA(0, 0, 0, 0),          SGPU_RGBA(255, 255, 255, 255), SGPU_RGBA(255, 0, 0, 255),
	SGPU_RGBA(0, 255, 0, 128),      SGPU_RGBA(0, 0, 255, 127),     SGPU_RGBA(0x12, 0x34, 0x56, 0x78),
	SGPU_RGBA(0x80, 0x80, 0x80, 0x80), SGPU_RGBA(0x7f, 0x7f, 0x7f, 0x7f), SGPU_RGBA(1, 2, 3, 4),
	SGPU_RGBA(0xfe, 0xfd, 0xfc, 0xfb), SGPU_RGBA(0x08, 0x04, 0x08, 0x40), SGPU_RGBA(0xc3, 0x3c, 0xa5, 0xc0),
};

SGPU_TEST(pixfmt_round_trip)
{
	for (unsigned f = 0; f < SGPU_FMT_COUNT; f++) {
		enum sgpu_pixfmt fmt = (enum sgpu_pixfmt)f;
		unsigned bits = sgpu_pixfmt_get(fmt)->bytes * 8;
		for (size_t i = 0; i < sizeof(test_colours) / sizeof(test_colours[0]); i++) {
			uint32_t raw = sgpu_pixfmt_from_rgba(fmt, test_colours[i]);
			if (bits < 32)
				SGPU_ASSERT_MSG(raw >> bits == 0, "%s: raw 0x%x too wide",
				                sgpu_pixfmt_get(fmt)->name, raw);
			uint32_t got = sgpu_pixfmt_to_rgba(fmt, raw);
			uint32_t want = expected_round_trip(fmt, test_colours[i]);
			SGPU_ASSERT_MSG(got == want, "%s: colour 0x%08x: raw 0x%x -> 0x%08x, want 0x%08x",
			                sgpu_pixfmt_get(fmt)->name, test_colours[i], raw, got, want);
			/* Once through, a colour is representable: stable. */
			SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(fmt, got), raw);
		}
	}
}

SGPU_TEST(pixfmt_x_bits_zero)
{
	/* X bits are written as zero even from an opaque colour. */
	uint32_t white = SGPU_RGBA(255, 255, 255, 255);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_X8R8G8B8, white), 0x00ffffff);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_X8B8G8R8, white), 0x00ffffff);
	/* 8 bits fill the top of each 10-bit field; the 2 low bits are 0. */
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_X2R10G10B10, white), 0x3fcff3fc);
	SGPU_ASSERT_EQ(sgpu_pixfmt_from_rgba(SGPU_FMT_X1R5G5B5, white), 0x7fff);
	/* And they read as opaque whatever they hold. */
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_X8R8G8B8, 0x00000000), SGPU_RGBA(0, 0, 0, 255));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_X8B8G8R8, 0x12000000), SGPU_RGBA(0, 0, 0, 255));
	SGPU_ASSERT_EQ(sgpu_pixfmt_to_rgba(SGPU_FMT_X1R5G5B5, 0x0000), SGPU_RGBA(0, 0, 0, 255));
}

/* ------------------------------------------------------------------ images, surfaces */

SGPU_TEST(image_alloc_free)
{
	struct sgpu_image img;
	SGPU_ASSERT_EQ(sgpu_image_alloc(&img, 3, 2), SGPU_OK);
	SGPU_ASSERT_EQ(img.width, 3);
	SGPU_ASSERT_EQ(img.height, 2);
	SGPU_ASSERT(img.rgba != NULL);
	for (size_t i = 0; i < 3 * 2 * 4; i++)
		SGPU_ASSERT_EQ(img.rgba[i], 0);
	sgpu_image_free(&img);
	SGPU_ASSERT(img.rgba == NULL);
	SGPU_ASSERT_EQ(img.width, 0);
	sgpu_image_free(&img); /* twice is harmless */
	sgpu_image_free(NULL);

	SGPU_ASSERT_EQ(sgpu_image_alloc(&img, 0, 1), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_image_alloc(&img, 1, 0), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_image_alloc(&img, SGPU_IMAGE_MAX_DIM + 1, 1), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_image_alloc(&img, 1, SGPU_IMAGE_MAX_DIM + 1), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT(img.rgba == NULL);
	SGPU_ASSERT_EQ(sgpu_image_alloc(NULL, 1, 1), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_image_alloc(&img, SGPU_IMAGE_MAX_DIM, 1), SGPU_OK);
	sgpu_image_free(&img);
}

static void put_le(uint8_t *p, unsigned bytes, uint32_t v)
{
	for (unsigned i = 0; i < bytes; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static uint32_t pixel_at(const struct sgpu_image *img, uint32_t x, uint32_t y)
{
	const uint8_t *p = img->rgba + ((size_t)y * img->width + x) * 4;
	return SGPU_RGBA(p[0], p[1], p[2], p[3]);
}

SGPU_TEST(surface_every_format_with_pitch)
{
	enum { W = 5, H = 3, PITCH = 29 }; /* pitch > row, not a multiple of the pixel */
	uint8_t buf[PITCH * H];
	for (unsigned f = 0; f < SGPU_FMT_COUNT; f++) {
		enum sgpu_pixfmt fmt = (enum sgpu_pixfmt)f;
		unsigned bytes = sgpu_pixfmt_get(fmt)->bytes;
		uint32_t raws[H][W];
		memset(buf, 0xa5, sizeof(buf)); /* padding must not leak in */
		for (unsigned y = 0; y < H; y++)
			for (unsigned x = 0; x < W; x++) {
				uint32_t c = test_colours[(y * W + x) % 12];
				raws[y][x] = sgpu_pixfmt_from_rgba(fmt, c);
				put_le(buf + y * PITCH + x * bytes, bytes, raws[y][x]);
			}
		/* The last row ends exactly at len. */
		size_t len = (size_t)PITCH * (H - 1) + (size_t)W * bytes;
		struct sgpu_image img;
		SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, len, PITCH, W, H, fmt), SGPU_OK);
		SGPU_ASSERT_EQ(img.width, W);
		SGPU_ASSERT_EQ(img.height, H);
		for (unsigned y = 0; y < H; y++)
			for (unsigned x = 0; x < W; x++)
				SGPU_ASSERT_MSG(pixel_at(&img, x, y) == sgpu_pixfmt_to_rgba(fmt, raws[y][x]),
				                "%s (%u,%u)", sgpu_pixfmt_get(fmt)->name, x, y);
		sgpu_image_free(&img);
		/* One byte short. */
		SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, len - 1, PITCH, W, H, fmt),
		               SGPU_ERR_OUT_OF_RANGE);
		SGPU_ASSERT(img.rgba == NULL);
	}
}

SGPU_TEST(surface_bounds)
{
	uint8_t buf[64] = {0};
	struct sgpu_image img;
	/* 4x4 a8r8g8b8 with pitch 16 needs exactly 64 bytes. */
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 64, 16, 4, 4, SGPU_FMT_A8R8G8B8), SGPU_OK);
	sgpu_image_free(&img);
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 63, 16, 4, 4, SGPU_FMT_A8R8G8B8),
	               SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 64, 17, 4, 4, SGPU_FMT_A8R8G8B8),
	               SGPU_ERR_OUT_OF_RANGE);
	/* pitch * (height - 1) would wrap 32 bits and land inside len. */
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 64, 0x80000000u, 4, 3, SGPU_FMT_A8R8G8B8),
	               SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 64, 0xffffffffu, 1, SGPU_IMAGE_MAX_DIM,
	                                       SGPU_FMT_Y8),
	               SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 0, 4, 1, 1, SGPU_FMT_A8R8G8B8),
	               SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT(img.rgba == NULL);

	/* A single row needs no pitch. */
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 64, 0, 16, 1, SGPU_FMT_A8R8G8B8), SGPU_OK);
	SGPU_ASSERT_EQ(img.width, 16);
	sgpu_image_free(&img);
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 63, 0, 16, 1, SGPU_FMT_A8R8G8B8),
	               SGPU_ERR_OUT_OF_RANGE);
	/* Overlapping rows are a bad argument. */
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 64, 15, 4, 2, SGPU_FMT_A8R8G8B8),
	               SGPU_ERR_INVALID_ARG);

	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 64, 4, 0, 1, SGPU_FMT_A8R8G8B8),
	               SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 64, 4, 1, 0, SGPU_FMT_A8R8G8B8),
	               SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 64, 4, 1, 1, SGPU_FMT_COUNT),
	               SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, NULL, 64, 4, 1, 1, SGPU_FMT_A8R8G8B8),
	               SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_image_from_surface(NULL, buf, 64, 4, 1, 1, SGPU_FMT_A8R8G8B8),
	               SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_image_from_surface(&img, buf, 64, 4, SGPU_IMAGE_MAX_DIM + 1, 1,
	                                       SGPU_FMT_Y8),
	               SGPU_ERR_INVALID_ARG);
}

/* ------------------------------------------------------------------ PNG */

static sgpu_status make_test_image(struct sgpu_image *img, uint32_t w, uint32_t h)
{
	sgpu_status st = sgpu_image_alloc(img, w, h);
	if (st != SGPU_OK)
		return st;
	/* Gradients, an alpha ramp and a little pseudo-noise. */
	uint32_t seed = 12345;
	for (uint32_t y = 0; y < h; y++)
		for (uint32_t x = 0; x < w; x++) {
			uint8_t *p = img->rgba + ((size_t)y * w + x) * 4;
			seed = seed * 1103515245u + 12345u;
			p[0] = (uint8_t)(x * 255 / (w > 1 ? w - 1 : 1));
			p[1] = (uint8_t)(y * 255 / (h > 1 ? h - 1 : 1));
			p[2] = (uint8_t)(seed >> 24);
			p[3] = (uint8_t)((x + y) * 7);
		}
	return SGPU_OK;
}

static char *tmp_path(char *buf, size_t len, const char *name)
{
	snprintf(buf, len, "%s/%s", sgpu_test_tmpdir(), name);
	return buf;
}

SGPU_TEST(png_memory_round_trip)
{
	struct sgpu_image img, back;
	SGPU_ASSERT_EQ(make_test_image(&img, 37, 23), SGPU_OK);
	uint8_t *png = NULL;
	size_t len = 0;
	SGPU_ASSERT_EQ(sgpu_image_encode_png(&img, &png, &len), SGPU_OK);
	SGPU_ASSERT(png != NULL && len > 8);
	SGPU_ASSERT_MEM_EQ(png, "\x89PNG\r\n\x1a\n", 8);
	/* No time or text chunks. */
	bool bad_chunk = false;
	for (size_t i = 0; i + 4 <= len; i++)
		if (!memcmp(png + i, "tIME", 4) || !memcmp(png + i, "tEXt", 4) ||
		    !memcmp(png + i, "zTXt", 4) || !memcmp(png + i, "iTXt", 4))
			bad_chunk = true;
	if (bad_chunk) {
		free(png);
		sgpu_image_free(&img);
	}
	SGPU_ASSERT(!bad_chunk);
	sgpu_status st = sgpu_image_decode_png(&back, png, len);
	free(png);
	SGPU_ASSERT_EQ(st, SGPU_OK);
	SGPU_ASSERT_EQ(back.width, img.width);
	SGPU_ASSERT_EQ(back.height, img.height);
	SGPU_ASSERT_MEM_EQ(back.rgba, img.rgba, (size_t)img.width * img.height * 4);
	SGPU_ASSERT_EQ(sgpu_image_compare(&img, &back, NULL), 0);
	SGPU_ASSERT_EQ(sgpu_image_crc(&img), sgpu_image_crc(&back));
	sgpu_image_free(&img);
	sgpu_image_free(&back);
}

static bool read_file(const char *path, uint8_t **data, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return false;
	uint8_t *buf = NULL;
	size_t n = 0;
	for (;;) {
		uint8_t *p = realloc(buf, n + 4096);
		if (!p) {
			free(buf);
			fclose(f);
			return false;
		}
		buf = p;
		size_t got = fread(buf + n, 1, 4096, f);
		n += got;
		if (got < 4096)
			break;
	}
	fclose(f);
	*data = buf;
	*len = n;
	return true;
}

SGPU_TEST(png_file_round_trip_deterministic)
{
	struct sgpu_image img, back;
	char p1[600], p2[600];
	SGPU_ASSERT_EQ(make_test_image(&img, 64, 48), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_image_write_png(&img, tmp_path(p1, sizeof(p1), "a.png")), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_image_write_png(&img, tmp_path(p2, sizeof(p2), "b.png")), SGPU_OK);

	uint8_t *d1 = NULL, *d2 = NULL, *dm = NULL;
	size_t l1 = 0, l2 = 0, lm = 0;
	SGPU_ASSERT(read_file(p1, &d1, &l1));
	SGPU_ASSERT(read_file(p2, &d2, &l2));
	SGPU_ASSERT_EQ(sgpu_image_encode_png(&img, &dm, &lm), SGPU_OK);
	bool same = l1 == l2 && l1 == lm && !memcmp(d1, d2, l1) && !memcmp(d1, dm, l1);
	free(d1);
	free(d2);
	free(dm);
	SGPU_ASSERT_MSG(same, "two writes of one image differ (%zu, %zu, %zu bytes)", l1, l2, lm);

	SGPU_ASSERT_EQ(sgpu_image_read_png(&back, p1), SGPU_OK);
	SGPU_ASSERT_EQ(back.width, 64);
	SGPU_ASSERT_EQ(back.height, 48);
	SGPU_ASSERT_MEM_EQ(back.rgba, img.rgba, 64 * 48 * 4);
	sgpu_image_free(&back);
	remove(p1);
	remove(p2);
	sgpu_image_free(&img);
}

SGPU_TEST(png_io_errors)
{
	struct sgpu_image img;
	char path[600];
	img.rgba = (uint8_t *)1; /* must be reset even on failure */
	SGPU_ASSERT_EQ(sgpu_image_read_png(&img, tmp_path(path, sizeof(path), "missing.png")),
	               SGPU_ERR_IO);
	SGPU_ASSERT(img.rgba == NULL);
	SGPU_ASSERT_EQ(sgpu_image_alloc(&img, 2, 2), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_image_write_png(&img, tmp_path(path, sizeof(path), "no/such/dir.png")),
	               SGPU_ERR_IO);
	/* A directory is not a file. */
	SGPU_ASSERT_EQ(sgpu_image_write_png(&img, sgpu_test_tmpdir()), SGPU_ERR_IO);
	SGPU_ASSERT_EQ(sgpu_image_write_png(&img, NULL), SGPU_ERR_INVALID_ARG);
	sgpu_image_free(&img);
	struct sgpu_image empty = {0, 0, NULL};
	uint8_t *out = (uint8_t *)1;
	size_t out_len = 1;
	SGPU_ASSERT_EQ(sgpu_image_encode_png(&empty, &out, &out_len), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT(out == NULL);
	SGPU_ASSERT_EQ(out_len, 0);
}

SGPU_TEST(png_decode_garbage)
{
	struct sgpu_image img;
	static const uint8_t garbage[] = "this is not a PNG file at all, just some text.";
	SGPU_ASSERT_EQ(sgpu_image_decode_png(&img, garbage, sizeof(garbage)), SGPU_ERR_FORMAT);
	SGPU_ASSERT(img.rgba == NULL);
	SGPU_ASSERT_EQ(sgpu_image_decode_png(&img, garbage, 0), SGPU_ERR_FORMAT);
	SGPU_ASSERT_EQ(sgpu_image_decode_png(&img, NULL, 0), SGPU_ERR_FORMAT);
	SGPU_ASSERT_EQ(sgpu_image_decode_png(&img, (const uint8_t *)"\x89PNG\r\n\x1a\n", 8),
	               SGPU_ERR_FORMAT);

	/* A file of garbage read from disk. */
	char path[600];
	FILE *f = fopen(tmp_path(path, sizeof(path), "garbage.png"), "wb");
	SGPU_ASSERT(f != NULL);
	fwrite(garbage, 1, sizeof(garbage), f);
	fclose(f);
	SGPU_ASSERT_EQ(sgpu_image_read_png(&img, path), SGPU_ERR_FORMAT);
	/* An empty file. */
	f = fopen(path, "wb");
	SGPU_ASSERT(f != NULL);
	fclose(f);
	SGPU_ASSERT_EQ(sgpu_image_read_png(&img, path), SGPU_ERR_FORMAT);
	remove(path);
}

SGPU_TEST(png_decode_truncated_and_corrupt)
{
	struct sgpu_image img, back;
	SGPU_ASSERT_EQ(make_test_image(&img, 40, 30), SGPU_OK);
	uint8_t *png = NULL;
	size_t len = 0;
	sgpu_status st = sgpu_image_encode_png(&img, &png, &len);
	sgpu_image_free(&img);
	SGPU_ASSERT_EQ(st, SGPU_OK);

	/* Every prefix (the first 40 bytes among them) is corrupt. */
	unsigned bad = 0;
	for (size_t n = 0; n < len; n++) {
		back.rgba = NULL;
		st = sgpu_image_decode_png(&back, png, n);
		if (st != SGPU_ERR_FORMAT || back.rgba != NULL)
			bad++;
		sgpu_image_free(&back);
	}
	st = sgpu_image_decode_png(&back, png, 40);
	SGPU_ASSERT_EQ(st, SGPU_ERR_FORMAT);

	/* Changing any byte after the signature is caught (chunk CRCs, the
	 * chunk structure), and never crashes. */
	unsigned undetected = 0;
	for (size_t i = 8; i < len; i++) {
		png[i] ^= 0x5a;
		st = sgpu_image_decode_png(&back, png, len);
		if (st == SGPU_OK) {
			undetected++;
			sgpu_image_free(&back);
		} else if (st != SGPU_ERR_FORMAT) {
			bad++;
		}
		png[i] ^= 0x5a;
	}
	free(png);
	SGPU_ASSERT_EQ(bad, 0);
	SGPU_ASSERT_MSG(undetected == 0, "%u corruptions undetected", undetected);
}

SGPU_TEST(png_decode_too_large)
{
	/* A valid PNG whose IHDR claims a width above the limit. */
	struct sgpu_image img;
	SGPU_ASSERT_EQ(sgpu_image_alloc(&img, 1, 1), SGPU_OK);
	uint8_t *png = NULL;
	size_t len = 0;
	sgpu_status st = sgpu_image_encode_png(&img, &png, &len);
	sgpu_image_free(&img);
	SGPU_ASSERT_EQ(st, SGPU_OK);
	/* IHDR data starts at 16: width (big-endian) then height. */
	uint32_t w = SGPU_IMAGE_MAX_DIM + 1;
	png[16] = (uint8_t)(w >> 24);
	png[17] = (uint8_t)(w >> 16);
	png[18] = (uint8_t)(w >> 8);
	png[19] = (uint8_t)w;
	uLong crc = crc32(0, png + 12, 17);
	png[29] = (uint8_t)(crc >> 24);
	png[30] = (uint8_t)(crc >> 16);
	png[31] = (uint8_t)(crc >> 8);
	png[32] = (uint8_t)crc;
	st = sgpu_image_decode_png(&img, png, len);
	free(png);
	SGPU_ASSERT_EQ(st, SGPU_ERR_FORMAT);
	SGPU_ASSERT(img.rgba == NULL);
}

SGPU_TEST(png_decode_ancillary_chunk)
{
	/* A tEXt chunk inserted after IHDR (which ends at byte 33): ignored
	 * when intact, FORMAT when its CRC is wrong. */
	struct sgpu_image img;
	SGPU_ASSERT_EQ(make_test_image(&img, 5, 4), SGPU_OK);
	uint8_t *png = NULL;
	size_t len = 0;
	sgpu_status st = sgpu_image_encode_png(&img, &png, &len);
	SGPU_ASSERT_EQ(st, SGPU_OK);
	static const uint8_t text[] = "\0\0\0\x0btEXtComment\0hi";
	enum { TEXT_LEN = 4 + 4 + 11, CHUNK = TEXT_LEN + 4 };
	uint8_t *p = malloc(len + CHUNK);
	SGPU_ASSERT(p != NULL);
	memcpy(p, png, 33);
	memcpy(p + 33, text, TEXT_LEN);
	uLong crc = crc32(0, p + 33 + 4, TEXT_LEN - 4);
	p[33 + TEXT_LEN + 0] = (uint8_t)(crc >> 24);
	p[33 + TEXT_LEN + 1] = (uint8_t)(crc >> 16);
	p[33 + TEXT_LEN + 2] = (uint8_t)(crc >> 8);
	p[33 + TEXT_LEN + 3] = (uint8_t)crc;
	memcpy(p + 33 + CHUNK, png + 33, len - 33);
	free(png);

	struct sgpu_image back;
	st = sgpu_image_decode_png(&back, p, len + CHUNK);
	bool same = st == SGPU_OK && sgpu_image_compare(&img, &back, NULL) == 0;
	sgpu_image_free(&back);
	p[33 + TEXT_LEN + 3] ^= 1;
	sgpu_status st_bad = sgpu_image_decode_png(&back, p, len + CHUNK);
	free(p);
	sgpu_image_free(&img);
	SGPU_ASSERT_EQ(st, SGPU_OK);
	SGPU_ASSERT(same);
	SGPU_ASSERT_EQ(st_bad, SGPU_ERR_FORMAT);
	SGPU_ASSERT(back.rgba == NULL);
}

/* Writes a PNG with libpng directly, for the read tests. */
struct test_png {
	uint32_t width, height;
	int depth, color, interlace;
	const png_color *palette;
	int palette_len;
	const png_byte *trns; /* palette alpha */
	int trns_len;
	const png_color_16 *trns_colour; /* grey / RGB colour key */
	const uint8_t *pixels; /* packed rows as libpng wants them */
	size_t stride;
};

struct test_membuf {
	uint8_t *data;
	size_t len;
};

static void test_write_fn(png_structp png, png_bytep data, png_size_t len)
{
	struct test_membuf *mb = png_get_io_ptr(png);
	uint8_t *p = realloc(mb->data, mb->len + len);
	if (!p)
		png_error(png, "out of memory");
	memcpy(p + mb->len, data, len);
	mb->data = p;
	mb->len += len;
}

static void test_flush_fn(png_structp png)
{
	(void)png;
}

static bool write_test_png_inner(png_structp png, png_infop info, const struct test_png *t,
                                 png_bytep *rows)
{
	if (setjmp(png_jmpbuf(png)))
		return false;
	png_set_IHDR(png, info, t->width, t->height, t->depth, t->color, t->interlace,
	             PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
	if (t->palette)
		png_set_PLTE(png, info, t->palette, t->palette_len);
	if (t->trns || t->trns_colour)
		png_set_tRNS(png, info, t->trns, t->trns_len, t->trns_colour);
	png_write_info(png, info);
	/* 16-bit samples are stored big-endian in t->pixels already. */
	png_write_image(png, rows);
	png_write_end(png, info);
	return true;
}

static bool write_test_png(const struct test_png *t, struct test_membuf *out)
{
	png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
	if (!png)
		return false;
	png_infop info = png_create_info_struct(png);
	png_bytep *rows = malloc(sizeof(*rows) * t->height);
	if (!info || !rows) {
		free(rows);
		png_destroy_write_struct(&png, info ? &info : NULL);
		return false;
	}
	for (uint32_t y = 0; y < t->height; y++)
		rows[y] = (png_bytep)(uintptr_t)(t->pixels + y * t->stride);
	out->data = NULL;
	out->len = 0;
	png_set_write_fn(png, out, test_write_fn, test_flush_fn);
	bool ok = write_test_png_inner(png, info, t, rows);
	png_destroy_write_struct(&png, &info);
	free(rows);
	if (!ok) {
		free(out->data);
		out->data = NULL;
	}
	return ok;
}

SGPU_TEST(png_read_palette_file)
{
	/* 4-bit palette with per-entry alpha, read from a file. */
	static const png_color pal[3] = {{255, 0, 0}, {0, 255, 0}, {10, 20, 30}};
	static const png_byte trns[2] = {0, 128}; /* entry 2 stays opaque */
	enum { W = 5, H = 2 };
	/* 4 bits a pixel, high nibble first; rows padded to a byte. */
	static const uint8_t pixels[H][3] = {{0x01, 0x20, 0x10}, {0x22, 0x11, 0x00}};
	static const int idx[H][W] = {{0, 1, 2, 0, 1}, {2, 2, 1, 1, 0}};
	struct test_png t = {W, H, 4, PNG_COLOR_TYPE_PALETTE, PNG_INTERLACE_NONE, pal, 3, trns, 2,
	                     NULL, &pixels[0][0], 3};
	struct test_membuf mb;
	SGPU_ASSERT(write_test_png(&t, &mb));
	char path[600];
	FILE *f = fopen(tmp_path(path, sizeof(path), "palette.png"), "wb");
	if (f) {
		fwrite(mb.data, 1, mb.len, f);
		fclose(f);
	}
	free(mb.data);
	SGPU_ASSERT(f != NULL);

	struct sgpu_image img;
	SGPU_ASSERT_EQ(sgpu_image_read_png(&img, path), SGPU_OK);
	remove(path);
	SGPU_ASSERT_EQ(img.width, W);
	SGPU_ASSERT_EQ(img.height, H);
	static const uint32_t want[3] = {SGPU_RGBA(255, 0, 0, 0), SGPU_RGBA(0, 255, 0, 128),
	                                 SGPU_RGBA(10, 20, 30, 255)};
	for (unsigned y = 0; y < H; y++)
		for (unsigned x = 0; x < W; x++)
			SGPU_ASSERT_EQ(pixel_at(&img, x, y), want[idx[y][x]]);
	sgpu_image_free(&img);
}

SGPU_TEST(png_read_grey16)
{
	enum { W = 3, H = 2 };
	/* Big-endian 16-bit samples; the high byte is what reads back. */
	static const uint8_t pixels[H][W * 2] = {{0x00, 0x00, 0x12, 0xff, 0xff, 0xff},
	                                         {0x80, 0x01, 0x7f, 0xfe, 0xab, 0xcd}};
	static const uint8_t want[H][W] = {{0x00, 0x12, 0xff}, {0x80, 0x7f, 0xab}};
	struct test_png t = {W, H, 16, PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE, NULL, 0, NULL, 0,
	                     NULL, &pixels[0][0], W * 2};
	struct test_membuf mb;
	SGPU_ASSERT(write_test_png(&t, &mb));
	struct sgpu_image img;
	sgpu_status st = sgpu_image_decode_png(&img, mb.data, mb.len);
	free(mb.data);
	SGPU_ASSERT_EQ(st, SGPU_OK);
	SGPU_ASSERT_EQ(img.width, W);
	SGPU_ASSERT_EQ(img.height, H);
	for (unsigned y = 0; y < H; y++)
		for (unsigned x = 0; x < W; x++) {
			uint8_t v = want[y][x];
			SGPU_ASSERT_EQ(pixel_at(&img, x, y), SGPU_RGBA(v, v, v, 255));
		}
	sgpu_image_free(&img);
}

SGPU_TEST(png_read_other_types)
{
	struct sgpu_image img;
	struct test_membuf mb;
	sgpu_status st;

	/* 2-bit grey: 0..3 -> 0, 85, 170, 255. */
	static const uint8_t g2[1] = {0x1b}; /* 00 01 10 11 */
	struct test_png t = {4, 1, 2, PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE, NULL, 0, NULL, 0,
	                     NULL, g2, 1};
	SGPU_ASSERT(write_test_png(&t, &mb));
	st = sgpu_image_decode_png(&img, mb.data, mb.len);
	free(mb.data);
	SGPU_ASSERT_EQ(st, SGPU_OK);
	for (unsigned x = 0; x < 4; x++)
		SGPU_ASSERT_EQ(pixel_at(&img, x, 0), SGPU_RGBA(x * 85, x * 85, x * 85, 255));
	sgpu_image_free(&img);

	/* 8-bit grey + alpha. */
	static const uint8_t ga[4] = {10, 20, 200, 255};
	struct test_png t2 = {2, 1, 8, PNG_COLOR_TYPE_GRAY_ALPHA, PNG_INTERLACE_NONE, NULL, 0,
	                      NULL, 0, NULL, ga, 4};
	SGPU_ASSERT(write_test_png(&t2, &mb));
	st = sgpu_image_decode_png(&img, mb.data, mb.len);
	free(mb.data);
	SGPU_ASSERT_EQ(st, SGPU_OK);
	SGPU_ASSERT_EQ(pixel_at(&img, 0, 0), SGPU_RGBA(10, 10, 10, 20));
	SGPU_ASSERT_EQ(pixel_at(&img, 1, 0), SGPU_RGBA(200, 200, 200, 255));
	sgpu_image_free(&img);

	/* 8-bit RGB with a tRNS colour key, interlaced (Adam7). */
	enum { W = 9, H = 7 };
	uint8_t rgb[H][W * 3];
	for (unsigned y = 0; y < H; y++)
		for (unsigned x = 0; x < W; x++) {
			rgb[y][x * 3 + 0] = (uint8_t)(x * 20);
			rgb[y][x * 3 + 1] = (uint8_t)(y * 30);
			rgb[y][x * 3 + 2] = (uint8_t)(x * y);
		}
	png_color_16 key = {0, 40, 60, 4, 0}; /* pixel (2, 2) */
	struct test_png t3 = {W, H, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_ADAM7, NULL, 0, NULL, 0,
	                      &key, &rgb[0][0], W * 3};
	SGPU_ASSERT(write_test_png(&t3, &mb));
	st = sgpu_image_decode_png(&img, mb.data, mb.len);
	free(mb.data);
	SGPU_ASSERT_EQ(st, SGPU_OK);
	SGPU_ASSERT_EQ(img.width, W);
	for (unsigned y = 0; y < H; y++)
		for (unsigned x = 0; x < W; x++) {
			uint8_t a = x == 2 && y == 2 ? 0 : 255;
			SGPU_ASSERT_EQ(pixel_at(&img, x, y), SGPU_RGBA(x * 20, y * 30, x * y, a));
		}
	sgpu_image_free(&img);

	/* 16-bit RGBA: high bytes. */
	static const uint8_t rgba16[8] = {0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0};
	struct test_png t4 = {1, 1, 16, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE, NULL, 0,
	                      NULL, 0, NULL, rgba16, 8};
	SGPU_ASSERT(write_test_png(&t4, &mb));
	st = sgpu_image_decode_png(&img, mb.data, mb.len);
	free(mb.data);
	SGPU_ASSERT_EQ(st, SGPU_OK);
	SGPU_ASSERT_EQ(pixel_at(&img, 0, 0), SGPU_RGBA(0x12, 0x56, 0x9a, 0xde));
	sgpu_image_free(&img);
}

/* ------------------------------------------------------------------ compare, crc */

SGPU_TEST(compare_same_size)
{
	struct sgpu_image a, b, diff;
	SGPU_ASSERT_EQ(sgpu_image_alloc(&a, 4, 3), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_image_alloc(&b, 4, 3), SGPU_OK);
	for (size_t i = 0; i < 4 * 3 * 4; i++)
		a.rgba[i] = b.rgba[i] = (uint8_t)(i * 5);
	SGPU_ASSERT_EQ(sgpu_image_compare(&a, &b, NULL), 0);

	b.rgba[(1 * 4 + 2) * 4 + 3] ^= 1; /* (2, 1): alpha only */
	b.rgba[(2 * 4 + 0) * 4 + 0] ^= 0x80; /* (0, 2): red */
	SGPU_ASSERT_EQ(sgpu_image_compare(&a, &b, NULL), 2);
	SGPU_ASSERT_EQ(sgpu_image_compare(&a, &b, &diff), 2);
	SGPU_ASSERT_EQ(diff.width, 4);
	SGPU_ASSERT_EQ(diff.height, 3);
	for (unsigned y = 0; y < 3; y++)
		for (unsigned x = 0; x < 4; x++) {
			bool differs = (x == 2 && y == 1) || (x == 0 && y == 2);
			const uint8_t *p = a.rgba + (y * 4 + x) * 4;
			unsigned grey = (p[0] + p[1] + p[2]) / 3 / 4 + 32;
			uint32_t want = differs ? SGPU_RGBA(255, 0, 0, 255)
			                        : SGPU_RGBA(grey, grey, grey, 255);
			SGPU_ASSERT_EQ(pixel_at(&diff, x, y), want);
		}
	sgpu_image_free(&diff);

	/* White equal pixels dim to 255 / 4 + 32 = 95. */
	memset(a.rgba, 0xff, 4 * 3 * 4);
	memset(b.rgba, 0xff, 4 * 3 * 4);
	SGPU_ASSERT_EQ(sgpu_image_compare(&a, &b, &diff), 0);
	SGPU_ASSERT_EQ(pixel_at(&diff, 3, 2), SGPU_RGBA(95, 95, 95, 255));
	sgpu_image_free(&diff);
	sgpu_image_free(&a);
	sgpu_image_free(&b);
}

SGPU_TEST(compare_different_sizes)
{
	struct sgpu_image a, b, diff;
	SGPU_ASSERT_EQ(sgpu_image_alloc(&a, 4, 2), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_image_alloc(&b, 3, 3), SGPU_OK);
	/* Both all zero: the 3x2 overlap is equal, the rest of 4x3 is not. */
	SGPU_ASSERT_EQ(sgpu_image_compare(&a, &b, NULL), 4 * 3 - 3 * 2);
	SGPU_ASSERT_EQ(sgpu_image_compare(&b, &a, &diff), 6);
	SGPU_ASSERT_EQ(diff.width, 4);
	SGPU_ASSERT_EQ(diff.height, 3);
	for (unsigned y = 0; y < 3; y++)
		for (unsigned x = 0; x < 4; x++) {
			bool inside = x < 3 && y < 2;
			SGPU_ASSERT_EQ(pixel_at(&diff, x, y),
			               inside ? SGPU_RGBA(32, 32, 32, 255) : SGPU_RGBA(255, 0, 0, 255));
		}
	sgpu_image_free(&diff);

	struct sgpu_image empty = {0, 0, NULL};
	SGPU_ASSERT_EQ(sgpu_image_compare(&a, &empty, NULL), 8);
	SGPU_ASSERT_EQ(sgpu_image_compare(NULL, &b, NULL), 9);
	SGPU_ASSERT_EQ(sgpu_image_compare(NULL, NULL, &diff), 0);
	SGPU_ASSERT(diff.rgba == NULL);
	sgpu_image_free(&a);
	sgpu_image_free(&b);
}

SGPU_TEST(crc_matches_zlib)
{
	struct sgpu_image img;
	SGPU_ASSERT_EQ(make_test_image(&img, 17, 9), SGPU_OK);
	uLong want = crc32(crc32(0, Z_NULL, 0), img.rgba, 17 * 9 * 4);
	SGPU_ASSERT_EQ(sgpu_image_crc(&img), want);
	img.rgba[5] ^= 1;
	SGPU_ASSERT_NE(sgpu_image_crc(&img), want);
	sgpu_image_free(&img);

	/* A known value: crc32 of "\0\0\0\0". */
	SGPU_ASSERT_EQ(sgpu_image_alloc(&img, 1, 1), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_image_crc(&img), 0x2144df1c);
	sgpu_image_free(&img);
	SGPU_ASSERT_EQ(sgpu_image_crc(NULL), 0);
}
