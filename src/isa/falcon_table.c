/* The falcon instruction forms: the one table behind fuc_decode, the
 * disassembler and the assembler.
 *
 * Encodings: seed 000 §2.10 (L12200-12364, the opcode tables are garbled
 * there) and envytools envydis/falcon.c, whose row order we keep because it
 * decides which spelling the disassembler prints and which encoding the
 * assembler picks. See docs/hw/falcon-isa.md. Register fields by bit
 * position: R8 = bits 8..11, R12 = bits 12..15, R20 = bits 20..23, R0 =
 * bits 0..3 (v5 short forms). */
#include "isa/falcon_priv.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* The tables are laid out by hand, one form per line where it fits. */
/* clang-format off */

/* ------------------------------------------------------------ atoms */

#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define NMR(s, r) {.kind = ISA_NAME, .str = (s), .role = (r)}
#define UNK {.kind = ISA_UNK}
/* an encoding envydis names only by its opcode (U("fa/7") prints unkfa/7) */
#define UNKN(s) {.kind = ISA_UNK, .str = (s)}
#define REG(pos, r) {.kind = ISA_REG, .role = (r), .f = {(pos), 4}, .str = "r"}
#define SREG(pos) {.kind = ISA_REG, .role = FR_SREG, .f = {(pos), 4}, .str = "s", .syms = fuc_sregs}
#define SP {.kind = ISA_REG, .str = "sp"}
#define FLAGS {.kind = ISA_REG, .str = "flags"}
#define PRED(pos) {.kind = ISA_REG, .f = {(pos), 3}, .str = "p"}
#define CREG(pos) {.kind = ISA_REG, .f = {(pos), 3}, .str = "c"}
#define IMMF(pos, len, fl, sh, r)                                                                  \
	{.kind = ISA_IMM, .role = (r), .flags = (fl), .shl = (sh), .f = {(pos), (len)}}
#define IMM8 IMMF(16, 8, 0, 0, FR_IMM)
#define IMM16 IMMF(16, 16, 0, 0, FR_IMM)
#define IMM8S IMMF(16, 8, ISA_SIGNED, 0, FR_IMM)
#define IMM16S IMMF(16, 16, ISA_SIGNED, 0, FR_IMM)
#define IMM16W IMMF(16, 16, ISA_WRAP, 0, FR_IMM)
#define RAWIMM(pos, len) {.kind = ISA_RAWIMM, .role = FR_IMM, .f = {(pos), (len)}}
#define CHOICE(a, r) {.kind = ISA_CHOICE, .role = (r), .alts = (a), .nalts = ARRAY_SIZE(a)}
#define MEMRI(sp, base, sh) {.kind = ISA_MEM, .role = FR_MEM, .str = (sp), .str2 = "r",           \
		.f = {(base), 4}, .f2 = {16, 8}, .shl = (sh)}
#define MEMSPI(sh) {.kind = ISA_MEM, .role = FR_MEM, .str = "D", .str2 = "sp", .f2 = {16, 8},     \
		.shl = (sh)}
#define MEMRR(sp, base, idx, sh) {.kind = ISA_MEM, .role = FR_MEM, .str = (sp), .str2 = "r",      \
		.f = {(base), 4}, .f3 = {(idx), 4}, .shl2 = (sh)}
#define MEMSPR(sh) {.kind = ISA_MEM, .role = FR_MEM, .str = "D", .str2 = "sp", .f3 = {8, 4},      \
		.shl2 = (sh)}
#define MEMR(sp) {.kind = ISA_MEM, .role = FR_MEM, .str = (sp), .str2 = "r", .f = {12, 4}}

/* Version masks (envydis feature names in comments). */
#define VALL FUC_VM_ALL
#define V0 FUC_VM_V0           /* fuc0op */
#define V3P FUC_VM_V3P         /* fuc3op */
#define V4P FUC_VM_V4P         /* fuc4op */
#define V5P FUC_VM_V5P         /* fuc5op */
#define V6P FUC_VM_V6          /* fuc6op */
#define VOLD FUC_VM_OLD        /* fucold: gone in v5 */
#define V3OLD (FUC_VM_V3 | FUC_VM_V4)

const struct isa_sym fuc_sregs[] = {
	{0, "iv0", 0, 0},
	{1, "iv1", 0, 0},
	{3, "tv", 0, 0},
	{4, "sp", 0, 0},
	{5, "pc", 0, 0},
	{6, "xcbase", 0, 0},
	{7, "xdbase", 0, 0},
	{8, "flags", 0, 0},
	{9, "cx", 0, FUC_FEAT_CRYPT},
	{10, "cauth", 0, FUC_FEAT_CRYPT},
	{11, "xtargets", 0, 0},
	{12, "tstatus", V3P, 0},
	/* envytools b0c81ab1 (2021) */
	{13, "cauth1", V6P, FUC_FEAT_CRYPT},
	{14, "xcbase1", V6P, 0},
	{15, "xdbase1", V6P, 0},
	{0, NULL, 0, 0},
};

/* ------------------------------------------------------------ choices */

#define ALT(v, m, l, ...) {.val = {(v)}, .mask = {(m)}, .vmask = VALL, .len = (l), .atoms = {__VA_ARGS__}}
#define ALTV(v, m, vm, ...) {.val = {(v)}, .mask = {(m)}, .vmask = (vm), .atoms = {__VA_ARGS__}}

/* Operand size, byte 0 bits 6..7. */
static const struct isa_alt c_sz[] = {
	ALT(0x00, 0xc0, 0, NM("b8")),
	ALT(0x40, 0xc0, 0, NM("b16")),
	ALT(0x80, 0xc0, 0, NM("b32")),
};
static const struct isa_alt c_datari[] = {
	ALT(0x00, 0xc0, 0, MEMRI("D", 12, 0)),
	ALT(0x40, 0xc0, 0, MEMRI("D", 12, 1)),
	ALT(0x80, 0xc0, 0, MEMRI("D", 12, 2)),
};
static const struct isa_alt c_datasp[] = {
	ALT(0x00, 0xc0, 0, MEMSPI(0)),
	ALT(0x40, 0xc0, 0, MEMSPI(1)),
	ALT(0x80, 0xc0, 0, MEMSPI(2)),
};
static const struct isa_alt c_datarr[] = {
	ALT(0x00, 0xc0, 0, MEMRR("D", 12, 8, 0)),
	ALT(0x40, 0xc0, 0, MEMRR("D", 12, 8, 1)),
	ALT(0x80, 0xc0, 0, MEMRR("D", 12, 8, 2)),
};
static const struct isa_alt c_datarralt[] = {
	ALT(0x00, 0xc0, 0, MEMRR("D", 12, 20, 0)),
	ALT(0x40, 0xc0, 0, MEMRR("D", 12, 20, 1)),
	ALT(0x80, 0xc0, 0, MEMRR("D", 12, 20, 2)),
};
static const struct isa_alt c_dataspr[] = {
	ALT(0x00, 0xc0, 0, MEMSPR(0)),
	ALT(0x40, 0xc0, 0, MEMSPR(1)),
	ALT(0x80, 0xc0, 0, MEMSPR(2)),
};

/* Short (I8, 3 bytes) or long (I16, 4 bytes) immediate, by byte 0 bit 0. */
static const struct isa_alt c_i[] = {
	ALT(0, 1, 3, IMM8),
	ALT(1, 1, 4, IMM16),
};
static const struct isa_alt c_is[] = {
	ALT(0, 1, 3, IMM8S),
	ALT(1, 1, 4, IMM16S),
};
static const struct isa_alt c_ih[] = {
	ALT(0, 1, 3, IMMF(16, 8, 0, 16, FR_IMM)),
	ALT(1, 1, 4, IMMF(16, 16, 0, 16, FR_IMM)),
};
static const struct isa_alt c_bt[] = {
	ALT(0, 1, 3, {.kind = ISA_BTARG, .role = FR_TGT, .flags = ISA_PCREL | ISA_SIGNED, .f = {16, 8}}),
	ALT(1, 1, 4, {.kind = ISA_BTARG, .role = FR_TGT, .flags = ISA_PCREL | ISA_SIGNED | ISA_WRAP,
		.f = {16, 16}}),
};
static const struct isa_alt c_abt[] = {
	ALT(0, 1, 3, {.kind = ISA_BTARG, .role = FR_TGT, .f = {16, 8}}),
	ALT(1, 1, 4, {.kind = ISA_BTARG, .role = FR_TGT, .flags = ISA_WRAP, .f = {16, 16}}),
};
static const struct isa_alt c_ct[] = {
	ALT(0, 1, 3, {.kind = ISA_CTARG, .role = FR_TGT, .f = {16, 8}}),
	ALT(1, 1, 4, {.kind = ISA_CTARG, .role = FR_TGT, .flags = ISA_WRAP, .f = {16, 16}}),
};

/* Branch conditions, bits 8..12 (envydis tabp; the first name of an alias
 * pair is the one printed). */
static const struct isa_alt c_cc[] = {
	ALT(0x0000, 0x1800, 0, PRED(8)),
	ALT(0x0800, 0x1f00, 0, NM("b")),
	ALT(0x0800, 0x1f00, 0, NM("c")),
	ALT(0x0900, 0x1f00, 0, NM("o")),
	ALT(0x0a00, 0x1f00, 0, NM("s")),
	ALT(0x0b00, 0x1f00, 0, NM("e")),
	ALT(0x0b00, 0x1f00, 0, NM("z")),
	ALT(0x0c00, 0x1f00, 0, NM("a")),
	ALT(0x0d00, 0x1f00, 0, NM("be")),
	ALT(0x0d00, 0x1f00, 0, NM("na")),
	ALT(0x0e00, 0x1f00, 0, {0}), /* always */
	ALT(0x1000, 0x1800, 0, NM("not"), PRED(8)),
	ALT(0x1800, 0x1f00, 0, NM("ae")),
	ALT(0x1800, 0x1f00, 0, NM("nb")),
	ALT(0x1800, 0x1f00, 0, NM("nc")),
	ALT(0x1900, 0x1f00, 0, NM("no")),
	ALT(0x1a00, 0x1f00, 0, NM("ns")),
	ALT(0x1b00, 0x1f00, 0, NM("ne")),
	ALT(0x1b00, 0x1f00, 0, NM("nz")),
	ALTV(0x1c00, 0x1f00, V3P, NM("g")),
	ALTV(0x1d00, 0x1f00, V3P, NM("le")),
	ALTV(0x1e00, 0x1f00, V3P, NM("l")),
	ALTV(0x1f00, 0x1f00, V3P, NM("ge")),
	ALT(0, 0, 0, UNK),
};

/* $flags bit names, bits 16..20 (envydis tabfl). */
static const struct isa_alt c_fl[] = {
	ALT(0x000000, 0x180000, 0, PRED(16)),
	ALT(0x080000, 0x1f0000, 0, NM("c")),
	ALT(0x090000, 0x1f0000, 0, NM("o")),
	ALT(0x0a0000, 0x1f0000, 0, NM("s")),
	ALT(0x0b0000, 0x1f0000, 0, NM("z")),
	ALT(0x100000, 0x1f0000, 0, NM("ie0")),
	ALT(0x110000, 0x1f0000, 0, NM("ie1")),
	ALTV(0x120000, 0x1f0000, V4P, NM("ie2")),
	ALT(0x140000, 0x1f0000, 0, NM("is0")),
	ALT(0x150000, 0x1f0000, 0, NM("is1")),
	ALTV(0x160000, 0x1f0000, V4P, NM("is2")),
	ALT(0x180000, 0x1f0000, 0, NM("ta")),
	ALT(0, 0, 0, UNK),
};

/* Crypto coprocessor commands in the 16-bit immediate of f5/3c. */
#define CIMM2 RAWIMM(20, 6)
static const struct isa_alt c_cocmd[] = {
	ALT(0x00000000, 0x80000000, 0, NM("cxset"), IMM8),
	ALT(0x84000000, 0xfc000000, 0, NM("cmov"), CREG(16), CREG(20)),
	ALT(0x88000000, 0xfc000000, 0, NM("cxsin"), CREG(16)),
	ALT(0x8c000000, 0xfc000000, 0, NM("cxsout"), CREG(16)),
	ALT(0x90000000, 0xfc000000, 0, NM("crnd"), CREG(16)),
	ALT(0x94000000, 0xfc000000, 0, NM("cs0begin"), CIMM2),
	ALT(0x98000000, 0xfc000000, 0, NM("cs0exec"), CIMM2),
	ALT(0x9c000000, 0xfc000000, 0, NM("cs1begin"), CIMM2),
	ALT(0xa0000000, 0xfc000000, 0, NM("cs1exec"), CIMM2),
	ALT(0xa8000000, 0xfc000000, 0, NM("cchmod"), CREG(16), CIMM2),
	ALT(0xac000000, 0xfc000000, 0, NM("cxor"), CREG(16), CREG(20)),
	ALT(0xb0000000, 0xfc000000, 0, NM("cadd"), CREG(16), CIMM2),
	ALT(0xb4000000, 0xfc000000, 0, NM("cand"), CREG(16), CREG(20)),
	ALT(0xb8000000, 0xfc000000, 0, NM("crev"), CREG(16), CREG(20)),
	ALT(0xbc000000, 0xfc000000, 0, NM("cgfmul"), CREG(16), CREG(20)),
	/* the older name (envytools before f20c174f, 2021), still in nouveau's
	 * g98.fuc0s: assembles, never printed */
	ALT(0xbc000000, 0xfc000000, 0, NM("cprecmac"), CREG(16), CREG(20)),
	ALT(0xc0000000, 0xfc000000, 0, NM("csecret"), CREG(16), CIMM2),
	ALT(0xc4000000, 0xfc000000, 0, NM("ckeyreg"), CREG(16)),
	ALT(0xc8000000, 0xfc000000, 0, NM("ckexp"), CREG(16), CREG(20)),
	ALT(0xcc000000, 0xfc000000, 0, NM("ckrexp"), CREG(16), CREG(20)),
	ALT(0xd0000000, 0xfc000000, 0, NM("cenc"), CREG(16), CREG(20)),
	ALT(0xd4000000, 0xfc000000, 0, NM("cdec"), CREG(16), CREG(20)),
	ALT(0xd8000000, 0xfc000000, 0, NM("csigcmp"), CREG(16), CREG(20)),
	ALT(0xdc000000, 0xfc000000, 0, NM("csigenc"), CREG(16), CREG(20)),
	ALT(0xe0000000, 0xfc000000, 0, NM("csigclr")),
	ALT(0, 0, 0, UNK),
};

/* ------------------------------------------------------------ forms */

#define F(v, m, vm, l, o, ...)                                                                     \
	{.val = {(v)}, .mask = {(m)}, .vmask = (vm), .len = (l), .op = (o), .atoms = {__VA_ARGS__}}
/* Sized forms: byte 0 bits 6..7 are 0..2 (3 selects the unsized space). */
#define FS(v, m, vm, l, o, ...)                                                                    \
	{.val = {(v)}, .mask = {(m)}, .nval = 0xc0, .nmask = 0xc0, .vmask = (vm), .len = (l),          \
	 .op = (o), .atoms = {__VA_ARGS__}}
#define FC(v, m, l, o, ...)                                                                        \
	{.val = {(v)}, .mask = {(m)}, .vmask = VALL, .feat = FUC_FEAT_CRYPT, .len = (l), .op = (o),    \
	 .atoms = {__VA_ARGS__}}

#define SZ CHOICE(c_sz, FR_NONE)
#define CI(r) CHOICE(c_i, r)
#define CIS(r) CHOICE(c_is, r)

#define D FR_DST
#define S1 FR_SRC1
#define S2 FR_SRC2
#define DS FR_DS

const struct isa_form fuc_forms[] = {
	/* ---- sized space, envydis tabsi ---- */
	FS(0x00, 0x3f, VOLD, 3, FUC_OP_ST, NM("st"), SZ, CHOICE(c_datari, FR_MEM), REG(8, S1)),
	FS(0x00, 0x30, VOLD, 3, FUC_OP_INVALID, UNK, SZ, REG(12, 0), REG(8, 0), IMM8),

	/* v5 short mov: REG0 and a sign-extended immediate of 8/16/24 bits */
	F(0x00, 0xf0, V5P, 2, FUC_OP_MOV, NM("mov"), REG(0, D),
	  IMMF(8, 8, ISA_SIGNED, 0, FR_IMM)),
	F(0x40, 0xf0, V5P, 3, FUC_OP_MOV, NM("mov"), REG(0, D),
	  IMMF(8, 16, ISA_SIGNED, 0, FR_IMM)),
	F(0x80, 0xf0, V5P, 4, FUC_OP_MOV, NM("mov"), REG(0, D),
	  IMMF(8, 24, ISA_SIGNED, 0, FR_IMM)),

	FS(0x10, 0x3f, VALL, 3, FUC_OP_ADD, NM("add"), SZ, REG(8, D), REG(12, S1), IMM8),
	FS(0x11, 0x3f, VALL, 3, FUC_OP_ADC, NM("adc"), SZ, REG(8, D), REG(12, S1), IMM8),
	FS(0x12, 0x3f, VALL, 3, FUC_OP_SUB, NM("sub"), SZ, REG(8, D), REG(12, S1), IMM8),
	FS(0x13, 0x3f, VALL, 3, FUC_OP_SBB, NM("sbb"), SZ, REG(8, D), REG(12, S1), IMM8),
	FS(0x14, 0x3f, VALL, 3, FUC_OP_SHL, NM("shl"), SZ, REG(8, D), REG(12, S1), IMM8),
	FS(0x15, 0x3f, VALL, 3, FUC_OP_SHR, NM("shr"), SZ, REG(8, D), REG(12, S1), IMM8),
	FS(0x17, 0x3f, VALL, 3, FUC_OP_SAR, NM("sar"), SZ, REG(8, D), REG(12, S1), IMM8),
	FS(0x18, 0x3f, VALL, 3, FUC_OP_LD, NM("ld"), SZ, REG(8, D), CHOICE(c_datari, FR_MEM)),
	FS(0x1c, 0x3f, VALL, 3, FUC_OP_SHLC, NM("shlc"), SZ, REG(8, D), REG(12, S1), IMM8),
	FS(0x1d, 0x3f, VALL, 3, FUC_OP_SHRC, NM("shrc"), SZ, REG(8, D), REG(12, S1), IMM8),
	FS(0x10, 0x30, VALL, 3, FUC_OP_INVALID, UNK, SZ, REG(8, 0), REG(12, 0)),

	FS(0x20, 0x3f, VOLD, 4, FUC_OP_ADD, NM("add"), SZ, REG(8, D), REG(12, S1), IMM16),
	FS(0x21, 0x3f, VOLD, 4, FUC_OP_ADC, NM("adc"), SZ, REG(8, D), REG(12, S1), IMM16),
	FS(0x22, 0x3f, VOLD, 4, FUC_OP_SUB, NM("sub"), SZ, REG(8, D), REG(12, S1), IMM16),
	FS(0x23, 0x3f, VOLD, 4, FUC_OP_SBB, NM("sbb"), SZ, REG(8, D), REG(12, S1), IMM16),
	FS(0x20, 0x30, VOLD, 4, FUC_OP_INVALID, UNK, SZ, REG(8, 0), REG(12, 0), IMM16),

	FS(0x20, 0x3f, V5P, 2, FUC_OP_ST, NM("st"), SZ, MEMR("D"), REG(8, S1)),
	FS(0x21, 0x3f, V5P, 2, FUC_OP_ST, NM("st"), SZ, CHOICE(c_dataspr, FR_MEM), REG(12, S1)),
	FS(0x24, 0x3f, V5P, 2, FUC_OP_CMPU, NM("cmpu"), SZ, REG(12, S1), REG(8, S2)),
	FS(0x25, 0x3f, V5P, 2, FUC_OP_CMPS, NM("cmps"), SZ, REG(12, S1), REG(8, S2)),
	FS(0x26, 0x3f, V5P, 2, FUC_OP_CMP, NM("cmp"), SZ, REG(12, S1), REG(8, S2)),
	FS(0x20, 0x30, V5P, 2, FUC_OP_INVALID, UNK, SZ, REG(12, 0), REG(8, 0)),

	FS(0x130, 0xf3f, VALL, 3, FUC_OP_ST, NM("st"), SZ, CHOICE(c_datasp, FR_MEM), REG(12, S1)),
	FS(0x430, 0xf3e, VALL, 0, FUC_OP_CMPU, NM("cmpu"), SZ, REG(12, S1), CI(FR_IMM)),
	FS(0x530, 0xf3e, VALL, 0, FUC_OP_CMPS, NM("cmps"), SZ, REG(12, S1), CIS(FR_IMM)),
	FS(0x630, 0xf3e, V3P, 0, FUC_OP_CMP, NM("cmp"), SZ, REG(12, S1), CIS(FR_IMM)),
	FS(0x030, 0x03e, VALL, 0, FUC_OP_INVALID, UNK, SZ, REG(12, 0), CI(0)),

	FS(0x32, 0x3f, V5P, 2, FUC_OP_MOV, NM("mov"), SZ, REG(8, D), REG(12, S1)),

	/* v5 compare-and-branch; envydis marks these "not verified yet" */
	FS(0x033, 0xf3f, V5P, 4, FUC_OP_BRCMP, NM("bra"), SZ, REG(12, S1), IMM8, NMR("e", FR_CCE),
	   {.kind = ISA_BTARG, .role = FR_TGT, .flags = ISA_PCREL | ISA_SIGNED, .f = {24, 8}}),
	FS(0x433, 0xf3f, V5P, 4, FUC_OP_BRCMP, NM("bra"), SZ, REG(12, S1), IMM8, NMR("ne", FR_CCNE),
	   {.kind = ISA_BTARG, .role = FR_TGT, .flags = ISA_PCREL | ISA_SIGNED, .f = {24, 8}}),
	FS(0x933, 0xf3f, V5P, 5, FUC_OP_BRCMP, NM("bra"), SZ, REG(12, S1), IMM8, NMR("e", FR_CCE),
	   {.kind = ISA_BTARG, .role = FR_TGT, .flags = ISA_PCREL | ISA_SIGNED | ISA_WRAP,
	    .f = {24, 16}}),
	FS(0xa33, 0xf3f, V5P, 5, FUC_OP_BRCMP, NM("bra"), SZ, REG(12, S1), IMM16, NMR("e", FR_CCE),
	   {.kind = ISA_BTARG, .role = FR_TGT, .flags = ISA_PCREL | ISA_SIGNED, .f = {32, 8}}),
	FS(0xb33, 0xf3f, V5P, 6, FUC_OP_BRCMP, NM("bra"), SZ, REG(12, S1), IMM16, NMR("e", FR_CCE),
	   {.kind = ISA_BTARG, .role = FR_TGT, .flags = ISA_PCREL | ISA_SIGNED | ISA_WRAP,
	    .f = {32, 16}}),
	FS(0xd33, 0xf3f, V5P, 5, FUC_OP_BRCMP, NM("bra"), SZ, REG(12, S1), IMM8, NMR("ne", FR_CCNE),
	   {.kind = ISA_BTARG, .role = FR_TGT, .flags = ISA_PCREL | ISA_SIGNED | ISA_WRAP,
	    .f = {24, 16}}),
	FS(0xe33, 0xf3f, V5P, 5, FUC_OP_BRCMP, NM("bra"), SZ, REG(12, S1), IMM16,
	   NMR("ne", FR_CCNE), {.kind = ISA_BTARG, .role = FR_TGT, .flags = ISA_PCREL | ISA_SIGNED,
	   .f = {32, 8}}),
	FS(0xf33, 0xf3f, V5P, 6, FUC_OP_BRCMP, NM("bra"), SZ, REG(12, S1), IMM16,
	   NMR("ne", FR_CCNE), {.kind = ISA_BTARG, .role = FR_TGT,
	   .flags = ISA_PCREL | ISA_SIGNED | ISA_WRAP, .f = {32, 16}}),

	FS(0x034, 0xf3f, VALL, 3, FUC_OP_LD, NM("ld"), SZ, REG(12, D), CHOICE(c_datasp, FR_MEM)),
	FS(0x034, 0x03f, VALL, 3, FUC_OP_INVALID, UNK, SZ, REG(12, 0), IMM8),

	FS(0x35, 0x3f, V5P, 3, FUC_OP_ST, NM("st"), SZ, CHOICE(c_datari, FR_MEM), REG(8, S1)),

	FS(0x036, 0xf3e, VALL, 0, FUC_OP_ADD, NM("add"), SZ, REG(12, DS), CI(FR_IMM)),
	FS(0x136, 0xf3e, VALL, 0, FUC_OP_ADC, NM("adc"), SZ, REG(12, DS), CI(FR_IMM)),
	FS(0x236, 0xf3e, VALL, 0, FUC_OP_SUB, NM("sub"), SZ, REG(12, DS), CI(FR_IMM)),
	FS(0x336, 0xf3e, VALL, 0, FUC_OP_SBB, NM("sbb"), SZ, REG(12, DS), CI(FR_IMM)),
	FS(0x436, 0xf3f, VALL, 0, FUC_OP_SHL, NM("shl"), SZ, REG(12, DS), CI(FR_IMM)),
	FS(0x536, 0xf3f, VALL, 0, FUC_OP_SHR, NM("shr"), SZ, REG(12, DS), CI(FR_IMM)),
	FS(0x736, 0xf3f, VALL, 0, FUC_OP_SAR, NM("sar"), SZ, REG(12, DS), CI(FR_IMM)),
	FS(0xc36, 0xf3f, VALL, 0, FUC_OP_SHLC, NM("shlc"), SZ, REG(12, DS), CI(FR_IMM)),
	FS(0xd36, 0xf3f, VALL, 0, FUC_OP_SHRC, NM("shrc"), SZ, REG(12, DS), CI(FR_IMM)),
	FS(0x036, 0x03e, VALL, 0, FUC_OP_INVALID, UNK, SZ, REG(12, 0), CI(0)),

	FS(0x00038, 0xf003f, VOLD, 3, FUC_OP_ST, NM("st"), SZ, MEMR("D"), REG(8, S1)),
	FS(0x10038, 0xf003f, VOLD, 3, FUC_OP_ST, NM("st"), SZ, CHOICE(c_dataspr, FR_MEM),
	   REG(12, S1)),
	FS(0x40038, 0xf003f, VOLD, 3, FUC_OP_CMPU, NM("cmpu"), SZ, REG(12, S1), REG(8, S2)),
	FS(0x50038, 0xf003f, VOLD, 3, FUC_OP_CMPS, NM("cmps"), SZ, REG(12, S1), REG(8, S2)),
	FS(0x60038, 0xf003f, V3OLD, 3, FUC_OP_CMP, NM("cmp"), SZ, REG(12, S1), REG(8, S2)),
	FS(0x00038, 0x0003f, VOLD, 3, FUC_OP_INVALID, UNK, SZ, REG(12, 0), REG(8, 0)),

	FS(0x0000000038, 0x0f0000003f, V5P, 5, FUC_OP_ADD, NM("add"), SZ, REG(8, D), REG(12, S1),
	   IMM16),
	FS(0x0100000038, 0x0f0000003f, V5P, 5, FUC_OP_ADC, NM("adc"), SZ, REG(8, D), REG(12, S1),
	   IMM16),
	FS(0x0200000038, 0x0f0000003f, V5P, 5, FUC_OP_SUB, NM("sub"), SZ, REG(8, D), REG(12, S1),
	   IMM16),
	FS(0x0300000038, 0x0f0000003f, V5P, 5, FUC_OP_SBB, NM("sbb"), SZ, REG(8, D), REG(12, S1),
	   IMM16),
	FS(0x38, 0x3f, V5P, 5, FUC_OP_INVALID, UNK, SZ, REG(8, 0), REG(12, 0), IMM16),

	FS(0x00039, 0xf003f, VALL, 3, FUC_OP_NOT, NM("not"), SZ, REG(8, D), REG(12, S1)),
	FS(0x10039, 0xf003f, VALL, 3, FUC_OP_NEG, NM("neg"), SZ, REG(8, D), REG(12, S1)),
	FS(0x20039, 0xf003f, V0, 3, FUC_OP_MOVF, NM("movf"), SZ, REG(8, D), REG(12, S1)),
	FS(0x20039, 0xf003f, V3OLD, 3, FUC_OP_MOV, NM("mov"), SZ, REG(8, D), REG(12, S1)),
	FS(0x30039, 0xf003f, VALL, 3, FUC_OP_HSWAP, NM("hswap"), SZ, REG(8, D), REG(12, S1)),
	FS(0x00039, 0x0003f, VALL, 3, FUC_OP_INVALID, UNK, SZ, REG(8, 0), REG(12, 0)),

	FS(0x0003a, 0xf003f, VALL, 3, FUC_OP_LD, NM("ld"), SZ, REG(12, D),
	   CHOICE(c_dataspr, FR_MEM)),
	FS(0x0003a, 0x0003f, VALL, 3, FUC_OP_INVALID, UNK, SZ, REG(12, 0), REG(8, 0)),

	FS(0x0003b, 0xf003f, VALL, 3, FUC_OP_ADD, NM("add"), SZ, REG(12, DS), REG(8, S2)),
	FS(0x1003b, 0xf003f, VALL, 3, FUC_OP_ADC, NM("adc"), SZ, REG(12, DS), REG(8, S2)),
	FS(0x2003b, 0xf003f, VALL, 3, FUC_OP_SUB, NM("sub"), SZ, REG(12, DS), REG(8, S2)),
	FS(0x3003b, 0xf003f, VALL, 3, FUC_OP_SBB, NM("sbb"), SZ, REG(12, DS), REG(8, S2)),
	FS(0x4003b, 0xf003f, VALL, 3, FUC_OP_SHL, NM("shl"), SZ, REG(12, DS), REG(8, S2)),
	FS(0x5003b, 0xf003f, VALL, 3, FUC_OP_SHR, NM("shr"), SZ, REG(12, DS), REG(8, S2)),
	FS(0x7003b, 0xf003f, VALL, 3, FUC_OP_SAR, NM("sar"), SZ, REG(12, DS), REG(8, S2)),
	FS(0xc003b, 0xf003f, VALL, 3, FUC_OP_SHLC, NM("shlc"), SZ, REG(12, DS), REG(8, S2)),
	FS(0xd003b, 0xf003f, VALL, 3, FUC_OP_SHRC, NM("shrc"), SZ, REG(12, DS), REG(8, S2)),
	FS(0x0003b, 0x0003f, VALL, 3, FUC_OP_INVALID, UNK, SZ, REG(12, 0), REG(8, 0)),

	FS(0x0003c, 0xf003f, VALL, 3, FUC_OP_ADD, NM("add"), SZ, REG(20, D), REG(12, S1),
	   REG(8, S2)),
	FS(0x1003c, 0xf003f, VALL, 3, FUC_OP_ADC, NM("adc"), SZ, REG(20, D), REG(12, S1),
	   REG(8, S2)),
	FS(0x2003c, 0xf003f, VALL, 3, FUC_OP_SUB, NM("sub"), SZ, REG(20, D), REG(12, S1),
	   REG(8, S2)),
	FS(0x3003c, 0xf003f, VALL, 3, FUC_OP_SBB, NM("sbb"), SZ, REG(20, D), REG(12, S1),
	   REG(8, S2)),
	FS(0x4003c, 0xf003f, VALL, 3, FUC_OP_SHL, NM("shl"), SZ, REG(20, D), REG(12, S1),
	   REG(8, S2)),
	FS(0x5003c, 0xf003f, VALL, 3, FUC_OP_SHR, NM("shr"), SZ, REG(20, D), REG(12, S1),
	   REG(8, S2)),
	FS(0x7003c, 0xf003f, VALL, 3, FUC_OP_SAR, NM("sar"), SZ, REG(20, D), REG(12, S1),
	   REG(8, S2)),
	FS(0x8003c, 0xf003f, VALL, 3, FUC_OP_LD, NM("ld"), SZ, REG(20, D),
	   CHOICE(c_datarr, FR_MEM)),
	FS(0x9003c, 0xf003f, V5P, 3, FUC_OP_ST, NM("st"), SZ, CHOICE(c_datarralt, FR_MEM),
	   REG(8, S1)),
	FS(0xc003c, 0xf003f, VALL, 3, FUC_OP_SHLC, NM("shlc"), SZ, REG(20, D), REG(12, S1),
	   REG(8, S2)),
	FS(0xd003c, 0xf003f, VALL, 3, FUC_OP_SHRC, NM("shrc"), SZ, REG(20, D), REG(12, S1),
	   REG(8, S2)),
	FS(0x0003c, 0x0003f, VALL, 3, FUC_OP_INVALID, UNK, SZ, REG(20, 0), REG(12, 0), REG(8, 0)),

	FS(0x03d, 0xf3f, VALL, 2, FUC_OP_NOT, NM("not"), SZ, REG(12, DS)),
	FS(0x13d, 0xf3f, VALL, 2, FUC_OP_NEG, NM("neg"), SZ, REG(12, DS)),
	FS(0x23d, 0xf3f, V0, 2, FUC_OP_MOVF, NM("movf"), SZ, REG(12, DS)),
	FS(0x23d, 0xf3f, V3P, 2, FUC_OP_MOV, NM("mov"), SZ, REG(12, DS)),
	FS(0x33d, 0xf3f, VALL, 2, FUC_OP_HSWAP, NM("hswap"), SZ, REG(12, DS)),
	FS(0x43d, 0xf3f, VALL, 2, FUC_OP_CLEAR, NM("clear"), SZ, REG(12, D)),
	FS(0x53d, 0xf3f, V3P, 2, FUC_OP_SETF, NM("setf"), SZ, REG(12, S1)),
	FS(0x03d, 0x03f, VALL, 2, FUC_OP_INVALID, UNK, SZ, REG(12, 0)),

	/* v4 long branch and call: 24-bit absolute target */
	F(0x3e, 0xff, V4P, 4, FUC_OP_JMP, NM("lbra"),
	  {.kind = ISA_BTARG, .role = FR_TGT, .f = {8, 24}}),
	F(0x7e, 0xff, V4P, 4, FUC_OP_CALL, NM("lcall"),
	  {.kind = ISA_CTARG, .role = FR_TGT, .f = {8, 24}}),
	F(0xbe, 0xff, V4P, 4, FUC_OP_INVALID, UNK, IMMF(8, 24, 0, 0, 0)),

	FS(0x3f, 0x3f, V5P, 2, FUC_OP_LD, NM("ld"), SZ, REG(8, D), MEMR("D")),

	FS(0, 0, VALL, 0, FUC_OP_INVALID, UNK, SZ),

	/* ---- unsized space, envydis tabm ---- */
	F(0xc0, 0xff, VALL, 3, FUC_OP_MULU, NM("mulu"), REG(8, D), REG(12, S1), IMM8),
	F(0xc1, 0xff, VALL, 3, FUC_OP_MULS, NM("muls"), REG(8, D), REG(12, S1), IMM8S),
	F(0xc2, 0xff, VALL, 3, FUC_OP_SEXT, NM("sext"), REG(8, D), REG(12, S1), IMM8),
	F(0xc3, 0xff, V3P, 3, FUC_OP_EXTRS, NM("extrs"), REG(8, D), REG(12, S1),
	  {.kind = ISA_BITF, .role = FR_IMM, .f = {16, 5}, .f2 = {21, 3}}),
	F(0xc4, 0xff, VALL, 3, FUC_OP_AND, NM("and"), REG(8, D), REG(12, S1), IMM8),
	F(0xc5, 0xff, VALL, 3, FUC_OP_OR, NM("or"), REG(8, D), REG(12, S1), IMM8),
	F(0xc6, 0xff, VALL, 3, FUC_OP_XOR, NM("xor"), REG(8, D), REG(12, S1), IMM8),
	F(0xc7, 0xff, V3P, 3, FUC_OP_EXTR, NM("extr"), REG(8, D), REG(12, S1),
	  {.kind = ISA_BITF, .role = FR_IMM, .f = {16, 5}, .f2 = {21, 3}}),
	F(0xc8, 0xff, VALL, 3, FUC_OP_XBIT, NM("xbit"), REG(8, D), REG(12, S1), IMM8),
	F(0xcb, 0xff, V3P, 3, FUC_OP_INS, NM("ins"), REG(8, DS), REG(12, S1),
	  {.kind = ISA_BITF, .role = FR_IMM, .f = {16, 5}, .f2 = {21, 3}}),
	F(0xcc, 0xff, V3P, 3, FUC_OP_DIV, NM("div"), REG(8, D), REG(12, S1), IMM8),
	F(0xcd, 0xff, V3P, 3, FUC_OP_MOD, NM("mod"), REG(8, D), REG(12, S1), IMM8),
	F(0xce, 0xff, VALL, 3, FUC_OP_IORDS, NM("iords"), REG(8, D), MEMRI("I", 12, 2)),
	F(0xcf, 0xff, VALL, 3, FUC_OP_IORD, NM("iord"), REG(8, D), MEMRI("I", 12, 2)),
	F(0xc0, 0xf0, VALL, 3, FUC_OP_INVALID, UNK, REG(8, 0), REG(12, 0), IMM8),

	F(0xd0, 0xff, VOLD, 3, FUC_OP_IOWR, NM("iowr"), MEMRI("I", 12, 2), REG(8, S1)),
	F(0xd1, 0xff, V3OLD, 3, FUC_OP_IOWRS, NM("iowrs"), MEMRI("I", 12, 2), REG(8, S1)),
	F(0xd0, 0xf0, VOLD, 3, FUC_OP_INVALID, UNK, REG(12, 0), REG(8, 0), IMM8),

	F(0xd0, 0xf0, V5P, 5, FUC_OP_MOV, NM("mov"), REG(0, D), IMMF(8, 32, 0, 0, FR_IMM)),

	F(0xe0, 0xff, VALL, 4, FUC_OP_MULU, NM("mulu"), REG(8, D), REG(12, S1), IMM16),
	F(0xe1, 0xff, VALL, 4, FUC_OP_MULS, NM("muls"), REG(8, D), REG(12, S1), IMM16S),
	F(0xe3, 0xff, V3P, 4, FUC_OP_EXTRS, NM("extrs"), REG(8, D), REG(12, S1),
	  {.kind = ISA_BITF, .role = FR_IMM, .f = {16, 5}, .f2 = {21, 5}}),
	F(0xe4, 0xff, VALL, 4, FUC_OP_AND, NM("and"), REG(8, D), REG(12, S1), IMM16),
	F(0xe5, 0xff, VALL, 4, FUC_OP_OR, NM("or"), REG(8, D), REG(12, S1), IMM16),
	F(0xe6, 0xff, VALL, 4, FUC_OP_XOR, NM("xor"), REG(8, D), REG(12, S1), IMM16),
	F(0xe7, 0xff, V3P, 4, FUC_OP_EXTR, NM("extr"), REG(8, D), REG(12, S1),
	  {.kind = ISA_BITF, .role = FR_IMM, .f = {16, 5}, .f2 = {21, 5}}),
	F(0xeb, 0xff, V3P, 4, FUC_OP_INS, NM("ins"), REG(8, DS), REG(12, S1),
	  {.kind = ISA_BITF, .role = FR_IMM, .f = {16, 5}, .f2 = {21, 5}}),
	F(0xec, 0xff, V3P, 4, FUC_OP_DIV, NM("div"), REG(8, D), REG(12, S1), IMM16),
	F(0xed, 0xff, V3P, 4, FUC_OP_MOD, NM("mod"), REG(8, D), REG(12, S1), IMM16),
	F(0xe0, 0xf0, VALL, 4, FUC_OP_INVALID, UNK, REG(8, 0), REG(12, 0), IMM16),

	F(0x0f0, 0xffe, VALL, 0, FUC_OP_MULU, NM("mulu"), REG(12, DS), CI(FR_IMM)),
	F(0x1f0, 0xffe, VALL, 0, FUC_OP_MULS, NM("muls"), REG(12, DS), CIS(FR_IMM)),
	F(0x2f0, 0xfff, VALL, 0, FUC_OP_SEXT, NM("sext"), REG(12, DS), CI(FR_IMM)),
	F(0x3f0, 0xffe, VALL, 0, FUC_OP_SETHI, NM("sethi"), REG(12, DS), CHOICE(c_ih, FR_IMM)),
	F(0x4f0, 0xffe, VALL, 0, FUC_OP_AND, NM("and"), REG(12, DS), CI(FR_IMM)),
	F(0x5f0, 0xffe, VALL, 0, FUC_OP_OR, NM("or"), REG(12, DS), CI(FR_IMM)),
	F(0x6f0, 0xffe, VALL, 0, FUC_OP_XOR, NM("xor"), REG(12, DS), CI(FR_IMM)),
	F(0x7f0, 0xffe, VOLD, 0, FUC_OP_MOV, NM("mov"), REG(12, D), CIS(FR_IMM)),
	/* assembler alias: f1/7 with a 16-bit value taken modulo 2^16 */
	F(0x7f1, 0xfff, VOLD, 4, FUC_OP_MOV, NM("movw"), REG(12, D), IMM16W),
	F(0x9f0, 0xfff, VALL, 0, FUC_OP_BSET, NM("bset"), REG(12, DS), CI(FR_IMM)),
	F(0xaf0, 0xfff, VALL, 0, FUC_OP_BCLR, NM("bclr"), REG(12, DS), CI(FR_IMM)),
	F(0xbf0, 0xfff, VALL, 0, FUC_OP_BTGL, NM("btgl"), REG(12, DS), CI(FR_IMM)),
	F(0xcf0, 0xfff, VALL, 3, FUC_OP_XBITF, NM("xbit"), REG(12, D), FLAGS,
	  CHOICE(c_fl, FR_FLAG)),
	F(0x0f0, 0x0fe, VALL, 0, FUC_OP_INVALID, UNK, REG(12, 0), CI(0)),

	F(0x8f2, 0xfff, VALL, 3, FUC_OP_SETP, NM("setp"), CHOICE(c_fl, FR_FLAG), REG(12, S1)),
	FC(0x010cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cimov"), REG(12, S1)),
	FC(0x020cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cixsin"), REG(12, S1)),
	FC(0x030cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cixsout"), REG(12, S1)),
	FC(0x040cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cirnd"), REG(12, S1)),
	FC(0x050cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cis0begin"), REG(12, S1)),
	FC(0x060cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cis0exec"), REG(12, S1)),
	FC(0x070cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cis1begin"), REG(12, S1)),
	FC(0x080cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cis1exec"), REG(12, S1)),
	FC(0x0a0cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cichmod"), REG(12, S1)),
	FC(0x0b0cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cixor"), REG(12, S1)),
	FC(0x0c0cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("ciadd"), REG(12, S1)),
	FC(0x0d0cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("ciand"), REG(12, S1)),
	FC(0x0e0cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cirev"), REG(12, S1)),
	FC(0x0f0cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cigfmul"), REG(12, S1)),
	/* older name (envytools before 9d7c26e6): assembles, never printed */
	FC(0x0f0cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("ciprecmac"), REG(12, S1)),
	FC(0x100cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cisecret"), REG(12, S1)),
	FC(0x110cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cikeyreg"), REG(12, S1)),
	FC(0x120cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cikexp"), REG(12, S1)),
	FC(0x130cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cikrexp"), REG(12, S1)),
	FC(0x140cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cienc"), REG(12, S1)),
	FC(0x150cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cidec"), REG(12, S1)),
	FC(0x160cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cisigcmp"), REG(12, S1)),
	FC(0x170cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cisigenc"), REG(12, S1)),
	FC(0x180cf2, 0x1f0fff, 3, FUC_OP_CICMD, NM("cisigclr"), REG(12, S1)),
	FC(0x000cf2, 0x000fff, 3, FUC_OP_INVALID, UNK, REG(12, 0)),
	F(0xf2, 0xff, VALL, 3, FUC_OP_INVALID, UNK, REG(12, 0), IMM8),

	F(0xf3, 0xff, V5P, 3, FUC_OP_CALL, NM("call"),
	  {.kind = ISA_CTARG, .role = FR_TGT, .f = {8, 16}}),

	F(0x00f4, 0x20fe, VALL, 0, FUC_OP_BRA, NM("bra"), CHOICE(c_cc, FR_CC),
	  CHOICE(c_bt, FR_TGT)),
	F(0x20f4, 0x3ffe, VALL, 0, FUC_OP_JMP, NM("bra"), CHOICE(c_abt, FR_TGT)),
	F(0x21f4, 0x3fff, VALL, 3, FUC_OP_CALL, NM("call"), CHOICE(c_ct, FR_TGT)),
	F(0x21f5, 0x3fff, VOLD, 4, FUC_OP_CALL, NM("call"), CHOICE(c_ct, FR_TGT)),
	F(0x28f4, 0x3fff, VALL, 3, FUC_OP_SLEEP, NM("sleep"), CHOICE(c_fl, FR_FLAG)),
	F(0x30f4, 0x3ffe, VALL, 0, FUC_OP_ADDSP, NM("add"), SP, CIS(FR_IMM)),
	F(0x31f4, 0x3fff, VALL, 3, FUC_OP_BSETF, NM("bset"), FLAGS, CHOICE(c_fl, FR_FLAG)),
	F(0x32f4, 0x3fff, VALL, 3, FUC_OP_BCLRF, NM("bclr"), FLAGS, CHOICE(c_fl, FR_FLAG)),
	F(0x33f4, 0x3fff, VALL, 3, FUC_OP_BTGLF, NM("btgl"), FLAGS, CHOICE(c_fl, FR_FLAG)),
	FC(0x3cf4, 0x3fff, 3, FUC_OP_CXSET, NM("cxset"), IMM8),
	FC(0x3cf5, 0x3fff, 4, FUC_OP_CCMD, CHOICE(c_cocmd, FR_NONE)),
	F(0x00f4, 0x00fe, VALL, 0, FUC_OP_INVALID, UNK, CI(0)),

	F(0xf6, 0xff, V5P, 3, FUC_OP_IOWR, NM("iowr"), MEMRI("I", 12, 2), REG(8, S1)),
	F(0xf7, 0xff, V5P, 3, FUC_OP_IOWRS, NM("iowrs"), MEMRI("I", 12, 2), REG(8, S1)),

	F(0x0f8, 0xfff, VALL, 2, FUC_OP_RET, NM("ret")),
	F(0x1f8, 0xfff, VALL, 2, FUC_OP_IRET, NM("iret")),
	F(0x2f8, 0xfff, VALL, 2, FUC_OP_EXIT, NM("exit")),
	F(0x3f8, 0xfff, VALL, 2, FUC_OP_XDWAIT, NM("xdwait")),
	F(0x6f8, 0xfff, VALL, 2, FUC_OP_XDFENCE, NM("xdfence")),
	F(0x7f8, 0xfff, VALL, 2, FUC_OP_XCWAIT, NM("xcwait")),
	/* envydis has no version mask on trap; the seed says v3+ (L12333) */
	F(0x8f8, 0xcff, VALL, 2, FUC_OP_TRAP, NM("trap"), RAWIMM(8, 2)),
	F(0x0f8, 0x0ff, VALL, 2, FUC_OP_INVALID, UNK),

	F(0x0f9, 0xfff, VALL, 2, FUC_OP_PUSH, NM("push"), REG(12, S1)),
	F(0x1f9, 0xfff, VALL, 2, FUC_OP_ADDSP, NM("add"), SP, REG(12, S2)),
	F(0x2f9, 0xfff, V5P, 2, FUC_OP_MPUSH, NM("mpush"), REG(12, S1)),
	F(0x4f9, 0xfff, VALL, 2, FUC_OP_JMP, NM("bra"), REG(12, S1)),
	F(0x5f9, 0xfff, VALL, 2, FUC_OP_CALL, NM("call"), REG(12, S1)),
	F(0x8f9, 0xfff, V3P, 2, FUC_OP_ITLB, NM("itlb"), REG(12, S1)),
	F(0x9f9, 0xfff, VALL, 2, FUC_OP_BSETF, NM("bset"), FLAGS, REG(12, S2)),
	F(0xaf9, 0xfff, VALL, 2, FUC_OP_BCLRF, NM("bclr"), FLAGS, REG(12, S2)),
	F(0xbf9, 0xfff, VALL, 2, FUC_OP_BTGLF, NM("btgl"), FLAGS, REG(12, S2)),
	F(0x0f9, 0x0ff, VALL, 2, FUC_OP_INVALID, UNK, REG(12, 0)),

	F(0x000fa, 0xf00ff, VALL, 3, FUC_OP_IOWR, NM("iowr"), MEMR("I"), REG(8, S1)),
	F(0x100fa, 0xf00ff, V3P, 3, FUC_OP_IOWRS, NM("iowrs"), MEMR("I"), REG(8, S1)),
	F(0x400fa, 0xf00ff, VALL, 3, FUC_OP_XCLD, NM("xcld"), REG(12, S1), REG(8, S2)),
	F(0x500fa, 0xf00ff, VALL, 3, FUC_OP_XDLD, NM("xdld"), REG(12, S1), REG(8, S2)),
	F(0x600fa, 0xf00ff, VALL, 3, FUC_OP_XDST, NM("xdst"), REG(12, S1), REG(8, S2)),
	F(0x700fa, 0xf00ff, V6P, 3, FUC_OP_UNK6, UNKN("unkfa/7"), REG(8, S1), REG(12, S2)),
	F(0x800fa, 0xf00ff, VALL, 3, FUC_OP_SETP, NM("setp"), REG(8, S2), REG(12, S1)),
	F(0x000fa, 0x000ff, VALL, 3, FUC_OP_INVALID, UNK, REG(12, 0), REG(8, 0)),

	F(0x0fb, 0x7ff, V5P, 2, FUC_OP_MPOP, NM("mpop"), REG(12, S1)),
	F(0x1fb, 0x7ff, V5P, 2, FUC_OP_MPOPRET, NM("mpopret"), REG(12, S1)),
	F(0x2fb, 0x7ff, V5P, 4, FUC_OP_MPOPADD, NM("mpopadd"), REG(12, S1), IMM16S),
	F(0x3fb, 0x7ff, V5P, 4, FUC_OP_MPOPADDRET, NM("mpopaddret"), REG(12, S1), IMM16S),
	F(0x4fb, 0x7ff, V5P, 3, FUC_OP_MPOPADD, NM("mpopadd"), REG(12, S1), IMM8S),
	F(0x5fb, 0x7ff, V5P, 3, FUC_OP_MPOPADDRET, NM("mpopaddret"), REG(12, S1), IMM8S),

	F(0x0fc, 0xfff, VALL, 2, FUC_OP_POP, NM("pop"), REG(12, D)),
	F(0x0fc, 0x0ff, VALL, 2, FUC_OP_INVALID, UNK, REG(12, 0)),

	F(0x000fd, 0xf00ff, VALL, 3, FUC_OP_MULU, NM("mulu"), REG(12, DS), REG(8, S2)),
	F(0x100fd, 0xf00ff, VALL, 3, FUC_OP_MULS, NM("muls"), REG(12, DS), REG(8, S2)),
	F(0x200fd, 0xf00ff, VALL, 3, FUC_OP_SEXT, NM("sext"), REG(12, DS), REG(8, S2)),
	F(0x400fd, 0xf00ff, VALL, 3, FUC_OP_AND, NM("and"), REG(12, DS), REG(8, S2)),
	F(0x500fd, 0xf00ff, VALL, 3, FUC_OP_OR, NM("or"), REG(12, DS), REG(8, S2)),
	F(0x600fd, 0xf00ff, VALL, 3, FUC_OP_XOR, NM("xor"), REG(12, DS), REG(8, S2)),
	F(0x900fd, 0xf00ff, VALL, 3, FUC_OP_BSET, NM("bset"), REG(12, DS), REG(8, S2)),
	F(0xa00fd, 0xf00ff, VALL, 3, FUC_OP_BCLR, NM("bclr"), REG(12, DS), REG(8, S2)),
	F(0xb00fd, 0xf00ff, VALL, 3, FUC_OP_BTGL, NM("btgl"), REG(12, DS), REG(8, S2)),
	F(0x000fd, 0x000ff, VALL, 3, FUC_OP_INVALID, UNK, REG(12, 0), REG(8, 0)),

	F(0x000fe, 0xf00ff, VALL, 3, FUC_OP_WRSR, NM("mov"), SREG(8), REG(12, S1)),
	F(0x100fe, 0xf00ff, VALL, 3, FUC_OP_RDSR, NM("mov"), REG(8, D), SREG(12)),
	F(0x200fe, 0xf00ff, V3P, 3, FUC_OP_PTLB, NM("ptlb"), REG(8, D), REG(12, S1)),
	F(0x300fe, 0xf00ff, V3P, 3, FUC_OP_VTLB, NM("vtlb"), REG(8, D), REG(12, S1)),
	F(0x500fe, 0xf00ff, V6P, 3, FUC_OP_UNK6, UNKN("unkfe/5"), REG(8, S1), REG(12, S2)),
	F(0xc00fe, 0xf00ff, VALL, 3, FUC_OP_XBITF, NM("xbit"), REG(8, D), FLAGS, REG(12, S2)),
	F(0x000fe, 0x000ff, VALL, 3, FUC_OP_INVALID, UNK, REG(8, 0), REG(12, 0)),

	F(0x000ff, 0xf00ff, VALL, 3, FUC_OP_MULU, NM("mulu"), REG(20, D), REG(12, S1), REG(8, S2)),
	F(0x100ff, 0xf00ff, VALL, 3, FUC_OP_MULS, NM("muls"), REG(20, D), REG(12, S1), REG(8, S2)),
	F(0x200ff, 0xf00ff, VALL, 3, FUC_OP_SEXT, NM("sext"), REG(20, D), REG(12, S1), REG(8, S2)),
	F(0x300ff, 0xf00ff, V3P, 3, FUC_OP_EXTRS, NM("extrs"), REG(20, D), REG(12, S1),
	  REG(8, S2)),
	F(0x400ff, 0xf00ff, VALL, 3, FUC_OP_AND, NM("and"), REG(20, D), REG(12, S1), REG(8, S2)),
	F(0x500ff, 0xf00ff, VALL, 3, FUC_OP_OR, NM("or"), REG(20, D), REG(12, S1), REG(8, S2)),
	F(0x600ff, 0xf00ff, VALL, 3, FUC_OP_XOR, NM("xor"), REG(20, D), REG(12, S1), REG(8, S2)),
	F(0x700ff, 0xf00ff, V3P, 3, FUC_OP_EXTR, NM("extr"), REG(20, D), REG(12, S1), REG(8, S2)),
	F(0x800ff, 0xf00ff, VALL, 3, FUC_OP_XBIT, NM("xbit"), REG(20, D), REG(12, S1), REG(8, S2)),
	F(0xc00ff, 0xf00ff, V3P, 3, FUC_OP_DIV, NM("div"), REG(20, D), REG(12, S1), REG(8, S2)),
	F(0xd00ff, 0xf00ff, V3P, 3, FUC_OP_MOD, NM("mod"), REG(20, D), REG(12, S1), REG(8, S2)),
	F(0xe00ff, 0xf00ff, VALL, 3, FUC_OP_IORDS, NM("iords"), REG(20, D), MEMRR("I", 12, 8, 2)),
	F(0xf00ff, 0xf00ff, VALL, 3, FUC_OP_IORD, NM("iord"), REG(20, D), MEMRR("I", 12, 8, 2)),
	F(0x000ff, 0x000ff, VALL, 3, FUC_OP_INVALID, UNK, REG(20, 0), REG(12, 0), REG(8, 0)),

	F(0, 0, VALL, 0, FUC_OP_INVALID, UNK),
};

/* clang-format on */

static struct isa_index fuc_index;

const struct isa_def fuc_isa = {
        .name = "falcon",
        .forms = fuc_forms,
        .nforms = ARRAY_SIZE(fuc_forms),
        .maxlen = FUC_MAX_LEN,
        .index = &fuc_index,
};
