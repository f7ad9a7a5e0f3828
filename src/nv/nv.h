/* NVIDIA unit classes shared by the NVIDIA chips of src/chips.c. */
#ifndef SGPU_NV_NV_H
#define SGPU_NV_NV_H

#include "core/device.h"

/* ------------------------------------------------------------------ PMC (host/pmc.c) */

/* An engine reset through PMC.ENABLE: clearing the bit resets the unit. */
struct nv_pmc_enable {
	unsigned bit;
	const char *unit; /* instance name */
};

struct nv_pmc_params {
	uint32_t id;           /* value of ID (BOOT_0) at 0x000 */
	unsigned sw_line;      /* the software interrupt bit: 28 on NV1, 31 later */
	bool has_intr_mask;    /* GT215+: INTR_MASK_HOST at 0x640 */
	uint32_t enable_reset; /* ENABLE at reset */
	const struct nv_pmc_enable *enables;
	size_t enable_count;
};

extern const struct sgpu_unit_class nv_pmc_class;

/* Interrupt redirection (GT215 PDAEMON IREDIR, seed 000 "PMC interrupt
 * redirection"): a unit that takes PMC's INTR_HOST output away from the
 * host tells PMC here. While redirected, INTR_HOST (hardware lines and
 * the software bit) no longer reaches the host line; INTR_HOST still
 * reads the pending lines. Safe to call before PMC exists or is reset;
 * a no-op on a device without a PMC unit. */
void nv_pmc_redirect_host(struct sgpu_device *dev, bool redirected);
/* PMC's INTR_HOST output before any redirection: the pending lines that
 * INTR_ENABLE_HOST and INTR_MASK_HOST let through (0 without PMC). */
uint32_t nv_pmc_host_lines(struct sgpu_device *dev);

/* ------------------------------------------------------------------ PTIMER (host/ptimer.c) */

/* PTIMER, NV3+ layout (envytools docs/hw/bus/ptimer.rst; notes in
 * docs/hw/ptimer.md): a 56-bit tick counter in bits 5-60 of a 64-bit
 * time, an alarm on TIME_LOW and its interrupt (PMC line 20). Model time
 * only: the counter advances with sgpu_dev_time, never the host clock.
 * Each step lasts ns_per_step nanoseconds of the clock source; the source
 * is the crystal times (MUL + 1) / (DIV + 1) of CLOCK_SOURCE (or the
 * external clock), and the counter ticks at source * DENOMINATOR /
 * NUMERATOR. At reset (and as nouveau programs it) the 64-bit time counts
 * nanoseconds. NULL params: G80 (27 MHz crystal, CLOCK_SOURCE, NV3+
 * layout); with params, set clock_source on NV41+. */
struct nv_ptimer_params {
	uint32_t crystal_khz;  /* the clock source; 0: 27000 */
	uint32_t external_khz; /* CLOCK_SOURCE.SELECT = 1; 0: 100000 */
	uint32_t ns_per_step;  /* 0: the chip's (sgpu_chip_info.ns_per_step) */
	bool clock_source;     /* NV41+: CLOCK_SOURCE at 0x220 */
	bool nv01_layout;      /* NV1: TIME_HIGH at 0x404, ALARM at 0x410 */
};

extern const struct sgpu_unit_class nv_ptimer_class; /* params may be NULL */

/* The 64-bit PTIMER time (bits 5-60: the counter) that units stamp into
 * memory (semaphores, notifiers, queries). spent: the steps the calling
 * unit has used so far inside its current step() call (0 outside one).
 * Never goes backwards. Without a PTIMER unit: the model time in steps,
 * as nanoseconds rounded down to 32. */
uint64_t nv_ptimer_now(struct sgpu_device *dev, uint64_t spent);

/* ------------------------------------------------------------------ PFIFO (host/g80_pfifo.c) */

struct nv_pfifo_params {
	/* G84+: new-style semaphores, NOTIFY_INTR, WRCACHE_FLUSH. */
	bool g84;
	/* The unit that receives each engine id's methods (RAMHT context
	 * bits 20-23); NULL: none. Engine 0 is SOFTWARE (CACHE_ERROR). */
	const char *engines[16];
};

extern const struct sgpu_unit_class g80_pfifo_class;
/* The softgpu `record` engine (docs/hw/nv-record.md). */
extern const struct sgpu_unit_class nv_record_class;
/* G80:GF100 PBUS host memory access (window 0x1000): the BAR0 PRAMIN
 * window at 0x700000 and BAR1/BAR3 through the VM (bar_access); G84+
 * the BAR flush register 0x070000. Params may be NULL (G80).
 * docs/hw/bars.md. */
struct g80_pbus_params {
	bool g84_flush; /* PFLUSH at 0x070000 (nouveau g84_bar_flush) */
};
extern const struct sgpu_unit_class g80_pbus_class;

#endif /* SGPU_NV_NV_H */
