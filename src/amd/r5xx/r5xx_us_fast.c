/* The R500 US's compiled fast path (r5xx_us_fast.h). What it accepts and
 * why each case is the reference's: docs/hw/r5xx-raster.md, "Fast paths".
 * The arithmetic is r5xx_us_math.h's, shared with r5xx_us.c. */
#include "amd/r5xx/r5xx_us_fast.h"

#include <string.h>

#include "amd/r5xx/r5xx_us_math.h"
#include "isa/r500_fs.h"

static void src_of(uint32_t addrw, unsigned k, struct r5xx_us_fast_src *s)
{
	unsigned a = addrw >> (10 * k) & 0xff;
	if (addrw >> (10 * k + 8) & 1)
		*s = (struct r5xx_us_fast_src){1, (uint8_t)a, 0};
	else if (a & 0x80)
		*s = (struct r5xx_us_fast_src){2, 0, r500_fs_inline_const(a & 0x7f)};
	else
		*s = (struct r5xx_us_fast_src){0, (uint8_t)(a & 0x7f), 0};
}

/* The temporary source k of an address word reads, or -1 (r5xx_us.c's
 * src_temp without relative addressing). */
static int temp_of(uint32_t addrw, unsigned k)
{
	unsigned a = addrw >> (10 * k) & 0xff;
	if (addrw >> (10 * k + 8) & 1 || a & 0x80)
		return -1;
	return (int)(a & 0x7f);
}

/* What alu_run's operand gathering reads for operand j (A, B, C) channel
 * c (3 alpha): r5xx_us.c's source select, swizzle and modifier, with the
 * register resolved (no srcp: its caller checks). */
static void opnd_of(const struct r5xx_us_fast_ins *o, unsigned j, unsigned c,
                    struct r5xx_us_fast_opnd *d)
{
	unsigned sel = c < 3 ? o->rsel[j] : o->asel[j];
	unsigned s = c < 3 ? o->rswz[j] >> (3 * c) & 7 : o->aswz[j];
	unsigned mod = c < 3 ? o->rmod[j] : o->amod[j];
	if (s > 3) {
		const float v[4] = {0.0f, 0.5f, 1.0f, 0.0f}; /* swz_pick's 4-7 */
		*d = (struct r5xx_us_fast_opnd){.kind = 2, .val = apply_mod(v[s - 4], mod)};
		return;
	}
	/* channels R, G, B of a source come from its RGB address, A from its
	 * alpha address */
	const struct r5xx_us_fast_src *r = s < 3 ? &o->rsrc[sel] : &o->asrc[sel];
	if (r->kind == 2)
		*d = (struct r5xx_us_fast_opnd){.kind = 2, .val = apply_mod(r->val, mod)};
	else if (r->kind == 1)
		*d = (struct r5xx_us_fast_opnd){
		        .kind = 1, .mod = (uint8_t)mod, .off = (uint16_t)(r->idx * 4 + s)};
	else
		*d = (struct r5xx_us_fast_opnd){.kind = 0,
		                                .mod = (uint8_t)mod,
		                                .off = (uint16_t)(r->idx * 16 + s),
		                                .soff = (uint16_t)(r->idx * 16 + s * 4)};
}

/* apply_mod(f, mod) as (bits & am) ^ xm: 1 negates, 2 clears the sign,
 * 3 sets it */
static void mod_masks(struct r5xx_us_fast_opnd *d)
{
	static const uint32_t am[4] = {0xffffffffu, 0xffffffffu, 0x7fffffffu, 0x7fffffffu};
	static const uint32_t xm[4] = {0, 0x80000000u, 0, 0x80000000u};
	d->am = am[d->mod & 3], d->xm = xm[d->mod & 3];
}

static bool srcp_used(const uint32_t *w)
{
	return R500_FS_GET(w, FS_RGB_SEL_A) == 3 || R500_FS_GET(w, FS_RGB_SEL_B) == 3 ||
	       R500_FS_GET(w, FS_RGB_SEL_C) == 3 || R500_FS_GET(w, FS_ALPHA_SEL_A) == 3 ||
	       R500_FS_GET(w, FS_ALPHA_SEL_B) == 3 || R500_FS_GET(w, FS_ALPHA_SEL_C) == 3;
}

/* One instruction; false when the fast path does not cover it (or the
 * reference would log about it: the fast path logs nothing). hz_rgb and
 * hz_alpha are the previous instruction's hazard temporaries. */
static bool compile_ins(const uint32_t *w, int hz_rgb, int hz_alpha, struct r5xx_us_fast_ins *o,
                        uint8_t *used)
{
	memset(o, 0, sizeof(*o));
	memcpy(o->w, w, sizeof(o->w));
	unsigned type = R500_FS_GET(w, FS_TYPE);
	o->type = (uint8_t)type;
	if (type == R500_FS_FC || R500_FS_GET(w, FS_RGB_PRED_SEL) ||
	    R500_FS_GET(w, FS_ALPHA_PRED_SEL))
		return false;
	if (type == R500_FS_TEX) {
		unsigned op = R500_FS_GET(w, FS_TEX_INST);
		if (R500_FS_GET(w, FS_TEX_SEM_ACQUIRE) && !R500_FS_GET(w, FS_TEX_SEM_WAIT))
			return false;
		if (op != R500_TEX_NOP && op != R500_TEX_LD && op != R500_TEX_PROJ &&
		    op != R500_TEX_TEXKILL)
			return false;
		if (R500_FS_GET(w, FS_TEX_SRC_REL) || R500_FS_GET(w, FS_TEX_DST_REL))
			return false;
		o->op = (uint8_t)op;
		o->src = (uint8_t)R500_FS_GET(w, FS_TEX_SRC_ADDR);
		o->dst = (uint8_t)R500_FS_GET(w, FS_TEX_DST_ADDR);
		o->swz = (uint8_t)R500_FS_GET(w, FS_TEX_SRC_SWIZ);
		o->dswz = (uint8_t)R500_FS_GET(w, FS_TEX_DST_SWIZ);
		o->tex_id = (uint8_t)R500_FS_GET(w, FS_TEX_ID);
		o->unscaled = R500_FS_GET(w, FS_TEX_UNSCALED);
		o->ign = R500_FS_GET(w, FS_TEX_IGNORE_UNCOVERED);
		o->rwm = (uint8_t)R500_FS_GET(w, FS_RGB_WMASK);
		o->awm = (uint8_t)R500_FS_GET(w, FS_ALPHA_WMASK);
		if (op != R500_TEX_NOP)
			used[o->src] = used[o->dst] = 1;
		return true;
	}
	/* ALU and OUTPUT */
	uint32_t rw = w[R500_FS_RGB_ADDR], aw = w[R500_FS_ALPHA_ADDR];
	for (unsigned k = 0; k < 3; k++)
		if (rw >> (10 * k + 9) & 1 || aw >> (10 * k + 9) & 1)
			return false;
	if (R500_FS_GET(w, FS_RGB_ADDRD_REL) || R500_FS_GET(w, FS_ALPHA_ADDRD_REL))
		return false;
	unsigned rop = R500_FS_GET(w, FS_RGB_OP), aop = R500_FS_GET(w, FS_ALPHA_OP);
	bool rgb_dp = rop == R500_RGB_DP3 || rop == R500_RGB_DP4 || rop == R500_RGB_D2A;
	bool alpha_tr = aop >= R500_ALPHA_EX2 && aop <= R500_ALPHA_COS;
	if ((rop == R500_RGB_SOP && !alpha_tr) || (aop == R500_ALPHA_DP && !rgb_dp))
		return false; /* the reference logs these */
	if (rop == 6 || rop > R500_RGB_MDV || aop == 4)
		return false;
	if (rop == R500_RGB_MDH || rop == R500_RGB_MDV || aop == R500_ALPHA_MDH ||
	    aop == R500_ALPHA_MDV)
		return false; /* reads other pixels; left to the reference */
	o->srcp = srcp_used(w);
	if (o->srcp) /* check_hazard's guest error: left to the reference */
		for (unsigned k = 0; k < 2; k++) {
			int r = temp_of(rw, k), a = temp_of(aw, k);
			if ((r >= 0 && r == hz_rgb) || (a >= 0 && a == hz_alpha))
				return false;
		}
	for (unsigned k = 0; k < 3; k++) {
		src_of(rw, k, &o->rsrc[k]);
		src_of(aw, k, &o->asrc[k]);
		if (o->rsrc[k].kind == 0)
			used[o->rsrc[k].idx] = 1;
		if (o->asrc[k].kind == 0)
			used[o->asrc[k].idx] = 1;
	}
	o->rsp_op = (uint8_t)(rw >> 30 & 3), o->asp_op = (uint8_t)(aw >> 30 & 3);
	o->rsel[0] = (uint8_t)R500_FS_GET(w, FS_RGB_SEL_A);
	o->rsel[1] = (uint8_t)R500_FS_GET(w, FS_RGB_SEL_B);
	o->rsel[2] = (uint8_t)R500_FS_GET(w, FS_RGB_SEL_C);
	o->rswz[0] = (uint16_t)R500_FS_GET(w, FS_RGB_SWIZ_A);
	o->rswz[1] = (uint16_t)R500_FS_GET(w, FS_RGB_SWIZ_B);
	o->rswz[2] = (uint16_t)R500_FS_GET(w, FS_RGB_SWIZ_C);
	o->rmod[0] = (uint8_t)R500_FS_GET(w, FS_RGB_MOD_A);
	o->rmod[1] = (uint8_t)R500_FS_GET(w, FS_RGB_MOD_B);
	o->rmod[2] = (uint8_t)R500_FS_GET(w, FS_RGB_MOD_C);
	o->asel[0] = (uint8_t)R500_FS_GET(w, FS_ALPHA_SEL_A);
	o->asel[1] = (uint8_t)R500_FS_GET(w, FS_ALPHA_SEL_B);
	o->asel[2] = (uint8_t)R500_FS_GET(w, FS_ALPHA_SEL_C);
	o->aswz[0] = (uint8_t)R500_FS_GET(w, FS_ALPHA_SWIZ_A);
	o->aswz[1] = (uint8_t)R500_FS_GET(w, FS_ALPHA_SWIZ_B);
	o->aswz[2] = (uint8_t)R500_FS_GET(w, FS_ALPHA_SWIZ_C);
	o->amod[0] = (uint8_t)R500_FS_GET(w, FS_ALPHA_MOD_A);
	o->amod[1] = (uint8_t)R500_FS_GET(w, FS_ALPHA_MOD_B);
	o->amod[2] = (uint8_t)R500_FS_GET(w, FS_ALPHA_MOD_C);
	o->rwm = (uint8_t)R500_FS_GET(w, FS_RGB_WMASK);
	o->awm = (uint8_t)R500_FS_GET(w, FS_ALPHA_WMASK);
	o->rom = (uint8_t)R500_FS_GET(w, FS_RGB_OMASK);
	o->aom = (uint8_t)R500_FS_GET(w, FS_ALPHA_OMASK);
	o->rdst = (uint8_t)R500_FS_GET(w, FS_RGB_ADDRD);
	o->adst = (uint8_t)R500_FS_GET(w, FS_ALPHA_ADDRD);
	o->rt = (uint8_t)R500_FS_GET(w, FS_RGB_TARGET);
	o->at = (uint8_t)R500_FS_GET(w, FS_ALPHA_TARGET);
	o->wout = R500_FS_GET(w, FS_W_OMASK);
	used[o->rdst] = used[o->adst] = 1;
	o->rop = (uint8_t)rop, o->aop = (uint8_t)aop;
	o->romod = (uint8_t)R500_FS_GET(w, FS_RGB_OMOD);
	o->aomod = (uint8_t)R500_FS_GET(w, FS_ALPHA_OMOD);
	o->rclamp = R500_FS_GET(w, FS_RGB_CLAMP), o->aclamp = R500_FS_GET(w, FS_ALPHA_CLAMP);
	o->mad = rop == R500_RGB_MAD && aop == R500_ALPHA_MAD;
	if (!o->srcp)
		for (unsigned j = 0; j < 3; j++)
			for (unsigned c = 0; c < 4; c++) {
				opnd_of(o, j, c, &o->opnd[j][c]);
				mod_masks(&o->opnd[j][c]);
			}
	/* the lanes whose results are written, and the operands they read
	 * (lanes compute nothing else: skipping the others is exact) */
	bool out = type == R500_FS_OUT;
	o->need_rgb = (uint8_t)((o->rwm | (out ? o->rom : 0)) & 7);
	o->need_a = o->awm || (out && (o->aom || o->wout));
	static const uint16_t dp_ops[3] = {0x77, 0xff, 0x33 | 0x400}; /* DP3, DP4, D2A */
	if (o->need_rgb) {
		unsigned m = o->need_rgb;
		switch (rop) {
		case R500_RGB_MAD:
		case R500_RGB_CND:
		case R500_RGB_CMP: o->gmask |= (uint16_t)(m | m << 4 | m << 8); break;
		case R500_RGB_MIN:
		case R500_RGB_MAX: o->gmask |= (uint16_t)(m | m << 4); break;
		case R500_RGB_FRC: o->gmask |= (uint16_t)m; break;
		case R500_RGB_DP3:
		case R500_RGB_DP4:
		case R500_RGB_D2A: o->gmask |= dp_ops[rop - R500_RGB_DP3]; break;
		default: break; /* SOP: the alpha unit's operands, below */
		}
	}
	if (o->need_a || (rop == R500_RGB_SOP && o->need_rgb)) {
		switch (aop) {
		case R500_ALPHA_MAD:
		case R500_ALPHA_CND:
		case R500_ALPHA_CMP: o->gmask |= 0x888; break;
		case R500_ALPHA_MIN:
		case R500_ALPHA_MAX: o->gmask |= 0x88; break;
		case R500_ALPHA_DP: o->gmask |= dp_ops[rop - R500_RGB_DP3]; break; /* rgb_dp */
		default: o->gmask |= 0x8; break; /* FRC, transcendentals: A */
		}
	}
	/* MAD of C = +0 in every channel: a multiply */
	o->mul = o->mad && !o->srcp;
	for (unsigned c = 0; c < 4 && o->mul; c++)
		o->mul = o->opnd[2][c].kind == 2 && u_of(o->opnd[2][c].val) == 0;
	return true;
}

void r5xx_us_fast_prepare(struct r5xx_us_fast *fp, struct r5xx_us *us, uint64_t serial,
                          uint64_t quad_steps)
{
	if (fp->valid && (fp->serial == serial || (fp->us_of == us && fp->gen == us->gen &&
	                                           fp->quad_steps == quad_steps))) {
		fp->serial = serial;
		return;
	}
	fp->valid = true, fp->serial = serial, fp->usable = false, fp->n = 0, fp->ntemps = 0;
	fp->us_of = us, fp->gen = us->gen, fp->quad_steps = quad_steps;
	fp->simd = !fp->no_simd && r5xx_us_simd_host();
	/* r5xx_us_run's walk from START_ADDR + OFFSET to END_ADDR + OFFSET or
	 * the first OUTPUT with LAST, every PC inside US_CODE_RANGE */
	unsigned offset = us->code_offset & 0x1ff;
	unsigned pc = ((us->code_addr & 0x1ff) + offset) & (R5XX_US_SLOTS - 1);
	unsigned end = ((us->code_addr >> 16 & 0x1ff) + offset) & (R5XX_US_SLOTS - 1);
	unsigned rstart = us->code_range & 0x1ff, rsize = (us->code_range >> 16 & 0x1ff) + 1;
	uint8_t used[R5XX_US_TEMPS] = {0};
	int hz_rgb = -1, hz_alpha = -1;
	for (unsigned n = 0;; n++) {
		if (n >= R5XX_US_FAST_MAX || n >= quad_steps)
			return;
		if (((pc - rstart) & (R5XX_US_SLOTS - 1)) >= rsize)
			return;
		const uint32_t *w = us->code[pc];
		if (!compile_ins(w, hz_rgb, hz_alpha, &fp->ins[n], used))
			return;
		unsigned type = fp->ins[n].type;
		hz_rgb = hz_alpha = -1;
		if (type <= R500_FS_OUT && !R500_FS_GET(w, FS_NOP)) {
			if (R500_FS_GET(w, FS_RGB_WMASK))
				hz_rgb = (int)R500_FS_GET(w, FS_RGB_ADDRD);
			if (R500_FS_GET(w, FS_ALPHA_WMASK))
				hz_alpha = (int)R500_FS_GET(w, FS_ALPHA_ADDRD);
		}
		bool last = R500_FS_GET(w, FS_LAST);
		if (pc == end || (type == R500_FS_OUT && last)) {
			/* the reference logs an end that is not an OUTPUT with
			 * TEX_SEM_WAIT (L3031-L3034) */
			if (type != R500_FS_OUT || !R500_FS_GET(w, FS_TEX_SEM_WAIT))
				return;
			fp->n = n + 1;
			break;
		}
		if (last)
			return; /* pixels done before the end: left to the reference */
		pc = (pc + 1) & (R5XX_US_SLOTS - 1);
	}
	for (unsigned i = 0; i < R5XX_US_TEMPS; i++)
		if (used[i])
			fp->temps[fp->ntemps++] = (uint8_t)i;
	/* what the OUTPUT instructions write, the same for every pixel */
	memset(fp->out_chans, 0, sizeof(fp->out_chans));
	fp->depth_out = false;
	for (unsigned i = 0; i < fp->n; i++) {
		const struct r5xx_us_fast_ins *o = &fp->ins[i];
		if (o->type != R500_FS_OUT)
			continue;
		fp->out_chans[o->rt] |= o->rom;
		fp->out_chans[o->at] |= o->aom ? 8 : 0;
		fp->depth_out |= o->wout;
	}
	fp->usable = true;
	if (fp->simd)
		fp->simd = r5xx_us_simd_compile(fp, us);
}

/* A temporary's channel c of pixel p, in the one-pixel or (simd) the
 * four-pixel layout (r5xx_us_fast.h) */
static inline float *tval_of(struct r5xx_us_fast *fp, bool simd, unsigned t, unsigned p, unsigned c)
{
	t &= R5XX_US_TEMPS - 1;
	return simd ? &fp->tq[t][c][fp->cur & (R5XX_US_BATCH - 1)][p] : &fp->t[t][p][c];
}

static inline float *tval(struct r5xx_us_fast *fp, unsigned t, unsigned p, unsigned c)
{
	return tval_of(fp, fp->simd, t, p, c);
}

/* The instruction's writes of pixel p's results (no predication: every
 * pixel is active) */
static inline void alu_write(struct r5xx_us_fast *fp, const struct r5xx_us_fast_ins *o,
                             struct r5xx_quad *q, unsigned p, const float rgb[3], float alpha)
{
	for (unsigned c = 0; c < 3; c++)
		if (o->rwm >> c & 1)
			fp->t[o->rdst][p][c] = rgb[c];
	if (o->awm)
		fp->t[o->adst][p][3] = alpha;
	if (o->type == R500_FS_OUT) {
		for (unsigned c = 0; c < 3; c++)
			if (o->rom >> c & 1)
				q->out[o->rt][p][c] = rgb[c];
		if (o->aom)
			q->out[o->at][p][3] = alpha;
		if (o->wout)
			q->depth[p] = alpha;
	}
	/* ALU-type predicate and ALU-result writes: nothing reads them in a
	 * program without predication or flow control */
}

/* An instruction with presubtraction: the operands gathered as r5xx_us.c
 * does, then alu_pixel a pixel at a time */
void r5xx_us_fast_srcp(const struct r5xx_us *us, struct r5xx_us_fast *fp,
                       const struct r5xx_us_fast_ins *o, struct r5xx_quad *q)
{
	struct alu_in in;
	for (unsigned p = 0; p < 4; p++) {
		float(*src)[4] = in.src[p];
		for (unsigned k = 0; k < 3; k++)
			for (unsigned c = 0; c < 4; c++) {
				/* R, G, B from the RGB address, A from the alpha one */
				const struct r5xx_us_fast_src *r =
				        c < 3 ? &o->rsrc[k] : &o->asrc[k];
				src[k][c] = r->kind == 1   ? us->konst[r->idx][c]
				            : r->kind == 2 ? r->val
				                           : *tval(fp, r->idx, p, c);
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
	float rgb[4][3], alpha[4];
	for (unsigned p = 0; p < 4; p++)
		alu_pixel(us, &ops, &in, p, rgb[p], &alpha[p]);
	/* written after every pixel has read its operands */
	for (unsigned p = 0; p < 4; p++) {
		for (unsigned c = 0; c < 3; c++)
			if (o->rwm >> c & 1)
				*tval(fp, o->rdst, p, c) = rgb[p][c];
		if (o->awm)
			*tval(fp, o->adst, p, 3) = alpha[p];
		if (o->type != R500_FS_OUT)
			continue;
		for (unsigned c = 0; c < 3; c++)
			if (o->rom >> c & 1)
				q->out[o->rt][p][c] = rgb[p][c];
		if (o->aom)
			q->out[o->at][p][3] = alpha[p];
		if (o->wout)
			q->depth[p] = alpha[p];
	}
}

/* r5xx_us_math.h's MAD of one channel, output modifier and clamp: what
 * alu_pixel computes for a MAD, without its dispatch. two_sum's residual
 * is computed only where to_f32 reads it: when the sum's low 29 bits are
 * zero (an OMOD scale, a power of two, keeps those bits), so a sum that
 * is not a float costs no error term. */
static inline float mad_lane(const struct r5xx_us *us, float a, float b, float c, unsigned omod,
                             bool clamp)
{
	double p = mul(us, a, b), cf = flush(c), e = 0;
	double d = p + cf;
	uint64_t u;
	memcpy(&u, &d, 8);
	if (!(u & 0x1fffffff))
		d = two_sum(p, cf, &e);
	return finish(res_d(d, e), omod, clamp);
}

/* mad_lane with C the value +0: two_sum(p, +0) is p + 0 with a zero
 * residual (a NaN or infinite residual is taken as 0), so finish sees
 * e == 0 */
static inline float mul_lane(const struct r5xx_us *us, float a, float b, unsigned omod, bool clamp)
{
	double d = mul(us, a, b) + 0.0;
	return finish(res_d(d, 0), omod, clamp);
}

/* alu_pixel for one pixel of an instruction the fast path compiled (no
 * MDH/MDV, no presubtract), its operands a, b, c (R, G, B, alpha): the
 * same calls on the same values, without alu_pixel's arrays of results
 * (they went through memory) and with a DP's or SOP's result finished
 * once for the three channels it gives */
static inline void alu_lane(const struct r5xx_us *us, const struct r5xx_us_fast_ins *o,
                            const float a[4], const float b[4], const float c[4], float rgb[3],
                            float *alpha)
{
	unsigned rop = o->rop, aop = o->aop;
	bool rgb_dp = rop == R500_RGB_DP3 || rop == R500_RGB_DP4 || rop == R500_RGB_D2A;
	double dp_d = 0, dp_e = 0;
	if (rgb_dp && (o->need_rgb || (o->need_a && aop == R500_ALPHA_DP))) {
		double t[4];
		unsigned n = 0;
		t[n++] = mul(us, a[0], b[0]);
		t[n++] = mul(us, a[1], b[1]);
		if (rop == R500_RGB_D2A) {
			t[n++] = flush(c[2]);
		} else {
			t[n++] = mul(us, a[2], b[2]);
			if (rop == R500_RGB_DP4)
				t[n++] = mul(us, a[3], b[3]);
		}
		if (!dp_cancels(t, n)) {
			/* sum_terms' sum, its residual only where to_f32 reads it
			 * (mad_lane) */
			double d = t[0];
			for (unsigned i = 1; i < n; i++)
				d += t[i];
			uint64_t u;
			memcpy(&u, &d, 8);
			dp_d = u & 0x1fffffff ? d : sum_terms(t, n, &dp_e);
		}
	}
	struct res ar = res_d(0, 0);
	bool sop = rop == R500_RGB_SOP && o->need_rgb;
	switch (o->need_a || sop ? aop : 4 /* reserved: nothing */) {
	case R500_ALPHA_MAD: {
		double e;
		double d = mad3(us, a[3], b[3], c[3], &e);
		ar = res_d(d, e);
		break;
	}
	case R500_ALPHA_DP: ar = res_d(dp_d, dp_e); break;
	case R500_ALPHA_MIN: ar = res_pick(op_min(a[3], b[3])); break;
	case R500_ALPHA_MAX: ar = res_pick(op_max(a[3], b[3])); break;
	case R500_ALPHA_CND: ar = res_pick(op_cnd(a[3], b[3], c[3])); break;
	case R500_ALPHA_CMP: ar = res_pick(op_cmp(a[3], b[3], c[3])); break;
	case R500_ALPHA_FRC: ar = frc(a[3]); break;
	default:
		if (aop >= R500_ALPHA_EX2 && aop <= R500_ALPHA_COS) {
			float f = transcendental(aop, a[3]);
			ar = res_d(f, 0);
			if (isnan(f))
				ar.d = NAN;
		}
		break;
	}
	*alpha = o->need_a ? finish(ar, o->aomod, o->aclamp) : 0.0f;
	rgb[0] = rgb[1] = rgb[2] = 0.0f;
	if (!o->need_rgb)
		return;
	if (rgb_dp || rop == R500_RGB_SOP) {
		float f = finish(rgb_dp ? res_d(dp_d, dp_e) : ar, o->romod, o->rclamp);
		rgb[0] = rgb[1] = rgb[2] = f;
		return;
	}
	for (unsigned k = 0; k < 3; k++) {
		if (!(o->need_rgb >> k & 1))
			continue;
		struct res r;
		switch (rop) {
		case R500_RGB_MAD: {
			double e;
			double d = mad3(us, a[k], b[k], c[k], &e);
			r = res_d(d, e);
			break;
		}
		case R500_RGB_MIN: r = res_pick(op_min(a[k], b[k])); break;
		case R500_RGB_MAX: r = res_pick(op_max(a[k], b[k])); break;
		case R500_RGB_CND: r = res_pick(op_cnd(a[k], b[k], c[k])); break;
		case R500_RGB_CMP: r = res_pick(op_cmp(a[k], b[k], c[k])); break;
		case R500_RGB_FRC: r = frc(a[k]); break;
		default: r = res_d(0, 0); break;
		}
		rgb[k] = finish(r, o->romod, o->rclamp);
	}
}

/* a MAD (or its multiply) on the four pixels, every lane (all) or the
 * lanes the instruction writes */
static inline __attribute__((always_inline)) void
mad_run(struct r5xx_us *us, struct r5xx_us_fast *fp, const struct r5xx_us_fast_ins *o,
        struct r5xx_quad *q, float v[3][4][4], bool all, bool mul)
{
	for (unsigned p = 0; p < 4; p++) {
		float rgb[3] = {0, 0, 0}, alpha = 0;
		for (unsigned c = 0; c < 3; c++)
			if (all || (o->need_rgb >> c & 1))
				rgb[c] = mul ? mul_lane(us, v[0][p][c], v[1][p][c], o->romod,
				                        o->rclamp)
				             : mad_lane(us, v[0][p][c], v[1][p][c], v[2][p][c],
				                        o->romod, o->rclamp);
		if (all || o->need_a)
			alpha = mul ? mul_lane(us, v[0][p][3], v[1][p][3], o->aomod, o->aclamp)
			            : mad_lane(us, v[0][p][3], v[1][p][3], v[2][p][3], o->aomod,
			                       o->aclamp);
		alu_write(fp, o, q, p, rgb, alpha);
	}
}

static void alu_run(struct r5xx_us *us, struct r5xx_us_fast *fp, const struct r5xx_us_fast_ins *o,
                    struct r5xx_quad *q)
{
	if (o->srcp) {
		r5xx_us_fast_srcp(us, fp, o, q);
		return;
	}
	/* [operand][pixel][channel], from the resolved operands, the
	 * modifier as two bit operations */
	float v[3][4][4];
	const float *t = &fp->t[0][0][0], *k = &us->konst[0][0];
	for (unsigned j = 0; j < 3; j++)
		for (unsigned c = 0; c < 4; c++) {
			const struct r5xx_us_fast_opnd *d = &o->opnd[j][c];
			if (o->gmask != 0xfff && !(o->gmask >> (4 * j + c) & 1))
				continue;
			if (d->kind == 0) {
				for (unsigned p = 0; p < 4; p++)
					v[j][p][c] =
					        f_of((u_of(t[d->off + 4 * p]) & d->am) ^ d->xm);
			} else {
				float x = d->kind == 1 ? f_of((u_of(k[d->off]) & d->am) ^ d->xm)
				                       : d->val;
				for (unsigned p = 0; p < 4; p++)
					v[j][p][c] = x;
			}
		}
	if (o->mul || o->mad) {
		bool all = o->need_rgb == 7 && o->need_a;
		if (o->mul && all)
			mad_run(us, fp, o, q, v, true, true);
		else if (o->mul)
			mad_run(us, fp, o, q, v, false, true);
		else if (all)
			mad_run(us, fp, o, q, v, true, false);
		else
			mad_run(us, fp, o, q, v, false, false);
		return;
	}
	for (unsigned p = 0; p < 4; p++) {
		float rgb[3], alpha;
		alu_lane(us, o, v[0][p], v[1][p], v[2][p], rgb, &alpha);
		alu_write(fp, o, q, p, rgb, alpha);
	}
}

/* r5xx_us_fast_tex for one layout, a constant where it is inlined */
static inline __attribute__((always_inline)) void tex_run(struct r5xx_us *us,
                                                          struct r5xx_us_fast *fp,
                                                          const struct r5xx_us_fast_ins *o,
                                                          struct r5xx_quad *q, bool simd)
{
	unsigned op = o->op;
	if (op == R500_TEX_NOP)
		return;
	if (op == R500_TEX_TEXKILL) {
		for (unsigned p = 0; p < 4; p++)
			for (unsigned c = 0; c < 4; c++) {
				bool on = c < 3 ? (o->rwm >> c & 1) : o->awm;
				if (on && cmp0(*tval_of(fp, simd, o->src, p, c), 1))
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
			c[k] = *tval_of(fp, simd, o->src, p, o->swz >> (2 * k) & 3);
		if (op == R500_TEX_PROJ) {
			double qq = flush(c[3]);
			for (unsigned k = 0; k < 3; k++)
				c[k] = to_f32((double)flush(c[k]) / qq, 0);
		}
		for (unsigned k = 0; k < 4; k++)
			coord[p][k] = tex_coord(c[k]);
	}
	/* LD and PROJ reach the TX as LD (r5xx_frag_sample); the direct LD
	 * reads no derivatives */
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
	for (unsigned p = 0; p < 4; p++) {
		if (!(mask >> p & 1))
			continue;
		for (unsigned c = 0; c < 4; c++) {
			bool on = c < 3 ? (o->rwm >> c & 1) : o->awm;
			if (on)
				*tval_of(fp, simd, o->dst, p, c) =
				        flush(out[p][o->dswz >> (2 * c) & 3]);
		}
	}
}

void r5xx_us_fast_tex(struct r5xx_us *us, struct r5xx_us_fast *fp, const struct r5xx_us_fast_ins *o,
                      struct r5xx_quad *q)
{
	if (fp->simd)
		tex_run(us, fp, o, q, true);
	else
		tex_run(us, fp, o, q, false);
}

int r5xx_us_fast_shade(struct r5xx_us_fast *fp, struct r5xx_us *us, struct r5xx_quad *q,
                       uint64_t *steps)
{
	if (!fp->valid || !fp->usable || !us->sampler)
		return -1;
	if (fp->simd)
		return r5xx_us_simd_shade(fp, us, q, steps);
	/* r5xx_us_quad_begin's zeros, for the temporaries the program sees,
	 * then the RS writes */
	for (unsigned i = 0; i < fp->ntemps; i++)
		memset(fp->t[fp->temps[i]], 0, sizeof(fp->t[0]));
	for (unsigned i = 0; i < q->nin; i++)
		memcpy(fp->t[q->in[i].addr & (R5XX_US_TEMPS - 1)], q->in[i].v, sizeof(q->in[i].v));
	/* zeros where no OUTPUT writes (every instruction writes all four
	 * pixels: the program has no predication) */
	for (unsigned t = 0; t < 4; t++)
		if (fp->out_chans[t] != 15)
			memset(q->out[t], 0, sizeof(q->out[t]));
	memset(q->depth, 0, sizeof(q->depth));
	q->kill = 0;
	for (unsigned i = 0; i < fp->n; i++) {
		const struct r5xx_us_fast_ins *o = &fp->ins[i];
		if (o->type == R500_FS_TEX)
			r5xx_us_fast_tex(us, fp, o, q);
		else
			alu_run(us, fp, o, q);
	}
	*steps = fp->n;
	q->out_written = 0;
	for (unsigned t = 0; t < 4; t++)
		if (fp->out_chans[t])
			q->out_written |= 1u << t;
	q->depth_written = fp->depth_out;
	return 1;
}
