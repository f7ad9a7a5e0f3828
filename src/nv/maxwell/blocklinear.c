/* GF100+ block-linear surfaces (blocklinear.h; docs/hw/maxwell.md).
 * Seed 000 §2.7.7: GOBs of 64 bytes x 8 rows on GF100+, blocks of 2^n
 * GOBs, blocks and the GOBs inside a block ordered x, y, z; the sector
 * order inside a GOB from the Tegra X1 TRM (GENERIC_16BX2). */
#include "nv/maxwell/blocklinear.h"

static unsigned clamp5(unsigned v)
{
	return v > NV_BL_LOG2_MAX ? NV_BL_LOG2_MAX : v;
}

static uint32_t at_least_1(uint32_t v)
{
	return v ? v : 1;
}

unsigned nv_bl_gob_unswizzle(unsigned s)
{
	/* s = x5*256 + y21*64 + x4*32 + y0*16 + x3..0 */
	unsigned x = (s >> 8 & 1) << 5 | (s >> 5 & 1) << 4 | (s & 15);
	unsigned y = (s >> 6 & 3) << 1 | (s >> 4 & 1);
	return (y << 6 | x) & 511;
}

uint32_t nv_bl_blocks_x(const struct nv_bl_geom *g)
{
	uint64_t bb = (uint64_t)NV_GOB_BYTES_X << clamp5(g->log2_bw);
	return (uint32_t)((at_least_1(g->width_bytes) + bb - 1) / bb);
}

static uint32_t blocks_y(const struct nv_bl_geom *g, unsigned log2_rows)
{
	uint64_t bb = (uint64_t)1 << (log2_rows + clamp5(g->log2_bh));
	return (uint32_t)((at_least_1(g->height) + bb - 1) / bb);
}

uint32_t nv_bl_blocks_y(const struct nv_bl_geom *g)
{
	return blocks_y(g, 3);
}

uint32_t nv_bl_blocks_z(const struct nv_bl_geom *g)
{
	uint64_t bb = 1ull << clamp5(g->log2_bd);
	return (uint32_t)((at_least_1(g->depth) + bb - 1) / bb);
}

uint64_t nv_bl_block_bytes(const struct nv_bl_geom *g)
{
	return (uint64_t)NV_GOB_BYTES
	       << (clamp5(g->log2_bw) + clamp5(g->log2_bh) + clamp5(g->log2_bd));
}

uint64_t nv_bl_gob_offset_rows(const struct nv_bl_geom *g, uint32_t x, uint32_t y, uint32_t z,
                               unsigned log2_rows)
{
	unsigned bw = clamp5(g->log2_bw), bh = clamp5(g->log2_bh), bd = clamp5(g->log2_bd);
	log2_rows &= 7;
	uint64_t gx = x / NV_GOB_BYTES_X, gy = y >> log2_rows, gz = z;
	/* block coordinates, and the GOB inside the block: x, then y, then z */
	uint64_t bx = gx >> bw, by = gy >> bh, bz = gz >> bd;
	uint64_t in = (gx & ((1u << bw) - 1)) | (gy & ((1u << bh) - 1)) << bw |
	              (gz & ((1u << bd) - 1)) << (bw + bh);
	uint64_t block = bx + nv_bl_blocks_x(g) * (by + (uint64_t)blocks_y(g, log2_rows) * bz);
	return (block << (bw + bh + bd) | in) << (6 + log2_rows);
}

uint64_t nv_bl_gob_offset(const struct nv_bl_geom *g, uint32_t x, uint32_t y, uint32_t z)
{
	return nv_bl_gob_offset_rows(g, x, y, z, 3);
}

uint64_t nv_bl_offset_order(const struct nv_bl_geom *g, uint32_t x, uint32_t y, uint32_t z,
                            bool sectors)
{
	return nv_bl_gob_offset(g, x, y, z) +
	       (sectors ? nv_bl_gob_sector_offset(x, y) : nv_bl_gob_row_offset(x, y));
}

uint64_t nv_bl_offset(const struct nv_bl_geom *g, uint32_t x, uint32_t y, uint32_t z)
{
	return nv_bl_offset_order(g, x, y, z, true);
}

uint64_t nv_bl_size(const struct nv_bl_geom *g)
{
	return (uint64_t)nv_bl_blocks_x(g) * nv_bl_blocks_y(g) * nv_bl_blocks_z(g) *
	       nv_bl_block_bytes(g);
}

/* seed L4195-4203: while (unit << (b - 1)) >= extent, b-- */
static unsigned shrink(unsigned b, uint64_t unit, uint64_t extent)
{
	b = clamp5(b);
	while (b > 0 && (unit << (b - 1)) >= extent)
		b--;
	return b;
}

void nv_bl_autosize(struct nv_bl_geom *g)
{
	g->log2_bw = shrink(g->log2_bw, NV_GOB_BYTES_X, at_least_1(g->width_bytes));
	g->log2_bh = shrink(g->log2_bh, NV_GOB_ROWS, at_least_1(g->height));
	g->log2_bd = shrink(g->log2_bd, 1, at_least_1(g->depth));
}

static uint32_t minify(uint32_t v, unsigned level)
{
	v = at_least_1(v);
	v = level >= 32 ? 1 : v >> level;
	return at_least_1(v);
}

struct nv_bl_geom nv_bl_level(const struct nv_bl_geom *base, unsigned bpe, unsigned level)
{
	bpe = bpe ? bpe : 1;
	struct nv_bl_geom l = *base;
	l.width_bytes = minify(at_least_1(base->width_bytes) / bpe, level) * bpe;
	l.height = minify(base->height, level);
	l.depth = minify(base->depth, level);
	nv_bl_autosize(&l);
	return l;
}

uint64_t nv_bl_level_offset(const struct nv_bl_geom *base, unsigned bpe, unsigned level)
{
	uint64_t off = 0;
	/* from level 32 on every level is one element: the same size */
	unsigned walk = level < 33 ? level : 33;
	for (unsigned i = 0; i < walk; i++) {
		struct nv_bl_geom l = nv_bl_level(base, bpe, i);
		off += nv_bl_size(&l);
	}
	if (level > walk) {
		struct nv_bl_geom l = nv_bl_level(base, bpe, walk);
		off += (uint64_t)(level - walk) * nv_bl_size(&l);
	}
	return off;
}

uint64_t nv_bl_layer_stride(const struct nv_bl_geom *base, unsigned bpe, unsigned levels)
{
	uint64_t total = nv_bl_level_offset(base, bpe, levels ? levels : 1);
	struct nv_bl_geom l0 = nv_bl_level(base, bpe, 0);
	uint64_t a = nv_bl_block_bytes(&l0);
	return (total + a - 1) / a * a;
}
