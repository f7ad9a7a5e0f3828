/* The R5xx texture unit (r5xx_tx.h): formats, swizzles, wrap modes,
 * filters, mip layout and selection, cube faces, gamma, chroma key. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx_tx.h"
#include "amd/r5xx/r5xx_tx_fast.h"
#include "core/device.h"
#include "harness.h"
#include "util/cpu.h"
#include "softgpu/softgpu.h"

#define TEX 0x10000u

/* TX_FORMAT1 swizzle: R, G, B, A select components 2, 1, 0, 3 (BGRA
 * memory as ARGB, Mesa's B8G8R8A8) */
#define SWZ_ARGB (2u << 12 | 1u << 15 | 0u << 18 | 3u << 9)

static sgpu_device *dev_new(struct sgpu_unit **r3d)
{
	sgpu_device *d = NULL;
	if (sgpu_device_create("r520", NULL, &d) != SGPU_OK)
		return NULL;
	sgpu_set_log_callback(d, sgpu_log_discard, NULL);
	*r3d = sgpu_dev_unit(d, "R3D");
	return d;
}

/* unit 0: w x h, TXFORMAT f, levels, filter0, format1 extra bits */
static void tex_setup(sgpu_device *d, unsigned w, unsigned h, unsigned f, unsigned levels,
                      uint32_t filter0, uint32_t fmt1_extra)
{
	sgpu_mmio_wr32(d, 0x4104, 1); /* TX_ENABLE */
	sgpu_mmio_wr32(d, 0x4400, filter0);
	sgpu_mmio_wr32(d, 0x4440, 0);
	sgpu_mmio_wr32(d, 0x4480, (w - 1) | (h - 1) << 11 | (levels - 1) << 26);
	sgpu_mmio_wr32(d, 0x44c0, (f & 31) | fmt1_extra);
	sgpu_mmio_wr32(d, 0x4500, (f >> 5 & 1) << 14);
	sgpu_mmio_wr32(d, 0x4540, TEX);
}

#define POINT (1u << 9 | 1u << 11)
#define LINEAR (2u << 9 | 2u << 11)

static void sample1(struct sgpu_unit *r3d, float s, float t, float out[4])
{
	struct r5xx_tx_req q = {0};
	q.op = R5XX_TX_LD;
	for (unsigned p = 0; p < 4; p++)
		q.coord[p][0] = s, q.coord[p][1] = t, q.coord[p][3] = 1;
	float o[4][4];
	unsigned kill;
	r5xx_tx_sample(r3d, &q, o, &kill);
	memcpy(out, o[0], sizeof(o[0]));
}

static bool near(float a, float b)
{
	return fabsf(a - b) < 1e-3f;
}

SGPU_TEST(point_sample_argb8888)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	/* rows 8 texels apart: 32bpp linear levels align to 8 texels */
	uint32_t texels[32] = {0};
	for (unsigned i = 0; i < 16; i++)
		texels[(i / 4) * 8 + i % 4] =
		        0xff000000u | i * 0x10 << 16 | (255 - i * 0x10) << 8 | i;
	sgpu_mem_write(d, SGPU_SPACE_VRAM, TEX, texels, sizeof(texels));
	tex_setup(d, 4, 4, 0x0c, 1, POINT | 2 | 2 << 3, SWZ_ARGB);
	float c[4];
	sample1(r3d, (2 + 0.5f) / 4, (1 + 0.5f) / 4, c); /* texel (2,1) = index 6 */
	SGPU_ASSERT(near(c[0], 0x60 / 255.0f) && near(c[1], (255 - 0x60) / 255.0f) &&
	            near(c[2], 6 / 255.0f) && near(c[3], 1));
	sgpu_device_destroy(d);
}

SGPU_TEST(bilinear_midpoint)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	uint8_t l[4] = {0, 255, 100, 200}; /* 2x2 X8 */
	uint8_t row[64] = {0};
	memcpy(row, l, 2);
	memcpy(row + 32, l + 2, 2); /* X8 rows aligned to 32 texels */
	sgpu_mem_write(d, SGPU_SPACE_VRAM, TEX, row, sizeof(row));
	tex_setup(d, 2, 2, 0x00, 1, LINEAR | 2 | 2 << 3, 0u << 12 | 0u << 15 | 0u << 18 | 5u << 9);
	float c[4];
	sample1(r3d, 0.5f, 0.5f, c);
	SGPU_ASSERT(near(c[0], (0 + 255 + 100 + 200) / 4.0f / 255));
	SGPU_ASSERT(near(c[3], 1));
	sgpu_device_destroy(d);
}

SGPU_TEST(wrap_modes)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	uint32_t texels[4] = {0xff000010, 0xff000020, 0xff000030, 0xff000040}; /* 4x1 */
	sgpu_mem_write(d, SGPU_SPACE_VRAM, TEX, texels, sizeof(texels));
	sgpu_mmio_wr32(d, 0x45c0, 0x80000077); /* border */
	float c[4];
	/* s = 1.125: texel 4.5 -> repeat 0, mirror 3, clamp 3, border */
	tex_setup(d, 4, 1, 0x0c, 1, POINT | 0, SWZ_ARGB);
	sample1(r3d, 1.125f, 0.5f, c);
	SGPU_ASSERT(near(c[2], 0x10 / 255.0f));
	tex_setup(d, 4, 1, 0x0c, 1, POINT | 1, SWZ_ARGB);
	sample1(r3d, 1.125f, 0.5f, c);
	SGPU_ASSERT(near(c[2], 0x40 / 255.0f));
	tex_setup(d, 4, 1, 0x0c, 1, POINT | 2, SWZ_ARGB);
	sample1(r3d, 1.125f, 0.5f, c);
	SGPU_ASSERT(near(c[2], 0x40 / 255.0f));
	tex_setup(d, 4, 1, 0x0c, 1, POINT | 6, SWZ_ARGB);
	sample1(r3d, 1.125f, 0.5f, c);
	SGPU_ASSERT(near(c[2], 0x77 / 255.0f) && near(c[3], 0x80 / 255.0f));
	/* mirror once: -0.375 -> 0.375 -> texel 1 */
	tex_setup(d, 4, 1, 0x0c, 1, POINT | 3, SWZ_ARGB);
	sample1(r3d, -0.375f, 0.5f, c);
	SGPU_ASSERT(near(c[2], 0x20 / 255.0f));
	sgpu_device_destroy(d);
}

/* Infinite and huge coordinates (the US turns NaN into +Inf, L3785-L3791)
 * clamp to the last texel in the clamp modes, point and linear: (int) of an
 * infinite floor() was undefined behaviour and gave texel 0. Found by the
 * independent model (tests/model/r5xx3d_model.py fs, seed 1). */
SGPU_TEST(infinite_coordinates_clamp_to_the_edge)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	uint32_t texels[4] = {0xff000010, 0xff000020, 0xff000030, 0xff000040}; /* 4x1 */
	sgpu_mem_write(d, SGPU_SPACE_VRAM, TEX, texels, sizeof(texels));
	float c[4];
	tex_setup(d, 4, 1, 0x0c, 1, POINT | 2 | 2 << 3, SWZ_ARGB);
	sample1(r3d, INFINITY, 0.5f, c);
	SGPU_ASSERT(near(c[2], 0x40 / 255.0f));
	sample1(r3d, 0x1p40f, 0.5f, c);
	SGPU_ASSERT(near(c[2], 0x40 / 255.0f));
	sample1(r3d, -INFINITY, 0.5f, c);
	SGPU_ASSERT(near(c[2], 0x10 / 255.0f));
	tex_setup(d, 4, 1, 0x0c, 1, LINEAR | 2 | 2 << 3, SWZ_ARGB);
	sample1(r3d, INFINITY, 0.5f, c);
	SGPU_ASSERT(near(c[2], 0x40 / 255.0f));
	sgpu_device_destroy(d);
}

SGPU_TEST(mip_layout_and_lod)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	tex_setup(d, 16, 16, 0x0c, 5, POINT | 1u << 13, SWZ_ARGB);
	struct r5xx_tx_level l;
	/* 32bpp linear: width aligned to 8 texels (Mesa r300_get_pixel_alignment) */
	SGPU_ASSERT(r5xx_tx_level_layout(r3d, 0, 0, &l) && l.offset == 0 && l.stride == 64);
	SGPU_ASSERT(r5xx_tx_level_layout(r3d, 0, 1, &l) && l.offset == 1024 && l.stride == 32);
	SGPU_ASSERT(r5xx_tx_level_layout(r3d, 0, 2, &l) && l.offset == 1024 + 256 &&
	            l.stride == 32);
	SGPU_ASSERT(r5xx_tx_level_layout(r3d, 0, 3, &l) && l.offset == 1280 + 128 && l.rows == 2);
	/* fill level n with colour n */
	for (unsigned lv = 0; lv < 5; lv++) {
		SGPU_ASSERT(r5xx_tx_level_layout(r3d, 0, lv, &l));
		sgpu_mem_fill(d, SGPU_SPACE_VRAM, TEX + l.offset, 0xff000000u | lv, 4,
		              l.stride * l.rows);
	}
	/* a quad stepping 4 texels per pixel: LOD 2 */
	struct r5xx_tx_req q = {0};
	q.op = R5XX_TX_LD;
	for (unsigned p = 0; p < 4; p++) {
		q.coord[p][0] = 0.1f + (p & 1) * 0.25f;
		q.coord[p][1] = 0.1f + (p >> 1) * 0.25f;
	}
	float o[4][4];
	unsigned kill;
	r5xx_tx_sample(r3d, &q, o, &kill);
	SGPU_ASSERT(near(o[0][2], 2 / 255.0f));
	/* LOD bias +1 through the op: level 3 */
	q.op = R5XX_TX_LODBIAS;
	for (unsigned p = 0; p < 4; p++)
		q.coord[p][3] = 1;
	r5xx_tx_sample(r3d, &q, o, &kill);
	SGPU_ASSERT(near(o[0][2], 3 / 255.0f));
	/* explicit LOD 9: clamped to the last level, 4 */
	q.op = R5XX_TX_LOD;
	for (unsigned p = 0; p < 4; p++)
		q.coord[p][3] = 9;
	r5xx_tx_sample(r3d, &q, o, &kill);
	SGPU_ASSERT(near(o[0][2], 4 / 255.0f));
	/* MAX_MIP_LEVEL 1 keeps magnification at level 1 */
	sgpu_mmio_wr32(d, 0x4400, POINT | 1u << 13 | 1u << 17);
	q.op = R5XX_TX_LOD;
	for (unsigned p = 0; p < 4; p++)
		q.coord[p][3] = -3;
	r5xx_tx_sample(r3d, &q, o, &kill);
	SGPU_ASSERT(near(o[0][2], 1 / 255.0f));
	sgpu_device_destroy(d);
}

SGPU_TEST(dxt1_block)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	/* c0 = red (0xf800), c1 = blue (0x001f), texel codes 0,1,2,3 in row 0 */
	uint8_t blk[8] = {0x00, 0xf8, 0x1f, 0x00, 0xe4, 0, 0, 0};
	sgpu_mem_write(d, SGPU_SPACE_VRAM, TEX, blk, 8);
	/* Mesa's DXT swizzle: R = C2, G = C1, B = C0, A = C3 */
	tex_setup(d, 4, 4, 0x0f, 1, POINT | 2 | 2 << 3, SWZ_ARGB);
	float c[4];
	sample1(r3d, 0.5f / 4, 0.5f / 4, c);
	SGPU_ASSERT(near(c[0], 1) && near(c[2], 0));
	sample1(r3d, 1.5f / 4, 0.5f / 4, c);
	SGPU_ASSERT(near(c[0], 0) && near(c[2], 1));
	sample1(r3d, 2.5f / 4, 0.5f / 4, c);
	SGPU_ASSERT(near(c[0], 2.0f / 3) && near(c[2], 1.0f / 3));
	sgpu_device_destroy(d);
}

SGPU_TEST(cube_faces)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	tex_setup(d, 8, 8, 0x0c, 1, POINT | 2 | 2 << 3, SWZ_ARGB | 2u << 25);
	struct r5xx_tx_level l;
	SGPU_ASSERT(r5xx_tx_level_layout(r3d, 0, 0, &l));
	for (unsigned f = 0; f < 6; f++)
		sgpu_mem_fill(d, SGPU_SPACE_VRAM, TEX + f * l.stride * l.rows, 0xff000000u | f, 4,
		              l.stride * l.rows);
	const float dir[6][3] = {{1, 0.1f, 0.2f}, {-1, 0, 0}, {0, 1, 0},
	                         {0.1f, -1, 0},   {0, 0, 1},  {0.2f, 0.3f, -1}};
	for (unsigned f = 0; f < 6; f++) {
		struct r5xx_tx_req q = {0};
		q.op = R5XX_TX_LD;
		for (unsigned p = 0; p < 4; p++)
			memcpy(q.coord[p], dir[f], sizeof(dir[f]));
		float o[4][4];
		unsigned kill;
		r5xx_tx_sample(r3d, &q, o, &kill);
		SGPU_ASSERT_MSG(near(o[0][2], f / 255.0f), "face %u read %f", f, o[0][2] * 255);
	}
	sgpu_device_destroy(d);
}

SGPU_TEST(gamma_signed_disabled_chroma)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	uint32_t t = 0x80ff80bcu; /* A 0x80, R 0xff, G 0x80, B 0xbc */
	sgpu_mem_write(d, SGPU_SPACE_VRAM, TEX, &t, 4);
	tex_setup(d, 1, 1, 0x0c, 1, POINT | 2 | 2 << 3, SWZ_ARGB | 1u << 21);
	float c[4];
	sample1(r3d, 0.5f, 0.5f, c);
	/* sRGB 0x80 -> 0.2158; alpha untouched */
	SGPU_ASSERT(near(c[0], 1) && fabsf(c[1] - 0.2158f) < 1e-3f && near(c[3], 0x80 / 255.0f));
	/* signed component 0 (bit 5): 0xbc = -68 / 127 */
	tex_setup(d, 1, 1, 0x0c, 1, POINT | 2 | 2 << 3, SWZ_ARGB | 1u << 5);
	sample1(r3d, 0.5f, 0.5f, c);
	SGPU_ASSERT(near(c[2], -68 / 127.0f));
	/* chroma key kill on the exact texel */
	tex_setup(d, 1, 1, 0x0c, 1, POINT | 2 | 2 << 3, SWZ_ARGB);
	sgpu_mmio_wr32(d, 0x4440, 1);
	sgpu_mmio_wr32(d, 0x4580, t);
	struct r5xx_tx_req q = {0};
	q.op = R5XX_TX_LD;
	float o[4][4];
	unsigned kill;
	for (unsigned p = 0; p < 4; p++)
		q.coord[p][0] = q.coord[p][1] = 0.5f;
	r5xx_tx_sample(r3d, &q, o, &kill);
	SGPU_ASSERT_EQ(kill, 15u);
	/* disabled: (0, 0, 0, 1) */
	sgpu_mmio_wr32(d, 0x4104, 0);
	sample1(r3d, 0.5f, 0.5f, c);
	SGPU_ASSERT(c[0] == 0 && c[1] == 0 && c[2] == 0 && c[3] == 1);
	sgpu_device_destroy(d);
}

SGPU_TEST(hostile_state_is_bounded)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	/* a 4096^2, 13-level volume far past memory, anisotropic, NaN coordinates */
	sgpu_mmio_wr32(d, 0x4104, 0xffff);
	sgpu_mmio_wr32(d, 0x4400, 0xffffffffu);
	sgpu_mmio_wr32(d, 0x4440, 0xffffffffu);
	sgpu_mmio_wr32(d, 0x4480, 0xffffffffu);
	sgpu_mmio_wr32(d, 0x44c0, 0x0c | 1u << 25);
	sgpu_mmio_wr32(d, 0x4500, 0xffffffffu);
	sgpu_mmio_wr32(d, 0x4540, 0xffffffe0u);
	struct r5xx_tx_req q = {0};
	q.op = R5XX_TX_DXDY;
	q.coord[0][0] = NAN, q.coord[1][1] = INFINITY, q.coord[2][2] = -1e30f;
	q.ddx[0][0] = 1e30f, q.ddy[0][1] = NAN;
	float o[4][4];
	unsigned kill;
	for (unsigned f = 0; f < 64; f++) {
		sgpu_mmio_wr32(d, 0x44c0, (f & 31) | 1u << 25 | 0xffu << 5);
		sgpu_mmio_wr32(d, 0x4500, (f >> 5) << 14 | 0xffffbfffu);
		r5xx_tx_sample(r3d, &q, o, &kill);
	}
	sgpu_device_destroy(d);
}

static uint64_t rs;
static uint32_t rnd(void)
{
	rs ^= rs << 13, rs ^= rs >> 7, rs ^= rs << 17;
	return (uint32_t)(rs >> 16);
}

/* The TX fast path (r5xx_tx_fast.h) against r5xx_tx_sample on random
 * W8Z8Y8X8 textures, linear, macro- and micro-tiled, of sizes around the
 * tiles', point and bilinear, every wrap it takes, over random texels and
 * coordinates: the same bits, or the fast path declines.
 * SGPU_SEED=N picks another 300 seeds. */
SGPU_TEST(fast_ld_matches_reference)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	static uint8_t texels[0x40000];
	unsigned seed0 = 1 + (unsigned)(getenv("SGPU_SEED") ? atoi(getenv("SGPU_SEED")) : 0);
	unsigned taken = 0, tiled = 0, in_gart = 0, vec = 0;
	for (unsigned seed = seed0; seed < seed0 + 300; seed++) {
		rs = 0x9e3779b97f4a7c15ull * seed;
		for (size_t i = 0; i < sizeof(texels); i++)
			texels[i] = (uint8_t)rnd();
		/* the texture in VRAM or, sometimes, in the GART aperture */
		bool gart = rnd() % 4 == 0;
		sgpu_mem_write(d, gart ? SGPU_SPACE_SYSMEM : SGPU_SPACE_VRAM, TEX, texels,
		               sizeof(texels));
		static const unsigned sizes[] = {1, 2, 3, 7, 8, 16, 17, 31, 32, 33, 64, 100, 128};
		unsigned w = sizes[rnd() % 13], h = sizes[rnd() % 13];
		unsigned f = rnd() % 2 ? 2 : 1; /* point or bilinear for MAG and MIN */
		uint32_t swz = rnd() % 2 ? SWZ_ARGB
		                         : (rnd() % 6) << 12 | (rnd() % 6) << 15 |
		                                   (rnd() % 6) << 18 | (rnd() % 6) << 9;
		sgpu_mmio_wr32(d, 0x4104, 1);
		sgpu_mmio_wr32(d, 0x4400, rnd() % 3 | (rnd() % 3) << 3 | f << 9 | f << 11);
		sgpu_mmio_wr32(d, 0x4440, rnd() % 2 ? 0 : 1u << 22); /* MACRO_SWITCH */
		sgpu_mmio_wr32(d, 0x4480, (w - 1) | (h - 1) << 11);
		sgpu_mmio_wr32(d, 0x44c0, 0x0c | swz);
		sgpu_mmio_wr32(d, 0x4500, (rnd() & 1) << 17);
		/* MACRO_TILE (2), MICRO_TILE (4:3) */
		uint32_t tiling = (rnd() % 2) << 2 | (rnd() % 4) << 3;
		sgpu_mmio_wr32(d, 0x4540, (gart ? 0x80000000u : 0) | TEX | tiling);
		/* half the seeds on the baseline form, half on the AVX2 one */
		struct r5xx_tx_fast tf = {.no_avx2 = seed & 1};
		r5xx_tx_fast_prepare(&tf, r3d, 0, 1);
		vec += tf.avx2;
		for (unsigned n = 0; n < 64; n++) {
			bool unscaled = rnd() % 4 == 0;
			struct r5xx_tx_req q = {.op = R5XX_TX_LD, .unscaled = unscaled};
			for (unsigned p = 0; p < 4; p++)
				for (unsigned k = 0; k < 4; k++)
					q.coord[p][k] = ((float)(rnd() % 40001) / 10000.0f - 1.5f) *
					                (unscaled ? (float)(w > h ? w : h) : 1.0f);
			float a[4][4], b[4][4];
			unsigned kill;
			r5xx_tx_sample(r3d, &q, a, &kill);
			if (!r5xx_tx_fast_ld(&tf, unscaled, q.coord, b))
				continue;
			taken++;
			tiled += (tiling & 0x1c) != 0;
			in_gart += gart;
			SGPU_ASSERT_MSG(
			        !memcmp(a, b, sizeof(a)),
			        "seed %u: %ux%u tiling %x filter %u: fast and reference differ",
			        seed, w, h, tiling, f);
		}
	}
	sgpu_device_destroy(d);
	SGPU_ASSERT_MSG(taken > 10000 && tiled > 5000 && in_gart > 1000,
	                "fast LD rarely taken: %u (%u tiled, %u in the GART)", taken, tiled,
	                in_gart);
	SGPU_ASSERT_MSG(!sgpu_cpu_avx2() || vec > 100, "the AVX2 form ran on %u seeds", vec);
}

/* The fast path with a mip filter (issue 15: Mesa's blitter samples with
 * MIP_FILTER point and MAX_MIP_LEVEL 0 on a texture of one level,
 * streaming-texture-leak's upload of each texture) against
 * r5xx_tx_sample: random NUM_LEVELS, MAX_MIP_LEVEL, mip filter, LOD_BIAS
 * and TRI_PERF, quads spread (minified) or close together (magnified). It
 * takes only the states where every LOD picks one level, and then gives
 * the reference's bits. SGPU_SEED=N picks another 300 seeds. */
SGPU_TEST(fast_ld_mip_filter_matches_reference)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	static uint8_t texels[0x40000];
	unsigned seed0 = 1 + (unsigned)(getenv("SGPU_SEED") ? atoi(getenv("SGPU_SEED")) : 0);
	unsigned taken = 0, taken_mip = 0, taken_lmin = 0, mag = 0;
	for (unsigned seed = seed0; seed < seed0 + 300; seed++) {
		rs = 0x51ed270b27a1f3c5ull * seed;
		for (size_t i = 0; i < sizeof(texels); i++)
			texels[i] = (uint8_t)rnd();
		sgpu_mem_write(d, SGPU_SPACE_VRAM, TEX, texels, sizeof(texels));
		static const unsigned sizes[] = {1, 2, 3, 8, 17, 32, 64, 100, 128};
		unsigned w = sizes[rnd() % 9], h = sizes[rnd() % 9];
		unsigned f = rnd() % 2 ? 2 : 1;
		unsigned levels = 1 + rnd() % 4, mipf = rnd() % 4, lmin = rnd() % 6;
		sgpu_mmio_wr32(d, 0x4104, 1);
		sgpu_mmio_wr32(d, 0x4400,
		               rnd() % 3 | (rnd() % 3) << 3 | f << 9 | f << 11 | mipf << 13 |
		                       lmin << 17);
		/* LOD_BIAS 12:3, TRI_PERF 16:15, MACRO_SWITCH 22 */
		sgpu_mmio_wr32(d, 0x4440,
		               (rnd() & 0x3ff) << 3 | (rnd() % 4) << 15 | (rnd() % 2) << 22);
		sgpu_mmio_wr32(d, 0x4480, (w - 1) | (h - 1) << 11 | (levels - 1) << 26);
		sgpu_mmio_wr32(d, 0x44c0, 0x0c | SWZ_ARGB);
		sgpu_mmio_wr32(d, 0x4500, (rnd() & 1) << 17);
		uint32_t tiling = (rnd() % 2) << 2 | (rnd() % 4) << 3;
		sgpu_mmio_wr32(d, 0x4540, TEX | tiling);
		struct r5xx_tx_fast tf = {.no_avx2 = seed & 1};
		r5xx_tx_fast_prepare(&tf, r3d, 0, 1);
		bool one = mipf == 0 || lmin >= levels - 1;
		SGPU_ASSERT_MSG(tf.usable == one,
		                "seed %u: mip filter %u, %u levels, MAX_MIP %u: %s", seed, mipf,
		                levels, lmin, one ? "declined" : "taken");
		for (unsigned n = 0; n < 64; n++) {
			bool close = rnd() % 2;
			struct r5xx_tx_req q = {.op = R5XX_TX_LD};
			for (unsigned p = 0; p < 4; p++)
				for (unsigned k = 0; k < 4; k++)
					q.coord[p][k] =
					        close && p
					                ? q.coord[0][k] +
					                          (float)(rnd() % 100) * 1e-4f
					                : (float)(rnd() % 40001) / 10000.0f - 1.5f;
			float a[4][4], b[4][4];
			unsigned kill;
			r5xx_tx_sample(r3d, &q, a, &kill);
			if (!r5xx_tx_fast_ld(&tf, false, q.coord, b))
				continue;
			taken++;
			taken_mip += mipf != 0;
			taken_lmin += mipf != 0 && levels > 1;
			mag += close;
			SGPU_ASSERT_MSG(
			        !memcmp(a, b, sizeof(a)),
			        "seed %u: %ux%u tiling %x filter %u mip %u levels %u MAX_MIP "
			        "%u: fast and reference differ",
			        seed, w, h, tiling, f, mipf, levels, lmin);
		}
	}
	sgpu_device_destroy(d);
	SGPU_ASSERT_MSG(taken > 5000 && taken_mip > 2000 && taken_lmin > 500 && mag > 2000,
	                "fast LD rarely taken: %u (%u with a mip filter, %u of them clamped to the "
	                "last level, %u close quads)",
	                taken, taken_mip, taken_lmin, mag);
}

/* The fast path's column and row tables (levels up to R5XX_TX_FAST_TAB
 * wide and high) and the computed offsets beyond them, the swizzle applied
 * before filtering (every channel a component) or after it (a 0 or 1 in
 * it, selects 4-7), coordinates around the edges: the reference's bits;
 * a quad with a coordinate beyond 2^30 texels or not finite is declined.
 * SGPU_SEED=N picks another 200 seeds. */
SGPU_TEST(fast_ld_tables_and_swizzles_match_reference)
{
	struct sgpu_unit *r3d;
	sgpu_device *d = dev_new(&r3d);
	SGPU_ASSERT(d);
	static uint8_t texels[0x40000];
	unsigned seed0 = 1 + (unsigned)(getenv("SGPU_SEED") ? atoi(getenv("SGPU_SEED")) : 0);
	unsigned taken = 0, wide = 0, consts = 0, declined = 0;
	for (unsigned seed = seed0; seed < seed0 + 200; seed++) {
		rs = 0x2545f4914f6cdd1dull * seed;
		for (size_t i = 0; i < sizeof(texels); i++)
			texels[i] = (uint8_t)rnd();
		sgpu_mem_write(d, SGPU_SPACE_VRAM, TEX, texels, sizeof(texels));
		static const unsigned big[] = {1023, 1024, 1025, 1500, 2048, 4096};
		static const unsigned small[] = {1, 2, 5, 16};
		unsigned w = big[rnd() % 6], h = small[rnd() % 4];
		if (rnd() % 2) {
			unsigned x = w;
			w = h, h = x;
		}
		unsigned f = rnd() % 2 ? 2 : 1;
		uint32_t swz = (rnd() % 8) << 12 | (rnd() % 8) << 15 | (rnd() % 8) << 18 |
		               (rnd() % 8) << 9;
		if (rnd() % 2)
			swz = (rnd() % 4) << 12 | (rnd() % 4) << 15 | (rnd() % 4) << 18 |
			      (rnd() % 4) << 9;
		bool direct = (swz >> 12 & 7) < 4 && (swz >> 15 & 7) < 4 && (swz >> 18 & 7) < 4 &&
		              (swz >> 9 & 7) < 4;
		sgpu_mmio_wr32(d, 0x4104, 1);
		sgpu_mmio_wr32(d, 0x4400, rnd() % 3 | (rnd() % 3) << 3 | f << 9 | f << 11);
		sgpu_mmio_wr32(d, 0x4440, rnd() % 2 ? 0 : 1u << 22);
		sgpu_mmio_wr32(d, 0x4480, ((w - 1) & 0x7ff) | ((h - 1) & 0x7ff) << 11);
		sgpu_mmio_wr32(d, 0x44c0, 0x0c | swz);
		/* TXWIDTH_11, TXHEIGHT_11, POW2FIX2FLT */
		sgpu_mmio_wr32(d, 0x4500,
		               ((w - 1) >> 11) << 15 | ((h - 1) >> 11) << 16 | (rnd() & 1) << 17);
		uint32_t tiling = (rnd() % 2) << 2 | (rnd() % 4) << 3;
		sgpu_mmio_wr32(d, 0x4540, TEX | tiling);
		struct r5xx_tx_fast tf = {.no_avx2 = seed & 1};
		r5xx_tx_fast_prepare(&tf, r3d, 0, 1);
		SGPU_ASSERT_MSG(tf.usable, "seed %u: %ux%u declined", seed, w, h);
		for (unsigned n = 0; n < 64; n++) {
			bool unscaled = rnd() % 4 == 0;
			struct r5xx_tx_req q = {.op = R5XX_TX_LD, .unscaled = unscaled};
			for (unsigned p = 0; p < 4; p++) {
				/* texel coordinates from -2 to n + 2, the edges often */
				float tc[2];
				for (unsigned k = 0; k < 2; k++) {
					unsigned nk = k ? h : w;
					unsigned r = rnd() % 4;
					tc[k] = r == 0   ? (float)(rnd() % 4001) / 1000.0f - 2.0f
					        : r == 1 ? (float)nk +
					                           (float)(rnd() % 4001) / 1000.0f -
					                           2.0f
					                 : (float)(rnd() % (nk * 1000 + 1)) /
					                           1000.0f;
				}
				q.coord[p][0] = unscaled ? tc[0] : tc[0] / (float)w;
				q.coord[p][1] = unscaled ? tc[1] : tc[1] / (float)h;
				q.coord[p][2] = 0, q.coord[p][3] = 1;
			}
			float a[4][4], b[4][4];
			if (rnd() % 8 == 0) {
				/* a far or non-finite coordinate: the reference's */
				static const float far[] = {NAN, INFINITY, -INFINITY, 0x1p31f,
				                            -0x1p31f};
				q.coord[rnd() % 4][rnd() % 2] = far[rnd() % 5];
				SGPU_ASSERT(!r5xx_tx_fast_ld(&tf, unscaled, q.coord, b));
				declined++;
				continue;
			}
			unsigned kill;
			r5xx_tx_sample(r3d, &q, a, &kill);
			SGPU_ASSERT(r5xx_tx_fast_ld(&tf, unscaled, q.coord, b));
			taken++;
			wide += w > R5XX_TX_FAST_TAB || h > R5XX_TX_FAST_TAB;
			consts += !direct;
			SGPU_ASSERT_MSG(!memcmp(a, b, sizeof(a)),
			                "seed %u: %ux%u tiling %x filter %u swizzle %08x: fast and "
			                "reference differ",
			                seed, w, h, tiling, f, swz);
		}
	}
	sgpu_device_destroy(d);
	SGPU_ASSERT_MSG(wide > 3000 && consts > 3000 && declined > 1000,
	                "%u quads: %u wide, %u with 0 or 1; %u far declined", taken, wide, consts,
	                declined);
}
