/* falcon: the emulator's view of a decoded instruction (falcon.h), built from
 * the generic table decoder and the roles of the falcon table. */
#include "isa/falcon_priv.h"

#include <string.h>

static const char *const version_names[FUC_NVERSIONS] = {"fuc0", "fuc3", "fuc4", "fuc5", "fuc6"};

bool fuc_parse_version(const char *name, enum fuc_version *out)
{
	static const struct {
		const char *name;
		enum fuc_version v;
	} names[] = {
	        {"fuc0", FUC_V0}, {"fuc3", FUC_V3}, {"fuc4", FUC_V4}, {"fuc5", FUC_V5},
	        {"fuc6", FUC_V6}, {"v0", FUC_V0},   {"v3", FUC_V3},   {"v4", FUC_V4},
	        {"v5", FUC_V5},   {"v6", FUC_V6},   {"0", FUC_V0},    {"3", FUC_V3},
	        {"4", FUC_V4},    {"5", FUC_V5},    {"6", FUC_V6},
	};
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		if (!strcmp(name, names[i].name)) {
			*out = names[i].v;
			return true;
		}
	}
	return false;
}

const char *fuc_version_name(enum fuc_version v)
{
	return (unsigned)v < FUC_NVERSIONS ? version_names[v] : "?";
}

static const char *const op_names[FUC_OP_COUNT] = {
        [FUC_OP_INVALID] = "invalid",
        [FUC_OP_ST] = "st",
        [FUC_OP_LD] = "ld",
        [FUC_OP_ADD] = "add",
        [FUC_OP_ADC] = "adc",
        [FUC_OP_SUB] = "sub",
        [FUC_OP_SBB] = "sbb",
        [FUC_OP_SHL] = "shl",
        [FUC_OP_SHR] = "shr",
        [FUC_OP_SAR] = "sar",
        [FUC_OP_SHLC] = "shlc",
        [FUC_OP_SHRC] = "shrc",
        [FUC_OP_CMPU] = "cmpu",
        [FUC_OP_CMPS] = "cmps",
        [FUC_OP_CMP] = "cmp",
        [FUC_OP_NOT] = "not",
        [FUC_OP_NEG] = "neg",
        [FUC_OP_MOVF] = "movf",
        [FUC_OP_MOV] = "mov",
        [FUC_OP_HSWAP] = "hswap",
        [FUC_OP_CLEAR] = "clear",
        [FUC_OP_SETF] = "setf",
        [FUC_OP_MULU] = "mulu",
        [FUC_OP_MULS] = "muls",
        [FUC_OP_SEXT] = "sext",
        [FUC_OP_EXTRS] = "extrs",
        [FUC_OP_SETHI] = "sethi",
        [FUC_OP_AND] = "and",
        [FUC_OP_OR] = "or",
        [FUC_OP_XOR] = "xor",
        [FUC_OP_EXTR] = "extr",
        [FUC_OP_XBIT] = "xbit",
        [FUC_OP_BSET] = "bset",
        [FUC_OP_BCLR] = "bclr",
        [FUC_OP_BTGL] = "btgl",
        [FUC_OP_INS] = "ins",
        [FUC_OP_DIV] = "div",
        [FUC_OP_MOD] = "mod",
        [FUC_OP_IORD] = "iord",
        [FUC_OP_IORDS] = "iords",
        [FUC_OP_IOWR] = "iowr",
        [FUC_OP_IOWRS] = "iowrs",
        [FUC_OP_XCLD] = "xcld",
        [FUC_OP_XDLD] = "xdld",
        [FUC_OP_XDST] = "xdst",
        [FUC_OP_SETP] = "setp",
        [FUC_OP_XBITF] = "xbit$flags",
        [FUC_OP_BSETF] = "bset$flags",
        [FUC_OP_BCLRF] = "bclr$flags",
        [FUC_OP_BTGLF] = "btgl$flags",
        [FUC_OP_SLEEP] = "sleep",
        [FUC_OP_BRA] = "bra",
        [FUC_OP_JMP] = "jmp",
        [FUC_OP_CALL] = "call",
        [FUC_OP_ADDSP] = "add$sp",
        [FUC_OP_PUSH] = "push",
        [FUC_OP_POP] = "pop",
        [FUC_OP_RET] = "ret",
        [FUC_OP_IRET] = "iret",
        [FUC_OP_EXIT] = "exit",
        [FUC_OP_XDWAIT] = "xdwait",
        [FUC_OP_XDFENCE] = "xdfence",
        [FUC_OP_XCWAIT] = "xcwait",
        [FUC_OP_TRAP] = "trap",
        [FUC_OP_ITLB] = "itlb",
        [FUC_OP_PTLB] = "ptlb",
        [FUC_OP_VTLB] = "vtlb",
        [FUC_OP_WRSR] = "wrsr",
        [FUC_OP_RDSR] = "rdsr",
        [FUC_OP_CXSET] = "cxset",
        [FUC_OP_CCMD] = "ccmd",
        [FUC_OP_CICMD] = "cicmd",
        [FUC_OP_BRCMP] = "brcmp",
        [FUC_OP_MPUSH] = "mpush",
        [FUC_OP_MPOP] = "mpop",
        [FUC_OP_MPOPRET] = "mpopret",
        [FUC_OP_MPOPADD] = "mpopadd",
        [FUC_OP_MPOPADDRET] = "mpopaddret",
        [FUC_OP_UNK6] = "unk6",
};

const char *fuc_op_name(enum fuc_op op)
{
	return (unsigned)op < FUC_OP_COUNT && op_names[op] ? op_names[op] : "?";
}

/* Fills the emulator's fields from one decoded operand. */
static void apply_item(struct fuc_insn *in, const struct isa_item *it)
{
	const struct isa_atom *at = it->atom;
	switch (at->role) {
	case FR_DST: in->dst = (int8_t)it->v1; break;
	case FR_SRC1: in->src1 = (int8_t)it->v1; break;
	case FR_SRC2: in->src2 = (int8_t)it->v1; break;
	case FR_DS: in->dst = in->src1 = (int8_t)it->v1; break;
	case FR_SREG: in->sreg = (int8_t)it->v1; break;
	case FR_IMM:
		in->has_imm = true;
		/* bitfield operands reach the emulator as the raw field, the
		 * same layout the register forms take (low | (size-1) << 5) */
		in->imm = at->kind == ISA_BITF
		                  ? (uint32_t)(in->raw >> 16 & (at->f2.len == 5 ? 0x3ff : 0xff))
		                  : (uint32_t)it->v1;
		break;
	case FR_TGT: in->target = (uint32_t)it->v1; break;
	case FR_MEM:
		if (at->kind != ISA_MEM)
			break; /* the size choice around it */
		in->base = at->f.len ? (int8_t)it->v1 : FUC_REG_SP;
		if (it->v3 >= 0) {
			in->idx = (int8_t)it->v3;
			in->scale = (uint8_t)at->shl2;
		} else {
			in->has_imm = true;
			in->imm = (uint32_t)it->v2;
		}
		break;
	case FR_CC: in->cc = (uint8_t)(in->raw >> 8 & 0x1f); break;
	case FR_FLAG:
		in->has_imm = true;
		in->imm = (uint32_t)(in->raw >> 16 & 0x1f);
		break;
	case FR_CCE: in->cc = 0x0b; break;
	case FR_CCNE: in->cc = 0x1b; break;
	default: break;
	}
}

static const uint8_t size_by_bits[4] = {8, 16, 32, 0};

/* The only unknown operands are $flags bits envydis has no name for
 * (sleep/bset/setp/xbit on bit 0x13, say): the field is a plain bit
 * number to the hardware and to exec.c, so the reference executes them
 * too (the disassembler still prints ???). */
static bool only_unnamed_flags(const struct isa_decoded *d)
{
	for (unsigned i = 0; i < d->nitems; i++) {
		if (d->items[i].atom->kind != ISA_UNK)
			continue;
		const struct isa_atom *prev = i ? d->items[i - 1].atom : NULL;
		if (!prev || prev->kind != ISA_CHOICE || prev->role != FR_FLAG)
			return false;
	}
	return true;
}

enum fuc_decode_status fuc_decode(const uint8_t *code, size_t avail, uint32_t pc,
                                  enum fuc_version v, unsigned features, struct fuc_insn *out)
{
	struct isa_decoded d;
	memset(out, 0, sizeof(*out));
	out->dst = out->src1 = out->src2 = out->base = out->idx = FUC_REG_NONE;
	out->sreg = -1;
	if ((unsigned)v >= FUC_NVERSIONS) {
		out->status = FUC_DEC_INVALID;
		out->len = 1;
		return FUC_DEC_INVALID;
	}
	isa_decode(&fuc_isa, code, avail, pc, v, features, &d);
	out->len = (uint8_t)d.len;
	out->raw = d.raw[0];
	out->unclaimed = d.raw[0] & ~d.claimed[0];
	/* fa/7 and fe/5 (v6) are named only by opcode, as envydis names them
	 * (unkfa/7): an encoding that exists, whose operation is unknown */
	bool named_unk = d.form && d.form->op == FUC_OP_UNK6;
	bool bad = !d.form || d.form->op == FUC_OP_INVALID || (d.status & ISA_ST_UNK_LEN) ||
	           ((d.status & ISA_ST_UNK_INSN) && !named_unk) ||
	           ((d.status & ISA_ST_UNK_OPND) && !only_unnamed_flags(&d));
	if (bad || (d.status & ISA_ST_EOF)) {
		out->status = bad ? FUC_DEC_INVALID : FUC_DEC_SHORT;
		out->op = FUC_OP_INVALID;
		return out->status;
	}
	out->form = d.form;
	out->op = d.form->op;
	/* sized forms carry a size choice; byte 0 bits 6..7 give it */
	if (d.form->nmask)
		out->size = size_by_bits[d.raw[0] >> 6 & 3];
	for (unsigned i = 0; i < d.nitems; i++)
		apply_item(out, &d.items[i]);
	out->status = FUC_DEC_OK;
	return FUC_DEC_OK;
}

/* Lengths by first byte, per version, filled on first use by decoding byte
 * 0 with zero operand bytes (see falcon.h for the two v5 exceptions). Crypto
 * forms have the lengths of the forms they share a first byte with. */
static uint8_t len_table[FUC_NVERSIONS][256];
static int len_state[FUC_NVERSIONS]; /* 0 empty, 1 filling, 2 ready (atomic) */

static void fill_lengths(enum fuc_version v)
{
	for (unsigned b = 0; b < 256; b++) {
		uint8_t buf[FUC_MAX_LEN] = {(uint8_t)b};
		struct isa_decoded d;
		isa_decode(&fuc_isa, buf, sizeof(buf), 0, v, ~0u, &d);
		len_table[v][b] = (uint8_t)d.len;
	}
}

unsigned fuc_insn_len(uint8_t byte0, enum fuc_version v)
{
	if ((unsigned)v >= FUC_NVERSIONS)
		return 1;
	if (__atomic_load_n(&len_state[v], __ATOMIC_ACQUIRE) != 2) {
		int expect = 0;
		if (__atomic_compare_exchange_n(&len_state[v], &expect, 1, false, __ATOMIC_ACQ_REL,
		                                __ATOMIC_ACQUIRE)) {
			fill_lengths(v);
			__atomic_store_n(&len_state[v], 2, __ATOMIC_RELEASE);
		} else {
			while (__atomic_load_n(&len_state[v], __ATOMIC_ACQUIRE) != 2)
				;
		}
	}
	return len_table[v][byte0];
}

unsigned fuc_disasm_insn(const uint8_t *code, size_t avail, uint32_t pc, enum fuc_version v,
                         unsigned features, char *buf, size_t bufsz)
{
	struct isa_decoded d;
	if ((unsigned)v >= FUC_NVERSIONS)
		v = FUC_V3;
	isa_decode(&fuc_isa, code, avail, pc, v, features, &d);
	int n = isa_format(&d, buf, bufsz);
	if (n >= 0 && (size_t)n < bufsz)
		isa_format_diag(&d, avail, buf + n, bufsz - (size_t)n);
	return d.len;
}
