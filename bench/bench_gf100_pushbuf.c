/* The GF100+ command path (gm20b): a 256 KiB pushbuffer of mixed header
 * forms (increasing, non-increasing, increment-once, immediate; counts
 * of 1 to 2000) fetched through a GP entry and the page tables, decoded
 * by the PBDMA and delivered to the record engine, against memcpy of the
 * same bytes. Prints "name: ours/baseline" (lower is better; issue 16's
 * goal is 4; docs/hw/gf100-host.md, "Fast path"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "util/copy.h"
#include "softgpu/softgpu.h"

#define INST 0x1000u
#define PD 0x10000u
#define SPT 0x20000u
#define RL 0x60000u
#define USERD 0x61000u
#define GP 0x100000u
#define PB 0x200000u
#define PB_BYTES (256u * 1024u)
#define REC_BUF 0x1000000u
#define GP_ENTRIES 64u

struct bench_ctx {
	sgpu_device *dev;
	uint8_t *host_a, *host_b;
	uint32_t gp_put;
};

static void mw(sgpu_device *d, uint64_t a, uint32_t v)
{
	sgpu_mem_write(d, SGPU_SPACE_VRAM, a, &v, 4);
}

static uint32_t hdr(unsigned op, uint32_t mthd, uint32_t count)
{
	return op << 29 | count << 16 | mthd >> 2;
}

static void setup(sgpu_device *d)
{
	/* GF100 page tables, 64 KiB big pages: VA = PA for the ring and pushbuffer */
	mw(d, PD + 4, 1 | SPT >> 8);
	for (uint32_t va = GP; va < PB + PB_BYTES; va += 0x1000)
		mw(d, SPT + 8 * (va >> 12), va >> 8 | 1);
	mw(d, INST + 0x08, USERD);
	mw(d, INST + 0x10, 0xface);
	mw(d, INST + 0x48, GP);
	mw(d, INST + 0x4c, 6u << 16);
	mw(d, INST + 0x94, 0x30000001);
	mw(d, INST + 0xf8, 0x10003080);
	mw(d, INST + 0x200, PD | 1u << 11);
	uint32_t off = 0, n = 0;
	mw(d, PB, hdr(1, 0, 1));
	mw(d, PB + 4, 0x5ec0);
	off = 8;
	/* mixed forms, deterministic counts */
	while (off + 4 * 2001 <= PB_BYTES) {
		unsigned form = n % 4;
		uint32_t count = 1 + (n * 977) % 2000;
		if (form == 3) {
			mw(d, PB + off, hdr(4, 0x400, n & 0x1fff));
			off += 4;
		} else {
			static const unsigned ops[3] = {1, 3, 5};
			mw(d, PB + off, hdr(ops[form], form == 0 ? 0x800 : 0x200, count));
			for (uint32_t i = 1; i <= count; i++)
				mw(d, PB + off + 4 * i, i);
			off += 4 * (count + 1);
		}
		n++;
	}
	while (off < PB_BYTES) {
		mw(d, PB + off, 0); /* NOP */
		off += 4;
	}
	for (uint32_t i = 0; i < GP_ENTRIES; i++) {
		mw(d, GP + 8 * i, PB);
		mw(d, GP + 8 * i + 4, (PB_BYTES / 4) << 10);
	}
	mw(d, RL, 0);
	mw(d, RL + 4, 0);
	sgpu_mmio_wr32(d, 0x0ff008, REC_BUF);
	sgpu_mmio_wr32(d, 0x0ff014, 32u << 20);
	sgpu_mmio_wr32(d, 0x0ff004, 1);
	sgpu_mmio_wr32(d, 0x800000, 0x80000000u | INST >> 12);
	sgpu_mmio_wr32(d, 0x800004, 0x400);
	sgpu_mmio_wr32(d, 0x002270, RL >> 12);
	sgpu_mmio_wr32(d, 0x002274, 1);
}

static void ours_pushbuf(void *user)
{
	struct bench_ctx *c = user;
	sgpu_mmio_wr32(c->dev, 0x0ff018, 0); /* RECORD.COUNT */
	sgpu_mmio_wr32(c->dev, 0x0ff028, 0); /* RECORD.PUT: start over */
	c->gp_put = (c->gp_put + 1) % GP_ENTRIES;
	mw(c->dev, USERD + 35 * 4, c->gp_put); /* GP_PUT: Host polls it */
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
	if (sgpu_device_create("gm20b", &cfg, &c.dev) != SGPU_OK)
		return 1;
	c.host_a = calloc(1, PB_BYTES);
	c.host_b = calloc(1, PB_BYTES);
	if (!c.host_a || !c.host_b)
		return 1;
	setup(c.dev);
	ours_pushbuf(&c);
	if (sgpu_mmio_rd32(c.dev, 0x0ff018) < 60000 || sgpu_mmio_rd32(c.dev, 0x040108) != 0) {
		fprintf(stderr,
		        "bench_gf100_pushbuf: the pushbuffer did not run cleanly (%u methods)\n",
		        sgpu_mmio_rd32(c.dev, 0x0ff018));
		return 1;
	}
	char what[160];
	snprintf(what, sizeof(what),
	         "fast path: method-data runs to the record engine (copies: %s)",
	         sgpu_copy_describe());
	sgpu_bench_host("bench_gf100_pushbuf", what);
	sgpu_bench_compare("gf100_pushbuf_to_record_vs_memcpy", ours_pushbuf, &c, base_memcpy, &c);
	free(c.host_a);
	free(c.host_b);
	sgpu_device_destroy(c.dev);
	return 0;
}
