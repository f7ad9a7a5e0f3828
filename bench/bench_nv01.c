/* NV1 PGRAPH fast paths against memset/memcpy: RECT SRCCOPY fill, BLIT,
 * and a ROP3 of destination, source and pattern with chroma key, 16bpp
 * 640x480. Prints ours/native (lower is better; the goals are fill and
 * blit at most 2, ROP3 at most 5). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "softgpu/softgpu.h"
#include "util/fill.h"

static sgpu_device *dev;
static uint8_t *buf_a, *buf_b;
#define W 640
#define H 480

static void fill(void *u)
{
	(void)u;
	sgpu_mmio_wr32(dev, 0x4c0400, 0);
	sgpu_mmio_wr32(dev, 0x4c0404, H << 16 | W);
}

static void blit(void *u)
{
	(void)u;
	sgpu_mmio_wr32(dev, 0x500300, 0);
	sgpu_mmio_wr32(dev, 0x500304, H << 16); /* into the next 480 rows */
	sgpu_mmio_wr32(dev, 0x500308, H << 16 | W);
}

static void rop3(void *u)
{
	(void)u;
	sgpu_mmio_wr32(dev, 0x4c0000, 0x80000030); /* ROP_DSP + CHROMA, ROP 0xca */
	sgpu_mmio_wr32(dev, 0x4c0400, 0);
	sgpu_mmio_wr32(dev, 0x4c0404, H << 16 | W);
}

static void blit_rop3(void *u)
{
	(void)u;
	sgpu_mmio_wr32(dev, 0x500000, 0x80000030); /* ROP_DSP + CHROMA, ROP 0xca */
	sgpu_mmio_wr32(dev, 0x500300, 0);
	sgpu_mmio_wr32(dev, 0x500304, H << 16);
	sgpu_mmio_wr32(dev, 0x500308, H << 16 | W);
}

static void native_memset(void *u)
{
	(void)u;
	memset(buf_a, (int)(sgpu_bench_sink & 0xff), W * H * 2);
	sgpu_bench_sink += buf_a[7];
}

static void native_memcpy(void *u)
{
	(void)u;
	memcpy(buf_b, buf_a, W * H * 2);
	sgpu_bench_sink += buf_b[9];
}

int main(void)
{
	if (sgpu_device_create("nv1", NULL, &dev) != SGPU_OK)
		return 1;
	buf_a = calloc(W * H, 2);
	buf_b = calloc(W * H, 2);
	sgpu_mmio_wr32(dev, 0x600200, 0x210);
	sgpu_mmio_wr32(dev, 0x400190, 0x10010000); /* channel 0 valid: no CONTEXT_SWITCH */
	sgpu_mmio_wr32(dev, 0x40068c, (2 * H) << 16 | W);
	sgpu_mmio_wr32(dev, 0x4c0000, 0x80000017);
	sgpu_mmio_wr32(dev, 0x4c0304, 0x7c1f);
	char what[256], fills[160];
	sgpu_fill_describe(fills, sizeof(fills));
	snprintf(what, sizeof(what), "the %ux%u fill (one range): %s (fill: %s)", W, H,
	         sgpu_fill_route_name(sgpu_fill_route(W * H * 2, sgpu_fill_pat(0x7c1f, 2))), fills);
	sgpu_bench_host("bench_nv01", what);
	/* each timed interleaved with its baseline */
	double t_fill, t_set, t_blit, t_cpy;
	sgpu_bench_time_pair(fill, NULL, native_memset, NULL, &t_fill, &t_set);
	sgpu_mmio_wr32(dev, 0x500000, 0x80000017);
	sgpu_bench_time_pair(blit, NULL, native_memcpy, NULL, &t_blit, &t_cpy);
	/* A true ROP3: 0xca = PAT ? SRC : DST per bit (DPSDxax), so every
	 * pixel reads the destination. Pattern colours 0 and 0x7fff (opaque)
	 * in an 8x8 checkerboard; the chroma key (blue) hits pixels where the
	 * destination shows through. */
	sgpu_mmio_wr32(dev, 0x460000, 0x80000000);
	sgpu_mmio_wr32(dev, 0x460310, 0x0000);
	sgpu_mmio_wr32(dev, 0x460314, 0x7fff);
	sgpu_mmio_wr32(dev, 0x460318, 0x55aa55aa);
	sgpu_mmio_wr32(dev, 0x46031c, 0x55aa55aa);
	sgpu_mmio_wr32(dev, 0x420300, 0xca);
	sgpu_mmio_wr32(dev, 0x430000, 0x80000000);
	sgpu_mmio_wr32(dev, 0x430304, 0x801f);
	sgpu_bench_ratio("nv01_rect_fill_vs_memset", t_fill, t_set);
	sgpu_bench_ratio("nv01_blit_vs_memcpy", t_blit, t_cpy);
	sgpu_bench_compare("nv01_rop3_pattern_chroma_vs_memcpy", rop3, NULL, native_memcpy, NULL);
	sgpu_bench_compare("nv01_blit_rop3_pattern_chroma_vs_memcpy", blit_rop3, NULL,
	                   native_memcpy, NULL);
	sgpu_device_destroy(dev);
	free(buf_a);
	free(buf_b);
	return 0;
}
