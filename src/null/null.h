/* The null chip: softgpu's own test hardware (docs/hw/null-chip.md). */
#ifndef SGPU_NULL_NULL_H
#define SGPU_NULL_NULL_H

#include "core/device.h"

extern const struct sgpu_unit_class null_ctl_class;
extern const struct sgpu_unit_class null_test_class;

#endif /* SGPU_NULL_NULL_H */
