/* The R500 US executor (src/amd/r5xx/r5xx_us.c): upload through the
 * GA_US_VECTOR port, every ALU op with its modifiers, the seed's special
 * values and rounding, write masks, predicates and the ALU result, flow
 * control, TEX through the test sampler, derivatives, and bad programs.
 * Programs are written in the r500-fs assembler syntax (docs/hw/r5xx-us.md). */
#include <math.h>
#include <stdlib.h>

#include "amd/r5xx/r5xx.h"
#include "amd/r5xx/r5xx_3d.h"
#include "core/device.h"
#include "amd/r5xx/r5xx_us.h"
#include "amd/r5xx/r5xx_us_math.h"
#include "harness.h"
#include "isa/r500_fs.h"

static uint32_t fbits(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

static float bitsf(uint32_t u)
{
	float f;
	memcpy(&f, &u, 4);
	return f;
}

static struct r5xx_us us;
static struct r5xx_us_quad q;

/* Assembles src, uploads it at slot 0 through GA_US_VECTOR_INDEX/DATA and
 * sets the code registers to run it all; returns the instruction count. */
static unsigned load(const char *src)
{
	struct isa_asm_result r;
	bool ok = isa_assemble(&r500_fs_isa, 0, 0, src, strlen(src), "prog.s", ISA_OUT_RAW, &r);
	if (!ok) {
		printf("assembler: %s\n", r.errors ? r.errors : "?");
		isa_asm_result_free(&r);
		return 0;
	}
	unsigned n = (unsigned)(r.size / R500_FS_BYTES);
	r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_INDEX, 0);
	for (size_t i = 0; i + 4 <= r.size; i += 4) {
		uint32_t v = (uint32_t)r.data[i] | (uint32_t)r.data[i + 1] << 8 |
		             (uint32_t)r.data[i + 2] << 16 | (uint32_t)r.data[i + 3] << 24;
		r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_DATA, v);
	}
	isa_asm_result_free(&r);
	r5xx_us_reg_write(&us, R5XX_US_CODE_OFFSET, 0);
	r5xx_us_reg_write(&us, R5XX_US_CODE_ADDR, (n - 1) << 16);
	r5xx_us_reg_write(&us, R5XX_US_CODE_RANGE, (n - 1) << 16);
	return n;
}

static void fresh(void)
{
	r5xx_us_init(&us, NULL, 0);
	r5xx_us_set_sampler(&us, r5xx_us_test_sampler, NULL);
	r5xx_us_reg_write(&us, R5XX_US_FC_CTRL, R5XX_US_FC_CTRL_FULL_FC_EN);
	r5xx_us_reg_write(&us, R5XX_US_PIXSIZE, 8);
	r5xx_us_quad_begin(&q, 0xf);
}

static void set_const(unsigned i, float r, float g, float b, float a)
{
	r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_INDEX, i | 1u << 16);
	r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_DATA, fbits(r));
	r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_DATA, fbits(g));
	r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_DATA, fbits(b));
	r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_DATA, fbits(a));
}

static void set_t(unsigned p, unsigned t, float r, float g, float b, float a)
{
	q.t[p][t][0] = r;
	q.t[p][t][1] = g;
	q.t[p][t][2] = b;
	q.t[p][t][3] = a;
}

static void set_t_all(unsigned t, float r, float g, float b, float a)
{
	for (unsigned p = 0; p < 4; p++)
		set_t(p, t, r, g, b, a);
}

static enum r5xx_us_status run(void)
{
	uint64_t budget = 100000;
	return r5xx_us_run(&us, &q, &budget);
}

/* The program ending every test program: out rt0 = t0, then stop. */
#define END_OUT                                                                                \
	"out tex_wait last rgb_src $t0 $i0 $i0 alpha_src $t0 $i0 $i0 rgb max omod_off $t0 w0 " \
	"orgb rt0 s0 rgb s0 rgb s0 zzz alpha max omod_off $t0 w0 oa rt0 s0 a s0 a s0 z\n"

/* One ALU line computing into $t0 (rgb and alpha written) */
#define ALU(srcs, rgbop, rgbopnd, aop, aopnd) \
	"alu " srcs " rgb " rgbop " $t0 wrgb " rgbopnd " alpha " aop " $t0 wa " aopnd "\n"

#define SRC12 "rgb_src $t1 $t2 $t3 alpha_src $t1 $t2 $t3"

#define ASSERT_F(got, want)                                                                    \
	SGPU_ASSERT_MSG(fbits(got) == fbits(want), "%s = %a (0x%08x), want %a (0x%08x)", #got, \
	                (double)(got), fbits(got), (double)(want), fbits(want))

SGPU_TEST(upload_through_the_vector_port)
{
	fresh();
	r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_INDEX, 510);
	for (uint32_t i = 0; i < 18; i++)
		r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_DATA, 0x100 + i);
	SGPU_ASSERT_EQ(us.code[510][0], 0x100);
	SGPU_ASSERT_EQ(us.code[510][5], 0x105);
	SGPU_ASSERT_EQ(us.code[511][0], 0x106);
	SGPU_ASSERT_EQ(us.code[0][5], 0x111); /* wraps at 512 */
	/* the code space registers alias the same words (L3072) */
	uint32_t v = 0;
	SGPU_ASSERT(r5xx_us_reg_read(&us, 0xb800 + 4 * 510, &v));
	SGPU_ASSERT_EQ(v, 0x100);
	SGPU_ASSERT(r5xx_us_reg_read(&us, 0xa800 + 4 * 511, &v));
	SGPU_ASSERT_EQ(v, 0x10a);
	SGPU_ASSERT(r5xx_us_reg_write(&us, 0x9000 + 4 * 3, 0xabc));
	SGPU_ASSERT_EQ(us.code[3][1], 0xabc);
	/* constants: four words each, CLAMP to [-1, 1] */
	r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_INDEX, 255 | 3u << 16);
	const float in[8] = {2.0f, -3.0f, 0.5f, NAN, 7, 8, 9, 10};
	for (unsigned i = 0; i < 8; i++)
		r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_DATA, fbits(in[i]));
	SGPU_ASSERT(us.konst[255][0] == 1.0f && us.konst[255][1] == -1.0f);
	SGPU_ASSERT(us.konst[255][2] == 0.5f && us.konst[255][3] == -1.0f);
	SGPU_ASSERT(us.konst[0][0] == 1.0f); /* wraps at 256 */
	set_const(4, 7, 8, 9, 10);
	SGPU_ASSERT(us.konst[4][3] == 10.0f);
	SGPU_ASSERT(!r5xx_us_reg_write(&us, 0x4700, 1));
	SGPU_ASSERT(r5xx_us_reg_write(&us, R5XX_US_FC_INT_CONST_0 + 4 * 31, 0x123));
	SGPU_ASSERT_EQ(us.fc_int[31], 0x123);
}

SGPU_TEST(mad_sources_constants_inline_and_output)
{
	fresh();
	set_const(3, 10, 20, 30, 40);
	set_t_all(1, 1, 2, 3, 4);
	set_t_all(2, 0.5f, 0.25f, 2, 3);
	/* t0 = t1 * c3 + inline 1.0 (0x38); alpha the same */
	SGPU_ASSERT(load("alu rgb_src $t1 $c3 $i56 alpha_src $t1 $c3 $i56 rgb mad $t0 wrgb "
	                 "s0 rgb s1 rgb s2 rgb alpha mad $t0 wa s0 a s1 a s2 a\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	for (unsigned p = 0; p < 4; p++) {
		SGPU_ASSERT(q.rt[0][p][0] == 11 && q.rt[0][p][1] == 41 && q.rt[0][p][2] == 91);
		SGPU_ASSERT(q.rt[0][p][3] == 161);
		SGPU_ASSERT_EQ(q.rt_mask[0][p], 0xf);
	}
	SGPU_ASSERT_EQ(us.guest_errors, 0);
	/* swizzles with 0, 0.5, 1, modifiers, presubtract */
	fresh();
	set_t_all(1, 1, -2, 3, -4);
	set_t_all(2, 0.5f, 0.25f, 2, 3);
	SGPU_ASSERT(load("alu rgb_src $t1 $t2 $i0 srcp_sub alpha_src $t1 $t2 $i0 srcp_add rgb mad "
	                 "$t0 wrgb abs s0 bgr sp rgb s0 zho alpha mad $t0 wa nab s0 a sp a s0 o\n"
	                 "alu rgb_src $t0 $t2 $i0 alpha_src $t0 $t2 $i0 rgb mad $t4 wrgb "
	                 "neg s0 rgb s0 ooo s0 zzz alpha mad $t4 wa s0 a s0 o s0 z\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	/* rgb: |t1.bgr| * (t2 - t1) + (0, 0.5, 1) = (3*-0.5, 2*2.25+0.5, 1*-1+1) */
	SGPU_ASSERT(q.rt[0][0][0] == -1.5f && q.rt[0][0][1] == 5.0f && q.rt[0][0][2] == 0.0f);
	/* alpha: -|-4| * (3 + -4) + 1 = 5 */
	SGPU_ASSERT(q.rt[0][0][3] == 5.0f);
	SGPU_ASSERT(q.t[0][4][0] == 1.5f && q.t[0][4][3] == 5.0f);
}

SGPU_TEST(dot_products_min_max_cnd_cmp_frc)
{
	fresh();
	set_t_all(1, 1, 2, 3, 4);
	set_t_all(2, 5, 6, 7, 8);
	set_t_all(3, 0.75f, -1, 0.5f, -0.25f);
	SGPU_ASSERT(
	        load(ALU(SRC12, "dp3", "s0 rgb s1 rgb s2 rgb", "dp", "s0 a s1 a s2 a") END_OUT));
	run();
	SGPU_ASSERT(q.rt[0][0][0] == 38 && q.rt[0][0][2] == 38 && q.rt[0][0][3] == 38);
	fresh();
	set_t_all(1, 1, 2, 3, 4);
	set_t_all(2, 5, 6, 7, 8);
	SGPU_ASSERT(
	        load(ALU(SRC12, "dp4", "s0 rgb s1 rgb s2 rgb", "dp", "s0 a s1 a s2 a") END_OUT));
	run();
	SGPU_ASSERT(q.rt[0][0][1] == 70 && q.rt[0][0][3] == 70);
	fresh();
	set_t_all(1, 1, 2, 3, 4);
	set_t_all(2, 5, 6, 7, 8);
	set_t_all(3, 0, 0, 100, 0);
	SGPU_ASSERT(
	        load(ALU(SRC12, "d2a", "s0 rgb s1 rgb s2 rgb", "dp", "s0 a s1 a s2 a") END_OUT));
	run();
	SGPU_ASSERT(q.rt[0][0][0] == 117 && q.rt[0][0][3] == 117);
	/* MIN, MAX */
	fresh();
	set_t_all(1, 1, -2, 3, 4);
	set_t_all(2, 0, 5, 3, -8);
	SGPU_ASSERT(
	        load(ALU(SRC12, "min", "s0 rgb s1 rgb s2 rgb", "max", "s0 a s1 a s2 a") END_OUT));
	run();
	SGPU_ASSERT(q.rt[0][0][0] == 0 && q.rt[0][0][1] == -2 && q.rt[0][0][2] == 3);
	SGPU_ASSERT(q.rt[0][0][3] == 4);
	/* CND: C > 0.5; CMP: C >= 0 */
	fresh();
	set_t_all(1, 1, 1, 1, 1);
	set_t_all(2, 2, 2, 2, 2);
	set_t_all(3, 0.75f, 0.5f, -0.0f, -1);
	SGPU_ASSERT(
	        load(ALU(SRC12, "cnd", "s0 rgb s1 rgb s2 rgb", "cmp", "s0 a s1 a s2 a") END_OUT));
	run();
	SGPU_ASSERT(q.rt[0][0][0] == 1 && q.rt[0][0][1] == 2 && q.rt[0][0][2] == 2);
	SGPU_ASSERT(q.rt[0][0][3] == 2);
	fresh();
	set_t_all(1, 1, 1, 1, 1);
	set_t_all(2, 2, 2, 2, 2);
	set_t_all(3, 0.75f, 0.5f, -0.0f, -1);
	SGPU_ASSERT(
	        load(ALU(SRC12, "cmp", "s0 rgb s1 rgb s2 rgb", "cnd", "s0 a s1 a s2 a") END_OUT));
	run();
	SGPU_ASSERT(q.rt[0][0][0] == 1 && q.rt[0][0][1] == 1 && q.rt[0][0][2] == 1);
	SGPU_ASSERT(q.rt[0][0][3] == 2);
	/* FRC, with truncation: frc(-2^-30) is the float below 1 */
	fresh();
	set_t_all(1, 2.75f, -0.25f, 0x1p-30f * -1, -3.5f);
	SGPU_ASSERT(
	        load(ALU(SRC12, "frc", "s0 rgb s1 rgb s2 rgb", "frc", "s0 a s1 a s2 a") END_OUT));
	run();
	SGPU_ASSERT(q.rt[0][0][0] == 0.75f && q.rt[0][0][1] == 0.75f);
	ASSERT_F(q.rt[0][0][2], nextafterf(1.0f, 0.0f));
	SGPU_ASSERT(q.rt[0][0][3] == 0.5f);
}

/* FRC of a negative number closer to 0 than 2^-53: 1 - |a| is not a double,
 * so A - floor(A) needs its residual to truncate to the float below 1 (and
 * OMOD scales the exact value, L3739-L3741). Found by the independent model
 * (tests/model/r5xx3d_model.py fs, seed 6): the engine gave 1.0 and 2.0. */
SGPU_TEST(frc_of_tiny_negatives_stays_below_one)
{
	fresh();
	set_t_all(1, -0x1p-126f, -0x1p-60f, -0x1p-100f, -0x1p-126f);
	SGPU_ASSERT(load("alu rgb_src $t1 $t2 $t3 alpha_src $t1 $t2 $t3 rgb frc $t0 wrgb s0 rgb s1 "
	                 "rgb s2 rgb alpha frc mul2 $t0 wa s0 a s1 a s2 a\n" END_OUT));
	run();
	ASSERT_F(q.rt[0][0][0], nextafterf(1.0f, 0.0f));
	ASSERT_F(q.rt[0][0][1], nextafterf(1.0f, 0.0f));
	ASSERT_F(q.rt[0][0][2], nextafterf(1.0f, 0.0f));
	ASSERT_F(q.rt[0][0][3], nextafterf(2.0f, 0.0f));
}

/* A NaN term makes a dot product NaN (L3745-L3756, "x + NaN = NaN") even
 * when the two largest finite terms cancel: the +0 rule of L3758-L3760 is
 * about finite terms losing precision. Found by the independent model
 * (tests/model/r5xx3d_model.py fs, seed 13): the engine gave +0. */
SGPU_TEST(dot_product_nan_term_beats_the_cancellation_rule)
{
	fresh();
	set_t_all(1, 0.5f, 0, NAN, 1);
	set_t_all(2, 1, 1, 1, -0.5f);
	SGPU_ASSERT(
	        load(ALU(SRC12, "dp4", "s0 rgb s1 rgb s2 rgb", "dp", "s0 a s1 a s2 a") END_OUT));
	run();
	SGPU_ASSERT(isnan(q.rt[0][0][0]) && isnan(q.rt[0][0][3]));
	/* finite terms alone still cancel to +0 */
	fresh();
	set_t_all(1, 0.5f, 0x1p-30f, 0, 1);
	set_t_all(2, 1, 1, 0, -0.5f);
	SGPU_ASSERT(
	        load(ALU(SRC12, "dp4", "s0 rgb s1 rgb s2 rgb", "dp", "s0 a s1 a s2 a") END_OUT));
	run();
	ASSERT_F(q.rt[0][0][0], 0.0f);
}

SGPU_TEST(transcendentals_and_sop)
{
	static const struct {
		const char *op;
		float in, out;
	} tab[] = {
	        {"ex2", 3, 8},
	        {"ex2", 0.0f, 1},
	        {"ex2", -0.0f, 1},
	        {"ex2", -INFINITY, 0},
	        {"ln2", 8, 3},
	        {"ln2", -0.0f, -INFINITY},
	        {"ln2", INFINITY, INFINITY},
	        {"rcp", 4, 0.25f},
	        {"rcp", -0.0f, -INFINITY},
	        {"rcp", INFINITY, 0},
	        {"rsq", 16, 0.25f},
	        {"rsq", -0.0f, INFINITY},
	        {"rsq", INFINITY, 0},
	        {"sin", 0.25f, 1},
	        {"sin", -0.0f, -0.0f},
	        {"cos", 0.5f, -1},
	        {"cos", -0.0f, 1},
	        {"rcp", 3, 0x1.555554p-2f},
	};
	for (size_t i = 0; i < sizeof(tab) / sizeof(tab[0]); i++) {
		fresh();
		set_t_all(1, 0, 0, 0, tab[i].in);
		char prog[1024];
		snprintf(prog, sizeof(prog),
		         ALU(SRC12, "sop", "s0 rgb s1 rgb s2 rgb", "%s", "s0 a s1 a s2 a") END_OUT,
		         tab[i].op);
		SGPU_ASSERT(load(prog));
		run();
		SGPU_ASSERT_MSG(fbits(q.rt[0][0][3]) == fbits(tab[i].out) &&
		                        fbits(q.rt[0][0][1]) == fbits(tab[i].out),
		                "%s(%a) = %a, want %a", tab[i].op, (double)tab[i].in,
		                (double)q.rt[0][0][3], (double)tab[i].out);
	}
	/* NaN results, and the NaN inputs */
	static const char *nan_ops[] = {"sin", "cos", "ln2", "rsq"};
	static const float nan_in[] = {INFINITY, -INFINITY, -1, -4};
	for (unsigned i = 0; i < 4; i++) {
		fresh();
		set_t_all(1, 0, 0, 0, nan_in[i]);
		char prog[1024];
		snprintf(prog, sizeof(prog),
		         ALU(SRC12, "sop", "s0 rgb s1 rgb s2 rgb", "%s", "s0 a s1 a s2 a") END_OUT,
		         nan_ops[i]);
		SGPU_ASSERT(load(prog));
		run();
		SGPU_ASSERT_EQ(fbits(q.rt[0][0][3]), 0x7fffffff);
	}
}

SGPU_TEST(special_values_of_the_mad)
{
	/* L3745-L3756 and the -0 copy rule of L3722 */
	static const struct {
		float a, b, c;
		uint32_t want;
	} tab[] = {
	        {0.0f, INFINITY, 1, 0x7fffffff},
	        {INFINITY, INFINITY, 0, 0x7f800000},
	        {INFINITY, -INFINITY, 0, 0xff800000},
	        {0.0f, -0.0f, -0.0f, 0x80000000},
	        {1, INFINITY, -INFINITY, 0x7fffffff},
	        {1, INFINITY, -1, 0x7f800000},
	        {0, 0, -0.0f, 0x00000000},
	        {-0.0f, 1, 0, 0x00000000},
	        {-0.0f, 0, -0.0f, 0x80000000},
	        {NAN, 1, 0, 0x7fffffff},
	        /* denormals in and out flush to signed zero */
	        {0x1p-140f, 1, 0, 0x00000000},
	        {0x1p-70f, -0x1p-70f, 0, 0x80000000},
	        /* truncation: 1 + 0.75 ulp rounds down */
	        {0x1p-24f, 1.5f, 1, 0x3f800000},
	        /* the product rounds up to a float in double, the exact sum is below */
	        {1 + 0x1p-23f, 1, -0x1p-100f, 0x3f800000},
	        {-(1 + 0x1p-23f), 1, 0x1p-100f, 0xbf800000},
	};
	for (size_t i = 0; i < sizeof(tab) / sizeof(tab[0]); i++) {
		fresh();
		set_t_all(1, tab[i].a, 0, 0, tab[i].a);
		set_t_all(2, tab[i].b, 0, 0, tab[i].b);
		set_t_all(3, tab[i].c, 0, 0, tab[i].c);
		SGPU_ASSERT(load(ALU(SRC12, "mad", "s0 rgb s1 rgb s2 rgb", "mad", "s0 a s1 a s2 a")
		                         END_OUT));
		run();
		SGPU_ASSERT_MSG(
		        fbits(q.rt[0][0][0]) == tab[i].want && fbits(q.rt[0][0][3]) == tab[i].want,
		        "row %zu: %a * %a + %a = 0x%08x, want 0x%08x", i, (double)tab[i].a,
		        (double)tab[i].b, (double)tab[i].c, fbits(q.rt[0][0][0]), tab[i].want);
	}
	/* ZERO_TIMES_ANYTHING_EQUALS_ZERO */
	fresh();
	r5xx_us_reg_write(&us, R5XX_US_CONFIG, R5XX_US_CONFIG_ZERO_TIMES_ANYTHING);
	set_t_all(1, 0, -0.0f, 0, 0);
	set_t_all(2, INFINITY, NAN, 5, 0);
	set_t_all(3, 0, 0, 0, 0);
	SGPU_ASSERT(
	        load(ALU(SRC12, "mad", "s0 rgb s1 rgb s2 rgb", "mad", "s0 a s1 a s2 a") END_OUT));
	run();
	SGPU_ASSERT_EQ(fbits(q.rt[0][0][0]), 0);
	SGPU_ASSERT_EQ(fbits(q.rt[0][0][1]), 0);
	/* dot product cancellation (L3758-L3760) */
	fresh();
	set_t_all(1, 0x1p40f, 0x1p40f, 1, 0);
	set_t_all(2, 1, -1, 1, 0);
	SGPU_ASSERT(
	        load(ALU(SRC12, "dp3", "s0 rgb s1 rgb s2 rgb", "dp", "s0 a s1 a s2 a") END_OUT));
	run();
	/* terms 2^40, -2^40, 1: the last is 2^40 smaller, so +0 */
	SGPU_ASSERT_EQ(fbits(q.rt[0][0][0]), 0);
}

SGPU_TEST(min_max_cmp_special_values_and_output_modifiers)
{
	fresh();
	set_t_all(1, 0.0f, -0.0f, NAN, 1);
	set_t_all(2, -0.0f, 0.0f, 5, NAN);
	/* bit-exact picks with omod disabled */
	SGPU_ASSERT(
	        load("alu rgb_src $t1 $t2 $i0 alpha_src $t1 $t2 $i0 rgb min omod_off $t0 wrgb "
	             "s0 rgb s1 rgb s0 rgb alpha max omod_off $t0 wa s0 a s1 a s0 a\n" END_OUT));
	run();
	SGPU_ASSERT_EQ(fbits(q.rt[0][0][0]), 0x80000000); /* MIN(+0, -0) = -0 */
	SGPU_ASSERT_EQ(fbits(q.rt[0][0][1]), 0x00000000); /* MIN(-0, +0) = +0 */
	SGPU_ASSERT(q.rt[0][0][2] == 5);                  /* NaN: the second */
	SGPU_ASSERT(isnan(q.rt[0][0][3]));                /* MAX(1, NaN) = NaN (second) */
	/* a NaN payload survives MAX(x, x) with omod disabled, not with omod */
	fresh();
	set_t_all(1, bitsf(0x7fc00123), bitsf(0x00000010), 0, bitsf(0xffc00001));
	SGPU_ASSERT(load("alu rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb max omod_off $t0 wrgb "
	                 "s0 rgb s0 rgb s0 rgb alpha max $t0 wa s0 a s0 a s0 a\n" END_OUT));
	run();
	SGPU_ASSERT_EQ(fbits(q.rt[0][0][0]), 0x7fc00123);
	SGPU_ASSERT_EQ(fbits(q.rt[0][0][1]), 0x00000010); /* a denormal, bit-exact */
	SGPU_ASSERT_EQ(fbits(q.rt[0][0][3]), 0x7fffffff); /* standardised by OMOD */
	/* extra range: 2^127 * 4 / 8 is finite; a transcendental's overflow
	 * stays infinite */
	fresh();
	set_t_all(1, 0x1p127f, 0x1p-126f, 0, 0x1p-127f);
	set_t_all(2, 4, 0.25f, 0, 0);
	SGPU_ASSERT(load("alu rgb_src $t1 $t2 $i0 alpha_src $t1 $t2 $i0 rgb mad div8 $t0 wrgb "
	                 "s0 rgb s1 rgb s2 zzz alpha rcp div8 $t0 wa s0 a s1 a s2 z\n" END_OUT));
	run();
	SGPU_ASSERT(q.rt[0][0][0] == 0x1p126f);
	SGPU_ASSERT_EQ(fbits(q.rt[0][0][1]), 0); /* 2^-128 / 8: below the normal range */
	SGPU_ASSERT(isinf(q.rt[0][0][3]));       /* rcp(denormal = 0) = Inf, then /8 */
	/* mul8 brings a denormal intermediate back */
	fresh();
	set_t_all(1, 0x1p-64f, 0, 0, 0);
	set_t_all(2, 0x1p-64f, 0, 0, 0);
	SGPU_ASSERT(load("alu rgb_src $t1 $t2 $i0 alpha_src $t1 $t2 $i0 rgb mad mul8 $t0 wrgb "
	                 "s0 rgb s1 rgb s2 zzz alpha mad $t0 wa s0 a s1 a s2 z\n" END_OUT));
	run();
	SGPU_ASSERT(q.rt[0][0][0] == 0x1p-125f);
	/* clamp */
	fresh();
	set_t_all(1, -2, 0.5f, 7, NAN);
	SGPU_ASSERT(load("alu rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb max sat $t0 wrgb "
	                 "s0 rgb s0 rgb s0 rgb alpha max sat $t0 wa s0 a s0 a s0 a\n" END_OUT));
	run();
	SGPU_ASSERT(q.rt[0][0][0] == 0 && q.rt[0][0][1] == 0.5f && q.rt[0][0][2] == 1);
	SGPU_ASSERT_EQ(fbits(q.rt[0][0][3]), 0);
}

SGPU_TEST(write_masks_predicates_and_alu_result)
{
	/* L3390: predicates R, G, B true and A false; temp mask rgba; predicate
	 * mask rgba: the RGB temp channels are written, all 4 predicates too */
	fresh();
	for (unsigned p = 0; p < 4; p++)
		q.pred[p][0] = q.pred[p][1] = q.pred[p][2] = true;
	set_t_all(1, -1, 0, 2, -3);
	set_t_all(5, 9, 9, 9, 9);
	SGPU_ASSERT(
	        load("alu rgb_if rgba alpha_if rgba rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 "
	             "rgb max omod_off $t5 wrgb pwrgb ge s0 rgb s0 rgb s0 rgb alpha max omod_off "
	             "$t5 wa pwa lt s0 a s0 a s0 a\n" END_OUT));
	run();
	SGPU_ASSERT(q.t[0][5][0] == -1 && q.t[0][5][2] == 2 && q.t[0][5][3] == 9);
	SGPU_ASSERT(!q.pred[0][0] && q.pred[0][1] && q.pred[0][2] && q.pred[0][3]);
	/* replicate and inverted predicates; write mask g only */
	fresh();
	q.pred[0][3] = true;
	q.pred[1][3] = false;
	set_t_all(1, 1, 2, 3, 4);
	SGPU_ASSERT(load("alu rgb_if not aaaa rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb max "
	                 "$t5 wg s0 rgb s0 rgb s0 rgb alpha max $t5 w0 s0 a s0 a s0 a\n" END_OUT));
	run();
	SGPU_ASSERT(q.t[0][5][1] == 0 && q.t[1][5][1] == 2 && q.t[1][5][0] == 0);
	/* the ALU result feeds an FC: see flow_control_if_else */
	fresh();
	set_t(0, 1, -1, 0, 0, 0);
	set_t(1, 1, 0, 0, 0, 0);
	set_t(2, 1, 1, 0, 0, 0);
	set_t(3, 1, NAN, 0, 0, 0);
	SGPU_ASSERT(load(
	        "alu rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb max $t6 w0 "
	        "s0 rgb s0 rgb s0 rgb alpha max $t6 w0 s0 a s0 a s0 a alu_result r ge\n" END_OUT));
	run();
	SGPU_ASSERT(!q.alu_result[0] && q.alu_result[1] && q.alu_result[2] && !q.alu_result[3]);
	/* inactive pixels are not written unless write_inactive */
	fresh();
	q.state[2] = R5XX_US_PIX_BRANCH;
	set_t_all(1, 5, 5, 5, 5);
	SGPU_ASSERT(load("alu rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb max $t5 wrgb "
	                 "s0 rgb s0 rgb s0 rgb alpha max $t5 wa s0 a s0 a s0 a\n"
	                 "alu write_inactive rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb max $t6 "
	                 "wrgb s0 rgb s0 rgb s0 rgb alpha max $t6 wa s0 a s0 a s0 a\n" END_OUT));
	run();
	SGPU_ASSERT(q.t[2][5][0] == 0 && q.t[1][5][0] == 5 && q.t[2][6][0] == 5);
}

SGPU_TEST(outputs_render_targets_and_depth)
{
	fresh();
	set_t_all(1, 0.25f, 0.5f, 0.75f, 0.125f);
	SGPU_ASSERT(load(
	        "out rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb max $t0 w0 org rt2 "
	        "s0 rgb s0 rgb s0 rgb alpha max $t0 w0 oa rt3 depth s0 a s0 a s0 a\n" END_OUT));
	run();
	SGPU_ASSERT(q.rt[2][1][0] == 0.25f && q.rt[2][1][1] == 0.5f && q.rt_mask[2][1] == 3);
	SGPU_ASSERT(q.rt[3][1][3] == 0.125f && q.rt_mask[3][1] == 8);
	SGPU_ASSERT(q.depth_written[3] && q.depth[3] == 0.125f);
}

SGPU_TEST(derivatives_mdh_mdv)
{
	fresh();
	set_t(0, 1, 1, 10, 0, 100);
	set_t(1, 1, 3, 20, 0, 300);
	set_t(2, 1, 7, 40, 0, 700);
	set_t(3, 1, 15, 80, 0, 1500);
	/* Mesa's DDX: MDH with src0 = t1, B = -1; DDY: MDV */
	SGPU_ASSERT(load("alu rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb mdh $t2 wrgb s0 rgb "
	                 "neg s0 ooo s0 rgb alpha mdh $t2 wa s0 a neg s0 o s0 a\n"
	                 "alu rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb mdv $t3 wrgb s0 rgb "
	                 "neg s0 ooo s0 rgb alpha mdv $t3 wa s0 a neg s0 o s0 a\n" END_OUT));
	run();
	for (unsigned p = 0; p < 4; p++) {
		SGPU_ASSERT(q.t[p][2][0] == 2 && q.t[p][2][1] == 10 && q.t[p][2][3] == 200);
		SGPU_ASSERT(q.t[p][3][0] == 6 && q.t[p][3][1] == 30 && q.t[p][3][3] == 600);
	}
}

/* Mesa's IF/ELSE/ENDIF on the ALU result (r500_fragprog_emit.c): pixels 0
 * and 2 take the IF branch, 1 and 3 the ELSE. */
SGPU_TEST(flow_control_if_else)
{
	fresh();
	set_t(0, 1, 1, 0, 0, 0);
	set_t(1, 1, -1, 0, 0, 0);
	set_t(2, 1, 1, 0, 0, 0);
	set_t(3, 1, -1, 0, 0, 0);
	SGPU_ASSERT(load(
	        /* 0 */
	        "alu rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb max $t6 w0 s0 rgb s0 rgb "
	        "s0 rgb alpha max $t6 w0 s0 a s0 a s0 a alu_result r ge\n"
	        /* 1 IF */ "fc alu_wait jump func 0xf b0 incr b1 incr ignore_uncovered addr 0x4\n"
	        /* 2 */ "alu rgb_src $i56 $i0 $i0 alpha_src $i56 $i0 $i0 rgb max $t0 wrgb s0 rgb "
	        "s0 rgb s0 rgb alpha max $t0 wa s0 a s0 a s0 a\n"
	        /* 3 ELSE */ "fc alu_wait jump func 0x0 else b1 decr pop_cnt 0x1 addr 0x6\n"
	        /* 4 */ "alu rgb_src $i64 $i0 $i0 alpha_src $i64 $i0 $i0 rgb max $t0 wrgb s0 rgb "
	        "s0 rgb s0 rgb alpha max $t0 wa s0 a s0 a s0 a\n"
	        /* 5 ENDIF */ "fc alu_wait jump func 0x0 any b0 decr pop_cnt 0x1 addr 0x6\n"
	        /* 6 */ END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT(q.rt[0][0][0] == 1 && q.rt[0][1][0] == 2 && q.rt[0][2][0] == 1);
	SGPU_ASSERT(q.rt[0][3][0] == 2);
	for (unsigned p = 0; p < 4; p++)
		SGPU_ASSERT_EQ(q.state[p], R5XX_US_PIX_ACTIVE);
	/* all pixels agree: the IF jumps straight to the ELSE body */
	fresh();
	set_t_all(1, -1, 0, 0, 0);
	SGPU_ASSERT(load(
	        "alu rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb max $t6 w0 s0 rgb s0 rgb s0 rgb "
	        "alpha max $t6 w0 s0 a s0 a s0 a alu_result r ge\n"
	        "fc alu_wait jump func 0xf b0 incr b1 incr ignore_uncovered addr 0x4\n"
	        "alu rgb_src $i56 $i0 $i0 alpha_src $i56 $i0 $i0 rgb max $t0 wrgb s0 rgb s0 rgb s0 "
	        "rgb alpha max $t0 wa s0 a s0 a s0 a\n"
	        "fc alu_wait jump func 0x0 else b1 decr pop_cnt 0x1 addr 0x6\n"
	        "alu rgb_src $i64 $i0 $i0 alpha_src $i64 $i0 $i0 rgb max $t0 wrgb s0 rgb s0 rgb s0 "
	        "rgb alpha max $t0 wa s0 a s0 a s0 a\n"
	        "fc alu_wait jump func 0x0 any b0 decr pop_cnt 0x1 addr 0x6\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT(q.rt[0][0][0] == 2 && q.rt[0][3][0] == 2);
	SGPU_ASSERT_EQ(q.steps, 5); /* 0, 1, 4, 5, 6 */
}

/* LOOP with aL: t0 += c[aL] for aL = 2, 3, 4 (KR 3, KG 2, KB 1), then
 * Mesa's BREAK on the ALU result once the sum passes 5 for some pixels. */
SGPU_TEST(flow_control_loops_and_break)
{
	fresh();
	set_const(2, 1, 0, 0, 0);
	set_const(3, 2, 0, 0, 0);
	set_const(4, 4, 0, 0, 0);
	r5xx_us_reg_write(&us, R5XX_US_FC_INT_CONST_0 + 4 * 1, 3 | 2 << 8 | 1 << 16);
	SGPU_ASSERT(load(
	        /* 0 */ "fc loop func 0x0 addr 0x3 int 0x1\n"
	                /* 1 */ "alu rgb_src $t0 $c0 rel $i0 alpha_src $t0 $i0 $i0 rgb mad $t0 wr "
	                "s0 rgb "
	                "s1 ooo s1 rgb alpha mad $t0 w0 s0 a s0 a s0 a\n"
	                /* 2 */ "fc endloop func 0xff any addr 0x1\n"
	        /* 3 */ END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT(q.rt[0][0][0] == 7);
	SGPU_ASSERT_EQ(q.nloops, 0);
	/* break: pixel p starts at p and adds 1 per iteration (255 allowed);
	 * it breaks once t0 >= 1, so pixel 0 takes two iterations */
	fresh();
	r5xx_us_reg_write(&us, R5XX_US_FC_INT_CONST_0, 0xff);
	for (unsigned p = 0; p < 4; p++)
		set_t(p, 0, (float)p, 0, 0, 0);
	SGPU_ASSERT(load(
	        /* 0 */ "fc loop func 0x0 ignore_uncovered addr 0x6\n"
	                /* 1 */ "alu rgb_src $t0 $i0 $i0 alpha_src $t0 $i0 $i0 rgb mad $t6 w0 s0 "
	                "rgb s0 ooo "
	                "neg s0 ooo alpha mad $t6 w0 s0 a s0 a s0 a alu_result r ge\n"
	                /* 2 IF c */ "fc alu_wait jump func 0xf b0 incr ignore_uncovered addr 0x4\n"
	                /* 3 BRK */ "fc breakloop func 0xff b1 decr pop_cnt 0x1 ignore_uncovered "
	                "addr 0x7\n"
	                /* 4 ENDIF */ "fc jump func 0x0 any b0 decr pop_cnt 0x1 addr 0x5\n"
	                /* 5 */ "alu rgb_src $t0 $i56 $i0 alpha_src $t0 $i0 $i0 rgb mad $t0 wr s0 "
	                "rgb s1 ooo "
	                "s1 rgb alpha mad $t0 w0 s0 a s0 a s0 a\n"
	                /* 6 */ "fc endloop func 0xff any ignore_uncovered addr 0x1\n"
	        /* 7 */ END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	for (unsigned p = 0; p < 4; p++) {
		SGPU_ASSERT_MSG(q.rt[0][p][0] == (p ? (float)p : 1.0f), "pixel %u: %g", p,
		                (double)q.rt[0][p][0]);
		SGPU_ASSERT_EQ(q.state[p], R5XX_US_PIX_ACTIVE);
	}
	SGPU_ASSERT_EQ(q.nloops, 0);
	/* REP: count 0 skips the body entirely */
	fresh();
	r5xx_us_reg_write(&us, R5XX_US_FC_INT_CONST_0, 0);
	SGPU_ASSERT(
	        load("fc rep func 0x0 addr 0x3\n"
	             "alu rgb_src $i56 $i0 $i0 alpha_src $t0 $i0 $i0 rgb max $t0 wrgb s0 rgb s0 "
	             "rgb s0 rgb alpha max $t0 w0 s0 a s0 a s0 a\n"
	             "fc endrep func 0xff any addr 0x1\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT(q.rt[0][0][0] == 0);
}

SGPU_TEST(flow_control_call_return_and_continue)
{
	fresh();
	SGPU_ASSERT(load(
	        /* 0 CALL */ "fc jump func 0xff any push b1 incr addr 0x3\n"
	                     /* 1 */ "fc jump func 0xff addr 0x5\n"
	                     /* 2 */ "alu rgb_src $i64 $i0 $i0 alpha_src $t0 $i0 $i0 rgb max $t0 "
	                     "wrgb s0 rgb s0 "
	                     "rgb s0 rgb alpha max $t0 w0 s0 a s0 a s0 a\n"
	                     /* 3 sub */ "alu rgb_src $i56 $i0 $i0 alpha_src $t0 $i0 $i0 rgb max "
	                     "$t0 wrgb s0 rgb "
	                     "s0 rgb s0 rgb alpha max $t0 w0 s0 a s0 a s0 a\n"
	                     /* 4 RETURN */ "fc jump func 0xff pop b1 decr pop_cnt 0x1 addr 0x0\n"
	        /* 5 */ END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT(q.rt[0][0][0] == 1);
	SGPU_ASSERT_EQ(q.naddrs, 0);
	SGPU_ASSERT_EQ(q.steps, 5); /* 0, 3, 4, 1, 5 */
	/* CONTINUE with every pixel: jumps to the ENDLOOP; 3 iterations */
	fresh();
	r5xx_us_reg_write(&us, R5XX_US_FC_INT_CONST_0, 3);
	SGPU_ASSERT(load(
	        /* 0 */ "fc loop func 0x0 addr 0x5\n"
	                /* 1 */ "alu rgb_src $t0 $i56 $i0 alpha_src $t0 $i0 $i0 rgb mad $t0 wr s0 "
	                "rgb s1 ooo "
	                "s1 rgb alpha mad $t0 w0 s0 a s0 a s0 a\n"
	                /* 2 */ "fc continue func 0xff b1 decr addr 0x4\n"
	                /* 3 */ "alu rgb_src $t0 $i64 $i0 alpha_src $t0 $i0 $i0 rgb mad $t0 wr s0 "
	                "rgb s1 ooo "
	                "s1 rgb alpha mad $t0 w0 s0 a s0 a s0 a\n"
	                /* 4 */ "fc endloop func 0xff any addr 0x1\n"
	        /* 5 */ END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT(q.rt[0][0][0] == 3);
}

SGPU_TEST(tex_through_the_test_sampler)
{
	fresh();
	for (unsigned p = 0; p < 4; p++)
		set_t(p, 1, 0.5f + (float)p, 2 * (float)p, 3, 2);
	SGPU_ASSERT(load("tex tex_wait ld $tex5 acquire $t2 wrgba abgr $t1 rgba\n"
	                 "tex tex_wait proj $tex0 $t3 wrgba rgba $t1 rgba\n"
	                 "tex lodbias $tex7 $t4 wrgba rgba $t1 rgba\n"
	                 "tex lod $tex7 $t5 wrb rgba $t1 aaaa\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	/* LD: dest swizzle abgr: dest r <- returned a, ... */
	SGPU_ASSERT(q.t[1][2][0] == 2 && q.t[1][2][1] == 3 && q.t[1][2][2] == 2 &&
	            q.t[1][2][3] == 1.5f);
	/* PROJ: S, T, R divided by Q */
	SGPU_ASSERT(q.t[1][3][0] == 0.75f && q.t[1][3][1] == 1 && q.t[1][3][2] == 1.5f);
	/* LODBIAS: the bias is Q */
	SGPU_ASSERT(q.t[2][4][2] == 2 && q.t[2][4][3] == 7);
	/* LOD from Q, coordinates all Q (aaaa); write mask r and b only */
	SGPU_ASSERT(q.t[0][5][0] == 2 && q.t[0][5][1] == 0 && q.t[0][5][2] == 2);
	/* DXDY: explicit derivatives; and implicit ones seen by the sampler */
	fresh();
	set_t_all(1, 1, 2, 3, 4);
	set_t_all(2, 0.25f, 0, 0, 0);
	set_t_all(3, 0, 0.125f, 0, 0);
	SGPU_ASSERT(
	        load("tex dxdy $tex0 $t4 wrgba rgba $t1 rgba dx $t2 rgba dy $t3 rgba\n" END_OUT));
	run();
	SGPU_ASSERT(q.t[3][4][2] == 0.25f && q.t[3][4][3] == 0.125f);
	/* TEXKILL: any channel < 0 in the write mask kills */
	fresh();
	set_t(0, 1, 1, 1, 1, 1);
	set_t(1, 1, 1, -1, 1, 1);
	set_t(2, 1, 1, 1, 1, -1);
	set_t(3, 1, -0.0f, 1, NAN, 1);
	SGPU_ASSERT(load("tex texkill $tex0 $t0 wrgb rgba $t1 rgba\n" END_OUT));
	run();
	SGPU_ASSERT(!q.killed[0] && q.killed[1] && !q.killed[2] && !q.killed[3]);
	/* IGNORE_UNCOVERED: uncovered pixels are not fetched */
	fresh();
	r5xx_us_quad_begin(&q, 0x5);
	set_t_all(1, 1, 2, 3, 4);
	SGPU_ASSERT(load("tex ld $tex0 ignore_uncovered $t2 wrgba rgba $t1 rgba\n" END_OUT));
	run();
	SGPU_ASSERT(q.t[0][2][0] == 1 && q.t[1][2][0] == 0 && q.t[2][2][0] == 1);
}

static struct r5xx_us_tex_req last_req;
static void record_sampler(void *user, const struct r5xx_us_tex_req *req, float out[4][4])
{
	(void)user;
	last_req = *req;
	memset(out, 0, 16 * sizeof(float));
}

SGPU_TEST(tex_implicit_derivatives_and_nan_coordinates)
{
	fresh();
	r5xx_us_set_sampler(&us, record_sampler, NULL);
	set_t(0, 1, 0, 0, NAN, 1);
	set_t(1, 1, 0.25f, 0, 0, 1);
	set_t(2, 1, 0, 0.5f, 0, 1);
	set_t(3, 1, 0.25f, 0.5f, 0, 1);
	SGPU_ASSERT(load("tex ld $tex9 unscaled $t2 wrgba rgba $t1 rgba\n" END_OUT));
	run();
	SGPU_ASSERT_EQ(last_req.tex_id, 9);
	SGPU_ASSERT(last_req.unscaled);
	SGPU_ASSERT_EQ(last_req.mask, 0xf);
	SGPU_ASSERT(last_req.ddx[3][0] == 0.25f && last_req.ddy[3][1] == 0.5f);
	SGPU_ASSERT(isinf(last_req.coord[0][2])); /* NaN goes to the TX as +Inf */
}

SGPU_TEST(last_ends_early_and_budget_yields)
{
	fresh();
	SGPU_ASSERT(
	        load("out tex_wait last rgb_src $i56 $i0 $i0 alpha_src $i56 $i0 $i0 rgb max $t0 "
	             "w0 orgb rt0 s0 rgb s0 rgb s0 rgb alpha max $t0 w0 oa rt0 s0 a s0 a s0 a\n"
	             "alu rgb_src $i64 $i0 $i0 alpha_src $t0 $i0 $i0 rgb max $t0 wrgb s0 rgb s0 "
	             "rgb s0 rgb alpha max $t0 w0 s0 a s0 a s0 a\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT_EQ(q.steps, 1);
	SGPU_ASSERT(q.rt[0][0][0] == 1);
	/* a loop of 255 iterations in budgets of 7 */
	fresh();
	r5xx_us_reg_write(&us, R5XX_US_FC_INT_CONST_0, 0xff);
	SGPU_ASSERT(
	        load("fc loop func 0x0 addr 0x3\n"
	             "alu rgb_src $t0 $i56 $i0 alpha_src $t0 $i0 $i0 rgb mad $t0 wr s0 rgb s1 ooo "
	             "s1 rgb alpha mad $t0 w0 s0 a s0 a s0 a\n"
	             "fc endloop func 0xff any addr 0x1\n" END_OUT));
	enum r5xx_us_status st;
	unsigned calls = 0;
	do {
		uint64_t b = 7;
		st = r5xx_us_run(&us, &q, &b);
		calls++;
	} while (st == R5XX_US_YIELD && calls < 1000);
	SGPU_ASSERT_EQ(st, R5XX_US_DONE);
	SGPU_ASSERT(q.rt[0][0][0] == 255);
	SGPU_ASSERT_EQ(q.steps, 1 + 2 * 255 + 1);
}

SGPU_TEST(bad_programs_take_a_defined_path)
{
	/* a jump to itself: runaway */
	fresh();
	SGPU_ASSERT(load("fc jump func 0xff addr 0x0\n" END_OUT));
	enum r5xx_us_status st;
	do {
		uint64_t b = 1 << 20;
		st = r5xx_us_run(&us, &q, &b);
	} while (st == R5XX_US_YIELD);
	SGPU_ASSERT_EQ(st, R5XX_US_FAULT);
	SGPU_ASSERT_EQ(q.fault, R5XX_US_FAULT_RUNAWAY);
	SGPU_ASSERT(us.guest_errors > 0);
	/* PC past the code range */
	fresh();
	SGPU_ASSERT(load("fc jump func 0xff addr 0x40\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_FAULT);
	SGPU_ASSERT_EQ(q.fault, R5XX_US_FAULT_PC_RANGE);
	/* loop stack overflow: five nested loops */
	fresh();
	r5xx_us_reg_write(&us, R5XX_US_FC_INT_CONST_0, 2);
	SGPU_ASSERT(load("fc loop func 0x0 addr 0x5\nfc loop func 0x0 addr 0x5\n"
	                 "fc loop func 0x0 addr 0x5\nfc loop func 0x0 addr 0x5\n"
	                 "fc loop func 0x0 addr 0x5\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_FAULT);
	SGPU_ASSERT_EQ(q.fault, R5XX_US_FAULT_LOOP_STACK);
	/* ENDLOOP without a loop, RETURN without a CALL */
	fresh();
	SGPU_ASSERT(load("fc endloop func 0xff any addr 0x0\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_FAULT);
	fresh();
	SGPU_ASSERT(load("fc jump func 0xff pop addr 0x0\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_FAULT);
	SGPU_ASSERT_EQ(q.fault, R5XX_US_FAULT_ADDR_STACK);
	/* loops need full flow control */
	fresh();
	r5xx_us_reg_write(&us, R5XX_US_FC_CTRL, 0);
	SGPU_ASSERT(load("fc loop func 0x0 addr 0x1\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_FAULT);
	SGPU_ASSERT_EQ(q.fault, R5XX_US_FAULT_PARTIAL_FC);
	/* a last instruction that is not an OUTPUT: logged, still ends */
	fresh();
	SGPU_ASSERT(load("fc jump func 0x0 addr 0x0\n"));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT_EQ(us.guest_errors, 1);
}

static uint64_t rs = 0x12345678;
static uint32_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return (uint32_t)(rs >> 11);
}

/* Random code and registers: every run ends (done, fault or budget), and
 * the same inputs give the same outputs. */
SGPU_TEST(random_programs_terminate_deterministically)
{
	for (unsigned iter = 0; iter < 300; iter++) {
		uint64_t seed = rs;
		struct r5xx_us_quad out[2];
		for (unsigned rep = 0; rep < 2; rep++) {
			rs = seed;
			fresh();
			unsigned n = 1 + rnd() % 24;
			for (unsigned i = 0; i < n; i++)
				for (unsigned k = 0; k < 6; k++)
					us.code[i][k] = rnd() & rnd() ? rnd() : rnd() & 0x0f0f0f0f;
			for (unsigned i = 0; i < 32; i++)
				us.fc_int[i] = rnd();
			us.fc_bool = rnd();
			us.fc_ctrl = rnd() & 1 ? R5XX_US_FC_CTRL_FULL_FC_EN : 0;
			us.config = rnd() & 2;
			us.code_addr = (n - 1) << 16 | (rnd() % n);
			us.code_range = (n - 1) << 16;
			for (unsigned p = 0; p < 4; p++)
				for (unsigned t = 0; t < 8; t++)
					for (unsigned c = 0; c < 4; c++)
						q.t[p][t][c] = bitsf(rnd());
			uint64_t b = 200000;
			enum r5xx_us_status st = r5xx_us_run(&us, &q, &b);
			SGPU_ASSERT(st == R5XX_US_DONE || st == R5XX_US_FAULT ||
			            st == R5XX_US_YIELD);
			SGPU_ASSERT(b <= 200000);
			out[rep] = q;
		}
		SGPU_ASSERT_MSG(!memcmp(&out[0], &out[1], sizeof(out[0])), "iteration %u differs",
		                iter);
	}
}

static char pm4_lines[4096];
static void collect(void *user, const char *line)
{
	(void)user;
	strncat(pm4_lines, line, sizeof(pm4_lines) - strlen(pm4_lines) - 2);
	strcat(pm4_lines, "\n");
}

/* softgpu decode --pm4 shows a fragment program upload as instructions and
 * constants (the way Mesa's r300 emits it: INDEX, then ONE_REG_WR DATA). */
SGPU_TEST(pm4_disassembly_shows_us_uploads)
{
	const uint32_t idx = R5XX_GA_US_VECTOR_INDEX >> 2, data = R5XX_GA_US_VECTOR_DATA >> 2;
	const uint32_t w[] = {
	        idx,
	        3,
	        5u << 16 | 1u << 15 | data,
	        0x00078005,
	        0x08020080,
	        0x08020080,
	        0x00800000,
	        0x00000000,
	        0x00000000,
	        idx,
	        2 | 1u << 16,
	        3u << 16 | 1u << 15 | data,
	        fbits(1.0f),
	        fbits(0.5f),
	        fbits(-2.0f),
	        fbits(4.0f),
	};
	pm4_lines[0] = 0;
	SGPU_ASSERT_EQ(r5xx_pm4_disasm(w, sizeof(w) / 4, 0, collect, NULL), 0);
	SGPU_ASSERT_STR_CONTAINS(pm4_lines,
	                         "      us[3]: out tex_wait rgb_src $i0 $i0 $i0 alpha_src");
	SGPU_ASSERT_STR_CONTAINS(pm4_lines, "      us const[2] = (1, 0.5, -2, 4)");
}

#define SET_T0R(v)                                                                             \
	"alu rgb_src " v " $i0 $i0 alpha_src $t0 $i0 $i0 rgb max $t0 wr s0 rgb s0 rgb s0 rgb " \
	"alpha max $t0 w0 s0 a s0 a s0 a\n"

/* The seed's IF p / ELSE / ENDIF (L3624-L3667) nested two deep, on the R and
 * G predicates: each pixel ends in its own branch. */
SGPU_TEST(flow_control_nested_if_on_predicates)
{
	static const char prog[] =
	        /* 0 */ "fc rgb_if rrrr jump func 0x33 b0 incr b1 incr addr 0x7\n"
	                /* 1 */ "fc rgb_if gggg jump func 0x33 b0 incr b1 incr addr 0x4\n"
	        /* 2 */ SET_T0R("$i56")
	        /* 3 */ "fc jump func 0x0 else b1 decr pop_cnt 0x1 addr 0x6\n"
	        /* 4 */ SET_T0R("$i64")
	        /* 5 */ "fc jump func 0x0 any b0 decr pop_cnt 0x1 addr 0x6\n"
	                /* 6 */ "fc jump func 0x0 else b1 decr pop_cnt 0x1 addr 0x9\n"
	        /* 7 */ SET_T0R("$i68")
	        /* 8 */ "fc jump func 0x0 any b0 decr pop_cnt 0x1 addr 0x9\n"
	        /* 9 */ END_OUT;
	for (unsigned full = 0; full < 2; full++) {
		fresh();
		if (!full)
			r5xx_us_reg_write(&us, R5XX_US_FC_CTRL,
			                  0); /* partial mode: no loops needed */
		for (unsigned p = 0; p < 4; p++) {
			q.pred[p][0] = !(p & 2);
			q.pred[p][1] = !(p & 1);
		}
		SGPU_ASSERT(load(prog));
		SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
		SGPU_ASSERT(q.rt[0][0][0] == 1 && q.rt[0][1][0] == 2);
		SGPU_ASSERT(q.rt[0][2][0] == 3 && q.rt[0][3][0] == 3);
		for (unsigned p = 0; p < 4; p++)
			SGPU_ASSERT_EQ(q.state[p], R5XX_US_PIX_ACTIVE);
		SGPU_ASSERT_EQ(us.guest_errors, 0);
	}
	/* when every pixel agrees, the branches are jumped over */
	fresh();
	for (unsigned p = 0; p < 4; p++)
		q.pred[p][0] = q.pred[p][1] = true;
	SGPU_ASSERT(load(prog));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT(q.rt[0][3][0] == 1);
	SGPU_ASSERT_EQ(q.steps, 6); /* 0 1 2 3 6 9: both ELSEs jump */
}

/* Partial flow control allows branch counters up to 3 (L3511-L3513): a
 * fifth nested IF that disables pixels faults. */
SGPU_TEST(flow_control_branch_counter_limit)
{
	fresh();
	r5xx_us_reg_write(&us, R5XX_US_FC_CTRL, 0);
	q.pred[0][0] = true; /* pixel 0 stays, the others drop out at the first IF */
	SGPU_ASSERT(load("fc rgb_if rrrr jump func 0x33 b0 incr addr 0x6\n"
	                 "fc rgb_if rrrr jump func 0x33 b0 incr addr 0x6\n"
	                 "fc rgb_if rrrr jump func 0x33 b0 incr addr 0x6\n"
	                 "fc rgb_if rrrr jump func 0x33 b0 incr addr 0x6\n"
	                 "fc rgb_if rrrr jump func 0x33 b0 incr addr 0x6\n"
	                 "fc jump func 0x0 any b0 decr pop_cnt 0x5 addr 0x6\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_FAULT);
	SGPU_ASSERT_EQ(q.fault, R5XX_US_FAULT_BRANCH_COUNTER);
	/* full mode takes it, and the merged ENDIF (L3679-L3702) restores all */
	fresh();
	q.pred[0][0] = true;
	SGPU_ASSERT(load("fc rgb_if rrrr jump func 0x33 b0 incr addr 0x6\n"
	                 "fc rgb_if rrrr jump func 0x33 b0 incr addr 0x6\n"
	                 "fc rgb_if rrrr jump func 0x33 b0 incr addr 0x6\n"
	                 "fc rgb_if rrrr jump func 0x33 b0 incr addr 0x6\n"
	                 "fc rgb_if rrrr jump func 0x33 b0 incr addr 0x6\n"
	                 "fc jump func 0x0 any b0 decr pop_cnt 0x5 addr 0x6\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	for (unsigned p = 0; p < 4; p++)
		SGPU_ASSERT_EQ(q.state[p], R5XX_US_PIX_ACTIVE);
}

/* CONTINUE taken by some pixels only: they skip the rest of the iteration
 * and come back at ENDLOOP. Pixel p continues while aL < p. */
SGPU_TEST(flow_control_partial_continue)
{
	fresh();
	r5xx_us_reg_write(&us, R5XX_US_FC_INT_CONST_0, 4 | 0 << 8 | 1 << 16); /* aL 0, 1, 2, 3 */
	set_const(0, 0, 0, 0, 0);
	set_const(1, 1, 0, 0, 0);
	set_const(2, 2, 0, 0, 0);
	set_const(3, 3, 0, 0, 0);
	for (unsigned p = 0; p < 4; p++)
		set_t(p, 1, (float)p, 0, 0, 0);
	SGPU_ASSERT(load(
	        /* 0 */ "fc loop func 0x0 addr 0x7\n"
	                /* 1: alu_result = (c[aL] - t1 < 0) */
	                "alu rgb_src $c0 rel $t1 $i0 alpha_src $t0 $i0 $i0 rgb mad $t6 w0 s0 rgb "
	                "s0 ooo "
	                "neg s1 rgb alpha mad $t6 w0 s0 a s0 a s0 a alu_result r lt\n"
	                /* 2 IF c */ "fc alu_wait jump func 0xf b0 incr addr 0x5\n"
	                /* 3 CONTINUE */ "fc continue func 0xff b1 decr pop_cnt 0x1 addr 0x6\n"
	                /* 4 ENDIF (not reached by continuing pixels) */
	                "fc jump func 0x0 any b0 decr pop_cnt 0x1 addr 0x5\n"
	                /* 5: t0.r += 1 */
	                "alu rgb_src $t0 $i56 $i0 alpha_src $t0 $i0 $i0 rgb mad $t0 wr s0 rgb s1 "
	                "ooo s1 rgb "
	                "alpha mad $t0 w0 s0 a s0 a s0 a\n"
	                /* 6 */ "fc endloop func 0xff any addr 0x1\n"
	        /* 7 */ END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	/* pixel p skips the add while aL < p: it adds 4 - p times */
	for (unsigned p = 0; p < 4; p++) {
		SGPU_ASSERT_MSG(q.rt[0][p][0] == (float)(4 - p), "pixel %u: %g", p,
		                (double)q.rt[0][p][0]);
		SGPU_ASSERT_EQ(q.state[p], R5XX_US_PIX_ACTIVE);
	}
}

/* The RS writes its interpolants into the temporaries the way Mesa's
 * r300_state_derived.c programs it: a colour to t0, a texcoord (S, T, 0, 1)
 * to t1, the face to t2. */
SGPU_TEST(rs_routes_interpolants_into_temporaries)
{
	fresh();
	struct r5xx_us_rs_in in = {0};
	in.rs_inst_count = 2; /* three instructions */
	in.rs_ip[0] = 0 | 1 << 6 | 62u << 12 | 63u << 18 | 0u << 24 | 0u << 27;
	in.rs_ip[1] = 1u << 24 | 2u << 27; /* colour 1 as RGB1 */
	in.rs_inst[0] = 0 | 1 << 4 | 1 << 5 | 0 << 12 | 1 << 16 | 0 << 18;
	in.rs_inst[1] = 1 << 12 | 3u << 16 | 2u << 18;
	in.rs_inst[2] = 1 << 12 | 1u << 16 | 3u << 18;
	in.backface = true;
	for (unsigned p = 0; p < 4; p++) {
		in.tex[p][0] = 0.25f * (float)p;
		in.tex[p][1] = 0.5f;
		for (unsigned c = 0; c < 4; c++) {
			in.col[p][0][c] = (float)c;
			in.col[p][1][c] = 10.0f + (float)c;
		}
	}
	r5xx_us_rs_route(&q, &in);
	SGPU_ASSERT(q.t[3][0][0] == 0 && q.t[3][0][3] == 3);
	SGPU_ASSERT(q.t[3][1][0] == 0.75f && q.t[3][1][1] == 0.5f && q.t[3][1][2] == 0 &&
	            q.t[3][1][3] == 1);
	SGPU_ASSERT(q.t[1][2][0] == 1 && q.t[1][2][1] == 0);
	SGPU_ASSERT(q.t[2][3][0] == 10 && q.t[2][3][2] == 12 && q.t[2][3][3] == 1);
}

/* A bad program runs on every quad: its errors are all counted but only
 * the first R5XX_US_LOG_LINES are logged until the next register write. */
SGPU_TEST(bad_program_logs_are_bounded)
{
	fresh();
	SGPU_ASSERT(
	        load("alu rgb_src $t0 $t0 $t0 alpha_src $t0 $t0 $t0 rgb min $t0 w0 s0 rgb s0 rgb "
	             "s0 rgb alpha min $t0 w0 s0 a s0 a s0 a\n" END_OUT));
	us.code[0][5] = 6; /* reserved RGB op */
	for (unsigned i = 0; i < 40; i++) {
		r5xx_us_quad_begin(&q, 0xf);
		SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	}
	SGPU_ASSERT_EQ(us.guest_errors, 40);
	SGPU_ASSERT_EQ(us.log_lines, R5XX_US_LOG_LINES);
	r5xx_us_reg_write(&us, R5XX_US_CONFIG, 0);
	SGPU_ASSERT_EQ(us.log_lines, 0);
}

/* On the r520 device: a fragment program and a constant uploaded through
 * the CP ring (Mesa's INDEX + ONE_REG_WR DATA, on the CP's batched path),
 * read back from the US code space by MMIO, and run. */
SGPU_TEST(upload_through_the_cp_ring)
{
	struct sgpu_device_config cfg = {.vram_size = 1u << 20, .sysmem_size = 64 << 10};
	sgpu_device *dev = NULL;
	SGPU_ASSERT_EQ(sgpu_device_create("r520", &cfg, &dev), SGPU_OK);
	struct isa_asm_result r;
	static const char src[] = "alu rgb_src $c7 $i0 $i0 alpha_src $c7 $i0 $i0 rgb max $t0 wrgb "
	                          "s0 rgb s0 rgb s0 rgb alpha max $t0 wa s0 a s0 a s0 a\n" END_OUT;
	SGPU_ASSERT(isa_assemble(&r500_fs_isa, 0, 0, src, strlen(src), "p.s", ISA_OUT_RAW, &r));
	uint32_t w[64], n = 0, code[12];
	memcpy(code, r.data, sizeof(code));
	isa_asm_result_free(&r);
	/* r300_fs.c's order: US_CONFIG (ZERO_TIMES_ANYTHING), PIXSIZE, FC_CTRL,
	 * the code registers, then INDEX and the instruction words */
	w[n++] = 1u << 16 | R5XX_US_CONFIG >> 2;
	w[n++] = R5XX_US_CONFIG_ZERO_TIMES_ANYTHING, w[n++] = 1;
	w[n++] = R5XX_US_FC_CTRL >> 2;
	w[n++] = 0;
	w[n++] = R5XX_GA_US_VECTOR_INDEX >> 2;
	w[n++] = 0;
	w[n++] = 11u << 16 | 1u << 15 | R5XX_GA_US_VECTOR_DATA >> 2;
	for (unsigned i = 0; i < 12; i++)
		w[n++] = code[i];
	w[n++] = R5XX_GA_US_VECTOR_INDEX >> 2;
	w[n++] = 7 | 1u << 16;
	w[n++] = 3u << 16 | 1u << 15 | R5XX_GA_US_VECTOR_DATA >> 2;
	w[n++] = fbits(0.25f), w[n++] = fbits(0.5f), w[n++] = fbits(0.75f), w[n++] = fbits(1.0f);
	w[n++] = 2u << 16 | R5XX_US_CODE_ADDR >> 2; /* CODE_ADDR, RANGE, OFFSET */
	w[n++] = 1u << 16, w[n++] = 1u << 16, w[n++] = 0;
	sgpu_mem_write(dev, SGPU_SPACE_SYSMEM, 0, w, n * 4);
	sgpu_mmio_wr32(dev, R5XX_CP_RB_BASE, R5XX_GART_BASE);
	sgpu_mmio_wr32(dev, R5XX_CP_RB_CNTL, 10u | 1u << 27);
	sgpu_mmio_wr32(dev, R5XX_CP_CSQ_CNTL, 4u << 28);
	sgpu_mmio_wr32(dev, R5XX_CP_RB_WPTR, n);
	sgpu_run(dev, 1u << 20, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, R5XX_CP_RB_RPTR), n);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, R5XX_SGPU_CP_ERROR), 0u);
	/* the code space reads what the vector port wrote */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0xb800), code[0]);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0xb004), code[11]);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, R5XX_US_CODE_ADDR), 1u << 16);
	struct r5xx_us *u = r5xx_3d_us(sgpu_dev_unit(dev, "R3D"));
	SGPU_ASSERT(u->konst[7][2] == 0.75f);
	SGPU_ASSERT_EQ(u->config, R5XX_US_CONFIG_ZERO_TIMES_ANYTHING);
	SGPU_ASSERT_EQ(u->pixsize, 1);
	/* a host MMIO write to the code space lands too */
	sgpu_mmio_wr32(dev, 0xa804, 0x1234);
	SGPU_ASSERT_EQ(u->code[1][4], 0x1234);
	sgpu_mmio_wr32(dev, 0xa804, code[10]);
	r5xx_us_quad_begin(&q, 0xf);
	uint64_t b = 100;
	SGPU_ASSERT_EQ(r5xx_us_run(u, &q, &b), R5XX_US_DONE);
	SGPU_ASSERT(q.rt[0][2][1] == 0.5f && q.rt[0][2][3] == 1.0f);
	sgpu_device_destroy(dev);
}

/* US_OUT_FMT: channel selection and encodings as Mesa's
 * r300_translate_out_fmt programs them. */
SGPU_TEST(output_formats)
{
	struct r5xx_us_out_value o;
	const float c[4] = {1.0f, 0.5f, 0.25f, 0.0f};
	/* B8G8R8A8_UNORM: C4_8, C0 = B, C1 = G, C2 = R, C3 = A */
	SGPU_ASSERT(r5xx_us_out_convert(0 | 3u << 8 | 2u << 10 | 1u << 12 | 0u << 14, c, &o));
	SGPU_ASSERT_EQ(o.n, 4);
	SGPU_ASSERT_EQ(o.bits, 8);
	SGPU_ASSERT(o.raw[0] == 64 && o.raw[1] == 128 && o.raw[2] == 255 && o.raw[3] == 0);
	/* R16G16B16A16_SNORM: C4_16, OUT_SIGN 0xf */
	const float s[4] = {-1.0f, 0.5f, -2.0f, NAN};
	SGPU_ASSERT(r5xx_us_out_convert(5 | 1u << 8 | 2u << 10 | 3u << 12 | 0u << 14 | 0xfu << 16,
	                                s, &o));
	SGPU_ASSERT(o.raw[0] == 0x8001 && o.raw[1] == 16384 && o.raw[2] == 0x8001 && o.raw[3] == 0);
	SGPU_ASSERT_EQ(o.kind[0], R5XX_US_CHAN_SNORM);
	/* half floats */
	const float h[4] = {1.0f, -2.0f, 65504.0f, 1e6f};
	SGPU_ASSERT(r5xx_us_out_convert(18 | 1u << 8 | 2u << 10 | 3u << 12 | 0u << 14, h, &o));
	SGPU_ASSERT(o.raw[0] == 0x3c00 && o.raw[1] == 0xc000 && o.raw[2] == 0x7bff &&
	            o.raw[3] == 0x7c00);
	const float h2[4] = {0x1p-24f, NAN, 0x1p-14f, 0};
	SGPU_ASSERT(r5xx_us_out_convert(17 | 1u << 8 | 2u << 10, h2, &o));
	SGPU_ASSERT(o.n == 2 && o.raw[0] == 0x0001 && o.raw[1] == 0x7fff);
	/* R32G32_FLOAT: C2_32_FP travels in lanes C0 and C2 (C0 = R, C2 = G) */
	SGPU_ASSERT(r5xx_us_out_convert(20 | 1u << 8 | 2u << 12, c, &o));
	SGPU_ASSERT(o.n == 2 && o.lane[1] == 2 && o.raw[0] == fbits(1.0f) &&
	            o.raw[1] == fbits(0.5f));
	/* the packed fixed-point forms: per-lane widths (C_5_6_5: C0 5, C1 6,
	 * C2 5 bits, C3 at 8); C4_10_GAMMA encodes linear at 10 bits */
	SGPU_ASSERT(r5xx_us_out_convert(10 | 1u << 8 | 2u << 10 | 3u << 12 | 0u << 14, c, &o));
	SGPU_ASSERT(o.n == 4 && o.width[0] == 5 && o.width[1] == 6 && o.width[2] == 5 &&
	            o.width[3] == 8);
	SGPU_ASSERT(o.raw[0] == 31 && o.raw[1] == 32 && o.raw[2] == 8 && o.raw[3] == 0);
	SGPU_ASSERT(r5xx_us_out_convert(2 | 1u << 8, c, &o) && o.bits == 10 && o.raw[0] == 1023);
	/* UNUSED and reserved */
	SGPU_ASSERT(!r5xx_us_out_convert(15, c, &o) && o.n == 0);
	SGPU_ASSERT(!r5xx_us_out_convert(22, c, &o) && o.n == 0);
	/* decode is encode's inverse at the channel's precision */
	SGPU_ASSERT(r5xx_us_out_decode(R5XX_US_CHAN_UNORM, 8, 128) == 128.0f / 255.0f);
	SGPU_ASSERT(r5xx_us_out_decode(R5XX_US_CHAN_SNORM, 16, 0x8001) == -1.0f);
	SGPU_ASSERT(r5xx_us_out_decode(R5XX_US_CHAN_FLOAT, 16, 0x3c00) == 1.0f);
	SGPU_ASSERT(r5xx_us_out_encode(R5XX_US_CHAN_FLOAT, 32, 0.5f) == fbits(0.5f));
	/* W */
	uint32_t w;
	SGPU_ASSERT(r5xx_us_w_convert(1, 0.5f, &w) && w == 0x800000);
	SGPU_ASSERT(r5xx_us_w_convert(1, 2.0f, &w) && w == 0xffffff);
	SGPU_ASSERT(r5xx_us_w_convert(0, 0.5f, &w) && w == 0);
	SGPU_ASSERT(!r5xx_us_w_convert(2, 0.5f, &w));
}

/* The whole US path of a textured, coloured fragment as Mesa's r300 sets
 * it up: RS routes colour 0 to t0 and texcoord 0 to t1, TEX samples into
 * t1, OUT writes t0 * t1 to render target A, and the result leaves as
 * C4_8 BGRA. */
SGPU_TEST(textured_fragment_end_to_end)
{
	fresh();
	struct r5xx_us_rs_in in = {0};
	in.rs_inst_count = 0;
	in.rs_ip[0] = 0 | 1 << 6 | 62u << 12 | 63u << 18 | 0u << 24 | 0u << 27;
	in.rs_inst[0] = 0 | 1 << 4 | 1 << 5 | 0 << 12 | 1 << 16 | 0 << 18;
	for (unsigned p = 0; p < 4; p++) {
		in.tex[p][0] = 0.5f;
		in.tex[p][1] = 0.25f * (float)p;
		in.col[p][0][0] = 1, in.col[p][0][1] = 0.5f, in.col[p][0][2] = 1,
		in.col[p][0][3] = 1;
	}
	r5xx_us_rs_route(&q, &in);
	SGPU_ASSERT(
	        load("tex tex_wait ld $tex0 acquire $t1 wrgba rgba $t1 rgba\n"
	             "out tex_wait last rgb_src $t0 $t1 $i0 alpha_src $t0 $t1 $i0 rgb mad $t0 w0 "
	             "orgb rt0 s0 rgb s1 rgb s0 zzz alpha mad $t0 w0 oa rt0 s0 a s1 a s0 z\n"));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT_EQ(us.guest_errors, 0);
	/* the test sampler returns (S, T, 0, 1) */
	for (unsigned p = 0; p < 4; p++) {
		struct r5xx_us_out_value o;
		SGPU_ASSERT(r5xx_us_out_convert(0 | 3u << 8 | 2u << 10 | 1u << 12 | 0u << 14,
		                                q.rt[0][p], &o));
		SGPU_ASSERT_EQ(o.raw[2], 128);                /* R = 1 * 0.5 */
		SGPU_ASSERT_EQ(o.raw[1], (uint32_t)(32 * p)); /* G = 0.5 * p / 4, rounded */
		SGPU_ASSERT_EQ(o.raw[0], 0);                  /* B = 1 * 0 */
		SGPU_ASSERT_EQ(o.raw[3], 255);                /* A = 1 * 1 */
	}
}

/* MDH/MDV and presubtract reading the previous ALU result need the NOP bit
 * on that instruction (L3160-L3162): without it the model logs, and
 * computes as if it were set. After a TEX no NOP is needed. */
SGPU_TEST(missing_nop_before_mdh_and_presubtract)
{
#define WRITE_T1(nop)                                                                    \
	"alu " nop                                                                       \
	"rgb_src $i56 $i0 $i0 alpha_src $i56 $i0 $i0 rgb max $t1 wrgb s0 rgb s0 rgb s0 " \
	"rgb alpha max $t1 wa s0 a s0 a s0 a\n"
#define MDH_T1                                                                                     \
	"alu rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb mdh $t2 wrgb s0 rgb neg s0 ooo s0 rgb " \
	"alpha mdh $t2 wa s0 a neg s0 o s0 a\n"
#define PRESUB_T1                                                                                \
	"alu rgb_src $t3 $t1 $i0 srcp_sub alpha_src $t3 $i0 $i0 rgb mad $t2 wrgb sp rgb s0 ooo " \
	"s0 "                                                                                    \
	"zzz alpha mad $t2 w0 s0 a s0 a s0 a\n"
#define WRITE_T1_G                                                                 \
	"alu rgb_src $i56 $i0 $i0 alpha_src $i56 $i0 $i0 rgb max $t1 wg s0 rgb s0 rgb s0 " \
	"rgb alpha max $t1 wa s0 a s0 a s0 a\n"
#define PRESUB_T1_R                                                                         \
	"alu rgb_src $t3 $t1 $i0 srcp_sub alpha_src $t3 $i0 $i0 rgb mad $t2 wrgb sp rrr s0 ooo " \
	"s0 zzz alpha mad $t2 w0 s0 a s0 a s0 a\n"
#define PRESUB_T1_G                                                                         \
	"alu rgb_src $t3 $t1 $i0 srcp_sub alpha_src $t3 $i0 $i0 rgb mad $t2 wrgb sp ggg s0 ooo " \
	"s0 zzz alpha mad $t2 w0 s0 a s0 a s0 a\n"
	static const struct {
		const char *prog;
		uint64_t errors;
	} cases[] = {
	        {WRITE_T1("") MDH_T1 END_OUT, 1},
	        {WRITE_T1("nop ") MDH_T1 END_OUT, 0},
	        {WRITE_T1("") "tex ld $tex0 $t4 wrgba rgba $t5 rgba\n" MDH_T1 END_OUT, 0},
	        {WRITE_T1("") PRESUB_T1 END_OUT, 1},
	        {WRITE_T1("nop ") PRESUB_T1 END_OUT, 0},
	        /* only a channel the previous instruction wrote counts: $t1.g
	         * written, the presubtract's r read (Mesa's glsl-fs-floor) */
	        {WRITE_T1_G PRESUB_T1_R END_OUT, 0},
	        {WRITE_T1_G PRESUB_T1_G END_OUT, 1},
	};
	for (unsigned i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		fresh();
		SGPU_ASSERT(load(cases[i].prog));
		SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
		SGPU_ASSERT_MSG(us.guest_errors == cases[i].errors, "case %u: %llu errors", i,
		                (unsigned long long)us.guest_errors);
		SGPU_ASSERT(q.t[0][1][i < 5 ? 0 : 1] == 1.0f);
	}
	/* the result is the same either way: t1 = 1 everywhere, so its
	 * horizontal difference is 0 */
	SGPU_ASSERT(q.t[0][2][0] == 1.0f); /* the presubtract case: (t1 - t3) * 1 = 1 */
#undef WRITE_T1
#undef MDH_T1
#undef PRESUB_T1
#undef WRITE_T1_G
#undef PRESUB_T1_R
#undef PRESUB_T1_G
}

/* TEX_SEM_ACQUIRE requires TEX_SEM_WAIT on the same instruction (L3445). */
SGPU_TEST(semaphore_acquire_needs_wait)
{
	fresh();
	SGPU_ASSERT(load("tex ld $tex0 acquire $t1 wrgba rgba $t1 rgba\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT_EQ(us.guest_errors, 1);
	fresh();
	SGPU_ASSERT(load("tex tex_wait ld $tex0 acquire $t1 wrgba rgba $t1 rgba\n" END_OUT));
	SGPU_ASSERT_EQ(run(), R5XX_US_DONE);
	SGPU_ASSERT_EQ(us.guest_errors, 0);
}

/* to_f32 (r5xx_us_math.h) works on the bits; this is the formulation it
 * replaced, round to nearest then one step toward zero, as the oracle. */
static float to_f32_nearest_then_step(double d, double e)
{
	if (isnan(d))
		return f_of(NAN_CANON);
	if (isinf(d))
		return (float)d;
	if (fabs(d) >= 0x1p128)
		return d < 0 ? -INFINITY : INFINITY;
	float f = (float)d;
	if (fabs((double)f) > fabs(d))
		f = nextafterf(f, 0.0f);
	else if ((double)f == d && e != 0 && f != 0 && (e < 0) != (f < 0))
		f = nextafterf(f, 0.0f);
	if (fabsf(f) < FLT_MIN)
		f = f_of(u_of(f) & 0x80000000);
	return f;
}

SGPU_TEST(to_f32_matches_round_then_step)
{
	uint64_t x = 0x243f6a8885a308d3ull;
	static const double edge[] = {0.0,
	                              -0.0,
	                              1.0,
	                              -1.0,
	                              0x1p-126,
	                              -0x1p-126,
	                              0x1p-127,
	                              0x1.fffffep127,
	                              0x1p128,
	                              -0x1p128,
	                              0x1.fffffefp127,
	                              INFINITY,
	                              -INFINITY,
	                              NAN,
	                              0x1.000001p-126,
	                              0x1.ffffffp-127};
	static const double res[] = {0.0, 0x1p-80, -0x1p-80, NAN, 0x1p-200};
	for (unsigned i = 0; i < 2000000; i++) {
		double d, e = res[i % 5];
		if (i < 16 * 5) {
			d = edge[i / 5];
		} else {
			x ^= x << 13, x ^= x >> 7, x ^= x << 17;
			uint64_t bits = x;
			if (i % 3 == 0) /* exactly a float: the residual decides */
				bits &= ~UINT64_C(0x1fffffff);
			if (i % 7 == 0) /* near binary32's range ends */
				bits = (bits & UINT64_C(0x800fffffffffffff)) |
				       (uint64_t)(i % 2 ? 0x380 + (x >> 60) : 0x47e + (x >> 63))
				               << 52;
			else /* binary32's exponent range and a little around it */
				bits = (bits & UINT64_C(0x800fffffffffffff)) |
				       (uint64_t)(0x370 + (x >> 40) % 0x120) << 52;
			memcpy(&d, &bits, 8);
		}
		float a = to_f32(d, e), b = to_f32_nearest_then_step(d, e);
		SGPU_ASSERT_MSG(u_of(a) == u_of(b), "d %a e %a: 0x%08x, expected 0x%08x", d, e,
		                u_of(a), u_of(b));
	}
}
