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
	/* GK104+: NV_PMC_ENABLE_PB (0x204), one bit per PBDMA the chip has;
	 * 0: no such register */
	uint32_t pbdma_mask;
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

/* ------------------------------------------------------------------ GF100+ host */

/* A class SET_OBJECT may bind, and the unit whose methods it gets. */
struct gf100_class {
	uint32_t id;      /* NVCLASS */
	const char *name; /* "MAXWELL_B" */
};

struct gf100_pfifo_params {
	/* Host class generation: 0 MAXWELL_CHANNEL_GPFIFO_A (0xB06F), 1
	 * VOLTA_CHANNEL_GPFIFO_A (0xC36F); see gf100_pushbuf.h. */
	unsigned gen;
	uint32_t host_class;
	unsigned channels;   /* PCCSR entries */
	bool runlist_16byte; /* gv100 RAMRL entries with TSG headers; else 8-byte Kepler ones */
	bool usermode;       /* gv100: VOLTA_USERMODE_A doorbell; else GP_PUT polled from USERD */
	bool old_forms;      /* pre-GF100 pushbuffer forms accepted */
	bool need_ver2;      /* RAMIN must select VER2 page tables with 64 KiB big pages */
	/* The unit that takes methods of subchannels 0-4 (the runlist's
	 * engine), and the classes SET_OBJECT knows. */
	const char *engine;
	const struct gf100_class *classes;
	size_t class_count;
};

extern const struct sgpu_unit_class gf100_pfifo_class;
/* GF100+ PFB/MMU control: TLB invalidate and the MMU control registers
 * (mmu/gf100_pfb.c). */
extern const struct sgpu_unit_class gf100_pfb_class;
/* PFB parameters; NULL: gm20b (no fault buffer registers). */
struct gf100_pfb_params {
	/* gv100: NV_PFB_PRI_MMU_FAULT_* registers, the non-replayable fault
	 * buffer and the NISO fault interrupt (the unit's irq line). */
	bool fault_buffer;
};

/* A fault for the Volta fault path (dev_mmu_fault NV_MMU_FAULT_BUF_ENTRY). */
struct gf100_fault_rec {
	uint64_t inst;      /* instance block address */
	unsigned inst_aper; /* 0 video, 2/3 system */
	uint64_t va;
	uint64_t time;   /* PTIMER */
	unsigned engine; /* MMU engine id (0x20 HOST0) */
	unsigned type;   /* NV_PFAULT_FAULT_TYPE */
	unsigned client; /* hub client id */
	bool write;
};

/* Reports a fault through gv100's PFB: the non-replayable fault buffer
 * when enabled (physical mode), else the FAULT_* registers. A no-op
 * without a PFB that has them. */
void gf100_pfb_fault(struct sgpu_device *dev, const struct gf100_fault_rec *f);

/* An MMU fault of a unit other than a channel's PBDMA (BAR1, BAR2):
 * gv100 through PFB (gf100_pfb_fault), gm20b in PFIFO's gk104 fault
 * record of MMU unit f->engine (INST = f->inst >> 12). */
void gf100_mmu_fault_report(struct sgpu_device *dev, const struct gf100_fault_rec *f);

/* GF100+ PBUS (host/gf100_pbus.c): the PRAMIN window, BAR1 and (bar2)
 * BAR2 through their instance blocks (docs/hw/bars.md). */
struct gf100_pbus_params {
	bool bar2;      /* NV_PBUS_BAR2_BLOCK and the BAR2 aperture (PCI BAR 3) */
	bool need_ver2; /* the blocks' RAMIN must select VER2 page tables */
};
extern const struct sgpu_unit_class gf100_pbus_class;
struct gf100_vmctx;
/* BAR2's address space when BAR2_BLOCK is in virtual mode and usable
 * (gv100's virtual-mode fault buffers live there); false otherwise. */
bool gf100_pbus_bar2_vm(struct sgpu_device *dev, struct gf100_vmctx *vm);

/* TLB invalidates seen (tests), 0 without such a unit. */
uint64_t gf100_pfb_invalidates(struct sgpu_device *dev);
/* A TLB invalidate from a channel's MEM_OP: every PDB (all) or pdb's. */
void gf100_pfb_invalidate(struct sgpu_device *dev, bool all, uint64_t pdb);

#endif /* SGPU_NV_NV_H */
