/* Pitch and blocklinear surface addressing (seed 000 §2.7.7; the lost
 * address code is reconstructed in docs/hw/g80-surface.md). */
#include <string.h>

#include "nv/mmu/surface.h"

/* ceil(a / 2^n) */
static uint64_t div_up_log2(uint64_t a, unsigned n)
{
	return (a >> n) + ((a & ((1ull << n) - 1)) != 0);
}

static uint32_t at_least_1(uint32_t v)
{
	return v ? v : 1;
}

static bool elem_size_ok(uint32_t e)
{
	return e == 1 || e == 2 || e == 4 || e == 8 || e == 16;
}

/* Auto-sizing (seed L4185-4193): shrink a block dimension while half of
 * it still covers the surface. */
static uint8_t auto_shrink(uint8_t log2, uint64_t unit, uint64_t extent)
{
	while (log2 > 0 && (unit << (log2 - 1)) >= extent)
		log2--;
	return log2;
}

bool g80_surface_layout(const struct g80_surface *s, struct g80_surface_layout *l)
{
	memset(l, 0, sizeof(*l));
	if (!elem_size_ok(s->elem_size))
		return false;
	uint64_t w = (uint64_t)at_least_1(s->width) * s->elem_size;
	uint32_t h = at_least_1(s->height), d = at_least_1(s->depth);
	l->height = h;
	if (!s->blocklinear) {
		if (s->pitch < w)
			return false;
		l->pitch = s->pitch;
		l->size = (uint64_t)s->pitch * h * d;
		return true;
	}
	if (s->block_width > G80_BLOCK_LOG2_MAX || s->block_height > G80_BLOCK_LOG2_MAX ||
	    s->block_depth > G80_BLOCK_LOG2_MAX)
		return false;
	/* the 16-byte sector order fills a 512-byte gob */
	if (s->gob_order > GF100_GOB_ORDER_16BX2 ||
	    (s->gob_order == GF100_GOB_ORDER_16BX2 && !s->gf100_gob))
		return false;
	l->blocklinear = true;
	l->gob_order = s->gob_order;
	l->gob_rows_log2 = s->gf100_gob ? 3 : 2;
	l->gob_rows = 1u << l->gob_rows_log2;
	l->bw = s->block_width;
	l->bh = s->block_height;
	l->bd = s->block_depth;
	if (s->auto_size) {
		l->bw = auto_shrink(l->bw, G80_GOB_BYTES_X, w);
		l->bh = auto_shrink(l->bh, l->gob_rows, h);
		l->bd = auto_shrink(l->bd, 1, d);
	}
	l->block_bytes_x = G80_GOB_BYTES_X << l->bw;
	l->block_rows = l->gob_rows << l->bh;
	l->block_slices = 1u << l->bd;
	l->gob_bytes = G80_GOB_BYTES_X * l->gob_rows;
	l->block_bytes = (uint64_t)l->gob_bytes << (l->bw + l->bh + l->bd);
	/* every block dimension is a power of two: shifts, not divisions
	 * (engines derive a layout per pixel) */
	l->blocks_x = div_up_log2(w, 6u + l->bw);
	l->blocks_y = div_up_log2(h, l->gob_rows_log2 + l->bh);
	l->blocks_z = div_up_log2(d, l->bd);
	l->size = l->blocks_x * l->blocks_y * l->blocks_z * l->block_bytes;
	return true;
}

uint64_t g80_surface_gob_offset(const struct g80_surface_layout *l, uint64_t xb, uint32_t y,
                                uint32_t z)
{
	if (!l->blocklinear)
		return (uint64_t)l->pitch * ((uint64_t)y + (uint64_t)l->height * z) + xb;
	/* Blocks in x, then y, then z; gobs in a block likewise (seed
	 * L4214-4223, the worked example L4228-4329). */
	unsigned bw = l->bw, bh = l->bh, bd = l->bd, rl = l->gob_rows_log2;
	uint64_t gx = xb >> 6;
	uint32_t gy = y >> rl;
	uint64_t block = (gx >> bw) + (uint64_t)(gy >> bh) * l->blocks_x +
	                 (uint64_t)(z >> bd) * l->blocks_x * l->blocks_y;
	uint64_t gob = (gx & ((1u << bw) - 1)) | (uint64_t)(gy & ((1u << bh) - 1)) << bw |
	               (uint64_t)(z & ((1u << bd) - 1)) << (bw + bh);
	return block * l->block_bytes + (gob << (6 + rl));
}

uint64_t g80_surface_byte_offset(const struct g80_surface_layout *l, uint64_t xb, uint32_t y,
                                 uint32_t z)
{
	uint64_t gob = g80_surface_gob_offset(l, xb, y, z);
	if (!l->blocklinear)
		return gob;
	return gob + g80_gob_byte_offset(l->gob_order, l->gob_rows, xb, y);
}

uint64_t g80_surface_elem_addr(const struct g80_surface *s, const struct g80_surface_layout *l,
                               uint32_t x, uint32_t y, uint32_t z)
{
	return s->address + g80_surface_byte_offset(l, (uint64_t)x * s->elem_size, y, z);
}

/* Level i + 1 from level i: halve each dimension, down to 1 (seed L4358-4360). */
static void mip_next(struct g80_surface *s, uint64_t bytes)
{
	s->address += bytes;
	s->width = at_least_1(s->width) > 1 ? at_least_1(s->width) / 2 : 1;
	s->height = at_least_1(s->height) > 1 ? at_least_1(s->height) / 2 : 1;
	s->depth = at_least_1(s->depth) > 1 ? at_least_1(s->depth) / 2 : 1;
}

bool g80_surface_mip(const struct g80_surface *base, unsigned level, struct g80_surface *out,
                     struct g80_surface_layout *l)
{
	*out = *base;
	if (!base->blocklinear && level > 0) {
		memset(l, 0, sizeof(*l));
		return false;
	}
	if (base->blocklinear)
		out->auto_size = true; /* the texture unit auto-sizes (seed L4172-4176) */
	if (!g80_surface_layout(out, l))
		return false;
	/* From level 32 on every dimension is 1: the levels only differ in
	 * address, so the loop stops there. */
	unsigned walk = level < 32 ? level : 32;
	for (unsigned i = 0; i < walk; i++) {
		mip_next(out, l->size);
		if (!g80_surface_layout(out, l))
			return false;
	}
	out->address += (uint64_t)(level - walk) * l->size;
	return true;
}

uint64_t g80_surface_subtexture_bytes(const struct g80_surface *base, unsigned max_level)
{
	struct g80_surface s;
	struct g80_surface_layout l0, l;
	if (!g80_surface_mip(base, 0, &s, &l0))
		return 0;
	uint64_t total = l0.size;
	l = l0;
	unsigned walk = base->blocklinear ? (max_level < 32 ? max_level : 32) : 0;
	for (unsigned i = 1; i <= walk; i++) {
		mip_next(&s, l.size);
		if (!g80_surface_layout(&s, &l))
			return 0;
		total += l.size;
	}
	if (base->blocklinear && max_level > walk)
		total += (uint64_t)(max_level - walk) * l.size;
	uint64_t align = l0.blocklinear ? l0.block_bytes : 1;
	return (total + align - 1) / align * align;
}
