/* NV1 PGRAPH: the 2D/3D graphics engine of the first NVIDIA chip (seed 004;
 * facts from envytools, see docs/hw/nv1-pgraph.md).
 *
 * nv01_pgraph.c: the unit: registers, interrupts, objects, methods.
 * nv01_xy.c:     the XY logic: vertex RAM, clip registers, status bits, VALID.
 * nv01_draw.c:   rasterization (points, lines, triangles,
 *                rectangles, blits, IFC/BITMAP stripes, ITM).
 * nv01_rop.c:    the per-pixel pipeline (reference path) and the fast path. */
#ifndef SGPU_NV_GR_NV01_PGRAPH_H
#define SGPU_NV_GR_NV01_PGRAPH_H

#include <stdbool.h>
#include <stdint.h>

#include "core/device.h"

/* ------------------------------------------------------------------ registers (seed 004) */

#define NV01_PGRAPH_DEBUG_A 0x080
#define NV01_PGRAPH_DEBUG_B 0x084
#define NV01_PGRAPH_DEBUG_C 0x088
#define NV01_PGRAPH_INTR 0x100
#define NV01_PGRAPH_INVALID 0x104
#define NV01_PGRAPH_INTR_EN 0x140
#define NV01_PGRAPH_INVALID_EN 0x144
#define NV01_PGRAPH_CTX_SWITCH 0x180
#define NV01_PGRAPH_CTX_CONTROL 0x190
#define NV01_PGRAPH_VTX_X_ABS 0x400
#define NV01_PGRAPH_ICLIP_X_ABS 0x450
#define NV01_PGRAPH_ICLIP_Y_ABS 0x454
#define NV01_PGRAPH_UCLIP_X_ABS 0x460
#define NV01_PGRAPH_UCLIP_Y_ABS 0x468
#define NV01_PGRAPH_VTX_Y_ABS 0x480
#define NV01_PGRAPH_VTX_X_REL 0x500
#define NV01_PGRAPH_ICLIP_X_REL 0x550
#define NV01_PGRAPH_ICLIP_Y_REL 0x554
#define NV01_PGRAPH_UCLIP_X_REL 0x560
#define NV01_PGRAPH_UCLIP_Y_REL 0x568
#define NV01_PGRAPH_VTX_Y_REL 0x580
#define NV01_PGRAPH_PATTERN_BITMAP_COLOR 0x600 /* +i*8 */
#define NV01_PGRAPH_PATTERN_BITMAP_ALPHA 0x604 /* +i*8 */
#define NV01_PGRAPH_PATTERN_BITMAP 0x610
#define NV01_PGRAPH_PATTERN_SHAPE 0x618
#define NV01_PGRAPH_BITMAP_COLOR 0x61c
#define NV01_PGRAPH_ROP 0x624
#define NV01_PGRAPH_PLANE 0x628
#define NV01_PGRAPH_CHROMA 0x62c
#define NV01_PGRAPH_BETA 0x630
#define NV01_PGRAPH_CANVAS_CONFIG 0x634
#define NV01_PGRAPH_XY_A 0x640
#define NV01_PGRAPH_XY_B 0x644
#define NV01_PGRAPH_XY_D_X 0x648
#define NV01_PGRAPH_XY_D_Y 0x64c
#define NV01_PGRAPH_VALID 0x650
#define NV01_PGRAPH_SRC_COLOR 0x654
#define NV01_PGRAPH_SUBDIVIDE 0x658
#define NV01_PGRAPH_XY_E 0x65c
#define NV01_PGRAPH_DMA 0x680
#define NV01_PGRAPH_NOTIFY 0x684
#define NV01_PGRAPH_CANVAS_MIN 0x688
#define NV01_PGRAPH_CANVAS_MAX 0x68c
#define NV01_PGRAPH_CLIPRECT_MIN 0x690 /* +i*8 */
#define NV01_PGRAPH_CLIPRECT_MAX 0x694 /* +i*8 */
#define NV01_PGRAPH_CLIPRECT_CONFIG 0x6a0
#define NV01_PGRAPH_ACCESS 0x6a4
#define NV01_PGRAPH_TRAP_ADDR 0x6a8
#define NV01_PGRAPH_TRAP_DATA 0x6ac
#define NV01_PGRAPH_STATUS 0x6b0
#define NV01_PGRAPH_VTX_BETA 0x700

/* INTR bits */
#define NV01_INTR_INVALID (1u << 0)
#define NV01_INTR_CONTEXT_SWITCH (1u << 4)
#define NV01_INTR_VBLANK (1u << 8)
#define NV01_INTR_XY_RANGE (1u << 12)
#define NV01_INTR_MISSING_METHOD (1u << 16)
#define NV01_INTR_CANVAS_SOFTWARE (1u << 20)
#define NV01_INTR_CLIP_SOFTWARE (1u << 24)
#define NV01_INTR_NOTIFY (1u << 28)

/* INVALID bits */
#define NV01_INVALID_METHOD (1u << 0)
#define NV01_INVALID_VALUE (1u << 4)
#define NV01_INVALID_NOTIFY (1u << 8)
#define NV01_INVALID_DOUBLE_NOTIFY (1u << 12)
#define NV01_INVALID_CTXSW_NOTIFY (1u << 16)

/* ACCESS bits */
#define NV01_ACCESS_FIFO (1u << 0)
#define NV01_ACCESS_DMA (1u << 4)
#define NV01_ACCESS_HOST (1u << 8)

/* Object options (CTX_SWITCH bits 0-15) */
#define NV01_OPT_OP(o) ((o)&0x1f)
#define NV01_OPT_CHROMA (1u << 5)
#define NV01_OPT_PLANE (1u << 6)
#define NV01_OPT_CLIP (1u << 7)
#define NV01_OPT_NOTIFY_VALID (1u << 8)
#define NV01_OPT_CFMT_DST(o) ((o) >> 9 & 0xf)
#define NV01_OPT_ALPHA (1u << 13)
#define NV01_OPT_SRC_BUF (1u << 13)
#define NV01_OPT_BITMAP_CGA6 (1u << 14)
#define NV01_OPT_SUBCONTEXT (1u << 15)

/* Operations (OP field) */
enum nv01_op {
	NV01_OP_RPOP_DS = 0x00,
	NV01_OP_RPOP_SP = 0x0f,
	NV01_OP_SRCCOPY = 0x17,
	NV01_OP_BLEND_DS_AA = 0x18,
	NV01_OP_BLEND_DS_AB = 0x19,
	NV01_OP_BLEND_DS_AIB = 0x1a,
	NV01_OP_BLEND_PS_B = 0x1b,
	NV01_OP_BLEND_PS_IB = 0x1c,
};

/* Classes (5-bit object types) */
enum nv01_class {
	NV01_CLASS_BETA = 0x01,
	NV01_CLASS_ROP = 0x02,
	NV01_CLASS_CHROMA = 0x03,
	NV01_CLASS_PLANE = 0x04,
	NV01_CLASS_CLIP = 0x05,
	NV01_CLASS_PATTERN = 0x06,
	NV01_CLASS_POINT = 0x08,
	NV01_CLASS_LINE = 0x09,
	NV01_CLASS_LIN = 0x0a,
	NV01_CLASS_TRI = 0x0b,
	NV01_CLASS_RECT = 0x0c,
	NV01_CLASS_TEXLIN = 0x0d,
	NV01_CLASS_TEXQUAD = 0x0e,
	NV01_CLASS_BLIT = 0x10,
	NV01_CLASS_IFC = 0x11,
	NV01_CLASS_BITMAP = 0x12,
	NV01_CLASS_IFM = 0x13,
	NV01_CLASS_ITM = 0x14,
	NV01_CLASS_TEXLINBETA = 0x1d,
	NV01_CLASS_TEXQUADBETA = 0x1e,
};

/* Working colour modes of the ROP (envytools docs/hw/graph/nv1/rop.rst). */
enum nv01_mode {
	NV01_MODE_Y8,
	NV01_MODE_RGB5,
	NV01_MODE_RGB10,
};

/* The kind of an expanded colour, which picks the working mode. */
enum nv01_src_kind {
	NV01_SRC_RGB5,  /* A1R5G5B5 source, or a 16bpp framebuffer pixel */
	NV01_SRC_RGB8,  /* A8R8G8B8 */
	NV01_SRC_RGB10, /* A2R10G10B10, or a 32bpp framebuffer pixel */
	NV01_SRC_Y8,    /* A8Y8, or an 8bpp framebuffer pixel */
	NV01_SRC_Y16,   /* A16Y16 */
};

/* An expanded source colour: 10-bit components, 8-bit alpha, the raw
 * low byte (index). */
struct nv01_color {
	uint16_t r, g, b;
	uint8_t a;
	uint8_t i;
	uint8_t kind; /* enum nv01_src_kind */
};

/* What PGRAPH sees of PFB: CONFIG_0 and BOOT_0 (envytools nvhw/pgraph.c). */
struct nv01_fb_view {
	uint32_t config; /* bits 4-6 width, 8-9 bpp, 12 double buffer */
	uint32_t boot;   /* bits 0-1 RAM amount */
};

/* The whole register state of PGRAPH. Pure functions of nv01_rop.c and
 * nv01_draw.c work on it. */
struct nv01_gr_state {
	uint32_t debug_a, debug_b, debug_c;
	uint32_t intr, invalid, intr_en, invalid_en;
	uint32_t ctx_switch, ctx_control;
	uint32_t vtx[18][2];                 /* vertex RAM: [slot][X, Y], absolute */
	uint32_t iclip[2];                   /* X, Y: absolute, 18 bits */
	uint32_t uclip_min[2], uclip_max[2]; /* [X, Y]: absolute, 18 bits */
	uint32_t pattern_rgb[2], pattern_a[2], pattern_bitmap[2], pattern_shape;
	uint32_t bitmap_color[2];
	uint32_t rop, plane, chroma, beta;
	uint32_t canvas_config;
	uint32_t xy_a, xy_b, xy_d[2], valid, src_color, subdivide, xy_e;
	uint32_t dma, notify;
	uint32_t canvas_min, canvas_max;
	uint32_t cliprect_min[2], cliprect_max[2], cliprect_config;
	uint32_t access, trap_addr, trap_data, status;
	uint32_t vtx_beta[14];
	bool timer_running; /* CTX_CONTROL.TIMER_RUNNING, started at PTIMER time timer_t0 */
	uint64_t timer_t0;
	/* Volatile operation state of our image and texture walks (the
	 * chip's stepping machine is not modelled register for register). */
	int32_t img_x, img_y;  /* IFC/BITMAP/IFM: next pixel within the image */
	uint32_t img_w, img_h; /* image size (SIZE_IN) */
	uint32_t out_w, out_h; /* output size (SIZE_OUT) */
	int32_t img_x0, img_y0;
	int32_t img_col; /* the column of the current image copy (continued streams) */
	bool img_active;
	uint32_t tex_i;             /* next texel */
};

/* Whether a pixel op reads the destination, the pattern. */
bool nv01_op_uses_dst(unsigned op, uint8_t rop);
bool nv01_op_uses_pat(unsigned op);

/* ------------------------------------------------------------------ nv01_rop.c */

struct nv01_color nv01_expand_color(const struct nv01_gr_state *s, uint32_t color);
uint32_t nv01_color_to_a1r10g10b10(struct nv01_color c);
uint8_t nv01_xlat_rop(unsigned op, uint8_t rop);
uint32_t nv01_do_rop(uint8_t rop, uint32_t dst, uint32_t src, uint32_t pat);
int nv01_dither_10to5(int val, int x, int y, bool isg);
unsigned nv01_fb_cpp(uint32_t pfb_config);
unsigned nv01_fb_width(uint32_t pfb_config);
uint32_t nv01_fb_pixel_addr(const struct nv01_fb_view *fb, int x, int y, int buf);
/* The reference ROP: given the current framebuffer pixel and the source
 * colour, returns the new pixel value; *write false when discarded. */
uint32_t nv01_rop_pixel(const struct nv01_gr_state *s, const struct nv01_fb_view *fb, int x, int y,
                        uint32_t pixel, struct nv01_color src, bool *write);
bool nv01_cliprect_pass(const struct nv01_gr_state *s, int buf, int x, int y);
/* The ROP's working mode for a source colour, and a state colour
 * (R10G10B10) truncated to that mode (for the fast paths). */
enum nv01_mode nv01_rop_mode(const struct nv01_gr_state *s, unsigned cpp, struct nv01_color c);
uint32_t nv01_state_color(enum nv01_mode mode, uint32_t v);

struct nv01_color nv01_expand_fb(const struct nv01_gr_state *s, const struct nv01_fb_view *fb,
                                 uint32_t pixel);

/* ------------------------------------------------------------------ the unit */

struct nv01_pgraph {
	struct nv01_gr_state s;
	struct sgpu_unit *u;
	struct sgpu_unit *pfb;
	struct sgpu_unit *pdma;
	struct sgpu_memspace *vram;
	struct nv01_fb_view fb; /* refreshed from PFB before each operation */
	bool fast;              /* use the fast paths (the default) */
	bool unimp_op_logged;
};

/* Draws one pixel of source colour src at absolute (x, y) to every
 * enabled buffer through the reference pipeline. */
void nv01_draw_pixel(struct nv01_pgraph *g, int x, int y, struct nv01_color src);
/* Blit one pixel: source at (sx, sy), destination at (dx, dy); a source
 * outside the clip rectangle (src_in_clip false) reads as 0. */
void nv01_blit_pixel(struct nv01_pgraph *g, int sx, int sy, bool src_in_clip, int dx, int dy);
/* Reads a framebuffer pixel (buffer buf); 0 when out of VRAM. */
uint32_t nv01_fb_read(struct nv01_pgraph *g, int x, int y, int buf);
/* The buffers a pixel goes to: bit 0 buffer 0, bit 1 buffer 1. */
unsigned nv01_dst_buffers(const struct nv01_pgraph *g);

/* Fast path: fill the rectangle [x0,x1)x[y0,y1) (already clipped) with a
 * solid colour. Returns false when the current state is not one it
 * handles; the caller then takes the reference path. */
bool nv01_fast_fill(struct nv01_pgraph *g, int x0, int y0, int x1, int y1, struct nv01_color src);
bool nv01_fast_blit(struct nv01_pgraph *g, int sx, int sy, int dx, int dy, int w, int h);
/* Caps the vector instruction set of the fast paths' row loops (0 baseline,
 * 1 AVX2, 2 AVX-512BW; the host's widest is the default), so that tests
 * can compare each with the reference path. Process-wide. */
void nv01_fast_set_isa(unsigned cap);

/* ------------------------------------------------------------------ nv01_xy.c */

/* Flags of the vertex methods (hwtest VTX_FIRST, VTX_POLY, VTX_FRACT). */
#define NV01_VTX_FIRST 1u
#define NV01_VTX_POLY 2u
#define NV01_VTX_FRACT 4u

unsigned nv01_xy_class(const struct nv01_gr_state *s);
bool nv01_xy_is_tex(const struct nv01_gr_state *s);
unsigned nv01_xy_vtxid(const struct nv01_gr_state *s);
void nv01_xy_clear_vtxid(struct nv01_gr_state *s);
void nv01_xy_bump_vtxid(struct nv01_gr_state *s);
bool nv01_xy_image_zero(const struct nv01_gr_state *s);
bool nv01_xy_use_v16(const struct nv01_gr_state *s);
void nv01_xy_clip_bounds(const struct nv01_gr_state *s, int32_t min[2], int32_t max[2]);
void nv01_xy_vtx_fixup(struct nv01_gr_state *s, int xy, unsigned idx, uint32_t coord, bool rel,
                       int ridx, unsigned sid);
void nv01_xy_iclip_fixup(struct nv01_gr_state *s, int xy, uint32_t coord, bool rel);
void nv01_xy_iclip_write(struct nv01_gr_state *s, int xy, uint32_t coord, bool rel);
void nv01_xy_uclip_write(struct nv01_gr_state *s, int xy, unsigned idx, uint32_t coord, bool rel);
void nv01_xy_uclip_read(struct nv01_gr_state *s);
void nv01_xy_set_clip(struct nv01_gr_state *s, bool is_size, uint32_t val);
void nv01_xy_clip_size_blit(struct nv01_gr_state *s, uint32_t val);
unsigned nv01_xy_mthd_xy(struct nv01_gr_state *s, uint32_t mthd, uint32_t val, unsigned flags);
unsigned nv01_xy_mthd_x32(struct nv01_gr_state *s, uint32_t val, unsigned flags);
unsigned nv01_xy_mthd_y32(struct nv01_gr_state *s, uint32_t val, unsigned flags);
void nv01_xy_mthd_size(struct nv01_gr_state *s, uint32_t val, bool out, bool in, bool ifm,
                       unsigned cpp_in);
void nv01_xy_mthd_rect(struct nv01_gr_state *s, uint32_t val);
void nv01_xy_mthd_pitch(struct nv01_gr_state *s, uint32_t val);
bool nv01_xy_mthd_offset(struct nv01_gr_state *s, uint32_t val);
bool nv01_xy_prep_draw(struct nv01_gr_state *s, bool poly);
bool nv01_xy_image_data(struct nv01_gr_state *s, bool bitmap_mthd, uint32_t val, unsigned cpp_in,
                        bool *start);

/* ------------------------------------------------------------------ nv01_draw.c */

/* Clip rectangle of the XY logic: the canvas, with the user clip's sides
 * that XY_B selects in place of the canvas's when the object's CLIP
 * option is set (empty when XY_B bits 8-9 reject). Max exclusive. */
void nv01_clip_rect(const struct nv01_gr_state *s, int32_t *x0, int32_t *y0, int32_t *x1,
                    int32_t *y1);
void nv01_draw_rect(struct nv01_pgraph *g, int32_t x, int32_t y, int32_t w, int32_t h,
                    struct nv01_color c);
void nv01_draw_line(struct nv01_pgraph *g, const int32_t *xs, const int32_t *ys, bool lin,
                    struct nv01_color c);
void nv01_draw_tri(struct nv01_pgraph *g, const int32_t *xs, const int32_t *ys,
                   struct nv01_color c);
/* nv01_tex.c: one texel of the current textured quad (inferred). */
void nv01_tex_texel(struct nv01_pgraph *g, unsigned cls, struct nv01_color c);
void nv01_draw_tri_sub(struct nv01_pgraph *g, const int64_t *xs, const int64_t *ys,
                       struct nv01_color c);

void nv01_draw_blit(struct nv01_pgraph *g, int32_t sx, int32_t sy, int32_t dx, int32_t dy,
                    int32_t w, int32_t h);

#endif /* SGPU_NV_GR_NV01_PGRAPH_H */
