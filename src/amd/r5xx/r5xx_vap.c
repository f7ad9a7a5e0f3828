/* The R5xx VAP (seed 001 §6, §10.10; docs/hw/r5xx-3d.md "The VAP"): the
 * PVS vector memory and its upload ports, the vertex fetcher (index walks,
 * arrays of structures, stream data), programmable stream control, the
 * PVS (r5xx_pvs.c; batches of straight-line programs on r5xx_pvs_fast.c) or
 * its bypass, the output vertex format, the viewport
 * transform and primitive assembly into r5xx_setup_prim. It is the 3D
 * engine the R3D unit installs behind its seam (r5xx_3d.h).
 *
 * A draw runs to completion inside the seam's hook; its cost (one step per
 * vertex plus the PVS instructions) is charged to the R3D unit, which
 * stays busy in the run loop until it has spent them. A draw does at most
 * r5xx_3d_engine.vap_draw_steps of work, a vertex pvs_vtx_steps; the rest
 * is dropped with a GUEST_ERROR. */
#include <math.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"
#include "amd/r5xx/r5xx_3d.h"
#include "amd/r5xx/r5xx_3d_engine.h"
#include "amd/r5xx/r5xx_pvs_fast.h"
#include "isa/r500_vs.h"

#define R5XX_VAP_STREAM_MAX (1u << 22) /* dwords of one draw's stream kept */
/* what a vertex costs besides its PVS instructions: fetch, stream control,
 * viewport, assembly (softgpu's accounting) */
#define R5XX_VAP_VTX_STEPS 8u
/* vertices fetched and shaded before they are assembled: the fast PVS's
 * batch (docs/hw/r5xx-3d.md "PVS fast path"); the ring keeps a batch and
 * the three before it that assembly looks back to */
#define R5XX_VAP_BATCH R5XX_PVS_FAST_LANES
#define R5XX_VAP_RING 32u

/* registers (seed 001 §10.10; Mesa r300_reg.h for the EXT words) */
#define VAP_CNTL 0x2080u
#define VAP_INDEX_OFFSET 0x208cu
#define VAP_OUT_VTX_FMT_0 0x2090u
#define VAP_OUT_VTX_FMT_1 0x2094u
#define VAP_VPORT_XSCALE 0x1d98u /* and 0x2098 (the seam keeps one copy) */
#define VAP_VTE_CNTL 0x20b0u
#define VAP_VTX_AOS_ADDR0 0x20c8u
#define VAP_VF_MAX_VTX_INDX 0x2134u
#define VAP_VF_MIN_VTX_INDX 0x2138u
#define VAP_CNTL_STATUS 0x2140u
#define VAP_PROG_STREAM_CNTL_0 0x2150u
#define VAP_PSC_SGN_NORM_CNTL 0x21dcu
#define VAP_PROG_STREAM_CNTL_EXT_0 0x21e0u /* r300_reg.h; header lost in the seed (L6480) */
#define VAP_PVS_VECTOR_INDX_REG 0x2200u
#define VAP_PVS_VECTOR_DATA_REG 0x2204u
#define VAP_PVS_VECTOR_DATA_REG_128 0x2208u
#define VAP_CLIP_CNTL 0x221cu
#define VAP_PVS_FLOW_CNTL_LOOP_INDEX_0 0x2290u
#define VAP_PVS_CODE_CNTL_0 0x22d0u
#define VAP_PVS_CONST_CNTL 0x22d4u
#define VAP_PVS_FLOW_CNTL_OPC 0x22dcu
#define VAP_PVS_FLOW_CNTL_ADDRS_LW_0 0x2500u
#define VAP_VTX_STATE_CNTL 0x2180u /* L6772-L6788 */
#define VAP_VSM_VTX_ASSM 0x2184u   /* Mesa r300_reg.h R300_VAP_VSM_VTX_ASSM; not in the seed */
/* state-based vertex data (PRIM_WALK 0, L6790-L7004): the vertex state
 * memory's vectors at 0x2300 + 16 v, then the write-only aliases */
#define VAP_VTX_ST_VSM0 0x2300u
#define VAP_VTX_ST_POS_0_W_4 0x230cu
#define VAP_VTX_ST_USR_CLR_A 0x246cu
#define VAP_VTX_ST_CLR_0_PKD 0x2470u
#define VAP_VTX_ST_POS_0_X_2 0x2490u
#define VAP_VTX_ST_POS_0_Y_2 0x2494u
#define VAP_VTX_ST_NORM_0_PKD 0x2498u
#define VAP_VTX_ST_USR_CLR_PKD 0x249cu
#define VAP_VTX_ST_POS_0_X_3 0x24a0u
#define VAP_VTX_ST_POS_0_Z_3 0x24a8u
#define VAP_VTX_ST_END_OF_PKT 0x24acu
#define VSM_VECS 23u /* POS_0 .. USR_CLR */
#define VSM_USR_CLR 22u

/* PVS vector memory offsets (L1772-L1806) */
#define PVS_CONST_START 1024u
#define PVS_UCP_START 1536u
#define PVS_CLIP_VECS 8u

/* guest errors met in one draw, logged once each at its end */
enum {
	GE_FETCH = 1u << 0,   /* an array read outside memory */
	GE_PSC = 1u << 1,     /* stream control ran past the vertex's dwords */
	GE_PSCTYPE = 1u << 2, /* DATA_TYPE 13-15, SGN_NORM method 3, EXT select 6/7 */
	GE_PVS = 1u << 3,     /* the PVS reported something (pvs_err) */
	GE_CAP = 1u << 4,     /* the draw's work cap */
	GE_VSM = 1u << 5,     /* a state-based vertex whose size changed mid-packet */
};

struct r5xx_vap {
	struct r5xx_3d_engine *e;
	uint32_t code[R5XX_PVS_CODE][4];
	uint32_t consts[R5XX_PVS_CONSTS][4];
	uint32_t clip[PVS_CLIP_VECS][4];
	/* code[] decoded for the PVS, redone for instructions written since */
	struct r500_vs_insn decoded[R5XX_PVS_CODE];
	uint32_t stale[R5XX_PVS_CODE / 32];
	/* stream control of the current draw (VAP_PROG_STREAM_CNTL(_EXT)) */
	uint16_t psc_cntl[16], psc_ext[16];
	uint32_t psc_sgn;
	/* viewport and clip state of the current draw */
	uint32_t vte, clip_cntl;
	bool dx_clip;
	float vport[6]; /* XSCALE, XOFFSET, YSCALE, ... */
	float ucp[6][4];
	uint32_t indx; /* VAP_PVS_VECTOR_INDX_REG octword, and the dword in it */
	unsigned dw;
	/* the draw waiting for its stream through the ports */
	struct r5xx_draw d;
	bool waiting, dropped;
	uint32_t *stream;
	uint32_t nstream, cap;
	/* state-based vertex data (walk 0): the vertex state memory, and the
	 * draw armed by a walk-0 trigger collecting vertices until END_OF_PKT */
	uint32_t vsm[VSM_VECS][4];
	bool imm;
	unsigned imm_dpv; /* dwords per emitted vertex, 0 before the first */
	uint32_t imm_gerr;
	/* the draw being processed */
	uint32_t gerr, pvs_err;
	uint64_t steps;
	struct r5xx_pvs_prog prog;
	struct r5xx_pvs_vtx pv;
	/* the batch's input memories, and the fast PVS with the program it
	 * compiled (recompiled when code, constants or controls change) */
	float bin[R5XX_VAP_BATCH][R5XX_PVS_INPUTS][4];
	struct r5xx_pvs_fast *fast;
	struct r5xx_pvs_prog fast_key;
	bool fast_stale, fast_consts, fast_ok;
	/* primitive assembly */
	struct r5xx_vtx first, ring[R5XX_VAP_RING];
	uint32_t nv, seq;
	uint32_t prims;
};

static uint32_t reg(struct r5xx_vap *v, uint32_t addr)
{
	return r5xx_3d_reg(v->e->r3d, addr);
}

static float f32(uint32_t u)
{
	float f;
	memcpy(&f, &u, 4);
	return f;
}

/* ------------------------------------------------------------ PVS upload */

/* The octword after o: code wraps 1023 -> 0, constants 1535 -> 1024, the
 * clip area 1542 -> 1536 (L1802-L1806); 1543 and up have no wrap rule
 * (softgpu: the next offset, modulo the 11-bit index). */
static uint32_t next_octword(uint32_t o)
{
	if (o < PVS_CONST_START)
		return (o + 1) % PVS_CONST_START;
	if (o < PVS_UCP_START)
		return o == PVS_UCP_START - 1 ? PVS_CONST_START : o + 1;
	if (o == PVS_UCP_START + 6)
		return PVS_UCP_START;
	return (o + 1) & 0x7ff;
}

static void vector_write(struct r5xx_vap *v, uint32_t value)
{
	uint32_t o = v->indx;
	if (o < PVS_CONST_START) {
		v->code[o][v->dw] = value;
		v->stale[o / 32] |= 1u << (o % 32);
		v->fast_stale = true;
	} else if (o < PVS_UCP_START) { /* 256 vectors at 1024-1535: the upper half mirrors */
		v->consts[(o - PVS_CONST_START) % R5XX_PVS_CONSTS][v->dw] = value;
		v->fast_consts = true;
	} else if (o < PVS_UCP_START + PVS_CLIP_VECS)
		v->clip[o - PVS_UCP_START][v->dw] = value;
	else
		sgpu_guest_error(v->e->r3d,
		                 "VAP_PVS_VECTOR_DATA 0x%08x at octword %u: no PVS memory there "
		                 "(seed 001 L1772-L1806): dropped",
		                 value, o);
	if (++v->dw == 4) {
		v->dw = 0;
		v->indx = next_octword(o);
	}
}

/* ------------------------------------------- state-based vertices (walk 0) */

static void run_draw(struct r5xx_vap *v);
static bool stream_room(struct r5xx_vap *v, uint32_t need);

/* A position write that completes a vertex (L6878-L6919 name the forms,
 * Mesa r300_reg.h "State based - direct writes to registers trigger vertex
 * generation", VAP_VTX_POS_0_X_1 "used for glVertex2*()", _X_2 for
 * glVertex3*()): the vectors VAP_VSM_VTX_ASSM selects ("if the bit is set,
 * the corresponding 4-Dword Vector is output into the Vertex Stream", Mesa)
 * become the vertex's dwords, in vector order, for the stream control as
 * in walk 3. Colour n is the user colour when VAP_VTX_STATE_CNTL's
 * COLOR_n_ASSEMBLY_CNTL selects it (L6772-L6788; R300 has one user colour,
 * L1730, so 1 and 2 both select it). docs/hw/r5xx-3d.md "State-based". */
static void vsm_emit(struct r5xx_vap *v)
{
	if (!v->imm)
		return; /* state only: no walk-0 draw is collecting vertices */
	uint32_t assm = reg(v, VAP_VSM_VTX_ASSM) & ((1u << VSM_VECS) - 1);
	uint32_t cntl = reg(v, VAP_VTX_STATE_CNTL);
	unsigned dpv = 4u * (unsigned)__builtin_popcount(assm);
	if (v->imm_dpv && dpv != v->imm_dpv) {
		v->imm_gerr |= GE_VSM;
		return;
	}
	if (!dpv || !stream_room(v, v->nstream + dpv)) {
		v->imm_gerr |= dpv ? GE_CAP : GE_VSM;
		return;
	}
	v->imm_dpv = dpv;
	for (unsigned k = 0; k < VSM_VECS; k++) {
		if (!(assm >> k & 1))
			continue;
		unsigned src = k;
		if (k >= 2 && k < 10) {
			unsigned sel = cntl >> (2 * (k - 2)) & 3;
			if (sel == 1 || sel == 2)
				src = VSM_USR_CLR;
			else if (sel == 3)
				v->imm_gerr |= GE_PSCTYPE; /* reserved (L6776) */
		}
		memcpy(v->stream + v->nstream, v->vsm[src], 16);
		v->nstream += 4;
	}
}

static void vsm_write(struct r5xx_vap *v, uint32_t addr, uint32_t value)
{
	struct sgpu_unit *u = v->e->r3d;
	if (addr <= VAP_VTX_ST_USR_CLR_A) {
		v->vsm[(addr - VAP_VTX_ST_VSM0) >> 4][addr >> 2 & 3] = value;
		if (addr == VAP_VTX_ST_POS_0_W_4)
			vsm_emit(v);
		return;
	}
	switch (addr) {
	case VAP_VTX_ST_POS_0_X_2:
	case VAP_VTX_ST_POS_0_X_2 + 4:
		v->vsm[0][(addr >> 2) & 1] = value;
		if (addr == VAP_VTX_ST_POS_0_Y_2) {
			v->vsm[0][2] = 0;           /* z = 0, w = 1: glVertex2's defaults */
			v->vsm[0][3] = 0x3f800000u; /* (inferred; the seed names only the forms) */
			vsm_emit(v);
		}
		return;
	case VAP_VTX_ST_POS_0_X_3:
	case VAP_VTX_ST_POS_0_X_3 + 4:
	case VAP_VTX_ST_POS_0_Z_3:
		v->vsm[0][(addr - VAP_VTX_ST_POS_0_X_3) >> 2] = value;
		if (addr == VAP_VTX_ST_POS_0_Z_3) {
			v->vsm[0][3] = 0x3f800000u;
			vsm_emit(v);
		}
		return;
	case VAP_VTX_ST_END_OF_PKT:
		if (!v->imm) {
			sgpu_guest_error(
			        u, "VAP_VTX_ST_END_OF_PKT without a PRIM_WALK 0 draw: ignored");
			return;
		}
		v->imm = false;
		v->d.num_vertices = v->imm_dpv ? v->nstream / v->imm_dpv : 0;
		run_draw(v);
		return;
	default: /* the packed forms: CLR_n_PKD, NORM_0_PKD, USR_CLR_PKD */
		sgpu_unimp(u,
		           "%s: the packed vertex state layout is not public (seed 001 L6811, "
		           "L6837, L6996): state unchanged",
		           addr == VAP_VTX_ST_NORM_0_PKD    ? "VAP_VTX_ST_NORM_0_PKD"
		           : addr == VAP_VTX_ST_USR_CLR_PKD ? "VAP_VTX_ST_USR_CLR_PKD"
		                                            : "VAP_VTX_ST_CLR_n_PKD");
		return;
	}
}

static void vap_reg_write(void *user, struct sgpu_unit *r3d, uint32_t addr, uint32_t value)
{
	struct r5xx_3d_engine *e = user;
	struct r5xx_vap *v = e->vap;
	(void)r3d;
	if (addr >= VAP_VTX_ST_VSM0 && addr <= VAP_VTX_ST_END_OF_PKT) {
		vsm_write(v, addr, value);
		return;
	}
	switch (addr) {
	case VAP_PVS_VECTOR_INDX_REG: /* OCTWORD_OFFSET 10:0, resets the dword counter */
		v->indx = value & 0x7ff;
		v->dw = 0;
		break;
	case VAP_PVS_VECTOR_DATA_REG:
	case VAP_PVS_VECTOR_DATA_REG_128:
		/* Mesa uploads dword by dword through 0x2208 with a one-register
		 * type-0 packet (r300_emit.c R300_VAP_PVS_UPLOAD_DATA): the 128-bit
		 * port gathers four dwords like the 32-bit one */
		vector_write(v, value);
		break;
	default:
		if (r5xx_rast_reg_live(addr))
			r5xx_rast_reg_write(&e->rast, addr, value);
		break;
	}
}

/* Reads (L6590-L6602): the index register resets the dword counter; the
 * data register reads the memory and steps like a write; the 128-bit port
 * "is not readable" (0). */
static uint32_t vap_reg_read(void *user, struct sgpu_unit *r3d, uint32_t addr, uint32_t stored)
{
	struct r5xx_3d_engine *e = user;
	struct r5xx_vap *v = e->vap;
	(void)r3d;
	switch (addr) {
	case VAP_PVS_VECTOR_INDX_REG: v->dw = 0; return v->indx;
	case VAP_PVS_VECTOR_DATA_REG_128: return 0;
	case VAP_PVS_VECTOR_DATA_REG: {
		uint32_t o = v->indx, r = 0;
		if (o < PVS_CONST_START)
			r = v->code[o][v->dw];
		else if (o < PVS_UCP_START)
			r = v->consts[(o - PVS_CONST_START) % R5XX_PVS_CONSTS][v->dw];
		else if (o < PVS_UCP_START + PVS_CLIP_VECS)
			r = v->clip[o - PVS_UCP_START][v->dw];
		if (++v->dw == 4) {
			v->dw = 0;
			v->indx = next_octword(o);
		}
		return r;
	}
	default: {
		uint32_t r = stored;
		return r5xx_rast_reg_read(&e->rast, addr, &r) ? r : stored;
	}
	}
}

/* ------------------------------------------------------------ vertex fetch */

static uint32_t swap(uint32_t x, unsigned mode)
{
	/* VAP_CNTL_STATUS.VC_SWAP (L6353) */
	switch (mode & 3) {
	case 1: return (x & 0x00ff00ffu) << 8 | (x >> 8 & 0x00ff00ffu);
	case 2: return x << 24 | (x & 0xff00u) << 8 | (x >> 8 & 0xff00u) | x >> 24;
	case 3: return x << 16 | x >> 16;
	default: return x;
	}
}

static int32_t sext(uint32_t v, unsigned bits)
{
	return (int32_t)(v << (32 - bits)) >> (32 - bits);
}

/* The index the arrays are read at (L1567, L6415-L6419, L6673-L6681):
 * clamped to VAP_VF_MIN/MAX_VTX_INDX, then VAP_INDEX_OFFSET (25-bit signed)
 * added; the order is inferred from Mesa (r300_render.c sets MAX_VTX_INDX
 * to the unbiased max_index and the bias in INDEX_OFFSET). */
static uint32_t fetch_index(struct r5xx_vap *v, uint32_t idx)
{
	uint32_t lo = reg(v, VAP_VF_MIN_VTX_INDX) & 0xffffff;
	uint32_t hi = reg(v, VAP_VF_MAX_VTX_INDX) & 0xffffff;
	if (idx > hi)
		idx = hi;
	if (idx < lo)
		idx = lo;
	return idx + (uint32_t)sext(reg(v, VAP_INDEX_OFFSET) & 0x1ffffff, 25);
}

/* The dwords of vertex `idx` from the arrays of structures, concatenated in
 * array order (L1555-L1569): array k gives COUNT_k dwords at
 * ADDR_k + 4 * STRIDE_k * index. Returns the dword count. */
static unsigned fetch_aos(struct r5xx_vap *v, uint32_t idx, bool dual, uint32_t *buf)
{
	unsigned arrays = reg(v, R5XX_VAP_VTX_NUM_ARRAYS) & 0x1f, n = 0;
	unsigned swp = reg(v, VAP_CNTL_STATUS) & 3;
	if (arrays > 16)
		arrays = 16;
	for (unsigned k = 0; k < arrays; k++) {
		uint32_t attr = reg(v, R5XX_VAP_VTX_AOS_ATTR01 + 12 * (k / 2)) >> (16 * (k & 1));
		uint32_t addr = reg(v, VAP_VTX_AOS_ADDR0 + 12 * (k / 2) + 4 * (k & 1)) & ~3u;
		unsigned count = attr & 0x7f, stride = attr >> 8 & 0x7f;
		/* DUAL_INDEX_MODE (L6668): bits 23:16 index array 0, 15:0 the others */
		uint32_t raw = dual ? (k == 0 ? idx >> 16 & 0xff : idx & 0xffff) : idx;
		uint32_t fi = fetch_index(v, raw);
		uint32_t base = addr + 4u * stride * fi;
		for (unsigned i = 0; i < count; i++) {
			uint32_t w = 0;
			if (!r5xx_mem_rd32(v->e->r3d->dev, base + 4 * i, &w))
				v->gerr |= GE_FETCH;
			buf[n++] = swap(w, swp);
		}
	}
	return n;
}

/* --------------------------------------------------- programmable stream control */

static float half(uint32_t h)
{
	/* S1E5M10, bias 15, denormals (L6462) */
	uint32_t s = h >> 15 & 1, e = h >> 10 & 31, m = h & 0x3ff;
	float f;
	if (e == 0)
		f = ldexpf((float)m, -24);
	else if (e == 31)
		f = m ? NAN : INFINITY;
	else
		f = ldexpf((float)(m | 0x400), (int)e - 25);
	return s ? -f : f;
}

/* A fixed-point component of n bits (L6462, SIGNED/NORMALIZE; the signed
 * normalized methods of VAP_PSC_SGN_NORM_CNTL, L6496-L6517). */
static float fixed(struct r5xx_vap *v, uint32_t raw, unsigned n, bool sgn, bool norm,
                   unsigned method)
{
	uint32_t mask = n >= 32 ? ~0u : (1u << n) - 1;
	raw &= mask;
	if (!sgn)
		return norm ? (float)raw / (float)mask : (float)raw;
	int32_t s = sext(raw, n);
	if (!norm)
		return (float)s;
	float max = (float)((1u << (n - 1)) - 1);
	switch (method) {
	case 0: return (float)s / max; /* SGN_NORM_ZERO: -128/127 < -1 */
	case 1: {                      /* SGN_NORM_ZERO_CLAMP_MINUS_ONE */
		float f = (float)s / max;
		return f < -1.0f ? -1.0f : f;
	}
	case 2:
		/* SGN_NORM_NO_ZERO: the printed (2v+1)/2^n conflicts with its
		 * own examples (-128 -> -255/255, 0 -> 1/255): the examples */
		return (2.0f * (float)s + 1.0f) / (float)mask;
	default: v->gerr |= GE_PSCTYPE; return (float)s / max;
	}
}

/* Stream control: the vertex's dwords parsed by up to 16 elements into the
 * input memory (L1734-L1748, L6462-L6517). */
static void psc(struct r5xx_vap *v, const uint32_t *dw, unsigned ndw, float in[][4])
{
	unsigned pos = 0;
	uint32_t sgn_norm = v->psc_sgn;
	for (unsigned e = 0; e < 16; e++) {
		uint32_t c = v->psc_cntl[e], x = v->psc_ext[e];
		unsigned type = c & 15, skip = c >> 4 & 15, dst = c >> 8 & 31;
		bool last = c >> 13 & 1, sgn = c >> 14 & 1, norm = c >> 15 & 1;
		unsigned method = sgn_norm >> (2 * e) & 3;
		unsigned vecs = type == 10 ? 2 : 1; /* FLOAT_8: two FLOAT_4 */
		for (unsigned h = 0; h < vecs; h++) {
			float val[4] = {0.0f, 0.0f, 0.0f, 1.0f};
			unsigned need = type <= 3 ? type + 1
			                : type == 7 || type == 12 || type == 10
			                        ? (type == 10 ? 4 : 2)
			                        : 1;
			uint32_t w[4] = {0, 0, 0, 0};
			for (unsigned i = 0; i < need; i++) {
				if (pos < ndw)
					w[i] = dw[pos];
				else
					v->gerr |= GE_PSC;
				pos++;
			}
			switch (type) {
			case 0:
			case 1:
			case 2:
			case 3:
			case 10:
				for (unsigned i = 0; i < need; i++)
					val[i] = f32(w[i]);
				break;
			case 4: /* BYTE */
			case 5: /* D3DCOLOR: X and Z swapped */
				for (unsigned i = 0; i < 4; i++)
					val[i] = fixed(v, w[0] >> (8 * i), 8, sgn, norm, method);
				if (type == 5) {
					float t = val[0];
					val[0] = val[2];
					val[2] = t;
				}
				break;
			case 6: /* SHORT_2: Z 0, W 1 */
				val[0] = fixed(v, w[0], 16, sgn, norm, method);
				val[1] = fixed(v, w[0] >> 16, 16, sgn, norm, method);
				break;
			case 7: /* SHORT_4 */
				for (unsigned i = 0; i < 4; i++)
					val[i] = fixed(v, w[i / 2] >> (16 * (i & 1)), 16, sgn, norm,
					               method);
				break;
			case 8: /* VECTOR_3_TTT 10:10:10 */
				for (unsigned i = 0; i < 3; i++)
					val[i] = fixed(v, w[0] >> (10 * i), 10, sgn, norm, method);
				break;
			case 9: /* VECTOR_3_EET 11:11:10 */
				val[0] = fixed(v, w[0], 11, sgn, norm, method);
				val[1] = fixed(v, w[0] >> 11, 11, sgn, norm, method);
				val[2] = fixed(v, w[0] >> 22, 10, sgn, norm, method);
				break;
			case 11: /* FLT16_2: Z 0, W 1 */
				val[0] = half(w[0] & 0xffff);
				val[1] = half(w[0] >> 16);
				break;
			case 12: /* FLT16_4 */
				for (unsigned i = 0; i < 4; i++)
					val[i] = half(w[i / 2] >> (16 * (i & 1)) & 0xffff);
				break;
			default: v->gerr |= GE_PSCTYPE; break;
			}
			/* the EXT word: swizzle and write enable into the input vector */
			unsigned d = (dst + h) % R5XX_PVS_INPUTS;
			for (unsigned i = 0; i < 4; i++) {
				unsigned sel = x >> (3 * i) & 7;
				if (!(x >> (12 + i) & 1))
					continue;
				if (sel > 5)
					v->gerr |= GE_PSCTYPE;
				in[d][i] = sel < 4 ? val[sel] : sel == 5 ? 1.0f : 0.0f;
			}
		}
		pos += skip;
		if (last)
			break;
	}
}

/* ------------------------------------------------------------- the vertex */

static void load_prog(struct r5xx_vap *v)
{
	struct r5xx_pvs_prog *p = &v->prog;
	for (unsigned w = 0; w < R5XX_PVS_CODE / 32; w++) {
		for (uint32_t m = v->stale[w]; m; m &= m - 1) {
			unsigned i = 32 * w + (unsigned)__builtin_ctz(m);
			r500_vs_decode(v->code[i], &v->decoded[i]);
		}
		v->stale[w] = 0;
	}
	p->decoded = v->decoded;
	for (unsigned e = 0; e < 16; e++) {
		v->psc_cntl[e] =
		        (uint16_t)(reg(v, VAP_PROG_STREAM_CNTL_0 + 4 * (e / 2)) >> (16 * (e & 1)));
		v->psc_ext[e] = (uint16_t)(reg(v, VAP_PROG_STREAM_CNTL_EXT_0 + 4 * (e / 2)) >>
		                           (16 * (e & 1)));
	}
	v->psc_sgn = reg(v, VAP_PSC_SGN_NORM_CNTL);
	v->vte = reg(v, VAP_VTE_CNTL);
	v->clip_cntl = reg(v, VAP_CLIP_CNTL);
	v->dx_clip = reg(v, VAP_CNTL) >> 22 & 1;
	for (unsigned i = 0; i < 6; i++)
		v->vport[i] = f32(reg(v, VAP_VPORT_XSCALE + 4 * i));
	for (unsigned u = 0; u < 6; u++)
		for (unsigned i = 0; i < 4; i++)
			v->ucp[u][i] = f32(v->clip[u][i]);
	uint32_t cc = reg(v, VAP_PVS_CODE_CNTL_0), k = reg(v, VAP_PVS_CONST_CNTL);
	p->code = (const uint32_t(*)[4])v->code;
	p->consts = (const uint32_t(*)[4])v->consts;
	p->first = cc & 0x3ff;
	p->last = cc >> 20 & 0x3ff;
	p->const_base = k & 0xff;
	p->const_max = k >> 16 & 0xff;
	p->fc_opc = reg(v, VAP_PVS_FLOW_CNTL_OPC);
	for (unsigned s = 0; s < R5XX_PVS_FC; s++) {
		p->fc_lw[s] = reg(v, VAP_PVS_FLOW_CNTL_ADDRS_LW_0 + 8 * s);
		p->fc_uw[s] = reg(v, VAP_PVS_FLOW_CNTL_ADDRS_LW_0 + 8 * s + 4);
		p->fc_index[s] = reg(v, VAP_PVS_FLOW_CNTL_LOOP_INDEX_0 + 4 * s);
	}
}

/* VAP_OUT_VTX_FMT_0/1 (L1706-L1724, L6421-L6442) */
static void load_fmt(struct r5xx_vap *v)
{
	struct r5xx_vtx_fmt *f = &v->e->fmt;
	uint32_t f0 = reg(v, VAP_OUT_VTX_FMT_0), f1 = reg(v, VAP_OUT_VTX_FMT_1);
	memset(f, 0, sizeof(*f));
	f->pos = f0 & 1;
	if (f0 >> 16 & 1) {
		f->sem[f->nout] = R5XX_SEM_PT_SIZE;
		f->comps[f->nout++] = 1;
	}
	/* VAP_CLIP_CNTL.COLOR2/3_IS_TEXTURE (L6334-L6335) make the GA take
	 * colours 2 and 3 as textures 8 and 9: setup's reading of them */
	for (unsigned c = 0; c < 4; c++)
		if (f0 >> (1 + c) & 1) {
			f->sem[f->nout] = (uint8_t)(R5XX_SEM_COLOR0 + c);
			f->comps[f->nout++] = 4;
		}
	for (unsigned t = 0; t < 8; t++) {
		unsigned n = f1 >> (3 * t) & 7;
		if (n) {
			f->sem[f->nout] = (uint8_t)(R5XX_SEM_TEX0 + t);
			f->comps[f->nout++] = (uint8_t)(n > 4 ? 4 : n);
		}
	}
}

/* The viewport transform engine (VAP_VTE_CNTL L6714-L6727, VAP_VPORT_*
 * L6683-L6712): the divide by w unless the coordinates come divided, then
 * scale and offset per axis. win[3] is 1/w. */
static void viewport(struct r5xx_vap *v, struct r5xx_vtx *x);

void r5xx_vap_viewport(struct r5xx_3d_engine *e, struct r5xx_vtx *x)
{
	viewport(e->vap, x);
}

static void viewport(struct r5xx_vap *v, struct r5xx_vtx *x)
{
	uint32_t vte = v->vte;
	float w = x->clip[3];
	float rhw = vte >> 10 & 1 ? 1.0f / w : w; /* VTX_W0_FMT: w is not yet 1/w */
	float c[3] = {x->clip[0], x->clip[1], x->clip[2]};
	if (!(vte >> 8 & 1)) { /* VTX_XY_FMT clear: multiply by 1/W0 */
		c[0] *= rhw;
		c[1] *= rhw;
	}
	if (!(vte >> 9 & 1))
		c[2] *= rhw;
	for (unsigned a = 0; a < 3; a++) {
		float r = c[a];
		if (vte >> (2 * a) & 1)
			r *= v->vport[2 * a];
		if (vte >> (2 * a + 1) & 1)
			r += v->vport[2 * a + 1];
		x->win[a] = r;
	}
	x->win[3] = rhw;
	/* clip codes for setup's clipper (r5xx_setup.c) */
	uint32_t cl = v->clip_cntl, fl = 0;
	const float *p = x->clip;
	fl |= p[0] < -p[3] ? R5XX_CLIP_LEFT : 0;
	fl |= p[0] > p[3] ? R5XX_CLIP_RIGHT : 0;
	fl |= p[1] < -p[3] ? R5XX_CLIP_BOTTOM : 0;
	fl |= p[1] > p[3] ? R5XX_CLIP_TOP : 0;
	fl |= p[2] < (v->dx_clip ? 0.0f : -p[3]) ? R5XX_CLIP_NEAR : 0;
	fl |= p[2] > p[3] ? R5XX_CLIP_FAR : 0;
	for (unsigned u = 0; u < 6; u++) {
		if (!(cl >> u & 1))
			continue;
		float d = v->ucp[u][0] * p[0] + v->ucp[u][1] * p[1] + v->ucp[u][2] * p[2] +
		          v->ucp[u][3] * p[3];
		if (d < 0.0f)
			fl |= R5XX_CLIP_UCP0 << u;
	}
	x->clip_flags = cl >> 16 & 1 ? 0 : fl; /* CLIP_DISABLE */
}

/* One vertex's outputs from its output memory (or, bypassed, its input
 * memory): position and the output format's vectors. */
static void outputs(struct r5xx_vap *v, const float (*ovm)[4], struct r5xx_vtx *x)
{
	memcpy(x->clip, ovm[0], sizeof(x->clip));
	const struct r5xx_vtx_fmt *f = &v->e->fmt;
	for (unsigned i = 0; i < f->nout; i++)
		memcpy(x->out[i], ovm[(i + 1) % R5XX_PVS_OUTPUTS], sizeof(x->out[i]));
}

/* One vertex on the reference PVS (r5xx_pvs_run) or its bypass
 * (VAP_CNTL_STATUS.PVS_BYPASS, L6353: the input memory is the output). */
static void shade(struct r5xx_vap *v, const float (*in)[4], bool bypass, struct r5xx_vtx *x)
{
	struct r5xx_pvs_vtx *pv = &v->pv;
	const float(*ovm)[4] = in;
	if (!bypass) {
		memcpy(pv->in, in, sizeof(pv->in));
		r5xx_pvs_vtx_init(pv);
		uint64_t left = v->e->vap_draw_steps - v->steps, n = 0;
		if (left > v->e->pvs_vtx_steps)
			left = v->e->pvs_vtx_steps;
		v->pvs_err |= r5xx_pvs_run(&v->prog, pv, left, &n);
		v->steps += n;
		ovm = (const float(*)[4])pv->out;
	}
	outputs(v, ovm, x);
}

/* Whether the draw's program runs on the fast PVS: compiled when the
 * program or its control registers changed since the last compile, its
 * constants reloaded when they changed. */
static bool fast_prepare(struct r5xx_vap *v)
{
	const struct r5xx_pvs_prog *p = &v->prog, *k = &v->fast_key;
	if (!v->e->pvs_fast)
		return false;
	if (!v->fast && !(v->fast = r5xx_pvs_fast_new()))
		return false;
	size_t from = offsetof(struct r5xx_pvs_prog, first);
	size_t to = offsetof(struct r5xx_pvs_prog, fc_index) + sizeof(p->fc_index);
	if (v->fast_stale || memcmp((const char *)p + from, (const char *)k + from, to - from)) {
		v->fast_ok = r5xx_pvs_fast_compile(v->fast, p);
		v->fast_key = *p;
		v->fast_stale = false;
		v->fast_consts = false;
	}
	if (v->fast_consts && v->fast_ok)
		r5xx_pvs_fast_set_consts(v->fast, p->consts);
	v->fast_consts = false;
	return v->fast_ok;
}

/* ------------------------------------------------------- primitive assembly */

static void emit(struct r5xx_vap *v, unsigned kind, const struct r5xx_vtx *a,
                 const struct r5xx_vtx *b, const struct r5xx_vtx *c, const struct r5xx_vtx *d,
                 unsigned edges)
{
	struct r5xx_prim p = {.kind = kind,
	                      .v = {a, b, c, d},
	                      .edges = edges,
	                      .seq = v->seq++,
	                      .vf_cntl = v->d.vf_cntl};
	p.n = kind == R5XX_PRIM_POINT  ? 1
	      : kind == R5XX_PRIM_LINE ? 2
	      : kind == R5XX_PRIM_QUAD ? 4
	                               : 3;
	v->prims++;
	struct sgpu_unit *u = v->e->r3d;
	if (sgpu_log_on(u->dev, SGPU_LOG_DEBUG, u->log_cat)) {
		static const char *const kinds[] = {"?",        "point", "line",
		                                    "triangle", "quad",  "polygon piece"};
		char line[320];
		int k = snprintf(line, sizeof(line), "prim %u: %s", p.seq, kinds[kind]);
		for (unsigned i = 0; i < p.n && k > 0 && (size_t)k < sizeof(line); i++)
			k += snprintf(line + k, sizeof(line) - (size_t)k, " (%g, %g, %g)",
			              (double)p.v[i]->win[0], (double)p.v[i]->win[1],
			              (double)p.v[i]->win[2]);
		sgpu_unit_log(u, SGPU_LOG_DEBUG, "%s", line);
	}
	r5xx_setup_prim(v->e, &p);
}

#define RING(i) (&v->ring[(i) & (R5XX_VAP_RING - 1)])

/* Vertex number i (0-based in the walk) has just been shaded into RING(i). */
static void assemble(struct r5xx_vap *v, unsigned prim, uint32_t i)
{
	const struct r5xx_vtx *c = RING(i);
	if (i == 0)
		v->first = *c;
	switch (prim) {
	case 1: emit(v, R5XX_PRIM_POINT, c, NULL, NULL, NULL, 0); break;
	case 2:
		if (i & 1)
			emit(v, R5XX_PRIM_LINE, RING(i - 1), c, NULL, NULL, 1);
		break;
	case 3:  /* line strip */
	case 12: /* line loop: the closing line at the end (finish) */
		if (i)
			emit(v, R5XX_PRIM_LINE, RING(i - 1), c, NULL, NULL, 1);
		break;
	case 4: /* triangle list */
	case 7: /* with wFlags: the flags were skipped by the index walk */
		if (i % 3 == 2)
			emit(v, R5XX_PRIM_TRIANGLE, RING(i - 2), RING(i - 1), c, NULL, 7);
		break;
	case 5: /* fan */
		if (i >= 2)
			emit(v, R5XX_PRIM_TRIANGLE, &v->first, RING(i - 1), c, NULL, 7);
		break;
	case 6: /* strip: odd triangles swap their first two for one winding */
		if (i >= 2) {
			if (i & 1)
				emit(v, R5XX_PRIM_TRIANGLE, RING(i - 1), RING(i - 2), c, NULL, 7);
			else
				emit(v, R5XX_PRIM_TRIANGLE, RING(i - 2), RING(i - 1), c, NULL, 7);
		}
		break;
	case 13: /* quads */
		if (i % 4 == 3)
			emit(v, R5XX_PRIM_QUAD, RING(i - 3), RING(i - 2), RING(i - 1), c, 15);
		break;
	case 14: /* quad strip: (v2i, v2i+1, v2i+3, v2i+2) */
		if (i >= 3 && (i & 1))
			emit(v, R5XX_PRIM_QUAD, RING(i - 3), RING(i - 2), c, RING(i - 1), 15);
		break;
	case 15: /* polygon: pieces (v0, vi-1, vi), each sent when the next
	          * vertex shows it is not the last (its closing edge) */
		if (i >= 3)
			emit(v, R5XX_PRIM_POLYGON, &v->first, RING(i - 2), RING(i - 1), NULL,
			     2 | (i == 3 ? 1 : 0));
		break;
	default: break;
	}
}

static void finish(struct r5xx_vap *v, unsigned prim, uint32_t n)
{
	/* the line loop's closing line (a loop of 2 vertices draws both ways) */
	if (prim == 12 && n >= 2)
		emit(v, R5XX_PRIM_LINE, RING(n - 1), &v->first, NULL, NULL, 1);
	/* the polygon's last piece has its closing edge vn-1 -> v0 */
	if (prim == 15 && n >= 3)
		emit(v, R5XX_PRIM_POLYGON, &v->first, RING(n - 2), RING(n - 1), NULL,
		     6 | (n == 3 ? 1 : 0));
}

/* ------------------------------------------------------------- the draw */

static const char *draw_name(unsigned op)
{
	return op ? r5xx_pm4_opcode_name(op) : "VAP_VF_CNTL write";
}

/* The index of vertex i of an indexed walk: 16-bit pairs (first in 15:0)
 * or 32-bit; PRIM_TYPE 7 has a 16-bit wFlags after every third 16-bit
 * index (L6659-L6664); MPEG_INDEX: each index F stands for F..F+3. */
static uint32_t walk_index(struct r5xx_vap *v, uint32_t i)
{
	const struct r5xx_draw *d = &v->d;
	if (d->src == R5XX_DRAW_SRC_MPEG)
		return (i / 4 < v->nstream ? v->stream[i / 4] : 0) + i % 4;
	if (d->index32)
		return i < v->nstream ? v->stream[i] : 0;
	uint32_t word = d->prim == 7 ? i / 3 * 4 + i % 3 : i;
	return word / 2 < v->nstream ? v->stream[word / 2] >> (16 * (word & 1)) & 0xffff : 0;
}

static void run_draw(struct r5xx_vap *v)
{
	const struct r5xx_draw *d = &v->d;
	struct sgpu_unit *u = v->e->r3d;
	const char *how = draw_name(d->opcode);
	v->gerr = v->pvs_err = 0;
	v->steps = 0;
	v->seq = 0;
	v->prims = 0;
	if (reg(v, VAP_CNTL) >> 17 & 1) { /* VAP_NO_RENDER (L6337) */
		sgpu_unit_log(u, SGPU_LOG_DEBUG, "3D draw (%s) ignored: VAP_CNTL.VAP_NO_RENDER",
		              how);
		return;
	}
	unsigned prim = d->prim;
	if (prim == 0 || (prim >= 8 && prim <= 11)) {
		sgpu_guest_error(
		        u, "3D draw (%s): PRIM_TYPE %u is unused (seed 001 L6659): nothing drawn",
		        how, prim);
		return;
	}
	bool state = d->walk == R5XX_WALK_STATE;
	if (state && v->imm_gerr & GE_VSM)
		sgpu_guest_error(u,
		                 "3D draw (%s): a state-based vertex of no vectors "
		                 "(VAP_VSM_VTX_ASSM 0) or of another size than the first: dropped",
		                 how);
	if (state && v->imm_gerr & GE_CAP)
		v->gerr |= GE_CAP;
	if (state && v->imm_gerr & GE_PSCTYPE)
		sgpu_guest_error(u, "3D draw (%s): COLOR_n_ASSEMBLY_CNTL 3 is reserved (L6776)",
		                 how);
	uint32_t n = d->src == R5XX_DRAW_SRC_MPEG ? 4 * d->data_dwords : d->num_vertices;
	r5xx_setup_draw_begin(v->e);
	load_prog(v);
	load_fmt(v);
	bool dual = d->vf_cntl >> 13 & 1;
	unsigned dpv = state ? v->imm_dpv : reg(v, R5XX_VAP_VTX_SIZE) & 0x7f;
	bool bypass = reg(v, VAP_CNTL_STATUS) >> 8 & 1;
	bool fast = !bypass && fast_prepare(v);
	unsigned cost = fast ? r5xx_pvs_fast_steps(v->fast) : 0;
	if (cost > v->e->pvs_vtx_steps)
		fast = false; /* the reference stops each vertex short */
	uint32_t buf[16 * 128];
	uint32_t i = 0;
	bool capped = false;
	const uint64_t cap = v->e->vap_draw_steps;
	/* the input memories: stream control writes the same components of
	 * every vertex of a draw, the rest read 0 */
	memset(v->bin, 0, sizeof(v->bin));
	/* a batch of vertices is fetched and shaded, then assembled (the same
	 * order with and without the fast PVS); a vertex the budget would cut
	 * short runs on the reference */
	while (i < n && !capped) {
		unsigned m = 0, nfast = 0;
		for (; m < R5XX_VAP_BATCH && i + m < n; m++) {
			if (v->steps >= cap) {
				v->gerr |= GE_CAP;
				capped = true;
				break;
			}
			uint32_t k = i + m;
			struct r5xx_vtx *x = RING(k);
			float(*in)[4] = v->bin[m];
			if (d->walk == R5XX_WALK_DATA || state) {
				uint64_t at = (uint64_t)k * dpv;
				unsigned have = at >= v->nstream ? 0
				                : v->nstream - at < dpv
				                        ? (unsigned)(v->nstream - at)
				                        : dpv;
				psc(v, v->stream + (have ? at : 0), have, in);
				x->index = k;
			} else {
				uint32_t idx = d->walk == R5XX_WALK_LIST ? k : walk_index(v, k);
				unsigned nd = fetch_aos(v, idx, dual, buf);
				psc(v, buf, nd, in);
				x->index = dual ? idx : fetch_index(v, idx);
			}
			if (fast && nfast == m && cap - v->steps >= cost) {
				nfast++;
				v->steps += cost;
			} else {
				shade(v, (const float(*)[4])in, bypass, x);
			}
			v->steps += R5XX_VAP_VTX_STEPS;
		}
		if (nfast) {
			v->pvs_err |= r5xx_pvs_fast_run(
			        v->fast, (const float(*)[R5XX_PVS_INPUTS][4])v->bin, nfast);
			float ovm[R5XX_PVS_OUTPUTS][4];
			for (unsigned k = 0; k < nfast; k++) {
				for (unsigned r = 0; r <= v->e->fmt.nout; r++)
					r5xx_pvs_fast_out(v->fast, k, r % R5XX_PVS_OUTPUTS, ovm[r]);
				outputs(v, (const float(*)[4])ovm, RING(i + k));
			}
		}
		for (unsigned k = 0; k < m; k++) {
			viewport(v, RING(i + k));
			assemble(v, prim, i + k);
		}
		r5xx_rast_flush(&v->e->rast); /* before the next batch reads memory */
		i += m;
	}
	finish(v, prim, i);
	r5xx_3d_charge(u, v->steps + r5xx_setup_take_steps(v->e));
	if (v->gerr & GE_FETCH)
		sgpu_guest_error(u, "3D draw (%s): vertex array reads outside memory read 0", how);
	if (v->gerr & GE_PSC)
		sgpu_guest_error(u,
		                 "3D draw (%s): stream control reads past the vertex's dwords "
		                 "(read 0)",
		                 how);
	if (v->gerr & GE_PSCTYPE)
		sgpu_guest_error(u,
		                 "3D draw (%s): undefined stream control (DATA_TYPE 13-15, "
		                 "SGN_NORM method 3 or swizzle 6-7)",
		                 how);
	if (v->pvs_err)
		sgpu_guest_error(u,
		                 "3D draw (%s): the vertex program went wrong (PVS flags 0x%x, "
		                 "docs/hw/r5xx-3d.md)",
		                 how, v->pvs_err);
	if (v->gerr & GE_CAP)
		sgpu_guest_error(u,
		                 "3D draw (%s): more than %llu steps of vertex work; vertices %u "
		                 "and on dropped",
		                 how, (unsigned long long)v->e->vap_draw_steps, i);
	sgpu_unit_log(u, SGPU_LOG_INFO,
	              "3D draw (%s): PRIM_TYPE %u, PRIM_WALK %u, %u vertices, %u data dwords: %u "
	              "primitives assembled",
	              how, prim, d->walk, d->num_vertices,
	              d->src == R5XX_DRAW_SRC_MPEG ? 4 * d->data_dwords
	                                           : d->data_dwords + d->extra_dwords,
	              v->prims);
}

static bool stream_room(struct r5xx_vap *v, uint32_t need)
{
	if (need <= v->cap)
		return true;
	if (need > R5XX_VAP_STREAM_MAX)
		return false;
	uint32_t cap = v->cap ? v->cap : 1024;
	while (cap < need)
		cap *= 2;
	uint32_t *s = realloc(v->stream, (size_t)cap * 4);
	if (!s)
		return false;
	v->stream = s;
	v->cap = cap;
	return true;
}

static void vap_draw(void *user, struct sgpu_unit *r3d, const struct r5xx_draw *d)
{
	struct r5xx_3d_engine *e = user;
	struct r5xx_vap *v = e->vap;
	if (v->imm && v->nstream)
		sgpu_guest_error(r3d,
		                 "3D draw (%s): a new trigger before VAP_VTX_ST_END_OF_PKT: the "
		                 "PRIM_WALK 0 draw's %u vertices are dropped",
		                 draw_name(v->d.opcode), v->imm_dpv ? v->nstream / v->imm_dpv : 0);
	v->imm = false;
	v->d = *d;
	v->d.data = NULL;
	v->waiting = false;
	v->dropped = false;
	v->nstream = 0;
	if (d->walk == R5XX_WALK_STATE && d->prim && !(d->prim >= 8 && d->prim <= 11) &&
	    !(reg(v, VAP_CNTL) >> 17 & 1)) {
		/* state-based vertex data: the VAP_VTX_ST_* writes that follow
		 * emit the vertices, VAP_VTX_ST_END_OF_PKT draws them */
		v->imm = true;
		v->imm_dpv = 0;
		v->imm_gerr = 0;
		sgpu_unit_log(r3d, SGPU_LOG_DEBUG,
		              "3D draw (%s): PRIM_WALK 0, collecting VAP_VTX_ST_* vertices",
		              draw_name(d->opcode));
		return;
	}
	if (!stream_room(v, d->expect_dwords)) {
		sgpu_guest_error(r3d,
		                 "3D draw (%s): a stream of %u dwords is beyond the model's "
		                 "%u: not drawn",
		                 draw_name(d->opcode), d->expect_dwords, R5XX_VAP_STREAM_MAX);
		v->dropped = true;
		v->waiting = d->port_dwords != 0;
		return;
	}
	if (d->data_dwords)
		memcpy(v->stream, d->data, (size_t)d->data_dwords * 4);
	v->nstream = d->data_dwords;
	if (d->port_dwords) {
		v->waiting = true;
		return;
	}
	run_draw(v);
}

static void vap_port(void *user, struct sgpu_unit *r3d, uint32_t addr, uint32_t value, bool last)
{
	struct r5xx_3d_engine *e = user;
	struct r5xx_vap *v = e->vap;
	(void)r3d;
	(void)addr;
	if (!v->waiting)
		return;
	if (!v->dropped && v->nstream < v->cap)
		v->stream[v->nstream++] = value;
	if (last) {
		v->waiting = false;
		if (!v->dropped)
			run_draw(v);
	}
}

static void vap_clear_hiz(void *user, struct sgpu_unit *r3d, uint32_t start, uint32_t count,
                          uint32_t value)
{
	struct r5xx_3d_engine *e = user;
	(void)r3d;
	r5xx_rast_clear_hiz(&e->rast, start, count, value);
}

static void vap_clear_zmask(void *user, struct sgpu_unit *r3d, uint32_t start, uint32_t count,
                            uint32_t value)
{
	struct r5xx_3d_engine *e = user;
	(void)r3d;
	r5xx_rast_clear_zmask(&e->rast, start, count, value);
}

/* --------------------------------------------------------------- the engine */

struct r5xx_3d_engine *r5xx_3d_engine_new(struct sgpu_unit *r3d)
{
	struct r5xx_3d_engine *e = calloc(1, sizeof(*e));
	struct r5xx_vap *v = calloc(1, sizeof(*v));
	struct r5xx_captured *cap = calloc(R5XX_CAPTURE_MAX, sizeof(*cap));
	if (!e || !v || !cap) {
		free(e);
		free(v);
		free(cap);
		return NULL;
	}
	e->r3d = r3d;
	e->vap = v;
	e->cap = cap;
	v->e = e;
	if (!r5xx_rast_init(&e->rast, r3d)) {
		r5xx_rast_fini(&e->rast);
		free(e);
		free(v);
		free(cap);
		return NULL;
	}
	r5xx_frag_attach(&e->frag, &e->rast, r5xx_3d_us(r3d), r3d);
	e->raster = true;
	e->pvs_fast = true;
	e->pvs_vtx_steps = R5XX_PVS_MAX_STEPS;
	e->vap_draw_steps = R5XX_VAP_DRAW_STEPS;
	v->fast_stale = true;
	memset(v->stale, 0xff, sizeof(v->stale));
	struct r5xx_3d_hooks h = {.draw = vap_draw,
	                          .port = vap_port,
	                          .clear_hiz = vap_clear_hiz,
	                          .clear_zmask = vap_clear_zmask,
	                          .user = e,
	                          .reg_write = vap_reg_write,
	                          .reg_read = vap_reg_read};
	r5xx_3d_set_hooks(r3d, &h);
	return e;
}

void r5xx_3d_engine_reset(struct r5xx_3d_engine *e)
{
	struct r5xx_vap *v = e->vap;
	uint32_t *stream = v->stream, cap = v->cap;
	struct r5xx_pvs_fast *fast = v->fast;
	memset(v, 0, sizeof(*v));
	v->e = e;
	v->stream = stream;
	v->cap = cap;
	v->fast = fast;
	v->fast_stale = true;
	memset(v->stale, 0xff, sizeof(v->stale)); /* decode the zeroed code on first use */
	memset(&e->fmt, 0, sizeof(e->fmt));
	r5xx_3d_capture_clear(e);
	r5xx_rast_reset(&e->rast);
}

void r5xx_3d_engine_free(struct r5xx_3d_engine *e)
{
	if (!e)
		return;
	free(e->vap->stream);
	r5xx_pvs_fast_free(e->vap->fast);
	free(e->vap);
	free(e->cap);
	r5xx_rast_fini(&e->rast);
	free(e);
}

const uint32_t (*r5xx_vap_code(const struct r5xx_3d_engine *e))[4]
{
	return (const uint32_t(*)[4])e->vap->code;
}

const uint32_t (*r5xx_vap_consts(const struct r5xx_3d_engine *e))[4]
{
	return (const uint32_t(*)[4])e->vap->consts;
}

const uint32_t (*r5xx_vap_clip(const struct r5xx_3d_engine *e))[4]
{
	return (const uint32_t(*)[4])e->vap->clip;
}
