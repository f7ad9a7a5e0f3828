/* r520 unit tests: the fast path against the reference path (seeded
 * differential), the surface address function, the register file, the
 * PM4 disassembler on short input, and the fact that the core needs
 * nothing AMD-specific. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx_3d_engine.h"
#include "amd/r5xx/r5xx_e2.h"
#include "core/device.h"
#include "harness.h"
#include "util/fill.h"

#define VRAM (1u << 20)

static uint32_t rng_state;

static uint32_t rnd(void)
{
	uint32_t x = rng_state;
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	return rng_state = x;
}

/* Each seed of the 2D differential tests stores its solid rows by one of
 * the fill routes (util/fill.h): every route the host runs is checked. */
static void fill_route_for(uint32_t seed)
{
	static const enum sgpu_fill_route r[] = {SGPU_FILL_VEC16, SGPU_FILL_VEC32, SGPU_FILL_REP,
	                                         SGPU_FILL_STREAM};
	struct sgpu_fill_policy p = sgpu_fill_forcing(r[seed % 4]);
	sgpu_fill_set_policy(&p);
}

static sgpu_device *make(bool fast)
{
	struct sgpu_device_config cfg = {.vram_size = VRAM, .sysmem_size = 64 << 10};
	sgpu_device *dev = NULL;
	if (sgpu_device_create("r520", &cfg, &dev) != SGPU_OK)
		return NULL;
	struct sgpu_unit *e2 = sgpu_dev_unit(dev, "E2");
	((struct r5xx_e2 *)e2->priv)->no_fast = !fast;
	return dev;
}

/* One random register-path operation, the same on both devices. */
static void random_op(sgpu_device *a, sgpu_device *b)
{
	static const unsigned types[] = {2, 4, 6, 15, 3, 5};
	unsigned t = types[rnd() % 6], bpp = r5xx_dst_type_bpp(t);
	uint32_t pitch_units = 1 + rnd() % 8; /* 64..512 bytes */
	uint32_t dst_off = (rnd() % 64) << 10, src_off = (rnd() % 64) << 10;
	bool blit = rnd() & 1;
	uint32_t rop = rnd() % 4 ? (blit ? 0xcc : 0xf0) : rnd() & 0xff;
	static const unsigned brushes[] = {13, 15, 0, 1, 10, 14};
	unsigned brush = rnd() % 2 ? (blit ? 15u : 13u) : brushes[rnd() % 6];
	uint32_t gmc = 1 | 2 | brush << 4 | t << 8 | 3u << 12 | rop << 16 | (rnd() & 1u) << 14 |
	               (blit ? 2u << 24 : 0) | 1u << 28 | (rnd() % 4 ? 1u << 30 : 0) |
	               (rnd() % 3 ? 0 : GMC_DST_CLIPPING);
	uint32_t regs[][2] = {
	        {E2_DP_GUI_MASTER_CNTL, gmc},
	        {E2_DST_PITCH_OFFSET, pitch_units << 22 | dst_off >> 10},
	        {E2_SRC_PITCH_OFFSET, pitch_units << 22 | src_off >> 10},
	        {E2_DP_BRUSH_FRGD_CLR, rnd()},
	        {E2_DP_BRUSH_BKGD_CLR, rnd()},
	        {E2_BRUSH_DATA0, rnd()},
	        {E2_BRUSH_DATA0 + 4, rnd()},
	        {E2_BRUSH_DATA0 + 8 * (rnd() % 8), rnd()},
	        {E2_BRUSH_Y_X, rnd() & 0x1f1f},
	        {E2_DP_WRITE_MASK, rnd()},
	        {E2_SC_TOP_LEFT, (rnd() % 40) << 16 | rnd() % 40},
	        {E2_SC_BOTTOM_RIGHT, (rnd() % 300) << 16 | rnd() % 300},
	        {E2_DP_CNTL, rnd() % 4},
	        {E2_SRC_Y_X, (rnd() % 200) << 16 | rnd() % 200},
	        {E2_DST_Y_X, (rnd() % 200 - 20) << 16 | ((rnd() % 200 - 20) & 0xffff)},
	        {E2_AUX_SC_CNTL, rnd() % 4 ? 0 : rnd() & 0x3f},
	        {E2_AUX1_SC_LEFT + 4 * (rnd() % 12), rnd() % 200},
	        {E2_DST_WIDTH_HEIGHT, (rnd() % 300) << 16 | rnd() % 200},
	};
	(void)bpp;
	for (size_t i = 0; i < sizeof(regs) / sizeof(regs[0]); i++) {
		sgpu_mmio_wr32(a, regs[i][0], regs[i][1]);
		sgpu_mmio_wr32(b, regs[i][0], regs[i][1]);
	}
	sgpu_run(a, 1u << 24, NULL);
	sgpu_run(b, 1u << 24, NULL);
}

SGPU_TEST(fast_path_matches_reference)
{
	uint8_t *ma = malloc(VRAM), *mb = malloc(VRAM);
	for (uint32_t seed = 1; seed <= 40; seed++) {
		sgpu_device *a = make(true), *b = make(false);
		SGPU_ASSERT(a && b);
		fill_route_for(seed);
		rng_state = seed * 2654435761u;
		for (uint32_t i = 0; i < VRAM; i += 4) {
			uint32_t v = rnd();
			sgpu_mem_write(a, SGPU_SPACE_VRAM, i, &v, 4);
			sgpu_mem_write(b, SGPU_SPACE_VRAM, i, &v, 4);
		}
		for (unsigned k = 0; k < 30; k++)
			random_op(a, b);
		sgpu_mem_read(a, SGPU_SPACE_VRAM, 0, ma, VRAM);
		sgpu_mem_read(b, SGPU_SPACE_VRAM, 0, mb, VRAM);
		SGPU_ASSERT_MSG(memcmp(ma, mb, VRAM) == 0,
		                "seed %u: fast and reference paths differ", seed);
		sgpu_device_destroy(a);
		sgpu_device_destroy(b);
	}
	free(ma);
	free(mb);
}

SGPU_TEST(surface_address_function)
{
	struct r5xx_surf s;
	/* pitch 256 bytes, 32 bpp, offset 0 */
	r5xx_surf_from_po(&s, 4u << 22, 4);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 3, 2), 2u * 256 + 12);
	r5xx_surf_from_po(&s, 4u << 22 | 1u << 31, 4); /* micro 4x2 tiles */
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 4, 0), 32u);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 0, 1), 16u);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 0, 2), 2u * 256);
	r5xx_surf_from_po(&s, 4u << 22 | 1u << 30 | 1u << 31, 4); /* 32x16 macro tiles */
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 32, 0), 2048u);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 0, 2), 8u * 32);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 0, 16), 16u * 256);
	/* 16 bpp micro tiles: 8x2, or 4x4 "square" (MICRO_TILE 2, seed 001 §2;
	 * Mesa's Z16 depth buffers and textures: piglit getteximage-depth) */
	r5xx_surf_from_po(&s, 4u << 22 | 1u << 31, 2);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 0, 1), 16u);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 4, 0), 8u);
	s.square = true;
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 0, 1), 8u);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 4, 0), 32u);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 1, 3), 3u * 8 + 2);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 0, 4), 4u * 256);
	r5xx_surf_from_po(&s, 2u << 22 | 1u << 31, 1); /* 8 bpp micro 8x4 */
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 9, 3), 32u + 3 * 8 + 1);
	/* the pitch field's 0 is 16384 bytes ("64 to 16384 bytes", seed L777) */
	r5xx_surf_from_po(&s, 0x2000, 4);
	SGPU_ASSERT_EQ(s.pitch, 16384u);
	SGPU_ASSERT_EQ(s.offset, 0x800000u);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 1, 2), 0x800000u + 2 * 16384 + 4);
	/* pitch 448 bytes = 3.5 macro tiles of 32x16: rounded up to 4 a row,
	 * so (100, 8) and (4, 16) do not share an address */
	r5xx_surf_from_po(&s, 7u << 22 | 1u << 30 | 1u << 31, 4);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 0, 16), 4u * 2048);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 100, 8), 3u * 2048 + (4 * 8 + 1) * 32);
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 4, 16), 4u * 2048 + 32);
	/* every pixel of a 112x48 surface of each shape has its own address */
	static const unsigned bpps[] = {1, 2, 4};
	static uint8_t seen[8 * 2048 * 4];
	for (unsigned b = 0; b < 3; b++)
		for (uint32_t tile = 1; tile < 4; tile++) {
			memset(seen, 0, sizeof(seen));
			r5xx_surf_from_po(&s, (112 * bpps[b] + 63) / 64 << 22 | tile << 30,
			                  bpps[b]);
			for (uint32_t y = 0; y < 48; y++)
				for (uint32_t x = 0; x < 112; x++) {
					uint32_t a = r5xx_surf_addr(&s, x, y);
					SGPU_ASSERT(a + bpps[b] <= sizeof(seen) && !seen[a]);
					seen[a] = 1;
				}
		}
}

SGPU_TEST(register_file)
{
	uint32_t a;
	SGPU_ASSERT_STR_EQ(r5xx_reg_name(0x0714), "CP_RB_WPTR");
	SGPU_ASSERT_STR_EQ(r5xx_reg_name(0x146c), "DP_GUI_MASTER_CNTL");
	SGPU_ASSERT_STR_EQ(r5xx_reg_name(0x4e4c), "RB3D_DSTCACHE_CTLSTAT");
	SGPU_ASSERT_STR_EQ(r5xx_reg_name(0x2084), "VAP_VF_CNTL");
	SGPU_ASSERT(r5xx_reg_lookup("scratch_reg7", &a) && a == 0x15fc);
	SGPU_ASSERT_EQ(r5xx_reg_owner(0x15e0), R5XX_OWN_CP);
	SGPU_ASSERT_EQ(r5xx_reg_owner(0x16c0), R5XX_OWN_E2);
	SGPU_ASSERT_EQ(r5xx_reg_owner(0x4f00), R5XX_OWN_3D);
	SGPU_ASSERT_EQ(r5xx_reg_owner(0x0044), R5XX_OWN_RBBM);
	SGPU_ASSERT_EQ(r5xx_reg_owner(0x1720), R5XX_OWN_RBBM);
	/* both tables are sorted (the lookup is a binary search) */
	for (unsigned t = 0; t < 2; t++)
		for (size_t i = 1; i < r5xx_reg_table_counts[t]; i++)
			SGPU_ASSERT(r5xx_reg_tables[t][i - 1].addr < r5xx_reg_tables[t][i].addr);
	/* every opcode of the seed's type-3 table has a name */
	static const unsigned ops[] = {0x10, 0x19, 0x1d, 0x1e, 0x20, 0x21, 0x22, 0x23, 0x28, 0x29,
	                               0x2a, 0x2c, 0x2f, 0x33, 0x34, 0x35, 0x36, 0x37, 0x39, 0x3a,
	                               0x91, 0x92, 0x94, 0x95, 0x98, 0x9a, 0x9b, 0x9c};
	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		SGPU_ASSERT(r5xx_pm4_opcode_name(ops[i]) != NULL);
}

static void count_lines(void *user, const char *line)
{
	(void)line;
	++*(unsigned *)user;
}

SGPU_TEST(disasm_never_reads_past_the_end)
{
	/* every prefix of a stream whose packets claim more than they have */
	uint32_t w[] = {0xc0109100, 0x0000ffff, 1, 2, 0x3fff0000, 0x80000000, 0xc0ff9400};
	for (size_t n = 0; n <= sizeof(w) / sizeof(w[0]); n++) {
		unsigned lines = 0;
		uint32_t *copy = calloc(n + 1, 4);
		memcpy(copy, w, n * 4);
		r5xx_pm4_disasm(copy, n, 0, count_lines, &lines);
		free(copy);
		SGPU_ASSERT(n == 0 || lines > 0);
	}
}

SGPU_TEST(device_reset_is_deterministic)
{
	sgpu_device *a = make(true);
	SGPU_ASSERT(a);
	sgpu_mmio_wr32(a, 0x0740, 4u << 28);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(a, 0x0740) >> 28, 4u);
	SGPU_ASSERT_EQ(sgpu_device_reset(a), SGPU_OK);
	/* off, 255 free entries in the primary and the indirect PIO queues */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(a, 0x0740), 0xffffu);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(a, 0x16cc), 0xffffffffu);
	sgpu_device_destroy(a);
}

/* ------------------------------------------------------------------ PM4: batched vs reference */

struct capture {
	char *buf;
	size_t len, cap;
	sgpu_device *dev; /* set: interrupt edges are logged with the model time */
};

static void cap_put(struct capture *c, const char *s)
{
	size_t n = strlen(s);
	if (c->len + n + 2 > c->cap) {
		size_t cap = (c->len + n + 2) * 2;
		char *b = realloc(c->buf, cap);
		if (!b)
			return;
		c->buf = b;
		c->cap = cap;
	}
	memcpy(c->buf + c->len, s, n);
	c->len += n;
	c->buf[c->len++] = '\n';
	c->buf[c->len] = 0;
}

static void cap_log(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	char line[512];
	snprintf(line, sizeof(line), "%d %s %s", (int)level, cat, msg);
	cap_put(user, line);
}

static void cap_irq(void *user, bool level)
{
	struct capture *c = user;
	char line[64];
	snprintf(line, sizeof(line), "irq %d at %llu", level,
	         (unsigned long long)sgpu_device_time(c->dev));
	cap_put(c, line);
}

static void cap_trace(void *user, const struct sgpu_trace_event *ev)
{
	char line[512];
	sgpu_trace_format(ev, line, sizeof(line));
	cap_put(user, line);
}

/* A register for a random type-0 write: mostly plain 2D and 3D state,
 * some side-effect registers (triggers, scratch, HOST_DATA, the draw
 * trigger), rarely anything at all. */
static uint32_t pm4_rand_reg(void)
{
	static const uint32_t special[] = {0x15e0, 0x15e4, 0x15fc, 0x1438, 0x1434, 0x1598,
	                                   0x143c, 0x1604, 0x17c0, 0x17e0, 0x1714, 0x2084,
	                                   0x0044, 0x1720, 0x3428, 0x342c, 0x13fc, 0x7ffc};
	unsigned r = rnd() % 1000;
	if (r < 450)
		return 0x1400 + 4 * (rnd() % 0x100);
	if (r < 800)
		return 0x1800 + 4 * (rnd() % 0xe00);
	if (r < 995)
		return special[rnd() % (sizeof(special) / sizeof(special[0]))];
	return 4 * (rnd() % 0x2000);
}

/* Values small enough that a 2D trigger draws a few pixels only. */
static uint32_t pm4_rand_val(uint32_t reg)
{
	switch (reg) {
	case 0x1598:
	case 0x143c:
	case 0x1438:
	case 0x1434:
	case 0x1604: return rnd() & 0x001f001f;
	case 0x1428:
	case 0x142c: return (1u + rnd() % 8) << 22 | (rnd() % 64);
	case 0x146c: return rnd() & ~(7u << 24); /* no host-data source */
	case 0x0044: return rnd() & ~(1u << 26);
	default: return rnd();
	}
}

/* A run of type-0 packets with one header and fresh data each, sometimes
 * with fillers between: the batched path's equal-packet case (bench_r5xx
 * decodes such a stream). Mostly plain registers, sometimes a run that
 * reaches a trigger or scratch register, or ONE_REG_WR. Returns the dwords
 * written (at most n). */
static uint32_t pm4_rand_repeats(uint32_t *w, uint32_t n)
{
	static const uint32_t bases[] = {0x1480, 0x1400, 0x1588, 0x15d0, 0x2080, 0x4000, 0x15e0};
	uint32_t reg = rnd() % 4 ? bases[rnd() % 7] : pm4_rand_reg();
	uint32_t cnt = 1 + rnd() % (rnd() % 4 ? 16 : 80), times = 2 + rnd() % 60, k = 0;
	uint32_t hdr = (cnt - 1) << 16 | (rnd() % 8 == 0 ? 1u << 15 : 0) | reg >> 2;
	bool fillers = rnd() % 4 == 0;
	for (uint32_t t = 0; t < times && k + 1 + cnt <= n; t++) {
		if (fillers && rnd() % 3 == 0)
			w[k++] = 0x80000000u | (rnd() & 0x3fffffffu);
		if (k + 1 + cnt > n)
			break;
		w[k++] = hdr;
		for (uint32_t i = 0; i < cnt; i++)
			w[k++] = pm4_rand_val(hdr & 1u << 15 ? reg : reg + 4 * i);
	}
	return k;
}

/* A driver-like run of type-0 packets whose headers change from packet
 * to packet (the batched path's general case; bench_r5xx's mixed line):
 * lengths 1..16, sometimes up to 40, one in eight ONE_REG_WR, first
 * registers near the ends of plain runs (triggers, scratch, HOST_DATA,
 * the draw trigger, the ends of the E2 and 3D files) so that runs end
 * exactly at, just before and past a side-effect register, now and then
 * a filler or the same header twice. Returns the dwords written. */
static uint32_t pm4_rand_mixed(uint32_t *w, uint32_t n)
{
	static const uint32_t edges[] = {0x1434, 0x1440, 0x1598, 0x15c0, 0x15e0, 0x1604, 0x1714,
	                                 0x17c0, 0x1800, 0x2084, 0x4000, 0x5000, 0x7ffc, 0x1480};
	uint32_t packets = 2 + rnd() % 40, k = 0, prev = 0;
	for (uint32_t t = 0; t < packets; t++) {
		uint32_t cnt = 1 + rnd() % (rnd() % 8 ? 16 : 40);
		uint32_t edge = edges[rnd() % (sizeof(edges) / sizeof(edges[0]))];
		uint32_t reg = (edge - 4 * (rnd() % 20) + 4 * (rnd() % 3)) & 0x7ffc;
		bool one = rnd() % 8 == 0;
		uint32_t hdr = (cnt - 1) << 16 | (one ? 1u << 15 : 0) | reg >> 2;
		if (hdr == prev && rnd() % 4)
			continue;
		if (rnd() % 16 == 0 && k < n)
			w[k++] = 0x80000000u;
		if (k + 1 + cnt > n)
			break;
		w[k++] = prev = hdr;
		for (uint32_t i = 0; i < cnt; i++)
			w[k++] = pm4_rand_val(one ? reg : reg + 4 * i);
	}
	return k;
}

/* Percent of extra mixed runs (pm4_rand_mixed) in pm4_rand_packets. */
static unsigned pm4_mixed_pct;

/* n dwords of random packets at w; returns how many were written. */
static uint32_t pm4_rand_packets(uint32_t *w, uint32_t n)
{
	uint32_t k = 0;
	while (k < n) {
		unsigned kind = pm4_mixed_pct && rnd() % 100 < pm4_mixed_pct ? 4 : rnd() % 20;
		if (kind == 3 || kind == 4 || kind == 5) {
			uint32_t r = kind == 3 ? pm4_rand_repeats(w + k, n - k)
			                       : pm4_rand_mixed(w + k, n - k);
			if (r) {
				k += r;
				continue;
			}
		}
		if (kind == 0) {
			w[k++] = 0x80000000u; /* type 2 */
			continue;
		}
		if (kind == 1 && k + 2 <= n) {
			w[k++] = 0xc0001000u | 0u << 16; /* NOP, one dword */
			w[k++] = rnd();
			continue;
		}
		if (kind == 2 && k + 3 <= n) {
			uint32_t a = pm4_rand_reg(), b = pm4_rand_reg();
			w[k++] = 1u << 30 | (b >> 2 & 0x7ff) << 11 | (a >> 2 & 0x7ff);
			w[k++] = pm4_rand_val(a);
			w[k++] = pm4_rand_val(b);
			continue;
		}
		uint32_t reg = pm4_rand_reg(), cnt = 1 + rnd() % (rnd() % 4 ? 8 : 64);
		bool one = rnd() % 8 == 0;
		if (k + 1 + cnt > n)
			cnt = n - k > 1 ? n - k - 1 : 0;
		if (!cnt) {
			w[k++] = 0x80000000u;
			continue;
		}
		w[k++] = (cnt - 1) << 16 | (one ? 1u << 15 : 0) | reg >> 2;
		for (uint32_t i = 0; i < cnt; i++)
			w[k++] = pm4_rand_val(one ? reg : reg + 4 * i);
	}
	return k;
}

#define PM4_SYS (256u << 10)

static sgpu_device *pm4_make(bool fast, bool trace, struct capture *cap)
{
	struct sgpu_device_config cfg = {.vram_size = 1u << 20, .sysmem_size = PM4_SYS};
	sgpu_device *dev = NULL;
	if (sgpu_device_create("r520", &cfg, &dev) != SGPU_OK)
		return NULL;
	r5xx_cp_set_fast(sgpu_dev_unit(dev, "CP"), fast);
	/* the CP is under test: the random draws its VAP_VF_CNTL writes
	 * trigger stop early (vertices of 2^10 instructions, 2^16 steps a
	 * draw) instead of running to the VAP's caps */
	struct r5xx_3d_engine *e = r5xx_3d_engine_of(sgpu_dev_unit(dev, "R3D"));
	if (e) {
		e->pvs_vtx_steps = 1u << 10;
		e->vap_draw_steps = 1u << 16;
	}
	/* every other fast device copies with AVX2 masked stores (where the
	 * host has AVX2), the rest with move16/blend16: both copy kinds are
	 * checked against the reference whichever the host would pick */
	static unsigned made;
	if (fast)
		r5xx_cp_set_copy(sgpu_dev_unit(dev, "CP"),
		                 made++ % 2 == 0 ? R5XX_CP_COPY_MASK : R5XX_CP_COPY_PLAIN);
	sgpu_set_log_callback(dev, cap_log, cap);
	cap->dev = dev;
	sgpu_set_irq_callback(dev, cap_irq, cap);
	if (trace)
		sgpu_set_trace_callback(dev, cap_trace, cap);
	return dev;
}

static void pm4_both(sgpu_device *d[2], uint32_t addr, uint32_t v)
{
	for (unsigned i = 0; i < 2; i++)
		sgpu_mmio_wr32(d[i], addr, v);
}

/* What the host can see after a run without disturbing anything: model
 * time and the run result, interrupt lines, the CP's pointers, state and
 * scratch registers, a few plain registers, the RPTR and scratch write-back
 * words, and how much was logged or traced so far. False on a difference,
 * with what differs in msg. */
static bool pm4_same_now(sgpu_device *d[2], const struct sgpu_run_result r[2],
                         const struct capture cap[2], char *msg, size_t len)
{
	static const uint32_t regs[] = {
	        R5XX_GEN_INT_STATUS,
	        R5XX_CP_RB_RPTR,
	        R5XX_CP_RB_WPTR,
	        R5XX_CP_STAT,
	        R5XX_SGPU_CP_ERROR,
	        R5XX_CP_CSQ_STAT,
	        0x1480,
	        0x14bc,
	        0x146c,
	        0x1400,
	        0x2080,
	        0x4000,
	        R5XX_SCRATCH_REG0,
	        0x15e4,
	        0x15f8,
	        0x15fc,
	};
	if (r[0].stop != r[1].stop || r[0].steps != r[1].steps) {
		snprintf(msg, len, "run result %d/%llu != %d/%llu", (int)r[0].stop,
		         (unsigned long long)r[0].steps, (int)r[1].stop,
		         (unsigned long long)r[1].steps);
		return false;
	}
	if (sgpu_device_time(d[0]) != sgpu_device_time(d[1])) {
		snprintf(msg, len, "time %llu != %llu", (unsigned long long)sgpu_device_time(d[0]),
		         (unsigned long long)sgpu_device_time(d[1]));
		return false;
	}
	if (sgpu_irq_lines(d[0]) != sgpu_irq_lines(d[1])) {
		snprintf(msg, len, "interrupt lines differ");
		return false;
	}
	for (size_t i = 0; i < sizeof(regs) / sizeof(regs[0]); i++) {
		uint32_t a = sgpu_mmio_rd32(d[0], regs[i]), b = sgpu_mmio_rd32(d[1], regs[i]);
		if (a != b) {
			snprintf(msg, len, "register 0x%04x 0x%08x != 0x%08x", regs[i], a, b);
			return false;
		}
	}
	uint8_t m[2][64];
	for (unsigned i = 0; i < 2; i++)
		sgpu_mem_read(d[i], SGPU_SPACE_SYSMEM, PM4_SYS - 64, m[i], 64);
	if (memcmp(m[0], m[1], 64) != 0) {
		snprintf(msg, len, "write-back words differ");
		return false;
	}
	if (cap[0].len != cap[1].len) {
		snprintf(msg, len, "log/trace length %zu != %zu", cap[0].len, cap[1].len);
		return false;
	}
	return true;
}

/* Everything at the end: every register (the same read order on both),
 * all memory, the full log and trace text. m: two 1 MiB buffers. */
static bool pm4_same_end(sgpu_device *d[2], const struct capture cap[2], uint8_t *m[2], char *msg,
                         size_t len)
{
	for (uint32_t a = 0; a < 0x8000; a += 4) {
		if (a >= 0x1000 && a < 0x1400)
			continue; /* PIO apertures: write-only */
		uint32_t va = sgpu_mmio_rd32(d[0], a), vb = sgpu_mmio_rd32(d[1], a);
		if (va != vb) {
			snprintf(msg, len, "register 0x%04x 0x%08x != 0x%08x", a, va, vb);
			return false;
		}
	}
	for (sgpu_space sp = SGPU_SPACE_VRAM; sp <= SGPU_SPACE_SYSMEM; sp++) {
		size_t size = sp == SGPU_SPACE_VRAM ? 1u << 20 : PM4_SYS;
		for (unsigned i = 0; i < 2; i++)
			sgpu_mem_read(d[i], sp, 0, m[i], size);
		if (memcmp(m[0], m[1], size) != 0) {
			snprintf(msg, len, "memory differs");
			return false;
		}
	}
	if (cap[0].len != cap[1].len ||
	    (cap[0].len && memcmp(cap[0].buf, cap[1].buf, cap[0].len) != 0)) {
		snprintf(msg, len, "logs or traces differ");
		return false;
	}
	return true;
}

SGPU_TEST(pm4_batched_matches_reference)
{
	uint32_t *sys = malloc(PM4_SYS);
	uint8_t *m[2] = {malloc(1u << 20), malloc(1u << 20)};
	SGPU_ASSERT(sys && m[0] && m[1]);
	for (uint32_t seed = 1; seed <= 100; seed++) {
		struct capture cap[2] = {{0}, {0}};
		bool trace = seed % 4 == 0;
		/* seeds above 60: mostly mixed type-0 runs (ring and IBs) */
		pm4_mixed_pct = seed > 60 ? 60 : 0;
		sgpu_device *d[2] = {pm4_make(true, trace, &cap[0]),
		                     pm4_make(false, trace, &cap[1])};
		SGPU_ASSERT(d[0] && d[1]);
		rng_state = seed * 2246822519u;
		/* ring: 4K dwords at 0 in system memory; two IBs after it */
		uint32_t ring = 4096, rb_blksz = rnd() % 12, start = rnd() % ring;
		/* RPTR written back outside the ring, into it (the batch must
		 * not merge write-backs over words it reads: into the body of
		 * a first packet of 3D state, so that the words written are
		 * still register data), outside memory (every write-back
		 * logs), or not at all */
		unsigned wb_kind = rnd() % 5;
		uint32_t wb_addr = wb_kind == 1
		                           ? R5XX_GART_BASE + 4 * ((start + 1 + rnd() % 64) % ring)
		                   : wb_kind == 2 ? R5XX_GART_BASE + PM4_SYS + 4 * (rnd() % 4)
		                                  : R5XX_GART_BASE + PM4_SYS - 64;
		uint32_t no_update = wb_kind == 3 ? 1u << 27 : 0;
		for (uint32_t i = 0; i < PM4_SYS / 4; i++)
			sys[i] = 0;
		uint32_t ib1 = ring + 64, ib2 = ring + 4096;
		uint32_t n1 = pm4_rand_packets(sys + ib1, 1 + rnd() % 1500);
		uint32_t n2 = pm4_rand_packets(sys + ib2, 1 + rnd() % 1500);
		/* the ring from start, wrapping; with IB packets sprinkled in */
		uint32_t len = 66 + rnd() % 3000, pos = 0;
		uint32_t *tmp = calloc(len + 16, 4);
		if (wb_kind == 1) {
			tmp[pos++] = 63u << 16 | 0x4000 >> 2;
			for (unsigned i = 0; i < 64; i++)
				tmp[pos++] = rnd();
		}
		while (pos < len) {
			if (rnd() % 8 == 0 && pos + 4 <= len) {
				bool second = rnd() & 1;
				tmp[pos++] = 1u << 16 | R5XX_CP_IB_BASE >> 2;
				tmp[pos++] = R5XX_GART_BASE + 4 * (second ? ib2 : ib1);
				tmp[pos++] = second ? n2 : n1;
				continue;
			}
			pos += pm4_rand_packets(tmp + pos,
			                        1 + rnd() % (len - pos < 40 ? len - pos : 40));
		}
		for (uint32_t i = 0; i < len; i++)
			sys[(start + i) % ring] = tmp[i];
		free(tmp);
		for (unsigned i = 0; i < 2; i++)
			sgpu_mem_write(d[i], SGPU_SPACE_SYSMEM, 0, sys, PM4_SYS);
		pm4_both(d, R5XX_CP_RB_BASE, R5XX_GART_BASE);
		pm4_both(d, R5XX_CP_RB_CNTL, 11u | rb_blksz << 8 | 1u << 31); /* 4K dwords */
		pm4_both(d, R5XX_CP_RB_RPTR_ADDR, wb_addr);
		pm4_both(d, R5XX_SCRATCH_ADDR, R5XX_GART_BASE + PM4_SYS - 32);
		pm4_both(d, R5XX_SCRATCH_UMSK, rnd() & 0xff);
		pm4_both(d, R5XX_GEN_INT_CNTL, 0xffffffffu);
		pm4_both(d, R5XX_CP_RB_RPTR_WR, start);
		pm4_both(d, R5XX_CP_RB_WPTR, start);
		pm4_both(d, R5XX_CP_RB_CNTL, 11u | rb_blksz << 8 | no_update);
		pm4_both(d, R5XX_CP_CSQ_CNTL, 4u << 28);
		/* WPTR in random steps, runs in random budgets (short slices,
		 * long turns that end mid-stream, whole runs), sometimes a new
		 * write-back period (the count may already be past it) or WPTR
		 * staging; the host-visible state compared after every run */
		uint32_t done = 0;
		char msg[160];
		for (unsigned run = 0;; run++) {
			struct sgpu_run_result res[2];
			bool last = done >= len;
			if (!last) {
				done += 1 + rnd() % 700;
				if (done > len)
					done = len;
				if (rnd() % 8 == 0)
					pm4_both(d, R5XX_CP_RB_CNTL,
					         11u | (rnd() % 12) << 8 | no_update);
				if (rnd() % 10 == 0)
					pm4_both(d, R5XX_CP_RB_WPTR_DELAY,
					         rnd() % 2 ? 0 : (rnd() % 4) << 28 | rnd() % 600);
				pm4_both(d, R5XX_CP_RB_WPTR, (start + done) % ring);
				if (rnd() % 2) /* acknowledge: the next edge is seen */
					pm4_both(d, R5XX_GEN_INT_STATUS, ~R5XX_INT_SW_FIRE);
			}
			unsigned b = rnd() % 4;
			uint64_t budget = last     ? UINT64_C(1) << 26
			                  : b == 0 ? UINT64_C(1) << 24
			                  : b == 1 ? 1 + rnd() % 5000
			                           : 1 + rnd() % 500;
			for (unsigned i = 0; i < 2; i++)
				sgpu_run(d[i], budget, &res[i]);
			SGPU_ASSERT_MSG(pm4_same_now(d, res, cap, msg, sizeof(msg)),
			                "seed %u run %u: %s", seed, run, msg);
			if (last)
				break;
		}
		SGPU_ASSERT_MSG(pm4_same_end(d, cap, m, msg, sizeof(msg)), "seed %u: %s", seed,
		                msg);
		for (unsigned i = 0; i < 2; i++) {
			sgpu_device_destroy(d[i]);
			free(cap[i].buf);
		}
	}
	free(sys);
	free(m[0]);
	free(m[1]);
}

/* The bench's case and its edges: long rings of equal plain packets (the
 * batched path's header cache, long run turns through many slices, RPTR
 * write-backs merged inside a window), with the write-back period lowered
 * under a count already past it, the write-back address in the ring's
 * packet bodies, outside memory or switched off, runs that end on a slice
 * boundary or mid-packet, and now and then a packet with a trigger. */
SGPU_TEST(pm4_equal_packets_match_reference)
{
	uint32_t *sys = malloc(PM4_SYS);
	uint8_t *m[2] = {malloc(1u << 20), malloc(1u << 20)};
	SGPU_ASSERT(sys && m[0] && m[1]);
	for (uint32_t seed = 1; seed <= 40; seed++) {
		struct capture cap[2] = {{0}, {0}};
		sgpu_device *d[2] = {pm4_make(true, false, &cap[0]),
		                     pm4_make(false, false, &cap[1])};
		SGPU_ASSERT(d[0] && d[1]);
		rng_state = seed * 3266489917u;
		uint32_t ring = 4096, start = rnd() % 4 ? 0 : rnd() % ring;
		uint32_t cnt = rnd() % 2 ? 16 : 1 + rnd() % 40, size = cnt + 1;
		uint32_t packets = (rnd() % 3 ? 512 : 1 + rnd() % 3800) / size;
		uint32_t len = packets * size, hdr = (cnt - 1) << 16 | 0x4000 >> 2;
		if (cnt <= 16 && rnd() % 2)
			hdr = (cnt - 1) << 16 | 0x1480 >> 2; /* BRUSH_DATA0.. */
		memset(sys, 0, PM4_SYS);
		for (uint32_t p = 0; p < packets; p++) {
			/* the packet, or as many fillers, or as many small
			 * fills (ONE_REG_WR to DST_WIDTH_HEIGHT) */
			uint32_t at = start + p * size, kind = rnd() % 50;
			uint32_t fill = (cnt - 1) << 16 | 1u << 15 | 0x1598 >> 2;
			sys[at % ring] = kind > 1 ? hdr : kind ? 0x80000000u : fill;
			for (uint32_t i = 1; i < size; i++)
				sys[(at + i) % ring] = kind > 1 ? rnd()
				                       : kind   ? 0x80000000u
				                                : rnd() & 0x000f000f;
		}
		unsigned wb_kind = rnd() % 4;
		uint32_t body = start + (rnd() % packets) * size + 1 + rnd() % cnt;
		uint32_t wb_addr = wb_kind == 1   ? R5XX_GART_BASE + 4 * (body % ring)
		                   : wb_kind == 2 ? R5XX_GART_BASE + PM4_SYS
		                                  : R5XX_GART_BASE + PM4_SYS - 64;
		uint32_t no_update = wb_kind == 3 ? 1u << 27 : 0;
		for (unsigned i = 0; i < 2; i++)
			sgpu_mem_write(d[i], SGPU_SPACE_SYSMEM, 0, sys, PM4_SYS);
		pm4_both(d, 0x142c, (64u << 22) | 0); /* DST_PITCH_OFFSET: 4 KiB pitch */
		pm4_both(d, 0x146c, 2 | 13u << 4 | 6u << 8 | 0xf0u << 16 | 1u << 28);
		pm4_both(d, R5XX_CP_RB_BASE, R5XX_GART_BASE);
		pm4_both(d, R5XX_CP_RB_CNTL, 11u | 1u << 31);
		pm4_both(d, R5XX_CP_RB_RPTR_ADDR, wb_addr);
		pm4_both(d, R5XX_GEN_INT_CNTL, 0xffffffffu);
		pm4_both(d, R5XX_CP_RB_RPTR_WR, start);
		pm4_both(d, R5XX_CP_RB_WPTR, start);
		pm4_both(d, R5XX_CP_RB_CNTL, 11u | (rnd() % 12) << 8 | no_update);
		pm4_both(d, R5XX_CP_CSQ_CNTL, 4u << 28);
		uint32_t done = 0;
		char msg[160];
		for (unsigned run = 0; run < 400; run++) {
			struct sgpu_run_result res[2];
			if (done < len && rnd() % 3 == 0) {
				done = rnd() % 2 ? len : done + 1 + rnd() % (len - done);
				pm4_both(d, R5XX_CP_RB_WPTR, (start + done) % ring);
			}
			if (rnd() % 3 == 0) /* the period, often below the count so far */
				pm4_both(d, R5XX_CP_RB_CNTL, 11u | (rnd() % 12) << 8 | no_update);
			if (rnd() % 2)
				pm4_both(d, R5XX_GEN_INT_STATUS, ~R5XX_INT_SW_FIRE);
			unsigned b = rnd() % 4;
			uint64_t budget = b == 0   ? 256u * (1 + rnd() % 8)
			                  : b == 1 ? 1 + rnd() % 300
			                  : b == 2 ? 1 + rnd() % 3000
			                           : UINT64_C(1) << 20;
			for (unsigned i = 0; i < 2; i++)
				sgpu_run(d[i], budget, &res[i]);
			SGPU_ASSERT_MSG(pm4_same_now(d, res, cap, msg, sizeof(msg)),
			                "seed %u run %u: %s", seed, run, msg);
			if (done == len && res[0].stop == SGPU_RUN_IDLE)
				break;
		}
		SGPU_ASSERT_MSG(pm4_same_end(d, cap, m, msg, sizeof(msg)), "seed %u: %s", seed,
		                msg);
		for (unsigned i = 0; i < 2; i++) {
			sgpu_device_destroy(d[i]);
			free(cap[i].buf);
		}
	}
	free(sys);
	free(m[0]);
	free(m[1]);
}

/* A ring at GART 0 of packets of 15 BRUSH_DATA writes (16 dwords each),
 * RPTR written back to the end of system memory. */
static sgpu_device *pm4_equal_ring(bool fast, struct capture *cap, uint32_t blksz)
{
	sgpu_device *d = pm4_make(fast, false, cap);
	if (!d)
		return NULL;
	uint32_t *w = malloc(4096 * 4);
	for (uint32_t i = 0; i < 4096; i++)
		w[i] = i % 16 ? i * 7 : 14u << 16 | 0x1480 >> 2;
	sgpu_mem_write(d, SGPU_SPACE_SYSMEM, 0, w, 4096 * 4);
	free(w);
	sgpu_mmio_wr32(d, R5XX_CP_RB_BASE, R5XX_GART_BASE);
	sgpu_mmio_wr32(d, R5XX_CP_RB_CNTL, 11u | blksz << 8);
	sgpu_mmio_wr32(d, R5XX_CP_RB_RPTR_ADDR, R5XX_GART_BASE + PM4_SYS - 4);
	sgpu_mmio_wr32(d, R5XX_CP_CSQ_CNTL, 4u << 28);
	return d;
}

static uint32_t pm4_wb_word(sgpu_device *d)
{
	uint32_t v = 0;
	sgpu_mem_read(d, SGPU_SPACE_SYSMEM, PM4_SYS - 4, &v, 4);
	return v;
}

/* One step per dword, whatever the path: a run over n dwords of plain
 * packets costs n steps (also when n is a whole number of run slices and
 * the CP goes idle right at the end of one), RPTR and its write-back
 * reach n. And the write-back rule (docs/hw/r5xx.md) with the period
 * lowered below the count so far: the next dword writes back, then every
 * period; the batched path, which writes only the last write-back of a
 * window, must leave the same word. */
SGPU_TEST(pm4_batched_steps_and_writeback_rule)
{
	static const uint32_t sizes[] = {256, 512, 4096 - 16, 300, 17};
	for (unsigned f = 0; f < 2; f++) {
		for (size_t i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
			struct capture cap = {0};
			sgpu_device *d = pm4_equal_ring(f, &cap, 9);
			SGPU_ASSERT(d);
			struct sgpu_run_result r;
			sgpu_mmio_wr32(d, R5XX_CP_RB_WPTR, sizes[i]);
			sgpu_run(d, UINT64_C(1) << 20, &r);
			SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
			SGPU_ASSERT_MSG(r.steps == sizes[i] && sgpu_device_time(d) == sizes[i],
			                "fast %u: %u dwords took %llu steps", f, sizes[i],
			                (unsigned long long)r.steps);
			SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_CP_RB_RPTR), sizes[i]);
			SGPU_ASSERT_EQ(pm4_wb_word(d), sizes[i]);
			sgpu_device_destroy(d);
			free(cap.buf);
		}
		struct capture cap = {0};
		sgpu_device *d = pm4_equal_ring(f, &cap, 9); /* every 1024 dwords */
		SGPU_ASSERT(d);
		sgpu_mmio_wr32(d, R5XX_CP_RB_WPTR, 4000);
		sgpu_run(d, 700, NULL);
		SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_CP_RB_RPTR), 700u);
		SGPU_ASSERT_EQ(pm4_wb_word(d), 0u);                /* none yet */
		sgpu_mmio_wr32(d, R5XX_CP_RB_CNTL, 11u | 3u << 8); /* every 16, count 700 */
		sgpu_run(d, 100, NULL);
		/* write-backs at 701, 717, ..., 797 */
		SGPU_ASSERT_EQ(pm4_wb_word(d), 797u);
		sgpu_run(d, 20, NULL);
		SGPU_ASSERT_EQ(pm4_wb_word(d), 813u);
		sgpu_mmio_wr32(d, R5XX_CP_RB_CNTL, 11u | 9u << 8);
		sgpu_run(d, 2000, NULL); /* the count goes on from 813 */
		SGPU_ASSERT_EQ(pm4_wb_word(d), 813u + 1024);
		sgpu_device_destroy(d);
		free(cap.buf);
	}
}

/* The PIO queue holds 255 dwords (CSQ_CNTL 7:0 counts the free entries
 * from 255); the 256th write is dropped with a GUEST_ERROR and the count
 * stays at 0 (docs/hw/r5xx.md, PIO). */
SGPU_TEST(pio_queue_full)
{
	struct capture cap = {0};
	sgpu_device *d = pm4_make(true, false, &cap);
	SGPU_ASSERT(d);
	sgpu_mmio_wr32(d, R5XX_CP_CSQ_CNTL, 15u << 28);
	for (unsigned i = 0; i < 255; i++)
		sgpu_mmio_wr32(d, R5XX_CP_CSQ_APER_PRIMARY, 0x80000000u); /* type-2 fillers */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_CP_CSQ_CNTL), 15u << 28 | 0xff00);
	uint64_t before = sgpu_log_count(d, SGPU_LOG_GUEST_ERROR);
	sgpu_mmio_wr32(d, R5XX_CP_CSQ_APER_PRIMARY, 0x80000000u);
	SGPU_ASSERT_EQ(sgpu_log_count(d, SGPU_LOG_GUEST_ERROR), before + 1);
	SGPU_ASSERT(cap.buf && strstr(cap.buf, "PIO queue 0 full"));
	sgpu_run(d, 1u << 20, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_CP_CSQ_CNTL) & 0xff, 255u);
	sgpu_device_destroy(d);
	free(cap.buf);
}

/* ------------------------------------------------------------------ 2D fast path, wider */

/* One random register-path operation over what the fast path must turn
 * down or get right: every destination format (RGB8 grey included),
 * source and destination on one surface with small offsets (rows that
 * overlap in both directions), tiled or faulting surfaces, source
 * clipping, negative scissors, compares, every brush, mono and CLUT
 * sources, lines. */
static void random_op_wide(sgpu_device *d[2])
{
	static const unsigned types[] = {2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 14, 15};
	static const unsigned brushes[] = {0, 1, 6, 7, 10, 13, 14, 15};
	static const unsigned srcs[] = {3, 3, 3, 0, 1, 5 | 4};
	unsigned t = types[rnd() % 12], st = srcs[rnd() % 6];
	uint32_t pitch = 1 + rnd() % 8;
	uint32_t dst_off = (rnd() % 16) << 10;
	uint32_t src_off = rnd() % 2 ? dst_off : (rnd() % 16) << 10;
	if (rnd() % 16 == 0)
		dst_off = (1023 - rnd() % 4) << 10; /* rows run off the end of VRAM */
	uint32_t tile = rnd() % 8 == 0 ? (rnd() % 3 + 1) << 30 : 0;
	unsigned kind = rnd() % 8; /* 0-3 blit, 4-6 fill, 7 line */
	uint32_t rop = rnd() % 3 ? (kind < 4 ? 0xcc : 0xf0) : rnd() & 0xff;
	unsigned brush = rnd() % 2 ? (kind < 4 ? 15u : 13u) : brushes[rnd() % 8];
	uint32_t gmc = 1 | 2 | brush << 4 | t << 8 | (st & 3) << 12 | (st & 4) << 25 | rop << 16 |
	               (rnd() & 1u) << 14 | (kind < 4 ? 2u << 24 : 0) | (rnd() % 4 ? 1u << 28 : 0) |
	               (rnd() % 4 ? 1u << 30 : 0) | (rnd() % 3 ? 0 : GMC_DST_CLIPPING) |
	               (rnd() % 4 ? 0 : GMC_SRC_CLIPPING);
	int32_t dx = (int32_t)(rnd() % 9) - 4, dy = (int32_t)(rnd() % 5) - 2;
	uint32_t x = 4 + rnd() % 120, y = 4 + rnd() % 60;
	uint32_t regs[][2] = {
	        {E2_DP_GUI_MASTER_CNTL, gmc},
	        {E2_DST_PITCH_OFFSET, tile | pitch << 22 | dst_off >> 10},
	        {E2_SRC_PITCH_OFFSET, (rnd() % 4 ? 0 : tile) | pitch << 22 | src_off >> 10},
	        {E2_DP_BRUSH_FRGD_CLR, rnd()},
	        {E2_DP_BRUSH_BKGD_CLR, rnd()},
	        {E2_DP_SRC_FRGD_CLR, rnd()},
	        {E2_DP_SRC_BKGD_CLR, rnd()},
	        {E2_BRUSH_DATA0 + 4 * (rnd() % 64), rnd()},
	        {E2_BRUSH_DATA0 + 4 * (rnd() % 2), rnd()},
	        {E2_BRUSH_Y_X, rnd() & 0x1f1f1f},
	        {E2_DP_WRITE_MASK, rnd() % 2 ? 0xffffffffu : rnd()},
	        {E2_CLR_CMP_CNTL, (rnd() % 3) << 24 | (rnd() % 8) << 8 | rnd() % 8},
	        {E2_CLR_CMP_CLR_SRC, rnd() % 2 ? 0 : rnd()},
	        {E2_SC_TOP_LEFT, ((rnd() % 40 - 10) & 0xffff) << 16 | ((rnd() % 40 - 10) & 0xffff)},
	        {E2_SC_BOTTOM_RIGHT, (rnd() % 140) << 16 | rnd() % 300},
	        {E2_SRC_SC_BOTTOM_RIGHT, (rnd() % 140) << 16 | rnd() % 300},
	        {E2_DP_CNTL, rnd() % 4},
	        {E2_DST_LINE_PATCOUNT, rnd() % 32},
	        {E2_SRC_Y_X, y << 16 | x},
	        {E2_DST_Y_X,
	         (uint32_t)(int32_t)(y + dy) << 16 | ((uint32_t)(int32_t)(x + dx) & 0xffff)},
	        {E2_DST_LINE_START, (rnd() % 128) << 16 | rnd() % 256},
	};
	uint32_t size = (rnd() % 130) << 16 | rnd() % 70;
	uint32_t trig = kind < 7 ? (rnd() % 2 ? E2_DST_WIDTH_HEIGHT : E2_DST_HEIGHT_WIDTH)
	                         : E2_DST_LINE_END;
	if (trig == E2_DST_LINE_END)
		size = (rnd() % 128) << 16 | rnd() % 256;
	for (size_t i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
		for (unsigned k = 0; k < 2; k++)
			sgpu_mmio_wr32(d[k], regs[i][0], regs[i][1]);
	for (unsigned k = 0; k < 2; k++) {
		sgpu_mmio_wr32(d[k], trig, size);
		sgpu_run(d[k], 1u << 24, NULL);
	}
}

SGPU_TEST(fast_path_matches_reference_wide)
{
	uint8_t *m[2] = {malloc(VRAM), malloc(VRAM)};
	SGPU_ASSERT(m[0] && m[1]);
	for (uint32_t seed = 1; seed <= 40; seed++) {
		struct capture cap[2] = {{0}, {0}};
		sgpu_device *d[2] = {make(true), make(false)};
		SGPU_ASSERT(d[0] && d[1]);
		fill_route_for(seed);
		rng_state = seed * 0x9e3779b9u;
		for (uint32_t i = 0; i < VRAM; i += 4) {
			uint32_t v = rnd();
			for (unsigned k = 0; k < 2; k++)
				sgpu_mem_write(d[k], SGPU_SPACE_VRAM, i, &v, 4);
		}
		for (unsigned k = 0; k < 2; k++)
			sgpu_set_log_callback(d[k], cap_log, &cap[k]);
		for (unsigned op = 0; op < 40; op++)
			random_op_wide(d);
		for (unsigned k = 0; k < 2; k++)
			sgpu_mem_read(d[k], SGPU_SPACE_VRAM, 0, m[k], VRAM);
		SGPU_ASSERT_MSG(memcmp(m[0], m[1], VRAM) == 0, "seed %u: VRAM differs", seed);
		SGPU_ASSERT_MSG(sgpu_device_time(d[0]) == sgpu_device_time(d[1]),
		                "seed %u: model time differs", seed);
		for (uint32_t a = 0x1400; a < 0x1800; a += 4)
			SGPU_ASSERT_MSG(sgpu_mmio_rd32(d[0], a) == sgpu_mmio_rd32(d[1], a),
			                "seed %u: register 0x%04x differs", seed, a);
		SGPU_ASSERT_MSG(
		        cap[0].len == cap[1].len &&
		                (!cap[0].len || memcmp(cap[0].buf, cap[1].buf, cap[0].len) == 0),
		        "seed %u: logs differ", seed);
		for (unsigned k = 0; k < 2; k++) {
			sgpu_device_destroy(d[k]);
			free(cap[k].buf);
		}
	}
	free(m[0]);
	free(m[1]);
}

/* Solid PATCOPY fills the 2D fast path stores with sgpu_fill: rows of 1 to
 * 700 pixels at 8, 16 and 32 bpp, colours that are and are not one byte
 * repeated, scissors cutting rows anywhere, under each fill route in turn
 * (util/fill.h; the route follows the seed). */
SGPU_TEST(fast_fill_rows_every_route)
{
	uint8_t *m[2] = {malloc(VRAM), malloc(VRAM)};
	SGPU_ASSERT(m[0] && m[1]);
	static const unsigned types[] = {2, 3, 4, 6, 9};
	for (uint32_t seed = 1; seed <= 24; seed++) {
		sgpu_device *d[2] = {make(true), make(false)};
		SGPU_ASSERT(d[0] && d[1]);
		fill_route_for(seed);
		rng_state = seed * 0x27d4eb2du;
		for (uint32_t i = 0; i < VRAM; i += 4) {
			uint32_t v = rnd();
			for (unsigned k = 0; k < 2; k++)
				sgpu_mem_write(d[k], SGPU_SPACE_VRAM, i, &v, 4);
		}
		for (unsigned op = 0; op < 12; op++) {
			unsigned t = types[rnd() % 5];
			uint32_t clr = rnd() % 3 ? rnd() : (rnd() & 0xff) * 0x01010101u;
			uint32_t gmc = 2 | (rnd() % 2 ? 13u : 14u) << 4 | t << 8 | 3u << 12 |
			               0xf0u << 16 | 1u << 28 | 1u << 30 |
			               (rnd() % 2 ? GMC_DST_CLIPPING : 0);
			uint32_t regs[][2] = {
			        {E2_DP_GUI_MASTER_CNTL, gmc},
			        {E2_DST_PITCH_OFFSET, 48u << 22 | (rnd() % 256)},
			        {E2_DP_BRUSH_FRGD_CLR, clr},
			        {E2_DP_WRITE_MASK, 0xffffffffu},
			        {E2_SC_TOP_LEFT, (rnd() % 8) << 16 | rnd() % 64},
			        {E2_SC_BOTTOM_RIGHT, (8 + rnd() % 40) << 16 | (64 + rnd() % 700)},
			        {E2_DP_CNTL, 3},
			        {E2_DST_Y_X, (rnd() % 16) << 16 | rnd() % 64},
			};
			uint32_t size = (1 + rnd() % 700) << 16 | (1 + rnd() % 8); /* w << 16 | h */
			for (size_t i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
				for (unsigned k = 0; k < 2; k++)
					sgpu_mmio_wr32(d[k], regs[i][0], regs[i][1]);
			for (unsigned k = 0; k < 2; k++) {
				sgpu_mmio_wr32(d[k], E2_DST_WIDTH_HEIGHT, size);
				sgpu_run(d[k], 1u << 24, NULL);
			}
		}
		for (unsigned k = 0; k < 2; k++)
			sgpu_mem_read(d[k], SGPU_SPACE_VRAM, 0, m[k], VRAM);
		SGPU_ASSERT_MSG(memcmp(m[0], m[1], VRAM) == 0, "seed %u: VRAM differs", seed);
		for (unsigned k = 0; k < 2; k++)
			sgpu_device_destroy(d[k]);
	}
	sgpu_fill_set_policy(NULL);
	free(m[0]);
	free(m[1]);
}

/* A row outside the scissor reads no source: its source row may lie
 * outside memory without a fault, on both paths alike, and such rows
 * cost no per-pixel work. */
SGPU_TEST(clipped_rows_read_no_source)
{
	for (unsigned fast = 0; fast < 2; fast++) {
		struct capture cap = {0};
		sgpu_device *d = make(fast);
		SGPU_ASSERT(d);
		sgpu_set_log_callback(d, cap_log, &cap);
		uint32_t gmc = 1 | 2 | GMC_DST_CLIPPING | 15u << 4 | 6u << 8 | 3u << 12 |
		               0xccu << 16 | 2u << 24 | 1u << 28 | 1u << 30;
		sgpu_mmio_wr32(d, E2_DP_GUI_MASTER_CNTL, gmc);
		sgpu_mmio_wr32(d, E2_DST_PITCH_OFFSET, 4u << 22);
		/* source rows from 1023 KiB: row 4 onwards is past the 1 MiB of VRAM */
		sgpu_mmio_wr32(d, E2_SRC_PITCH_OFFSET, 4u << 22 | 1023);
		sgpu_mmio_wr32(d, E2_SC_TOP_LEFT, 0);
		sgpu_mmio_wr32(d, E2_SC_BOTTOM_RIGHT, 4u << 16 | 64);
		sgpu_mmio_wr32(d, E2_SRC_Y_X, 0);
		sgpu_mmio_wr32(d, E2_DST_Y_X, 0);
		sgpu_mmio_wr32(d, E2_DST_WIDTH_HEIGHT, 64u << 16 | 0x3fff);
		sgpu_run(d, 1u << 24, NULL);
		SGPU_ASSERT_MSG(cap.len == 0, "fast %u: %s", fast, cap.buf ? cap.buf : "");
		/* a 16383-row host-data block with a 4-row scissor runs quickly */
		sgpu_mmio_wr32(d, E2_DP_GUI_MASTER_CNTL, (gmc & ~(7u << 24)) | 3u << 24);
		sgpu_mmio_wr32(d, E2_DST_HEIGHT_WIDTH, 0x3fffu << 16 | 0x3fff);
		sgpu_mmio_wr32(d, 0x17e0, 0); /* HOST_DATA_LAST */
		sgpu_run(d, 1u << 26, NULL);
		SGPU_ASSERT(!r5xx_e2_busy(sgpu_dev_unit(d, "E2")));
		sgpu_device_destroy(d);
		free(cap.buf);
	}
}

/* Register writes that find the 2D engine busy wait in its FIFO, in
 * order with host data, and a write that finds the FIFO full is dropped
 * with a GUEST_ERROR; nothing hangs. */
SGPU_TEST(e2_fifo_orders_and_bounds_writes)
{
	struct capture cap = {0};
	sgpu_device *d = make(false);
	SGPU_ASSERT(d);
	sgpu_set_log_callback(d, cap_log, &cap);
	uint32_t fill = 2 | GMC_DST_CLIPPING | 13u << 4 | 6u << 8 | 3u << 12 | 0xf0u << 16 |
	                1u << 28 | 1u << 30;
	sgpu_mmio_wr32(d, E2_DST_PITCH_OFFSET, 1u << 22); /* 64-byte rows */
	sgpu_mmio_wr32(d, E2_SC_TOP_LEFT, 0);
	sgpu_mmio_wr32(d, E2_SC_BOTTOM_RIGHT, 4u << 16 | 4);
	sgpu_mmio_wr32(d, E2_DP_GUI_MASTER_CNTL, fill);
	sgpu_mmio_wr32(d, E2_DP_BRUSH_FRGD_CLR, 0x11111111);
	sgpu_mmio_wr32(d, E2_DST_Y_X, 0);
	/* 16383 rows of 256 steps, clipped to 4x4: some 4 million steps */
	sgpu_mmio_wr32(d, E2_DST_WIDTH_HEIGHT, 0x3fffu << 16 | 0x3fff);
	/* a mono host-data block behind it, by registers: its trigger and
	 * data wait in the FIFO in order */
	sgpu_mmio_wr32(d, E2_DP_GUI_MASTER_CNTL,
	               2 | GMC_DST_CLIPPING | 15u << 4 | 6u << 8 | 0u << 12 | GMC_PIX_ORDER |
	                       0xccu << 16 | 3u << 24 | 1u << 28 | 1u << 30);
	sgpu_mmio_wr32(d, E2_DP_SRC_FRGD_CLR, 0x22222222);
	sgpu_mmio_wr32(d, E2_DP_SRC_BKGD_CLR, 0x33333333);
	sgpu_mmio_wr32(d, E2_DST_Y_X, 1u << 16);
	sgpu_mmio_wr32(d, E2_DST_HEIGHT_WIDTH, 1u << 16 | 4);
	sgpu_mmio_wr32(d, E2_HOST_DATA_LAST, 0x5); /* bits 0, 2: fg bg fg bg */
	SGPU_ASSERT(r5xx_e2_busy(sgpu_dev_unit(d, "E2")));
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, E2_DP_SRC_FRGD_CLR), 0u);
	sgpu_run(d, 1u << 24, NULL);
	SGPU_ASSERT(!r5xx_e2_busy(sgpu_dev_unit(d, "E2")));
	SGPU_ASSERT_MSG(cap.len == 0, "%s", cap.buf);
	uint32_t px[8];
	sgpu_mem_read(d, SGPU_SPACE_VRAM, 0, px, sizeof(px));
	SGPU_ASSERT_EQ(px[0], 0x11111111u);
	SGPU_ASSERT_EQ(px[4], 0u); /* x 4: clipped */
	sgpu_mem_read(d, SGPU_SPACE_VRAM, 64, px, sizeof(px));
	SGPU_ASSERT_EQ(px[0], 0x22222222u);
	SGPU_ASSERT_EQ(px[1], 0x33333333u);
	SGPU_ASSERT_EQ(px[2], 0x22222222u);
	SGPU_ASSERT_EQ(px[3], 0x33333333u);
	/* a long fill, then a stream of more long fills: the FIFO fills up
	 * faster than the stalls drain it and the overflow is dropped */
	sgpu_mmio_wr32(d, E2_DP_GUI_MASTER_CNTL, fill);
	for (unsigned i = 0; i < 100; i++)
		sgpu_mmio_wr32(d, E2_DST_WIDTH_HEIGHT, 0x3fffu << 16 | 0x3fff);
	SGPU_ASSERT(cap.len && strstr(cap.buf, "FIFO full"));
	sgpu_run(d, 1u << 30, NULL);
	SGPU_ASSERT(!r5xx_e2_busy(sgpu_dev_unit(d, "E2")));
	sgpu_device_destroy(d);
	free(cap.buf);
}

/* ------------------------------------------------------------------ 2D packets: fast vs reference
 */

/* A random SETTINGS block (GUI_CONTROL and its body) for a 2D packet. */
static uint32_t rand_settings(uint32_t *w, bool host)
{
	static const unsigned types[] = {2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 14, 15};
	static const unsigned brushes[] = {0, 1, 6, 7, 10, 13, 14, 15, 13, 15};
	static const unsigned srcs[] = {3, 3, 3, 0, 1, 5 | 4, 4 | 4};
	unsigned t = types[rnd() % 12], b = brushes[rnd() % 10], st = srcs[rnd() % 7];
	uint32_t rop = rnd() % 3 ? (rnd() % 2 ? 0xcc : 0xf0) : rnd() & 0xff;
	uint32_t g = 1 | 2 | (rnd() % 4 ? 0 : GMC_SRC_CLIPPING) |
	             (rnd() % 3 ? 0 : GMC_DST_CLIPPING) | b << 4 | t << 8 | (st & 3) << 12 |
	             (st & 4) << 25 | (rnd() & 1u) << 14 | rop << 16 |
	             (host ? 3u + rnd() % 2 : 2u) << 24 | (rnd() % 3 ? 1u << 28 : 0) |
	             (rnd() % 3 ? 1u << 30 : 0) | (rnd() % 4 ? 0 : GMC_BRUSH_Y_X);
	uint32_t n = 0, tile = rnd() % 6 ? 0 : (rnd() % 3 + 1) << 30;
	w[n++] = g;
	w[n++] = (rnd() % 4 ? 0 : tile) | (1 + rnd() % 16) << 22 | rnd() % 512; /* source */
	w[n++] = tile | (1 + rnd() % 16) << 22 | rnd() % 512;                   /* destination */
	if (g & GMC_SRC_CLIPPING)
		w[n++] = (rnd() % 200) << 16 | rnd() % 300;
	if (g & GMC_DST_CLIPPING) {
		w[n++] = ((rnd() % 40 - 10) & 0xffff) << 16 | ((rnd() % 40 - 10) & 0xffff);
		w[n++] = (rnd() % 200) << 16 | rnd() % 300;
	}
	int nb = r5xx_brush_dwords(b, r5xx_dst_type_bpp(t));
	for (int k = 0; k < nb; k++)
		w[n++] = rnd();
	if (g & GMC_BRUSH_Y_X)
		w[n++] = rnd() & 0x1f1f1f;
	return n;
}

static uint32_t rand_xy(void)
{
	return ((rnd() % 240 - 20) & 0xffff) << 16 | ((rnd() % 160 - 20) & 0xffff);
}

/* One random 2D packet (type 3, with a type-0 write before it now and
 * then) at w; returns its length. */
static uint32_t rand_2d_packet(uint32_t *w)
{
	static const unsigned ops[] = {0x91, 0x9a, 0x9b, 0x9c, 0x94, 0x95, 0x98, 0x92};
	unsigned op = ops[rnd() % 8];
	uint32_t n = 0;
	if (rnd() % 4 == 0) { /* DP_CNTL, DP_WRITE_MASK or CLR_CMP_CNTL by type 0 */
		static const uint32_t regs[] = {E2_DP_CNTL, E2_DP_WRITE_MASK, E2_CLR_CMP_CNTL};
		uint32_t r = regs[rnd() % 3];
		w[n++] = r >> 2;
		w[n++] = r == E2_DP_CNTL        ? rnd() % 4
		         : r == E2_CLR_CMP_CNTL ? rnd() & 0x03000707
		                                : rnd();
	}
	uint32_t h = n++, b = n;
	n += rand_settings(&w[n], op == 0x94);
	switch (op) {
	case 0x91: /* PAINT: [top | left] [bottom | right] */
	case 0x9a: /* PAINT_MULTI: [x | y] [w | h] */
		for (unsigned k = 1 + rnd() % 3; k; k--) {
			uint32_t xy = rand_xy();
			w[n++] = xy;
			w[n++] = op == 0x9a ? (rnd() % 120) << 16 | rnd() % 60
			                    : xy + ((rnd() % 60) << 16 | rnd() % 120);
		}
		break;
	case 0x92:
	case 0x9b:
	case 0x9c:
		if (op == 0x9c) {
			w[n++] = (rnd() % 3) << 24 | (rnd() % 8) << 8 | rnd() % 8;
			w[n++] = rnd() % 2 ? 0 : rnd();
			w[n++] = rnd() % 2 ? 0 : rnd();
		}
		for (unsigned k = op == 0x9b ? 1 + rnd() % 3 : 1; k; k--) {
			uint32_t xy = rand_xy();
			w[n++] = xy;
			w[n++] = rnd() % 2 ? xy + rnd() % 5 : rand_xy();
			w[n++] = (rnd() % 120) << 16 | rnd() % 60;
		}
		break;
	case 0x94: /* HOSTDATA_BLT: fg, bg, characters */
		w[n++] = rnd();
		w[n++] = rnd();
		for (unsigned k = 1 + rnd() % 2; k; k--) {
			uint32_t cnt = rnd() % 24;
			w[n++] = rand_xy();
			w[n++] = (rnd() % 20) << 16 | rnd() % 40;
			w[n++] = cnt;
			for (uint32_t i = 0; i < cnt; i++)
				w[n++] = rnd();
		}
		break;
	case 0x95: /* POLYLINE */
		for (unsigned k = 2 + rnd() % 3; k; k--)
			w[n++] = rand_xy();
		break;
	default: { /* POLYSCANLINES */
		uint32_t scans = 1 + rnd() % 2;
		w[n++] = scans;
		for (uint32_t s = 0; s < scans; s++) {
			uint32_t spans = 1 + rnd() % 3;
			w[n++] = spans;
			w[n++] = (rnd() % 8) << 16 | rnd() % 140;
			for (uint32_t i = 0; i < spans; i++) {
				uint32_t x = rnd() % 200;
				w[n++] = (x + rnd() % 60) << 16 | x;
			}
		}
	}
	}
	w[h] = 0xc0000000u | (n - b - 1) << 16 | op << 8;
	return n;
}

SGPU_TEST(fast_path_matches_reference_packets)
{
	uint8_t *m[2] = {malloc(VRAM), malloc(VRAM)};
	uint32_t *ring = malloc(64 << 10);
	SGPU_ASSERT(m[0] && m[1] && ring);
	for (uint32_t seed = 1; seed <= 30; seed++) {
		struct capture cap[2] = {{0}, {0}};
		sgpu_device *d[2] = {make(true), make(false)};
		SGPU_ASSERT(d[0] && d[1]);
		fill_route_for(seed);
		rng_state = seed * 0x85ebca6bu;
		for (uint32_t i = 0; i < VRAM; i += 4) {
			uint32_t v = rnd();
			for (unsigned k = 0; k < 2; k++)
				sgpu_mem_write(d[k], SGPU_SPACE_VRAM, i, &v, 4);
		}
		uint32_t n = 0;
		while (n < 3000)
			n += rand_2d_packet(&ring[n]);
		for (unsigned k = 0; k < 2; k++) {
			sgpu_set_log_callback(d[k], cap_log, &cap[k]);
			sgpu_mem_write(d[k], SGPU_SPACE_SYSMEM, 0, ring, n * 4);
			sgpu_mmio_wr32(d[k], R5XX_CP_RB_BASE, R5XX_GART_BASE);
			sgpu_mmio_wr32(d[k], R5XX_CP_RB_CNTL, 12u | 1u << 27); /* 8K dwords */
			sgpu_mmio_wr32(d[k], R5XX_CP_CSQ_CNTL, 4u << 28);
			sgpu_mmio_wr32(d[k], R5XX_CP_RB_WPTR, n);
			sgpu_run(d[k], 1u << 26, NULL);
			sgpu_mem_read(d[k], SGPU_SPACE_VRAM, 0, m[k], VRAM);
		}
		SGPU_ASSERT_MSG(sgpu_mmio_rd32(d[1], R5XX_CP_RB_RPTR) == n,
		                "seed %u: the ring did not run to its end (%u of %u)", seed,
		                sgpu_mmio_rd32(d[1], R5XX_CP_RB_RPTR), n);
		SGPU_ASSERT_MSG(memcmp(m[0], m[1], VRAM) == 0, "seed %u: VRAM differs", seed);
		SGPU_ASSERT_MSG(sgpu_device_time(d[0]) == sgpu_device_time(d[1]),
		                "seed %u: model time differs", seed);
		SGPU_ASSERT_MSG(
		        cap[0].len == cap[1].len &&
		                (!cap[0].len || memcmp(cap[0].buf, cap[1].buf, cap[0].len) == 0),
		        "seed %u: logs differ", seed);
		for (unsigned k = 0; k < 2; k++) {
			sgpu_device_destroy(d[k]);
			free(cap[k].buf);
		}
	}
	free(m[0]);
	free(m[1]);
	free(ring);
}

/* ------------------------------------------------------------------ the 3D seam
 * Every draw form reaches the 3D hooks decoded (r5xx_3d.h, docs/hw/r5xx.md
 * "The 3D seam"): the packet, VF_CNTL fields, the stream the walk expects,
 * the packet's part of it and the port words that follow. */

#include "amd/r5xx/r5xx_3d.h"

struct seen_draw {
	struct r5xx_draw d;
	uint32_t data[8];
	uint32_t port[8], port_addr, nport, last_at;
};

struct seam_log {
	struct seen_draw draw[12];
	unsigned n;
	uint32_t hiz[3];
	unsigned nhiz;
	uint32_t zmask[3];
	unsigned nzmask;
};

static void seam_draw(void *user, struct sgpu_unit *r3d, const struct r5xx_draw *d)
{
	struct seam_log *s = user;
	(void)r3d;
	if (s->n >= 12)
		return;
	struct seen_draw *e = &s->draw[s->n++];
	e->d = *d;
	for (uint32_t i = 0; i < d->data_dwords && i < 8; i++)
		e->data[i] = d->data[i];
	e->d.data = NULL;
}

static void seam_port(void *user, struct sgpu_unit *r3d, uint32_t addr, uint32_t v, bool last)
{
	struct seam_log *s = user;
	(void)r3d;
	if (!s->n)
		return;
	struct seen_draw *e = &s->draw[s->n - 1];
	if (e->nport < 8)
		e->port[e->nport] = v;
	e->port_addr = addr;
	e->nport++;
	if (last)
		e->last_at = e->nport;
}

static void seam_hiz(void *user, struct sgpu_unit *r3d, uint32_t start, uint32_t count,
                     uint32_t value)
{
	struct seam_log *s = user;
	(void)r3d;
	s->hiz[0] = start;
	s->hiz[1] = count;
	s->hiz[2] = value;
	s->nhiz++;
}

static void seam_zmask(void *user, struct sgpu_unit *r3d, uint32_t start, uint32_t count,
                       uint32_t value)
{
	struct seam_log *s = user;
	(void)r3d;
	s->zmask[0] = start;
	s->zmask[1] = count;
	s->zmask[2] = value;
	s->nzmask++;
}

#define T3(op, n) (0xc0000000u | ((uint32_t)(n)-1) << 16 | (op) << 8)
#define T0(reg, n) (((uint32_t)(n)-1) << 16 | (reg) >> 2)

/* Runs a ring of n words on a fresh device with the capturing hooks. */
static sgpu_device *seam_run(const uint32_t *w, uint32_t n, struct seam_log *s, struct capture *cap)
{
	sgpu_device *d = pm4_make(true, false, cap);
	if (!d)
		return NULL;
	struct r5xx_3d_hooks h = {seam_draw, seam_port, seam_hiz, s, NULL, NULL, seam_zmask};
	r5xx_3d_set_hooks(sgpu_dev_unit(d, "R3D"), &h);
	sgpu_mem_write(d, SGPU_SPACE_SYSMEM, 0, w, n * 4);
	sgpu_mmio_wr32(d, R5XX_CP_RB_BASE, R5XX_GART_BASE);
	sgpu_mmio_wr32(d, R5XX_CP_RB_CNTL, 10u | 1u << 27);
	sgpu_mmio_wr32(d, R5XX_CP_CSQ_CNTL, 4u << 28);
	sgpu_mmio_wr32(d, R5XX_CP_RB_WPTR, n);
	sgpu_run(d, 1u << 20, NULL);
	return d;
}

#define VF(prim, walk, nv) ((prim) | (walk) << 4 | (uint32_t)(nv) << 16)

SGPU_TEST(r3d_seam_every_draw_packet)
{
	uint32_t w[128], n = 0;
	w[n++] = T0(R5XX_VAP_VTX_SIZE, 1); /* 2 dwords per vertex for walk 3 */
	w[n++] = 2;
	w[n++] = T3(PM4_3D_DRAW_VBUF, 2); /* 0: vertex list, nothing follows */
	w[n++] = 0x1234;
	w[n++] = VF(4, 2, 3);
	w[n++] = T3(PM4_3D_DRAW_IMMD, 6); /* 1: 2 vertices of 2 dwords */
	w[n++] = 0x55;
	w[n++] = VF(1, 3, 2);
	w[n++] = 10, w[n++] = 11, w[n++] = 12, w[n++] = 13;
	w[n++] = T3(PM4_3D_DRAW_INDX, 4); /* 2: 3 16-bit indices in 2 dwords */
	w[n++] = 0;
	w[n++] = VF(4, 1, 3);
	w[n++] = 0x00010000, w[n++] = 0x00000002;
	w[n++] = T3(PM4_3D_DRAW_VBUF_2, 1); /* 3 */
	w[n++] = VF(6, 2, 5);
	w[n++] = T3(PM4_3D_DRAW_IMMD_2, 3); /* 4: 1 vertex */
	w[n++] = VF(1, 3, 1);
	w[n++] = 20, w[n++] = 21;
	w[n++] = T3(PM4_3D_DRAW_INDX_2, 3); /* 5: 2 32-bit indices */
	w[n++] = VF(2, 1, 2) | 1u << 11;
	w[n++] = 7, w[n++] = 9;
	w[n++] = T3(PM4_3D_DRAW_128, 3); /* 6: indexed line list, 32-bit */
	w[n++] = VF(2, 1, 2) | 1u << 11;
	w[n++] = 3, w[n++] = 4;
	w[n++] = T3(PM4_3D_DRAW_INDX_2, 1); /* 7: 6 16-bit indices by INDX_BUFFER */
	w[n++] = VF(4, 1, 6);
	w[n++] = T3(PM4_INDX_BUFFER, 3);
	w[n++] = 1u << 31 | 1u << 16 | R5XX_VAP_PORT_IDX0 >> 2; /* skip 1 */
	w[n++] = 0x100;                                         /* VRAM */
	w[n++] = 4;
	w[n++] = T3(PM4_MPEG_INDEX, 6); /* 8: MASK bit 8 (VTX_NUM_ARRAYS) */
	w[n++] = 1u << 8;
	w[n++] = 3;
	w[n++] = VF(13, 1, 8);
	w[n++] = 2;
	w[n++] = 0, w[n++] = 4;           /* 2 first indices, no dummies */
	w[n++] = T0(R5XX_VAP_VF_CNTL, 1); /* 9: the register trigger, 2 port dwords */
	w[n++] = VF(5, 1, 3);
	w[n++] = T0(R5XX_VAP_PORT_IDX0 + 8, 2);
	w[n++] = 0x00010000, w[n++] = 0x00000002;
	w[n++] = T3(PM4_3D_CLEAR_HIZ, 3);
	w[n++] = 16, w[n++] = 0x12345, w[n++] = 0xabcd;
	/* Mesa's HyperZ clears (r300_emit_zmask_clear, r300_emit_cmask_clear):
	 * not in the seed's table, but the hardware runs them; the CP must not
	 * halt on them (CMASK: r3d_clear_cmask_unimp) */
	w[n++] = T3(PM4_3D_CLEAR_ZMASK, 3);
	w[n++] = 0, w[n++] = 1, w[n++] = 0;
	struct seam_log s = {0};
	struct capture cap = {0};
	sgpu_device *d = seam_run(w, 0, &s, &cap); /* nothing yet: load VRAM, then go */
	SGPU_ASSERT(d);
	/* the INDX_BUFFER data at VRAM 0x100: one skipped dword, three to the port */
	static const uint32_t ib[] = {0xdead, 0x00010000, 0x00030002, 0x00050004};
	sgpu_mem_write(d, SGPU_SPACE_VRAM, 0x100, ib, sizeof(ib));
	sgpu_mem_write(d, SGPU_SPACE_SYSMEM, 0, w, n * 4);
	sgpu_mmio_wr32(d, R5XX_CP_RB_WPTR, n);
	sgpu_run(d, 1u << 20, NULL);
	SGPU_ASSERT_MSG(sgpu_mmio_rd32(d, R5XX_CP_RB_RPTR) == n, "%s", cap.buf);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_SGPU_CP_ERROR), 0u);
	SGPU_ASSERT_MSG(s.n == 10, "%u draws, the last op 0x%02x; %s", s.n,
	                s.n ? s.draw[s.n - 1].d.opcode : 0, cap.buf);
	static const struct {
		unsigned op, prim, walk;
		uint32_t nv, expect, data, port, d0;
		enum r5xx_draw_src src;
	} want[] = {
	        {PM4_3D_DRAW_VBUF, 4, 2, 3, 0, 0, 0, 0, R5XX_DRAW_SRC_NONE},
	        {PM4_3D_DRAW_IMMD, 1, 3, 2, 4, 4, 0, 10, R5XX_DRAW_SRC_STREAM},
	        {PM4_3D_DRAW_INDX, 4, 1, 3, 2, 2, 0, 0x00010000, R5XX_DRAW_SRC_STREAM},
	        {PM4_3D_DRAW_VBUF_2, 6, 2, 5, 0, 0, 0, 0, R5XX_DRAW_SRC_NONE},
	        {PM4_3D_DRAW_IMMD_2, 1, 3, 1, 2, 2, 0, 20, R5XX_DRAW_SRC_STREAM},
	        {PM4_3D_DRAW_INDX_2, 2, 1, 2, 2, 2, 0, 7, R5XX_DRAW_SRC_STREAM},
	        {PM4_3D_DRAW_128, 2, 1, 2, 2, 2, 0, 3, R5XX_DRAW_SRC_STREAM},
	        {PM4_3D_DRAW_INDX_2, 4, 1, 6, 3, 0, 3, 0, R5XX_DRAW_SRC_STREAM},
	        {PM4_MPEG_INDEX, 13, 1, 8, 2, 2, 0, 0, R5XX_DRAW_SRC_MPEG},
	        {0, 5, 1, 3, 2, 0, 2, 0, R5XX_DRAW_SRC_STREAM},
	};
	for (unsigned i = 0; i < 10; i++) {
		const struct seen_draw *e = &s.draw[i];
		SGPU_ASSERT_MSG(
		        e->d.opcode == want[i].op && e->d.prim == want[i].prim &&
		                e->d.walk == want[i].walk && e->d.num_vertices == want[i].nv &&
		                e->d.expect_dwords == want[i].expect &&
		                e->d.data_dwords == want[i].data &&
		                e->d.port_dwords == want[i].port && e->d.src == want[i].src &&
		                !e->d.extra_dwords,
		        "draw %u: op 0x%02x prim %u walk %u nv %u expect %u data %u port %u "
		        "src %d",
		        i, e->d.opcode, e->d.prim, e->d.walk, e->d.num_vertices, e->d.expect_dwords,
		        e->d.data_dwords, e->d.port_dwords, (int)e->d.src);
		if (want[i].data)
			SGPU_ASSERT_EQ(e->data[0], want[i].d0);
		SGPU_ASSERT_EQ(e->nport, want[i].port);
		SGPU_ASSERT_EQ(e->last_at, want[i].port);
	}
	SGPU_ASSERT_EQ(s.draw[0].d.vtx_fmt, 0x1234u);
	SGPU_ASSERT_EQ(s.draw[1].d.vtx_fmt, 0x55u);
	SGPU_ASSERT_EQ(s.draw[1].data[3], 13u);
	SGPU_ASSERT(s.draw[6].d.port_128 && !s.draw[5].d.port_128);
	SGPU_ASSERT(s.draw[5].d.index32 && !s.draw[7].d.index32);
	SGPU_ASSERT_EQ(s.draw[7].port[0], 0x00010000u); /* the skipped dword is not there */
	SGPU_ASSERT_EQ(s.draw[7].port[2], 0x00050004u);
	SGPU_ASSERT_EQ(s.draw[7].port_addr, R5XX_VAP_PORT_IDX0);
	SGPU_ASSERT_EQ(s.draw[8].data[1], 4u); /* MPEG: first indices 0 and 4 */
	SGPU_ASSERT_EQ(s.draw[9].port[1], 2u);
	SGPU_ASSERT_EQ(s.draw[9].port_addr, R5XX_VAP_PORT_IDX0 + 12);
	struct sgpu_unit *r3d = sgpu_dev_unit(d, "R3D");
	SGPU_ASSERT_EQ(r5xx_3d_reg(r3d, R5XX_VAP_VF_CNTL), VF(5, 1, 3));
	SGPU_ASSERT_EQ(r5xx_3d_reg(r3d, R5XX_VAP_VTX_NUM_ARRAYS), 3u);
	SGPU_ASSERT(s.nhiz == 1 && s.hiz[0] == 16 && s.hiz[1] == 0x2345 && s.hiz[2] == 0xabcd);
	SGPU_ASSERT(s.nzmask == 1 && s.zmask[0] == 0 && s.zmask[1] == 1 && s.zmask[2] == 0);
	/* the whole ring was valid: no GUEST_ERROR, and no UNIMP with hooks */
	SGPU_ASSERT_MSG(!cap.buf || !strstr(cap.buf, "r3d"), "%s", cap.buf);
	sgpu_device_destroy(d);
	free(cap.buf);
}

/* 3D_CLEAR_CMASK (Mesa r300_emit_cmask_clear, AA colour compression): the
 * CP passes it on, the 3D engine logs UNIMP and does nothing. */
SGPU_TEST(r3d_clear_cmask_unimp)
{
	uint32_t w[8];
	uint32_t n = 0;
	w[n++] = T3(PM4_3D_CLEAR_CMASK, 3);
	w[n++] = 0, w[n++] = 4, w[n++] = 0;
	w[n++] = T0(R5XX_VAP_VF_CNTL, 1);
	w[n++] = 0;
	struct seam_log s = {0};
	struct capture cap = {0};
	sgpu_device *d = seam_run(w, n, &s, &cap);
	SGPU_ASSERT(d);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_CP_RB_RPTR), n);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_SGPU_CP_ERROR), 0u);
	SGPU_ASSERT_MSG(cap.buf && strstr(cap.buf, "CMASK not modelled"), "%s",
	                cap.buf ? cap.buf : "");
	sgpu_device_destroy(d);
	free(cap.buf);
}

/* The seam's odd cases: dwords beyond what the walk expects are dropped
 * with a GUEST_ERROR; USE_ALT_NUM_VERTS; PRIM_TYPE 7's wFlags; a trigger
 * while a draw waits for port dwords; a port write with no draw; a
 * PRIM_TYPE 0 packet; a body too short for its VF_CNTL (CP error 6). */
SGPU_TEST(r3d_seam_odd_draws)
{
	uint32_t w[64], n = 0;
	w[n++] = T3(PM4_3D_DRAW_INDX_2, 4); /* 0: 2 16-bit indices, 3 dwords */
	w[n++] = VF(2, 1, 2);
	w[n++] = 0x00010000, w[n++] = 5, w[n++] = 6;
	w[n++] = T0(R5XX_VAP_ALT_NUM_VERTICES, 1);
	w[n++] = 0x01011170;                /* 23:0 = 70000 */
	w[n++] = T3(PM4_3D_DRAW_INDX_2, 2); /* 1: 70000 32-bit indices, 1 here */
	w[n++] = VF(4, 1, 1) | 1u << 11 | 1u << 14;
	w[n++] = 42;
	w[n++] = T3(PM4_3D_DRAW_INDX_2, 1); /* 2: wFlags: 6 indices + 2 flags = 4 dwords */
	w[n++] = VF(7, 1, 6);
	w[n++] = T0(R5XX_VAP_PORT_IDX0, 4);
	w[n++] = 1, w[n++] = 2, w[n++] = 3, w[n++] = 4;
	w[n++] = T0(R5XX_VAP_PORT_DATA0, 1); /* no draw expects it */
	w[n++] = 0xbad;
	w[n++] = T3(PM4_3D_DRAW_IMMD_2, 2); /* PRIM_TYPE 0: no draw */
	w[n++] = VF(0, 3, 1);
	w[n++] = 0xbad;
	w[n++] = T3(PM4_3D_DRAW_VBUF, 1); /* no VF_CNTL: malformed */
	w[n++] = 0;
	struct seam_log s = {0};
	struct capture cap = {0};
	sgpu_device *d = seam_run(w, n, &s, &cap);
	SGPU_ASSERT(d);
	SGPU_ASSERT_MSG(s.n == 3, "%u draws; %s", s.n, cap.buf);
	SGPU_ASSERT(s.draw[0].d.data_dwords == 1 && s.draw[0].d.extra_dwords == 2 &&
	            s.draw[0].d.port_dwords == 0);
	SGPU_ASSERT(s.draw[1].d.num_vertices == 70000 && s.draw[1].d.expect_dwords == 70000 &&
	            s.draw[1].d.data_dwords == 1 && s.draw[1].d.port_dwords == 69999);
	SGPU_ASSERT_EQ(s.draw[1].nport, 0u);
	SGPU_ASSERT(s.draw[2].d.expect_dwords == 4 && s.draw[2].nport == 4 &&
	            s.draw[2].last_at == 4);
	SGPU_ASSERT_STR_CONTAINS(cap.buf, "3 stream dwords where the walk expects 1");
	SGPU_ASSERT_STR_CONTAINS(cap.buf, "still expects 69999 port dwords");
	SGPU_ASSERT_STR_CONTAINS(cap.buf, "VAP_PORT_DATA0 write 0x00000bad with no draw");
	SGPU_ASSERT_STR_CONTAINS(cap.buf, "3D_DRAW_IMMD_2 with PRIM_TYPE 0 triggers no draw");
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_SGPU_CP_ERROR), (uint32_t)R5XX_CPERR_BAD_PACKET);
	/* the hooks survive a device reset; without hooks the stub logs UNIMP */
	struct sgpu_unit *r3d = sgpu_dev_unit(d, "R3D");
	SGPU_ASSERT_EQ(sgpu_device_reset(d), SGPU_OK);
	sgpu_mmio_wr32(d, R5XX_VAP_VF_CNTL, VF(4, 2, 3));
	SGPU_ASSERT_EQ(s.n, 4u);
	r5xx_3d_set_hooks(r3d, NULL);
	sgpu_mmio_wr32(d, R5XX_VAP_VF_CNTL, VF(4, 2, 3));
	SGPU_ASSERT_EQ(s.n, 4u);
	SGPU_ASSERT_STR_CONTAINS(cap.buf, "3D draw (VAP_VF_CNTL write): PRIM_TYPE 4, PRIM_WALK 2");
	sgpu_device_destroy(d);
	free(cap.buf);
}

/* The batched type-0 path marks "no last packet" with 0xc0000000, a word
 * a ring can hold: such a header (type 3, opcode 0) at a packet boundary
 * is an unknown opcode, not an equal packet of register 0 (fuzz_r5xx
 * crash, corpus crash_sentinel_c0000000). */
SGPU_TEST(pm4_batched_sentinel_header)
{
	/* a filler (or a ONE_REG_WR) leaves the sentinel in place */
	static const uint32_t w[] = {0x80000000u, 0xc0000000u, 0};
	for (unsigned f = 0; f < 2; f++) {
		struct capture cap = {0};
		sgpu_device *d = pm4_make(f, false, &cap);
		SGPU_ASSERT(d);
		sgpu_mem_write(d, SGPU_SPACE_SYSMEM, 0, w, sizeof(w));
		sgpu_mmio_wr32(d, R5XX_CP_RB_BASE, R5XX_GART_BASE);
		sgpu_mmio_wr32(d, R5XX_CP_RB_CNTL, 10u | 9u << 8);
		sgpu_mmio_wr32(d, R5XX_CP_RB_RPTR_ADDR, R5XX_GART_BASE + PM4_SYS - 4);
		sgpu_mmio_wr32(d, R5XX_CP_CSQ_CNTL, 4u << 28);
		sgpu_mmio_wr32(d, R5XX_CP_RB_WPTR, 3);
		sgpu_run(d, 1u << 20, NULL);
		SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_SGPU_CP_ERROR),
		               (uint32_t)R5XX_CPERR_BAD_OPCODE);
		sgpu_device_destroy(d);
		free(cap.buf);
	}
}

/* ------------------------------------------------------------------ RBBM_STATUS, driver view
 */

/* RBBM_STATUS 6:0 (CMDFIFO_AVAIL) is what is left of the 2D engine's
 * 64-entry FIFO (RADEONWaitForFifo, r100_rbbm_fifo_wait_for_entry); a
 * halted CP reads busy (GUI_ACTIVE, CP_CMDSTRM_BUSY) as a hung one does,
 * for r100_gpu_is_lockup and rs600_asic_reset, and GUI_IDLE does not latch
 * while it is halted; MM_INDEX/MM_DATA reach any register; MC_STATUS
 * (through MC_IND_INDEX/DATA) reads idle. */
SGPU_TEST(rbbm_status_as_drivers_read_it)
{
	struct capture cap = {0};
	sgpu_device *d = make(false);
	SGPU_ASSERT(d);
	sgpu_set_log_callback(d, cap_log, &cap);
	struct r5xx_e2 *e = sgpu_dev_unit(d, "E2")->priv;
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_RBBM_STATUS), 64u);
	uint32_t fill = 2 | GMC_DST_CLIPPING | 13u << 4 | 6u << 8 | 3u << 12 | 0xf0u << 16 |
	                1u << 28 | 1u << 30;
	sgpu_mmio_wr32(d, E2_DST_PITCH_OFFSET, 1u << 22);
	sgpu_mmio_wr32(d, E2_SC_TOP_LEFT, 0);
	sgpu_mmio_wr32(d, E2_SC_BOTTOM_RIGHT, 4u << 16 | 4);
	sgpu_mmio_wr32(d, E2_DP_GUI_MASTER_CNTL, fill);
	sgpu_mmio_wr32(d, E2_DST_Y_X, 0);
	for (unsigned i = 0; i < 100; i++) {
		sgpu_mmio_wr32(d, E2_DST_WIDTH_HEIGHT, 0x3fffu << 16 | 0x3fff);
		uint32_t st = sgpu_mmio_rd32(d, R5XX_RBBM_STATUS);
		SGPU_ASSERT_EQ(st & 0x7f, 64u - e->nfifo);
		SGPU_ASSERT_EQ(st >> 31, 1u);
		SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_RBBM_STATUS_MIRROR), st);
	}
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_RBBM_STATUS) & 0x7f, 0u); /* full */
	sgpu_run(d, 1u << 30, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_RBBM_STATUS), 64u);

	/* a CP halted on an unknown opcode, with GUI_IDLE enabled */
	uint32_t ring[4] = {0xc0007f00u, 0, 0x80000000u, 0x80000000u};
	sgpu_mem_write(d, SGPU_SPACE_SYSMEM, 0, ring, sizeof(ring));
	sgpu_mmio_wr32(d, R5XX_GEN_INT_CNTL, R5XX_INT_GUI_IDLE);
	sgpu_mmio_wr32(d, R5XX_CP_RB_BASE, R5XX_GART_BASE);
	sgpu_mmio_wr32(d, R5XX_CP_RB_CNTL, 3u | 1u << 27);
	sgpu_mmio_wr32(d, R5XX_CP_CSQ_CNTL, 4u << 28);
	sgpu_mmio_wr32(d, R5XX_CP_RB_WPTR, 4);
	struct sgpu_run_result res;
	sgpu_run(d, 1u << 20, &res);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_SGPU_CP_ERROR), (uint32_t)R5XX_CPERR_BAD_OPCODE);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_RBBM_STATUS), 1u << 31 | 1u << 16 | 64u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_GEN_INT_STATUS) & R5XX_INT_GUI_IDLE, 0u);
	sgpu_mmio_wr32(d, R5XX_RBBM_SOFT_RESET, 1);
	sgpu_mmio_wr32(d, R5XX_RBBM_SOFT_RESET, 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_RBBM_STATUS), 64u);

	/* MM_INDEX / MM_DATA (r100_mm_rreg_slow / r100_mm_wreg_slow) */
	sgpu_mmio_wr32(d, 0x0000, R5XX_SCRATCH_REG0 + 12);
	sgpu_mmio_wr32(d, 0x0004, 0x12345678);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, R5XX_SCRATCH_REG0 + 12), 0x12345678u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x0004), 0x12345678u);
	sgpu_mmio_wr32(d, 0x0000, 0x0004); /* MM_DATA through itself: nothing */
	sgpu_mmio_wr32(d, 0x0004, 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x0004), 0u);
	/* MC_STATUS through the MC index (rv515_mc_rreg), then other storage */
	sgpu_mmio_wr32(d, 0x0070, 0x7f0000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x0074), 1u << 1); /* R520_MC_STATUS_IDLE */
	sgpu_mmio_wr32(d, 0x0070, 0xff0001);
	sgpu_mmio_wr32(d, 0x0074, 0xabcd);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x0074), 0xabcdu);
	SGPU_ASSERT_MSG(strstr(cap.buf, "unknown type-3 opcode") != NULL, "%s", cap.buf);
	sgpu_device_destroy(d);
	free(cap.buf);
}

/* r5xx_3d_reg reads plain registers inline (r5xx_3d.h): every address of
 * the 3D file, the US space, the VAP_VPORT_* alias and addresses outside
 * them reads what r5xx_3d_reg_slow reads, after a pattern is written to
 * the registers from 0x20c0 on that are not live. */
SGPU_TEST(r3d_reg_inline_matches_slow)
{
	sgpu_device *dev = make(true);
	SGPU_ASSERT(dev);
	struct sgpu_unit *r3d = sgpu_dev_unit(dev, "R3D");
	for (uint32_t a = 0x20c0; a < 0xc000; a += 4) { /* past the draw trigger and ports */
		if ((a >= 0x5000 && a < 0x9000) || r5xx_3d_live(a))
			continue;
		sgpu_mmio_wr32(dev, a, a * 2654435761u);
	}
	for (uint32_t a = 0x1000; a < 0xd000; a += 4)
		SGPU_ASSERT_MSG(r5xx_3d_reg(r3d, a) == r5xx_3d_reg_slow(r3d, a), "0x%04x", a);
	/* the VPORT registers at either address are one */
	SGPU_ASSERT_EQ(r5xx_3d_reg(r3d, 0x2098), r5xx_3d_reg(r3d, 0x1d98));
	sgpu_device_destroy(dev);
}
