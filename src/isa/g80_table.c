/* The G80 (Tesla) CUDA/shader instruction forms: short (32-bit), long
 * (64-bit: predicated, with exit/join), immediate and control forms.
 *
 * Encodings: envytools envydis/g80.c (row order kept: the first matching
 * row is printed and assembled) and seed 000 §2.9; see docs/hw/nv-isa.md.
 * Versions are variant x program type: v = variant * 5 + type, variants
 * none/g80/g84/g200/mcp77/gt215 (envydis -V), types none/vp/gp/fp/cp
 * (envydis -O). Bit positions are over the 64-bit instruction: word 1
 * starts at bit 32. */
#include <string.h>

#include "isa/nv_isa.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define U64 UINT64_C

/* clang-format off */

/* ------------------------------------------------------------ versions */

#define VV(vi) (0x1fu << (5 * (vi)))            /* every type of variant vi */
#define VT(t) (0x02108421u << (t))              /* type t of every variant */
#define VALL 0x3fffffffu
#define SM11 (VV(2) | VV(3) | VV(4) | VV(5))    /* g84+ */
#define SM12 (VV(3) | VV(4) | VV(5))            /* g200, mcp77, gt215 */
#define FP64 VV(3)                              /* g200 */
#define D3D101 VV(5)                            /* gt215 */
#define VP VT(1)
#define GP VT(2)
#define FP VT(3)
#define CP VT(4)

/* ------------------------------------------------------------ atoms */

#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define UNK {.kind = ISA_UNK}
#define SEO {.kind = ISA_SEOPEN}
#define SEC {.kind = ISA_SECLOSE}
#define DISCARD {.kind = ISA_DISCARD}
#define IGN(p, l) {.kind = ISA_IGN, .f = {(p), (l)}}
#define R(p, l) {.kind = ISA_REG, .f = {(p), (l)}, .str = "r"}
#define RH(p, l) {.kind = ISA_REG, .flags = ISA_HILO, .f = {(p), (l)}, .str = "r"}
#define RS(p, l, sfx) {.kind = ISA_REG, .f = {(p), (l)}, .str = "r", .str2 = (sfx)}
#define IMMF(p, l, fl) {.kind = ISA_IMM, .flags = (fl), .f = {(p), (l)}}

#define SDST R(2, 6)
#define LDST R(2, 7)
#define SHDST RH(2, 6)
#define LHDST RH(2, 7)
#define LDDST RS(2, 7, "d")
#define LQDST RS(2, 7, "q")
#define SSRC R(9, 6)
#define LSRC R(9, 7)
#define SHSRC RH(9, 6)
#define LHSRC RH(9, 7)
#define LDSRC RS(9, 7, "d")
#define SSRC2 R(0x10, 6)
#define LSRC2 R(0x10, 7)
#define SHSRC2 RH(0x10, 6)
#define LHSRC2 RH(0x10, 7)
#define LDSRC2 RS(0x10, 7, "d")
#define LSRC3 R(0x2e, 7)
#define LHSRC3 RH(0x2e, 7)
#define LDSRC3 RS(0x2e, 7, "d")
#define LAREG {.kind = ISA_REG, .flags = ISA_ZERO0, .f = {0x1a, 2, 0x22, 1}, .str = "a"}
#define ADST {.kind = ISA_REG, .flags = ISA_ZERO0, .f = {2, 3}, .str = "a"}
#define COND {.kind = ISA_REG, .f = {0x2c, 2}, .str = "c"}
#define C0 {.kind = ISA_REG, .str = "c0"}
#define CDST {.kind = ISA_REG, .f = {0x24, 2}, .str = "c"}
#define TEX {.kind = ISA_REG, .f = {9, 8}, .str = "t"}
#define SAMP {.kind = ISA_REG, .f = {0x11, 5}, .str = "s"}
#define SREG {.kind = ISA_REG, .f = {0x2e, 4}, .str = "sr", .syms = g80_sregs}

#define IMM {.kind = ISA_IMM, .flags = ISA_WRAP, .f = {0x10, 6, 0x22, 26}}
#define OFFS IMMF(9, 16, ISA_WRAP)
#define PM IMMF(0xa, 4, 0)
#define BAR IMMF(0x15, 4, 0)
#define BARMASK IMMF(9, 12, 0)
#define SHCNT IMMF(0x10, 7, 0)
#define HSHCNT IMMF(0x10, 4, 0)
#define TOFFX IMMF(0x38, 4, ISA_SIGNED)
#define TOFFY IMMF(0x34, 4, ISA_SIGNED)
#define TOFFZ IMMF(0x30, 4, ISA_SIGNED)
#define BTARG {.kind = ISA_BTARG, .f = {0xb, 16, 0x2e, 6}, .shl = 2}
#define CTARG {.kind = ISA_CTARG, .f = {0xb, 16, 0x2e, 6}, .shl = 2}
#define IGNCE IGN(0x26, 1)
#define IGNPRED IGN(0x27, 7)

#define LTDST {.kind = ISA_VEC, .str = "r", .f = {2, 7}, .shl = 4, .f3 = {0x19, 2, 0x2e, 2}}
#define STDST {.kind = ISA_VEC, .str = "r", .f = {2, 6}, .shl = 4}
#define LTSRC {.kind = ISA_VEC, .str = "r", .f = {2, 7}, .f2 = {0x16, 2}, .shl = 1}
#define STSRC {.kind = ISA_VEC, .str = "r", .f = {2, 6}, .f2 = {0x16, 2}, .shl = 1}

/* memory: space, base $a field (sa = bits 0x1a..0x1b, la = also bit 0x22),
 * offset field and scale; PI: base++offset, signed */
#define SA_F {0x1a, 2}
#define LA_F {0x1a, 2, 0x22, 1}
#define NOF {0, 0}
#define MEMX(sp, bf, op, ol, sh, fl) {.kind = ISA_MEM, .flags = ISA_ZERO0 | (fl), .str = (sp),   \
		.str2 = "a", .f = bf, .f2 = {(op), (ol)}, .shl = (sh)}
#define MEMC(bf, op, ol, sh, fl, idx) {.kind = ISA_MEM, .flags = ISA_ZERO0 | ISA_SPACEIDX | (fl), \
		.str = "c", .str2 = "a", .f = bf, .f2 = {(op), (ol)}, .shl = (sh), .f3 = idx}
#define PI (ISA_POSTINC | ISA_SIGNED)

#define SSHARED8 MEMX("s", SA_F, 9, 4, 0, 0)
#define SSHARED16 MEMX("s", SA_F, 9, 4, 1, 0)
#define SSHARED32 MEMX("s", SA_F, 9, 4, 2, 0)
#define LSHARED8 MEMX("s", LA_F, 9, 5, 0, 0)
#define LSHARED16 MEMX("s", LA_F, 9, 5, 1, 0)
#define LSHARED32 MEMX("s", LA_F, 9, 5, 2, 0)
#define SSHARED8PI MEMX("s", SA_F, 9, 4, 0, PI)
#define SSHARED16PI MEMX("s", SA_F, 9, 4, 1, PI)
#define SSHARED32PI MEMX("s", SA_F, 9, 4, 2, PI)
#define LSHARED8PI MEMX("s", LA_F, 9, 5, 0, PI)
#define LSHARED16PI MEMX("s", LA_F, 9, 5, 1, PI)
#define LSHARED32PI MEMX("s", LA_F, 9, 5, 2, PI)
#define FSHARED8 MEMX("s", LA_F, 9, 16, 0, 0)
#define FSHARED16 MEMX("s", LA_F, 9, 15, 1, 0)
#define FSHARED32 MEMX("s", LA_F, 9, 14, 2, 0)
#define FSHARED8PI MEMX("s", LA_F, 9, 16, 0, ISA_POSTINC)
#define FSHARED16PI MEMX("s", LA_F, 9, 15, 1, ISA_POSTINC)
#define FSHARED32PI MEMX("s", LA_F, 9, 14, 2, ISA_POSTINC)
#define SCIDX {0x15, 1}
#define LCIDX {0x36, 4}
#define SCONST16 MEMC(SA_F, 0x10, 5, 1, 0, SCIDX)
#define SCONST32 MEMC(SA_F, 0x10, 5, 2, 0, SCIDX)
#define SCONST16PI MEMC(SA_F, 0x10, 5, 1, PI, SCIDX)
#define SCONST32PI MEMC(SA_F, 0x10, 5, 2, PI, SCIDX)
#define L2CONST16 MEMC(LA_F, 0x10, 7, 1, 0, LCIDX)
#define L2CONST32 MEMC(LA_F, 0x10, 7, 2, 0, LCIDX)
#define L3CONST16 MEMC(LA_F, 0x2e, 7, 1, 0, LCIDX)
#define L3CONST32 MEMC(LA_F, 0x2e, 7, 2, 0, LCIDX)
#define L2CONST16PI MEMC(LA_F, 0x10, 7, 1, PI, LCIDX)
#define L2CONST32PI MEMC(LA_F, 0x10, 7, 2, PI, LCIDX)
#define L3CONST16PI MEMC(LA_F, 0x2e, 7, 1, PI, LCIDX)
#define L3CONST32PI MEMC(LA_F, 0x2e, 7, 2, PI, LCIDX)
#define L2CONST16NA MEMC(NOF, 0x10, 7, 1, 0, LCIDX)
#define L2CONST32NA MEMC(NOF, 0x10, 7, 2, 0, LCIDX)
#define L3CONST16NA MEMC(NOF, 0x2e, 7, 1, 0, LCIDX)
#define L3CONST32NA MEMC(NOF, 0x2e, 7, 2, 0, LCIDX)
#define FCONST8 MEMC(LA_F, 9, 16, 0, 0, LCIDX)
#define FCONST16 MEMC(LA_F, 9, 15, 1, 0, LCIDX)
#define FCONST32 MEMC(LA_F, 9, 14, 2, 0, LCIDX)
#define FCONST8PI MEMC(LA_F, 9, 16, 0, ISA_POSTINC, LCIDX)
#define FCONST16PI MEMC(LA_F, 9, 15, 1, ISA_POSTINC, LCIDX)
#define FCONST32PI MEMC(LA_F, 9, 14, 2, ISA_POSTINC, LCIDX)
#define LOCAL MEMX("l", LA_F, 9, 16, 0, 0)
#define LOCALPI MEMX("l", LA_F, 9, 16, 0, ISA_POSTINC)
#define SATTR MEMX("a", NOF, 9, 6, 2, 0)
#define LATTR MEMX("a", NOF, 9, 7, 2, 0)
#define FATTR MEMX("a", LA_F, 9, 7, 2, 0)
#define SPRIM MEMX("p", SA_F, 9, 6, 2, 0)
#define LPRIM MEMX("p", LA_F, 9, 7, 2, 0)
#define SVAR MEMX("v", SA_F, 0x10, 8, 2, 0)
#define LVAR MEMX("v", LA_F, 0x10, 8, 2, 0)
#define GLOBAL {.kind = ISA_MEM, .flags = ISA_SPACEIDX, .str = "g", .str2 = "r", .f = {9, 7},     \
		.f3 = {0x10, 4}}
#define GLOBAL2 {.kind = ISA_MEM, .flags = ISA_SPACEIDX, .str = "g", .str2 = "r", .f = {9, 7},    \
		.f3 = {0x17, 4}}
#define OUT16 MEMX("o", NOF, 2, 7, 1, 0)
#define OUT32 MEMX("o", NOF, 2, 7, 2, 0)
#define FOUT32 MEMX("o", LA_F, 9, 14, 2, 0)

static const struct isa_sym g80_sregs[] = {
	{0, "physid", 0, 0},
	{1, "clock", 0, 0},
	{3, "vstride", 0, 0},
	{4, "pm0", 0, 0},
	{5, "pm1", 0, 0},
	{6, "pm2", 0, 0},
	{7, "pm3", 0, 0},
	{8, "sampleid", D3D101, 0},
	{0, NULL, 0, 0},
};

/* ------------------------------------------------------------ choices */

#define A(v, m, vm, ...) {.val = {(v)}, .mask = {(m)}, .vmask = (vm), .atoms = {__VA_ARGS__}}
#define AL(v, m, ...) A(v, m, VALL, __VA_ARGS__)
#define T(t) {.kind = ISA_CHOICE, .alts = c_##t, .nalts = ARRAY_SIZE(c_##t)}
#define B(n) (U64(1) << (n))
/* envydis F(): bit clear a, set b; F1(): clear nothing, set b */
#define CF(n, bit, a, b) static const struct isa_alt c_##n[] = {                                  \
		AL(0, B(bit), a), AL(B(bit), B(bit), b)}
#define CF1(n, bit, b) static const struct isa_alt c_##n[] = {                                    \
		AL(0, B(bit)), AL(B(bit), B(bit), b)}
#define CF1V(n, vm, bit, b) static const struct isa_alt c_##n[] = {                               \
		A(0, B(bit), vm), A(B(bit), B(bit), vm, b), AL(0, 0)}

/* s[]/a[]/p[] in short and immediate forms */
static const struct isa_alt c_ss[] = {
	A(0x01800000, 0x01800000, GP, SPRIM),
	A(0x01000000, 0x03806000, CP, NM("u8"), SSHARED8),
	A(0x01002000, 0x03806000, CP, NM("u16"), SSHARED16),
	A(0x01004000, 0x03806000, CP, NM("s16"), SSHARED16),
	A(0x01006000, 0x03806000, CP, NM("b32"), SSHARED32),
	A(0x03000000, 0x03806000, CP, NM("u8"), SSHARED8PI),
	A(0x03002000, 0x03806000, CP, NM("u16"), SSHARED16PI),
	A(0x03004000, 0x03806000, CP, NM("s16"), SSHARED16PI),
	A(0x03006000, 0x03806000, CP, NM("b32"), SSHARED32PI),
	A(0x01000000, 0x01800000, VP | GP, SATTR),
	AL(0, 0, UNK),
};

static const struct isa_alt c_realls[] = {
	A(0x00000000, 0x0200c000, CP, NM("u8"), LSHARED8),
	A(0x00004000, 0x0200c000, CP, NM("u16"), LSHARED16),
	A(0x00008000, 0x0200c000, CP, NM("s16"), LSHARED16),
	A(0x0000c000, 0x0200c000, CP, NM("b32"), LSHARED32),
	A(0x02000000, 0x0200c000, CP, NM("u8"), LSHARED8PI),
	A(0x02004000, 0x0200c000, CP, NM("u16"), LSHARED16PI),
	A(0x02008000, 0x0200c000, CP, NM("s16"), LSHARED16PI),
	A(0x0200c000, 0x0200c000, CP, NM("b32"), LSHARED32PI),
	A(0x00000000, 0x00000000, VP | GP, LATTR),
	AL(0, 0, UNK),
};

static const struct isa_alt c_addop[] = {
	AL(0x00000000, 0x10400000, NM("add")),
	AL(0x00400000, 0x10400000, NM("sub")),
	AL(0x10000000, 0x10400000, NM("subr")),
	AL(0x10400000, 0x10400000, NM("addc")),
};

CF1(sm1sat, 8, NM("sat"));
CF1V(sm1satg200, SM12, 8, NM("sat"));
CF(sm1us16, 8, NM("u16"), NM("s16"));
CF(sm1us32, 8, NM("u32"), NM("s32"));
CF1(sm1high, 8, NM("high"));
CF(sm1tex, 8, NM("all"), NM("live"));
CF1(sm2neg, 0xf, NM("neg"));
CF1(sm2abs, 0xf, NM("abs"));
CF(sm2us16, 0xf, NM("u16"), NM("s16"));
CF(sm2us24, 0xf, NM("u24"), NM("s24"));
CF1(sm3neg, 0x16, NM("neg"));
CF1(sm3not, 0x16, NM("not"));
CF1(ssfu, 0x11, NM("sfu"));

static const struct isa_alt c_ssh[] = {
	AL(0x00000000, 0x01000000, SHSRC),
	AL(0x01000000, 0x01000000, T(ss)),
};
static const struct isa_alt c_ssw[] = {
	AL(0x00000000, 0x01000000, SSRC),
	AL(0x01000000, 0x01000000, T(ss)),
};
static const struct isa_alt c_sch[] = {
	AL(0x00000000, 0x01800000, SHSRC2),
	AL(0x00800000, 0x03800000, SCONST16),
	AL(0x02800000, 0x03800000, SCONST16PI),
	AL(0x01000000, 0x01800000, SHSRC2),
	AL(0x01800000, 0x01800000, SHSRC2),
};
static const struct isa_alt c_scw[] = {
	AL(0x00000000, 0x01800000, SSRC2),
	AL(0x00800000, 0x03800000, SCONST32),
	AL(0x02800000, 0x03800000, SCONST32PI),
	AL(0x01000000, 0x01800000, SSRC2),
	AL(0x01800000, 0x01800000, SSRC2),
};
static const struct isa_alt c_addc0[] = {
	AL(0x00000000, 0x10400000),
	AL(0x00400000, 0x10400000),
	AL(0x10000000, 0x10400000),
	AL(0x10400000, 0x10400000, C0),
};

/* immediate forms' s[] */
static const struct isa_alt c_is[] = {
	A(0x01000000, 0x01000000, GP, SPRIM),
	A(0x01000000, 0x03006000, CP, NM("u8"), SSHARED8),
	A(0x01002000, 0x03006000, CP, NM("u16"), SSHARED16),
	A(0x01004000, 0x03006000, CP, NM("s16"), SSHARED16),
	A(0x01006000, 0x03006000, CP, NM("b32"), SSHARED32),
	A(0x03000000, 0x03006000, CP, NM("u8"), SSHARED8PI),
	A(0x03002000, 0x03006000, CP, NM("u16"), SSHARED16PI),
	A(0x03004000, 0x03006000, CP, NM("s16"), SSHARED16PI),
	A(0x03006000, 0x03006000, CP, NM("b32"), SSHARED32PI),
	AL(0, 0, UNK),
};
static const struct isa_alt c_ish[] = {
	AL(0x00000000, 0x01000000, SHSRC),
	AL(0x01000000, 0x01000000, T(is)),
};
static const struct isa_alt c_isw[] = {
	AL(0x00000000, 0x01000000, SSRC),
	AL(0x01000000, 0x01000000, T(is)),
};

/* long forms' sources */
#define L6 U64(0x0020000001800000)
static const struct isa_alt c_lsh[] = {
	AL(U64(0x0000000000000000), L6, LHSRC),
	AL(U64(0x0000000000800000), L6, LHSRC),
	AL(U64(0x0000000001000000), L6, LHSRC),
	A(U64(0x0000000001800000), L6, GP, LPRIM),
	AL(U64(0x0020000000000000), L6, T(realls)),
	AL(U64(0x0020000000800000), L6, T(realls)),
	AL(U64(0x0020000001000000), L6, T(realls)),
	A(U64(0x0020000001800000), L6, GP, LPRIM),
	AL(0, 0, UNK),
};
static const struct isa_alt c_lsw[] = {
	AL(U64(0x0000000000000000), L6, LSRC),
	AL(U64(0x0000000000800000), L6, LSRC),
	AL(U64(0x0000000001000000), L6, LSRC),
	A(U64(0x0000000001800000), L6, GP, LPRIM),
	AL(U64(0x0020000000000000), L6, T(realls)),
	AL(U64(0x0020000000800000), L6, T(realls)),
	AL(U64(0x0020000001000000), L6, T(realls)),
	A(U64(0x0020000001800000), L6, GP, LPRIM),
	AL(0, 0, UNK),
};
#define M18 U64(0x0000000001800000)
#define M38 U64(0x0000000003800000)
#define L38 U64(0x0020000003800000)
static const struct isa_alt c_lc2h[] = {
	AL(0, M18, LHSRC2),
	A(U64(0x0000000000800000), L38, CP, L2CONST16),
	A(U64(0x0000000002800000), L38, CP, L2CONST16PI),
	A(U64(0x0020000000800000), L6, CP, L2CONST16NA),
	A(U64(0x0000000000800000), M38, VP | GP | FP, L2CONST16),
	A(U64(0x0000000002800000), M38, VP | GP | FP, L2CONST16PI),
	AL(U64(0x0000000001000000), M18, LHSRC2),
	A(U64(0x0000000001800000), L6, GP, L2CONST16NA),
	AL(U64(0x0020000001800000), L6, LHSRC2),
	AL(0, 0, UNK),
};
static const struct isa_alt c_lc2w[] = {
	AL(0, M18, LSRC2),
	A(U64(0x0000000000800000), L38, CP, L2CONST32),
	/* sic: envydis has no PI here for cp */
	A(U64(0x0000000002800000), L38, CP, L2CONST32),
	A(U64(0x0020000000800000), L6, CP, L2CONST32NA),
	A(U64(0x0000000000800000), M38, VP | GP | FP, L2CONST32),
	A(U64(0x0000000002800000), M38, VP | GP | FP, L2CONST32PI),
	AL(U64(0x0000000001000000), M18, LSRC2),
	A(U64(0x0000000001800000), L6, GP, L2CONST32NA),
	AL(U64(0x0020000001800000), L6, LSRC2),
	AL(0, 0, UNK),
};
#define L3F U64(0x0020000003800000)
static const struct isa_alt c_lc3h[] = {
	AL(0, M18, LHSRC3),
	AL(U64(0x0000000000800000), M18, LHSRC3),
	A(U64(0x0000000001000000), L3F, CP, L3CONST16),
	A(U64(0x0000000003000000), L3F, CP, L3CONST16PI),
	A(U64(0x0020000001000000), L6, CP, L3CONST16NA),
	A(U64(0x0000000001000000), M38, VP | GP | FP, L3CONST16),
	A(U64(0x0000000003000000), M38, VP | GP | FP, L3CONST16PI),
	A(U64(0x0000000001800000), L6, GP, L3CONST16NA),
	AL(U64(0x0020000001800000), L6, LHSRC3),
	AL(0, 0, UNK),
};
static const struct isa_alt c_lc3w[] = {
	AL(0, M18, LSRC3),
	AL(U64(0x0000000000800000), M18, LSRC3),
	A(U64(0x0000000001000000), L3F, CP, L3CONST32),
	A(U64(0x0000000003000000), L3F, CP, L3CONST32PI),
	A(U64(0x0020000001000000), L6, CP, L3CONST32NA),
	A(U64(0x0000000001000000), M38, VP | GP | FP, L3CONST32),
	A(U64(0x0000000003000000), M38, VP | GP | FP, L3CONST32PI),
	/* sic: envydis uses the 16-bit scale here */
	A(U64(0x0000000001800000), L6, GP, L3CONST16NA),
	AL(U64(0x0020000001800000), L6, LSRC3),
	AL(0, 0, UNK),
};

#define DM U64(0x0000000800000000)
static const struct isa_alt c_lldst[] = {
	AL(0, DM, LDST),
	AL(U64(0x00000008000001fc), U64(0x00000008000001fc), DISCARD),
	AL(DM, DM, OUT32),
	AL(0, 0, UNK),
};
static const struct isa_alt c_llhdst[] = {
	AL(0, DM, LHDST),
	AL(U64(0x00000008000001fc), U64(0x00000008000001fc), DISCARD),
	AL(DM, DM, OUT16),
	AL(0, 0, UNK),
};
#define LLDST T(lldst)
#define LLHDST T(llhdst)

CF1(mcdst, 0x26, CDST);
#define MCDST T(mcdst)

CF(shcnt, 0x34, T(lc2w), SHCNT);
CF(hshcnt, 0x34, T(lc2h), SHCNT);

CF(s30us16, 0x2e, NM("u16"), NM("s16"));
CF1(s30high, 0x2e, NM("high"));
CF(s31us16, 0x2f, NM("u16"), NM("s16"));
CF(s31us24, 0x2f, NM("u24"), NM("s24"));
CF1(s32not, 0x30, NM("not"));
CF1(s33not, 0x31, NM("not"));
CF1(s35sat, 0x33, NM("sat"));
CF1(s35abs, 0x33, NM("abs"));
CF1V(s36satg200, SM12, 0x34, NM("sat"));
CF1(s36abs, 0x34, NM("abs"));
CF1(m1neg, 0x3a, NM("neg"));
CF1(m2neg, 0x3b, NM("neg"));
CF1(m2sat, 0x3b, NM("sat"));
CF(lm2us16, 0x3b, NM("u16"), NM("s16"));
CF(lm2us32, 0x3b, NM("u32"), NM("s32"));
CF1(o0neg, 0x3d, NM("neg"));
CF1(o0sat, 0x3d, NM("sat"));
CF1(lsfu, 0x39, NM("sfu"));

static const struct isa_alt c_lfm1[] = {AL(0, 0, T(m1neg), T(s36abs))};
static const struct isa_alt c_lfm2[] = {AL(0, 0, T(m2neg), T(s35abs))};
static const struct isa_alt c_cvtmod[] = {AL(0, 0, T(o0neg), T(s36abs))};

CF(fs8, 0x19, FSHARED8, FSHARED8PI);
CF(fs16, 0x19, FSHARED16, FSHARED16PI);
CF(fs32, 0x19, FSHARED32, FSHARED32PI);
CF(local, 0x19, LOCAL, LOCALPI);

#define SZ U64(0x00e0000000000000)
static const struct isa_alt c_ldstm[] = {
	AL(U64(0x0000000000000000), SZ, NM("u8")),
	AL(U64(0x0020000000000000), SZ, NM("s8")),
	AL(U64(0x0040000000000000), SZ, NM("u16")),
	AL(U64(0x0060000000000000), SZ, NM("s16")),
	AL(U64(0x0080000000000000), SZ, NM("b64")),
	AL(U64(0x00a0000000000000), SZ, NM("b128")),
	AL(U64(0x00c0000000000000), SZ, NM("b32")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_raadd[] = {
	A(U64(0x0080000000000000), SZ, SM12, NM("u64")),
	AL(U64(0x00c0000000000000), SZ, NM("u32")),
	AL(U64(0x00e0000000000000), SZ, NM("s32")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_rab[] = {
	A(U64(0x0080000000000000), SZ, SM12, NM("b64")),
	AL(U64(0x00c0000000000000), SZ, NM("b32")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_ramm[] = {
	AL(U64(0x00c0000000000000), SZ, NM("u32")),
	AL(U64(0x00e0000000000000), SZ, NM("s32")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_rab32[] = {
	AL(U64(0x00c0000000000000), SZ, NM("b32")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_rau32[] = {
	AL(U64(0x00c0000000000000), SZ, NM("u32")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_ldsto[] = {
	AL(U64(0x0000000000000000), SZ, LDST),
	AL(U64(0x0020000000000000), SZ, LDST),
	AL(U64(0x0040000000000000), SZ, LDST),
	AL(U64(0x0060000000000000), SZ, LDST),
	AL(U64(0x0080000000000000), SZ, LDDST),
	AL(U64(0x00a0000000000000), SZ, LQDST),
	AL(U64(0x00c0000000000000), SZ, LDST),
	AL(U64(0x00e0000000000000), SZ, LDST),
	AL(0, 0, UNK),
};
static const struct isa_alt c_ldsts2[] = {
	AL(U64(0x0080000000000000), SZ, LDSRC2),
	AL(U64(0x00c0000000000000), SZ, LSRC2),
	AL(U64(0x00e0000000000000), SZ, LSRC2),
	AL(0, 0, UNK),
};
static const struct isa_alt c_ldsts3[] = {
	AL(U64(0x0080000000000000), SZ, LDSRC3),
	AL(U64(0x00c0000000000000), SZ, LSRC3),
	AL(U64(0x00e0000000000000), SZ, LSRC3),
	AL(0, 0, UNK),
};
static const struct isa_alt c_mldsts3[] = {
	AL(U64(0x0000000000000000), U64(0x0000003800000000)),
	AL(U64(0x0000000800000000), U64(0x0000003c00000000), T(ldsts3)),
	AL(U64(0x0000000c00000000), U64(0x0000003c00000000)),
	AL(U64(0x0000001000000000), U64(0x0000003000000000)),
	AL(U64(0x0000002000000000), U64(0x0000002000000000)),
	AL(0, 0, UNK),
};
#define RM U64(0x0000003c00000000)
static const struct isa_alt c_redm[] = {
	AL(U64(0x0000000000000000), RM, NM("add"), T(raadd)),
	AL(U64(0x0000001000000000), RM, NM("inc"), T(rau32)),
	AL(U64(0x0000001400000000), RM, NM("dec"), T(rau32)),
	AL(U64(0x0000001800000000), RM, NM("max"), T(ramm)),
	AL(U64(0x0000001c00000000), RM, NM("min"), T(ramm)),
	AL(U64(0x0000002800000000), RM, NM("and"), T(rab32)),
	AL(U64(0x0000002c00000000), RM, NM("or"), T(rab32)),
	AL(U64(0x0000003000000000), RM, NM("xor"), T(rab32)),
	AL(0, 0, UNK),
};
static const struct isa_alt c_atomm[] = {
	AL(U64(0x0000000400000000), RM, NM("exch"), T(rab)),
	AL(U64(0x0000000800000000), RM, NM("cas"), T(rab)),
	AL(0, 0, NM("ld"), T(redm)),
};

#define RND U64(0x0006000000000000)
static const struct isa_alt c_cvtrnd[] = {
	AL(U64(0x0000000000000000), RND, NM("rn")),
	AL(U64(0x0002000000000000), RND, NM("rm")),
	AL(U64(0x0004000000000000), RND, NM("rp")),
	AL(U64(0x0006000000000000), RND, NM("rz")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_cvtrint[] = {
	AL(U64(0x0000000000000000), RND, NM("rni")),
	AL(U64(0x0002000000000000), RND, NM("rmi")),
	AL(U64(0x0004000000000000), RND, NM("rpi")),
	AL(U64(0x0006000000000000), RND, NM("rzi")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_af64r[] = {
	AL(0x00000000, 0x00030000, NM("rn")),
	AL(0x00010000, 0x00030000, NM("rm")),
	AL(0x00020000, 0x00030000, NM("rp")),
	AL(0x00030000, 0x00030000, NM("rz")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_af32r[] = {
	AL(0x00000000, 0x00030000, NM("rn")),
	AL(0x00030000, 0x00030000, NM("rz")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_mf32r[] = {
	AL(U64(0x0000000000000000), U64(0x0000c00000000000), NM("rn")),
	AL(U64(0x0000c00000000000), U64(0x0000c00000000000), NM("rz")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_mad64r[] = {
	AL(U64(0x0000000000000000), U64(0x00c0000000000000), NM("rn")),
	AL(U64(0x0040000000000000), U64(0x00c0000000000000), NM("rm")),
	AL(U64(0x0080000000000000), U64(0x00c0000000000000), NM("rp")),
	AL(U64(0x00c0000000000000), U64(0x00c0000000000000), NM("rz")),
	AL(0, 0, UNK),
};
#define SI U64(0x0001c00000000000)
static const struct isa_alt c_seti[] = {
	AL(U64(0x0000000000000000), SI, NM("never")),
	AL(U64(0x0000400000000000), SI, NM("l")),
	AL(U64(0x0000800000000000), SI, NM("e")),
	AL(U64(0x0000c00000000000), SI, NM("le")),
	AL(U64(0x0001000000000000), SI, NM("g")),
	AL(U64(0x0001400000000000), SI, NM("lg")),
	AL(U64(0x0001800000000000), SI, NM("ge")),
	AL(U64(0x0001c00000000000), SI, NM("always")),
	AL(0, 0, UNK),
};
#define SF U64(0x0003c00000000000)
static const struct isa_alt c_setf[] = {
	AL(U64(0x0000000000000000), SF, NM("never")),
	AL(U64(0x0000400000000000), SF, NM("l")),
	AL(U64(0x0000800000000000), SF, NM("e")),
	AL(U64(0x0000c00000000000), SF, NM("le")),
	AL(U64(0x0001000000000000), SF, NM("g")),
	AL(U64(0x0001400000000000), SF, NM("lg")),
	AL(U64(0x0001800000000000), SF, NM("ge")),
	AL(U64(0x0001c00000000000), SF, NM("lge")),
	AL(U64(0x0002000000000000), SF, NM("u")),
	AL(U64(0x0002400000000000), SF, NM("lu")),
	AL(U64(0x0002800000000000), SF, NM("eu")),
	AL(U64(0x0002c00000000000), SF, NM("leu")),
	AL(U64(0x0003000000000000), SF, NM("gu")),
	AL(U64(0x0003400000000000), SF, NM("lgu")),
	AL(U64(0x0003800000000000), SF, NM("geu")),
	AL(U64(0x0003c00000000000), SF, NM("always")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_cvtiisrc[] = {
	AL(U64(0x0000000000000000), SI, NM("u16"), T(lsh)),
	AL(U64(0x0000400000000000), SI, NM("u32"), T(lsw)),
	AL(U64(0x0000800000000000), SI, NM("u8"), T(lsh)),
	AL(U64(0x0000c00000000000), SI, NM("u8"), LSRC),
	AL(U64(0x0001000000000000), SI, NM("s16"), T(lsh)),
	AL(U64(0x0001400000000000), SI, NM("s32"), T(lsw)),
	AL(U64(0x0001800000000000), SI, NM("s8"), T(lsh)),
	AL(U64(0x0001c00000000000), SI, NM("s8"), LSRC),
	AL(0, 0, UNK),
};

CF1(dtex, 0x23, NM("deriv"));
CF(ltex, 0x22, NM("all"), NM("live"));
static const struct isa_alt c_texf[] = {AL(0, 0, T(ltex), T(dtex))};

static const struct isa_alt c_lane[] = {
	AL(U64(0x0000000000000000), SF, SEO, NM("lnone"), SEC),
	AL(U64(0x0000400000000000), SF, SEO, NM("l0"), SEC),
	AL(U64(0x0000800000000000), SF, SEO, NM("l1"), SEC),
	AL(U64(0x0000c00000000000), SF, SEO, NM("l01"), SEC),
	AL(U64(0x0001000000000000), SF, SEO, NM("l2"), SEC),
	AL(U64(0x0001400000000000), SF, SEO, NM("l02"), SEC),
	AL(U64(0x0001800000000000), SF, SEO, NM("l12"), SEC),
	AL(U64(0x0001c00000000000), SF, SEO, NM("l012"), SEC),
	AL(U64(0x0002000000000000), SF, SEO, NM("l3"), SEC),
	AL(U64(0x0002400000000000), SF, SEO, NM("l03"), SEC),
	AL(U64(0x0002800000000000), SF, SEO, NM("l13"), SEC),
	AL(U64(0x0002c00000000000), SF, SEO, NM("l013"), SEC),
	AL(U64(0x0003000000000000), SF, SEO, NM("l23"), SEC),
	AL(U64(0x0003400000000000), SF, SEO, NM("l023"), SEC),
	AL(U64(0x0003800000000000), SF, SEO, NM("l123"), SEC),
	AL(U64(0x0003c00000000000), SF),
	AL(0, 0, UNK),
};
#define FCM U64(0x0000c00002000000)
static const struct isa_alt c_fcon[] = {
	AL(U64(0x0000000000000000), FCM, NM("u8"), FCONST8),
	AL(U64(0x0000400000000000), FCM, NM("u16"), FCONST16),
	AL(U64(0x0000800000000000), FCM, NM("s16"), FCONST16),
	AL(U64(0x0000c00000000000), FCM, NM("b32"), FCONST32),
	AL(U64(0x0000000002000000), FCM, NM("u8"), FCONST8PI),
	AL(U64(0x0000400002000000), FCM, NM("u16"), FCONST16PI),
	AL(U64(0x0000800002000000), FCM, NM("s16"), FCONST16PI),
	AL(U64(0x0000c00002000000), FCM, NM("b32"), FCONST32PI),
	AL(0, 0, UNK),
};
static const struct isa_alt c_qs1[] = {
	AL(0x00000000, 0x00070000, NM("l0")),
	AL(0x00010000, 0x00070000, NM("l1")),
	AL(0x00020000, 0x00070000, NM("l2")),
	AL(0x00030000, 0x00070000, NM("l3")),
	AL(0x00040000, 0x00050000, NM("dx")),
	AL(0x00050000, 0x00050000, NM("dy")),
	AL(0, 0, UNK),
};
#define QOP(n, m)                                                                                  \
	static const struct isa_alt c_##n[] = {                                                    \
		AL(0, (m), NM("add")), AL((m) / 3, (m), NM("subr")), AL((m) / 3 * 2, (m), NM("sub")), \
		AL((m), (m), NM("mov2")), AL(0, 0, UNK)}
QOP(qop0, U64(0x0c00000000000000));
QOP(qop1, U64(0x0300000000000000));
QOP(qop2, U64(0x00c0000000000000));
QOP(qop3, U64(0x00300000));
#define LO U64(0x0000c00000000000)
static const struct isa_alt c_logop[] = {
	AL(U64(0x0000000000000000), LO, NM("and")),
	AL(U64(0x0000400000000000), LO, NM("or")),
	AL(U64(0x0000800000000000), LO, NM("xor")),
	AL(U64(0x0000c00000000000), LO, NM("mov2")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_addcond[] = {
	AL(0x00000000, 0x10400000),
	AL(0x00400000, 0x10400000),
	AL(0x10000000, 0x10400000),
	AL(0x10400000, 0x10400000, COND),
	AL(0, 0, UNK),
};
#define AO U64(0x0c00000000000000)
static const struct isa_alt c_addop2[] = {
	AL(U64(0x0000000000000000), AO, NM("add")),
	AL(U64(0x0400000000000000), AO, NM("sub")),
	AL(U64(0x0800000000000000), AO, NM("subr")),
	AL(U64(0x0c00000000000000), AO, NM("addc")),
	AL(0, 0, UNK),
};
static const struct isa_alt c_addcond2[] = {
	AL(U64(0x0000000000000000), AO),
	AL(U64(0x0400000000000000), AO),
	AL(U64(0x0800000000000000), AO),
	AL(U64(0x0c00000000000000), AO, COND),
	AL(0, 0, UNK),
};
CF(sstreg, 0x35, LHSRC3, LSRC3);
CF1V(unlock, SM12, 0x37, NM("unlock"));
CF(csldreg, 0x3a, LLHDST, LLDST);

/* predicates, bits 0x27..0x2b, on $c in bits 0x2c..0x2d */
#define PM_ U64(0x00000f8000000000)
#define PR(v, n) AL(U64(v), PM_, SEO, NM(n), COND, SEC)
static const struct isa_alt c_p[] = {
	AL(U64(0x0000000000000000), PM_, SEO, NM("never"), SEC),
	PR(0x0000008000000000, "l"),
	PR(0x0000010000000000, "e"),
	PR(0x0000018000000000, "le"),
	PR(0x0000020000000000, "g"),
	PR(0x0000028000000000, "lg"),
	PR(0x0000030000000000, "ge"),
	PR(0x0000038000000000, "lge"),
	PR(0x0000040000000000, "u"),
	PR(0x0000048000000000, "lu"),
	PR(0x0000050000000000, "eu"),
	PR(0x0000058000000000, "leu"),
	PR(0x0000060000000000, "gu"),
	PR(0x0000068000000000, "lgu"),
	PR(0x0000070000000000, "geu"),
	AL(U64(0x0000078000000000), PM_),
	PR(0x0000080000000000, "o"),
	PR(0x0000088000000000, "c"),
	PR(0x0000090000000000, "a"),
	PR(0x0000098000000000, "s"),
	PR(0x00000e0000000000, "ns"),
	PR(0x00000e8000000000, "na"),
	PR(0x00000f0000000000, "nc"),
	PR(0x00000f8000000000, "no"),
	AL(0, 0, UNK),
};
#define P T(p)

CF1(lim, 0x26, NM("lim"));
CF1(barinc, 0x19, NM("inc"));
CF1(barwait, 0x1a, NM("wait"));

/* long forms: exit and join in bits 0x20..0x21 (3 is the immediate
 * form); "long" is an assembler-only spelling that forces the long form */
#define XJ U64(0x0000000300000000)
static const struct isa_alt c_lpre[] = {
	AL(0, XJ),
	AL(U64(0x0000000100000000), XJ, NM("exit")),
	AL(U64(0x0000000200000000), XJ, NM("join")),
	AL(0, XJ, NM("long")),
	AL(U64(0x0000000100000000), XJ, NM("long"), NM("exit")),
	AL(U64(0x0000000200000000), XJ, NM("long"), NM("join")),
};
/* control forms: "long" also assembler-only */
static const struct isa_alt c_cpre[] = {
	AL(0, 0),
	AL(0, 0, NM("long")),
};

/* ------------------------------------------------------------ forms */

#define FS(v, m, vm, ...) {.val = {(v)}, .mask = {(m) | 1}, .vmask = (vm), .len = 4,              \
		.atoms = {__VA_ARGS__}}
#define FC(v, m, vm, ...) {.val = {(v) | 3}, .mask = {(m) | 3}, .vmask = (vm), .len = 8,           \
		.atoms = {T(cpre), __VA_ARGS__}}
#define FL(v, m, vm, ...) {.val = {(v) | 1}, .mask = {(m) | 3}, .nval = XJ, .nmask = XJ,          \
		.vmask = (vm), .len = 8, .atoms = {T(lpre), P, __VA_ARGS__}}
#define FI(v, m, vm, ...) {.val = {(v) | U64(0x300000001)}, .mask = {(m) | U64(0x300000003)},     \
		.vmask = (vm), .len = 8, .atoms = {__VA_ARGS__}}

static const struct isa_form g80_forms[] = {
	/* short */
	FS(0x10000000, 0xf0008002, VALL, NM("mov"), T(ssfu), NM("b16"), SHDST, T(ssh)),
	FS(0x10008000, 0xf0008002, VALL, NM("mov"), T(ssfu), NM("b32"), SDST, T(ssw)),
	FS(0x20000000, 0xe0008002, VALL, T(addop), T(sm1sat), NM("b16"), SHDST, T(ssh), T(sch), T(addc0)),
	FS(0x20008000, 0xe0008002, VALL, T(addop), T(sm1sat), NM("b32"), SDST, T(ssw), T(scw), T(addc0)),
	FS(0x40000000, 0xf0400002, VALL, NM("mul"), SDST, T(sm2us16), T(ssh), T(sm1us16), T(sch)),
	FS(0x40400000, 0xf0400002, VALL, NM("mul"), SDST, T(sm1high), T(sm2us24), T(ssw), T(scw)),
	FS(0x50000000, 0xf0008002, VALL, NM("sad"), SDST, T(sm1us16), SHSRC, SHSRC2, SDST),
	FS(0x50008000, 0xf0008002, VALL, NM("sad"), SDST, T(sm1us32), SSRC, SSRC2, SDST),
	FS(0x60000000, 0xe0008102, VALL, T(addop), SDST, SEO, NM("mul"), NM("u16"), T(ssh), T(sch), SEC, SDST, T(addc0)),
	FS(0x60000100, 0xe0008102, VALL, T(addop), SDST, SEO, NM("mul"), NM("s16"), T(ssh), T(sch), SEC, SDST, T(addc0)),
	FS(0x60008000, 0xe0008102, VALL, T(addop), NM("sat"), SDST, SEO, NM("mul"), NM("s16"), T(ssh), T(sch), SEC, SDST, T(addc0)),
	FS(0x60008100, 0xe0008102, VALL, T(addop), SDST, SEO, NM("mul"), NM("u24"), T(ssw), T(scw), SEC, SDST, T(addc0)),
	FS(0x80000000, 0xf3000102, FP, NM("interp"), SDST, SVAR),
	FS(0x81000000, 0xf3000102, FP, NM("interp"), SDST, NM("cent"), SVAR),
	FS(0x82000000, 0xf3000102, FP, NM("interp"), SDST, SVAR, SSRC),
	FS(0x83000000, 0xf3000102, FP, NM("interp"), SDST, NM("cent"), SVAR, SSRC),
	FS(0x80000100, 0xf3000102, FP, NM("interp"), SDST, NM("flat"), SVAR),
	FS(0x90000000, 0xf0000002, VALL, NM("rcp"), NM("f32"), SDST, T(sm3neg), T(sm2abs), SSRC),
	FS(0xb0000000, 0xf0000002, VALL, NM("add"), T(sm1sat), NM("f32"), SDST, T(sm2neg), T(ssw), T(sm3neg), T(scw)),
	FS(0xc0000000, 0xf0000002, VALL, NM("mul"), T(sm1satg200), NM("f32"), SDST, T(sm2neg), T(ssw), T(sm3neg), T(scw)),
	FS(0xe0000000, 0xf0000002, VALL, NM("add"), T(sm1sat), NM("f32"), SDST, T(sm2neg), SEO, NM("mul"), T(ssw), T(scw), SEC, T(sm3neg), SDST),
	FS(0xf0000000, 0xf1000002, VALL, NM("texauto"), T(sm1tex), STDST, TEX, SAMP, STSRC),
	FS(0xf1000000, 0xf1000002, VALL, NM("texfetch"), T(sm1tex), STDST, TEX, SAMP, STSRC),
	FS(0, 2, VALL, UNK, SDST, T(ssw), T(scw)),
	FS(0x90000002, 0xf0000002, VALL, NM("trap")),
	FS(0xb0000002, 0xf0000002, SM11, NM("brkpt")),
	FS(0, 0, VALL, UNK),

	/* control */
	FC(U64(0x0000000000000000), U64(0x00000000f0000000), FP, P, NM("discard")),
	FC(U64(0x0000000010000000), U64(0x00000000f0000000), VALL, P, NM("bra"), BTARG),
	FC(U64(0x0000000020000000), U64(0x00000000f0000000), VALL, IGNPRED, NM("call"), T(lim), CTARG),
	FC(U64(0x0000000030000000), U64(0x00000000f0000000), VALL, P, NM("ret")),
	FC(U64(0x0000000040000000), U64(0x00000000f0000000), VALL, IGNPRED, NM("breakaddr"), BTARG),
	FC(U64(0x0000000050000000), U64(0x00000000f0000000), VALL, P, NM("break")),
	FC(U64(0x0000000060000000), U64(0x00000000f0000000), VALL, IGNPRED, NM("quadon")),
	FC(U64(0x0000000070000000), U64(0x00000000f0000000), VALL, IGNPRED, NM("quadpop")),
	FC(U64(0x0000000080000000), U64(0x00004000f0000000), VALL, IGNPRED, NM("bar"), T(barinc), T(barwait), BAR, BARMASK),
	FC(U64(0x0000400080000000), U64(0x00004000f0000000), VALL, IGNPRED, NM("bar"), T(barinc), T(barwait), BAR, NM("all")),
	FC(U64(0x0000000090000000), U64(0x00000000f0000000), VALL, IGNPRED, NM("trap")),
	FC(U64(0x00000000a0000000), U64(0x00000000f0000000), VALL, IGNPRED, NM("joinat"), BTARG),
	FC(U64(0x00000000b0000000), U64(0x00000000f0000000), SM11, P, NM("brkpt")),
	FC(U64(0x00000000c0000000), U64(0x00000000f0000000), D3D101, IGNPRED, NM("bra"), T(lim), FCONST8),
	FC(U64(0x00000000d0000000), U64(0x00000000f0000000), D3D101, IGNPRED, NM("preret"), T(lim), BTARG),
	FC(0, 0, VALL, P, UNK, BTARG),

	/* long */
	FL(U64(0x0420000000000000), U64(0xe4200000f0000000), VP | GP, T(lane), NM("ld"), NM("b32"), LLDST, FATTR),
	FL(U64(0x2000000000000000), U64(0xe0000000f0000000), VALL, NM("mov"), LDST, COND),
	FL(U64(0x4000000000000000), U64(0xe0000000f0000000), VALL, NM("mov"), LDST, LAREG),
	FL(U64(0x6000000000000000), U64(0xe0000000f0000000), VALL, NM("mov"), LDST, SREG),
	FL(U64(0x80c0000000000000), U64(0xe0c00000f0000000), VALL, NM("st"), NM("b32"), FOUT32, LSRC3),
	FL(U64(0xa000000000000000), U64(0xe0000000f0000000), VALL, NM("mov"), CDST, LSRC, IGNCE),
	FL(U64(0xc000000000000000), U64(0xe0000000f0000000), VALL, NM("shl"), ADST, T(lsw), HSHCNT),
	FL(U64(0xe040000000000000), U64(0xe0400000f0000000), CP, NM("st"), NM("b8"), T(fs8), T(sstreg)),
	FL(U64(0xe000000000000000), U64(0xe4400000f0000000), CP, NM("st"), NM("b16"), T(fs16), T(sstreg)),
	FL(U64(0xe400000000000000), U64(0xe4400000f0000000), CP, NM("st"), T(unlock), NM("b32"), T(fs32), T(sstreg)),

	FL(U64(0x0000000010000000), U64(0xe4000000f0000000), VALL, T(lane), NM("mov"), T(lsfu), NM("b16"), LLHDST, T(lsh)),
	FL(U64(0x0400000010000000), U64(0xe4000000f0000000), VALL, T(lane), NM("mov"), T(lsfu), NM("b32"), LLDST, T(lsw)),
	FL(U64(0x2000000010000000), U64(0xe0000000f0000000), VALL, NM("ld"), T(csldreg), T(fcon)),
	FL(U64(0x4000000010000000), U64(0xe000c000f0000000), SM11 & CP, NM("ld"), T(csldreg), NM("u8"), T(fs8)),
	FL(U64(0x4000400010000000), U64(0xe000c000f0000000), SM11 & CP, NM("ld"), T(csldreg), NM("u16"), T(fs16)),
	FL(U64(0x4000800010000000), U64(0xe000c000f0000000), SM11 & CP, NM("ld"), T(csldreg), NM("s16"), T(fs16)),
	FL(U64(0x4000c00010000000), U64(0xe080c000f0000000), SM11 & CP, NM("ld"), T(csldreg), NM("b32"), T(fs32)),
	FL(U64(0x4080c00010000000), U64(0xe080c000f0000000), SM12 & CP, NM("ld"), NM("lock"), CDST, T(csldreg), NM("b32"), T(fs32), IGNCE),
	FL(U64(0x6000000010000200), U64(0xe0000000f0000600), SM12, NM("vote"), NM("any"), CDST, IGNCE),
	FL(U64(0x6000000010000400), U64(0xe0000000f0000600), SM12, NM("vote"), NM("all"), CDST, IGNCE),

	FL(U64(0x0000000020000000), U64(0xe4000000e0000000), VALL, T(addop), NM("b16"), T(m2sat), MCDST, LLHDST, T(lsh), T(lc3h), T(addcond)),
	FL(U64(0x0400000020000000), U64(0xe4000000e0000000), VALL, T(addop), NM("b32"), T(m2sat), MCDST, LLDST, T(lsw), T(lc3w), T(addcond)),
	FL(U64(0x6000000030000000), U64(0xe4000000f0000000), VALL, NM("set"), MCDST, LLHDST, T(seti), T(lm2us16), T(lsh), T(lc2h)),
	FL(U64(0x6400000030000000), U64(0xe4000000f0000000), VALL, NM("set"), MCDST, LLDST, T(seti), T(lm2us32), T(lsw), T(lc2w)),
	FL(U64(0x8000000030000000), U64(0xe4000000f0000000), VALL, NM("max"), T(lm2us16), MCDST, LLHDST, T(lsh), T(lc2h)),
	FL(U64(0x8400000030000000), U64(0xe4000000f0000000), VALL, NM("max"), T(lm2us32), MCDST, LLDST, T(lsw), T(lc2w)),
	FL(U64(0xa000000030000000), U64(0xe4000000f0000000), VALL, NM("min"), T(lm2us16), MCDST, LLHDST, T(lsh), T(lc2h)),
	FL(U64(0xa400000030000000), U64(0xe4000000f0000000), VALL, NM("min"), T(lm2us32), MCDST, LLDST, T(lsw), T(lc2w)),
	FL(U64(0xc000000030000000), U64(0xe4000000f0000000), VALL, NM("shl"), NM("b16"), MCDST, LLHDST, T(lsh), T(hshcnt)),
	FL(U64(0xc400000030000000), U64(0xe4000000f0000000), VALL, NM("shl"), NM("b32"), MCDST, LLDST, T(lsw), T(shcnt)),
	FL(U64(0xe000000030000000), U64(0xe4000000f0000000), VALL, NM("shr"), T(lm2us16), MCDST, LLHDST, T(lsh), T(hshcnt)),
	FL(U64(0xe400000030000000), U64(0xe4000000f0000000), VALL, NM("shr"), T(lm2us32), MCDST, LLDST, T(lsw), T(shcnt)),

	FL(U64(0x0000000040000000), U64(0xe0010000f0000000), VALL, NM("mul"), MCDST, LLDST, T(s31us16), T(lsh), T(s30us16), T(lc2h)),
	FL(U64(0x0001000040000000), U64(0xe0010000f0000000), VALL, NM("mul"), MCDST, LLDST, T(s30high), T(s31us24), T(lsw), T(lc2w)),
	FL(U64(0x0000000050000000), U64(0xe4000000f0000000), VALL, NM("sad"), MCDST, LLDST, T(lm2us16), T(lsh), T(lc2h), T(lc3w)),
	FL(U64(0x0400000050000000), U64(0xe4000000f0000000), VALL, NM("sad"), MCDST, LLDST, T(lm2us32), T(lsw), T(lc2w), T(lc3w)),

#define MAD(v, ...) FL(U64(v), U64(0xe0000000f0000000), VALL, T(addop2), __VA_ARGS__)
	MAD(0x0000000060000000, MCDST, LLDST, SEO, NM("mul"), NM("u16"), T(lsh), T(lc2h), SEC, T(lc3w), T(addcond2)),
	MAD(0x2000000060000000, MCDST, LLDST, SEO, NM("mul"), NM("s16"), T(lsh), T(lc2h), SEC, T(lc3w), T(addcond2)),
	MAD(0x4000000060000000, NM("sat"), MCDST, LLDST, SEO, NM("mul"), NM("s16"), T(lsh), T(lc2h), SEC, T(lc3w), T(addcond2)),
	MAD(0x6000000060000000, MCDST, LLDST, SEO, NM("mul"), NM("u24"), T(lsw), T(lc2w), SEC, T(lc3w), T(addcond2)),
	MAD(0x8000000060000000, MCDST, LLDST, SEO, NM("mul"), NM("s24"), T(lsw), T(lc2w), SEC, T(lc3w), T(addcond2)),
	MAD(0xa000000060000000, NM("sat"), MCDST, LLDST, SEO, NM("mul"), NM("s24"), T(lsw), T(lc2w), SEC, T(lc3w), T(addcond2)),
	MAD(0xc000000060000000, MCDST, LLDST, SEO, NM("mul"), NM("high"), NM("u24"), T(lsw), T(lc2w), SEC, T(lc3w), T(addcond2)),
	MAD(0xe000000060000000, MCDST, LLDST, SEO, NM("mul"), NM("high"), NM("s24"), T(lsw), T(lc2w), SEC, T(lc3w), T(addcond2)),
	MAD(0x0000000070000000, NM("sat"), MCDST, LLDST, SEO, NM("mul"), NM("high"), NM("s24"), T(lsw), T(lc2w), SEC, T(lc3w), T(addcond2)),

	FL(U64(0x0000000080000000), U64(0x00070000f0000000), FP, NM("interp"), LDST, LVAR),
	FL(U64(0x0001000080000000), U64(0x00070000f0000000), FP, NM("interp"), LDST, NM("cent"), LVAR),
	FL(U64(0x0002000080000000), U64(0x00070000f0000000), FP, NM("interp"), LDST, LVAR, T(m1neg), LSRC),
	FL(U64(0x0003000080000000), U64(0x00070000f0000000), FP, NM("interp"), LDST, NM("cent"), LVAR, T(m1neg), LSRC),
	FL(U64(0x0004000080000000), U64(0x00070000f0000000), FP, NM("interp"), LDST, NM("flat"), LVAR),

	FL(U64(0x0000000090000000), U64(0xe0000000f0000000), VALL, NM("rcp"), NM("f32"), LLDST, T(lfm1), LSRC),
	FL(U64(0x4000000090000000), U64(0xe0000000f0000000), VALL, NM("rsqrt"), NM("f32"), LLDST, T(lfm1), LSRC),
	FL(U64(0x6000000090000000), U64(0xe0000000f0000000), VALL, NM("lg2"), NM("f32"), LLDST, T(lfm1), LSRC),
	FL(U64(0x8000000090000000), U64(0xe0000000f0000000), VALL, NM("sin"), NM("f32"), LLDST, LSRC),
	FL(U64(0xa000000090000000), U64(0xe0000000f0000000), VALL, NM("cos"), NM("f32"), LLDST, LSRC),
	FL(U64(0xc000000090000000), U64(0xe0000000f0000000), VALL, NM("ex2"), NM("f32"), T(m2sat), LLDST, LSRC),

#define CVT(v, m, vm, ...) FL(U64(v), U64(m), vm, NM("cvt"), T(cvtmod), __VA_ARGS__)
	CVT(0xc0000000a0000000, 0xcc404000f0000000, VALL, T(s35sat), NM("f16"), MCDST, LLHDST, NM("f16"), T(lsh)),
	CVT(0xc8000000a0000000, 0xcc404000f0000000, VALL, T(s35sat), T(cvtrint), NM("f16"), MCDST, LLHDST, NM("f16"), T(lsh)),
	CVT(0xc0004000a0000000, 0xc4404000f0000000, VALL, T(s35sat), T(cvtrnd), NM("f16"), MCDST, LLHDST, NM("f32"), T(lsw)),
	CVT(0xc4004000a0000000, 0xcc404000f0000000, VALL, T(s35sat), NM("f32"), MCDST, LLDST, NM("f32"), T(lsw)),
	CVT(0xcc004000a0000000, 0xcc404000f0000000, VALL, T(s35sat), T(cvtrint), NM("f32"), MCDST, LLDST, NM("f32"), T(lsw)),
	CVT(0xc4000000a0000000, 0xc4404000f0000000, VALL, T(s35sat), NM("f32"), MCDST, LLDST, NM("f16"), T(lsh)),
	CVT(0xc0404000a0000000, 0xc4404000f0000000, FP64, T(cvtrnd), NM("f32"), MCDST, LLDST, NM("f64"), LDSRC),
	CVT(0xc4404000a0000000, 0xcc404000f0000000, FP64, NM("f64"), MCDST, LDDST, NM("f64"), LDSRC),
	CVT(0xcc404000a0000000, 0xcc404000f0000000, FP64, T(cvtrint), NM("f64"), MCDST, LDDST, NM("f64"), LDSRC),
	CVT(0xc4400000a0000000, 0xc4404000f0000000, FP64, NM("f64"), MCDST, LDDST, NM("f32"), T(lsw)),
	CVT(0x80000000a0000000, 0xcc404000f0000000, VALL, T(cvtrint), NM("u16"), MCDST, LLHDST, NM("f16"), T(lsh)),
	CVT(0x80004000a0000000, 0xcc404000f0000000, VALL, T(cvtrint), NM("u16"), MCDST, LLHDST, NM("f32"), T(lsw)),
	CVT(0x88000000a0000000, 0xcc404000f0000000, VALL, T(cvtrint), NM("s16"), MCDST, LLHDST, NM("f16"), T(lsh)),
	CVT(0x88004000a0000000, 0xcc404000f0000000, VALL, T(cvtrint), NM("s16"), MCDST, LLHDST, NM("f32"), T(lsw)),
	CVT(0x84000000a0000000, 0xcc404000f0000000, VALL, T(cvtrint), NM("u32"), MCDST, LLDST, NM("f16"), T(lsh)),
	CVT(0x84004000a0000000, 0xcc404000f0000000, VALL, T(cvtrint), NM("u32"), MCDST, LLDST, NM("f32"), T(lsw)),
	CVT(0x8c000000a0000000, 0xcc404000f0000000, VALL, T(cvtrint), NM("s32"), MCDST, LLDST, NM("f16"), T(lsh)),
	CVT(0x8c004000a0000000, 0xcc404000f0000000, VALL, T(cvtrint), NM("s32"), MCDST, LLDST, NM("f32"), T(lsw)),
	CVT(0x80404000a0000000, 0xcc404000f0000000, FP64, T(cvtrint), NM("u32"), MCDST, LLDST, NM("f64"), LDSRC),
	CVT(0x88404000a0000000, 0xcc404000f0000000, FP64, T(cvtrint), NM("s32"), MCDST, LLDST, NM("f64"), LDSRC),
	CVT(0x84400000a0000000, 0xcc404000f0000000, FP64, T(cvtrint), NM("u64"), MCDST, LDDST, NM("f32"), T(lsw)),
	CVT(0x84404000a0000000, 0xcc404000f0000000, FP64, T(cvtrint), NM("u64"), MCDST, LDDST, NM("f64"), LDSRC),
	CVT(0x8c400000a0000000, 0xcc404000f0000000, FP64, T(cvtrint), NM("s64"), MCDST, LDDST, NM("f32"), T(lsw)),
	CVT(0x8c404000a0000000, 0xcc404000f0000000, FP64, T(cvtrint), NM("s64"), MCDST, LDDST, NM("f64"), LDSRC),
	CVT(0x40000000a0000000, 0xc4400000f0000000, VALL, T(s35sat), T(cvtrnd), NM("f16"), MCDST, LLHDST, T(cvtiisrc)),
	CVT(0x44000000a0000000, 0xc4400000f0000000, VALL, T(s35sat), T(cvtrnd), NM("f32"), MCDST, LLDST, T(cvtiisrc)),
	CVT(0x44400000a0000000, 0xc4414000f0000000, FP64, T(s35sat), T(cvtrnd), NM("f64"), MCDST, LDDST, NM("u32"), T(lsw)),
	CVT(0x44410000a0000000, 0xc4414000f0000000, FP64, T(s35sat), T(cvtrnd), NM("f64"), MCDST, LDDST, NM("s32"), T(lsw)),
	CVT(0x40404000a0000000, 0xc4414000f0000000, FP64, T(s35sat), T(cvtrnd), NM("f32"), MCDST, LLDST, NM("u64"), LDSRC),
	CVT(0x40414000a0000000, 0xc4414000f0000000, FP64, T(s35sat), T(cvtrnd), NM("f32"), MCDST, LLDST, NM("s64"), LDSRC),
	CVT(0x44404000a0000000, 0xc4414000f0000000, FP64, T(s35sat), T(cvtrnd), NM("f64"), MCDST, LDDST, NM("u64"), LDSRC),
	CVT(0x44414000a0000000, 0xc4414000f0000000, FP64, T(s35sat), T(cvtrnd), NM("f64"), MCDST, LDDST, NM("s64"), LDSRC),
	CVT(0x00000000a0000000, 0xcc080000f0000000, VALL, NM("u16"), MCDST, LLHDST, T(cvtiisrc)),
	CVT(0x00080000a0000000, 0xcc080000f0000000, VALL, NM("u8"), MCDST, LLHDST, T(cvtiisrc)),
	CVT(0x04000000a0000000, 0xcc080000f0000000, VALL, NM("u32"), MCDST, LLDST, T(cvtiisrc)),
	CVT(0x04080000a0000000, 0xcc080000f0000000, VALL, NM("u8"), MCDST, LLDST, T(cvtiisrc)),
	CVT(0x08000000a0000000, 0xcc080000f0000000, VALL, NM("s16"), MCDST, LLHDST, T(cvtiisrc)),
	CVT(0x08080000a0000000, 0xcc080000f0000000, VALL, NM("s8"), MCDST, LLHDST, T(cvtiisrc)),
	CVT(0x0c000000a0000000, 0xcc080000f0000000, VALL, NM("s32"), MCDST, LLDST, T(cvtiisrc)),
	CVT(0x0c080000a0000000, 0xcc080000f0000000, VALL, NM("s8"), MCDST, LLDST, T(cvtiisrc)),

	FL(U64(0x00000000b0000000), U64(0xc0000000f0000000), VALL, NM("add"), T(o0sat), T(af32r), NM("f32"), MCDST, LLDST, T(m1neg), T(lsw), T(m2neg), T(lc3w)),
	FL(U64(0x60000000b0000000), U64(0xe0000000f0000000), VALL, NM("set"), MCDST, LLDST, T(setf), NM("f32"), T(lfm1), T(lsw), T(lfm2), T(lc2w)),
	FL(U64(0x80000000b0000000), U64(0xe0000000f0000000), VALL, NM("max"), NM("f32"), MCDST, LLDST, T(lfm1), T(lsw), T(lfm2), T(lc2w)),
	FL(U64(0xa0000000b0000000), U64(0xe0000000f0000000), VALL, NM("min"), NM("f32"), MCDST, LLDST, T(lfm1), T(lsw), T(lfm2), T(lc2w)),
	FL(U64(0xc0000000b0000000), U64(0xe0004000f0000000), VALL, NM("presin"), NM("f32"), LLDST, T(lfm1), T(lsw)),
	FL(U64(0xc0004000b0000000), U64(0xe0004000f0000000), VALL, NM("preex2"), NM("f32"), LLDST, T(lfm1), T(lsw)),

	FL(U64(0x00000000c0000000), U64(0xe0000000f0000000), VALL, NM("mul"), T(s36satg200), T(mf32r), NM("f32"), MCDST, LLDST, T(m1neg), T(lsw), T(m2neg), T(lc2w)),
	FL(U64(0x40000000c0000000), U64(0xc0000000f0000000), VALL, NM("slct"), NM("b32"), MCDST, LLDST, T(lsw), T(lc2w), NM("f32"), T(o0neg), T(lc3w)),
	FL(U64(0x80000000c0000000), U64(0xe0000000f0000000), VALL, NM("quadop"), NM("f32"), T(qop0), T(qop1), T(qop2), T(qop3), MCDST, LLDST, T(qs1), LSRC, LSRC3),

	FL(U64(0x00000000d0000000), U64(0xe4000000f0000000), VALL, T(logop), NM("b16"), MCDST, LLHDST, T(s32not), T(lsh), T(s33not), T(lc2h)),
	FL(U64(0x04000000d0000000), U64(0xe4000000f0000000), VALL, T(logop), NM("b32"), MCDST, LLDST, T(s32not), T(lsw), T(s33not), T(lc2w)),
	FL(U64(0x20000000d0000000), U64(0xe0000000f0000000), VALL, NM("add"), ADST, LAREG, OFFS),
	FL(U64(0x40000000d0000000), U64(0xe0000000f0000000), VALL, NM("ld"), T(ldstm), T(ldsto), T(local)),
	FL(U64(0x60000000d0000000), U64(0xe0000000f0000000), VALL, NM("st"), T(ldstm), T(local), T(ldsto)),
	FL(U64(0x80000000d0000000), U64(0xe0000000f0000000), CP, NM("ld"), T(ldstm), T(ldsto), GLOBAL),
	FL(U64(0xa0000000d0000000), U64(0xe0000000f0000000), CP, NM("st"), T(ldstm), GLOBAL, T(ldsto)),
	FL(U64(0xc0000000d0000000), U64(0xe0000000f0000000), SM11 & CP, NM("red"), T(redm), GLOBAL, T(ldsto)),
	FL(U64(0xe0000000d0000000), U64(0xe0000000f0000000), SM11 & CP, T(atomm), T(ldsto), GLOBAL2, T(ldsts2), T(mldsts3)),

	FL(U64(0x00000000e0000000), U64(0xc0000000f0000000), VALL, NM("add"), T(o0sat), NM("f32"), MCDST, LLDST, T(m1neg), SEO, NM("mul"), T(lsw), T(lc2w), SEC, T(m2neg), T(lc3w)),
	FL(U64(0x40000000e0000000), U64(0xe0000000f0000000), FP64, NM("fma"), T(mad64r), NM("f64"), MCDST, LDDST, T(m1neg), LDSRC, LDSRC2, T(m2neg), LDSRC3),
	FL(U64(0x60000000e0000000), U64(0xe0000000f0000000), FP64, NM("add"), T(af64r), NM("f64"), MCDST, LDDST, T(m1neg), LDSRC, T(m2neg), LDSRC3),
	FL(U64(0x80000000e0000000), U64(0xe0000000f0000000), FP64, NM("mul"), T(cvtrnd), NM("f64"), MCDST, LDDST, T(m1neg), LDSRC, LDSRC2),
	FL(U64(0xa0000000e0000000), U64(0xe0000000f0000000), FP64, NM("min"), NM("f64"), MCDST, LDDST, T(lfm1), LDSRC, T(lfm2), LDSRC2),
	FL(U64(0xc0000000e0000000), U64(0xe0000000f0000000), FP64, NM("max"), NM("f64"), MCDST, LDDST, T(lfm1), LDSRC, T(lfm2), LDSRC2),
	FL(U64(0xe0000000e0000000), U64(0xe0000000f0000000), FP64, NM("set"), MCDST, LLDST, T(setf), NM("f64"), T(lfm1), LDSRC, T(lfm2), LDSRC2),

#define TEXO TOFFX, TOFFY, TOFFZ
	FL(U64(0x00000000f0000000), U64(0xf0000000f9000000), VALL, NM("texauto"), T(texf), LTDST, TEX, SAMP, LTSRC, TEXO),
	FL(U64(0x00000000f8000000), U64(0xf0000000f9000000), VALL, NM("texauto"), NM("cube"), T(texf), LTDST, TEX, SAMP, LTSRC),
	FL(U64(0x00000000f1000000), U64(0xf0000000f1000000), VALL, NM("texfetch"), T(texf), LTDST, TEX, SAMP, LTSRC, TEXO),
	FL(U64(0x20000000f0000000), U64(0xf0000000f8000000), VALL, NM("texbias"), T(texf), LTDST, TEX, SAMP, LTSRC, TEXO),
	FL(U64(0x20000000f8000000), U64(0xf0000000f8000000), VALL, NM("texbias"), NM("cube"), T(texf), LTDST, TEX, SAMP, LTSRC),
	FL(U64(0x40000000f0000000), U64(0xf0000000f8000000), VALL, NM("texlod"), T(texf), LTDST, TEX, SAMP, LTSRC, TEXO),
	FL(U64(0x40000000f8000000), U64(0xf0000000f8000000), VALL, NM("texlod"), NM("cube"), T(texf), LTDST, TEX, SAMP, LTSRC),
	FL(U64(0x60000000f0000000), U64(0xf00f0000f0000000), VALL, NM("texsize"), T(texf), LTDST, TEX, SAMP, LDST),
	FL(U64(0x60010000f8000000), U64(0xf00f0000f8000000), D3D101, NM("texprep"), NM("cube"), T(texf), LTDST, TEX, SAMP, LTSRC),
	FL(U64(0x60020000f0000000), U64(0xf00f0000f8000000), D3D101, NM("texquerylod"), T(texf), LTDST, TEX, SAMP, LTSRC),
	FL(U64(0x60020000f8000000), U64(0xf00f0000f8000000), D3D101, NM("texquerylod"), NM("cube"), T(texf), LTDST, TEX, SAMP, LTSRC),
	FL(U64(0x80000000f0000000), U64(0xf0000000f1000000), VALL, NM("texcsaa"), T(texf), LTDST, TEX, SAMP, LTSRC, TEXO),
	FL(U64(0x80000000f1000000), U64(0xf0000000f9000000), D3D101, NM("texgather"), T(texf), LTDST, TEX, SAMP, LTSRC, TEXO),
	FL(U64(0x80000000f9000000), U64(0xf0000000f9000000), D3D101, NM("texgather"), NM("cube"), T(texf), LTDST, TEX, SAMP, LTSRC),
	FL(U64(0xc0000000f0000200), U64(0xe0000000f0000600), GP, NM("emit")),
	FL(U64(0xc0000000f0000400), U64(0xe0000000f0000600), GP, NM("restart")),
	FL(U64(0xe0000000f0000000), U64(0xe0000004f0000000), VALL, NM("nop")),
	FL(U64(0xe0000004f0000000), U64(0xe0000004f0000000), VALL, NM("pmevent"), PM),
	FL(0, 0, VALL, UNK, MCDST, LLDST, T(lsw), T(lc2w), T(lc3w)),

	/* immediate */
	FI(0x10000000, 0xf0008000, VALL, NM("mov"), NM("b16"), LHDST, IMM),
	FI(0x10008000, 0xf0008000, VALL, NM("mov"), NM("b32"), LDST, IMM),
	FI(0x20000000, 0xe0008000, VALL, T(addop), T(sm1sat), NM("b16"), SHDST, T(ish), IMM, T(addc0)),
	FI(0x20008000, 0xe0008000, VALL, T(addop), T(sm1sat), NM("b32"), SDST, T(isw), IMM, T(addc0)),
	FI(0x40000000, 0xf0400000, VALL, NM("mul"), SDST, T(sm2us16), T(ish), T(sm1us16), IMM),
	FI(0x40400000, 0xf0400000, VALL, NM("mul"), SDST, T(sm1high), T(sm2us24), T(isw), IMM),
	FI(0x60000000, 0xe0008100, VALL, T(addop), SDST, SEO, NM("mul"), NM("u16"), T(ish), IMM, SEC, SDST, T(addc0)),
	FI(0x60000100, 0xe0008100, VALL, T(addop), SDST, SEO, NM("mul"), NM("s16"), T(ish), IMM, SEC, SDST, T(addc0)),
	FI(0x60008000, 0xe0008100, VALL, T(addop), NM("sat"), SDST, SEO, NM("mul"), NM("s16"), T(ish), IMM, SEC, SDST, T(addc0)),
	FI(0x60008100, 0xe0008100, VALL, T(addop), SDST, SEO, NM("mul"), NM("u24"), T(isw), IMM, SEC, SDST, T(addc0)),
	FI(0xb0000000, 0xf0000000, VALL, NM("add"), T(sm1sat), NM("f32"), SDST, T(sm2neg), T(isw), T(sm3neg), IMM),
	FI(0xc0000000, 0xf0000000, VALL, NM("mul"), T(sm1satg200), NM("f32"), SDST, T(sm2neg), T(isw), T(sm3neg), IMM),
	FI(0xd0000000, 0xf0008100, VALL, NM("and"), NM("b32"), SDST, T(sm3not), T(isw), IMM),
	FI(0xd0000100, 0xf0008100, VALL, NM("or"), NM("b32"), SDST, T(sm3not), T(isw), IMM),
	FI(0xd0008000, 0xf0008100, VALL, NM("xor"), NM("b32"), SDST, T(sm3not), T(isw), IMM),
	FI(0xd0008100, 0xf0008100, VALL, NM("mov2"), NM("b32"), SDST, T(sm3not), T(isw), IMM),
	FI(0xe0000000, 0xf0000000, VALL, NM("add"), T(sm1sat), NM("f32"), SDST, T(sm2neg), SEO, NM("mul"), T(isw), IMM, SEC, T(sm3neg), SDST),
	FI(0, 0, VALL, UNK, SDST, T(isw), IMM),
};

/* clang-format on */

static struct isa_index g80_index;

const struct isa_def g80_isa = {
        .name = "g80",
        .forms = g80_forms,
        .nforms = ARRAY_SIZE(g80_forms),
        .maxlen = 8,
        .index = &g80_index,
        .group = 4,
        .long_align = true,
};

static const char *const g80_variant_names[] = {"g80", "g84", "g200", "mcp77", "gt215"};
static const char *const g80_type_names[] = {"vp", "gp", "fp", "cp"};

/* "VARIANT", ":TYPE" or "VARIANT:TYPE" (softgpu dis -V VARIANT -O TYPE). */
bool g80_parse_version(const char *name, unsigned *v)
{
	const char *colon = strchr(name, ':');
	size_t n = colon ? (size_t)(colon - name) : strlen(name);
	unsigned vi = 0, ti = 0;
	if (n) {
		for (vi = 1; vi <= 5; vi++)
			if (strlen(g80_variant_names[vi - 1]) == n &&
			    !strncmp(g80_variant_names[vi - 1], name, n))
				break;
		if (vi > 5)
			return false;
	}
	if (colon && colon[1]) {
		for (ti = 1; ti <= 4; ti++)
			if (!strcmp(g80_type_names[ti - 1], colon + 1))
				break;
		if (ti > 4)
			return false;
	}
	*v = vi * 5 + ti;
	return true;
}
