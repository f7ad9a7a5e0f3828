/* The ISA machinery on its own (src/isa/isa.h): fields across 64-bit words,
 * and a toy 128-bit instruction set, the shape later ISAs (Maxwell/Volta,
 * R5xx shaders) will have, decoded, printed and assembled from one table. */
#include <stdlib.h>

#include "harness.h"
#include "isa/isa.h"

SGPU_TEST(fields_across_words)
{
	uint64_t a[ISA_WORDS] = {0, 0};
	isa_field_put(a, (struct isa_field){60, 10, 0, 0}, 0x3ab);
	SGPU_ASSERT_EQ(a[0], UINT64_C(0xb) << 60);
	SGPU_ASSERT_EQ(a[1], 0x3a);
	SGPU_ASSERT_EQ(isa_field_get(a, (struct isa_field){60, 10, 0, 0}), 0x3ab);
	isa_field_put(a, (struct isa_field){100, 20, 0, 0}, 0xfffff);
	SGPU_ASSERT_EQ(isa_field_get(a, (struct isa_field){100, 20, 0, 0}), 0xfffff);
	SGPU_ASSERT_EQ(isa_field_get(a, (struct isa_field){60, 10, 0, 0}), 0x3ab);
	isa_field_put(a, (struct isa_field){64, 64, 0, 0}, 0x123456789abcdef0);
	SGPU_ASSERT_EQ(a[1], 0x123456789abcdef0);
	SGPU_ASSERT_EQ(isa_field_get(a, (struct isa_field){0, 64, 0, 0}), UINT64_C(0xb) << 60);
	SGPU_ASSERT_EQ(isa_field_get(a, (struct isa_field){0, 0, 0, 0}), 0);
}

/* Toy: 16-byte instructions. "mad $rD $rA $rB imm" with the opcode in byte
 * 0, registers in word 0, a 20-bit signed immediate crossing into word 1
 * (bits 60..79) and a predicate choice in word 1. */
static const struct isa_alt toy_pred[] = {
        {.val = {0, 0}, .mask = {0, 1ull << 40}, .vmask = 1, .atoms = {{0}}},
        {.val = {0, 1ull << 40},
         .mask = {0, 1ull << 40},
         .vmask = 1,
         .atoms = {{.kind = ISA_NAME, .str = "if"}, {.kind = ISA_REG, .f = {105, 3}, .str = "p"}}},
};
static const struct isa_form toy_forms[] = {
        {.val = {0x01},
         .mask = {0xff},
         .vmask = 1,
         .len = 16,
         .atoms = {{.kind = ISA_NAME, .str = "mad"},
                   {.kind = ISA_REG, .f = {8, 8}, .str = "r"},
                   {.kind = ISA_REG, .f = {16, 8}, .str = "r"},
                   {.kind = ISA_REG, .f = {24, 8}, .str = "r"},
                   {.kind = ISA_IMM, .flags = ISA_SIGNED, .f = {60, 20}},
                   {.kind = ISA_CHOICE, .alts = toy_pred, .nalts = 2}}},
        {.val = {0}, .mask = {0}, .vmask = 1, .len = 16, .atoms = {{.kind = ISA_UNK}}},
};
static struct isa_index toy_index;
static const struct isa_def toy = {
        .name = "toy", .forms = toy_forms, .nforms = 2, .maxlen = 16, .index = &toy_index};

SGPU_TEST(toy_128bit_isa)
{
	const char *src = "mad $r1 $r2 $r3 -0x5 if $p6\nmad $r200 $r0 $r7 0x7ffff\n";
	struct isa_asm_result r;
	bool ok = isa_assemble(&toy, 0, 0, src, strlen(src), "toy.s", ISA_OUT_RAW, &r);
	SGPU_ASSERT_MSG(ok, "%s", r.errors ? r.errors : "");
	SGPU_ASSERT_EQ(r.size, 32);
	struct isa_decoded d;
	char text[128];
	isa_decode(&toy, r.data, r.size, 0, 0, 0, &d);
	isa_format(&d, text, sizeof(text));
	SGPU_ASSERT_STR_EQ(text, "mad $r1 $r2 $r3 -0x5 if $p6");
	SGPU_ASSERT_EQ(d.len, 16);
	SGPU_ASSERT_EQ(d.raw[1] >> 40 & 1, 1);
	isa_decode(&toy, r.data + 16, 16, 16, 0, 0, &d);
	isa_format(&d, text, sizeof(text));
	SGPU_ASSERT_STR_EQ(text, "mad $r200 $r0 $r7 0x7ffff");
	/* a stray bit in the high word is unclaimed and printed */
	r.data[31] |= 0x80;
	isa_decode(&toy, r.data + 16, 16, 16, 0, 0, &d);
	isa_format_diag(&d, 16, text, sizeof(text));
	SGPU_ASSERT_STR_EQ(text, " [unknown: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 80]");
	isa_asm_result_free(&r);
	ok = isa_assemble(&toy, 0, 0, "mad $r1 $r2 $r3 0x80000\n", 24, "toy.s", ISA_OUT_RAW, &r);
	SGPU_ASSERT(!ok);
	SGPU_ASSERT_STR_CONTAINS(r.errors, "toy.s:1:1:");
	isa_asm_result_free(&r);
}

/* A pc-relative target on an aligned base plus a fixed addend: envydis
 * and envyas both take ((pos + pospreadd) & -(1 << shr)) + field +
 * addend (envytools f102b823 envydis/core-dis.c getrbf, core-as.c
 * getrbf_as), the addend after the rounding. The assembler added it
 * before, which differs when the addend is not a multiple of the
 * alignment: here 4 on an 8-byte alignment, at address 4. */
static const struct isa_form al_forms[] = {
        {.val = {0x01},
         .mask = {0xff},
         .vmask = 1,
         .len = 4,
         .atoms = {{.kind = ISA_NAME, .str = "b"},
                   {.kind = ISA_BTARG,
                    .flags = ISA_PCREL | ISA_PCALIGN | ISA_PCADD4 | ISA_SIGNED,
                    .shl = 3,
                    .f = {8, 16}}}},
        {.val = {0x00},
         .mask = {0xff},
         .vmask = 1,
         .len = 4,
         .atoms = {{.kind = ISA_NAME, .str = "nop"}}},
};
static struct isa_index al_index;
static const struct isa_def al = {
        .name = "al", .forms = al_forms, .nforms = 2, .maxlen = 4, .index = &al_index};

SGPU_TEST(pcalign_addend_after_rounding)
{
	const char *src = "nop\nb 0x4c\nb 0x5c\n";
	struct isa_asm_result r;
	bool ok = isa_assemble(&al, 0, 0, src, strlen(src), "al.s", ISA_OUT_RAW, &r);
	SGPU_ASSERT_MSG(ok, "%s", r.errors ? r.errors : "");
	SGPU_ASSERT_EQ(r.size, 12);
	/* at 4: (4 & ~7) + 4 + 9 * 8 = 0x4c; at 8: 8 + 4 + 10 * 8 = 0x5c */
	SGPU_ASSERT_EQ(r.data[5], 9);
	SGPU_ASSERT_EQ(r.data[9], 10);
	struct isa_decoded d;
	char text[64];
	isa_decode(&al, r.data + 4, 4, 4, 0, 0, &d);
	isa_format(&d, text, sizeof(text));
	SGPU_ASSERT_STR_EQ(text, "b 0x4c");
	isa_decode(&al, r.data + 8, 4, 8, 0, 0, &d);
	isa_format(&d, text, sizeof(text));
	SGPU_ASSERT_STR_EQ(text, "b 0x5c");
	isa_asm_result_free(&r);
}
