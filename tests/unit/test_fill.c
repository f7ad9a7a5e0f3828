/* sgpu_fill: every store route against a byte loop, at every alignment
 * and length class (under 64 bytes, ragged ends, whole lines), with guard
 * bytes on both sides. Prints the seed of a failing case. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "util/fill.h"

static uint64_t rng;

static uint64_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

static const enum sgpu_fill_route routes[] = {SGPU_FILL_VEC16, SGPU_FILL_VEC32, SGPU_FILL_REP,
                                              SGPU_FILL_STREAM};

#define GUARD 80u
#define MAXLEN 70000u

SGPU_TEST(every_route_matches_a_byte_loop)
{
	uint8_t *buf = malloc(MAXLEN + 2 * GUARD + 64), *ref = malloc(MAXLEN + 2 * GUARD + 64);
	SGPU_ASSERT(buf && ref);
	for (unsigned ri = 0; ri < sizeof(routes) / sizeof(routes[0]); ri++) {
		struct sgpu_fill_policy pol = sgpu_fill_forcing(routes[ri]);
		sgpu_fill_set_policy(&pol);
		for (uint64_t seed = 1; seed <= 400; seed++) {
			rng = seed * 0x9e3779b97f4a7c15ull + ri;
			size_t off = rnd() % 64, len;
			switch (rnd() % 4) {
			case 0: len = rnd() % 64; break;
			case 1: len = 64 + rnd() % 256; break;
			case 2: len = rnd() % 4096; break;
			default: len = rnd() % MAXLEN; break;
			}
			static const unsigned units[] = {1, 2, 4, 8};
			unsigned unit = units[rnd() % 4];
			uint64_t pat = sgpu_fill_pat(rnd(), unit);
			size_t total = off + len + 2 * GUARD;
			for (size_t i = 0; i < total; i++)
				buf[i] = ref[i] = (uint8_t)rnd();
			for (size_t i = 0; i < len; i++)
				ref[GUARD + off + i] = (uint8_t)(pat >> (8 * (i % 8)));
			sgpu_fill(buf + GUARD + off, len, pat);
			SGPU_ASSERT_MSG(memcmp(buf, ref, total) == 0,
			                "seed %llu route %s: len %zu off %zu pat 0x%016llx differs",
			                (unsigned long long)seed, sgpu_fill_route_name(routes[ri]),
			                len, off, (unsigned long long)pat);
		}
	}
	sgpu_fill_set_policy(NULL);
	free(buf);
	free(ref);
}

SGPU_TEST(route_choice)
{
	struct sgpu_fill_policy pol = {.avx2 = false, .rep_min = 4096, .nt_min = 1u << 20};
	sgpu_fill_set_policy(&pol);
	/* byte patterns go to memset at any length; short fills store words */
	SGPU_ASSERT_EQ(sgpu_fill_route(1u << 24, 0x5a5a5a5a5a5a5a5aull), SGPU_FILL_MEMSET);
	SGPU_ASSERT_EQ(sgpu_fill_route(10, 0), SGPU_FILL_MEMSET);
	SGPU_ASSERT_EQ(sgpu_fill_route(63, 0x1234123412341234ull), SGPU_FILL_SMALL);
	SGPU_ASSERT_EQ(sgpu_fill_route(64, 0x1234123412341234ull), SGPU_FILL_VEC16);
#if defined(__GNUC__) && defined(__x86_64__)
	SGPU_ASSERT_EQ(sgpu_fill_route(4095, 0x1234123412341234ull), SGPU_FILL_VEC16);
	SGPU_ASSERT_EQ(sgpu_fill_route(4096, 0x1234123412341234ull), SGPU_FILL_REP);
	SGPU_ASSERT_EQ(sgpu_fill_route(1u << 20, 0x1234123412341234ull), SGPU_FILL_STREAM);
#endif
	/* NULL: the detected policy again, which never streams below rep */
	sgpu_fill_set_policy(NULL);
	pol = sgpu_fill_get_policy();
	SGPU_ASSERT(pol.rep_min > 2048);
	SGPU_ASSERT(pol.nt_min >= 64);
	char line[256];
	sgpu_fill_describe(line, sizeof(line));
	SGPU_ASSERT(strstr(line, "byte patterns: memset") != NULL);
}

SGPU_TEST(unit_patterns)
{
	SGPU_ASSERT_EQ(sgpu_fill_pat(0x1ab, 1), 0xababababababababull);
	SGPU_ASSERT_EQ(sgpu_fill_pat(0x7c1f, 2), 0x7c1f7c1f7c1f7c1full);
	SGPU_ASSERT_EQ(sgpu_fill_pat(0xdeadbeef, 4), 0xdeadbeefdeadbeefull);
	SGPU_ASSERT_EQ(sgpu_fill_pat(0x0102030405060708ull, 8), 0x0102030405060708ull);
}
