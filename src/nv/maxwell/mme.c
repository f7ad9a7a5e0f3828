/* The GF100+ macro processor (MME): instruction and start address RAMs,
 * the parameter FIFO, the interpreter, its error path and its PGRAPH
 * registers. Every behaviour and its source: docs/hw/maxwell.md "MME". */
#include "nv/maxwell/mme.h"

#include <string.h>

#include "core/device.h"

#define GUEST_ERROR(m, ...)                                       \
	do {                                                      \
		if ((m)->unit)                                    \
			sgpu_guest_error((m)->unit, __VA_ARGS__); \
	} while (0)

/* instruction fields (envydis/macro.c, Mesa mme_fermi.xml) */
#define OP(w) ((w)&7u)             /* bit 3 is read by nothing */
#define EXIT(w) ((w) >> 7 & 1u)    /* the macro ends after the next instruction */
#define DSTMODE(w) ((w) >> 4 & 7u) /* what happens to the result */
#define RD(w) ((w) >> 8 & 7u)
#define RA(w) ((w) >> 11 & 7u)
#define RB(w) ((w) >> 14 & 7u)
#define IMM(w) ((uint32_t)((int32_t)(w) >> 14)) /* signed 18 bits */
#define ALUOP(w) ((w) >> 17 & 0x1fu)
#define BFSRC(w) ((w) >> 17 & 0x1fu)
#define BFSIZE(w) ((w) >> 22 & 0x1fu)
#define BFDST(w) ((w) >> 27 & 0x1fu)
#define BR_NZ(w) ((w) >> 4 & 1u)
#define BR_ANNUL(w) ((w) >> 5 & 1u)

enum { OP_ALU, OP_ADDI, OP_EXTRINSRT, OP_EXTRSHL_SRC, OP_EXTRSHL_DST, OP_READ, OP_6, OP_BRANCH };

/* destination modes 0, 3, 5, 6 take a parameter from the FIFO */
#define PARM_MODES 0x69u

static const char *const esr_names[6] = {
        "MISSING_MACRO_DATA",   "EXTRA_MACRO_DATA", "ILLEGAL_OPCODE",
        "BRANCH_IN_DELAY_SLOT", "MAX_INSTR_LIMIT",  "INSTR_RAM_ACCESS_OUT_OF_BOUNDS",
};

void gf100_mme_init(struct gf100_mme *m, uint32_t code_words, const struct gf100_mme_ops *ops,
                    void *ctx, struct sgpu_unit *unit)
{
	memset(m, 0, sizeof(*m));
	if (!code_words || code_words > GF100_MME_CODE_MAX)
		code_words = GF100_MME_CODE_WORDS;
	m->code_words = code_words;
	m->ops = ops;
	m->ctx = ctx;
	m->unit = unit;
	gf100_mme_reset(m);
}

static void end_macro(struct gf100_mme *m)
{
	m->state = GF100_MME_IDLE;
	m->slot = GF100_MME_SLOT_NONE;
	m->fifo_head = 0;
	m->fifo_count = 0;
}

void gf100_mme_reset(struct gf100_mme *m)
{
	memset(m->code, 0, sizeof(m->code));
	memset(m->start, 0, sizeof(m->start));
	memset(m->r, 0, sizeof(m->r));
	m->code_ptr = m->start_ptr = 0;
	m->pc = m->maddr = m->minc = m->macro = 0;
	m->carry = false;
	m->instrs = 0;
	end_macro(m);
	/* pri_mme.ref.txt: the error bits clear, EN_ENABLE at engine reset */
	m->esr = GF100_MME_ESR_EN;
	m->esr_info = m->esr_info2 = 0;
	/* our choice: the reset value is not public; see maxwell.md */
	m->watchdog_timeout = 1u << 20;
	m->shadow_index = m->shadow_data = 0;
}

bool gf100_mme_method_is_mme(uint32_t method)
{
	return (method >= GF100_MME_M_LOAD_INSTRUCTION_RAM_POINTER &&
	        method <= GF100_MME_M_LOAD_START_ADDRESS_RAM && !(method & 3)) ||
	       (method >= 0x3800 && method < 0x4000);
}

/* An error: its HWW_ESR bit and the INFO registers, the macro abandoned,
 * and the class told when reporting is enabled. */
static void trap(struct gf100_mme *m, uint32_t bit, bool pc_valid, uint32_t ir)
{
	m->esr |= bit;
	m->esr_info =
	        (m->pc & GF100_MME_ESR_INFO_PC) | (pc_valid ? GF100_MME_ESR_INFO_PC_VALID : 0);
	m->esr_info2 = ir;
	unsigned b = (unsigned)__builtin_ctz(bit);
	GUEST_ERROR(m, "MME: %s (macro %u, pc 0x%x, instruction 0x%08x)", esr_names[b], m->macro,
	            m->pc, ir);
	end_macro(m);
	if ((m->esr & GF100_MME_ESR_EN) && m->ops && m->ops->trap)
		m->ops->trap(m->ctx, m->esr);
}

static void fifo_push(struct gf100_mme *m, uint32_t v)
{
	m->fifo[(m->fifo_head + m->fifo_count) % GF100_MME_FIFO] = v;
	m->fifo_count++;
}

static uint32_t fifo_pop(struct gf100_mme *m)
{
	uint32_t v = m->fifo[m->fifo_head];
	m->fifo_head = (m->fifo_head + 1) % GF100_MME_FIFO;
	m->fifo_count--;
	return v;
}

static void start_macro(struct gf100_mme *m, uint32_t j, uint32_t arg)
{
	/* every register 0, $r1 the CALL_MME_MACRO data (as Mesa's simulator
	 * and the Switch emulators; see maxwell.md) */
	memset(m->r, 0, sizeof(m->r));
	m->r[1] = arg;
	m->carry = false;
	m->maddr = m->minc = 0;
	m->macro = j;
	m->pc = m->start[j];
	m->slot = GF100_MME_SLOT_NONE;
	m->instrs = 0;
	m->fifo_head = m->fifo_count = 0;
	m->state = GF100_MME_RUNNING;
}

enum gf100_mme_result gf100_mme_method(struct gf100_mme *m, uint32_t method, uint32_t data)
{
	bool is_data = method >= 0x3800 && method < 0x4000 && (method & 4);
	if (m->state == GF100_MME_RUNNING) {
		if (is_data && m->fifo_count < GF100_MME_FIFO) {
			fifo_push(m, data);
			return GF100_MME_TAKEN;
		}
		return GF100_MME_STALL;
	}
	if (m->state == GF100_MME_WAIT) {
		if (is_data) {
			fifo_push(m, data);
			m->state = GF100_MME_RUNNING;
			return GF100_MME_TAKEN;
		}
		/* envydis/macro.c: another method while a macro waits traps */
		trap(m, GF100_MME_ESR_MISSING_MACRO_DATA, true,
		     m->pc < m->code_words ? m->code[m->pc] : 0);
	}
	switch (method) {
	case GF100_MME_M_LOAD_INSTRUCTION_RAM_POINTER: m->code_ptr = data; return GF100_MME_TAKEN;
	case GF100_MME_M_LOAD_INSTRUCTION_RAM:
		if (m->code_ptr < m->code_words) {
			m->code[m->code_ptr] = data;
		} else {
			uint32_t pc = m->pc;
			m->pc = m->code_ptr;
			trap(m, GF100_MME_ESR_INSTR_RAM_ACCESS_OUT_OF_BOUNDS, false, data);
			m->pc = pc;
		}
		m->code_ptr++;
		return GF100_MME_TAKEN;
	case GF100_MME_M_LOAD_START_ADDRESS_RAM_POINTER:
		m->start_ptr = data;
		return GF100_MME_TAKEN;
	case GF100_MME_M_LOAD_START_ADDRESS_RAM:
		if (m->start_ptr < GF100_MME_MACROS)
			m->start[m->start_ptr] = data;
		else
			GUEST_ERROR(m,
			            "MME: start address RAM entry 0x%x past the end (0x%x dropped)",
			            m->start_ptr, data);
		m->start_ptr++;
		return GF100_MME_TAKEN;
	default: break;
	}
	if (method >= 0x3800 && method < 0x4000 && !(method & 3)) {
		if (is_data) {
			/* data with no macro to take it */
			trap(m, GF100_MME_ESR_EXTRA_MACRO_DATA, false, data);
		} else {
			/* 0x100 macro numbers, 0x80 start addresses: the number
			 * wraps (inferred, maxwell.md) */
			start_macro(m, (method - 0x3800) / 8 % GF100_MME_MACROS, data);
		}
		return GF100_MME_TAKEN;
	}
	return GF100_MME_PASS;
}

/* BFSIZE bits of v at pos, shifted left by sh; a position or shift of 32 or
 * more gives 0 (Mesa's hardware-checked simulator, maxwell.md). */
static inline uint32_t extr_shl(uint32_t v, uint32_t pos, uint32_t size, uint32_t sh)
{
	if (pos > 31 || sh > 31)
		return 0;
	return ((v >> pos) & ((1u << size) - 1)) << sh;
}

/* The interpreter keeps the macro's state in locals (the callbacks never
 * look at the MME) and writes it back whenever it stops. */
struct exec {
	uint32_t pc, maddr, minc, target;
	unsigned slot;
	bool carry;
};

static inline void exec_save(struct gf100_mme *m, struct exec x, const uint32_t *r)
{
	memcpy(m->r, r, sizeof(m->r)); /* r[0] stays 0 */
	m->pc = x.pc;
	m->maddr = x.maddr;
	m->minc = x.minc;
	m->slot_target = x.target;
	m->slot = (uint8_t)x.slot;
	m->carry = x.carry;
}

/* The result of a non-branch instruction; false on an illegal opcode. */
static inline bool compute(struct gf100_mme *m, struct exec *x, const uint32_t *r, uint32_t w,
                           uint32_t *res)
{
	uint32_t a = r[RA(w)], b = r[RB(w)];
	switch (OP(w)) {
	case OP_ALU: {
		uint64_t s;
		switch (ALUOP(w)) {
		case 0: /* add: carry out */
			*res = a + b;
			x->carry = *res < a;
			return true;
		case 1: /* adc */
			s = (uint64_t)a + b + x->carry;
			*res = (uint32_t)s;
			x->carry = s >> 32;
			return true;
		case 2: /* sub: the carry flag is the borrow (maxwell.md) */
			*res = a - b;
			x->carry = a < b;
			return true;
		case 3: /* sbb: subtracts the borrow */
			s = (uint64_t)b + x->carry;
			*res = a - (uint32_t)s;
			x->carry = s > a;
			return true;
		case 8: *res = a ^ b; return true;
		case 9: *res = a | b; return true;
		case 10: *res = a & b; return true;
		case 11: *res = a & ~b; return true;
		case 12: *res = ~(a & b); return true;
		default: return false;
		}
	}
	case OP_ADDI: *res = a + IMM(w); return true;
	case OP_EXTRINSRT: {
		uint32_t mask = (1u << BFSIZE(w)) - 1;
		*res = (a & ~(mask << BFDST(w))) | ((b >> BFSRC(w)) & mask) << BFDST(w);
		return true;
	}
	case OP_EXTRSHL_SRC: *res = extr_shl(b, a, BFSIZE(w), BFDST(w)); return true;
	case OP_EXTRSHL_DST: *res = extr_shl(b, BFSRC(w), BFSIZE(w), a); return true;
	case OP_READ: *res = m->ops->read(m->ctx, ((a + IMM(w)) & 0xfff) << 2); return true;
	default:
		/* opcode 6: Mesa mme_fermi.xml, "no fault is generated";
		 * what it computes is unknown */
		if (m->unit)
			sgpu_unimp(m->unit, "MME: opcode 6 (instruction 0x%08x) computes 0", w);
		*res = 0;
		return true;
	}
}

static inline void send(struct gf100_mme *m, struct exec *x, uint32_t data)
{
	m->ops->send(m->ctx, x->maddr << 2, data);
	x->maddr = (x->maddr + x->minc) & 0xfff;
	m->total_sends++;
}

static inline void set_maddr(struct exec *x, uint32_t v)
{
	x->maddr = v & 0xfff;
	x->minc = v >> 12 & 0x3f;
}

uint64_t gf100_mme_run(struct gf100_mme *m, uint64_t budget)
{
	if (m->state != GF100_MME_RUNNING)
		return 0;
	struct exec x;
	uint32_t r[9]; /* r[8]: where writes to $r0 go */
	memcpy(r, m->r, sizeof(m->r));
	x.pc = m->pc;
	x.maddr = m->maddr;
	x.minc = m->minc;
	x.target = m->slot_target;
	x.slot = m->slot;
	x.carry = m->carry;
	const uint32_t *code = m->code;
	uint32_t words = m->code_words;
	/* instructions before the limit traps */
	uint64_t left =
	        m->watchdog_timeout
	                ? (m->watchdog_timeout > m->instrs ? m->watchdog_timeout - m->instrs : 0)
	                : UINT64_MAX;
	uint64_t n = 0, end = budget < left ? budget : left;
	bool stop = false;
	uint32_t last = 0;
	for (;;) {
		if (x.pc >= words) {
			exec_save(m, x, r);
			trap(m, GF100_MME_ESR_INSTR_RAM_ACCESS_OUT_OF_BOUNDS, true, 0);
			break;
		}
		uint32_t w = code[x.pc];
		if (n >= end) {
			if (n < budget) { /* the next one is past the limit */
				exec_save(m, x, r);
				trap(m, GF100_MME_ESR_MAX_INSTR_LIMIT, true, w);
			}
			break;
		}
		unsigned slot = x.slot;
		uint32_t next = x.pc + 1;
		unsigned nslot = GF100_MME_SLOT_NONE;
		if (OP(w) == OP_BRANCH) {
			if (slot != GF100_MME_SLOT_NONE) {
				exec_save(m, x, r);
				trap(m, GF100_MME_ESR_BRANCH_IN_DELAY_SLOT, true, w);
				break;
			}
			n++;
			uint32_t v = r[RA(w)];
			bool taken = BR_NZ(w) ? v != 0 : v == 0;
			if (taken) {
				/* an exit on a taken branch is cancelled */
				if (BR_ANNUL(w)) {
					next = x.pc + IMM(w);
				} else {
					nslot = GF100_MME_SLOT_BRANCH;
					x.target = x.pc + IMM(w);
				}
			} else if (EXIT(w)) {
				nslot = GF100_MME_SLOT_EXIT;
			} else if (!BR_ANNUL(w)) {
				nslot = GF100_MME_SLOT_PLAIN;
			}
		} else if (((w & 0x70) == 0x10 || (w & 0x70) == 0x40) &&
		           ((w & 7) == 1 || (w & 0x3e0007) == 0) && !m->reference) {
			/* short path: add immediate or add registers, to a
			 * register (mode 1) or sent too (mode 4) */
			uint32_t a = r[RA(w)], res;
			if (w & 1) {
				res = a + IMM(w);
			} else {
				res = a + r[RB(w)];
				x.carry = res < a;
			}
			r[RD(w) | (RD(w) == 0) << 3] = res;
			if (w & 0x40)
				send(m, &x, res);
			n++;
			if (EXIT(w) && slot != GF100_MME_SLOT_BRANCH)
				nslot = GF100_MME_SLOT_EXIT;
		} else {
			unsigned mode = DSTMODE(w);
			if ((PARM_MODES >> mode & 1) && !m->fifo_count) {
				/* nothing has happened yet: the instruction runs
				 * again when CALL_MME_DATA comes */
				m->state = GF100_MME_WAIT;
				break;
			}
			uint32_t res;
			if (!compute(m, &x, r, w, &res)) {
				exec_save(m, x, r);
				trap(m, GF100_MME_ESR_ILLEGAL_OPCODE, true, w);
				break;
			}
			n++;
			uint32_t out = res;
			switch (mode) {
			case 0: out = fifo_pop(m); break;
			case 1: break;
			case 2: set_maddr(&x, res); break;
			case 3:
				out = fifo_pop(m);
				send(m, &x, res);
				break;
			case 4: send(m, &x, res); break;
			case 5:
				out = fifo_pop(m);
				set_maddr(&x, res);
				break;
			case 6:
				set_maddr(&x, res);
				send(m, &x, fifo_pop(m));
				break;
			default:
				set_maddr(&x, res);
				send(m, &x, res >> 12 & 0x3f);
				break;
			}
			r[RD(w) | (RD(w) == 0) << 3] = out;
			/* the exit flag of a taken branch's delay slot is
			 * ignored (fincs's hardware test, maxwell.md) */
			if (EXIT(w) && slot != GF100_MME_SLOT_BRANCH)
				nslot = GF100_MME_SLOT_EXIT;
		}
		if (slot == GF100_MME_SLOT_BRANCH)
			next = x.target;
		x.pc = next;
		x.slot = nslot;
		last = w;
		if (slot == GF100_MME_SLOT_EXIT) {
			stop = true;
			break;
		}
	}
	m->instrs += n;
	m->total_instrs += n;
	if (m->state == GF100_MME_IDLE) /* trapped: saved already */
		return n;
	exec_save(m, x, r);
	if (stop) {
		bool extra = m->fifo_count != 0;
		end_macro(m);
		if (extra) /* envydis/macro.c: unconsumed data at exit traps */
			trap(m, GF100_MME_ESR_EXTRA_MACRO_DATA, true, last);
	}
	return n;
}

bool gf100_mme_reg_read(struct gf100_mme *m, uint32_t addr, uint32_t *value)
{
	uint32_t v;
	if (addr >= GF100_MME_R_REG(0) && addr <= GF100_MME_R_REG(7)) {
		v = m->r[(addr - GF100_MME_R_REG(0)) / 4];
	} else {
		switch (addr) {
		case GF100_MME_R_OPCODE: v = m->pc < m->code_words ? m->code[m->pc] : 0; break;
		case GF100_MME_R_PC: v = m->pc; break;
		case GF100_MME_R_NEXTPC:
			v = m->slot == GF100_MME_SLOT_BRANCH ? m->slot_target : m->pc + 1;
			break;
		case GF100_MME_R_STATE:
			v = (m->state != GF100_MME_IDLE ? 1u << 8 : 0) |
			    (m->state == GF100_MME_WAIT ? 1u << 9 : 0);
			break;
		case GF100_MME_R_WATCHDOG_TIMEOUT: v = m->watchdog_timeout; break;
		case GF100_MME_R_WATCHDOG_TIME: v = (uint32_t)m->instrs & 0x3fffffff; break;
		case GF100_MME_R_SHADOW_RAM_INDEX: v = m->shadow_index; break;
		case GF100_MME_R_SHADOW_RAM_DATA: v = m->shadow_data; break;
		case GF100_MME_R_HWW_ESR: v = m->esr; break;
		case GF100_MME_R_HWW_ESR_INFO: v = m->esr_info; break;
		case GF100_MME_R_HWW_ESR_INFO2: v = m->esr_info2; break;
		default: return false;
		}
	}
	*value = v;
	return true;
}

bool gf100_mme_reg_write(struct gf100_mme *m, uint32_t addr, uint32_t value)
{
	if (addr >= GF100_MME_R_REG(0) && addr <= GF100_MME_R_REG(7)) {
		unsigned i = (addr - GF100_MME_R_REG(0)) / 4;
		if (i)
			m->r[i] = value;
		return true;
	}
	switch (addr) {
	case GF100_MME_R_OPCODE:
	case GF100_MME_R_PC:
	case GF100_MME_R_NEXTPC:
	case GF100_MME_R_STATE:
	case GF100_MME_R_WATCHDOG_TIME:
	case GF100_MME_R_HWW_ESR_INFO:
	case GF100_MME_R_HWW_ESR_INFO2: return true; /* read-only */
	case GF100_MME_R_WATCHDOG_TIMEOUT: m->watchdog_timeout = value & 0x3fffffff; return true;
	case GF100_MME_R_SHADOW_RAM_INDEX: {
		/* NVCLASS 15:0, METHOD_ADDR 27:16 (in words), READ 30, WRITE 31
		 * triggers; both read back DONE */
		uint32_t cls = value & 0xffff, mthd = (value >> 16 & 0xfff) << 2;
		m->shadow_index = value & 0x2fffffff;
		if ((value >> 31 & 1) && m->ops && m->ops->shadow_write)
			m->ops->shadow_write(m->ctx, cls, mthd, m->shadow_data);
		if ((value >> 30 & 1) && m->ops && m->ops->shadow_read)
			m->shadow_data = m->ops->shadow_read(m->ctx, cls, mthd);
		return true;
	}
	case GF100_MME_R_SHADOW_RAM_DATA: m->shadow_data = value; return true;
	case GF100_MME_R_HWW_ESR:
		if (value & GF100_MME_ESR_RESET)
			m->esr &= ~0x3fu;
		m->esr = (m->esr & 0x3fu) |
		         (value & (GF100_MME_ESR_STOP_ON_TRAP | GF100_MME_ESR_EN));
		return true;
	default: return false;
	}
}
