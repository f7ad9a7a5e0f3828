/* The GK110 (Kepler II, SM35) shader instruction forms.
 *
 * Encodings: envytools envydis/gk110.c (f102b823; row order kept: the first
 * matching row is printed and assembled), transcribed as facts into this
 * format; see docs/hw/nv-isa.md. Every instruction is 8 bytes: bits 0-1
 * are the class (0 control, 1 short immediate, 2 normal), bit 22 "join"
 * for the last two. envydis's root table is flattened into the forms
 * below: each row of its control (c), immediate (i) and main (m) tables
 * with the root's bits. envydis has no variants for it. */
#include <string.h>

#include "isa/nv_isa.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define U64 UINT64_C

/* clang-format off */

#define VALL 0x1u

#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define UNK {.kind = ISA_UNK}
#define SEO {.kind = ISA_SEOPEN}
#define SEC {.kind = ISA_SECLOSE}
#define A(v, m, vm, ...) {.val = {(v)}, .mask = {(m)}, .vmask = (vm), .atoms = {__VA_ARGS__}}
#define AN(v, m, vm, l, ...) {.val = {(v)}, .mask = {(m)}, .vmask = (vm), .len = (l), .atoms = {__VA_ARGS__}}
#define AL(v, m, ...) A(v, m, VALL, __VA_ARGS__)
#define T(t) {.kind = ISA_CHOICE, .alts = c_##t, .nalts = ARRAY_SIZE(c_##t)}
#define CH(...) {.kind = ISA_CHOICE, .alts = (const struct isa_alt[]){__VA_ARGS__},                 \
		.nalts = sizeof((const struct isa_alt[]){__VA_ARGS__}) / sizeof(struct isa_alt)}
#define FR(v, m, vm, l, ...) {.val = {(v)}, .mask = {(m)}, .vmask = (vm), .len = (l), .atoms = {__VA_ARGS__}}

static const struct isa_sym gk110_sreg_sr[] = {
	{0, "laneid", 0, 0},
	{2, "nphysid", 0, 0},
	{3, "physid", 0, 0},
	{4, "pm0", 0, 0},
	{5, "pm1", 0, 0},
	{6, "pm2", 0, 0},
	{7, "pm3", 0, 0},
	{8, "pm4", 0, 0},
	{9, "pm5", 0, 0},
	{0xa, "pm6", 0, 0},
	{0xb, "pm7", 0, 0},
	{0x10, "vtxcnt", 0, 0},
	{0x11, "invoc", 0, 0},
	{0x12, "ydir", 0, 0},
	{0x13, "thread_kill", 0, 0},
	{0x20, "tid", 0, 0},
	{0x21, "tidx", 0, 0},
	{0x22, "tidy", 0, 0},
	{0x23, "tidz", 0, 0},
	{0x24, "launcharg", 0, 0},
	{0x25, "ctaidx", 0, 0},
	{0x26, "ctaidy", 0, 0},
	{0x27, "ctaidz", 0, 0},
	{0x28, "ntid", 0, 0},
	{0x29, "ntidx", 0, 0},
	{0x2a, "ntidy", 0, 0},
	{0x2b, "ntidz", 0, 0},
	{0x2c, "gridid", 0, 0},
	{0x2d, "nctaidx", 0, 0},
	{0x2e, "nctaidy", 0, 0},
	{0x2f, "nctaidz", 0, 0},
	{0x30, "swinbase", 0, 0},
	{0x31, "swinsz", 0, 0},
	{0x32, "smemsz", 0, 0},
	{0x33, "smembanks", 0, 0},
	{0x34, "lwinbase", 0, 0},
	{0x35, "lwinsz", 0, 0},
	{0x36, "lpossz", 0, 0},
	{0x37, "lnegstart", 0, 0},
	{0x38, "lanemask_eq", 0, 0},
	{0x39, "lanemask_lt", 0, 0},
	{0x3a, "lanemask_le", 0, 0},
	{0x3b, "lanemask_gt", 0, 0},
	{0x3c, "lanemask_ge", 0, 0},
	{0x40, "trapstat", 0, 0},
	{0x42, "warperr", 0, 0},
	{0x50, "clocklo", 0, 0},
	{0x51, "clockhi", 0, 0},
	{0x52, "globaltimerlo", 0, 0},
	{0x53, "globaltimerhi", 0, 0},
	{0, NULL, 0, 0},
};

#define ACTARG {.kind = ISA_CTARG, .f = {23, 32}}
#define ATTR {.kind = ISA_MEM, .str = "a", .f2 = {23, 10}}
#define BARIMM1 {.kind = ISA_IMM, .f = {10, 8}}
#define BARIMM2 {.kind = ISA_IMM, .f = {23, 12}}
#define BPTARG {.kind = ISA_CTARG, .f = {23, 20}}
#define BTARG {.kind = ISA_CTARG, .flags = ISA_SIGNED | ISA_PCREL | ISA_PCADD8, .f = {23, 24}}
#define CC {.kind = ISA_REG, .str = "c"}
#define CONST {.kind = ISA_MEM, .flags = ISA_SPACEIDX, .f3 = {37, 5}, .str = "c", .f2 = {23, 14}, .shl = 2}
#define CTARG {.kind = ISA_CTARG, .flags = ISA_SIGNED | ISA_PCREL | ISA_PCADD8, .f = {23, 24}}
#define DIMM {.kind = ISA_IMM, .f = {23, 19, 59, 1}, .shl = 44}
#define DST {.kind = ISA_REG, .flags = ISA_RZ, .f = {2, 8}, .str = "r"}
#define DSTD {.kind = ISA_REG, .flags = ISA_RZ, .f = {2, 8}, .str = "r", .str2 = "d"}
#define DSTQ {.kind = ISA_REG, .f = {2, 8}, .str = "r", .str2 = "q"}
#define DSTT {.kind = ISA_REG, .flags = ISA_RZ, .f = {2, 8}, .str = "r", .str2 = "t"}
#define FIMM {.kind = ISA_IMM, .f = {23, 19, 59, 1}, .shl = 12}
#define GATOM {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {10, 8}, .f2 = {31, 20}}
#define GATOMD {.kind = ISA_MEM, .flags = ISA_RZ | ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {10, 8}, .f2 = {31, 20}}
#define GLOBAL {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {10, 8}, .f2 = {23, 32}}
#define GLOBALD {.kind = ISA_MEM, .flags = ISA_RZ | ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {10, 8}, .f2 = {23, 32}}
#define GLOBALDSU {.kind = ISA_MEM, .flags = ISA_RZ | ISA_MEMD, .str = "g", .str2 = "r", .f = {10, 8}}
#define I3BIMM {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {23, 19, 59, 1}}
#define IATTR {.kind = ISA_MEM, .str = "a", .f2 = {31, 10}}
#define LCONST {.kind = ISA_MEM, .flags = ISA_SPACEIDX | ISA_RZ | ISA_SIGNED, .f3 = {39, 5}, .str = "c", .str2 = "r", .f = {10, 8}, .f2 = {23, 16}}
#define LIMM {.kind = ISA_IMM, .flags = ISA_WRAP, .f = {23, 32}}
#define LOCAL {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "l", .str2 = "r", .f = {10, 8}, .f2 = {23, 24}}
#define PDST {.kind = ISA_REG, .flags = ISA_PT, .f = {5, 3}, .str = "p"}
#define PDST2 {.kind = ISA_REG, .flags = ISA_PT, .f = {51, 3}, .str = "p"}
#define PDSTL {.kind = ISA_REG, .flags = ISA_PT, .f = {48, 3}, .str = "p"}
#define PDSTN {.kind = ISA_REG, .flags = ISA_PT, .f = {2, 3}, .str = "p"}
#define PRED {.kind = ISA_REG, .flags = ISA_PT, .f = {18, 3}, .str = "p"}
#define PSRC1 {.kind = ISA_REG, .flags = ISA_PT, .f = {14, 3}, .str = "p"}
#define PSRC2 {.kind = ISA_REG, .flags = ISA_PT, .f = {32, 3}, .str = "p"}
#define PSRC3 {.kind = ISA_REG, .flags = ISA_PT, .f = {42, 3}, .str = "p"}
#define PSRC4 {.kind = ISA_REG, .flags = ISA_PT, .f = {48, 3}, .str = "p"}
#define PSRC5 {.kind = ISA_REG, .flags = ISA_PT, .f = {50, 3}, .str = "p"}
#define SCHED_0 {.kind = ISA_IMM, .f = {2, 8}}
#define SCHED_1 {.kind = ISA_IMM, .f = {10, 8}}
#define SCHED_2 {.kind = ISA_IMM, .f = {18, 8}}
#define SCHED_3 {.kind = ISA_IMM, .f = {26, 8}}
#define SCHED_4 {.kind = ISA_IMM, .f = {34, 8}}
#define SCHED_5 {.kind = ISA_IMM, .f = {42, 8}}
#define SCHED_6 {.kind = ISA_IMM, .f = {50, 8}}
#define SFLMIMM {.kind = ISA_IMM, .f = {37, 13}}
#define SFLNIMM {.kind = ISA_IMM, .f = {23, 5}}
#define SHARED {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "s", .str2 = "r", .f = {10, 8}, .f2 = {23, 24}}
#define SHCNL {.kind = ISA_IMM, .f = {56, 5}}
#define SHCNT {.kind = ISA_IMM, .f = {42, 5}}
#define SHFIMM {.kind = ISA_IMM, .f = {23, 6}}
#define SRC1 {.kind = ISA_REG, .flags = ISA_RZ, .f = {10, 8}, .str = "r"}
#define SRC1D {.kind = ISA_REG, .flags = ISA_RZ, .f = {10, 8}, .str = "r", .str2 = "d"}
#define SRC2 {.kind = ISA_REG, .flags = ISA_RZ, .f = {23, 8}, .str = "r"}
#define SRC2D {.kind = ISA_REG, .flags = ISA_RZ, .f = {23, 8}, .str = "r", .str2 = "d"}
#define SRC2DP1 {.kind = ISA_REG, .flags = ISA_RZ, .f = {23, 8}, .str = "r", .str2 = "d", .shl = 2}
#define SRC2P1 {.kind = ISA_REG, .flags = ISA_RZ, .f = {23, 8}, .str = "r", .shl = 1}
#define SRC2Q {.kind = ISA_REG, .flags = ISA_RZ, .f = {23, 8}, .str = "r", .str2 = "q"}
#define SRC3 {.kind = ISA_REG, .flags = ISA_RZ, .f = {42, 8}, .str = "r"}
#define SRC3D {.kind = ISA_REG, .flags = ISA_RZ, .f = {42, 8}, .str = "r", .str2 = "d"}
#define SREG {.kind = ISA_REG, .f = {23, 8}, .str = "sr", .syms = gk110_sreg_sr}
#define SUIMM {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {42, 6}}
#define SUSTPSRC {.kind = ISA_VEC, .str = "r", .f = {42, 8}, .shl = 4, .f3 = {25, 4}}
#define SUSTPSRC1 {.kind = ISA_VEC, .str = "r", .f = {42, 8}, .shl = 4, .f3 = {4, 4}}
#define TCONST {.kind = ISA_MEM, .str = "c", .f2 = {47, 8}, .shl = 2}
#define TDST {.kind = ISA_VEC, .str = "r", .f = {2, 8}, .shl = 4, .f3 = {34, 4}}
#define TEXBARIMM {.kind = ISA_IMM, .f = {23, 6}}
#define TEXSIMM {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {23, 11}}
#define TSRC11 {.kind = ISA_VEC, .str = "r", .f = {10, 8}, .shl = 1}
#define TSRC12 {.kind = ISA_VEC, .str = "r", .f = {10, 8}, .shl = 2}
#define TSRC13 {.kind = ISA_VEC, .str = "r", .f = {10, 8}, .shl = 3}
#define TSRC14 {.kind = ISA_VEC, .str = "r", .f = {10, 8}, .shl = 4}
#define TSRC21 {.kind = ISA_VEC, .str = "r", .f = {23, 8}, .shl = 1}
#define TSRC22 {.kind = ISA_VEC, .str = "r", .f = {23, 8}, .shl = 2}
#define TSRC23 {.kind = ISA_VEC, .str = "r", .f = {23, 8}, .shl = 3}
#define TSRC24 {.kind = ISA_VEC, .str = "r", .f = {23, 8}, .shl = 4}
#define VBA {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "p", .str2 = "r", .f = {10, 8}, .f2 = {23, 8}}
#define VIMM {.kind = ISA_IMM, .f = {23, 16}}

static const struct isa_alt c_gmem[] = {
	A(U64(0x0), U64(0x80000000000000), VALL, GLOBAL),
	A(U64(0x80000000000000), U64(0x80000000000000), VALL, GLOBALD),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_gamem[] = {
	A(U64(0x0), U64(0x8000000000000), VALL, GATOM),
	A(U64(0x8000000000000), U64(0x8000000000000), VALL, GATOMD),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_pnot2d[] = {
	A(U64(0x0), U64(0x200000000000), VALL),
	A(U64(0x200000000000), U64(0x200000000000), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_pnot23[] = {
	A(U64(0x0), U64(0x800000000), VALL),
	A(U64(0x800000000), U64(0x800000000), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_pnot11[] = {
	A(U64(0x0), U64(0x20000), VALL),
	A(U64(0x20000), U64(0x20000), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_shclamp[] = {
	A(U64(0x0), U64(0x40000000000), VALL, NM("clamp")),
	A(U64(0x40000000000), U64(0x40000000000), VALL, NM("wrap")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_frmi[] = {
	A(U64(0x0), U64(0xc0000000000), VALL, NM("rni")),
	A(U64(0x40000000000), U64(0xc0000000000), VALL, NM("rmi")),
	A(U64(0x80000000000), U64(0xc0000000000), VALL, NM("rpi")),
	A(U64(0xc0000000000), U64(0xc0000000000), VALL, NM("rzi")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_frm2a[] = {
	A(U64(0x0), U64(0xc0000000000), VALL, NM("rn")),
	A(U64(0x40000000000), U64(0xc0000000000), VALL, NM("rm")),
	A(U64(0x80000000000), U64(0xc0000000000), VALL, NM("rp")),
	A(U64(0xc0000000000), U64(0xc0000000000), VALL, NM("rz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_frm35[] = {
	A(U64(0x0), U64(0x60000000000000), VALL, NM("rn")),
	A(U64(0x20000000000000), U64(0x60000000000000), VALL, NM("rm")),
	A(U64(0x40000000000000), U64(0x60000000000000), VALL, NM("rp")),
	A(U64(0x60000000000000), U64(0x60000000000000), VALL, NM("rz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_frm36[] = {
	A(U64(0x0), U64(0xc0000000000000), VALL, NM("rn")),
	A(U64(0x40000000000000), U64(0xc0000000000000), VALL, NM("rm")),
	A(U64(0x80000000000000), U64(0xc0000000000000), VALL, NM("rp")),
	A(U64(0xc0000000000000), U64(0xc0000000000000), VALL, NM("rz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_isetit[] = {
	A(U64(0x0), U64(0x70000000000000), VALL, NM("false")),
	A(U64(0x10000000000000), U64(0x70000000000000), VALL, NM("lt")),
	A(U64(0x20000000000000), U64(0x70000000000000), VALL, NM("eq")),
	A(U64(0x30000000000000), U64(0x70000000000000), VALL, NM("le")),
	A(U64(0x40000000000000), U64(0x70000000000000), VALL, NM("gt")),
	A(U64(0x50000000000000), U64(0x70000000000000), VALL, NM("ne")),
	A(U64(0x60000000000000), U64(0x70000000000000), VALL, NM("ge")),
	A(U64(0x70000000000000), U64(0x70000000000000), VALL, NM("true")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_setit[] = {
	A(U64(0x0), U64(0x78000000000000), VALL, NM("false")),
	A(U64(0x8000000000000), U64(0x78000000000000), VALL, NM("lt")),
	A(U64(0x10000000000000), U64(0x78000000000000), VALL, NM("eq")),
	A(U64(0x18000000000000), U64(0x78000000000000), VALL, NM("le")),
	A(U64(0x20000000000000), U64(0x78000000000000), VALL, NM("gt")),
	A(U64(0x28000000000000), U64(0x78000000000000), VALL, NM("ne")),
	A(U64(0x30000000000000), U64(0x78000000000000), VALL, NM("ge")),
	A(U64(0x38000000000000), U64(0x78000000000000), VALL, NM("num")),
	A(U64(0x40000000000000), U64(0x78000000000000), VALL, NM("nan")),
	A(U64(0x48000000000000), U64(0x78000000000000), VALL, NM("ltu")),
	A(U64(0x50000000000000), U64(0x78000000000000), VALL, NM("equ")),
	A(U64(0x58000000000000), U64(0x78000000000000), VALL, NM("leu")),
	A(U64(0x60000000000000), U64(0x78000000000000), VALL, NM("gtu")),
	A(U64(0x68000000000000), U64(0x78000000000000), VALL, NM("neu")),
	A(U64(0x70000000000000), U64(0x78000000000000), VALL, NM("geu")),
	A(U64(0x78000000000000), U64(0x78000000000000), VALL, NM("true")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_setlop3[] = {
	A(U64(0x1c0000000000), U64(0x31c0000000000), VALL),
	A(U64(0x0), U64(0x3000000000000), VALL, NM("and"), T(pnot2d), PSRC3),
	A(U64(0x1000000000000), U64(0x3000000000000), VALL, NM("or"), T(pnot2d), PSRC3),
	A(U64(0x2000000000000), U64(0x3000000000000), VALL, NM("xor"), T(pnot2d), PSRC3),
	A(U64(0x0), U64(0x0), VALL, UNK, T(pnot2d), PSRC3),
};

static const struct isa_alt c_setlop2[] = {
	A(U64(0x700000000), U64(0x718000000), VALL),
	A(U64(0x0), U64(0x18000000), VALL, NM("and"), T(pnot23), PSRC2),
	A(U64(0x8000000), U64(0x18000000), VALL, NM("or"), T(pnot23), PSRC2),
	A(U64(0x10000000), U64(0x18000000), VALL, NM("xor"), T(pnot23), PSRC2),
	A(U64(0x0), U64(0x0), VALL, UNK, T(pnot23), PSRC2),
};

static const struct isa_alt c_lane2a[] = {
	A(U64(0x0), U64(0x3c0000000000), VALL, NM("lnone")),
	A(U64(0x40000000000), U64(0x3c0000000000), VALL, NM("l0")),
	A(U64(0x80000000000), U64(0x3c0000000000), VALL, NM("l1")),
	A(U64(0xc0000000000), U64(0x3c0000000000), VALL, NM("l01")),
	A(U64(0x100000000000), U64(0x3c0000000000), VALL, NM("l2")),
	A(U64(0x140000000000), U64(0x3c0000000000), VALL, NM("l02")),
	A(U64(0x180000000000), U64(0x3c0000000000), VALL, NM("l12")),
	A(U64(0x1c0000000000), U64(0x3c0000000000), VALL, NM("l012")),
	A(U64(0x200000000000), U64(0x3c0000000000), VALL, NM("l3")),
	A(U64(0x240000000000), U64(0x3c0000000000), VALL, NM("l03")),
	A(U64(0x280000000000), U64(0x3c0000000000), VALL, NM("l13")),
	A(U64(0x2c0000000000), U64(0x3c0000000000), VALL, NM("l013")),
	A(U64(0x300000000000), U64(0x3c0000000000), VALL, NM("l23")),
	A(U64(0x340000000000), U64(0x3c0000000000), VALL, NM("l023")),
	A(U64(0x380000000000), U64(0x3c0000000000), VALL, NM("l123")),
	A(U64(0x3c0000000000), U64(0x3c0000000000), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lane0e[] = {
	A(U64(0x0), U64(0x3c000), VALL, NM("lnone")),
	A(U64(0x4000), U64(0x3c000), VALL, NM("l0")),
	A(U64(0x8000), U64(0x3c000), VALL, NM("l1")),
	A(U64(0xc000), U64(0x3c000), VALL, NM("l01")),
	A(U64(0x10000), U64(0x3c000), VALL, NM("l2")),
	A(U64(0x14000), U64(0x3c000), VALL, NM("l02")),
	A(U64(0x18000), U64(0x3c000), VALL, NM("l12")),
	A(U64(0x1c000), U64(0x3c000), VALL, NM("l012")),
	A(U64(0x20000), U64(0x3c000), VALL, NM("l3")),
	A(U64(0x24000), U64(0x3c000), VALL, NM("l03")),
	A(U64(0x28000), U64(0x3c000), VALL, NM("l13")),
	A(U64(0x2c000), U64(0x3c000), VALL, NM("l013")),
	A(U64(0x30000), U64(0x3c000), VALL, NM("l23")),
	A(U64(0x34000), U64(0x3c000), VALL, NM("l023")),
	A(U64(0x38000), U64(0x3c000), VALL, NM("l123")),
	A(U64(0x3c000), U64(0x3c000), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cc[] = {
	A(U64(0x0), U64(0x7c), VALL, NM("never"), CC),
	A(U64(0x4), U64(0x7c), VALL, NM("l"), CC),
	A(U64(0x8), U64(0x7c), VALL, NM("e"), CC),
	A(U64(0xc), U64(0x7c), VALL, NM("le"), CC),
	A(U64(0x10), U64(0x7c), VALL, NM("g"), CC),
	A(U64(0x14), U64(0x7c), VALL, NM("lg"), CC),
	A(U64(0x18), U64(0x7c), VALL, NM("ge"), CC),
	A(U64(0x1c), U64(0x7c), VALL, NM("lge"), CC),
	A(U64(0x20), U64(0x7c), VALL, NM("u"), CC),
	A(U64(0x24), U64(0x7c), VALL, NM("lu"), CC),
	A(U64(0x28), U64(0x7c), VALL, NM("eu"), CC),
	A(U64(0x2c), U64(0x7c), VALL, NM("leu"), CC),
	A(U64(0x30), U64(0x7c), VALL, NM("gu"), CC),
	A(U64(0x34), U64(0x7c), VALL, NM("lgu"), CC),
	A(U64(0x38), U64(0x7c), VALL, NM("geu"), CC),
	A(U64(0x3c), U64(0x7c), VALL),
	A(U64(0x40), U64(0x7c), VALL, NM("no"), CC),
	A(U64(0x44), U64(0x7c), VALL, NM("nc"), CC),
	A(U64(0x48), U64(0x7c), VALL, NM("ns"), CC),
	A(U64(0x4c), U64(0x7c), VALL, NM("na"), CC),
	A(U64(0x50), U64(0x7c), VALL, NM("a"), CC),
	A(U64(0x54), U64(0x7c), VALL, NM("s"), CC),
	A(U64(0x58), U64(0x7c), VALL, NM("c"), CC),
	A(U64(0x5c), U64(0x7c), VALL, NM("o"), CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cc2[] = {
	A(U64(0x0), U64(0x7c00), VALL, NM("never"), CC),
	A(U64(0x400), U64(0x7c00), VALL, NM("l"), CC),
	A(U64(0x800), U64(0x7c00), VALL, NM("e"), CC),
	A(U64(0xc00), U64(0x7c00), VALL, NM("le"), CC),
	A(U64(0x1000), U64(0x7c00), VALL, NM("g"), CC),
	A(U64(0x1400), U64(0x7c00), VALL, NM("lg"), CC),
	A(U64(0x1800), U64(0x7c00), VALL, NM("ge"), CC),
	A(U64(0x1c00), U64(0x7c00), VALL, NM("lge"), CC),
	A(U64(0x2000), U64(0x7c00), VALL, NM("u"), CC),
	A(U64(0x2400), U64(0x7c00), VALL, NM("lu"), CC),
	A(U64(0x2800), U64(0x7c00), VALL, NM("eu"), CC),
	A(U64(0x2c00), U64(0x7c00), VALL, NM("leu"), CC),
	A(U64(0x3000), U64(0x7c00), VALL, NM("gu"), CC),
	A(U64(0x3400), U64(0x7c00), VALL, NM("lgu"), CC),
	A(U64(0x3800), U64(0x7c00), VALL, NM("geu"), CC),
	A(U64(0x3c00), U64(0x7c00), VALL),
	A(U64(0x4000), U64(0x7c00), VALL, NM("no"), CC),
	A(U64(0x4400), U64(0x7c00), VALL, NM("nc"), CC),
	A(U64(0x4800), U64(0x7c00), VALL, NM("ns"), CC),
	A(U64(0x4c00), U64(0x7c00), VALL, NM("na"), CC),
	A(U64(0x5000), U64(0x7c00), VALL, NM("a"), CC),
	A(U64(0x5400), U64(0x7c00), VALL, NM("s"), CC),
	A(U64(0x5800), U64(0x7c00), VALL, NM("c"), CC),
	A(U64(0x5c00), U64(0x7c00), VALL, NM("o"), CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_is2[] = {
	A(U64(0x4000000000000000), U64(0xc000000000000000), VALL, CONST),
	A(U64(0xc000000000000000), U64(0xc000000000000000), VALL, SRC2),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_is2w3[] = {
	A(U64(0x4000000000000000), U64(0xc000000000000000), VALL, CONST),
	A(U64(0x8000000000000000), U64(0xc000000000000000), VALL, SRC3),
	A(U64(0xc000000000000000), U64(0xc000000000000000), VALL, SRC2),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_is3[] = {
	A(U64(0x4000000000000000), U64(0xc000000000000000), VALL, SRC3),
	A(U64(0x8000000000000000), U64(0xc000000000000000), VALL, CONST),
	A(U64(0xc000000000000000), U64(0xc000000000000000), VALL, SRC3),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ds2[] = {
	A(U64(0x4000000000000000), U64(0xc000000000000000), VALL, CONST),
	A(U64(0xc000000000000000), U64(0xc000000000000000), VALL, SRC2D),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ds2w3[] = {
	A(U64(0x4000000000000000), U64(0xc000000000000000), VALL, CONST),
	A(U64(0x8000000000000000), U64(0xc000000000000000), VALL, SRC3D),
	A(U64(0xc000000000000000), U64(0xc000000000000000), VALL, SRC2D),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ds3[] = {
	A(U64(0x4000000000000000), U64(0xc000000000000000), VALL, SRC3D),
	A(U64(0x8000000000000000), U64(0xc000000000000000), VALL, CONST),
	A(U64(0xc000000000000000), U64(0xc000000000000000), VALL, SRC3D),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_i3bi2[] = {
	A(U64(0xc000000000000000), U64(0xc000000000000000), VALL, I3BIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sui2a[] = {
	A(U64(0x8000000000000000), U64(0xc000000000000000), VALL, SHFIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sui2b[] = {
	A(U64(0xc000000000000000), U64(0xc000000000000000), VALL, SHFIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_fi2[] = {
	A(U64(0xc000000000000000), U64(0xc000000000000000), VALL, FIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_di2[] = {
	A(U64(0xc000000000000000), U64(0xc000000000000000), VALL, DIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_interpmode[] = {
	A(U64(0x0), U64(0x60000000000000), VALL, NM("pass")),
	A(U64(0x20000000000000), U64(0x60000000000000), VALL, NM("mul")),
	A(U64(0x40000000000000), U64(0x60000000000000), VALL, NM("flat")),
	A(U64(0x60000000000000), U64(0x60000000000000), VALL, NM("sc")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texsrc1[] = {
	A(U64(0x0), U64(0x100021c000000000), VALL, NM("x___"), TSRC11),
	A(U64(0x4000000000), U64(0x100021c000000000), VALL, NM("ax__"), TSRC12),
	A(U64(0x8000000000), U64(0x100021c000000000), VALL, NM("xy__"), TSRC12),
	A(U64(0xc000000000), U64(0x100021c000000000), VALL, NM("axy_"), TSRC13),
	A(U64(0x10000000000), U64(0x1000214000000000), VALL, NM("xyz_"), TSRC13),
	A(U64(0x14000000000), U64(0x1000214000000000), VALL, NM("axyz"), TSRC14),
	A(U64(0x200000000000), U64(0x100021c000000000), VALL, NM("xl__"), TSRC12),
	A(U64(0x204000000000), U64(0x100021c000000000), VALL, NM("axl_"), TSRC13),
	A(U64(0x208000000000), U64(0x100021c000000000), VALL, NM("xyl_"), TSRC13),
	A(U64(0x20c000000000), U64(0x100021c000000000), VALL, NM("axyl"), TSRC14),
	A(U64(0x210000000000), U64(0x1000214000000000), VALL, NM("xyzl"), TSRC14),
	A(U64(0x214000000000), U64(0x1000214000000000), VALL, NM("axyz"), TSRC14),
	A(U64(0x200000000000), U64(0x100021c000000000), VALL, NM("xld_"), TSRC13),
	A(U64(0x204000000000), U64(0x100021c000000000), VALL, NM("axld"), TSRC14),
	A(U64(0x208000000000), U64(0x100021c000000000), VALL, NM("xyld"), TSRC14),
	A(U64(0x20c000000000), U64(0x100021c000000000), VALL, NM("axyl"), TSRC14),
	A(U64(0x210000000000), U64(0x1000214000000000), VALL, NM("xyzl"), TSRC14),
	A(U64(0x214000000000), U64(0x1000214000000000), VALL, NM("axyz"), TSRC14),
	A(U64(0x200000000000), U64(0x100021c000000000), VALL, NM("xlod"), TSRC14),
	A(U64(0x204000000000), U64(0x100021c000000000), VALL, NM("axlo"), TSRC14),
	A(U64(0x208000000000), U64(0x100021c000000000), VALL, NM("xylo"), TSRC14),
	A(U64(0x20c000000000), U64(0x100021c000000000), VALL, NM("axyl"), TSRC14),
	A(U64(0x210000000000), U64(0x1000214000000000), VALL, NM("xyzl"), TSRC14),
	A(U64(0x214000000000), U64(0x1000214000000000), VALL, NM("axyz"), TSRC14),
	A(U64(0x200000000000), U64(0x100021c000000000), VALL, NM("xlo_"), TSRC13),
	A(U64(0x204000000000), U64(0x100021c000000000), VALL, NM("axlo"), TSRC14),
	A(U64(0x208000000000), U64(0x100021c000000000), VALL, NM("xylo"), TSRC14),
	A(U64(0x20c000000000), U64(0x100021c000000000), VALL, NM("axyl"), TSRC14),
	A(U64(0x210000000000), U64(0x1000214000000000), VALL, NM("xyzl"), TSRC14),
	A(U64(0x214000000000), U64(0x1000214000000000), VALL, NM("axyz"), TSRC14),
	A(U64(0x0), U64(0x100021c000000000), VALL, NM("xd__"), TSRC12),
	A(U64(0x4000000000), U64(0x100021c000000000), VALL, NM("axd_"), TSRC13),
	A(U64(0x8000000000), U64(0x100021c000000000), VALL, NM("xyd_"), TSRC13),
	A(U64(0xc000000000), U64(0x100021c000000000), VALL, NM("axyd"), TSRC14),
	A(U64(0x10000000000), U64(0x1000214000000000), VALL, NM("xyzd"), TSRC14),
	A(U64(0x14000000000), U64(0x1000214000000000), VALL, NM("axyz"), TSRC14),
	A(U64(0x0), U64(0x100021c000000000), VALL, NM("xod_"), TSRC13),
	A(U64(0x4000000000), U64(0x100021c000000000), VALL, NM("axod"), TSRC14),
	A(U64(0x8000000000), U64(0x100021c000000000), VALL, NM("xyod"), TSRC14),
	A(U64(0xc000000000), U64(0x100021c000000000), VALL, NM("axyo"), TSRC14),
	A(U64(0x10000000000), U64(0x1000214000000000), VALL, NM("xyzo"), TSRC14),
	A(U64(0x14000000000), U64(0x1000214000000000), VALL, NM("axyz"), TSRC14),
	A(U64(0x0), U64(0x100021c000000000), VALL, NM("xo__"), TSRC12),
	A(U64(0x4000000000), U64(0x100021c000000000), VALL, NM("axo_"), TSRC13),
	A(U64(0x8000000000), U64(0x100021c000000000), VALL, NM("xyo_"), TSRC13),
	A(U64(0xc000000000), U64(0x100021c000000000), VALL, NM("axyo"), TSRC14),
	A(U64(0x10000000000), U64(0x1000214000000000), VALL, NM("xyzo"), TSRC14),
	A(U64(0x14000000000), U64(0x1000214000000000), VALL, NM("axyz"), TSRC14),
	A(U64(0x1000000000000000), U64(0x100021c000000000), VALL, NM("ix__"), TSRC12),
	A(U64(0x1000004000000000), U64(0x100021c000000000), VALL, NM("iax_"), TSRC13),
	A(U64(0x1000008000000000), U64(0x100021c000000000), VALL, NM("ixy_"), TSRC13),
	A(U64(0x100000c000000000), U64(0x100021c000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000010000000000), U64(0x1000214000000000), VALL, NM("ixyz"), TSRC14),
	A(U64(0x1000014000000000), U64(0x1000214000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000200000000000), U64(0x100021c000000000), VALL, NM("ixl_"), TSRC13),
	A(U64(0x1000204000000000), U64(0x100021c000000000), VALL, NM("iaxl"), TSRC14),
	A(U64(0x1000208000000000), U64(0x100021c000000000), VALL, NM("ixyl"), TSRC14),
	A(U64(0x100020c000000000), U64(0x100021c000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000210000000000), U64(0x1000214000000000), VALL, NM("ixyz"), TSRC14),
	A(U64(0x1000214000000000), U64(0x1000214000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000200000000000), U64(0x100021c000000000), VALL, NM("ixld"), TSRC14),
	A(U64(0x1000204000000000), U64(0x100021c000000000), VALL, NM("iaxl"), TSRC14),
	A(U64(0x1000208000000000), U64(0x100021c000000000), VALL, NM("ixyl"), TSRC14),
	A(U64(0x100020c000000000), U64(0x100021c000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000210000000000), U64(0x1000214000000000), VALL, NM("ixyz"), TSRC14),
	A(U64(0x1000214000000000), U64(0x1000214000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000200000000000), U64(0x100021c000000000), VALL, NM("ixlo"), TSRC14),
	A(U64(0x1000204000000000), U64(0x100021c000000000), VALL, NM("iaxl"), TSRC14),
	A(U64(0x1000208000000000), U64(0x100021c000000000), VALL, NM("ixyl"), TSRC14),
	A(U64(0x100020c000000000), U64(0x100021c000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000210000000000), U64(0x1000214000000000), VALL, NM("ixyz"), TSRC14),
	A(U64(0x1000214000000000), U64(0x1000214000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000200000000000), U64(0x100021c000000000), VALL, NM("ixlo"), TSRC14),
	A(U64(0x1000204000000000), U64(0x100021c000000000), VALL, NM("iaxl"), TSRC14),
	A(U64(0x1000208000000000), U64(0x100021c000000000), VALL, NM("ixyl"), TSRC14),
	A(U64(0x100020c000000000), U64(0x100021c000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000210000000000), U64(0x1000214000000000), VALL, NM("ixyz"), TSRC14),
	A(U64(0x1000214000000000), U64(0x1000214000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000000000000000), U64(0x100021c000000000), VALL, NM("ixd_"), TSRC13),
	A(U64(0x1000004000000000), U64(0x100021c000000000), VALL, NM("iaxd"), TSRC14),
	A(U64(0x1000008000000000), U64(0x100021c000000000), VALL, NM("ixyd"), TSRC14),
	A(U64(0x100000c000000000), U64(0x100021c000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000010000000000), U64(0x1000214000000000), VALL, NM("ixyz"), TSRC14),
	A(U64(0x1000014000000000), U64(0x1000214000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000000000000000), U64(0x100021c000000000), VALL, NM("ixod"), TSRC14),
	A(U64(0x1000004000000000), U64(0x100021c000000000), VALL, NM("iaxo"), TSRC14),
	A(U64(0x1000008000000000), U64(0x100021c000000000), VALL, NM("ixyo"), TSRC14),
	A(U64(0x100000c000000000), U64(0x100021c000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000010000000000), U64(0x1000214000000000), VALL, NM("ixyz"), TSRC14),
	A(U64(0x1000014000000000), U64(0x1000214000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000000000000000), U64(0x100021c000000000), VALL, NM("ixo_"), TSRC13),
	A(U64(0x1000004000000000), U64(0x100021c000000000), VALL, NM("iaxo"), TSRC14),
	A(U64(0x1000008000000000), U64(0x100021c000000000), VALL, NM("ixyo"), TSRC14),
	A(U64(0x100000c000000000), U64(0x100021c000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x1000010000000000), U64(0x1000214000000000), VALL, NM("ixyz"), TSRC14),
	A(U64(0x1000014000000000), U64(0x1000214000000000), VALL, NM("iaxy"), TSRC14),
};

static const struct isa_alt c_texsrc2[] = {
	A(U64(0x214000000000), U64(0x1000214000000000), VALL, NM("l___"), TSRC21),
	A(U64(0x20c000000000), U64(0x100021c000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x210000000000), U64(0x1000214000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x214000000000), U64(0x1000214000000000), VALL, NM("ld__"), TSRC22),
	A(U64(0x204000000000), U64(0x100021c000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x208000000000), U64(0x100021c000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x20c000000000), U64(0x100021c000000000), VALL, NM("od__"), TSRC22),
	A(U64(0x210000000000), U64(0x1000214000000000), VALL, NM("od__"), TSRC22),
	A(U64(0x214000000000), U64(0x1000214000000000), VALL, NM("lod_"), TSRC23),
	A(U64(0x20c000000000), U64(0x100021c000000000), VALL, NM("o___"), TSRC21),
	A(U64(0x210000000000), U64(0x1000214000000000), VALL, NM("o___"), TSRC21),
	A(U64(0x214000000000), U64(0x1000214000000000), VALL, NM("lo__"), TSRC22),
	A(U64(0x14000000000), U64(0x1000214000000000), VALL, NM("d___"), TSRC21),
	A(U64(0xc000000000), U64(0x100021c000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x10000000000), U64(0x1000214000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x14000000000), U64(0x1000214000000000), VALL, NM("od__"), TSRC22),
	A(U64(0x14000000000), U64(0x1000214000000000), VALL, NM("o___"), TSRC21),
	A(U64(0x1000014000000000), U64(0x1000214000000000), VALL, NM("z___"), TSRC21),
	A(U64(0x100020c000000000), U64(0x100021c000000000), VALL, NM("l___"), TSRC21),
	A(U64(0x1000210000000000), U64(0x1000214000000000), VALL, NM("l___"), TSRC21),
	A(U64(0x1000214000000000), U64(0x1000214000000000), VALL, NM("zl__"), TSRC22),
	A(U64(0x1000204000000000), U64(0x100021c000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x1000208000000000), U64(0x100021c000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x100020c000000000), U64(0x100021c000000000), VALL, NM("ld__"), TSRC22),
	A(U64(0x1000210000000000), U64(0x1000214000000000), VALL, NM("ld__"), TSRC22),
	A(U64(0x1000214000000000), U64(0x1000214000000000), VALL, NM("zld_"), TSRC23),
	A(U64(0x1000200000000000), U64(0x100021c000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x1000204000000000), U64(0x100021c000000000), VALL, NM("od__"), TSRC22),
	A(U64(0x1000208000000000), U64(0x100021c000000000), VALL, NM("od__"), TSRC22),
	A(U64(0x100020c000000000), U64(0x100021c000000000), VALL, NM("lod_"), TSRC23),
	A(U64(0x1000210000000000), U64(0x1000214000000000), VALL, NM("lod_"), TSRC23),
	A(U64(0x1000214000000000), U64(0x1000214000000000), VALL, NM("zlod"), TSRC24),
	A(U64(0x1000204000000000), U64(0x100021c000000000), VALL, NM("o___"), TSRC21),
	A(U64(0x1000208000000000), U64(0x100021c000000000), VALL, NM("o___"), TSRC21),
	A(U64(0x100020c000000000), U64(0x100021c000000000), VALL, NM("lo__"), TSRC22),
	A(U64(0x1000210000000000), U64(0x1000214000000000), VALL, NM("lo__"), TSRC22),
	A(U64(0x1000214000000000), U64(0x1000214000000000), VALL, NM("zlo_"), TSRC23),
	A(U64(0x100000c000000000), U64(0x100021c000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x1000010000000000), U64(0x1000214000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x1000014000000000), U64(0x1000214000000000), VALL, NM("zd__"), TSRC22),
	A(U64(0x1000004000000000), U64(0x100021c000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x1000008000000000), U64(0x100021c000000000), VALL, NM("d___"), TSRC21),
	A(U64(0x100000c000000000), U64(0x100021c000000000), VALL, NM("od__"), TSRC22),
	A(U64(0x1000010000000000), U64(0x1000214000000000), VALL, NM("od__"), TSRC22),
	A(U64(0x1000014000000000), U64(0x1000214000000000), VALL, NM("zod_"), TSRC23),
	A(U64(0x100000c000000000), U64(0x100021c000000000), VALL, NM("o___"), TSRC21),
	A(U64(0x1000010000000000), U64(0x1000214000000000), VALL, NM("o___"), TSRC21),
	A(U64(0x1000014000000000), U64(0x1000214000000000), VALL, NM("zo__"), TSRC22),
	A(U64(0x0), U64(0x0), VALL, SRC2),
};

static const struct isa_alt c_texgrsrc1[] = {
	A(U64(0x0), U64(0x80001c000000000), VALL, NM("xgg_"), TSRC13),
	A(U64(0x4000000000), U64(0x80001c000000000), VALL, NM("axgg"), TSRC14),
	A(U64(0x8000000000), U64(0x80001c000000000), VALL, NM("xygg"), TSRC14),
	A(U64(0xc000000000), U64(0x80001c000000000), VALL, NM("axyg"), TSRC14),
	A(U64(0x800000000000000), U64(0x80001c000000000), VALL, NM("ixgg"), TSRC14),
	A(U64(0x800004000000000), U64(0x80001c000000000), VALL, NM("iaxg"), TSRC14),
	A(U64(0x800008000000000), U64(0x80001c000000000), VALL, NM("ixyg"), TSRC14),
	A(U64(0x80000c000000000), U64(0x80001c000000000), VALL, NM("iaxy"), TSRC14),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texgrsrc2[] = {
	A(U64(0x8000000000), U64(0x80001c000000000), VALL, NM("gg__"), TSRC22),
	A(U64(0xc000000000), U64(0x80001c000000000), VALL, NM("gg__"), TSRC22),
	A(U64(0x800004000000000), U64(0x80001c000000000), VALL, NM("g___"), TSRC21),
	A(U64(0x800008000000000), U64(0x80001c000000000), VALL, NM("ggg_"), TSRC23),
	A(U64(0x80000c000000000), U64(0x80001c000000000), VALL, NM("gggg"), TSRC24),
	A(U64(0x0), U64(0x0), VALL, SRC2),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ltex[] = {
	A(U64(0x0), U64(0x80000000), VALL, NM("all")),
	A(U64(0x80000000), U64(0x80000000), VALL, NM("live")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_dtex[] = {
	A(U64(0x0), U64(0x20000000000), VALL, NM("dfp")),
	A(U64(0x20000000000), U64(0x20000000000), VALL, NM("dall")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texms[] = {
	A(U64(0x0), U64(0x80000000000), VALL),
	A(U64(0x80000000000), U64(0x80000000000), VALL, NM("ms")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lodf[] = {
	A(U64(0x0), U64(0x100000000000), VALL, NM("lzero")),
	A(U64(0x100000000000), U64(0x100000000000), VALL, NM("llod")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texoff[] = {
	A(U64(0x0), U64(0x80000000000), VALL),
	A(U64(0x80000000000), U64(0x80000000000), VALL, NM("off")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texoff2[] = {
	A(U64(0x0), U64(0x20000000000), VALL),
	A(U64(0x20000000000), U64(0x20000000000), VALL, NM("off")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_tconst[] = {
	A(U64(0x4000000000000000), U64(0xc000000000000000), VALL, TCONST),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texm[] = {
	A(U64(0x0), U64(0x300000000), VALL),
	A(U64(0x100000000), U64(0x300000000), VALL, NM("t")),
	A(U64(0x200000000), U64(0x300000000), VALL, NM("p")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_text[] = {
	A(U64(0x0), U64(0x1c000000000), VALL, NM("t1d")),
	A(U64(0x4000000000), U64(0x1c000000000), VALL, NM("a1d")),
	A(U64(0x8000000000), U64(0x1c000000000), VALL, NM("t2d")),
	A(U64(0xc000000000), U64(0x1c000000000), VALL, NM("a2d")),
	A(U64(0x10000000000), U64(0x1c000000000), VALL, NM("t3d")),
	A(U64(0x18000000000), U64(0x1c000000000), VALL, NM("tcube")),
	A(U64(0x1c000000000), U64(0x1c000000000), VALL, NM("acube")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lodt[] = {
	A(U64(0x0), U64(0x700000000000), VALL, NM("lauto")),
	A(U64(0x100000000000), U64(0x700000000000), VALL, NM("lzero")),
	A(U64(0x200000000000), U64(0x700000000000), VALL, NM("lbias")),
	A(U64(0x300000000000), U64(0x700000000000), VALL, NM("llod")),
	A(U64(0x600000000000), U64(0x700000000000), VALL, NM("lbiasa")),
	A(U64(0x700000000000), U64(0x700000000000), VALL, NM("lloda")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texquery[] = {
	A(U64(0x2000000), U64(0x7e000000), VALL, NM("tdims")),
	A(U64(0x4000000), U64(0x7e000000), VALL, NM("ttype")),
	A(U64(0xa000000), U64(0x7e000000), VALL, NM("tsamplepos")),
	A(U64(0x20000000), U64(0x7e000000), VALL, NM("sfilter")),
	A(U64(0x24000000), U64(0x7e000000), VALL, NM("slod")),
	A(U64(0x28000000), U64(0x7e000000), VALL, NM("swrap")),
	A(U64(0x2c000000), U64(0x7e000000), VALL, NM("sbcolor")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texf[] = {
	A(U64(0x0), U64(0x0), VALL, T(ltex), T(dtex)),
};

static const struct isa_alt c_cvtf2idst[] = {
	A(U64(0x400), U64(0x4c00), VALL, NM("u16"), DST),
	A(U64(0x4400), U64(0x4c00), VALL, NM("s16"), DST),
	A(U64(0x800), U64(0x4c00), VALL, NM("u32"), DST),
	A(U64(0x4800), U64(0x4c00), VALL, NM("s32"), DST),
	A(U64(0xc00), U64(0x4c00), VALL, NM("u64"), DSTD),
	A(U64(0x4c00), U64(0x4c00), VALL, NM("s64"), DSTD),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cvtf2isrc[] = {
	A(U64(0x1000), U64(0x3000), VALL, NM("f16"), T(is2)),
	A(U64(0x2000), U64(0x3000), VALL, NM("f32"), T(is2)),
	A(U64(0x3000), U64(0x3000), VALL, NM("f64"), T(ds2)),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cvtf2isrci[] = {
	A(U64(0x1000), U64(0x3000), VALL, NM("f16"), I3BIMM),
	A(U64(0x2000), U64(0x3000), VALL, NM("f32"), FIMM),
	A(U64(0x3000), U64(0x3000), VALL, NM("f64"), DIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cvti2fdst[] = {
	A(U64(0x400), U64(0xc00), VALL, NM("f16"), DST),
	A(U64(0x800), U64(0xc00), VALL, NM("f32"), DST),
	A(U64(0xc00), U64(0xc00), VALL, NM("f64"), DSTD),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cvti2fsrc[] = {
	A(U64(0x0), U64(0xb000), VALL, NM("u8"), T(is2)),
	A(U64(0x8000), U64(0xb000), VALL, NM("s8"), T(is2)),
	A(U64(0x1000), U64(0xb000), VALL, NM("u16"), T(is2)),
	A(U64(0x9000), U64(0xb000), VALL, NM("s16"), T(is2)),
	A(U64(0x2000), U64(0xb000), VALL, NM("u32"), T(is2)),
	A(U64(0xa000), U64(0xb000), VALL, NM("s32"), T(is2)),
	A(U64(0x3000), U64(0xb000), VALL, NM("u64"), T(ds2)),
	A(U64(0xb000), U64(0xb000), VALL, NM("s64"), T(ds2)),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cvti2fsrci[] = {
	A(U64(0x0), U64(0xb000), VALL, NM("u8"), I3BIMM),
	A(U64(0x8000), U64(0xb000), VALL, NM("s8"), I3BIMM),
	A(U64(0x1000), U64(0xb000), VALL, NM("u16"), I3BIMM),
	A(U64(0x9000), U64(0xb000), VALL, NM("s16"), I3BIMM),
	A(U64(0x2000), U64(0xb000), VALL, NM("u32"), I3BIMM),
	A(U64(0xa000), U64(0xb000), VALL, NM("s32"), I3BIMM),
	A(U64(0x3000), U64(0xb000), VALL, NM("u64"), I3BIMM),
	A(U64(0xb000), U64(0xb000), VALL, NM("s64"), I3BIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cvti2isrc[] = {
	A(U64(0x0), U64(0xb000), VALL, NM("u8"), T(is2)),
	A(U64(0x8000), U64(0xb000), VALL, NM("s8"), T(is2)),
	A(U64(0x1000), U64(0xb000), VALL, NM("u16"), T(is2)),
	A(U64(0x9000), U64(0xb000), VALL, NM("s16"), T(is2)),
	A(U64(0x2000), U64(0xb000), VALL, NM("u32"), T(is2)),
	A(U64(0xa000), U64(0xb000), VALL, NM("s32"), T(is2)),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cvti2isrci[] = {
	A(U64(0x0), U64(0xb000), VALL, NM("u8"), I3BIMM),
	A(U64(0x8000), U64(0xb000), VALL, NM("s8"), I3BIMM),
	A(U64(0x1000), U64(0xb000), VALL, NM("u16"), I3BIMM),
	A(U64(0x9000), U64(0xb000), VALL, NM("s16"), I3BIMM),
	A(U64(0x2000), U64(0xb000), VALL, NM("u32"), I3BIMM),
	A(U64(0xa000), U64(0xb000), VALL, NM("s32"), I3BIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cvti2idst[] = {
	A(U64(0x0), U64(0x4c00), VALL, NM("u8"), DST),
	A(U64(0x4000), U64(0x4c00), VALL, NM("s8"), DST),
	A(U64(0x400), U64(0x4c00), VALL, NM("u16"), DST),
	A(U64(0x4400), U64(0x4c00), VALL, NM("s16"), DST),
	A(U64(0x800), U64(0x4c00), VALL, NM("u32"), DST),
	A(U64(0x4800), U64(0x4c00), VALL, NM("s32"), DST),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sat22[] = {
	A(U64(0x0), U64(0x400000000), VALL),
	A(U64(0x400000000), U64(0x400000000), VALL, NM("sat")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sat35[] = {
	A(U64(0x0), U64(0x20000000000000), VALL),
	A(U64(0x20000000000000), U64(0x20000000000000), VALL, NM("sat")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sat39[] = {
	A(U64(0x0), U64(0x200000000000000), VALL),
	A(U64(0x200000000000000), U64(0x200000000000000), VALL, NM("sat")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sat3a[] = {
	A(U64(0x0), U64(0x400000000000000), VALL),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, NM("sat")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ftz2f[] = {
	A(U64(0x0), U64(0x800000000000), VALL),
	A(U64(0x800000000000), U64(0x800000000000), VALL, NM("ftz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ftz32[] = {
	A(U64(0x0), U64(0x4000000000000), VALL),
	A(U64(0x4000000000000), U64(0x4000000000000), VALL, NM("ftz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ftz38[] = {
	A(U64(0x0), U64(0x100000000000000), VALL),
	A(U64(0x100000000000000), U64(0x100000000000000), VALL, NM("ftz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ftz3a[] = {
	A(U64(0x0), U64(0x400000000000000), VALL),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, NM("ftz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_fmz30[] = {
	A(U64(0x0), U64(0x1000000000000), VALL),
	A(U64(0x1000000000000), U64(0x1000000000000), VALL, NM("fmz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_fmz39[] = {
	A(U64(0x0), U64(0x200000000000000), VALL),
	A(U64(0x200000000000000), U64(0x200000000000000), VALL, NM("fmz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg8[] = {
	A(U64(0x0), U64(0x100), VALL),
	A(U64(0x100), U64(0x100), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg2e[] = {
	A(U64(0x0), U64(0x400000000000), VALL),
	A(U64(0x400000000000), U64(0x400000000000), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg30[] = {
	A(U64(0x0), U64(0x1000000000000), VALL),
	A(U64(0x1000000000000), U64(0x1000000000000), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg33[] = {
	A(U64(0x0), U64(0x8000000000000), VALL),
	A(U64(0x8000000000000), U64(0x8000000000000), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg34[] = {
	A(U64(0x0), U64(0x10000000000000), VALL),
	A(U64(0x10000000000000), U64(0x10000000000000), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg38[] = {
	A(U64(0x0), U64(0x100000000000000), VALL),
	A(U64(0x100000000000000), U64(0x100000000000000), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg3b[] = {
	A(U64(0x0), U64(0x800000000000000), VALL),
	A(U64(0x800000000000000), U64(0x800000000000000), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg3c[] = {
	A(U64(0x0), U64(0x1000000000000000), VALL),
	A(U64(0x1000000000000000), U64(0x1000000000000000), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_abs9[] = {
	A(U64(0x0), U64(0x200), VALL),
	A(U64(0x200), U64(0x200), VALL, NM("abs")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_abs2f[] = {
	A(U64(0x0), U64(0x800000000000), VALL),
	A(U64(0x800000000000), U64(0x800000000000), VALL, NM("abs")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_abs31[] = {
	A(U64(0x0), U64(0x2000000000000), VALL),
	A(U64(0x2000000000000), U64(0x2000000000000), VALL, NM("abs")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_abs34[] = {
	A(U64(0x0), U64(0x10000000000000), VALL),
	A(U64(0x10000000000000), U64(0x10000000000000), VALL, NM("abs")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_abs39[] = {
	A(U64(0x0), U64(0x200000000000000), VALL),
	A(U64(0x200000000000000), U64(0x200000000000000), VALL, NM("abs")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_abs3c[] = {
	A(U64(0x0), U64(0x1000000000000000), VALL),
	A(U64(0x1000000000000000), U64(0x1000000000000000), VALL, NM("abs")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_not2a[] = {
	A(U64(0x0), U64(0x40000000000), VALL),
	A(U64(0x40000000000), U64(0x40000000000), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_not2b[] = {
	A(U64(0x0), U64(0x80000000000), VALL),
	A(U64(0x80000000000), U64(0x80000000000), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_not3a[] = {
	A(U64(0x0), U64(0x400000000000000), VALL),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_not3b[] = {
	A(U64(0x0), U64(0x800000000000000), VALL),
	A(U64(0x800000000000000), U64(0x800000000000000), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_rev2b[] = {
	A(U64(0x0), U64(0x80000000000), VALL),
	A(U64(0x80000000000), U64(0x80000000000), VALL, NM("rev")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_rint[] = {
	A(U64(0x0), U64(0x200000000000), VALL),
	A(U64(0x200000000000), U64(0x200000000000), VALL, T(frmi)),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acout32[] = {
	A(U64(0x0), U64(0x4000000000000), VALL),
	A(U64(0x4000000000000), U64(0x4000000000000), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acout37[] = {
	A(U64(0x0), U64(0x80000000000000), VALL),
	A(U64(0x80000000000000), U64(0x80000000000000), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acin2e[] = {
	A(U64(0x0), U64(0x400000000000), VALL),
	A(U64(0x400000000000), U64(0x400000000000), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acin34[] = {
	A(U64(0x0), U64(0x10000000000000), VALL),
	A(U64(0x10000000000000), U64(0x10000000000000), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acin38[] = {
	A(U64(0x0), U64(0x100000000000000), VALL),
	A(U64(0x100000000000000), U64(0x100000000000000), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acin3c[] = {
	A(U64(0x0), U64(0x1000000000000000), VALL),
	A(U64(0x1000000000000000), U64(0x1000000000000000), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_shiftamt[] = {
	A(U64(0x0), U64(0x100000000000), VALL),
	A(U64(0x100000000000), U64(0x100000000000), VALL, NM("shiftamt")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_shfclamp[] = {
	A(U64(0x0), U64(0x20000000000000), VALL, NM("clamp")),
	A(U64(0x20000000000000), U64(0x20000000000000), VALL, NM("wrap")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sflane[] = {
	A(U64(0x0), U64(0x80000000), VALL, SRC2),
	A(U64(0x80000000), U64(0x80000000), VALL, SFLNIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sfmask[] = {
	A(U64(0x0), U64(0x100000000), VALL, SRC3),
	A(U64(0x100000000), U64(0x100000000), VALL, SFLMIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_2b[] = {
	A(U64(0x0), U64(0x80000000000), VALL, NM("u32")),
	A(U64(0x80000000000), U64(0x80000000000), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_2c[] = {
	A(U64(0x0), U64(0x100000000000), VALL, NM("u32")),
	A(U64(0x100000000000), U64(0x100000000000), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_33[] = {
	A(U64(0x0), U64(0x8000000000000), VALL, NM("u32")),
	A(U64(0x8000000000000), U64(0x8000000000000), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_38[] = {
	A(U64(0x0), U64(0x100000000000000), VALL, NM("u32")),
	A(U64(0x100000000000000), U64(0x100000000000000), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_39[] = {
	A(U64(0x0), U64(0x200000000000000), VALL, NM("u32")),
	A(U64(0x200000000000000), U64(0x200000000000000), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_3a[] = {
	A(U64(0x0), U64(0x400000000000000), VALL, NM("u32")),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_high2a[] = {
	A(U64(0x0), U64(0x40000000000), VALL),
	A(U64(0x40000000000), U64(0x40000000000), VALL, NM("high")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_high33[] = {
	A(U64(0x0), U64(0x8000000000000), VALL),
	A(U64(0x8000000000000), U64(0x8000000000000), VALL, NM("high")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_high38[] = {
	A(U64(0x0), U64(0x100000000000000), VALL),
	A(U64(0x100000000000000), U64(0x100000000000000), VALL, NM("high")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_high39[] = {
	A(U64(0x0), U64(0x200000000000000), VALL),
	A(U64(0x200000000000000), U64(0x200000000000000), VALL, NM("high")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_su3d[] = {
	A(U64(0x0), U64(0x4000000000000), VALL),
	A(U64(0x4000000000000), U64(0x4000000000000), VALL, NM("3d")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_su1d[] = {
	A(U64(0x0), U64(0x100000000000000), VALL, NM("1d")),
	A(U64(0x100000000000000), U64(0x100000000000000), VALL, NM("2d")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vsclamp[] = {
	A(U64(0x0), U64(0x10000000000000), VALL, NM("clamp")),
	A(U64(0x10000000000000), U64(0x10000000000000), VALL, NM("wrap")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us64_28[] = {
	A(U64(0x0), U64(0x30000000000), VALL),
	A(U64(0x20000000000), U64(0x30000000000), VALL, NM("u64")),
	A(U64(0x30000000000), U64(0x30000000000), VALL, NM("s64")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_minmax[] = {
	A(U64(0x1c0000000000), U64(0x3c0000000000), VALL, NM("min")),
	A(U64(0x3c0000000000), U64(0x3c0000000000), VALL, NM("max")),
	A(U64(0x0), U64(0x0), VALL, NM("minmax"), T(pnot2d), PSRC3),
};

static const struct isa_alt c_addop[] = {
	A(U64(0x0), U64(0x18000000000000), VALL, NM("add")),
	A(U64(0x8000000000000), U64(0x18000000000000), VALL, NM("sub")),
	A(U64(0x10000000000000), U64(0x18000000000000), VALL, NM("subr")),
	A(U64(0x18000000000000), U64(0x18000000000000), VALL, NM("addpo")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_addop3a[] = {
	A(U64(0x0), U64(0xc0000000000000), VALL, NM("add")),
	A(U64(0x40000000000000), U64(0xc0000000000000), VALL, NM("sub")),
	A(U64(0x80000000000000), U64(0xc0000000000000), VALL, NM("subr")),
	A(U64(0xc0000000000000), U64(0xc0000000000000), VALL, NM("addpo")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_addop3b[] = {
	A(U64(0x0), U64(0x800000000000000), VALL, NM("add")),
	A(U64(0x800000000000000), U64(0x800000000000000), VALL, NM("subr")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_logop[] = {
	A(U64(0x0), U64(0x300000000000), VALL, NM("and")),
	A(U64(0x100000000000), U64(0x300000000000), VALL, NM("or")),
	A(U64(0x200000000000), U64(0x300000000000), VALL, NM("xor")),
	A(U64(0x300000000000), U64(0x300000000000), VALL, NM("mov2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_logop38[] = {
	A(U64(0x0), U64(0x300000000000000), VALL, NM("and")),
	A(U64(0x100000000000000), U64(0x300000000000000), VALL, NM("or")),
	A(U64(0x200000000000000), U64(0x300000000000000), VALL, NM("xor")),
	A(U64(0x300000000000000), U64(0x300000000000000), VALL, NM("mov2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sfuop[] = {
	A(U64(0x0), U64(0x3800000), VALL, NM("cos")),
	A(U64(0x800000), U64(0x3800000), VALL, NM("sin")),
	A(U64(0x1000000), U64(0x3800000), VALL, NM("ex2")),
	A(U64(0x1800000), U64(0x3800000), VALL, NM("lg2")),
	A(U64(0x2000000), U64(0x3800000), VALL, NM("rcp")),
	A(U64(0x2800000), U64(0x3800000), VALL, NM("rsqrt")),
	A(U64(0x3000000), U64(0x3800000), VALL, NM("rcp64h")),
	A(U64(0x3800000), U64(0x3800000), VALL, NM("rsqrt64h")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lcop[] = {
	A(U64(0x0), U64(0x1800000000000000), VALL, NM("ca")),
	A(U64(0x800000000000000), U64(0x1800000000000000), VALL, NM("cg")),
	A(U64(0x1000000000000000), U64(0x1800000000000000), VALL, NM("cs")),
	A(U64(0x1800000000000000), U64(0x1800000000000000), VALL, NM("cv")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_scop[] = {
	A(U64(0x0), U64(0x1800000000000000), VALL, NM("wb")),
	A(U64(0x800000000000000), U64(0x1800000000000000), VALL, NM("cg")),
	A(U64(0x1000000000000000), U64(0x1800000000000000), VALL, NM("cs")),
	A(U64(0x1800000000000000), U64(0x1800000000000000), VALL, NM("wt")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_llcop[] = {
	A(U64(0x0), U64(0x1800000000000), VALL, NM("ca")),
	A(U64(0x800000000000), U64(0x1800000000000), VALL, NM("cg")),
	A(U64(0x1000000000000), U64(0x1800000000000), VALL, NM("cs")),
	A(U64(0x1800000000000), U64(0x1800000000000), VALL, NM("cv")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lscop[] = {
	A(U64(0x0), U64(0x1800000000000), VALL, NM("wb")),
	A(U64(0x800000000000), U64(0x1800000000000), VALL, NM("cg")),
	A(U64(0x1000000000000), U64(0x1800000000000), VALL, NM("cs")),
	A(U64(0x1800000000000), U64(0x1800000000000), VALL, NM("wt")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ldstt[] = {
	A(U64(0x0), U64(0x700000000000000), VALL, NM("u8")),
	A(U64(0x100000000000000), U64(0x700000000000000), VALL, NM("s8")),
	A(U64(0x200000000000000), U64(0x700000000000000), VALL, NM("u16")),
	A(U64(0x300000000000000), U64(0x700000000000000), VALL, NM("s16")),
	A(U64(0x400000000000000), U64(0x700000000000000), VALL, NM("b32")),
	A(U64(0x500000000000000), U64(0x700000000000000), VALL, NM("b64")),
	A(U64(0x600000000000000), U64(0x700000000000000), VALL, NM("b128")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ldstd[] = {
	A(U64(0x0), U64(0x700000000000000), VALL, DST),
	A(U64(0x100000000000000), U64(0x700000000000000), VALL, DST),
	A(U64(0x200000000000000), U64(0x700000000000000), VALL, DST),
	A(U64(0x300000000000000), U64(0x700000000000000), VALL, DST),
	A(U64(0x400000000000000), U64(0x700000000000000), VALL, DST),
	A(U64(0x500000000000000), U64(0x700000000000000), VALL, DSTD),
	A(U64(0x600000000000000), U64(0x700000000000000), VALL, DSTQ),
	A(U64(0x0), U64(0x0), VALL, UNK, DST),
};

static const struct isa_alt c_lldstt[] = {
	A(U64(0x0), U64(0x38000000000000), VALL, NM("u8")),
	A(U64(0x8000000000000), U64(0x38000000000000), VALL, NM("s8")),
	A(U64(0x10000000000000), U64(0x38000000000000), VALL, NM("u16")),
	A(U64(0x18000000000000), U64(0x38000000000000), VALL, NM("s16")),
	A(U64(0x20000000000000), U64(0x38000000000000), VALL, NM("b32")),
	A(U64(0x28000000000000), U64(0x38000000000000), VALL, NM("b64")),
	A(U64(0x30000000000000), U64(0x38000000000000), VALL, NM("b128")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lldstd[] = {
	A(U64(0x0), U64(0x38000000000000), VALL, DST),
	A(U64(0x8000000000000), U64(0x38000000000000), VALL, DST),
	A(U64(0x10000000000000), U64(0x38000000000000), VALL, DST),
	A(U64(0x18000000000000), U64(0x38000000000000), VALL, DST),
	A(U64(0x20000000000000), U64(0x38000000000000), VALL, DST),
	A(U64(0x28000000000000), U64(0x38000000000000), VALL, DSTD),
	A(U64(0x30000000000000), U64(0x38000000000000), VALL, DSTQ),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_aldstt[] = {
	A(U64(0x0), U64(0xc000000000000), VALL, NM("b32")),
	A(U64(0x4000000000000), U64(0xc000000000000), VALL, NM("b64")),
	A(U64(0x8000000000000), U64(0xc000000000000), VALL, NM("b96")),
	A(U64(0xc000000000000), U64(0xc000000000000), VALL, NM("b128")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_aldstd[] = {
	A(U64(0x0), U64(0xc000000000000), VALL, DST),
	A(U64(0x4000000000000), U64(0xc000000000000), VALL, DSTD),
	A(U64(0x8000000000000), U64(0xc000000000000), VALL, DSTT),
	A(U64(0xc000000000000), U64(0xc000000000000), VALL, DSTQ),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_atomd[] = {
	A(U64(0x0), U64(0x70000000000000), VALL, NM("u32"), DST),
	A(U64(0x10000000000000), U64(0x70000000000000), VALL, NM("s32"), DST),
	A(U64(0x20000000000000), U64(0x70000000000000), VALL, NM("u64"), DSTD),
	A(U64(0x30000000000000), U64(0x70000000000000), VALL, NM("f32"), DST),
	A(U64(0x40000000000000), U64(0x70000000000000), VALL, NM("u128"), DSTQ),
	A(U64(0x50000000000000), U64(0x70000000000000), VALL, NM("s64"), DSTD),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_atoms[] = {
	A(U64(0x0), U64(0x70000000000000), VALL, SRC2),
	A(U64(0x10000000000000), U64(0x70000000000000), VALL, SRC2),
	A(U64(0x20000000000000), U64(0x70000000000000), VALL, SRC2D),
	A(U64(0x30000000000000), U64(0x70000000000000), VALL, SRC2),
	A(U64(0x40000000000000), U64(0x70000000000000), VALL, SRC2Q),
	A(U64(0x50000000000000), U64(0x70000000000000), VALL, SRC2D),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_redop[] = {
	A(U64(0x0), U64(0x780000000000000), VALL, NM("add")),
	A(U64(0x80000000000000), U64(0x780000000000000), VALL, NM("min")),
	A(U64(0x100000000000000), U64(0x780000000000000), VALL, NM("max")),
	A(U64(0x180000000000000), U64(0x780000000000000), VALL, NM("inc")),
	A(U64(0x200000000000000), U64(0x780000000000000), VALL, NM("dec")),
	A(U64(0x280000000000000), U64(0x780000000000000), VALL, NM("and")),
	A(U64(0x300000000000000), U64(0x780000000000000), VALL, NM("or")),
	A(U64(0x380000000000000), U64(0x780000000000000), VALL, NM("xor")),
	A(U64(0x400000000000000), U64(0x780000000000000), VALL, NM("exch")),
	A(U64(0x500000000000000), U64(0x780000000000000), VALL, NM("safeadd")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cass[] = {
	A(U64(0x20000000000000), U64(0x70000000000000), VALL, SRC2, NM("zero")),
	A(U64(0x40000000000000), U64(0x70000000000000), VALL, NM("zero"), SRC2),
	A(U64(0x0), U64(0x70000000000000), VALL, SRC2, SRC2P1),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_casd[] = {
	A(U64(0x10000000000000), U64(0x70000000000000), VALL, SRC2D, SRC2DP1),
	A(U64(0x30000000000000), U64(0x70000000000000), VALL, SRC2D, NM("zero")),
	A(U64(0x50000000000000), U64(0x70000000000000), VALL, NM("zero"), SRC2D),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_prmtmod[] = {
	A(U64(0x0), U64(0x38000000000000), VALL),
	A(U64(0x8000000000000), U64(0x38000000000000), VALL, NM("f4e")),
	A(U64(0x10000000000000), U64(0x38000000000000), VALL, NM("b4e")),
	A(U64(0x18000000000000), U64(0x38000000000000), VALL, NM("rc8")),
	A(U64(0x20000000000000), U64(0x38000000000000), VALL, NM("ecl")),
	A(U64(0x28000000000000), U64(0x38000000000000), VALL, NM("ecr")),
	A(U64(0x30000000000000), U64(0x38000000000000), VALL, NM("rc16")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_shflmod[] = {
	A(U64(0x0), U64(0x600000000), VALL, NM("idx")),
	A(U64(0x200000000), U64(0x600000000), VALL, NM("up")),
	A(U64(0x400000000), U64(0x600000000), VALL, NM("down")),
	A(U64(0x600000000), U64(0x600000000), VALL, NM("bfly")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_rtt[] = {
	A(U64(0x0), U64(0xc), VALL, NM("")),
	A(U64(0x4), U64(0xc), VALL, NM("terminate")),
	A(U64(0x8), U64(0xc), VALL, NM("fallthrough")),
	A(U64(0xc), U64(0xc), VALL, NM("preempted")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_bpt[] = {
	A(U64(0x0), U64(0x700), VALL, NM("drain_illegal")),
	A(U64(0x100), U64(0x700), VALL, NM("cal")),
	A(U64(0x200), U64(0x700), VALL, NM("pause")),
	A(U64(0x300), U64(0x700), VALL, NM("trap")),
	A(U64(0x400), U64(0x700), VALL, NM("int")),
	A(U64(0x500), U64(0x700), VALL, NM("drain")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_emit[] = {
	A(U64(0x0), U64(0x40000000000), VALL),
	A(U64(0x40000000000), U64(0x40000000000), VALL, NM("emit")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_restart[] = {
	A(U64(0x0), U64(0x80000000000), VALL),
	A(U64(0x80000000000), U64(0x80000000000), VALL, NM("restart")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_patch[] = {
	A(U64(0x0), U64(0x400000000), VALL),
	A(U64(0x400000000), U64(0x400000000), VALL, NM("patch")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_outa[] = {
	A(U64(0x0), U64(0x800000000), VALL),
	A(U64(0x800000000), U64(0x800000000), VALL, NM("out")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_qs1[] = {
	A(U64(0x0), U64(0x700000000000), VALL, NM("l0")),
	A(U64(0x100000000000), U64(0x700000000000), VALL, NM("l1")),
	A(U64(0x200000000000), U64(0x700000000000), VALL, NM("l2")),
	A(U64(0x300000000000), U64(0x700000000000), VALL, NM("l3")),
	A(U64(0x400000000000), U64(0x700000000000), VALL, NM("dx")),
	A(U64(0x500000000000), U64(0x700000000000), VALL, NM("dy")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_qop0[] = {
	A(U64(0x0), U64(0x6000000000), VALL, NM("add")),
	A(U64(0x2000000000), U64(0x6000000000), VALL, NM("subr")),
	A(U64(0x4000000000), U64(0x6000000000), VALL, NM("sub")),
	A(U64(0x6000000000), U64(0x6000000000), VALL, NM("mov2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_qop1[] = {
	A(U64(0x0), U64(0x1800000000), VALL, NM("add")),
	A(U64(0x800000000), U64(0x1800000000), VALL, NM("subr")),
	A(U64(0x1000000000), U64(0x1800000000), VALL, NM("sub")),
	A(U64(0x1800000000), U64(0x1800000000), VALL, NM("mov2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_qop2[] = {
	A(U64(0x0), U64(0x600000000), VALL, NM("add")),
	A(U64(0x200000000), U64(0x600000000), VALL, NM("subr")),
	A(U64(0x400000000), U64(0x600000000), VALL, NM("sub")),
	A(U64(0x600000000), U64(0x600000000), VALL, NM("mov2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_qop3[] = {
	A(U64(0x0), U64(0x180000000), VALL, NM("add")),
	A(U64(0x80000000), U64(0x180000000), VALL, NM("subr")),
	A(U64(0x100000000), U64(0x180000000), VALL, NM("sub")),
	A(U64(0x180000000), U64(0x180000000), VALL, NM("mov2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_mulf[] = {
	A(U64(0x0), U64(0x700000000000), VALL),
	A(U64(0x100000000000), U64(0x700000000000), VALL, NM("div2")),
	A(U64(0x200000000000), U64(0x700000000000), VALL, NM("div4")),
	A(U64(0x300000000000), U64(0x700000000000), VALL, NM("div8")),
	A(U64(0x400000000000), U64(0x700000000000), VALL, NM("mul8")),
	A(U64(0x500000000000), U64(0x700000000000), VALL, NM("mul4")),
	A(U64(0x600000000000), U64(0x700000000000), VALL, NM("mul2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sup[] = {
	A(U64(0x0), U64(0x200000000000), VALL, PSRC3),
	A(U64(0x200000000000), U64(0x200000000000), VALL, SEO, NM("not"), PSRC3, SEC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sup2[] = {
	A(U64(0x0), U64(0x20000000000000), VALL, PSRC5),
	A(U64(0x20000000000000), U64(0x20000000000000), VALL, SEO, NM("not"), PSRC5, SEC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sulcop[] = {
	A(U64(0x0), U64(0x180000000), VALL, NM("ca")),
	A(U64(0x80000000), U64(0x180000000), VALL, NM("cg")),
	A(U64(0x100000000), U64(0x180000000), VALL, NM("cs")),
	A(U64(0x180000000), U64(0x180000000), VALL, NM("cv")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sulcop2[] = {
	A(U64(0x0), U64(0xc0000000000000), VALL, NM("ca")),
	A(U64(0x40000000000000), U64(0xc0000000000000), VALL, NM("cg")),
	A(U64(0x80000000000000), U64(0xc0000000000000), VALL, NM("cs")),
	A(U64(0xc0000000000000), U64(0xc0000000000000), VALL, NM("cv")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_suscop[] = {
	A(U64(0x0), U64(0x180000000), VALL, NM("wb")),
	A(U64(0x80000000), U64(0x180000000), VALL, NM("cg")),
	A(U64(0x100000000), U64(0x180000000), VALL, NM("cs")),
	A(U64(0x180000000), U64(0x180000000), VALL, NM("wt")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_suscop2[] = {
	A(U64(0x0), U64(0xc0000000000000), VALL, NM("wb")),
	A(U64(0x40000000000000), U64(0xc0000000000000), VALL, NM("cg")),
	A(U64(0x80000000000000), U64(0xc0000000000000), VALL, NM("cs")),
	A(U64(0xc0000000000000), U64(0xc0000000000000), VALL, NM("wt")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sclamp2s[] = {
	A(U64(0x0), U64(0x1800000), VALL, NM("ign")),
	A(U64(0x800000), U64(0x1800000), VALL, NM("trap")),
	A(U64(0x1800000), U64(0x1800000), VALL, NM("sdcl")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sclamp2s2[] = {
	A(U64(0x0), U64(0xc), VALL, NM("ign")),
	A(U64(0x4), U64(0xc), VALL, NM("trap")),
	A(U64(0xc), U64(0xc), VALL, NM("sdcl")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sudst[] = {
	A(U64(0x0), U64(0xe00000000), VALL, NM("u8"), DST),
	A(U64(0x200000000), U64(0xe00000000), VALL, NM("s8"), DST),
	A(U64(0x400000000), U64(0xe00000000), VALL, NM("u16"), DST),
	A(U64(0x600000000), U64(0xe00000000), VALL, NM("s16"), DST),
	A(U64(0x800000000), U64(0xe00000000), VALL, NM("b32"), DST),
	A(U64(0xa00000000), U64(0xe00000000), VALL, NM("b64"), DSTD),
	A(U64(0xc00000000), U64(0xe00000000), VALL, NM("b128"), DSTQ),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sudst1[] = {
	A(U64(0x0), U64(0x700000000000000), VALL, NM("u8"), DST),
	A(U64(0x100000000000000), U64(0x700000000000000), VALL, NM("s8"), DST),
	A(U64(0x200000000000000), U64(0x700000000000000), VALL, NM("u16"), DST),
	A(U64(0x300000000000000), U64(0x700000000000000), VALL, NM("s16"), DST),
	A(U64(0x400000000000000), U64(0x700000000000000), VALL, NM("b32"), DST),
	A(U64(0x500000000000000), U64(0x700000000000000), VALL, NM("b64"), DSTD),
	A(U64(0x600000000000000), U64(0x700000000000000), VALL, NM("b128"), DSTQ),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sclamp2l[] = {
	A(U64(0x0), U64(0xc00000000000), VALL, NM("zero")),
	A(U64(0x400000000000), U64(0xc00000000000), VALL, NM("trap")),
	A(U64(0xc00000000000), U64(0xc00000000000), VALL, NM("sdcl")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_suldty[] = {
	A(U64(0x0), U64(0x30000000000000), VALL, NM("u32")),
	A(U64(0x10000000000000), U64(0x30000000000000), VALL, NM("s32")),
	A(U64(0x20000000000000), U64(0x30000000000000), VALL, NM("u8")),
	A(U64(0x30000000000000), U64(0x30000000000000), VALL, NM("s8")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sustty[] = {
	A(U64(0x0), U64(0x60000000), VALL, NM("u32")),
	A(U64(0x20000000), U64(0x60000000), VALL, NM("s32")),
	A(U64(0x40000000), U64(0x60000000), VALL, NM("u8")),
	A(U64(0x60000000), U64(0x60000000), VALL, NM("s8")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sustty2[] = {
	A(U64(0x0), U64(0x300), VALL, NM("u32")),
	A(U64(0x100), U64(0x300), VALL, NM("s32")),
	A(U64(0x200), U64(0x300), VALL, NM("u8")),
	A(U64(0x300), U64(0x300), VALL, NM("s8")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sucm[] = {
	A(U64(0x0), U64(0xf0000000000000), VALL, NM("sd"), NM("r1")),
	A(U64(0x10000000000000), U64(0xf0000000000000), VALL, NM("sd"), NM("r2")),
	A(U64(0x20000000000000), U64(0xf0000000000000), VALL, NM("sd"), NM("r4")),
	A(U64(0x30000000000000), U64(0xf0000000000000), VALL, NM("sd"), NM("r8")),
	A(U64(0x40000000000000), U64(0xf0000000000000), VALL, NM("sd"), NM("r16")),
	A(U64(0x50000000000000), U64(0xf0000000000000), VALL, NM("pl"), NM("r1")),
	A(U64(0x60000000000000), U64(0xf0000000000000), VALL, NM("pl"), NM("r2")),
	A(U64(0x70000000000000), U64(0xf0000000000000), VALL, NM("pl"), NM("r4")),
	A(U64(0x80000000000000), U64(0xf0000000000000), VALL, NM("pl"), NM("r8")),
	A(U64(0x90000000000000), U64(0xf0000000000000), VALL, NM("pl"), NM("r16")),
	A(U64(0xa0000000000000), U64(0xf0000000000000), VALL, NM("bl"), NM("r1")),
	A(U64(0xb0000000000000), U64(0xf0000000000000), VALL, NM("bl"), NM("r2")),
	A(U64(0xc0000000000000), U64(0xf0000000000000), VALL, NM("bl"), NM("r4")),
	A(U64(0xd0000000000000), U64(0xf0000000000000), VALL, NM("bl"), NM("r8")),
	A(U64(0xe0000000000000), U64(0xf0000000000000), VALL, NM("bl"), NM("r16")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cctlop[] = {
	A(U64(0x0), U64(0x3c), VALL, NM("query1")),
	A(U64(0x4), U64(0x3c), VALL, NM("pf1")),
	A(U64(0x8), U64(0x3c), VALL, NM("pf15")),
	A(U64(0xc), U64(0x3c), VALL, NM("pf2")),
	A(U64(0x10), U64(0x3c), VALL, NM("wb")),
	A(U64(0x14), U64(0x3c), VALL, NM("iv")),
	A(U64(0x18), U64(0x3c), VALL, NM("ivall")),
	A(U64(0x1c), U64(0x3c), VALL, NM("rs")),
	A(U64(0x20), U64(0x3c), VALL, NM("wball")),
	A(U64(0x24), U64(0x3c), VALL, NM("rslb")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cctlmod[] = {
	A(U64(0x0), U64(0xc0), VALL),
	A(U64(0x40), U64(0xc0), VALL, NM("u")),
	A(U64(0x80), U64(0xc0), VALL, NM("c")),
	A(U64(0xc0), U64(0xc0), VALL, NM("i")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_bar[] = {
	A(U64(0x0), U64(0xc00000000000), VALL, SRC1, SRC2),
	A(U64(0x400000000000), U64(0xc00000000000), VALL, SRC1, BARIMM2),
	A(U64(0x800000000000), U64(0xc00000000000), VALL, BARIMM1, SRC2),
	A(U64(0xc00000000000), U64(0xc00000000000), VALL, BARIMM1, BARIMM2),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vdst[] = {
	A(U64(0x0), U64(0x1c0000000000000), VALL, NM("h1")),
	A(U64(0x40000000000000), U64(0x1c0000000000000), VALL, NM("h0")),
	A(U64(0x80000000000000), U64(0x1c0000000000000), VALL, NM("b0")),
	A(U64(0xc0000000000000), U64(0x1c0000000000000), VALL, NM("b2")),
	A(U64(0x100000000000000), U64(0x1c0000000000000), VALL, NM("add")),
	A(U64(0x140000000000000), U64(0x1c0000000000000), VALL, NM("min")),
	A(U64(0x180000000000000), U64(0x1c0000000000000), VALL, NM("max")),
	A(U64(0x1c0000000000000), U64(0x1c0000000000000), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vsrc1[] = {
	A(U64(0x0), U64(0x38000000000), VALL, NM("b0")),
	A(U64(0x8000000000), U64(0x38000000000), VALL, NM("b1")),
	A(U64(0x10000000000), U64(0x38000000000), VALL, NM("b2")),
	A(U64(0x18000000000), U64(0x38000000000), VALL, NM("b3")),
	A(U64(0x20000000000), U64(0x38000000000), VALL, NM("h0")),
	A(U64(0x28000000000), U64(0x38000000000), VALL, NM("h1")),
	A(U64(0x30000000000), U64(0x38000000000), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vsrc2[] = {
	A(U64(0x0), U64(0x20000380000000), VALL),
	A(U64(0x20000000000000), U64(0x20000380000000), VALL, NM("b0")),
	A(U64(0x20000080000000), U64(0x20000380000000), VALL, NM("b1")),
	A(U64(0x20000100000000), U64(0x20000380000000), VALL, NM("b2")),
	A(U64(0x20000180000000), U64(0x20000380000000), VALL, NM("b3")),
	A(U64(0x20000200000000), U64(0x20000380000000), VALL, NM("h0")),
	A(U64(0x20000300000000), U64(0x20000380000000), VALL, NM("h1")),
	A(U64(0x20000380000000), U64(0x20000380000000), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vs2[] = {
	A(U64(0x0), U64(0x20000000000000), VALL, VIMM),
	A(U64(0x20000000000000), U64(0x20000000000000), VALL, SRC2),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_imadp1[] = {
	A(U64(0x0), U64(0x38000000000000), VALL, NM("u32")),
	A(U64(0x8000000000000), U64(0x38000000000000), VALL, NM("s32")),
	A(U64(0x10000000000000), U64(0x38000000000000), VALL, NM("u24")),
	A(U64(0x18000000000000), U64(0x38000000000000), VALL, NM("s24")),
	A(U64(0x20000000000000), U64(0x38000000000000), VALL, NM("u16l")),
	A(U64(0x28000000000000), U64(0x38000000000000), VALL, NM("s16l")),
	A(U64(0x30000000000000), U64(0x38000000000000), VALL, NM("u16h")),
	A(U64(0x38000000000000), U64(0x38000000000000), VALL, NM("s16h")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_imadp2[] = {
	A(U64(0x0), U64(0x300000000000000), VALL, NM("u24")),
	A(U64(0x100000000000000), U64(0x300000000000000), VALL, NM("s24")),
	A(U64(0x200000000000000), U64(0x300000000000000), VALL, NM("u16l")),
	A(U64(0x300000000000000), U64(0x300000000000000), VALL, NM("s16l")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_imadp3[] = {
	A(U64(0x0), U64(0x188000000000000), VALL, NM("u32")),
	A(U64(0x8000000000000), U64(0x188000000000000), VALL, NM("s32")),
	A(U64(0x100000000000000), U64(0x188000000000000), VALL, NM("s32")),
	A(U64(0x108000000000000), U64(0x188000000000000), VALL, NM("s32")),
	A(U64(0x40000000000000), U64(0x188000000000000), VALL, NM("u24")),
	A(U64(0x48000000000000), U64(0x188000000000000), VALL, NM("s24")),
	A(U64(0x140000000000000), U64(0x188000000000000), VALL, NM("s24")),
	A(U64(0x148000000000000), U64(0x188000000000000), VALL, NM("s24")),
	A(U64(0x80000000000000), U64(0x188000000000000), VALL, NM("u16l")),
	A(U64(0x88000000000000), U64(0x188000000000000), VALL, NM("s16l")),
	A(U64(0x180000000000000), U64(0x188000000000000), VALL, NM("s16l")),
	A(U64(0x188000000000000), U64(0x188000000000000), VALL, NM("s16l")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_p[] = {
	A(U64(0x1c0000), U64(0x3c0000), VALL),
	A(U64(0x3c0000), U64(0x3c0000), VALL, NM("never")),
	A(U64(0x0), U64(0x200000), VALL, PRED),
	A(U64(0x200000), U64(0x200000), VALL, SEO, NM("not"), PRED, SEC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lim[] = {
	A(U64(0x0), U64(0x100), VALL),
	A(U64(0x100), U64(0x100), VALL, NM("lim")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_brawarp[] = {
	A(U64(0x0), U64(0x200), VALL),
	A(U64(0x200), U64(0x200), VALL, NM("allwarp")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_join[] = {
	A(U64(0x0), U64(0x400000), VALL),
	A(U64(0x400000), U64(0x400000), VALL, NM("join")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_form gk110_forms[] = {
	/* c */
	FR(U64(0x0), U64(0xff80000000000003), VALL, 8, NM("bpt"), T(bpt), BPTARG),
	FR(U64(0x800000000000000), U64(0xfc00000000000003), VALL, 8, NM("sched"), SCHED_0, SCHED_1, SCHED_2, SCHED_3, SCHED_4, SCHED_5, SCHED_6),
	FR(U64(0x1080000000000000), U64(0xff80000000000003), VALL, 8, T(p), T(cc), NM("bra"), T(lim), T(brawarp), NM("abs"), ACTARG),
	FR(U64(0x1100000000000000), U64(0xff80000000000003), VALL, 8, NM("call"), T(lim), NM("abs"), ACTARG),
	FR(U64(0x1200000000000000), U64(0xff80000000000003), VALL, 8, T(p), T(cc), NM("bra"), T(lim), T(brawarp), BTARG),
	FR(U64(0x1300000000000000), U64(0xff80000000000003), VALL, 8, NM("call"), T(lim), CTARG),
	FR(U64(0x1380000000000000), U64(0xff80000000000003), VALL, 8, NM("preret"), T(lim), BTARG),
	FR(U64(0x1400000000000000), U64(0xff80000000000003), VALL, 8, NM("prelongjmp"), BTARG),
	FR(U64(0x1480000000000000), U64(0xff80000000000003), VALL, 8, NM("joinat"), BTARG),
	FR(U64(0x1500000000000000), U64(0xff80000000000003), VALL, 8, NM("prebrk"), BTARG),
	FR(U64(0x1580000000000000), U64(0xff80000000000003), VALL, 8, NM("precont"), BTARG),
	FR(U64(0x1800000000000000), U64(0xff80000000000003), VALL, 8, T(p), T(cc), NM("exit")),
	FR(U64(0x1880000000000000), U64(0xff80000000000003), VALL, 8, T(p), T(cc), NM("longjmp")),
	FR(U64(0x1900000000000000), U64(0xff80000000000003), VALL, 8, T(p), T(cc), NM("ret")),
	FR(U64(0x1980000000000000), U64(0xff80000000000003), VALL, 8, T(p), T(cc), NM("discard")),
	FR(U64(0x1a00000000000000), U64(0xff80000000000003), VALL, 8, T(p), T(cc), NM("brk")),
	FR(U64(0x1a80000000000000), U64(0xff80000000000003), VALL, 8, T(p), T(cc), NM("cont")),
	FR(U64(0x1b00000000000000), U64(0xff80000000000003), VALL, 8, NM("rtt"), T(rtt)),
	FR(U64(0x1b80000000000000), U64(0xff80000000000003), VALL, 8, NM("quadon")),
	FR(U64(0x1c00000000000000), U64(0xff80000000000003), VALL, 8, NM("quadpop")),
	FR(U64(0x2000000000000000), U64(0xe000000000000003), VALL, 8, T(join), T(p), T(logop38), NM("b32"), DST, T(acout37), T(not3a), SRC1, T(not3b), LIMM, T(acin3c)),
	FR(U64(0x4000000000000000), U64(0xe000000000000003), VALL, 8, T(join), T(p), NM("add"), T(ftz3a), NM("f32"), DST, T(acout37), T(neg3b), T(abs39), SRC1, T(neg38), T(abs3c), LIMM),
	FR(U64(0x6000000000000000), U64(0xe000000000000003), VALL, 8, T(join), T(p), NM("fma"), T(ftz38), T(fmz39), T(sat3a), NM("f32"), DST, T(acout37), T(neg3b), SRC1, LIMM, T(neg3c), DST),
	FR(U64(0xa000000000000000), U64(0xe000000000000003), VALL, 8, T(join), T(p), NM("add"), NM("b32"), DST, T(acout37), SEO, NM("shl"), SRC1, SHCNL, SEC, LIMM),
	FR(U64(0xc000000000000000), U64(0xe000000000000003), VALL, 8, T(join), T(p), NM("ld"), T(ldstt), T(ldstd), T(lcop), T(gmem)),
	FR(U64(0xe000000000000000), U64(0xe000000000000003), VALL, 8, T(join), T(p), NM("st"), T(ldstt), T(scop), T(gmem), T(ldstd)),
	FR(U64(0x0), U64(0x3), VALL, 8, UNK),
	/* i */
	FR(U64(0x4000000000000001), U64(0xf400000000400003), VALL, 8, T(p), T(addop3b), T(sat39), NM("b32"), DST, T(acout37), SRC1, LIMM, T(acin38)),
	FR(U64(0x8000000000000001), U64(0xf180000000400003), VALL, 8, T(p), NM("set"), T(ftz3a), NM("b32"), DST, T(acout32), T(setit), NM("f32"), T(neg2e), T(abs39), SRC1, FIMM, T(setlop3)),
	FR(U64(0x40000000000001), U64(0x37c0000000400003), VALL, 8, T(p), NM("popc"), NM("b32"), DST, T(not2a), SRC1, T(i3bi2)),
	FR(U64(0x80000000000001), U64(0x37c0000000400003), VALL, 8, T(p), T(addop), T(sat35), NM("b32"), DST, T(acout32), SRC1, T(i3bi2)),
	FR(U64(0xc0000000000001), U64(0x37c0000000400003), VALL, 8, T(p), T(addop), NM("b32"), DST, T(acout32), SEO, NM("shl"), SRC1, SHCNT, SEC, T(i3bi2)),
	FR(U64(0x100000000000001), U64(0x37c0000000400003), VALL, 8, T(p), T(minmax), T(us32_33), DST, SRC1, T(i3bi2)),
	FR(U64(0x140000000000001), U64(0x37c0000000400003), VALL, 8, T(p), NM("shr"), T(us32_33), DST, SRC1, T(shclamp), T(sui2b)),
	FR(U64(0x1c0000000000001), U64(0x37c0000000400003), VALL, 8, T(p), NM("mul"), T(high2a), DST, T(us32_2b), SRC1, T(us32_2c), T(i3bi2)),
	FR(U64(0x200000000000001), U64(0x37c0000000400003), VALL, 8, T(p), T(logop), NM("b32"), DST, T(not3a), SRC1, T(not3b), T(i3bi2)),
	FR(U64(0x240000000000001), U64(0x37c0000000400003), VALL, 8, T(p), NM("shl"), NM("b32"), DST, SRC1, T(shclamp), T(sui2b)),
	FR(U64(0x280000000000001), U64(0x37c0000000400003), VALL, 8, T(p), T(minmax), NM("f64"), DSTD, T(neg33), T(abs31), SRC1D, T(di2)),
	FR(U64(0x2c0000000000001), U64(0x37c0000000400003), VALL, 8, T(p), NM("add"), T(ftz2f), T(sat35), T(frm2a), NM("f32"), DST, T(neg33), T(abs31), SRC1, T(fi2)),
	FR(U64(0x300000000000001), U64(0x37c0000000400003), VALL, 8, T(p), T(minmax), T(ftz2f), NM("f32"), DST, T(neg33), T(abs31), SRC1, T(fi2)),
	FR(U64(0x340000000000001), U64(0x37c0000000400003), VALL, 8, T(p), NM("mul"), T(ftz2f), T(fmz30), T(sat35), T(frm2a), NM("f32"), DST, SRC1, T(fi2)),
	FR(U64(0x380000000000001), U64(0x37c0000000400003), VALL, 8, T(p), NM("add"), T(frm2a), NM("f64"), DSTD, T(neg33), T(abs31), SRC1D, T(di2)),
	FR(U64(0x400000000000001), U64(0x37c0000000400003), VALL, 8, T(p), NM("mul"), T(frm2a), NM("f64"), DSTD, SRC1D, T(di2)),
	FR(U64(0x500000000000001), U64(0x37c0000000400003), VALL, 8, T(p), NM("selp"), DST, SRC1, T(i3bi2), T(pnot2d), PSRC3),
	FR(U64(0x7c0000000000001), U64(0x37c0000000400003), VALL, 8, T(p), NM("rshf"), T(high33), NM("b32"), DST, SEO, T(us64_28), SRC1, SRC3, SEC, T(shfclamp), T(sui2b)),
	FR(U64(0x9000000000000001), U64(0xb580000000400003), VALL, 8, T(p), NM("set"), NM("b32"), DST, T(acout32), T(setit), NM("f64"), T(neg2e), T(abs39), SRC1D, DIMM, T(setlop3)),
	FR(U64(0x9400000000000001), U64(0xb4c0000000400003), VALL, 8, T(p), NM("fma"), T(ftz38), T(fmz39), T(sat35), T(frm36), NM("f32"), DST, T(neg33), SRC1, FIMM, T(neg34), SRC3),
	FR(U64(0xa000000000000001), U64(0xb400000000400003), VALL, 8, T(p), T(addop3a), T(sat39), DST, SEO, NM("mul"), T(us32_33), SRC1, T(us32_38), I3BIMM, SEC, SRC3),
	FR(U64(0xb200000000000001), U64(0xb780000000400003), VALL, 8, T(p), NM("slct"), NM("b32"), DST, SRC1, I3BIMM, T(isetit), T(us32_33), SRC3),
	FR(U64(0xb280000000000001), U64(0xb780000000400003), VALL, 8, T(p), NM("set"), NM("b32"), DST, T(acout32), T(isetit), T(us32_33), SRC1, I3BIMM, T(setlop3)),
	FR(U64(0xb300000000000001), U64(0xb780000000400003), VALL, 8, T(p), NM("set"), NM("b32"), PDST, PDSTN, T(isetit), T(us32_33), SRC1, I3BIMM, T(setlop3)),
	FR(U64(0xb400000000000001), U64(0xb780000000400003), VALL, 8, T(p), NM("set"), PDST, PDSTN, T(setit), NM("f64"), T(neg2e), T(abs9), SRC1D, DIMM, T(setlop3)),
	FR(U64(0xb500000000000001), U64(0xb780000000400003), VALL, 8, T(p), NM("slct"), T(ftz32), NM("b32"), DST, SRC1, FIMM, T(setit), NM("f32"), SRC3),
	FR(U64(0xb580000000000001), U64(0xb780000000400003), VALL, 8, T(p), NM("set"), T(ftz32), PDST, PDSTN, T(setit), NM("f32"), T(neg2e), T(abs9), SRC1, FIMM, T(setlop3)),
	FR(U64(0xb700000000000001), U64(0xb7c0000000400003), VALL, 8, T(p), NM("out"), T(emit), T(restart), DST, SRC1, I3BIMM),
	FR(U64(0xb740000000000001), U64(0xb7c0000000400003), VALL, 8, T(p), NM("sad"), T(us32_33), DST, SRC1, I3BIMM, SRC3),
	FR(U64(0xb780000000000001), U64(0xb7c0000000400003), VALL, 8, T(p), NM("ins"), NM("b32"), DST, SRC1, I3BIMM, SRC3),
	FR(U64(0x2000000000000001), U64(0x3fc0000000400003), VALL, 8, T(p), NM("tex"), T(texm), T(lodt), T(texoff), T(texf), TDST, T(text), T(tconst), T(texsrc1), T(texsrc2)),
	FR(U64(0x37c0000000000001), U64(0x37c0000000400003), VALL, 8, T(p), NM("lshf"), T(high33), NM("b32"), DST, SEO, T(us64_28), SRC1, SRC3, SEC, T(shfclamp), T(sui2a)),
	FR(U64(0xc000000000000001), U64(0xffc0000000400003), VALL, 8, T(p), NM("ext"), T(rev2b), T(us32_33), DST, SRC1, I3BIMM),
	FR(U64(0xb600000000000001), U64(0xb7c0000000400003), VALL, 8, T(p), NM("prmt"), T(prmtmod), NM("b32"), DST, SRC1, SRC3, I3BIMM),
	FR(U64(0xc540000000001401), U64(0xf7c0000000403c03), VALL, 8, T(p), NM("cvt"), T(sat35), T(rint), NM("f16"), DST, NM("f16"), T(neg30), T(abs34), I3BIMM),
	FR(U64(0xc540000000001801), U64(0xf7c0000000403c03), VALL, 8, T(p), NM("cvt"), T(ftz2f), T(sat35), NM("f32"), DST, NM("f16"), T(neg30), T(abs34), I3BIMM),
	FR(U64(0xc540000000002401), U64(0xf7c0000000403c03), VALL, 8, T(p), NM("cvt"), T(ftz2f), T(sat35), T(frm2a), NM("f16"), DST, NM("f32"), T(neg30), T(abs34), FIMM),
	FR(U64(0xc540000000002801), U64(0xf7c0000000403c03), VALL, 8, T(p), NM("cvt"), T(ftz2f), T(sat35), T(rint), NM("f32"), DST, NM("f32"), T(neg30), T(abs34), FIMM),
	FR(U64(0xc540000000002c01), U64(0xf7c0000000403c03), VALL, 8, T(p), NM("cvt"), NM("f64"), DSTD, NM("f32"), T(neg30), T(abs34), FIMM),
	FR(U64(0xc540000000003801), U64(0xf7c0000000403c03), VALL, 8, T(p), NM("cvt"), T(frm2a), NM("f32"), DST, NM("f64"), T(neg30), T(abs34), DIMM),
	FR(U64(0xc540000000003c01), U64(0xf7c0000000403c03), VALL, 8, T(p), NM("cvt"), T(rint), NM("f64"), DSTD, NM("f64"), T(neg30), T(abs34), DIMM),
	FR(U64(0xc580000000000001), U64(0xf7c0000000400003), VALL, 8, T(p), NM("cvt"), T(ftz2f), T(frmi), T(cvtf2idst), T(neg30), T(abs34), T(cvtf2isrci)),
	FR(U64(0xc5c0000000000001), U64(0xf7c0000000400003), VALL, 8, T(p), NM("cvt"), T(frm2a), T(cvti2fdst), T(neg30), T(abs34), T(cvti2fsrci)),
	FR(U64(0xc600000000000001), U64(0xf7c0000000400003), VALL, 8, T(p), NM("cvt"), T(sat35), T(cvti2idst), T(neg30), T(abs34), T(cvti2isrci)),
	FR(U64(0x1), U64(0x400003), VALL, 8, T(p), DST, SRC1, SRC2, SRC3, I3BIMM, LIMM, DIMM, FIMM, SHCNT, SHCNL, UNK),
	/* i */
	FR(U64(0x4000000000400001), U64(0xf400000000400003), VALL, 8, NM("join"), T(p), T(addop3b), T(sat39), NM("b32"), DST, T(acout37), SRC1, LIMM, T(acin38)),
	FR(U64(0x8000000000400001), U64(0xf180000000400003), VALL, 8, NM("join"), T(p), NM("set"), T(ftz3a), NM("b32"), DST, T(acout32), T(setit), NM("f32"), T(neg2e), T(abs39), SRC1, FIMM, T(setlop3)),
	FR(U64(0x40000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), NM("popc"), NM("b32"), DST, T(not2a), SRC1, T(i3bi2)),
	FR(U64(0x80000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), T(addop), T(sat35), NM("b32"), DST, T(acout32), SRC1, T(i3bi2)),
	FR(U64(0xc0000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), T(addop), NM("b32"), DST, T(acout32), SEO, NM("shl"), SRC1, SHCNT, SEC, T(i3bi2)),
	FR(U64(0x100000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), T(minmax), T(us32_33), DST, SRC1, T(i3bi2)),
	FR(U64(0x140000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), NM("shr"), T(us32_33), DST, SRC1, T(shclamp), T(sui2b)),
	FR(U64(0x1c0000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), NM("mul"), T(high2a), DST, T(us32_2b), SRC1, T(us32_2c), T(i3bi2)),
	FR(U64(0x200000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), T(logop), NM("b32"), DST, T(not3a), SRC1, T(not3b), T(i3bi2)),
	FR(U64(0x240000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), NM("shl"), NM("b32"), DST, SRC1, T(shclamp), T(sui2b)),
	FR(U64(0x280000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), T(minmax), NM("f64"), DSTD, T(neg33), T(abs31), SRC1D, T(di2)),
	FR(U64(0x2c0000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), NM("add"), T(ftz2f), T(sat35), T(frm2a), NM("f32"), DST, T(neg33), T(abs31), SRC1, T(fi2)),
	FR(U64(0x300000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), T(minmax), T(ftz2f), NM("f32"), DST, T(neg33), T(abs31), SRC1, T(fi2)),
	FR(U64(0x340000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), NM("mul"), T(ftz2f), T(fmz30), T(sat35), T(frm2a), NM("f32"), DST, SRC1, T(fi2)),
	FR(U64(0x380000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), NM("add"), T(frm2a), NM("f64"), DSTD, T(neg33), T(abs31), SRC1D, T(di2)),
	FR(U64(0x400000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), NM("mul"), T(frm2a), NM("f64"), DSTD, SRC1D, T(di2)),
	FR(U64(0x500000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), NM("selp"), DST, SRC1, T(i3bi2), T(pnot2d), PSRC3),
	FR(U64(0x7c0000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), NM("rshf"), T(high33), NM("b32"), DST, SEO, T(us64_28), SRC1, SRC3, SEC, T(shfclamp), T(sui2b)),
	FR(U64(0x9000000000400001), U64(0xb580000000400003), VALL, 8, NM("join"), T(p), NM("set"), NM("b32"), DST, T(acout32), T(setit), NM("f64"), T(neg2e), T(abs39), SRC1D, DIMM, T(setlop3)),
	FR(U64(0x9400000000400001), U64(0xb4c0000000400003), VALL, 8, NM("join"), T(p), NM("fma"), T(ftz38), T(fmz39), T(sat35), T(frm36), NM("f32"), DST, T(neg33), SRC1, FIMM, T(neg34), SRC3),
	FR(U64(0xa000000000400001), U64(0xb400000000400003), VALL, 8, NM("join"), T(p), T(addop3a), T(sat39), DST, SEO, NM("mul"), T(us32_33), SRC1, T(us32_38), I3BIMM, SEC, SRC3),
	FR(U64(0xb200000000400001), U64(0xb780000000400003), VALL, 8, NM("join"), T(p), NM("slct"), NM("b32"), DST, SRC1, I3BIMM, T(isetit), T(us32_33), SRC3),
	FR(U64(0xb280000000400001), U64(0xb780000000400003), VALL, 8, NM("join"), T(p), NM("set"), NM("b32"), DST, T(acout32), T(isetit), T(us32_33), SRC1, I3BIMM, T(setlop3)),
	FR(U64(0xb300000000400001), U64(0xb780000000400003), VALL, 8, NM("join"), T(p), NM("set"), NM("b32"), PDST, PDSTN, T(isetit), T(us32_33), SRC1, I3BIMM, T(setlop3)),
	FR(U64(0xb400000000400001), U64(0xb780000000400003), VALL, 8, NM("join"), T(p), NM("set"), PDST, PDSTN, T(setit), NM("f64"), T(neg2e), T(abs9), SRC1D, DIMM, T(setlop3)),
	FR(U64(0xb500000000400001), U64(0xb780000000400003), VALL, 8, NM("join"), T(p), NM("slct"), T(ftz32), NM("b32"), DST, SRC1, FIMM, T(setit), NM("f32"), SRC3),
	FR(U64(0xb580000000400001), U64(0xb780000000400003), VALL, 8, NM("join"), T(p), NM("set"), T(ftz32), PDST, PDSTN, T(setit), NM("f32"), T(neg2e), T(abs9), SRC1, FIMM, T(setlop3)),
	FR(U64(0xb700000000400001), U64(0xb7c0000000400003), VALL, 8, NM("join"), T(p), NM("out"), T(emit), T(restart), DST, SRC1, I3BIMM),
	FR(U64(0xb740000000400001), U64(0xb7c0000000400003), VALL, 8, NM("join"), T(p), NM("sad"), T(us32_33), DST, SRC1, I3BIMM, SRC3),
	FR(U64(0xb780000000400001), U64(0xb7c0000000400003), VALL, 8, NM("join"), T(p), NM("ins"), NM("b32"), DST, SRC1, I3BIMM, SRC3),
	FR(U64(0x2000000000400001), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("tex"), T(texm), T(lodt), T(texoff), T(texf), TDST, T(text), T(tconst), T(texsrc1), T(texsrc2)),
	FR(U64(0x37c0000000400001), U64(0x37c0000000400003), VALL, 8, NM("join"), T(p), NM("lshf"), T(high33), NM("b32"), DST, SEO, T(us64_28), SRC1, SRC3, SEC, T(shfclamp), T(sui2a)),
	FR(U64(0xc000000000400001), U64(0xffc0000000400003), VALL, 8, NM("join"), T(p), NM("ext"), T(rev2b), T(us32_33), DST, SRC1, I3BIMM),
	FR(U64(0xb600000000400001), U64(0xb7c0000000400003), VALL, 8, NM("join"), T(p), NM("prmt"), T(prmtmod), NM("b32"), DST, SRC1, SRC3, I3BIMM),
	FR(U64(0xc540000000401401), U64(0xf7c0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(sat35), T(rint), NM("f16"), DST, NM("f16"), T(neg30), T(abs34), I3BIMM),
	FR(U64(0xc540000000401801), U64(0xf7c0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(ftz2f), T(sat35), NM("f32"), DST, NM("f16"), T(neg30), T(abs34), I3BIMM),
	FR(U64(0xc540000000402401), U64(0xf7c0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(ftz2f), T(sat35), T(frm2a), NM("f16"), DST, NM("f32"), T(neg30), T(abs34), FIMM),
	FR(U64(0xc540000000402801), U64(0xf7c0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(ftz2f), T(sat35), T(rint), NM("f32"), DST, NM("f32"), T(neg30), T(abs34), FIMM),
	FR(U64(0xc540000000402c01), U64(0xf7c0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), NM("f64"), DSTD, NM("f32"), T(neg30), T(abs34), FIMM),
	FR(U64(0xc540000000403801), U64(0xf7c0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(frm2a), NM("f32"), DST, NM("f64"), T(neg30), T(abs34), DIMM),
	FR(U64(0xc540000000403c01), U64(0xf7c0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(rint), NM("f64"), DSTD, NM("f64"), T(neg30), T(abs34), DIMM),
	FR(U64(0xc580000000400001), U64(0xf7c0000000400003), VALL, 8, NM("join"), T(p), NM("cvt"), T(ftz2f), T(frmi), T(cvtf2idst), T(neg30), T(abs34), T(cvtf2isrci)),
	FR(U64(0xc5c0000000400001), U64(0xf7c0000000400003), VALL, 8, NM("join"), T(p), NM("cvt"), T(frm2a), T(cvti2fdst), T(neg30), T(abs34), T(cvti2fsrci)),
	FR(U64(0xc600000000400001), U64(0xf7c0000000400003), VALL, 8, NM("join"), T(p), NM("cvt"), T(sat35), T(cvti2idst), T(neg30), T(abs34), T(cvti2isrci)),
	FR(U64(0x400001), U64(0x400003), VALL, 8, NM("join"), T(p), DST, SRC1, SRC2, SRC3, I3BIMM, LIMM, DIMM, FIMM, SHCNT, SHCNL, UNK),
	/* m */
	FR(U64(0x8400000000000002), U64(0xffc0000000400003), VALL, 8, T(p), T(sfuop), T(sat35), NM("f32"), DST, T(neg33), T(abs31), SRC1),
	FR(U64(0x8440000000000002), U64(0xffc0000000400003), VALL, 8, T(p), NM("set"), DST, T(acout32), T(pnot11), PSRC1, T(setlop2), T(setlop3)),
	FR(U64(0x8480000000000002), U64(0xffc0000000400003), VALL, 8, T(p), NM("set"), PDST, PDSTN, T(pnot11), PSRC1, T(setlop2), T(setlop3)),
	FR(U64(0x8540000000000002), U64(0xffc000f800400003), VALL, 8, T(p), NM("bar"), NM("sync"), T(bar), PSRC3),
	FR(U64(0x8540000800000002), U64(0xffc000f800400003), VALL, 8, T(p), NM("bar"), NM("arrive"), T(bar), PSRC3),
	FR(U64(0x8540001000000002), U64(0xffc000f800400003), VALL, 8, T(p), NM("bar"), NM("red"), NM("popc"), T(bar), T(pnot2d), PSRC3),
	FR(U64(0x8540001800000002), U64(0xffc000f800400003), VALL, 8, T(p), NM("bar"), NM("scan"), T(bar), T(pnot2d), PSRC3),
	FR(U64(0x8540002000000002), U64(0xffc000f800400003), VALL, 8, T(p), NM("bar"), NM("syncall")),
	FR(U64(0x8540005000000002), U64(0xffc000f800400003), VALL, 8, T(p), NM("bar"), NM("red"), NM("and"), T(bar), T(pnot2d), PSRC3),
	FR(U64(0x8540009000000002), U64(0xffc000f800400003), VALL, 8, T(p), NM("bar"), NM("red"), NM("or"), T(bar), T(pnot2d), PSRC3),
	FR(U64(0x8580000000000002), U64(0xffc0000000400003), VALL, 8, T(p), T(cc2), NM("nop")),
	FR(U64(0x8680000000000002), U64(0xffc0000000400003), VALL, 8, T(p), NM("lepc"), DST),
	FR(U64(0x86c0000000000002), U64(0xfff8000000400003), VALL, 8, T(p), NM("vote"), NM("all"), DST, PSRC4, T(pnot2d), PSRC3),
	FR(U64(0x86c8000000000002), U64(0xfff8000000400003), VALL, 8, T(p), NM("vote"), NM("any"), DST, PSRC4, T(pnot2d), PSRC3),
	FR(U64(0x86d0000000000002), U64(0xfff8000000400003), VALL, 8, T(p), NM("vote"), NM("uni"), DST, PSRC4, T(pnot2d), PSRC3),
	FR(U64(0x8640000000000002), U64(0xbfc0000000400003), VALL, 8, T(p), NM("mov"), NM("b32"), DST, SREG),
	FR(U64(0x2), U64(0x3880000000400003), VALL, 8, T(p), NM("set"), T(ftz3a), NM("b32"), DST, T(acout32), T(setit), NM("f32"), T(neg2e), T(abs39), SRC1, T(neg38), T(abs2f), T(is2), T(setlop3)),
	FR(U64(0x800000000000002), U64(0x3cc0000000400003), VALL, 8, T(p), NM("set"), NM("b32"), DST, T(acout32), T(setit), NM("f64"), T(neg2e), T(abs39), SRC1D, T(neg38), T(abs2f), T(ds2), T(setlop3)),
	FR(U64(0xc00000000000002), U64(0x3c00000000400003), VALL, 8, T(p), NM("fma"), T(ftz38), T(fmz39), T(sat35), T(frm36), NM("f32"), DST, T(neg33), SRC1, T(is2w3), T(neg34), T(is3)),
	FR(U64(0x1000000000000002), U64(0x3c00000000400003), VALL, 8, T(p), T(addop3a), T(sat35), DST, T(acout32), SEO, NM("mul"), T(high39), T(us32_33), SRC1, T(us32_38), T(is2w3), SEC, T(is3), T(acin34)),
	FR(U64(0x14c0000000000002), U64(0x3cc0000000400003), VALL, 8, T(p), NM("mad"), NM("b32"), NM("sd"), DST, T(acout32), SRC1, T(is2w3), T(is3)),
	FR(U64(0x1400000000000002), U64(0x3c00000000400003), VALL, 8, T(p), NM("mad"), NM("b32"), DST, T(acout32), T(imadp1), SRC1, T(imadp2), T(is2w3), T(imadp3), T(is3)),
	FR(U64(0x1a00000000000002), U64(0x3f80000000400003), VALL, 8, T(p), NM("slct"), NM("b32"), DST, SRC1, T(is2w3), T(isetit), T(us32_33), T(is3)),
	FR(U64(0x1a80000000000002), U64(0x3f80000000400003), VALL, 8, T(p), NM("set"), NM("b32"), DST, T(acout32), T(isetit), T(us32_33), SRC1, T(is2), T(acin2e), T(setlop3)),
	FR(U64(0x1b00000000000002), U64(0x3f80000000400003), VALL, 8, T(p), NM("set"), PDST, PDSTN, T(isetit), T(us32_33), SRC1, T(is2), T(acin2e), T(setlop3)),
	FR(U64(0x1b80000000000002), U64(0x3f80000000400003), VALL, 8, T(p), NM("fma"), T(frm35), NM("f64"), DSTD, T(neg33), SRC1D, T(ds2w3), T(neg34), T(ds3)),
	FR(U64(0x1c00000000000002), U64(0x3f80000000400003), VALL, 8, T(p), NM("set"), PDST, PDSTN, T(setit), NM("f64"), T(neg2e), T(abs9), SRC1D, T(neg8), T(abs2f), T(ds2), T(setlop3)),
	FR(U64(0x1d00000000000002), U64(0x3f80000000400003), VALL, 8, T(p), NM("slct"), T(ftz32), NM("b32"), DST, SRC1, T(is2w3), T(setit), NM("f32"), T(is3)),
	FR(U64(0x1d80000000000002), U64(0x3f80000000400003), VALL, 8, T(p), NM("set"), T(ftz32), PDST, PDSTN, T(setit), NM("f32"), T(neg2e), T(abs9), SRC1, T(neg8), T(abs2f), T(is2), T(setlop3)),
	FR(U64(0x1e00000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("prmt"), T(prmtmod), NM("b32"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x1e80000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("subfm"), T(su3d), PDST2, DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x1ec0000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("sueau"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x1f00000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("out"), T(emit), T(restart), DST, SRC1, T(is2)),
	FR(U64(0x1f40000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("sad"), T(us32_33), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x1f80000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("ins"), NM("b32"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x2140000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("shr"), T(us32_33), DST, SRC1, T(shclamp), T(is2)),
	FR(U64(0x2000000000000002), U64(0xf800000000400003), VALL, 8, T(p), NM("mul"), T(ftz38), T(fmz39), T(sat3a), NM("f32"), DST, T(acout37), SRC1, LIMM),
	FR(U64(0x2040000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("popc"), NM("b32"), DST, T(not2a), SRC1, T(not2b), T(is2)),
	FR(U64(0x2080000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), T(addop), T(sat35), NM("b32"), DST, T(acout32), SRC1, T(is2), T(acin2e)),
	FR(U64(0x20c0000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), T(addop), NM("b32"), DST, T(acout32), SEO, NM("shl"), SRC1, SHCNT, SEC, T(is2)),
	FR(U64(0x2100000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), T(minmax), T(us32_33), DST, SRC1, T(is2)),
	FR(U64(0x2180000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("bfind"), T(shiftamt), T(us32_33), DST, T(not2b), T(is2)),
	FR(U64(0x21c0000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("mul"), T(high2a), DST, T(acout32), T(us32_2b), SRC1, T(us32_2c), T(is2)),
	FR(U64(0x2200000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), T(logop), NM("b32"), DST, T(not2a), SRC1, T(not2b), T(is2)),
	FR(U64(0x2240000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("shl"), NM("b32"), DST, SRC1, T(shclamp), T(is2)),
	FR(U64(0x2280000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), T(minmax), NM("f64"), DSTD, T(neg33), T(abs31), SRC1D, T(neg30), T(abs34), T(ds2)),
	FR(U64(0x22c0000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("add"), T(ftz2f), T(sat35), T(frm2a), NM("f32"), DST, T(neg33), T(abs31), SRC1, T(neg30), T(abs34), T(is2)),
	FR(U64(0x2300000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), T(minmax), T(ftz2f), NM("f32"), DST, T(neg33), T(abs31), SRC1, T(neg30), T(abs34), T(is2)),
	FR(U64(0x2340000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("mul"), T(mulf), T(ftz2f), T(fmz30), T(sat35), T(frm2a), T(neg33), NM("f32"), DST, SRC1, T(is2)),
	FR(U64(0x2380000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("add"), T(frm2a), NM("f64"), DSTD, T(neg33), T(abs31), SRC1D, T(neg30), T(abs34), T(ds2)),
	FR(U64(0x2400000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("mul"), T(frm2a), T(neg33), NM("f64"), DSTD, SRC1D, T(ds2)),
	FR(U64(0x2480000000000002), U64(0x3fc0040000400003), VALL, 8, T(p), NM("presin"), NM("f32"), DST, T(neg30), T(abs34), T(is2)),
	FR(U64(0x2480040000000002), U64(0x3fc0040000400003), VALL, 8, T(p), NM("preex2"), NM("f32"), DST, T(neg30), T(abs34), T(is2)),
	FR(U64(0x24c0000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), T(lane2a), NM("mov"), NM("b32"), DST, T(is2)),
	FR(U64(0x2500000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("selp"), NM("b32"), DST, SRC1, T(is2), T(pnot2d), PSRC3),
	FR(U64(0x2540000000001402), U64(0x3fc0000000403c03), VALL, 8, T(p), NM("cvt"), T(sat35), T(rint), NM("f16"), DST, NM("f16"), T(neg30), T(abs34), T(is2)),
	FR(U64(0x2540000000001802), U64(0x3fc0000000403c03), VALL, 8, T(p), NM("cvt"), T(ftz2f), T(sat35), NM("f32"), DST, NM("f16"), T(neg30), T(abs34), T(is2)),
	FR(U64(0x2540000000002402), U64(0x3fc0000000403c03), VALL, 8, T(p), NM("cvt"), T(ftz2f), T(sat35), T(frm2a), NM("f16"), DST, NM("f32"), T(neg30), T(abs34), T(is2)),
	FR(U64(0x2540000000002802), U64(0x3fc0000000403c03), VALL, 8, T(p), NM("cvt"), T(ftz2f), T(sat35), T(rint), NM("f32"), DST, NM("f32"), T(neg30), T(abs34), T(is2)),
	FR(U64(0x2540000000002c02), U64(0x3fc0000000403c03), VALL, 8, T(p), NM("cvt"), NM("f64"), DSTD, NM("f32"), T(neg30), T(abs34), T(is2)),
	FR(U64(0x2540000000003802), U64(0x3fc0000000403c03), VALL, 8, T(p), NM("cvt"), T(frm2a), NM("f32"), DST, NM("f64"), T(neg30), T(abs34), T(ds2)),
	FR(U64(0x2540000000003c02), U64(0x3fc0000000403c03), VALL, 8, T(p), NM("cvt"), T(rint), NM("f64"), DSTD, NM("f64"), T(neg30), T(abs34), T(ds2)),
	FR(U64(0x2580000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("cvt"), T(ftz2f), T(frmi), T(cvtf2idst), T(neg30), T(abs34), T(cvtf2isrc)),
	FR(U64(0x25c0000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("cvt"), T(frm2a), T(cvti2fdst), T(neg30), T(abs34), T(cvti2fsrc)),
	FR(U64(0x2600000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("cvt"), T(sat35), T(cvti2idst), T(neg30), T(abs34), T(cvti2isrc)),
	FR(U64(0x27c0000000000002), U64(0x3fc0000000400003), VALL, 8, T(p), NM("rshf"), T(high33), NM("b32"), DST, SEO, T(us64_28), SRC1, SRC3, SEC, T(shfclamp), T(is2)),
	FR(U64(0x2800000000000002), U64(0xf800000000400003), VALL, 8, T(p), NM("mul"), T(high38), DST, T(acout37), T(us32_39), SRC1, T(us32_3a), LIMM),
	FR(U64(0x3000000000000002), U64(0xf800000000400003), VALL, 8, T(p), NM("suldgb"), T(sudst1), T(sulcop2), T(sclamp2l), T(suldty), GLOBALDSU, CONST, T(sup)),
	FR(U64(0x3800000000000002), U64(0xf8000000004000f3), VALL, 8, T(p), NM("sustgb"), T(suscop2), T(sclamp2s2), T(sustty2), GLOBALDSU, CONST, SRC3, T(sup2)),
	FR(U64(0x3800000000000002), U64(0xf800000000400003), VALL, 8, T(p), NM("sustgp"), T(suscop2), T(sclamp2s2), T(sustty2), GLOBALDSU, CONST, SUSTPSRC1, T(sup2)),
	FR(U64(0x6800000000000002), U64(0xf800000000400003), VALL, 8, T(p), NM("ld"), T(redop), T(atomd), T(gamem), T(atoms)),
	FR(U64(0x7000000000000002), U64(0x7c00000000400003), VALL, 8, T(p), NM("texfetch"), T(texm), T(lodf), T(texms), T(texoff2), T(ltex), TDST, T(text), T(texsrc1), T(texsrc2)),
	FR(U64(0x7400000000000002), U64(0x7f80000000400003), VALL, 8, T(p), T(lane0e), NM("mov"), NM("b32"), DST, LIMM),
	FR(U64(0x7480000000000002), U64(0x7f80000000400003), VALL, 8, T(p), NM("interp"), T(interpmode), NM("f32"), DST, IATTR, SRC2, SRC1, SRC3),
	FR(U64(0x5800000000000002), U64(0x7e00000000400003), VALL, 8, T(p), NM("suclamp"), T(su1d), T(us32_33), T(sucm), PSRC4, DST, SRC1, T(is2), SUIMM),
	FR(U64(0x7540000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("texquery"), T(texm), T(ltex), TDST, T(text), T(texquery), SRC1, SRC2),
	FR(U64(0x7600000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("texgrad"), T(texm), T(ltex), TDST, T(text), TCONST, T(texgrsrc1), T(texgrsrc2)),
	FR(U64(0x76c0000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("texcsaa"), T(texm), T(texf), TDST, TSRC13),
	FR(U64(0x7700000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("texbar"), TEXBARIMM),
	FR(U64(0x7740000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("ld"), NM("lock"), T(lldstt), PDSTL, T(lldstd), SHARED),
	FR(U64(0x7780000000000002), U64(0xff90000000400003), VALL, 8, T(p), NM("cas"), NM("b32"), DST, T(gamem), T(cass)),
	FR(U64(0x7790000000000002), U64(0xff90000000400003), VALL, 8, T(p), NM("cas"), NM("b64"), DSTD, T(gamem), T(casd)),
	FR(U64(0x7800000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("texfetch"), T(texm), T(lodf), T(texms), T(texoff2), T(ltex), TDST, T(text), NM("ind"), T(texsrc1), T(texsrc2)),
	FR(U64(0x7840000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("st"), NM("unlock"), T(lldstt), PDSTL, SHARED, T(lldstd)),
	FR(U64(0x7880000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("shfl"), T(shflmod), NM("b32"), PDST2, DST, SRC1, T(sflane), T(sfmask)),
	FR(U64(0x7980000000000002), U64(0xffc0000000400003), VALL, 8, T(p), NM("suldgb"), T(sudst), T(sulcop), T(sclamp2l), T(suldty), GLOBALDSU, SRC2, T(sup)),
	FR(U64(0x79c0000000000002), U64(0xffc000001e400003), VALL, 8, T(p), NM("sustgb"), T(suscop), T(sclamp2s), T(sustty), GLOBALDSU, DST, SRC3, T(sup2)),
	FR(U64(0x79c0000000000002), U64(0xffc0000000400003), VALL, 8, T(p), NM("sustgp"), T(suscop), T(sclamp2s), T(sustty), GLOBALDSU, DST, SUSTPSRC, T(sup2)),
	FR(U64(0x7a00000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("ld"), T(lldstt), T(llcop), T(lldstd), LOCAL),
	FR(U64(0x7a40000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("ld"), T(lldstt), T(lldstd), SHARED),
	FR(U64(0x7a80000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("st"), T(lldstt), T(lscop), LOCAL, T(lldstd)),
	FR(U64(0x7ac0000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("st"), T(lldstt), SHARED, T(lldstd)),
	FR(U64(0x7b00000000000002), U64(0x7f00000000400003), VALL, 8, T(p), NM("cctl"), T(cctlmod), T(cctlop), T(gmem)),
	FR(U64(0x7c00000000000002), U64(0x7f80000000400003), VALL, 8, T(p), NM("cctl"), T(cctlop), LOCAL),
	FR(U64(0x7c80000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("ld"), T(lldstt), T(lldstd), LCONST),
	FR(U64(0x7cc00000001c0002), U64(0x7fc00000005c0c03), VALL, 8, T(p), NM("membar"), NM("cta")),
	FR(U64(0x7cc00000001c0402), U64(0x7fc00000005c0c03), VALL, 8, T(p), NM("membar"), NM("gl")),
	FR(U64(0x7cc00000001c0802), U64(0x7fc00000005c0c03), VALL, 8, T(p), NM("membar"), NM("sys")),
	FR(U64(0x7d00000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("al2p"), DST, T(outa), SRC1, TEXSIMM),
	FR(U64(0x7d40000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("texquery"), T(texm), T(ltex), TDST, T(text), T(texquery), NM("ind"), SRC1, SRC2),
	FR(U64(0x7d80000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("tex"), T(texm), T(lodt), T(texoff), T(texf), TDST, T(text), NM("ind"), T(texsrc1), T(texsrc2)),
	FR(U64(0x7e00000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("texgrad"), T(texm), T(ltex), TDST, T(text), NM("ind"), T(texgrsrc1), T(texgrsrc2)),
	FR(U64(0x7ec0000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("ld"), T(patch), T(aldstt), T(aldstd), T(outa), ATTR, SRC1, SRC3),
	FR(U64(0x7f00000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("st"), T(patch), T(aldstt), ATTR, T(aldstd), SRC1, SRC3),
	FR(U64(0x7f80000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("ld"), NM("b32"), DST, VBA),
	FR(U64(0x7fc0000000000002), U64(0x7fc0000000400003), VALL, 8, T(p), NM("quadop"), T(ftz2f), T(frm2a), NM("f32"), T(qop0), T(qop1), T(qop2), T(qop3), DST, T(acout32), T(dtex), T(qs1), SRC1, SRC2),
	FR(U64(0xb000000000000002), U64(0xf800000000400003), VALL, 8, T(p), NM("vshr"), T(vsclamp), T(sat22), T(vdst), T(us32_39), DST, T(acout32), T(vsrc1), T(us32_33), SRC1, T(vsrc2), T(us32_33), T(vs2), SRC3),
	FR(U64(0xb800000000000002), U64(0xf800000000400003), VALL, 8, T(p), NM("vshl"), T(vsclamp), T(sat22), T(vdst), T(us32_39), DST, T(acout32), T(vsrc1), T(us32_33), SRC1, T(vsrc2), T(us32_33), T(vs2), SRC3),
	FR(U64(0xe000000000000002), U64(0xffc0000000400003), VALL, 8, T(p), NM("ext"), T(rev2b), T(us32_33), DST, SRC1, SRC2),
	FR(U64(0xdfc0000000000002), U64(0xffc0000000400003), VALL, 8, T(p), NM("lshf"), T(high33), NM("b32"), DST, SEO, T(us64_28), SRC1, SRC3, SEC, T(shfclamp), SRC2),
	FR(U64(0x2), U64(0x400003), VALL, 8, T(p), DST, SRC1, SRC2, SRC3, UNK),
	/* m */
	FR(U64(0x8400000000400002), U64(0xffc0000000400003), VALL, 8, NM("join"), T(p), T(sfuop), T(sat35), NM("f32"), DST, T(neg33), T(abs31), SRC1),
	FR(U64(0x8440000000400002), U64(0xffc0000000400003), VALL, 8, NM("join"), T(p), NM("set"), DST, T(acout32), T(pnot11), PSRC1, T(setlop2), T(setlop3)),
	FR(U64(0x8480000000400002), U64(0xffc0000000400003), VALL, 8, NM("join"), T(p), NM("set"), PDST, PDSTN, T(pnot11), PSRC1, T(setlop2), T(setlop3)),
	FR(U64(0x8540000000400002), U64(0xffc000f800400003), VALL, 8, NM("join"), T(p), NM("bar"), NM("sync"), T(bar), PSRC3),
	FR(U64(0x8540000800400002), U64(0xffc000f800400003), VALL, 8, NM("join"), T(p), NM("bar"), NM("arrive"), T(bar), PSRC3),
	FR(U64(0x8540001000400002), U64(0xffc000f800400003), VALL, 8, NM("join"), T(p), NM("bar"), NM("red"), NM("popc"), T(bar), T(pnot2d), PSRC3),
	FR(U64(0x8540001800400002), U64(0xffc000f800400003), VALL, 8, NM("join"), T(p), NM("bar"), NM("scan"), T(bar), T(pnot2d), PSRC3),
	FR(U64(0x8540002000400002), U64(0xffc000f800400003), VALL, 8, NM("join"), T(p), NM("bar"), NM("syncall")),
	FR(U64(0x8540005000400002), U64(0xffc000f800400003), VALL, 8, NM("join"), T(p), NM("bar"), NM("red"), NM("and"), T(bar), T(pnot2d), PSRC3),
	FR(U64(0x8540009000400002), U64(0xffc000f800400003), VALL, 8, NM("join"), T(p), NM("bar"), NM("red"), NM("or"), T(bar), T(pnot2d), PSRC3),
	FR(U64(0x8580000000400002), U64(0xffc0000000400003), VALL, 8, NM("join"), T(p), T(cc2), NM("nop")),
	FR(U64(0x8680000000400002), U64(0xffc0000000400003), VALL, 8, NM("join"), T(p), NM("lepc"), DST),
	FR(U64(0x86c0000000400002), U64(0xfff8000000400003), VALL, 8, NM("join"), T(p), NM("vote"), NM("all"), DST, PSRC4, T(pnot2d), PSRC3),
	FR(U64(0x86c8000000400002), U64(0xfff8000000400003), VALL, 8, NM("join"), T(p), NM("vote"), NM("any"), DST, PSRC4, T(pnot2d), PSRC3),
	FR(U64(0x86d0000000400002), U64(0xfff8000000400003), VALL, 8, NM("join"), T(p), NM("vote"), NM("uni"), DST, PSRC4, T(pnot2d), PSRC3),
	FR(U64(0x8640000000400002), U64(0xbfc0000000400003), VALL, 8, NM("join"), T(p), NM("mov"), NM("b32"), DST, SREG),
	FR(U64(0x400002), U64(0x3880000000400003), VALL, 8, NM("join"), T(p), NM("set"), T(ftz3a), NM("b32"), DST, T(acout32), T(setit), NM("f32"), T(neg2e), T(abs39), SRC1, T(neg38), T(abs2f), T(is2), T(setlop3)),
	FR(U64(0x800000000400002), U64(0x3cc0000000400003), VALL, 8, NM("join"), T(p), NM("set"), NM("b32"), DST, T(acout32), T(setit), NM("f64"), T(neg2e), T(abs39), SRC1D, T(neg38), T(abs2f), T(ds2), T(setlop3)),
	FR(U64(0xc00000000400002), U64(0x3c00000000400003), VALL, 8, NM("join"), T(p), NM("fma"), T(ftz38), T(fmz39), T(sat35), T(frm36), NM("f32"), DST, T(neg33), SRC1, T(is2w3), T(neg34), T(is3)),
	FR(U64(0x1000000000400002), U64(0x3c00000000400003), VALL, 8, NM("join"), T(p), T(addop3a), T(sat35), DST, T(acout32), SEO, NM("mul"), T(high39), T(us32_33), SRC1, T(us32_38), T(is2w3), SEC, T(is3), T(acin34)),
	FR(U64(0x14c0000000400002), U64(0x3cc0000000400003), VALL, 8, NM("join"), T(p), NM("mad"), NM("b32"), NM("sd"), DST, T(acout32), SRC1, T(is2w3), T(is3)),
	FR(U64(0x1400000000400002), U64(0x3c00000000400003), VALL, 8, NM("join"), T(p), NM("mad"), NM("b32"), DST, T(acout32), T(imadp1), SRC1, T(imadp2), T(is2w3), T(imadp3), T(is3)),
	FR(U64(0x1a00000000400002), U64(0x3f80000000400003), VALL, 8, NM("join"), T(p), NM("slct"), NM("b32"), DST, SRC1, T(is2w3), T(isetit), T(us32_33), T(is3)),
	FR(U64(0x1a80000000400002), U64(0x3f80000000400003), VALL, 8, NM("join"), T(p), NM("set"), NM("b32"), DST, T(acout32), T(isetit), T(us32_33), SRC1, T(is2), T(acin2e), T(setlop3)),
	FR(U64(0x1b00000000400002), U64(0x3f80000000400003), VALL, 8, NM("join"), T(p), NM("set"), PDST, PDSTN, T(isetit), T(us32_33), SRC1, T(is2), T(acin2e), T(setlop3)),
	FR(U64(0x1b80000000400002), U64(0x3f80000000400003), VALL, 8, NM("join"), T(p), NM("fma"), T(frm35), NM("f64"), DSTD, T(neg33), SRC1D, T(ds2w3), T(neg34), T(ds3)),
	FR(U64(0x1c00000000400002), U64(0x3f80000000400003), VALL, 8, NM("join"), T(p), NM("set"), PDST, PDSTN, T(setit), NM("f64"), T(neg2e), T(abs9), SRC1D, T(neg8), T(abs2f), T(ds2), T(setlop3)),
	FR(U64(0x1d00000000400002), U64(0x3f80000000400003), VALL, 8, NM("join"), T(p), NM("slct"), T(ftz32), NM("b32"), DST, SRC1, T(is2w3), T(setit), NM("f32"), T(is3)),
	FR(U64(0x1d80000000400002), U64(0x3f80000000400003), VALL, 8, NM("join"), T(p), NM("set"), T(ftz32), PDST, PDSTN, T(setit), NM("f32"), T(neg2e), T(abs9), SRC1, T(neg8), T(abs2f), T(is2), T(setlop3)),
	FR(U64(0x1e00000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("prmt"), T(prmtmod), NM("b32"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x1e80000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("subfm"), T(su3d), PDST2, DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x1ec0000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("sueau"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x1f00000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("out"), T(emit), T(restart), DST, SRC1, T(is2)),
	FR(U64(0x1f40000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("sad"), T(us32_33), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x1f80000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("ins"), NM("b32"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x2140000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("shr"), T(us32_33), DST, SRC1, T(shclamp), T(is2)),
	FR(U64(0x2000000000400002), U64(0xf800000000400003), VALL, 8, NM("join"), T(p), NM("mul"), T(ftz38), T(fmz39), T(sat3a), NM("f32"), DST, T(acout37), SRC1, LIMM),
	FR(U64(0x2040000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("popc"), NM("b32"), DST, T(not2a), SRC1, T(not2b), T(is2)),
	FR(U64(0x2080000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), T(addop), T(sat35), NM("b32"), DST, T(acout32), SRC1, T(is2), T(acin2e)),
	FR(U64(0x20c0000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), T(addop), NM("b32"), DST, T(acout32), SEO, NM("shl"), SRC1, SHCNT, SEC, T(is2)),
	FR(U64(0x2100000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), T(minmax), T(us32_33), DST, SRC1, T(is2)),
	FR(U64(0x2180000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("bfind"), T(shiftamt), T(us32_33), DST, T(not2b), T(is2)),
	FR(U64(0x21c0000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("mul"), T(high2a), DST, T(acout32), T(us32_2b), SRC1, T(us32_2c), T(is2)),
	FR(U64(0x2200000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), T(logop), NM("b32"), DST, T(not2a), SRC1, T(not2b), T(is2)),
	FR(U64(0x2240000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("shl"), NM("b32"), DST, SRC1, T(shclamp), T(is2)),
	FR(U64(0x2280000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), T(minmax), NM("f64"), DSTD, T(neg33), T(abs31), SRC1D, T(neg30), T(abs34), T(ds2)),
	FR(U64(0x22c0000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("add"), T(ftz2f), T(sat35), T(frm2a), NM("f32"), DST, T(neg33), T(abs31), SRC1, T(neg30), T(abs34), T(is2)),
	FR(U64(0x2300000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), T(minmax), T(ftz2f), NM("f32"), DST, T(neg33), T(abs31), SRC1, T(neg30), T(abs34), T(is2)),
	FR(U64(0x2340000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("mul"), T(mulf), T(ftz2f), T(fmz30), T(sat35), T(frm2a), T(neg33), NM("f32"), DST, SRC1, T(is2)),
	FR(U64(0x2380000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("add"), T(frm2a), NM("f64"), DSTD, T(neg33), T(abs31), SRC1D, T(neg30), T(abs34), T(ds2)),
	FR(U64(0x2400000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("mul"), T(frm2a), T(neg33), NM("f64"), DSTD, SRC1D, T(ds2)),
	FR(U64(0x2480000000400002), U64(0x3fc0040000400003), VALL, 8, NM("join"), T(p), NM("presin"), NM("f32"), DST, T(neg30), T(abs34), T(is2)),
	FR(U64(0x2480040000400002), U64(0x3fc0040000400003), VALL, 8, NM("join"), T(p), NM("preex2"), NM("f32"), DST, T(neg30), T(abs34), T(is2)),
	FR(U64(0x24c0000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), T(lane2a), NM("mov"), NM("b32"), DST, T(is2)),
	FR(U64(0x2500000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("selp"), NM("b32"), DST, SRC1, T(is2), T(pnot2d), PSRC3),
	FR(U64(0x2540000000401402), U64(0x3fc0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(sat35), T(rint), NM("f16"), DST, NM("f16"), T(neg30), T(abs34), T(is2)),
	FR(U64(0x2540000000401802), U64(0x3fc0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(ftz2f), T(sat35), NM("f32"), DST, NM("f16"), T(neg30), T(abs34), T(is2)),
	FR(U64(0x2540000000402402), U64(0x3fc0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(ftz2f), T(sat35), T(frm2a), NM("f16"), DST, NM("f32"), T(neg30), T(abs34), T(is2)),
	FR(U64(0x2540000000402802), U64(0x3fc0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(ftz2f), T(sat35), T(rint), NM("f32"), DST, NM("f32"), T(neg30), T(abs34), T(is2)),
	FR(U64(0x2540000000402c02), U64(0x3fc0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), NM("f64"), DSTD, NM("f32"), T(neg30), T(abs34), T(is2)),
	FR(U64(0x2540000000403802), U64(0x3fc0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(frm2a), NM("f32"), DST, NM("f64"), T(neg30), T(abs34), T(ds2)),
	FR(U64(0x2540000000403c02), U64(0x3fc0000000403c03), VALL, 8, NM("join"), T(p), NM("cvt"), T(rint), NM("f64"), DSTD, NM("f64"), T(neg30), T(abs34), T(ds2)),
	FR(U64(0x2580000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("cvt"), T(ftz2f), T(frmi), T(cvtf2idst), T(neg30), T(abs34), T(cvtf2isrc)),
	FR(U64(0x25c0000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("cvt"), T(frm2a), T(cvti2fdst), T(neg30), T(abs34), T(cvti2fsrc)),
	FR(U64(0x2600000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("cvt"), T(sat35), T(cvti2idst), T(neg30), T(abs34), T(cvti2isrc)),
	FR(U64(0x27c0000000400002), U64(0x3fc0000000400003), VALL, 8, NM("join"), T(p), NM("rshf"), T(high33), NM("b32"), DST, SEO, T(us64_28), SRC1, SRC3, SEC, T(shfclamp), T(is2)),
	FR(U64(0x2800000000400002), U64(0xf800000000400003), VALL, 8, NM("join"), T(p), NM("mul"), T(high38), DST, T(acout37), T(us32_39), SRC1, T(us32_3a), LIMM),
	FR(U64(0x3000000000400002), U64(0xf800000000400003), VALL, 8, NM("join"), T(p), NM("suldgb"), T(sudst1), T(sulcop2), T(sclamp2l), T(suldty), GLOBALDSU, CONST, T(sup)),
	FR(U64(0x3800000000400002), U64(0xf8000000004000f3), VALL, 8, NM("join"), T(p), NM("sustgb"), T(suscop2), T(sclamp2s2), T(sustty2), GLOBALDSU, CONST, SRC3, T(sup2)),
	FR(U64(0x3800000000400002), U64(0xf800000000400003), VALL, 8, NM("join"), T(p), NM("sustgp"), T(suscop2), T(sclamp2s2), T(sustty2), GLOBALDSU, CONST, SUSTPSRC1, T(sup2)),
	FR(U64(0x6800000000400002), U64(0xf800000000400003), VALL, 8, NM("join"), T(p), NM("ld"), T(redop), T(atomd), T(gamem), T(atoms)),
	FR(U64(0x7000000000400002), U64(0x7c00000000400003), VALL, 8, NM("join"), T(p), NM("texfetch"), T(texm), T(lodf), T(texms), T(texoff2), T(ltex), TDST, T(text), T(texsrc1), T(texsrc2)),
	FR(U64(0x7400000000400002), U64(0x7f80000000400003), VALL, 8, NM("join"), T(p), T(lane0e), NM("mov"), NM("b32"), DST, LIMM),
	FR(U64(0x7480000000400002), U64(0x7f80000000400003), VALL, 8, NM("join"), T(p), NM("interp"), T(interpmode), NM("f32"), DST, IATTR, SRC2, SRC1, SRC3),
	FR(U64(0x5800000000400002), U64(0x7e00000000400003), VALL, 8, NM("join"), T(p), NM("suclamp"), T(su1d), T(us32_33), T(sucm), PSRC4, DST, SRC1, T(is2), SUIMM),
	FR(U64(0x7540000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("texquery"), T(texm), T(ltex), TDST, T(text), T(texquery), SRC1, SRC2),
	FR(U64(0x7600000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("texgrad"), T(texm), T(ltex), TDST, T(text), TCONST, T(texgrsrc1), T(texgrsrc2)),
	FR(U64(0x76c0000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("texcsaa"), T(texm), T(texf), TDST, TSRC13),
	FR(U64(0x7700000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("texbar"), TEXBARIMM),
	FR(U64(0x7740000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("ld"), NM("lock"), T(lldstt), PDSTL, T(lldstd), SHARED),
	FR(U64(0x7780000000400002), U64(0xff90000000400003), VALL, 8, NM("join"), T(p), NM("cas"), NM("b32"), DST, T(gamem), T(cass)),
	FR(U64(0x7790000000400002), U64(0xff90000000400003), VALL, 8, NM("join"), T(p), NM("cas"), NM("b64"), DSTD, T(gamem), T(casd)),
	FR(U64(0x7800000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("texfetch"), T(texm), T(lodf), T(texms), T(texoff2), T(ltex), TDST, T(text), NM("ind"), T(texsrc1), T(texsrc2)),
	FR(U64(0x7840000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("st"), NM("unlock"), T(lldstt), PDSTL, SHARED, T(lldstd)),
	FR(U64(0x7880000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("shfl"), T(shflmod), NM("b32"), PDST2, DST, SRC1, T(sflane), T(sfmask)),
	FR(U64(0x7980000000400002), U64(0xffc0000000400003), VALL, 8, NM("join"), T(p), NM("suldgb"), T(sudst), T(sulcop), T(sclamp2l), T(suldty), GLOBALDSU, SRC2, T(sup)),
	FR(U64(0x79c0000000400002), U64(0xffc000001e400003), VALL, 8, NM("join"), T(p), NM("sustgb"), T(suscop), T(sclamp2s), T(sustty), GLOBALDSU, DST, SRC3, T(sup2)),
	FR(U64(0x79c0000000400002), U64(0xffc0000000400003), VALL, 8, NM("join"), T(p), NM("sustgp"), T(suscop), T(sclamp2s), T(sustty), GLOBALDSU, DST, SUSTPSRC, T(sup2)),
	FR(U64(0x7a00000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("ld"), T(lldstt), T(llcop), T(lldstd), LOCAL),
	FR(U64(0x7a40000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("ld"), T(lldstt), T(lldstd), SHARED),
	FR(U64(0x7a80000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("st"), T(lldstt), T(lscop), LOCAL, T(lldstd)),
	FR(U64(0x7ac0000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("st"), T(lldstt), SHARED, T(lldstd)),
	FR(U64(0x7b00000000400002), U64(0x7f00000000400003), VALL, 8, NM("join"), T(p), NM("cctl"), T(cctlmod), T(cctlop), T(gmem)),
	FR(U64(0x7c00000000400002), U64(0x7f80000000400003), VALL, 8, NM("join"), T(p), NM("cctl"), T(cctlop), LOCAL),
	FR(U64(0x7c80000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("ld"), T(lldstt), T(lldstd), LCONST),
	FR(U64(0x7cc00000005c0002), U64(0x7fc00000005c0c03), VALL, 8, NM("join"), T(p), NM("membar"), NM("cta")),
	FR(U64(0x7cc00000005c0402), U64(0x7fc00000005c0c03), VALL, 8, NM("join"), T(p), NM("membar"), NM("gl")),
	FR(U64(0x7cc00000005c0802), U64(0x7fc00000005c0c03), VALL, 8, NM("join"), T(p), NM("membar"), NM("sys")),
	FR(U64(0x7d00000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("al2p"), DST, T(outa), SRC1, TEXSIMM),
	FR(U64(0x7d40000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("texquery"), T(texm), T(ltex), TDST, T(text), T(texquery), NM("ind"), SRC1, SRC2),
	FR(U64(0x7d80000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("tex"), T(texm), T(lodt), T(texoff), T(texf), TDST, T(text), NM("ind"), T(texsrc1), T(texsrc2)),
	FR(U64(0x7e00000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("texgrad"), T(texm), T(ltex), TDST, T(text), NM("ind"), T(texgrsrc1), T(texgrsrc2)),
	FR(U64(0x7ec0000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("ld"), T(patch), T(aldstt), T(aldstd), T(outa), ATTR, SRC1, SRC3),
	FR(U64(0x7f00000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("st"), T(patch), T(aldstt), ATTR, T(aldstd), SRC1, SRC3),
	FR(U64(0x7f80000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("ld"), NM("b32"), DST, VBA),
	FR(U64(0x7fc0000000400002), U64(0x7fc0000000400003), VALL, 8, NM("join"), T(p), NM("quadop"), T(ftz2f), T(frm2a), NM("f32"), T(qop0), T(qop1), T(qop2), T(qop3), DST, T(acout32), T(dtex), T(qs1), SRC1, SRC2),
	FR(U64(0xb000000000400002), U64(0xf800000000400003), VALL, 8, NM("join"), T(p), NM("vshr"), T(vsclamp), T(sat22), T(vdst), T(us32_39), DST, T(acout32), T(vsrc1), T(us32_33), SRC1, T(vsrc2), T(us32_33), T(vs2), SRC3),
	FR(U64(0xb800000000400002), U64(0xf800000000400003), VALL, 8, NM("join"), T(p), NM("vshl"), T(vsclamp), T(sat22), T(vdst), T(us32_39), DST, T(acout32), T(vsrc1), T(us32_33), SRC1, T(vsrc2), T(us32_33), T(vs2), SRC3),
	FR(U64(0xe000000000400002), U64(0xffc0000000400003), VALL, 8, NM("join"), T(p), NM("ext"), T(rev2b), T(us32_33), DST, SRC1, SRC2),
	FR(U64(0xdfc0000000400002), U64(0xffc0000000400003), VALL, 8, NM("join"), T(p), NM("lshf"), T(high33), NM("b32"), DST, SEO, T(us64_28), SRC1, SRC3, SEC, T(shfclamp), SRC2),
	FR(U64(0x400002), U64(0x400003), VALL, 8, NM("join"), T(p), DST, SRC1, SRC2, SRC3, UNK),
	FR(0, 0, VALL, 0, UNK), /* class 3: unknown length, one word */
};
/* clang-format on */

static struct isa_index gk110_index;

const struct isa_def gk110_isa = {
        .name = "gk110",
        .forms = gk110_forms,
        .nforms = ARRAY_SIZE(gk110_forms),
        .maxlen = 8,
        .index = &gk110_index,
        .group = 4,
        .unk_len = 4,
};

/* envydis knows no gk110 variants: every -V is refused. */
bool gk110_parse_version(const char *name, unsigned *v)
{
	(void)name;
	(void)v;
	return false;
}
