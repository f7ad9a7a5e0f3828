/* Benchmark helpers; see harness.h. Lower ratios are better. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L /* clock_gettime when built alone */
#endif

#include "harness.h"

#include <stdio.h>
#include <time.h>

volatile uint64_t sgpu_bench_sink;

uint64_t sgpu_bench_now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

static uint64_t run_batch(sgpu_bench_fn fn, void *user, uint64_t iters)
{
	uint64_t t0 = sgpu_bench_now_ns();
	for (uint64_t i = 0; i < iters; i++)
		fn(user);
	return sgpu_bench_now_ns() - t0;
}

double sgpu_bench_time(sgpu_bench_fn fn, void *user)
{
	/* Warm-up: caches, page faults of first touches, lazy binding. */
	fn(user);

	/* Calibrate a batch size that takes at least one sample's time; the
	 * calibration runs count as more warm-up. */
	uint64_t iters = 1;
	for (;;) {
		uint64_t t = run_batch(fn, user, iters);
		if (t >= SGPU_BENCH_SAMPLE_NS)
			break;
		/* Aim 20% past the target from the rate seen so far, growing
		 * at most 100x at a time so a too-fast first batch (timer
		 * granularity) cannot overshoot wildly. */
		uint64_t next = t ? (uint64_t)((double)iters * SGPU_BENCH_SAMPLE_NS * 1.2 / (double)t)
		                  : iters * 100;
		if (next > iters * 100)
			next = iters * 100;
		iters = next > iters ? next : iters + 1;
	}

	/* The minimum is the run least disturbed by the rest of the system. */
	double best = 0;
	for (int s = 0; s < SGPU_BENCH_SAMPLES; s++) {
		double ns = (double)run_batch(fn, user, iters) / (double)iters;
		if (s == 0 || ns < best)
			best = ns;
	}
	return best;
}

void sgpu_bench_ratio(const char *name, double ours_ns, double baseline_ns)
{
	/* A baseline below timer resolution would divide by zero. */
	if (baseline_ns < 1e-3)
		baseline_ns = 1e-3;
	printf("%s: %.2f\n", name, ours_ns / baseline_ns);
	fflush(stdout);
}
