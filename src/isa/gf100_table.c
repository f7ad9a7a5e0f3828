/* The GF100 (Fermi) and GK104 (Kepler I) shader instruction forms.
 *
 * Encodings: envytools envydis/gf100.c (f102b823; row order kept: the first
 * matching row is printed and assembled), transcribed as facts into this
 * format; see docs/hw/nv-isa.md. Instructions are 8 bytes (bits 0-2 the
 * opcode class, bit 3 clear) or, with bit 3 set, 4-byte short forms.
 * envydis's root table (short, control, main, join) is flattened into the
 * forms below: each row of its short (s), control (c) and main (m) tables
 * with the root's bits. "long" before an 8-byte instruction is an
 * assembler-only spelling (envyas's), and an 8-byte instruction starts
 * 8-aligned (isa_def.long_align, as for g80). Versions: 0 = no variant,
 * 1 = gf100, 2 = gk104 (envydis -V); features gf100op, gk104op. */
#include <string.h>

#include "isa/nv_isa.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define U64 UINT64_C

/* clang-format off */

#define VALL 0x7u
#define V_GF100OP 0x2u /* gf100 */
#define V_GK104OP 0x4u /* gk104 */

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
/* assembler-only "long" (decoding takes the first, empty alternative) */
#define LONG CH(AL(0, 0), AL(0, 0, NM("long")))
#define JOIN CH(AL(0, 0, NM("join")), AL(0, 0, NM("long"), NM("join")))

static const struct isa_sym gf100_sreg_sr[] = {
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
	{0x50, "clock", 0, 0},
	{0x51, "clockhi", 0, 0},
	{0, NULL, 0, 0},
};

#define ABTARG {.kind = ISA_BTARG, .f = {26, 32}}
#define ACTARG {.kind = ISA_CTARG, .f = {26, 32}}
#define ADST {.kind = ISA_VEC, .str = "r", .f = {14, 6}, .f2 = {5, 2}, .shl = 1}
#define ADSTS {.kind = ISA_VEC, .str = "r", .f = {14, 6}, .f2 = {6, 2}, .shl = 1}
#define ANTARG {.kind = ISA_IMM, .f = {26, 32}}
#define ASRC {.kind = ISA_VEC, .str = "r", .f = {26, 6}, .f2 = {5, 2}, .shl = 1}
#define ASRCS {.kind = ISA_VEC, .str = "r", .f = {26, 6}, .f2 = {6, 2}, .shl = 1}
#define ATTR {.kind = ISA_MEM, .flags = ISA_RZ, .str = "a", .str2 = "r", .f = {20, 6}, .f2 = {32, 10}}
#define ATTRS1 {.kind = ISA_MEM, .str = "a", .f2 = {8, 2, 20, 6}, .shl = 2}
#define ATTRS2 {.kind = ISA_MEM, .str = "a", .f2 = {8, 2, 26, 6}, .shl = 2}
#define BAR {.kind = ISA_IMM, .f = {20, 4}}
#define BNUM {.kind = ISA_IMM, .f = {55, 2}}
#define BPT {.kind = ISA_IMM, .f = {26, 20}}
#define BPTS {.kind = ISA_IMM, .f = {7, 20}}
#define BTARG {.kind = ISA_BTARG, .flags = ISA_SIGNED | ISA_PCREL | ISA_PCADD8, .f = {26, 24}}
#define BTARGS {.kind = ISA_BTARG, .flags = ISA_SIGNED | ISA_PCREL | ISA_PCADD4, .f = {14, 14}, .shl = 2}
#define CC {.kind = ISA_REG, .str = "c"}
#define CONST {.kind = ISA_MEM, .flags = ISA_SPACEIDX, .f3 = {42, 4, 26, 1}, .str = "c", .f2 = {28, 14}, .shl = 2}
#define CTARG {.kind = ISA_CTARG, .flags = ISA_SIGNED | ISA_PCREL | ISA_PCADD8, .f = {26, 24}}
#define CTARGS {.kind = ISA_CTARG, .flags = ISA_SIGNED | ISA_PCREL | ISA_PCADD4, .f = {6, 22}, .shl = 2}
#define DIMM {.kind = ISA_IMM, .f = {26, 20}, .shl = 44}
#define DST {.kind = ISA_REG, .flags = ISA_RZ, .f = {14, 6}, .str = "r"}
#define DST2 {.kind = ISA_REG, .flags = ISA_RZ, .f = {43, 6}, .str = "r"}
#define DST2D {.kind = ISA_REG, .f = {43, 6}, .str = "r", .str2 = "d"}
#define DSTD {.kind = ISA_REG, .f = {14, 6}, .str = "r", .str2 = "d"}
#define DSTQ {.kind = ISA_REG, .f = {14, 6}, .str = "r", .str2 = "q"}
#define FCONST {.kind = ISA_MEM, .flags = ISA_SPACEIDX | ISA_RZ | ISA_SIGNED, .f3 = {42, 5}, .str = "c", .str2 = "r", .f = {20, 6}, .f2 = {26, 16}}
#define FCONSTNR {.kind = ISA_MEM, .flags = ISA_SPACEIDX | ISA_SIGNED, .f3 = {42, 5}, .str = "c", .f2 = {26, 16}}
#define FCONSTS {.kind = ISA_MEM, .flags = ISA_SPACEIDX | ISA_RZ | ISA_SIGNED, .f3 = {5, 3}, .str = "c", .str2 = "r", .f = {20, 6}, .f2 = {8, 2, 26, 6}, .shl = 2}
#define FIMM {.kind = ISA_IMM, .f = {26, 20}, .shl = 12}
#define FIMMS {.kind = ISA_IMM, .f = {20, 12}, .shl = 20}
#define FLAGS {.kind = ISA_REG, .str = "flags"}
#define GATOM {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {26, 17, 55, 3}}
#define GATOMD {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {26, 17, 55, 3}}
#define GCMEM {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {28, 30}, .shl = 2}
#define GDCMEM {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {28, 30}, .shl = 2}
#define GLOBAL {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {26, 32}}
#define GLOBALD {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {26, 32}}
#define GLOBALDS2 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {8, 2, 26, 6}, .shl = 2}
#define GLOBALDS3 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {8, 2, 26, 6}, .shl = 3}
#define GLOBALDSU {.kind = ISA_MEM, .flags = ISA_MEMD, .str = "g", .str2 = "r", .f = {20, 6}}
#define GLOBALS2 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {8, 2, 26, 6}, .shl = 2}
#define GLOBALS3 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {8, 2, 26, 6}, .shl = 3}
#define HNUM {.kind = ISA_IMM, .f = {56, 1}}
#define IGNPRED {.kind = ISA_IGN, .f = {10, 4}}
#define IMGI {.kind = ISA_MEM, .str = "img", .f2 = {26, 3}}
#define IMGR {.kind = ISA_MEM, .flags = ISA_RZ, .str = "img", .str2 = "r", .f = {26, 6}}
#define IMM {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {26, 20}}
#define IMMS {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {20, 12}}
#define LCMEM {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "l", .str2 = "r", .f = {20, 6}, .f2 = {26, 24}}
#define LDULD_DST2 {.kind = ISA_REG, .f = {32, 6}, .str = "r"}
#define LDULD_DST2D {.kind = ISA_REG, .f = {32, 6}, .str = "r", .str2 = "d"}
#define LDULD_DST2Q {.kind = ISA_REG, .f = {32, 6}, .str = "r", .str2 = "q"}
#define LDULD_GLOBAL1 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}}
#define LDULD_GLOBAL1S1 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 1}
#define LDULD_GLOBAL1S2 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 2}
#define LDULD_GLOBAL1S3 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 3}
#define LDULD_GLOBAL1S4 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 4}
#define LDULD_GLOBAL2 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {26, 6}, .f2 = {5, 5, 38, 5}}
#define LDULD_GLOBAL2S1 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {26, 6}, .f2 = {5, 5, 38, 5}, .shl = 1}
#define LDULD_GLOBAL2S2 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {26, 6}, .f2 = {5, 5, 38, 5}, .shl = 2}
#define LDULD_GLOBAL2S3 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {26, 6}, .f2 = {5, 5, 38, 5}, .shl = 3}
#define LDULD_GLOBAL2S4 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "g", .str2 = "r", .f = {26, 6}, .f2 = {5, 5, 38, 5}, .shl = 4}
#define LDULD_GLOBALD1 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}}
#define LDULD_GLOBALD1S1 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 1}
#define LDULD_GLOBALD1S2 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 2}
#define LDULD_GLOBALD1S3 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 3}
#define LDULD_GLOBALD1S4 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 4}
#define LDULD_GLOBALD2 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {26, 6}, .f2 = {5, 5, 38, 5}}
#define LDULD_GLOBALD2S1 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {26, 6}, .f2 = {5, 5, 38, 5}, .shl = 1}
#define LDULD_GLOBALD2S2 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {26, 6}, .f2 = {5, 5, 38, 5}, .shl = 2}
#define LDULD_GLOBALD2S3 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {26, 6}, .f2 = {5, 5, 38, 5}, .shl = 3}
#define LDULD_GLOBALD2S4 {.kind = ISA_MEM, .flags = ISA_MEMD | ISA_SIGNED, .str = "g", .str2 = "r", .f = {26, 6}, .f2 = {5, 5, 38, 5}, .shl = 4}
#define LDULD_SHARED {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "s", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}}
#define LDULD_SHAREDS1 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "s", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 1}
#define LDULD_SHAREDS2 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "s", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 2}
#define LDULD_SHAREDS3 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "s", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 3}
#define LDULD_SHAREDS4 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "s", .str2 = "r", .f = {20, 6}, .f2 = {43, 10}, .shl = 4}
#define LIMM {.kind = ISA_IMM, .flags = ISA_WRAP, .f = {26, 32}}
#define LOCAL {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "l", .str2 = "r", .f = {20, 6}, .f2 = {26, 24}}
#define LOCALS2 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "l", .str2 = "r", .f = {20, 6}, .f2 = {8, 2, 26, 6}, .shl = 2}
#define LOCALS3 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "l", .str2 = "r", .f = {20, 6}, .f2 = {8, 2, 26, 6}, .shl = 3}
#define NTARG {.kind = ISA_IMM, .flags = ISA_SIGNED | ISA_PCREL | ISA_PCADD8, .f = {26, 24}}
#define PDST {.kind = ISA_REG, .flags = ISA_PT, .f = {17, 3}, .str = "p"}
#define PDST2 {.kind = ISA_REG, .flags = ISA_PT, .f = {54, 3}, .str = "p"}
#define PDST3 {.kind = ISA_REG, .flags = ISA_PT, .f = {53, 3}, .str = "p"}
#define PDST4 {.kind = ISA_REG, .flags = ISA_PT, .f = {50, 3}, .str = "p"}
#define PDST5 {.kind = ISA_REG, .flags = ISA_PT, .f = {55, 3}, .str = "p"}
#define PDSTL {.kind = ISA_REG, .flags = ISA_PT, .f = {8, 2, 58, 1}, .str = "p"}
#define PDSTN {.kind = ISA_REG, .flags = ISA_PT, .f = {14, 3}, .str = "p"}
#define PIX {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "pix", .str2 = "r", .f = {20, 6}, .f2 = {26, 8}}
#define PM {.kind = ISA_IMM, .f = {26, 16}}
#define PRED {.kind = ISA_REG, .flags = ISA_PT, .f = {10, 3}, .str = "p"}
#define PSRC1 {.kind = ISA_REG, .flags = ISA_PT, .f = {20, 3}, .str = "p"}
#define PSRC2 {.kind = ISA_REG, .flags = ISA_PT, .f = {26, 3}, .str = "p"}
#define PSRC3 {.kind = ISA_REG, .flags = ISA_PT, .f = {49, 3}, .str = "p"}
#define SADDR {.kind = ISA_VEC, .str = "r", .f = {20, 6}, .f2 = {44, 2}, .shl = 1}
#define SAMP {.kind = ISA_REG, .f = {40, 5}, .str = "s"}
#define SCHED_0 {.kind = ISA_IMM, .f = {4, 8}}
#define SCHED_1 {.kind = ISA_IMM, .f = {12, 8}}
#define SCHED_2 {.kind = ISA_IMM, .f = {20, 8}}
#define SCHED_3 {.kind = ISA_IMM, .f = {28, 8}}
#define SCHED_4 {.kind = ISA_IMM, .f = {36, 8}}
#define SCHED_5 {.kind = ISA_IMM, .f = {44, 8}}
#define SCHED_6 {.kind = ISA_IMM, .f = {52, 8}}
#define SCONST1_0 {.kind = ISA_MEM, .str = "c0", .f2 = {20, 6}, .shl = 2}
#define SCONST1_1 {.kind = ISA_MEM, .str = "c1", .f2 = {20, 6}, .shl = 2}
#define SCONST1_16 {.kind = ISA_MEM, .str = "c16", .f2 = {20, 6}, .shl = 2}
#define SCONST2_0 {.kind = ISA_MEM, .str = "c0", .f2 = {26, 6}, .shl = 2}
#define SCONST2_1 {.kind = ISA_MEM, .str = "c1", .f2 = {26, 6}, .shl = 2}
#define SCONST2_16 {.kind = ISA_MEM, .str = "c16", .f2 = {26, 6}, .shl = 2}
#define SCONST3_0 {.kind = ISA_MEM, .str = "c0", .f2 = {8, 6}, .shl = 2}
#define SCONST3_1 {.kind = ISA_MEM, .str = "c1", .f2 = {8, 6}, .shl = 2}
#define SCONST3_16 {.kind = ISA_MEM, .str = "c16", .f2 = {8, 6}, .shl = 2}
#define SHARED {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "s", .str2 = "r", .f = {20, 6}, .f2 = {26, 24}}
#define SHAREDS2 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "s", .str2 = "r", .f = {20, 6}, .f2 = {8, 2, 26, 6}, .shl = 2}
#define SHAREDS3 {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "s", .str2 = "r", .f = {20, 6}, .f2 = {8, 2, 26, 6}, .shl = 3}
#define SHCNT {.kind = ISA_IMM, .f = {5, 5}}
#define SHCNTS {.kind = ISA_IMM, .f = {26, 5}}
#define SHFLIMM1 {.kind = ISA_IMM, .f = {26, 5}}
#define SHFLIMM2 {.kind = ISA_IMM, .f = {42, 13}}
#define SIMMS {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {26, 6, 8, 2}}
#define SRC1 {.kind = ISA_REG, .flags = ISA_RZ, .f = {20, 6}, .str = "r"}
#define SRC1D {.kind = ISA_REG, .f = {20, 6}, .str = "r", .str2 = "d"}
#define SRC2 {.kind = ISA_REG, .flags = ISA_RZ, .f = {26, 6}, .str = "r"}
#define SRC2D {.kind = ISA_REG, .f = {26, 6}, .str = "r", .str2 = "d"}
#define SRC3 {.kind = ISA_REG, .flags = ISA_RZ, .f = {49, 6}, .str = "r"}
#define SRC3D {.kind = ISA_REG, .f = {49, 6}, .str = "r", .str2 = "d"}
#define SRC3S {.kind = ISA_REG, .flags = ISA_RZ, .f = {8, 6}, .str = "r"}
#define SREG {.kind = ISA_REG, .f = {26, 8}, .str = "sr", .syms = gf100_sreg_sr}
#define SREGS {.kind = ISA_REG, .f = {20, 8}, .str = "sr", .syms = gf100_sreg_sr}
#define SUCONST {.kind = ISA_MEM, .flags = ISA_SPACEIDX, .f3 = {40, 4}, .str = "c", .f2 = {26, 14}, .shl = 2}
#define SUIMM {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {49, 6}}
#define SURF {.kind = ISA_REG, .f = {26, 3}, .str = "g"}
#define SUSTPSRC_GF100 {.kind = ISA_VEC, .str = "r", .f = {14, 6}, .shl = 4, .f3 = {49, 4}}
#define SUSTPSRC_GK104 {.kind = ISA_VEC, .str = "r", .f = {14, 6}, .shl = 4, .f3 = {54, 4}}
#define TCNT {.kind = ISA_IMM, .f = {26, 12}}
#define TDST {.kind = ISA_VEC, .str = "r", .f = {14, 6}, .shl = 4, .f3 = {46, 4}}
#define TEX {.kind = ISA_REG, .f = {32, 8}, .str = "t"}
#define TEXBARIMM {.kind = ISA_IMM, .f = {26, 6}}
#define TEXIMM {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {32, 11}}
#define TSRC11 {.kind = ISA_VEC, .str = "r", .f = {20, 6}, .shl = 1}
#define TSRC12 {.kind = ISA_VEC, .str = "r", .f = {20, 6}, .shl = 2}
#define TSRC13 {.kind = ISA_VEC, .str = "r", .f = {20, 6}, .shl = 3}
#define TSRC14 {.kind = ISA_VEC, .str = "r", .f = {20, 6}, .shl = 4}
#define TSRC20 {.kind = ISA_VEC, .str = "r", .f = {26, 6}, .shl = 0}
#define TSRC21 {.kind = ISA_VEC, .str = "r", .f = {26, 6}, .shl = 1}
#define TSRC22 {.kind = ISA_VEC, .str = "r", .f = {26, 6}, .shl = 2}
#define TSRC23 {.kind = ISA_VEC, .str = "r", .f = {26, 6}, .shl = 3}
#define TSRC24 {.kind = ISA_VEC, .str = "r", .f = {26, 6}, .shl = 4}
#define V4IMM {.kind = ISA_IMM, .f = {26, 8}}
#define VBASRC {.kind = ISA_MEM, .flags = ISA_RZ | ISA_SIGNED, .str = "p", .str2 = "r", .f = {20, 6}, .f2 = {26, 16}}
#define VIMM {.kind = ISA_IMM, .f = {26, 16}}

static const struct isa_alt c_gmem[] = {
	A(U64(0x0), U64(0x400000000000000), VALL, GLOBAL),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, GLOBALD),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_gamem[] = {
	A(U64(0x0), U64(0x400000000000000), VALL, GATOM),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, GATOMD),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_gcmem[] = {
	A(U64(0x0), U64(0x400000000000000), VALL, GCMEM),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, GDCMEM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduld_gmem1[] = {
	A(U64(0x0), U64(0x800000000000000), VALL, LDULD_GLOBAL1),
	A(U64(0x800000000000000), U64(0x800000000000000), VALL, LDULD_GLOBALD1),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduld_gmem2[] = {
	A(U64(0x0), U64(0x400000000000000), VALL, LDULD_GLOBAL2),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, LDULD_GLOBALD2),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduld_gmem1s1[] = {
	A(U64(0x0), U64(0x800000000000000), VALL, LDULD_GLOBAL1S1),
	A(U64(0x800000000000000), U64(0x800000000000000), VALL, LDULD_GLOBALD1S1),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduld_gmem2s1[] = {
	A(U64(0x0), U64(0x400000000000000), VALL, LDULD_GLOBAL2S1),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, LDULD_GLOBALD2S1),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduld_gmem1s2[] = {
	A(U64(0x0), U64(0x800000000000000), VALL, LDULD_GLOBAL1S2),
	A(U64(0x800000000000000), U64(0x800000000000000), VALL, LDULD_GLOBALD1S2),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduld_gmem2s2[] = {
	A(U64(0x0), U64(0x400000000000000), VALL, LDULD_GLOBAL2S2),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, LDULD_GLOBALD2S2),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduld_gmem1s3[] = {
	A(U64(0x0), U64(0x800000000000000), VALL, LDULD_GLOBAL1S3),
	A(U64(0x800000000000000), U64(0x800000000000000), VALL, LDULD_GLOBALD1S3),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduld_gmem2s3[] = {
	A(U64(0x0), U64(0x400000000000000), VALL, LDULD_GLOBAL2S3),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, LDULD_GLOBALD2S3),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduld_gmem1s4[] = {
	A(U64(0x0), U64(0x800000000000000), VALL, LDULD_GLOBAL1S4),
	A(U64(0x800000000000000), U64(0x800000000000000), VALL, LDULD_GLOBALD1S4),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduld_gmem2s4[] = {
	A(U64(0x0), U64(0x400000000000000), VALL, LDULD_GLOBAL2S4),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, LDULD_GLOBALD2S4),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ldstt[] = {
	A(U64(0x0), U64(0xe0), VALL, NM("u8")),
	A(U64(0x20), U64(0xe0), VALL, NM("s8")),
	A(U64(0x40), U64(0xe0), VALL, NM("u16")),
	A(U64(0x60), U64(0xe0), VALL, NM("s16")),
	A(U64(0x80), U64(0xe0), VALL, NM("b32")),
	A(U64(0xa0), U64(0xe0), VALL, NM("b64")),
	A(U64(0xc0), U64(0xe0), VALL, NM("b128")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ldstd[] = {
	A(U64(0x0), U64(0xe0), VALL, DST),
	A(U64(0x20), U64(0xe0), VALL, DST),
	A(U64(0x40), U64(0xe0), VALL, DST),
	A(U64(0x60), U64(0xe0), VALL, DST),
	A(U64(0x80), U64(0xe0), VALL, DST),
	A(U64(0xa0), U64(0xe0), VALL, DSTD),
	A(U64(0xc0), U64(0xe0), VALL, DSTQ),
	A(U64(0x0), U64(0x0), VALL, UNK, DST),
};

static const struct isa_alt c_ldvf[] = {
	A(U64(0x60), U64(0x60), VALL, NM("b128")),
	A(U64(0x40), U64(0x60), VALL, NM("b96")),
	A(U64(0x20), U64(0x60), VALL, NM("b64")),
	A(U64(0x0), U64(0x60), VALL, NM("b32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ldvfs[] = {
	A(U64(0xc0), U64(0xc0), VALL, NM("b128")),
	A(U64(0x80), U64(0xc0), VALL, NM("b96")),
	A(U64(0x40), U64(0xc0), VALL, NM("b64")),
	A(U64(0x0), U64(0xc0), VALL, NM("b32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ldulddst1[] = {
	A(U64(0x0), U64(0x3e0000000000000), VALL, NM("u8"), DST),
	A(U64(0x20000000000000), U64(0x3e0000000000000), VALL, NM("s8"), DST),
	A(U64(0x40000000000000), U64(0x3e0000000000000), VALL, NM("u16"), DST),
	A(U64(0x60000000000000), U64(0x3e0000000000000), VALL, NM("s16"), DST),
	A(U64(0x80000000000000), U64(0x3e0000000000000), VALL, NM("b32"), DST),
	A(U64(0xa0000000000000), U64(0x3e0000000000000), VALL, NM("u8"), DST),
	A(U64(0xc0000000000000), U64(0x3e0000000000000), VALL, NM("s8"), DST),
	A(U64(0xe0000000000000), U64(0x3e0000000000000), VALL, NM("u16"), DST),
	A(U64(0x100000000000000), U64(0x3e0000000000000), VALL, NM("s16"), DST),
	A(U64(0x120000000000000), U64(0x3e0000000000000), VALL, NM("b32"), DST),
	A(U64(0x140000000000000), U64(0x3e0000000000000), VALL, NM("u8"), DST),
	A(U64(0x160000000000000), U64(0x3e0000000000000), VALL, NM("s8"), DST),
	A(U64(0x180000000000000), U64(0x3e0000000000000), VALL, NM("u16"), DST),
	A(U64(0x1a0000000000000), U64(0x3e0000000000000), VALL, NM("s16"), DST),
	A(U64(0x1c0000000000000), U64(0x3e0000000000000), VALL, NM("b32"), DST),
	A(U64(0x1e0000000000000), U64(0x3e0000000000000), VALL, NM("u8"), DST),
	A(U64(0x200000000000000), U64(0x3e0000000000000), VALL, NM("s8"), DST),
	A(U64(0x220000000000000), U64(0x3e0000000000000), VALL, NM("u16"), DST),
	A(U64(0x240000000000000), U64(0x3e0000000000000), VALL, NM("s16"), DST),
	A(U64(0x260000000000000), U64(0x3e0000000000000), VALL, NM("b32"), DST),
	A(U64(0x280000000000000), U64(0x3e0000000000000), VALL, NM("u8"), DST),
	A(U64(0x2a0000000000000), U64(0x3e0000000000000), VALL, NM("s8"), DST),
	A(U64(0x2c0000000000000), U64(0x3e0000000000000), VALL, NM("u16"), DST),
	A(U64(0x2e0000000000000), U64(0x3e0000000000000), VALL, NM("s16"), DST),
	A(U64(0x300000000000000), U64(0x3e0000000000000), VALL, NM("b32"), DST),
	A(U64(0x320000000000000), U64(0x3e0000000000000), VALL, NM("b64"), DSTD),
	A(U64(0x340000000000000), U64(0x3e0000000000000), VALL, NM("b128"), DSTQ),
	A(U64(0x360000000000000), U64(0x3e0000000000000), VALL, NM("b32"), DST),
	A(U64(0x380000000000000), U64(0x3e0000000000000), VALL, NM("b64"), DSTD),
	A(U64(0x3a0000000000000), U64(0x3e0000000000000), VALL, NM("b128"), DSTQ),
	A(U64(0x3c0000000000000), U64(0x3e0000000000000), VALL, NM("b32"), DST),
	A(U64(0x3e0000000000000), U64(0x3e0000000000000), VALL, NM("b64"), DSTD),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduldsrc1g[] = {
	A(U64(0x0), U64(0x3e0000000000000), VALL, T(lduld_gmem2)),
	A(U64(0x20000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2)),
	A(U64(0x40000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s1)),
	A(U64(0x60000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s1)),
	A(U64(0x80000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s2)),
	A(U64(0xa0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2)),
	A(U64(0xc0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2)),
	A(U64(0xe0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s1)),
	A(U64(0x100000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s1)),
	A(U64(0x120000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s2)),
	A(U64(0x140000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2)),
	A(U64(0x160000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2)),
	A(U64(0x180000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s1)),
	A(U64(0x1a0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s1)),
	A(U64(0x1c0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s2)),
	A(U64(0x1e0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2)),
	A(U64(0x200000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2)),
	A(U64(0x220000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s1)),
	A(U64(0x240000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s1)),
	A(U64(0x260000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s2)),
	A(U64(0x280000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2)),
	A(U64(0x2a0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2)),
	A(U64(0x2c0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s1)),
	A(U64(0x2e0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s1)),
	A(U64(0x300000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s2)),
	A(U64(0x320000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s3)),
	A(U64(0x340000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s4)),
	A(U64(0x360000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s2)),
	A(U64(0x380000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s3)),
	A(U64(0x3a0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s4)),
	A(U64(0x3c0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s2)),
	A(U64(0x3e0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem2s3)),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ldulddst2[] = {
	A(U64(0x0), U64(0x3e0000000000000), VALL, NM("u8"), LDULD_DST2),
	A(U64(0x20000000000000), U64(0x3e0000000000000), VALL, NM("u8"), LDULD_DST2),
	A(U64(0x40000000000000), U64(0x3e0000000000000), VALL, NM("u8"), LDULD_DST2),
	A(U64(0x60000000000000), U64(0x3e0000000000000), VALL, NM("u8"), LDULD_DST2),
	A(U64(0x80000000000000), U64(0x3e0000000000000), VALL, NM("u8"), LDULD_DST2),
	A(U64(0xa0000000000000), U64(0x3e0000000000000), VALL, NM("s8"), LDULD_DST2),
	A(U64(0xc0000000000000), U64(0x3e0000000000000), VALL, NM("s8"), LDULD_DST2),
	A(U64(0xe0000000000000), U64(0x3e0000000000000), VALL, NM("s8"), LDULD_DST2),
	A(U64(0x100000000000000), U64(0x3e0000000000000), VALL, NM("s8"), LDULD_DST2),
	A(U64(0x120000000000000), U64(0x3e0000000000000), VALL, NM("s8"), LDULD_DST2),
	A(U64(0x140000000000000), U64(0x3e0000000000000), VALL, NM("u16"), LDULD_DST2),
	A(U64(0x160000000000000), U64(0x3e0000000000000), VALL, NM("u16"), LDULD_DST2),
	A(U64(0x180000000000000), U64(0x3e0000000000000), VALL, NM("u16"), LDULD_DST2),
	A(U64(0x1a0000000000000), U64(0x3e0000000000000), VALL, NM("u16"), LDULD_DST2),
	A(U64(0x1c0000000000000), U64(0x3e0000000000000), VALL, NM("u16"), LDULD_DST2),
	A(U64(0x1e0000000000000), U64(0x3e0000000000000), VALL, NM("s16"), LDULD_DST2),
	A(U64(0x200000000000000), U64(0x3e0000000000000), VALL, NM("s16"), LDULD_DST2),
	A(U64(0x220000000000000), U64(0x3e0000000000000), VALL, NM("s16"), LDULD_DST2),
	A(U64(0x240000000000000), U64(0x3e0000000000000), VALL, NM("s16"), LDULD_DST2),
	A(U64(0x260000000000000), U64(0x3e0000000000000), VALL, NM("s16"), LDULD_DST2),
	A(U64(0x280000000000000), U64(0x3e0000000000000), VALL, NM("b32"), LDULD_DST2),
	A(U64(0x2a0000000000000), U64(0x3e0000000000000), VALL, NM("b32"), LDULD_DST2),
	A(U64(0x2c0000000000000), U64(0x3e0000000000000), VALL, NM("b32"), LDULD_DST2),
	A(U64(0x2e0000000000000), U64(0x3e0000000000000), VALL, NM("b32"), LDULD_DST2),
	A(U64(0x300000000000000), U64(0x3e0000000000000), VALL, NM("b32"), LDULD_DST2),
	A(U64(0x320000000000000), U64(0x3e0000000000000), VALL, NM("b32"), LDULD_DST2),
	A(U64(0x340000000000000), U64(0x3e0000000000000), VALL, NM("b32"), LDULD_DST2),
	A(U64(0x360000000000000), U64(0x3e0000000000000), VALL, NM("b64"), LDULD_DST2D),
	A(U64(0x380000000000000), U64(0x3e0000000000000), VALL, NM("b64"), LDULD_DST2D),
	A(U64(0x3a0000000000000), U64(0x3e0000000000000), VALL, NM("b64"), LDULD_DST2D),
	A(U64(0x3c0000000000000), U64(0x3e0000000000000), VALL, NM("b128"), LDULD_DST2Q),
	A(U64(0x3e0000000000000), U64(0x3e0000000000000), VALL, NM("b128"), LDULD_DST2Q),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduldsrc2s[] = {
	A(U64(0x0), U64(0x3e0000000000000), VALL, LDULD_SHARED),
	A(U64(0x20000000000000), U64(0x3e0000000000000), VALL, LDULD_SHARED),
	A(U64(0x40000000000000), U64(0x3e0000000000000), VALL, LDULD_SHARED),
	A(U64(0x60000000000000), U64(0x3e0000000000000), VALL, LDULD_SHARED),
	A(U64(0x80000000000000), U64(0x3e0000000000000), VALL, LDULD_SHARED),
	A(U64(0xa0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHARED),
	A(U64(0xc0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHARED),
	A(U64(0xe0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHARED),
	A(U64(0x100000000000000), U64(0x3e0000000000000), VALL, LDULD_SHARED),
	A(U64(0x120000000000000), U64(0x3e0000000000000), VALL, LDULD_SHARED),
	A(U64(0x140000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS1),
	A(U64(0x160000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS1),
	A(U64(0x180000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS1),
	A(U64(0x1a0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS1),
	A(U64(0x1c0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS1),
	A(U64(0x1e0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS1),
	A(U64(0x200000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS1),
	A(U64(0x220000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS1),
	A(U64(0x240000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS1),
	A(U64(0x260000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS1),
	A(U64(0x280000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS2),
	A(U64(0x2a0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS2),
	A(U64(0x2c0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS2),
	A(U64(0x2e0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS2),
	A(U64(0x300000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS2),
	A(U64(0x320000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS2),
	A(U64(0x340000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS2),
	A(U64(0x360000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS3),
	A(U64(0x380000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS3),
	A(U64(0x3a0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS3),
	A(U64(0x3c0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS4),
	A(U64(0x3e0000000000000), U64(0x3e0000000000000), VALL, LDULD_SHAREDS4),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lduldsrc2g[] = {
	A(U64(0x0), U64(0x3e0000000000000), VALL, T(lduld_gmem1)),
	A(U64(0x20000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1)),
	A(U64(0x40000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1)),
	A(U64(0x60000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1)),
	A(U64(0x80000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1)),
	A(U64(0xa0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1)),
	A(U64(0xc0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1)),
	A(U64(0xe0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1)),
	A(U64(0x100000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1)),
	A(U64(0x120000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1)),
	A(U64(0x140000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s1)),
	A(U64(0x160000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s1)),
	A(U64(0x180000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s1)),
	A(U64(0x1a0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s1)),
	A(U64(0x1c0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s1)),
	A(U64(0x1e0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s1)),
	A(U64(0x200000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s1)),
	A(U64(0x220000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s1)),
	A(U64(0x240000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s1)),
	A(U64(0x260000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s1)),
	A(U64(0x280000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s2)),
	A(U64(0x2a0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s2)),
	A(U64(0x2c0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s2)),
	A(U64(0x2e0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s2)),
	A(U64(0x300000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s2)),
	A(U64(0x320000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s2)),
	A(U64(0x340000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s2)),
	A(U64(0x360000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s3)),
	A(U64(0x380000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s3)),
	A(U64(0x3a0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s3)),
	A(U64(0x3c0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s4)),
	A(U64(0x3e0000000000000), U64(0x3e0000000000000), VALL, T(lduld_gmem1s4)),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_imadp1[] = {
	A(U64(0x0), U64(0x380), VALL, NM("u32")),
	A(U64(0x80), U64(0x380), VALL, NM("s32")),
	A(U64(0x100), U64(0x380), VALL, NM("u24")),
	A(U64(0x180), U64(0x380), VALL, NM("s24")),
	A(U64(0x200), U64(0x380), VALL, NM("u16l")),
	A(U64(0x280), U64(0x380), VALL, NM("s16l")),
	A(U64(0x300), U64(0x380), VALL, NM("u16h")),
	A(U64(0x380), U64(0x380), VALL, NM("s16h")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_imadp2[] = {
	A(U64(0x0), U64(0x60), VALL, NM("u24")),
	A(U64(0x20), U64(0x60), VALL, NM("s24")),
	A(U64(0x40), U64(0x60), VALL, NM("u16l")),
	A(U64(0x60), U64(0x60), VALL, NM("s16l")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_imadp3[] = {
	A(U64(0x0), U64(0x1800000000000a0), VALL, NM("u32")),
	A(U64(0x20), U64(0x1800000000000a0), VALL, NM("s32")),
	A(U64(0x80), U64(0x1800000000000a0), VALL, NM("s32")),
	A(U64(0xa0), U64(0x1800000000000a0), VALL, NM("s32")),
	A(U64(0x80000000000000), U64(0x1800000000000a0), VALL, NM("u24")),
	A(U64(0x80000000000020), U64(0x1800000000000a0), VALL, NM("s24")),
	A(U64(0x80000000000080), U64(0x1800000000000a0), VALL, NM("s24")),
	A(U64(0x800000000000a0), U64(0x1800000000000a0), VALL, NM("s24")),
	A(U64(0x100000000000000), U64(0x1800000000000a0), VALL, NM("u16l")),
	A(U64(0x100000000000020), U64(0x1800000000000a0), VALL, NM("s16l")),
	A(U64(0x100000000000080), U64(0x1800000000000a0), VALL, NM("s16l")),
	A(U64(0x1000000000000a0), U64(0x1800000000000a0), VALL, NM("s16l")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sugty[] = {
	A(U64(0x0), U64(0x600000000000), VALL, NM("u32")),
	A(U64(0x200000000000), U64(0x600000000000), VALL, NM("s32")),
	A(U64(0x400000000000), U64(0x600000000000), VALL, NM("u8")),
	A(U64(0x600000000000), U64(0x600000000000), VALL, NM("s8")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_farm[] = {
	A(U64(0x0), U64(0x180000000000000), VALL, NM("rn")),
	A(U64(0x80000000000000), U64(0x180000000000000), VALL, NM("rm")),
	A(U64(0x100000000000000), U64(0x180000000000000), VALL, NM("rp")),
	A(U64(0x180000000000000), U64(0x180000000000000), VALL, NM("rz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_fcrm[] = {
	A(U64(0x0), U64(0x6000000000000), VALL, NM("rn")),
	A(U64(0x2000000000000), U64(0x6000000000000), VALL, NM("rm")),
	A(U64(0x4000000000000), U64(0x6000000000000), VALL, NM("rp")),
	A(U64(0x6000000000000), U64(0x6000000000000), VALL, NM("rz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_fcrmi[] = {
	A(U64(0x0), U64(0x6000000000000), VALL, NM("rni")),
	A(U64(0x2000000000000), U64(0x6000000000000), VALL, NM("rmi")),
	A(U64(0x4000000000000), U64(0x6000000000000), VALL, NM("rpi")),
	A(U64(0x6000000000000), U64(0x6000000000000), VALL, NM("rzi")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_setit[] = {
	A(U64(0x0), U64(0x780000000000000), VALL, NM("false")),
	A(U64(0x80000000000000), U64(0x780000000000000), VALL, NM("lt")),
	A(U64(0x100000000000000), U64(0x780000000000000), VALL, NM("eq")),
	A(U64(0x180000000000000), U64(0x780000000000000), VALL, NM("le")),
	A(U64(0x200000000000000), U64(0x780000000000000), VALL, NM("gt")),
	A(U64(0x280000000000000), U64(0x780000000000000), VALL, NM("ne")),
	A(U64(0x300000000000000), U64(0x780000000000000), VALL, NM("ge")),
	A(U64(0x380000000000000), U64(0x780000000000000), VALL, NM("num")),
	A(U64(0x400000000000000), U64(0x780000000000000), VALL, NM("nan")),
	A(U64(0x480000000000000), U64(0x780000000000000), VALL, NM("ltu")),
	A(U64(0x500000000000000), U64(0x780000000000000), VALL, NM("equ")),
	A(U64(0x580000000000000), U64(0x780000000000000), VALL, NM("leu")),
	A(U64(0x600000000000000), U64(0x780000000000000), VALL, NM("gtu")),
	A(U64(0x680000000000000), U64(0x780000000000000), VALL, NM("neu")),
	A(U64(0x700000000000000), U64(0x780000000000000), VALL, NM("geu")),
	A(U64(0x780000000000000), U64(0x780000000000000), VALL, NM("true")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_setct[] = {
	A(U64(0x0), U64(0x1f00000), VALL, NM("never")),
	A(U64(0x100000), U64(0x1f00000), VALL, NM("l")),
	A(U64(0x200000), U64(0x1f00000), VALL, NM("e")),
	A(U64(0x300000), U64(0x1f00000), VALL, NM("le")),
	A(U64(0x400000), U64(0x1f00000), VALL, NM("g")),
	A(U64(0x500000), U64(0x1f00000), VALL, NM("lg")),
	A(U64(0x600000), U64(0x1f00000), VALL, NM("ge")),
	A(U64(0x700000), U64(0x1f00000), VALL, NM("lge")),
	A(U64(0x800000), U64(0x1f00000), VALL, NM("u")),
	A(U64(0x900000), U64(0x1f00000), VALL, NM("lu")),
	A(U64(0xa00000), U64(0x1f00000), VALL, NM("eu")),
	A(U64(0xb00000), U64(0x1f00000), VALL, NM("leu")),
	A(U64(0xc00000), U64(0x1f00000), VALL, NM("gu")),
	A(U64(0xd00000), U64(0x1f00000), VALL, NM("lgu")),
	A(U64(0xe00000), U64(0x1f00000), VALL, NM("geu")),
	A(U64(0xf00000), U64(0x1f00000), VALL, NM("true")),
	A(U64(0x1000000), U64(0x1f00000), VALL, NM("no")),
	A(U64(0x1100000), U64(0x1f00000), VALL, NM("nc")),
	A(U64(0x1200000), U64(0x1f00000), VALL, NM("ns")),
	A(U64(0x1300000), U64(0x1f00000), VALL, NM("na")),
	A(U64(0x1400000), U64(0x1f00000), VALL, NM("a")),
	A(U64(0x1500000), U64(0x1f00000), VALL, NM("s")),
	A(U64(0x1600000), U64(0x1f00000), VALL, NM("c")),
	A(U64(0x1700000), U64(0x1f00000), VALL, NM("o")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cc[] = {
	A(U64(0x0), U64(0x3e0), VALL, NM("never"), CC),
	A(U64(0x20), U64(0x3e0), VALL, NM("l"), CC),
	A(U64(0x40), U64(0x3e0), VALL, NM("e"), CC),
	A(U64(0x60), U64(0x3e0), VALL, NM("le"), CC),
	A(U64(0x80), U64(0x3e0), VALL, NM("g"), CC),
	A(U64(0xa0), U64(0x3e0), VALL, NM("lg"), CC),
	A(U64(0xc0), U64(0x3e0), VALL, NM("ge"), CC),
	A(U64(0xe0), U64(0x3e0), VALL, NM("lge"), CC),
	A(U64(0x100), U64(0x3e0), VALL, NM("u"), CC),
	A(U64(0x120), U64(0x3e0), VALL, NM("lu"), CC),
	A(U64(0x140), U64(0x3e0), VALL, NM("eu"), CC),
	A(U64(0x160), U64(0x3e0), VALL, NM("leu"), CC),
	A(U64(0x180), U64(0x3e0), VALL, NM("gu"), CC),
	A(U64(0x1a0), U64(0x3e0), VALL, NM("lgu"), CC),
	A(U64(0x1c0), U64(0x3e0), VALL, NM("geu"), CC),
	A(U64(0x1e0), U64(0x3e0), VALL),
	A(U64(0x200), U64(0x3e0), VALL, NM("no"), CC),
	A(U64(0x220), U64(0x3e0), VALL, NM("nc"), CC),
	A(U64(0x240), U64(0x3e0), VALL, NM("ns"), CC),
	A(U64(0x260), U64(0x3e0), VALL, NM("na"), CC),
	A(U64(0x280), U64(0x3e0), VALL, NM("a"), CC),
	A(U64(0x2a0), U64(0x3e0), VALL, NM("s"), CC),
	A(U64(0x2c0), U64(0x3e0), VALL, NM("c"), CC),
	A(U64(0x2e0), U64(0x3e0), VALL, NM("o"), CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_setdt5[] = {
	A(U64(0x0), U64(0x20), VALL, NM("b32")),
	A(U64(0x20), U64(0x20), VALL, NM("f32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_setdt7[] = {
	A(U64(0x0), U64(0x80), VALL, NM("b32")),
	A(U64(0x80), U64(0x80), VALL, NM("f32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_is2[] = {
	A(U64(0x0), U64(0xc00000000000), VALL, SRC2),
	A(U64(0x400000000000), U64(0xc00000000000), VALL, CONST),
	A(U64(0xc00000000000), U64(0xc00000000000), VALL, IMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_is2w3[] = {
	A(U64(0x0), U64(0xc00000000000), VALL, SRC2),
	A(U64(0x400000000000), U64(0xc00000000000), VALL, CONST),
	A(U64(0x800000000000), U64(0xc00000000000), VALL, SRC3),
	A(U64(0xc00000000000), U64(0xc00000000000), VALL, IMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_is3[] = {
	A(U64(0x0), U64(0xc00000000000), VALL, SRC3),
	A(U64(0x400000000000), U64(0xc00000000000), VALL, SRC3),
	A(U64(0x800000000000), U64(0xc00000000000), VALL, CONST),
	A(U64(0xc00000000000), U64(0xc00000000000), VALL, SRC3),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ds3[] = {
	A(U64(0x0), U64(0xc00000000000), VALL, SRC3D),
	A(U64(0x400000000000), U64(0xc00000000000), VALL, SRC3D),
	A(U64(0x800000000000), U64(0xc00000000000), VALL, CONST),
	A(U64(0xc00000000000), U64(0xc00000000000), VALL, SRC3D),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_fs2[] = {
	A(U64(0x0), U64(0xc00000000000), VALL, SRC2),
	A(U64(0x400000000000), U64(0xc00000000000), VALL, CONST),
	A(U64(0xc00000000000), U64(0xc00000000000), VALL, FIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_fs2w3[] = {
	A(U64(0x0), U64(0xc00000000000), VALL, SRC2),
	A(U64(0x400000000000), U64(0xc00000000000), VALL, CONST),
	A(U64(0x800000000000), U64(0xc00000000000), VALL, SRC3),
	A(U64(0xc00000000000), U64(0xc00000000000), VALL, FIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ds2[] = {
	A(U64(0x0), U64(0xc00000000000), VALL, SRC2D),
	A(U64(0x400000000000), U64(0xc00000000000), VALL, CONST),
	A(U64(0xc00000000000), U64(0xc00000000000), VALL, DIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ds2w3[] = {
	A(U64(0x0), U64(0xc00000000000), VALL, SRC2D),
	A(U64(0x400000000000), U64(0xc00000000000), VALL, CONST),
	A(U64(0x800000000000), U64(0xc00000000000), VALL, SRC3D),
	A(U64(0xc00000000000), U64(0xc00000000000), VALL, DIMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ls2[] = {
	A(U64(0x0), U64(0xc00000000000), VALL, SRC2D),
	A(U64(0xc00000000000), U64(0xc00000000000), VALL, IMM),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vs2[] = {
	A(U64(0x0), U64(0x800000000000), VALL, VIMM),
	A(U64(0x800000000000), U64(0x800000000000), VALL, SRC2),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_v4s2[] = {
	A(U64(0x0), U64(0x800000000000), VALL, V4IMM),
	A(U64(0x800000000000), U64(0x800000000000), VALL, SRC2),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sus2[] = {
	A(U64(0x0), U64(0x20000000000000), VALL, SRC2),
	A(U64(0x20000000000000), U64(0x20000000000000), VALL, SUCONST),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sup[] = {
	A(U64(0x0), U64(0x10000000000000), VALL, PSRC3),
	A(U64(0x10000000000000), U64(0x10000000000000), VALL, SEO, NM("not"), PSRC3, SEC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_suaddr[] = {
	A(U64(0x0), U64(0x400000000000), VALL, IMGR),
	A(U64(0x400000000000), U64(0x400000000000), VALL, IMGI),
};

static const struct isa_alt c_sudim[] = {
	A(U64(0x0), U64(0x300000000000), VALL, NM("1d"), TSRC11),
	A(U64(0x100000000000), U64(0x300000000000), VALL, NM("2d"), TSRC12),
	A(U64(0x200000000000), U64(0x300000000000), VALL, NM("3d"), TSRC13),
	A(U64(0x300000000000), U64(0x300000000000), VALL, NM("e2d"), TSRC13),
};

static const struct isa_alt c_sat5[] = {
	A(U64(0x0), U64(0x20), VALL),
	A(U64(0x20), U64(0x20), VALL, NM("sat")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sat9[] = {
	A(U64(0x0), U64(0x200), VALL),
	A(U64(0x200), U64(0x200), VALL, NM("sat")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sat18[] = {
	A(U64(0x0), U64(0x1000000), VALL),
	A(U64(0x1000000), U64(0x1000000), VALL, NM("sat")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sat31[] = {
	A(U64(0x0), U64(0x2000000000000), VALL),
	A(U64(0x2000000000000), U64(0x2000000000000), VALL, NM("sat")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sat38[] = {
	A(U64(0x0), U64(0x100000000000000), VALL),
	A(U64(0x100000000000000), U64(0x100000000000000), VALL, NM("sat")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ftz5[] = {
	A(U64(0x0), U64(0x20), VALL),
	A(U64(0x20), U64(0x20), VALL, NM("ftz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ftz6[] = {
	A(U64(0x0), U64(0x40), VALL),
	A(U64(0x40), U64(0x40), VALL, NM("ftz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ftz3b[] = {
	A(U64(0x0), U64(0x800000000000000), VALL),
	A(U64(0x800000000000000), U64(0x800000000000000), VALL, NM("ftz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ftz37[] = {
	A(U64(0x0), U64(0x80000000000000), VALL),
	A(U64(0x80000000000000), U64(0x80000000000000), VALL, NM("ftz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_fmz7[] = {
	A(U64(0x0), U64(0x80), VALL),
	A(U64(0x80), U64(0x80), VALL, NM("fmz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg39[] = {
	A(U64(0x0), U64(0x200000000000000), VALL),
	A(U64(0x200000000000000), U64(0x200000000000000), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg9[] = {
	A(U64(0x0), U64(0x200), VALL),
	A(U64(0x200), U64(0x200), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg8[] = {
	A(U64(0x0), U64(0x100), VALL),
	A(U64(0x100), U64(0x100), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg7[] = {
	A(U64(0x0), U64(0x80), VALL),
	A(U64(0x80), U64(0x80), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg4[] = {
	A(U64(0x0), U64(0x10), VALL),
	A(U64(0x10), U64(0x10), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_neg16[] = {
	A(U64(0x0), U64(0x400000), VALL),
	A(U64(0x400000), U64(0x400000), VALL, NM("neg")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_abs7[] = {
	A(U64(0x0), U64(0x80), VALL),
	A(U64(0x80), U64(0x80), VALL, NM("abs")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_abs6[] = {
	A(U64(0x0), U64(0x40), VALL),
	A(U64(0x40), U64(0x40), VALL, NM("abs")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_abs19[] = {
	A(U64(0x0), U64(0x2000000), VALL),
	A(U64(0x2000000), U64(0x2000000), VALL, NM("abs")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_abs1e[] = {
	A(U64(0x0), U64(0x40000000), VALL),
	A(U64(0x40000000), U64(0x40000000), VALL, NM("abs")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_rint[] = {
	A(U64(0x0), U64(0x80), VALL),
	A(U64(0x80), U64(0x80), VALL, T(fcrmi)),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_rev[] = {
	A(U64(0x0), U64(0x100), VALL),
	A(U64(0x100), U64(0x100), VALL, NM("rev")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_shclamp[] = {
	A(U64(0x0), U64(0x200), VALL, NM("clamp")),
	A(U64(0x200), U64(0x200), VALL, NM("wrap")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_not9[] = {
	A(U64(0x0), U64(0x200), VALL),
	A(U64(0x200), U64(0x200), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_not8[] = {
	A(U64(0x0), U64(0x100), VALL),
	A(U64(0x100), U64(0x100), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_shiftamt[] = {
	A(U64(0x0), U64(0x40), VALL),
	A(U64(0x40), U64(0x40), VALL, NM("shiftamt")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acout17[] = {
	A(U64(0x0), U64(0x800000), VALL),
	A(U64(0x800000), U64(0x800000), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acout30[] = {
	A(U64(0x0), U64(0x1000000000000), VALL),
	A(U64(0x1000000000000), U64(0x1000000000000), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acout3a[] = {
	A(U64(0x0), U64(0x400000000000000), VALL),
	A(U64(0x400000000000000), U64(0x400000000000000), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acin6[] = {
	A(U64(0x0), U64(0x40), VALL),
	A(U64(0x40), U64(0x40), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acin37[] = {
	A(U64(0x0), U64(0x80000000000000), VALL),
	A(U64(0x80000000000000), U64(0x80000000000000), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acin5[] = {
	A(U64(0x0), U64(0x20), VALL),
	A(U64(0x20), U64(0x20), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_acin7[] = {
	A(U64(0x0), U64(0x80), VALL),
	A(U64(0x80), U64(0x80), VALL, CC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_5[] = {
	A(U64(0x0), U64(0x20), VALL, NM("u32")),
	A(U64(0x20), U64(0x20), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_7[] = {
	A(U64(0x0), U64(0x80), VALL, NM("u32")),
	A(U64(0x80), U64(0x80), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_6[] = {
	A(U64(0x0), U64(0x40), VALL, NM("u32")),
	A(U64(0x40), U64(0x40), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_9[] = {
	A(U64(0x0), U64(0x200), VALL, NM("u32")),
	A(U64(0x200), U64(0x200), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_c[] = {
	A(U64(0x0), U64(0x1000), VALL, NM("u32")),
	A(U64(0x1000), U64(0x1000), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_d[] = {
	A(U64(0x0), U64(0x2000), VALL, NM("u32")),
	A(U64(0x2000), U64(0x2000), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_18[] = {
	A(U64(0x0), U64(0x1000000), VALL, NM("u32")),
	A(U64(0x1000000), U64(0x1000000), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us32_2a[] = {
	A(U64(0x0), U64(0x40000000000), VALL, NM("u32")),
	A(U64(0x40000000000), U64(0x40000000000), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us8_5[] = {
	A(U64(0x0), U64(0x20), VALL, NM("u8")),
	A(U64(0x20), U64(0x20), VALL, NM("s8")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us8_6[] = {
	A(U64(0x0), U64(0x40), VALL, NM("u8")),
	A(U64(0x40), U64(0x40), VALL, NM("s8")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us8_b[] = {
	A(U64(0x0), U64(0x800), VALL, NM("u8")),
	A(U64(0x800), U64(0x800), VALL, NM("s8")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us8_c[] = {
	A(U64(0x0), U64(0x1000), VALL, NM("u8")),
	A(U64(0x1000), U64(0x1000), VALL, NM("s8")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us8_d[] = {
	A(U64(0x0), U64(0x2000), VALL, NM("u8")),
	A(U64(0x2000), U64(0x2000), VALL, NM("s8")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us8_39[] = {
	A(U64(0x0), U64(0x200000000000000), VALL, NM("u8")),
	A(U64(0x200000000000000), U64(0x200000000000000), VALL, NM("s8")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us16_5[] = {
	A(U64(0x0), U64(0x20), VALL, NM("u16")),
	A(U64(0x20), U64(0x20), VALL, NM("s16")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us16_6[] = {
	A(U64(0x0), U64(0x40), VALL, NM("u16")),
	A(U64(0x40), U64(0x40), VALL, NM("s16")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us16_b[] = {
	A(U64(0x0), U64(0x800), VALL, NM("u16")),
	A(U64(0x800), U64(0x800), VALL, NM("s16")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us16_c[] = {
	A(U64(0x0), U64(0x1000), VALL, NM("u16")),
	A(U64(0x1000), U64(0x1000), VALL, NM("s16")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us16_d[] = {
	A(U64(0x0), U64(0x2000), VALL, NM("u16")),
	A(U64(0x2000), U64(0x2000), VALL, NM("s16")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_us16_39[] = {
	A(U64(0x0), U64(0x200000000000000), VALL, NM("u16")),
	A(U64(0x200000000000000), U64(0x200000000000000), VALL, NM("s16")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_high5[] = {
	A(U64(0x0), U64(0x20), VALL),
	A(U64(0x20), U64(0x20), VALL, NM("high")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_high6[] = {
	A(U64(0x0), U64(0x40), VALL),
	A(U64(0x40), U64(0x40), VALL, NM("high")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_pnot1[] = {
	A(U64(0x0), U64(0x800000), VALL),
	A(U64(0x800000), U64(0x800000), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_pnot2[] = {
	A(U64(0x0), U64(0x20000000), VALL),
	A(U64(0x20000000), U64(0x20000000), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_pnot3[] = {
	A(U64(0x0), U64(0x10000000000000), VALL),
	A(U64(0x10000000000000), U64(0x10000000000000), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_pnotn[] = {
	A(U64(0x0), U64(0x1000000), VALL),
	A(U64(0x1000000), U64(0x1000000), VALL, NM("not")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_outa[] = {
	A(U64(0x0), U64(0x200), VALL),
	A(U64(0x200), U64(0x200), VALL, NM("out")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_unk39[] = {
	A(U64(0x0), U64(0x200000000000000), VALL),
	A(U64(0x200000000000000), U64(0x200000000000000), VALL, NM("unk39")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_patch[] = {
	A(U64(0x0), U64(0x100), VALL),
	A(U64(0x100), U64(0x100), VALL, NM("patch")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_emit[] = {
	A(U64(0x0), U64(0x20), VALL),
	A(U64(0x20), U64(0x20), VALL, NM("emit")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_restart[] = {
	A(U64(0x0), U64(0x40), VALL),
	A(U64(0x40), U64(0x40), VALL, NM("restart")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_dtex[] = {
	A(U64(0x0), U64(0x200000000000), VALL, NM("dfp")),
	A(U64(0x200000000000), U64(0x200000000000), VALL, NM("dall")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_dquadop[] = {
	A(U64(0x0), U64(0x200), VALL, NM("dfp")),
	A(U64(0x200), U64(0x200), VALL, NM("dall")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ltex[] = {
	A(U64(0x0), U64(0x200), VALL, NM("all")),
	A(U64(0x200), U64(0x200), VALL, NM("live")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sucdim[] = {
	A(U64(0x0), U64(0x1000000000000), VALL, NM("1d")),
	A(U64(0x1000000000000), U64(0x1000000000000), VALL, NM("2d")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_subfmdim[] = {
	A(U64(0x0), U64(0x1000000000000), VALL, NM("2d")),
	A(U64(0x1000000000000), U64(0x1000000000000), VALL, NM("3d")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sucm[] = {
	A(U64(0x0), U64(0x1e0), VALL, NM("sd"), NM("r1")),
	A(U64(0x20), U64(0x1e0), VALL, NM("sd"), NM("r2")),
	A(U64(0x40), U64(0x1e0), VALL, NM("sd"), NM("r4")),
	A(U64(0x60), U64(0x1e0), VALL, NM("sd"), NM("r8")),
	A(U64(0x80), U64(0x1e0), VALL, NM("sd"), NM("r16")),
	A(U64(0xa0), U64(0x1e0), VALL, NM("pl"), NM("r1")),
	A(U64(0xc0), U64(0x1e0), VALL, NM("pl"), NM("r2")),
	A(U64(0xe0), U64(0x1e0), VALL, NM("pl"), NM("r4")),
	A(U64(0x100), U64(0x1e0), VALL, NM("pl"), NM("r8")),
	A(U64(0x120), U64(0x1e0), VALL, NM("pl"), NM("r16")),
	A(U64(0x140), U64(0x1e0), VALL, NM("bl"), NM("r1")),
	A(U64(0x160), U64(0x1e0), VALL, NM("bl"), NM("r2")),
	A(U64(0x180), U64(0x1e0), VALL, NM("bl"), NM("r4")),
	A(U64(0x1a0), U64(0x1e0), VALL, NM("bl"), NM("r8")),
	A(U64(0x1c0), U64(0x1e0), VALL, NM("bl"), NM("r16")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cctlop[] = {
	A(U64(0x0), U64(0x3e0), VALL, NM("query1")),
	A(U64(0x20), U64(0x3e0), VALL, NM("pf1")),
	A(U64(0x40), U64(0x3e0), VALL, NM("pf15")),
	A(U64(0x60), U64(0x3e0), VALL, NM("pf2")),
	A(U64(0x80), U64(0x3e0), VALL, NM("wb")),
	A(U64(0xa0), U64(0x3e0), VALL, NM("iv")),
	A(U64(0xc0), U64(0x3e0), VALL, NM("ivall")),
	A(U64(0xe0), U64(0x3e0), VALL, NM("rs")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_cctlmod[] = {
	A(U64(0x0), U64(0xc000000), VALL),
	A(U64(0x4000000), U64(0xc000000), VALL, NM("u")),
	A(U64(0x8000000), U64(0xc000000), VALL, NM("c")),
	A(U64(0xc000000), U64(0xc000000), VALL, NM("i")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texrgba[] = {
	A(U64(0x0), U64(0x60), VALL, NM("r")),
	A(U64(0x20), U64(0x60), VALL, NM("g")),
	A(U64(0x40), U64(0x60), VALL, NM("b")),
	A(U64(0x60), U64(0x60), VALL, NM("a")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texm[] = {
	A(U64(0x0), U64(0x180), VALL),
	A(U64(0x80), U64(0x180), VALL, NM("t")),
	A(U64(0x100), U64(0x180), VALL, NM("p")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_text[] = {
	A(U64(0x0), U64(0x38000000000000), VALL, NM("t1d")),
	A(U64(0x8000000000000), U64(0x38000000000000), VALL, NM("a1d")),
	A(U64(0x10000000000000), U64(0x38000000000000), VALL, NM("t2d")),
	A(U64(0x18000000000000), U64(0x38000000000000), VALL, NM("a2d")),
	A(U64(0x20000000000000), U64(0x38000000000000), VALL, NM("t3d")),
	A(U64(0x30000000000000), U64(0x38000000000000), VALL, NM("tcube")),
	A(U64(0x38000000000000), U64(0x38000000000000), VALL, NM("acube")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texsrc1[] = {
	A(U64(0x0), U64(0x3c000000000000), VALL, TSRC11),
	A(U64(0x4000000000000), U64(0x3c000000000000), VALL, TSRC12),
	A(U64(0x8000000000000), U64(0x3c000000000000), VALL, TSRC12),
	A(U64(0xc000000000000), U64(0x3c000000000000), VALL, TSRC12),
	A(U64(0x10000000000000), U64(0x3c000000000000), VALL, TSRC12),
	A(U64(0x14000000000000), U64(0x3c000000000000), VALL, TSRC13),
	A(U64(0x18000000000000), U64(0x3c000000000000), VALL, TSRC13),
	A(U64(0x1c000000000000), U64(0x3c000000000000), VALL, TSRC13),
	A(U64(0x20000000000000), U64(0x3c000000000000), VALL, TSRC13),
	A(U64(0x24000000000000), U64(0x3c000000000000), VALL, TSRC14),
	A(U64(0x30000000000000), U64(0x3c000000000000), VALL, TSRC13),
	A(U64(0x34000000000000), U64(0x3c000000000000), VALL, TSRC14),
	A(U64(0x38000000000000), U64(0x3c000000000000), VALL, TSRC14),
	A(U64(0x3c000000000000), U64(0x3c000000000000), VALL, TSRC14),
	A(U64(0x0), U64(0x0), VALL, SRC1, UNK),
};

static const struct isa_alt c_tex4src1[] = {
	A(U64(0x10000000000000), U64(0x7c000000000000), VALL, TSRC12),
	A(U64(0x14000000000000), U64(0x7c000000000000), VALL, TSRC13),
	A(U64(0x18000000000000), U64(0x7c000000000000), VALL, TSRC13),
	A(U64(0x1c000000000000), U64(0x7c000000000000), VALL, TSRC13),
	A(U64(0x50000000000000), U64(0x7c000000000000), VALL, TSRC13),
	A(U64(0x54000000000000), U64(0x7c000000000000), VALL, TSRC14),
	A(U64(0x58000000000000), U64(0x7c000000000000), VALL, TSRC14),
	A(U64(0x5c000000000000), U64(0x7c000000000000), VALL, TSRC14),
	A(U64(0x0), U64(0x0), VALL, SRC1, UNK),
};

static const struct isa_alt c_texgrsrc1[] = {
	A(U64(0x0), U64(0xfc000000000000), VALL, TSRC11),
	A(U64(0x4000000000000), U64(0xfc000000000000), VALL, TSRC12),
	A(U64(0x8000000000000), U64(0xfc000000000000), VALL, TSRC12),
	A(U64(0xc000000000000), U64(0xfc000000000000), VALL, TSRC12),
	A(U64(0x10000000000000), U64(0xfc000000000000), VALL, TSRC12),
	A(U64(0x14000000000000), U64(0xfc000000000000), VALL, TSRC13),
	A(U64(0x18000000000000), U64(0xfc000000000000), VALL, TSRC13),
	A(U64(0x1c000000000000), U64(0xfc000000000000), VALL, TSRC13),
	A(U64(0x40000000000000), U64(0xfc000000000000), VALL, TSRC12),
	A(U64(0x44000000000000), U64(0xfc000000000000), VALL, TSRC13),
	A(U64(0x48000000000000), U64(0xfc000000000000), VALL, TSRC13),
	A(U64(0x4c000000000000), U64(0xfc000000000000), VALL, TSRC13),
	A(U64(0x50000000000000), U64(0xfc000000000000), VALL, TSRC13),
	A(U64(0x54000000000000), U64(0xfc000000000000), VALL, TSRC14),
	A(U64(0x58000000000000), U64(0xfc000000000000), VALL, TSRC14),
	A(U64(0x5c000000000000), U64(0xfc000000000000), VALL, TSRC14),
	A(U64(0x0), U64(0x0), VALL, SRC1, UNK),
};

static const struct isa_alt c_texsrc2[] = {
	A(U64(0x0), U64(0x540000000000000), VALL, TSRC20),
	A(U64(0x40000000000000), U64(0x540000000000000), VALL, TSRC21),
	A(U64(0x100000000000000), U64(0x540000000000000), VALL, TSRC21),
	A(U64(0x140000000000000), U64(0x540000000000000), VALL, TSRC22),
	A(U64(0x400000000000000), U64(0x540000000000000), VALL, TSRC21),
	A(U64(0x440000000000000), U64(0x540000000000000), VALL, TSRC22),
	A(U64(0x500000000000000), U64(0x540000000000000), VALL, TSRC22),
	A(U64(0x540000000000000), U64(0x540000000000000), VALL, TSRC23),
	A(U64(0x0), U64(0x0), VALL, SRC2, UNK),
};

static const struct isa_alt c_texfsrc2[] = {
	A(U64(0x0), U64(0x2c0000000000000), VALL, TSRC20),
	A(U64(0x40000000000000), U64(0x2c0000000000000), VALL, TSRC21),
	A(U64(0x80000000000000), U64(0x2c0000000000000), VALL, TSRC21),
	A(U64(0xc0000000000000), U64(0x2c0000000000000), VALL, TSRC22),
	A(U64(0x200000000000000), U64(0x2c0000000000000), VALL, TSRC21),
	A(U64(0x240000000000000), U64(0x2c0000000000000), VALL, TSRC22),
	A(U64(0x280000000000000), U64(0x2c0000000000000), VALL, TSRC22),
	A(U64(0x2c0000000000000), U64(0x2c0000000000000), VALL, TSRC23),
	A(U64(0x0), U64(0x0), VALL, SRC2, UNK),
};

static const struct isa_alt c_tex4src2[] = {
	A(U64(0x0), U64(0x1c0000000000000), VALL, TSRC20),
	A(U64(0x40000000000000), U64(0x1c0000000000000), VALL, TSRC21),
	A(U64(0x80000000000000), U64(0x1c0000000000000), VALL, TSRC22),
	A(U64(0x100000000000000), U64(0x1c0000000000000), VALL, TSRC21),
	A(U64(0x140000000000000), U64(0x1c0000000000000), VALL, TSRC22),
	A(U64(0x180000000000000), U64(0x1c0000000000000), VALL, TSRC23),
	A(U64(0x0), U64(0x0), VALL, SRC2, UNK),
};

static const struct isa_alt c_texgrsrc2[] = {
	A(U64(0x0), U64(0x30000000000000), VALL, TSRC22),
	A(U64(0x10000000000000), U64(0x30000000000000), VALL, TSRC24),
	A(U64(0x0), U64(0x0), VALL, SRC2, UNK),
};

static const struct isa_alt c_texquery[] = {
	A(U64(0x0), U64(0xfc0000000000000), VALL, NM("tdims")),
	A(U64(0x40000000000000), U64(0xfc0000000000000), VALL, NM("ttype")),
	A(U64(0x80000000000000), U64(0xfc0000000000000), VALL, NM("tsamplepos")),
	A(U64(0x200000000000000), U64(0xfc0000000000000), VALL, NM("sfilter")),
	A(U64(0x240000000000000), U64(0xfc0000000000000), VALL, NM("slod")),
	A(U64(0x280000000000000), U64(0xfc0000000000000), VALL, NM("swrap")),
	A(U64(0x2c0000000000000), U64(0xfc0000000000000), VALL, NM("sbcolor")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lodt[] = {
	A(U64(0x0), U64(0xe00000000000000), VALL, NM("lauto")),
	A(U64(0x200000000000000), U64(0xe00000000000000), VALL, NM("lzero")),
	A(U64(0x400000000000000), U64(0xe00000000000000), VALL, NM("lbias")),
	A(U64(0x600000000000000), U64(0xe00000000000000), VALL, NM("llod")),
	A(U64(0xc00000000000000), U64(0xe00000000000000), VALL, NM("lbiasa")),
	A(U64(0xe00000000000000), U64(0xe00000000000000), VALL, NM("lloda")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lodf[] = {
	A(U64(0x0), U64(0x200000000000000), VALL, NM("lzero")),
	A(U64(0x200000000000000), U64(0x200000000000000), VALL, NM("llod")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texi[] = {
	A(U64(0x0), U64(0x4000000000000), VALL),
	A(U64(0x4000000000000), U64(0x4000000000000), VALL, NM("ind")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texshd[] = {
	A(U64(0x0), U64(0x100000000000000), VALL),
	A(U64(0x100000000000000), U64(0x100000000000000), VALL, NM("shadow")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texcl[] = {
	A(U64(0x0), U64(0x100000000000000), VALL),
	A(U64(0x100000000000000), U64(0x100000000000000), VALL, NM("cl")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texoff[] = {
	A(U64(0x0), U64(0x40000000000000), VALL),
	A(U64(0x40000000000000), U64(0x40000000000000), VALL, NM("off")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texms[] = {
	A(U64(0x0), U64(0x80000000000000), VALL),
	A(U64(0x80000000000000), U64(0x80000000000000), VALL, NM("ms")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_toffg[] = {
	A(U64(0x0), U64(0xc0000000000000), VALL),
	A(U64(0x40000000000000), U64(0xc0000000000000), VALL, NM("off")),
	A(U64(0x80000000000000), U64(0xc0000000000000), VALL, NM("off8")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_texf[] = {
	A(U64(0x0), U64(0x0), VALL, T(ltex), T(dtex)),
};

static const struct isa_alt c_lane[] = {
	A(U64(0x0), U64(0x1e0), VALL, NM("lnone")),
	A(U64(0x20), U64(0x1e0), VALL, NM("l0")),
	A(U64(0x40), U64(0x1e0), VALL, NM("l1")),
	A(U64(0x60), U64(0x1e0), VALL, NM("l01")),
	A(U64(0x80), U64(0x1e0), VALL, NM("l2")),
	A(U64(0xa0), U64(0x1e0), VALL, NM("l02")),
	A(U64(0xc0), U64(0x1e0), VALL, NM("l12")),
	A(U64(0xe0), U64(0x1e0), VALL, NM("l012")),
	A(U64(0x100), U64(0x1e0), VALL, NM("l3")),
	A(U64(0x120), U64(0x1e0), VALL, NM("l03")),
	A(U64(0x140), U64(0x1e0), VALL, NM("l13")),
	A(U64(0x160), U64(0x1e0), VALL, NM("l013")),
	A(U64(0x180), U64(0x1e0), VALL, NM("l23")),
	A(U64(0x1a0), U64(0x1e0), VALL, NM("l023")),
	A(U64(0x1c0), U64(0x1e0), VALL, NM("l123")),
	A(U64(0x1e0), U64(0x1e0), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_qs1[] = {
	A(U64(0x0), U64(0x1c0), VALL, NM("l0")),
	A(U64(0x40), U64(0x1c0), VALL, NM("l1")),
	A(U64(0x80), U64(0x1c0), VALL, NM("l2")),
	A(U64(0xc0), U64(0x1c0), VALL, NM("l3")),
	A(U64(0x100), U64(0x1c0), VALL, NM("dx")),
	A(U64(0x140), U64(0x1c0), VALL, NM("dy")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_qop0[] = {
	A(U64(0x0), U64(0xc000000000), VALL, NM("add")),
	A(U64(0x4000000000), U64(0xc000000000), VALL, NM("subr")),
	A(U64(0x8000000000), U64(0xc000000000), VALL, NM("sub")),
	A(U64(0xc000000000), U64(0xc000000000), VALL, NM("mov2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_qop1[] = {
	A(U64(0x0), U64(0x3000000000), VALL, NM("add")),
	A(U64(0x1000000000), U64(0x3000000000), VALL, NM("subr")),
	A(U64(0x2000000000), U64(0x3000000000), VALL, NM("sub")),
	A(U64(0x3000000000), U64(0x3000000000), VALL, NM("mov2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_qop2[] = {
	A(U64(0x0), U64(0xc00000000), VALL, NM("add")),
	A(U64(0x400000000), U64(0xc00000000), VALL, NM("subr")),
	A(U64(0x800000000), U64(0xc00000000), VALL, NM("sub")),
	A(U64(0xc00000000), U64(0xc00000000), VALL, NM("mov2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_qop3[] = {
	A(U64(0x0), U64(0x300000000), VALL, NM("add")),
	A(U64(0x100000000), U64(0x300000000), VALL, NM("subr")),
	A(U64(0x200000000), U64(0x300000000), VALL, NM("sub")),
	A(U64(0x300000000), U64(0x300000000), VALL, NM("mov2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_setlop[] = {
	A(U64(0xe000000000000), U64(0x6e000000000000), VALL),
	A(U64(0x0), U64(0x60000000000000), VALL, NM("and"), T(pnot3), PSRC3),
	A(U64(0x20000000000000), U64(0x60000000000000), VALL, NM("or"), T(pnot3), PSRC3),
	A(U64(0x40000000000000), U64(0x60000000000000), VALL, NM("xor"), T(pnot3), PSRC3),
	A(U64(0x0), U64(0x0), VALL, UNK, T(pnot3), PSRC3),
};

static const struct isa_alt c_cvtfdst[] = {
	A(U64(0x100000), U64(0x300000), VALL, NM("f16"), DST, T(acout30)),
	A(U64(0x200000), U64(0x300000), VALL, NM("f32"), DST, T(acout30)),
	A(U64(0x300000), U64(0x300000), VALL, NM("f64"), DSTD, T(acout30)),
	A(U64(0x0), U64(0x0), VALL, UNK, DST),
};

static const struct isa_alt c_cvtidst[] = {
	A(U64(0x0), U64(0x300080), VALL, NM("u8"), DST, T(acout30)),
	A(U64(0x80), U64(0x300080), VALL, NM("s8"), DST, T(acout30)),
	A(U64(0x100000), U64(0x300080), VALL, NM("u16"), DST, T(acout30)),
	A(U64(0x100080), U64(0x300080), VALL, NM("s16"), DST, T(acout30)),
	A(U64(0x200000), U64(0x300080), VALL, NM("u32"), DST, T(acout30)),
	A(U64(0x200080), U64(0x300080), VALL, NM("s32"), DST, T(acout30)),
	A(U64(0x300000), U64(0x300080), VALL, NM("u64"), DSTD, T(acout30)),
	A(U64(0x300080), U64(0x300080), VALL, NM("s64"), DSTD, T(acout30)),
	A(U64(0x0), U64(0x0), VALL, UNK, DST),
};

static const struct isa_alt c_cvtf2idst[] = {
	A(U64(0x100000), U64(0x300080), VALL, NM("u16"), DST, T(acout30)),
	A(U64(0x100080), U64(0x300080), VALL, NM("s16"), DST, T(acout30)),
	A(U64(0x200000), U64(0x300080), VALL, NM("u32"), DST, T(acout30)),
	A(U64(0x200080), U64(0x300080), VALL, NM("s32"), DST, T(acout30)),
	A(U64(0x300000), U64(0x300080), VALL, NM("u64"), DSTD, T(acout30)),
	A(U64(0x300080), U64(0x300080), VALL, NM("s64"), DSTD, T(acout30)),
	A(U64(0x0), U64(0x0), VALL, UNK, DST),
};

static const struct isa_alt c_cvtf2isrc[] = {
	A(U64(0x800000), U64(0x3800000), VALL, T(neg8), T(abs6), NM("f16"), CH(AL(0, 0, HNUM, T(is2)))),
	A(U64(0x1000000), U64(0x3800000), VALL, T(neg8), T(abs6), NM("f32"), T(fs2)),
	A(U64(0x1800000), U64(0x3800000), VALL, T(neg8), T(abs6), NM("f64"), T(ds2)),
	A(U64(0x0), U64(0x0), VALL, UNK, T(neg8), T(abs6), SRC2),
};

static const struct isa_alt c_cvtisrc[] = {
	A(U64(0x0), U64(0x3800200), VALL, T(neg8), T(abs6), NM("u8"), CH(AL(0, 0, BNUM, T(is2)))),
	A(U64(0x200), U64(0x3800200), VALL, T(neg8), T(abs6), NM("s8"), CH(AL(0, 0, BNUM, T(is2)))),
	A(U64(0x800000), U64(0x3800200), VALL, T(neg8), T(abs6), NM("u16"), CH(AL(0, 0, HNUM, T(is2)))),
	A(U64(0x800200), U64(0x3800200), VALL, T(neg8), T(abs6), NM("s16"), CH(AL(0, 0, HNUM, T(is2)))),
	A(U64(0x1000000), U64(0x3800200), VALL, T(neg8), T(abs6), NM("u32"), T(is2)),
	A(U64(0x1000200), U64(0x3800200), VALL, T(neg8), T(abs6), NM("s32"), T(is2)),
	A(U64(0x1800000), U64(0x3800200), VALL, T(neg8), T(abs6), NM("u64"), T(ls2)),
	A(U64(0x1800200), U64(0x3800200), VALL, T(neg8), T(abs6), NM("s64"), T(ls2)),
	A(U64(0x0), U64(0x0), VALL, UNK, T(neg8), T(abs6), SRC2),
};

static const struct isa_alt c_cvti2isrc[] = {
	A(U64(0x0), U64(0x3800200), VALL, T(neg8), T(abs6), NM("u8"), CH(AL(0, 0, BNUM, T(is2)))),
	A(U64(0x200), U64(0x3800200), VALL, T(neg8), T(abs6), NM("s8"), CH(AL(0, 0, BNUM, T(is2)))),
	A(U64(0x800000), U64(0x3800200), VALL, T(neg8), T(abs6), NM("u16"), CH(AL(0, 0, HNUM, T(is2)))),
	A(U64(0x800200), U64(0x3800200), VALL, T(neg8), T(abs6), NM("s16"), CH(AL(0, 0, HNUM, T(is2)))),
	A(U64(0x1000000), U64(0x3800200), VALL, T(neg8), T(abs6), NM("u32"), T(is2)),
	A(U64(0x1000200), U64(0x3800200), VALL, T(neg8), T(abs6), NM("s32"), T(is2)),
	A(U64(0x0), U64(0x0), VALL, UNK, T(neg8), T(abs6), SRC2),
};

static const struct isa_alt c_mulf[] = {
	A(U64(0x0), U64(0xe000000000000), VALL),
	A(U64(0x2000000000000), U64(0xe000000000000), VALL, NM("div2")),
	A(U64(0x4000000000000), U64(0xe000000000000), VALL, NM("div4")),
	A(U64(0x6000000000000), U64(0xe000000000000), VALL, NM("div8")),
	A(U64(0x8000000000000), U64(0xe000000000000), VALL, NM("mul8")),
	A(U64(0xa000000000000), U64(0xe000000000000), VALL, NM("mul4")),
	A(U64(0xc000000000000), U64(0xe000000000000), VALL, NM("mul2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_addop[] = {
	A(U64(0x0), U64(0x300), VALL, NM("add")),
	A(U64(0x100), U64(0x300), VALL, NM("sub")),
	A(U64(0x200), U64(0x300), VALL, NM("subr")),
	A(U64(0x300), U64(0x300), VALL, NM("addpo")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_logop[] = {
	A(U64(0x0), U64(0xc0), VALL, NM("and")),
	A(U64(0x40), U64(0xc0), VALL, NM("or")),
	A(U64(0x80), U64(0xc0), VALL, NM("xor")),
	A(U64(0xc0), U64(0xc0), VALL, NM("mov2")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_addop2[] = {
	A(U64(0x0), U64(0x180000000000000), VALL, NM("add")),
	A(U64(0x80000000000000), U64(0x180000000000000), VALL, NM("sub")),
	A(U64(0x100000000000000), U64(0x180000000000000), VALL, NM("subr")),
	A(U64(0x180000000000000), U64(0x180000000000000), VALL, NM("addpo")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_bar[] = {
	A(U64(0x0), U64(0x800000000000), VALL, SRC1),
	A(U64(0x800000000000), U64(0x800000000000), VALL, BAR),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_bars[] = {
	A(U64(0x0), U64(0x4000000), VALL, SRC1),
	A(U64(0x4000000), U64(0x4000000), VALL, BAR),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_tcnt[] = {
	A(U64(0x0), U64(0x400000000000), VALL, SRC2),
	A(U64(0x400000000000), U64(0x400000000000), VALL, TCNT),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_prmtmod[] = {
	A(U64(0x0), U64(0xe0), VALL),
	A(U64(0x20), U64(0xe0), VALL, NM("f4e")),
	A(U64(0x40), U64(0xe0), VALL, NM("b4e")),
	A(U64(0x60), U64(0xe0), VALL, NM("rc8")),
	A(U64(0x80), U64(0xe0), VALL, NM("ecl")),
	A(U64(0xa0), U64(0xe0), VALL, NM("ecr")),
	A(U64(0xc0), U64(0xe0), VALL, NM("rc16")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_minmax[] = {
	A(U64(0xe000000000000), U64(0x1e000000000000), VALL, NM("min")),
	A(U64(0x1e000000000000), U64(0x1e000000000000), VALL, NM("max")),
	A(U64(0x0), U64(0x0), VALL, NM("minmax"), T(pnot3), PSRC3),
};

static const struct isa_alt c_redop[] = {
	A(U64(0x0), U64(0x1e0), VALL, NM("add")),
	A(U64(0x20), U64(0x1e0), VALL, NM("min")),
	A(U64(0x40), U64(0x1e0), VALL, NM("max")),
	A(U64(0x60), U64(0x1e0), VALL, NM("inc")),
	A(U64(0x80), U64(0x1e0), VALL, NM("dec")),
	A(U64(0xa0), U64(0x1e0), VALL, NM("and")),
	A(U64(0xc0), U64(0x1e0), VALL, NM("or")),
	A(U64(0xe0), U64(0x1e0), VALL, NM("xor")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_redops[] = {
	A(U64(0x0), U64(0x1e0), VALL, NM("add")),
	A(U64(0x20), U64(0x1e0), VALL, NM("min")),
	A(U64(0x40), U64(0x1e0), VALL, NM("max")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lcop[] = {
	A(U64(0x0), U64(0x300), VALL, NM("ca")),
	A(U64(0x100), U64(0x300), VALL, NM("cg")),
	A(U64(0x200), U64(0x300), VALL, NM("cs")),
	A(U64(0x300), U64(0x300), VALL, NM("cv")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_scop[] = {
	A(U64(0x0), U64(0x300), VALL, NM("wb")),
	A(U64(0x100), U64(0x300), VALL, NM("cg")),
	A(U64(0x200), U64(0x300), VALL, NM("cs")),
	A(U64(0x300), U64(0x300), VALL, NM("wt")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sclamp[] = {
	A(U64(0x0), U64(0x1800000000000), VALL, NM("zero")),
	A(U64(0x800000000000), U64(0x1800000000000), VALL, NM("clamp")),
	A(U64(0x1000000000000), U64(0x1800000000000), VALL, NM("trap")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sclamp2s[] = {
	A(U64(0x0), U64(0x1800000000000), VALL, NM("ign")),
	A(U64(0x800000000000), U64(0x1800000000000), VALL, NM("trap")),
	A(U64(0x1800000000000), U64(0x1800000000000), VALL, NM("sdcl")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_sclamp2l[] = {
	A(U64(0x0), U64(0x1800000000000), VALL, NM("zero")),
	A(U64(0x800000000000), U64(0x1800000000000), VALL, NM("trap")),
	A(U64(0x1800000000000), U64(0x1800000000000), VALL, NM("sdcl")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vdst[] = {
	A(U64(0x0), U64(0x380000000000000), VALL, NM("h1")),
	A(U64(0x80000000000000), U64(0x380000000000000), VALL, NM("h0")),
	A(U64(0x100000000000000), U64(0x380000000000000), VALL, NM("b0")),
	A(U64(0x180000000000000), U64(0x380000000000000), VALL, NM("b2")),
	A(U64(0x200000000000000), U64(0x380000000000000), VALL, NM("add")),
	A(U64(0x280000000000000), U64(0x380000000000000), VALL, NM("min")),
	A(U64(0x300000000000000), U64(0x380000000000000), VALL, NM("max")),
	A(U64(0x380000000000000), U64(0x380000000000000), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vsrc1[] = {
	A(U64(0x0), U64(0x700000000000), VALL, NM("b0")),
	A(U64(0x100000000000), U64(0x700000000000), VALL, NM("b1")),
	A(U64(0x200000000000), U64(0x700000000000), VALL, NM("b2")),
	A(U64(0x300000000000), U64(0x700000000000), VALL, NM("b3")),
	A(U64(0x400000000000), U64(0x700000000000), VALL, NM("h0")),
	A(U64(0x500000000000), U64(0x700000000000), VALL, NM("h1")),
	A(U64(0x600000000000), U64(0x700000000000), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vsrc2[] = {
	A(U64(0x0), U64(0x800000000000), VALL),
	A(U64(0x800000000000), U64(0x800700000000), VALL, NM("b0")),
	A(U64(0x800100000000), U64(0x800700000000), VALL, NM("b1")),
	A(U64(0x800200000000), U64(0x800700000000), VALL, NM("b2")),
	A(U64(0x800300000000), U64(0x800700000000), VALL, NM("b3")),
	A(U64(0x800400000000), U64(0x800700000000), VALL, NM("h0")),
	A(U64(0x800500000000), U64(0x800700000000), VALL, NM("h1")),
	A(U64(0x800600000000), U64(0x800700000000), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_v4dst[] = {
	A(U64(0x0), U64(0x700000000000), VALL),
	A(U64(0x100000000000), U64(0x700000000000), VALL, NM("simd_min")),
	A(U64(0x200000000000), U64(0x700000000000), VALL, NM("simd_max")),
	A(U64(0x400000000000), U64(0x700000000000), VALL, NM("add")),
	A(U64(0x500000000000), U64(0x700000000000), VALL, NM("min")),
	A(U64(0x600000000000), U64(0x700000000000), VALL, NM("max")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_v4dmask[] = {
	A(U64(0x0), U64(0x180000c00000000), VALL, NM("none")),
	A(U64(0x80000000000000), U64(0x180000c00000000), VALL, NM("x")),
	A(U64(0x100000000000000), U64(0x180000c00000000), VALL, NM("y")),
	A(U64(0x180000000000000), U64(0x180000c00000000), VALL, NM("xy")),
	A(U64(0x400000000), U64(0x180000c00000000), VALL, NM("z")),
	A(U64(0x80000400000000), U64(0x180000c00000000), VALL, NM("xz")),
	A(U64(0x100000400000000), U64(0x180000c00000000), VALL, NM("yz")),
	A(U64(0x180000400000000), U64(0x180000c00000000), VALL, NM("xyz")),
	A(U64(0x800000000), U64(0x180000c00000000), VALL, NM("w")),
	A(U64(0x80000800000000), U64(0x180000c00000000), VALL, NM("xw")),
	A(U64(0x100000800000000), U64(0x180000c00000000), VALL, NM("yw")),
	A(U64(0x180000800000000), U64(0x180000c00000000), VALL, NM("xyw")),
	A(U64(0xc00000000), U64(0x180000c00000000), VALL, NM("zw")),
	A(U64(0x80000c00000000), U64(0x180000c00000000), VALL, NM("xzw")),
	A(U64(0x100000c00000000), U64(0x180000c00000000), VALL, NM("yzw")),
	A(U64(0x180000c00000000), U64(0x180000c00000000), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_v2dmask[] = {
	A(U64(0x0), U64(0x180000000000000), VALL, NM("none")),
	A(U64(0x80000000000000), U64(0x180000000000000), VALL, NM("x")),
	A(U64(0x100000000000000), U64(0x180000000000000), VALL, NM("y")),
	A(U64(0x180000000000000), U64(0x180000000000000), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_v4src1[] = {
	A(U64(0x0), U64(0xf0000000000), VALL, NM("b0")),
	A(U64(0x10000000000), U64(0xf0000000000), VALL, NM("b1")),
	A(U64(0x20000000000), U64(0xf0000000000), VALL, NM("b2")),
	A(U64(0x30000000000), U64(0xf0000000000), VALL, NM("b3")),
	A(U64(0x40000000000), U64(0xf0000000000), VALL),
	A(U64(0x50000000000), U64(0xf0000000000), VALL, NM("b1234")),
	A(U64(0x60000000000), U64(0xf0000000000), VALL, NM("b2345")),
	A(U64(0x70000000000), U64(0xf0000000000), VALL, NM("b3456")),
	A(U64(0x80000000000), U64(0xf0000000000), VALL, NM("b1023")),
	A(U64(0x90000000000), U64(0xf0000000000), VALL, NM("b2103")),
	A(U64(0xa0000000000), U64(0xf0000000000), VALL, NM("b3120")),
	A(U64(0xb0000000000), U64(0xf0000000000), VALL, NM("b0213")),
	A(U64(0xc0000000000), U64(0xf0000000000), VALL, NM("b0321")),
	A(U64(0xd0000000000), U64(0xf0000000000), VALL, NM("b0132")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_v2src1[] = {
	A(U64(0x0), U64(0x8c0000000000), VALL, NM("h0")),
	A(U64(0x40000000000), U64(0x8c0000000000), VALL, NM("h10")),
	A(U64(0x80000000000), U64(0x8c0000000000), VALL),
	A(U64(0xc0000000000), U64(0x8c0000000000), VALL, NM("h1")),
	A(U64(0x800000000000), U64(0x8f0000000000), VALL, NM("h0")),
	A(U64(0x810000000000), U64(0x8f0000000000), VALL, NM("h10")),
	A(U64(0x820000000000), U64(0x8f0000000000), VALL, NM("h20")),
	A(U64(0x830000000000), U64(0x8f0000000000), VALL, NM("h30")),
	A(U64(0x840000000000), U64(0x8f0000000000), VALL),
	A(U64(0x850000000000), U64(0x8f0000000000), VALL, NM("h1")),
	A(U64(0x860000000000), U64(0x8f0000000000), VALL, NM("h21")),
	A(U64(0x870000000000), U64(0x8f0000000000), VALL, NM("h31")),
	A(U64(0x880000000000), U64(0x8f0000000000), VALL, NM("h02")),
	A(U64(0x890000000000), U64(0x8f0000000000), VALL, NM("h12")),
	A(U64(0x8a0000000000), U64(0x8f0000000000), VALL, NM("h2")),
	A(U64(0x8b0000000000), U64(0x8f0000000000), VALL, NM("h32")),
	A(U64(0x8c0000000000), U64(0x8f0000000000), VALL, NM("h03")),
	A(U64(0x8d0000000000), U64(0x8f0000000000), VALL, NM("h13")),
	A(U64(0x8e0000000000), U64(0x8f0000000000), VALL, NM("h23")),
	A(U64(0x8f0000000000), U64(0x8f0000000000), VALL, NM("h3")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_v4src2[] = {
	A(U64(0x0), U64(0xf000000000), VALL, NM("b4")),
	A(U64(0x1000000000), U64(0xf000000000), VALL, NM("b5")),
	A(U64(0x2000000000), U64(0xf000000000), VALL, NM("b6")),
	A(U64(0x3000000000), U64(0xf000000000), VALL, NM("b7")),
	A(U64(0x4000000000), U64(0xf000000000), VALL),
	A(U64(0x5000000000), U64(0xf000000000), VALL, NM("b3456")),
	A(U64(0x6000000000), U64(0xf000000000), VALL, NM("b2345")),
	A(U64(0x7000000000), U64(0xf000000000), VALL, NM("b1234")),
	A(U64(0x8000000000), U64(0xf000000000), VALL, NM("b7654")),
	A(U64(0x9000000000), U64(0xf000000000), VALL, NM("b5476")),
	A(U64(0xa000000000), U64(0xf000000000), VALL, NM("b6745")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_v2src2[] = {
	A(U64(0x0), U64(0x800000000000), VALL),
	A(U64(0x800000000000), U64(0x80f000000000), VALL, NM("h0")),
	A(U64(0x801000000000), U64(0x80f000000000), VALL, NM("h10")),
	A(U64(0x802000000000), U64(0x80f000000000), VALL, NM("h20")),
	A(U64(0x803000000000), U64(0x80f000000000), VALL, NM("h30")),
	A(U64(0x804000000000), U64(0x80f000000000), VALL, NM("h01")),
	A(U64(0x805000000000), U64(0x80f000000000), VALL, NM("h1")),
	A(U64(0x806000000000), U64(0x80f000000000), VALL, NM("h21")),
	A(U64(0x807000000000), U64(0x80f000000000), VALL, NM("h31")),
	A(U64(0x808000000000), U64(0x80f000000000), VALL, NM("h02")),
	A(U64(0x809000000000), U64(0x80f000000000), VALL, NM("h12")),
	A(U64(0x80a000000000), U64(0x80f000000000), VALL, NM("h2")),
	A(U64(0x80b000000000), U64(0x80f000000000), VALL, NM("h32")),
	A(U64(0x80c000000000), U64(0x80f000000000), VALL, NM("h03")),
	A(U64(0x80d000000000), U64(0x80f000000000), VALL, NM("h13")),
	A(U64(0x80e000000000), U64(0x80f000000000), VALL),
	A(U64(0x80f000000000), U64(0x80f000000000), VALL, NM("h3")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vsclamp[] = {
	A(U64(0x0), U64(0x80), VALL, NM("clamp")),
	A(U64(0x80), U64(0x80), VALL, NM("wrap")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vmop[] = {
	A(U64(0x0), U64(0x180), VALL, NM("add")),
	A(U64(0x80), U64(0x180), VALL, NM("sub")),
	A(U64(0x100), U64(0x180), VALL, NM("subr")),
	A(U64(0x180), U64(0x180), VALL, NM("addpo")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vmshr[] = {
	A(U64(0x0), U64(0x180000000000000), VALL),
	A(U64(0x80000000000000), U64(0x180000000000000), VALL, NM("shr7")),
	A(U64(0x100000000000000), U64(0x180000000000000), VALL, NM("shr15")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_interpmode[] = {
	A(U64(0x0), U64(0xc0), VALL, NM("pass")),
	A(U64(0x40), U64(0xc0), VALL, NM("mul")),
	A(U64(0x80), U64(0xc0), VALL, NM("flat")),
	A(U64(0xc0), U64(0xc0), VALL, NM("sc")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_interpsample[] = {
	A(U64(0x0), U64(0x300), VALL),
	A(U64(0x100), U64(0x300), VALL, NM("cent")),
	A(U64(0x200), U64(0x300), VALL, NM("off")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_pixinfo[] = {
	A(U64(0x0), U64(0xe0), VALL, NM("samplecnt")),
	A(U64(0x20), U64(0xe0), VALL, NM("covmask")),
	A(U64(0x40), U64(0xe0), VALL, NM("covered")),
	A(U64(0x60), U64(0xe0), VALL, NM("offset")),
	A(U64(0x80), U64(0xe0), VALL, NM("cent_offset")),
	A(U64(0xa0), U64(0xe0), VALL, NM("sampleid")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vsetop[] = {
	A(U64(0x0), U64(0x380), VALL, NM("false")),
	A(U64(0x80), U64(0x380), VALL, NM("lt")),
	A(U64(0x100), U64(0x380), VALL, NM("eq")),
	A(U64(0x180), U64(0x380), VALL, NM("le")),
	A(U64(0x200), U64(0x380), VALL, NM("gt")),
	A(U64(0x280), U64(0x380), VALL, NM("ne")),
	A(U64(0x300), U64(0x380), VALL, NM("ge")),
	A(U64(0x380), U64(0x380), VALL, NM("true")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_psrc[] = {
	A(U64(0x0), U64(0xfc000000), VALL, T(pnot1), PSRC1),
	A(U64(0x0), U64(0xc0000000), VALL, T(pnot1), PSRC1, NM("and"), CH(AL(0, 0, T(pnot2), PSRC2))),
	A(U64(0x40000000), U64(0xc0000000), VALL, T(pnot1), PSRC1, NM("or"), CH(AL(0, 0, T(pnot2), PSRC2))),
	A(U64(0x80000000), U64(0xc0000000), VALL, T(pnot1), PSRC1, NM("xor"), CH(AL(0, 0, T(pnot2), PSRC2))),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_shfl1[] = {
	A(U64(0x0), U64(0x180000000000000), VALL, NM("idx")),
	A(U64(0x80000000000000), U64(0x180000000000000), VALL, NM("up")),
	A(U64(0x100000000000000), U64(0x180000000000000), VALL, NM("down")),
	A(U64(0x180000000000000), U64(0x180000000000000), VALL, NM("bfly")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_shfl2[] = {
	A(U64(0x0), U64(0x60), VALL, SRC2, SRC3),
	A(U64(0x20), U64(0x60), VALL, SHFLIMM1, SRC3),
	A(U64(0x40), U64(0x60), VALL, SRC2, SHFLIMM2),
	A(U64(0x60), U64(0x60), VALL, SHFLIMM1, SHFLIMM2),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_suq[] = {
	A(U64(0x0), U64(0xe0), VALL, NM("rank")),
	A(U64(0x20), U64(0xe0), VALL, NM("pixfmt")),
	A(U64(0x40), U64(0xe0), VALL, NM("smplsz")),
	A(U64(0x60), U64(0xe0), VALL, NM("dim")),
	A(U64(0x80), U64(0xe0), VALL, NM("rgba")),
	A(U64(0xa0), U64(0xe0), VALL, NM("blksz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_p[] = {
	A(U64(0x1c00), U64(0x3c00), VALL),
	A(U64(0x3c00), U64(0x3c00), VALL, NM("never")),
	A(U64(0x0), U64(0x2000), VALL, PRED),
	A(U64(0x2000), U64(0x2000), VALL, SEO, NM("not"), PRED, SEC),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_brawarp[] = {
	A(U64(0x0), U64(0x8000), VALL),
	A(U64(0x8000), U64(0x8000), VALL, NM("allwarp")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_brawarps[] = {
	A(U64(0x0), U64(0x10000000), VALL),
	A(U64(0x10000000), U64(0x10000000), VALL, NM("allwarp")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lim[] = {
	A(U64(0x0), U64(0x10000), VALL),
	A(U64(0x10000), U64(0x10000), VALL, NM("lim")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_lims[] = {
	A(U64(0x0), U64(0x20000000), VALL),
	A(U64(0x20000000), U64(0x20000000), VALL, NM("lim")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_clims[] = {
	A(U64(0x0), U64(0x20), VALL),
	A(U64(0x20), U64(0x20), VALL, NM("lim")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_terminate[] = {
	A(U64(0x0), U64(0x4000), VALL),
	A(U64(0x4000), U64(0x4000), VALL, NM("terminate")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_btarg[] = {
	A(U64(0x0), U64(0x4000), VALL, BTARG),
	A(U64(0x4000), U64(0x4000), VALL, NM("pcrel"), FCONSTNR),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_psrcs[] = {
	A(U64(0x1c000), U64(0x601c000), VALL, T(pnot1), PSRC1),
	A(U64(0x0), U64(0x6000000), VALL, T(pnot1), PSRC1, NM("and"), CH(AL(0, 0, T(pnotn), PDSTN))),
	A(U64(0x2000000), U64(0x6000000), VALL, T(pnot1), PSRC1, NM("or"), CH(AL(0, 0, T(pnotn), PDSTN))),
	A(U64(0x4000000), U64(0x6000000), VALL, T(pnot1), PSRC1, NM("xor"), CH(AL(0, 0, T(pnotn), PDSTN))),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_i2isd[] = {
	A(U64(0x0), U64(0x300000), VALL, NM("u16")),
	A(U64(0x100000), U64(0x300000), VALL, NM("s16")),
	A(U64(0x200000), U64(0x300000), VALL, NM("u32")),
	A(U64(0x300000), U64(0x300000), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_i2iss[] = {
	A(U64(0x0), U64(0x1000200), VALL, NM("u16")),
	A(U64(0x200), U64(0x1000200), VALL, NM("s16")),
	A(U64(0x1000000), U64(0x1000200), VALL, NM("u32")),
	A(U64(0x1000200), U64(0x1000200), VALL, NM("s32")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ss1[] = {
	A(U64(0x0), U64(0x300), VALL, SRC1),
	A(U64(0x100), U64(0x300), VALL, SCONST1_0),
	A(U64(0x200), U64(0x300), VALL, SCONST1_1),
	A(U64(0x300), U64(0x300), VALL, SCONST1_16),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ss2[] = {
	A(U64(0x0), U64(0x300), VALL, SRC2),
	A(U64(0x100), U64(0x300), VALL, SCONST2_0),
	A(U64(0x200), U64(0x300), VALL, SCONST2_1),
	A(U64(0x300), U64(0x300), VALL, SCONST2_16),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ss2a[] = {
	A(U64(0x0), U64(0xc0), VALL, SRC2),
	A(U64(0x40), U64(0xc0), VALL, SCONST2_0),
	A(U64(0x80), U64(0xc0), VALL, SCONST2_1),
	A(U64(0xc0), U64(0xc0), VALL, SCONST2_16),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_ss3a[] = {
	A(U64(0x40), U64(0xc0), VALL, SCONST3_0),
	A(U64(0x80), U64(0xc0), VALL, SCONST3_1),
	A(U64(0xc0), U64(0xc0), VALL, SCONST3_16),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_rms[] = {
	A(U64(0x0), U64(0x300000), VALL, NM("rn")),
	A(U64(0x100000), U64(0x300000), VALL, NM("rm")),
	A(U64(0x200000), U64(0x300000), VALL, NM("rp")),
	A(U64(0x300000), U64(0x300000), VALL, NM("rz")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_rmsi[] = {
	A(U64(0x0), U64(0x300000), VALL, NM("rni")),
	A(U64(0x100000), U64(0x300000), VALL, NM("rmi")),
	A(U64(0x200000), U64(0x300000), VALL, NM("rpi")),
	A(U64(0x300000), U64(0x300000), VALL, NM("rzi")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_setits[] = {
	A(U64(0x0), U64(0x1c000), VALL, NM("false")),
	A(U64(0x4000), U64(0x1c000), VALL, NM("lt")),
	A(U64(0x8000), U64(0x1c000), VALL, NM("eq")),
	A(U64(0xc000), U64(0x1c000), VALL, NM("le")),
	A(U64(0x10000), U64(0x1c000), VALL, NM("gt")),
	A(U64(0x14000), U64(0x1c000), VALL, NM("ne")),
	A(U64(0x18000), U64(0x1c000), VALL, NM("ge")),
	A(U64(0x1c000), U64(0x1c000), VALL, NM("true")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_setfts[] = {
	A(U64(0x0), U64(0x1c080), VALL, NM("false")),
	A(U64(0x80), U64(0x1c080), VALL, NM("lt")),
	A(U64(0x4000), U64(0x1c080), VALL, NM("eq")),
	A(U64(0x4080), U64(0x1c080), VALL, NM("le")),
	A(U64(0x8000), U64(0x1c080), VALL, NM("gt")),
	A(U64(0x8080), U64(0x1c080), VALL, NM("ne")),
	A(U64(0xc000), U64(0x1c080), VALL, NM("ge")),
	A(U64(0xc080), U64(0x1c080), VALL, NM("num")),
	A(U64(0x10000), U64(0x1c080), VALL, NM("nan")),
	A(U64(0x10080), U64(0x1c080), VALL, NM("ltu")),
	A(U64(0x14000), U64(0x1c080), VALL, NM("equ")),
	A(U64(0x14080), U64(0x1c080), VALL, NM("leu")),
	A(U64(0x18000), U64(0x1c080), VALL, NM("gtu")),
	A(U64(0x18080), U64(0x1c080), VALL, NM("neu")),
	A(U64(0x1c000), U64(0x1c080), VALL, NM("geu")),
	A(U64(0x1c080), U64(0x1c080), VALL, NM("true")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vmadss1[] = {
	A(U64(0x0), U64(0xe00), VALL, NM("b0")),
	A(U64(0x200), U64(0xe00), VALL, NM("b1")),
	A(U64(0x400), U64(0xe00), VALL, NM("b2")),
	A(U64(0x600), U64(0xe00), VALL, NM("b3")),
	A(U64(0x800), U64(0xe00), VALL),
	A(U64(0xa00), U64(0xf80), VALL, NM("b0")),
	A(U64(0xa80), U64(0xf80), VALL, NM("b1")),
	A(U64(0xb00), U64(0xf80), VALL, NM("b2")),
	A(U64(0xb80), U64(0xf80), VALL, NM("b3")),
	A(U64(0xc00), U64(0xf00), VALL, NM("h0")),
	A(U64(0xd00), U64(0xf00), VALL, NM("h1")),
	A(U64(0xe00), U64(0xf00), VALL),
	A(U64(0xf00), U64(0xf80), VALL, NM("h0")),
	A(U64(0xf80), U64(0xf80), VALL, NM("h1")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_vmadss2[] = {
	A(U64(0x0), U64(0x980), VALL, NM("b0")),
	A(U64(0x80), U64(0x980), VALL, NM("b1")),
	A(U64(0x100), U64(0x980), VALL, NM("b2")),
	A(U64(0x180), U64(0x980), VALL, NM("b3")),
	A(U64(0x800), U64(0xf80), VALL, NM("b0")),
	A(U64(0x880), U64(0xf80), VALL, NM("b1")),
	A(U64(0x900), U64(0xf80), VALL, NM("b2")),
	A(U64(0x980), U64(0xf80), VALL, NM("b3")),
	A(U64(0xa00), U64(0xe00), VALL),
	A(U64(0xc00), U64(0xe80), VALL, NM("h0")),
	A(U64(0xc80), U64(0xe80), VALL, NM("h1")),
	A(U64(0xe00), U64(0xf80), VALL, NM("h0")),
	A(U64(0xe80), U64(0xf80), VALL, NM("h1")),
	A(U64(0xf00), U64(0xf00), VALL),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_alt c_interpmodes[] = {
	A(U64(0x0), U64(0x80), VALL, NM("mul")),
	A(U64(0x80), U64(0x80), VALL, NM("sc")),
	A(U64(0x0), U64(0x0), VALL, UNK),
};

static const struct isa_form gf100_forms[] = {
	/* s */
	FR(U64(0x8), U64(0xf80003ff), VALL, 4, T(p), NM("nop")),
	FR(U64(0x10000008), U64(0xf80003ff), VALL, 4, T(p), NM("set"), PDST, T(setct), CC),
	FR(U64(0x18000008), U64(0xf80003ff), VALL, 4, T(p), NM("set"), PDST, T(psrcs)),
	FR(U64(0x40000008), U64(0xf00003ff), VALL, 4, T(p), NM("mov"), NM("b32"), DST, SREGS),
	FR(U64(0x50000008), U64(0xf80003ff), VALL, 4, T(p), NM("bar"), NM("sync"), T(bars)),
	FR(U64(0x58000008), U64(0xf80003ff), VALL, 4, T(p), NM("bar"), NM("arrive"), T(bars)),
	FR(U64(0x70000008), U64(0xf40003ff), VALL, 4, T(p), NM("presin"), NM("f32"), DST, SRC1),
	FR(U64(0x74000008), U64(0xf40003ff), VALL, 4, T(p), NM("preex2"), NM("f32"), DST, SRC1),
	FR(U64(0x80000008), U64(0xbc0003ff), VALL, 4, T(p), NM("cos"), NM("f32"), DST, T(abs1e), SRC1),
	FR(U64(0x84000008), U64(0xbc0003ff), VALL, 4, T(p), NM("sin"), NM("f32"), DST, T(abs1e), SRC1),
	FR(U64(0x88000008), U64(0xbc0003ff), VALL, 4, T(p), NM("ex2"), NM("f32"), DST, T(abs1e), SRC1),
	FR(U64(0x8c000008), U64(0xbc0003ff), VALL, 4, T(p), NM("lg2"), NM("f32"), DST, T(abs1e), SRC1),
	FR(U64(0x90000008), U64(0xbc0003ff), VALL, 4, T(p), NM("rcp"), NM("f32"), DST, T(abs1e), SRC1),
	FR(U64(0x94000008), U64(0xbc0003ff), VALL, 4, T(p), NM("rsqrt"), NM("f32"), DST, T(abs1e), SRC1),
	FR(U64(0x98000008), U64(0xbc0003ff), VALL, 4, T(p), NM("rcp64h"), DST, T(abs1e), SRC1),
	FR(U64(0x9c000008), U64(0xbc0003ff), VALL, 4, T(p), NM("rsqrt64h"), DST, T(abs1e), SRC1),
	FR(U64(0x208), U64(0x800003ff), VALL, 4, T(p), NM("shl"), NM("b32"), DST, SRC1, SHCNTS),
	FR(U64(0x80000208), U64(0x800003ff), VALL, 4, T(p), NM("shr"), NM("s32"), DST, SRC1, SHCNTS),
	FR(U64(0x108), U64(0x7ff), VALL, 4, NM("vabsdiff2"), T(us16_d), DST, T(us16_c), SRC1, T(us16_b), SRC2),
	FR(U64(0x308), U64(0xfff), VALL, 4, NM("vadd2"), T(us16_d), DST, T(us16_c), SRC1, T(us16_c), SRC2),
	FR(U64(0xb08), U64(0xfff), VALL, 4, NM("vsubr2"), T(us16_d), DST, T(us16_c), SRC1, T(us16_c), SRC2),
	FR(U64(0x508), U64(0x7ff), VALL, 4, NM("vabsdiff4"), T(us8_d), DST, T(us8_c), SRC1, T(us8_b), SRC2),
	FR(U64(0x708), U64(0xfff), VALL, 4, NM("vadd4"), T(us8_d), DST, T(us8_c), SRC1, T(us8_c), SRC2),
	FR(U64(0xf08), U64(0xfff), VALL, 4, NM("vsubr4"), T(us8_d), DST, T(us8_c), SRC1, T(us8_c), SRC2),
	FR(U64(0x18), U64(0x1ff), VALL, 4, T(p), NM("cvt"), T(i2isd), DST, T(acout17), T(neg16), T(abs19), T(i2iss), SRC2),
	FR(U64(0x118), U64(0x3ff), VALL, 4, T(p), NM("mov"), NM("b32"), DST, IMMS),
	FR(U64(0x318), U64(0x3ff), VALL, 4, T(p), NM("mov"), NM("b32"), DST, FIMMS),
	FR(U64(0x28), U64(0xff), VALL, 4, T(p), NM("mov"), NM("b32"), DST, T(ss1)),
	FR(U64(0x88), U64(0x3ff), VALL, 4, T(p), NM("cvt"), T(rms), NM("f32"), DST, T(acout17), T(neg16), T(abs19), T(us32_18), SRC2),
	FR(U64(0x288), U64(0x3ff), VALL, 4, T(p), NM("cvt"), T(rmsi), T(us32_18), DST, T(acout17), T(neg16), T(abs19), NM("f32"), SRC2),
	FR(U64(0x98), U64(0x3ff), VALL, 4, T(p), NM("cvt"), T(sat18), NM("f32"), DST, T(acout17), T(neg16), T(abs19), NM("f32"), SRC2),
	FR(U64(0x298), U64(0x3ff), VALL, 4, T(p), NM("cvt"), T(sat18), T(rmsi), NM("f32"), DST, T(acout17), T(neg16), T(abs19), NM("f32"), SRC2),
	FR(U64(0xa8), U64(0xff), VALL, 4, T(p), NM("mul"), NM("f32"), DST, SRC1, T(ss2)),
	FR(U64(0x48), U64(0xff), VALL, 4, T(p), NM("set"), PDST, T(setits), NM("s32"), SRC1, T(ss2)),
	FR(U64(0xc8), U64(0xff), VALL, 4, T(p), NM("set"), PDST, T(setits), NM("s32"), SRC1, SIMMS),
	FR(U64(0x58), U64(0x7f), VALL, 4, NM("vmad"), DST, T(us32_d), T(vmadss1), SRC1, T(us32_c), T(vmadss2), SRC2),
	FR(U64(0x9), U64(0x7f), VALL, 4, T(p), NM("interp"), T(interpmodes), DST, ATTRS2, SRC1),
	FR(U64(0x49), U64(0x7f), VALL, 4, T(p), NM("add"), NM("f32"), DST, T(neg7), SRC1, T(ss2)),
	FR(U64(0x59), U64(0x7f), VALL, 4, T(p), NM("set"), PDST, T(setfts), NM("f32"), SRC1, T(ss2)),
	FR(U64(0x29), U64(0x3f), VALL, 4, T(p), NM("ld"), T(ldvfs), ADSTS, ATTRS1, SRC2),
	FR(U64(0x39), U64(0x3f), VALL, 4, T(p), NM("st"), T(ldvfs), ATTRS1, ASRCS, DST),
	FR(U64(0xa), U64(0xff), VALL, 4, T(p), NM("ld"), NM("b32"), DST, LOCALS2),
	FR(U64(0x4a), U64(0xff), VALL, 4, T(p), NM("ld"), NM("b32"), DST, SHAREDS2),
	FR(U64(0x8a), U64(0xff), VALL, 4, T(p), NM("ld"), NM("b64"), DSTD, LOCALS3),
	FR(U64(0xca), U64(0xff), VALL, 4, T(p), NM("ld"), NM("b64"), DSTD, SHAREDS3),
	FR(U64(0x1a), U64(0xff), VALL, 4, T(p), NM("st"), NM("b32"), LOCALS2, DST),
	FR(U64(0x5a), U64(0xff), VALL, 4, T(p), NM("st"), NM("b32"), SHAREDS2, DST),
	FR(U64(0x9a), U64(0xff), VALL, 4, T(p), NM("st"), NM("b64"), LOCALS3, DSTD),
	FR(U64(0xda), U64(0xff), VALL, 4, T(p), NM("st"), NM("b64"), SHAREDS3, DSTD),
	FR(U64(0x2a), U64(0xbf), VALL, 4, T(p), NM("mul"), DST, T(us32_6), SRC1, T(us32_6), T(ss2)),
	FR(U64(0xaa), U64(0xbf), VALL, 4, T(p), NM("mul"), DST, T(us32_6), SRC1, T(us32_6), SIMMS),
	FR(U64(0xb), U64(0xff), VALL, 4, T(p), NM("ld"), NM("b32"), DST, GLOBALS2),
	FR(U64(0x4b), U64(0xff), VALL, 4, T(p), NM("ld"), NM("b32"), DST, GLOBALDS2),
	FR(U64(0x8b), U64(0xff), VALL, 4, T(p), NM("ld"), NM("b64"), DSTD, GLOBALS3),
	FR(U64(0xcb), U64(0xff), VALL, 4, T(p), NM("ld"), NM("b64"), DSTD, GLOBALDS3),
	FR(U64(0x1b), U64(0xff), VALL, 4, T(p), NM("st"), NM("b32"), GLOBALS2, DST),
	FR(U64(0x5b), U64(0xff), VALL, 4, T(p), NM("st"), NM("b32"), GLOBALDS2, DST),
	FR(U64(0x9b), U64(0xff), VALL, 4, T(p), NM("st"), NM("b64"), GLOBALS3, DSTD),
	FR(U64(0xdb), U64(0xff), VALL, 4, T(p), NM("st"), NM("b64"), GLOBALDS3, DSTD),
	FR(U64(0x2c), U64(0xff), VALL, 4, T(p), NM("add"), NM("b32"), DST, SRC1, T(ss2)),
	FR(U64(0x6c), U64(0xff), VALL, 4, T(p), NM("subr"), NM("b32"), DST, SRC1, T(ss2)),
	FR(U64(0xac), U64(0xff), VALL, 4, T(p), NM("add"), NM("b32"), DST, SRC1, SIMMS),
	FR(U64(0xec), U64(0xff), VALL, 4, T(p), NM("subr"), NM("b32"), DST, SRC1, SIMMS),
	FR(U64(0x1c), U64(0x1f), VALL, 4, T(p), NM("ld"), NM("b32"), DST, FCONSTS),
	FR(U64(0xd), U64(0x1f), VALL, 4, NM("add"), DST, SEO, NM("mul"), T(us32_5), SRC1, T(us32_5), T(ss2a), SEC, SRC3S),
	FR(U64(0x1d), U64(0xff), VALL, 4, T(p), NM("and"), NM("b32"), DST, SRC1, T(ss2)),
	FR(U64(0x3d), U64(0xff), VALL, 4, T(p), NM("or"), NM("b32"), DST, SRC1, T(ss2)),
	FR(U64(0x5d), U64(0xff), VALL, 4, T(p), NM("xor"), NM("b32"), DST, SRC1, T(ss2)),
	FR(U64(0x7d), U64(0xff), VALL, 4, T(p), NM("mov2"), NM("b32"), DST, SRC1, T(ss2)),
	FR(U64(0x9d), U64(0xff), VALL, 4, T(p), NM("and"), NM("b32"), DST, SRC1, SIMMS),
	FR(U64(0xbd), U64(0xff), VALL, 4, T(p), NM("or"), NM("b32"), DST, SRC1, SIMMS),
	FR(U64(0xdd), U64(0xff), VALL, 4, T(p), NM("xor"), NM("b32"), DST, SRC1, SIMMS),
	FR(U64(0xfd), U64(0xff), VALL, 4, T(p), NM("mov2"), NM("b32"), DST, SRC1, SIMMS),
	FR(U64(0xe), U64(0x2f), VALL, 4, NM("fma"), NM("f32"), DST, T(neg4), SRC1, T(ss2a), SRC3S),
	FR(U64(0x2e), U64(0x2f), VALL, 4, NM("fma"), NM("f32"), DST, T(neg4), SRC1, SRC2, T(ss3a)),
	FR(U64(0x1f), U64(0xc000001f), VALL, 4, T(p), T(cc), NM("bra"), T(lims), T(brawarps), BTARGS),
	FR(U64(0x4000001f), U64(0xf000001f), VALL, 4, NM("joinat"), BTARGS),
	FR(U64(0x5000001f), U64(0xf000001f), VALL, 4, NM("call"), T(clims), CTARGS),
	FR(U64(0x8000001f), U64(0xf800007f), VALL, 4, NM("bpt"), NM("drain"), BPTS),
	FR(U64(0x8000003f), U64(0xf800007f), VALL, 4, NM("bpt"), NM("cal"), BPTS),
	FR(U64(0x8000005f), U64(0xf800007f), VALL, 4, NM("bpt"), NM("pause"), BPTS),
	FR(U64(0x8000007f), U64(0xf800007f), VALL, 4, NM("bpt"), NM("trap"), BPTS),
	FR(U64(0x8800001f), U64(0xf800001f), VALL, 4, T(p), T(cc), NM("exit")),
	FR(U64(0x9000001f), U64(0xf800001f), VALL, 4, T(p), T(cc), NM("ret")),
	FR(U64(0x8), U64(0x8), VALL, 4, UNK),
	/* c */
	FR(U64(0x7), U64(0xf80000000000400f), VALL, 8, LONG, T(p), T(cc), NM("bra"), T(lim), T(brawarp), NM("abs"), ABTARG),
	FR(U64(0x4007), U64(0xf80000000000400f), VALL, 8, LONG, T(p), T(cc), NM("bra"), T(lim), T(brawarp), FCONSTNR),
	FR(U64(0x800000000000007), U64(0xf80000000000400f), VALL, 8, LONG, T(p), T(cc), NM("bra"), T(lim), SRC1, NM("abs"), ANTARG),
	FR(U64(0x800000000004007), U64(0xf80000000000400f), VALL, 8, LONG, T(p), T(cc), NM("bra"), T(lim), FCONST),
	FR(U64(0x1000000000000007), U64(0xf80000000000400f), VALL, 8, LONG, IGNPRED, NM("call"), T(lim), NM("abs"), ACTARG),
	FR(U64(0x1000000000004007), U64(0xf80000000000400f), VALL, 8, LONG, IGNPRED, NM("call"), T(lim), FCONSTNR),
	FR(U64(0x2000000000000007), U64(0xf00000000000000f), V_GK104OP, 8, LONG, NM("sched"), SCHED_0, SCHED_1, SCHED_2, SCHED_3, SCHED_4, SCHED_5, SCHED_6),
	FR(U64(0x4000000000000007), U64(0xf80000000000000f), VALL, 8, LONG, T(p), T(cc), NM("bra"), T(lim), T(brawarp), T(btarg)),
	FR(U64(0x4800000000000007), U64(0xf80000000000400f), VALL, 8, LONG, T(p), T(cc), NM("bra"), T(lim), SRC1, NTARG),
	FR(U64(0x4800000000004007), U64(0xf80000000000400f), VALL, 8, LONG, T(p), T(cc), NM("bra"), T(lim), NM("pcrel"), FCONST),
	FR(U64(0x5000000000000007), U64(0xf80000000000400f), VALL, 8, LONG, IGNPRED, NM("call"), T(lim), CTARG),
	FR(U64(0x5000000000004007), U64(0xf80000000000400f), VALL, 8, LONG, IGNPRED, NM("call"), T(lim), NM("pcrel"), FCONSTNR),
	FR(U64(0x5800000000000007), U64(0xf80000000000000f), VALL, 8, LONG, IGNPRED, NM("prelongjmp"), T(btarg)),
	FR(U64(0x6000000000000007), U64(0xf80000000000000f), VALL, 8, LONG, IGNPRED, NM("joinat"), T(btarg)),
	FR(U64(0x6800000000000007), U64(0xf80000000000000f), VALL, 8, LONG, IGNPRED, NM("prebrk"), T(btarg)),
	FR(U64(0x7000000000000007), U64(0xf80000000000000f), VALL, 8, LONG, IGNPRED, NM("precont"), T(btarg)),
	FR(U64(0x7800000000000007), U64(0xf80000000000000f), VALL, 8, LONG, IGNPRED, NM("preret"), T(lim), T(btarg)),
	FR(U64(0x8000000000000007), U64(0xf80000000000000f), VALL, 8, LONG, T(p), T(cc), NM("exit")),
	FR(U64(0x8800000000000007), U64(0xf80000000000000f), VALL, 8, LONG, T(p), T(cc), NM("longjmp")),
	FR(U64(0x9000000000000007), U64(0xf80000000000000f), VALL, 8, LONG, T(p), T(cc), NM("ret")),
	FR(U64(0x9800000000000007), U64(0xf80000000000000f), VALL, 8, LONG, T(p), T(cc), NM("discard")),
	FR(U64(0xa000000000000007), U64(0xf80000000000000f), VALL, 8, LONG, IGNPRED, NM("rtt"), T(terminate)),
	FR(U64(0xa800000000000007), U64(0xf80000000000000f), VALL, 8, LONG, T(p), T(cc), NM("brk")),
	FR(U64(0xb000000000000007), U64(0xf80000000000000f), VALL, 8, LONG, T(p), T(cc), NM("cont")),
	FR(U64(0xc000000000000007), U64(0xf80000000000000f), VALL, 8, LONG, IGNPRED, NM("quadon")),
	FR(U64(0xc800000000000007), U64(0xf80000000000000f), VALL, 8, LONG, IGNPRED, NM("quadpop")),
	FR(U64(0xd000000000000007), U64(0xf80000000000c00f), VALL, 8, LONG, IGNPRED, NM("bpt"), NM("drain"), BPT),
	FR(U64(0xd000000000004007), U64(0xf80000000000c00f), VALL, 8, LONG, IGNPRED, NM("bpt"), NM("cal"), BPT),
	FR(U64(0xd000000000008007), U64(0xf80000000000c00f), VALL, 8, LONG, IGNPRED, NM("bpt"), NM("pause"), BPT),
	FR(U64(0xd00000000000c007), U64(0xf80000000000c00f), VALL, 8, LONG, IGNPRED, NM("bpt"), NM("trap"), BPT),
	FR(U64(0x7), U64(0xf), VALL, 8, LONG, T(p), UNK, BTARG),
	FR(U64(0x7), U64(0xf), VALL, 8, LONG, UNK),
	/* m */
	FR(U64(0x800000000000000), U64(0xf80000000000001f), VALL, 8, LONG, T(p), T(minmax), T(ftz5), NM("f32"), DST, T(acout30), T(neg9), T(abs7), SRC1, T(neg8), T(abs6), T(fs2)),
	FR(U64(0x1000000000000000), U64(0xf00000000000001f), VALL, 8, LONG, T(p), NM("set"), T(ftz3b), T(setdt5), DST, T(acout30), T(setit), NM("f32"), T(neg9), T(abs7), SRC1, T(neg8), T(abs6), T(fs2), T(setlop)),
	FR(U64(0x2000000000000000), U64(0xf00000000000001f), VALL, 8, LONG, T(p), NM("set"), T(ftz3b), PDST, PDSTN, T(setit), NM("f32"), T(neg9), T(abs7), SRC1, T(neg8), T(abs6), T(fs2), T(setlop)),
	FR(U64(0x3000000000000000), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("fma"), T(ftz6), T(fmz7), T(sat5), T(farm), NM("f32"), DST, T(acout30), T(neg9), SRC1, T(fs2w3), T(neg8), T(is3)),
	FR(U64(0x3800000000000000), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("slct"), T(ftz5), NM("b32"), DST, SRC1, T(fs2w3), T(setit), NM("f32"), T(is3)),
	FR(U64(0x4800000000000000), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("quadop"), T(ftz5), T(farm), NM("f32"), T(qop0), T(qop1), T(qop2), T(qop3), DST, T(acout30), T(dquadop), T(qs1), SRC1, SRC2),
	FR(U64(0x5000000000000000), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("add"), T(ftz5), T(sat31), T(farm), NM("f32"), DST, T(acout30), T(neg9), T(abs7), SRC1, T(neg8), T(abs6), T(fs2)),
	FR(U64(0x5800000000000000), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("mul"), T(mulf), T(fmz7), T(ftz6), T(sat5), T(farm), T(neg39), NM("f32"), DST, T(acout30), SRC1, T(fs2)),
	FR(U64(0x6000000000000000), U64(0xf80000000000003f), VALL, 8, LONG, T(p), NM("presin"), NM("f32"), DST, T(neg8), T(abs6), T(fs2)),
	FR(U64(0x6000000000000020), U64(0xf80000000000003f), VALL, 8, LONG, T(p), NM("preex2"), NM("f32"), DST, T(neg8), T(abs6), T(fs2)),
	FR(U64(0xc000000000000000), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("interp"), T(interpmode), T(sat5), NM("f32"), DST, T(interpsample), ATTR, SRC2, SRC3),
	FR(U64(0xc800000000000000), U64(0xf80000001c00001f), VALL, 8, LONG, T(p), NM("cos"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc800000004000000), U64(0xf80000001c00001f), VALL, 8, LONG, T(p), NM("sin"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc800000008000000), U64(0xf80000001c00001f), VALL, 8, LONG, T(p), NM("ex2"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc80000000c000000), U64(0xf80000001c00001f), VALL, 8, LONG, T(p), NM("lg2"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc800000010000000), U64(0xf80000001c00001f), VALL, 8, LONG, T(p), NM("rcp"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc800000014000000), U64(0xf80000001c00001f), VALL, 8, LONG, T(p), NM("rsqrt"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc800000018000000), U64(0xf80000001c00001f), VALL, 8, LONG, T(p), NM("rcp64h"), T(sat5), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc80000001c000000), U64(0xf80000001c00001f), VALL, 8, LONG, T(p), NM("rsqrt64h"), T(sat5), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0x0), U64(0x1f), VALL, 8, LONG, T(p), UNK, T(farm), NM("f32"), DST, SRC1, T(fs2w3), T(is3)),
	FR(U64(0x800000000000001), U64(0xf80000000000001f), VALL, 8, LONG, T(p), T(minmax), NM("f64"), DSTD, T(acout30), T(neg9), T(abs7), SRC1D, T(neg8), T(abs6), T(ds2)),
	FR(U64(0x1000000000000001), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("set"), T(setdt5), DST, T(acout30), T(setit), NM("f64"), T(neg9), T(abs7), SRC1D, T(neg8), T(abs6), T(ds2), T(setlop)),
	FR(U64(0x1800000000000001), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("set"), PDST, PDSTN, T(setit), NM("f64"), T(neg9), T(abs7), SRC1D, T(neg8), T(abs6), T(ds2), T(setlop)),
	FR(U64(0x2000000000000001), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("fma"), T(farm), NM("f64"), DSTD, T(acout30), T(neg9), SRC1D, T(ds2w3), T(neg8), T(ds3)),
	FR(U64(0x4800000000000001), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("add"), T(farm), NM("f64"), DSTD, T(acout30), T(neg9), T(abs7), SRC1D, T(neg8), T(abs6), T(ds2)),
	FR(U64(0x5000000000000001), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("mul"), T(farm), T(neg9), NM("f64"), DSTD, T(acout30), SRC1D, T(ds2)),
	FR(U64(0x1), U64(0x1f), VALL, 8, LONG, T(p), UNK, T(farm), NM("f64"), DSTD, SRC1D, T(ds2), SRC3D),
	FR(U64(0x2), U64(0xf80000000000001f), VALL, 8, LONG, T(p), T(addop), DST, T(acout3a), SEO, NM("mul"), T(high6), T(us32_7), SRC1, T(us32_5), LIMM, SEC, DST),
	FR(U64(0x800000000000002), U64(0xf80000000000001f), VALL, 8, LONG, T(p), T(addop), T(sat5), NM("b32"), DST, T(acout3a), SRC1, LIMM, T(acin6)),
	FR(U64(0x1000000000000002), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("mul"), T(high6), DST, T(acout3a), T(us32_7), SRC1, T(us32_5), LIMM),
	FR(U64(0x1800000000000002), U64(0xf80000000000001f), VALL, 8, LONG, T(p), T(lane), NM("mov"), NM("b32"), DST, LIMM),
	FR(U64(0x2000000000000002), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("fma"), T(ftz6), T(fmz7), T(sat5), NM("f32"), DST, T(acout3a), T(neg9), SRC1, LIMM, T(neg8), DST),
	FR(U64(0x2800000000000002), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("add"), T(ftz5), NM("f32"), DST, T(acout3a), T(neg9), T(abs7), SRC1, LIMM),
	FR(U64(0x3000000000000002), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("mul"), T(fmz7), T(ftz6), T(sat5), NM("f32"), DST, T(acout3a), SRC1, LIMM),
	FR(U64(0x3800000000000002), U64(0xf80000000000001f), VALL, 8, LONG, T(p), T(logop), NM("b32"), DST, T(acout3a), T(not9), SRC1, T(not8), LIMM, T(acin5)),
	FR(U64(0x4000000000000002), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("add"), NM("b32"), DST, T(acout3a), SEO, NM("shl"), SRC1, SHCNT, SEC, LIMM),
	FR(U64(0x2), U64(0x1f), VALL, 8, LONG, T(p), UNK, NM("b32"), DST, SRC1, LIMM),
	FR(U64(0x180000000000003), U64(0xf98000000000001f), V_GK104OP, 8, LONG, T(p), NM("mad"), NM("b32"), NM("sd"), DST, T(acout30), SRC1, T(is2w3), T(is3)),
	FR(U64(0x3), U64(0xf80000000000001f), V_GK104OP, 8, LONG, T(p), NM("mad"), NM("b32"), DST, T(acout30), T(imadp1), SRC1, T(imadp2), T(is2w3), T(imadp3), T(is3)),
	FR(U64(0x800000000000003), U64(0xf8000000000000df), VALL, 8, LONG, T(p), T(minmax), T(us32_5), DST, T(acout30), SRC1, T(is2)),
	FR(U64(0x800000000000043), U64(0xf8000000000000df), VALL, 8, LONG, T(p), T(minmax), NM("low"), T(us32_5), DST, T(acout30), SRC1, T(is2), CC),
	FR(U64(0x800000000000083), U64(0xf8000000000000df), VALL, 8, LONG, T(p), T(minmax), NM("med"), T(us32_5), DST, T(acout30), SRC1, T(is2), CC),
	FR(U64(0x8000000000000c3), U64(0xf8000000000000df), VALL, 8, LONG, T(p), T(minmax), NM("high"), T(us32_5), DST, T(acout30), SRC1, T(is2)),
	FR(U64(0x1000000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("set"), T(setdt7), DST, T(acout30), T(setit), T(us32_5), SRC1, T(is2), T(acin6), T(setlop)),
	FR(U64(0x1800000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("set"), PDST, PDSTN, T(setit), T(us32_5), SRC1, T(is2), T(acin6), T(setlop)),
	FR(U64(0x2000000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), T(addop), T(sat38), DST, T(acout30), SEO, NM("mul"), T(high6), T(us32_7), SRC1, T(us32_5), T(is2w3), SEC, T(is3), T(acin37)),
	FR(U64(0x2800000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("ins"), NM("b32"), DST, T(acout30), SRC1, T(is2w3), T(is3)),
	FR(U64(0x3000000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("slct"), NM("b32"), DST, SRC1, T(is2w3), T(setit), T(us32_5), T(is3)),
	FR(U64(0x3800000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("sad"), T(us32_5), DST, T(acout30), SRC1, T(is2w3), T(is3)),
	FR(U64(0x4000000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), T(addop2), NM("b32"), DST, T(acout30), SEO, NM("shl"), SRC1, SHCNT, SEC, T(is2)),
	FR(U64(0x4800000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), T(addop), T(sat5), NM("b32"), DST, T(acout30), SRC1, T(is2), T(acin6)),
	FR(U64(0x5000000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("mul"), T(high6), DST, T(acout30), T(us32_7), SRC1, T(us32_5), T(is2)),
	FR(U64(0x5800000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("shr"), T(rev), T(us32_5), DST, T(acout30), SRC1, T(shclamp), T(is2), T(acin7)),
	FR(U64(0x6000000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("shl"), NM("b32"), DST, T(acout30), SRC1, T(shclamp), T(is2), T(acin6)),
	FR(U64(0x6800000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), T(logop), NM("b32"), DST, T(acout30), T(not9), SRC1, T(not8), T(is2), T(acin5)),
	FR(U64(0x7000000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("ext"), T(rev), T(us32_5), DST, T(acout30), SRC1, T(is2)),
	FR(U64(0x7800000000000003), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("bfind"), T(shiftamt), T(us32_5), DST, T(acout30), T(not8), T(is2)),
	FR(U64(0x3), U64(0x1f), VALL, 8, LONG, T(p), UNK, NM("b32"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x4), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("set"), T(setdt5), DST, T(acout30), T(setct), CC, T(setlop)),
	FR(U64(0x400000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("set"), PDST, PDSTN, T(setct), CC, T(setlop)),
	FR(U64(0x800000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("set"), T(setdt5), DST, T(acout30), T(psrc), T(setlop)),
	FR(U64(0xc00000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("set"), PDST, PDSTN, T(psrc), T(setlop)),
	FR(U64(0x1000000000900004), U64(0xfc00000001b0001f), VALL, 8, LONG, T(p), NM("cvt"), T(ftz37), T(sat5), T(rint), NM("f16"), DST, T(acout30), T(neg8), T(abs6), NM("f16"), T(is2), HNUM),
	FR(U64(0x1000000001200004), U64(0xfc00000001b0001f), VALL, 8, LONG, T(p), NM("cvt"), T(ftz37), T(sat5), T(rint), NM("f32"), DST, T(acout30), T(neg8), T(abs6), NM("f32"), T(fs2)),
	FR(U64(0x1000000001b00004), U64(0xfc00000001b0001f), VALL, 8, LONG, T(p), NM("cvt"), T(ftz37), T(sat5), T(rint), NM("f64"), DSTD, T(acout30), T(neg8), T(abs6), NM("f64"), T(ds2)),
	FR(U64(0x1000000001100004), U64(0xfc00000001b0001f), VALL, 8, LONG, T(p), NM("cvt"), T(ftz37), T(sat5), T(fcrm), NM("f16"), DST, T(acout30), T(neg8), T(abs6), NM("f32"), T(fs2)),
	FR(U64(0x1000000001a00004), U64(0xfc00000001b0001f), VALL, 8, LONG, T(p), NM("cvt"), T(ftz37), T(sat5), T(fcrm), NM("f32"), DST, T(acout30), T(neg8), T(abs6), NM("f64"), T(ds2)),
	FR(U64(0x1000000000a00004), U64(0xfc00000001b0001f), VALL, 8, LONG, T(p), NM("cvt"), T(ftz37), T(sat5), NM("f32"), DST, T(acout30), T(neg8), T(abs6), NM("f16"), T(is2), HNUM),
	FR(U64(0x1000000001300004), U64(0xfc00000001b0001f), VALL, 8, LONG, T(p), NM("cvt"), T(ftz37), T(sat5), NM("f64"), DSTD, T(acout30), T(neg8), T(abs6), NM("f32"), T(fs2)),
	FR(U64(0x1400000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("cvt"), T(ftz37), T(fcrmi), T(cvtf2idst), T(cvtf2isrc)),
	FR(U64(0x1800000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("cvt"), T(fcrm), T(cvtfdst), T(cvtisrc)),
	FR(U64(0x1c00000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("cvt"), T(sat5), T(cvtidst), T(cvti2isrc)),
	FR(U64(0x2000000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("selp"), NM("b32"), DST, SRC1, T(is2), T(pnot3), PSRC3),
	FR(U64(0x2400000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("prmt"), T(prmtmod), NM("b32"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x2800000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), T(lane), NM("mov"), NM("b32"), DST, T(is2)),
	FR(U64(0x2c00000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("mov"), NM("b32"), DST, SREG),
	FR(U64(0x3000000003f00004), U64(0xfc00000003f0001f), VALL, 8, LONG, T(p), NM("mov"), DST, T(high5), FLAGS, NM("mask"), T(is2)),
	FR(U64(0x3000000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("mov"), DST, SRC1, NM("or"), T(high5), FLAGS, NM("mask"), T(is2)),
	FR(U64(0x3400000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("mov"), T(high5), FLAGS, SRC1, NM("mask"), T(is2)),
	FR(U64(0x3800000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("bar"), NM("read"), DST, BAR),
	FR(U64(0x4000000000000004), U64(0xfc0400000000001f), VALL, 8, LONG, T(p), T(cc), NM("nop")),
	FR(U64(0x4004000000000004), U64(0xfc0400000000001f), VALL, 8, LONG, T(p), T(cc), NM("pmevent"), PM),
	FR(U64(0x4400000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("lepc"), DST),
	FR(U64(0x4800000000000004), U64(0xfc0000000000007f), VALL, 8, LONG, T(p), NM("vote"), NM("all"), DST, PDST2, T(pnot1), PSRC1),
	FR(U64(0x4800000000000024), U64(0xfc0000000000007f), VALL, 8, LONG, T(p), NM("vote"), NM("any"), DST, PDST2, T(pnot1), PSRC1),
	FR(U64(0x4800000000000044), U64(0xfc0000000000007f), VALL, 8, LONG, T(p), NM("vote"), NM("uni"), DST, PDST2, T(pnot1), PSRC1),
	FR(U64(0x5000000000000004), U64(0xfc000000000000ff), VALL, 8, LONG, T(p), NM("bar"), NM("popc"), PDST3, DST, T(bar), T(tcnt), T(pnot3), PSRC3),
	FR(U64(0x5000000000000024), U64(0xfc000000000000ff), VALL, 8, LONG, T(p), NM("bar"), NM("and"), PDST3, DST, T(bar), T(tcnt), T(pnot3), PSRC3),
	FR(U64(0x5000000000000044), U64(0xfc000000000000ff), VALL, 8, LONG, T(p), NM("bar"), NM("or"), PDST3, DST, T(bar), T(tcnt), T(pnot3), PSRC3),
	FR(U64(0x5000000000000084), U64(0xfc000000000000ff), VALL, 8, LONG, T(p), NM("bar"), NM("arrive"), PDST3, DST, T(bar), T(tcnt), T(pnot3), PSRC3),
	FR(U64(0x5400000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("popc"), DST, T(not9), SRC1, T(not8), T(is2)),
	FR(U64(0x5800000000000004), U64(0xfc0000000000001f), V_GK104OP, 8, LONG, T(p), NM("suclamp"), T(sucdim), T(us32_9), T(sucm), PDST5, DST, SRC1, T(is2), SUIMM),
	FR(U64(0x5c00000000000004), U64(0xfc0000000000001f), V_GK104OP, 8, LONG, T(p), NM("subfm"), T(subfmdim), PDST5, DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x6000000000000004), U64(0xfc0000000000001f), V_GK104OP, 8, LONG, T(p), NM("sueau"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x8000000000000004), U64(0xfc0000000000019f), VALL, 8, LONG, T(p), NM("vadd4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8000000000000084), U64(0xfc0000000000019f), VALL, 8, LONG, T(p), NM("vsub4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8000000000000104), U64(0xfc0000000000019f), VALL, 8, LONG, T(p), NM("vsubr4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8000000000000184), U64(0xfc0000000000019f), VALL, 8, LONG, T(p), NM("vavg4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8400000000000004), U64(0xfc0000000000009f), VALL, 8, LONG, T(p), NM("vmin4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8400000000000084), U64(0xfc0000000000009f), VALL, 8, LONG, T(p), NM("vmax4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8800000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("vabsdiff4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8c00000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("vset4"), T(v4dst), T(v4dmask), DST, T(acout30), T(vsetop), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x9000000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("vshr4"), T(vsclamp), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(v4s2), SRC3),
	FR(U64(0x9400000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("vshl4"), T(vsclamp), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(v4s2), SRC3),
	FR(U64(0x9800000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("vsel4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), T(pnot3), PSRC3),
	FR(U64(0xa000000000000004), U64(0xfc0000000000019f), VALL, 8, LONG, T(p), NM("vadd2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa000000000000084), U64(0xfc0000000000019f), VALL, 8, LONG, T(p), NM("vsub2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa000000000000104), U64(0xfc0000000000019f), VALL, 8, LONG, T(p), NM("vsubr2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa000000000000184), U64(0xfc0000000000019f), VALL, 8, LONG, T(p), NM("vavg2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa400000000000004), U64(0xfc0000000000009f), VALL, 8, LONG, T(p), NM("vmin2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa400000000000084), U64(0xfc0000000000009f), VALL, 8, LONG, T(p), NM("vmax2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa800000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("vabsdiff2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xac00000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("vset2"), T(v4dst), T(v2dmask), DST, T(acout30), T(vsetop), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xb000000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("vshr2"), T(vsclamp), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(vs2), SRC3),
	FR(U64(0xb400000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("vshl2"), T(vsclamp), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(vs2), SRC3),
	FR(U64(0xb800000000000004), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("vsel2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), T(pnot3), PSRC3),
	FR(U64(0xc000000000000004), U64(0xf80000000000019f), VALL, 8, LONG, T(p), NM("vadd"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xc000000000000084), U64(0xf80000000000019f), VALL, 8, LONG, T(p), NM("vsub"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xc000000000000104), U64(0xf80000000000019f), VALL, 8, LONG, T(p), NM("vsubr"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xc000000000000184), U64(0xf80000000000019f), VALL, 8, LONG, T(p), NM("vaddpo"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xc800000000000004), U64(0xf80000000000009f), VALL, 8, LONG, T(p), NM("vmin"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xc800000000000084), U64(0xf80000000000009f), VALL, 8, LONG, T(p), NM("vmax"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xd000000000000004), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("vabsdiff"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xd800000000000004), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("vset"), T(vdst), DST, T(acout30), T(vsetop), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xe000000000000004), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("vshr"), T(vsclamp), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xe800000000000004), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("vshl"), T(vsclamp), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xf000000000000004), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("vmad"), T(vmop), T(sat9), T(vmshr), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xf800000000000004), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("vset"), PDST, PDSTN, T(vsetop), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), T(setlop)),
	FR(U64(0x1000000000000005), U64(0xf80000000000021f), VALL, 8, LONG, T(p), NM("red"), T(redop), NM("u32"), T(gmem), DST),
	FR(U64(0x1000000000000205), U64(0xf80000000000021f), VALL, 8, LONG, T(p), NM("add"), NM("u64"), T(gmem), DSTD),
	FR(U64(0x1800000000000205), U64(0xf80000000000021f), VALL, 8, LONG, T(p), NM("red"), T(redops), NM("s32"), T(gmem), DST),
	FR(U64(0x2800000000000205), U64(0xf8000000000003ff), VALL, 8, LONG, T(p), NM("red add"), NM("f32"), T(gmem), DST),
	FR(U64(0x507e000000000005), U64(0xf87e00000000031f), VALL, 8, LONG, T(p), NM("ld"), T(redop), NM("u32"), DST2, T(gamem), DST),
	FR(U64(0x507e000000000205), U64(0xf87e0000000003ff), VALL, 8, LONG, T(p), NM("ld"), NM("add"), NM("u64"), DST2, T(gamem), DST),
	FR(U64(0x507e000000000105), U64(0xf87e0000000003ff), VALL, 8, LONG, T(p), NM("exch"), NM("b32"), DST2, T(gamem), DST),
	FR(U64(0x507e000000000305), U64(0xf87e0000000003ff), VALL, 8, LONG, T(p), NM("exch"), NM("b64"), DST2D, T(gamem), DSTD),
	FR(U64(0x5000000000000125), U64(0xf8000000000003ff), VALL, 8, LONG, T(p), NM("cas"), NM("b32"), DST2, T(gamem), DST, SRC3),
	FR(U64(0x5000000000000325), U64(0xf8000000000003ff), VALL, 8, LONG, T(p), NM("cas"), NM("b64"), DST2D, T(gamem), DSTD, SRC3D),
	FR(U64(0x587e000000000205), U64(0xf87e00000000031f), VALL, 8, LONG, T(p), NM("ld"), T(redops), NM("s32"), DST2, T(gamem), DST),
	FR(U64(0x687e000000000205), U64(0xf87e0000000003ff), VALL, 8, LONG, T(p), NM("ld"), NM("add"), NM("f32"), DST2, T(gamem), DST),
	FR(U64(0x8000000000000005), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("ld"), T(ldstt), T(ldstd), T(lcop), T(gmem)),
	FR(U64(0x8800000000000005), U64(0xf80000000000001f), V_GF100OP, 8, LONG, T(p), NM("ldu"), T(ldstt), T(ldstd), T(gmem)),
	FR(U64(0x8800000000000005), U64(0xf80000000000001f), V_GK104OP, 8, LONG, T(p), NM("shfl"), T(shfl1), PDSTL, DST, SRC1, T(shfl2)),
	FR(U64(0x9000000000000005), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("st"), T(ldstt), T(scop), T(gmem), T(ldstd)),
	FR(U64(0x9800000000000005), U64(0xf80000000000001f), VALL, 8, LONG, T(p), NM("cctl"), T(cctlop), T(cctlmod), DST, T(gcmem)),
	FR(U64(0xa000000000000005), U64(0xf80000000000001f), V_GF100OP, 8, LONG, T(p), NM("ld"), NM("lock"), T(ldstt), PDSTL, T(ldstd), GLOBAL),
	FR(U64(0xa800000000000005), U64(0xf80000000000001f), V_GF100OP, 8, LONG, T(p), NM("ld"), T(ldulddst2), T(lduldsrc2s), NM("ldu"), T(ldulddst1), T(lduldsrc1g)),
	FR(U64(0xa800000000000005), U64(0xf80000000000001f), V_GK104OP, 8, LONG, T(p), NM("ld"), NM("lock"), PDSTL, T(ldstd), SHARED),
	FR(U64(0xb000000000000005), U64(0xf00000000000001f), V_GF100OP, 8, LONG, T(p), NM("ld"), T(ldulddst2), T(lduldsrc2g), NM("ldu"), T(ldulddst1), T(lduldsrc1g)),
	FR(U64(0xb800000000000005), U64(0xf80000000000001f), V_GK104OP, 8, LONG, T(p), NM("st"), NM("unlock"), PDSTL, SHARED, T(ldstd)),
	FR(U64(0xc000000000000005), U64(0xfd0000000000001f), VALL, 8, LONG, T(p), NM("ld"), T(ldstt), T(ldstd), T(lcop), LOCAL),
	FR(U64(0xc100000000000005), U64(0xfd0000000000001f), VALL, 8, LONG, T(p), NM("ld"), T(ldstt), T(ldstd), SHARED),
	FR(U64(0xc400000000000005), U64(0xfc0000000000001f), V_GF100OP, 8, LONG, T(p), NM("ld"), NM("lock"), T(ldstt), PDST4, T(ldstd), SHARED),
	FR(U64(0xc800000000000005), U64(0xfd0000000000001f), VALL, 8, LONG, T(p), NM("st"), T(ldstt), T(scop), LOCAL, T(ldstd)),
	FR(U64(0xc900000000000005), U64(0xfd0000000000001f), VALL, 8, LONG, T(p), NM("st"), T(ldstt), SHARED, T(ldstd)),
	FR(U64(0xcc00000000000005), U64(0xfc0000000000001f), V_GF100OP, 8, LONG, T(p), NM("st"), NM("unlock"), T(ldstt), SHARED, T(ldstd)),
	FR(U64(0xd000000000000005), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("cctl"), T(cctlop), DST, LCMEM),
	FR(U64(0xd400000000000005), U64(0xfc0000000000001f), V_GK104OP, 8, LONG, T(p), NM("suldgb"), T(ldstt), T(ldstd), T(lcop), T(sclamp2l), T(sugty), GLOBALDSU, T(sus2), T(sup)),
	FR(U64(0xd400000000000005), U64(0xfc1e00000000001f), V_GF100OP, 8, LONG, T(p), NM("suldb"), T(ldstt), T(ldstd), T(lcop), T(sclamp), T(suaddr), T(sudim)),
	FR(U64(0xd800400100000005), U64(0xfc0040010000001f), VALL, 8, LONG, T(p), NM("suredp"), T(redop), T(sclamp), SURF, SADDR, DST),
	FR(U64(0xdc00000000000005), U64(0xffc000000000001f), V_GK104OP, 8, LONG, T(p), NM("sustgb"), T(ldstt), T(scop), T(sclamp2s), T(sugty), GLOBALDSU, T(sus2), T(ldstd), T(sup)),
	FR(U64(0xdc00000000000005), U64(0xfc0000000000001f), V_GK104OP, 8, LONG, T(p), NM("sustgp"), T(scop), T(sclamp2s), T(sugty), GLOBALDSU, T(sus2), SUSTPSRC_GK104, T(sup)),
	FR(U64(0xdc00000000000005), U64(0xfc1e00000000001f), V_GF100OP, 8, LONG, T(p), NM("sustb"), T(scop), T(sclamp), T(suaddr), T(sudim), T(ldstt), T(ldstd)),
	FR(U64(0xdc00000000000005), U64(0xfc0000000000001f), V_GF100OP, 8, LONG, T(p), NM("sustp"), T(scop), T(sclamp), T(suaddr), T(sudim), SUSTPSRC_GF100),
	FR(U64(0xe000000000000005), U64(0xfc0000000000007f), VALL, 8, LONG, T(p), NM("membar"), NM("cta")),
	FR(U64(0xe000000000000025), U64(0xfc0000000000007f), VALL, 8, LONG, T(p), NM("membar"), NM("gl")),
	FR(U64(0xe000000000000045), U64(0xfc0000000000007f), VALL, 8, LONG, T(p), NM("membar"), NM("sys")),
	FR(U64(0xe400000000000005), U64(0xfc0000000000001f), V_GF100OP, 8, LONG, T(p), NM("suq"), T(suq), DST, T(suaddr)),
	FR(U64(0xe800000000000005), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("st"), NM("unlock"), T(ldstt), GLOBAL, T(ldstd)),
	FR(U64(0xf000000000000005), U64(0xfc0000000000001f), V_GF100OP, 8, LONG, T(p), NM("suleab"), PDST2, DSTD, T(ldstt), T(sclamp), T(suaddr), T(sudim)),
	FR(U64(0x5), U64(0x1f), VALL, 8, LONG, T(p), UNK),
	FR(U64(0x6), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("ld"), DST, VBASRC),
	FR(U64(0x400000000000006), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("ld"), T(patch), T(ldvf), ADST, T(outa), ATTR, SRC2, T(unk39)),
	FR(U64(0x800000000000006), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("st"), T(patch), T(ldvf), ATTR, ASRC, SRC3, T(unk39)),
	FR(U64(0xc00000000000006), U64(0xfc0000000000001f), V_GK104OP, 8, LONG, T(p), NM("al2p"), DST, T(outa), SRC1, TEXIMM),
	FR(U64(0x1000000000000006), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("pixinfo"), DST, PDST3, T(pixinfo), PIX),
	FR(U64(0x1400000000000006), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("ld"), T(ldstt), T(ldstd), FCONST),
	FR(U64(0x1c00000000000006), U64(0xfc0000000000001f), VALL, 8, LONG, T(p), NM("out"), T(emit), T(restart), DST, SRC1, T(is2)),
	FR(U64(0x8000000000000006), U64(0xf00000000000001f), VALL, 8, LONG, T(p), NM("tex"), T(texm), T(lodt), T(texshd), T(texoff), T(texf), TDST, T(text), T(texi), TEX, SAMP, T(texsrc1), T(texsrc2)),
	FR(U64(0x9000000000000006), U64(0xf00000000000001f), VALL, 8, LONG, T(p), NM("texfetch"), T(texm), T(lodf), T(texcl), T(texms), T(texoff), T(ltex), TDST, T(text), T(texi), TEX, SAMP, T(texsrc1), T(texfsrc2)),
	FR(U64(0xa000000000000006), U64(0xf00000000000001f), VALL, 8, LONG, T(p), NM("texgather"), T(texm), T(texshd), T(toffg), T(texf), T(texrgba), TDST, T(text), T(texi), TEX, SAMP, T(tex4src1), T(tex4src2)),
	FR(U64(0xb000000000000006), U64(0xf00000000000001f), VALL, 8, LONG, T(p), NM("texquerylod"), T(texm), T(texf), TDST, T(text), T(texi), TEX, SAMP, T(texsrc1)),
	FR(U64(0xc000000000000006), U64(0xf00000000000001f), VALL, 8, LONG, T(p), NM("texquery"), T(texm), T(ltex), TDST, T(texquery), T(texi), TEX, SAMP, SRC1, SRC2),
	FR(U64(0xd000000000000006), U64(0xf00000000000001f), VALL, 8, LONG, T(p), NM("texcsaa"), T(texm), T(texf), TDST, TEX, SAMP, TSRC13),
	FR(U64(0xe000000000000006), U64(0xf00000000000001f), VALL, 8, LONG, T(p), NM("texgrad"), T(texm), T(texoff), T(ltex), TDST, T(text), T(texi), TEX, SAMP, T(texgrsrc1), T(texgrsrc2)),
	FR(U64(0xf000000000000006), U64(0xf00000000000001f), V_GK104OP, 8, LONG, T(p), NM("texbar"), T(cc), TEXBARIMM),
	FR(U64(0x6), U64(0x1f), VALL, 8, LONG, T(p), UNK, T(texf), TDST, TEX, SAMP, SRC1, SRC2),
	FR(U64(0x0), U64(0x18), VALL, 8, LONG, T(p), UNK, DST, SRC1, T(is2), SRC3),
	/* m */
	FR(U64(0x800000000000010), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), T(minmax), T(ftz5), NM("f32"), DST, T(acout30), T(neg9), T(abs7), SRC1, T(neg8), T(abs6), T(fs2)),
	FR(U64(0x1000000000000010), U64(0xf00000000000001f), VALL, 8, JOIN, T(p), NM("set"), T(ftz3b), T(setdt5), DST, T(acout30), T(setit), NM("f32"), T(neg9), T(abs7), SRC1, T(neg8), T(abs6), T(fs2), T(setlop)),
	FR(U64(0x2000000000000010), U64(0xf00000000000001f), VALL, 8, JOIN, T(p), NM("set"), T(ftz3b), PDST, PDSTN, T(setit), NM("f32"), T(neg9), T(abs7), SRC1, T(neg8), T(abs6), T(fs2), T(setlop)),
	FR(U64(0x3000000000000010), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("fma"), T(ftz6), T(fmz7), T(sat5), T(farm), NM("f32"), DST, T(acout30), T(neg9), SRC1, T(fs2w3), T(neg8), T(is3)),
	FR(U64(0x3800000000000010), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("slct"), T(ftz5), NM("b32"), DST, SRC1, T(fs2w3), T(setit), NM("f32"), T(is3)),
	FR(U64(0x4800000000000010), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("quadop"), T(ftz5), T(farm), NM("f32"), T(qop0), T(qop1), T(qop2), T(qop3), DST, T(acout30), T(dquadop), T(qs1), SRC1, SRC2),
	FR(U64(0x5000000000000010), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("add"), T(ftz5), T(sat31), T(farm), NM("f32"), DST, T(acout30), T(neg9), T(abs7), SRC1, T(neg8), T(abs6), T(fs2)),
	FR(U64(0x5800000000000010), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("mul"), T(mulf), T(fmz7), T(ftz6), T(sat5), T(farm), T(neg39), NM("f32"), DST, T(acout30), SRC1, T(fs2)),
	FR(U64(0x6000000000000010), U64(0xf80000000000003f), VALL, 8, JOIN, T(p), NM("presin"), NM("f32"), DST, T(neg8), T(abs6), T(fs2)),
	FR(U64(0x6000000000000030), U64(0xf80000000000003f), VALL, 8, JOIN, T(p), NM("preex2"), NM("f32"), DST, T(neg8), T(abs6), T(fs2)),
	FR(U64(0xc000000000000010), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("interp"), T(interpmode), T(sat5), NM("f32"), DST, T(interpsample), ATTR, SRC2, SRC3),
	FR(U64(0xc800000000000010), U64(0xf80000001c00001f), VALL, 8, JOIN, T(p), NM("cos"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc800000004000010), U64(0xf80000001c00001f), VALL, 8, JOIN, T(p), NM("sin"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc800000008000010), U64(0xf80000001c00001f), VALL, 8, JOIN, T(p), NM("ex2"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc80000000c000010), U64(0xf80000001c00001f), VALL, 8, JOIN, T(p), NM("lg2"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc800000010000010), U64(0xf80000001c00001f), VALL, 8, JOIN, T(p), NM("rcp"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc800000014000010), U64(0xf80000001c00001f), VALL, 8, JOIN, T(p), NM("rsqrt"), T(sat5), NM("f32"), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc800000018000010), U64(0xf80000001c00001f), VALL, 8, JOIN, T(p), NM("rcp64h"), T(sat5), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0xc80000001c000010), U64(0xf80000001c00001f), VALL, 8, JOIN, T(p), NM("rsqrt64h"), T(sat5), DST, T(neg9), T(abs7), SRC1),
	FR(U64(0x10), U64(0x1f), VALL, 8, JOIN, T(p), UNK, T(farm), NM("f32"), DST, SRC1, T(fs2w3), T(is3)),
	FR(U64(0x800000000000011), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), T(minmax), NM("f64"), DSTD, T(acout30), T(neg9), T(abs7), SRC1D, T(neg8), T(abs6), T(ds2)),
	FR(U64(0x1000000000000011), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("set"), T(setdt5), DST, T(acout30), T(setit), NM("f64"), T(neg9), T(abs7), SRC1D, T(neg8), T(abs6), T(ds2), T(setlop)),
	FR(U64(0x1800000000000011), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("set"), PDST, PDSTN, T(setit), NM("f64"), T(neg9), T(abs7), SRC1D, T(neg8), T(abs6), T(ds2), T(setlop)),
	FR(U64(0x2000000000000011), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("fma"), T(farm), NM("f64"), DSTD, T(acout30), T(neg9), SRC1D, T(ds2w3), T(neg8), T(ds3)),
	FR(U64(0x4800000000000011), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("add"), T(farm), NM("f64"), DSTD, T(acout30), T(neg9), T(abs7), SRC1D, T(neg8), T(abs6), T(ds2)),
	FR(U64(0x5000000000000011), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("mul"), T(farm), T(neg9), NM("f64"), DSTD, T(acout30), SRC1D, T(ds2)),
	FR(U64(0x11), U64(0x1f), VALL, 8, JOIN, T(p), UNK, T(farm), NM("f64"), DSTD, SRC1D, T(ds2), SRC3D),
	FR(U64(0x12), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), T(addop), DST, T(acout3a), SEO, NM("mul"), T(high6), T(us32_7), SRC1, T(us32_5), LIMM, SEC, DST),
	FR(U64(0x800000000000012), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), T(addop), T(sat5), NM("b32"), DST, T(acout3a), SRC1, LIMM, T(acin6)),
	FR(U64(0x1000000000000012), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("mul"), T(high6), DST, T(acout3a), T(us32_7), SRC1, T(us32_5), LIMM),
	FR(U64(0x1800000000000012), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), T(lane), NM("mov"), NM("b32"), DST, LIMM),
	FR(U64(0x2000000000000012), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("fma"), T(ftz6), T(fmz7), T(sat5), NM("f32"), DST, T(acout3a), T(neg9), SRC1, LIMM, T(neg8), DST),
	FR(U64(0x2800000000000012), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("add"), T(ftz5), NM("f32"), DST, T(acout3a), T(neg9), T(abs7), SRC1, LIMM),
	FR(U64(0x3000000000000012), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("mul"), T(fmz7), T(ftz6), T(sat5), NM("f32"), DST, T(acout3a), SRC1, LIMM),
	FR(U64(0x3800000000000012), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), T(logop), NM("b32"), DST, T(acout3a), T(not9), SRC1, T(not8), LIMM, T(acin5)),
	FR(U64(0x4000000000000012), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("add"), NM("b32"), DST, T(acout3a), SEO, NM("shl"), SRC1, SHCNT, SEC, LIMM),
	FR(U64(0x12), U64(0x1f), VALL, 8, JOIN, T(p), UNK, NM("b32"), DST, SRC1, LIMM),
	FR(U64(0x180000000000013), U64(0xf98000000000001f), V_GK104OP, 8, JOIN, T(p), NM("mad"), NM("b32"), NM("sd"), DST, T(acout30), SRC1, T(is2w3), T(is3)),
	FR(U64(0x13), U64(0xf80000000000001f), V_GK104OP, 8, JOIN, T(p), NM("mad"), NM("b32"), DST, T(acout30), T(imadp1), SRC1, T(imadp2), T(is2w3), T(imadp3), T(is3)),
	FR(U64(0x800000000000013), U64(0xf8000000000000df), VALL, 8, JOIN, T(p), T(minmax), T(us32_5), DST, T(acout30), SRC1, T(is2)),
	FR(U64(0x800000000000053), U64(0xf8000000000000df), VALL, 8, JOIN, T(p), T(minmax), NM("low"), T(us32_5), DST, T(acout30), SRC1, T(is2), CC),
	FR(U64(0x800000000000093), U64(0xf8000000000000df), VALL, 8, JOIN, T(p), T(minmax), NM("med"), T(us32_5), DST, T(acout30), SRC1, T(is2), CC),
	FR(U64(0x8000000000000d3), U64(0xf8000000000000df), VALL, 8, JOIN, T(p), T(minmax), NM("high"), T(us32_5), DST, T(acout30), SRC1, T(is2)),
	FR(U64(0x1000000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("set"), T(setdt7), DST, T(acout30), T(setit), T(us32_5), SRC1, T(is2), T(acin6), T(setlop)),
	FR(U64(0x1800000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("set"), PDST, PDSTN, T(setit), T(us32_5), SRC1, T(is2), T(acin6), T(setlop)),
	FR(U64(0x2000000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), T(addop), T(sat38), DST, T(acout30), SEO, NM("mul"), T(high6), T(us32_7), SRC1, T(us32_5), T(is2w3), SEC, T(is3), T(acin37)),
	FR(U64(0x2800000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("ins"), NM("b32"), DST, T(acout30), SRC1, T(is2w3), T(is3)),
	FR(U64(0x3000000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("slct"), NM("b32"), DST, SRC1, T(is2w3), T(setit), T(us32_5), T(is3)),
	FR(U64(0x3800000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("sad"), T(us32_5), DST, T(acout30), SRC1, T(is2w3), T(is3)),
	FR(U64(0x4000000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), T(addop2), NM("b32"), DST, T(acout30), SEO, NM("shl"), SRC1, SHCNT, SEC, T(is2)),
	FR(U64(0x4800000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), T(addop), T(sat5), NM("b32"), DST, T(acout30), SRC1, T(is2), T(acin6)),
	FR(U64(0x5000000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("mul"), T(high6), DST, T(acout30), T(us32_7), SRC1, T(us32_5), T(is2)),
	FR(U64(0x5800000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("shr"), T(rev), T(us32_5), DST, T(acout30), SRC1, T(shclamp), T(is2), T(acin7)),
	FR(U64(0x6000000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("shl"), NM("b32"), DST, T(acout30), SRC1, T(shclamp), T(is2), T(acin6)),
	FR(U64(0x6800000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), T(logop), NM("b32"), DST, T(acout30), T(not9), SRC1, T(not8), T(is2), T(acin5)),
	FR(U64(0x7000000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("ext"), T(rev), T(us32_5), DST, T(acout30), SRC1, T(is2)),
	FR(U64(0x7800000000000013), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("bfind"), T(shiftamt), T(us32_5), DST, T(acout30), T(not8), T(is2)),
	FR(U64(0x13), U64(0x1f), VALL, 8, JOIN, T(p), UNK, NM("b32"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x14), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("set"), T(setdt5), DST, T(acout30), T(setct), CC, T(setlop)),
	FR(U64(0x400000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("set"), PDST, PDSTN, T(setct), CC, T(setlop)),
	FR(U64(0x800000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("set"), T(setdt5), DST, T(acout30), T(psrc), T(setlop)),
	FR(U64(0xc00000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("set"), PDST, PDSTN, T(psrc), T(setlop)),
	FR(U64(0x1000000000900014), U64(0xfc00000001b0001f), VALL, 8, JOIN, T(p), NM("cvt"), T(ftz37), T(sat5), T(rint), NM("f16"), DST, T(acout30), T(neg8), T(abs6), NM("f16"), T(is2), HNUM),
	FR(U64(0x1000000001200014), U64(0xfc00000001b0001f), VALL, 8, JOIN, T(p), NM("cvt"), T(ftz37), T(sat5), T(rint), NM("f32"), DST, T(acout30), T(neg8), T(abs6), NM("f32"), T(fs2)),
	FR(U64(0x1000000001b00014), U64(0xfc00000001b0001f), VALL, 8, JOIN, T(p), NM("cvt"), T(ftz37), T(sat5), T(rint), NM("f64"), DSTD, T(acout30), T(neg8), T(abs6), NM("f64"), T(ds2)),
	FR(U64(0x1000000001100014), U64(0xfc00000001b0001f), VALL, 8, JOIN, T(p), NM("cvt"), T(ftz37), T(sat5), T(fcrm), NM("f16"), DST, T(acout30), T(neg8), T(abs6), NM("f32"), T(fs2)),
	FR(U64(0x1000000001a00014), U64(0xfc00000001b0001f), VALL, 8, JOIN, T(p), NM("cvt"), T(ftz37), T(sat5), T(fcrm), NM("f32"), DST, T(acout30), T(neg8), T(abs6), NM("f64"), T(ds2)),
	FR(U64(0x1000000000a00014), U64(0xfc00000001b0001f), VALL, 8, JOIN, T(p), NM("cvt"), T(ftz37), T(sat5), NM("f32"), DST, T(acout30), T(neg8), T(abs6), NM("f16"), T(is2), HNUM),
	FR(U64(0x1000000001300014), U64(0xfc00000001b0001f), VALL, 8, JOIN, T(p), NM("cvt"), T(ftz37), T(sat5), NM("f64"), DSTD, T(acout30), T(neg8), T(abs6), NM("f32"), T(fs2)),
	FR(U64(0x1400000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("cvt"), T(ftz37), T(fcrmi), T(cvtf2idst), T(cvtf2isrc)),
	FR(U64(0x1800000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("cvt"), T(fcrm), T(cvtfdst), T(cvtisrc)),
	FR(U64(0x1c00000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("cvt"), T(sat5), T(cvtidst), T(cvti2isrc)),
	FR(U64(0x2000000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("selp"), NM("b32"), DST, SRC1, T(is2), T(pnot3), PSRC3),
	FR(U64(0x2400000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("prmt"), T(prmtmod), NM("b32"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x2800000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), T(lane), NM("mov"), NM("b32"), DST, T(is2)),
	FR(U64(0x2c00000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("mov"), NM("b32"), DST, SREG),
	FR(U64(0x3000000003f00014), U64(0xfc00000003f0001f), VALL, 8, JOIN, T(p), NM("mov"), DST, T(high5), FLAGS, NM("mask"), T(is2)),
	FR(U64(0x3000000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("mov"), DST, SRC1, NM("or"), T(high5), FLAGS, NM("mask"), T(is2)),
	FR(U64(0x3400000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("mov"), T(high5), FLAGS, SRC1, NM("mask"), T(is2)),
	FR(U64(0x3800000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("bar"), NM("read"), DST, BAR),
	FR(U64(0x4000000000000014), U64(0xfc0400000000001f), VALL, 8, JOIN, T(p), T(cc), NM("nop")),
	FR(U64(0x4004000000000014), U64(0xfc0400000000001f), VALL, 8, JOIN, T(p), T(cc), NM("pmevent"), PM),
	FR(U64(0x4400000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("lepc"), DST),
	FR(U64(0x4800000000000014), U64(0xfc0000000000007f), VALL, 8, JOIN, T(p), NM("vote"), NM("all"), DST, PDST2, T(pnot1), PSRC1),
	FR(U64(0x4800000000000034), U64(0xfc0000000000007f), VALL, 8, JOIN, T(p), NM("vote"), NM("any"), DST, PDST2, T(pnot1), PSRC1),
	FR(U64(0x4800000000000054), U64(0xfc0000000000007f), VALL, 8, JOIN, T(p), NM("vote"), NM("uni"), DST, PDST2, T(pnot1), PSRC1),
	FR(U64(0x5000000000000014), U64(0xfc000000000000ff), VALL, 8, JOIN, T(p), NM("bar"), NM("popc"), PDST3, DST, T(bar), T(tcnt), T(pnot3), PSRC3),
	FR(U64(0x5000000000000034), U64(0xfc000000000000ff), VALL, 8, JOIN, T(p), NM("bar"), NM("and"), PDST3, DST, T(bar), T(tcnt), T(pnot3), PSRC3),
	FR(U64(0x5000000000000054), U64(0xfc000000000000ff), VALL, 8, JOIN, T(p), NM("bar"), NM("or"), PDST3, DST, T(bar), T(tcnt), T(pnot3), PSRC3),
	FR(U64(0x5000000000000094), U64(0xfc000000000000ff), VALL, 8, JOIN, T(p), NM("bar"), NM("arrive"), PDST3, DST, T(bar), T(tcnt), T(pnot3), PSRC3),
	FR(U64(0x5400000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("popc"), DST, T(not9), SRC1, T(not8), T(is2)),
	FR(U64(0x5800000000000014), U64(0xfc0000000000001f), V_GK104OP, 8, JOIN, T(p), NM("suclamp"), T(sucdim), T(us32_9), T(sucm), PDST5, DST, SRC1, T(is2), SUIMM),
	FR(U64(0x5c00000000000014), U64(0xfc0000000000001f), V_GK104OP, 8, JOIN, T(p), NM("subfm"), T(subfmdim), PDST5, DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x6000000000000014), U64(0xfc0000000000001f), V_GK104OP, 8, JOIN, T(p), NM("sueau"), DST, SRC1, T(is2w3), T(is3)),
	FR(U64(0x8000000000000014), U64(0xfc0000000000019f), VALL, 8, JOIN, T(p), NM("vadd4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8000000000000094), U64(0xfc0000000000019f), VALL, 8, JOIN, T(p), NM("vsub4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8000000000000114), U64(0xfc0000000000019f), VALL, 8, JOIN, T(p), NM("vsubr4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8000000000000194), U64(0xfc0000000000019f), VALL, 8, JOIN, T(p), NM("vavg4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8400000000000014), U64(0xfc0000000000009f), VALL, 8, JOIN, T(p), NM("vmin4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8400000000000094), U64(0xfc0000000000009f), VALL, 8, JOIN, T(p), NM("vmax4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8800000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("vabsdiff4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x8c00000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("vset4"), T(v4dst), T(v4dmask), DST, T(acout30), T(vsetop), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), SRC3),
	FR(U64(0x9000000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("vshr4"), T(vsclamp), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(v4s2), SRC3),
	FR(U64(0x9400000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("vshl4"), T(vsclamp), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(v4s2), SRC3),
	FR(U64(0x9800000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("vsel4"), T(sat9), T(v4dst), T(v4dmask), T(us8_39), DST, T(acout30), T(v4src1), T(us8_6), SRC1, T(v4src2), T(us8_5), T(v4s2), T(pnot3), PSRC3),
	FR(U64(0xa000000000000014), U64(0xfc0000000000019f), VALL, 8, JOIN, T(p), NM("vadd2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa000000000000094), U64(0xfc0000000000019f), VALL, 8, JOIN, T(p), NM("vsub2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa000000000000114), U64(0xfc0000000000019f), VALL, 8, JOIN, T(p), NM("vsubr2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa000000000000194), U64(0xfc0000000000019f), VALL, 8, JOIN, T(p), NM("vavg2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa400000000000014), U64(0xfc0000000000009f), VALL, 8, JOIN, T(p), NM("vmin2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa400000000000094), U64(0xfc0000000000009f), VALL, 8, JOIN, T(p), NM("vmax2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xa800000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("vabsdiff2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xac00000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("vset2"), T(v4dst), T(v2dmask), DST, T(acout30), T(vsetop), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), SRC3),
	FR(U64(0xb000000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("vshr2"), T(vsclamp), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(vs2), SRC3),
	FR(U64(0xb400000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("vshl2"), T(vsclamp), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(vs2), SRC3),
	FR(U64(0xb800000000000014), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("vsel2"), T(sat9), T(v4dst), T(v2dmask), T(us16_39), DST, T(acout30), T(v2src1), T(us16_6), SRC1, T(v2src2), T(us16_5), T(vs2), T(pnot3), PSRC3),
	FR(U64(0xc000000000000014), U64(0xf80000000000019f), VALL, 8, JOIN, T(p), NM("vadd"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xc000000000000094), U64(0xf80000000000019f), VALL, 8, JOIN, T(p), NM("vsub"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xc000000000000114), U64(0xf80000000000019f), VALL, 8, JOIN, T(p), NM("vsubr"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xc000000000000194), U64(0xf80000000000019f), VALL, 8, JOIN, T(p), NM("vaddpo"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xc800000000000014), U64(0xf80000000000009f), VALL, 8, JOIN, T(p), NM("vmin"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xc800000000000094), U64(0xf80000000000009f), VALL, 8, JOIN, T(p), NM("vmax"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xd000000000000014), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("vabsdiff"), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xd800000000000014), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("vset"), T(vdst), DST, T(acout30), T(vsetop), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xe000000000000014), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("vshr"), T(vsclamp), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xe800000000000014), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("vshl"), T(vsclamp), T(sat9), T(vdst), T(us32_2a), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xf000000000000014), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("vmad"), T(vmop), T(sat9), T(vmshr), DST, T(acout30), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), SRC3),
	FR(U64(0xf800000000000014), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("vset"), PDST, PDSTN, T(vsetop), T(vsrc1), T(us32_6), SRC1, T(vsrc2), T(us32_5), T(vs2), T(setlop)),
	FR(U64(0x1000000000000015), U64(0xf80000000000021f), VALL, 8, JOIN, T(p), NM("red"), T(redop), NM("u32"), T(gmem), DST),
	FR(U64(0x1000000000000215), U64(0xf80000000000021f), VALL, 8, JOIN, T(p), NM("add"), NM("u64"), T(gmem), DSTD),
	FR(U64(0x1800000000000215), U64(0xf80000000000021f), VALL, 8, JOIN, T(p), NM("red"), T(redops), NM("s32"), T(gmem), DST),
	FR(U64(0x2800000000000215), U64(0xf8000000000003ff), VALL, 8, JOIN, T(p), NM("red add"), NM("f32"), T(gmem), DST),
	FR(U64(0x507e000000000015), U64(0xf87e00000000031f), VALL, 8, JOIN, T(p), NM("ld"), T(redop), NM("u32"), DST2, T(gamem), DST),
	FR(U64(0x507e000000000215), U64(0xf87e0000000003ff), VALL, 8, JOIN, T(p), NM("ld"), NM("add"), NM("u64"), DST2, T(gamem), DST),
	FR(U64(0x507e000000000115), U64(0xf87e0000000003ff), VALL, 8, JOIN, T(p), NM("exch"), NM("b32"), DST2, T(gamem), DST),
	FR(U64(0x507e000000000315), U64(0xf87e0000000003ff), VALL, 8, JOIN, T(p), NM("exch"), NM("b64"), DST2D, T(gamem), DSTD),
	FR(U64(0x5000000000000135), U64(0xf8000000000003ff), VALL, 8, JOIN, T(p), NM("cas"), NM("b32"), DST2, T(gamem), DST, SRC3),
	FR(U64(0x5000000000000335), U64(0xf8000000000003ff), VALL, 8, JOIN, T(p), NM("cas"), NM("b64"), DST2D, T(gamem), DSTD, SRC3D),
	FR(U64(0x587e000000000215), U64(0xf87e00000000031f), VALL, 8, JOIN, T(p), NM("ld"), T(redops), NM("s32"), DST2, T(gamem), DST),
	FR(U64(0x687e000000000215), U64(0xf87e0000000003ff), VALL, 8, JOIN, T(p), NM("ld"), NM("add"), NM("f32"), DST2, T(gamem), DST),
	FR(U64(0x8000000000000015), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("ld"), T(ldstt), T(ldstd), T(lcop), T(gmem)),
	FR(U64(0x8800000000000015), U64(0xf80000000000001f), V_GF100OP, 8, JOIN, T(p), NM("ldu"), T(ldstt), T(ldstd), T(gmem)),
	FR(U64(0x8800000000000015), U64(0xf80000000000001f), V_GK104OP, 8, JOIN, T(p), NM("shfl"), T(shfl1), PDSTL, DST, SRC1, T(shfl2)),
	FR(U64(0x9000000000000015), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("st"), T(ldstt), T(scop), T(gmem), T(ldstd)),
	FR(U64(0x9800000000000015), U64(0xf80000000000001f), VALL, 8, JOIN, T(p), NM("cctl"), T(cctlop), T(cctlmod), DST, T(gcmem)),
	FR(U64(0xa000000000000015), U64(0xf80000000000001f), V_GF100OP, 8, JOIN, T(p), NM("ld"), NM("lock"), T(ldstt), PDSTL, T(ldstd), GLOBAL),
	FR(U64(0xa800000000000015), U64(0xf80000000000001f), V_GF100OP, 8, JOIN, T(p), NM("ld"), T(ldulddst2), T(lduldsrc2s), NM("ldu"), T(ldulddst1), T(lduldsrc1g)),
	FR(U64(0xa800000000000015), U64(0xf80000000000001f), V_GK104OP, 8, JOIN, T(p), NM("ld"), NM("lock"), PDSTL, T(ldstd), SHARED),
	FR(U64(0xb000000000000015), U64(0xf00000000000001f), V_GF100OP, 8, JOIN, T(p), NM("ld"), T(ldulddst2), T(lduldsrc2g), NM("ldu"), T(ldulddst1), T(lduldsrc1g)),
	FR(U64(0xb800000000000015), U64(0xf80000000000001f), V_GK104OP, 8, JOIN, T(p), NM("st"), NM("unlock"), PDSTL, SHARED, T(ldstd)),
	FR(U64(0xc000000000000015), U64(0xfd0000000000001f), VALL, 8, JOIN, T(p), NM("ld"), T(ldstt), T(ldstd), T(lcop), LOCAL),
	FR(U64(0xc100000000000015), U64(0xfd0000000000001f), VALL, 8, JOIN, T(p), NM("ld"), T(ldstt), T(ldstd), SHARED),
	FR(U64(0xc400000000000015), U64(0xfc0000000000001f), V_GF100OP, 8, JOIN, T(p), NM("ld"), NM("lock"), T(ldstt), PDST4, T(ldstd), SHARED),
	FR(U64(0xc800000000000015), U64(0xfd0000000000001f), VALL, 8, JOIN, T(p), NM("st"), T(ldstt), T(scop), LOCAL, T(ldstd)),
	FR(U64(0xc900000000000015), U64(0xfd0000000000001f), VALL, 8, JOIN, T(p), NM("st"), T(ldstt), SHARED, T(ldstd)),
	FR(U64(0xcc00000000000015), U64(0xfc0000000000001f), V_GF100OP, 8, JOIN, T(p), NM("st"), NM("unlock"), T(ldstt), SHARED, T(ldstd)),
	FR(U64(0xd000000000000015), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("cctl"), T(cctlop), DST, LCMEM),
	FR(U64(0xd400000000000015), U64(0xfc0000000000001f), V_GK104OP, 8, JOIN, T(p), NM("suldgb"), T(ldstt), T(ldstd), T(lcop), T(sclamp2l), T(sugty), GLOBALDSU, T(sus2), T(sup)),
	FR(U64(0xd400000000000015), U64(0xfc1e00000000001f), V_GF100OP, 8, JOIN, T(p), NM("suldb"), T(ldstt), T(ldstd), T(lcop), T(sclamp), T(suaddr), T(sudim)),
	FR(U64(0xd800400100000015), U64(0xfc0040010000001f), VALL, 8, JOIN, T(p), NM("suredp"), T(redop), T(sclamp), SURF, SADDR, DST),
	FR(U64(0xdc00000000000015), U64(0xffc000000000001f), V_GK104OP, 8, JOIN, T(p), NM("sustgb"), T(ldstt), T(scop), T(sclamp2s), T(sugty), GLOBALDSU, T(sus2), T(ldstd), T(sup)),
	FR(U64(0xdc00000000000015), U64(0xfc0000000000001f), V_GK104OP, 8, JOIN, T(p), NM("sustgp"), T(scop), T(sclamp2s), T(sugty), GLOBALDSU, T(sus2), SUSTPSRC_GK104, T(sup)),
	FR(U64(0xdc00000000000015), U64(0xfc1e00000000001f), V_GF100OP, 8, JOIN, T(p), NM("sustb"), T(scop), T(sclamp), T(suaddr), T(sudim), T(ldstt), T(ldstd)),
	FR(U64(0xdc00000000000015), U64(0xfc0000000000001f), V_GF100OP, 8, JOIN, T(p), NM("sustp"), T(scop), T(sclamp), T(suaddr), T(sudim), SUSTPSRC_GF100),
	FR(U64(0xe000000000000015), U64(0xfc0000000000007f), VALL, 8, JOIN, T(p), NM("membar"), NM("cta")),
	FR(U64(0xe000000000000035), U64(0xfc0000000000007f), VALL, 8, JOIN, T(p), NM("membar"), NM("gl")),
	FR(U64(0xe000000000000055), U64(0xfc0000000000007f), VALL, 8, JOIN, T(p), NM("membar"), NM("sys")),
	FR(U64(0xe400000000000015), U64(0xfc0000000000001f), V_GF100OP, 8, JOIN, T(p), NM("suq"), T(suq), DST, T(suaddr)),
	FR(U64(0xe800000000000015), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("st"), NM("unlock"), T(ldstt), GLOBAL, T(ldstd)),
	FR(U64(0xf000000000000015), U64(0xfc0000000000001f), V_GF100OP, 8, JOIN, T(p), NM("suleab"), PDST2, DSTD, T(ldstt), T(sclamp), T(suaddr), T(sudim)),
	FR(U64(0x15), U64(0x1f), VALL, 8, JOIN, T(p), UNK),
	FR(U64(0x16), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("ld"), DST, VBASRC),
	FR(U64(0x400000000000016), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("ld"), T(patch), T(ldvf), ADST, T(outa), ATTR, SRC2, T(unk39)),
	FR(U64(0x800000000000016), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("st"), T(patch), T(ldvf), ATTR, ASRC, SRC3, T(unk39)),
	FR(U64(0xc00000000000016), U64(0xfc0000000000001f), V_GK104OP, 8, JOIN, T(p), NM("al2p"), DST, T(outa), SRC1, TEXIMM),
	FR(U64(0x1000000000000016), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("pixinfo"), DST, PDST3, T(pixinfo), PIX),
	FR(U64(0x1400000000000016), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("ld"), T(ldstt), T(ldstd), FCONST),
	FR(U64(0x1c00000000000016), U64(0xfc0000000000001f), VALL, 8, JOIN, T(p), NM("out"), T(emit), T(restart), DST, SRC1, T(is2)),
	FR(U64(0x8000000000000016), U64(0xf00000000000001f), VALL, 8, JOIN, T(p), NM("tex"), T(texm), T(lodt), T(texshd), T(texoff), T(texf), TDST, T(text), T(texi), TEX, SAMP, T(texsrc1), T(texsrc2)),
	FR(U64(0x9000000000000016), U64(0xf00000000000001f), VALL, 8, JOIN, T(p), NM("texfetch"), T(texm), T(lodf), T(texcl), T(texms), T(texoff), T(ltex), TDST, T(text), T(texi), TEX, SAMP, T(texsrc1), T(texfsrc2)),
	FR(U64(0xa000000000000016), U64(0xf00000000000001f), VALL, 8, JOIN, T(p), NM("texgather"), T(texm), T(texshd), T(toffg), T(texf), T(texrgba), TDST, T(text), T(texi), TEX, SAMP, T(tex4src1), T(tex4src2)),
	FR(U64(0xb000000000000016), U64(0xf00000000000001f), VALL, 8, JOIN, T(p), NM("texquerylod"), T(texm), T(texf), TDST, T(text), T(texi), TEX, SAMP, T(texsrc1)),
	FR(U64(0xc000000000000016), U64(0xf00000000000001f), VALL, 8, JOIN, T(p), NM("texquery"), T(texm), T(ltex), TDST, T(texquery), T(texi), TEX, SAMP, SRC1, SRC2),
	FR(U64(0xd000000000000016), U64(0xf00000000000001f), VALL, 8, JOIN, T(p), NM("texcsaa"), T(texm), T(texf), TDST, TEX, SAMP, TSRC13),
	FR(U64(0xe000000000000016), U64(0xf00000000000001f), VALL, 8, JOIN, T(p), NM("texgrad"), T(texm), T(texoff), T(ltex), TDST, T(text), T(texi), TEX, SAMP, T(texgrsrc1), T(texgrsrc2)),
	FR(U64(0xf000000000000016), U64(0xf00000000000001f), V_GK104OP, 8, JOIN, T(p), NM("texbar"), T(cc), TEXBARIMM),
	FR(U64(0x16), U64(0x1f), VALL, 8, JOIN, T(p), UNK, T(texf), TDST, TEX, SAMP, SRC1, SRC2),
	FR(U64(0x10), U64(0x18), VALL, 8, JOIN, T(p), UNK, DST, SRC1, T(is2), SRC3),
};
/* clang-format on */

static struct isa_index gf100_index;

const struct isa_def gf100_isa = {
        .name = "gf100",
        .forms = gf100_forms,
        .nforms = ARRAY_SIZE(gf100_forms),
        .maxlen = 8,
        .index = &gf100_index,
        .group = 4,
        .long_align = true,
};

const struct isa_variant gf100_variants[] = {
        {"gf100", GF100_V_GF100},
        {"gk104", GF100_V_GK104},
        {NULL, 0},
};

bool gf100_parse_version(const char *name, unsigned *v)
{
	return isa_variant_parse(gf100_variants, name, v);
}
