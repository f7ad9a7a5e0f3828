/* PTIMER (src/nv/host/ptimer.c): a unit attached by hand to a null device
 * at the G80 address 0x9000, interrupt line 20. The null chip's TEST unit
 * spins to make model time pass. */
#include <stdlib.h>

#include "harness.h"
#include "nv/nv.h"
#include "softgpu/softgpu.h"

#define PT_BASE 0x9000u
#define INTR (PT_BASE + 0x100)
#define INTR_EN (PT_BASE + 0x140)
#define NUMERATOR (PT_BASE + 0x200)
#define DENOMINATOR (PT_BASE + 0x210)
#define CLOCK_SOURCE (PT_BASE + 0x220)
#define TIME_LOW (PT_BASE + 0x400)
#define TIME_HIGH (PT_BASE + 0x410)
#define ALARM (PT_BASE + 0x420)

struct pt_fx {
	sgpu_device *dev;
	struct sgpu_unit u;
	struct sgpu_unit_desc desc;
	struct nv_ptimer_params params;
};

static bool attach(struct pt_fx *p, const struct nv_ptimer_params *params)
{
	memset(p, 0, sizeof(*p));
	if (sgpu_device_create("null", NULL, &p->dev) != SGPU_OK)
		return false;
	if (params)
		p->params = *params;
	p->desc = (struct sgpu_unit_desc){.cls = &nv_ptimer_class,
	                                  .base = PT_BASE,
	                                  .irq_line = 20,
	                                  .params = params ? &p->params : NULL};
	p->u = (struct sgpu_unit){.cls = &nv_ptimer_class,
	                          .desc = &p->desc,
	                          .dev = (struct sgpu_device *)p->dev,
	                          .name = "PTIMER"};
	p->u.log_cat = sgpu_log_category(p->u.dev, "PTIMER");
	p->u.priv = calloc(1, nv_ptimer_class.priv_size);
	if (!p->u.priv || nv_ptimer_class.init(&p->u) != SGPU_OK)
		return false;
	nv_ptimer_class.reset(&p->u);
	/* The TEST unit spins: every sgpu_run step is model time. */
	sgpu_mmio_wr32(p->dev, 0x1040, 2);
	return true;
}

static void detach(struct pt_fx *p)
{
	sgpu_device_destroy(p->dev);
	free(p->u.priv);
}

static void run(struct pt_fx *p, uint64_t steps)
{
	struct sgpu_run_result r;
	sgpu_run(p->dev, steps, &r);
}

static uint64_t now(struct pt_fx *p)
{
	uint32_t hi = sgpu_mmio_rd32(p->dev, TIME_HIGH);
	uint32_t lo = sgpu_mmio_rd32(p->dev, TIME_LOW);
	return (uint64_t)hi << 32 | lo;
}

SGPU_TEST(reset_counts_nanoseconds)
{
	struct pt_fx p;
	SGPU_ASSERT(attach(&p, NULL));
	/* 27 MHz crystal: 108/125 gives 31.25 MHz ticks, 32 units a tick. */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, NUMERATOR), 108);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, DENOMINATOR), 125);
	SGPU_ASSERT_EQ(now(&p), 0);
	/* Ticks fall on source cycles: 1000 ns is 27 cycles, 31.25 ticks. */
	run(&p, 1000);
	SGPU_ASSERT_EQ(now(&p), 31 * 32);
	run(&p, 24);
	SGPU_ASSERT_EQ(now(&p), 31 * 32); /* 27.648 cycles */
	/* Every 4000 ns is 108 cycles and exactly 125 ticks. */
	run(&p, 4000 - 1024);
	SGPU_ASSERT_EQ(now(&p), 4000);
	run(&p, 4000000);
	SGPU_ASSERT_EQ(now(&p), 4004000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, TIME_LOW) & 0x1f, 0);
	detach(&p);
}

SGPU_TEST(as_nouveau_programs_it)
{
	struct pt_fx p;
	SGPU_ASSERT(attach(&p, NULL));
	/* nv41_timer_init with a 27 MHz crystal: m = 3, n = 324, d = 125. */
	sgpu_mmio_wr32(p.dev, CLOCK_SOURCE, 2);
	sgpu_mmio_wr32(p.dev, NUMERATOR, 324);
	sgpu_mmio_wr32(p.dev, DENOMINATOR, 125);
	uint64_t t0 = now(&p);
	run(&p, 4000); /* 324 cycles of 81 MHz, 125 ticks */
	SGPU_ASSERT_EQ(now(&p) - t0, 4000);
	run(&p, 3200); /* 259.2 cycles: 99 ticks */
	SGPU_ASSERT_EQ(now(&p) - t0, 4000 + 99 * 32);
	run(&p, 800); /* the remainders carry: 8000 ns is exact again */
	SGPU_ASSERT_EQ(now(&p) - t0, 8000);
	/* Half the rate. */
	sgpu_mmio_wr32(p.dev, NUMERATOR, 648);
	t0 = now(&p);
	run(&p, 8000);
	SGPU_ASSERT_EQ(now(&p) - t0, 4000);
	/* The external clock (100 MHz default): 3.2 ticks per 1 ns ratio 1/1. */
	sgpu_mmio_wr32(p.dev, CLOCK_SOURCE, 1u << 16);
	sgpu_mmio_wr32(p.dev, NUMERATOR, 32);
	sgpu_mmio_wr32(p.dev, DENOMINATOR, 10);
	t0 = now(&p);
	run(&p, 1000); /* 100000 cycles a ms -> 100 cycles -> 31.25 ticks */
	SGPU_ASSERT_EQ(now(&p) - t0, 31 * 32);
	detach(&p);
}

SGPU_TEST(time_does_not_depend_on_how_often_it_is_read)
{
	struct pt_fx a, b;
	SGPU_ASSERT(attach(&a, NULL));
	SGPU_ASSERT(attach(&b, NULL));
	uint32_t seed = 7;
	uint64_t total = 0;
	for (int i = 0; i < 200; i++) {
		seed = seed * 1103515245u + 12345u;
		uint64_t n = 1 + (seed >> 16) % 997;
		run(&a, n);
		(void)now(&a);
		total += n;
	}
	run(&b, total);
	SGPU_ASSERT_EQ(now(&a), now(&b));
	SGPU_ASSERT_EQ(nv_ptimer_now((struct sgpu_device *)a.dev, 0),
	               sgpu_device_time(a.dev) & ~UINT64_C(31)); /* no PTIMER in the chip */
	detach(&a);
	detach(&b);
}

SGPU_TEST(writes_set_the_time)
{
	struct pt_fx p;
	SGPU_ASSERT(attach(&p, NULL));
	sgpu_mmio_wr32(p.dev, TIME_HIGH, 0xffffffffu);
	sgpu_mmio_wr32(p.dev, TIME_LOW, 0xffffffffu);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, TIME_HIGH), 0x1fffffff);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, TIME_LOW), 0xffffffe0);
	run(&p, 4000);
	SGPU_ASSERT_EQ(now(&p), 4000 - 32); /* wraps at bit 61 */
	/* NUMERATOR 0 stops the counter. */
	sgpu_mmio_wr32(p.dev, NUMERATOR, 0);
	run(&p, 4000);
	SGPU_ASSERT_EQ(now(&p), 4000 - 32);
	sgpu_mmio_wr32(p.dev, NUMERATOR, 108);
	sgpu_mmio_wr32(p.dev, DENOMINATOR, 0);
	run(&p, 4000);
	SGPU_ASSERT_EQ(now(&p), 4000 - 32);
	detach(&p);
}

SGPU_TEST(alarm_by_mmio_polling)
{
	struct pt_fx p;
	SGPU_ASSERT(attach(&p, NULL));
	sgpu_mmio_wr32(p.dev, ALARM, 4000);
	run(&p, 3999);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, INTR), 0);
	run(&p, 1);
	/* Masked: pending in INTR, the line stays low. */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, INTR), 1);
	SGPU_ASSERT_EQ(sgpu_irq_lines(p.dev) >> 20 & 1, 0);
	sgpu_mmio_wr32(p.dev, INTR_EN, 1);
	SGPU_ASSERT_EQ(sgpu_irq_lines(p.dev) >> 20 & 1, 1);
	sgpu_mmio_wr32(p.dev, INTR, 1);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, INTR), 0);
	SGPU_ASSERT_EQ(sgpu_irq_lines(p.dev) >> 20 & 1, 0);
	/* Does not fire again until TIME_LOW comes round. */
	run(&p, 0x10000);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, INTR), 0);
	/* An alarm at the current time fires only after a wrap. */
	sgpu_mmio_wr32(p.dev, ALARM, sgpu_mmio_rd32(p.dev, TIME_LOW));
	run(&p, 31);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, INTR), 0);
	detach(&p);
}

SGPU_TEST(alarm_stops_the_step_exactly)
{
	struct pt_fx p;
	SGPU_ASSERT(attach(&p, NULL));
	SGPU_ASSERT(!nv_ptimer_class.busy(&p.u));
	sgpu_mmio_wr32(p.dev, ALARM, 0x200); /* tick 16: the 14th cycle, 518.5 ns */
	sgpu_mmio_wr32(p.dev, INTR_EN, 1);
	SGPU_ASSERT(nv_ptimer_class.busy(&p.u));
	/* The run loop would add what step returns to the model time. */
	uint64_t spent = 0;
	while (nv_ptimer_class.busy(&p.u) && spent < 100000)
		spent += nv_ptimer_class.step(&p.u, 256);
	SGPU_ASSERT_EQ(spent, 519);
	SGPU_ASSERT_EQ(now(&p), 0x200);
	SGPU_ASSERT_EQ(sgpu_irq_lines(p.dev) >> 20 & 1, 1);
	/* Counter stopped: never busy, so no endless wait. */
	sgpu_mmio_wr32(p.dev, INTR, 1);
	sgpu_mmio_wr32(p.dev, NUMERATOR, 0);
	SGPU_ASSERT(!nv_ptimer_class.busy(&p.u));
	detach(&p);
}

SGPU_TEST(register_names_and_unknowns)
{
	struct pt_fx p;
	SGPU_ASSERT(attach(&p, NULL));
	uint32_t a = 0;
	SGPU_ASSERT(sgpu_mmio_lookup(p.dev, "PTIMER.ALARM", &a) == SGPU_OK);
	SGPU_ASSERT_EQ(a, ALARM);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, PT_BASE + 0x80), 0);
	sgpu_mmio_wr32(p.dev, PT_BASE + 0x80, 1);
	sgpu_mmio_wr32(p.dev, ALARM, 0xffffffffu);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, ALARM), 0xffffffe0u);
	detach(&p);
}

SGPU_TEST(nv1_layout_and_no_clock_source)
{
	struct pt_fx p;
	struct nv_ptimer_params nv1 = {.crystal_khz = 100000, .nv01_layout = true};
	SGPU_ASSERT(attach(&p, &nv1));
	/* 100 MHz source: 16/5 gives 31.25 MHz; CLOCK_SOURCE is absent. */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, NUMERATOR), 16);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, DENOMINATOR), 5);
	sgpu_mmio_wr32(p.dev, CLOCK_SOURCE, 2);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, CLOCK_SOURCE), 0);
	sgpu_mmio_wr32(p.dev, PT_BASE + 0x404, 3); /* TIME_HIGH */
	run(&p, 320);                              /* 32000 cycles a ms: 10 ticks */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, PT_BASE + 0x404), 3);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, TIME_LOW), 320);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, TIME_HIGH), 0); /* nothing at 0x410... */
	sgpu_mmio_wr32(p.dev, PT_BASE + 0x410, 640);         /* ...but ALARM */
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, PT_BASE + 0x410), 640);
	run(&p, 320);
	SGPU_ASSERT_EQ(sgpu_mmio_rd32(p.dev, INTR), 1);
	uint32_t a = 0;
	SGPU_ASSERT(sgpu_mmio_lookup(p.dev, "PTIMER.ALARM", &a) == SGPU_OK);
	SGPU_ASSERT_EQ(a, PT_BASE + 0x410);
	detach(&p);
}
