/* The falcon block engine: predecoded straight-line runs (docs/hw/falcon.md,
 * "Fast execution").
 *
 * A run is a straight line of "quiet" instructions, decoded once into a
 * pool: it ends after a branch, before an instruction that is not quiet,
 * or at the end of a 256-byte page. The code map holds the runs' start
 * addresses only: a branch into the middle of a run gets a run of its own,
 * so a run always executes from its first instruction, and whole (a budget
 * that ends inside one runs its prefix through partial(), every flag
 * computed).
 *
 * Quiet instructions touch only GPRs, $sp, $pc, the c/o/s/z flags and
 * D[]: nothing the run loop's per-cycle checks (timers, xfers, interrupt
 * delivery, sleep, stalls, breakpoints) look at. fuc_step enters a run
 * only when those checks would find nothing to do and no timer ticks, so
 * they stay idle for the whole run and executing it back to back is what
 * the one-instruction loop does (tests/unit/test_falcon.c proves it
 * against exec.c and the reference decoder on random programs).
 *
 * Because runs execute whole from their start, decode time knows:
 * - which c/o/s/z results are overwritten before anything reads them (not
 *   computed), and which only the run's exit needs (the last such writer
 *   is deferred: it keeps its operands and the flags are produced when
 *   the run is left, unless the next run overwrites them first);
 * - which operand is the previous instruction's result, kept in a host
 *   register (acc) besides the GPR file, so it need not wait for the
 *   store.
 *
 * The cache is invalidated by a generation count bumped on every code
 * SRAM write (CODE/UPLOAD ports, code xfers, reset); translations are
 * checked against the core's code page cache at every run entry. */
#include <stdlib.h>
#include <string.h>

#include "falcon/alu_inline.h"
#include "falcon/priv.h"

enum {
	K_SLOW,    /* not quiet: the run ends before it */
	K_GENERIC, /* quiet, executed by fuc_exec_one */
	K_ADD_RR,
	K_ADD_RI,
	K_SUB_RR,
	K_SUB_RI,
	K_SHL_RR,
	K_SHL_RI,
	K_SHR_RR,
	K_SHR_RI,
	K_AND_RR,
	K_AND_RI,
	K_OR_RR,
	K_OR_RI,
	K_XOR_RR,
	K_XOR_RI,
	K_CMPU_RR,
	K_CMPU_RI,
	K_CMPS_RR,
	K_CMPS_RI,
	K_CMP_RR,
	K_CMP_RI,
	K_MOV_I,
	K_MOV_R,
	K_SETHI,
	K_LD32_RI,
	K_LD32_RR,
	K_BRA,
	K_JMP,
	K_NKINDS,
};

/* Handler index: (kind * 3 + fl) * 2 + fwd; fl 0: flags not computed,
 * 1: computed, 2: deferred; fwd: operand a comes from the previous
 * result (see build). Past that, a compare right before a c/o/s/z branch
 * (fl 3: the end of nearly every loop) tests the branch condition on its
 * operands and jumps straight into the branch. */
#define OPI(kind, fl, fwd) (((kind)*3 + (fl)) * 2 + (fwd))
#define OP_CMP_BRA(kind, fwd) ((3 * K_NKINDS + (kind)-K_CMPU_RR) * 2 + (fwd))
/* A run that does not end with a branch ends with this pseudo-entry (imm:
 * the $pc page offset after the run), so handlers need no count. */
/* the same when the branch tests z alone: taken is a == b or a != b */
#define OP_CMP_BRZ(kind, fwd) OP_CMP_BRA(K_CMP_RI + 1 + (kind)-K_CMPU_RR, fwd)
#define OP_END OP_CMP_BRZ(K_CMP_RI + 1, 0)
/* Pool entries per code byte: runs start at branch targets inside other
 * runs too, so an instruction can be in several runs. */
#define POOL_PER_BYTE 2

/* A decoded instruction; a run's instructions sit one after the other in
 * the pool, so the next one's address never waits for a load. */
struct fuc_bent {
	const void *h; /* the handler's address (block_labels[op]) */
	uint8_t kind, len;
	uint8_t run; /* instructions from here to the run's end, this one included */
	uint8_t off; /* $pc bits 0..7 */
	uint8_t d, a, b;
	/* c/o/s/z masks (bits FUC_FLAG_C..Z): wr, the flags the instruction
	 * writes; kill, the flags the run from here on writes before reading
	 * them; dmask, for a deferred instruction, the flags it must still
	 * produce when its run is left */
	uint8_t fl, wr, kill, dmask;
	uint8_t fwd; /* operand a is the previous result (acc in fuc_run_blocks) */
	/* At a run's last entry (branch, jmp, end): pdist, how far back the
	 * deferred instruction is (0: none); cmpd, the c/o/s/z of the compare
	 * just before a branch that tests it directly, produced only when the
	 * run is left; mat[k], whether link[k]'s run may see any of those
	 * pending flags (does not overwrite them all before reading), so
	 * they must be produced before going there. */
	uint8_t pdist, cmpd, mat[2];
	uint8_t zne; /* compare before a z-only branch: taken if a != b */
	uint16_t cc; /* K_BRA: taken if bit ($flags >> a & 0xf) is set */
	uint32_t imm;
	/* K_BRA: the runs at the taken [0] and fall-through [1] targets when
	 * they are in this page, found on first use (the pool only holds runs
	 * of the current code generation, and never moves) */
	struct fuc_bent *link[2];
};

#define BMAP_SLOW UINT32_MAX /* no run starts here */

struct fuc_bmap {
	uint32_t gen, idx;
};

#define F_COSZ (0xfu << FUC_FLAG_C)
#define NIB(m) ((uint8_t)((m) >> FUC_FLAG_C))
#define UNNIB(n) ((uint32_t)(n) << FUC_FLAG_C)
#define F_C (1u << FUC_FLAG_C)
#define F_CZ (F_C | 1u << FUC_FLAG_Z)

/* One instruction's decode: kind, operands, and for liveness the c/o/s/z
 * bits it writes (if computed) and reads. */
struct bdec {
	struct fuc_bent e;
	uint32_t writes, reads;
	bool ends;
};

/* Specialised 32-bit ALU kinds by arith/unsized subopcode. */
static int alu_kind(unsigned version, int op, bool imm)
{
	int k;
	switch (op) {
	case FUC_ALU_ADD: k = K_ADD_RR; break;
	case FUC_ALU_SUB: k = K_SUB_RR; break;
	case FUC_ALU_SHL: k = K_SHL_RR; break;
	case FUC_ALU_SHR: k = K_SHR_RR; break;
	case FUC_ALU_AND: k = K_AND_RR; break;
	case FUC_ALU_OR: k = K_OR_RR; break;
	case FUC_ALU_XOR: k = K_XOR_RR; break;
	default: return -1;
	}
	(void)version;
	return k + imm;
}

static uint32_t alu_writes(unsigned version, int kind)
{
	switch (kind) {
	case K_ADD_RR:
	case K_ADD_RI:
	case K_SUB_RR:
	case K_SUB_RI: return F_COSZ;
	case K_SHL_RR:
	case K_SHL_RI:
	case K_SHR_RR:
	case K_SHR_RI: return version ? F_COSZ : F_C;
	case K_AND_RR:
	case K_AND_RI:
	case K_OR_RR:
	case K_OR_RI:
	case K_XOR_RR:
	case K_XOR_RI: return version ? F_COSZ : 0;
	case K_CMPU_RR:
	case K_CMPU_RI:
	case K_CMPS_RR:
	case K_CMPS_RI: return F_CZ;
	case K_CMP_RR:
	case K_CMP_RI: return F_COSZ;
	}
	return 0;
}

/* A sized arith op: specialised at 32 bits, else generic; -1 invalid. */
static void sized_arith(struct bdec *o, unsigned version, unsigned sz, int op, unsigned dst,
                        unsigned a, int breg, uint32_t imm)
{
	if (op < 0)
		return; /* K_SLOW: the slow path raises the trap */
	int k = sz == 32 ? alu_kind(version, op, breg < 0) : -1;
	if (k < 0 || (version == 0 && (op == FUC_ALU_SHL || op == FUC_ALU_SHR))) {
		o->e.kind = K_GENERIC;
		return;
	}
	o->e.kind = (uint8_t)k;
	o->e.d = (uint8_t)dst;
	o->e.a = (uint8_t)a;
	o->e.b = (uint8_t)(breg < 0 ? 0 : breg);
	o->e.imm = imm;
}

static void sized_cmp(struct bdec *o, unsigned version, unsigned sz, unsigned sub, unsigned a,
                      int breg, uint32_t imm)
{
	if (sub < 4 || sub > 6 || (sub == 6 && version < 3))
		return;
	if (sz != 32) {
		o->e.kind = K_GENERIC;
		return;
	}
	static const uint8_t k[3] = {K_CMPU_RR, K_CMPS_RR, K_CMP_RR};
	o->e.kind = (uint8_t)(k[sub - 4] + (breg < 0));
	o->e.a = (uint8_t)a;
	o->e.b = (uint8_t)(breg < 0 ? 0 : breg);
	o->e.imm = imm;
}

static void ld32(struct bdec *o, unsigned sz, unsigned dst, unsigned base, int ireg, uint32_t off)
{
	if (sz != 32) {
		o->e.kind = K_GENERIC;
		return;
	}
	o->e.kind = ireg < 0 ? K_LD32_RI : K_LD32_RR;
	o->e.d = (uint8_t)dst;
	o->e.a = (uint8_t)base;
	o->e.b = (uint8_t)(ireg < 0 ? 0 : ireg);
	o->e.imm = off;
}

/* Sized opcodes (b0 < 0xc0), mirroring exec.c exec_sized. */
static void dec_sized(struct bdec *o, unsigned v, const uint8_t *b)
{
	unsigned low = b[0] & 0x3f, o1 = b[0] & 0xf, sz = 8u << (b[0] >> 6);
	unsigned r1 = b[1] & 0xf, r2 = b[1] >> 4, r3 = b[2] >> 4, o3 = b[2] & 0xf;
	uint32_t i8 = b[2], i16 = b[2] | (uint32_t)b[3] << 8;
	uint32_t imm = o->e.len == 4 ? i16 : i8;
	uint32_t simm = o->e.len == 4 ? (uint32_t)(int16_t)i16 : (uint32_t)(int8_t)i8;
	if (low < 0x10) {
		if (o1 == 0)
			o->e.kind = K_GENERIC;
		return;
	}
	if (low < 0x20) {
		if (o1 == 8)
			ld32(o, sz, r1, r2, -1, i8 * 4);
		else
			sized_arith(o, v, sz, fuc_arith_op(o1, false), r1, r2, -1, i8);
		return;
	}
	if (low < 0x30) {
		sized_arith(o, v, sz, fuc_arith_op(o1, true), r1, r2, -1, i16);
		return;
	}
	switch (low) {
	case 0x30:
		if (r1 == 1)
			o->e.kind = K_GENERIC;
		else
			sized_cmp(o, v, sz, r1, r2, -1, r1 == 4 ? i8 : simm);
		return;
	case 0x31: sized_cmp(o, v, sz, r1, r2, -1, r1 == 4 ? i16 : simm); return;
	case 0x34:
		if (r1 == 0)
			o->e.kind = K_GENERIC;
		return;
	case 0x36:
	case 0x37: sized_arith(o, v, sz, fuc_arith_op(r1, low == 0x37), r2, r2, -1, imm); return;
	case 0x38:
		if (o3 <= 1)
			o->e.kind = K_GENERIC;
		else
			sized_cmp(o, v, sz, o3, r2, (int)r1, 0);
		return;
	case 0x39:
		if (o3 == 2 && v >= 3 && sz == 32) {
			o->e.kind = K_MOV_R;
			o->e.d = (uint8_t)r1;
			o->e.a = (uint8_t)r2;
		} else if (o3 < 4) {
			o->e.kind = K_GENERIC;
		}
		return;
	case 0x3a:
		if (o3 == 0)
			o->e.kind = K_GENERIC;
		return;
	case 0x3b: sized_arith(o, v, sz, fuc_arith_op(o3, false), r2, r2, (int)r1, 0); return;
	case 0x3c:
		if (o3 == 8)
			ld32(o, sz, r3, r2, (int)r1, 0);
		else
			sized_arith(o, v, sz, fuc_arith_op(o3, false), r3, r2, (int)r1, 0);
		return;
	case 0x3d:
		if (r1 < 5 || (r1 == 5 && v >= 3))
			o->e.kind = K_GENERIC;
		return;
	case 0x3e: /* v4 lbra/lcall; 0xbe is invalid */
		if (v >= 4 && b[0] != 0xbe) {
			o->e.kind = K_GENERIC;
			o->ends = true;
		}
		return;
	}
}

/* exec.c unsized_op: the same table, reduced to "valid" and the op. */
static int unsized(unsigned v, unsigned col, unsigned sub)
{
	static const uint8_t cols[16] = {0x3f, 0x3f, 0x35, 0x23, 0x3f, 0x3f, 0x3f, 0x23,
	                                 0x21, 0x14, 0x14, 0x14, 0x23, 0x23, 0,    0};
	static const uint8_t v3only[16] = {[3] = 1, [7] = 1, [0xc] = 1, [0xd] = 1};
	static const int8_t ops[16] = {FUC_ALU_MULU, FUC_ALU_MULS, FUC_ALU_SEXT, FUC_ALU_EXTRS,
	                               FUC_ALU_AND,  FUC_ALU_OR,   FUC_ALU_XOR,  FUC_ALU_EXTR,
	                               FUC_ALU_XBIT, FUC_ALU_BSET, FUC_ALU_BCLR, FUC_ALU_BTGL,
	                               FUC_ALU_DIV,  FUC_ALU_MOD,  -1,           -1};
	if (col == 2 || col == 3) {
		if (sub == 3)
			return FUC_ALU_SETHI;
		if (sub == 7)
			return -2;
	}
	if (col <= 1 && sub == 0xb)
		return v >= 3 ? FUC_ALU_INS : -1;
	if (!(cols[sub] >> col & 1) || (v3only[sub] && v < 3))
		return -1;
	return ops[sub];
}

static void unsized_alu(struct bdec *o, unsigned v, unsigned col, unsigned sub, unsigned dst,
                        unsigned a, int breg, uint32_t imm, uint32_t simm)
{
	int op = unsized(v, col, sub);
	if (op == -1)
		return;
	o->e.d = (uint8_t)dst;
	o->e.a = (uint8_t)a;
	o->e.b = (uint8_t)(breg < 0 ? 0 : breg);
	o->e.imm = imm;
	if (op == -2) {
		o->e.kind = K_MOV_I;
		o->e.imm = simm;
		return;
	}
	if (op == FUC_ALU_SETHI) {
		o->e.kind = K_SETHI;
		return;
	}
	int k = alu_kind(v, op, breg < 0);
	o->e.kind = k < 0 || op == FUC_ALU_SHL || op == FUC_ALU_SHR ? K_GENERIC : (uint8_t)k;
}

/* Unsized opcodes, mirroring exec.c exec_unsized. */
static void dec_unsized(struct bdec *o, unsigned v, const uint8_t *b)
{
	unsigned o1 = b[0] & 0xf, r1 = b[1] & 0xf, r2 = b[1] >> 4, r3 = b[2] >> 4, o3 = b[2] & 0xf;
	uint32_t i8 = b[2], i16 = b[2] | (uint32_t)b[3] << 8;
	uint32_t imm = o->e.len == 4 ? i16 : i8;
	uint32_t simm = o->e.len == 4 ? (uint32_t)(int16_t)i16 : (uint32_t)(int8_t)i8;
	if (b[0] < 0xd0) {
		if (o1 < 0xe)
			unsized_alu(o, v, 0, o1, r1, r2, -1, i8, simm);
		return;
	}
	if (b[0] < 0xe0)
		return; /* iowr */
	if (b[0] < 0xf0) {
		unsized_alu(o, v, 1, o1, r1, r2, -1, i16, simm);
		return;
	}
	switch (b[0]) {
	case 0xf0:
		if (r1 == 0xc)
			o->e.kind = K_GENERIC;
		else
			unsized_alu(o, v, 2, r1, r2, r2, -1, i8, simm);
		return;
	case 0xf1: unsized_alu(o, v, 3, r1, r2, r2, -1, i16, simm); return;
	case 0xf4:
	case 0xf5: {
		unsigned sub = (r2 << 4 | r1) & 0x3f;
		if (sub < 0x20) {
			if (fuc_cond_inline(v, sub, 0) < 0)
				return;
			o->e.kind = K_BRA;
			/* taken = cc bit ($flags >> a & 0xf): a predicate bit (or
			 * not) is bit 0 of the nibble at its position, a c/o/s/z
			 * condition a truth table over the nibble at bit 8 */
			if ((sub & 0xf) < 8) {
				o->e.a = (uint8_t)(sub & 7);
				o->e.cc = sub >> 4 ? 0x5555 : 0xaaaa;
			} else {
				o->e.a = FUC_FLAG_C;
				for (unsigned i = 0; i < 16; i++)
					if (fuc_cond_inline(v, sub, i << FUC_FLAG_C) > 0)
						o->e.cc |= (uint16_t)(1u << i);
			}
			o->e.imm = simm;
			o->ends = true;
			/* the c/o/s/z bits the truth table depends on */
			for (unsigned j = 0; j < 4 && o->e.a == FUC_FLAG_C; j++)
				for (unsigned i = 0; i < 16; i++)
					if ((o->e.cc >> i ^ o->e.cc >> (i ^ 1u << j)) & 1)
						o->reads |= 1u << (FUC_FLAG_C + j);
		} else if (sub == 0x20 || sub == 0x21) {
			o->e.kind = sub == 0x20 ? K_JMP : K_GENERIC;
			o->e.imm = imm;
			o->ends = true;
		} else if (sub == 0x30) {
			o->e.kind = K_GENERIC;
		}
		return;
	}
	case 0xf8:
		if (r1 == 0) {
			o->e.kind = K_GENERIC;
			o->ends = true;
		}
		return;
	case 0xf9:
		if (r1 <= 1 || r1 == 4 || r1 == 5) {
			o->e.kind = K_GENERIC;
			o->ends = r1 >= 4;
		}
		return;
	case 0xfc:
		if (r1 == 0)
			o->e.kind = K_GENERIC;
		return;
	case 0xfd: unsized_alu(o, v, 4, o3, r2, r2, (int)r1, 0, 0); return;
	case 0xfe:
		if (o3 == 1 || o3 == 0xc || ((o3 == 2 || o3 == 3) && v >= 3))
			o->e.kind = K_GENERIC;
		return;
	case 0xff:
		if (o3 < 0xe)
			unsized_alu(o, v, 5, o3, r3, r2, (int)r1, 0, 0);
		return;
	}
}

static void decode(struct bdec *o, unsigned v, const uint8_t *b, unsigned len)
{
	memset(o, 0, sizeof(*o));
	o->e.len = (uint8_t)len;
	if (b[0] < 0xc0)
		dec_sized(o, v, b);
	else
		dec_unsized(o, v, b);
	if (o->e.kind == K_GENERIC)
		o->reads = F_COSZ; /* conservatively: it may read $flags */
	o->writes = alu_writes(v, o->e.kind);
}

/* Operand forwarding: handlers keep the last GPR result in a host
 * register as well, so an instruction reading the register the one before
 * wrote (through compares) need not wait for the store. A run is only
 * ever entered at its start, so "the one before" ran. */
static void forward_operands(struct bdec *ops, unsigned n)
{
	int accreg = -1;
	for (unsigned i = 0; i < n; i++) {
		struct fuc_bent *x = &ops[i].e;
		bool comm = x->kind == K_ADD_RR || x->kind == K_AND_RR || x->kind == K_OR_RR ||
		            x->kind == K_XOR_RR;
		bool reads_a = x->kind >= K_ADD_RR && x->kind <= K_LD32_RR && x->kind != K_MOV_I &&
		               x->kind != K_SETHI;
		if (comm && x->b == accreg && x->a != accreg) {
			/* commutative, c and o included: read the forwarded one as a */
			x->b = x->a;
			x->a = (uint8_t)accreg;
		}
		x->fwd = reads_a && x->a == accreg;
		if (x->kind == K_GENERIC)
			accreg = -1;
		else if (x->kind < K_CMPU_RR || (x->kind > K_CMP_RI && x->kind < K_BRA))
			accreg = x->d;
	}
}

/* Backward liveness of c/o/s/z, split by who needs a value: a reader
 * in the run (computed where written), or only the run's exit. The last
 * writer needed only by the exit is deferred: it saves its operands, and
 * the flags are produced when the run is left, unless the next run
 * overwrites them before reading (kill). Sets fl, dmask, wr, kill and the
 * branch's cmpd; returns the deferred instruction's index (n: none). */
static unsigned flag_liveness(struct bdec *ops, unsigned n)
{
	uint32_t live_read = 0, live_exit = F_COSZ, kill = 0;
	unsigned dpos = n; /* the deferred instruction's index */
	/* A compare right before a c/o/s/z branch: the branch tests the
	 * compare's operands itself, so the compare's flags are needed only
	 * when the run is left (fl 3). */
	bool fuse = n >= 2 && ops[n - 1].e.kind == K_BRA && ops[n - 1].e.a == FUC_FLAG_C &&
	            ops[n - 2].e.kind >= K_CMPU_RR && ops[n - 2].e.kind <= K_CMP_RI;
	if (fuse)
		ops[n - 1].e.cmpd = NIB(ops[n - 2].writes);
	for (unsigned i = n; i-- > 0;) {
		struct bdec *o = &ops[i];
		uint32_t w = o->writes;
		bool alu = o->e.kind >= K_ADD_RR && o->e.kind <= K_CMP_RI;
		o->e.fl = 0;
		if (fuse && i == n - 2) {
			o->e.fl = 3;
		} else if (w & live_read) {
			o->e.fl = 1;
		} else if (w & live_exit) {
			o->e.fl = alu && dpos == n ? 2 : 1;
			if (o->e.fl == 2) {
				o->e.dmask = NIB(w & live_exit);
				dpos = i;
			}
		}
		if (o->e.fl) {
			live_read &= ~w;
			live_exit &= ~w;
		}
		live_read |= o->reads;
		kill = (kill | w) & ~o->reads;
		o->e.wr = NIB(w);
		o->e.kill = NIB(kill);
	}
	return dpos;
}

#define RUN_MAX 128 /* a page holds at most 128 two-byte instructions */

/* Decodes the run starting at physical address phys into the pool;
 * labels are fuc_run_blocks's handler addresses. */
static void build(struct fuc *f, uint32_t phys, const void *const *block_labels)
{
	struct bdec ops[RUN_MAX];
	uint32_t at[RUN_MAX];
	unsigned v = f->p->version, n = 0;
	uint32_t p = phys, slow_at = BMAP_SLOW;
	for (;;) {
		unsigned len = fuc_exec_len(v, f->code[p]);
		struct bdec *o = &ops[n];
		at[n] = p;
		if (!len || (p & 0xff) + len > FUC_PAGE) {
			memset(o, 0, sizeof(*o)); /* invalid or straddling: slow */
		} else {
			uint8_t b[4] = {0, 0, 0, 0};
			memcpy(b, f->code + p, len);
			decode(o, v, b, len);
		}
		if (o->e.kind == K_SLOW) {
			/* the instruction that stops the run starts none */
			f->bmap[p].gen = f->code_gen;
			f->bmap[p].idx = BMAP_SLOW;
			slow_at = p;
			break;
		}
		n++;
		p += len;
		if (o->ends || (p & 0xff) == 0 || n == RUN_MAX)
			break;
	}
	if (!n)
		return;
	bool end = !ops[n - 1].ends;
	if (f->bpool_used + n + end > f->p->code_size * POOL_PER_BYTE) {
		/* full: start over (the map entries of the old runs die too) */
		fuc_code_changed(f);
		if (slow_at != BMAP_SLOW) {
			f->bmap[slow_at].gen = f->code_gen;
			f->bmap[slow_at].idx = BMAP_SLOW;
		}
	}
	struct fuc_bent *pool = f->bpool + f->bpool_used;
	forward_operands(ops, n);
	unsigned dpos = flag_liveness(ops, n);
	for (unsigned i = n; i-- > 0;) {
		struct bdec *o = &ops[i];
		o->e.run = (uint8_t)(n - i);
		o->e.off = (uint8_t)at[i];
		unsigned op = o->e.fl == 3 ? OP_CMP_BRA(o->e.kind, o->e.fwd)
		                           : OPI(o->e.kind, o->e.fl, o->e.fwd);
		if (o->e.fl == 3 && ops[n - 1].reads == 1u << FUC_FLAG_Z) {
			/* z alone decides: cc bit 8 is "z set", bit 0 "all clear" */
			uint16_t cc = ops[n - 1].e.cc;
			if ((cc >> 8 & 1) != (cc & 1)) {
				op = OP_CMP_BRZ(o->e.kind, o->e.fwd);
				o->e.zne = cc & 1;
			}
		}
		if (o->e.kind == K_GENERIC)
			o->e.d = o->ends; /* it moves $pc itself */
		o->e.h = block_labels[op];
		pool[i] = o->e;
	}
	f->bmap[phys].gen = f->code_gen;
	f->bmap[phys].idx = f->bpool_used;
	if (end) {
		memset(&pool[n], 0, sizeof(pool[n]));
		pool[n].h = block_labels[OP_END];
		pool[n].imm = (at[n - 1] & 0xff) + ops[n - 1].e.len;
	}
	/* a generic last instruction reads every flag: nothing is deferred */
	if (dpos < n)
		pool[n - 1 + end].pdist = (uint8_t)(n - 1 + end - dpos);
	f->bpool_used += n + end;
}

void fuc_code_changed(struct fuc *f)
{
	if (++f->code_gen == 0) {
		/* wrapped: entries of generation 0 must not look valid */
		if (f->bmap)
			memset(f->bmap, 0, f->p->code_size * sizeof(*f->bmap));
		f->code_gen = 1;
	}
	f->bpool_used = 0; /* every run in the pool is of the current generation */
}

void fuc_block_fini(struct fuc *f)
{
	free(f->bmap);
	free(f->bpool);
	f->bmap = NULL;
	f->bpool = NULL;
}

static inline uint32_t ld32_at(struct fuc *f, const uint8_t *data, uint32_t last, uint32_t a)
{
	a &= ~3u;
	if (a <= last) {
		const uint8_t *p = data + a;
		return p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
	}
	return fuc_ld(f, 4, a); /* logs the guest error, reads 0 */
}

/* ld32_at inside a run: pos is the instruction's index in the call, for
 * the guest error's time (fuc_turn_sync). */
static inline uint32_t ld32_run(struct fuc *f, const uint8_t *data, uint32_t last, uint32_t a,
                                uint64_t pos)
{
	if ((a & ~3u) > last)
		f->run_pos = pos;
	return ld32_at(f, data, last, a);
}

/* 32-bit results and their c/o/s/z (v3+ rules for shifts and logic ops;
 * v0 never gets these kinds with flags: see alu_writes and sized_arith).
 * The same as fuc_alu_inline, in branch-free form. */
static inline uint32_t put_cosz(uint32_t fl, bool c, bool o, uint32_t res)
{
	return (fl & ~F_COSZ) | (uint32_t)c << FUC_FLAG_C | (uint32_t)o << FUC_FLAG_O |
	       (res >> 31) << FUC_FLAG_S | (uint32_t)(res == 0) << FUC_FLAG_Z;
}

static inline uint32_t f_add(uint32_t a, uint32_t b, uint32_t *fl)
{
	uint32_t res = a + b;
	*fl = put_cosz(*fl, res < a, (~(a ^ b) & (a ^ res)) >> 31, res);
	return res;
}

static inline uint32_t f_sub(uint32_t a, uint32_t b, uint32_t *fl)
{
	uint32_t res = a - b;
	*fl = put_cosz(*fl, a < b, ((a ^ b) & (a ^ res)) >> 31, res);
	return res;
}

static inline uint32_t f_shl(uint32_t a, uint32_t b, uint32_t *fl)
{
	unsigned cnt = b & 31;
	uint32_t res = a << cnt;
	*fl = put_cosz(*fl, cnt && (a >> (32 - cnt) & 1), 0, res);
	return res;
}

static inline uint32_t f_shr(uint32_t a, uint32_t b, uint32_t *fl)
{
	unsigned cnt = b & 31;
	uint32_t res = a >> cnt;
	*fl = put_cosz(*fl, cnt && (a >> (cnt - 1) & 1), 0, res);
	return res;
}

static inline uint32_t f_and(uint32_t a, uint32_t b, uint32_t *fl)
{
	*fl = put_cosz(*fl, 0, 0, a & b);
	return a & b;
}

static inline uint32_t f_or(uint32_t a, uint32_t b, uint32_t *fl)
{
	*fl = put_cosz(*fl, 0, 0, a | b);
	return a | b;
}

static inline uint32_t f_xor(uint32_t a, uint32_t b, uint32_t *fl)
{
	*fl = put_cosz(*fl, 0, 0, a ^ b);
	return a ^ b;
}

static inline uint32_t n_add(uint32_t a, uint32_t b)
{
	return a + b;
}
static inline uint32_t n_sub(uint32_t a, uint32_t b)
{
	return a - b;
}
static inline uint32_t n_shl(uint32_t a, uint32_t b)
{
	return a << (b & 31);
}
static inline uint32_t n_shr(uint32_t a, uint32_t b)
{
	return a >> (b & 31);
}
static inline uint32_t n_and(uint32_t a, uint32_t b)
{
	return a & b;
}
static inline uint32_t n_or(uint32_t a, uint32_t b)
{
	return a | b;
}
static inline uint32_t n_xor(uint32_t a, uint32_t b)
{
	return a ^ b;
}

static inline uint32_t f_cmpu(uint32_t fl, uint32_t a, uint32_t b)
{
	return (fl & ~F_CZ) | (uint32_t)(a < b) << FUC_FLAG_C | (uint32_t)(a == b) << FUC_FLAG_Z;
}

static inline uint32_t f_cmps(uint32_t fl, uint32_t a, uint32_t b)
{
	return (fl & ~F_CZ) | (uint32_t)((int32_t)a < (int32_t)b) << FUC_FLAG_C |
	       (uint32_t)(a == b) << FUC_FLAG_Z;
}

static inline uint32_t f_cmp(uint32_t fl, uint32_t a, uint32_t b)
{
	uint32_t res = a - b;
	return put_cosz(fl, a < b, ((a ^ b) & (a ^ res)) >> 31, res);
}

/* c/o/s/z of a deferred instruction of kind kind with operands a, b. */
static uint32_t deferred_flags(unsigned kind, uint32_t a, uint32_t b, uint32_t fl)
{
	switch (kind) {
	case K_ADD_RR:
	case K_ADD_RI: f_add(a, b, &fl); break;
	case K_SUB_RR:
	case K_SUB_RI: f_sub(a, b, &fl); break;
	case K_SHL_RR:
	case K_SHL_RI: f_shl(a, b, &fl); break;
	case K_SHR_RR:
	case K_SHR_RI: f_shr(a, b, &fl); break;
	case K_AND_RR:
	case K_AND_RI: f_and(a, b, &fl); break;
	case K_OR_RR:
	case K_OR_RI: f_or(a, b, &fl); break;
	case K_XOR_RR:
	case K_XOR_RI: f_xor(a, b, &fl); break;
	case K_CMPU_RR:
	case K_CMPU_RI: fl = f_cmpu(fl, a, b); break;
	case K_CMPS_RR:
	case K_CMPS_RI: fl = f_cmps(fl, a, b); break;
	case K_CMP_RR:
	case K_CMP_RI: fl = f_cmp(fl, a, b); break;
	}
	return fl;
}

/* $flags with the deferred instruction pe's pending flags in place. */
static inline uint32_t materialize(const struct fuc_bent *pe, uint32_t a, uint32_t b, uint32_t fl)
{
	uint32_t m = UNNIB(pe->dmask);
	return (fl & ~m) | (deferred_flags(pe->kind, a, b, fl) & m);
}

/* The flags a run leaves pending, produced at its last entry x: the
 * deferred instruction's (operands pa, pb) and the compare's before a
 * branch (its operands are still in the registers). */
static inline uint32_t settle(const struct fuc_bent *x, const uint32_t *r, uint32_t pa, uint32_t pb,
                              uint32_t fl)
{
	if (x->pdist)
		fl = materialize(x - x->pdist, pa, pb, fl);
	if (x->cmpd) {
		const struct fuc_bent *c = x - 1;
		uint32_t m = UNNIB(x->cmpd);
		uint32_t b = c->kind & 1 ? c->imm : r[c->b];
		fl = (fl & ~m) | (deferred_flags(c->kind, r[c->a], b, fl) & m);
	}
	return fl;
}

/* The c/o/s/z nibble after a compare of a with b, old bits from fl. */
static inline unsigned nib_cmpu(uint32_t fl, uint32_t a, uint32_t b)
{
	return (fl >> FUC_FLAG_C & 6) | (a < b) | (unsigned)(a == b) << 3;
}

static inline unsigned nib_cmps(uint32_t fl, uint32_t a, uint32_t b)
{
	return (fl >> FUC_FLAG_C & 6) | ((int32_t)a < (int32_t)b) | (unsigned)(a == b) << 3;
}

static inline unsigned nib_cmp(uint32_t fl, uint32_t a, uint32_t b)
{
	(void)fl;
	uint32_t res = a - b;
	return (a < b) | (((a ^ b) & (a ^ res)) >> 31) << 1 | (res >> 31) << 2 |
	       (unsigned)(res == 0) << 3;
}

/* The first n (fewer than the run holds) instructions of the run at e,
 * one at a time with every flag computed: where a budget ends inside a
 * run, the run cannot execute whole. None of them is a branch (only a
 * run's last instruction is). pos: the first one's index in this
 * fuc_run_blocks call. Returns $pc after them. */
static uint32_t partial(struct fuc *f, const struct fuc_bent *e, uint64_t n, uint32_t pc,
                        uint64_t pos)
{
	uint32_t *r = f->r, fl = f->sr[FUC_SR_FLAGS], dlast = f->p->data_size - 4;
	for (; n; n--, e++, pos++) {
		f->run_pos = pos; /* for a guest error log (fuc_turn_sync) */
		uint32_t b = e->kind & 1 ? e->imm : r[e->b]; /* _RI kinds are odd */
		bool w = e->wr != 0;
		switch (e->kind) {
		case K_ADD_RR:
		case K_ADD_RI: r[e->d] = w ? f_add(r[e->a], b, &fl) : n_add(r[e->a], b); break;
		case K_SUB_RR:
		case K_SUB_RI: r[e->d] = w ? f_sub(r[e->a], b, &fl) : n_sub(r[e->a], b); break;
		case K_SHL_RR:
		case K_SHL_RI: r[e->d] = w ? f_shl(r[e->a], b, &fl) : n_shl(r[e->a], b); break;
		case K_SHR_RR:
		case K_SHR_RI: r[e->d] = w ? f_shr(r[e->a], b, &fl) : n_shr(r[e->a], b); break;
		case K_AND_RR:
		case K_AND_RI: r[e->d] = w ? f_and(r[e->a], b, &fl) : n_and(r[e->a], b); break;
		case K_OR_RR:
		case K_OR_RI: r[e->d] = w ? f_or(r[e->a], b, &fl) : n_or(r[e->a], b); break;
		case K_XOR_RR:
		case K_XOR_RI: r[e->d] = w ? f_xor(r[e->a], b, &fl) : n_xor(r[e->a], b); break;
		case K_CMPU_RR:
		case K_CMPU_RI: fl = f_cmpu(fl, r[e->a], b); break;
		case K_CMPS_RR:
		case K_CMPS_RI: fl = f_cmps(fl, r[e->a], b); break;
		case K_CMP_RR:
		case K_CMP_RI: fl = f_cmp(fl, r[e->a], b); break;
		case K_MOV_I: r[e->d] = e->imm; break;
		case K_MOV_R: r[e->d] = r[e->a]; break;
		case K_SETHI: r[e->d] = (r[e->d] & 0xffff) | e->imm << 16; break;
		case K_LD32_RI: r[e->d] = ld32_at(f, f->data, dlast, r[e->a] + e->imm); break;
		case K_LD32_RR: r[e->d] = ld32_at(f, f->data, dlast, r[e->a] + r[e->b] * 4); break;
		default: /* K_GENERIC, not a branch */
			f->sr[FUC_SR_FLAGS] = fl;
			f->sr[FUC_SR_PC] = (pc & ~0xffu) | e->off;
			fuc_exec_one(f);
			fl = f->sr[FUC_SR_FLAGS];
			break;
		}
	}
	f->sr[FUC_SR_FLAGS] = fl;
	return (pc & ~0xffu) | e->off;
}

/* The run at phys-cached entry for pc, built if needed; NULL when pc
 * cannot start a run now. */
static inline struct fuc_bent *lookup(struct fuc *f, uint32_t pc, const void *const *labels)
{
	uint32_t phys;
	if (f->p->version >= 3) {
		if (!f->vcache_valid || f->vcache_virt != (pc >> 8 & ((1u << f->p->vm_bits) - 1)))
			return NULL;
		phys = f->vcache_phys * FUC_PAGE + (pc & 0xff);
	} else {
		phys = pc % f->p->code_size;
	}
	if (f->bmap[phys].gen != f->code_gen)
		build(f, phys, labels);
	if (f->bmap[phys].idx == BMAP_SLOW)
		return NULL;
	return &f->bpool[f->bmap[phys].idx];
}

/* Handlers are indexed by op (kind * 3 + fl, and the extra indices
 * above). Every handler dispatches the next one itself (threaded code: an
 * indirect branch per handler predicts far better than one shared
 * switch), which needs GNU C labels as values; other compilers get no
 * block engine (fuc_run_blocks returns 0: one instruction at a time). */
#if defined(__GNUC__)
#define OP(k) L_##k:
#define DISPATCH() goto * e->h
/* $pc of the current entry: the run never leaves pc0's page */
#define PC_HERE() ((pc0 & ~0xffu) | e->off)
/* the index in this call of the instruction at e: room has the whole
 * current run taken off, e->run of which is e and what follows */
#define RUN_POS() (max - room - e->run)
#define NEXT()              \
	do {                \
		e++;        \
		DISPATCH(); \
	} while (0)
/* straight into the linked run link[k] when it fits: a loop, in the
 * same page */
#define LINK(k)                                                \
	do {                                                   \
		struct fuc_bent *t_ = e->link[k];              \
		if (t_ && t_->run <= room) {                   \
			if (e->mat[k])                         \
				fl = settle(e, r, pa, pb, fl); \
			room -= t_->run;                       \
			e = t_;                                \
			DISPATCH();                            \
		}                                              \
	} while (0)

#define ALU_KINDS(X) \
	X(ADD, add) X(SUB, sub) X(SHL, shl) X(SHR, shr) X(AND, and) X(OR, or) X(XOR, xor)
#define CMP_KINDS(X) X(CMPU, cmpu) X(CMPS, cmps) X(CMP, cmp)

/* label table entries: every fl and fwd of kind K to label L; per fwd */
#define ALL(K, L)                                                                               \
	[OPI(K, 0, 0)] = &&L, [OPI(K, 0, 1)] = &&L, [OPI(K, 1, 0)] = &&L, [OPI(K, 1, 1)] = &&L, \
	           [OPI(K, 2, 0)] = &&L, [OPI(K, 2, 1)] = &&L,
#define FWD(K, L)                                                                  \
	[OPI(K, 0, 0)] = &&L##0, [OPI(K, 0, 1)] = &&L##1, [OPI(K, 1, 0)] = &&L##0, \
	           [OPI(K, 1, 1)] = &&L##1, [OPI(K, 2, 0)] = &&L##0, [OPI(K, 2, 1)] = &&L##1,
#define FORM_LABELS(K, N, F, D)                                                    \
	[OPI(K, 0, 0)] = &&N##0, [OPI(K, 0, 1)] = &&N##1, [OPI(K, 1, 0)] = &&F##0, \
	           [OPI(K, 1, 1)] = &&F##1, [OPI(K, 2, 0)] = &&D##0, [OPI(K, 2, 1)] = &&D##1,
#define ALU_LABELS(K, fn)                                                 \
	FORM_LABELS(K_##K##_RR, L_##K##_RR_N, L_##K##_RR_F, L_##K##_RR_D) \
	FORM_LABELS(K_##K##_RI, L_##K##_RI_N, L_##K##_RI_F, L_##K##_RI_D)
#define CMP_LABELS(K, fn)                                                      \
	FORM_LABELS(K_##K##_RR, L_NOP, L_##K##_RR_F, L_##K##_RR_D)             \
	FORM_LABELS(K_##K##_RI, L_NOP, L_##K##_RI_F, L_##K##_RI_D)             \
	[OP_CMP_BRA(K_##K##_RR, 0)] = &&L_##K##_RR_B0,                         \
	                        [OP_CMP_BRA(K_##K##_RR, 1)] = &&L_##K##_RR_B1, \
	                        [OP_CMP_BRA(K_##K##_RI, 0)] = &&L_##K##_RI_B0, \
	                        [OP_CMP_BRA(K_##K##_RI, 1)] = &&L_##K##_RI_B1, \
	                        [OP_CMP_BRZ(K_##K##_RR, 0)] = &&L_##K##_RR_Z0, \
	                        [OP_CMP_BRZ(K_##K##_RR, 1)] = &&L_##K##_RR_Z1, \
	                        [OP_CMP_BRZ(K_##K##_RI, 0)] = &&L_##K##_RI_Z0, \
	                        [OP_CMP_BRZ(K_##K##_RI, 1)] = &&L_##K##_RI_Z1,

/* Handlers per form, W 0 reading operand a as r[e->a], W 1 as acc (the
 * previous result); every GPR result goes to acc too. */
#define ALU_FORM(K, fn, W, A, B)              \
	OP(K##_N##W) acc = n_##fn(A, B);      \
	r[e->d] = acc;                        \
	NEXT();                               \
	OP(K##_F##W) acc = f_##fn(A, B, &fl); \
	r[e->d] = acc;                        \
	NEXT();                               \
	OP(K##_D##W) pa = A;                  \
	pb = B;                               \
	acc = n_##fn(pa, pb);                 \
	r[e->d] = acc;                        \
	NEXT();
#define CMP_FORM(K, fn, W, A, B)                    \
	OP(K##_F##W) fl = f_##fn(fl, A, B);         \
	NEXT();                                     \
	OP(K##_D##W) pa = A;                        \
	pb = B;                                     \
	NEXT();                                     \
	OP(K##_B##W)                                \
	{                                           \
		unsigned nib_ = nib_##fn(fl, A, B); \
		e++;                                \
		if (e->cc >> nib_ & 1)              \
			goto bra_taken;             \
		goto bra_not;                       \
	}                                           \
	OP(K##_Z##W)                                \
	{                                           \
		bool ne_ = (A) != (B);              \
		e++;                                \
		if (ne_ == e[-1].zne)               \
			goto bra_taken;             \
		goto bra_not;                       \
	}
#define ALU_HANDLERS(K, fn)                       \
	ALU_FORM(K##_RR, fn, 0, r[e->a], r[e->b]) \
	ALU_FORM(K##_RR, fn, 1, acc, r[e->b])     \
	ALU_FORM(K##_RI, fn, 0, r[e->a], e->imm)  \
	ALU_FORM(K##_RI, fn, 1, acc, e->imm)
#define CMP_HANDLERS(K, fn)                       \
	CMP_FORM(K##_RR, fn, 0, r[e->a], r[e->b]) \
	CMP_FORM(K##_RR, fn, 1, acc, r[e->b])     \
	CMP_FORM(K##_RI, fn, 0, r[e->a], e->imm)  \
	CMP_FORM(K##_RI, fn, 1, acc, e->imm)
#define LD_HANDLERS(W, A)                                                          \
	OP(MOV_R##W) acc = A;                                                      \
	r[e->d] = acc;                                                             \
	NEXT();                                                                    \
	OP(LD32_RI##W) acc = ld32_run(f, data, dlast, A + e->imm, RUN_POS());      \
	r[e->d] = acc;                                                             \
	NEXT();                                                                    \
	OP(LD32_RR##W) acc = ld32_run(f, data, dlast, A + r[e->b] * 4, RUN_POS()); \
	r[e->d] = acc;                                                             \
	NEXT();

/* GCC would merge the handlers' identical dispatch tails into one shared
 * indirect jump, undoing the threading. */
#if defined(__GNUC__) && !defined(__clang__)
__attribute__((optimize("no-crossjumping", "no-gcse")))
#endif
uint64_t
fuc_run_blocks(struct fuc *f, uint64_t max)
{
	static const void *const labels[OP_END + 1] = {
	        [OP_END] = &&L_END,
	        ALL(K_SLOW, L_GENERIC) ALL(K_GENERIC, L_GENERIC) ALU_KINDS(ALU_LABELS)
	                CMP_KINDS(CMP_LABELS) ALL(K_MOV_I, L_MOV_I) FWD(K_MOV_R, L_MOV_R)
	                        ALL(K_SETHI, L_SETHI) FWD(K_LD32_RI, L_LD32_RI)
	                                FWD(K_LD32_RR, L_LD32_RR) ALL(K_BRA, L_BRA)
	                                        ALL(K_JMP, L_JMP)};
	if (!f->bmap) {
		f->bmap = calloc(f->p->code_size, sizeof(*f->bmap));
		f->bpool = calloc(f->p->code_size * POOL_PER_BYTE, sizeof(*f->bpool));
		if (!f->bmap || !f->bpool) {
			fuc_block_fini(f);
			return 0;
		}
		f->bpool_used = 0;
		if (!f->code_gen)
			f->code_gen = 1;
	}
	uint32_t pc = f->sr[FUC_SR_PC], pc0;
	struct fuc_bent *e = lookup(f, pc, labels);
	if (!e)
		return 0;
	uint32_t *r = f->r;
	const uint8_t *data = f->data;
	const uint32_t dlast = f->p->data_size - 4;
	uint32_t fl = f->sr[FUC_SR_FLAGS];
	uint64_t room = max; /* instructions the budget still allows */
	/* the operands of this run's deferred instruction */
	uint32_t pa = 0, pb = 0;
	unsigned k;       /* the branch's way: 0 taken */
	uint32_t acc = 0; /* the last GPR result of this run */
	if (e->run > room)
		goto part;
enter:
	room -= e->run;
	pc0 = pc;
	DISPATCH();

	ALU_KINDS(ALU_HANDLERS)
	CMP_KINDS(CMP_HANDLERS)
	LD_HANDLERS(0, r[e->a])
	LD_HANDLERS(1, acc)
	OP(NOP0)
	OP(NOP1) NEXT();
	OP(MOV_I) acc = e->imm;
	r[e->d] = acc;
	NEXT();
	OP(SETHI) acc = (r[e->d] & 0xffff) | e->imm << 16;
	r[e->d] = acc;
	NEXT();
	OP(BRA)
	{
		/* Two paths, so the next run's address is a branch prediction,
		 * not a load waiting for the flags. */
		if (e->cc >> (fl >> e->a & 0xf) & 1)
			goto bra_taken;
		goto bra_not;
	}
bra_taken:
	LINK(0);
	k = 0;
	goto bra_slow;
bra_not:
	LINK(1);
	k = 1;
bra_slow:
	fl = settle(e, r, pa, pb, fl);
	pc = PC_HERE() + (k ? e->len : e->imm);
	if (!e->link[k] && (pc ^ pc0) >> 8 == 0) {
		/* same page: remember where the target's run is, and whether
		 * it reads the flags this run leaves pending */
		struct fuc_bent *from = e, *t;
		uint32_t gen = f->code_gen;
		t = lookup(f, pc, labels);
		if (t && gen == f->code_gen) {
			uint8_t pend = from->cmpd;
			if (from->pdist)
				pend |= from[-from->pdist].dmask;
			from->mat[k] = (pend & ~t->kill) != 0;
			from->link[k] = t;
		}
	}
	goto chain;
	OP(JMP) fl = settle(e, r, pa, pb, fl);
	pc = e->imm;
	goto chain;
	OP(GENERIC)
	{
		f->run_pos = RUN_POS(); /* for a guest error log (fuc_turn_sync) */
		f->sr[FUC_SR_FLAGS] = fl;
		f->sr[FUC_SR_PC] = PC_HERE();
		fuc_exec_one(f);
		fl = f->sr[FUC_SR_FLAGS];
		if (e->d) {
			pc = f->sr[FUC_SR_PC];
			goto chain;
		}
		e++; /* a quiet non-branch: $pc moved by its length */
		DISPATCH();
	}
	OP(END) fl = settle(e, r, pa, pb, fl);
	pc = (pc0 & ~0xffu) + e->imm;
	goto chain;
chain:
	if (room) {
		e = lookup(f, pc, labels);
		if (e && e->run <= room)
			goto enter;
		if (e)
			goto part;
	}
	f->sr[FUC_SR_PC] = pc;
	f->sr[FUC_SR_FLAGS] = fl;
	return max - room;
part:
	/* the budget ends inside this run */
	f->sr[FUC_SR_FLAGS] = fl;
	f->sr[FUC_SR_PC] = partial(f, e, room, pc, max - room);
	return max;
}
#else
uint64_t fuc_run_blocks(struct fuc *f, uint64_t max)
{
	(void)f;
	(void)max;
	return 0;
}
#endif
