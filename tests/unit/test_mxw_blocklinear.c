/* Block-linear addressing (src/nv/maxwell/blocklinear.h, a layer over
 * src/nv/mmu/surface.h) against the seed's 13x17x3 worked example (seed
 * 000 L4228-4329, G80 GOBs: the same structure), against an independent
 * closed-form swizzle written as a bit-placement table (bytes per pixel
 * 1-16, block heights 1-32, depths, mips), and the mip/array helpers.
 * docs/hw/maxwell.md. */
#include <stdlib.h>

#include "harness.h"
#include "nv/maxwell/blocklinear.h"
#include "nv/mmu/surface.h"

#include "seed_bl_table.h"

SGPU_TEST(seed_example_every_cell_g80_gobs)
{
	struct nv_bl_geom g = {13 * 16, 17, 3, 1, 1, 1};
	struct g80_surface_layout l;
	nv_bl_layout(&g, true, &l); /* G80 GOBs: 64 bytes x 4 rows, row-major */
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
			uint64_t got = g80_surface_byte_offset(&l, x * 16, y, z);
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

/* Odd extents: the block grid is rounded up. nv_bl_* is a layer over the
 * G80+ surface code of src/nv/mmu: this checks the mapping (widths in
 * bytes against elements, GF100 GOBs, the sector order against rows);
 * the arithmetic itself is checked against independent references here
 * (bit placement) and in test_g80_surface (the seed's table, a division
 * formula). */
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
