/* Benchmark helpers: each bench program times softgpu against a native C
 * baseline doing the same work in the same run, and prints
 * "name: ratio" with ratio = ours / baseline. Lower is better; 1.00 means
 * as fast as the baseline. Ratios, not absolute times, so that results
 * compare across machines. */
#ifndef SGPU_BENCH_HARNESS_H
#define SGPU_BENCH_HARNESS_H

#include <stdint.h>

/* Monotonic time in nanoseconds (CLOCK_MONOTONIC). */
uint64_t sgpu_bench_now_ns(void);

typedef void (*sgpu_bench_fn)(void *user);

/* Nanoseconds per call of fn(user): after a warm-up, the minimum over
 * SGPU_BENCH_SAMPLES samples, each running fn repeatedly for at least
 * SGPU_BENCH_SAMPLE_NS. */
double sgpu_bench_time(sgpu_bench_fn fn, void *user);

#define SGPU_BENCH_SAMPLES 5
/* 5 samples of 40 ms: about 0.2 s per timed function, so a program of a
 * few ratios stays within a second or two. */
#define SGPU_BENCH_SAMPLE_NS 40000000ull

/* Prints "name: <ours / baseline, 2 decimals>\n" to stdout. */
void sgpu_bench_ratio(const char *name, double ours_ns, double baseline_ns);

/* Write results here so the compiler cannot drop the work. */
extern volatile uint64_t sgpu_bench_sink;

#endif /* SGPU_BENCH_HARNESS_H */
