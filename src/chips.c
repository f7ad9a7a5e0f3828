/* The chip table: every chip softgpu models, as data. A chip names its
 * units and where they sit; the units' code lives in the vendor folders. */
#include "core/device.h"
#include "null/null.h"
#include "amd/r5xx/r5xx.h"

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

/* ------------------------------------------------------------------ r520 */

static const struct sgpu_unit_desc r520_units[] = {
	{.cls = &r5xx_rbbm_class, .base = 0x0000, .irq_line = 0},
	{.cls = &r5xx_cp_class, .base = 0x0700, .irq_line = -1},
	{.cls = &r5xx_e2_class, .base = 0x1400, .irq_line = -1},
	{.cls = &r5xx_3d_class, .base = 0x2000, .irq_line = -1},
};

static const char *const r520_unit_names[] = {"RBBM", "CP", "E2", "R3D"};

static const struct sgpu_chip chip_r520 = {
	.info = {
		.name = "r520",
		.vendor = "AMD",
		.family = "r5xx",
		.description = "Radeon X1800: command processor, PM4, 2D engine; 3D stub",
		.status = "CP, PM4 and 2D engine (docs/hw/r5xx.md); 3D pipeline not yet",
		.vram_default = 16u << 20,
		.sysmem_default = 4u << 20,
		.unit_count = sizeof(r520_unit_names) / sizeof(r520_unit_names[0]),
		.unit_names = r520_unit_names,
	},
	.units = r520_units,
	.unit_count = sizeof(r520_units) / sizeof(r520_units[0]),
	.open_bus = 0x00000000u,
};

const struct sgpu_chip *const sgpu_chip_table[] = {
	&chip_null,
	&chip_r520,
	NULL,
};
