/* The chip table: every chip softgpu models, as data. A chip names its
 * units and where they sit; the units' code lives in the vendor folders. */
#include "core/device.h"
#include "null/null.h"

/* ------------------------------------------------------------------ null */

static const struct sgpu_unit_desc null_units[] = {
	{.cls = &null_ctl_class, .base = 0x000000, .irq_line = -1},
	{.cls = &null_test_class, .base = 0x001000, .irq_line = 8},
};

static const char *const null_unit_names[] = {"CTL", "TEST"};

static const struct sgpu_chip chip_null = {
	.info = {
		.name = "null",
		.vendor = "softgpu",
		.family = "test",
		.description = "softgpu's own test chip: interrupt control and a pattern/command-list unit",
		.status = "complete (docs/hw/null-chip.md)",
		.vram_default = 16u << 20,
		.sysmem_default = 1u << 20,
		.unit_count = sizeof(null_unit_names) / sizeof(null_unit_names[0]),
		.unit_names = null_unit_names,
	},
	.units = null_units,
	.unit_count = sizeof(null_units) / sizeof(null_units[0]),
	.open_bus = 0xbad0ac00u,
};

const struct sgpu_chip *const sgpu_chip_table[] = {
	&chip_null,
	NULL,
};
