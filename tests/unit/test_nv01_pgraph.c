/* NV1 PGRAPH registers and interrupts (seed 004; hwtest semantics). */
#include "harness.h"
#include "softgpu/softgpu.h"

static void silent(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	(void)level;
	(void)cat;
	(void)msg;
}

static sgpu_device *nv1(void)
{
	sgpu_device *d = NULL;
	sgpu_device_create("nv1", NULL, &d);
	if (d)
		sgpu_set_log_callback(d, silent, NULL);
	return d;
}

SGPU_TEST(access_write_enables)
{
	sgpu_device *d = nv1();
	SGPU_ASSERT(d);
	sgpu_mmio_wr32(d, 0x4006a4, 0x04000000); /* HOST_WR with HOST 0 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x4006a4) & 0x111, 0x011);
	sgpu_mmio_wr32(d, 0x400624, 0x55); /* ignored: HOST is 0 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400624), 0);
	sgpu_mmio_wr32(d, 0x4006a4, 0x04000100);
	sgpu_mmio_wr32(d, 0x400624, 0x155);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400624), 0x55);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x4006a4) >> 24, 0xf);
	sgpu_device_destroy(d);
}

SGPU_TEST(invalid_method_halts_and_interrupts)
{
	sgpu_device *d = nv1();
	sgpu_mmio_wr32(d, 0x000140, 1);          /* PMC: hardware interrupts on */
	sgpu_mmio_wr32(d, 0x400140, 0x11111111); /* INTR_EN */
	sgpu_mmio_wr32(d, 0x4c0ffc, 1);          /* RECT has no method 0xffc */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400104), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x4006a4) & 0x111, 0x010); /* FIFO, HOST dropped */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x000100) >> 12 & 1, 1);   /* PMC line 12 */
	SGPU_ASSERT(sgpu_irq_level(d));
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x4006a8), 0x0c0ffc); /* TRAP_ADDR */
	sgpu_mmio_wr32(d, 0x400104, 1); /* clearing INVALID clears INTR.INVALID */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	SGPU_ASSERT(!sgpu_irq_level(d));
	sgpu_device_destroy(d);
}

SGPU_TEST(rop_value_and_missing_method)
{
	sgpu_device *d = nv1();
	sgpu_mmio_wr32(d, 0x420300, 0x1ff);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400104), 0x10); /* INVALID_VALUE */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400624), 0xff);
	sgpu_mmio_wr32(d, 0x400100, 0xffffffff);
	sgpu_mmio_wr32(d, 0x4006a4, 0x0d00c101); /* FIFO, HOST, current class RECT */
	sgpu_mmio_wr32(d, 0x4c0404, 0x00010001); /* WH before XY */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 1u << 16);
	sgpu_device_destroy(d);
}

SGPU_TEST(context_switch_and_notify)
{
	sgpu_device *d = nv1();
	sgpu_mmio_wr32(d, 0x400190, 0x10010000);
	sgpu_mmio_wr32(d, 0x4c0000, 0x00050117); /* channel 5: mismatch */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0x10);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400180), 0x00050117);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x4006a4) >> 12 & 0x1f, 0x0c);
	sgpu_mmio_wr32(d, 0x400100, 0xffffffff);
	sgpu_mmio_wr32(d, 0x4006a4, 0x05000101);
	sgpu_mmio_wr32(d, 0x4c0104, 0); /* NOTIFY_VALID set: pending */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400684) >> 16 & 0x11, 0x01);
	/* No DMA object at instance 0: the write faults in PDMA, stays in flight */
	sgpu_mmio_wr32(d, 0x4c0304, 0x7fff);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400684) >> 16 & 0x11, 0x10);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x100110), 1); /* PDMA INTR_GRAPH NULL */
	sgpu_mmio_wr32(d, 0x4c0104, 0); /* bit 20 still set: NOTIFY + DOUBLE_NOTIFY */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400104), 0x1000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), (1u << 28) | 1);
	sgpu_device_destroy(d);
}

SGPU_TEST(notify_writes_through_pdma)
{
	sgpu_device *d = nv1();
	sgpu_mmio_wr32(d, 0x400190, 0x10010000);
	/* DMA object at RAMIN 0x4000 (instance 0x400): present, limit 0xfff,
	 * one writable page at system memory 0x2000. */
	sgpu_mmio_wr32(d, 0x704000, 0x00010000);
	sgpu_mmio_wr32(d, 0x704004, 0x00000fff);
	sgpu_mmio_wr32(d, 0x704008, 0x00002003);
	sgpu_mmio_wr32(d, 0x400684, 0x400);
	uint32_t junk[4] = {~0u, ~0u, ~0u, ~0u};
	sgpu_mem_write(d, SGPU_SPACE_SYSMEM, 0x2000, junk, sizeof(junk));
	sgpu_mmio_wr32(d, 0x4c0000, 0x00000117); /* channel 0, NOTIFY_VALID */
	sgpu_mmio_wr32(d, 0x4c0104, 0);
	sgpu_mmio_wr32(d, 0x4c0304, 0x1234);
	uint32_t n[4];
	sgpu_mem_read(d, SGPU_SPACE_SYSMEM, 0x2000, n, sizeof(n));
	SGPU_ASSERT_EQ(n[2], 0);
	SGPU_ASSERT_EQ(n[3], 0);
	SGPU_ASSERT_EQ(n[1], 0); /* model time 0: no run yet */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400684) >> 16 & 0x11, 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	sgpu_device_destroy(d);
}

static void clear_and_enable(sgpu_device *d)
{
	sgpu_mmio_wr32(d, 0x400100, 0xffffffff);
	sgpu_mmio_wr32(d, 0x4006a4, 0x05000101);
}

SGPU_TEST(drawing_traps)
{
	sgpu_device *d = nv1();
	sgpu_mmio_wr32(d, 0x400190, 0x10010000);
	sgpu_mmio_wr32(d, 0x480000, 0x00000017);
	/* XY_RANGE: a 32-bit point beyond the rasterizer's range */
	sgpu_mmio_wr32(d, 0x480480, 0x9000);
	sgpu_mmio_wr32(d, 0x480484, 4);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 1u << 12);
	clear_and_enable(d);
	/* CANVAS_SOFTWARE */
	sgpu_mmio_wr32(d, 0x400634, 0x01000000);
	sgpu_mmio_wr32(d, 0x480400, 0x00040004);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 1u << 20);
	clear_and_enable(d);
	sgpu_mmio_wr32(d, 0x400634, 0);
	/* CLIP_SOFTWARE */
	sgpu_mmio_wr32(d, 0x4006a0, 0x100);
	sgpu_mmio_wr32(d, 0x480400, 0x00040004);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 1u << 24);
	clear_and_enable(d);
	sgpu_mmio_wr32(d, 0x4006a0, 0);
	sgpu_mmio_wr32(d, 0x480400, 0x00040004);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	sgpu_device_destroy(d);
}

SGPU_TEST(notify_errors)
{
	sgpu_device *d = nv1();
	sgpu_mmio_wr32(d, 0x400190, 0x10010000);
	sgpu_mmio_wr32(d, 0x4c0000, 0x00000017); /* no NOTIFY_VALID */
	sgpu_mmio_wr32(d, 0x4c0104, 0);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400104), 0x100); /* INVALID_NOTIFY */
	sgpu_mmio_wr32(d, 0x400104, 0x100);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), 0);
	clear_and_enable(d);
	/* a notify in flight (bit 20), then an object switch: CTXSW_NOTIFY */
	sgpu_mmio_wr32(d, 0x400684, 0x00100000);
	sgpu_mmio_wr32(d, 0x4c0000, 0x00000117);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400104), 0x10000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400100), (1u << 28) | 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400684) & 0x00110000, 0);
	/* INVALID_EN alone drives the line when INTR_EN is 0 */
	sgpu_mmio_wr32(d, 0x4006a4, 0x04000100);
	sgpu_mmio_wr32(d, 0x000140, 1);
	SGPU_ASSERT(!sgpu_irq_level(d));
	sgpu_mmio_wr32(d, 0x400144, 0x10000);
	SGPU_ASSERT(sgpu_irq_level(d));
	sgpu_device_destroy(d);
}

/* PTIMER at 0x101000 with NV1's layout (envytools ptimer.rst): the alarm
 * keeps the run loop going until it fires, on PMC line 20; the notifier
 * stamps TIME_HIGH:TIME_LOW. */
#define NV1_PTIMER 0x101000
static void run_to_alarm(sgpu_device *d, uint32_t t)
{
	sgpu_mmio_wr32(d, NV1_PTIMER + 0x100, 1);
	sgpu_mmio_wr32(d, NV1_PTIMER + 0x410, t); /* ALARM */
	sgpu_mmio_wr32(d, NV1_PTIMER + 0x140, 1); /* INTR_EN */
	struct sgpu_run_result r;
	sgpu_run(d, 10000000, &r);
}

SGPU_TEST(ptimer_alarm_and_notifier_timestamp)
{
	sgpu_device *d = nv1();
	sgpu_mmio_wr32(d, 0x000140, 1);
	run_to_alarm(d, 0x12340);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, NV1_PTIMER + 0x100), 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x000100) >> 20 & 1, 1); /* PMC line 20 */
	uint32_t lo = sgpu_mmio_rd32(d, NV1_PTIMER + 0x400);
	/* the first 27 MHz source cycle at or after the alarm time */
	SGPU_ASSERT(lo >= 0x12340 && lo < 0x12340 + 0x40);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, NV1_PTIMER + 0x404), 0);
	sgpu_mmio_wr32(d, NV1_PTIMER + 0x100, 1);
	/* notifier through a DMA object as in notify_writes_through_pdma */
	sgpu_mmio_wr32(d, 0x400190, 0x10010000);
	sgpu_mmio_wr32(d, 0x704000, 0x00010000);
	sgpu_mmio_wr32(d, 0x704004, 0x00000fff);
	sgpu_mmio_wr32(d, 0x704008, 0x00002003);
	sgpu_mmio_wr32(d, 0x400684, 0x400);
	sgpu_mmio_wr32(d, 0x4c0000, 0x00000117);
	sgpu_mmio_wr32(d, 0x4c0104, 0);
	sgpu_mmio_wr32(d, 0x4c0304, 0x1234);
	uint32_t n[4];
	sgpu_mem_read(d, SGPU_SPACE_SYSMEM, 0x2000, n, sizeof(n));
	SGPU_ASSERT_EQ(n[0], lo); /* no run since: the same time */
	SGPU_ASSERT_EQ(n[1], 0);
	/* PMC.ENABLE bit 4 (shared with PDMA) resets PTIMER */
	sgpu_mmio_wr32(d, 0x000200, 0xffffffef);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, NV1_PTIMER + 0x410), 0);
	sgpu_device_destroy(d);
}

/* CTX_CONTROL.TIMER_RUNNING (seed 004): set by a write, it holds
 * SWITCH_AVAILABLE at 0 until the PTIMER bit TIMER_BIT picks (0: bit 14)
 * has changed three times. */
SGPU_TEST(ctx_control_timer_running)
{
	sgpu_device *d = nv1();
	sgpu_mmio_wr32(d, 0x400190, 0x10010100);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400190), 0x10010100);
	run_to_alarm(d, 3 * 0x4000 - 0x20); /* two changes of bit 14 */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400190), 0x10010100);
	run_to_alarm(d, 3 * 0x4000); /* the third */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400190), 0x10110000);
	/* TIMER_BIT 3: bit 23 */
	sgpu_mmio_wr32(d, 0x400190, 0x10010103);
	run_to_alarm(d, 3 * 0x4000 + 0x10000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400190), 0x10010103);
	sgpu_device_destroy(d);
}

/* Issue 12 item 1: TIMER_RUNNING is host-writable both ways (envytools
 * d31e9e4b hwtest pgraph_scan.cc bitscan(0x400190, 0x11010103)). */
SGPU_TEST(ctx_control_timer_running_write_zero_clears)
{
	sgpu_device *d = nv1();
	sgpu_mmio_wr32(d, 0x400190, 0x00000100);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400190), 0x00000100);
	sgpu_mmio_wr32(d, 0x400190, 0x00000000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400190), 0);
	sgpu_mmio_wr32(d, 0x400190, 0x10010103);
	sgpu_mmio_wr32(d, 0x400190, 0x10010003);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(d, 0x400190), 0x10110003); /* SWITCH_AVAILABLE */
	sgpu_device_destroy(d);
}
