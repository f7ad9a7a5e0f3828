/* The PVS fast path (r5xx_pvs_fast.h; docs/hw/r5xx-3d.md "PVS fast
 * path"). A straight-line program is compiled into micro-ops whose
 * operands are rows: one component of one register for every lane, four
 * lanes to a host vector (GCC vector extensions: SSE on x86-64, whatever
 * the target has elsewhere). A swizzle is the choice of row, absolute
 * value and negate are an AND and an XOR of the sign bit (what fabsf and
 * unary minus do in r5xx_pvs.c), constants are rows filled at compile time.
 *
 * Exactness. The common vector ops (DP4, MUL, ADD, MAD, MAX, ...) are the
 * reference's expressions on vectors: the same IEEE single operations in
 * the same order (no FMA contraction under -std=c17, no denormal flush),
 * so every non-NaN result is the same bit pattern. The one thing IEEE
 * leaves open is which NaN an operation returns when both operands are
 * NaN (x86 returns its first source, and the compiler may swap the
 * operands of a commutative op): every arithmetic result is checked for
 * NaN, and a batch that made one is run again, vertex by vertex, on the
 * reference executor. Compares, selects and saturation pass NaN bits
 * through as the reference does. The other ops (math engine, FRC,
 * DISTANCE, MULTIPLY_CLAMP, COND_WRITE, the PUSH ops) call the
 * reference's own r5xx_pvs_math / r5xx_pvs_vector on each lane. */
#include "amd/r5xx/r5xx_pvs_fast.h"

#include <stdlib.h>
#include <string.h>

#include "isa/r500_vs.h"

typedef float vf __attribute__((vector_size(16)));
typedef uint32_t vu __attribute__((vector_size(16)));
typedef int32_t vi __attribute__((vector_size(16)));

#define NV (R5XX_PVS_FAST_LANES / 4) /* host vectors per row */

/* slots: four rows each (x, y, z, w) */
enum { SLOT_ZERO = 0, SLOT_ONE = 1, SLOT_FIRST = 2 };
#define MAX_SLOTS                                                                          \
	(SLOT_FIRST + R5XX_PVS_CONSTS + R5XX_PVS_INPUTS + R5XX_PVS_TEMPS + R5XX_PVS_ALTS + \
	 R5XX_PVS_OUTPUTS)

enum uop_kind {
	K_DOT,
	K_MUL,
	K_ADD,
	K_MAD,
	K_MAD2X, /* 2 * (a * b) + c: MULTIPLYX2_ADD and the M2X_ADD macro */
	K_MAX,
	K_MIN,
	K_SGE,
	K_SLT,
	K_SGT,
	K_SEQ,
	K_SNE,
	K_CMUX_EQ,
	K_CMUX_GT,
	K_CMUX_GTE,
	K_VGEN, /* r5xx_pvs_vector per lane */
	K_MATH, /* r5xx_pvs_math per lane, on rows src[0..2][3] */
};

struct uop {
	uint8_t kind, op, we, need; /* need: components to compute */
	bool sat, repl;             /* saturate; OUT_REPL_X */
	int16_t dst;                /* first row, or -1: no write */
	uint16_t src[3][4];         /* rows */
	uint32_t andm[3][4], xorm[3][4];
};

/* register files, for slot maps */
enum { F_CONST, F_INPUT, F_TEMP, F_ALT, F_OUT, F_COUNT };
static const unsigned file_size[F_COUNT] = {R5XX_PVS_CONSTS, R5XX_PVS_INPUTS, R5XX_PVS_TEMPS,
                                            R5XX_PVS_ALTS, R5XX_PVS_OUTPUTS};

struct r5xx_pvs_fast {
	vf rows[4 * MAX_SLOTS][NV];
	vf tmp[4][NV];
	struct uop *uops;
	unsigned nuops, cap;
	unsigned steps;
	unsigned err; /* the flags of one run: the same for every vertex */
	/* slot of each register (0: none, the zero slot) */
	uint16_t slot[F_COUNT][R5XX_PVS_CONSTS];
	uint16_t in_slot[R5XX_PVS_INPUTS], in_reg[R5XX_PVS_INPUTS];
	unsigned nin;
	unsigned var_first, nvar; /* temps, alts, outputs: zeroed per run */
	unsigned nv;              /* host vectors of the last run */
	uint64_t batches, reference;
	/* the reference, for NaN batches: a copy of the program */
	struct r5xx_pvs_prog prog;
	struct r500_vs_insn decoded[R5XX_PVS_CODE];
	uint32_t consts[R5XX_PVS_CONSTS][4];
	struct r5xx_pvs_vtx v;
};

struct r5xx_pvs_fast *r5xx_pvs_fast_new(void)
{
	return calloc(1, sizeof(struct r5xx_pvs_fast));
}

void r5xx_pvs_fast_free(struct r5xx_pvs_fast *f)
{
	if (f)
		free(f->uops);
	free(f);
}

unsigned r5xx_pvs_fast_steps(const struct r5xx_pvs_fast *f)
{
	return f->steps;
}

/* ------------------------------------------------------------ compile */

/* The register a source names, as r5xx_pvs.c fetch() resolves it with A0
 * and aL at 0 (nothing writes A0, no loop runs): -1 reads (0,0,0,0). */
static int src_reg(const struct r5xx_pvs_prog *p, const struct r500_vs_src *s, unsigned *file)
{
	unsigned ad = s->offset;
	switch (s->type) {
	case R500_VS_SRC_CONST:
		*file = F_CONST;
		return ad > p->const_max ? -1 : (int)((p->const_base + ad) % R5XX_PVS_CONSTS);
	case R500_VS_SRC_INPUT: *file = F_INPUT; return ad < R5XX_PVS_INPUTS ? (int)ad : -1;
	case R500_VS_SRC_ALT_TEMP: *file = F_ALT; return ad < R5XX_PVS_ALTS ? (int)ad : -1;
	default: *file = F_TEMP; return ad < R5XX_PVS_TEMPS ? (int)ad : -1;
	}
}

/* The register a destination names (write_dst): -1 none. */
static int dst_reg(unsigned type, unsigned ad, unsigned *file)
{
	switch (type) {
	case R500_VS_DST_TEMP: *file = F_TEMP; return ad < R5XX_PVS_TEMPS ? (int)ad : -1;
	case R500_VS_DST_OUT:
	case R500_VS_DST_OUT_REPL_X: *file = F_OUT; return ad < R5XX_PVS_OUTPUTS ? (int)ad : -1;
	case R500_VS_DST_ALT_TEMP: *file = F_ALT; return ad < R5XX_PVS_ALTS ? (int)ad : -1;
	case R500_VS_DST_INPUT: *file = F_INPUT; return ad < R5XX_PVS_INPUTS ? (int)ad : -1;
	default: return -1;
	}
}

static void mark(struct r5xx_pvs_fast *f, unsigned file, int reg)
{
	if (reg >= 0)
		f->slot[file][reg] = 1; /* used: numbered in assign() */
}

static void src_rows(struct r5xx_pvs_fast *f, const struct r5xx_pvs_prog *p,
                     const struct r500_vs_src *s, struct uop *u, unsigned n)
{
	unsigned file;
	int reg = src_reg(p, s, &file);
	unsigned base = reg < 0 ? 4 * SLOT_ZERO : 4u * f->slot[file][reg];
	for (unsigned c = 0; c < 4; c++) {
		unsigned sel = s->swz[c];
		/* swizzle 4 zero, 5 one, 6-7 read 0.0 (read_src) */
		u->src[n][c] = (uint16_t)(sel < 4    ? base + sel
		                          : sel == 5 ? 4 * SLOT_ONE
		                                     : 4 * SLOT_ZERO);
		u->andm[n][c] = s->abs ? 0x7fffffffu : 0xffffffffu;
		u->xorm[n][c] = (s->neg >> c & 1) ? 0x80000000u : 0;
	}
}

static struct uop *add_uop(struct r5xx_pvs_fast *f)
{
	if (f->nuops == f->cap) {
		unsigned cap = f->cap ? 2 * f->cap : 64;
		struct uop *n = realloc(f->uops, cap * sizeof(*n));
		if (!n)
			return NULL;
		f->uops = n;
		f->cap = cap;
	}
	struct uop *u = &f->uops[f->nuops++];
	memset(u, 0, sizeof(*u));
	for (unsigned n = 0; n < 3; n++)
		for (unsigned c = 0; c < 4; c++) {
			u->src[n][c] = 4 * SLOT_ZERO;
			u->andm[n][c] = 0xffffffffu;
		}
	return u;
}

static void set_dst(struct r5xx_pvs_fast *f, struct uop *u, unsigned type, unsigned ad, unsigned we)
{
	unsigned file;
	int reg = dst_reg(type, ad, &file);
	u->dst = (int16_t)(reg < 0 ? -1 : 4 * f->slot[file][reg]);
	u->we = (uint8_t)we;
	u->repl = type == R500_VS_DST_OUT_REPL_X;
	u->need = (uint8_t)(u->repl ? (we ? 1 : 0) : we);
}

static uint8_t vector_kind(unsigned op)
{
	switch (op) {
	case R500_VE_DOT_PRODUCT: return K_DOT;
	case R500_VE_MULTIPLY: return K_MUL;
	case R500_VE_ADD: return K_ADD;
	case R500_VE_MULTIPLY_ADD: return K_MAD;
	case R500_VE_MULTIPLYX2_ADD: return K_MAD2X;
	case R500_VE_MAXIMUM: return K_MAX;
	case R500_VE_MINIMUM: return K_MIN;
	case R500_VE_SET_GREATER_THAN_EQUAL: return K_SGE;
	case R500_VE_SET_LESS_THAN: return K_SLT;
	case R500_VE_SET_GREATER_THAN: return K_SGT;
	case R500_VE_SET_EQUAL: return K_SEQ;
	case R500_VE_SET_NOT_EQUAL: return K_SNE;
	case R500_VE_COND_MUX_EQ: return K_CMUX_EQ;
	case R500_VE_COND_MUX_GT: return K_CMUX_GT;
	case R500_VE_COND_MUX_GTE: return K_CMUX_GTE;
	default: return K_VGEN;
	}
}

/* The micro-ops of one instruction, as r5xx_pvs.c exec() runs it. */
static bool compile_insn(struct r5xx_pvs_fast *f, const struct r5xx_pvs_prog *p,
                         const struct r500_vs_insn *in)
{
	struct uop *u;
	switch (in->kind) {
	case R500_VS_VECTOR:
	case R500_VS_DUAL:
		if (in->op != R500_VE_NOP) {
			if (!(u = add_uop(f)))
				return false;
			u->kind = vector_kind(in->op);
			u->op = in->op;
			u->sat = in->ve_sat;
			src_rows(f, p, &in->src[0], u, 0);
			src_rows(f, p, &in->src[1], u, 1);
			if (in->kind == R500_VS_VECTOR) /* a dual op's C reads 0 */
				src_rows(f, p, &in->src[2], u, 2);
			set_dst(f, u, in->dst_type, in->dst_offset, in->dst_we);
		}
		if (in->kind == R500_VS_DUAL && in->dm_op < R500_ME_COUNT &&
		    in->dm_op != R500_ME_NOP) {
			/* the math half reads its source after the vector
			 * half's write, as exec() does: X as IN_A.W, Y as
			 * IN_B.W and IN_C.W */
			struct uop s;
			memset(&s, 0, sizeof(s));
			src_rows(f, p, &in->src[2], &s, 0);
			if (!(u = add_uop(f)))
				return false;
			u->kind = K_MATH;
			u->op = in->dm_op;
			u->sat = in->me_sat;
			u->src[0][3] = s.src[0][0];
			u->andm[0][3] = s.andm[0][0];
			u->xorm[0][3] = s.xorm[0][0];
			for (unsigned n = 1; n < 3; n++) {
				u->src[n][3] = s.src[0][1];
				u->andm[n][3] = s.andm[0][1];
				u->xorm[n][3] = s.xorm[0][1];
			}
			set_dst(f, u, R500_VS_DST_ALT_TEMP, in->dm_dst, 1u << in->dm_we);
			u->need = u->we;
		}
		return true;
	case R500_VS_MACRO:
		if (!(u = add_uop(f)))
			return false;
		u->kind = in->op == R500_MACRO_2CLK_M2X_ADD ? K_MAD2X : K_MAD;
		u->sat = in->ve_sat;
		for (unsigned n = 0; n < 3; n++)
			src_rows(f, p, &in->src[n], u, n);
		set_dst(f, u, in->dst_type, in->dst_offset, in->dst_we);
		return true;
	case R500_VS_MATH:
		if (in->op == R500_ME_NOP)
			return true;
		if (!(u = add_uop(f)))
			return false;
		u->kind = K_MATH;
		u->op = in->op;
		u->sat = in->me_sat;
		for (unsigned n = 0; n < 3; n++)
			src_rows(f, p, &in->src[n], u, n);
		set_dst(f, u, in->dst_type, in->dst_offset, in->dst_we);
		u->need = u->repl ? (in->dst_we ? 1 : 0) : in->dst_we;
		return true;
	default: return true; /* INVALID: a flag, no write */
	}
}

/* Marks the registers an instruction names. */
static void mark_insn(struct r5xx_pvs_fast *f, const struct r5xx_pvs_prog *p,
                      const struct r500_vs_insn *in)
{
	unsigned file;
	for (unsigned n = 0; n < 3; n++) {
		int reg = src_reg(p, &in->src[n], &file);
		mark(f, file, reg);
	}
	int reg = dst_reg(in->dst_type, in->dst_offset, &file);
	mark(f, file, reg);
	if (in->kind == R500_VS_DUAL)
		mark(f, F_ALT, in->dm_dst);
}

static void fill_row(vf *row, float x)
{
	for (unsigned j = 0; j < NV; j++)
		row[j] = (vf){x, x, x, x};
}

void r5xx_pvs_fast_set_consts(struct r5xx_pvs_fast *f, const uint32_t (*consts)[4])
{
	memcpy(f->consts, consts, sizeof(f->consts));
	for (unsigned k = 0; k < R5XX_PVS_CONSTS; k++) {
		unsigned s = f->slot[F_CONST][k];
		if (s)
			for (unsigned c = 0; c < 4; c++) {
				float x;
				memcpy(&x, &consts[k][c], 4);
				fill_row(f->rows[4 * s + c], x);
			}
	}
}

bool r5xx_pvs_fast_compile(struct r5xx_pvs_fast *f, const struct r5xx_pvs_prog *p)
{
	f->nuops = 0;
	f->steps = 0;
	if (!p->decoded)
		return false;
	unsigned first = p->first % R5XX_PVS_CODE, last = p->last % R5XX_PVS_CODE;
	unsigned n = (last + R5XX_PVS_CODE - first) % R5XX_PVS_CODE + 1;
	/* flow control: none may activate in the executed range (r5xx_pvs_run
	 * step 2) */
	for (unsigned s = 0; s < R5XX_PVS_FC; s++) {
		unsigned act = p->fc_lw[s] & 0x3ff;
		if ((p->fc_opc >> (2 * s) & 3) && (act + R5XX_PVS_CODE - first) % R5XX_PVS_CODE < n)
			return false;
	}
	memset(f->slot, 0, sizeof(f->slot));
	for (unsigned i = 0; i < n; i++) {
		const struct r500_vs_insn *in = &p->decoded[(first + i) % R5XX_PVS_CODE];
		if (in->pred_en || in->dst_type == R500_VS_DST_A0)
			return false; /* predication, A0 (and with it relative addressing) */
		f->decoded[(first + i) % R5XX_PVS_CODE] = *in;
		mark_insn(f, p, in);
	}
	/* number the slots: constants, inputs (loaded per run), the rest
	 * (zeroed per run) */
	unsigned next = SLOT_FIRST;
	f->nin = 0;
	static const unsigned order[F_COUNT] = {F_CONST, F_INPUT, F_TEMP, F_ALT, F_OUT};
	for (unsigned k = 0; k < F_COUNT; k++) {
		unsigned file = order[k];
		if (file == F_TEMP)
			f->var_first = next;
		for (unsigned r = 0; r < file_size[file]; r++) {
			if (!f->slot[file][r])
				continue;
			f->slot[file][r] = (uint16_t)next;
			if (file == F_INPUT) {
				f->in_slot[f->nin] = (uint16_t)next;
				f->in_reg[f->nin++] = (uint16_t)r;
			}
			next++;
		}
	}
	f->nvar = next - f->var_first;
	for (unsigned c = 0; c < 4; c++) {
		fill_row(f->rows[4 * SLOT_ZERO + c], 0.0f);
		fill_row(f->rows[4 * SLOT_ONE + c], 1.0f);
	}
	for (unsigned i = 0; i < n; i++)
		if (!compile_insn(f, p, &p->decoded[(first + i) % R5XX_PVS_CODE])) {
			f->nuops = 0;
			return false;
		}
	/* the reference's copy, and the flags: without A0 and flow control
	 * they do not depend on the data, so one run of a zeroed vertex gives
	 * them */
	f->prog = *p;
	r5xx_pvs_fast_set_consts(f, p->consts);
	f->prog.decoded = f->decoded;
	f->prog.consts = (const uint32_t(*)[4])f->consts;
	f->prog.code = NULL;
	memset(f->v.in, 0, sizeof(f->v.in));
	r5xx_pvs_vtx_init(&f->v);
	uint64_t steps = 0;
	f->err = r5xx_pvs_run(&f->prog, &f->v, R5XX_PVS_CODE + 1, &steps);
	if (steps != n) { /* cannot happen without flow control */
		f->nuops = 0;
		return false;
	}
	f->steps = n;
	return true;
}

/* ------------------------------------------------------------ run */

static inline vf ld(const struct r5xx_pvs_fast *f, const struct uop *u, unsigned n, unsigned c,
                    unsigned j)
{
	return (vf)(((vu)f->rows[u->src[n][c]][j] & u->andm[n][c]) ^ u->xorm[n][c]);
}

static inline float ld1(const struct r5xx_pvs_fast *f, const struct uop *u, unsigned n, unsigned c,
                        unsigned l)
{
	uint32_t b;
	float x = f->rows[u->src[n][c]][l / 4][l % 4];
	memcpy(&b, &x, 4);
	b = (b & u->andm[n][c]) ^ u->xorm[n][c];
	memcpy(&x, &b, 4);
	return x;
}

static inline vf sel(vi m, vf a, vf b)
{
	return (vf)(((vu)m & (vu)a) | (~(vu)m & (vu)b));
}

static inline vf vsat(vf x)
{
	/* r5xx_pvs.c sat(): x > 0 ? (x < 1 ? x : 1) : 0 */
	const vf one = {1.0f, 1.0f, 1.0f, 1.0f}, zero = {0, 0, 0, 0};
	return sel(x > zero, sel(x < one, x, one), zero);
}

static float sat1(float x)
{
	return x > 0.0f ? (x < 1.0f ? x : 1.0f) : 0.0f;
}

static void write_lane(struct r5xx_pvs_fast *f, const struct uop *u, unsigned we,
                       const float res[4], unsigned l)
{
	if (u->dst < 0)
		return;
	for (unsigned c = 0; c < 4; c++)
		if (we >> c & 1)
			f->rows[u->dst + (int)c][l / 4][l % 4] = u->repl ? res[0] : res[c];
}

/* A per-lane op; returns whether a lane's result has a NaN (the reference
 * may have its own inlined copy of the op, which could pick the other of
 * two NaN operands). */
static bool run_lanes(struct r5xx_pvs_fast *f, const struct uop *u)
{
	unsigned nl = 4 * f->nv;
	bool nan = false;
	for (unsigned l = 0; l < nl; l++) {
		float a[4], b[4], c[4], res[4];
		bool pred = false; /* no instruction reads it (compile) */
		unsigned we = u->we;
		if (u->kind == K_MATH) { /* the math engine reads w only */
			r5xx_pvs_math(u->op, ld1(f, u, 0, 3, l), ld1(f, u, 1, 3, l),
			              ld1(f, u, 2, 3, l), res, &pred);
		} else {
			for (unsigned k = 0; k < 4; k++) {
				a[k] = ld1(f, u, 0, k, l);
				b[k] = ld1(f, u, 1, k, l);
				c[k] = ld1(f, u, 2, k, l);
			}
			r5xx_pvs_vector(u->op, a, b, c, res, &we, &pred);
		}
		for (unsigned k = 0; k < 4; k++)
			nan |= res[k] != res[k];
		if (u->sat)
			for (unsigned k = 0; k < 4; k++)
				res[k] = sat1(res[k]);
		write_lane(f, u, we, res, l);
	}
	return nan;
}

/* One component of a per-component op on every lane into tmp; returns the
 * lanes whose result is NaN (arithmetic only). One loop per op, so that
 * the operand masks stay in registers. */
#define COMP_LOOP(expr, arith)                                      \
	for (unsigned j = 0; j < nv; j++) {                         \
		vf a = ld(f, u, 0, c, j), b = ld(f, u, 1, c, j), r; \
		(void)b;                                            \
		r = (expr);                                         \
		if (arith)                                          \
			nan |= (vu)(r != r);                        \
		f->tmp[c][j] = sat ? vsat(r) : r;                   \
	}                                                           \
	break

static vu run_comp(struct r5xx_pvs_fast *f, const struct uop *u, unsigned c)
{
	vu nan = {0, 0, 0, 0};
	const vf zero = {0, 0, 0, 0}, one = {1.0f, 1.0f, 1.0f, 1.0f},
	         two = {2.0f, 2.0f, 2.0f, 2.0f};
	const unsigned nv = f->nv;
	const bool sat = u->sat;
	switch (u->kind) {
	case K_MUL: COMP_LOOP(a * b, 1);
	case K_ADD: COMP_LOOP(a + b, 1);
	case K_MAD: COMP_LOOP(a * b + ld(f, u, 2, c, j), 1);
	case K_MAD2X: COMP_LOOP(two * (a * b) + ld(f, u, 2, c, j), 1);
	case K_MAX: COMP_LOOP(sel(a > b, a, b), 0);
	case K_MIN: COMP_LOOP(sel(a < b, a, b), 0);
	case K_SGE: COMP_LOOP(sel(a >= b, one, zero), 0);
	case K_SLT: COMP_LOOP(sel(a < b, one, zero), 0);
	case K_SGT: COMP_LOOP(sel(a > b, one, zero), 0);
	case K_SEQ: COMP_LOOP(sel(a == b, one, zero), 0);
	case K_SNE: COMP_LOOP(sel(a != b, one, zero), 0);
	case K_CMUX_EQ: COMP_LOOP(sel(a == zero, b, ld(f, u, 2, c, j)), 0);
	case K_CMUX_GT: COMP_LOOP(sel(a > zero, b, ld(f, u, 2, c, j)), 0);
	default: COMP_LOOP(sel(a >= zero, b, ld(f, u, 2, c, j)), 0); /* K_CMUX_GTE */
	}
	return nan;
}

static vu run_dot(struct r5xx_pvs_fast *f, const struct uop *u)
{
	vu nan = {0, 0, 0, 0};
	for (unsigned j = 0; j < f->nv; j++) {
		/* summed left to right, as r5xx_pvs_vector */
		vf r = ld(f, u, 0, 0, j) * ld(f, u, 1, 0, j) +
		       ld(f, u, 0, 1, j) * ld(f, u, 1, 1, j) +
		       ld(f, u, 0, 2, j) * ld(f, u, 1, 2, j) +
		       ld(f, u, 0, 3, j) * ld(f, u, 1, 3, j);
		nan |= (vu)(r != r);
		r = u->sat ? vsat(r) : r;
		for (unsigned c = 0; c < 4; c++)
			f->tmp[c][j] = r;
	}
	return nan;
}

static void write_tmp(struct r5xx_pvs_fast *f, const struct uop *u)
{
	if (u->dst < 0)
		return;
	for (unsigned c = 0; c < 4; c++) {
		if (!(u->we >> c & 1))
			continue;
		const vf *s = f->tmp[u->repl ? 0 : c];
		vf *d = f->rows[u->dst + (int)c];
		for (unsigned j = 0; j < f->nv; j++)
			d[j] = s[j];
	}
}

/* The reference on every vertex of a batch, its outputs into the rows. */
static void run_reference(struct r5xx_pvs_fast *f, const float (*in)[R5XX_PVS_INPUTS][4],
                          unsigned n)
{
	for (unsigned l = 0; l < n; l++) {
		r5xx_pvs_vtx_init(&f->v);
		memcpy(f->v.in, in[l], sizeof(f->v.in));
		r5xx_pvs_run(&f->prog, &f->v, f->steps, NULL);
		for (unsigned r = 0; r < R5XX_PVS_OUTPUTS; r++) {
			unsigned s = f->slot[F_OUT][r];
			if (s)
				for (unsigned c = 0; c < 4; c++)
					f->rows[4 * s + c][l / 4][l % 4] = f->v.out[r][c];
		}
	}
}

unsigned r5xx_pvs_fast_run(struct r5xx_pvs_fast *f, const float (*in)[R5XX_PVS_INPUTS][4],
                           unsigned n)
{
	if (!f->steps || !n)
		return 0;
	if (n > R5XX_PVS_FAST_LANES)
		n = R5XX_PVS_FAST_LANES;
	f->nv = (n + 3) / 4;
	unsigned nl = 4 * f->nv;
	/* inputs; lanes past n repeat vertex 0, so that they compute what it
	 * does (no NaN of their own) */
	for (unsigned i = 0; i < f->nin; i++) {
		unsigned s = f->in_slot[i], r = f->in_reg[i];
		for (unsigned c = 0; c < 4; c++) {
			vf *row = f->rows[4 * s + c];
			for (unsigned l = 0; l < nl; l++)
				row[l / 4][l % 4] = in[l < n ? l : 0][r][c];
		}
	}
	for (unsigned s = f->var_first; s < f->var_first + f->nvar; s++)
		for (unsigned c = 0; c < 4; c++)
			for (unsigned j = 0; j < f->nv; j++)
				f->rows[4 * s + c][j] = (vf){0, 0, 0, 0};
	vu nan = {0, 0, 0, 0};
	for (unsigned k = 0; k < f->nuops; k++) {
		const struct uop *u = &f->uops[k];
		switch (u->kind) {
		case K_DOT:
			if (!u->need)
				continue; /* DP4 into nothing: no NaN can matter */
			nan |= run_dot(f, u);
			write_tmp(f, u);
			break;
		case K_VGEN:
		case K_MATH:
			if (run_lanes(f, u))
				nan[0] = 1;
			break;
		default:
			for (unsigned c = 0; c < 4; c++)
				if (u->need >> c & 1)
					nan |= run_comp(f, u, c);
			write_tmp(f, u);
			break;
		}
	}
	f->batches++;
	if (nan[0] | nan[1] | nan[2] | nan[3]) {
		f->reference++;
		run_reference(f, in, n);
	}
	return f->err;
}

void r5xx_pvs_fast_out(const struct r5xx_pvs_fast *f, unsigned lane, unsigned reg, float out[4])
{
	unsigned s = reg < R5XX_PVS_OUTPUTS ? f->slot[F_OUT][reg] : 0;
	lane %= R5XX_PVS_FAST_LANES;
	for (unsigned c = 0; c < 4; c++)
		out[c] = f->rows[4 * s + c][lane / 4][lane % 4];
}

void r5xx_pvs_fast_stats(const struct r5xx_pvs_fast *f, uint64_t *batches, uint64_t *reference)
{
	*batches = f->batches;
	*reference = f->reference;
}
