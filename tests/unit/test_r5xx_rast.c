/* The R5xx back end (r5xx_rast.h): setup, scan conversion, RS, alpha
 * test, depth/stencil, blending, formats, scissor and clip rectangles,
 * driven directly with window-space vertices on an r520 device. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"
#include "amd/r5xx/r5xx_rast.h"
#include "core/device.h"
#include "harness.h"
#include "softgpu/softgpu.h"

#define W 32
#define H 32
#define CB_BASE 0x100000u
#define ZB_BASE 0x200000u

static uint32_t f2u(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

struct ctx {
	sgpu_device *dev;
	struct r5xx_rast r;
};

/* A device with a 32x32 ARGB8888 colour buffer, a 24/8 depth buffer, one
 * RS colour write (colour 0 -> temp 0), Gouraud shading, scissor on the
 * buffer, the clip rule 0xffff and Mesa's SC_EDGERULE. */
static bool setup(struct ctx *c)
{
	if (sgpu_device_create("r520", NULL, &c->dev) != SGPU_OK)
		return false;
	sgpu_set_log_callback(c->dev, sgpu_log_discard, NULL);
	if (!r5xx_rast_init(&c->r, sgpu_dev_unit(c->dev, "R3D")))
		return false;
	sgpu_device *d = c->dev;
	sgpu_mmio_wr32(d, 0x4018, 1u << 16 | 1);            /* GB_TILE_CONFIG: 1/16 subpixels */
	sgpu_mmio_wr32(d, 0x43a8, 0x2DA49525);              /* SC_EDGERULE as Mesa sets it */
	sgpu_mmio_wr32(d, 0x4010, 0x88888888u);             /* GB_MSPOS0: pixel centres */
	sgpu_mmio_wr32(d, 0x4014, 0x88888888u);             /* GB_MSPOS1 */
	sgpu_mmio_wr32(d, 0x43e0, 0);                       /* SC_SCISSOR0 */
	sgpu_mmio_wr32(d, 0x43e4, (W - 1) | (H - 1) << 13); /* SC_SCISSOR1 */
	sgpu_mmio_wr32(d, 0x43d0, 0xffff);                  /* SC_CLIP_RULE */
	sgpu_mmio_wr32(d, 0x43e8, 0xffffff);                /* SC_SCREENDOOR */
	sgpu_mmio_wr32(d, 0x4278, 0xaaaa);                  /* GA_COLOR_CONTROL: Gouraud */
	sgpu_mmio_wr32(d, 0x4074, 0);                       /* RS_IP_0: colour 0, RGBA */
	sgpu_mmio_wr32(d, 0x4304, 0);                       /* RS_INST_COUNT: 1 */
	sgpu_mmio_wr32(d, 0x4320, 1u << 16);                /* RS_INST_0: COL_CN write, addr 0 */
	sgpu_mmio_wr32(d, 0x46a4, 0 | 3u << 8 | 2u << 10 | 1u << 12 | 0u << 14); /* C4_8 BGRA */
	for (unsigned t = 1; t < 4; t++)
		sgpu_mmio_wr32(d, 0x46a4 + 4 * t, 15); /* UNUSED */
	sgpu_mmio_wr32(d, 0x4e28, CB_BASE);            /* RB3D_COLOROFFSET0 */
	sgpu_mmio_wr32(d, 0x4e38, W | 6u << 21);       /* COLORPITCH0: ARGB8888 */
	sgpu_mmio_wr32(d, 0x4e0c, 0xf);                /* channel mask */
	sgpu_mmio_wr32(d, 0x4f10, 2);                  /* ZB_FORMAT 24/8 */
	sgpu_mmio_wr32(d, 0x4f20, ZB_BASE);
	sgpu_mmio_wr32(d, 0x4f24, W);
	sgpu_mmio_wr32(d, 0x42c0, f2u(16777215.0f)); /* SU_DEPTH_SCALE */
	return true;
}

static void done(struct ctx *c)
{
	r5xx_rast_fini(&c->r);
	sgpu_device_destroy(c->dev);
}

static uint32_t px(struct ctx *c, int x, int y)
{
	uint32_t v = 0;
	sgpu_mem_read(c->dev, SGPU_SPACE_VRAM, CB_BASE + (uint64_t)(y * W + x) * 4, &v, 4);
	return v;
}

static void vtx(struct r5xx_rvtx *v, float x, float y, float z, float r, float g, float b, float a)
{
	memset(v, 0, sizeof(*v));
	v->x = x, v->y = y, v->z = z, v->rhw = 1, v->psize = -1;
	v->col[0][0] = r, v->col[0][1] = g, v->col[0][2] = b, v->col[0][3] = a;
}

static void tri(struct ctx *c, const struct r5xx_rvtx *a, const struct r5xx_rvtx *b,
                const struct r5xx_rvtx *d)
{
	const struct r5xx_rvtx *v[3] = {a, b, d};
	r5xx_rast_prim(&c->r, R5XX_RAST_TRI, v);
}

/* Additive blending ONE/ONE of 1/255 per hit counts the hits. */
static void count_hits(struct ctx *c)
{
	sgpu_mmio_wr32(c->dev, 0x4e04, 1 | 0u << 12 | 2u << 16 | 2u << 24);
}

SGPU_TEST(shared_edges_cover_once)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	count_hits(&c);
	float k = 1.0f / 255;
	struct r5xx_rvtx a, b, d, e, f;
	/* a fan of 4 triangles around (12.3, 13.7) over the square 3..27 */
	vtx(&a, 12.3f, 13.7f, 0, k, k, k, k);
	vtx(&b, 3, 3, 0, k, k, k, k);
	vtx(&d, 27, 3, 0, k, k, k, k);
	vtx(&e, 27, 27, 0, k, k, k, k);
	vtx(&f, 3, 27, 0, k, k, k, k);
	tri(&c, &a, &b, &d);
	tri(&c, &a, &d, &e);
	tri(&c, &a, &e, &f);
	tri(&c, &a, &f, &b);
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++) {
			uint32_t want = x >= 3 && x < 27 && y >= 3 && y < 27 ? 0x01010101u : 0;
			SGPU_ASSERT_MSG(px(&c, x, y) == want, "(%d,%d): 0x%08x want 0x%08x", x, y,
			                px(&c, x, y), want);
		}
	done(&c);
}

SGPU_TEST(edge_rule_top_left)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	/* a rectangle with edges exactly on pixel centres: x 2.5..5.5, y 2.5..4.5.
	 * Top-left (ER_TRI 5: L in, R out, HT in, HB out): columns 2-4, rows 2-3. */
	struct r5xx_rvtx a, b, d, e;
	vtx(&a, 2.5f, 2.5f, 0, 1, 1, 1, 1);
	vtx(&b, 5.5f, 2.5f, 0, 1, 1, 1, 1);
	vtx(&d, 5.5f, 4.5f, 0, 1, 1, 1, 1);
	vtx(&e, 2.5f, 4.5f, 0, 1, 1, 1, 1);
	tri(&c, &a, &b, &d);
	tri(&c, &a, &d, &e);
	for (int y = 0; y < 8; y++)
		for (int x = 0; x < 8; x++) {
			bool in = x >= 2 && x <= 4 && y >= 2 && y <= 3;
			SGPU_ASSERT_MSG((px(&c, x, y) != 0) == in, "(%d,%d) 0x%08x", x, y,
			                px(&c, x, y));
		}
	/* ER_TRI 0: every edge in: one more column and row */
	sgpu_mmio_wr32(c.dev, 0x43a8, 0);
	sgpu_mem_fill(c.dev, SGPU_SPACE_VRAM, CB_BASE, 0, 4, W * H * 4);
	tri(&c, &a, &b, &d);
	tri(&c, &a, &d, &e);
	SGPU_ASSERT(px(&c, 5, 2) != 0 && px(&c, 2, 4) != 0 && px(&c, 5, 4) != 0);
	done(&c);
}

SGPU_TEST(gouraud_and_flat)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 1, 0, 0, 1);
	vtx(&b, 32, 0, 0, 0, 1, 0, 1);
	vtx(&d, 0, 32, 0, 0, 0, 1, 1);
	tri(&c, &a, &b, &d);
	/* pixel (0,0) centre (0.5,0.5): weights 15/16.., near red */
	uint32_t p = px(&c, 0, 0);
	SGPU_ASSERT_MSG((p >> 16 & 255) == 247 && (p >> 8 & 255) == 4 && (p & 255) == 4, "0x%08x",
	                p);
	/* flat, provoking vertex last: blue everywhere */
	sgpu_mmio_wr32(c.dev, 0x4278, 0x5555 | 3u << 16);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 3, 3), 0xff0000ffu);
	done(&c);
}

SGPU_TEST(depth_less_and_write)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mem_fill(c.dev, SGPU_SPACE_VRAM, ZB_BASE, 0xffffff00u, 4, W * H * 4);
	sgpu_mmio_wr32(c.dev, 0x4f00, 2 | 4); /* Z test + write */
	sgpu_mmio_wr32(c.dev, 0x4f04, 1);     /* LESS */
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0.25f, 0, 1, 0, 1);
	vtx(&b, 32, 0, 0.25f, 0, 1, 0, 1);
	vtx(&d, 0, 32, 0.25f, 0, 1, 0, 1);
	tri(&c, &a, &b, &d); /* near green */
	vtx(&a, 0, 0, 0.75f, 1, 0, 0, 1);
	vtx(&b, 32, 0, 0.75f, 1, 0, 0, 1);
	vtx(&d, 32, 32, 0.75f, 1, 0, 0, 1);
	tri(&c, &a, &b, &d); /* far red: only where green is not */
	SGPU_ASSERT_EQ(px(&c, 2, 1), 0xff00ff00u);
	SGPU_ASSERT_EQ(px(&c, 30, 28), 0xffff0000u);
	uint32_t z = 0;
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + (1 * W + 2) * 4, &z, 4);
	SGPU_ASSERT_EQ(z >> 8, (uint32_t)(0.25 * 16777215.0 + 0.5));
	SGPU_ASSERT(c.r.zpass > 0);
	done(&c);
}

SGPU_TEST(stencil_replace_then_equal)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mmio_wr32(c.dev, 0x4f00, 1);                 /* stencil only */
	sgpu_mmio_wr32(c.dev, 0x4f04, 7u << 3 | 2u << 9); /* ALWAYS, zpass REPLACE */
	sgpu_mmio_wr32(c.dev, 0x4f08, 0x5a | 0xffu << 8 | 0xffu << 16);
	sgpu_mmio_wr32(c.dev, 0x4e0c, 0); /* no colour */
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 1, 1, 1, 1);
	vtx(&b, 16, 0, 0, 1, 1, 1, 1);
	vtx(&d, 0, 16, 0, 1, 1, 1, 1);
	tri(&c, &a, &b, &d);
	uint32_t z = 0;
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE, &z, 4);
	SGPU_ASSERT_EQ(z & 255, 0x5au);
	sgpu_mmio_wr32(c.dev, 0x4e0c, 0xf);
	sgpu_mmio_wr32(c.dev, 0x4f04, 3u << 3); /* EQUAL, keep */
	vtx(&a, 0, 0, 0, 1, 0, 0, 1);
	vtx(&b, 32, 0, 0, 1, 0, 0, 1);
	vtx(&d, 0, 32, 0, 1, 0, 0, 1);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0xffff0000u);
	SGPU_ASSERT_EQ(px(&c, 20, 5), 0u);
	done(&c);
}

SGPU_TEST(blend_src_alpha)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mem_fill(c.dev, SGPU_SPACE_VRAM, CB_BASE, 0xff0000ffu, 4, W * H * 4); /* blue */
	/* SRC_ALPHA, ONE_MINUS_SRC_ALPHA (GL codes 38, 39), add */
	sgpu_mmio_wr32(c.dev, 0x4e04, 1 | 38u << 16 | 39u << 24);
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 1, 0, 0, 0.25f);
	vtx(&b, 64, 0, 0, 1, 0, 0, 0.25f);
	vtx(&d, 0, 64, 0, 1, 0, 0, 0.25f);
	tri(&c, &a, &b, &d);
	uint32_t p = px(&c, 4, 4);
	/* R = 0.25, B = 0.75, A = 0.25*0.25 + 0.75 */
	SGPU_ASSERT_MSG((p >> 16 & 255) == 64 && (p & 255) == 191 && (p >> 24) == 207, "0x%08x", p);
	done(&c);
}

SGPU_TEST(cull_and_face)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 1, 1, 1, 1);
	vtx(&b, 32, 0, 0, 1, 1, 1, 1);
	vtx(&d, 0, 32, 0, 1, 1, 1, 1);
	/* a, b, d turn clockwise on the screen (y down): back with FACE 0
	 * ("positive cross product is front (CCW)" counts counter-clockwise
	 * on the screen); cull back */
	sgpu_mmio_wr32(c.dev, 0x42b8, 2);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0u);
	SGPU_ASSERT_EQ(c.r.stats.culled, 1u);
	/* FACE 1: the same triangle is front-facing, cull front */
	sgpu_mmio_wr32(c.dev, 0x42b8, 1 | 4);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0u);
	/* reversed winding passes */
	tri(&c, &a, &d, &b);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0xffffffffu);
	done(&c);
}

/* Mesa's r300 renders a GL FBO (rows y-up in memory) with FACE 1 for
 * glFrontFace(GL_CCW) and culls back faces: a triangle counter-clockwise
 * in GL's y-up coordinates, which is (b-a) x (d-a) > 0 in memory rows,
 * must survive, its reverse be culled (examples/gl/cube.c, which showed
 * the inside of the cube while facing was inverted). */
SGPU_TEST(cull_mesa_fbo_ccw)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 1, 1, 1, 1);
	vtx(&b, 32, 0, 0, 1, 1, 1, 1);
	vtx(&d, 0, 32, 0, 1, 1, 1, 1);
	sgpu_mmio_wr32(c.dev, 0x42b8, 2 | 4); /* CULL_BACK, FACE 1 (SU_CULL_MODE = 6) */
	tri(&c, &a, &d, &b);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0u);
	SGPU_ASSERT_EQ(c.r.stats.culled, 1u);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0xffffffffu);
	done(&c);
}

/* Two-sided colour (seed 001 L1898): with colours 0-3 sent
 * (VAP_OUT_VTX_FMT_0 0x1f, as Mesa's r300 does for back colours), a
 * back-facing primitive takes colour 2 for colour 0 (piglit
 * two-sided-lighting drew its back faces in the front colour). */
SGPU_TEST(two_sided_colour_selects_back_colours)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 1, 0, 0, 1);
	vtx(&b, 32, 0, 0, 1, 0, 0, 1);
	vtx(&d, 0, 32, 0, 1, 0, 0, 1);
	struct r5xx_rvtx *all[3] = {&a, &b, &d};
	for (unsigned i = 0; i < 3; i++)
		all[i]->col[2][2] = all[i]->col[2][3] = 1; /* back colour: blue */
	sgpu_mmio_wr32(c.dev, 0x42b8, 0);    /* FACE 0: negative area in rows is front */
	sgpu_mmio_wr32(c.dev, 0x2090, 0x1f); /* position and colours 0-3 */
	tri(&c, &a, &d, &b);                 /* front */
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0xffff0000u);
	tri(&c, &a, &b, &d); /* back */
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0xff0000ffu);
	sgpu_mmio_wr32(c.dev, 0x2090, 0x3); /* colour 0 only: no selection */
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0xffff0000u);
	done(&c);
}

/* What Debian's r300_dri.so sends for a GL FBO (drv_dsa3d.sgs): a positive
 * viewport Y scale, so a GL counter-clockwise triangle turns clockwise on
 * the screen, and r300_create_rs_state's FACE 1 (front_ccw false); two-sided
 * stencil must take the front ops (ZPASS replace), not the _BF ones (ZPASS
 * increment). */
SGPU_TEST(mesa_fbo_front_face_stencil)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mmio_wr32(c.dev, 0x42b8, 4);
	sgpu_mmio_wr32(c.dev, 0x4f10, 2);          /* ZB_FORMAT 24S8 */
	sgpu_mmio_wr32(c.dev, 0x4f00, 1 | 1 << 4); /* stencil, front/back */
	/* func always; ZPASS replace; back: always, ZPASS incr */
	sgpu_mmio_wr32(c.dev, 0x4f04, 7u << 3 | 2u << 9 | 7u << 15 | 3u << 21);
	sgpu_mmio_wr32(c.dev, 0x4f08, 5 | 0xffu << 8 | 0xffu << 16);
	sgpu_mmio_wr32(c.dev, 0x4fd4, 5 | 0xffu << 8 | 0xffu << 16);
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 1, 1, 1, 1);
	vtx(&b, 32, 0, 0, 1, 1, 1, 1);
	vtx(&d, 0, 32, 0, 1, 1, 1, 1);
	tri(&c, &a, &b, &d);
	uint32_t z = 0;
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + (1 * W + 1) * 4, &z, 4);
	SGPU_ASSERT_EQ(z & 0xff, 5u);
	done(&c);
}

SGPU_TEST(scissor_and_clip_rule)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mmio_wr32(c.dev, 0x43e0, 4 | 4u << 13);
	sgpu_mmio_wr32(c.dev, 0x43e4, 19 | 19u << 13);
	/* clip rect 0 = 8..11 square; rule 0x5555: visible where NOT in rect 0 */
	sgpu_mmio_wr32(c.dev, 0x43b0, 8 | 8u << 13);
	sgpu_mmio_wr32(c.dev, 0x43b4, 11 | 11u << 13);
	sgpu_mmio_wr32(c.dev, 0x43d0, 0x5555);
	struct r5xx_rvtx a, b, d;
	vtx(&a, -10, -10, 0, 1, 1, 1, 1);
	vtx(&b, 80, -10, 0, 1, 1, 1, 1);
	vtx(&d, -10, 80, 0, 1, 1, 1, 1);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 3, 10), 0u);
	SGPU_ASSERT_EQ(px(&c, 4, 4), 0xffffffffu);
	SGPU_ASSERT_EQ(px(&c, 19, 19), 0xffffffffu);
	SGPU_ASSERT_EQ(px(&c, 20, 5), 0u);
	SGPU_ASSERT_EQ(px(&c, 9, 9), 0u);
	SGPU_ASSERT_EQ(px(&c, 12, 9), 0xffffffffu);
	done(&c);
}

SGPU_TEST(formats_565_1555_fp16)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 1, 0.5f, 0.25f, 1);
	vtx(&b, 32, 0, 0, 1, 0.5f, 0.25f, 1);
	vtx(&d, 0, 32, 0, 1, 0.5f, 0.25f, 1);
	sgpu_mmio_wr32(c.dev, 0x4e38, W | 4u << 21); /* RGB565 */
	tri(&c, &a, &b, &d);
	uint16_t h = 0;
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, CB_BASE + 2, &h, 2);
	SGPU_ASSERT_EQ(h, (uint16_t)(31u << 11 | 32u << 5 | 8u));
	sgpu_mmio_wr32(c.dev, 0x4e38, W | 3u << 21); /* ARGB1555 */
	tri(&c, &a, &b, &d);
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, CB_BASE + 2, &h, 2);
	SGPU_ASSERT_EQ(h, (uint16_t)(1u << 15 | 31u << 10 | 16u << 5 | 8u));
	/* C4_16_FP into ARGB16161616, RGBA order (C0 = R) */
	sgpu_mmio_wr32(c.dev, 0x46a4, 18 | 1u << 8 | 2u << 10 | 3u << 12 | 0u << 14);
	sgpu_mmio_wr32(c.dev, 0x4e38, W | 10u << 21);
	tri(&c, &a, &b, &d);
	uint16_t q[4];
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, CB_BASE + 8, q, 8);
	SGPU_ASSERT(q[0] == 0x3c00 && q[1] == 0x3800 && q[2] == 0x3400 && q[3] == 0x3c00);
	done(&c);
}

SGPU_TEST(alpha_test_8bit)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mmio_wr32(c.dev, 0x4bd4, 128 | 4u << 8 | 1u << 11 | 1u << 12); /* GREATER 128, 8-bit */
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 1, 1, 1, 0.25f);
	vtx(&b, 32, 0, 0, 1, 1, 1, 0.25f);
	vtx(&d, 0, 32, 0, 1, 1, 1, 0.25f);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0u);
	vtx(&a, 0, 0, 0, 1, 1, 1, 0.75f);
	vtx(&b, 32, 0, 0, 1, 1, 1, 0.75f);
	vtx(&d, 0, 32, 0, 1, 1, 1, 0.75f);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0xbfffffffu);
	done(&c);
}

SGPU_TEST(half_conversions)
{
	SGPU_ASSERT_EQ(r5xx_float_to_half(1.0f), 0x3c00);
	SGPU_ASSERT_EQ(r5xx_float_to_half(-2.0f), 0xc000);
	SGPU_ASSERT_EQ(r5xx_float_to_half(65520.0f), 0x7c00);
	SGPU_ASSERT_EQ(r5xx_float_to_half(5.9604645e-8f), 0x0001);
	SGPU_ASSERT(r5xx_half_to_float(0x3555) > 0.333f && r5xx_half_to_float(0x3555) < 0.334f);
	for (uint32_t h = 0; h < 0x10000; h++) {
		if ((h & 0x7c00) == 0x7c00 && (h & 0x3ff))
			continue;
		SGPU_ASSERT_EQ(r5xx_float_to_half(r5xx_half_to_float((uint16_t)h)), (uint16_t)h);
	}
}

SGPU_TEST(hostile_vertices_are_bounded)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rvtx a, b, d;
	vtx(&a, NAN, 0, 0, 1, 1, 1, 1);
	vtx(&b, 1e30f, -1e30f, 0, 1, 1, 1, 1);
	vtx(&d, 0, INFINITY, 0, 1, 1, 1, 1);
	tri(&c, &a, &b, &d);
	vtx(&a, -1e30f, -1e30f, NAN, 1, 1, 1, 1);
	a.rhw = 0;
	vtx(&b, 1e30f, -1e30f, 1e30f, 1, 1, 1, 1);
	vtx(&d, 0, 1e30f, -1e30f, 1, 1, 1, 1);
	sgpu_mmio_wr32(c.dev, 0x43e4, 8191 | 8191u << 13); /* a huge scissor */
	sgpu_mmio_wr32(c.dev, 0x4e38, 8000 | 6u << 21);    /* pitch past memory */
	c.r.budget = 1u << 16;
	tri(&c, &a, &b, &d);
	SGPU_ASSERT(c.r.budget == 0);
	done(&c);
}

SGPU_TEST(sample_positions_from_mspos)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	/* every pixel samples at its top-left corner: x 2.5..5.5 covers 3..5 */
	sgpu_mmio_wr32(c.dev, 0x4010, 0);
	sgpu_mmio_wr32(c.dev, 0x4014, 0);
	struct r5xx_rvtx a, b, d, e;
	vtx(&a, 2.5f, 2.5f, 0, 1, 1, 1, 1);
	vtx(&b, 5.5f, 2.5f, 0, 1, 1, 1, 1);
	vtx(&d, 5.5f, 4.5f, 0, 1, 1, 1, 1);
	vtx(&e, 2.5f, 4.5f, 0, 1, 1, 1, 1);
	tri(&c, &a, &b, &d);
	tri(&c, &a, &d, &e);
	for (int y = 0; y < 8; y++)
		for (int x = 0; x < 8; x++) {
			bool in = x >= 3 && x <= 5 && y >= 3 && y <= 4;
			SGPU_ASSERT_MSG((px(&c, x, y) != 0) == in, "(%d,%d) 0x%08x", x, y,
			                px(&c, x, y));
		}
	done(&c);
}

SGPU_TEST(perspective_and_w_select)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rvtx a, b, d;
	/* red ramps from 0 to 1 along x; the right vertex is 3x farther */
	vtx(&a, 0, 0, 0, 0, 0, 0, 1);
	vtx(&b, 32, 0, 0, 1, 0, 0, 1);
	vtx(&d, 0, 64, 0, 0, 0, 0, 1);
	b.rhw = 1.0f / 3;
	tri(&c, &a, &b, &d);
	/* at x = 16.5, y = 0.5: screen weight of b ~0.508; perspective ~0.256 */
	uint32_t p = px(&c, 16, 0);
	SGPU_ASSERT_MSG((p >> 16 & 255) > 60 && (p >> 16 & 255) < 70, "0x%08x", p);
	sgpu_mmio_wr32(c.dev, 0x401c, 1u << 4); /* GB_SELECT.W_SELECT: no perspective */
	tri(&c, &a, &b, &d);
	p = px(&c, 16, 0);
	SGPU_ASSERT_MSG((p >> 16 & 255) >= 128 && (p >> 16 & 255) <= 134, "0x%08x", p);
	done(&c);
}

/* A shader writing the first RS input to render target 0. */
static bool first_input(void *user, struct r5xx_quad *q)
{
	(void)user;
	if (q->nin) {
		memcpy(q->out[0], q->in[0].v, sizeof(q->out[0]));
		q->out_written = 1;
	}
	return true;
}

SGPU_TEST(point_sprite_stuffing)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	c.r.shade = first_input;
	sgpu_device *d = c.dev;
	sgpu_mmio_wr32(d, 0x4074,
	               0 | 1u << 6 | 62u << 12 | 63u << 18); /* RS_IP_0: S 0, T 1, 0, 1 */
	sgpu_mmio_wr32(d, 0x4320, 1u << 4);                  /* RS_INST_0: TEX write, temp 0 */
	sgpu_mmio_wr32(d, 0x4008, 1 | 1u << 16);   /* GB_ENABLE: point stuffing, TEX0 S,T */
	sgpu_mmio_wr32(d, 0x2094, 0);              /* VAP sends no texture 0 */
	sgpu_mmio_wr32(d, 0x4200, f2u(0));         /* S0 */
	sgpu_mmio_wr32(d, 0x4204, f2u(1));         /* T0: lower left */
	sgpu_mmio_wr32(d, 0x4208, f2u(1));         /* S1 */
	sgpu_mmio_wr32(d, 0x420c, f2u(0));         /* T1: upper right */
	sgpu_mmio_wr32(d, 0x421c, 64u << 16 | 64); /* 4-pixel half extents */
	struct r5xx_rvtx v;
	vtx(&v, 8, 8, 0, 0, 0, 0, 1);
	const struct r5xx_rvtx *pv[1] = {&v};
	r5xx_rast_prim(&c.r, R5XX_RAST_POINT, pv);
	uint32_t ul = px(&c, 4, 4), lr = px(&c, 11, 11);
	SGPU_ASSERT_MSG((ul >> 16 & 255) == 16 && (ul >> 8 & 255) == 16, "0x%08x", ul);
	SGPU_ASSERT_MSG((lr >> 16 & 255) == 239 && (lr >> 8 & 255) == 239, "0x%08x", lr);
	SGPU_ASSERT_EQ(px(&c, 3, 4), 0u);
	SGPU_ASSERT_EQ(px(&c, 12, 4), 0u);
	done(&c);
}

SGPU_TEST(colour_endian_swap)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 1, 0.5f, 0, 1);
	vtx(&b, 32, 0, 0, 1, 0.5f, 0, 1);
	vtx(&d, 0, 32, 0, 1, 0.5f, 0, 1);
	sgpu_mmio_wr32(c.dev, 0x4e38, W | 6u << 21 | 2u << 19); /* ARGB8888, 32-bit swap */
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0x0080ffffu);
	done(&c);
}

/* ------------------------------------------------------------------ fast vs reference */

static uint64_t rng_state;
static uint32_t rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (uint32_t)(rng_state >> 11);
}

static float rndf(float lo, float hi)
{
	return lo + (hi - lo) * (float)(rnd() & 0xffffff) / 16777216.0f;
}

static float konst[4][4];
static bool const_quad(void *user, struct r5xx_quad *q)
{
	(void)user;
	for (unsigned t = 0; t < 4; t++)
		for (unsigned p = 0; p < 4; p++)
			memcpy(q->out[t][p], konst[t], sizeof(konst[t]));
	q->out_written = 0xf;
	return true;
}

static bool const_out(void *user, float out[4][4], unsigned *written)
{
	(void)user;
	memcpy(out, konst, sizeof(konst));
	*written = 0xf;
	return true;
}

/* One random state, applied to both devices. */
static void random_state(sgpu_device *const dev[2])
{
	uint32_t regs[][2] = {
	        {0x4018, (rnd() & 1) << 16},
	        {0x43a8, rnd()},
	        {0x4010, rnd() & 3 ? 0x66666666u : rnd()},
	        {0x4014, rnd() & 3 ? 0x66666666u : rnd()},
	        {0x43e0, (rnd() % 8) | (rnd() % 8) << 13},
	        {0x43e4, (24 + rnd() % 16) | (24 + rnd() % 16) << 13},
	        {0x43b0, (rnd() % 16) | (rnd() % 16) << 13},
	        {0x43b4, (rnd() % 40) | (rnd() % 40) << 13},
	        {0x43d0, rnd() % 3 == 0 ? 0xaaaa
	                 : rnd() % 2    ? 0xffff
	                                : rnd() & 0xffff},
	        {0x43e8, rnd() % 4 ? 0xffffff : rnd() & 0xffffff},
	        {0x428c, rnd() & 1},
	        {0x4e04,
	         rnd() % 3 ? 0 : (1 | (rnd() % 8) << 12 | (rnd() % 47) << 16 | (rnd() % 47) << 24)},
	        {0x4e18, rnd() % 4 ? 0 : (1u << 2 | (rnd() & 15) << 8)},
	        {0x4e0c, rnd() % 3 ? 0xffff : rnd() & 0xffff},
	        {0x4e00, (rnd() % 4 ? 0 : (rnd() & 3) << 5) | (rnd() & 1) << 12},
	        {0x4bd4,
	         rnd() % 3 ? 0 : (rnd() & 0xff) | (rnd() & 7) << 8 | 1u << 11 | (rnd() & 1) << 12},
	        {0x4be0, rnd() & 0x3ff},
	        /* Z off, on, on and written (Mesa's blitter clear), stencil */
	        {0x4f00, rnd() % 3 ? 0 : (uint32_t[]){2, 6, 6, 4, 7, 3}[rnd() % 6]},
	        {0x4f04, rnd() % 4 ? 7 : rnd()},
	        {0x4ef8, rnd()},
	        {0x4efc, rnd()},
	        /* Mesa's CBZB clear: ZB_BW_CNTL.ZB_CB_CLEAR with the ZB's
	         * surface apart from, or over, a colour target */
	        {0x4f1c, rnd() % 3   ? 0
	                 : rnd() % 3 ? 1u << 5
	                             : 1u << 2},
	        {0x4f28, rnd()},
	        {0x4f10, rnd() % 4},
	        {0x4f20, CB_BASE + (rnd() % 4) * 0x40000 + (rnd() % 2 ? 0x20000 : rnd() % 0x3000)},
	        {0x4f24, (40 + 4 * (rnd() % 4)) | (rnd() % 5 == 0 ? 2u << 19 : 0) |
	                         (rnd() % 2 ? (rnd() & 1) << 16 | (rnd() % 3) << 17 : 0)},
	        {0x42c4, rnd() % 4 ? 0 : f2u(rndf(-0.5f, 0.5f))}, /* SU_DEPTH_OFFSET */
	};
	static const unsigned cfmt[] = {3, 4, 5, 6, 7, 9, 10, 13, 15};
	static const unsigned ofmt[] = {0, 1, 3, 4, 5, 13, 16, 17, 18, 19, 20, 21, 15};
	for (unsigned k = 0; k < 2; k++) {
		for (size_t i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
			sgpu_mmio_wr32(dev[k], regs[i][0], regs[i][1]);
	}
	for (unsigned t = 0; t < 4; t++) {
		uint32_t of = ofmt[rnd() % 13] | (rnd() & 0xff) << 8;
		/* linear, or macro and/or micro tiled (COLORTILE 16,
		 * COLORMICROTILE 18:17) */
		uint32_t pitch = (40 + 2 * (rnd() % 4)) | cfmt[rnd() % 9] << 21 |
		                 (rnd() % 5 == 0 ? 2u << 19 : 0) |
		                 (rnd() % 2 ? (rnd() & 1) << 16 | (rnd() % 3) << 17 : 0);
		bool used = t == 0 || rnd() % 2;
		for (unsigned k = 0; k < 2; k++) {
			sgpu_mmio_wr32(dev[k], 0x46a4 + 4 * t, used ? of : 15);
			sgpu_mmio_wr32(dev[k], 0x4e28 + 4 * t, CB_BASE + t * 0x40000);
			sgpu_mmio_wr32(dev[k], 0x4e38 + 4 * t, pitch);
		}
	}
}

SGPU_TEST(span_fill_matches_reference)
{
	unsigned seed0 = 1 + (unsigned)(getenv("SGPU_SEED") ? atoi(getenv("SGPU_SEED")) : 0);
	for (unsigned seed = seed0; seed < seed0 + 300; seed++) {
		rng_state = 0x9e3779b97f4a7c15ull * seed;
		struct ctx c[2];
		SGPU_ASSERT(setup(&c[0]) && setup(&c[1]));
		sgpu_device *dev[2] = {c[0].dev, c[1].dev};
		static uint8_t junk[4 * 0x40000];
		for (size_t i = 0; i < sizeof(junk); i++)
			junk[i] = (uint8_t)rnd();
		for (unsigned k = 0; k < 2; k++) {
			sgpu_mem_write(dev[k], SGPU_SPACE_VRAM, CB_BASE, junk, sizeof(junk));
			c[k].r.shade = const_quad;
			c[k].r.const_shade = const_out;
			c[k].r.fast = k == 1;
		}
		/* most seeds inside a draw, where the fast path holds fills back
		 * and joins the next primitive's abutting rows (r5xx_rast_flush) */
		bool in_draw = rnd() % 4 != 0;
		if (rnd() % 5 == 0) /* a budget that may cut a primitive short */
			c[0].r.budget = c[1].r.budget = rnd() % 2048;
		for (unsigned k = 0; in_draw && k < 2; k++)
			r5xx_rast_draw_begin(&c[k].r);
		unsigned nprims = 1 + rnd() % 4;
		for (unsigned pi = 0; pi < nprims; pi++) {
			if (rnd() % 3 == 0)
				random_state(dev);
			/* a new colour, or the last one (held-back fills join
			 * only with their own colour) */
			for (unsigned t = 0; (pi == 0 || rnd() % 2) && t < 4; t++)
				for (unsigned k = 0; k < 4; k++)
					konst[t][k] =
					        rnd() % 8 ? rndf(-0.2f, 1.2f) : (float)(rnd() % 2);
			struct r5xx_rvtx v[3];
			for (unsigned i = 0; i < 3; i++)
				vtx(&v[i], rndf(-20, 60), rndf(-20, 60), rndf(0, 1), 0, 0, 0, 0);
			if (rnd() % 2) { /* a constant depth plane (a clear) */
				static const float zc[] = {0.0f, -0.0f, 1.0f,
				                           2.0f, -1.0f, INFINITY};
				float z = rnd() % 2 ? rndf(0, 1) : zc[rnd() % 6];
				v[0].z = v[1].z = v[2].z = z;
			}
			if (rnd() % 4 == 0) /* vertices on exact pixel positions */
				for (unsigned i = 0; i < 3; i++)
					v[i].x = (float)(int)v[i].x + (rnd() & 1) * 0.5f,
					v[i].y = (float)(int)v[i].y;
			if (getenv("SGPU_DEBUG_RAST"))
				fprintf(stderr, "prim %u\n", pi);
			for (unsigned k = 0; k < 2; k++)
				tri(&c[k], &v[0], &v[1], &v[2]);
			if (rnd() % 2) {
				/* the rectangle's other half (a quad as two triangles) */
				struct r5xx_rvtx q[4] = {v[0], v[0], v[0], v[0]};
				q[1].x = v[1].x, q[2].x = v[1].x, q[2].y = v[1].y, q[3].y = v[1].y;
				for (unsigned k = 0; k < 2; k++) {
					tri(&c[k], &q[0], &q[1], &q[2]);
					tri(&c[k], &q[0], &q[2], &q[3]);
				}
			}
			if (getenv("SGPU_DEBUG_RAST")) {
				for (unsigned k = 0; k < 2; k++)
					r5xx_rast_flush(&c[k].r);
				static uint8_t da[4 * 0x40000], db[4 * 0x40000];
				sgpu_mem_read(dev[0], SGPU_SPACE_VRAM, CB_BASE, da, sizeof(da));
				sgpu_mem_read(dev[1], SGPU_SPACE_VRAM, CB_BASE, db, sizeof(db));
				if (memcmp(da, db, sizeof(da))) {
					fprintf(stderr,
					        "prim %u differs: v (%g,%g) (%g,%g) (%g,%g) k0 %g "
					        "%g %g %g\n",
					        pi, v[0].x, v[0].y, v[1].x, v[1].y, v[2].x, v[2].y,
					        konst[0][0], konst[0][1], konst[0][2], konst[0][3]);
					static const uint32_t show[] = {
					        0x46a4, 0x46a8, 0x46ac, 0x46b0, 0x4e38, 0x4e3c,
					        0x4e40, 0x4e44, 0x4e04, 0x4e18, 0x4e0c, 0x4e00,
					        0x43d0, 0x4bd4, 0x4f00, 0x43e8, 0x4010, 0x4014,
					        0x43a8, 0x4018, 0x43e0, 0x43e4, 0x43b0, 0x43b4,
					        0x428c, 0x4f1c, 0x4f10, 0x4f20, 0x4f24, 0x4020};
					for (size_t i = 0; i < sizeof(show) / 4; i++)
						fprintf(stderr, "  0x%04x = 0x%08x\n", show[i],
						        sgpu_mmio_rd32(dev[0], show[i]));
					size_t at = 0;
					while (da[at] == db[at])
						at++;
					fprintf(stderr, "  first byte 0x%zx\n", at);
					break;
				}
			}
		}
		for (unsigned k = 0; in_draw && k < 2; k++)
			r5xx_rast_draw_end(&c[k].r);
		static uint8_t a[4 * 0x40000], b[4 * 0x40000];
		sgpu_mem_read(dev[0], SGPU_SPACE_VRAM, CB_BASE, a, sizeof(a));
		sgpu_mem_read(dev[1], SGPU_SPACE_VRAM, CB_BASE, b, sizeof(b));
		bool same = !memcmp(a, b, sizeof(a));
		/* the walk's charge, Z-pass count and pixels written agree */
		SGPU_ASSERT_MSG(c[0].r.budget == c[1].r.budget, "seed %u: budget %llu, fast %llu",
		                seed, (unsigned long long)c[0].r.budget,
		                (unsigned long long)c[1].r.budget);
		SGPU_ASSERT_MSG(c[0].r.zpass == c[1].r.zpass, "seed %u: zpass %u, fast %u", seed,
		                c[0].r.zpass, c[1].r.zpass);
		SGPU_ASSERT_MSG(c[0].r.stats.pixels_written == c[1].r.stats.pixels_written,
		                "seed %u: pixels written %llu, fast %llu", seed,
		                (unsigned long long)c[0].r.stats.pixels_written,
		                (unsigned long long)c[1].r.stats.pixels_written);
		size_t at = 0;
		while (!same && a[at] == b[at])
			at++;
		if (!same && getenv("SGPU_DEBUG_RAST")) {
			static const uint32_t show[] = {0x46a4, 0x46a8, 0x46ac, 0x46b0, 0x4e38,
			                                0x4e3c, 0x4e40, 0x4e44, 0x4e04, 0x4e18,
			                                0x4e0c, 0x4e00, 0x43d0, 0x4bd4, 0x4f00,
			                                0x43e8, 0x4010, 0x4014};
			for (size_t i = 0; i < sizeof(show) / 4; i++)
				fprintf(stderr, "  0x%04x = 0x%08x\n", show[i],
				        sgpu_mmio_rd32(dev[0], show[i]));
		}
		done(&c[0]);
		done(&c[1]);
		SGPU_ASSERT_MSG(same, "seed %u: byte 0x%zx: reference 0x%02x, fast 0x%02x", seed,
		                at, a[at], b[at]);
	}
}

/* Every quad the RS hands the shader, hashed (FNV-1a): position,
 * coverage, and each write's address and value bits */
struct rs_log {
	uint64_t h;
	unsigned quads;
};

static void rs_hash(struct rs_log *l, const void *p, size_t n)
{
	const uint8_t *b = p;
	for (size_t i = 0; i < n; i++)
		l->h = (l->h ^ b[i]) * 0x100000001b3ull;
}

static bool rs_record(void *user, struct r5xx_quad *q)
{
	struct rs_log *l = user;
	l->quads++;
	rs_hash(l, &q->x, sizeof(q->x));
	rs_hash(l, &q->y, sizeof(q->y));
	rs_hash(l, &q->cover, sizeof(q->cover));
	rs_hash(l, &q->nin, sizeof(q->nin));
	for (unsigned i = 0; i < q->nin; i++) {
		rs_hash(l, &q->in[i].addr, 1);
		rs_hash(l, q->in[i].v, sizeof(q->in[i].v));
	}
	q->out_written = 0;
	if (q->nin) {
		memcpy(q->out[0], q->in[0].v, sizeof(q->out[0]));
		q->out_written = 1;
	}
	return true;
}

/* The RS's fast path (edge functions stepped along the quad row as
 * doubles, bary, zplane and persp two pixels at a time, rs_plan split by
 * kind) and the fast ZB against the reference: random triangles
 * (off-screen too, vertices far off so that the edge functions reach
 * 2^50) with random 1/w (0, negative, tiny, huge, infinite, NaN) and
 * depths (NaN, infinite, beyond the range), W_SELECT, sample positions,
 * edge rules, subpixel grids, scissors, clip rules, screen doors, RS
 * instructions, interpolator words and shading modes, Z functions on 24/8
 * and 16-bit buffers; every quad the shader sees (hashed), the depth
 * written and the colour */
SGPU_TEST(rs_fast_matches_reference)
{
	unsigned seed0 = 1 + (unsigned)(getenv("SGPU_SEED") ? atoi(getenv("SGPU_SEED")) : 0);
	unsigned total = 0;
	uint64_t quad4 = 0;
	for (unsigned seed = seed0; seed < seed0 + 300; seed++) {
		rng_state = 0x9e3779b97f4a7c15ull * seed + 77;
		struct ctx c[2];
		struct rs_log log[2] = {{0xcbf29ce484222325ull, 0}, {0xcbf29ce484222325ull, 0}};
		SGPU_ASSERT(setup(&c[0]) && setup(&c[1]));
		uint32_t regs[][2] = {
		        {0x4018, 1 | (rnd() & 1) << 16},
		        {0x43a8, rnd() % 2 ? 0x2DA49525 : rnd()},
		        {0x4010, rnd() % 3 ? 0x88888888u : rnd()},
		        {0x4014, rnd() % 3 ? 0x88888888u : rnd()},
		        {0x43e0, (rnd() % 8) | (rnd() % 8) << 13},
		        {0x43e4, (20 + rnd() % 12) | (20 + rnd() % 12) << 13},
		        {0x43b0, (rnd() % 16) | (rnd() % 16) << 13},
		        {0x43b4, (rnd() % 40) | (rnd() % 40) << 13},
		        {0x43d0, rnd() % 2 ? 0xffff : rnd() & 0xffff},
		        {0x43e8, rnd() % 3 ? 0xffffff : rnd() & 0xffffff},
		        {0x428c, rnd() & 1},
		        {0x401c, rnd() % 4 ? 0 : 1u << 4},
		        {0x4278, rnd() % 2 ? 0xaaaa : rnd()},
		        {0x4304, rnd() % 4},
		        {0x4f00, 6}, /* Z on and written */
		        /* ALWAYS, or any function (the fast ZB's truth table) */
		        {0x4f04, rnd() % 2 ? 7 : rnd() % 8},
		        {0x4f10, rnd() % 3 ? 2 : 0}, /* 24/8 or 16-bit Z */
		        /* C0-C3 from R, G, B, A (the fast ZB and CB in four-pixel
		         * vectors) or from B, G, R, A */
		        {0x46a4,
		         rnd() % 2 ? 1u << 8 | 2u << 10 | 3u << 12 : 3u << 8 | 2u << 10 | 1u << 12},
		        /* the ZB apart from the colour buffer, or over it */
		        {0x4f20, rnd() % 6 ? ZB_BASE : CB_BASE + 4 * (rnd() % 256)},
		};
		for (unsigned k = 0; k < 2; k++) {
			for (size_t i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
				sgpu_mmio_wr32(c[k].dev, regs[i][0], regs[i][1]);
			c[k].r.shade = rs_record;
			c[k].r.shade_user = &log[k];
			c[k].r.fast = k == 1;
			/* half the seeds on the SSE2 code an AVX2 host skips */
			c[k].r.fast_no_avx2 = seed & 1;
		}
		for (unsigned i = 0; i < 4; i++) {
			/* texture and colour writes to random temporaries, random
			 * pointers (62 and 63: constants), formats and selects */
			uint32_t inst = rnd() & (15u | 1u << 4 | 127u << 5 | 15u << 12 | 3u << 16 |
			                         127u << 18);
			uint32_t ip = rnd();
			if (rnd() % 2) /* pointers inside the vertex's values */
				ip = (rnd() % 64) | (rnd() % 64) << 6 | (rnd() % 64) << 12 |
				     (rnd() % 64) << 18 | (rnd() & 0xffu) << 24;
			for (unsigned k = 0; k < 2; k++) {
				sgpu_mmio_wr32(c[k].dev, 0x4320 + 4 * i, inst);
				sgpu_mmio_wr32(c[k].dev, 0x4074 + 4 * i, ip);
			}
		}
		unsigned nprims = 1 + rnd() % 3;
		for (unsigned pi = 0; pi < nprims; pi++) {
			struct r5xx_rvtx v[3];
			for (unsigned i = 0; i < 3; i++) {
				vtx(&v[i], rndf(-12, 44), rndf(-12, 44), rndf(-0.5f, 1.5f), 0, 0, 0,
				    0);
				static const float odd[] = {0.0f,  -0.0f,    -1.0f, 1e-30f,
				                            1e30f, INFINITY, NAN,   1.0f};
				v[i].rhw = rnd() % 4 ? rndf(0.05f, 4.0f) : odd[rnd() % 8];
				for (unsigned cc = 0; cc < R5XX_RS_COLORS; cc++)
					for (unsigned k = 0; k < 4; k++)
						v[i].col[cc][k] = rndf(-2, 2);
				for (unsigned k = 0; k < R5XX_RS_TEX_COMPS; k++)
					v[i].tex[k] = rnd() % 16 ? rndf(-100, 100) : 1e30f;
			}
			if (rnd() % 3 == 0) /* on pixel positions: samples on edges */
				for (unsigned i = 0; i < 3; i++)
					v[i].x = (float)(int)v[i].x + (rnd() & 1) * 0.5f,
					v[i].y = (float)(int)v[i].y + (rnd() & 1) * 0.5f;
			if (rnd() % 3 == 0) /* one 1/w: persp's sum is often exactly 1 */
				v[1].rhw = v[2].rhw = v[0].rhw;
			if (rnd() % 8 == 0) /* far vertices: edge functions near 2^50 */
				for (unsigned i = 0; i < 1 + rnd() % 2; i++)
					v[i].x = rndf(-3e6f, 3e6f), v[i].y = rndf(-3e6f, 3e6f);
			if (rnd() % 8 == 0) { /* depths outside the buffer's range */
				static const float zodd[] = {NAN, INFINITY, -INFINITY, 1e30f,
				                             -1e30f};
				v[rnd() % 3].z = zodd[rnd() % 5];
			}
			for (unsigned k = 0; k < 2; k++)
				tri(&c[k], &v[0], &v[1], &v[2]);
		}
		static uint8_t a[W * H * 4], b[W * H * 4];
		bool same = true;
		for (unsigned base = CB_BASE; base <= ZB_BASE; base += ZB_BASE - CB_BASE) {
			sgpu_mem_read(c[0].dev, SGPU_SPACE_VRAM, base, a, sizeof(a));
			sgpu_mem_read(c[1].dev, SGPU_SPACE_VRAM, base, b, sizeof(b));
			same = same && !memcmp(a, b, sizeof(a));
		}
		quad4 += c[1].r.fast_quad4_prims;
		done(&c[0]);
		done(&c[1]);
		SGPU_ASSERT_MSG(log[0].quads == log[1].quads && log[0].h == log[1].h,
		                "seed %u: quads %u, fast %u (hash %016llx, %016llx)", seed,
		                log[0].quads, log[1].quads, (unsigned long long)log[0].h,
		                (unsigned long long)log[1].h);
		SGPU_ASSERT_MSG(same, "seed %u: colour or depth memory differs", seed);
		total += log[1].quads;
	}
	SGPU_ASSERT_MSG(total > 10000, "only %u quads", total);
#ifdef __SSE2__
	SGPU_ASSERT_MSG(quad4 > 100, "four-pixel fragment ops in only %llu primitives",
	                (unsigned long long)quad4);
#endif
}

/* Mesa's blitter clear (r300_blitter_clear: a rectangle of one depth, Z
 * ALWAYS and written, a constant colour) into linear or macro/micro tiled
 * colour and depth buffers of every depth format, under random scissors,
 * clip rectangles, endian swaps, stencil and Z states, partial
 * rectangles, points and budgets: the span fill against the reference,
 * memory, Z-pass counts, pixels written and the budget left. */
SGPU_TEST(blitter_clear_matches_reference)
{
	unsigned seed0 = 1 + (unsigned)(getenv("SGPU_SEED") ? atoi(getenv("SGPU_SEED")) : 0);
	unsigned taken = 0, ztaken = 0;
	for (unsigned seed = seed0; seed < seed0 + 300; seed++) {
		rng_state = 0x2545f4914f6cdd1dull * seed;
		struct ctx c[2];
		SGPU_ASSERT(setup(&c[0]) && setup(&c[1]));
		sgpu_device *dev[2] = {c[0].dev, c[1].dev};
		static uint8_t junk[4 * 0x40000];
		for (size_t i = 0; i < sizeof(junk); i++)
			junk[i] = (uint8_t)rnd();
		static const unsigned cfmt[] = {3, 4, 6, 6, 6, 9, 10};
		uint32_t zfmt = rnd() % 8 ? (rnd() % 2 ? 2 : 0) : rnd() % 4;
		uint32_t zt = rnd() % 2 ? (rnd() & 1) << 16 | (rnd() % 3) << 17 : 0;
		uint32_t ct = rnd() % 2 ? (rnd() & 1) << 16 | (rnd() % 3) << 17 : 0;
		uint32_t regs[][2] = {
		        {0x4018, (rnd() & 1) << 16},
		        {0x43e0, rnd() % 2 ? 0 : (rnd() % 8) | (rnd() % 8) << 13},
		        {0x43e4,
		         rnd() % 2 ? 31u | 31u << 13 : (20 + rnd() % 20) | (20 + rnd() % 20) << 13},
		        {0x43b0, (rnd() % 16) | (rnd() % 16) << 13},
		        {0x43b4, (rnd() % 40) | (rnd() % 40) << 13},
		        {0x43d0, rnd() % 2   ? 0xffff
		                 : rnd() % 2 ? 0xaaaa
		                             : rnd() & 0xffff},
		        {0x4e04, rnd() % 8 ? 0 : 1 | 2u << 16 | 2u << 24},
		        {0x4e0c, rnd() % 8 ? 0xf : rnd() & 0xf},
		        {0x46a4, 0 | 3u << 8 | 2u << 10 | 1u << 12 | 0u << 14},
		        {0x4e28, CB_BASE},
		        {0x4e38, (32 + 2 * (rnd() % 8)) | cfmt[rnd() % 7] << 21 |
		                         (rnd() % 4 == 0 ? (rnd() % 4) << 19 : 0) | ct},
		        /* Z off, ALWAYS with and without write, stencil on, or
		         * another function; sometimes Z fast fill */
		        {0x4f00, (uint32_t[]){6, 6, 6, 2, 4, 7, 0}[rnd() % 7]},
		        {0x4f04, rnd() % 4 ? 7 | (rnd() & 0xfff) << 3 : rnd()},
		        {0x4f1c, rnd() % 8 ? 0 : 1u << 2},
		        {0x4f10, zfmt},
		        {0x4f20, rnd() % 8 ? ZB_BASE : CB_BASE + rnd() % 0x2000},
		        {0x4f24,
		         (32 + 4 * (rnd() % 8)) | (rnd() % 4 == 0 ? (rnd() % 4) << 19 : 0) | zt},
		        {0x42c4, rnd() % 4 ? 0 : f2u(rndf(-0.5f, 0.5f))},
		        {0x421c, (16 + rnd() % 600) << 16 | (16 + rnd() % 600)},
		};
		for (unsigned k = 0; k < 2; k++) {
			sgpu_mem_write(dev[k], SGPU_SPACE_VRAM, CB_BASE, junk, sizeof(junk));
			for (size_t i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
				sgpu_mmio_wr32(dev[k], regs[i][0], regs[i][1]);
			c[k].r.shade = const_quad;
			c[k].r.const_shade = const_out;
			c[k].r.fast = k == 1;
		}
		if (rnd() % 5 == 0)
			c[0].r.budget = c[1].r.budget = rnd() % 1024;
		bool in_draw = rnd() % 2;
		for (unsigned k = 0; in_draw && k < 2; k++)
			r5xx_rast_draw_begin(&c[k].r);
		for (unsigned pi = 0, n = 1 + rnd() % 3; pi < n; pi++) {
			for (unsigned t = 0; t < 4; t++)
				for (unsigned k = 0; k < 4; k++)
					konst[t][k] =
					        rnd() % 4 ? rndf(-0.2f, 1.2f) : (float)(rnd() % 2);
			static const float zc[] = {0.0f, -0.0f, 1.0f, 2.0f, -1.0f, 0.5f, INFINITY};
			float z = rnd() % 2 ? rndf(0, 1) : zc[rnd() % 7];
			struct r5xx_rvtx v[4];
			float x0 = rndf(-8, 40), y0 = rndf(-8, 40), x1 = rndf(-8, 40),
			      y1 = rndf(-8, 40);
			if (rnd() % 2)
				x0 = (float)(int)x0, y0 = (float)(int)y0, x1 = (float)(int)x1,
				y1 = (float)(int)y1;
			if (rnd() % 3 == 0)
				x0 = 0, y0 = 0, x1 = 32, y1 = 32; /* the whole buffer */
			vtx(&v[0], x0, y0, z, 0, 0, 0, 0);
			vtx(&v[1], x1, y0, z, 0, 0, 0, 0);
			vtx(&v[2], x1, y1, z, 0, 0, 0, 0);
			vtx(&v[3], x0, y1, z, 0, 0, 0, 0);
			if (rnd() % 8 == 0)
				v[rnd() % 4].z = rndf(0, 1); /* not a constant plane */
			unsigned kind = rnd() % 3, third = rnd() % 2 ? 2 : 3;
			for (unsigned k = 0; k < 2; k++) {
				if (kind == 0) { /* Mesa's point sprite */
					const struct r5xx_rvtx *pv[1] = {&v[0]};
					r5xx_rast_prim(&c[k].r, R5XX_RAST_POINT, pv);
				} else if (kind == 1) {
					tri(&c[k], &v[0], &v[1], &v[2]);
					tri(&c[k], &v[0], &v[2], &v[3]);
				} else {
					tri(&c[k], &v[0], &v[1], &v[third]);
				}
			}
			if (getenv("SGPU_DEBUG_RAST"))
				fprintf(stderr,
				        "prim %u kind %u: budget %llu %llu quads %llu %llu\n", pi,
				        kind, (unsigned long long)c[0].r.budget,
				        (unsigned long long)c[1].r.budget,
				        (unsigned long long)c[0].r.stats.quads,
				        (unsigned long long)c[1].r.stats.quads);
		}
		for (unsigned k = 0; in_draw && k < 2; k++)
			r5xx_rast_draw_end(&c[k].r);
		taken += c[1].r.stats.quads == 0;
		ztaken += c[1].r.stats.quads == 0 && c[1].r.zpass;
		static uint8_t a[4 * 0x40000], b[4 * 0x40000];
		sgpu_mem_read(dev[0], SGPU_SPACE_VRAM, CB_BASE, a, sizeof(a));
		sgpu_mem_read(dev[1], SGPU_SPACE_VRAM, CB_BASE, b, sizeof(b));
		size_t at = 0;
		while (at < sizeof(a) && a[at] == b[at])
			at++;
		struct r5xx_rast r0 = c[0].r, r1 = c[1].r;
		done(&c[0]);
		done(&c[1]);
		SGPU_ASSERT_MSG(at == sizeof(a),
		                "seed %u: byte 0x%zx: reference 0x%02x, fast 0x%02x", seed, at,
		                a[at], b[at]);
		SGPU_ASSERT_MSG(r0.budget == r1.budget, "seed %u: budget %llu, fast %llu", seed,
		                (unsigned long long)r0.budget, (unsigned long long)r1.budget);
		SGPU_ASSERT_MSG(r0.zpass == r1.zpass, "seed %u: zpass %u, fast %u", seed, r0.zpass,
		                r1.zpass);
		SGPU_ASSERT_MSG(r0.stats.pixels_written == r1.stats.pixels_written,
		                "seed %u: pixels written %llu, fast %llu", seed,
		                (unsigned long long)r0.stats.pixels_written,
		                (unsigned long long)r1.stats.pixels_written);
	}
	/* the fill is taken often enough to matter, with Z too */
	SGPU_ASSERT_MSG(taken > 60 && ztaken > 15, "taken %u, with Z %u", taken, ztaken);
}

/* Mesa's blitter clear as the cube example sends it: a point covering
 * the window, Z ALWAYS and written, into macro+micro tiled ARGB8888 and
 * 24/8 depth: filled without shading a quad, every pixel at its tiled
 * address, the stencil bytes kept, every pixel Z-passed */
SGPU_TEST(blitter_clear_takes_tiled_colour_and_depth)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_device *d = c.dev;
	c.r.shade = const_quad;
	c.r.const_shade = const_out;
	konst[0][0] = 1, konst[0][1] = 0.5f, konst[0][2] = 0, konst[0][3] = 1;
	sgpu_mmio_wr32(d, 0x4e38, W | 6u << 21 | 1u << 16 | 1u << 17); /* macro + micro */
	sgpu_mmio_wr32(d, 0x4f24, W | 1u << 16 | 1u << 17);
	sgpu_mmio_wr32(d, 0x4f00, 6);                 /* Z on, Z write */
	sgpu_mmio_wr32(d, 0x4f04, 7);                 /* ALWAYS */
	sgpu_mmio_wr32(d, 0x421c, 256u << 16 | 256u); /* 16-pixel half extents */
	static uint32_t zb[W * H];
	for (unsigned i = 0; i < W * H; i++)
		zb[i] = 0xab;
	sgpu_mem_write(d, SGPU_SPACE_VRAM, ZB_BASE, zb, sizeof(zb));
	struct r5xx_rvtx v;
	vtx(&v, 16, 16, 0.5f, 0, 0, 0, 0);
	const struct r5xx_rvtx *pv[1] = {&v};
	r5xx_rast_prim(&c.r, R5XX_RAST_POINT, pv);
	SGPU_ASSERT_EQ(c.r.stats.quads, 0u);
	SGPU_ASSERT_EQ(c.r.zpass, (uint32_t)(W * H));
	struct r5xx_surf cs = {CB_BASE, W * 4, 4, true, true, false};
	struct r5xx_surf zs = {ZB_BASE, W * 4, 4, true, true, false};
	for (uint32_t y = 0; y < H; y++)
		for (uint32_t x = 0; x < W; x++) {
			uint32_t cv = 0, zv = 0;
			sgpu_mem_read(d, SGPU_SPACE_VRAM, r5xx_surf_addr(&cs, x, y), &cv, 4);
			sgpu_mem_read(d, SGPU_SPACE_VRAM, r5xx_surf_addr(&zs, x, y), &zv, 4);
			SGPU_ASSERT_EQ(cv, 0xffff8000u);
			SGPU_ASSERT_EQ(zv, 0x800000abu); /* 0.5 -> 8388608, stencil kept */
		}
	done(&c);
}

/* The walk visits, and charges to the pixel budget, only the quads of
 * each quad row between the edges: a diagonal sliver across the 32x32
 * buffer costs about two quads a row, not its 16x16-quad bounding box
 * (piglit triangle-rasterization-overdraw); reference and fast alike */
SGPU_TEST(span_walk_charges_only_the_span)
{
	for (unsigned k = 0; k < 2; k++) {
		struct ctx c;
		SGPU_ASSERT(setup(&c));
		c.r.fast = k == 1;
		if (k == 1) {
			c.r.shade = const_quad;
			c.r.const_shade = const_out;
		}
		struct r5xx_rvtx a, b, e;
		vtx(&a, 0, 0, 0, 1, 1, 1, 1);
		vtx(&b, 32, 31, 0, 1, 1, 1, 1);
		vtx(&e, 31, 32, 0, 1, 1, 1, 1);
		tri(&c, &a, &b, &e);
		uint64_t used = UINT64_MAX - c.r.budget;
		SGPU_ASSERT_MSG(used > 0 && used <= 4 * 40, "charged %llu",
		                (unsigned long long)used);
		SGPU_ASSERT_EQ(c.r.stats.quads, k == 0 ? used / 4 : 0u);
		done(&c);
	}
}

SGPU_TEST(span_fill_is_taken)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	c.r.shade = const_quad;
	c.r.const_shade = const_out;
	konst[0][0] = 1, konst[0][1] = 0.5f, konst[0][2] = 0, konst[0][3] = 1;
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 0, 0, 0, 0);
	vtx(&b, 64, 0, 0, 0, 0, 0, 0);
	vtx(&d, 0, 64, 0, 0, 0, 0, 0);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(c.r.stats.quads, 0u); /* no quad went through the shader */
	SGPU_ASSERT_EQ(px(&c, 5, 5), 0xffff8000u);
	done(&c);
}

/* Mesa's CBZB clear (ZB_BW_CNTL.ZB_CB_CLEAR) takes the span fill too: no
 * quad is shaded, both halves hold their colours */
SGPU_TEST(span_fill_takes_cbzb_clear)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	c.r.shade = const_quad;
	c.r.const_shade = const_out;
	konst[0][0] = 1, konst[0][1] = 0.5f, konst[0][2] = 0, konst[0][3] = 1;
	sgpu_mmio_wr32(c.dev, 0x4f20, CB_BASE + 16 * W * 4);
	sgpu_mmio_wr32(c.dev, 0x4f24, W);
	sgpu_mmio_wr32(c.dev, 0x4f10, 2);
	sgpu_mmio_wr32(c.dev, 0x4f1c, 1u << 5);
	sgpu_mmio_wr32(c.dev, 0x4f28, 0xff804040u);
	sgpu_mmio_wr32(c.dev, 0x4f00, 2); /* Z on: ZB_CB_CLEAR tests nothing */
	struct r5xx_rvtx a, b, d, e;
	vtx(&a, 0, 0, 0, 0, 0, 0, 0);
	vtx(&b, 32, 0, 0, 0, 0, 0, 0);
	vtx(&d, 32, 16, 0, 0, 0, 0, 0);
	vtx(&e, 0, 16, 0, 0, 0, 0, 0);
	tri(&c, &a, &b, &d);
	tri(&c, &a, &d, &e);
	SGPU_ASSERT_EQ(c.r.stats.quads, 0u);
	SGPU_ASSERT_EQ(px(&c, 3, 3), 0xffff8000u);
	SGPU_ASSERT_EQ(px(&c, 31, 31), 0xff804040u);
	done(&c);
}

SGPU_TEST(hiz_ram_and_zpass)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rast *r = &c.r;
	/* the seed's HiZ example (L3926-L3941): WRINDEX 0, DWORD writes auto-
	 * increment, RDINDEX 0 reads the first back */
	r5xx_rast_reg_write(r, 0x4f48, 0);
	r5xx_rast_reg_write(r, 0x4f4c, 0xffffffffu);
	r5xx_rast_reg_write(r, 0x4f4c, 0x12345678u);
	uint32_t v = 0;
	SGPU_ASSERT(r5xx_rast_reg_read(r, 0x4f48, &v) && v == 8);
	r5xx_rast_reg_write(r, 0x4f50, 4);
	SGPU_ASSERT(r5xx_rast_reg_read(r, 0x4f4c, &v) && v == 0x12345678u);
	r5xx_rast_clear_hiz(r, 1, 3, 0xabcdef01u);
	SGPU_ASSERT(r5xx_rast_reg_read(r, 0x4f4c, &v) && v == 0xabcdef01u);
	r5xx_rast_clear_hiz(r, 0xfffe, 100, 7); /* clipped, no crash */
	/* Z-pass count: 16x16 pixels pass, then ZPASS_ADDR stores the count */
	sgpu_mmio_wr32(c.dev, 0x4f00, 2);
	sgpu_mmio_wr32(c.dev, 0x4f04, 7);
	r5xx_rast_reg_write(r, 0x4f58, 0);
	struct r5xx_rvtx a, b, d, e;
	vtx(&a, 0, 0, 0.5f, 1, 1, 1, 1);
	vtx(&b, 16, 0, 0.5f, 1, 1, 1, 1);
	vtx(&d, 16, 16, 0.5f, 1, 1, 1, 1);
	vtx(&e, 0, 16, 0.5f, 1, 1, 1, 1);
	tri(&c, &a, &b, &d);
	tri(&c, &a, &d, &e);
	r5xx_rast_reg_write(r, 0x4f5c, 0x3000);
	uint32_t m = 0;
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, 0x3000, &m, 4);
	SGPU_ASSERT_EQ(m, 256u);
	/* aimed at pipe 1 only: an idle pipe's 0 */
	sgpu_mmio_wr32(c.dev, 0x42c8, 2);
	r5xx_rast_reg_write(r, 0x4f5c, 0x3004);
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, 0x3004, &m, 4);
	SGPU_ASSERT_EQ(m, 0u);
	done(&c);
}

SGPU_TEST(dither_modes_narrow_the_us_output)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rvtx a, b, d;
	/* R 0.95 -> 242 at the US's 8 bits; RGB565 keeps 5 bits */
	vtx(&a, 0, 0, 0, 0.95f, 0, 0, 1);
	vtx(&b, 32, 0, 0, 0.95f, 0, 0, 1);
	vtx(&d, 0, 32, 0, 0.95f, 0, 0, 1);
	sgpu_mmio_wr32(c.dev, 0x4e38, W | 4u << 21);
	tri(&c, &a, &b, &d); /* DITHER_MODE 0: truncate, 242 >> 3 = 30 */
	uint16_t h = 0;
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, CB_BASE + 2, &h, 2);
	SGPU_ASSERT_EQ(h >> 11, 30);
	sgpu_mmio_wr32(c.dev, 0x4e50, 1); /* round: 242 * 31 / 255 = 29.4 */
	tri(&c, &a, &b, &d);
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, CB_BASE + 2, &h, 2);
	SGPU_ASSERT_EQ(h >> 11, 29);
	/* LUT dither (mode 2): 29.42 plus the 4x4 ordered threshold (b + 1/2)/16
	 * gives 30 where b >= 9: 7 of 16 pixels; 0 and 1.0 never move */
	sgpu_mmio_wr32(c.dev, 0x4e50, 2);
	tri(&c, &a, &b, &d);
	unsigned n30 = 0;
	for (unsigned y = 0; y < 4; y++)
		for (unsigned x = 0; x < 4; x++) {
			sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, CB_BASE + (y * W + x) * 2, &h, 2);
			SGPU_ASSERT(h >> 11 == 29 || h >> 11 == 30);
			n30 += h >> 11 == 30;
		}
	SGPU_ASSERT_EQ(n30, 7u);
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, CB_BASE + (1 * W + 0) * 2, &h, 2);
	SGPU_ASSERT_EQ(h >> 11, 30); /* (0, 1): threshold 12 */
	vtx(&a, 0, 0, 0, 1, 0, 0, 1);
	vtx(&b, 32, 0, 0, 1, 0, 0, 1);
	vtx(&d, 0, 32, 0, 1, 0, 0, 1);
	tri(&c, &a, &b, &d);
	for (unsigned i = 0; i < 16; i++) {
		sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, CB_BASE + ((i / 4) * W + i % 4) * 2, &h, 2);
		SGPU_ASSERT_EQ(h, 0xf800);
	}
	vtx(&a, 0, 0, 0, 0.95f, 0, 0, 1);
	vtx(&b, 32, 0, 0, 0.95f, 0, 0, 1);
	vtx(&d, 0, 32, 0, 0.95f, 0, 0, 1);
	/* C4_8 into ARGB2101010 widens by replicating bits: 242 -> 0x3cb */
	sgpu_mmio_wr32(c.dev, 0x4e38, W | 5u << 21);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1) >> 20 & 0x3ff, 0x3cbu);
	done(&c);
}

SGPU_TEST(fog_linear_and_constant)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rvtx a, b, d;
	/* fog from Z (FOG_SELECT 5), factor = z * -1 + 1: z 0.25 -> 0.75 */
	vtx(&a, 0, 0, 0.25f, 1, 0, 0, 1);
	vtx(&b, 32, 0, 0.25f, 1, 0, 0, 1);
	vtx(&d, 0, 32, 0.25f, 1, 0, 0, 1);
	sgpu_mmio_wr32(c.dev, 0x401c, 5);
	sgpu_mmio_wr32(c.dev, 0x4294, f2u(-1));
	sgpu_mmio_wr32(c.dev, 0x4298, f2u(1));
	sgpu_mmio_wr32(c.dev, 0x4bc8, 0); /* fog colour: blue */
	sgpu_mmio_wr32(c.dev, 0x4bcc, 0);
	sgpu_mmio_wr32(c.dev, 0x4bd0, 1023);
	sgpu_mmio_wr32(c.dev, 0x4bc0, 1); /* linear */
	tri(&c, &a, &b, &d);
	uint32_t p = px(&c, 1, 1);
	SGPU_ASSERT_MSG((p >> 16 & 255) == 191 && (p & 255) == 64, "0x%08x", p);
	sgpu_mmio_wr32(c.dev, 0x4bc4, 0); /* constant factor 0: all fog colour */
	sgpu_mmio_wr32(c.dev, 0x4bc0, 1 | 3u << 1);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0xff0000ffu);
	done(&c);
}

SGPU_TEST(msaa_4x_and_resolve)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_device *d = c.dev;
	sgpu_mmio_wr32(d, 0x4018, 1);           /* 1/12 subpixels, as Mesa */
	sgpu_mmio_wr32(d, 0x4010, 0xa28844);    /* Mesa's 4x: (4,4) (8,8) (2,10) */
	sgpu_mmio_wr32(d, 0x4014, 0x2a2a2a);    /* (10,2), unused ones repeat it */
	sgpu_mmio_wr32(d, 0x4020, 1 | 2u << 1); /* AA on, 4 samples */
	struct r5xx_rvtx a, b, e, f;
	vtx(&a, 0, 0, 0, 1, 0, 0, 1);
	vtx(&b, 5.5f, 0, 0, 1, 0, 0, 1);
	vtx(&e, 5.5f, 32, 0, 1, 0, 0, 1);
	vtx(&f, 0, 32, 0, 1, 0, 0, 1);
	tri(&c, &a, &b, &e);
	tri(&c, &a, &e, &f);
	/* pixel (5, 1): samples 0 and 2 red in the AA layout (block (1, 0),
	 * pixel (1, 1) of it) */
	uint32_t v[4];
	for (unsigned k = 0; k < 4; k++)
		sgpu_mem_read(d, SGPU_SPACE_VRAM,
		              CB_BASE + 1 * 4 * 16 * 4 + k * 16 * 4 + (1 * 4 + 1) * 4, &v[k], 4);
	SGPU_ASSERT_MSG(v[0] == 0xffff0000u && v[1] == 0 && v[2] == 0xffff0000u && v[3] == 0,
	                "%08x %08x %08x %08x", v[0], v[1], v[2], v[3]);
	/* resolve with a full-screen rectangle into a second buffer: pixel 5
	 * averages to half red, alpha is sample 0's (ALPHA 0) */
	sgpu_mmio_wr32(d, 0x4e80, 0x180000);
	sgpu_mmio_wr32(d, 0x4e84, W);
	sgpu_mmio_wr32(d, 0x4e88, 1);
	vtx(&a, 0, 0, 0, 0, 1, 0, 1);
	vtx(&b, 32, 0, 0, 0, 1, 0, 1);
	vtx(&e, 32, 32, 0, 0, 1, 0, 1);
	vtx(&f, 0, 32, 0, 0, 1, 0, 1);
	tri(&c, &a, &b, &e);
	tri(&c, &a, &e, &f);
	uint32_t r4 = 0, r5 = 0, r6 = 0;
	sgpu_mem_read(d, SGPU_SPACE_VRAM, 0x180000 + (1 * W + 4) * 4, &r4, 4);
	sgpu_mem_read(d, SGPU_SPACE_VRAM, 0x180000 + (1 * W + 5) * 4, &r5, 4);
	sgpu_mem_read(d, SGPU_SPACE_VRAM, 0x180000 + (1 * W + 6) * 4, &r6, 4);
	SGPU_ASSERT_MSG(r4 == 0xffff0000u && r5 == 0xff800000u && r6 == 0x00000000u,
	                "%08x %08x %08x", r4, r5, r6);
	done(&c);
}

static void quad_full(struct ctx *c, float r, float g, float b, float a)
{
	struct r5xx_rvtx p[4];
	vtx(&p[0], 0, 0, 0, r, g, b, a);
	vtx(&p[1], W, 0, 0, r, g, b, a);
	vtx(&p[2], W, H, 0, r, g, b, a);
	vtx(&p[3], 0, H, 0, r, g, b, a);
	tri(c, &p[0], &p[1], &p[2]);
	tri(c, &p[0], &p[2], &p[3]);
}

/* The CB takes its colour from the US's one encoding of US_OUT_FMT
 * (r5xx_us_out_convert): C2_32_FP travels in lanes C0 and C2 ("ARGB16161616
 * stores XZ for RG32F", Mesa), so channel 1 is C2_SEL's. */
SGPU_TEST(cb_takes_the_us_encoding_c2_32_fp)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mmio_wr32(c.dev, 0x46a4, 20 | 1u << 8 | 0u << 10 | 2u << 12 | 0u << 14);
	sgpu_mmio_wr32(c.dev, 0x4e38, W | 10u << 21); /* ARGB16161616: 8 bytes */
	quad_full(&c, 0.25f, 0.75f, 0, 1);
	uint32_t v[2];
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, CB_BASE + (3 * W + 3) * 8, v, 8);
	SGPU_ASSERT_MSG(v[0] == f2u(0.25f) && v[1] == f2u(0.75f), "%08x %08x", v[0], v[1]);
	done(&c);
}

/* FG_ALPHA_FUNC.AM_EN (docs/hw/r5xx-raster.md "Alpha to mask"): k of m
 * steps with the quad's ordered dither, the first round(k n / m) samples. */
SGPU_TEST(alpha_to_mask_dither_and_samples)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_device *d = c.dev;
	/* one sample: alpha 0.3 with m = 4 keeps only quad pixel 2 (offset 7/8) */
	sgpu_mmio_wr32(d, 0x4bd4, 1u << 16);
	quad_full(&c, 1, 1, 1, 0.3f);
	unsigned n = 0;
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++)
			n += px(&c, x, y) != 0;
	SGPU_ASSERT_EQ(n, (unsigned)(W * H / 4));
	SGPU_ASSERT_EQ(px(&c, 0, 1), 0x4dffffffu);
	SGPU_ASSERT_EQ(px(&c, 0, 0), 0u);
	/* alpha 0.5 keeps every pixel; AM_EN off keeps alpha 0 */
	quad_full(&c, 1, 0, 0, 0.5f);
	SGPU_ASSERT_EQ(px(&c, 1, 0), 0x80ff0000u);
	sgpu_mmio_wr32(d, 0x4bd4, 0);
	quad_full(&c, 0, 1, 0, 0);
	SGPU_ASSERT_EQ(px(&c, 1, 0), 0x0000ff00u);
	/* 4x AA, AM_CFG 3/6 (Mesa's choice): alpha 0.5 -> k 3 of 6 -> samples 0, 1 */
	sgpu_mmio_wr32(d, 0x4018, 1);
	sgpu_mmio_wr32(d, 0x4010, 0xa28844);
	sgpu_mmio_wr32(d, 0x4014, 0x2a2a2a);
	sgpu_mmio_wr32(d, 0x4020, 1 | 2u << 1);
	sgpu_mmio_wr32(d, 0x4bd4, 1u << 16 | 1u << 17);
	quad_full(&c, 0, 0, 1, 0.5f);
	uint32_t v[4];
	for (unsigned k = 0; k < 4; k++)
		sgpu_mem_read(d, SGPU_SPACE_VRAM, CB_BASE + 1 * 4 * 16 * 4 + k * 16 * 4 + 5 * 4,
		              &v[k], 4);
	SGPU_ASSERT_MSG(v[0] == 0x800000ffu && v[1] == 0x800000ffu && v[2] != 0x800000ffu &&
	                        v[3] != 0x800000ffu,
	                "%08x %08x %08x %08x", v[0], v[1], v[2], v[3]);
	done(&c);
}

static void line2(struct ctx *c, const struct r5xx_rvtx *a, const struct r5xx_rvtx *b)
{
	const struct r5xx_rvtx *v[2] = {a, b};
	r5xx_rast_prim(&c->r, R5XX_RAST_LINE, v);
}

SGPU_TEST(lines_width_and_end_types)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	struct r5xx_rvtx a, b;
	/* a horizontal line y = 10.5 from x 2 to 12, half width 1 pixel:
	 * rows 10 (centre 10.5 on the line's middle... covered) and 9/11 edges */
	vtx(&a, 2, 10.5f, 0, 1, 1, 1, 1);
	vtx(&b, 12, 10.5f, 0, 1, 1, 1, 1);
	sgpu_mmio_wr32(c.dev, 0x4234, 16 | 2u << 16); /* half width 16/16, square ends */
	line2(&c, &a, &b);
	for (int x = 0; x < 16; x++) {
		bool in = x >= 2 && x < 12;
		SGPU_ASSERT_MSG((px(&c, x, 10) != 0) == in, "x %d: 0x%08x", x, px(&c, x, 10));
	}
	/* rows 9.5 .. 11.5 cover pixel rows 10 and (top-left rule) 9? the
	 * quad spans y 9.5..11.5: centres 10.5 in, 9.5 on the top edge (in),
	 * 11.5 on the bottom edge (out) */
	SGPU_ASSERT(px(&c, 5, 9) != 0 && px(&c, 5, 11) == 0);
	/* computed ends on a diagonal: a rotated rectangle, no crash, pixels
	 * along the diagonal */
	sgpu_mem_fill(c.dev, SGPU_SPACE_VRAM, CB_BASE, 0, 4, W * H * 4);
	sgpu_mmio_wr32(c.dev, 0x4234, 12 | 3u << 16 | 1u << 18);
	vtx(&a, 20.5f, 20.5f, 0, 1, 1, 1, 1);
	vtx(&b, 4.5f, 4.5f, 0, 1, 1, 1, 1);
	line2(&c, &a, &b);
	SGPU_ASSERT(px(&c, 10, 10) != 0 && px(&c, 10, 14) == 0);
	done(&c);
}

SGPU_TEST(zb_cb_clear_writes_the_clear_value)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	/* Mesa's CBZB clear: the ZB's surface is the colour buffer's lower half */
	sgpu_mmio_wr32(c.dev, 0x4f20, CB_BASE + 16 * W * 4); /* ZB_DEPTHOFFSET: row 16 */
	sgpu_mmio_wr32(c.dev, 0x4f24, W);
	sgpu_mmio_wr32(c.dev, 0x4f1c, 1u << 5);     /* ZB_BW_CNTL.ZB_CB_CLEAR */
	sgpu_mmio_wr32(c.dev, 0x4f28, 0xff804040u); /* ZB_DEPTHCLEARVALUE */
	sgpu_mmio_wr32(c.dev, 0x4f00, 0);           /* Z and stencil off */
	struct r5xx_rvtx a, b, d, e;
	vtx(&a, 0, 0, 0, 0.25f, 0.25f, 0.5f, 1);
	vtx(&b, 32, 0, 0, 0.25f, 0.25f, 0.5f, 1);
	vtx(&d, 32, 16, 0, 0.25f, 0.25f, 0.5f, 1);
	vtx(&e, 0, 16, 0, 0.25f, 0.25f, 0.5f, 1);
	tri(&c, &a, &b, &d);
	tri(&c, &a, &d, &e);
	SGPU_ASSERT_EQ(px(&c, 3, 3), 0xff404080u);  /* the CB's half */
	SGPU_ASSERT_EQ(px(&c, 3, 19), 0xff804040u); /* the ZB's half */
	SGPU_ASSERT_EQ(px(&c, 31, 31), 0xff804040u);
	done(&c);
}

/* Mesa's CBZB clear covers the width aligned to 64 (r300_texture.c,
 * cbzb_width) over a surface whose pitch is the width: the ZB must not
 * write the columns past its pitch, which would land past the buffer's
 * end (piglit glsl-fs-bug25902: a 160-wide window's clear overwrote the
 * texture allocated after it). */
SGPU_TEST(zb_cb_clear_stops_at_the_pitch)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mem_fill(c.dev, SGPU_SPACE_VRAM, ZB_BASE, 0x5a5a5a5au, 4, W * H * 4);
	sgpu_mmio_wr32(c.dev, 0x4f20, ZB_BASE);     /* ZB_DEPTHOFFSET */
	sgpu_mmio_wr32(c.dev, 0x4f24, 16);          /* ZB_DEPTHPITCH: 16 pixels, linear */
	sgpu_mmio_wr32(c.dev, 0x4f1c, 1u << 5);     /* ZB_BW_CNTL.ZB_CB_CLEAR */
	sgpu_mmio_wr32(c.dev, 0x4f28, 0x11223344u); /* ZB_DEPTHCLEARVALUE */
	sgpu_mmio_wr32(c.dev, 0x4f00, 0);
	struct r5xx_rvtx a, b, d, e;
	vtx(&a, 0, 0, 0, 1, 1, 1, 1);
	vtx(&b, 32, 0, 0, 1, 1, 1, 1);
	vtx(&d, 32, 2, 0, 1, 1, 1, 1);
	vtx(&e, 0, 2, 0, 1, 1, 1, 1);
	tri(&c, &a, &b, &d);
	tri(&c, &a, &d, &e);
	uint32_t v[3];
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + 15 * 4, &v[0], 4);        /* row 0, x 15 */
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + (16 + 15) * 4, &v[1], 4); /* row 1, x 15 */
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + 32 * 4, &v[2], 4);        /* past row 1 */
	SGPU_ASSERT_EQ(v[0], 0x11223344u);
	SGPU_ASSERT_EQ(v[1], 0x11223344u);
	SGPU_ASSERT_EQ(v[2], 0x5a5a5a5au);
	done(&c);
}

/* Z fast fill (seed 001 §9.4.4; Mesa's HyperZ clear, drv_mesa_hyperz3d.sgs):
 * after 3D_CLEAR_ZMASK with 0, a block reads ZB_DEPTHCLEARVALUE while
 * ZB_BW_CNTL.FAST_FILL is set, whatever the buffer holds; the first touch
 * expands the whole block into memory; without FAST_FILL memory is read. */
SGPU_TEST(zmask_fast_fill)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mem_fill(c.dev, SGPU_SPACE_VRAM, ZB_BASE, 0, 4, W * H * 4); /* Z = 0 */
	sgpu_mmio_wr32(c.dev, 0x4f00, 2 | 4);                            /* Z test, writes */
	sgpu_mmio_wr32(c.dev, 0x4f04, 1);                                /* LESS */
	sgpu_mmio_wr32(c.dev, 0x4f28, 0xffffff00u); /* ZB_DEPTHCLEARVALUE: Z 1.0 */
	sgpu_mmio_wr32(c.dev, 0x4028, 1);           /* GB_Z_PEQ_CONFIG: 8x8 blocks */
	sgpu_mmio_wr32(c.dev, 0x4f30, 0);           /* ZB_ZMASK_OFFSET */
	sgpu_mmio_wr32(c.dev, 0x4f34, W);           /* ZB_ZMASK_PITCH */
	r5xx_rast_clear_zmask(&c.r, 0, 1, 0);
	struct r5xx_rvtx a, b, d;
	/* without FAST_FILL the buffer's Z = 0 wins: nothing drawn */
	vtx(&a, 0, 0, 0.5f, 1, 1, 1, 1);
	vtx(&b, 4, 0, 0.5f, 1, 1, 1, 1);
	vtx(&d, 0, 4, 0.5f, 1, 1, 1, 1);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0u);
	/* FAST_FILL | RD_COMP | WR_COMP: the cleared block reads 1.0 */
	sgpu_mmio_wr32(c.dev, 0x4f1c, 4 | 8 | 16);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0xffffffffu);
	/* the block (0..7, 0..7) was expanded: a pixel the triangle missed
	 * holds the clear value, a drawn one the new Z; the next block is
	 * still untouched memory */
	uint32_t z = 0;
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + (7 * W + 7) * 4, &z, 4);
	SGPU_ASSERT_EQ(z, 0xffffff00u);
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + (1 * W + 1) * 4, &z, 4);
	SGPU_ASSERT_EQ(z >> 8, 0x800000u);
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + (0 * W + 8) * 4, &z, 4);
	SGPU_ASSERT_EQ(z, 0u);
	/* the expanded block now reads memory: a farther triangle fails */
	vtx(&a, 0, 0, 0.75f, 0, 0, 1, 1);
	vtx(&b, 4, 0, 0.75f, 0, 0, 1, 1);
	vtx(&d, 0, 4, 0.75f, 0, 0, 1, 1);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 1, 1), 0xffffffffu);
	/* Mesa's decompress pass (r300_decompress_zmask): FAST_FILL | RD_COMP,
	 * ZB_CNTL = ZWRITEENABLE only, colour off, a rectangle over the buffer:
	 * every block still cleared is written out, drawn ones are kept */
	sgpu_mmio_wr32(c.dev, 0x4f1c, 4 | 8);
	sgpu_mmio_wr32(c.dev, 0x4f00, 4);
	sgpu_mmio_wr32(c.dev, 0x4e0c, 0);
	vtx(&a, 0, 0, 0.25f, 0, 0, 0, 1);
	vtx(&b, W, 0, 0.25f, 0, 0, 0, 1);
	vtx(&d, 0, H, 0.25f, 0, 0, 0, 1);
	struct r5xx_rvtx e;
	vtx(&e, W, H, 0.25f, 0, 0, 0, 1);
	tri(&c, &a, &b, &d);
	tri(&c, &b, &e, &d);
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + (0 * W + 8) * 4, &z, 4);
	SGPU_ASSERT_EQ(z, 0xffffff00u);
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + ((H - 1) * W + W - 1) * 4, &z, 4);
	SGPU_ASSERT_EQ(z, 0xffffff00u);
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + (1 * W + 1) * 4, &z, 4);
	SGPU_ASSERT_EQ(z >> 8, 0x800000u);
	/* a ZMASK clear past the RAM is clipped, not a crash */
	r5xx_rast_clear_zmask(&c.r, R5XX_ZMASK_DWORDS - 1, 4, 0);
	done(&c);
}

/* A plane of constant depth gives one depth value everywhere: the setup
 * interpolates z as a plane from its first vertex (z0 + dz/dx, dz/dy
 * steps), so zero slopes add nothing. piglit readpix-z clears the depth
 * buffer to 0.5 with a quad (util_blitter) and reads it back: 0.5 scales
 * to 8388607.5, where weights that sum to 1 +- an ulp flip the rounding. */
SGPU_TEST(depth_constant_plane_exact)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mmio_wr32(c.dev, 0x4f00, 2 | 4); /* Z test + write */
	sgpu_mmio_wr32(c.dev, 0x4f04, 7);     /* ALWAYS */
	sgpu_mmio_wr32(c.dev, 0x4e0c, 0);     /* no colour */
	struct r5xx_rvtx a, b, d, e;
	vtx(&a, -3.7f, -1.3f, 0.5f, 0, 0, 0, 1);
	vtx(&b, W + 2.9f, -0.6f, 0.5f, 0, 0, 0, 1);
	vtx(&d, -1.1f, H + 5.3f, 0.5f, 0, 0, 0, 1);
	vtx(&e, W + 1.7f, H + 0.3f, 0.5f, 0, 0, 0, 1);
	tri(&c, &a, &b, &d);
	tri(&c, &b, &e, &d);
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++) {
			uint32_t z = 0;
			sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, ZB_BASE + (uint64_t)(y * W + x) * 4,
			              &z, 4);
			SGPU_ASSERT_MSG(z >> 8 == 0x800000u, "(%d,%d): z 0x%06x", x, y, z >> 8);
		}
	done(&c);
}

/* GA_POLY_MODE lines take their polygon's offset (SU_POLY_OFFSET_ENABLE
 * FRONT/BACK by the polygon's facing): Mesa enables them for GL's
 * POLYGON_OFFSET_LINE in line mode, and piglit polygon-offset, which draws
 * a line-mode quad offset in front of a filled one at the same depth, passes
 * on an RV530 (Mesa CI's r300-rv530 fails list does not name it). */
SGPU_TEST(poly_mode_lines_take_polygon_offset)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mem_fill(c.dev, SGPU_SPACE_VRAM, ZB_BASE, 0x80000000u, 4, W * H * 4); /* z 0.5 */
	sgpu_mmio_wr32(c.dev, 0x4f00, 2);                     /* Z test, no write */
	sgpu_mmio_wr32(c.dev, 0x4f04, 1);                     /* LESS */
	sgpu_mmio_wr32(c.dev, 0x4234, 16 | 2u << 16);         /* lines 2 pixels wide */
	sgpu_mmio_wr32(c.dev, 0x4288, 1 | 1u << 4 | 1u << 7); /* GA_POLY_MODE: lines */
	sgpu_mmio_wr32(c.dev, 0x42a8, f2u(-2.0f));            /* FRONT_OFFSET */
	sgpu_mmio_wr32(c.dev, 0x42b0, f2u(-2.0f));            /* BACK_OFFSET */
	sgpu_mmio_wr32(c.dev, 0x42b4, 3);                     /* front and back on */
	struct r5xx_rvtx a, b, d;
	vtx(&a, 4, 4, 0.5f, 0, 1, 0, 1);
	vtx(&b, 28, 4, 0.5f, 0, 1, 0, 1);
	vtx(&d, 4, 28, 0.5f, 0, 1, 0, 1);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 12, 4), 0xff00ff00u); /* on the edge: in front */
	SGPU_ASSERT_EQ(px(&c, 12, 12), 0u);         /* inside: a line mode */
	sgpu_mmio_wr32(c.dev, 0x42b4, 0);           /* offset off: the same depth fails LESS */
	vtx(&a, 4, 4, 0.5f, 1, 0, 0, 1);
	vtx(&b, 28, 4, 0.5f, 1, 0, 0, 1);
	vtx(&d, 4, 28, 0.5f, 1, 0, 0, 1);
	tri(&c, &a, &b, &d);
	SGPU_ASSERT_EQ(px(&c, 12, 4), 0xff00ff00u);
	done(&c);
}

/* Clip rectangles the SC_CLIP_RULE requires bound the scan: a window-sized
 * triangle visible only inside rectangles 0 and 1 (rule 0x8888) walks the
 * quads of their intersection, not the window's (piglit
 * gl-1.0-scissor-many: Mesa's scissor is clip rectangle 0, a quad a pixel,
 * timed out walking 250x250 pixels a draw). */
SGPU_TEST(required_clip_rects_bound_the_scan)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	sgpu_mmio_wr32(c.dev, 0x43d0, 0x8888);         /* SC_CLIP_RULE */
	sgpu_mmio_wr32(c.dev, 0x43b0, 20 | 20u << 13); /* SC_CLIP_0_A */
	sgpu_mmio_wr32(c.dev, 0x43b4, 27 | 27u << 13); /* SC_CLIP_0_B */
	sgpu_mmio_wr32(c.dev, 0x43b8, 24 | 24u << 13); /* SC_CLIP_1_A */
	sgpu_mmio_wr32(c.dev, 0x43bc, 31 | 31u << 13); /* SC_CLIP_1_B */
	c.r.budget = 1u << 20;
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 1, 1, 1, 1);
	vtx(&b, 64, 0, 0, 1, 1, 1, 1);
	vtx(&d, 0, 64, 0, 1, 1, 1, 1);
	tri(&c, &a, &b, &d);
	for (int y = 0; y < H; y++)
		for (int x = 0; x < W; x++) {
			bool in = x >= 24 && x <= 27 && y >= 24 && y <= 27;
			SGPU_ASSERT_EQ(px(&c, x, y), in ? 0xffffffffu : 0u);
		}
	/* 4x4 pixels: 2x2 quads (3x3 with the box's one-pixel margin) */
	SGPU_ASSERT_MSG((1u << 20) - c.r.budget <= 4 * 9, "budget spent %llu",
	                (unsigned long long)((1u << 20) - c.r.budget));
	done(&c);
}

/* RB3D_CCTL.NUM_MULTIWRITES (L4597) replicates output 0 to buffers 1..n,
 * converted as US_OUT_FMT_0 says: Mesa marks their US_OUT_FMT UNUSED
 * (r300_emit_fb_state_pipelined), as its two-target clear in piglit
 * glsl-fs-discard-mrt does. */
SGPU_TEST(multiwrite_replicates_output_0)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	const uint32_t cb1 = CB_BASE + 0x10000;
	sgpu_mmio_wr32(c.dev, 0x4e2c, cb1);          /* RB3D_COLOROFFSET1 */
	sgpu_mmio_wr32(c.dev, 0x4e3c, W | 6u << 21); /* COLORPITCH1: ARGB8888 */
	sgpu_mmio_wr32(c.dev, 0x46a8, 15);           /* US_OUT_FMT_1: UNUSED */
	sgpu_mmio_wr32(c.dev, 0x4e00, 1u << 5);      /* RB3D_CCTL: 2 buffers */
	struct r5xx_rvtx a, b, d;
	vtx(&a, 0, 0, 0, 0, 0, 1, 1);
	vtx(&b, W, 0, 0, 0, 0, 1, 1);
	vtx(&d, 0, H, 0, 0, 0, 1, 1);
	tri(&c, &a, &b, &d);
	uint32_t v = 0;
	sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, cb1 + (2 * W + 3) * 4, &v, 4);
	SGPU_ASSERT_EQ(px(&c, 3, 2), 0xff0000ffu);
	SGPU_ASSERT_EQ(v, 0xff0000ffu);
	done(&c);
}
