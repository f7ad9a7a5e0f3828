/* Internals shared by the falcon table and its users (decoder, tools, tests). */
#ifndef SGPU_ISA_FALCON_PRIV_H
#define SGPU_ISA_FALCON_PRIV_H

#include "isa/falcon.h"
#include "isa/isa.h"

/* isa_atom.role values of the falcon table: how fuc_decode fills struct
 * fuc_insn from an operand. */
enum fuc_role {
	FR_NONE = 0,
	FR_DST,  /* register: dst */
	FR_SRC1, /* register: src1 */
	FR_SRC2, /* register: src2 (the second value operand) */
	FR_DS,   /* register: dst and src1 (two-operand forms) */
	FR_IMM,  /* immediate / bitfield spec / trap number: imm */
	FR_TGT,  /* code target: target */
	FR_MEM,  /* memory reference: base, idx, scale, imm */
	FR_SREG, /* special register number: sreg */
	FR_CC,   /* choice over the bra condition, bits 8..12: cc */
	FR_FLAG, /* choice over a $flags bit number, bits 16..20: imm */
	FR_CCE,  /* v5 compare-and-branch on equal */
	FR_CCNE, /* v5 compare-and-branch on not equal */
};

extern const struct isa_def fuc_isa;
extern const struct isa_form fuc_forms[];
extern const struct isa_sym fuc_sregs[];

#endif /* SGPU_ISA_FALCON_PRIV_H */
