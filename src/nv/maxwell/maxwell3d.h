/* MAXWELL_B (0xB197), the 3D class, and MAXWELL_COMPUTE_B (0xB1C0):
 * their state as other parts of softgpu see it (the macro processor,
 * tests). docs/hw/maxwell.md "MAXWELL_B", "MAXWELL_COMPUTE_B". */
#ifndef SGPU_NV_MAXWELL_MAXWELL3D_H
#define SGPU_NV_MAXWELL_MAXWELL3D_H

#include "nv/maxwell/mxw.h"

#define MXW_3D_CLASS 0xb197
#define MXW_COMPUTE_CLASS 0xb1c0

/* Methods the rest of softgpu names (clb197.h). */
enum {
	MXW_3D_LOAD_MME_INSTRUCTION_RAM_POINTER = 0x0114,
	MXW_3D_LOAD_MME_INSTRUCTION_RAM = 0x0118,
	MXW_3D_LOAD_MME_START_ADDRESS_RAM_POINTER = 0x011c,
	MXW_3D_LOAD_MME_START_ADDRESS_RAM = 0x0120,
	MXW_3D_SET_MME_SHADOW_RAM_CONTROL = 0x0124,
	MXW_3D_SET_MME_SHADOW_SCRATCH = 0x3400, /* + 4 i, i < 256 */
	MXW_3D_CALL_MME_MACRO = 0x3800,         /* + 8 j, j < 128 */
	MXW_3D_CALL_MME_DATA = 0x3804,          /* + 8 j */
};

/* SET_MME_SHADOW_RAM_CONTROL MODE. */
enum mxw_shadow_mode {
	MXW_SHADOW_TRACK = 0,
	MXW_SHADOW_TRACK_WITH_FILTER = 1,
	MXW_SHADOW_PASSTHROUGH = 2,
	MXW_SHADOW_REPLAY = 3,
};

/* The last value taken by 3D method mthd (bytes, 0..0x37fc): what a
 * macro's state read returns (docs/hw/maxwell.md). 0 for other mthd. */
uint32_t mxw_3d_state_read(void *st, uint32_t mthd);
/* The MME shadow RAM's copy of mthd (what REPLAY mode substitutes). */
uint32_t mxw_3d_shadow_read(void *st, uint32_t mthd);

/* Executes one 3D method as if it had come from the pushbuffer, past the
 * macro processor: how a macro's sends re-enter the class (maxwell3d.c
 * "mme hook"). The shadow RAM mode applies; macro methods are ignored. */
enum mxw_res mxw_3d_send(struct mxw_ctx *c, void *st, uint32_t mthd, uint32_t data);

/* The macro processor's instruction and start-address RAMs (mme.h
 * GF100_MME_CODE_WORDS and GF100_MME_MACROS entries), as LOAD_MME_*
 * filled them. */
const uint32_t *mxw_3d_mme_code(void *st);
const uint32_t *mxw_3d_mme_starts(void *st);

/* Counters of the 3D state (tests): clears done, draws seen (not run). */
struct mxw_3d_stats {
	uint64_t clears, draws, macro_calls;
};
void mxw_3d_stats(void *st, struct mxw_3d_stats *s);

/* A constant buffer binding (BIND_GROUP_CONSTANT_BUFFER). */
struct mxw_cb_binding {
	uint64_t address;
	uint32_t size;
	bool valid;
};
#define MXW_CB_GROUPS 5
#define MXW_CB_SLOTS 32
bool mxw_3d_cb_binding(void *st, unsigned group, unsigned slot, struct mxw_cb_binding *b);

/* Entry index of the texture header pool (SET_TEX_HEADER_POOL_A-C) or the
 * sampler pool (SET_TEX_SAMPLER_POOL_A-C): 8 words read from pool +
 * index * 32 (seed 003). False (w zeroed) past the pool's MAXIMUM_INDEX
 * or on a fault (reported). A seed 003 texture handle holds the TIC index
 * in bits 19:0 and the TSC index in 31:20. */
bool mxw_3d_tic(struct mxw_ctx *c, void *st, uint32_t index, uint32_t w[8]);
bool mxw_3d_tsc(struct mxw_ctx *c, void *st, uint32_t index, uint32_t w[8]);

extern const struct mxw_class mxw_3d_class;
extern const struct mxw_class mxw_compute_class;

#endif /* SGPU_NV_MAXWELL_MAXWELL3D_H */
