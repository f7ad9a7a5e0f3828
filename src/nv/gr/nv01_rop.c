/* NV1 ROP: the per-pixel pipeline, reference path written step by step
 * after envytools docs/hw/graph/nv1/rop.rst and nvhw/pgraph.c (whose NV1
 * functions were checked against real cards by hwtest/pgraph_rop.cc).
 * Notes and what we inferred: docs/hw/nv1-pgraph.md. */
#include "nv/gr/nv01_pgraph.h"

#include <string.h>

static inline uint32_t extr(uint32_t v, unsigned lo, unsigned n)
{
	return v >> lo & ((1u << n) - 1);
}

/* ------------------------------------------------------------------ colour conversion */

/* COLOR_FORMAT_DST selects the source format modulo 5: 15 (BUF_NONE) is
 * A1R5G5B5 (rop.rst: "convert_src"). */
struct nv01_color nv01_expand_color(const struct nv01_gr_state *s, uint32_t v)
{
	unsigned fmt = NV01_OPT_CFMT_DST(s->ctx_switch) % 5;
	bool replicate = s->canvas_config >> 20 & 1;
	struct nv01_color c = {.i = v & 0xff};
	switch (fmt) {
	case 0: { /* A1R5G5B5: 5 -> 10 bits by x0x21 (REPLICATE) or <<5 */
		unsigned f = replicate ? 0x21 : 0x20;
		c.b = extr(v, 0, 5) * f;
		c.g = extr(v, 5, 5) * f;
		c.r = extr(v, 10, 5) * f;
		c.a = extr(v, 15, 1) * 0xff;
		c.kind = NV01_SRC_RGB5;
		break;
	}
	case 1: { /* A8R8G8B8: 8 -> 10 bits by (x*0x101)>>6 or <<2 */
		unsigned f = replicate ? 0x101 : 0x100;
		c.b = extr(v, 0, 8) * f >> 6;
		c.g = extr(v, 8, 8) * f >> 6;
		c.r = extr(v, 16, 8) * f >> 6;
		c.a = extr(v, 24, 8);
		c.kind = NV01_SRC_RGB8;
		break;
	}
	case 2: /* A2R10G10B10: alpha repeated 4 times, not affected by REPLICATE */
		c.b = extr(v, 0, 10);
		c.g = extr(v, 10, 10);
		c.r = extr(v, 20, 10);
		c.a = extr(v, 30, 2) * 0x55;
		c.kind = NV01_SRC_RGB10;
		break;
	case 3: { /* A8Y8 */
		unsigned f = replicate ? 0x101 : 0x100;
		c.r = c.g = c.b = extr(v, 0, 8) * f >> 6;
		c.a = extr(v, 8, 8);
		c.kind = NV01_SRC_Y8;
		break;
	}
	default: /* A16Y16: top 10 bits of Y, top 8 of A */
		c.r = c.g = c.b = extr(v, 0, 16) >> 6;
		c.a = extr(v, 16, 16) >> 8;
		c.kind = NV01_SRC_Y16;
		break;
	}
	if (!(s->ctx_switch & NV01_OPT_ALPHA))
		c.a = 0xff;
	return c;
}

uint32_t nv01_color_to_a1r10g10b10(struct nv01_color c)
{
	return (uint32_t)(c.a != 0) << 30 | (uint32_t)c.r << 20 | (uint32_t)c.g << 10 | c.b;
}

/* A framebuffer pixel as a source (BLIT) or destination. */
struct nv01_color nv01_expand_fb(const struct nv01_gr_state *s, const struct nv01_fb_view *fb,
                                 uint32_t pixel)
{
	struct nv01_color c = {.i = pixel & 0xff, .a = 0xff};
	unsigned f = (s->canvas_config >> 20 & 1) ? 0x21 : 0x20;
	switch (extr(fb->config, 8, 2)) {
	case 0:
	case 1: c.kind = NV01_SRC_Y8; break;
	case 2:
		c.kind = NV01_SRC_RGB5;
		c.r = extr(pixel, 10, 5) * f;
		c.g = extr(pixel, 5, 5) * f;
		c.b = extr(pixel, 0, 5) * f;
		break;
	default:
		c.kind = NV01_SRC_RGB10;
		c.r = extr(pixel, 20, 10);
		c.g = extr(pixel, 10, 10);
		c.b = extr(pixel, 0, 10);
		break;
	}
	return c;
}

/* State colours are kept as R10G10B10 and truncated to the working mode. */
static uint32_t state_downconvert(enum nv01_mode mode, uint32_t v)
{
	if (mode == NV01_MODE_Y8)
		return extr(v, 2, 8);
	if (mode == NV01_MODE_RGB5)
		return extr(v, 25, 5) << 10 | extr(v, 15, 5) << 5 | extr(v, 5, 5);
	return extr(v, 0, 30);
}

/* ------------------------------------------------------------------ framebuffer */

unsigned nv01_fb_cpp(uint32_t config)
{
	static const unsigned cpp[4] = {1, 1, 2, 4};
	return cpp[extr(config, 8, 2)];
}

unsigned nv01_fb_width(uint32_t config)
{
	static const unsigned w[8] = {576, 640, 800, 1024, 1152, 1280, 1600, 1856};
	return w[extr(config, 4, 3)];
}

/* Address of pixel (x, y) of buffer buf, wrapped to VRAM (or to its
 * half in double-buffer mode), after nvhw nv01_pgraph_pixel_addr. */
uint32_t nv01_fb_pixel_addr(const struct nv01_fb_view *fb, int x, int y, int buf)
{
	uint32_t addr =
	        ((uint32_t)y * nv01_fb_width(fb->config) + (uint32_t)x) * nv01_fb_cpp(fb->config);
	uint32_t memsize = 1u << (20 + extr(fb->boot, 0, 2));
	if (fb->config >> 12 & 1) {
		addr &= memsize / 2 - 1;
		addr += (uint32_t)(buf & 1) * (memsize / 2);
	} else {
		addr &= memsize - 1;
	}
	return addr;
}

/* ------------------------------------------------------------------ cliprects */

bool nv01_cliprect_pass(const struct nv01_gr_state *s, int buf, int x, int y)
{
	if (buf == 1 && (s->canvas_config >> 4 & 1))
		return true;
	unsigned num = extr(s->cliprect_config, 0, 2);
	if (!num)
		return true;
	if (num == 3)
		num = 2; /* COUNT 3 acts as 2 */
	bool covered = false;
	for (unsigned i = 0; i < num; i++) {
		if (x >= (int)extr(s->cliprect_min[i], 0, 16) &&
		    y >= (int)extr(s->cliprect_min[i], 16, 16) &&
		    x < (int)extr(s->cliprect_max[i], 0, 16) &&
		    y < (int)extr(s->cliprect_max[i], 16, 16))
			covered = true;
	}
	return covered ^ (s->cliprect_config >> 4 & 1); /* MODE: OCCLUDED inverts */
}

/* ------------------------------------------------------------------ bitwise operation */

/* The object's OP says how the three ROP operands map onto DST, SRC and
 * PAT; this turns the global 8-bit ROP into one indexed by
 * (PAT << 2 | SRC << 1 | DST). */
uint8_t nv01_xlat_rop(unsigned op, uint8_t rop)
{
	/* operand sources for ROP bit positions 0, 1, 2: 0 DST, 1 SRC, 2 PAT */
	static const uint8_t perm[6][3] = {
	        {0, 1, 2}, /* 0x10 ROP_DSP */
	        {1, 0, 2}, /* 0x11 ROP_SDP */
	        {0, 2, 1}, /* 0x12 ROP_DPS */
	        {2, 0, 1}, /* 0x13 ROP_PDS */
	        {1, 2, 0}, /* 0x14 ROP_SPD */
	        {2, 1, 0}, /* 0x15 ROP_PSD */
	};
	if (op == NV01_OP_SRCCOPY)
		return 0xcc;
	if (op == NV01_OP_RPOP_DS || op == NV01_OP_RPOP_SP) {
		/* Two-operand ROPs: groups of ROP bits fold into the used pair. */
		static const uint8_t ds[4] = {0x11, 0x44, 0x22, 0x88};
		static const uint8_t sp[4] = {0x03, 0x0c, 0x30, 0xc0};
		const uint8_t *t = op == NV01_OP_RPOP_DS ? ds : sp;
		uint8_t res = 0;
		if (rop & 0x01)
			res |= t[0];
		if (rop & 0x16)
			res |= t[1];
		if (rop & 0x68)
			res |= t[2];
		if (rop & 0x80)
			res |= t[3];
		return res;
	}
	unsigned sw[3];
	if (op < 0x08) {
		for (unsigned k = 0; k < 3; k++)
			sw[k] = op >> k & 1; /* S or D */
	} else if (op < 0x10) {
		for (unsigned k = 0; k < 3; k++)
			sw[k] = (op >> k & 1) + 1; /* S or P */
	} else if (op <= 0x15) {
		memcpy(sw,
		       (unsigned[3]){perm[op - 0x10][0], perm[op - 0x10][1], perm[op - 0x10][2]},
		       sizeof(sw));
	} else {
		return 0xcc; /* not a bitwise op: callers never ask */
	}
	uint8_t res = 0;
	for (unsigned i = 0; i < 8; i++) {
		unsigned s = (i >> sw[2] & 1) << 2 | (i >> sw[1] & 1) << 1 | (i >> sw[0] & 1);
		if (rop >> s & 1)
			res |= 1u << i;
	}
	return res;
}

uint32_t nv01_do_rop(uint8_t rop, uint32_t dst, uint32_t src, uint32_t pat)
{
	/* Bitwise over the minterms: 8 masks instead of 32 single bits. */
	uint32_t res = 0;
	for (unsigned m = 0; m < 8; m++) {
		if (!(rop >> m & 1))
			continue;
		uint32_t t = (m & 4 ? pat : ~pat) & (m & 2 ? src : ~src) & (m & 1 ? dst : ~dst);
		res |= t;
	}
	return res;
}

bool nv01_op_uses_pat(unsigned op)
{
	return (op >= 0x09 && op < 0x16) || op >= NV01_OP_BLEND_PS_B;
}

/* ------------------------------------------------------------------ blending and dither */

static uint32_t blend_factor_square(uint32_t a)
{
	return a == 0xff ? a : (a >> 4) * (a >> 4);
}

static uint32_t blend_factor(uint32_t a, uint32_t beta)
{
	if (beta == 0xff)
		return a;
	if (a == 0xff)
		return beta;
	return ((a >> 4) * beta) >> 4;
}

static uint32_t blend_one(uint32_t f, uint32_t dst, uint32_t src)
{
	return ((dst >> 2) * (0xff - f) + (src >> 2) * f) >> 6;
}

static uint32_t do_blend(uint32_t f, uint32_t dst, uint32_t src)
{
	if (f == 0xff)
		return src;
	if (!f)
		return dst;
	return (blend_one(f, extr(dst, 20, 10), extr(src, 20, 10)) & 0x3ff) << 20 |
	       (blend_one(f, extr(dst, 10, 10), extr(src, 10, 10)) & 0x3ff) << 10 |
	       (blend_one(f, extr(dst, 0, 10), extr(src, 0, 10)) & 0x3ff);
}

/* The 10 -> 5 bit dither of nvhw nv01_pgraph_dither_10to5: bits 2-4 of the
 * component pick how many of the 4x4 positions round up. */
int nv01_dither_10to5(int val, int x, int y, bool isg)
{
	static const uint8_t tab[4][4] = {
	        {0, 1, 1, 0},
	        {0, 0, 1, 0},
	        {0, 0, 1, 1},
	        {1, 1, 1, 1},
	};
	int step = val >> 2 & 7;
	val >>= 5;
	int w = (x ^ y) >> 1 & 1;
	int z = tab[y >> 2 & 3][x >> 2 & 3] ^ isg;
	if (step & 1)
		z ^= w;
	int tx = x & 1, ty = y & 1, d;
	switch (step) {
	case 1: d = !tx && !ty && z; break;
	case 2: d = !(tx ^ ty) && (tx ^ z); break;
	case 3: d = !(tx ^ ty) && (!tx || z); break;
	case 4: d = !(tx ^ ty); break;
	case 5: d = !(tx ^ ty) || (tx && !ty && z); break;
	case 6: d = !(tx ^ ty) || (ty ^ z); break;
	case 7: d = tx || !ty || z; break;
	default: d = 0; break;
	}
	if (val < 0x1f)
		val += d;
	return val;
}

static uint32_t to_r5g5b5(const struct nv01_gr_state *s, int x, int y, uint32_t v)
{
	if (s->canvas_config >> 16 & 1) {
		uint32_t r = nv01_dither_10to5(extr(v, 22, 8) << 2, x, y, false);
		uint32_t g = nv01_dither_10to5(extr(v, 12, 8) << 2, x, y, true);
		uint32_t b = nv01_dither_10to5(extr(v, 2, 8) << 2, x, y, false);
		return r << 10 | g << 5 | b;
	}
	return extr(v, 25, 5) << 10 | extr(v, 15, 5) << 5 | extr(v, 5, 5);
}

static uint32_t r5g5b5_to_r10(uint32_t c)
{
	return extr(c, 10, 5) << 25 | extr(c, 5, 5) << 15 | extr(c, 0, 5) << 5;
}

/* ------------------------------------------------------------------ the pixel */

static enum nv01_mode working_mode(const struct nv01_gr_state *s, unsigned cpp, struct nv01_color c)
{
	unsigned op = NV01_OPT_OP(s->ctx_switch);
	bool blend = op >= NV01_OP_BLEND_DS_AA;
	bool y8_expand = s->canvas_config >> 12 & 1;
	bool dither = s->canvas_config >> 16 & 1;
	if (cpp == 1 || (c.kind == NV01_SRC_Y8 && !y8_expand && !blend))
		return NV01_MODE_Y8;
	if (c.kind == NV01_SRC_RGB5 && cpp == 2)
		return NV01_MODE_RGB5;
	if (cpp == 2 && blend && !dither)
		return NV01_MODE_RGB5;
	return NV01_MODE_RGB10;
}

static void pattern_pixel(const struct nv01_gr_state *s, int x, int y, enum nv01_mode mode,
                          uint32_t *pat, uint8_t *pa)
{
	unsigned bit;
	switch (s->pattern_shape & 3) {
	case 0: bit = (x & 7) | (y & 7) << 3; break;
	case 1: bit = x & 0x3f; break;
	case 2: bit = y & 0x3f; break;
	default: bit = (y & 0x3f) | (x & 0x3c); break; /* the "weird" shape 3 */
	}
	unsigned idx = s->pattern_bitmap[bit >> 5] >> (bit & 0x1f) & 1;
	*pat = state_downconvert(mode, s->pattern_rgb[idx]);
	*pa = s->pattern_a[idx] & 0xff;
}

uint32_t nv01_rop_pixel(const struct nv01_gr_state *s, const struct nv01_fb_view *fb, int x, int y,
                        uint32_t pixel, struct nv01_color c, bool *write)
{
	unsigned cpp = nv01_fb_cpp(fb->config);
	unsigned op = NV01_OPT_OP(s->ctx_switch);
	bool blend = op >= NV01_OP_BLEND_DS_AA;
	enum nv01_mode mode = working_mode(s, cpp, c);
	uint32_t mask, src, dst;
	*write = false;
	if (mode == NV01_MODE_Y8) {
		mask = 0xff;
		src = c.i;
		dst = pixel & mask;
	} else if (mode == NV01_MODE_RGB5) {
		mask = 0x7fff;
		src = (uint32_t)(c.r >> 5) << 10 | (uint32_t)(c.g >> 5) << 5 | (c.b >> 5);
		dst = pixel & mask;
	} else {
		mask = 0x3fffffff;
		src = (uint32_t)c.r << 20 | (uint32_t)c.g << 10 | c.b;
		if (cpp == 2) {
			struct nv01_color d = nv01_expand_fb(s, fb, pixel);
			dst = (uint32_t)d.r << 20 | (uint32_t)d.g << 10 | d.b;
		} else {
			dst = pixel & mask;
		}
	}
	if (!c.a)
		return pixel; /* zero source alpha: discard */
	if (op == 0x16 || op > NV01_OP_BLEND_PS_IB)
		return pixel; /* undefined operation: see nv01_pgraph.c (UNIMP) */
	uint32_t pat;
	uint8_t pa;
	pattern_pixel(s, x, y, mode, &pat, &pa);
	if (nv01_op_uses_pat(op) && !pa)
		return pixel;
	uint32_t res;
	if (!blend) {
		uint8_t rop = nv01_xlat_rop(op, s->rop & 0xff);
		/* DEBUG_A bit 20: a ROP that keeps DST writes nothing */
		if (rop == 0xaa && (s->debug_a >> 20 & 1) && !(s->ctx_switch & NV01_OPT_PLANE))
			return pixel;
		res = nv01_do_rop(rop, dst, src, pat) & mask;
		if ((s->ctx_switch & NV01_OPT_CHROMA) && (s->chroma >> 30 & 1) &&
		    state_downconvert(mode, s->chroma) == res)
			return pixel;
		if (s->ctx_switch & NV01_OPT_PLANE) {
			if (!(s->plane >> 30 & 1) && (s->debug_a >> 28 & 1))
				return pixel; /* PLANE_ALPHA_ENABLE */
			uint32_t pm = state_downconvert(mode, s->plane);
			res = (pm & res) | (~pm & dst);
		}
	} else {
		uint32_t beta = extr(s->beta, 23, 8);
		uint32_t f, other = dst;
		switch (op) {
		case NV01_OP_BLEND_DS_AA: f = blend_factor_square(c.a); break;
		case NV01_OP_BLEND_DS_AB:
			if (!beta)
				return pixel;
			f = blend_factor(c.a, beta);
			break;
		case NV01_OP_BLEND_DS_AIB:
			if (beta == 0xff)
				return pixel;
			f = blend_factor(c.a, 0xff - beta);
			break;
		case NV01_OP_BLEND_PS_B:
			f = beta;
			other = pat;
			break;
		default: /* BLEND_PS_IB */
			f = 0xff - beta;
			other = pat;
			break;
		}
		if (mode == NV01_MODE_RGB5) {
			src = r5g5b5_to_r10(src);
			other = r5g5b5_to_r10(other);
		}
		res = do_blend(f & 0xff, other, src);
	}
	if (cpp == 2 && (mode == NV01_MODE_RGB10 || blend))
		res = to_r5g5b5(s, x, y, res);
	bool bypass = s->canvas_config & 1;
	*write = true;
	if (cpp == 1)
		return res & 0xff;
	if (cpp == 2)
		return (uint32_t)bypass << 15 | (res & 0x7fff);
	return (uint32_t)bypass << 31 | (res & 0x7fffffff);
}

bool nv01_op_uses_dst(unsigned op, uint8_t rop)
{
	if (op >= NV01_OP_BLEND_DS_AA)
		return op <= NV01_OP_BLEND_DS_AIB;
	if (op == NV01_OP_SRCCOPY)
		return false;
	uint8_t r = nv01_xlat_rop(op, rop);
	return ((r >> 1) & 0x55) != (r & 0x55);
}

/* Hooks for the fast paths (nv01_fast.c): the working mode and a state
 * colour (CHROMA, PLANE) in it, exactly as the pixel above uses them. */
enum nv01_mode nv01_rop_mode(const struct nv01_gr_state *s, unsigned cpp, struct nv01_color c)
{
	return working_mode(s, cpp, c);
}

uint32_t nv01_state_color(enum nv01_mode mode, uint32_t v)
{
	return state_downconvert(mode, v);
}
