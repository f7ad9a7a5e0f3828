/* The R500 US fragment-shader unit: registers, upload and the reference
 * executor on one 2x2 quad. Every rule and every inference is in
 * docs/hw/r5xx-us.md; comments cite seed 001 by line. Instruction fields
 * come from isa/r500_fs.h, shared with the disassembler's table. */
#include "amd/r5xx/r5xx_us.h"

#include <float.h>
#include <math.h>
#include <stdarg.h>
#include <string.h>

#include "amd/r5xx/r5xx_rast.h" /* r5xx_half_to_float */
#include "isa/r500_fs.h"
#include "amd/r5xx/r5xx_us_math.h"

/* ------------------------------------------------------------------ logs */

__attribute__((format(printf, 2, 3))) static void us_guest_error(struct r5xx_us *us,
                                                                 const char *fmt, ...)
{
	us->guest_errors++;
	if (us->log_lines >= R5XX_US_LOG_LINES)
		return;
	us->log_lines++;
	if (!us->dev)
		return;
	va_list ap;
	va_start(ap, fmt);
	sgpu_logv(us->dev, SGPU_LOG_GUEST_ERROR, us->log_cat, fmt, ap);
	va_end(ap);
}

__attribute__((format(printf, 2, 3))) static void us_unimp(struct r5xx_us *us, const char *fmt, ...)
{
	us->unimp++;
	if (us->log_lines >= R5XX_US_LOG_LINES)
		return;
	us->log_lines++;
	if (!us->dev)
		return;
	va_list ap;
	va_start(ap, fmt);
	sgpu_logv(us->dev, SGPU_LOG_UNIMP, us->log_cat, fmt, ap);
	va_end(ap);
}

/* ------------------------------------------------------------- registers */

void r5xx_us_init(struct r5xx_us *us, struct sgpu_device *dev, int log_cat)
{
	r5xx_us_sampler_fn fn = us->sampler;
	void *user = us->sampler_user;
	uint64_t gen = us->gen;
	memset(us, 0, sizeof(*us));
	us->gen = gen + 1; /* a reset changes the state too */
	us->dev = dev;
	us->log_cat = log_cat;
	us->sampler = fn;
	us->sampler_user = user;
}

void r5xx_us_set_sampler(struct r5xx_us *us, r5xx_us_sampler_fn fn, void *user)
{
	us->sampler = fn;
	us->sampler_user = user;
}

/* The US code space: six arrays of 512 words, one per instruction word
 * (seed L3072; US_ALU_ALPHA_INST at 0xa800 inferred, digest §2.6). */
static const uint32_t code_word_base[6] = {0xb800, 0x9000, 0x9800, 0xa000, 0xa800, 0xb000};

static bool code_slot(uint32_t addr, unsigned *slot, unsigned *word)
{
	if (addr < R5XX_US_CODE_BASE || addr >= R5XX_US_CODE_END || (addr & 3))
		return false;
	for (unsigned w = 0; w < 6; w++)
		if (addr >= code_word_base[w] && addr < code_word_base[w] + 4 * R5XX_US_SLOTS) {
			*slot = (addr - code_word_base[w]) / 4;
			*word = w;
			return true;
		}
	return false;
}

/* GA_US_VECTOR_DATA (seed §7.8, L3799-L3836): six words per instruction in
 * the order CMN, ALU_RGB_ADDR, ALU_ALPHA_ADDR, ALU_RGB_INST, ALU_ALPHA_INST,
 * ALU_RGBA_INST; four per constant (R, G, B, A). The index steps after the
 * last word and wraps (512 instructions, 256 constants). CLAMP clamps
 * constant data to [-1, 1]. */
static void vector_data(struct r5xx_us *us, uint32_t v)
{
	bool consts = us->vec_index >> 16 & 1;
	if (!consts) {
		us->code[us->vec_pos & (R5XX_US_SLOTS - 1)][us->vec_word] = v;
		if (++us->vec_word == 6) {
			us->vec_word = 0;
			us->vec_pos = (us->vec_pos + 1) & (R5XX_US_SLOTS - 1);
		}
		return;
	}
	float f = f_of(v);
	if (us->vec_index >> 17 & 1) {
		/* inferred: NaN clamps to -1 (the first bound it fails) */
		if (!(f >= -1.0f))
			f = -1.0f;
		else if (f > 1.0f)
			f = 1.0f;
	}
	us->konst[us->vec_pos & (R5XX_US_CONSTS - 1)][us->vec_word] = f;
	if (++us->vec_word == 4) {
		us->vec_word = 0;
		us->vec_pos = (us->vec_pos + 1) & (R5XX_US_CONSTS - 1);
	}
}

static bool reg_write(struct r5xx_us *us, uint32_t addr, uint32_t v)
{
	unsigned slot, word;
	if (code_slot(addr, &slot, &word)) {
		us->code[slot][word] = v;
		return true;
	}
	if (addr >= R5XX_US_FC_INT_CONST_0 && addr < R5XX_US_FC_INT_CONST_0 + 32 * 4 &&
	    !(addr & 3)) {
		us->fc_int[(addr - R5XX_US_FC_INT_CONST_0) / 4] = v;
		return true;
	}
	if (addr >= R5XX_US_FORMAT0_0 && addr < R5XX_US_FORMAT0_0 + 16 * 4 && !(addr & 3)) {
		us->format0[(addr - R5XX_US_FORMAT0_0) / 4] = v;
		return true;
	}
	if (addr >= R5XX_US_OUT_FMT_0 && addr < R5XX_US_OUT_FMT_0 + 4 * 4 && !(addr & 3)) {
		us->out_fmt[(addr - R5XX_US_OUT_FMT_0) / 4] = v;
		return true;
	}
	switch (addr) {
	case R5XX_GA_US_VECTOR_INDEX:
		us->vec_index = v;
		us->vec_pos = v & 0x1ff; /* INDEX 8:0 */
		if (v >> 16 & 1)
			us->vec_pos &= R5XX_US_CONSTS - 1;
		us->vec_word = 0;
		return true;
	case R5XX_GA_US_VECTOR_DATA: vector_data(us, v); return true;
	case R5XX_US_CONFIG: us->config = v; return true;
	case R5XX_US_PIXSIZE: us->pixsize = v; return true;
	case R5XX_US_FC_BOOL_CONST: us->fc_bool = v; return true;
	case R5XX_US_FC_CTRL: us->fc_ctrl = v; return true;
	case R5XX_US_CODE_ADDR: us->code_addr = v; return true;
	case R5XX_US_CODE_RANGE: us->code_range = v; return true;
	case R5XX_US_CODE_OFFSET: us->code_offset = v; return true;
	case R5XX_US_W_FMT: us->w_fmt = v; return true;
	default: return false;
	}
}

bool r5xx_us_reg_write(struct r5xx_us *us, uint32_t addr, uint32_t v)
{
	us->log_lines = 0;
	if (!reg_write(us, addr, v))
		return false;
	us->gen++;
	return true;
}

bool r5xx_us_reg_read(const struct r5xx_us *us, uint32_t addr, uint32_t *v)
{
	unsigned slot, word;
	if (code_slot(addr, &slot, &word)) {
		*v = us->code[slot][word];
		return true;
	}
	if (addr >= R5XX_US_FC_INT_CONST_0 && addr < R5XX_US_FC_INT_CONST_0 + 32 * 4 &&
	    !(addr & 3)) {
		*v = us->fc_int[(addr - R5XX_US_FC_INT_CONST_0) / 4];
		return true;
	}
	if (addr >= R5XX_US_FORMAT0_0 && addr < R5XX_US_FORMAT0_0 + 16 * 4 && !(addr & 3)) {
		*v = us->format0[(addr - R5XX_US_FORMAT0_0) / 4];
		return true;
	}
	if (addr >= R5XX_US_OUT_FMT_0 && addr < R5XX_US_OUT_FMT_0 + 4 * 4 && !(addr & 3)) {
		*v = us->out_fmt[(addr - R5XX_US_OUT_FMT_0) / 4];
		return true;
	}
	switch (addr) {
	case R5XX_GA_US_VECTOR_INDEX: *v = us->vec_index; return true;
	case R5XX_GA_US_VECTOR_DATA: *v = 0; return true;
	case R5XX_US_CONFIG: *v = us->config; return true;
	case R5XX_US_PIXSIZE: *v = us->pixsize; return true;
	case R5XX_US_FC_BOOL_CONST: *v = us->fc_bool; return true;
	case R5XX_US_FC_CTRL: *v = us->fc_ctrl; return true;
	case R5XX_US_CODE_ADDR: *v = us->code_addr; return true;
	case R5XX_US_CODE_RANGE: *v = us->code_range; return true;
	case R5XX_US_CODE_OFFSET: *v = us->code_offset; return true;
	case R5XX_US_W_FMT: *v = us->w_fmt; return true;
	default: return false;
	}
}

/* floating point §7.7: r5xx_us_math.h */

/* --------------------------------------------------------------- the quad */

void r5xx_us_quad_begin(struct r5xx_us_quad *q, uint8_t covered)
{
	memset(q, 0, sizeof(*q));
	for (unsigned p = 0; p < 4; p++)
		q->covered[p] = covered >> p & 1;
	q->hazard_rgb = q->hazard_alpha = -1;
}

/* RS_IP TEX_PTR_*: a packet component, or 62 K0 (0.0) / 63 K1 (1.0); a
 * pointer past the 32 components reads 0 (inferred). */
static float rs_comp(const float *tex, unsigned ptr)
{
	if (ptr == 63)
		return 1.0f;
	return ptr < 32 ? tex[ptr] : 0.0f;
}

void r5xx_us_rs_route(struct r5xx_us_quad *q, const struct r5xx_us_rs_in *in)
{
	unsigned n = (in->rs_inst_count & 0xf) + 1;
	for (unsigned i = 0; i < n; i++) {
		uint32_t ri = in->rs_inst[i];
		for (unsigned p = 0; p < 4; p++) {
			if (ri >> 4 & 1) { /* TEX_CN */
				uint32_t ip = in->rs_ip[ri & 0xf];
				float *t = q->t[p][ri >> 5 & 0x7f];
				for (unsigned c = 0; c < 4; c++)
					t[c] = rs_comp(in->tex[p], ip >> (6 * c) & 0x3f);
			}
			unsigned cn = ri >> 16 & 3;
			if (!cn)
				continue;
			float *t = q->t[p][ri >> 18 & 0x7f], v[4] = {0, 0, 0, 0};
			if (cn == 2) {
				v[0] = in->pos[p][0];
				v[1] = in->pos[p][1];
			} else if (cn == 3) {
				v[0] = in->backface ? 1.0f : 0.0f;
			} else {
				uint32_t ip = in->rs_ip[ri >> 12 & 0xf];
				unsigned ptr = ip >> 24 & 7;
				const float *c = ptr < 4 ? in->col[p][ptr] : v;
				/* COL_FMT (L5322-L5326); reserved formats read RGBA (inferred) */
				switch (ip >> 27 & 0xf) {
				case 1: v[0] = c[0], v[1] = c[1], v[2] = c[2], v[3] = 0; break;
				case 2: v[0] = c[0], v[1] = c[1], v[2] = c[2], v[3] = 1; break;
				case 4: v[3] = c[3]; break;
				case 5: break;
				case 6: v[3] = 1; break;
				case 8: v[0] = v[1] = v[2] = 1, v[3] = c[3]; break;
				case 9: v[0] = v[1] = v[2] = 1; break;
				case 10: v[0] = v[1] = v[2] = v[3] = 1; break;
				default: memcpy(v, c, sizeof(v)); break;
				}
			}
			memcpy(t, v, sizeof(v));
		}
	}
}

static int cur_al(const struct r5xx_us_quad *q)
{
	return q->nloops ? q->loops[q->nloops - 1].al : 0;
}

/* A pixel takes part: active and not done (L3706: done pixels behave as
 * inactive ones). */
static bool pix_on(const struct r5xx_us_quad *q, unsigned p)
{
	return q->state[p] == R5XX_US_PIX_ACTIVE && !q->done[p];
}

static bool may_write(const struct r5xx_us_quad *q, const uint32_t *w, unsigned p)
{
	return pix_on(q, p) || R500_FS_GET(w, FS_WRITE_INACTIVE);
}

/* The predicate for channel c (0-3) under a PRED_SEL/INV pair (L3322-L3392):
 * 0 none (passes), 1 per channel, 2-5 one replicated bit; 6, 7 reserved
 * (inferred: pass). */
static bool pred_pass(const struct r5xx_us_quad *q, unsigned p, unsigned sel, bool inv, unsigned c)
{
	bool v;
	switch (sel) {
	case 1: v = q->pred[p][c]; break;
	case 2:
	case 3:
	case 4:
	case 5: v = q->pred[p][sel - 2]; break;
	default: return true;
	}
	return v != inv;
}

/* ------------------------------------------------------------------- ALU */

/* Source k of an ALU instruction for pixel p (L3138-L3147). */
static void read_src(const struct r5xx_us *us, const struct r5xx_us_quad *q, unsigned p,
                     uint32_t addrw, unsigned k, float out[4])
{
	unsigned a = addrw >> (10 * k) & 0xff;
	bool cnst = addrw >> (10 * k + 8) & 1, rel = addrw >> (10 * k + 9) & 1;
	int al = rel ? cur_al(q) : 0;
	if (cnst) {
		memcpy(out, us->konst[(unsigned)((int)a + al) & (R5XX_US_CONSTS - 1)], 16);
	} else if (a & 0x80) {
		float v = r500_fs_inline_const(a & 0x7f);
		out[0] = out[1] = out[2] = out[3] = v;
	} else {
		memcpy(out, q->t[p][(unsigned)((int)a + al) & (R5XX_US_TEMPS - 1)], 16);
	}
}

/* The sources of one pixel: src[0..2] then srcp in src[3]; each a vector
 * of the RGB address's r, g, b and the alpha address's a (L3118-L3136). */
static void pixel_sources(const struct r5xx_us *us, const struct r5xx_us_quad *q, unsigned p,
                          const uint32_t *w, float src[4][4])
{
	for (unsigned k = 0; k < 3; k++) {
		float rgb[4], al[4];
		read_src(us, q, p, w[R500_FS_RGB_ADDR], k, rgb);
		read_src(us, q, p, w[R500_FS_ALPHA_ADDR], k, al);
		src[k][0] = rgb[0];
		src[k][1] = rgb[1];
		src[k][2] = rgb[2];
		src[k][3] = al[3];
	}
	/* srcp only when an operand selects it (3): it cannot be seen otherwise */
	if (R500_FS_GET(w, FS_RGB_SEL_A) == 3 || R500_FS_GET(w, FS_RGB_SEL_B) == 3 ||
	    R500_FS_GET(w, FS_RGB_SEL_C) == 3 || R500_FS_GET(w, FS_ALPHA_SEL_A) == 3 ||
	    R500_FS_GET(w, FS_ALPHA_SEL_B) == 3 || R500_FS_GET(w, FS_ALPHA_SEL_C) == 3) {
		unsigned rop = R500_FS_GET(w, FS_SRCP_OP(R500_FS_RGB_ADDR));
		unsigned aop = R500_FS_GET(w, FS_SRCP_OP(R500_FS_ALPHA_ADDR));
		for (unsigned c = 0; c < 3; c++)
			src[3][c] = presub(rop, src[0][c], src[1][c]);
		src[3][3] = presub(aop, src[0][3], src[1][3]);
	} else {
		memset(src[3], 0, sizeof(src[3]));
	}
}

/* An RGB operand: three channels from sel/swizzle/modifier. */
static void rgb_operand(const float src[4][4], unsigned sel, unsigned swz, unsigned mod,
                        float out[3])
{
	for (unsigned c = 0; c < 3; c++)
		out[c] = apply_mod(swz_pick(src[sel], swz >> (3 * c) & 7), mod);
}

static float alpha_operand(const float src[4][4], unsigned sel, unsigned swz, unsigned mod)
{
	return apply_mod(swz_pick(src[sel], swz), mod);
}

/* The temporary source k of an address word reads, or -1 (a constant or an
 * inline constant). */
static int src_temp(const struct r5xx_us_quad *q, uint32_t addrw, unsigned k)
{
	unsigned a = addrw >> (10 * k) & 0xff;
	if (addrw >> (10 * k + 8) & 1 || a & 0x80)
		return -1;
	int al = addrw >> (10 * k + 9) & 1 ? cur_al(q) : 0;
	return (int)((unsigned)((int)a + al) & (R5XX_US_TEMPS - 1));
}

/* The channels of srcp (r 1, g 2, b 4, a 8) an instruction's operands
 * select (sel 3) through their swizzles. */
static unsigned srcp_channels(const uint32_t *w)
{
	static const struct r500_fs_field rsel[3] = {FS_RGB_SEL_A, FS_RGB_SEL_B, FS_RGB_SEL_C};
	static const struct r500_fs_field rswz[3] = {FS_RGB_SWIZ_A, FS_RGB_SWIZ_B, FS_RGB_SWIZ_C};
	static const struct r500_fs_field asel[3] = {FS_ALPHA_SEL_A, FS_ALPHA_SEL_B,
	                                             FS_ALPHA_SEL_C};
	static const struct r500_fs_field aswz[3] = {FS_ALPHA_SWIZ_A, FS_ALPHA_SWIZ_B,
	                                             FS_ALPHA_SWIZ_C};
	unsigned m = 0;
	for (unsigned k = 0; k < 3; k++) {
		if (R500_FS_GET(w, rsel[k]) == 3)
			for (unsigned c = 0; c < 3; c++) {
				unsigned s = R500_FS_GET(w, rswz[k]) >> (3 * c) & 7;
				if (s < 4)
					m |= 1u << s;
			}
		if (R500_FS_GET(w, asel[k]) == 3 && R500_FS_GET(w, aswz[k]) < 4)
			m |= 1u << R500_FS_GET(w, aswz[k]);
	}
	return m;
}

/* MDH/MDV read src0 and the presubtract src0/src1 before the previous ALU
 * instruction's results are written back: the previous instruction needs
 * its NOP bit (L3160-L3162, L3244-L3248; not after a TEX). We compute as
 * if it were there and log the missing bubble. A presubtract counts only
 * when a channel it computes for the instruction comes from a channel the
 * previous instruction wrote: any other reads the same value with or
 * without the bubble (Mesa 22.3's scheduler, presub_nop, leaves such
 * pairs, e.g. an alpha op reading the RGB presubtract's r after a write
 * of g, in piglit glsl-fs-floor; docs/hw/r5xx-us.md). */
static void check_hazard(struct r5xx_us *us, struct r5xx_us_quad *q, const uint32_t *w)
{
	unsigned rop = R500_FS_GET(w, FS_RGB_OP), aop = R500_FS_GET(w, FS_ALPHA_OP);
	bool rgb_d = rop == R500_RGB_MDH || rop == R500_RGB_MDV;
	bool alpha_d = aop == R500_ALPHA_MDH || aop == R500_ALPHA_MDV;
	if (q->hazard_rgb < 0 && q->hazard_alpha < 0)
		return;
	bool hit = false;
	if (rgb_d || alpha_d) {
		int r = src_temp(q, w[R500_FS_RGB_ADDR], 0),
		    a = src_temp(q, w[R500_FS_ALPHA_ADDR], 0);
		hit |= r >= 0 && r == q->hazard_rgb;
		hit |= a >= 0 && a == q->hazard_alpha;
	}
	unsigned ch = srcp_channels(w);
	if (ch) {
		/* BIAS (0) and INV (3) read src0 only (L3154-L3157) */
		unsigned nr = R500_FS_GET(w, FS_SRCP_OP(R500_FS_RGB_ADDR)) % 3 ? 2 : 1;
		unsigned na = R500_FS_GET(w, FS_SRCP_OP(R500_FS_ALPHA_ADDR)) % 3 ? 2 : 1;
		for (unsigned k = 0; k < 2; k++) {
			int r = src_temp(q, w[R500_FS_RGB_ADDR], k),
			    a = src_temp(q, w[R500_FS_ALPHA_ADDR], k);
			hit |= k < nr && (ch & 7 & q->hazard_rgb_wm) && r >= 0 &&
			       r == q->hazard_rgb;
			hit |= k < na && (ch & 8) && a >= 0 && a == q->hazard_alpha;
		}
	}
	if (hit)
		us_guest_error(
		        us,
		        "US: PC %u reads the previous instruction's result through "
		        "MDH/MDV or presubtract without a NOP bubble (L3160): computed as if "
		        "the NOP were set",
		        q->pc);
}

static void alu_exec(struct r5xx_us *us, struct r5xx_us_quad *q, const uint32_t *w)
{
	check_hazard(us, q, w);
	struct alu_in in;
	for (unsigned p = 0; p < 4; p++) {
		pixel_sources(us, q, p, w, in.src[p]);
		rgb_operand(in.src[p], R500_FS_GET(w, FS_RGB_SEL_A), R500_FS_GET(w, FS_RGB_SWIZ_A),
		            R500_FS_GET(w, FS_RGB_MOD_A), in.a[p]);
		rgb_operand(in.src[p], R500_FS_GET(w, FS_RGB_SEL_B), R500_FS_GET(w, FS_RGB_SWIZ_B),
		            R500_FS_GET(w, FS_RGB_MOD_B), in.b[p]);
		rgb_operand(in.src[p], R500_FS_GET(w, FS_RGB_SEL_C), R500_FS_GET(w, FS_RGB_SWIZ_C),
		            R500_FS_GET(w, FS_RGB_MOD_C), in.c[p]);
		in.aa[p] = alpha_operand(in.src[p], R500_FS_GET(w, FS_ALPHA_SEL_A),
		                         R500_FS_GET(w, FS_ALPHA_SWIZ_A),
		                         R500_FS_GET(w, FS_ALPHA_MOD_A));
		in.ab[p] = alpha_operand(in.src[p], R500_FS_GET(w, FS_ALPHA_SEL_B),
		                         R500_FS_GET(w, FS_ALPHA_SWIZ_B),
		                         R500_FS_GET(w, FS_ALPHA_MOD_B));
		in.ac[p] = alpha_operand(in.src[p], R500_FS_GET(w, FS_ALPHA_SEL_C),
		                         R500_FS_GET(w, FS_ALPHA_SWIZ_C),
		                         R500_FS_GET(w, FS_ALPHA_MOD_C));
	}
	unsigned rop = R500_FS_GET(w, FS_RGB_OP), aop = R500_FS_GET(w, FS_ALPHA_OP);
	unsigned romod = R500_FS_GET(w, FS_RGB_OMOD), aomod = R500_FS_GET(w, FS_ALPHA_OMOD);
	bool rclamp = R500_FS_GET(w, FS_RGB_CLAMP), aclamp = R500_FS_GET(w, FS_ALPHA_CLAMP);
	bool rgb_dp = rop == R500_RGB_DP3 || rop == R500_RGB_DP4 || rop == R500_RGB_D2A;
	bool alpha_tr = aop >= R500_ALPHA_EX2 && aop <= R500_ALPHA_COS;
	if ((rop == R500_RGB_SOP && !alpha_tr) || (aop == R500_ALPHA_DP && !rgb_dp))
		us_guest_error(us,
		               "US: RGB SOP / ALPHA DP without its partner op (rgb %u, alpha %u)",
		               rop, aop);
	if (rop == 6 || rop > R500_RGB_MDV || aop == 4)
		us_guest_error(us, "US: reserved ALU op (rgb %u, alpha %u): result 0", rop, aop);
	/* MDH/MDV read src0 of the top-left and the top-right / bottom-left
	 * pixel, select and swizzle ignored, modifiers kept (L3228-L3262). */
	unsigned mod_a = R500_FS_GET(w, FS_RGB_MOD_A), mod_c = R500_FS_GET(w, FS_RGB_MOD_C);
	unsigned amod_a = R500_FS_GET(w, FS_ALPHA_MOD_A), amod_c = R500_FS_GET(w, FS_ALPHA_MOD_C);

	struct alu_ops ops = {rop,    aop,      romod, aomod, rclamp, aclamp,
	                      rgb_dp, alpha_tr, mod_a, mod_c, amod_a, amod_c};
	float rgb[4][3], alpha[4];
	for (unsigned p = 0; p < 4; p++)
		alu_pixel(us, &ops, &in, p, rgb[p], &alpha[p]);

	/* writes: temporaries gated by the old predicates (L3386-L3392) */
	unsigned type = R500_FS_GET(w, FS_TYPE);
	unsigned rwm = R500_FS_GET(w, FS_RGB_WMASK), awm = R500_FS_GET(w, FS_ALPHA_WMASK);
	unsigned rom = R500_FS_GET(w, FS_RGB_OMASK), aom = R500_FS_GET(w, FS_ALPHA_OMASK);
	unsigned rsel = R500_FS_GET(w, FS_RGB_PRED_SEL), asel = R500_FS_GET(w, FS_ALPHA_PRED_SEL);
	bool rinv = R500_FS_GET(w, FS_RGB_PRED_INV), ainv = R500_FS_GET(w, FS_ALPHA_PRED_INV);
	int al = cur_al(q);
	unsigned rdst = (unsigned)((int)R500_FS_GET(w, FS_RGB_ADDRD) +
	                           (R500_FS_GET(w, FS_RGB_ADDRD_REL) ? al : 0)) &
	                (R5XX_US_TEMPS - 1);
	unsigned adst = (unsigned)((int)R500_FS_GET(w, FS_ALPHA_ADDRD) +
	                           (R500_FS_GET(w, FS_ALPHA_ADDRD_REL) ? al : 0)) &
	                (R5XX_US_TEMPS - 1);
	for (unsigned p = 0; p < 4; p++) {
		if (!may_write(q, w, p))
			continue;
		bool rpass[3], apass = pred_pass(q, p, asel, ainv, 3);
		for (unsigned c = 0; c < 3; c++)
			rpass[c] = pred_pass(q, p, rsel, rinv, c);
		for (unsigned c = 0; c < 3; c++)
			if ((rwm >> c & 1) && rpass[c])
				q->t[p][rdst][c] = rgb[p][c];
		if (awm && apass)
			q->t[p][adst][3] = alpha[p];
		if (type == R500_FS_OUT) {
			/* outputs: predicated like the temporaries (inferred) */
			unsigned rt = R500_FS_GET(w, FS_RGB_TARGET),
			         at = R500_FS_GET(w, FS_ALPHA_TARGET);
			for (unsigned c = 0; c < 3; c++)
				if ((rom >> c & 1) && rpass[c]) {
					q->rt[rt][p][c] = rgb[p][c];
					q->rt_mask[rt][p] |= (uint8_t)(1u << c);
				}
			if (aom && apass) {
				q->rt[at][p][3] = alpha[p];
				q->rt_mask[at][p] |= 8;
			}
			if (R500_FS_GET(w, FS_W_OMASK) && apass) {
				q->depth[p] = alpha[p];
				q->depth_written[p] = true;
			}
		} else {
			/* predicate writes are not predicated (L3386-L3392) */
			unsigned rc = R500_FS_GET(w, FS_RGB_TARGET),
			         ac = R500_FS_GET(w, FS_ALPHA_TARGET);
			for (unsigned c = 0; c < 3; c++)
				if (rom >> c & 1)
					q->pred[p][c] = cmp0(rgb[p][c], rc);
			if (aom)
				q->pred[p][3] = cmp0(alpha[p], ac);
		}
		/* the ALU result (L3394-L3413) */
		if (R500_FS_GET(w, FS_ALU_WMASK))
			q->alu_result[p] =
			        cmp0(R500_FS_GET(w, FS_ALU_RESULT_SEL) ? alpha[p] : rgb[p][0],
			             R500_FS_GET(w, FS_ALU_RESULT_OP));
	}
}

/* ------------------------------------------------------------------- TEX */

static void tex_exec(struct r5xx_us *us, struct r5xx_us_quad *q, const uint32_t *w)
{
	unsigned op = R500_FS_GET(w, FS_TEX_INST);
	int al = cur_al(q);
	unsigned src = (unsigned)((int)R500_FS_GET(w, FS_TEX_SRC_ADDR) +
	                          (R500_FS_GET(w, FS_TEX_SRC_REL) ? al : 0)) &
	               (R5XX_US_TEMPS - 1);
	unsigned dst = (unsigned)((int)R500_FS_GET(w, FS_TEX_DST_ADDR) +
	                          (R500_FS_GET(w, FS_TEX_DST_REL) ? al : 0)) &
	               (R5XX_US_TEMPS - 1);
	unsigned rwm = R500_FS_GET(w, FS_RGB_WMASK), awm = R500_FS_GET(w, FS_ALPHA_WMASK);
	unsigned rsel = R500_FS_GET(w, FS_RGB_PRED_SEL), asel = R500_FS_GET(w, FS_ALPHA_PRED_SEL);
	bool rinv = R500_FS_GET(w, FS_RGB_PRED_INV), ainv = R500_FS_GET(w, FS_ALPHA_PRED_INV);
	/* the semaphore (L3438-L3461): lookups complete at once here, so it only
	 * matters as a protocol; ACQUIRE needs WAIT on the same instruction */
	if (R500_FS_GET(w, FS_TEX_SEM_ACQUIRE)) {
		if (!R500_FS_GET(w, FS_TEX_SEM_WAIT))
			us_guest_error(us,
			               "US: TEX at PC %u acquires the texture semaphore without "
			               "TEX_SEM_WAIT (L3445)",
			               q->pc);
		q->sem_held = true;
	}

	if (op == R500_TEX_NOP)
		return;
	if (op == R500_TEX_TEXKILL) {
		/* kill if any source channel < 0; swizzles ignored; channels
		 * limited by the write masks and predicates (L3433) */
		for (unsigned p = 0; p < 4; p++) {
			if (!may_write(q, w, p))
				continue;
			for (unsigned c = 0; c < 4; c++) {
				bool on = c < 3 ? (rwm >> c & 1) && pred_pass(q, p, rsel, rinv, c)
				                : awm && pred_pass(q, p, asel, ainv, 3);
				if (on && cmp0(q->t[p][src][c], 1))
					q->killed[p] = true;
			}
		}
		return;
	}
	if (op > R500_TEX_DXDY) {
		us_guest_error(us, "US: reserved TEX op %u: no lookup", op);
		return;
	}
	struct r5xx_us_tex_req req = {
	        .tex_id = R500_FS_GET(w, FS_TEX_ID),
	        .op = op,
	        .unscaled = R500_FS_GET(w, FS_TEX_UNSCALED),
	};
	bool ign = R500_FS_GET(w, FS_TEX_IGNORE_UNCOVERED);
	for (unsigned p = 0; p < 4; p++) {
		if (!(ign && !q->covered[p]))
			req.mask |= (uint8_t)(1u << p);
		float c[4];
		swz4(q->t[p][src], R500_FS_GET(w, FS_TEX_SRC_SWIZ), c);
		if (op == R500_TEX_PROJ) {
			/* divide S, T, R by Q */
			double qq = flush(c[3]);
			for (unsigned k = 0; k < 3; k++)
				c[k] = to_f32((double)flush(c[k]) / qq, 0);
		}
		if (op == R500_TEX_LODBIAS || op == R500_TEX_LOD)
			req.lod[p] = tex_coord(c[3]);
		for (unsigned k = 0; k < 4; k++)
			req.coord[p][k] = tex_coord(c[k]);
	}
	for (unsigned p = 0; p < 4; p++) {
		if (op == R500_TEX_DXDY) {
			unsigned dx = (unsigned)((int)R500_FS_GET(w, FS_TEX_DX_ADDR) +
			                         (R500_FS_GET(w, FS_TEX_DX_REL) ? al : 0)) &
			              (R5XX_US_TEMPS - 1);
			unsigned dy = (unsigned)((int)R500_FS_GET(w, FS_TEX_DY_ADDR) +
			                         (R500_FS_GET(w, FS_TEX_DY_REL) ? al : 0)) &
			              (R5XX_US_TEMPS - 1);
			swz4(q->t[p][dx], R500_FS_GET(w, FS_TEX_DX_SWIZ), req.ddx[p]);
			swz4(q->t[p][dy], R500_FS_GET(w, FS_TEX_DY_SWIZ), req.ddy[p]);
		} else {
			/* implicit derivatives: one per quad, from the top-left
			 * pixel as MDH/MDV take them (inferred) */
			for (unsigned k = 0; k < 4; k++) {
				req.ddx[p][k] =
				        to_f32((double)req.coord[1][k] - req.coord[0][k], 0);
				req.ddy[p][k] =
				        to_f32((double)req.coord[2][k] - req.coord[0][k], 0);
			}
		}
	}
	float out[4][4] = {{0}};
	if (us->sampler)
		us->sampler(us->sampler_user, &req, out);
	else
		us_unimp(us, "US: TEX lookup on sampler %u without a texture unit: 0", req.tex_id);
	unsigned dswz = R500_FS_GET(w, FS_TEX_DST_SWIZ);
	for (unsigned p = 0; p < 4; p++) {
		if (!(req.mask >> p & 1) || !may_write(q, w, p))
			continue;
		for (unsigned c = 0; c < 4; c++) {
			bool on = c < 3 ? (rwm >> c & 1) && pred_pass(q, p, rsel, rinv, c)
			                : awm && pred_pass(q, p, asel, ainv, 3);
			if (on)
				q->t[p][dst][c] = flush(out[p][dswz >> (2 * c) & 3]);
		}
	}
}

/* ------------------------------------------------------------ flow control */

static unsigned branch_max(const struct r5xx_us *us)
{
	return us->fc_ctrl & R5XX_US_FC_CTRL_FULL_FC_EN ? 31 : 3; /* L3511-L3513 */
}

/* B_OP DECR / INCR on the pixels (seed §7.6.3.2). want[p]: the pixel's
 * own decision; jump: the group's. */
static bool branch_op(struct r5xx_us *us, struct r5xx_us_quad *q, unsigned bop, unsigned popcnt,
                      const bool *want, bool jump)
{
	if (bop == 1) {
		for (unsigned p = 0; p < 4; p++)
			if (q->state[p] == R5XX_US_PIX_BRANCH) {
				q->bcount[p] -= (int)popcnt;
				if (q->bcount[p] < 0)
					q->state[p] = R5XX_US_PIX_ACTIVE;
			}
	} else if (bop == 2) {
		for (unsigned p = 0; p < 4; p++)
			if (q->state[p] == R5XX_US_PIX_BRANCH) {
				if ((unsigned)q->bcount[p] >= branch_max(us)) {
					us_guest_error(us, "US: branch counter past %u at PC %u",
					               branch_max(us), q->pc);
					q->fault = R5XX_US_FAULT_BRANCH_COUNTER;
					return false;
				}
				q->bcount[p]++;
			}
		for (unsigned p = 0; p < 4; p++)
			if (pix_on(q, p) && want[p] != jump) {
				q->state[p] = R5XX_US_PIX_BRANCH;
				q->bcount[p] = 0;
			}
	} else if (bop == 3) {
		us_guest_error(us, "US: reserved B_OP 3 at PC %u: no branch-counter change", q->pc);
	}
	return true;
}

/* Reactivates the pixels that a BREAK or CONTINUE (kind) parked in loop
 * frame depth. */
static void loop_release(struct r5xx_us_quad *q, int depth, unsigned kind)
{
	for (unsigned p = 0; p < 4; p++)
		if (q->state[p] == kind && q->loop_depth_of[p] == depth)
			q->state[p] = R5XX_US_PIX_ACTIVE;
}

/* One FC instruction; returns the next PC. */
static unsigned fc_exec(struct r5xx_us *us, struct r5xx_us_quad *q, const uint32_t *w)
{
	unsigned op = R500_FS_GET(w, FS_FC_OP), aop = R500_FS_GET(w, FS_FC_A_OP);
	unsigned func = R500_FS_GET(w, FS_FC_JUMP_FUNC), popcnt = R500_FS_GET(w, FS_FC_B_POP_CNT);
	bool any = R500_FS_GET(w, FS_FC_JUMP_ANY),
	     bool_v = us->fc_bool >> R500_FS_GET(w, FS_FC_BOOL_ADDR) & 1;
	unsigned next = (q->pc + 1) & (R5XX_US_SLOTS - 1);
	unsigned target = R500_FS_GET(w, FS_FC_JUMP_ADDR);
	if (!R500_FS_GET(w, FS_FC_JUMP_GLOBAL))
		target += us->code_offset & 0x1ff;
	target &= R5XX_US_SLOTS - 1;
	bool full = us->fc_ctrl & R5XX_US_FC_CTRL_FULL_FC_EN;
	if (!full && (op != R500_FC_JUMP || aop)) {
		us_guest_error(us, "US: FC op %u / A_OP %u at PC %u needs FULL_FC_EN", op, aop,
		               q->pc);
		q->fault = R5XX_US_FAULT_PARTIAL_FC;
		return next;
	}
	/* the FC predicate must be a replicate mode (L3481); RGBA (1) is
	 * taken as R, NONE as false (inferred) */
	unsigned psel = R500_FS_GET(w, FS_RGB_PRED_SEL);
	bool pinv = R500_FS_GET(w, FS_RGB_PRED_INV);
	bool ign = R500_FS_GET(w, FS_FC_IGNORE_UNCOVERED);

	/* B_ELSE first (L3591-L3596) */
	bool else_deact[4] = {false};
	if (R500_FS_GET(w, FS_FC_B_ELSE))
		for (unsigned p = 0; p < 4; p++) {
			if (q->done[p])
				continue;
			if (q->state[p] == R5XX_US_PIX_ACTIVE) {
				q->state[p] = R5XX_US_PIX_BRANCH;
				q->bcount[p] = 0;
				else_deact[p] = true;
			} else if (q->state[p] == R5XX_US_PIX_BRANCH && q->bcount[p] == 0) {
				q->state[p] = R5XX_US_PIX_ACTIVE;
			}
		}

	/* loop frame bookkeeping that comes before the decision */
	struct r5xx_us_loop *top = q->nloops ? &q->loops[q->nloops - 1] : NULL;
	if ((op == R500_FC_ENDLOOP || op == R500_FC_ENDREP || op == R500_FC_BREAKLOOP ||
	     op == R500_FC_BREAKREP || op == R500_FC_CONTINUE) &&
	    !top) {
		us_guest_error(us, "US: FC op %u at PC %u with an empty loop stack", op, q->pc);
		q->fault = R5XX_US_FAULT_LOOP_STACK;
		return next;
	}
	if (op == R500_FC_ENDLOOP || op == R500_FC_ENDREP)
		loop_release(q, q->nloops, R5XX_US_PIX_CONTINUE); /* end of the iteration */

	/* per-pixel wishes (L3527-L3535) */
	bool want[4];
	unsigned n_on = 0, n_want = 0;
	bool inhibit = false;
	for (unsigned p = 0; p < 4; p++) {
		bool pr = false;
		if (psel >= 1 && psel <= 5)
			pr = q->pred[p][psel == 1 ? 0 : psel - 2] != pinv;
		else if (psel == 0)
			pr = pinv; /* NONE: false, inverted */
		unsigned bit =
		        (unsigned)q->alu_result[p] << 2 | (unsigned)pr << 1 | (unsigned)bool_v;
		want[p] = func >> bit & 1;
		if (else_deact[p])
			want[p] = true;
		bool on = pix_on(q, p) && !(ign && !q->covered[p]);
		if (on) {
			n_on++;
			n_want += want[p];
		}
		/* special cases of L3599-L3606 */
		if (op == R500_FC_BREAKLOOP || op == R500_FC_BREAKREP || op == R500_FC_CONTINUE) {
			if (q->state[p] == R5XX_US_PIX_BRANCH && !q->done[p])
				inhibit = true;
			if (op != R500_FC_CONTINUE && q->state[p] == R5XX_US_PIX_CONTINUE &&
			    q->loop_depth_of[p] == q->nloops)
				inhibit = true;
		}
	}
	bool jump = any ? n_want > 0 : n_want == n_on;

	switch (op) {
	case R500_FC_LOOP:
	case R500_FC_REP: {
		uint32_t k = us->fc_int[R500_FS_GET(w, FS_FC_INT_ADDR)];
		int count = (int)(k & 0xff);
		if (!count) {
			jump = true; /* iteration count 0: always jump (L3597) */
			break;
		}
		if (jump)
			break;
		if (q->nloops >= R5XX_US_STACK) {
			us_guest_error(us, "US: loop stack overflow at PC %u", q->pc);
			q->fault = R5XX_US_FAULT_LOOP_STACK;
			return next;
		}
		struct r5xx_us_loop *f = &q->loops[q->nloops++];
		f->count = count;
		if (op == R500_FC_LOOP) {
			f->al = (int)(k >> 8 & 0xff);
			f->inc = (int8_t)(k >> 16 & 0xff);
		} else {
			f->al = top ? top->al : 0; /* REP sees the outer aL (L3492) */
			f->inc = 0;
		}
		break;
	}
	case R500_FC_ENDLOOP:
	case R500_FC_ENDREP:
		/* a down-counter (L6176): the body has run once more */
		top->count--;
		if (top->count <= 0)
			jump = false; /* count 0: don't jump (L3598) */
		if (jump) {
			if (op == R500_FC_ENDLOOP)
				top->al += top->inc;
		} else {
			loop_release(q, q->nloops, R5XX_US_PIX_BREAK);
			q->nloops--;
		}
		break;
	case R500_FC_BREAKLOOP:
	case R500_FC_BREAKREP:
	case R500_FC_CONTINUE: {
		unsigned kind = op == R500_FC_CONTINUE ? R5XX_US_PIX_CONTINUE : R5XX_US_PIX_BREAK;
		if (inhibit)
			jump = false;
		/* pixels that want to leave are parked in the loop frame */
		for (unsigned p = 0; p < 4; p++)
			if (pix_on(q, p) && want[p]) {
				q->state[p] = (uint8_t)kind;
				q->loop_depth_of[p] = q->nloops;
			}
		if (jump && kind == R5XX_US_PIX_BREAK) {
			loop_release(q, q->nloops, R5XX_US_PIX_BREAK);
			loop_release(q, q->nloops, R5XX_US_PIX_CONTINUE);
			q->nloops--;
		}
		break;
	}
	default: break;
	}

	/* branch counters: B_OP1 if jumping, B_OP0 if staying */
	if (!branch_op(us, q, jump ? R500_FS_GET(w, FS_FC_B_OP1) : R500_FS_GET(w, FS_FC_B_OP0),
	               popcnt, want, jump))
		return next;

	/* the ALU result does not survive an FC instruction (L3411): 0 */
	memset(q->alu_result, 0, sizeof(q->alu_result));

	if (!jump)
		return next;
	if (aop == 2) { /* PUSH the return address */
		if (q->naddrs >= R5XX_US_STACK) {
			us_guest_error(us, "US: address stack overflow at PC %u", q->pc);
			q->fault = R5XX_US_FAULT_ADDR_STACK;
			return next;
		}
		q->addrs[q->naddrs++] = next;
	} else if (aop == 1) { /* POP overrides JUMP_ADDR */
		if (!q->naddrs) {
			us_guest_error(us, "US: address stack underflow at PC %u", q->pc);
			q->fault = R5XX_US_FAULT_ADDR_STACK;
			return next;
		}
		target = q->addrs[--q->naddrs];
	} else if (aop == 3) {
		us_guest_error(us, "US: reserved A_OP 3 at PC %u: no address-stack change", q->pc);
	}
	return target;
}

/* ------------------------------------------------------------------- run */

enum r5xx_us_status r5xx_us_run(struct r5xx_us *us, struct r5xx_us_quad *q, uint64_t *budget)
{
	unsigned offset = us->code_offset & 0x1ff;
	unsigned end = ((us->code_addr >> 16 & 0x1ff) + offset) & (R5XX_US_SLOTS - 1);
	unsigned rstart = us->code_range & 0x1ff, rsize = (us->code_range >> 16 & 0x1ff) + 1;
	if (q->fault)
		return R5XX_US_FAULT;
	if (!q->started) {
		q->pc = ((us->code_addr & 0x1ff) + offset) & (R5XX_US_SLOTS - 1);
		q->started = true;
	}
	for (;;) {
		if (!*budget)
			return R5XX_US_YIELD;
		if (q->steps >= R5XX_US_MAX_QUAD_STEPS) {
			us_guest_error(us, "US: quad ran %llu instructions (runaway program)",
			               (unsigned long long)q->steps);
			q->fault = R5XX_US_FAULT_RUNAWAY;
			return R5XX_US_FAULT;
		}
		/* inferred: an instruction outside US_CODE_RANGE is a fault */
		if (((q->pc - rstart) & (R5XX_US_SLOTS - 1)) >= rsize) {
			us_guest_error(us, "US: PC %u outside US_CODE_RANGE %u+%u", q->pc, rstart,
			               rsize);
			q->fault = R5XX_US_FAULT_PC_RANGE;
			return R5XX_US_FAULT;
		}
		const uint32_t *w = us->code[q->pc];
		unsigned type = R500_FS_GET(w, FS_TYPE);
		unsigned next = (q->pc + 1) & (R5XX_US_SLOTS - 1);
		q->steps++;
		(*budget)--;
		switch (type) {
		case R500_FS_ALU:
		case R500_FS_OUT: alu_exec(us, q, w); break;
		case R500_FS_TEX: tex_exec(us, q, w); break;
		default: next = fc_exec(us, q, w); break;
		}
		/* what a following MDH/MDV or presubtract must not read */
		q->hazard_rgb = q->hazard_alpha = -1;
		if (type <= R500_FS_OUT && !R500_FS_GET(w, FS_NOP)) {
			int al = cur_al(q);
			q->hazard_rgb_wm = R500_FS_GET(w, FS_RGB_WMASK);
			if (R500_FS_GET(w, FS_RGB_WMASK))
				q->hazard_rgb =
				        (int)((unsigned)((int)R500_FS_GET(w, FS_RGB_ADDRD) +
				                         (R500_FS_GET(w, FS_RGB_ADDRD_REL) ? al
				                                                           : 0)) &
				              (R5XX_US_TEMPS - 1));
			if (R500_FS_GET(w, FS_ALPHA_WMASK))
				q->hazard_alpha =
				        (int)((unsigned)((int)R500_FS_GET(w, FS_ALPHA_ADDRD) +
				                         (R500_FS_GET(w, FS_ALPHA_ADDRD_REL) ? al
				                                                             : 0)) &
				              (R5XX_US_TEMPS - 1));
		}
		if (q->fault)
			return R5XX_US_FAULT;
		if (R500_FS_GET(w, FS_LAST))
			for (unsigned p = 0; p < 4; p++)
				if (pix_on(q, p))
					q->done[p] = true;
		bool all_done = q->done[0] && q->done[1] && q->done[2] && q->done[3];
		if (q->pc == end || (type == R500_FS_OUT && R500_FS_GET(w, FS_LAST) && all_done)) {
			if (type != R500_FS_OUT || !R500_FS_GET(w, FS_TEX_SEM_WAIT))
				us_guest_error(
				        us,
				        "US: the last instruction (PC %u) is not an OUTPUT with "
				        "TEX_SEM_WAIT (L3031-L3034)",
				        q->pc);
			return R5XX_US_DONE;
		}
		q->pc = next;
	}
}

/* ---------------------------------------------------------------- outputs */

/* unorm: saturate, scale, round half up (inferred; ROUND_ADJ's "modified
 * rounding" is not described and not modelled); NaN encodes 0 */
static uint32_t enc_unorm(float f, unsigned bits)
{
	double max = (double)((UINT64_C(1) << bits) - 1), x = f;
	if (!(x > 0))
		return 0;
	if (x >= 1)
		return (uint32_t)max;
	return (uint32_t)floor(x * max + 0.5);
}

static uint32_t enc_snorm(float f, unsigned bits)
{
	double max = (double)((UINT64_C(1) << (bits - 1)) - 1), x = f;
	int64_t v;
	if (isnan(x))
		v = 0;
	else if (x >= 1)
		v = (int64_t)max;
	else if (x <= -1)
		v = -(int64_t)max;
	else
		v = (int64_t)floor(x * max + 0.5);
	return (uint32_t)v & (uint32_t)((UINT64_C(1) << bits) - 1);
}

/* binary32 to binary16 (S10E5), round to nearest even, denormals kept,
 * overflow to infinity, NaN to 0x7fff (inferred) */
static uint32_t enc_half(float f)
{
	uint32_t u = u_of(f), sign = u >> 16 & 0x8000;
	if (isnan(f))
		return 0x7fff;
	double a = fabs((double)f);
	if (a >= 65520.0)
		return sign | 0x7c00;
	if (a < 0x1p-14) { /* denormal halves: units of 2^-24 */
		double m = nearbyint(a * 0x1p24);
		return sign | (uint32_t)m;
	}
	int e;
	double fr = frexp(a, &e);          /* a = fr * 2^e, fr in [0.5, 1) */
	double m = nearbyint(fr * 2048.0); /* 11 significant bits */
	if (m >= 2048.0) {
		m /= 2;
		e++;
	}
	if (e + 14 >= 31)
		return sign | 0x7c00;
	return sign | (uint32_t)(e + 14) << 10 | ((uint32_t)m & 0x3ff);
}

uint32_t r5xx_us_out_encode(unsigned kind, unsigned bits, float v)
{
	if (kind == R5XX_US_CHAN_FLOAT)
		return bits == 32 ? u_of(v) : enc_half(v);
	if (kind == R5XX_US_CHAN_SNORM)
		return enc_snorm(v, bits);
	return enc_unorm(v, bits);
}

float r5xx_us_out_decode(unsigned kind, unsigned bits, uint32_t raw)
{
	if (kind == R5XX_US_CHAN_FLOAT) {
		if (bits == 32) {
			float f;
			memcpy(&f, &raw, 4);
			return f;
		}
		return r5xx_half_to_float((uint16_t)raw);
	}
	if (kind == R5XX_US_CHAN_SNORM) {
		int64_t v = (int64_t)raw;
		if (bits < 32 && (raw >> (bits - 1) & 1))
			v -= (int64_t)1 << bits;
		double m = (double)((UINT64_C(1) << (bits - 1)) - 1), x = (double)v / m;
		return (float)(x < -1 ? -1 : x);
	}
	return (float)((double)raw / (double)((UINT64_C(1) << bits) - 1));
}

bool r5xx_us_out_convert(uint32_t fmt, const float rgba[4], struct r5xx_us_out_value *o)
{
	memset(o, 0, sizeof(*o));
	unsigned n = 4, kind = R5XX_US_CHAN_UNORM;
	static const uint8_t lanes4[4] = {0, 1, 2, 3}, lanes2w[2] = {0, 2};
	const uint8_t *lanes = lanes4;
	/* widths per lane (L6209-L6213; the packed fixed-point forms numbered
	 * right to left: C_5_6_5 is C0 5, C1 6, C2 5 bits; a lane the form has
	 * no field for, as C_5_6_5's C3, travels at 8 bits) */
	static const uint8_t widths[14][4] = {
	        [0] = {8, 8, 8, 8},     [1] = {10, 10, 10, 10}, [2] = {10, 10, 10, 10},
	        [3] = {16, 0, 0, 0},    [4] = {16, 16, 0, 0},   [5] = {16, 16, 16, 16},
	        [6] = {16, 0, 0, 0},    [7] = {16, 16, 0, 0},   [8] = {4, 4, 4, 4},
	        [9] = {2, 3, 3, 8},     [10] = {5, 6, 5, 8},    [11] = {10, 11, 11, 8},
	        [12] = {11, 11, 10, 8}, [13] = {10, 10, 10, 2},
	};
	uint8_t w[4] = {0, 0, 0, 0};
	unsigned f = fmt & 0x1f;
	if (f < 14) {
		/* 2 C4_10_GAMMA: the gamma curve is not public, encoded linear
		 * (softgpu); 6-7 MPEG: as C_16/C2_16 (docs/hw/r5xx-us.md) */
		memcpy(w, widths[f], 4);
		n = f == 3 || f == 6 ? 1 : f == 4 || f == 7 ? 2 : 4;
	} else {
		switch (f) {
		case 16: n = 1; break; /* C_16_FP */
		case 17: n = 2; break;
		case 18: n = 4; break;
		case 19: n = 1; break; /* Mesa's C_32_FP */
		case 20:               /* C2_32_FP: "ARGB16161616 stores XZ for RG32F" (Mesa
		                        * r300_texture.c) */
			n = 2, lanes = lanes2w;
			break;
		case 21: n = 4; break;
		default: return false; /* 14, 15 UNUSED, 22+ reserved */
		}
		kind = R5XX_US_CHAN_FLOAT;
		memset(w, f < 19 ? 16 : 32, 4);
	}
	/* C0-C3_SEL 9:8 .. 15:14: 0 A, 1 R, 2 G, 3 B */
	static const uint8_t chan_of_sel[4] = {3, 0, 1, 2};
	o->n = n;
	o->bits = w[0];
	for (unsigned i = 0; i < n; i++) {
		unsigned lane = lanes[i];
		float v = rgba[chan_of_sel[fmt >> (8 + 2 * lane) & 3]];
		unsigned k = kind;
		if (k == R5XX_US_CHAN_UNORM && (fmt >> (16 + lane) & 1)) /* OUT_SIGN */
			k = R5XX_US_CHAN_SNORM;
		o->lane[i] = (uint8_t)lane;
		o->kind[i] = (uint8_t)k;
		o->width[i] = w[i];
		o->raw[i] = r5xx_us_out_encode(k, w[i], v);
	}
	return true;
}

bool r5xx_us_w_convert(uint32_t w_fmt, float w, uint32_t *out)
{
	switch (w_fmt & 3) {
	case 0: *out = 0; return true;
	case 1: *out = enc_unorm(w, 24); return true;
	default: *out = 0; return false;
	}
}

/* ------------------------------------------------------------ test sampler */

void r5xx_us_test_sampler(void *user, const struct r5xx_us_tex_req *req, float out[4][4])
{
	(void)user;
	for (unsigned p = 0; p < 4; p++) {
		if (!(req->mask >> p & 1))
			continue;
		out[p][0] = req->coord[p][0];
		out[p][1] = req->coord[p][1];
		switch (req->op) {
		case R500_TEX_LODBIAS:
		case R500_TEX_LOD:
			out[p][2] = req->lod[p];
			out[p][3] = (float)req->tex_id;
			break;
		case R500_TEX_DXDY:
			out[p][2] = req->ddx[p][0];
			out[p][3] = req->ddy[p][1];
			break;
		default:
			out[p][2] = req->coord[p][2];
			out[p][3] = req->coord[p][3];
			break;
		}
	}
}
