/* The HWSQ (PBUS hardware sequencer, NV17+; the PMU "memory reclocking"
 * script engine) instruction forms.
 *
 * Encodings: envytools envydis/hwsq.c and docs/hw/pm/hwsq.rst (seed 000
 * names the engine only); envydis's row order is kept, since the first
 * matching row is the one printed and assembled. See docs/hw/nv-isa.md. */
#include "isa/nv_isa.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* clang-format off */

/* envydis features as version masks */
#define VALL 0xfu
#define NV41OP ((1u << HWSQ_V_NV41) | (1u << HWSQ_V_G80)) /* nv41op */
#define NV17F ((1u << HWSQ_V_NV17) | (1u << HWSQ_V_NV41)) /* nv17f: NV17:G80 flags */
#define NV41F (1u << HWSQ_V_NV41)                         /* nv41f: NV41:G80 flags */

#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define CMD(s) {.kind = ISA_CMD, .str = (s)}
#define UNK {.kind = ISA_UNK}
#define IMM(pos, len, sh) {.kind = ISA_IMM, .f = {(pos), (len)}, .shl = (sh)}
#define CHOICE(a) {.kind = ISA_CHOICE, .alts = (a), .nalts = ARRAY_SIZE(a)}
#define ALT(v, m, vm, ...) {.val = {(v)}, .mask = {(m)}, .vmask = (vm), .atoms = {__VA_ARGS__}}

/* ewait's event, byte 1 */
static const struct isa_alt c_event[] = {
	ALT(0x0000, 0xff00, VALL, CMD("FB_PAUSED")),
	ALT(0x0100, 0xff00, VALL, CMD("HEAD0_VBLANK")),
	ALT(0x0200, 0xff00, VALL, CMD("HEAD0_HBLANK")),
	ALT(0x0300, 0xff00, VALL, CMD("HEAD1_VBLANK")),
	ALT(0x0400, 0xff00, VALL, CMD("HEAD1_HBLANK")),
	ALT(0, 0, VALL, IMM(8, 5, 0)),
};

/* set0/set1/unset's flag, bits 0..4 */
static const struct isa_alt c_flag[] = {
	ALT(0x00, 0x1f, NV17F, CMD("GPIO_2_OUT")),
	ALT(0x01, 0x1f, NV17F, CMD("GPIO_2_OE")),
	ALT(0x02, 0x1f, NV17F, CMD("GPIO_3_OUT")),
	ALT(0x03, 0x1f, NV17F, CMD("GPIO_3_OE")),
	ALT(0x04, 0x1f, NV17F, CMD("PRAMDAC0_UNK880_28")),
	ALT(0x05, 0x1f, NV17F, CMD("PRAMDAC1_UNK880_28")),
	ALT(0x06, 0x1f, NV17F, CMD("PRAMDAC0_UNK880_29")),
	ALT(0x07, 0x1f, NV17F, CMD("PRAMDAC1_UNK880_29")),
	ALT(0x0e, 0x1f, NV17F, CMD("GPIO_9_OUT")),
	ALT(0x0f, 0x1f, NV17F, CMD("GPIO_9_OE")),
	ALT(0x10, 0x1f, NV41OP, CMD("FB_PAUSE")),
	ALT(0x19, 0x1f, NV41F, CMD("PWM_2_ENABLE")),
	ALT(0x1a, 0x1f, NV41F, CMD("PWM_1_ENABLE")),
	ALT(0x1b, 0x1f, NV17F, CMD("PWM_0_ENABLE")),
	ALT(0x1c, 0x1f, NV17F, CMD("PBUS_DEBUG_1_UNK22")),
	ALT(0x1d, 0x1f, NV17F, CMD("PBUS_DEBUG_1_UNK24")),
	ALT(0x1e, 0x1f, NV17F, CMD("PBUS_DEBUG_1_UNK26")),
	ALT(0x1f, 0x1f, NV17F, CMD("PBUS_DEBUG_1_UNK27")),
	ALT(0, 0, VALL, IMM(0, 5, 0)),
};

#define F(v, m, vm, l, o, ...)                                                                     \
	{.val = {(v)}, .mask = {(m)}, .vmask = (vm), .len = (l), .op = (o), .atoms = {__VA_ARGS__}}

static const struct isa_form hwsq_forms[] = {
	F(0x00, 0xff, VALL, 1, 1, NM("nop")),
	/* wait: 1 << (bits 2..5 * 2)... envydis prints the exponent times 2 */
	F(0x00, 0xc0, VALL, 1, 2, NM("wait"), IMM(0, 2, 0), NM("shl"), IMM(2, 4, 1)),
	F(0x40, 0xff, NV41OP, 3, 3, NM("addrlo"), IMM(8, 16, 0)),
	F(0x42, 0xff, NV41OP, 3, 4, NM("datalo"), IMM(8, 16, 0)),
	F(0x5f, 0xff, NV41OP, 3, 5, NM("ewait"), CHOICE(c_event), IMM(16, 1, 0)),
	F(0x7f, 0xff, VALL, 1, 6, NM("exit")),
	F(0x80, 0xe0, VALL, 1, 7, NM("unset"), CHOICE(c_flag)),
	F(0xa0, 0xe0, VALL, 1, 8, NM("set1"), CHOICE(c_flag)),
	F(0xc0, 0xe0, VALL, 1, 9, NM("set0"), CHOICE(c_flag)),
	F(0xe0, 0xff, NV41OP, 5, 10, NM("addr"), IMM(8, 32, 0)),
	F(0xe2, 0xff, NV41OP, 5, 11, NM("data"), IMM(8, 32, 0)),
	F(0, 0, VALL, 1, 0, UNK),
};

/* clang-format on */

static struct isa_index hwsq_index;

const struct isa_def hwsq_isa = {
        .name = "hwsq",
        .forms = hwsq_forms,
        .nforms = ARRAY_SIZE(hwsq_forms),
        .maxlen = 5,
        .index = &hwsq_index,
};

const struct isa_variant hwsq_variants[] = {
        {"nv17", HWSQ_V_NV17},
        {"nv41", HWSQ_V_NV41},
        {"g80", HWSQ_V_G80},
        {NULL, 0},
};

bool hwsq_parse_version(const char *name, unsigned *v)
{
	return isa_variant_parse(hwsq_variants, name, v);
}
