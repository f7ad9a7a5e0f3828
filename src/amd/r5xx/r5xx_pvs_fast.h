/* The PVS fast path (r5xx_pvs_fast.c): a straight-line vertex program
 * compiled once into a list of micro-ops over pre-resolved operand rows,
 * run on R5XX_PVS_FAST_LANES vertices at once (structure of arrays, four
 * lanes to a host vector). Every output bit equals what r5xx_pvs_vtx_init
 * and r5xx_pvs_run give each vertex (tests/unit/test_r5xx_pvs.c
 * "fast_*"); programs it does not take (flow control, predication, A0
 * writes) stay on the reference executor. Design: docs/hw/r5xx-3d.md
 * "PVS fast path". */
#ifndef SGPU_AMD_R5XX_PVS_FAST_H
#define SGPU_AMD_R5XX_PVS_FAST_H

#include <stdbool.h>
#include <stdint.h>

#include "amd/r5xx/r5xx_pvs.h"

#define R5XX_PVS_FAST_LANES 16

struct r5xx_pvs_fast;

struct r5xx_pvs_fast *r5xx_pvs_fast_new(void);
void r5xx_pvs_fast_free(struct r5xx_pvs_fast *f);

/* Compiles p (its decoded[] must be set; code and constants are copied:
 * a change to the code needs a new compile, one to the constants
 * r5xx_pvs_fast_set_consts). Returns false when the program needs the
 * reference executor: flow control reaching the executed range, a
 * predicated instruction, a write to A0. */
bool r5xx_pvs_fast_compile(struct r5xx_pvs_fast *f, const struct r5xx_pvs_prog *p);

/* New contents of the constant memory for the compiled program (the
 * constant base and limit are the program's controls: a compile). */
void r5xx_pvs_fast_set_consts(struct r5xx_pvs_fast *f, const uint32_t (*consts)[4]);

/* Instructions one vertex executes (what r5xx_pvs_run counts): a run
 * needs this much budget per vertex. */
unsigned r5xx_pvs_fast_steps(const struct r5xx_pvs_fast *f);

/* Runs vertices 0..n-1 (1 <= n <= R5XX_PVS_FAST_LANES), in[k] the input
 * memory of vertex k. Returns the R5XX_PVS_E_* flags of one vertex's run
 * (the same for every vertex of a straight-line program). */
unsigned r5xx_pvs_fast_run(struct r5xx_pvs_fast *f, const float (*in)[R5XX_PVS_INPUTS][4],
                           unsigned n);

/* Output register reg of vertex lane after a run (0 if nothing wrote it). */
void r5xx_pvs_fast_out(const struct r5xx_pvs_fast *f, unsigned lane, unsigned reg, float out[4]);

/* Batches run since creation, and how many of them made a NaN and were
 * run again on the reference (for tests). */
void r5xx_pvs_fast_stats(const struct r5xx_pvs_fast *f, uint64_t *batches, uint64_t *reference);

#endif /* SGPU_AMD_R5XX_PVS_FAST_H */
