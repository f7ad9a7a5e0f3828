/* The host CPU's optional instruction sets, for code that picks a
 * vectorised form at run time and keeps the baseline build otherwise
 * (r5xx_us_simd.c, r5xx_rast.c's RS). libgcc/compiler-rt fill the data
 * __builtin_cpu_supports reads in a constructor, before any device is
 * made. */
#ifndef SGPU_UTIL_CPU_H
#define SGPU_UTIL_CPU_H

#include <stdbool.h>

static inline bool sgpu_cpu_avx2(void)
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
	return __builtin_cpu_supports("avx2");
#else
	return false;
#endif
}

#endif /* SGPU_UTIL_CPU_H */
