/* The ctx (pre-falcon PGRAPH context-switch microcode, NV40 and G80 to
 * GT218) instruction forms: one 24-bit instruction in each 32-bit word;
 * code addresses and branch targets count words.
 *
 * Encodings: envytools envydis/ctx.c and docs/hw/graph/nv40/ctxctl.rst,
 * docs/hw/graph/g80/ctxctl.rst; envydis's row order is kept (the first
 * matching row is printed and assembled). See docs/hw/nv-isa.md. */
#include "isa/nv_isa.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* clang-format off */

#define VALL 0xfu
#define NV40 (1u << CTX_V_NV40)                         /* nv40op */
#define G80 ((1u << CTX_V_G80) | (1u << CTX_V_G200))    /* g80op */
#define CALLRET (1u << CTX_V_G200)                      /* callret */

#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define CMD(s) {.kind = ISA_CMD, .str = (s)}
#define UNK {.kind = ISA_UNK}
#define IMM(pos, len) {.kind = ISA_IMM, .f = {(pos), (len)}}
#define RA {.kind = ISA_REG, .str = "ra"}
#define RB {.kind = ISA_REG, .str = "rb"}
#define BTARG {.kind = ISA_BTARG, .f = {8, 9}}
#define CTARG {.kind = ISA_CTARG, .f = {8, 9}}
/* G[reg]: a PGRAPH register, the word offset in bits 0..13 (NV40) or
 * 0..15 (G80), printed as a byte address */
#define PGRAPH4 {.kind = ISA_MEM, .str = "G", .f2 = {0, 14}, .shl = 2}
#define PGRAPH5 {.kind = ISA_MEM, .str = "G", .f2 = {0, 16}, .shl = 2}
#define CHOICE(a) {.kind = ISA_CHOICE, .alts = (a), .nalts = ARRAY_SIZE(a)}
#define ALT(v, m, vm, ...) {.val = {(v)}, .mask = {(m)}, .vmask = (vm), .atoms = {__VA_ARGS__}}

/* flags, bits 0..6 (envydis tabrpred; comments there say what each is) */
static const struct isa_alt c_rpred[] = {
	ALT(0x00, 0x7f, VALL, NM("dirsave")),
	ALT(0x03, 0x7f, G80, NM("ctxfreeze")),
	ALT(0x05, 0x7f, VALL, NM("swsavereq")),
	ALT(0x06, 0x7f, VALL, NM("swrestorereq")),
	ALT(0x09, 0x7f, VALL, NM("swxferreq")),
	ALT(0x1c, 0x7f, G80, NM("pm0")),
	ALT(0x1d, 0x7f, G80, NM("pm1")),
	ALT(0x1e, 0x7f, G80, NM("pm2")),
	ALT(0x1f, 0x7f, G80, NM("pm3")),
	/* NV40 hardware flags */
	ALT(0x60, 0x7f, NV40, NM("idle")),
	ALT(0x64, 0x7f, NV40, NM("hwsavereq")),
	ALT(0x65, 0x7f, NV40, NM("hwrestorereq")),
	ALT(0x66, 0x7f, NV40, NM("state3d")),
	ALT(0x68, 0x7f, NV40), /* always true: printed as nothing */
	ALT(0x69, 0x7f, NV40, NM("timeridle")),
	/* G80 hardware flags */
	ALT(0x40, 0x7f, G80, NM("idle")),
	ALT(0x44, 0x7f, G80, NM("hwsavereq")),
	ALT(0x45, 0x7f, G80, NM("hwrestorereq")),
	ALT(0x4a, 0x7f, G80, NM("binddmaack")),
	ALT(0x4b, 0x7f, G80, NM("xferbusy")),
	ALT(0x4c, 0x7f, G80, NM("timeridle")),
	ALT(0x4d, 0x7f, G80), /* always true */
	ALT(0x4f, 0x7f, G80, NM("intrpending")),
	/* G80 scratch register bits */
	ALT(0x60, 0x60, G80, NM("scratch"), IMM(0, 5)),
	ALT(0x00, 0x00, VALL, NM("flag"), IMM(0, 7), UNK),
};

/* a branch condition: bit 7 negates */
static const struct isa_alt c_pred[] = {
	ALT(0x80, 0x80, VALL, NM("not"), CHOICE(c_rpred)),
	ALT(0x00, 0x80, VALL, CHOICE(c_rpred)),
};

static const struct isa_alt c_cmd4[] = {
	ALT(0x07, 0x1f, VALL, CMD("BIND_CHANNEL")),
	ALT(0x09, 0x1f, VALL, CMD("FINISH_CHSW")),
	ALT(0x0a, 0x1f, VALL, CMD("SET_CTX_POINTER")),
	ALT(0x0b, 0x1f, VALL, CMD("START_TIMER")),
	ALT(0x0c, 0x1f, VALL, CMD("CLEAR_RESET")),
	ALT(0x0d, 0x1f, VALL, CMD("HALT")),
	ALT(0x0e, 0x1f, VALL, CMD("END")),
	ALT(0x0f, 0x1f, VALL, CMD("INTR")),
	ALT(0, 0, VALL, UNK, IMM(0, 5)),
};

static const struct isa_alt c_cmd5[] = {
	ALT(0x04, 0x1f, VALL, CMD("BIND_CTX_DMA")),
	ALT(0x05, 0x1f, VALL, CMD("BIND_CHANNEL")),
	ALT(0x06, 0x1f, VALL, CMD("SET_REG_POINTER")),
	ALT(0x07, 0x1f, VALL, CMD("SET_XFER_POINTER")),
	ALT(0x08, 0x1f, VALL, CMD("START_TIMER")),
	ALT(0x09, 0x1f, VALL, CMD("CLEAR_RESET")),
	ALT(0x0a, 0x1f, VALL, CMD("HALT")),
	ALT(0x0b, 0x1f, VALL, CMD("INTR")),
	ALT(0x0c, 0x1f, VALL, CMD("END")),
	ALT(0x0d, 0x1f, VALL, CMD("FINISH_CHSW")),
	ALT(0, 0, VALL, UNK, IMM(0, 5)),
};

static const struct isa_alt c_xarea4[] = {
	ALT(0x000001, 0x000007, VALL, NM("main")),
	ALT(0x000002, 0x000007, VALL, NM("unk2")),
	ALT(0, 0, VALL, UNK),
};

static const struct isa_alt c_xarea5[] = {
	ALT(0x000000, 0x080000, VALL, NM("main")),
	ALT(0x080000, 0x080000, VALL, NM("mp")),
};

#define F(v, m, vm, o, ...)                                                                        \
	{.val = {(v)}, .mask = {(m)}, .vmask = (vm), .len = 4, .op = (o), .atoms = {__VA_ARGS__}}

static const struct isa_form ctx_forms[] = {
	F(0x000000, 0xf00000, VALL, 1, NM("nop")),
	F(0x100000, 0xff0000, G80, 2, NM("reg"), PGRAPH5, RA),
	F(0x100000, 0xf00000, G80, 2, NM("reg"), PGRAPH5, IMM(16, 4)),
	F(0x100000, 0xffc000, NV40, 2, NM("reg"), PGRAPH4, RA),
	F(0x100000, 0xf00000, NV40, 2, NM("reg"), PGRAPH4, IMM(14, 6)),
	F(0x200000, 0xf00000, VALL, 3, NM("li"), RA, IMM(0, 20)),
	F(0x300000, 0xf00000, VALL, 3, NM("li"), RB, IMM(0, 20)),
	F(0x400000, 0xfc0000, VALL, 4, NM("jmp"), CHOICE(c_pred), BTARG),
	F(0x440000, 0xfc0000, CALLRET, 5, NM("call"), CHOICE(c_pred), CTARG),
	F(0x480000, 0xfc0000, CALLRET, 6, NM("ret"), CHOICE(c_pred)),
	F(0x500000, 0xf00000, VALL, 7, NM("waitfor"), CHOICE(c_pred)),
	F(0x600000, 0xf00000, G80, 8, NM("cmd"), CHOICE(c_cmd5)),
	F(0x600000, 0xf00000, NV40, 8, NM("cmd"), CHOICE(c_cmd4)),
	F(0x700000, 0xf00080, VALL, 9, NM("clear"), CHOICE(c_rpred)),
	F(0x700080, 0xf00080, VALL, 10, NM("set"), CHOICE(c_rpred)),
	F(0x800000, 0xf00000, NV40, 11, NM("xfer"), CHOICE(c_xarea4), IMM(3, 7)),
	F(0x800000, 0xf00000, G80, 11, NM("xfer"), CHOICE(c_xarea5), IMM(0, 8)),
	F(0x900000, 0xf00000, VALL, 12, NM("reset"), IMM(16, 4), IMM(0, 16)),
	F(0xa00000, 0xf00000, G80, 13, NM("ldsr"), PGRAPH5),
	F(0xc00000, 0xf00000, G80, 14, NM("seek"), CHOICE(c_xarea5), IMM(0, 8), IMM(8, 11)),
	F(0, 0, VALL, 0, UNK),
};

/* clang-format on */

static struct isa_index ctx_index;

const struct isa_def ctx_isa = {
        .name = "ctx",
        .forms = ctx_forms,
        .nforms = ARRAY_SIZE(ctx_forms),
        .maxlen = 4,
        .index = &ctx_index,
        .stride = 4,
};

const struct isa_variant ctx_variants[] = {
        {"nv40", CTX_V_NV40},
        {"g80", CTX_V_G80},
        {"g200", CTX_V_G200},
        {NULL, 0},
};

bool ctx_parse_version(const char *name, unsigned *v)
{
	return isa_variant_parse(ctx_variants, name, v);
}
