/* The R500 PVS executor (r5xx_pvs.h). Semantics: seed 001 §6.5
 * (L1858-L3008); where the seed is silent or conflicts, the choice and its
 * reason are in docs/hw/r5xx-3d.md ("PVS execution"). Arithmetic is IEEE
 * single precision on the host's SSE (no flush of denormals, no FMA
 * contraction: -std=c17); transcendental functions are computed in double
 * and rounded once, so results do not depend on a libm's float variants. */
#include "amd/r5xx/r5xx_pvs.h"

#include <float.h>
#include <math.h>
#include <string.h>

#include "isa/r500_vs.h"

void r5xx_pvs_vtx_init(struct r5xx_pvs_vtx *v)
{
	memset(v->out, 0, sizeof(v->out));
	memset(v->temp, 0, sizeof(v->temp));
	memset(v->alt, 0, sizeof(v->alt));
	memset(v->a0, 0, sizeof(v->a0));
	v->pred = false;
	v->out_written = 0;
}

/* ------------------------------------------------------------ math engine */

static float rnd(double d)
{
	return (float)d;
}

/* The PVS multiplier: 0 times anything is 0, an infinity or a NaN too (the
 * legacy "DX" rule; finite products are IEEE's). Inferred: Mesa's r300
 * exposes PIPE_CAP_LEGACY_MATH_RULES, "we are already doing the
 * 0*anything = 0 by default" (pop-os/mesa fa645861af6, 2022), and piglit
 * infinite-spot-light, whose fixed-function program multiplies a 0
 * specular colour by the NaN of 0^-1 lerped, passes on an RV530 (Mesa CI);
 * docs/hw/r5xx-3d.md. The fast path's NaN check sends such a vertex here. */
static float mul0(float x, float y)
{
	float r = x * y;
	return r != r && (x == 0.0f || y == 0.0f) ? 0.0f : r;
}

/* ME_POWER_FUNC_FF on a base x >= 0 (or -0) and power n: the special cases
 * in the seed's order of detection (L2593-L2611), then x^n. */
static float pow_ff(float x, float n)
{
	if (x == 0.0f && n < 0.0f)
		return INFINITY;
	if (x == 0.0f && n > 0.0f)
		return 0.0f;
	if (n == 0.0f)
		return 1.0f;
	if (isinf(x) && n < 0.0f)
		return 0.0f;
	if (isinf(x) && n > 0.0f)
		return INFINITY;
	if (x > 1.0f && n == -INFINITY)
		return 0.0f;
	if (x < 1.0f && n == -INFINITY)
		return INFINITY;
	if (x > 1.0f && n == INFINITY)
		return INFINITY;
	if (x < 1.0f && n == INFINITY)
		return 0.0f;
	return rnd(pow(x, n));
}

/* IN_A.W < 0 keeps its sign: -(|a|^n) (L2577-L2584) */
static float pow_signed(float a, float n)
{
	float r = pow_ff(fabsf(a), n);
	return a < 0.0f ? -r : r;
}

/* SIN/COS (L2709-L2724): the input, NaN and infinities included, clamped
 * to [-pi, pi] (NaN taken as pi: outside the range, sin = 0 and cos = -1);
 * the result's magnitude at least 0x33800000 (2^-24) but sin(0) and
 * sin(+-pi), which are 0. */
static float sincos_ff(float a, bool is_cos)
{
	const float pi = 3.14159265358979f;
	if (isnan(a) || a > pi)
		a = pi;
	else if (a < -pi)
		a = -pi;
	if (a == pi || a == -pi)
		return is_cos ? -1.0f : 0.0f;
	if (a == 0.0f)
		return is_cos ? 1.0f : a;
	float r = rnd(is_cos ? cos(a) : sin(a));
	const float min = 0x1p-24f;
	if (fabsf(r) < min)
		r = signbit(r) ? -min : min;
	return r;
}

static void splat(float out[4], float v)
{
	out[0] = out[1] = out[2] = out[3] = v;
}

/* The math engine reads only w components (L2503-L2513): bases in IN_A.W,
 * clamps in IN_B.W, powers in IN_C.W; one-source ops IN_A.W but the
 * exponentials, which the seed marks as reading IN_C.W (L2549, L2649). */
void r5xx_pvs_math(unsigned op, float a, float b, float c, float out[4], bool *pred)
{
	switch (op) {
	case R500_ME_EXP_BASE2_DX: /* L2515-L2531 */
		out[0] = rnd(exp2(floor(a)));
		out[1] = a > 128.0f ? 0.0f : a - floorf(a);
		out[2] = rnd(exp2(a));
		out[3] = 1.0f;
		break;
	case R500_ME_LOG_BASE2_DX: /* L2533-L2544 */
		if (a == 0.0f) {
			out[0] = out[2] = -FLT_MAX;
			out[1] = out[3] = 1.0f;
		} else {
			uint32_t bits;
			float m = fabsf(a);
			memcpy(&bits, &m, 4);
			unsigned e = bits >> 23 & 0xff;
			if (e) { /* normal, infinity, NaN: the exponent field, 1.mantissa */
				uint32_t one = (bits & 0x7fffff) | 0x3f800000u;
				out[0] = (float)((int)e - 127);
				memcpy(&out[1], &one, 4);
			} else { /* denormal: its true exponent */
				int ex;
				float fr = frexpf(m, &ex);
				out[0] = (float)(ex - 1);
				out[1] = fr * 2.0f;
			}
			out[2] = rnd(log2(m));
			out[3] = 1.0f;
		}
		break;
	case R500_ME_EXP_BASEE_FF: splat(out, rnd(exp(c))); break; /* from IN_C.W, L2549 */
	case R500_ME_LIGHT_COEFF_DX:                               /* L2553-L2575 */
		out[0] = 1.0f;
		out[1] = b > 0.0f ? b : 0.0f;
		if (b > 0.0f) {
			float n = c < -128.0f ? -128.0f : c > 128.0f ? 128.0f : c;
			out[2] = pow_ff(a > 0.0f ? a : 0.0f, n);
		} else {
			out[2] = 0.0f;
		}
		out[3] = 1.0f;
		break;
	case R500_ME_POWER_FUNC_FF: splat(out, pow_signed(a, c)); break; /* power from IN_C.W */
	case R500_ME_RECIP_DX: splat(out, a == 0.0f ? FLT_MAX : 1.0f / a); break;
	case R500_ME_RECIP_FF: splat(out, a == 0.0f ? 0.0f : 1.0f / a); break;
	case R500_ME_RECIP_SQRT_DX:
		splat(out, a == 0.0f ? FLT_MAX : rnd(1.0 / sqrt(fabs((double)a))));
		break;
	case R500_ME_RECIP_SQRT_FF:
		splat(out, a == 0.0f ? 0.0f : rnd(1.0 / sqrt(fabs((double)a))));
		break;
	case R500_ME_MULTIPLY: splat(out, mul0(a, b)); break;
	case R500_ME_EXP_BASE2_FULL_DX: splat(out, rnd(exp2(c))); break; /* from IN_C.W, L2649 */
	case R500_ME_LOG_BASE2_FULL_DX:
		splat(out, a == 0.0f ? -FLT_MAX : rnd(log2(fabs(a))));
		break;
	case R500_ME_POWER_FUNC_FF_CLAMP_B: splat(out, a < b ? 0.0f : pow_signed(a, c)); break;
	case R500_ME_POWER_FUNC_FF_CLAMP_B1:
		splat(out, a < b ? 0.0f : a > 1.0f ? 1.0f : pow_signed(a, c));
		break;
	case R500_ME_POWER_FUNC_FF_CLAMP_01:
		splat(out, a <= 0.0f ? 0.0f : a > 1.0f ? 1.0f : pow_signed(a, c));
		break;
	case R500_ME_SIN: splat(out, sincos_ff(a, false)); break;
	case R500_ME_COS: splat(out, sincos_ff(a, true)); break;
	case R500_ME_LOG_BASE2_IEEE: splat(out, rnd(log2(fabs(a)))); break; /* 0 -> -inf */
	case R500_ME_RECIP_IEEE: splat(out, 1.0f / a); break;               /* 0 -> inf */
	case R500_ME_RECIP_SQRT_IEEE: splat(out, rnd(1.0 / sqrt(fabs((double)a)))); break;
	case R500_ME_PRED_SET_EQ: /* L2747-L2824 */
	case R500_ME_PRED_SET_GT:
	case R500_ME_PRED_SET_GTE:
	case R500_ME_PRED_SET_NEQ: {
		bool t = op == R500_ME_PRED_SET_EQ    ? a == 0.0f
		         : op == R500_ME_PRED_SET_GT  ? a > 0.0f
		         : op == R500_ME_PRED_SET_GTE ? a >= 0.0f
		                                      : a != 0.0f;
		*pred = t;
		splat(out, t ? 0.0f : 1.0f);
		break;
	}
	case R500_ME_PRED_SET_CLR:
		/* L2825-L2829 print PREDICATE_BIT = 1; the prose (L2001) and
		 * the name say it clears the bit to disable what follows a
		 * loop break: cleared (docs/hw/r5xx-3d.md) */
		*pred = false;
		splat(out, FLT_MAX);
		break;
	case R500_ME_PRED_SET_INV: /* L2831-L2851 */
		if (a == 1.0f) {
			*pred = true;
			splat(out, 0.0f);
		} else {
			*pred = false;
			splat(out, a == 0.0f ? 1.0f : a);
		}
		break;
	case R500_ME_PRED_SET_POP: {
		/* L2852-L2860 print "IF (OUT.W < 0)"; with the counter the
		 * other predicate ops keep (0 = executing) that would leave a
		 * closed false branch disabled: the bit is set when the
		 * decremented counter is <= 0 (docs/hw/r5xx-3d.md) */
		float w = a - 1.0f;
		*pred = w <= 0.0f;
		splat(out, w < 0.0f ? 0.0f : w);
		break;
	}
	case R500_ME_PRED_SET_RESTORE: /* L2861-L2869 */
		*pred = a == 0.0f;
		splat(out, a == 0.0f ? 0.0f : a);
		break;
	default: splat(out, 0.0f); break; /* MATH_NO_OP: nothing is written */
	}
}

/* ---------------------------------------------------------- vector engine */

static float fmaxv(float a, float b)
{
	return a > b ? a : b; /* as written (L2214): a NaN compares false */
}

static float fminv(float a, float b)
{
	return a < b ? a : b;
}

void r5xx_pvs_vector(unsigned op, const float a[4], const float b[4], const float c[4],
                     float out[4], unsigned *we, bool *pred)
{
	switch (op) {
	case R500_VE_DOT_PRODUCT: /* L2158-L2164, summed left to right */
		splat(out,
		      mul0(a[0], b[0]) + mul0(a[1], b[1]) + mul0(a[2], b[2]) + mul0(a[3], b[3]));
		return;
	case R500_VE_DISTANCE_VECTOR: /* L2190-L2206 */
		out[0] = 1.0f;
		out[1] = mul0(a[1], b[1]);
		out[2] = a[2];
		out[3] = b[3];
		return;
	case R500_VE_MULTIPLY_CLAMP: { /* L2258-L2274, as printed */
		float r;
		if (c[3] < mul0(a[3], b[3]))
			r = c[3];
		else if (c[0] >= mul0(a[0], b[0]))
			r = c[0];
		else
			r = mul0(a[0], b[0]);
		splat(out, r);
		return;
	}
	case R500_VE_PRED_SET_EQ_PUSH: /* L2300-L2381 */
	case R500_VE_PRED_SET_GT_PUSH:
	case R500_VE_PRED_SET_GTE_PUSH:
	case R500_VE_PRED_SET_NEQ_PUSH: {
		float bw = b[3];
		bool t = op == R500_VE_PRED_SET_EQ_PUSH    ? bw == 0.0f
		         : op == R500_VE_PRED_SET_GT_PUSH  ? bw > 0.0f
		         : op == R500_VE_PRED_SET_GTE_PUSH ? bw >= 0.0f
		                                           : bw != 0.0f;
		t = t && a[3] == 0.0f;
		*pred = t;
		splat(out, t ? 0.0f : a[3] + 1.0f);
		return;
	}
	default: break;
	}
	for (unsigned i = 0; i < 4; i++) {
		float x = a[i], y = b[i], r = 0.0f;
		switch (op) {
		case R500_VE_MULTIPLY: r = mul0(x, y); break;
		case R500_VE_ADD: r = x + y; break;
		case R500_VE_MULTIPLY_ADD: r = mul0(x, y) + c[i]; break;
		case R500_VE_FRACTION: r = x - floorf(x); break;
		case R500_VE_MAXIMUM: r = fmaxv(x, y); break;
		case R500_VE_MINIMUM: r = fminv(x, y); break;
		case R500_VE_SET_GREATER_THAN_EQUAL: r = x >= y ? 1.0f : 0.0f; break;
		case R500_VE_SET_LESS_THAN: r = x < y ? 1.0f : 0.0f; break;
		case R500_VE_MULTIPLYX2_ADD: r = 2.0f * mul0(x, y) + c[i]; break;
		case R500_VE_FLT2FIX_DX: r = floorf(x); break;
		case R500_VE_FLT2FIX_DX_RND: r = floorf(x + 0.5f); break;
		case R500_VE_COND_WRITE_EQ: /* L2383-L2429: B where A passes */
		case R500_VE_COND_WRITE_GT:
		case R500_VE_COND_WRITE_GTE:
		case R500_VE_COND_WRITE_NEQ: {
			bool t = op == R500_VE_COND_WRITE_EQ    ? x == 0.0f
			         : op == R500_VE_COND_WRITE_GT  ? x > 0.0f
			         : op == R500_VE_COND_WRITE_GTE ? x >= 0.0f
			                                        : x != 0.0f;
			if (!t)
				*we &= ~(1u << i);
			r = y;
			break;
		}
		case R500_VE_COND_MUX_EQ: r = x == 0.0f ? y : c[i]; break; /* L2431-L2465 */
		case R500_VE_COND_MUX_GT: r = x > 0.0f ? y : c[i]; break;
		case R500_VE_COND_MUX_GTE: r = x >= 0.0f ? y : c[i]; break;
		case R500_VE_SET_GREATER_THAN: r = x > y ? 1.0f : 0.0f; break;
		case R500_VE_SET_EQUAL: r = x == y ? 1.0f : 0.0f; break;
		case R500_VE_SET_NOT_EQUAL: r = x != y ? 1.0f : 0.0f; break;
		default: break;
		}
		out[i] = r;
	}
}

/* ------------------------------------------------------------- operands */

struct run {
	const struct r5xx_pvs_prog *p;
	struct r5xx_pvs_vtx *v;
	int32_t al; /* the inner-most loop index (aL) */
	unsigned err;
};

static int32_t clamp_addr(int32_t v)
{
	/* A0 and aL hold -256..255 (L1912, L2098) */
	return v < -256 ? -256 : v > 255 ? 255 : v;
}

static int32_t address(struct run *r, unsigned offset, unsigned mode, unsigned sel)
{
	switch (mode) {
	case R500_VS_ADDR_ABS: return (int32_t)offset;
	case R500_VS_ADDR_A0: return (int32_t)offset + r->v->a0[sel & 3];
	case R500_VS_ADDR_AL: return (int32_t)offset + r->al;
	default: r->err |= R5XX_PVS_E_ADDRMODE; return (int32_t)offset;
	}
}

static const float zero4[4];

/* The vector a source operand names, before swizzle (L1912, L6531-L6535: a
 * constant address outside 0..PVS_MAX_CONST_ADDR reads (0,0,0,0); the
 * other files are not clamped, L2035: outside them, softgpu reads 0). */
static const float *fetch(struct run *r, const struct r500_vs_src *s, float tmp[4])
{
	int32_t ad = address(r, s->offset, s->mode, s->sel);
	switch (s->type) {
	case R500_VS_SRC_CONST: {
		if (ad < 0 || ad > (int32_t)r->p->const_max)
			return zero4;
		const uint32_t *k =
		        r->p->consts[(r->p->const_base + (unsigned)ad) % R5XX_PVS_CONSTS];
		memcpy(tmp, k, 16);
		return tmp;
	}
	case R500_VS_SRC_INPUT:
		if (ad >= 0 && ad < R5XX_PVS_INPUTS)
			return r->v->in[ad];
		break;
	case R500_VS_SRC_ALT_TEMP:
		if (ad >= 0 && ad < R5XX_PVS_ALTS)
			return r->v->alt[ad];
		break;
	default:
		if (ad >= 0 && ad < R5XX_PVS_TEMPS)
			return r->v->temp[ad];
		break;
	}
	r->err |= R5XX_PVS_E_RANGE;
	return zero4;
}

/* Swizzle, then absolute value, then negate (L1935-L1937, L2895). */
static void read_src(struct run *r, const struct r500_vs_src *s, unsigned ncomp, float out[4])
{
	float tmp[4];
	const float *v = fetch(r, s, tmp);
	for (unsigned c = 0; c < ncomp; c++) {
		unsigned sel = s->swz[c];
		float x;
		if (sel < 4) {
			x = v[sel];
		} else {
			x = sel == R500_VS_SWZ_ONE ? 1.0f : 0.0f;
			/* 7 is what Mesa emits for a component nothing uses
			 * (RC_SWIZZLE_UNUSED, passed through as "identical to
			 * VSF_IN_COMPONENT_*" by r3xx_vertprog.c t_swizzle): it reads
			 * 0.0 quietly; 6 is no select at all */
			if (sel == R500_VS_SWZ_ONE + 1)
				r->err |= R5XX_PVS_E_SWIZZLE;
		}
		if (s->abs)
			x = fabsf(x);
		if (s->neg >> c & 1)
			x = -x;
		out[c] = x;
	}
}

static float sat(float x)
{
	/* [0, 1]; NaN to 0 (softgpu) */
	return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f;
}

static int32_t to_a0(float x)
{
	/* floor already applied by FLT2FIX; NaN loads 0 (softgpu) */
	if (isnan(x))
		return 0;
	x = floorf(x);
	return x < -256.0f ? -256 : x > 255.0f ? 255 : (int32_t)x;
}

/* Writes the components in we of val to a destination. */
static void write_dst(struct run *r, unsigned type, int32_t ad, unsigned we, const float val[4],
                      bool from_flt2fix)
{
	float *d = NULL;
	struct r5xx_pvs_vtx *v = r->v;
	switch (type) {
	case R500_VS_DST_TEMP:
		if (ad >= 0 && ad < R5XX_PVS_TEMPS)
			d = v->temp[ad];
		break;
	case R500_VS_DST_A0:
		if (!from_flt2fix)
			r->err |= R5XX_PVS_E_A0;
		for (unsigned c = 0; c < 4; c++)
			if (we >> c & 1)
				v->a0[c] = to_a0(val[c]);
		return;
	case R500_VS_DST_OUT:
	case R500_VS_DST_OUT_REPL_X:
		if (ad >= 0 && ad < R5XX_PVS_OUTPUTS) {
			d = v->out[ad];
			v->out_written |= 1u << ad;
		}
		break;
	case R500_VS_DST_ALT_TEMP:
		if (ad >= 0 && ad < R5XX_PVS_ALTS)
			d = v->alt[ad];
		break;
	case R500_VS_DST_INPUT:
		if (ad >= 0 && ad < R5XX_PVS_INPUTS)
			d = v->in[ad];
		break;
	default: r->err |= R5XX_PVS_E_DSTTYPE; return;
	}
	if (!d) {
		r->err |= R5XX_PVS_E_RANGE;
		return;
	}
	for (unsigned c = 0; c < 4; c++)
		if (we >> c & 1)
			d[c] = type == R500_VS_DST_OUT_REPL_X ? val[0] : val[c];
}

/* ----------------------------------------------------------- instructions */

static void exec(struct run *r, const struct r500_vs_insn *in)
{
	float a[4], b[4], c[4], res[4];
	bool pred = r->v->pred;
	bool wr = !in->pred_en || r->v->pred == in->pred_sense; /* L2899 */
	unsigned we = in->dst_we;
	int32_t ad = address(r, in->dst_offset, in->dst_mode, in->dst_sel);
	read_src(r, &in->src[0], 4, a);
	read_src(r, &in->src[1], 4, b);
	switch (in->kind) {
	case R500_VS_VECTOR:
	case R500_VS_DUAL:
		if (in->kind == R500_VS_VECTOR)
			read_src(r, &in->src[2], 4, c);
		else
			memcpy(c, zero4, sizeof(c));
		if (in->op == R500_VE_NOP)
			break;
		r5xx_pvs_vector(in->op, a, b, c, res, &we, &pred);
		if (in->ve_sat)
			for (unsigned i = 0; i < 4; i++)
				res[i] = sat(res[i]);
		if (wr)
			write_dst(r, in->dst_type, ad, we, res,
			          in->op == R500_VE_FLT2FIX_DX || in->op == R500_VE_FLT2FIX_DX_RND);
		break;
	case R500_VS_MACRO: /* L2901-L2908: the 2-clock MAD forms */
		read_src(r, &in->src[2], 4, c);
		for (unsigned i = 0; i < 4; i++) {
			float m = mul0(a[i], b[i]);
			res[i] = (in->op == R500_MACRO_2CLK_M2X_ADD ? 2.0f * m : m) + c[i];
			if (in->ve_sat)
				res[i] = sat(res[i]);
		}
		if (wr)
			write_dst(r, in->dst_type, ad, we, res, false);
		break;
	case R500_VS_MATH:
		read_src(r, &in->src[2], 4, c);
		if (in->op == R500_ME_NOP)
			break;
		r5xx_pvs_math(in->op, a[3], b[3], c[3], res, &pred);
		if (in->me_sat)
			for (unsigned i = 0; i < 4; i++)
				res[i] = sat(res[i]);
		if (wr)
			write_dst(r, in->dst_type, ad, we, res, false);
		break;
	default: r->err |= R5XX_PVS_E_INVALID; return;
	}
	if (in->kind == R500_VS_DUAL && in->dm_op >= R500_ME_COUNT)
		r->err |= R5XX_PVS_E_INVALID; /* an undefined math half writes nothing */
	else if (in->kind == R500_VS_DUAL && in->dm_op != R500_ME_NOP) {
		/* the math half (L2142-L2154, L3002-L3008): two scalars from
		 * one source vector, X as IN_A.W and Y as IN_B.W and IN_C.W
		 * (inferred, as cat7/qemu ati_r350_pvs.c); one component of
		 * alternate temporary 0-3 */
		float s[4], m[4];
		read_src(r, &in->src[2], 2, s);
		r5xx_pvs_math(in->dm_op, s[0], s[1], s[1], m, &pred);
		if (in->me_sat)
			for (unsigned i = 0; i < 4; i++)
				m[i] = sat(m[i]);
		if (wr)
			write_dst(r, R500_VS_DST_ALT_TEMP, in->dm_dst, 1u << in->dm_we, m, false);
	}
	/* the predicate ops set the bit whether or not their write is
	 * predicated off (softgpu; Mesa's lowering relies on PUSH/INV
	 * updating it inside false branches) */
	r->v->pred = pred;
}

/* -------------------------------------------------------------- flow */

enum { FC_NOP = 0, FC_JUMP = 1, FC_LOOP = 2, FC_JSR = 3 };

struct frame {
	unsigned kind; /* FC_LOOP or FC_JSR */
	unsigned slot; /* the flow-control slot that opened it */
	unsigned last, rtn;
	uint32_t count;
	int32_t step, saved_al;
};

unsigned r5xx_pvs_run(const struct r5xx_pvs_prog *p, struct r5xx_pvs_vtx *v, uint64_t max_steps,
                      uint64_t *steps)
{
	struct run r = {p, v, 0, 0};
	struct frame stack[R5XX_PVS_NEST];
	unsigned depth = 0;
	unsigned pc = p->first % R5XX_PVS_CODE, last = p->last % R5XX_PVS_CODE;
	uint64_t n = 0, limit = max_steps;
	for (;;) {
		if (n >= limit) {
			r.err |= R5XX_PVS_E_BUDGET;
			break;
		}
		struct r500_vs_insn tmp;
		const struct r500_vs_insn *in = p->decoded ? &p->decoded[pc] : &tmp;
		if (!p->decoded)
			r500_vs_decode(p->code[pc], &tmp);
		exec(&r, in);
		n++;
		/* 1. the end of the inner-most active loop or subroutine
		 * (L2031-L2039): loop back while the count lasts */
		int next = -1;
		int closed = -1; /* a frame that ended here is not re-opened here */
		while (depth && next < 0 && stack[depth - 1].last == pc) {
			struct frame *f = &stack[depth - 1];
			if (f->kind == FC_LOOP && f->count > 1) {
				f->count--;
				r.al = clamp_addr(r.al + f->step);
				next = (int)f->rtn;
			} else {
				if (f->kind == FC_LOOP)
					r.al = f->saved_al; /* the outer loop's index comes back */
				else
					next = (int)f->rtn;
				closed = (int)f->slot;
				depth--;
			}
		}
		/* 2. an activation address of a flow-control slot (L6537-L6584):
		 * the first slot naming this instruction */
		for (unsigned s = 0; next < 0 && p->fc_opc && s < R5XX_PVS_FC; s++) {
			unsigned op = p->fc_opc >> (2 * s) & 3;
			if (op == FC_NOP || (p->fc_lw[s] & 0x3ff) != pc || (int)s == closed)
				continue;
			unsigned target = p->fc_lw[s] >> 16 & 0x3ff;
			unsigned flast = p->fc_uw[s] & 0x3ff, rtn = p->fc_uw[s] >> 16 & 0x3ff;
			if (op == FC_JUMP) {
				next = (int)target;
				break;
			}
			if (depth == R5XX_PVS_NEST) {
				r.err |= R5XX_PVS_E_NEST;
				break;
			}
			struct frame *f = &stack[depth++];
			f->kind = op;
			f->slot = s;
			f->last = flast;
			f->rtn = rtn;
			if (op == FC_LOOP) {
				uint32_t idx = p->fc_index[s];
				f->count = p->fc_lw[s] >> 16;
				if (!f->count) {
					r.err |= R5XX_PVS_E_LOOP0;
					f->count =
					        1; /* the test is at the end: the body runs once */
				}
				f->step = (int8_t)(idx >> 8);
				f->saved_al = r.al;
				if (!(idx >> 31)) /* LOOP_REPEAT_NO_FLI: inherit aL */
					r.al = (int32_t)(idx & 0xff);
				next = (int)rtn;
			} else {
				next = (int)target;
			}
			break;
		}
		/* 3. PVS_LAST_INST (inclusive) ends the program */
		if (next < 0 && pc == last)
			break;
		pc = next >= 0 ? (unsigned)next : (pc + 1) % R5XX_PVS_CODE;
	}
	if (steps)
		*steps = n;
	return r.err;
}
