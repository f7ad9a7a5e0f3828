/* Internals shared by the falcon core files. */
#ifndef SGPU_FALCON_PRIV_H
#define SGPU_FALCON_PRIV_H

#include "falcon/falcon.h"

#define FUC_PAGE 0x100u

static inline uint32_t fuc_code_pages(const struct fuc *f)
{
	return f->p->code_size / FUC_PAGE;
}

/* $flags bit dst = bit src */
static inline uint32_t fuc_flag_copy(uint32_t fl, unsigned dst, unsigned src)
{
	return (fl & ~(1u << dst)) | (fl >> src & 1) << dst;
}

void fuc_push(struct fuc *f, uint32_t v);
uint32_t fuc_pop(struct fuc *f);
void fuc_tlb_changed(struct fuc *f);
uint16_t fuc_intr_for(const struct fuc *f, unsigned dst);
void fuc_intr_update(struct fuc *f);
void fuc_intr_set(struct fuc *f, uint32_t v);
void fuc_intr_clear(struct fuc *f, uint32_t v);
void fuc_exit(struct fuc *f, enum fuc_stop_reason why);
void fuc_trap(struct fuc *f, unsigned reason);
bool fuc_xfer_submit(struct fuc *f, const struct fuc_xfer *x);
unsigned fuc_xfer_pending(const struct fuc *f, unsigned mode);
/* Fetches, decodes and executes one instruction (exec.c). */
void fuc_exec_one(struct fuc *f);
/* The same through the ISA table's decoder (exec_ref.c). */
void fuc_exec_ref_one(struct fuc *f);
/* Instruction length from byte 0 as exec.c decodes it; 0: invalid. */
unsigned fuc_exec_len(unsigned version, uint8_t b0);
/* Books the whole slices of a long turn before the instruction at
 * run_pos of the current block run (core.c). */
void fuc_turn_sync(struct fuc *f);
/* Code SRAM changed: drops every predecoded run (block.c). */
void fuc_code_changed(struct fuc *f);
void fuc_block_fini(struct fuc *f);
/* Executes whole quiet runs from $pc, at most max instructions in all;
 * returns how many ran (0: the instruction at $pc needs fuc_exec_one).
 * Only valid when fuc_step's per-cycle checks have nothing to do. */
uint64_t fuc_run_blocks(struct fuc *f, uint64_t max);
/* n code bytes at virtual address va; false if the fetch trapped or waits. */
bool fuc_fetch(struct fuc *f, uint32_t va, uint8_t *out, unsigned n);

#endif /* SGPU_FALCON_PRIV_H */
