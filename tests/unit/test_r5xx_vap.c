/* The R5xx VAP (src/amd/r5xx/r5xx_vap.c) on an r520: PVS vector memory
 * upload and its wraps, the fetch walks (list, indices through the ports
 * with clamp and offset, data in the stream, MPEG), every stream control
 * data type, VC_SWAP, the PVS and its bypass, the output format, the
 * viewport, primitive assembly for every PRIM_TYPE and the bad-state
 * paths. Primitives are read from the engine's capture list. */
#include <math.h>
#include <stdlib.h>

#include "amd/r5xx/r5xx.h"
#include "amd/r5xx/r5xx_3d.h"
#include "amd/r5xx/r5xx_3d_engine.h"
#include "amd/r5xx/r5xx_us.h"
#include "harness.h"
#include "isa/r500_fs.h"
#include "isa/r500_vs.h"
#include "r5xx_pvs_rand.h"

static sgpu_device *dev;
static struct r5xx_3d_engine *eng;
static char logs[1 << 16];
static size_t nlogs;

static void log_cb(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	(void)cat;
	if (level == SGPU_LOG_DEBUG)
		return; /* a line per primitive */
	int n = snprintf(logs + nlogs, sizeof(logs) - nlogs, "%d %s\n", (int)level, msg);
	if (n > 0 && (size_t)n < sizeof(logs) - nlogs)
		nlogs += (size_t)n;
}

static void mk(void)
{
	struct sgpu_device_config cfg = {.vram_size = 1u << 20, .sysmem_size = 1u << 16};
	dev = NULL;
	sgpu_device_create("r520", &cfg, &dev);
	sgpu_set_log_callback(dev, log_cb, NULL);
	sgpu_set_log_filter(dev, "r3d"); /* the draw summaries are INFO lines */
	nlogs = 0;
	logs[0] = 0;
	eng = r5xx_3d_engine_of(sgpu_dev_unit(dev, "R3D"));
}

static void done(void)
{
	sgpu_device_destroy(dev);
	dev = NULL;
}

static void wr(uint32_t a, uint32_t v)
{
	sgpu_mmio_wr32(dev, a, v);
}

static uint32_t fb(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	return u;
}

static void vram(uint32_t addr, const uint32_t *w, unsigned n)
{
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, addr, w, (size_t)n * 4);
}

/* Assembles src, uploads it at instruction 0 and sets CODE_CNTL_0. */
static void program(const char *src)
{
	struct isa_asm_result r;
	bool ok = isa_assemble(&r500_vs_isa, 0, 0, src, strlen(src), "t.vs", ISA_OUT_RAW, &r);
	if (!ok)
		printf("%s", r.errors ? r.errors : "?");
	unsigned n = ok ? (unsigned)(r.size / 16) : 1;
	wr(0x2200, 0);
	for (size_t i = 0; ok && i < r.size / 4; i++) {
		uint32_t w;
		memcpy(&w, r.data + 4 * i, 4);
		wr(0x2204, w);
	}
	isa_asm_result_free(&r);
	wr(0x22d0, (n - 1) << 20); /* FIRST 0, LAST n-1 */
	wr(0x22d4, 255u << 16);    /* every constant */
}

static void constant(unsigned i, float x, float y, float z, float w)
{
	wr(0x2200, 1024 + i);
	wr(0x2208, fb(x));
	wr(0x2208, fb(y));
	wr(0x2208, fb(z));
	wr(0x2208, fb(w));
}

static void array(unsigned k, uint32_t addr, unsigned count, unsigned stride)
{
	uint32_t a = 0x20c4 + 12 * (k / 2), sh = 16 * (k & 1);
	uint32_t old = r5xx_3d_reg(sgpu_dev_unit(dev, "R3D"), a);
	wr(a, (old & ~(0xffffu << sh)) | (count | stride << 8) << sh);
	wr(0x20c8 + 12 * (k / 2) + 4 * (k & 1), addr);
}

/* stream control element e: 16-bit control and EXT halves */
static void element(unsigned e, uint32_t cntl, uint32_t ext)
{
	uint32_t a = 0x2150 + 4 * (e / 2), x = 0x21e0 + 4 * (e / 2), sh = 16 * (e & 1);
	struct sgpu_unit *r3d = sgpu_dev_unit(dev, "R3D");
	wr(a, (r5xx_3d_reg(r3d, a) & ~(0xffffu << sh)) | cntl << sh);
	wr(x, (r5xx_3d_reg(r3d, x) & ~(0xffffu << sh)) | ext << sh);
}

#define PSC(type, dst, last, sgn, norm, skip) \
	((type) | (skip) << 4 | (dst) << 8 | (last) << 13 | (sgn) << 14 | (norm) << 15)
#define XYZW 0xf688u /* swizzle x y z w, all written */
#define XYZ1 0xfa88u /* x y z 1 */
#define VF(prim, walk, n) ((prim) | (walk) << 4 | (uint32_t)(n) << 16)

#define ASSERT_F(got, want) SGPU_ASSERT_EQ(fb(got), fb(want))

/* ------------------------------------------------------------------ upload */

SGPU_TEST(pvs_vector_memory_upload_and_wraps)
{
	mk();
	const uint32_t(*code)[4] = r5xx_vap_code(eng);
	const uint32_t(*k)[4] = r5xx_vap_consts(eng);
	const uint32_t(*clip)[4] = r5xx_vap_clip(eng);
	/* code: the index auto-increments every 4 dwords, 1023 wraps to 0 */
	wr(0x2200, 1023);
	for (uint32_t i = 0; i < 8; i++)
		wr(0x2204, 0x100 + i);
	SGPU_ASSERT_EQ(code[1023][0], 0x100u);
	SGPU_ASSERT_EQ(code[1023][3], 0x103u);
	SGPU_ASSERT_EQ(code[0][0], 0x104u);
	/* writing the index restarts the dword counter */
	wr(0x2200, 7);
	wr(0x2204, 1);
	wr(0x2204, 2);
	wr(0x2200, 8);
	wr(0x2204, 3);
	SGPU_ASSERT_EQ(code[7][0], 1u);
	SGPU_ASSERT_EQ(code[8][0], 3u);
	/* constants at 1024-1535 (256 vectors; 1280+ mirror), 1535 wraps to 1024 */
	wr(0x2200, 1535);
	for (uint32_t i = 0; i < 8; i++)
		wr(0x2208, 0x200 + i); /* the 128-bit port gathers dwords the same way */
	SGPU_ASSERT_EQ(k[255][0], 0x200u);
	SGPU_ASSERT_EQ(k[0][3], 0x207u);
	/* the clip area: 1536-1543, auto-increment wraps 1542 -> 1536 */
	wr(0x2200, 1542);
	for (uint32_t i = 0; i < 8; i++)
		wr(0x2204, 0x300 + i);
	SGPU_ASSERT_EQ(clip[6][0], 0x300u);
	SGPU_ASSERT_EQ(clip[0][0], 0x304u);
	wr(0x2200, 1543);
	wr(0x2204, 0x400);
	SGPU_ASSERT_EQ(clip[7][0], 0x400u);
	/* past the clip area: no memory, a GUEST_ERROR */
	wr(0x2200, 1600);
	wr(0x2204, 0x500);
	SGPU_ASSERT_STR_CONTAINS(logs, "at octword 1600: no PVS memory");
	/* through the CP: Mesa's one-register type-0 packet to the 128-bit port
	 * (r300_emit.c), which the CP's batched path must not take as plain
	 * storage */
	const uint32_t ring[] = {0 << 16 | 0x2200 >> 2,
	                         40,
	                         7u << 16 | 1u << 15 | 0x2208 >> 2,
	                         1,
	                         2,
	                         3,
	                         4,
	                         5,
	                         6,
	                         7,
	                         8};
	sgpu_mem_write(dev, SGPU_SPACE_SYSMEM, 0, ring, sizeof(ring));
	wr(R5XX_CP_RB_BASE, R5XX_GART_BASE);
	wr(R5XX_CP_RB_CNTL, 10u | 1u << 27);
	wr(R5XX_CP_CSQ_CNTL, 4u << 28);
	wr(R5XX_CP_RB_WPTR, sizeof(ring) / 4);
	sgpu_run(dev, 1u << 16, NULL);
	SGPU_ASSERT_EQ(code[40][0], 1u);
	SGPU_ASSERT_EQ(code[41][3], 8u);
	/* reads: the index (resetting the dword counter), the data register
	 * reads the memory and steps, the 128-bit port reads 0 */
	wr(0x2200, 1023);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x2200), 1023u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x2204), 0x100u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x2204), 0x101u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x2200), 1023u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x2204), 0x100u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x2204), 0x101u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x2204), 0x102u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x2204), 0x103u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x2204), 0x104u); /* octword 0 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x2208), 0u);
	/* a device reset clears the memory */
	sgpu_device_reset(dev);
	SGPU_ASSERT_EQ(r5xx_vap_code(eng)[0][0], 0u);
	done();
}

/* ------------------------------------------------------- a transformed draw */

SGPU_TEST(transform_viewport_and_output_format)
{
	mk();
	/* three positions (float3) at 0x1000, a colour (float4) at 0x2000 */
	const uint32_t pos[9] = {fb(1), fb(0), fb(0), fb(0), fb(1), fb(0), fb(0), fb(0), fb(1)};
	const uint32_t col[4] = {fb(0.25f), fb(0.5f), fb(0.75f), fb(1)};
	vram(0x1000, pos, 9);
	vram(0x2000, col, 4);
	wr(0x20c0, 2); /* VTX_NUM_ARRAYS */
	array(0, 0x1000, 3, 3);
	array(1, 0x2000, 4, 0); /* stride 0: every vertex reads the same colour */
	element(0, PSC(2, 0, 0, 0, 0, 0), XYZ1);
	element(1, PSC(3, 1, 1, 0, 0, 0), XYZW);
	/* out0 = M * in0 with M = diag(2, 4, 1, 1) + translate(0, 0, 0.5); out1 = in1 */
	constant(0, 2, 0, 0, 0);
	constant(1, 0, 4, 0, 0);
	constant(2, 0, 0, 1, 0.5f);
	constant(3, 0, 0, 0, 2);
	program("dp4 $o0 x $c0 x y z w $i0 x y z w $i0 x y z w\n"
	        "dp4 $o0 y $c1 x y z w $i0 x y z w $i0 x y z w\n"
	        "dp4 $o0 z $c2 x y z w $i0 x y z w $i0 x y z w\n"
	        "dp4 $o0 w $c3 x y z w $i0 x y z w $i0 x y z w\n"
	        "add $o1 xyzw $i1 x y z w $i1 zero zero zero zero $i1 x x x x\n");
	wr(0x2134, 2);          /* MAX_VTX_INDX (0 after reset: every index would be 0) */
	wr(0x2090, 1 | 1 << 1); /* POS, COLOR0 */
	wr(0x2094, 0);
	/* viewport: scale and offset on every axis, W is not 1/W yet */
	wr(0x20b0, 0x3f | 1u << 10);
	wr(0x1d98, fb(100));  /* XSCALE */
	wr(0x1d9c, fb(200));  /* XOFFSET */
	wr(0x20a0, fb(-100)); /* YSCALE through its second address */
	wr(0x1da4, fb(150));  /* YOFFSET */
	wr(0x1da8, fb(0.5f)); /* ZSCALE */
	wr(0x1dac, fb(0.5f)); /* ZOFFSET */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x1da0), fb(-100)); /* one register, two names */
	wr(R5XX_VAP_VF_CNTL, VF(4, 2, 3));
	SGPU_ASSERT_EQ(eng->ncap, 1u);
	const struct r5xx_captured *c = &eng->cap[0];
	SGPU_ASSERT_EQ(c->kind, (unsigned)R5XX_PRIM_TRIANGLE);
	SGPU_ASSERT_EQ(c->n, 3u);
	/* vertex 0: clip (2, 0, 0.5, 2): window (100*1 + 200, 150, 0.5*0.25 + 0.5) */
	ASSERT_F(c->v[0].clip[0], 2.0f);
	ASSERT_F(c->v[0].clip[3], 2.0f);
	ASSERT_F(c->v[0].win[0], 300.0f);
	ASSERT_F(c->v[0].win[1], 150.0f);
	ASSERT_F(c->v[0].win[2], 0.625f);
	ASSERT_F(c->v[0].win[3], 0.5f);
	/* vertex 1: clip (0, 4, 0.5, 2): y/w = 2 -> -200 + 150 */
	ASSERT_F(c->v[1].win[1], -50.0f);
	ASSERT_F(c->v[2].clip[2], 1.5f);
	SGPU_ASSERT_EQ(eng->fmt.nout, 1u);
	SGPU_ASSERT_EQ(eng->fmt.sem[0], (uint8_t)R5XX_SEM_COLOR0);
	ASSERT_F(c->v[2].out[0][1], 0.5f);
	/* the order of VAP_OUT_VTX_FMT: point size, colours, textures (with
	 * VAP_CLIP_CNTL.COLOR3_IS_TEXTURE colour 3 stays a colour here: the GA
	 * reads it as texture 9) */
	wr(0x2090, 1 | 1u << 16 | 1 << 3 | 1 << 4);
	wr(0x2094, 2u << 3);
	wr(0x221c, 1u << 21);
	r5xx_3d_capture_clear(eng);
	wr(R5XX_VAP_VF_CNTL, VF(1, 2, 1));
	SGPU_ASSERT_EQ(eng->fmt.nout, 4u);
	SGPU_ASSERT_EQ(eng->fmt.sem[0], (uint8_t)R5XX_SEM_PT_SIZE);
	SGPU_ASSERT_EQ(eng->fmt.sem[1], (uint8_t)(R5XX_SEM_COLOR0 + 2));
	SGPU_ASSERT_EQ(eng->fmt.sem[2], (uint8_t)(R5XX_SEM_COLOR0 + 3));
	SGPU_ASSERT_EQ(eng->fmt.sem[3], (uint8_t)(R5XX_SEM_TEX0 + 1));
	SGPU_ASSERT_EQ(eng->fmt.comps[3], 2);
	wr(0x2090, 1 | 1 << 1);
	wr(0x2094, 0);
	wr(0x221c, 0);
	SGPU_ASSERT_STR_CONTAINS(logs, "PRIM_TYPE 4, PRIM_WALK 2, 3 vertices, 0 data dwords: 1 "
	                               "primitives assembled");
	/* the draw's cost is spent by the R3D unit in the run loop */
	SGPU_ASSERT(sgpu_device_busy(dev));
	struct sgpu_run_result rr;
	sgpu_run(dev, 1000, &rr);
	SGPU_ASSERT(rr.steps >= 3 * 8 + 3 * 5);
	SGPU_ASSERT(!sgpu_device_busy(dev));
	/* VTX_XY_FMT / VTX_Z_FMT: the coordinates come divided already */
	r5xx_3d_capture_clear(eng);
	wr(0x20b0, 0x3f | 1u << 8 | 1u << 9);
	wr(R5XX_VAP_VF_CNTL, VF(1, 2, 1));
	ASSERT_F(eng->cap[0].v[0].win[0], 400.0f);
	ASSERT_F(eng->cap[0].v[0].win[3], 2.0f); /* W0_FMT clear: w taken as 1/w */
	done();
}

/* ---------------------------------------------------------------- walks */

/* Positions are x = 10 * i + 1 for array element i; PVS bypassed. */
static void numbered(unsigned n)
{
	uint32_t w[64];
	for (unsigned i = 0; i < n && i < 64; i++)
		w[i] = fb((float)(10 * i + 1));
	vram(0x3000, w, n);
	wr(0x20c0, 1);
	array(0, 0x3000, 1, 1);
	element(0, PSC(0, 0, 1, 0, 0, 0), XYZ1);
	wr(0x2140, 1u << 8); /* PVS_BYPASS */
	wr(0x2090, 1);
	wr(0x2134, 0xffffff); /* MAX_VTX_INDX */
}

static unsigned vnum(const struct r5xx_vtx *v)
{
	return (unsigned)((v->clip[0] - 1.0f) / 10.0f);
}

SGPU_TEST(index_walk_ports_clamp_and_offset)
{
	mk();
	numbered(16);
	/* MIN 2, MAX 5, INDEX_OFFSET -1 (25-bit signed) */
	wr(0x2138, 2);
	wr(0x2134, 5);
	wr(0x208c, 0x1ffffff);
	/* 4 points, 16-bit indices 0, 3, 9, 4 through the index port */
	wr(R5XX_VAP_VF_CNTL, VF(1, 1, 4));
	SGPU_ASSERT_EQ(eng->ncap, 0u); /* waits for its indices */
	wr(0x2040, 0 | 3u << 16);
	wr(0x2044, 9 | 4u << 16);
	SGPU_ASSERT_EQ(eng->ncap, 4u);
	static const unsigned want[4] = {1, 2, 4, 3}; /* clamp(i, 2, 5) - 1 */
	for (unsigned i = 0; i < 4; i++) {
		SGPU_ASSERT_EQ(vnum(&eng->cap[i].v[0]), want[i]);
		SGPU_ASSERT_EQ(eng->cap[i].v[0].index, want[i]);
	}
	/* 32-bit indices, offset +2 */
	r5xx_3d_capture_clear(eng);
	wr(0x2138, 0);
	wr(0x2134, 0xffffff);
	wr(0x208c, 2);
	wr(R5XX_VAP_VF_CNTL, VF(2, 1, 2) | 1u << 11);
	wr(0x2040, 7);
	wr(0x2040, 1);
	SGPU_ASSERT_EQ(eng->ncap, 1u);
	SGPU_ASSERT_EQ(vnum(&eng->cap[0].v[0]), 9u);
	SGPU_ASSERT_EQ(vnum(&eng->cap[0].v[1]), 3u);
	done();
}

SGPU_TEST(data_walk_and_stream_control_types)
{
	mk();
	wr(0x2140, 1u << 8); /* bypass: the outputs are the input vectors */
	wr(0x2090, 1);
	wr(0x2094, 0x924924); /* textures 0-7, four components: out[0..7] = in[1..8] */
	element(0, PSC(3, 0, 0, 0, 0, 0), XYZW);  /* FLOAT_4 */
	element(1, PSC(4, 1, 0, 0, 1, 0), XYZW);  /* BYTE, unsigned normalized */
	element(2, PSC(5, 2, 0, 0, 0, 0), XYZW);  /* D3DCOLOR, integers */
	element(3, PSC(6, 3, 0, 1, 1, 0), XYZW);  /* SHORT_2 signed normalized, method 0 */
	element(4, PSC(6, 4, 0, 1, 1, 0), XYZW);  /* method 1: clamp to -1 */
	element(5, PSC(8, 5, 0, 0, 0, 0), XYZW);  /* VECTOR_3_TTT */
	element(6, PSC(9, 6, 0, 1, 1, 0), XYZW);  /* VECTOR_3_EET, method 2 */
	element(7, PSC(11, 7, 0, 0, 0, 0), XYZW); /* FLT16_2 */
	element(8, PSC(0, 8, 1, 0, 0, 1), 0x1000 | 0xa88 | 4u << 3); /* FLOAT_1, skip 1; only x
	                                                              * written, from x */
	wr(0x21dc, 1u << 8 | 2u << 12);                              /* SGN_NORM methods */
	const uint32_t vtx[13] = {fb(1),
	                          fb(2),
	                          fb(3),
	                          fb(1),
	                          0xff804000,
	                          0x11223344,
	                          0x7fff8000,
	                          0x00018000,
	                          5 | 6u << 10 | 7u << 20,
	                          0x400u | 0u << 11 | 511u << 22,
	                          0x3c00 | 0xc000u << 16,
	                          fb(7),
	                          0xdead};
	wr(0x20b4, 13); /* DWORDS_PER_VTX */
	wr(R5XX_VAP_VF_CNTL, VF(1, 3, 1));
	for (unsigned i = 0; i < 13; i++)
		wr(0x2000 + 4 * (i % 16), vtx[i]);
	SGPU_ASSERT_EQ(eng->ncap, 1u);
	const struct r5xx_vtx *v = &eng->cap[0].v[0];
	ASSERT_F(v->clip[2], 3.0f);
	ASSERT_F(v->out[0][0], 0.0f);
	ASSERT_F(v->out[0][1], 64.0f / 255.0f);
	ASSERT_F(v->out[0][2], 128.0f / 255.0f);
	ASSERT_F(v->out[0][3], 1.0f);
	ASSERT_F(v->out[1][0], 34.0f); /* X from 23:16 */
	ASSERT_F(v->out[1][2], 68.0f); /* Z from 7:0 */
	ASSERT_F(v->out[1][3], 17.0f);
	ASSERT_F(v->out[2][0], -32768.0f / 32767.0f);
	ASSERT_F(v->out[2][1], 1.0f);
	ASSERT_F(v->out[2][2], 0.0f);
	ASSERT_F(v->out[2][3], 1.0f);
	ASSERT_F(v->out[3][0], -1.0f);
	ASSERT_F(v->out[3][1], 1.0f / 32767.0f);
	ASSERT_F(v->out[4][0], 5.0f);
	ASSERT_F(v->out[4][1], 6.0f);
	ASSERT_F(v->out[4][2], 7.0f);
	ASSERT_F(v->out[4][3], 1.0f);
	ASSERT_F(v->out[5][0], -1.0f);          /* (2 * -1024 + 1) / 2047 */
	ASSERT_F(v->out[5][1], 1.0f / 2047.0f); /* 0 -> 1/(2^n - 1) */
	ASSERT_F(v->out[5][2], 1.0f);           /* 511 -> 1023/1023 */
	ASSERT_F(v->out[6][0], 1.0f);
	ASSERT_F(v->out[6][1], -2.0f);
	ASSERT_F(v->out[6][3], 1.0f);
	ASSERT_F(v->out[7][0], 7.0f);
	ASSERT_F(v->out[7][1], 0.0f); /* not written */
	SGPU_ASSERT(!strstr(logs, "stream control reads past"));
	done();
}

SGPU_TEST(float8_fp16_denormals_and_vc_swap)
{
	mk();
	wr(0x2140, 1u << 8 | 2); /* bypass, 32-bit swap of fetched data */
	wr(0x2090, 1);
	wr(0x2094, 4 | 4 << 3); /* tex0, tex1 */
	/* big-endian FLOAT_8 then FLT16_4 with a denormal */
	uint32_t w[10];
	for (unsigned i = 0; i < 8; i++)
		w[i] = __builtin_bswap32(fb((float)i));
	w[8] = __builtin_bswap32(0x0001u | 0x7c00u << 16); /* 2^-24, +inf */
	w[9] = __builtin_bswap32(0x8400u | 0x3555u << 16); /* -2^-14, 0.333 */
	vram(0x4000, w, 10);
	wr(0x20c0, 1);
	array(0, 0x4000, 10, 10);
	element(0, PSC(10, 0, 0, 0, 0, 0), XYZW);
	element(1, PSC(12, 2, 1, 0, 0, 0), XYZW);
	wr(0x2134, 0xffffff);
	wr(R5XX_VAP_VF_CNTL, VF(1, 2, 1));
	const struct r5xx_vtx *v = &eng->cap[0].v[0];
	ASSERT_F(v->clip[3], 3.0f);
	ASSERT_F(v->out[0][0], 4.0f); /* in1: the FLOAT_8's second half */
	ASSERT_F(v->out[1][0], 0x1p-24f);
	ASSERT_F(v->out[1][1], INFINITY);
	ASSERT_F(v->out[1][2], -0x1p-14f);
	ASSERT_F(v->out[1][3], 0x1.554p-2f);
	done();
}

/* ------------------------------------------------------ primitive assembly */

struct expect {
	unsigned prim, n;
	const char *want; /* "kind:v v v/edges;" ... */
};

static void describe(char *buf, size_t len)
{
	size_t k = 0;
	buf[0] = 0;
	for (unsigned i = 0; i < eng->ncap && k < len; i++) {
		const struct r5xx_captured *c = &eng->cap[i];
		k += (size_t)snprintf(buf + k, len - k, "%u:", c->kind);
		for (unsigned j = 0; j < c->n && k < len; j++)
			k += (size_t)snprintf(buf + k, len - k, "%s%u", j ? " " : "",
			                      vnum(&c->v[j]));
		if (k < len)
			k += (size_t)snprintf(buf + k, len - k, "/%u;", c->edges);
	}
}

SGPU_TEST(every_primitive_type)
{
	static const struct expect ex[] = {
	        {1, 3, "1:0/0;1:1/0;1:2/0;"},
	        {2, 5, "2:0 1/1;2:2 3/1;"},
	        {3, 4, "2:0 1/1;2:1 2/1;2:2 3/1;"},
	        {12, 3, "2:0 1/1;2:1 2/1;2:2 0/1;"},
	        {12, 2, "2:0 1/1;2:1 0/1;"},
	        {4, 7, "3:0 1 2/7;3:3 4 5/7;"},
	        {5, 5, "3:0 1 2/7;3:0 2 3/7;3:0 3 4/7;"},
	        {6, 5, "3:0 1 2/7;3:2 1 3/7;3:2 3 4/7;"},
	        {13, 9, "4:0 1 2 3/15;4:4 5 6 7/15;"},
	        {14, 6, "4:0 1 3 2/15;4:2 3 5 4/15;"},
	        {14, 5, "4:0 1 3 2/15;"},
	        {15, 5, "5:0 1 2/3;5:0 2 3/2;5:0 3 4/6;"},
	        {15, 3, "5:0 1 2/7;"},
	        {15, 2, ""},
	        {4, 2, ""},
	};
	mk();
	numbered(16);
	for (size_t i = 0; i < sizeof(ex) / sizeof(ex[0]); i++) {
		r5xx_3d_capture_clear(eng);
		wr(R5XX_VAP_VF_CNTL, VF(ex[i].prim, 2, ex[i].n));
		char got[512];
		describe(got, sizeof(got));
		SGPU_ASSERT_MSG(!strcmp(got, ex[i].want), "PRIM_TYPE %u, %u vertices: %s, want %s",
		                ex[i].prim, ex[i].n, got, ex[i].want);
	}
	/* PRIM_TYPE 7: a 16-bit wFlags after every third index, skipped */
	r5xx_3d_capture_clear(eng);
	wr(R5XX_VAP_VF_CNTL, VF(7, 1, 6));
	wr(0x2040, 5 | 4u << 16);
	wr(0x2040, 3 | 0xffffu << 16); /* I2, wFlags */
	wr(0x2040, 2 | 1u << 16);
	wr(0x2040, 0 | 0xffffu << 16);
	char got[256];
	describe(got, sizeof(got));
	SGPU_ASSERT_STR_EQ(got, "3:5 4 3/7;3:2 1 0/7;");
	/* MPEG_INDEX: each first index F stands for F..F+3 (a quad) */
	r5xx_3d_capture_clear(eng);
	sgpu_mem_write(dev, SGPU_SPACE_SYSMEM, 0,
	               (const uint32_t[]){0xc0003a00u | 4u << 16, 0, VF(13, 1, 8), 2, 4, 8}, 24);
	wr(R5XX_CP_RB_BASE, R5XX_GART_BASE);
	wr(R5XX_CP_RB_CNTL, 10u | 1u << 27);
	wr(R5XX_CP_CSQ_CNTL, 4u << 28);
	wr(R5XX_CP_RB_WPTR, 6);
	sgpu_run(dev, 1u << 16, NULL);
	describe(got, sizeof(got));
	SGPU_ASSERT_STR_EQ(got, "4:4 5 6 7/15;4:8 9 10 11/15;");
	/* unused types 8-11 draw nothing */
	r5xx_3d_capture_clear(eng);
	wr(R5XX_VAP_VF_CNTL, VF(9, 2, 3));
	SGPU_ASSERT_EQ(eng->ncap, 0u);
	SGPU_ASSERT_STR_CONTAINS(logs, "PRIM_TYPE 9 is unused");
	done();
}

/* --------------------------------------------------------------- bad state */

SGPU_TEST(bad_state_is_logged_and_bounded)
{
	mk();
	numbered(4);
	/* an array outside memory reads 0 */
	array(0, 0x7ff00000, 1, 1);
	wr(R5XX_VAP_VF_CNTL, VF(1, 2, 1));
	SGPU_ASSERT_STR_CONTAINS(logs, "vertex array reads outside memory");
	SGPU_ASSERT_EQ(eng->ncap, 1u);
	ASSERT_F(eng->cap[0].v[0].clip[0], 0.0f);
	/* 16M vertices: the draw's work cap drops the rest. The caps are
	 * parameters (defaults R5XX_PVS_MAX_STEPS a vertex, R5XX_VAP_DRAW_STEPS
	 * a draw), lowered here to be reached quickly: 8 steps a bypassed
	 * vertex, so 2^13 steps are 1024 vertices */
	SGPU_ASSERT_EQ(eng->pvs_vtx_steps, (uint64_t)R5XX_PVS_MAX_STEPS);
	SGPU_ASSERT_EQ(eng->vap_draw_steps, R5XX_VAP_DRAW_STEPS);
	eng->vap_draw_steps = 1u << 13;
	r5xx_3d_capture_clear(eng);
	wr(R5XX_VAP_ALT_NUM_VERTICES, 0xffffff);
	wr(R5XX_VAP_VF_CNTL, VF(1, 2, 0) | 1u << 14);
	SGPU_ASSERT_STR_CONTAINS(
	        logs, "more than 8192 steps of vertex work; vertices 1024 and on dropped");
	SGPU_ASSERT_EQ(eng->prims, 1024u);
	SGPU_ASSERT_EQ(eng->ncap, (unsigned)R5XX_CAPTURE_MAX);
	/* the cost is bounded by the run budget: a run of 1000 steps ends */
	struct sgpu_run_result rr;
	sgpu_run(dev, 1000, &rr);
	SGPU_ASSERT_EQ(rr.steps, 1000u);
	sgpu_run(dev, 1u << 20, &rr);
	/* a program that never ends: each vertex stops at its own limit
	 * (1000 instructions here), and the draw's cap cuts the third
	 * short: 2 x (1000 + 8) + 484 + 8 = 2500 */
	eng->pvs_vtx_steps = 1000;
	eng->vap_draw_steps = 2500;
	r5xx_3d_capture_clear(eng);
	nlogs = 0;
	logs[0] = 0;
	wr(0x2140, 0);
	array(0, 0x3000, 1, 1);
	program("add $t0 x $t0 x x x x $i0 one one one one $t0 x x x x\n");
	wr(0x22dc, 1);           /* slot 0: JUMP */
	wr(0x2500, 0 | 0 << 16); /* at 0, to 0 */
	wr(R5XX_VAP_VF_CNTL, VF(1, 2, 4));
	SGPU_ASSERT_STR_CONTAINS(logs, "the vertex program went wrong (PVS flags 0x100");
	SGPU_ASSERT_STR_CONTAINS(logs, "more than 2500 steps of vertex work; vertices 3 and on");
	SGPU_ASSERT_EQ(eng->prims, 3u);
	/* the parameters survive a device reset */
	sgpu_device_reset(dev);
	SGPU_ASSERT_EQ(eng->pvs_vtx_steps, 1000u);
	SGPU_ASSERT_EQ(eng->vap_draw_steps, 2500u);
	/* no program at all (CODE_CNTL 0, zeroed code): a VECTOR_NO_OP, then out0 = 0 */
	sgpu_device_reset(dev);
	numbered(4);
	wr(0x2140, 0);
	r5xx_3d_capture_clear(eng);
	wr(R5XX_VAP_VF_CNTL, VF(1, 2, 1));
	SGPU_ASSERT_EQ(eng->ncap, 1u);
	ASSERT_F(eng->cap[0].v[0].clip[0], 0.0f);
	/* VAP_NO_RENDER: draws are ignored */
	r5xx_3d_capture_clear(eng);
	wr(0x2080, 1u << 17);
	wr(R5XX_VAP_VF_CNTL, VF(1, 2, 3));
	SGPU_ASSERT_EQ(eng->ncap, 0u);
	done();
}

/* The CP hands the R3D unit nothing while it spends a draw's cost
 * (r5xx_cp.c r3d_wait): a stream's draws run one after the other within
 * the run budget, not all inside the step that reads them. Two draws of
 * 1000 bypassed points (8 steps each, nothing rasterized): a run of 4000
 * steps draws the first only; the CP reads busy meanwhile. */
SGPU_TEST(cp_waits_for_the_draw_before_the_next)
{
	mk();
	numbered(4);
	eng->raster = false;
	const uint32_t ring[8] = {R5XX_VAP_VF_CNTL >> 2, VF(1, 2, 1000), R5XX_VAP_VF_CNTL >> 2,
	                          VF(1, 2, 1000),        0x80000000u,    0x80000000u,
	                          0x80000000u,           0x80000000u};
	sgpu_mem_write(dev, SGPU_SPACE_SYSMEM, 0, ring, sizeof(ring));
	wr(R5XX_CP_RB_BASE, R5XX_GART_BASE);
	wr(R5XX_CP_RB_CNTL, 10u | 1u << 27);
	wr(R5XX_CP_CSQ_CNTL, 4u << 28);
	wr(R5XX_CP_RB_WPTR, 8);
	struct sgpu_run_result rr;
	sgpu_run(dev, 4000, &rr);
	SGPU_ASSERT_EQ(rr.steps, 4000u);
	SGPU_ASSERT_EQ(eng->prims, 1000u);
	SGPU_ASSERT(sgpu_mmio_rd32(dev, 0x07c0) >> 31); /* CP_STAT.CP_BUSY */
	sgpu_run(dev, 1u << 20, &rr);
	SGPU_ASSERT_EQ(rr.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(eng->prims, 2000u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, R5XX_CP_RB_RPTR), 8u);
	/* both draws' cost is model time: 2 x 8000 steps, and the CP's */
	SGPU_ASSERT(sgpu_device_time(dev) >= 16000u);
	done();
}

/* PRIM_WALK 0: the VAP_VTX_ST_* registers hold the vertex state memory;
 * a completed position emits the vectors VAP_VSM_VTX_ASSM selects,
 * VAP_VTX_ST_END_OF_PKT draws (docs/hw/r5xx-3d.md "State-based"). */
SGPU_TEST(state_based_walk0_vertices)
{
	mk();
	wr(0x2140, 1u << 8);                     /* bypass */
	wr(0x2090, 1 | 2);                       /* position, colour 0 */
	wr(0x2184, 1 | 4);                       /* VSM_VTX_ASSM: POS_0, CLR_0 */
	element(0, PSC(3, 0, 0, 0, 0, 0), XYZW); /* FLOAT_4 -> in0 */
	element(1, PSC(3, 1, 1, 0, 0, 0), XYZW); /* FLOAT_4 -> in1, last */
	wr(R5XX_VAP_VF_CNTL, VF(4, 0, 3));
	SGPU_ASSERT_EQ(eng->ncap, 0u);
	/* vertex 0: colour, then the four-component position (W_4 emits) */
	wr(0x2320, fb(0.25f));
	wr(0x2324, fb(0.5f));
	wr(0x2328, fb(0.75f));
	wr(0x232c, fb(1));
	wr(0x2300, fb(1));
	wr(0x2304, fb(2));
	wr(0x2308, fb(3));
	wr(0x230c, fb(1));
	/* vertex 1: glVertex2 form (Y_2 emits, z 0, w 1); colour state kept */
	wr(0x2490, fb(5));
	wr(0x2494, fb(6));
	/* vertex 2: glVertex3 form from the user colour (COLOR_0_ASSEMBLY_CNTL 1) */
	wr(0x2460, fb(0.125f));
	wr(0x2180, 1);
	wr(0x24a0, fb(7));
	wr(0x24a4, fb(8));
	SGPU_ASSERT_EQ(eng->ncap, 0u);
	wr(0x24a8, fb(9));
	SGPU_ASSERT_EQ(eng->ncap, 0u);
	wr(0x24ac, 0); /* END_OF_PKT */
	SGPU_ASSERT_EQ(eng->ncap, 1u);
	const struct r5xx_vtx *v = eng->cap[0].v;
	ASSERT_F(v[0].clip[0], 1.0f);
	ASSERT_F(v[0].clip[2], 3.0f);
	ASSERT_F(v[0].out[0][1], 0.5f);
	ASSERT_F(v[1].clip[0], 5.0f);
	ASSERT_F(v[1].clip[1], 6.0f);
	ASSERT_F(v[1].clip[2], 0.0f);
	ASSERT_F(v[1].clip[3], 1.0f);
	ASSERT_F(v[1].out[0][2], 0.75f);
	ASSERT_F(v[2].clip[2], 9.0f);
	ASSERT_F(v[2].clip[3], 1.0f);
	ASSERT_F(v[2].out[0][0], 0.125f);
	SGPU_ASSERT_STR_CONTAINS(logs, "PRIM_TYPE 4, PRIM_WALK 0, 3 vertices");
	/* a new trigger before END_OF_PKT drops the collected vertices */
	r5xx_3d_capture_clear(eng);
	wr(R5XX_VAP_VF_CNTL, VF(1, 0, 1));
	wr(0x230c, fb(1));
	wr(R5XX_VAP_VF_CNTL, VF(1, 0, 1));
	SGPU_ASSERT_STR_CONTAINS(logs, "before VAP_VTX_ST_END_OF_PKT");
	wr(0x24ac, 0);
	SGPU_ASSERT_EQ(eng->ncap, 0u);
	/* END_OF_PKT without a walk-0 draw; a packed form; no vectors selected */
	wr(0x24ac, 0);
	SGPU_ASSERT_STR_CONTAINS(logs, "END_OF_PKT without a PRIM_WALK 0 draw");
	wr(0x2470, 0xffffffff);
	SGPU_ASSERT_STR_CONTAINS(logs, "packed vertex state layout is not public");
	wr(0x2184, 0);
	wr(R5XX_VAP_VF_CNTL, VF(1, 0, 1));
	wr(0x230c, fb(1));
	wr(0x24ac, 0);
	SGPU_ASSERT_EQ(eng->ncap, 0u);
	SGPU_ASSERT_STR_CONTAINS(logs, "VAP_VSM_VTX_ASSM 0");
	/* the state registers read back */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x2304), fb(2));
	done();
}

/* Colour processing before clipping: GA_ROUND_MODE clamps colours 0-3,
 * COLOR2_IS_TEXTURE makes colour 2 a texture (neither clamped nor flat
 * shaded), VAP_TEX_TO_COLOR_CNTL clamps a texture. Drawn through the
 * whole engine (bypass, walk 3) with out = 0.5 * t0 into ARGB8888. */
static uint32_t col2_pixel(uint32_t clip_cntl, uint32_t round_mode, uint32_t color_control,
                           uint32_t tex_to_color)
{
	mk();
	wr(0x2140, 1u << 8); /* bypass */
	/* position, colours 0-2 = in0..in3; or colours 0-1 and texture 0 */
	wr(0x2090, tex_to_color ? 1 | 2 | 4 : 1 | 2 | 4 | 8);
	wr(0x2094, tex_to_color ? 4 : 0);
	wr(0x2218, tex_to_color);
	for (unsigned e = 0; e < 4; e++)
		element(e, PSC(3, e, e == 3, 0, 0, 0), XYZW);
	wr(0x221c, 1u << 16 | clip_cntl); /* CLIP_DISABLE */
	wr(0x428c, round_mode);
	wr(0x4278, color_control | 3u << 16); /* provoking vertex: last */
	wr(0x4018, 1);
	wr(0x4010, 0x66666666u);
	wr(0x4014, 0x66666666u);
	wr(0x43a8, 0x2DA49525);
	wr(0x43e4, 31 | 31 << 13);
	wr(0x43d0, 0xffff);
	wr(0x43e8, 0xffffff);
	/* RS_IP_0: colour 2, or texture 0's four components; -> t0 */
	wr(0x4074, tex_to_color ? 0 | 1u << 6 | 2u << 12 | 3u << 18 : 2u << 24);
	wr(0x4304, 0);
	wr(0x4320, tex_to_color ? 1u << 4 : 1u << 16);
	wr(0x46a4, 0 | 3u << 8 | 2u << 10 | 1u << 12 | 0u << 14);
	for (unsigned t = 1; t < 4; t++)
		wr(0x46a4 + 4 * t, 15);
	wr(0x4e28, 0x80000);
	wr(0x4e38, 32 | 6u << 21);
	wr(0x4e0c, 0xf);
	wr(R5XX_US_FC_CTRL, 0);
	wr(R5XX_US_PIXSIZE, 8);
	/* out = 0.5 * t0 (r500-fs: "rgb mad $t0 ... s0 hhh s0 zzz") */
	static const uint32_t prog[6] = {0x00078105, 0, 0, 0x00b68220, 0x00c0c000, 0x20490000};
	wr(R5XX_GA_US_VECTOR_INDEX, 0);
	for (unsigned i = 0; i < 6; i++)
		wr(R5XX_GA_US_VECTOR_INDEX + 4, prog[i]);
	wr(R5XX_US_CODE_OFFSET, 0);
	wr(R5XX_US_CODE_ADDR, 0);
	wr(R5XX_US_CODE_RANGE, 0);
	/* one triangle over the 32x32 target; colour 2 red 2.0 at the
	 * provoking (last) vertex, 0 elsewhere */
	const float pos[3][2] = {{0, 0}, {64, 0}, {0, 32}};
	wr(0x20b4, 16);
	wr(R5XX_VAP_VF_CNTL, VF(4, 3, 3));
	for (unsigned v = 0; v < 3; v++) {
		const float d[16] = {pos[v][0], pos[v][1],         0, 1, 1, 1, 1, 1, 0, 0, 0,
		                     1,         v == 2 ? 2.0f : 0, 0, 0, 1};
		for (unsigned k = 0; k < 16; k++)
			wr(0x2000 + 4 * k, fb(d[k]));
	}
	uint32_t p = 0;
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x80000 + (30 * 32 + 0) * 4, &p, 4);
	done();
	return p >> 16 & 255;
}

SGPU_TEST(colour_clamp_and_color2_is_texture)
{
	/* pixel (0, 30) is near the provoking vertex: Gouraud red ~0.95 */
	unsigned clamped = col2_pixel(0, 0, 0xaaaa, 0);            /* 2.0 -> 1.0: 0.5 * ~0.95 */
	unsigned fp20 = col2_pixel(0, 0x30, 0xaaaa, 0);            /* FP20: 0.5 * ~1.9 */
	unsigned tex = col2_pixel(1u << 20, 0, 0xaaaa, 0);         /* a texture: not clamped */
	unsigned flat = col2_pixel(0, 0x30, 0x5555, 0);            /* flat: 0.5 * 2.0 */
	unsigned flat_tex = col2_pixel(1u << 20, 0x30, 0x5555, 0); /* texture: not flat */
	SGPU_ASSERT_MSG(clamped >= 118 && clamped <= 125, "%u", clamped);
	SGPU_ASSERT_MSG(fp20 >= 236 && fp20 <= 250, "%u", fp20);
	SGPU_ASSERT_EQ(tex, fp20);
	SGPU_ASSERT_EQ(flat, 255u);
	SGPU_ASSERT_EQ(flat_tex, fp20);
	/* VAP_TEX_TO_COLOR_CNTL: texture 0 unclamped (bit 0 only), then
	 * clamped (TEX_RGBA_CLAMP_0, bit 2) */
	SGPU_ASSERT_EQ(col2_pixel(0, 0, 0xaaaa, 1), fp20);
	SGPU_ASSERT_EQ(col2_pixel(0, 0, 0xaaaa, 4), clamped);
}

/* The back end's registers with side effects reach it through the seam
 * (MMIO here; the CP takes the same path): the line stipple accumulator
 * keeps 24 bits, ZB_ZPASS_DATA is the Z-pass count. */
SGPU_TEST(back_end_live_registers_through_the_seam)
{
	mk();
	wr(0x4260, 0x12345678);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x4260), 0x345678u);
	wr(0x4f58, 7);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x4f58), 7u);
	wr(0x4f48, 4 * 3); /* HiZ write index 3, a dword, read it back at 3 */
	wr(0x4f4c, 0xabcd);
	wr(0x4f50, 4 * 3);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x4f4c), 0xabcdu);
	done();
}

SGPU_TEST(clip_codes_and_user_planes)
{
	mk();
	const uint32_t pos[8] = {fb(2), fb(0), fb(0), fb(1), fb(0), fb(0), fb(-2), fb(1)};
	vram(0x1000, pos, 8);
	wr(0x20c0, 1);
	array(0, 0x1000, 4, 4);
	element(0, PSC(3, 0, 1, 0, 0, 0), XYZW);
	wr(0x2140, 1u << 8);
	wr(0x2134, 0xffffff);
	/* UCP 1: x <= 1 (-x + 1 >= 0) */
	wr(0x2200, 1537);
	wr(0x2204, fb(-1));
	wr(0x2204, 0);
	wr(0x2204, 0);
	wr(0x2204, fb(1));
	wr(0x221c, 1u << 1);
	wr(R5XX_VAP_VF_CNTL, VF(1, 2, 2));
	SGPU_ASSERT_EQ(eng->cap[0].v[0].clip_flags, R5XX_CLIP_RIGHT | R5XX_CLIP_UCP0 << 1);
	SGPU_ASSERT_EQ(eng->cap[1].v[0].clip_flags, (uint32_t)R5XX_CLIP_NEAR);
	/* DX clip space: 0 < z; CLIP_DISABLE */
	r5xx_3d_capture_clear(eng);
	wr(0x2080, 1u << 22);
	wr(0x221c, 1u << 16);
	wr(R5XX_VAP_VF_CNTL, VF(1, 2, 2));
	SGPU_ASSERT_EQ(eng->cap[1].v[0].clip_flags, 0u);
	done();
}

/* ------------------------------------------------- decode --pm4 of uploads */

static char dis_buf[4096];
static size_t dis_len;

static void dis_line(void *user, const char *line)
{
	(void)user;
	int n = snprintf(dis_buf + dis_len, sizeof(dis_buf) - dis_len, "%s\n", line);
	if (n > 0 && (size_t)n < sizeof(dis_buf) - dis_len)
		dis_len += (size_t)n;
}

SGPU_TEST(pm4_decode_shows_pvs_uploads)
{
	/* INDX 1023: two instructions, the second at 0 (the code wraps); the
	 * last constant and the first (the constants wrap); a clip plane */
	const uint32_t w[] = {0x00008880, 1023,       0x00078882, 0x00f00203, 0x00d10001,
	                      0x01248001, 0x01248001, 0x00f02203, 0x00d10021, 0x01248021,
	                      0x01248021, 0x00008880, 1024 + 255, 0x00078881, 0x3f800000,
	                      0,          0,          0x40000000, 0xbf800000, 0,
	                      0,          0,          0x00008880, 1537,       0x00038881,
	                      0x3f000000, 0,          0,          0};
	dis_len = 0;
	dis_buf[0] = 0;
	SGPU_ASSERT_EQ(r5xx_pm4_disasm(w, sizeof(w) / 4, 0, dis_line, NULL), 0u);
	SGPU_ASSERT_STR_CONTAINS(dis_buf, "      PVS code 1023: add $o0 xyzw $i0 x y z w $i0 zero "
	                                  "zero zero zero $i0 zero zero zero zero\n");
	SGPU_ASSERT_STR_CONTAINS(dis_buf, "      PVS code 0: add $o1 xyzw $i1 x y z w");
	SGPU_ASSERT_STR_CONTAINS(dis_buf, "      PVS constant 255: (1, 0, 0, 2)\n");
	SGPU_ASSERT_STR_CONTAINS(dis_buf, "      PVS constant 0: (-1, 0, 0, 0)\n");
	SGPU_ASSERT_STR_CONTAINS(dis_buf, "      PVS clip 1: (0.5, 0, 0, 0)\n");
}

/* ------------------------------------------------- fast PVS, whole draws */

#define DIFF_VRAM (1u << 21)
#define DIFF_CB 0x100000u

struct dctx {
	sgpu_device *d;
	struct r5xx_3d_engine *e;
	char logs[1 << 14];
	size_t n;
};

static void dlog(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	struct dctx *c = user;
	(void)cat;
	if (level == SGPU_LOG_DEBUG)
		return;
	int k = snprintf(c->logs + c->n, sizeof(c->logs) - c->n, "%d %s\n", (int)level, msg);
	if (k > 0 && (size_t)k < sizeof(c->logs) - c->n)
		c->n += (size_t)k;
}

static void dwr(struct dctx *c, uint32_t a, uint32_t v)
{
	sgpu_mmio_wr32(c->d, a, v);
}

/* An r520 with a 32x32 ARGB8888 target whose fragment program writes the
 * interpolated colour 0 (the setup of test_r5xx_frag.c). */
static bool dsetup(struct dctx *c, bool fast)
{
	struct sgpu_device_config cfg = {.vram_size = DIFF_VRAM, .sysmem_size = 1u << 16};
	c->n = 0;
	c->logs[0] = 0;
	if (sgpu_device_create("r520", &cfg, &c->d) != SGPU_OK)
		return false;
	sgpu_set_log_callback(c->d, dlog, c);
	sgpu_set_log_filter(c->d, "r3d");
	c->e = r5xx_3d_engine_of(sgpu_dev_unit(c->d, "R3D"));
	c->e->pvs_fast = fast;
	static const uint32_t regs[][2] = {
	        {0x4018, 1},
	        {0x4010, 0x66666666u},
	        {0x4014, 0x66666666u},
	        {0x43a8, 0x2DA49525},
	        {0x43e4, 31 | 31u << 13},
	        {0x43d0, 0xffff},
	        {0x43e8, 0xffffff},
	        {0x4278, 0xaaaa},
	        {0x4074, 0 | 1u << 6 | 62u << 12 | 63u << 18},
	        {0x4304, 0},
	        {0x4320, 0 | 1u << 4 | 1u << 5 | 0u << 12 | 1u << 16 | 0u << 18},
	        {0x46a4, 0 | 3u << 8 | 2u << 10 | 1u << 12 | 0u << 14},
	        {0x46a8, 15},
	        {0x46ac, 15},
	        {0x46b0, 15},
	        {0x4e28, DIFF_CB},
	        {0x4e38, 32 | 6u << 21},
	        {0x4e0c, 0xf},
	        {R5XX_US_FC_CTRL, R5XX_US_FC_CTRL_FULL_FC_EN},
	        {R5XX_US_PIXSIZE, 8}};
	for (unsigned i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
		dwr(c, regs[i][0], regs[i][1]);
	static uint32_t mark[32 * 32];
	for (unsigned i = 0; i < 32 * 32; i++)
		mark[i] = 0x5a5a5a5au; /* to count the pixels drawn */
	sgpu_mem_write(c->d, SGPU_SPACE_VRAM, DIFF_CB, mark, sizeof(mark));
	const char *fs =
	        "out tex_wait last rgb_src $t0 $t0 $t0 alpha_src $t0 $t0 $t0 rgb mad $t0 w0 "
	        "orgb rt0 s0 rgb s0 ooo s0 zzz alpha mad $t0 w0 oa rt0 s0 a s0 o s0 z\n";
	struct isa_asm_result r;
	if (!isa_assemble(&r500_fs_isa, 0, 0, fs, strlen(fs), "fs.s", ISA_OUT_RAW, &r))
		return false;
	dwr(c, R5XX_GA_US_VECTOR_INDEX, 0);
	for (size_t i = 0; i + 4 <= r.size; i += 4) {
		uint32_t w;
		memcpy(&w, r.data + i, 4);
		dwr(c, R5XX_GA_US_VECTOR_DATA, w);
	}
	isa_asm_result_free(&r);
	dwr(c, R5XX_US_CODE_OFFSET, 0);
	dwr(c, R5XX_US_CODE_ADDR, 0);
	dwr(c, R5XX_US_CODE_RANGE, 0);
	/* vertex state: three float4 arrays into inputs 0-2; out: position,
	 * colour 0 and texture 0; the viewport maps [-1, 1] onto the target */
	dwr(c, 0x20c0, 3);
	for (unsigned k = 0; k < 3; k++) {
		uint32_t a = 0x20c4 + 12 * (k / 2), sh = 16 * (k & 1);
		uint32_t old = r5xx_3d_reg(sgpu_dev_unit(c->d, "R3D"), a);
		dwr(c, a, (old & ~(0xffffu << sh)) | (4u | 12u << 8) << sh);
		dwr(c, 0x20c8 + 12 * (k / 2) + 4 * (k & 1), 0x10000u * (k + 1));
	}
	dwr(c, 0x2150, PSC(3, 0, 0, 0, 0, 0) | PSC(3, 1, 0, 0, 0, 0) << 16);
	dwr(c, 0x2154, PSC(3, 2, 1, 0, 0, 0));
	dwr(c, 0x21e0, XYZW | XYZW << 16);
	dwr(c, 0x21e4, XYZW);
	dwr(c, 0x2134, 0xffffff);
	dwr(c, 0x2090, 1 | 1 << 1);
	dwr(c, 0x2094, 4);
	dwr(c, 0x20b0, 0x3f | 1u << 10);
	const float vp[6] = {16, 16, -16, 16, 0.5f, 0.5f};
	for (unsigned i = 0; i < 6; i++)
		dwr(c, 0x1d98 + 4 * i, fb(vp[i]));
	return true;
}

/* The program: o0 = M * i0 (M near the identity), then n random
 * instructions that write outputs 1 and up. */
static void dprogram(struct dctx *c, const uint32_t (*code)[4], unsigned n, const uint32_t (*k)[4])
{
	dwr(c, 0x2200, 0);
	for (unsigned i = 0; i < n; i++)
		for (unsigned w = 0; w < 4; w++)
			dwr(c, 0x2204, code[i][w]);
	dwr(c, 0x22d0, (n - 1) << 20);
	dwr(c, 0x22d4, 255u << 16);
	dwr(c, 0x2200, 1024);
	for (unsigned i = 0; i < 16; i++)
		for (unsigned w = 0; w < 4; w++)
			dwr(c, 0x2208, k[i][w]);
}

static bool dsame(struct dctx *a, struct dctx *b, uint64_t seed)
{
	static uint8_t ma[DIFF_VRAM], mb[DIFF_VRAM];
	sgpu_mem_read(a->d, SGPU_SPACE_VRAM, 0, ma, DIFF_VRAM);
	sgpu_mem_read(b->d, SGPU_SPACE_VRAM, 0, mb, DIFF_VRAM);
	struct sgpu_run_result ra, rb;
	sgpu_run(a->d, 1u << 26, &ra);
	sgpu_run(b->d, 1u << 26, &rb);
	bool ok = a->e->ncap == b->e->ncap && a->e->prims == b->e->prims &&
	          !memcmp(a->e->cap, b->e->cap, a->e->ncap * sizeof(*a->e->cap)) &&
	          !memcmp(ma, mb, DIFF_VRAM) && a->n == b->n && !memcmp(a->logs, b->logs, a->n) &&
	          ra.steps == rb.steps;
	if (!ok)
		printf("seed %llu: fast and reference draws differ (prims %u/%u, steps "
		       "%llu/%llu)\n%s"
		       "--\n%s",
		       (unsigned long long)seed, a->e->ncap, b->e->ncap,
		       (unsigned long long)ra.steps, (unsigned long long)rb.steps, a->logs,
		       b->logs);
	return ok;
}

/* Random straight-line programs drawn through the whole pipeline with the
 * fast PVS on and off: the same primitives (every vertex bit), memory,
 * logs and steps; and a draw the step cap cuts in the middle of a batch
 * (its last vertex runs on the reference, short). SGPU_SEED=N for others. */
SGPU_TEST(fast_pvs_draws_match_reference)
{
	struct dctx *a = calloc(1, sizeof(*a)), *b = calloc(1, sizeof(*b));
	SGPU_ASSERT(a && b && dsetup(a, true) && dsetup(b, false));
	const char *env = getenv("SGPU_SEED");
	uint64_t base = env ? strtoull(env, NULL, 0) * 7919u : 0;
	static const unsigned prims[] = {1, 2, 4, 5, 6, 13, 15};
	for (unsigned t = 0; t < 40; t++) {
		uint64_t seed = base + t, s = seed;
		unsigned kind = t % 3 == 2 ? PVSR_SPECIAL : t % 5 == 4 ? PVSR_ANY : PVSR_PLAIN;
		struct pvsr_opts o = {.regs = 4, .out_min = 1, .wild = false};
		uint32_t code[28][4], k[16][4];
		static const char *const mvp = "dp4 $o0 x $c0 x y z w $i0 x y z w $i0 x y z w\n"
		                               "dp4 $o0 y $c1 x y z w $i0 x y z w $i0 x y z w\n"
		                               "dp4 $o0 z $c2 x y z w $i0 x y z w $i0 x y z w\n"
		                               "dp4 $o0 w $c3 x y z w $i0 x y z w $i0 x y z w\n";
		struct isa_asm_result r;
		SGPU_ASSERT(isa_assemble(&r500_vs_isa, 0, 0, mvp, strlen(mvp), "m.vs", ISA_OUT_RAW,
		                         &r));
		memcpy(code, r.data, 64);
		isa_asm_result_free(&r);
		unsigned n = 4 + 1 + pvsr_below(&s, 24);
		for (unsigned i = 4; i < n; i++)
			pvsr_insn(&s, &o, code[i]);
		for (unsigned i = 0; i < 16; i++)
			for (unsigned c = 0; c < 4; c++)
				k[i][c] =
				        i < 4 ? fb(i == c ? 1.0f + (float)pvsr_below(&s, 16) / 64.0f
				                          : (float)((int)pvsr_below(&s, 17) - 8) /
				                                    64.0f)
				              : fb(pvsr_value(&s, kind));
		/* vertex data: positions in about [-1.3, 1.3], w 1-2; the rest
		 * random */
		static uint32_t data[3][4 * 64];
		for (unsigned v = 0; v < 64; v++)
			for (unsigned c = 0; c < 4; c++) {
				data[0][4 * v + c] = fb(
				        c == 3 ? 1.0f + (float)pvsr_below(&s, 64) / 64.0f
				               : (float)((int)pvsr_below(&s, 333) - 166) / 128.0f);
				data[1][4 * v + c] = fb(pvsr_value(&s, kind));
				data[2][4 * v + c] = fb(pvsr_value(&s, kind));
			}
		unsigned prim = prims[pvsr_below(&s, 7)], nv = 1 + pvsr_below(&s, 64);
		struct dctx *both[2] = {a, b};
		for (unsigned d = 0; d < 2; d++) {
			for (unsigned k3 = 0; k3 < 3; k3++)
				sgpu_mem_write(both[d]->d, SGPU_SPACE_VRAM, 0x10000u * (k3 + 1),
				               data[k3], sizeof(data[k3]));
			dprogram(both[d], (const uint32_t(*)[4])code, n, (const uint32_t(*)[4])k);
			r5xx_3d_capture_clear(both[d]->e);
			both[d]->n = 0;
			dwr(both[d], R5XX_VAP_VF_CNTL, VF(prim, 2, nv));
		}
		if (!dsame(a, b, seed))
			SGPU_ASSERT(false);
		/* new constants alone (the fast PVS reloads them without a
		 * compile), the same draw again */
		for (unsigned i = 4; i < 16; i++)
			for (unsigned c = 0; c < 4; c++)
				k[i][c] = fb(pvsr_value(&s, kind));
		for (unsigned d = 0; d < 2; d++) {
			dwr(both[d], 0x2200, 1024 + 4);
			for (unsigned i = 4; i < 16; i++)
				for (unsigned c = 0; c < 4; c++)
					dwr(both[d], 0x2208, k[i][c]);
			r5xx_3d_capture_clear(both[d]->e);
			both[d]->n = 0;
			dwr(both[d], R5XX_VAP_VF_CNTL, VF(prim, 2, nv));
		}
		if (!dsame(a, b, seed))
			SGPU_ASSERT(false);
	}
	/* the draws reached the target */
	uint32_t cb[32 * 32];
	unsigned lit = 0;
	sgpu_mem_read(a->d, SGPU_SPACE_VRAM, DIFF_CB, cb, sizeof(cb));
	for (unsigned i = 0; i < 32 * 32; i++)
		lit += cb[i] != 0x5a5a5a5au;
	SGPU_ASSERT(lit > 100);
	/* the step cap, lowered to 150 * 100 + 8 steps: with 142
	 * instructions and 8 steps a vertex, vertex 100 (lane 4 of its batch)
	 * starts with 8 steps left: it runs short on the reference */
	uint64_t s = base;
	uint32_t code[142][4], k[16][4] = {{0}};
	struct pvsr_opts o = {.regs = 4, .out_min = 0, .wild = false};
	for (unsigned i = 0; i < 142; i++)
		pvsr_insn(&s, &o, code[i]);
	for (unsigned d = 0; d < 2; d++) {
		struct dctx *c = d ? b : a;
		c->e->raster = false;
		c->e->vap_draw_steps = 150 * 100 + 8;
		dprogram(c, (const uint32_t(*)[4])code, 142, (const uint32_t(*)[4])k);
		r5xx_3d_capture_clear(c->e);
		c->n = 0;
		dwr(c, R5XX_VAP_VF_CNTL, VF(1, 2, 200));
	}
	SGPU_ASSERT(dsame(a, b, 0));
	SGPU_ASSERT_STR_CONTAINS(a->logs, "vertices 101 and on dropped");
	/* a vertex limit below the program's length: each vertex stops after
	 * 100 instructions (the fast device takes the reference) */
	for (unsigned d = 0; d < 2; d++) {
		struct dctx *c = d ? b : a;
		c->e->vap_draw_steps = R5XX_VAP_DRAW_STEPS;
		c->e->pvs_vtx_steps = 100;
		r5xx_3d_capture_clear(c->e);
		c->n = 0;
		dwr(c, R5XX_VAP_VF_CNTL, VF(1, 2, 40));
	}
	SGPU_ASSERT(dsame(a, b, 0));
	const char *flags = strstr(a->logs, "PVS flags 0x");
	SGPU_ASSERT(flags && strtoul(flags + 10, NULL, 16) & R5XX_PVS_E_BUDGET);
	SGPU_ASSERT_EQ(a->e->prims, 40u);
	sgpu_device_destroy(a->d);
	sgpu_device_destroy(b->d);
	free(a);
	free(b);
}

/* A triangle strip provokes in strip order: its odd triangle (v1, v2, v3)
 * reaches setup as (v2, v1, v3) for its winding, but PROVOKING_VERTEX
 * "first" still selects v1, GL's first-vertex convention, which Mesa asks
 * with FIRST for strips (r300_provoking_vertex_fixes; piglit clipflat
 * passes on an RV530). Flat colour 2 = (0, 0.5, 1, 0.25) red per vertex,
 * out = 0.5 * t0: the odd triangle shows 0.5 * 0.5. */
SGPU_TEST(strip_odd_triangle_provokes_in_strip_order)
{
	unsigned got[2];
	for (unsigned pv = 0; pv < 2; pv++) {
		mk();
		wr(0x2140, 1u << 8); /* bypass */
		wr(0x2090, 1 | 2 | 4 | 8);
		wr(0x2094, 0);
		wr(0x2218, 0);
		for (unsigned e = 0; e < 4; e++)
			element(e, PSC(3, e, e == 3, 0, 0, 0), XYZW);
		wr(0x221c, 1u << 16);                      /* CLIP_DISABLE */
		wr(0x4278, 0x5555 | (pv ? 3u : 0u) << 16); /* flat; first or last */
		wr(0x4018, 1);
		wr(0x4010, 0x66666666u);
		wr(0x4014, 0x66666666u);
		wr(0x43a8, 0x2DA49525);
		wr(0x43e4, 31 | 31 << 13);
		wr(0x43d0, 0xffff);
		wr(0x43e8, 0xffffff);
		wr(0x4074, 2u << 24);
		wr(0x4304, 0);
		wr(0x4320, 1u << 16);
		wr(0x46a4, 0 | 3u << 8 | 2u << 10 | 1u << 12 | 0u << 14);
		for (unsigned t = 1; t < 4; t++)
			wr(0x46a4 + 4 * t, 15);
		wr(0x4e28, 0x80000);
		wr(0x4e38, 32 | 6u << 21);
		wr(0x4e0c, 0xf);
		wr(R5XX_US_FC_CTRL, 0);
		wr(R5XX_US_PIXSIZE, 8);
		static const uint32_t prog[6] = {0x00078105, 0,          0,
		                                 0x00b68220, 0x00c0c000, 0x20490000};
		wr(R5XX_GA_US_VECTOR_INDEX, 0);
		for (unsigned i = 0; i < 6; i++)
			wr(R5XX_GA_US_VECTOR_INDEX + 4, prog[i]);
		wr(R5XX_US_CODE_OFFSET, 0);
		wr(R5XX_US_CODE_ADDR, 0);
		wr(R5XX_US_CODE_RANGE, 0);
		const float pos[4][2] = {{0, 0}, {0, 32}, {32, 0}, {32, 32}};
		const float red[4] = {0, 0.5f, 1.0f, 0.25f};
		wr(0x20b4, 16);
		wr(R5XX_VAP_VF_CNTL, VF(6, 3, 4)); /* triangle strip, 4 vertices */
		for (unsigned v = 0; v < 4; v++) {
			const float d[16] = {pos[v][0], pos[v][1], 0, 1, 1,      1, 1, 1,
			                     0,         0,         0, 1, red[v], 0, 0, 1};
			for (unsigned k = 0; k < 16; k++)
				wr(0x2000 + 4 * k, fb(d[k]));
		}
		uint32_t p = 0; /* (28, 28): inside the odd triangle */
		sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x80000 + (28 * 32 + 28) * 4, &p, 4);
		done();
		got[pv] = p >> 16 & 255;
	}
	SGPU_ASSERT_MSG(got[0] >= 63 && got[0] <= 64, "first: %u", got[0]); /* v1: 0.5 */
	SGPU_ASSERT_MSG(got[1] >= 31 && got[1] <= 32, "last: %u", got[1]);  /* v3: 0.25 */
}
