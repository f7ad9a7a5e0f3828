/* The R500 US ("universal shader") fragment-shader unit: its registers,
 * code and constant memories, and the reference executor that runs the
 * program on one 2x2 quad of pixels (seed 001 §7, §10.9; docs/hw/r5xx-us.md).
 *
 * The 3D engine owns a struct r5xx_us, forwards the US registers to
 * r5xx_us_reg_write() (GA_US_VECTOR_INDEX/DATA, US_*, the US code space
 * 0x9000-0xbffc), and for each quad: r5xx_us_quad_begin(), writes the RS
 * interpolants into the quad's temporaries, then calls r5xx_us_run() until
 * it stops returning R5XX_US_YIELD, and reads the outputs. Texture
 * instructions call the sampler installed with r5xx_us_set_sampler(). */
#ifndef SGPU_AMD_R5XX_US_H
#define SGPU_AMD_R5XX_US_H

#include <stdbool.h>
#include <stdint.h>

#include "core/device.h"

/* Registers (seed 001 §10.9, §10.3; Mesa r300_reg.h) */
#define R5XX_GA_US_VECTOR_INDEX 0x4250u
#define R5XX_GA_US_VECTOR_DATA 0x4254u
#define R5XX_US_CONFIG 0x4600u
#define R5XX_US_PIXSIZE 0x4604u
#define R5XX_US_FC_BOOL_CONST 0x4620u
#define R5XX_US_FC_CTRL 0x4624u
#define R5XX_US_CODE_ADDR 0x4630u
#define R5XX_US_CODE_RANGE 0x4634u
#define R5XX_US_CODE_OFFSET 0x4638u
#define R5XX_US_FORMAT0_0 0x4640u /* ..0x467c */
#define R5XX_US_OUT_FMT_0 0x46a4u /* ..0x46b0 */
#define R5XX_US_W_FMT 0x46b4u
#define R5XX_US_FC_INT_CONST_0 0x4c00u /* ..0x4c7c */
#define R5XX_US_CODE_BASE 0x9000u      /* ..0xbffc: six word arrays of 512 */
#define R5XX_US_CODE_END 0xc000u

#define R5XX_US_SLOTS 512
#define R5XX_US_TEMPS 128
#define R5XX_US_CONSTS 256
#define R5XX_US_STACK 4 /* loop and address stacks, full flow control (L3488) */

/* US_CONFIG.ZERO_TIMES_ANYTHING_EQUALS_ZERO (seed L6151, §7.7.5) */
#define R5XX_US_CONFIG_ZERO_TIMES_ANYTHING (1u << 1)
#define R5XX_US_FC_CTRL_FULL_FC_EN (1u << 31)

/* Instructions one quad may execute before its program counts as runaway
 * (a JUMP to itself, say): a defined fault instead of a hang
 * (docs/hw/r5xx-us.md). */
#define R5XX_US_LOG_LINES 16
#define R5XX_US_MAX_QUAD_STEPS (UINT64_C(1) << 24)

struct r5xx_us;

/* One texture request: the TEX instruction's operation for the pixels in
 * `mask` (bit i = pixel i of the quad: 0 top-left, 1 top-right,
 * 2 bottom-left, 3 bottom-right). */
struct r5xx_us_tex_req {
	unsigned tex_id;   /* US_TEX_INST.TEX_ID, the sampler 0-15 */
	unsigned op;       /* enum r500_fs_tex_op: LD, PROJ, LODBIAS, LOD, DXDY */
	bool unscaled;     /* UNSCALED: coordinates already in texels */
	uint8_t mask;      /* pixels to fetch */
	float coord[4][4]; /* per pixel S, T, R, Q after the source swizzle; for
	                    * PROJ S, T, R already divided by Q */
	float ddx[4][4];   /* per pixel d(coord)/dx: quad differences, or DX_ADDR for DXDY */
	float ddy[4][4];   /* d(coord)/dy, or DY_ADDR for DXDY */
	float lod[4];      /* LODBIAS: the bias (Q); LOD: the explicit LOD (Q); else 0 */
};

/* Returns the texel (R, G, B, A) per pixel of req->mask in out. */
typedef void (*r5xx_us_sampler_fn)(void *user, const struct r5xx_us_tex_req *req, float out[4][4]);

/* Why a quad stopped. */
enum r5xx_us_status {
	R5XX_US_DONE = 0, /* the program ended (END_ADDR or LAST) */
	R5XX_US_YIELD,    /* the budget ran out: call r5xx_us_run again */
	R5XX_US_FAULT,    /* a bad program: see quad->fault; logged GUEST_ERROR */
};

enum r5xx_us_fault {
	R5XX_US_FAULT_NONE = 0,
	R5XX_US_FAULT_PC_RANGE,       /* PC outside US_CODE_RANGE */
	R5XX_US_FAULT_LOOP_STACK,     /* loop stack over- or underflow */
	R5XX_US_FAULT_ADDR_STACK,     /* address stack over- or underflow */
	R5XX_US_FAULT_BRANCH_COUNTER, /* branch counter past its limit */
	R5XX_US_FAULT_PARTIAL_FC,     /* a loop or call with FULL_FC_EN clear */
	R5XX_US_FAULT_RUNAWAY,        /* more than R5XX_US_MAX_QUAD_STEPS */
};

/* Per-pixel flow-control state (seed §7.6.2): active, or inactive because
 * of a branch (with its branch counter), a BREAK or a CONTINUE (in loop
 * frame `loop_depth`), or done (LAST). */
enum r5xx_us_pix_state {
	R5XX_US_PIX_ACTIVE = 0,
	R5XX_US_PIX_BRANCH,
	R5XX_US_PIX_BREAK,
	R5XX_US_PIX_CONTINUE,
};

struct r5xx_us_loop {
	int count; /* iterations left (down-counter, L6176) */
	int al;    /* the loop register aL */
	int inc;   /* aL increment */
};

/* One 2x2 quad running the program: everything the executor keeps. */
struct r5xx_us_quad {
	float t[4][R5XX_US_TEMPS][4]; /* temporaries per pixel (RS writes its interpolants here) */
	bool covered[4];              /* covered by the primitive (others are helpers) */
	/* outputs */
	float rt[4][4][4];     /* render target A-D (rt[target][pixel][channel]) */
	uint8_t rt_mask[4][4]; /* channels written, bit 0 R .. bit 3 A */
	float depth[4];        /* the W output (alpha of W_OMASK) */
	bool depth_written[4];
	bool killed[4]; /* TEXKILL */
	/* state */
	bool pred[4][4]; /* predicate bits R, G, B, A */
	bool alu_result[4];
	bool done[4];         /* LAST */
	uint8_t state[4];     /* enum r5xx_us_pix_state */
	int bcount[4];        /* branch counter of R5XX_US_PIX_BRANCH pixels */
	int loop_depth_of[4]; /* loop frame a BREAK/CONTINUE pixel waits for */
	struct r5xx_us_loop loops[R5XX_US_STACK];
	int nloops;
	unsigned addrs[R5XX_US_STACK];
	int naddrs;
	unsigned pc;
	bool started, sem_held;
	/* temporaries the previous instruction wrote without its NOP bit
	 * (-1 none): MDH/MDV and presubtract must not read them (L3160) */
	int hazard_rgb, hazard_alpha;
	unsigned hazard_rgb_wm; /* the channels (r 1, g 2, b 4) hazard_rgb got */
	uint64_t steps;         /* instructions executed */
	enum r5xx_us_fault fault;
};

struct r5xx_us {
	struct sgpu_device *dev; /* for logs; may be NULL (tests) */
	/* Counts the register writes and resets: what was compiled from the
	 * state (r5xx_us_fast.c) holds while it is unchanged. Code that sets
	 * the fields directly (tests) recompiles by clearing the compiled
	 * program's valid flag. */
	uint64_t gen;
	int log_cat;
	uint64_t guest_errors; /* GUEST_ERROR events, also when dev is NULL */
	uint64_t unimp;
	/* Lines logged since the last register write: a bad program runs on
	 * every quad of a draw, so only the first R5XX_US_LOG_LINES of its
	 * errors are logged; all are counted. */
	unsigned log_lines;

	uint32_t code[R5XX_US_SLOTS][6];
	float konst[R5XX_US_CONSTS][4];
	uint32_t config, pixsize, fc_bool, fc_ctrl, code_addr, code_range, code_offset;
	uint32_t fc_int[32], format0[16], out_fmt[4], w_fmt;
	/* GA_US_VECTOR upload state */
	uint32_t vec_index; /* GA_US_VECTOR_INDEX as written */
	unsigned vec_pos;   /* instruction/constant index being written */
	unsigned vec_word;  /* word within it */

	r5xx_us_sampler_fn sampler;
	void *sampler_user;
};

/* Clears registers and memories (power-on: everything 0). */
void r5xx_us_init(struct r5xx_us *us, struct sgpu_device *dev, int log_cat);
/* A register write: returns false if addr is not a US register. */
bool r5xx_us_reg_write(struct r5xx_us *us, uint32_t addr, uint32_t value);
/* The value a register read returns (code memory words included); false if
 * addr is not a US register. */
bool r5xx_us_reg_read(const struct r5xx_us *us, uint32_t addr, uint32_t *value);
void r5xx_us_set_sampler(struct r5xx_us *us, r5xx_us_sampler_fn fn, void *user);

/* What the RS hands the US for one quad (seed 001 §10.5 L5284-L5327): its
 * RS_INST_0-15, RS_INST_COUNT and RS_IP_0-15 registers and, per pixel, the
 * interpolated components of the rasterizer input packet. */
struct r5xx_us_rs_in {
	uint32_t rs_inst[16];
	uint32_t rs_inst_count; /* the register: INST_COUNT 3:0 = instructions - 1 */
	uint32_t rs_ip[16];
	float tex[4][32];   /* texture-address components (IT_COUNT of them) */
	float col[4][4][4]; /* colours c0-c3, R G B A */
	float pos[4][2];    /* window x, y: COL_CN 2 ("fbuffer", XY00) */
	bool backface;      /* COL_CN 3 writes (1, 0, 0, 0) for a back face (Mesa) */
};

/* Writes the RS instructions' texture addresses and colours into the
 * quad's temporaries (TEX_ADDR, COL_ADDR): the US inputs. */
void r5xx_us_rs_route(struct r5xx_us_quad *q, const struct r5xx_us_rs_in *in);

/* Starts a quad: temporaries, predicates and outputs 0, all pixels active,
 * covered as given (bit i = pixel i). */
void r5xx_us_quad_begin(struct r5xx_us_quad *q, uint8_t covered);
/* Runs the program on the quad for at most *budget instructions, charging
 * what it uses to *budget. */
enum r5xx_us_status r5xx_us_run(struct r5xx_us *us, struct r5xx_us_quad *q, uint64_t *budget);

/* One render-target output as the US sends it to the CB, per US_OUT_FMT
 * (seed L6209-L6217): up to four channels C0-C3 picked from R, G, B, A by
 * C0-C3_SEL and encoded at the format's precision (docs/hw/r5xx-us.md). */
enum r5xx_us_chan_kind { R5XX_US_CHAN_UNORM, R5XX_US_CHAN_SNORM, R5XX_US_CHAN_FLOAT };

struct r5xx_us_out_value {
	unsigned n;       /* channels: 0 (UNUSED), 1, 2 or 4 */
	unsigned bits;    /* channel 0's width: 8, 10, 16 or 32 */
	uint8_t width[4]; /* each channel's width (the packed fixed-point forms differ) */
	uint8_t lane[4];  /* the C lane each channel travels in (C2_32_FP: 0 and 2) */
	uint8_t kind[4];  /* enum r5xx_us_chan_kind */
	uint32_t raw[4]; /* unorm/snorm integers (two's complement in `bits`), half or float bits */
};

/* Encodes rgba by out_fmt (a US_OUT_FMT_n value): the one encoding of
 * US_OUT_FMT, which the CB (r5xx_rast.c) takes its colours from. False for
 * the reserved values and UNUSED (o->n 0). */
bool r5xx_us_out_convert(uint32_t out_fmt, const float rgba[4], struct r5xx_us_out_value *o);
/* One channel of `kind` and width `bits` encoded as the US does, and back
 * (the CB blends in float at the US's precision and re-encodes). */
uint32_t r5xx_us_out_encode(unsigned kind, unsigned bits, float v);
float r5xx_us_out_decode(unsigned kind, unsigned bits, uint32_t raw);
/* The depth output by US_W_FMT: W_FMT 0 (W is 0) gives 0, 1 (W24) a 24-bit
 * unorm; false for 2 (W24_FP) and 3 (reserved), not modelled. */
bool r5xx_us_w_convert(uint32_t w_fmt, float w, uint32_t *out);

/* A sampler for tests (user unused): LD and PROJ return (S, T, R, Q);
 * LODBIAS and LOD (S, T, lod, tex_id); DXDY (S, T, ddx S, ddy T). */
void r5xx_us_test_sampler(void *user, const struct r5xx_us_tex_req *req, float out[4][4]);

#endif /* SGPU_AMD_R5XX_US_H */
