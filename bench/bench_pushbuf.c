/* The G80 command path: a pushbuffer decoded by the DMA pusher, pulled
 * and dispatched to the record engine, against memcpy of the same bytes.
 * Prints "name: ours/baseline" (lower is better; issue 3's goal of 0.25
 * of memcpy's throughput is a ratio of 4.00 here; docs/hw/g80-pfifo.md
 * "Tools and tests" says why this design stays far above it). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "nv/host/ramht.h"
#include "softgpu/softgpu.h"

#define CH 0x100000u
#define PB 0x200000u
#define PB_BYTES (256u * 1024u)
#define REC_BUF 0x1000000u

struct bench_ctx {
	sgpu_device *dev;
	uint8_t *host_a, *host_b;
};

static void mw(sgpu_device *d, uint64_t a, uint32_t v)
{
	sgpu_mem_write(d, SGPU_SPACE_VRAM, a, &v, 4);
}

static void setup(sgpu_device *d)
{
	const uint32_t dma[6] = {0x3d | 1u << 16 | 2u << 18, 0xffffffffu, 0, 0, 0, 0};
	sgpu_mem_write(d, SGPU_SPACE_VRAM, CH + 0x1000, dma, sizeof(dma));
	uint32_t h = nv_ramht_hash(1, 9, 0);
	mw(d, CH + 0x8000 + 8 * h, 1);
	mw(d, CH + 0x8000 + 8 * h + 4, 7u << 20 | 0x104);
	mw(d, CH + 0x08, PB);
	mw(d, CH + 0x10, PB);
	mw(d, CH + 0x3c, 0x003f6078);
	mw(d, CH + 0x48, 0x100);
	mw(d, CH + 0x4c, 0xffffffffu);
	mw(d, CH + 0x7c, 0x30000fff);
	mw(d, CH + 0x80, 4u << 24 | 0x800);
	sgpu_mmio_wr32(d, 0x002604, 0x80000000u | CH >> 12);
	mw(d, 0x3000, 1);
	sgpu_mmio_wr32(d, 0x0032f4, 3);
	sgpu_mmio_wr32(d, 0x0032ec, 1);
	sgpu_mmio_wr32(d, 0x003200, 1);
	sgpu_mmio_wr32(d, 0x003250, 1);
	sgpu_mmio_wr32(d, 0x003204, 1);
	sgpu_mmio_wr32(d, 0x0ff008, REC_BUF);
	sgpu_mmio_wr32(d, 0x0ff014, 32u << 20);
	sgpu_mmio_wr32(d, 0x0ff004, 1);
	/* bind, then non-increasing commands of 2047 words */
	uint32_t off = 0;
	mw(d, PB + off, 1u << 18);
	mw(d, PB + off + 4, 1);
	off += 8;
	while (off + 4 * 2048 <= PB_BYTES) {
		mw(d, PB + off, 0x40000000u | 2047u << 18 | 0x100);
		for (uint32_t i = 1; i < 2048; i++)
			mw(d, PB + off + 4 * i, i);
		off += 4 * 2048;
	}
	while (off < PB_BYTES) {
		mw(d, PB + off, 0x00010000u | 0xfff0); /* SLI conditional, mask all: a no-op */
		off += 4;
	}
}

static void ours_pushbuf(void *user)
{
	struct bench_ctx *c = user;
	sgpu_mmio_wr32(c->dev, 0x0ff018, 0);  /* RECORD.COUNT */
	sgpu_mmio_wr32(c->dev, 0x0ff028, 0);  /* RECORD.PUT: start over */
	sgpu_mmio_wr32(c->dev, 0x003244, PB); /* CACHE1_DMA_GET */
	sgpu_mmio_wr32(c->dev, 0xc02040, PB + PB_BYTES);
	sgpu_run(c->dev, UINT64_MAX, NULL);
	sgpu_bench_sink += sgpu_mmio_rd32(c->dev, 0x0ff018);
}

static void base_memcpy(void *user)
{
	struct bench_ctx *c = user;
	memcpy(c->host_b, c->host_a, PB_BYTES);
	sgpu_bench_sink += c->host_b[PB_BYTES - 1];
}

int main(void)
{
	struct bench_ctx c = {0};
	struct sgpu_device_config cfg = {.vram_size = 64u << 20, .sysmem_size = 1u << 20};
	if (sgpu_device_create("g80", &cfg, &c.dev) != SGPU_OK)
		return 1;
	c.host_a = calloc(1, PB_BYTES);
	c.host_b = calloc(1, PB_BYTES);
	if (!c.host_a || !c.host_b)
		return 1;
	setup(c.dev);
	ours_pushbuf(&c);
	if (sgpu_mmio_rd32(c.dev, 0x0ff018) == 0 || sgpu_mmio_rd32(c.dev, 0x002100) != 0) {
		fprintf(stderr, "bench_pushbuf: the pushbuffer did not run cleanly\n");
		return 1;
	}
	sgpu_bench_host("bench_pushbuf", "no host-dependent routes");
	sgpu_bench_compare("pushbuf_to_record_vs_memcpy", ours_pushbuf, &c, base_memcpy, &c);
	free(c.host_a);
	free(c.host_b);
	sgpu_device_destroy(c.dev);
	return 0;
}
