/* The r520 2D engine and PM4 decoder against native C doing the same
 * bytes: PAINT solid fill ÷ memset, BITBLT ÷ memcpy, ROP3 with a mono
 * brush ÷ memcpy, type-0 register writes decoded ÷ memcpy of the packet
 * bytes. Prints "name: ours/baseline" (lower is better; issue 6's goals
 * are the inverses 0.5, 0.5, 0.2 and 0.25, i.e. ratios 2, 2, 5 and 4).
 * The mixed-packet lines also time an unchecked native C walk of the same
 * rings against memcpy (the floor) and ours against that walk; eight rings
 * of mixed packets are taken in turn. Each ratio is timed interleaved with
 * its baseline, and the first line names the host and the routes taken. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "amd/r5xx/r5xx.h"
#include "core/device.h"
#include "softgpu/softgpu.h"
#include "util/fill.h"

#define FBW 1024u
#define FBH 1024u
#define PITCH (FBW * 4)
#define BYTES (PITCH * FBH)
#define FB 0x000000u
#define FB2 0x400000u
#define RING 0x80000000u
#define REGS 4096u /* type-0 data dwords per decode run */
#define MIXED 8
/* 64K-dword ring, RPTR written back every 2^10 dwords (BLKSZ 9, as Linux
 * r100_cp_init sets it for 4 KiB GPU pages) */
#define RB_CNTL (15u | 9u << 8)

struct ctx {
	sgpu_device *dev;
	uint8_t *a, *b;
	uint32_t ring_base, ring_dwords;
	/* MIXED rings of mixed packets, taken in turn by every side (ours,
	 * the walk, memcpy): a single ring replayed lets the branch
	 * predictor learn the walk's branches over its 482 packets, which
	 * no driver stream allows */
	uint32_t mixed_base[MIXED], mixed_dwords[MIXED];
	uint32_t *mixed_host[MIXED]; /* the rings' words, for the native walk */
	unsigned mixed_ours, mixed_walk, mixed_copy;
	uint32_t native_regs[0x2000];
};

/* Anything below INFO means a bench stream no longer does what it should
 * (a register gained a side effect, say): the run is then void. */
static unsigned bench_faults;

static void count_faults(void *user, sgpu_log_level level, const char *category, const char *msg)
{
	(void)user;
	if (level <= SGPU_LOG_UNIMP) {
		if (!bench_faults++)
			fprintf(stderr, "bench_r5xx: %s: %s\n", category, msg);
	}
}

static void mmio(sgpu_device *d, uint32_t a, uint32_t v)
{
	sgpu_mmio_wr32(d, a, v);
}

static void rect(struct ctx *c, uint32_t gmc, uint32_t src_yx)
{
	mmio(c->dev, 0x146c, gmc);
	mmio(c->dev, 0x1434, src_yx);
	mmio(c->dev, 0x1438, 0);
	mmio(c->dev, 0x1598, FBW << 16 | FBH); /* DST_WIDTH_HEIGHT: go */
	sgpu_run(c->dev, UINT64_C(1) << 32, NULL);
}

static uint32_t po(uint32_t off)
{
	return (PITCH / 64) << 22 | off >> 10;
}

static void ours_fill(void *u)
{
	/* DST_PITCH_OFFSET, solid brush, 32 bpp, PATCOPY, no compare, no mask */
	rect(u, 2 | 13u << 4 | 6u << 8 | 3u << 12 | 0xf0u << 16 | 1u << 28 | 1u << 30, 0);
}

static void ours_blit(void *u)
{
	rect(u,
	     1 | 2 | 15u << 4 | 6u << 8 | 3u << 12 | 0xccu << 16 | 2u << 24 | 1u << 28 | 1u << 30,
	     0);
}

static void ours_rop(void *u)
{
	/* 8x8 mono brush fg/bg, ROP 0xb8 (PSDPxax): P, S and D all read */
	rect(u, 1 | 2 | 0u << 4 | 6u << 8 | 3u << 12 | 0xb8u << 16 | 2u << 24 | 1u << 28 | 1u << 30,
	     0);
}

static void decode(struct ctx *c, uint32_t base, uint32_t dwords)
{
	mmio(c->dev, 0x0700, base);
	mmio(c->dev, 0x0714, 0); /* WPTR back to 0 after a restore */
	mmio(c->dev, 0x0704, RB_CNTL | 1u << 31);
	mmio(c->dev, 0x071c, 0);
	mmio(c->dev, 0x0714, 0);
	mmio(c->dev, 0x0704, RB_CNTL);
	mmio(c->dev, 0x0714, dwords);
	sgpu_run(c->dev, UINT64_C(1) << 32, NULL);
}

static void ours_decode(void *u)
{
	struct ctx *c = u;
	decode(c, c->ring_base, c->ring_dwords);
}

static void ours_mixed(void *u)
{
	struct ctx *c = u;
	unsigned k = c->mixed_ours++ % MIXED;
	decode(c, c->mixed_base[k], c->mixed_dwords[k]);
}

static void base_set(void *u)
{
	struct ctx *c = u;
	memset(c->a, 0x5a, BYTES);
	sgpu_bench_sink += c->a[BYTES - 1];
}

static void base_copy(void *u)
{
	struct ctx *c = u;
	memcpy(c->b, c->a, BYTES);
	sgpu_bench_sink += c->b[BYTES - 1];
}

static void base_copy_ring(void *u)
{
	struct ctx *c = u;
	memcpy(c->b, c->a, (size_t)c->ring_dwords * 4);
	sgpu_bench_sink += c->b[0];
}

static void base_copy_mixed(void *u)
{
	struct ctx *c = u;
	memcpy(c->b, c->a, (size_t)c->mixed_dwords[c->mixed_copy++ % MIXED] * 4);
	sgpu_bench_sink += c->b[0];
}

/* The least any decoder of the mixed ring must do, in native C with no
 * checks at all: walk the headers (each one's place comes from the one
 * before) and copy each body into a register array. It bounds from below
 * what the mixed line can reach against memcpy (docs/hw/r5xx.md). */
static void base_walk_mixed(void *u)
{
	struct ctx *c = u;
	unsigned k = c->mixed_walk++ % MIXED;
	const uint32_t *p = c->mixed_host[k], *end = p + c->mixed_dwords[k];
	while (p < end) {
		uint32_t h = *p, n = (h >> 16 & 0x3fff) + 1, r = h & 0x1fff;
		if (h & 0x8000)
			c->native_regs[r] = p[n];
		else
			memcpy(&c->native_regs[r], p + 1, (size_t)n * 4);
		p += n + 1;
	}
	sgpu_bench_sink += c->native_regs[0x1480 >> 2];
}

/* Plain-storage register blocks (no side effect inside): E2 state between
 * the Y_X triggers and DST_WIDTH_HEIGHT but for DP_GUI_MASTER_CNTL and the
 * X_Y halves, colour compare and source colours below the scratch
 * registers, E2 state after DST_LINE_END but for the scissor halves and
 * wholes, VAP state above the VF_CNTL draw trigger and the 128-bit port
 * (the ports below it count stream dwords), and the GB..RB3D state at
 * 0x4000. */
static const struct {
	uint32_t reg, words;
} mixed_blocks[] = {
        {0x1440, (0x146c - 0x1440) / 4},
        {0x1470, (0x1590 - 0x1470) / 4},
        {0x15c0, 8},
        {0x1608, (0x1640 - 0x1608) / 4},
        {0x1660, (0x16ec - 0x1660) / 4},
        {0x16f8, 7},
        {0x20c0, (0x2180 - 0x20c0) / 4},
        {0x4000, 0x1000 / 4},
};

/* A driver-like state stream: each packet a random block, a random length
 * 1..16 inside it, one in eight ONE_REG_WR, never two equal headers in a
 * row (so no packet's writes are dropped as overwritten). */
static uint32_t mixed_ring(uint32_t *ring, uint32_t max, uint32_t seed)
{
	uint32_t n = 0, prev = 0, x = seed;
	while (n + 17 <= max) {
		x = x * 1103515245u + 12345u;
		uint32_t r = x >> 8;
		unsigned b = r % (sizeof(mixed_blocks) / sizeof(mixed_blocks[0]));
		uint32_t len = 1 + (r >> 4) % 16, words = mixed_blocks[b].words;
		bool one = (r >> 12) % 8 == 0;
		if (!one && len > words)
			len = words;
		uint32_t first =
		        mixed_blocks[b].reg + 4 * ((r >> 16) % (words - (one ? 0 : len - 1)));
		uint32_t h = (len - 1) << 16 | (one ? 1u << 15 : 0) | first >> 2;
		if (h == prev)
			continue;
		ring[n++] = prev = h;
		for (unsigned k = 0; k < len; k++)
			ring[n] = n * 7, n++;
	}
	return n;
}

int main(void)
{
	struct sgpu_device_config cfg = {.vram_size = 16u << 20, .sysmem_size = 1u << 20};
	struct ctx c = {0};
	if (sgpu_device_create("r520", &cfg, &c.dev) != SGPU_OK)
		return 1;
	sgpu_set_log_callback(c.dev, count_faults, NULL);
	c.a = malloc(BYTES);
	c.b = malloc(BYTES);
	memset(c.a, 1, BYTES);
	memset(c.b, 2, BYTES);
	mmio(c.dev, 0x142c, po(FB));
	mmio(c.dev, 0x1428, po(FB2));
	mmio(c.dev, 0x147c, 0x11223344);
	mmio(c.dev, 0x1478, 0x55667788);
	mmio(c.dev, 0x1480, 0xf0f0cc33);
	mmio(c.dev, 0x1484, 0x0f0f33cc);
	/* a ring of type-0 packets: 16 writes each to BRUSH_DATA0..15 */
	uint32_t *ring = malloc(64u << 10);
	uint32_t n = 0;
	while (n + 17 <= REGS + REGS / 16) {
		ring[n++] = 15u << 16 | 0x1480 >> 2;
		for (unsigned k = 0; k < 16; k++)
			ring[n] = n * 7, n++;
	}
	c.ring_base = RING;
	c.ring_dwords = n;
	sgpu_mem_write(c.dev, SGPU_SPACE_SYSMEM, 0, ring, (size_t)n * 4);
	/* about the same number of data dwords, mixed packets, from 256 KiB
	 * on, 32 KiB apart */
	uint32_t *mixed = malloc((size_t)MIXED * (32u << 10));
	for (unsigned k = 0; k < MIXED; k++) {
		c.mixed_host[k] = mixed + (size_t)k * (8u << 10);
		c.mixed_base[k] = RING + 0x40000 + k * 0x8000;
		c.mixed_dwords[k] = mixed_ring(c.mixed_host[k], n, 12345 + 7919 * k);
		sgpu_mem_write(c.dev, SGPU_SPACE_SYSMEM, 0x40000 + k * 0x8000, c.mixed_host[k],
		               (size_t)c.mixed_dwords[k] * 4);
	}
	mmio(c.dev, 0x0700, RING);
	mmio(c.dev, 0x0704, RB_CNTL);
	mmio(c.dev, 0x0740, 4u << 28);

	char what[320], fill[160];
	sgpu_fill_describe(fill, sizeof(fill));
	snprintf(what, sizeof(what), "PAINT rows (4 KiB): %s; type-0 bodies: %s (fill: %s)",
	         sgpu_fill_route_name(sgpu_fill_route(PITCH, sgpu_fill_pat(0x11223344, 4))),
	         r5xx_cp_copy_name(sgpu_dev_unit(c.dev, "CP")), fill);
	sgpu_bench_host("bench_r5xx", what);
	/* each ratio timed interleaved with its baseline (harness.h) */
	sgpu_bench_compare("r5xx_paint_fill/memset", ours_fill, &c, base_set, &c);
	sgpu_bench_compare("r5xx_bitblt/memcpy", ours_blit, &c, base_copy, &c);
	sgpu_bench_compare("r5xx_rop3_mono_brush/memcpy", ours_rop, &c, base_copy, &c);
	sgpu_bench_compare("r5xx_pm4_type0_decode/memcpy", ours_decode, &c, base_copy_ring, &c);
	sgpu_bench_compare("r5xx_pm4_type0_mixed/memcpy", ours_mixed, &c, base_copy_mixed, &c);
	sgpu_bench_compare("r5xx_pm4_type0_mixed_walk/memcpy", base_walk_mixed, &c, base_copy_mixed,
	                   &c);
	sgpu_bench_compare("r5xx_pm4_type0_mixed/native_walk", ours_mixed, &c, base_walk_mixed, &c);
	free(ring);
	free(mixed);
	if (bench_faults)
		fprintf(stderr, "bench_r5xx: %u log messages below INFO: the streams are wrong\n",
		        bench_faults);
	free(c.a);
	free(c.b);
	sgpu_device_destroy(c.dev);
	return bench_faults ? 1 : 0;
}
