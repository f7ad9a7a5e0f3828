/* Tesla (G80) integer instruction semantics: reference functions, one per
 * instruction family, following seed 000's pseudocode (§2.10 "Integer
 * arithmetic instructions", L8625-9056) literally, for a later SIMT
 * interpreter. Each returns the destination value and the $c flags it
 * writes (CDST: Z, S, C, O). Sources are given as 32-bit register values;
 * 16-bit forms use their low 16 bits (a $rNl/$rNh half) and return a
 * 16-bit result. Details the seed leaves open: docs/hw/nv-isa.md "Tesla
 * integer semantics". */
#ifndef SGPU_ISA_G80_SEM_H
#define SGPU_ISA_G80_SEM_H

#include <stdbool.h>
#include <stdint.h>

/* $c register bits (seed 000 §2.10.3) */
#define G80_CF_Z 0x1u /* result is zero */
#define G80_CF_S 0x2u /* result's top bit */
#define G80_CF_C 0x4u /* carry out */
#define G80_CF_O 0x8u /* signed overflow */

struct g80_ires {
	uint32_t res;  /* DST */
	uint8_t flags; /* CDST, G80_CF_* */
};

/* add/sub/subr/addc (O2 O1 = 00, 01, 10, 11); also the add step of the
 * multiply-adds and of sad */
enum g80_addop { G80_ADD = 0, G80_SUB = 1, G80_SUBR = 2, G80_ADDC = 3 };

/* (h)add, (h)sub, (h)subr, (h)addc [sat] b32/b16. cond: the COND $c
 * register's bits (only its C is read, by addc). */
struct g80_ires g80_add(enum g80_addop op, bool b32, bool sat, uint32_t src1, uint32_t src2,
                        uint8_t cond);

/* mul DST u16/s16 SRC1 u16/s16 SRC2: 16 x 16 -> 32 bits. */
struct g80_ires g80_mul16(bool s1_signed, uint32_t src1, bool s2_signed, uint32_t src2);

/* mul DST [high] u24/s24 SRC1 SRC2: the low 24 bits of each, 48-bit
 * product, its low 32 bits or (high) bits 16-47. */
struct g80_ires g80_mul24(bool is_signed, bool high, uint32_t src1, uint32_t src2);

/* The multiply of the multiply-adds. */
enum g80_mulmode { G80_MUL_U16 = 0, G80_MUL_S16, G80_MUL_U24, G80_MUL_S24 };

/* addop [sat] DST mul MODE [high] SRC1 SRC2 SRC3 [COND]: the product
 * (as mul16/mul24) then the 32-bit add/sub/subr/addc with SRC3, sat
 * clamping on signed overflow. high only for the 24-bit modes. */
struct g80_ires g80_madd(enum g80_mulmode mode, bool high, bool sat, enum g80_addop op,
                         uint32_t src1, uint32_t src2, uint32_t src3, uint8_t cond);

/* The multiply-add variant of the long form's O1 (w0 bit 28) and O2 (w1
 * bits 29-31): false for the encodings the seed does not list. */
bool g80_madd_variant(unsigned o1, unsigned o2, enum g80_mulmode *mode, bool *high, bool *sat);

/* sad DST u16/s16/u32/s32 SRC1 SRC2 SRC3: |SRC1 - SRC2| + SRC3. */
struct g80_ires g80_sad(bool b32, bool is_signed, uint32_t src1, uint32_t src2, uint32_t src3);

/* min/max u16/u32/s16/s32 */
struct g80_ires g80_minmax(bool is_min, bool b32, bool is_signed, uint32_t src1, uint32_t src2);

/* set DST cond u16/s16/u32/s32 SRC1 SRC2: cond is a subset of these
 * (l, e, g: the long form's w1 bits 14, 15, 16); all ones if the
 * comparison's outcome is in cond, else 0. */
#define G80_SET_L 0x1u
#define G80_SET_E 0x2u
#define G80_SET_G 0x4u
struct g80_ires g80_set(unsigned cond, bool b32, bool is_signed, uint32_t src1, uint32_t src2);

/* and/or/xor/mov2 (O2 O1 = 00, 01, 10, 11) b32/b16 [not] SRC1 [not] SRC2 */
enum g80_logop { G80_AND = 0, G80_OR = 1, G80_XOR = 2, G80_MOV2 = 3 };
struct g80_ires g80_logic(enum g80_logop op, bool b32, bool not1, bool not2, uint32_t src1,
                          uint32_t src2);

/* shl b16/b32 and shr u16/u32/s16/s32 SRC1 by an unsigned count that does
 * not wrap (SRC2's value at the operand size, or the SHCNT immediate). */
struct g80_ires g80_shl(bool b32, uint32_t src1, uint32_t count);
struct g80_ires g80_shr(bool b32, bool is_signed, uint32_t src1, uint32_t count);

#endif /* SGPU_ISA_G80_SEM_H */
