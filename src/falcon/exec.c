/* falcon instruction fetch and execution (seed 000 §2.10.2-2.10.10).
 *
 * The execution decoder works on the encoding formats of the seed's
 * L12200-12301 (byte 0 gives length and format, the subopcode sits in
 * O1/O2/OL/O3). It is checked against the ISA table's decoder in
 * tests/unit/test_falcon.c. Any encoding or subopcode it does not know
 * raises the invalid-opcode trap (L12380). */
#include "falcon/alu_inline.h"
#include "falcon/priv.h"

/* A decoded instruction: raw fields by position (docs/hw/falcon.md). */
struct dins {
	uint32_t pc;
	unsigned len;
	uint8_t b0;
	unsigned sz; /* 8/16/32, or 32 for unsized */
	unsigned r1, r2, r3;
	uint32_t i8, i16;
	uint32_t imm;  /* I8 or I16 by length, zero-extended */
	uint32_t simm; /* the same, sign-extended */
};

/* ------------------------------------------------------------------ fetch */

/* Instruction length from byte 0, 0 if the encoding is invalid. */
unsigned fuc_exec_len(unsigned version, uint8_t b0)
{
	if (b0 < 0xc0) {
		unsigned low = b0 & 0x3f;
		if (low < 0x20)
			return 3;
		if (low < 0x30)
			return 4;
		if (version >= 4 && (b0 == 0x3e || b0 == 0x7e))
			return 4; /* lbra / lcall */
		switch (low) {
		case 0x30:
		case 0x34:
		case 0x36:
		case 0x38:
		case 0x39:
		case 0x3a:
		case 0x3b:
		case 0x3c: return 3;
		case 0x31:
		case 0x37: return 4;
		case 0x3d: return 2;
		}
		return 0;
	}
	if (b0 < 0xe0)
		return 3;
	if (b0 < 0xf0)
		return 4;
	switch (b0) {
	case 0xf0:
	case 0xf2:
	case 0xf4:
	case 0xfa:
	case 0xfd:
	case 0xfe:
	case 0xff: return 3;
	case 0xf1:
	case 0xf5: return 4;
	case 0xf8:
	case 0xf9:
	case 0xfc: return 2;
	}
	return 0;
}

enum fetch_res { FETCH_OK, FETCH_TRAPPED, FETCH_STALL };

/* One code byte at virtual address va. */
static enum fetch_res fetch_byte(struct fuc *f, uint32_t va, uint8_t *out)
{
	if (f->p->version < 3) {
		*out = f->code[va % f->p->code_size];
		return FETCH_OK;
	}
	uint32_t vpage = va >> 8 & ((1u << f->p->vm_bits) - 1);
	if (!f->vcache_valid || f->vcache_virt != vpage) {
		uint32_t res = fuc_vtlb(f, va);
		if (res & 0x80000000u) {
			fuc_trap(f, FUC_TRAP_VM_NO_HIT);
			return FETCH_TRAPPED;
		}
		if (res & 0x40000000u) {
			fuc_trap(f, FUC_TRAP_VM_MULTI_HIT);
			return FETCH_TRAPPED;
		}
		uint32_t flags = res >> 24 & 7;
		if (!(flags & 1)) {
			if (flags & 2) {
				/* busy: the fetch pauses until a TLB modification (L13747) */
				f->fetch_stalled = true;
				return FETCH_STALL;
			}
			sgpu_unimp(f->unit,
			           "fetch from secret page 0x%x: authenticated mode is "
			           "not modelled; falcon stopped",
			           vpage);
			fuc_exit(f, FUC_STOP_UNIMP);
			return FETCH_STALL;
		}
		f->vcache_valid = true;
		f->vcache_virt = vpage;
		f->vcache_phys = res & 0xffffff;
	}
	*out = f->code[f->vcache_phys * FUC_PAGE + (va & 0xff)];
	return FETCH_OK;
}

bool fuc_fetch(struct fuc *f, uint32_t va, uint8_t *out, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (fetch_byte(f, va + i, &out[i]) != FETCH_OK)
			return false;
	return true;
}

/* ------------------------------------------------------------------ helpers */

static uint32_t size_mask(unsigned sz)
{
	return sz == 32 ? 0xffffffffu : (1u << sz) - 1;
}

/* Sized ops leave the bits above sz unmodified (L12409). */
static void set_reg(struct fuc *f, unsigned r, unsigned sz, uint32_t v)
{
	uint32_t m = size_mask(sz);
	f->r[r] = (f->r[r] & ~m) | (v & m);
}

static void invalid(struct fuc *f, const struct dins *d)
{
	sgpu_guest_error(f->unit, "invalid opcode %02x at pc 0x%x", d->b0, d->pc);
	fuc_trap(f, FUC_TRAP_INVALID_OPCODE);
}

static void next(struct fuc *f, const struct dins *d)
{
	f->sr[FUC_SR_PC] = d->pc + d->len;
}

static uint32_t *flags(struct fuc *f)
{
	return &f->sr[FUC_SR_FLAGS];
}

static bool v3(const struct fuc *f)
{
	return f->p->version >= 3;
}

static void do_arith(struct fuc *f, const struct dins *d, int op, unsigned dst, uint32_t a,
                     uint32_t b)
{
	uint32_t res = fuc_alu_inline(f->p->version, (enum fuc_alu_op)op, d->sz, f->r[dst], a, b,
	                              flags(f));
	set_reg(f, dst, d->sz, res);
	next(f, d);
}

static void do_cmp(struct fuc *f, const struct dins *d, unsigned sub, uint32_t a, uint32_t b)
{
	if (sub == 6 && !v3(f)) {
		invalid(f, d);
		return;
	}
	enum fuc_alu_op op = sub == 4 ? FUC_ALU_CMPU : sub == 5 ? FUC_ALU_CMPS : FUC_ALU_CMP;
	fuc_alu_inline(f->p->version, op, d->sz, 0, a, b, flags(f));
	next(f, d);
}

static void do_ld(struct fuc *f, const struct dins *d, unsigned dst, uint32_t base, uint32_t idx)
{
	unsigned bytes = d->sz / 8;
	set_reg(f, dst, d->sz, fuc_ld(f, bytes, base + idx * bytes));
	next(f, d);
}

static void do_st(struct fuc *f, const struct dins *d, uint32_t base, uint32_t idx, uint32_t v)
{
	unsigned bytes = d->sz / 8;
	fuc_st(f, bytes, base + idx * bytes, v);
	next(f, d);
}

/* not/neg/mov(f)/hswap/clear/setf: subops of 39 and 3d */
static void do_unary(struct fuc *f, const struct dins *d, unsigned sub, unsigned dst, uint32_t src)
{
	static const enum fuc_alu_op ops[4] = {FUC_ALU_NOT, FUC_ALU_NEG, FUC_ALU_MOVF,
	                                       FUC_ALU_HSWAP};
	if (sub == 2 && v3(f)) { /* v3 mov: no flags */
		set_reg(f, dst, d->sz, src);
	} else if (sub < 4) {
		set_reg(f, dst, d->sz,
		        fuc_alu_inline(f->p->version, ops[sub], d->sz, 0, src, 0, flags(f)));
	} else {
		invalid(f, d);
		return;
	}
	next(f, d);
}

/* ------------------------------------------------------------------ sized opcodes */

static void exec_sized(struct fuc *f, const struct dins *d)
{
	unsigned low = d->b0 & 0x3f;
	unsigned o1 = d->b0 & 0xf, o2 = d->r1, o3 = d->i8 & 0xf;
	uint32_t *r = f->r, sp = f->sr[FUC_SR_SP];
	int op;
	if (low < 0x10) { /* 0x: st */
		if (o1 != 0) {
			invalid(f, d);
			return;
		}
		do_st(f, d, r[d->r2], d->i8, r[d->r1]);
		return;
	}
	if (low < 0x20) { /* 1x */
		if (o1 == 8) {
			do_ld(f, d, d->r1, r[d->r2], d->i8);
			return;
		}
		if ((op = fuc_arith_op(o1, false)) < 0) {
			invalid(f, d);
			return;
		}
		do_arith(f, d, op, d->r1, r[d->r2], d->i8);
		return;
	}
	if (low < 0x30) { /* 2x */
		if ((op = fuc_arith_op(o1, true)) < 0) {
			invalid(f, d);
			return;
		}
		do_arith(f, d, op, d->r1, r[d->r2], d->i16);
		return;
	}
	switch (low) {
	case 0x30:
		if (o2 == 1) {
			do_st(f, d, sp, d->i8, r[d->r2]);
			return;
		}
		if (o2 == 4) {
			do_cmp(f, d, o2, r[d->r2], d->i8);
			return;
		}
		if (o2 == 5 || o2 == 6) {
			do_cmp(f, d, o2, r[d->r2], d->simm);
			return;
		}
		break;
	case 0x31:
		if (o2 == 4) {
			do_cmp(f, d, o2, r[d->r2], d->i16);
			return;
		}
		if (o2 == 5 || o2 == 6) {
			do_cmp(f, d, o2, r[d->r2], d->simm);
			return;
		}
		break;
	case 0x34:
		if (o2 == 0) {
			do_ld(f, d, d->r2, sp, d->i8);
			return;
		}
		break;
	case 0x36:
	case 0x37:
		if ((op = fuc_arith_op(o2, low == 0x37)) < 0)
			break;
		do_arith(f, d, op, d->r2, r[d->r2], d->imm);
		return;
	case 0x38:
		if (o3 == 0) {
			do_st(f, d, r[d->r2], 0, r[d->r1]);
			return;
		}
		if (o3 == 1) {
			do_st(f, d, sp, r[d->r1], r[d->r2]);
			return;
		}
		if (o3 >= 4 && o3 <= 6) {
			do_cmp(f, d, o3, r[d->r2], r[d->r1]);
			return;
		}
		break;
	case 0x39: do_unary(f, d, o3, d->r1, r[d->r2]); return;
	case 0x3a:
		if (o3 == 0) {
			do_ld(f, d, d->r2, sp, r[d->r1]);
			return;
		}
		break;
	case 0x3b:
		if ((op = fuc_arith_op(o3, false)) < 0)
			break;
		do_arith(f, d, op, d->r2, r[d->r2], r[d->r1]);
		return;
	case 0x3c:
		if (o3 == 8) {
			do_ld(f, d, d->r3, r[d->r2], r[d->r1]);
			return;
		}
		if ((op = fuc_arith_op(o3, false)) < 0)
			break;
		do_arith(f, d, op, d->r3, r[d->r2], r[d->r1]);
		return;
	case 0x3d:
		if (o2 == 4) {
			set_reg(f, d->r2, d->sz, 0);
			next(f, d);
			return;
		}
		if (o2 == 5 && v3(f)) {
			fuc_alu_inline(f->p->version, FUC_ALU_SETF, d->sz, 0, r[d->r2], 0,
			               flags(f));
			next(f, d);
			return;
		}
		do_unary(f, d, o2, d->r2, r[d->r2]);
		return;
	case 0x3e: /* v4 lbra (0x3e) / lcall (0x7e): 24-bit absolute target */
		if (f->p->version < 4 || d->b0 == 0xbe)
			break;
		if (d->b0 == 0x7e)
			fuc_push(f, d->pc + d->len);
		f->sr[FUC_SR_PC] = d->imm;
		return;
	}
	invalid(f, d);
}

/* ------------------------------------------------------------------ unsized ALU */

/* The unsized ALU subopcodes of cx/ex/f0/f1/fd/ff, by column. */
enum { COL_CX, COL_EX, COL_F0, COL_F1, COL_FD, COL_FF };

static int unsized_op(unsigned version, unsigned col, unsigned sub)
{
	/* bit per column: cx ex f0 f1 fd ff */
	static const struct {
		int8_t op;
		uint8_t cols;
		uint8_t v3;
	} t[16] = {
	        [0x0] = {FUC_ALU_MULU, 0x3f, 0},
	        [0x1] = {FUC_ALU_MULS, 0x3f, 0},
	        [0x2] = {FUC_ALU_SEXT, 0x35, 0},
	        [0x3] = {FUC_ALU_EXTRS, 0x23, 1},
	        [0x4] = {FUC_ALU_AND, 0x3f, 0},
	        [0x5] = {FUC_ALU_OR, 0x3f, 0},
	        [0x6] = {FUC_ALU_XOR, 0x3f, 0},
	        [0x7] = {FUC_ALU_EXTR, 0x23, 1},
	        [0x8] = {FUC_ALU_XBIT, 0x21, 0},
	        [0x9] = {FUC_ALU_BSET, 0x14, 0},
	        [0xa] = {FUC_ALU_BCLR, 0x14, 0},
	        [0xb] = {FUC_ALU_BTGL, 0x14, 0},
	        [0xc] = {FUC_ALU_DIV, 0x23, 1},
	        [0xd] = {FUC_ALU_MOD, 0x23, 1},
	        [0xe] = {-1, 0, 0},
	        [0xf] = {-1, 0, 0},
	};
	if (col == COL_F0 || col == COL_F1) {
		if (sub == 3)
			return FUC_ALU_SETHI;
		if (sub == 7)
			return -2; /* mov imm */
	}
	if ((col == COL_CX || col == COL_EX) && sub == 0xb)
		return version >= 3 ? FUC_ALU_INS : -1;
	if (!(t[sub].cols >> col & 1) || (t[sub].v3 && version < 3))
		return -1;
	return t[sub].op;
}

static void exec_unsized_alu(struct fuc *f, const struct dins *d, unsigned col, unsigned sub,
                             unsigned dst, uint32_t a, uint32_t b)
{
	int op = unsized_op(f->p->version, col, sub);
	if (op == -2) { /* mov: sign-extended immediate */
		f->r[dst] = d->simm;
		next(f, d);
		return;
	}
	if (op < 0) {
		invalid(f, d);
		return;
	}
	if (op == FUC_ALU_MULS &&
	    (col == COL_CX || col == COL_EX || col == COL_F0 || col == COL_F1))
		b = d->simm;
	f->r[dst] =
	        fuc_alu_inline(f->p->version, (enum fuc_alu_op)op, 32, f->r[dst], a, b, flags(f));
	next(f, d);
}

/* ------------------------------------------------------------------ IO, xfers */

static void do_iord(struct fuc *f, const struct dins *d, unsigned dst, uint32_t addr)
{
	f->r[dst] = fuc_io_read(f, addr);
	next(f, d);
}

static void do_iowr(struct fuc *f, const struct dins *d, unsigned sub, uint32_t addr, uint32_t v)
{
	if (sub == 1 && !v3(f)) {
		invalid(f, d);
		return;
	}
	/* iowr is posted, iowrs waits: softgpu applies both at once, in
	 * program order, which no program can tell apart (docs/hw/falcon.md). */
	fuc_io_write(f, addr, v);
	next(f, d);
}

static void do_xfer(struct fuc *f, const struct dins *d, unsigned sub, uint32_t off, uint32_t loc)
{
	uint32_t xt = f->sr[FUC_SR_XTARGETS];
	struct fuc_xfer x = {.ext_offset = off, .local = loc & 0xffff};
	if (sub == 4) {
		x.mode = FUC_XFER_CODE_LOAD;
		x.port = xt & 7;
		x.ext_base = f->sr[FUC_SR_XCBASE];
		x.secret = f->sr[FUC_SR_CAUTH] >> 16 & 1;
		x.size = 6;
	} else {
		x.mode = sub == 5 ? FUC_XFER_DATA_LOAD : FUC_XFER_DATA_STORE;
		x.port = (xt >> (sub == 5 ? 8 : 12)) & 7;
		x.ext_base = f->sr[FUC_SR_XDBASE];
		x.size = loc >> 16 & 7;
		if (x.size == 7) {
			sgpu_guest_error(f->unit, "xfer size 7 at pc 0x%x: dropped", d->pc);
			next(f, d);
			return;
		}
	}
	if (!fuc_xfer_submit(f, &x))
		return; /* queue full: the instruction waits for a slot */
	next(f, d);
}

/* ------------------------------------------------------------------ special registers */

static uint32_t sr_read(struct fuc *f, unsigned n)
{
	if (n == 2 || n > 12 || (n == FUC_SR_TSTATUS && !v3(f))) {
		sgpu_guest_error(f->unit, "read of nonexistent $sr%u", n);
		return 0;
	}
	return f->sr[n];
}

static void sr_write(struct fuc *f, unsigned n, uint32_t v)
{
	if (n == FUC_SR_PC) {
		/* $pc is read-only (L13307) */
		sgpu_guest_error(f->unit, "write to $pc ignored");
		return;
	}
	if (n == 2 || n > 12 || (n == FUC_SR_TSTATUS && !v3(f))) {
		sgpu_guest_error(f->unit, "write to nonexistent $sr%u ignored", n);
		return;
	}
	if (n == FUC_SR_SP)
		v &= f->sp_mask;
	f->sr[n] = v;
}

/* ------------------------------------------------------------------ control flow */

static void do_branch(struct fuc *f, const struct dins *d, unsigned cc)
{
	int c = fuc_cond_inline(f->p->version, cc, *flags(f));
	if (c < 0) {
		invalid(f, d);
		return;
	}
	if (c)
		f->sr[FUC_SR_PC] = d->pc + d->simm; /* relative to the bra itself */
	else
		next(f, d);
}

static void do_call(struct fuc *f, const struct dins *d, uint32_t target)
{
	fuc_push(f, d->pc + d->len);
	f->sr[FUC_SR_PC] = target;
}

static void do_flagbit(struct fuc *f, const struct dins *d, unsigned sub, uint32_t bit)
{
	enum fuc_alu_op op = sub == 1 ? FUC_ALU_BSET : sub == 2 ? FUC_ALU_BCLR : FUC_ALU_BTGL;
	*flags(f) = fuc_alu_inline(f->p->version, op, 32, 0, *flags(f), bit, flags(f));
	next(f, d);
}

static void exec_f4f5(struct fuc *f, const struct dins *d)
{
	unsigned sub = (d->r2 << 4 | d->r1) & 0x3f; /* OL: bits 8..13 */
	if (sub < 0x20) {
		do_branch(f, d, sub);
		return;
	}
	switch (sub) {
	case 0x20: f->sr[FUC_SR_PC] = d->imm; return;
	case 0x21: do_call(f, d, d->imm); return;
	case 0x28:
		if (d->len != 3)
			break;
		if (*flags(f) >> (d->imm & 0x1f) & 1) {
			f->state = FUC_SLEEPING; /* $pc stays on the sleep (L13568) */
			return;
		}
		next(f, d);
		return;
	case 0x30:
		f->sr[FUC_SR_SP] = (f->sr[FUC_SR_SP] + d->simm) & f->sp_mask;
		next(f, d);
		return;
	case 0x31:
	case 0x32:
	case 0x33:
		if (d->len != 3)
			break;
		do_flagbit(f, d, sub & 3, d->imm);
		return;
	}
	invalid(f, d);
}

static void exec_f8(struct fuc *f, const struct dins *d)
{
	unsigned sub = d->r1;
	uint32_t *fl = flags(f);
	switch (sub) {
	case 0: f->sr[FUC_SR_PC] = fuc_pop(f); return;
	case 1:
		f->sr[FUC_SR_PC] = fuc_pop(f);
		*fl = fuc_flag_copy(*fl, FUC_FLAG_IE0, FUC_FLAG_IS0);
		*fl = fuc_flag_copy(*fl, FUC_FLAG_IE1, FUC_FLAG_IS1);
		if (f->p->version >= 4) {
			*fl = fuc_flag_copy(*fl, FUC_FLAG_IE2, FUC_FLAG_IS2);
			*fl = fuc_flag_copy(*fl, FUC_FLAG_UNK1A, FUC_FLAG_UNK1D);
		}
		return;
	case 2:
		next(f, d);
		fuc_exit(f, FUC_STOP_EXIT);
		return;
	case 3: /* xdwait */
	case 6: /* xdfence (envydis name): xfers complete in order anyway */
		if (sub == 3 && (fuc_xfer_pending(f, FUC_XFER_DATA_LOAD) ||
		                 fuc_xfer_pending(f, FUC_XFER_DATA_STORE)))
			return; /* wait */
		next(f, d);
		return;
	case 7:
		if (fuc_xfer_pending(f, FUC_XFER_CODE_LOAD))
			return;
		next(f, d);
		return;
	case 8:
	case 9:
	case 0xa:
	case 0xb:
		if (!v3(f))
			break;
		next(f, d); /* returns to the next instruction (L13962) */
		fuc_trap(f, sub - 8);
		return;
	}
	invalid(f, d);
}

static void exec_f9(struct fuc *f, const struct dins *d)
{
	uint32_t v = f->r[d->r2];
	switch (d->r1) {
	case 0:
		fuc_push(f, v);
		next(f, d);
		return;
	case 1:
		f->sr[FUC_SR_SP] = (f->sr[FUC_SR_SP] + v) & f->sp_mask;
		next(f, d);
		return;
	case 4: f->sr[FUC_SR_PC] = v; return;
	case 5: do_call(f, d, v); return;
	case 8:
		if (!v3(f))
			break;
		fuc_itlb(f, v);
		next(f, d);
		return;
	case 9:
	case 0xa:
	case 0xb: do_flagbit(f, d, d->r1 & 3, v); return;
	}
	invalid(f, d);
}

static void do_setp(struct fuc *f, const struct dins *d, uint32_t val, uint32_t bit)
{
	bit &= 0x1f;
	*flags(f) = (*flags(f) & ~(1u << bit)) | (val & 1) << bit;
	next(f, d);
}

static void exec_fe(struct fuc *f, const struct dins *d)
{
	unsigned sub = d->i8 & 0xf;
	switch (sub) {
	case 0:
		sr_write(f, d->r1, f->r[d->r2]);
		next(f, d);
		return;
	case 1:
		f->r[d->r1] = sr_read(f, d->r2);
		next(f, d);
		return;
	case 2:
	case 3:
		if (!v3(f))
			break;
		f->r[d->r1] = sub == 2 ? fuc_ptlb(f, f->r[d->r2]) : fuc_vtlb(f, f->r[d->r2]);
		next(f, d);
		return;
	case 0xc: /* xbit from $flags */
		f->r[d->r1] = fuc_alu_inline(f->p->version, FUC_ALU_XBIT, 32, f->r[d->r1],
		                             *flags(f), f->r[d->r2], flags(f));
		next(f, d);
		return;
	}
	invalid(f, d);
}

static void exec_unsized(struct fuc *f, const struct dins *d)
{
	uint32_t *r = f->r;
	unsigned o1 = d->b0 & 0xf, o2 = d->r1, o3 = d->i8 & 0xf;
	if (d->b0 < 0xd0) { /* cx: R1 <- R2 op I8 */
		if (o1 == 0xe || o1 == 0xf) {
			do_iord(f, d, d->r1, r[d->r2] + d->i8 * 4);
			return;
		}
		exec_unsized_alu(f, d, COL_CX, o1, d->r1, r[d->r2], d->i8);
		return;
	}
	if (d->b0 < 0xe0) { /* dx: iowr I[R2 + I8*4] <- R1 */
		if (o1 > 1) {
			invalid(f, d);
			return;
		}
		do_iowr(f, d, o1, r[d->r2] + d->i8 * 4, r[d->r1]);
		return;
	}
	if (d->b0 < 0xf0) { /* ex: R1 <- R2 op I16 */
		exec_unsized_alu(f, d, COL_EX, o1, d->r1, r[d->r2], d->i16);
		return;
	}
	switch (d->b0) {
	case 0xf0:
		if (o2 == 0xc) {
			r[d->r2] = fuc_alu_inline(f->p->version, FUC_ALU_XBIT, 32, r[d->r2],
			                          *flags(f), d->i8, flags(f));
			next(f, d);
			return;
		}
		exec_unsized_alu(f, d, COL_F0, o2, d->r2, r[d->r2], d->i8);
		return;
	case 0xf1: exec_unsized_alu(f, d, COL_F1, o2, d->r2, r[d->r2], d->i16); return;
	case 0xf2:
		if (o2 == 8) {
			do_setp(f, d, r[d->r2], d->i8);
			return;
		}
		break; /* c: ccmd, crypto units only */
	case 0xf4:
	case 0xf5: exec_f4f5(f, d); return;
	case 0xf8: exec_f8(f, d); return;
	case 0xf9: exec_f9(f, d); return;
	case 0xfa:
		if (o3 <= 1) {
			do_iowr(f, d, o3, r[d->r2], r[d->r1]);
			return;
		}
		if (o3 >= 4 && o3 <= 6) {
			do_xfer(f, d, o3, r[d->r2], r[d->r1]);
			return;
		}
		if (o3 == 8) {
			do_setp(f, d, r[d->r2], r[d->r1]);
			return;
		}
		break;
	case 0xfc:
		if (o2 == 0) {
			r[d->r2] = fuc_pop(f);
			next(f, d);
			return;
		}
		break;
	case 0xfd: exec_unsized_alu(f, d, COL_FD, o3, d->r2, r[d->r2], r[d->r1]); return;
	case 0xfe: exec_fe(f, d); return;
	case 0xff:
		if (o3 == 0xe || o3 == 0xf) {
			do_iord(f, d, d->r3, r[d->r2] + r[d->r1] * 4);
			return;
		}
		exec_unsized_alu(f, d, COL_FF, o3, d->r3, r[d->r2], r[d->r1]);
		return;
	}
	invalid(f, d);
}

/* ------------------------------------------------------------------ one instruction */

void fuc_exec_one(struct fuc *f)
{
	struct dins d;
	uint8_t b[4] = {0, 0, 0, 0};
	d.pc = f->sr[FUC_SR_PC];
	if (fetch_byte(f, d.pc, &b[0]) != FETCH_OK)
		return;
	d.b0 = b[0];
	d.len = fuc_exec_len(f->p->version, b[0]);
	if (!d.len) {
		d.len = 1;
		invalid(f, &d);
		return;
	}
	if (f->p->version >= 3 && (d.pc & 0xff) <= 0xfc) {
		/* within the page fetch_byte just translated: no more lookups */
		const uint8_t *src = f->code + f->vcache_phys * FUC_PAGE + (d.pc & 0xff);
		for (unsigned i = 1; i < d.len; i++)
			b[i] = src[i];
	} else {
		for (unsigned i = 1; i < d.len; i++)
			if (fetch_byte(f, d.pc + i, &b[i]) != FETCH_OK)
				return;
	}
	if (f->trace)
		f->trace(f->trace_ctx, f, d.pc, b, d.len);
	d.sz = b[0] < 0xc0 ? 8u << (b[0] >> 6) : 32;
	d.r1 = b[1] & 0xf;
	d.r2 = b[1] >> 4;
	d.r3 = b[2] >> 4;
	d.i8 = b[2];
	d.i16 = (uint32_t)b[2] | (uint32_t)b[3] << 8;
	if (d.len == 4) {
		d.imm = d.i16;
		d.simm = (uint32_t)(int32_t)(int16_t)d.i16;
	} else {
		d.imm = d.i8;
		d.simm = (uint32_t)(int32_t)(int8_t)d.i8;
	}
	if ((b[0] == 0x3e || b[0] == 0x7e) && f->p->version >= 4) {
		d.imm = (uint32_t)b[1] | (uint32_t)b[2] << 8 | (uint32_t)b[3] << 16;
		exec_sized(f, &d);
		return;
	}
	if (b[0] < 0xc0)
		exec_sized(f, &d);
	else
		exec_unsized(f, &d);
}
