/* Interrupt-line aggregation and the run loop. */
#include "core/priv.h"

/* ------------------------------------------------------------------ interrupts */

static void irq_update(struct sgpu_device *dev)
{
	bool out = dev->irq_master && (dev->irq_lines & dev->irq_mask) != 0;
	if (out == dev->irq_out)
		return;
	dev->irq_out = out;
	sgpu_log(dev, SGPU_LOG_DEBUG, dev->cat_irq, "host line %s (lines 0x%08x)",
	         out ? "raised" : "lowered", dev->irq_lines);
	if (dev->trace_fn) {
		struct sgpu_trace_event ev = {
		        .kind = SGPU_TRACE_IRQ,
		        .addr = dev->irq_lines,
		        .value = out,
		};
		sgpu_trace_emit(dev, &ev);
	}
	if (dev->irq_fn)
		dev->irq_fn(dev->irq_user, out);
}

void sgpu_irq_reset(struct sgpu_device *dev)
{
	dev->irq_lines = 0;
	dev->irq_mask = 0xffffffffu;
	dev->irq_master = false;
	irq_update(dev);
}

void sgpu_irq_set(struct sgpu_device *dev, unsigned line, bool level)
{
	if (line >= 32) {
		sgpu_log(dev, SGPU_LOG_ERROR, dev->cat_irq, "interrupt line %u out of range", line);
		return;
	}
	uint32_t bit = 1u << line;
	dev->irq_lines = level ? dev->irq_lines | bit : dev->irq_lines & ~bit;
	irq_update(dev);
}

void sgpu_irq_set_master(struct sgpu_device *dev, bool enable)
{
	dev->irq_master = enable;
	irq_update(dev);
}

void sgpu_irq_set_mask(struct sgpu_device *dev, uint32_t mask)
{
	dev->irq_mask = mask;
	irq_update(dev);
}

void sgpu_set_irq_callback(sgpu_device *dev, sgpu_irq_fn fn, void *user)
{
	if (!dev)
		return;
	dev->irq_fn = fn;
	dev->irq_user = user;
}

bool sgpu_irq_level(const sgpu_device *dev)
{
	return dev && dev->irq_out;
}

uint32_t sgpu_irq_lines(const sgpu_device *dev)
{
	return dev ? dev->irq_lines : 0;
}

/* ------------------------------------------------------------------ run loop */

/* SGPU_RUN_SLICE (device.h), the steps one unit may take before the next
 * busy unit gets its turn: small enough that units working on each other's
 * results (a pusher and an engine) interleave, large enough that the loop
 * overhead is noise. */

static bool unit_busy(const struct sgpu_unit *u)
{
	return u->cls->busy && u->cls->step && u->cls->busy(u);
}

bool sgpu_dev_others_idle(const struct sgpu_unit *u)
{
	const struct sgpu_device *dev = u->dev;
	for (size_t i = 0; i < dev->unit_count; i++)
		if (&dev->units[i] != u && unit_busy(&dev->units[i]))
			return false;
	return true;
}

void sgpu_run_booked(struct sgpu_device *dev, uint64_t steps)
{
	dev->time += steps;
	dev->run_booked += steps;
}

uint64_t sgpu_unit_long_turn(struct sgpu_unit *u, uint64_t budget,
                             uint64_t (*slice)(struct sgpu_unit *u, uint64_t budget))
{
	uint64_t done = 0;
	for (;;) {
		uint64_t s = budget - done > SGPU_RUN_SLICE ? SGPU_RUN_SLICE : budget - done;
		uint64_t n = slice(u, s);
		done += n;
		if (n < s || done >= budget || !unit_busy(u) || !sgpu_dev_others_idle(u))
			return done;
		sgpu_run_booked(u->dev, n);
	}
}

bool sgpu_turn_far_ok(const struct sgpu_unit *u, const struct sgpu_turn *t, uint64_t limit)
{
	return t->far > limit && sgpu_dev_others_idle(u);
}

uint64_t sgpu_unit_turn(struct sgpu_unit *u, uint64_t budget, bool slices, struct sgpu_turn *t,
                        bool (*loop)(struct sgpu_unit *u, uint64_t limit, uint64_t *spent))
{
	/* slice: where the current one began */
	uint64_t spent = 0, slice = 0;
	t->far = slices ? budget : 0;
	t->booked = 0;
	uint64_t limit = slices && budget > SGPU_RUN_SLICE ? SGPU_RUN_SLICE : budget;
	while (loop(u, limit, &spent) && slices && spent < budget) {
		uint64_t end = (spent + SGPU_RUN_SLICE - 1) / SGPU_RUN_SLICE * SGPU_RUN_SLICE;
		uint64_t done = spent / SGPU_RUN_SLICE * SGPU_RUN_SLICE;
		if (done > t->booked) { /* model time as between step() calls */
			sgpu_run_booked(u->dev, done - t->booked);
			t->booked = done;
		}
		if (spent != end) {
			limit = end < budget ? end : budget; /* a run ended inside a slice */
			continue;
		}
		if (!unit_busy(u) || !sgpu_dev_others_idle(u))
			break;
		slice = spent;
		limit = budget - spent > SGPU_RUN_SLICE ? spent + SGPU_RUN_SLICE : budget;
	}
	t->far = 0;
	t->booked = 0;
	/* a slice that did nothing still costs a step, as step() returns 1 */
	return spent != slice ? spent : spent + 1;
}

bool sgpu_device_busy(const sgpu_device *dev)
{
	if (!dev)
		return false;
	for (size_t i = 0; i < dev->unit_count; i++)
		if (unit_busy(&dev->units[i]))
			return true;
	return false;
}

sgpu_status sgpu_run(sgpu_device *dev, uint64_t budget, struct sgpu_run_result *result)
{
	if (!dev)
		return SGPU_ERR_INVALID_ARG;
	uint64_t remaining = budget;
	bool idle = false;
	/* a run from a callback inside a long turn keeps that turn's booking */
	uint64_t outer_booked = dev->run_booked;
	/* Round robin over busy units, in a fixed order from a saved start:
	 * deterministic, and no unit starves another. */
	while (remaining > 0) {
		bool any = false;
		for (size_t k = 0; k < dev->unit_count && remaining > 0; k++) {
			/* run_next and k are below unit_count: no division */
			size_t i = dev->run_next + k;
			if (i >= dev->unit_count)
				i -= dev->unit_count;
			struct sgpu_unit *u = &dev->units[i];
			if (!unit_busy(u))
				continue;
			any = true;
			uint64_t slice = remaining < SGPU_RUN_SLICE ? remaining : SGPU_RUN_SLICE;
			if (u->cls->long_turns && slice < remaining && sgpu_dev_others_idle(u))
				slice = remaining;
			dev->run_booked = 0;
			uint64_t used = u->cls->step(u, slice);
			if (used == 0 || used > slice) {
				/* A unit bug: keep the budget honest either way. */
				sgpu_log(dev, SGPU_LOG_ERROR, dev->cat_run,
				         "unit %s used %llu steps of a %llu-step slice", u->name,
				         (unsigned long long)used, (unsigned long long)slice);
				used = used == 0 ? 1 : slice;
			}
			remaining -= used;
			dev->time += used - (dev->run_booked < used ? dev->run_booked : used);
			dev->run_booked = 0;
			if (used > SGPU_RUN_SLICE) {
				/* a long turn: the passes of its earlier slices are
				 * over, and this pass goes on after the unit in the
				 * order of its last one */
				size_t n = dev->unit_count;
				size_t passes = (size_t)((used - 1) / SGPU_RUN_SLICE % n);
				dev->run_next += passes;
				if (dev->run_next >= n)
					dev->run_next -= n;
				k = i >= dev->run_next ? i - dev->run_next : i + n - dev->run_next;
			}
		}
		if (dev->unit_count && ++dev->run_next == dev->unit_count)
			dev->run_next = 0;
		if (!any) {
			idle = true;
			break;
		}
	}
	dev->run_booked = outer_booked;
	if (!idle)
		idle = !sgpu_device_busy(dev);
	if (result) {
		result->stop = idle ? SGPU_RUN_IDLE : SGPU_RUN_BUDGET;
		result->steps = budget - remaining;
	}
	return SGPU_OK;
}

/* ------------------------------------------------------------------ model time */

uint32_t sgpu_dev_ns_per_step(const struct sgpu_device *dev)
{
	uint32_t n = dev->chip->info.ns_per_step;
	return n ? n : 1;
}

sgpu_status sgpu_advance(sgpu_device *dev, uint64_t ns, struct sgpu_run_result *result)
{
	if (!dev)
		return SGPU_ERR_INVALID_ARG;
	uint64_t per = sgpu_dev_ns_per_step(dev);
	uint64_t steps = ns / per;
	uint64_t frac = ns % per + dev->ns_carry;
	steps += frac / per;
	dev->ns_carry = frac % per;
	struct sgpu_run_result r = {SGPU_RUN_IDLE, 0};
	if (steps) {
		sgpu_status st = sgpu_run(dev, steps, &r);
		if (st != SGPU_OK)
			return st;
		/* Nothing becomes busy on an idle device without the host (a
		 * unit waiting for time is busy while it waits: PTIMER's
		 * alarm, NV1's VBLANK, falcon timers), so the rest of the
		 * interval passes idle. */
		if (r.stop == SGPU_RUN_IDLE && r.steps < steps)
			dev->time += steps - r.steps;
	} else {
		r.stop = sgpu_device_busy(dev) ? SGPU_RUN_BUDGET : SGPU_RUN_IDLE;
	}
	if (result)
		*result = r;
	return SGPU_OK;
}

uint64_t sgpu_device_time_ns(const sgpu_device *dev)
{
	if (!dev)
		return 0;
	return dev->time * sgpu_dev_ns_per_step(dev) + dev->ns_carry;
}
