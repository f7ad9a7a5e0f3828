/* Surface conversion and PNG encoding against native C and plain zlib.
 * Prints "name: ours/baseline" (lower is better). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "harness.h"
#include "util/image.h"

#define SURF_W 512u
#define SURF_H 512u
#define PNG_W 256u
#define PNG_H 256u

struct bench_ctx {
	uint8_t *surface; /* SURF_W x SURF_H x8r8g8b8, packed */
	struct sgpu_image png_img;
	uint8_t *zbuf;
	uLong zbuf_len;
};

static void ours_surface(void *user)
{
	struct bench_ctx *c = user;
	struct sgpu_image img;
	if (sgpu_image_from_surface(&img, c->surface, (size_t)SURF_W * SURF_H * 4, SURF_W * 4,
	                            SURF_W, SURF_H, SGPU_FMT_X8R8G8B8) == SGPU_OK)
		sgpu_bench_sink += img.rgba[(size_t)SURF_W * SURF_H * 4 - 2];
	sgpu_image_free(&img);
}

/* What a hand-written dump would do: allocate, then per pixel swap R and
 * B and set alpha, a word at a time (the host is taken to be
 * little-endian, as the benchmark machines are). */
static void base_surface(void *user)
{
	struct bench_ctx *c = user;
	uint8_t *out = malloc((size_t)SURF_W * SURF_H * 4);
	if (!out)
		return;
	for (uint32_t y = 0; y < SURF_H; y++) {
		const uint8_t *src = c->surface + (size_t)y * SURF_W * 4;
		uint8_t *dst = out + (size_t)y * SURF_W * 4;
		for (uint32_t x = 0; x < SURF_W; x++) {
			uint32_t v;
			memcpy(&v, src + x * 4, 4);
			v = (v >> 16 & 0xff) | (v & 0xff00) | (v & 0xff) << 16 | 0xff000000u;
			memcpy(dst + x * 4, &v, 4);
		}
	}
	sgpu_bench_sink += out[(size_t)SURF_W * SURF_H * 4 - 2];
	free(out);
}

static void ours_png(void *user)
{
	struct bench_ctx *c = user;
	uint8_t *png;
	size_t len;
	if (sgpu_image_encode_png(&c->png_img, &png, &len) == SGPU_OK) {
		sgpu_bench_sink += len;
		free(png);
	}
}

/* The deflate alone, at the same level, on the same bytes. */
static void base_png(void *user)
{
	struct bench_ctx *c = user;
	uLongf len = c->zbuf_len;
	if (compress2(c->zbuf, &len, c->png_img.rgba, (uLong)PNG_W * PNG_H * 4, 6) == Z_OK)
		sgpu_bench_sink += len;
}

int main(void)
{
	struct bench_ctx c = {0};
	int rc = 1;

	c.surface = malloc((size_t)SURF_W * SURF_H * 4);
	c.zbuf_len = compressBound((uLong)PNG_W * PNG_H * 4);
	c.zbuf = malloc(c.zbuf_len);
	if (!c.surface || !c.zbuf || sgpu_image_alloc(&c.png_img, PNG_W, PNG_H) != SGPU_OK) {
		fprintf(stderr, "bench_image: out of memory\n");
		goto out;
	}
	/* Deterministic content that compresses like a rendered frame:
	 * smooth gradients with a little noise, not all zeros. */
	uint32_t seed = 1;
	for (size_t i = 0; i < (size_t)SURF_W * SURF_H; i++) {
		seed = seed * 1103515245u + 12345u;
		uint32_t x = (uint32_t)(i % SURF_W), y = (uint32_t)(i / SURF_W);
		uint32_t v = (x / 2) << 16 | (y / 2) << 8 | (seed >> 28);
		memcpy(c.surface + i * 4, &v, 4);
	}
	for (size_t i = 0; i < (size_t)PNG_W * PNG_H; i++) {
		seed = seed * 1103515245u + 12345u;
		uint8_t *p = c.png_img.rgba + i * 4;
		p[0] = (uint8_t)(i % PNG_W);
		p[1] = (uint8_t)(i / PNG_W);
		p[2] = (uint8_t)((i % PNG_W + i / PNG_W) / 2 + (seed >> 29));
		p[3] = 0xff;
	}

	/* Both paths must work before they are timed. */
	uint8_t *png;
	size_t png_len;
	if (sgpu_image_encode_png(&c.png_img, &png, &png_len) != SGPU_OK) {
		fprintf(stderr, "bench_image: PNG encode failed\n");
		goto out;
	}
	free(png);

	sgpu_bench_host("bench_image", "no host-dependent routes");
	sgpu_bench_compare("surface_to_rgba_1m", ours_surface, &c, base_surface, &c);
	sgpu_bench_compare("png_encode_256k", ours_png, &c, base_png, &c);
	rc = 0;
out:
	sgpu_image_free(&c.png_img);
	free(c.surface);
	free(c.zbuf);
	return rc;
}
