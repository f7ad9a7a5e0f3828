/* The macro processor (MME, "macro method expander") of the GF100+ 3D and
 * compute classes, as a module the class embeds: it sits between the
 * class's method input and its method handler. The class hands it every
 * method (gf100_mme_method), runs it with a step budget (gf100_mme_run),
 * and gets back, through callbacks, the state reads of the macros and the
 * methods they emit. The PGRAPH macro registers (0x404400..0x4044ff) are
 * gf100_mme_reg_read/_write.
 *
 * Behaviour and sources: docs/hw/maxwell.md "MME" (envytools
 * envydis/macro.c and docs/hw/graph/fermi/macro.rst, open-gpu-doc
 * classes/3d/clb197.h and manuals/volta/gv100/pri_mme.ref.txt, Mesa's
 * hardware-checked src/nouveau/mme simulator, the Switch emulators' hardware
 * findings). The instruction encoding is the macro ISA table's
 * (src/isa/macro_table.c, `softgpu dis -m macro`). */
#ifndef SGPU_NV_MAXWELL_MME_H
#define SGPU_NV_MAXWELL_MME_H

#include <stdbool.h>
#include <stdint.h>

struct sgpu_unit;

/* Instruction RAM words: 0x800 on GF100..GM20x (envydis/macro.c); later
 * chips have more (gf100_mme_init's code_words, up to GF100_MME_CODE_MAX). */
#define GF100_MME_CODE_WORDS 0x800
#define GF100_MME_CODE_MAX 3072
/* Start address RAM entries: one per CALL_MME_MACRO(j), j < 0x80. */
#define GF100_MME_MACROS 0x80
/* Parameters queued ahead of the macro (CALL_MME_DATA while it runs). */
#define GF100_MME_FIFO 64

/* Methods (byte offsets, the same in every class that has an MME:
 * NV9097..NVB197, NV90C0..NVB1C0; clb197.h). */
#define GF100_MME_M_LOAD_INSTRUCTION_RAM_POINTER 0x0114
#define GF100_MME_M_LOAD_INSTRUCTION_RAM 0x0118
#define GF100_MME_M_LOAD_START_ADDRESS_RAM_POINTER 0x011c
#define GF100_MME_M_LOAD_START_ADDRESS_RAM 0x0120
#define GF100_MME_M_CALL_MACRO(j) (0x3800 + (j)*8)
#define GF100_MME_M_CALL_DATA(j) (0x3804 + (j)*8)

/* PGRAPH registers (pri_mme.ref.txt; envytools macro.rst for the rest) */
#define GF100_MME_R_REG(i) (0x404400 + (i)*4) /* $r0..$r7 */
#define GF100_MME_R_OPCODE 0x404420           /* the instruction at PC */
#define GF100_MME_R_PC 0x404424
#define GF100_MME_R_NEXTPC 0x404428
#define GF100_MME_R_STATE 0x40442c /* bit 8: a macro is active */
#define GF100_MME_R_WATCHDOG_TIMEOUT 0x404468
#define GF100_MME_R_WATCHDOG_TIME 0x40446c
#define GF100_MME_R_SHADOW_RAM_INDEX 0x404488
#define GF100_MME_R_SHADOW_RAM_DATA 0x40448c
#define GF100_MME_R_HWW_ESR 0x404490
#define GF100_MME_R_HWW_ESR_INFO 0x404494
#define GF100_MME_R_HWW_ESR_INFO2 0x40449c

/* NV_PGRAPH_PRI_MME_HWW_ESR */
#define GF100_MME_ESR_MISSING_MACRO_DATA (1u << 0)
#define GF100_MME_ESR_EXTRA_MACRO_DATA (1u << 1)
#define GF100_MME_ESR_ILLEGAL_OPCODE (1u << 2)
#define GF100_MME_ESR_BRANCH_IN_DELAY_SLOT (1u << 3)
#define GF100_MME_ESR_MAX_INSTR_LIMIT (1u << 4)
#define GF100_MME_ESR_INSTR_RAM_ACCESS_OUT_OF_BOUNDS (1u << 5)
#define GF100_MME_ESR_STOP_ON_TRAP (1u << 29)
#define GF100_MME_ESR_RESET (1u << 30)
#define GF100_MME_ESR_EN (1u << 31)
/* NV_PGRAPH_PRI_MME_HWW_ESR_INFO */
#define GF100_MME_ESR_INFO_PC 0xfffu
#define GF100_MME_ESR_INFO_PC_VALID (1u << 28)

/* What the class gives the MME. read and send are required. */
struct gf100_mme_ops {
	/* The class's method store (shadow) value of method (a byte offset,
	 * 0..0x3ffc): the macro `read` instruction. */
	uint32_t (*read)(void *ctx, uint32_t method);
	/* A method a macro emits (byte offset 0..0x3ffc): the class executes
	 * it as if it came from the pusher, but it never comes back to the
	 * MME (the MME's output goes to the class, past the MME). */
	void (*send)(void *ctx, uint32_t method, uint32_t data);
	/* Optional: an error was raised while HWW_ESR_EN is set (esr: the
	 * register's new value); the class raises its PGRAPH exception. */
	void (*trap)(void *ctx, uint32_t esr);
	/* Optional: SHADOW_RAM_INDEX's READ/WRITE triggers, on the shadow of
	 * method of class nvclass. */
	uint32_t (*shadow_read)(void *ctx, uint32_t nvclass, uint32_t method);
	void (*shadow_write)(void *ctx, uint32_t nvclass, uint32_t method, uint32_t value);
};

enum gf100_mme_state {
	GF100_MME_IDLE = 0,
	GF100_MME_RUNNING, /* has instructions to run: gf100_mme_run */
	GF100_MME_WAIT,    /* waiting for a CALL_MME_DATA */
};

/* gf100_mme_method's answer */
enum gf100_mme_result {
	GF100_MME_PASS = 0, /* not an MME method: the class handles it now */
	GF100_MME_TAKEN,    /* the MME took it (it may store it too, as any method) */
	GF100_MME_STALL,    /* a macro must run first: gf100_mme_run, then hand it again */
};

/* what the instruction after the current one is */
enum gf100_mme_slot {
	GF100_MME_SLOT_NONE = 0,
	GF100_MME_SLOT_BRANCH, /* the delay slot of a taken branch: then slot_target */
	GF100_MME_SLOT_PLAIN,  /* the delay slot of a branch not taken */
	GF100_MME_SLOT_EXIT,   /* the delay slot of an exit: the macro ends after it */
};

struct gf100_mme {
	uint32_t code[GF100_MME_CODE_MAX];
	uint32_t start[GF100_MME_MACROS];
	uint32_t code_words; /* instruction RAM size */
	uint32_t code_ptr;   /* LOAD_MME_INSTRUCTION_RAM_POINTER */
	uint32_t start_ptr;  /* LOAD_MME_START_ADDRESS_RAM_POINTER */
	/* execution */
	uint8_t state; /* enum gf100_mme_state */
	uint8_t slot;  /* enum gf100_mme_slot */
	bool carry;
	uint32_t slot_target;
	uint32_t r[8]; /* r[0] stays 0 */
	uint32_t pc;
	uint32_t maddr;  /* method address in words, 12 bits */
	uint32_t minc;   /* its increment, 6 bits */
	uint32_t macro;  /* the running macro's number */
	uint64_t instrs; /* instructions run by the current macro */
	/* the parameter FIFO */
	uint32_t fifo[GF100_MME_FIFO];
	uint32_t fifo_head, fifo_count;
	/* registers */
	uint32_t esr, esr_info, esr_info2;
	uint32_t watchdog_timeout; /* 30 bits; 0: no limit */
	uint32_t shadow_index, shadow_data;
	/* every instruction through the general path (add-immediate and
	 * register-add moves and sends have a short one; test_mme compares
	 * the two) */
	bool reference;
	/* statistics */
	uint64_t total_instrs, total_sends;
	const struct gf100_mme_ops *ops;
	void *ctx;
	struct sgpu_unit *unit; /* for the log; may be NULL */
};

/* Sets everything up and resets it. code_words: the instruction RAM size
 * (0: GF100_MME_CODE_WORDS; at most GF100_MME_CODE_MAX). unit may be NULL
 * (nothing logged). */
void gf100_mme_init(struct gf100_mme *m, uint32_t code_words, const struct gf100_mme_ops *ops,
                    void *ctx, struct sgpu_unit *unit);
/* Engine reset: RAMs cleared, no macro, registers at their reset values. */
void gf100_mme_reset(struct gf100_mme *m);

/* True for the methods the MME takes: the four RAM loads and
 * CALL_MME_MACRO/CALL_MME_DATA (0x3800..0x3ffc). */
bool gf100_mme_method_is_mme(uint32_t method);

/* Every method of the class, in order, before the class handles it
 * (method: byte offset). While a macro is RUNNING every method stalls but
 * CALL_MME_DATA, which is queued (until the FIFO is full). While one WAITs
 * for data, any other method ends it with MISSING_MACRO_DATA and is then
 * handled as if no macro ran. CALL_MME_MACRO starts a macro (RUNNING):
 * run it with gf100_mme_run. */
enum gf100_mme_result gf100_mme_method(struct gf100_mme *m, uint32_t method, uint32_t data);

/* Runs the current macro for at most budget instructions (one step each);
 * returns the instructions run. It stops early when the macro ends, traps
 * or waits for data. */
uint64_t gf100_mme_run(struct gf100_mme *m, uint64_t budget);

/* True while a macro has instructions to run (not idle, not waiting). */
static inline bool gf100_mme_busy(const struct gf100_mme *m)
{
	return m->state == GF100_MME_RUNNING;
}

/* The PGRAPH macro registers: false if addr is not one of them. */
bool gf100_mme_reg_read(struct gf100_mme *m, uint32_t addr, uint32_t *value);
bool gf100_mme_reg_write(struct gf100_mme *m, uint32_t addr, uint32_t value);

#endif /* SGPU_NV_MAXWELL_MME_H */
