/* NVIDIA falcon-based units (src/nv/falcon/). */
#ifndef SGPU_NV_FALCON_UNITS_H
#define SGPU_NV_FALCON_UNITS_H

#include "core/device.h"

/* GT215 PDAEMON at 0x10a000: falcon v3 and the peripherals of seed 000
 * §2.5.2 (docs/hw/pdaemon.md). params: NULL. */
extern const struct sgpu_unit_class gt215_pdaemon_class;

#endif /* SGPU_NV_FALCON_UNITS_H */
