/* Random PVS instructions and values for the fast PVS's differential tests
 * (tests/unit/test_r5xx_pvs.c, test_r5xx_vap.c). Instructions are built
 * from the field layout of src/isa/r500_vs.h (docs/hw/r5xx-3d.md "PVS
 * instruction set"); values mix ordinary numbers with the special ones
 * (+-0, denormals, +-FLT_MAX, infinities, NaNs). */
#ifndef SGPU_TESTS_R5XX_PVS_RAND_H
#define SGPU_TESTS_R5XX_PVS_RAND_H

#include <stdint.h>
#include <string.h>

#include "isa/r500_vs.h"

static inline uint32_t pvsr_next(uint64_t *s)
{
	/* splitmix64 */
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return (uint32_t)((z ^ (z >> 31)) >> 16);
}

static inline unsigned pvsr_below(uint64_t *s, unsigned n)
{
	return pvsr_next(s) % n;
}

/* How random values are drawn. */
enum {
	PVSR_PLAIN,   /* ordinary numbers in about [-16, 16] */
	PVSR_SPECIAL, /* and the special values but NaN */
	PVSR_ANY,     /* and NaNs (quiet, signalling, both signs, payloads) */
};

static inline float pvsr_value(uint64_t *s, unsigned kind)
{
	static const uint32_t special[] = {
	        0x00000000u, 0x80000000u, 0x3f800000u, 0xbf800000u, 0x00000001u,
	        0x80000001u, 0x00400000u, 0x807fffffu, 0x7f7fffffu, 0xff7fffffu,
	        0x7f800000u, 0xff800000u, 0x3f000000u, 0x40000000u, 0x4b000000u,
	        0x00800000u, 0x42fe0000u, 0xc3000000u, 0x40490fdbu, 0xc0490fdbu, /* +-pi */
	        0x7fc00000u, 0xffc00000u, 0x7fa00000u, 0x7fc12345u, 0xff800001u, /* NaNs */
	};
	unsigned nspecial = sizeof(special) / sizeof(special[0]);
	uint32_t b;
	float f;
	unsigned r = pvsr_below(s, 8);
	if (kind == PVSR_PLAIN || r < 4) {
		f = (float)((int)pvsr_below(s, 4001) - 2000) / 128.0f;
		if (pvsr_below(s, 4) == 0) /* any mantissa */
			f *= 1.0f + (float)pvsr_below(s, 1u << 20) / (float)(1u << 20);
		return f;
	}
	if (r < 5) { /* any finite bits */
		b = pvsr_next(s) << 16 ^ pvsr_next(s);
		if ((b >> 23 & 0xff) == 0xff)
			b &= ~(1u << 30);
	} else {
		b = special[pvsr_below(s, kind == PVSR_ANY ? nspecial : nspecial - 5)];
	}
	memcpy(&f, &b, 4);
	return f;
}

/* What a random program may use. */
struct pvsr_opts {
	unsigned regs;    /* temps, inputs, alts, outputs used: 0..regs-1 */
	unsigned out_min; /* lowest output written (the VAP test keeps o0) */
	bool wild;        /* out-of-range offsets, bad swizzles, bad destination
	                   * types, addressing modes, A0, predication, invalid
	                   * opcodes (some make a program the reference's) */
};

static inline uint32_t pvsr_src(uint64_t *s, const struct pvsr_opts *o)
{
	unsigned type = pvsr_below(s, 4);
	unsigned off = type == R500_VS_SRC_CONST ? pvsr_below(s, 16) : pvsr_below(s, o->regs);
	unsigned mode = 0;
	if (o->wild && pvsr_below(s, 16) == 0)
		off = pvsr_below(s, 256);
	if (o->wild && pvsr_below(s, 16) == 0)
		mode = pvsr_below(s, 4);
	uint32_t w = type | (pvsr_below(s, 4) == 0 ? 1u : 0) << 3 | (mode & 1) << 4 | off << 5 |
	             (uint32_t)(mode >> 1) << 31 | pvsr_below(s, 4) << 29;
	for (unsigned c = 0; c < 4; c++) {
		unsigned r = pvsr_below(s, 16), sel = r < 12 ? r % 4 : r < 14 ? 4 : r < 15 ? 5 : 7;
		if (o->wild && pvsr_below(s, 64) == 0)
			sel = 6;
		w |= sel << (13 + 3 * c);
		w |= (pvsr_below(s, 3) == 0 ? 1u : 0) << (25 + c);
	}
	return w;
}

/* One instruction: vector, math, macro or dual, with random operands. */
static inline void pvsr_insn(uint64_t *s, const struct pvsr_opts *o, uint32_t w[4])
{
	unsigned r = pvsr_below(s, 20);
	unsigned math = 0, macro = 0, dual = 0, op;
	if (r < 12) {
		op = pvsr_below(s, R500_VE_COUNT);
	} else if (r < 16) {
		math = 1;
		op = pvsr_below(s, R500_ME_COUNT);
	} else if (r < 18) {
		macro = 1;
		op = pvsr_below(s, 2);
	} else {
		dual = 1;
		op = pvsr_below(s, R500_VE_COUNT);
	}
	if (o->wild && pvsr_below(s, 32) == 0)
		op = pvsr_below(s, 64); /* perhaps invalid */
	/* destination: temps mostly, outputs, alternate temps, inputs */
	static const unsigned dtypes[] = {
	        R500_VS_DST_TEMP, R500_VS_DST_TEMP,       R500_VS_DST_TEMP,     R500_VS_DST_OUT,
	        R500_VS_DST_OUT,  R500_VS_DST_OUT_REPL_X, R500_VS_DST_ALT_TEMP, R500_VS_DST_INPUT};
	unsigned dtype = dtypes[pvsr_below(s, 8)];
	unsigned doff = pvsr_below(s, o->regs);
	if ((dtype == R500_VS_DST_OUT || dtype == R500_VS_DST_OUT_REPL_X) && doff < o->out_min)
		doff = o->out_min + pvsr_below(s, o->regs - o->out_min);
	unsigned dmode = 0, pred = 0;
	if (o->wild) {
		if (pvsr_below(s, 32) == 0)
			dtype = pvsr_below(s, 16); /* A0, invalid types */
		if (pvsr_below(s, 32) == 0)
			doff = pvsr_below(s, 128);
		if (pvsr_below(s, 32) == 0)
			dmode = pvsr_below(s, 4);
		if (pvsr_below(s, 48) == 0)
			pred = 1;
	}
	unsigned we = pvsr_below(s, 16);
	if (pvsr_below(s, 3) == 0)
		we = 15;
	w[0] = op | math << 6 | macro << 7 | dtype << 8 | (dmode >> 1) << 12 | doff << 13 |
	       we << 20 | (pvsr_below(s, 4) == 0 ? 1u : 0) << 24 |
	       (pvsr_below(s, 4) == 0 ? 1u : 0) << 25 | pred << 26 | pvsr_below(s, 2) << 27 |
	       dual << 28 | pvsr_below(s, 4) << 29 | (dmode & 1u) << 31;
	for (unsigned n = 0; n < 3; n++)
		w[1 + n] = pvsr_src(s, o);
	if (dual) {
		/* the math half: op, alternate temp 0-3 and its component in the
		 * third word's Z/W fields */
		unsigned dm = pvsr_below(s, R500_ME_COUNT);
		if (o->wild && pvsr_below(s, 16) == 0)
			dm = pvsr_below(s, 32);
		w[3] &= ~(0x3fu << 19 | 3u << 27 | 1u << 2);
		w[3] |= (dm >> 4) << 2 | pvsr_below(s, 4) << 19 | (dm & 15) << 21 |
		        pvsr_below(s, 4) << 27;
	}
}

#endif /* SGPU_TESTS_R5XX_PVS_RAND_H */
