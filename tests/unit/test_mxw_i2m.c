/* KEPLER_INLINE_TO_MEMORY_B 0xA140 (src/nv/maxwell/i2m.c) on direct
 * method calls: pitch uploads of one and several lines, block-linear
 * destinations with an origin, semaphore releases (one and four words,
 * reductions), the non-stalling interrupt, and the error paths
 * (cla140.h; docs/hw/maxwell.md, "Inline-to-memory"). */
#include <string.h>

#include "core/device.h"
#include "harness.h"
#include "nv/maxwell/blocklinear.h"
#include "nv/maxwell/i2m.h"
#include "softgpu/softgpu.h"

#define GR_INTR 0x400100
#define GR_DATA_ERROR 0x400110
#define GR_FIFO_ACCESS 0x400500
#define GR_TRAPPED_ADDR 0x400704

static unsigned guest_errors;

static void capture(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	(void)cat;
	(void)msg;
	if (level == SGPU_LOG_GUEST_ERROR)
		guest_errors++;
}

static sgpu_device *dev;
static struct sgpu_unit *gr;

static bool setup(void)
{
	struct sgpu_device_config cfg = {.vram_size = 16u << 20, .sysmem_size = 1u << 20};
	dev = NULL;
	if (sgpu_device_create("gm20b", &cfg, &dev) != SGPU_OK)
		return false;
	guest_errors = 0;
	sgpu_set_log_callback(dev, capture, NULL);
	gr = sgpu_dev_unit(dev, "PGRAPH");
	return gr && mxw_gr_call(gr, NULL, 1, 0, 0, 0xa140) == NV_ENGINE_ACCEPTED;
}

static void m(uint32_t mthd, uint32_t data)
{
	mxw_gr_call(gr, NULL, 1, 0, mthd, data);
}

static uint8_t rd8(uint64_t a)
{
	uint8_t v = 0;
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, a, &v, 1);
	return v;
}

static uint32_t rd32(uint64_t a)
{
	uint32_t v = 0;
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, a, &v, 4);
	return v;
}

SGPU_TEST(pitch_one_line)
{
	SGPU_ASSERT(setup());
	m(MXW_I2M_LINE_LENGTH_IN, 10);
	m(MXW_I2M_LINE_COUNT, 1);
	m(MXW_I2M_OFFSET_OUT_UPPER, 0);
	m(MXW_I2M_OFFSET_OUT, 0x10001);
	m(MXW_I2M_LAUNCH_DMA, 1); /* pitch */
	m(MXW_I2M_LOAD_INLINE_DATA, 0x03020100);
	m(MXW_I2M_LOAD_INLINE_DATA, 0x07060504);
	m(MXW_I2M_LOAD_INLINE_DATA, 0xaaaa0908); /* the last two bytes are dropped */
	for (unsigned i = 0; i < 10; i++)
		SGPU_ASSERT_EQ(rd8(0x10001 + i), i);
	SGPU_ASSERT_EQ(rd8(0x1000b), 0);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	/* one word more: no transfer is running */
	m(MXW_I2M_LOAD_INLINE_DATA, 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_INTR), 1u << 20);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_DATA_ERROR), 3u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_TRAPPED_ADDR), 0x1b4u);
	SGPU_ASSERT_EQ(guest_errors, 1u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(pitch_lines_are_packed_in_the_data)
{
	SGPU_ASSERT(setup());
	m(MXW_I2M_LINE_LENGTH_IN, 3);
	m(MXW_I2M_LINE_COUNT, 4);
	m(MXW_I2M_OFFSET_OUT, 0x20000);
	m(MXW_I2M_PITCH_OUT, 0x100);
	m(MXW_I2M_LAUNCH_DMA, 1);
	m(MXW_I2M_LOAD_INLINE_DATA, 0x03020100);
	m(MXW_I2M_LOAD_INLINE_DATA, 0x07060504);
	m(MXW_I2M_LOAD_INLINE_DATA, 0x0b0a0908);
	for (unsigned l = 0; l < 4; l++)
		for (unsigned x = 0; x < 3; x++)
			SGPU_ASSERT_EQ(rd8(0x20000 + l * 0x100 + x), l * 3 + x);
	SGPU_ASSERT_EQ(rd8(0x20003), 0);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(block_linear_destination_with_origin)
{
	SGPU_ASSERT(setup());
	/* 256 x 64 bytes, block height 2 GOBs; 20 bytes x 5 lines at (40, 13), layer 1 */
	struct nv_bl_geom g = {256, 64, 2, 0, 1, 0};
	m(MXW_I2M_LINE_LENGTH_IN, 20);
	m(MXW_I2M_LINE_COUNT, 5);
	m(MXW_I2M_OFFSET_OUT, 0x40000);
	m(MXW_I2M_SET_DST_BLOCK_SIZE, 0x10);
	m(MXW_I2M_SET_DST_WIDTH, 256);
	m(MXW_I2M_SET_DST_HEIGHT, 64);
	m(MXW_I2M_SET_DST_DEPTH, 2);
	m(MXW_I2M_SET_DST_LAYER, 1);
	m(MXW_I2M_SET_DST_ORIGIN_BYTES_X, 40);
	m(MXW_I2M_SET_DST_ORIGIN_SAMPLES_Y, 13);
	m(MXW_I2M_LAUNCH_DMA, 0); /* block-linear */
	for (unsigned w = 0; w < 25; w++) {
		uint32_t v = 0;
		for (unsigned b = 0; b < 4; b++)
			v |= (uint32_t)((w * 4 + b) & 0xff) << (8 * b);
		m(MXW_I2M_LOAD_INLINE_DATA, v);
	}
	for (unsigned i = 0; i < 100; i++) {
		unsigned x = 40 + i % 20, y = 13 + i / 20;
		SGPU_ASSERT_MSG(rd8(0x40000 + nv_bl_offset(&g, x, y, 1)) == i, "byte %u", i);
	}
	SGPU_ASSERT_EQ(rd8(0x40000 + nv_bl_offset(&g, 39, 13, 1)), 0);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	/* a block width other than one GOB */
	m(MXW_I2M_SET_DST_BLOCK_SIZE, 0x1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_DATA_ERROR), 4u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(semaphore_release_one_and_four_words)
{
	SGPU_ASSERT(setup());
	m(MXW_I2M_LINE_LENGTH_IN, 4);
	m(MXW_I2M_LINE_COUNT, 1);
	m(MXW_I2M_OFFSET_OUT, 0x30000);
	m(MXW_I2M_SET_SEMAPHORE_A, 0);
	m(MXW_I2M_SET_SEMAPHORE_B, 0x31000);
	m(MXW_I2M_SET_SEMAPHORE_C, 0x1234);
	/* pitch, RELEASE_SEMAPHORE, ONE_WORD */
	m(MXW_I2M_LAUNCH_DMA, 1 | 2 << 4 | 1 << 12);
	SGPU_ASSERT_EQ(rd32(0x31000), 0u); /* not before the data */
	m(MXW_I2M_LOAD_INLINE_DATA, 0xcafe);
	SGPU_ASSERT_EQ(rd32(0x30000), 0xcafeu);
	SGPU_ASSERT_EQ(rd32(0x31000), 0x1234u);
	SGPU_ASSERT_EQ(rd32(0x31004), 0u);
	/* FOUR_WORDS: payload, 0, a timestamp */
	uint32_t junk = 0xffffffff;
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, 0x31014, &junk, 4);
	m(MXW_I2M_SET_SEMAPHORE_B, 0x31010);
	m(MXW_I2M_SET_SEMAPHORE_C, 0x99);
	m(MXW_I2M_LAUNCH_DMA, 1 | 2 << 4);
	m(MXW_I2M_LOAD_INLINE_DATA, 0);
	SGPU_ASSERT_EQ(rd32(0x31010), 0x99u);
	SGPU_ASSERT_EQ(rd32(0x31014), 0u);
	/* reduction: ADD on the old value, then signed MIN */
	m(MXW_I2M_SET_SEMAPHORE_B, 0x31000);
	m(MXW_I2M_SET_SEMAPHORE_C, 5);
	m(MXW_I2M_LAUNCH_DMA, 1 | 1 << 1 | 2 << 4 | 1 << 12);
	m(MXW_I2M_LOAD_INLINE_DATA, 0);
	SGPU_ASSERT_EQ(rd32(0x31000), 0x1239u);
	m(MXW_I2M_SET_SEMAPHORE_C, 0xfffffff0);
	m(MXW_I2M_LAUNCH_DMA, 1 | 1 << 1 | 1 << 2 | 2 << 4 | 1 << 12 | 1 << 13);
	m(MXW_I2M_LOAD_INLINE_DATA, 0);
	SGPU_ASSERT_EQ(rd32(0x31000), 0xfffffff0u);
	/* INC wraps at the payload */
	m(MXW_I2M_SET_SEMAPHORE_C, 0xfffffff0);
	m(MXW_I2M_LAUNCH_DMA, 1 | 1 << 1 | 2 << 4 | 1 << 12 | 3 << 13);
	m(MXW_I2M_LOAD_INLINE_DATA, 0);
	SGPU_ASSERT_EQ(rd32(0x31000), 0u);
	/* an empty transfer completes at LAUNCH_DMA */
	m(MXW_I2M_LINE_COUNT, 0);
	m(MXW_I2M_SET_SEMAPHORE_C, 7);
	m(MXW_I2M_LAUNCH_DMA, 1 | 2 << 4 | 1 << 12);
	SGPU_ASSERT_EQ(rd32(0x31000), 7u);
	SGPU_ASSERT_EQ(guest_errors, 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(illegal_method_and_bad_launch)
{
	SGPU_ASSERT(setup());
	m(0x0300, 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_INTR), 1u << 4);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_FIFO_ACCESS) & 1, 0u);
	/* stalled until the host lets PGRAPH go */
	SGPU_ASSERT_EQ(mxw_gr_call(gr, NULL, 1, 0, MXW_I2M_LINE_COUNT, 1), NV_ENGINE_STALLED);
	sgpu_mmio_wr32(dev, GR_INTR, 0xffffffff);
	sgpu_mmio_wr32(dev, GR_FIFO_ACCESS, 0x10001);
	m(MXW_I2M_LAUNCH_DMA, 3 << 4);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_INTR), 1u << 20);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, GR_DATA_ERROR), 5u);
	SGPU_ASSERT_EQ(guest_errors, 2u);
	sgpu_device_destroy(dev);
}
