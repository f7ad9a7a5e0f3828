/* Pattern fills of guest memory at the host's memset speed: a byte, 16, 32
 * or 64-bit pattern repeated over a range. Every fill path of the model
 * (sgpu_mem_fill, the R5xx PAINT rows, the NV1 solid rect rows) comes here,
 * so that it keeps up with the host's memset whichever way the host's libc
 * builds that (vector loops, rep stosb, non-temporal stores): docs/testing.md,
 * "Fill routes". */
#ifndef SGPU_UTIL_FILL_H
#define SGPU_UTIL_FILL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* How sgpu_fill stores. All give the same bytes. */
enum sgpu_fill_route {
	SGPU_FILL_MEMSET, /* one byte repeated: the host's memset itself */
	SGPU_FILL_SMALL,  /* under 64 bytes: 8-byte stores */
	SGPU_FILL_VEC16,  /* 16-byte vector stores (any host) */
	SGPU_FILL_VEC32,  /* 32-byte AVX2 stores */
	SGPU_FILL_REP,    /* rep stosq (x86-64) */
	SGPU_FILL_STREAM, /* non-temporal 16-byte stores, then sfence (x86-64) */
};

/* When each route is taken: byte patterns always go to memset; else
 * fills from nt_min bytes on stream, from rep_min on use rep stosq, the
 * rest use vector stores (32 bytes wide with avx2). */
struct sgpu_fill_policy {
	bool avx2;
	size_t rep_min; /* SIZE_MAX: never */
	size_t nt_min;  /* SIZE_MAX: never */
};

/* p[i] = byte i % 8 of pat (little-endian) for i < len: the pattern is
 * anchored at p, whatever p's alignment. */
void sgpu_fill(void *p, size_t len, uint64_t pat);

/* The 8-byte pattern of a 1, 2, 4 or 8-byte unit v (low bytes of v). */
static inline uint64_t sgpu_fill_pat(uint64_t v, unsigned unit)
{
	switch (unit) {
	case 1: return (v & 0xff) * UINT64_C(0x0101010101010101);
	case 2: return (v & 0xffff) * UINT64_C(0x0001000100010001);
	case 4: return (v & 0xffffffffu) * UINT64_C(0x0000000100000001);
	default: return v;
	}
}

/* The route sgpu_fill takes for len bytes of pat under the current policy. */
enum sgpu_fill_route sgpu_fill_route(size_t len, uint64_t pat);
const char *sgpu_fill_route_name(enum sgpu_fill_route r);

/* The policy in force: detected from the host on first use (AVX2; rep
 * stosq with ERMS from the L2 size on; streaming from 3/4 of the L3 size
 * on, as glibc's memset does from 2.40), unless set. Setting is for tests
 * and benches (not thread-safe against fills running meanwhile); NULL
 * restores the detected one. A route the host cannot run is not taken. */
struct sgpu_fill_policy sgpu_fill_get_policy(void);
void sgpu_fill_set_policy(const struct sgpu_fill_policy *p);

/* The policy that sends fills of 64 bytes or more of a non-byte pattern
 * down route r, for the differential tests: vec16, vec32, rep or stream
 * (the host permitting: x86-64 for rep and stream, AVX2 for vec32). */
struct sgpu_fill_policy sgpu_fill_forcing(enum sgpu_fill_route r);

/* One line naming the cache sizes seen and the policy, for bench output:
 * "L2 524288, L3 33554432; byte patterns: memset; vec32 < 524288 <= rep
 * < 25165824 <= stream". */
void sgpu_fill_describe(char *buf, size_t size);

#endif /* SGPU_UTIL_FILL_H */
