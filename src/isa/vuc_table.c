/* The vµc (VP2/VP3/VP4 video microcontroller of PBSP/PVLD/PPDEC, "vuc")
 * instruction forms: one instruction per code unit, the unit 40 bits on
 * VP2 (stored in 5 bytes) and 30 bits on VP3/VP4 (stored in 4); code
 * addresses and branch targets count units.
 *
 * Encodings: envytools envydis/vuc.c (f102b823) and docs/hw/vdec/vuc/
 * (isa.rst; the special registers in the io pages). envydis nests
 * its tables (root: the VP2 "rbra" prefix; op: the $p predicate of bit 29;
 * opnp: bits 26 and 28 both set pick the "special" opcodes of bits 0-7,
 * else the "binary" ones of bits 0-4); here every opcode row is a form
 * whose first atoms are the root and predicate choices, in envydis's row
 * order (the first matching row is printed and assembled). See
 * docs/hw/nv-isa.md. */
#include "isa/nv_isa.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* clang-format off */

#define VALL 0xfu
#define VP2 (1u << VUC_V_VP2)                         /* vp2op */
#define VP3 ((1u << VUC_V_VP3) | (1u << VUC_V_VP4))   /* vp3op: VP3 and VP4 */
#define VP4 (1u << VUC_V_VP4)                         /* vp4op */

#define U64(x) UINT64_C(x)
#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define UNK {.kind = ISA_UNK}
#define UNKN(s) {.kind = ISA_UNK, .str = (s)}
#define CHOICE(a) {.kind = ISA_CHOICE, .alts = (a), .nalts = ARRAY_SIZE(a)}
#define ALT(v, m, vm, ...) {.val = {(v)}, .mask = {(m)}, .vmask = (vm), .atoms = {__VA_ARGS__}}

/* $r0..$r15; $r0 reads as zero and prints as 0x0 */
#define GPR(p) {.kind = ISA_REG, .flags = ISA_ZERO0, .f = {(p), 4}, .str = "r"}
#define SRC1 GPR(8)
#define SRC2 GPR(12)
#define DST GPR(16)

/* the special registers, 6 bits: 4 in the register field, 2 in bits 24-25 */
static const struct isa_sym vuc_sreg_sr[] = {
	{0, "baddr", VP2, 0},
	{1, "bsel", VP2, 0},
	{2, "spidx", 0, 0},
	{3, "asel", VP2, 0},
	{3, "absel", VP3, 0},
	{4, "h2v", 0, 0},
	{5, "v2h", 0, 0},
	{6, "stat", 0, 0},
	{7, "parm", 0, 0},
	{8, "pc", 0, 0},
	{9, "cspos", 0, 0},
	{10, "cstop", 0, 0},
	{11, "rpitab", VP2, 0},
	{12, "lhi", 0, 0},
	{13, "llo", 0, 0},
	{14, "pred", 0, 0},
	{15, "icnt", 0, 0},
	{16, "mvxl0", 0, 0},
	{17, "mvyl0", 0, 0},
	{18, "mvxl1", 0, 0},
	{19, "mvyl1", 0, 0},
	{20, "refl0", 0, 0},
	{21, "refl1", 0, 0},
	{22, "rpil0", 0, 0},
	{23, "rpil1", 0, 0},
	{24, "mbflags", 0, 0},
	{25, "qpy", 0, 0},
	{26, "qpc", 0, 0},
	{27, "mbpart", 0, 0},
	{28, "mbxy", 0, 0},
	{29, "mbaddr", 0, 0},
	{30, "mbtype", 0, 0},
	{31, "submbtype", VP2, 0},
	{32, "amvxl0", 0, 0},
	{33, "amvyl0", 0, 0},
	{34, "amvxl1", 0, 0},
	{35, "amvyl1", 0, 0},
	{36, "arefl0", 0, 0},
	{37, "arefl1", 0, 0},
	{38, "arpil0", 0, 0},
	{39, "arpil1", 0, 0},
	{40, "ambflags", 0, 0},
	{41, "aqpy", VP2, 0},
	{42, "aqpc", VP2, 0},
	{48, "bmvxl0", 0, 0},
	{49, "bmvyl0", 0, 0},
	{50, "bmvxl1", 0, 0},
	{51, "bmvyl1", 0, 0},
	{52, "brefl0", 0, 0},
	{53, "brefl1", 0, 0},
	{54, "brpil0", 0, 0},
	{55, "brpil1", 0, 0},
	{56, "bmbflags", 0, 0},
	{57, "bqpy", 0, 0},
	{58, "bqpc", 0, 0},
	{0, NULL, 0, 0},
};
#define SRSRC {.kind = ISA_REG, .f = {8, 4, 24, 2}, .str = "sr", .syms = vuc_sreg_sr}
#define SRDST {.kind = ISA_REG, .f = {16, 4, 24, 2}, .str = "sr", .syms = vuc_sreg_sr}

/* $p0..$p15: $p1 is also $np0, $p15 (always true) prints as 0x1 */
static const struct isa_sym vuc_pred_sr[] = {{1, "np0", 0, 0}, {0, NULL, 0, 0}};
#define PREG(p) {.kind = ISA_REG, .flags = ISA_PT, .f = {(p), 4}, .str = "p", .syms = vuc_pred_sr}
#define PSRC1 PREG(8)
#define PSRC2 PREG(12)
#define PDST PREG(16)
#define PRED PREG(20)
/* VP2's rbra predicate: $p8..$p15, bits 30-32 plus 8 */
#define RBRPRED {.kind = ISA_REG, .flags = ISA_PT, .f = {30, 3}, .shl = 8, .str = "p",     \
                 .syms = vuc_pred_sr}

/* immediates */
#define IMM4 {.kind = ISA_IMM, .f = {12, 4}}
#define IMM6 {.kind = ISA_IMM, .f = {12, 4, 24, 2}}
#define IMM12 {.kind = ISA_IMM, .f = {8, 8, 20, 4}}
#define IMM14 {.kind = ISA_IMM, .f = {8, 8, 20, 6}}
/* absolute code unit address; VP2's rbra target: up to 63 units ahead */
#define BTARG {.kind = ISA_BTARG, .f = {8, 11}}
#define CTARG {.kind = ISA_CTARG, .f = {8, 11}}
#define RBRTARG {.kind = ISA_BTARG, .flags = ISA_PCREL, .f = {34, 6}}

/* memory operands of space s: [$src1 + imm] loads (long and short offset),
 * [$src1 + $src2] loads, [$src1 + imm] stores, [$dst + $src1 * 2] stores */
#define MEM(s, ...) {.kind = ISA_MEM, .flags = ISA_ZERO0, .str = (s), .str2 = "r", __VA_ARGS__}
#define LDI(s) MEM(s, .f = {8, 4}, .f2 = {12, 4, 20, 6})
#define LDIS(s) MEM(s, .f = {8, 4}, .f2 = {12, 4, 24, 2})
#define LDR(s) MEM(s, .f = {8, 4}, .f3 = {12, 4})
#define STI(s) MEM(s, .f = {8, 4}, .f2 = {16, 10})
#define STIS(s) MEM(s, .f = {8, 4}, .f2 = {16, 4, 24, 2})
#define STR(s) MEM(s, .f = {16, 4}, .f3 = {8, 4}, .shl2 = 1)

/* root: VP3+ has no prefix; VP2 has "[not] $pN rbra TARGET" unless bits
 * 30-39 are all set */
static const struct isa_alt c_root[] = {
	ALT(0, 0, VP3),
	ALT(U64(0xffc0000000), U64(0xffc0000000), VP2),
	ALT(0, U64(0x0200000000), VP2, RBRPRED, NM("rbra"), RBRTARG),
	ALT(U64(0x0200000000), U64(0x0200000000), VP2, NM("not"), RBRPRED, NM("rbra"), RBRTARG),
};

/* bit 29: predicated by bits 20-23 ($p15, always, prints nothing) */
static const struct isa_alt c_p[] = {
	ALT(0x00000000, 0x20000000, VALL),
	ALT(0x20f00000, 0x20f00000, VALL),
	ALT(0x20000000, 0x20000000, VALL, PRED),
};

/* bit 27, read and not printed by bra, call, wstc, wsts */
static const struct isa_alt c_ignimmf[] = {
	ALT(0x00000000, 0x08000000, VALL),
	ALT(0x08000000, 0x08000000, VALL),
};

/* the binary opcodes: bits 26 and 28 not both set */
static const struct isa_alt c_bop[] = {
	ALT(0x00000000, 0x14000000, VALL),
	ALT(0x04000000, 0x14000000, VALL),
	ALT(0x10000000, 0x14000000, VALL),
};

/* bit 28 (and not 26): the destination is a special register */
static const struct isa_alt c_dst[] = {
	ALT(0x00000000, 0x10000000, VALL, DST),
	ALT(0x10000000, 0x14000000, VALL, SRDST),
	ALT(0x14000000, 0x14000000, VALL, DST),
};

/* bit 26 (and not 28): source 1 is a special register */
static const struct isa_alt c_src1[] = {
	ALT(0x00000000, 0x04000000, VALL, SRC1),
	ALT(0x04000000, 0x14000000, VALL, SRSRC),
	ALT(0x14000000, 0x14000000, VALL, SRC1),
};

/* bit 27: source 2 is an immediate, 4 bits when bits 24-25 hold a special
 * register's top */
static const struct isa_alt c_src2[] = {
	ALT(0x00000000, 0x08000000, VALL, SRC2),
	ALT(0x08000000, 0x1c000000, VALL, IMM6),
	ALT(0x18000000, 0x1c000000, VALL, IMM4),
	ALT(0x0c000000, 0x1c000000, VALL, IMM4),
	ALT(0x1c000000, 0x1c000000, VALL, IMM6),
};

/* mov's source: a register or a long immediate */
static const struct isa_alt c_lsrc[] = {
	ALT(0x00000000, 0x08000000, VALL, SRC2),
	ALT(0x08000000, 0x18000000, VALL, IMM14),
	ALT(0x18000000, 0x18000000, VALL, IMM12),
};

/* the predicate written: bit 29 set, bits 16-19; clear, bits 20-23 */
static const struct isa_alt c_spdst[] = {
	ALT(0x20000000, 0x20000000, VALL, PDST),
	ALT(0x00000000, 0x20000000, VALL, PRED),
};

/* bits 5-7: how the result combines into the predicate (3: not written) */
static const struct isa_alt c_pdst[] = {
	ALT(0x00, 0xe0, VALL, NM("pand"), CHOICE(c_spdst)),
	ALT(0x20, 0xe0, VALL, NM("por"), CHOICE(c_spdst)),
	ALT(0x40, 0xe0, VALL, CHOICE(c_spdst)),
	ALT(0x60, 0x60, VALL),
	ALT(0x80, 0xe0, VALL, NM("pandn"), CHOICE(c_spdst)),
	ALT(0xa0, 0xe0, VALL, NM("porn"), CHOICE(c_spdst)),
	ALT(0xc0, 0xe0, VALL, NM("pnot"), CHOICE(c_spdst)),
};

static const struct isa_alt c_pnot1[] = {
	ALT(0, 8, VALL),
	ALT(8, 8, VALL, NM("not")),
};

static const struct isa_alt c_pnot2[] = {
	ALT(0, 4, VALL),
	ALT(4, 4, VALL, NM("not")),
};

#define ROOT CHOICE(c_root), CHOICE(c_p)
/* a binary opcode, bits 0-4 */
#define B(v, vm, o, ...)                                                                           \
	{.val = {(v)}, .mask = {0x1f}, .nval = 0x14000000, .nmask = 0x14000000, .vmask = (vm),   \
	 .op = (o), .atoms = {ROOT, CHOICE(c_bop), __VA_ARGS__}}
/* a special opcode, bits 0-7 (and m: more bits) with bits 26 and 28 set */
#define S(v, m, vm, o, ...)                                                                        \
	{.val = {(v) | 0x14000000}, .mask = {(m) | 0x14000000}, .vmask = (vm), .op = (o),          \
	 .atoms = {ROOT, __VA_ARGS__}}
#define SX(v, vm, o, ...) S(v, 0xff, vm, o, __VA_ARGS__)
#define PDSTC CHOICE(c_pdst)
#define DSTC CHOICE(c_dst)
#define S1 CHOICE(c_src1)
#define S2 CHOICE(c_src2)
/* loads and stores: register, long immediate, short immediate (bit 29
 * set: the predicate takes bits 20-23) offsets */
#define ST3(v, o, n, s)                                                                            \
	S(v, 0x080000ff, VALL, o, NM(n), STR(s), SRC2),                                            \
	S((v) | 0x08000000, 0x280000ff, VALL, o, NM(n), STI(s), SRC2),                             \
	S((v) | 0x28000000, 0x280000ff, VALL, o, NM(n), STIS(s), SRC2)
#define LD3(v, o, n, s)                                                                            \
	S(v, 0x080000ff, VALL, o, NM(n), DST, LDR(s)),                                             \
	S((v) | 0x08000000, 0x280000ff, VALL, o, NM(n), DST, LDI(s)),                              \
	S((v) | 0x28000000, 0x280000ff, VALL, o, NM(n), DST, LDIS(s))

static const struct isa_form vuc_forms[] = {
	/* control flow */
	SX(0x00, VALL, 1, NM("bra"), CHOICE(c_ignimmf), BTARG),
	SX(0x02, VALL, 2, NM("call"), CHOICE(c_ignimmf), CTARG),
	SX(0x03, VALL, 3, NM("ret")),
	SX(0x04, VALL, 4, NM("sleep")),
	SX(0x05, VALL, 5, NM("wstc"), CHOICE(c_ignimmf), IMM4),
	SX(0x06, VALL, 6, NM("wsts"), CHOICE(c_ignimmf), IMM4),
	/* special functions; the o2x ones are unknown (envydis "unko2x") */
	SX(0x20, VALL, 7, NM("clicnt")),
	SX(0x21, VALL, 8, UNKN("unko21")),
	SX(0x22, VALL, 9, UNKN("unko22")),
	SX(0x23, VALL, 10, UNKN("unko23")),
	SX(0x24, VALL, 11, NM("mbiread")),
	SX(0x25, VALL, 12, UNKN("unko25")),
	SX(0x26, VALL, 13, UNKN("unko26")),
	SX(0x28, VALL, 14, NM("mbinext")),
	SX(0x29, VALL, 15, NM("mvsread")),
	SX(0x2a, VALL, 16, NM("mvswrite")),
	SX(0x2b, VALL, 17, UNKN("unko2b")),
	SX(0x2c, VALL, 18, UNKN("unko2c")),
	/* predicates */
	S(0x40, 0xe3, VALL, 19, NM("and"), CHOICE(c_spdst), CHOICE(c_pnot1), PSRC1, CHOICE(c_pnot2), PSRC2),
	S(0x41, 0xe3, VALL, 20, NM("or"), CHOICE(c_spdst), CHOICE(c_pnot1), PSRC1, CHOICE(c_pnot2), PSRC2),
	S(0x42, 0xe3, VALL, 21, NM("xor"), CHOICE(c_spdst), CHOICE(c_pnot1), PSRC1, CHOICE(c_pnot2), PSRC2),
	S(0x43, 0xe3, VALL, 22, NM("nop")),
	/* memory */
	ST3(0x80, 23, "st", "D"),
	LD3(0x81, 24, "ld", "D"),
	LD3(0x83, 25, "ld", "PWT"),
	ST3(0x84, 26, "st", "VP"),
	LD3(0x89, 27, "ld", "MVSI"),
	ST3(0x8a, 28, "st", "MVSO"),
	ST3(0x8c, 29, "st6", "B6"),
	LD3(0x8d, 30, "ld6", "B6"),
	ST3(0x8e, 31, "st7", "B7"),
	LD3(0x8f, 32, "ld7", "B7"),
	/* long arithmetic */
	SX(0xa0, VALL, 33, NM("lmulu"), S1, S2),
	SX(0xa1, VALL, 34, NM("lmuls"), S1, S2),
	SX(0xa2, VALL, 35, NM("lsrr"), S2),
	SX(0xa4, VP3, 36, NM("ladd"), S2),
	SX(0xa8, VP3, 37, NM("lsar"), S2),
	SX(0xac, VP4, 38, NM("ldivu"), S2),
	S(0, 0, VALL, 0, UNK),

	/* data transfer */
	B(0x00, VALL, 39, NM("slct"), PDSTC, DSTC, PRED, S1, S2),
	B(0x01, VALL, 40, NM("mov"), PDSTC, DSTC, CHOICE(c_lsrc)),
	/* addition */
	B(0x04, VALL, 41, NM("add"), PDSTC, DSTC, S1, S2),
	B(0x05, VALL, 42, NM("sub"), PDSTC, DSTC, S1, S2),
	B(0x06, VP2, 43, NM("subr"), PDSTC, DSTC, S1, S2),
	B(0x06, VP3, 44, NM("avgs"), PDSTC, DSTC, S1, S2),
	B(0x07, VP3, 45, NM("avgu"), PDSTC, DSTC, S1, S2),
	/* comparisons */
	B(0x08, VALL, 46, NM("setgt"), PDSTC, S1, S2),
	B(0x09, VALL, 47, NM("setlt"), PDSTC, S1, S2),
	B(0x0a, VALL, 48, NM("seteq"), PDSTC, S1, S2),
	B(0x0b, VALL, 49, NM("setlep"), PDSTC, S1, S2),
	/* clips, misc */
	B(0x0c, VALL, 50, NM("clamplep"), PDSTC, DSTC, S1, S2),
	B(0x0d, VALL, 51, NM("clamps"), PDSTC, DSTC, S1, S2),
	B(0x0e, VALL, 52, NM("sext"), PDSTC, DSTC, S1, S2),
	B(0x0f, VP2, 53, NM("setzero"), PDSTC, S1, S2),
	B(0x0f, VP3, 54, NM("div2s"), PDSTC, DSTC, S1),
	/* bit manipulation */
	B(0x10, VALL, 55, NM("bset"), PDSTC, DSTC, S1, S2),
	B(0x11, VALL, 56, NM("bclr"), PDSTC, DSTC, S1, S2),
	B(0x12, VALL, 57, NM("btest"), PDSTC, S1, S2),
	/* shifts */
	B(0x14, VALL, 58, NM("hswap"), PDSTC, DSTC, S1),
	B(0x15, VALL, 59, NM("shl"), PDSTC, DSTC, S1, S2),
	B(0x16, VALL, 60, NM("shr"), PDSTC, DSTC, S1, S2),
	B(0x17, VALL, 61, NM("sar"), PDSTC, DSTC, S1, S2),
	/* bitwise */
	B(0x18, VALL, 62, NM("and"), PDSTC, DSTC, S1, S2),
	B(0x19, VALL, 63, NM("or"), PDSTC, DSTC, S1, S2),
	B(0x1a, VALL, 64, NM("xor"), PDSTC, DSTC, S1, S2),
	B(0x1b, VALL, 65, NM("not"), PDSTC, DSTC, S1, S2),
	/* misc */
	B(0x1c, VALL, 66, NM("lut"), PDSTC, DSTC, S1, S2),
	B(0x1d, VP3, 67, NM("min"), PDSTC, DSTC, S1, S2),
	B(0x1e, VP3, 68, NM("max"), PDSTC, DSTC, S1, S2),
	{.nval = 0x14000000, .nmask = 0x14000000, .vmask = VALL, .atoms = {ROOT, CHOICE(c_bop), UNK}},
};

/* clang-format on */

static struct isa_index vuc_index;

/* bytes per code unit by version: none (envydis refuses it: "Not enough
 * variant info specified"), VP2 40 bits, VP3/VP4 30 bits */
static const uint8_t vuc_vstride[VUC_NVERSIONS] = {0, 5, 4, 4};

const struct isa_def vuc_isa = {
        .name = "vuc",
        .forms = vuc_forms,
        .nforms = ARRAY_SIZE(vuc_forms),
        .maxlen = 5,
        .index = &vuc_index,
        .vstride = vuc_vstride,
        .one_unit = true,
};

const struct isa_variant vuc_variants[] = {
        {"vp2", VUC_V_VP2},
        {"vp3", VUC_V_VP3},
        {"vp4", VUC_V_VP4},
        {NULL, 0},
};

bool vuc_parse_version(const char *name, unsigned *v)
{
	return isa_variant_parse(vuc_variants, name, v);
}
