/* The R500 US's fast path: a straight-line fragment program compiled once
 * per primitive (pre-decoded instructions, only the temporaries it uses
 * cleared) and run on a quad with the reference's own arithmetic
 * (r5xx_us_math.h), so that its results are the reference executor's bit
 * for bit. Programs it does not cover (flow control, predication, relative
 * addressing, MDH/MDV, texture ops other than LD/PROJ/KILL, anything the
 * reference would log) are left to r5xx_us_run. docs/hw/r5xx-raster.md,
 * "Fast paths". */
#ifndef SGPU_AMD_R5XX_US_FAST_H
#define SGPU_AMD_R5XX_US_FAST_H

#include <stdbool.h>
#include <stdint.h>

#include "amd/r5xx/r5xx_rast.h"
#include "amd/r5xx/r5xx_us.h"

#define R5XX_US_FAST_MAX 64 /* instructions compiled */
#define R5XX_US_BATCH 8     /* quads the four-pixel form runs together */
#define R5XX_US_QUAD_STEP 4 /* from a quad's lane to the next quad's (tq) */

/* A source operand's register: a temporary, a constant or an inline value. */
struct r5xx_us_fast_src {
	uint8_t kind; /* 0 temporary, 1 constant, 2 inline */
	uint8_t idx;
	float val; /* inline */
};

/* One operand channel of an ALU instruction after the source select and
 * swizzle: a temporary's channel (off = index * 16 + channel, pixel p at
 * off + 4p), a constant's (off = index * 4 + channel) or a fixed value
 * (an inline constant or a swizzle's 0, 0.5, 1), then the modifier. */
struct r5xx_us_fast_opnd {
	uint8_t kind; /* 0 temporary, 1 constant, 2 value (modifier applied) */
	uint8_t mod;
	uint16_t off;
	uint16_t soff; /* a temporary's in the four-pixel layout: pixel p at soff + p */
	float val;
	uint32_t am, xm; /* the modifier as bits: (bits & am) ^ xm */
};

struct r5xx_us_fast_ins {
	uint32_t w[6];
	uint8_t type; /* R500_FS_ALU, _OUT, _TEX */
	/* ALU */
	struct r5xx_us_fast_src rsrc[3], asrc[3];
	bool srcp;
	uint8_t rsp_op, asp_op;
	uint8_t rsel[3], rmod[3], asel[3], aswz[3], amod[3];
	uint16_t rswz[3];
	uint8_t rwm, awm, rom, aom, rdst, adst, rt, at;
	bool wout;
	/* [A, B, C][R, G, B, alpha] when no operand reads srcp */
	struct r5xx_us_fast_opnd opnd[3][4];
	uint8_t rop, aop, romod, aomod;
	bool rclamp, aclamp, mad; /* mad: both units MAD */
	bool mul;                 /* mad with C the value +0 everywhere */
	/* results something reads (a temporary's, an output's or depth's
	 * write): RGB channels (bits 0-2) and alpha; the operand channels
	 * those need, bit 4j + c of operand j (A, B, C) channel c */
	uint8_t need_rgb;
	bool need_a;
	uint16_t gmask;
	/* TEX */
	uint8_t op, src, dst, swz, dswz, tex_id;
	bool unscaled, ign;
};

/* The four-pixel form's program (r5xx_us_simd.c): operations on whole
 * lanes (a channel of the quad's four pixels), compiled once per
 * primitive from the instructions. */
#define R5XX_US_SIMD_UOPS (R5XX_US_FAST_MAX * 10)
#define R5XX_US_SIMD_OPNDS (R5XX_US_FAST_MAX * 12 + 1)

/* A lane operand: four floats at p (a temporary's lane, or a constant's
 * or fixed value's copies with the modifier applied), then (bits & am) ^ xm. */
struct r5xx_us_simd_opnd {
	const float *p; /* quad 0's; quad i's at p + i * stride */
	uint32_t am, xm;
	uint32_t stride; /* R5XX_US_QUAD_STEP for a temporary, 0 for a copy */
	/* how the multiplier reads the operand flushed: 0 a copy (its
	 * flushed floats in kf), 1 a temporary known to hold no denormal and
	 * read without modifier, in place, 2 a temporary through mask and
	 * flush */
	uint8_t mode;
};

struct r5xx_us_simd_uop {
	uint8_t kind; /* enum in r5xx_us_simd.c */
	uint8_t op;   /* the ALU op, DP's term count, a commit's write count */
	uint8_t omod; /* OMOD, clamp: how the result is finished */
	uint8_t clamp;
	uint8_t dst;   /* result slot 0-3 (R, G, B, A) */
	uint16_t ins;  /* the instruction (TEX, presubtract, OUTPUT) */
	uint16_t o[8]; /* operands (index into opnds); a commit: its slots */
	float *w[4];   /* a commit's destinations */
	float *wd;     /* not NULL: the result goes to this temporary's lane, not the slot */
};

/* A direct LD of a quad's coordinates (r5xx_frag's fast TX): true when
 * it sampled, false to take the US's sampler, derivatives and all. */
typedef bool (*r5xx_us_fast_ld_fn)(void *user, unsigned tex_id, bool unscaled,
                                   const float coord[4][4], float out[4][4]);

struct r5xx_us_fast {
	r5xx_us_fast_ld_fn ld; /* optional, set by whoever installs the sampler */
	void *ld_user;
	bool valid;   /* compiled for `serial`, from us_of at us_of->gen */
	bool usable;  /* the program is one the fast path runs */
	bool simd;    /* runs in r5xx_us_simd.c (the host has AVX2 and no_simd is clear) */
	bool no_simd; /* tests: the one-pixel code even where AVX2 exists */
	const struct r5xx_us *us_of;
	uint64_t gen, quad_steps;
	uint64_t serial;
	unsigned n;
	struct r5xx_us_fast_ins ins[R5XX_US_FAST_MAX];
	unsigned ntemps;
	uint8_t temps[R5XX_US_TEMPS]; /* temporaries the program reads or writes */
	/* the one-pixel form's: [temporary][pixel][channel] */
	float t[R5XX_US_TEMPS][4][4];
	/* the four-pixel form's: [temporary][channel][quad][pixel] (a lane of
	 * the batch's quads together, the program's few temporaries close),
	 * cur the quad r5xx_us_fast_tex and _srcp work on */
	float tq[R5XX_US_TEMPS][4][R5XX_US_BATCH][4];
	unsigned cur;
	uint8_t out_chans[4]; /* channels OUTPUT writes, per target */
	bool depth_out;       /* an OUTPUT writes W */
	/* the four-pixel form (simd) */
	unsigned nuops, nopnds;
	struct r5xx_us_simd_uop uops[R5XX_US_SIMD_UOPS];
	struct r5xx_us_simd_opnd opnds[R5XX_US_SIMD_OPNDS];
	float kpool[R5XX_US_SIMD_OPNDS][4]; /* constants' and fixed values' copies */
	/* the copies flushed (the multiplier's operands) */
	float kf[R5XX_US_SIMD_OPNDS][4];
};

/* Compiles the US's program for primitive `serial`: once per serial, or
 * not again while the US's registers have not been written since. */
void r5xx_us_fast_prepare(struct r5xx_us_fast *fp, struct r5xx_us *us, uint64_t serial,
                          uint64_t quad_steps);
/* Runs one quad as r5xx_frag_shade would: 1 done (q's outputs set), 0 the
 * quad is dropped, -1 not covered (use the reference). *steps gets the
 * instructions run. */
int r5xx_us_fast_shade(struct r5xx_us_fast *fp, struct r5xx_us *us, struct r5xx_quad *q,
                       uint64_t *steps);

/* A TEX instruction, and an ALU instruction with presubtraction, on the
 * quad, in either layout (shared by both forms). */
void r5xx_us_fast_tex(struct r5xx_us *us, struct r5xx_us_fast *fp, const struct r5xx_us_fast_ins *o,
                      struct r5xx_quad *q);
void r5xx_us_fast_srcp(const struct r5xx_us *us, struct r5xx_us_fast *fp,
                       const struct r5xx_us_fast_ins *o, struct r5xx_quad *q);

/* r5xx_us_fast_shade's work in AVX2, four pixels a host vector, with the
 * same IEEE double operations in the same order (r5xx_us_simd.c). Only
 * where r5xx_us_simd_host() says the host has AVX2. */
bool r5xx_us_simd_host(void);
/* Compiles fp's instructions (r5xx_us_fast_prepare, when simd) with us's
 * constants: false leaves the one-pixel form to run. */
bool r5xx_us_simd_compile(struct r5xx_us_fast *fp, const struct r5xx_us *us);
/* The four-pixel form's transcendental (op an alpha op: EX2 .. COS) of
 * four values, as its FIN reads it: transcendental()'s results (tests). */
void r5xx_us_simd_transc(unsigned op, const float in[4], float out[4]);
int r5xx_us_simd_shade(struct r5xx_us_fast *fp, struct r5xx_us *us, struct r5xx_quad *q,
                       uint64_t *steps);
/* The same on n quads (1 to R5XX_US_BATCH) at once, each lane operation
 * over all of them in turn; *steps gets the instructions of one. */
int r5xx_us_simd_shade_n(struct r5xx_us_fast *fp, struct r5xx_us *us, struct r5xx_quad *const *qs,
                         unsigned n, uint64_t *steps);

#endif /* SGPU_AMD_R5XX_US_FAST_H */
