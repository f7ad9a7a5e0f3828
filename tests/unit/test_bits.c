/* The bit helpers of seed 000 chapter 1. */
#include "harness.h"
#include "util/bits.h"

SGPU_TEST(extr)
{
	SGPU_ASSERT_EQ(sgpu_extr(0xabcd, 4, 8), 0xbc);
	SGPU_ASSERT_EQ(sgpu_extr(0xabcd, 0, 0), 0);
	SGPU_ASSERT_EQ(sgpu_extr(~0ull, 0, 64), ~0ull);
	SGPU_ASSERT_EQ(sgpu_extr(~0ull, 64, 4), 0);
	SGPU_ASSERT_EQ(sgpu_extr(0x8000000000000000ull, 63, 8), 1);
}

SGPU_TEST(sext)
{
	/* seed 000: bit is the index of the sign bit. */
	SGPU_ASSERT_EQ(sgpu_sext(0x80, 7), (uint64_t)-128);
	SGPU_ASSERT_EQ(sgpu_sext(0x7f, 7), 0x7f);
	SGPU_ASSERT_EQ(sgpu_sext(0x1ff, 7), (uint64_t)-1);
	SGPU_ASSERT_EQ(sgpu_sext(0x17f, 7), 0x7f);
	SGPU_ASSERT_EQ(sgpu_extrs(0xf0, 4, 4), (uint64_t)-1);
	SGPU_ASSERT_EQ(sgpu_extrs(0x70, 4, 4), 7);
	SGPU_ASSERT_EQ(sgpu_extrs(0x70, 4, 0), 0);
}

SGPU_TEST(bitop_truth_tables)
{
	/* seed 000 L87-102: the 2-input table, a = first input. */
	uint64_t a = 0xc, b = 0xa;
	SGPU_ASSERT_EQ(sgpu_bitop2(0x0, a, b) & 0xf, 0x0);
	SGPU_ASSERT_EQ(sgpu_bitop2(0x1, a, b) & 0xf, ~a & ~b & 0xf);
	SGPU_ASSERT_EQ(sgpu_bitop2(0x2, a, b) & 0xf, a & ~b & 0xf);
	SGPU_ASSERT_EQ(sgpu_bitop2(0x4, a, b) & 0xf, ~a & b & 0xf);
	SGPU_ASSERT_EQ(sgpu_bitop2(0x6, a, b) & 0xf, (a ^ b) & 0xf);
	SGPU_ASSERT_EQ(sgpu_bitop2(0x8, a, b) & 0xf, a & b);
	SGPU_ASSERT_EQ(sgpu_bitop2(0xa, a, b) & 0xf, a);
	SGPU_ASSERT_EQ(sgpu_bitop2(0xc, a, b) & 0xf, b);
	SGPU_ASSERT_EQ(sgpu_bitop2(0xe, a, b) & 0xf, a | b);
	SGPU_ASSERT_EQ(sgpu_bitop2(0xf, a, b), ~0ull);
	/* 3-input 0xaa passes the first input through; 0xcc the second;
	 * 0xf0 the third; GDI SRCCOPY is 0xcc with (dst, src, pat). */
	uint64_t x = 0x123456789abcdef0ull, y = 0x0fedcba987654321ull, z = 0xff00ff00ff00ff00ull;
	SGPU_ASSERT_EQ(sgpu_bitop3(0xaa, x, y, z), x);
	SGPU_ASSERT_EQ(sgpu_bitop3(0xcc, x, y, z), y);
	SGPU_ASSERT_EQ(sgpu_bitop3(0xf0, x, y, z), z);
	SGPU_ASSERT_EQ(sgpu_bitop3(0x96, x, y, z), x ^ y ^ z);
	SGPU_ASSERT_EQ(sgpu_bitop3(0x80, x, y, z), x & y & z);
	SGPU_ASSERT_EQ(sgpu_bitop4(0xaaaa, x, y, z, 0), x);
	SGPU_ASSERT_EQ(sgpu_bitop4(0xff00, x, y, z, ~0ull), ~0ull);
	/* Every 3-input op agrees with the per-bit definition. */
	for (unsigned op = 0; op < 256; op++) {
		uint64_t r = sgpu_bitop3(op, x, y, z);
		for (unsigned bit = 0; bit < 64; bit += 7) {
			unsigned idx = (unsigned)((x >> bit & 1) | (y >> bit & 1) << 1 | (z >> bit & 1) << 2);
			SGPU_ASSERT_EQ(r >> bit & 1, op >> idx & 1);
		}
	}
}

SGPU_TEST(little_endian)
{
	uint8_t b[8];
	sgpu_st_le32(b, 0x11223344);
	SGPU_ASSERT_EQ(b[0], 0x44);
	SGPU_ASSERT_EQ(sgpu_ld_le32(b), 0x11223344);
	sgpu_st_le16(b, 0xbeef);
	SGPU_ASSERT_EQ(sgpu_ld_le16(b), 0xbeef);
	sgpu_st_le64(b, 0x0102030405060708ull);
	SGPU_ASSERT_EQ(b[7], 1);
	SGPU_ASSERT_EQ(sgpu_ld_le64(b), 0x0102030405060708ull);
}
