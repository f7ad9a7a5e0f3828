/* Tesla integer semantics (src/isa/g80_sem.c): cases worked by hand from
 * seed 000's pseudocode (§2.10 "Integer arithmetic instructions"), its
 * shift example ("shift 1 left by 32 bits, you DON'T get CDST.C set. but
 * shift 2 left by 31 bits, and it gets set"), and seeded checks of add and
 * sub against plain 64-bit arithmetic. */
#include <stdint.h>

#include "harness.h"
#include "isa/g80_sem.h"

#define Z G80_CF_Z
#define S G80_CF_S
#define C G80_CF_C
#define O G80_CF_O

#define CHECK(call, want_res, want_flags)                                                   \
	do {                                                                                \
		struct g80_ires r_ = (call);                                                \
		SGPU_ASSERT_MSG(r_.res == (uint32_t)(want_res) && r_.flags == (want_flags), \
		                "%s: 0x%x flags 0x%x, want 0x%x flags 0x%x", #call, r_.res, \
		                r_.flags, (unsigned)(want_res), (unsigned)(want_flags));    \
	} while (0)

SGPU_TEST(add_sub_worked)
{
	CHECK(g80_add(G80_ADD, true, false, 1, 2, 0), 3, 0);
	CHECK(g80_add(G80_ADD, true, false, 0xffffffff, 1, 0), 0, C | Z);
	CHECK(g80_add(G80_ADD, true, false, 0x7fffffff, 1, 0), 0x80000000, O | S);
	/* sat: a positive overflow clamps to the largest positive value */
	CHECK(g80_add(G80_ADD, true, true, 0x7fffffff, 1, 0), 0x7fffffff, O);
	/* and a negative one to the most negative */
	CHECK(g80_add(G80_ADD, true, true, 0x80000000, 0x80000000, 0), 0x80000000, C | O | S);
	/* sub: SRC1 + ~SRC2 + 1, so C is "no borrow" */
	CHECK(g80_add(G80_SUB, true, false, 5, 3, 0), 2, C);
	CHECK(g80_add(G80_SUB, true, false, 3, 5, 0), 0xfffffffe, S);
	CHECK(g80_add(G80_SUB, true, false, 7, 7, 0), 0, C | Z);
	/* subr: ~SRC1 + SRC2 + 1 = SRC2 - SRC1 */
	CHECK(g80_add(G80_SUBR, true, false, 5, 3, 0), 0xfffffffe, S);
	/* addc reads COND.C only */
	CHECK(g80_add(G80_ADDC, true, false, 1, 2, C), 4, 0);
	CHECK(g80_add(G80_ADDC, true, false, 1, 2, Z | S | O), 3, 0);
	CHECK(g80_add(G80_ADDC, true, false, 0xffffffff, 0, C), 0, C | Z);
	/* b16: the low halves only, C out of bit 15 */
	CHECK(g80_add(G80_ADD, false, false, 0x1234ffff, 0x00010001, 0), 0, C | Z);
	CHECK(g80_add(G80_SUB, false, false, 0x8000, 1, 0), 0x7fff, C | O);
	CHECK(g80_add(G80_SUB, false, true, 0x8000, 1, 0), 0x8000, C | O | S);
	CHECK(g80_add(G80_ADD, false, true, 0x7fff, 0x7fff, 0), 0x7fff, O);
}

/* add and sub against 64-bit arithmetic: C is the carry out (sub: no
 * borrow), O the signed overflow. */
SGPU_TEST(add_sub_seeded)
{
	uint64_t seed = 0x6a09e667f3bcc909u;
	for (int i = 0; i < 100000; i++) {
		seed = seed * 6364136223846793005u + 1442695040888963407u;
		uint32_t a = (uint32_t)(seed >> 32), b = (uint32_t)seed;
		if (i & 1)
			b = a ^ (b & 0x80000001u); /* near-equal operands */
		struct g80_ires r = g80_add(G80_ADD, true, false, a, b, 0);
		int64_t ss = (int64_t)(int32_t)a + (int32_t)b;
		uint8_t want =
		        (uint8_t)((((uint64_t)a + b) >> 32 ? C : 0) | (ss != (int32_t)ss ? O : 0) |
		                  ((a + b) >> 31 ? S : 0) | (a + b == 0 ? Z : 0));
		SGPU_ASSERT_MSG(r.res == a + b && r.flags == want, "seed %llx: add %x %x",
		                (unsigned long long)seed, a, b);
		r = g80_add(G80_SUB, true, false, a, b, 0);
		ss = (int64_t)(int32_t)a - (int32_t)b;
		want = (uint8_t)((a >= b ? C : 0) | (ss != (int32_t)ss ? O : 0) |
		                 ((a - b) >> 31 ? S : 0) | (a == b ? Z : 0));
		SGPU_ASSERT_MSG(r.res == a - b && r.flags == want, "seed %llx: sub %x %x",
		                (unsigned long long)seed, a, b);
	}
}

SGPU_TEST(mul)
{
	/* 16 x 16: each source signed or not; C and O always clear */
	CHECK(g80_mul16(true, 0xffff, true, 2), 0xfffffffe, S);
	CHECK(g80_mul16(false, 0xffff, false, 0xffff), 0xfffe0001, S);
	CHECK(g80_mul16(false, 0xffff, true, 0xffff), 0xffff0001, S);
	CHECK(g80_mul16(true, 0x12340000, true, 5), 0, Z);
	/* 24 x 24 -> 48, low 32 or bits 16-47 */
	CHECK(g80_mul24(false, false, 0xffffff, 0xffffff), 0xfe000001, S);
	CHECK(g80_mul24(false, true, 0xffffff, 0xffffff), 0xfffffe00, S);
	CHECK(g80_mul24(true, false, 0xffffff, 0xffffff), 1, 0);
	CHECK(g80_mul24(true, true, 0x800000, 0x800000), 0x40000000, 0);
	CHECK(g80_mul24(true, false, 0x800000, 1), 0xff800000, S);
	CHECK(g80_mul24(false, false, 0xff000002, 3), 6, 0);
}

SGPU_TEST(madd)
{
	/* s16: 0x7fff^2 + 0x40000000, no overflow */
	CHECK(g80_madd(G80_MUL_S16, false, true, G80_ADD, 0x7fff, 0x7fff, 0x40000000, 0),
	      0x7fff0001, 0);
	/* sat s16: (-32768)^2 + 0x40000000 overflows and clamps */
	CHECK(g80_madd(G80_MUL_S16, false, true, G80_ADD, 0x8000, 0x8000, 0x40000000, 0),
	      0x7fffffff, O);
	CHECK(g80_madd(G80_MUL_S16, false, false, G80_ADD, 0x8000, 0x8000, 0x40000000, 0),
	      0x80000000, O | S);
	/* u16 then sub: 3 * 4 - 12 */
	CHECK(g80_madd(G80_MUL_U16, false, false, G80_SUB, 3, 4, 12, 0), 0, C | Z);
	/* subr: SRC3 - product */
	CHECK(g80_madd(G80_MUL_U24, false, false, G80_SUBR, 3, 4, 20, 0), 8, C);
	/* high u24 plus carry in */
	CHECK(g80_madd(G80_MUL_U24, true, false, G80_ADDC, 0xffffff, 0xffffff, 0x1ff, C),
	      0x00000000, C | Z);
	enum g80_mulmode mode;
	bool high, sat;
	SGPU_ASSERT(g80_madd_variant(0, 0, &mode, &high, &sat) && mode == G80_MUL_U16 && !high &&
	            !sat);
	SGPU_ASSERT(g80_madd_variant(0, 2, &mode, &high, &sat) && mode == G80_MUL_S16 && sat);
	SGPU_ASSERT(g80_madd_variant(0, 6, &mode, &high, &sat) && mode == G80_MUL_U24 && high &&
	            !sat);
	SGPU_ASSERT(g80_madd_variant(1, 0, &mode, &high, &sat) && mode == G80_MUL_S24 && high &&
	            sat);
	SGPU_ASSERT(!g80_madd_variant(1, 1, &mode, &high, &sat));
}

SGPU_TEST(sad)
{
	CHECK(g80_sad(true, false, 3, 10, 5), 12, 0);
	CHECK(g80_sad(true, true, (uint32_t)-3, 4, 1), 8, 0);
	/* |0 - 0xffff| + 1 carries out of 16 bits */
	CHECK(g80_sad(false, false, 0, 0xffff, 1), 0, C | Z);
	/* s16: |-32768 - 32767| = 0xffff */
	CHECK(g80_sad(false, true, 0x8000, 0x7fff, 0), 0xffff, S);
	/* u32: the difference wraps modulo 2^32 only when it is 2^32 - 1 */
	CHECK(g80_sad(true, false, 0, 0xffffffff, 0), 0xffffffff, S);
	/* O as in add: 0x7fffffff + 1 */
	CHECK(g80_sad(true, false, 0x7fffffff, 0, 1), 0x80000000, O | S);
}

SGPU_TEST(minmax_set)
{
	CHECK(g80_minmax(true, true, true, 0xffffffff, 1), 0xffffffff, S);
	CHECK(g80_minmax(true, true, false, 0xffffffff, 1), 1, 0);
	CHECK(g80_minmax(false, true, false, 0xffffffff, 1), 0xffffffff, S);
	CHECK(g80_minmax(true, false, true, 0x8000, 0x0001), 0x8000, S);
	CHECK(g80_minmax(false, false, false, 0x12340000, 0x0001), 1, 0);
	CHECK(g80_set(G80_SET_L | G80_SET_E, true, false, 3, 3), 0xffffffff, S);
	CHECK(g80_set(G80_SET_G, true, false, 0xffffffff, 1), 0xffffffff, S);
	CHECK(g80_set(G80_SET_G, true, true, 0xffffffff, 1), 0, Z);
	CHECK(g80_set(G80_SET_L, false, true, 0xffff, 1), 0xffff, S);
	CHECK(g80_set(0, true, false, 1, 2), 0, Z);
}

SGPU_TEST(logic)
{
	CHECK(g80_logic(G80_AND, true, true, false, 0xf0, 0xff), 0x0f, 0);
	CHECK(g80_logic(G80_OR, true, false, false, 0x80000000, 1), 0x80000001, S);
	CHECK(g80_logic(G80_XOR, false, false, false, 0x1234ffff, 0xff), 0xff00, S);
	CHECK(g80_logic(G80_MOV2, true, false, true, 5, 0xffffffff), 0, Z);
	CHECK(g80_logic(G80_AND, false, true, true, 0, 0), 0xffff, S);
}

SGPU_TEST(shifts)
{
	/* the seed's example */
	CHECK(g80_shl(true, 1, 32), 0, Z);
	CHECK(g80_shl(true, 2, 31), 0, C | Z);
	CHECK(g80_shl(true, 1, 31), 0x80000000, S);
	/* O only for a count of 1, when the sign changes */
	CHECK(g80_shl(true, 0x40000000, 1), 0x80000000, O | S);
	CHECK(g80_shl(true, 0xc0000000, 1), 0x80000000, C | S);
	CHECK(g80_shl(true, 0xffffffff, 100), 0, Z);
	CHECK(g80_shl(false, 0x1234c001, 1), 0x8002, C | S);
	CHECK(g80_shl(false, 0x4001, 1), 0x8002, O | S);
	/* shr: the count does not wrap; signed fills with ones */
	CHECK(g80_shr(true, true, 0x80000000, 4), 0xf8000000, S);
	CHECK(g80_shr(true, true, 0x80000000, 40), 0xffffffff, S);
	CHECK(g80_shr(true, false, 0x80000000, 40), 0, Z);
	CHECK(g80_shr(true, false, 0x80000001, 1), 0x40000000, C | O);
	CHECK(g80_shr(true, true, 0x80000001, 1), 0xc0000000, C | S);
	CHECK(g80_shr(false, true, 0x8000, 15), 0xffff, S);
	CHECK(g80_shr(false, false, 0xffff4000, 15), 0, C | Z);
	CHECK(g80_shr(true, false, 0x5, 0), 0x5, 0);
	/* C is the last bit shifted out, never for a count of size or more */
	CHECK(g80_shr(true, false, 0x80000000, 32), 0, Z);
	CHECK(g80_shr(true, false, 0x80000000, 31), 1, 0);
	CHECK(g80_shr(true, false, 0xc0000000, 31), 1, C);
}
