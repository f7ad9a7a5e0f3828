/* Falcon-based units: the glue between a struct fuc and the device (MMIO
 * window, PMC line, run loop). An engine's private state starts with its
 * struct fuc so the shared window handlers can find it. */
#ifndef SGPU_FALCON_UNIT_H
#define SGPU_FALCON_UNIT_H

#include "falcon/falcon.h"

/* Parameters of the standalone falcon (chip `falcon`). */
struct fuc_unit_params {
	struct fuc_params fuc;
};

extern const struct sgpu_unit_class fuc_standalone_class;

/* Shared pieces for engine units. */
extern const struct sgpu_reg_name fuc_common_regs[];
extern const size_t fuc_common_reg_count;

/* Sets the unit's PMC line (desc->irq_line) from the falcon's output. */
void fuc_unit_pmc_line(void *unit, bool level);
/* PTIMER time for TIME_LOW/HIGH: nv_ptimer_now (the PTIMER unit's if
 * the chip has one, else model time as ns rounded down to 32). */
uint64_t fuc_unit_ptimer(void *unit);
/* VRAM/system memory through bounds-checked accessors: ports 0..3 reach
 * VRAM, 4..7 system memory (the standalone harness's memory map). */
bool fuc_unit_ext_phys(void *unit, unsigned port, uint64_t addr, void *buf, uint32_t len,
                       bool write);

/* Uploads a code image at physical address phys (page-aligned) through
 * the CODE port, each page mapped at the same virtual page. false if it
 * does not fit. */
bool fuc_unit_load_code(struct fuc *f, uint32_t phys, const void *image, size_t len);

#endif /* SGPU_FALCON_UNIT_H */
