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

/* Nanoseconds per call of a and of b, timed interleaved: after a warm-up
 * and calibration of each, rounds of one short batch of a (at least
 * SGPU_BENCH_ROUND_NS, often one call) and one of b, the minimum of each;
 * SGPU_BENCH_ROUNDS rounds, or fewer (at least SGPU_BENCH_ROUNDS_MIN) when
 * they take over SGPU_BENCH_PAIR_NS. On a loaded machine a long batch
 * rarely runs undisturbed; a short one often does, and interleaving puts
 * a busy spell on both sides of a ratio rather than one. */
void sgpu_bench_time_pair(sgpu_bench_fn a, void *ua, sgpu_bench_fn b, void *ub, double *a_ns,
                          double *b_ns);

#define SGPU_BENCH_ROUNDS 1000
#define SGPU_BENCH_ROUNDS_MIN 50
#define SGPU_BENCH_ROUND_NS 50000ull
#define SGPU_BENCH_PAIR_NS 600000000ull

/* Times ours against base interleaved and prints the ratio line. */
void sgpu_bench_compare(const char *name, sgpu_bench_fn ours, void *ours_user, sgpu_bench_fn base,
                        void *base_user);

/* Prints "# <prog> host: <CPU model>; <features>; <libc>; <what>\n": the
 * CPU's brand string, AVX2 / AVX-512 / ERMS / FSRM, the C library and its
 * version (the host's memset and memcpy come from it), and what the
 * program chose (fill routes, copy kinds), so that a ratio can be read. */
void sgpu_bench_host(const char *prog, const char *what);

/* Prints "name: <ours / baseline, 2 decimals>\n" to stdout. */
void sgpu_bench_ratio(const char *name, double ours_ns, double baseline_ns);

/* Write results here so the compiler cannot drop the work. */
extern volatile uint64_t sgpu_bench_sink;

#endif /* SGPU_BENCH_HARNESS_H */
