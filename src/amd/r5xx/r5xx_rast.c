/* R5xx setup, scan conversion, RS interpolation and the fragment
 * operations after the shader: the per-pixel reference path (r5xx_rast.h;
 * facts and inferences in docs/hw/r5xx-3d.md, "Setup, raster and fragment
 * operations"). Register fields cite seed 001's register chapter. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"
#include "amd/r5xx/r5xx_3d.h"
#include "amd/r5xx/r5xx_rast.h"
#include "amd/r5xx/r5xx_tile.h"
#include "amd/r5xx/r5xx_us.h"
#include "util/cpu.h"
#include "util/fill.h"

#ifdef __SSE2__
#include <emmintrin.h>
#include <immintrin.h>
#endif

/* ------------------------------------------------------------------ registers */
enum {
	GB_TILE_CONFIG = 0x4018,
	GB_ENABLE = 0x4008,
	GB_MSPOS0 = 0x4010,
	GB_MSPOS1 = 0x4014,
	GB_SELECT = 0x401c,
	GB_AA_CONFIG = 0x4020,
	RB3D_AARESOLVE_OFFSET = 0x4e80,
	RB3D_AARESOLVE_PITCH = 0x4e84,
	RB3D_AARESOLVE_CTL = 0x4e88,
	RS_IP_0 = 0x4074, /* Mesa r300_reg.h R500_RS_IP_0 */
	VAP_OUT_VTX_FMT_1 = 0x2094,
	VAP_CLIP_CNTL = 0x221c,
	GA_POINT_S0 = 0x4200,
	GA_POINT_T0 = 0x4204,
	GA_POINT_S1 = 0x4208,
	GA_POINT_T1 = 0x420c,
	GA_POINT_SIZE = 0x421c,
	GA_LINE_S0 = 0x4264,
	GA_LINE_S1 = 0x4268,
	GA_FILL_R = 0x4220,
	GA_FILL_G = 0x4224,
	GA_FILL_B = 0x4228,
	GA_FILL_A = 0x422c,
	GA_POINT_MINMAX = 0x4230,
	GA_LINE_CNTL = 0x4234,
	GA_LINE_STIPPLE_CONFIG = 0x4238,
	GA_COLOR_CONTROL = 0x4278,
	VAP_OUT_VTX_FMT_0 = 0x2090,
	GA_POLY_MODE = 0x4288,
	GA_FOG_SCALE = 0x4294,
	GA_FOG_OFFSET = 0x4298,
	FG_FOG_BLEND = 0x4bc0,
	FG_FOG_FACTOR = 0x4bc4,
	FG_FOG_COLOR_R = 0x4bc8,
	GA_ROUND_MODE = 0x428c,
	SU_POLY_OFFSET_FRONT_SCALE = 0x42a4,
	SU_POLY_OFFSET_FRONT_OFFSET = 0x42a8,
	SU_POLY_OFFSET_BACK_SCALE = 0x42ac,
	SU_POLY_OFFSET_BACK_OFFSET = 0x42b0,
	SU_POLY_OFFSET_ENABLE = 0x42b4,
	SU_CULL_MODE = 0x42b8,
	SU_DEPTH_SCALE = 0x42c0,
	SU_DEPTH_OFFSET = 0x42c4,
	RS_COUNT = 0x4300,
	RS_INST_COUNT = 0x4304,
	RS_INST_0 = 0x4320, /* R500_RS_INST_0 */
	SC_EDGERULE = 0x43a8,
	SC_CLIP_0_A = 0x43b0,
	SC_CLIP_RULE = 0x43d0,
	SC_SCISSOR0 = 0x43e0,
	SC_SCISSOR1 = 0x43e4,
	SC_SCREENDOOR = 0x43e8,
	US_OUT_FMT_0 = 0x46a4,
	US_W_FMT = 0x46b4,
	FG_ALPHA_FUNC = 0x4bd4,
	FG_DEPTH_SRC = 0x4bd8,
	FG_ALPHA_VALUE = 0x4be0,
	RB3D_CCTL = 0x4e00,
	RB3D_BLENDCNTL = 0x4e04,
	RB3D_ABLENDCNTL = 0x4e08, /* header lost in the seed; Mesa R300_RB3D_ABLENDCNTL */
	RB3D_COLOR_CHANNEL_MASK = 0x4e0c,
	RB3D_ROPCNTL = 0x4e18,
	RB3D_COLOROFFSET0 = 0x4e28,
	RB3D_DITHER_CTL = 0x4e50,
	RB3D_COLORPITCH0 = 0x4e38,
	RB3D_CONSTANT_COLOR_AR = 0x4ef8,
	RB3D_CONSTANT_COLOR_GB = 0x4efc,
	ZB_CNTL = 0x4f00,
	ZB_ZSTENCILCNTL = 0x4f04,
	ZB_STENCILREFMASK = 0x4f08,
	ZB_FORMAT = 0x4f10,
	ZB_DEPTHOFFSET = 0x4f20,
	ZB_DEPTHPITCH = 0x4f24,
	ZB_BW_CNTL_R = 0x4f1c,
	ZB_DEPTHCLEARVALUE = 0x4f28,
	ZB_ZMASK_OFFSET = 0x4f30,
	ZB_ZMASK_PITCH = 0x4f34,
	GB_Z_PEQ_CONFIG = 0x4028,
	ZB_STENCILREFMASK_BF = 0x4fd4,
};

static uint32_t R(const struct r5xx_rast *r, uint32_t addr)
{
	return r5xx_3d_reg(r->r3d, addr);
}

static float RF(const struct r5xx_rast *r, uint32_t addr)
{
	uint32_t v = R(r, addr);
	float f;
	memcpy(&f, &v, 4);
	return f;
}

/* ------------------------------------------------------------------ halves */

float r5xx_half_to_float(uint16_t h)
{
	unsigned s = h >> 15, e = h >> 10 & 31, m = h & 1023;
	float v;
	if (e == 0)
		v = ldexpf((float)m, -24);
	else if (e == 31)
		v = m ? NAN : INFINITY;
	else
		v = ldexpf((float)(m | 1024), (int)e - 25);
	return s ? -v : v;
}

/* Round to nearest even, overflow to infinity, NaN kept quiet. */
uint16_t r5xx_float_to_half(float f)
{
	uint32_t x;
	memcpy(&x, &f, 4);
	uint16_t s = (uint16_t)(x >> 16 & 0x8000);
	uint32_t e = x >> 23 & 0xff, m = x & 0x7fffff;
	if (e == 0xff)
		return (uint16_t)(s | 0x7c00 | (m ? 0x200 : 0));
	int ex = (int)e - 127 + 15;
	if (ex >= 31)
		return s | 0x7c00;
	if (ex <= 0) {
		if (ex < -10)
			return s;
		m |= 0x800000;
		unsigned shift = (unsigned)(14 - ex);
		uint32_t h = m >> shift, rem = m & ((1u << shift) - 1), half = 1u << (shift - 1);
		if (rem > half || (rem == half && (h & 1)))
			h++;
		return (uint16_t)(s | h);
	}
	uint32_t h = (uint32_t)ex << 10 | m >> 13, rem = m & 0x1fff;
	if (rem > 0x1000 || (rem == 0x1000 && (h & 1)))
		h++; /* may carry into the exponent, up to infinity: correct */
	return (uint16_t)(s | h);
}

/* ------------------------------------------------------------------ setup */

static bool mem_rw(struct r5xx_rast *r, uint32_t addr, void *buf, unsigned n, bool write);
static void fault(struct r5xx_rast *r, const char *what, uint32_t addr);
static float from_unorm(uint32_t v, unsigned bits);

bool r5xx_rast_init(struct r5xx_rast *r, struct sgpu_unit *r3d)
{
	memset(r, 0, sizeof(*r));
	r->r3d = r3d;
	r->budget = UINT64_MAX;
	r->fast = true;
	r->hiz = calloc(R5XX_HIZ_DWORDS, sizeof(uint32_t));
	r->zmask = calloc(R5XX_ZMASK_DWORDS, sizeof(uint64_t));
	for (unsigned v = 0; v < 256; v++)
		r->un8[v] = from_unorm(v, 8);
	return r->hiz != NULL && r->zmask != NULL;
}

void r5xx_rast_fini(struct r5xx_rast *r)
{
	r5xx_rast_draw_end(r);
	free(r->pend.lo); /* the six arrays' block */
	r->pend.lo = r->pend.hi = r->pend.tlo = r->pend.thi = r->pend.flo = r->pend.fhi = NULL;
	free(r->hiz);
	r->hiz = NULL;
	free(r->zmask);
	r->zmask = NULL;
	free(r->fill_memo);
	r->fill_memo = NULL;
}

void r5xx_rast_reset(struct r5xx_rast *r)
{
	r5xx_rast_draw_end(r);
	if (r->hiz)
		memset(r->hiz, 0, R5XX_HIZ_DWORDS * sizeof(uint32_t));
	r->hiz_wr = r->hiz_rd = 0;
	if (r->zmask)
		memset(r->zmask, 0, R5XX_ZMASK_DWORDS * sizeof(uint64_t));
	r->zmask_warned = false;
	r->zpass = 0;
	r->stipple = 0;
}

void r5xx_rast_draw_begin(struct r5xx_rast *r)
{
	r5xx_rast_flush(r);
	r->pend.in_draw = true;
	if ((R(r, GA_LINE_STIPPLE_CONFIG) & 3) == 2) /* LINE_RESET: per packet */
		r->stipple = 0;
}

/* ------------------------------------------------------------------ ZB registers */

enum {
	RB3D_DSTCACHE_CTLSTAT = 0x4e4c,
	ZB_ZCACHE_CTLSTAT = 0x4f18,
	ZB_HIZ_WRINDEX = 0x4f48,
	ZB_HIZ_DWORD = 0x4f4c,
	ZB_HIZ_RDINDEX = 0x4f50,
	ZB_ZMASK_DWORD = 0x4f3c,
	ZB_ZPASS_DATA = 0x4f58,
	ZB_ZPASS_ADDR = 0x4f5c,
	SU_REG_DEST = 0x42c8,
	GA_LINE_STIPPLE_VALUE = 0x4260,
};

bool r5xx_rast_reg_live(uint32_t addr)
{
	switch (addr) {
	case RB3D_DSTCACHE_CTLSTAT:
	case ZB_ZCACHE_CTLSTAT:
	case ZB_HIZ_WRINDEX:
	case ZB_HIZ_DWORD:
	case ZB_HIZ_RDINDEX:
	case ZB_ZMASK_DWORD:
	case ZB_ZPASS_DATA:
	case ZB_ZPASS_ADDR:
	case GA_LINE_STIPPLE_VALUE: return true;
	default: return false;
	}
}

/* softgpu models one raster pipe (docs/hw/r5xx-raster.md, "Pipes"):
 * SU_REG_DEST.SELECT (L5571) bit 0 is it; a register read or write aimed
 * only at other pipes sees an idle pipe's values (0). */
static bool pipe0(const struct r5xx_rast *r)
{
	uint32_t sel = R(r, SU_REG_DEST) & 15;
	return sel == 0 || (sel & 1);
}

void r5xx_rast_reg_write(struct r5xx_rast *r, uint32_t addr, uint32_t v)
{
	switch (addr) {
	case ZB_HIZ_WRINDEX: r->hiz_wr = v >> 2 & 0xffff; break;
	case ZB_HIZ_RDINDEX: r->hiz_rd = v >> 2 & 0xffff; break;
	case ZB_HIZ_DWORD:
		/* a write goes to WRINDEX, which then increments (L7120-L7126);
		 * every pipe takes it (broadcast, inferred) */
		if (r->hiz)
			r->hiz[r->hiz_wr] = v;
		r->hiz_wr = (r->hiz_wr + 1) & 0xffff;
		break;
	case ZB_ZMASK_DWORD:
		/* the 2-bit codes' layout in a dword is not public */
		sgpu_log(r->r3d->dev, SGPU_LOG_UNIMP, r->r3d->log_cat,
		         "ZB_ZMASK_DWORD write 0x%08x: the ZMASK RAM port is not modelled", v);
		break;
	case ZB_ZPASS_DATA: r->zpass = v; break; /* "writing sets it" (L7160) */
	case GA_LINE_STIPPLE_VALUE: r->stipple = v & 0xffffff; break; /* 24 bits used (L5027) */
	case ZB_ZPASS_ADDR: {
		/* writing ADDR (31:2) makes the ZB store ZPASS_DATA there
		 * (L7162-L7168); the per-pipe counts of a multi-pipe chip
		 * are summed by the driver, and here pipe 0 holds them all */
		uint32_t a = v & ~3u, count = pipe0(r) ? r->zpass : 0;
		uint8_t b[4] = {(uint8_t)count, (uint8_t)(count >> 8), (uint8_t)(count >> 16),
		                (uint8_t)(count >> 24)};
		if (!mem_rw(r, a, b, 4, true))
			fault(r, "ZB_ZPASS_ADDR", a);
		break;
	}
	default: break; /* cache flushes: no caches are modelled */
	}
}

bool r5xx_rast_reg_read(struct r5xx_rast *r, uint32_t addr, uint32_t *v)
{
	switch (addr) {
	case ZB_HIZ_DWORD: *v = r->hiz && pipe0(r) ? r->hiz[r->hiz_rd] : 0; return true;
	case ZB_HIZ_WRINDEX: *v = r->hiz_wr << 2; return true;
	case ZB_HIZ_RDINDEX: *v = r->hiz_rd << 2; return true;
	case ZB_ZMASK_DWORD:
		sgpu_log(r->r3d->dev, SGPU_LOG_UNIMP, r->r3d->log_cat,
		         "ZB_ZMASK_DWORD read: the ZMASK RAM port is not modelled, reads 0");
		*v = 0;
		return true;
	case ZB_ZPASS_DATA: *v = pipe0(r) ? r->zpass : 0; return true;
	case GA_LINE_STIPPLE_VALUE: *v = r->stipple; return true;
	case RB3D_DSTCACHE_CTLSTAT:
	case ZB_ZCACHE_CTLSTAT: *v = 0; return true; /* idle: nothing cached, nothing busy */
	default: return false;
	}
}

void r5xx_rast_clear_hiz(struct r5xx_rast *r, uint32_t start, uint32_t count, uint32_t value)
{
	/* START and COUNT in HiZ RAM dwords (inferred: the unit of every
	 * other HiZ address) */
	if ((uint64_t)start + count > R5XX_HIZ_DWORDS) {
		sgpu_log(r->r3d->dev, SGPU_LOG_GUEST_ERROR, r->r3d->log_cat,
		         "3D_CLEAR_HIZ start %u count %u past the HiZ RAM's %u dwords: clipped",
		         start, count, R5XX_HIZ_DWORDS);
		count = start >= R5XX_HIZ_DWORDS ? 0 : R5XX_HIZ_DWORDS - start;
	}
	for (uint32_t i = 0; r->hiz && i < count; i++)
		r->hiz[start + i] = value;
}

void r5xx_rast_clear_zmask(struct r5xx_rast *r, uint32_t start, uint32_t count, uint32_t value)
{
	/* START and COUNT in ZMASK dwords (Mesa: 0 and tex.zmask_dwords,
	 * r300_emit_zmask_clear); each dword holds a 2-bit code per block, 00
	 * = cleared (r300_blit.c, r300_clear's notes). Mesa clears with 0 only;
	 * other codes (compressed planes) cannot come from the model, which
	 * never compresses, so any non-zero code reads memory. */
	if ((uint64_t)start + count > R5XX_ZMASK_DWORDS) {
		sgpu_log(r->r3d->dev, SGPU_LOG_GUEST_ERROR, r->r3d->log_cat,
		         "3D_CLEAR_ZMASK start %u count %u past the ZMASK RAM's %u dwords: clipped",
		         start, count, R5XX_ZMASK_DWORDS);
		count = start >= R5XX_ZMASK_DWORDS ? 0 : R5XX_ZMASK_DWORDS - start;
	}
	if (value != 0 && value != UINT32_MAX)
		sgpu_log(r->r3d->dev, SGPU_LOG_UNIMP, r->r3d->log_cat,
		         "3D_CLEAR_ZMASK value 0x%08x: blocks whose code is not 00 read memory",
		         value);
	uint64_t m = 0;
	for (unsigned b = 0; b < 64; b++)
		if (!(value >> (2 * (b % 16)) & 3))
			m |= 1ull << b;
	for (uint32_t i = 0; r->zmask && i < count; i++)
		r->zmask[start + i] = m;
	r->zmask_warned = false;
}

/* A setup vertex: position in subpixels (GB_TILE_CONFIG.SUBPIXEL, L5262),
 * the source vertex for its attributes. */
struct svtx {
	int64_t x, y;
	const struct r5xx_rvtx *v;
};

/* SC_EDGERULE classes (L5379-L5487). The field's prose and its value
 * list disagree; the list is self-consistent and is what we follow: a set
 * bit means a sample exactly on that kind of edge is OUT. Values 0-15:
 * bit 3 left, bit 2 right, bit 1 horizontal top, bit 0 horizontal bottom;
 * 16-31: bit 3 bottom, bit 2 top, bit 1 vertical left, bit 0 vertical
 * right (docs/hw/r5xx-3d.md). */
static bool edge_in(unsigned rule, int64_t dx, int64_t dy)
{
	/* the interior lies on the side of the inward normal (-dy, dx); y grows down */
	unsigned bit;
	if (rule < 16) {
		if (dy < 0)
			bit = 8; /* left edge: interior to the right */
		else if (dy > 0)
			bit = 4; /* right */
		else
			bit = dx > 0 ? 2 : 1; /* horizontal top: interior below */
	} else {
		if (dx > 0)
			bit = 4; /* top */
		else if (dx < 0)
			bit = 8; /* bottom */
		else
			bit = dy < 0 ? 2 : 1; /* vertical left / right */
	}
	return !(rule & bit);
}

struct scan {
	struct svtx v[3]; /* counter-clockwise in the edge-function sense */
	int64_t area;     /* twice the signed area, > 0 */
	unsigned rule;    /* SC_EDGERULE field for this primitive kind */
	bool in_edge[3];  /* samples exactly on edge i (v[i] -> v[i+1]) are in */
	int sub;          /* subpixels per pixel */
	bool back;
	const struct r5xx_rvtx *prov; /* provoking vertex */
	float zoff;                   /* polygon offset, in depth units */
	bool flat_w;                  /* GB_SELECT.W_SELECT: 1/w taken as 1.0 */
	int msx[4], msy[4];           /* sample position of quad pixel i, subpixels */
	float fog[3];                 /* per vertex */
	int aax[6], aay[6];           /* multisample positions, subpixels */
};

static int64_t edge_fn(const struct svtx *a, const struct svtx *b, int64_t px, int64_t py)
{
	return (b->x - a->x) * (py - a->y) - (b->y - a->y) * (px - a->x);
}

/* Barycentric weights at a sample (in subpixels), for attributes:
 * doubles, so 2^24-subpixel coordinates stay exact. */
static void bary(const struct scan *s, int64_t px, int64_t py, double w[3])
{
	double a = (double)s->area;
	w[0] = (double)edge_fn(&s->v[1], &s->v[2], px, py) / a;
	w[1] = (double)edge_fn(&s->v[2], &s->v[0], px, py) / a;
	w[2] = 1.0 - w[0] - w[1];
}

/* Depth at a sample: a plane from the first vertex, z0 + w1 (z1 - z0) +
 * w2 (z2 - z0), as the setup's plane equation steps from a vertex, so a
 * constant depth is exact whatever the weights' rounding (piglit readpix-z:
 * a quad at 0.5 is 8388607.5 in 24 bits, where the rounding flips;
 * docs/hw/r5xx-raster.md, "depth") */
static double zplane(const struct scan *s, const double w[3])
{
	double z0 = s->v[0].v->z;
	return z0 + w[1] * ((double)s->v[1].v->z - z0) + w[2] * ((double)s->v[2].v->z - z0);
}

static bool covered(const struct scan *s, int64_t px, int64_t py)
{
	for (unsigned i = 0; i < 3; i++) {
		int64_t e = edge_fn(&s->v[i], &s->v[(i + 1) % 3], px, py);
		if (e < 0 || (e == 0 && !s->in_edge[i]))
			return false;
	}
	return true;
}

/* ------------------------------------------------------------------ RS */

/* Perspective-correct weights from the screen-space ones. */
static void persp(const struct scan *s, const double w[3], double pw[3])
{
	if (s->flat_w) {
		memcpy(pw, w, 3 * sizeof(double));
		return;
	}
	double q[3], t = 0;
	for (unsigned i = 0; i < 3; i++) {
		q[i] = w[i] * s->v[i].v->rhw;
		t += q[i];
	}
	for (unsigned i = 0; i < 3; i++)
		pw[i] = t != 0 && isfinite(t) ? q[i] / t : w[i];
}

typedef double v2d __attribute__((vector_size(16)));
typedef float v2f __attribute__((vector_size(8)));
typedef float v4f __attribute__((vector_size(16)));
typedef double v4d __attribute__((vector_size(32)));

/* rs_fast_quad and the four-pixel fragment ops have a second form for
 * AVX2 (rs_fast_quad_avx2, fops4_batch_avx2: without FMA, so nothing is
 * contracted, the same IEEE operations), taken when the host has it */
#if defined(__x86_64__) && defined(__SSE2__) && defined(__GNUC__)
#define RS_AVX2 1
#else
#define RS_AVX2 0
#endif

/* Lane masks and selects for the fast paths. gcc lowers the generic
 * vector forms of these (a double comparison's mask ANDed with a double's
 * bits) to scalar code on SSE2, so x86-64 takes the instructions; each
 * lane is the scalar expression named. */
#ifdef __SSE2__
/* bit l: a[l] >= b[l] */
static inline unsigned v2d_ge(v2d a, v2d b)
{
	return (unsigned)_mm_movemask_pd(_mm_cmpge_pd((__m128d)a, (__m128d)b));
}

/* per lane: t != 0 && isfinite(t) ? a : b (t - t is 0 exactly for a
 * finite t, NaN otherwise) */
static inline v2d v2d_sel_finite_nz(v2d t, v2d a, v2d b)
{
	__m128d m = _mm_and_pd(_mm_cmpneq_pd((__m128d)t, _mm_setzero_pd()),
	                       _mm_cmpeq_pd(_mm_sub_pd((__m128d)t, (__m128d)t), _mm_setzero_pd()));
	return (v2d)_mm_or_pd(_mm_and_pd(m, (__m128d)a), _mm_andnot_pd(m, (__m128d)b));
}
#else
static inline unsigned v2d_ge(v2d a, v2d b)
{
	return (unsigned)(a[0] >= b[0]) | (unsigned)(a[1] >= b[1]) << 1;
}

static inline v2d v2d_sel_finite_nz(v2d t, v2d a, v2d b)
{
	for (unsigned l = 0; l < 2; l++)
		if (!(t[l] != 0 && isfinite(t[l])))
			a[l] = b[l];
	return a;
}
#endif

static float lerp3(const double pw[3], float a, float b, float c)
{
	return (float)(pw[0] * a + pw[1] * b + pw[2] * c);
}

/* RS_IP COL_FMT (L5315-L5318): which components come from the colour. */
static void col_fmt(unsigned fmt, const float c[4], float o[4])
{
	switch (fmt) {
	case 0: o[0] = c[0], o[1] = c[1], o[2] = c[2], o[3] = c[3]; break;
	case 1: o[0] = c[0], o[1] = c[1], o[2] = c[2], o[3] = 0; break;
	case 2: o[0] = c[0], o[1] = c[1], o[2] = c[2], o[3] = 1; break;
	case 4: o[0] = 0, o[1] = 0, o[2] = 0, o[3] = c[3]; break;
	case 5: o[0] = 0, o[1] = 0, o[2] = 0, o[3] = 0; break;
	case 6: o[0] = 0, o[1] = 0, o[2] = 0, o[3] = 1; break;
	case 8: o[0] = 1, o[1] = 1, o[2] = 1, o[3] = c[3]; break;
	case 9: o[0] = 1, o[1] = 1, o[2] = 1, o[3] = 0; break;
	case 10: o[0] = 1, o[1] = 1, o[2] = 1, o[3] = 1; break;
	default: o[0] = c[0], o[1] = c[1], o[2] = c[2], o[3] = c[3]; break; /* reserved */
	}
}

/* A colour's value at a pixel: GA_COLOR_CONTROL shading per colour 0-3
 * (L4845-L4893): solid fill (GA_FILL_*, taken as IEEE floats: the seed
 * calls them FP20 and does not define it), flat (provoking vertex) or
 * Gouraud; colours 4-7 are always Gouraud. */
/* The registers colour_at reads, once per quad. */
struct colour_regs {
	uint32_t cc;    /* GA_COLOR_CONTROL */
	uint32_t clip;  /* VAP_CLIP_CNTL */
	bool two_sided; /* colours 0-3 in VAP_OUT_VTX_FMT_0 */
};

static struct colour_regs colour_regs(const struct r5xx_rast *r)
{
	return (struct colour_regs){
	        .cc = R(r, GA_COLOR_CONTROL),
	        .clip = R(r, VAP_CLIP_CNTL),
	        .two_sided = (R(r, VAP_OUT_VTX_FMT_0) & 0x1e) == 0x1e,
	};
}

/* Colour c's component k: its shading mode (0 solid fill, 1 flat, 2
 * interpolated) and the vertex colour it reads */
static unsigned colour_mode(const struct scan *s, unsigned c, unsigned k,
                            const struct colour_regs *cr, unsigned *src)
{
	/* two-sided colour: "writing up to 4 output colors (both front and
	 * back color results) and allowing the setup engine to select the
	 * appropriate color(s) based on the facedness" (seed 001 L1898). With
	 * colours 0-3 in VAP_OUT_VTX_FMT_0 (as Mesa's r300 sends back colours)
	 * a back-facing primitive's colours 0 and 1 are colours 2 and 3
	 * (inferred: the selection's control is not described) */
	*src = c;
	if (s->back && c < 2 && cr->two_sided)
		*src = c + 2;
	/* VAP_CLIP_CNTL COLOR2/3_IS_TEXTURE (20/21, L6334-L6335): "color2 is
	 * used as texture8 by GA", so GA_COLOR_CONTROL's fill and flat modes
	 * do not apply: it is interpolated like a texture */
	bool tex = (c == 2 && (cr->clip >> 20 & 1)) || (c == 3 && (cr->clip >> 21 & 1));
	return c < 4 && !tex ? cr->cc >> (4 * c + (k == 3 ? 2 : 0)) & 3 : 2;
}

static const uint32_t ga_fill[4] = {GA_FILL_R, GA_FILL_G, GA_FILL_B, GA_FILL_A};

static void colour_at(const struct r5xx_rast *r, const struct scan *s, const double pw[3],
                      unsigned c, const struct colour_regs *cr, float o[4])
{
	for (unsigned k = 0; k < 4; k++) {
		unsigned src, mode = colour_mode(s, c, k, cr, &src);
		if (mode == 0) {
			o[k] = RF(r, ga_fill[k]);
		} else if (mode == 1) {
			o[k] = s->prov->col[src][k];
		} else {
			o[k] = lerp3(pw, s->v[0].v->col[src][k], s->v[1].v->col[src][k],
			             s->v[2].v->col[src][k]);
		}
	}
}

static float tex_at(const struct scan *s, const double pw[3], unsigned ptr)
{
	if (ptr == 62)
		return 0.0f;
	if (ptr == 63)
		return 1.0f;
	return lerp3(pw, s->v[0].v->tex[ptr], s->v[1].v->tex[ptr], s->v[2].v->tex[ptr]);
}

/* RS_INST_n (L5292-L5300) for the four pixels of a quad. */
static void rs_quad(const struct r5xx_rast *r, const struct scan *s, struct r5xx_quad *q,
                    double pw[4][3], int64_t sx[4], int64_t sy[4])
{
	unsigned n = (R(r, RS_INST_COUNT) & 15) + 1;
	struct colour_regs cr = colour_regs(r);
	q->nin = 0;
	for (unsigned i = 0; i < n; i++) {
		uint32_t inst = R(r, RS_INST_0 + 4 * i);
		if (inst >> 4 & 1 && q->nin < R5XX_RS_MAX_WRITES) {
			uint32_t ip = R(r, RS_IP_0 + 4 * (inst & 15));
			struct r5xx_rs_write *w = &q->in[q->nin++];
			w->addr = (uint8_t)(inst >> 5 & 127);
			for (unsigned p = 0; p < 4; p++)
				for (unsigned k = 0; k < 4; k++)
					w->v[p][k] = tex_at(s, pw[p], ip >> (6 * k) & 63);
		}
		unsigned cn = inst >> 16 & 3;
		if (cn && q->nin < R5XX_RS_MAX_WRITES) {
			uint32_t ip = R(r, RS_IP_0 + 4 * (inst >> 12 & 15));
			struct r5xx_rs_write *w = &q->in[q->nin++];
			w->addr = (uint8_t)(inst >> 18 & 127);
			for (unsigned p = 0; p < 4; p++) {
				float c[4];
				if (cn == 1) {
					colour_at(r, s, pw[p], ip >> 24 & 7, &cr, c);
					col_fmt(ip >> 27 & 15, c, w->v[p]);
				} else if (cn == 2) {
					/* "write fbuffer: XY00": the pixel centre (inferred) */
					w->v[p][0] = (float)((double)sx[p] / s->sub);
					w->v[p][1] = (float)((double)sy[p] / s->sub);
					w->v[p][2] = w->v[p][3] = 0;
				} else {
					/* "write backface: B000": 1 when back-facing (inferred) */
					w->v[p][0] = s->back ? 1.0f : 0.0f;
					w->v[p][1] = w->v[p][2] = w->v[p][3] = 0;
				}
			}
		}
	}
}

/* rs_quad resolved once per primitive (the fast path's): each component
 * an interpolation of three vertex values, a constant, or the pixel
 * centre's X or Y; per pixel it then computes what rs_quad computes, with
 * the same lerp3 */
enum { RSP_LERP, RSP_CONST, RSP_X, RSP_Y };

struct rs_plan {
	unsigned n;
	struct {
		uint8_t addr;
		uint8_t kind[4];
		float a[4], b[4], c[4]; /* RSP_CONST: a */
	} w[R5XX_RS_MAX_WRITES];
};

static void rs_plan_build(const struct r5xx_rast *r, const struct scan *s, struct rs_plan *pl)
{
	unsigned n = (R(r, RS_INST_COUNT) & 15) + 1;
	struct colour_regs cr = colour_regs(r);
	pl->n = 0;
	for (unsigned i = 0; i < n; i++) {
		uint32_t inst = R(r, RS_INST_0 + 4 * i);
		if (inst >> 4 & 1 && pl->n < R5XX_RS_MAX_WRITES) {
			uint32_t ip = R(r, RS_IP_0 + 4 * (inst & 15));
			unsigned wi = pl->n++;
			pl->w[wi].addr = (uint8_t)(inst >> 5 & 127);
			for (unsigned k = 0; k < 4; k++) {
				unsigned ptr = ip >> (6 * k) & 63;
				pl->w[wi].kind[k] = ptr >= 62 ? RSP_CONST : RSP_LERP;
				if (ptr >= 62) {
					pl->w[wi].a[k] = tex_at(s, NULL, ptr);
					continue;
				}
				pl->w[wi].a[k] = s->v[0].v->tex[ptr];
				pl->w[wi].b[k] = s->v[1].v->tex[ptr];
				pl->w[wi].c[k] = s->v[2].v->tex[ptr];
			}
		}
		unsigned cn = inst >> 16 & 3;
		if (cn && pl->n < R5XX_RS_MAX_WRITES) {
			uint32_t ip = R(r, RS_IP_0 + 4 * (inst >> 12 & 15));
			unsigned wi = pl->n++;
			pl->w[wi].addr = (uint8_t)(inst >> 18 & 127);
			if (cn == 2) {
				const uint8_t kd[4] = {RSP_X, RSP_Y, RSP_CONST, RSP_CONST};
				for (unsigned k = 0; k < 4; k++)
					pl->w[wi].kind[k] = kd[k], pl->w[wi].a[k] = 0;
			} else if (cn == 3) {
				for (unsigned k = 0; k < 4; k++)
					pl->w[wi].kind[k] = RSP_CONST,
					pl->w[wi].a[k] = !k && s->back ? 1.0f : 0.0f;
			} else {
				/* colour_at's choices per component; col_fmt on markers
				 * says which component goes where */
				unsigned c = ip >> 24 & 7;
				float lerp[4], m[4];
				for (unsigned k = 0; k < 4; k++)
					lerp[k] = 10.0f + (float)k;
				col_fmt(ip >> 27 & 15, lerp, m);
				for (unsigned k = 0; k < 4; k++) {
					if (m[k] < 10.0f) {
						pl->w[wi].kind[k] = RSP_CONST,
						pl->w[wi].a[k] = m[k];
						continue;
					}
					unsigned ck = (unsigned)m[k] - 10, src;
					unsigned mode = colour_mode(s, c, ck, &cr, &src);
					pl->w[wi].kind[k] = mode < 2 ? RSP_CONST : RSP_LERP;
					if (mode == 0)
						pl->w[wi].a[k] = RF(r, ga_fill[ck]);
					else if (mode == 1)
						pl->w[wi].a[k] = s->prov->col[src][ck];
					else
						pl->w[wi].a[k] = s->v[0].v->col[src][ck],
						pl->w[wi].b[k] = s->v[1].v->col[src][ck],
						pl->w[wi].c[k] = s->v[2].v->col[src][ck];
				}
			}
		}
	}
}

/* The fast path's per-primitive constants: rs_plan split by kind with
 * the vertex values as doubles (lerp3 widens them anyway), the edge
 * functions' thresholds and steps, the depth plane's differences and the
 * vertices' 1/w. Each quantity is the reference's expression, hoisted:
 * the values are the same bits.
 *
 * The edge functions are carried as doubles, two pixels a vector: every
 * value edge_fn takes at a sample the walk visits is an integer below
 * 2^51 in magnitude (vertices within 2^24 + 2^17 subpixels of 0: to_sub
 * clamps to +-2^20 pixels, a point's or line's half-extent is 16 bits of
 * subpixels; samples inside the 13-bit scissor), so each is exact in a
 * double, each step (the difference of two such values) too, and their
 * sum is exact: the stepped value is edge_fn's, compared against the
 * threshold as the integer is, and divided by the area as bary divides
 * (double)edge_fn. */
struct rs_fast {
	v2d thr[3];  /* a sample is inside edge i when E_i >= thr[i] (edge_in) */
	v2d step[3]; /* E_i's change from one quad to the next */
	double area, z0, dz1, dz2, rhw[3];
	bool flat_w;
	unsigned nl4, nl, nc, nxy;
	struct { /* a write all of whose components interpolate: four at once */
		v2d a[2], b[2], c[2];
		v4d a4, b4, c4; /* the same, one vector each (AVX2) */
		uint8_t i;
	} l4[R5XX_RS_MAX_WRITES];
	struct {
		uint8_t i, k;
		v2d a, b, c; /* the value in both lanes */
	} l[R5XX_RS_MAX_WRITES * 4];
	struct {
		uint8_t i, k;
		float v;
	} c[R5XX_RS_MAX_WRITES * 4];
	struct {
		uint8_t i, k, y;
	} xy[R5XX_RS_MAX_WRITES * 4];
	uint8_t addr[R5XX_RS_MAX_WRITES];
	unsigned n;
};

static void rs_fast_build(const struct scan *s, const struct rs_plan *pl, struct rs_fast *f)
{
	for (unsigned i = 0; i < 3; i++) {
		const struct svtx *a = &s->v[i], *b = &s->v[(i + 1) % 3];
		double t = s->in_edge[i] ? 0 : 1;
		f->thr[i] = (v2d){t, t};
		/* edge_fn's -dy (px - ax) term with px 2 * sub further */
		double d = (double)(-(b->y - a->y) * (2 * (int64_t)s->sub));
		f->step[i] = (v2d){d, d};
		f->rhw[i] = s->v[i].v->rhw;
	}
	f->area = (double)s->area;
	f->z0 = s->v[0].v->z;
	f->dz1 = (double)s->v[1].v->z - f->z0; /* zplane's differences */
	f->dz2 = (double)s->v[2].v->z - f->z0;
	f->flat_w = s->flat_w;
	f->nl4 = f->nl = f->nc = f->nxy = 0;
	f->n = pl->n;
	for (unsigned i = 0; i < pl->n; i++) {
		f->addr[i] = pl->w[i].addr;
		if (pl->w[i].kind[0] == RSP_LERP && pl->w[i].kind[1] == RSP_LERP &&
		    pl->w[i].kind[2] == RSP_LERP && pl->w[i].kind[3] == RSP_LERP) {
			f->l4[f->nl4].i = (uint8_t)i;
			for (unsigned h = 0; h < 2; h++) {
				f->l4[f->nl4].a[h] =
				        (v2d){pl->w[i].a[2 * h], pl->w[i].a[2 * h + 1]};
				f->l4[f->nl4].b[h] =
				        (v2d){pl->w[i].b[2 * h], pl->w[i].b[2 * h + 1]};
				f->l4[f->nl4].c[h] =
				        (v2d){pl->w[i].c[2 * h], pl->w[i].c[2 * h + 1]};
			}
			const float *a = pl->w[i].a, *b = pl->w[i].b, *c = pl->w[i].c;
			f->l4[f->nl4].a4 = (v4d){a[0], a[1], a[2], a[3]};
			f->l4[f->nl4].b4 = (v4d){b[0], b[1], b[2], b[3]};
			f->l4[f->nl4].c4 = (v4d){c[0], c[1], c[2], c[3]};
			f->nl4++;
			continue;
		}
		for (unsigned k = 0; k < 4; k++)
			switch (pl->w[i].kind[k]) {
			case RSP_LERP:
				f->l[f->nl].i = (uint8_t)i, f->l[f->nl].k = (uint8_t)k;
				f->l[f->nl].a = (v2d){pl->w[i].a[k], pl->w[i].a[k]};
				f->l[f->nl].b = (v2d){pl->w[i].b[k], pl->w[i].b[k]};
				f->l[f->nl++].c = (v2d){pl->w[i].c[k], pl->w[i].c[k]};
				break;
			case RSP_CONST:
				f->c[f->nc].i = (uint8_t)i, f->c[f->nc].k = (uint8_t)k;
				f->c[f->nc++].v = pl->w[i].a[k];
				break;
			default:
				f->xy[f->nxy].i = (uint8_t)i, f->xy[f->nxy].k = (uint8_t)k;
				f->xy[f->nxy++].y = pl->w[i].kind[k] == RSP_Y;
				break;
			}
	}
}

/* The edge functions of the quad at (qx, qy), pixel p = 2h + l sampling
 * at GB_MSPOS position p (edge_fn, exact in 64 bits and then in a double:
 * E[i][h][l]), and which pixels lie in rows py0..py1 with their
 * SC_SCREENDOOR bit set */
static unsigned rs_fast_edges(const struct scan *s, int qx, int qy, int py0, int py1, uint32_t door,
                              v2d E[3][2])
{
	unsigned in = 0;
	double e[3][4];
	for (unsigned p = 0; p < 4; p++) {
		int y = qy + (int)(p >> 1);
		int64_t sx = (int64_t)(qx + (int)(p & 1)) * s->sub + s->msx[p];
		int64_t sy = (int64_t)y * s->sub + s->msy[p];
		for (unsigned i = 0; i < 3; i++)
			e[i][p] = (double)edge_fn(&s->v[i], &s->v[(i + 1) % 3], sx, sy);
		if (y >= py0 && y <= py1 && (door >> (6 * p) & 1))
			in |= 1u << p;
	}
	for (unsigned i = 0; i < 3; i++)
		E[i][0] = (v2d){e[i][0], e[i][1]}, E[i][1] = (v2d){e[i][2], e[i][3]};
	return in;
}

/* To the next quad of the row (exact: see struct rs_fast) */
static inline void rs_fast_step(const struct rs_fast *f, v2d E[3][2])
{
	for (unsigned i = 0; i < 3; i++)
		E[i][0] += f->step[i], E[i][1] += f->step[i];
}

/* The pixels whose sample is inside all three edges (bit p) */
static inline unsigned rs_fast_inside(const struct rs_fast *f, const v2d E[3][2])
{
	unsigned m = 0;
	for (unsigned h = 0; h < 2; h++)
		m |= (v2d_ge(E[0][h], f->thr[0]) & v2d_ge(E[1][h], f->thr[1]) &
		      v2d_ge(E[2][h], f->thr[2]))
		     << (2 * h);
	return m;
}

/* bary, zplane, persp and rs_plan's lerp3 for the quad at (qx, qy), two
 * pixels at a time (each lane the scalar's IEEE operation in the
 * scalar's order; no contraction into FMA on the baseline x86-64 target);
 * z[h] receives zplane of pixels 2h, 2h + 1. persp's q / t is q where t
 * is 1 (the division persp skips then); its test t != 0 && isfinite(t)
 * is t != 0 && t - t == 0 per lane. */
static inline __attribute__((always_inline)) void
rs_fast_quad_body(const struct rs_fast *f, const struct scan *s, struct r5xx_quad *q,
                  const v2d E[3][2], v2d z[2], int qx, int qy)
{
	v2d a = {f->area, f->area}, P[3][2];
	for (unsigned h = 0; h < 2; h++) {
		v2d w0 = E[1][h] / a, w1 = E[2][h] / a;
		v2d w2 = 1.0 - w0 - w1;
		z[h] = f->z0 + w1 * f->dz1 + w2 * f->dz2;
		if (f->flat_w) {
			P[0][h] = w0, P[1][h] = w1, P[2][h] = w2;
			continue;
		}
		v2d q0 = w0 * f->rhw[0], q1 = w1 * f->rhw[1], q2 = w2 * f->rhw[2];
		v2d t = 0.0 + q0 + q1 + q2;
		if (t[0] == 1.0 && t[1] == 1.0) {
			P[0][h] = q0, P[1][h] = q1, P[2][h] = q2;
			continue;
		}
		P[0][h] = v2d_sel_finite_nz(t, q0 / t, w0);
		P[1][h] = v2d_sel_finite_nz(t, q1 / t, w1);
		P[2][h] = v2d_sel_finite_nz(t, q2 / t, w2);
	}
	/* a write's four components for one pixel: lane k of each v2d is
	 * lerp3's pw0 * a + pw1 * b + pw2 * c for component k */
	if (f->nl4) {
		v2d B[4][3];
		for (unsigned p = 0; p < 4; p++)
			for (unsigned i = 0; i < 3; i++)
				B[p][i] = (v2d){P[i][p >> 1][p & 1], P[i][p >> 1][p & 1]};
		for (unsigned j = 0; j < f->nl4; j++) {
			struct r5xx_rs_write *w = &q->in[f->l4[j].i];
			for (unsigned h = 0; h < 2; h++) {
				v2d la = f->l4[j].a[h], lb = f->l4[j].b[h], lc = f->l4[j].c[h];
				for (unsigned p = 0; p < 4; p++) {
					v2d v = B[p][0] * la + B[p][1] * lb + B[p][2] * lc;
					v2f o = __builtin_convertvector(v, v2f);
					memcpy(&w->v[p][2 * h], &o, sizeof(o));
				}
			}
		}
	}
	for (unsigned j = 0; j < f->nl; j++) {
		struct r5xx_rs_write *w = &q->in[f->l[j].i];
		unsigned k = f->l[j].k;
		for (unsigned h = 0; h < 2; h++) {
			v2d v = P[0][h] * f->l[j].a + P[1][h] * f->l[j].b + P[2][h] * f->l[j].c;
			w->v[2 * h][k] = (float)v[0];
			w->v[2 * h + 1][k] = (float)v[1];
		}
	}
	for (unsigned j = 0; j < f->nxy; j++)
		for (unsigned p = 0; p < 4; p++) {
			int64_t sp = f->xy[j].y ? (int64_t)(qy + (int)(p >> 1)) * s->sub + s->msy[p]
			                        : (int64_t)(qx + (int)(p & 1)) * s->sub + s->msx[p];
			q->in[f->xy[j].i].v[p][f->xy[j].k] = (float)((double)sp / s->sub);
		}
}

#if RS_AVX2
/* rs_fast_quad_body for AVX2 (no FMA: the same IEEE operations, nothing
 * contracted): bary, zplane and persp for the quad's four pixels at once
 * (persp's divisions also where t is 1: q / 1 is q), a four-component
 * write's lerps one vector a pixel, a single component's one vector for
 * the four pixels */
__attribute__((target("avx2"))) static void
rs_fast_quad_avx2(const struct rs_fast *f, const struct scan *s, struct r5xx_quad *q,
                  const v2d E[3][2], v2d z[2], int qx, int qy)
{
	const __m256d a = _mm256_set1_pd(f->area), one = _mm256_set1_pd(1.0),
	              zero = _mm256_setzero_pd();
	/* E's halves as the walk stores them (one load spanning two stores
	 * would wait for them rather than take their values forwarded) */
	__m256d e1 = _mm256_insertf128_pd(_mm256_castpd128_pd256((__m128d)E[1][0]),
	                                  (__m128d)E[1][1], 1),
	        e2 = _mm256_insertf128_pd(_mm256_castpd128_pd256((__m128d)E[2][0]),
	                                  (__m128d)E[2][1], 1);
	__m256d w0 = _mm256_div_pd(e1, a), w1 = _mm256_div_pd(e2, a);
	__m256d w2 = _mm256_sub_pd(_mm256_sub_pd(one, w0), w1);
	_mm256_storeu_pd((double *)z,
	                 _mm256_add_pd(_mm256_add_pd(_mm256_set1_pd(f->z0),
	                                             _mm256_mul_pd(w1, _mm256_set1_pd(f->dz1))),
	                               _mm256_mul_pd(w2, _mm256_set1_pd(f->dz2))));
	__m256d P0 = w0, P1 = w1, P2 = w2;
	if (!f->flat_w) {
		__m256d q0 = _mm256_mul_pd(w0, _mm256_set1_pd(f->rhw[0])),
		        q1 = _mm256_mul_pd(w1, _mm256_set1_pd(f->rhw[1])),
		        q2 = _mm256_mul_pd(w2, _mm256_set1_pd(f->rhw[2]));
		__m256d t = _mm256_add_pd(_mm256_add_pd(_mm256_add_pd(zero, q0), q1), q2);
		/* t != 0 && isfinite(t): t - t is 0 exactly for a finite t */
		__m256d m = _mm256_and_pd(_mm256_cmp_pd(t, zero, _CMP_NEQ_UQ),
		                          _mm256_cmp_pd(_mm256_sub_pd(t, t), zero, _CMP_EQ_OQ));
		P0 = _mm256_blendv_pd(w0, _mm256_div_pd(q0, t), m);
		P1 = _mm256_blendv_pd(w1, _mm256_div_pd(q1, t), m);
		P2 = _mm256_blendv_pd(w2, _mm256_div_pd(q2, t), m);
	}
	/* lane k of each vector is component k's lerp3 (pixel p's weights
	 * in every lane: B(p, P) broadcasts lane p) */
	if (f->nl4) {
#define B(p, P) _mm256_permute4x64_pd(P, 0x55 * (p))
		const __m256d b00 = B(0, P0), b01 = B(0, P1), b02 = B(0, P2), b10 = B(1, P0),
		              b11 = B(1, P1), b12 = B(1, P2), b20 = B(2, P0), b21 = B(2, P1),
		              b22 = B(2, P2), b30 = B(3, P0), b31 = B(3, P1), b32 = B(3, P2);
#undef B
#define LERP(x, y, z)                                                                            \
	_mm256_cvtpd_ps(_mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(x, la), _mm256_mul_pd(y, lb)), \
	                              _mm256_mul_pd(z, lc)))
		for (unsigned j = 0; j < f->nl4; j++) {
			struct r5xx_rs_write *w = &q->in[f->l4[j].i];
			const __m256d la = (__m256d)f->l4[j].a4, lb = (__m256d)f->l4[j].b4,
			              lc = (__m256d)f->l4[j].c4;
			_mm_storeu_ps(w->v[0], LERP(b00, b01, b02));
			_mm_storeu_ps(w->v[1], LERP(b10, b11, b12));
			_mm_storeu_ps(w->v[2], LERP(b20, b21, b22));
			_mm_storeu_ps(w->v[3], LERP(b30, b31, b32));
		}
#undef LERP
	}
	/* lane p: pixel p's lerp3 of one component */
	for (unsigned j = 0; j < f->nl; j++) {
		struct r5xx_rs_write *w = &q->in[f->l[j].i];
		unsigned k = f->l[j].k;
		__m256d v = _mm256_add_pd(
		        _mm256_add_pd(_mm256_mul_pd(P0, _mm256_set1_pd(f->l[j].a[0])),
		                      _mm256_mul_pd(P1, _mm256_set1_pd(f->l[j].b[0]))),
		        _mm256_mul_pd(P2, _mm256_set1_pd(f->l[j].c[0])));
		float o[4];
		_mm_storeu_ps(o, _mm256_cvtpd_ps(v));
		w->v[0][k] = o[0], w->v[1][k] = o[1], w->v[2][k] = o[2], w->v[3][k] = o[3];
	}
	for (unsigned j = 0; j < f->nxy; j++)
		for (unsigned p = 0; p < 4; p++) {
			int64_t sp = f->xy[j].y ? (int64_t)(qy + (int)(p >> 1)) * s->sub + s->msy[p]
			                        : (int64_t)(qx + (int)(p & 1)) * s->sub + s->msx[p];
			q->in[f->xy[j].i].v[p][f->xy[j].k] = (float)((double)sp / s->sub);
		}
}
#endif

/* What rs_fast_quad leaves to the primitive: the writes' count and
 * addresses and their constant components (the shader does not change
 * q->nin or q->in, r5xx_rast.h) */
static void rs_fast_quad_init(const struct rs_fast *f, struct r5xx_quad *q)
{
	q->nin = f->n;
	for (unsigned i = 0; i < f->n; i++)
		q->in[i].addr = f->addr[i];
	for (unsigned j = 0; j < f->nc; j++)
		for (unsigned p = 0; p < 4; p++)
			q->in[f->c[j].i].v[p][f->c[j].k] = f->c[j].v;
}

/* The reference's attributes of a quad the fast RS drew (point-sample
 * mode), for the fragment operations fast_fops does not take */
static void rs_ref_attrs(const struct scan *s, int qx, int qy, double pw[4][3], double zq[4][6])
{
	for (unsigned p = 0; p < 4; p++) {
		int64_t sx = (int64_t)(qx + (int)(p & 1)) * s->sub + s->msx[p];
		int64_t sy = (int64_t)(qy + (int)(p >> 1)) * s->sub + s->msy[p];
		double w[3];
		bary(s, sx, sy, w);
		zq[p][0] = zplane(s, w);
		persp(s, w, pw[p]);
	}
}

/* ------------------------------------------------------------------ surfaces */

static bool mem_rw(struct r5xx_rast *r, uint32_t addr, void *buf, unsigned n, bool write)
{
	uint64_t off;
	struct sgpu_memspace *m = r5xx_mem_space(r->r3d->dev, addr, &off);
	return write ? sgpu_memspace_write(m, off, buf, n) : sgpu_memspace_read(m, off, buf, n);
}

/* COLORENDIAN / DEPTHENDIAN (L4632-L4646, L7085): the VC_SWAP codes on
 * each 32-bit word of a pixel, a 16-bit pixel swapping its two bytes in
 * mode 1 (inferred granularity). Each mode is its own inverse. */
static void swap_px(uint8_t *b, unsigned bpp, unsigned mode)
{
	if (!mode || bpp < 2)
		return;
	if (bpp == 2) {
		if (mode == 1) {
			uint8_t t = b[0];
			b[0] = b[1], b[1] = t;
		}
		return;
	}
	for (unsigned i = 0; i + 4 <= bpp; i += 4) {
		uint32_t v =
		        b[i] | b[i + 1] << 8 | (uint32_t)b[i + 2] << 16 | (uint32_t)b[i + 3] << 24;
		v = r5xx_pm4_swap(v, mode);
		b[i] = (uint8_t)v, b[i + 1] = (uint8_t)(v >> 8), b[i + 2] = (uint8_t)(v >> 16),
		b[i + 3] = (uint8_t)(v >> 24);
	}
}

static void fault(struct r5xx_rast *r, const char *what, uint32_t addr)
{
	sgpu_log(r->r3d->dev, SGPU_LOG_GUEST_ERROR, r->r3d->log_cat,
	         "%s access at 0x%08x outside memory: pixel dropped", what, addr);
}

/* ------------------------------------------------------------------ AA buffers
 * A multisampled colour or depth buffer (§9.4.8, L4278-L4284): each 4x4
 * block of pixels takes n x 16 pixels' bytes, its 16 sample-0 values
 * first, then the 16 sample-1 values, and so on; pixels row-major in the
 * block, blocks row-major across the pitch (inferred orders; R420's swap
 * of halves for odd blocks applies "only when memory mapping is disabled"
 * and is not modelled). Mesa: "the tiling of the AA buffer isn't
 * programmable" (r300_blit.c). */
static uint32_t aa_addr(uint32_t base, uint32_t pitch_px, unsigned bpp, unsigned n, uint32_t x,
                        uint32_t y, unsigned smp)
{
	uint32_t blocks = (pitch_px + 3) / 4;
	uint32_t block = (y / 4) * blocks + x / 4;
	return base + block * n * 16 * bpp + smp * 16 * bpp + ((y % 4) * 4 + x % 4) * bpp;
}

/* GB_AA_CONFIG (L5126-L5132): 0 without AA, else 2, 3, 4 or 6 samples */
static unsigned aa_samples(const struct r5xx_rast *r)
{
	uint32_t a = R(r, GB_AA_CONFIG);
	static const uint8_t n[4] = {2, 3, 4, 6};
	return a & 1 ? n[a >> 1 & 3] : 0;
}

/* ------------------------------------------------------------------ ZB */

static bool cmp_fn(unsigned fn, uint32_t a, uint32_t b)
{
	/* ZFUNC / STENCILFUNC (L7064): 0 never, 1 less, 2 lequal, 3 equal,
	 * 4 gequal, 5 greater, 6 notequal, 7 always; a is the incoming value */
	switch (fn & 7) {
	case 0: return false;
	case 1: return a < b;
	case 2: return a <= b;
	case 3: return a == b;
	case 4: return a >= b;
	case 5: return a > b;
	case 6: return a != b;
	default: return true;
	}
}

static uint32_t stencil_op(unsigned op, uint32_t s, uint32_t ref)
{
	switch (op & 7) {
	case 0: return s;
	case 1: return 0;
	case 2: return ref;
	case 3: return s < 255 ? s + 1 : 255;
	case 4: return s > 0 ? s - 1 : 0;
	case 5: return ~s & 255;
	case 6: return (s + 1) & 255;
	default: return (s - 1) & 255;
	}
}

/* Depth in the buffer's units from a window z. SU_DEPTH_SCALE and
 * SU_DEPTH_OFFSET (L5530-L5539) map it to the 24-bit fixed range; the
 * conversion rounds to nearest and clamps (inferred). A 16-bit buffer
 * keeps the top 16 of those 24 bits (inferred). */
static uint32_t depth_fixed(double z24)
{
	if (!(z24 > 0))
		return 0;
	if (z24 >= 16777215.0)
		return 16777215;
	return (uint32_t)(z24 + 0.5);
}

/* The Z/stencil test of one pixel. Returns whether it passes; writes the
 * buffer as the test and ZB_CNTL say. */
/* The ZB's surface as ZB_DEPTHOFFSET/PITCH/FORMAT describe it */
static bool zb_surf(const struct r5xx_rast *r, struct r5xx_surf *surf, uint32_t *pitch_px)
{
	unsigned fmt = R(r, ZB_FORMAT) & 15;
	if (fmt > 2)
		return false;
	unsigned bpp = fmt == 2 ? 4 : 2;
	uint32_t pitch = R(r, ZB_DEPTHPITCH);
	*surf = (struct r5xx_surf){
	        .offset = R(r, ZB_DEPTHOFFSET) & ~31u,
	        .pitch = (pitch & 0x3ffc) * bpp,
	        .bpp = bpp,
	        .macro = pitch >> 16 & 1,
	        .micro = (pitch >> 17 & 3) != 0,
	        .square = (pitch >> 17 & 3) == 2 && bpp == 2, /* DEPTHMICROTILE 2 (L7087) */
	};
	*pitch_px = pitch & 0x3ffc;
	return true;
}

/* ZB_BW_CNTL.ZB_CB_CLEAR (bit 5, L7019): the ZB helps the CB clear a
 * region: every pixel that reaches it writes ZB_DEPTHCLEARVALUE (the
 * colour) into the ZB's surface, whatever ZB_CNTL says. Mesa's CBZB clear
 * points the ZB at the lower half of the colour buffer. */
static void zb_cb_clear(struct r5xx_rast *r, int x, int y, unsigned nsamp, unsigned smp)
{
	struct r5xx_surf surf;
	uint32_t ppx;
	if (!zb_surf(r, &surf, &ppx))
		return;
	/* Mesa clears align(width, 64) columns (r300_texture.c, cbzb_width)
	 * of a surface whose pitch is its width; columns past the pitch would
	 * land past the buffer's end, which Mesa's clears on the hardware do
	 * not overwrite: they are dropped (inferred) */
	if ((uint32_t)x >= ppx)
		return;
	uint32_t addr =
	        nsamp ? aa_addr(surf.offset, ppx, surf.bpp, nsamp, (uint32_t)x, (uint32_t)y, smp)
	              : r5xx_surf_addr(&surf, (uint32_t)x, (uint32_t)y);
	uint32_t v = R(r, ZB_DEPTHCLEARVALUE);
	uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16), (uint8_t)(v >> 24)};
	swap_px(b, surf.bpp, R(r, ZB_DEPTHPITCH) >> 19 & 3);
	if (!mem_rw(r, addr, b, surf.bpp, true))
		fault(r, "depth buffer", addr);
}

/* Z fast fill (seed 001 §9.4.4, L4236-L4244; Mesa r300_clear's notes):
 * with ZB_BW_CNTL.FAST_FILL a block whose ZMASK code is 00 reads as
 * ZB_DEPTHCLEARVALUE whatever the buffer holds. softgpu expands such a
 * block into memory the first time the ZB touches it (and then marks it
 * uncompressed), so every later read and write, and the buffer after a
 * decompress pass, are what the hardware gives; docs/hw/r5xx-raster.md.
 * Blocks are 4x4 or 8x8 pixels (GB_Z_PEQ_CONFIG.Z_PEQ_SIZE, Mesa
 * R300_GB_Z_PEQ_CONFIG_Z_PEQ_SIZE_8_8); one ZMASK dword covers 8x8 blocks
 * on the R520's four pipes (Mesa r300_setup_hyperz_properties' table);
 * ZB_ZMASK_PITCH is in pixels and ZB_ZMASK_OFFSET (18:4) in dwords (Mesa
 * r300_reg.h). The order of blocks inside a dword is ours (not public). */
static void zb_fast_fill(struct r5xx_rast *r, const struct r5xx_surf *surf, uint32_t ppx, int x,
                         int y, unsigned nsamp)
{
	if (!r->zmask || x < 0 || y < 0)
		return;
	unsigned bs = (R(r, GB_Z_PEQ_CONFIG) & 1) ? 8 : 4, area = 8 * bs;
	uint32_t zpitch = R(r, ZB_ZMASK_PITCH) & 0xffff, per_row = zpitch / area;
	if (!per_row)
		per_row = 1;
	uint64_t dw = (uint64_t)(R(r, ZB_ZMASK_OFFSET) >> 4 & 0x7fff) +
	              (uint64_t)((uint32_t)y / area) * per_row + (uint32_t)x / area;
	if (dw >= R5XX_ZMASK_DWORDS) {
		if (!r->zmask_warned)
			sgpu_log(r->r3d->dev, SGPU_LOG_GUEST_ERROR, r->r3d->log_cat,
			         "ZMASK dword %llu past the ZMASK RAM: the block reads memory",
			         (unsigned long long)dw);
		r->zmask_warned = true;
		return;
	}
	unsigned bx = (uint32_t)x % area / bs, by = (uint32_t)y % area / bs;
	uint64_t bit = 1ull << (by * 8 + bx);
	if (!(r->zmask[dw] & bit))
		return;
	r->zmask[dw] &= ~bit;
	uint32_t v = R(r, ZB_DEPTHCLEARVALUE);
	/* a 16-bit Z takes the low half (Mesa r300_depth_clear_value packs
	 * Z16 there; Mesa enables ZMASK for 32-bit formats only) */
	unsigned endian = R(r, ZB_DEPTHPITCH) >> 19 & 3;
	uint32_t x0 = (uint32_t)x / bs * bs, y0 = (uint32_t)y / bs * bs;
	for (uint32_t j = 0; j < bs; j++)
		for (uint32_t i = 0; i < bs; i++)
			for (unsigned smp = 0; smp < (nsamp ? nsamp : 1); smp++) {
				uint32_t a = nsamp ? aa_addr(surf->offset, ppx, surf->bpp, nsamp,
				                             x0 + i, y0 + j, smp)
				                   : r5xx_surf_addr(surf, x0 + i, y0 + j);
				uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16),
				                (uint8_t)(v >> 24)};
				swap_px(b, surf->bpp, endian);
				if (!mem_rw(r, a, b, surf->bpp, true)) {
					fault(r, "depth buffer", a);
					return;
				}
			}
}

static bool zb_pixel(struct r5xx_rast *r, const struct scan *s, int x, int y, unsigned nsamp,
                     unsigned smp, uint32_t z24)
{
	if (R(r, ZB_BW_CNTL_R) >> 5 & 1) {
		zb_cb_clear(r, x, y, nsamp, smp);
		return true;
	}
	uint32_t cntl = R(r, ZB_CNTL);
	bool st = cntl & 1, zt = cntl >> 1 & 1, zw = cntl >> 2 & 1;
	/* decompress (FAST_FILL | RD_COMP without WR_COMP, seed L4244): the
	 * ZB writes every block it touches out of the ZMASK, tests or not
	 * (Mesa's r300_decompress_zmask draws with ZB_CNTL = ZWRITEENABLE
	 * only; drv_mesa_hyperz3d.sgs) */
	bool decomp = (R(r, ZB_BW_CNTL_R) & 0x1c) == 0x0c;
	if (!st && !zt && !decomp)
		return true;
	unsigned fmt = R(r, ZB_FORMAT) & 15;
	unsigned bpp = fmt == 2 ? 4 : 2;
	if (fmt > 2) {
		sgpu_log(r->r3d->dev, SGPU_LOG_GUEST_ERROR, r->r3d->log_cat,
		         "ZB_FORMAT DEPTHFORMAT %u is reserved: depth test skipped", fmt);
		return true;
	}
	uint32_t pitch = R(r, ZB_DEPTHPITCH);
	struct r5xx_surf surf = {
	        .offset = R(r, ZB_DEPTHOFFSET) & ~31u,
	        .pitch = (pitch & 0x3ffc) * bpp,
	        .bpp = bpp,
	        .macro = pitch >> 16 & 1,
	        .micro = (pitch >> 17 & 3) != 0,
	        .square = (pitch >> 17 & 3) == 2 && bpp == 2, /* DEPTHMICROTILE 2 (L7087) */
	};
	if (R(r, ZB_BW_CNTL_R) >> 2 & 1) /* FAST_FILL */
		zb_fast_fill(r, &surf, pitch & 0x3ffc, x, y, nsamp);
	if (!st && !zt)
		return true;
	uint32_t addr = nsamp ? aa_addr(surf.offset, pitch & 0x3ffc, bpp, nsamp, (uint32_t)x,
	                                (uint32_t)y, smp)
	                      : r5xx_surf_addr(&surf, (uint32_t)x, (uint32_t)y);
	uint8_t b[4] = {0};
	if (!mem_rw(r, addr, b, bpp, false)) {
		fault(r, "depth buffer", addr);
		return false;
	}
	unsigned endian = pitch >> 19 & 3;
	swap_px(b, bpp, endian);
	uint32_t word = b[0] | b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
	uint32_t zbuf, sbuf = 0, zin;
	if (bpp == 4) {
		zbuf = word >> 8, sbuf = word & 255, zin = z24;
	} else {
		if (fmt == 1)
			sgpu_log(r->r3d->dev, SGPU_LOG_UNIMP, r->r3d->log_cat,
			         "16-bit 13E3 depth: compared as 16-bit integers");
		zbuf = word, zin = z24 >> 8;
	}
	uint32_t zs = R(r, ZB_ZSTENCILCNTL);
	bool back = s->back && (cntl >> 4 & 1); /* STENCIL_FRONT_BACK */
	uint32_t rm =
	        back && (cntl >> 6 & 1) ? R(r, ZB_STENCILREFMASK_BF) : R(r, ZB_STENCILREFMASK);
	uint32_t ref = rm & 255, mask = rm >> 8 & 255, wmask = rm >> 16 & 255;
	unsigned sfn = back ? zs >> 15 & 7 : zs >> 3 & 7;
	unsigned sfail = back ? zs >> 18 & 7 : zs >> 6 & 7;
	unsigned szpass = back ? zs >> 21 & 7 : zs >> 9 & 7;
	unsigned szfail = back ? zs >> 24 & 7 : zs >> 12 & 7;
	bool spass = !st || bpp != 4 || cmp_fn(sfn, ref & mask, sbuf & mask);
	bool zpass = !zt || cmp_fn(zs & 7, zin, zbuf);
	uint32_t nz = zbuf, ns = sbuf;
	if (st && bpp == 4) {
		unsigned op = !spass ? sfail : zpass ? szpass : szfail;
		ns = (sbuf & ~wmask) | (stencil_op(op, sbuf, ref) & wmask);
	}
	if (spass && zpass && zt && zw)
		nz = zin;
	if (spass && zpass)
		r->zpass++;
	if (nz != zbuf || ns != sbuf) {
		word = bpp == 4 ? nz << 8 | ns : nz;
		b[0] = (uint8_t)word, b[1] = (uint8_t)(word >> 8), b[2] = (uint8_t)(word >> 16),
		b[3] = (uint8_t)(word >> 24);
		swap_px(b, bpp, endian);
		if (!mem_rw(r, addr, b, bpp, true))
			fault(r, "depth buffer", addr);
	}
	return spass && zpass;
}

/* ------------------------------------------------------------------ CB */

/* COLORFORMAT (L4642-L4646): bytes per pixel and the A, R, G, B field
 * positions and widths (C3, C2, C1, C0); width 0 = absent. */
struct cfmt {
	unsigned bpp;
	uint8_t pos[4], len[4]; /* index 0 = C0 (B) ... 3 = C3 (A) */
};

static bool cb_format(unsigned f, struct cfmt *c)
{
	static const struct cfmt t[16] = {
	        [3] = {2, {0, 5, 10, 15}, {5, 5, 5, 1}},       /* ARGB1555 */
	        [4] = {2, {0, 5, 11, 0}, {5, 6, 5, 0}},        /* RGB565 */
	        [5] = {4, {0, 10, 20, 30}, {10, 10, 10, 2}},   /* ARGB2101010 */
	        [6] = {4, {0, 8, 16, 24}, {8, 8, 8, 8}},       /* ARGB8888 */
	        [7] = {16, {0, 32, 64, 96}, {32, 32, 32, 32}}, /* ARGB32323232 */
	        [9] = {1, {0, 0, 0, 0}, {0, 0, 8, 0}},         /* I8: C2 (Mesa I8 uses C2_SEL) */
	        [10] = {8, {0, 16, 32, 48}, {16, 16, 16, 16}}, /* ARGB16161616 */
	        [13] = {2, {8, 0, 0, 0}, {8, 0, 8, 0}}, /* UV88: C2 low byte, C0 high (Mesa R8G8) */
	        [15] = {2, {0, 4, 8, 12}, {4, 4, 4, 4}}, /* ARGB4444 */
	};
	if (f >= 16 || !t[f].bpp)
		return false;
	*c = t[f];
	return true;
}

/* US_OUT_FMT (L6209-L6223) classes. */
enum ofmt_kind { OF_UNORM, OF_RAW16, OF_RAW32, OF_HALF, OF_FLOAT, OF_UNUSED };

static enum ofmt_kind out_kind(unsigned f, unsigned *comps)
{
	*comps = 4;
	switch (f) {
	case 0:  /* C4_8 */
	case 1:  /* C4_10 */
	case 2:  /* C4_10_GAMMA */
	case 8:  /* C2_4 */
	case 9:  /* C_3_3_2 */
	case 10: /* C_5_6_5 */
	case 11: /* C_11_11_10 */
	case 12: /* C_10_11_11 */
	case 13: /* C_2_10_10_10 */ return OF_UNORM;
	case 3: *comps = 1; return OF_RAW16;  /* C_16 */
	case 4: *comps = 2; return OF_RAW16;  /* C2_16 */
	case 5: return OF_RAW16;              /* C4_16 */
	case 6: *comps = 1; return OF_RAW16;  /* C_16_MPEG */
	case 7: *comps = 2; return OF_RAW16;  /* C2_16_MPEG */
	case 16: *comps = 1; return OF_HALF;  /* C_16_FP */
	case 17: *comps = 2; return OF_HALF;  /* C2_16_FP */
	case 18: return OF_HALF;              /* C4_16_FP */
	case 19: *comps = 1; return OF_FLOAT; /* C_32_FP */
	case 20: *comps = 2; return OF_FLOAT; /* C2_32_FP */
	case 21: return OF_FLOAT;             /* C4_32_FP */
	case 15: return OF_UNUSED;
	default: return OF_UNUSED; /* 14 and 22-31 reserved */
	}
}

static float clamp01(float v)
{
	return v > 0 ? (v < 1 ? v : 1) : 0; /* NaN -> 0 */
}

/* All ones in the low n bits, n <= 32 */
static uint32_t ones(unsigned n)
{
	return n >= 32 ? 0xffffffffu : (1u << n) - 1;
}

static uint32_t to_unorm(float v, unsigned bits)
{
	double m = (double)ones(bits);
	/* floor of a value in [0.5, 2^32): the conversion truncates the same
	 * (and is not a libm call on baseline x86-64) */
	return (uint32_t)(uint64_t)((double)clamp01(v) * m + 0.5);
}

static float from_unorm(uint32_t v, unsigned bits)
{
	return (float)((double)v / (double)ones(bits));
}

/* A field of a pixel's bytes (up to 16), pos + len <= 128, len <= 32 */
static uint32_t get_bits(const uint8_t *b, unsigned pos, unsigned len)
{
	uint64_t v = 0;
	unsigned first = pos / 8;
	for (unsigned i = 0; i < 8 && first + i < 16; i++)
		v |= (uint64_t)b[first + i] << (8 * i);
	return (uint32_t)(v >> (pos % 8)) & ones(len);
}

static void put_bits(uint8_t *b, unsigned pos, unsigned len, uint32_t x)
{
	for (unsigned i = 0; i < len; i++) {
		unsigned bit = pos + i;
		uint8_t m = (uint8_t)(1u << (bit % 8));
		b[bit / 8] = (uint8_t)((b[bit / 8] & ~m) | ((x >> i & 1) ? m : 0));
	}
}

/* Blend factor codes of RB3D_BLENDCNTL / ABLENDCNTL (L4453-L4500):
 * 1-13 the D3D names, 32-46 the GL ones; reserved codes act as ZERO
 * (inferred). k is the component (3 = alpha). */
static float factor(unsigned code, unsigned k, const float s[4], const float d[4], const float c[4])
{
	switch (code) {
	case 1:
	case 32: return 0;
	case 2:
	case 33: return 1;
	case 3:
	case 34: return s[k];
	case 4:
	case 35: return 1 - s[k];
	case 5:
	case 38: return s[3];
	case 6:
	case 39: return 1 - s[3];
	case 7:
	case 40: return d[3];
	case 8:
	case 41: return 1 - d[3];
	case 9:
	case 36: return d[k];
	case 10:
	case 37: return 1 - d[k];
	case 11:
	case 42: return k == 3 ? 1 : fminf(s[3], 1.0f - d[3]); /* SRC_ALPHA_SATURATE */
	case 43: return c[k];
	case 44: return 1 - c[k];
	case 45: return c[3];
	case 46: return 1 - c[3];
	default: return 0;
	}
}

static float combine(unsigned fcn, float s, float fs, float d, float fd, bool clamp)
{
	float v;
	switch (fcn & 7) {
	case 0: v = s * fs + d * fd; break;
	case 1: v = s * fs + d * fd; break;
	case 2: v = s * fs - d * fd; break;
	case 3: v = s * fs - d * fd; break;
	case 4: v = fminf(s, d); break; /* factors forced to ONE */
	case 5: v = fmaxf(s, d); break;
	case 6: v = d * fd - s * fs; break;
	default: v = d * fd - s * fs; break;
	}
	/* COMB_FCN 0, 2 and 6 clamp; an unorm target clamps anyway */
	if (clamp && (fcn == 0 || fcn == 2 || fcn == 6))
		v = clamp01(v);
	return v;
}

static void blend_regs(uint32_t bc, uint32_t ac, float s[4], const float d[4], const float c[4],
                       bool unorm);

static void blend(const struct r5xx_rast *r, float s[4], const float d[4], const float c[4],
                  bool unorm)
{
	uint32_t bc = R(r, RB3D_BLENDCNTL);
	blend_regs(bc, bc >> 1 & 1 ? R(r, RB3D_ABLENDCNTL) : bc, s, d, c, unorm);
}

/* blend with RB3D_BLENDCNTL and the alpha unit's control word read */
static void blend_regs(uint32_t bc, uint32_t ac, float s[4], const float d[4], const float c[4],
                       bool unorm)
{
	float o[4];
	for (unsigned k = 0; k < 4; k++) {
		uint32_t w = k == 3 ? ac : bc;
		unsigned fcn = w >> 12 & 7;
		float fs = factor(w >> 16 & 63, k, s, d, c), fd = factor(w >> 24 & 63, k, s, d, c);
		o[k] = combine(fcn, s[k], fs, d[k], fd, true);
		if (unorm)
			o[k] = clamp01(o[k]);
	}
	memcpy(s, o, sizeof(o));
}

/* ROP2 of RB3D_ROPCNTL on unorm fields (L4700): the 16 two-operand
 * functions with the usual (S, D) encoding, bit (2*S + D) of the code. */
static uint32_t rop2(unsigned rop, uint32_t s, uint32_t d, uint32_t mask)
{
	uint32_t o = 0;
	if (rop & 1)
		o |= ~s & ~d;
	if (rop & 2)
		o |= ~s & d;
	if (rop & 4)
		o |= s & ~d;
	if (rop & 8)
		o |= s & d;
	return o & mask;
}

/* One render target's state, read once per primitive. */
struct cb_target {
	bool on;
	enum ofmt_kind kind;
	unsigned comps;
	uint32_t of, pitch, cm, rop;
	bool blending;
	unsigned endian;
	struct cfmt cf;
	struct r5xx_surf surf;
	float cu[4], cf16[4]; /* blend constant for fixed-point / packed targets */
	uint32_t dither;      /* RB3D_DITHER_CTL */
};

static void cb_target_load(const struct r5xx_rast *r, unsigned t, struct cb_target *g)
{
	memset(g, 0, sizeof(*g));
	/* NUM_MULTIWRITES (L4597): output 0's quad is replicated to buffers
	 * 1..n, converted as US_OUT_FMT_0 says: their own US_OUT_FMT is UNUSED
	 * then (Mesa's r300_emit_fb_state_pipelined: "the colorbuffers 2,3,4
	 * must be marked as UNUSED in the US block"; piglit glsl-fs-discard-mrt
	 * clears two targets so) */
	unsigned multi = R(r, RB3D_CCTL) >> 5 & 3;
	g->of = R(r, US_OUT_FMT_0 + 4 * (multi && t <= multi ? 0 : t));
	g->kind = out_kind(g->of & 31, &g->comps);
	if (g->kind == OF_UNUSED)
		return;
	g->pitch = R(r, RB3D_COLORPITCH0 + 4 * t);
	if (!cb_format(g->pitch >> 21 & 15, &g->cf)) {
		sgpu_log(r->r3d->dev, SGPU_LOG_UNIMP, r->r3d->log_cat,
		         "COLORFORMAT %u of render target %u: not written", g->pitch >> 21 & 15, t);
		return;
	}
	g->on = true;
	g->surf = (struct r5xx_surf){
	        .offset = R(r, RB3D_COLOROFFSET0 + 4 * t) & ~31u,
	        .pitch = (g->pitch & 0x3ffe) * g->cf.bpp,
	        .bpp = g->cf.bpp,
	        .macro = g->pitch >> 16 & 1,
	        .micro = (g->pitch >> 17 & 3) != 0,
	        .square = (g->pitch >> 17 & 3) == 2 && g->cf.bpp == 2, /* COLORTILE 2 (L4639) */
	};
	g->endian = g->pitch >> 19 & 3;
	g->dither = R(r, RB3D_DITHER_CTL);
	g->blending = R(r, RB3D_BLENDCNTL) & 1;
	g->rop = R(r, RB3D_ROPCNTL);
	g->cm = R(r, RB3D_COLOR_CHANNEL_MASK);
	if (!(R(r, RB3D_CCTL) >> 12 & 1)) /* INDEPENDENT_COLOR_CHANNEL_MASK_ENABLE */
		g->cm &= 15;
	else
		g->cm = g->cm >> (4 * t) & 15;
	uint32_t ar = R(r, RB3D_CONSTANT_COLOR_AR), gb = R(r, RB3D_CONSTANT_COLOR_GB);
	g->cu[0] = (float)(gb & 0xffff) / 1023.0f, g->cu[1] = (float)(gb >> 16) / 1023.0f;
	g->cu[2] = (float)(ar & 0xffff) / 1023.0f, g->cu[3] = (float)(ar >> 16) / 1023.0f;
	g->cf16[0] = r5xx_half_to_float((uint16_t)gb);
	g->cf16[1] = r5xx_half_to_float((uint16_t)(gb >> 16));
	g->cf16[2] = r5xx_half_to_float((uint16_t)ar);
	g->cf16[3] = r5xx_half_to_float((uint16_t)(ar >> 16));
}

/* RB3D_DITHER_CTL mode 2, "LUT dither" (L4753-L4757): the LUT is not
 * public. softgpu's (inferred, docs/hw/r5xx-raster.md "Dithering"): a 4x4
 * ordered (Bayer) threshold by the pixel's screen position, added below
 * one step of the narrower field, so 0 and full scale never change ("a
 * color value of zero when dithered will remain zero for all dither
 * factors", L4276); only for the formats the seed's table marks Dither
 * (L234-L291: 1555, 565, 4444, 8888, I8, UV88); others round. */
static const uint8_t bayer4[16] = {0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5};

static bool cb_dithers(unsigned colorformat)
{
	return colorformat == 3 || colorformat == 4 || colorformat == 6 || colorformat == 9 ||
	       colorformat == 13 || colorformat == 15;
}

/* The bytes a pixel's memory holds after the colour in[] (R, G, B, A) is
 * written over raw[] (memory order, COLORENDIAN applied both ways); dpos
 * is the pixel's place in the 4x4 dither pattern ((y & 3) * 4 + (x & 3)). */
static void cb_convert(const struct r5xx_rast *r, const struct cb_target *g, const float in[4],
                       const uint8_t raw[16], uint8_t px[16], unsigned dpos)
{
	const struct cfmt *cf = &g->cf;
	/* the US's encoding of the colour (US_OUT_FMT: C0-C3_SEL, widths,
	 * OUT_SIGN, halves, floats), the one r5xx_us.c defines; the CB
	 * works on it */
	struct r5xx_us_out_value o;
	if (!r5xx_us_out_convert(g->of, in, &o))
		o.n = 0;
	float src[4];
	for (unsigned k = 0; k < 4; k++) {
		unsigned sel =
		        g->of >> (8 + 2 * k) & 3; /* lanes the format lacks (blend factors) */
		src[k] = in[sel == 0 ? 3 : sel - 1];
	}
	for (unsigned i = 0; i < o.n; i++)
		src[i] = r5xx_us_out_decode(o.kind[i], o.width[i], o.raw[i]);
	uint8_t old[16];
	memcpy(old, raw, cf->bpp);
	swap_px(old, cf->bpp, g->endian);
	memcpy(px, old, cf->bpp);
	unsigned cm = g->cm; /* bits: 0 B (C0), 1 G (C1), 2 R (C2), 3 A (C3) */
	if (g->kind == OF_UNORM) {
		/* the US rounds each component to its output format's width
		 * ("normal rounding", US_OUT_FMT.ROUND_ADJ 0); the CB blends in
		 * float and takes that width back, then narrows to the colour
		 * format's field with RB3D_DITHER_CTL's mode (truncate, round,
		 * softgpu's ordered LUT) or widens by replicating bits */
		uint32_t q[4];
		float d[4];
		for (unsigned k = 0; k < 4; k++) {
			q[k] = o.raw[k];
			d[k] = cf->len[k] ? from_unorm(get_bits(old, cf->pos[k], cf->len[k]),
			                               cf->len[k])
			                  : (k == 3 ? 1.0f : 0.0f);
		}
		if (g->blending) {
			blend(r, src, d, g->cu, true);
			for (unsigned k = 0; k < 4; k++)
				q[k] = r5xx_us_out_encode(o.kind[k], o.width[k], src[k]);
		}
		for (unsigned k = 0; k < 4; k++) {
			if (!cf->len[k] || !(cm >> k & 1))
				continue;
			unsigned n = cf->len[k], w = o.width[k];
			uint32_t m = ones(n), v = q[k];
			if (n < w) {
				unsigned mode = k == 3 ? g->dither >> 2 & 3 : g->dither & 3;
				if (mode == 2 && cb_dithers(g->pitch >> 21 & 15))
					v = (uint32_t)(((uint64_t)v * m * 32 +
					                (uint64_t)(2 * bayer4[dpos & 15] + 1) *
					                        ones(w)) /
					               (32 * (uint64_t)ones(w)));
				else /* 3 is reserved: rounds like 1 (softgpu) */
					v = mode == 0 ? v >> (w - n)
					              : (uint32_t)(((uint64_t)v * m * 2 + ones(w)) /
					                           (2 * (uint64_t)ones(w)));
			} else if (n > w) {
				uint64_t x = 0;
				for (int sh = (int)n - (int)w; sh > -(int)w; sh -= (int)w)
					x |= sh >= 0 ? (uint64_t)v << sh : (uint64_t)(v >> -sh);
				v = (uint32_t)x & m;
			}
			uint32_t dv = get_bits(old, cf->pos[k], n);
			if (g->rop >> 2 & 1)
				v = rop2(g->rop >> 8 & 15, v, dv, m);
			put_bits(px, cf->pos[k], n, v);
		}
	} else {
		/* packed: the US's channels in 16- or 32-bit fields, C0 first */
		unsigned fw = o.bits / 8;
		if (g->blending) {
			float d[4] = {0, 0, 0, 1};
			for (unsigned k = 0; k < o.n && (k + 1) * fw <= cf->bpp; k++) {
				uint32_t dv = 0;
				for (unsigned b = 0; b < fw; b++) /* little-endian fields */
					dv |= (uint32_t)old[fw * k + b] << (8 * b);
				d[k] = r5xx_us_out_decode(o.kind[k], o.bits, dv);
			}
			bool fixed = o.kind[0] != R5XX_US_CHAN_FLOAT;
			if (fixed)
				for (unsigned k = 0; k < 4; k++)
					src[k] = clamp01(src[k]);
			blend(r, src, d, g->cf16, fixed);
			for (unsigned k = 0; k < o.n; k++)
				o.raw[k] = r5xx_us_out_encode(o.kind[k], o.bits, src[k]);
		}
		for (unsigned k = 0; k < o.n && (k + 1) * fw <= cf->bpp; k++) {
			if (!(cm >> k & 1))
				continue;
			for (unsigned b = 0; b < fw; b++)
				px[fw * k + b] = (uint8_t)(o.raw[k] >> (8 * b));
		}
	}
	swap_px(px, cf->bpp, g->endian);
}

/* Write one render target's pixel. */
static void cb_pixel(struct r5xx_rast *r, const struct cb_target *g, int x, int y, unsigned nsamp,
                     unsigned smp, const float in[4])
{
	if (!g->on)
		return;
	uint32_t addr = nsamp ? aa_addr(g->surf.offset, g->pitch & 0x3ffe, g->cf.bpp, nsamp,
	                                (uint32_t)x, (uint32_t)y, smp)
	                      : r5xx_surf_addr(&g->surf, (uint32_t)x, (uint32_t)y);
	uint8_t raw[16], px[16];
	if (!mem_rw(r, addr, raw, g->cf.bpp, false)) {
		fault(r, "colour buffer", addr);
		return;
	}
	cb_convert(r, g, in, raw, px, ((unsigned)y & 3) * 4 + ((unsigned)x & 3));
	if (memcmp(px, raw, g->cf.bpp) && !mem_rw(r, addr, px, g->cf.bpp, true))
		fault(r, "colour buffer", addr);
	r->stats.pixels_written++;
}

/* FG_ALPHA_FUNC (L4783-L4808): the test on render target 0's alpha. */
static bool alpha_test(const struct r5xx_rast *r, float a)
{
	uint32_t f = R(r, FG_ALPHA_FUNC);
	if (!(f >> 11 & 1))
		return true;
	unsigned fn = f >> 8 & 7;
	/* AF_FUNC: 0 never, 1 less, 2 equal, 3 le, 4 greater, 5 notequal,
	 * 6 ge, 7 always: not the ZB order */
	static const uint8_t to_z[8] = {0, 1, 3, 2, 5, 6, 4, 7};
	if (f >> 12 & 1) /* AF_EN_8BIT */
		return cmp_fn(to_z[fn], to_unorm(a, 8), f & 255);
	if (f >> 28 & 1) { /* FP16_ENABLE: compare as floats */
		float ref = r5xx_half_to_float((uint16_t)R(r, FG_ALPHA_VALUE));
		float aa = a;
		if (fn == 0)
			return false;
		if (fn == 7)
			return true;
		bool lt = aa<ref, eq = aa == ref, gt = aa> ref;
		switch (fn) {
		case 1: return lt;
		case 2: return eq;
		case 3: return lt || eq;
		case 4: return gt;
		case 5: return !eq;
		default: return gt || eq;
		}
	}
	/* default: 10-bit (0.10 fixed) compare against FG_ALPHA_VALUE */
	return cmp_fn(to_z[fn], to_unorm(a, 10), R(r, FG_ALPHA_VALUE) & 0x3ff);
}

/* Alpha to mask (FG_ALPHA_FUNC.AM_EN 16, AM_CFG 17, L4793-L4795; the seed
 * and Mesa give only the switches, the function is inferred, see
 * docs/hw/r5xx-raster.md "Alpha to mask"): render target 0's alpha (10-bit,
 * or the float with FP16_ENABLE) picks k of m steps, m = 4 (AM_CFG 0,
 * "2/4") or 6 ("3/6"), dithered over the 2x2 quad by the ordered offsets
 * {0, 2, 3, 1} / 4 + 1/8; of the pixel's n samples the first
 * round(k n / m) stay covered. Returns the mask of kept samples. */
static unsigned alpha_mask(const struct r5xx_rast *r, float a, unsigned pixel, unsigned n)
{
	uint32_t f = R(r, FG_ALPHA_FUNC);
	if (!(f >> 16 & 1))
		return 0x3fu;
	if (!(f >> 28 & 1))
		a = (float)to_unorm(a, 10) / 1023.0f;
	else if (a != a)
		a = 0;
	static const uint8_t dith[4] = {0, 2, 3, 1};
	unsigned m = f >> 17 & 1 ? 6 : 4;
	double v = (double)a * m + (dith[pixel & 3] + 0.5) / 4.0;
	unsigned k = v <= 0 ? 0 : v >= m ? m : (unsigned)v;
	unsigned c = (k * n + m / 2) / m;
	return (1u << c) - 1;
}

/* ------------------------------------------------------------------ fog */

/* A vertex's fog value: GB_SELECT.FOG_SELECT (2:0, L5237) picks colour
 * 0-3's alpha, 1/(1/W) or Z; GA_FOG_SCALE and GA_FOG_OFFSET (L4976-L4981)
 * scale and offset it (fog = src * scale + offset, inferred order). */
static float fog_src(const struct r5xx_rast *r, const struct r5xx_rvtx *v)
{
	unsigned sel = R(r, GB_SELECT) & 7;
	float f = sel < 4 ? v->col[sel][3] : sel == 4 ? (v->rhw != 0 ? 1.0f / v->rhw : 0.0f) : v->z;
	return f * RF(r, GA_FOG_SCALE) + RF(r, GA_FOG_OFFSET);
}

/* FG_FOG_BLEND (L4821-L4827): FN 0 linear (the fog value is the factor),
 * 1 exp (e^-fog), 2 exp squared (e^-fog^2), 3 the constant FG_FOG_FACTOR
 * (0.10); the seed gives no equations: these are D3D's, whose scale and
 * offset the GA registers carry (inferred). RGB = f * colour + (1 - f) *
 * FG_FOG_COLOR (0.10 each). */
static void fog_apply(const struct r5xx_rast *r, float fog, float c[4])
{
	uint32_t fb = R(r, FG_FOG_BLEND);
	float f;
	switch (fb >> 1 & 3) {
	case 0: f = fog; break;
	case 1: f = expf(-fog); break;
	case 2: f = expf(-fog * fog); break;
	default: f = (float)(R(r, FG_FOG_FACTOR) & 0x3ff) / 1023.0f; break;
	}
	f = clamp01(f);
	for (unsigned k = 0; k < 3; k++) {
		float fc = (float)(R(r, FG_FOG_COLOR_R + 4 * k) & 0x3ff) / 1023.0f;
		c[k] = f * c[k] + (1 - f) * fc;
	}
}

/* ------------------------------------------------------------------ the default shader */

/* Without a fragment shader hooked in, colour 0's input (the first RS
 * colour write) goes to render target 0. */
static bool default_shade(void *user, struct r5xx_quad *q)
{
	(void)user;
	q->out_written = 0;
	for (unsigned i = 0; i < q->nin; i++) {
		memcpy(q->out[0], q->in[i].v, sizeof(q->out[0]));
		q->out_written = 1;
	}
	return true;
}

/* ------------------------------------------------------------------ scan conversion */

struct clipper {
	int x0, y0, x1, y1; /* scissor, inclusive */
	uint32_t rule;
	int rect[4][4];
};

static void clip_setup(const struct r5xx_rast *r, struct clipper *c)
{
	/* SC_SCISSOR0/1 (L5489-L5502): XS 12:0, YS 25:13, inclusive (Mesa
	 * programs width-1, height-1) */
	uint32_t a = R(r, SC_SCISSOR0), b = R(r, SC_SCISSOR1);
	c->x0 = (int)(a & 0x1fff), c->y0 = (int)(a >> 13 & 0x1fff);
	c->x1 = (int)(b & 0x1fff), c->y1 = (int)(b >> 13 & 0x1fff);
	c->rule = R(r, SC_CLIP_RULE) & 0xffff;
	for (unsigned i = 0; i < 4; i++) {
		uint32_t ta = R(r, SC_CLIP_0_A + 8 * i), tb = R(r, SC_CLIP_0_A + 8 * i + 4);
		c->rect[i][0] = (int)(ta & 0x1fff), c->rect[i][1] = (int)(ta >> 13 & 0x1fff);
		c->rect[i][2] = (int)(tb & 0x1fff), c->rect[i][3] = (int)(tb >> 13 & 0x1fff);
	}
	/* A rectangle the rule requires (no index without its bit is
	 * visible) bounds the visible pixels: the scan box shrinks to it,
	 * which changes no pixel, only the work (Mesa programs GL's scissor as
	 * clip rectangle 0 with the rule 0xaaaa; piglit gl-1.0-scissor-many
	 * draws a window-sized quad per scissored pixel) */
	for (unsigned i = 0; i < 4; i++) {
		bool need = true;
		for (unsigned idx = 0; idx < 16; idx++)
			if (!(idx >> i & 1) && (c->rule >> idx & 1))
				need = false;
		if (!need)
			continue;
		c->x0 = c->x0 > c->rect[i][0] ? c->x0 : c->rect[i][0];
		c->y0 = c->y0 > c->rect[i][1] ? c->y0 : c->rect[i][1];
		c->x1 = c->x1 < c->rect[i][2] ? c->x1 : c->rect[i][2];
		c->y1 = c->y1 < c->rect[i][3] ? c->y1 : c->rect[i][3];
	}
}

/* SC_CLIP_RULE (L5366-L5371): the four rectangles' inside flags form a
 * 4-bit index; that bit of the rule says whether the pixel is visible. */
static bool clip_ok(const struct clipper *c, int x, int y)
{
	if (x < c->x0 || x > c->x1 || y < c->y0 || y > c->y1)
		return false;
	unsigned idx = 0;
	for (unsigned i = 0; i < 4; i++)
		if (x >= c->rect[i][0] && x <= c->rect[i][2] && y >= c->rect[i][1] &&
		    y <= c->rect[i][3])
			idx |= 1u << i;
	return c->rule >> idx & 1;
}

/* AA resolve (RB3D_AARESOLVE_*, L4771-L4779; Mesa r300_simple_msaa_resolve):
 * with MODE 1 a drawn pixel is not written; the CB averages the AA
 * buffer's samples of render target 0 there and writes the result to the
 * resolve surface (AARESOLVE_OFFSET, PITCH 13:1; its tiling from
 * COLORPITCH0, as Mesa programs it). GAMMA (1) averages in 2.2 gamma
 * space, ALPHA (2) averages alpha instead of taking sample 0's. */
static void resolve_pixel(struct r5xx_rast *r, const struct cb_target *g, int x, int y,
                          unsigned nsamp)
{
	if (!g->on || g->kind != OF_UNORM)
		return;
	uint32_t ctl = R(r, RB3D_AARESOLVE_CTL);
	const struct cfmt *cf = &g->cf;
	double acc[4] = {0, 0, 0, 0};
	float a0 = 1;
	for (unsigned k = 0; k < nsamp; k++) {
		uint32_t a = aa_addr(g->surf.offset, g->pitch & 0x3ffe, cf->bpp, nsamp, (uint32_t)x,
		                     (uint32_t)y, k);
		uint8_t raw[16] = {0};
		if (!mem_rw(r, a, raw, cf->bpp, false)) {
			fault(r, "AA colour buffer", a);
			return;
		}
		swap_px(raw, cf->bpp, g->endian);
		for (unsigned c = 0; c < 4; c++) {
			float v = cf->len[c] ? from_unorm(get_bits(raw, cf->pos[c], cf->len[c]),
			                                  cf->len[c])
			                     : (c == 3 ? 1.0f : 0.0f);
			if (c == 3 && k == 0)
				a0 = v;
			acc[c] += (ctl >> 1 & 1) && c < 3 ? pow(v, 2.2) : v;
		}
	}
	uint8_t px[16] = {0};
	for (unsigned c = 0; c < 4; c++) {
		double v = acc[c] / nsamp;
		if ((ctl >> 1 & 1) && c < 3)
			v = pow(v, 1 / 2.2);
		if (c == 3 && !(ctl >> 2 & 1))
			v = a0;
		if (cf->len[c])
			put_bits(px, cf->pos[c], cf->len[c], to_unorm((float)v, cf->len[c]));
	}
	swap_px(px, cf->bpp, g->endian);
	uint32_t rp = R(r, RB3D_AARESOLVE_PITCH);
	struct r5xx_surf d = {R(r, RB3D_AARESOLVE_OFFSET) & ~31u,
	                      (rp & 0x3ffe) * cf->bpp,
	                      cf->bpp,
	                      g->pitch >> 16 & 1,
	                      (g->pitch >> 17 & 3) != 0,
	                      (g->pitch >> 17 & 3) == 2 && cf->bpp == 2};
	uint32_t a = r5xx_surf_addr(&d, (uint32_t)x, (uint32_t)y);
	if (!mem_rw(r, a, px, cf->bpp, true))
		fault(r, "AA resolve buffer", a);
}

static void fragment_ops(struct r5xx_rast *r, const struct scan *s, struct r5xx_quad *q,
                         const double zq[4][6], const unsigned smask[4], unsigned nsamp,
                         const float fogq[4], const struct cb_target tg[4])
{
	bool fog = R(r, FG_FOG_BLEND) & 1;
	uint32_t cctl = R(r, RB3D_CCTL);
	unsigned multi = cctl >> 5 & 3; /* NUM_MULTIWRITES (L4594) */
	bool shader_z = (R(r, FG_DEPTH_SRC) & 1) && q->depth_written;
	double zscale = RF(r, SU_DEPTH_SCALE), zoffs = RF(r, SU_DEPTH_OFFSET);
	bool resolve = nsamp && (R(r, RB3D_AARESOLVE_CTL) & 1);
	unsigned ns = nsamp ? nsamp : 1;
	for (unsigned p = 0; p < 4; p++) {
		if (!(q->cover >> p & 1) || (q->kill >> p & 1))
			continue;
		int x = q->x + (int)(p & 1), y = q->y + (int)(p >> 1);
		if ((q->out_written & 1) && !alpha_test(r, q->out[0][p][3]))
			continue;
		unsigned am = q->out_written & 1 ? alpha_mask(r, q->out[0][p][3], p, ns) : 0x3fu;
		if (!(smask[p] & am))
			continue;
		if (resolve) {
			resolve_pixel(r, &tg[0], x, y, nsamp);
			continue;
		}
		float c[4][4];
		for (unsigned t = 0; t < 4; t++) {
			memcpy(c[t], q->out[t][p], sizeof(c[t]));
			if (fog)
				fog_apply(r, fogq[p], c[t]);
		}
		for (unsigned k = 0; k < ns; k++) {
			if (!((smask[p] & am) >> k & 1))
				continue;
			uint32_t z24 = shader_z ? depth_fixed((double)q->depth[p] * 16777215.0)
			                        : depth_fixed(zq[p][k] * zscale + zoffs + s->zoff);
			if (!zb_pixel(r, s, x, y, nsamp, k, z24))
				continue;
			for (unsigned t = 0; t < 4; t++) {
				unsigned src = multi ? 0 : t;
				if (multi && t > multi)
					break;
				if (!(q->out_written >> src & 1))
					continue;
				cb_pixel(r, &tg[t], x, y, nsamp, k, c[src]);
			}
		}
	}
}

/* ------------------------------------------------------------------ the span fill
 * A fast path for primitives whose shader output is the same at every
 * pixel (a clear, a flat fill): covered pixels are found a row at a time
 * from the edge functions and filled with the colour the reference path
 * would write. It applies only where its result is the reference path's
 * by construction (docs/hw/r5xx-raster.md, "Fast paths"); the seeded
 * differential test in test_r5xx_rast.c checks it. */

static int64_t div_floor(int64_t a, int64_t b)
{
	int64_t q = a / b;
	return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static int64_t div_ceil(int64_t a, int64_t b)
{
	return -div_floor(-a, b);
}

/* The pixel columns [*lo, *hi] of row y whose sample lies inside the
 * triangle; false when none. */
static bool row_span(const struct scan *s, int64_t sy, int64_t mx, int64_t *lo, int64_t *hi)
{
	for (unsigned i = 0; i < 3; i++) {
		const struct svtx *a = &s->v[i], *b = &s->v[(i + 1) % 3];
		int64_t dx = b->x - a->x, dy = b->y - a->y;
		/* E(px) = A px + K with the sample at px * sub + mx */
		int64_t A = -dy * s->sub, K = dx * (sy - a->y) - dy * (mx - a->x);
		int64_t t = s->in_edge[i] ? 0 : 1; /* need E >= t */
		if (A == 0) {
			if (K < t)
				return false;
		} else if (A > 0) {
			int64_t m = div_ceil(t - K, A);
			*lo = m > *lo ? m : *lo;
		} else {
			int64_t m = div_floor(K - t, -A);
			*hi = m < *hi ? m : *hi;
		}
	}
	return *lo <= *hi;
}

/* The quads of quad row qy (pixel rows qy, qy + 1; qy even) that can
 * hold a covered pixel, within columns px0..px1 and rows py0..py1: qx =
 * *qlo, *qlo + 2, ... <= *qhi; false when none. A pixel is covered only
 * if one of its samples lies inside the triangle (point-sample mode:
 * pixel p of the quad at GB_MSPOS position p; multisampling: samples
 * 0..n-1 in every pixel), so every quad outside has no coverage. The walk
 * (scan_tri) visits, and charges to the pixel budget, only these quads,
 * and fast_fill charges the same (docs/hw/r5xx-raster.md, "Span walk"). */
static bool quad_row_span(const struct scan *s, int qy, int px0, int px1, int py0, int py1,
                          unsigned nsamp, int *qlo, int *qhi)
{
	bool same = !nsamp && s->msx[1] == s->msx[0] && s->msy[1] == s->msy[0] &&
	            s->msx[2] == s->msx[0] && s->msy[2] == s->msy[0] && s->msx[3] == s->msx[0] &&
	            s->msy[3] == s->msy[0];
	int64_t lo = INT64_MAX, hi = INT64_MIN;
	for (int y = qy; y <= qy + 1; y++) {
		if (y < py0 || y > py1)
			continue;
		unsigned n = nsamp ? nsamp : same ? 1 : 2;
		for (unsigned k = 0; k < n; k++) {
			int64_t l = px0, h = px1, sy, mx;
			if (nsamp) {
				sy = (int64_t)y * s->sub + s->aay[k], mx = s->aax[k];
			} else {
				unsigned p = (unsigned)(y - qy) * 2 + k;
				sy = (int64_t)y * s->sub + s->msy[p], mx = s->msx[p];
			}
			if (!row_span(s, sy, mx, &l, &h))
				continue;
			if (!nsamp && !same) { /* position k serves the pixels of x parity k */
				l += (l & 1) != k, h -= (h & 1) != k;
				if (l > h)
					continue;
			}
			lo = l < lo ? l : lo, hi = h > hi ? h : hi;
		}
	}
	if (lo > hi)
		return false;
	*qlo = (int)(lo & ~1), *qhi = (int)hi;
	return true;
}

/* The quads quad_row_span walks for rows py0..py1 */
static uint64_t span_quads(const struct scan *s, int px0, int px1, int py0, int py1, unsigned nsamp)
{
	uint64_t n = 0;
	for (int qy = py0 & ~1; qy <= py1; qy += 2) {
		int qlo, qhi;
		if (quad_row_span(s, qy, px0, px1, py0, py1, nsamp, &qlo, &qhi))
			n += (uint64_t)((qhi - qlo) / 2 + 1);
	}
	return n;
}

/* span_quads for rows whose spans are known (lo[y] > hi[y]: none), with
 * every sample position alike: the quads of each quad row between its
 * two rows' outermost columns, as quad_row_span finds them */
static uint64_t span_quads_rows(const int32_t *lo, const int32_t *hi, int py0, int py1)
{
	uint64_t n = 0;
	for (int qy = py0 & ~1; qy <= py1; qy += 2) {
		int32_t l = INT32_MAX, h = INT32_MIN;
		for (int y = qy < py0 ? py0 : qy; y <= qy + 1 && y <= py1; y++)
			if (lo[y] <= hi[y])
				l = lo[y] < l ? lo[y] : l, h = hi[y] > h ? hi[y] : h;
		if (l <= h)
			n += (uint64_t)((h - (l & ~1)) / 2 + 1);
	}
	return n;
}

/* n bytes at d of the pixel px (bpp bytes) repeated: one fill call, so
 * that a whole-surface clear takes the host memset's route (util/fill.h) */
static void span_store(uint8_t *d, uint64_t n, const uint8_t *px, unsigned bpp)
{
	if (bpp <= 8) {
		uint64_t pat = 0;
		for (unsigned k = 0; k < bpp; k++)
			pat |= (uint64_t)px[k] << (8 * k);
		sgpu_fill(d, n, sgpu_fill_pat(pat, bpp));
		return;
	}
	memcpy(d, px, bpp);
	for (uint64_t done = bpp; done < n;) {
		uint64_t c2 = done < n - done ? done : n - done;
		memcpy(d + done, d, c2);
		done += c2;
	}
}

/* ------------------------------------------------------------------ deferred fills
 * Inside a draw, a span fill of one surface is held back and the next
 * one's rows joined to it when they continue its rows (a rectangle drawn
 * as two triangles: each row's two spans abut). Nothing between two
 * primitives of a batch reads or writes memory but the rasteriser, which
 * stores what is held back before any other primitive (scan_tri, point,
 * line); the VAP stores it before fetching the next batch and at the
 * draw's end. The pixels and bytes are the reference's; only when they
 * reach memory moves, and a whole rectangle of full rows is one fill (the
 * host memset's route: util/fill.h). */

static uint8_t *fill_ptr(struct r5xx_rast *r, uint32_t addr, uint64_t n)
{
	if ((uint64_t)addr + n > (addr >= R5XX_GART_BASE ? UINT64_C(1) << 32 : R5XX_GART_BASE))
		return NULL;
	uint64_t off;
	struct sgpu_memspace *m = r5xx_mem_space(r->r3d->dev, addr, &off);
	return m ? sgpu_memspace_ptr(m, off, n) : NULL;
}

void r5xx_rast_flush(struct r5xx_rast *r)
{
	struct r5xx_fill_pend *pd = &r->pend;
	if (!pd->on)
		return;
	pd->on = false;
	uint8_t *run = NULL;
	uint64_t run_n = 0;
	/* each part was mapped when held back (fast_fill_defer); their
	 * rectangle, as one pointer, when it is */
	uint64_t a0 = pd->offset + (uint64_t)pd->y0 * pd->pitch + (uint64_t)pd->x0 * pd->bpp,
	         a1 = pd->offset + (uint64_t)pd->y1 * pd->pitch + (uint64_t)(pd->x1 + 1) * pd->bpp;
	uint8_t *base = pd->y0 <= pd->y1 && a1 <= UINT32_MAX && a1 > a0
	                        ? fill_ptr(r, (uint32_t)a0, a1 - a0)
	                        : NULL;
	for (int y = pd->y0; y <= pd->y1; y++) {
		if (pd->lo[y] > pd->hi[y])
			continue;
		uint64_t n = (uint64_t)(pd->hi[y] - pd->lo[y] + 1) * pd->bpp;
		uint32_t at = pd->offset + (uint32_t)y * pd->pitch + (uint32_t)pd->lo[y] * pd->bpp;
		uint8_t *d = base ? base + (at - (uint32_t)a0) : fill_ptr(r, at, n);
		if (run && d == run + run_n) {
			run_n += n;
			continue;
		}
		if (run)
			span_store(run, run_n, pd->px, pd->bpp);
		run = d, run_n = d ? n : 0;
	}
	if (run)
		span_store(run, run_n, pd->px, pd->bpp);
}

void r5xx_rast_draw_end(struct r5xx_rast *r)
{
	r5xx_rast_flush(r);
	r->pend.in_draw = false;
}

/* The row arrays of r->pend, allocated on first use */
static bool pend_alloc(struct r5xx_rast *r)
{
	struct r5xx_fill_pend *pd = &r->pend;
	if (pd->lo)
		return true;
	int32_t *b = malloc(6 * R5XX_FILL_ROWS * sizeof(int32_t));
	if (!b)
		return false;
	pd->lo = b, pd->hi = b + R5XX_FILL_ROWS;
	pd->tlo = b + 2 * R5XX_FILL_ROWS, pd->thi = b + 3 * R5XX_FILL_ROWS;
	pd->flo = b + 4 * R5XX_FILL_ROWS, pd->fhi = b + 5 * R5XX_FILL_ROWS;
	return true;
}

/* Holds back fast_fill's rows py0..py1, columns within [x0, x1], of one
 * render target (bpp bytes of px at offset, pitch); false when it cannot
 * (nothing changed: store them now). */
static bool fast_fill_defer(struct r5xx_rast *r, const int32_t *rlo, const int32_t *rhi, int x0,
                            int x1, int py0, int py1, uint32_t offset, uint32_t pitch, unsigned bpp,
                            const uint8_t *px, uint64_t *pixels)
{
	*pixels = 0;
	struct r5xx_fill_pend *pd = &r->pend;
	if (!pd->in_draw || py0 < 0 || py1 >= R5XX_FILL_ROWS || x0 < 0 || x1 < x0 || bpp > 16)
		return false;
	if (!pend_alloc(r))
		return false;
	/* the bytes of the rows' columns x0..x1 mapped (then each row's are,
	 * and their 32-bit addresses do not wrap) */
	uint64_t a0 = offset + (uint64_t)py0 * pitch + (uint64_t)x0 * bpp,
	         a1 = offset + (uint64_t)py1 * pitch + (uint64_t)(x1 + 1) * bpp;
	if (a1 > UINT32_MAX || a1 <= a0 || !fill_ptr(r, (uint32_t)a0, a1 - a0))
		return false;
	bool same = pd->on && pd->offset == offset && pd->pitch == pitch && pd->bpp == bpp &&
	            !memcmp(pd->px, px, bpp);
	/* the rows' spans (fast_fill's, within x0..x1), and whether each lies
	 * beside what is held */
	for (int y = py0; y <= py1; y++) {
		int32_t lo = rlo[y], hi = rhi[y];
		pd->tlo[y] = lo, pd->thi[y] = hi;
		if (lo > hi)
			continue;
		if (same && y >= pd->y0 && y <= pd->y1 && pd->lo[y] <= pd->hi[y] &&
		    pd->hi[y] + 1 != lo && hi + 1 != pd->lo[y])
			same = false;
	}
	if (!same) {
		r5xx_rast_flush(r);
		pd->on = true, pd->offset = offset, pd->pitch = pitch, pd->bpp = bpp;
		memcpy(pd->px, px, bpp);
		pd->y0 = INT32_MAX, pd->y1 = INT32_MIN;
		pd->x0 = INT32_MAX, pd->x1 = INT32_MIN;
	}
	for (int y = py0; y <= py1; y++) {
		int32_t lo = pd->tlo[y], hi = pd->thi[y];
		if (lo > hi)
			continue;
		*pixels += (uint64_t)(hi - lo + 1);
		pd->x0 = lo < pd->x0 ? lo : pd->x0, pd->x1 = hi > pd->x1 ? hi : pd->x1;
		if (pd->y0 > pd->y1) { /* the first row */
			pd->y0 = pd->y1 = y;
			pd->lo[y] = lo, pd->hi[y] = hi;
		} else if (y < pd->y0 || y > pd->y1) { /* none held between */
			int k0 = y < pd->y0 ? y + 1 : pd->y1 + 1, k1 = y < pd->y0 ? pd->y0 : y;
			for (int k = k0; k < k1; k++)
				pd->lo[k] = 1, pd->hi[k] = 0;
			pd->y0 = y < pd->y0 ? y : pd->y0, pd->y1 = y > pd->y1 ? y : pd->y1;
			pd->lo[y] = lo, pd->hi[y] = hi;
		} else if (pd->lo[y] > pd->hi[y]) {
			pd->lo[y] = lo, pd->hi[y] = hi;
		} else {
			pd->lo[y] = lo < pd->lo[y] ? lo : pd->lo[y];
			pd->hi[y] = hi > pd->hi[y] ? hi : pd->hi[y];
		}
	}
	return true;
}

/* Micro tiles of a tiled surface as r5xx_surf_addr lays them out
 * (docs/hw/r5xx.md, "Tiling"): mw x mh pixels in 32 bytes; without micro
 * tiling a 32-byte run of one row. Pixels of 1, 2, 4 or 8 bytes. */
static void tile_dims(const struct r5xx_surf *s, uint32_t *mw, uint32_t *mh)
{
	if (!s->micro) {
		*mw = 32 / s->bpp, *mh = 1;
		return;
	}
	switch (s->bpp) {
	case 1: *mw = 8, *mh = 4; break;
	case 2: *mw = s->square ? 4 : 8, *mh = s->square ? 4 : 2; break;
	case 4: *mw = 4, *mh = 2; break;
	default: *mw = 2, *mh = 2; break;
	}
}

/* The bytes [*a0, *a1) that pixels x0..x1 of rows y0..y1 can occupy: each
 * term of r5xx_surf_addr's layout grows with x or with y, so the first
 * corner's tile starts the range and the last corner's tile ends it.
 * Computed in 64 bits: a range below 2^32 is also where the 32-bit
 * addresses land. */
static void surf_range(const struct r5xx_surf *s, int x0, int y0, int x1, int y1, uint64_t *a0,
                       uint64_t *a1)
{
	uint64_t o = s->offset, p = s->pitch;
	if (!s->macro && !s->micro) {
		*a0 = o + (uint64_t)y0 * p + (uint64_t)x0 * s->bpp;
		*a1 = o + (uint64_t)y1 * p + (uint64_t)(x1 + 1) * s->bpp;
		return;
	}
	uint32_t mw, mh;
	tile_dims(s, &mw, &mh);
	if (!s->macro) {
		*a0 = o + (uint64_t)(y0 / mh) * p * mh + (uint64_t)(x0 / mw) * 32;
		*a1 = o + (uint64_t)(y1 / mh) * p * mh + (uint64_t)(x1 / mw + 1) * 32;
		return;
	}
	uint64_t MW = 8 * mw, MH = 8 * mh, per_row = (p + MW * s->bpp - 1) / (MW * s->bpp);
	*a0 = o + ((uint64_t)y0 / MH * per_row + (uint64_t)x0 / MW) * 2048;
	*a1 = o + ((uint64_t)y1 / MH * per_row + (uint64_t)x1 / MW + 1) * 2048;
}

/* A surface the span fill writes: a render target (g), or the ZB (CBZB
 * clear, or a Z test ALWAYS of a constant depth) */
struct fill {
	const struct cb_target *g;
	struct r5xx_surf surf;
	unsigned src;
	bool write; /* false: the ZB is only read (Z test without Z write) */
	bool keep;  /* 24/8 Z with stencil off: the bytes km of memory stay */
	uint8_t px[16], km[4];
	uint64_t a0, a1; /* the bytes the covered pixels occupy ... */
	uint8_t *base;   /* ... mapped at a0 */
	uint8_t *run;    /* bytes joined into one store while they continue */
	uint64_t run_n;
};

static void fill_put(const struct fill *fl, uint8_t *d, uint64_t n)
{
	if (!fl->keep) {
		span_store(d, n, fl->px, fl->surf.bpp);
		return;
	}
	/* the Z bits replaced, the stencil byte kept, as zb_pixel's write of
	 * nz << 8 | sbuf (byte masks: the endian swap permutes bytes) */
	uint32_t k, v;
	memcpy(&k, fl->km, 4);
	memcpy(&v, fl->px, 4);
	for (uint64_t i = 0; i + 4 <= n; i += 4) {
		uint32_t w;
		memcpy(&w, d + i, 4);
		w = (w & k) | v;
		memcpy(d + i, &w, 4);
	}
}

/* n bytes at d join the surface's run, or start one */
static void fill_add(struct fill *fl, uint8_t *d, uint64_t n)
{
	if (fl->run && d == fl->run + fl->run_n) {
		fl->run_n += n;
		return;
	}
	if (fl->run)
		fill_put(fl, fl->run, fl->run_n);
	fl->run = d, fl->run_n = n;
}

static void fill_end(struct fill *fl)
{
	if (fl->run)
		fill_put(fl, fl->run, fl->run_n);
	fl->run = NULL, fl->run_n = 0;
}

/* Rows cy0..cy1, columns [lo[y], hi[y]] (none when lo > hi), of a surface
 * whose covered bytes are mapped: a linear one row by row; a tiled one
 * micro-tile row by micro-tile row, whole micro tiles as 32 bytes and
 * the parts of the others row by row, at r5xx_surf_addr's addresses. */
static void fill_rows(struct fill *fl, const int32_t *lo, const int32_t *hi, int cy0, int cy1)
{
	const struct r5xx_surf *s = &fl->surf;
	unsigned bpp = s->bpp;
	if (!s->macro && !s->micro) {
		for (int y = cy0; y <= cy1; y++)
			if (lo[y] <= hi[y])
				fill_add(fl,
				         fl->base + (s->offset + (uint64_t)y * s->pitch +
				                     (uint64_t)lo[y] * bpp - fl->a0),
				         (uint64_t)(hi[y] - lo[y] + 1) * bpp);
		fill_end(fl);
		return;
	}
	uint32_t mw, mh;
	tile_dims(s, &mw, &mh);
	uint64_t per_row = (s->pitch + 8 * mw * bpp - 1) / (8 * mw * bpp);
	for (int y0 = cy0 - cy0 % (int)mh; y0 <= cy1; y0 += (int)mh) {
		/* the rows' union (xl..xh) and, when every row of the band is
		 * inside cy0..cy1, their intersection (fl_..fh): a micro tile
		 * within it is whole (every row has lo <= x0 and hi >= x1) */
		int64_t xl = INT64_MAX, xh = INT64_MIN, fl_ = INT64_MIN, fh = INT64_MAX;
		for (int y = y0; y < y0 + (int)mh; y++) {
			if (y < cy0 || y > cy1) {
				fl_ = INT64_MAX, fh = INT64_MIN;
				continue;
			}
			fl_ = lo[y] > fl_ ? lo[y] : fl_, fh = hi[y] < fh ? hi[y] : fh;
			if (lo[y] <= hi[y])
				xl = lo[y] < xl ? lo[y] : xl, xh = hi[y] > xh ? hi[y] : xh;
		}
		if (xl > xh)
			continue;
		uint64_t ybase = s->macro ? s->offset + (uint64_t)y0 / (8 * mh) * per_row * 2048 +
		                                    (uint64_t)(y0 / mh % 8) * 256
		                          : s->offset + (uint64_t)(y0 / mh) * s->pitch * mh;
		for (int64_t tx = xl / mw, txe = xh / mw; tx <= txe; tx++) {
			uint64_t a =
			        ybase + (s->macro ? (uint64_t)tx / 8 * 2048 + (uint64_t)tx % 8 * 32
			                          : (uint64_t)tx * 32);
			uint8_t *d = fl->base + (a - fl->a0);
			int64_t x0 = tx * mw, x1 = x0 + mw - 1;
			if (x0 >= fl_ && x1 <= fh) {
				/* the whole tiles from here on that follow it in
				 * memory (a macro tile's row of micro tiles): one
				 * piece, as fill_add would join them */
				int64_t te = tx;
				while (te < txe && (!s->macro || (te + 1) % 8) &&
				       (te + 2) * mw - 1 <= fh)
					te++;
				fill_add(fl, d, (uint64_t)(te - tx + 1) * 32);
				tx = te;
				continue;
			}
			for (int y = y0; y < y0 + (int)mh; y++) {
				if (y < cy0 || y > cy1)
					continue;
				int64_t sl = lo[y] > x0 ? lo[y] : x0, sh = hi[y] < x1 ? hi[y] : x1;
				if (sl <= sh)
					fill_add(fl,
					         d + (uint64_t)(y - y0) * mw * bpp +
					                 (uint64_t)(sl - x0) * bpp,
					         (uint64_t)(sh - sl + 1) * bpp);
			}
		}
	}
	fill_end(fl);
}

/* The span fill's and the blit copy's rows y0..y1 of box columns x0..x1:
 * each row's covered columns (sample 0's span) in r->pend's flo/fhi (lo
 * > hi for none) and the covered rectangle (cy0 > cy1 for none); false
 * when the rows' arrays are missing or the rows past them. */
static bool span_rows(struct r5xx_rast *r, const struct scan *s, int64_t x0, int64_t x1, int y0,
                      int y1, int32_t **plo, int32_t **phi, int *pcx0, int *pcy0, int *pcx1,
                      int *pcy1)
{
	if (!pend_alloc(r) || y0 < 0 || y1 >= R5XX_FILL_ROWS)
		return false;
	int32_t *lo = r->pend.flo, *hi = r->pend.fhi;
	int cy0 = INT32_MAX, cy1 = INT32_MIN, cx0 = INT32_MAX, cx1 = INT32_MIN;
	for (int y = y0; y <= y1; y++) {
		int64_t l = x0, h = x1;
		if (!row_span(s, (int64_t)y * s->sub + s->msy[0], s->msx[0], &l, &h)) {
			lo[y] = 1, hi[y] = 0;
			continue;
		}
		lo[y] = (int32_t)l, hi[y] = (int32_t)h;
		cy0 = y < cy0 ? y : cy0, cy1 = y;
		cx0 = l < cx0 ? (int)l : cx0, cx1 = h > cx1 ? (int)h : cx1;
	}
	*plo = lo, *phi = hi, *pcx0 = cx0, *pcy0 = cy0, *pcx1 = cx1, *pcy1 = cy1;
	return true;
}

/* fast_fill's conversions of a constant colour, per target: kept for the
 * next primitive with the same colour and target state (a run of flat
 * primitives converted the same colour three times each) */
struct r5xx_fill_memo {
	bool valid[4], ok[4];
	struct cb_target g[4]; /* cb_target_load clears the padding */
	float in[4][4];
	uint8_t px[4][16];
};

/* The pixel a constant colour converts to in target g, false when it
 * depends on what memory held: converted over three patterns */
static bool fill_colour(struct r5xx_rast *r, unsigned t, const struct cb_target *g,
                        const float in[4], uint8_t px[16])
{
	if (!r->fill_memo) /* optional: without it, every primitive converts */
		r->fill_memo = calloc(1, sizeof(*r->fill_memo));
	struct r5xx_fill_memo *m = r->fill_memo;
	if (m && m->valid[t] && !memcmp(&m->g[t], g, sizeof(*g)) && !memcmp(m->in[t], in, 16)) {
		memcpy(px, m->px[t], 16);
		return m->ok[t];
	}
	static const uint8_t pat[3] = {0x00, 0xff, 0x5a};
	uint8_t raw[16], got[3][16];
	for (unsigned k = 0; k < 3; k++) {
		memset(raw, pat[k], sizeof(raw));
		cb_convert(r, g, in, raw, got[k], 0);
	}
	bool ok = !memcmp(got[0], got[1], g->cf.bpp) && !memcmp(got[0], got[2], g->cf.bpp);
	memcpy(px, got[0], 16);
	if (m) {
		m->valid[t] = true, m->ok[t] = ok, m->g[t] = *g;
		memcpy(m->in[t], in, 16);
		memcpy(m->px[t], px, 16);
	}
	return ok;
}

/* What a primitive-level span path (fast_fill, fast_copy) needs of the
 * walk: one sample position for every pixel, every door open, and a clip
 * rule of everything or of clip rectangle 0 (Mesa's scissor): then the
 * box px0..px1 x py0..py1 inside that rectangle */
static bool span_box(const struct scan *s, const struct clipper *c, int px0, int px1, int py0,
                     int py1, uint32_t door, int *x0, int *x1, int *y0, int *y1)
{
	for (unsigned p = 1; p < 4; p++)
		if (s->msx[p] != s->msx[0] || s->msy[p] != s->msy[0])
			return false;
	if ((door & 0x41041) != 0x41041)
		return false;
	*x0 = px0, *x1 = px1, *y0 = py0, *y1 = py1;
	if (c->rule == 0xaaaa) {
		*x0 = *x0 > c->rect[0][0] ? *x0 : c->rect[0][0];
		*x1 = *x1 < c->rect[0][2] ? *x1 : c->rect[0][2];
		*y0 = *y0 > c->rect[0][1] ? *y0 : c->rect[0][1];
		*y1 = *y1 < c->rect[0][3] ? *y1 : c->rect[0][3];
	} else if (c->rule != 0xffff) {
		return false;
	}
	return true;
}

static bool fast_fill(struct r5xx_rast *r, const struct scan *s, const struct clipper *c, int px0,
                      int px1, int py0, int py1, uint32_t door, const struct cb_target tg[4])
{
	int x0, x1, y0, y1;
	if (!span_box(s, c, px0, px1, py0, py1, door, &x0, &x1, &y0, &y1))
		return false;
	/* ZB_BW_CNTL.ZB_CB_CLEAR (Mesa's CBZB clear): the ZB writes
	 * ZB_DEPTHCLEARVALUE wherever a pixel reaches it and tests nothing.
	 * Otherwise stencil off, and Z off or ALWAYS (below) */
	uint32_t zcntl = R(r, ZB_CNTL), bw = R(r, ZB_BW_CNTL_R);
	bool cbzb = bw >> 5 & 1, ztest = !cbzb && (zcntl >> 1 & 1);
	if ((!cbzb && (zcntl & 1)) || (R(r, FG_FOG_BLEND) & 1) ||
	    (bw & 0x1c) == 0x0c ||           /* a ZMASK decompress pass */
	    (R(r, FG_ALPHA_FUNC) >> 16 & 1)) /* alpha to mask: per-pixel dither */
		return false;
	float out[4][4];
	unsigned written = 0;
	if (!r->const_shade(r->shade_user, out, &written))
		return false;
	unsigned multi = R(r, RB3D_CCTL) >> 5 & 3;
	/* the surfaces filled: render targets (g set) and the ZB */
	struct fill fill[5];
	unsigned nf = 0;
	for (unsigned t = 0; t < 4; t++) {
		unsigned src = multi ? 0 : t;
		if (multi && t > multi)
			break;
		if (!(written >> src & 1) || !tg[t].on)
			continue;
		if ((tg[t].surf.macro || tg[t].surf.micro) && tg[t].cf.bpp > 8)
			return false;
		/* the colour must not depend on what memory held: no blending or
		 * ROP (their results can coincide on a few patterns), and every
		 * byte written (no masked channel, no partly covered pixel) */
		if (tg[t].blending || (tg[t].rop >> 2 & 1) || (tg[t].dither & 3) == 2 ||
		    (tg[t].dither >> 2 & 3) == 2) /* LUT dither: depends on the position */
			return false;
		uint8_t px[16];
		if (!fill_colour(r, t, &tg[t], out[src], px))
			return false;
		fill[nf] =
		        (struct fill){.g = &tg[t], .surf = tg[t].surf, .src = src, .write = true};
		memcpy(fill[nf].px, px, 16);
		nf++;
	}
	struct r5xx_surf zs;
	uint32_t zppx;
	if (cbzb && zb_surf(r, &zs, &zppx)) {
		/* columns past the pitch (which zb_cb_clear drops): the reference */
		if (x1 >= (int64_t)zppx)
			return false;
		uint32_t v = R(r, ZB_DEPTHCLEARVALUE);
		fill[nf] = (struct fill){.surf = zs, .write = true};
		for (unsigned k = 0; k < 4; k++)
			fill[nf].px[k] = (uint8_t)(v >> (8 * k));
		swap_px(fill[nf].px, zs.bpp, R(r, ZB_DEPTHPITCH) >> 19 & 3);
		nf++;
	}
	if (ztest) {
		/* Mesa's blitter clear: Z ALWAYS, written, stencil off, of a
		 * plane whose three depths are one finite value. zplane is then
		 * z0 + w1 * 0 + w2 * 0 at every sample (the weights are finite),
		 * z0 up to the sign of a zero, which depth_fixed maps to 0 either
		 * way: one depth for every pixel. 16-bit 13E3 (logs UNIMP per
		 * pixel), reserved formats and Z fast fill: the reference. */
		unsigned fmt = R(r, ZB_FORMAT) & 15;
		float z0 = s->v[0].v->z;
		if ((R(r, ZB_ZSTENCILCNTL) & 7) != 7 || (fmt != 0 && fmt != 2) || (bw >> 2 & 1) ||
		    !isfinite(z0) || s->v[1].v->z != z0 || s->v[2].v->z != z0 ||
		    !zb_surf(r, &zs, &zppx) || ((zs.macro || zs.micro) && zs.bpp > 8))
			return false;
		double w[3] = {1, 0, 0};
		uint32_t z24 = depth_fixed(zplane(s, w) * RF(r, SU_DEPTH_SCALE) +
		                           RF(r, SU_DEPTH_OFFSET) + s->zoff);
		fill[nf] = (struct fill){.surf = zs, .write = zcntl >> 2 & 1, .keep = fmt == 2};
		uint32_t word = fmt == 2 ? z24 << 8 : z24 >> 8, km = fmt == 2 ? 0xff : 0;
		for (unsigned k = 0; k < 4; k++)
			fill[nf].px[k] = (uint8_t)(word >> (8 * k)),
			fill[nf].km[k] = (uint8_t)(km >> (8 * k));
		unsigned endian = R(r, ZB_DEPTHPITCH) >> 19 & 3;
		swap_px(fill[nf].px, zs.bpp, endian);
		swap_px(fill[nf].km, zs.bpp, endian);
		nf++;
	}
	/* the covered rows' columns, and their rectangle */
	int32_t *lo, *hi;
	int cy0, cy1, cx0, cx1;
	if (!span_rows(r, s, x0, x1, y0, y1, &lo, &hi, &cx0, &cy0, &cx1, &cy1))
		return false;
	/* every surface's covered bytes mapped (so no pixel faults), and the
	 * surfaces apart there: the reference writes pixel by pixel (the ZB,
	 * then the targets in order), the fill surface by surface; two
	 * identical targets may coincide (the later wins) */
	for (unsigned i = 0; cy0 <= cy1 && i < nf; i++) {
		struct fill *fl = &fill[i];
		surf_range(&fl->surf, cx0, cy0, cx1, cy1, &fl->a0, &fl->a1);
		if (fl->a1 > UINT32_MAX ||
		    !(fl->base = fill_ptr(r, (uint32_t)fl->a0, fl->a1 - fl->a0)))
			return false;
		for (unsigned j = 0; j < i; j++) {
			const struct r5xx_surf *a = &fl->surf, *b = &fill[j].surf;
			bool same = fl->g && fill[j].g && a->offset == b->offset &&
			            a->pitch == b->pitch && a->bpp == b->bpp &&
			            a->macro == b->macro && a->micro == b->micro &&
			            a->square == b->square;
			if (fl->a0 < fill[j].a1 && fill[j].a0 < fl->a1 && !same)
				return false;
		}
	}
	/* enough pixel budget for the whole primitive: the reference's charge,
	 * 4 per quad its walk visits (before clip rectangle 0 narrows the
	 * rows), so a primitive cut short is cut the reference's way */
	uint64_t quads = x0 == px0 && x1 == px1 && y0 == py0 && y1 == py1
	                         ? span_quads_rows(lo, hi, y0, y1) /* the rows found above */
	                         : span_quads(s, px0, px1, py0, py1, 0);
	if (r->budget < 4 * quads)
		return false;
	r->budget -= 4 * quads;
	if ((written & 1) && !alpha_test(r, out[0][3]))
		return true;
	uint64_t n = 0;
	for (int y = cy0; y <= cy1; y++)
		n += lo[y] <= hi[y] ? (uint64_t)(hi[y] - lo[y] + 1) : 0;
	r->stats.pixels_shaded += n;
	if (ztest)
		r->zpass += (uint32_t)n; /* every pixel passes ALWAYS */
	for (unsigned f = 0; f < nf; f++)
		r->stats.pixels_written += fill[f].g ? n : 0;
	uint64_t held;
	if (nf == 1 && fill[0].g && !fill[0].surf.macro && !fill[0].surf.micro &&
	    fast_fill_defer(r, lo, hi, x0, x1, y0, y1, fill[0].surf.offset, fill[0].surf.pitch,
	                    fill[0].surf.bpp, fill[0].px, &held))
		return true;
	r5xx_rast_flush(r); /* what is held back reaches memory first */
	for (unsigned f = 0; cy0 <= cy1 && f < nf; f++)
		if (fill[f].write)
			fill_rows(&fill[f], lo, hi, cy0, cy1);
	return true;
}

/* ------------------------------------------------------------------ fast fragment ops
 * The fragment operations of the common case resolved once per primitive:
 * no multisampling, fog or multiwrites; a CBZB clear or a Z test (if any) on a
 * 16-bit or 24/8 buffer without stencil; ARGB8888 targets fed C4_8; each
 * surface linear or tiled. Memory is reached through direct pointers
 * checked once for the primitive's bounding box, pixels are visited in
 * the reference's order with its arithmetic (cmp_fn, depth_fixed,
 * to_unorm, blend_regs), so what reaches memory is the reference's
 * (docs/hw/r5xx-raster.md, "Fast paths"; test_r5xx_frag.c checks it). */

/* A surface's pixels in a direct mapping (r5xx_tile.h): base maps the
 * offset lo from the surface's start. */
struct fsurf {
	uint8_t *base;
	uint32_t lo;
	struct r5xx_tile t;
	/* pixel p of a quad at even (x, y) from pixel 0: every micro tile
	 * holds whole 2x2 quads, and a 32-byte line (mh 1) steps one line
	 * down at an even y */
	uint32_t d[4];
	/* r5xx_tile_x(x + R5XX_FOPS_AHEAD) - r5xx_tile_x(x), the same for every
	 * x: the distance is a whole number of macro tiles (32 pixels is one
	 * for 4-byte pixels and micro tiles 4 wide, half of one for 2-byte
	 * pixels in 8-wide micro tiles, where 64 is taken), of micro tiles,
	 * or of linear pixels; ahead_px that distance in pixels */
	uint32_t ahead;
	int ahead_px;
	uint64_t size; /* bytes mapped from base */
	/* the row below an even row lies in another 64-byte line (not in a
	 * micro tile 2 or 4 rows high, whose 32 bytes hold both) */
	bool line2;
};

#define R5XX_FOPS_AHEAD 32 /* pixels: fast_fops_quad's prefetch distance, at least */

struct fast_fops {
	bool zt, zw;
	unsigned zfunc;
	bool z16; /* DEPTHFORMAT 0: 16-bit integer Z */
	/* ZB_BW_CNTL.ZB_CB_CLEAR: cbzb_px (cbzb_bpp bytes) into zs at
	 * columns up to cbzb_x1 */
	bool cbzb;
	int cbzb_x1;
	uint8_t cbzb_px[4], cbzb_bpp;
	struct fsurf zs; /* the Z buffer */
	unsigned ztab;   /* cmp_fn(zfunc, a, b) is bit (a > b) * 2 + (a == b) */
	bool af;         /* FG_ALPHA_FUNC.AF_EN: alpha_test per pixel */
	unsigned tmask;  /* bit t: t[t].on */
	uint32_t bc, ac;
	double zscale, zoffs;
	struct {
		bool on, blending;
		uint8_t sel[4]; /* C0-C3 from R, G, B, A */
		uint8_t cm;
		struct fsurf s;
	} t[4];
	const float *un8; /* from_unorm(v, 8): r5xx_rast.un8 */
	int py0, py1, px1;
	/* RB3D_BLENDCNTL and ABLENDCNTL both ADD (clamped) of SRC_ALPHA and
	 * ONE_MINUS_SRC_ALPHA, GL's usual blend: blend_std */
	bool std_blend;
	/* fast_fops_quad4 applies: no alpha test and no CBZB clear, one
	 * target (t4) taking R, G, B, A as C0-C3 or (t4swap) B, G, R, A, not
	 * blending or blend_std, and its mapping apart from the ZB's (so the
	 * order of the pixels' accesses cannot matter) */
	bool quad4, t4swap;
	unsigned t4;
};

/* A blend control word's fields are ADD (COMB_FCN 0), SRC_ALPHA (5 or
 * 38), ONE_MINUS_SRC_ALPHA (6 or 39) */
static bool blend_word_std(uint32_t w)
{
	unsigned fs = w >> 16 & 63, fd = w >> 24 & 63;
	return (w >> 12 & 7) == 0 && (fs == 5 || fs == 38) && (fd == 6 || fd == 39);
}

/* Maps the pixels (0..px1, py0..py1) of surface `su` (in VRAM or the
 * GART aperture): pixel (x, y) is at base + r5xx_tile_x(x) + r5xx_tile_y(y)
 * - lo (modulo 2^32), or returns false. */
static bool fsurf_map(struct r5xx_rast *r, const struct r5xx_surf *su, int px1, int py0, int py1,
                      struct fsurf *f)
{
	if (px1 < 0 || py0 < 0 || py1 < py0 || !r5xx_tile_of(su, &f->t))
		return false;
	uint64_t lo, hi;
	r5xx_tile_bounds(&f->t, (uint32_t)px1, (uint32_t)py0, (uint32_t)py1, &lo, &hi);
	if (!r5xx_tile_range_ok(su->offset, lo, hi))
		return false;
	uint64_t off;
	struct sgpu_memspace *m = r5xx_mem_space(r->r3d->dev, su->offset + (uint32_t)lo, &off);
	f->base = m ? sgpu_memspace_ptr(m, off, hi - lo) : NULL;
	f->lo = (uint32_t)lo;
	f->size = hi - lo;
	uint32_t dx = r5xx_tile_x(&f->t, 1) - r5xx_tile_x(&f->t, 0),
	         dy = r5xx_tile_y(&f->t, 1) - r5xx_tile_y(&f->t, 0);
	f->d[0] = 0, f->d[1] = dx, f->d[2] = dy, f->d[3] = dx + dy;
	uint32_t span = f->t.kind == 2 ? 8u << f->t.mw_sh : f->t.kind == 1 ? 1u << f->t.mw_sh : 1;
	uint32_t ahead = (R5XX_FOPS_AHEAD + span - 1) / span * span;
	f->ahead = r5xx_tile_x(&f->t, ahead) - r5xx_tile_x(&f->t, 0);
	f->ahead_px = (int)ahead;
	f->line2 = !(f->t.kind && f->t.mh_sh);
	return f->base != NULL;
}

static bool fast_fops_setup(struct r5xx_rast *r, const struct cb_target tg[4], int px0, int px1,
                            int py0, int py1, struct fast_fops *fo)
{
	if (px0 < 0 || px1 < 0 || py0 < 0)
		return false;
	if ((R(r, FG_FOG_BLEND) & 1) || (R(r, RB3D_CCTL) >> 5 & 3))
		return false;
	/* alpha to mask (per-pixel dither of the coverage) and Z fast fill
	 * (blocks read ZB_DEPTHCLEARVALUE through ZMASK) stay on the reference */
	if ((R(r, FG_ALPHA_FUNC) >> 16 & 1) || (R(r, ZB_BW_CNTL_R) >> 2 & 1))
		return false;
	uint32_t cntl = R(r, ZB_CNTL);
	memset(fo, 0, sizeof(*fo));
	fo->py0 = py0, fo->py1 = py1, fo->px1 = px1;
	if (R(r, ZB_BW_CNTL_R) >> 5 & 1) {
		/* zb_cb_clear: ZB_DEPTHCLEARVALUE into the ZB's surface at every
		 * pixel that reaches the ZB, columns below the pitch; no test */
		fo->cbzb = true;
		fo->cbzb_x1 = -1;
		struct r5xx_surf zs;
		uint32_t ppx;
		if (zb_surf(r, &zs, &ppx)) {
			fo->cbzb_x1 = px1 < (int)ppx - 1 ? px1 : (int)ppx - 1;
			uint32_t v = R(r, ZB_DEPTHCLEARVALUE);
			fo->cbzb_bpp = (uint8_t)zs.bpp;
			for (unsigned i = 0; i < 4; i++)
				fo->cbzb_px[i] = (uint8_t)(v >> (8 * i));
			swap_px(fo->cbzb_px, zs.bpp, R(r, ZB_DEPTHPITCH) >> 19 & 3);
			if (fo->cbzb_x1 >= 0 && !fsurf_map(r, &zs, fo->cbzb_x1, py0, py1, &fo->zs))
				return false;
		}
	} else {
		if (cntl & 1) /* stencil */
			return false;
		fo->zt = cntl >> 1 & 1, fo->zw = cntl >> 2 & 1;
	}
	if (fo->zt) {
		/* DEPTHFORMAT 0 (16-bit) or 2 (24/8); 1, 13E3, logs on the
		 * reference; no DEPTHENDIAN swap */
		struct r5xx_surf zs;
		uint32_t ppx, zf = R(r, ZB_FORMAT) & 15;
		if ((zf != 0 && zf != 2) || !zb_surf(r, &zs, &ppx) ||
		    (R(r, ZB_DEPTHPITCH) >> 19 & 3) || !fsurf_map(r, &zs, px1, py0, py1, &fo->zs))
			return false;
		fo->z16 = zf == 0;
		fo->zfunc = R(r, ZB_ZSTENCILCNTL) & 7;
		fo->ztab = (unsigned)cmp_fn(fo->zfunc, 0, 1) |
		           (unsigned)cmp_fn(fo->zfunc, 1, 1) << 1 |
		           (unsigned)cmp_fn(fo->zfunc, 2, 1) << 2;
	}
	fo->af = R(r, FG_ALPHA_FUNC) >> 11 & 1;
	fo->bc = R(r, RB3D_BLENDCNTL);
	fo->ac = fo->bc >> 1 & 1 ? R(r, RB3D_ABLENDCNTL) : fo->bc;
	fo->std_blend = blend_word_std(fo->bc) && blend_word_std(fo->ac);
	fo->zscale = RF(r, SU_DEPTH_SCALE), fo->zoffs = RF(r, SU_DEPTH_OFFSET);
	for (unsigned t = 0; t < 4; t++) {
		const struct cb_target *g = &tg[t];
		if (!g->on)
			continue;
		/* C4_8 into ARGB8888: the US's 8 bits are the field's */
		if ((g->of & 31) != 0 || (g->of >> 16 & 15) /* OUT_SIGN: snorm lanes */ ||
		    (g->pitch >> 21 & 15) != 6 || g->endian || (g->rop >> 2 & 1))
			return false;
		fo->t[t].on = true;
		fo->tmask |= 1u << t;
		fo->t[t].blending = g->blending;
		for (unsigned k = 0; k < 4; k++) {
			unsigned sel = g->of >> (8 + 2 * k) & 3;
			fo->t[t].sel[k] = (uint8_t)(sel == 0 ? 3 : sel - 1);
		}
		fo->t[t].cm = (uint8_t)(g->cm & 15);
		if (!fsurf_map(r, &g->surf, px1, py0, py1, &fo->t[t].s))
			return false;
	}
	fo->un8 = r->un8;
	if (!fo->af && !fo->cbzb && fo->tmask && !(fo->tmask & (fo->tmask - 1))) {
		unsigned t = (unsigned)__builtin_ctz(fo->tmask);
		const struct fsurf *ts = &fo->t[t].s;
		uintptr_t t0 = (uintptr_t)ts->base, t1 = t0 + ts->size;
		uintptr_t z0 = (uintptr_t)fo->zs.base, z1 = z0 + fo->zs.size;
		fo->t4 = t;
		const uint8_t *sel = fo->t[t].sel;
		fo->t4swap = sel[0] == 2 && sel[2] == 0;
		fo->quad4 = (sel[0] == 0 || fo->t4swap) && sel[1] == 1 &&
		            (sel[2] == 2 || fo->t4swap) && sel[3] == 3 &&
		            (!fo->t[t].blending || fo->std_blend) &&
		            (!fo->zt || t1 <= z0 || z1 <= t0);
	}
	return true;
}

/* A quad row's part of each surface's offsets (r5xx_tile_y less the
 * mapping's lo; the row below is d[2] further, as every micro tile holds
 * whole quads and a 32-byte line steps one line down at an even y), and
 * which of its two pixel rows lie in the mapped rows (for the prefetch) */
struct fops_row {
	uint32_t z, t[4];
	bool in0, in1;
};

static void fast_fops_row(const struct fast_fops *fo, int qy, struct fops_row *rw)
{
	if (fo->zt || fo->cbzb)
		rw->z = r5xx_tile_y(&fo->zs.t, (uint32_t)qy) - fo->zs.lo;
	for (unsigned m = fo->tmask, t; m; m &= m - 1)
		t = (unsigned)__builtin_ctz(m),
		rw->t[t] = r5xx_tile_y(&fo->t[t].s.t, (uint32_t)qy) - fo->t[t].s.lo;
	rw->in0 = qy >= fo->py0 && qy <= fo->py1;
	rw->in1 = qy + 1 >= fo->py0 && qy + 1 <= fo->py1;
}

/* to_un8 of four lanes (clamp01_nb's max then min: MAXPS and MINPS, NaN
 * and -0 giving +0; each lane's double product, sum and truncation), the
 * bytes in lane order; and depth_fixed of two (the same max and min
 * against 0 and 2^24 - 1 leave what depth_fixed returns for those, and
 * z + 0.5 truncated for the rest) */
#ifdef __SSE2__
static inline uint32_t un8x4(v4f v)
{
	__m128 c = _mm_min_ps(_mm_max_ps((__m128)v, _mm_setzero_ps()), _mm_set1_ps(1.0f));
	__m128d k = _mm_set1_pd(255.0), h = _mm_set1_pd(0.5);
	__m128i a = _mm_cvttpd_epi32(_mm_add_pd(_mm_mul_pd(_mm_cvtps_pd(c), k), h));
	__m128i b =
	        _mm_cvttpd_epi32(_mm_add_pd(_mm_mul_pd(_mm_cvtps_pd(_mm_movehl_ps(c, c)), k), h));
	__m128i w = _mm_packs_epi32(_mm_unpacklo_epi64(a, b), _mm_setzero_si128());
	return (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(w, w));
}

static inline void depth_fixed2(v2d z, uint32_t o[2])
{
	__m128d c = _mm_min_pd(_mm_max_pd((__m128d)z, _mm_setzero_pd()), _mm_set1_pd(16777215.0));
	__m128i i = _mm_cvttpd_epi32(_mm_add_pd(c, _mm_set1_pd(0.5)));
	o[0] = (uint32_t)_mm_cvtsi128_si32(i);
	o[1] = (uint32_t)_mm_cvtsi128_si32(_mm_srli_si128(i, 4));
}
#else
/* clamp01 without branches: max then min, each the SSE instruction's
 * semantics (NaN and -0 give +0 as in clamp01) */
static inline float clamp01_nb(float v)
{
	v = v > 0 ? v : 0;
	return v < 1 ? v : 1;
}

/* to_unorm(v, 8): the value is in [0.5, 255.5], where the int
 * conversion truncates as the uint64 one does */
static inline uint32_t to_un8(float v)
{
	return (uint32_t)(int32_t)((double)clamp01_nb(v) * 255.0 + 0.5);
}

static inline uint32_t un8x4(v4f v)
{
	return to_un8(v[0]) | to_un8(v[1]) << 8 | to_un8(v[2]) << 16 | to_un8(v[3]) << 24;
}

static inline void depth_fixed2(v2d z, uint32_t o[2])
{
	o[0] = depth_fixed(z[0]), o[1] = depth_fixed(z[1]);
}
#endif

/* clamp01_nb of four lanes */
static inline v4f clamp01_4(v4f v)
{
#ifdef __SSE2__
	return (v4f)_mm_min_ps(_mm_max_ps((__m128)v, _mm_setzero_ps()), _mm_set1_ps(1.0f));
#else
	for (unsigned k = 0; k < 4; k++)
		v[k] = clamp01_nb(v[k]);
	return v;
#endif
}

/* blend_regs(bc, ac, s, d, c, true) when both words are ADD of SRC_ALPHA
 * and ONE_MINUS_SRC_ALPHA: factor's values, combine's sum and clamp and
 * the unorm clamp, in their float operations, four lanes */
static inline v4f blend_std(v4f s, v4f d)
{
	float sa = s[3], isa = 1 - s[3];
	return clamp01_4(clamp01_4(s * sa + d * isa));
}

/* One pixel's RGBA8 colour v (byte k channel k) to d: GL's usual blend
 * with the target's bytes first where blending, then the channels of the
 * write mask cm */
static inline void px_store(uint8_t *d, uint32_t v, unsigned cm, bool blending, const float *un8)
{
	if (blending) {
		v4f sv = {un8[v & 255], un8[v >> 8 & 255], un8[v >> 16 & 255], un8[v >> 24]},
		    dd = {un8[d[0]], un8[d[1]], un8[d[2]], un8[d[3]]};
		v = un8x4(blend_std(sv, dd));
	}
	if (cm == 15) {
		uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16),
		                (uint8_t)(v >> 24)};
		memcpy(d, b, 4);
	} else {
		for (unsigned k = 0; k < 4; k++)
			if (cm >> k & 1)
				d[k] = (uint8_t)(v >> (8 * k));
	}
}

/* fragment_ops for one quad under fast_fops_setup's conditions (and no
 * shader depth): the quad at (q->x, q->y), both even and >= 0 (the walk's
 * quads are: fast_fops_setup wants px0 >= 0), its zplane values z[h]
 * (pixels 2h, 2h + 1) and its row's offsets rw. Pixels go in the
 * reference's order, each through Z and then its targets; the values
 * (depth_fixed, to_un8, the blend) are computed four lanes at a time. */
static void fast_fops_quad(struct r5xx_rast *r, const struct scan *s, const struct r5xx_quad *q,
                           const v2d z[2], const struct fops_row *rw, const struct cb_target tg[4],
                           const struct fast_fops *fo)
{
	/* What the pixels use, in locals: a store through a byte pointer
	 * could alias any object whose address is known, so what sits in
	 * *fo or *r would be loaded again after every store */
	uint32_t qx = (uint32_t)q->x;
	unsigned tm = fo->tmask & q->out_written; /* the targets on and written */
	uint8_t *zb = fo->zs.base, *tb[4];
	uint32_t zd[4], td[4][4];
	bool pf = rw->in0 | rw->in1;
	if (fo->zt || fo->cbzb) {
		uint32_t o = r5xx_tile_x(&fo->zs.t, qx) + rw->z;
		for (unsigned p = 0; p < 4; p++)
			zd[p] = o + fo->zs.d[p];
		/* the lines R5XX_FOPS_AHEAD pixels on, inside the box
		 * fast_fops_setup mapped: between two quads' memory accesses
		 * lies their shading, more than the out-of-order window
		 * reaches */
		if (pf && q->x + fo->zs.ahead_px <= (fo->zt ? fo->px1 : fo->cbzb_x1)) {
			if (rw->in0)
				__builtin_prefetch(zb + (uint32_t)(o + fo->zs.ahead), 1);
			if (rw->in1 && (fo->zs.line2 || !rw->in0))
				__builtin_prefetch(zb + (uint32_t)(o + fo->zs.ahead + fo->zs.d[2]),
				                   1);
		}
	}
	for (unsigned m = tm; m; m &= m - 1) {
		unsigned t = (unsigned)__builtin_ctz(m);
		const struct fsurf *fs = &fo->t[t].s;
		uint32_t o = r5xx_tile_x(&fs->t, qx) + rw->t[t];
		tb[t] = fs->base;
		for (unsigned p = 0; p < 4; p++)
			td[t][p] = o + fs->d[p];
		if (pf && q->x + fs->ahead_px <= fo->px1) {
			if (rw->in0)
				__builtin_prefetch(fs->base + (uint32_t)(o + fs->ahead), 1);
			if (rw->in1 && (fs->line2 || !rw->in0))
				__builtin_prefetch(fs->base + (uint32_t)(o + fs->ahead + fs->d[2]),
				                   1);
		}
	}
	uint32_t z24[4] = {0, 0, 0, 0};
	if (fo->zt) {
		/* the reference's z24 = zq * SU_DEPTH_SCALE + SU_DEPTH_OFFSET +
		 * polygon offset, in that order */
		double zo = s->zoff;
		for (unsigned h = 0; h < 2; h++)
			depth_fixed2(z[h] * fo->zscale + fo->zoffs + zo, &z24[2 * h]);
	}
	bool zt = fo->zt, zw = fo->zw, z16 = fo->z16, cbzb = fo->cbzb, af = fo->af;
	unsigned ztab = fo->ztab, cbzb_bpp = fo->cbzb_bpp;
	int cbzb_x1 = fo->cbzb_x1;
	uint8_t cbzb_px[4];
	memcpy(cbzb_px, fo->cbzb_px, sizeof(cbzb_px));
	uint32_t zpass = 0, written = 0;
	unsigned todo = q->cover & ~q->kill & 15;
	for (unsigned p = 0; p < 4; p++) {
		if (!(todo >> p & 1))
			continue;
		if (af && (q->out_written & 1) && !alpha_test(r, q->out[0][p][3]))
			continue;
		if (cbzb) {
			if (q->x + (int)(p & 1) <= cbzb_x1)
				memcpy(zb + zd[p], cbzb_px, cbzb_bpp);
		} else if (zt) {
			/* zb_pixel without stencil: a 16-bit buffer compares the
			 * top 16 of the 24 bits; 24/8 keeps its stencil byte.
			 * ztab is cmp_fn's truth table over (less, equal, greater) */
			uint8_t *zp = zb + zd[p];
			uint32_t zin = z24[p], zbuf, word = 0;
			if (z16) {
				zbuf = zp[0] | zp[1] << 8, zin >>= 8;
			} else {
				word = zp[0] | zp[1] << 8 | (uint32_t)zp[2] << 16 |
				       (uint32_t)zp[3] << 24;
				zbuf = word >> 8;
			}
			if (!(ztab >> ((zin > zbuf) * 2 + (zin == zbuf)) & 1))
				continue;
			zpass++;
			if (zw && zin != zbuf) {
				if (z16) {
					zp[0] = (uint8_t)zin, zp[1] = (uint8_t)(zin >> 8);
				} else {
					word = zin << 8 | (word & 255);
					zp[0] = (uint8_t)word, zp[1] = (uint8_t)(word >> 8),
					zp[2] = (uint8_t)(word >> 16),
					zp[3] = (uint8_t)(word >> 24);
				}
			}
		}
		for (unsigned m = tm; m; m &= m - 1) {
			unsigned t = (unsigned)__builtin_ctz(m);
			uint8_t *d = tb[t] + td[t][p];
			const float *in = q->out[t][p];
			const uint8_t *sel = fo->t[t].sel;
			uint32_t qv = un8x4((v4f){in[sel[0]], in[sel[1]], in[sel[2]], in[sel[3]]});
			if (fo->t[t].blending) {
				float src[4], dv[4];
				for (unsigned k = 0; k < 4; k++) {
					src[k] = fo->un8[qv >> (8 * k) & 255];
					dv[k] = fo->un8[d[k]];
				}
				if (fo->std_blend) {
					v4f sv, dd;
					memcpy(&sv, src, sizeof(sv));
					memcpy(&dd, dv, sizeof(dd));
					qv = un8x4(blend_std(sv, dd));
				} else {
					blend_regs(fo->bc, fo->ac, src, dv, tg[t].cu, true);
					qv = un8x4((v4f){src[0], src[1], src[2], src[3]});
				}
			}
			unsigned cm = fo->t[t].cm;
			if (cm == 15) {
				uint8_t b[4] = {(uint8_t)qv, (uint8_t)(qv >> 8),
				                (uint8_t)(qv >> 16), (uint8_t)(qv >> 24)};
				memcpy(d, b, 4);
			} else {
				for (unsigned k = 0; k < 4; k++)
					if (cm >> k & 1)
						d[k] = (uint8_t)(qv >> (8 * k));
			}
			written++;
		}
	}
	r->zpass += zpass;
	r->stats.pixels_written += written;
}

#ifdef __SSE2__
/* bits set in m < 16 (baseline x86-64 has no POPCNT) */
static inline unsigned pop4(unsigned m)
{
	return (unsigned)(0x4332322132212110ull >> (4 * m) & 15);
}

/* un8x4 of the four pixels' R, G, B, A at once: pixel p's bytes are
 * dword p */
static inline __m128i un8x16(const float v[4][4])
{
	__m128 z = _mm_setzero_ps(), one = _mm_set1_ps(1.0f);
	__m128d k = _mm_set1_pd(255.0), h = _mm_set1_pd(0.5);
	__m128i px[4];
	for (unsigned p = 0; p < 4; p++) {
		__m128 c = _mm_min_ps(_mm_max_ps(_mm_loadu_ps(v[p]), z), one);
		__m128i a = _mm_cvttpd_epi32(_mm_add_pd(_mm_mul_pd(_mm_cvtps_pd(c), k), h));
		__m128i b = _mm_cvttpd_epi32(
		        _mm_add_pd(_mm_mul_pd(_mm_cvtps_pd(_mm_movehl_ps(c, c)), k), h));
		px[p] = _mm_unpacklo_epi64(a, b);
	}
	return _mm_packus_epi16(_mm_packs_epi32(px[0], px[1]), _mm_packs_epi32(px[2], px[3]));
}

/* fast_fops_quad where fo->quad4 holds: the four pixels' Z test and
 * colour conversion as vectors (the pixels' accesses touch four distinct
 * Z and four distinct colour locations apart from each other, so their
 * order changes nothing), then each passing pixel's stores */
static void fast_fops_quad4(struct r5xx_rast *r, const struct scan *s, const struct r5xx_quad *q,
                            const v2d z[2], const struct fops_row *rw, const struct fast_fops *fo)
{
	uint32_t qx = (uint32_t)q->x;
	unsigned t = fo->t4, todo = q->cover & ~q->kill & 15;
	bool pf = rw->in0 | rw->in1;
	if (fo->zt) {
		uint32_t o = r5xx_tile_x(&fo->zs.t, qx) + rw->z;
		uint8_t *zp[4];
		for (unsigned p = 0; p < 4; p++)
			zp[p] = fo->zs.base + (uint32_t)(o + fo->zs.d[p]);
		if (pf && q->x + fo->zs.ahead_px <= fo->px1) {
			if (rw->in0)
				__builtin_prefetch(fo->zs.base + (uint32_t)(o + fo->zs.ahead), 1);
			if (rw->in1 && (fo->zs.line2 || !rw->in0))
				__builtin_prefetch(
				        fo->zs.base + (uint32_t)(o + fo->zs.ahead + fo->zs.d[2]),
				        1);
		}
		/* z24 as fast_fops_quad computes it, four lanes */
		double zo = s->zoff;
		__m128d zmax = _mm_set1_pd(16777215.0), half = _mm_set1_pd(0.5);
		__m128i zl[2];
		for (unsigned h = 0; h < 2; h++) {
			__m128d c = (__m128d)(z[h] * fo->zscale + fo->zoffs + zo);
			c = _mm_min_pd(_mm_max_pd(c, _mm_setzero_pd()), zmax);
			zl[h] = _mm_cvttpd_epi32(_mm_add_pd(c, half));
		}
		__m128i zin = _mm_unpacklo_epi64(zl[0], zl[1]), zbuf;
		/* only the pixels to do are read: the others may lie outside
		 * the mapped box */
		uint32_t word[4] = {0, 0, 0, 0};
		/* a whole quad of 16-bit Z with pixels 0, 1 (and 2, 3) side by
		 * side: two 32-bit loads, each two lanes */
		bool pairs = todo == 15 && fo->zs.d[1] == 2;
		if (fo->z16 && pairs) {
			zin = _mm_srli_epi32(zin, 8);
			uint32_t w01, w23;
			memcpy(&w01, zp[0], 4);
			memcpy(&w23, zp[2], 4);
			zbuf = _mm_unpacklo_epi16(_mm_set_epi32(0, 0, (int)w23, (int)w01),
			                          _mm_setzero_si128());
		} else if (fo->z16) {
			zin = _mm_srli_epi32(zin, 8);
			for (unsigned m = todo, p; m; m &= m - 1)
				p = (unsigned)__builtin_ctz(m), word[p] = zp[p][0] | zp[p][1] << 8;
			zbuf = _mm_loadu_si128((const __m128i *)word);
		} else {
			for (unsigned m = todo, p; m; m &= m - 1)
				p = (unsigned)__builtin_ctz(m), word[p] = zp[p][0] | zp[p][1] << 8 |
				                                          (uint32_t)zp[p][2] << 16 |
				                                          (uint32_t)zp[p][3] << 24;
			zbuf = _mm_srli_epi32(_mm_loadu_si128((const __m128i *)word), 8);
		}
		/* both below 2^24: the signed compares are the unsigned ones;
		 * cmp_fn through its truth table ztab over (less, equal,
		 * greater) */
		__m128i lt = _mm_cmplt_epi32(zin, zbuf), eq = _mm_cmpeq_epi32(zin, zbuf),
		        gt = _mm_cmpgt_epi32(zin, zbuf);
		__m128i pass = _mm_or_si128(
		        _mm_or_si128(_mm_and_si128(lt, _mm_set1_epi32(-(int)(fo->ztab & 1))),
		                     _mm_and_si128(eq, _mm_set1_epi32(-(int)(fo->ztab >> 1 & 1)))),
		        _mm_and_si128(gt, _mm_set1_epi32(-(int)(fo->ztab >> 2 & 1))));
		todo &= (unsigned)_mm_movemask_ps(_mm_castsi128_ps(pass));
		r->zpass += pop4(todo);
		unsigned wr = fo->zw ? todo & ~(unsigned)_mm_movemask_ps(_mm_castsi128_ps(eq)) : 0;
		uint32_t zi[4];
		_mm_storeu_si128((__m128i *)zi, zin);
		if (fo->z16 && pairs && wr == 15) {
			uint32_t w01 = zi[0] | zi[1] << 16, w23 = zi[2] | zi[3] << 16;
			memcpy(zp[0], &w01, 4);
			memcpy(zp[2], &w23, 4);
			wr = 0;
		}
		for (; wr; wr &= wr - 1) {
			unsigned p = (unsigned)__builtin_ctz(wr);
			if (fo->z16) {
				zp[p][0] = (uint8_t)zi[p], zp[p][1] = (uint8_t)(zi[p] >> 8);
			} else {
				uint32_t w = zi[p] << 8 | (word[p] & 255);
				zp[p][0] = (uint8_t)w, zp[p][1] = (uint8_t)(w >> 8),
				zp[p][2] = (uint8_t)(w >> 16), zp[p][3] = (uint8_t)(w >> 24);
			}
		}
	}
	if (!(q->out_written >> t & 1))
		return;
	const struct fsurf *fs = &fo->t[t].s;
	uint32_t o = r5xx_tile_x(&fs->t, qx) + rw->t[t];
	if (pf && q->x + fs->ahead_px <= fo->px1) {
		if (rw->in0)
			__builtin_prefetch(fs->base + (uint32_t)(o + fs->ahead), 1);
		if (rw->in1 && (fs->line2 || !rw->in0))
			__builtin_prefetch(fs->base + (uint32_t)(o + fs->ahead + fs->d[2]), 1);
	}
	if (!todo)
		return;
	uint32_t qv[4];
	__m128i v4 = un8x16(q->out[t]);
	if (fo->t4swap) { /* C0 from B, C2 from R: bytes 0 and 2 of each pixel swap */
		__m128i lo = _mm_set1_epi32(0xff);
		v4 = _mm_or_si128(_mm_and_si128(v4, _mm_set1_epi32((int)0xff00ff00u)),
		                  _mm_or_si128(_mm_and_si128(_mm_srli_epi32(v4, 16), lo),
		                               _mm_slli_epi32(_mm_and_si128(v4, lo), 16)));
	}
	_mm_storeu_si128((__m128i *)qv, v4);
	unsigned cm = fo->t[t].cm;
	bool blending = fo->t[t].blending;
	r->stats.pixels_written += pop4(todo);
	if (todo == 15 && cm == 15 && !blending && fs->d[1] == 4) {
		/* pixels 0, 1 (and 2, 3) side by side: two 8-byte stores */
		_mm_storel_epi64((__m128i *)(fs->base + o), v4);
		_mm_storel_epi64((__m128i *)(fs->base + (uint32_t)(o + fs->d[2])),
		                 _mm_srli_si128(v4, 8));
		return;
	}
	for (; todo; todo &= todo - 1) {
		unsigned p = (unsigned)__builtin_ctz(todo);
		px_store(fs->base + (uint32_t)(o + fs->d[p]), qv[p], cm, blending, fo->un8);
	}
}
#endif

/* scan_tri's walk for point-sampled primitives on the fast path: the RS
 * resolved once (rs_plan_build, rs_fast_build); per quad row the edge
 * functions at its first quad (then stepped, rs_fast_step), its pixels'
 * row and door bits and the fragment operations' row offsets; per quad
 * the coverage first (a quad nothing covers costs no division), then
 * the RS (rs_fast_quad), the shader and the fragment operations
 * (fast_fops_quad where fo is given and the shader wrote no depth it
 * uses, fragment_ops with the reference's attributes otherwise). The
 * quads, their order, their budget charge and everything they hand on
 * are the reference walk's. */
/* A quad of scan_tri_fast's batch: shaded with the others, then its
 * fragment operations in the walk's order */
struct fast_pend {
	struct r5xx_quad q;
	v2d z[2];
	unsigned in;
};

/* Shades the batch's n quads (together where r->shade_n takes them) and
 * runs their fragment operations in order. */
/* A quad of the batch through fragment_ops with the reference's
 * attributes (the shader wrote a depth it uses, or no fast fragment ops) */
static void fast_pend_ref(struct r5xx_rast *r, const struct scan *s, struct fast_pend *e,
                          const struct cb_target tg[4])
{
	struct r5xx_quad *q = &e->q;
	double pw[4][3], zq[4][6];
	float fogq[4];
	unsigned smask[4];
	rs_ref_attrs(s, q->x, q->y, pw, zq);
	for (unsigned p = 0; p < 4; p++) {
		smask[p] = e->in >> p & 1;
		fogq[p] = lerp3(pw[p], s->fog[0], s->fog[1], s->fog[2]);
	}
	fragment_ops(r, s, q, zq, smask, 0, fogq, tg);
}

#if RS_AVX2
/* r5xx_tile_x without its branches on the kind: (x >> hi) * mul +
 * ((x >> mw) & mid) * 32 + ((x & lo) << bpp), mul and mid zero where the
 * layout has no such part */
struct tcol {
	uint32_t hi, mul, mw, mid, lo, bpp;
};

static inline void tcol_of(const struct r5xx_tile *t, struct tcol *c)
{
	c->bpp = t->bpp_sh, c->mw = t->mw_sh, c->lo = (1u << t->mw_sh) - 1;
	c->hi = 0, c->mul = 0, c->mid = 0;
	if (!t->kind)
		c->mw = 0, c->lo = ~0u;
	else if (t->kind == 1)
		c->mid = ~0u;
	else
		c->hi = t->mw_sh + 3u, c->mul = 2048, c->mid = 7;
}

static inline uint32_t tcol_x(const struct tcol *c, uint32_t x)
{
	return (x >> c->hi) * c->mul + ((x >> c->mw) & c->mid) * 32 + ((x & c->lo) << c->bpp);
}

/* fast_fops_quad4 for the batch's quads (in order), built for AVX2 (no
 * FMA: the same IEEE operations): the state in locals once a batch, the
 * column parts without branches, the four depths one vector, the colour
 * conversion two 8-lane clamps and four 4-lane products; every value,
 * access and count as fast_fops_quad4's. A quad whose shader wrote a
 * depth it uses takes fragment_ops, in its turn. */
__attribute__((target("avx2"))) static void
fops4_batch_avx2(struct r5xx_rast *r, const struct scan *s, struct fast_pend *b, unsigned n,
                 const bool *ok, const struct cb_target tg[4], const struct fops_row *rw,
                 const struct fast_fops *fo, bool depth_src)
{
	const unsigned t = fo->t4;
	const struct fsurf *zs = &fo->zs, *fs = &fo->t[t].s;
	struct tcol zc, tc;
	tcol_of(&zs->t, &zc);
	tcol_of(&fs->t, &tc);
	const bool zt = fo->zt, zw = fo->zw, z16 = fo->z16, zpair = zs->d[1] == 2;
	const bool pf = rw->in0 | rw->in1, pfz1 = rw->in1 && (zs->line2 || !rw->in0),
	           pft1 = rw->in1 && (fs->line2 || !rw->in0);
	const int px1 = fo->px1;
	uint8_t *const zbase = zs->base, *const tbase = fs->base;
	const uint32_t zrow = rw->z, trow = rw->t[t];
	const uint32_t zd[4] = {zs->d[0], zs->d[1], zs->d[2], zs->d[3]}, zd2 = zd[2];
	const uint32_t td[4] = {fs->d[0], fs->d[1], fs->d[2], fs->d[3]};
	const __m256d zscale = _mm256_set1_pd(fo->zscale), zoffs = _mm256_set1_pd(fo->zoffs),
	              zo = _mm256_set1_pd((double)s->zoff), zmax = _mm256_set1_pd(16777215.0),
	              half = _mm256_set1_pd(0.5), k255 = _mm256_set1_pd(255.0);
	const __m128i mlt = _mm_set1_epi32(-(int)(fo->ztab & 1)),
	              meq = _mm_set1_epi32(-(int)(fo->ztab >> 1 & 1)),
	              mgt = _mm_set1_epi32(-(int)(fo->ztab >> 2 & 1));
	const unsigned cm = fo->t[t].cm;
	const bool blending = fo->t[t].blending, swap = fo->t4swap,
	           whole = cm == 15 && !blending && td[1] == 4;
	const float *un8 = fo->un8;
	unsigned zpass = 0, written = 0;
	for (unsigned i = 0; i < n; i++) {
		if (!ok[i])
			continue;
		struct r5xx_quad *q = &b[i].q;
		if (depth_src && q->depth_written) {
			r->zpass += zpass, r->stats.pixels_written += written;
			zpass = written = 0;
			fast_pend_ref(r, s, &b[i], tg);
			continue;
		}
		uint32_t qx = (uint32_t)q->x;
		unsigned todo = q->cover & ~q->kill & 15;
		bool ahead = pf && q->x + zs->ahead_px <= px1;
		if (zt) {
			uint32_t o = tcol_x(&zc, qx) + zrow;
			/* pixel p's Z: ZP(p) (formed where used: the whole quad's
			 * pairs need only pixels 0 and 2) */
#define ZP(p) (zbase + (uint32_t)(o + zd[p]))
			if (ahead) {
				if (rw->in0)
					__builtin_prefetch(zbase + (uint32_t)(o + zs->ahead), 1);
				if (pfz1)
					__builtin_prefetch(zbase + (uint32_t)(o + zs->ahead + zd2),
					                   1);
			}
			__m256d c = _mm256_loadu_pd((const double *)b[i].z);
			c = _mm256_add_pd(_mm256_add_pd(_mm256_mul_pd(c, zscale), zoffs), zo);
			c = _mm256_min_pd(_mm256_max_pd(c, _mm256_setzero_pd()), zmax);
			__m128i zin = _mm256_cvttpd_epi32(_mm256_add_pd(c, half)), zbuf;
			uint32_t word[4] = {0, 0, 0, 0};
			bool pairs = todo == 15 && zpair;
			if (z16 && pairs) {
				zin = _mm_srli_epi32(zin, 8);
				uint32_t w01, w23;
				memcpy(&w01, ZP(0), 4);
				memcpy(&w23, ZP(2), 4);
				zbuf = _mm_cvtepu16_epi32(_mm_set_epi32(0, 0, (int)w23, (int)w01));
			} else if (z16) {
				zin = _mm_srli_epi32(zin, 8);
				for (unsigned m = todo, p; m; m &= m - 1)
					p = (unsigned)__builtin_ctz(m),
					word[p] = ZP(p)[0] | ZP(p)[1] << 8;
				zbuf = _mm_loadu_si128((const __m128i *)word);
			} else {
				for (unsigned m = todo, p; m; m &= m - 1)
					p = (unsigned)__builtin_ctz(m),
					word[p] = ZP(p)[0] | ZP(p)[1] << 8 |
					          (uint32_t)ZP(p)[2] << 16 |
					          (uint32_t)ZP(p)[3] << 24;
				zbuf = _mm_srli_epi32(_mm_loadu_si128((const __m128i *)word), 8);
			}
			__m128i lt = _mm_cmplt_epi32(zin, zbuf), eq = _mm_cmpeq_epi32(zin, zbuf),
			        gt = _mm_cmpgt_epi32(zin, zbuf);
			__m128i pass = _mm_or_si128(
			        _mm_or_si128(_mm_and_si128(lt, mlt), _mm_and_si128(eq, meq)),
			        _mm_and_si128(gt, mgt));
			todo &= (unsigned)_mm_movemask_ps(_mm_castsi128_ps(pass));
			zpass += pop4(todo);
			unsigned wr =
			        zw ? todo & ~(unsigned)_mm_movemask_ps(_mm_castsi128_ps(eq)) : 0;
			uint32_t zi[4];
			_mm_storeu_si128((__m128i *)zi, zin);
			if (z16 && pairs && wr == 15) {
				uint32_t w01 = zi[0] | zi[1] << 16, w23 = zi[2] | zi[3] << 16;
				memcpy(ZP(0), &w01, 4);
				memcpy(ZP(2), &w23, 4);
				wr = 0;
			}
			for (; wr; wr &= wr - 1) {
				unsigned p = (unsigned)__builtin_ctz(wr);
				uint8_t *zq = ZP(p);
				if (z16) {
					zq[0] = (uint8_t)zi[p], zq[1] = (uint8_t)(zi[p] >> 8);
				} else {
					uint32_t w = zi[p] << 8 | (word[p] & 255);
					zq[0] = (uint8_t)w, zq[1] = (uint8_t)(w >> 8),
					zq[2] = (uint8_t)(w >> 16), zq[3] = (uint8_t)(w >> 24);
				}
			}
		}
		if (!(q->out_written >> t & 1))
			continue;
		uint32_t o = tcol_x(&tc, qx) + trow;
		if (pf && q->x + fs->ahead_px <= px1) {
			if (rw->in0)
				__builtin_prefetch(tbase + (uint32_t)(o + fs->ahead), 1);
			if (pft1)
				__builtin_prefetch(tbase + (uint32_t)(o + fs->ahead + td[2]), 1);
		}
		if (!todo)
			continue;
		/* un8x16: clamp (MAXPS, MINPS: NaN and -0 give +0), then each
		 * lane's double product, sum and truncation */
		const float(*v)[4] = (const float(*)[4])q->out[t];
		__m256 lo = _mm256_min_ps(_mm256_max_ps(_mm256_loadu_ps(v[0]), _mm256_setzero_ps()),
		                          _mm256_set1_ps(1.0f)),
		       hi = _mm256_min_ps(_mm256_max_ps(_mm256_loadu_ps(v[2]), _mm256_setzero_ps()),
		                          _mm256_set1_ps(1.0f));
		__m128i p0 = _mm256_cvttpd_epi32(_mm256_add_pd(
		                _mm256_mul_pd(_mm256_cvtps_pd(_mm256_castps256_ps128(lo)), k255),
		                half)),
		        p1 = _mm256_cvttpd_epi32(_mm256_add_pd(
		                _mm256_mul_pd(_mm256_cvtps_pd(_mm256_extractf128_ps(lo, 1)), k255),
		                half)),
		        p2 = _mm256_cvttpd_epi32(_mm256_add_pd(
		                _mm256_mul_pd(_mm256_cvtps_pd(_mm256_castps256_ps128(hi)), k255),
		                half)),
		        p3 = _mm256_cvttpd_epi32(_mm256_add_pd(
		                _mm256_mul_pd(_mm256_cvtps_pd(_mm256_extractf128_ps(hi, 1)), k255),
		                half));
		__m128i v4 = _mm_packus_epi16(_mm_packs_epi32(p0, p1), _mm_packs_epi32(p2, p3));
		if (swap) /* C0 from B, C2 from R */
			v4 = _mm_shuffle_epi8(v4, _mm_setr_epi8(2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8,
			                                        11, 14, 13, 12, 15));
		written += pop4(todo);
		if (todo == 15 && whole) {
			/* pixels 0, 1 (and 2, 3) side by side: two 8-byte stores */
			_mm_storel_epi64((__m128i *)(tbase + o), v4);
			_mm_storel_epi64((__m128i *)(tbase + (uint32_t)(o + td[2])),
			                 _mm_srli_si128(v4, 8));
			continue;
		}
		uint32_t qv[4];
		_mm_storeu_si128((__m128i *)qv, v4);
		for (; todo; todo &= todo - 1) {
			unsigned p = (unsigned)__builtin_ctz(todo);
			px_store(tbase + (uint32_t)(o + td[p]), qv[p], cm, blending, un8);
		}
	}
	r->zpass += zpass, r->stats.pixels_written += written;
}
#undef ZP
#endif

static void fast_batch_flush(struct r5xx_rast *r, const struct scan *s, struct fast_pend *b,
                             unsigned n, r5xx_shade_fn shade, const struct cb_target tg[4],
                             const struct fast_fops *fo, const struct fops_row *rw, bool depth_src,
                             bool avx2)
{
	bool ok[R5XX_RAST_BATCH];
	if (n > 1 && r->shade_n) {
		struct r5xx_quad *qs[R5XX_RAST_BATCH];
		for (unsigned i = 0; i < n; i++)
			qs[i] = &b[i].q;
		r->shade_n(r->shade_user, qs, n, ok);
	} else {
		for (unsigned i = 0; i < n; i++)
			ok[i] = shade(r->shade_user, &b[i].q);
	}
#if RS_AVX2
	if (avx2 && fo && fo->quad4) {
		fops4_batch_avx2(r, s, b, n, ok, tg, rw, fo, depth_src);
		return;
	}
#else
	(void)avx2;
#endif
	for (unsigned i = 0; i < n; i++) {
		struct r5xx_quad *q = &b[i].q;
		if (!ok[i])
			continue;
		if (fo && !(depth_src && q->depth_written)) {
#ifdef __SSE2__
			if (fo->quad4) {
				fast_fops_quad4(r, s, q, b[i].z, rw, fo);
				continue;
			}
#endif
			fast_fops_quad(r, s, q, b[i].z, rw, tg, fo);
			continue;
		}
		fast_pend_ref(r, s, &b[i], tg);
	}
}

static void scan_tri_fast(struct r5xx_rast *r, const struct scan *s, const struct clipper *c,
                          int px0, int px1, int py0, int py1, uint32_t door, r5xx_shade_fn shade,
                          const struct cb_target tg[4], const struct fast_fops *fo, bool depth_src)
{
	struct rs_plan plan;
	rs_plan_build(r, s, &plan);
	struct rs_fast rf;
	rs_fast_build(s, &plan, &rf);
	/* the shader's quads, a batch of them (each walked quad is shaded
	 * with the batch, then its fragment operations run in the walk's
	 * order: the quads of one triangle never overlap, and nothing the
	 * shader reads changes with them); per quad only what changes from
	 * one to the next is written */
	struct fast_pend b[R5XX_RAST_BATCH];
	unsigned nb = 0, ninit = 0;
	bool avx2 = RS_AVX2 && !r->fast_no_avx2 && sgpu_cpu_avx2();
	for (int qy = py0 & ~1; qy <= py1; qy += 2) {
		int qlo, qhi;
		if (!quad_row_span(s, qy, px0, px1, py0, py1, 0, &qlo, &qhi))
			continue;
		v2d E[3][2];
		unsigned rowin = rs_fast_edges(s, qlo, qy, py0, py1, door, E);
		struct fops_row rw = {0};
		if (fo)
			fast_fops_row(fo, qy, &rw);
		for (int qx = qlo; qx <= qhi; qx += 2, rs_fast_step(&rf, E)) {
			if (!r->budget) {
				fast_batch_flush(r, s, b, nb, shade, tg, fo, &rw, depth_src, avx2);
				sgpu_log(r->r3d->dev, SGPU_LOG_WARN, r->r3d->log_cat,
				         "3D pixel budget spent: primitive cut short");
				return;
			}
			r->budget = r->budget > 4 ? r->budget - 4 : 0;
			/* pixels in the box's columns (only the row's ends can
			 * leave it), rows and screen door, inside the edges, then
			 * the clip rule */
			unsigned xin = (qx >= px0 && qx <= px1 ? 5u : 0u) |
			               (qx + 1 >= px0 && qx + 1 <= px1 ? 10u : 0u);
			unsigned in = rowin & xin;
			in = in ? in & rs_fast_inside(&rf, E) : 0;
			if (in && c->rule != 0xffff)
				for (unsigned p = 0; p < 4; p++)
					if (in >> p & 1 &&
					    !clip_ok(c, qx + (int)(p & 1), qy + (int)(p >> 1)))
						in &= ~(1u << p);
			if (!in)
				continue;
			struct fast_pend *e = &b[nb];
			struct r5xx_quad *q = &e->q;
			if (nb == ninit) {
				/* fast_fops_quad4 converts all four pixels' outputs
				 * (using only the covered ones): none is left undefined */
				q->back = s->back;
				rs_fast_quad_init(&rf, q);
				memset(q->out, 0, sizeof(q->out));
				ninit++;
			}
			q->x = qx, q->y = qy, q->cover = in;
			e->in = in;
#if RS_AVX2
			if (avx2)
				rs_fast_quad_avx2(&rf, s, q, E, e->z, qx, qy);
			else
#endif
				rs_fast_quad_body(&rf, s, q, E, e->z, qx, qy);
			q->kill = 0, q->out_written = 0, q->depth_written = false;
			r->stats.quads++;
			r->stats.pixels_shaded += 4;
			if (++nb == R5XX_RAST_BATCH) {
				fast_batch_flush(r, s, b, nb, shade, tg, fo, &rw, depth_src, avx2);
				nb = 0;
			}
		}
		/* the row's fragment-op state ends with the row */
		fast_batch_flush(r, s, b, nb, shade, tg, fo, &rw, depth_src, avx2);
		nb = 0;
	}
}

/* ------------------------------------------------------------------ the blit copy
 * A fast path for Mesa's blits (a texture upload through the 3D engine: a
 * quad of two triangles textured 1:1 from a staging texture): the
 * program is a point-sampled LD whose texel is render target 0's colour
 * (r5xx_rast.copy_src says so, having run it through the reference
 * executor on every texel value), the texture coordinates step one texel
 * per pixel across and down with every sample's coordinate at least 1/64
 * texel inside its texel, nothing after the shader reads the destination
 * or depends on the pixel (no Z, stencil, fog, alpha test, blending, ROP,
 * channel mask or LUT dither), so each covered pixel gets its texel
 * through the colour conversion the reference applies (cb_convert, as a
 * table per byte). Charged as the reference charges: 4 pixels of budget
 * per quad walked, the program's instructions per quad shaded
 * (docs/hw/r5xx-raster.md, "Fast paths"; test_r5xx_frag.c checks it). */

/* t = i + f with the fraction f at least 1/64 from a texel edge: *i */
static bool copy_texel_off(double t, int64_t *i)
{
	if (!(fabs(t) < 0x1p30))
		return false;
	double fl = floor(t), fr = t - fl;
	if (fr < 1.0 / 64 || fr > 1 - 1.0 / 64)
		return false;
	*i = (int64_t)fl;
	return true;
}

/* The texture coordinate a channel of the RS's last write to temporary
 * addr interpolates: its RS_IP pointer (< 62), or -1 */
static int copy_rs_ptr(const struct r5xx_rast *r, unsigned addr, unsigned chan)
{
	unsigned n = (R(r, RS_INST_COUNT) & 15) + 1;
	int ptr = -1;
	for (unsigned i = 0; i < n; i++) {
		uint32_t inst = R(r, RS_INST_0 + 4 * i);
		if (inst >> 4 & 1 && (inst >> 5 & 127) == addr)
			ptr = (int)(R(r, RS_IP_0 + 4 * (inst & 15)) >> (6 * chan) & 63);
		if ((inst >> 16 & 3) && (inst >> 18 & 127) == addr)
			ptr = -1; /* a colour, the position or the facing */
	}
	return ptr < 62 ? ptr : -1;
}

/* r5xx_tile_x, inlined in the copy's loop */
static inline __attribute__((always_inline)) uint32_t copy_col(const struct r5xx_tile *t,
                                                               uint32_t x)
{
	uint32_t in = (x & ((1u << t->mw_sh) - 1)) << t->bpp_sh;
	if (!t->kind)
		return x << t->bpp_sh;
	if (t->kind == 1)
		return (x >> t->mw_sh) * 32 + in;
	return (x >> (t->mw_sh + 3)) * 2048 + ((x >> t->mw_sh) & 7) * 32 + in;
}

static bool fast_copy(struct r5xx_rast *r, const struct scan *s, const struct clipper *c, int px0,
                      int px1, int py0, int py1, uint32_t door, const struct cb_target tg[4])
{
	int x0, x1, y0, y1;
	if (!span_box(s, c, px0, px1, py0, py1, door, &x0, &x1, &y0, &y1))
		return false;
	uint32_t bw = R(r, ZB_BW_CNTL_R), af = R(r, FG_ALPHA_FUNC);
	if ((R(r, ZB_CNTL) & 3) || (bw >> 5 & 1) || (bw & 0x1c) == 0x0c ||
	    (R(r, FG_FOG_BLEND) & 1) || (af >> 11 & 1) || (af >> 16 & 1) ||
	    (R(r, RB3D_CCTL) >> 5 & 3))
		return false;
	const struct cb_target *g = &tg[0];
	if (!g->on || tg[1].on || tg[2].on || tg[3].on || g->kind != OF_UNORM || g->cf.bpp != 4 ||
	    g->blending || (g->rop >> 2 & 1) || g->cm != 15 || (g->dither & 3) == 2 ||
	    (g->dither >> 2 & 3) == 2)
		return false;
	struct r5xx_copy_src cs;
	if (!r->copy_src(r->shade_user, &cs))
		return false;
	/* the coordinates: one plane per channel, in texels over pixels */
	int pu = copy_rs_ptr(r, cs.addr, cs.cu), pv = copy_rs_ptr(r, cs.addr, cs.cv);
	if (pu < 0 || pv < 0)
		return false;
	if (!s->flat_w)
		for (unsigned i = 1; i < 3; i++)
			if (s->v[i].v->rhw != s->v[0].v->rhw)
				return false;
	double X[3], Y[3], U[3], V[3];
	for (unsigned i = 0; i < 3; i++) {
		X[i] = (double)s->v[i].x / s->sub, Y[i] = (double)s->v[i].y / s->sub;
		U[i] = (double)s->v[i].v->tex[pu] * cs.su,
		V[i] = (double)s->v[i].v->tex[pv] * cs.sv;
		if (!isfinite(U[i]) || !isfinite(V[i]))
			return false;
	}
	double ax = X[1] - X[0], ay = Y[1] - Y[0], bx = X[2] - X[0], by = Y[2] - Y[0];
	double det = ax * by - bx * ay;
	if (!(fabs(det) > 0))
		return false;
	double du1 = U[1] - U[0], du2 = U[2] - U[0], dv1 = V[1] - V[0], dv2 = V[2] - V[0];
	double ux = (du1 * by - du2 * ay) / det, uy = (ax * du2 - bx * du1) / det;
	double vx = (dv1 * by - dv2 * ay) / det, vy = (ax * dv2 - bx * dv1) / det;
	/* the planes' slopes off 1:1 by at most 1/256 texel over the box */
	double ex = (double)(px1 - px0 + 2), ey = (double)(py1 - py0 + 2);
	if (fabs(ux - 1) * ex + fabs(uy) * ey > 1.0 / 256 ||
	    fabs(vx) * ex + fabs(vy - 1) * ey > 1.0 / 256)
		return false;
	/* pixel x samples at x + msx / sub: texel x + ou (y + ov) */
	int64_t ou, ov;
	double mx = (double)s->msx[0] / s->sub, my = (double)s->msy[0] / s->sub;
	if (!copy_texel_off(U[0] - X[0] + mx, &ou) || !copy_texel_off(V[0] - Y[0] + my, &ov))
		return false;
	/* the covered rows' columns */
	int32_t *lo, *hi;
	int cy0, cy1, cx0, cx1;
	if (!span_rows(r, s, x0, x1, y0, y1, &lo, &hi, &cx0, &cy0, &cx1, &cy1))
		return false;
	/* every texel read inside the level (no wrap, nothing past it) */
	if (cy0 <= cy1 && (cx0 + ou < 0 || cx1 + ou >= cs.w || cy0 + ov < 0 || cy1 + ov >= cs.h))
		return false;
	struct fsurf d;
	if (cy0 <= cy1 && (cx0 < 0 || !fsurf_map(r, &g->surf, cx1, cy0, cy1, &d)))
		return false;
	/* the destination apart from the texture (the reference reads each
	 * texel before its quad's writes) */
	if (cy0 <= cy1) {
		uintptr_t t0 = (uintptr_t)cs.texels, t1 = t0 + cs.span;
		uintptr_t d0 = (uintptr_t)d.base, d1 = d0 + d.size;
		if (t0 < d1 && d0 < t1)
			return false;
	}
	/* the conversion: byte k of the pixel is tab[k][texel byte sel[dep[k]]] */
	static const uint8_t zero[16];
	uint8_t tab[4][256], px[16], pa[16], pb[16];
	unsigned dep[4] = {4, 4, 4, 4};
	for (unsigned ch = 0; ch < 4; ch++) {
		float in[4] = {cs.lut[0], cs.lut[0], cs.lut[0], cs.lut[0]};
		cb_convert(r, g, in, zero, pa, 0);
		in[ch] = cs.lut[255];
		cb_convert(r, g, in, zero, pb, 0);
		for (unsigned k = 0; k < 4; k++)
			if (pa[k] != pb[k])
				dep[k] = dep[k] == 4 ? ch : 5;
	}
	for (unsigned k = 0; k < 4; k++)
		if (dep[k] > 3)
			return false;
	for (unsigned v = 0; v < 256; v++) {
		float in[4] = {cs.lut[v], cs.lut[v], cs.lut[v], cs.lut[v]};
		cb_convert(r, g, in, zero, px, 0);
		for (unsigned k = 0; k < 4; k++)
			tab[k][v] = px[k];
	}
	/* checked on mixed texels over memory of ones: the table's bytes */
	for (unsigned v = 0; v < 64; v++) {
		uint8_t t[4] = {(uint8_t)(v * 37), (uint8_t)(v * 101 + 7), (uint8_t)(v * 53 + 99),
		                (uint8_t)(255 - v * 3)};
		float in[4];
		for (unsigned ch = 0; ch < 4; ch++)
			in[ch] = cs.lut[t[ch]];
		static const uint8_t ones[16] = {255, 255, 255, 255, 255, 255, 255, 255,
		                                 255, 255, 255, 255, 255, 255, 255, 255};
		cb_convert(r, g, in, v & 1 ? ones : zero, px, (v >> 1) & 15);
		for (unsigned k = 0; k < 4; k++)
			if (px[k] != tab[k][t[dep[k]]])
				return false;
	}
	/* the reference's charges: 4 per quad walked (before clip rectangle
	 * 0 narrows the rows), the program per quad with a covered pixel */
	uint64_t quads = x0 == px0 && x1 == px1 && y0 == py0 && y1 == py1
	                         ? span_quads_rows(lo, hi, y0, y1)
	                         : span_quads(s, px0, px1, py0, py1, 0);
	if (r->budget < 4 * quads)
		return false;
	r->budget -= 4 * quads;
	uint64_t shaded = 0; /* quads with a covered pixel: two rows' spans joined */
	for (int qy = cy0 & ~1; cy0 <= cy1 && qy <= cy1; qy += 2) {
		int64_t a0 = 1, a1 = 0, b0 = 1, b1 = 0; /* quad columns, none when lo > hi */
		if (qy >= cy0 && lo[qy] <= hi[qy])
			a0 = lo[qy] >> 1, a1 = hi[qy] >> 1;
		if (qy + 1 <= cy1 && lo[qy + 1] <= hi[qy + 1])
			b0 = lo[qy + 1] >> 1, b1 = hi[qy + 1] >> 1;
		int64_t i0 = a0 > b0 ? a0 : b0, i1 = a1 < b1 ? a1 : b1;
		shaded += (uint64_t)((a1 - a0 + 1) + (b1 - b0 + 1) - (i0 <= i1 ? i1 - i0 + 1 : 0));
	}
	r->stats.quads += shaded;
	r->stats.pixels_shaded += 4 * shaded;
	*cs.steps += shaded * cs.quad_steps;
	r->fast_copy_prims++;
	r5xx_rast_flush(r); /* what is held back reaches memory first */
	unsigned b[4];
	bool ident = true; /* the texel's bytes as they are: memcpy */
	for (unsigned k = 0; k < 4; k++) {
		b[k] = cs.sel[dep[k]];
		ident &= b[k] == k;
		for (unsigned v = 0; v < 256; v++)
			ident &= tab[k][v] == v;
	}
	/* pixels contiguous in memory: across a micro tile (a 32-byte line
	 * untiled by micro tiles), or the whole row of a linear surface */
	uint32_t sm = cs.tile.kind ? (1u << cs.tile.mw_sh) - 1 : UINT32_MAX;
	uint32_t dm = d.t.kind ? (1u << d.t.mw_sh) - 1 : UINT32_MAX;
	uint64_t n = 0;
	for (int y = cy0; y <= cy1; y++) {
		if (lo[y] > hi[y])
			continue;
		const uint8_t *srow = cs.texels + r5xx_tile_y(&cs.tile, (uint32_t)(y + ov));
		uint8_t *drow = d.base + (r5xx_tile_y(&d.t, (uint32_t)y) - d.lo);
		for (int x = lo[y]; x <= hi[y];) {
			uint32_t sx = (uint32_t)(x + ou), dx = (uint32_t)x;
			uint32_t run = (uint32_t)(hi[y] - x) + 1, sr = sm - (sx & sm) + 1,
			         dr = dm - (dx & dm) + 1;
			run = sr && sr < run ? sr : run;
			run = dr && dr < run ? dr : run;
			const uint8_t *t = srow + copy_col(&cs.tile, sx);
			uint8_t *o = drow + copy_col(&d.t, dx);
			if (ident && run == 4) { /* a micro tile's row */
				memcpy(o, t, 16);
			} else if (ident && run == 8) {
				memcpy(o, t, 32);
			} else if (ident) {
				memcpy(o, t, 4 * (size_t)run);
			} else {
				for (uint32_t i = 0; i < run; i++, t += 4, o += 4) {
					o[0] = tab[0][t[b[0]]], o[1] = tab[1][t[b[1]]];
					o[2] = tab[2][t[b[2]]], o[3] = tab[3][t[b[3]]];
				}
			}
			x += (int)run;
		}
		n += (uint64_t)(hi[y] - lo[y] + 1);
	}
	r->stats.pixels_written += n;
	return true;
}

static void scan_tri(struct r5xx_rast *r, struct scan *s)
{
	struct clipper c;
	clip_setup(r, &c);
	int64_t minx = s->v[0].x, maxx = minx, miny = s->v[0].y, maxy = miny;
	for (unsigned i = 1; i < 3; i++) {
		minx = s->v[i].x < minx ? s->v[i].x : minx;
		maxx = s->v[i].x > maxx ? s->v[i].x : maxx;
		miny = s->v[i].y < miny ? s->v[i].y : miny;
		maxy = s->v[i].y > maxy ? s->v[i].y : maxy;
	}
	int px0 = (int)(minx / s->sub) - 1, px1 = (int)(maxx / s->sub) + 1;
	int py0 = (int)(miny / s->sub) - 1, py1 = (int)(maxy / s->sub) + 1;
	px0 = px0 < c.x0 ? c.x0 : px0, py0 = py0 < c.y0 ? c.y0 : py0;
	px1 = px1 > c.x1 ? c.x1 : px1, py1 = py1 > c.y1 ? c.y1 : py1;
	if (px0 > px1 || py0 > py1)
		return;
	uint32_t door = R(r, SC_SCREENDOOR) & 0xffffff;
	r5xx_shade_fn shade = r->shade ? r->shade : default_shade;
	struct cb_target tg[4];
	for (unsigned t = 0; t < 4; t++)
		cb_target_load(r, t, &tg[t]);
	unsigned nsamp = aa_samples(r);
	if (!nsamp && r->fast && r->const_shade &&
	    fast_fill(r, s, &c, px0, px1, py0, py1, door, tg))
		return;
	if (!nsamp && r->fast && r->copy_src && fast_copy(r, s, &c, px0, px1, py0, py1, door, tg))
		return;
	r5xx_rast_flush(r);
	struct fast_fops fo;
	bool fops = !nsamp && r->fast && fast_fops_setup(r, tg, px0, px1, py0, py1, &fo);
	r->fast_fops_prims += fops;
#ifdef __SSE2__
	r->fast_quad4_prims += fops && fo.quad4;
#endif
	bool depth_src = R(r, FG_DEPTH_SRC) & 1;
	if (!nsamp && r->fast) {
		scan_tri_fast(r, s, &c, px0, px1, py0, py1, door, shade, tg, fops ? &fo : NULL,
		              depth_src);
		return;
	}
	for (int qy = py0 & ~1; qy <= py1; qy += 2) {
		int qlo, qhi;
		if (!quad_row_span(s, qy, px0, px1, py0, py1, nsamp, &qlo, &qhi))
			continue;
		for (int qx = qlo; qx <= qhi; qx += 2) {
			if (!r->budget) {
				sgpu_log(r->r3d->dev, SGPU_LOG_WARN, r->r3d->log_cat,
				         "3D pixel budget spent: primitive cut short");
				return;
			}
			r->budget = r->budget > 4 ? r->budget - 4 : 0;
			struct r5xx_quad q;
			q.x = qx, q.y = qy, q.cover = 0, q.back = s->back;
			double pw[4][3], zq[4][6];
			float fogq[4];
			unsigned smask[4] = {0, 0, 0, 0};
			int64_t sx[4], sy[4];
			for (unsigned p = 0; p < 4; p++) {
				int x = qx + (int)(p & 1), y = qy + (int)(p >> 1);
				bool px_ok = x >= px0 && x <= px1 && y >= py0 && y <= py1 &&
				             clip_ok(&c, x, y);
				double w[3];
				if (!nsamp) {
					/* point-sample mode: pixel p samples at GB_MSPOS
					 * position p, where its attributes are taken too */
					sx[p] = (int64_t)x * s->sub + s->msx[p];
					sy[p] = (int64_t)y * s->sub + s->msy[p];
					bary(s, sx[p], sy[p], w);
					zq[p][0] = zplane(s, w);
					/* SC_SCREENDOOR: six sample bits per quad pixel, pixel
					 * p's at 6p (Mesa r300_emit_sample_mask) */
					if (px_ok && covered(s, sx[p], sy[p]) &&
					    (door >> (6 * p) & 1))
						smask[p] = 1;
				} else {
					/* multisampling: samples 0..n-1 at GB_MSPOS positions
					 * 0..n-1 in every pixel (L4266); attributes at the
					 * pixel centre (inferred) */
					for (unsigned k = 0; k < nsamp; k++) {
						int64_t tx = (int64_t)x * s->sub + s->aax[k];
						int64_t ty = (int64_t)y * s->sub + s->aay[k];
						double ws[3];
						bary(s, tx, ty, ws);
						zq[p][k] = zplane(s, ws);
						if (px_ok && covered(s, tx, ty) &&
						    (door >> (6 * p + k) & 1))
							smask[p] |= 1u << k;
					}
					sx[p] = (int64_t)x * s->sub + s->sub / 2;
					sy[p] = (int64_t)y * s->sub + s->sub / 2;
					bary(s, sx[p], sy[p], w);
				}
				persp(s, w, pw[p]);
				if (smask[p])
					q.cover |= 1u << p;
			}
			if (!q.cover)
				continue;
			rs_quad(r, s, &q, pw, sx, sy);
			q.kill = 0, q.out_written = 0, q.depth_written = false;
			r->stats.quads++;
			r->stats.pixels_shaded += 4;
			if (!shade(r->shade_user, &q))
				continue;
			for (unsigned p = 0; p < 4; p++)
				fogq[p] = lerp3(pw[p], s->fog[0], s->fog[1], s->fog[2]);
			fragment_ops(r, s, &q, zq, smask, nsamp, fogq, tg);
		}
	}
}

/* ------------------------------------------------------------------ primitives */

static int sub_of(const struct r5xx_rast *r)
{
	return R(r, GB_TILE_CONFIG) >> 16 & 1 ? 16 : 12; /* SUBPIXEL (L5262) */
}

/* Window coordinates to subpixels: GA_ROUND_MODE.GEOMETRY_ROUND (L5030)
 * truncates (0) or rounds to nearest (1). The coordinate range is
 * clamped to +-2^20 pixels (softgpu's guard, beyond the 13-bit screen). */
static bool to_sub(const struct r5xx_rast *r, float f, int sub, int64_t *o)
{
	if (!isfinite(f))
		return false;
	double v = (double)f * sub;
	double lim = (double)(1 << 20) * sub;
	v = v < -lim ? -lim : v > lim ? lim : v;
	*o = (R(r, GA_ROUND_MODE) & 3) == 1 ? (int64_t)floor(v + 0.5) : (int64_t)floor(v);
	return true;
}

/* Facing from SU_CULL_MODE.FACE (L5523-L5528: "0 - Positive cross product
 * is front (CCW)"). area is (v1 - v0) x (v2 - v0) in window coordinates
 * with y growing downwards, which is positive for a triangle that turns
 * clockwise on the screen; the hardware's "CCW" is counter-clockwise on
 * the screen. Mesa's r300 (r300_create_rs_state: front_ccw gives FACE 0)
 * with Gallium's Y=0=top window convention, and Debian's r300_dri.so
 * rendering into an FBO (FACE 1, positive viewport YSCALE, GL CCW
 * triangles front) fix the sign; docs/hw/r5xx-raster.md. */
static bool su_back(int64_t area, uint32_t cull)
{
	bool front = (area < 0) != (bool)(cull >> 2 & 1);
	return !front;
}

/* SU_POLY_OFFSET_* (L5540-L5569): scale times the larger depth slope per
 * subpixel, plus the offset, after the depth scale; the front or back
 * registers by the facing. area is v's signed doubled area. */
static float poly_offset(const struct r5xx_rast *r, const struct svtx v[3], int64_t area, bool back)
{
	double zs = RF(r, SU_DEPTH_SCALE);
	double ax = (double)(v[1].x - v[0].x), ay = (double)(v[1].y - v[0].y);
	double bx = (double)(v[2].x - v[0].x), by = (double)(v[2].y - v[0].y);
	double az = ((double)v[1].v->z - v[0].v->z) * zs;
	double bz = ((double)v[2].v->z - v[0].v->z) * zs;
	double dzdx = (az * by - bz * ay) / (double)area, dzdy = (bz * ax - az * bx) / (double)area;
	double m = fmax(fabs(dzdx), fabs(dzdy));
	float scale = RF(r, back ? SU_POLY_OFFSET_BACK_SCALE : SU_POLY_OFFSET_FRONT_SCALE);
	float off = RF(r, back ? SU_POLY_OFFSET_BACK_OFFSET : SU_POLY_OFFSET_FRONT_OFFSET);
	float z = (float)(scale * m + off);
	return isfinite(z) ? z : 0;
}

/* One triangle from three setup vertices (already in subpixels). kind
 * selects the edge rule; for points and lines the caller builds their
 * quads. */
static void tri(struct r5xx_rast *r, struct svtx a, struct svtx b, struct svtx c, unsigned rule,
                const struct r5xx_rvtx *prov, bool is_poly, bool back_known, bool back_in)
{
	struct scan s;
	s.sub = sub_of(r);
	s.v[0] = a, s.v[1] = b, s.v[2] = c;
	int64_t area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
	if (area == 0)
		return;
	uint32_t cull = R(r, SU_CULL_MODE);
	s.back = back_known ? back_in : su_back(area, cull);
	if (is_poly && ((!s.back && (cull & 1)) || (s.back && (cull & 2)))) {
		r->stats.culled++;
		return;
	}
	if (area < 0) {
		s.v[1] = c, s.v[2] = b;
		area = -area;
	}
	s.area = area;
	s.rule = rule;
	for (unsigned i = 0; i < 3; i++) {
		const struct svtx *p = &s.v[i], *q = &s.v[(i + 1) % 3];
		s.in_edge[i] = edge_in(rule, q->x - p->x, q->y - p->y);
	}
	s.prov = prov;
	s.zoff = 0;
	s.flat_w = R(r, GB_SELECT) >> 4 & 1; /* W_SELECT (L5235-L5246) */
	for (unsigned i = 0; i < 3; i++)
		s.fog[i] = fog_src(r, s.v[i].v);
	/* Point-sample mode (L4262-L4264): pixel i of a quad samples at
	 * GB_MSPOS position i (nibbles X, Y; L5198-L5222). Mesa programs the
	 * pixel centre, (6, 6) in twelfths. */
	uint32_t ms0 = R(r, GB_MSPOS0), ms1 = R(r, GB_MSPOS1);
	uint32_t pos[4] = {ms0 & 0xff, ms0 >> 8 & 0xff, ms0 >> 16 & 0xff, ms1 & 0xff};
	for (unsigned i = 0; i < 4; i++)
		s.msx[i] = (int)(pos[i] & 15), s.msy[i] = (int)(pos[i] >> 4 & 15);
	uint32_t aap[6] = {ms0 & 0xff, ms0 >> 8 & 0xff, ms0 >> 16 & 0xff,
	                   ms1 & 0xff, ms1 >> 8 & 0xff, ms1 >> 16 & 0xff};
	for (unsigned i = 0; i < 6; i++)
		s.aax[i] = (int)(aap[i] & 15), s.aay[i] = (int)(aap[i] >> 4 & 15);
	uint32_t pe = R(r, SU_POLY_OFFSET_ENABLE);
	if (is_poly && (s.back ? pe & 2 : pe & 1))
		s.zoff = poly_offset(r, s.v, area, s.back);
	else if (!is_poly && r->pm_zoff_on)
		s.zoff = r->pm_zoff; /* a polygon's edge or vertex: its offset */
	else if (!is_poly && (pe & 5) == 5)
		s.zoff = poly_offset(r, s.v, area, false); /* PARA_ENABLE: front */
	scan_tri(r, &s);
}

static const struct r5xx_rvtx *provoking(const struct r5xx_rast *r,
                                         const struct r5xx_rvtx *const v[], unsigned n)
{
	/* GA_COLOR_CONTROL.PROVOKING_VERTEX (L4893): first, second, third or last */
	unsigned pv = R(r, GA_COLOR_CONTROL) >> 16 & 3;
	return v[pv == 3 ? n - 1 : (pv < n ? pv : n - 1)];
}

/* A point: a square of GA_POINT_SIZE half-extents in subpixels (L5000),
 * or the vertex's own size clamped by GA_POINT_MINMAX; ER_POINT edges. */
/* Texture stuffing (GB_ENABLE, L5140-L5170; §6.4.5 L1712-L1722): a
 * texture the VAP does not send (VAP_OUT_VTX_FMT_1.TEX_n_COMP_CNT 0) but
 * GB_ENABLE.TEXn_SOURCE stuffs takes 2 (S, T) or 3 (S, T, R) packet
 * components generated by the GA; the others keep the VAP's components in
 * texture order. Rebuilds o's texture part from v's for the corner whose
 * stuffed coordinates are s, t (r = 0). Returns false when nothing is
 * stuffed for this primitive kind. */
static bool stuff(const struct r5xx_rast *r, unsigned kind_bit, const struct r5xx_rvtx *v, float s,
                  float t, struct r5xx_rvtx *o)
{
	uint32_t gb = R(r, GB_ENABLE), fmt = R(r, VAP_OUT_VTX_FMT_1);
	if (!(gb & kind_bit))
		return false;
	bool any = false;
	for (unsigned n = 0; n < 8; n++)
		any |= (fmt >> (3 * n) & 7) == 0 && (gb >> (16 + 2 * n) & 3) != 0;
	if (!any)
		return false;
	*o = *v;
	unsigned in = 0, out = 0;
	for (unsigned n = 0; n < 8; n++) {
		unsigned cnt = fmt >> (3 * n) & 7, src = gb >> (16 + 2 * n) & 3;
		cnt = cnt > 4 ? 4 : cnt;
		if (cnt == 0 && src) {
			float st[3] = {s, t, 0};
			for (unsigned k = 0; k < (src == 2 ? 3u : 2u) && out < R5XX_RS_TEX_COMPS;
			     k++)
				o->tex[out++] = st[k];
			continue;
		}
		for (unsigned k = 0; k < cnt && out < R5XX_RS_TEX_COMPS; k++)
			o->tex[out++] = in < R5XX_RS_TEX_COMPS ? v->tex[in++] : 0;
	}
	return true;
}

/* A point: a square of GA_POINT_SIZE half-extents in subpixels (L5000),
 * or the vertex's own size clamped by GA_POINT_MINMAX; ER_POINT edges.
 * Stuffed texture coordinates run from GA_POINT_S0/T0 at the lower left
 * corner to S1/T1 at the upper right (L4990-L4998; "lower" is larger y). */
static void point(struct r5xx_rast *r, const struct r5xx_rvtx *v)
{
	r5xx_rast_flush(r); /* held-back fills first (points may read them back) */
	int sub = sub_of(r);
	int64_t x, y;
	if (!to_sub(r, v->x, sub, &x) || !to_sub(r, v->y, sub, &y))
		return;
	uint32_t ps = R(r, GA_POINT_SIZE);
	int64_t hw = ps >> 16, hh = ps & 0xffff;
	if (v->psize >= 0) {
		uint32_t mm = R(r, GA_POINT_MINMAX);
		double rad = (double)v->psize * sub;
		double lo = mm & 0xffff, hi = mm >> 16;
		rad = rad < lo ? lo : rad > hi ? hi : rad;
		hw = hh = (int64_t)rad;
	}
	if (hw <= 0 || hh <= 0)
		return;
	unsigned rule = R(r, SC_EDGERULE) >> 5 & 31;
	float s0 = RF(r, GA_POINT_S0), t0 = RF(r, GA_POINT_T0);
	float s1 = RF(r, GA_POINT_S1), t1 = RF(r, GA_POINT_T1);
	struct r5xx_rvtx cv[4];
	const struct r5xx_rvtx *pv[4] = {v, v, v, v};
	/* corners: upper left, upper right, lower right, lower left */
	const float cs[4] = {s0, s1, s1, s0}, ct[4] = {t1, t1, t0, t0};
	for (unsigned i = 0; i < 4; i++)
		if (stuff(r, 1, v, cs[i], ct[i], &cv[i]))
			pv[i] = &cv[i];
	struct svtx a = {x - hw, y - hh, pv[0]}, b = {x + hw, y - hh, pv[1]},
	            c = {x + hw, y + hh, pv[2]}, d = {x - hw, y + hh, pv[3]};
	tri(r, a, b, c, rule, v, false, true, false);
	tri(r, a, c, d, rule, v, false, true, false);
}

/* A line: a quad of GA_LINE_CNTL.WIDTH half-width (subpixels, L4950)
 * around the segment, drawn with the ER_LINE_* rule of its direction.
 * END_TYPE (17:16) shapes its ends: 0 horizontal, 1 vertical, 2 square
 * (vertical ends on x-major lines, horizontal on y-major ones), 3
 * computed (perpendicular to the line: a rotated rectangle). SORT (18,
 * R520) draws it from the vertex of smallest x, then smallest y. */
static void line(struct r5xx_rast *r, const struct r5xx_rvtx *v0, const struct r5xx_rvtx *v1,
                 const struct r5xx_rvtx *prov)
{
	r5xx_rast_flush(r);
	int sub = sub_of(r);
	uint32_t lc = R(r, GA_LINE_CNTL);
	if (lc >> 18 & 1 && (v1->x < v0->x || (v1->x == v0->x && v1->y < v0->y))) {
		const struct r5xx_rvtx *t = v0;
		v0 = v1, v1 = t;
	}
	int64_t x0, y0, x1, y1;
	if (!to_sub(r, v0->x, sub, &x0) || !to_sub(r, v0->y, sub, &y0) ||
	    !to_sub(r, v1->x, sub, &x1) || !to_sub(r, v1->y, sub, &y1))
		return;
	int64_t hw = lc & 0xffff;
	if (hw <= 0)
		return;
	int64_t dx = x1 - x0, dy = y1 - y0;
	bool xmajor = (dx < 0 ? -dx : dx) >= (dy < 0 ? -dy : dy);
	unsigned shift = xmajor ? (dx >= 0 ? 10 : 15) : (dy >= 0 ? 20 : 25);
	unsigned rule = R(r, SC_EDGERULE) >> shift & 31;
	int64_t ox, oy;
	switch (lc >> 16 & 3) {
	case 0: ox = hw, oy = 0; break;
	case 1: ox = 0, oy = hw; break;
	case 2: ox = xmajor ? 0 : hw, oy = xmajor ? hw : 0; break;
	default: {
		double len = sqrt((double)dx * (double)dx + (double)dy * (double)dy);
		if (len == 0) {
			ox = 0, oy = hw;
		} else {
			ox = (int64_t)llround(-(double)dy * (double)hw / len);
			oy = (int64_t)llround((double)dx * (double)hw / len);
		}
		break;
	}
	}
	/* Line stipple (GA_LINE_STIPPLE_CONFIG/VALUE, L5016-L5027): the
	 * accumulator counts the line's length in subpixels along its major
	 * axis (inferred: GL's stipple counter steps once per fragment along
	 * it); LINE_RESET 1 restarts it at each line, 2 at each draw packet
	 * (r5xx_rast_draw_begin). The "generated texture coordinate" it
	 * scales by STIPPLE_SCALE (31:2, a float with its two low bits 0) is
	 * the stuffed T: accumulator x scale at vertex 0, (accumulator +
	 * length) x scale at vertex 1 (inferred; docs/hw/r5xx-raster.md). */
	uint32_t sc = R(r, GA_LINE_STIPPLE_CONFIG);
	if ((sc & 3) == 1)
		r->stipple = 0;
	float scale;
	uint32_t sbits = sc & ~3u;
	memcpy(&scale, &sbits, 4);
	int64_t len = xmajor ? (dx < 0 ? -dx : dx) : (dy < 0 ? -dy : dy);
	float t0 = (float)r->stipple * scale,
	      t1 = (float)((double)r->stipple + (double)len) * scale;
	if (sbits == 0)
		t0 = t1 = 0; /* no scale: T = 0 (and no NaN from an infinite length) */
	r->stipple = (uint32_t)((r->stipple + (uint64_t)len) & 0xffffff);
	/* line stuffing: S runs from GA_LINE_S0 at vertex 0 to GA_LINE_S1 at
	 * vertex 1 (L4960-L4968) */
	struct r5xx_rvtx sv[2];
	const struct r5xx_rvtx *p0 = v0, *p1 = v1;
	if (stuff(r, 2, v0, RF(r, GA_LINE_S0), t0, &sv[0]) &&
	    stuff(r, 2, v1, RF(r, GA_LINE_S1), t1, &sv[1]))
		p0 = &sv[0], p1 = &sv[1];
	struct svtx a = {x0 - ox, y0 - oy, p0}, b = {x1 - ox, y1 - oy, p1},
	            c = {x1 + ox, y1 + oy, p1}, d = {x0 + ox, y0 + oy, p0};
	tri(r, a, b, c, rule, prov, false, true, false);
	tri(r, a, c, d, rule, prov, false, true, false);
}

void r5xx_rast_prim_ex(struct r5xx_rast *r, enum r5xx_rast_kind kind,
                       const struct r5xx_rvtx *const v[], const struct r5xx_rvtx *prov,
                       unsigned edges)
{
	r->stats.prims++;
	r->serial++;
	if (kind == R5XX_RAST_POINT) {
		point(r, v[0]);
		return;
	}
	if (kind == R5XX_RAST_LINE) {
		line(r, v[0], v[1], prov);
		return;
	}
	int sub = sub_of(r);
	struct svtx s[3];
	for (unsigned i = 0; i < 3; i++) {
		if (!to_sub(r, v[i]->x, sub, &s[i].x) || !to_sub(r, v[i]->y, sub, &s[i].y))
			return;
		s[i].v = v[i];
	}
	/* GA_POLY_MODE (L5012-L5020): points or lines per facing; a line
	 * mode draws only the edges the primitive marks as its own (the
	 * inner edges of a quad or polygon are not) */
	uint32_t pm = R(r, GA_POLY_MODE);
	if (pm & 3) {
		int64_t area = (s[1].x - s[0].x) * (s[2].y - s[0].y) -
		               (s[2].x - s[0].x) * (s[1].y - s[0].y);
		uint32_t cull = R(r, SU_CULL_MODE);
		bool back = su_back(area, cull);
		if ((!back && (cull & 1)) || (back && (cull & 2)) || area == 0) {
			r->stats.culled++;
			return;
		}
		unsigned pt = back ? pm >> 7 & 7 : pm >> 4 & 7;
		if (pt <= 1) {
			/* the points and lines of a polygon take its offset, by its
			 * facing and slope (Mesa's r300 enables FRONT/BACK_ENABLE for
			 * GL's POLYGON_OFFSET_LINE/POINT in those modes; piglit
			 * polygon-offset passes on an RV530, Mesa CI) */
			uint32_t pe = R(r, SU_POLY_OFFSET_ENABLE);
			r->pm_zoff_on = back ? pe & 2 : pe & 1;
			r->pm_zoff = r->pm_zoff_on ? poly_offset(r, s, area, back) : 0;
			for (unsigned i = 0; i < 3; i++) {
				if (pt == 0)
					point(r, v[i]);
				else if (edges >> i & 1)
					line(r, v[i], v[(i + 1) % 3], prov);
			}
			r->pm_zoff_on = false;
			return;
		}
	}
	tri(r, s[0], s[1], s[2], R(r, SC_EDGERULE) & 31, prov, true, false, false);
}

void r5xx_rast_prim(struct r5xx_rast *r, enum r5xx_rast_kind kind,
                    const struct r5xx_rvtx *const v[])
{
	unsigned n = kind == R5XX_RAST_POINT ? 1 : kind == R5XX_RAST_LINE ? 2 : 3;
	r5xx_rast_prim_ex(r, kind, v, provoking(r, v, n), 7);
}
