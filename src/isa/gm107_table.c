/* The GM107 (Maxwell) shader instruction forms, with the scheduling words.
 *
 * Encodings: envytools envydis/gm107.c (f102b823; row order kept: the first
 * matching row is printed and assembled), transcribed as facts into this
 * format; see docs/hw/nv-isa.md. Every instruction is 8 bytes; the 8-byte
 * word at each 32-byte boundary of the code is a scheduling word carrying
 * three 21-bit fields (stall count, yield, write/read barriers, wait mask,
 * reuse flags; envydis cites NervanaSystems/maxas "Control-Codes"), one for
 * each of the three instructions after it. Versions: 0 = no variant,
 * 1 = sm50, 2 = sm52, 3 = sm60 (envydis -V); features sm50op (sm50, sm52),
 * sm52op (sm52, sm60), sm60op (sm60). */
#include <string.h>

#include "isa/nv_isa.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define U64 UINT64_C

/* clang-format off */

#define VALL 0xfu
#define V_SM50OP 0x6u /* sm50, sm52 */
#define V_SM52OP 0xcu /* sm52, sm60 */
#define V_SM60OP 0x8u /* sm60 */

#define B(n) (U64(1) << (n))
#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define UNK {.kind = ISA_UNK}
#define SEO {.kind = ISA_SEOPEN}
#define SEC {.kind = ISA_SECLOSE}
#define A(v, m, vm, ...) {.val = {(v)}, .mask = {(m)}, .vmask = (vm), .atoms = {__VA_ARGS__}}
#define AL(v, m, ...) A(v, m, VALL, __VA_ARGS__)
#define T(t) {.kind = ISA_CHOICE, .alts = c_##t, .nalts = ARRAY_SIZE(c_##t)}
#define CH(...) {.kind = ISA_CHOICE, .alts = (const struct isa_alt[]){__VA_ARGS__},                 \
		.nalts = sizeof((const struct isa_alt[]){__VA_ARGS__}) / sizeof(struct isa_alt)}
/* a flag word printed when bit b is set (ON) or clear (ZN); the V forms
 * only in the versions vm, "???" otherwise */
#define ON(b, s) CH(AL(0, B(b)), AL(B(b), B(b), NM(s)))
#define ZN(b, s) CH(AL(0, B(b), NM(s)), AL(B(b), B(b)))
#define ONV(b, s, vm) CH(AL(0, B(b)), A(B(b), B(b), vm, NM(s)), AL(0, 0, UNK))
#define ZNV(b, s, vm) CH(A(0, B(b), vm, NM(s)), AL(B(b), B(b)), AL(0, 0, UNK))
#define FR(v, m, vm, ...) {.val = {(v)}, .mask = {(m)}, .vmask = (vm), .len = 8, .atoms = {__VA_ARGS__}}
#define IMMF(p, l, sh) {.kind = ISA_IMM, .f = {(p), (l)}, .shl = (sh)}

/* special registers ($tid, ...) of mov/cs2r; unnamed: $sN */
static const struct isa_sym gm107_sregs[] = {
	{0x00, "laneid", 0, 0},
	{0x01, "clock", 0, 0},
	{0x02, "virtcfg", 0, 0},
	{0x03, "virtid", 0, 0},
	{0x04, "pm0", 0, 0},
	{0x05, "pm1", 0, 0},
	{0x06, "pm2", 0, 0},
	{0x07, "pm3", 0, 0},
	{0x08, "pm4", 0, 0},
	{0x09, "pm5", 0, 0},
	{0x0a, "pm6", 0, 0},
	{0x0b, "pm7", 0, 0},
	{0x0f, "ordering_ticket", V_SM60OP, 0},
	{0x10, "prim_type", 0, 0},
	{0x11, "invocation_id", 0, 0},
	{0x12, "y_direction", 0, 0},
	{0x13, "thread_kill", 0, 0},
	{0x14, "shader_type", 0, 0},
	{0x15, "directbewriteaddresslow", 0, 0},
	{0x16, "directbewriteaddresshigh", 0, 0},
	{0x17, "directbewriteenabled", 0, 0},
	{0x18, "machine_id_0", 0, 0},
	{0x19, "machine_id_1", 0, 0},
	{0x1a, "machine_id_2", 0, 0},
	{0x1b, "machine_id_3", 0, 0},
	{0x1c, "affinity", 0, 0},
	{0x1d, "invocation_info", 0, 0},
	{0x1e, "wscalefactor_xy", 0, 0},
	{0x1f, "wscalefactor_z", 0, 0},
	{0x20, "tid", 0, 0},
	{0x21, "tidx", 0, 0},
	{0x22, "tidy", 0, 0},
	{0x23, "tidz", 0, 0},
	{0x24, "cta_param", 0, 0},
	{0x25, "ctaidx", 0, 0},
	{0x26, "ctaidy", 0, 0},
	{0x27, "ctaidz", 0, 0},
	{0x28, "ntid", 0, 0},
	{0x29, "cirqueueincrminusone", 0, 0},
	{0x2a, "nlatc", 0, 0},
	{0x2c, "sm_spa_version", V_SM60OP, 0},
	{0x2d, "multipassshaderinfo", V_SM60OP, 0},
	{0x2e, "lwinhi", V_SM60OP, 0},
	{0x2f, "swinhi", V_SM60OP, 0},
	{0x30, "swinlo", 0, 0},
	{0x31, "swinsz", 0, 0},
	{0x32, "smemsz", 0, 0},
	{0x33, "smembanks", 0, 0},
	{0x34, "lwinlo", 0, 0},
	{0x35, "lwinsz", 0, 0},
	{0x36, "lmemlosz", 0, 0},
	{0x37, "lmemhioff", 0, 0},
	{0x38, "eqmask", 0, 0},
	{0x39, "ltmask", 0, 0},
	{0x3a, "lemask", 0, 0},
	{0x3b, "gtmask", 0, 0},
	{0x3c, "gemask", 0, 0},
	{0x3d, "regalloc", 0, 0},
	{0x3e, "ctxaddr", V_SM50OP, 0},
	{0x3e, "barrieralloc", V_SM60OP, 0},
	{0x40, "globalerrorstatus", 0, 0},
	{0x42, "warperrorstatus", 0, 0},
	{0x43, "warperrorstatusclear", 0, 0},
	{0x48, "pm_hi0", 0, 0},
	{0x49, "pm_hi1", 0, 0},
	{0x4a, "pm_hi2", 0, 0},
	{0x4b, "pm_hi3", 0, 0},
	{0x4c, "pm_hi4", 0, 0},
	{0x4d, "pm_hi5", 0, 0},
	{0x4e, "pm_hi6", 0, 0},
	{0x4f, "pm_hi7", 0, 0},
	{0x50, "clocklo", 0, 0},
	{0x51, "clockhi", 0, 0},
	{0x52, "globaltimerlo", 0, 0},
	{0x53, "globaltimerhi", 0, 0},
	{0x60, "hwtaskid", 0, 0},
	{0x61, "circularqueueentryindex", 0, 0},
	{0x62, "circularqueueentryaddresslow", 0, 0},
	{0x63, "circularqueueentryaddresshigh", 0, 0},
	{0, NULL, 0, 0},
};

/* ------------------------------------------------------ scheduling words */

/* Field n (0-2) at bit 21n: stall 0-3, yield 4, write barrier 5-7 (7:
 * none), read barrier 8-10 (7: none), wait mask 11-16, reuse 17-20;
 * printed "(st N yl wr N rd N wt N ru N)", the optional parts left out. */
#define SCHED_FIELD(n)                                                                            \
	static const struct isa_alt c_sched_tail##n[] = {                                         \
		AL(0, 0, CH(AL(0, U64(63) << (21 * (n) + 11)),                                   \
		            AL(0, 0, NM("wt"), IMMF(21 * (n) + 11, 6, 0))),                       \
		   CH(AL(0, U64(15) << (21 * (n) + 17)),                                           \
		      AL(0, 0, NM("ru"), IMMF(21 * (n) + 17, 4, 0))),                             \
		   SEC),                                                                           \
	};                                                                                         \
	static const struct isa_alt c_sched_mid##n[] = {                                          \
		AL(0, 0, ON(21 * (n) + 4, "yl"),                                                 \
		   CH(AL(U64(7) << (21 * (n) + 5), U64(7) << (21 * (n) + 5)),                      \
		      AL(0, 0, NM("wr"), IMMF(21 * (n) + 5, 3, 0))),                              \
		   CH(AL(U64(7) << (21 * (n) + 8), U64(7) << (21 * (n) + 8)),                      \
		      AL(0, 0, NM("rd"), IMMF(21 * (n) + 8, 3, 0))),                              \
		   T(sched_tail##n)),                                                              \
	};                                                                                         \
	static const struct isa_alt c_sched##n[] = {                                              \
		AL(0, 0, SEO, NM("st"), IMMF(21 * (n), 4, 0), T(sched_mid##n)),                   \
	}
SCHED_FIELD(0);
SCHED_FIELD(1);
SCHED_FIELD(2);

static const struct isa_form gm107_sched_forms[] = {
	FR(0, B(63), VALL, NM("sched"), T(sched0), T(sched1), T(sched2)),
	FR(0, 0, VALL, UNK),
};

/* ---------------------------------------------------------------- operands */

#define AMEM {.kind = ISA_MEM, .flags = ISA_RZ, .str = "a", .str2 = "r", .f = {8, 8}, .f2 = {20, 10}, .shl = 0}
#define AMEM28 {.kind = ISA_MEM, .flags = ISA_RZ, .str = "a", .str2 = "r", .f = {8, 8}, .f2 = {28, 10}, .shl = 0}
#define AMEMIDX {.kind = ISA_MEM, .flags = ISA_RZ, .str = "a", .str2 = "r", .f = {8, 8}}
#define ATOMMEM0 {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SIGNED, .str = "g", .str2 = "r", .f = {8, 8}, .f2 = {28, 20}, .shl = 0}
#define ATOMMEM1 {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SIGNED, .str = "s", .str2 = "r", .f = {8, 8}, .f2 = {30, 22}, .shl = 2}
#define BTARG {.kind = ISA_CTARG, .flags = ISA_SIGNED|ISA_PCREL|ISA_PCADD8, .f = {20, 24}, .shl = 0}
#define C34_RZ_O14_20 {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SPACEIDX|ISA_SIGNED, .str = "c", .f3 = {34, 5}, .f2 = {20, 14}, .shl = 2}
#define C36_08_S16_20 {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SPACEIDX|ISA_SIGNED, .str = "c", .f3 = {36, 5}, .str2 = "r", .f = {8, 8}, .f2 = {20, 16}, .shl = 0}
#define C36_RZ_S16_20 {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SPACEIDX|ISA_SIGNED, .str = "c", .f3 = {36, 5}, .f2 = {20, 16}, .shl = 0}
#define CCTLLMEM {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SIGNED, .str = "l", .str2 = "r", .f = {8, 8}, .f2 = {22, 22}, .shl = 2}
#define CCTLMEM {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SIGNED, .str = "g", .str2 = "r", .f = {8, 8}, .f2 = {22, 30}, .shl = 2}
#define D20_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 19, 56, 1}, .shl = 44}
#define F20_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 19, 56, 1}, .shl = 12}
#define F32_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 32}, .shl = 0}
#define GMEM {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SIGNED, .str = "g", .str2 = "r", .f = {8, 8}, .f2 = {20, 32}, .shl = 0}
#define INV_PRED41 {.kind = ISA_REG, .flags = ISA_PT|ISA_XORREG, .f = {41, 3}, .str = "p"}
#define ISBERDMEM {.kind = ISA_MEM, .flags = ISA_RZ, .str = "p", .str2 = "r", .f = {8, 8}}
#define LMEM {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SIGNED, .str = "l", .str2 = "r", .f = {8, 8}, .f2 = {20, 24}, .shl = 0}
#define NCGMEM {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SIGNED, .str = "ncg", .str2 = "r", .f = {8, 8}, .f2 = {20, 24}, .shl = 0}
#define NCGMEM_20 {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SIGNED, .str = "ncg", .str2 = "r", .f = {8, 8}, .f2 = {20, 20}, .shl = 0}
#define PLDMEM {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SIGNED, .str = "pix", .str2 = "r", .f = {8, 8}, .f2 = {20, 8}, .shl = 0}
#define PRED00 {.kind = ISA_REG, .flags = ISA_PT, .f = {0, 3}, .str = "p"}
#define PRED03 {.kind = ISA_REG, .flags = ISA_PT, .f = {3, 3}, .str = "p"}
#define PRED12 {.kind = ISA_REG, .flags = ISA_PT, .f = {12, 3}, .str = "p"}
#define PRED16 {.kind = ISA_REG, .flags = ISA_PT, .f = {16, 3}, .str = "p"}
#define PRED29 {.kind = ISA_REG, .flags = ISA_PT, .f = {29, 3}, .str = "p"}
#define PRED39 {.kind = ISA_REG, .flags = ISA_PT, .f = {39, 3}, .str = "p"}
#define PRED44 {.kind = ISA_REG, .flags = ISA_PT, .f = {44, 3}, .str = "p"}
#define PRED45 {.kind = ISA_REG, .flags = ISA_PT, .f = {45, 3}, .str = "p"}
#define PRED47 {.kind = ISA_REG, .flags = ISA_PT, .f = {47, 3}, .str = "p"}
#define PRED48 {.kind = ISA_REG, .flags = ISA_PT, .f = {48, 3}, .str = "p"}
#define PRED58 {.kind = ISA_REG, .flags = ISA_PT, .f = {58, 3}, .str = "p"}
#define REDMEM0 {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SIGNED, .str = "g", .str2 = "r", .f = {8, 8}, .f2 = {28, 20}, .shl = 0}
#define REG_00 {.kind = ISA_REG, .flags = ISA_RZ, .f = {0, 8}, .str = "r"}
#define REG_08 {.kind = ISA_REG, .flags = ISA_RZ, .f = {8, 8}, .str = "r"}
#define REG_20 {.kind = ISA_REG, .flags = ISA_RZ, .f = {20, 8}, .str = "r"}
#define REG_28 {.kind = ISA_REG, .flags = ISA_RZ, .f = {28, 8}, .str = "r"}
#define REG_39 {.kind = ISA_REG, .flags = ISA_RZ, .f = {39, 8}, .str = "r"}
#define S11_20 {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {20, 11}, .shl = 0}
#define S16_20 U16_20 /* sic: unsigned in envydis too */
#define S20_20 {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {20, 19, 56, 1}, .shl = 0}
#define S24_20 {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {20, 24}, .shl = 0}
#define S32_20 {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {20, 32}, .shl = 0}
#define SMEM {.kind = ISA_MEM, .flags = ISA_RZ|ISA_SIGNED, .str = "s", .str2 = "r", .f = {8, 8}, .f2 = {20, 24}, .shl = 0}
#define SUREDMEM {.kind = ISA_MEM, .flags = ISA_RZ, .str = "g", .str2 = "r", .f = {8, 8}}
#define SYS_20 {.kind = ISA_REG, .flags = 0, .f = {20, 8}, .str = "s", .syms = gm107_sregs}
#define U03_26 {.kind = ISA_IMM, .flags = 0, .f = {26, 3}, .shl = 0}
#define U04_12 {.kind = ISA_IMM, .flags = 0, .f = {12, 4}, .shl = 0}
#define U04_28 {.kind = ISA_IMM, .flags = 0, .f = {28, 4}, .shl = 0}
#define U04_31 {.kind = ISA_IMM, .flags = 0, .f = {31, 4}, .shl = 0}
#define U04_39 {.kind = ISA_IMM, .flags = 0, .f = {39, 4}, .shl = 0}
#define U05_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 5}, .shl = 0}
#define U05_28 {.kind = ISA_IMM, .flags = 0, .f = {28, 5}, .shl = 0}
#define U05_39 {.kind = ISA_IMM, .flags = 0, .f = {39, 5}, .shl = 0}
#define U05_51 {.kind = ISA_IMM, .flags = 0, .f = {51, 5}, .shl = 0}
#define U05_53 {.kind = ISA_IMM, .flags = 0, .f = {53, 5}, .shl = 0}
#define U06_00 {.kind = ISA_IMM, .flags = 0, .f = {0, 6}, .shl = 0}
#define U06_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 6}, .shl = 0}
#define U08_08 {.kind = ISA_IMM, .flags = 0, .f = {8, 8}, .shl = 0}
#define U08_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 8}, .shl = 0}
#define U08_28 {.kind = ISA_IMM, .flags = 0, .f = {28, 8}, .shl = 0}
#define U08_48 {.kind = ISA_IMM, .flags = 0, .f = {48, 8}, .shl = 0}
#define U09_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 9}, .shl = 6}
#define U09_30 {.kind = ISA_IMM, .flags = 0, .f = {30, 9}, .shl = 6}
#define U12_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 12}, .shl = 0}
#define U13_34 {.kind = ISA_IMM, .flags = 0, .f = {34, 13}, .shl = 0}
#define U13_36 {.kind = ISA_IMM, .flags = 0, .f = {36, 13}, .shl = 0}
#define U16_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 16}, .shl = 0}
#define U16_36 {.kind = ISA_IMM, .flags = 0, .f = {36, 16}, .shl = 0}
#define U20_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 20}, .shl = 0}
#define U24_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 24}, .shl = 0}
#define U32_20 {.kind = ISA_IMM, .flags = 0, .f = {20, 32}, .shl = 0}
#define U36_13 {.kind = ISA_IMM, .flags = 0, .f = {36, 13}, .shl = 0}

static const struct isa_alt c_pred12[] = {
	A(U64(0), U64(0), VALL, ON(15, "not"), PRED12),
};

static const struct isa_alt c_pred29[] = {
	A(U64(0), U64(0), VALL, ON(32, "not"), PRED29),
};

static const struct isa_alt c_pred39[] = {
	A(U64(0), U64(0), VALL, ON(42, "not"), PRED39),
};

static const struct isa_alt c_pred47[] = {
	A(U64(0), U64(0), VALL, ON(50, "not"), PRED47),
};

/* the guard: bits 16-18 a predicate, bit 19 "not"; $p7 alone (always) is
 * not printed, "not $p7" is "never". ISA_GUARD: printed before the mnemonic. */
static const struct isa_alt c_pred[] = {
	A(U64(0x0000000000070000), U64(0x00000000000f0000), VALL),
	A(U64(0x00000000000f0000), U64(0x00000000000f0000), VALL, {.kind = ISA_NAME, .flags = ISA_GUARD, .str = "never"}),
	A(U64(0), U64(0), VALL, CH(AL(0, B(19)), AL(B(19), B(19), {.kind = ISA_NAME, .flags = ISA_GUARD, .str = "not"})),
	  {.kind = ISA_REG, .flags = ISA_PT | ISA_GUARD, .f = {16, 3}, .str = "p"}),
};

static const struct isa_alt c_fbe0_0[] = {
	A(U64(0x0000008000000000), U64(0x0000018000000000), VALL, NM("emit")),
	A(U64(0x0000010000000000), U64(0x0000018000000000), VALL, NM("cut")),
	A(U64(0x0000018000000000), U64(0x0000018000000000), VALL, NM("emit_then_cut")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_f0f8_0[] = {
	A(U64(0x0000000000000000), U64(0x000000000000001f), VALL, NM("f")),
	A(U64(0x0000000000000001), U64(0x000000000000001f), VALL, NM("lt")),
	A(U64(0x0000000000000002), U64(0x000000000000001f), VALL, NM("eq")),
	A(U64(0x0000000000000003), U64(0x000000000000001f), VALL, NM("le")),
	A(U64(0x0000000000000004), U64(0x000000000000001f), VALL, NM("gt")),
	A(U64(0x0000000000000005), U64(0x000000000000001f), VALL, NM("ne")),
	A(U64(0x0000000000000006), U64(0x000000000000001f), VALL, NM("ge")),
	A(U64(0x0000000000000007), U64(0x000000000000001f), VALL, NM("num")),
	A(U64(0x0000000000000008), U64(0x000000000000001f), VALL, NM("nan")),
	A(U64(0x0000000000000009), U64(0x000000000000001f), VALL, NM("ltu")),
	A(U64(0x000000000000000a), U64(0x000000000000001f), VALL, NM("equ")),
	A(U64(0x000000000000000b), U64(0x000000000000001f), VALL, NM("leu")),
	A(U64(0x000000000000000c), U64(0x000000000000001f), VALL, NM("gtu")),
	A(U64(0x000000000000000d), U64(0x000000000000001f), VALL, NM("neu")),
	A(U64(0x000000000000000e), U64(0x000000000000001f), VALL, NM("geu")),
	A(U64(0x000000000000000f), U64(0x000000000000001f), VALL),
	A(U64(0x0000000000000010), U64(0x000000000000001f), VALL, NM("off")),
	A(U64(0x0000000000000011), U64(0x000000000000001f), VALL, NM("lo")),
	A(U64(0x0000000000000012), U64(0x000000000000001f), VALL, NM("sff")),
	A(U64(0x0000000000000013), U64(0x000000000000001f), VALL, NM("ls")),
	A(U64(0x0000000000000014), U64(0x000000000000001f), VALL, NM("hi")),
	A(U64(0x0000000000000015), U64(0x000000000000001f), VALL, NM("sft")),
	A(U64(0x0000000000000016), U64(0x000000000000001f), VALL, NM("hs")),
	A(U64(0x0000000000000017), U64(0x000000000000001f), VALL, NM("oft")),
	A(U64(0x0000000000000018), U64(0x000000000000001f), VALL, NM("csm_ta")),
	A(U64(0x0000000000000019), U64(0x000000000000001f), VALL, NM("csm_tr")),
	A(U64(0x000000000000001a), U64(0x000000000000001f), VALL, NM("csm_mx")),
	A(U64(0x000000000000001b), U64(0x000000000000001f), VALL, NM("fcsm_ta")),
	A(U64(0x000000000000001c), U64(0x000000000000001f), VALL, NM("fcsm_tr")),
	A(U64(0x000000000000001d), U64(0x000000000000001f), VALL, NM("fcsm_mx")),
	A(U64(0x000000000000001e), U64(0x000000000000001f), VALL, NM("rle")),
	A(U64(0x000000000000001f), U64(0x000000000000001f), VALL, NM("rgt")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_f0f0_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000020000000), VALL),
	A(U64(0x0000000020000000), U64(0x0000000020000000), VALL, NM("le")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_f0c0_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000300000000), VALL),
	A(U64(0x0000000100000000), U64(0x0000000300000000), VALL, NM("result")),
	A(U64(0x0000000200000000), U64(0x0000000300000000), VALL, NM("warp")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eff0_0[] = {
	A(U64(0x0000000000000000), U64(0x0001800000000000), VALL, NM("b32")),
	A(U64(0x0000800000000000), U64(0x0001800000000000), VALL, NM("b64")),
	A(U64(0x0001000000000000), U64(0x0001800000000000), VALL, NM("b96")),
	A(U64(0x0001800000000000), U64(0x0001800000000000), VALL, NM("b128")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_efe8_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000380000000), VALL),
	A(U64(0x0000000080000000), U64(0x0000000380000000), VALL, NM("covmask")),
	A(U64(0x0000000100000000), U64(0x0000000380000000), VALL, NM("covered")),
	A(U64(0x0000000180000000), U64(0x0000000380000000), VALL, NM("offset")),
	A(U64(0x0000000200000000), U64(0x0000000380000000), VALL, NM("centroid_offset")),
	A(U64(0x0000000280000000), U64(0x0000000380000000), VALL, NM("my_index")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_efd0_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000600000000), VALL),
	A(U64(0x0000000200000000), U64(0x0000000600000000), VALL, NM("patch")),
	A(U64(0x0000000400000000), U64(0x0000000600000000), VALL, NM("prim")),
	A(U64(0x0000000600000000), U64(0x0000000600000000), VALL, NM("attr")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_efd0sz[] = {
	A(U64(0x0000000000000000), U64(0x0001800000000000), VALL),
	A(U64(0x0000800000000000), U64(0x0001800000000000), VALL, NM("u16")),
	A(U64(0x0001000000000000), U64(0x0001800000000000), VALL, NM("b32")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef98_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000000000300), VALL, NM("cta")),
	A(U64(0x0000000000000100), U64(0x0000000000000300), VALL, NM("gl")),
	A(U64(0x0000000000000200), U64(0x0000000000000300), VALL, NM("sys")),
	A(U64(0x0000000000000300), U64(0x0000000000000300), VALL, NM("vc")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef98_1[] = {
	A(U64(0x0000000000000000), U64(0x0000000000000003), VALL),
	A(U64(0x0000000000000001), U64(0x0000000000000003), VALL, NM("ivalld")),
	A(U64(0x0000000000000002), U64(0x0000000000000003), VALL, NM("ivallt")),
	A(U64(0x0000000000000003), U64(0x0000000000000003), VALL, NM("ivalltd")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef90_0[] = {
	A(U64(0x0000000000000000), U64(0x0000300000000000), VALL),
	A(U64(0x0000100000000000), U64(0x0000300000000000), VALL, NM("il")),
	A(U64(0x0000200000000000), U64(0x0000300000000000), VALL, NM("is")),
	A(U64(0x0000300000000000), U64(0x0000300000000000), VALL, NM("isl")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef90sz[] = {
	A(U64(0x0000000000000000), U64(0x0007000000000000), VALL, NM("u8")),
	A(U64(0x0001000000000000), U64(0x0007000000000000), VALL, NM("s8")),
	A(U64(0x0002000000000000), U64(0x0007000000000000), VALL, NM("u16")),
	A(U64(0x0003000000000000), U64(0x0007000000000000), VALL, NM("s16")),
	A(U64(0x0004000000000000), U64(0x0007000000000000), VALL, NM("b32")),
	A(U64(0x0005000000000000), U64(0x0007000000000000), VALL, NM("b64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef80_0[] = {
	A(U64(0x0000000000000001), U64(0x000000000000000f), VALL, NM("pf1")),
	A(U64(0x0000000000000002), U64(0x000000000000000f), VALL, NM("pf1.5")),
	A(U64(0x0000000000000003), U64(0x000000000000000f), VALL, NM("pf2")),
	A(U64(0x0000000000000004), U64(0x000000000000000f), VALL, NM("wb")),
	A(U64(0x0000000000000005), U64(0x000000000000000f), VALL, NM("iv")),
	A(U64(0x000000000000ff06), U64(0x00000fffffc0ff0f), VALL, NM("ivall")),
	A(U64(0x0000000000000007), U64(0x000000000000000f), VALL, NM("rs")),
	A(U64(0x0000000000000008), U64(0x000000000000000f), VALL, NM("what?")),
	A(U64(0x0000000000000009), U64(0x000000000000000f), VALL, NM("rslb")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef80ct[] = {
	A(U64(0x0000000000000000), U64(0x0000000000000070), VALL),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef60_0[] = {
	A(U64(0x0000000000000000), U64(0x000000000000000f), VALL, NM("qry1")),
	A(U64(0x0000000000000001), U64(0x000000000000000f), VALL, NM("pf1")),
	A(U64(0x0000000000000002), U64(0x000000000000000f), VALL, NM("pf1.5")),
	A(U64(0x0000000000000003), U64(0x000000000000000f), VALL, NM("pf2")),
	A(U64(0x0000000000000004), U64(0x000000000000000f), VALL, NM("wb")),
	A(U64(0x0000000000000005), U64(0x000000000000000f), VALL, NM("iv")),
	A(U64(0x000000000000ff06), U64(0x00000fffffc0ff0f), VALL, NM("ivall")),
	A(U64(0x0000000000000007), U64(0x000000000000000f), VALL, NM("rs")),
	A(U64(0x0000000000000008), U64(0x000000000000000f), VALL, NM("what?")),
	A(U64(0x0000000000000009), U64(0x000000000000000f), VALL, NM("rslb")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef60ct[] = {
	A(U64(0x0000000000000000), U64(0x0000000000000070), VALL),
	A(U64(0x0000000000000010), U64(0x0000000000000070), VALL, NM("u")),
	A(U64(0x0000000000000020), U64(0x0000000000000070), VALL, NM("c")),
	A(U64(0x0000000000000030), U64(0x0000000000000070), VALL, NM("i")),
	A(U64(0x0000000000000040), U64(0x0000000000000070), VALL, NM("crs")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef58sz[] = {
	A(U64(0x0000000000000000), U64(0x0007000000000000), VALL, NM("u8")),
	A(U64(0x0001000000000000), U64(0x0007000000000000), VALL, NM("s8")),
	A(U64(0x0002000000000000), U64(0x0007000000000000), VALL, NM("u16")),
	A(U64(0x0003000000000000), U64(0x0007000000000000), VALL, NM("s16")),
	A(U64(0x0004000000000000), U64(0x0007000000000000), VALL, NM("b32")),
	A(U64(0x0005000000000000), U64(0x0007000000000000), VALL, NM("b64")),
	A(U64(0x0006000000000000), U64(0x0007000000000000), VALL, NM("b128")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef50_0[] = {
	A(U64(0x0000000000000000), U64(0x0000300000000000), VALL),
	A(U64(0x0000100000000000), U64(0x0000300000000000), VALL, NM("cg")),
	A(U64(0x0000200000000000), U64(0x0000300000000000), VALL, NM("cs")),
	A(U64(0x0000300000000000), U64(0x0000300000000000), VALL, NM("wt")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef40_0[] = {
	A(U64(0x0000000000000000), U64(0x0000300000000000), VALL),
	A(U64(0x0000100000000000), U64(0x0000300000000000), VALL, NM("lu")),
	A(U64(0x0000200000000000), U64(0x0000300000000000), VALL, NM("ci")),
	A(U64(0x0000300000000000), U64(0x0000300000000000), VALL, NM("cv")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef10_0[] = {
	A(U64(0x0000000000000000), U64(0x00000000c0000000), VALL, NM("idx")),
	A(U64(0x0000000040000000), U64(0x00000000c0000000), VALL, NM("up")),
	A(U64(0x0000000080000000), U64(0x00000000c0000000), VALL, NM("down")),
	A(U64(0x00000000c0000000), U64(0x00000000c0000000), VALL, NM("bfly")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ef10_1[] = {
	A(U64(0x00000000000000000), U64(0x0000000030000000), VALL, REG_20, REG_39),
	A(U64(0x00000000010000000), U64(0x0000000030000000), VALL, U05_20, REG_39),
	A(U64(0x00000000020000000), U64(0x0000000030000000), VALL, REG_20, U13_34),
	A(U64(0x00000000030000000), U64(0x0000000030000000), VALL, U05_20, U13_34),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eed8_0[] = {
	A(U64(0x0000000000000000), U64(0x0000c00000000000), VALL),
	A(U64(0x0000400000000000), U64(0x0000c00000000000), VALL, NM("cg")),
	A(U64(0x0000800000000000), U64(0x0000c00000000000), VALL, NM("cs")),
	A(U64(0x0000c00000000000), U64(0x0000c00000000000), VALL, NM("wt")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eed0_0[] = {
	A(U64(0x0000000000000000), U64(0x0000c00000000000), VALL),
	A(U64(0x0000400000000000), U64(0x0000c00000000000), VALL, NM("cg")),
	A(U64(0x0000800000000000), U64(0x0000c00000000000), VALL, NM("ci")),
	A(U64(0x0000c00000000000), U64(0x0000c00000000000), VALL, NM("cv")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eed0sz[] = {
	A(U64(0x0000000000000000), U64(0x0007000000000000), VALL, NM("u8")),
	A(U64(0x0001000000000000), U64(0x0007000000000000), VALL, NM("s8")),
	A(U64(0x0002000000000000), U64(0x0007000000000000), VALL, NM("u16")),
	A(U64(0x0003000000000000), U64(0x0007000000000000), VALL, NM("s16")),
	A(U64(0x0004000000000000), U64(0x0007000000000000), VALL, NM("b32")),
	A(U64(0x0005000000000000), U64(0x0007000000000000), VALL, NM("b64")),
	A(U64(0x0006000000000000), U64(0x0007000000000000), VALL, NM("b128")),
	A(U64(0x0007000000000000), U64(0x0007000000000000), VALL, NM("u"), NM("b128")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ee00_0[] = {
	A(U64(0x0000000000000000), U64(0x0060000000000000), VALL, NM("cast")),
	A(U64(0x0020000000000000), U64(0x0060000000000000), VALL, NM("cast"), NM("spin")),
	A(U64(0x0040000000000000), U64(0x0060000000000000), VALL, NM("cas")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ee00sz[] = {
	A(U64(0x0000000000000000), U64(0x0010000000000000), VALL, NM("b32")),
	A(U64(0x0010000000000000), U64(0x0010000000000000), VALL, NM("b64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eef0sz[] = {
	A(U64(0x0000000000000000), U64(0x0002000000000000), VALL, NM("b32")),
	A(U64(0x0002000000000000), U64(0x0002000000000000), VALL, NM("b64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ed00_0[] = {
	A(U64(0x0000000000000000), U64(0x00f0000000000000), VALL, NM("add")),
	A(U64(0x0010000000000000), U64(0x00f0000000000000), VALL, NM("min")),
	A(U64(0x0020000000000000), U64(0x00f0000000000000), VALL, NM("max")),
	A(U64(0x0030000000000000), U64(0x00f0000000000000), VALL, NM("inc")),
	A(U64(0x0040000000000000), U64(0x00f0000000000000), VALL, NM("dec")),
	A(U64(0x0050000000000000), U64(0x00f0000000000000), VALL, NM("and")),
	A(U64(0x0060000000000000), U64(0x00f0000000000000), VALL, NM("or")),
	A(U64(0x0070000000000000), U64(0x00f0000000000000), VALL, NM("xor")),
	A(U64(0x0080000000000000), U64(0x00f0000000000000), VALL, NM("exch")),
	A(U64(0x00a0000000000000), U64(0x00f0000000000000), VALL, NM("safeadd")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ed00sz[] = {
	A(U64(0x0000000000000000), U64(0x000e000000000000), VALL, NM("u32")),
	A(U64(0x0002000000000000), U64(0x000e000000000000), VALL, NM("s32")),
	A(U64(0x0004000000000000), U64(0x000e000000000000), VALL, NM("u64")),
	A(U64(0x0006000000000000), U64(0x000e000000000000), VALL, NM("ftz"), NM("rn"), NM("f32")),
	A(U64(0x0008000000000000), U64(0x000e000000000000), VALL, NM("u128")),
	A(U64(0x000a000000000000), U64(0x000e000000000000), VALL, NM("s64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ec00_0[] = {
	A(U64(0x0000000000000000), U64(0x00f0000000000000), VALL, NM("add")),
	A(U64(0x0010000000000000), U64(0x00f0000000000000), VALL, NM("min")),
	A(U64(0x0020000000000000), U64(0x00f0000000000000), VALL, NM("max")),
	A(U64(0x0030000000000000), U64(0x00f0000000000000), VALL, NM("inc")),
	A(U64(0x0040000000000000), U64(0x00f0000000000000), VALL, NM("dec")),
	A(U64(0x0050000000000000), U64(0x00f0000000000000), VALL, NM("and")),
	A(U64(0x0060000000000000), U64(0x00f0000000000000), VALL, NM("or")),
	A(U64(0x0070000000000000), U64(0x00f0000000000000), VALL, NM("xor")),
	A(U64(0x0080000000000000), U64(0x00f0000000000000), VALL, NM("exch")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ec00sz[] = {
	A(U64(0x0000000000000000), U64(0x0000000030000000), VALL, NM("u32")),
	A(U64(0x0000000010000000), U64(0x0000000030000000), VALL, NM("s32")),
	A(U64(0x0000000020000000), U64(0x0000000030000000), VALL, NM("u64")),
	A(U64(0x0000000030000000), U64(0x0000000030000000), VALL, NM("s64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ebf8_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000003800000), VALL, NM("add")),
	A(U64(0x0000000000800000), U64(0x0000000003800000), VALL, NM("min")),
	A(U64(0x0000000001000000), U64(0x0000000003800000), VALL, NM("max")),
	A(U64(0x0000000001800000), U64(0x0000000003800000), VALL, NM("inc")),
	A(U64(0x0000000002000000), U64(0x0000000003800000), VALL, NM("dec")),
	A(U64(0x0000000002800000), U64(0x0000000003800000), VALL, NM("and")),
	A(U64(0x0000000003000000), U64(0x0000000003800000), VALL, NM("or")),
	A(U64(0x0000000003800000), U64(0x0000000003800000), VALL, NM("xor")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ebf8sz[] = {
	A(U64(0x0000000000000000), U64(0x0000000000700000), VALL, NM("u32")),
	A(U64(0x0000000000100000), U64(0x0000000000700000), VALL, NM("s32")),
	A(U64(0x0000000000200000), U64(0x0000000000700000), VALL, NM("u64")),
	A(U64(0x0000000000300000), U64(0x0000000000700000), VALL, NM("ftz"), NM("rn"), NM("f32")),
	A(U64(0x0000000000400000), U64(0x0000000000700000), VALL, NM("u128")),
	A(U64(0x0000000000500000), U64(0x0000000000700000), VALL, NM("s64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ebf0_0[] = {
	A(U64(0x0000000000000003), U64(0x0000000000000000), VALL, NM("ivall")),
	A(U64(0x0000000000000003), U64(0x0000000000000000), VALL, NM("ivth"), U13_36),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ebe0_0[] = {
	A(U64(0x0000008000000000), U64(0x0000018000000000), VALL, NM("emit")),
	A(U64(0x0000010000000000), U64(0x0000018000000000), VALL, NM("cut")),
	A(U64(0x0000018000000000), U64(0x0000018000000000), VALL, NM("emit_then_cut")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eb40_0[] = {
	A(U64(0x0000000000000000), U64(0x0010000000000000), VALL, NM("p")),
	A(U64(0x0010000000000000), U64(0x0010000000000000), VALL, NM("d")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eb40_1[] = {
	A(U64(0x0000000000000000), U64(0x0000000e00000000), VALL, NM("t1d")),
	A(U64(0x0000000200000000), U64(0x0000000e00000000), VALL, NM("b1d")),
	A(U64(0x0000000400000000), U64(0x0000000e00000000), VALL, NM("a1d")),
	A(U64(0x0000000600000000), U64(0x0000000e00000000), VALL, NM("t2d")),
	A(U64(0x0000000800000000), U64(0x0000000e00000000), VALL, NM("a2d")),
	A(U64(0x0000000a00000000), U64(0x0000000e00000000), VALL, NM("t3d")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eb40_2[] = {
	A(U64(0x0000000000000000), U64(0x0000000007000000), VALL, NM("add")),
	A(U64(0x0000000001000000), U64(0x0000000007000000), VALL, NM("min")),
	A(U64(0x0000000002000000), U64(0x0000000007000000), VALL, NM("max")),
	A(U64(0x0000000003000000), U64(0x0000000007000000), VALL, NM("inc")),
	A(U64(0x0000000004000000), U64(0x0000000007000000), VALL, NM("dec")),
	A(U64(0x0000000005000000), U64(0x0000000007000000), VALL, NM("and")),
	A(U64(0x0000000006000000), U64(0x0000000007000000), VALL, NM("or")),
	A(U64(0x0000000007000000), U64(0x0000000007000000), VALL, NM("xor")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eb40_3[] = {
	A(U64(0x0000000000000000), U64(0x0006000000000000), VALL, NM("ign")),
	A(U64(0x0002000000000000), U64(0x0006000000000000), VALL),
	A(U64(0x0004000000000000), U64(0x0006000000000000), VALL, NM("trap")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eb40_4[] = {
	A(U64(0x0000000000000000), U64(0x0008000000000000), VALL, REG_39),
	A(U64(0x0008000000000000), U64(0x0008000000000000), VALL, U36_13),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eb20_0[] = {
	A(U64(0x0010000000000000), U64(0x0010000000800000), VALL, NM("ba")),
	A(U64(0x0000000000000000), U64(0x0000000000000000), VALL),
};

static const struct isa_alt c_eb20_1[] = {
	A(U64(0x0000000000100000), U64(0x0010000000f00000), VALL, NM("r")),
	A(U64(0x0000000000200000), U64(0x0010000000f00000), VALL, NM("g")),
	A(U64(0x0000000000300000), U64(0x0010000000f00000), VALL, NM("rg")),
	A(U64(0x0000000000400000), U64(0x0010000000f00000), VALL, NM("b")),
	A(U64(0x0000000000500000), U64(0x0010000000f00000), VALL, NM("rb")),
	A(U64(0x0000000000600000), U64(0x0010000000f00000), VALL, NM("gb")),
	A(U64(0x0000000000700000), U64(0x0010000000f00000), VALL, NM("rgb")),
	A(U64(0x0000000000800000), U64(0x0010000000f00000), VALL, NM("a")),
	A(U64(0x0000000000900000), U64(0x0010000000f00000), VALL, NM("ra")),
	A(U64(0x0000000000a00000), U64(0x0010000000f00000), VALL, NM("ga")),
	A(U64(0x0000000000b00000), U64(0x0010000000f00000), VALL, NM("rga")),
	A(U64(0x0000000000c00000), U64(0x0010000000f00000), VALL, NM("ba")),
	A(U64(0x0000000000d00000), U64(0x0010000000f00000), VALL, NM("rba")),
	A(U64(0x0000000000e00000), U64(0x0010000000f00000), VALL, NM("gba")),
	A(U64(0x0000000000f00000), U64(0x0010000000f00000), VALL, NM("rgba")),
	A(U64(0x0010000000000000), U64(0x0010000000f00000), VALL, NM("u8")),
	A(U64(0x0010000000100000), U64(0x0010000000f00000), VALL, NM("s8")),
	A(U64(0x0010000000200000), U64(0x0010000000f00000), VALL, NM("u16")),
	A(U64(0x0010000000300000), U64(0x0010000000f00000), VALL, NM("s16")),
	A(U64(0x0010000000400000), U64(0x0010000000f00000), VALL, NM("b32")),
	A(U64(0x0010000000500000), U64(0x0010000000f00000), VALL, NM("b64")),
	A(U64(0x0010000000600000), U64(0x0010000000f00000), VALL, NM("b128")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eb20_2[] = {
	A(U64(0x0000000000000000), U64(0x0000000003000000), VALL),
	A(U64(0x0000000001000000), U64(0x0000000003000000), VALL, NM("cg")),
	A(U64(0x0000000002000000), U64(0x0000000003000000), VALL, NM("cs")),
	A(U64(0x0000000003000000), U64(0x0000000003000000), VALL, NM("wt")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_eb00_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000003000000), VALL),
	A(U64(0x0000000001000000), U64(0x0000000003000000), VALL, NM("cg")),
	A(U64(0x0000000002000000), U64(0x0000000003000000), VALL, NM("ci")),
	A(U64(0x0000000003000000), U64(0x0000000003000000), VALL, NM("cv")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_e3a0_0[] = {
	A(U64(0x0000000000000040), U64(0x00000000000001c0), VALL, NM("drain_illegal")),
	A(U64(0x0000000000000080), U64(0x00000000000001c0), VALL, NM("cal")),
	A(U64(0x00000000000000c0), U64(0x00000000000001c0), VALL, NM("pause")),
	A(U64(0x0000000000000100), U64(0x00000000000001c0), VALL, NM("trap")),
	A(U64(0x0000000000000140), U64(0x00000000000001c0), VALL, NM("int")),
	A(U64(0x0000000000000180), U64(0x00000000000001c0), VALL, NM("drain")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_e360_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000000000003), VALL),
	A(U64(0x0000000000000001), U64(0x0000000000000003), VALL, NM("terminate")),
	A(U64(0x0000000000000002), U64(0x0000000000000003), VALL, NM("fallthrough")),
	A(U64(0x0000000000000003), U64(0x0000000000000003), VALL, NM("preempted")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_e000_0[] = {
	A(U64(0x0000000000000000), U64(0x00c0000000000000), VALL, NM("pass")),
	A(U64(0x0040000000000000), U64(0x00c0000000000000), VALL),
	A(U64(0x0080000000000000), U64(0x00c0000000000000), VALL, NM("constant")),
	A(U64(0x00c0000000000000), U64(0x00c0000000000000), VALL, NM("sc")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_e000_1[] = {
	A(U64(0x0000000000000000), U64(0x0030000000000000), VALL),
	A(U64(0x0010000000000000), U64(0x0030000000000000), VALL, NM("centroid")),
	A(U64(0x0020000000000000), U64(0x0030000000000000), VALL, NM("offset")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_df60_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000060000000), VALL, NM("t1d")),
	A(U64(0x0000000020000000), U64(0x0000000060000000), VALL, NM("t2d")),
	A(U64(0x0000000040000000), U64(0x0000000060000000), VALL, NM("t3d")),
	A(U64(0x0000000060000000), U64(0x0000000060000000), VALL, NM("tcube")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_df50_0[] = {
	A(U64(0x0000000000400000), U64(0x000000000fc00000), VALL, NM("dimension")),
	A(U64(0x0000000000800000), U64(0x000000000fc00000), VALL, NM("texture_type")),
	A(U64(0x0000000001400000), U64(0x000000000fc00000), VALL, NM("sample_pos")),
	A(U64(0x0000000004000000), U64(0x000000000fc00000), VALL, NM("filter")),
	A(U64(0x0000000004800000), U64(0x000000000fc00000), VALL, NM("lod")),
	A(U64(0x0000000005000000), U64(0x000000000fc00000), VALL, NM("wrap")),
	A(U64(0x0000000005800000), U64(0x000000000fc00000), VALL, NM("border_color")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_df00_0[] = {
	A(U64(0x0000000000000000), U64(0x0030000000000000), VALL, NM("r")),
	A(U64(0x0010000000000000), U64(0x0030000000000000), VALL, NM("g")),
	A(U64(0x0020000000000000), U64(0x0030000000000000), VALL, NM("b")),
	A(U64(0x0030000000000000), U64(0x0030000000000000), VALL, NM("a")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_def8_0[] = {
	A(U64(0x0000000000000000), U64(0x000000c000000000), VALL, NM("r")),
	A(U64(0x0000004000000000), U64(0x000000c000000000), VALL, NM("g")),
	A(U64(0x0000008000000000), U64(0x000000c000000000), VALL, NM("b")),
	A(U64(0x000000c000000000), U64(0x000000c000000000), VALL, NM("a")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_def8_1[] = {
	A(U64(0x0000000000000000), U64(0x0000003000000000), VALL),
	A(U64(0x0000001000000000), U64(0x0000003000000000), VALL, NM("aoffi")),
	A(U64(0x0000002000000000), U64(0x0000003000000000), VALL, NM("ptp")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_deb8_0[] = {
	A(U64(0x0000000000000000), U64(0x000000e000000000), VALL),
	A(U64(0x0000002000000000), U64(0x000000e000000000), VALL, NM("lz")),
	A(U64(0x0000004000000000), U64(0x000000e000000000), VALL, NM("lb")),
	A(U64(0x0000006000000000), U64(0x000000e000000000), VALL, NM("ll")),
	A(U64(0x000000c000000000), U64(0x000000e000000000), VALL, NM("lba")),
	A(U64(0x000000e000000000), U64(0x000000e000000000), VALL, NM("lla")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_dc38_0[] = {
	A(U64(0x0000000000000000), U64(0x0080000000000000), VALL, NM("lz")),
	A(U64(0x0080000000000000), U64(0x0080000000000000), VALL, NM("ll")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_d200_0[] = {
	A(U64(0x0000000000000000), U64(0x01e0000000000000), VALL, NM("lz")),
	A(U64(0x0020000000000000), U64(0x01e0000000000000), VALL, NM("ll")),
	A(U64(0x0040000000000000), U64(0x01e0000000000000), VALL, NM("lz")),
	A(U64(0x0080000000000000), U64(0x01e0000000000000), VALL, NM("lz"), NM("aoffi")),
	A(U64(0x00a0000000000000), U64(0x01e0000000000000), VALL, NM("ll")),
	A(U64(0x00c0000000000000), U64(0x01e0000000000000), VALL, NM("lz"), NM("mz")),
	A(U64(0x00e0000000000000), U64(0x01e0000000000000), VALL, NM("lz")),
	A(U64(0x0100000000000000), U64(0x01e0000000000000), VALL, NM("lz")),
	A(U64(0x0180000000000000), U64(0x01e0000000000000), VALL, NM("ll"), NM("aoffi")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_d200_1[] = {
	A(U64(0x0000000000000000), U64(0x01e0000000000000), VALL, NM("t1d")),
	A(U64(0x0020000000000000), U64(0x01e0000000000000), VALL, NM("t1d")),
	A(U64(0x0040000000000000), U64(0x01e0000000000000), VALL, NM("t2d")),
	A(U64(0x0080000000000000), U64(0x01e0000000000000), VALL, NM("t2d")),
	A(U64(0x00a0000000000000), U64(0x01e0000000000000), VALL, NM("t2d")),
	A(U64(0x00c0000000000000), U64(0x01e0000000000000), VALL, NM("t2d")),
	A(U64(0x00e0000000000000), U64(0x01e0000000000000), VALL, NM("t3d")),
	A(U64(0x0100000000000000), U64(0x01e0000000000000), VALL, NM("a2d")),
	A(U64(0x0180000000000000), U64(0x01e0000000000000), VALL, NM("t2d")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_d200_2[] = {
	A(U64(0x0000000ff0000000), U64(0x001c000ff0000000), VALL, NM("r")),
	A(U64(0x0004000ff0000000), U64(0x001c000ff0000000), VALL, NM("g")),
	A(U64(0x0008000ff0000000), U64(0x001c000ff0000000), VALL, NM("b")),
	A(U64(0x000c000ff0000000), U64(0x001c000ff0000000), VALL, NM("a")),
	A(U64(0x0010000ff0000000), U64(0x001c000ff0000000), VALL, NM("rg")),
	A(U64(0x0014000ff0000000), U64(0x001c000ff0000000), VALL, NM("ra")),
	A(U64(0x0018000ff0000000), U64(0x001c000ff0000000), VALL, NM("ga")),
	A(U64(0x001c000ff0000000), U64(0x001c000ff0000000), VALL, NM("ba")),
	A(U64(0x0000000000000000), U64(0x001c000000000000), VALL, NM("rgb")),
	A(U64(0x0004000000000000), U64(0x001c000000000000), VALL, NM("rga")),
	A(U64(0x0008000000000000), U64(0x001c000000000000), VALL, NM("rba")),
	A(U64(0x000c000000000000), U64(0x001c000000000000), VALL, NM("gba")),
	A(U64(0x0010000000000000), U64(0x001c000000000000), VALL, NM("rgba")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_d000_0[] = {
	A(U64(0x0000000000000000), U64(0x01e0000000000000), VALL, NM("lz")),
	A(U64(0x0020000000000000), U64(0x01e0000000000000), VALL),
	A(U64(0x0040000000000000), U64(0x01e0000000000000), VALL, NM("lz")),
	A(U64(0x0060000000000000), U64(0x01e0000000000000), VALL, NM("ll")),
	A(U64(0x0080000000000000), U64(0x01e0000000000000), VALL, NM("dc")),
	A(U64(0x00a0000000000000), U64(0x01e0000000000000), VALL, NM("ll"), NM("dc")),
	A(U64(0x00c0000000000000), U64(0x01e0000000000000), VALL, NM("lz"), NM("dc")),
	A(U64(0x00e0000000000000), U64(0x01e0000000000000), VALL),
	A(U64(0x0100000000000000), U64(0x01e0000000000000), VALL, NM("lz")),
	A(U64(0x0120000000000000), U64(0x01e0000000000000), VALL, NM("lz"), NM("dc")),
	A(U64(0x0140000000000000), U64(0x01e0000000000000), VALL),
	A(U64(0x0160000000000000), U64(0x01e0000000000000), VALL, NM("lz")),
	A(U64(0x0180000000000000), U64(0x01e0000000000000), VALL),
	A(U64(0x01a0000000000000), U64(0x01e0000000000000), VALL, NM("ll")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_d000_1[] = {
	A(U64(0x0000000000000000), U64(0x01e0000000000000), VALL, NM("t1d")),
	A(U64(0x0020000000000000), U64(0x01e0000000000000), VALL, NM("t2d")),
	A(U64(0x0040000000000000), U64(0x01e0000000000000), VALL, NM("t2d")),
	A(U64(0x0060000000000000), U64(0x01e0000000000000), VALL, NM("t2d")),
	A(U64(0x0080000000000000), U64(0x01e0000000000000), VALL, NM("t2d")),
	A(U64(0x00a0000000000000), U64(0x01e0000000000000), VALL, NM("t2d")),
	A(U64(0x00c0000000000000), U64(0x01e0000000000000), VALL, NM("t2d")),
	A(U64(0x00e0000000000000), U64(0x01e0000000000000), VALL, NM("a2d")),
	A(U64(0x0100000000000000), U64(0x01e0000000000000), VALL, NM("a2d")),
	A(U64(0x0120000000000000), U64(0x01e0000000000000), VALL, NM("a2d")),
	A(U64(0x0140000000000000), U64(0x01e0000000000000), VALL, NM("t3d")),
	A(U64(0x0160000000000000), U64(0x01e0000000000000), VALL, NM("t3d")),
	A(U64(0x0180000000000000), U64(0x01e0000000000000), VALL, NM("tcube")),
	A(U64(0x01a0000000000000), U64(0x01e0000000000000), VALL, NM("tcube")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_c838_0[] = {
	A(U64(0x0000000000000000), U64(0x0300000000000000), VALL, NM("r")),
	A(U64(0x0100000000000000), U64(0x0300000000000000), VALL, NM("g")),
	A(U64(0x0200000000000000), U64(0x0300000000000000), VALL, NM("b")),
	A(U64(0x0300000000000000), U64(0x0300000000000000), VALL, NM("a")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_c838_1[] = {
	A(U64(0x0000000000000000), U64(0x00c0000000000000), VALL),
	A(U64(0x0040000000000000), U64(0x00c0000000000000), VALL, NM("aoffi")),
	A(U64(0x0080000000000000), U64(0x00c0000000000000), VALL, NM("ptp")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_c038_0[] = {
	A(U64(0x0000000000000000), U64(0x0380000000000000), VALL),
	A(U64(0x0080000000000000), U64(0x0380000000000000), VALL, NM("lz")),
	A(U64(0x0100000000000000), U64(0x0380000000000000), VALL, NM("lb")),
	A(U64(0x0180000000000000), U64(0x0380000000000000), VALL, NM("ll")),
	A(U64(0x0300000000000000), U64(0x0380000000000000), VALL, NM("lba")),
	A(U64(0x0380000000000000), U64(0x0380000000000000), VALL, NM("lla")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_a000_0[] = {
	A(U64(0x0000000000000000), U64(0x0300000000000000), VALL),
	A(U64(0x0100000000000000), U64(0x0300000000000000), VALL, NM("cg")),
	A(U64(0x0200000000000000), U64(0x0300000000000000), VALL, NM("ct")),
	A(U64(0x0300000000000000), U64(0x0300000000000000), VALL, NM("wt")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_a000_1[] = {
	A(U64(0x0000000000000000), U64(0x00e0000000000000), VALL, NM("u8")),
	A(U64(0x0020000000000000), U64(0x00e0000000000000), VALL, NM("s8")),
	A(U64(0x0040000000000000), U64(0x00e0000000000000), VALL, NM("u16")),
	A(U64(0x0060000000000000), U64(0x00e0000000000000), VALL, NM("s16")),
	A(U64(0x0080000000000000), U64(0x00e0000000000000), VALL, NM("b32")),
	A(U64(0x00a0000000000000), U64(0x00e0000000000000), VALL, NM("b64")),
	A(U64(0x00c0000000000000), U64(0x00e0000000000000), VALL, NM("b128")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_8000_0[] = {
	A(U64(0x0000000000000000), U64(0x0300000000000000), VALL),
	A(U64(0x0100000000000000), U64(0x0300000000000000), VALL, NM("cg")),
	A(U64(0x0200000000000000), U64(0x0300000000000000), VALL, NM("ci")),
	A(U64(0x0300000000000000), U64(0x0300000000000000), VALL, NM("cv")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_7c00_0[] = {
	A(U64(0x0000000000000000), U64(0x001e000000000000), VALL, NM("f")),
	A(U64(0x0002000000000000), U64(0x001e000000000000), VALL, NM("lt")),
	A(U64(0x0004000000000000), U64(0x001e000000000000), VALL, NM("eq")),
	A(U64(0x0006000000000000), U64(0x001e000000000000), VALL, NM("le")),
	A(U64(0x0008000000000000), U64(0x001e000000000000), VALL, NM("gt")),
	A(U64(0x000a000000000000), U64(0x001e000000000000), VALL, NM("ne")),
	A(U64(0x000c000000000000), U64(0x001e000000000000), VALL, NM("ge")),
	A(U64(0x000e000000000000), U64(0x001e000000000000), VALL, NM("num")),
	A(U64(0x0010000000000000), U64(0x001e000000000000), VALL, NM("nan")),
	A(U64(0x0012000000000000), U64(0x001e000000000000), VALL, NM("ltu")),
	A(U64(0x0014000000000000), U64(0x001e000000000000), VALL, NM("equ")),
	A(U64(0x0016000000000000), U64(0x001e000000000000), VALL, NM("leu")),
	A(U64(0x0018000000000000), U64(0x001e000000000000), VALL, NM("gtu")),
	A(U64(0x001a000000000000), U64(0x001e000000000000), VALL, NM("neu")),
	A(U64(0x001c000000000000), U64(0x001e000000000000), VALL, NM("geu")),
	A(U64(0x001e000000000000), U64(0x001e000000000000), VALL, NM("t")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_6080_0[] = {
	A(U64(0x0000000000000000), U64(0x0600000000000000), VALL),
	A(U64(0x0200000000000000), U64(0x0600000000000000), VALL, NM("ftz")),
	A(U64(0x0400000000000000), U64(0x0600000000000000), VALL, NM("fmz")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5f00_0[] = {
	A(U64(0x0000000000000000), U64(0x0001004000000000), VALL, NM("u8")),
	A(U64(0x0000004000000000), U64(0x0001004000000000), VALL, NM("u16")),
	A(U64(0x0001000000000000), U64(0x0001004000000000), VALL, NM("s8")),
	A(U64(0x0001004000000000), U64(0x0001004000000000), VALL, NM("s16")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5f00_2[] = {
	A(U64(0x0000000000000000), U64(0x0018000000000000), VALL),
	A(U64(0x0008000000000000), U64(0x0018000000000000), VALL, NM("shr7")),
	A(U64(0x0010000000000000), U64(0x0018000000000000), VALL, NM("shr15")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5f00_3[] = {
	A(U64(0x0000000000000000), U64(0x0000003000000000), VALL),
	A(U64(0x0000001000000000), U64(0x0000003000000000), VALL, NM("b1")),
	A(U64(0x0000002000000000), U64(0x0000003000000000), VALL, NM("b2")),
	A(U64(0x0000003000000000), U64(0x0000003000000000), VALL, NM("b3")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5d18_0[] = {
	A(U64(0x0000000000000000), U64(0x0000007800000000), VALL, NM("f")),
	A(U64(0x0000000800000000), U64(0x0000007800000000), VALL, NM("lt")),
	A(U64(0x0000001000000000), U64(0x0000007800000000), VALL, NM("eq")),
	A(U64(0x0000001800000000), U64(0x0000007800000000), VALL, NM("le")),
	A(U64(0x0000002000000000), U64(0x0000007800000000), VALL, NM("gt")),
	A(U64(0x0000002800000000), U64(0x0000007800000000), VALL, NM("ne")),
	A(U64(0x0000003000000000), U64(0x0000007800000000), VALL, NM("ge")),
	A(U64(0x0000003800000000), U64(0x0000007800000000), VALL, NM("num")),
	A(U64(0x0000004000000000), U64(0x0000007800000000), VALL, NM("nan")),
	A(U64(0x0000004800000000), U64(0x0000007800000000), VALL, NM("ltu")),
	A(U64(0x0000005000000000), U64(0x0000007800000000), VALL, NM("equ")),
	A(U64(0x0000005800000000), U64(0x0000007800000000), VALL, NM("leu")),
	A(U64(0x0000006000000000), U64(0x0000007800000000), VALL, NM("gtu")),
	A(U64(0x0000006800000000), U64(0x0000007800000000), VALL, NM("neu")),
	A(U64(0x0000007000000000), U64(0x0000007800000000), VALL, NM("geu")),
	A(U64(0x0000007800000000), U64(0x0000007800000000), VALL, NM("t")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5d10_0[] = {
	A(U64(0x0000000000000000), U64(0x0006000000000000), VALL),
	A(U64(0x0002000000000000), U64(0x0006000000000000), VALL, NM("f32")),
	A(U64(0x0004000000000000), U64(0x0006000000000000), VALL, NM("mrg_h0")),
	A(U64(0x0006000000000000), U64(0x0006000000000000), VALL, NM("mrg_h1")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5d10_1[] = {
	A(U64(0x0000000000000000), U64(0x0001800000000000), VALL),
	A(U64(0x0000800000000000), U64(0x0001800000000000), VALL, NM("f32")),
	A(U64(0x0001000000000000), U64(0x0001800000000000), VALL, NM("h0_h0")),
	A(U64(0x0001800000000000), U64(0x0001800000000000), VALL, NM("h1_h1")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5d10_2[] = {
	A(U64(0x0000000000000000), U64(0x0000000030000000), VALL),
	A(U64(0x0000000010000000), U64(0x0000000030000000), VALL, NM("f32")),
	A(U64(0x0000000020000000), U64(0x0000000030000000), VALL, NM("h0_h0")),
	A(U64(0x0000000030000000), U64(0x0000000030000000), VALL, NM("h1_h1")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5d08_0[] = {
	A(U64(0x0000000000000000), U64(0x0000018000000000), VALL),
	A(U64(0x0000008000000000), U64(0x0000018000000000), VALL, NM("ftz")),
	A(U64(0x0000010000000000), U64(0x0000018000000000), VALL, NM("fmz")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5d00_0[] = {
	A(U64(0x0000000000000000), U64(0x0000006000000000), VALL),
	A(U64(0x0000002000000000), U64(0x0000006000000000), VALL, NM("ftz")),
	A(U64(0x0000004000000000), U64(0x0000006000000000), VALL, NM("fmz")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5d00_1[] = {
	A(U64(0x0000000000000000), U64(0x0000001800000000), VALL),
	A(U64(0x0000000800000000), U64(0x0000001800000000), VALL, NM("f32")),
	A(U64(0x0000001000000000), U64(0x0000001800000000), VALL, NM("h0_h0")),
	A(U64(0x0000001800000000), U64(0x0000001800000000), VALL, NM("h1_h1")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cf8_1[] = {
	A(U64(0x0000000000000000), U64(0x0000006000000000), VALL),
	A(U64(0x0000004000000000), U64(0x0000006000000000), VALL, NM("u64")),
	A(U64(0x0000006000000000), U64(0x0000006000000000), VALL, NM("s64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cf8_0[] = {
	A(U64(0x0000000000000000), U64(0x0003000000000000), VALL),
	A(U64(0x0001000000000000), U64(0x0003000000000000), VALL, NM("hi")),
	A(U64(0x0002000000000000), U64(0x0003000000000000), VALL, NM("x")),
	A(U64(0x0003000000000000), U64(0x0003000000000000), VALL, NM("xhi")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cf0_0[] = {
	A(U64(0x0000000000000000), U64(0x0000010000000000), VALL, NM("pr")),
	A(U64(0x0000010000000000), U64(0x0000010000000000), VALL, NM("cc")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cf0_1[] = {
	A(U64(0x0000000000000000), U64(0x0000060000000000), VALL),
	A(U64(0x0000020000000000), U64(0x0000060000000000), VALL, NM("b1")),
	A(U64(0x0000040000000000), U64(0x0000060000000000), VALL, NM("b2")),
	A(U64(0x0000060000000000), U64(0x0000060000000000), VALL, NM("b3")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5ce0_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000000001300), VALL, NM("u8")),
	A(U64(0x0000000000000100), U64(0x0000000000001300), VALL, NM("u16")),
	A(U64(0x0000000000000200), U64(0x0000000000001300), VALL, NM("u32")),
	A(U64(0x0000000000001000), U64(0x0000000000001300), VALL, NM("s8")),
	A(U64(0x0000000000001100), U64(0x0000000000001300), VALL, NM("s16")),
	A(U64(0x0000000000001200), U64(0x0000000000001300), VALL, NM("s32")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5ce0_1[] = {
	A(U64(0x0000000000000000), U64(0x0000000000002c00), VALL, NM("u8")),
	A(U64(0x0000000000000400), U64(0x0000000000002c00), VALL, NM("u16")),
	A(U64(0x0000000000000800), U64(0x0000000000002c00), VALL, NM("u32")),
	A(U64(0x0000000000002000), U64(0x0000000000002c00), VALL, NM("s8")),
	A(U64(0x0000000000002400), U64(0x0000000000002c00), VALL, NM("s16")),
	A(U64(0x0000000000002800), U64(0x0000000000002c00), VALL, NM("s32")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cc0_0[] = {
	A(U64(0x0000000000000000), U64(0x0000006000000000), VALL),
	A(U64(0x0000002000000000), U64(0x0000006000000000), VALL, NM("rs")),
	A(U64(0x0000004000000000), U64(0x0000006000000000), VALL, NM("ls")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cc0_1[] = {
	A(U64(0x0000000000000000), U64(0x0000001800000000), VALL),
	A(U64(0x0000000800000000), U64(0x0000001800000000), VALL, NM("h0")),
	A(U64(0x0000001000000000), U64(0x0000001800000000), VALL, NM("h1")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cc0_2[] = {
	A(U64(0x0000000000000000), U64(0x0000000600000000), VALL),
	A(U64(0x0000000200000000), U64(0x0000000600000000), VALL, NM("h0")),
	A(U64(0x0000000400000000), U64(0x0000000600000000), VALL, NM("h1")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cc0_3[] = {
	A(U64(0x0000000000000000), U64(0x0000000180000000), VALL),
	A(U64(0x0000000080000000), U64(0x0000000180000000), VALL, NM("h0")),
	A(U64(0x0000000100000000), U64(0x0000000180000000), VALL, NM("h1")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cb8_0[] = {
	A(U64(0x0000000000000100), U64(0x0000000000000300), VALL, NM("f16")),
	A(U64(0x0000000000000200), U64(0x0000000000000300), VALL, NM("f32")),
	A(U64(0x0000000000000300), U64(0x0000000000000300), VALL, NM("f64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cb8_1[] = {
	A(U64(0x0000000000000000), U64(0x0000000000002c00), VALL, NM("u8")),
	A(U64(0x0000000000000400), U64(0x0000000000002c00), VALL, NM("u16")),
	A(U64(0x0000000000000800), U64(0x0000000000002c00), VALL, NM("u32")),
	A(U64(0x0000000000000c00), U64(0x0000000000002c00), VALL, NM("u64")),
	A(U64(0x0000000000002000), U64(0x0000000000002c00), VALL, NM("s8")),
	A(U64(0x0000000000002400), U64(0x0000000000002c00), VALL, NM("s16")),
	A(U64(0x0000000000002800), U64(0x0000000000002c00), VALL, NM("s32")),
	A(U64(0x0000000000002c00), U64(0x0000000000002c00), VALL, NM("s64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cb8_2[] = {
	A(U64(0x0000000000000000), U64(0x0000018000000000), VALL),
	A(U64(0x0000008000000000), U64(0x0000018000000000), VALL, NM("rm")),
	A(U64(0x0000010000000000), U64(0x0000018000000000), VALL, NM("rp")),
	A(U64(0x0000018000000000), U64(0x0000018000000000), VALL, NM("rz")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cb0_2[] = {
	A(U64(0x0000000000000000), U64(0x0000000000001300), VALL, NM("u8")),
	A(U64(0x0000000000000100), U64(0x0000000000001300), VALL, NM("u16")),
	A(U64(0x0000000000000200), U64(0x0000000000001300), VALL, NM("u32")),
	A(U64(0x0000000000000300), U64(0x0000000000001300), VALL, NM("u64")),
	A(U64(0x0000000000001000), U64(0x0000000000001300), VALL, NM("s8")),
	A(U64(0x0000000000001100), U64(0x0000000000001300), VALL, NM("s16")),
	A(U64(0x0000000000001200), U64(0x0000000000001300), VALL, NM("s32")),
	A(U64(0x0000000000001300), U64(0x0000000000001300), VALL, NM("u64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cb0_0[] = {
	A(U64(0x0000000000000400), U64(0x0000000000000c00), VALL, NM("f16")),
	A(U64(0x0000000000000800), U64(0x0000000000000c00), VALL, NM("f32")),
	A(U64(0x0000000000000c00), U64(0x0000000000000c00), VALL, NM("f64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5cb0_1[] = {
	A(U64(0x0000000000000000), U64(0x0000018000000000), VALL),
	A(U64(0x0000008000000000), U64(0x0000018000000000), VALL, NM("floor")),
	A(U64(0x0000010000000000), U64(0x0000018000000000), VALL, NM("ceil")),
	A(U64(0x0000018000000000), U64(0x0000018000000000), VALL, NM("trunc")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5ca8_0[] = {
	A(U64(0x0000000000000000), U64(0x0000058000000000), VALL),
	A(U64(0x0000018000000000), U64(0x0000058000000000), VALL, NM("pass")),
	A(U64(0x0000040000000000), U64(0x0000058000000000), VALL, NM("round")),
	A(U64(0x0000048000000000), U64(0x0000058000000000), VALL, NM("floor")),
	A(U64(0x0000050000000000), U64(0x0000058000000000), VALL, NM("ceil")),
	A(U64(0x0000058000000000), U64(0x0000058000000000), VALL, NM("trunc")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5c90_0[] = {
	A(U64(0x0000000000000000), U64(0x0000008000000000), VALL, NM("sincos")),
	A(U64(0x0000008000000000), U64(0x0000008000000000), VALL, NM("ex2")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5c88_0[] = {
	A(U64(0x0000000000000000), U64(0x00001f8000000000), VALL, NM("divide")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5c68_0[] = {
	A(U64(0x0000000000000000), U64(0x0000300000000000), VALL),
	A(U64(0x0000100000000000), U64(0x0000300000000000), VALL, NM("ftz")),
	A(U64(0x0000200000000000), U64(0x0000300000000000), VALL, NM("fmz")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5c68_1[] = {
	A(U64(0x0000000000000000), U64(0x00000e0000000000), VALL),
	A(U64(0x0000020000000000), U64(0x00000e0000000000), VALL, NM("d2")),
	A(U64(0x0000040000000000), U64(0x00000e0000000000), VALL, NM("d4")),
	A(U64(0x0000060000000000), U64(0x00000e0000000000), VALL, NM("d8")),
	A(U64(0x0000080000000000), U64(0x00000e0000000000), VALL, NM("m8")),
	A(U64(0x00000a0000000000), U64(0x00000e0000000000), VALL, NM("m4")),
	A(U64(0x00000c0000000000), U64(0x00000e0000000000), VALL, NM("m2")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5c40_0[] = {
	A(U64(0x0000000000000000), U64(0x0000060000000000), VALL, NM("and")),
	A(U64(0x0000020000000000), U64(0x0000060000000000), VALL, NM("or")),
	A(U64(0x0000040000000000), U64(0x0000060000000000), VALL, NM("xor")),
	A(U64(0x0000060000000000), U64(0x0000060000000000), VALL, NM("pass_b")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5c40_1[] = {
	A(U64(0x0000000000000000), U64(0x0000300000000000), VALL),
	A(U64(0x0000100000000000), U64(0x0000300000000000), VALL, NM("t")),
	A(U64(0x0000200000000000), U64(0x0000300000000000), VALL, NM("z")),
	A(U64(0x0000300000000000), U64(0x0000300000000000), VALL, NM("nz")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5c30_0[] = {
	A(U64(0x0000000000000000), U64(0x0001000000000000), VALL, NM("u32")),
	A(U64(0x0001000000000000), U64(0x0001000000000000), VALL),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5c38_0[] = {
	A(U64(0x0000000000000000), U64(0x0000010000000000), VALL, NM("u32")),
	A(U64(0x0000010000000000), U64(0x0000010000000000), VALL, NM("s32")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5c38_1[] = {
	A(U64(0x0000000000000000), U64(0x0000020000000000), VALL, NM("u32")),
	A(U64(0x0000020000000000), U64(0x0000020000000000), VALL, NM("s32")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5c20_0[] = {
	A(U64(0x0000000000000000), U64(0x0000180000000000), VALL),
	A(U64(0x0000080000000000), U64(0x0000180000000000), VALL, NM("xlo")),
	A(U64(0x0000100000000000), U64(0x0000180000000000), VALL, NM("xmed")),
	A(U64(0x0000180000000000), U64(0x0000180000000000), VALL, NM("xhi")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5be0_0[] = {
	A(U64(0x0000000000000000), U64(0x0000003000000000), VALL),
	A(U64(0x0000001000000000), U64(0x0000003000000000), VALL, NM("t")),
	A(U64(0x0000002000000000), U64(0x0000003000000000), VALL, NM("z")),
	A(U64(0x0000003000000000), U64(0x0000003000000000), VALL, NM("nz")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5bc0_0[] = {
	A(U64(0x0000000000000000), U64(0x000f000000000000), VALL),
	A(U64(0x0001000000000000), U64(0x000f000000000000), VALL, NM("f4e")),
	A(U64(0x0002000000000000), U64(0x000f000000000000), VALL, NM("b4e")),
	A(U64(0x0003000000000000), U64(0x000f000000000000), VALL, NM("rc8")),
	A(U64(0x0004000000000000), U64(0x000f000000000000), VALL, NM("ecl")),
	A(U64(0x0005000000000000), U64(0x000f000000000000), VALL, NM("ecr")),
	A(U64(0x0006000000000000), U64(0x000f000000000000), VALL, NM("rc16")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5bb0_0[] = {
	A(U64(0x0000000000000000), U64(0x000f000000000000), VALL, NM("f")),
	A(U64(0x0001000000000000), U64(0x000f000000000000), VALL, NM("lt")),
	A(U64(0x0002000000000000), U64(0x000f000000000000), VALL, NM("eq")),
	A(U64(0x0003000000000000), U64(0x000f000000000000), VALL, NM("le")),
	A(U64(0x0004000000000000), U64(0x000f000000000000), VALL, NM("gt")),
	A(U64(0x0005000000000000), U64(0x000f000000000000), VALL, NM("ne")),
	A(U64(0x0006000000000000), U64(0x000f000000000000), VALL, NM("ge")),
	A(U64(0x0007000000000000), U64(0x000f000000000000), VALL, NM("num")),
	A(U64(0x0008000000000000), U64(0x000f000000000000), VALL, NM("nan")),
	A(U64(0x0009000000000000), U64(0x000f000000000000), VALL, NM("ltu")),
	A(U64(0x000a000000000000), U64(0x000f000000000000), VALL, NM("equ")),
	A(U64(0x000b000000000000), U64(0x000f000000000000), VALL, NM("leu")),
	A(U64(0x000c000000000000), U64(0x000f000000000000), VALL, NM("gtu")),
	A(U64(0x000d000000000000), U64(0x000f000000000000), VALL, NM("neu")),
	A(U64(0x000e000000000000), U64(0x000f000000000000), VALL, NM("geu")),
	A(U64(0x000f000000000000), U64(0x000f000000000000), VALL, NM("t")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5bb0_1[] = {
	A(U64(0x0000000000000000), U64(0x0000600000000000), VALL, NM("and")),
	A(U64(0x0000200000000000), U64(0x0000600000000000), VALL, NM("or")),
	A(U64(0x0000400000000000), U64(0x0000600000000000), VALL, NM("xor")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5b70_0[] = {
	A(U64(0x0000000000000000), U64(0x000c000000000000), VALL),
	A(U64(0x0004000000000000), U64(0x000c000000000000), VALL, NM("rm")),
	A(U64(0x0008000000000000), U64(0x000c000000000000), VALL, NM("rp")),
	A(U64(0x000c000000000000), U64(0x000c000000000000), VALL, NM("rz")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5b60_0[] = {
	A(U64(0x0000000000000000), U64(0x000e000000000000), VALL, NM("f")),
	A(U64(0x0002000000000000), U64(0x000e000000000000), VALL, NM("lt")),
	A(U64(0x0004000000000000), U64(0x000e000000000000), VALL, NM("eq")),
	A(U64(0x0006000000000000), U64(0x000e000000000000), VALL, NM("le")),
	A(U64(0x0008000000000000), U64(0x000e000000000000), VALL, NM("gt")),
	A(U64(0x000a000000000000), U64(0x000e000000000000), VALL, NM("ne")),
	A(U64(0x000c000000000000), U64(0x000e000000000000), VALL, NM("ge")),
	A(U64(0x000e000000000000), U64(0x000e000000000000), VALL, NM("t")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5b00_0[] = {
	A(U64(0x0000000000000000), U64(0x0003000000000000), VALL),
	A(U64(0x0001000000000000), U64(0x0003000000000000), VALL, NM("s16"), NM("u16")),
	A(U64(0x0002000000000000), U64(0x0003000000000000), VALL, NM("u16"), NM("s16")),
	A(U64(0x0003000000000000), U64(0x0003000000000000), VALL, NM("s16"), NM("s16")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5b00_1[] = {
	A(U64(0x0000000000000000), U64(0x001c000000000000), VALL),
	A(U64(0x0004000000000000), U64(0x001c000000000000), VALL, NM("clo")),
	A(U64(0x0008000000000000), U64(0x001c000000000000), VALL, NM("chi")),
	A(U64(0x000c000000000000), U64(0x001c000000000000), VALL, NM("csfu")),
	A(U64(0x0010000000000000), U64(0x001c000000000000), VALL, NM("cbcc")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5a80_0[] = {
	A(U64(0x0000000000000000), U64(0x0007000000000000), VALL, NM("u32")),
	A(U64(0x0001000000000000), U64(0x0007000000000000), VALL, NM("s32")),
	A(U64(0x0002000000000000), U64(0x0007000000000000), VALL, NM("u24")),
	A(U64(0x0003000000000000), U64(0x0007000000000000), VALL, NM("s24")),
	A(U64(0x0004000000000000), U64(0x0007000000000000), VALL, NM("u16h0")),
	A(U64(0x0005000000000000), U64(0x0007000000000000), VALL, NM("s16h0")),
	A(U64(0x0006000000000000), U64(0x0007000000000000), VALL, NM("u16h1")),
	A(U64(0x0007000000000000), U64(0x0007000000000000), VALL, NM("s16h1")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5a80_1[] = {
	A(U64(0x0000000000000000), U64(0x0060000000000000), VALL, NM("u24")),
	A(U64(0x0020000000000000), U64(0x0060000000000000), VALL, NM("s24")),
	A(U64(0x0040000000000000), U64(0x0060000000000000), VALL, NM("u16h0")),
	A(U64(0x0060000000000000), U64(0x0060000000000000), VALL, NM("s16h0")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5a80_2[] = {
	A(U64(0x0000000000000000), U64(0x0019000000000000), VALL, NM("u32")),
	A(U64(0x0001000000000000), U64(0x0019000000000000), VALL, NM("s32")),
	A(U64(0x0008000000000000), U64(0x0019000000000000), VALL, NM("u24")),
	A(U64(0x0009000000000000), U64(0x0019000000000000), VALL, NM("s24")),
	A(U64(0x0010000000000000), U64(0x0019000000000000), VALL, NM("u16h0")),
	A(U64(0x0011000000000000), U64(0x0019000000000000), VALL, NM("s16h0")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5a00_0[] = {
	A(U64(0x0000000000000000), U64(0x0001000000000000), VALL, NM("u32")),
	A(U64(0x0001000000000000), U64(0x0001000000000000), VALL, NM("s32")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5a00_1[] = {
	A(U64(0x0000000000000000), U64(0x0020000000000000), VALL, NM("u32")),
	A(U64(0x0020000000000000), U64(0x0020000000000000), VALL, NM("s32")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5980_0[] = {
	A(U64(0x0000000000000000), U64(0x0060000000000000), VALL),
	A(U64(0x0020000000000000), U64(0x0060000000000000), VALL, NM("ftz")),
	A(U64(0x0040000000000000), U64(0x0060000000000000), VALL, NM("fmz")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5980_1[] = {
	A(U64(0x0000000000000000), U64(0x0018000000000000), VALL),
	A(U64(0x0008000000000000), U64(0x0018000000000000), VALL, NM("rm")),
	A(U64(0x0010000000000000), U64(0x0018000000000000), VALL, NM("rp")),
	A(U64(0x0018000000000000), U64(0x0018000000000000), VALL, NM("rz")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5700_0[] = {
	A(U64(0x0000000000000000), U64(0x0040000000000000), VALL, NM("ud")),
	A(U64(0x0040000000000000), U64(0x0040000000000000), VALL),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5700_1[] = {
	A(U64(0x0000000000000000), U64(0x0001004000000000), VALL, NM("u8")),
	A(U64(0x0000004000000000), U64(0x0001004000000000), VALL, NM("u16")),
	A(U64(0x0001000000000000), U64(0x0001004000000000), VALL, NM("s8")),
	A(U64(0x0001004000000000), U64(0x0001004000000000), VALL, NM("s16")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5700_2[] = {
	A(U64(0x0000000000000000), U64(0x0004000000000000), VALL, NM("u16")),
	A(U64(0x0004000000000000), U64(0x0004000000000000), VALL, NM("u8")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5700_3[] = {
	A(U64(0x0000000000000000), U64(0x0038000000000000), VALL, NM("mrg_16h")),
	A(U64(0x0008000000000000), U64(0x0038000000000000), VALL, NM("mrg_16l")),
	A(U64(0x0010000000000000), U64(0x0038000000000000), VALL, NM("mrg_8b0")),
	A(U64(0x0018000000000000), U64(0x0038000000000000), VALL, NM("mrg_8b2")),
	A(U64(0x0020000000000000), U64(0x0038000000000000), VALL, NM("acc")),
	A(U64(0x0028000000000000), U64(0x0038000000000000), VALL, NM("min")),
	A(U64(0x0030000000000000), U64(0x0038000000000000), VALL, NM("max")),
	A(U64(0x0038000000000000), U64(0x0038000000000000), VALL),
	AL(0, 0, UNK),
};

static const struct isa_alt c_53d8_0[] = {
	A(U64(0x0000000000000000), U64(0x0007000000000000), VALL, NM("4a"), NM("u8")),
	A(U64(0x0001000000000000), U64(0x0007000000000000), VALL, NM("2a"), NM("lo"), NM("u16")),
	A(U64(0x0002000000000000), U64(0x0007000000000000), VALL, NM("4a"), NM("s8")),
	A(U64(0x0003000000000000), U64(0x0007000000000000), VALL, NM("2a"), NM("lo"), NM("s16")),
	A(U64(0x0005000000000000), U64(0x0007000000000000), VALL, NM("2a"), NM("hi"), NM("u16")),
	A(U64(0x0007000000000000), U64(0x0007000000000000), VALL, NM("2a"), NM("hi"), NM("s16")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_53d8_1[] = {
	A(U64(0x0000000000000000), U64(0x0000800000000000), VALL, NM("u8")),
	A(U64(0x0000800000000000), U64(0x0000800000000000), VALL, NM("s8")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5100_0[] = {
	A(U64(0x0000000000000000), U64(0x000c000000000000), VALL),
	A(U64(0x0004000000000000), U64(0x000c000000000000), VALL, NM("clo")),
	A(U64(0x0008000000000000), U64(0x000c000000000000), VALL, NM("chi")),
	A(U64(0x000c000000000000), U64(0x000c000000000000), VALL, NM("csfu")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_50f0_0[] = {
	A(U64(0x0000000000000000), U64(0x0000980000000000), VALL, NM("f")),
	A(U64(0x0000080000000000), U64(0x0000980000000000), VALL, NM("lt")),
	A(U64(0x0000100000000000), U64(0x0000980000000000), VALL, NM("eq")),
	A(U64(0x0000180000000000), U64(0x0000980000000000), VALL, NM("le")),
	A(U64(0x0000800000000000), U64(0x0000980000000000), VALL, NM("gt")),
	A(U64(0x0000880000000000), U64(0x0000980000000000), VALL, NM("ne")),
	A(U64(0x0000900000000000), U64(0x0000980000000000), VALL, NM("ge")),
	A(U64(0x0000980000000000), U64(0x0000980000000000), VALL, NM("t")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_50f0_1_const[] = {
	A(U64(0x0000000000000000), U64(0x0002000000000000), VALL, U16_20),
	A(U64(0x0002000000000000), U64(0x0002000000000000), VALL, S16_20),
	AL(0, 0, UNK),
};

static const struct isa_alt c_50f0_1_reg_8[] = {
	A(U64(0x0000000000000000), U64(0x0000000030000000), VALL, NM("b0")),
	A(U64(0x0000000010000000), U64(0x0000000030000000), VALL, NM("b1")),
	A(U64(0x0000000020000000), U64(0x0000000030000000), VALL, NM("b2")),
	A(U64(0x0000000030000000), U64(0x0000000030000000), VALL, NM("b3")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_50f0_1_size[] = {
	A(U64(0x0000000000000000), U64(0x0002000040000000), VALL, NM("u8"), T(50f0_1_reg_8)),
	A(U64(0x0002000000000000), U64(0x0002000040000000), VALL, NM("s8"), T(50f0_1_reg_8)),
	A(U64(0x0000000040000000), U64(0x0002000070000000), VALL, NM("u16"), NM("h0")),
	A(U64(0x0002000040000000), U64(0x0002000070000000), VALL, NM("s16"), NM("h0")),
	A(U64(0x0000000050000000), U64(0x0002000070000000), VALL, NM("u16"), NM("h1")),
	A(U64(0x0002000050000000), U64(0x0002000070000000), VALL, NM("s16"), NM("h1")),
	A(U64(0x0000000060000000), U64(0x0002000070000000), VALL, NM("u32")),
	A(U64(0x0002000060000000), U64(0x0002000070000000), VALL, NM("s32")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_50f0_1[] = {
	A(U64(0x0000000000000000), U64(0x0004000000000000), VALL, T(50f0_1_const)),
	A(U64(0x0004000000000000), U64(0x0004000000000000), VALL, T(50f0_1_size), REG_20),
	AL(0, 0, UNK),
};

static const struct isa_alt c_50e0_0[] = {
	A(U64(0x0000000000000000), U64(0x0003000000000000), VALL, NM("r")),
	A(U64(0x0001000000000000), U64(0x0003000000000000), VALL, NM("a")),
	A(U64(0x0002000000000000), U64(0x0003000000000000), VALL, NM("ra")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_50d8_0[] = {
	A(U64(0x0000000000000000), U64(0x0003000000000000), VALL, NM("all")),
	A(U64(0x0001000000000000), U64(0x0003000000000000), VALL, NM("any")),
	A(U64(0x0002000000000000), U64(0x0003000000000000), VALL, NM("eq")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_50b0_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000000001f00), VALL, NM("f")),
	A(U64(0x0000000000000100), U64(0x0000000000001f00), VALL, NM("lt")),
	A(U64(0x0000000000000200), U64(0x0000000000001f00), VALL, NM("eq")),
	A(U64(0x0000000000000300), U64(0x0000000000001f00), VALL, NM("le")),
	A(U64(0x0000000000000400), U64(0x0000000000001f00), VALL, NM("gt")),
	A(U64(0x0000000000000500), U64(0x0000000000001f00), VALL, NM("ne")),
	A(U64(0x0000000000000600), U64(0x0000000000001f00), VALL, NM("ge")),
	A(U64(0x0000000000000700), U64(0x0000000000001f00), VALL, NM("num")),
	A(U64(0x0000000000000800), U64(0x0000000000001f00), VALL, NM("nan")),
	A(U64(0x0000000000000900), U64(0x0000000000001f00), VALL, NM("ltu")),
	A(U64(0x0000000000000a00), U64(0x0000000000001f00), VALL, NM("equ")),
	A(U64(0x0000000000000b00), U64(0x0000000000001f00), VALL, NM("leu")),
	A(U64(0x0000000000000c00), U64(0x0000000000001f00), VALL, NM("gtu")),
	A(U64(0x0000000000000d00), U64(0x0000000000001f00), VALL, NM("neu")),
	A(U64(0x0000000000000e00), U64(0x0000000000001f00), VALL, NM("geu")),
	A(U64(0x0000000000000f00), U64(0x0000000000001f00), VALL),
	A(U64(0x0000000000001000), U64(0x0000000000001f00), VALL, NM("off")),
	A(U64(0x0000000000001100), U64(0x0000000000001f00), VALL, NM("lo")),
	A(U64(0x0000000000001200), U64(0x0000000000001f00), VALL, NM("sff")),
	A(U64(0x0000000000001300), U64(0x0000000000001f00), VALL, NM("ls")),
	A(U64(0x0000000000001400), U64(0x0000000000001f00), VALL, NM("hi")),
	A(U64(0x0000000000001500), U64(0x0000000000001f00), VALL, NM("sft")),
	A(U64(0x0000000000001600), U64(0x0000000000001f00), VALL, NM("hs")),
	A(U64(0x0000000000001700), U64(0x0000000000001f00), VALL, NM("oft")),
	A(U64(0x0000000000001800), U64(0x0000000000001f00), VALL, NM("csm_ta")),
	A(U64(0x0000000000001900), U64(0x0000000000001f00), VALL, NM("csm_tr")),
	A(U64(0x0000000000001a00), U64(0x0000000000001f00), VALL, NM("csm_mx")),
	A(U64(0x0000000000001b00), U64(0x0000000000001f00), VALL, NM("fcsm_ta")),
	A(U64(0x0000000000001c00), U64(0x0000000000001f00), VALL, NM("fcsm_tr")),
	A(U64(0x0000000000001d00), U64(0x0000000000001f00), VALL, NM("fcsm_mx")),
	A(U64(0x0000000000001e00), U64(0x0000000000001f00), VALL, NM("rle")),
	A(U64(0x0000000000001f00), U64(0x0000000000001f00), VALL, NM("rgt")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5090_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000003000000), VALL, NM("and")),
	A(U64(0x0000000001000000), U64(0x0000000003000000), VALL, NM("or")),
	A(U64(0x0000000002000000), U64(0x0000000003000000), VALL, NM("xor")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5080_0[] = {
	A(U64(0x0000000000000000), U64(0x0000000000f00000), VALL, NM("cos")),
	A(U64(0x0000000000100000), U64(0x0000000000f00000), VALL, NM("sin")),
	A(U64(0x0000000000200000), U64(0x0000000000f00000), VALL, NM("ex2")),
	A(U64(0x0000000000300000), U64(0x0000000000f00000), VALL, NM("lg2")),
	A(U64(0x0000000000400000), U64(0x0000000000f00000), VALL, NM("rcp")),
	A(U64(0x0000000000500000), U64(0x0000000000f00000), VALL, NM("rsq")),
	A(U64(0x0000000000600000), U64(0x0000000000f00000), VALL, NM("rcp64h")),
	A(U64(0x0000000000700000), U64(0x0000000000f00000), VALL, NM("rsq64h")),
	A(U64(0x0000000000800000), U64(0x0000000000f00000), V_SM52OP, NM("sqrt")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5000_0[] = {
	A(U64(0x0000000000000000), U64(0x0001000000000000), VALL, NM("u8")),
	A(U64(0x0001000000000000), U64(0x0001000000000000), VALL, NM("s28")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5000_1[] = {
	A(U64(0x0000000000000000), U64(0x0002000000000000), VALL, NM("u8")),
	A(U64(0x0002000000000000), U64(0x0002000000000000), VALL, NM("s8")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5000_2[] = {
	A(U64(0x0000000000000000), U64(0x0018003000000000), VALL),
	A(U64(0x0008000000000000), U64(0x0018003000000000), VALL, NM("x")),
	A(U64(0x0010000000000000), U64(0x0018003000000000), VALL, NM("y")),
	A(U64(0x0018000000000000), U64(0x0018003000000000), VALL, NM("xy")),
	A(U64(0x0000001000000000), U64(0x0018003000000000), VALL, NM("z")),
	A(U64(0x0008001000000000), U64(0x0018003000000000), VALL, NM("xz")),
	A(U64(0x0010001000000000), U64(0x0018003000000000), VALL, NM("xy")),
	A(U64(0x0018001000000000), U64(0x0018003000000000), VALL, NM("xyz")),
	A(U64(0x0000002000000000), U64(0x0018003000000000), VALL, NM("w")),
	A(U64(0x0008002000000000), U64(0x0018003000000000), VALL, NM("xw")),
	A(U64(0x0010002000000000), U64(0x0018003000000000), VALL, NM("yw")),
	A(U64(0x0018002000000000), U64(0x0018003000000000), VALL, NM("xyw")),
	A(U64(0x0000003000000000), U64(0x0018003000000000), VALL, NM("zw")),
	A(U64(0x0008003000000000), U64(0x0018003000000000), VALL, NM("xzw")),
	A(U64(0x0010003000000000), U64(0x0018003000000000), VALL, NM("xyw")),
	A(U64(0x0018003000000000), U64(0x0018003000000000), VALL, NM("xyzw")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5000_3[] = {
	A(U64(0x0000000000000000), U64(0x0000000f00000000), VALL, NM("0000")),
	A(U64(0x0000000100000000), U64(0x0000000f00000000), VALL, NM("1111")),
	A(U64(0x0000000200000000), U64(0x0000000f00000000), VALL, NM("2222")),
	A(U64(0x0000000300000000), U64(0x0000000f00000000), VALL, NM("3333")),
	A(U64(0x0000000400000000), U64(0x0000000f00000000), VALL),
	A(U64(0x0000000500000000), U64(0x0000000f00000000), VALL, NM("4321")),
	A(U64(0x0000000600000000), U64(0x0000000f00000000), VALL, NM("5432")),
	A(U64(0x0000000700000000), U64(0x0000000f00000000), VALL, NM("6543")),
	A(U64(0x0000000800000000), U64(0x0000000f00000000), VALL, NM("3201")),
	A(U64(0x0000000900000000), U64(0x0000000f00000000), VALL, NM("3012")),
	A(U64(0x0000000a00000000), U64(0x0000000f00000000), VALL, NM("0213")),
	A(U64(0x0000000b00000000), U64(0x0000000f00000000), VALL, NM("3120")),
	A(U64(0x0000000c00000000), U64(0x0000000f00000000), VALL, NM("1230")),
	A(U64(0x0000000d00000000), U64(0x0000000f00000000), VALL, NM("2310")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5000_4[] = {
	A(U64(0x0000000000000000), U64(0x00000000f0000000), VALL, NM("4444")),
	A(U64(0x0000000010000000), U64(0x00000000f0000000), VALL, NM("5555")),
	A(U64(0x0000000020000000), U64(0x00000000f0000000), VALL, NM("6666")),
	A(U64(0x0000000030000000), U64(0x00000000f0000000), VALL, NM("7777")),
	A(U64(0x0000000040000000), U64(0x00000000f0000000), VALL),
	A(U64(0x0000000050000000), U64(0x00000000f0000000), VALL, NM("6543")),
	A(U64(0x0000000060000000), U64(0x00000000f0000000), VALL, NM("5432")),
	A(U64(0x0000000070000000), U64(0x00000000f0000000), VALL, NM("4321")),
	A(U64(0x0000000080000000), U64(0x00000000f0000000), VALL, NM("4567")),
	A(U64(0x0000000090000000), U64(0x00000000f0000000), VALL, NM("6745")),
	A(U64(0x00000000a0000000), U64(0x00000000f0000000), VALL, NM("5467")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_5000_5[] = {
	A(U64(0x0000000000000000), U64(0x0060000000000000), VALL),
	A(U64(0x0020000000000000), U64(0x0060000000000000), VALL, NM("acc")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_2c00_0[] = {
	A(U64(0x0000000000000000), U64(0x0060000000000000), VALL),
	A(U64(0x0020000000000000), U64(0x0060000000000000), VALL, NM("f32")),
	A(U64(0x0040000000000000), U64(0x0060000000000000), VALL, NM("h0_h0")),
	A(U64(0x0060000000000000), U64(0x0060000000000000), VALL, NM("h1_h1")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_2a00_0[] = {
	A(U64(0x0000000000000000), U64(0x0180000000000000), VALL),
	A(U64(0x0080000000000000), U64(0x0180000000000000), VALL, NM("ftz")),
	A(U64(0x0100000000000000), U64(0x0180000000000000), VALL, NM("fmz")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_1f00_0[] = {
	A(U64(0x0000000000000000), U64(0x0040000000000000), VALL, NM("u32")),
	A(U64(0x0040000000000000), U64(0x0040000000000000), VALL, NM("s32")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_1f00_1[] = {
	A(U64(0x0000000000000000), U64(0x0080000000000000), VALL, NM("u32")),
	A(U64(0x0080000000000000), U64(0x0080000000000000), VALL, NM("s32")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_1000_0[] = {
	A(U64(0x0000000000000000), U64(0x0200000000000000), VALL, NM("u32")),
	A(U64(0x0200000000000000), U64(0x0200000000000000), VALL, NM("s32")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_0400_0[] = {
	A(U64(0x0000000000000000), U64(0x0060000000000000), VALL, NM("and")),
	A(U64(0x0020000000000000), U64(0x0060000000000000), VALL, NM("or")),
	A(U64(0x0040000000000000), U64(0x0060000000000000), VALL, NM("xor")),
	A(U64(0x0060000000000000), U64(0x0060000000000000), VALL, NM("pass_b")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_f0a8_0[] = {
	A(U64(0x0000000200000000), U64(0x0000009b00000000), VALL, NM("red"), NM("popc")),
	A(U64(0x0000000300000000), U64(0x0000009b00000000), VALL, NM("scan")),
	A(U64(0x0000000a00000000), U64(0x0000009b00000000), VALL, NM("red"), NM("and")),
	A(U64(0x0000001200000000), U64(0x0000009b00000000), VALL, NM("red"), NM("or")),
	A(U64(0x0000008000000000), U64(0x0000009b00000000), VALL, NM("sync")),
	A(U64(0x0000008100000000), U64(0x0000009b00000000), VALL, NM("arrive")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_f0a8_1[] = {
	A(U64(0x0000000000000000), U64(0x0000180000000000), VALL, REG_08, REG_20),
	A(U64(0x0000080000000000), U64(0x0000180000000000), VALL, REG_08, U12_20),
	A(U64(0x0000100000000000), U64(0x0000180000000000), VALL, U08_08, REG_20),
	A(U64(0x0000180000000000), U64(0x0000180000000000), VALL, U08_08, U12_20),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ea80_0[] = {
	A(U64(0x0000000010000000), U64(0x0000000010000000), VALL, NM("ba")),
	A(U64(0x0000000000000000), U64(0x0000000000000000), VALL),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ea80_1[] = {
	A(U64(0x0000000000000000), U64(0x0000007000000000), VALL, NM("u32")),
	A(U64(0x0000001000000000), U64(0x0000007000000000), VALL, NM("s32")),
	A(U64(0x0000002000000000), U64(0x0000007000000000), VALL, NM("u64")),
	A(U64(0x0000003000000000), U64(0x0000007000000000), VALL, NM("f32")),
	A(U64(0x0000005000000000), U64(0x0000007000000000), VALL, NM("s64")),
	A(U64(0x0000006000000000), U64(0x0000007000000000), VALL, NM("sd32")),
	A(U64(0x0000007000000000), U64(0x0000007000000000), VALL, NM("sd64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ea80_2[] = {
	A(U64(0x0000000000000000), U64(0x0038000000000000), VALL, NM("u32")),
	A(U64(0x0008000000000000), U64(0x0038000000000000), VALL, NM("s32")),
	A(U64(0x0010000000000000), U64(0x0038000000000000), VALL, NM("u64")),
	A(U64(0x0018000000000000), U64(0x0038000000000000), VALL, NM("f32")),
	A(U64(0x0028000000000000), U64(0x0038000000000000), VALL, NM("s64")),
	A(U64(0x0030000000000000), U64(0x0038000000000000), VALL, NM("sd32")),
	A(U64(0x0038000000000000), U64(0x0038000000000000), VALL, NM("sd64")),
	AL(0, 0, UNK),
};

static const struct isa_alt c_ea00_0[] = {
	A(U64(0x0000000000000000), U64(0x00000001e0000000), VALL, NM("add")),
	A(U64(0x0000000020000000), U64(0x00000001e0000000), VALL, NM("min")),
	A(U64(0x0000000040000000), U64(0x00000001e0000000), VALL, NM("max")),
	A(U64(0x0000000060000000), U64(0x00000001e0000000), VALL, NM("inc")),
	A(U64(0x0000000080000000), U64(0x00000001e0000000), VALL, NM("dec")),
	A(U64(0x00000000a0000000), U64(0x00000001e0000000), VALL, NM("and")),
	A(U64(0x00000000c0000000), U64(0x00000001e0000000), VALL, NM("or")),
	A(U64(0x00000000e0000000), U64(0x00000001e0000000), VALL, NM("xor")),
	A(U64(0x0000000100000000), U64(0x00000001e0000000), VALL, NM("exch")),
	AL(0, 0, UNK),
};

static const struct isa_form gm107_forms[] = {
	FR(U64(0xfbe0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("out"), T(fbe0_0), REG_00, REG_08, REG_20),
	FR(U64(0xf6e0000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("out"), T(fbe0_0), REG_00, REG_08, S20_20),
	FR(U64(0xf0f8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("sync"), T(f0f8_0)),
	FR(U64(0xf0f0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("depbar"), T(f0f0_0), U03_26, U06_20, U06_00),
	FR(U64(0xf0c8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("mov"), REG_00, SYS_20),
	FR(U64(0xf0c0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("r2b"), T(f0c0_0), U04_28, REG_20),
	FR(U64(0xf0b8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("b2r"), REG_00, U08_08),
	FR(U64(0xf0a8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("bar"), T(f0a8_0), T(f0a8_1), T(pred39)),
	FR(U64(0xeff0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("st"), ON(31, "p"), T(eff0_0), AMEM, REG_00, REG_39),
	FR(U64(0xefe8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("pixld"), T(efe8_0), REG_00, PRED45, PLDMEM),
	FR(U64(0xefd8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("ld"), ON(32, "o"), ON(31, "p"), T(eff0_0), REG_00, AMEM, REG_39),
	FR(U64(0xefd0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("isberd"), ON(32, "o"), T(efd0_0), ON(31, "skew"), T(efd0sz), REG_00, ISBERDMEM),
	FR(U64(0xefa0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("al2p"), ON(32, "o"), T(eff0_0), PRED44, REG_00, REG_08, S11_20),
	FR(U64(0xef98000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("membar"), T(ef98_0), T(ef98_1)),
	FR(U64(0xef90000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("ld"), T(ef90_0), T(ef90sz), REG_00, C36_08_S16_20),
	FR(U64(0xef80000000000000), U64(0xffe0000000000000), VALL, T(pred), NM("cctll"), T(ef80ct), T(ef80_0), CCTLLMEM),
	FR(U64(0xef60000000000000), U64(0xffe0000000000000), VALL, T(pred), NM("cctl"), ON(52, "e"), T(ef60ct), T(ef60_0), CCTLMEM),
	FR(U64(0xef58000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("st"), T(ef58sz), SMEM, REG_00),
	FR(U64(0xef50000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("st"), T(ef50_0), T(ef58sz), LMEM, REG_00),
	FR(U64(0xef48000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("ld"), ON(44, "u"), T(ef58sz), REG_00, SMEM),
	FR(U64(0xef40000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("ld"), T(ef40_0), T(ef58sz), REG_00, LMEM),
	FR(U64(0xef10000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("shfl"), T(ef10_0), PRED48, REG_00, REG_08, T(ef10_1)),
	FR(U64(0xeef0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("atom"), NM("cas"), ON(48, "e"), T(eef0sz), REG_00, ATOMMEM0, REG_20),
	FR(U64(0xeed8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("stg"), ON(45, "e"), T(eed8_0), T(ef58sz), NCGMEM, REG_00),
	FR(U64(0xeed0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("ldg"), ON(45, "e"), T(eed0_0), T(eed0sz), REG_00, NCGMEM),
	FR(U64(0xeec8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("ldg"), ON(45, "e"), T(eed0_0), T(eed0sz), INV_PRED41, REG_00, NCGMEM_20),
	FR(U64(0xeea0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("stp"), ON(31, "wait"), U08_20),
	FR(U64(0xee00000000000000), U64(0xff80000000000000), VALL, T(pred), NM("atoms"), T(ee00_0), T(ee00sz), REG_00, ATOMMEM1, REG_20),
	FR(U64(0xed00000000000000), U64(0xff00000000000000), VALL, T(pred), NM("atom"), T(ed00_0), ON(48, "e"), T(ed00sz), REG_00, ATOMMEM0, REG_20),
	FR(U64(0xec00000000000000), U64(0xff00000000000000), VALL, T(pred), NM("atoms"), T(ec00_0), T(ec00sz), REG_00, ATOMMEM1, REG_20),
	FR(U64(0xebf8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("red"), T(ebf8_0), ON(48, "e"), T(ebf8sz), REDMEM0, REG_00),
	FR(U64(0xebf0000000000000), U64(0xfff9000000000000), VALL, T(pred), NM("cctlt"), T(ebf0_0)),
	FR(U64(0xebe0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("out"), T(ebe0_0), REG_00, REG_08, C34_RZ_O14_20),
	FR(U64(0xeb40000000000000), U64(0xffe0000000000000), VALL, T(pred), NM("sured"), T(eb40_0), T(eb40_1), T(eb40_2), T(eb40_3), SUREDMEM, REG_00, T(eb40_4)),
	FR(U64(0xeb20000000000000), U64(0xffe0000000000000), VALL, T(pred), NM("sust"), T(eb40_0), T(eb20_0), T(eb40_1), T(eb20_1), T(eb20_2), T(eb40_3), SUREDMEM, REG_00, T(eb40_4)),
	FR(U64(0xeb00000000000000), U64(0xffe0000000000000), VALL, T(pred), NM("suld"), T(eb40_0), T(eb40_1), T(eb20_1), T(eb00_0), T(eb40_3), REG_00, SUREDMEM, T(eb40_4)),
	FR(U64(0xeac0000000000000), U64(0xffe0000000000000), VALL, T(pred), NM("suatom"), T(eb40_0), T(ea80_0), T(ea80_1), T(eb40_1), NM("cas"), T(eb40_3), REG_00, SUREDMEM, REG_20, T(eb40_4)),
	FR(U64(0xea80000000000000), U64(0xffc0000000000000), VALL, T(pred), NM("suatom"), NM("d"), T(ea80_0), T(ea80_2), T(eb40_1), NM("cas"), T(eb40_3), REG_00, SUREDMEM, REG_20, U36_13),
	FR(U64(0xea60000000000000), U64(0xffe0000000000000), VALL, T(pred), NM("suatom"), T(eb40_0), T(ea80_0), T(ea80_1), T(eb40_1), T(ea00_0), T(eb40_3), REG_00, SUREDMEM, REG_20, T(eb40_4)),
	FR(U64(0xea00000000000000), U64(0xffc0000000000000), VALL, T(pred), NM("suatom"), NM("d"), T(ea80_0), T(ea80_2), T(eb40_1), T(ea00_0), T(eb40_3), REG_00, SUREDMEM, REG_20, U36_13),
	FR(U64(0xe3a0000000000000), U64(0xfff0000000000000), VALL, NM("bpt"), T(e3a0_0), U20_20),
	FR(U64(0xe390000000000000), U64(0xfff0000000000000), VALL, NM("ide"), ZN(5, "en"), U16_20),
	FR(U64(0xe380000000000000), U64(0xfff0000000000000), VALL, NM("ram")),
	FR(U64(0xe370000000000000), U64(0xfff0000000000000), VALL, NM("sam")),
	FR(U64(0xe360000000000000), U64(0xfff0000000000000), VALL, NM("rtt"), T(e360_0)),
	FR(U64(0xe350000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("cont"), T(f0f8_0)),
	FR(U64(0xe340000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("brk"), T(f0f8_0)),
	FR(U64(0xe330000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("kil"), T(f0f8_0)),
	FR(U64(0xe320000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("ret"), T(f0f8_0)),
	FR(U64(0xe310000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("longjmp"), T(f0f8_0)),
	FR(U64(0xe300000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("exit"), ON(5, "\"keeprefcount\""), T(f0f8_0)),
	FR(U64(0xe2f0000000000000), U64(0xfff0000000000000), VALL, NM("setlmembase"), REG_08),
	FR(U64(0xe2e0000000000000), U64(0xfff0000000000000), VALL, NM("setcrsptr"), REG_08),
	FR(U64(0xe2d0000000000000), U64(0xfff0000000000000), VALL, NM("getlmembase"), REG_00),
	FR(U64(0xe2c0000000000000), U64(0xfff0000000000000), VALL, NM("getcrsptr"), REG_00),
	FR(U64(0xe2b0000000000020), U64(0xfff0000000000020), VALL, NM("pcnt"), C36_RZ_S16_20),
	FR(U64(0xe2b0000000000000), U64(0xfff0000000000020), VALL, NM("pcnt"), BTARG),
	FR(U64(0xe2a0000000000020), U64(0xfff0000000000020), VALL, NM("pbk"), C36_RZ_S16_20),
	FR(U64(0xe2a0000000000000), U64(0xfff0000000000020), VALL, NM("pbk"), BTARG),
	FR(U64(0xe290000000000020), U64(0xfff0000000000020), VALL, NM("ssy"), C36_RZ_S16_20),
	FR(U64(0xe290000000000000), U64(0xfff0000000000020), VALL, NM("ssy"), BTARG),
	FR(U64(0xe280000000000020), U64(0xfff0000000000020), VALL, NM("plongjmp"), C36_RZ_S16_20),
	FR(U64(0xe280000000000000), U64(0xfff0000000000020), VALL, NM("plongjmp"), BTARG),
	FR(U64(0xe270000000000020), U64(0xfff0000000000020), VALL, NM("pret"), ZN(6, "noinc"), C36_RZ_S16_20),
	FR(U64(0xe270000000000000), U64(0xfff0000000000020), VALL, NM("pret"), ZN(6, "noinc"), BTARG),
	FR(U64(0xe260000000000020), U64(0xfff0000000000020), VALL, NM("cal"), ZN(6, "noinc"), C36_RZ_S16_20),
	FR(U64(0xe260000000000000), U64(0xfff0000000000020), VALL, NM("cal"), ZN(6, "noinc"), BTARG),
	FR(U64(0xe250000000000020), U64(0xfff0000000000020), VALL, T(pred), NM("brx"), ON(6, "lmt"), T(f0f8_0), C36_08_S16_20),
	FR(U64(0xe250000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("brx"), ON(6, "lmt"), T(f0f8_0), REG_08, S24_20),
	FR(U64(0xe240000000000020), U64(0xfff0000000000020), VALL, T(pred), NM("bra"), ON(7, "u"), ON(6, "lmt"), T(f0f8_0), C36_RZ_S16_20),
	FR(U64(0xe240000000000000), U64(0xfff0000000000020), VALL, T(pred), NM("bra"), ON(7, "u"), ON(6, "lmt"), T(f0f8_0), BTARG),
	FR(U64(0xe230000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("pexit"), BTARG),
	FR(U64(0xe220000000000020), U64(0xfff0000000000020), VALL, T(pred), NM("jcal"), ON(6, "noinc"), C36_RZ_S16_20),
	FR(U64(0xe220000000000000), U64(0xfff0000000000020), VALL, T(pred), NM("jcal"), ON(6, "noinc"), U32_20),
	FR(U64(0xe210000000000020), U64(0xfff0000000000020), VALL, T(pred), NM("jmp"), ON(7, "u"), ON(6, "lmt"), T(f0f8_0), C36_RZ_S16_20),
	FR(U64(0xe210000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("jmp"), ON(7, "u"), ON(6, "lmt"), T(f0f8_0), U32_20),
	FR(U64(0xe200000000000020), U64(0xfff0000000000020), VALL, T(pred), NM("jmx"), ON(6, "lmt"), T(f0f8_0), REG_08, C36_08_S16_20),
	FR(U64(0xe200000000000000), U64(0xfff0000000000020), VALL, T(pred), NM("jmx"), ON(6, "lmt"), T(f0f8_0), REG_08, S32_20),
	FR(U64(0xe00000000000ff00), U64(0xff0000400000ff00), VALL, T(pred), NM("ipa"), T(e000_0), T(e000_1), ON(51, "sat"), REG_00, AMEM28, REG_20, REG_39, T(pred47)),
	FR(U64(0xe000004000000000), U64(0xff00004000000000), VALL, T(pred), NM("ipa"), NM("idx"), T(e000_0), T(e000_1), ON(51, "sat"), REG_00, AMEMIDX, REG_20, REG_39, T(pred39)),
	FR(U64(0xdf60000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("tmml"), NM("b"), NM("lod"), ON(35, "ndv"), ON(49, "nodep"), REG_00, REG_08, REG_20, NM("0x0"), ON(28, "array"), T(df60_0), U04_31),
	FR(U64(0xdf58000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("tmml"), NM("lod"), ON(35, "ndv"), ON(49, "nodep"), REG_00, REG_08, U13_36, ON(28, "array"), T(df60_0), U04_31),
	FR(U64(0xdf50000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("txq"), NM("b"), ON(49, "nodep"), REG_00, REG_08, T(df50_0), U13_36, U04_31),
	FR(U64(0xdf48000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("txq"), ON(49, "nodep"), REG_00, REG_08, T(df50_0), U13_36, U04_31),
	FR(U64(0xdf40000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("txa"), ON(35, "ndv"), ON(49, "nodep"), REG_00, REG_08, U13_36, U04_31),
	FR(U64(0xdf00000000000000), U64(0xff40000000000000), VALL, T(pred), NM("tld4s"), ONV(55, "f16", V_SM60OP), T(df00_0), ON(51, "aoffi"), ON(50, "dc"), ON(49, "nodep"), REG_28, REG_00, REG_08, REG_20, U13_36),
	FR(U64(0xdef8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("tld4"), T(def8_0), NM("b"), T(def8_1), ON(50, "dc"), ON(35, "ndv"), ON(49, "nodep"), REG_00, REG_08, REG_20, NM("0x0"), ON(28, "array"), T(df60_0), U04_31),
	FR(U64(0xdeb8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("tex"), NM("b"), T(deb8_0), ON(36, "aoffi"), ON(50, "dc"), ON(35, "ndv"), ON(49, "nodep"), REG_00, REG_08, REG_20, NM("0x0"), ON(28, "array"), T(df60_0), U04_31),
	FR(U64(0xde78000000000000), U64(0xfffc000000000000), VALL, T(pred), NM("txd"), NM("b"), ON(35, "aoffi"), ON(49, "nodep"), REG_00, REG_08, REG_20, NM("0x0"), ON(28, "array"), T(df60_0), U04_31),
	FR(U64(0xde38000000000000), U64(0xfffc000000000000), VALL, T(pred), NM("txd"), ON(35, "aoffi"), ON(49, "nodep"), REG_00, REG_08, REG_20, U13_36, ON(28, "array"), T(df60_0), U04_31),
	FR(U64(0xdd38000000000000), U64(0xff38000000000000), VALL, T(pred), NM("tld"), NM("b"), T(dc38_0), ON(35, "aoffi"), ON(50, "ms"), ON(54, "cl"), ON(49, "nodep"), REG_00, REG_08, REG_20, NM("0x0"), ON(28, "array"), T(df60_0), U04_31),
	FR(U64(0xdc38000000000000), U64(0xff38000000000000), VALL, T(pred), NM("tld"), T(dc38_0), ON(35, "aoffi"), ON(50, "ms"), ON(54, "cl"), ON(49, "nodep"), REG_00, REG_08, REG_20, U13_36, ON(28, "array"), T(df60_0), U04_31),
	FR(U64(0xd200000000000000), U64(0xf600000000000000), VALL, T(pred), NM("tlds"), ZNV(59, "f16", V_SM60OP), T(d200_0), ON(49, "nodep"), REG_28, REG_00, REG_08, REG_20, U13_36, T(d200_1), T(d200_2)),
	FR(U64(0xd000000000000000), U64(0xf600000000000000), VALL, T(pred), NM("texs"), ZNV(59, "f16", V_SM60OP), T(d000_0), ON(49, "nodep"), REG_28, REG_00, REG_08, REG_20, U13_36, T(d000_1), T(d200_2)),
	FR(U64(0xc838000000000000), U64(0xfc38000000000000), VALL, T(pred), NM("tld4"), T(c838_0), T(c838_1), ON(50, "dc"), ON(35, "ndv"), ON(49, "nodep"), REG_00, REG_08, REG_20, U13_36, ON(28, "array"), T(df60_0), U04_31),
	FR(U64(0xc038000000000000), U64(0xfc38000000000000), VALL, T(pred), NM("tex"), T(c038_0), ON(54, "aoffi"), ON(50, "dc"), ON(49, "nodep"), REG_00, REG_08, REG_20, U13_36, ON(28, "array"), T(df60_0), U04_31),
	FR(U64(0xa000000000000000), U64(0xe000000000000000), VALL, T(pred), NM("st"), ON(52, "e"), T(a000_0), T(a000_1), GMEM, REG_00, PRED58),
	FR(U64(0x8000000000000000), U64(0xe000000000000000), VALL, T(pred), NM("ld"), ON(52, "e"), T(8000_0), T(a000_1), REG_00, GMEM, PRED58),
	FR(U64(0x7e80000000000000), U64(0xfe80000000000000), V_SM60OP, T(pred), NM("hsetp2"), T(7c00_0), ON(53, "h_and"), ON(6, "ftz"), T(5bb0_1), PRED03, PRED00, ON(43, "neg"), ON(44, "abs"), T(5d10_1), REG_08, ON(56, "neg"), ON(54, "abs"), C34_RZ_O14_20, ON(42, "not"), PRED39),
	FR(U64(0x7e00000000000000), U64(0xfe80000000000000), V_SM60OP, T(pred), NM("hsetp2"), T(7c00_0), ON(53, "h_and"), ON(6, "ftz"), T(5bb0_1), PRED03, PRED00, ON(43, "neg"), ON(44, "abs"), T(5d10_1), REG_08, ON(56, "neg"), U09_30, ON(29, "neg"), U09_20, ON(42, "not"), PRED39),
	FR(U64(0x7c80000000000000), U64(0xfe80000000000000), V_SM60OP, T(pred), NM("hset2"), ON(53, "bf"), T(7c00_0), ON(54, "ftz"), T(5bb0_1), REG_00, ON(43, "neg"), ON(44, "abs"), T(5d10_1), REG_08, ON(56, "neg"), ON(54, "abs"), C34_RZ_O14_20, ON(42, "not"), PRED39),
	FR(U64(0x7c00000000000000), U64(0xfe80000000000000), V_SM60OP, T(pred), NM("hset2"), ON(53, "bf"), T(7c00_0), ON(54, "ftz"), T(5bb0_1), REG_00, ON(43, "neg"), ON(44, "abs"), T(5d10_1), REG_08, ON(56, "neg"), U09_30, ON(29, "neg"), U09_20, ON(42, "not"), PRED39),
	FR(U64(0x7a00000000000000), U64(0xfe80000000000000), V_SM60OP, T(pred), NM("hadd2"), ON(39, "ftz"), ON(52, "sat"), T(5d10_0), REG_00, ON(43, "neg"), ON(44, "abs"), T(5d10_1), REG_08, ON(56, "neg"), U09_30, ON(29, "neg"), U09_20),
	FR(U64(0x7a80000000000000), U64(0xfe80000000000000), V_SM60OP, T(pred), NM("hadd2"), ON(39, "ftz"), ON(52, "sat"), T(5d10_0), REG_00, ON(43, "neg"), ON(44, "abs"), T(5d10_1), REG_08, ON(56, "neg"), ON(54, "abs"), C34_RZ_O14_20),
	FR(U64(0x7800000000000000), U64(0xfe80000000000000), V_SM60OP, T(pred), NM("hmul2"), T(5d08_0), ON(52, "sat"), T(5d10_0), REG_00, ON(43, "neg"), ON(44, "abs"), T(5d10_1), REG_08, ON(56, "neg"), U09_30, ON(29, "neg"), U09_20),
	FR(U64(0x7880000000000000), U64(0xfe80000000000000), V_SM60OP, T(pred), NM("hmul2"), T(5d08_0), ON(52, "sat"), T(5d10_0), REG_00, ON(43, "neg"), ON(44, "abs"), T(5d10_1), REG_08, ON(54, "abs"), C34_RZ_O14_20),
	FR(U64(0x7080000000000000), U64(0xf880000000000000), V_SM60OP, T(pred), NM("hfma2"), T(6080_0), ON(52, "sat"), T(5d10_0), REG_00, T(5d10_1), REG_08, ON(56, "neg"), C34_RZ_O14_20, ON(51, "neg"), T(2c00_0), REG_39),
	FR(U64(0x7000000000000000), U64(0xf880000000000000), V_SM60OP, T(pred), NM("hfma2"), T(6080_0), ON(52, "sat"), T(5d10_0), REG_00, T(5d10_1), REG_08, ON(56, "neg"), U09_30, ON(29, "neg"), U09_20, ON(51, "neg"), T(2c00_0), REG_39),
	FR(U64(0x6080000000000000), U64(0xf880000000000000), V_SM60OP, T(pred), NM("hfma2"), T(6080_0), ON(52, "sat"), T(5d10_0), REG_00, T(5d10_1), REG_08, ON(56, "neg"), T(2c00_0), REG_39, ON(51, "neg"), C34_RZ_O14_20),
	FR(U64(0x5f00000000000000), U64(0xff00000000000000), VALL, T(pred), NM("vmad"), T(5f00_0), T(5f00_2), ON(55, "sat"), ON(47, "cc"), REG_00, T(5f00_3), REG_08, T(50f0_1), REG_39),
	FR(U64(0x5d20000000000000), U64(0xfff8000000000000), V_SM60OP, T(pred), NM("hsetp2"), T(5d18_0), ON(49, "h_and"), ON(6, "ftz"), T(5bb0_1), PRED03, PRED00, ON(43, "neg"), ON(44, "abs"), T(5d10_1), REG_08, ON(31, "neg"), ON(30, "abs"), T(5d10_2), REG_20, ON(42, "not"), PRED39),
	FR(U64(0x5d18000000000000), U64(0xfff8000000000000), V_SM60OP, T(pred), NM("hset2"), ON(49, "bf"), T(5d18_0), ON(50, "ftz"), T(5bb0_1), REG_00, ON(43, "neg"), ON(44, "abs"), T(5d10_1), REG_08, ON(31, "neg"), ON(30, "abs"), T(5d10_2), REG_20, ON(42, "not"), PRED39),
	FR(U64(0x5d10000000000000), U64(0xfff8000000000000), V_SM60OP, T(pred), NM("hadd2"), ON(39, "ftz"), ON(32, "sat"), T(5d10_0), REG_00, ON(43, "neg"), ON(44, "abs"), T(5d10_1), REG_08, ON(31, "neg"), ON(30, "abs"), T(5d10_2), REG_20),
	FR(U64(0x5d08000000000000), U64(0xfff8000000000000), V_SM60OP, T(pred), NM("hmul2"), T(5d08_0), ON(32, "sat"), T(5d10_0), REG_00, ON(44, "abs"), T(5d10_1), REG_08, ON(31, "neg"), ON(30, "abs"), T(5d10_2), REG_20),
	FR(U64(0x5d00000000000000), U64(0xfff8000000000000), V_SM60OP, T(pred), NM("hfma2"), T(5d00_0), ON(32, "sat"), T(5d10_0), REG_00, T(5d10_1), REG_08, ON(31, "neg"), T(5d10_2), REG_20, ON(30, "neg"), T(5d00_1), REG_39),
	FR(U64(0x5cf8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("shf"), NM("r"), ON(50, "w"), T(5cf8_1), T(5cf8_0), ON(47, "cc"), REG_00, REG_08, REG_20, REG_39),
	FR(U64(0x5cf0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("r2p"), T(5cf0_0), T(5cf0_1), REG_08, REG_20),
	FR(U64(0x5ce8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("p2r"), T(5cf0_1), REG_00, T(5cf0_0), REG_08, REG_20),
	FR(U64(0x5ce0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("i2i"), T(5ce0_0), T(5ce0_1), ON(50, "sat"), ON(47, "cc"), REG_00, T(5cf0_1), ON(45, "neg"), ON(49, "abs"), REG_20),
	FR(U64(0x5cc0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("iadd3"), T(5cc0_0), ON(48, "x"), ON(47, "cc"), REG_00, ON(51, "neg"), T(5cc0_1), REG_08, ON(50, "neg"), T(5cc0_2), REG_20, ON(49, "neg"), T(5cc0_3), REG_39),
	FR(U64(0x5cb8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("i2f"), T(5cb8_0), T(5cb8_1), T(5cb8_2), ON(47, "cc"), REG_00, ON(45, "neg"), ON(49, "abs"), T(5cf0_1), REG_20),
	FR(U64(0x5cb0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("f2i"), ON(44, "ftz"), T(5cb0_2), T(5cb0_0), T(5cb0_1), ON(47, "cc"), REG_00, ON(45, "neg"), ON(49, "abs"), REG_20),
	FR(U64(0x5ca8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("f2f"), ON(44, "ftz"), T(5cb0_0), T(5cb8_0), T(5ca8_0), ON(50, "sat"), ON(47, "cc"), REG_00, ON(45, "neg"), ON(49, "abs"), REG_20),
	FR(U64(0x5ca0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("sel"), REG_00, REG_08, REG_20, T(pred39)),
	FR(U64(0x5c98000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("mov"), REG_00, REG_20, U04_39),
	FR(U64(0x5c90000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("rro"), T(5c90_0), REG_00, ON(45, "neg"), ON(49, "abs"), REG_20),
	FR(U64(0x5c88000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("fchk"), T(5c88_0), PRED03, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), REG_20),
	FR(U64(0x5c80000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("dmul"), T(5cb8_2), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), REG_20),
	FR(U64(0x5c70000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("dadd"), T(5cb8_2), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), REG_20),
	FR(U64(0x5c68000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("fmul"), T(5c68_0), T(5c68_1), T(5cb8_2), ON(50, "sat"), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), REG_20),
	FR(U64(0x5c60000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("fmnmx"), ON(44, "ftz"), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), REG_20, T(pred39)),
	FR(U64(0x5c58000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("fadd"), ON(44, "ftz"), ON(50, "sat"), T(5cb8_2), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), REG_20),
	FR(U64(0x5c50000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("dmnmx"), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), REG_20, T(pred39)),
	FR(U64(0x5c48000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("shl"), ON(39, "w"), ON(43, "x"), ON(47, "cc"), REG_00, REG_08, REG_20),
	FR(U64(0x5c40000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("lop"), T(5c40_0), ON(43, "x"), T(5c40_1), PRED48, ON(47, "cc"), REG_00, ON(39, "inv"), REG_08, ON(40, "inv"), REG_20),
	FR(U64(0x5c38000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("imul"), T(5c38_0), T(5c38_1), ON(39, "hi"), ON(47, "cc"), REG_00, REG_08, REG_20),
	FR(U64(0x5c30000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("flo"), T(5c30_0), ON(41, "sh"), ON(47, "cc"), REG_00, ON(40, "inv"), REG_20),
	FR(U64(0x5c28000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("shr"), T(5c30_0), ON(39, "w"), ON(44, "x"), ON(40, "brev"), ON(47, "cc"), REG_00, REG_08, REG_20),
	FR(U64(0x5c20000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("imnmx"), T(5c30_0), T(5c20_0), ON(47, "cc"), REG_00, REG_08, REG_20, T(pred39)),
	FR(U64(0x5c18000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("iscadd"), ON(47, "cc"), REG_00, ON(49, "neg"), REG_08, ON(48, "neg"), REG_20, U05_39),
	FR(U64(0x5c10000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("iadd"), ON(50, "sat"), ON(43, "x"), ON(47, "cc"), REG_00, ON(49, "neg"), REG_08, ON(48, "neg"), REG_20),
	FR(U64(0x5c08000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("popc"), REG_00, ON(40, "inv"), REG_20),
	FR(U64(0x5c00000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("bfe"), T(5c30_0), ON(40, "brev"), ON(47, "cc"), REG_00, REG_08, REG_20),
	FR(U64(0x5bf8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("shf"), NM("l"), ON(50, "w"), T(5cf8_1), T(5cf8_0), ON(47, "cc"), REG_00, REG_08, REG_20, REG_39),
	FR(U64(0x5bf0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("bfi"), ON(47, "cc"), REG_00, REG_08, REG_20, REG_39),
	FR(U64(0x5be0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("lop3"), NM("lut"), ON(38, "x"), T(5be0_0), PRED48, ON(47, "cc"), REG_00, REG_08, REG_20, REG_39, U08_28),
	FR(U64(0x5bd8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("lea"), NM("hi"), ON(38, "x"), PRED48, ON(47, "cc"), REG_00, ON(37, "neg"), REG_08, REG_20, REG_39, U05_28),
	FR(U64(0x5bd0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("lea"), ON(46, "x"), PRED48, ON(47, "cc"), REG_00, ON(45, "neg"), REG_08, REG_20, U05_39),
	FR(U64(0x5bc0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("prmt"), T(5bc0_0), REG_00, REG_08, REG_20, REG_39),
	FR(U64(0x5bb0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("fsetp"), T(5bb0_0), ON(47, "ftz"), T(5bb0_1), PRED03, PRED00, ON(43, "neg"), ON(7, "abs"), REG_08, ON(6, "neg"), ON(44, "abs"), REG_20, T(pred39)),
	FR(U64(0x5ba0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("fcmp"), T(5bb0_0), ON(47, "ftz"), REG_00, REG_08, REG_20, REG_39),
	FR(U64(0x5b80000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("dsetp"), T(5bb0_0), T(5bb0_1), PRED03, PRED00, ON(43, "neg"), ON(7, "abs"), REG_08, ON(6, "neg"), ON(44, "abs"), REG_20, T(pred39)),
	FR(U64(0x5b70000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("dfma"), T(5b70_0), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), REG_20, ON(49, "neg"), REG_39),
	FR(U64(0x5b60000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("isetp"), T(5b60_0), T(5c30_0), ON(43, "x"), T(5bb0_1), PRED03, PRED00, REG_08, REG_20, T(pred39)),
	FR(U64(0x5b50000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("iset"), ON(44, "bf"), T(5b60_0), T(5c30_0), ON(43, "x"), T(5bb0_1), ON(47, "cc"), REG_00, REG_08, REG_20, T(pred39)),
	FR(U64(0x5b40000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("icmp"), T(5b60_0), T(5c30_0), REG_00, REG_08, REG_20, REG_39),
	FR(U64(0x5b00000000000000), U64(0xffc0000000000000), VALL, T(pred), NM("xmad"), T(5b00_0), ON(36, "psl"), ON(37, "mrg"), T(5b00_1), ON(38, "x"), ON(47, "cc"), REG_00, ON(53, "h1"), REG_08, ON(35, "h1"), REG_20, REG_39),
	FR(U64(0x5a80000000000000), U64(0xff80000000000000), VALL, T(pred), NM("imadsp"), T(5a80_0), T(5a80_1), T(5a80_2), ON(47, "cc"), REG_00, REG_08, REG_20, REG_39),
	FR(U64(0x5a00000000000000), U64(0xff80000000000000), VALL, T(pred), NM("imad"), T(5a00_0), T(5a00_1), ON(54, "hi"), ON(50, "sat"), ON(49, "x"), ON(47, "c"), REG_00, REG_08, REG_20, REG_39),
	FR(U64(0x5980000000000000), U64(0xff80000000000000), VALL, T(pred), NM("ffma"), T(5980_0), T(5980_1), ON(50, "sat"), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), REG_20, ON(49, "neg"), REG_39),
	FR(U64(0x5900000000000000), U64(0xff80000000000000), VALL, T(pred), NM("dset"), ON(52, "bf"), T(5bb0_0), T(5bb0_1), ON(47, "cc"), REG_00, ON(43, "neg"), ON(54, "abs"), REG_08, ON(53, "neg"), ON(44, "abs"), REG_20, T(pred39)),
	FR(U64(0x5800000000000000), U64(0xff00000000000000), VALL, T(pred), NM("fset"), ON(52, "bf"), T(5bb0_0), T(5bb0_1), ON(55, "ftz"), ON(47, "cc"), REG_00, ON(43, "neg"), ON(54, "abs"), REG_08, ON(53, "neg"), ON(44, "abs"), REG_20, T(pred39)),
	FR(U64(0x5700000000000000), U64(0xff00000000000000), VALL, T(pred), NM("vshl"), T(5700_0), T(5700_1), T(5700_2), ON(49, "w"), ON(55, "sat"), T(5700_3), ON(47, "cc"), REG_00, T(5f00_3), REG_08, U16_20, REG_39),
	FR(U64(0x5600000000000000), U64(0xff00000000000000), VALL, T(pred), NM("vshr"), T(5700_0), T(5700_1), T(5700_2), ON(49, "w"), ON(55, "sat"), T(5700_3), ON(47, "cc"), REG_00, T(5f00_3), REG_08, U16_20, REG_39),
	FR(U64(0x5400000000000000), U64(0xff00000000000000), VALL, T(pred), NM("vabsdiff"), ON(54, "sd"), T(5700_1), ON(55, "sat"), T(5700_3), ON(47, "cc"), REG_00, T(5f00_3), REG_08, T(50f0_1), REG_39),
	FR(U64(0x53f8000000000000), U64(0xfff8000000000000), V_SM60OP, T(pred), NM("idp"), T(53d8_0), REG_00, REG_08, T(53d8_1), REG_20, REG_39),
	FR(U64(0x53f0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("bfi"), ON(47, "cc"), REG_00, REG_08, REG_39, C34_RZ_O14_20),
	FR(U64(0x53d8000000000000), U64(0xfff8000000000000), V_SM60OP, T(pred), NM("idp"), T(53d8_0), REG_00, REG_08, T(53d8_1), C34_RZ_O14_20, REG_39),
	FR(U64(0x53c0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("prmt"), T(5bc0_0), REG_00, REG_08, REG_39, C34_RZ_O14_20),
	FR(U64(0x53a0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("fcmp"), T(5bb0_0), ON(47, "ftz"), REG_00, REG_08, REG_39, C34_RZ_O14_20),
	FR(U64(0x5370000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("dfma"), T(5b70_0), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), REG_39, ON(49, "neg"), C34_RZ_O14_20),
	FR(U64(0x5340000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("icmp"), T(5b60_0), T(5c30_0), REG_00, REG_08, REG_39, C34_RZ_O14_20),
	FR(U64(0x5280000000000000), U64(0xff80000000000000), VALL, T(pred), NM("imadsp"), T(5a80_0), T(5a80_1), T(5a80_2), ON(47, "cc"), REG_00, REG_08, REG_39, C34_RZ_O14_20),
	FR(U64(0x5200000000000000), U64(0xff80000000000000), VALL, T(pred), NM("imad"), T(5a00_0), T(5a00_1), ON(54, "hi"), ON(50, "sat"), ON(49, "x"), ON(47, "c"), REG_00, REG_08, REG_39, C34_RZ_O14_20),
	FR(U64(0x5180000000000000), U64(0xff80000000000000), VALL, T(pred), NM("ffma"), T(5980_0), T(5980_1), ON(50, "sat"), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), REG_39, ON(49, "neg"), C34_RZ_O14_20),
	FR(U64(0x5100000000000000), U64(0xff80000000000000), VALL, T(pred), NM("xmad"), T(5b00_0), T(5100_0), ON(54, "x"), ON(47, "cc"), REG_00, ON(53, "h1"), REG_08, ON(52, "h1"), REG_39, C34_RZ_O14_20),
	FR(U64(0x50f8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("fswzadd"), ON(44, "ftz"), T(5cb8_2), ON(38, "ndv"), ON(47, "cc"), REG_00, REG_08, REG_20, U08_28),
	FR(U64(0x50f0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("vsetp"), T(50f0_0), T(5700_1), T(5bb0_1), PRED03, PRED00, T(5f00_3), REG_08, T(50f0_1), T(pred39)),
	FR(U64(0x50e0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("vote"), NM("vtg"), T(50e0_0), U24_20),
	FR(U64(0x50d8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("vote"), T(50d8_0), REG_00, PRED45, T(pred39)),
	FR(U64(0x50d0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("lepc"), REG_00),
	FR(U64(0x50c8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("cs2r"), REG_00, SYS_20),
	FR(U64(0x50b0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("nop"), ON(13, "trig"), T(50b0_0), U16_20),
	FR(U64(0x50a0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("csetp"), T(50b0_0), T(5bb0_1), PRED03, PRED00, NM("cc"), T(pred39)),
	FR(U64(0x5098000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("cset"), ON(44, "bf"), T(50b0_0), T(5bb0_1), REG_00, NM("cc"), T(pred39)),
	FR(U64(0x5090000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("psetp"), T(5090_0), T(5bb0_1), PRED03, PRED00, T(pred12), T(pred29), T(pred39)),
	FR(U64(0x5088000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("pset"), ON(44, "bf"), T(5090_0), T(5bb0_1), ON(47, "cc"), REG_00, T(pred12), T(pred29), T(pred39)),
	FR(U64(0x5080000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("mufu"), T(5080_0), ON(50, "sat"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08),
	FR(U64(0x5000000000000000), U64(0xff80000000000000), VALL, T(pred), NM("vabsdiff4"), ON(38, "sd"), T(5000_0), T(5000_1), ON(50, "sat"), T(5000_5), T(5000_2), REG_00, T(5000_3), REG_08, T(5000_4), REG_20, REG_39),
	FR(U64(0x4e00000000000000), U64(0xfe00000000000000), VALL, T(pred), NM("xmad"), T(5b00_0), ON(55, "psl"), ON(56, "mrg"), T(5100_0), ON(54, "x"), ON(47, "cc"), REG_00, ON(53, "h1"), REG_08, ON(52, "h1"), C34_RZ_O14_20, REG_39),
	FR(U64(0x4cf0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("r2p"), T(5cf0_0), T(5cf0_1), REG_08, C34_RZ_O14_20),
	FR(U64(0x4ce8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("p2r"), T(5cf0_1), REG_00, T(5cf0_0), REG_08, C34_RZ_O14_20),
	FR(U64(0x4ce0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("i2i"), T(5ce0_0), T(5ce0_1), ON(50, "sat"), ON(47, "cc"), REG_00, T(5cf0_1), ON(45, "neg"), ON(49, "abs"), C34_RZ_O14_20),
	FR(U64(0x4cc0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("iadd3"), ON(48, "x"), ON(47, "cc"), REG_00, ON(51, "neg"), REG_08, ON(50, "neg"), C34_RZ_O14_20, ON(49, "neg"), REG_39),
	FR(U64(0x4cb8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("i2f"), T(5cb8_0), T(5cb8_1), T(5cb8_2), ON(47, "cc"), REG_00, ON(45, "neg"), ON(49, "abs"), T(5cf0_1), C34_RZ_O14_20),
	FR(U64(0x4cb0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("f2i"), ON(44, "ftz"), T(5cb0_2), T(5cb0_0), T(5cb0_1), ON(47, "cc"), REG_00, ON(45, "neg"), ON(49, "abs"), C34_RZ_O14_20),
	FR(U64(0x4ca8000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("f2f"), ON(44, "ftz"), T(5cb0_0), T(5cb8_0), T(5ca8_0), ON(50, "sat"), ON(47, "cc"), REG_00, ON(45, "neg"), ON(49, "abs"), C34_RZ_O14_20),
	FR(U64(0x4ca0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("sel"), REG_00, REG_08, C34_RZ_O14_20, T(pred39)),
	FR(U64(0x4c98000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("mov"), REG_00, C34_RZ_O14_20, U04_39),
	FR(U64(0x4c90000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("rro"), T(5c90_0), REG_00, ON(45, "neg"), ON(49, "abs"), C34_RZ_O14_20),
	FR(U64(0x4c88000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("fchk"), T(5c88_0), PRED03, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), C34_RZ_O14_20),
	FR(U64(0x4c80000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("dmul"), T(5cb8_2), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), C34_RZ_O14_20),
	FR(U64(0x4c70000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("dadd"), T(5cb8_2), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), C34_RZ_O14_20),
	FR(U64(0x4c68000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("fmul"), T(5c68_0), T(5c68_1), T(5cb8_2), ON(50, "sat"), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), C34_RZ_O14_20),
	FR(U64(0x4c60000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("fmnmx"), ON(44, "ftz"), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), C34_RZ_O14_20, T(pred39)),
	FR(U64(0x4c58000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("fadd"), ON(44, "ftz"), ON(50, "sat"), T(5cb8_2), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), C34_RZ_O14_20),
	FR(U64(0x4c50000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("dmnmx"), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), C34_RZ_O14_20, T(pred39)),
	FR(U64(0x4c48000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("shl"), ON(39, "w"), ON(43, "x"), ON(47, "cc"), REG_00, REG_08, C34_RZ_O14_20),
	FR(U64(0x4c40000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("lop"), T(5c40_0), ON(43, "x"), T(5c40_1), PRED48, ON(47, "cc"), REG_00, ON(39, "inv"), REG_08, ON(40, "inv"), C34_RZ_O14_20),
	FR(U64(0x4c38000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("imul"), T(5c38_0), T(5c38_1), ON(39, "hi"), ON(47, "cc"), REG_00, REG_08, C34_RZ_O14_20),
	FR(U64(0x4c30000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("flo"), T(5c30_0), ON(41, "sh"), ON(47, "cc"), REG_00, ON(40, "inv"), C34_RZ_O14_20),
	FR(U64(0x4c28000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("shr"), T(5c30_0), ON(39, "w"), ON(44, "x"), ON(40, "brev"), ON(47, "cc"), REG_00, REG_08, C34_RZ_O14_20),
	FR(U64(0x4c20000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("imnmx"), T(5c30_0), T(5c20_0), ON(47, "cc"), REG_00, REG_08, C34_RZ_O14_20, T(pred39)),
	FR(U64(0x4c18000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("iscadd"), ON(47, "cc"), REG_00, ON(49, "neg"), REG_08, ON(48, "neg"), C34_RZ_O14_20, U05_39),
	FR(U64(0x4c10000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("iadd"), ON(50, "sat"), ON(43, "x"), ON(47, "cc"), REG_00, ON(49, "neg"), REG_08, ON(48, "neg"), C34_RZ_O14_20),
	FR(U64(0x4c08000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("popc"), REG_00, ON(40, "inv"), C34_RZ_O14_20),
	FR(U64(0x4c00000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("bfe"), T(5c30_0), ON(40, "brev"), ON(47, "cc"), REG_00, REG_08, C34_RZ_O14_20),
	FR(U64(0x4bf0000000000000), U64(0xfff8000000000000), VALL, T(pred), NM("bfi"), ON(47, "cc"), REG_00, REG_08, C34_RZ_O14_20, REG_39),
	FR(U64(0x4bd0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("lea"), ON(46, "x"), PRED48, ON(47, "cc"), REG_00, ON(45, "neg"), REG_08, C34_RZ_O14_20, U05_39),
	FR(U64(0x4bc0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("prmt"), T(5bc0_0), REG_00, REG_08, C34_RZ_O14_20, REG_39),
	FR(U64(0x4bb0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("fsetp"), T(5bb0_0), ON(47, "ftz"), T(5bb0_1), PRED03, PRED00, ON(43, "neg"), ON(7, "abs"), REG_08, ON(6, "neg"), ON(44, "abs"), C34_RZ_O14_20, T(pred39)),
	FR(U64(0x4ba0000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("fcmp"), T(5bb0_0), ON(47, "ftz"), REG_00, REG_08, C34_RZ_O14_20, REG_39),
	FR(U64(0x4b80000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("dsetp"), T(5bb0_0), T(5bb0_1), PRED03, PRED00, ON(43, "neg"), ON(7, "abs"), REG_08, ON(6, "neg"), ON(44, "abs"), C34_RZ_O14_20, T(pred39)),
	FR(U64(0x4b70000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("dfma"), T(5b70_0), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), C34_RZ_O14_20, ON(49, "neg"), REG_39),
	FR(U64(0x4b60000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("isetp"), T(5b60_0), T(5c30_0), ON(43, "x"), T(5bb0_1), PRED03, PRED00, REG_08, C34_RZ_O14_20, T(pred39)),
	FR(U64(0x4b50000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("iset"), ON(44, "bf"), T(5b60_0), T(5c30_0), ON(43, "x"), T(5bb0_1), ON(47, "cc"), REG_00, REG_08, C34_RZ_O14_20, T(pred39)),
	FR(U64(0x4b40000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("icmp"), T(5b60_0), T(5c30_0), REG_00, REG_08, C34_RZ_O14_20, REG_39),
	FR(U64(0x4a80000000000000), U64(0xff80000000000000), VALL, T(pred), NM("imadsp"), T(5a80_0), T(5a80_1), T(5a80_2), ON(47, "cc"), REG_00, REG_08, C34_RZ_O14_20, REG_39),
	FR(U64(0x4a00000000000000), U64(0xff80000000000000), VALL, T(pred), NM("imad"), T(5a00_0), T(5a00_1), ON(54, "hi"), ON(50, "sat"), ON(49, "x"), ON(47, "cc"), REG_00, REG_08, C34_RZ_O14_20, REG_39),
	FR(U64(0x4980000000000000), U64(0xff80000000000000), VALL, T(pred), NM("ffma"), T(5980_0), T(5980_1), ON(50, "sat"), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), C34_RZ_O14_20, ON(49, "neg"), REG_39),
	FR(U64(0x4900000000000000), U64(0xff80000000000000), VALL, T(pred), NM("dset"), ON(52, "bf"), T(5bb0_0), T(5bb0_1), ON(47, "cc"), REG_00, ON(43, "neg"), ON(54, "abs"), REG_08, ON(53, "neg"), ON(44, "abs"), C34_RZ_O14_20, T(pred39)),
	FR(U64(0x4800000000000000), U64(0xfe00000000000000), VALL, T(pred), NM("fset"), ON(52, "bf"), T(5bb0_0), T(5bb0_1), ON(55, "ftz"), ON(47, "cc"), REG_00, ON(43, "neg"), ON(54, "abs"), REG_08, ON(53, "neg"), ON(44, "abs"), C34_RZ_O14_20, T(pred39)),
	FR(U64(0x4000000000000000), U64(0xfe00000000000000), VALL, T(pred), NM("vset"), T(50f0_0), T(5700_1), T(5700_3), ON(47, "cc"), REG_00, T(5f00_3), REG_08, T(50f0_1), REG_39),
	FR(U64(0x3c00000000000000), U64(0xfc00000000000000), VALL, T(pred), NM("lop3"), NM("lut"), ON(47, "cc"), REG_00, REG_08, S20_20, U08_48),
	FR(U64(0x3a00000000000000), U64(0xfe00000000000000), VALL, T(pred), NM("vmnmx"), T(5700_0), T(5700_1), T(5700_3), ON(47, "cc"), REG_00, T(5f00_3), REG_08, T(50f0_1), REG_39),
	FR(U64(0x38f8000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("shf"), NM("r"), ON(50, "w"), T(5cf8_1), T(5cf8_0), ON(47, "cc"), REG_00, REG_08, U06_20, REG_39),
	FR(U64(0x38f0000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("r2p"), T(5cf0_0), T(5cf0_1), REG_08, S20_20),
	FR(U64(0x38e8000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("p2r"), T(5cf0_1), REG_00, T(5cf0_0), REG_08, S20_20),
	FR(U64(0x38e0000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("i2i"), T(5ce0_0), T(5ce0_1), ON(50, "sat"), ON(47, "cc"), REG_00, T(5cf0_1), ON(45, "neg"), ON(49, "abs"), S20_20),
	FR(U64(0x38c0000000000000), U64(0xfef0000000000000), VALL, T(pred), NM("iadd3"), ON(48, "x"), ON(47, "cc"), REG_00, ON(51, "neg"), REG_08, ON(50, "neg"), S20_20, ON(49, "neg"), REG_39),
	FR(U64(0x38b8000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("i2f"), T(5cb8_0), T(5cb8_1), T(5cb8_2), ON(47, "cc"), REG_00, ON(45, "neg"), ON(49, "abs"), T(5cf0_1), S20_20),
	FR(U64(0x38b0000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("f2i"), ON(44, "ftz"), T(5cb0_2), T(5cb0_0), T(5cb0_1), ON(47, "cc"), REG_00, ON(45, "neg"), ON(49, "abs"), F20_20),
	FR(U64(0x38a8000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("f2f"), ON(44, "ftz"), T(5cb0_0), T(5cb8_0), T(5ca8_0), ON(50, "sat"), ON(47, "cc"), REG_00, ON(45, "neg"), ON(49, "abs"), F20_20),
	FR(U64(0x38a0000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("sel"), REG_00, REG_08, S20_20, T(pred39)),
	FR(U64(0x3898000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("mov"), REG_00, S20_20, U04_39),
	FR(U64(0x3890000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("rro"), T(5c90_0), REG_00, ON(45, "neg"), ON(49, "abs"), F20_20),
	FR(U64(0x3888000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("fchk"), T(5c88_0), PRED03, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), F20_20),
	FR(U64(0x3880000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("dmul"), T(5cb8_2), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), D20_20),
	FR(U64(0x3870000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("dadd"), T(5cb8_2), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), D20_20),
	FR(U64(0x3868000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("fmul"), T(5c68_0), T(5c68_1), T(5cb8_2), ON(50, "sat"), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), F20_20),
	FR(U64(0x3860000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("fmnmx"), ON(44, "ftz"), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), F20_20, T(pred39)),
	FR(U64(0x3858000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("fadd"), ON(44, "ftz"), ON(50, "sat"), T(5cb8_2), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), F20_20),
	FR(U64(0x3850000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("dmnmx"), ON(47, "cc"), REG_00, ON(48, "neg"), ON(46, "abs"), REG_08, ON(45, "neg"), ON(49, "abs"), D20_20, T(pred39)),
	FR(U64(0x3848000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("shl"), ON(39, "w"), ON(43, "x"), ON(47, "cc"), REG_00, REG_08, S20_20),
	FR(U64(0x3840000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("lop"), T(5c40_0), ON(43, "x"), T(5c40_1), PRED48, ON(47, "cc"), REG_00, ON(39, "inv"), REG_08, ON(40, "inv"), S20_20),
	FR(U64(0x3838000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("imul"), T(5c38_0), T(5c38_1), ON(39, "hi"), ON(47, "cc"), REG_00, REG_08, S20_20),
	FR(U64(0x3830000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("flo"), T(5c30_0), ON(41, "sh"), ON(47, "cc"), REG_00, ON(40, "inv"), S20_20),
	FR(U64(0x3828000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("shr"), T(5c30_0), ON(39, "w"), ON(44, "x"), ON(40, "brev"), ON(47, "cc"), REG_00, REG_08, S20_20),
	FR(U64(0x3820000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("imnmx"), T(5c30_0), T(5c20_0), ON(47, "cc"), REG_00, REG_08, S20_20, T(pred39)),
	FR(U64(0x3818000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("iscadd"), ON(47, "cc"), REG_00, ON(49, "neg"), REG_08, ON(48, "neg"), S20_20, U05_39),
	FR(U64(0x3810000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("iadd"), ON(50, "sat"), ON(43, "x"), ON(47, "cc"), REG_00, ON(49, "neg"), REG_08, ON(48, "neg"), S20_20),
	FR(U64(0x3808000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("popc"), REG_00, ON(40, "inv"), S20_20),
	FR(U64(0x3800000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("bfe"), T(5c30_0), ON(40, "brev"), ON(47, "cc"), REG_00, REG_08, S20_20),
	FR(U64(0x36f8000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("shf"), NM("l"), ON(50, "w"), T(5cf8_1), T(5cf8_0), ON(47, "cc"), REG_00, REG_08, S20_20, REG_39),
	FR(U64(0x36f0000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("bfi"), ON(47, "cc"), REG_00, REG_08, S20_20, REG_39),
	FR(U64(0x36d0000000000000), U64(0xfef8000000000000), VALL, T(pred), NM("lea"), ON(46, "x"), PRED48, ON(47, "cc"), REG_00, ON(45, "neg"), REG_08, S20_20, U05_39),
	FR(U64(0x36c0000000000000), U64(0xfef0000000000000), VALL, T(pred), NM("prmt"), T(5bc0_0), REG_00, REG_08, S20_20, REG_39),
	FR(U64(0x36b0000000000000), U64(0xfef0000000000000), VALL, T(pred), NM("fsetp"), T(5bb0_0), ON(47, "ftz"), T(5bb0_1), PRED03, PRED00, ON(43, "neg"), ON(7, "abs"), REG_08, ON(6, "neg"), ON(44, "abs"), F20_20, T(pred39)),
	FR(U64(0x36a0000000000000), U64(0xfef0000000000000), VALL, T(pred), NM("fcmp"), T(5bb0_0), ON(47, "ftz"), REG_00, REG_08, F20_20, REG_39),
	FR(U64(0x3680000000000000), U64(0xfef0000000000000), VALL, T(pred), NM("dsetp"), T(5bb0_0), T(5bb0_1), PRED03, PRED00, ON(43, "neg"), ON(7, "abs"), REG_08, ON(6, "neg"), ON(44, "abs"), D20_20, T(pred39)),
	FR(U64(0x3670000000000000), U64(0xfef0000000000000), VALL, T(pred), NM("dfma"), T(5b70_0), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), D20_20, ON(49, "neg"), REG_39),
	FR(U64(0x3660000000000000), U64(0xfef0000000000000), VALL, T(pred), NM("isetp"), T(5b60_0), T(5c30_0), ON(43, "x"), T(5bb0_1), PRED03, PRED00, REG_08, S20_20, T(pred39)),
	FR(U64(0x3650000000000000), U64(0xfef0000000000000), VALL, T(pred), NM("iset"), ON(44, "bf"), T(5b60_0), T(5c30_0), ON(43, "x"), T(5bb0_1), ON(47, "cc"), REG_00, REG_08, S20_20, T(pred39)),
	FR(U64(0x3640000000000000), U64(0xfef0000000000000), VALL, T(pred), NM("icmp"), T(5b60_0), T(5c30_0), REG_00, REG_08, S20_20, REG_39),
	FR(U64(0x3600000000000000), U64(0xfec0000000000000), VALL, T(pred), NM("xmad"), T(5b00_0), ON(36, "psl"), ON(37, "mrg"), T(5b00_1), ON(38, "x"), ON(47, "cc"), REG_00, ON(53, "h1"), REG_08, U16_20, REG_39),
	FR(U64(0x3480000000000000), U64(0xfe80000000000000), VALL, T(pred), NM("imadsp"), T(5a80_0), T(5a80_1), T(5a80_2), ON(47, "cc"), REG_00, REG_08, S20_20, REG_39),
	FR(U64(0x3400000000000000), U64(0xfe80000000000000), VALL, T(pred), NM("imad"), T(5a00_0), T(5a00_1), ON(54, "hi"), ON(50, "sat"), ON(49, "x"), ON(47, "c"), REG_00, REG_08, S20_20, REG_39),
	FR(U64(0x3280000000000000), U64(0xfe80000000000000), VALL, T(pred), NM("ffma"), T(5980_0), T(5980_1), ON(50, "sat"), ON(47, "cc"), REG_00, REG_08, ON(48, "neg"), F20_20, ON(49, "neg"), REG_39),
	FR(U64(0x3200000000000000), U64(0xfe80000000000000), VALL, T(pred), NM("dset"), ON(52, "bf"), T(5bb0_0), T(5bb0_1), ON(47, "cc"), REG_00, ON(43, "neg"), ON(54, "abs"), REG_08, ON(53, "neg"), ON(44, "abs"), D20_20, T(pred39)),
	FR(U64(0x3000000000000000), U64(0xfe00000000000000), VALL, T(pred), NM("fset"), ON(52, "bf"), T(5bb0_0), T(5bb0_1), ON(55, "ftz"), ON(47, "cc"), REG_00, ON(43, "neg"), ON(54, "abs"), REG_08, ON(53, "neg"), ON(44, "abs"), F20_20, T(pred39)),
	FR(U64(0x2c00000000000000), U64(0xfe00000000000000), V_SM60OP, T(pred), NM("hadd2_32i"), ON(55, "ftz"), ON(52, "sat"), REG_00, ON(56, "neg"), T(2c00_0), REG_08, U16_36, U16_20),
	FR(U64(0x2a00000000000000), U64(0xfe00000000000000), V_SM60OP, T(pred), NM("hmul2_32i"), T(2a00_0), ON(52, "sat"), REG_00, T(2c00_0), REG_08, U16_36, U16_20),
	FR(U64(0x2800000000000000), U64(0xfe00000000000000), V_SM60OP, T(pred), NM("hfma2_32i"), T(2a00_0), REG_00, T(2c00_0), REG_08, U16_36, U16_20, ON(52, "neg"), REG_00),
	FR(U64(0x2000000000000000), U64(0xfc00000000000000), VALL, T(pred), NM("vadd"), T(5700_0), T(5700_1), T(5700_3), ON(47, "cc"), REG_00, T(5f00_3), REG_08, T(50f0_1), REG_39),
	FR(U64(0x1f00000000000000), U64(0xff00000000000000), VALL, T(pred), NM("imul32i"), T(1f00_0), T(1f00_1), ON(53, "hi"), ON(52, "cc"), REG_00, REG_08, S32_20),
	FR(U64(0x1e00000000000000), U64(0xff00000000000000), VALL, T(pred), NM("fmul32i"), T(5980_0), ON(55, "sat"), ON(52, "cc"), REG_00, REG_08, F32_20),
	FR(U64(0x1d80000000000000), U64(0xff80000000000000), VALL, T(pred), NM("iadd32i"), NM("po"), ON(54, "sat"), ON(53, "x"), ON(52, "cc"), REG_00, REG_08, S32_20),
	FR(U64(0x1c00000000000000), U64(0xfe80000000000000), VALL, T(pred), NM("iadd32i"), ON(54, "sat"), ON(53, "x"), ON(52, "cc"), REG_00, ON(56, "neg"), REG_08, S32_20),
	FR(U64(0x1800000000000000), U64(0xfc00000000000000), VALL, T(pred), NM("lea"), NM("hi"), ON(57, "x"), PRED48, ON(47, "cc"), REG_00, ON(56, "neg"), REG_08, C34_RZ_O14_20, REG_39, U05_51),
	FR(U64(0x1400000000000000), U64(0xfc00000000000000), VALL, T(pred), NM("iscadd32i"), ON(52, "cc"), REG_00, REG_08, S32_20, U05_53),
	FR(U64(0x1000000000000000), U64(0xfc00000000000000), VALL, T(pred), NM("imad32i"), T(1f00_0), T(1000_0), ON(53, "hi"), ON(52, "cc"), REG_00, ON(56, "neg"), REG_08, S32_20, ON(55, "neg"), REG_00),
	FR(U64(0x0c00000000000000), U64(0xfc00000000000000), VALL, T(pred), NM("ffma32i"), T(5980_0), ON(55, "sat"), ON(52, "cc"), REG_00, ON(56, "neg"), REG_08, F32_20, ON(57, "neg"), REG_00),
	FR(U64(0x0800000000000000), U64(0xfc00000000000000), VALL, T(pred), NM("fadd32i"), ON(55, "ftz"), ON(52, "cc"), REG_00, ON(56, "neg"), ON(54, "abs"), REG_08, ON(53, "neg"), ON(57, "abs"), F32_20),
	FR(U64(0x0400000000000000), U64(0xfc00000000000000), VALL, T(pred), NM("lop32i"), T(0400_0), ON(57, "x"), ON(52, "cc"), REG_00, ON(55, "inv"), REG_08, ON(56, "inv"), U32_20),
	FR(U64(0x0200000000000000), U64(0xfe00000000000000), VALL, T(pred), NM("lop3"), NM("lut"), ON(56, "x"), ON(47, "cc"), REG_00, REG_08, C34_RZ_O14_20, REG_39, U08_48),
	FR(U64(0x0100000000000000), U64(0xfff0000000000000), VALL, T(pred), NM("mov32i"), REG_00, U32_20, U04_12),
	FR(0, 0, VALL, UNK),
};

/* clang-format on */

static struct isa_index gm107_index;

const struct isa_def gm107_isa = {
        .name = "gm107",
        .forms = gm107_forms,
        .nforms = ARRAY_SIZE(gm107_forms),
        .maxlen = 8,
        .index = &gm107_index,
        .index_bit = 56,
        .group = 4,
        .sched_forms = gm107_sched_forms,
        .nsched = ARRAY_SIZE(gm107_sched_forms),
        .sched_period = 32,
};

const struct isa_variant gm107_variants[] = {
        {"sm50", GM107_V_SM50},
        {"sm52", GM107_V_SM52},
        {"sm60", GM107_V_SM60},
        {NULL, 0},
};

bool gm107_parse_version(const char *name, unsigned *v)
{
	return isa_variant_parse(gm107_variants, name, v);
}
