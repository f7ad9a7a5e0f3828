/* The fragment stage (r5xx_frag.h): triangles through the back end, the
 * R500 US and the TX on an r520, programs uploaded as a driver does
 * (GA_US_VECTOR_INDEX/DATA and the US code registers over MMIO); the
 * constant-program detection and the span fill against the reference. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"
#include "amd/r5xx/r5xx_3d.h"
#include "amd/r5xx/r5xx_frag.h"
#include "core/device.h"
#include "harness.h"
#include "isa/isa.h"
#include "isa/r500_fs.h"
#include "softgpu/softgpu.h"

#define W 32
#define H 32
#define CB_BASE 0x100000u
#define TEX_BASE 0x200000u

static uint32_t f2u(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

struct ctx {
	sgpu_device *dev;
	struct r5xx_rast r;
	struct r5xx_frag f;
};

static void wr(struct ctx *c, uint32_t a, uint32_t v)
{
	sgpu_mmio_wr32(c->dev, a, v);
}

static uint32_t rd(struct ctx *c, uint32_t a)
{
	return sgpu_mmio_rd32(c->dev, a);
}

static bool upload_words(struct ctx *c, const uint32_t *w, unsigned n)
{
	wr(c, R5XX_GA_US_VECTOR_INDEX, 0);
	for (unsigned i = 0; i < n * 6; i++)
		wr(c, R5XX_GA_US_VECTOR_DATA, w[i]);
	wr(c, R5XX_US_CODE_OFFSET, 0);
	wr(c, R5XX_US_CODE_ADDR, (n - 1) << 16);
	wr(c, R5XX_US_CODE_RANGE, (n - 1) << 16);
	return true;
}

static bool upload(struct ctx *c, const char *src)
{
	struct isa_asm_result r;
	if (!isa_assemble(&r500_fs_isa, 0, 0, src, strlen(src), "prog.s", ISA_OUT_RAW, &r)) {
		printf("assembler: %s\n", r.errors ? r.errors : "?");
		isa_asm_result_free(&r);
		return false;
	}
	unsigned n = (unsigned)(r.size / R500_FS_BYTES);
	uint32_t w[6 * 64];
	for (size_t i = 0; i + 4 <= r.size && i / 4 < 6 * 64; i += 4)
		w[i / 4] = (uint32_t)r.data[i] | (uint32_t)r.data[i + 1] << 8 |
		           (uint32_t)r.data[i + 2] << 16 | (uint32_t)r.data[i + 3] << 24;
	isa_asm_result_free(&r);
	return upload_words(c, w, n);
}

static void set_const(struct ctx *c, unsigned i, float r, float g, float b, float a)
{
	wr(c, R5XX_GA_US_VECTOR_INDEX, i | 1u << 16);
	wr(c, R5XX_GA_US_VECTOR_DATA, f2u(r));
	wr(c, R5XX_GA_US_VECTOR_DATA, f2u(g));
	wr(c, R5XX_GA_US_VECTOR_DATA, f2u(b));
	wr(c, R5XX_GA_US_VECTOR_DATA, f2u(a));
}

/* An r520 with a 32x32 ARGB8888 target, RS routing colour 0 to temp 0
 * and texture components 0, 1 to temp 1, the US and TX attached. */
static bool setup(struct ctx *c)
{
	if (sgpu_device_create("r520", NULL, &c->dev) != SGPU_OK)
		return false;
	sgpu_set_log_callback(c->dev, sgpu_log_discard, NULL);
	struct sgpu_unit *r3d = sgpu_dev_unit(c->dev, "R3D");
	if (!r5xx_rast_init(&c->r, r3d))
		return false;
	r5xx_frag_attach(&c->f, &c->r, r5xx_3d_us(r3d), r3d);
	wr(c, 0x4018, 1);           /* 1/12 subpixels */
	wr(c, 0x4010, 0x66666666u); /* pixel centres, as Mesa */
	wr(c, 0x4014, 0x66666666u);
	wr(c, 0x43a8, 0x2DA49525);              /* SC_EDGERULE */
	wr(c, 0x43e4, (W - 1) | (H - 1) << 13); /* scissor */
	wr(c, 0x43d0, 0xffff);
	wr(c, 0x43e8, 0xffffff);
	wr(c, 0x4278, 0xaaaa);                              /* Gouraud */
	wr(c, 0x4074, 0 | 1u << 6 | 62u << 12 | 63u << 18); /* RS_IP_0: tex S T 0 1, colour 0 */
	wr(c, 0x4304, 0);
	wr(c, 0x4320,
	   0 | 1u << 4 | 1u << 5 | 0u << 12 | 1u << 16 | 0u << 18);  /* tex->t1, col->t0 */
	wr(c, 0x46a4, 0 | 3u << 8 | 2u << 10 | 1u << 12 | 0u << 14); /* C4_8 BGRA */
	for (unsigned t = 1; t < 4; t++)
		wr(c, 0x46a4 + 4 * t, 15);
	wr(c, 0x4e28, CB_BASE);
	wr(c, 0x4e38, W | 6u << 21);
	wr(c, 0x4e0c, 0xf);
	wr(c, R5XX_US_FC_CTRL, R5XX_US_FC_CTRL_FULL_FC_EN);
	wr(c, R5XX_US_PIXSIZE, 8);
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

static void vtx(struct r5xx_rvtx *v, float x, float y, float r, float g, float b, float s, float t)
{
	memset(v, 0, sizeof(*v));
	v->x = x, v->y = y, v->rhw = 1, v->psize = -1;
	v->col[0][0] = r, v->col[0][1] = g, v->col[0][2] = b, v->col[0][3] = 1;
	v->tex[0] = s, v->tex[1] = t;
}

static void quad(struct ctx *c)
{
	struct r5xx_rvtx a, b, d, e;
	vtx(&a, 0, 0, 1, 0, 0, 0, 0);
	vtx(&b, 32, 0, 0, 1, 0, 1, 0);
	vtx(&d, 32, 32, 0, 0, 1, 1, 1);
	vtx(&e, 0, 32, 1, 1, 1, 0, 1);
	const struct r5xx_rvtx *t1[3] = {&a, &b, &d}, *t2[3] = {&a, &d, &e};
	r5xx_rast_prim(&c->r, R5XX_RAST_TRI, t1);
	r5xx_rast_prim(&c->r, R5XX_RAST_TRI, t2);
}

/* out = t0 (the interpolated colour) */
static const char *const pass_colour =
        "out tex_wait last rgb_src $t0 $t0 $t0 alpha_src $t0 $t0 $t0 rgb mad $t0 w0 orgb rt0 "
        "s0 rgb s0 ooo s0 zzz alpha mad $t0 w0 oa rt0 s0 a s0 o s0 z\n";

SGPU_TEST(gouraud_through_the_us)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	SGPU_ASSERT(upload(&c, pass_colour));
	quad(&c);
	/* pixel (0, 0): centre (0.5, 0.5), nearly red */
	uint32_t p = px(&c, 0, 0);
	SGPU_ASSERT_MSG((p >> 16 & 255) >= 245 && (p & 255) <= 6 && (p >> 24) == 255, "0x%08x", p);
	SGPU_ASSERT(c.r.stats.quads > 0);
	SGPU_ASSERT_EQ(c.f.faults, 0u);
	done(&c);
}

SGPU_TEST(textured_through_the_tx)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	/* a 2x2 W8Z8Y8X8 texture, point sampled, clamped */
	uint32_t texels[16] = {0xffff0000u, 0xff00ff00u};
	texels[8] = 0xff0000ffu, texels[9] = 0xffffffffu; /* rows 8 texels apart */
	sgpu_mem_write(c.dev, SGPU_SPACE_VRAM, TEX_BASE, texels, sizeof(texels));
	wr(&c, 0x4104, 1);
	wr(&c, 0x4400, 1u << 9 | 1u << 11 | 2 | 2u << 3);
	wr(&c, 0x4480, 1 | 1u << 11);
	wr(&c, 0x44c0, 0x0c | 2u << 12 | 1u << 15 | 0u << 18 | 3u << 9);
	wr(&c, 0x4540, TEX_BASE);
	SGPU_ASSERT(upload(&c,
	                   "tex ld $tex0 acquire $t2 wrgba rgba $t1 rgba\n"
	                   "out tex_wait last rgb_src $t2 $t2 $t2 alpha_src $t2 $t2 $t2 rgb mad "
	                   "$t0 w0 orgb rt0 s0 rgb s0 ooo s0 zzz alpha mad $t0 w0 oa rt0 s0 a "
	                   "s0 o s0 z\n"));
	quad(&c);
	SGPU_ASSERT_EQ(px(&c, 3, 3), 0xffff0000u);
	SGPU_ASSERT_EQ(px(&c, 28, 3), 0xff00ff00u);
	SGPU_ASSERT_EQ(px(&c, 3, 28), 0xff0000ffu);
	SGPU_ASSERT_EQ(px(&c, 28, 28), 0xffffffffu);
	done(&c);
}

SGPU_TEST(constant_program_takes_the_span_fill)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	set_const(&c, 0, 0.25f, 0.5f, 0.75f, 1.0f);
	SGPU_ASSERT(upload(&c, "out tex_wait last rgb_src $c0 $c0 $c0 alpha_src $c0 $c0 $c0 rgb "
	                       "mad $t0 w0 orgb rt0 s0 rgb s0 ooo s0 zzz alpha mad $t0 w0 oa rt0 "
	                       "s0 a s0 o s0 z\n"));
	quad(&c);
	SGPU_ASSERT_EQ(c.r.stats.quads, 0u);
	SGPU_ASSERT_EQ(px(&c, 7, 9), 0xff4080bfu);
	/* the constant's answer is kept between primitives (r5xx_frag_const)
	 * until a US register changes: a new constant, a new colour */
	set_const(&c, 0, 1.0f, 0.0f, 0.5f, 1.0f);
	quad(&c);
	SGPU_ASSERT_EQ(c.r.stats.quads, 0u);
	SGPU_ASSERT_EQ(px(&c, 7, 9), 0xffff0080u);
	/* reading the interpolated colour is not constant */
	SGPU_ASSERT(upload(&c, pass_colour));
	quad(&c);
	SGPU_ASSERT(c.r.stats.quads > 0);
	done(&c);
}

/* ------------------------------------------------------------------ random programs */

static uint64_t rs;
static uint32_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return (uint32_t)(rs >> 11);
}

/* A random straight-line ALU/OUTPUT program: random sources (temps that
 * the RS writes or not, constants, inline constants), swizzles, selects,
 * ops and write masks; the last instruction an OUTPUT with LAST. */
static unsigned random_program(uint32_t *w)
{
	unsigned n = 1 + rnd() % 5;
	for (unsigned i = 0; i < n; i++) {
		uint32_t *s = w + 6 * i;
		for (unsigned k = 0; k < 6; k++)
			s[k] = rnd();
		bool last = i == n - 1;
		/* CMN: type ALU or OUT; no predication, no depth, no REL */
		uint32_t cmn = (last ? 1u : rnd() % 2) | (last ? 1u << 8 | 1u << 2 : 0) |
		               (rnd() & 7u) << 11 | (rnd() & 1u) << 14 | 7u << 15 | 1u << 18;
		s[0] = cmn;
		/* sources: temps 0-3 (the RS writes 0 and 1), constants 0-3, inline */
		for (unsigned word = 1; word <= 2; word++) {
			uint32_t a = 0;
			for (unsigned k = 0; k < 3; k++) {
				unsigned kind = rnd() % 3, addr;
				if (kind == 0)
					addr = rnd() % 4;
				else if (kind == 1)
					addr = (rnd() % 4) | 1u << 8;
				else
					addr = 0x80 | (rnd() & 0x7f);
				a |= addr << (10 * k);
			}
			s[word] = a | (rnd() & 3u) << 30;
		}
		/* RGB_INST and ALPHA_INST keep random selects, swizzles, mods;
		 * destinations temps 0-3, targets rt0, no OMOD surprises */
		s[3] &= ~(3u << 29);
		s[4] = (s[4] & ~(0x7fu << 4 | 1u << 11 | 3u << 29 | 1u << 31)) | (rnd() % 4) << 4;
		/* alpha op MAD..MAX, or any of them (CND, CMP, FRC, EX2..COS;
		 * 4 is reserved); RGB op MAD..MAX, or any to SOP (6 reserved;
		 * SOP takes a transcendental alpha op) */
		s[4] = (s[4] & ~0xfu) | (rnd() % 2 ? rnd() % 4 : rnd() % 14);
		s[5] = (s[5] & ~(0x7fu << 4 | 1u << 11 | 0xfu)) | (rnd() % 4) << 4 |
		       (rnd() % 2 ? rnd() % 6 : rnd() % 11);
		if (rnd() % 6 == 0) /* SOP of EX2..COS */
			s[4] = (s[4] & ~0xfu) | (8 + rnd() % 6), s[5] = (s[5] & ~0xfu) | 10;
		/* C = 0 in every channel (a multiply), or -0 with a negate */
		if (rnd() % 4 == 0)
			s[5] = (s[5] & ~(0x1ffu << 14 | 3u << 23 | 7u << 27 | 3u << 30)) |
			       0x124u << 14 | 4u << 27 | (rnd() % 4 ? 0 : 1u << 23);
	}
	return n;
}

/* The fast path's MAD and DP compute two_sum's residual only where
 * to_f32 reads it (a sum exact as a float): sums of products whose exact
 * value lies just below or above a float, written as FP32, on a reference
 * and a fast device (the alpha reads the interpolated colour, so that the
 * program is not a constant fill). 1 - 2^-60 (a DP3) and 2^30 - 2^-30 (a
 * MAD) round to 1 and 2^30 in double and truncate to the float below. */
SGPU_TEST(fast_residual_ties_match_reference)
{
	static const char *const progs[2] = {
	        "out tex_wait last rgb_src $c0 $c1 $c0 alpha_src $t0 $c1 $c0 rgb dp3 $t0 w0 orgb "
	        "rt0 s0 rgb s1 rgb s0 zzz alpha mad $t0 w0 oa rt0 s0 a s1 a s0 z\n",
	        "out tex_wait last rgb_src $c2 $c3 $c2 alpha_src $t0 $c3 $c2 rgb mad $t0 w0 orgb "
	        "rt0 s0 rgb s0 rgb s1 rgb alpha mad $t0 w0 oa rt0 s0 a s0 a s1 a\n"};
	for (unsigned i = 0; i < 2; i++) {
		struct ctx c[2];
		SGPU_ASSERT(setup(&c[0]) && setup(&c[1]));
		uint32_t out[2][4];
		for (unsigned d = 0; d < 2; d++) {
			SGPU_ASSERT(upload(&c[d], progs[i]));
			set_const(&c[d], 0, 1.0f, 0x1p-30f, 0, 1.0f);
			set_const(&c[d], 1, 1.0f, -0x1p-30f, 0, -0x1p-30f);
			set_const(&c[d], 2, 0x1p15f, -0x1p15f, 0x1p15f, 0x1p15f);
			set_const(&c[d], 3, -0x1p-30f, 0x1p-30f, 0x1p-30f, -0x1p-30f);
			wr(&c[d], 0x46a4, 21 | 0x39u << 8); /* US_OUT_FMT_0: C4_32_FP, R G B A */
			wr(&c[d], 0x4e38, W | 7u << 21);    /* ARGB32323232 */
			c[d].r.fast = d == 1;
			quad(&c[d]);
			sgpu_mem_read(c[d].dev, SGPU_SPACE_VRAM, CB_BASE, out[d], 16);
		}
		bool fast_us = c[1].f.usf.usable;
		done(&c[0]);
		done(&c[1]);
		SGPU_ASSERT_MSG(fast_us, "program %u: the fast US did not take it", i);
		SGPU_ASSERT_MSG(
		        !memcmp(out[0], out[1], 16),
		        "program %u: reference %08x %08x %08x %08x, fast %08x %08x %08x %08x", i,
		        out[0][0], out[0][1], out[0][2], out[0][3], out[1][0], out[1][1], out[1][2],
		        out[1][3]);
		/* the DP's exact value is 1 - 2^-60: truncated, the float below 1
		 * (C0, R, first) */
		if (i == 0)
			SGPU_ASSERT_EQ(out[0][0], 0x3f7fffffu);
	}
}

SGPU_TEST(random_programs_fast_matches_reference)
{
	unsigned seed0 = 1 + (unsigned)(getenv("SGPU_SEED") ? atoi(getenv("SGPU_SEED")) : 0);
	unsigned taken = 0;
	for (unsigned seed = seed0; seed < seed0 + 200; seed++) {
		rs = 0x9e3779b97f4a7c15ull * seed;
		uint32_t w[6 * 8];
		unsigned n = random_program(w);
		float k[4][4];
		for (unsigned i = 0; i < 4; i++)
			for (unsigned j = 0; j < 4; j++)
				k[i][j] = (float)(rnd() % 200) / 100.0f - 0.5f;
		struct ctx c[2];
		SGPU_ASSERT(setup(&c[0]) && setup(&c[1]));
		for (unsigned d = 0; d < 2; d++) {
			upload_words(&c[d], w, n);
			for (unsigned i = 0; i < 4; i++)
				set_const(&c[d], i, k[i][0], k[i][1], k[i][2], k[i][3]);
			c[d].r.fast = d == 1;
			quad(&c[d]);
		}
		taken += c[1].r.stats.quads == 0;
		static uint8_t a[W * H * 4], b[W * H * 4];
		sgpu_mem_read(c[0].dev, SGPU_SPACE_VRAM, CB_BASE, a, sizeof(a));
		sgpu_mem_read(c[1].dev, SGPU_SPACE_VRAM, CB_BASE, b, sizeof(b));
		bool same = !memcmp(a, b, sizeof(a));
		if (!same && getenv("SGPU_VERBOSE")) {
			FILE *fp = fopen("/tmp/frag_prog.bin", "wb");
			fwrite(w, 4, 6 * n, fp);
			fclose(fp);
			for (size_t i = 0; i < sizeof(a); i += 4)
				if (memcmp(a + i, b + i, 4)) {
					printf("pixel %zu: ref %08x fast %08x\n", i / 4,
					       *(uint32_t *)(a + i), *(uint32_t *)(b + i));
					break;
				}
		}
		done(&c[0]);
		done(&c[1]);
		SGPU_ASSERT_MSG(same, "seed %u: fast and reference images differ", seed);
	}
	/* the detection must find constant programs among them too */
	if (getenv("SGPU_VERBOSE"))
		printf("%u of 200 random programs took the span fill\n", taken);
	SGPU_ASSERT_MSG(taken > 3, "only %u of 200 random programs took the span fill", taken);
}

/* ------------------------------------------------------------------ the shading fast path */

#define ZB_BASE 0x180000u

static void wr2(struct ctx c[2], uint32_t a, uint32_t v)
{
	wr(&c[0], a, v);
	wr(&c[1], a, v);
}

static float rndf(float lo, float hi)
{
	return lo + (hi - lo) * (float)(rnd() % 100001) / 100000.0f;
}

/* A random texture state for unit 0, mostly what the TX fast path takes
 * (W8Z8Y8X8, linear, one filter) and sometimes what it must refuse. */
static void random_texture(struct ctx c[2])
{
	/* half the time only the knobs the fast path takes */
	bool clean = rnd() % 2;
	static const unsigned fmts[] = {0x0c, 0x0c, 0x0c, 0x0c, 0x06, 0x0a, 0x0d, 0x0e};
	unsigned w = rnd() % 4 ? 1u << (1 + rnd() % 6) : 1 + rnd() % 40;
	unsigned h = rnd() % 4 ? 1u << (1 + rnd() % 6) : 1 + rnd() % 40;
	/* endian swaps; macro tiling (bit 2, kept for levels of at least a
	 * macro tile: 32 x 16 texels) and MICRO_TILE (4:3), which the fast
	 * path takes */
	uint32_t tiling = (rnd() % 3 ? 0 : (rnd() % 4) << 3);
	if (rnd() % 3 == 0) {
		tiling |= 1u << 2;
		w = rnd() % 4 ? 32u << rnd() % 2 : w;
		h = rnd() % 4 ? 16u + rnd() % 49 : h;
	}
	unsigned mag = rnd() % 4, min = clean || rnd() % 5 ? (mag == 3 ? 2 : mag) : rnd() % 4;
	wr2(c, 0x4104, clean || rnd() % 8 ? 1 : 0); /* TX_ENABLE */
	wr2(c, 0x4400,
	    (clean || rnd() % 4 ? rnd() % 3 : rnd() % 8) |
	            (clean || rnd() % 4 ? rnd() % 3 : rnd() % 8) << 3 | mag << 9 | min << 11 |
	            (clean || rnd() % 6 ? 0 : rnd() % 4) << 13 | (rnd() % 6 ? 0 : rnd() % 3) << 17);
	wr2(c, 0x4440, clean || rnd() % 8 ? 0 : rnd() & 3); /* FILTER1: chroma key */
	wr2(c, 0x4480,
	    (w - 1) | (h - 1) << 11 | (rnd() % 6 ? 0 : rnd() % 3) << 26 |
	            (clean || rnd() % 10 ? 0 : 1u << 30));
	uint32_t sw = rnd() % 3 ? (0u << 12 | 1u << 15 | 2u << 18 | 3u << 9)
	                        : ((rnd() % 6) << 12 | (rnd() % 6) << 15 | (rnd() % 6) << 18 |
	                           (rnd() % 6) << 9);
	wr2(c, 0x44c0,
	    fmts[clean ? 0 : rnd() % 8] | sw | (clean || rnd() % 8 ? 0 : (rnd() & 15) << 5) |
	            (clean || rnd() % 8 ? 0 : 1u << 21));
	wr2(c, 0x4500, (rnd() & 1) << 17);
	wr2(c, 0x4540, TEX_BASE | (clean || rnd() % 8 ? 0 : rnd() & 3) | tiling);
	static uint8_t texels[0x10000];
	for (size_t i = 0; i < sizeof(texels); i++)
		texels[i] = (uint8_t)rnd();
	for (unsigned d = 0; d < 2; d++)
		sgpu_mem_write(c[d].dev, SGPU_SPACE_VRAM, TEX_BASE, texels, sizeof(texels));
}

/* Random fragment operations: depth, stencil, blending, masks, alpha
 * test, formats, tiling, endian, fog. */
static void random_fragment_ops(struct ctx c[2])
{
	static const unsigned zcntl[] = {0, 2, 6, 6, 6, 4, 7, 3};
	wr2(c, 0x4f00, zcntl[rnd() % 8]);
	wr2(c, 0x4f04, rnd() & 0x7ffffff);
	wr2(c, 0x4f08, rnd() & 0xffffff);
	wr2(c, 0x4f10, rnd() % 4 ? 2 : rnd() % 3);
	wr2(c, 0x4f20, ZB_BASE);
	/* ZB_BW_CNTL: sometimes Mesa's CBZB clear (ZB_CB_CLEAR, bit 5) of
	 * ZB_DEPTHCLEARVALUE */
	wr2(c, 0x4f1c, rnd() % 6 ? 0 : 1u << 5);
	wr2(c, 0x4f28, rnd());
	/* tiling: macro, micro (1) or square micro (2), as the fast path maps */
	wr2(c, 0x4f24,
	    W | (rnd() % 3 ? 0 : (rnd() & 1) << 16 | (rnd() % 3) << 17) |
	            (rnd() % 8 ? 0 : (rnd() & 3) << 19));
	/* random blends, and GL's usual one (the fast path's blend_std) in
	 * either encoding, for RGB and alpha or RGB alone */
	uint32_t std = (rnd() % 2 ? 38u : 5u) << 16 | (rnd() % 2 ? 39u : 6u) << 24;
	wr2(c, 0x4e04,
	    rnd() % 3 ? 1 | (rnd() % 3 ? (rnd() % 8) << 12 | (rnd() % 47) << 16 | (rnd() % 47) << 24
	                               : std | (rnd() & 2))
	              : 0);
	wr2(c, 0x4e08, rnd() % 3 ? rnd() % 8 << 12 | (rnd() % 47) << 16 | (rnd() % 47) << 24 : std);
	wr2(c, 0x4e0c, rnd() % 3 ? 0xf : rnd() & 0xf);
	wr2(c, 0x4e18, rnd() % 8 ? 0 : 1u << 2 | (rnd() & 15) << 8);
	wr2(c, 0x4bd4, rnd() % 3 ? 0 : (rnd() & 0xff) | (rnd() & 7) << 8 | 1u << 11);
	wr2(c, 0x4bc0, rnd() % 10 ? 0 : 1 | (rnd() % 4) << 1);
	wr2(c, 0x4ef8, rnd());
	wr2(c, 0x4efc, rnd());
	wr2(c, 0x42c4, rnd() % 4 ? 0 : f2u(rndf(-1000, 1000))); /* SU_DEPTH_OFFSET */
	wr2(c, 0x42c0, f2u(16777215.0f));
	wr2(c, 0x46a4, (rnd() % 6 ? 0 : rnd() % 22) | (rnd() % 3 ? 0xe4u : rnd() & 0xff) << 8);
	static const unsigned cfmt[] = {6, 6, 6, 6, 4, 3, 5, 15};
	wr2(c, 0x4e38,
	    W | cfmt[rnd() % 8] << 21 | (rnd() % 3 ? 0 : (rnd() & 1) << 16 | (rnd() % 3) << 17) |
	            (rnd() % 10 ? 0 : (rnd() & 3) << 19));
	static uint8_t z[W * H * 4];
	for (size_t i = 0; i < sizeof(z); i++)
		z[i] = (uint8_t)rnd();
	for (unsigned d = 0; d < 2; d++)
		sgpu_mem_write(c[d].dev, SGPU_SPACE_VRAM, ZB_BASE, z, sizeof(z));
}

/* A texture instruction first (LD, PROJ, KILL or NOP of a temporary the
 * RS writes, into one the ALU code reads), then random ALU code. */
static unsigned random_textured_program(uint32_t *w)
{
	static const unsigned ops[] = {1, 1, 1, 3, 2, 0, 1, 4};
	w[0] = 3 | 1u << 2 | (rnd() % 4 ? 7u : rnd() & 7) << 11 | (rnd() % 4 ? 1u : 0) << 14;
	w[1] = ops[rnd() % 8] << 22 | 1u << 25 | (rnd() % 6 ? 0 : 1u << 26) |
	       (rnd() % 10 ? 0 : 1u << 27);
	w[2] = (rnd() % 4 ? 1 : rnd() % 4) | (rnd() % 3 ? 0xe4u : rnd() & 0xff) << 8 |
	       (rnd() % 4) << 16 | (rnd() % 3 ? 0xe4u : rnd() & 0xff) << 24;
	w[3] = w[4] = w[5] = 0;
	return 1 + random_program(w + 6);
}

static void random_vtx(struct r5xx_rvtx *v)
{
	memset(v, 0, sizeof(*v));
	v->x = rndf(-8, 40), v->y = rndf(-8, 40), v->z = rndf(-0.2f, 1.2f);
	v->rhw = rnd() % 3 ? 1 : rndf(0.2f, 4);
	v->psize = -1;
	for (unsigned k = 0; k < 4; k++)
		for (unsigned j = 0; j < 4; j++)
			v->col[j][k] = rndf(-0.2f, 1.2f);
	for (unsigned k = 0; k < 4; k++)
		v->tex[k] = rnd() % 4 ? rndf(-2, 3) : rndf(0.5f, 2);
}

/* Random textured programs, texture states, fragment operations and
 * triangles: the fast shading path (r5xx_us_fast, r5xx_tx_fast, the fast
 * fragment operations) against the reference, colour and depth memory
 * compared byte for byte. SGPU_SEED=N picks another 200 seeds. */
SGPU_TEST(random_textured_draws_fast_matches_reference)
{
	unsigned seed0 = 1 + (unsigned)(getenv("SGPU_SEED") ? atoi(getenv("SGPU_SEED")) : 0);
	unsigned us_taken = 0, tx_taken = 0, tx_tiled = 0, fops_taken = 0, fops_tiled = 0,
	         fops_gart = 0;
	for (unsigned seed = seed0; seed < seed0 + 200; seed++) {
		rs = 0x9e3779b97f4a7c15ull * seed;
		uint32_t w[6 * 8];
		unsigned n = random_textured_program(w);
		float k[4][4];
		for (unsigned i = 0; i < 4; i++)
			for (unsigned j = 0; j < 4; j++)
				k[i][j] = (float)(rnd() % 200) / 100.0f - 0.5f;
		struct ctx c[2];
		SGPU_ASSERT(setup(&c[0]) && setup(&c[1]));
		static uint8_t junk[W * H * 4];
		for (size_t i = 0; i < sizeof(junk); i++)
			junk[i] = (uint8_t)rnd();
		/* the colour buffer in VRAM or, sometimes, in the GART aperture
		 * (system memory: Mesa's readback blits) */
		bool gart = rnd() % 5 == 0;
		sgpu_space cspace = gart ? SGPU_SPACE_SYSMEM : SGPU_SPACE_VRAM;
		for (unsigned d = 0; d < 2; d++) {
			upload_words(&c[d], w, n);
			for (unsigned i = 0; i < 4; i++)
				set_const(&c[d], i, k[i][0], k[i][1], k[i][2], k[i][3]);
			c[d].r.fast = d == 1;
			sgpu_mem_write(c[d].dev, cspace, CB_BASE, junk, sizeof(junk));
			wr(&c[d], 0x4e28, (gart ? 0x80000000u : 0) | CB_BASE);
		}
		/* RS: S, T and a third component or a constant to t1 */
		wr2(c, 0x4074,
		    0 | 1u << 6 | (rnd() % 2 ? 2u : 62u) << 12 | (rnd() % 2 ? 3u : 63u) << 18 |
		            (rnd() % 3 ? 0 : (rnd() % 4) << 24 | (rnd() % 11) << 27));
		/* the RS's colour choices (the fast path resolves them once per
		 * primitive): shading modes, fill colour, two-sided colours,
		 * colours 2/3 as textures, and a second instruction writing the
		 * pixel position or the facing */
		wr2(c, 0x4278, rnd() % 3 ? 0xaaaa : rnd() & 0xffff);
		for (unsigned i = 0; i < 4; i++)
			wr2(c, 0x4220 + 4 * i, f2u(rndf(-0.2f, 1.2f)));
		wr2(c, 0x2090, rnd() % 4 ? 0 : 0x1e);
		wr2(c, 0x221c, rnd() % 4 ? 0 : (rnd() & 3) << 20);
		bool rs2 = rnd() % 3 == 0;
		wr2(c, 0x4304, rs2);
		wr2(c, 0x4324, rs2 ? (2u + rnd() % 2) << 16 | (rnd() % 4) << 18 : 0);
		random_texture(c);
		random_fragment_ops(c);
		unsigned ntri = 1 + rnd() % 3;
		for (unsigned t = 0; t < ntri; t++) {
			struct r5xx_rvtx v[3];
			for (unsigned i = 0; i < 3; i++)
				random_vtx(&v[i]);
			const struct r5xx_rvtx *p[3] = {&v[0], &v[1], &v[2]};
			for (unsigned d = 0; d < 2; d++)
				r5xx_rast_prim(&c[d].r, R5XX_RAST_TRI, p);
		}
		us_taken += c[1].f.usf.usable;
		tx_taken += c[1].f.txf[0].usable;
		tx_tiled += c[1].f.txf[0].usable && (rd(&c[1], 0x4540) & 0x1c);
		fops_taken += c[1].r.fast_fops_prims != 0;
		fops_gart += c[1].r.fast_fops_prims && gart;
		fops_tiled += c[1].r.fast_fops_prims &&
		              ((rd(&c[1], 0x4e38) >> 16 & 7) || (rd(&c[1], 0x4f24) >> 16 & 7));
		static uint8_t a[W * H * 4], b[W * H * 4], za[W * H * 4], zb[W * H * 4];
		sgpu_mem_read(c[0].dev, cspace, CB_BASE, a, sizeof(a));
		sgpu_mem_read(c[1].dev, cspace, CB_BASE, b, sizeof(b));
		sgpu_mem_read(c[0].dev, SGPU_SPACE_VRAM, ZB_BASE, za, sizeof(za));
		sgpu_mem_read(c[1].dev, SGPU_SPACE_VRAM, ZB_BASE, zb, sizeof(zb));
		size_t at = 0;
		while (at < sizeof(a) && a[at] == b[at])
			at++;
		bool zsame = !memcmp(za, zb, sizeof(za));
		bool same_stats = c[0].r.zpass == c[1].r.zpass && c[0].f.steps == c[1].f.steps &&
		                  c[0].r.stats.pixels_written == c[1].r.stats.pixels_written;
		done(&c[0]);
		done(&c[1]);
		SGPU_ASSERT_MSG(at == sizeof(a),
		                "seed %u: colour byte %zu: reference 0x%02x, fast 0x%02x", seed, at,
		                at < sizeof(a) ? a[at] : 0, at < sizeof(a) ? b[at] : 0);
		SGPU_ASSERT_MSG(zsame, "seed %u: depth buffers differ", seed);
		SGPU_ASSERT_MSG(same_stats, "seed %u: Z-pass, step or pixel counts differ", seed);
	}
	if (getenv("SGPU_VERBOSE"))
		printf("fast US on %u, fast TX on %u (%u tiled), fast fragment ops on %u (%u "
		       "tiled, %u in the GART) of 200\n",
		       us_taken, tx_taken, tx_tiled, fops_taken, fops_tiled, fops_gart);
	SGPU_ASSERT_MSG(us_taken > 40 && tx_taken > 40 && tx_tiled > 10 && fops_taken > 20 &&
	                        fops_tiled > 5 && fops_gart > 2,
	                "fast paths rarely taken: US %u, TX %u (%u tiled), fragment ops %u (%u "
	                "tiled)",
	                us_taken, tx_taken, tx_tiled, fops_taken, fops_tiled);
}

/* ------------------------------------------------------------------ the blit copy */

/* Mesa's blit program (TEX temp = tex(input.xy); OUT = temp * 1 + 0) and
 * variants the copy must refuse: a scaled texel, a sum with the RS's
 * colour, a swizzled texel (taken) */
static const char *const blit_progs[] = {
        "tex tex_wait ld $tex0 acquire $t2 wrgba rgba $t1 rgba\n"
        "out tex_wait last rgb_src $t2 $t2 $t2 alpha_src $t2 $t2 $t2 rgb mad $t0 w0 orgb rt0 "
        "s0 rgb s0 ooo s0 zzz alpha mad $t0 w0 oa rt0 s0 a s0 o s0 z\n",
        "tex tex_wait ld $tex0 acquire $t2 wrgba rgba $t1 rgba\n"
        "out tex_wait last rgb_src $t2 $t2 $t2 alpha_src $t2 $t2 $t2 rgb mad $t0 w0 orgb rt0 "
        "s0 bgr s0 ooo s0 zzz alpha mad $t0 w0 oa rt0 s0 r s0 o s0 z\n",
        "tex tex_wait ld $tex0 acquire $t2 wrgba rgba $t1 rgba\n"
        "out tex_wait last rgb_src $t2 $t2 $t2 alpha_src $t2 $t2 $t2 rgb mad $t0 w0 orgb rt0 "
        "s0 rgb s0 hhh s0 zzz alpha mad $t0 w0 oa rt0 s0 a s0 o s0 z\n",
        "tex tex_wait ld $tex0 acquire $t2 wrgba rgba $t1 rgba\n"
        "out tex_wait last rgb_src $t2 $t2 $t0 alpha_src $t2 $t2 $t2 rgb mad $t0 w0 orgb rt0 "
        "s0 rgb s0 ooo s2 rgb alpha mad $t0 w0 oa rt0 s0 a s0 o s0 z\n",
};

/* A 1:1 blit of a random texture (size, tiling, swizzle, offset, scaled or
 * unscaled coordinates) into a random part of the target (tiled or not),
 * as a rectangle of two triangles or one triangle, sometimes off by half a
 * texel, scaled, or under random fragment operations: the copy against the
 * reference, memory and counts. SGPU_SEED=N picks another 200 seeds. */
SGPU_TEST(random_blits_copy_matches_reference)
{
	unsigned seed0 = 1 + (unsigned)(getenv("SGPU_SEED") ? atoi(getenv("SGPU_SEED")) : 0);
	unsigned taken = 0, taken_tiled = 0, refused = 0;
	for (unsigned seed = seed0; seed < seed0 + 200; seed++) {
		rs = 0x2545f4914f6cdd1dull * seed;
		struct ctx c[2];
		SGPU_ASSERT(setup(&c[0]) && setup(&c[1]));
		unsigned prog = rnd() % 4 ? 0 : rnd() % 4;
		bool unscaled = rnd() % 3 == 0;
		static uint8_t junk[W * H * 4];
		for (size_t i = 0; i < sizeof(junk); i++)
			junk[i] = (uint8_t)rnd();
		for (unsigned d = 0; d < 2; d++) {
			SGPU_ASSERT(upload(&c[d], blit_progs[prog]));
			if (unscaled) { /* US_TEX_INST.UNSCALED of the TEX */
				wr(&c[d], R5XX_GA_US_VECTOR_INDEX, 0);
				uint32_t w0 = 3 | 1u << 2 | 7u << 11 | 1u << 14;
				wr(&c[d], R5XX_GA_US_VECTOR_DATA, w0);
				wr(&c[d], R5XX_GA_US_VECTOR_DATA, 1u << 22 | 1u << 25 | 1u << 27);
				wr(&c[d], R5XX_GA_US_VECTOR_DATA,
				   1 | 0xe4u << 8 | 2u << 16 | 0xe4u << 24);
			}
			c[d].r.fast = d == 1;
			sgpu_mem_write(c[d].dev, SGPU_SPACE_VRAM, CB_BASE, junk, sizeof(junk));
		}
		/* the texture: point sampled, clamped */
		unsigned tw = rnd() % 3 ? 32u << rnd() % 2 : 24 + rnd() % 20;
		unsigned th = rnd() % 3 ? 32u << rnd() % 2 : 24 + rnd() % 20;
		uint32_t tiling = rnd() % 3 ? 0 : (rnd() & 1) << 2 | (rnd() % 3) << 3;
		unsigned filt = rnd() % 8 ? 1 : rnd() % 4;
		wr2(c, 0x4104, 1);
		wr2(c, 0x4400, 2 | 2u << 3 | filt << 9 | filt << 11);
		wr2(c, 0x4480, (tw - 1) | (th - 1) << 11);
		uint32_t sw = rnd() % 3 ? (0u << 12 | 1u << 15 | 2u << 18 | 3u << 9)
		                        : ((rnd() % 6) << 12 | (rnd() % 6) << 15 |
		                           (rnd() % 6) << 18 | (rnd() % 6) << 9);
		wr2(c, 0x44c0, 0x0c | sw);
		wr2(c, 0x4540, TEX_BASE | tiling);
		static uint8_t texels[0x10000];
		for (size_t i = 0; i < sizeof(texels); i++)
			texels[i] = (uint8_t)rnd();
		for (unsigned d = 0; d < 2; d++)
			sgpu_mem_write(c[d].dev, SGPU_SPACE_VRAM, TEX_BASE, texels, sizeof(texels));
		/* the target: ARGB8888, tiled or not, output swizzles and dither */
		uint32_t ctile = rnd() % 2 ? 0 : (rnd() & 1) << 16 | (rnd() % 3) << 17;
		wr2(c, 0x4e38, W | 6u << 21 | ctile);
		wr2(c, 0x46a4, (rnd() % 4 ? 0xe4u : rnd() & 0xff) << 8);
		if (rnd() % 4 == 0)
			random_fragment_ops(c);
		/* a 1:1 map, texel (x + ox, y + oy) at pixel (x, y) */
		int ox = (int)(rnd() % 8), oy = (int)(rnd() % 8);
		float off = rnd() % 8 ? 0 : 0.5f, scale = rnd() % 10 ? 1 : 1.03f;
		float x0 = (float)(rnd() % 12), y0 = (float)(rnd() % 12);
		float x1 = x0 + 1 + (float)(rnd() % 20), y1 = y0 + 1 + (float)(rnd() % 20);
		const float qx[4] = {x0, x1, x1, x0}, qy[4] = {y0, y0, y1, y1};
		struct r5xx_rvtx v[4];
		for (unsigned i = 0; i < 4; i++) {
			float s = ((qx[i] + (float)ox) * scale + off),
			      t = (qy[i] + (float)oy + off);
			if (!unscaled)
				s /= (float)tw, t /= (float)th;
			vtx(&v[i], qx[i], qy[i], 0.5f, 0.25f, 0.75f, s, t);
		}
		if (rnd() % 4 == 0) { /* one triangle: its corner 2 moved, the map kept */
			float mx = (float)(rnd() % 24), my = (float)(rnd() % 24);
			float s = (mx + (float)ox) * scale + off, t = my + (float)oy + off;
			if (!unscaled)
				s /= (float)tw, t /= (float)th;
			vtx(&v[2], mx, my, 0.5f, 0.25f, 0.75f, s, t);
		}
		const struct r5xx_rvtx *t0[3] = {&v[0], &v[1], &v[2]},
		                       *t1[3] = {&v[0], &v[2], &v[3]};
		for (unsigned d = 0; d < 2; d++) {
			r5xx_rast_prim(&c[d].r, R5XX_RAST_TRI, t0);
			r5xx_rast_prim(&c[d].r, R5XX_RAST_TRI, t1);
			r5xx_rast_flush(&c[d].r);
		}
		taken += c[1].r.fast_copy_prims != 0;
		taken_tiled += c[1].r.fast_copy_prims && (ctile || tiling);
		refused += c[1].r.fast_copy_prims == 0;
		static uint8_t a[W * H * 4], b[W * H * 4];
		sgpu_mem_read(c[0].dev, SGPU_SPACE_VRAM, CB_BASE, a, sizeof(a));
		sgpu_mem_read(c[1].dev, SGPU_SPACE_VRAM, CB_BASE, b, sizeof(b));
		size_t at = 0;
		while (at < sizeof(a) && a[at] == b[at])
			at++;
		bool same = c[0].f.steps == c[1].f.steps &&
		            c[0].r.stats.pixels_written == c[1].r.stats.pixels_written &&
		            c[0].r.stats.quads == c[1].r.stats.quads &&
		            c[0].r.stats.pixels_shaded == c[1].r.stats.pixels_shaded &&
		            c[0].r.budget == c[1].r.budget;
		uint64_t s0 = c[0].f.steps, s1 = c[1].f.steps, q0 = c[0].r.stats.quads,
		         q1 = c[1].r.stats.quads;
		bool prog_taken = c[1].r.fast_copy_prims != 0;
		done(&c[0]);
		done(&c[1]);
		SGPU_ASSERT_MSG(at == sizeof(a),
		                "seed %u: colour byte %zu: reference 0x%02x, fast 0x%02x (copy %d)",
		                seed, at, at < sizeof(a) ? a[at] : 0, at < sizeof(a) ? b[at] : 0,
		                prog_taken);
		SGPU_ASSERT_MSG(
		        same, "seed %u: counts differ: steps %llu/%llu, quads %llu/%llu (copy %d)",
		        seed, (unsigned long long)s0, (unsigned long long)s1,
		        (unsigned long long)q0, (unsigned long long)q1, prog_taken);
		SGPU_ASSERT_MSG(!prog_taken || prog < 2, "seed %u: program %u taken", seed, prog);
	}
	if (getenv("SGPU_VERBOSE"))
		printf("copy on %u (%u tiled), refused %u of 200\n", taken, taken_tiled, refused);
	SGPU_ASSERT_MSG(taken > 40 && taken_tiled > 20 && refused > 20,
	                "copy rarely taken or refused: %u (%u tiled), refused %u", taken,
	                taken_tiled, refused);
}

/* A program that scales the texel, or that the US reports, is not a copy:
 * the quads run */
SGPU_TEST(blit_copy_refuses_a_scaled_texel_or_an_error)
{
	struct ctx c;
	SGPU_ASSERT(setup(&c));
	uint32_t texels[32 * 32];
	for (unsigned i = 0; i < 32 * 32; i++)
		texels[i] = 0xff000000u | i * 2654435761u >> 8;
	sgpu_mem_write(c.dev, SGPU_SPACE_VRAM, TEX_BASE, texels, sizeof(texels));
	wr(&c, 0x4104, 1);
	wr(&c, 0x4400, 1u << 9 | 1u << 11 | 2 | 2u << 3);
	wr(&c, 0x4480, 31 | 31u << 11);
	wr(&c, 0x44c0, 0x0c | 2u << 12 | 1u << 15 | 0u << 18 | 3u << 9); /* as Mesa's ARGB */
	wr(&c, 0x4540, TEX_BASE);
	struct r5xx_rvtx v[4];
	const float qx[4] = {0, 32, 32, 0}, qy[4] = {0, 0, 32, 32};
	for (unsigned i = 0; i < 4; i++)
		vtx(&v[i], qx[i], qy[i], 0, 0, 0, qx[i] / 32, qy[i] / 32);
	const struct r5xx_rvtx *t0[3] = {&v[0], &v[1], &v[2]}, *t1[3] = {&v[0], &v[2], &v[3]};
	SGPU_ASSERT(upload(&c, blit_progs[2]));
	r5xx_rast_prim(&c.r, R5XX_RAST_TRI, t0);
	r5xx_rast_prim(&c.r, R5XX_RAST_TRI, t1);
	SGPU_ASSERT_EQ(c.r.fast_copy_prims, 0u);
	SGPU_ASSERT(c.r.stats.quads > 0);
	/* nor one the US reports (ACQUIRE without TEX_SEM_WAIT): its quads
	 * log and count it */
	SGPU_ASSERT(upload(&c, "tex ld $tex0 acquire $t2 wrgba rgba $t1 rgba\n"
	                       "out tex_wait last rgb_src $t2 $t2 $t2 alpha_src $t2 $t2 $t2 rgb "
	                       "mad $t0 w0 orgb rt0 s0 rgb s0 ooo s0 zzz alpha mad $t0 w0 oa rt0 "
	                       "s0 a s0 o s0 z\n"));
	uint64_t ge = c.f.us->guest_errors;
	r5xx_rast_prim(&c.r, R5XX_RAST_TRI, t0);
	SGPU_ASSERT_EQ(c.r.fast_copy_prims, 0u);
	SGPU_ASSERT(c.f.us->guest_errors > ge);
	/* Mesa's program: the copy, texel for pixel */
	SGPU_ASSERT(upload(&c, blit_progs[0]));
	r5xx_rast_prim(&c.r, R5XX_RAST_TRI, t0);
	r5xx_rast_prim(&c.r, R5XX_RAST_TRI, t1);
	SGPU_ASSERT_EQ(c.r.fast_copy_prims, 2u);
	SGPU_ASSERT_EQ(px(&c, 5, 7), texels[7 * 32 + 5]);
	SGPU_ASSERT_EQ(px(&c, 31, 31), texels[31 * 32 + 31]);
	done(&c);
}
