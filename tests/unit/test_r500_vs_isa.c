/* The R500 PVS instruction set: the "dwords = text" table checked both
 * ways, every form covered, and the executor's decoder reading the same
 * fields as the table. */
#include <stdlib.h>

#include "harness.h"
#include "isa/r500_vs.h"
#include "isa_table.h"

SGPU_TEST(table_both_ways_and_every_form)
{
	bool *hit = calloc(r500_vs_isa.nforms, 1);
	SGPU_ASSERT(hit);
	int lines = 0;
	const struct sgpu_isa_table t = {
	        .path = "isa/r500-vs/r500.txt", .isa = &r500_vs_isa, .unit = 4, .hit = hit};
	SGPU_ASSERT_EQ(sgpu_isa_table_check(&t, &lines), 0);
	SGPU_ASSERT(lines > 90);
	for (size_t i = 0; i < r500_vs_isa.nforms; i++)
		SGPU_ASSERT_MSG(hit[i], "no line for form %zu", i);
	free(hit);
}

/* The executor's view: r500_vs_decode reads the fields the table prints. */
SGPU_TEST(decoder_view)
{
	/* pred mad sat $t3 a0y xz abs $c12 a0w nx y nzero one $t1 al w w w w $at2 x y z w */
	const uint32_t w[4] = {0xad506004, 0x6b61019a, 0x80db6020, 0x00d10043};
	struct r500_vs_insn in;
	r500_vs_decode(w, &in);
	SGPU_ASSERT_EQ(in.kind, R500_VS_VECTOR);
	SGPU_ASSERT_EQ(in.op, R500_VE_MULTIPLY_ADD);
	SGPU_ASSERT_EQ(in.dst_type, R500_VS_DST_TEMP);
	SGPU_ASSERT_EQ(in.dst_offset, 3);
	SGPU_ASSERT_EQ(in.dst_mode, R500_VS_ADDR_A0);
	SGPU_ASSERT_EQ(in.dst_sel, 1);
	SGPU_ASSERT_EQ(in.dst_we, 5);
	SGPU_ASSERT(in.ve_sat && !in.me_sat && in.pred_en && in.pred_sense);
	SGPU_ASSERT_EQ(in.src[0].type, R500_VS_SRC_CONST);
	SGPU_ASSERT_EQ(in.src[0].offset, 12);
	SGPU_ASSERT(in.src[0].abs);
	SGPU_ASSERT_EQ(in.src[0].mode, R500_VS_ADDR_A0);
	SGPU_ASSERT_EQ(in.src[0].sel, 3);
	SGPU_ASSERT_EQ(in.src[0].swz[0], 0);
	SGPU_ASSERT_EQ(in.src[0].swz[2], R500_VS_SWZ_ZERO);
	SGPU_ASSERT_EQ(in.src[0].swz[3], R500_VS_SWZ_ONE);
	SGPU_ASSERT_EQ(in.src[0].neg, 5);
	SGPU_ASSERT_EQ(in.src[1].mode, R500_VS_ADDR_AL);
	SGPU_ASSERT_EQ(in.src[2].type, R500_VS_SRC_ALT_TEMP);
	/* dp4 $t0 w $c0 x y z w $i1 x y z w rsq_ieee sat $at3 z abs $t5 nx y */
	const uint32_t d[4] = {0x12800001, 0x00d10002, 0x00d10021, 0x129900ac};
	r500_vs_decode(d, &in);
	SGPU_ASSERT_EQ(in.kind, R500_VS_DUAL);
	SGPU_ASSERT_EQ(in.op, R500_VE_DOT_PRODUCT);
	SGPU_ASSERT_EQ(in.dm_op, R500_ME_RECIP_SQRT_IEEE);
	SGPU_ASSERT_EQ(in.dm_dst, 3);
	SGPU_ASSERT_EQ(in.dm_we, 2);
	SGPU_ASSERT(in.me_sat);
	SGPU_ASSERT_EQ(in.src[2].offset, 5);
	SGPU_ASSERT(in.src[2].abs);
	SGPU_ASSERT_EQ(in.src[2].neg & 3, 1);
	SGPU_ASSERT_EQ(in.src[2].swz[0], 0);
	SGPU_ASSERT_EQ(in.src[2].swz[1], 1);
	/* forms no table entry names are INVALID for the executor too */
	const uint32_t bad[4] = {0x0000001d, 0, 0, 0};
	r500_vs_decode(bad, &in);
	SGPU_ASSERT_EQ(in.kind, R500_VS_INVALID);
	const uint32_t mm[4] = {0x000000c0, 0, 0, 0};
	r500_vs_decode(mm, &in);
	SGPU_ASSERT_EQ(in.kind, R500_VS_INVALID);
}

/* Mesa's r300 emits MOV as VE_ADD with __CONST(0, ZERO) in the unused
 * sources (r3xx_vertprog.c ei_vector1): that word pattern decodes as the
 * add of zero it is. */
SGPU_TEST(mesa_mov)
{
	uint8_t b[16];
	const uint32_t w[4] = {0x00f00203, 0x00d10001, 0x01248001, 0x01248001};
	for (unsigned i = 0; i < 16; i++)
		b[i] = (uint8_t)(w[i / 4] >> (8 * (i % 4)));
	struct isa_decoded d;
	isa_decode(&r500_vs_isa, b, 16, 0, 0, 0, &d);
	char got[512];
	isa_format(&d, got, sizeof(got));
	SGPU_ASSERT_STR_EQ(got, "add $o0 xyzw $i0 x y z w $i0 zero zero zero zero $i0 zero zero "
	                        "zero zero");
}

SGPU_TEST(assembler_errors)
{
	struct isa_asm_result r;
	const char *src = "add $t0 xyzw $t1 x y z\n";
	SGPU_ASSERT(!isa_assemble(&r500_vs_isa, 0, 0, src, strlen(src), "e.vs", ISA_OUT_RAW, &r));
	SGPU_ASSERT(r.errors);
	SGPU_ASSERT_STR_CONTAINS(r.errors, "e.vs:1:1:");
	isa_asm_result_free(&r);
}
