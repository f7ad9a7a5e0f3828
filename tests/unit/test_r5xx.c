/* r520 unit tests: the fast path against the reference path (seeded
 * differential), the surface address function, the register file, the
 * PM4 disassembler on short input, and the fact that the core needs
 * nothing AMD-specific. */
#include <stdlib.h>

#include "amd/r5xx/r5xx_e2.h"
#include "core/device.h"
#include "harness.h"

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
	static const unsigned types[] = {2, 4, 6, 15, 3};
	unsigned t = types[rnd() % 5], bpp = r5xx_dst_type_bpp(t);
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
	r5xx_surf_from_po(&s, 2u << 22 | 1u << 31, 1); /* 8 bpp micro 8x4 */
	SGPU_ASSERT_EQ(r5xx_surf_addr(&s, 9, 3), 32u + 3 * 8 + 1);
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
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(a, 0x0740), 255u); /* off, 255 free PIO entries */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(a, 0x16cc), 0xffffffffu);
	sgpu_device_destroy(a);
}
