/* NV1 XY logic state: vertex RAM, the image and user clip registers, the
 * clip status bits of XY_D, the vertex slot counter in XY_A and the VALID
 * bookkeeping of the vertex methods.
 *
 * The behaviour is envytools' (nvhw/pgraph_xy.c, nvhw/pgraph.c
 * pgraph_prep_draw, hwtest/pgraph_mthd_xy.cc, pgraph_class_clip.cc,
 * pgraph_class_ifm.cc, pgraph_state_tests.cc; all checked against NV1
 * cards), re-expressed here; docs/hw/nv1-pgraph.md ("XY logic") lists the
 * facts. Class-dependent decisions use the class of the current object
 * (ACCESS bits 12-16), not the method area written, as on the chip. */
#include "nv/gr/nv01_pgraph.h"

/* ------------------------------------------------------------------ bit helpers */

static uint32_t field(uint32_t v, unsigned bit, unsigned n)
{
	return v >> bit & ((1u << n) - 1);
}

static void set_field(uint32_t *v, unsigned bit, unsigned n, uint32_t f)
{
	uint32_t m = ((1u << n) - 1) << bit;
	*v = (*v & ~m) | (f << bit & m);
}

/* Bits bit..bit+n-1 of v as a signed number. */
static int32_t sfield(uint32_t v, unsigned bit, unsigned n)
{
	uint32_t f = field(v, bit, n), sign = 1u << (n - 1);
	return (int32_t)((f ^ sign) - sign);
}

static int32_t asr4(int32_t v)
{
	return v < 0 ? ~(~v >> 4) : v >> 4; /* arithmetic, without relying on >> of negatives */
}

/* ------------------------------------------------------------------ classes */

unsigned nv01_xy_class(const struct nv01_gr_state *s)
{
	return s->access >> 12 & 0x1f;
}

bool nv01_xy_is_tex(const struct nv01_gr_state *s)
{
	unsigned c = nv01_xy_class(s) & 0xf;
	return c == 0xd || c == 0xe;
}

static bool is_line_or_tri(const struct nv01_gr_state *s)
{
	unsigned c = nv01_xy_class(s);
	return c == NV01_CLASS_LINE || c == NV01_CLASS_LIN || c == NV01_CLASS_TRI;
}

static bool is_rect_or_blit(const struct nv01_gr_state *s)
{
	unsigned c = nv01_xy_class(s);
	return c == NV01_CLASS_RECT || c == NV01_CLASS_BLIT;
}

/* IFC, BITMAP and IFM keep their point in vertex 4. */
static bool is_image(const struct nv01_gr_state *s)
{
	unsigned c = nv01_xy_class(s);
	return c == NV01_CLASS_IFC || c == NV01_CLASS_BITMAP || c == NV01_CLASS_IFM;
}

static bool fract_mode(const struct nv01_gr_state *s)
{
	return nv01_xy_is_tex(s) && (s->xy_b >> 25 & 1);
}

static int32_t canvas_base(const struct nv01_gr_state *s, int xy)
{
	return sfield(s->canvas_min, 16 * (unsigned)xy, 16);
}

/* ------------------------------------------------------------------ vertex counter */

unsigned nv01_xy_vtxid(const struct nv01_gr_state *s)
{
	return s->xy_a >> 28;
}

void nv01_xy_clear_vtxid(struct nv01_gr_state *s)
{
	set_field(&s->xy_a, 28, 4, 0);
}

/* The slot counter wraps per class: TRI at 3, BLIT and ITM at 4, the
 * textured classes at 3 or 4, everything else alternates 0/1. Context
 * classes do not count. */
void nv01_xy_bump_vtxid(struct nv01_gr_state *s)
{
	unsigned c = nv01_xy_class(s);
	if (c < 8 || c == 0x0f || (c > 0x14 && c < 0x1d) || c == 0x1f)
		return;
	unsigned id = nv01_xy_vtxid(s) + 1;
	if (c == NV01_CLASS_TRI)
		id = id == 3 ? 0 : id;
	else if (c == NV01_CLASS_BLIT || c == NV01_CLASS_ITM)
		id = id == 4 ? 0 : id;
	else if (nv01_xy_is_tex(s))
		id = id == 3u + nv01_xy_use_v16(s) ? 0 : id;
	else
		id &= 1;
	set_field(&s->xy_a, 28, 4, id);
}

bool nv01_xy_image_zero(const struct nv01_gr_state *s)
{
	return s->xy_a >> 12 & 1;
}

static void set_image_zero(struct nv01_gr_state *s, bool z)
{
	set_field(&s->xy_a, 12, 1, z);
}

/* Whether the textured classes keep clip status for a 16th vertex slot
 * (nvhw nv01_pgraph_use_v16). */
bool nv01_xy_use_v16(const struct nv01_gr_state *s)
{
	unsigned c = nv01_xy_class(s);
	bool d0_24 = s->debug_a >> 24 & 1, d1_8 = s->debug_b >> 8 & 1, d1_24 = s->debug_b >> 24 & 1;
	bool sdl = true;
	for (unsigned j = 0; j < 4; j++)
		if (field(s->subdivide, (j / 2) * 4, 4) > field(s->subdivide, 16 + j * 4, 4))
			sdl = false;
	bool biopt = d1_8 && !field(s->xy_d[0], 28, 2) && !field(s->xy_d[1], 28, 2);
	if (c == NV01_CLASS_TEXLIN || c == NV01_CLASS_TEXLINBETA)
		return d1_24 && (!d0_24 || sdl) && !biopt;
	if (c == NV01_CLASS_TEXQUAD || c == NV01_CLASS_TEXQUADBETA)
		return d1_24 && (!d0_24 || sdl);
	return false;
}

/* ------------------------------------------------------------------ clip status */

/* The bounds the clip status compares against: canvas, or the user clip
 * when XY_B selects it (and the object has CLIP), or ICLIP as maximum.
 * Both ends inclusive, 12 bits. */
void nv01_xy_clip_bounds(const struct nv01_gr_state *s, int32_t min[2], int32_t max[2])
{
	bool uce = s->ctx_switch & NV01_OPT_CLIP;
	for (int i = 0; i < 2; i++) {
		min[i] = canvas_base(s, i);
		max[i] = (int32_t)field(s->canvas_max, 16 * (unsigned)i, 12);
		unsigned sel = field(s->xy_b, 12 + 4 * (unsigned)i, 3);
		if ((sel & 1) && uce)
			min[i] = (int32_t)s->uclip_min[i];
		if ((sel & 2) && uce)
			max[i] = (int32_t)s->uclip_max[i];
		if (sel & 4)
			max[i] = (int32_t)s->iclip[i];
		if (min[i] < 0)
			min[i] = 0;
		min[i] &= 0xfff;
		max[i] &= 0xfff;
	}
}

/* 4 bits: below min, at min, above max, at max. */
static unsigned clip_status(const struct nv01_gr_state *s, uint32_t coord, int xy, bool tex)
{
	int32_t mn[2], mx[2], c;
	nv01_xy_clip_bounds(s, mn, mx);
	if (tex) {
		c = sfield(coord, 15, 16);
		if (s->xy_b >> 25 & 1)
			c = asr4(c);
	} else {
		c = sfield(coord, 0, 18);
	}
	return (unsigned)(c < mn[xy]) | (unsigned)(c == mn[xy]) << 1 | (unsigned)(c > mx[xy]) << 2 |
	       (unsigned)(c == mx[xy]) << 3;
}

/* XY_D: carry (bit sid) and out-of-range (bit 4 + sid) per slot, clip
 * status in nibbles 2-5; vertices 16 and 17 keep theirs in XY_E. POINT
 * keeps its status in nibbles 2 and 3. */
static void set_xy_d(struct nv01_gr_state *s, int xy, unsigned idx, unsigned sid, bool carry,
                     bool oob, unsigned cstat)
{
	uint32_t *d = &s->xy_d[xy];
	sid &= 3;
	set_field(d, sid, 1, carry);
	set_field(d, sid + 4, 1, oob);
	if (nv01_xy_class(s) == NV01_CLASS_POINT) {
		set_field(d, 8, 4, cstat);
		set_field(d, 12, 4, cstat);
	} else if (idx < 16 || nv01_xy_use_v16(s)) {
		set_field(d, 8 + sid * 4, 4, cstat);
	}
	if (idx >= 16 && idx < 18)
		set_field(&s->xy_e, 16 + (unsigned)xy * 4 + (idx - 16) * 8, 4, cstat);
}

static bool out_of_range(int32_t v)
{
	return v >= 0x8000 || v < -0x8000;
}

/* ------------------------------------------------------------------ vertex writes */

/* A coordinate into vertex idx: relative ones add the canvas origin, or
 * vertex ridx (ridx >= 0). MMIO writes and the size methods. */
void nv01_xy_vtx_fixup(struct nv01_gr_state *s, int xy, unsigned idx, uint32_t coord, bool rel,
                       int ridx, unsigned sid)
{
	bool tex = nv01_xy_is_tex(s);
	uint32_t cbase = (uint32_t)canvas_base(s, xy);
	if (ridx >= 0)
		cbase = s->vtx[ridx][xy];
	else if (fract_mode(s))
		cbase <<= 4;
	if (rel)
		coord += cbase;
	s->vtx[idx][xy] = coord;
	bool oob = !tex && out_of_range((int32_t)coord);
	bool carry = rel && coord < cbase;
	set_xy_d(s, xy, idx, sid, carry, oob, clip_status(s, coord, xy, tex));
}

/* A vertex method's coordinate (nvhw nv01_pgraph_set_vtx): relative to
 * the canvas; the textured classes store it << 15 | 0x4000 (1/16 pixel
 * units when XY_B bit 25 says the vertex was an XYF one). */
static void set_vtx(struct nv01_gr_state *s, int xy, unsigned idx, int32_t coord, bool is32)
{
	bool tex = nv01_xy_is_tex(s), fract = fract_mode(s);
	uint32_t cbase = (uint32_t)canvas_base(s, xy);
	if (fract)
		cbase <<= 4;
	uint32_t c = (uint32_t)coord + cbase;
	bool carry = c < cbase;
	bool oob = out_of_range((int32_t)c);
	if (tex)
		oob |= s->xy_d[xy] >> ((idx & 3) + 4) & 1;
	s->vtx[idx][xy] = (tex && !is32) ? c << 15 | 0x4000 : c;
	uint32_t sc = is32 ? c : (uint32_t)sfield(c, fract ? 4 : 0, fract ? 14 : 18);
	set_xy_d(s, xy, idx, idx, carry, oob, clip_status(s, sc, xy, tex && is32));
}

/* ------------------------------------------------------------------ clip registers */

/* ICLIP: 18 bits; XY_B bit 14 + 4 xy (and 20 for X) says the image clip
 * is not beyond the maximum, bit 4 + xy that it is below the minimum
 * (nvhw nv01_pgraph_iclip_fixup). */
void nv01_xy_iclip_fixup(struct nv01_gr_state *s, int xy, uint32_t coord, bool rel)
{
	bool tex = nv01_xy_is_tex(s), uce = s->ctx_switch & NV01_OPT_CLIP;
	int32_t max = (int32_t)field(s->canvas_max, 16 * (unsigned)xy, 12);
	if ((s->xy_b & 0x2000u << (xy * 4)) && uce)
		max = (int32_t)(s->uclip_max[xy] & 0xfff);
	int32_t cb = canvas_base(s, xy);
	int32_t cmin = cb < 0 ? 0 : cb;
	if (uce && (s->xy_b & 0x1000u << (xy * 4)))
		cmin = (int32_t)s->uclip_min[xy];
	cmin &= 0xfff;
	uint32_t cbase = (uint32_t)cb;
	if (fract_mode(s))
		cbase <<= 4;
	if (rel)
		coord += cbase;
	s->iclip[xy] = coord & 0x3ffff;
	int32_t c;
	if (tex) {
		c = sfield(coord, 15, 16);
		if (s->xy_b >> 25 & 1)
			c = asr4(c);
	} else {
		c = sfield(coord, 0, 18);
	}
	set_field(&s->xy_b, 14 + 4 * (unsigned)xy, 1, c <= max);
	if (!xy) {
		set_field(&s->xy_b, 20, 1, c <= max);
		set_field(&s->xy_b, 4, 1, c < cmin);
	} else {
		set_field(&s->xy_b, 5, 1, c < cmin);
	}
}

/* hwtest IClipWriteTest: an MMIO write first clears XY_B bits 14, 18, 20. */
void nv01_xy_iclip_write(struct nv01_gr_state *s, int xy, uint32_t coord, bool rel)
{
	s->xy_b &= ~(1u << 14 | 1u << 18 | 1u << 20);
	nv01_xy_iclip_fixup(s, xy, coord, rel);
}

/* UCLIP: min and max form a two-entry queue; a write to either pushes
 * (hwtest ScanClipTest). idx says which register was written. */
void nv01_xy_uclip_write(struct nv01_gr_state *s, int xy, unsigned idx, uint32_t coord, bool rel)
{
	bool tex = nv01_xy_is_tex(s);
	if (rel)
		coord += (uint32_t)canvas_base(s, xy);
	s->uclip_min[xy] = s->uclip_max[xy];
	s->uclip_max[xy] = coord & 0x3ffff;
	s->vtx[15][xy] = coord;
	s->xy_b &= ~0x0177000u;
	if (!idx) {
		set_field(&s->xy_b, 24, 1, 0);
		return;
	}
	int32_t cmin = (int32_t)field(s->canvas_min, 16 * (unsigned)xy, 12);
	if (s->canvas_min >> (16 * xy + 15) & 1)
		cmin = 0;
	int32_t cmax = (int32_t)field(s->canvas_max, 16 * (unsigned)xy, 12);
	int32_t ucmax = sfield(s->uclip_max[xy], 0, 18);
	if (tex && (s->xy_b >> 25 & 1))
		ucmax = asr4(ucmax);
	uint32_t m = s->xy_d[xy];
	set_field(&s->xy_b, 4 + (unsigned)xy, 1, 0);
	set_field(&s->xy_b, 8 + (unsigned)xy, 1, ucmax < cmin || ((m >> 10 & 1) && ucmax >= 0));
	set_field(&s->xy_b, 12 + (unsigned)xy * 4, 1, !(m >> 8 & 1));
	set_field(&s->xy_b, 13 + (unsigned)xy * 4, 1, ucmax <= cmax);
}

/* Reading a UCLIP register clears XY_B bits 12-23 (hwtest MMIOReadTest). */
void nv01_xy_uclip_read(struct nv01_gr_state *s)
{
	s->xy_b &= ~0xfff000u;
}

/* ------------------------------------------------------------------ CLIP class */

/* CLIP.CORNER (is_size 0) and CLIP.SIZE (1), nvhw nv01_pgraph_set_clip. */
void nv01_xy_set_clip(struct nv01_gr_state *s, bool is_size, uint32_t val)
{
	unsigned cls = nv01_xy_class(s);
	bool tex_cls = nv01_xy_is_tex(s), tex = tex_cls && !is_size;
	if (is_size) {
		bool n = s->valid >> 24 & 1;
		s->valid &= ~0x11000000u;
		if (!n)
			s->valid |= 1u << 28;
		s->xy_b &= 0x03000001;
		if (cls == NV01_CLASS_ITM)
			set_image_zero(s, !(val & 0xffff) || !(val >> 16));
	} else {
		if (tex_cls && (s->xy_b >> 24 & 3) == 3) {
			s->valid = 0;
			s->xy_b &= ~0x02000000u;
		}
		s->valid = (s->valid & ~0x11000000u) | 1u << 24;
		s->xy_b = (s->xy_b & 0x330) | 0x01000000;
	}
	for (int xy = 0; xy < 2; xy++) {
		uint32_t half = val >> (16 * xy) & 0xffff;
		uint32_t cbase = (uint32_t)canvas_base(s, xy);
		unsigned svidx = tex ? 4 : 15, dvidx = svidx, mvidx = is_size;
		if (is_size && (cls == NV01_CLASS_RECT || is_image(s))) {
			svidx = 0;
			dvidx = nv01_xy_vtxid(s) & 0xf;
			mvidx = dvidx % 4;
		}
		if (is_size && cls == NV01_CLASS_ITM) {
			svidx = 0;
			dvidx = 2;
			mvidx = 2;
			s->vtx[3][xy] = half;
		}
		if (dvidx >= 18)
			dvidx = 15; /* slots 18-31 do not exist: keep the write in RAM */
		if (tex_cls && (s->xy_b >> 25 & 1))
			cbase <<= 4;
		uint32_t base = is_size ? s->vtx[svidx][xy] : cbase;
		uint32_t nw = (is_size ? half : (uint32_t)(int32_t)(int16_t)half) + base;
		uint32_t m2 = s->xy_d[xy];
		uint32_t vc = tex ? nw << 15 | 1u << 14 : nw;
		s->vtx[dvidx][xy] = vc;
		s->uclip_min[xy] = s->uclip_max[xy];
		s->uclip_max[xy] = nw & 0x3ffff;
		unsigned cstat = clip_status(s, nw, xy, tex_cls && is_size);
		bool oob = out_of_range((int32_t)nw);
		if (tex_cls)
			oob = is_size ? false : (oob || (m2 >> (mvidx + 4) & 1));
		set_xy_d(s, xy, mvidx, mvidx, nw < base, oob, cstat);
		if (!is_size)
			continue;
		int32_t cmin = (int32_t)(s->canvas_min >> (16 * xy) & 0x8fff);
		if (cmin & 0x8000)
			cmin = 0;
		int32_t cmax = (int32_t)(s->canvas_max >> (16 * xy) & 0xfff);
		int32_t ucmax = sfield(s->uclip_max[xy], 0, 18);
		if (tex_cls)
			ucmax = sfield(vc, 15, 16);
		if (tex_cls && (s->xy_b >> 25 & 1))
			ucmax = asr4(ucmax);
		s->xy_b |= (uint32_t)(ucmax < cmin) << (8 + xy);
		if (m2 >> 10 & 1)
			s->xy_b |= (uint32_t)(ucmax >= 0) << (8 + xy);
		if (!(m2 >> 8 & 1))
			s->xy_b |= 1u << (12 + xy * 4);
		s->xy_b |= (uint32_t)(ucmax <= cmax) << (13 + xy * 4);
	}
}

/* CLIP.SIZE while the current object is a BLIT acts as the blit's size
 * (hwtest MthdClipRect, NV1). */
void nv01_xy_clip_size_blit(struct nv01_gr_state *s, uint32_t val)
{
	bool n = s->valid >> 24 & 1;
	s->valid &= ~0x11000000u;
	if (!n)
		s->valid |= 1u << 28;
	s->xy_b &= 0x03000331;
	for (int xy = 0; xy < 2; xy++) {
		uint32_t half = val >> (16 * xy) & 0xffff;
		nv01_xy_vtx_fixup(s, xy, 2, half, true, 0, 2);
		nv01_xy_vtx_fixup(s, xy, 3, half, true, 1, 3);
	}
}

/* ------------------------------------------------------------------ vertex methods */

/* A 16-bit XY pair method (hwtest MthdVtxXy, NV1). Returns the slot. */
unsigned nv01_xy_mthd_xy(struct nv01_gr_state *s, uint32_t mthd, uint32_t val, unsigned flags)
{
	bool first = flags & NV01_VTX_FIRST, poly = flags & NV01_VTX_POLY;
	bool fract = flags & NV01_VTX_FRACT, eff = false;
	if (first)
		nv01_xy_clear_vtxid(s);
	unsigned vidx = nv01_xy_vtxid(s);
	if (is_image(s))
		vidx = 4;
	if (nv01_xy_is_tex(s)) {
		eff = fract;
		vidx = (mthd - 0x10) >> 2 & 0xf;
		if (vidx >= 12)
			vidx -= 8;
		if ((s->xy_b >> 24 & 1) && (s->xy_b >> 25 & 1) != fract)
			s->valid &= ~0xffffffu;
	}
	if (vidx >= 18)
		vidx &= 0xf; /* the counter can hold 0-15 after a host write */
	set_field(&s->xy_b, 0, 1, 0);
	set_field(&s->xy_b, 24, 1, 1);
	set_field(&s->xy_b, 25, 1, eff);
	nv01_xy_bump_vtxid(s);
	set_vtx(s, 0, vidx, (int16_t)(val & 0xffff), false);
	set_vtx(s, 1, vidx, (int16_t)(val >> 16), false);
	if (!poly) {
		if (vidx <= 8)
			s->valid |= 0x1001u << vidx;
		if (is_line_or_tri(s)) {
			if (first)
				s->valid = (s->valid & ~0xffffffu) | 0x011111;
			else
				s->valid |= 0x10010u << (vidx & 3);
		}
		if (is_rect_or_blit(s) && first)
			s->valid |= 0x100;
	} else if (is_line_or_tri(s)) {
		s->valid |= 0x10010u << (vidx & 3);
	}
	return vidx;
}

/* A 32-bit X method (hwtest MthdVtxX32, NV1): does not advance the slot. */
unsigned nv01_xy_mthd_x32(struct nv01_gr_state *s, uint32_t val, unsigned flags)
{
	bool first = flags & NV01_VTX_FIRST, poly = flags & NV01_VTX_POLY;
	if (first)
		nv01_xy_clear_vtxid(s);
	unsigned vidx = nv01_xy_vtxid(s);
	if (vidx >= 18)
		vidx &= 0xf;
	if (nv01_xy_is_tex(s) && (s->xy_b >> 24 & 3) == 3)
		s->valid &= ~0xffffffu;
	set_field(&s->xy_b, 0, 1, 0);
	set_field(&s->xy_b, 24, 2, 1);
	set_vtx(s, 0, vidx, (int32_t)val, true);
	if (!poly) {
		if (vidx <= 8)
			s->valid |= 1u << vidx;
		if (is_line_or_tri(s)) {
			if (first)
				s->valid = (s->valid & ~0xffffffu) | 0x000111;
			else
				s->valid |= 0x10u << (vidx & 3);
		}
		if (is_rect_or_blit(s) && first)
			s->valid |= 0x100;
	} else if (is_line_or_tri(s)) {
		if (s->valid & 0xf00f)
			s->valid &= ~0x100u;
		s->valid |= 0x10u << (vidx & 3);
	}
	return vidx;
}

/* A 32-bit Y method (hwtest MthdVtxY32, NV1): completes the vertex and
 * advances the slot. */
unsigned nv01_xy_mthd_y32(struct nv01_gr_state *s, uint32_t val, unsigned flags)
{
	bool poly = flags & NV01_VTX_POLY;
	unsigned vidx = nv01_xy_vtxid(s);
	if (vidx >= 18)
		vidx &= 0xf;
	if (nv01_xy_is_tex(s) && (s->xy_b >> 24 & 3) == 3)
		s->valid &= ~0xffffffu;
	nv01_xy_bump_vtxid(s);
	set_field(&s->xy_b, 0, 1, 0);
	set_field(&s->xy_b, 24, 2, 1);
	set_vtx(s, 1, vidx, (int32_t)val, true);
	if (!poly && vidx <= 8)
		s->valid |= 0x1000u << vidx;
	if (is_line_or_tri(s))
		s->valid |= 0x10000u << (vidx & 3);
	return vidx;
}

/* SIZE_OUT and SIZE_IN of IFC, BITMAP and IFM (hwtest MthdIfcSize, NV1). */
void nv01_xy_mthd_size(struct nv01_gr_state *s, uint32_t val, bool out, bool in, bool ifm,
                       unsigned cpp_in)
{
	unsigned cls = nv01_xy_class(s);
	uint32_t w = val & 0xffff, h = val >> 16;
	if (out) {
		s->vtx[5][0] = w;
		s->vtx[5][1] = h;
		if (is_line_or_tri(s))
			s->valid &= ~0xffffffu;
		s->valid |= 0x020020;
		if (is_image(s))
			s->xy_b &= ~1u;
		if (is_line_or_tri(s) || is_rect_or_blit(s))
			s->valid |= 0x100;
	}
	if (in) {
		s->vtx[1][1] = 0;
		s->vtx[3][0] = w;
		s->vtx[3][1] = 0u - h;
		if (is_image(s))
			s->xy_b &= ~1u;
		if (!ifm) {
			if (is_line_or_tri(s))
				s->valid &= ~0xffffffu;
			if (is_line_or_tri(s) || is_rect_or_blit(s))
				s->valid |= 0x100;
		}
		s->valid |= 0x008008;
		if (is_line_or_tri(s))
			s->valid |= 0x080080;
		s->xy_e &= ~0x110u;
		if (w < 0x20 && cls == NV01_CLASS_BITMAP)
			s->xy_e |= 0x100;
		if (cls != NV01_CLASS_TEXLIN && cls != NV01_CLASS_TEXLINBETA) {
			set_field(&s->xy_d[0], 28, 2, 0);
			set_field(&s->xy_d[1], 28, 2, 0);
		}
		if (s->vtx[3][0])
			s->xy_d[0] |= 2u << 28;
		if (s->vtx[3][1])
			s->xy_d[1] |= 2u << 28;
		bool zero;
		if (cls == NV01_CLASS_ITM)
			zero = s->vtx[3][0] == 4 / cpp_in || !s->vtx[3][1];
		else
			zero = !field(s->xy_d[0], 28, 2) || !field(s->xy_d[1], 28, 2);
		set_image_zero(s, zero);
	}
	nv01_xy_clear_vtxid(s);
}

/* The second-corner methods: RECT.WH, BLIT.WH, ITM.SIZE (hwtest
 * MthdRect, NV1). Sizes are unsigned and relative to vertex 0 (and 1). */
void nv01_xy_mthd_rect(struct nv01_gr_state *s, uint32_t val)
{
	unsigned cls = nv01_xy_class(s);
	uint32_t w = val & 0xffff, h = val >> 16;
	if (cls == NV01_CLASS_ITM) {
		nv01_xy_bump_vtxid(s);
		s->vtx[3][0] = w;
		s->vtx[3][1] = h;
		nv01_xy_vtx_fixup(s, 0, 2, w, true, 0, 2);
		nv01_xy_vtx_fixup(s, 1, 2, h, true, 0, 2);
		s->valid |= 0x4004;
		set_image_zero(s, !w || !h);
	} else if (cls == NV01_CLASS_BLIT) {
		nv01_xy_bump_vtxid(s);
		nv01_xy_bump_vtxid(s);
		nv01_xy_vtx_fixup(s, 0, 2, w, true, 0, 2);
		nv01_xy_vtx_fixup(s, 1, 2, h, true, 0, 2);
		nv01_xy_vtx_fixup(s, 0, 3, w, true, 1, 3);
		nv01_xy_vtx_fixup(s, 1, 3, h, true, 1, 3);
		s->valid |= 0x00c00c;
	} else if (cls == NV01_CLASS_RECT || is_image(s)) {
		unsigned vidx = nv01_xy_vtxid(s);
		unsigned slot = vidx < 18 ? vidx : vidx & 0xf;
		nv01_xy_vtx_fixup(s, 0, slot, w, true, 0, vidx & 3);
		nv01_xy_vtx_fixup(s, 1, slot, h, true, 0, vidx & 3);
		if (vidx <= 8)
			s->valid |= 0x1001u << vidx;
		nv01_xy_bump_vtxid(s);
	} else {
		nv01_xy_vtx_fixup(s, 0, 15, w, true, 15, 1);
		nv01_xy_vtx_fixup(s, 1, 15, h, true, 15, 1);
		nv01_xy_bump_vtxid(s);
		if (is_line_or_tri(s))
			s->valid |= 0x080080;
	}
}

/* IFM/ITM PITCH and OFFSET (hwtest MthdIxmPitch/MthdIxmOffset, NV1). */
void nv01_xy_mthd_pitch(struct nv01_gr_state *s, uint32_t val)
{
	s->vtx[6][0] = val;
	s->valid |= 0x040040;
}

static void common_traps(struct nv01_gr_state *s)
{
	if ((s->xy_d[0] & 0xf0) || (s->xy_d[1] & 0xf0))
		s->intr |= NV01_INTR_XY_RANGE;
	if ((s->valid & 0x11000000) && (s->ctx_switch & NV01_OPT_CLIP))
		s->intr |= NV01_INTR_MISSING_METHOD;
	if (s->canvas_config >> 24 & 1)
		s->intr |= NV01_INTR_CANVAS_SOFTWARE;
	if (s->cliprect_config >> 8 & 1)
		s->intr |= NV01_INTR_CLIP_SOFTWARE;
}

bool nv01_xy_mthd_offset(struct nv01_gr_state *s, uint32_t val)
{
	unsigned cls = nv01_xy_class(s);
	uint32_t before = s->intr;
	s->vtx[5][0] = val;
	nv01_xy_clear_vtxid(s);
	s->valid |= 0x020020;
	uint32_t need = cls == NV01_CLASS_IFM ? 0x70070 : 0x65065;
	if ((s->valid & need) != need)
		s->intr |= NV01_INTR_MISSING_METHOD;
	common_traps(s);
	if (nv01_xy_is_tex(s)) {
		s->xy_a &= ~0x0fff0fffu;
		s->valid &= ~0xffffffu;
	}
	if (cls == NV01_CLASS_POINT || cls == NV01_CLASS_RECT || cls == NV01_CLASS_BLIT ||
	    cls == NV01_CLASS_IFM || cls == NV01_CLASS_ITM)
		s->valid &= ~0xffffffu;
	if (cls == NV01_CLASS_LINE || cls == NV01_CLASS_LIN || cls == NV01_CLASS_TRI)
		s->valid &= ~0x00f00fu;
	return s->intr == before;
}

/* ------------------------------------------------------------------ drawing */

/* The checks before a drawing operation and the VALID bits it consumes
 * (nvhw pgraph_prep_draw, NV1). Returns whether it raised nothing. */
bool nv01_xy_prep_draw(struct nv01_gr_state *s, bool poly)
{
	unsigned cls = nv01_xy_class(s);
	uint32_t before = s->intr;
	if (!((cls >= 8 && cls <= 0xc) || (cls >= 0x10 && cls <= 0x13)))
		return false;
	unsigned vidx = nv01_xy_vtxid(s) & 3;
	uint32_t need = 0, mask = 0;
	switch (cls) {
	case NV01_CLASS_POINT: need = mask = 0x1001; break;
	case NV01_CLASS_RECT: need = mask = 0x3103; break;
	case NV01_CLASS_BLIT: need = mask = 0xf10f; break;
	case NV01_CLASS_LINE:
	case NV01_CLASS_LIN:
		need = poly ? 0x30130 : 0x3103;
		mask = poly ? 0x3f13f : 0x3103;
		break;
	case NV01_CLASS_TRI:
		need = poly ? 0x70170 : 0x7107;
		mask = poly ? 0x7f17f : 0x7107;
		break;
	case NV01_CLASS_IFC:
	case NV01_CLASS_BITMAP: need = mask = 0x38038; break;
	default: break; /* IFM: its OFFSET method checks */
	}
	if ((s->valid & mask) != need)
		s->intr |= NV01_INTR_MISSING_METHOD;
	if (cls == NV01_CLASS_POINT || cls == NV01_CLASS_RECT || cls == NV01_CLASS_BLIT) {
		s->valid &= ~0xffffffu;
	} else if (cls <= NV01_CLASS_TRI) {
		if (!poly) {
			s->valid &= ~0x00f00fu;
		} else {
			s->valid &= ~(0x10010u << vidx);
			if (s->valid & 0xf00f)
				s->valid &= ~0x100u;
		}
	}
	common_traps(s);
	return s->intr == before;
}

/* ------------------------------------------------------------------ IFC/BITMAP stepping */

/* vertex idx = a + b + c (nvhw nv01_pgraph_vtx_add): carry out of 32 bits
 * and the status into slot sid. */
static void vtx_add(struct nv01_gr_state *s, int xy, unsigned idx, unsigned sid, uint32_t a,
                    uint32_t b, uint32_t c)
{
	uint64_t v = (uint64_t)a + b + c;
	bool tex = nv01_xy_is_tex(s);
	s->vtx[idx][xy] = (uint32_t)v;
	bool oob = !tex && out_of_range((int32_t)(uint32_t)v);
	set_xy_d(s, xy, sid, sid, v >> 32 & 1, oob, clip_status(s, (uint32_t)v, xy, tex));
}

/* XY_D bits 28-29: the sign of vertex idx (1 negative, 2 positive). */
static void vtx_cmp(struct nv01_gr_state *s, int xy, unsigned idx)
{
	int32_t v = (int32_t)s->vtx[idx][xy];
	set_field(&s->xy_d[xy], 28, 2, v < 0 ? 1u : v > 0 ? 2u : 0u);
}

static bool xd(const struct nv01_gr_state *s, int xy, unsigned bit)
{
	return s->xy_d[xy] >> bit & 1;
}

/* The machine walks the image in spans of `steps` pixels (4 / bytes per
 * pixel, 32 for BITMAP) a word, one word ahead: vertices 0 and 1 the
 * ends of the spans on the current row, 2.x the width left in the row
 * (negative when a word runs past its end: those pixels start the next
 * row, so rows are packed without padding), 2.y minus the rows left, 3
 * (width, -height), 4 the origin. */
static void ifc_first_word(struct nv01_gr_state *s, uint32_t steps)
{
	nv01_xy_clear_vtxid(s);
	s->vtx[2][1] = s->vtx[3][1] + 1;
	vtx_cmp(s, 1, 2);
	nv01_xy_vtx_fixup(s, 1, 0, 0, true, 4, 0);
	nv01_xy_vtx_fixup(s, 0, 0, 0, true, 4, 0);
	s->vtx[2][0] = s->vtx[3][0] - steps;
	vtx_cmp(s, 0, 2);
	vtx_add(s, 0, 1, 1, s->vtx[0][0], steps, 0);
	if (xd(s, 0, 28))
		vtx_add(s, 0, 1, 1, s->vtx[2][0], s->vtx[1][0], 0);
	if ((s->xy_d[0] & 0xc0) || (s->xy_d[1] & 0xf0) || (s->xy_d[0] & 0x30) == 0x30)
		s->intr |= NV01_INTR_XY_RANGE;
}

/* A row is done: go to the next one (or, after the last row, to the
 * image to the right). Returns true when the pixels the last word ran
 * over fill this row too, and the walk starts again. */
static bool ifc_next_row(struct nv01_gr_state *s)
{
	nv01_xy_clear_vtxid(s);
	unsigned vidx = 1;
	bool check_y = false;
	if (xd(s, 1, 28)) {
		s->vtx[2][1]++;
		vtx_add(s, 1, 0, 0, s->vtx[0][1], s->vtx[1][1], 1);
		check_y = true;
	} else {
		s->vtx[4][0] += s->vtx[3][0];
		s->vtx[2][1] = s->vtx[3][1] + 1;
		nv01_xy_vtx_fixup(s, 1, 0, 0, true, 4, 0);
	}
	vtx_cmp(s, 1, 2);
	nv01_xy_vtx_fixup(s, 0, 0, 0, true, 4, 0);
	if (!xd(s, 0, 28)) {
		s->vtx[2][0] = s->vtx[3][0];
		return false;
	}
	vtx_add(s, 0, vidx, vidx, s->vtx[vidx ^ 1][0], ~s->vtx[2][0], 1);
	s->vtx[2][0] += s->vtx[3][0];
	vtx_cmp(s, 0, 2);
	if (xd(s, 0, 28)) {
		vtx_add(s, 0, vidx, vidx, s->vtx[2][0], s->vtx[vidx][0], 0);
		if (s->xy_d[0] & 0x10)
			s->intr |= NV01_INTR_XY_RANGE;
		check_y = true;
	} else if (s->xy_d[0] & 0x20) {
		s->intr |= NV01_INTR_XY_RANGE;
	}
	if ((s->xy_d[1] & 0x10) && check_y)
		s->intr |= NV01_INTR_XY_RANGE;
	return true;
}

/* Every later word (hwtest MthdIfcDataTest, the "restart" loop). */
static void ifc_next_word(struct nv01_gr_state *s, uint32_t steps)
{
	/* A row can only repeat while the overrun exceeds the width; the
	 * chip then spins (hwtest gives up after 10000 rounds). */
	for (unsigned iter = 0; iter < 10000; iter++) {
		unsigned vidx = nv01_xy_vtxid(s) & 1;
		if (s->intr) {
			nv01_xy_bump_vtxid(s);
			if (xd(s, 0, 29)) {
				s->vtx[2][0] -= steps;
				vtx_cmp(s, 0, 2);
			} else if (xd(s, 1, 28)) {
				s->vtx[2][1]++;
			}
			return;
		}
		if (xd(s, 0, 29)) {
			nv01_xy_bump_vtxid(s);
		} else {
			if (ifc_next_row(s))
				continue;
			vidx = 1;
		}
		s->vtx[2][0] -= steps;
		vtx_cmp(s, 0, 2);
		vtx_add(s, 0, vidx, vidx, s->vtx[vidx ^ 1][0], steps, 0);
		if (xd(s, 0, 28))
			vtx_add(s, 0, vidx, vidx, s->vtx[2][0], s->vtx[vidx][0], 0);
		return;
	}
}

/* An IFC or BITMAP data word (hwtest MthdIfcDataTest, NV1): SRC_COLOR
 * takes it (bit-reversed bytes for a CGA6 bitmap method), the first word
 * of an image sets vertex 6 and ICLIP to the far corner of SIZE_OUT, and
 * every word steps the machine above. A BITMAP narrower than 32 pixels
 * (XY_E bit 8) steps differently and is not modelled (hwtest skips it).
 * Returns whether the word may be drawn; *start on the first word. */
bool nv01_xy_image_data(struct nv01_gr_state *s, bool bitmap_mthd, uint32_t val, unsigned cpp_in,
                        bool *start)
{
	unsigned cls = nv01_xy_class(s);
	uint32_t before = s->intr;
	*start = false;
	if (bitmap_mthd && (s->ctx_switch & NV01_OPT_BITMAP_CGA6)) {
		uint32_t t = 0;
		for (unsigned i = 0; i < 32; i++)
			t |= (val >> i & 1) << (i ^ 7);
		val = t;
	}
	s->src_color = val;
	s->xy_b &= ~(1u << 24);
	if (cls != NV01_CLASS_IFC && cls != NV01_CLASS_BITMAP)
		return false;
	uint32_t steps = cls == NV01_CLASS_BITMAP ? 0x20 : 4 / cpp_in;
	if ((s->valid & 0x11000000) && (s->ctx_switch & NV01_OPT_CLIP))
		s->intr |= NV01_INTR_MISSING_METHOD;
	if (s->canvas_config >> 24 & 1)
		s->intr |= NV01_INTR_CANVAS_SOFTWARE;
	if (s->cliprect_config >> 8 & 1)
		s->intr |= NV01_INTR_CLIP_SOFTWARE;
	bool missing = (s->valid & 0x38038) != 0x38038;
	bool range = (s->xy_d[0] & 0xf0) || (s->xy_d[1] & 0xf0);
	bool narrow = s->xy_e >> 8 & 1;
	if (nv01_xy_image_zero(s)) {
		if (missing)
			s->intr |= NV01_INTR_MISSING_METHOD;
		if (range)
			s->intr |= NV01_INTR_XY_RANGE;
		return false;
	}
	if (!(s->xy_b & 1)) {
		for (int xy = 0; xy < 2; xy++)
			s->vtx[6][xy] = s->vtx[4][xy] + s->vtx[5][xy];
		s->xy_b &= ~(1u << 14 | 1u << 18 | 1u << 20);
		if (missing) {
			s->intr |= NV01_INTR_MISSING_METHOD;
			if (range)
				s->intr |= NV01_INTR_XY_RANGE;
			return false;
		}
		nv01_xy_iclip_fixup(s, 0, s->vtx[6][0], false);
		nv01_xy_iclip_fixup(s, 1, s->vtx[6][1], false);
		s->xy_b |= 1;
		*start = true;
		if (!narrow)
			ifc_first_word(s, steps);
	} else {
		if (missing)
			s->intr |= NV01_INTR_MISSING_METHOD;
		if (range)
			s->intr |= NV01_INTR_XY_RANGE;
	}
	/* then one step: the machine keeps the span of the next word */
	if (!narrow)
		ifc_next_word(s, steps);
	return s->intr == before;
}
