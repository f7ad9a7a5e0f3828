/* GF100+ block-linear surfaces (blocklinear.h; docs/hw/maxwell.md): the
 * Maxwell description mapped onto the G80+ surface code (nv/mmu/surface.c,
 * seed 000 §2.7.7), which does all of the arithmetic. */
#include "nv/maxwell/blocklinear.h"

static uint8_t clamp5(unsigned v)
{
	return (uint8_t)(v > NV_BL_LOG2_MAX ? NV_BL_LOG2_MAX : v);
}

unsigned nv_bl_gob_unswizzle(unsigned s)
{
	/* s = x5*256 + y21*64 + x4*32 + y0*16 + x3..0 */
	unsigned x = (s >> 8 & 1) << 5 | (s >> 5 & 1) << 4 | (s & 15);
	unsigned y = (s >> 6 & 3) << 1 | (s >> 4 & 1);
	return (y << 6 | x) & 511;
}

/* The surface in G80+ terms: 1-byte elements, width_bytes of them; with
 * bpe, elements of bpe bytes (mips halve elements, not bytes). */
static struct g80_surface g80_of(const struct nv_bl_geom *g, unsigned bpe, bool tesla_gobs)
{
	return (struct g80_surface){
	        .blocklinear = true,
	        .elem_size = bpe,
	        .width = g->width_bytes / bpe,
	        .height = g->height,
	        .depth = g->depth,
	        .gf100_gob = !tesla_gobs,
	        .block_width = clamp5(g->log2_bw),
	        .block_height = clamp5(g->log2_bh),
	        .block_depth = clamp5(g->log2_bd),
	        .gob_order = tesla_gobs ? G80_GOB_ORDER_ROWS : GF100_GOB_ORDER_16BX2,
	};
}

/* Always valid: 1-byte elements, blocks clamped to 5. */
void nv_bl_layout(const struct nv_bl_geom *g, bool tesla_gobs, struct g80_surface_layout *l)
{
	struct g80_surface s = g80_of(g, 1, tesla_gobs);
	g80_surface_layout(&s, l);
}

uint64_t nv_bl_block_bytes(const struct nv_bl_geom *g)
{
	struct g80_surface_layout l;
	nv_bl_layout(g, false, &l);
	return l.block_bytes;
}

uint64_t nv_bl_size(const struct nv_bl_geom *g)
{
	struct g80_surface_layout l;
	nv_bl_layout(g, false, &l);
	return l.size;
}

uint64_t nv_bl_gob_offset(const struct nv_bl_geom *g, uint32_t x, uint32_t y, uint32_t z)
{
	struct g80_surface_layout l;
	nv_bl_layout(g, false, &l);
	return g80_surface_gob_offset(&l, x, y, z);
}

uint64_t nv_bl_offset_order(const struct nv_bl_geom *g, uint32_t x, uint32_t y, uint32_t z,
                            bool sectors)
{
	struct g80_surface_layout l;
	nv_bl_layout(g, false, &l);
	if (!sectors)
		l.gob_order = G80_GOB_ORDER_ROWS;
	return g80_surface_byte_offset(&l, x, y, z);
}

uint64_t nv_bl_offset(const struct nv_bl_geom *g, uint32_t x, uint32_t y, uint32_t z)
{
	return nv_bl_offset_order(g, x, y, z, true);
}

void nv_bl_autosize(struct nv_bl_geom *g)
{
	struct g80_surface s = g80_of(g, 1, false);
	struct g80_surface_layout l;
	s.auto_size = true;
	g80_surface_layout(&s, &l);
	g->log2_bw = l.bw;
	g->log2_bh = l.bh;
	g->log2_bd = l.bd;
}

static unsigned elem_bytes(unsigned bpe)
{
	return bpe == 2 || bpe == 4 || bpe == 8 || bpe == 16 ? bpe : 1;
}

struct nv_bl_geom nv_bl_level(const struct nv_bl_geom *base, unsigned bpe, unsigned level)
{
	bpe = elem_bytes(bpe);
	struct g80_surface s = g80_of(base, bpe, false), m;
	struct g80_surface_layout l;
	g80_surface_mip(&s, level, &m, &l);
	return (struct nv_bl_geom){
	        .width_bytes = (m.width ? m.width : 1) * bpe,
	        .height = m.height ? m.height : 1,
	        .depth = m.depth ? m.depth : 1,
	        .log2_bw = l.bw,
	        .log2_bh = l.bh,
	        .log2_bd = l.bd,
	};
}

uint64_t nv_bl_level_offset(const struct nv_bl_geom *base, unsigned bpe, unsigned level)
{
	bpe = elem_bytes(bpe);
	struct g80_surface s = g80_of(base, bpe, false), m;
	struct g80_surface_layout l;
	g80_surface_mip(&s, level, &m, &l);
	return m.address;
}

uint64_t nv_bl_layer_stride(const struct nv_bl_geom *base, unsigned bpe, unsigned levels)
{
	bpe = elem_bytes(bpe);
	struct g80_surface s = g80_of(base, bpe, false);
	return g80_surface_subtexture_bytes(&s, levels ? levels - 1 : 0);
}
