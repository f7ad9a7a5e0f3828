/* The falcon microprocessor core (seed 000 §2.10; notes in docs/hw/falcon.md).
 *
 * A struct fuc is the CPU with its code and data SRAM, the interrupt
 * controller, the timers, the xfer engine, the code TLB and the common IO
 * registers. It is not a unit by itself: a falcon-based unit (PDAEMON,
 * PCOPY, the standalone harness) embeds one, gives it its parameters and
 * a struct fuc_host with the engine-specific hooks, and calls fuc_step()
 * from its step(). Everything here is bounded by the budget it is given. */
#ifndef SGPU_FALCON_FALCON_H
#define SGPU_FALCON_FALCON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/device.h"
#include "isa/falcon.h"

/* Per-engine falcon parameters ("falcon parameters" blocks of the seed). */
struct fuc_params {
	unsigned version;    /* 0, 3 or 4 */
	uint32_t code_size;  /* bytes, multiple of 0x100 */
	uint32_t data_size;  /* bytes, multiple of 0x100 */
	unsigned fifo_size;  /* UC_CAPS.FIFO_SIZE */
	unsigned xfer_slots; /* xfer queue depth, 1..16 */
	unsigned data_ports; /* host DATA_INDEX/DATA pairs, 1..8 (v3+) */
	unsigned vm_bits;    /* UC_CAPS2.VM_PAGES_LOG2: bits of a virtual code page index */
	bool has_ptimer;     /* TIME_LOW/TIME_HIGH alias present */
};

/* Engine-specific hooks. Any may be NULL. */
struct fuc_host {
	void *ctx;
	/* IO registers at host offsets 0x400..0xeff (I[0x10000..0x3bfff]);
	 * idx is the indexed-IO index (address bits 2..7). */
	bool (*io_read)(void *ctx, uint32_t off, unsigned idx, uint32_t *value);
	bool (*io_write)(void *ctx, uint32_t off, unsigned idx, uint32_t value);
	/* External memory for xfers: port 0..7, a byte address. false:
	 * the access faulted (nothing transferred). */
	bool (*ext_access)(void *ctx, unsigned port, uint64_t addr, void *buf, uint32_t len,
	                   bool write);
	/* The falcon's PMC output line changed (routing destination 1). */
	void (*pmc_line)(void *ctx, bool level);
	/* Engine status bits above bit 0 for the STATUS register. */
	uint32_t (*status)(void *ctx);
	/* PTIMER time in ns for TIME_LOW/TIME_HIGH. */
	uint64_t (*ptimer)(void *ctx);
	/* SUBENGINE_RESET: reset the engine's I[0x10000:0x20000] part. */
	void (*subengine_reset)(void *ctx);
};

enum fuc_state { FUC_STOPPED, FUC_RUNNING, FUC_SLEEPING };

/* Special registers (FUC_SR_*) and $flags bit numbers (FUC_FLAG_*) come
 * from the ISA header; the v4 bits the ISA does not name are here. */
enum {
	FUC_FLAG_UNK1A = 26,
	FUC_FLAG_UNK1D = 29,
};

/* Trap reasons ($tstatus bits 20..23). */
enum {
	FUC_TRAP_INVALID_OPCODE = 8,
	FUC_TRAP_VM_NO_HIT = 0xa,
	FUC_TRAP_VM_MULTI_HIT = 0xb,
	FUC_TRAP_BREAKPOINT = 0xf,
};

/* Interrupt lines with a fixed meaning. */
enum {
	FUC_LINE_PERIODIC = 0,
	FUC_LINE_WATCHDOG = 1,
	FUC_LINE_FIFO = 2,
	FUC_LINE_CHSW = 3,
	FUC_LINE_EXIT = 4,
};

/* Why the core last stopped (for harnesses and tests). */
enum fuc_stop_reason {
	FUC_STOP_NONE,
	FUC_STOP_EXIT,        /* exit instruction */
	FUC_STOP_DOUBLE_TRAP, /* trap while $flags.ta */
	FUC_STOP_UNIMP,       /* something softgpu does not model (secret code) */
};

#define FUC_XFER_MAX 16
#define FUC_FIFO_MAX 16

/* A method waiting in the falcon's FIFO interface (FIFO_CMD/FIFO_DATA). */
struct fuc_fifo_entry {
	uint32_t mthd; /* byte address */
	uint8_t subc;
	uint32_t data;
};

enum fuc_xfer_mode { FUC_XFER_DATA_LOAD = 0, FUC_XFER_CODE_LOAD = 1, FUC_XFER_DATA_STORE = 2 };

struct fuc_xfer {
	uint8_t mode, port, size;
	bool secret;
	uint32_t ext_base, ext_offset, local;
};

struct fuc_bent;
struct fuc_bmap;

struct fuc_tlb {
	uint16_t virt;
	uint8_t flags; /* bit 0 usable, 1 busy, 2 secret */
};

struct fuc {
	const struct fuc_params *p;
	struct fuc_host host;
	struct sgpu_unit *unit; /* for logs and traces */

	uint8_t *code; /* code_size bytes */
	uint8_t *data; /* data_size bytes */
	struct fuc_tlb *tlb;
	uint32_t sp_mask;

	/* CPU */
	uint32_t r[16];
	uint32_t sr[16]; /* $pc lives in sr[FUC_SR_PC] */
	/* cycles and step_spent are kept apart: side by side, GCC adds 1 to
	 * both with one 16-byte load and store, which waits ~20 cycles for the
	 * 8-byte store the unit's step() just did to step_spent (a store
	 * that cannot be forwarded), on every fuc_step call. */
	uint64_t cycles; /* core clock */
	enum fuc_state state;
	enum fuc_stop_reason stop_reason;
	bool fetch_stalled; /* fetch of a busy page waits for a TLB change */
	/* Cycles spent inside the unit's current step() call: units zero it
	 * on entry, fuc_step counts; PTIMER reads add it to model time. */
	uint64_t step_spent;
	/* Long turns (fuc_unit_turn): cycles a block run may go on past
	 * fuc_step's budget. Only quiet instructions run there, which show
	 * nothing outside the core but a guest error log, booked first
	 * (fuc_turn_sync, at run_pos, into turn_booked). fuc_step zeroes
	 * turn_extra as soon as it does anything else (an instruction one
	 * at a time, a timer tick, an xfer, an interrupt, sleep), so nonzero
	 * on return also means that call did nothing else. */
	uint64_t turn_extra, turn_booked, run_pos;

	/* interrupts */
	uint16_t intr_wire;  /* input levels */
	uint16_t intr_latch; /* edge flip-flops */
	uint16_t intr_en, intr_mode;
	uint32_t intr_routing;
	bool pmc_level;

	/* timers */
	uint32_t periodic_period, periodic_time, periodic_enable;
	uint32_t watchdog_time, watchdog_enable;

	/* common IO */
	uint32_t scratch[4];
	uint32_t uc_entry, fifo_enable, host_io_index, tlb_cmd, tlb_res;
	uint32_t code_index, code_virt;
	uint32_t data_index[8];
	uint32_t upload_addr; /* v0 */
	uint32_t io_unknown[4];
	uint32_t breakpoint[2]; /* v3+: bits 0-23 pc, 30 SKIP_ONE, 31 ENABLED (rnndb) */

	/* FIFO interface (seed §2.10.14 is "Todo"; rnndb names, docs/hw/falcon.md) */
	struct fuc_fifo_entry fifo[FUC_FIFO_MAX];
	unsigned fifo_head, fifo_count, fifo_limit;
	uint32_t channel_cur, channel_next;

	/* xfers */
	uint32_t xfer_ext_base, xfer_local, xfer_ctrl, xfer_ext_offset, xfer_status_w;
	struct fuc_xfer xq[FUC_XFER_MAX];
	unsigned xq_head, xq_count;

	/* the last code page translation (invalidated on any TLB change) */
	bool vcache_valid;
	uint32_t vcache_virt, vcache_phys;

	/* The block engine's cache (block.c): a map entry per code byte,
	 * valid while its generation equals code_gen, which every code SRAM
	 * write bumps (fuc_code_changed), pointing into a pool of decoded
	 * runs. */
	struct fuc_bmap *bmap;
	struct fuc_bent *bpool;
	uint32_t bpool_used;
	uint32_t code_gen;
	/* Run instructions one at a time even when blocks could run (tests
	 * compare both). */
	bool no_blocks;
	uint64_t block_insns; /* instructions the block engine ran (statistics) */

	/* Execute through the ISA table's decoder (exec_ref.c) instead of
	 * the direct decoder (exec.c); both must agree. */
	bool reference;

	/* Called before each instruction when set (softgpu falcon run --trace). */
	void (*trace)(void *ctx, const struct fuc *f, uint32_t pc, const uint8_t *bytes,
	              unsigned len);
	void *trace_ctx;
};

/* Allocates SRAM per p; false on allocation failure. */
bool fuc_init(struct fuc *f, const struct fuc_params *p, const struct fuc_host *host,
              struct sgpu_unit *unit);
void fuc_fini(struct fuc *f);
/* Power-on state: STOPPED, registers at their reset values (docs/hw/falcon.md). */
void fuc_reset(struct fuc *f);

/* The unit has work: running, sleeping with a timer that can wake it, or
 * xfers in flight. */
bool fuc_busy(const struct fuc *f);
/* Runs at most budget core cycles; returns the cycles spent (>= 1). */
uint64_t fuc_step(struct fuc *f, uint64_t budget);

/* Host MMIO window (offset 0x000..0xfff of the unit). */
uint32_t fuc_mmio_read(struct fuc *f, uint32_t off);
void fuc_mmio_write(struct fuc *f, uint32_t off, uint32_t value);
/* The falcon's own IO space, I[addr]. */
uint32_t fuc_io_read(struct fuc *f, uint32_t addr);
void fuc_io_write(struct fuc *f, uint32_t addr, uint32_t value);

/* The puller side of the FIFO interface: queues a method for the
 * firmware when ACCESS_EN.FIFO (FIFO_ENABLE bit 1) is set and the FIFO is
 * below FIFO_LIMIT; false: not taken, offer it again. chan is the
 * channel descriptor; a new channel first needs a switch (CHANNEL_NEXT,
 * line 3) that the firmware completes with CHANNEL_CMD.LOAD. */
bool fuc_fifo_push(struct fuc *f, uint32_t chan, uint32_t mthd, unsigned subc, uint32_t data);

/* An engine-specific interrupt input wire (lines 2, 3, 5, 8..15). */
void fuc_set_line(struct fuc *f, unsigned line, bool level);
/* INTR as the status register shows it. */
uint16_t fuc_intr_status(const struct fuc *f);

/* Data space with the documented unaligned behaviour; size in bytes 1/2/4. */
uint32_t fuc_ld(struct fuc *f, unsigned size, uint32_t addr);
void fuc_st(struct fuc *f, unsigned size, uint32_t addr, uint32_t value);

/* Code TLB operations (v3+). */
void fuc_itlb(struct fuc *f, uint32_t physidx);
uint32_t fuc_ptlb(const struct fuc *f, uint32_t physidx);
uint32_t fuc_vtlb(const struct fuc *f, uint32_t virtaddr);

/* Starts the CPU as UC_CTRL.START does. */
void fuc_start(struct fuc *f);

/* Tracing: one line per instruction when the device traces. */
const char *fuc_state_name(enum fuc_state s);

/* ------------------------------------------------------------------ ALU (alu.c) */

/* The ALU of one instruction: pure functions over operand values and
 * $flags, per version. size is 8, 16 or 32; results are returned
 * truncated to size, and the flags word updated as the instruction does. */
enum fuc_alu_op {
	FUC_ALU_ADD,
	FUC_ALU_ADC,
	FUC_ALU_SUB,
	FUC_ALU_SBB,
	FUC_ALU_SHL,
	FUC_ALU_SHR,
	FUC_ALU_SAR,
	FUC_ALU_SHLC,
	FUC_ALU_SHRC,
	FUC_ALU_CMPU,
	FUC_ALU_CMPS,
	FUC_ALU_CMP,
	FUC_ALU_NOT,
	FUC_ALU_NEG,
	FUC_ALU_MOVF, /* v0 mov with flags */
	FUC_ALU_HSWAP,
	FUC_ALU_SETF,
	FUC_ALU_MULU,
	FUC_ALU_MULS,
	FUC_ALU_SEXT,
	FUC_ALU_EXTR,
	FUC_ALU_EXTRS,
	FUC_ALU_INS,
	FUC_ALU_AND,
	FUC_ALU_OR,
	FUC_ALU_XOR,
	FUC_ALU_XBIT,
	FUC_ALU_BSET,
	FUC_ALU_BCLR,
	FUC_ALU_BTGL,
	FUC_ALU_DIV,
	FUC_ALU_MOD,
	FUC_ALU_SETHI,
};

/* dst is the old destination value (ins, sethi, v0 xbit and the sized
 * merge read it). */
uint32_t fuc_alu(unsigned version, enum fuc_alu_op op, unsigned size, uint32_t dst, uint32_t a,
                 uint32_t b, uint32_t *flags);

/* A branch condition code (0x00..0x1f) over $flags. -1 for an undefined cc. */
int fuc_cond(unsigned version, unsigned cc, uint32_t flags);

#endif /* SGPU_FALCON_FALCON_H */
