/* The back half of the R5xx 3D pipeline: setup (GA, SU), scan conversion
 * (SC), interpolation into the fragment shader's registers (RS), then the
 * fragment operations after the shader (US_OUT_FMT, FG alpha test, ZB
 * depth/stencil, CB blend, ROP2 and channel masks). It is the per-pixel
 * reference path; every fact and inference is in docs/hw/r5xx-3d.md
 * ("Setup, raster and fragment operations").
 *
 * The vertex half hands it post-viewport vertices one primitive at a
 * time; the fragment shader runs through a callback on 2x2 quads, so
 * derivatives and LOD see the helper pixels of the quad. All state is read
 * from the 3D register file (r5xx_3d_reg) when a primitive arrives. */
#ifndef SGPU_AMD_R5XX_RAST_H
#define SGPU_AMD_R5XX_RAST_H

#include <stdbool.h>
#include <stdint.h>

#include "amd/r5xx/r5xx_tile.h"
#include "core/device.h"

/* Components of the rasterizer input packet's texture part: RS_IP's
 * 6-bit pointers address 0-61; 62 and 63 select the constants 0 and 1
 * (seed 001 L5313). */
#define R5XX_RS_TEX_COMPS 62
#define R5XX_RS_COLORS 8 /* COL_PTR is 3 bits (L5315) */

/* One vertex as the VAP hands it to setup. */
struct r5xx_rvtx {
	float x, y, z; /* window position after the viewport transform */
	float rhw;     /* 1/w for perspective-correct interpolation; 1 without */
	float col[R5XX_RS_COLORS][4];
	float tex[R5XX_RS_TEX_COMPS];
	float psize; /* per-vertex point size (radius in pixels), < 0: none */
};

/* Inputs the RS writes into the shader's temporaries for one quad. */
#define R5XX_RS_MAX_WRITES 32
#define R5XX_RAST_BATCH 8 /* quads the fast walk shades together (shade_n) */
struct r5xx_rs_write {
	uint8_t addr;  /* temporary, 0-127 */
	float v[4][4]; /* [pixel][component] */
};

/* Pixel i of a quad is (x + (i & 1), y + (i >> 1)). */
struct r5xx_quad {
	int x, y;
	unsigned cover; /* bit i: pixel i is inside the primitive */
	bool back;      /* the primitive is back-facing */
	unsigned nin;
	struct r5xx_rs_write in[R5XX_RS_MAX_WRITES];
	/* Set by the shader */
	unsigned kill;        /* bit i: pixel i killed (TEXKILL) */
	float out[4][4][4];   /* [render target][pixel][R, G, B, A] */
	unsigned out_written; /* bit t: render target t was written */
	float depth[4];       /* [pixel] 0..1, when depth_written */
	bool depth_written;
};

/* The fragment shader: runs one quad. Returns false when the shader
 * stopped abnormally (the quad is then dropped). It reads x, y, cover,
 * back, nin and in and sets the rest; it must not change nin or in (the
 * fast path writes a primitive's RS addresses and constant components
 * once for all its quads). */
typedef bool (*r5xx_shade_fn)(void *user, struct r5xx_quad *q);

/* Primitive kinds */
enum r5xx_rast_kind { R5XX_RAST_POINT, R5XX_RAST_LINE, R5XX_RAST_TRI };

struct r5xx_rast_stats {
	uint64_t prims, culled, quads, pixels_shaded, pixels_written;
};

struct r5xx_fill_memo;

/* A blit's source (r5xx_rast.copy_src): the fragment program is one
 * point-sampled LD whose texel reaches render target 0 unchanged (Mesa's
 * blitter: TEX temp = tex(input.xy); OUT = temp * 1 + 0) */
struct r5xx_copy_src {
	uint8_t addr;          /* the temporary the TEX reads its coordinates from */
	uint8_t cu, cv;        /* its channels taken as u and v */
	double su, sv;         /* coordinate to texels: (w, h), or 2^-level unscaled */
	int w, h;              /* the level's size */
	const uint8_t *texels; /* texel (i, j) at texels + r5xx_tile_x(i) + r5xx_tile_y(j) */
	uint64_t span;         /* bytes mapped from texels */
	struct r5xx_tile tile; /* the level's layout */
	uint8_t sel[4];        /* output channel c (R, G, B, A) is texel byte sel[c] ... */
	const float *lut;      /* ... through lut */
	uint64_t *steps;       /* the US's instruction count, charged ... */
	uint64_t quad_steps;   /* ... this many per quad shaded */
};

struct r5xx_rast {
	struct sgpu_unit *r3d; /* register file and device */
	r5xx_shade_fn shade;   /* NULL: a default shader that writes colour 0 */
	void *shade_user;
	/* optional, the same shader as shade on n quads at once (the fast walk
	 * hands it up to R5XX_RAST_BATCH), ok[i] as shade's answer for qs[i];
	 * whoever sets shade sets this too (r5xx_frag_attach sets both) or
	 * leaves it NULL */
	void (*shade_n)(void *user, struct r5xx_quad *const *qs, unsigned n, bool *ok);
	/* When the shader's outputs are the same at every pixel (they read no
	 * interpolant or texture and neither kill nor write depth): fills
	 * out[render target] (R, G, B, A) and *written (bit t), returns true.
	 * NULL or false: every quad runs the shader. */
	bool (*const_shade)(void *user, float out[4][4], unsigned *written);
	/* When the program is a blit's copy (struct r5xx_copy_src): fills *cs,
	 * returns true; NULL or false: the quads run the shader */
	bool (*copy_src)(void *user, struct r5xx_copy_src *cs);
	bool fast;               /* take fast paths where they apply (default true) */
	bool fast_no_avx2;       /* tests: their SSE2 code where AVX2 would run */
	uint32_t *hiz;           /* HiZ RAM, R5XX_HIZ_DWORDS (NULL: allocation failed) */
	uint32_t hiz_wr, hiz_rd; /* ZB_HIZ_WRINDEX / RDINDEX, in dwords */
	/* ZMASK RAM, R5XX_ZMASK_DWORDS (NULL: allocation failed): per dword,
	 * bit b set = block b of the dword's area is in the cleared (00)
	 * state (docs/hw/r5xx-raster.md, "Z fast fill") */
	uint64_t *zmask;
	bool zmask_warned; /* a ZMASK address past the RAM was reported */
	struct r5xx_rast_stats stats;
	uint64_t budget;  /* pixels this engine may still touch; 0 stops */
	uint32_t zpass;   /* ZB_ZPASS_DATA: Z-passed samples */
	uint64_t serial;  /* primitives begun: state compiled for one is valid for it */
	uint32_t stipple; /* GA_LINE_STIPPLE_VALUE: the accumulator, 24 bits of subpixels */
	/* The span fill's rows held back inside a draw (r5xx_rast.c,
	 * "deferred fills"): one surface and pixel value, row y's columns
	 * [lo[y], hi[y]] (none when lo > hi) for y0 <= y <= y1 */
	struct r5xx_fill_pend {
		bool in_draw, on;
		uint32_t offset, pitch;
		unsigned bpp;
		uint8_t px[16];
		int y0, y1, x0, x1; /* x0, x1: the least lo and greatest hi */
		/* R5XX_FILL_ROWS each, one allocation on first use; tlo, thi:
		 * the next primitive's rows; flo, fhi: fast_fill's rows */
		int32_t *lo, *hi, *tlo, *thi, *flo, *fhi;
	} pend;
	uint64_t fast_fops_prims;  /* primitives the fast fragment ops took (tests) */
	uint64_t fast_quad4_prims; /* ... of them, in four-pixel vectors (tests) */
	uint64_t fast_copy_prims;  /* primitives the blit copy took (tests) */
	float un8[256];            /* the fast paths' 8-bit unorm decode, v / 255 */
	bool pm_zoff_on;           /* drawing a polygon's points or lines (GA_POLY_MODE) ... */
	float pm_zoff;             /* ... with its polygon offset */
	struct r5xx_fill_memo *fill_memo; /* the span fill's last colours (r5xx_rast.c) */
};

#define R5XX_FILL_ROWS 8192 /* SC_SCISSOR's 13-bit rows */

/* HiZ RAM: ZB_HIZ_OFFSET/WRINDEX/RDINDEX address bits 17:2 (L7118-L7139) */
#define R5XX_HIZ_DWORDS 0x10000u

/* ZMASK RAM: Mesa's PIPE_ZMASK_SIZE dwords per pipe (r300_chipset.h);
 * one index here is the same dword in all four pipes of an R520 */
#define R5XX_ZMASK_DWORDS 4096u

/* Returns false when the HiZ or ZMASK RAM cannot be allocated (the engine then
 * works without it). r5xx_rast_fini frees it. */
bool r5xx_rast_init(struct r5xx_rast *r, struct sgpu_unit *r3d);
void r5xx_rast_fini(struct r5xx_rast *r);
/* Power-on state of the back end's own registers (HiZ RAM, indices,
 * Z-pass count). */
void r5xx_rast_reset(struct r5xx_rast *r);
/* Registers with side effects the back end implements (ZB_ZPASS_DATA,
 * ZB_ZPASS_ADDR, ZB_HIZ_WRINDEX/RDINDEX/DWORD, the cache flush and
 * status registers): r5xx_rast_reg_live says which, r5xx_rast_reg_write
 * acts after the register file stored the value, r5xx_rast_reg_read gives
 * the value a read returns. */
bool r5xx_rast_reg_live(uint32_t addr);
void r5xx_rast_reg_write(struct r5xx_rast *r, uint32_t addr, uint32_t value);
bool r5xx_rast_reg_read(struct r5xx_rast *r, uint32_t addr, uint32_t *value);
/* 3D_CLEAR_HIZ (L1386-L1398): COUNT dwords of HiZ RAM from START. */
void r5xx_rast_clear_hiz(struct r5xx_rast *r, uint32_t start, uint32_t count, uint32_t value);
/* 3D_CLEAR_ZMASK (Mesa r300_emit_zmask_clear; not in the seed): COUNT
 * dwords of ZMASK RAM from START take VALUE (0: every block cleared). */
void r5xx_rast_clear_zmask(struct r5xx_rast *r, uint32_t start, uint32_t count, uint32_t value);
/* A draw packet begins (GA_LINE_STIPPLE_CONFIG.LINE_RESET 2 restarts the
 * stipple accumulator). */
void r5xx_rast_draw_begin(struct r5xx_rast *r);
/* Stores the fills held back so far (before anything else reads or writes
 * memory: a new batch of vertices, the end of the draw). */
void r5xx_rast_flush(struct r5xx_rast *r);
/* The draw packet ends: r5xx_rast_flush, and nothing is held back until
 * the next r5xx_rast_draw_begin. */
void r5xx_rast_draw_end(struct r5xx_rast *r);
/* One primitive with 1 (point), 2 (line) or 3 (triangle) vertices in the
 * order the primitive type gives them (the provoking vertex rule counts
 * in that order). */
void r5xx_rast_prim(struct r5xx_rast *r, enum r5xx_rast_kind kind,
                    const struct r5xx_rvtx *const v[]);
/* The same with the provoking vertex given (flat shading: a quad's or
 * polygon's pieces share their primitive's) and, for triangles, which
 * edges v[i] -> v[i+1] are the primitive's own (bit i; polygon line mode
 * draws only those). */
void r5xx_rast_prim_ex(struct r5xx_rast *r, enum r5xx_rast_kind kind,
                       const struct r5xx_rvtx *const v[], const struct r5xx_rvtx *prov,
                       unsigned edges);

/* ---------------------------------------------------------------- formats,
 * exposed for tests and for the TX developer */
float r5xx_half_to_float(uint16_t h);
uint16_t r5xx_float_to_half(float f);

#endif /* SGPU_AMD_R5XX_RAST_H */
