/* The run loop's long turns (src/core/run.c): a unit that takes several
 * run slices in one call must leave the device exactly as one-slice step()
 * calls would. Four worker units on a null device, two of them with
 * long_turns; one of those wakes the others now and then (as a pusher
 * wakes an engine). Every slice's (unit, start time, steps) is logged;
 * the same units without long turns must give the same log, model time,
 * run results and round-robin rotation, for many budgets. */
#include <stdlib.h>

#include "core/device.h"
#include "core/priv.h"
#include "harness.h"
#include "softgpu/softgpu.h"

#define UNITS 4
#define EVENTS 4096

struct worker {
	unsigned id;
	uint64_t work, progress;
	struct worker *wake[2]; /* woken every 300 steps of progress */
};

static struct {
	uint64_t ev[EVENTS][3];
	unsigned n;
} evlog;

static bool w_busy(const struct sgpu_unit *u)
{
	const struct worker *w = u->priv;
	return w->work != 0;
}

/* One slice of at most b steps. */
static uint64_t w_slice(struct sgpu_unit *u, uint64_t b)
{
	struct worker *w = u->priv;
	uint64_t n = w->work < b ? w->work : b;
	for (uint64_t i = 0; i < n; i++) {
		w->work--;
		if (++w->progress % 300 == 0)
			for (unsigned k = 0; k < 2; k++)
				if (w->wake[k])
					w->wake[k]->work += 90 + 70 * k;
	}
	if (evlog.n < EVENTS) {
		evlog.ev[evlog.n][0] = w->id;
		evlog.ev[evlog.n][1] = sgpu_dev_time(u->dev);
		evlog.ev[evlog.n][2] = n;
		evlog.n++;
	}
	return n ? n : 1;
}

static uint64_t w_step(struct sgpu_unit *u, uint64_t budget)
{
	return w_slice(u, budget);
}

/* A long turn when budget > SGPU_RUN_SLICE: the core's slice-by-slice
 * helper over the same one-slice step. */
static uint64_t w_step_long(struct sgpu_unit *u, uint64_t budget)
{
	return sgpu_unit_long_turn(u, budget, w_slice);
}

static const struct sgpu_unit_class w_plain = {.name = "W", .busy = w_busy, .step = w_step};
static const struct sgpu_unit_class w_slices = {
        .name = "WS", .busy = w_busy, .step = w_step_long, .long_turns = true};

struct rig {
	sgpu_device *d;
	struct sgpu_unit *saved;
	size_t saved_n;
	struct sgpu_unit units[UNITS];
	struct worker w[UNITS];
};

/* Units 1 and 3 stream (long turns when `slices`); unit 1 wakes 0 and 2,
 * unit 3 wakes 2. */
static bool rig_build(struct rig *r, bool slices)
{
	memset(r, 0, sizeof(*r));
	if (sgpu_device_create("null", NULL, &r->d) != SGPU_OK)
		return false;
	r->saved = r->d->units;
	r->saved_n = r->d->unit_count;
	for (unsigned i = 0; i < UNITS; i++) {
		bool streams = i == 1 || i == 3;
		r->w[i].id = i;
		r->units[i] = (struct sgpu_unit){.cls = streams && slices ? &w_slices : &w_plain,
		                                 .dev = r->d,
		                                 .name = "W",
		                                 .priv = &r->w[i]};
	}
	r->w[1].wake[0] = &r->w[0];
	r->w[1].wake[1] = &r->w[2];
	r->w[3].wake[0] = &r->w[2];
	r->d->units = r->units;
	r->d->unit_count = UNITS;
	r->d->run_next = 0;
	return true;
}

static void rig_free(struct rig *r)
{
	r->d->units = r->saved;
	r->d->unit_count = r->saved_n;
	sgpu_device_destroy(r->d);
}

SGPU_TEST(long_turns_match_one_slice_steps)
{
	static struct rig a, b;
	static uint64_t log_a[EVENTS][3];
	for (uint64_t seed = 1; seed <= 24; seed++) {
		SGPU_ASSERT(rig_build(&a, false) && rig_build(&b, true));
		uint64_t s = seed * 0x9e3779b97f4a7c15ull;
		for (unsigned round = 0; round < 30; round++) {
			s = s * 6364136223846793005ull + 1442695040888963407ull;
			/* the host gives work to the streaming units */
			uint64_t w1 = s >> 33 & 0xfff, w3 = (s >> 45 & 7) ? 0 : s >> 20 & 0x7ff;
			a.w[1].work += w1, b.w[1].work += w1;
			a.w[3].work += w3, b.w[3].work += w3;
			uint64_t budget = 1 + (s >> 8 & 0x1fff);
			if ((s & 0xc0) == 0)
				budget = UINT64_MAX;
			struct sgpu_run_result ra = {0}, rb = {0};
			evlog.n = 0;
			sgpu_run(a.d, budget, &ra);
			unsigned na = evlog.n;
			memcpy(log_a, evlog.ev, sizeof(log_a));
			evlog.n = 0;
			sgpu_run(b.d, budget, &rb);
			SGPU_ASSERT(na < EVENTS);
			SGPU_ASSERT_EQ(evlog.n, na);
			SGPU_ASSERT(memcmp(log_a, evlog.ev, na * sizeof(log_a[0])) == 0);
			SGPU_ASSERT_EQ(ra.steps, rb.steps);
			SGPU_ASSERT_EQ(ra.stop, rb.stop);
			SGPU_ASSERT_EQ(a.d->time, b.d->time);
			SGPU_ASSERT_EQ(a.d->run_next, b.d->run_next);
			for (unsigned i = 0; i < UNITS; i++)
				SGPU_ASSERT_EQ(a.w[i].progress, b.w[i].progress);
		}
		rig_free(&a);
		rig_free(&b);
	}
}
