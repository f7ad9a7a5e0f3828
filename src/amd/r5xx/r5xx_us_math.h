/* The R500 US's arithmetic (seed 001 §7.7; docs/hw/r5xx-us.md): binary32
 * values flushed and rounded toward zero, exact sums of products, the
 * picking ops, output modifiers and transcendentals. Shared by the
 * reference executor (r5xx_us.c) and the compiled fast path
 * (r5xx_us_fast.c), so the two compute the same bits by construction.
 * Internal to src/amd/r5xx. */
#ifndef SGPU_AMD_R5XX_US_MATH_H
#define SGPU_AMD_R5XX_US_MATH_H

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "amd/r5xx/r5xx_us.h"
#include "isa/r500_fs.h"

static inline float f_of(uint32_t u)
{
	float f;
	memcpy(&f, &u, 4);
	return f;
}

static inline uint32_t u_of(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

static inline bool is_denorm(float f)
{
	uint32_t u = u_of(f);
	return !(u & 0x7f800000) && (u & 0x007fffff);
}

/* Denormals are flushed to a zero of the same sign (L3716). */
static inline float flush(float f)
{
	return is_denorm(f) ? f_of(u_of(f) & 0x80000000) : f;
}

#define PI_D 3.14159265358979323846
#define NAN_CANON 0x7fffffffu /* OMOD standardises NaN (L3766-L3768) */

/* Round toward zero to binary32 (seed L185 "TRUNC rounding"; the modelling
 * is in docs/hw/r5xx-us.md): the value d + e, where e is a residual far
 * below d's ulp whose sign decides a tie with a float. Overflow beyond
 * binary32 gives an infinity; results below FLT_MIN flush to a signed zero. */
static inline float to_f32(double d, double e)
{
	/* on the bits: truncating the double's significand is rounding
	 * toward zero; an exact value steps one ulp toward zero when the
	 * residual points that way (test_r5xx_us.c checks this against the
	 * round-to-nearest-then-nextafterf formulation it replaced) */
	uint64_t u;
	memcpy(&u, &d, 8);
	uint64_t mag = u & UINT64_C(0x7fffffffffffffff);
	uint32_t sign = (uint32_t)(u >> 32) & 0x80000000u;
	if (mag > UINT64_C(0x7ff0000000000000))
		return f_of(NAN_CANON);
	if (mag >= UINT64_C(0x47f0000000000000)) /* 2^128 and beyond, infinities */
		return f_of(sign | 0x7f800000u);
	if (mag < UINT64_C(0x3810000000000000)) /* below FLT_MIN */
		return f_of(sign);
	uint32_t bits = (uint32_t)((mag >> 52) - 896) << 23 | (uint32_t)(mag >> 29 & 0x7fffff);
	if (!(mag & 0x1fffffff) && e != 0 && (e < 0) != (sign != 0)) {
		bits--;
		if (bits < 0x00800000u)
			return f_of(sign);
	}
	return f_of(sign | bits);
}

/* Knuth's TwoSum: s = fl(a + b), *err = (a + b) - s exactly. */
static inline double two_sum(double a, double b, double *err)
{
	double s = a + b;
	double bb = s - a;
	*err = (a - (s - bb)) + (b - bb);
	if (!isfinite(*err))
		*err = 0;
	return s;
}

/* One multiply of the MAD/DP/MDH multiplier: exact in double; with
 * ZERO_TIMES_ANYTHING_EQUALS_ZERO, +-0 * x = +0 for every x (L3793-L3797). */
static inline double mul(const struct r5xx_us *us, float a, float b)
{
	a = flush(a);
	b = flush(b);
	if ((us->config & R5XX_US_CONFIG_ZERO_TIMES_ANYTHING) && (a == 0 || b == 0))
		return 0.0;
	return (double)a * (double)b;
}

/* A sum of products kept exact enough to round toward zero correctly:
 * returns the rounded-to-double sum and the residual in *e. */
static inline double sum_terms(const double *t, unsigned n, double *e)
{
	double s = t[0], err = 0, r;
	for (unsigned i = 1; i < n; i++) {
		s = two_sum(s, t[i], &r);
		err += r;
	}
	*e = err;
	return s;
}

/* Dot products: when the two largest terms cancel exactly and the next is
 * 2^25 or more smaller, the result is +0 (L3758-L3760). A NaN term makes
 * the sum NaN whatever the others do (L3745-L3756): the rule is about
 * finite terms losing precision. */
static inline bool dp_cancels(const double *t, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		if (isnan(t[i]))
			return false;
	unsigned i0 = 0, i1 = 1;
	if (fabs(t[i1]) > fabs(t[i0])) {
		i0 = 1;
		i1 = 0;
	}
	for (unsigned i = 2; i < n; i++) {
		if (fabs(t[i]) > fabs(t[i0])) {
			i1 = i0;
			i0 = i;
		} else if (fabs(t[i]) > fabs(t[i1])) {
			i1 = i;
		}
	}
	if (t[i0] == 0 || t[i0] != -t[i1] || !isfinite(t[i0]))
		return false;
	for (unsigned i = 0; i < n; i++)
		if (i != i0 && i != i1 && fabs(t[i]) * 0x1p25 > fabs(t[i0]))
			return false;
	return true;
}

/* Compares against zero for predicates and the ALU result (L3728-L3733):
 * 0 ==0, 1 <0, 2 >=0, 3 !=0; denormals are zero, NaN fails all but !=. */
static inline bool cmp0(float f, unsigned op)
{
	f = flush(f);
	switch (op & 3) {
	case 0: return f == 0;
	case 1: return f < 0;
	case 2: return f >= 0;
	default: return !(f == 0);
	}
}

static inline float swz_pick(const float *v, unsigned s)
{
	switch (s) {
	case 0:
	case 1:
	case 2:
	case 3: return v[s];
	case 5: return 0.5f;
	case 6: return 1.0f;
	default: return 0.0f; /* 4: 0.0; 7 "unused": 0.0 (inferred) */
	}
}

static inline float apply_mod(float f, unsigned mod)
{
	uint32_t u = u_of(f);
	switch (mod) {
	case 1: u ^= 0x80000000; break;
	case 2: u &= 0x7fffffff; break;
	case 3: u |= 0x80000000; break;
	default: break;
	}
	return f_of(u);
}

/* Presubtract (L3150-L3162): 0 1-2*s0, 1 s1-s0, 2 s1+s0, 3 1-s0. */
static inline float presub(unsigned op, float s0, float s1)
{
	double a = flush(s0), b = flush(s1), e = 0, r;
	switch (op) {
	case 0: r = two_sum(1.0, -2.0 * a, &e); break;
	case 1: r = two_sum(b, -a, &e); break;
	case 2: r = two_sum(b, a, &e); break;
	default: r = two_sum(1.0, -a, &e); break;
	}
	return to_f32(r, e);
}

/* MIN/MAX/CND/CMP pick one argument, bit-exact (L3762-L3768). */
static inline float op_min(float a, float b)
{
	float fa = flush(a), fb = flush(b);
	if (isnan(fa) || isnan(fb) || (fa == 0 && fb == 0))
		return b;
	return fa < fb ? a : b;
}

static inline float op_max(float a, float b)
{
	float fa = flush(a), fb = flush(b);
	if (isnan(fa) || isnan(fb) || (fa == 0 && fb == 0))
		return b;
	return fa >= fb ? a : b;
}

static inline float op_cnd(float a, float b, float c)
{
	float fc = flush(c);
	return fc > 0.5f ? a : b; /* NaN: B */
}

static inline float op_cmp(float a, float b, float c)
{
	float fc = flush(c);
	return fc >= 0.0f ? a : b; /* NaN: B; -0 counts as 0 */
}

/* A result before the output modifier: either exact (double plus
 * residual) or a picked argument (bits kept). */
struct res {
	double d, e;
	float pick;
	bool is_pick; /* MIN/MAX/CND/CMP */
	bool transc;  /* already a binary32 value without extra range */
};

static inline struct res res_d(double d, double e)
{
	return (struct res){.d = d, .e = e};
}

static inline struct res res_pick(float f)
{
	return (struct res){.pick = f, .is_pick = true};
}

/* Output modifier then clamp (L3297-L3320). OMOD 7 (disabled) leaves the
 * value bit-exact and unclamped; for ops other than MIN/MAX/CND/CMP it is
 * taken as x1 without clamp (inferred; the seed calls it invalid there). */
static inline float finish(struct res r, unsigned omod, bool clamp)
{
	static const double scale[8] = {1, 2, 4, 8, 0.5, 0.25, 0.125, 1};
	float f;
	if (omod == 7) {
		if (r.is_pick)
			return r.pick;
		return to_f32(r.d, r.e);
	}
	if (r.is_pick)
		f = isnan(r.pick) ? f_of(NAN_CANON)
		                  : to_f32((double)flush(r.pick) * scale[omod], 0);
	else
		f = to_f32(r.d * scale[omod], r.e * scale[omod]);
	if (clamp) {
		if (isnan(f)) /* inferred: a NaN saturates to 0 */
			f = 0.0f;
		else if (f < 0.0f)
			f = 0.0f;
		else if (f > 1.0f)
			f = 1.0f;
	}
	return f;
}

/* Transcendentals (L3770-L3779): binary32 results with no extra range,
 * special values from the seed's table. */
static inline float transcendental(unsigned op, float a)
{
	a = flush(a);
	double x = a, r;
	switch (op) {
	case R500_ALPHA_EX2: r = exp2(x); break;
	case R500_ALPHA_LN2:
		if (a == 0)
			return -INFINITY;
		r = log2(x);
		break;
	case R500_ALPHA_RCP: r = 1.0 / x; break;
	case R500_ALPHA_RSQ:
		if (a == 0)
			return INFINITY; /* both zeros: +Inf (the seed's deviation from IEEE) */
		r = 1.0 / sqrt(x);
		break;
	case R500_ALPHA_SIN:
	case R500_ALPHA_COS: {
		if (a == 0)
			return op == R500_ALPHA_SIN ? a : 1.0f;
		if (!isfinite(x))
			return f_of(NAN_CANON);
		double fr = x - nearbyint(x); /* exact: the angle in turns, [-0.5, 0.5] */
		r = op == R500_ALPHA_SIN ? sin(2 * PI_D * fr) : cos(2 * PI_D * fr);
		break;
	}
	default: r = 0; break;
	}
	return to_f32(r, 0);
}

/* A - floor(A) (L3226), exact: for a negative A closer to 0 than 2^-53,
 * 1 + A is not a double, so the residual carries it to the truncation
 * (the float below 1, never 1.0), and OMOD scales the exact value. */
static inline struct res frc(float a)
{
	a = flush(a);
	double x = a, e;
	if (!isfinite(x))
		return res_d(f_of(NAN_CANON), 0);
	double d = two_sum(x, -floor(x), &e);
	return res_d(d, e);
}

static inline double mad3(const struct r5xx_us *us, float a, float b, float c, double *e)
{
	double p = mul(us, a, b);
	return two_sum(p, (double)flush(c), e);
}

static inline float tex_coord(float f)
{
	f = flush(f);
	return isnan(f) ? INFINITY : f; /* the TX takes no NaN (L3785-L3791) */
}

static inline void swz4(const float *v, unsigned swz, float out[4])
{
	for (unsigned c = 0; c < 4; c++)
		out[c] = v[swz >> (2 * c) & 3];
}

/* All four pixels' operands of one ALU instruction. */
struct alu_in {
	float src[4][4][4];              /* [pixel][src 0-2, srcp][channel] */
	float a[4][3], b[4][3], c[4][3]; /* RGB operands */
	float aa[4], ab[4], ac[4];       /* alpha operands */
};

/* The decoded op fields of an ALU instruction. */
struct alu_ops {
	unsigned rop, aop, romod, aomod;
	bool rclamp, aclamp, rgb_dp, alpha_tr;
	unsigned mod_a, mod_c, amod_a, amod_c; /* MDH/MDV's modifiers */
};

/* One pixel's RGB and alpha results (L3164-L3320). */
static inline void alu_pixel(const struct r5xx_us *us, const struct alu_ops *o,
                             const struct alu_in *in, unsigned p, float rgb[3], float *alpha)
{
	unsigned rop = o->rop, aop = o->aop, romod = o->romod, aomod = o->aomod;
	bool rclamp = o->rclamp, aclamp = o->aclamp, rgb_dp = o->rgb_dp, alpha_tr = o->alpha_tr;
	unsigned mod_a = o->mod_a, mod_c = o->mod_c, amod_a = o->amod_a, amod_c = o->amod_c;
	struct res rr[3], ar;
	double dp_d = 0, dp_e = 0;
	if (rgb_dp) {
		double t[4];
		unsigned n = 0;
		t[n++] = mul(us, in->a[p][0], in->b[p][0]);
		t[n++] = mul(us, in->a[p][1], in->b[p][1]);
		if (rop == R500_RGB_D2A) {
			t[n++] = flush(in->c[p][2]);
		} else {
			t[n++] = mul(us, in->a[p][2], in->b[p][2]);
			if (rop == R500_RGB_DP4)
				t[n++] = mul(us, in->aa[p], in->ab[p]); /* .a from the alpha unit */
		}
		if (dp_cancels(t, n)) {
			dp_d = 0;
			dp_e = 0;
		} else {
			dp_d = sum_terms(t, n, &dp_e);
		}
	}
	/* the alpha unit first: SOP copies its result */
	switch (aop) {
	case R500_ALPHA_MAD: {
		double e;
		double d = mad3(us, in->aa[p], in->ab[p], in->ac[p], &e);
		ar = res_d(d, e);
		break;
	}
	case R500_ALPHA_DP: ar = res_d(dp_d, dp_e); break;
	case R500_ALPHA_MIN: ar = res_pick(op_min(in->aa[p], in->ab[p])); break;
	case R500_ALPHA_MAX: ar = res_pick(op_max(in->aa[p], in->ab[p])); break;
	case R500_ALPHA_CND: ar = res_pick(op_cnd(in->aa[p], in->ab[p], in->ac[p])); break;
	case R500_ALPHA_CMP: ar = res_pick(op_cmp(in->aa[p], in->ab[p], in->ac[p])); break;
	case R500_ALPHA_FRC: ar = frc(in->aa[p]); break;
	case R500_ALPHA_MDH:
	case R500_ALPHA_MDV: {
		unsigned other = aop == R500_ALPHA_MDH ? 1 : 2;
		double e;
		double d = mad3(us, apply_mod(in->src[0][0][3], amod_a), in->ab[p],
		                apply_mod(in->src[other][0][3], amod_c), &e);
		ar = res_d(d, e);
		break;
	}
	default:
		if (alpha_tr) {
			float f = transcendental(aop, in->aa[p]);
			ar = res_d(f, 0);
			ar.transc = true;
			if (isnan(f))
				ar.d = NAN;
		} else {
			ar = res_d(0, 0);
		}
		break;
	}
	for (unsigned c = 0; c < 3; c++) {
		switch (rop) {
		case R500_RGB_MAD: {
			double e;
			double d = mad3(us, in->a[p][c], in->b[p][c], in->c[p][c], &e);
			rr[c] = res_d(d, e);
			break;
		}
		case R500_RGB_DP3:
		case R500_RGB_DP4:
		case R500_RGB_D2A: rr[c] = res_d(dp_d, dp_e); break;
		case R500_RGB_MIN: rr[c] = res_pick(op_min(in->a[p][c], in->b[p][c])); break;
		case R500_RGB_MAX: rr[c] = res_pick(op_max(in->a[p][c], in->b[p][c])); break;
		case R500_RGB_CND:
			rr[c] = res_pick(op_cnd(in->a[p][c], in->b[p][c], in->c[p][c]));
			break;
		case R500_RGB_CMP:
			rr[c] = res_pick(op_cmp(in->a[p][c], in->b[p][c], in->c[p][c]));
			break;
		case R500_RGB_FRC: rr[c] = frc(in->a[p][c]); break;
		case R500_RGB_SOP: rr[c] = ar; break;
		case R500_RGB_MDH:
		case R500_RGB_MDV: {
			unsigned other = rop == R500_RGB_MDH ? 1 : 2;
			double e;
			double d = mad3(us, apply_mod(in->src[0][0][c], mod_a), in->b[p][c],
			                apply_mod(in->src[other][0][c], mod_c), &e);
			rr[c] = res_d(d, e);
			break;
		}
		default: rr[c] = res_d(0, 0); break;
		}
	}
	for (unsigned c = 0; c < 3; c++)
		rgb[c] = finish(rr[c], romod, rclamp);
	*alpha = finish(ar, aomod, aclamp);
}

#endif /* SGPU_AMD_R5XX_US_MATH_H */
