/* The falcon ALU as inline functions, so the execution loop can inline
 * it (alu.c exports the same as fuc_alu). Seed 000 §2.10.3, with the
 * errata of docs/hw/falcon.md (sar is subop 7, v3 and/or/xor clear c and
 * o, the mulu mask is 0xffff). Pure functions: no CPU state beyond $flags. */
#ifndef SGPU_FALCON_ALU_INLINE_H
#define SGPU_FALCON_ALU_INLINE_H

#include "falcon/falcon.h"

#define FL(n) (1u << (n))

static inline uint32_t mask_of(unsigned size)
{
	return size == 32 ? 0xffffffffu : (1u << size) - 1;
}

static inline bool sbit(uint32_t x, unsigned size)
{
	return x >> (size - 1) & 1;
}

/* seed L12436: carry out of an add of a, b with result sign c */
static inline bool carry(bool a, bool b, bool c)
{
	return (a && b) || ((a || b) && !c);
}

/* The ALU op of the arithmetic subopcodes shared by 1x/2x/36/37/3b/3c; -1
 * for a subop that does not exist (the 16-bit immediate forms stop at 3).
 * Used by the interpreter (exec.c) and the block engine (block.c). */
static inline int fuc_arith_op(unsigned sub, bool imm16)
{
	static const int8_t ops[16] = {FUC_ALU_ADD,  FUC_ALU_ADC,  FUC_ALU_SUB, FUC_ALU_SBB,
	                               FUC_ALU_SHL,  FUC_ALU_SHR,  -1,          FUC_ALU_SAR,
	                               -1,           -1,           -1,          -1,
	                               FUC_ALU_SHLC, FUC_ALU_SHRC, -1,          -1};
	if (imm16 && sub > 3)
		return -1;
	return ops[sub & 15];
}

static inline bool ovf(bool a, bool b, bool c)
{
	return a == b && a != c;
}

static inline uint32_t setfl(uint32_t flags, unsigned bit, bool v)
{
	return v ? flags | FL(bit) : flags & ~FL(bit);
}

static inline uint32_t set_sz(uint32_t flags, uint32_t res, unsigned size)
{
	flags = setfl(flags, FUC_FLAG_S, sbit(res, size));
	return setfl(flags, FUC_FLAG_Z, res == 0);
}

static inline uint32_t addsub(enum fuc_alu_op op, unsigned size, uint32_t a, uint32_t b,
                              uint32_t *flags)
{
	uint32_t m = mask_of(size);
	bool cin = *flags >> FUC_FLAG_C & 1;
	bool sub = op == FUC_ALU_SUB || op == FUC_ALU_SBB;
	bool withc = op == FUC_ALU_ADC || op == FUC_ALU_SBB;
	a &= m;
	b &= m;
	uint32_t res = (sub ? a - b - (withc && cin) : a + b + (withc && cin)) & m;
	bool sa = sbit(a, size), sb = sbit(b, size), sr = sbit(res, size);
	uint32_t f = *flags;
	if (sub) {
		f = setfl(f, FUC_FLAG_C, !carry(sa, !sb, sr));
		f = setfl(f, FUC_FLAG_O, ovf(sa, !sb, sr));
	} else {
		f = setfl(f, FUC_FLAG_C, carry(sa, sb, sr));
		f = setfl(f, FUC_FLAG_O, ovf(sa, sb, sr));
	}
	*flags = set_sz(f, res, size);
	return res;
}

static inline uint32_t shift(unsigned version, enum fuc_alu_op op, unsigned size, uint32_t a,
                             uint32_t b, uint32_t *flags)
{
	uint32_t m = mask_of(size);
	unsigned cnt = b & (size - 1);
	bool cin = *flags >> FUC_FLAG_C & 1;
	bool c;
	uint32_t res;
	a &= m;
	if (op == FUC_ALU_SHL || op == FUC_ALU_SHLC) {
		res = (uint32_t)((uint64_t)a << cnt);
		if (op == FUC_ALU_SHLC && cnt)
			res |= (uint32_t)cin << (cnt - 1);
		c = cnt ? a >> (size - cnt) & 1 : 0;
	} else {
		res = a >> cnt;
		if (op == FUC_ALU_SHRC && cnt)
			res |= (uint32_t)cin << (size - cnt);
		if (op == FUC_ALU_SAR && sbit(a, size) && cnt)
			res |= (uint32_t)(~0ull << (size - cnt));
		c = cnt ? a >> (cnt - 1) & 1 : 0;
	}
	res &= m;
	uint32_t f = setfl(*flags, FUC_FLAG_C, c);
	if (version != 0) {
		f = setfl(f, FUC_FLAG_O, 0);
		f = set_sz(f, res, size);
	}
	*flags = f;
	return res;
}

static inline void compare(unsigned version, enum fuc_alu_op op, unsigned size, uint32_t a,
                           uint32_t b, uint32_t *flags)
{
	uint32_t m = mask_of(size);
	a &= m;
	b &= m;
	uint32_t diff = (a - b) & m;
	bool sa = sbit(a, size), sb = sbit(b, size), sd = sbit(diff, size);
	uint32_t f = setfl(*flags, FUC_FLAG_Z, diff == 0);
	if (op == FUC_ALU_CMPS) {
		f = setfl(f, FUC_FLAG_C, ovf(sa, !sb, sd) ^ sd);
	} else {
		f = setfl(f, FUC_FLAG_C, !carry(sa, !sb, sd));
		if (op == FUC_ALU_CMP) {
			f = setfl(f, FUC_FLAG_O, ovf(sa, !sb, sd));
			f = setfl(f, FUC_FLAG_S, sd);
		}
	}
	(void)version;
	*flags = f;
}

static inline uint32_t unary(unsigned version, enum fuc_alu_op op, unsigned size, uint32_t a,
                             uint32_t *flags)
{
	uint32_t m = mask_of(size);
	uint32_t res;
	bool o = 0;
	a &= m;
	switch (op) {
	case FUC_ALU_NOT: res = ~a & m; break;
	case FUC_ALU_NEG:
		res = -a & m;
		o = res == 1u << (size - 1);
		break;
	case FUC_ALU_HSWAP: res = (a >> size / 2 | a << size / 2) & m; break;
	case FUC_ALU_SETF: res = a; break; /* only the flags */
	default: res = a; break;           /* movf */
	}
	(void)version;
	uint32_t f = setfl(*flags, FUC_FLAG_O, o);
	*flags = set_sz(f, res, size);
	return res;
}

static inline uint32_t bitfield(enum fuc_alu_op op, uint32_t dst, uint32_t a, uint32_t b,
                                uint32_t *flags)
{
	unsigned low = b & 0x1f;
	unsigned sizem1 = b >> 5 & 0x1f;
	if (op == FUC_ALU_INS) {
		unsigned size = sizem1 + 1;
		if (low + size <= 32) {
			uint32_t fm = (uint32_t)((1ull << size) - 1);
			dst = (dst & ~(fm << low)) | (a & fm) << low;
		}
		return dst;
	}
	uint32_t fm = (uint32_t)((2ull << sizem1) - 1);
	uint32_t bf = a >> low & fm;
	bool fill = op == FUC_ALU_EXTRS && (a >> ((low + sizem1) & 0x1f) & 1);
	if (fill)
		bf |= ~fm;
	uint32_t f = setfl(*flags, FUC_FLAG_S, fill);
	*flags = setfl(f, FUC_FLAG_Z, bf == 0);
	return bf;
}

static inline uint32_t logic(unsigned version, enum fuc_alu_op op, uint32_t a, uint32_t b,
                             uint32_t *flags)
{
	uint32_t res = op == FUC_ALU_AND ? a & b : op == FUC_ALU_OR ? a | b : a ^ b;
	if (version != 0) {
		/* seed L12903 says "set to s": an OCR slip for 0 (docs/hw/falcon.md) */
		uint32_t f = setfl(*flags, FUC_FLAG_C, 0);
		f = setfl(f, FUC_FLAG_O, 0);
		*flags = set_sz(f, res, 32);
	}
	return res;
}

static inline uint32_t mul(enum fuc_alu_op op, uint32_t a, uint32_t b)
{
	uint32_t s1 = a & 0xffff, s2 = b & 0xffff;
	if (op == FUC_ALU_MULS) {
		if (s1 & 0x8000)
			s1 |= 0xffff0000u;
		if (s2 & 0x8000)
			s2 |= 0xffff0000u;
	}
	return s1 * s2;
}

static inline uint32_t sext(uint32_t a, uint32_t b, uint32_t *flags)
{
	unsigned bit = b & 0x1f;
	uint32_t low = (uint32_t)((1ull << bit) - 1);
	uint32_t res = a & 1u << bit ? (a & low) | ~low : a & low;
	*flags = set_sz(*flags, res, 32);
	return res;
}

static inline uint32_t xbit(unsigned version, uint32_t dst, uint32_t a, uint32_t b, uint32_t *flags)
{
	uint32_t bit = a >> (b & 0x1f) & 1;
	if (version == 0)
		return (dst & ~1u) | bit;
	uint32_t f = setfl(*flags, FUC_FLAG_S, 0);
	*flags = setfl(f, FUC_FLAG_Z, bit == 0);
	return bit;
}

static inline uint32_t divmod(enum fuc_alu_op op, uint32_t a, uint32_t b)
{
	uint32_t q = b ? a / b : 0xffffffffu;
	return op == FUC_ALU_DIV ? q : a - q * b;
}

static inline uint32_t fuc_alu_inline(unsigned version, enum fuc_alu_op op, unsigned size,
                                      uint32_t dst, uint32_t a, uint32_t b, uint32_t *flags)
{
	switch (op) {
	case FUC_ALU_ADD:
	case FUC_ALU_ADC:
	case FUC_ALU_SUB:
	case FUC_ALU_SBB: return addsub(op, size, a, b, flags);
	case FUC_ALU_SHL:
	case FUC_ALU_SHR:
	case FUC_ALU_SAR:
	case FUC_ALU_SHLC:
	case FUC_ALU_SHRC: return shift(version, op, size, a, b, flags);
	case FUC_ALU_CMPU:
	case FUC_ALU_CMPS:
	case FUC_ALU_CMP: compare(version, op, size, a, b, flags); return dst;
	case FUC_ALU_NOT:
	case FUC_ALU_NEG:
	case FUC_ALU_MOVF:
	case FUC_ALU_HSWAP:
	case FUC_ALU_SETF: return unary(version, op, size, a, flags);
	case FUC_ALU_MULU:
	case FUC_ALU_MULS: return mul(op, a, b);
	case FUC_ALU_SEXT: return sext(a, b, flags);
	case FUC_ALU_EXTR:
	case FUC_ALU_EXTRS:
	case FUC_ALU_INS: return bitfield(op, dst, a, b, flags);
	case FUC_ALU_AND:
	case FUC_ALU_OR:
	case FUC_ALU_XOR: return logic(version, op, a, b, flags);
	case FUC_ALU_XBIT: return xbit(version, dst, a, b, flags);
	case FUC_ALU_BSET: return a | 1u << (b & 0x1f);
	case FUC_ALU_BCLR: return a & ~(1u << (b & 0x1f));
	case FUC_ALU_BTGL: return a ^ 1u << (b & 0x1f);
	case FUC_ALU_DIV:
	case FUC_ALU_MOD: return divmod(op, a, b);
	case FUC_ALU_SETHI: return (dst & 0xffff) | b << 16;
	}
	return dst;
}

static inline int fuc_cond_inline(unsigned version, unsigned cc, uint32_t flags)
{
	bool c = flags >> FUC_FLAG_C & 1, o = flags >> FUC_FLAG_O & 1;
	bool s = flags >> FUC_FLAG_S & 1, z = flags >> FUC_FLAG_Z & 1;
	cc &= 0x1f;
	if (cc < 8)
		return flags >> cc & 1;
	if (cc >= 0x10 && cc < 0x18)
		return !(flags >> (cc - 0x10) & 1);
	if (cc >= 0x1c && version == 0)
		return -1;
	switch (cc) {
	case 0x08: return c;
	case 0x09: return o;
	case 0x0a: return s;
	case 0x0b: return z;
	case 0x0c: return !c && !z;
	case 0x0d: return c || z;
	case 0x0e: return 1;
	case 0x18: return !c;
	case 0x19: return !o;
	case 0x1a: return !s;
	case 0x1b: return !z;
	case 0x1c: return !(o ^ s) && !z;
	case 0x1d: return (o ^ s) || z;
	case 0x1e: return o ^ s;
	case 0x1f: return !(o ^ s);
	}
	return -1; /* 0x0f: not in the seed nor in envydis */
}

#endif /* SGPU_FALCON_ALU_INLINE_H */
