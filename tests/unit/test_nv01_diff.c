/* Seeded differential test: NV1 PGRAPH's fast paths against its reference
 * path, pixel for pixel and interrupt for interrupt, over random state
 * (framebuffer depth, double buffering, canvas and clip (the CLIP object, or
 * UCLIP and XY_B register writes), operation, ROP,
 * pattern, chroma, plane, beta, dithering, cliprects) and random RECT and
 * BLIT operations. Prints the seed of a failing case. */
#include <stdlib.h>

#include "core/device.h"
#include "harness.h"
#include "nv/gr/nv01_pgraph.h"
#include "nv/nv01.h"
#include "softgpu/softgpu.h"
#include "util/fill.h"

static uint64_t rng_state;

static const enum sgpu_fill_route fill_routes[] = {SGPU_FILL_VEC16, SGPU_FILL_VEC32, SGPU_FILL_REP,
                                                   SGPU_FILL_STREAM};

/* A running hash of every log message a device printed. */
static void hash_log(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	uint64_t *h = user;
	*h = (*h ^ (uint64_t)level) * 0x100000001b3ull;
	for (const char *p = cat; *p; p++)
		*h = (*h ^ (uint8_t)*p) * 0x100000001b3ull;
	for (const char *p = msg; *p; p++)
		*h = (*h ^ (uint8_t)*p) * 0x100000001b3ull;
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

/* A few values the VRAM words, colours and keys are drawn from, so that
 * chroma keys hit and ROP results repeat. */
static uint32_t palette[4];

static uint32_t colour(void)
{
	return (rnd() & 3) ? palette[rnd() & 3] : rnd();
}

/* A CHROMA register value (R10G10B10, bit 30 enable) that keys framebuffer
 * pixel p of depth cpp. */
static uint32_t chroma_for(uint32_t p, unsigned cpp)
{
	uint32_t on = (rnd() & 7) ? 1u << 30 : 0;
	if (cpp == 1)
		return on | (p & 0xff) << 2 | (rnd() & 0x3fc00003);
	if (cpp == 2)
		return on | (p >> 10 & 0x1f) << 25 | (p >> 5 & 0x1f) << 15 | (p & 0x1f) << 5 |
		       (rnd() & 0x01f07c1f);
	return on | (p & 0x3fffffff);
}

static unsigned state_cpp;

static void random_state(sgpu_device *a, sgpu_device *b)
{
	static const uint32_t bpp[] = {0x000, 0x200, 0x300, 0x100};
	uint32_t bppsel = pick(bpp, 4);
	state_cpp = bppsel == 0x300 ? 4 : bppsel == 0x200 ? 2 : 1;
	both_wr(a, b, 0x600200, (rnd() & 7) << 4 | bppsel | (rnd() & 1) << 12);
	both_wr(a, b, 0x4006a4, 0x0f000111);
	both_wr(a, b, 0x400088, 0x10000000);
	both_wr(a, b, 0x400190, 0x10010000);
	both_wr(a, b, 0x400080, rnd() & 0x10100000);
	both_wr(a, b, 0x400634, rnd() & 0x00111011); /* no SOFTWARE: draw */
	if (rnd() & 3) {
		both_wr(a, b, 0x400688, (rnd() % 40) << 16 | (rnd() % 40));
		both_wr(a, b, 0x40068c, (40 + rnd() % 200) << 16 | (40 + rnd() % 200));
	} else { /* a large canvas: rows past the framebuffer width, VRAM wrap */
		both_wr(a, b, 0x400688, (rnd() % 600) << 16 | (rnd() % 600));
		both_wr(a, b, 0x40068c, 0x0fff0fff);
	}
	both_wr(a, b, 0x4006a0, (rnd() & 3) == 0 ? (rnd() & 0x13) : 0);
	for (int i = 0; i < 2; i++) {
		both_wr(a, b, 0x400690 + 8 * i, (rnd() % 128) << 16 | (rnd() % 128));
		both_wr(a, b, 0x400694 + 8 * i, (rnd() % 256) << 16 | (rnd() % 256));
		both_wr(a, b, 0x400600 + 8 * i, rnd() & 0x3fffffff);
		both_wr(a, b, 0x400604 + 8 * i, (rnd() & 3) ? 0xff : rnd() & 0xff);
		both_wr(a, b, 0x400610 + 4 * i, (rnd() & 3) ? rnd() : (rnd() & 1) * 0xffffffff);
	}
	both_wr(a, b, 0x400618, rnd() & 3);
	both_wr(a, b, 0x400624, rnd() & 0xff);
	both_wr(a, b, 0x400628,
	        (rnd() & 1) ? rnd() & 0x7fffffff : 0x40000000 | (rnd() & 1) * 0x3fffffff);
	both_wr(a, b, 0x40062c, (rnd() & 1) ? chroma_for(colour(), state_cpp) : rnd() & 0x7fffffff);
	both_wr(a, b, 0x400630, rnd());
}

/* Pattern colours through the PATTERN class (alpha from the colour
 * format), and sometimes a chroma key equal to one of them. */
static void random_pattern(sgpu_device *a, sgpu_device *b)
{
	both_wr(a, b, 0x460000, 0x80000000 | (rnd() & 0x7e00));
	both_wr(a, b, 0x460310, colour());
	both_wr(a, b, 0x460314, colour());
	both_wr(a, b, 0x460318, rnd());
	both_wr(a, b, 0x46031c, rnd());
	if (rnd() & 1)
		both_wr(a, b, 0x40062c, sgpu_mmio_rd32(a, 0x400600 + 8 * (rnd() & 1)) | 0x40000000);
}

static int32_t coord(void)
{
	return (rnd() & 7) ? (int32_t)(rnd() % 120) : (int32_t)(rnd() % 1900);
}

static void random_ops(sgpu_device *a, sgpu_device *b)
{
	static const uint32_t ops[] = {0x17, 0x17, 0x17, 0x10, 0x0c, 0x09, 0x0f, 0x05,
	                               0x00, 0x13, 0x18, 0x1b, 0x15, 0x01, 0x1c, 0x1a};
	for (int n = 0; n < 6; n++) {
		uint32_t op = (rnd() & 3) ? pick(ops, sizeof(ops) / 4) : rnd() % 0x1d;
		uint32_t opts = op | (rnd() & 0x7fe0);
		bool blit = rnd() & 1;
		/* mostly the states the fast paths take: SRCCOPY blits without a
		 * plane mask, fills in A1R5G5B5 to one buffer or both */
		uint32_t bsel = rnd() & 3;
		if (blit && bsel < 2)
			opts = 0x17 | (opts & 0x7fa0); /* SRCCOPY, no PLANE */
		else if (blit && bsel == 2)            /* a bitwise op: ROP3s, two-operand ROPs */
			opts = ((rnd() & 1) ? 0x10 + rnd() % 6 : rnd() % 0x10) | (opts & 0x7fe0);
		if (!blit && (rnd() & 1))
			opts = (opts & ~0x1e00u) | (rnd() % 3) * 5 << 9;
		uint32_t base = blit ? 0x500000 : 0x4c0000;
		if (rnd() & 1)
			both_wr(a, b, 0x400624,
			        (rnd() & 1) ? rnd() & 0xff
			                    : pick((const uint32_t[]){0xca, 0xf0, 0x5a, 0xaa, 0x66,
			                                              0xb8},
			                           6));
		if (rnd() & 1)
			random_pattern(a, b);
		both_wr(a, b, base, 0x80000000 | opts);
		if (rnd() & 1) {
			both_wr(a, b, 0x450000, 0x80000000);
			both_wr(a, b, 0x450300, (rnd() % 64) << 16 | (rnd() % 64));
			both_wr(a, b, 0x450304, (rnd() % 200) << 16 | (rnd() % 200));
			both_wr(a, b, base, 0x80000000 | opts);
		}
		if ((rnd() & 3) == 0) {
			/* the user clip's sides as XY_B selects them (bits 12/13,
			 * 16/17; 8/9 reject), from register writes: any mix */
			for (int k = 0; k < 4; k++)
				both_wr(a, b, 0x400460 + 4 * (uint32_t)k,
				        (rnd() & 7) ? rnd() % 300 : 0x3ff00 | (rnd() & 0xff));
			both_wr(a, b, 0x400644, rnd() & ((rnd() & 3) ? 0x00033000 : 0x00033300));
		}
		if (blit) {
			int32_t sx = coord(), sy = coord(), dx = coord(), dy = coord();
			if (rnd() & 1) { /* overlapping: same rows, a small shift */
				dy = sy + (int32_t)(rnd() % 3) - 1;
				dx = sx + (int32_t)(rnd() % 9) - 4;
				if (dx < 0)
					dx = 0;
				if (dy < 0)
					dy = 0;
			}
			both_wr(a, b, base + 0x300, (uint32_t)sy << 16 | (uint32_t)sx);
			both_wr(a, b, base + 0x304, (uint32_t)dy << 16 | (uint32_t)dx);
			both_wr(a, b, base + 0x308, (rnd() % 90) << 16 | (rnd() % 90));
		} else {
			both_wr(a, b, base + 0x304, colour());
			both_wr(a, b, base + 0x400, (uint32_t)coord() << 16 | (uint32_t)coord());
			if (rnd() & 15) {
				both_wr(a, b, base + 0x404, (rnd() % 90) << 16 | (rnd() % 90));
			} else { /* wide and low: rows past the row buffers' phases */
				uint32_t w = 1000 + rnd() % 3096;
				both_wr(a, b, base + 0x404, (1 + rnd() % 8) << 16 | w);
			}
		}
		both_wr(a, b, 0x400100, 0xffffffff); /* clear what was raised */
		both_wr(a, b, 0x4006a4, 0x0f000111);
	}
}

/* Every PGRAPH register of a and b equal; returns the first that differs. */
static uint32_t regs_differ(sgpu_device *a, sgpu_device *b)
{
	for (uint32_t r = 0x400000; r < 0x400800; r += 4)
		if (sgpu_mmio_rd32(a, r) != sgpu_mmio_rd32(b, r))
			return r;
	return 0;
}

/* Fills that read the destination. Wide: low fills of patterns with 64 row
 * phases at 16 and 32bpp, rows too long for the fast path to keep every
 * phase's arrays. Otherwise: 16bpp with sources of the R10G10B10 working
 * mode, pattern alphas of zero, the DEBUG_A keep-DST rule. */
static void focus_ops(sgpu_device *a, sgpu_device *b, bool wide)
{
	bool bpp32 = wide && (rnd() & 1);
	state_cpp = bpp32 ? 4 : 2;
	static const uint32_t fbw[4] = {576, 640, 800, 1024};
	uint32_t wsel = rnd() & 3;
	both_wr(a, b, 0x600200, (bpp32 ? 0x300u : 0x200u) | wsel << 4 | (rnd() & 1) << 12);
	both_wr(a, b, 0x4006a4, 0x0f000111);
	both_wr(a, b, 0x400088, 0x10000000);
	both_wr(a, b, 0x400190, 0x10010000);
	both_wr(a, b, 0x400080, rnd() & 0x10100000);
	both_wr(a, b, 0x400634, rnd() & 0x00111011);
	both_wr(a, b, 0x400688, 0);
	both_wr(a, b, 0x40068c, 0x0fff0fff);
	both_wr(a, b, 0x4006a0, (rnd() & 1) ? (rnd() & 0x13) : 0);
	for (int i = 0; i < 2; i++) {
		both_wr(a, b, 0x400690 + 8 * i, (rnd() % 100) << 16 | (rnd() % 3000));
		both_wr(a, b, 0x400694 + 8 * i, (rnd() % 200) << 16 | (rnd() % 4096));
	}
	both_wr(a, b, 0x400628,
	        (rnd() & 1) ? rnd() & 0x7fffffff : 0x40000000 | (rnd() & 1) * 0x3fffffff);
	both_wr(a, b, 0x40062c, chroma_for(colour(), state_cpp));
	random_pattern(a, b);
	both_wr(a, b, 0x400618, wide ? 2 + (rnd() & 1) : rnd() & 3);
	if (!wide)
		for (int i = 0; i < 2; i++)
			both_wr(a, b, 0x400604 + 8 * i, (rnd() & 1) ? 0 : rnd() & 0xff);
	static const uint32_t rops[] = {0xca, 0xaa, 0x5a, 0x66, 0xb8, 0xe2};
	for (int n = 0; n < 3; n++) {
		both_wr(a, b, 0x400624, (rnd() & 1) ? pick(rops, 6) : rnd() & 0xff);
		uint32_t cfmt = (rnd() % 3) * 5 + (wide ? 0 : 1 + rnd() % 4);
		if (wide && (bpp32 || (rnd() & 1)))
			cfmt = rnd() % 15;
		uint32_t op = (rnd() & 1) ? 0x10 + rnd() % 6 : rnd() % 0x10;
		both_wr(a, b, 0x4c0000, 0x80000000 | op | (rnd() & 0x2060) | cfmt << 9);
		both_wr(a, b, 0x4c0304, colour());
		both_wr(a, b, 0x4c0400, (rnd() % 64) << 16 | (rnd() % 64));
		if (wide)
			both_wr(a, b, 0x4c0404, (1 + rnd() % 6) << 16 | (1400 + rnd() % 2696));
		else
			both_wr(a, b, 0x4c0404, (1 + rnd() % 90) << 16 | (1 + rnd() % 200));
		both_wr(a, b, 0x400100, 0xffffffff);
		both_wr(a, b, 0x4006a4, 0x0f000111);
	}
	/* a ROP blit of rows nearly the framebuffer's width */
	uint32_t sx = rnd() % 16, dx = rnd() % 16, w = fbw[wsel] - 16 - rnd() % (wide ? 64 : 400);
	uint32_t bopts = 0x10 | rnd() % 6 | (rnd() & 0x7fe0);
	if (rnd() & 1) { /* SRCCOPY of whole rows: a scroll, maybe overlapping */
		sx = dx = 0;
		w = fbw[wsel];
		bopts = 0x17 | (rnd() & 0x7fa0);
	}
	both_wr(a, b, 0x500000, 0x80000000 | bopts);
	both_wr(a, b, 0x500300, (rnd() % 8) << 16 | sx);
	both_wr(a, b, 0x500304, (4 + rnd() % 8) << 16 | dx);
	both_wr(a, b, 0x500308, (1 + rnd() % 6) << 16 | w);
	both_wr(a, b, 0x400100, 0xffffffff);
	both_wr(a, b, 0x4006a4, 0x0f000111);
}

/* Solid fills of whole framebuffer rows (as many pixels as the
 * framebuffer is wide, from x 0 or a little right of it): the fast path
 * stores such a rectangle of one colour as one fill (util/fill.h), unless
 * cliprects, a pattern of two colours or dithering split it. */
static void whole_rows(sgpu_device *a, sgpu_device *b)
{
	static const uint32_t bpp[] = {0x100, 0x200, 0x300};
	uint32_t bppsel = pick(bpp, 3), cfg = (rnd() & 7) << 4 | bppsel | (rnd() & 1) << 12;
	state_cpp = bppsel == 0x300 ? 4 : bppsel == 0x200 ? 2 : 1;
	both_wr(a, b, 0x600200, cfg);
	both_wr(a, b, 0x4006a4, 0x0f000111);
	both_wr(a, b, 0x400088, 0x10000000);
	both_wr(a, b, 0x400190, 0x10010000);
	both_wr(a, b, 0x400080, rnd() & 0x10100000);
	both_wr(a, b, 0x400634, rnd() & 0x00111011);
	both_wr(a, b, 0x400688, 0);
	both_wr(a, b, 0x40068c, 0x0fff0fff);
	both_wr(a, b, 0x4006a0, (rnd() & 3) ? 0 : rnd() & 0x13);
	for (int i = 0; i < 2; i++) {
		both_wr(a, b, 0x400690 + 8 * i, (rnd() % 64) << 16 | (rnd() % 64));
		both_wr(a, b, 0x400694 + 8 * i, (rnd() % 128) << 16 | (rnd() % 2048));
	}
	if (rnd() & 1)
		random_pattern(a, b);
	unsigned w = nv01_fb_width(cfg);
	for (int n = 0; n < 3; n++) {
		uint32_t op = (rnd() & 3) ? 0x17 : rnd() % 0x10;
		both_wr(a, b, 0x400624, (rnd() & 1) ? 0xcc : 0xf0);
		both_wr(a, b, 0x4c0000, 0x80000000 | op | (rnd() % 3) * 5 << 9);
		both_wr(a, b, 0x4c0304, colour());
		uint32_t x = (rnd() & 3) ? 0 : rnd() % 8;
		both_wr(a, b, 0x4c0400, (rnd() % 32) << 16 | x);
		both_wr(a, b, 0x4c0404, (1 + rnd() % 64) << 16 | (w - ((rnd() & 3) ? 0 : 1)));
		both_wr(a, b, 0x400100, 0xffffffff);
		both_wr(a, b, 0x4006a4, 0x0f000111);
	}
}

/* One seeded case: the same state and operations on a fast and a
 * reference-only device; false (and a message) when anything differs. */
static bool diff_case(uint64_t seed, int kind)
{
	struct sgpu_device_config cfg = {.vram_size = 1u << 20};
	static uint8_t ma[1u << 20], mb[1u << 20];
	rng_state = seed;
	sgpu_device *a, *b;
	uint64_t ha = 0xcbf29ce484222325ull, hb = ha;
	if (sgpu_device_create("nv1", &cfg, &a) != SGPU_OK)
		return false;
	if (sgpu_device_create("nv1", &cfg, &b) != SGPU_OK) {
		sgpu_device_destroy(a);
		return false;
	}
	sgpu_set_log_callback(a, hash_log, &ha);
	sgpu_set_log_callback(b, hash_log, &hb);
	nv01_pgraph_set_fast(sgpu_dev_unit(b, "PGRAPH"), false);
	nv01_fast_set_isa((unsigned)(seed >> 60) % 3); /* every row loop the host runs */
	/* and every fill route (util/fill.h): solid rows of one colour */
	struct sgpu_fill_policy fp = sgpu_fill_forcing(fill_routes[(seed >> 56) % 4]);
	sgpu_fill_set_policy(&fp);
	for (int i = 0; i < 4; i++)
		palette[i] = rnd();
	bool pal = rnd() & 1;
	for (uint32_t i = 0; i < sizeof(ma); i += 4) {
		uint32_t v = pal ? palette[rnd() & 3] : rnd();
		memcpy(ma + i, &v, 4);
	}
	sgpu_mem_write(a, SGPU_SPACE_VRAM, 0, ma, sizeof(ma));
	sgpu_mem_write(b, SGPU_SPACE_VRAM, 0, ma, sizeof(ma));
	if (kind == 3) {
		whole_rows(a, b);
	} else if (kind) {
		focus_ops(a, b, kind == 2);
	} else {
		random_state(a, b);
		random_ops(a, b);
	}
	sgpu_mem_read(a, SGPU_SPACE_VRAM, 0, ma, sizeof(ma));
	sgpu_mem_read(b, SGPU_SPACE_VRAM, 0, mb, sizeof(mb));
	size_t diff = 0;
	while (diff < sizeof(ma) && ma[diff] == mb[diff])
		diff++;
	uint32_t ia = sgpu_mmio_rd32(a, 0x400100), ib = sgpu_mmio_rd32(b, 0x400100);
	uint32_t va = sgpu_mmio_rd32(a, 0x400104), vb = sgpu_mmio_rd32(b, 0x400104);
	uint32_t la = sgpu_irq_lines(a), lb = sgpu_irq_lines(b);
	uint32_t reg = regs_differ(a, b);
	bool logs = ha == hb;
	for (int l = 0; l < SGPU_LOG_LEVEL_COUNT; l++)
		logs &= sgpu_log_count(a, (sgpu_log_level)l) ==
		        sgpu_log_count(b, (sgpu_log_level)l);
	sgpu_device_destroy(a);
	sgpu_device_destroy(b);
	nv01_fast_set_isa(2);
	sgpu_fill_set_policy(NULL);
	unsigned long long sd = (unsigned long long)seed;
	if (diff != sizeof(ma))
		sgpu_test_fail(__FILE__, __LINE__, "seed 0x%016llx: VRAM differs at 0x%zx", sd,
		               diff);
	else if (ia != ib || va != vb || la != lb)
		sgpu_test_fail(__FILE__, __LINE__, "seed 0x%016llx: interrupts differ", sd);
	else if (reg)
		sgpu_test_fail(__FILE__, __LINE__, "seed 0x%016llx: register 0x%x differs", sd,
		               reg);
	else if (!logs)
		sgpu_test_fail(__FILE__, __LINE__, "seed 0x%016llx: logs differ", sd);
	else
		return true;
	return false;
}

SGPU_TEST(fast_equals_reference)
{
	for (int c = 0; c < 600; c++)
		if (!diff_case(0x9e3779b97f4a7c15ull * (uint64_t)(c + 1), 0))
			return;
}

SGPU_TEST(fast_equals_reference_dst_fills)
{
	for (int c = 0; c < 200; c++)
		if (!diff_case(0xbf58476d1ce4e5b9ull * (uint64_t)(c + 1), 1))
			return;
}

SGPU_TEST(fast_equals_reference_wide_rows)
{
	for (int c = 0; c < 60; c++)
		if (!diff_case(0xd1b54a32d192ed03ull * (uint64_t)(c + 1), 2))
			return;
}

SGPU_TEST(fast_equals_reference_whole_rows)
{
	for (int c = 0; c < 120; c++)
		if (!diff_case(0x94d049bb133111ebull * (uint64_t)(c + 1), 3))
			return;
}
