/* The R500 US fast path (src/amd/r5xx/r5xx_us_fast.c, and its four-pixel
 * form r5xx_us_simd.c where the host has AVX2) against the reference
 * executor (r5xx_us.c), bit for bit, on random straight-line programs:
 * every ALU op, output modifier, clamp, presubtract, write and output
 * mask, ZERO_TIMES_ANYTHING, and operands drawn from the special values
 * (signed zeros, denormals, FLT_MIN, FLT_MAX, infinities, NaNs, values
 * whose products leave binary32's range) as well as ordinary ones. The
 * outputs are compared as float bits (a colour buffer would hide most
 * of them). SGPU_SEED picks another series. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx_us.h"
#include "amd/r5xx/r5xx_us_fast.h"
#include "amd/r5xx/r5xx_us_math.h"
#include "harness.h"
#include "isa/isa.h"
#include "isa/r500_fs.h"

static uint64_t rs;
static uint32_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return (uint32_t)(rs >> 11);
}

/* values drawn from a few (one iteration in four): dot products whose
 * largest terms cancel exactly, with the rest tiny (dp_cancels) */
static bool few;

/* an operand value: special, ordinary, or any bits */
static float rnd_value(void)
{
	static const float small_set[] = {1.0f, -1.0f, 0x1p-30f, -0x1p-30f, 0.0f, 2.0f, -2.0f};
	if (few)
		return small_set[rnd() % (sizeof(small_set) / sizeof(small_set[0]))];
	static const uint32_t special[] = {0x00000000,
	                                   0x80000000,
	                                   0x00000001,
	                                   0x807fffff,
	                                   0x00800000,
	                                   0x80800000,
	                                   0x7f7fffff,
	                                   0xff7fffff,
	                                   0x7f800000,
	                                   0xff800000,
	                                   0x7fc00000,
	                                   0xffc00001,
	                                   0x7f800001,
	                                   0x3f800000,
	                                   0xbf800000,
	                                   0x3f000000,
	                                   0x5f800000 /* 2^64 */,
	                                   0x1f800000 /* 2^-64 */,
	                                   0x3f7fffff,
	                                   0x3f800001,
	                                   0x4b800000,
	                                   0x33800000,
	                                   0x7e800000 /* 2^126 */,
	                                   0x00ffffff,
	                                   0xc0490fdb /* -pi */};
	switch (rnd() % 4) {
	case 0: return f_of(special[rnd() % (sizeof(special) / sizeof(special[0]))]);
	case 1: return f_of(rnd() << 1 ^ rnd());
	default: return ((float)(rnd() % 4001) - 2000.0f) / (float)(1 + rnd() % 64);
	}
}

/* A random straight-line ALU/OUTPUT program of n instructions (the last
 * an OUTPUT with LAST): sources temps 0-7, constants 0-7 or inline,
 * random ops, swizzles, modifiers, presubtracts, OMODs, clamps and masks,
 * destinations temps 0-7, outputs to rt0-rt3 and W. */
static void random_program(uint32_t *w, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		uint32_t *s = w + 6 * i;
		for (unsigned k = 0; k < 6; k++)
			s[k] = rnd();
		bool last = i == n - 1;
		s[0] = (last ? 1u : rnd() % 2) | (last ? 1u << 8 | 1u << 2 : 0) |
		       (rnd() & 7u) << 11 | (rnd() & 1u) << 14 | (rnd() & 7u) << 15 |
		       (rnd() & 1u) << 18 | (rnd() & 3u) << 19;
		for (unsigned word = 1; word <= 2; word++) {
			uint32_t a = 0;
			for (unsigned k = 0; k < 3; k++) {
				unsigned kind = rnd() % 3, addr;
				if (kind == 0)
					addr = rnd() % 8;
				else if (kind == 1)
					addr = (rnd() % 8) | 1u << 8;
				else
					addr = 0x80 | (rnd() & 0x7f);
				a |= addr << (10 * k);
			}
			s[word] = a | (rnd() % 3 ? 0 : rnd() & 3u) << 30;
		}
		/* selects: srcp (3) now and then only */
		for (unsigned k = 0; k < 3; k++) {
			if (rnd() % 4 && (s[3] >> (13 * k) & 3) == 3)
				s[3] &= ~(1u << (13 * k));
			if (rnd() % 4 && (s[4] >> (12 + 7 * k) & 3) == 3)
				s[4] &= ~(1u << (12 + 7 * k));
		}
		/* destinations temps 0-7, no relative addressing; OMOD random,
		 * x1 half the time */
		s[3] = (s[3] & ~(7u << 26)) | (rnd() % 2 ? 0 : rnd() % 8) << 26;
		s[4] = (s[4] & ~(0x7fu << 4 | 1u << 11 | 7u << 26)) | (rnd() % 8) << 4 |
		       (rnd() % 2 ? 0 : rnd() % 8) << 26;
		s[5] = (s[5] & ~(0x7fu << 4 | 1u << 11)) | (rnd() % 8) << 4;
		/* alpha op: any but reserved 4 and MDH/MDV; RGB op: any but
		 * reserved 6, MDH/MDV and beyond */
		static const uint8_t aops[] = {0, 0, 0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 11, 12, 13};
		static const uint8_t rops[] = {0, 0, 0, 1, 2, 3, 4, 5, 7, 8, 9};
		unsigned aop = aops[rnd() % sizeof(aops)], rop = rops[rnd() % sizeof(rops)];
		if (rnd() % 6 == 0)
			aop = 8 + rnd() % 6, rop = 10; /* SOP of EX2..COS */
		if (aop == 1 && !(rop >= 1 && rop <= 3))
			aop = 0; /* DP needs an RGB DP */
		s[4] = (s[4] & ~0xfu) | aop;
		s[5] = (s[5] & ~0xfu) | rop;
	}
}

struct run {
	float rt[4][4][4];
	uint8_t mask[4][4];
	float depth[4];
	bool depth_written;
};

static uint64_t serial;

/* the fast path on the program in us, inputs t[p][temp][c] for temps
 * 0-7; false when it does not take the program */
static bool run_fast(struct r5xx_us *us, struct r5xx_us_fast *fp, bool simd, float (*t)[8][4],
                     struct run *o)
{
	memset(fp, 0, sizeof(*fp));
	fp->no_simd = !simd;
	r5xx_us_fast_prepare(fp, us, ++serial, 1000);
	struct r5xx_quad q;
	memset(&q, 0, sizeof(q));
	q.cover = 15;
	q.nin = 8;
	for (unsigned i = 0; i < 8; i++) {
		q.in[i].addr = (uint8_t)i;
		for (unsigned p = 0; p < 4; p++)
			memcpy(q.in[i].v[p], t[p][i], 16);
	}
	uint64_t steps = 0;
	if (r5xx_us_fast_shade(fp, us, &q, &steps) != 1)
		return false;
	if (simd && !fp->simd)
		return false;
	memcpy(o->rt, q.out, sizeof(o->rt));
	memcpy(o->depth, q.depth, sizeof(o->depth));
	o->depth_written = q.depth_written;
	return true;
}

/* The reference executor on a whole quad whose temporaries 0-7 are t:
 * true when it ran to its end within budget */
static bool run_ref(struct r5xx_us *us, struct r5xx_us_quad *uq, float (*t)[8][4], uint64_t budget)
{
	r5xx_us_quad_begin(uq, 0xf);
	for (unsigned p = 0; p < 4; p++)
		for (unsigned k = 0; k < 8; k++)
			memcpy(uq->t[p][k], t[p][k], 16);
	return r5xx_us_run(us, uq, &budget) == R5XX_US_DONE;
}

/* A fresh US with the test sampler, a random ZERO_TIMES_ANYTHING, value
 * set, program of one to four instructions and constants 0-7 */
static void random_us(struct r5xx_us *us)
{
	r5xx_us_init(us, NULL, 0);
	r5xx_us_set_sampler(us, r5xx_us_test_sampler, NULL);
	us->config = rnd() % 3 ? 0 : R5XX_US_CONFIG_ZERO_TIMES_ANYTHING;
	few = rnd() % 4 == 0;
	unsigned n = 1 + rnd() % 4;
	uint32_t w[6 * 4];
	random_program(w, n);
	for (unsigned i = 0; i < n; i++)
		memcpy(us->code[i], w + 6 * i, 24);
	us->code_addr = (n - 1) << 16;
	us->code_range = (n - 1) << 16;
	for (unsigned i = 0; i < 8; i++)
		for (unsigned c = 0; c < 4; c++)
			us->konst[i][c] = rnd_value();
}

SGPU_TEST(random_programs_bit_exact_with_reference)
{
	static struct r5xx_us us;
	static struct r5xx_us_quad uq;
	static struct r5xx_us_fast fp;
	unsigned seed0 = (unsigned)(getenv("SGPU_SEED") ? atoi(getenv("SGPU_SEED")) : 0);
	unsigned taken = 0, simd_taken = 0, iters = 4000;
	for (unsigned it = 0; it < iters; it++) {
		rs = 0x9e3779b97f4a7c15ull * (seed0 * iters + it + 1);
		random_us(&us);
		float t[4][8][4];
		for (unsigned p = 0; p < 4; p++)
			for (unsigned i = 0; i < 8; i++)
				for (unsigned c = 0; c < 4; c++)
					t[p][i][c] = rnd() % 3 ? t[0][i][c] : rnd_value();
		/* pixel 0's values drawn first, the others mostly equal */
		for (unsigned i = 0; i < 8; i++)
			for (unsigned c = 0; c < 4; c++)
				t[0][i][c] = rnd_value();
		/* the reference */
		r5xx_us_quad_begin(&uq, 0xf);
		for (unsigned p = 0; p < 4; p++)
			for (unsigned i = 0; i < 8; i++)
				memcpy(uq.t[p][i], t[p][i], 16);
		uint64_t budget = 1000;
		uint64_t ge = us.guest_errors;
		if (r5xx_us_run(&us, &uq, &budget) != R5XX_US_DONE || us.guest_errors != ge)
			continue;
		struct run fast[2];
		for (unsigned v = 0; v < 2; v++) {
			if (!run_fast(&us, &fp, v == 1, t, &fast[v]))
				continue;
			taken += v == 0, simd_taken += v == 1;
			for (unsigned rt = 0; rt < 4; rt++)
				for (unsigned p = 0; p < 4; p++)
					for (unsigned c = 0; c < 4; c++) {
						if (!(uq.rt_mask[rt][p] >> c & 1))
							continue;
						uint32_t want = u_of(uq.rt[rt][p][c]);
						uint32_t got = u_of(fast[v].rt[rt][p][c]);
						SGPU_ASSERT_MSG(
						        want == got,
						        "iteration %u (%s): rt%u pixel %u channel "
						        "%u: reference 0x%08x, fast 0x%08x",
						        it, v ? "simd" : "one pixel", rt, p, c,
						        want, got);
					}
			if (uq.depth_written[0]) {
				SGPU_ASSERT(fast[v].depth_written);
				for (unsigned p = 0; p < 4; p++)
					SGPU_ASSERT_MSG(
					        u_of(uq.depth[p]) == u_of(fast[v].depth[p]),
					        "iteration %u (%s): depth pixel %u: reference "
					        "0x%08x, fast 0x%08x",
					        it, v ? "simd" : "one pixel", p, u_of(uq.depth[p]),
					        u_of(fast[v].depth[p]));
			}
		}
	}
	if (getenv("SGPU_VERBOSE"))
		printf("fast path took %u of %u programs, four-pixel form %u\n", taken, iters,
		       simd_taken);
	SGPU_ASSERT_MSG(taken > iters / 4, "the fast path took only %u of %u programs", taken,
	                iters);
	if (r5xx_us_simd_host())
		SGPU_ASSERT_EQ(simd_taken, taken);
}

/* Assembles src (r500-fs syntax, docs/hw/r5xx-us.md) into us's code. */
static bool load(struct r5xx_us *us, const char *src)
{
	struct isa_asm_result r;
	if (!isa_assemble(&r500_fs_isa, 0, 0, src, strlen(src), "prog.s", ISA_OUT_RAW, &r)) {
		printf("assembler: %s\n", r.errors ? r.errors : "?");
		isa_asm_result_free(&r);
		return false;
	}
	unsigned n = (unsigned)(r.size / R500_FS_BYTES);
	memcpy(us->code, r.data, r.size);
	isa_asm_result_free(&r);
	us->code_addr = (n - 1) << 16;
	us->code_range = (n - 1) << 16;
	return n > 0;
}

/* The dot products' cancellation rule (seed L3758-L3760) on a quad whose
 * pixels differ: pixel 0's two largest terms cancel with the third 2^30
 * below (+0), pixel 1's third is only 2^20 below (the sum), pixel 2 has
 * a NaN term, pixel 3 cancels to an exact zero sum; DP3 and DP4, with
 * and without an output modifier. */
SGPU_TEST(dot_product_cancellation_per_pixel)
{
	static struct r5xx_us us;
	static struct r5xx_us_quad uq;
	static struct r5xx_us_fast fp;
	static const char *const progs[] = {
	        "out tex_wait last rgb_src $t0 $t1 $t0 alpha_src $t0 $t1 $t0 rgb dp3 $t2 w0 orgb "
	        "rt0 s0 rgb s1 rgb s0 zzz alpha mad $t2 w0 oa rt0 s0 a s1 a s0 z\n",
	        "out tex_wait last rgb_src $t0 $t1 $t0 alpha_src $t0 $t1 $t0 rgb dp4 $t2 w0 orgb "
	        "rt0 s0 rgb s1 rgb s0 zzz alpha dp $t2 w0 oa rt0 s0 a s1 a s0 z\n",
	        "out tex_wait last rgb_src $t0 $t1 $t0 alpha_src $t0 $t1 $t0 rgb dp3 mul2 $t2 "
	        "w0 orgb rt0 s0 rgb s1 rgb s0 zzz alpha mad $t2 w0 oa rt0 s0 a s1 a s0 z\n"};
	const float a[4][4] = {{1.0f, -1.0f, 0x1p-30f, 0x1p-31f},
	                       {1.0f, -1.0f, 0x1p-20f, 0.0f},
	                       {1.0f, NAN, 0x1p-30f, 1.0f},
	                       {3.0f, 0.0f, -3.0f, 0.0f}};
	for (unsigned i = 0; i < sizeof(progs) / sizeof(progs[0]); i++) {
		for (unsigned v = 0; v < 2; v++) {
			r5xx_us_init(&us, NULL, 0);
			r5xx_us_set_sampler(&us, r5xx_us_test_sampler, NULL);
			SGPU_ASSERT(load(&us, progs[i]));
			float t[4][8][4];
			memset(t, 0, sizeof(t));
			for (unsigned p = 0; p < 4; p++)
				for (unsigned c = 0; c < 4; c++)
					t[p][0][c] = a[p][c], t[p][1][c] = 1.0f;
			SGPU_ASSERT(run_ref(&us, &uq, t, 100));
			struct run f;
			SGPU_ASSERT(run_fast(&us, &fp, v == 1, t, &f) ||
			            (v == 1 && !r5xx_us_simd_host()));
			if (v == 1 && !r5xx_us_simd_host())
				continue;
			for (unsigned p = 0; p < 4; p++)
				for (unsigned c = 0; c < 4; c++)
					SGPU_ASSERT_MSG(
					        u_of(uq.rt[0][p][c]) == u_of(f.rt[0][p][c]),
					        "program %u (%s) pixel %u channel %u: reference "
					        "0x%08x, fast 0x%08x",
					        i, v ? "simd" : "one pixel", p, c,
					        u_of(uq.rt[0][p][c]), u_of(f.rt[0][p][c]));
			/* pixel 0 cancels to +0, pixel 1 keeps 2^-20 */
			SGPU_ASSERT_EQ(u_of(uq.rt[0][0][0]), 0u);
			SGPU_ASSERT(uq.rt[0][1][0] != 0.0f);
		}
	}
}

/* The compiled program (constants included) is reused across primitives
 * while no US register is written, and recompiled after any write. */
SGPU_TEST(compiled_program_follows_register_writes)
{
	static struct r5xx_us us;
	static struct r5xx_us_fast fp;
	for (unsigned v = 0; v < 2; v++) {
		r5xx_us_init(&us, NULL, 0);
		r5xx_us_set_sampler(&us, r5xx_us_test_sampler, NULL);
		SGPU_ASSERT(load(&us,
		                 "out tex_wait last rgb_src $c0 $i0 $i0 alpha_src $c0 $i0 $i0 rgb "
		                 "max $t0 w0 orgb rt0 s0 rgb s0 rgb s0 zzz alpha max $t0 w0 oa "
		                 "rt0 s0 a s0 a s0 z\n"));
		memset(&fp, 0, sizeof(fp));
		fp.no_simd = v == 0;
		const float k[3] = {0.25f, 0.5f, 0.75f};
		for (unsigned i = 0; i < 3; i++) {
			/* constant 0 through the vector port: a register write */
			r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_INDEX, 1u << 16);
			for (unsigned c = 0; c < 4; c++)
				r5xx_us_reg_write(&us, R5XX_GA_US_VECTOR_DATA, u_of(k[i]));
			for (unsigned prim = 0; prim < 2; prim++) {
				r5xx_us_fast_prepare(&fp, &us, ++serial, 100);
				struct r5xx_quad q;
				memset(&q, 0, sizeof(q));
				q.cover = 15;
				uint64_t steps;
				SGPU_ASSERT_EQ(r5xx_us_fast_shade(&fp, &us, &q, &steps), 1);
				SGPU_ASSERT_MSG(q.out[0][3][1] == k[i], "%s: constant %u: %g",
				                v ? "simd" : "one pixel", i,
				                (double)q.out[0][3][1]);
			}
		}
		/* no register written: the next primitive keeps what was compiled */
		uint64_t gen = fp.gen;
		r5xx_us_fast_prepare(&fp, &us, ++serial, 100);
		SGPU_ASSERT_EQ(fp.gen, gen);
	}
}

/* The four-pixel form on a batch of quads (r5xx_us_simd_shade_n, as the
 * fast walk hands them): each quad's outputs are the reference's for its
 * own inputs, whatever the others hold. */
SGPU_TEST(batch_of_quads_matches_reference_per_quad)
{
	if (!r5xx_us_simd_host())
		return;
	static struct r5xx_us us;
	static struct r5xx_us_quad uq;
	static struct r5xx_us_fast fp;
	static struct r5xx_quad qb[R5XX_US_BATCH];
	unsigned taken = 0;
	for (unsigned it = 0; it < 600; it++) {
		rs = 0x51ed27ull * (it + 1);
		random_us(&us);
		memset(&fp, 0, sizeof(fp));
		r5xx_us_fast_prepare(&fp, &us, ++serial, 1000);
		if (!fp.usable || !fp.simd)
			continue;
		unsigned nq = 2 + rnd() % (R5XX_US_BATCH - 1);
		struct r5xx_quad *qs[R5XX_US_BATCH];
		for (unsigned k = 0; k < nq; k++) {
			struct r5xx_quad *q = &qb[k];
			memset(q, 0, sizeof(*q));
			q->cover = 15, q->nin = 8;
			for (unsigned i = 0; i < 8; i++) {
				q->in[i].addr = (uint8_t)i;
				for (unsigned p = 0; p < 4; p++)
					for (unsigned c = 0; c < 4; c++)
						q->in[i].v[p][c] = rnd_value();
			}
			qs[k] = q;
		}
		uint64_t steps;
		SGPU_ASSERT_EQ(r5xx_us_simd_shade_n(&fp, &us, qs, nq, &steps), 1);
		for (unsigned k = 0; k < nq; k++) {
			r5xx_us_quad_begin(&uq, 0xf);
			for (unsigned p = 0; p < 4; p++)
				for (unsigned i = 0; i < 8; i++)
					memcpy(uq.t[p][i], qb[k].in[i].v[p], 16);
			uint64_t budget = 1000, ge = us.guest_errors;
			if (r5xx_us_run(&us, &uq, &budget) != R5XX_US_DONE || us.guest_errors != ge)
				break;
			for (unsigned rt = 0; rt < 4; rt++)
				for (unsigned p = 0; p < 4; p++)
					for (unsigned c = 0; c < 4; c++)
						if (uq.rt_mask[rt][p] >> c & 1)
							SGPU_ASSERT_MSG(
							        u_of(uq.rt[rt][p][c]) ==
							                u_of(qb[k].out[rt][p][c]),
							        "iteration %u quad %u of %u: rt%u "
							        "pixel "
							        "%u channel %u: reference 0x%08x, "
							        "batch "
							        "0x%08x",
							        it, k, nq, rt, p, c,
							        u_of(uq.rt[rt][p][c]),
							        u_of(qb[k].out[rt][p][c]));
			if (k == nq - 1)
				taken++;
		}
	}
	SGPU_ASSERT_MSG(taken > 300, "only %u batches compared", taken);
}

/* a texture function both forms and the reference agree on */
static void tex_fn(const float coord[4][4], float out[4][4])
{
	for (unsigned p = 0; p < 4; p++)
		for (unsigned k = 0; k < 4; k++)
			out[p][k] = coord[p][k ^ 1] * 0.5f + (float)k;
}

static void tex_sampler(void *user, const struct r5xx_us_tex_req *req, float out[4][4])
{
	(void)user;
	tex_fn(req->coord, out);
}

static bool tex_ld(void *user, unsigned tex_id, bool unscaled, const float coord[4][4],
                   float out[4][4])
{
	(void)user, (void)tex_id, (void)unscaled;
	tex_fn(coord, out);
	return true;
}

/* TEX LD through the direct LD (the four-pixel form's vector path), with
 * IGNORE_UNCOVERED on partly covered quads and special coordinates
 * (NaN, denormals), against the reference */
SGPU_TEST(tex_ld_ignore_uncovered_matches_reference)
{
	static struct r5xx_us us;
	static struct r5xx_us_quad uq;
	static struct r5xx_us_fast fp;
	for (unsigned v = 0; v < 2; v++)
		for (unsigned it = 0; it < 64; it++) {
			rs = 0x7e5ull * (it + 1);
			r5xx_us_init(&us, NULL, 0);
			r5xx_us_set_sampler(&us, tex_sampler, NULL);
			/* tex ld $tex0 $t1 wrgba rgba $t0 rgba (IGNORE_UNCOVERED on
			 * odd iterations), then out rt0 = $t1 */
			SGPU_ASSERT(load(
			        &us, "tex ld $tex0 $t1 wrgba rgba $t0 rgba\n"
			             "out tex_wait last rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 "
			             "$i0 rgb max $t2 w0 orgb rt0 s0 rgb s0 rgb s0 zzz alpha max "
			             "$t2 w0 oa rt0 s0 a s0 a s0 z\n"));
			if (it & 1)
				us.code[0][1] |= 1u << 26; /* FS_TEX_IGNORE_UNCOVERED */
			unsigned cover = it & 1 ? 1 + rnd() % 15 : 15;
			struct r5xx_quad q;
			memset(&q, 0, sizeof(q));
			q.cover = cover, q.nin = 2;
			for (unsigned i = 0; i < 2; i++) {
				q.in[i].addr = (uint8_t)i;
				for (unsigned p = 0; p < 4; p++)
					for (unsigned c = 0; c < 4; c++)
						q.in[i].v[p][c] = rnd_value();
			}
			r5xx_us_quad_begin(&uq, (uint8_t)cover);
			for (unsigned p = 0; p < 4; p++)
				for (unsigned i = 0; i < 2; i++)
					memcpy(uq.t[p][i], q.in[i].v[p], 16);
			uint64_t budget = 100, steps;
			SGPU_ASSERT_EQ(r5xx_us_run(&us, &uq, &budget), R5XX_US_DONE);
			memset(&fp, 0, sizeof(fp));
			fp.no_simd = v == 0;
			fp.ld = tex_ld;
			r5xx_us_fast_prepare(&fp, &us, ++serial, 100);
			SGPU_ASSERT(fp.usable);
			SGPU_ASSERT_EQ(r5xx_us_fast_shade(&fp, &us, &q, &steps), 1);
			for (unsigned p = 0; p < 4; p++)
				for (unsigned c = 0; c < 4; c++)
					SGPU_ASSERT_MSG(
					        u_of(uq.rt[0][p][c]) == u_of(q.out[0][p][c]),
					        "%s iteration %u cover %x pixel %u channel %u: "
					        "reference 0x%08x, fast 0x%08x",
					        v ? "simd" : "one pixel", it, cover, p, c,
					        u_of(uq.rt[0][p][c]), u_of(q.out[0][p][c]));
		}
}

/* The four-pixel form's transcendentals against transcendental() (the
 * reference's), bit for bit: LN2 and EX2 are vectors certified against
 * libm there (r5xx_us_simd.c), so every float bit pattern the sweep hits
 * (a stride through all 2^32, the ranges shaders use, powers of two,
 * integers, the specials) must give the reference's float.
 * SGPU_EXHAUSTIVE=1 checks all 2^32 patterns for each op (minutes). */
static void transc_check(unsigned op, const uint32_t *bits, unsigned n)
{
	for (unsigned i = 0; i < n; i += 4) {
		float in[4], out[4];
		for (unsigned p = 0; p < 4; p++)
			in[p] = f_of(bits[i + p < n ? i + p : i]);
		r5xx_us_simd_transc(op, in, out);
		for (unsigned p = 0; p < 4; p++) {
			uint32_t want = u_of(transcendental(op, in[p]));
			if (u_of(out[p]) != want)
				SGPU_ASSERT_MSG(false,
				                "op %u of 0x%08x: reference 0x%08x, vector 0x%08x",
				                op, u_of(in[p]), want, u_of(out[p]));
		}
	}
}

SGPU_TEST(transcendentals_vector_match_reference)
{
	static const unsigned ops[] = {R500_ALPHA_EX2, R500_ALPHA_LN2, R500_ALPHA_RCP,
	                               R500_ALPHA_RSQ, R500_ALPHA_SIN, R500_ALPHA_COS};
	enum { N = 1 << 12 };
	static uint32_t bits[N];
	const char *ex = getenv("SGPU_EXHAUSTIVE");
	bool all = ex && *ex == '1';
	for (unsigned oi = 0; oi < 6; oi++) {
		unsigned op = ops[oi];
		bool vec = op == R500_ALPHA_EX2 || op == R500_ALPHA_LN2;
		if (all && vec) {
			for (uint64_t b = 0; b < (UINT64_C(1) << 32); b += N) {
				for (unsigned i = 0; i < N; i++)
					bits[i] = (uint32_t)(b + i);
				transc_check(op, bits, N);
			}
			continue;
		}
		/* a stride through every pattern */
		for (unsigned r = 0; r < (vec ? 64u : 4u); r++) {
			for (unsigned i = 0; i < N; i++)
				bits[i] = (uint32_t)((r * N + i) * 16381u * 65537u + r);
			transc_check(op, bits, N);
		}
		/* what shaders feed them: [0, 1] and [-32, 32], dense */
		for (unsigned r = 0; r < (vec ? 64u : 4u); r++) {
			for (unsigned i = 0; i < N; i++)
				bits[i] = u_of(r & 1 ? (float)(rnd() % 2000001) / 2000000.0f
				                     : ((float)(rnd() % 4000001) - 2000000.0f) /
				                               62500.0f);
			transc_check(op, bits, N);
		}
		/* powers of two, integers and their neighbours, specials */
		unsigned n = 0;
		for (int e = -150; e <= 130 && n + 3 <= N; e++) {
			uint32_t pw = u_of(ldexpf(1.0f, e));
			bits[n++] = pw, bits[n++] = pw + 1, bits[n++] = pw - 1;
		}
		for (int k = -140; k <= 140 && n + 3 <= N; k++) {
			uint32_t ki = u_of((float)k);
			bits[n++] = ki, bits[n++] = ki + 1, bits[n++] = ki - 1;
		}
		static const uint32_t special[] = {0x00000000, 0x80000000, 0x00000001, 0x807fffff,
		                                   0x00800000, 0x7f7fffff, 0xff7fffff, 0x7f800000,
		                                   0xff800000, 0x7fc00000, 0xffc00001, 0x3f800000,
		                                   0xbf800000, 0x3f3504f3, 0x3fb504f3, 0x3fb504f4};
		for (unsigned i = 0; i < sizeof(special) / sizeof(special[0]); i++)
			bits[n++] = special[i];
		transc_check(op, bits, n);
	}
}

/* Lanes the four-pixel form folds at compile time (constants only) are
 * stored only when a TEX or a presubtracting instruction reads the
 * temporaries (materialize), and an instruction whose later lanes read
 * what its earlier ones write keeps its results in slots: a long program
 * of folded temporaries, a TEX reading one, a presubtract reading others,
 * lanes rotated in place, then the output, against the reference. */
SGPU_TEST(folded_lanes_and_direct_writes_match_reference)
{
	static struct r5xx_us us;
	static struct r5xx_us_quad uq;
	static struct r5xx_us_fast fp;
	static char src[16384];
	size_t n = 0;
	/* $t2..$t41 = $c0 * 1 + 0 and $c1 in alpha: every lane folded */
	for (unsigned k = 2; k < 42; k++)
		n += (size_t)snprintf(
		        src + n, sizeof(src) - n,
		        "alu rgb_src $c0 $c0 $c0 alpha_src $c1 $c0 $c0 rgb mad $t%u wrgb "
		        "s0 rgb s0 ooo s0 zzz alpha mad $t%u wa s0 a s0 o s0 z\n",
		        k, k);
	n += (size_t)snprintf(
	        src + n, sizeof(src) - n,
	        /* the texture at a folded temporary's coordinates */
	        "tex ld $tex0 $t1 wrgba rgba $t7 rgba\n"
	        /* presubtract (s1 - s0) of two folded temporaries */
	        "alu rgb_src $t9 $t11 $t0 srcp_sub alpha_src $t9 $t11 $t0 srcp_sub rgb mad $t42 "
	        "wrgb sp rgb s1 rgb s0 rgb alpha mad $t42 wa sp a s1 a s0 a\n"
	        /* $t0's lanes rotated in place: G reads R, B reads G after them */
	        "alu rgb_src $t0 $t1 $t0 alpha_src $t0 $t1 $t0 rgb mad $t0 wrgb s0 brg s1 rgb "
	        "s0 zzz alpha mad $t0 wa s0 r s1 a s0 z\n"
	        "out tex_wait last rgb_src $t0 $t42 $t1 alpha_src $t0 $t42 $t1 rgb mad $t3 w0 orgb "
	        "rt0 s0 rgb s1 rgb s2 rgb alpha mad $t3 w0 oa rt0 s0 a s1 a s2 a\n");
	for (unsigned v = 0; v < 2; v++) {
		r5xx_us_init(&us, NULL, 0);
		r5xx_us_set_sampler(&us, tex_sampler, NULL);
		SGPU_ASSERT(load(&us, src));
		us.konst[0][0] = 0.25f, us.konst[0][1] = 0.5f, us.konst[0][2] = 0.75f;
		us.konst[0][3] = 0.125f, us.konst[1][3] = 0.375f;
		float t[4][8][4];
		memset(t, 0, sizeof(t));
		for (unsigned p = 0; p < 4; p++)
			for (unsigned c = 0; c < 4; c++)
				t[p][0][c] = 0.1f * (float)(p + 1) + 0.01f * (float)c;
		SGPU_ASSERT(run_ref(&us, &uq, t, 1000));
		struct run f;
		SGPU_ASSERT(run_fast(&us, &fp, v == 1, t, &f) || (v == 1 && !r5xx_us_simd_host()));
		if (v == 1 && !r5xx_us_simd_host())
			continue;
		SGPU_ASSERT(v == 0 || fp.simd);
		for (unsigned p = 0; p < 4; p++)
			for (unsigned c = 0; c < 4; c++)
				SGPU_ASSERT_MSG(
				        u_of(uq.rt[0][p][c]) == u_of(f.rt[0][p][c]),
				        "%s pixel %u channel %u: reference 0x%08x, fast 0x%08x",
				        v ? "simd" : "one pixel", p, c, u_of(uq.rt[0][p][c]),
				        u_of(f.rt[0][p][c]));
	}
}
