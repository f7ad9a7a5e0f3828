/* The R500 US fast path's program on the four pixels of a quad at once
 * (r5xx_us_fast.h): each ALU lane (a channel of the four pixels) is one
 * host vector, in AVX2 where the host has it (a runtime check; the rest of
 * softgpu stays baseline x86-64). The instructions are compiled once per
 * primitive into lane operations (the operands resolved to pointers, the
 * constants copied with their modifiers, each instruction's results
 * committed after it has read everything). Every value is the one r5xx_us_math.h
 * computes for a pixel, by the same IEEE double operations in the same
 * order: the flush as a mask, the exact product, Knuth's TwoSum, to_f32's
 * truncation and cases as integer operations on the double's bits, the
 * picks as compares. No operation is contracted into an FMA (only "avx2"
 * is enabled here, not "fma"). What has no vector form here (the
 * presubtract's gathering, EX2/LN2/SIN/COS, the dot products' cancellation
 * rule) calls the one-pixel functions of r5xx_us_math.h on the lanes that
 * need them. docs/hw/r5xx-raster.md, "Fast paths". */
#include "amd/r5xx/r5xx_us_fast.h"

#include <string.h>

#include "amd/r5xx/r5xx_us_math.h"
#include "isa/r500_fs.h"
#include "util/cpu.h"

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#include <immintrin.h>

bool r5xx_us_simd_host(void)
{
	return sgpu_cpu_avx2();
}

#define V static inline __attribute__((target("avx2"), always_inline))

V __m128i i32(uint32_t x)
{
	return _mm_set1_epi32((int)x);
}

V __m256i i64(uint64_t x)
{
	return _mm256_set1_epi64x((long long)x);
}

/* flush(): a denormal becomes the zero of its sign */
V __m128 vflush(__m128 f)
{
	__m128i x = _mm_castps_si128(f);
	__m128i den = _mm_cmpeq_epi32(_mm_and_si128(x, i32(0x7f800000)), _mm_setzero_si128());
	return _mm_castsi128_ps(_mm_andnot_si128(_mm_and_si128(den, i32(0x7fffffff)), x));
}

/* a 32-bit lane mask widened to the four doubles */
V __m256d wide(__m128 m)
{
	return _mm256_castsi256_pd(_mm256_cvtepi32_epi64(_mm_castps_si128(m)));
}

/* two_sum(): s = a + b and *err its exact error */
V __m256d vtwo_sum(__m256d a, __m256d b, __m256d *err)
{
	/* two_sum() zeroes a non-finite error; here it is left as it is:
	 * the terms are floats or products of two (below 2^256), so a sum
	 * of up to four never overflows, and an error is non-finite only
	 * where an infinity or NaN made the sum itself non-finite, whose
	 * to_f32 the error does not change */
	__m256d s = _mm256_add_pd(a, b);
	__m256d bb = _mm256_sub_pd(s, a);
	*err = _mm256_add_pd(_mm256_sub_pd(a, _mm256_sub_pd(s, bb)), _mm256_sub_pd(b, bb));
	return s;
}

/* to_f32(d, e) of four doubles, as its bit operations; has_e false: e
 * is known to be zero (no tie step) */
V __m128 vto_f32(__m256d d, __m256d e, bool has_e)
{
	/* the usual case first: every lane's double a zero or in binary32's
	 * normal range, and not a float with a residual (no tie step): the
	 * significand truncated to binary32's, which converts exactly */
	__m256d mag = _mm256_andnot_pd(_mm256_set1_pd(-0.0), d);
	__m256d ok =
	        _mm256_or_pd(_mm256_and_pd(_mm256_cmp_pd(mag, _mm256_set1_pd(0x1p-126), _CMP_GE_OQ),
	                                   _mm256_cmp_pd(mag, _mm256_set1_pd(0x1p128), _CMP_LT_OQ)),
	                     _mm256_cmp_pd(mag, _mm256_setzero_pd(), _CMP_EQ_OQ));
	__m256i u = _mm256_castpd_si256(d), zero = _mm256_setzero_si256();
	if (has_e)
		ok = _mm256_andnot_pd(
		        _mm256_and_pd(_mm256_castsi256_pd(_mm256_cmpeq_epi64(
		                              _mm256_and_si256(u, i64(0x1fffffff)), zero)),
		                      _mm256_cmp_pd(e, _mm256_setzero_pd(), _CMP_NEQ_UQ)),
		        ok);
	if (__builtin_expect(_mm256_movemask_pd(ok) == 15, 1))
		return _mm256_cvtpd_ps(
		        _mm256_and_pd(d, _mm256_castsi256_pd(i64(UINT64_C(0xffffffffe0000000)))));
	__m256i umag = _mm256_castpd_si256(mag);
	__m256i sign =
	        _mm256_srli_epi64(_mm256_and_si256(u, i64(UINT64_C(0x8000000000000000))), 32);
	__m256i nan = _mm256_cmpgt_epi64(umag, i64(UINT64_C(0x7ff0000000000000)));
	__m256i big = _mm256_cmpgt_epi64(umag, i64(UINT64_C(0x47efffffffffffff)));
	__m256i small = _mm256_cmpgt_epi64(i64(UINT64_C(0x3810000000000000)), umag);
	__m256i bits = _mm256_sub_epi64(_mm256_srli_epi64(umag, 29), i64(UINT64_C(896) << 23));
	/* one ulp toward zero when d is a float and the residual points
	 * below it: e != 0 (NaN included, as C's !=) and (e < 0) != sign */
	__m256i exact = _mm256_cmpeq_epi64(_mm256_and_si256(umag, i64(0x1fffffff)), zero);
	__m256i enz = _mm256_castpd_si256(_mm256_cmp_pd(e, _mm256_setzero_pd(), _CMP_NEQ_UQ));
	__m256i eneg = _mm256_castpd_si256(_mm256_cmp_pd(e, _mm256_setzero_pd(), _CMP_LT_OQ));
	__m256i dneg = _mm256_cmpgt_epi64(zero, u);
	__m256i step = _mm256_and_si256(_mm256_and_si256(exact, enz), _mm256_xor_si256(eneg, dneg));
	if (has_e)
		bits = _mm256_add_epi64(bits, step);
	__m256i under = _mm256_cmpgt_epi64(i64(0x00800000), bits);
	__m256i r = _mm256_or_si256(sign, bits);
	r = _mm256_blendv_epi8(r, sign, _mm256_or_si256(small, under));
	r = _mm256_blendv_epi8(r, _mm256_or_si256(sign, i64(0x7f800000)), big);
	r = _mm256_blendv_epi8(r, i64(NAN_CANON), nan);
	__m256i lo = _mm256_permutevar8x32_epi32(r, _mm256_setr_epi32(0, 2, 4, 6, 0, 2, 4, 6));
	return _mm_castsi128_ps(_mm256_castsi256_si128(lo));
}

/* finish()'s clamp: NaN and below zero to +0 (-0 stays), above one to 1 */
V __m128 vclamp(__m128 f)
{
	__m128 lo = _mm_or_ps(_mm_cmpunord_ps(f, f), _mm_cmplt_ps(f, _mm_setzero_ps()));
	f = _mm_andnot_ps(lo, f);
	return _mm_blendv_ps(f, _mm_set1_ps(1.0f), _mm_cmpgt_ps(f, _mm_set1_ps(1.0f)));
}

/* A lane's result before the output modifier: exact (d + e) or picked. */
struct vres {
	__m256d d, e;
	__m128 pick;
	bool is_pick;
	bool has_e; /* e may be non-zero */
};

/* finish() */
V __m128 vfinish(const struct vres *r, unsigned omod, bool clamp)
{
	static const double scale[8] = {1, 2, 4, 8, 0.5, 0.25, 0.125, 1};
	__m128 f;
	if (r->is_pick) {
		if (omod == 7)
			return r->pick;
		__m128 nan = _mm_cmpunord_ps(r->pick, r->pick);
		if (omod == 0) /* to_f32 of a float's double is the float */
			f = vflush(r->pick);
		else
			f = vto_f32(_mm256_mul_pd(_mm256_cvtps_pd(vflush(r->pick)),
			                          _mm256_set1_pd(scale[omod])),
			            _mm256_setzero_pd(), false);
		f = _mm_blendv_ps(f, _mm_castsi128_ps(i32(NAN_CANON)), nan);
	} else if (omod == 7 || omod == 0) {
		f = vto_f32(r->d, r->e, r->has_e);
		if (omod == 7)
			return f;
	} else {
		__m256d s = _mm256_set1_pd(scale[omod]);
		f = vto_f32(_mm256_mul_pd(r->d, s), _mm256_mul_pd(r->e, s), r->has_e);
	}
	return clamp ? vclamp(f) : f;
}

V struct vres vres_d(__m256d d, __m256d e)
{
	return (struct vres){.d = d, .e = e, .is_pick = false, .has_e = true};
}

/* an exact result: no residual */
V struct vres vres_x(__m256d d)
{
	return (struct vres){.d = d, .e = _mm256_setzero_pd(), .is_pick = false, .has_e = false};
}

V struct vres vres_pick(__m128 f)
{
	return (struct vres){
	        .d = _mm256_setzero_pd(), .e = _mm256_setzero_pd(), .pick = f, .is_pick = true};
}

/* op_min/op_max: B where either is NaN or both are zeros */
V __m128 vminmax(__m128 a, __m128 b, bool max)
{
	__m128 fa = vflush(a), fb = vflush(b), z = _mm_setzero_ps();
	__m128 both0 = _mm_and_ps(_mm_cmpeq_ps(fa, z), _mm_cmpeq_ps(fb, z));
	__m128 take_a = max ? _mm_cmpge_ps(fa, fb) : _mm_cmplt_ps(fa, fb);
	return _mm_blendv_ps(b, a, _mm_andnot_ps(both0, take_a));
}

/* op_cnd (C > 0.5) and op_cmp (C >= 0): A, else (NaN included) B */
V __m128 vcnd(__m128 a, __m128 b, __m128 c, bool cmp)
{
	__m128 fc = vflush(c);
	__m128 m = cmp ? _mm_cmpge_ps(fc, _mm_setzero_ps()) : _mm_cmpgt_ps(fc, _mm_set1_ps(0.5f));
	return _mm_blendv_ps(b, a, m);
}

/* frc(): A - floor(A) with its residual; NaN for the non-finite (the
 * difference is NaN there too) */
V struct vres vfrc(__m128 a)
{
	__m256d x = _mm256_cvtps_pd(vflush(a)), e;
	/* -floor(x) as C's unary minus: the sign flipped, -(+0) is -0 */
	__m256d d = vtwo_sum(x, _mm256_xor_pd(_mm256_floor_pd(x), _mm256_set1_pd(-0.0)), &e);
	return vres_d(d, e);
}

/* LN2 and EX2 as vectors, certified against libm (docs/hw/r5xx-raster.md,
 * "Fast paths"): the reference is to_f32(log2(x), 0) or to_f32(exp2(x), 0)
 * of the host's libm, whose error is below one ulp of the double. Each
 * lane here computes an approximation r whose error is provably below
 * err (about 2^-44 relative; err allows 2^-40, and libm's ulp); where
 * r - err and r + err truncate to the same float, libm's double lies
 * between them and truncates to that float too, so that float is the
 * reference's. The bit set in the result is of the lanes certified; the
 * others (outside the ranges below, exact results, and the rare r close
 * to a float) are the caller's to compute by transcendental(). */
V __m256d vtrunc_d(__m256d r) /* to_f32's truncation, kept as a double */
{
	return _mm256_and_pd(r, _mm256_castsi256_pd(i64(UINT64_C(0xffffffffe0000000))));
}

V int vcertain(__m256d r, __m256d err, __m256d ok)
{
	__m256d lo = vtrunc_d(_mm256_sub_pd(r, err)), hi = vtrunc_d(_mm256_add_pd(r, err));
	return _mm256_movemask_pd(_mm256_and_pd(ok, _mm256_cmp_pd(lo, hi, _CMP_EQ_OQ)));
}

/* log2 of flushed a: x = m 2^e with m in [0.7071, 1.4142], s = (m-1)/(m+1)
 * (m - 1 and m + 1 exact, the quotient within 2^-53), log2(m) =
 * (2/ln 2) atanh(s) = (2/ln 2) s (1 + z/3 + ... + z^7/15), z = s^2 <=
 * 0.02944: the series' tail is below 2^-44.8 of it and the evaluation's
 * roundings below 2^-49. Certified: positive normal x that is not a power
 * of two (those, r = e exactly, are libm's) */
V int vlog2(__m128 a, __m128 *res)
{
	__m128i u = _mm_castps_si128(a);
	__m128i ok32 = _mm_and_si128(_mm_cmpgt_epi32(u, i32(0x007fffff)),
	                             _mm_cmplt_epi32(u, i32(0x7f800000)));
	__m128i mf = _mm_and_si128(u, i32(0x7fffff));
	__m128i big = _mm_cmpgt_epi32(mf, i32(0x3504f3)); /* m > sqrt(2): m / 2 */
	__m128i e = _mm_sub_epi32(_mm_sub_epi32(_mm_srli_epi32(u, 23), i32(127)), big);
	__m128 m = _mm_castsi128_ps(
	        _mm_or_si128(mf, _mm_add_epi32(i32(127u << 23), _mm_slli_epi32(big, 23))));
	__m256d md = _mm256_cvtps_pd(m), one = _mm256_set1_pd(1.0);
	__m256d sd = _mm256_div_pd(_mm256_sub_pd(md, one), _mm256_add_pd(md, one));
	__m256d z = _mm256_mul_pd(sd, sd);
	static const double c[8] = {1.0 / 15, 1.0 / 13, 1.0 / 11, 1.0 / 9,
	                            1.0 / 7,  1.0 / 5,  1.0 / 3,  1.0};
	__m256d p = _mm256_set1_pd(c[0]);
	for (unsigned k = 1; k < 8; k++)
		p = _mm256_add_pd(_mm256_mul_pd(p, z), _mm256_set1_pd(c[k]));
	__m256d t = _mm256_mul_pd(
	        _mm256_mul_pd(sd, _mm256_set1_pd(0x1.71547652b82fep+1) /* 2 / ln 2 */), p);
	__m256d r = _mm256_add_pd(_mm256_cvtepi32_pd(e), t);
	__m256d sgn = _mm256_set1_pd(-0.0);
	__m256d err =
	        _mm256_add_pd(_mm256_mul_pd(_mm256_andnot_pd(sgn, t), _mm256_set1_pd(0x1p-40)),
	                      _mm256_mul_pd(_mm256_andnot_pd(sgn, r), _mm256_set1_pd(0x1p-50)));
	__m256d ok = _mm256_andnot_pd(_mm256_cmp_pd(t, _mm256_setzero_pd(), _CMP_EQ_OQ),
	                              wide(_mm_castsi128_ps(ok32)));
	*res = _mm256_cvtpd_ps(vtrunc_d(r));
	return vcertain(r, err, ok);
}

/* exp2 of flushed a: x = i + f, i the nearest integer, f in [-1/2, 1/2]
 * exact; 2^f by its Taylor series in f to degree 11 (the tail below
 * 2^-46.6 of it, the roundings below 2^-48), times 2^i exactly.
 * Certified: x in [-125, 127] not an integer (an exact power of two is
 * libm's) */
V int vexp2(__m128 a, __m128 *res)
{
	__m128 ok32 = _mm_and_ps(_mm_cmpge_ps(a, _mm_set1_ps(-125.0f)),
	                         _mm_cmple_ps(a, _mm_set1_ps(127.0f)));
	a = _mm_and_ps(a, ok32); /* NaN and the far ones: 0, not certified */
	__m256d x = _mm256_cvtps_pd(a);
	__m256d id = _mm256_round_pd(x, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
	__m256d f = _mm256_sub_pd(x, id);
	/* ln(2)^k / k!, k = 11 down to 0, rounded to nearest */
	static const double c[12] = {
	        0x1.e8cac7351bb25p-32, 0x1.e4cf5158b8ecap-28, 0x1.b5253d395e7c4p-24,
	        0x1.62c0223a5c824p-20, 0x1.ffcbfc588b0c7p-17, 0x1.430912f86c787p-13,
	        0x1.5d87fe78a6731p-10, 0x1.3b2ab6fba4e77p-7,  0x1.c6b08d704a0c0p-5,
	        0x1.ebfbdff82c58fp-3,  0x1.62e42fefa39efp-1,  1.0};
	__m256d p = _mm256_set1_pd(c[0]);
	for (unsigned k = 1; k < 12; k++)
		p = _mm256_add_pd(_mm256_mul_pd(p, f), _mm256_set1_pd(c[k]));
	__m256i ie = _mm256_cvtepi32_epi64(_mm256_cvtpd_epi32(id));
	__m256d scale = _mm256_castsi256_pd(_mm256_slli_epi64(_mm256_add_epi64(ie, i64(1023)), 52));
	__m256d r = _mm256_mul_pd(p, scale);
	__m256d err = _mm256_mul_pd(r, _mm256_set1_pd(0x1p-40));
	__m256d ok =
	        _mm256_andnot_pd(_mm256_cmp_pd(f, _mm256_setzero_pd(), _CMP_EQ_OQ), wide(ok32));
	*res = _mm256_cvtpd_ps(vtrunc_d(r));
	return vcertain(r, err, ok);
}

/* transcendental(), then res_d(f, 0): RCP and RSQ as vectors, LN2 and EX2
 * as certified vectors, the rest through libm a pixel at a time */
V struct vres vtransc(unsigned op, __m128 a)
{
	__m128 f;
	if (op == R500_ALPHA_RCP || op == R500_ALPHA_RSQ) {
		__m128 fa = vflush(a);
		__m256d x = _mm256_cvtps_pd(fa), one = _mm256_set1_pd(1.0);
		__m256d r = op == R500_ALPHA_RCP ? _mm256_div_pd(one, x)
		                                 : _mm256_div_pd(one, _mm256_sqrt_pd(x));
		f = vto_f32(r, _mm256_setzero_pd(), false);
		if (op == R500_ALPHA_RSQ) /* both zeros: +Inf */
			f = _mm_blendv_ps(f, _mm_set1_ps(INFINITY),
			                  _mm_cmpeq_ps(fa, _mm_setzero_ps()));
	} else {
		int done = 0;
		f = _mm_setzero_ps();
		if (op == R500_ALPHA_LN2)
			done = vlog2(vflush(a), &f);
		else if (op == R500_ALPHA_EX2)
			done = vexp2(vflush(a), &f);
		if (__builtin_expect(done != 15, 0)) {
			float in[4], out[4];
			_mm_storeu_ps(in, a);
			_mm_storeu_ps(out, f);
			for (unsigned p = 0; p < 4; p++)
				if (!(done >> p & 1))
					out[p] = transcendental(op, in[p]);
			f = _mm_loadu_ps(out);
		}
	}
	/* a NaN's double is NaN, as the reference's res_d(NAN) */
	return vres_x(_mm256_cvtps_pd(f));
}

/* sum_terms() of n products with dp_cancels(): the four pixels' DP */
V struct vres vdot(const __m256d *t, unsigned n)
{
	__m256d s = t[0], err = _mm256_setzero_pd(), r;
	for (unsigned i = 1; i < n; i++) {
		s = vtwo_sum(s, t[i], &r);
		err = _mm256_add_pd(err, r);
	}
	/* dp_cancels can hold only where the sum is 2^23 or more below the
	 * largest term (the two largest cancel and the rest are 2^25 below):
	 * those pixels ask the one-pixel rule */
	__m256d sgn = _mm256_set1_pd(-0.0);
	__m256d mx = _mm256_andnot_pd(sgn, t[0]);
	for (unsigned i = 1; i < n; i++)
		mx = _mm256_max_pd(mx, _mm256_andnot_pd(sgn, t[i]));
	__m256d cand = _mm256_cmp_pd(
	        _mm256_mul_pd(_mm256_andnot_pd(sgn, s), _mm256_set1_pd(0x1p23)), mx, _CMP_LE_OQ);
	cand = _mm256_or_pd(cand, _mm256_cmp_pd(s, s, _CMP_UNORD_Q));
	int m = _mm256_movemask_pd(cand);
	if (__builtin_expect(m != 0, 0)) {
		double tv[4][4], sv[4], ev[4];
		for (unsigned i = 0; i < n; i++)
			_mm256_storeu_pd(tv[i], t[i]);
		_mm256_storeu_pd(sv, s);
		_mm256_storeu_pd(ev, err);
		for (unsigned p = 0; p < 4; p++) {
			if (!(m >> p & 1))
				continue;
			double tp[4];
			for (unsigned i = 0; i < n; i++)
				tp[i] = tv[i][p];
			if (dp_cancels(tp, n))
				sv[p] = 0, ev[p] = 0;
		}
		s = _mm256_loadu_pd(sv), err = _mm256_loadu_pd(ev);
	}
	return vres_d(s, err);
}

/* ------------------------------------------------------------------ the lane program */

/* What a uop does (struct r5xx_us_simd_uop). Each ALU instruction reads
 * its operands from the temporaries; a lane operation writes its result
 * straight to its temporary (wd) where no later lane operation of the
 * instruction reads that lane, else to one of four slots (R, G, B, A)
 * that the instruction's commit then writes, so that no lane sees
 * another's result of the same instruction. */
enum {
	U_END,
	U_MAD,     /* slot dst = MAD(o0, o1, o2) */
	U_MUL,     /* the same where o2 is a zero copy: exact, no residual */
	U_SET,     /* slot dst = o0 (a result the compiler computed) */
	U_PICK,    /* MIN, MAX, CND, CMP (op: the alpha op's number) */
	U_DP,      /* the dot product (op: the RGB op) of o0*o1, o2*o3, o4*o5 (D2A: o4), o6*o7 */
	U_FRC,     /* slot dst = FRC(o0) */
	U_TRANSC,  /* the transcendental result (op: the alpha op) of o0 */
	U_FIN,     /* slot dst = the DP's (op 0) or the transcendental's (op 1) result */
	U_DPF,     /* U_DP and its one U_FIN together */
	U_TRANSCF, /* U_TRANSC and its one U_FIN together */
	U_COMMIT,  /* op writes: slot o[i] to w[i] */
	U_OUT,     /* the OUTPUT instruction ins's writes from the slots */
	U_TEX,     /* the TEX instruction ins */
	U_SRCP,    /* the ALU instruction ins with presubtraction, a pixel at a time */
};

/* What the compiler knows of the temporaries: the lanes an earlier
 * instruction set to the same value in every pixel of every quad (a
 * result computed from constants only), and the lanes that may hold a
 * denormal (the RS's writes, a pick's unfinished result). The RS's
 * writes and the zeros at the start are not counted as known: they are
 * the quad's. */
struct known {
	bool on[R5XX_US_TEMPS][4];
	float v[R5XX_US_TEMPS][4];
	bool raw[R5XX_US_TEMPS][4];
	bool pend[R5XX_US_TEMPS][4]; /* known, not yet stored (materialize) */
};

static uint16_t opnd_add(struct r5xx_us_fast *fp, const struct r5xx_us *us, const struct known *kn,
                         const struct r5xx_us_fast_opnd *d)
{
	unsigned i = fp->nopnds++;
	struct r5xx_us_simd_opnd *s = &fp->opnds[i];
	float v;
	if (d->kind == 0) {
		unsigned t = d->soff / 16, c = d->soff % 16 / 4;
		if (!kn->on[t][c]) {
			bool plain = d->am == 0xffffffffu && !d->xm && !kn->raw[t][c];
			*s = (struct r5xx_us_simd_opnd){fp->tq[t][c][0], d->am, d->xm,
			                                R5XX_US_QUAD_STEP, plain ? 1 : 2};
			return (uint16_t)i;
		}
		/* a lane an earlier instruction set everywhere */
		v = f_of((u_of(kn->v[t][c]) & d->am) ^ d->xm);
	} else {
		/* the constant is the primitive's: the registers do not
		 * change while one is drawn */
		v = d->kind == 1 ? f_of((u_of((&us->konst[0][0])[d->off]) & d->am) ^ d->xm)
		                 : d->val;
	}
	for (unsigned p = 0; p < 4; p++)
		fp->kpool[i][p] = v, fp->kf[i][p] = flush(v);
	*s = (struct r5xx_us_simd_opnd){fp->kpool[i], 0xffffffffu, 0, 0, 0};
	return (uint16_t)i;
}

static struct r5xx_us_simd_uop *uop_add(struct r5xx_us_fast *fp, unsigned kind, unsigned dst)
{
	struct r5xx_us_simd_uop *u = &fp->uops[fp->nuops++];
	memset(u, 0, sizeof(*u));
	u->kind = (uint8_t)kind, u->dst = (uint8_t)dst;
	return u;
}

/* a MAD, pick or FRC of lane k (3 alpha) into slot k; *raw: the result
 * may be a denormal (a pick's, unfinished) */
static struct r5xx_us_simd_uop *lane_op(struct r5xx_us_fast *fp, const struct r5xx_us *us,
                                        const struct known *kn, const struct r5xx_us_fast_ins *o,
                                        unsigned k, unsigned op, bool alpha, bool *raw)
{
	unsigned omod = alpha ? o->aomod : o->romod;
	bool clamp = alpha ? o->aclamp : o->rclamp;
	struct r5xx_us_simd_uop *u;
	if (op == R500_ALPHA_MAD) /* = R500_RGB_MAD */
		u = uop_add(fp, U_MAD, k);
	else if (op == R500_ALPHA_FRC)
		u = uop_add(fp, U_FRC, k);
	else
		u = uop_add(fp, U_PICK, k);
	u->op = (uint8_t)op, u->omod = (uint8_t)omod, u->clamp = clamp;
	*raw = u->kind == U_PICK && omod == 7;
	unsigned nop = op == R500_ALPHA_MIN || op == R500_ALPHA_MAX ? 2
	               : op == R500_ALPHA_FRC                       ? 1
	                                                            : 3;
	for (unsigned j = 0; j < nop; j++)
		u->o[j] = opnd_add(fp, us, kn, &o->opnd[j][k]);
	/* C a zero (either sign) everywhere: the sum is the product,
	 * exactly */
	const struct r5xx_us_simd_opnd *c = &fp->opnds[u->o[2]];
	if (u->kind == U_MAD && !c->mode && fp->kf[u->o[2]][0] == 0)
		u->kind = U_MUL;
	return u;
}

/* the RGB op as the alpha op of the same operation (MAD, MIN, MAX, CND,
 * CMP, FRC), for lane_op */
static unsigned rgb_as_alpha(unsigned rop)
{
	switch (rop) {
	case R500_RGB_MAD: return R500_ALPHA_MAD;
	case R500_RGB_MIN: return R500_ALPHA_MIN;
	case R500_RGB_MAX: return R500_ALPHA_MAX;
	case R500_RGB_CND: return R500_ALPHA_CND;
	case R500_RGB_CMP: return R500_ALPHA_CMP;
	default: return R500_ALPHA_FRC;
	}
}

/* operand d's value when it is the same everywhere */
static bool opnd_known(const struct known *k, const struct r5xx_us *us,
                       const struct r5xx_us_fast_opnd *d, float *v)
{
	if (d->kind == 2) {
		*v = d->val;
		return true;
	}
	uint32_t x;
	if (d->kind == 1) {
		x = u_of((&us->konst[0][0])[d->off]);
	} else {
		unsigned t = d->soff / 16, c = d->soff % 16 / 4;
		if (!k->on[t][c])
			return false;
		x = u_of(k->v[t][c]);
	}
	*v = f_of((x & d->am) ^ d->xm);
	return true;
}

/* The operand channels (bit 4j + c of operand j, channel c) that the RGB
 * (alpha false) or the alpha unit's written results read: compile_ins's
 * gmask, a unit at a time. */
static unsigned unit_reads(const struct r5xx_us_fast_ins *o, bool alpha)
{
	static const uint16_t dp_ops[3] = {0x77, 0xff, 0x33 | 0x400}; /* DP3, DP4, D2A */
	unsigned m = o->need_rgb, rop = o->rop, aop = o->aop;
	bool rgb_dp = rop == R500_RGB_DP3 || rop == R500_RGB_DP4 || rop == R500_RGB_D2A;
	if (!alpha && !m)
		return 0;
	if (alpha && !o->need_a)
		return 0;
	if (!alpha && rop != R500_RGB_SOP) {
		switch (rop) {
		case R500_RGB_MAD:
		case R500_RGB_CND:
		case R500_RGB_CMP: return m | m << 4 | m << 8;
		case R500_RGB_MIN:
		case R500_RGB_MAX: return m | m << 4;
		case R500_RGB_FRC: return m;
		default: return rgb_dp ? dp_ops[rop - R500_RGB_DP3] : 0;
		}
	}
	switch (aop) {
	case R500_ALPHA_MAD:
	case R500_ALPHA_CND:
	case R500_ALPHA_CMP: return 0x888;
	case R500_ALPHA_MIN:
	case R500_ALPHA_MAX: return 0x88;
	case R500_ALPHA_DP: return rgb_dp ? dp_ops[rop - R500_RGB_DP3] : 0;
	default: return 0x8; /* FRC, transcendentals */
	}
}

/* a lane set to value v (every pixel) */
static struct r5xx_us_simd_uop *set_lane(struct r5xx_us_fast *fp, const struct r5xx_us *us,
                                         const struct known *kn, unsigned slot, float v)
{
	struct r5xx_us_fast_opnd d = {.kind = 2, .val = v};
	struct r5xx_us_simd_uop *u = uop_add(fp, U_SET, slot);
	u->o[0] = opnd_add(fp, us, kn, &d);
	return u;
}

/* The finish of the DP's (op 0) or the transcendental's (op 1) result
 * into slot dst: merged into its producer when that is the uop just
 * before and nothing else takes the result (last). */
static struct r5xx_us_simd_uop *fin_add(struct r5xx_us_fast *fp, unsigned op, unsigned dst,
                                        unsigned omod, bool clamp, bool last)
{
	struct r5xx_us_simd_uop *u = fp->nuops ? &fp->uops[fp->nuops - 1] : NULL;
	if (last && u && u->kind == (op ? U_TRANSC : U_DP)) {
		u->kind = op ? U_TRANSCF : U_DPF;
		u->dst = (uint8_t)dst;
	} else {
		u = uop_add(fp, U_FIN, dst);
		u->op = (uint8_t)op;
	}
	u->omod = (uint8_t)omod, u->clamp = clamp;
	return u;
}

/* whether the RGB lane operations of the lanes in mask (bit k: lane k)
 * read temporary t's channel ch */
static bool lanes_read(const struct r5xx_us_fast_ins *o, unsigned mask, unsigned t, unsigned ch)
{
	for (unsigned k = 0; k < 3; k++)
		for (unsigned j = 0; j < 3 && mask >> k & 1; j++) {
			const struct r5xx_us_fast_opnd *d = &o->opnd[j][k];
			if (d->kind == 0 && d->soff == t * 16 + ch * 4)
				return true;
		}
	return false;
}

static void compile_alu(struct r5xx_us_fast *fp, const struct r5xx_us *us, unsigned idx,
                        struct known *kn)
{
	const struct r5xx_us_fast_ins *o = &fp->ins[idx];
	if (o->srcp) {
		uop_add(fp, U_SRCP, 0)->ins = (uint16_t)idx;
		for (unsigned c = 0; c < 3; c++)
			if (o->rwm >> c & 1)
				kn->on[o->rdst][c] = false, kn->raw[o->rdst][c] = true;
		if (o->awm)
			kn->on[o->adst][3] = false, kn->raw[o->adst][3] = true;
		return;
	}
	unsigned rop = o->rop, aop = o->aop;
	bool rgb_dp = rop == R500_RGB_DP3 || rop == R500_RGB_DP4 || rop == R500_RGB_D2A;
	bool sop = rop == R500_RGB_SOP && o->need_rgb;
	/* a unit whose operands are the same everywhere is computed here,
	 * once, by the reference's own alu_pixel */
	struct alu_in in;
	memset(&in, 0, sizeof(in));
	bool kr = true, ka = true;
	unsigned rbits = unit_reads(o, false), abits = unit_reads(o, true);
	for (unsigned j = 0; j < 3; j++)
		for (unsigned c = 0; c < 4; c++) {
			unsigned bit = 1u << (4 * j + c);
			if (!((rbits | abits) & bit))
				continue;
			float v = 0;
			bool k = opnd_known(kn, us, &o->opnd[j][c], &v);
			kr = kr && (k || !(rbits & bit));
			ka = ka && (k || !(abits & bit));
			float *dst = c < 3 ? (j == 0   ? &in.a[0][c]
			                      : j == 1 ? &in.b[0][c]
			                               : &in.c[0][c])
			                   : (j == 0   ? &in.aa[0]
			                      : j == 1 ? &in.ab[0]
			                               : &in.ac[0]);
			*dst = v;
		}
	bool fold_rgb = o->need_rgb && kr, fold_a = o->need_a && ka;
	float frgb[3] = {0, 0, 0}, fa = 0;
	if (fold_rgb || fold_a) {
		struct alu_ops ops = {
		        .rop = rop,
		        .aop = aop,
		        .romod = o->romod,
		        .aomod = o->aomod,
		        .rclamp = o->rclamp,
		        .aclamp = o->aclamp,
		        .rgb_dp = rgb_dp,
		        .alpha_tr = aop >= R500_ALPHA_EX2 && aop <= R500_ALPHA_COS,
		};
		alu_pixel(us, &ops, &in, 0, frgb, &fa);
	}
	if (rgb_dp &&
	    ((o->need_rgb && !fold_rgb) || (o->need_a && aop == R500_ALPHA_DP && !fold_a))) {
		struct r5xx_us_simd_uop *u = uop_add(fp, U_DP, 0);
		u->op = (uint8_t)rop;
		for (unsigned k = 0; k < 4; k++) {
			if (k == 3 && rop != R500_RGB_DP4)
				break;
			if (k == 2 && rop == R500_RGB_D2A) {
				u->o[4] = opnd_add(fp, us, kn, &o->opnd[2][2]);
				continue;
			}
			u->o[2 * k] = opnd_add(fp, us, kn, &o->opnd[0][k]);
			u->o[2 * k + 1] = opnd_add(fp, us, kn, &o->opnd[1][k]);
		}
	}
	/* A lane's result goes straight to its temporary unless an OUTPUT
	 * reads the slots or a later lane operation of the instruction reads
	 * that lane (each lane operation reads everything before it writes,
	 * quad by quad). A folded lane is not stored until something reads
	 * the temporaries themselves (materialize). */
	bool out = o->type == R500_FS_OUT;
	bool rgb_lanes = !fold_rgb && !rgb_dp && rop != R500_RGB_SOP;
	bool wrote[4] = {false, false, false, false};
	/* the alpha unit; SOP reads its (transcendental) result */
	bool transc = aop >= R500_ALPHA_EX2 && aop <= R500_ALPHA_COS;
	bool raw[4] = {false, false, false, false}; /* the slots' */
	if (fold_a) {
		if (out)
			set_lane(fp, us, kn, 3, fa);
	} else if (o->need_a || (sop && !fold_rgb)) {
		if (transc) {
			struct r5xx_us_simd_uop *u = uop_add(fp, U_TRANSC, 0);
			u->op = (uint8_t)aop;
			u->o[0] = opnd_add(fp, us, kn, &o->opnd[0][3]);
		}
		if (o->need_a) {
			struct r5xx_us_simd_uop *u;
			if (transc || aop == R500_ALPHA_DP) {
				/* the RGB unit takes the same result too (SOP, DP) */
				bool shared = o->need_rgb && !fold_rgb && (rgb_dp || sop);
				u = fin_add(fp, transc, 3, o->aomod, o->aclamp, !shared);
			} else {
				u = lane_op(fp, us, kn, o, 3, aop, true, &raw[3]);
			}
			if (!out && o->awm &&
			    !(rgb_lanes && lanes_read(o, o->need_rgb, o->adst, 3))) {
				u->wd = fp->tq[o->adst][3][0];
				wrote[3] = true;
			}
		}
	}
	/* the RGB unit: a DP or SOP result is the three channels' */
	bool one = rgb_dp || rop == R500_RGB_SOP;
	if (fold_rgb) {
		if (out) {
			for (unsigned k = 0; k < 3; k++)
				if (o->need_rgb >> k & 1 && (!one || k == 0))
					set_lane(fp, us, kn, k, frgb[k]);
			if (one && !(o->need_rgb & 1))
				set_lane(fp, us, kn, 0, frgb[0]);
		}
	} else if (o->need_rgb && one) {
		struct r5xx_us_simd_uop *u = fin_add(fp, !rgb_dp, 0, o->romod, o->rclamp, true);
		/* the one result written to one lane: straight there */
		if (!out && (o->rwm == 1 || o->rwm == 2 || o->rwm == 4)) {
			unsigned k = (unsigned)__builtin_ctz(o->rwm);
			u->wd = fp->tq[o->rdst][k][0];
			wrote[k] = true;
		}
	} else {
		for (unsigned k = 0; k < 3; k++) {
			if (!(o->need_rgb >> k & 1))
				continue;
			struct r5xx_us_simd_uop *u =
			        lane_op(fp, us, kn, o, k, rgb_as_alpha(rop), false, &raw[k]);
			if (!out && o->rwm >> k & 1 &&
			    !lanes_read(o, o->need_rgb & (0xeu << k), o->rdst, k)) {
				u->wd = fp->tq[o->rdst][k][0];
				wrote[k] = true;
			}
		}
	}
	if (out)
		uop_add(fp, U_OUT, 0)->ins = (uint16_t)idx;
	struct r5xx_us_simd_uop *c = uop_add(fp, U_COMMIT, 0);
	unsigned n = 0;
	for (unsigned k = 0; k < 3; k++) {
		if (!(o->rwm >> k & 1))
			continue;
		unsigned t = o->rdst;
		kn->on[t][k] = kn->pend[t][k] = fold_rgb, kn->v[t][k] = frgb[k];
		if (fold_rgb) {
			kn->raw[t][k] = is_denorm(frgb[k]);
			continue;
		}
		kn->raw[t][k] = raw[one ? 0 : k];
		if (!wrote[k]) {
			c->o[n] = (uint16_t)(one ? 0 : k);
			c->w[n++] = fp->tq[t][k][0];
		}
	}
	if (o->awm) {
		unsigned t = o->adst;
		kn->on[t][3] = kn->pend[t][3] = fold_a, kn->v[t][3] = fa;
		kn->raw[t][3] = fold_a ? is_denorm(fa) : raw[3];
		if (!fold_a && !wrote[3]) {
			c->o[n] = 3;
			c->w[n++] = fp->tq[t][3][0];
		}
	}
	c->op = (uint8_t)n;
	if (!n)
		fp->nuops--;
}

/* Stores the folded lanes not yet stored, before something reads the
 * temporaries themselves (TEX, a presubtracting instruction): false when
 * there is no room. */
static bool materialize(struct r5xx_us_fast *fp, const struct r5xx_us *us, struct known *kn)
{
	for (unsigned t = 0; t < R5XX_US_TEMPS; t++)
		for (unsigned c = 0; c < 4; c++) {
			if (!kn->pend[t][c])
				continue;
			if (fp->nuops + 10 > R5XX_US_SIMD_UOPS ||
			    fp->nopnds + 13 > R5XX_US_SIMD_OPNDS)
				return false;
			set_lane(fp, us, kn, 0, kn->v[t][c])->wd = fp->tq[t][c][0];
			kn->pend[t][c] = false;
		}
	return true;
}

bool r5xx_us_simd_compile(struct r5xx_us_fast *fp, const struct r5xx_us *us)
{
	fp->nuops = fp->nopnds = 0;
	struct known kn;
	memset(&kn, 0, sizeof(kn));
	/* the RS's writes may be denormals */
	memset(kn.raw, true, sizeof(kn.raw));
	for (unsigned i = 0; i < fp->n; i++) {
		/* room for the largest instruction's uops (DP, transcendental,
		 * three lanes, alpha, output, commit) and operands */
		if (fp->nuops + 9 > R5XX_US_SIMD_UOPS || fp->nopnds + 12 > R5XX_US_SIMD_OPNDS)
			return false;
		const struct r5xx_us_fast_ins *o = &fp->ins[i];
		if ((o->type == R500_FS_TEX || o->srcp) && !materialize(fp, us, &kn))
			return false;
		if (o->type != R500_FS_TEX) {
			compile_alu(fp, us, i, &kn);
			continue;
		}
		uop_add(fp, U_TEX, 0)->ins = (uint16_t)i;
		/* LD and PROJ write flushed texels (with IGNORE_UNCOVERED an
		 * uncovered pixel keeps its value); KILL and NOP write nothing */
		bool writes = o->op == R500_TEX_LD || o->op == R500_TEX_PROJ;
		for (unsigned c = 0; c < 4; c++)
			if (c < 3 ? o->rwm >> c & 1 : o->awm) {
				kn.on[o->dst][c] = false;
				if (writes && !o->ign)
					kn.raw[o->dst][c] = false;
			}
	}
	uop_add(fp, U_END, 0);
	return true;
}

V __m128 ld(const struct r5xx_us_fast *fp, unsigned i, unsigned qi)
{
	const struct r5xx_us_simd_opnd *s = &fp->opnds[i];
	__m128i x = _mm_loadu_si128((const __m128i *)(s->p + qi * s->stride));
	return _mm_castsi128_ps(_mm_xor_si128(_mm_and_si128(x, i32(s->am)), i32(s->xm)));
}

/* A multiplier's operand for the batch: quad qi's four flushed floats at
 * p + qi * s (s 0 for a copy) */
struct rd {
	const float *p;
	size_t s;
};

/* operand i as the multiplier reads it: a copy's flushed floats, a clean
 * temporary's lanes in place, or the lanes masked and flushed into buf */
V struct rd reader(const struct r5xx_us_fast *fp, unsigned i, unsigned n, float (*buf)[4])
{
	const struct r5xx_us_simd_opnd *s = &fp->opnds[i];
	if (s->mode == 0)
		return (struct rd){fp->kf[i], 0};
	if (s->mode == 1)
		return (struct rd){s->p, R5XX_US_QUAD_STEP};
	for (unsigned qi = 0; qi < n; qi++)
		_mm_storeu_ps(buf[qi], vflush(ld(fp, i, qi)));
	return (struct rd){&buf[0][0], 4};
}

V __m256d rdd(struct rd r, unsigned qi)
{
	return _mm256_cvtps_pd(_mm_loadu_ps(r.p + qi * r.s));
}

/* mul() of flushed operands widened to doubles: the exact product; with
 * ZERO_TIMES_ANYTHING, +0 where either is zero */
V __m256d vmul_d(bool zt, __m256d a, __m256d b)
{
	__m256d p = _mm256_mul_pd(a, b);
	if (zt) {
		__m256d z = _mm256_or_pd(_mm256_cmp_pd(a, _mm256_setzero_pd(), _CMP_EQ_OQ),
		                         _mm256_cmp_pd(b, _mm256_setzero_pd(), _CMP_EQ_OQ));
		p = _mm256_andnot_pd(z, p);
	}
	return p;
}

/* The OUTPUT instruction's render target and W writes from the slots:
 * the lanes transposed to pixels; a pixel's four channels at once where
 * the output writes all of them */
V void out_write(const struct r5xx_us_fast_ins *o, struct r5xx_quad *q, const __m128 *slot)
{
	bool one = o->rop == R500_RGB_DP3 || o->rop == R500_RGB_DP4 || o->rop == R500_RGB_D2A ||
	           o->rop == R500_RGB_SOP;
	__m128 px[4] = {slot[0], one ? slot[0] : slot[1], one ? slot[0] : slot[2], slot[3]};
	if (o->wout)
		_mm_storeu_ps(q->depth, slot[3]);
	_MM_TRANSPOSE4_PS(px[0], px[1], px[2], px[3]); /* rows: pixels */
	if (o->rom == 7 && o->aom && o->rt == o->at) {
		for (unsigned p = 0; p < 4; p++)
			_mm_storeu_ps(q->out[o->rt][p], px[p]);
		return;
	}
	float v[4][4];
	for (unsigned p = 0; p < 4; p++)
		_mm_storeu_ps(v[p], px[p]);
	for (unsigned p = 0; p < 4; p++) {
		for (unsigned c = 0; c < 3; c++)
			if (o->rom >> c & 1)
				q->out[o->rt][p][c] = v[p][c];
		if (o->aom)
			q->out[o->at][p][3] = v[p][3];
	}
}

/* A TEX LD on quad qi in this layout: r5xx_us_fast_tex's work with the
 * coordinates (tex_coord's flush and NaN) and the written texel lanes
 * (flush) as vectors; what the direct LD declines goes to it whole. */
V void vtex_ld(struct r5xx_us *us, struct r5xx_us_fast *fp, const struct r5xx_us_fast_ins *o,
               struct r5xx_quad *q, unsigned qi)
{
	float(*src)[R5XX_US_BATCH][4] = fp->tq[o->src & (R5XX_US_TEMPS - 1)];
	__m128 c[4];
	for (unsigned k = 0; k < 4; k++) {
		__m128 f = vflush(_mm_loadu_ps(src[o->swz >> (2 * k) & 3][qi]));
		c[k] = _mm_blendv_ps(f, _mm_set1_ps(INFINITY), _mm_cmpunord_ps(f, f));
	}
	_MM_TRANSPOSE4_PS(c[0], c[1], c[2], c[3]); /* rows: pixels */
	float coord[4][4], out[4][4];
	for (unsigned p = 0; p < 4; p++)
		_mm_storeu_ps(coord[p], c[p]);
	if (!fp->ld || !fp->ld(fp->ld_user, o->tex_id, o->unscaled, coord, out)) {
		fp->cur = qi;
		r5xx_us_fast_tex(us, fp, o, q);
		return;
	}
	__m128 t[4];
	for (unsigned p = 0; p < 4; p++)
		t[p] = _mm_loadu_ps(out[p]);
	_MM_TRANSPOSE4_PS(t[0], t[1], t[2], t[3]); /* rows: texel channels */
	/* IGNORE_UNCOVERED: the uncovered pixels keep their values */
	unsigned mask = o->ign ? q->cover & 15 : 15;
	__m128 keep = _mm_castsi128_ps(_mm_cmpeq_epi32(
	        _mm_and_si128(_mm_set1_epi32((int)mask), _mm_setr_epi32(1, 2, 4, 8)),
	        _mm_setzero_si128()));
	float(*dst)[R5XX_US_BATCH][4] = fp->tq[o->dst & (R5XX_US_TEMPS - 1)];
	for (unsigned k = 0; k < 4; k++) {
		if (!(k < 3 ? o->rwm >> k & 1 : o->awm))
			continue;
		__m128 v = vflush(t[o->dswz >> (2 * k) & 3]);
		if (mask != 15)
			v = _mm_blendv_ps(v, _mm_loadu_ps(dst[k][qi]), keep);
		_mm_storeu_ps(dst[k][qi], v);
	}
}

/* a lane's result for quad qi: to its slot, or straight to its
 * temporary */
V void put(__m128 (*slot)[4], const struct r5xx_us_simd_uop *u, unsigned qi, __m128 v)
{
	if (u->wd)
		_mm_storeu_ps(u->wd + qi * R5XX_US_QUAD_STEP, v);
	else
		slot[qi][u->dst] = v;
}

/* The lane program on quads qs[0..n-1]: each lane operation over every
 * quad in turn (its operands and results at the quad's temporaries) */
__attribute__((target("avx2"))) static void run_uops(struct r5xx_us *us, struct r5xx_us_fast *fp,
                                                     struct r5xx_quad *const *qs, unsigned n)
{
	__m128 slot[R5XX_US_BATCH][4];
	struct vres dp[R5XX_US_BATCH], ar[R5XX_US_BATCH];
	for (unsigned qi = 0; qi < n; qi++) {
		for (unsigned c = 0; c < 4; c++)
			slot[qi][c] = _mm_setzero_ps();
		dp[qi] = ar[qi] = vres_d(_mm256_setzero_pd(), _mm256_setzero_pd());
	}
	bool zt = us->config & R5XX_US_CONFIG_ZERO_TIMES_ANYTHING;
	for (const struct r5xx_us_simd_uop *u = fp->uops;; u++) {
		switch (u->kind) {
		case U_END: return;
		case U_SET:
			for (unsigned qi = 0; qi < n; qi++)
				put(slot, u, qi, ld(fp, u->o[0], qi));
			break;
		case U_MAD:
		case U_MUL: {
			float F[3][R5XX_US_BATCH][4];
			struct rd a = reader(fp, u->o[0], n, F[0]),
			          b = reader(fp, u->o[1], n, F[1]),
			          c = reader(fp, u->o[2], n, F[2]);
			bool mul = u->kind == U_MUL, plain = !u->omod && !u->clamp;
			for (unsigned qi = 0; qi < n; qi++) {
				__m256d p = vmul_d(zt, rdd(a, qi), rdd(b, qi)), e;
				if (mul) {
					/* p + (+-0): exact */
					__m256d d = _mm256_add_pd(p, rdd(c, qi));
					if (plain) {
						put(slot, u, qi, vto_f32(d, d, false));
					} else {
						struct vres r = vres_x(d);
						put(slot, u, qi, vfinish(&r, u->omod, u->clamp));
					}
				} else {
					__m256d d = vtwo_sum(p, rdd(c, qi), &e);
					if (plain) {
						put(slot, u, qi, vto_f32(d, e, true));
					} else {
						struct vres r = vres_d(d, e);
						put(slot, u, qi, vfinish(&r, u->omod, u->clamp));
					}
				}
			}
			break;
		}
		case U_PICK:
			for (unsigned qi = 0; qi < n; qi++) {
				__m128 a = ld(fp, u->o[0], qi), b = ld(fp, u->o[1], qi), f;
				switch (u->op) {
				case R500_ALPHA_MIN: f = vminmax(a, b, false); break;
				case R500_ALPHA_MAX: f = vminmax(a, b, true); break;
				case R500_ALPHA_CND:
					f = vcnd(a, b, ld(fp, u->o[2], qi), false);
					break;
				default: f = vcnd(a, b, ld(fp, u->o[2], qi), true); break;
				}
				struct vres r = vres_pick(f);
				put(slot, u, qi, vfinish(&r, u->omod, u->clamp));
			}
			break;
		case U_DP:
		case U_DPF: {
			/* the terms' operands: A, B of R, G, B (D2A: B's C) and alpha */
			unsigned nt = u->op == R500_RGB_DP4 ? 4 : 3;
			unsigned no = u->op == R500_RGB_D2A ? 5 : 2 * nt;
			float F[8][R5XX_US_BATCH][4];
			struct rd A[8];
			for (unsigned j = 0; j < no; j++)
				A[j] = reader(fp, u->o[j], n, F[j]);
			for (unsigned qi = 0; qi < n; qi++) {
				__m256d t[4];
				t[0] = vmul_d(zt, rdd(A[0], qi), rdd(A[1], qi));
				t[1] = vmul_d(zt, rdd(A[2], qi), rdd(A[3], qi));
				t[2] = no == 5 ? rdd(A[4], qi)
				               : vmul_d(zt, rdd(A[4], qi), rdd(A[5], qi));
				if (nt == 4)
					t[3] = vmul_d(zt, rdd(A[6], qi), rdd(A[7], qi));
				if (u->kind == U_DPF) {
					struct vres r = vdot(t, nt);
					put(slot, u, qi, vfinish(&r, u->omod, u->clamp));
				} else {
					dp[qi] = vdot(t, nt);
				}
			}
			break;
		}
		case U_FRC:
			for (unsigned qi = 0; qi < n; qi++) {
				struct vres r = vfrc(ld(fp, u->o[0], qi));
				put(slot, u, qi, vfinish(&r, u->omod, u->clamp));
			}
			break;
		case U_TRANSC:
			for (unsigned qi = 0; qi < n; qi++)
				ar[qi] = vtransc(u->op, ld(fp, u->o[0], qi));
			break;
		case U_TRANSCF:
			for (unsigned qi = 0; qi < n; qi++) {
				struct vres r = vtransc(u->op, ld(fp, u->o[0], qi));
				put(slot, u, qi, vfinish(&r, u->omod, u->clamp));
			}
			break;
		case U_FIN:
			for (unsigned qi = 0; qi < n; qi++)
				put(slot, u, qi,
				    vfinish(u->op ? &ar[qi] : &dp[qi], u->omod, u->clamp));
			break;
		case U_COMMIT:
			for (unsigned qi = 0; qi < n; qi++)
				for (unsigned i = 0; i < u->op; i++)
					_mm_storeu_ps(u->w[i] + qi * R5XX_US_QUAD_STEP,
					              slot[qi][u->o[i]]);
			break;
		case U_OUT:
			for (unsigned qi = 0; qi < n; qi++)
				out_write(&fp->ins[u->ins], qs[qi], slot[qi]);
			break;
		case U_TEX:
			for (unsigned qi = 0; qi < n; qi++) {
				const struct r5xx_us_fast_ins *o = &fp->ins[u->ins];
				if (o->op == R500_TEX_LD) {
					vtex_ld(us, fp, o, qs[qi], qi);
				} else {
					fp->cur = qi;
					r5xx_us_fast_tex(us, fp, o, qs[qi]);
				}
			}
			break;
		default:
			for (unsigned qi = 0; qi < n; qi++) {
				fp->cur = qi;
				r5xx_us_fast_srcp(us, fp, &fp->ins[u->ins], qs[qi]);
			}
			break;
		}
	}
}

__attribute__((target("avx2"))) void r5xx_us_simd_transc(unsigned op, const float in[4],
                                                         float out[4])
{
	struct vres r = vtransc(op, _mm_loadu_ps(in));
	_mm_storeu_ps(out, _mm256_cvtpd_ps(r.d));
}

/* zeros in n floats (a multiple of eight), as vector stores: memset's
 * string form starts slowly for these few hundred bytes */
V void vzero(float *p, size_t n)
{
	for (size_t i = 0; i < n; i += 8)
		_mm256_storeu_ps(p + i, _mm256_setzero_ps());
}

__attribute__((target("avx2"))) int r5xx_us_simd_shade_n(struct r5xx_us_fast *fp,
                                                         struct r5xx_us *us,
                                                         struct r5xx_quad *const *qs, unsigned n,
                                                         uint64_t *steps)
{
	if (!n || n > R5XX_US_BATCH)
		return -1;
	/* r5xx_us_fast_shade's start, in this layout, for each quad */
	for (unsigned i = 0; i < fp->ntemps; i++)
		vzero(&fp->tq[fp->temps[i]][0][0][0], sizeof(fp->tq[0]) / sizeof(float));
	for (unsigned qi = 0; qi < n; qi++) {
		struct r5xx_quad *q = qs[qi];
		for (unsigned i = 0; i < q->nin; i++) {
			float(*t)[R5XX_US_BATCH][4] = fp->tq[q->in[i].addr & (R5XX_US_TEMPS - 1)];
			__m128 r[4];
			for (unsigned p = 0; p < 4; p++)
				r[p] = _mm_loadu_ps(q->in[i].v[p]);
			_MM_TRANSPOSE4_PS(r[0], r[1], r[2], r[3]); /* rows: channels */
			for (unsigned c = 0; c < 4; c++)
				_mm_storeu_ps(t[c][qi], r[c]);
		}
		for (unsigned t = 0; t < 4; t++)
			if (fp->out_chans[t] != 15)
				vzero(&q->out[t][0][0], sizeof(q->out[t]) / sizeof(float));
		_mm_storeu_ps(q->depth, _mm_setzero_ps());
		q->kill = 0;
	}
	run_uops(us, fp, qs, n);
	fp->cur = 0;
	*steps = fp->n;
	for (unsigned qi = 0; qi < n; qi++) {
		struct r5xx_quad *q = qs[qi];
		q->out_written = 0;
		for (unsigned t = 0; t < 4; t++)
			if (fp->out_chans[t])
				q->out_written |= 1u << t;
		q->depth_written = fp->depth_out;
	}
	return 1;
}

int r5xx_us_simd_shade(struct r5xx_us_fast *fp, struct r5xx_us *us, struct r5xx_quad *q,
                       uint64_t *steps)
{
	struct r5xx_quad *qs[1] = {q};
	return r5xx_us_simd_shade_n(fp, us, qs, 1, steps);
}

#else /* no AVX2 host code: the one-pixel path everywhere */

void r5xx_us_simd_transc(unsigned op, const float in[4], float out[4])
{
	for (unsigned p = 0; p < 4; p++)
		out[p] = transcendental(op, in[p]);
}

bool r5xx_us_simd_host(void)
{
	return false;
}

int r5xx_us_simd_shade(struct r5xx_us_fast *fp, struct r5xx_us *us, struct r5xx_quad *q,
                       uint64_t *steps)
{
	(void)fp, (void)us, (void)q, (void)steps;
	return -1;
}

int r5xx_us_simd_shade_n(struct r5xx_us_fast *fp, struct r5xx_us *us, struct r5xx_quad *const *qs,
                         unsigned n, uint64_t *steps)
{
	(void)fp, (void)us, (void)qs, (void)n, (void)steps;
	return -1;
}

#endif
