/* The R5xx 3D engine behind the seam (r5xx_3d.h): the VAP (r5xx_vap.c)
 * fetches and shades vertices, applies the viewport transform, assembles
 * primitives and hands each to r5xx_setup_prim (r5xx_setup.c), the entry
 * of clipping, setup and raster. docs/hw/r5xx-3d.md, r5xx-raster.md. */
#ifndef SGPU_AMD_R5XX_3D_ENGINE_H
#define SGPU_AMD_R5XX_3D_ENGINE_H

#include <stdbool.h>
#include <stdint.h>

#include "amd/r5xx/r5xx_frag.h"
#include "amd/r5xx/r5xx_pvs.h"
#include "amd/r5xx/r5xx_rast.h"
#include "core/device.h"

#define R5XX_VTX_OUTPUTS 16 /* point size, colours 0-3, textures 0-7 (and spares) */

/* What each of r5xx_vtx.out[] is, from VAP_OUT_VTX_FMT_0/1 (L6421-L6442),
 * in the order the OVM packs them (L1706-L1712). */
enum r5xx_vtx_sem {
	R5XX_SEM_PT_SIZE = 0,
	R5XX_SEM_COLOR0 = 1, /* .. R5XX_SEM_COLOR0 + 3 */
	R5XX_SEM_TEX0 = 5,   /* .. R5XX_SEM_TEX0 + 7 */
};

struct r5xx_vtx_fmt {
	unsigned nout;                   /* entries of r5xx_vtx.out[] */
	uint8_t sem[R5XX_VTX_OUTPUTS];   /* r5xx_vtx_sem of each */
	uint8_t comps[R5XX_VTX_OUTPUTS]; /* components meaningful: 4, or TEX_n_COMP_CNT */
	bool pos;                        /* VAP_OUT_VTX_FMT_0.POS (L6421) */
};

/* Clip codes of a vertex (r5xx_vtx.clip_flags): frustum planes, then the
 * enabled user clip planes (VAP_CLIP_CNTL UCP_ENA_n, planes at PVS vector
 * offsets 1536-1541). */
#define R5XX_CLIP_LEFT 0x01   /* x < -w */
#define R5XX_CLIP_RIGHT 0x02  /* x > w */
#define R5XX_CLIP_BOTTOM 0x04 /* y < -w */
#define R5XX_CLIP_TOP 0x08    /* y > w */
#define R5XX_CLIP_NEAR 0x10   /* z < -w, or z < 0 with VAP_CNTL.DX_CLIP_SPACE_DEF */
#define R5XX_CLIP_FAR 0x20    /* z > w */
#define R5XX_CLIP_UCP0 0x40   /* << n: outside user clip plane n */

/* A post-transform vertex. */
struct r5xx_vtx {
	float clip[4]; /* clip-space position: the PVS's output vector 0 */
	float win[4];  /* window x, y, z after VAP_VTE_CNTL and SE_VPORT_*, and 1/w */
	uint32_t clip_flags;
	uint32_t index; /* the fetch index (after clamp and offset); walk 3: the vertex number */
	float out[R5XX_VTX_OUTPUTS][4]; /* as r5xx_3d_engine.fmt describes */
};

/* Primitive kinds handed to setup. */
enum r5xx_prim_kind {
	R5XX_PRIM_POINT = 1,    /* 1 vertex */
	R5XX_PRIM_LINE = 2,     /* 2: lists, strips, loops (the closing line too) */
	R5XX_PRIM_TRIANGLE = 3, /* 3: lists, fans (v0, vi+1, vi+2), strips (odd ones
	                         * as vi+1, vi, vi+2), wFlags lists */
	R5XX_PRIM_QUAD = 4,     /* 4: quad lists, quad strips (v2i, v2i+1, v2i+3, v2i+2) */
	R5XX_PRIM_POLYGON = 5,  /* 3: one piece of a polygon, (v0, vi+1, vi+2) */
};

struct r5xx_prim {
	unsigned kind; /* r5xx_prim_kind */
	unsigned n;    /* vertices in v[] */
	const struct r5xx_vtx *v[4];
	/* bit i: the edge v[i] -> v[(i+1) % n] is an edge of the primitive the
	 * driver drew (L1687-L1692: quads and polygons set only exterior edges) */
	unsigned edges;
	uint32_t seq;     /* the primitive's number in its draw (strip parity) */
	uint32_t vf_cntl; /* the draw's VAP_VF_CNTL */
};

/* The capture list r5xx_setup_prim keeps for tests: the first
 * R5XX_CAPTURE_MAX primitives since the last r5xx_3d_capture_clear, with
 * copies of their vertices. */
#define R5XX_CAPTURE_MAX 1024
struct r5xx_captured {
	unsigned kind, n, edges;
	uint32_t seq, vf_cntl;
	struct r5xx_vtx v[4];
};

struct r5xx_vap;

/* What setup reads of the register file for every primitive, taken at a
 * draw's first primitive (r5xx_setup.c): a draw runs inside one register
 * write, so nothing changes under it. */
struct r5xx_setup_state {
	bool ready;         /* cleared by r5xx_setup_draw_begin */
	unsigned prov_mode; /* GA_COLOR_CONTROL.PROVOKING_VERTEX */
	uint32_t planes;    /* clip planes (bits 0-5 view volume, 6-11 user); 0: CLIP_DISABLE */
	bool dx;            /* VAP_CNTL.DX_CLIP_SPACE_DEF */
	float ucp[6][4];
	/* colour processing: the components of each output clamped to [0, 1] */
	uint8_t clamp[R5XX_VTX_OUTPUTS];
	bool any_clamp;
};

struct r5xx_3d_engine {
	struct sgpu_unit *r3d;
	struct r5xx_vap *vap;
	struct r5xx_vtx_fmt fmt; /* of the current draw */
	/* capture (r5xx_setup.c) */
	struct r5xx_captured *cap;
	unsigned ncap;
	uint64_t prims; /* primitives handed to setup since the last clear */
	/* setup, raster and the fragment stage behind it (r5xx_rast.h,
	 * r5xx_frag.h) */
	struct r5xx_setup_state setup;
	struct r5xx_rast rast;
	struct r5xx_frag frag;
	bool raster; /* primitives go on to the rasterizer (tests may stop them) */
	/* straight-line vertex programs run on the fast PVS (r5xx_pvs_fast.h;
	 * default true; tests compare against false) */
	bool pvs_fast;
	/* softgpu's bounds on a draw's vertex work, which runs inside one
	 * register write: the instructions one vertex may run (default
	 * R5XX_PVS_MAX_STEPS) and the steps the draw's vertices may take in
	 * all (default R5XX_VAP_DRAW_STEPS); the rest of a draw past
	 * them is dropped with a GUEST_ERROR. Tests lower them to reach them
	 * quickly; they survive device resets. */
	uint64_t pvs_vtx_steps, vap_draw_steps;
};

/* The default of r5xx_3d_engine.vap_draw_steps: 2^26, a draw of 10^6
 * vertices of 59 instructions, or 4 vertices at R5XX_PVS_MAX_STEPS
 * (piglit's glsl-vs-raytrace-bug26691 draws 65535 vertices of up to 290
 * instructions, 2^24.2 steps; glsl-vs-vec4-indexing-temp-src-in-nested-
 * loop-combined 4 of 2^21). It bounds the host time of one draw, which
 * runs inside one register write, as R5XX_DRAW_US_STEPS (2^27) does the
 * fragment side's; the CP hands the R3D unit nothing while it is busy
 * (r5xx_cp.c r3d_wait), so a command stream's draws together stay within
 * the run budget. docs/hw/r5xx-3d.md "Cost and bounds". */
#define R5XX_VAP_DRAW_STEPS (UINT64_C(1) << 26)

/* The viewport transform of a clip-space vertex (x->clip) into x->win
 * and its clip codes, as the VAP does it for the current draw: for the
 * vertices the clipper makes. */
void r5xx_vap_viewport(struct r5xx_3d_engine *e, struct r5xx_vtx *x);
/* Work the engine did for the current draw, in steps (VAP, pixels and
 * fragment-shader instructions), charged to the R3D unit by the VAP. */
uint64_t r5xx_setup_take_steps(struct r5xx_3d_engine *e);
/* Per-draw limits of the back end, reset at every draw. */
void r5xx_setup_draw_begin(struct r5xx_3d_engine *e);

/* Setup and raster's entry: one assembled primitive. */
void r5xx_setup_prim(struct r5xx_3d_engine *e, const struct r5xx_prim *p);

/* The engine of an r520's R3D unit (installed as its hooks at creation);
 * NULL if another engine's hooks replaced it. */
struct r5xx_3d_engine *r5xx_3d_engine_of(struct sgpu_unit *r3d);
void r5xx_3d_capture_clear(struct r5xx_3d_engine *e);

/* Creation, reset and destruction, for the R3D unit (r5xx_3d.c). */
struct r5xx_3d_engine *r5xx_3d_engine_new(struct sgpu_unit *r3d);
void r5xx_3d_engine_reset(struct r5xx_3d_engine *e);
void r5xx_3d_engine_free(struct r5xx_3d_engine *e);

/* The VAP's PVS vector memory, for tests and the decoder: code (octword
 * offsets 0-1023), constants (1024-1279, mirrored up to 1535) and the
 * clip/point state (1536-1543). */
const uint32_t (*r5xx_vap_code(const struct r5xx_3d_engine *e))[4];
const uint32_t (*r5xx_vap_consts(const struct r5xx_3d_engine *e))[4];
const uint32_t (*r5xx_vap_clip(const struct r5xx_3d_engine *e))[4];

#endif /* SGPU_AMD_R5XX_3D_ENGINE_H */
