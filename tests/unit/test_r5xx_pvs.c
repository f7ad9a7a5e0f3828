/* The R500 PVS executor (src/amd/r5xx/r5xx_pvs.c): every vector and math
 * opcode with the seed's special values (§6.5.7-6.5.8), operands,
 * destinations, predication, dual math, macros, flow control and the step
 * budget; and the fast PVS (r5xx_pvs_fast.c) against it on random
 * programs, constants and inputs (SGPU_SEED=N picks other cases). Programs are written in the
 * r500-vs assembly (docs/hw/r5xx-3d.md) and assembled with the ISA table. */
#include <float.h>
#include <math.h>
#include <stdlib.h>

#include "amd/r5xx/r5xx_pvs.h"
#include "amd/r5xx/r5xx_pvs_fast.h"
#include "harness.h"
#include "isa/r500_vs.h"
#include "r5xx_pvs_rand.h"

static uint32_t code[R5XX_PVS_CODE][4];
static uint32_t consts[R5XX_PVS_CONSTS][4];

static uint32_t fbits(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

static void setc(unsigned i, float x, float y, float z, float w)
{
	consts[i][0] = fbits(x);
	consts[i][1] = fbits(y);
	consts[i][2] = fbits(z);
	consts[i][3] = fbits(w);
}

/* Assembles src at instruction `at`; returns the instruction count. */
static unsigned load_at(unsigned at, const char *src)
{
	struct isa_asm_result r;
	bool ok = isa_assemble(&r500_vs_isa, 0, 0, src, strlen(src), "t.vs", ISA_OUT_RAW, &r);
	if (!ok) {
		printf("%s", r.errors ? r.errors : "assembly failed\n");
		isa_asm_result_free(&r);
		return 0;
	}
	unsigned n = (unsigned)(r.size / 16);
	memcpy(code[at], r.data, r.size);
	isa_asm_result_free(&r);
	return n;
}

static struct r5xx_pvs_prog prog(unsigned n)
{
	struct r5xx_pvs_prog p = {.code = (const uint32_t(*)[4])code,
	                          .consts = (const uint32_t(*)[4])consts,
	                          .first = 0,
	                          .last = n - 1,
	                          .const_max = 255};
	return p;
}

static struct r5xx_pvs_vtx vtx;

static unsigned run(const struct r5xx_pvs_prog *p, uint64_t *steps)
{
	r5xx_pvs_vtx_init(&vtx);
	return r5xx_pvs_run(p, &vtx, 1u << 20, steps);
}

#define ASSERT_F(got, want) SGPU_ASSERT_EQ(fbits(got), fbits(want))
#define ASSERT_V(v, x, y, z, w)      \
	do {                         \
		ASSERT_F((v)[0], x); \
		ASSERT_F((v)[1], y); \
		ASSERT_F((v)[2], z); \
		ASSERT_F((v)[3], w); \
	} while (0)

static void math1(unsigned op, float a, float out[4])
{
	bool p = false;
	r5xx_pvs_math(op, a, a, a, out, &p);
}

/* ------------------------------------------------------------ math ops */

SGPU_TEST(math_reciprocals_and_roots)
{
	float o[4];
	math1(R500_ME_RECIP_DX, 0.0f, o); /* L2611-L2615: 0 -> MAX_FLOAT */
	ASSERT_V(o, FLT_MAX, FLT_MAX, FLT_MAX, FLT_MAX);
	math1(R500_ME_RECIP_DX, 4.0f, o);
	ASSERT_F(o[0], 0.25f);
	math1(R500_ME_RECIP_FF, 0.0f, o); /* 0 -> 0 */
	ASSERT_F(o[2], 0.0f);
	math1(R500_ME_RECIP_FF, -2.0f, o);
	ASSERT_F(o[3], -0.5f);
	math1(R500_ME_RECIP_IEEE, 0.0f, o); /* 0 -> infinity */
	ASSERT_F(o[0], INFINITY);
	math1(R500_ME_RECIP_IEEE, INFINITY, o);
	ASSERT_F(o[0], 0.0f);
	math1(R500_ME_RECIP_SQRT_DX, 0.0f, o);
	ASSERT_F(o[0], FLT_MAX);
	math1(R500_ME_RECIP_SQRT_DX, -16.0f, o); /* of |a| */
	ASSERT_F(o[0], 0.25f);
	math1(R500_ME_RECIP_SQRT_FF, 0.0f, o);
	ASSERT_F(o[1], 0.0f);
	math1(R500_ME_RECIP_SQRT_IEEE, -0.0f, o);
	ASSERT_F(o[1], INFINITY);
	math1(R500_ME_RECIP_SQRT_IEEE, 4.0f, o);
	ASSERT_F(o[1], 0.5f);
	/* denormals are not flushed: 1/2^-140 overflows to infinity (IEEE) */
	math1(R500_ME_RECIP_IEEE, 0x1p-140f, o);
	ASSERT_F(o[0], INFINITY);
	math1(R500_ME_RECIP_DX, 0x1p-140f, o);
	ASSERT_F(o[0], INFINITY);
	math1(R500_ME_RECIP_FF, NAN, o);
	SGPU_ASSERT(isnan(o[0]));
}

SGPU_TEST(math_exp_log)
{
	float o[4];
	bool p = false;
	r5xx_pvs_math(R500_ME_EXP_BASE2_DX, 2.5f, 0, 0, o, &p); /* L2515-L2531 */
	ASSERT_V(o, 4.0f, 0.5f, (float)exp2(2.5), 1.0f);
	r5xx_pvs_math(R500_ME_EXP_BASE2_DX, -1.25f, 0, 0, o, &p);
	ASSERT_V(o, 0.25f, 0.75f, (float)exp2(-1.25), 1.0f);
	r5xx_pvs_math(R500_ME_EXP_BASE2_DX, 129.5f, 0, 0, o, &p); /* > 128: y = 0 */
	ASSERT_V(o, INFINITY, 0.0f, INFINITY, 1.0f);
	r5xx_pvs_math(R500_ME_LOG_BASE2_DX, 0.0f, 0, 0, o, &p); /* L2533 */
	ASSERT_V(o, -FLT_MAX, 1.0f, -FLT_MAX, 1.0f);
	r5xx_pvs_math(R500_ME_LOG_BASE2_DX, -6.0f, 0, 0, o, &p);
	ASSERT_V(o, 2.0f, 1.5f, (float)log2(6.0), 1.0f);
	r5xx_pvs_math(R500_ME_LOG_BASE2_DX, 0x1p-140f, 0, 0, o, &p); /* a denormal */
	ASSERT_V(o, -140.0f, 1.0f, -140.0f, 1.0f);
	/* ex2 and exp_e take the power from IN_C.W (L2549, L2649) */
	r5xx_pvs_math(R500_ME_EXP_BASE2_FULL_DX, 7.0f, 7.0f, 3.0f, o, &p);
	ASSERT_F(o[0], 8.0f);
	r5xx_pvs_math(R500_ME_EXP_BASEE_FF, 9.0f, 9.0f, 1.0f, o, &p);
	ASSERT_F(o[0], (float)exp(1.0));
	math1(R500_ME_LOG_BASE2_FULL_DX, 0.0f, o); /* L2653: -MAX_FLOAT */
	ASSERT_F(o[0], -FLT_MAX);
	math1(R500_ME_LOG_BASE2_FULL_DX, -8.0f, o);
	ASSERT_F(o[0], 3.0f);
	math1(R500_ME_LOG_BASE2_IEEE, 0.0f, o); /* -infinity */
	ASSERT_F(o[0], -INFINITY);
	r5xx_pvs_math(R500_ME_MULTIPLY, 3.0f, -2.0f, 100.0f, o, &p);
	ASSERT_V(o, -6.0f, -6.0f, -6.0f, -6.0f);
}

SGPU_TEST(math_power_special_cases)
{
	float o[4];
	bool p = false;
#define POW(op, a, b, c) (r5xx_pvs_math((op), (a), (b), (c), o, &p), o[0])
	/* L2593-L2611, in order; the power is IN_C.W */
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, 0.0f, 0, -2.0f), INFINITY);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, 0.0f, 0, 3.0f), 0.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, NAN, 0, 0.0f), 1.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, INFINITY, 0, -1.0f), 0.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, INFINITY, 0, 0.5f), INFINITY);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, 2.0f, 0, -INFINITY), 0.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, 0.5f, 0, -INFINITY), INFINITY);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, 2.0f, 0, INFINITY), INFINITY);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, 0.5f, 0, INFINITY), 0.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, 3.0f, 0, 2.0f), 9.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, -3.0f, 0, 2.0f), -9.0f); /* keeps the sign */
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF, -4.0f, 0, 0.5f), -2.0f);
	/* the clamped forms: IN_B.W is the clamp */
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF_CLAMP_B, 0.25f, 0.5f, 2.0f), 0.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF_CLAMP_B, 4.0f, 0.5f, 0.5f), 2.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF_CLAMP_B1, 0.25f, 0.5f, 2.0f), 0.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF_CLAMP_B1, 4.0f, 0.5f, 2.0f), 1.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF_CLAMP_B1, 0.75f, 0.5f, 2.0f), 0.5625f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF_CLAMP_01, 0.0f, 9.0f, 2.0f), 0.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF_CLAMP_01, 1.5f, 9.0f, 2.0f), 1.0f);
	ASSERT_F(POW(R500_ME_POWER_FUNC_FF_CLAMP_01, 0.5f, 9.0f, 3.0f), 0.125f);
	/* LIGHT_COEFF_DX (L2553-L2575) */
	r5xx_pvs_math(R500_ME_LIGHT_COEFF_DX, 0.5f, 0.75f, 2.0f, o, &p);
	ASSERT_V(o, 1.0f, 0.75f, 0.25f, 1.0f);
	r5xx_pvs_math(R500_ME_LIGHT_COEFF_DX, 0.5f, -0.75f, 2.0f, o, &p);
	ASSERT_V(o, 1.0f, 0.0f, 0.0f, 1.0f);
	r5xx_pvs_math(R500_ME_LIGHT_COEFF_DX, -0.5f, 0.75f, 200.0f, o, &p); /* max(a,0)^128 */
	ASSERT_V(o, 1.0f, 0.75f, 0.0f, 1.0f);
	r5xx_pvs_math(R500_ME_LIGHT_COEFF_DX, 2.0f, 1.0f, 200.0f, o, &p); /* power clamped */
	ASSERT_F(o[2], INFINITY);                                         /* 2^128 */
#undef POW
}

SGPU_TEST(math_sin_cos_clamps)
{
	float o[4];
	/* L2709-L2724: inputs clamped to [-pi, pi], NaN and infinities too */
	math1(R500_ME_SIN, 0.0f, o);
	ASSERT_F(o[0], 0.0f);
	math1(R500_ME_SIN, 10.0f, o);
	ASSERT_F(o[0], 0.0f);
	math1(R500_ME_COS, 10.0f, o);
	ASSERT_F(o[0], -1.0f);
	math1(R500_ME_COS, -INFINITY, o);
	ASSERT_F(o[0], -1.0f);
	math1(R500_ME_SIN, NAN, o);
	ASSERT_F(o[0], 0.0f);
	math1(R500_ME_COS, NAN, o);
	ASSERT_F(o[0], -1.0f);
	math1(R500_ME_SIN, 1.0f, o);
	ASSERT_F(o[0], (float)sin(1.0));
	math1(R500_ME_COS, 0.0f, o);
	ASSERT_F(o[0], 1.0f);
	/* the magnitude is at least 0x33800000 */
	math1(R500_ME_SIN, 1e-10f, o);
	SGPU_ASSERT_EQ(fbits(o[0]), 0x33800000u);
	math1(R500_ME_SIN, -1e-10f, o);
	SGPU_ASSERT_EQ(fbits(o[0]), 0xb3800000u);
	math1(R500_ME_COS, 1.57079637f, o); /* cos(pi/2) rounds to -4.4e-8 */
	SGPU_ASSERT_EQ(fbits(o[0]), 0xb3800000u);
}

SGPU_TEST(math_predicate_ops)
{
	float o[4];
	bool p;
	/* L2747-L2824: P = test, out 0 if true else 1 */
	p = false;
	r5xx_pvs_math(R500_ME_PRED_SET_EQ, 0.0f, 0, 0, o, &p);
	SGPU_ASSERT(p);
	ASSERT_F(o[3], 0.0f);
	r5xx_pvs_math(R500_ME_PRED_SET_GT, 0.0f, 0, 0, o, &p);
	SGPU_ASSERT(!p);
	ASSERT_F(o[3], 1.0f);
	r5xx_pvs_math(R500_ME_PRED_SET_GTE, -0.0f, 0, 0, o, &p);
	SGPU_ASSERT(p);
	r5xx_pvs_math(R500_ME_PRED_SET_NEQ, NAN, 0, 0, o, &p);
	SGPU_ASSERT(p);
	/* CLR: clears the bit (see docs), out MAX_FLOAT */
	p = true;
	r5xx_pvs_math(R500_ME_PRED_SET_CLR, 5.0f, 0, 0, o, &p);
	SGPU_ASSERT(!p);
	ASSERT_F(o[0], FLT_MAX);
	/* INV: 1 -> P, 0; 0 -> !P, 1; n -> !P, n */
	r5xx_pvs_math(R500_ME_PRED_SET_INV, 1.0f, 0, 0, o, &p);
	SGPU_ASSERT(p);
	ASSERT_F(o[0], 0.0f);
	r5xx_pvs_math(R500_ME_PRED_SET_INV, 0.0f, 0, 0, o, &p);
	SGPU_ASSERT(!p);
	ASSERT_F(o[0], 1.0f);
	r5xx_pvs_math(R500_ME_PRED_SET_INV, 3.0f, 0, 0, o, &p);
	SGPU_ASSERT(!p);
	ASSERT_F(o[0], 3.0f);
	/* POP: counter - 1, clamped at 0; P when it reaches 0 (see docs) */
	r5xx_pvs_math(R500_ME_PRED_SET_POP, 0.0f, 0, 0, o, &p);
	SGPU_ASSERT(p);
	ASSERT_F(o[0], 0.0f);
	r5xx_pvs_math(R500_ME_PRED_SET_POP, 1.0f, 0, 0, o, &p);
	SGPU_ASSERT(p);
	ASSERT_F(o[0], 0.0f);
	r5xx_pvs_math(R500_ME_PRED_SET_POP, 3.0f, 0, 0, o, &p);
	SGPU_ASSERT(!p);
	ASSERT_F(o[0], 2.0f);
	/* RESTORE */
	r5xx_pvs_math(R500_ME_PRED_SET_RESTORE, 0.0f, 0, 0, o, &p);
	SGPU_ASSERT(p);
	r5xx_pvs_math(R500_ME_PRED_SET_RESTORE, FLT_MAX, 0, 0, o, &p);
	SGPU_ASSERT(!p);
	ASSERT_F(o[0], FLT_MAX);
}

/* ---------------------------------------------------------- vector ops */

SGPU_TEST(vector_ops)
{
	const float a[4] = {1.5f, -2.0f, 3.0f, 0.0f}, b[4] = {2.0f, -2.0f, 0.5f, 4.0f},
	            c[4] = {10.0f, 20.0f, 30.0f, 40.0f};
	float o[4];
	unsigned we = 15;
	bool p = false;
#define V(op) r5xx_pvs_vector((op), a, b, c, o, &we, &p)
	V(R500_VE_DOT_PRODUCT);
	ASSERT_V(o, 8.5f, 8.5f, 8.5f, 8.5f);
	V(R500_VE_MULTIPLY);
	ASSERT_V(o, 3.0f, 4.0f, 1.5f, 0.0f);
	V(R500_VE_ADD);
	ASSERT_V(o, 3.5f, -4.0f, 3.5f, 4.0f);
	V(R500_VE_MULTIPLY_ADD);
	ASSERT_V(o, 13.0f, 24.0f, 31.5f, 40.0f);
	V(R500_VE_MULTIPLYX2_ADD);
	ASSERT_V(o, 16.0f, 28.0f, 33.0f, 40.0f);
	V(R500_VE_DISTANCE_VECTOR); /* (1, a.y*b.y, a.z, b.w) */
	ASSERT_V(o, 1.0f, 4.0f, 3.0f, 4.0f);
	V(R500_VE_FRACTION);
	ASSERT_V(o, 0.5f, 0.0f, 0.0f, 0.0f);
	V(R500_VE_MAXIMUM);
	ASSERT_V(o, 2.0f, -2.0f, 3.0f, 4.0f);
	V(R500_VE_MINIMUM);
	ASSERT_V(o, 1.5f, -2.0f, 0.5f, 0.0f);
	V(R500_VE_SET_GREATER_THAN_EQUAL);
	ASSERT_V(o, 0.0f, 1.0f, 1.0f, 0.0f);
	V(R500_VE_SET_LESS_THAN);
	ASSERT_V(o, 1.0f, 0.0f, 0.0f, 1.0f);
	V(R500_VE_SET_GREATER_THAN);
	ASSERT_V(o, 0.0f, 0.0f, 1.0f, 0.0f);
	V(R500_VE_SET_EQUAL);
	ASSERT_V(o, 0.0f, 1.0f, 0.0f, 0.0f);
	V(R500_VE_SET_NOT_EQUAL);
	ASSERT_V(o, 1.0f, 0.0f, 1.0f, 1.0f);
	V(R500_VE_FLT2FIX_DX);
	ASSERT_V(o, 1.0f, -2.0f, 3.0f, 0.0f);
	V(R500_VE_FLT2FIX_DX_RND);
	ASSERT_V(o, 2.0f, -2.0f, 3.0f, 0.0f);
	V(R500_VE_COND_MUX_EQ);
	ASSERT_V(o, 10.0f, 20.0f, 30.0f, 4.0f);
	V(R500_VE_COND_MUX_GT);
	ASSERT_V(o, 2.0f, 20.0f, 0.5f, 40.0f);
	V(R500_VE_COND_MUX_GTE);
	ASSERT_V(o, 2.0f, 20.0f, 0.5f, 4.0f);
	V(R500_VE_COND_WRITE_NEQ); /* B where A != 0 */
	ASSERT_V(o, 2.0f, -2.0f, 0.5f, 4.0f);
	SGPU_ASSERT_EQ(we, 7);
	we = 15;
	V(R500_VE_COND_WRITE_EQ);
	SGPU_ASSERT_EQ(we, 8);
	we = 15;
	V(R500_VE_COND_WRITE_GT);
	SGPU_ASSERT_EQ(we, 5);
	we = 15;
	V(R500_VE_COND_WRITE_GTE);
	SGPU_ASSERT_EQ(we, 13);
	/* MULTIPLY_CLAMP as printed (L2258-L2274): c.w < a.w*b.w -> c.w */
	V(R500_VE_MULTIPLY_CLAMP);
	ASSERT_V(o, 10.0f, 10.0f, 10.0f, 10.0f); /* c.w 40 >= 0; c.x 10 >= 3 -> c.x */
	const float big[4] = {5.0f, 0, 0, 100.0f};
	r5xx_pvs_vector(R500_VE_MULTIPLY_CLAMP, big, big, c, o, &we, &p);
	ASSERT_F(o[0], 40.0f);
	const float small[4] = {5.0f, 0, 0, 1.0f};
	r5xx_pvs_vector(R500_VE_MULTIPLY_CLAMP, small, small, c, o, &we, &p);
	ASSERT_F(o[0], 25.0f);
#undef V
	/* PUSH (L2300-L2381): P when the counter A.w is 0 and B.w passes */
	const float cnt0[4] = {9, 9, 9, 0.0f}, cnt2[4] = {9, 9, 9, 2.0f}, one[4] = {0, 0, 0, 1.0f};
	r5xx_pvs_vector(R500_VE_PRED_SET_NEQ_PUSH, cnt0, one, c, o, &we, &p);
	SGPU_ASSERT(p);
	ASSERT_V(o, 0.0f, 0.0f, 0.0f, 0.0f);
	r5xx_pvs_vector(R500_VE_PRED_SET_EQ_PUSH, cnt0, one, c, o, &we, &p);
	SGPU_ASSERT(!p);
	ASSERT_F(o[0], 1.0f);
	r5xx_pvs_vector(R500_VE_PRED_SET_GT_PUSH, cnt2, one, c, o, &we, &p);
	SGPU_ASSERT(!p);
	ASSERT_F(o[2], 3.0f);
	r5xx_pvs_vector(R500_VE_PRED_SET_GTE_PUSH, cnt0, cnt0, c, o, &we, &p);
	SGPU_ASSERT(p);
	/* NaN compares false: max/min keep B, set-ops give 0, sne gives 1 */
	const float n[4] = {NAN, NAN, NAN, NAN};
	r5xx_pvs_vector(R500_VE_MAXIMUM, n, b, c, o, &we, &p);
	ASSERT_F(o[0], 2.0f);
	r5xx_pvs_vector(R500_VE_SET_GREATER_THAN_EQUAL, n, b, c, o, &we, &p);
	ASSERT_F(o[0], 0.0f);
	r5xx_pvs_vector(R500_VE_SET_NOT_EQUAL, n, n, c, o, &we, &p);
	ASSERT_F(o[0], 1.0f);
}

/* ------------------------------------------------------------ programs */

SGPU_TEST(transform_program)
{
	/* out0 = M * in0, rows in c0..c3 (Mesa's MVP: four DP4) */
	setc(0, 2, 0, 0, 1);
	setc(1, 0, 3, 0, 2);
	setc(2, 0, 0, 4, 3);
	setc(3, 0, 0, 0, 1);
	unsigned n = load_at(0, "dp4 $o0 x $c0 x y z w $i0 x y z w $i0 x y z w\n"
	                        "dp4 $o0 y $c1 x y z w $i0 x y z w $i0 x y z w\n"
	                        "dp4 $o0 z $c2 x y z w $i0 x y z w $i0 x y z w\n"
	                        "dp4 $o0 w $c3 x y z w $i0 x y z w $i0 x y z w\n"
	                        "add $o1 xyzw $i1 x y z w $i1 zero zero zero zero $i1 zero zero "
	                        "zero zero\n");
	SGPU_ASSERT_EQ(n, 5);
	struct r5xx_pvs_prog p = prog(n);
	r5xx_pvs_vtx_init(&vtx);
	vtx.in[0][0] = 1, vtx.in[0][1] = 2, vtx.in[0][2] = 3, vtx.in[0][3] = 1;
	vtx.in[1][0] = 0.25f, vtx.in[1][3] = 1;
	uint64_t steps;
	SGPU_ASSERT_EQ(r5xx_pvs_run(&p, &vtx, 100, &steps), 0);
	SGPU_ASSERT_EQ(steps, 5);
	ASSERT_V(vtx.out[0], 3.0f, 8.0f, 15.0f, 1.0f);
	ASSERT_V(vtx.out[1], 0.25f, 0.0f, 0.0f, 1.0f);
	SGPU_ASSERT_EQ(vtx.out_written, 3);
}

SGPU_TEST(operands_and_destinations)
{
	setc(5, 1, -2, 3, -4);
	unsigned n = load_at(0,
	                     /* swizzle, negate, 0/1 selects */
	                     "add $t0 xyzw $c5 w nz y one $c5 zero zero zero zero $c5 x x x x\n"
	                     /* abs, then negate */
	                     "add $t1 xyzw abs $c5 x ny z nw $t0 zero zero zero zero $t0 x x x x\n"
	                     /* write mask and saturate */
	                     "add sat $t2 xz $c5 x y z w $c5 x x x x $t0 x x x x\n"
	                     /* output replicating X */
	                     "add $ox3 xyzw $c5 y y y y $c5 w x x x $t0 x x x x\n");
	struct r5xx_pvs_prog p = prog(n);
	SGPU_ASSERT_EQ(run(&p, NULL), 0);
	ASSERT_V(vtx.temp[0], -4.0f, -3.0f, -2.0f, 1.0f);
	ASSERT_V(vtx.temp[1], 1.0f, -2.0f, 3.0f, -4.0f);
	ASSERT_V(vtx.temp[2], 1.0f, 0.0f, 1.0f, 0.0f);
	ASSERT_V(vtx.out[3], -6.0f, -6.0f, -6.0f, -6.0f);
}

SGPU_TEST(constants_base_limit_and_a0)
{
	for (unsigned i = 0; i < R5XX_PVS_CONSTS; i++)
		setc(i, (float)i, 0, 0, 0);
	unsigned n = load_at(0, "add $t0 xyzw $c3 x x x x $c3 zero zero zero zero $c3 x x x x\n"
	                        "add $t1 xyzw $c9 x x x x $c9 zero zero zero zero $c9 x x x x\n"
	                        "flt2fix $a0 xyzw $i0 x y z w $i0 x x x x $i0 x x x x\n"
	                        "add $t2 xyzw $c1 a0x x x x x $c1 a0x zero zero zero zero $c1 a0x "
	                        "x x x x\n"
	                        "add $t3 xyzw $c1 a0y x x x x $c1 a0y zero zero zero zero $c1 a0y "
	                        "x x x x\n"
	                        "add $t4 xyzw $c0 a0z x x x x $c0 a0z zero zero zero zero $c0 a0z "
	                        "x x x x\n");
	struct r5xx_pvs_prog p = prog(n);
	p.const_base = 250; /* wraps in the 256-vector memory */
	p.const_max = 8;
	r5xx_pvs_vtx_init(&vtx);
	vtx.in[0][0] = 2.75f;   /* a0.x = 2 */
	vtx.in[0][1] = -300.0f; /* clamped to -256 */
	vtx.in[0][2] = 7.5f;    /* 7 */
	SGPU_ASSERT_EQ(r5xx_pvs_run(&p, &vtx, 100, NULL), 0);
	ASSERT_F(vtx.temp[0][0], 253.0f); /* c[250 + 3] */
	ASSERT_F(vtx.temp[1][0], 0.0f);   /* 9 > PVS_MAX_CONST_ADDR: (0,0,0,0) */
	SGPU_ASSERT_EQ(vtx.a0[0], 2);
	SGPU_ASSERT_EQ(vtx.a0[1], -256);
	SGPU_ASSERT_EQ(vtx.a0[2], 7);
	ASSERT_F(vtx.temp[2][0], 253.0f); /* 1 + 2 */
	ASSERT_F(vtx.temp[3][0], 0.0f);   /* 1 - 256 < 0 */
	ASSERT_F(vtx.temp[4][0], 1.0f);   /* 0 + 7 = 257 % 256 */
}

SGPU_TEST(predication)
{
	unsigned n =
	        load_at(0, "pred_eq $t9 w $i0 w w w w $i0 w w w w $i0 w w w w\n"
	                   "pred add $t0 x $i0 one one one one $i0 zero zero zero zero $i0 x x "
	                   "x x\n"
	                   "npred add $t1 x $i0 one one one one $i0 zero zero zero zero $i0 x "
	                   "x x x\n");
	SGPU_ASSERT_EQ(n, 3);
	struct r5xx_pvs_prog p = prog(n);
	r5xx_pvs_vtx_init(&vtx);
	vtx.in[0][3] = 0.0f;
	r5xx_pvs_run(&p, &vtx, 100, NULL);
	ASSERT_F(vtx.temp[0][0], 1.0f);
	ASSERT_F(vtx.temp[1][0], 0.0f);
	r5xx_pvs_vtx_init(&vtx);
	vtx.in[0][3] = 5.0f;
	r5xx_pvs_run(&p, &vtx, 100, NULL);
	ASSERT_F(vtx.temp[0][0], 0.0f);
	ASSERT_F(vtx.temp[1][0], 1.0f);
	ASSERT_F(vtx.temp[9][3], 1.0f);
}

/* Mesa's lowering of nested if/else/endif (radeon_vert_fc.c): the false
 * branch counter in $t9.w. if (x != 0) { t0 = 1; if (y != 0) t1 = 1; else
 * t1 = 2; t2 = 1; } */
SGPU_TEST(nested_if_else)
{
	const char *src = "pred_neq $t9 w $i0 x x x x $i0 x x x x $i0 x x x x\n"
	                  "pred add $t0 x $i0 one one one one $i0 zero zero zero zero $i0 x x x x\n"
	                  "pred_neq_push $t9 w $t9 w w w w $i0 y y y y $i0 x x x x\n"
	                  "pred add $t1 x $i0 one one one one $i0 zero zero zero zero $i0 x x x x\n"
	                  "pred_inv $t9 w $t9 w w w w $t9 w w w w $t9 w w w w\n"
	                  "pred add $t1 x $i0 one one one one $i0 one one one one $i0 x x x x\n"
	                  "pred_pop $t9 w $t9 w w w w $t9 w w w w $t9 w w w w\n"
	                  "pred add $t2 x $i0 one one one one $i0 zero zero zero zero $i0 x x x x\n"
	                  "pred_pop $t9 w $t9 w w w w $t9 w w w w $t9 w w w w\n";
	struct r5xx_pvs_prog p = prog(load_at(0, src));
	static const float cases[4][2] = {{1, 1}, {1, 0}, {0, 1}, {0, 0}};
	static const float want[4][3] = {{1, 1, 1}, {1, 2, 1}, {0, 0, 0}, {0, 0, 0}};
	for (unsigned i = 0; i < 4; i++) {
		r5xx_pvs_vtx_init(&vtx);
		vtx.in[0][0] = cases[i][0];
		vtx.in[0][1] = cases[i][1];
		r5xx_pvs_run(&p, &vtx, 100, NULL);
		for (unsigned k = 0; k < 3; k++)
			ASSERT_F(vtx.temp[k][0], want[i][k]);
	}
}

SGPU_TEST(dual_math_and_macro)
{
	/* dp3 into t0.w and, beside it, 1/sqrt of i0.x into alt0.w */
	unsigned n = load_at(0, "dp4 $t0 xyzw $i1 x y z zero $i1 x y z zero rsq_ieee $at0 w $i0 "
	                        "x x\n"
	                        "madm $t3 xyzw $t0 x y z w $t1 x y z w $t2 x y z w\n"
	                        "mad2xm sat $t4 xyzw $t0 x y z w $t1 x y z w $t2 x y z w\n"
	                        "exp_e $t5 xyzw $i0 y y y y $i0 y y y y $i0 x x x x\n");
	struct r5xx_pvs_prog p = prog(n);
	r5xx_pvs_vtx_init(&vtx);
	vtx.in[0][0] = 16.0f;
	vtx.in[1][0] = 1, vtx.in[1][1] = 2, vtx.in[1][2] = 2;
	vtx.temp[1][0] = 0.5f, vtx.temp[2][0] = -3.0f;
	SGPU_ASSERT_EQ(r5xx_pvs_run(&p, &vtx, 100, NULL), 0);
	ASSERT_V(vtx.temp[0], 9.0f, 9.0f, 9.0f, 9.0f);
	ASSERT_V(vtx.alt[0], 0.0f, 0.0f, 0.0f, 0.25f);
	ASSERT_F(vtx.temp[3][0], 1.5f);
	ASSERT_F(vtx.temp[4][0], 1.0f);             /* 2*4.5 - 3 = 6, saturated */
	ASSERT_F(vtx.temp[5][0], (float)exp(16.0)); /* the power from IN_C.W */
}

/* -------------------------------------------------------- flow control */

SGPU_TEST(loop_with_al_addressing)
{
	/* t0.x = sum over aL = 2, 5, 8 of c[aL].x: loop count 3, init 2, step 3 */
	for (unsigned i = 0; i < 16; i++)
		setc(i, (float)(i * i), 0, 0, 0);
	unsigned n = load_at(0, "vnop $t0 nomask $t0 x x x x $t0 x x x x $t0 x x x x\n"
	                        "add $t0 x $t0 x x x x $c0 al x x x x $t0 x x x x\n"
	                        "add $t1 x $t1 x x x x $i0 one one one one $t0 x x x x\n");
	struct r5xx_pvs_prog p = prog(n);
	p.fc_opc = 2;                         /* slot 0: LOOP */
	p.fc_lw[0] = 0 | 3u << 16;            /* ACT 0, count 3 */
	p.fc_uw[0] = 2 | 1u << 16;            /* LAST 2, RTN 1 */
	p.fc_index[0] = 2 | (uint32_t)3 << 8; /* init 2, step 3 */
	uint64_t steps;
	SGPU_ASSERT_EQ(run(&p, &steps), 0);
	ASSERT_F(vtx.temp[0][0], 4.0f + 25.0f + 64.0f);
	ASSERT_F(vtx.temp[1][0], 3.0f);
	SGPU_ASSERT_EQ(steps, 7);
}

SGPU_TEST(nested_loops_repeat_jump_and_call)
{
	/* 0: nop (outer LOOP act, 2 times, aL from 10 step 1)
	 * 1: nop (inner LOOP act, repeat: inherits aL, step 100, 2 times)
	 * 2: t0.x += c[aL]                      (inner body, last)
	 * 3: t1.x += 1                          (outer body, last; aL back to outer's)
	 * 4: nop (JSR act -> 8, LAST 9, RTN 5)
	 * 5: nop (JUMP act -> 7)
	 * 6: t2.x = 99 (skipped)
	 * 7: t3.x += 1 (last instruction of the program)
	 * 8: t4.x += 1 (subroutine)  9: t4.x += 1 (its last) */
	for (unsigned i = 0; i < 256; i++)
		setc(i, (float)i, 0, 0, 0);
	const char *nop = "vnop $t0 nomask $t0 x x x x $t0 x x x x $t0 x x x x\n";
	const char *incr[] = {"add $t1 x $t1 x x x x $i0 one one one one $t0 x x x x\n",
	                      "add $t3 x $t3 x x x x $i0 one one one one $t0 x x x x\n",
	                      "add $t4 x $t4 x x x x $i0 one one one one $t0 x x x x\n"};
	load_at(0, nop);
	load_at(1, nop);
	load_at(2, "add $t0 x $t0 x x x x $c0 al x x x x $t0 x x x x\n");
	load_at(3, incr[0]);
	load_at(4, nop);
	load_at(5, nop);
	load_at(6, "add $t2 x $i0 zero zero zero zero $i0 one one one one $t0 x x x x\n");
	load_at(7, incr[1]);
	load_at(8, incr[2]);
	load_at(9, incr[2]);
	struct r5xx_pvs_prog p = prog(8);
	p.fc_opc = 2 | 2 << 2 | 3 << 4 | 1 << 6; /* LOOP LOOP JSR JUMP */
	p.fc_lw[0] = 0 | 2u << 16, p.fc_uw[0] = 3 | 1u << 16;
	p.fc_index[0] = 10 | 1u << 8;
	p.fc_lw[1] = 1 | 2u << 16, p.fc_uw[1] = 2 | 2u << 16;
	p.fc_index[1] = 99 | 100u << 8 | 1u << 31; /* repeat: init unused */
	p.fc_lw[2] = 4 | 8u << 16, p.fc_uw[2] = 9 | 5u << 16;
	p.fc_lw[3] = 5 | 7u << 16;
	SGPU_ASSERT_EQ(run(&p, NULL), 0);
	/* outer aL 10 then 11; inner adds c[aL] then c[aL + 100] */
	ASSERT_F(vtx.temp[0][0], 10.0f + 110.0f + 11.0f + 111.0f);
	ASSERT_F(vtx.temp[1][0], 2.0f);
	ASSERT_F(vtx.temp[2][0], 0.0f);
	ASSERT_F(vtx.temp[3][0], 1.0f);
	ASSERT_F(vtx.temp[4][0], 2.0f);
}

/* Mesa's r300 compiler emits every vertex loop with LOOP_CNT 255 and
 * breaks by predication, so a GLSL loop nested in another always runs
 * 255 x 255 bodies (piglit glsl-vs-loop-nested, whose 0.4 M instructions
 * per vertex the old limit of 2^16 cut short): they must complete. */
SGPU_TEST(mesa_nested_255_loops_complete)
{
	/* 0: nop (outer LOOP act)  1: nop (inner LOOP act)
	 * 2: t0.x += 1  3: nop (inner body, its last)  4: t1.x += 1 (outer's
	 * last): 255 x (1 + 255 x 2 + 1) + 1 = 130561 steps */
	const char *nop = "vnop $t0 nomask $t0 x x x x $t0 x x x x $t0 x x x x\n";
	load_at(0, nop);
	load_at(1, nop);
	load_at(2, "add $t0 x $t0 x x x x $i0 one one one one $t0 x x x x\n");
	load_at(3, nop);
	load_at(4, "add $t1 x $t1 x x x x $i0 one one one one $t0 x x x x\n");
	struct r5xx_pvs_prog p = prog(5);
	p.fc_opc = 2 | 2 << 2; /* LOOP LOOP */
	p.fc_lw[0] = 0 | 255u << 16, p.fc_uw[0] = 4 | 1u << 16;
	p.fc_index[0] = 0 | 1u << 8;
	p.fc_lw[1] = 1 | 255u << 16, p.fc_uw[1] = 3 | 2u << 16;
	p.fc_index[1] = 0 | 1u << 8;
	uint64_t steps;
	r5xx_pvs_vtx_init(&vtx);
	SGPU_ASSERT_EQ(r5xx_pvs_run(&p, &vtx, UINT64_MAX, &steps), 0);
	ASSERT_F(vtx.temp[0][0], 255.0f * 255.0f);
	ASSERT_F(vtx.temp[1][0], 255.0f);
	SGPU_ASSERT_EQ(steps, 130561);
}

SGPU_TEST(bad_programs_are_bounded_and_flagged)
{
	/* a jump to itself never reaches PVS_LAST_INST: the budget ends it */
	load_at(0, "add $t0 x $t0 x x x x $i0 one one one one $t0 x x x x\n");
	load_at(1, "vnop $t0 nomask $t0 x x x x $t0 x x x x $t0 x x x x\n");
	struct r5xx_pvs_prog p = prog(2);
	p.fc_opc = 1;
	p.fc_lw[0] = 0 | 0u << 16;
	uint64_t steps;
	r5xx_pvs_vtx_init(&vtx);
	SGPU_ASSERT_EQ(r5xx_pvs_run(&p, &vtx, 1000, &steps), R5XX_PVS_E_BUDGET);
	SGPU_ASSERT_EQ(steps, 1000);
	ASSERT_F(vtx.temp[0][0], 1000.0f);
	/* (the VAP's limits: test_r5xx_vap bad_state_is_logged_and_bounded) */
	/* PC past the end: a program from 1020 to 3 wraps through 1023 */
	memset(code, 0, sizeof(code));
	p = prog(4);
	p.first = 1020;
	SGPU_ASSERT_EQ(run(&p, &steps), 0);
	SGPU_ASSERT_EQ(steps, 8);
	/* an undefined opcode writes nothing; out-of-range files read 0 */
	code[0][0] = 0x00f0001d;
	load_at(1, "add $t0 x $t200 x x x x $i0 one one one one $t0 x x x x\n");
	p = prog(2);
	SGPU_ASSERT_EQ(run(&p, NULL), R5XX_PVS_E_INVALID | R5XX_PVS_E_RANGE);
	ASSERT_F(vtx.temp[0][0], 1.0f);
	/* a loop of count 0 runs once (the test is at its end) and is flagged */
	load_at(0, "add $t0 x $t0 x x x x $i0 one one one one $t0 x x x x\n");
	p = prog(1);
	p.fc_opc = 2;
	p.fc_lw[0] = 0;
	p.fc_uw[0] = 0 | 0u << 16;
	/* ACT 0 -> RTN 0: the body is instruction 0 again, then LAST 0 ends */
	SGPU_ASSERT_EQ(run(&p, &steps), R5XX_PVS_E_LOOP0);
	SGPU_ASSERT_EQ(steps, 2);
	/* nine nested calls: the ninth is ignored */
	memset(code, 0, sizeof(code));
	p = prog(20);
	p.fc_opc = 0x3ffff; /* slots 0-8: JSR */
	for (unsigned s = 0; s < 9; s++) {
		p.fc_lw[s] = s | (s + 1) << 16;
		p.fc_uw[s] = 19 | 19u << 16;
	}
	SGPU_ASSERT(run(&p, NULL) & R5XX_PVS_E_NEST);
}

/* The seed states no denormal flush or NaN rule for the PVS (unlike the
 * US, §7.7): IEEE single, denormals kept, NaN and infinities propagate
 * through the arithmetic ops (docs/hw/r5xx-3d.md). */
SGPU_TEST(ieee_denormals_infinities_nans)
{
	const float d[4] = {0x1p-130f, -0x1p-149f, INFINITY, NAN},
	            two[4] = {2.0f, 0.5f, -1.0f, 1.0f}, z[4] = {0, 0, 0, 0};
	float o[4];
	unsigned we = 15;
	bool p = false;
	r5xx_pvs_vector(R500_VE_MULTIPLY, d, two, z, o, &we, &p);
	ASSERT_F(o[0], 0x1p-129f); /* a denormal doubled stays exact */
	ASSERT_F(o[1], -0.0f);     /* -2^-150 rounds to even: -0 */
	ASSERT_F(o[2], -INFINITY);
	SGPU_ASSERT(isnan(o[3]));
	r5xx_pvs_vector(R500_VE_ADD, d, z, z, o, &we, &p);
	ASSERT_F(o[0], 0x1p-130f);
	r5xx_pvs_vector(R500_VE_FRACTION, d, z, z, o, &we, &p);
	ASSERT_F(o[0], 0x1p-130f);
	SGPU_ASSERT(isnan(o[2])); /* inf - floor(inf) */
	r5xx_pvs_vector(R500_VE_DOT_PRODUCT, d, two, z, o, &we, &p);
	SGPU_ASSERT(isnan(o[0]));
	r5xx_pvs_vector(R500_VE_SET_LESS_THAN, z, d, z, o, &we, &p);
	ASSERT_F(o[0], 1.0f); /* 0 < denormal */
	ASSERT_F(o[3], 0.0f); /* NaN compares false */
	/* FLT2FIX of a denormal, infinity and NaN into A0: 0 (floor), 255, 0 */
	unsigned n = load_at(0, "flt2fix $a0 xyzw $i0 x y z w $i0 x x x x $i0 x x x x\n");
	struct r5xx_pvs_prog pr = prog(n);
	r5xx_pvs_vtx_init(&vtx);
	memcpy(vtx.in[0], d, sizeof(d));
	r5xx_pvs_run(&pr, &vtx, 10, NULL);
	SGPU_ASSERT_EQ(vtx.a0[0], 0);
	SGPU_ASSERT_EQ(vtx.a0[1], -1);
	SGPU_ASSERT_EQ(vtx.a0[2], 255);
	SGPU_ASSERT_EQ(vtx.a0[3], 0);
	/* saturate maps NaN to 0 and keeps a denormal */
	n = load_at(0, "add sat $t0 xyzw $i0 x y z w $i0 zero zero zero zero $i0 x x x x\n");
	pr = prog(n);
	r5xx_pvs_vtx_init(&vtx);
	memcpy(vtx.in[0], d, sizeof(d));
	r5xx_pvs_run(&pr, &vtx, 10, NULL);
	ASSERT_V(vtx.temp[0], 0x1p-130f, 0.0f, 1.0f, 0.0f);
}

/* ------------------------------------------------------------ fast path */

static struct r500_vs_insn rdec[R5XX_PVS_CODE];
static float rin[R5XX_PVS_FAST_LANES][R5XX_PVS_INPUTS][4];

struct diff_stats {
	unsigned cases, compiled;
	uint32_t vops, mops; /* opcodes met in compiled programs */
};

/* One random case: a program of 1-24 instructions anywhere in the ring,
 * 16 random constants (and base/limit), 1-16 vertices of random inputs;
 * the fast run against r5xx_pvs_run on each vertex, every output bit,
 * the flags and the step count. Returns false on a mismatch. */
static bool diff_case(struct r5xx_pvs_fast *f, uint64_t seed, unsigned kind, bool wild,
                      struct diff_stats *st)
{
	uint64_t s = seed;
	struct pvsr_opts o = {.regs = 2 + pvsr_below(&s, 8), .out_min = 0, .wild = wild};
	unsigned first = pvsr_below(&s, R5XX_PVS_CODE), n = 1 + pvsr_below(&s, 24);
	for (unsigned i = 0; i < n; i++) {
		unsigned at = (first + i) % R5XX_PVS_CODE;
		pvsr_insn(&s, &o, code[at]);
		r500_vs_decode(code[at], &rdec[at]);
	}
	for (unsigned k = 0; k < R5XX_PVS_CONSTS; k++)
		for (unsigned c = 0; c < 4; c++) {
			float x = k < 24 ? pvsr_value(&s, kind) : 0.0f;
			memcpy(&consts[k][c], &x, 4);
		}
	struct r5xx_pvs_prog p = {
	        .code = (const uint32_t(*)[4])code,
	        .consts = (const uint32_t(*)[4])consts,
	        .first = first,
	        .last = (first + n - 1) % R5XX_PVS_CODE,
	        .const_max = pvsr_below(&s, 4) ? 255 : pvsr_below(&s, 16),
	        .const_base = wild && pvsr_below(&s, 4) == 0 ? pvsr_below(&s, R5XX_PVS_CONSTS) : 0,
	        .decoded = rdec};
	if (wild && pvsr_below(&s, 4) == 0) { /* a flow-control slot, maybe in range */
		unsigned slot = pvsr_below(&s, R5XX_PVS_FC);
		p.fc_opc = (1 + pvsr_below(&s, 3)) << (2 * slot);
		p.fc_lw[slot] = (first + pvsr_below(&s, 48)) % R5XX_PVS_CODE |
		                ((first + pvsr_below(&s, n)) % R5XX_PVS_CODE) << 16;
		p.fc_uw[slot] = p.last | p.last << 16;
	}
	st->cases++;
	if (!r5xx_pvs_fast_compile(f, &p)) {
		/* only what the fast path leaves to the reference */
		bool why = false;
		for (unsigned i = 0; i < n; i++) {
			const struct r500_vs_insn *in = &rdec[(first + i) % R5XX_PVS_CODE];
			why |= in->pred_en || in->dst_type == R500_VS_DST_A0;
		}
		for (unsigned sl = 0; sl < R5XX_PVS_FC; sl++)
			why |= (p.fc_opc >> (2 * sl) & 3) &&
			       ((p.fc_lw[sl] & 0x3ff) + R5XX_PVS_CODE - first) % R5XX_PVS_CODE < n;
		if (!why)
			printf("seed %llu: an eligible program was refused\n",
			       (unsigned long long)seed);
		return why;
	}
	st->compiled++;
	for (unsigned i = 0; i < n; i++) {
		const struct r500_vs_insn *in = &rdec[(first + i) % R5XX_PVS_CODE];
		if (in->kind == R500_VS_VECTOR || in->kind == R500_VS_DUAL)
			st->vops |= 1u << in->op;
		if (in->kind == R500_VS_MATH)
			st->mops |= 1u << in->op;
		if (in->kind == R500_VS_DUAL && in->dm_op < R500_ME_COUNT)
			st->mops |= 1u << in->dm_op;
	}
	unsigned nv = 1 + pvsr_below(&s, R5XX_PVS_FAST_LANES);
	for (unsigned l = 0; l < nv; l++)
		for (unsigned r = 0; r < R5XX_PVS_INPUTS; r++)
			for (unsigned c = 0; c < 4; c++)
				rin[l][r][c] = r < o.regs ? pvsr_value(&s, kind) : 0.0f;
	unsigned flags = r5xx_pvs_fast_run(f, (const float(*)[R5XX_PVS_INPUTS][4])rin, nv);
	for (unsigned l = 0; l < nv; l++) {
		uint64_t steps = 0;
		r5xx_pvs_vtx_init(&vtx);
		memcpy(vtx.in, rin[l], sizeof(vtx.in));
		unsigned ref = r5xx_pvs_run(&p, &vtx, 1u << 20, &steps);
		if (ref != flags || steps != r5xx_pvs_fast_steps(f)) {
			printf("seed %llu vertex %u: flags 0x%x / 0x%x, steps %llu / %u\n",
			       (unsigned long long)seed, l, flags, ref, (unsigned long long)steps,
			       r5xx_pvs_fast_steps(f));
			return false;
		}
		for (unsigned r = 0; r < R5XX_PVS_OUTPUTS; r++) {
			float got[4];
			r5xx_pvs_fast_out(f, l, r, got);
			if (memcmp(got, vtx.out[r], sizeof(got))) {
				printf("seed %llu vertex %u: o%u fast %08x %08x %08x %08x, "
				       "reference "
				       "%08x %08x %08x %08x\n",
				       (unsigned long long)seed, l, r, fbits(got[0]), fbits(got[1]),
				       fbits(got[2]), fbits(got[3]), fbits(vtx.out[r][0]),
				       fbits(vtx.out[r][1]), fbits(vtx.out[r][2]),
				       fbits(vtx.out[r][3]));
				return false;
			}
		}
	}
	return true;
}

static uint64_t seed0(void)
{
	const char *e = getenv("SGPU_SEED");
	return e ? (uint64_t)strtoull(e, NULL, 0) * 1000003u : 0;
}

/* Random programs over ordinary values, special values without NaN (the
 * vector path must stay on it) and with NaNs (batches go back to the
 * reference), some with wild fields; every opcode is met. */
SGPU_TEST(fast_matches_reference_random)
{
	struct r5xx_pvs_fast *f = r5xx_pvs_fast_new();
	SGPU_ASSERT(f != NULL);
	struct diff_stats st = {0};
	uint64_t fast_batches[3] = {0}, kept[3] = {0};
	uint64_t base = seed0();
	for (unsigned i = 0; i < 3000; i++) {
		unsigned kind = i % 3;
		uint64_t b0, r0, b1, r1;
		r5xx_pvs_fast_stats(f, &b0, &r0);
		uint64_t seed = base + i;
		if (!diff_case(f, seed, kind, i % 8 == 7, &st)) {
			printf("replay: SGPU_SEED picks base %llu; failing seed %llu (kind %u)\n",
			       (unsigned long long)base, (unsigned long long)seed, kind);
			SGPU_ASSERT(false);
		}
		r5xx_pvs_fast_stats(f, &b1, &r1);
		fast_batches[kind] += b1 - b0;
		kept[kind] += (b1 - b0) - (r1 - r0);
	}
	printf("%u cases, %u compiled; batches kept on the fast path: plain %llu/%llu, special "
	       "%llu/%llu, NaN %llu/%llu\n",
	       st.cases, st.compiled, (unsigned long long)kept[0],
	       (unsigned long long)fast_batches[0], (unsigned long long)kept[1],
	       (unsigned long long)fast_batches[1], (unsigned long long)kept[2],
	       (unsigned long long)fast_batches[2]);
	SGPU_ASSERT_EQ(st.vops, (1u << R500_VE_COUNT) - 1);
	SGPU_ASSERT_EQ(st.mops, (1u << R500_ME_COUNT) - 1);
	SGPU_ASSERT(kept[0] > fast_batches[0] / 2);
	SGPU_ASSERT(kept[1] > fast_batches[1] / 10);
	r5xx_pvs_fast_free(f);
}

/* What the fast path takes and leaves (r5xx_pvs_fast.h), and a transform
 * program on special values exactly. */
SGPU_TEST(fast_eligibility_and_specials)
{
	struct r5xx_pvs_fast *f = r5xx_pvs_fast_new();
	static struct r500_vs_insn dec[R5XX_PVS_CODE];
	unsigned n = load_at(0, "dp4 $o0 x $c0 x y z w $i0 x y z w $i0 x y z w\n"
	                        "mul $t0 xyzw $i0 x y z w $c1 x y z w $i0 x x x x\n"
	                        "mad sat $o1 xyzw $t0 x y z w $c1 w z y x $i1 nx y nz w\n"
	                        "rsq_dx $o2 xyzw $i1 w w w w $i1 w w w w $i1 w w w w\n"
	                        "max $o3 xyzw abs $i0 x y z w $i1 x y z w $i1 x x x x\n");
	for (unsigned i = 0; i < R5XX_PVS_CODE; i++)
		r500_vs_decode(code[i], &dec[i]);
	struct r5xx_pvs_prog p = prog(n);
	p.decoded = dec;
	setc(0, 1.0f, -0.0f, 0x1p-140f, 2.0f);
	setc(1, 0.5f, 3e38f, -3.0f, 0x1p-149f);
	SGPU_ASSERT(r5xx_pvs_fast_compile(f, &p));
	SGPU_ASSERT_EQ(r5xx_pvs_fast_steps(f), 5u);
	const float vals[] = {0.0f,    -0.0f,    0x1p-130f, -0x1p-149f, 1.0f, -2.5f,
	                      FLT_MAX, -FLT_MAX, 0x1p-126f, -7.0f,      3.0f, 0x1p100f};
	for (unsigned l = 0; l < R5XX_PVS_FAST_LANES; l++)
		for (unsigned c = 0; c < 4; c++) {
			rin[l][0][c] = vals[(l + c) % 12];
			rin[l][1][c] = vals[(3 * l + 5 * c + 1) % 12];
		}
	uint64_t b, r;
	SGPU_ASSERT_EQ(r5xx_pvs_fast_run(f, (const float(*)[R5XX_PVS_INPUTS][4])rin, 16), 0u);
	for (unsigned l = 0; l < 16; l++) {
		r5xx_pvs_vtx_init(&vtx);
		memcpy(vtx.in, rin[l], sizeof(vtx.in));
		r5xx_pvs_run(&p, &vtx, 100, NULL);
		for (unsigned o = 0; o < 4; o++) {
			float got[4];
			r5xx_pvs_fast_out(f, l, o, got);
			SGPU_ASSERT_MEM_EQ(got, vtx.out[o], sizeof(got));
		}
	}
	r5xx_pvs_fast_stats(f, &b, &r);
	SGPU_ASSERT_EQ(b, 1u);
	/* inf * 0 makes a NaN: the batch is run again on the reference */
	rin[3][0][1] = INFINITY;
	setc(0, 1.0f, 0.0f, 0x1p-140f, 2.0f);
	SGPU_ASSERT(r5xx_pvs_fast_compile(f, &p));
	r5xx_pvs_fast_run(f, (const float(*)[R5XX_PVS_INPUTS][4])rin, 16);
	r5xx_pvs_fast_stats(f, &b, &r);
	SGPU_ASSERT_EQ(r, 1u);
	for (unsigned l = 0; l < 16; l++) {
		r5xx_pvs_vtx_init(&vtx);
		memcpy(vtx.in, rin[l], sizeof(vtx.in));
		r5xx_pvs_run(&p, &vtx, 100, NULL);
		for (unsigned o = 0; o < 4; o++) {
			float got[4];
			r5xx_pvs_fast_out(f, l, o, got);
			SGPU_ASSERT_MEM_EQ(got, vtx.out[o], sizeof(got));
		}
	}
	/* left to the reference: a predicated instruction, a write to A0, a
	 * flow-control slot activating in the program; a slot elsewhere is
	 * no obstacle */
	n = load_at(5, "pred add $t0 x $i0 x x x x $i0 x x x x $i0 x x x x\n");
	r500_vs_decode(code[5], &dec[5]);
	p = prog(6);
	p.decoded = dec;
	SGPU_ASSERT(!r5xx_pvs_fast_compile(f, &p));
	SGPU_ASSERT_EQ(r5xx_pvs_fast_steps(f), 0u);
	p = prog(5);
	p.decoded = dec;
	p.fc_opc = 1u << 6; /* slot 3: jump */
	p.fc_lw[3] = 2 | 0u << 16;
	SGPU_ASSERT(!r5xx_pvs_fast_compile(f, &p));
	p.fc_lw[3] = 7 | 0u << 16;
	SGPU_ASSERT(r5xx_pvs_fast_compile(f, &p));
	load_at(5, "flt2fix $a0 x $i0 x x x x $i0 x x x x $i0 x x x x\n");
	r500_vs_decode(code[5], &dec[5]);
	p = prog(6);
	p.decoded = dec;
	SGPU_ASSERT(!r5xx_pvs_fast_compile(f, &p));
	r5xx_pvs_fast_free(f);
}

/* The PVS multiplier's legacy rule: 0 times an infinity or a NaN is 0 in
 * MUL, MAD, DOT and the macro MAD (docs/hw/r5xx-3d.md; piglit
 * infinite-spot-light), finite products stay IEEE's (-0 included). */
SGPU_TEST(zero_times_anything_is_zero)
{
	const float a[4] = {0.0f, -0.0f, INFINITY, 3.0f}, b[4] = {INFINITY, NAN, 0.0f, -0.0f},
	            c[4] = {1.0f, 2.0f, 3.0f, 4.0f};
	float o[4];
	unsigned we = 15;
	bool p = false;
	r5xx_pvs_vector(R500_VE_MULTIPLY, a, b, c, o, &we, &p);
	ASSERT_V(o, 0.0f, 0.0f, 0.0f, -0.0f);
	SGPU_ASSERT(!signbit(o[0]) && signbit(o[3]));
	r5xx_pvs_vector(R500_VE_MULTIPLY_ADD, a, b, c, o, &we, &p);
	ASSERT_V(o, 1.0f, 2.0f, 3.0f, 4.0f);
	r5xx_pvs_vector(R500_VE_DOT_PRODUCT, a, b, c, o, &we, &p);
	ASSERT_F(o[0], 0.0f);
	r5xx_pvs_math(R500_ME_MULTIPLY, 0.0f, NAN, 0.0f, o, &p);
	ASSERT_F(o[0], 0.0f);
	r5xx_pvs_vector(R500_VE_MULTIPLY, b, c, c, o, &we, &p); /* no zero: IEEE */
	SGPU_ASSERT(isinf(o[0]) && isnan(o[1]));
}
