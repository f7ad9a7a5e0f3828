/* Surface addressing (src/nv/mmu/surface.h) against the worked example of
 * seed 000 L4228-4329: a 13x17x3 surface of 16-byte elements, block
 * 1x1x1 (log2), G80 gobs. */
#include "harness.h"
#include "nv/mmu/surface.h"

#include "seed_bl_table.h"

static struct g80_surface example(void)
{
	return (struct g80_surface){
	        .address = 0,
	        .blocklinear = true,
	        .elem_size = 16,
	        .width = 13,
	        .height = 17,
	        .depth = 3,
	        .block_width = 1,
	        .block_height = 1,
	        .block_depth = 1,
	};
}

SGPU_TEST(worked_example_geometry)
{
	struct g80_surface s = example();
	struct g80_surface_layout l;
	SGPU_ASSERT(g80_surface_layout(&s, &l));
	SGPU_ASSERT_EQ(l.block_bytes, 0x800);
	SGPU_ASSERT_EQ(l.block_bytes_x, 128); /* 8 elements */
	SGPU_ASSERT_EQ(l.block_rows, 8);
	SGPU_ASSERT_EQ(l.block_slices, 2);
	SGPU_ASSERT_EQ(l.blocks_x, 2);
	SGPU_ASSERT_EQ(l.blocks_y, 3);
	SGPU_ASSERT_EQ(l.blocks_z, 2);
	SGPU_ASSERT_EQ(l.size, 0x6000);
	SGPU_ASSERT_EQ(l.gob_bytes, 0x100);
}

SGPU_TEST(worked_example_every_cell)
{
	struct g80_surface s = example();
	struct g80_surface_layout l;
	SGPU_ASSERT(g80_surface_layout(&s, &l));
	SGPU_ASSERT_EQ(sizeof(seed_table) / sizeof(seed_table[0]), 51);
	unsigned typos = 0;
	for (size_t r = 0; r < sizeof(seed_table) / sizeof(seed_table[0]); r++) {
		for (unsigned x = 0; x < 13; x++) {
			unsigned y = seed_table[r].y, z = seed_table[r].z;
			uint32_t want = seed_table[r].a[x];
			for (size_t t = 0; t < sizeof(seed_typos) / sizeof(seed_typos[0]); t++) {
				if (seed_typos[t].x == x && seed_typos[t].y == y &&
				    seed_typos[t].z == z) {
					SGPU_ASSERT_EQ(want, seed_typos[t].printed);
					want = seed_typos[t].right;
					typos++;
				}
			}
			SGPU_ASSERT_MSG(g80_surface_elem_addr(&s, &l, x, y, z) == want,
			                "(%u,%u,%u): 0x%llx, seed 0x%x", x, y, z,
			                (unsigned long long)g80_surface_elem_addr(&s, &l, x, y, z),
			                want);
		}
	}
	SGPU_ASSERT_EQ(typos, 9);
}

SGPU_TEST(worked_example_named_cells)
{
	struct g80_surface s = example();
	s.address = 0x100000;
	struct g80_surface_layout l;
	SGPU_ASSERT(g80_surface_layout(&s, &l));
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 0, 0, 0), 0x100000);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 4, 0, 0), 0x100100);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 8, 0, 0), 0x100800);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 0, 0, 1), 0x100400);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 0, 0, 2), 0x103000);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 12, 16, 2), 0x105900);
	/* Bytes inside an element follow x. */
	SGPU_ASSERT_EQ(g80_surface_byte_offset(&l, 4 * 16 + 5, 1, 0), 0x145);
}

SGPU_TEST(gf100_gobs)
{
	struct g80_surface s = example();
	s.gf100_gob = true;
	struct g80_surface_layout l;
	SGPU_ASSERT(g80_surface_layout(&s, &l));
	SGPU_ASSERT_EQ(l.gob_bytes, 0x200);
	SGPU_ASSERT_EQ(l.block_rows, 16);
	SGPU_ASSERT_EQ(l.block_bytes, 0x1000); /* 2x2x2 gobs of 512 bytes */
	SGPU_ASSERT_EQ(l.blocks_y, 2);         /* 17 rows / 16 */
	SGPU_ASSERT_EQ(l.size, 2 * 2 * 2 * 0x1000);
	/* Row 4 is still in the first gob (8 rows), 64 bytes a row. */
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 0, 4, 0), 0x100);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 0, 8, 0), 0x400);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 4, 0, 0), 0x200);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 0, 0, 1), 0x800);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 0, 16, 0), 2 * 0x1000);
}

SGPU_TEST(auto_sizing)
{
	/* A 16x4 surface of 4-byte elements (64 bytes wide, 4 rows, 1 deep)
	 * with a 32x32x32-gob block shrinks to a single gob. */
	struct g80_surface s = {
	        .blocklinear = true,
	        .elem_size = 4,
	        .width = 16,
	        .height = 4,
	        .depth = 1,
	        .block_width = 5,
	        .block_height = 5,
	        .block_depth = 5,
	        .auto_size = true,
	};
	struct g80_surface_layout l;
	SGPU_ASSERT(g80_surface_layout(&s, &l));
	SGPU_ASSERT_EQ(l.bw, 0);
	SGPU_ASSERT_EQ(l.bh, 0);
	SGPU_ASSERT_EQ(l.bd, 0);
	SGPU_ASSERT_EQ(l.size, 0x100);
	/* 65 bytes wide and 5 rows need two gobs each way: stops at 1. */
	s.width = 17;
	s.elem_size = 4;
	s.height = 5;
	s.depth = 3;
	SGPU_ASSERT(g80_surface_layout(&s, &l));
	SGPU_ASSERT_EQ(l.bw, 1);
	SGPU_ASSERT_EQ(l.bh, 1);
	SGPU_ASSERT_EQ(l.bd, 2); /* 3 slices need 4 */
	/* Without auto-sizing the block stays as given. */
	s.auto_size = false;
	SGPU_ASSERT(g80_surface_layout(&s, &l));
	SGPU_ASSERT_EQ(l.bw, 5);
	SGPU_ASSERT_EQ(l.size, (uint64_t)0x100 << 15);
}

SGPU_TEST(pitch)
{
	struct g80_surface s = {.address = 0x4000,
	                        .pitch = 0x140,
	                        .elem_size = 4,
	                        .width = 80,
	                        .height = 10,
	                        .depth = 2};
	struct g80_surface_layout l;
	SGPU_ASSERT(g80_surface_layout(&s, &l));
	SGPU_ASSERT(!l.blocklinear);
	SGPU_ASSERT_EQ(l.size, 0x140 * 10 * 2);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 0, 0, 0), 0x4000);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 3, 2, 0), 0x4000 + 2 * 0x140 + 12);
	SGPU_ASSERT_EQ(g80_surface_elem_addr(&s, &l, 0, 0, 1), 0x4000 + 10 * 0x140);
	s.pitch = 0x100; /* narrower than 80 * 4 */
	SGPU_ASSERT(!g80_surface_layout(&s, &l));
}

SGPU_TEST(rejects_bad_descriptions)
{
	struct g80_surface s = example();
	struct g80_surface_layout l;
	s.elem_size = 3;
	SGPU_ASSERT(!g80_surface_layout(&s, &l));
	s.elem_size = 0;
	SGPU_ASSERT(!g80_surface_layout(&s, &l));
	s = example();
	s.block_height = 6;
	SGPU_ASSERT(!g80_surface_layout(&s, &l));
	s = example();
	s.width = s.height = s.depth = 0; /* treated as 1 */
	SGPU_ASSERT(g80_surface_layout(&s, &l));
	SGPU_ASSERT_EQ(l.size, 0x800);
}

SGPU_TEST(mip_chain)
{
	/* 64x64 of 4-byte elements, block height 16 gobs, G80 gobs. Each
	 * level auto-sizes: 16384, 4096, 1024, 512 (8 rows need 2 gobs),
	 * then 256 for 4x4, 2x2 and 1x1. */
	struct g80_surface s = {.address = 0x100000,
	                        .blocklinear = true,
	                        .elem_size = 4,
	                        .width = 64,
	                        .height = 64,
	                        .depth = 1,
	                        .block_height = 4};
	static const uint64_t start[7] = {0, 16384, 20480, 21504, 22016, 22272, 22528};
	static const uint32_t bh[7] = {4, 3, 2, 1, 0, 0, 0};
	struct g80_surface m;
	struct g80_surface_layout l;
	for (unsigned i = 0; i < 7; i++) {
		SGPU_ASSERT(g80_surface_mip(&s, i, &m, &l));
		SGPU_ASSERT_EQ(m.address, 0x100000 + start[i]);
		SGPU_ASSERT_EQ(m.width, 64u >> i);
		SGPU_ASSERT_EQ(l.bh, bh[i]);
	}
	/* 22528 + 256 = 22784, aligned to level 0's 4096-byte block. */
	SGPU_ASSERT_EQ(g80_surface_subtexture_bytes(&s, 6), 24576);
	SGPU_ASSERT_EQ(g80_surface_subtexture_bytes(&s, 0), 16384);
	/* Levels past 1x1x1 stay 1x1x1 and follow each other. */
	SGPU_ASSERT(g80_surface_mip(&s, 40, &m, &l));
	SGPU_ASSERT_EQ(m.width, 1);
	SGPU_ASSERT_EQ(m.address, 0x100000 + 22528 + 34 * 256);
	SGPU_ASSERT(g80_surface_mip(&s, 0xffffffffu, &m, &l)); /* bounded work */
	SGPU_ASSERT_EQ(g80_surface_subtexture_bytes(&s, 40), 0x100000 - 0x100000 + 32768);
	/* Pitch surfaces have one level. */
	struct g80_surface p = {.pitch = 256, .elem_size = 4, .width = 64, .height = 64};
	SGPU_ASSERT(g80_surface_mip(&p, 0, &m, &l));
	SGPU_ASSERT(!g80_surface_mip(&p, 1, &m, &l));
	SGPU_ASSERT_EQ(g80_surface_subtexture_bytes(&p, 3), 16384);
}

/* The gob orders: rows (the seed's, the default) and GF100+'s 16-byte
 * sectors (GENERIC_16BX2, Tegra X1 TRM; docs/hw/maxwell.md). */
SGPU_TEST(gob_orders)
{
	struct g80_surface s = example();
	struct g80_surface_layout l;
	s.gob_order = GF100_GOB_ORDER_16BX2; /* 64x4 gobs have no sector order */
	SGPU_ASSERT(!g80_surface_layout(&s, &l));
	s.gob_order = 2;
	SGPU_ASSERT(!g80_surface_layout(&s, &l));
	s.gf100_gob = true;
	SGPU_ASSERT(!g80_surface_layout(&s, &l));
	s.gob_order = GF100_GOB_ORDER_16BX2;
	SGPU_ASSERT(g80_surface_layout(&s, &l));
	SGPU_ASSERT_EQ(l.gob_order, GF100_GOB_ORDER_16BX2);
	SGPU_ASSERT_EQ(l.gob_rows_log2, 3);
	/* row 1 is sector 1, bytes 16-31 of row 0 sector 2, bytes 32-63 the
	 * upper 256 */
	SGPU_ASSERT_EQ(g80_surface_byte_offset(&l, 0, 1, 0), 16);
	SGPU_ASSERT_EQ(g80_surface_byte_offset(&l, 16, 0, 0), 32);
	SGPU_ASSERT_EQ(g80_surface_byte_offset(&l, 32, 0, 0), 256);
	SGPU_ASSERT_EQ(g80_surface_byte_offset(&l, 63, 7, 0), 511);
	SGPU_ASSERT_EQ(g80_surface_byte_offset(&l, 64 + 5, 2, 1), 0x800 + 0x200 + 64 + 5);
	/* the gob's place is the same in both orders */
	struct g80_surface r = s;
	struct g80_surface_layout lr;
	r.gob_order = G80_GOB_ORDER_ROWS;
	SGPU_ASSERT(g80_surface_layout(&r, &lr));
	for (uint32_t y = 0; y < 17; y++)
		for (uint32_t xb = 0; xb < 13 * 16; xb += 5) {
			uint64_t g = g80_surface_gob_offset(&l, xb, y, 2);
			SGPU_ASSERT_EQ(g % 512, 0);
			SGPU_ASSERT_EQ(g, g80_surface_gob_offset(&lr, xb, y, 2));
			SGPU_ASSERT_EQ(g80_surface_byte_offset(&lr, xb, y, 2),
			               g + (y % 8) * 64 + xb % 64);
			SGPU_ASSERT_EQ(g80_surface_byte_offset(&l, xb, y, 2),
			               g + gf100_gob_16bx2_offset(xb, y));
		}
	/* mip levels keep the order */
	struct g80_surface m;
	SGPU_ASSERT(g80_surface_mip(&s, 2, &m, &l));
	SGPU_ASSERT_EQ(l.gob_order, GF100_GOB_ORDER_16BX2);
	/* a pitch layout has no gobs: its gob offset is its byte offset */
	struct g80_surface p = {.pitch = 256, .elem_size = 4, .width = 64, .height = 8};
	SGPU_ASSERT(g80_surface_layout(&p, &l));
	SGPU_ASSERT_EQ(g80_surface_gob_offset(&l, 12, 3, 1), 256 * (3 + 8) + 12);
}

/* Odd extents and every block size against the address written with
 * divisions straight from the seed's prose (L4214-4223): blocks x, y, z,
 * gobs in a block x, y, z, bytes in a gob by row. */
static uint64_t div_ref(uint64_t w, uint32_t h, unsigned rows, unsigned bw, unsigned bh,
                        unsigned bd, uint64_t xb, uint32_t y, uint32_t z)
{
	uint64_t bx = 64u << bw, by = (uint64_t)rows << bh, bz = 1u << bd;
	uint64_t nbx = (w + bx - 1) / bx, nby = (h + by - 1) / by;
	uint64_t block = xb / bx + y / by * nbx + z / bz * nbx * nby;
	uint64_t gob =
	        xb % bx / 64 + (y % by / rows) * (bx / 64) + (z % bz) * (bx / 64) * (by / rows);
	return block * (64 * rows * bx / 64 * (by / rows) * bz) + gob * 64 * rows + xb % 64 +
	       (y % rows) * 64;
}

SGPU_TEST(odd_extents_against_division_formula)
{
	uint32_t seed = 3;
	for (unsigned k = 0; k < 600; k++) {
		seed = seed * 1664525u + 1013904223u;
		struct g80_surface s = {.blocklinear = true,
		                        .elem_size = 1u << (seed >> 8) % 5,
		                        .width = 1 + (seed >> 11) % 200,
		                        .height = 1 + (seed >> 19) % 150,
		                        .depth = 1 + (seed >> 27) % 5,
		                        .gf100_gob = k & 1,
		                        .block_width = (uint8_t)(k / 2 % 3),
		                        .block_height = (uint8_t)(k / 6 % 6),
		                        .block_depth = (uint8_t)(k / 36 % 4)};
		struct g80_surface_layout l;
		SGPU_ASSERT(g80_surface_layout(&s, &l));
		uint64_t w = (uint64_t)s.width * s.elem_size;
		for (unsigned i = 0; i < 100; i++) {
			seed = seed * 1664525u + 1013904223u;
			uint64_t xb = (seed >> 4) % (w + 70);
			uint32_t y = (seed >> 14) % (s.height + 20),
			         z = (seed >> 26) % (s.depth + 2);
			uint64_t want = div_ref(w, s.height, l.gob_rows, s.block_width,
			                        s.block_height, s.block_depth, xb, y, z);
			SGPU_ASSERT_MSG(g80_surface_byte_offset(&l, xb, y, z) == want,
			                "k %u (%llu,%u,%u)", k, (unsigned long long)xb, y, z);
		}
	}
}
