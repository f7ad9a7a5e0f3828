/* Bit helpers: the notational conventions of seed 000 chapter 1 (extr,
 * extrs, sext, bitop) and little-endian loads and stores. */
#ifndef SGPU_UTIL_BITS_H
#define SGPU_UTIL_BITS_H

#include <stdint.h>

/* Bits [s, s+l) of val; l may be 0..64. seed 000 L122-132 (the printed
 * "1" is an OCR'd "l"). */
static inline uint64_t sgpu_extr(uint64_t val, unsigned s, unsigned l)
{
	if (s >= 64 || l == 0)
		return 0;
	val >>= s;
	return l >= 64 ? val : val & ((UINT64_C(1) << l) - 1);
}

/* Sign-extend from bit `bit` (the sign bit's index). seed 000 L106-120. */
static inline int64_t sgpu_sext(uint64_t val, unsigned bit)
{
	if (bit >= 63)
		return (int64_t)val;
	uint64_t mask = ~UINT64_C(0) << bit;
	return (int64_t)((val >> bit & 1) ? val | mask : val & ~mask);
}

/* Sign-extending extraction: extrs(val, s, l) = sext(extr(val, s, l), l - 1). */
static inline int64_t sgpu_extrs(uint64_t val, unsigned s, unsigned l)
{
	return l ? sgpu_sext(sgpu_extr(val, s, l), l - 1) : 0;
}

/* An n-input boolean operation given as a 2^n-bit truth table, applied to
 * every bit: result bit = op bit (in0 | in1 << 1 | in2 << 2 | in3 << 3).
 * seed 000 L51-104: the first input is the least significant index bit.
 * For 3 inputs this is a GDI ROP3 code. */
static inline uint64_t sgpu_bitop2(unsigned op, uint64_t a, uint64_t b)
{
	uint64_t r = 0;
	if (op & 1)
		r |= ~a & ~b;
	if (op & 2)
		r |= a & ~b;
	if (op & 4)
		r |= ~a & b;
	if (op & 8)
		r |= a & b;
	return r;
}

static inline uint64_t sgpu_bitop3(unsigned op, uint64_t a, uint64_t b, uint64_t c)
{
	uint64_t r = 0;
	for (unsigned i = 0; i < 8; i++) {
		if (!(op >> i & 1))
			continue;
		r |= (i & 1 ? a : ~a) & (i & 2 ? b : ~b) & (i & 4 ? c : ~c);
	}
	return r;
}

static inline uint64_t sgpu_bitop4(unsigned op, uint64_t a, uint64_t b, uint64_t c, uint64_t d)
{
	uint64_t r = 0;
	for (unsigned i = 0; i < 16; i++) {
		if (!(op >> i & 1))
			continue;
		r |= (i & 1 ? a : ~a) & (i & 2 ? b : ~b) & (i & 4 ? c : ~c) & (i & 8 ? d : ~d);
	}
	return r;
}

static inline uint16_t sgpu_ld_le16(const uint8_t *p)
{
	return (uint16_t)(p[0] | p[1] << 8);
}

static inline uint32_t sgpu_ld_le32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline uint64_t sgpu_ld_le64(const uint8_t *p)
{
	return (uint64_t)sgpu_ld_le32(p) | (uint64_t)sgpu_ld_le32(p + 4) << 32;
}

static inline void sgpu_st_le16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

static inline void sgpu_st_le32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
	p[2] = (uint8_t)(v >> 16);
	p[3] = (uint8_t)(v >> 24);
}

static inline void sgpu_st_le64(uint8_t *p, uint64_t v)
{
	sgpu_st_le32(p, (uint32_t)v);
	sgpu_st_le32(p + 4, (uint32_t)(v >> 32));
}

#endif /* SGPU_UTIL_BITS_H */
