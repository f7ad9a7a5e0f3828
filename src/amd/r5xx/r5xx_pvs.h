/* The R500 programmable vertex shader (PVS): runs one vertex of a program
 * held in the VAP's code memory (seed 001 §6.5, docs/hw/r5xx-3d.md).
 * Pure: no device, no logging. The caller (the VAP, r5xx_vap.c) owns the
 * memories and the control registers, fills a struct r5xx_pvs_prog from
 * them, loads a vertex's inputs into a struct r5xx_pvs_vtx and runs it;
 * what went wrong comes back as R5XX_PVS_E_* flags for it to log.
 *
 * Instructions are decoded with r500_vs_decode (src/isa/r500_vs.h), the
 * field layout the disassembler's table uses. */
#ifndef SGPU_AMD_R5XX_PVS_H
#define SGPU_AMD_R5XX_PVS_H

#include <stdbool.h>
#include <stdint.h>

struct r500_vs_insn; /* src/isa/r500_vs.h */

#define R5XX_PVS_CODE 1024  /* instructions (L1802: offsets 0-1023) */
#define R5XX_PVS_CONSTS 256 /* vectors (L1906) */
#define R5XX_PVS_INPUTS 32  /* per vertex (L1904: up to 32 of 128) */
#define R5XX_PVS_TEMPS 32   /* per vertex (L1908) */
#define R5XX_PVS_ALTS 20    /* per vertex (L1910) */
#define R5XX_PVS_OUTPUTS 32 /* per vertex (softgpu: OVM 128, the IVM's share) */
#define R5XX_PVS_FC 16      /* flow-control slots (L2019, L6537) */
#define R5XX_PVS_NEST 8     /* loops + subroutines (L2031: "8 total") */
/* The VAP's default limit of instructions a vertex (r5xx_3d_engine.
 * pvs_vtx_steps; softgpu's: the hardware has none, VAP_PVS_VTX_TIMEOUT_REG,
 * L6603, times vertex input, not programs). Mesa's r300 compiler runs
 * every vertex loop 255 times and breaks by predication, so nested GLSL
 * loops are 255 x 255 (x ...) bodies: piglit's glsl-vs-loop-nested and
 * glsl-vs-vec4-indexing-temp-src-in-nested-loop-combined take 2^21 a
 * vertex; 2^24 leaves room for a third level (docs/hw/r5xx-3d.md
 * "Bounds"). */
#define R5XX_PVS_MAX_STEPS (1u << 24)

/* What a run reports (flags, or'ed). */
#define R5XX_PVS_E_INVALID 0x001u  /* an opcode no table form names: no write */
#define R5XX_PVS_E_RANGE 0x002u    /* a temp/input/alt/output address outside the file */
#define R5XX_PVS_E_SWIZZLE 0x004u  /* swizzle select 6: read as 0.0 (7, Mesa's unused, is quiet) */
#define R5XX_PVS_E_ADDRMODE 0x008u /* ADDR_MODE 3: taken as absolute */
#define R5XX_PVS_E_DSTTYPE 0x010u  /* destination type 6-15: no write */
#define R5XX_PVS_E_A0 0x020u       /* A0 written by an op other than FLT2FIX */
#define R5XX_PVS_E_NEST 0x040u     /* a loop or call nested deeper than 8: ignored */
#define R5XX_PVS_E_LOOP0 0x080u    /* a loop with count 0 (L2039: must be a jump) */
#define R5XX_PVS_E_BUDGET 0x100u   /* stopped: the caller's step limit */

/* The program: code and constant memories and the control registers. */
struct r5xx_pvs_prog {
	const uint32_t (*code)[4];      /* R5XX_PVS_CODE instructions */
	const uint32_t (*consts)[4];    /* R5XX_PVS_CONSTS vectors, IEEE single */
	unsigned first, last;           /* VAP_PVS_CODE_CNTL_0 PVS_FIRST_INST, PVS_LAST_INST */
	unsigned const_base;            /* VAP_PVS_CONST_CNTL PVS_CONST_BASE_OFFSET */
	unsigned const_max;             /* and PVS_MAX_CONST_ADDR */
	uint32_t fc_opc;                /* VAP_PVS_FLOW_CNTL_OPC */
	uint32_t fc_lw[R5XX_PVS_FC];    /* VAP_PVS_FLOW_CNTL_ADDRS_LW_n */
	uint32_t fc_uw[R5XX_PVS_FC];    /* VAP_PVS_FLOW_CNTL_ADDRS_UW_n */
	uint32_t fc_index[R5XX_PVS_FC]; /* VAP_PVS_FLOW_CNTL_LOOP_INDEX_n */
	/* optional: code[] already decoded (r500_vs_decode of each
	 * instruction), kept by the caller in step with code[]; NULL: decode
	 * each instruction as it runs */
	const struct r500_vs_insn *decoded;
};

/* One vertex's memories. in[] is loaded by the caller; out[] is what the
 * program wrote (the rest keeps what the caller put there). */
struct r5xx_pvs_vtx {
	float in[R5XX_PVS_INPUTS][4];
	float out[R5XX_PVS_OUTPUTS][4];
	float temp[R5XX_PVS_TEMPS][4];
	float alt[R5XX_PVS_ALTS][4];
	int32_t a0[4];
	bool pred;
	uint32_t out_written; /* bit n: out[n] was written (n < 32) */
};

/* Clears a vertex's temporaries, A0, predicate and outputs. */
void r5xx_pvs_vtx_init(struct r5xx_pvs_vtx *v);

/* Runs the program on one vertex, at most max_steps instructions (the
 * caller's bound: a program may loop forever). Returns the R5XX_PVS_E_*
 * flags; *steps gets the instructions executed. */
unsigned r5xx_pvs_run(const struct r5xx_pvs_prog *p, struct r5xx_pvs_vtx *v, uint64_t max_steps,
                      uint64_t *steps);

/* The math engine on one set of w inputs, and the vector engine: exposed
 * for the unit tests (the definitions of seed §6.5.7-6.5.8). *pred is
 * written by the predicate ops only. */
void r5xx_pvs_math(unsigned op, float a, float b, float c, float out[4], bool *pred);
void r5xx_pvs_vector(unsigned op, const float a[4], const float b[4], const float c[4],
                     float out[4], unsigned *we, bool *pred);

#endif /* SGPU_AMD_R5XX_PVS_H */
