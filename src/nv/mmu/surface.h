/* NVIDIA G80+ surface addressing: pitch and blocklinear layouts, as pure
 * functions every engine that reads or writes surfaces (2D, m2mf, copy,
 * 3D, texture, display) and every tool shares.
 *
 * Seed 000 §2.7.7 (L4068-4329); the blocklinear address code lost at the
 * L4189-4216 page break is reconstructed from the prose and the worked
 * 13x17x3 example (docs/hw/g80-surface.md).
 *
 * Only the high-level layout (gobs and blocks) is modelled: the low-level
 * storage-type reordering is hidden by the VM (seed L4095-4117), so the
 * model stores VRAM as a flat array indexed by linear address.
 */
#ifndef SGPU_NV_MMU_SURFACE_H
#define SGPU_NV_MMU_SURFACE_H

#include <stdbool.h>
#include <stdint.h>

/* A gob is 64 bytes by 4 rows (G80:GF100) or by 8 rows (GF100+), 1 deep. */
#define G80_GOB_BYTES_X 64u
#define G80_GOB_ROWS 4u
#define GF100_GOB_ROWS 8u
#define G80_BLOCK_LOG2_MAX 5u

/* The order of the bytes inside a gob. */
enum g80_gob_order {
	/* Row-major, y * 64 + x: the seed's high-level order (L4216), what
	 * the VM shows; on GF100+ what a page of the PITCH kind holds. */
	G80_GOB_ORDER_ROWS = 0,
	/* GF100+ (64x8) gobs on block-linear page kinds: 16-byte sectors in
	 * GENERIC_16BX2 order (Tegra X1 TRM; docs/hw/maxwell.md). */
	GF100_GOB_ORDER_16BX2 = 1,
};

struct g80_surface {
	uint64_t address; /* pitch: 64-byte aligned; blocklinear: gob aligned */
	bool blocklinear;
	uint32_t pitch;                /* pitch layout: bytes per row (a multiple of 64) */
	uint32_t elem_size;            /* bytes per element: 1, 2, 4, 8 or 16 */
	uint32_t width, height, depth; /* in elements; 0 is treated as 1 */
	/* Blocklinear: */
	bool gf100_gob; /* 64x8 gobs (GF100+) instead of 64x4 (G80) */
	uint8_t block_width, block_height, block_depth; /* log2 gobs per block, 0-5 */
	bool auto_size;    /* shrink the block to the surface (textures) */
	uint8_t gob_order; /* enum g80_gob_order; 16BX2 needs gf100_gob */
};

/* Everything derived from a struct g80_surface. */
struct g80_surface_layout {
	bool blocklinear;
	uint32_t pitch;
	/* blocklinear: */
	uint32_t gob_rows;      /* 4 or 8 */
	uint8_t gob_rows_log2;  /* 2 or 3 */
	uint8_t gob_order;      /* enum g80_gob_order */
	uint8_t bw, bh, bd;     /* effective log2 gobs per block, after auto-sizing */
	uint32_t block_bytes_x; /* 64 << bw */
	uint32_t block_rows;    /* gob_rows << bh */
	uint32_t block_slices;  /* 1 << bd */
	uint32_t gob_bytes;     /* 256 or 512 */
	uint64_t block_bytes;   /* gob_bytes << (bw + bh + bd) */
	uint64_t blocks_x, blocks_y, blocks_z;
	/* both: */
	uint32_t height; /* rows per slice (pitch layout's slice stride) */
	uint64_t size;   /* bytes the surface covers from its address */
};

/* Derive the layout; false (and *l zeroed) when the description is not
 * one the hardware accepts: elem_size not a power of two in 1..16, a block
 * dimension above 5, a pitch surface narrower than width * elem_size, a
 * gob order that is not an enumerant or 16BX2 with G80 (64x4) gobs. */
bool g80_surface_layout(const struct g80_surface *s, struct g80_surface_layout *l);

/* The offset inside a 64-byte-wide gob of byte column xb % 64, row
 * y % gob_rows (gob_rows 4 or 8; 16BX2 only for 8). */
static inline unsigned gf100_gob_16bx2_offset(uint64_t xb, uint32_t y)
{
	/* sectors of 16 bytes x 1 row, in pairs of rows, in halves of 32 bytes */
	return (unsigned)(xb & 63) / 32 * 256 + (y & 7) / 2 * 64 + (unsigned)(xb & 31) / 16 * 32 +
	       (y & 1) * 16 + (unsigned)(xb & 15);
}
static inline unsigned g80_gob_row_offset(uint64_t xb, uint32_t y, uint32_t gob_rows)
{
	return (y & (gob_rows - 1)) * G80_GOB_BYTES_X + (unsigned)(xb & (G80_GOB_BYTES_X - 1));
}
static inline unsigned g80_gob_byte_offset(unsigned order, uint32_t gob_rows, uint64_t xb,
                                           uint32_t y)
{
	return order == GF100_GOB_ORDER_16BX2 ? gf100_gob_16bx2_offset(xb, y)
	                                      : g80_gob_row_offset(xb, y, gob_rows);
}

/* The offset from the surface address of the gob holding byte column xb,
 * row y, slice z of a blocklinear layout (blocks x, then y, then z; gobs
 * in a block likewise). A pitch layout has no gobs: its byte offset. */
uint64_t g80_surface_gob_offset(const struct g80_surface_layout *l, uint64_t xb, uint32_t y,
                                uint32_t z);

/* The offset from the surface address of the byte at byte column xb,
 * row y, slice z (pitch: pitch * (y + height * z) + xb; blocklinear: its
 * gob's offset plus the place in the gob in the layout's gob order). No
 * range check: coordinates past the surface give what the layout formula
 * gives. */
uint64_t g80_surface_byte_offset(const struct g80_surface_layout *l, uint64_t xb, uint32_t y,
                                 uint32_t z);

/* The linear (or virtual) address of element (x, y, z). */
uint64_t g80_surface_elem_addr(const struct g80_surface *s, const struct g80_surface_layout *l,
                               uint32_t x, uint32_t y, uint32_t z);

/* Mip level `level` of a blocklinear texture (seed L4331-4375): each level
 * halves width, height and depth (down to 1), follows the previous one in
 * memory, and is auto-sized on its own (the texture unit auto-sizes).
 * *level_out gets the level's description, *l its layout. false for an
 * invalid base, or a level above 0 of a pitch surface. */
bool g80_surface_mip(const struct g80_surface *base, unsigned level, struct g80_surface *level_out,
                     struct g80_surface_layout *l);

/* Bytes of one subtexture (array layer or cube face) with levels
 * 0..max_level: the levels' sizes summed and aligned up to level 0's block
 * size (seed L4364). Layer i starts at address + i * this. 0 if invalid. */
uint64_t g80_surface_subtexture_bytes(const struct g80_surface *base, unsigned max_level);

#endif /* SGPU_NV_MMU_SURFACE_H */
