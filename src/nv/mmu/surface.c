/* Pitch and blocklinear surface addressing (seed 000 §2.7.7; the lost
 * address code is reconstructed in docs/hw/g80-surface.md). */
#include <string.h>

#include "nv/mmu/surface.h"

static uint64_t div_up(uint64_t a, uint64_t b)
{
	return (a + b - 1) / b;
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
	l->blocklinear = true;
	l->gob_rows = s->gf100_gob ? GF100_GOB_ROWS : G80_GOB_ROWS;
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
	l->blocks_x = div_up(w, l->block_bytes_x);
	l->blocks_y = div_up(h, l->block_rows);
	l->blocks_z = div_up(d, l->block_slices);
	l->size = l->blocks_x * l->blocks_y * l->blocks_z * l->block_bytes;
	return true;
}

uint64_t g80_surface_byte_offset(const struct g80_surface_layout *l, uint64_t xb, uint32_t y,
                                 uint32_t z)
{
	if (!l->blocklinear)
		return (uint64_t)l->pitch * ((uint64_t)y + (uint64_t)l->height * z) + xb;
	/* Blocks in x, then y, then z; gobs in a block likewise; bytes in a
	 * gob by row (seed L4214-4223, the worked example L4228-4329). */
	uint64_t block = xb / l->block_bytes_x + (y / l->block_rows) * l->blocks_x +
	                 (uint64_t)(z / l->block_slices) * l->blocks_x * l->blocks_y;
	uint64_t xib = xb % l->block_bytes_x;
	uint32_t yib = y % l->block_rows, zib = z % l->block_slices;
	uint64_t gob = xib / G80_GOB_BYTES_X + (uint64_t)(yib / l->gob_rows << l->bw) +
	               ((uint64_t)zib << (l->bw + l->bh));
	return block * l->block_bytes + gob * l->gob_bytes + xib % G80_GOB_BYTES_X +
	       (uint64_t)(yib % l->gob_rows) * G80_GOB_BYTES_X;
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
