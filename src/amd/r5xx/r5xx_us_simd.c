/* The R500 US fast path's program on the four pixels of a quad at once
 * (r5xx_us_fast.h): each ALU lane (a channel of the four pixels) is one
 * host vector, in AVX2 where the host has it (a runtime check; the rest of
 * softgpu stays baseline x86-64). Every value is the one r5xx_us_math.h
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

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))

#include <immintrin.h>

bool r5xx_us_simd_host(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
}

#define V static inline __attribute__((target("avx2"), always_inline))

/* The MXCSR modes the quad runs in: the caller's (round to nearest, as
 * every double operation of r5xx_us_math.h assumes) and, for the MADs
 * done in binary32, round toward zero with denormal operands and results
 * taken as zeros (DAZ, FTZ). Switched only when an instruction needs the
 * other, and the caller's restored (its flags included) at the end. */
struct mode {
	unsigned csr0, rz;
	bool in_rz;
};

static inline void set_mode(struct mode *m, bool rz)
{
	if (m->in_rz != rz) {
		_mm_setcsr(rz ? m->rz : m->csr0);
		m->in_rz = rz;
	}
}

/* a temporary's lane: pixel p at t[0][0] + soff + p */
V __m128 ld_t(const struct r5xx_us_fast *fp, unsigned soff)
{
	return _mm_loadu_ps(&fp->t[0][0][0] + soff);
}

V void st_t(struct r5xx_us_fast *fp, unsigned temp, unsigned c, __m128 v)
{
	_mm_storeu_ps(fp->t[temp & (R5XX_US_TEMPS - 1)][c], v);
}

V __m128i i32(uint32_t x)
{
	return _mm_set1_epi32((int)x);
}

V __m256i i64(uint64_t x)
{
	return _mm256_set1_epi64x((long long)x);
}

/* operand j channel c of the four pixels, the modifier applied */
V __m128 opnd(const struct r5xx_us *us, const struct r5xx_us_fast *fp,
              const struct r5xx_us_fast_opnd *d)
{
	if (d->kind == 2)
		return _mm_set1_ps(d->val);
	if (d->kind == 1)
		return _mm_set1_ps(f_of((u_of(us->konst[0][d->off]) & d->am) ^ d->xm));
	__m128i x = _mm_castps_si128(ld_t(fp, d->soff));
	return _mm_castsi128_ps(_mm_xor_si128(_mm_and_si128(x, i32(d->am)), i32(d->xm)));
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

/* mul(): the exact product of the flushed operands; with
 * ZERO_TIMES_ANYTHING, +0 where either is zero */
V __m256d vmul(const struct r5xx_us *us, __m128 a, __m128 b)
{
	a = vflush(a), b = vflush(b);
	__m256d p = _mm256_mul_pd(_mm256_cvtps_pd(a), _mm256_cvtps_pd(b));
	if (us->config & R5XX_US_CONFIG_ZERO_TIMES_ANYTHING) {
		__m128 z = _mm_or_ps(_mm_cmpeq_ps(a, _mm_setzero_ps()),
		                     _mm_cmpeq_ps(b, _mm_setzero_ps()));
		p = _mm256_andnot_pd(wide(z), p);
	}
	return p;
}

/* two_sum(): s = a + b and *err its exact error, 0 where not finite */
V __m256d vtwo_sum(__m256d a, __m256d b, __m256d *err)
{
	__m256d s = _mm256_add_pd(a, b);
	__m256d bb = _mm256_sub_pd(s, a);
	__m256d r = _mm256_add_pd(_mm256_sub_pd(a, _mm256_sub_pd(s, bb)), _mm256_sub_pd(b, bb));
	__m256d mag = _mm256_andnot_pd(_mm256_set1_pd(-0.0), r);
	*err = _mm256_and_pd(r, _mm256_cmp_pd(mag, _mm256_set1_pd(INFINITY), _CMP_LT_OQ));
	return s;
}

/* to_f32(d, e) of four doubles, as its bit operations */
V __m128 vto_f32(__m256d d, __m256d e)
{
	__m256i u = _mm256_castpd_si256(d), zero = _mm256_setzero_si256();
	__m256i mag = _mm256_and_si256(u, i64(UINT64_C(0x7fffffffffffffff)));
	__m256i sign =
	        _mm256_srli_epi64(_mm256_and_si256(u, i64(UINT64_C(0x8000000000000000))), 32);
	__m256i nan = _mm256_cmpgt_epi64(mag, i64(UINT64_C(0x7ff0000000000000)));
	__m256i big = _mm256_cmpgt_epi64(mag, i64(UINT64_C(0x47efffffffffffff)));
	__m256i small = _mm256_cmpgt_epi64(i64(UINT64_C(0x3810000000000000)), mag);
	__m256i bits = _mm256_sub_epi64(_mm256_srli_epi64(mag, 29), i64(UINT64_C(896) << 23));
	/* one ulp toward zero when d is a float and the residual points
	 * below it: e != 0 (NaN included, as C's !=) and (e < 0) != sign */
	__m256i exact = _mm256_cmpeq_epi64(_mm256_and_si256(mag, i64(0x1fffffff)), zero);
	__m256i enz = _mm256_castpd_si256(_mm256_cmp_pd(e, _mm256_setzero_pd(), _CMP_NEQ_UQ));
	__m256i eneg = _mm256_castpd_si256(_mm256_cmp_pd(e, _mm256_setzero_pd(), _CMP_LT_OQ));
	__m256i dneg = _mm256_cmpgt_epi64(zero, u);
	__m256i step = _mm256_and_si256(_mm256_and_si256(exact, enz), _mm256_xor_si256(eneg, dneg));
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
			            _mm256_setzero_pd());
		f = _mm_blendv_ps(f, _mm_castsi128_ps(i32(NAN_CANON)), nan);
	} else if (omod == 7 || omod == 0) {
		f = vto_f32(r->d, r->e);
		if (omod == 7)
			return f;
	} else {
		__m256d s = _mm256_set1_pd(scale[omod]);
		f = vto_f32(_mm256_mul_pd(r->d, s), _mm256_mul_pd(r->e, s));
	}
	return clamp ? vclamp(f) : f;
}

V struct vres vres_d(__m256d d, __m256d e)
{
	return (struct vres){.d = d, .e = e, .is_pick = false};
}

V struct vres vres_pick(__m128 f)
{
	return (struct vres){
	        .d = _mm256_setzero_pd(), .e = _mm256_setzero_pd(), .pick = f, .is_pick = true};
}

V struct vres vmad(const struct r5xx_us *us, __m128 a, __m128 b, __m128 c)
{
	__m256d e;
	__m256d d = vtwo_sum(vmul(us, a, b), _mm256_cvtps_pd(vflush(c)), &e);
	return vres_d(d, e);
}

/* A MAD lane finished with OMOD x1 (0) or disabled (7), in binary32:
 * an FMA rounding toward zero with DAZ and FTZ is to_f32's value of the
 * exact a * b + c (the flushes are DAZ's, to_f32's truncation with the
 * residual's tie is the single rounding toward zero, its flush below
 * FLT_MIN is FTZ, ZERO_TIMES_ANYTHING zeroes both factors), except that
 * to_f32 gives an infinity where the sum's double reaches 2^128 and round
 * toward zero gives FLT_MAX: those lanes (FLT_MAX results) are done
 * again a pixel at a time, and a NaN is made the canonical one. Only
 * intrinsics here: nothing the compiler could contract. */
__attribute__((target("avx2,fma"))) static __m128 vmad_rz(const struct r5xx_us *us, __m128 a,
                                                          __m128 b, __m128 c, unsigned omod,
                                                          bool clamp, struct mode *m)
{
	set_mode(m, true);
	__m128 fa = a, fb = b;
	if (us->config & R5XX_US_CONFIG_ZERO_TIMES_ANYTHING) {
		__m128 z = _mm_or_ps(_mm_cmpeq_ps(fa, _mm_setzero_ps()),
		                     _mm_cmpeq_ps(fb, _mm_setzero_ps())); /* DAZ: denormals too */
		fa = _mm_andnot_ps(z, fa), fb = _mm_andnot_ps(z, fb);
	}
	__m128 r = _mm_fmadd_ps(fa, fb, c);
	__m128i mag = _mm_and_si128(_mm_castps_si128(r), i32(0x7fffffff));
	int fix = _mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(mag, i32(0x7f7fffff))));
	r = _mm_blendv_ps(r, _mm_castsi128_ps(i32(NAN_CANON)),
	                  _mm_castsi128_ps(_mm_cmpgt_epi32(mag, i32(0x7f800000))));
	if (omod != 7 && clamp)
		r = vclamp(r);
	if (fix) {
		set_mode(m, false);
		float va[4], vb[4], vc[4], vr[4];
		_mm_storeu_ps(va, a), _mm_storeu_ps(vb, b), _mm_storeu_ps(vc, c);
		_mm_storeu_ps(vr, r);
		for (unsigned p = 0; p < 4; p++) {
			if (!(fix >> p & 1))
				continue;
			double e;
			double d = mad3(us, va[p], vb[p], vc[p], &e);
			vr[p] = finish(res_d(d, e), omod, clamp);
		}
		r = _mm_loadu_ps(vr);
	}
	return r;
}

/* a MAD lane, finished */
V __m128 vmad_lane(const struct r5xx_us *us, __m128 a, __m128 b, __m128 c, unsigned omod,
                   bool clamp, struct mode *m)
{
	if (omod == 0 || omod == 7)
		return vmad_rz(us, a, b, c, omod, clamp, m);
	set_mode(m, false);
	struct vres r = vmad(us, a, b, c);
	return vfinish(&r, omod, clamp);
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

/* transcendental(), then res_d(f, 0): RCP and RSQ as vectors, the others
 * through libm a pixel at a time */
V struct vres vtransc(unsigned op, __m128 a)
{
	__m128 f;
	if (op == R500_ALPHA_RCP || op == R500_ALPHA_RSQ) {
		__m128 fa = vflush(a);
		__m256d x = _mm256_cvtps_pd(fa), one = _mm256_set1_pd(1.0);
		__m256d r = op == R500_ALPHA_RCP ? _mm256_div_pd(one, x)
		                                 : _mm256_div_pd(one, _mm256_sqrt_pd(x));
		f = vto_f32(r, _mm256_setzero_pd());
		if (op == R500_ALPHA_RSQ) /* both zeros: +Inf */
			f = _mm_blendv_ps(f, _mm_set1_ps(INFINITY),
			                  _mm_cmpeq_ps(fa, _mm_setzero_ps()));
	} else {
		float in[4], out[4];
		_mm_storeu_ps(in, a);
		for (unsigned p = 0; p < 4; p++)
			out[p] = transcendental(op, in[p]);
		f = _mm_loadu_ps(out);
	}
	/* a NaN's double is NaN, as the reference's res_d(NAN) */
	return vres_d(_mm256_cvtps_pd(f), _mm256_setzero_pd());
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
	if (m) {
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

/* The instruction's results: RGB lanes and alpha, written where its masks
 * say (no predication: every pixel is active) */
V void vwrite(struct r5xx_us_fast *fp, const struct r5xx_us_fast_ins *o, struct r5xx_quad *q,
              const __m128 rgb[3], __m128 alpha)
{
	for (unsigned c = 0; c < 3; c++)
		if (o->rwm >> c & 1)
			st_t(fp, o->rdst, c, rgb[c]);
	if (o->awm)
		st_t(fp, o->adst, 3, alpha);
	if (o->type != R500_FS_OUT)
		return;
	float v[4][4];
	for (unsigned c = 0; c < 3; c++)
		_mm_storeu_ps(v[c], rgb[c]);
	_mm_storeu_ps(v[3], alpha);
	for (unsigned p = 0; p < 4; p++) {
		for (unsigned c = 0; c < 3; c++)
			if (o->rom >> c & 1)
				q->out[o->rt][p][c] = v[c][p];
		if (o->aom)
			q->out[o->at][p][3] = v[3][p];
		if (o->wout)
			q->depth[p] = v[3][p];
	}
}

/* An instruction with presubtraction: r5xx_us_fast.c's gathering from
 * this layout, then alu_pixel a pixel at a time */
__attribute__((target("avx2"))) static void alu_srcp(struct r5xx_us *us, struct r5xx_us_fast *fp,
                                                     const struct r5xx_us_fast_ins *o,
                                                     struct r5xx_quad *q)
{
	struct alu_in in;
	for (unsigned p = 0; p < 4; p++) {
		float(*src)[4] = in.src[p];
		for (unsigned k = 0; k < 3; k++) {
			const struct r5xx_us_fast_src *rs = &o->rsrc[k], *as = &o->asrc[k];
			for (unsigned c = 0; c < 4; c++) {
				const struct r5xx_us_fast_src *s = c < 3 ? rs : as;
				src[k][c] = s->kind == 1   ? us->konst[s->idx][c]
				            : s->kind == 2 ? s->val
				                           : fp->t[s->idx][c][p];
			}
		}
		for (unsigned c = 0; c < 3; c++)
			src[3][c] = presub(o->rsp_op, src[0][c], src[1][c]);
		src[3][3] = presub(o->asp_op, src[0][3], src[1][3]);
		for (unsigned c = 0; c < 3; c++) {
			in.a[p][c] = apply_mod(swz_pick(src[o->rsel[0]], o->rswz[0] >> (3 * c) & 7),
			                       o->rmod[0]);
			in.b[p][c] = apply_mod(swz_pick(src[o->rsel[1]], o->rswz[1] >> (3 * c) & 7),
			                       o->rmod[1]);
			in.c[p][c] = apply_mod(swz_pick(src[o->rsel[2]], o->rswz[2] >> (3 * c) & 7),
			                       o->rmod[2]);
		}
		in.aa[p] = apply_mod(swz_pick(src[o->asel[0]], o->aswz[0]), o->amod[0]);
		in.ab[p] = apply_mod(swz_pick(src[o->asel[1]], o->aswz[1]), o->amod[1]);
		in.ac[p] = apply_mod(swz_pick(src[o->asel[2]], o->aswz[2]), o->amod[2]);
	}
	struct alu_ops ops = {
	        .rop = o->rop,
	        .aop = o->aop,
	        .romod = o->romod,
	        .aomod = o->aomod,
	        .rclamp = o->rclamp,
	        .aclamp = o->aclamp,
	        .rgb_dp =
	                o->rop == R500_RGB_DP3 || o->rop == R500_RGB_DP4 || o->rop == R500_RGB_D2A,
	        .alpha_tr = o->aop >= R500_ALPHA_EX2 && o->aop <= R500_ALPHA_COS,
	};
	float rgb[3][4], alpha[4];
	for (unsigned p = 0; p < 4; p++) {
		float r3[3];
		alu_pixel(us, &ops, &in, p, r3, &alpha[p]);
		for (unsigned c = 0; c < 3; c++)
			rgb[c][p] = r3[c];
	}
	__m128 v[3] = {_mm_loadu_ps(rgb[0]), _mm_loadu_ps(rgb[1]), _mm_loadu_ps(rgb[2])};
	vwrite(fp, o, q, v, _mm_loadu_ps(alpha));
}

/* r5xx_us_fast.c's alu_lane for the four pixels */
__attribute__((target("avx2"))) static void alu_run(struct r5xx_us *us, struct r5xx_us_fast *fp,
                                                    const struct r5xx_us_fast_ins *o,
                                                    struct r5xx_quad *q, struct mode *m)
{
	if (o->srcp) {
		set_mode(m, false);
		alu_srcp(us, fp, o, q);
		return;
	}
	/* the operand lanes the written results read (gmask) */
	__m128 a[4], b[4], c[4];
	for (unsigned k = 0; k < 4; k++) {
		a[k] = o->gmask >> k & 1 ? opnd(us, fp, &o->opnd[0][k]) : _mm_setzero_ps();
		b[k] = o->gmask >> (4 + k) & 1 ? opnd(us, fp, &o->opnd[1][k]) : _mm_setzero_ps();
		c[k] = o->gmask >> (8 + k) & 1 ? opnd(us, fp, &o->opnd[2][k]) : _mm_setzero_ps();
	}
	unsigned rop = o->rop, aop = o->aop;
	bool rgb_dp = rop == R500_RGB_DP3 || rop == R500_RGB_DP4 || rop == R500_RGB_D2A;
	struct vres dp = vres_d(_mm256_setzero_pd(), _mm256_setzero_pd());
	if (rgb_dp && (o->need_rgb || (o->need_a && aop == R500_ALPHA_DP))) {
		set_mode(m, false);
		__m256d t[4];
		unsigned n = 0;
		t[n++] = vmul(us, a[0], b[0]);
		t[n++] = vmul(us, a[1], b[1]);
		if (rop == R500_RGB_D2A) {
			t[n++] = _mm256_cvtps_pd(vflush(c[2]));
		} else {
			t[n++] = vmul(us, a[2], b[2]);
			if (rop == R500_RGB_DP4)
				t[n++] = vmul(us, a[3], b[3]);
		}
		dp = vdot(t, n);
	}
	struct vres ar = vres_d(_mm256_setzero_pd(), _mm256_setzero_pd());
	bool sop = rop == R500_RGB_SOP && o->need_rgb;
	__m128 zero = _mm_setzero_ps(), rgb[3] = {zero, zero, zero}, alpha = zero;
	bool a_done = false; /* alpha finished by its MAD */
	switch (o->need_a || sop ? aop : 4 /* reserved: nothing */) {
	case R500_ALPHA_MAD:
		/* not read by SOP (which takes a transcendental) */
		alpha = vmad_lane(us, a[3], b[3], c[3], o->aomod, o->aclamp, m);
		a_done = true;
		break;
	case R500_ALPHA_DP: ar = dp; break;
	case R500_ALPHA_MIN: ar = vres_pick(vminmax(a[3], b[3], false)); break;
	case R500_ALPHA_MAX: ar = vres_pick(vminmax(a[3], b[3], true)); break;
	case R500_ALPHA_CND: ar = vres_pick(vcnd(a[3], b[3], c[3], false)); break;
	case R500_ALPHA_CMP: ar = vres_pick(vcnd(a[3], b[3], c[3], true)); break;
	case R500_ALPHA_FRC:
		set_mode(m, false);
		ar = vfrc(a[3]);
		break;
	default:
		if (aop >= R500_ALPHA_EX2 && aop <= R500_ALPHA_COS) {
			set_mode(m, false);
			ar = vtransc(aop, a[3]);
		}
		break;
	}
	/* finish takes either mode: its scaling by a power of two is exact
	 * and to_f32 is integer work on normal doubles */
	if (o->need_a && !a_done)
		alpha = vfinish(&ar, o->aomod, o->aclamp);
	if (o->need_rgb && (rgb_dp || rop == R500_RGB_SOP)) {
		rgb[0] = rgb[1] = rgb[2] = vfinish(rgb_dp ? &dp : &ar, o->romod, o->rclamp);
	} else if (o->need_rgb) {
		for (unsigned k = 0; k < 3; k++) {
			if (!(o->need_rgb >> k & 1))
				continue;
			struct vres r;
			switch (rop) {
			case R500_RGB_MAD:
				rgb[k] = vmad_lane(us, a[k], b[k], c[k], o->romod, o->rclamp, m);
				continue;
			case R500_RGB_MIN: r = vres_pick(vminmax(a[k], b[k], false)); break;
			case R500_RGB_MAX: r = vres_pick(vminmax(a[k], b[k], true)); break;
			case R500_RGB_CND: r = vres_pick(vcnd(a[k], b[k], c[k], false)); break;
			case R500_RGB_CMP: r = vres_pick(vcnd(a[k], b[k], c[k], true)); break;
			case R500_RGB_FRC:
				set_mode(m, false);
				r = vfrc(a[k]);
				break;
			default: r = vres_d(_mm256_setzero_pd(), _mm256_setzero_pd()); break;
			}
			rgb[k] = vfinish(&r, o->romod, o->rclamp);
		}
	}
	vwrite(fp, o, q, rgb, alpha);
}

/* r5xx_us_fast.c's tex_run on this layout */
static void tex_run(struct r5xx_us *us, struct r5xx_us_fast *fp, const struct r5xx_us_fast_ins *o,
                    struct r5xx_quad *q)
{
	unsigned op = o->op;
	if (op == R500_TEX_NOP)
		return;
	if (op == R500_TEX_TEXKILL) {
		for (unsigned p = 0; p < 4; p++)
			for (unsigned c = 0; c < 4; c++) {
				bool on = c < 3 ? (o->rwm >> c & 1) : o->awm;
				if (on && cmp0(fp->t[o->src][c][p], 1))
					q->kill |= 1u << p;
			}
		return;
	}
	float coord[4][4], out[4][4];
	uint8_t mask = 0;
	for (unsigned p = 0; p < 4; p++) {
		if (!(o->ign && !(q->cover >> p & 1)))
			mask |= (uint8_t)(1u << p);
		float c[4];
		for (unsigned k = 0; k < 4; k++)
			c[k] = fp->t[o->src][o->swz >> (2 * k) & 3][p];
		if (op == R500_TEX_PROJ) {
			double qq = flush(c[3]);
			for (unsigned k = 0; k < 3; k++)
				c[k] = to_f32((double)flush(c[k]) / qq, 0);
		}
		for (unsigned k = 0; k < 4; k++)
			coord[p][k] = tex_coord(c[k]);
	}
	if (!fp->ld || !fp->ld(fp->ld_user, o->tex_id, o->unscaled, coord, out)) {
		struct r5xx_us_tex_req req = {
		        .tex_id = o->tex_id, .op = op, .unscaled = o->unscaled, .mask = mask};
		memcpy(req.coord, coord, sizeof(coord));
		for (unsigned k = 0; k < 4; k++) {
			float dx = to_f32((double)coord[1][k] - coord[0][k], 0);
			float dy = to_f32((double)coord[2][k] - coord[0][k], 0);
			for (unsigned p = 0; p < 4; p++)
				req.ddx[p][k] = dx, req.ddy[p][k] = dy;
		}
		memset(out, 0, sizeof(out));
		us->sampler(us->sampler_user, &req, out);
	}
	for (unsigned c = 0; c < 4; c++) {
		bool on = c < 3 ? (o->rwm >> c & 1) : o->awm;
		if (!on)
			continue;
		for (unsigned p = 0; p < 4; p++)
			if (mask >> p & 1)
				fp->t[o->dst][c][p] = flush(out[p][o->dswz >> (2 * c) & 3]);
	}
}

int r5xx_us_simd_shade(struct r5xx_us_fast *fp, struct r5xx_us *us, struct r5xx_quad *q,
                       uint64_t *steps)
{
	/* r5xx_us_fast_shade's start, in this layout */
	for (unsigned i = 0; i < fp->ntemps; i++)
		memset(fp->t[fp->temps[i]], 0, sizeof(fp->t[0]));
	for (unsigned i = 0; i < q->nin; i++) {
		float(*t)[4] = fp->t[q->in[i].addr & (R5XX_US_TEMPS - 1)];
		for (unsigned p = 0; p < 4; p++)
			for (unsigned c = 0; c < 4; c++)
				t[c][p] = q->in[i].v[p][c];
	}
	for (unsigned t = 0; t < 4; t++)
		if (fp->out_chans[t] != 15)
			memset(q->out[t], 0, sizeof(q->out[t]));
	memset(q->depth, 0, sizeof(q->depth));
	q->kill = 0;
	struct mode m = {.csr0 = _mm_getcsr(), .in_rz = false};
	m.rz = (m.csr0 & ~0x6000u) | 0x6000u /* RC toward zero */ | 0x8040u /* FTZ, DAZ */;
	for (unsigned i = 0; i < fp->n; i++) {
		const struct r5xx_us_fast_ins *o = &fp->ins[i];
		if (o->type == R500_FS_TEX) {
			set_mode(&m, false);
			tex_run(us, fp, o, q);
		} else {
			alu_run(us, fp, o, q, &m);
		}
	}
	_mm_setcsr(m.csr0);
	*steps = fp->n;
	q->out_written = 0;
	for (unsigned t = 0; t < 4; t++)
		if (fp->out_chans[t])
			q->out_written |= 1u << t;
	q->depth_written = fp->depth_out;
	return 1;
}

#else /* no AVX2 host code: the one-pixel path everywhere */

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

#endif
