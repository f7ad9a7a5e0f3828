/* Tesla integer instruction semantics (g80_sem.h), after seed 000's
 * pseudocode; "infinite precision" sums are done in 64 bits, which hold
 * every one of them. */
#include "isa/g80_sem.h"

static uint32_t width_mask(bool b32)
{
	return b32 ? 0xffffffffu : 0xffffu;
}

/* S(x): bit 31 of a 32-bit value, bit 15 of a 16-bit one */
static bool sign_bit(uint64_t x, bool b32)
{
	return (x >> (b32 ? 31 : 15)) & 1;
}

/* sign- or zero-extension from 16 or 32 bits to 64 */
static int64_t extend(uint32_t x, bool b32, bool is_signed)
{
	x &= width_mask(b32);
	if (!is_signed)
		return (int64_t)x;
	return b32 ? (int64_t)(int32_t)x : (int64_t)(int16_t)(uint16_t)x;
}

/* CDST.S and CDST.Z of a result, every instruction's last two lines */
static struct g80_ires finish(uint32_t res, bool b32, uint8_t flags)
{
	if (sign_bit(res, b32))
		flags |= G80_CF_S;
	if (res == 0)
		flags |= G80_CF_Z;
	return (struct g80_ires){res, flags};
}

/* The add step: s1 + s2 + c at the width, C out, O, sat (seed 000:
 * "Addition/substraction"); shared by the multiply-adds (32-bit) */
static struct g80_ires add_core(enum g80_addop op, bool b32, bool sat, uint32_t a, uint32_t b,
                                uint8_t cond)
{
	uint32_t m = width_mask(b32);
	uint64_t s1, s2, c;
	switch (op) {
	case G80_SUB:
		s1 = a & m;
		s2 = ~b & m;
		c = 1;
		break;
	case G80_SUBR:
		s1 = ~a & m;
		s2 = b & m;
		c = 1;
		break;
	case G80_ADDC:
		s1 = a & m;
		s2 = b & m;
		c = (cond & G80_CF_C) ? 1 : 0;
		break;
	default:
		s1 = a & m;
		s2 = b & m;
		c = 0;
		break;
	}
	uint64_t res = s1 + s2 + c;
	uint8_t flags = 0;
	if (res >> (b32 ? 32 : 16))
		flags |= G80_CF_C;
	res &= m;
	bool o = sign_bit(s1, b32) == sign_bit(s2, b32) && sign_bit(s1, b32) != sign_bit(res, b32);
	if (o)
		flags |= G80_CF_O;
	/* an overflow into the sign bit came from two positive operands: the
	 * largest positive value; else the most negative (the seed's
	 * "0x7ffffffff" has one f too many) */
	if (sat && o)
		res = sign_bit(res, b32) ? (b32 ? 0x7fffffffu : 0x7fffu)
		                         : (b32 ? 0x80000000u : 0x8000u);
	return finish((uint32_t)res, b32, flags);
}

struct g80_ires g80_add(enum g80_addop op, bool b32, bool sat, uint32_t src1, uint32_t src2,
                        uint8_t cond)
{
	return add_core(op, b32, sat, src1, src2, cond);
}

static uint32_t mul16(bool s1_signed, uint32_t src1, bool s2_signed, uint32_t src2)
{
	int64_t s1 = extend(src1, false, s1_signed), s2 = extend(src2, false, s2_signed);
	return (uint32_t)((uint64_t)s1 * (uint64_t)s2); /* modulo 2^32 */
}

static uint32_t mul24(bool is_signed, bool high, uint32_t src1, uint32_t src2)
{
	int64_t s1 = src1 & 0xffffff, s2 = src2 & 0xffffff;
	if (is_signed) {
		s1 = (s1 ^ 0x800000) - 0x800000;
		s2 = (s2 ^ 0x800000) - 0x800000;
	}
	uint64_t m = ((uint64_t)s1 * (uint64_t)s2) & ((UINT64_C(1) << 48) - 1); /* modulo 2^48 */
	return (uint32_t)(high ? m >> 16 : m);
}

struct g80_ires g80_mul16(bool s1_signed, uint32_t src1, bool s2_signed, uint32_t src2)
{
	return finish(mul16(s1_signed, src1, s2_signed, src2), true, 0);
}

struct g80_ires g80_mul24(bool is_signed, bool high, uint32_t src1, uint32_t src2)
{
	return finish(mul24(is_signed, high, src1, src2), true, 0);
}

struct g80_ires g80_madd(enum g80_mulmode mode, bool high, bool sat, enum g80_addop op,
                         uint32_t src1, uint32_t src2, uint32_t src3, uint8_t cond)
{
	uint32_t mres;
	if (mode == G80_MUL_U24 || mode == G80_MUL_S24)
		mres = mul24(mode == G80_MUL_S24, high, src1, src2);
	else
		mres = mul16(mode == G80_MUL_S16, src1, mode == G80_MUL_S16, src2);
	return add_core(op, true, sat, mres, src3, cond);
}

bool g80_madd_variant(unsigned o1, unsigned o2, enum g80_mulmode *mode, bool *high, bool *sat)
{
	/* seed 000 "Multiply-add": O1=0, O2 = 0..7; O1=1 O2=0. The u16 row
	 * (O2=0) is lost in the seed's text; envytools f102b823
	 * docs/hw/graph/tesla/cuda/int.rst has it. */
	static const struct {
		uint8_t mode, high, sat;
	} v[9] = {
	        {G80_MUL_U16, 0, 0}, {G80_MUL_S16, 0, 0}, {G80_MUL_S16, 0, 1},
	        {G80_MUL_U24, 0, 0}, {G80_MUL_S24, 0, 0}, {G80_MUL_S24, 0, 1},
	        {G80_MUL_U24, 1, 0}, {G80_MUL_S24, 1, 0}, {G80_MUL_S24, 1, 1},
	};
	unsigned i;
	if (o1 == 0 && o2 < 8)
		i = o2;
	else if (o1 == 1 && o2 == 0)
		i = 8;
	else
		return false;
	*mode = (enum g80_mulmode)v[i].mode;
	*high = v[i].high;
	*sat = v[i].sat;
	return true;
}

struct g80_ires g80_sad(bool b32, bool is_signed, uint32_t src1, uint32_t src2, uint32_t src3)
{
	int64_t d = extend(src1, b32, is_signed) - extend(src2, b32, is_signed);
	uint32_t mres = (uint32_t)(d < 0 ? -d : d); /* modulo 2^32 */
	uint32_t s3 = src3 & width_mask(b32);
	uint64_t res = (uint64_t)mres + s3;
	uint8_t flags = 0;
	if (res >> (b32 ? 32 : 16))
		flags |= G80_CF_C;
	res &= width_mask(b32);
	if (sign_bit(mres, b32) == sign_bit(s3, b32) && sign_bit(mres, b32) != sign_bit(res, b32))
		flags |= G80_CF_O;
	return finish((uint32_t)res, b32, flags);
}

struct g80_ires g80_minmax(bool is_min, bool b32, bool is_signed, uint32_t src1, uint32_t src2)
{
	int64_t a = extend(src1, b32, is_signed), b = extend(src2, b32, is_signed);
	uint32_t m = width_mask(b32);
	uint32_t res;
	if (a < b)
		res = is_min ? src1 : src2;
	else
		res = is_min ? src2 : src1;
	return finish(res & m, b32, 0);
}

struct g80_ires g80_set(unsigned cond, bool b32, bool is_signed, uint32_t src1, uint32_t src2)
{
	int64_t a = extend(src1, b32, is_signed), b = extend(src2, b32, is_signed);
	bool c = a < b ? (cond & G80_SET_L) : a == b ? (cond & G80_SET_E) : (cond & G80_SET_G);
	/* the true line is lost in the seed's text: all ones at the width
	 * (envytools f102b823 docs/hw/graph/tesla/cuda/int.rst) */
	return finish(c ? width_mask(b32) : 0, b32, 0);
}

struct g80_ires g80_logic(enum g80_logop op, bool b32, bool not1, bool not2, uint32_t src1,
                          uint32_t src2)
{
	uint32_t m = width_mask(b32);
	uint32_t s1 = (not1 ? ~src1 : src1) & m, s2 = (not2 ? ~src2 : src2) & m;
	uint32_t res;
	switch (op) {
	case G80_AND: res = s1 & s2; break;
	case G80_OR: res = s1 | s2; break;
	case G80_XOR: res = s1 ^ s2; break;
	default: res = s2; break;
	}
	return finish(res, b32, 0);
}

struct g80_ires g80_shl(bool b32, uint32_t src1, uint32_t count)
{
	unsigned size = b32 ? 32 : 16;
	uint64_t s = src1 & width_mask(b32);
	/* infinite precision: a count of 33 or more leaves nothing in the
	 * 64 bits looked at (size + 1 of them) */
	uint64_t res = count < 33 ? s << count : 0;
	uint8_t flags = 0;
	/* "yes, <": 1 << 32 does not set C, 2 << 31 does */
	if (count < size && (res >> size & 1))
		flags |= G80_CF_C;
	res &= width_mask(b32);
	if (count == 1 && sign_bit(s, b32) != sign_bit(res, b32))
		flags |= G80_CF_O;
	return finish((uint32_t)res, b32, flags);
}

struct g80_ires g80_shr(bool b32, bool is_signed, uint32_t src1, uint32_t count)
{
	unsigned size = b32 ? 32 : 16;
	uint64_t s = src1 & width_mask(b32);
	uint64_t res = count < 64 ? s >> count : 0;
	if (is_signed && sign_bit(s, b32)) {
		/* fill the upper bits with ones */
		if (count < size)
			res |= (UINT64_C(1) << size) - (UINT64_C(1) << (size - count));
		else
			res |= (UINT64_C(1) << size) - 1;
	}
	uint8_t flags = 0;
	if (count < size && count > 0 && (s >> (count - 1) & 1))
		flags |= G80_CF_C;
	if (count == 1 && sign_bit(s, b32) != sign_bit(res, b32))
		flags |= G80_CF_O;
	return finish((uint32_t)res, b32, flags);
}
