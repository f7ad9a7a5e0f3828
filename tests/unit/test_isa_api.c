/* The public ISA API (include/softgpu/isa.h): machines, variants, decoding
 * one instruction into a struct, listing it. */
#include "harness.h"
#include "softgpu/isa.h"

SGPU_TEST(machines_and_variants)
{
	SGPU_ASSERT_EQ(sgpu_isa_machine_count(), 8);
	SGPU_ASSERT_STR_EQ(sgpu_isa_machine(0), "falcon");
	SGPU_ASSERT_STR_EQ(sgpu_isa_machine(2), "ctx");
	SGPU_ASSERT_STR_EQ(sgpu_isa_machine(3), "g80");
	SGPU_ASSERT_STR_EQ(sgpu_isa_machine(4), "gf100");
	SGPU_ASSERT_STR_EQ(sgpu_isa_machine(5), "gk110");
	SGPU_ASSERT_STR_EQ(sgpu_isa_machine(6), "gm107");
	SGPU_ASSERT_STR_EQ(sgpu_isa_machine(7), "macro");
	SGPU_ASSERT(sgpu_isa_machine(8) == NULL);
	SGPU_ASSERT_STR_CONTAINS(sgpu_isa_variants("hwsq"), "nv41");
	SGPU_ASSERT(sgpu_isa_variants("z80") == NULL);
	sgpu_isa *isa = (sgpu_isa *)1;
	SGPU_ASSERT_EQ(sgpu_isa_open("z80", NULL, &isa), SGPU_ERR_UNSUPPORTED);
	SGPU_ASSERT(isa == NULL);
	SGPU_ASSERT_EQ(sgpu_isa_open("hwsq", "fuc3", &isa), SGPU_ERR_UNSUPPORTED);
	SGPU_ASSERT_EQ(sgpu_isa_open("ctx", "g80+crypt", &isa), SGPU_ERR_UNSUPPORTED);
	SGPU_ASSERT_EQ(sgpu_isa_open("falcon", "fuc3", NULL), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_isa_open("ctx", "g200", &isa), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_isa_unit(isa), 4);
	SGPU_ASSERT_EQ(sgpu_isa_max_length(isa), 4);
	sgpu_isa_close(isa);
	sgpu_isa_close(NULL);
}

SGPU_TEST(decode_falcon)
{
	sgpu_isa *isa;
	SGPU_ASSERT_EQ(sgpu_isa_open("fuc", "fuc3", &isa), SGPU_OK);
	static const uint8_t add[] = {0x90, 0x21, 0x05};
	struct sgpu_isa_insn in;
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, add, sizeof(add), 0x100, &in), SGPU_OK);
	SGPU_ASSERT_EQ(in.length, 3);
	SGPU_ASSERT_EQ(in.status, 0);
	SGPU_ASSERT_EQ(in.address, 0x100);
	SGPU_ASSERT_STR_EQ(in.mnemonic, "add");
	SGPU_ASSERT_EQ(in.noperands, 4);
	SGPU_ASSERT_EQ(in.operands[0].kind, SGPU_ISA_WORD);
	SGPU_ASSERT_STR_EQ(in.operands[0].name, "b32");
	SGPU_ASSERT_EQ(in.operands[1].kind, SGPU_ISA_REG);
	SGPU_ASSERT_STR_EQ(in.operands[1].name, "r");
	SGPU_ASSERT_EQ(in.operands[1].value, 1);
	SGPU_ASSERT_EQ(in.operands[2].value, 2);
	SGPU_ASSERT_EQ(in.operands[3].kind, SGPU_ISA_IMM);
	SGPU_ASSERT_EQ(in.operands[3].value, 5);
	char text[64];
	unsigned len = 0;
	SGPU_ASSERT_EQ(sgpu_isa_format(isa, add, sizeof(add), 0, text, sizeof(text), &len),
	               SGPU_OK);
	SGPU_ASSERT_STR_EQ(text, "add b32 $r1 $r2 0x5");
	SGPU_ASSERT_EQ(len, 3);
	/* ld b32 $r3 D[$r2+0x8]: a memory operand */
	static const uint8_t ld[] = {0x98, 0x23, 0x02};
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, ld, sizeof(ld), 0, &in), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_isa_format(isa, ld, sizeof(ld), 0, text, sizeof(text), NULL), SGPU_OK);
	SGPU_ASSERT_STR_EQ(text, "ld b32 $r3 D[$r2+0x8]");
	SGPU_ASSERT_EQ(in.operands[2].kind, SGPU_ISA_MEM);
	SGPU_ASSERT_STR_EQ(in.operands[2].name, "D");
	SGPU_ASSERT_EQ(in.operands[2].base, 2);
	SGPU_ASSERT_EQ(in.operands[2].value2, 8);
	SGPU_ASSERT_EQ(in.operands[2].index, -1);
	/* truncated: incomplete, never read past the end */
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, add, 2, 0, &in), SGPU_OK);
	SGPU_ASSERT(in.status & SGPU_ISA_INCOMPLETE);
	SGPU_ASSERT_EQ(sgpu_isa_format(isa, add, 2, 0, text, 8, NULL), SGPU_OK);
	SGPU_ASSERT_EQ(strlen(text), 7);
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, add, 0, 0, &in), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_isa_decode(NULL, add, 3, 0, &in), SGPU_ERR_INVALID_ARG);
	sgpu_isa_close(isa);
}

SGPU_TEST(decode_hwsq_and_ctx)
{
	sgpu_isa *isa;
	SGPU_ASSERT_EQ(sgpu_isa_open("hwsq", "nv41", &isa), SGPU_OK);
	static const uint8_t ewait[] = {0x5f, 0x03, 0x03};
	struct sgpu_isa_insn in;
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, ewait, sizeof(ewait), 0, &in), SGPU_OK);
	SGPU_ASSERT_STR_EQ(in.mnemonic, "ewait");
	SGPU_ASSERT_EQ(in.noperands, 2);
	SGPU_ASSERT_EQ(in.operands[0].kind, SGPU_ISA_CONSTANT);
	SGPU_ASSERT_STR_EQ(in.operands[0].name, "HEAD1_VBLANK");
	SGPU_ASSERT_EQ(in.status, SGPU_ISA_UNKNOWN_BITS);
	char text[64];
	SGPU_ASSERT_EQ(sgpu_isa_format(isa, ewait, 3, 0, text, sizeof(text), NULL), SGPU_OK);
	SGPU_ASSERT_STR_EQ(text, "ewait #HEAD1_VBLANK 0x1 [unknown: 00 00 02]");
	static const uint8_t bad[] = {0x41};
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, bad, 1, 0, &in), SGPU_OK);
	SGPU_ASSERT_STR_EQ(in.mnemonic, "???");
	SGPU_ASSERT(in.status & SGPU_ISA_UNKNOWN_INSN);
	sgpu_isa_close(isa);

	SGPU_ASSERT_EQ(sgpu_isa_open("ctx", "g80", &isa), SGPU_OK);
	static const uint8_t jmp[] = {0x85, 0x23, 0x40, 0x00}; /* jmp not swsavereq 0x23 */
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, jmp, 4, 7, &in), SGPU_OK);
	SGPU_ASSERT_STR_EQ(in.mnemonic, "jmp");
	SGPU_ASSERT_EQ(in.length, 4);
	SGPU_ASSERT_EQ(in.noperands, 3);
	SGPU_ASSERT_STR_EQ(in.operands[0].name, "not");
	SGPU_ASSERT_STR_EQ(in.operands[1].name, "swsavereq");
	SGPU_ASSERT_EQ(in.operands[2].kind, SGPU_ISA_TARGET);
	SGPU_ASSERT_EQ(in.operands[2].value, 0x23);
	static const uint8_t reg[] = {0x04, 0x00, 0x10, 0x00}; /* reg G[0x10] $ra */
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, reg, 4, 0, &in), SGPU_OK);
	SGPU_ASSERT_EQ(in.operands[0].kind, SGPU_ISA_MEM);
	SGPU_ASSERT_EQ(in.operands[0].base, -1);
	SGPU_ASSERT_EQ(in.operands[0].value2, 0x10);
	SGPU_ASSERT_EQ(in.operands[1].kind, SGPU_ISA_REG);
	SGPU_ASSERT(in.operands[1].named);
	SGPU_ASSERT_STR_EQ(in.operands[1].name, "ra");
	sgpu_isa_close(isa);
}

SGPU_TEST(decode_g80)
{
	sgpu_isa *isa;
	SGPU_ASSERT_EQ(sgpu_isa_open("g80", "g200:cp", &isa), SGPU_OK);
	sgpu_isa_close(isa);
	SGPU_ASSERT_EQ(sgpu_isa_open("g80", "g200:zz", &isa), SGPU_ERR_UNSUPPORTED);
	SGPU_ASSERT_EQ(sgpu_isa_open("g80", "g200:cp", &isa), SGPU_OK);
	/* 10002003 00000200: (g $c0) bra 0x10 */
	static const uint8_t bra[] = {0x03, 0x20, 0x00, 0x10, 0x00, 0x02, 0x00, 0x00};
	struct sgpu_isa_insn in;
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, bra, sizeof(bra), 0, &in), SGPU_OK);
	SGPU_ASSERT_EQ(in.length, 8);
	char text[96];
	SGPU_ASSERT_EQ(sgpu_isa_format(isa, bra, 8, 0, text, sizeof(text), NULL), SGPU_OK);
	SGPU_ASSERT_STR_EQ(text, "(g $c0) bra 0x10");
	/* a short add: 4 bytes */
	static const uint8_t mov[] = {0x04, 0x80, 0x00, 0x10}; /* mov b32 $r1 $r0 */
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, mov, sizeof(mov), 0, &in), SGPU_OK);
	SGPU_ASSERT_EQ(in.length, 4);
	SGPU_ASSERT_STR_EQ(in.mnemonic, "mov");
	sgpu_isa_close(isa);
}

/* gm107: the word at a 32-byte boundary is a scheduling word; a guard
 * before the mnemonic is an operand, not the mnemonic */
SGPU_TEST(decode_gm107)
{
	sgpu_isa *isa;
	SGPU_ASSERT_EQ(sgpu_isa_open("gm107", "sm51", &isa), SGPU_ERR_UNSUPPORTED);
	SGPU_ASSERT_EQ(sgpu_isa_open("gm107", "sm52", &isa), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_isa_max_length(isa), 8);
	/* 0x001c4400fe0007f6, 0xe24000000107000f (bra), 0x5c9807800ff70001 with
	 * guard not $p1 (bits 16-19 = 9) */
	static const uint8_t code[] = {0xf6, 0x07, 0x00, 0xfe, 0x00, 0x44, 0x1c, 0x00,
	                               0x0f, 0x00, 0x07, 0x01, 0x00, 0x00, 0x40, 0xe2,
	                               0x01, 0x00, 0xf9, 0x0f, 0x80, 0x07, 0x98, 0x5c};
	char text[128];
	SGPU_ASSERT_EQ(sgpu_isa_format(isa, code, 8, 0, text, sizeof(text), NULL), SGPU_OK);
	SGPU_ASSERT_STR_EQ(text, "sched (st 0x6 yl) (st 0x0 yl) (st 0x1 yl wr 0x0)");
	SGPU_ASSERT_EQ(sgpu_isa_format(isa, code + 8, 8, 8, text, sizeof(text), NULL), SGPU_OK);
	SGPU_ASSERT_STR_EQ(text, "bra 0x20");
	struct sgpu_isa_insn in;
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, code + 8, 8, 8, &in), SGPU_OK);
	SGPU_ASSERT_EQ(in.length, 8);
	SGPU_ASSERT_EQ(in.operands[0].kind, SGPU_ISA_CALL); /* envydis marks every target C */
	SGPU_ASSERT_EQ(in.operands[0].value, 0x20);
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, code + 16, 8, 16, &in), SGPU_OK);
	SGPU_ASSERT_STR_EQ(in.mnemonic, "mov");
	SGPU_ASSERT_EQ(in.noperands, 5);
	SGPU_ASSERT_STR_EQ(in.operands[0].name, "not");
	SGPU_ASSERT_EQ(in.operands[1].kind, SGPU_ISA_REG);
	SGPU_ASSERT_EQ(in.operands[1].value, 1);
	SGPU_ASSERT_EQ(in.operands[2].value, 1);           /* $r1 */
	SGPU_ASSERT_EQ(in.operands[3].kind, SGPU_ISA_REG); /* $r255, the zero "0x0" */
	SGPU_ASSERT_EQ(in.operands[3].value, 255);
	SGPU_ASSERT_EQ(in.operands[4].kind, SGPU_ISA_IMM);
	SGPU_ASSERT_EQ(in.operands[4].value, 0xf);
	/* at a 32-byte boundary the same word is a scheduling word */
	SGPU_ASSERT_EQ(sgpu_isa_decode(isa, code + 16, 8, 32, &in), SGPU_OK);
	SGPU_ASSERT_STR_EQ(in.mnemonic, "sched");
	sgpu_isa_close(isa);
}
