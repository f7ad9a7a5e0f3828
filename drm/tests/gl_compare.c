/* gl_compare: how far an image Mesa rendered on softgpu is from the same
 * program's image on llvmpipe (docs/drm.md, "The examples against
 * llvmpipe").
 *
 *   gl_compare SOFTGPU.png LLVMPIPE.png TOL MAXBAD [SIDE.png]
 *
 * A pixel differs when one of its channels is more than TOL (0-255) apart;
 * the exit status is 0 when at most MAXBAD pixels differ, 1 when more do
 * or the sizes differ, 2 on bad usage or an unreadable PNG. Prints the
 * counts, the largest channel difference and the first differing pixels.
 * SIDE.png, when given, is the two images side by side with a third panel
 * of the difference (|a - b| x 8, opaque): what `make demo` shows. */
#include <stdio.h>
#include <stdlib.h>

#include "util/image.h"

static int absdiff(int a, int b)
{
	return a > b ? a - b : b - a;
}

int main(int argc, char **argv)
{
	if (argc < 5 || argc > 6) {
		fprintf(stderr,
		        "usage: gl_compare SOFTGPU.png LLVMPIPE.png TOL MAXBAD [SIDE.png]\n");
		return 2;
	}
	struct sgpu_image a = {0}, b = {0};
	if (sgpu_image_read_png(&a, argv[1]) != SGPU_OK) {
		fprintf(stderr, "gl_compare: %s: cannot read the PNG\n", argv[1]);
		return 2;
	}
	if (sgpu_image_read_png(&b, argv[2]) != SGPU_OK) {
		fprintf(stderr, "gl_compare: %s: cannot read the PNG\n", argv[2]);
		sgpu_image_free(&a);
		return 2;
	}
	int tol = atoi(argv[3]);
	long maxbad = atol(argv[4]);
	if (a.width != b.width || a.height != b.height) {
		printf("sizes differ: %ux%u and %ux%u\n", a.width, a.height, b.width, b.height);
		sgpu_image_free(&a);
		sgpu_image_free(&b);
		return 1;
	}
	uint32_t w = a.width, h = a.height;
	long bad = 0, shown = 0;
	int maxd = 0;
	double sum = 0;
	for (uint32_t y = 0; y < h; y++)
		for (uint32_t x = 0; x < w; x++) {
			const uint8_t *p = a.rgba + ((size_t)y * w + x) * 4;
			const uint8_t *q = b.rgba + ((size_t)y * w + x) * 4;
			int d = 0;
			for (int c = 0; c < 4; c++) {
				int e = absdiff(p[c], q[c]);
				sum += e;
				if (e > d)
					d = e;
			}
			if (d > maxd)
				maxd = d;
			if (d > tol) {
				bad++;
				if (shown++ < 8)
					printf("differs at %u,%u (from the top left): softgpu "
					       "%02x%02x%02x%02x llvmpipe %02x%02x%02x%02x\n",
					       x, y, p[0], p[1], p[2], p[3], q[0], q[1], q[2],
					       q[3]);
			}
		}
	printf("pixels %lu, over tolerance %d: %ld (%.3f%%), largest channel difference %d, "
	       "mean %.3f\n",
	       (unsigned long)w * h, tol, bad, 100.0 * bad / ((double)w * h), maxd,
	       sum / ((double)w * h * 4));
	int rc = bad <= maxbad ? 0 : 1;
	if (argc == 6) {
		struct sgpu_image s = {0};
		if (sgpu_image_alloc(&s, w * 3, h) != SGPU_OK) {
			rc = 2;
		} else {
			for (uint32_t y = 0; y < h; y++)
				for (uint32_t x = 0; x < w; x++) {
					const uint8_t *p = a.rgba + ((size_t)y * w + x) * 4;
					const uint8_t *q = b.rgba + ((size_t)y * w + x) * 4;
					uint8_t *o = s.rgba + ((size_t)y * w * 3 + x) * 4;
					for (int c = 0; c < 4; c++) {
						o[c] = p[c];
						o[w * 4 + c] = q[c];
						int e = absdiff(p[c], q[c]) * 8;
						o[w * 8 + c] =
						        c == 3 ? 255 : (uint8_t)(e > 255 ? 255 : e);
					}
				}
			if (sgpu_image_write_png(&s, argv[5]) != SGPU_OK) {
				fprintf(stderr, "gl_compare: %s: cannot write the PNG\n", argv[5]);
				rc = 2;
			}
			sgpu_image_free(&s);
		}
	}
	sgpu_image_free(&a);
	sgpu_image_free(&b);
	return rc;
}
