/* SET_REPORT_SEMAPHORE_A..D of MAXWELL_B and MAXWELL_COMPUTE_B
 * (clb197.h, clb1c0.h): semaphore release/acquire, reports of counters,
 * one- and four-word structures, reductions. docs/hw/maxwell.md. */
#ifndef SGPU_NV_MAXWELL_REPORT_H
#define SGPU_NV_MAXWELL_REPORT_H

#include "nv/maxwell/mxw.h"

/* SET_REPORT_SEMAPHORE_D fields. */
#define MXW_SEM_D_OPERATION(d) ((d)&3)
#define MXW_SEM_OP_RELEASE 0
#define MXW_SEM_OP_ACQUIRE 1
#define MXW_SEM_OP_REPORT_ONLY 2
#define MXW_SEM_OP_TRAP 3
#define MXW_SEM_D_REDUCTION_ENABLE (1u << 3)
#define MXW_SEM_D_REDUCTION_OP(d) ((d) >> 9 & 7)
#define MXW_SEM_D_COMPARISON_GE (1u << 16)
#define MXW_SEM_D_REDUCTION_SIGNED(d) (((d) >> 17 & 3) == 1)
#define MXW_SEM_D_REPORT(d) ((d) >> 23 & 0x1f)
#define MXW_SEM_D_ONE_WORD (1u << 28)

#define MXW_REPORT_COUNT 32 /* REPORT values 0-31 */

/* The counters a report reads, by REPORT value (1 DA_VERTICES_GENERATED
 * ... 0x1f TS_PRIMITIVES_GENERATED); the model runs no draw, so they stay
 * zero (docs/hw/maxwell.md). */
struct mxw_counters {
	uint64_t v[MXW_REPORT_COUNT];
};

/* Executes SET_REPORT_SEMAPHORE_D = d with the address (A/B) and payload
 * (C) given. compute: the compute class (no ACQUIRE, no REPORT_ONLY: a
 * DATA_ERROR). Returns MXW_STALL while an ACQUIRE is not satisfied. */
enum mxw_res mxw_report_semaphore(struct mxw_ctx *c, uint32_t mthd, uint64_t addr, uint32_t payload,
                                  uint32_t d, const struct mxw_counters *k, bool compute);

/* A reduction (RED_ADD ... RED_XOR, clb197.h REDUCTION_OP) of the 32-bit
 * value at addr with payload; signed for MIN/MAX of SIGNED_32. */
uint32_t mxw_reduce(unsigned op, bool is_signed, uint32_t mem, uint32_t payload);

#endif /* SGPU_NV_MAXWELL_REPORT_H */
