/* The chip table: every chip softgpu models, as data. A chip names its
 * units and where they sit; the units' code lives in the vendor folders. */
#include "core/device.h"
#include "null/null.h"
#include "nv/nv.h"
#include "nv/nv01.h"

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

/* ------------------------------------------------------------------ nv1 */

/* PMC with NV1's interrupt lines: PDMA 4, PFIFO 8, PGRAPH 12, PTIMER 20,
 * PGRAPH's VBLANK 24, software 28 (docs/hw/nv-pmc.md). */
static const struct nv_pmc_enable nv1_enables[] = {
	{8, "PFIFO"},
	{12, "PGRAPH"},
};

static const struct nv_pmc_params nv1_pmc = {
	.id = 0x00010100, /* NV1 ID format: architecture 1, implementation 1, revision 0 */
	.sw_line = 28,
	.enable_reset = 0xffffffffu,
	.enables = nv1_enables,
	.enable_count = sizeof(nv1_enables) / sizeof(nv1_enables[0]),
};

static const struct sgpu_unit_desc nv1_units[] = {
	{.cls = &nv_pmc_class, .base = 0x000000, .irq_line = -1, .params = &nv1_pmc},
	{.cls = &nv01_pfifo_class, .base = 0x002000, .irq_line = 8},
	{.cls = &nv01_pdma_class, .base = 0x100000, .irq_line = 4},
	{.cls = &nv01_pgraph_class, .base = 0x400000, .irq_line = 12},
	{.cls = &nv01_pfb_class, .base = 0x600000, .irq_line = -1},
};

static const char *const nv1_unit_names[] = {"PMC", "PFIFO", "PDMA", "PGRAPH", "PFB"};

static const struct sgpu_chip chip_nv1 = {
	.info = {
		.name = "nv1",
		.vendor = "nvidia",
		.family = "nv1",
		.description = "NVIDIA NV1 (1995): PGRAPH 2D engine with method areas, PFB canvas",
		.status = "partial: PGRAPH 2D classes, pixel pipeline, PFIFO PIO submission, PDMA notifiers and IFM/ITM, textured quads by an inferred walk (docs/hw/nv1-pgraph.md)",
		.vram_default = 4u << 20,
		.sysmem_default = 1u << 20,
		.unit_count = sizeof(nv1_unit_names) / sizeof(nv1_unit_names[0]),
		.unit_names = nv1_unit_names,
	},
	.units = nv1_units,
	.unit_count = sizeof(nv1_units) / sizeof(nv1_units[0]),
	.open_bus = 0,
};

const struct sgpu_chip *const sgpu_chip_table[] = {
	&chip_null,
	&chip_nv1,
	NULL,
};
