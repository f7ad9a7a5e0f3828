/* Block-linear addressing (src/nv/maxwell/blocklinear.h) against the
 * seed's 13x17x3 worked example (seed 000 L4228-4329, G80 GOBs: the same
 * structure), against an independent closed-form swizzle written as a
 * bit-placement table (bytes per pixel 1-16, block heights 1-32, depths,
 * mips), and the mip/array helpers. docs/hw/maxwell.md. */
#include <stdlib.h>

#include "harness.h"
#include "nv/maxwell/blocklinear.h"
#include "nv/mmu/surface.h"

/* The seed's table, cell for cell as printed: rows (z, y), x = 0..12. */
static const struct {
	unsigned z, y;
	uint32_t a[13];
} seed_table[] = {
        {0,
         0,
         {0x0000, 0x0010, 0x0020, 0x0030, 0x0100, 0x0110, 0x0120, 0x0130, 0x0800, 0x0810, 0x0820,
          0x0830, 0x0900}},
        {0,
         1,
         {0x0040, 0x0050, 0x0060, 0x0070, 0x0140, 0x0150, 0x0160, 0x0170, 0x0840, 0x0850, 0x0860,
          0x0870, 0x0940}},
        {0,
         2,
         {0x0080, 0x0090, 0x00a0, 0x00b0, 0x0180, 0x0190, 0x01a0, 0x01b0, 0x0880, 0x0890, 0x08a0,
          0x08b0, 0x0980}},
        {0,
         3,
         {0x00c0, 0x00d0, 0x00e0, 0x00f0, 0x01c0, 0x01d0, 0x01e0, 0x01f0, 0x08c0, 0x08d0, 0x08e0,
          0x08f0, 0x09c0}},
        {0,
         4,
         {0x0200, 0x0210, 0x0220, 0x0230, 0x0300, 0x0310, 0x0320, 0x0330, 0x0a00, 0x0a10, 0x0a20,
          0x0a30, 0x0b00}},
        {0,
         5,
         {0x0240, 0x0250, 0x0260, 0x0270, 0x0340, 0x0350, 0x0360, 0x0370, 0x0a40, 0x0a50, 0x0a60,
          0x0a70, 0x0b40}},
        {0,
         6,
         {0x0280, 0x0290, 0x02a0, 0x02b0, 0x0380, 0x0390, 0x03a0, 0x03b0, 0x0a80, 0x0a90, 0x0aa0,
          0x0ab0, 0x0b80}},
        {0,
         7,
         {0x02c0, 0x02d0, 0x02e0, 0x02f0, 0x03c0, 0x03d0, 0x03e0, 0x03f0, 0x0ac0, 0x0ad0, 0x0ae0,
          0x0af0, 0x0bc0}},
        {0,
         8,
         {0x1000, 0x1010, 0x1020, 0x1030, 0x1100, 0x1110, 0x1120, 0x1130, 0x1800, 0x1810, 0x1820,
          0x1830, 0x1900}},
        {0,
         9,
         {0x1040, 0x1050, 0x1060, 0x1070, 0x1140, 0x1150, 0x1160, 0x1170, 0x1840, 0x1850, 0x1860,
          0x1870, 0x1940}},
        {0,
         10,
         {0x1080, 0x1090, 0x10a0, 0x10b0, 0x1180, 0x1190, 0x11a0, 0x11b0, 0x1880, 0x1890, 0x18a0,
          0x18b0, 0x1980}},
        {0,
         11,
         {0x10c0, 0x10d0, 0x10e0, 0x10f0, 0x11c0, 0x11d0, 0x11e0, 0x11f0, 0x18c0, 0x18d0, 0x18e0,
          0x18f0, 0x19c0}},
        {0,
         12,
         {0x1200, 0x1210, 0x1220, 0x1230, 0x1300, 0x1310, 0x1320, 0x1330, 0x1a00, 0x1a10, 0x1a20,
          0x1a30, 0x1b00}},
        {0,
         13,
         {0x1240, 0x1250, 0x1260, 0x1270, 0x1340, 0x1350, 0x1360, 0x1370, 0x1a40, 0x1a50, 0x1a60,
          0x1a70, 0x1b40}},
        {0,
         14,
         {0x1280, 0x1290, 0x12a0, 0x12b0, 0x1380, 0x1390, 0x13a0, 0x13b0, 0x1a80, 0x1a90, 0x1aa0,
          0x1ab0, 0x1b80}},
        {0,
         15,
         {0x12c0, 0x12d0, 0x12e0, 0x12f0, 0x13c0, 0x13d0, 0x13e0, 0x13f0, 0x1ac0, 0x1ad0, 0x1ae0,
          0x1af0, 0x1bc0}},
        {0,
         16,
         {0x2000, 0x2010, 0x2020, 0x2030, 0x2100, 0x2110, 0x2120, 0x2130, 0x2800, 0x2810, 0x2820,
          0x2830, 0x2900}},
        {1,
         0,
         {0x0400, 0x0410, 0x0420, 0x0430, 0x0500, 0x0510, 0x0520, 0x0530, 0x0c00, 0x0c10, 0x0c20,
          0x0c30, 0x0d00}},
        {1,
         1,
         {0x0440, 0x0450, 0x0460, 0x0470, 0x0540, 0x0550, 0x0560, 0x0570, 0x0c40, 0x0c50, 0x0c60,
          0x0c70, 0x0d40}},
        {1,
         2,
         {0x0480, 0x0490, 0x04a0, 0x04b0, 0x0580, 0x0590, 0x05a0, 0x05b0, 0x0c80, 0x0c90, 0x0ca0,
          0x0cb0, 0x0d80}},
        {1,
         3,
         {0x04c0, 0x04d0, 0x04e0, 0x04f0, 0x05c0, 0x05d0, 0x05e0, 0x05f0, 0x0cc0, 0x0cd0, 0x0ce0,
          0x0cf0, 0x0dc0}},
        {1,
         4,
         {0x0600, 0x0610, 0x0620, 0x0630, 0x0700, 0x0710, 0x0720, 0x0730, 0x0e00, 0x0a10, 0x0e20,
          0x0a30, 0x0f00}},
        {1,
         5,
         {0x0640, 0x0650, 0x0660, 0x0670, 0x0740, 0x0750, 0x0760, 0x0770, 0x0e40, 0x0a50, 0x0e60,
          0x0a70, 0x0f40}},
        {1,
         6,
         {0x0680, 0x0690, 0x06a0, 0x06b0, 0x0780, 0x0790, 0x07a0, 0x07b0, 0x0e80, 0x0a90, 0x0ea0,
          0x0ab0, 0x0f80}},
        {1,
         7,
         {0x06c0, 0x06d0, 0x06e0, 0x06f0, 0x07c0, 0x07d0, 0x07e0, 0x07f0, 0x0ec0, 0x0ad0, 0x0ee0,
          0x0af0, 0x0fc0}},
        {1,
         8,
         {0x1400, 0x1410, 0x1420, 0x1430, 0x1500, 0x1510, 0x1520, 0x1530, 0x1c00, 0x1c10, 0x1c20,
          0x1c30, 0x1d00}},
        {1,
         9,
         {0x1440, 0x1450, 0x1460, 0x1470, 0x1540, 0x1550, 0x1560, 0x1570, 0x1c40, 0x1c50, 0x1c60,
          0x1c70, 0x1d40}},
        {1,
         10,
         {0x1480, 0x1490, 0x14a0, 0x14b0, 0x1580, 0x1590, 0x15a0, 0x15b0, 0x1c80, 0x1c90, 0x1ca0,
          0x1cb0, 0x1d80}},
        {1,
         11,
         {0x14c0, 0x14d0, 0x14e0, 0x14f0, 0x15c0, 0x15d0, 0x15e0, 0x15f0, 0x1cc0, 0x1cd0, 0x1ce0,
          0x1cf0, 0x1dc0}},
        {1,
         12,
         {0x1600, 0x1610, 0x1620, 0x1630, 0x1700, 0x1710, 0x1720, 0x1730, 0x1e00, 0x1e10, 0x1e20,
          0x1e30, 0x1f00}},
        {1,
         13,
         {0x1640, 0x1650, 0x1660, 0x1670, 0x1740, 0x1750, 0x1760, 0x1770, 0x1e40, 0x1e50, 0x1e60,
          0x1e70, 0x1f40}},
        {1,
         14,
         {0x1680, 0x1690, 0x16a0, 0x16b0, 0x1780, 0x1790, 0x17a0, 0x17b0, 0x1e80, 0x1e90, 0x1ea0,
          0x1eb0, 0x1f80}},
        {1,
         15,
         {0x16c0, 0x16d0, 0x16e0, 0x16f0, 0x17c0, 0x17d0, 0x17e0, 0x17f0, 0x1ec0, 0x1ed0, 0x1ee0,
          0x1ef0, 0x1fc0}},
        {1,
         16,
         {0x2400, 0x2410, 0x2420, 0x2430, 0x2500, 0x2510, 0x2520, 0x2530, 0x2c00, 0x2c10, 0x2c20,
          0x2c30, 0x2d00}},
        {2,
         0,
         {0x3000, 0x3010, 0x3020, 0x3030, 0x3100, 0x3110, 0x3120, 0x3130, 0x3800, 0x3810, 0x3820,
          0x3830, 0x3900}},
        {2,
         1,
         {0x3040, 0x3050, 0x3060, 0x3070, 0x3140, 0x3150, 0x3160, 0x3170, 0x3840, 0x3850, 0x3860,
          0x3870, 0x3940}},
        {2,
         2,
         {0x3080, 0x3090, 0x30a0, 0x30b0, 0x3180, 0x3190, 0x31a0, 0x31b0, 0x3880, 0x3890, 0x38a0,
          0x38b0, 0x3980}},
        {2,
         3,
         {0x30c0, 0x30d0, 0x30e0, 0x30f0, 0x31c0, 0x31d0, 0x31e0, 0x31f0, 0x38c0, 0x38d0, 0x38e0,
          0x38f0, 0x39c0}},
        {2,
         4,
         {0x3200, 0x3210, 0x3220, 0x3230, 0x3300, 0x3310, 0x3320, 0x3330, 0x3a00, 0x3a10, 0x3a20,
          0x3a30, 0x3b00}},
        {2,
         5,
         {0x3240, 0x3250, 0x3260, 0x3270, 0x3340, 0x3350, 0x3360, 0x3370, 0x3a40, 0x3a50, 0x3a60,
          0x3a70, 0x3b40}},
        {2,
         6,
         {0x3280, 0x3290, 0x32a0, 0x32b0, 0x3380, 0x3390, 0x33a0, 0x33b0, 0x3a80, 0x3a90, 0x3aa0,
          0x3ab0, 0x3b80}},
        {2,
         7,
         {0x32c0, 0x32d0, 0x32e0, 0x32f0, 0x33c0, 0x33d0, 0x33e0, 0x33f0, 0x3ac0, 0x3ad0, 0x3ae0,
          0x3af0, 0x3bc0}},
        {2,
         8,
         {0x4000, 0x4010, 0x4020, 0x4030, 0x4100, 0x4110, 0x4120, 0x4130, 0x4800, 0x4810, 0x4820,
          0x4830, 0x4900}},
        {2,
         9,
         {0x4040, 0x4050, 0x4060, 0x4070, 0x4140, 0x4150, 0x4160, 0x4170, 0x4840, 0x4850, 0x4860,
          0x4870, 0x4940}},
        {2,
         10,
         {0x4080, 0x4090, 0x40a0, 0x40b0, 0x4180, 0x4190, 0x41a0, 0x41b0, 0x4880, 0x4890, 0x48a0,
          0x48b0, 0x4980}},
        {2,
         11,
         {0x40c0, 0x40d0, 0x40e0, 0x40f0, 0x41c0, 0x41d0, 0x41e0, 0x41f0, 0x48c0, 0x48d0, 0x48e0,
          0x48f0, 0x49c0}},
        {2,
         12,
         {0x4200, 0x4210, 0x4220, 0x4230, 0x4300, 0x4310, 0x4320, 0x4330, 0x4a00, 0x4a10, 0x4a20,
          0x4a30, 0x4b00}},
        {2,
         13,
         {0x4240, 0x4250, 0x4260, 0x4270, 0x4340, 0x4350, 0x4360, 0x4370, 0x4a40, 0x4a50, 0x4a60,
          0x4a70, 0x4b40}},
        {2,
         14,
         {0x4280, 0x4290, 0x42a0, 0x42b0, 0x4380, 0x4390, 0x43a0, 0x43b0, 0x4a80, 0x4a90, 0x4aa0,
          0x4ab0, 0x4b80}},
        {2,
         15,
         {0x42c0, 0x42d0, 0x42e0, 0x42f0, 0x43c0, 0x43d0, 0x43e0, 0x43f0, 0x4ac0, 0x4ad0, 0x4ae0,
          0x4af0, 0x4bc0}},
        {2,
         16,
         {0x5000, 0x5010, 0x5020, 0x2030, 0x5100, 0x5110, 0x5120, 0x5130, 0x5800, 0x5810, 0x5820,
          0x5830, 0x5900}},
};

/* Cells the PDF conversion (and upstream) misprint: 0a.. for 0e.. in
 * z = 1 rows 4-7 at x = 9 and 11, and 2030 for 5030 (docs/hw/g80-surface.md). */
static const struct {
	unsigned x, y, z;
	uint32_t printed, right;
} seed_typos[] = {
        {9, 4, 1, 0x0a10, 0x0e10},  {11, 4, 1, 0x0a30, 0x0e30}, {9, 5, 1, 0x0a50, 0x0e50},
        {11, 5, 1, 0x0a70, 0x0e70}, {9, 6, 1, 0x0a90, 0x0e90},  {11, 6, 1, 0x0ab0, 0x0eb0},
        {9, 7, 1, 0x0ad0, 0x0ed0},  {11, 7, 1, 0x0af0, 0x0ef0}, {3, 16, 2, 0x2030, 0x5030},
};

SGPU_TEST(seed_example_every_cell_g80_gobs)
{
	struct nv_bl_geom g = {13 * 16, 17, 3, 1, 1, 1};
	unsigned typos = 0;
	for (size_t r = 0; r < sizeof(seed_table) / sizeof(seed_table[0]); r++) {
		for (unsigned x = 0; x < 13; x++) {
			unsigned y = seed_table[r].y, z = seed_table[r].z;
			uint32_t want = seed_table[r].a[x];
			for (size_t t = 0; t < sizeof(seed_typos) / sizeof(seed_typos[0]); t++)
				if (seed_typos[t].x == x && seed_typos[t].y == y &&
				    seed_typos[t].z == z) {
					want = seed_typos[t].right;
					typos++;
				}
			/* G80 GOB: 64 bytes x 4 rows, row-major inside */
			uint64_t got = nv_bl_gob_offset_rows(&g, x * 16, y, z, 2) + (y % 4) * 64 +
			               (x * 16) % 64;
			SGPU_ASSERT_MSG(got == want, "(%u,%u,%u): 0x%llx, seed 0x%x", x, y, z,
			                (unsigned long long)got, want);
		}
	}
	SGPU_ASSERT_EQ(typos, 9);
}

/* ---- the independent reference: where each address bit comes from ----
 * For a surface whose block counts are powers of two, the address is a
 * pure bit placement: bit i of the offset takes bit b of coordinate c. The
 * GOB part (GENERIC_16BX2, Tegra X1 TRM): x0 x1 x2 x3 y0 x4 y1 y2 x5; then
 * bw bits of the GOB column, bh of the GOB row, bd of the slice, then the
 * block column, row and slice bits. The table is built per geometry. */
enum { CX, CY, CZ };
struct src_bit {
	unsigned char c, b;
};

static size_t build_table(struct src_bit *t, unsigned bw, unsigned bh, unsigned bd, unsigned lbx,
                          unsigned lby, unsigned lbz, bool sectors)
{
	static const struct src_bit gob_sec[9] = {{CX, 0}, {CX, 1}, {CX, 2}, {CX, 3}, {CY, 0},
	                                          {CX, 4}, {CY, 1}, {CY, 2}, {CX, 5}};
	static const struct src_bit gob_row[9] = {{CX, 0}, {CX, 1}, {CX, 2}, {CX, 3}, {CX, 4},
	                                          {CX, 5}, {CY, 0}, {CY, 1}, {CY, 2}};
	size_t n = 0;
	for (unsigned i = 0; i < 9; i++)
		t[n++] = sectors ? gob_sec[i] : gob_row[i];
	for (unsigned i = 0; i < bw; i++)
		t[n++] = (struct src_bit){CX, (unsigned char)(6 + i)};
	for (unsigned i = 0; i < bh; i++)
		t[n++] = (struct src_bit){CY, (unsigned char)(3 + i)};
	for (unsigned i = 0; i < bd; i++)
		t[n++] = (struct src_bit){CZ, (unsigned char)i};
	for (unsigned i = 0; i < lbx; i++)
		t[n++] = (struct src_bit){CX, (unsigned char)(6 + bw + i)};
	for (unsigned i = 0; i < lby; i++)
		t[n++] = (struct src_bit){CY, (unsigned char)(3 + bh + i)};
	for (unsigned i = 0; i < lbz; i++)
		t[n++] = (struct src_bit){CZ, (unsigned char)(bd + i)};
	return n;
}

static uint64_t ref_offset(const struct src_bit *t, size_t n, uint32_t x, uint32_t y, uint32_t z)
{
	uint32_t v[3] = {x, y, z};
	uint64_t o = 0;
	for (size_t i = 0; i < n; i++)
		o |= (uint64_t)(v[t[i].c] >> t[i].b & 1) << i;
	return o;
}

static uint32_t rnd(uint32_t *s)
{
	*s = *s * 1664525u + 1013904223u;
	return *s >> 8;
}

SGPU_TEST(matches_bit_table_every_bpp_block_height_depth)
{
	uint32_t seed = 17;
	for (unsigned lbpp = 0; lbpp <= 4; lbpp++)
		for (unsigned bh = 0; bh <= 5; bh++)
			for (unsigned bd = 0; bd <= 3; bd++)
				for (unsigned bw = 0; bw <= 1; bw++)
					for (int sectors = 0; sectors <= 1; sectors++) {
						/* power-of-two block counts: 2x4x2 blocks */
						unsigned lbx = 1, lby = 2, lbz = 1;
						struct nv_bl_geom g = {(64u << (bw + lbx)),
						                       8u << (bh + lby),
						                       1u << (bd + lbz),
						                       bw,
						                       bh,
						                       bd};
						struct src_bit t[64];
						size_t n = build_table(t, bw, bh, bd, lbx, lby, lbz,
						                       sectors);
						SGPU_ASSERT_EQ(nv_bl_size(&g), 1ull << n);
						for (unsigned k = 0; k < 3000; k++) {
							uint32_t x =
							        rnd(&seed) % (g.width_bytes >> lbpp)
							        << lbpp;
							x += rnd(&seed) %
							     (1u << lbpp); /* a byte of it */
							uint32_t y = rnd(&seed) % g.height;
							uint32_t z = rnd(&seed) % g.depth;
							uint64_t want = ref_offset(t, n, x, y, z);
							uint64_t got = nv_bl_offset_order(
							        &g, x, y, z, sectors);
							SGPU_ASSERT_MSG(got == want,
							                "bpp %u bw %u bh %u bd %u "
							                "s %d (%u,%u,%u): "
							                "0x%llx want 0x%llx",
							                1u << lbpp, bw, bh, bd,
							                sectors, x, y, z,
							                (unsigned long long)got,
							                (unsigned long long)want);
							if (sectors)
								SGPU_ASSERT_EQ(
								        nv_bl_offset(&g, x, y, z),
								        want);
						}
					}
}

/* Odd extents: the block grid is rounded up; the GOB-aligned part must
 * agree with the G80+ surface code of src/nv/mmu (written apart, with
 * GF100 GOBs), the in-GOB part with the sector formula. */
SGPU_TEST(odd_extents_match_mmu_surface_code)
{
	uint32_t seed = 5;
	for (unsigned k = 0; k < 400; k++) {
		unsigned lbpp = rnd(&seed) % 5;
		struct g80_surface s = {
		        .blocklinear = true,
		        .elem_size = 1u << lbpp,
		        .width = 1 + rnd(&seed) % 300,
		        .height = 1 + rnd(&seed) % 300,
		        .depth = 1 + rnd(&seed) % 9,
		        .gf100_gob = true,
		        .block_width = (uint8_t)(rnd(&seed) % 2),
		        .block_height = (uint8_t)(rnd(&seed) % 6),
		        .block_depth = (uint8_t)(rnd(&seed) % 4),
		};
		struct g80_surface_layout l;
		SGPU_ASSERT(g80_surface_layout(&s, &l));
		struct nv_bl_geom g = {s.width << lbpp, s.height,       s.depth,
		                       s.block_width,   s.block_height, s.block_depth};
		SGPU_ASSERT_EQ(nv_bl_size(&g), l.size);
		for (unsigned i = 0; i < 200; i++) {
			uint32_t x = rnd(&seed) % (s.width << lbpp), y = rnd(&seed) % s.height,
			         z = rnd(&seed) % s.depth;
			uint64_t lin = g80_surface_byte_offset(&l, x, y, z);
			SGPU_ASSERT_EQ(nv_bl_offset_order(&g, x, y, z, false), lin);
			SGPU_ASSERT_EQ(nv_bl_offset(&g, x, y, z),
			               (lin & ~511ull) + nv_bl_gob_swizzle((unsigned)(lin & 511)));
		}
	}
}

SGPU_TEST(gob_swizzle_is_a_bijection)
{
	unsigned char seen[512] = {0};
	for (unsigned o = 0; o < 512; o++) {
		unsigned s = nv_bl_gob_swizzle(o);
		SGPU_ASSERT(s < 512);
		SGPU_ASSERT_EQ(seen[s], 0);
		seen[s] = 1;
		SGPU_ASSERT_EQ(nv_bl_gob_unswizzle(s), o);
	}
	/* Tegra X1 TRM: row 1 starts at sector 1, bytes 32-47 of row 0 at 256 */
	SGPU_ASSERT_EQ(nv_bl_gob_sector_offset(0, 1), 16u);
	SGPU_ASSERT_EQ(nv_bl_gob_sector_offset(16, 0), 32u);
	SGPU_ASSERT_EQ(nv_bl_gob_sector_offset(32, 0), 256u);
	SGPU_ASSERT_EQ(nv_bl_gob_sector_offset(0, 2), 64u);
	SGPU_ASSERT_EQ(nv_bl_gob_sector_offset(63, 7), 511u);
	SGPU_ASSERT(nv_kind_sectored(NV_KIND_GENERIC_16BX2));
	SGPU_ASSERT(!nv_kind_sectored(NV_KIND_PITCH));
}

SGPU_TEST(autosize_is_the_gob_height_shrink)
{
	/* seed L4195-4203: shrink while half the block covers the extent */
	struct nv_bl_geom g = {64, 8, 1, 5, 5, 5};
	nv_bl_autosize(&g);
	SGPU_ASSERT_EQ(g.log2_bw, 0u);
	SGPU_ASSERT_EQ(g.log2_bh, 0u);
	SGPU_ASSERT_EQ(g.log2_bd, 0u);
	g = (struct nv_bl_geom){65, 9, 3, 5, 5, 5};
	nv_bl_autosize(&g);
	SGPU_ASSERT_EQ(g.log2_bw, 1u);
	SGPU_ASSERT_EQ(g.log2_bh, 1u);
	SGPU_ASSERT_EQ(g.log2_bd, 2u);
	g = (struct nv_bl_geom){4096, 100, 1, 0, 4, 0}; /* 13 GOBs high: 16 */
	nv_bl_autosize(&g);
	SGPU_ASSERT_EQ(g.log2_bh, 4u);
	g = (struct nv_bl_geom){4096, 100, 1, 0, 5, 0}; /* 32 GOBs: shrinks to 16 */
	nv_bl_autosize(&g);
	SGPU_ASSERT_EQ(g.log2_bh, 4u);
	/* against Mesa nil's clamp: min(b, ceil(log2(GOBs))) */
	for (uint32_t h = 1; h < 2000; h += 7) {
		struct nv_bl_geom a = {64, h, 1, 0, 5, 0};
		nv_bl_autosize(&a);
		unsigned gobs = (h + 7) / 8, c = 0;
		while ((1u << c) < gobs)
			c++;
		SGPU_ASSERT_EQ(a.log2_bh, c < 5 ? c : 5);
	}
}

SGPU_TEST(mip_levels_and_layers)
{
	/* 256x256 RGBA8, block height 16 GOBs: level 0 is 1024 B x 256 rows */
	struct nv_bl_geom b = {1024, 256, 1, 0, 4, 0};
	struct nv_bl_geom l = nv_bl_level(&b, 4, 0);
	SGPU_ASSERT_EQ(l.log2_bh, 4u);
	SGPU_ASSERT_EQ(nv_bl_size(&l), 1024ull * 256);
	l = nv_bl_level(&b, 4, 3); /* 32x32: 128 B x 32 rows, 4 GOBs high */
	SGPU_ASSERT_EQ(l.width_bytes, 128u);
	SGPU_ASSERT_EQ(l.height, 32u);
	SGPU_ASSERT_EQ(l.log2_bh, 2u);
	SGPU_ASSERT_EQ(nv_bl_size(&l), 128ull * 32);
	l = nv_bl_level(&b, 4, 8); /* 1x1: one GOB */
	SGPU_ASSERT_EQ(l.width_bytes, 4u);
	SGPU_ASSERT_EQ(l.log2_bh, 0u);
	SGPU_ASSERT_EQ(nv_bl_size(&l), 512u);
	l = nv_bl_level(&b, 4, 40);
	SGPU_ASSERT_EQ(l.width_bytes, 4u);
	SGPU_ASSERT_EQ(l.height, 1u);
	/* levels follow each other: 256K, 64K, 16K, 4K, 1K (2 GOBs wide,
	 * 2 high? 16x16 = 64 B x 16 rows: 2 GOBs), 8x8 32 B x 8 rows: 1 GOB */
	SGPU_ASSERT_EQ(nv_bl_level_offset(&b, 4, 0), 0u);
	SGPU_ASSERT_EQ(nv_bl_level_offset(&b, 4, 1), 262144u);
	SGPU_ASSERT_EQ(nv_bl_level_offset(&b, 4, 2), 262144u + 65536);
	uint64_t sum = 0;
	for (unsigned i = 0; i < 9; i++) {
		SGPU_ASSERT_EQ(nv_bl_level_offset(&b, 4, i), sum);
		struct nv_bl_geom li = nv_bl_level(&b, 4, i);
		SGPU_ASSERT_EQ(sum % nv_bl_block_bytes(&li), 0u); /* each starts block-aligned */
		sum += nv_bl_size(&li);
	}
	/* the layer stride rounds to level 0's block (16 GOBs = 8 KiB) */
	uint64_t st = nv_bl_layer_stride(&b, 4, 9);
	SGPU_ASSERT_EQ(st, (sum + 8191) / 8192 * 8192);
	SGPU_ASSERT_EQ(nv_bl_layer_stride(&b, 4, 1), 262144u);
	/* the same as the G80+ surface code's subtexture with GF100 GOBs */
	struct g80_surface s = {.blocklinear = true,
	                        .elem_size = 4,
	                        .width = 256,
	                        .height = 256,
	                        .depth = 1,
	                        .gf100_gob = true,
	                        .block_height = 4,
	                        .auto_size = true};
	SGPU_ASSERT_EQ(g80_surface_subtexture_bytes(&s, 8), st);
	/* a 3D texture: depth shrinks with the block depth */
	struct nv_bl_geom d = {256, 64, 32, 0, 3, 5};
	struct nv_bl_geom d2 = nv_bl_level(&d, 4, 2);
	SGPU_ASSERT_EQ(d2.depth, 8u);
	SGPU_ASSERT_EQ(d2.log2_bd, 3u);
	SGPU_ASSERT_EQ(d2.log2_bh, 1u);
}

SGPU_TEST(random_mips_match_mmu_surface_code)
{
	uint32_t seed = 99;
	for (unsigned k = 0; k < 300; k++) {
		unsigned lbpp = rnd(&seed) % 5;
		struct g80_surface s = {.blocklinear = true,
		                        .elem_size = 1u << lbpp,
		                        .width = 1 + rnd(&seed) % 600,
		                        .height = 1 + rnd(&seed) % 600,
		                        .depth = 1 + rnd(&seed) % 40,
		                        .gf100_gob = true,
		                        .block_width = 0,
		                        .block_height = (uint8_t)(rnd(&seed) % 6),
		                        .block_depth = (uint8_t)(rnd(&seed) % 6),
		                        .auto_size = true};
		struct nv_bl_geom b = {s.width << lbpp, s.height,     s.depth, 0,
		                       s.block_height,  s.block_depth};
		unsigned levels = 1 + rnd(&seed) % 12;
		SGPU_ASSERT_EQ(nv_bl_layer_stride(&b, 1u << lbpp, levels),
		               g80_surface_subtexture_bytes(&s, levels - 1));
		for (unsigned lv = 0; lv < levels; lv++) {
			struct g80_surface ls;
			struct g80_surface_layout ll;
			SGPU_ASSERT(g80_surface_mip(&s, lv, &ls, &ll));
			SGPU_ASSERT_EQ(nv_bl_level_offset(&b, 1u << lbpp, lv), ls.address);
			struct nv_bl_geom g = nv_bl_level(&b, 1u << lbpp, lv);
			SGPU_ASSERT_EQ(g.log2_bh, ll.bh);
			SGPU_ASSERT_EQ(g.log2_bd, ll.bd);
			SGPU_ASSERT_EQ(nv_bl_size(&g), ll.size);
		}
	}
}
