/* The reference execution path: one instruction decoded by the ISA
 * table (src/isa/, fuc_decode) and executed by switching on its op.
 *
 * exec.c is the fast path the run loop uses (it decodes the fixed formats
 * directly, without the table walk); tests/unit/test_falcon.c runs both on
 * random instructions and random state and requires identical results
 * (seeded differential test). Select this path with f->reference. */
#include "falcon/priv.h"

static enum fuc_version isa_version(const struct fuc *f)
{
	return f->p->version >= 4 ? FUC_V4 : f->p->version >= 3 ? FUC_V3 : FUC_V0;
}

static uint32_t s2(const struct fuc *f, const struct fuc_insn *in)
{
	return in->src2 >= 0 ? f->r[in->src2] : in->imm;
}

static uint32_t mem_addr(const struct fuc *f, const struct fuc_insn *in)
{
	uint32_t base = in->base == FUC_REG_SP ? f->sr[FUC_SR_SP] : f->r[in->base];
	return base + (in->idx >= 0 ? f->r[in->idx] << in->scale : in->imm);
}

static void set_sized(struct fuc *f, int r, unsigned sz, uint32_t v)
{
	uint32_t m = sz == 32 ? 0xffffffffu : (1u << sz) - 1;
	f->r[r] = (f->r[r] & ~m) | (v & m);
}

static void trap_invalid(struct fuc *f, uint32_t pc, uint8_t b0)
{
	sgpu_guest_error(f->unit, "invalid opcode %02x at pc 0x%x", b0, pc);
	f->sr[FUC_SR_PC] = pc;
	fuc_trap(f, FUC_TRAP_INVALID_OPCODE);
}

/* The ALU op for a table op, or -1. */
static int alu_of(unsigned op, unsigned version)
{
	switch (op) {
	case FUC_OP_ADD: return FUC_ALU_ADD;
	case FUC_OP_ADC: return FUC_ALU_ADC;
	case FUC_OP_SUB: return FUC_ALU_SUB;
	case FUC_OP_SBB: return FUC_ALU_SBB;
	case FUC_OP_SHL: return FUC_ALU_SHL;
	case FUC_OP_SHR: return FUC_ALU_SHR;
	case FUC_OP_SAR: return FUC_ALU_SAR;
	case FUC_OP_SHLC: return FUC_ALU_SHLC;
	case FUC_OP_SHRC: return FUC_ALU_SHRC;
	case FUC_OP_NOT: return FUC_ALU_NOT;
	case FUC_OP_NEG: return FUC_ALU_NEG;
	case FUC_OP_MOVF: return FUC_ALU_MOVF;
	case FUC_OP_HSWAP: return FUC_ALU_HSWAP;
	case FUC_OP_MULU: return FUC_ALU_MULU;
	case FUC_OP_MULS: return FUC_ALU_MULS;
	case FUC_OP_SEXT: return FUC_ALU_SEXT;
	case FUC_OP_EXTR: return FUC_ALU_EXTR;
	case FUC_OP_EXTRS: return FUC_ALU_EXTRS;
	case FUC_OP_INS: return FUC_ALU_INS;
	case FUC_OP_AND: return FUC_ALU_AND;
	case FUC_OP_OR: return FUC_ALU_OR;
	case FUC_OP_XOR: return FUC_ALU_XOR;
	case FUC_OP_XBIT: return FUC_ALU_XBIT;
	case FUC_OP_BSET: return FUC_ALU_BSET;
	case FUC_OP_BCLR: return FUC_ALU_BCLR;
	case FUC_OP_BTGL: return FUC_ALU_BTGL;
	case FUC_OP_DIV: return FUC_ALU_DIV;
	case FUC_OP_MOD: return FUC_ALU_MOD;
	}
	(void)version;
	return -1;
}

static bool xfer(struct fuc *f, const struct fuc_insn *in)
{
	uint32_t xt = f->sr[FUC_SR_XTARGETS], loc = f->r[in->src2];
	struct fuc_xfer x = {.ext_offset = f->r[in->src1], .local = loc & 0xffff};
	if (in->op == FUC_OP_XCLD) {
		x.mode = FUC_XFER_CODE_LOAD;
		x.port = xt & 7;
		x.ext_base = f->sr[FUC_SR_XCBASE];
		x.secret = f->sr[FUC_SR_CAUTH] >> 16 & 1;
		x.size = 6;
	} else {
		bool ld = in->op == FUC_OP_XDLD;
		x.mode = ld ? FUC_XFER_DATA_LOAD : FUC_XFER_DATA_STORE;
		x.port = (xt >> (ld ? 8 : 12)) & 7;
		x.ext_base = f->sr[FUC_SR_XDBASE];
		x.size = loc >> 16 & 7;
		if (x.size == 7) {
			sgpu_guest_error(f->unit, "xfer size 7: dropped");
			return true;
		}
	}
	return fuc_xfer_submit(f, &x);
}

static void wrsr(struct fuc *f, int n, uint32_t v)
{
	if (n == FUC_SR_PC) {
		sgpu_guest_error(f->unit, "write to $pc ignored");
		return;
	}
	if (n == 2 || n > 12 || (n == FUC_SR_TSTATUS && f->p->version < 3)) {
		sgpu_guest_error(f->unit, "write to nonexistent $sr%d ignored", n);
		return;
	}
	f->sr[n] = n == FUC_SR_SP ? v & f->sp_mask : v;
}

static uint32_t rdsr(struct fuc *f, int n)
{
	if (n == 2 || n > 12 || (n == FUC_SR_TSTATUS && f->p->version < 3)) {
		sgpu_guest_error(f->unit, "read of nonexistent $sr%d", n);
		return 0;
	}
	return f->sr[n];
}

/* Control and system ops; false if op is not one of them. */
static bool exec_control(struct fuc *f, const struct fuc_insn *in, uint32_t pc)
{
	uint32_t *fl = &f->sr[FUC_SR_FLAGS];
	uint32_t nextpc = pc + in->len;
	switch (in->op) {
	case FUC_OP_BRA: {
		int c = fuc_cond(f->p->version, in->cc, *fl);
		if (c < 0) {
			trap_invalid(f, pc, (uint8_t)in->raw);
			return true;
		}
		f->sr[FUC_SR_PC] = c ? in->target : nextpc;
		return true;
	}
	case FUC_OP_JMP:
		f->sr[FUC_SR_PC] = in->src1 >= 0 ? f->r[in->src1] : in->target;
		return true;
	case FUC_OP_CALL:
		fuc_push(f, nextpc);
		f->sr[FUC_SR_PC] = in->src1 >= 0 ? f->r[in->src1] : in->target;
		return true;
	case FUC_OP_RET: f->sr[FUC_SR_PC] = fuc_pop(f); return true;
	case FUC_OP_IRET:
		f->sr[FUC_SR_PC] = fuc_pop(f);
		*fl = fuc_flag_copy(*fl, FUC_FLAG_IE0, FUC_FLAG_IS0);
		*fl = fuc_flag_copy(*fl, FUC_FLAG_IE1, FUC_FLAG_IS1);
		if (f->p->version >= 4) {
			*fl = fuc_flag_copy(*fl, FUC_FLAG_IE2, FUC_FLAG_IS2);
			*fl = fuc_flag_copy(*fl, FUC_FLAG_UNK1A, FUC_FLAG_UNK1D);
		}
		return true;
	case FUC_OP_EXIT:
		f->sr[FUC_SR_PC] = nextpc;
		fuc_exit(f, FUC_STOP_EXIT);
		return true;
	case FUC_OP_SLEEP:
		if (*fl >> (in->imm & 0x1f) & 1)
			f->state = FUC_SLEEPING;
		else
			f->sr[FUC_SR_PC] = nextpc;
		return true;
	case FUC_OP_TRAP:
		if (f->p->version < 3) { /* v3+ (seed 000 L12330) */
			trap_invalid(f, pc, (uint8_t)in->raw);
			return true;
		}
		f->sr[FUC_SR_PC] = nextpc;
		fuc_trap(f, in->imm & 3);
		return true;
	case FUC_OP_XDWAIT:
		if (!fuc_xfer_pending(f, FUC_XFER_DATA_LOAD) &&
		    !fuc_xfer_pending(f, FUC_XFER_DATA_STORE))
			f->sr[FUC_SR_PC] = nextpc;
		return true;
	case FUC_OP_XCWAIT:
		if (!fuc_xfer_pending(f, FUC_XFER_CODE_LOAD))
			f->sr[FUC_SR_PC] = nextpc;
		return true;
	case FUC_OP_XCLD:
	case FUC_OP_XDLD:
	case FUC_OP_XDST:
		if (xfer(f, in))
			f->sr[FUC_SR_PC] = nextpc;
		return true;
	}
	return false;
}

static void exec_insn(struct fuc *f, const struct fuc_insn *in, uint32_t pc)
{
	uint32_t *fl = &f->sr[FUC_SR_FLAGS];
	unsigned v = f->p->version;
	unsigned sz = in->size ? in->size : 32;
	int a;
	if (exec_control(f, in, pc))
		return;
	f->sr[FUC_SR_PC] = pc + in->len;
	switch (in->op) {
	case FUC_OP_ST: fuc_st(f, sz / 8, mem_addr(f, in), f->r[in->src1]); return;
	case FUC_OP_LD: set_sized(f, in->dst, sz, fuc_ld(f, sz / 8, mem_addr(f, in))); return;
	case FUC_OP_CMPU:
	case FUC_OP_CMPS:
	case FUC_OP_CMP: {
		enum fuc_alu_op op = in->op == FUC_OP_CMPU   ? FUC_ALU_CMPU
		                     : in->op == FUC_OP_CMPS ? FUC_ALU_CMPS
		                                             : FUC_ALU_CMP;
		fuc_alu(v, op, sz, 0, f->r[in->src1], s2(f, in), fl);
		return;
	}
	case FUC_OP_MOV:
		if (in->size)
			set_sized(f, in->dst, sz, f->r[in->src1]);
		else
			f->r[in->dst] = in->imm;
		return;
	case FUC_OP_CLEAR: set_sized(f, in->dst, sz, 0); return;
	case FUC_OP_SETF: fuc_alu(v, FUC_ALU_SETF, sz, 0, f->r[in->src1], 0, fl); return;
	case FUC_OP_SETHI: f->r[in->dst] = (f->r[in->src1] & 0xffff) | in->imm; return;
	case FUC_OP_IORD:
	case FUC_OP_IORDS: f->r[in->dst] = fuc_io_read(f, mem_addr(f, in)); return;
	case FUC_OP_IOWR:
	case FUC_OP_IOWRS: fuc_io_write(f, mem_addr(f, in), f->r[in->src1]); return;
	case FUC_OP_SETP: {
		uint32_t bit = s2(f, in) & 0x1f;
		*fl = (*fl & ~(1u << bit)) | (f->r[in->src1] & 1) << bit;
		return;
	}
	case FUC_OP_XBITF:
		f->r[in->dst] = fuc_alu(v, FUC_ALU_XBIT, 32, f->r[in->dst], *fl, s2(f, in), fl);
		return;
	case FUC_OP_BSETF: *fl |= 1u << (s2(f, in) & 0x1f); return;
	case FUC_OP_BCLRF: *fl &= ~(1u << (s2(f, in) & 0x1f)); return;
	case FUC_OP_BTGLF: *fl ^= 1u << (s2(f, in) & 0x1f); return;
	case FUC_OP_ADDSP: f->sr[FUC_SR_SP] = (f->sr[FUC_SR_SP] + s2(f, in)) & f->sp_mask; return;
	case FUC_OP_PUSH: fuc_push(f, f->r[in->src1]); return;
	case FUC_OP_POP: f->r[in->dst] = fuc_pop(f); return;
	case FUC_OP_ITLB: fuc_itlb(f, f->r[in->src1]); return;
	case FUC_OP_PTLB: f->r[in->dst] = fuc_ptlb(f, f->r[in->src1]); return;
	case FUC_OP_VTLB: f->r[in->dst] = fuc_vtlb(f, f->r[in->src1]); return;
	case FUC_OP_WRSR: wrsr(f, in->sreg, f->r[in->src1]); return;
	case FUC_OP_RDSR: /* $pc reads as this instruction's address (L13307) */
		f->r[in->dst] = in->sreg == FUC_SR_PC ? pc : rdsr(f, in->sreg);
		return;
	case FUC_OP_XDFENCE: return;
	}
	if ((a = alu_of(in->op, v)) < 0) {
		trap_invalid(f, pc, (uint8_t)in->raw);
		return;
	}
	uint32_t src1 = in->src1 >= 0 ? f->r[in->src1] : 0;
	uint32_t res = fuc_alu(v, (enum fuc_alu_op)a, sz, f->r[in->dst], src1, s2(f, in), fl);
	if (in->size)
		set_sized(f, in->dst, sz, res);
	else
		f->r[in->dst] = res;
}

void fuc_exec_ref_one(struct fuc *f)
{
	uint8_t b[FUC_MAX_LEN] = {0};
	uint32_t pc = f->sr[FUC_SR_PC];
	if (!fuc_fetch(f, pc, &b[0], 1))
		return;
	unsigned len = fuc_insn_len(b[0], isa_version(f));
	if (len > 4 || len < 2) { /* no v0..v4 form: invalid */
		trap_invalid(f, pc, b[0]);
		return;
	}
	if (!fuc_fetch(f, pc + 1, &b[1], len - 1))
		return;
	if (f->trace)
		f->trace(f->trace_ctx, f, pc, b, len);
	struct fuc_insn in;
	if (fuc_decode(b, len, pc, isa_version(f), 0, &in) != FUC_DEC_OK) {
		trap_invalid(f, pc, b[0]);
		return;
	}
	exec_insn(f, &in, pc);
}
