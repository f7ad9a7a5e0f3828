/* The core through the public API, on the null chip: devices, memory,
 * MMIO, interrupts, logging, tracing and the run loop. */
#include <stdlib.h>

#include "harness.h"
#include "softgpu/softgpu.h"

/* ------------------------------------------------------------------ helpers */

struct log_capture {
	unsigned count[SGPU_LOG_LEVEL_COUNT];
	char last[SGPU_LOG_LEVEL_COUNT][512];
	char last_cat[32];
};

static void capture_log(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	struct log_capture *c = user;
	c->count[level]++;
	snprintf(c->last[level], sizeof(c->last[level]), "%s", msg);
	snprintf(c->last_cat, sizeof(c->last_cat), "%s", cat);
}

static sgpu_device *new_null(struct log_capture *cap)
{
	sgpu_device *dev = NULL;
	if (sgpu_device_create("null", NULL, &dev) != SGPU_OK)
		return NULL;
	if (cap) {
		memset(cap, 0, sizeof(*cap));
		sgpu_set_log_callback(dev, capture_log, cap);
	}
	return dev;
}

static uint32_t reg(sgpu_device *dev, const char *name)
{
	uint32_t a = 0;
	if (sgpu_mmio_lookup(dev, name, &a) != SGPU_OK)
		return 0xffffffffu;
	return a;
}

/* ------------------------------------------------------------------ devices */

SGPU_TEST(status_strings)
{
	for (int s = 0; s < SGPU_STATUS_COUNT; s++)
		SGPU_ASSERT(sgpu_strerror((sgpu_status)s)[0] != 0);
	SGPU_ASSERT_STR_EQ(sgpu_strerror(SGPU_OK), "success");
	SGPU_ASSERT_STR_EQ(sgpu_strerror((sgpu_status)1000), "unknown status");
	SGPU_ASSERT_STR_EQ(sgpu_strerror((sgpu_status)-1), "unknown status");
}

SGPU_TEST(chip_table)
{
	SGPU_ASSERT(sgpu_chip_count() >= 1);
	const struct sgpu_chip_info *c = sgpu_chip_find("NULL");
	SGPU_ASSERT(c != NULL);
	SGPU_ASSERT_STR_EQ(c->name, "null");
	SGPU_ASSERT_EQ(c->unit_count, 2);
	SGPU_ASSERT_STR_EQ(c->unit_names[1], "TEST");
	SGPU_ASSERT(sgpu_chip_get(sgpu_chip_count()) == NULL);
	SGPU_ASSERT(sgpu_chip_find("nv99") == NULL);
	SGPU_ASSERT(sgpu_chip_find(NULL) == NULL);
}

SGPU_TEST(create_errors)
{
	sgpu_device *dev = (sgpu_device *)1;
	SGPU_ASSERT_EQ(sgpu_device_create("nope", NULL, &dev), SGPU_ERR_UNKNOWN_CHIP);
	SGPU_ASSERT(dev == NULL);
	SGPU_ASSERT_EQ(sgpu_device_create(NULL, NULL, &dev), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_device_create("null", NULL, NULL), SGPU_ERR_INVALID_ARG);
	struct sgpu_device_config cfg = {.vram_size = 1000};
	SGPU_ASSERT_EQ(sgpu_device_create("null", &cfg, &dev), SGPU_ERR_INVALID_ARG);
	cfg.vram_size = SGPU_MEM_MAX_SIZE + 4096;
	SGPU_ASSERT_EQ(sgpu_device_create("null", &cfg, &dev), SGPU_ERR_INVALID_ARG);
	cfg = (struct sgpu_device_config){.vram_size = 64 << 10, .sysmem_size = 8 << 10};
	SGPU_ASSERT_EQ(sgpu_device_create("null", &cfg, &dev), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_size(dev, SGPU_SPACE_VRAM), 64 << 10);
	SGPU_ASSERT_EQ(sgpu_mem_size(dev, SGPU_SPACE_SYSMEM), 8 << 10);
	SGPU_ASSERT_EQ(sgpu_mem_size(dev, SGPU_SPACE_COUNT), 0);
	SGPU_ASSERT_STR_EQ(sgpu_device_chip(dev)->name, "null");
	sgpu_device_destroy(dev);
	sgpu_device_destroy(NULL);
}

/* ------------------------------------------------------------------ memory */

SGPU_TEST(memory_bounds)
{
	sgpu_device *dev = new_null(NULL);
	SGPU_ASSERT(dev);
	uint64_t size = sgpu_mem_size(dev, SGPU_SPACE_VRAM);
	uint8_t buf[16] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16}, back[16];
	SGPU_ASSERT_EQ(sgpu_mem_write(dev, SGPU_SPACE_VRAM, size - 16, buf, 16), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, size - 16, back, 16), SGPU_OK);
	SGPU_ASSERT_MEM_EQ(buf, back, 16);
	SGPU_ASSERT_EQ(sgpu_mem_write(dev, SGPU_SPACE_VRAM, size - 15, buf, 16), SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, UINT64_MAX - 3, back, 16),
	               SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, size, back, 0), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, size + 1, back, 0), SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, (sgpu_space)7, 0, back, 1), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0, NULL, 1), SGPU_ERR_INVALID_ARG);
	/* A failed write touches nothing. */
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, size - 16, back, 16), SGPU_OK);
	SGPU_ASSERT_MEM_EQ(buf, back, 16);
	sgpu_device_destroy(dev);
}

SGPU_TEST(memory_fill_copy)
{
	sgpu_device *dev = new_null(NULL);
	SGPU_ASSERT(dev);
	uint8_t b[40];
	SGPU_ASSERT_EQ(sgpu_mem_fill(dev, SGPU_SPACE_SYSMEM, 4, 0x11223344, 4, 36), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_SYSMEM, 0, b, 40), SGPU_OK);
	SGPU_ASSERT_EQ(b[0], 0);
	for (int i = 4; i < 40; i += 4) {
		SGPU_ASSERT_EQ(b[i], 0x44);
		SGPU_ASSERT_EQ(b[i + 3], 0x11);
	}
	SGPU_ASSERT_EQ(sgpu_mem_fill(dev, SGPU_SPACE_SYSMEM, 0, 0x0102030405060708ull, 8, 24), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_SYSMEM, 0, b, 24), SGPU_OK);
	SGPU_ASSERT_EQ(b[0], 8);
	SGPU_ASSERT_EQ(b[7], 1);
	SGPU_ASSERT_EQ(b[16], 8);
	SGPU_ASSERT_EQ(sgpu_mem_fill(dev, SGPU_SPACE_SYSMEM, 0, 0xab, 1, 3), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_fill(dev, SGPU_SPACE_SYSMEM, 0, 0xab, 4, 3), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mem_fill(dev, SGPU_SPACE_SYSMEM, 0, 0xab, 3, 3), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mem_fill(dev, SGPU_SPACE_SYSMEM, sgpu_mem_size(dev, SGPU_SPACE_SYSMEM), 0,
	                             4, 4),
	               SGPU_ERR_OUT_OF_RANGE);
	/* Copy across spaces, then an overlapping copy behaves as memmove. */
	SGPU_ASSERT_EQ(sgpu_mem_copy(dev, SGPU_SPACE_VRAM, 100, SGPU_SPACE_SYSMEM, 0, 24), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_copy(dev, SGPU_SPACE_VRAM, 104, SGPU_SPACE_VRAM, 100, 24), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, 100, b, 28), SGPU_OK);
	SGPU_ASSERT_EQ(b[0], 0xab);
	SGPU_ASSERT_EQ(b[4], 0xab);
	SGPU_ASSERT_EQ(b[7], 5);
	SGPU_ASSERT_EQ(sgpu_mem_copy(dev, SGPU_SPACE_VRAM, 0, SGPU_SPACE_SYSMEM, (1 << 20) - 4, 8),
	               SGPU_ERR_OUT_OF_RANGE);
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ MMIO */

SGPU_TEST(mmio_names)
{
	sgpu_device *dev = new_null(NULL);
	SGPU_ASSERT(dev);
	SGPU_ASSERT_EQ(reg(dev, "CTL.INTR"), 0x100);
	SGPU_ASSERT_EQ(reg(dev, "test.color0"), 0x102c);
	uint32_t a;
	SGPU_ASSERT_EQ(sgpu_mmio_lookup(dev, "TEST.NOPE", &a), SGPU_ERR_UNMAPPED);
	SGPU_ASSERT_EQ(sgpu_mmio_lookup(dev, "TEST", &a), SGPU_ERR_UNMAPPED);
	SGPU_ASSERT_EQ(sgpu_mmio_lookup(dev, "TES.ID", &a), SGPU_ERR_UNMAPPED);
	char buf[64];
	sgpu_mmio_name(dev, 0x1048, buf, sizeof(buf));
	SGPU_ASSERT_STR_EQ(buf, "TEST.INTR");
	sgpu_mmio_name(dev, 0x1049, buf, sizeof(buf));
	SGPU_ASSERT_STR_EQ(buf, "TEST.INTR+1");
	sgpu_mmio_name(dev, 0x1ffc, buf, sizeof(buf));
	SGPU_ASSERT_STR_EQ(buf, "TEST+0xffc");
	sgpu_mmio_name(dev, 0x800000, buf, sizeof(buf));
	SGPU_ASSERT_STR_EQ(buf, "0x800000");
	struct sgpu_mmio_region_info ri;
	SGPU_ASSERT_EQ(sgpu_mmio_region_get(dev, 0, &ri), SGPU_OK);
	SGPU_ASSERT_STR_EQ(ri.name, "CTL");
	SGPU_ASSERT_EQ(sgpu_mmio_region_get(dev, 1, &ri), SGPU_OK);
	SGPU_ASSERT_EQ(ri.base, 0x1000);
	SGPU_ASSERT_EQ(sgpu_mmio_region_get(dev, 2, &ri), SGPU_ERR_OUT_OF_RANGE);
	sgpu_device_destroy(dev);
}

SGPU_TEST(mmio_unmapped_is_guest_error)
{
	struct log_capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev);
	uint32_t v = 0;
	SGPU_ASSERT_EQ(sgpu_mmio_read(dev, 0x123400, 4, &v), SGPU_OK);
	SGPU_ASSERT_EQ(v, 0xbad0ac00);
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_GUEST_ERROR], 1);
	SGPU_ASSERT_STR_CONTAINS(cap.last[SGPU_LOG_GUEST_ERROR], "unmapped MMIO 0x123400");
	SGPU_ASSERT_STR_EQ(cap.last_cat, "mmio");
	SGPU_ASSERT_EQ(sgpu_mmio_read(dev, 0x123401, 1, &v), SGPU_OK);
	SGPU_ASSERT_EQ(v, 0xac);
	SGPU_ASSERT_EQ(sgpu_mmio_write(dev, 0xfffffffc, 4, 1), SGPU_OK);
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_GUEST_ERROR], 3);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR), 3);
	/* Bad sizes and alignment are API misuse. */
	SGPU_ASSERT_EQ(sgpu_mmio_read(dev, 0x1001, 4, &v), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mmio_read(dev, 0x1000, 3, &v), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mmio_write(dev, 0x1002, 4, 0), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mmio_read(dev, 0x1000, 4, NULL), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_GUEST_ERROR], 3);
	sgpu_device_destroy(dev);
}

SGPU_TEST(mmio_subword)
{
	sgpu_device *dev = new_null(NULL);
	SGPU_ASSERT(dev);
	uint32_t s0 = reg(dev, "TEST.SCRATCH0"), v;
	sgpu_mmio_wr32(dev, s0, 0x11223344);
	SGPU_ASSERT_EQ(sgpu_mmio_read(dev, s0 + 2, 2, &v), SGPU_OK);
	SGPU_ASSERT_EQ(v, 0x1122);
	SGPU_ASSERT_EQ(sgpu_mmio_read(dev, s0 + 1, 1, &v), SGPU_OK);
	SGPU_ASSERT_EQ(v, 0x33);
	SGPU_ASSERT_EQ(sgpu_mmio_write(dev, s0 + 1, 1, 0xabcd), SGPU_OK); /* value masked to 8 bits */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, s0), 0x1122cd44);
	SGPU_ASSERT_EQ(sgpu_mmio_write(dev, s0 + 2, 2, 0xbeef), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, s0), 0xbeefcd44);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.ID")), 0x7e570001);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0), 0x53475000);
	sgpu_device_destroy(dev);
}

SGPU_TEST(mmio_readonly_and_unknown_registers)
{
	struct log_capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.ID"), 5);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.ID")), 0x7e570001);
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_GUEST_ERROR], 1);
	SGPU_ASSERT_STR_CONTAINS(cap.last[SGPU_LOG_GUEST_ERROR], "read-only");
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x1f00), 0);
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_GUEST_ERROR], 2);
	SGPU_ASSERT_STR_EQ(cap.last_cat, "test");
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ interrupts */

struct irq_capture {
	unsigned changes;
	bool level;
};

static void capture_irq(void *user, bool level)
{
	struct irq_capture *c = user;
	c->changes++;
	c->level = level;
}

/* Sets up a 16x4 solid a8r8g8b8 draw at VRAM 0x1000. */
static void setup_draw(sgpu_device *dev)
{
	sgpu_mmio_wr32(dev, reg(dev, "TEST.DST_LO"), 0x1000);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.PITCH"), 64);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.SIZE"), 16 | 4 << 16);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.FORMAT"), 0);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.PATTERN"), 0);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.COLOR0"), 0x80ff4020);
}

SGPU_TEST(irq_aggregation)
{
	sgpu_device *dev = new_null(NULL);
	SGPU_ASSERT(dev);
	struct irq_capture ic = {0};
	sgpu_set_irq_callback(dev, capture_irq, &ic);
	setup_draw(dev);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.INTR_EN"), 1);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 1);
	struct sgpu_run_result rr;
	SGPU_ASSERT_EQ(sgpu_run(dev, 1000, &rr), SGPU_OK);
	SGPU_ASSERT_EQ(rr.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rr.steps, 4);
	/* The line is up, the master enable is off: no host interrupt. */
	SGPU_ASSERT_EQ(sgpu_irq_lines(dev), 1u << 8);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "CTL.INTR")), 1u << 8);
	SGPU_ASSERT(!sgpu_irq_level(dev));
	SGPU_ASSERT_EQ(ic.changes, 0);
	sgpu_mmio_wr32(dev, reg(dev, "CTL.INTR_EN"), 1);
	SGPU_ASSERT(sgpu_irq_level(dev));
	SGPU_ASSERT_EQ(ic.changes, 1);
	SGPU_ASSERT(ic.level);
	/* The per-line mask, then the acknowledge at the unit. */
	sgpu_mmio_wr32(dev, reg(dev, "CTL.INTR_MASK"), ~(1u << 8));
	SGPU_ASSERT(!sgpu_irq_level(dev));
	sgpu_mmio_wr32(dev, reg(dev, "CTL.INTR_MASK"), ~0u);
	SGPU_ASSERT(sgpu_irq_level(dev));
	sgpu_mmio_wr32(dev, reg(dev, "TEST.INTR"), 1);
	SGPU_ASSERT(!sgpu_irq_level(dev));
	SGPU_ASSERT_EQ(sgpu_irq_lines(dev), 0);
	SGPU_ASSERT_EQ(ic.changes, 4);
	/* Reset lowers everything. */
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 1);
	sgpu_run(dev, 100, NULL);
	SGPU_ASSERT(sgpu_irq_level(dev));
	SGPU_ASSERT_EQ(sgpu_device_reset(dev), SGPU_OK);
	SGPU_ASSERT(!sgpu_irq_level(dev));
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.COLOR0")), 0);
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ run loop */

SGPU_TEST(draw_writes_pixels)
{
	sgpu_device *dev = new_null(NULL);
	SGPU_ASSERT(dev);
	setup_draw(dev);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.STATUS")), 0x11);
	struct sgpu_run_result rr;
	SGPU_ASSERT_EQ(sgpu_run(dev, 2, &rr), SGPU_OK);
	SGPU_ASSERT_EQ(rr.stop, SGPU_RUN_BUDGET);
	SGPU_ASSERT_EQ(rr.steps, 2);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.ROW")), 2);
	SGPU_ASSERT(sgpu_device_busy(dev));
	SGPU_ASSERT_EQ(sgpu_run(dev, 100, &rr), SGPU_OK);
	SGPU_ASSERT_EQ(rr.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rr.steps, 2);
	SGPU_ASSERT_EQ(sgpu_device_time(dev), 4);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.STATUS")), 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.INTR")), 1);
	uint8_t px[4];
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x1000 + 3 * 64 + 15 * 4, px, 4), SGPU_OK);
	SGPU_ASSERT_EQ(px[0], 0x20);
	SGPU_ASSERT_EQ(px[1], 0x40);
	SGPU_ASSERT_EQ(px[2], 0xff);
	SGPU_ASSERT_EQ(px[3], 0x80);
	/* Nothing past the last row is touched. */
	SGPU_ASSERT_EQ(sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x1000 + 4 * 64, px, 4), SGPU_OK);
	SGPU_ASSERT_EQ(px[0] | px[1] | px[2] | px[3], 0);
	/* Budget 0 only reports. */
	SGPU_ASSERT_EQ(sgpu_run(dev, 0, &rr), SGPU_OK);
	SGPU_ASSERT_EQ(rr.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(sgpu_run(NULL, 10, &rr), SGPU_ERR_INVALID_ARG);
	sgpu_device_destroy(dev);
}

SGPU_TEST(draw_faults)
{
	struct log_capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev);
	setup_draw(dev);
	/* Last row ends one byte past VRAM. */
	uint64_t size = sgpu_mem_size(dev, SGPU_SPACE_VRAM);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.DST_LO"), (uint32_t)(size - 3 * 64 - 63));
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.INTR")), 2);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT")), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT_ADDR")), (uint32_t)size);
	SGPU_ASSERT(!sgpu_device_busy(dev));
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_GUEST_ERROR], 1);
	/* High address bits beyond memory. */
	sgpu_mmio_wr32(dev, reg(dev, "TEST.DST_LO"), 0);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.DST_HI"), 0xff);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT")), 1);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.DST_HI"), 0);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.FORMAT"), 99);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT")), 2);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.FORMAT"), 0);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.PITCH"), 63);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT")), 3);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.PITCH"), 64);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.PATTERN"), 5);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT")), 6);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 9);
	SGPU_ASSERT_STR_CONTAINS(cap.last[SGPU_LOG_GUEST_ERROR], "not an operation");
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_GUEST_ERROR], 6);
	sgpu_device_destroy(dev);
}

SGPU_TEST(spin_is_bounded_by_budget)
{
	sgpu_device *dev = new_null(NULL);
	SGPU_ASSERT(dev);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 2);
	struct sgpu_run_result rr;
	for (int i = 0; i < 3; i++) {
		SGPU_ASSERT_EQ(sgpu_run(dev, 100000, &rr), SGPU_OK);
		SGPU_ASSERT_EQ(rr.stop, SGPU_RUN_BUDGET);
		SGPU_ASSERT_EQ(rr.steps, 100000);
	}
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.SPIN_LO")), 300000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.STATUS")), 0x21);
	/* Busy: a second trigger is refused. */
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.STATUS")), 0x21);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 3);
	SGPU_ASSERT_EQ(sgpu_run(dev, 100000, &rr), SGPU_OK);
	SGPU_ASSERT_EQ(rr.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rr.steps, 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.INTR")), 0);
	sgpu_device_destroy(dev);
}

static void put_words(sgpu_device *dev, uint64_t addr, const uint32_t *w, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		uint8_t b[4] = {(uint8_t)w[i], (uint8_t)(w[i] >> 8), (uint8_t)(w[i] >> 16),
		                (uint8_t)(w[i] >> 24)};
		sgpu_mem_write(dev, SGPU_SPACE_SYSMEM, addr + 4 * i, b, 4);
	}
}

#define CMD_METHOD(reg_off, n) (1u << 29 | (uint32_t)(n) << 16 | (uint32_t)(reg_off))
#define CMD_JUMP(addr) (2u << 29 | (uint32_t)(addr) >> 2)
#define CMD_END (3u << 29)

SGPU_TEST(command_list)
{
	sgpu_device *dev = new_null(NULL);
	SGPU_ASSERT(dev);
	setup_draw(dev);
	const uint32_t list[] = {
		0,                                  /* NOP */
		CMD_METHOD(0x080, 2), 0xaaaa, 0xbbbb, /* SCRATCH0, SCRATCH1 */
		CMD_JUMP(0x100),
	};
	const uint32_t tail[] = {
		CMD_METHOD(0x02c, 1), 0xff00ff00, /* COLOR0 */
		CMD_METHOD(0x040, 1), 1,          /* TRIGGER DRAW */
		CMD_END,
	};
	put_words(dev, 0x40, list, 5);
	put_words(dev, 0x100, tail, 5);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.CMD_LO"), 0x40);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.CMD_SPACE"), 1);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 4);
	struct sgpu_run_result rr;
	SGPU_ASSERT_EQ(sgpu_run(dev, 1000, &rr), SGPU_OK);
	SGPU_ASSERT_EQ(rr.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rr.steps, 5 + 5 + 4);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.SCRATCH1")), 0xbbbb);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.INTR")), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.CMD_GET")), 0x114);
	uint8_t px[4];
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x1000, px, 4);
	SGPU_ASSERT_EQ(px[1], 0xff);
	SGPU_ASSERT_EQ(px[3], 0xff);
	sgpu_device_destroy(dev);
}

SGPU_TEST(command_list_jump_to_self)
{
	struct log_capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev);
	const uint32_t loop[] = {CMD_JUMP(0x200)};
	put_words(dev, 0x200, loop, 1);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.CMD_LO"), 0x200);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.CMD_SPACE"), 1);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 4);
	struct sgpu_run_result rr;
	SGPU_ASSERT_EQ(sgpu_run(dev, 5000, &rr), SGPU_OK);
	SGPU_ASSERT_EQ(rr.stop, SGPU_RUN_BUDGET);
	SGPU_ASSERT_EQ(rr.steps, 5000);
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_GUEST_ERROR], 0);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 3);
	SGPU_ASSERT(!sgpu_device_busy(dev));
	sgpu_device_destroy(dev);
}

SGPU_TEST(command_list_faults)
{
	struct log_capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev);
	const uint32_t bad[] = {0, 5u << 29};
	put_words(dev, 0x300, bad, 2);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.CMD_LO"), 0x300);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.CMD_SPACE"), 1);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 4);
	sgpu_run(dev, 100, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT")), 5);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT_ADDR")), 0x304);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.INTR")), 2);
	/* Running off the end of memory. */
	sgpu_mmio_wr32(dev, reg(dev, "TEST.INTR"), 3);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.CMD_LO"), (1u << 20) - 8);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 4);
	struct sgpu_run_result rr;
	sgpu_run(dev, 100, &rr);
	SGPU_ASSERT_EQ(rr.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rr.steps, 3);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT")), 4);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT_ADDR")), 1u << 20);
	/* METHOD data running past the register window. */
	const uint32_t past[] = {CMD_METHOD(0xffc, 2), 1, 2};
	put_words(dev, 0x400, past, 3);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.CMD_LO"), 0x400);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 4);
	sgpu_run(dev, 100, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT")), 5);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, reg(dev, "TEST.FAULT_ADDR")), 0x408);
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_GUEST_ERROR], 4); /* +1: write to unknown +0xffc */
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ log and trace */

SGPU_TEST(log_filter)
{
	struct log_capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev);
	SGPU_ASSERT_EQ(sgpu_set_log_filter(dev, ""), SGPU_OK);
	struct irq_capture ic = {0};
	sgpu_set_irq_callback(dev, capture_irq, &ic);
	sgpu_mmio_wr32(dev, 0x140, 1);
	sgpu_mmio_wr32(dev, 0x104c, 1);
	sgpu_mmio_wr32(dev, 0x1040, 3);
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_DEBUG], 0);
	SGPU_ASSERT_EQ(sgpu_set_log_filter(dev, "test, irq"), SGPU_OK);
	setup_draw(dev);
	sgpu_mmio_wr32(dev, 0x1040, 1);
	sgpu_run(dev, 100, NULL);
	SGPU_ASSERT(ic.level);
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_DEBUG], 1);
	SGPU_ASSERT_STR_CONTAINS(cap.last[SGPU_LOG_DEBUG], "host line raised");
	SGPU_ASSERT_EQ(sgpu_set_log_filter(dev, NULL), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_STR_EQ(sgpu_log_level_name(SGPU_LOG_GUEST_ERROR), "GUEST_ERROR");
	SGPU_ASSERT_STR_EQ(sgpu_log_level_name((sgpu_log_level)99), "?");
	sgpu_device_destroy(dev);
}

struct trace_capture {
	char lines[16][160];
	unsigned n;
};

static void capture_trace(void *user, const struct sgpu_trace_event *ev)
{
	struct trace_capture *t = user;
	if (t->n < 16)
		sgpu_trace_format(ev, t->lines[t->n], sizeof(t->lines[0]));
	t->n++;
}

SGPU_TEST(trace_names_registers)
{
	sgpu_device *dev = new_null(NULL);
	SGPU_ASSERT(dev);
	struct trace_capture tc = {0};
	sgpu_set_trace_callback(dev, capture_trace, &tc);
	sgpu_set_log_callback(dev, capture_log, &(struct log_capture){0});
	sgpu_mmio_wr32(dev, 0x1080, 0x1234);
	uint32_t v;
	sgpu_mmio_read(dev, 0x1082, 2, &v);
	sgpu_mmio_rd32(dev, 0x900000);
	sgpu_mmio_wr32(dev, 0x140, 1);
	sgpu_mmio_wr32(dev, 0x104c, 1);
	setup_draw(dev); /* 6 writes */
	sgpu_mmio_wr32(dev, 0x1040, 1);
	sgpu_run(dev, 100, NULL);
	/* Events inside a run slice carry the time at the slice's start. */
	SGPU_ASSERT_EQ(tc.n, 13);
	SGPU_ASSERT_STR_EQ(tc.lines[0], "[0] mmio wr32 0x001080 TEST.SCRATCH0 = 0x00001234");
	SGPU_ASSERT_STR_EQ(tc.lines[1], "[0] mmio rd16 0x001082 TEST.SCRATCH0 = 0x0000");
	SGPU_ASSERT_STR_EQ(tc.lines[2], "[0] mmio rd32 0x900000 unmapped = 0xbad0ac00");
	SGPU_ASSERT_STR_EQ(tc.lines[12], "[0] irq raised (lines 0x00000100)");
	sgpu_set_trace_callback(dev, NULL, NULL);
	sgpu_mmio_wr32(dev, 0x1080, 1);
	SGPU_ASSERT_EQ(tc.n, 13);
	char buf[128];
	struct sgpu_trace_event m = {.kind = SGPU_TRACE_METHOD, .unit = "PGRAPH", .name = "COLOR",
	                             .addr = 0x304, .value = 7, .subchannel = 2, .object_class = 0x42};
	sgpu_trace_format(&m, buf, sizeof(buf));
	SGPU_ASSERT_STR_EQ(buf, "[0] method PGRAPH ch0 subc2 class 0x0042 mthd 0x0304 COLOR = 0x00000007");
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ determinism */

/* Runs a fixed sequence and returns a hash of VRAM, the log and the time. */
static uint64_t run_sequence(void)
{
	struct log_capture cap;
	sgpu_device *dev = new_null(&cap);
	if (!dev)
		return 0;
	sgpu_mmio_wr32(dev, reg(dev, "TEST.DST_LO"), 0x2000);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.PITCH"), 256);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.SIZE"), 64 | 64 << 16);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.PATTERN"), 4);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 1);
	sgpu_run(dev, 30, NULL);
	sgpu_mmio_wr32(dev, reg(dev, "TEST.TRIGGER"), 1); /* busy: refused, logged */
	sgpu_run(dev, 1000, NULL);
	uint64_t h = 1469598103934665603ull;
	uint8_t buf[256 * 64];
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x2000, buf, sizeof(buf));
	for (size_t i = 0; i < sizeof(buf); i++)
		h = (h ^ buf[i]) * 1099511628211ull;
	for (const char *p = cap.last[SGPU_LOG_GUEST_ERROR]; *p; p++)
		h = (h ^ (uint8_t)*p) * 1099511628211ull;
	h ^= sgpu_device_time(dev) << 32;
	sgpu_device_destroy(dev);
	return h;
}

SGPU_TEST(deterministic)
{
	uint64_t a = run_sequence(), b = run_sequence();
	SGPU_ASSERT_NE(a, 0);
	SGPU_ASSERT_EQ(a, b);
}

SGPU_TEST(version)
{
	SGPU_ASSERT_STR_EQ(sgpu_version(), "0.1.0");
}
