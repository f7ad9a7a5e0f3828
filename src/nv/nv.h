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
	uint32_t id;          /* value of ID (BOOT_0) at 0x000 */
	unsigned sw_line;     /* the software interrupt bit: 28 on NV1, 31 later */
	bool has_intr_mask;   /* GT215+: INTR_MASK_HOST at 0x640 */
	uint32_t enable_reset; /* ENABLE at reset */
	const struct nv_pmc_enable *enables;
	size_t enable_count;
};

extern const struct sgpu_unit_class nv_pmc_class;

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

#endif /* SGPU_NV_NV_H */
