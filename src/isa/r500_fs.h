/* The R500 fragment-shader ("US", universal shader) instruction set: one
 * instruction is six dwords (192 bits), stored in the six US code-memory
 * words of one slot (seed 001 §7.3, §10.9; docs/hw/r5xx-us.md).
 *
 * The field positions below are the single source of both the form table
 * (r500_fs_table.c: disassembler and assembler) and the US executor
 * (src/amd/r5xx/r5xx_us.c), so the two cannot drift. A field is
 * (dword, low bit, width); R500_FS_GET reads it from the six dwords. */
#ifndef SGPU_ISA_R500_FS_H
#define SGPU_ISA_R500_FS_H

#include <stdint.h>

#include "isa/isa.h"

#define R500_FS_DWORDS 6
#define R500_FS_BYTES 24

/* Which dword of the slot a word lives in (seed 001 L3072, §7.8). */
enum r500_fs_dword {
	R500_FS_CMN = 0,
	R500_FS_RGB_ADDR = 1,   /* = US_TEX_INST */
	R500_FS_ALPHA_ADDR = 2, /* = US_TEX_ADDR = US_FC_INST */
	R500_FS_RGB_INST = 3,   /* = US_TEX_ADDR_DXDY = US_FC_ADDR */
	R500_FS_ALPHA_INST = 4,
	R500_FS_RGBA_INST = 5,
};

struct r500_fs_field {
	uint8_t dw, pos, len;
};

static inline uint32_t r500_fs_get(const uint32_t *w, struct r500_fs_field f)
{
	return (w[f.dw] >> f.pos) & (uint32_t)((UINT64_C(1) << f.len) - 1);
}

#define R500_FS_F(d, p, l) ((struct r500_fs_field){(d), (p), (l)})
#define R500_FS_GET(w, name) r500_fs_get((w), name)

/* US_CMN_INST (seed 001 L6091-L6128; Mesa r300_reg.h R500_INST_*) */
#define FS_TYPE R500_FS_F(0, 0, 2)
#define FS_TEX_SEM_WAIT R500_FS_F(0, 2, 1)
#define FS_RGB_PRED_SEL R500_FS_F(0, 3, 3)
#define FS_RGB_PRED_INV R500_FS_F(0, 6, 1)
#define FS_WRITE_INACTIVE R500_FS_F(0, 7, 1)
#define FS_LAST R500_FS_F(0, 8, 1)
#define FS_NOP R500_FS_F(0, 9, 1)
#define FS_ALU_WAIT R500_FS_F(0, 10, 1)
#define FS_RGB_WMASK R500_FS_F(0, 11, 3)
#define FS_ALPHA_WMASK R500_FS_F(0, 14, 1)
#define FS_RGB_OMASK R500_FS_F(0, 15, 3)
#define FS_ALPHA_OMASK R500_FS_F(0, 18, 1)
#define FS_RGB_CLAMP R500_FS_F(0, 19, 1)
#define FS_ALPHA_CLAMP R500_FS_F(0, 20, 1)
#define FS_ALU_RESULT_SEL R500_FS_F(0, 21, 1)
#define FS_ALPHA_PRED_INV R500_FS_F(0, 22, 1)
#define FS_ALU_RESULT_OP R500_FS_F(0, 23, 2)
#define FS_ALPHA_PRED_SEL R500_FS_F(0, 25, 3)
#define FS_STAT_WE R500_FS_F(0, 28, 4)

/* US_ALU_RGB_ADDR / US_ALU_ALPHA_ADDR (dword 1 / 2): source k at bit 10k:
 * ADDR 8 bits, CONST, REL; SRCP_OP 31:30 (seed L5961-L5981, L6070-L6088) */
#define FS_SRC_ADDR(dw, k) R500_FS_F((dw), 10 * (k), 8)
#define FS_SRC_CONST(dw, k) R500_FS_F((dw), 10 * (k) + 8, 1)
#define FS_SRC_REL(dw, k) R500_FS_F((dw), 10 * (k) + 9, 1)
#define FS_SRCP_OP(dw) R500_FS_F((dw), 30, 2)

/* US_ALU_RGB_INST (dword 3, seed L6037-L6068) */
#define FS_RGB_SEL_A R500_FS_F(3, 0, 2)
#define FS_RGB_SWIZ_A R500_FS_F(3, 2, 9)
#define FS_RGB_MOD_A R500_FS_F(3, 11, 2)
#define FS_RGB_SEL_B R500_FS_F(3, 13, 2)
#define FS_RGB_SWIZ_B R500_FS_F(3, 15, 9)
#define FS_RGB_MOD_B R500_FS_F(3, 24, 2)
#define FS_RGB_OMOD R500_FS_F(3, 26, 3)
#define FS_RGB_TARGET R500_FS_F(3, 29, 2)
#define FS_ALU_WMASK R500_FS_F(3, 31, 1)

/* US_ALU_ALPHA_INST (dword 4; the seed lost its header, L5939-L5959) */
#define FS_ALPHA_OP R500_FS_F(4, 0, 4)
#define FS_ALPHA_ADDRD R500_FS_F(4, 4, 7)
#define FS_ALPHA_ADDRD_REL R500_FS_F(4, 11, 1)
#define FS_ALPHA_SEL_A R500_FS_F(4, 12, 2)
#define FS_ALPHA_SWIZ_A R500_FS_F(4, 14, 3)
#define FS_ALPHA_MOD_A R500_FS_F(4, 17, 2)
#define FS_ALPHA_SEL_B R500_FS_F(4, 19, 2)
#define FS_ALPHA_SWIZ_B R500_FS_F(4, 21, 3)
#define FS_ALPHA_MOD_B R500_FS_F(4, 24, 2)
#define FS_ALPHA_OMOD R500_FS_F(4, 26, 3)
#define FS_ALPHA_TARGET R500_FS_F(4, 29, 2)
#define FS_W_OMASK R500_FS_F(4, 31, 1)

/* US_ALU_RGBA_INST (dword 5, seed L5983-L6035) */
#define FS_RGB_OP R500_FS_F(5, 0, 4)
#define FS_RGB_ADDRD R500_FS_F(5, 4, 7)
#define FS_RGB_ADDRD_REL R500_FS_F(5, 11, 1)
#define FS_RGB_SEL_C R500_FS_F(5, 12, 2)
#define FS_RGB_SWIZ_C R500_FS_F(5, 14, 9)
#define FS_RGB_MOD_C R500_FS_F(5, 23, 2)
#define FS_ALPHA_SEL_C R500_FS_F(5, 25, 2)
#define FS_ALPHA_SWIZ_C R500_FS_F(5, 27, 3)
#define FS_ALPHA_MOD_C R500_FS_F(5, 30, 2)

/* US_TEX_INST (dword 1), US_TEX_ADDR (2), US_TEX_ADDR_DXDY (3)
 * (seed L6224-L6306). DY_ADDR_REL is bit 23 per the seed; Mesa's
 * r300_reg.h says (1 << 17), inside DY_ADDR: a typo there. */
#define FS_TEX_ID R500_FS_F(1, 16, 4)
#define FS_TEX_INST R500_FS_F(1, 22, 3)
#define FS_TEX_SEM_ACQUIRE R500_FS_F(1, 25, 1)
#define FS_TEX_IGNORE_UNCOVERED R500_FS_F(1, 26, 1)
#define FS_TEX_UNSCALED R500_FS_F(1, 27, 1)
#define FS_TEX_SRC_ADDR R500_FS_F(2, 0, 7)
#define FS_TEX_SRC_REL R500_FS_F(2, 7, 1)
#define FS_TEX_SRC_SWIZ R500_FS_F(2, 8, 8)
#define FS_TEX_DST_ADDR R500_FS_F(2, 16, 7)
#define FS_TEX_DST_REL R500_FS_F(2, 23, 1)
#define FS_TEX_DST_SWIZ R500_FS_F(2, 24, 8)
#define FS_TEX_DX_ADDR R500_FS_F(3, 0, 7)
#define FS_TEX_DX_REL R500_FS_F(3, 7, 1)
#define FS_TEX_DX_SWIZ R500_FS_F(3, 8, 8)
#define FS_TEX_DY_ADDR R500_FS_F(3, 16, 7)
#define FS_TEX_DY_REL R500_FS_F(3, 23, 1)
#define FS_TEX_DY_SWIZ R500_FS_F(3, 24, 8)

/* US_FC_INST (dword 2), US_FC_ADDR (dword 3) (seed L6154-L6194) */
#define FS_FC_OP R500_FS_F(2, 0, 3)
#define FS_FC_B_ELSE R500_FS_F(2, 4, 1)
#define FS_FC_JUMP_ANY R500_FS_F(2, 5, 1)
#define FS_FC_A_OP R500_FS_F(2, 6, 2)
#define FS_FC_JUMP_FUNC R500_FS_F(2, 8, 8)
#define FS_FC_B_POP_CNT R500_FS_F(2, 16, 5)
#define FS_FC_B_OP0 R500_FS_F(2, 24, 2)
#define FS_FC_B_OP1 R500_FS_F(2, 26, 2)
#define FS_FC_IGNORE_UNCOVERED R500_FS_F(2, 28, 1)
#define FS_FC_BOOL_ADDR R500_FS_F(3, 0, 5)
#define FS_FC_INT_ADDR R500_FS_F(3, 8, 5)
#define FS_FC_JUMP_ADDR R500_FS_F(3, 16, 9)
#define FS_FC_JUMP_GLOBAL R500_FS_F(3, 31, 1)

enum r500_fs_type { R500_FS_ALU = 0, R500_FS_OUT = 1, R500_FS_FC = 2, R500_FS_TEX = 3 };

enum r500_fs_rgb_op {
	R500_RGB_MAD = 0,
	R500_RGB_DP3,
	R500_RGB_DP4,
	R500_RGB_D2A,
	R500_RGB_MIN,
	R500_RGB_MAX,
	R500_RGB_CND = 7,
	R500_RGB_CMP,
	R500_RGB_FRC,
	R500_RGB_SOP,
	R500_RGB_MDH,
	R500_RGB_MDV,
};

enum r500_fs_alpha_op {
	R500_ALPHA_MAD = 0,
	R500_ALPHA_DP,
	R500_ALPHA_MIN,
	R500_ALPHA_MAX,
	R500_ALPHA_CND = 5,
	R500_ALPHA_CMP,
	R500_ALPHA_FRC,
	R500_ALPHA_EX2,
	R500_ALPHA_LN2,
	R500_ALPHA_RCP,
	R500_ALPHA_RSQ,
	R500_ALPHA_SIN,
	R500_ALPHA_COS,
	R500_ALPHA_MDH,
	R500_ALPHA_MDV,
};

enum r500_fs_tex_op {
	R500_TEX_NOP = 0,
	R500_TEX_LD,
	R500_TEX_TEXKILL,
	R500_TEX_PROJ,
	R500_TEX_LODBIAS,
	R500_TEX_LOD,
	R500_TEX_DXDY,
};

enum r500_fs_fc_op {
	R500_FC_JUMP = 0,
	R500_FC_LOOP,
	R500_FC_ENDLOOP,
	R500_FC_REP,
	R500_FC_ENDREP,
	R500_FC_BREAKLOOP,
	R500_FC_BREAKREP,
	R500_FC_CONTINUE,
};

extern const struct isa_def r500_fs_isa;

/* The value of a 7-bit inline constant source (seed 001 L3124-L3134): 4-bit
 * exponent (bias 7) over a 3-bit mantissa; exponent 0 is denormal, and
 * pattern 0 is 2^-10 rather than zero. */
float r500_fs_inline_const(unsigned v);

#endif /* SGPU_ISA_R500_FS_H */
