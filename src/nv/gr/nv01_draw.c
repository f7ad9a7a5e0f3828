/* NV1 rasterization: which pixels a primitive covers (the
 * solid rasterization rules of seed 000 §2.9, "Rasterization rules"), the
 * per-buffer pixel path, and blits. */
#include "nv/gr/nv01_pgraph.h"

#include <stdlib.h>

static int32_t lo16s(uint32_t v)
{
	return (int16_t)(v & 0xffff);
}

static int32_t hi16s(uint32_t v)
{
	return (int16_t)(v >> 16);
}

static int32_t sx18(uint32_t v)
{
	return (int32_t)((v & 0x3ffff) ^ 0x20000) - 0x20000;
}

void nv01_clip_rect(const struct nv01_gr_state *s, int32_t *x0, int32_t *y0, int32_t *x1,
                    int32_t *y1)
{
	/* Canvas: CANVAS_MIN is the upper-left corner, CANVAS_MAX the
	 * lower-right one, exclusive like every NV1 rectangle. */
	*x0 = lo16s(s->canvas_min);
	*y0 = hi16s(s->canvas_min);
	*x1 = s->canvas_max & 0xfff;
	*y1 = s->canvas_max >> 16 & 0xfff;
	/* The user clip takes part only as the XY logic selected it
	 * (docs/hw/nv1-pgraph.md "User clip"): per axis, XY_B bit 12 + 4·xy
	 * puts UCLIP_MIN in place of the canvas minimum, bit 13 + 4·xy
	 * UCLIP_MAX in place of its maximum (nvhw nv01_pgraph_clip_bounds),
	 * bit 8 + xy rejects everything (the clip lies outside the canvas);
	 * all three only for an object with the CLIP option. With those
	 * bits clear hwtest RopSolidTest sees no user clipping. */
	bool reject = false;
	if (s->ctx_switch & NV01_OPT_CLIP) {
		int32_t *lo[2] = {x0, y0}, *hi[2] = {x1, y1};
		for (unsigned xy = 0; xy < 2; xy++) {
			/* the user clip registers hold 18-bit signed coordinates */
			if (s->xy_b >> (12 + 4 * xy) & 1)
				*lo[xy] = sx18(s->uclip_min[xy]);
			if (s->xy_b >> (13 + 4 * xy) & 1)
				*hi[xy] = sx18(s->uclip_max[xy]);
			reject |= s->xy_b >> (8 + xy) & 1;
		}
	}
	/* The ROP takes 12-bit unsigned coordinates. */
	if (*x0 < 0)
		*x0 = 0;
	if (*y0 < 0)
		*y0 = 0;
	if (*x1 > 0x1000)
		*x1 = 0x1000;
	if (*y1 > 0x1000)
		*y1 = 0x1000;
	if (reject) {
		*x1 = *x0;
		*y1 = *y0;
	}
}

unsigned nv01_dst_buffers(const struct nv01_pgraph *g)
{
	if (!(g->fb.config >> 12 & 1))
		return 1; /* single buffer: always buffer 0 */
	static const uint8_t mask[16] = {1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 0};
	return mask[NV01_OPT_CFMT_DST(g->s.ctx_switch)];
}

uint32_t nv01_fb_read(struct nv01_pgraph *g, int x, int y, int buf)
{
	uint32_t addr = nv01_fb_pixel_addr(&g->fb, x, y, buf);
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	uint8_t b[4] = {0};
	if (!sgpu_memspace_read(g->vram, addr, b, cpp))
		return 0;
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

static void fb_write(struct nv01_pgraph *g, int x, int y, int buf, uint32_t v)
{
	uint32_t addr = nv01_fb_pixel_addr(&g->fb, x, y, buf);
	unsigned cpp = nv01_fb_cpp(g->fb.config);
	uint8_t b[4] = {v & 0xff, v >> 8 & 0xff, v >> 16 & 0xff, v >> 24};
	(void)sgpu_memspace_write(g->vram, addr, b, cpp); /* VRAM smaller than PFB thinks */
}

void nv01_draw_pixel(struct nv01_pgraph *g, int x, int y, struct nv01_color src)
{
	unsigned bufs = nv01_dst_buffers(g);
	for (int buf = 0; buf < 2; buf++) {
		if (!(bufs >> buf & 1) || !nv01_cliprect_pass(&g->s, buf, x, y))
			continue;
		uint32_t old = nv01_fb_read(g, x, y, buf);
		bool wr;
		uint32_t v = nv01_rop_pixel(&g->s, &g->fb, x, y, old, src, &wr);
		if (wr)
			fb_write(g, x, y, buf, v);
	}
}

void nv01_blit_pixel(struct nv01_pgraph *g, int sx, int sy, bool src_in_clip, int dx, int dy)
{
	/* The source buffer is the object's SRC_BUF option (double buffer).
	 * A source pixel outside the clip rectangle or rejected by its
	 * buffer's cliprects reads as 0 and the destination pixel is still
	 * drawn (hwtest RopBlitTest; docs/hw/nv1-pgraph.md). */
	int sbuf = (g->fb.config >> 12 & 1) ? (g->s.ctx_switch >> 13 & 1) : 0;
	uint32_t pixel = 0;
	if (src_in_clip && nv01_cliprect_pass(&g->s, sbuf, sx, sy))
		pixel = nv01_fb_read(g, sx, sy, sbuf);
	nv01_draw_pixel(g, dx, dy, nv01_expand_fb(&g->s, &g->fb, pixel));
}

/* ------------------------------------------------------------------ primitives */

void nv01_draw_rect(struct nv01_pgraph *g, int32_t x, int32_t y, int32_t w, int32_t h,
                    struct nv01_color c)
{
	int32_t cx0, cy0, cx1, cy1;
	nv01_clip_rect(&g->s, &cx0, &cy0, &cx1, &cy1);
	int64_t x0 = x > cx0 ? x : cx0, y0 = y > cy0 ? y : cy0;
	int64_t x1 = (int64_t)x + w < cx1 ? (int64_t)x + w : cx1;
	int64_t y1 = (int64_t)y + h < cy1 ? (int64_t)y + h : cy1;
	if (x0 >= x1 || y0 >= y1)
		return;
	if (g->fast && nv01_fast_fill(g, (int)x0, (int)y0, (int)x1, (int)y1, c))
		return;
	for (int64_t py = y0; py < y1; py++)
		for (int64_t px = x0; px < x1; px++)
			nv01_draw_pixel(g, (int)px, (int)py, c);
}

static bool in_clip(int64_t x, int64_t y, const int32_t *clip)
{
	return x >= clip[0] && y >= clip[1] && x < clip[2] && y < clip[3];
}

/* Bresenham in the direction of increasing minor coordinate; ties step
 * the minor coordinate (seed 000, "Lines and lins"; the pseudocode lost
 * its "min++" in conversion). */
void nv01_draw_line(struct nv01_pgraph *g, const int32_t *xs, const int32_t *ys, bool lin,
                    struct nv01_color c)
{
	/* The rasterizer's range: vertex RAM written by the host can hold
	 * more without an XY_D out-of-range bit; such a line is not drawn
	 * (undocumented; it also bounds the walk). */
	for (int i = 0; i < 2; i++) {
		if (xs[i] < -0x8000 || xs[i] > 0x7fff || ys[i] < -0x8000 || ys[i] > 0x7fff) {
			sgpu_unimp(g->u, "line vertex (%d, %d) outside the rasterizer's range: not drawn",
			           xs[i], ys[i]);
			return;
		}
	}
	int32_t clip[4];
	nv01_clip_rect(&g->s, &clip[0], &clip[1], &clip[2], &clip[3]);
	int64_t dx = llabs((int64_t)xs[0] - xs[1]), dy = llabs((int64_t)ys[0] - ys[1]);
	bool xmajor = dx > dy;
	int64_t maj0 = xmajor ? xs[0] : ys[0], maj1 = xmajor ? xs[1] : ys[1];
	int64_t min0 = xmajor ? ys[0] : xs[0], min1 = xmajor ? ys[1] : xs[1];
	if (min1 < min0) {
		int64_t t = min0;
		min0 = min1;
		min1 = t;
		t = maj0;
		maj0 = maj1;
		maj1 = t;
	}
	int64_t dmin = min1 - min0, dmaj = llabs(maj1 - maj0);
	int64_t step = maj1 > maj0 ? 1 : -1;
	int64_t err = 0, min = min0;
	for (int64_t maj = maj0; maj != maj1 + step; maj += step) {
		if (err >= dmaj && dmaj) {
			err -= dmaj * 2;
			min++;
		}
		int64_t x = xmajor ? maj : min, y = xmajor ? min : maj;
		if ((!lin || x != xs[1] || y != ys[1]) && in_clip(x, y, clip))
			nv01_draw_pixel(g, (int)x, (int)y, c);
		err += dmin * 2;
	}
}

static int64_t edge(int64_t x0, int64_t y0, int64_t x1, int64_t y1, int64_t x, int64_t y)
{
	return (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0);
}

/* Intersection of three half-planes with the top-left rule of seed 000
 * ("Triangles"), walked over the bounding box inside the clip rectangle
 * (the same pixels as walking the whole clip rectangle). Vertices are in
 * units of 1 << sh pixels; pixel centres are the integer coordinates. */
static void tri(struct nv01_pgraph *g, const int64_t *xs, const int64_t *ys, unsigned sh,
                struct nv01_color c)
{
	int64_t X[3] = {xs[0], xs[1], xs[2]}, Y[3] = {ys[0], ys[1], ys[2]};
	int64_t cross = edge(X[0], Y[0], X[1], Y[1], X[2], Y[2]);
	if (!cross)
		return;
	if (cross < 0) {
		int64_t t = X[1];
		X[1] = X[2];
		X[2] = t;
		t = Y[1];
		Y[1] = Y[2];
		Y[2] = t;
	}
	int32_t clip[4];
	nv01_clip_rect(&g->s, &clip[0], &clip[1], &clip[2], &clip[3]);
	int64_t minx = X[0], maxx = X[0], miny = Y[0], maxy = Y[0];
	for (int i = 1; i < 3; i++) {
		minx = X[i] < minx ? X[i] : minx;
		maxx = X[i] > maxx ? X[i] : maxx;
		miny = Y[i] < miny ? Y[i] : miny;
		maxy = Y[i] > maxy ? Y[i] : maxy;
	}
	/* floor of the minimum, floor of the maximum (arithmetic shifts) */
	int64_t bx0 = minx >> sh, bx1 = (maxx >> sh) + 1, by0 = miny >> sh, by1 = (maxy >> sh) + 1;
	bx0 = bx0 > clip[0] ? bx0 : clip[0];
	by0 = by0 > clip[1] ? by0 : clip[1];
	bx1 = bx1 < clip[2] ? bx1 : clip[2];
	by1 = by1 < clip[3] ? by1 : clip[3];
	int64_t one = (int64_t)1 << sh;
	for (int64_t y = by0; y < by1; y++) {
		for (int64_t x = bx0; x < bx1; x++) {
			int64_t px = x * one, py = y * one;
			bool in = true;
			for (int e = 0; e < 3 && in; e++) {
				int64_t x0 = X[e], y0 = Y[e], x1 = X[(e + 1) % 3],
				        y1 = Y[(e + 1) % 3];
				int64_t cr = edge(x0, y0, x1, y1, px, py);
				if (!cr)
					cr = edge(x0, y0, x1, y1, px + one, py);
				if (!cr)
					cr = edge(x0, y0, x1, y1, px, py + one);
				if (cr < 0)
					in = false;
			}
			if (in)
				nv01_draw_pixel(g, (int)x, (int)y, c);
		}
	}
}

void nv01_draw_tri(struct nv01_pgraph *g, const int32_t *xs, const int32_t *ys, struct nv01_color c)
{
	int64_t X[3] = {xs[0], xs[1], xs[2]}, Y[3] = {ys[0], ys[1], ys[2]};
	tri(g, X, Y, 0, c);
}

void nv01_draw_tri_sub(struct nv01_pgraph *g, const int64_t *xs, const int64_t *ys,
                       struct nv01_color c)
{
	tri(g, xs, ys, 4, c);
}

/* BLIT: copies as if from a snapshot of the source (rows and pixels are
 * walked away from the overlap; inferred, docs/hw/nv1-pgraph.md). Source
 * pixels outside the clip rectangle read as 0 (nv01_blit_pixel). */
void nv01_draw_blit(struct nv01_pgraph *g, int32_t sx, int32_t sy, int32_t dx, int32_t dy,
                    int32_t w, int32_t h)
{
	int32_t clip[4];
	nv01_clip_rect(&g->s, &clip[0], &clip[1], &clip[2], &clip[3]);
	if (g->fast && nv01_fast_blit(g, sx, sy, dx, dy, w, h))
		return;
	bool up = dy > sy, left = dx > sx;
	for (int64_t j = 0; j < h; j++) {
		int64_t row = up ? h - 1 - j : j;
		int64_t ty = (int64_t)dy + row, fy = (int64_t)sy + row;
		if (ty < clip[1] || ty >= clip[3])
			continue;
		for (int64_t i = 0; i < w; i++) {
			int64_t col = left ? w - 1 - i : i;
			int64_t tx = (int64_t)dx + col, fx = (int64_t)sx + col;
			if (!in_clip(tx, ty, clip))
				continue;
			bool src_in = in_clip(fx, fy, clip);
			nv01_blit_pixel(g, src_in ? (int)fx : 0, src_in ? (int)fy : 0, src_in,
			                (int)tx, (int)ty);
		}
	}
}
