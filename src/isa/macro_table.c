/* The GF100+ PGRAPH macro processor (MME, "Macro Method Expander") ISA:
 * one 32-bit instruction per word; code addresses and branch targets count
 * words, as envydis -m macro prints them.
 *
 * Encodings: envytools envydis/macro.c (the value/mask rows and their
 * order: the first matching row is printed and assembled), Mesa
 * src/nouveau/mme/mme_fermi.xml (the field names). The semantics live in
 * src/nv/maxwell/mme.c; see docs/hw/maxwell.md "MME" and docs/hw/nv-isa.md. */
#include "isa/nv_isa.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* clang-format off */

#define VALL 0x1u

#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define UNK {.kind = ISA_UNK}
#define SEO {.kind = ISA_SEOPEN}
#define SEC {.kind = ISA_SECLOSE}
/* $r1..$r7; $r0 reads as zero and prints as 0x0 (envydis SR_ZERO) */
#define REG(pos) {.kind = ISA_REG, .str = "r", .f = {(pos), 3}, .flags = ISA_ZERO0}
#define REG1 REG(8)  /* destination */
#define REG2 REG(11) /* source A */
#define REG3 REG(14) /* source B */
/* the signed 18-bit immediate, bits 14..31 */
#define MIMM {.kind = ISA_IMM, .f = {14, 18}, .flags = ISA_SIGNED}
/* branch target: the instruction's own word address plus the immediate */
#define BTARG {.kind = ISA_BTARG, .f = {14, 18}, .flags = ISA_SIGNED | ISA_PCREL}
#define BFSRCPOS {.kind = ISA_IMM, .f = {17, 5}}
#define BFSZ {.kind = ISA_IMM, .f = {22, 5}}
#define BFDSTPOS {.kind = ISA_IMM, .f = {27, 5}}
#define CHOICE(a) {.kind = ISA_CHOICE, .alts = (a), .nalts = ARRAY_SIZE(a)}
#define ALT(v, m, ...) {.val = {(v)}, .mask = {(m)}, .vmask = VALL, .atoms = {__VA_ARGS__}}

/* bit 7: the macro ends after the next instruction (its delay slot) */
static const struct isa_alt c_exit[] = {
	ALT(0x00, 0x80),
	ALT(0x80, 0x80, NM("exit")),
};

/* bits 4..6: what happens to the result; REG1 in bits 8..10 */
static const struct isa_alt c_dst[] = {
	ALT(0x00, 0x070, NM("parm"), REG1, NM("ign")),
	ALT(0x10, 0x070, NM("mov"), REG1),
	ALT(0x20, 0x770, NM("maddr")),
	ALT(0x20, 0x070, NM("maddr"), REG1),
	ALT(0x30, 0x070, NM("parm"), REG1, NM("send")),
	ALT(0x40, 0x770, NM("send")),
	ALT(0x40, 0x070, NM("send"), REG1),
	ALT(0x50, 0x070, NM("parm"), REG1, NM("maddr")),
	ALT(0x60, 0x770, NM("parmsend"), NM("maddr")),
	ALT(0x60, 0x070, NM("parmsend"), NM("maddr"), REG1),
	ALT(0x70, 0x770, NM("maddrsend")),
	ALT(0x70, 0x070, NM("maddrsend"), REG1),
	ALT(0, 0, UNK),
};
#define DST CHOICE(c_dst)

/* bit 5 of a branch: no delay slot */
static const struct isa_alt c_annul[] = {
	ALT(0x20, 0x20, NM("annul")),
	ALT(0x00, 0x20),
};

#define F(v, m, o, ...)                                                                            \
	{.val = {(v)}, .mask = {(m)}, .vmask = VALL, .len = 4, .op = (o),                          \
	 .atoms = {CHOICE(c_exit), __VA_ARGS__}}

static const struct isa_form macro_forms[] = {
	/* opcode 0, ALU operation in bits 17..21 */
	F(0x00000000, 0x003e0007, MACRO_OP_ALU, DST, SEO, NM("add"), REG2, REG3, SEC),
	F(0x00020000, 0x003e0007, MACRO_OP_ALU, DST, SEO, NM("adc"), REG2, REG3, SEC),
	F(0x00040000, 0x003e0007, MACRO_OP_ALU, DST, SEO, NM("sub"), REG2, REG3, SEC),
	F(0x00060000, 0x003e0007, MACRO_OP_ALU, DST, SEO, NM("sbb"), REG2, REG3, SEC),
	F(0x00100000, 0x003e0007, MACRO_OP_ALU, DST, SEO, NM("xor"), REG2, REG3, SEC),
	F(0x00120000, 0x003e0007, MACRO_OP_ALU, DST, SEO, NM("or"), REG2, REG3, SEC),
	F(0x00140000, 0x003e0007, MACRO_OP_ALU, DST, SEO, NM("and"), REG2, REG3, SEC),
	F(0x00160000, 0x003e0007, MACRO_OP_ALU, DST, SEO, NM("andn"), REG2, REG3, SEC),
	F(0x00180000, 0x003e0007, MACRO_OP_ALU, DST, SEO, NM("nand"), REG2, REG3, SEC),
	/* opcode 1, add immediate, and its special spellings */
	F(0x00000011, 0xffffffff, MACRO_OP_ADDI, NM("nop")),
	F(0x00000091, 0xffffffff, MACRO_OP_ADDI), /* "exit" alone */
	F(0x00000001, 0xfffff87f, MACRO_OP_ADDI, NM("parm"), REG1),
	F(0x00000001, 0x00003807, MACRO_OP_ADDI, DST, MIMM),
	F(0x00000001, 0xffffc007, MACRO_OP_ADDI, DST, REG2),
	F(0x00000001, 0x00000007, MACRO_OP_ADDI, DST, SEO, NM("add"), REG2, MIMM, SEC),
	/* 2..4: bitfields */
	F(0x00000002, 0x00000007, MACRO_OP_EXTRINSRT, DST, SEO, NM("extrinsrt"), REG2, REG3,
	  BFSRCPOS, BFSZ, BFDSTPOS, SEC),
	F(0x00000003, 0x00000007, MACRO_OP_EXTRSHL_SRC, DST, SEO, NM("extrshl"), REG3, REG2, BFSZ,
	  BFDSTPOS, SEC),
	F(0x00000004, 0x00000007, MACRO_OP_EXTRSHL_DST, DST, SEO, NM("extrshl"), REG3, BFSRCPOS,
	  BFSZ, REG2, SEC),
	/* 5: state read into REG1 */
	F(0x00000015, 0x00003877, MACRO_OP_READ, NM("read"), REG1, MIMM),
	F(0x00000015, 0x00000077, MACRO_OP_READ, NM("read"), REG1, SEO, NM("add"), REG2, MIMM,
	  SEC),
	/* 7: branches on REG2 zero (bit 4 clear) or not zero */
	F(0x00000007, 0x00003817, MACRO_OP_BRANCH, NM("bra"), CHOICE(c_annul), BTARG),
	F(0x00000007, 0x00000017, MACRO_OP_BRANCH, NM("braz"), CHOICE(c_annul), REG2, BTARG),
	F(0x00000017, 0x00000017, MACRO_OP_BRANCH, NM("branz"), CHOICE(c_annul), REG2, BTARG),
	/* anything else: opcode 6, read with another destination, ALU 4..7, 13.. */
	F(0, 0, 0, DST, UNK, REG2),
};

/* clang-format on */

static struct isa_index macro_index;

const struct isa_def macro_isa = {
        .name = "macro",
        .forms = macro_forms,
        .nforms = ARRAY_SIZE(macro_forms),
        .maxlen = 4,
        .index = &macro_index,
        .stride = 4,
};

bool macro_parse_version(const char *name, unsigned *v)
{
	(void)name;
	*v = 0;
	return false; /* envydis has no variants for it */
}
