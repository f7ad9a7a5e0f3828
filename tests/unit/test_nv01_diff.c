/* Seeded differential test: NV1 PGRAPH's fast paths against its reference
 * path, pixel for pixel and interrupt for interrupt, over random state
 * (framebuffer depth, double buffering, canvas and clip, operation, ROP,
 * pattern, chroma, plane, beta, dithering, cliprects) and random RECT and
 * BLIT operations. Prints the seed of a failing case. */
#include <stdlib.h>

#include "core/device.h"
#include "harness.h"
#include "nv/nv01.h"
#include "softgpu/softgpu.h"

static uint64_t rng_state;

static void silent(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	(void)level;
	(void)cat;
	(void)msg;
}

static uint32_t rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (uint32_t)(rng_state >> 11);
}

static void both_wr(sgpu_device *a, sgpu_device *b, uint32_t addr, uint32_t v)
{
	sgpu_mmio_wr32(a, addr, v);
	sgpu_mmio_wr32(b, addr, v);
}

static uint32_t pick(const uint32_t *v, size_t n)
{
	return v[rnd() % n];
}

static void random_state(sgpu_device *a, sgpu_device *b)
{
	static const uint32_t bpp[] = {0x000, 0x200, 0x300};
	both_wr(a, b, 0x600200, (rnd() & 7) << 4 | pick(bpp, 3) | (rnd() & 1) << 12);
	both_wr(a, b, 0x4006a4, 0x0f000111);
	both_wr(a, b, 0x400088, 0x10000000);
	both_wr(a, b, 0x400190, 0x10010000);
	both_wr(a, b, 0x400080, rnd() & 0x10100000);
	both_wr(a, b, 0x400634, rnd() & 0x00111011); /* no SOFTWARE: draw */
	both_wr(a, b, 0x400688, (rnd() % 40) << 16 | (rnd() % 40));
	both_wr(a, b, 0x40068c, (40 + rnd() % 200) << 16 | (40 + rnd() % 200));
	both_wr(a, b, 0x4006a0, (rnd() & 7) == 0 ? (rnd() & 0x13) : 0);
	for (int i = 0; i < 2; i++) {
		both_wr(a, b, 0x400690 + 8 * i, (rnd() % 128) << 16 | (rnd() % 128));
		both_wr(a, b, 0x400694 + 8 * i, (rnd() % 256) << 16 | (rnd() % 256));
		both_wr(a, b, 0x400600 + 8 * i, rnd() & 0x3fffffff);
		both_wr(a, b, 0x400604 + 8 * i, (rnd() & 3) ? 0xff : rnd() & 0xff);
		both_wr(a, b, 0x400610 + 4 * i, rnd());
	}
	both_wr(a, b, 0x400618, rnd() & 3);
	both_wr(a, b, 0x400624, rnd() & 0xff);
	both_wr(a, b, 0x400628, rnd() & 0x7fffffff);
	both_wr(a, b, 0x40062c, rnd() & 0x7fffffff);
	both_wr(a, b, 0x400630, rnd());
}

static void random_ops(sgpu_device *a, sgpu_device *b)
{
	static const uint32_t ops[] = {0x17, 0x17, 0x17, 0x10, 0x0c, 0x09, 0x0f,
	                               0x05, 0x00, 0x13, 0x18, 0x1b, 0x15, 0x01};
	for (int n = 0; n < 6; n++) {
		uint32_t opts = pick(ops, sizeof(ops) / 4) | (rnd() & 0x7fe0);
		bool blit = rnd() & 1;
		uint32_t base = blit ? 0x500000 : 0x4c0000;
		both_wr(a, b, base, 0x80000000 | opts);
		if (rnd() & 1) {
			both_wr(a, b, 0x450000, 0x80000000);
			both_wr(a, b, 0x450300, (rnd() % 64) << 16 | (rnd() % 64));
			both_wr(a, b, 0x450304, (rnd() % 200) << 16 | (rnd() % 200));
			both_wr(a, b, base, 0x80000000 | opts);
		}
		if (blit) {
			both_wr(a, b, base + 0x300, (rnd() % 100) << 16 | (rnd() % 100));
			both_wr(a, b, base + 0x304, (rnd() % 100) << 16 | (rnd() % 100));
			both_wr(a, b, base + 0x308, (rnd() % 90) << 16 | (rnd() % 90));
		} else {
			both_wr(a, b, base + 0x304, rnd());
			both_wr(a, b, base + 0x400, (rnd() % 120) << 16 | (rnd() % 120));
			both_wr(a, b, base + 0x404, (rnd() % 90) << 16 | (rnd() % 90));
		}
		both_wr(a, b, 0x400100, 0xffffffff); /* clear what was raised */
		both_wr(a, b, 0x4006a4, 0x0f000111);
	}
}

SGPU_TEST(fast_equals_reference)
{
	struct sgpu_device_config cfg = {.vram_size = 1u << 20};
	static uint8_t ma[1u << 20], mb[1u << 20];
	const int cases = 300;
	for (int c = 0; c < cases; c++) {
		uint64_t seed = 0x9e3779b97f4a7c15ull * (uint64_t)(c + 1);
		rng_state = seed;
		sgpu_device *a, *b;
		SGPU_ASSERT_EQ(sgpu_device_create("nv1", &cfg, &a), SGPU_OK);
		SGPU_ASSERT_EQ(sgpu_device_create("nv1", &cfg, &b), SGPU_OK);
		sgpu_set_log_callback(a, silent, NULL);
		sgpu_set_log_callback(b, silent, NULL);
		nv01_pgraph_set_fast(sgpu_dev_unit(b, "PGRAPH"), false);
		for (uint32_t i = 0; i < sizeof(ma); i += 4) {
			uint32_t v = rnd();
			memcpy(ma + i, &v, 4);
		}
		sgpu_mem_write(a, SGPU_SPACE_VRAM, 0, ma, sizeof(ma));
		sgpu_mem_write(b, SGPU_SPACE_VRAM, 0, ma, sizeof(ma));
		random_state(a, b);
		random_ops(a, b);
		sgpu_mem_read(a, SGPU_SPACE_VRAM, 0, ma, sizeof(ma));
		sgpu_mem_read(b, SGPU_SPACE_VRAM, 0, mb, sizeof(mb));
		size_t diff = 0;
		while (diff < sizeof(ma) && ma[diff] == mb[diff])
			diff++;
		uint32_t ia = sgpu_mmio_rd32(a, 0x400100), ib = sgpu_mmio_rd32(b, 0x400100);
		uint32_t la = sgpu_irq_lines(a), lb = sgpu_irq_lines(b);
		sgpu_device_destroy(a);
		sgpu_device_destroy(b);
		SGPU_ASSERT_MSG(diff == sizeof(ma), "seed 0x%016llx: VRAM differs at 0x%zx",
		                (unsigned long long)seed, diff);
		SGPU_ASSERT_MSG(ia == ib && la == lb, "seed 0x%016llx: interrupts differ",
		                (unsigned long long)seed);
	}
}
