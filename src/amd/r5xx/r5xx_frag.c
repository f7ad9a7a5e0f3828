/* The R5xx fragment stage: the back end's quads through the US and its
 * texture requests through the TX (r5xx_frag.h). */
#include <string.h>

#include "amd/r5xx/r5xx_frag.h"
#include "amd/r5xx/r5xx_tx.h"
#include "isa/r500_fs.h"

void r5xx_frag_sample(void *user, const struct r5xx_us_tex_req *req, float out[4][4])
{
	struct r5xx_frag *f = user;
	struct r5xx_tx_req t = {.unit = req->tex_id, .unscaled = req->unscaled};
	/* the US hands PROJ coordinates already divided by Q (r5xx_us.h):
	 * the TX samples them as LD; LODBIAS and LOD carry their value in q */
	switch (req->op) {
	case R500_TEX_PROJ: t.op = R5XX_TX_LD; break;
	case R500_TEX_LODBIAS: t.op = R5XX_TX_LODBIAS; break;
	case R500_TEX_LOD: t.op = R5XX_TX_LOD; break;
	case R500_TEX_DXDY: t.op = R5XX_TX_DXDY; break;
	default: t.op = R5XX_TX_LD; break;
	}
	for (unsigned p = 0; p < 4; p++) {
		memcpy(t.coord[p], req->coord[p], sizeof(t.coord[p]));
		if (t.op == R5XX_TX_LODBIAS || t.op == R5XX_TX_LOD)
			t.coord[p][3] = req->lod[p];
		memcpy(t.ddx[p], req->ddx[p], sizeof(t.ddx[p]));
		memcpy(t.ddy[p], req->ddy[p], sizeof(t.ddy[p]));
	}
	if (f->rast && f->rast->fast) {
		struct r5xx_tx_fast *tf = &f->txf[t.unit & 15];
		r5xx_tx_fast_prepare(tf, f->r3d, t.unit, f->rast->serial);
		if (r5xx_tx_fast_sample(tf, &t, out))
			return;
	}
	unsigned kill;
	r5xx_tx_sample(f->r3d, &t, out, &kill);
	/* the chroma key's kill (mode 1) goes beside the US's sampler
	 * interface: r5xx_frag_shade kills those pixels when the quad ends,
	 * like a TEXKILL (docs/hw/r5xx-tx.md) */
	f->ckill[f->usf.cur & (R5XX_US_BATCH - 1)] |= kill & req->mask;
}

/* The fast US's direct LD (r5xx_us_fast.h): r5xx_frag_sample's fast TX
 * without the request's copy and derivatives */
static bool frag_fast_ld(void *user, unsigned tex_id, bool unscaled, const float coord[4][4],
                         float out[4][4])
{
	struct r5xx_frag *f = user;
	if (!f->rast || !f->rast->fast)
		return false;
	struct r5xx_tx_fast *tf = &f->txf[tex_id & 15];
	r5xx_tx_fast_prepare(tf, f->r3d, tex_id, f->rast->serial);
	return r5xx_tx_fast_ld(tf, unscaled, coord, out);
}

bool r5xx_frag_shade(void *user, struct r5xx_quad *q)
{
	struct r5xx_frag *f = user;
	if (f->rast && f->rast->fast) {
		/* the compiled program where it covers this one (r5xx_us_fast.h) */
		r5xx_us_fast_prepare(&f->usf, f->us, f->rast->serial, f->quad_steps);
		uint64_t steps = 0;
		f->ckill[0] = 0;
		int done = r5xx_us_fast_shade(&f->usf, f->us, q, &steps);
		if (done >= 0) {
			f->steps += steps;
			/* the chroma key's kill, as on the reference below */
			if (done)
				q->kill |= f->ckill[0] & 15;
			return done;
		}
	}
	struct r5xx_us_quad uq;
	r5xx_us_quad_begin(&uq, (uint8_t)q->cover);
	for (unsigned i = 0; i < q->nin; i++)
		for (unsigned p = 0; p < 4; p++)
			memcpy(uq.t[p][q->in[i].addr & (R5XX_US_TEMPS - 1)], q->in[i].v[p],
			       sizeof(q->in[i].v[p]));
	uint64_t budget = f->quad_steps;
	f->ckill[0] = 0;
	enum r5xx_us_status st = r5xx_us_run(f->us, &uq, &budget);
	f->steps += uq.steps;
	if (st != R5XX_US_DONE) {
		/* a fault, or the quad's budget spent (a runaway program): the
		 * quad is dropped; the US has logged why */
		f->faults++;
		return false;
	}
	q->out_written = 0;
	for (unsigned t = 0; t < 4; t++) {
		for (unsigned p = 0; p < 4; p++) {
			memcpy(q->out[t][p], uq.rt[t][p], sizeof(q->out[t][p]));
			if (uq.rt_mask[t][p])
				q->out_written |= 1u << t;
		}
	}
	q->kill = f->ckill[0] & 15;
	q->depth_written = false;
	for (unsigned p = 0; p < 4; p++) {
		if (uq.killed[p])
			q->kill |= 1u << p;
		q->depth[p] = uq.depth[p];
		q->depth_written |= uq.depth_written[p];
	}
	return true;
}

void r5xx_frag_shade_n(void *user, struct r5xx_quad *const *qs, unsigned n, bool *ok)
{
	struct r5xx_frag *f = user;
	if (f->rast && f->rast->fast && n > 1 && n <= R5XX_US_BATCH) {
		r5xx_us_fast_prepare(&f->usf, f->us, f->rast->serial, f->quad_steps);
		if (f->usf.usable && f->usf.simd && f->us->sampler) {
			memset(f->ckill, 0, sizeof(f->ckill));
			uint64_t steps = 0;
			if (r5xx_us_simd_shade_n(&f->usf, f->us, qs, n, &steps) == 1) {
				f->steps += steps * n;
				for (unsigned i = 0; i < n; i++) {
					qs[i]->kill |= f->ckill[i] & 15;
					ok[i] = true;
				}
				return;
			}
		}
	}
	for (unsigned i = 0; i < n; i++)
		ok[i] = r5xx_frag_shade(user, qs[i]);
}

/* Whether operand `sel` of a unit reads register channels, and which
 * sources: swizzle codes 0-3 read R, G, B, A (4 zero, 5 half, 6 one, 7
 * unused: no read). RGB channels come from the RGB address word, A from the
 * alpha word (L3118-L3136). */
static void operand_reads(unsigned sel, uint32_t swz, unsigned nch, const unsigned srcp_op[2],
                          unsigned reads[2])
{
	for (unsigned c = 0; c < nch; c++) {
		unsigned s = swz >> (3 * c) & 7;
		if (s > 3)
			continue;
		unsigned word = s == 3 ? 1 : 0; /* 0: RGB address word, 1: alpha word */
		if (sel < 3) {
			reads[word] |= 1u << sel;
		} else {
			/* srcp: the presubtract of that word (RGB channels use the
			 * RGB one, A the alpha one) of src0 and src1 (ops 1, 2) or
			 * src0 */
			reads[word] |= srcp_op[word] == 1 || srcp_op[word] == 2 ? 3u : 1u;
		}
	}
}

/* Whether every temporary channel the ALU instruction w reads (sources
 * each unit reads: [0] from the RGB word, [1] the alpha word) is one an
 * earlier instruction wrote (defined): not an input the RS may have
 * written; relative addressing is not followed */
static bool alu_reads_defined(const uint32_t *w, const uint8_t *defined)
{
	unsigned reads[2] = {0, 0};
	uint32_t rgbw = w[R500_FS_RGB_ADDR], aw = w[R500_FS_ALPHA_ADDR];
	const unsigned sp[2] = {rgbw >> 30 & 3, aw >> 30 & 3};
	operand_reads(R500_FS_GET(w, FS_RGB_SEL_A), R500_FS_GET(w, FS_RGB_SWIZ_A), 3, sp, reads);
	operand_reads(R500_FS_GET(w, FS_RGB_SEL_B), R500_FS_GET(w, FS_RGB_SWIZ_B), 3, sp, reads);
	operand_reads(R500_FS_GET(w, FS_RGB_SEL_C), R500_FS_GET(w, FS_RGB_SWIZ_C), 3, sp, reads);
	operand_reads(R500_FS_GET(w, FS_ALPHA_SEL_A), R500_FS_GET(w, FS_ALPHA_SWIZ_A), 1, sp,
	              reads);
	operand_reads(R500_FS_GET(w, FS_ALPHA_SEL_B), R500_FS_GET(w, FS_ALPHA_SWIZ_B), 1, sp,
	              reads);
	operand_reads(R500_FS_GET(w, FS_ALPHA_SEL_C), R500_FS_GET(w, FS_ALPHA_SWIZ_C), 1, sp,
	              reads);
	for (unsigned word = 0; word < 2; word++) {
		uint32_t aw2 = word ? aw : rgbw;
		unsigned need = word ? 8u : 7u; /* the channels that word supplies */
		for (unsigned k = 0; k < 3; k++) {
			if (!(reads[word] >> k & 1))
				continue;
			unsigned a = aw2 >> (10 * k) & 0xff;
			bool cnst = aw2 >> (10 * k + 8) & 1, rel = aw2 >> (10 * k + 9) & 1;
			if (rel)
				return false;
			if (cnst || (a & 0x80))
				continue; /* a constant or an inline constant */
			if ((defined[a] & need) != need)
				return false; /* an input the RS may have written */
		}
	}
	return true;
}

/* The temporary channels an unpredicated ALU instruction w writes, into
 * defined (bit c: channel c, by temporary) */
static void alu_defines(uint8_t *defined, const uint32_t *w)
{
	if (!R500_FS_GET(w, FS_RGB_PRED_SEL))
		defined[R500_FS_GET(w, FS_RGB_ADDRD) & 127] |=
		        (uint8_t)R500_FS_GET(w, FS_RGB_WMASK);
	if (!R500_FS_GET(w, FS_ALPHA_PRED_SEL) && R500_FS_GET(w, FS_ALPHA_WMASK))
		defined[R500_FS_GET(w, FS_ALPHA_ADDRD) & 127] |= 8;
}

static bool frag_const_run(struct r5xx_frag *f, float out[4][4], unsigned *written)
{
	const struct r5xx_us *us = f->us;
	unsigned offset = us->code_offset & 0x1ff;
	unsigned pc = ((us->code_addr & 0x1ff) + offset) & (R5XX_US_SLOTS - 1);
	unsigned end = ((us->code_addr >> 16 & 0x1ff) + offset) & (R5XX_US_SLOTS - 1);
	uint8_t defined[R5XX_US_TEMPS] = {0}; /* channels written (bit 0 R .. 3 A) */
	for (unsigned n = 0; n < R5XX_US_SLOTS; n++) {
		const uint32_t *w = us->code[pc];
		unsigned type = R500_FS_GET(w, FS_TYPE);
		if (type == R500_FS_TEX || type == R500_FS_FC)
			return false;
		if (R500_FS_GET(w, FS_W_OMASK) || R500_FS_GET(w, FS_RGB_ADDRD_REL) ||
		    R500_FS_GET(w, FS_ALPHA_ADDRD_REL))
			return false;
		/* every temporary channel it reads written by an earlier one */
		if (!alu_reads_defined(w, defined))
			return false;
		/* what it writes: unpredicated temporary writes define channels */
		if (type == R500_FS_ALU)
			alu_defines(defined, w);
		if (pc == end || (type == R500_FS_OUT && R500_FS_GET(w, FS_LAST)))
			break;
		pc = (pc + 1) & (R5XX_US_SLOTS - 1);
		if (n == R5XX_US_SLOTS - 1)
			return false;
	}
	/* constant: run it once on a quad with no inputs */
	struct r5xx_us_quad uq;
	r5xx_us_quad_begin(&uq, 0xf);
	uint64_t budget = f->quad_steps;
	if (r5xx_us_run(f->us, &uq, &budget) != R5XX_US_DONE)
		return false;
	*written = 0;
	for (unsigned t = 0; t < 4; t++) {
		memcpy(out[t], uq.rt[t][0], sizeof(out[t]));
		for (unsigned p = 0; p < 4; p++)
			if (uq.rt_mask[t][p])
				*written |= 1u << t;
		for (unsigned p = 1; p < 4; p++)
			if (memcmp(uq.rt[t][p], uq.rt[t][0], sizeof(out[t])))
				return false;
	}
	for (unsigned p = 0; p < 4; p++)
		if (uq.killed[p] || uq.depth_written[p])
			return false;
	return true;
}

/* The answer depends on the US's registers only: kept while none is
 * written (r5xx_us.gen), so that a run of flat primitives (piglit's
 * longprim draws thousands) runs the program once. */
bool r5xx_frag_const(void *user, float out[4][4], unsigned *written)
{
	struct r5xx_frag *f = user;
	struct r5xx_frag_const_memo *m = &f->cmemo;
	if (!m->valid || m->gen != f->us->gen || m->quad_steps != f->quad_steps) {
		m->ok = frag_const_run(f, m->out, &m->written);
		m->valid = true, m->gen = f->us->gen, m->quad_steps = f->quad_steps;
	}
	if (m->ok) {
		memcpy(out, m->out, sizeof(m->out));
		*written = m->written;
	}
	return m->ok;
}

/* The probe's sampler: texel (pixel p, channel c) is lut[(k + 67c + 13p)
 * & 255]; it counts its calls */
struct copy_probe {
	const float *lut;
	unsigned k, calls;
};

static float probe_val(const struct copy_probe *pr, unsigned p, unsigned c)
{
	return pr->lut[(pr->k + 67 * c + 13 * p) & 255];
}

static void copy_probe_sample(void *user, const struct r5xx_us_tex_req *req, float out[4][4])
{
	struct copy_probe *pr = user;
	(void)req;
	pr->calls++;
	for (unsigned p = 0; p < 4; p++)
		for (unsigned c = 0; c < 4; c++)
			out[p][c] = probe_val(pr, p, c);
}

/* The program's shape (r5xx_frag_copy): a TEX LD first, then ALU/OUTPUT
 * instructions whose register reads are of channels the program wrote */
static bool frag_copy_shape(const struct r5xx_us *us, struct r5xx_frag_copy_memo *m)
{
	unsigned offset = us->code_offset & 0x1ff;
	unsigned pc = ((us->code_addr & 0x1ff) + offset) & (R5XX_US_SLOTS - 1);
	unsigned end = ((us->code_addr >> 16 & 0x1ff) + offset) & (R5XX_US_SLOTS - 1);
	uint8_t defined[R5XX_US_TEMPS] = {0};
	for (unsigned n = 0; n < R5XX_US_SLOTS; n++) {
		const uint32_t *w = us->code[pc];
		unsigned type = R500_FS_GET(w, FS_TYPE);
		if (type == R500_FS_FC || R500_FS_GET(w, FS_W_OMASK) ||
		    R500_FS_GET(w, FS_RGB_ADDRD_REL) || R500_FS_GET(w, FS_ALPHA_ADDRD_REL))
			return false;
		if (type == R500_FS_TEX) {
			/* only the first instruction: LD from a temporary, absolute */
			if (n || R500_FS_GET(w, FS_TEX_INST) != R500_TEX_LD ||
			    R500_FS_GET(w, FS_TEX_SRC_REL) || R500_FS_GET(w, FS_TEX_DST_REL))
				return false;
			unsigned sw = R500_FS_GET(w, FS_TEX_SRC_SWIZ);
			m->tex_id = (uint8_t)R500_FS_GET(w, FS_TEX_ID);
			m->unscaled = R500_FS_GET(w, FS_TEX_UNSCALED);
			m->addr = (uint8_t)R500_FS_GET(w, FS_TEX_SRC_ADDR);
			m->cu = (uint8_t)(sw & 3), m->cv = (uint8_t)(sw >> 2 & 3);
			defined[R500_FS_GET(w, FS_TEX_DST_ADDR) & 127] |=
			        (uint8_t)(R500_FS_GET(w, FS_RGB_WMASK) |
			                  R500_FS_GET(w, FS_ALPHA_WMASK) << 3);
		} else {
			if (!n)
				return false;
			if (!alu_reads_defined(w, defined))
				return false;
			alu_defines(defined, w);
		}
		if (pc == end || (type == R500_FS_OUT && R500_FS_GET(w, FS_LAST)))
			return n > 0;
		pc = (pc + 1) & (R5XX_US_SLOTS - 1);
	}
	return false;
}

/* Runs the program on 256 probes of texel values (every value of lut in
 * every channel and pixel) through the reference executor: render target
 * 0 must be the texel's channels sel[] exactly, the only output */
static bool frag_copy_probe(struct r5xx_frag *f, struct r5xx_frag_copy_memo *m)
{
	struct r5xx_us *us = f->us;
	struct copy_probe pr = {.lut = m->lut};
	r5xx_us_sampler_fn fn = us->sampler;
	void *fu = us->sampler_user;
	r5xx_us_set_sampler(us, copy_probe_sample, &pr);
	/* the probe is not the guest's: not counted (a program that errs is
	 * left to the quads, which log and count it; us->dev stays, the
	 * executor reads through it) */
	uint64_t ge = us->guest_errors, un = us->unimp;
	bool ok = true;
	for (unsigned k = 0; ok && k < 256; k++) {
		pr.k = k, pr.calls = 0;
		struct r5xx_us_quad uq;
		r5xx_us_quad_begin(&uq, 0xf);
		uint64_t budget = f->quad_steps;
		if (r5xx_us_run(us, &uq, &budget) != R5XX_US_DONE || pr.calls != 1 ||
		    (k && uq.steps != m->steps)) {
			ok = false;
			break;
		}
		m->steps = uq.steps;
		for (unsigned p = 0; ok && p < 4; p++) {
			if (uq.killed[p] || uq.depth_written[p] || uq.rt_mask[0][p] != 15 ||
			    uq.rt_mask[1][p] || uq.rt_mask[2][p] || uq.rt_mask[3][p])
				ok = false;
			for (unsigned c = 0; ok && c < 4; c++) {
				if (!k && !p) { /* the first probe picks the channel */
					unsigned s = 0;
					while (s < 4 &&
					       memcmp(&uq.rt[0][0][c], &pr.lut[(67 * s) & 255], 4))
						s++;
					if (s == 4)
						ok = false;
					m->sel[c] = (uint8_t)s;
				}
				float want = probe_val(&pr, p, m->sel[c]);
				if (ok && memcmp(&uq.rt[0][p][c], &want, 4))
					ok = false;
			}
		}
	}
	r5xx_us_set_sampler(us, fn, fu);
	ok &= us->guest_errors == ge && us->unimp == un;
	us->guest_errors = ge, us->unimp = un;
	return ok;
}

bool r5xx_frag_copy(void *user, struct r5xx_copy_src *cs)
{
	struct r5xx_frag *f = user;
	struct r5xx_frag_copy_memo *m = &f->ymemo;
	if (!f->rast || !f->rast->fast)
		return false;
	if (!m->valid || m->gen != f->us->gen || m->quad_steps != f->quad_steps) {
		m->valid = true, m->gen = f->us->gen, m->quad_steps = f->quad_steps;
		m->shape = frag_copy_shape(f->us, m);
		m->probed = false;
	}
	if (!m->shape)
		return false;
	struct r5xx_tx_fast *tf = &f->txf[m->tex_id & 15];
	r5xx_tx_fast_prepare(tf, f->r3d, m->tex_id, f->rast->serial);
	if (!tf->usable || tf->bilinear || !tf->direct)
		return false;
	if (!m->probed || memcmp(m->lut, tf->lut, sizeof(m->lut))) {
		/* probed again for another texel decode */
		memcpy(m->lut, tf->lut, sizeof(m->lut));
		m->ok = frag_copy_probe(f, m);
		m->probed = true;
	}
	if (!m->ok)
		return false;
	*cs = (struct r5xx_copy_src){
	        .addr = m->addr,
	        .cu = m->cu,
	        .cv = m->cv,
	        .su = m->unscaled ? tf->ls : (double)tf->w,
	        .sv = m->unscaled ? tf->ls : (double)tf->h,
	        .w = tf->w,
	        .h = tf->h,
	        .texels = tf->texels,
	        .span = tf->span,
	        .tile = tf->tile,
	        .lut = tf->lut,
	        .steps = &f->steps,
	        .quad_steps = m->steps,
	};
	for (unsigned c = 0; c < 4; c++)
		cs->sel[c] = tf->sel[m->sel[c]];
	return true;
}

void r5xx_frag_attach(struct r5xx_frag *f, struct r5xx_rast *r, struct r5xx_us *us,
                      struct sgpu_unit *r3d)
{
	memset(f, 0, sizeof(*f));
	f->r3d = r3d;
	f->us = us;
	f->quad_steps = R5XX_US_MAX_QUAD_STEPS;
	f->rast = r;
	r->shade = r5xx_frag_shade;
	r->shade_n = r5xx_frag_shade_n;
	r->const_shade = r5xx_frag_const;
	r->copy_src = r5xx_frag_copy;
	r->shade_user = f;
	r5xx_us_set_sampler(us, r5xx_frag_sample, f);
	f->usf.ld = frag_fast_ld, f->usf.ld_user = f;
}
