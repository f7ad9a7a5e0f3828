/* Setup's entry (r5xx_3d_engine.h): each primitive the VAP assembles is
 * clipped against the view volume and the user clip planes, its vertices
 * turned into the rasterizer's input packet, and handed to the back end
 * (r5xx_rast.c). Tests can keep a copy of what arrived (the capture
 * list). docs/hw/r5xx-raster.md ("From the VAP to setup"). */
#include <math.h>
#include <string.h>

#include "amd/r5xx/r5xx_3d.h"
#include "amd/r5xx/r5xx_3d_engine.h"

/* Per-draw limits of the back end (softgpu's: the hardware has none, a
 * draw just takes long): pixels evaluated and fragment-shader
 * instructions. A draw past them is cut short with a WARN. */
#define R5XX_DRAW_PIXELS (UINT64_C(1) << 24)
#define R5XX_DRAW_US_STEPS (UINT64_C(1) << 27)

void r5xx_setup_draw_begin(struct r5xx_3d_engine *e)
{
	e->setup.ready = false;
	e->rast.budget = R5XX_DRAW_PIXELS;
	e->frag.steps = 0;
	e->frag.quad_steps = R5XX_US_MAX_QUAD_STEPS;
	r5xx_rast_draw_begin(&e->rast);
}

uint64_t r5xx_setup_take_steps(struct r5xx_3d_engine *e)
{
	r5xx_rast_draw_end(&e->rast); /* the draw's held-back fills reach memory */
	uint64_t s = (R5XX_DRAW_PIXELS - e->rast.budget) + e->frag.steps;
	e->rast.budget = R5XX_DRAW_PIXELS;
	e->frag.steps = 0;
	return s;
}

/* The rasterizer's view of a vertex: window position and 1/w, the colours
 * in packet order, the textures' components one after another in texture
 * order (each texture's TEX_n_COMP_CNT of them), the point size. */
static void to_rvtx(const struct r5xx_3d_engine *e, const struct r5xx_vtx *x, struct r5xx_rvtx *o)
{
	o->x = x->win[0], o->y = x->win[1], o->z = x->win[2], o->rhw = x->win[3];
	o->psize = -1;
	unsigned ncol = 0, ntex = 0;
	const struct r5xx_vtx_fmt *f = &e->fmt;
	for (unsigned i = 0; i < f->nout && i < R5XX_VTX_OUTPUTS; i++) {
		unsigned sem = f->sem[i];
		if (sem == R5XX_SEM_PT_SIZE) {
			/* the X channel (L1710); a diameter in pixels as GL's
			 * gl_PointSize (inferred), the rasterizer takes radii */
			o->psize = x->out[i][0] > 0 ? x->out[i][0] * 0.5f : 0;
		} else if (sem < R5XX_SEM_TEX0) {
			if (ncol < R5XX_RS_COLORS)
				memcpy(o->col[ncol++], x->out[i], sizeof(o->col[0]));
		} else {
			for (unsigned k = 0; k < f->comps[i] && k < 4 && ntex < R5XX_RS_TEX_COMPS;
			     k++)
				o->tex[ntex++] = x->out[i][k];
		}
	}
	/* what the format does not fill reads 0 */
	memset(o->col[ncol], 0, sizeof(o->col[0]) * (R5XX_RS_COLORS - ncol));
	memset(&o->tex[ntex], 0, sizeof(o->tex[0]) * (R5XX_RS_TEX_COMPS - ntex));
}

/* ------------------------------------------------------------------ clipping
 * The clipper (VAP_CLIP_CNTL L6373-L6392): primitives are clipped in clip
 * space against the six view-volume planes (z against 0 with
 * VAP_CNTL.DX_CLIP_SPACE_DEF) and the enabled user clip planes, every
 * output interpolated linearly there; CLIP_DISABLE turns it off. The
 * seed describes the planes and the guard band registers but not the
 * clipping itself: this is GL's clipping (inferred); the guard band
 * (VAP_GB_*) is taken as the view volume, which draws the same pixels. */

#define MAX_CLIP_VTX 24

struct clip_ctx {
	struct r5xx_3d_engine *e;
	const float (*ucp)[4];
	uint32_t planes; /* bit 0-5 view volume, 6-11 user planes */
	bool dx;
};

static float plane_dist(const struct clip_ctx *c, unsigned pl, const float *p)
{
	switch (pl) {
	case 0: return p[0] + p[3];                /* left: x >= -w */
	case 1: return p[3] - p[0];                /* right: x <= w */
	case 2: return p[1] + p[3];                /* bottom */
	case 3: return p[3] - p[1];                /* top */
	case 4: return c->dx ? p[2] : p[2] + p[3]; /* near */
	case 5: return p[3] - p[2];                /* far */
	default: {
		const float *u = c->ucp[pl - 6];
		return u[0] * p[0] + u[1] * p[1] + u[2] * p[2] + u[3] * p[3];
	}
	}
}

static void lerp_vtx(struct r5xx_3d_engine *e, const struct r5xx_vtx *a, const struct r5xx_vtx *b,
                     float t, struct r5xx_vtx *o)
{
	for (unsigned k = 0; k < 4; k++)
		o->clip[k] = a->clip[k] + t * (b->clip[k] - a->clip[k]);
	for (unsigned i = 0; i < R5XX_VTX_OUTPUTS; i++)
		for (unsigned k = 0; k < 4; k++)
			o->out[i][k] = a->out[i][k] + t * (b->out[i][k] - a->out[i][k]);
	o->index = a->index;
	r5xx_vap_viewport(e, o);
}

/* Sutherland-Hodgman on a polygon of n vertices (pointers into pool);
 * edge flags follow their edges. Returns the clipped count. */
static unsigned clip_poly(struct clip_ctx *c, struct r5xx_vtx *pool, unsigned *npool,
                          const struct r5xx_vtx **v, unsigned n, unsigned *edges)
{
	const struct r5xx_vtx *tmp[MAX_CLIP_VTX];
	for (unsigned pl = 0; pl < 12 && n; pl++) {
		if (!(c->planes >> pl & 1))
			continue;
		unsigned m = 0, ne = 0;
		for (unsigned i = 0; i < n; i++) {
			const struct r5xx_vtx *a = v[i], *b = v[(i + 1) % n];
			float da = plane_dist(c, pl, a->clip), db = plane_dist(c, pl, b->clip);
			bool ia = da >= 0, ib = db >= 0;
			bool ea = *edges >> i & 1;
			if (ia) {
				if (m < MAX_CLIP_VTX) {
					ne |= (unsigned)ea << m;
					tmp[m++] = a;
				}
			}
			if (ia != ib && *npool < MAX_CLIP_VTX * 2 && m < MAX_CLIP_VTX) {
				float t = da / (da - db);
				struct r5xx_vtx *o = &pool[(*npool)++];
				lerp_vtx(c->e, a, b, t, o);
				/* entering: the new vertex starts a piece of the edge
				 * a->b; leaving: it starts the plane's edge */
				ne |= (unsigned)(ia ? 0 : ea) << m;
				tmp[m++] = o;
			}
		}
		n = m;
		*edges = ne;
		memcpy(v, tmp, n * sizeof(v[0]));
	}
	return n;
}

static bool clip_line(struct clip_ctx *c, struct r5xx_vtx *pool, const struct r5xx_vtx **a,
                      const struct r5xx_vtx **b)
{
	float t0 = 0, t1 = 1;
	for (unsigned pl = 0; pl < 12; pl++) {
		if (!(c->planes >> pl & 1))
			continue;
		float da = plane_dist(c, pl, (*a)->clip), db = plane_dist(c, pl, (*b)->clip);
		if (da < 0 && db < 0)
			return false;
		if (da < 0)
			t0 = fmaxf(t0, da / (da - db));
		else if (db < 0)
			t1 = fminf(t1, da / (da - db));
	}
	if (t0 > t1)
		return false;
	const struct r5xx_vtx *oa = *a, *ob = *b;
	if (t0 > 0) {
		lerp_vtx(c->e, oa, ob, t0, &pool[0]);
		*a = &pool[0];
	}
	if (t1 < 1) {
		lerp_vtx(c->e, oa, ob, t1, &pool[1]);
		*b = &pool[1];
	}
	return true;
}

/* ------------------------------------------------------------------ hand-off */

/* The provoking vertex of a polygon's pieces, converted once when none
 * of a piece's own vertices is it. */
struct prov_vtx {
	const struct r5xx_vtx *x;
	struct r5xx_rvtx rv;
	bool have;
};

static void raster_tri(struct r5xx_3d_engine *e, const struct r5xx_vtx *const v[3],
                       struct prov_vtx *prov, unsigned edges)
{
	struct r5xx_rvtx rv[3];
	const struct r5xx_rvtx *pv[3], *pr = NULL;
	for (unsigned i = 0; i < 3; i++) {
		to_rvtx(e, v[i], &rv[i]);
		pv[i] = &rv[i];
		if (v[i] == prov->x)
			pr = &rv[i];
	}
	if (!pr) {
		if (!prov->have)
			to_rvtx(e, prov->x, &prov->rv);
		prov->have = true;
		pr = &prov->rv;
	}
	r5xx_rast_prim_ex(&e->rast, R5XX_RAST_TRI, pv, pr, edges);
}

static void setup_polygon(struct r5xx_3d_engine *e, const struct r5xx_prim *p, unsigned prov_i,
                          struct clip_ctx *c)
{
	struct prov_vtx prov = {.x = p->v[prov_i]};
	const struct r5xx_vtx *v[MAX_CLIP_VTX];
	unsigned n = p->n, edges = p->edges;
	for (unsigned i = 0; i < n; i++)
		v[i] = p->v[i];
	uint32_t any = 0, all = ~0u;
	for (unsigned i = 0; i < n; i++)
		any |= v[i]->clip_flags, all &= v[i]->clip_flags;
	if (all & c->planes) /* every vertex outside one plane: nothing to draw */
		return;
	struct r5xx_vtx pool[MAX_CLIP_VTX * 2];
	unsigned npool = 0;
	if (any & c->planes)
		n = clip_poly(c, pool, &npool, v, n, &edges);
	/* a fan from vertex 0; each piece keeps the polygon's edges that are
	 * its own (the first and last pieces' outer edges, every middle edge) */
	for (unsigned i = 1; i + 1 < n; i++) {
		const struct r5xx_vtx *t[3] = {v[0], v[i], v[i + 1]};
		unsigned e3 = (edges >> i & 1) << 1;
		if (i == 1)
			e3 |= edges & 1;
		if (i + 2 == n)
			e3 |= (edges >> (n - 1) & 1) << 2;
		raster_tri(e, t, &prov, e3);
	}
}

/* GA_COLOR_CONTROL.PROVOKING_VERTEX (L4889-L4895) picks among a
 * primitive's vertices in their order: first, second, third or last. Not
 * so for quads and polygons, as Mesa's r300 driver found the hardware
 * (r300_render.c, r300_provoking_vertex_fixes): a quad's first vertex never
 * provokes (first, second, third, last select its second, third, fourth,
 * fourth vertex; a quad strip's in strip order, where the VAP's piece is
 * (v2i, v2i+1, v2i+3, v2i+2)); a polygon provokes with its first vertex in
 * "last" mode, and counts the other modes from its second (inferred: from
 * the second vertex of each piece (v0, vi-1, vi)). docs/hw/r5xx-raster.md. */
static unsigned provoking_index(const struct r5xx_prim *p, unsigned pv)
{
	unsigned k;
	switch (p->kind) {
	case R5XX_PRIM_POLYGON: k = pv == 3 ? 0 : pv + 1; break;
	case R5XX_PRIM_QUAD:
		k = pv == 3 ? 3 : pv + 1;
		if ((p->vf_cntl & 15) == 14 && k >= 2) /* quad strip */
			k = 5 - k;
		break;
	default:
		k = pv == 3 ? p->n - 1 : pv;
		/* a strip's odd triangle reaches setup as (v1, v0, v2) for its
		 * winding, but provokes in strip order: "first" is v0 (GL's
		 * first-vertex convention, which Mesa selects with FIRST for
		 * strips; piglit clipflat passes on an RV530, Mesa CI) */
		if (p->kind == R5XX_PRIM_TRIANGLE && (p->vf_cntl & 15) == 6 && (p->seq & 1) &&
		    k < 2)
			k = 1 - k;
		break;
	}
	return k < p->n ? k : p->n - 1;
}

static float clamp01f(float v)
{
	return v > 0 ? (v < 1 ? v : 1) : 0; /* NaN -> 0 */
}

/* The VAP's colour processing before clipping (§6.4.15-6.4.19,
 * L1826-L1844): GA_ROUND_MODE RGB_CLAMP (4) and ALPHA_CLAMP (5) clamp
 * colours 0-3 to [0, 1] unless set ("FP20"); VAP_CLIP_CNTL
 * COLOR2_IS_TEXTURE (20) and COLOR3_IS_TEXTURE (21) make colour 2 or 3 a
 * texture (8, 9) which is not clamped; VAP_TEX_TO_COLOR_CNTL's
 * TEX_RGBA_CLAMP_n (bit 4n + 2) clamps texture n like a colour. The
 * SHADE_FUNC bits act only on the clipper's flat shading, which draws the
 * same pixels (docs/hw/r5xx-raster.md). The components each output clamps
 * are taken once a draw (draw_state). */
static void clamp_masks(struct r5xx_3d_engine *e, struct r5xx_setup_state *st)
{
	uint32_t rm = r5xx_3d_reg(e->r3d, 0x428c);  /* GA_ROUND_MODE */
	uint32_t cc = r5xx_3d_reg(e->r3d, 0x221c);  /* VAP_CLIP_CNTL */
	uint32_t t2c = r5xx_3d_reg(e->r3d, 0x2218); /* VAP_TEX_TO_COLOR_CNTL */
	bool rgb = !(rm >> 4 & 1), alpha = !(rm >> 5 & 1);
	const struct r5xx_vtx_fmt *f = &e->fmt;
	st->any_clamp = false;
	for (unsigned i = 0; i < R5XX_VTX_OUTPUTS; i++) {
		unsigned sem = f->sem[i];
		bool cr = false, ca = false;
		if (i >= f->nout) {
			/* no such output */
		} else if (sem >= R5XX_SEM_COLOR0 && sem < R5XX_SEM_COLOR0 + 4) {
			unsigned n = sem - R5XX_SEM_COLOR0;
			bool tex = (n == 2 && (cc >> 20 & 1)) || (n == 3 && (cc >> 21 & 1));
			cr = rgb && !tex, ca = alpha && !tex;
		} else if (sem >= R5XX_SEM_TEX0 && sem < R5XX_SEM_TEX0 + 8) {
			cr = ca = t2c >> (4 * (sem - R5XX_SEM_TEX0) + 2) & 1;
		}
		st->clamp[i] = (uint8_t)((cr ? 7u : 0u) | (ca ? 8u : 0u));
		st->any_clamp |= st->clamp[i] != 0;
	}
}

/* Colour processing of one vertex into o; false when nothing changes it
 * (then o is untouched). */
static bool colour_processing(const struct r5xx_setup_state *st, const struct r5xx_vtx *v,
                              struct r5xx_vtx *o)
{
	bool any = false;
	for (unsigned i = 0; i < R5XX_VTX_OUTPUTS; i++) {
		unsigned m = st->clamp[i];
		for (unsigned k = 0; m; k++, m >>= 1) {
			float x = v->out[i][k], y = clamp01f(x);
			if (!(m & 1) || x == y)
				continue;
			if (!any) /* copy only a vertex that changes */
				*o = *v;
			any = true;
			o->out[i][k] = y;
		}
	}
	return any;
}

/* The registers setup reads for each primitive, once a draw. */
static void draw_state(struct r5xx_3d_engine *e)
{
	struct r5xx_setup_state *st = &e->setup;
	uint32_t cc = r5xx_3d_reg(e->r3d, 0x221c);      /* VAP_CLIP_CNTL */
	st->dx = r5xx_3d_reg(e->r3d, 0x2080) >> 22 & 1; /* VAP_CNTL.DX_CLIP_SPACE_DEF */
	st->planes = 0;
	if (!(cc >> 16 & 1)) { /* CLIP_DISABLE */
		st->planes = 0x3f | (cc & 0x3f) << 6;
		const uint32_t(*ucp)[4] = r5xx_vap_clip(e);
		for (unsigned u = 0; u < 6; u++)
			for (unsigned k = 0; k < 4; k++)
				memcpy(&st->ucp[u][k], &ucp[u][k], 4);
	}
	st->prov_mode = r5xx_3d_reg(e->r3d, 0x4278) >> 16 & 3; /* GA_COLOR_CONTROL */
	clamp_masks(e, st);
	st->ready = true;
}

void r5xx_setup_prim(struct r5xx_3d_engine *e, const struct r5xx_prim *p0)
{
	const struct r5xx_setup_state *st = &e->setup;
	if (!st->ready)
		draw_state(e);
	struct r5xx_prim pc = *p0;
	const struct r5xx_prim *p = &pc;
	struct r5xx_vtx cv[4];
	if (st->any_clamp)
		for (unsigned i = 0; i < pc.n && i < 4; i++)
			if (colour_processing(st, pc.v[i], &cv[i]))
				pc.v[i] = &cv[i];
	if (e->ncap < R5XX_CAPTURE_MAX) {
		struct r5xx_captured *c = &e->cap[e->ncap++];
		c->kind = p->kind;
		c->n = p->n;
		c->edges = p->edges;
		c->seq = p->seq;
		c->vf_cntl = p->vf_cntl;
		for (unsigned i = 0; i < p->n && i < 4; i++)
			c->v[i] = *p0->v[i]; /* the VAP's outputs, before colour processing */
	}
	e->prims++;
	if (!e->raster || p->n < 1 || p->n > 4)
		return;
	struct clip_ctx c = {.e = e, .ucp = st->ucp, .planes = st->planes, .dx = st->dx};
	unsigned prov_i = provoking_index(p, st->prov_mode);
	switch (p->kind) {
	case R5XX_PRIM_POINT: {
		if (p->v[0]->clip_flags & c.planes & 0x3f)
			return; /* a point outside the view volume is not drawn */
		struct r5xx_rvtx rv;
		to_rvtx(e, p->v[0], &rv);
		const struct r5xx_rvtx *pv1[1] = {&rv};
		r5xx_rast_prim_ex(&e->rast, R5XX_RAST_POINT, pv1, &rv, 0);
		return;
	}
	case R5XX_PRIM_LINE: {
		if (p->n < 2)
			return;
		const struct r5xx_vtx *a = p->v[0], *b = p->v[1];
		struct r5xx_vtx pool[2];
		if ((a->clip_flags | b->clip_flags) & c.planes && !clip_line(&c, pool, &a, &b))
			return;
		struct r5xx_rvtx ra, rb, prov;
		to_rvtx(e, a, &ra);
		to_rvtx(e, b, &rb);
		const struct r5xx_rvtx *pr = &prov;
		if (p->v[prov_i] == a)
			pr = &ra;
		else if (p->v[prov_i] == b)
			pr = &rb;
		else
			to_rvtx(e, p->v[prov_i], &prov);
		const struct r5xx_rvtx *pv2[2] = {&ra, &rb};
		r5xx_rast_prim_ex(&e->rast, R5XX_RAST_LINE, pv2, pr, 1);
		return;
	}
	default:
		if (p->n >= 3)
			setup_polygon(e, p, prov_i, &c);
		return;
	}
}

void r5xx_3d_capture_clear(struct r5xx_3d_engine *e)
{
	e->ncap = 0;
	e->prims = 0;
}
