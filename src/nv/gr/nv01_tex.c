/* NV1 textured quads (TEXLIN, TEXQUAD and their BETA variants).
 *
 * Everything here is inferred: envytools leaves the quad walk undocumented
 * (docs/hw/graph/2d/nv1-tex.rst is all "write me") and hwtest does not
 * touch texel data. Seed 004 says a 3d draw "draws a few texels of a
 * textured quad; XY logic computes and emits a list of triangles". We
 * therefore map forward: texel (u, v) of a 2^SUBDIVIDE[0:3] by
 * 2^SUBDIVIDE[4:7] texture covers the cell between the quad's
 * interpolated points at u/W, (u+1)/W and v/H, (v+1)/H, drawn as two
 * triangles through the ordinary pixel pipeline. See
 * docs/hw/nv1-pgraph.md ("Textured quads"). */
#include "nv/gr/nv01_pgraph.h"

/* TEXLIN: vertices 0-3 around the quad: (0,0), (1,0), (1,1), (0,1). */
static void lin_point(const struct nv01_gr_state *s, uint32_t u, uint32_t v, uint32_t w, uint32_t h,
                      const int32_t *k, int64_t *out)
{
	int64_t a = (int64_t)(w - u) * (h - v), b = (int64_t)u * (h - v);
	int64_t c = (int64_t)u * v, d = (int64_t)(w - u) * v;
	int64_t den = (int64_t)w * h;
	int64_t num = a * k[0] + b * k[1] + c * k[2] + d * k[3];
	(void)s;
	*out = num >= 0 ? (num + den / 2) / den : -((-num + den / 2) / den);
}

/* TEXQUAD: vertices 0-8 a 3x3 grid in rows, a biquadratic Bezier patch. */
static void quad_point(const struct nv01_gr_state *s, uint32_t u, uint32_t v, uint32_t w,
                       uint32_t h, const int32_t *k, int64_t *out)
{
	int64_t bu[3] = {(int64_t)(w - u) * (w - u), 2 * (int64_t)u * (w - u), (int64_t)u * u};
	int64_t bv[3] = {(int64_t)(h - v) * (h - v), 2 * (int64_t)v * (h - v), (int64_t)v * v};
	int64_t den = (int64_t)w * w * h * h, num = 0;
	(void)s;
	for (int j = 0; j < 3; j++)
		for (int i = 0; i < 3; i++)
			num += bu[i] * bv[j] * k[j * 3 + i];
	*out = num >= 0 ? (num + den / 2) / den : -((-num + den / 2) / den);
}

/* A VTX_BETA value as a factor 0..255: bits 15-22 the magnitude, bit 23
 * the sign (hwtest MthdVtxBeta packing); negative lights nothing. */
static int32_t beta_of(uint32_t b)
{
	return (b >> 23 & 1) ? 0 : (int32_t)(b >> 15 & 0xff);
}

/* The quad's vertices from vertex RAM, in 1/16 pixel: the XY logic keeps
 * them as coordinate << 15 | 0x4000, the coordinate in 1/16 pixel when
 * XY_B bit 25 says they came from XYF methods (nvhw nv01_pgraph_set_vtx;
 * mixing XY and XYF drops VALID, so all share the mode). */
static void vertices(const struct nv01_gr_state *s, int32_t *kx, int32_t *ky)
{
	bool fract = s->xy_b >> 25 & 1;
	for (int i = 0; i < 9; i++) {
		int32_t x = (int16_t)(s->vtx[i][0] >> 15 & 0xffff);
		int32_t y = (int16_t)(s->vtx[i][1] >> 15 & 0xffff);
		kx[i] = fract ? x : x * 16;
		ky[i] = fract ? y : y * 16;
	}
}

void nv01_tex_texel(struct nv01_pgraph *g, unsigned cls, struct nv01_color c)
{
	struct nv01_gr_state *s = &g->s;
	bool quad = (cls & 0xf) == 0xe, lit = cls >= NV01_CLASS_TEXLINBETA;
	unsigned lw = s->subdivide & 0xf, lh = s->subdivide >> 4 & 0xf;
	lw = lw > 8 ? 8 : lw;
	lh = lh > 8 ? 8 : lh;
	uint32_t w = 1u << lw, h = 1u << lh;
	if (s->tex_i >= w * h) {
		sgpu_guest_error(g->u, "texel %u beyond the %ux%u quad dropped", s->tex_i, w, h);
		return;
	}
	uint32_t u = s->tex_i % w, v = s->tex_i / w;
	s->tex_i++;
	void (*pt)(const struct nv01_gr_state *, uint32_t, uint32_t, uint32_t, uint32_t,
	           const int32_t *, int64_t *) = quad ? quad_point : lin_point;
	static const uint8_t du[4] = {0, 1, 1, 0}, dv[4] = {0, 0, 1, 1};
	int32_t kx[9], ky[9];
	vertices(s, kx, ky);
	int64_t X[4], Y[4];
	for (int k = 0; k < 4; k++) {
		pt(s, u + du[k], v + dv[k], w, h, kx, &X[k]);
		pt(s, u + du[k], v + dv[k], w, h, ky, &Y[k]);
	}
	if (lit) {
		/* per-vertex lighting: the factor at the cell's corner (u, v),
		 * interpolated like the positions, scales the colour */
		int32_t b[9];
		for (int k = 0; k < 9; k++)
			b[k] = beta_of(s->vtx_beta[k]);
		int64_t f;
		pt(s, u, v, w, h, b, &f);
		f = f < 0 ? 0 : f > 0xff ? 0xff : f;
		if (f != 0xff) {
			c.r = (uint16_t)(c.r * f / 0xff);
			c.g = (uint16_t)(c.g * f / 0xff);
			c.b = (uint16_t)(c.b * f / 0xff);
			c.i = (uint8_t)(c.i * f / 0xff);
		}
	}
	int64_t t0x[3] = {X[0], X[1], X[2]}, t0y[3] = {Y[0], Y[1], Y[2]};
	int64_t t1x[3] = {X[0], X[2], X[3]}, t1y[3] = {Y[0], Y[2], Y[3]};
	nv01_draw_tri_sub(g, t0x, t0y, c);
	nv01_draw_tri_sub(g, t1x, t1y, c);
}
