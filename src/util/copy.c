/* sgpu_copy (copy.h). */
#include "util/copy.h"
#include "util/cpu.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>

/* Eight 32-byte loads, then eight stores: only the first bytes of each
 * block's loads can meet the previous block's stores. */
__attribute__((target("avx2"))) static void copy_blocks_avx2(uint8_t *d, const uint8_t *s, size_t n)
{
	size_t i = 0;
	for (; i + 256 <= n; i += 256) {
		__m256i r[8];
		for (int j = 0; j < 8; j++)
			r[j] = _mm256_loadu_si256((const __m256i *)(const void *)(s + i + 32 * j));
		for (int j = 0; j < 8; j++)
			_mm256_storeu_si256((__m256i *)(void *)(d + i + 32 * j), r[j]);
	}
	memcpy(d + i, s + i, n - i);
}

static bool have_avx2(void)
{
	return sgpu_cpu_avx2();
}
#endif

void sgpu_copy(void *dst, const void *src, size_t n)
{
#if defined(__GNUC__) && defined(__x86_64__)
	/* dst 1-127 bytes past src modulo 4 KiB, copies past a few lines */
	uintptr_t d = ((uintptr_t)dst - (uintptr_t)src) & 0xfff;
	if (n >= 512 && d && d < 128 && have_avx2()) {
		copy_blocks_avx2(dst, src, n);
		return;
	}
#endif
	memcpy(dst, src, n);
}

const char *sgpu_copy_describe(void)
{
#if defined(__GNUC__) && defined(__x86_64__)
	if (have_avx2())
		return "memcpy; AVX2 256-byte blocks for 4K-aliased copies";
#endif
	return "memcpy only";
}
