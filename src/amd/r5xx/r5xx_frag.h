/* The fragment stage of the R5xx 3D engine: joins the back end
 * (r5xx_rast: RS writes in, colours out), the fragment shader (r5xx_us)
 * and the texture unit (r5xx_tx). docs/hw/r5xx-raster.md ("The fragment
 * stage"). */
#ifndef SGPU_AMD_R5XX_FRAG_H
#define SGPU_AMD_R5XX_FRAG_H

#include <stdbool.h>
#include <stdint.h>

#include "amd/r5xx/r5xx_rast.h"
#include "amd/r5xx/r5xx_us.h"
#include "amd/r5xx/r5xx_tx_fast.h"
#include "amd/r5xx/r5xx_us_fast.h"

/* r5xx_frag_const's last answer, for the US state at gen */
struct r5xx_frag_const_memo {
	bool valid, ok;
	uint64_t gen, quad_steps;
	float out[4][4];
	unsigned written;
};

/* r5xx_frag_copy's last answer, for the US state at gen and a texel decode */
struct r5xx_frag_copy_memo {
	bool valid, shape, probed, ok; /* ok: the probe of lut passed */
	uint64_t gen, quad_steps;
	float lut[256];
	uint8_t tex_id, addr, cu, cv, sel[4];
	bool unscaled;
	uint64_t steps;
};

struct r5xx_frag {
	struct sgpu_unit *r3d;
	struct r5xx_us *us;
	uint64_t steps;      /* US instructions run since the last r5xx_frag_take_steps */
	uint64_t quad_steps; /* instructions one quad may run (default R5XX_US_MAX_QUAD_STEPS) */
	uint64_t faults;     /* quads dropped because their program faulted */
	/* pixels the chroma key killed in the quad being shaded (the
	 * four-pixel US's batch: in quad usf.cur) */
	unsigned ckill[R5XX_US_BATCH];
	struct r5xx_rast *rast;      /* its fast flag and primitive serial (r5xx_frag_attach) */
	struct r5xx_us_fast usf;     /* the compiled program (r5xx_us_fast.h) */
	struct r5xx_tx_fast txf[16]; /* resolved texture state (r5xx_tx_fast.h) */
	struct r5xx_frag_const_memo cmemo;
	struct r5xx_frag_copy_memo ymemo;
};

/* Installs the US as r's shader (shade and const_shade) and the TX as the
 * US's sampler. */
void r5xx_frag_attach(struct r5xx_frag *f, struct r5xx_rast *r, struct r5xx_us *us,
                      struct sgpu_unit *r3d);
/* r5xx_rast.shade: runs the US on one quad. */
bool r5xx_frag_shade(void *user, struct r5xx_quad *q);
/* The same on n quads; ok[i] as r5xx_frag_shade's answer for qs[i]. The
 * four-pixel US runs them together where it takes the program. */
void r5xx_frag_shade_n(void *user, struct r5xx_quad *const *qs, unsigned n, bool *ok);
/* r5xx_rast.const_shade: true when the program's outputs cannot depend on
 * the pixel (a straight-line ALU/OUTPUT program reading only constants and
 * what it wrote itself, no texture, kill, flow control or depth), with
 * those outputs. */
bool r5xx_frag_const(void *user, float out[4][4], unsigned *written);
/* r5xx_rast.copy_src: true when the program is a TEX LD of a temporary's
 * two channels (the texture one the fast TX covers, point-sampled, 8-bit
 * components), then ALU/OUTPUT instructions reading only what the program
 * wrote, whose render target 0 is the texel (swizzled) at every pixel,
 * bit for bit, for every texel value, and nothing else is written,
 * killed or depth; fills *cs. */
bool r5xx_frag_copy(void *user, struct r5xx_copy_src *cs);
/* The US sampler: a TEX instruction's request through r5xx_tx. */
void r5xx_frag_sample(void *user, const struct r5xx_us_tex_req *req, float out[4][4]);

#endif /* SGPU_AMD_R5XX_FRAG_H */
