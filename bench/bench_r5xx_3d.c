/* The r520's 3D pipeline against native C doing the same work, each draw
 * set up through MMIO as a driver's register writes would and triggered
 * by a VAP_VF_CNTL write (list walk, vertex arrays in VRAM):
 *
 *   r5xx_3d_clear_1024x768/memset   a full-screen constant-colour quad
 *       (issue 14's goal: time ratio <= 2). It takes the span fill: the
 *       program's constant output converted once, each triangle's rows
 *       found from exact edge functions and stored with util/fill.h;
 *       inside a draw the two triangles' abutting rows are joined, so
 *       the clear is one 3 MB fill like memset's. 1.50-1.64 in three
 *       runs on a loaded 2-core machine (2.05-2.35 idle before the join).
 *   r5xx_3d_textured/native        two full-screen quads, bilinear-textured,
 *       modulated by a Gouraud colour, depth-tested (LESS, write) and alpha
 *       blended, per shaded pixel against a C loop doing that arithmetic
 *       (goal <= 4). The fast shading path runs it: the fragment program
 *       compiled once per primitive (r5xx_us_fast.c, the reference's own
 *       arithmetic from r5xx_us_math.h), the texture's state resolved once
 *       (r5xx_tx_fast.c: a direct pointer, a decode table, the reference's
 *       bilinear order), the fragment operations with their registers read
 *       once and direct row pointers (r5xx_rast.c, fast_fops_*), the RS
 *       resolved once per primitive. 3.69-3.90 in three runs on a loaded
 *       2-core machine (7.1-7.3 idle before; 24-35 with the reference
 *       path alone); what is left is the reference's per-pixel
 *       arithmetic, kept exactly (docs/hw/r5xx-raster.md, "Fast paths").
 *
 * Prints "name: ours/baseline" (lower is better). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "softgpu/softgpu.h"

#define W 1024u
#define H 768u
#define FB 0x100000u
#define ZB 0x500000u
#define TEX 0x900000u
#define TW 256u
#define VTX 0x10000u

static unsigned bench_faults;

static void count_faults(void *user, sgpu_log_level level, const char *category, const char *msg)
{
	(void)user;
	if (level <= SGPU_LOG_UNIMP && !bench_faults++)
		fprintf(stderr, "bench_r5xx_3d: %s: %s\n", category, msg);
}

static uint32_t f2u(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

struct ctx {
	sgpu_device *dev;
	uint8_t *fb, *zb;
	uint32_t *tex;
	bool textured;
};

static void wr(struct ctx *c, uint32_t a, uint32_t v)
{
	sgpu_mmio_wr32(c->dev, a, v);
}

/* The words of `softgpu as -m r500-vs`: o0 = i0, o1 = i1, o2 = i2. */
static const uint32_t vs[] = {0x00f00203, 0x00d10001, 0x01248001, 0x01248001,
                              0x00f02203, 0x00d10021, 0x01248021, 0x01248021,
                              0x00f04203, 0x00d10041, 0x01248041, 0x01248041};
/* r500-fs: out = c0 */
static const uint32_t fs_const[] = {0x00078105, 0x10040100, 0x10040100,
                                    0x00db0220, 0x00c0c000, 0x20490000};
/* r500-fs: t2 = tex0(t1); out = t2 * t0 */
static const uint32_t fs_tex[] = {0x00007807, 0x02400000, 0xe402e401, 0,
                                  0,          0,          0x00078105, 0x00000002,
                                  0x00000002, 0x00442220, 0x0068c000, 0x20490000};

static void setup(struct ctx *c, bool textured)
{
	c->textured = textured;
	wr(c, 0x2284, 0);                      /* VAP_PVS_STATE_FLUSH_REG */
	wr(c, 0x22d0, 0 | 0 << 10 | 2u << 20); /* VAP_PVS_CODE_CNTL_0 */
	wr(c, 0x22d8, 2);                      /* _1 */
	wr(c, 0x2200, 0);
	for (unsigned i = 0; i < sizeof(vs) / 4; i++)
		wr(c, 0x2204, vs[i]);                      /* VAP_PVS_VECTOR_DATA_REG */
	wr(c, 0x2080, 10 | 5u << 4 | 4u << 8 | 12u << 18); /* VAP_CNTL */
	wr(c, 0x22dc, 0);                                  /* FLOW_CNTL_OPC */
	wr(c, 0x22d4, 0);                                  /* CONST_CNTL */
	wr(c, 0x2150, 3 | 0 << 8 | (3 | 1u << 8) << 16);   /* PROG_STREAM_CNTL_0 */
	wr(c, 0x2154, 1 | 2u << 8 | 1u << 13);
	wr(c, 0x21e0, 0xf688 | 0xf688u << 16); /* _EXT_0 */
	wr(c, 0x21e4, 0xf688 | 0xb08u << 16);
	wr(c, 0x2090, 1 | 1u << 1); /* VAP_OUT_VTX_FMT_0 */
	wr(c, 0x2094, 2);
	wr(c, 0x20b0, 0x3f | 1u << 10); /* VAP_VTE_CNTL */
	float vp[6] = {W / 2.0f, W / 2.0f, -(H / 2.0f), H / 2.0f, 0.5f, 0.5f};
	for (unsigned i = 0; i < 6; i++)
		wr(c, 0x1d98 + 4 * i, f2u(vp[i]));
	wr(c, 0x221c, 0);           /* VAP_CLIP_CNTL */
	wr(c, 0x4018, 1);           /* GB_TILE_CONFIG */
	wr(c, 0x4010, 0x66666666u); /* MSPOS */
	wr(c, 0x4014, 0x66666666u);
	wr(c, 0x43a8, 0x2da49525u);
	wr(c, 0x43e0, 0);
	wr(c, 0x43e4, (W - 1) | (H - 1) << 13);
	wr(c, 0x43d0, 0xffff);
	wr(c, 0x43e8, 0xffffff);
	wr(c, 0x42c0, f2u(16777215.0f)); /* SU_DEPTH_SCALE */
	wr(c, 0x4278, 0xaaaa | 3u << 16);
	wr(c, 0x42b8, 0);
	wr(c, 0x4074, 0 | 1u << 6 | 62u << 12 | 63u << 18); /* RS_IP_0 */
	wr(c, 0x4300, 2 | 1u << 7);
	wr(c, 0x4304, 0);
	wr(c, 0x4320, 1u << 4 | 1u << 5 | 1u << 16); /* tex -> t1, colour -> t0 */
	/* the fragment program and its constant */
	const uint32_t *fs = textured ? fs_tex : fs_const;
	unsigned n = textured ? 2 : 1;
	wr(c, 0x4600, 0);
	wr(c, 0x4604, 3);
	wr(c, 0x4624, 0);
	wr(c, 0x4638, 0);
	wr(c, 0x4634, (n - 1) << 16);
	wr(c, 0x4630, (n - 1) << 16);
	wr(c, 0x4250, 0);
	for (unsigned i = 0; i < 6 * n; i++)
		wr(c, 0x4254, fs[i]);
	wr(c, 0x4250, 1u << 16); /* constant 0 */
	wr(c, 0x4254, f2u(0.2f));
	wr(c, 0x4254, f2u(0.4f));
	wr(c, 0x4254, f2u(0.6f));
	wr(c, 0x4254, f2u(1.0f));
	wr(c, 0x46a4, 0 | 3u << 8 | 2u << 10 | 1u << 12 | 0u << 14);
	for (unsigned t = 1; t < 4; t++)
		wr(c, 0x46a4 + 4 * t, 15);
	/* texture 0: 256x256 W8Z8Y8X8, repeat, bilinear */
	wr(c, 0x4104, textured ? 1 : 0);
	wr(c, 0x4400, 0 | 0 << 3 | 2u << 9 | 2u << 11);
	wr(c, 0x4440, 0);
	wr(c, 0x4480, (TW - 1) | (TW - 1) << 11);
	wr(c, 0x44c0, 0x0c | 2u << 12 | 1u << 15 | 0u << 18 | 3u << 9);
	wr(c, 0x4500, 0);
	wr(c, 0x4540, TEX);
	wr(c, 0x4e28, FB);
	wr(c, 0x4e38, W | 6u << 21);
	wr(c, 0x4e0c, 0xf);
	wr(c, 0x4e04, textured ? (1 | 38u << 16 | 39u << 24) : 0);
	wr(c, 0x4f10, 2);
	wr(c, 0x4f20, ZB);
	wr(c, 0x4f24, W);
	wr(c, 0x4f00, textured ? 2 | 4 : 0);
	wr(c, 0x4f04, 1);
	/* arrays: position, colour, texcoord; two quads of two triangles */
	static float pos[12][4], col[12][4], tc[12][2];
	const float qx[6] = {-1, 1, -1, 1, 1, -1}, qy[6] = {-1, -1, 1, -1, 1, 1};
	for (unsigned q = 0; q < 2; q++)
		for (unsigned i = 0; i < 6; i++) {
			unsigned k = 6 * q + i;
			pos[k][0] = qx[i], pos[k][1] = qy[i], pos[k][2] = q ? 0.3f : 0.6f,
			pos[k][3] = 1;
			col[k][0] = 0.5f + 0.5f * qx[i], col[k][1] = 0.5f + 0.5f * qy[i];
			col[k][2] = q ? 0.8f : 0.2f, col[k][3] = 0.6f;
			tc[k][0] = (qx[i] + 1) * 2, tc[k][1] = (qy[i] + 1) * 1.5f;
		}
	sgpu_mem_write(c->dev, SGPU_SPACE_VRAM, VTX, pos, sizeof(pos));
	sgpu_mem_write(c->dev, SGPU_SPACE_VRAM, VTX + 0x1000, col, sizeof(col));
	sgpu_mem_write(c->dev, SGPU_SPACE_VRAM, VTX + 0x2000, tc, sizeof(tc));
	wr(c, 0x20c0, 3);                                 /* VAP_VTX_NUM_ARRAYS */
	wr(c, 0x20c4, 4 | 4u << 8 | 4u << 16 | 4u << 24); /* AOS_ATTR01 */
	wr(c, 0x20c8, VTX);                               /* AOS_ADDR0 */
	wr(c, 0x20cc, VTX + 0x1000);                      /* AOS_ADDR1 */
	wr(c, 0x20d0, 2 | 2u << 8);                       /* AOS_ATTR23 */
	wr(c, 0x20d4, VTX + 0x2000);                      /* AOS_ADDR2 */
	wr(c, 0x2134, 11);                                /* VAP_VF_MAX_VTX_INDX */
	wr(c, 0x2138, 0);
}

static void draw(void *u)
{
	struct ctx *c = u;
	/* the Z buffer back to far for the textured pair */
	if (c->textured)
		sgpu_mem_fill(c->dev, SGPU_SPACE_VRAM, ZB, 0xffffff00u, 4, (size_t)W * H * 4);
	wr(c, 0x2084, 4 | 2u << 4 | (c->textured ? 12u : 6u) << 16); /* VAP_VF_CNTL: go */
	sgpu_run(c->dev, UINT64_C(1) << 40, NULL);
}

static void native_clear(void *u)
{
	struct ctx *c = u;
	memset(c->fb, 0x66, (size_t)W * H * 4);
	sgpu_bench_sink += c->fb[12345];
}

/* What the pipeline computes per pixel, written plainly: u, v and the
 * colour interpolated across the screen, a bilinear fetch from a repeating
 * 256x256 RGBA8 texture, modulation, the depth test and write, blending. */
static void native_textured(void *u)
{
	struct ctx *c = u;
	uint32_t *fb = (uint32_t *)c->fb, *zb = (uint32_t *)c->zb;
	for (size_t i = 0; i < (size_t)W * H; i++)
		zb[i] = 0xffffff00u;
	for (unsigned q = 0; q < 2; q++) {
		uint32_t z24 =
		        (uint32_t)((q ? 0.3f : 0.6f) * 0.5f * 16777215.0f + 0.5f * 16777215.0f);
		for (unsigned y = 0; y < H; y++) {
			float fy = 1.0f - 2.0f * ((float)y + 0.5f) / H;
			for (unsigned x = 0; x < W; x++) {
				float fx = 2.0f * ((float)x + 0.5f) / W - 1.0f;
				float s = (fx + 1) * 2 * TW - 0.5f, t = (fy + 1) * 1.5f * TW - 0.5f;
				float cr = 0.5f + 0.5f * fx, cg = 0.5f + 0.5f * fy,
				      cb = q ? 0.8f : 0.2f;
				int s0 = (int)floorf(s), t0 = (int)floorf(t);
				float as = s - (float)s0, at = t - (float)t0;
				float tex[4] = {0, 0, 0, 0};
				for (int k = 0; k < 4; k++) {
					uint32_t tx =
					        c->tex[((unsigned)(t0 + (k >> 1)) & (TW - 1)) * TW +
					               ((unsigned)(s0 + (k & 1)) & (TW - 1))];
					float wgt = (k & 1 ? as : 1 - as) * (k >> 1 ? at : 1 - at);
					for (int ch = 0; ch < 4; ch++)
						tex[ch] += wgt * (float)(tx >> (8 * ch) & 255) /
						           255.0f;
				}
				size_t i = (size_t)y * W + x;
				if (!(z24 < zb[i] >> 8))
					continue;
				zb[i] = z24 << 8;
				float a = tex[3] * 0.6f,
				      src[3] = {tex[2] * cr, tex[1] * cg, tex[0] * cb};
				uint32_t d = fb[i], o = 0xff000000u;
				for (int ch = 0; ch < 3; ch++) {
					float dv = (float)(d >> (16 - 8 * ch) & 255) / 255.0f;
					float v = src[ch] * a + dv * (1 - a);
					o |= (uint32_t)(v * 255.0f + 0.5f) << (16 - 8 * ch);
				}
				fb[i] = o;
			}
		}
	}
	sgpu_bench_sink += fb[777];
}

int main(void)
{
	sgpu_bench_host("bench_r5xx_3d", "span fill; compiled US, TX and fragment-op fast paths");
	struct ctx c = {0};
	struct sgpu_device_config cfg = {.vram_size = 32u << 20};
	if (sgpu_device_create("r520", &cfg, &c.dev) != SGPU_OK)
		return 1;
	sgpu_set_log_callback(c.dev, count_faults, NULL);
	c.fb = malloc((size_t)W * H * 4);
	c.zb = malloc((size_t)W * H * 4);
	c.tex = malloc(TW * TW * 4);
	for (unsigned i = 0; i < TW * TW; i++)
		c.tex[i] = 0xff000000u | (i * 2654435761u >> 8 & 0xffffff);
	sgpu_mem_write(c.dev, SGPU_SPACE_VRAM, TEX, c.tex, TW * TW * 4);
	setup(&c, false);
	sgpu_bench_compare("r5xx_3d_clear_1024x768/memset", draw, &c, native_clear, &c);
	setup(&c, true);
	/* interleaved rounds, the least disturbed of each (harness.c): one
	 * timed call swung by +-20% on a loaded machine */
	sgpu_bench_compare("r5xx_3d_textured/native", draw, &c, native_textured, &c);
	free(c.fb);
	free(c.zb);
	free(c.tex);
	sgpu_device_destroy(c.dev);
	if (bench_faults) {
		fprintf(stderr,
		        "bench_r5xx_3d: %u messages below INFO: the streams are not plain\n",
		        bench_faults);
		return 1;
	}
	return 0;
}
