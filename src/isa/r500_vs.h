/* The R500 programmable vertex shader (PVS) instruction set: field
 * layout, opcodes and a decoder for the executor (src/amd/r5xx/r5xx_pvs.c),
 * and the form table (r500_vs_table.c) behind `softgpu dis/as -m r500-vs`.
 *
 * An instruction is 128 bits, four little-endian dwords: the opcode and
 * destination dword, then source operands A, B and C. The seed gives only
 * field names and enum values (seed 001 §6.5.9, L2870-L3008); the bit
 * positions are Mesa's r300_reg.h (PVS_DST_* / PVS_SRC_*) and the register
 * reference transcribed in buhman/r500 regs/pvs_bits/ (pvs_*.txt), which also
 * gives the dual-math form of the third dword (docs/hw/r5xx-3d.md).
 *
 * The R5XX_PVS_F_* fields below are the single statement of the layout:
 * the form table builds its atoms from them and r500_vs_decode reads them,
 * so the disassembler and the executor cannot disagree. A field is given
 * as (first bit, length) over the 128-bit instruction (dword n bit b is bit
 * 32n + b). */
#ifndef SGPU_ISA_R500_VS_H
#define SGPU_ISA_R500_VS_H

#include <stdbool.h>
#include <stdint.h>

#include "isa/isa.h"

/* A field as {pos, len} (an isa_field initializer), and the value v or
 * the mask of a field in 64-bit word w of the instruction. */
#define R500_VS_FX(m, args) m args
#define R500_VS_FU(p, l) p, l
#define R500_VS_FLD(f) R500_VS_FX(R500_VS_FLD_, (R500_VS_FU f))
#define R500_VS_FLD_(p, l)             \
	{                              \
		.pos = (p), .len = (l) \
	} /* designated: isa_field has a 2nd part */
#define R500_VS_FVAL(w, f, v) R500_VS_FX(R500_VS_FVAL_, (w, R500_VS_FU f, v))
#define R500_VS_FVAL_(w, p, l, v) \
	((p) / 64 == (w) ? ((uint64_t)(v) & ((UINT64_C(1) << (l)) - 1)) << ((p) % 64) : 0)
#define R500_VS_FMASK(w, f) R500_VS_FVAL(w, f, ~UINT64_C(0))

/* dword 0: opcode and destination (r300_reg.h PVS_DST_*) */
#define R500_VS_F_OPCODE (0, 6)
#define R500_VS_F_MATH (6, 1)
#define R500_VS_F_MACRO (7, 1)
#define R500_VS_F_DST_TYPE (8, 4)
#define R500_VS_F_DST_MODE1 (12, 1) /* ADDR_MODE bit 1 (the msb) */
#define R500_VS_F_DST_OFFSET (13, 7)
#define R500_VS_F_DST_WE (20, 4) /* bit 20 x .. bit 23 w */
#define R500_VS_F_VE_SAT (24, 1)
#define R500_VS_F_ME_SAT (25, 1)
#define R500_VS_F_PRED_EN (26, 1)
#define R500_VS_F_PRED_SENSE (27, 1)
#define R500_VS_F_DUAL (28, 1)
#define R500_VS_F_DST_SEL (29, 2)
#define R500_VS_F_DST_MODE0 (31, 1) /* ADDR_MODE bit 0 */

/* source operand n (0 = A, 1 = B, 2 = C) in dword n + 1 (PVS_SRC_*) */
#define R500_VS_SRC_BASE(n) (32 * ((n) + 1))
#define R500_VS_F_SRC_TYPE(n) (R500_VS_SRC_BASE(n) + 0, 2)
#define R500_VS_F_SRC_SPARE(n) (R500_VS_SRC_BASE(n) + 2, 1)
#define R500_VS_F_SRC_ABS(n) (R500_VS_SRC_BASE(n) + 3, 1)
#define R500_VS_F_SRC_MODE0(n) (R500_VS_SRC_BASE(n) + 4, 1)
#define R500_VS_F_SRC_OFFSET(n) (R500_VS_SRC_BASE(n) + 5, 8)
#define R500_VS_F_SRC_SWZ(n, c) (R500_VS_SRC_BASE(n) + 13 + 3 * (c), 3)
#define R500_VS_F_SRC_NEG(n, c) (R500_VS_SRC_BASE(n) + 25 + (c), 1)
#define R500_VS_F_SRC_SEL(n) (R500_VS_SRC_BASE(n) + 29, 2)
#define R500_VS_F_SRC_MODE1(n) (R500_VS_SRC_BASE(n) + 31, 1)

/* dword 3 of a dual-math instruction (PVS_DST_DUAL_MATH_OP set): the math
 * half. Its source keeps the fields of a source operand for X and Y; bit 2
 * and the Z/W swizzle and negate bits carry the math op and destination. */
#define R500_VS_F_DM_OPMSB (96 + 2, 1)
#define R500_VS_F_DM_DST (96 + 19, 2) /* alternate temporary 0-3 */
#define R500_VS_F_DM_OP (96 + 21, 4)  /* math opcode bits 3:0 */
#define R500_VS_F_DM_WE (96 + 27, 2)  /* the one component written: 0 x .. 3 w */

/* Destination register types (seed L2990-L2996) */
enum r500_vs_dst_type {
	R500_VS_DST_TEMP = 0,
	R500_VS_DST_A0 = 1,
	R500_VS_DST_OUT = 2,
	R500_VS_DST_OUT_REPL_X = 3,
	R500_VS_DST_ALT_TEMP = 4,
	R500_VS_DST_INPUT = 5,
};

/* Source register types (seed L2874-L2884) */
enum r500_vs_src_type {
	R500_VS_SRC_TEMP = 0,
	R500_VS_SRC_INPUT = 1,
	R500_VS_SRC_CONST = 2,
	R500_VS_SRC_ALT_TEMP = 3,
};

/* Swizzle selects (seed L2886-L2893); 6 and 7 are undefined */
enum { R500_VS_SWZ_ZERO = 4, R500_VS_SWZ_ONE = 5 };

/* ADDR_MODE = MODE1 << 1 | MODE0 (buhman/r500 pvs_bits: 0 absolute, 1 A0,
 * 2 the loop index aL; 3 undefined) */
enum { R500_VS_ADDR_ABS = 0, R500_VS_ADDR_A0 = 1, R500_VS_ADDR_AL = 2 };

/* Vector engine opcodes (PVS_DST_MATH_INST = 0), seed L2914-L2950 */
enum r500_vs_vop {
	R500_VE_NOP = 0,
	R500_VE_DOT_PRODUCT = 1,
	R500_VE_MULTIPLY = 2,
	R500_VE_ADD = 3,
	R500_VE_MULTIPLY_ADD = 4,
	R500_VE_DISTANCE_VECTOR = 5,
	R500_VE_FRACTION = 6,
	R500_VE_MAXIMUM = 7,
	R500_VE_MINIMUM = 8,
	R500_VE_SET_GREATER_THAN_EQUAL = 9,
	R500_VE_SET_LESS_THAN = 10,
	R500_VE_MULTIPLYX2_ADD = 11,
	R500_VE_MULTIPLY_CLAMP = 12,
	R500_VE_FLT2FIX_DX = 13,
	R500_VE_FLT2FIX_DX_RND = 14,
	R500_VE_PRED_SET_EQ_PUSH = 15,
	R500_VE_PRED_SET_GT_PUSH = 16,
	R500_VE_PRED_SET_GTE_PUSH = 17,
	R500_VE_PRED_SET_NEQ_PUSH = 18,
	R500_VE_COND_WRITE_EQ = 19,
	R500_VE_COND_WRITE_GT = 20,
	R500_VE_COND_WRITE_GTE = 21,
	R500_VE_COND_WRITE_NEQ = 22,
	R500_VE_COND_MUX_EQ = 23,
	R500_VE_COND_MUX_GT = 24,
	R500_VE_COND_MUX_GTE = 25,
	R500_VE_SET_GREATER_THAN = 26,
	R500_VE_SET_EQUAL = 27,
	R500_VE_SET_NOT_EQUAL = 28,
	R500_VE_COUNT
};

/* Math engine opcodes (PVS_DST_MATH_INST = 1), seed L2951-L2988 */
enum r500_vs_mop {
	R500_ME_NOP = 0,
	R500_ME_EXP_BASE2_DX = 1,
	R500_ME_LOG_BASE2_DX = 2,
	R500_ME_EXP_BASEE_FF = 3,
	R500_ME_LIGHT_COEFF_DX = 4,
	R500_ME_POWER_FUNC_FF = 5,
	R500_ME_RECIP_DX = 6,
	R500_ME_RECIP_FF = 7,
	R500_ME_RECIP_SQRT_DX = 8,
	R500_ME_RECIP_SQRT_FF = 9,
	R500_ME_MULTIPLY = 10,
	R500_ME_EXP_BASE2_FULL_DX = 11,
	R500_ME_LOG_BASE2_FULL_DX = 12,
	R500_ME_POWER_FUNC_FF_CLAMP_B = 13,
	R500_ME_POWER_FUNC_FF_CLAMP_B1 = 14,
	R500_ME_POWER_FUNC_FF_CLAMP_01 = 15,
	R500_ME_SIN = 16,
	R500_ME_COS = 17,
	R500_ME_LOG_BASE2_IEEE = 18,
	R500_ME_RECIP_IEEE = 19,
	R500_ME_RECIP_SQRT_IEEE = 20,
	R500_ME_PRED_SET_EQ = 21,
	R500_ME_PRED_SET_GT = 22,
	R500_ME_PRED_SET_GTE = 23,
	R500_ME_PRED_SET_NEQ = 24,
	R500_ME_PRED_SET_CLR = 25,
	R500_ME_PRED_SET_INV = 26,
	R500_ME_PRED_SET_POP = 27,
	R500_ME_PRED_SET_RESTORE = 28,
	R500_ME_COUNT
};

/* Macro opcodes (PVS_DST_MACRO_INST = 1), seed L2901-L2908 */
enum { R500_MACRO_2CLK_MADD = 0, R500_MACRO_2CLK_M2X_ADD = 1 };

/* What an instruction does, for the executor. */
enum r500_vs_kind {
	R500_VS_VECTOR, /* vector engine op `op` */
	R500_VS_MATH,   /* math engine op `op` */
	R500_VS_MACRO,  /* macro op `op` (MADD / M2X_ADD) */
	R500_VS_DUAL,   /* vector op `op` with math op `dm_op` beside it (dm_op 29-31
	                 * undefined: the table prints ???, the executor skips it) */
	R500_VS_INVALID /* an opcode no table entry names (math+macro, dual math...) */
};

struct r500_vs_src {
	uint8_t type, mode, sel; /* r500_vs_src_type, ADDR_MODE, A0 component */
	uint8_t offset;
	bool abs;
	uint8_t swz[4]; /* 0-5, 6-7 undefined */
	uint8_t neg;    /* bit c: negate component c */
};

struct r500_vs_insn {
	enum r500_vs_kind kind;
	uint8_t op;
	uint8_t dst_type, dst_mode, dst_sel, dst_offset, dst_we;
	bool ve_sat, me_sat, pred_en, pred_sense;
	struct r500_vs_src src[3]; /* src[2] of a dual op is the math source (X, Y only) */
	uint8_t dm_op, dm_dst, dm_we;
};

/* Decodes four instruction dwords (never fails: every bit pattern has a
 * meaning or is R500_VS_INVALID). */
void r500_vs_decode(const uint32_t w[4], struct r500_vs_insn *in);

extern const struct isa_def r500_vs_isa;

#endif /* SGPU_ISA_R500_VS_H */
