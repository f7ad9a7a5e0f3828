/* MAXWELL_DMA_COPY_A 0xB0B5 (src/nv/maxwell/dma_copy.c) on direct method
 * calls: 1D and multi-line pitch copies, pitch <-> block-linear and
 * block-linear <-> block-linear with origins and clipping, component
 * remap and constant fills, semaphores, the error paths, round trips of
 * every geometry against an independent swizzle, and the fast path
 * against the reference (clb0b5.h; docs/hw/maxwell.md, "DMA copy"). */
#include <stdlib.h>
#include <string.h>

#include "core/device.h"
#include "harness.h"
#include "nv/maxwell/blocklinear.h"
#include "nv/maxwell/dma_copy.h"
#include "nv/mmu/surface.h"
#include "softgpu/softgpu.h"

#define GR_INTR 0x400100
#define GR_DATA_ERROR 0x400110
#define GR_FIFO_ACCESS 0x400500

enum {
	SEM_A = 0x240,
	SEM_B = 0x244,
	SEM_PAYLOAD = 0x248,
	LAUNCH = 0x300,
	IN_HI = 0x400,
	IN_LO = 0x404,
	OUT_HI = 0x408,
	OUT_LO = 0x40c,
	PITCH_IN = 0x410,
	PITCH_OUT = 0x414,
	LINE_LEN = 0x418,
	LINE_COUNT = 0x41c,
	CONST_A = 0x700,
	CONST_B = 0x704,
	REMAP = 0x708,
	DST_BLOCK = 0x70c,
	DST_W = 0x710,
	DST_H = 0x714,
	DST_D = 0x718,
	DST_LAYER = 0x71c,
	DST_ORIGIN = 0x720,
	SRC_BLOCK = 0x728,
	SRC_W = 0x72c,
	SRC_H = 0x730,
	SRC_D = 0x734,
	SRC_LAYER = 0x738,
	SRC_ORIGIN = 0x73c,
};

/* LAUNCH_DMA: NON_PIPELINED, and the layouts */
#define L_COPY 2u
#define L_SRC_PITCH (1u << 7)
#define L_DST_PITCH (1u << 8)
#define L_MULTI (1u << 9)
#define L_REMAP (1u << 10)
#define FERMI8 0x1000u

static unsigned guest_errors;

static void capture(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	(void)cat;
	(void)msg;
	if (level == SGPU_LOG_GUEST_ERROR)
		guest_errors++;
}

static sgpu_device *new_dev(struct sgpu_unit **gr)
{
	struct sgpu_device_config cfg = {.vram_size = 16u << 20, .sysmem_size = 1u << 20};
	sgpu_device *d = NULL;
	if (sgpu_device_create("gm20b", &cfg, &d) != SGPU_OK)
		return NULL;
	sgpu_set_log_callback(d, capture, NULL);
	*gr = sgpu_dev_unit(d, "PGRAPH");
	mxw_gr_call(*gr, NULL, 2, 4, 0, 0xb0b5);
	return d;
}

static sgpu_device *dev;
static struct sgpu_unit *gr;

static bool setup(void)
{
	guest_errors = 0;
	mxw_dma_copy_set_fast(true);
	dev = new_dev(&gr);
	return dev && gr;
}

static enum nv_engine_status m(uint32_t mthd, uint32_t data)
{
	return mxw_gr_call(gr, NULL, 2, 4, mthd, data);
}

/* LAUNCH_DMA until it is taken (a big copy is handed back in parts). */
static void launch(uint32_t data)
{
	for (int i = 0; i < 1000 && m(LAUNCH, data) == NV_ENGINE_STALLED; i++)
		;
}

static void wr(uint64_t a, const void *p, size_t n)
{
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, a, p, n);
}

static void rd(uint64_t a, void *p, size_t n)
{
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, a, p, n);
}

static uint8_t rd8(uint64_t a)
{
	uint8_t v = 0;
	rd(a, &v, 1);
	return v;
}

static uint32_t rd32(uint64_t a)
{
	uint32_t v = 0;
	rd(a, &v, 4);
	return v;
}

static void pattern(uint64_t a, size_t n, uint32_t seed)
{
	uint8_t *b = malloc(n);
	for (size_t i = 0; i < n; i++) {
		seed = seed * 1103515245u + 12345u;
		b[i] = (uint8_t)(seed >> 16);
	}
	wr(a, b, n);
	free(b);
}

static void io(uint64_t in, uint64_t out)
{
	m(IN_HI, (uint32_t)(in >> 32));
	m(IN_LO, (uint32_t)in);
	m(OUT_HI, (uint32_t)(out >> 32));
	m(OUT_LO, (uint32_t)out);
}

static void dst_bl(uint32_t block, uint32_t w, uint32_t h, uint32_t d, uint32_t layer, uint32_t x,
                   uint32_t y)
{
	m(DST_BLOCK, block);
	m(DST_W, w);
	m(DST_H, h);
	m(DST_D, d);
	m(DST_LAYER, layer);
	m(DST_ORIGIN, y << 16 | x);
}

static void src_bl(uint32_t block, uint32_t w, uint32_t h, uint32_t d, uint32_t layer, uint32_t x,
                   uint32_t y)
{
	m(SRC_BLOCK, block);
	m(SRC_W, w);
	m(SRC_H, h);
	m(SRC_D, d);
	m(SRC_LAYER, layer);
	m(SRC_ORIGIN, y << 16 | x);
}

SGPU_TEST(pitch_1d_and_multi_line)
{
	SGPU_ASSERT(setup());
	pattern(0x100000, 0x1000, 1);
	io(0x100000, 0x200000);
	m(LINE_LEN, 1000);
	m(LINE_COUNT, 7); /* ignored without MULTI_LINE */
	launch(L_COPY | L_SRC_PITCH | L_DST_PITCH);
	uint8_t a[1001], b[1001];
	rd(0x100000, a, 1001);
	rd(0x200000, b, 1001);
	SGPU_ASSERT_MEM_EQ(a, b, 1000);
	SGPU_ASSERT_EQ(b[1000], 0);
	/* 5 lines of 37 bytes, pitch 100 in, 64 out */
	io(0x100000, 0x300000);
	m(PITCH_IN, 100);
	m(PITCH_OUT, 64);
	m(LINE_LEN, 37);
	m(LINE_COUNT, 5);
	launch(L_COPY | L_SRC_PITCH | L_DST_PITCH | L_MULTI);
	for (unsigned y = 0; y < 5; y++)
		for (unsigned x = 0; x < 64; x++)
			SGPU_ASSERT_EQ(rd8(0x300000 + y * 64 + x),
			               x < 37 ? rd8(0x100000 + y * 100 + x) : 0);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(pitch_to_block_linear_and_back_with_origins)
{
	SGPU_ASSERT(setup());
	/* 300 x 70 bytes at (17, 9) of a 512 x 100 x 3 surface, layer 2, block 4 GOBs high */
	struct nv_bl_geom g = {512, 100, 3, 0, 2, 0};
	pattern(0x100000, 300 * 70, 2);
	io(0x100000, 0x400000);
	m(PITCH_IN, 300);
	m(LINE_LEN, 300);
	m(LINE_COUNT, 70);
	dst_bl(FERMI8 | 0x20, 512, 100, 3, 2, 17, 9);
	launch(L_COPY | L_SRC_PITCH | L_MULTI);
	for (unsigned y = 0; y < 70; y += 3)
		for (unsigned x = 0; x < 300; x += 7)
			SGPU_ASSERT_EQ(rd8(0x400000 + nv_bl_offset(&g, 17 + x, 9 + y, 2)),
			               rd8(0x100000 + y * 300 + x));
	SGPU_ASSERT_EQ(rd8(0x400000 + nv_bl_offset(&g, 16, 9, 2)), 0);
	/* back to pitch */
	io(0x400000, 0x600000);
	src_bl(FERMI8 | 0x20, 512, 100, 3, 2, 17, 9);
	m(PITCH_OUT, 300);
	launch(L_COPY | L_DST_PITCH | L_MULTI);
	uint8_t *a = malloc(300 * 70), *b = malloc(300 * 70);
	rd(0x100000, a, 300 * 70);
	rd(0x600000, b, 300 * 70);
	SGPU_ASSERT_MEM_EQ(a, b, 300 * 70);
	free(a);
	free(b);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(block_linear_to_block_linear_clipped)
{
	SGPU_ASSERT(setup());
	struct nv_bl_geom gs = {256, 64, 1, 0, 3, 0}, gd = {128, 32, 2, 0, 1, 1};
	pattern(0x100000, nv_bl_size(&gs), 3);
	io(0x100000, 0x200000);
	src_bl(FERMI8 | 0x30, 256, 64, 1, 0, 200, 10);
	dst_bl(FERMI8 | 0x110, 128, 32, 2, 1, 100, 20);
	m(LINE_LEN, 50);   /* src clips at 56, dst at 28 bytes */
	m(LINE_COUNT, 30); /* dst clips at 12 lines */
	launch(L_COPY | L_MULTI);
	for (unsigned y = 0; y < 32; y++)
		for (unsigned x = 0; x < 128; x++) {
			bool in = x >= 100 && y >= 20;
			uint8_t want = in ? rd8(0x100000 +
			                        nv_bl_offset(&gs, x - 100 + 200, y - 20 + 10, 0))
			                  : 0;
			SGPU_ASSERT_MSG(rd8(0x200000 + nv_bl_offset(&gd, x, y, 1)) == want,
			                "(%u,%u)", x, y);
		}
	/* slice 0 untouched */
	for (unsigned i = 0; i < 128 * 32; i += 5)
		SGPU_ASSERT_EQ(rd8(0x200000 + nv_bl_offset(&gd, i % 128, i / 128, 0)), 0);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(remap_swap_constants_and_no_write)
{
	SGPU_ASSERT(setup());
	/* RGBA8 -> components: dst X = src Z, Y = CONST_A, Z = NO_WRITE, W = src X */
	uint8_t src[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16};
	uint8_t dst[16];
	memset(dst, 0xee, 16);
	wr(0x100000, src, 16);
	wr(0x200000, dst, 16);
	io(0x100000, 0x200000);
	m(CONST_A, 0x99);
	m(REMAP, 2 | 4 << 4 | 6 << 8 | 0 << 12 | 0 << 16 | 3 << 20 | 3 << 24);
	m(LINE_LEN, 4); /* elements */
	launch(L_COPY | L_SRC_PITCH | L_DST_PITCH | L_REMAP);
	rd(0x200000, dst, 16);
	static const uint8_t want[16] = {3,  0x99, 0xee, 1, 7,  0x99, 0xee, 5,
	                                 11, 0x99, 0xee, 9, 15, 0x99, 0xee, 13};
	SGPU_ASSERT_MEM_EQ(dst, want, 16);
	/* component size 3 (RGB of 24-bit words), 2 src -> 3 dst with CONST_B */
	uint8_t s3[12] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12};
	wr(0x100000, s3, 12);
	m(CONST_B, 0xa1b2c3d4);
	m(REMAP, 1 | 0 << 4 | 5 << 8 | 2 << 16 | 1 << 20 | 2 << 24);
	m(LINE_LEN, 2);
	launch(L_COPY | L_SRC_PITCH | L_DST_PITCH | L_REMAP);
	uint8_t d3[18];
	rd(0x200000, d3, 18);
	static const uint8_t want3[18] = {4,  5,  6,  1, 2, 3, 0xd4, 0xc3, 0xb2,
	                                  10, 11, 12, 7, 8, 9, 0xd4, 0xc3, 0xb2};
	SGPU_ASSERT_MEM_EQ(d3, want3, 18);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(constant_fill_reads_no_source)
{
	SGPU_ASSERT(setup());
	/* a 4-byte fill of a block-linear surface; the source is unmapped
	 * (past VRAM): not read, so no fault */
	struct nv_bl_geom g = {64 * 4, 16, 1, 0, 1, 0};
	io(0x7f000000, 0x100000);
	m(CONST_A, 0x11223344);
	m(REMAP, 4 | 3 << 16 | 0 << 20 | 0 << 24); /* one 4-byte component */
	dst_bl(FERMI8 | 0x10, 64, 16, 1, 0, 0, 0); /* width in elements with remap */
	m(LINE_LEN, 64);
	m(LINE_COUNT, 16);
	launch(L_COPY | L_SRC_PITCH | L_MULTI | L_REMAP);
	for (unsigned y = 0; y < 16; y++)
		for (unsigned x = 0; x < 256; x++)
			SGPU_ASSERT_EQ(rd8(0x100000 + nv_bl_offset(&g, x, y, 0)),
			               (uint8_t)(0x11223344u >> (8 * (x % 4))));
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(semaphores_and_interrupt_flags)
{
	SGPU_ASSERT(setup());
	m(SEM_A, 0);
	m(SEM_B, 0x10000);
	m(SEM_PAYLOAD, 0x55);
	/* no transfer, one-word semaphore, flush, non-blocking interrupt */
	launch(1u << 3 | 1u << 2 | 2u << 5);
	SGPU_ASSERT_EQ(rd32(0x10000), 0x55u);
	SGPU_ASSERT_EQ(rd32(0x10004), 0u);
	/* four words after a copy: payload, 0, the time */
	uint32_t junk = 0xffffffff;
	wr(0x10014, &junk, 4);
	m(SEM_B, 0x10010);
	m(SEM_PAYLOAD, 0x66);
	io(0x100000, 0x200000);
	m(LINE_LEN, 16);
	launch(L_COPY | L_SRC_PITCH | L_DST_PITCH | 2u << 3);
	SGPU_ASSERT_EQ(rd32(0x10010), 0x66u);
	SGPU_ASSERT_EQ(rd32(0x10014), 0u);
	/* reductions: IADD, unsigned IMIN, INC, FADD */
	m(SEM_B, 0x10000);
	m(SEM_PAYLOAD, 5);
	launch(1u << 3 | 5u << 14 | 1u << 19);
	SGPU_ASSERT_EQ(rd32(0x10000), 0x5au);
	m(SEM_PAYLOAD, 0xfffffff0);
	launch(1u << 3 | 0u << 14 | 1u << 18 | 1u << 19);
	SGPU_ASSERT_EQ(rd32(0x10000), 0x5au);
	launch(1u << 3 | 0u << 14 | 1u << 19); /* signed: -16 is less */
	SGPU_ASSERT_EQ(rd32(0x10000), 0xfffffff0u);
	float f = 1.5f, g = 2.25f;
	uint32_t fv, gv;
	memcpy(&fv, &f, 4);
	memcpy(&gv, &g, 4);
	wr(0x10000, &fv, 4);
	m(SEM_PAYLOAD, gv);
	launch(1u << 3 | 0xau << 14 | 1u << 19);
	uint32_t r = rd32(0x10000);
	float rf;
	memcpy(&rf, &r, 4);
	SGPU_ASSERT(rf == 3.75f);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(error_cases)
{
	SGPU_ASSERT(setup());
	/* SEMAPHORE_TYPE 3 */
	m(LAUNCH, 3u << 3);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_INTR), 1u << 20);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_DATA_ERROR), 5u);
	SGPU_ASSERT_EQ(m(LINE_LEN, 1), NV_ENGINE_STALLED);
	sgpu_mmio_wr32(dev, GR_INTR, 0xffffffff);
	sgpu_mmio_wr32(dev, GR_FIFO_ACCESS, 0x10001);
	/* a layer past the depth */
	io(0x100000, 0x200000);
	m(LINE_LEN, 1);
	dst_bl(FERMI8, 64, 8, 2, 2, 0, 0);
	m(LAUNCH, L_COPY | L_SRC_PITCH);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_DATA_ERROR), 4u);
	sgpu_mmio_wr32(dev, GR_INTR, 0xffffffff);
	sgpu_mmio_wr32(dev, GR_FIFO_ACCESS, 0x10001);
	/* QUARTER_GOB */
	dst_bl(FERMI8 | 0xe, 64, 8, 1, 0, 0, 0);
	m(LAUNCH, L_COPY | L_SRC_PITCH);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_INTR), 1u << 20);
	sgpu_mmio_wr32(dev, GR_INTR, 0xffffffff);
	sgpu_mmio_wr32(dev, GR_FIFO_ACCESS, 0x10001);
	/* remap source 7 */
	m(REMAP, 7);
	m(LAUNCH, L_COPY | L_SRC_PITCH | L_DST_PITCH | L_REMAP);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_DATA_ERROR), 5u);
	sgpu_mmio_wr32(dev, GR_INTR, 0xffffffff);
	sgpu_mmio_wr32(dev, GR_FIFO_ACCESS, 0x10001);
	/* not a method of the class */
	m(0x500, 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_INTR), 1u << 4);
	sgpu_mmio_wr32(dev, GR_INTR, 0xffffffff);
	sgpu_mmio_wr32(dev, GR_FIFO_ACCESS, 0x10001);
	SGPU_ASSERT_EQ(guest_errors, 5u);
	/* a fault ends the copy: no semaphore */
	io(0x100000, 0x7f000000);
	m(SEM_B, 0x10000);
	m(SEM_PAYLOAD, 1);
	m(LINE_LEN, 64);
	m(LAUNCH, L_COPY | L_SRC_PITCH | L_DST_PITCH | 1u << 3);
	SGPU_ASSERT_EQ(rd32(0x10000), 0u);
	SGPU_ASSERT_EQ(guest_errors, 7u); /* the fault and the stop */
	sgpu_device_destroy(dev);
}

/* A big copy is handed back in parts (each bounded), then finishes. */
SGPU_TEST(big_copy_in_bounded_parts)
{
	SGPU_ASSERT(setup());
	pattern(0x000000, 0x10, 4);
	io(0x0, 0x100000);
	m(PITCH_IN, 0);
	m(PITCH_OUT, 0);
	m(LINE_LEN, 16);
	m(LINE_COUNT, 200000); /* 3.2 MB of work over the same 16 bytes */
	m(SEM_B, 0x10000);
	m(SEM_PAYLOAD, 9);
	unsigned calls = 1;
	while (m(LAUNCH, L_COPY | L_SRC_PITCH | L_DST_PITCH | L_MULTI | 1u << 3) ==
	       NV_ENGINE_STALLED)
		calls++;
	SGPU_ASSERT(calls >= 3);
	SGPU_ASSERT_EQ(rd32(0x10000), 9u);
	SGPU_ASSERT_EQ(rd32(0x100000), rd32(0));
	sgpu_device_destroy(dev);
}

/* ---- round trips of every geometry against an independent swizzle ----
 * The destination byte of (x, y, z) computed the way emulators write it:
 * GOB address from the GOB's column/row/slice, then the Tegra sector
 * formula; written here without the nv_bl_* helpers. */
static uint64_t indep(uint32_t wbytes, uint32_t h, unsigned bh, unsigned bd, uint32_t x, uint32_t y,
                      uint32_t z)
{
	uint32_t gobs_x = (wbytes + 63) / 64;
	uint32_t rows_per_block = 8u << bh, slices = 1u << bd;
	uint32_t blocks_y = (h + rows_per_block - 1) / rows_per_block;
	uint64_t block_size = 512ull << (bh + bd);
	uint64_t block = (uint64_t)(z / slices) * blocks_y * gobs_x +
	                 (uint64_t)(y / rows_per_block) * gobs_x + x / 64;
	uint64_t gob_in_block = (uint64_t)(z % slices) * (1u << bh) + (y % rows_per_block) / 8;
	uint32_t xi = x % 64, yi = y % 8;
	uint32_t in = ((xi >> 5) << 8) | ((yi >> 1) << 6) | (((xi >> 4) & 1) << 5) |
	              ((yi & 1) << 4) | (xi & 15);
	return block * block_size + gob_in_block * 512 + in;
}

SGPU_TEST(round_trip_every_geometry)
{
	SGPU_ASSERT(setup());
	uint32_t seed = 77;
	static const unsigned bpps[] = {1, 2, 3, 4, 6, 8, 12, 16};
	for (unsigned bi = 0; bi < sizeof(bpps) / sizeof(bpps[0]); bi++)
		for (unsigned bh = 0; bh <= 5; bh++)
			for (unsigned bd = 0; bd <= 2; bd++) {
				unsigned bpp = bpps[bi];
				unsigned cs = bpp % 4 == 0   ? 4
				              : bpp % 3 == 0 ? 3
				              : bpp % 2 == 0 ? 2
				                             : 1;
				if (bpp / cs > 4)
					cs = 4;
				unsigned nc = bpp / cs;
				seed = seed * 1664525u + 1013904223u;
				uint32_t w = 1 + (seed >> 8) % 90, h = 1 + (seed >> 16) % 70;
				uint32_t d = 1u << bd, z = (seed >> 4) % d;
				/* a mip level: auto-sized block like a texture level */
				struct nv_bl_geom g = {w * bpp, h, d, 0, bh, bd};
				if (seed & 1)
					nv_bl_autosize(&g);
				size_t n = (size_t)w * bpp * h;
				pattern(0x100000, n, seed);
				uint8_t zero[65536] = {0};
				for (uint64_t a = 0; a < 0x100000; a += sizeof(zero))
					wr(0x400000 + a, zero, sizeof(zero));
				uint32_t remap =
				        0x3210 | (cs - 1) << 16 | (nc - 1) << 20 | (nc - 1) << 24;
				io(0x100000, 0x400000);
				m(REMAP, remap);
				m(PITCH_IN, w * bpp);
				m(LINE_LEN, w);
				m(LINE_COUNT, h);
				dst_bl(FERMI8 | g.log2_bh << 4 | g.log2_bd << 8, w, h, d, z, 0, 0);
				launch(L_COPY | L_SRC_PITCH | L_MULTI | L_REMAP);
				for (uint32_t i = 0; i < 400; i++) {
					seed = seed * 1664525u + 1013904223u;
					uint32_t x = (seed >> 8) % (w * bpp), y = (seed >> 20) % h;
					uint64_t a =
					        indep(w * bpp, h, g.log2_bh, g.log2_bd, x, y, z);
					SGPU_ASSERT_MSG(
					        rd8(0x400000 + a) ==
					                rd8(0x100000 + (uint64_t)y * w * bpp + x),
					        "bpp %u bh %u bd %u (%u,%u,%u)", bpp, bh, bd, x, y,
					        z);
				}
				/* and back */
				io(0x400000, 0x700000);
				m(PITCH_OUT, w * bpp);
				src_bl(FERMI8 | g.log2_bh << 4 | g.log2_bd << 8, w, h, d, z, 0, 0);
				launch(L_COPY | L_DST_PITCH | L_MULTI | L_REMAP);
				uint8_t *a = malloc(n), *b = malloc(n);
				rd(0x100000, a, n);
				rd(0x700000, b, n);
				SGPU_ASSERT_MSG(memcmp(a, b, n) == 0,
				                "round trip bpp %u bh %u bd %u", bpp, bh, bd);
				free(a);
				free(b);
			}
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

/* ---- the fast path against the reference, seeded ---- */
static void random_copy(uint32_t seed, bool fast, uint8_t *out, size_t out_n)
{
	mxw_dma_copy_set_fast(fast);
	dev = new_dev(&gr);
	uint32_t s = seed;
#define R() (s = s * 1664525u + 1013904223u, s >> 8)
	pattern(0x100000, 0x100000, seed);
	uint32_t w = 1 + R() % 700, h = 1 + R() % 200, d = 1 + R() % 4;
	unsigned bh = R() % 6, bd = R() % 3;
	uint32_t ox = R() % 64, oy = R() % 16, z = R() % d;
	uint32_t len = 1 + R() % (w + 64), lines = 1 + R() % (h + 16);
	bool remap = R() % 2;
	uint32_t pitch = len + R() % 64;
	unsigned mode = R() % 3; /* to block-linear, from it, pitch to pitch */
	bool from_bl = mode == 1;
	uint32_t poff = R() % 256;
	uint32_t overlap = R() % 4 == 0 ? R() % 64 : 0; /* a pitch destination inside the source */
	uint32_t bl = FERMI8 | bh << 4 | bd << 8, ew = remap ? (w + 3) / 4 : w,
	         eox = remap ? ox / 4 : ox;
	m(LINE_LEN, remap ? (len + 3) / 4 : len);
	m(LINE_COUNT, lines);
	if (remap)
		m(REMAP, 0x3210 | 0 << 16 | 3 << 20 | 3 << 24);
	if (mode == 2) {
		io(0x100000 + poff, overlap ? 0x100000 + poff + overlap : 0x400000);
		m(PITCH_IN, pitch);
		m(PITCH_OUT, pitch + R() % 8);
		launch(L_COPY | L_SRC_PITCH | L_DST_PITCH | L_MULTI | (remap ? L_REMAP : 0) |
		       1u << 3);
	} else if (from_bl) {
		/* block-linear at 0x100000 to pitch at 0x400000 */
		io(0x100000, 0x400000 + poff);
		m(PITCH_OUT, pitch);
		src_bl(bl, ew, h, d, z, eox, oy);
		launch(L_COPY | L_DST_PITCH | L_MULTI | (remap ? L_REMAP : 0) | 1u << 3);
	} else {
		io(0x100000 + poff, 0x400000);
		m(PITCH_IN, pitch);
		dst_bl(bl, ew, h, d, z, eox, oy);
		launch(L_COPY | L_SRC_PITCH | L_MULTI | (remap ? L_REMAP : 0) | 1u << 3);
	}
#undef R
	rd(0x100000, out, out_n);
	sgpu_device_destroy(dev);
}

SGPU_TEST(fast_path_matches_reference)
{
	const char *env = getenv("SGPU_SEED");
	uint32_t base = env ? (uint32_t)strtoul(env, NULL, 0) : 1;
	size_t n = 0x400000;
	uint8_t *a = malloc(n), *b = malloc(n);
	for (uint32_t seed = base; seed < base + 40; seed++) {
		guest_errors = 0;
		random_copy(seed, true, a, n);
		random_copy(seed, false, b, n);
		SGPU_ASSERT_MSG(memcmp(a, b, n) == 0, "seed %u", seed);
		SGPU_ASSERT_MSG(guest_errors == 0, "seed %u", seed);
	}
	mxw_dma_copy_set_fast(true);
	free(a);
	free(b);
}

/* The same through page tables: 4 KiB pages of the pitch (0) or
 * GENERIC_16BX2 (0xfe) kind at random, some destination pages unmapped
 * (the first fault ends the copy): memory, logs and the fault record
 * must agree. */
#define PDB 0x10000u
#define SPT 0x20000u

static void vm_map(uint64_t va, uint64_t pa, uint8_t kind, bool valid)
{
	uint32_t w[2] = {valid ? (uint32_t)(pa >> 8) | 1 : 0, (uint32_t)kind << 4};
	wr(SPT + 8 * (va >> 12), w, 8);
}

/* An address space of one page table (SPT) under PDB; vm_map fills it. */
static struct gf100_vmctx vm_space(void)
{
	uint32_t pde[2] = {0, 1 | SPT >> 8};
	wr(PDB, pde, 8);
	return (struct gf100_vmctx){.big_shift = 17, .pdb_aper = GF100_APER_VID, .pdb = PDB};
}

/* Methods {mthd, data} through address space vm. */
static void vm_calls(const struct gf100_vmctx *vm, const uint32_t (*seq)[2], size_t n)
{
	for (size_t i = 0; i < n; i++)
		mxw_gr_call(gr, vm, 2, 4, seq[i][0], seq[i][1]);
}

static void random_copy_vm(uint32_t seed, bool fast, uint8_t *out, size_t out_n, unsigned *errs,
                           uint32_t *fault)
{
	mxw_dma_copy_set_fast(fast);
	guest_errors = 0;
	dev = new_dev(&gr);
	uint32_t s = seed;
#define R() (s = s * 1664525u + 1013904223u, s >> 8)
	struct gf100_vmctx vm = vm_space();
	bool holes = R() % 3 == 0;
	for (uint64_t va = 0x100000; va < 0x900000; va += 0x1000) {
		uint8_t kind = R() % 2 ? 0xfe : 0;
		bool hole = holes && va >= 0x400000 && R() % 50 == 0;
		vm_map(va, va, kind, !hole);
	}
	pattern(0x100000, 0x100000, seed);
	uint32_t w = 1 + R() % 700, h = 1 + R() % 200, d = 1 + R() % 3;
	unsigned bh = R() % 6, bd = R() % 2;
	uint32_t ox = R() % 64, oy = R() % 16, z = R() % d;
	uint32_t len = 1 + R() % (w + 64), lines = 1 + R() % (h + 16);
	uint32_t pitch = len + R() % 64;
	uint32_t poff = R() % 256;
	bool from_bl = R() % 2;
#undef R
	uint32_t bl = from_bl ? SRC_BLOCK : DST_BLOCK;
	const uint32_t seq[][2] = {
	        {IN_HI, 0},
	        {IN_LO, from_bl ? 0x100000 : 0x100000 + poff},
	        {OUT_HI, 0},
	        {OUT_LO, from_bl ? 0x400000 + poff : 0x400000},
	        {from_bl ? PITCH_OUT : PITCH_IN, pitch},
	        {LINE_LEN, len},
	        {LINE_COUNT, lines},
	        {bl, FERMI8 | bh << 4 | bd << 8},
	        {bl + 4, w},
	        {bl + 8, h},
	        {bl + 12, d},
	        {bl + 16, z},
	        {bl + 20, oy << 16 | ox},
	        {SEM_B, 0x100000},
	        {SEM_PAYLOAD, 0x77},
	};
	vm_calls(&vm, seq, sizeof(seq) / sizeof(seq[0]));
	uint32_t l = L_COPY | L_MULTI | 1u << 3 | (from_bl ? L_DST_PITCH : L_SRC_PITCH);
	for (int i = 0; i < 1000; i++)
		if (mxw_gr_call(gr, &vm, 2, 4, LAUNCH, l) != NV_ENGINE_STALLED)
			break;
	rd(0x400000, out, out_n);
	*errs = guest_errors;
	*fault = sgpu_mmio_rd32(dev, 0x002804); /* the fault record's address */
	sgpu_device_destroy(dev);
}

SGPU_TEST(fast_path_matches_reference_through_page_tables)
{
	const char *env = getenv("SGPU_SEED");
	uint32_t base = env ? (uint32_t)strtoul(env, NULL, 0) : 1;
	size_t n = 0x400000;
	uint8_t *a = malloc(n), *b = malloc(n);
	unsigned faults = 0;
	for (uint32_t seed = base; seed < base + 30; seed++) {
		unsigned ea, eb;
		uint32_t fa, fb;
		random_copy_vm(seed, true, a, n, &ea, &fa);
		random_copy_vm(seed, false, b, n, &eb, &fb);
		SGPU_ASSERT_MSG(memcmp(a, b, n) == 0, "seed %u", seed);
		SGPU_ASSERT_MSG(ea == eb && fa == fb, "seed %u: errors %u/%u fault 0x%x/0x%x", seed,
		                ea, eb, fa, fb);
		faults += ea != 0;
	}
	if (!env)
		SGPU_ASSERT(faults > 0); /* some of the default seeds do hit a hole */
	mxw_dma_copy_set_fast(true);
	free(a);
	free(b);
}

/* The page kind picks the in-GOB order: one GOB (64 bytes x 8 rows)
 * copied onto a GENERIC_16BX2 page is in 16-byte sectors, onto a pitch
 * page row-major; a 1D copy moves the bytes as they are. */
SGPU_TEST(page_kind_selects_the_gob_order)
{
	SGPU_ASSERT(setup());
	struct gf100_vmctx vm = vm_space();
	vm_map(0x100000, 0x100000, 0, true);
	vm_map(0x200000, 0x200000, 0xfe, true);
	vm_map(0x300000, 0x300000, 0, true);
	pattern(0x100000, 512, 9);
	for (uint32_t dst = 0x200000; dst <= 0x300000; dst += 0x100000) {
		const uint32_t seq[][2] = {{IN_LO, 0x100000}, {OUT_LO, dst},   {PITCH_IN, 64},
		                           {LINE_LEN, 64},    {LINE_COUNT, 8}, {DST_BLOCK, FERMI8},
		                           {DST_W, 64},       {DST_H, 8},      {DST_D, 1}};
		vm_calls(&vm, seq, sizeof(seq) / sizeof(seq[0]));
		mxw_gr_call(gr, &vm, 2, 4, LAUNCH, L_COPY | L_SRC_PITCH | L_MULTI);
	}
	for (unsigned y = 0; y < 8; y++)
		for (unsigned x = 0; x < 64; x++) {
			uint8_t v = rd8(0x100000 + y * 64 + x);
			SGPU_ASSERT_EQ(rd8(0x200000 + nv_bl_gob_sector_offset(x, y)), v);
			SGPU_ASSERT_EQ(rd8(0x300000 + y * 64 + x), v);
		}
	/* a 1D copy from the sectored page to the pitch one: raw bytes */
	const uint32_t seq[][2] = {{IN_LO, 0x200000}, {OUT_LO, 0x300000}, {LINE_LEN, 512}};
	vm_calls(&vm, seq, sizeof(seq) / sizeof(seq[0]));
	mxw_gr_call(gr, &vm, 2, 4, LAUNCH, L_COPY | L_SRC_PITCH | L_DST_PITCH);
	for (unsigned i = 0; i < 512; i++)
		SGPU_ASSERT_EQ(rd8(0x300000 + i), rd8(0x200000 + i));
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

/* A mipmapped array texture written level by level and layer by layer by
 * DMA copy at the places nv_bl_level / nv_bl_level_offset /
 * nv_bl_layer_stride give, each level's block auto-sized; every byte
 * checked where an independent computation (GOB-height shrink and sizes
 * written out here) puts it. */
static unsigned ceil_log2(uint32_t v)
{
	unsigned c = 0;
	while ((1u << c) < v)
		c++;
	return c;
}

SGPU_TEST(mip_chain_and_layers_through_dma_copy)
{
	SGPU_ASSERT(setup());
	const unsigned bpp = 4, levels = 6, layers = 2, bh0 = 4;
	const uint32_t W = 40, H = 23;
	struct nv_bl_geom base = {W * bpp, H, 1, 0, bh0, 0};
	uint64_t stride = nv_bl_layer_stride(&base, bpp, levels);
	/* independent: level sizes, offsets, the layer stride */
	uint64_t ioff[8], isum = 0;
	unsigned ibh[8];
	for (unsigned l = 0; l < levels; l++) {
		uint32_t w = W >> l ? W >> l : 1, h = H >> l ? H >> l : 1;
		unsigned b = ceil_log2((h + 7) / 8);
		ibh[l] = b < bh0 ? b : bh0;
		ioff[l] = isum;
		isum += (uint64_t)((w * bpp + 63) / 64) *
		        ((h + (8u << ibh[l]) - 1) / (8u << ibh[l])) * (512u << ibh[l]);
	}
	uint64_t istride = (isum + (512u << ibh[0]) - 1) / (512u << ibh[0]) * (512u << ibh[0]);
	SGPU_ASSERT_EQ(stride, istride);
	for (unsigned a = 0; a < layers; a++)
		for (unsigned l = 0; l < levels; l++) {
			struct nv_bl_geom g = nv_bl_level(&base, bpp, l);
			SGPU_ASSERT_EQ(g.log2_bh, ibh[l]);
			SGPU_ASSERT_EQ(nv_bl_level_offset(&base, bpp, l), ioff[l]);
			uint32_t w = g.width_bytes / bpp, h = g.height;
			pattern(0x100000, (size_t)w * bpp * h, a * 16 + l + 1);
			io(0x100000, 0x400000 + a * stride + nv_bl_level_offset(&base, bpp, l));
			m(PITCH_IN, w * bpp);
			m(LINE_LEN, w);
			m(LINE_COUNT, h);
			m(REMAP, 0x3210 | 0 << 16 | 3 << 20 | 3 << 24);
			dst_bl(FERMI8 | g.log2_bh << 4 | g.log2_bd << 8, w, h, 1, 0, 0, 0);
			launch(L_COPY | L_SRC_PITCH | L_MULTI | L_REMAP);
			for (uint32_t y = 0; y < h; y++)
				for (uint32_t x = 0; x < w * bpp; x++) {
					uint64_t at = 0x400000 + a * istride + ioff[l] +
					              indep(w * bpp, h, ibh[l], 0, x, y, 0);
					SGPU_ASSERT_MSG(rd8(at) == rd8(0x100000 +
					                               (uint64_t)y * w * bpp + x),
					                "layer %u level %u (%u,%u)", a, l, x, y);
				}
		}
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

/* GOB_HEIGHT_TESLA_4: 64-byte x 4-row GOBs, row-major inside (the G80
 * layout of seed 000's example), checked against the G80+ surface code. */
SGPU_TEST(tesla_4_gobs)
{
	SGPU_ASSERT(setup());
	pattern(0x100000, 200 * 30, 12);
	io(0x100000, 0x400000);
	m(PITCH_IN, 200);
	m(LINE_LEN, 200);
	m(LINE_COUNT, 30);
	dst_bl(0x0000 | 2 << 4 | 1 << 8, 200, 30, 2, 1, 0, 0); /* 4 GOBs high, 2 deep */
	launch(L_COPY | L_SRC_PITCH | L_MULTI);
	struct g80_surface s = {.blocklinear = true,
	                        .elem_size = 1,
	                        .width = 200,
	                        .height = 30,
	                        .depth = 2,
	                        .block_height = 2,
	                        .block_depth = 1};
	struct g80_surface_layout l;
	SGPU_ASSERT(g80_surface_layout(&s, &l));
	for (uint32_t y = 0; y < 30; y++)
		for (uint32_t x = 0; x < 200; x++)
			SGPU_ASSERT_EQ(rd8(0x400000 + g80_surface_byte_offset(&l, x, y, 1)),
			               rd8(0x100000 + y * 200 + x));
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

/* SET_RENDER_ENABLE: FALSE skips the copy (not the semaphore), CONDITIONAL
 * reads a 64-bit value, RENDER_IF_EQUAL/NOT_EQUAL compare two 16 bytes
 * apart; the power-on mode copies. */
SGPU_TEST(render_enable_conditions)
{
	SGPU_ASSERT(setup());
	uint8_t one = 1;
	wr(0x100000, &one, 1);
	io(0x100000, 0x200000);
	m(LINE_LEN, 1);
	m(SEM_B, 0x10000);
	uint64_t vals[4] = {5, 0, 5, 0}; /* at 0x30000: 5, then 5 again 16 bytes on */
	wr(0x30000, vals, sizeof(vals));
	m(0x254, 0);
	m(0x258, 0x30000);
	static const struct {
		uint32_t mode;
		uint8_t copied;
	} cases[] = {{0, 0}, {1, 1}, {2, 1}, {3, 1}, {4, 0}};
	for (unsigned i = 0; i < 5; i++) {
		uint8_t z = 0;
		wr(0x200000, &z, 1);
		m(0x25c, cases[i].mode);
		m(SEM_PAYLOAD, i + 1);
		launch(L_COPY | L_SRC_PITCH | L_DST_PITCH | 1u << 3);
		SGPU_ASSERT_MSG(rd8(0x200000) == cases[i].copied, "mode %u", cases[i].mode);
		SGPU_ASSERT_EQ(rd32(0x10000), i + 1);
	}
	/* CONDITIONAL on a zero value */
	m(0x258, 0x30008);
	m(0x25c, 2);
	launch(L_COPY | L_SRC_PITCH | L_DST_PITCH);
	SGPU_ASSERT_EQ(rd8(0x200000), 0);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
	/* a fresh channel copies */
	SGPU_ASSERT(setup());
	wr(0x100000, &one, 1);
	io(0x100000, 0x200000);
	m(LINE_LEN, 1);
	launch(L_COPY | L_SRC_PITCH | L_DST_PITCH);
	SGPU_ASSERT_EQ(rd8(0x200000), 1);
	sgpu_device_destroy(dev);
}

/* PHYSICAL sides with SET_*_PHYS_MODE COHERENT_SYSMEM (1) or
 * NONCOHERENT_SYSMEM (2) address system memory physically (clb0b5.h):
 * pitch and block-linear (sector order: no kinds), the fast path as the
 * reference, also beside a translated side; target 3 is no enumerant:
 * DATA_ERROR INVALID_ENUM; past the end of system memory the copy stops
 * at the fault. */
#define SRC_PHYS_MODE 0x260
#define DST_PHYS_MODE 0x264
#define L_SRC_PHYS (1u << 12)
#define L_DST_PHYS (1u << 13)

static void sys_wr(uint64_t a, const void *p, size_t n)
{
	sgpu_mem_write(dev, SGPU_SPACE_SYSMEM, a, p, n);
}

static uint8_t sys_rd8(uint64_t a)
{
	uint8_t v = 0;
	sgpu_mem_read(dev, SGPU_SPACE_SYSMEM, a, &v, 1);
	return v;
}

SGPU_TEST(physical_system_memory_copies)
{
	uint8_t src[3000];
	for (unsigned i = 0; i < sizeof(src); i++)
		src[i] = (uint8_t)(i * 37 + 11);
	for (int fast = 1; fast >= 0; fast--) {
		SGPU_ASSERT(setup());
		mxw_dma_copy_set_fast(fast);
		sys_wr(0x10000, src, sizeof(src));
		/* sysmem (coherent) -> VRAM, 1D */
		io(0x10000, 0x200000);
		m(SRC_PHYS_MODE, 1);
		m(LINE_LEN, 3000);
		launch(L_COPY | L_SRC_PITCH | L_DST_PITCH | L_SRC_PHYS);
		for (unsigned i = 0; i < 3000; i++)
			SGPU_ASSERT_EQ(rd8(0x200000 + i), src[i]);
		SGPU_ASSERT_EQ(sys_rd8(0x10000 + 3000), 0); /* nothing else touched */
		/* VRAM (LOCAL_FB) -> sysmem (noncoherent), 10 lines of 100 */
		io(0x200000, 0x20000);
		m(SRC_PHYS_MODE, 0);
		m(DST_PHYS_MODE, 2);
		m(PITCH_IN, 100);
		m(PITCH_OUT, 128);
		m(LINE_LEN, 100);
		m(LINE_COUNT, 10);
		launch(L_COPY | L_SRC_PITCH | L_DST_PITCH | L_MULTI | L_SRC_PHYS | L_DST_PHYS);
		for (unsigned y = 0; y < 10; y++)
			for (unsigned x = 0; x < 128; x++)
				SGPU_ASSERT_EQ(sys_rd8(0x20000 + y * 128 + x),
				               x < 100 ? src[y * 100 + x] : 0);
		SGPU_ASSERT_EQ(rd8(0x20000), 0); /* not VRAM */
		/* sysmem pitch -> sysmem block-linear (two GOBs high blocks) */
		io(0x10000, 0x40000);
		m(SRC_PHYS_MODE, 2);
		m(DST_PHYS_MODE, 1);
		m(PITCH_IN, 150);
		m(LINE_LEN, 150);
		m(LINE_COUNT, 20);
		dst_bl(FERMI8 | 1 << 4, 150, 20, 1, 0, 0, 0);
		launch(L_COPY | L_SRC_PITCH | L_MULTI | L_SRC_PHYS | L_DST_PHYS);
		struct nv_bl_geom g = {150, 20, 1, 0, 1, 0};
		for (unsigned y = 0; y < 20; y++)
			for (unsigned x = 0; x < 150; x++)
				SGPU_ASSERT_EQ(sys_rd8(0x40000 + nv_bl_offset(&g, x, y, 0)),
				               src[y * 150 + x]);
		/* and back to VRAM, block-linear -> pitch */
		io(0x40000, 0x300000);
		m(PITCH_OUT, 150);
		src_bl(FERMI8 | 1 << 4, 150, 20, 1, 0, 0, 0);
		launch(L_COPY | L_DST_PITCH | L_MULTI | L_SRC_PHYS);
		for (unsigned i = 0; i < 3000; i++)
			SGPU_ASSERT_EQ(rd8(0x300000 + i), src[i]);
		SGPU_ASSERT_EQ(guest_errors, 0u);
		/* target 3: DATA_ERROR INVALID_ENUM, nothing copied */
		io(0x10000, 0x500000);
		m(SRC_PHYS_MODE, 3);
		m(LINE_LEN, 16);
		m(LAUNCH, L_COPY | L_SRC_PITCH | L_DST_PITCH | L_SRC_PHYS);
		SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_INTR), 1u << 20);
		SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_DATA_ERROR), 5u);
		SGPU_ASSERT_EQ(rd8(0x500000), 0);
		sgpu_mmio_wr32(dev, GR_INTR, 0xffffffff);
		sgpu_mmio_wr32(dev, GR_FIFO_ACCESS, 0x10001);
		/* a mode is only looked at for a physical side (a direct call's
		 * addresses are VRAM's) */
		wr(0x10000, "\x77", 1);
		launch(L_COPY | L_SRC_PITCH | L_DST_PITCH);
		SGPU_ASSERT_EQ(rd8(0x500000), 0x77);
		/* past the end of system memory (1 MiB): the copy stops there */
		unsigned before = guest_errors;
		sys_wr(0xfff00, src, 256);
		uint8_t ee[512];
		memset(ee, 0xee, sizeof(ee));
		wr(0x600000, ee, sizeof(ee));
		io(0xfff00, 0x600000);
		m(SRC_PHYS_MODE, 1);
		m(LINE_LEN, 512);
		launch(L_COPY | L_SRC_PITCH | L_DST_PITCH | L_SRC_PHYS);
		SGPU_ASSERT(guest_errors > before);
		for (unsigned i = 0; i < 512; i++)
			SGPU_ASSERT_EQ(rd8(0x600000 + i), i < 256 ? src[i] : 0xee);
		sgpu_device_destroy(dev);
	}
	mxw_dma_copy_set_fast(true);
}

/* A physical sysmem side beside a translated one (through page tables). */
SGPU_TEST(physical_system_memory_beside_page_tables)
{
	SGPU_ASSERT(setup());
	struct gf100_vmctx vm = vm_space();
	vm_map(0x700000, 0x200000, 0xfe, true);
	uint8_t src[512];
	for (unsigned i = 0; i < 512; i++)
		src[i] = (uint8_t)(i ^ 0x5a);
	sys_wr(0x8000, src, 512);
	const uint32_t seq[][2] = {{IN_LO, 0x8000},     {OUT_LO, 0x700000}, {SRC_PHYS_MODE, 1},
	                           {PITCH_IN, 64},      {LINE_LEN, 64},     {LINE_COUNT, 8},
	                           {DST_BLOCK, FERMI8}, {DST_W, 64},        {DST_H, 8},
	                           {DST_D, 1}};
	vm_calls(&vm, seq, sizeof(seq) / sizeof(seq[0]));
	mxw_gr_call(gr, &vm, 2, 4, LAUNCH, L_COPY | L_SRC_PITCH | L_MULTI | L_SRC_PHYS);
	for (unsigned y = 0; y < 8; y++)
		for (unsigned x = 0; x < 64; x++)
			SGPU_ASSERT_EQ(rd8(0x200000 + nv_bl_gob_sector_offset(x, y)),
			               src[y * 64 + x]);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}
