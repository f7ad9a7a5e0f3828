/* The R500 PVS instruction forms: the one table behind the disassembler and
 * assembler (`softgpu dis/as -m r500-vs`), built from the field layout of
 * r500_vs.h, which r500_vs_decode (below) reads for the executor.
 *
 * Text: [pred|npred] OP [sat] DST SRC_A SRC_B SRC_C, every source printed
 * because the hardware holds all three words. A vector/math op with the
 * dual-math bit prints its third word as the math half instead:
 * MATH_OP [sat] $atN C SRC (two components). Operands:
 *   DST   $tN $aN $oN $oxN $atN $iN (temp, A0, output, output replicating
 *         X, alternate temp, input), [a0x..a0w | al] relative addressing,
 *         then the write mask (xyzw, xz, ..., nomask)
 *   SRC   [abs] $tN $iN $cN $atN [a0x..a0w | al] and four components, each
 *         x y z w zero one, or nx ny nz nw nzero none negated.
 * Names and layout: docs/hw/r5xx-3d.md ("PVS instruction set"). */
#include "isa/r500_vs.h"

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

/* clang-format off */

#define FV(w, f, v) R500_VS_FVAL(w, f, v)
#define FM(w, f) R500_VS_FMASK(w, f)

#define NM(s) {.kind = ISA_NAME, .str = (s)}
#define UNK {.kind = ISA_UNK}
#define REG(fld, p) {.kind = ISA_REG, .f = R500_VS_FLD(fld), .str = (p)}
#define CHOICE(a) {.kind = ISA_CHOICE, .alts = (a), .nalts = ARRAY_SIZE(a)}

/* An alternative fixing one, two or three fields. */
#define ALT1(f, v, ...)                                                                            \
	{.val = {FV(0, f, v), FV(1, f, v)}, .mask = {FM(0, f), FM(1, f)}, .vmask = 1,              \
	 .atoms = {__VA_ARGS__}}
#define ALT2(f, v, g, u, ...)                                                                      \
	{.val = {FV(0, f, v) | FV(0, g, u), FV(1, f, v) | FV(1, g, u)},                            \
	 .mask = {FM(0, f) | FM(0, g), FM(1, f) | FM(1, g)}, .vmask = 1, .atoms = {__VA_ARGS__}}
#define ALT3(f, v, g, u, h, t, ...)                                                                \
	{.val = {FV(0, f, v) | FV(0, g, u) | FV(0, h, t), FV(1, f, v) | FV(1, g, u) | FV(1, h, t)}, \
	 .mask = {FM(0, f) | FM(0, g) | FM(0, h), FM(1, f) | FM(1, g) | FM(1, h)}, .vmask = 1,     \
	 .atoms = {__VA_ARGS__}}
/* No bits: a group of atoms, or a fallback */
#define ALT0(...) {.vmask = 1, .atoms = {__VA_ARGS__}}

#define F_OPCODE R500_VS_F_OPCODE
#define F_MATH R500_VS_F_MATH
#define F_MACRO R500_VS_F_MACRO
#define F_DUAL R500_VS_F_DUAL

/* ------------------------------------------------------------- components */

/* One source component: swizzle select and negate. Select 7 is "unused":
 * Mesa's r300 compiler writes it (RC_SWIZZLE_UNUSED) for every component
 * an instruction does not need, and the PVS reads 0.0 for it
 * (docs/hw/r5xx-3d.md); Mesa's r3xx_vertprog_dump.c names 6 and 7 "U".
 * Select 6 is undefined: "???", its bits print as unknown. */
#define SWZ_ALTS(n, c)                                                                             \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 0, R500_VS_F_SRC_NEG(n, c), 0, NM("x")),                     \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 1, R500_VS_F_SRC_NEG(n, c), 0, NM("y")),                     \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 2, R500_VS_F_SRC_NEG(n, c), 0, NM("z")),                     \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 3, R500_VS_F_SRC_NEG(n, c), 0, NM("w")),                     \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 4, R500_VS_F_SRC_NEG(n, c), 0, NM("zero")),                  \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 5, R500_VS_F_SRC_NEG(n, c), 0, NM("one")),                   \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 0, R500_VS_F_SRC_NEG(n, c), 1, NM("nx")),                    \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 1, R500_VS_F_SRC_NEG(n, c), 1, NM("ny")),                    \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 2, R500_VS_F_SRC_NEG(n, c), 1, NM("nz")),                    \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 3, R500_VS_F_SRC_NEG(n, c), 1, NM("nw")),                    \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 4, R500_VS_F_SRC_NEG(n, c), 1, NM("nzero")),                 \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 5, R500_VS_F_SRC_NEG(n, c), 1, NM("none")),                  \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 7, R500_VS_F_SRC_NEG(n, c), 0, NM("unused")),                \
	ALT2(R500_VS_F_SRC_SWZ(n, c), 7, R500_VS_F_SRC_NEG(n, c), 1, NM("nunused")),               \
	ALT0(UNK)

#define DEF_COMP(n, c) static const struct isa_alt c_comp##n##c[] = {SWZ_ALTS(n, c)}
DEF_COMP(0, 0); DEF_COMP(0, 1); DEF_COMP(0, 2); DEF_COMP(0, 3);
DEF_COMP(1, 0); DEF_COMP(1, 1); DEF_COMP(1, 2); DEF_COMP(1, 3);
DEF_COMP(2, 0); DEF_COMP(2, 1); DEF_COMP(2, 2); DEF_COMP(2, 3);

/* the four components: two, then a group of two (an alternative holds at
 * most three atoms) */
#define DEF_SWZ(n)                                                                                 \
	static const struct isa_alt c_swzzw##n[] = {ALT0(CHOICE(c_comp##n##2), CHOICE(c_comp##n##3))}; \
	static const struct isa_alt c_swz##n[] = {                                                 \
		ALT0(CHOICE(c_comp##n##0), CHOICE(c_comp##n##1), CHOICE(c_swzzw##n))}
DEF_SWZ(0);
DEF_SWZ(1);
DEF_SWZ(2);
/* the dual-math source: X and Y only */
static const struct isa_alt c_swzdm[] = {ALT0(CHOICE(c_comp20), CHOICE(c_comp21))};

/* ------------------------------------------------------------ addressing */

/* ADDR_MODE = MODE1 << 1 | MODE0; ADDR_SEL picks the A0 component. With
 * absolute or aL addressing ADDR_SEL is not read (set bits print). */
#define ADDR_ALTS(m1, m0, sel)                                                                     \
	ALT2(m1, 0, m0, 0, {0}),                                                                   \
	ALT3(m1, 0, m0, 1, sel, 0, NM("a0x")),                                                     \
	ALT3(m1, 0, m0, 1, sel, 1, NM("a0y")),                                                     \
	ALT3(m1, 0, m0, 1, sel, 2, NM("a0z")),                                                     \
	ALT3(m1, 0, m0, 1, sel, 3, NM("a0w")),                                                     \
	ALT2(m1, 1, m0, 0, NM("al")),                                                              \
	ALT0(UNK)

static const struct isa_alt c_daddr[] = {
	ADDR_ALTS(R500_VS_F_DST_MODE1, R500_VS_F_DST_MODE0, R500_VS_F_DST_SEL)};
#define DEF_SADDR(n)                                                                               \
	static const struct isa_alt c_saddr##n[] = {                                               \
		ADDR_ALTS(R500_VS_F_SRC_MODE1(n), R500_VS_F_SRC_MODE0(n), R500_VS_F_SRC_SEL(n))}
DEF_SADDR(0);
DEF_SADDR(1);
DEF_SADDR(2);

/* --------------------------------------------------------------- sources */

#define DEF_SRC(n)                                                                                 \
	static const struct isa_alt c_abs##n[] = {                                                 \
		ALT1(R500_VS_F_SRC_ABS(n), 1, NM("abs")),                                          \
		ALT1(R500_VS_F_SRC_ABS(n), 0, {0}),                                                \
	};                                                                                         \
	static const struct isa_alt c_rt##n[] = {                                                  \
		ALT1(R500_VS_F_SRC_TYPE(n), 0, REG(R500_VS_F_SRC_OFFSET(n), "t"), CHOICE(c_saddr##n)), \
		ALT1(R500_VS_F_SRC_TYPE(n), 1, REG(R500_VS_F_SRC_OFFSET(n), "i"), CHOICE(c_saddr##n)), \
		ALT1(R500_VS_F_SRC_TYPE(n), 2, REG(R500_VS_F_SRC_OFFSET(n), "c"), CHOICE(c_saddr##n)), \
		ALT1(R500_VS_F_SRC_TYPE(n), 3, REG(R500_VS_F_SRC_OFFSET(n), "at"), CHOICE(c_saddr##n)), \
	}
DEF_SRC(0);
DEF_SRC(1);
DEF_SRC(2);

static const struct isa_alt c_src0[] = {ALT0(CHOICE(c_abs0), CHOICE(c_rt0), CHOICE(c_swz0))};
static const struct isa_alt c_src1[] = {ALT0(CHOICE(c_abs1), CHOICE(c_rt1), CHOICE(c_swz1))};
static const struct isa_alt c_src2[] = {ALT0(CHOICE(c_abs2), CHOICE(c_rt2), CHOICE(c_swz2))};
static const struct isa_alt c_srcdm[] = {ALT0(CHOICE(c_abs2), CHOICE(c_rt2), CHOICE(c_swzdm))};

/* ----------------------------------------------------------- destination */

#define F_WE R500_VS_F_DST_WE
static const struct isa_alt c_we[] = {
	ALT1(F_WE, 0x0, NM("nomask")), ALT1(F_WE, 0x1, NM("x")),   ALT1(F_WE, 0x2, NM("y")),
	ALT1(F_WE, 0x3, NM("xy")),     ALT1(F_WE, 0x4, NM("z")),   ALT1(F_WE, 0x5, NM("xz")),
	ALT1(F_WE, 0x6, NM("yz")),     ALT1(F_WE, 0x7, NM("xyz")), ALT1(F_WE, 0x8, NM("w")),
	ALT1(F_WE, 0x9, NM("xw")),     ALT1(F_WE, 0xa, NM("yw")),  ALT1(F_WE, 0xb, NM("xyw")),
	ALT1(F_WE, 0xc, NM("zw")),     ALT1(F_WE, 0xd, NM("xzw")), ALT1(F_WE, 0xe, NM("yzw")),
	ALT1(F_WE, 0xf, NM("xyzw")),
};

#define F_DT R500_VS_F_DST_TYPE
#define F_DO R500_VS_F_DST_OFFSET
static const struct isa_alt c_dst[] = {
	ALT1(F_DT, R500_VS_DST_TEMP, REG(F_DO, "t"), CHOICE(c_daddr), CHOICE(c_we)),
	ALT1(F_DT, R500_VS_DST_A0, REG(F_DO, "a"), CHOICE(c_daddr), CHOICE(c_we)),
	ALT1(F_DT, R500_VS_DST_OUT, REG(F_DO, "o"), CHOICE(c_daddr), CHOICE(c_we)),
	ALT1(F_DT, R500_VS_DST_OUT_REPL_X, REG(F_DO, "ox"), CHOICE(c_daddr), CHOICE(c_we)),
	ALT1(F_DT, R500_VS_DST_ALT_TEMP, REG(F_DO, "at"), CHOICE(c_daddr), CHOICE(c_we)),
	ALT1(F_DT, R500_VS_DST_INPUT, REG(F_DO, "i"), CHOICE(c_daddr), CHOICE(c_we)),
	ALT0(UNK),
};

/* ------------------------------------------------------------ modifiers */

static const struct isa_alt c_pred[] = {
	ALT1(R500_VS_F_PRED_EN, 0, {0}),
	ALT2(R500_VS_F_PRED_EN, 1, R500_VS_F_PRED_SENSE, 1, NM("pred")),
	ALT2(R500_VS_F_PRED_EN, 1, R500_VS_F_PRED_SENSE, 0, NM("npred")),
};
static const struct isa_alt c_vsat[] = {
	ALT1(R500_VS_F_VE_SAT, 1, NM("sat")),
	ALT1(R500_VS_F_VE_SAT, 0, {0}),
};
static const struct isa_alt c_msat[] = {
	ALT1(R500_VS_F_ME_SAT, 1, NM("sat")),
	ALT1(R500_VS_F_ME_SAT, 0, {0}),
};

/* ------------------------------------------------------- the dual math half */

#define DMOP(v, s) ALT2(R500_VS_F_DM_OPMSB, (v) >> 4, R500_VS_F_DM_OP, (v) & 15, NM(s))
static const struct isa_alt c_dmop[] = {
	DMOP(0, "mnop"), DMOP(1, "exp_dx"), DMOP(2, "log_dx"), DMOP(3, "exp_e"), DMOP(4, "lit"),
	DMOP(5, "pow"), DMOP(6, "rcp_dx"), DMOP(7, "rcp_ff"), DMOP(8, "rsq_dx"), DMOP(9, "rsq_ff"),
	DMOP(10, "mmul"), DMOP(11, "ex2"), DMOP(12, "lg2"), DMOP(13, "pow_clamp_b"),
	DMOP(14, "pow_clamp_b1"), DMOP(15, "pow_clamp_01"), DMOP(16, "sin"), DMOP(17, "cos"),
	DMOP(18, "lg2_ieee"), DMOP(19, "rcp_ieee"), DMOP(20, "rsq_ieee"), DMOP(21, "pred_eq"),
	DMOP(22, "pred_gt"), DMOP(23, "pred_gte"), DMOP(24, "pred_neq"), DMOP(25, "pred_clr"),
	DMOP(26, "pred_inv"), DMOP(27, "pred_pop"), DMOP(28, "pred_restore"), ALT0(UNK),
};
#define F_DMWE R500_VS_F_DM_WE
static const struct isa_alt c_dmwe[] = {
	ALT1(F_DMWE, 0, NM("x")), ALT1(F_DMWE, 1, NM("y")),
	ALT1(F_DMWE, 2, NM("z")), ALT1(F_DMWE, 3, NM("w")),
};
static const struct isa_alt c_dmrest[] = {
	ALT0(REG(R500_VS_F_DM_DST, "at"), CHOICE(c_dmwe), CHOICE(c_srcdm)),
};
static const struct isa_alt c_dual[] = {ALT0(CHOICE(c_dmop), CHOICE(c_msat), CHOICE(c_dmrest))};

/* ----------------------------------------------------------------- forms */

#define W0(f, v) FV(0, f, v)
#define M0(f) FM(0, f)
#define KIND_MASK (M0(F_OPCODE) | M0(F_MATH) | M0(F_MACRO) | M0(F_DUAL))
#define FORM(math, macro, dual, opc, sat, third, s)                                                \
	{.val = {W0(F_OPCODE, opc) | W0(F_MATH, math) | W0(F_MACRO, macro) | W0(F_DUAL, dual)},    \
	 .mask = {KIND_MASK}, .vmask = 1, .len = 16, .op = (opc),                                   \
	 .atoms = {CHOICE(c_pred), NM(s), CHOICE(sat), CHOICE(c_dst), CHOICE(c_src0),              \
	           CHOICE(c_src1), CHOICE(third)}}
#define VE(opc, s) FORM(0, 0, 0, opc, c_vsat, c_src2, s)
#define ME(opc, s) FORM(1, 0, 0, opc, c_msat, c_src2, s)
#define MACRO(opc, s) FORM(0, 1, 0, opc, c_vsat, c_src2, s)
#define DUAL(opc, s) FORM(0, 0, 1, opc, c_vsat, c_dual, s)
#define VE_ALL(V)                                                                                  \
	V(0, "vnop"), V(1, "dp4"), V(2, "mul"), V(3, "add"), V(4, "mad"), V(5, "dst"),            \
	V(6, "frc"), V(7, "max"), V(8, "min"), V(9, "sge"), V(10, "slt"), V(11, "mad2x"),         \
	V(12, "mul_clamp"), V(13, "flt2fix"), V(14, "flt2fix_rnd"), V(15, "pred_eq_push"),        \
	V(16, "pred_gt_push"), V(17, "pred_gte_push"), V(18, "pred_neq_push"),                    \
	V(19, "cond_write_eq"), V(20, "cond_write_gt"), V(21, "cond_write_gte"),                  \
	V(22, "cond_write_neq"), V(23, "cond_mux_eq"), V(24, "cond_mux_gt"),                      \
	V(25, "cond_mux_gte"), V(26, "sgt"), V(27, "seq"), V(28, "sne")

static const struct isa_form forms[] = {
	VE_ALL(VE),
	ME(0, "mnop"), ME(1, "exp_dx"), ME(2, "log_dx"), ME(3, "exp_e"), ME(4, "lit"),
	ME(5, "pow"), ME(6, "rcp_dx"), ME(7, "rcp_ff"), ME(8, "rsq_dx"), ME(9, "rsq_ff"),
	ME(10, "mmul"), ME(11, "ex2"), ME(12, "lg2"), ME(13, "pow_clamp_b"),
	ME(14, "pow_clamp_b1"), ME(15, "pow_clamp_01"), ME(16, "sin"), ME(17, "cos"),
	ME(18, "lg2_ieee"), ME(19, "rcp_ieee"), ME(20, "rsq_ieee"), ME(21, "pred_eq"),
	ME(22, "pred_gt"), ME(23, "pred_gte"), ME(24, "pred_neq"), ME(25, "pred_clr"),
	ME(26, "pred_inv"), ME(27, "pred_pop"), ME(28, "pred_restore"),
	MACRO(R500_MACRO_2CLK_MADD, "madm"), MACRO(R500_MACRO_2CLK_M2X_ADD, "mad2xm"),
	VE_ALL(DUAL),
	/* any other opcode, math+macro, a dual math or macro op */
	{.vmask = 1, .len = 16, .atoms = {UNK}},
};

/* clang-format on */

static struct isa_index r500_vs_index;

const struct isa_def r500_vs_isa = {
        .name = "r500-vs",
        .forms = forms,
        .nforms = ARRAY_SIZE(forms),
        .maxlen = 16,
        .index = &r500_vs_index,
};

/* ---------------------------------------------------------------- decode */

#define GET(f) ((unsigned)isa_field_get(a, (struct isa_field)R500_VS_FLD(f)))

static void decode_src(const uint64_t *a, unsigned n, struct r500_vs_src *s)
{
	s->type = (uint8_t)GET(R500_VS_F_SRC_TYPE(n));
	s->abs = GET(R500_VS_F_SRC_ABS(n));
	s->offset = (uint8_t)GET(R500_VS_F_SRC_OFFSET(n));
	s->mode = (uint8_t)(GET(R500_VS_F_SRC_MODE1(n)) << 1 | GET(R500_VS_F_SRC_MODE0(n)));
	s->sel = (uint8_t)GET(R500_VS_F_SRC_SEL(n));
	s->neg = 0;
	for (unsigned c = 0; c < 4; c++) {
		s->swz[c] = (uint8_t)GET(R500_VS_F_SRC_SWZ(n, c));
		s->neg |= (uint8_t)(GET(R500_VS_F_SRC_NEG(n, c)) << c);
	}
}

void r500_vs_decode(const uint32_t w[4], struct r500_vs_insn *in)
{
	const uint64_t a[2] = {w[0] | (uint64_t)w[1] << 32, w[2] | (uint64_t)w[3] << 32};
	unsigned op = GET(R500_VS_F_OPCODE);
	bool math = GET(R500_VS_F_MATH), macro = GET(R500_VS_F_MACRO), dual = GET(R500_VS_F_DUAL);
	in->op = (uint8_t)op;
	/* the kinds of the form table, in its order */
	if (!math && !macro && !dual && op < R500_VE_COUNT)
		in->kind = R500_VS_VECTOR;
	else if (math && !macro && !dual && op < R500_ME_COUNT)
		in->kind = R500_VS_MATH;
	else if (!math && macro && !dual && op <= R500_MACRO_2CLK_M2X_ADD)
		in->kind = R500_VS_MACRO;
	else if (!math && !macro && dual && op < R500_VE_COUNT)
		in->kind = R500_VS_DUAL;
	else
		in->kind = R500_VS_INVALID;
	in->dst_type = (uint8_t)GET(R500_VS_F_DST_TYPE);
	in->dst_mode = (uint8_t)(GET(R500_VS_F_DST_MODE1) << 1 | GET(R500_VS_F_DST_MODE0));
	in->dst_sel = (uint8_t)GET(R500_VS_F_DST_SEL);
	in->dst_offset = (uint8_t)GET(R500_VS_F_DST_OFFSET);
	in->dst_we = (uint8_t)GET(R500_VS_F_DST_WE);
	in->ve_sat = GET(R500_VS_F_VE_SAT);
	in->me_sat = GET(R500_VS_F_ME_SAT);
	in->pred_en = GET(R500_VS_F_PRED_EN);
	in->pred_sense = GET(R500_VS_F_PRED_SENSE);
	for (unsigned n = 0; n < 3; n++)
		decode_src(a, n, &in->src[n]);
	in->dm_op = (uint8_t)(GET(R500_VS_F_DM_OPMSB) << 4 | GET(R500_VS_F_DM_OP));
	in->dm_dst = (uint8_t)GET(R500_VS_F_DM_DST);
	in->dm_we = (uint8_t)GET(R500_VS_F_DM_WE);
}
