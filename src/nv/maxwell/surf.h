/* Surface and completion helpers the Maxwell classes share (surf.c):
 * block-linear addresses in the order of the page's kind, semaphore
 * releases with reductions, the non-stalling interrupt. docs/hw/maxwell.md. */
#ifndef SGPU_NV_MAXWELL_SURF_H
#define SGPU_NV_MAXWELL_SURF_H

#include "nv/maxwell/blocklinear.h"
#include "nv/maxwell/mxw.h"

/* Does the GOB at gpu address va store its sectors in the GENERIC_16BX2
 * order? Its page's kind decides (nv_kind_sectored); direct calls (no
 * address space, no kinds) and unmapped pages (the access faults anyway)
 * say yes. */
bool mxw_gob_sectored(struct mxw_ctx *c, uint64_t va);

/* The GPU address of byte (x, y, z) of the block-linear surface at base
 * with layout *l (nv_bl_layout, GF100 GOBs): its GOB by
 * g80_surface_gob_offset, the byte inside it in the order of the GOB's
 * page kind. */
uint64_t mxw_bl_va(struct mxw_ctx *c, uint64_t base, const struct g80_surface_layout *l, uint32_t x,
                   uint32_t y, uint32_t z);

/* Semaphore release (cla140.h / clb0b5.h LAUNCH_DMA): one word, payload
 * at va; or four words {payload, 0, PTIMER ns low, high} (c->time). With
 * reduce: the payload word becomes op(old, payload), op 0-7 = ADD MIN MAX
 * INC DEC AND OR XOR (MXW_RED_*), sign: SIGNED_32 for MIN/MAX; DMA copy's
 * FADD adds as binary32. Faults take the MMU fault path. */
enum {
	MXW_RED_ADD,
	MXW_RED_MIN,
	MXW_RED_MAX,
	MXW_RED_INC,
	MXW_RED_DEC,
	MXW_RED_AND,
	MXW_RED_OR,
	MXW_RED_XOR,
	MXW_RED_FADD,
};
void mxw_semaphore_release(struct mxw_ctx *c, uint64_t va, uint32_t payload, bool four_words,
                           bool reduce, unsigned op, bool sign);

/* The non-stalling interrupt a LAUNCH_DMA asks for: PFIFO INTR_0 bit 31
 * (NON_STALL_INT, as the host method NON_STALL_INTERRUPT raises it;
 * nouveau gk104_fifo_intr_engine); direct calls only log it (DEBUG). */
void mxw_nonstall_intr(struct mxw_ctx *c);

#endif /* SGPU_NV_MAXWELL_SURF_H */
