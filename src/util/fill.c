/* Pattern fills at the host's memset speed; see fill.h and docs/testing.md
 * ("Fill routes") for why each route exists and when it is taken. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* sysconf(_SC_LEVEL2_CACHE_SIZE) and L3 (glibc) */
#endif

#include "util/fill.h"

#include "util/cpu.h"

#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#if defined(__GNUC__) && defined(__x86_64__)
#define FILL_X86 1
#include <cpuid.h>
#include <immintrin.h>
#define FILL_AVX2 __attribute__((target("avx2")))
#else
#define FILL_X86 0
#endif

/* The host word whose bytes in memory are pat's little-endian bytes. */
static inline uint64_t host_word(uint64_t pat)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return __builtin_bswap64(pat);
#else
	return pat;
#endif
}

/* The pattern as seen from k bytes past its anchor. */
static inline uint64_t rot(uint64_t pat, size_t k)
{
	unsigned s = (unsigned)(k & 7) * 8;
	return s ? pat >> s | pat << (64 - s) : pat;
}

static void fill_small(uint8_t *p, size_t len, uint64_t pat)
{
	uint64_t w = host_word(pat);
	size_t i = 0;
	for (; i + 8 <= len; i += 8)
		memcpy(p + i, &w, 8);
	for (; i < len; i++)
		p[i] = (uint8_t)(pat >> (8 * (i & 7)));
}

/* 64 bytes of the pattern at p (anchored there). */
static inline void store64(uint8_t *p, uint64_t pat)
{
	uint64_t w = host_word(pat);
	for (unsigned i = 0; i < 64; i += 8)
		memcpy(p + i, &w, 8);
}

/* The next 64-byte boundary after p (p + 64 when p is on one). */
static inline uint8_t *after64(uint8_t *p)
{
	return p + (64 - ((uintptr_t)p & 63));
}

/* len >= 64: one unaligned 64-byte store at p, aligned W-byte stores from
 * the next 64-byte boundary, and one unaligned 64-byte store that ends at
 * p + len (bytes stored twice get the same value). */
#define FILL_VEC(NAME, W, ATTR)                                      \
	typedef uint64_t NAME##_vec __attribute__((vector_size(W))); \
	ATTR static void NAME(uint8_t *p, size_t len, uint64_t pat)  \
	{                                                            \
		uint8_t *end = p + len, *q = after64(p);             \
		NAME##_vec v;                                        \
		uint64_t w = host_word(rot(pat, (size_t)(q - p)));   \
		for (unsigned i = 0; i < W / 8; i++)                 \
			v[i] = w;                                    \
		store64(p, pat);                                     \
		for (; (size_t)(end - q) >= 64; q += 64)             \
			for (unsigned i = 0; i < 64; i += W)         \
				memcpy(q + i, &v, W);                \
		if (q < end)                                         \
			store64(end - 64, rot(pat, len - 64));       \
	}

FILL_VEC(fill_vec16, 16, )
#if FILL_X86
FILL_VEC(fill_vec32, 32, FILL_AVX2)

/* rep stosq from a 64-byte boundary: with ERMS the string engine writes
 * whole lines without reading them first, as the host's memset does with
 * rep stosb for large sizes. The direction flag is clear (SysV ABI). */
static void fill_rep(uint8_t *p, size_t len, uint64_t pat)
{
	uint8_t *end = p + len, *q = after64(p);
	size_t n = (size_t)(end - q) / 8;
	uint64_t w = rot(pat, (size_t)(q - p));
	store64(p, pat);
	__asm__ volatile("rep stosq" : "+D"(q), "+c"(n) : "a"(w) : "memory");
	if (q < end)
		store64(end - 64, rot(pat, len - 64));
}

/* Non-temporal stores of whole lines, then a fence so that later loads
 * and stores see them in order; the ragged ends are ordinary stores. */
static void fill_stream(uint8_t *p, size_t len, uint64_t pat)
{
	uint8_t *end = p + len, *q = after64(p);
	__m128i v = _mm_set1_epi64x((long long)rot(pat, (size_t)(q - p)));
	store64(p, pat);
	for (; (size_t)(end - q) >= 64; q += 64) {
		_mm_stream_si128((__m128i *)(void *)q, v);
		_mm_stream_si128((__m128i *)(void *)(q + 16), v);
		_mm_stream_si128((__m128i *)(void *)(q + 32), v);
		_mm_stream_si128((__m128i *)(void *)(q + 48), v);
	}
	_mm_sfence();
	if (q < end)
		store64(end - 64, rot(pat, len - 64));
}
#endif

/* ------------------------------------------------------------------ policy */

struct fill_host {
	bool avx2, erms;
	long l2, l3;
};

static void host_detect(struct fill_host *h)
{
	memset(h, 0, sizeof(*h));
#if FILL_X86
	h->avx2 = sgpu_cpu_avx2();
	unsigned a, b, c, d;
	if (__get_cpuid_count(7, 0, &a, &b, &c, &d)) {
		h->erms = b >> 9 & 1; /* CPUID.(7,0):EBX[9] ERMS */
	}
#endif
#if defined(_SC_LEVEL2_CACHE_SIZE) && defined(_SC_LEVEL3_CACHE_SIZE)
	h->l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
	h->l3 = sysconf(_SC_LEVEL3_CACHE_SIZE);
#endif
}

/* The detected policy. rep stosq from the L2 size on: below it, vector
 * stores are as fast and start faster (bench_mem's sizes on an AMD EPYC,
 * docs/testing.md); above it the lines miss the cache and the string
 * engine's whole-line writes win. Streaming from 3/4 of the L3 size on:
 * the fill cannot stay in the cache anyway (glibc's memset does the same
 * from its non-temporal threshold on since 2.40, commit 5bf0ab80573d). */
static struct sgpu_fill_policy policy_detect(const struct fill_host *h)
{
	struct sgpu_fill_policy p = {.avx2 = h->avx2, .rep_min = SIZE_MAX, .nt_min = SIZE_MAX};
#if FILL_X86
	if (h->erms)
		p.rep_min = h->l2 > 2048 ? (size_t)h->l2 : 1u << 20;
	if (h->l3 > 0)
		p.nt_min = (size_t)h->l3 / 4 * 3;
#endif
	return p;
}

/* Atomics so that threads racing to detect (they store the same values)
 * and fills reading the policy meanwhile are well defined. */
static atomic_bool pol_ready;
static atomic_bool pol_avx2;
static atomic_size_t pol_rep_min, pol_nt_min;

static void policy_store(const struct sgpu_fill_policy *p)
{
	atomic_store_explicit(&pol_avx2, p->avx2, memory_order_relaxed);
	atomic_store_explicit(&pol_rep_min, p->rep_min, memory_order_relaxed);
	atomic_store_explicit(&pol_nt_min, p->nt_min, memory_order_relaxed);
	atomic_store_explicit(&pol_ready, true, memory_order_release);
}

static void policy_load(struct sgpu_fill_policy *p)
{
	if (!atomic_load_explicit(&pol_ready, memory_order_acquire)) {
		struct fill_host h;
		host_detect(&h);
		struct sgpu_fill_policy d = policy_detect(&h);
		policy_store(&d);
	}
	p->avx2 = atomic_load_explicit(&pol_avx2, memory_order_relaxed);
	p->rep_min = atomic_load_explicit(&pol_rep_min, memory_order_relaxed);
	p->nt_min = atomic_load_explicit(&pol_nt_min, memory_order_relaxed);
}

struct sgpu_fill_policy sgpu_fill_get_policy(void)
{
	struct sgpu_fill_policy p;
	policy_load(&p);
	return p;
}

void sgpu_fill_set_policy(const struct sgpu_fill_policy *p)
{
	struct fill_host h;
	host_detect(&h);
	struct sgpu_fill_policy q = p ? *p : policy_detect(&h);
	q.avx2 = q.avx2 && h.avx2;
	policy_store(&q);
}

struct sgpu_fill_policy sgpu_fill_forcing(enum sgpu_fill_route r)
{
	struct sgpu_fill_policy p = {
	        .avx2 = r == SGPU_FILL_VEC32, .rep_min = SIZE_MAX, .nt_min = SIZE_MAX};
	if (r == SGPU_FILL_REP)
		p.rep_min = 0;
	if (r == SGPU_FILL_STREAM)
		p.nt_min = 0;
	return p;
}

static enum sgpu_fill_route route(size_t len, uint64_t pat, const struct sgpu_fill_policy *p)
{
	if (pat == sgpu_fill_pat(pat, 1))
		return SGPU_FILL_MEMSET;
	if (len < 64)
		return SGPU_FILL_SMALL;
#if FILL_X86
	if (len >= p->nt_min)
		return SGPU_FILL_STREAM;
	if (len >= p->rep_min)
		return SGPU_FILL_REP;
	if (p->avx2)
		return SGPU_FILL_VEC32;
#else
	(void)p;
#endif
	return SGPU_FILL_VEC16;
}

enum sgpu_fill_route sgpu_fill_route(size_t len, uint64_t pat)
{
	struct sgpu_fill_policy p;
	policy_load(&p);
	return route(len, pat, &p);
}

void sgpu_fill(void *dst, size_t len, uint64_t pat)
{
	uint8_t *p = dst;
	struct sgpu_fill_policy pol;
	policy_load(&pol);
	switch (route(len, pat, &pol)) {
	case SGPU_FILL_MEMSET:
		if (len)
			memset(p, (int)(pat & 0xff), len);
		break;
	case SGPU_FILL_SMALL: fill_small(p, len, pat); break;
#if FILL_X86
	case SGPU_FILL_VEC32: fill_vec32(p, len, pat); break;
	case SGPU_FILL_REP: fill_rep(p, len, pat); break;
	case SGPU_FILL_STREAM: fill_stream(p, len, pat); break;
#endif
	default: fill_vec16(p, len, pat); break;
	}
}

const char *sgpu_fill_route_name(enum sgpu_fill_route r)
{
	switch (r) {
	case SGPU_FILL_MEMSET: return "memset";
	case SGPU_FILL_SMALL: return "small";
	case SGPU_FILL_VEC16: return "vec16";
	case SGPU_FILL_VEC32: return "vec32";
	case SGPU_FILL_REP: return "rep";
	case SGPU_FILL_STREAM: return "stream";
	}
	return "?";
}

void sgpu_fill_describe(char *buf, size_t size)
{
	struct fill_host h;
	struct sgpu_fill_policy p;
	host_detect(&h);
	policy_load(&p);
	int n = snprintf(buf, size, "L2 %ld, L3 %ld; byte patterns: memset; %s", h.l2, h.l3,
	                 p.avx2 ? "vec32" : "vec16");
	if (n < 0 || (size_t)n >= size)
		return;
	if (p.rep_min != SIZE_MAX && p.rep_min < p.nt_min)
		n += snprintf(buf + n, size - (size_t)n, " < %zu <= rep", p.rep_min);
	if (n < 0 || (size_t)n >= size)
		return;
	if (p.nt_min != SIZE_MAX)
		snprintf(buf + n, size - (size_t)n, " < %zu <= stream", p.nt_min);
}
