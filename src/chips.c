/* The chip table: every chip softgpu models, as data. A chip names its
 * units and where they sit; the units' code lives in the vendor folders. */
#include "core/device.h"
#include "null/null.h"
#include "amd/r5xx/r5xx.h"
#include "falcon/unit.h"
#include "nv/falcon/falcon_units.h"
#include "nv/maxwell/mxw.h"
#include "nv/mmu/vm.h"
#include "nv/nv.h"
#include "nv/nv01.h"

/* ------------------------------------------------------------------ null */

static const struct sgpu_unit_desc null_units[] = {
	{.cls = &null_ctl_class, .base = 0x000000, .irq_line = -1},
	{.cls = &null_test_class, .base = 0x001000, .irq_line = 8},
};

static const char *const null_unit_names[] = {"CTL", "TEST"};

/* softgpu's own layout (docs/hw/bars.md). */
static const struct sgpu_bar_desc null_bars[] = {
	{.bar = 0, .bar_size = 16u << 20, .offset = 0, .size = 16u << 20,
	 .kind = SGPU_BAR_REGISTERS, .name = "MMIO", .backing = "registers (CTL, TEST)"},
	{.bar = 1, .bar_size = 256u << 20, .offset = 0, .size = 256u << 20,
	 .kind = SGPU_BAR_MEMORY, .space = SGPU_SPACE_VRAM, .name = "VRAM",
	 .backing = "VRAM from 0, linear; past its end unbacked"},
};

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
		.ns_per_step = 1,
	},
	.units = null_units,
	.unit_count = sizeof(null_units) / sizeof(null_units[0]),
	.open_bus = 0xbad0ac00u,
	.bars = null_bars,
	.bar_count = sizeof(null_bars) / sizeof(null_bars[0]),
};

/* ------------------------------------------------------------------ r520 */

static const struct sgpu_unit_desc r520_units[] = {
	{.cls = &r5xx_rbbm_class, .base = 0x0000, .irq_line = 0},
	{.cls = &r5xx_cp_class, .base = 0x0700, .irq_line = -1},
	{.cls = &r5xx_e2_class, .base = 0x1400, .irq_line = -1},
	{.cls = &r5xx_3d_class, .base = 0x2000, .irq_line = -1},
};

static const char *const r520_unit_names[] = {"RBBM", "CP", "E2", "R3D"};

/* Linux radeon: registers in PCI BAR 2 (radeon_device.c rmmio_base),
 * the framebuffer aperture in BAR 0 (r100_vram_init_sizes aper_base),
 * an I/O BAR of 256 bytes aliasing the first registers (r100_io_rreg);
 * sizes and the I/O BAR's number: docs/hw/bars.md. */
static const struct sgpu_bar_desc r520_bars[] = {
	{.bar = 0, .bar_size = 256u << 20, .offset = 0, .size = 256u << 20,
	 .kind = SGPU_BAR_MEMORY, .space = SGPU_SPACE_VRAM, .name = "APER",
	 .backing = "framebuffer aperture: VRAM from 0 (MC_FB_LOCATION start); past its end "
	            "unbacked"},
	{.bar = 2, .bar_size = 64u << 10, .offset = 0, .size = 64u << 10,
	 .kind = SGPU_BAR_REGISTERS, .name = "MMIO", .backing = "registers"},
	{.bar = 4, .io = true, .bar_size = 256, .offset = 0, .size = 256,
	 .kind = SGPU_BAR_REGISTERS, .name = "IO",
	 .backing = "I/O ports: registers 0x00-0xff (MM_INDEX, MM_DATA)"},
};

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
		.ns_per_step = 1,
	},
	.units = r520_units,
	.unit_count = sizeof(r520_units) / sizeof(r520_units[0]),
	.open_bus = 0x00000000u,
	/* the fixed memory controller: VRAM at 0, the GART aperture
	 * (system memory, identity mapped) at R5XX_GART_BASE */
	.bus_base = {[SGPU_SPACE_VRAM] = 0, [SGPU_SPACE_SYSMEM] = R5XX_GART_BASE},
	.bus_fixed = 1u << SGPU_SPACE_VRAM | 1u << SGPU_SPACE_SYSMEM,
	.bars = r520_bars,
	.bar_count = sizeof(r520_bars) / sizeof(r520_bars[0]),
};

/* ------------------------------------------------------------------ falcon (standalone) */

static const struct fuc_unit_params falcon_standalone_params = {
	.fuc = {.version = 3, .code_size = 0x4000, .data_size = 0x4000, .fifo_size = 0,
	        .xfer_slots = 8, .data_ports = 1, .vm_bits = 8, .has_ptimer = true},
};

static const struct sgpu_unit_desc falcon_units[] = {
	{.cls = &fuc_standalone_class, .base = 0x000000, .irq_line = 0,
	 .params = &falcon_standalone_params},
};

static const char *const falcon_unit_names[] = {"FALCON"};

static const struct sgpu_bar_desc falcon_bars[] = {
	{.bar = 0, .bar_size = 16u << 20, .offset = 0, .size = 16u << 20,
	 .kind = SGPU_BAR_REGISTERS, .name = "MMIO", .backing = "registers (the falcon's window)"},
};

static const struct sgpu_chip chip_falcon = {
	.info = {
		.name = "falcon",
		.vendor = "softgpu",
		.family = "test",
		.description = "a standalone falcon v3 (16 KiB code and data) with xfers to VRAM and system memory",
		.status = "core complete, no crypto (docs/hw/falcon.md)",
		.vram_default = 1u << 20,
		.sysmem_default = 1u << 20,
		.unit_count = 1,
		.unit_names = falcon_unit_names,
		.ns_per_step = 1,
	},
	.units = falcon_units,
	.unit_count = 1,
	.open_bus = 0xbadf1000u,
	.bars = falcon_bars,
	.bar_count = sizeof(falcon_bars) / sizeof(falcon_bars[0]),
};

/* ------------------------------------------------------------------ Tesla BARs */

/* G84+ flush BAR writes through 0x070000 (nouveau g84_bar_flush); G80's
 * 0x330c lies in PFIFO's window and is not modelled. */
static const struct g80_pbus_params g84_pbus = {.g84_flush = true};

/* envytools docs/hw/bus/bars.rst; BAR3 is PCI BAR 3 as nouveau maps it
 * (nvkm/subdev/bar/nv50.c: resource 3); sizes are strap choices
 * (docs/hw/bars.md). */
static const struct sgpu_bar_desc g80_bars[] = {
	{.bar = 0, .bar_size = 16u << 20, .offset = 0, .size = 16u << 20,
	 .kind = SGPU_BAR_REGISTERS, .name = "MMIO",
	 .backing = "registers; PRAMIN at 0x700000 is VRAM at PBUS.PRAMIN_WINDOW << 16"},
	{.bar = 1, .bar_size = 256u << 20, .offset = 0, .size = 256u << 20,
	 .kind = SGPU_BAR_TRANSLATED, .space = SGPU_SPACE_VRAM, .unit = "PBUS", .name = "BAR1",
	 .backing = "VRAM aperture: through the VM (PBUS.BAR_CHAN, BAR1_DMAOBJ) when enabled, "
	            "else VRAM from 0"},
	{.bar = 3, .bar_size = 16u << 20, .offset = 0, .size = 16u << 20,
	 .kind = SGPU_BAR_TRANSLATED, .space = SGPU_SPACE_VRAM, .unit = "PBUS", .name = "BAR3",
	 .backing = "RAMIN aperture: through the VM (PBUS.BAR_CHAN, BAR3_DMAOBJ) when enabled, "
	            "else VRAM from 0"},
};

/* ------------------------------------------------------------------ gt215 */

static const struct nv_pmc_enable gt215_enables[] = {
	{8, "PFIFO"},
	{13, "PCOPY"},
};

static const struct nv_pmc_params gt215_pmc = {
	.id = 0x0a3000a2u,
	.sw_line = 31,
	.has_intr_mask = true,
	.enables = gt215_enables,
	.enable_count = sizeof(gt215_enables) / sizeof(gt215_enables[0]),
};

/* RAMHT engine 3 is the copy engine on G84+ (nouveau nv50_fifo_chan
 * object_ctor: CE0 context 0x00300000). */
static const struct nv_pfifo_params gt215_pfifo = {
	.g84 = true,
	.engines = {[3] = "PCOPY"},
};

static const struct g80_pfb_params gt215_pfb = {.gen = &gt215_vm_gen_gt215, .limit_inclusive = true};

static const struct sgpu_unit_desc gt215_units[] = {
	{.cls = &nv_pmc_class, .base = 0x000000, .irq_line = -1, .params = &gt215_pmc},
	{.cls = &g80_pbus_class, .base = 0x001000, .irq_line = -1, .params = &g84_pbus},
	{.cls = &g80_pfifo_class, .base = 0x002000, .irq_line = 8, .params = &gt215_pfifo},
	{.cls = &nv_ptimer_class, .base = 0x009000, .irq_line = 20},
	{.cls = &g80_pfb_class, .base = 0x100000, .irq_line = -1, .params = &gt215_pfb},
	{.cls = &gt215_pcopy_class, .base = 0x104000, .irq_line = 22},
	{.cls = &gt215_pdaemon_class, .base = 0x10a000, .irq_line = 18},
};

static const char *const gt215_unit_names[] = {"PMC", "PBUS", "PFIFO", "PTIMER", "PFB", "PCOPY", "PDAEMON"};

static const struct sgpu_chip chip_gt215 = {
	.info = {
		.name = "gt215",
		.vendor = "NVIDIA",
		.family = "Tesla",
		.description = "GT215 (NVA3): PMC, PFIFO, PTIMER, PFB (Tesla VM), the PCOPY and "
		               "PDAEMON falcons",
		.status = "partial: PDAEMON (docs/hw/pdaemon.md); PCOPY falcon fed by PFIFO, without "
		          "its copy hardware (docs/hw/pcopy.md); no PGRAPH",
		.vram_default = 64u << 20,
		.sysmem_default = 16u << 20,
		.unit_count = sizeof(gt215_unit_names) / sizeof(gt215_unit_names[0]),
		.unit_names = gt215_unit_names,
		.ns_per_step = 1,
	},
	.units = gt215_units,
	.unit_count = sizeof(gt215_units) / sizeof(gt215_units[0]),
	.open_bus = 0xbad0ac00u,
	.bars = g80_bars,
	.bar_count = sizeof(g80_bars) / sizeof(g80_bars[0]),
};

/* ------------------------------------------------------------------ g80 */

/* G80 (NV50): PMC, PFIFO, PTIMER, PFB (Tesla VM) and the softgpu record
 * engine. Interrupt lines
 * are PMC.INTR_HOST bits (docs/hw/nv-pmc.md): PFIFO 8, PGRAPH 12,
 * PTIMER 20, software 31. Engine ids are RAMHT context bits 20-23
 * (docs/hw/g80-pfifo.md): 1 PGRAPH, 7 the record engine. */
static const struct nv_pmc_enable g80_pmc_enables[] = {
	{8, "PFIFO"},
	{12, "PGRAPH"},
};

/* PMC.ID: chipset in bits 20-27 (0x50, 0x84); the stepping byte (0xa2)
 * is an example value (envytools docs/hw/bus/pmc.rst). */
static const struct nv_pmc_params g80_pmc = {
	.id = 0x050000a2u,
	.sw_line = 31,
	.enables = g80_pmc_enables,
	.enable_count = sizeof(g80_pmc_enables) / sizeof(g80_pmc_enables[0]),
};

static const struct nv_pfifo_params g80_pfifo = {
	.g84 = false,
	.engines = {[1] = "PGRAPH", [7] = "RECORD"},
};

/* DMA object limits are inclusive, as nouveau programs them
 * (docs/hw/g80-pfifo.md, "DMA object limit"). */
static const struct g80_pfb_params g80_pfb = {.gen = &g80_vm_gen_g80, .limit_inclusive = true};

static const struct sgpu_unit_desc g80_units[] = {
	{.cls = &nv_pmc_class, .base = 0x000000, .irq_line = -1, .params = &g80_pmc},
	{.cls = &g80_pbus_class, .base = 0x001000, .irq_line = -1},
	{.cls = &g80_pfifo_class, .base = 0x002000, .irq_line = 8, .params = &g80_pfifo},
	{.cls = &nv_ptimer_class, .base = 0x009000, .irq_line = 20},
	{.cls = &g80_pfb_class, .base = 0x100000, .irq_line = -1, .params = &g80_pfb},
	{.cls = &nv_record_class, .base = 0x0ff000, .irq_line = -1},
};

static const char *const g80_unit_names[] = {"PMC", "PBUS", "PFIFO", "PTIMER", "PFB", "RECORD"};


static const struct sgpu_chip chip_g80 = {
	.info = {
		.name = "g80",
		.vendor = "NVIDIA",
		.family = "Tesla",
		.description = "GeForce 8800 (NV50): PMC, PFIFO (DMA pusher, IB mode, puller, RAMHT, "
		               "semaphores), PTIMER, PFB (Tesla VM) and the softgpu record engine",
		.status = "partial: host only (docs/hw/g80-pfifo.md)",
		.vram_default = 64u << 20,
		.sysmem_default = 16u << 20,
		.unit_count = sizeof(g80_unit_names) / sizeof(g80_unit_names[0]),
		.unit_names = g80_unit_names,
		.ns_per_step = 1,
	},
	.units = g80_units,
	.unit_count = sizeof(g80_units) / sizeof(g80_units[0]),
	.open_bus = 0xbad0ac00u,
	.bars = g80_bars,
	.bar_count = sizeof(g80_bars) / sizeof(g80_bars[0]),
};

/* ------------------------------------------------------------------ g84 */

/* G84 (GeForce 8600): G80's host plus new-style semaphores, NOTIFY_INTR
 * and WRCACHE_FLUSH; RAMFC apart from the channel structure. */
static const struct nv_pmc_params g84_pmc = {
	.id = 0x084000a2u,
	.sw_line = 31,
	.enables = g80_pmc_enables,
	.enable_count = sizeof(g80_pmc_enables) / sizeof(g80_pmc_enables[0]),
};

static const struct nv_pfifo_params g84_pfifo = {
	.g84 = true,
	.engines = {[1] = "PGRAPH", [7] = "RECORD"},
};

static const struct g80_pfb_params g84_pfb = {.gen = &g84_vm_gen_g84, .limit_inclusive = true};

static const struct sgpu_unit_desc g84_units[] = {
	{.cls = &nv_pmc_class, .base = 0x000000, .irq_line = -1, .params = &g84_pmc},
	{.cls = &g80_pbus_class, .base = 0x001000, .irq_line = -1, .params = &g84_pbus},
	{.cls = &g80_pfifo_class, .base = 0x002000, .irq_line = 8, .params = &g84_pfifo},
	{.cls = &nv_ptimer_class, .base = 0x009000, .irq_line = 20},
	{.cls = &g80_pfb_class, .base = 0x100000, .irq_line = -1, .params = &g84_pfb},
	{.cls = &nv_record_class, .base = 0x0ff000, .irq_line = -1},
};

static const struct sgpu_chip chip_g84 = {
	.info = {
		.name = "g84",
		.vendor = "NVIDIA",
		.family = "Tesla",
		.description = "GeForce 8600 (NV84): G80's host with new-style semaphores",
		.status = "partial: host only (docs/hw/g80-pfifo.md)",
		.vram_default = 64u << 20,
		.sysmem_default = 16u << 20,
		.unit_count = sizeof(g80_unit_names) / sizeof(g80_unit_names[0]),
		.unit_names = g80_unit_names,
		.ns_per_step = 1,
	},
	.units = g84_units,
	.unit_count = sizeof(g84_units) / sizeof(g84_units[0]),
	.open_bus = 0xbad0ac00u,
	.bars = g80_bars,
	.bar_count = sizeof(g80_bars) / sizeof(g80_bars[0]),
};

/* ------------------------------------------------------------------ gm20b, gv100 */

/* The GF100+ host (docs/hw/gf100-host.md). PMC lines as on GF100+:
 * PFIFO 8, PTIMER 20 (nouveau gk104_mc / gv100_mc intr tables). Until
 * the Maxwell/Volta engines exist, the record engine is the runlist's
 * engine: methods of subchannels 0-4 of every class reach it. */
static const struct nv_pmc_enable gf100_pmc_enables[] = {
	{8, "PFIFO"},
	{12, "PGRAPH"},
};

/* PMC_BOOT_0: chipset in bits 20-28 (0x12b GM20B, 0x140 GV100), the
 * stepping byte an example value (envytools docs/hw/bus/pmc.rst). */
/* ENABLE_PB: the one PBDMA softgpu models (docs/hw/gf100-host.md) */
static const struct nv_pmc_params gm20b_pmc = {
	.id = 0x12b000a1u,
	.pbdma_mask = 1,
	.sw_line = 31,
	.has_intr_mask = true,
	.enables = gf100_pmc_enables,
	.enable_count = sizeof(gf100_pmc_enables) / sizeof(gf100_pmc_enables[0]),
};

static const struct nv_pmc_params gv100_pmc = {
	.id = 0x140000a1u,
	.pbdma_mask = 1,
	.sw_line = 31,
	.has_intr_mask = true,
	.enables = gf100_pmc_enables,
	.enable_count = sizeof(gf100_pmc_enables) / sizeof(gf100_pmc_enables[0]),
};

static const struct nv_ptimer_params gf100_ptimer = {.clock_source = true};

/* SOFTGPU_RECORD (0x5ec0): softgpu's class for the record engine, an id
 * no NVIDIA class uses; the others are the seed 003 engine IDs (gm20b)
 * and their Volta counterparts (open-gpu-doc classes/). */
static const struct gf100_class gm20b_classes[] = {
	{0x5ec0, "SOFTGPU_RECORD"},     {0x902d, "FERMI_TWOD_A"},
	{0xa140, "KEPLER_INLINE_TO_MEMORY_B"}, {0xb0b5, "MAXWELL_DMA_COPY_A"},
	{0xb197, "MAXWELL_B"},          {0xb1c0, "MAXWELL_COMPUTE_B"},
};

static const struct gf100_class gv100_classes[] = {
	{0x5ec0, "SOFTGPU_RECORD"},     {0x902d, "FERMI_TWOD_A"},
	{0xa140, "KEPLER_INLINE_TO_MEMORY_B"}, {0xc397, "VOLTA_A"},
	{0xc3b5, "VOLTA_DMA_COPY_A"},   {0xc3c0, "VOLTA_COMPUTE_A"},
};

/* gm20b: MAXWELL_CHANNEL_GPFIFO_A, 512 channels (nouveau gm20b_fifo),
 * 8-byte runlist entries, GP_PUT polled from USERD, GF100 page tables. */
static const struct gf100_pfifo_params gm20b_pfifo = {
	.gen = 0,
	.host_class = 0xb06f,
	.channels = 512,
	.runlist_16byte = false,
	.usermode = false,
	.old_forms = true,
	.need_ver2 = false,
	.engine = "PGRAPH",
	.classes = gm20b_classes,
	.class_count = sizeof(gm20b_classes) / sizeof(gm20b_classes[0]),
};

/* gv100: VOLTA_CHANNEL_GPFIFO_A, 4096 channels (dev_fifo
 * NV_PCCSR_CHANNEL__SIZE_1), 16-byte RAMRL entries, the usermode
 * doorbell, VER2 page tables only. */
static const struct gf100_pfifo_params gv100_pfifo = {
	.gen = 1,
	.host_class = 0xc36f,
	.channels = 4096,
	.runlist_16byte = true,
	.usermode = true,
	.old_forms = false,
	.need_ver2 = true,
	.engine = "RECORD",
	.classes = gv100_classes,
	.class_count = sizeof(gv100_classes) / sizeof(gv100_classes[0]),
};

/* gm20b: BAR1 only (nouveau gm20b_bar_func); gv100 BAR1 and BAR2. */
static const struct gf100_pbus_params gm20b_pbus = {.bar2 = false, .need_ver2 = false};
static const struct gf100_pbus_params gv100_pbus = {.bar2 = true, .need_ver2 = true};

/* gm20b's PGRAPH: the Maxwell GR front end (docs/hw/maxwell.md), the
 * engine of runlist 0; PMC line 12 (nouveau gf100_mc_intr: 0x1000 GR). */
static const struct mxw_gr_params gm20b_gr = {
	.classes = gm20b_classes,
	.class_count = sizeof(gm20b_classes) / sizeof(gm20b_classes[0]),
};

static const struct sgpu_unit_desc gm20b_units[] = {
	{.cls = &nv_pmc_class, .base = 0x000000, .irq_line = -1, .params = &gm20b_pmc},
	{.cls = &gf100_pbus_class, .base = 0x001000, .irq_line = -1, .params = &gm20b_pbus},
	{.cls = &gf100_pfifo_class, .base = 0x002000, .irq_line = 8, .params = &gm20b_pfifo},
	{.cls = &nv_ptimer_class, .base = 0x009000, .irq_line = 20, .params = &gf100_ptimer},
	{.cls = &nv_record_class, .base = 0x0ff000, .irq_line = -1},
	{.cls = &gf100_pfb_class, .base = 0x100000, .irq_line = -1},
	{.cls = &mxw_gr_class, .base = 0x400000, .irq_line = 12, .params = &gm20b_gr},
};

/* PMC line 9: FAULT (nouveau gp100_mc_intr). */
static const struct gf100_pfb_params gv100_pfb = {.fault_buffer = true};

static const struct sgpu_unit_desc gv100_units[] = {
	{.cls = &nv_pmc_class, .base = 0x000000, .irq_line = -1, .params = &gv100_pmc},
	{.cls = &gf100_pbus_class, .base = 0x001000, .irq_line = -1, .params = &gv100_pbus},
	{.cls = &gf100_pfifo_class, .base = 0x002000, .irq_line = 8, .params = &gv100_pfifo},
	{.cls = &nv_ptimer_class, .base = 0x009000, .irq_line = 20, .params = &gf100_ptimer},
	{.cls = &nv_record_class, .base = 0x0ff000, .irq_line = -1},
	{.cls = &gf100_pfb_class, .base = 0x100000, .irq_line = 9, .params = &gv100_pfb},
};

static const char *const gf100_unit_names[] = {"PMC", "PBUS", "PFIFO", "PTIMER", "RECORD", "PFB"};
static const char *const gm20b_unit_names[] = {"PMC",    "PBUS", "PFIFO", "PTIMER",
                                               "RECORD", "PFB",  "PGRAPH"};

/* BAR0, the registers (16 MiB); BAR1, the 256 MiB aperture through
 * NV_PBUS_BAR1_BLOCK's address space; gv100 also BAR2's, in PCI BAR 3
 * (nouveau maps resource 3 for it: bar/gf100.c), 32 MiB (softgpu's
 * straps). docs/hw/bars.md. */
static const struct sgpu_bar_desc gm20b_bars[] = {
	{.bar = 0, .bar_size = 16u << 20, .offset = 0, .size = 16u << 20,
	 .kind = SGPU_BAR_REGISTERS, .name = "MMIO",
	 .backing = "registers; PRAMIN at 0x700000 is memory at PBUS.BAR0_WINDOW << 16"},
	{.bar = 1, .bar_size = 256u << 20, .offset = 0, .size = 256u << 20,
	 .kind = SGPU_BAR_TRANSLATED, .space = SGPU_SPACE_VRAM, .unit = "PBUS", .name = "BAR1",
	 .backing = "BAR1 aperture: through PBUS.BAR1_BLOCK's page tables in virtual mode, "
	            "else VRAM from 0"},
};

static const struct sgpu_bar_desc gv100_bars[] = {
	{.bar = 0, .bar_size = 16u << 20, .offset = 0, .size = 16u << 20,
	 .kind = SGPU_BAR_REGISTERS, .name = "MMIO",
	 .backing = "registers; PRAMIN at 0x700000 is memory at PBUS.BAR0_WINDOW << 16"},
	{.bar = 1, .bar_size = 256u << 20, .offset = 0, .size = 256u << 20,
	 .kind = SGPU_BAR_TRANSLATED, .space = SGPU_SPACE_VRAM, .unit = "PBUS", .name = "BAR1",
	 .backing = "BAR1 aperture: through PBUS.BAR1_BLOCK's page tables in virtual mode, "
	            "else VRAM from 0"},
	{.bar = 3, .bar_size = 32u << 20, .offset = 0, .size = 32u << 20,
	 .kind = SGPU_BAR_TRANSLATED, .space = SGPU_SPACE_VRAM, .unit = "PBUS", .name = "BAR2",
	 .backing = "BAR2 aperture: through PBUS.BAR2_BLOCK's page tables in virtual mode, "
	            "else VRAM from 0"},
};

static const struct sgpu_chip chip_gm20b = {
	.info = {
		.name = "gm20b",
		.vendor = "NVIDIA",
		.family = "Maxwell",
		.description = "Tegra X1 GPU (GM20B): PMC, PFIFO (runlists, PBDMA, GPFIFO, GF100 "
		               "pushbuffers, MAXWELL_CHANNEL_GPFIFO_A host methods), PTIMER, PFB/MMU "
		               "(GF100 page tables), PBUS (PRAMIN, BAR1), PGRAPH (the GR "
		               "front end: classes, contexts, traps) and the softgpu record engine",
		.status = "partial: host (docs/hw/gf100-host.md) and the GR front end (docs/hw/maxwell.md); "
		          "Maxwell classes in progress",
		.vram_default = 64u << 20,
		.sysmem_default = 16u << 20,
		.ns_per_step = 1,
		.unit_count = sizeof(gm20b_unit_names) / sizeof(gm20b_unit_names[0]),
		.unit_names = gm20b_unit_names,
	},
	.units = gm20b_units,
	.unit_count = sizeof(gm20b_units) / sizeof(gm20b_units[0]),
	.bars = gm20b_bars,
	.bar_count = sizeof(gm20b_bars) / sizeof(gm20b_bars[0]),
	.open_bus = 0xbad0ac00u,
};

static const struct sgpu_chip chip_gv100 = {
	.info = {
		.name = "gv100",
		.vendor = "NVIDIA",
		.family = "Volta",
		.description = "GV100: PMC, PFIFO (TSG runlists, PBDMA, GPFIFO, VOLTA_CHANNEL_GPFIFO_A "
		               "host methods, VOLTA_USERMODE_A doorbell), PTIMER, PFB/MMU (VER2 page "
		               "tables, fault buffers), PBUS (PRAMIN, BAR1, BAR2) and the softgpu "
		               "record engine",
		.status = "partial: host only (docs/hw/gf100-host.md); no Volta engines yet",
		.vram_default = 64u << 20,
		.sysmem_default = 16u << 20,
		.ns_per_step = 1,
		.unit_count = sizeof(gf100_unit_names) / sizeof(gf100_unit_names[0]),
		.unit_names = gf100_unit_names,
	},
	.units = gv100_units,
	.unit_count = sizeof(gv100_units) / sizeof(gv100_units[0]),
	.bars = gv100_bars,
	.bar_count = sizeof(gv100_bars) / sizeof(gv100_bars[0]),
	.open_bus = 0xbad0ac00u,
};

/* ------------------------------------------------------------------ nv1 */

/* PMC with NV1's interrupt lines: PDMA 4, PFIFO 8, PGRAPH 12, PTIMER 20,
 * PGRAPH's VBLANK 24, software 28 (docs/hw/nv-pmc.md). */
static const struct nv_pmc_enable nv1_enables[] = {
	{4, "PDMA"},
	{4, "PTIMER"}, /* ptimer.rst: NV1's PTIMER shares PDMA's enable */
	{8, "PFIFO"},
	{12, "PGRAPH"},
};

/* PTIMER at 0x101000 with the NV1 register layout (envytools ptimer.rst);
 * its source, MCLK, has no documented frequency: the reset ratio makes
 * the time count nanoseconds of model time (docs/hw/nv1-pgraph.md). */
static const struct nv_ptimer_params nv1_ptimer = {.nv01_layout = true};

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
	{.cls = &nv_ptimer_class, .base = 0x101000, .irq_line = 20, .params = &nv1_ptimer},
	{.cls = &nv01_pgraph_class, .base = 0x400000, .irq_line = 12},
	{.cls = &nv01_pfb_class, .base = 0x600000, .irq_line = -1},
};

static const char *const nv1_unit_names[] = {"PMC", "PFIFO", "PDMA", "PTIMER", "PGRAPH", "PFB"};

/* One BAR of 32 MiB: registers, then the framebuffer "mapped straight"
 * at 0x1000000 (envytools docs/hw/memory/nv01-vram.rst); the window is
 * larger than VRAM and wraps, as the RAMIN windows do (docs/hw/bars.md). */
static const struct sgpu_bar_desc nv1_bars[] = {
	{.bar = 0, .bar_size = 32u << 20, .offset = 0, .size = 16u << 20,
	 .kind = SGPU_BAR_REGISTERS, .name = "MMIO", .backing = "registers"},
	{.bar = 0, .bar_size = 32u << 20, .offset = 16u << 20, .size = 16u << 20,
	 .kind = SGPU_BAR_MEMORY, .reg_base = 0x1000000, .space = SGPU_SPACE_VRAM, .wrap = true,
	 .unit = "PFB", .name = "FB", .mmio_region = "FB",
	 .backing = "framebuffer: VRAM from 0, any access size, wrapping at the VRAM size"},
};

static const struct sgpu_chip chip_nv1 = {
	.info = {
		.name = "nv1",
		.vendor = "nvidia",
		.family = "nv1",
		.description = "NVIDIA NV1 (1995): PGRAPH 2D engine with method areas, PFB canvas",
		.status = "partial: PGRAPH 2D classes with envytools' XY logic, pixel pipeline, PFIFO PIO submission, PDMA notifiers and IFM/ITM, PTIMER; textured quads by an inferred walk, VBLANK timing units inferred (docs/hw/nv1-pgraph.md)",
		.vram_default = 4u << 20,
		.sysmem_default = 1u << 20,
		.unit_count = sizeof(nv1_unit_names) / sizeof(nv1_unit_names[0]),
		.unit_names = nv1_unit_names,
		.ns_per_step = 1,
	},
	.units = nv1_units,
	.unit_count = sizeof(nv1_units) / sizeof(nv1_units[0]),
	.open_bus = 0,
	.bars = nv1_bars,
	.bar_count = sizeof(nv1_bars) / sizeof(nv1_bars[0]),
};

const struct sgpu_chip *const sgpu_chip_table[] = {
	&chip_null,
	&chip_falcon,
	&chip_nv1,
	&chip_g80,
	&chip_g84,
	&chip_gt215,
	&chip_r520,
	&chip_gm20b,
	&chip_gv100,
	NULL,
};
