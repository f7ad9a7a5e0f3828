/* Benchmark helpers; see harness.h. Lower ratios are better. */
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L /* clock_gettime when built alone */
#endif

#include "harness.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#if defined(__GNUC__) && (defined(__x86_64__) || defined(__i386__))
#define HARNESS_X86 1
#include <cpuid.h>
#else
#define HARNESS_X86 0
#endif
#ifdef __GLIBC__
#include <gnu/libc-version.h>
#endif

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

/* A batch size that takes at least target ns; the calibration runs count
 * as warm-up. */
static uint64_t calibrate(sgpu_bench_fn fn, void *user, uint64_t target)
{
	/* Warm-up: caches, page faults of first touches, lazy binding. */
	fn(user);
	uint64_t iters = 1;
	for (;;) {
		uint64_t t = run_batch(fn, user, iters);
		if (t >= target)
			return iters;
		/* Aim 20% past the target from the rate seen so far, growing
		 * at most 100x at a time so a too-fast first batch (timer
		 * granularity) cannot overshoot wildly. */
		uint64_t next = t ? (uint64_t)((double)iters * (double)target * 1.2 / (double)t)
		                  : iters * 100;
		if (next > iters * 100)
			next = iters * 100;
		iters = next > iters ? next : iters + 1;
	}
}

double sgpu_bench_time(sgpu_bench_fn fn, void *user)
{
	uint64_t iters = calibrate(fn, user, SGPU_BENCH_SAMPLE_NS);

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

void sgpu_bench_time_pair(sgpu_bench_fn a, void *ua, sgpu_bench_fn b, void *ub, double *a_ns,
                          double *b_ns)
{
	uint64_t ia = calibrate(a, ua, SGPU_BENCH_ROUND_NS);
	uint64_t ib = calibrate(b, ub, SGPU_BENCH_ROUND_NS);
	double best_a = 0, best_b = 0;
	uint64_t t0 = sgpu_bench_now_ns();
	for (int r = 0; r < SGPU_BENCH_ROUNDS; r++) {
		if (r >= SGPU_BENCH_ROUNDS_MIN && sgpu_bench_now_ns() - t0 > SGPU_BENCH_PAIR_NS)
			break;
		double na = (double)run_batch(a, ua, ia) / (double)ia;
		double nb = (double)run_batch(b, ub, ib) / (double)ib;
		if (r == 0 || na < best_a)
			best_a = na;
		if (r == 0 || nb < best_b)
			best_b = nb;
	}
	*a_ns = best_a;
	*b_ns = best_b;
}

void sgpu_bench_compare(const char *name, sgpu_bench_fn ours, void *ours_user, sgpu_bench_fn base,
                        void *base_user)
{
	double o, b;
	sgpu_bench_time_pair(ours, ours_user, base, base_user, &o, &b);
	sgpu_bench_ratio(name, o, b);
}

/* The CPU's brand string (CPUID 0x80000002-4), trimmed. */
static void cpu_model(char *buf, size_t size)
{
	snprintf(buf, size, "unknown CPU");
#if HARNESS_X86
	unsigned r[12];
	if ((unsigned)__get_cpuid_max(0x80000000u, NULL) < 0x80000004u)
		return;
	for (unsigned i = 0; i < 3; i++)
		__get_cpuid(0x80000002u + i, &r[4 * i], &r[4 * i + 1], &r[4 * i + 2],
		            &r[4 * i + 3]);
	char s[49];
	memcpy(s, r, 48);
	s[48] = 0;
	const char *p = s;
	while (*p == ' ')
		p++;
	size_t n = strlen(p);
	while (n && p[n - 1] == ' ')
		n--;
	snprintf(buf, size, "%.*s", (int)n, p);
#endif
}

static void cpu_features(char *buf, size_t size)
{
	snprintf(buf, size, "no x86 features");
#if HARNESS_X86
	__builtin_cpu_init();
	bool erms = false, fsrm = false;
	unsigned a, b, c, d;
	if (__get_cpuid_count(7, 0, &a, &b, &c, &d)) {
		erms = b >> 9 & 1; /* CPUID.(7,0):EBX[9] */
		fsrm = d >> 4 & 1; /* CPUID.(7,0):EDX[4] */
	}
	snprintf(buf, size, "avx2 %s, avx512f %s, avx512bw %s, erms %s, fsrm %s",
	         __builtin_cpu_supports("avx2") ? "yes" : "no",
	         __builtin_cpu_supports("avx512f") ? "yes" : "no",
	         __builtin_cpu_supports("avx512bw") ? "yes" : "no", erms ? "yes" : "no",
	         fsrm ? "yes" : "no");
#endif
}

void sgpu_bench_host(const char *prog, const char *what)
{
	char model[64], feat[128];
	cpu_model(model, sizeof(model));
	cpu_features(feat, sizeof(feat));
#ifdef __GLIBC__
	const char *libc = "glibc", *ver = gnu_get_libc_version();
#else
	const char *libc = "libc", *ver = "unknown";
#endif
	printf("# %s host: %s; %s; %s %s; %s\n", prog, model, feat, libc, ver, what);
	fflush(stdout);
}
