/* GF100+ block-linear surfaces as the Maxwell engines (DMA copy,
 * inline-to-memory, 2D, 3D, texture) and the tools describe them: a thin
 * layer over the G80+ surface code (src/nv/mmu/surface.h), which holds
 * all of the gob, block, auto-size, mip and layer arithmetic. What is
 * Maxwell's own is the description (extents in bytes, block sizes that
 * clamp at 5) and which in-gob order a page's kind stores. Pure
 * functions, no device. docs/hw/maxwell.md, "Block-linear surfaces".
 *
 * A surface is width_bytes x height x depth bytes (engines that know
 * elements multiply x by the element size), cut into GOBs of 64 bytes x 8
 * rows x 1 slice (512 bytes), GOBs into blocks of 2^bw x 2^bh x 2^bd GOBs
 * (seed 000 §2.7.7, L4151-4329). Inside a GOB the bytes are stored in the
 * order of the page's kind:
 *  - block-linear kinds (every kind but PITCH): the 16-byte sectors of
 *    GENERIC_16BX2 (GF100_GOB_ORDER_16BX2, gf100_gob_16bx2_offset);
 *  - the PITCH kind 0x00: row-major (G80_GOB_ORDER_ROWS), the seed's
 *    high-level order, what the VM shows of a block-linear kind.
 * nv_bl_offset gives the block-linear kinds' order (what memory holds for
 * an ordinary surface); nv_bl_offset_order picks either. */
#ifndef SGPU_NV_MAXWELL_BLOCKLINEAR_H
#define SGPU_NV_MAXWELL_BLOCKLINEAR_H

#include <stdbool.h>
#include <stdint.h>

#include "nv/mmu/surface.h"

#define NV_GOB_BYTES_X G80_GOB_BYTES_X
#define NV_GOB_ROWS GF100_GOB_ROWS
#define NV_GOB_BYTES (G80_GOB_BYTES_X * GF100_GOB_ROWS)
#define NV_BL_LOG2_MAX G80_BLOCK_LOG2_MAX

/* The PTE kinds that matter here (open-gpu-doc dev_mmu NV_MMU_PTE_KIND). */
#define NV_KIND_PITCH 0x00
#define NV_KIND_GENERIC_16BX2 0xfe
#define NV_KIND_INVALID 0xff

/* A block-linear surface: its extent (width in bytes, height in rows,
 * depth in slices; 0 counts as 1) and its block size, log2 GOBs per
 * block in x, y, z (0-5; larger values are clamped to 5). */
struct nv_bl_geom {
	uint32_t width_bytes, height, depth;
	unsigned log2_bw, log2_bh, log2_bd;
};

/* The in-GOB position of byte (x % 64, y % 8) in the 16-byte-sector order
 * of block-linear kinds, and the row-major one of the pitch kind. */
static inline unsigned nv_bl_gob_sector_offset(uint32_t x, uint32_t y)
{
	return gf100_gob_16bx2_offset(x, y);
}
static inline unsigned nv_bl_gob_row_offset(uint32_t x, uint32_t y)
{
	return g80_gob_row_offset(x, y, NV_GOB_ROWS);
}

/* Does a page of this kind store GOBs in the sector order? Every kind but
 * PITCH 0x00 (and gv100's PITCH_NO_SWIZZLE 0xfd) does. */
static inline bool nv_kind_sectored(uint8_t kind)
{
	return kind != NV_KIND_PITCH && kind != 0xfd;
}

/* Convert an offset inside a GOB (0..511) between the row-major order and
 * the sector order (both bijections on 0..511). */
static inline unsigned nv_bl_gob_swizzle(unsigned row_off)
{
	return nv_bl_gob_sector_offset(row_off & 63, (row_off >> 6) & 7);
}
unsigned nv_bl_gob_unswizzle(unsigned sector_off);

/* The G80+ layout of a block-linear surface: GF100 GOBs (64 x 8) in the
 * sector order, or with tesla_gobs G80's 64 x 4 GOBs, row-major (the DMA
 * copy's GOB_HEIGHT_TESLA_4, the seed's 13x17x3 example). Engines that
 * address many bytes of one surface derive it once and call
 * g80_surface_gob_offset / g80_surface_byte_offset on it. */
void nv_bl_layout(const struct nv_bl_geom *g, bool tesla_gobs, struct g80_surface_layout *l);

/* Bytes per block; bytes the surface covers (whole blocks in every
 * dimension). */
uint64_t nv_bl_block_bytes(const struct nv_bl_geom *g);
uint64_t nv_bl_size(const struct nv_bl_geom *g);

/* The byte offset from the surface base of byte x_bytes of row y of slice
 * z, GOBs in the sector order. No range check: coordinates past the
 * extent give what the formula gives (engines clip first). */
uint64_t nv_bl_offset(const struct nv_bl_geom *g, uint32_t x_bytes, uint32_t y, uint32_t z);

/* The same with the in-GOB order chosen: sectors (block-linear kinds) or
 * rows (the pitch kind). */
uint64_t nv_bl_offset_order(const struct nv_bl_geom *g, uint32_t x_bytes, uint32_t y, uint32_t z,
                            bool sectors);

/* The offset of the GOB holding (x_bytes, y, z): nv_bl_offset minus the
 * in-GOB part. */
uint64_t nv_bl_gob_offset(const struct nv_bl_geom *g, uint32_t x_bytes, uint32_t y, uint32_t z);

/* The auto-sizing rule (seed L4177-4211, "GOB-height shrink"; Mesa nil
 * clamps a level's tiling the same way): while half the block already
 * covers the extent in a dimension, halve the block there. Textures and
 * mip levels use it; the DMA copy and 2D surfaces take the block size as
 * given. */
void nv_bl_autosize(struct nv_bl_geom *g);

/* Mip level `level` of a mipmapped surface whose level 0 is *base, with
 * elements of bpe bytes (1, 2, 4, 8 or 16, the G80+ element sizes; any
 * other counts as 1; width_bytes / bpe elements wide): every dimension
 * halved per level (down to 1 element), the block size of level 0
 * auto-sized to the level. */
struct nv_bl_geom nv_bl_level(const struct nv_bl_geom *base, unsigned bpe, unsigned level);

/* The offset of mip level `level` from the start of its layer: the sizes
 * of the levels before it, which each start block-aligned. */
uint64_t nv_bl_level_offset(const struct nv_bl_geom *base, unsigned bpe, unsigned level);

/* Array layer (or cube face) stride of a surface with `levels` mip levels
 * (0 counts as 1): their sizes summed, aligned up to level 0's block
 * (seed L4364; Mesa nil array_stride_B). */
uint64_t nv_bl_layer_stride(const struct nv_bl_geom *base, unsigned bpe, unsigned levels);

#endif /* SGPU_NV_MAXWELL_BLOCKLINEAR_H */
