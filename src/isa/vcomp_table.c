/* The PVCOMP (VP3+ video compositor microcode) instruction forms: one
 * 32-bit instruction per code unit; code addresses and branch targets
 * count 32-bit words, as for ctx.
 *
 * Encodings: envytools envydis/vcomp.c (f102b823; the comments there on
 * sar/shl/exp2/div/mulsrr say what little is known of their semantics);
 * envydis's row order is kept: the first matching row is printed and
 * assembled. See docs/hw/nv-isa.md. */
#include "isa/nv_isa.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* clang-format off */

#define VALL 1u /* one version: envydis has no vcomp variants */

#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define UNK {.kind = ISA_UNK}
#define SEO {.kind = ISA_SEOPEN}
#define SEC {.kind = ISA_SECLOSE}
#define CHOICE(a) {.kind = ISA_CHOICE, .alts = (a), .nalts = ARRAY_SIZE(a)}
#define ALT(v, m, ...) {.val = {(v)}, .mask = {(m)}, .vmask = VALL, .atoms = {__VA_ARGS__}}

/* $r0..$r7 in bits 8-10, 11-13, 14-16 */
#define SRC1 {.kind = ISA_REG, .f = {8, 3}, .str = "r"}
#define SRC2 {.kind = ISA_REG, .f = {11, 3}, .str = "r"}
#define DST {.kind = ISA_REG, .f = {14, 3}, .str = "r"}
/* $p0..$p2 and $irq (3) in bits 8-9, 11-12, 14-15 */
static const struct isa_sym vcomp_pred_sr[] = {{3, "irq", 0, 0}, {0, NULL, 0, 0}};
#define PSRC1 {.kind = ISA_REG, .f = {8, 2}, .str = "p", .syms = vcomp_pred_sr}
#define PSRC2 {.kind = ISA_REG, .f = {11, 2}, .str = "p", .syms = vcomp_pred_sr}
#define PDST {.kind = ISA_REG, .f = {14, 2}, .str = "p", .syms = vcomp_pred_sr}
/* fixed registers: the predicate $p0 of bit 7, the memory index, the input FIFO */
#define PRED {.kind = ISA_REG, .str = "p0"}
#define MEMIDX {.kind = ISA_REG, .str = "memidx"}
#define IFIFO {.kind = ISA_REG, .str = "ififo"}
/* immediates: 6 bits at 17, 12 bits at 8-13 and 17-22 */
#define IMM {.kind = ISA_IMM, .f = {17, 6}}
#define LIMM {.kind = ISA_IMM, .f = {8, 6, 17, 6}}
/* absolute code word address, 8 bits at 8-13 and 17-18 */
#define BTARG {.kind = ISA_BTARG, .f = {8, 6, 17, 2}}
#define CTARG {.kind = ISA_CTARG, .f = {8, 6, 17, 2}}
/* bit 6 (the immediate flag) where no operand is an immediate: read, not printed */
#define IGNIMM {.kind = ISA_IGN, .f = {6, 1}}
/* memories: Mn[$memidx], D[$rN], D[imm], O[$rN], O[imm] */
#define MEMI(s) {.kind = ISA_MEM, .str = (s), .str2 = "memidx"}
#define MEMR(s) {.kind = ISA_MEM, .str = (s), .str2 = "r", .f = {11, 3}}
#define MEMO(s) {.kind = ISA_MEM, .str = (s), .f2 = {17, 6}}

static const struct isa_alt c_pdst[] = {
	ALT(0x000000, 0x010000, PDST),
	ALT(0x010000, 0x010000, NM("not"), PDST),
	ALT(0, 0, UNK),
};

static const struct isa_alt c_psrc1[] = {
	ALT(0x000000, 0x000400, PSRC1),
	ALT(0x000400, 0x000400, NM("not"), PSRC1),
	ALT(0, 0, UNK),
};

static const struct isa_alt c_psrc2[] = {
	ALT(0x000000, 0x002000, PSRC2),
	ALT(0x002000, 0x002000, NM("not"), PSRC2),
	ALT(0, 0, UNK),
};

/* bit 6: register or immediate */
static const struct isa_alt c_src2[] = {
	ALT(0x000000, 0x000040, SRC2),
	ALT(0x000040, 0x000040, IMM),
	ALT(0, 0, UNK),
};

static const struct isa_alt c_lsrc2[] = {
	ALT(0x000000, 0x000040, SRC2),
	ALT(0x000040, 0x000040, LIMM),
	ALT(0, 0, UNK),
};

/* bit 7: predicated on $p0 */
static const struct isa_alt c_pred[] = {
	ALT(0x000000, 0x000080),
	ALT(0x000080, 0x000080, PRED),
	ALT(0, 0, UNK),
};

/* load source, bits 8-10 */
static const struct isa_alt c_ldmem[] = {
	ALT(0x000000, 0x000700, IGNIMM, MEMI("M0")),
	ALT(0x000100, 0x000700, IGNIMM, MEMI("M1")),
	ALT(0x000200, 0x000700, IGNIMM, MEMI("M2")),
	ALT(0x000300, 0x000700, IGNIMM, MEMI("M3")),
	ALT(0x000400, 0x000740, MEMR("D")),
	ALT(0x000440, 0x000740, MEMO("D")),
	ALT(0x000600, 0x000700, IGNIMM, MEMIDX),
	ALT(0x000700, 0x000700, IGNIMM, IFIFO),
	ALT(0, 0, UNK),
};

/* store destination, bits 14-16 */
static const struct isa_alt c_stmem[] = {
	ALT(0x000000, 0x01c000, IGNIMM, MEMI("M0")),
	ALT(0x004000, 0x01c000, IGNIMM, MEMI("M1")),
	ALT(0x008000, 0x01c000, IGNIMM, MEMI("M2")),
	ALT(0x00c000, 0x01c000, IGNIMM, MEMI("M3")),
	ALT(0x010000, 0x01c040, MEMR("D")),
	ALT(0x010040, 0x01c040, MEMO("D")),
	ALT(0x014000, 0x01c040, MEMR("O")),
	ALT(0x014040, 0x01c040, MEMO("O")),
	ALT(0x018000, 0x01c000, IGNIMM, MEMIDX),
	ALT(0, 0, UNK),
};

#define F(v, o, ...)                                                                               \
	{.val = {(v)}, .mask = {0x3f}, .vmask = VALL, .len = 4, .op = (o), .atoms = {__VA_ARGS__}}
#define PR CHOICE(c_pred)

static const struct isa_form vcomp_forms[] = {
	F(0x00, 1, PR, NM("add"), DST, SRC1, CHOICE(c_src2)),
	F(0x01, 2, PR, NM("sub"), DST, SRC1, CHOICE(c_src2)),
	F(0x02, 3, PR, NM("sar"), DST, SRC1, CHOICE(c_src2)),
	F(0x03, 4, PR, NM("shl"), DST, SRC1, CHOICE(c_src2)),
	F(0x04, 5, PR, NM("and"), DST, SRC1, CHOICE(c_src2)),
	F(0x05, 6, PR, NM("or"), DST, SRC1, CHOICE(c_src2)),
	F(0x06, 7, PR, NM("xor"), DST, SRC1, CHOICE(c_src2)),
	F(0x07, 8, PR, NM("not"), DST, SRC1),
	F(0x08, 9, PR, NM("mov"), DST, CHOICE(c_lsrc2)),
	F(0x09, 10, PR, NM("hswap"), DST, SRC1),
	F(0x0a, 11, PR, NM("min"), DST, SRC1, CHOICE(c_src2)),
	F(0x0b, 12, PR, NM("max"), DST, SRC1, CHOICE(c_src2)),
	F(0x0c, 13, PR, NM("setgt"), CHOICE(c_pdst), SRC1, CHOICE(c_src2)),
	F(0x0d, 14, PR, NM("setlt"), CHOICE(c_pdst), SRC1, CHOICE(c_src2)),
	F(0x0e, 15, PR, NM("seteq"), CHOICE(c_pdst), SRC1, CHOICE(c_src2)),
	F(0x0f, 16, PR, NM("btest"), CHOICE(c_pdst), SRC1, CHOICE(c_src2)),
	F(0x10, 17, PR, NM("and"), CHOICE(c_pdst), CHOICE(c_psrc1), CHOICE(c_psrc2)),
	F(0x11, 18, PR, NM("or"), CHOICE(c_pdst), CHOICE(c_psrc1), CHOICE(c_psrc2)),
	F(0x12, 19, PR, NM("xor"), CHOICE(c_pdst), CHOICE(c_psrc1), CHOICE(c_psrc2)),
	F(0x13, 20, PR, NM("mov"), CHOICE(c_pdst), CHOICE(c_psrc1)),
	F(0x14, 21, PR, NM("set"), CHOICE(c_pdst)),
	F(0x15, 22, PR, NM("exp2"), DST, CHOICE(c_src2)),
	F(0x16, 23, PR, NM("exp2m1"), DST, CHOICE(c_src2)),
	F(0x20, 24, NM("ldu"), DST, CHOICE(c_ldmem)),
	F(0x21, 25, NM("lds"), DST, CHOICE(c_ldmem)),
	F(0x22, 26, NM("st"), CHOICE(c_stmem), SRC1),
	F(0x24, 27, NM("div"), DST, SRC1, CHOICE(c_src2)),
	F(0x25, 28, IGNIMM, NM("mulsrr"), DST, SRC1, SRC2, IMM),
	F(0x26, 29, IGNIMM, NM("sleep")),
	F(0x28, 30, IGNIMM, NM("bra"), BTARG),
	F(0x2a, 31, IGNIMM, SEO, NM("not"), PDST, SEC, NM("bra"), BTARG),
	F(0x2b, 32, IGNIMM, PDST, NM("bra"), BTARG),
	F(0x2c, 33, IGNIMM, NM("bra"), BTARG),
	F(0x2e, 34, IGNIMM, NM("call"), CTARG),
	F(0x2f, 35, IGNIMM, NM("ret")),
	{.vmask = VALL, .len = 4, .atoms = {UNK}},
};

/* clang-format on */

static struct isa_index vcomp_index;

const struct isa_def vcomp_isa = {
        .name = "vcomp",
        .forms = vcomp_forms,
        .nforms = ARRAY_SIZE(vcomp_forms),
        .maxlen = 4,
        .index = &vcomp_index,
        .stride = 4,
};

bool vcomp_parse_version(const char *name, unsigned *v)
{
	(void)name;
	(void)v;
	return false; /* envydis: vcomp has no variants */
}
