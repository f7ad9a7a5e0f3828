/* The VP1 (NV41:G84 video processor) instruction forms: one 32-bit
 * instruction per word, opcode in bits 24-31 (0x00-0x7f scalar, 0x80-0xbf
 * vector, 0xc0-0xdf address, 0xe0-0xff branch unit); code addresses count
 * words, branch targets aligned 4-word groups.
 *
 * Encodings: envytools envydis/vp1.c (f102b823; row order kept: the first
 * matching row is printed and assembled), docs/hw/vdec/vpe/pvp1/ and seed
 * 000 §2.11.1 (fields and opcode maps of the scalar, vector and address
 * units). envydis has no variants for VP1 (one version, 0). See
 * docs/hw/nv-isa.md. */
#include "isa/nv_isa.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* clang-format off */

#define VALL 0x1u

/* ------------------------------------------------------------ atoms */

#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define UNK {.kind = ISA_UNK}
#define UNKS(s) {.kind = ISA_UNK, .str = (s)}
#define SEO {.kind = ISA_SEOPEN}
#define SEC {.kind = ISA_SECLOSE}
#define DISCARD {.kind = ISA_DISCARD}
#define IGN(p, l) {.kind = ISA_IGN, .f = {(p), (l)}}
#define IMMF(p, l, fl, sh) {.kind = ISA_IMM, .flags = (fl), .f = {(p), (l)}, .shl = (sh)}
#define IMMF2(p, l, p2, l2, fl, sh)                                                              \
	{.kind = ISA_IMM, .flags = (fl), .f = {(p), (l), (p2), (l2)}, .shl = (sh)}
#define REG(s, p, l) {.kind = ISA_REG, .f = {(p), (l)}, .str = (s)}
#define REGS(s, p, l, sfx) {.kind = ISA_REG, .f = {(p), (l)}, .str = (s), .str2 = (sfx)}
#define REGY(s, p, l, sy) {.kind = ISA_REG, .f = {(p), (l)}, .str = (s), .syms = (sy)}
/* $r31 reads as zero: envydis prints it 0x0 (and envyas takes 0 for it) */
#define RREG(p) {.kind = ISA_REG, .flags = ISA_RZ, .f = {(p), 5}, .str = "r"}

/* register fields (seed 000 L14779-14808): DST 19-23, SRC1 14-18, SRC2
 * 9-13, SRC3 4-8; the $m files take bit 3 as their sixth bit */
#define ADST REG("a", 19, 5)
#define RDST RREG(19)
#define VDST REG("v", 19, 5)
#define VDSTQ REGS("v", 19, 5, "q")
#define DDST REG("d", 19, 3)
#define CDST REG("c", 19, 2)
#define LDST REG("l", 19, 2)
#define XDST REG("x", 19, 4)
#define MDST {.kind = ISA_REG, .f = {19, 5, 3, 1}, .str = "m"}
#define FDST REG("f", 19, 1)
#define SRDST REGY("sr", 19, 5, vp1_sregs)
#define MIDST REG("mi", 19, 5)
#define UCDST REGY("uc", 19, 5, vp1_ucregs)
#define SLDST REG("l", 19, 5)
#define ADSTD REGS("a", 19, 5, "d")
#define ASRC1 REG("a", 14, 5)
#define RSRC1 RREG(14)
#define VSRC1 REG("v", 14, 5)
#define VSRC1D REGS("v", 14, 5, "d")
#define VSRC1Q REGS("v", 14, 5, "q")
#define CSRC1 REG("c", 14, 2)
#define DSRC1 REG("d", 14, 3)
#define XSRC1 REG("x", 14, 4)
#define MSRC1 {.kind = ISA_REG, .f = {14, 5, 3, 1}, .str = "m"}
#define FSRC1 REG("f", 14, 1)
#define SRSRC1 REGY("sr", 14, 5, vp1_sregs)
#define MISRC1 REG("mi", 14, 5)
#define UCSRC1 REGY("uc", 14, 5, vp1_ucregs)
#define SLSRC1 REG("l", 14, 5)
#define ASRC1D REGS("a", 14, 5, "d")
#define ASRC2 REG("a", 9, 5)
#define RSRC2 RREG(9)
#define VSRC2 REG("v", 9, 5)
#define VSRC3 REG("v", 4, 5)
#define ASRC2D REGS("a", 9, 5, "d")
#define RSRC2D REGS("r", 9, 5, "d")
#define VSRC2D REGS("v", 9, 5, "d")
#define ASRC2Q REGS("a", 9, 5, "q")
#define RSRC2Q REGS("r", 9, 5, "q")
#define VSRC2Q REGS("v", 9, 5, "q")
#define CSRCP REG("c", 3, 2)
#define LSRCL REG("l", 3, 2)
#define CDSTP REG("c", 0, 2)
#define LDSTL REG("l", 0, 2)
#define VCDST REG("vc", 0, 2)
#define VC {.kind = ISA_REG, .str = "vc"}
#define VCIDX REG("vc", 19, 2)

/* immediates */
#define ABTARG {.kind = ISA_BTARG, .f = {0, 16}, .shl = 2}
/* bits 9-23 signed, times 4, added to the instruction's word address
 * rounded down to a multiple of 4 (envydis btargoff: shr 2, pcrel) */
#define PCR (ISA_SIGNED | ISA_PCREL | ISA_PCALIGN)
#define BTARG {.kind = ISA_BTARG, .flags = PCR, .f = {9, 15}, .shl = 2}
#define CTARG {.kind = ISA_CTARG, .flags = PCR, .f = {9, 15}, .shl = 2}
#define IMM16 IMMF(0, 16, 0, 0)
#define IMM IMMF(3, 11, ISA_SIGNED, 0) /* seed: "signed 13-bit"; 11 bits, as envydis */
#define UIMM IMMF(3, 11, 0, 0)
#define IMML IMMF(0, 19, ISA_SIGNED, 0)
#define IMMH IMMF(0, 16, 0, 16)
#define XDIMM IMMF(0, 13, 0, 0)
#define COMP IMMF(3, 2, 0, 0)
#define BITOP IMMF(3, 4, 0, 0)
#define CMPOP IMMF(19, 4, 0, 0)
#define BARU IMMF(3, 2, 0, 0)
#define BARW IMMF(20, 2, 0, 0)
#define BIMM IMMF(3, 8, 0, 0)
#define BIMMMUL IMMF2(9, 5, 0, 1, 0, 2) /* bits 9-13 and 0, times 4 */
#define BIMMBAD IMMF(0, 8, 0, 0)
#define SHIFT IMMF(5, 3, ISA_SIGNED, 0)
#define ALTSHIFT IMMF(11, 3, ISA_SIGNED, 0)
#define VCXFRM IMMF2(22, 2, 0, 1, 0, 0)
#define FACTOR1 IMMF(1, 9, ISA_SIGNED, 0)
#define FACTOR2 IMMF(10, 9, ISA_SIGNED, 0)

/* bits decoded and never printed */
#define IGNCE IGN(0, 2)
#define IGNCD IGN(0, 3)
#define IGNALL IGN(0, 24)
#define IGNDST IGN(19, 5)
#define IGNSRC1 IGN(14, 5)

static const struct isa_sym vp1_sregs[] = {
	{30, "tick", 0, 0},
	{31, "csreq", 0, 0},
	{0, NULL, 0, 0},
};

static const struct isa_sym vp1_ucregs[] = {
	{16, "uccfg", 0, 0},
	{0, NULL, 0, 0},
};

/* ------------------------------------------------------------ choices */

#define AL(v, m, ...) {.val = {(v)}, .mask = {(m)}, .vmask = VALL, .atoms = {__VA_ARGS__}}
#define T(t) {.kind = ISA_CHOICE, .alts = c_##t, .nalts = ARRAY_SIZE(c_##t)}
#define B(n) (UINT64_C(1) << (n))
/* envydis F(): bit clear a, set b; F1(): clear nothing, set b */
#define CF(n, bit, a, b) static const struct isa_alt c_##n[] = {                                  \
		AL(0, B(bit), a), AL(B(bit), B(bit), b)}
#define CF1(n, bit, b) static const struct isa_alt c_##n[] = {                                    \
		AL(0, B(bit)), AL(B(bit), B(bit), b)}

CF1(intr, 16, NM("intr"));
CF(mcdst, 2, CDSTP, IGNCE);
CF(vcdst, 2, VCDST, IGNCE);
static const struct isa_alt c_xdimm[] = {AL(0, B(13), XDIMM), AL(B(13), B(13))};
CF(barldsti, 19, NM("st"), NM("ld"));
CF(barldstr, 0, NM("st"), NM("ld"));
CF(s2vmode, 0, NM("factor"), NM("mask"));
CF(signop, 28, NM("s"), NM("u"));
CF(sign1, 2, NM("u"), NM("s"));
CF(sign2, 1, NM("u"), NM("s"));
CF(signs, 9, NM("u"), NM("s"));
CF(signd, 12, NM("u"), NM("s"));
CF1(lrp2x, 10, NM("xor"));
CF1(vawrite, 11, NM("va"));
CF(rnd, 8, NM("rd"), NM("rn"));
CF(altrnd, 9, NM("rd"), NM("rn"));
CF(fi, 3, NM("fract"), NM("int"));
CF(hilo, 4, NM("hi"), NM("lo"));
CF(vcflag, 21, NM("sf"), NM("zf"));
CF(vcsel, 2, NM("sf"), NM("zf"));
CF(swz, 3, NM("lo"), NM("hi"));

/* The $c flag a condition tests, bits 5-8 (seed 000 L14654-14662: 0 sign,
 * 1 zero, 2 bit 19, 3 bit 20 differs from src1, 4 bit 20, 5 bit 21, 6 bit
 * 19 (G80), 7 bit 18 (G80); 8-10 the address unit's flags), with the $c
 * register in bits 3-4. */
static const struct isa_alt c_pred[] = {
	AL(0x000, 0x1e0, CSRCP, NM("sf")),
	AL(0x020, 0x1e0, CSRCP, NM("zf")),
	AL(0x040, 0x1e0, CSRCP, NM("b19")),
	AL(0x060, 0x1e0, CSRCP, NM("b20d")),
	AL(0x080, 0x1e0, CSRCP, NM("b20")),
	AL(0x0a0, 0x1e0, CSRCP, NM("b21")),
	AL(0x0c0, 0x1e0, CSRCP, NM("b19a")),
	AL(0x0e0, 0x1e0, CSRCP, NM("b18")),
	AL(0x100, 0x1e0, CSRCP, NM("asf")),
	AL(0x120, 0x1e0, CSRCP, NM("azf")),
	AL(0x140, 0x1e0, CSRCP, NM("aef")),
	AL(0x160, 0x1e0, CSRCP, UNKS("unk11")),
	AL(0x180, 0x1e0, CSRCP, UNKS("unk12")),
	AL(0x1a0, 0x1e0, CSRCP, NM("lzf")),
	AL(0x1c0, 0x1e0, CSRCP, NM("false")),
	AL(0x1e0, 0x1e0, CSRCP, NM("true")),
};

/* The second source of the scalar, vector and address ops: SRC2 as is
 * (condition 0x1c0), or "(slct $cN COND SRC2d)": a pair of registers
 * picked by a flag (b20 picks within a quad). envydis's one row per
 * condition is split in two levels here (an alternative holds 4 atoms). */
#define SLCTCOND(n, s)                                                                         \
	static const struct isa_alt c_slctc_##n[] = {                                          \
		AL(0x000, 0x1e0, NM("sf"), REGS(s, 9, 5, "d"), SEC),                           \
		AL(0x020, 0x1e0, NM("zf"), REGS(s, 9, 5, "d"), SEC),                           \
		AL(0x040, 0x1e0, NM("b19"), REGS(s, 9, 5, "d"), SEC),                          \
		AL(0x060, 0x1e0, NM("b20d"), REGS(s, 9, 5, "d"), SEC),                         \
		AL(0x080, 0x1e0, NM("b20"), REGS(s, 9, 5, "q"), SEC),                          \
		AL(0x0a0, 0x1e0, NM("b21"), REGS(s, 9, 5, "d"), SEC),                          \
		AL(0x0c0, 0x1e0, NM("b19a"), REGS(s, 9, 5, "d"), SEC),                         \
		AL(0x0e0, 0x1e0, NM("b18"), REGS(s, 9, 5, "d"), SEC),                          \
		AL(0x100, 0x1e0, NM("asf"), REGS(s, 9, 5, "d"), SEC),                          \
		AL(0x120, 0x1e0, NM("azf"), REGS(s, 9, 5, "d"), SEC),                          \
		AL(0x140, 0x1e0, NM("aef"), REGS(s, 9, 5, "d"), SEC),                          \
		AL(0x160, 0x1e0, UNKS("unk11"), REGS(s, 9, 5, "d"), SEC),                      \
		AL(0x180, 0x1e0, UNKS("unk12"), REGS(s, 9, 5, "d"), SEC),                      \
		AL(0x1a0, 0x1e0, NM("lzf"), REGS(s, 9, 5, "d"), SEC),                          \
		AL(0x1e0, 0x1e0, NM("true"), REGS(s, 9, 5, "d"), SEC),                         \
	}
/* s: the register file; fl: ISA_RZ for $r (plain $r31 is 0x0, $r31d not) */
#define SLCTOP(n, s, fl)                                                                       \
	SLCTCOND(n, s);                                                                        \
	static const struct isa_alt c_##n[] = {                                                \
		AL(0x1c0, 0x1e0, {.kind = ISA_REG, .flags = (fl), .f = {9, 5}, .str = (s)}),   \
		AL(0, 0, SEO, NM("slct"), CSRCP, T(slctc_##n)),                                \
	}

SLCTOP(aslctop, "a", 0);
SLCTOP(slctop, "r", ISA_RZ);
SLCTOP(vslctop, "v", 0);

/* ------------------------------------------------------------ forms */

/* op: the opcode byte of the row */
#define F(v, m, ...)                                                                              \
	{.val = {(v)}, .mask = {(m)}, .vmask = VALL, .len = 4, .op = (uint16_t)((v) >> 24),        \
	 .atoms = {__VA_ARGS__}}

/* the vector multiply family: sign, rounding, fract/int, shift, hi/lo */
#define VMOD T(signop), T(rnd), T(fi), SHIFT, T(hilo)
#define VMOD2 T(signop), T(s2vmode), T(rnd), T(fi), SHIFT, T(hilo)

static const struct isa_form vp1_forms[] = {
	/* scalar unit, bytewise (SIMD u8) ops */
	F(0x01000000, 0xef000000, NM("bmul"), T(rnd), T(signop), RDST, T(sign1), RSRC1, T(sign2), RSRC2),
	F(0x02000000, 0xef000000, NM("bmula"), T(rnd), T(signop), RDST, T(sign1), RSRC1, T(sign2), RSRC2),
	F(0x04000000, 0xff000000, NM("bvecmad"), RSRC1, RSRC2Q, T(pred), VCIDX, T(vcflag), VCXFRM),
	F(0x05000000, 0xff000000, NM("bvecmadsel"), RSRC1, RSRC2Q, T(pred), VCIDX, T(vcflag), VCXFRM),
	F(0x08000000, 0xef000000, NM("bmin"), T(signop), RDST, T(mcdst), RSRC1, T(slctop)),
	F(0x09000000, 0xef000000, NM("bmax"), T(signop), RDST, T(mcdst), RSRC1, T(slctop)),
	F(0x0a000000, 0xef000000, NM("babs"), T(signop), RDST, T(mcdst), RSRC1),
	F(0x0b000000, 0xef000000, NM("bneg"), T(signop), RDST, T(mcdst), RSRC1),
	F(0x0c000000, 0xef000000, NM("badd"), T(signop), RDST, T(mcdst), RSRC1, T(slctop)),
	F(0x0d000000, 0xef000000, NM("bsub"), T(signop), RDST, T(mcdst), RSRC1, T(slctop)),
	F(0x0e000000, 0xef000000, NM("bshr"), T(signop), RDST, T(mcdst), RSRC1, T(slctop)),
	F(0x0f000000, 0xff000000, NM("bvec"), RSRC1, VCIDX, T(vcflag), VCXFRM),
	F(0x21000000, 0xef000000, NM("bmul"), T(rnd), T(signop), RDST, T(sign1), RSRC1, T(sign2), BIMMMUL),
	F(0x22000000, 0xef000000, NM("bmula"), T(rnd), T(signop), RDST, T(sign1), RSRC1, T(sign2), BIMMBAD),
	F(0x24000000, 0xff000000, NM("vec"), FACTOR1, FACTOR2, VCIDX, T(vcflag), VCXFRM),
	F(0x25000000, 0xff000000, NM("band"), RDST, RSRC1, BIMM),
	F(0x26000000, 0xff000000, NM("bor"), RDST, RSRC1, BIMM),
	F(0x27000000, 0xff000000, NM("bxor"), RDST, RSRC1, BIMM),
	F(0x28000000, 0xef000000, NM("bmin"), T(signop), RDST, T(mcdst), RSRC1, BIMM),
	F(0x29000000, 0xef000000, NM("bmax"), T(signop), RDST, T(mcdst), RSRC1, BIMM),
	F(0x2a000000, 0xef000000, NM("babs"), T(signop), RDST, T(mcdst), RSRC1),
	F(0x2b000000, 0xef000000, NM("bneg"), T(signop), RDST, T(mcdst), RSRC1),
	F(0x2c000000, 0xef000000, NM("badd"), T(signop), RDST, T(mcdst), RSRC1, BIMM),
	F(0x2d000000, 0xef000000, NM("bsub"), T(signop), RDST, T(mcdst), RSRC1, BIMM),
	F(0x2e000000, 0xef000000, NM("bshr"), T(signop), RDST, T(mcdst), RSRC1, BIMM),
	/* scalar unit, 32-bit ops */
	F(0x41000000, 0xef000000, NM("mul"), RDST, T(mcdst), RSRC1, T(slctop)),
	/* bitop: the 4-bit truth table in bits 3-6 (seed 000 ch. 1 bitop) */
	F(0x42000008, 0xff000078, NM("nor"), RDST, T(mcdst), RSRC1, RSRC2),
	F(0x42000010, 0xff000078, NM("and"), RDST, T(mcdst), NM("not"), RSRC1, RSRC2),
	F(0x42000020, 0xff000078, NM("and"), RDST, T(mcdst), RSRC1, NM("not"), RSRC2),
	F(0x42000030, 0xff000078, NM("xor"), RDST, T(mcdst), RSRC1, RSRC2),
	F(0x42000038, 0xff000078, NM("nand"), RDST, T(mcdst), RSRC1, RSRC2),
	F(0x42000040, 0xff000078, NM("and"), RDST, T(mcdst), RSRC1, RSRC2),
	F(0x42000048, 0xff000078, NM("nxor"), RDST, T(mcdst), RSRC1, RSRC2),
	F(0x42000058, 0xff000078, NM("or"), RDST, T(mcdst), NM("not"), RSRC1, RSRC2),
	F(0x42000068, 0xff000078, NM("or"), RDST, T(mcdst), RSRC1, NM("not"), RSRC2),
	F(0x42000070, 0xff000078, NM("or"), RDST, T(mcdst), RSRC1, RSRC2),
	F(0x42000000, 0xff000000, NM("bitop"), BITOP, RDST, T(mcdst), RSRC1, RSRC2),
	F(0x45000000, 0xff000000, NM("vecms"), RSRC1, VCIDX, T(vcflag), VCXFRM),
	F(0x48000000, 0xef000000, NM("min"), RDST, T(mcdst), RSRC1, T(slctop)),
	F(0x49000000, 0xef000000, NM("max"), RDST, T(mcdst), RSRC1, T(slctop)),
	/* abs is also 0x7a (the row below): the first row assembles */
	F(0x4a000000, 0xef000000, NM("abs"), RDST, T(mcdst), RSRC1),
	F(0x4b000000, 0xef000000, NM("neg"), RDST, T(mcdst), RSRC1),
	F(0x4c000000, 0xef000000, NM("add"), RDST, T(mcdst), RSRC1, T(slctop)),
	F(0x4d000000, 0xef000000, NM("sub"), RDST, T(mcdst), RSRC1, T(slctop)),
	F(0x4e000000, 0xff000000, NM("sar"), RDST, T(mcdst), RSRC1, T(slctop)),
	F(0x4f000000, 0xff000000, NM("snop"), IGNALL),
	F(0x5e000000, 0xff000000, NM("shr"), RDST, T(mcdst), RSRC1, T(slctop)),
	F(0x61000000, 0xef000000, NM("mul"), RDST, T(mcdst), RSRC1, IMM),
	F(0x62000000, 0xff000000, NM("and"), RDST, T(mcdst), RSRC1, IMM),
	F(0x63000000, 0xff000000, NM("xor"), RDST, T(mcdst), RSRC1, IMM),
	F(0x64000000, 0xff000000, NM("or"), RDST, T(mcdst), RSRC1, IMM),
	F(0x65000000, 0xff000000, NM("mov"), RDST, IMML),
	F(0x68000000, 0xef000000, NM("min"), RDST, T(mcdst), RSRC1, IMM),
	F(0x69000000, 0xef000000, NM("max"), RDST, T(mcdst), RSRC1, IMM),
	/* mov to (0x6a) and from (0x6b) the other register files, picked by
	 * bits 3-7 */
	F(0x6a000000, 0xff0000e0, NM("mov"), VDST, COMP, RSRC1, IGNCD),
	F(0x6a000040, 0xff0000f8, NM("mov"), SRDST, RSRC1, IGNCD),
	F(0x6a000048, 0xff0000f8, NM("mov"), MIDST, RSRC1, IGNCD),
	F(0x6a000050, 0xff0000f8, NM("mov"), UCDST, RSRC1, IGNCD),
	F(0x6a000058, 0xff0000f8, NM("mov"), SLDST, RSRC1, IGNCD),
	F(0x6a000060, 0xff0000f8, NM("mov"), ADST, RSRC1, IGNCD),
	F(0x6a0000a0, 0xff0000f0, NM("mov"), MDST, RSRC1, IGNCD),
	F(0x6a0000b0, 0xff0000f8, NM("mov"), DDST, RSRC1, IGNCD),
	F(0x6a0000b8, 0xff0000f8, NM("mov"), FDST, RSRC1, IGNCD),
	F(0x6a0000c0, 0xff0000f8, NM("mov"), XDST, RSRC1, IGNCD),
	F(0x6b000000, 0xff0000e0, NM("mov"), RDST, VSRC1, COMP, IGNCD),
	F(0x6b000040, 0xff0000f8, NM("mov"), RDST, SRSRC1, IGNCD),
	F(0x6b000048, 0xff0000f8, NM("mov"), RDST, MISRC1, IGNCD),
	F(0x6b000050, 0xff0000f8, NM("mov"), RDST, UCSRC1, IGNCD),
	F(0x6b000058, 0xff0000f8, NM("mov"), RDST, SLSRC1, IGNCD),
	F(0x6b000060, 0xff0000f8, NM("mov"), RDST, ASRC1, IGNCD),
	F(0x6b000068, 0xff0000f8, NM("mov"), RDST, CSRC1, IGNCD),
	F(0x6b0000a0, 0xff0000f0, NM("mov"), RDST, MSRC1, IGNCD),
	F(0x6b0000b0, 0xff0000f8, NM("mov"), RDST, DSRC1, IGNCD),
	F(0x6b0000b8, 0xff0000f8, NM("mov"), RDST, FSRC1, IGNCD),
	F(0x6b0000c0, 0xff0000f8, NM("mov"), RDST, XSRC1, IGNCD),
	F(0x6c000000, 0xef000000, NM("add"), RDST, T(mcdst), RSRC1, IMM),
	F(0x6d000000, 0xef000000, NM("sub"), RDST, T(mcdst), RSRC1, IMM),
	F(0x6e000000, 0xff000000, NM("sar"), RDST, T(mcdst), RSRC1, IMM),
	F(0x75000000, 0xff000000, NM("sethi"), RDST, IMMH),
	F(0x7a000000, 0xff000000, NM("abs"), RDST, T(mcdst), RSRC1),
	F(0x7b000000, 0xff000000, NM("neg"), RDST, T(mcdst), RSRC1),
	F(0x7e000000, 0xff000000, NM("shr"), RDST, T(mcdst), RSRC1, IMM),
	/* vector unit: multiplies into $va (# when not written back) */
	F(0x80000000, 0xff000000, NM("vmul"), VMOD, DISCARD, T(sign1), VSRC1, T(sign2), VSRC2),
	F(0xa0000000, 0xff000000, NM("vmul"), VMOD, DISCARD, T(sign1), VSRC1, T(sign2), BIMMMUL),
	F(0xb0000000, 0xff000000, NM("vmul"), VMOD, DISCARD, T(sign1), VSRC1, T(sign2), BIMMBAD),
	F(0x81000000, 0xef000000, NM("vmul"), VMOD, VDST, T(sign1), VSRC1, T(sign2), VSRC2),
	F(0xa1000000, 0xef000000, NM("vmul"), VMOD, VDST, T(sign1), VSRC1, T(sign2), BIMMMUL),
	F(0x82000000, 0xef000000, NM("vmac"), VMOD, VDST, T(sign1), VSRC1, T(sign2), VSRC2),
	F(0xa2000000, 0xef000000, NM("vmac"), VMOD, VDST, T(sign1), VSRC1, T(sign2), BIMMMUL),
	F(0x83000000, 0xef000000, NM("vmac"), VMOD, DISCARD, T(sign1), VSRC1, T(sign2), VSRC2),
	F(0xa3000000, 0xff000000, NM("vmac"), VMOD, DISCARD, T(sign1), VSRC1, T(sign2), BIMMMUL),
	F(0x84000000, 0xff000000, NM("vmad2"), VMOD2, DISCARD, T(sign1), VSRC1D, T(sign2), VSRC2),
	F(0x85000000, 0xef000000, NM("vmad2"), VMOD2, VDST, T(sign1), VSRC1D, T(sign2), VSRC2),
	F(0x86000000, 0xff000000, NM("vmac2"), VMOD2, DISCARD, T(sign1), VSRC1D),
	F(0x96000000, 0xff000000, NM("vmac2"), VMOD2, DISCARD, T(sign1), VSRC1, VSRC3),
	F(0xa6000000, 0xff000000, NM("vmac2"), VMOD2, DISCARD, T(sign1), VSRC1, VSRC3),
	F(0x87000000, 0xef000000, NM("vmac2"), VMOD2, VDST, T(sign1), VSRC1D),
	F(0xa7000000, 0xff000000, NM("vmac2"), VMOD2, VDST, T(sign1), VSRC1, VSRC3),
	F(0xb3000000, 0xff000000, NM("vlrp2"), T(signd), T(vawrite), T(rnd), SHIFT, VDST, T(signs), T(lrp2x), VSRC1Q, CSRCP, VCDST, T(vcsel)),
	F(0xb4000000, 0xff000000, NM("vlrp4a"), T(rnd), SHIFT, DISCARD, VSRC1Q, CSRCP, VCDST, T(vcsel)),
	F(0xb5000000, 0xff000000, NM("vlrpf"), T(rnd), SHIFT, DISCARD, VSRC1Q, CSRCP, VSRC2, VCDST, T(vcsel)),
	F(0xb6000000, 0xff000000, NM("vlrp4b"), NM("u"), T(altrnd), ALTSHIFT, VDST, VSRC1Q, CSRCP, T(pred), VCDST, T(vcsel)),
	F(0xb7000000, 0xff000000, NM("vlrp4b"), NM("s"), T(altrnd), ALTSHIFT, VDST, VSRC1Q, CSRCP, T(pred), VCDST, T(vcsel)),
	/* vector unit: SIMD u8/s8 arithmetic, $vc flags written to bits 0-1 */
	F(0x88000000, 0xef000000, NM("vmin"), T(signop), VDST, T(vcdst), VSRC1, VSRC2),
	F(0x89000000, 0xef000000, NM("vmax"), T(signop), VDST, T(vcdst), VSRC1, VSRC2),
	F(0x8a000000, 0xef000000, NM("vabs"), T(signop), VDST, T(vcdst), VSRC1),
	F(0x8b000000, 0xff000000, NM("vneg"), T(signop), VDST, T(vcdst), VSRC1),
	F(0x8c000000, 0xef000000, NM("vadd"), T(signop), VDST, T(vcdst), VSRC1, VSRC2),
	F(0x8d000000, 0xef000000, NM("vsub"), T(signop), VDST, T(vcdst), VSRC1, VSRC2),
	F(0x8e000000, 0xef000000, NM("vshr"), T(signop), VDST, T(vcdst), VSRC1, VSRC2),
	F(0x8f000000, 0xff000000, NM("vcmpad"), CMPOP, T(vcdst), VSRC1D, T(vslctop)),
	F(0x90000000, 0xff000000, NM("vlrp"), T(rnd), SHIFT, VDST, VSRC1D, VSRC2),
	F(0x94000008, 0xff000078, NM("vnor"), VDST, T(vcdst), VSRC1, VSRC2),
	F(0x94000010, 0xff000078, NM("vand"), VDST, T(vcdst), NM("not"), VSRC1, VSRC2),
	F(0x94000020, 0xff000078, NM("vand"), VDST, T(vcdst), VSRC1, NM("not"), VSRC2),
	F(0x94000030, 0xff000078, NM("vxor"), VDST, T(vcdst), VSRC1, VSRC2),
	F(0x94000038, 0xff000078, NM("vnand"), VDST, T(vcdst), VSRC1, VSRC2),
	F(0x94000040, 0xff000078, NM("vand"), VDST, T(vcdst), VSRC1, VSRC2),
	F(0x94000048, 0xff000078, NM("vnxor"), VDST, T(vcdst), VSRC1, VSRC2),
	F(0x94000058, 0xff000078, NM("vor"), VDST, T(vcdst), NM("not"), VSRC1, VSRC2),
	F(0x94000068, 0xff000078, NM("vor"), VDST, T(vcdst), VSRC1, NM("not"), VSRC2),
	F(0x94000070, 0xff000078, NM("vor"), VDST, T(vcdst), VSRC1, VSRC2),
	F(0x94000000, 0xff000000, NM("vbitop"), BITOP, VDST, T(vcdst), VSRC1, VSRC2),
	F(0x9b000000, 0xff000000, NM("vswz"), VDST, VSRC1, VSRC2, T(swz), VSRC3),
	F(0x9f000000, 0xff000000, NM("vadd9"), VDST, T(vcdst), VSRC1, VSRC2, VSRC3),
	F(0xa4000000, 0xff000000, NM("vclip"), VDST, T(vcdst), VSRC1, VSRC2, VSRC3),
	F(0xa5000000, 0xff000000, NM("vminabs"), VDST, T(vcdst), VSRC1, VSRC2),
	F(0xa8000000, 0xef000000, NM("vmin"), T(signop), VDST, T(vcdst), VSRC1, BIMM),
	F(0xa9000000, 0xef000000, NM("vmax"), T(signop), VDST, T(vcdst), VSRC1, BIMM),
	F(0xac000000, 0xef000000, NM("vadd"), T(signop), VDST, T(vcdst), VSRC1, BIMM),
	F(0xbd000000, 0xff000000, NM("vsub"), T(signop), VDST, T(vcdst), VSRC1, BIMM),
	F(0xae000000, 0xef000000, NM("vshr"), T(signop), VDST, T(vcdst), VSRC1, BIMM),
	F(0xaa000000, 0xff000000, NM("vand"), VDST, T(vcdst), VSRC1, BIMM),
	F(0xab000000, 0xff000000, NM("vxor"), VDST, T(vcdst), VSRC1, BIMM),
	F(0xaf000000, 0xff000000, NM("vor"), VDST, T(vcdst), VSRC1, BIMM),
	F(0xba000000, 0xff000000, NM("mov"), VDST, T(vcdst), VSRC1),
	F(0xbb000000, 0xff000000, NM("mov"), VDST, VC),
	F(0xad000000, 0xff000000, NM("vmov"), VDST, T(vcdst), BIMM),
	F(0xbf000000, 0xff000000, NM("vnop"), IGNALL),
	/* address unit: data store loads and stores (h/v/s/x access patterns),
	 * $a arithmetic, the xfer (DMA) unit */
	F(0xc0000000, 0xff000000, NM("ldavh"), VDST, T(mcdst), ASRC1, T(aslctop)),
	F(0xc1000000, 0xff000000, NM("ldavv"), VDST, T(mcdst), ASRC1, T(aslctop)),
	F(0xc2000000, 0xff000000, NM("ldas"), RDST, T(mcdst), ASRC1, T(aslctop)),
	F(0xc3000000, 0xff000000, NM("xdld"), ADST, ASRC1D, T(xdimm)),
	F(0xc4000000, 0xff000000, NM("stavh"), VSRC1, T(mcdst), ADST, T(aslctop)),
	F(0xc5000000, 0xff000000, NM("stavv"), VSRC1, T(mcdst), ADST, T(aslctop)),
	F(0xc6000000, 0xff000000, NM("stas"), RSRC1, T(mcdst), ADST, T(aslctop)),
	F(0xc7000000, 0xff000000, NM("xdst"), ADSTD, ASRC1, T(xdimm)),
	F(0xc8000000, 0xff000000, NM("ldaxh"), VDSTQ, T(mcdst), ASRC1, T(aslctop)),
	F(0xc9000000, 0xff000000, NM("ldaxv"), VDSTQ, T(mcdst), ASRC1, T(aslctop)),
	F(0xca000000, 0xff000000, NM("aadd"), ADST, T(mcdst), T(aslctop), IGNSRC1),
	F(0xcb000000, 0xff000000, NM("add"), ADST, T(mcdst), ASRC1, T(aslctop)),
	F(0xcc000000, 0xff000000, NM("setlo"), ADST, IMM16),
	F(0xcd000000, 0xff000000, NM("sethi"), ADST, IMMH),
	F(0xce000000, 0xff010000, NM("xdbar"), T(barldsti), BARW, BARU),
	F(0xce010000, 0xff010000, NM("xdbar"), T(barldstr), ADST, BARU),
	F(0xcf000000, 0xff010000, NM("xdwait"), T(barldsti), BARW, BARU),
	F(0xcf010000, 0xff010000, NM("xdwait"), T(barldstr), ADST, BARU),
	F(0xd0000000, 0xff000000, NM("ldavh"), VDST, T(mcdst), ASRC1, IMM),
	F(0xd1000000, 0xff000000, NM("ldavv"), VDST, T(mcdst), ASRC1, IMM),
	F(0xd2000000, 0xff000000, NM("ldas"), RDST, T(mcdst), ASRC1, IMM),
	F(0xd3000008, 0xff000078, NM("nor"), ADST, T(mcdst), ASRC1, ASRC2),
	F(0xd3000010, 0xff000078, NM("and"), ADST, T(mcdst), NM("not"), ASRC1, ASRC2),
	F(0xd3000020, 0xff000078, NM("and"), ADST, T(mcdst), ASRC1, NM("not"), ASRC2),
	F(0xd3000030, 0xff000078, NM("xor"), ADST, T(mcdst), ASRC1, ASRC2),
	F(0xd3000038, 0xff000078, NM("nand"), ADST, T(mcdst), ASRC1, ASRC2),
	F(0xd3000040, 0xff000078, NM("and"), ADST, T(mcdst), ASRC1, ASRC2),
	F(0xd3000048, 0xff000078, NM("nxor"), ADST, T(mcdst), ASRC1, ASRC2),
	F(0xd3000058, 0xff000078, NM("or"), ADST, T(mcdst), NM("not"), ASRC1, ASRC2),
	F(0xd3000068, 0xff000078, NM("or"), ADST, T(mcdst), ASRC1, NM("not"), ASRC2),
	F(0xd3000070, 0xff000078, NM("or"), ADST, T(mcdst), ASRC1, ASRC2),
	F(0xd3000000, 0xff000000, NM("bitop"), BITOP, ADST, T(mcdst), ASRC1, ASRC2),
	F(0xd4000000, 0xff000000, NM("stavh"), VSRC1, T(mcdst), ADST, IMM),
	F(0xd5000000, 0xff000000, NM("stavv"), VSRC1, T(mcdst), ADST, IMM),
	F(0xd6000000, 0xff000000, NM("stas"), RSRC1, T(mcdst), ADST, IMM),
	F(0xd7000000, 0xff000001, NM("ldr"), VDST, ASRC1, VSRC2),
	F(0xd7000001, 0xff000001, NM("star"), VSRC1, ADST, T(aslctop)),
	F(0xd8000000, 0xff000000, NM("ldvh"), VDST, T(mcdst), ASRC1, UIMM),
	F(0xd9000000, 0xff000000, NM("ldvv"), VDST, T(mcdst), ASRC1, UIMM),
	F(0xda000000, 0xff000000, NM("lds"), RDST, T(mcdst), ASRC1, UIMM),
	F(0xdc000000, 0xff000000, NM("stvh"), VSRC1, T(mcdst), ADST, UIMM),
	F(0xdd000000, 0xff000000, NM("stvv"), VSRC1, T(mcdst), ADST, UIMM),
	F(0xde000000, 0xff000000, NM("sts"), RSRC1, T(mcdst), ADST, UIMM),
	F(0xdf000000, 0xff000000, NM("anop"), IGNALL),
	/* branch unit: condition 0x1e0 with $c0 ("true") is not printed */
	F(0xe00001e0, 0xff0001f8, NM("bra"), T(mcdst), BTARG),
	F(0xe0000000, 0xff000000, NM("bra"), T(mcdst), T(pred), BTARG),
	F(0xe10001e0, 0xff0001f8, NM("bra"), NM("loop"), LDSTL, T(mcdst), LSRCL, BTARG),
	F(0xe1000000, 0xff000000, NM("bra"), NM("loop"), LDSTL, T(mcdst), LSRCL, T(pred), BTARG),
	F(0xe2000000, 0xff000000, NM("bra"), T(mcdst), NM("not"), T(pred), BTARG),
	F(0xe3000000, 0xff000000, NM("bra"), NM("loop"), LDSTL, T(mcdst), LSRCL, NM("not"), T(pred), BTARG),
	F(0xe40001e0, 0xff0001f8, NM("call"), T(mcdst), CTARG),
	F(0xe4000000, 0xff000000, NM("call"), T(mcdst), T(pred), CTARG),
	/* envydis: the loop calls' targets are branch targets (B), not C */
	F(0xe50001e0, 0xff0001f8, NM("call"), NM("loop"), LDSTL, T(mcdst), LSRCL, BTARG),
	F(0xe5000000, 0xff000000, NM("call"), NM("loop"), LDSTL, T(mcdst), LSRCL, T(pred), BTARG),
	F(0xe6000000, 0xff000000, NM("call"), T(mcdst), NM("not"), T(pred), CTARG),
	F(0xe7000000, 0xff000000, NM("call"), NM("loop"), LDSTL, T(mcdst), LSRCL, NM("not"), T(pred), BTARG),
	F(0xe8000000, 0xff000000, NM("ret"), T(mcdst), IGNALL),
	F(0xea000000, 0xff000000, NM("abra"), IGNDST, ABTARG),
	F(0xef000000, 0xff000000, NM("bnop"), IGNALL),
	F(0xf0000000, 0xff000000, NM("mov"), LDST, CDST, IMM16),
	F(0xff000000, 0xff000000, NM("exit"), IGNDST, T(intr), IMM16),
	F(0, 0, UNK),
};

/* clang-format on */

static struct isa_index vp1_index;

const struct isa_def vp1_isa = {
        .name = "vp1",
        .forms = vp1_forms,
        .nforms = ARRAY_SIZE(vp1_forms),
        .maxlen = 4,
        .index = &vp1_index,
        .index_bit = 24, /* the opcode byte */
        .stride = 4,
};

bool vp1_parse_version(const char *name, unsigned *v)
{
	/* envydis has no -V for vp1 */
	(void)name;
	(void)v;
	return false;
}
