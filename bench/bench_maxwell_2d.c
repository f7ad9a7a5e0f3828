/* FERMI_TWOD_A (gm20b) fast paths against memset/memcpy: a solid RECTS
 * fill and a 1:1 pixels-from-memory blit of a 1024x1024 A8R8G8B8 pitch
 * surface (4 MiB), on direct method calls (VRAM physical addresses).
 * Prints ours/native (lower is better; issue 17 goal: at most 2 each). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/device.h"
#include "harness.h"
#include "nv/maxwell/mxw.h"
#include "nv/maxwell/twod.h"
#include "softgpu/softgpu.h"
#include "util/copy.h"
#include "util/fill.h"

#define W 1024
#define H 1024
#define SIZE (W * H * 4)

static sgpu_device *dev;
static struct sgpu_unit *gr;
static uint8_t *buf_a, *buf_b;
static uint32_t colour;

static void call(uint32_t mthd, uint32_t data)
{
	while (mxw_gr_call(gr, NULL, 0, 0, mthd, data) == NV_ENGINE_STALLED)
		;
}

static void surface(uint32_t base, uint32_t addr)
{
	call(base, 0xcf);
	call(base + 4, 1);
	call(base + 0x14, W * 4);
	call(base + 0x18, W);
	call(base + 0x1c, H);
	call(base + 0x20, 0);
	call(base + 0x24, addr);
}

static void fill(void *u)
{
	(void)u;
	call(0x588, ++colour | 0x01000000u); /* not one byte repeated: not memset itself */
	call(0x600, 0);
	call(0x604, 0);
	call(0x608, W);
	call(0x60c, H);
}

static void blit(void *u)
{
	(void)u;
	call(0x8dc, 0);
}

static void native_memset(void *u)
{
	(void)u;
	memset(buf_a, (int)(sgpu_bench_sink & 0xff) | 1, SIZE);
	sgpu_bench_sink += buf_a[7];
}

static void native_memcpy(void *u)
{
	(void)u;
	memcpy(buf_b, buf_a, SIZE);
	sgpu_bench_sink += buf_b[9];
}

int main(void)
{
	struct sgpu_device_config cfg = {.vram_size = 16u << 20, .sysmem_size = 1u << 20};
	if (sgpu_device_create("gm20b", &cfg, &dev) != SGPU_OK)
		return 1;
	gr = sgpu_dev_unit(dev, "PGRAPH");
	buf_a = calloc(1, SIZE);
	buf_b = calloc(1, SIZE);
	if (!gr || !buf_a || !buf_b)
		return 1;
	call(0, MXW_TWOD_CLASS);
	surface(0x200, 0);    /* destination at 0 */
	surface(0x230, SIZE); /* source at 4 MiB */
	call(0x580, 4);       /* RECTS */
	call(0x584, 0xcf);
	call(0x2ac, 3); /* SRCCOPY */
	call(0x8b0, 0);
	call(0x8b4, 0);
	call(0x8b8, W);
	call(0x8bc, H);
	call(0x8c0, 0);
	call(0x8c4, 1);
	call(0x8c8, 0);
	call(0x8cc, 1);
	call(0x8d0, 0);
	call(0x8d4, 0);
	call(0x8d8, 0);
	char what[320], fills[160];
	sgpu_fill_describe(fills, sizeof(fills));
	snprintf(what, sizeof(what),
	         "%ux%u A8R8G8B8 rows of 4 KiB through 4 KiB spans: fill %s (fill: %s); copy: %s",
	         W, H, sgpu_fill_route_name(sgpu_fill_route(W * 4, sgpu_fill_pat(0x01000001, 4))),
	         fills, sgpu_copy_describe());
	sgpu_bench_host("bench_maxwell_2d", what);
	sgpu_bench_compare("mxw_2d_fill_vs_memset", fill, NULL, native_memset, NULL);
	sgpu_bench_compare("mxw_2d_blit_vs_memcpy", blit, NULL, native_memcpy, NULL);
	sgpu_device_destroy(dev);
	free(buf_a);
	free(buf_b);
	return 0;
}
