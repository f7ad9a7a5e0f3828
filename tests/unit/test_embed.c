/* The library API an emulator embedding softgpu uses: byte-enable MMIO
 * writes, the BAR map and reads and writes through a BAR, and model time
 * that passes on an idle device. Public API only. */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "nv/mmu/vm.h"
#include "softgpu/script.h"
#include "softgpu/softgpu.h"

static sgpu_device *create(const char *chip)
{
	sgpu_device *dev = NULL;
	if (sgpu_device_create(chip, NULL, &dev) != SGPU_OK)
		return NULL;
	sgpu_set_log_callback(dev, sgpu_log_discard, NULL);
	return dev;
}

static uint32_t rd(sgpu_device *dev, const char *name)
{
	uint32_t a = 0;
	if (sgpu_mmio_lookup(dev, name, &a) != SGPU_OK)
		return 0xdeadbeefu;
	return sgpu_mmio_rd32(dev, a);
}

static uint32_t addr_of(sgpu_device *dev, const char *name)
{
	uint32_t a = 0;
	sgpu_mmio_lookup(dev, name, &a);
	return a;
}

/* ------------------------------------------------------------------ byte enables */

/* A register merges the enabled bytes of one transaction; the value is
 * word-relative. */
SGPU_TEST(be_write_merges_enabled_bytes)
{
	sgpu_device *dev = create("null");
	SGPU_ASSERT(dev);
	uint32_t a = addr_of(dev, "TEST.SCRATCH0");
	sgpu_mmio_wr32(dev, a, 0x11223344);
	SGPU_ASSERT_EQ(sgpu_mmio_write_be(dev, a, 0xaabbccdd, 0x6), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, a), 0x11bbcc44u);
	SGPU_ASSERT_EQ(sgpu_mmio_write_be(dev, a, 0xaabbccdd, 0x5), SGPU_OK); /* not contiguous */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, a), 0x11bbccddu);
	SGPU_ASSERT_EQ(sgpu_mmio_write_be(dev, a, 0x01020304, 0xf), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, a), 0x01020304u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(be_write_bad_arguments)
{
	sgpu_device *dev = create("null");
	SGPU_ASSERT(dev);
	uint32_t a = addr_of(dev, "TEST.SCRATCH0");
	SGPU_ASSERT_EQ(sgpu_mmio_write_be(dev, a + 1, 0, 0x1), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mmio_write_be(dev, a, 0, 0), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mmio_write_be(dev, a, 0, 0x10), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_mmio_write_be(NULL, a, 0, 0x1), SGPU_ERR_INVALID_ARG);
	/* unmapped: guest behaviour, logged, SGPU_OK */
	SGPU_ASSERT_EQ(sgpu_mmio_write_be(dev, 0xfff000, 0, 0x3), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR), 1u);
	sgpu_device_destroy(dev);
}

/* Narrow accesses are lane-relative, and a narrow write is the same
 * transaction as the byte-enable write of its lanes. */
SGPU_TEST(narrow_access_is_lane_relative)
{
	sgpu_device *dev = create("null");
	SGPU_ASSERT(dev);
	uint32_t a = addr_of(dev, "TEST.SCRATCH1");
	sgpu_mmio_wr32(dev, a, 0x11223344);
	uint32_t v = 0;
	SGPU_ASSERT_EQ(sgpu_mmio_read(dev, a + 2, 1, &v), SGPU_OK);
	SGPU_ASSERT_EQ(v, 0x22u);
	SGPU_ASSERT_EQ(sgpu_mmio_read(dev, a + 2, 2, &v), SGPU_OK);
	SGPU_ASSERT_EQ(v, 0x1122u);
	SGPU_ASSERT_EQ(sgpu_mmio_write(dev, a + 1, 1, 0xab), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, a), 0x1122ab44u);
	SGPU_ASSERT_EQ(sgpu_mmio_write(dev, a + 2, 2, 0xcdef), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, a), 0xcdefab44u);
	/* unmapped reads give the lane of the open-bus word */
	SGPU_ASSERT_EQ(sgpu_mmio_read(dev, 0xfff001, 1, &v), SGPU_OK);
	SGPU_ASSERT_EQ(v, 0xacu); /* null's open bus 0xbad0ac00 */
	sgpu_device_destroy(dev);
}

struct trace_cap {
	char last[160];
	unsigned writes;
};

static void trace_fn(void *user, const struct sgpu_trace_event *ev)
{
	struct trace_cap *c = user;
	if (ev->kind != SGPU_TRACE_MMIO_WRITE)
		return;
	c->writes++;
	sgpu_trace_format(ev, c->last, sizeof(c->last));
}

SGPU_TEST(be_write_is_one_traced_transaction)
{
	sgpu_device *dev = create("null");
	SGPU_ASSERT(dev);
	struct trace_cap cap = {{0}, 0};
	sgpu_set_trace_callback(dev, trace_fn, &cap);
	uint32_t a = addr_of(dev, "TEST.SCRATCH0");
	sgpu_mmio_write_be(dev, a, 0x00beef00, 0x6);
	SGPU_ASSERT_EQ(cap.writes, 1u);
	SGPU_ASSERT_STR_CONTAINS(cap.last, "TEST.SCRATCH0 = 0x00beef00 be=0x6");
	sgpu_device_destroy(dev);
}

/* NV1 PFIFO USER: an unaligned store of 16 bits (enables 0x6) is one bus
 * transaction and leaves one RAMRO entry, not two (issue 13 item 1). */
SGPU_TEST(nv1_user_partial_write_is_one_ramro_entry)
{
	sgpu_device *dev = create("nv1");
	SGPU_ASSERT(dev);
	sgpu_mmio_wr32(dev, addr_of(dev, "PRAM.CONFIG"), 0);
	uint32_t put0 = rd(dev, "PFIFO.RUNOUT_PUT");
	SGPU_ASSERT_EQ(sgpu_mmio_write_be(dev, 0x800100, 0x00abcd00, 0x6), SGPU_OK);
	SGPU_ASSERT_EQ(rd(dev, "PFIFO.RUNOUT_PUT"), put0 + 8);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR), 1u);
	/* the entry's reason (bits 28-30) is 0, an invalid (narrow) access */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x650000 + put0) >> 28 & 7, 0u);
	/* the address of the lowest enabled byte, the data in its lanes
	 * (issue 12 item 8) */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x650000 + put0) & 0x7fffff, 0x000101u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x650000 + put0 + 4), 0x00abcd00u);
	/* three enabled bytes, and a gap: one entry each */
	sgpu_mmio_write_be(dev, 0x800104, 0x00ffffff, 0x7);
	sgpu_mmio_write_be(dev, 0x800108, 0xff00ff00, 0xa);
	SGPU_ASSERT_EQ(rd(dev, "PFIFO.RUNOUT_PUT"), put0 + 24);
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ model time */

SGPU_TEST(advance_idle_device_costs_no_steps)
{
	sgpu_device *dev = create("null");
	SGPU_ASSERT(dev);
	SGPU_ASSERT_EQ(sgpu_device_chip(dev)->ns_per_step, 1u);
	struct sgpu_run_result r = {SGPU_RUN_BUDGET, 99};
	SGPU_ASSERT_EQ(sgpu_advance(dev, 1000000000000ull, &r), SGPU_OK);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(r.steps, 0u);
	SGPU_ASSERT_EQ(sgpu_device_time(dev), 1000000000000ull);
	SGPU_ASSERT_EQ(sgpu_device_time_ns(dev), 1000000000000ull);
	SGPU_ASSERT_EQ(sgpu_advance(dev, 0, &r), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_advance(NULL, 1, &r), SGPU_ERR_INVALID_ARG);
	sgpu_device_destroy(dev);
}

/* A busy unit gets the steps of the interval, as sgpu_run would give. */
SGPU_TEST(advance_runs_busy_units)
{
	sgpu_device *dev = create("null");
	SGPU_ASSERT(dev);
	sgpu_mmio_wr32(dev, addr_of(dev, "TEST.TRIGGER"), 2); /* SPIN */
	struct sgpu_run_result r = {0};
	SGPU_ASSERT_EQ(sgpu_advance(dev, 500, &r), SGPU_OK);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_BUDGET);
	SGPU_ASSERT_EQ(r.steps, 500u);
	SGPU_ASSERT_EQ(rd(dev, "TEST.SPIN_LO"), 500u);
	SGPU_ASSERT_EQ(sgpu_device_time(dev), 500u);
	sgpu_device_destroy(dev);
}

/* A host polling PTIMER sees time move when time passes on an idle
 * device: before sgpu_advance, TIME_LOW stood still. */
SGPU_TEST(advance_moves_ptimer_on_idle_device)
{
	sgpu_device *dev = create("g80");
	SGPU_ASSERT(dev);
	uint32_t t0 = rd(dev, "PTIMER.TIME_LOW");
	struct sgpu_run_result r = {0};
	sgpu_run(dev, 1000, &r);
	SGPU_ASSERT_EQ(rd(dev, "PTIMER.TIME_LOW"), t0); /* idle: run passes no time */
	SGPU_ASSERT_EQ(sgpu_advance(dev, 64000, &r), SGPU_OK);
	SGPU_ASSERT_EQ(r.steps, 0u);
	/* the reset ratio counts nanoseconds, in units of 32 */
	SGPU_ASSERT_EQ(rd(dev, "PTIMER.TIME_LOW") - t0, 64000u);
	sgpu_device_destroy(dev);
}

/* An enabled PTIMER alarm fires at its exact step inside the interval,
 * raising the host line; the rest of the interval passes idle. */
SGPU_TEST(advance_fires_ptimer_alarm)
{
	sgpu_device *dev = create("g80");
	SGPU_ASSERT(dev);
	sgpu_mmio_wr32(dev, addr_of(dev, "PMC.INTR_ENABLE_HOST"), 1);
	sgpu_mmio_wr32(dev, addr_of(dev, "PTIMER.ALARM"), 0x2000);
	sgpu_mmio_wr32(dev, addr_of(dev, "PTIMER.INTR_EN"), 1);
	SGPU_ASSERT(!sgpu_irq_level(dev));
	struct sgpu_run_result r = {0};
	SGPU_ASSERT_EQ(sgpu_advance(dev, 1000000, &r), SGPU_OK);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	/* waited for the alarm (the counter ticks every 32 ns on whole 27 MHz
	 * crystal cycles), then idle */
	SGPU_ASSERT(r.steps >= 0x2000u && r.steps < 0x2000u + 64);
	SGPU_ASSERT_EQ(sgpu_device_time(dev), 1000000u);
	SGPU_ASSERT_EQ(rd(dev, "PTIMER.INTR"), 1u);
	SGPU_ASSERT(sgpu_irq_lines(dev) & 1u << 20);
	SGPU_ASSERT(sgpu_irq_level(dev));
	/* a masked alarm is seen by a poll after the time passed */
	sgpu_mmio_wr32(dev, addr_of(dev, "PTIMER.INTR"), 1);
	sgpu_mmio_wr32(dev, addr_of(dev, "PTIMER.INTR_EN"), 0);
	sgpu_mmio_wr32(dev, addr_of(dev, "PTIMER.ALARM"), rd(dev, "PTIMER.TIME_LOW") + 0x1000);
	SGPU_ASSERT_EQ(rd(dev, "PTIMER.INTR"), 0u);
	SGPU_ASSERT_EQ(sgpu_advance(dev, 0x1000 + 64, &r), SGPU_OK);
	SGPU_ASSERT_EQ(rd(dev, "PTIMER.INTR"), 1u);
	sgpu_device_destroy(dev);
}

static void quiet(void *user, const char *text)
{
	(void)user;
	(void)text;
}

/* The script's wait: units and the PTIMER alarm. */
SGPU_TEST(script_wait)
{
	static const char text[] = "chip g80\n"
	                           "wait 1000ns\n"
	                           "expect time 1000\n"
	                           "wait 2us\n"
	                           "wait 0x10\n"
	                           "expect time 3016\n"
	                           "write PTIMER.ALARM 0x10000\n"
	                           "write PTIMER.INTR_EN 1\n"
	                           "wait 1ms\n"
	                           "expect PTIMER.INTR 1\n"
	                           "expect time 1003016\n";
	struct sgpu_script_options o;
	sgpu_script_options_init(&o);
	o.log = sgpu_log_discard;
	o.print = quiet;
	struct sgpu_script_result res;
	sgpu_status st = sgpu_script_run_buffer("w.sgs", text, strlen(text), &o, &res);
	SGPU_ASSERT_MSG(st == SGPU_OK, "%s", res.message);
	SGPU_ASSERT(res.steps >= 0x10000u - 3016u && res.steps < 0x10000u - 3016u + 64);
	static const char bad[] = "chip null\nwait 12parsecs\n";
	st = sgpu_script_run_buffer("w.sgs", bad, strlen(bad), &o, &res);
	SGPU_ASSERT_NE(st, SGPU_OK);
	SGPU_ASSERT_STR_CONTAINS(res.message, "w.sgs:2:6:");
}

/* ------------------------------------------------------------------ BARs */

/* Every chip has one register BAR whose first aperture is REGISTERS at
 * offset 0; apertures are sorted and lie inside their BAR. */
SGPU_TEST(bar_map_every_chip)
{
	for (size_t c = 0; c < sgpu_chip_count(); c++) {
		const char *name = sgpu_chip_get(c)->name;
		sgpu_device *dev = create(name);
		SGPU_ASSERT_MSG(dev, "%s", name);
		struct sgpu_bar_info b, prev = {0};
		unsigned regbars = 0;
		size_t k = 0;
		for (; sgpu_bar_get(dev, k, &b) == SGPU_OK; k++) {
			SGPU_ASSERT_MSG(b.name && b.backing && b.size, "%s aperture %zu", name, k);
			SGPU_ASSERT_MSG(b.offset + b.size <= b.bar_size, "%s %s", name, b.name);
			SGPU_ASSERT(b.bar <= 5);
			if (k)
				SGPU_ASSERT_MSG(b.bar > prev.bar ||
				                        (b.bar == prev.bar &&
				                         b.offset >= prev.offset + prev.size),
				                "%s: %s after %s", name, b.name, prev.name);
			regbars += b.kind == SGPU_BAR_REGISTERS && !b.io && b.offset == 0;
			prev = b;
		}
		SGPU_ASSERT_MSG(k >= 1 && regbars == 1, "%s: %zu apertures, %u register BARs", name,
		                k, regbars);
		SGPU_ASSERT_EQ(sgpu_bar_get(dev, k, &b), SGPU_ERR_OUT_OF_RANGE);
		SGPU_ASSERT_EQ(sgpu_bar_get(NULL, 0, &b), SGPU_ERR_INVALID_ARG);
		sgpu_device_destroy(dev);
	}
}

/* A register BAR access is one transaction per word touched: an
 * unaligned 16-bit store is one write with enables 0x6. */
SGPU_TEST(bar_registers_are_transactions)
{
	sgpu_device *dev = create("null");
	SGPU_ASSERT(dev);
	uint32_t a = addr_of(dev, "TEST.SCRATCH2");
	sgpu_mmio_wr32(dev, a, 0x11223344);
	struct trace_cap cap = {{0}, 0};
	sgpu_set_trace_callback(dev, trace_fn, &cap);
	uint8_t st[2] = {0xcc, 0xbb};
	SGPU_ASSERT_EQ(sgpu_bar_write(dev, 0, a + 1, st, 2), SGPU_OK);
	SGPU_ASSERT_EQ(cap.writes, 1u);
	SGPU_ASSERT_STR_CONTAINS(cap.last, "be=0x6");
	sgpu_set_trace_callback(dev, NULL, NULL);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, a), 0x11bbcc44u);
	/* a store across a word boundary is two transactions */
	uint8_t w[4] = {1, 2, 3, 4};
	SGPU_ASSERT_EQ(sgpu_bar_write(dev, 0, a + 2, w, 4), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, a), 0x0201cc44u);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, a + 4) & 0xffff, 0x0403u);
	uint8_t r[3] = {0};
	SGPU_ASSERT_EQ(sgpu_bar_read(dev, 0, a + 1, r, 3), SGPU_OK);
	SGPU_ASSERT(r[0] == 0xcc && r[1] == 0x01 && r[2] == 0x02);
	/* BAR1 is VRAM */
	SGPU_ASSERT_EQ(sgpu_bar_write(dev, 1, 0x100, w, 4), SGPU_OK);
	uint8_t m[4] = {0};
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x100, m, 4);
	SGPU_ASSERT_MEM_EQ(m, w, 4);
	/* no BAR 5; past the end of BAR1 */
	SGPU_ASSERT_EQ(sgpu_bar_read(dev, 5, 0, r, 1), SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_EQ(sgpu_bar_read(dev, 1, (256u << 20) - 1, r, 2), SGPU_ERR_OUT_OF_RANGE);
	/* past VRAM inside BAR1: guest behaviour, reads 0 */
	uint64_t ge = sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR);
	r[0] = 0xff;
	SGPU_ASSERT_EQ(sgpu_bar_read(dev, 1, 200u << 20, r, 1), SGPU_OK);
	SGPU_ASSERT_EQ(r[0], 0);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR), ge + 1);
	sgpu_device_destroy(dev);
}

/* NV1: the framebuffer at BAR0 + 16 MiB, in sgpu_mmio_* space too,
 * wrapping at the VRAM size. */
SGPU_TEST(bar_nv1_framebuffer_window)
{
	sgpu_device *dev = create("nv1");
	SGPU_ASSERT(dev);
	uint8_t px[3] = {0x11, 0x22, 0x33};
	SGPU_ASSERT_EQ(sgpu_bar_write(dev, 0, 0x1000000 + 0x2001, px, 3), SGPU_OK);
	uint8_t m[3] = {0};
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x2001, m, 3);
	SGPU_ASSERT_MEM_EQ(m, px, 3);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(dev, 0x1002000), 0x33221100u);
	SGPU_ASSERT_EQ(sgpu_mmio_write(dev, 0x1002000, 1, 0xee), SGPU_OK);
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x2000, m, 1);
	SGPU_ASSERT_EQ(m[0], 0xee);
	/* 4 MiB of VRAM: BAR0 + 16 MiB + 4 MiB is VRAM 0 again */
	uint32_t v = 0;
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, 0, "\x5a", 1);
	SGPU_ASSERT_EQ(sgpu_mmio_read(dev, 0x1400000, 1, &v), SGPU_OK);
	SGPU_ASSERT_EQ(v, 0x5au);
	char name[32];
	sgpu_mmio_name(dev, 0x1000010, name, sizeof(name));
	SGPU_ASSERT_STR_EQ(name, "FB+0x10");
	sgpu_device_destroy(dev);
}

#define G80_CHAN 0x20000u
#define G80_SEL 0x100u

/* G80: BAR1 is VRAM until PBUS enables its VM mode, then an offset in
 * the BAR1 DMA object of the BAR channel; a fault is latched in PFB. */
SGPU_TEST(bar_g80_bar1_through_vm)
{
	sgpu_device *dev = create("g80");
	SGPU_ASSERT(dev);
	uint8_t w[4] = {0xde, 0xad, 0xbe, 0xef}, m[4] = {0};
	SGPU_ASSERT_EQ(sgpu_bar_write(dev, 1, 0x40000, w, 4), SGPU_OK);
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x40000, m, 4);
	SGPU_ASSERT_MEM_EQ(m, w, 4);

	struct g80_dmaobj o = {.selector = G80_SEL,
	                       .cls = 0x3d,
	                       .target = G80_DMA_TARGET_VRAM,
	                       .ro = 2,
	                       .su = 1,
	                       .base = 0x100000,
	                       .limit = 0x100fff};
	uint32_t ow[6];
	g80_dmaobj_encode(&o, ow);
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, G80_CHAN + G80_SEL * 16, ow, sizeof(ow));
	sgpu_mmio_wr32(dev, addr_of(dev, "PBUS.BAR_CHAN"),
	               G80_CHAN_DESC(G80_CHAN, G80_TARGET_VRAM) | 1u << 30);
	sgpu_mmio_wr32(dev, addr_of(dev, "PBUS.BAR1_DMAOBJ"), G80_SEL | 1u << 31);
	SGPU_ASSERT_EQ(sgpu_bar_write(dev, 1, 0x10, w, 4), SGPU_OK);
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x100010, m, 4);
	SGPU_ASSERT_MEM_EQ(m, w, 4);
	uint8_t r[4] = {0};
	SGPU_ASSERT_EQ(sgpu_bar_read(dev, 1, 0x10, r, 4), SGPU_OK);
	SGPU_ASSERT_MEM_EQ(r, w, 4);
	/* BAR3 is still linear: its DMA object is not enabled */
	SGPU_ASSERT_EQ(sgpu_bar_read(dev, 3, 0x100010, r, 4), SGPU_OK);
	SGPU_ASSERT_MEM_EQ(r, w, 4);
	/* past the DMA object's limit: a VM fault, reads 0 */
	SGPU_ASSERT_EQ(sgpu_bar_read(dev, 1, 0x2000, r, 4), SGPU_OK);
	SGPU_ASSERT_EQ(r[0] | r[1] | r[2] | r[3], 0);
	SGPU_ASSERT(rd(dev, "PFB.VM_FAULT") >> 31);
	sgpu_device_destroy(dev);
}

/* G80: BAR0's PRAMIN window shows VRAM at PBUS.PRAMIN_WINDOW << 16. */
SGPU_TEST(bar_g80_pramin_window)
{
	sgpu_device *dev = create("gt215");
	SGPU_ASSERT(dev);
	sgpu_mmio_wr32(dev, addr_of(dev, "PBUS.PRAMIN_WINDOW"), 0x3);
	sgpu_mmio_wr32(dev, 0x700004, 0x01020304);
	uint32_t v = 0;
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x30004, &v, 4);
	SGPU_ASSERT_EQ(v, 0x01020304u);
	sgpu_mmio_write_be(dev, 0x700004, 0xaa0000bb, 0x9);
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x30004, &v, 4);
	SGPU_ASSERT_EQ(v, 0xaa0203bbu);
	/* G84+: nouveau's BAR flush (write 1, wait for bit 1 to clear) ends */
	sgpu_mmio_wr32(dev, addr_of(dev, "PFLUSH.FLUSH"), 1);
	SGPU_ASSERT_EQ(rd(dev, "PFLUSH.FLUSH") & 2, 0u);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR), 0u);
	sgpu_device_destroy(dev);
}

/* R5xx: the framebuffer aperture in BAR0, registers in BAR2 and their
 * first 256 bytes in the I/O BAR. */
SGPU_TEST(bar_r520)
{
	sgpu_device *dev = create("r520");
	SGPU_ASSERT(dev);
	struct sgpu_bar_info b;
	SGPU_ASSERT_EQ(sgpu_bar_get(dev, 0, &b), SGPU_OK);
	SGPU_ASSERT(b.bar == 0 && b.kind == SGPU_BAR_MEMORY && b.space == SGPU_SPACE_VRAM);
	SGPU_ASSERT_EQ(sgpu_bar_get(dev, 1, &b), SGPU_OK);
	SGPU_ASSERT(b.bar == 2 && b.kind == SGPU_BAR_REGISTERS);
	uint8_t w[4] = {1, 2, 3, 4}, m[4] = {0};
	SGPU_ASSERT_EQ(sgpu_bar_write(dev, 0, 0x8000, w, 4), SGPU_OK);
	sgpu_mem_read(dev, SGPU_SPACE_VRAM, 0x8000, m, 4);
	SGPU_ASSERT_MEM_EQ(m, w, 4);
	uint32_t idx = 0x1234;
	SGPU_ASSERT_EQ(sgpu_bar_write(dev, 4, 0, &idx, 4), SGPU_OK); /* MM_INDEX */
	uint32_t back = 0;
	SGPU_ASSERT_EQ(sgpu_bar_read(dev, 2, 0, &back, 4), SGPU_OK);
	SGPU_ASSERT_EQ(back, sgpu_mmio_rd32(dev, 0));
	SGPU_ASSERT_EQ(back & 0xffff, 0x1234u);
	sgpu_device_destroy(dev);
}

/* ------------------------------------------------------------------ every chip */

/* Every unit agrees on narrow writes: on two devices of each chip, the
 * narrow write sgpu_mmio_write(addr + lane, size, v) and the byte-enable
 * write of its lanes leave the same registers, logs and time; neither
 * logs a softgpu bug. The head of every region, small memories. */
SGPU_TEST(narrow_and_be_writes_agree_every_chip)
{
	for (size_t c = 0; c < sgpu_chip_count(); c++) {
		const char *name = sgpu_chip_get(c)->name;
		struct sgpu_device_config cfg = {.vram_size = 64u << 10, .sysmem_size = 64u << 10};
		sgpu_device *a = NULL, *b = NULL;
		SGPU_ASSERT_EQ(sgpu_device_create(name, &cfg, &a), SGPU_OK);
		SGPU_ASSERT_EQ(sgpu_device_create(name, &cfg, &b), SGPU_OK);
		sgpu_set_log_callback(a, sgpu_log_discard, NULL);
		sgpu_set_log_callback(b, sgpu_log_discard, NULL);
		struct sgpu_mmio_region_info ri;
		unsigned n = 0;
		for (size_t i = 0; sgpu_mmio_region_get(a, i, &ri) == SGPU_OK; i++) {
			uint32_t head = ri.size < 0x200 ? ri.size : 0x200;
			for (uint32_t off = 0; off < head; off += 2, n++) {
				uint32_t addr = ri.base + off;
				unsigned size = n % 3 ? 1 : 2;
				uint32_t v = 0x9e3779b9u * (n + 1) >> 8;
				v &= size == 1 ? 0xffu : 0xffffu;
				unsigned lane = addr & 3;
				SGPU_ASSERT_EQ(sgpu_mmio_write(a, addr, size, v), SGPU_OK);
				SGPU_ASSERT_EQ(sgpu_mmio_write_be(b, addr & ~3u, v << (8 * lane),
				                                  ((1u << size) - 1) << lane),
				               SGPU_OK);
				SGPU_ASSERT_MSG(sgpu_mmio_rd32(a, addr) == sgpu_mmio_rd32(b, addr),
				                "%s: 0x%06x after a %u-byte write", name, addr,
				                size);
				if (n % 64 == 0) {
					sgpu_advance(a, 100, NULL);
					sgpu_advance(b, 100, NULL);
				}
			}
		}
		sgpu_advance(a, 10000, NULL);
		sgpu_advance(b, 10000, NULL);
		SGPU_ASSERT_EQ(sgpu_device_time(a), sgpu_device_time(b));
		for (int l = 0; l < SGPU_LOG_LEVEL_COUNT; l++)
			SGPU_ASSERT_MSG(sgpu_log_count(a, (sgpu_log_level)l) ==
			                        sgpu_log_count(b, (sgpu_log_level)l),
			                "%s: %s counts differ", name, sgpu_log_level_name(l));
		SGPU_ASSERT_MSG(sgpu_log_count(a, SGPU_LOG_ERROR) == 0, "%s: softgpu bug", name);
		sgpu_device_destroy(a);
		sgpu_device_destroy(b);
	}
}

/* Every aperture of every chip, head and tail, at odd offsets and
 * lengths: nothing crashes or logs a softgpu bug, and memory apertures
 * read back what was written. */
SGPU_TEST(bar_sweeps_every_chip)
{
	for (size_t c = 0; c < sgpu_chip_count(); c++) {
		const char *name = sgpu_chip_get(c)->name;
		struct sgpu_device_config cfg = {.vram_size = 64u << 10, .sysmem_size = 64u << 10};
		sgpu_device *dev = NULL;
		SGPU_ASSERT_EQ(sgpu_device_create(name, &cfg, &dev), SGPU_OK);
		sgpu_set_log_callback(dev, sgpu_log_discard, NULL);
		struct sgpu_bar_info b;
		for (size_t k = 0; sgpu_bar_get(dev, k, &b) == SGPU_OK; k++) {
			uint64_t mid = b.size > 0x2000 ? 0x1003 : b.size / 2 + 1;
			uint64_t offs[3] = {b.offset + 1, b.offset + mid, b.offset + b.size - 7};
			for (int i = 0; i < 3; i++) {
				uint8_t w[7] = {1, 2, 3, 4, 5, 6, 7}, r[7] = {0};
				SGPU_ASSERT_EQ(sgpu_bar_write(dev, b.bar, offs[i], w, 7), SGPU_OK);
				SGPU_ASSERT_EQ(sgpu_bar_read(dev, b.bar, offs[i], r, 7), SGPU_OK);
				if (b.kind == SGPU_BAR_MEMORY &&
				    offs[i] - b.offset + 7 <= (64u << 10))
					SGPU_ASSERT_MSG(memcmp(r, w, 7) == 0, "%s %s +0x%llx", name,
					                b.name, (unsigned long long)offs[i]);
			}
			sgpu_advance(dev, 1000, NULL);
		}
		SGPU_ASSERT_MSG(sgpu_log_count(dev, SGPU_LOG_ERROR) == 0, "%s: softgpu bug", name);
		sgpu_device_destroy(dev);
	}
}
