/* The falcon instruction set: decoder API for the emulator, and the entry
 * points of the falcon disassembler and assembler.
 *
 * Everything here is driven by one form table (src/isa/falcon_table.c),
 * described with the shared machinery of src/isa/isa.h. The facts come from
 * seed 000 §2.10 and envytools' envydis/falcon.c; see docs/hw/falcon-isa.md.
 * The assembler and the listing disassembler are isa_assemble/isa_disasm
 * (isa.h) with the table fuc_isa (falcon_priv.h).
 *
 * Decoding follows envydis exactly, including what it accepts that the seed
 * restricts: `trap` decodes on v0 too (the seed says v3+, L12353-12356) and bits no
 * field reads (fuc_insn.unclaimed) do not make an instruction invalid.
 *
 * STABLE API for the emulator (src/falcon/): decode one instruction with
 * fuc_decode(), then switch on insn.op. Field meanings per op are listed
 * beside enum fuc_op. The decoder never reads past `avail` bytes, never
 * fails on any input, and fills every field (unused ones -1 / 0).
 *
 * Register numbering follows bit positions, not envydis' names:
 *   R1 = bits 8..11, R2 = bits 12..15, R3 = bits 20..23 (seed 000 L12225).
 * The decoder already resolves which of them is destination or source, so
 * the emulator never looks at raw fields. */
#ifndef SGPU_ISA_FALCON_H
#define SGPU_ISA_FALCON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct isa_form; /* src/isa/isa.h */

/* Versions (envydis -V fuc0/fuc3/fuc4/fuc5/fuc6). v1/v2 behave as v0 for the
 * ISA (seed 000 L12100); v4.1 as v4. v6 is v5 plus the few encodings and
 * special registers of envytools b0c81ab1 (docs/hw/falcon-isa.md). */
enum fuc_version { FUC_V0 = 0, FUC_V3 = 1, FUC_V4 = 2, FUC_V5 = 3, FUC_V6 = 4, FUC_NVERSIONS };

/* Version masks, as used by the form table: bit (1 << version). */
#define FUC_VM(v) (1u << (v))
#define FUC_VM_V0 FUC_VM(FUC_V0)
#define FUC_VM_V3 FUC_VM(FUC_V3)
#define FUC_VM_V4 FUC_VM(FUC_V4)
#define FUC_VM_V5 FUC_VM(FUC_V5)
#define FUC_VM_V6 FUC_VM(FUC_V6)
#define FUC_VM_ALL (FUC_VM_V0 | FUC_VM_V3 | FUC_VM_V4 | FUC_VM_V5 | FUC_VM_V6)
#define FUC_VM_V3P (FUC_VM_V3 | FUC_VM_V4 | FUC_VM_V5 | FUC_VM_V6)
#define FUC_VM_V4P (FUC_VM_V4 | FUC_VM_V5 | FUC_VM_V6)
#define FUC_VM_V5P (FUC_VM_V5 | FUC_VM_V6)
#define FUC_VM_OLD (FUC_VM_V0 | FUC_VM_V3 | FUC_VM_V4) /* removed by v5's re-encoding */
/* Optional unit features, or'ed into the `features` argument. */
#define FUC_FEAT_CRYPT 1u /* the AES coprocessor (cxset, ccmd): "secretful" units */

/* Longest instruction in bytes (v5 has 5- and 6-byte forms; v0..v4 at most 4). */
#define FUC_MAX_LEN 6

/* Register numbers in struct fuc_insn: 0..15 are $r0..$r15. */
#define FUC_REG_NONE (-1)
#define FUC_REG_SP 16 /* only as fuc_insn.base: D[$sp+...] */

/* Condition codes of `bra` (bits 8..12 of byte 1), fuc_insn.cc.
 *   0x00..0x07 $p0..$p7 set         0x10..0x17 $p0..$p7 clear ("not $pN")
 *   0x08 c (= b)  0x09 o  0x0a s  0x0b z (= e)  0x0c a (!c && !z)
 *   0x0d na (c || z)  0x0e always
 *   0x18 nc  0x19 no  0x1a ns  0x1b nz  (v3+:) 0x1c g  0x1d le  0x1e l  0x1f ge
 * 0x0f, and 0x1c..0x1f on v0, decode as FUC_OP_INVALID. */
#define FUC_CC_ALWAYS 0x0e

/* Bits of $flags named in sleep/bset/bclr/btgl $flags/xbit $flags/setp. */
#define FUC_FLAG_P0 0x00 /* .. 0x07 = $p7 */
#define FUC_FLAG_C 0x08
#define FUC_FLAG_O 0x09
#define FUC_FLAG_S 0x0a
#define FUC_FLAG_Z 0x0b
#define FUC_FLAG_IE0 0x10
#define FUC_FLAG_IE1 0x11
#define FUC_FLAG_IE2 0x12 /* v4+ */
#define FUC_FLAG_IS0 0x14
#define FUC_FLAG_IS1 0x15
#define FUC_FLAG_IS2 0x16 /* v4+ */
#define FUC_FLAG_TA 0x18

/* Special registers ($srN), fuc_insn.sreg. */
enum fuc_sreg {
	FUC_SR_IV0 = 0,
	FUC_SR_IV1 = 1,
	FUC_SR_TV = 3,
	FUC_SR_SP = 4,
	FUC_SR_PC = 5,
	FUC_SR_XCBASE = 6,
	FUC_SR_XDBASE = 7,
	FUC_SR_FLAGS = 8,
	FUC_SR_CX = 9,     /* crypt */
	FUC_SR_CAUTH = 10, /* crypt */
	FUC_SR_XTARGETS = 11,
	FUC_SR_TSTATUS = 12, /* v3+ */
	FUC_SR_CAUTH1 = 13,  /* v6, crypt */
	FUC_SR_XCBASE1 = 14, /* v6 */
	FUC_SR_XDBASE1 = 15, /* v6 */
};

/* Operations. Operand conventions (fields of struct fuc_insn):
 *   "dst"  GPR written; "src1" first GPR read;
 *   "S2"   the second value operand: $r[src2] if src2 >= 0, else imm.
 *   "mem"  D[] or I[] address = base + (idx >= 0 ? $r[idx] << scale : imm)
 *          (base is a GPR or FUC_REG_SP for D[$sp+..]; imm already scaled
 *          to bytes: the encoded I8 times the access size).
 * For two-operand forms (add b32 $r1 0x5) dst == src1.
 * Sized ops carry size 8/16/32; unsized ops size 0 (they work on 32 bits). */
enum fuc_op {
	FUC_OP_INVALID = 0, /* unknown or version-absent encoding: trap */
	/* sized, size = 8/16/32 */
	FUC_OP_ST,  /* mem <- $r[src1] */
	FUC_OP_LD,  /* $r[dst] <- mem */
	FUC_OP_ADD, /* dst <- src1 + S2 ; imm zero-extended */
	FUC_OP_ADC,
	FUC_OP_SUB,
	FUC_OP_SBB,
	FUC_OP_SHL, /* dst <- src1 shifted by S2 */
	FUC_OP_SHR,
	FUC_OP_SAR,
	FUC_OP_SHLC,
	FUC_OP_SHRC,
	FUC_OP_CMPU, /* flags <- src1 ? S2 ; imm zero-extended */
	FUC_OP_CMPS, /* imm sign-extended */
	FUC_OP_CMP,  /* v3+, imm sign-extended */
	FUC_OP_NOT,  /* dst <- op(src1) */
	FUC_OP_NEG,
	FUC_OP_MOVF, /* v0: mov that sets flags */
	FUC_OP_MOV,  /* sized (v3+ 39/2, 3d/2; v5 32): dst <- src1, no flags.
	              * unsized (f0/f1 7, v5 short forms): dst <- imm (sign-ext.) */
	FUC_OP_HSWAP,
	FUC_OP_CLEAR, /* dst <- 0 */
	FUC_OP_SETF,  /* v3+: flags from src1 */
	/* unsized */
	FUC_OP_MULU,  /* dst <- src1 * S2 (16x16) ; imm zero-extended */
	FUC_OP_MULS,  /* imm sign-extended */
	FUC_OP_SEXT,  /* dst <- sext(src1, S2) */
	FUC_OP_EXTRS, /* v3+: dst <- bitfield of src1; S2 = raw bitfield spec */
	FUC_OP_SETHI, /* dst <- (src1 & 0xffff) | imm ; imm already shifted << 16 */
	FUC_OP_AND,
	FUC_OP_OR,
	FUC_OP_XOR,
	FUC_OP_EXTR, /* v3+ */
	FUC_OP_XBIT, /* dst <- src1 >> S2 & 1 */
	FUC_OP_BSET, /* dst <- src1 | 1 << S2  (dst == src1) */
	FUC_OP_BCLR,
	FUC_OP_BTGL,
	FUC_OP_INS,   /* v3+: dst <- insert src1 into dst; S2 = raw bitfield spec */
	FUC_OP_DIV,   /* v3+ */
	FUC_OP_MOD,   /* v3+ */
	FUC_OP_IORD,  /* $r[dst] <- I[mem] ; scale 2, imm = I8 * 4 */
	FUC_OP_IORDS, /* cx/ff subop e */
	FUC_OP_IOWR,  /* I[mem] <- $r[src1] */
	FUC_OP_IOWRS, /* v3+ */
	FUC_OP_XCLD,  /* $r[src1] = external offset, $r[src2] = local addr | size << 16 */
	FUC_OP_XDLD,
	FUC_OP_XDST,
	FUC_OP_SETP,  /* $flags bit S2 <- $r[src1] & 1 */
	FUC_OP_XBITF, /* dst <- $flags >> S2 & 1 */
	FUC_OP_BSETF, /* $flags bit S2 set (S2 & 0x1f) */
	FUC_OP_BCLRF,
	FUC_OP_BTGLF,
	FUC_OP_SLEEP, /* sleep while $flags bit imm is set */
	FUC_OP_BRA,   /* if cc: $pc <- target (absolute, already resolved) */
	FUC_OP_JMP,   /* $pc <- src1 >= 0 ? $r[src1] : target (also lbra) */
	FUC_OP_CALL,  /* push $pc of next insn; $pc <- src1 >= 0 ? $r[src1] : target */
	FUC_OP_ADDSP, /* $sp <- $sp + S2 ; imm sign-extended */
	FUC_OP_PUSH,  /* src1 */
	FUC_OP_POP,   /* dst */
	FUC_OP_RET,
	FUC_OP_IRET,
	FUC_OP_EXIT,
	FUC_OP_XDWAIT,
	FUC_OP_XDFENCE,
	FUC_OP_XCWAIT,
	FUC_OP_TRAP,  /* v3+: software trap number imm (0..3) */
	FUC_OP_ITLB,  /* v3+: src1 */
	FUC_OP_PTLB,  /* v3+: dst, src1 */
	FUC_OP_VTLB,  /* v3+: dst, src1 */
	FUC_OP_WRSR,  /* $sr[sreg] <- $r[src1] */
	FUC_OP_RDSR,  /* $r[dst] <- $sr[sreg] */
	FUC_OP_CXSET, /* crypt: imm */
	FUC_OP_CCMD,  /* crypt coprocessor command: imm = raw 16-bit word */
	FUC_OP_CICMD, /* crypt indirect command: src1, imm = subop */
	/* v5 only */
	FUC_OP_BRCMP, /* v5 33: if (src1 cmp imm) per cc (z/nz): $pc <- target */
	FUC_OP_MPUSH, /* v5: push $r0..$r[src1] */
	FUC_OP_MPOP,  /* v5: pop $r[src1]..$r0 */
	FUC_OP_MPOPRET,
	FUC_OP_MPOPADD, /* then $sp += imm */
	FUC_OP_MPOPADDRET,
	/* v6 */
	FUC_OP_UNK6, /* fa/7, fe/5: operation unknown (envydis prints unkfa/7, unkfe/5);
	              * src1 = R8 (bits 8..11), src2 = R12 (bits 12..15) */
	FUC_OP_COUNT
};

enum fuc_decode_status {
	FUC_DEC_OK = 0,
	FUC_DEC_INVALID, /* no form for these bytes on this version: op is FUC_OP_INVALID */
	FUC_DEC_SHORT,   /* fewer than len bytes available: op is FUC_OP_INVALID */
};

struct fuc_insn {
	uint8_t status;              /* enum fuc_decode_status */
	uint8_t len;                 /* bytes: 2..6, from byte 0 even when invalid (>= 1) */
	uint16_t op;                 /* enum fuc_op */
	uint8_t size;                /* 8, 16, 32 for sized ops; 0 for unsized ops */
	int8_t dst;                  /* GPR or FUC_REG_NONE */
	int8_t src1;                 /* GPR or FUC_REG_NONE */
	int8_t src2;                 /* GPR or FUC_REG_NONE (then imm is the operand) */
	int8_t base;                 /* memory forms: GPR or FUC_REG_SP; else FUC_REG_NONE */
	int8_t idx;                  /* memory forms: index GPR or FUC_REG_NONE (then imm) */
	uint8_t scale;               /* memory forms: idx register shift (0, 1, 2) */
	int8_t sreg;                 /* WRSR/RDSR: special register 0..15, else -1 */
	uint8_t cc;                  /* BRA/BRCMP: condition code (see FUC_CC_*) */
	bool has_imm;                /* imm is meaningful */
	uint32_t imm;                /* extended as the ISA says (sign/zero, <<16, scaled) */
	uint32_t target;             /* BRA/JMP/CALL/BRCMP with an immediate target: absolute */
	uint64_t raw;                /* the instruction bytes, little-endian */
	uint64_t unclaimed;          /* bits of raw that no field of the form reads */
	const struct isa_form *form; /* the table entry, NULL if invalid */
};

/* Decodes the instruction at `code` (pc = its address, for relative
 * targets) given `avail` readable bytes. Always fills *out; returns
 * out->status. `features` is a FUC_FEAT_* mask. */
enum fuc_decode_status fuc_decode(const uint8_t *code, size_t avail, uint32_t pc,
                                  enum fuc_version v, unsigned features, struct fuc_insn *out);

/* Length of the instruction starting with byte0 (2..6; 1 when unknown).
 * On v0..v4 byte 0 decides the length (seed 000 L12200). On v5 some first
 * bytes do not: 0x33/0x73/0xb3 (compare-and-branch, 4..6 bytes) and 0xfb
 * (mpop*, 2..4) take byte 1 too; for them this returns the length with
 * byte 1 = 0, and fuc_decode gives the true one. */
unsigned fuc_insn_len(uint8_t byte0, enum fuc_version v);

/* "fuc0", "fuc3", "fuc4", "fuc5", "fuc6" (also "v3", "3", ...) -> version; false if
 * unknown. */
bool fuc_parse_version(const char *name, enum fuc_version *out);
const char *fuc_version_name(enum fuc_version v);

/* Name of an op ("add", "bra", ...), for traces. */
const char *fuc_op_name(enum fuc_op op);

/* Disassembles one instruction into buf, as envydis prints it after the
 * address and bytes: "add b32 $r1 $r2 0x5". Unknown encodings print "???"
 * in place of the mnemonic or operand, followed by envydis's diagnostics:
 * " [unknown: 00 f0]" for bits no form reads, " [unknown op length]",
 * " [incomplete]" (input ends inside the instruction), " [unknown
 * instruction]", " [unknown operand]". Returns the length (>= 1). */
unsigned fuc_disasm_insn(const uint8_t *code, size_t avail, uint32_t pc, enum fuc_version v,
                         unsigned features, char *buf, size_t bufsz);

#endif /* SGPU_ISA_FALCON_H */
