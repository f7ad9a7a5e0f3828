/* FERMI_TWOD_A (src/nv/maxwell/twod.c) on direct method calls: surfaces
 * and formats, solid rectangles, points, lins and triangles against the
 * rasterization rules of envytools solid.rst, SIFC colour and mono data,
 * blits with scaling, centre/corner origins, point and bilinear filtering,
 * clipping and edge clamping, ROP / pattern / beta / OPERATION modes, the
 * traps, chunked jobs, and the fast paths against the reference
 * (seeded). docs/hw/maxwell.md, "FERMI_TWOD_A". */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/device.h"
#include "harness.h"
#include "nv/maxwell/mxw.h"
#include "nv/mmu/gf100_vm.h"
#include "nv/maxwell/twod.h"
#include "softgpu/softgpu.h"

#define GR_INTR 0x400100
#define GR_DATA_ERROR 0x400110
#define GR_TRAPPED_ADDR 0x400704
#define GR_FIFO_ACCESS 0x400500

#define DST 0x100000u
#define SRC 0x200000u
#define W 64
#define H 64

static unsigned guest_errors;

struct t {
	sgpu_device *d;
	struct sgpu_unit *gr;
	const struct gf100_vmctx *vm; /* NULL: physical addresses */
	unsigned stalls, errors;
};

static void capture(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)cat;
	(void)msg;
	if (level == SGPU_LOG_GUEST_ERROR) {
		guest_errors++;
		((struct t *)user)->errors++;
	}
}

static bool open_dev(struct t *t)
{
	struct sgpu_device_config cfg = {.vram_size = 16u << 20, .sysmem_size = 1u << 20};
	memset(t, 0, sizeof(*t));
	if (sgpu_device_create("gm20b", &cfg, &t->d) != SGPU_OK)
		return false;
	guest_errors = 0;
	sgpu_set_log_callback(t->d, capture, t);
	t->gr = sgpu_dev_unit(t->d, "PGRAPH");
	return t->gr && mxw_gr_call(t->gr, NULL, 0, 0, 0, MXW_TWOD_CLASS) == NV_ENGINE_ACCEPTED;
}

/* One method, offered again while it stalls (as the PBDMA does). */
static void mt(struct t *t, uint32_t mthd, uint32_t data)
{
	for (int i = 0; i < 100000; i++) {
		if (mxw_gr_call(t->gr, t->vm, 0, 0, mthd, data) == NV_ENGINE_ACCEPTED)
			return;
		t->stalls++;
	}
}

static uint32_t rd32(struct t *t, uint64_t a)
{
	uint32_t v = 0;
	sgpu_mem_read(t->d, SGPU_SPACE_VRAM, a, &v, 4);
	return v;
}

static void wr32(struct t *t, uint64_t a, uint32_t v)
{
	sgpu_mem_write(t->d, SGPU_SPACE_VRAM, a, &v, 4);
}

static uint32_t px32(struct t *t, int x, int y)
{
	return rd32(t, DST + (uint64_t)y * W * 4 + (uint64_t)x * 4);
}

static void surface(struct t *t, bool dst, uint32_t fmt, uint64_t addr, uint32_t pitch, uint32_t w,
                    uint32_t h)
{
	uint32_t b = dst ? 0x200 : 0x230;
	mt(t, b, fmt);
	mt(t, b + 4, 1); /* pitch */
	mt(t, b + 0x14, pitch);
	mt(t, b + 0x18, w);
	mt(t, b + 0x1c, h);
	mt(t, b + 0x20, (uint32_t)(addr >> 32));
	mt(t, b + 0x24, (uint32_t)addr);
}

static void dst32(struct t *t)
{
	surface(t, true, 0xcf, DST, W * 4, W, H);
}

static void rect(struct t *t, int x0, int y0, int x1, int y1)
{
	mt(t, 0x600, (uint32_t)x0);
	mt(t, 0x604, (uint32_t)y0);
	mt(t, 0x608, (uint32_t)x1);
	mt(t, 0x60c, (uint32_t)y1);
}

SGPU_TEST(solid_rect_fills_half_open_and_clips)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	dst32(&t);
	mt(&t, 0x580, 4); /* RECTS */
	mt(&t, 0x584, 0xcf);
	mt(&t, 0x588, 0xff112233);
	rect(&t, 2, 3, 10, 7);
	SGPU_ASSERT_EQ(px32(&t, 2, 3), 0xff112233u);
	SGPU_ASSERT_EQ(px32(&t, 9, 6), 0xff112233u);
	SGPU_ASSERT_EQ(px32(&t, 10, 6), 0u);
	SGPU_ASSERT_EQ(px32(&t, 9, 7), 0u);
	SGPU_ASSERT_EQ(px32(&t, 1, 3), 0u);
	/* the clip rectangle, and the surface edge */
	mt(&t, 0x280, 20);
	mt(&t, 0x284, 20);
	mt(&t, 0x288, 5);
	mt(&t, 0x28c, 5);
	mt(&t, 0x290, 1);
	mt(&t, 0x588, 0xff00ff00);
	rect(&t, 0, 0, 1000, 1000);
	SGPU_ASSERT_EQ(px32(&t, 20, 20), 0xff00ff00u);
	SGPU_ASSERT_EQ(px32(&t, 24, 24), 0xff00ff00u);
	SGPU_ASSERT_EQ(px32(&t, 25, 24), 0u);
	SGPU_ASSERT_EQ(px32(&t, 19, 20), 0u);
	mt(&t, 0x290, 0);
	mt(&t, 0x588, 0xffabcdef);
	rect(&t, 60, 60, 1000, 1000); /* clipped to the 64x64 surface */
	SGPU_ASSERT_EQ(px32(&t, 63, 63), 0xffabcdefu);
	SGPU_ASSERT_EQ(rd32(&t, DST + W * H * 4), 0u);
	/* an empty rectangle (x1 <= x0) draws nothing */
	rect(&t, 40, 40, 30, 50);
	SGPU_ASSERT_EQ(px32(&t, 35, 45), 0u);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(t.d);
}

SGPU_TEST(solid_color_converts_to_the_destination_format)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	surface(&t, true, 0xe8, DST, 128, 64, 8); /* R5G6B5 */
	mt(&t, 0x580, 0);                         /* POINTS */
	mt(&t, 0x584, 0xcf);
	mt(&t, 0x588, 0xffff8000);
	mt(&t, 0x5e0, 3 | 2 << 16);
	uint16_t v = 0;
	sgpu_mem_read(t.d, SGPU_SPACE_VRAM, DST + 2 * 128 + 6, &v, 2);
	SGPU_ASSERT_EQ(v, (uint16_t)(0x1f << 11 | 0x20 << 5));
	/* 128-bit colour from SET_RENDER_SOLID_PRIM_COLOR0..3 */
	surface(&t, true, 0xc0, DST, 16 * 8, 8, 8);
	mt(&t, 0x584, 0xc0);
	mt(&t, 0x540, 0x3f800000);
	mt(&t, 0x544, 0x40000000);
	mt(&t, 0x548, 0xbf800000);
	mt(&t, 0x54c, 0x3f000000);
	mt(&t, 0x5e0, 1 | 1 << 16);
	SGPU_ASSERT_EQ(rd32(&t, DST + 128 + 16 + 4), 0x40000000u);
	SGPU_ASSERT_EQ(rd32(&t, DST + 128 + 16 + 12), 0x3f000000u);
	sgpu_device_destroy(t.d);
}

/* envytools solid.rst SOLID_LINE_LIN, verbatim in its logic */
static void ref_lin(int X0, int Y0, int X1, int Y1, uint8_t *img)
{
	int X[2] = {X0, X1}, Y[2] = {Y0, Y1};
	int xmajor = abs(X[0] - X[1]) > abs(Y[0] - Y[1]);
	int min0, min1, maj0, maj1;
	if (xmajor) {
		maj0 = X[0], maj1 = X[1], min0 = Y[0], min1 = Y[1];
	} else {
		maj0 = Y[0], maj1 = Y[1], min0 = X[0], min1 = X[1];
	}
	if (min1 < min0) {
		int s = min0;
		min0 = min1, min1 = s;
		s = maj0, maj0 = maj1, maj1 = s;
	}
	int dmin = min1 - min0, dmaj = abs(maj1 - maj0), step = maj1 > maj0 ? 1 : -1;
	int err = 0;
	for (int mn = min0, maj = maj0; maj != maj1 + step; maj += step) {
		if (err >= dmaj) {
			mn++;
			err -= dmaj * 2;
		}
		int x = xmajor ? maj : mn, y = xmajor ? mn : maj;
		if ((x != X[1] || y != Y[1]) && x >= 0 && x < W && y >= 0 && y < H)
			img[y * W + x] = 1;
		err += dmin * 2;
	}
}

SGPU_TEST(lines_match_the_envytools_bresenham)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	dst32(&t);
	mt(&t, 0x580, 1); /* LINES */
	mt(&t, 0x588, 0xffffffff);
	uint32_t seed = 1234;
	for (int n = 0; n < 200; n++) {
		int v[4];
		for (int i = 0; i < 4; i++) {
			seed = seed * 1103515245u + 12345u;
			v[i] = (int)(seed >> 16) % 90 - 13;
		}
		sgpu_mem_fill(t.d, SGPU_SPACE_VRAM, DST, 0, 1, W * H * 4);
		rect(&t, v[0], v[1], v[2], v[3]);
		uint8_t img[W * H] = {0};
		ref_lin(v[0], v[1], v[2], v[3], img);
		for (int i = 0; i < W * H; i++)
			SGPU_ASSERT_MSG((px32(&t, i % W, i / W) != 0) == img[i],
			                "line %d (%d,%d)-(%d,%d): pixel %d,%d", n, v[0], v[1], v[2],
			                v[3], i % W, i / W);
	}
	/* a polyline shares its vertices */
	sgpu_mem_fill(t.d, SGPU_SPACE_VRAM, DST, 0, 1, W * H * 4);
	mt(&t, 0x580, 2);
	mt(&t, 0x5e0, 1 | 1 << 16);
	mt(&t, 0x5e0, 5 | 1 << 16);
	mt(&t, 0x5e0, 5 | 5 << 16);
	SGPU_ASSERT_EQ(px32(&t, 1, 1), 0xffffffffu);
	SGPU_ASSERT_EQ(px32(&t, 5, 1), 0xffffffffu);
	SGPU_ASSERT_EQ(px32(&t, 5, 4), 0xffffffffu);
	SGPU_ASSERT_EQ(px32(&t, 5, 5), 0u);
	/* a huge line is walked only inside the clip */
	mt(&t, 0x580, 1);
	rect(&t, -2000000000, 10, 2000000000, 10);
	SGPU_ASSERT_EQ(px32(&t, 0, 10), 0xffffffffu);
	SGPU_ASSERT_EQ(px32(&t, 63, 10), 0xffffffffu);
	sgpu_device_destroy(t.d);
}

static bool ref_tri_covers(const int *X, const int *Y, int x, int y)
{
	for (int e = 0; e < 3; e++) {
		int x0 = X[e], y0 = Y[e], x1 = X[(e + 1) % 3], y1 = Y[(e + 1) % 3];
		int cross = (x1 - x0) * (y - y0) - (x - x0) * (y1 - y0);
		if (cross == 0)
			cross = (x1 - x0) * (y - y0) - (x + 1 - x0) * (y1 - y0);
		if (cross == 0)
			cross = (x1 - x0) * (y + 1 - y0) - (x - x0) * (y1 - y0);
		if (cross < 0)
			return false;
	}
	return true;
}

SGPU_TEST(triangles_match_the_envytools_rules)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	dst32(&t);
	mt(&t, 0x580, 3);
	mt(&t, 0x588, 0xff0000ff);
	uint32_t seed = 99;
	for (int n = 0; n < 60; n++) {
		int X[3], Y[3];
		for (int i = 0; i < 3; i++) {
			seed = seed * 1103515245u + 12345u;
			X[i] = (int)(seed >> 16) % 80 - 8;
			seed = seed * 1103515245u + 12345u;
			Y[i] = (int)(seed >> 16) % 80 - 8;
		}
		sgpu_mem_fill(t.d, SGPU_SPACE_VRAM, DST, 0, 1, W * H * 4);
		for (int i = 0; i < 3; i++) {
			mt(&t, 0x600 + 8 * i, (uint32_t)X[i]);
			mt(&t, 0x604 + 8 * i, (uint32_t)Y[i]);
		}
		int cross = (X[1] - X[0]) * (Y[2] - Y[0]) - (X[2] - X[0]) * (Y[1] - Y[0]);
		if (cross < 0) {
			int s = X[1];
			X[1] = X[2], X[2] = s;
			s = Y[1], Y[1] = Y[2], Y[2] = s;
		}
		for (int y = 0; y < H; y++)
			for (int x = 0; x < W; x++) {
				bool want = cross != 0 && ref_tri_covers(X, Y, x, y);
				SGPU_ASSERT_MSG((px32(&t, x, y) != 0) == want,
				                "triangle %d: pixel %d,%d", n, x, y);
			}
	}
	sgpu_device_destroy(t.d);
}

SGPU_TEST(sifc_colour_and_mono)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	dst32(&t);
	/* colour: 3x2 R5G6B5 pixels, packed (WRAP_PIXEL) */
	mt(&t, 0x800, 0);
	mt(&t, 0x804, 0xe8);
	mt(&t, 0x810, 0);
	mt(&t, 0x838, 3);
	mt(&t, 0x83c, 2);
	mt(&t, 0x840, 0);
	mt(&t, 0x844, 1);
	mt(&t, 0x848, 0);
	mt(&t, 0x84c, 1);
	mt(&t, 0x850, 0);
	mt(&t, 0x854, 4);
	mt(&t, 0x858, 0);
	mt(&t, 0x85c, 5);
	mt(&t, 0x860, 0x07e0f800); /* red, green */
	mt(&t, 0x860, 0xffff001f); /* blue, white (next row) */
	mt(&t, 0x860, 0x00000000); /* black, black */
	SGPU_ASSERT_EQ(px32(&t, 4, 5), 0xffff0000u);
	SGPU_ASSERT_EQ(px32(&t, 5, 5), 0xff00ff00u);
	SGPU_ASSERT_EQ(px32(&t, 6, 5), 0xff0000ffu);
	SGPU_ASSERT_EQ(px32(&t, 4, 6), 0xffffffffu);
	SGPU_ASSERT_EQ(px32(&t, 5, 6), 0xff000000u);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	mt(&t, 0x860, 0); /* beyond the SIFC */
	SGPU_ASSERT_EQ(guest_errors, 1u);
	guest_errors = 0;
	/* mono, 10 pixels a row, WRAP_BYTE, LE_M1, transparent 0 bits */
	mt(&t, 0x800, 1);
	mt(&t, 0x804, 0xcf);
	mt(&t, 0x808, 0);
	mt(&t, 0x80c, 1);
	mt(&t, 0x810, 1);
	mt(&t, 0x814, 0xff000011);
	mt(&t, 0x818, 0xff0000ee);
	mt(&t, 0x81c, 0);
	mt(&t, 0x838, 10);
	mt(&t, 0x83c, 2);
	mt(&t, 0x854, 20);
	mt(&t, 0x85c, 20);
	/* row 0: bytes 0x05 0x02 -> pixels 0,2,9; row 1: bytes 0x80 0x01 -> 7,8 */
	mt(&t, 0x860, 0x01800205);
	SGPU_ASSERT_EQ(px32(&t, 20, 20), 0xff0000eeu);
	SGPU_ASSERT_EQ(px32(&t, 21, 20), 0u);
	SGPU_ASSERT_EQ(px32(&t, 22, 20), 0xff0000eeu);
	SGPU_ASSERT_EQ(px32(&t, 29, 20), 0xff0000eeu);
	SGPU_ASSERT_EQ(px32(&t, 27, 21), 0xff0000eeu);
	SGPU_ASSERT_EQ(px32(&t, 28, 21), 0xff0000eeu);
	SGPU_ASSERT_EQ(px32(&t, 26, 21), 0u);
	/* CGA6_M1 and opaque: the first pixel is the byte's MSB */
	mt(&t, 0x80c, 0);
	mt(&t, 0x81c, 1);
	mt(&t, 0x838, 8);
	mt(&t, 0x83c, 1);
	mt(&t, 0x854, 30);
	mt(&t, 0x85c, 30);
	mt(&t, 0x860, 0x00000081);
	SGPU_ASSERT_EQ(px32(&t, 30, 30), 0xff0000eeu);
	SGPU_ASSERT_EQ(px32(&t, 31, 30), 0xff000011u);
	SGPU_ASSERT_EQ(px32(&t, 37, 30), 0xff0000eeu);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(t.d);
}

SGPU_TEST(sifc_scaled_twice)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	dst32(&t);
	mt(&t, 0x800, 0);
	mt(&t, 0x804, 0xcf);
	mt(&t, 0x838, 2);
	mt(&t, 0x83c, 1);
	mt(&t, 0x844, 2);
	mt(&t, 0x84c, 2);
	mt(&t, 0x854, 1);
	mt(&t, 0x85c, 1);
	mt(&t, 0x860, 0xff000001);
	mt(&t, 0x860, 0xff000002);
	SGPU_ASSERT_EQ(px32(&t, 1, 1), 0xff000001u);
	SGPU_ASSERT_EQ(px32(&t, 2, 2), 0xff000001u);
	SGPU_ASSERT_EQ(px32(&t, 3, 2), 0xff000002u);
	SGPU_ASSERT_EQ(px32(&t, 4, 1), 0xff000002u);
	SGPU_ASSERT_EQ(px32(&t, 5, 1), 0u);
	SGPU_ASSERT_EQ(px32(&t, 1, 3), 0u);
	sgpu_device_destroy(t.d);
}

static void src_pattern(struct t *t, int w, int h)
{
	for (int y = 0; y < h; y++)
		for (int x = 0; x < w; x++)
			wr32(t, SRC + (uint64_t)(y * w + x) * 4,
			     0xff000000u | (uint32_t)(y * 16 + x));
}

static void blit(struct t *t, int dx, int dy, int dw, int dh, int64_t du, int64_t dv, int64_t sx,
                 int64_t sy)
{
	mt(t, 0x8b0, (uint32_t)dx);
	mt(t, 0x8b4, (uint32_t)dy);
	mt(t, 0x8b8, (uint32_t)dw);
	mt(t, 0x8bc, (uint32_t)dh);
	mt(t, 0x8c0, (uint32_t)du);
	mt(t, 0x8c4, (uint32_t)(du >> 32));
	mt(t, 0x8c8, (uint32_t)dv);
	mt(t, 0x8cc, (uint32_t)(dv >> 32));
	mt(t, 0x8d0, (uint32_t)sx);
	mt(t, 0x8d4, (uint32_t)(sx >> 32));
	mt(t, 0x8d8, (uint32_t)sy);
	mt(t, 0x8dc, (uint32_t)(sy >> 32));
}

#define ONE (1ll << 32)

SGPU_TEST(blit_scaling_origins_filters_and_edges)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	dst32(&t);
	src_pattern(&t, 8, 8);
	surface(&t, false, 0xcf, SRC, 32, 8, 8);
	/* 1:1 */
	blit(&t, 10, 10, 4, 4, ONE, ONE, 2 * ONE, 3 * ONE);
	SGPU_ASSERT_EQ(px32(&t, 10, 10), 0xff000032u);
	SGPU_ASSERT_EQ(px32(&t, 13, 13), 0xff000065u);
	/* 2x magnification, point, centre origin: dst 0,1 -> texel 0 */
	blit(&t, 0, 0, 4, 2, ONE / 2, ONE / 2, 0, 0);
	SGPU_ASSERT_EQ(px32(&t, 0, 0), 0xff000000u);
	SGPU_ASSERT_EQ(px32(&t, 1, 0), 0xff000000u);
	SGPU_ASSERT_EQ(px32(&t, 2, 0), 0xff000001u);
	SGPU_ASSERT_EQ(px32(&t, 3, 1), 0xff000001u);
	/* minification by 2: centre samples at 1, 3, ...; corner at 0, 2 */
	blit(&t, 0, 20, 4, 1, 2 * ONE, ONE, 0, 0);
	SGPU_ASSERT_EQ(px32(&t, 0, 20), 0xff000001u);
	SGPU_ASSERT_EQ(px32(&t, 1, 20), 0xff000003u);
	mt(&t, 0x88c, 1); /* CORNER */
	blit(&t, 0, 21, 4, 1, 2 * ONE, ONE, 0, 0);
	SGPU_ASSERT_EQ(px32(&t, 0, 21), 0xff000000u);
	SGPU_ASSERT_EQ(px32(&t, 1, 21), 0xff000002u);
	/* bilinear, centre: 2x minification samples between texels 0,1 */
	mt(&t, 0x88c, 0x10);
	blit(&t, 0, 22, 2, 1, 2 * ONE, ONE, 0, 0);
	/* texel 0 = 0x00, texel 1 = 0x01: half way rounds to 1 */
	SGPU_ASSERT_EQ(px32(&t, 0, 22), 0xff000001u);
	/* bilinear at the source's right edge clamps */
	wr32(&t, SRC + 7 * 4, 0xff0000ffu);
	blit(&t, 0, 23, 1, 1, ONE, ONE, 7 * ONE + ONE / 2, 0);
	SGPU_ASSERT_EQ(px32(&t, 0, 23), 0xff0000ffu);
	/* point sampling beyond the source repeats its edge texels */
	mt(&t, 0x88c, 0);
	blit(&t, 0, 24, 3, 1, ONE, ONE, -2 * ONE, 0);
	SGPU_ASSERT_EQ(px32(&t, 0, 24), 0xff000000u);
	SGPU_ASSERT_EQ(px32(&t, 2, 24), 0xff000000u);
	blit(&t, 0, 25, 3, 1, ONE, ONE, 6 * ONE, 0);
	SGPU_ASSERT_EQ(px32(&t, 1, 25), 0xff0000ffu);
	SGPU_ASSERT_EQ(px32(&t, 2, 25), 0xff0000ffu);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(t.d);
}

SGPU_TEST(blit_converts_formats)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	dst32(&t);
	uint16_t p[2] = {0xf800, 0x001f};
	sgpu_mem_write(t.d, SGPU_SPACE_VRAM, SRC, p, 4);
	surface(&t, false, 0xe8, SRC, 4, 2, 1);
	blit(&t, 0, 0, 2, 1, ONE, ONE, 0, 0);
	SGPU_ASSERT_EQ(px32(&t, 0, 0), 0xffff0000u);
	SGPU_ASSERT_EQ(px32(&t, 1, 0), 0xff0000ffu);
	/* to RF32: red as a float */
	surface(&t, true, 0xe5, DST, 256, 64, 4);
	blit(&t, 0, 0, 2, 1, ONE, ONE, 0, 0);
	SGPU_ASSERT_EQ(rd32(&t, DST), 0x3f800000u);
	SGPU_ASSERT_EQ(rd32(&t, DST + 4), 0u);
	sgpu_device_destroy(t.d);
}

SGPU_TEST(format_conversions_round_trip)
{
	static const uint32_t fm[] = {0xcf, 0xd0, 0xdf, 0xd5, 0xd6, 0xd1, 0xe8, 0xe9, 0xf3, 0xee,
	                              0xff, 0xf2, 0xe5, 0xcb, 0xca, 0xc0, 0xc6, 0xc7, 0xe0, 0xd7,
	                              0xde, 0xda, 0xdb, 0xea, 0xeb, 0xef, 0xf4, 0xf7};
	uint32_t seed = 7;
	for (size_t i = 0; i < sizeof(fm) / sizeof(fm[0]); i++) {
		int bytes = mxw_twod_format_bytes(fm[i]);
		SGPU_ASSERT(bytes > 0);
		for (int n = 0; n < 500; n++) {
			uint32_t raw[4] = {0}, back[4];
			for (int k = 0; k < 4; k++) {
				seed = seed * 1103515245u + 12345u;
				raw[k] = seed ^ (seed << 13);
			}
			for (int k = bytes / 4; k < 4; k++)
				raw[k] = 0;
			if (bytes < 4)
				raw[0] &= (1u << (8 * bytes)) - 1;
			double c[4];
			mxw_twod_decode(fm[i], raw, c);
			bool nan = false;
			for (int k = 0; k < 4; k++)
				nan |= isnan(c[k]);
			/* snorm's two encodings of -1 and NaNs are not kept */
			if (nan || fm[i] == 0xc7 || fm[i] == 0xd7 || fm[i] == 0xdb ||
			    fm[i] == 0xeb || fm[i] == 0xef || fm[i] == 0xf4)
				continue;
			mxw_twod_encode(fm[i], c, back);
			SGPU_ASSERT_MSG(memcmp(raw, back, sizeof(raw)) == 0,
			                "format 0x%02x: 0x%08x %08x -> 0x%08x %08x", fm[i], raw[0],
			                raw[1], back[0], back[1]);
		}
	}
	/* known values */
	uint32_t r[4] = {0x3c00, 0, 0, 0}, o[4];
	double c[4];
	mxw_twod_decode(0xf2, r, c);
	SGPU_ASSERT(c[0] == 1.0);
	double h[4] = {0.5, 0.25, 65504.0, 1e9};
	mxw_twod_encode(0xca, h, o);
	SGPU_ASSERT_EQ(o[0], 0x34003800u);
	SGPU_ASSERT_EQ(o[1], 0x7c007bffu);
}

SGPU_TEST(rop_pattern_and_mesa_mask)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	dst32(&t);
	sgpu_mem_fill(t.d, SGPU_SPACE_VRAM, DST, 0x44, 1, W * H * 4);
	src_pattern(&t, 8, 8);
	surface(&t, false, 0xcf, SRC, 32, 8, 8);
	/* Mesa nvc0_blit_eng2d's masked copy: ROP 0xca DPSDxax with a
	 * bitmap pattern of all ones whose colour 1 is the mask */
	mt(&t, 0x2a0, 0xca);
	mt(&t, 0x2e8, 2);
	mt(&t, 0x2f0, 0x00000000);
	mt(&t, 0x2f4, 0x00ff00ff);
	mt(&t, 0x2f8, 0xffffffff);
	mt(&t, 0x2fc, 0xffffffff);
	mt(&t, 0x2ac, 4); /* ROP */
	blit(&t, 0, 0, 8, 8, ONE, ONE, 0, 0);
	SGPU_ASSERT_EQ(px32(&t, 3, 2), 0x44004423u);
	/* a mono 8x8 pattern with PATCOPY, CGA6, offset */
	mt(&t, 0x2a0, 0xf0);
	mt(&t, 0x2ec, 0); /* CGA6_M1 */
	mt(&t, 0x2f0, 0xff000000);
	mt(&t, 0x2f4, 0xffffffff);
	mt(&t, 0x2f8, 0x00000080); /* row 0: first pixel */
	mt(&t, 0x2fc, 0);
	mt(&t, 0x2b4, 0);
	mt(&t, 0x2b0, 1); /* x offset 1: pixel 7 of the dst shows pattern x 0 */
	mt(&t, 0x580, 4);
	rect(&t, 0, 8, 16, 9);
	SGPU_ASSERT_EQ(px32(&t, 7, 8), 0xffffffffu);
	SGPU_ASSERT_EQ(px32(&t, 15, 8), 0xffffffffu);
	SGPU_ASSERT_EQ(px32(&t, 0, 8), 0xff000000u);
	/* the colour pattern from R5G6B5 methods */
	mt(&t, 0x2b0, 0);
	mt(&t, 0x2b4, 3);
	mt(&t, 0x400, 0x001ff800);
	rect(&t, 0, 16, 2, 17);
	SGPU_ASSERT_EQ(px32(&t, 0, 16) & 0xffffff, 0xff0000u);
	SGPU_ASSERT_EQ(px32(&t, 1, 16) & 0xffffff, 0x0000ffu);
	/* ROP_AND: not drawn where the result's alpha is 0 */
	mt(&t, 0x2ac, 1);
	mt(&t, 0x2a0, 0xcc);
	mt(&t, 0x588, 0x00123456);
	rect(&t, 0, 10, 1, 11);
	SGPU_ASSERT_EQ(px32(&t, 0, 10), 0x44444444u);
	mt(&t, 0x588, 0x01123456);
	rect(&t, 0, 10, 1, 11);
	SGPU_ASSERT_EQ(px32(&t, 0, 10), 0x01123456u);
	sgpu_device_destroy(t.d);
}

SGPU_TEST(operations_beta_and_colour_key)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	dst32(&t);
	sgpu_mem_fill(t.d, SGPU_SPACE_VRAM, DST, 0, 1, W * H * 4);
	mt(&t, 0x580, 4);
	/* SRCCOPY_AND: alpha 0 is not drawn */
	mt(&t, 0x2ac, 0);
	mt(&t, 0x588, 0x00ffffff);
	rect(&t, 0, 0, 1, 1);
	SGPU_ASSERT_EQ(px32(&t, 0, 0), 0u);
	mt(&t, 0x588, 0x80ffffff);
	rect(&t, 0, 0, 1, 1);
	SGPU_ASSERT_EQ(px32(&t, 0, 0), 0x80ffffffu);
	/* SRCCOPY_PREMULT: Mesa's red-only mask BETA4 0xffff0000 */
	mt(&t, 0x2a8, 0xffff0000);
	mt(&t, 0x2ac, 5);
	mt(&t, 0x588, 0xff405060);
	rect(&t, 1, 0, 2, 1);
	SGPU_ASSERT_EQ(px32(&t, 1, 0), 0xff400000u);
	/* BLEND_AND with BETA1 1.0: src alpha 0x80 over white */
	wr32(&t, DST + 8, 0xffffffff);
	mt(&t, 0x2a4, 0x7f800000);
	mt(&t, 0x2ac, 2);
	mt(&t, 0x588, 0x80000000);
	rect(&t, 2, 0, 3, 1);
	/* a = 128/255: 255 * (1 - a) = 127, alpha 255(1-a) + 128a = 191 */
	SGPU_ASSERT_EQ(px32(&t, 2, 0), 0xbf7f7f7fu);
	/* BLEND_PREMULT, BETA4 all ones: D(1 - Sa) + S */
	wr32(&t, DST + 12, 0xff808080);
	mt(&t, 0x2a8, 0xffffffff);
	mt(&t, 0x2ac, 6);
	mt(&t, 0x588, 0x80400000);
	rect(&t, 3, 0, 4, 1);
	SGPU_ASSERT_EQ(px32(&t, 3, 0), 0xff804040u);
	/* the colour key drops matching source pixels */
	mt(&t, 0x2ac, 3);
	mt(&t, 0x294, 2);
	mt(&t, 0x298, 0x00123456);
	mt(&t, 0x29c, 1);
	mt(&t, 0x588, 0xff123456);
	rect(&t, 4, 0, 5, 1);
	SGPU_ASSERT_EQ(px32(&t, 4, 0), 0u);
	mt(&t, 0x588, 0xff123457);
	rect(&t, 4, 0, 5, 1);
	SGPU_ASSERT_EQ(px32(&t, 4, 0), 0xff123457u);
	mt(&t, 0x29c, 0);
	/* render enables */
	mt(&t, 0x2dc, 2); /* NEVER_RENDER */
	rect(&t, 5, 0, 6, 1);
	SGPU_ASSERT_EQ(px32(&t, 5, 0), 0u);
	mt(&t, 0x2dc, 0);
	mt(&t, 0x26c, 2); /* CONDITIONAL on a zero word */
	mt(&t, 0x264, 0);
	mt(&t, 0x268, SRC);
	wr32(&t, SRC, 0);
	rect(&t, 5, 0, 6, 1);
	SGPU_ASSERT_EQ(px32(&t, 5, 0), 0u);
	wr32(&t, SRC, 1);
	rect(&t, 5, 0, 6, 1);
	SGPU_ASSERT_EQ(px32(&t, 5, 0), 0xff123457u);
	sgpu_device_destroy(t.d);
}

SGPU_TEST(illegal_methods_and_values_trap)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	SGPU_ASSERT_EQ(mxw_gr_call(t.gr, NULL, 0, 0, 0x180, 1), NV_ENGINE_ACCEPTED);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(t.d, GR_INTR), 1u << 4);
	SGPU_ASSERT_EQ(guest_errors, 1u);
	sgpu_mmio_wr32(t.d, GR_INTR, 0xffffffff);
	sgpu_mmio_wr32(t.d, GR_FIFO_ACCESS, 0x00010001);
	SGPU_ASSERT_EQ(mxw_gr_call(t.gr, NULL, 0, 0, 0x200, 0x12), NV_ENGINE_ACCEPTED);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(t.d, GR_INTR), 1u << 20);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(t.d, GR_DATA_ERROR), 5u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(t.d, GR_TRAPPED_ADDR), 0x200u);
	sgpu_mmio_wr32(t.d, GR_INTR, 0xffffffff);
	sgpu_mmio_wr32(t.d, GR_FIFO_ACCESS, 0x00010001);
	/* AY8 is a source format only */
	SGPU_ASSERT_EQ(mxw_gr_call(t.gr, NULL, 0, 0, 0x230, 0x1d), NV_ENGINE_ACCEPTED);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(t.d, GR_INTR), 0u);
	SGPU_ASSERT_EQ(mxw_gr_call(t.gr, NULL, 0, 0, 0x200, 0x1d), NV_ENGINE_ACCEPTED);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(t.d, GR_INTR), 1u << 20);
	sgpu_device_destroy(t.d);
}

SGPU_TEST(big_jobs_stall_in_chunks)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	/* 2048x1024 at 4 bytes: 2^14 units a call, a row of a fill 2048 / 16 + 1 */
	surface(&t, true, 0xcf, 0, 8192, 2048, 1024);
	mt(&t, 0x580, 4);
	mt(&t, 0x588, 0x12345678);
	t.stalls = 0;
	rect(&t, 0, 0, 2048, 1024);
	SGPU_ASSERT_EQ(t.stalls, 7u); /* 128 rows a call: a fill counts 1/16 a pixel */
	SGPU_ASSERT_EQ(rd32(&t, 8192 * 1023 + 8188), 0x12345678u);
	/* a fault stops the job: a destination past the end of VRAM */
	surface(&t, true, 0xcf, (16u << 20) - 8192, 8192, 2048, 1024);
	rect(&t, 0, 0, 2048, 1024);
	SGPU_ASSERT_EQ(guest_errors, 1u);
	sgpu_device_destroy(t.d);
}

/* ------------------------------------------------------------------ differential */

static uint32_t rnd(uint64_t *s)
{
	*s = *s * 6364136223846793005ull + 1442695040888963407ull;
	return (uint32_t)(*s >> 33);
}

/* One random operation on a device: fills and blits, mostly the shapes
 * the fast paths take, sometimes not. */
static void random_op(struct t *t, uint64_t *s)
{
	static const uint32_t fmts[] = {0xcf, 0xe6, 0xd5, 0xe8, 0xf3, 0xca, 0xc0, 0xfe};
	uint32_t df = rnd(s) % 4 ? 0xcf : fmts[rnd(s) % 8];
	uint32_t sf = rnd(s) % 4 ? df : fmts[rnd(s) % 8];
	int db = mxw_twod_format_bytes(df), sb = mxw_twod_format_bytes(sf);
	uint32_t dw = 1 + rnd(s) % 300, dh = 1 + rnd(s) % 100;
	uint32_t dpitch = dw * (uint32_t)db + (rnd(s) % 3) * (uint32_t)db * 4;
	uint64_t dbase = (rnd(s) % 4 ? 0x100000 : 0xff8000 + (rnd(s) % 64) * 256) +
	                 (rnd(s) % 8 ? 0 : rnd(s) % 4);
	surface(t, true, df, dbase, dpitch, dw, dh);
	mt(t, 0x2ac, rnd(s) % 6 ? 3 : rnd(s) % 7);
	mt(t, 0x2a0, rnd(s) & 0xff);
	mt(t, 0x290, rnd(s) % 4 == 0);
	mt(t, 0x280, rnd(s) % 50);
	mt(t, 0x284, rnd(s) % 50);
	mt(t, 0x288, rnd(s) % 300);
	mt(t, 0x28c, rnd(s) % 300);
	if (rnd(s) % 2) {
		mt(t, 0x580, 4);
		mt(t, 0x584, rnd(s) % 3 ? 0xcf : 0xe8);
		mt(t, 0x588, rnd(s));
		int x0 = (int)(rnd(s) % 400) - 50, y0 = (int)(rnd(s) % 150) - 20;
		rect(t, x0, y0, x0 + (int)(rnd(s) % 400), y0 + (int)(rnd(s) % 150));
	} else {
		bool big = rnd(s) % 2; /* a source the blit fits in: the fast path's case */
		uint32_t sw = big ? 400 : 1 + rnd(s) % 300, sh = big ? 200 : 1 + rnd(s) % 100;
		uint64_t sbase = rnd(s) % 8 ? 0x600000 : dbase + (rnd(s) % 4096) * 4;
		surface(t, false, sf, sbase, sw * (uint32_t)sb, sw, sh);
		mt(t, 0x88c, rnd(s) % 4 ? 0 : (rnd(s) % 2) | (rnd(s) % 2) << 4);
		int64_t du = rnd(s) % 4 ? ONE : (int64_t)(rnd(s) % 3) * ONE + rnd(s);
		int64_t sx =
		        (int64_t)(rnd(s) % (big ? 100 : 300)) * ONE + (rnd(s) % 4 ? 0 : rnd(s));
		int64_t sy = (int64_t)(rnd(s) % 100) * ONE - (rnd(s) % 8 ? 0 : ONE * 3);
		blit(t, (int)(rnd(s) % 300) - 20, (int)(rnd(s) % 100) - 10, (int)(rnd(s) % 300),
		     (int)(rnd(s) % 100), du, rnd(s) % 4 ? ONE : du, sx, sy);
	}
}

/* The same random operations on two devices, fast paths on and off:
 * memory, stalls, guest errors and the MMU fault record must agree. With
 * vm, through page tables mapping 0x100000-0x900000 (4 KiB pages, some
 * holes, some read-only), as test_mxw_copy builds them: faults then stop
 * operations in the middle of rows. */
#define PDB 0x10000u
#define SPT 0x20000u

static bool diff_case(uint64_t seed, bool vm)
{
	struct t tt[2];
	static uint8_t ma[16u << 20], mb[16u << 20];
	struct gf100_vmctx ctx = {.big_shift = 17, .pdb_aper = GF100_APER_VID, .pdb = PDB};
	uint32_t fault[2];
	for (int dev = 0; dev < 2; dev++) {
		struct t *t = &tt[dev];
		if (!open_dev(t))
			return false;
		uint64_t s = seed;
		uint8_t *junk = malloc(1 << 20);
		for (int i = 0; i < (1 << 20); i++)
			junk[i] = (uint8_t)rnd(&s);
		sgpu_mem_write(t->d, SGPU_SPACE_VRAM, 0x100000, junk, 1 << 20);
		sgpu_mem_write(t->d, SGPU_SPACE_VRAM, 0x600000, junk, 1 << 20);
		free(junk);
		if (vm) {
			uint32_t pde[2] = {0, 1 | SPT >> 8};
			sgpu_mem_write(t->d, SGPU_SPACE_VRAM, PDB, pde, 8);
			for (uint64_t va = 0x100000; va < 0x900000; va += 0x1000) {
				uint32_t r = rnd(&s);
				bool hole = r % 40 == 0, ro = r % 40 == 1;
				uint32_t w[2] = {hole ? 0 : (uint32_t)(va >> 8) | 1 | (ro ? 4u : 0),
				                 0};
				sgpu_mem_write(t->d, SGPU_SPACE_VRAM, SPT + 8 * (va >> 12), w, 8);
			}
			t->vm = &ctx;
		}
		mxw_twod_set_fast(dev == 0);
		for (int n = 0; n < 12; n++)
			random_op(t, &s);
		fault[dev] = sgpu_mmio_rd32(t->d, 0x002804);
	}
	mxw_twod_set_fast(true);
	bool same = tt[0].stalls == tt[1].stalls && tt[0].errors == tt[1].errors &&
	            fault[0] == fault[1];
	sgpu_mem_read(tt[0].d, SGPU_SPACE_VRAM, 0, ma, 16u << 20);
	sgpu_mem_read(tt[1].d, SGPU_SPACE_VRAM, 0, mb, 16u << 20);
	same = same && memcmp(ma, mb, 16u << 20) == 0;
	if (!same)
		printf("stalls %u/%u, guest errors %u/%u, fault 0x%x/0x%x\n", tt[0].stalls,
		       tt[1].stalls, tt[0].errors, tt[1].errors, fault[0], fault[1]);
	sgpu_device_destroy(tt[0].d);
	sgpu_device_destroy(tt[1].d);
	return same;
}

SGPU_TEST(fast_paths_match_the_reference)
{
	const char *env = getenv("SGPU_SEED");
	uint64_t base = env ? strtoull(env, NULL, 0) : 1;
	for (uint64_t seed = base; seed < base + 25; seed++)
		SGPU_ASSERT_MSG(diff_case(seed, false),
		                "seed %" PRIu64 ": fast and reference differ", seed);
}

SGPU_TEST(fast_paths_match_the_reference_through_page_tables)
{
	const char *env = getenv("SGPU_SEED");
	uint64_t base = env ? strtoull(env, NULL, 0) : 1;
	for (uint64_t seed = base; seed < base + 25; seed++)
		SGPU_ASSERT_MSG(diff_case(seed, true),
		                "seed %" PRIu64 ": fast and reference differ through page tables",
		                seed);
}

/* ------------------------------------------------------------------ block-linear */

/* An independent closed form of the GF100+ block-linear layout for blocks
 * one GOB wide: blocks of 2^bh GOBs (64 bytes x 8 rows) down, stored in
 * rows of ceil(width/64) blocks; 16-byte sectors inside a GOB in the
 * GENERIC_16BX2 order (x%64/32, y%8/2, x%32/16, y%2, x%16). */
static uint64_t bl_ref(uint32_t width_bytes, unsigned bh, uint32_t xb, uint32_t y)
{
	uint64_t gobs_x = (width_bytes + 63) / 64, rows = 8u << bh;
	uint64_t block = (uint64_t)(y / rows) * gobs_x + xb / 64;
	uint64_t gob = block * (512u << bh) + (y % rows) / 8 * 512;
	return gob + (xb % 64) / 32 * 256 + (y % 8) / 2 * 64 + (xb % 32) / 16 * 32 + (y % 2) * 16 +
	       xb % 16;
}

SGPU_TEST(blocklinear_round_trip_every_size_and_block_height)
{
	static const uint32_t fm[] = {0xf3, 0xe8, 0xcf, 0xca, 0xc0}; /* 1, 2, 4, 8, 16 bytes */
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	for (size_t f = 0; f < 5; f++)
		for (unsigned bh = 0; bh <= 5; bh++) {
			uint32_t b = (uint32_t)mxw_twod_format_bytes(fm[f]), w = 37, h = 45;
			uint64_t s = f * 16 + bh + 1;
			uint8_t src[37 * 45 * 16], back[37 * 45 * 16];
			for (size_t i = 0; i < w * h * b; i++)
				src[i] = (uint8_t)rnd(&s);
			sgpu_mem_write(t.d, SGPU_SPACE_VRAM, SRC, src, w * h * b);
			sgpu_mem_fill(t.d, SGPU_SPACE_VRAM, DST, 0, 1, 1 << 20);
			/* pitch SRC -> block-linear DST */
			surface(&t, false, fm[f], SRC, w * b, w, h);
			surface(&t, true, fm[f], DST, 0, w, h);
			mt(&t, 0x204, 0);
			mt(&t, 0x208, bh << 4);
			mt(&t, 0x20c, 1);
			mt(&t, 0x210, 0);
			blit(&t, 0, 0, (int)w, (int)h, ONE, ONE, 0, 0);
			for (uint32_t y = 0; y < h; y++)
				for (uint32_t xb = 0; xb < w * b; xb++) {
					uint8_t v = 0;
					sgpu_mem_read(t.d, SGPU_SPACE_VRAM,
					              DST + bl_ref(w * b, bh, xb, y), &v, 1);
					SGPU_ASSERT_MSG(v == src[y * w * b + xb],
					                "format 0x%02x bh %u: byte %u,%u", fm[f],
					                bh, xb, y);
				}
			/* and back: block-linear DST -> pitch SRC + 1 MiB */
			surface(&t, false, fm[f], DST, 0, w, h);
			mt(&t, 0x234, 0);
			mt(&t, 0x238, bh << 4);
			mt(&t, 0x23c, 1);
			surface(&t, true, fm[f], SRC + (1 << 20), w * b, w, h);
			blit(&t, 0, 0, (int)w, (int)h, ONE, ONE, 0, 0);
			sgpu_mem_read(t.d, SGPU_SPACE_VRAM, SRC + (1 << 20), back, w * h * b);
			SGPU_ASSERT_MSG(memcmp(src, back, w * h * b) == 0,
			                "format 0x%02x bh %u: back", fm[f], bh);
		}
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(t.d);
}

SGPU_TEST(sifc_index_palette_from_the_source)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	dst32(&t);
	for (uint32_t i = 0; i < 256; i++)
		wr32(&t, SRC + i * 4, 0xff000000u | i * 0x010101u);
	surface(&t, false, 0xcf, SRC, 1024, 256, 1);
	mt(&t, 0x800, 1);
	mt(&t, 0x808, 2); /* I8 */
	mt(&t, 0x838, 4);
	mt(&t, 0x83c, 1);
	mt(&t, 0x854, 0);
	mt(&t, 0x85c, 0);
	mt(&t, 0x860, 0x807f0102);
	SGPU_ASSERT_EQ(px32(&t, 0, 0), 0xff020202u);
	SGPU_ASSERT_EQ(px32(&t, 3, 0), 0xff808080u);
	/* I4, CGA6: the high nibble first */
	mt(&t, 0x808, 1);
	mt(&t, 0x80c, 0);
	mt(&t, 0x838, 2);
	mt(&t, 0x85c, 1);
	mt(&t, 0x860, 0x000000a5);
	SGPU_ASSERT_EQ(px32(&t, 0, 1), 0xff0a0a0au);
	SGPU_ASSERT_EQ(px32(&t, 1, 1), 0xff050505u);
	sgpu_device_destroy(t.d);
}

SGPU_TEST(overlapping_blits_copy_as_memmove_unless_told)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	dst32(&t);
	surface(&t, false, 0xcf, DST, W * 4, W, H);
	for (int x = 0; x < 8; x++)
		wr32(&t, DST + (uint64_t)x * 4, 0xff000000u | (uint32_t)x);
	/* one pixel right within the same row: HW_DECIDES goes right to left */
	blit(&t, 1, 0, 7, 1, ONE, ONE, 0, 0);
	for (int x = 1; x < 8; x++)
		SGPU_ASSERT_EQ(px32(&t, x, 0), 0xff000000u | (uint32_t)(x - 1));
	/* forced LEFT_TO_RIGHT smears the first pixel */
	mt(&t, 0x2e0, 0x11);
	blit(&t, 1, 0, 7, 1, ONE, ONE, 0, 0);
	for (int x = 1; x < 8; x++)
		SGPU_ASSERT_EQ(px32(&t, x, 0), 0xff000000u);
	sgpu_device_destroy(t.d);
}

SGPU_TEST(one_bit_surfaces_and_notify)
{
	struct t t;
	SGPU_ASSERT(open_dev(&t));
	surface(&t, true, 0x1c, DST, 16, 128, 64); /* Y1_8X8, 16 tiles a row */
	mt(&t, 0x580, 4);
	mt(&t, 0x588, 0xffffffff);
	rect(&t, 2, 1, 11, 3);
	uint8_t b[16] = {0};
	sgpu_mem_read(t.d, SGPU_SPACE_VRAM, DST, b, 16);
	/* tile 0 rows 1, 2: bits 2-7; tile 1 rows 1, 2: bits 0-2 */
	SGPU_ASSERT_EQ(b[1], 0xfc);
	SGPU_ASSERT_EQ(b[2], 0xfc);
	SGPU_ASSERT_EQ(b[9], 0x07);
	SGPU_ASSERT_EQ(b[0], 0);
	SGPU_ASSERT_EQ(b[3], 0);
	/* NOTIFY writes {timestamp, 0, 0} */
	wr32(&t, SRC + 8, 0xdead);
	wr32(&t, SRC + 12, 0xbeef);
	mt(&t, 0x104, 0);
	mt(&t, 0x108, SRC);
	mt(&t, 0x10c, 0);
	SGPU_ASSERT_EQ(rd32(&t, SRC + 8), 0u);
	SGPU_ASSERT_EQ(rd32(&t, SRC + 12), 0u);
	sgpu_device_destroy(t.d);
}

SGPU_TEST(format_details)
{
	double c[4] = {1, 0.5, 0, 0.25}, d[4];
	uint32_t r[4];
	/* O bits are written 1, Z and X bits 0 */
	mxw_twod_encode(0xfe, c, r);
	SGPU_ASSERT_EQ(r[0], 0xffff8000u);
	mxw_twod_encode(0xfd, c, r);
	SGPU_ASSERT_EQ(r[0], 0x00ff8000u);
	mxw_twod_encode(0xe6, c, r);
	SGPU_ASSERT_EQ(r[0], 0x00ff8000u);
	mxw_twod_encode(0xfc, c, r);
	SGPU_ASSERT_EQ(r[0] & 0x8000u, 0x8000u);
	/* sRGB: 0.5 linear is 188 encoded; 188 decodes near 0.5 */
	mxw_twod_encode(0xd0, c, r);
	SGPU_ASSERT_EQ(r[0], 0x40ffbc00u);
	mxw_twod_decode(0xd0, r, d);
	SGPU_ASSERT(fabs(d[1] - 0.5) < 0.003 && d[0] == 1.0);
	/* snorm: -max and -max-1 are both -1 */
	uint32_t m1[4] = {0x81, 0, 0, 0}, m2[4] = {0x80, 0, 0, 0};
	mxw_twod_decode(0xf4, m1, d);
	SGPU_ASSERT(d[0] == -1.0);
	mxw_twod_decode(0xf4, m2, d);
	SGPU_ASSERT(d[0] == -1.0);
	/* Y formats read as grey with alpha 1 and are written from red */
	uint32_t y[4] = {0x80, 0, 0, 0};
	mxw_twod_decode(0xf3, y, d);
	SGPU_ASSERT(d[0] == d[1] && d[1] == d[2] && d[3] == 1.0);
	mxw_twod_encode(0xee, c, r);
	SGPU_ASSERT_EQ(r[0], 0xffffu);
	/* A8 reads black with its alpha */
	uint32_t a[4] = {0x40, 0, 0, 0};
	mxw_twod_decode(0xf7, a, d);
	SGPU_ASSERT(d[0] == 0 && fabs(d[3] - 64 / 255.0) < 1e-12);
	/* BF10GF11RF11: 1.0 in each */
	double one[4] = {1, 1, 1, 1};
	mxw_twod_encode(0xe0, one, r);
	SGPU_ASSERT_EQ(r[0], 0x3c0u | 0x3c0u << 11 | 0x1e0u << 22);
	SGPU_ASSERT_EQ(mxw_twod_format_bytes(0x1c), 0);
	SGPU_ASSERT_EQ(mxw_twod_format_bytes(0x12), -1);
}
