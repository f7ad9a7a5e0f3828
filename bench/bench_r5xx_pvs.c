/* The R500 PVS: vertices per second through a 20-instruction transform
 * and lighting program (MVP, normal transform and normalisation, diffuse
 * and specular with LIT) on the path the VAP takes (r5xx_vap.c): the fast
 * PVS (r5xx_pvs_fast.c), compiled once, run on batches of
 * R5XX_PVS_FAST_LANES vertices whose four outputs are then read back,
 * against native C doing the same float maths. pvs_tnl_20_reference is
 * the reference executor (r5xx_pvs_run) with the VAP's pre-decoded
 * program, for comparison. Issue 14's goal: pvs_tnl_20 <= 10. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx_pvs.h"
#include "amd/r5xx/r5xx_pvs_fast.h"
#include "harness.h"
#include "isa/isa.h"
#include "isa/r500_vs.h"

#define NV 256

static const char *const tnl = "dp4 $o0 x $c0 x y z w $i0 x y z w $i0 x y z w\n"
                               "dp4 $o0 y $c1 x y z w $i0 x y z w $i0 x y z w\n"
                               "dp4 $o0 z $c2 x y z w $i0 x y z w $i0 x y z w\n"
                               "dp4 $o0 w $c3 x y z w $i0 x y z w $i0 x y z w\n"
                               "dp4 $t0 x $c4 x y z zero $i1 x y z zero $i1 x x x x\n"
                               "dp4 $t0 y $c5 x y z zero $i1 x y z zero $i1 x x x x\n"
                               "dp4 $t0 z $c6 x y z zero $i1 x y z zero $i1 x x x x\n"
                               "dp4 $t0 w $t0 x y z zero $t0 x y z zero $t0 x x x x\n"
                               "rsq_dx $t0 w $t0 w w w w $t0 w w w w $t0 w w w w\n"
                               "mul $t1 xyz $t0 x y z w $t0 w w w w $t0 x x x x\n"
                               "dp4 $t2 y $t1 x y z zero $c7 x y z zero $t1 x x x x\n"
                               "dp4 $t2 z $t1 x y z zero $c10 x y z zero $t1 x x x x\n"
                               "add $t2 w $c11 w w w w $c11 zero zero zero zero $c11 x x x x\n"
                               "lit $t3 xyzw $t2 z z z z $t2 y y y y $t2 w w w w\n"
                               "mul $t4 xyzw $c8 x y z w $t3 y y y y $t3 x x x x\n"
                               "mad $t4 xyzw $c9 x y z w $t3 z z z z $t4 x y z w\n"
                               "add sat $o1 xyzw $t4 x y z w $c12 x y z w $t4 x x x x\n"
                               "add $o2 xyzw $i2 x y z w $i2 zero zero zero zero $i2 x x x x\n"
                               "mul $o2 xy $i2 x y z w $c13 x y z w $i2 x x x x\n"
                               "add $o3 xyzw $i1 x y z w $c13 zero zero zero zero $i1 x x x x\n";

static uint32_t code[R5XX_PVS_CODE][4];
static uint32_t consts[R5XX_PVS_CONSTS][4];
static float cf[16][4];
static struct r500_vs_insn dec[R5XX_PVS_CODE];
static struct r5xx_pvs_prog prog;
static float in[NV][R5XX_PVS_INPUTS][4];
static float out[NV][4][4];
static struct r5xx_pvs_fast *fast;

static void ours(void *user)
{
	(void)user;
	for (unsigned n = 0; n < NV; n += R5XX_PVS_FAST_LANES) {
		r5xx_pvs_fast_run(fast, (const float(*)[R5XX_PVS_INPUTS][4])in[n],
		                  R5XX_PVS_FAST_LANES);
		for (unsigned k = 0; k < R5XX_PVS_FAST_LANES; k++)
			for (unsigned r = 0; r < 4; r++)
				r5xx_pvs_fast_out(fast, k, r, out[n + k][r]);
	}
	uint32_t u;
	memcpy(&u, &out[NV - 1][1][0], 4);
	sgpu_bench_sink += u;
}

static void reference(void *user)
{
	(void)user;
	static struct r5xx_pvs_vtx v;
	for (unsigned n = 0; n < NV; n++) {
		memcpy(v.in, in[n], sizeof(in[n]));
		r5xx_pvs_vtx_init(&v);
		r5xx_pvs_run(&prog, &v, 64, NULL);
		memcpy(out[n], v.out, sizeof(out[n]));
	}
	uint32_t u;
	memcpy(&u, &out[NV - 1][1][0], 4);
	sgpu_bench_sink += u;
}

static float dot3(const float *a, const float *b)
{
	return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static float dot4(const float *a, const float *b)
{
	return a[0] * b[0] + a[1] * b[1] + a[2] * b[2] + a[3] * b[3];
}

static void native(void *user)
{
	(void)user;
	for (unsigned n = 0; n < NV; n++) {
		const float *p = in[n][0], *nr = in[n][1], *tc = in[n][2];
		float(*o)[4] = out[n];
		for (unsigned r = 0; r < 4; r++)
			o[0][r] = dot4(cf[r], p);
		float t[3] = {dot3(cf[4], nr), dot3(cf[5], nr), dot3(cf[6], nr)};
		float l = dot3(t, t), rs = l == 0.0f ? 3.4e38f : 1.0f / sqrtf(fabsf(l));
		for (unsigned i = 0; i < 3; i++)
			t[i] *= rs;
		float nl = dot3(t, cf[7]), nh = dot3(t, cf[10]), e = cf[11][3];
		float diff = nl > 0 ? nl : 0, spec = nl > 0 ? powf(nh > 0 ? nh : 0, e) : 0;
		for (unsigned i = 0; i < 4; i++) {
			float c = cf[8][i] * diff;
			c = cf[9][i] * spec + c;
			c += cf[12][i];
			o[1][i] = c < 0 ? 0 : c > 1 ? 1 : c;
			o[2][i] = i < 2 ? tc[i] * cf[13][i] : tc[i];
			o[3][i] = nr[i];
		}
	}
	uint32_t u;
	memcpy(&u, &out[NV - 1][1][0], 4);
	sgpu_bench_sink += u;
}

int main(void)
{
	struct isa_asm_result r;
	if (!isa_assemble(&r500_vs_isa, 0, 0, tnl, strlen(tnl), "tnl.vs", ISA_OUT_RAW, &r) ||
	    r.size != 20 * 16) {
		fprintf(stderr, "bench_r5xx_pvs: %s", r.errors ? r.errors : "bad program\n");
		return 1;
	}
	memcpy(code, r.data, r.size);
	isa_asm_result_free(&r);
	for (unsigned i = 0; i < R5XX_PVS_CODE; i++)
		r500_vs_decode(code[i], &dec[i]);
	srand(1);
	for (unsigned i = 0; i < 16; i++)
		for (unsigned c = 0; c < 4; c++) {
			cf[i][c] = (float)(rand() % 200 - 100) / 64.0f;
			memcpy(&consts[i][c], &cf[i][c], 4);
		}
	for (unsigned n = 0; n < NV; n++)
		for (unsigned a = 0; a < 3; a++)
			for (unsigned c = 0; c < 4; c++)
				in[n][a][c] = (float)(rand() % 200 - 100) / 50.0f;
	prog = (struct r5xx_pvs_prog){.code = (const uint32_t(*)[4])code,
	                              .consts = (const uint32_t(*)[4])consts,
	                              .first = 0,
	                              .last = 19,
	                              .const_max = 255,
	                              .decoded = dec};
	fast = r5xx_pvs_fast_new();
	if (!fast || !r5xx_pvs_fast_compile(fast, &prog)) {
		fprintf(stderr, "bench_r5xx_pvs: the program does not compile for the fast PVS\n");
		return 1;
	}
	/* the two paths agree (tests/unit/test_r5xx_pvs.c proves it wider) */
	static float ref_out[NV][4][4];
	reference(NULL);
	memcpy(ref_out, out, sizeof(out));
	ours(NULL);
	if (memcmp(ref_out, out, sizeof(out))) {
		fprintf(stderr, "bench_r5xx_pvs: the fast PVS differs from the reference\n");
		return 1;
	}
	/* and native C computes the same values (powf and a float square
	 * root where the PVS rounds pow and 1/sqrt from double: close, not
	 * bit-equal) */
	native(NULL);
	for (unsigned n = 0; n < NV; n++)
		for (unsigned o = 0; o < 4; o++)
			for (unsigned c = 0; c < 4; c++)
				if (fabsf(out[n][o][c] - ref_out[n][o][c]) >
				    1e-4f * (1.0f + fabsf(ref_out[n][o][c]))) {
					fprintf(stderr,
					        "bench_r5xx_pvs: native C computes other maths\n");
					return 1;
				}
	sgpu_bench_compare("pvs_tnl_20", ours, NULL, native, NULL);
	sgpu_bench_compare("pvs_tnl_20_reference", reference, NULL, native, NULL);
	r5xx_pvs_fast_free(fast);
	return 0;
}
