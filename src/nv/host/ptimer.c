/* PTIMER, the time counter (envytools docs/hw/bus/ptimer.rst; notes and
 * every choice in docs/hw/ptimer.md), NV3+ register layout.
 *
 * Deterministic: the counter is a pure function of model time. Each model
 * step is ns_per_step nanoseconds; the clock source runs at the crystal
 * times (MUL + 1) / (DIV + 1) of CLOCK_SOURCE (or at the external clock
 * when SELECT is set); the counter ticks at source * DENOMINATOR /
 * NUMERATOR and the 64-bit time gains 32 per tick (the counter sits in
 * bits 5-60). Remainders are carried exactly, so the time after N steps
 * does not depend on how often anybody looked at it.
 *
 * The counter is brought up to date lazily: on every MMIO access, every
 * nv_ptimer_now and every step. While the alarm interrupt is enabled and
 * not yet pending the unit is busy, so sgpu_run spends steps waiting for
 * the alarm and stops at the exact step it fires.
 */
#include "nv/nv.h"

enum {
	PT_INTR = 0x100,
	PT_INTR_EN = 0x140,
	PT_NUMERATOR = 0x200,   /* envytools CLOCK_DIV */
	PT_DENOMINATOR = 0x210, /* envytools CLOCK_MUL */
	PT_CLOCK_SOURCE = 0x220,
	PT_TIME_LOW = 0x400,
	PT_TIME_HIGH = 0x410,
	PT_ALARM = 0x420,
};

#define INTR_ALARM 1u
#define TIME_MASK UINT64_C(0x1fffffffffffffe0) /* bits 5-60 */
#define TARGET_TICK_KHZ 31250u                 /* 31.25 MHz: 1 time unit per ns */

static const struct sgpu_reg_name ptimer_regs[] = {
        {PT_INTR, "INTR"},
        {PT_INTR_EN, "INTR_EN"},
        {PT_NUMERATOR, "NUMERATOR"},
        {PT_DENOMINATOR, "DENOMINATOR"},
        {PT_CLOCK_SOURCE, "CLOCK_SOURCE"},
        {PT_TIME_LOW, "TIME_LOW"},
        {PT_TIME_HIGH, "TIME_HIGH"},
        {PT_ALARM, "ALARM"},
};

static const struct sgpu_reg_name nv01_ptimer_regs[] = {
        {PT_INTR, "INTR"},
        {PT_INTR_EN, "INTR_EN"},
        {PT_NUMERATOR, "NUMERATOR"},
        {PT_DENOMINATOR, "DENOMINATOR"},
        {PT_TIME_LOW, "TIME_LOW"},
        {0x404, "TIME_HIGH"},
        {0x410, "ALARM"},
};

/* The counter and its carried remainders. */
struct ptimer_clock {
	uint64_t time;      /* the 64-bit time, bits 5-60 */
	uint64_t src_frac;  /* source cycles, in 1 / (1e6 * source divisor) */
	uint64_t tick_frac; /* ticks, in 1 / NUMERATOR */
};

struct nv_ptimer {
	uint32_t crystal_khz, external_khz, ns_per_step;
	bool has_clock_source, nv01;
	uint32_t intr, intr_en, numerator, denominator, clock_source, alarm;
	struct ptimer_clock clk;
	uint64_t synced; /* model time of clk */
};

/* ------------------------------------------------------------------ the clock */

/* The source frequency as khz_num / den kHz. */
static void source_rate(const struct nv_ptimer *t, uint64_t *khz_num, uint64_t *den)
{
	if (t->clock_source >> 16 & 1) {
		*khz_num = t->external_khz;
		*den = 1;
	} else {
		*khz_num = (uint64_t)t->crystal_khz * ((t->clock_source & 0xff) + 1);
		*den = (t->clock_source >> 8 & 0xf) + 1;
	}
}

static bool running(const struct nv_ptimer *t)
{
	return t->numerator && t->denominator;
}

/* The clock dt steps after *c; true if TIME_LOW reaches ALARM on the way. */
static bool advance(const struct nv_ptimer *t, const struct ptimer_clock *c, uint64_t dt,
                    struct ptimer_clock *out)
{
	*out = *c;
	if (!dt)
		return false;
	uint64_t khz, den;
	source_rate(t, &khz, &den);
	__extension__ typedef unsigned __int128 u128;
	u128 div = (u128)1000000 * den;
	u128 acc = (u128)c->src_frac + (u128)dt * t->ns_per_step * khz;
	u128 cycles = acc / div;
	out->src_frac = (uint64_t)(acc % div);
	if (!running(t))
		return false; /* NUMERATOR or DENOMINATOR 0: the counter stands */
	u128 tacc = (u128)c->tick_frac + cycles * t->denominator;
	u128 ticks = tacc / t->numerator;
	out->tick_frac = (uint64_t)(tacc % t->numerator);
	u128 units = ticks * 32;
	out->time = (uint64_t)(c->time + units) & TIME_MASK;
	if (units >= ((u128)1 << 32))
		return true;
	/* The alarm fires when TIME_LOW moves onto it: 0 < distance <= step. */
	uint32_t dist = (t->alarm & ~0x1fu) - ((uint32_t)c->time & ~0x1fu);
	return dist != 0 && dist <= (uint64_t)units;
}

static void update_irq(struct sgpu_unit *u)
{
	struct nv_ptimer *t = u->priv;
	if (u->desc->irq_line >= 0)
		sgpu_irq_set(u->dev, (unsigned)u->desc->irq_line, (t->intr & t->intr_en) != 0);
}

/* Bring the counter to model time `now` (never backwards). */
static void sync_to(struct sgpu_unit *u, uint64_t now)
{
	struct nv_ptimer *t = u->priv;
	if (now <= t->synced)
		return;
	struct ptimer_clock next;
	if (advance(t, &t->clk, now - t->synced, &next) && !(t->intr & INTR_ALARM)) {
		t->intr |= INTR_ALARM;
		sgpu_unit_debug(u, "alarm 0x%08x reached", t->alarm);
		update_irq(u);
	}
	t->clk = next;
	t->synced = now;
}

static void sync_now(struct sgpu_unit *u)
{
	sync_to(u, sgpu_dev_time(u->dev));
}

uint64_t nv_ptimer_now(struct sgpu_device *dev, uint64_t spent)
{
	uint64_t now = sgpu_dev_time(dev) + spent;
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PTIMER");
	if (!u || u->cls != &nv_ptimer_class)
		return now & TIME_MASK;
	sync_to(u, now);
	return ((struct nv_ptimer *)u->priv)->clk.time;
}

/* ------------------------------------------------------------------ run loop */

static bool ptimer_busy(const struct sgpu_unit *u)
{
	const struct nv_ptimer *t = u->priv;
	return (t->intr_en & INTR_ALARM) && !(t->intr & INTR_ALARM) && running(t);
}

/* Wait for the alarm: spend the budget, or stop at the step it fires. */
static uint64_t ptimer_step(struct sgpu_unit *u, uint64_t budget)
{
	struct nv_ptimer *t = u->priv;
	sync_now(u);
	if (!ptimer_busy(u))
		return 1; /* the alarm fired while other units ran */
	uint64_t base = t->synced;
	struct ptimer_clock probe;
	if (!advance(t, &t->clk, budget, &probe)) {
		sync_to(u, base + budget);
		return budget;
	}
	/* The first step that fires: firing within k steps is monotonic in k. */
	uint64_t lo = 1, hi = budget;
	while (lo < hi) {
		uint64_t mid = lo + (hi - lo) / 2;
		if (advance(t, &t->clk, mid, &probe))
			hi = mid;
		else
			lo = mid + 1;
	}
	sync_to(u, base + lo);
	return lo;
}

/* ------------------------------------------------------------------ MMIO */

/* The NV3+ offset of a register, from the unit's own layout; ~0 for an
 * offset that has no register there. */
static uint32_t layout_offset(const struct nv_ptimer *t, uint32_t off)
{
	if (off == PT_CLOCK_SOURCE && !t->has_clock_source)
		return ~0u;
	if (!t->nv01)
		return off;
	switch (off) { /* envytools ptimer.rst, "MMIO register list - NV1" */
	case 0x404: return PT_TIME_HIGH;
	case 0x410: return PT_ALARM;
	case PT_ALARM:
	case PT_CLOCK_SOURCE: return ~0u;
	}
	return off;
}

static uint32_t ptimer_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct nv_ptimer *t = u->priv;
	(void)size;
	sync_now(u);
	uint32_t raw = off;
	off = layout_offset(t, off);
	switch (off) {
	case PT_INTR: return t->intr;
	case PT_INTR_EN: return t->intr_en;
	case PT_NUMERATOR: return t->numerator;
	case PT_DENOMINATOR: return t->denominator;
	case PT_CLOCK_SOURCE: return t->clock_source;
	case PT_TIME_LOW: return (uint32_t)t->clk.time;
	case PT_TIME_HIGH: return (uint32_t)(t->clk.time >> 32);
	case PT_ALARM: return t->alarm;
	}
	sgpu_unimp(u, "read of register +0x%03x: 0", raw);
	return 0;
}

static void ptimer_write(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned size)
{
	struct nv_ptimer *t = u->priv;
	(void)size;
	sync_now(u); /* the time so far runs at the old settings */
	uint32_t raw = off;
	off = layout_offset(t, off);
	switch (off) {
	case PT_INTR:
		t->intr &= ~(value & INTR_ALARM); /* write 1 to clear */
		update_irq(u);
		return;
	case PT_INTR_EN:
		t->intr_en = value & INTR_ALARM;
		update_irq(u);
		return;
	case PT_NUMERATOR:
		t->numerator = value & 0xffff;
		if (!t->numerator)
			sgpu_guest_error(u, "NUMERATOR 0: the counter stops");
		return;
	case PT_DENOMINATOR: t->denominator = value & 0xffff; return;
	case PT_CLOCK_SOURCE: t->clock_source = value & 0x10fffu; return;
	case PT_TIME_LOW:
		t->clk.time = (t->clk.time & ~UINT64_C(0xffffffff)) | (value & ~0x1fu);
		return;
	case PT_TIME_HIGH:
		t->clk.time = (t->clk.time & UINT64_C(0xffffffff)) | (uint64_t)(value & 0x1fffffff)
		                                                             << 32;
		return;
	case PT_ALARM: t->alarm = value & ~0x1fu; return;
	}
	sgpu_unimp(u, "write 0x%08x to register +0x%03x ignored", value, raw);
}

static const struct sgpu_mmio_ops ptimer_ops = {ptimer_read, ptimer_write};

static sgpu_status ptimer_init(struct sgpu_unit *u)
{
	struct nv_ptimer *t = u->priv;
	const struct nv_ptimer_params *p = u->desc->params;
	t->crystal_khz = p && p->crystal_khz ? p->crystal_khz : 27000;
	t->external_khz = p && p->external_khz ? p->external_khz : 100000;
	t->ns_per_step = p && p->ns_per_step ? p->ns_per_step : sgpu_dev_ns_per_step(u->dev);
	t->has_clock_source = !p || p->clock_source;
	t->nv01 = p && p->nv01_layout;
	const struct sgpu_reg_name *regs = t->nv01 ? nv01_ptimer_regs : ptimer_regs;
	size_t n = t->nv01 ? sizeof(nv01_ptimer_regs) / sizeof(nv01_ptimer_regs[0])
	                   : sizeof(ptimer_regs) / sizeof(ptimer_regs[0]);
	return sgpu_unit_map_window(u, 0x1000, &ptimer_ops, regs, n, SGPU_MMIO_WORD32);
}

static uint32_t gcd(uint32_t a, uint32_t b)
{
	while (b) {
		uint32_t r = a % b;
		a = b;
		b = r;
	}
	return a;
}

/* Reset values are not documented: choose the ratio that makes the time
 * count nanoseconds from the crystal, as nouveau would program it. */
static void ptimer_reset(struct sgpu_unit *u)
{
	struct nv_ptimer *t = u->priv;
	uint32_t g = gcd(t->crystal_khz, TARGET_TICK_KHZ);
	uint32_t n = t->crystal_khz / g, d = TARGET_TICK_KHZ / g;
	while (n > 0xffff || d > 0xffff) {
		n >>= 1;
		d >>= 1;
	}
	t->numerator = n ? n : 1;
	t->denominator = d ? d : 1;
	t->clock_source = 0;
	t->intr = 0;
	t->intr_en = 0;
	t->alarm = 0;
	t->clk = (struct ptimer_clock){0};
	t->synced = sgpu_dev_time(u->dev);
	update_irq(u);
}

const struct sgpu_unit_class nv_ptimer_class = {
        .name = "PTIMER",
        .description = "time counter and alarm, counting model time",
        .priv_size = sizeof(struct nv_ptimer),
        .init = ptimer_init,
        .reset = ptimer_reset,
        .busy = ptimer_busy,
        .step = ptimer_step,
};
