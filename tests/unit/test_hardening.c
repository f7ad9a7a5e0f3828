/* Every chip in the table against hostile but simple guests: register
 * sweeps with extreme values, writes of each access size, resets in the
 * middle of work, memory much smaller than the chip's default. Nothing
 * may crash, log a softgpu bug (SGPU_LOG_ERROR) or overrun a run budget.
 * A new chip is covered without touching this file. */
#include "harness.h"
#include "softgpu/softgpu.h"

/* Runs and checks the run loop's promises. */
static int run_ok(sgpu_device *dev, uint64_t budget)
{
	struct sgpu_run_result res = {0};
	uint64_t before = sgpu_device_time(dev);
	if (sgpu_run(dev, budget, &res) != SGPU_OK)
		return 0;
	return res.steps <= budget && sgpu_device_time(dev) - before == res.steps;
}

/* Writes value to the first 4 KiB and the last 1 KiB of every region
 * (where registers and windows start and end), running a little between
 * writes so that whatever a write starts gets going. */
static int sweep(sgpu_device *dev, uint32_t value, unsigned size)
{
	struct sgpu_mmio_region_info ri;
	for (size_t i = 0; sgpu_mmio_region_get(dev, i, &ri) == SGPU_OK; i++) {
		uint32_t head = ri.size < 0x1000 ? ri.size : 0x1000;
		uint32_t tail = ri.size - head < 0x400 ? ri.size - head : 0x400;
		for (uint32_t off = 0; off < ri.size; off += size) {
			if (off == head)
				off = ri.size - tail;
			if (off >= ri.size)
				break;
			uint32_t v = 0;
			sgpu_mmio_read(dev, ri.base + off, size, &v);
			if (sgpu_mmio_write(dev, ri.base + off, size, value) != SGPU_OK)
				return 0;
			if ((off & 0xff) == 0 && !run_ok(dev, 64))
				return 0;
		}
	}
	return run_ok(dev, 5000);
}

SGPU_TEST(hardening_register_sweeps_every_chip)
{
	static const uint32_t values[] = {0xffffffffu, 0, 0x80000001u};
	static const unsigned sizes[] = {4, 2, 1};
	for (size_t c = 0; c < sgpu_chip_count(); c++) {
		const struct sgpu_chip_info *chip = sgpu_chip_get(c);
		for (size_t k = 0; k < 3; k++) {
			/* the smallest memories: every pointer a sweep sets is out of range */
			struct sgpu_device_config cfg = {.vram_size = 4096, .sysmem_size = 4096};
			sgpu_device *dev = NULL;
			SGPU_ASSERT_EQ(sgpu_device_create(chip->name, &cfg, &dev), SGPU_OK);
			sgpu_set_log_callback(dev, sgpu_log_discard, NULL);
			SGPU_ASSERT_MSG(sweep(dev, values[k], sizes[k]), "%s: sweep 0x%08x size %u",
			                chip->name, values[k], sizes[k]);
			SGPU_ASSERT_EQ(sgpu_device_reset(dev), SGPU_OK);
			SGPU_ASSERT(run_ok(dev, 1000));
			SGPU_ASSERT_MSG(sgpu_log_count(dev, SGPU_LOG_ERROR) == 0,
			                "%s: softgpu bug logged", chip->name);
			sgpu_device_destroy(dev);
		}
	}
}

/* Work started, then a reset in the middle of it, then more work. */
SGPU_TEST(hardening_reset_mid_work_every_chip)
{
	for (size_t c = 0; c < sgpu_chip_count(); c++) {
		const struct sgpu_chip_info *chip = sgpu_chip_get(c);
		struct sgpu_device_config cfg = {.vram_size = 64u << 10, .sysmem_size = 64u << 10};
		sgpu_device *dev = NULL;
		SGPU_ASSERT_EQ(sgpu_device_create(chip->name, &cfg, &dev), SGPU_OK);
		sgpu_set_log_callback(dev, sgpu_log_discard, NULL);
		SGPU_ASSERT(sweep(dev, 0xffffffffu, 4));
		for (int i = 0; i < 4; i++) {
			SGPU_ASSERT(run_ok(dev, 100 + 37 * (uint64_t)i));
			SGPU_ASSERT_EQ(sgpu_device_reset(dev), SGPU_OK);
			SGPU_ASSERT(sweep(dev, 0x00010001u << i, 4));
		}
		SGPU_ASSERT_MSG(sgpu_log_count(dev, SGPU_LOG_ERROR) == 0, "%s: softgpu bug logged",
		                chip->name);
		sgpu_device_destroy(dev);
	}
}
