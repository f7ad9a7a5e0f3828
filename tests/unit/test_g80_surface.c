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
