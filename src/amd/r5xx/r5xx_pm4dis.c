/* The PM4 disassembler behind `softgpu decode --pm4`: one line per packet
 * with register names, for 2D packets one line per SETTINGS field and per
 * primitive, and PVS uploads as vertex-shader instructions and constants. Never reads past the
 * buffer; malformed packets are printed and counted. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"
#include "amd/r5xx/r5xx_us.h"
#include "isa/r500_fs.h"
#include "isa/r500_vs.h"

/* The GA_US_VECTOR upload seen so far, so the data words of a fragment
 * program print as instructions and constants (docs/hw/r5xx-us.md). */
struct us_vec {
	uint32_t index; /* GA_US_VECTOR_INDEX */
	unsigned pos, word;
	uint32_t buf[6];
};

struct dis {
	r5xx_emit_fn emit;
	void *user;
	uint32_t base;
	struct us_vec us;
	/* the PVS upload seen so far: VAP_PVS_VECTOR_INDX_REG (known once
	 * written in this stream) and the dwords of the current octword */
	bool pvs_known;
	uint32_t pvs_indx;
	unsigned pvs_dw;
	uint32_t pvs_w[4];
};

__attribute__((format(printf, 2, 3))) static void out(struct dis *d, const char *fmt, ...)
{
	char line[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	d->emit(d->user, line);
}

static void regname(uint32_t addr, char *buf, size_t len)
{
	const char *n = r5xx_reg_name(addr);
	if (n)
		snprintf(buf, len, "%s", n);
	else
		snprintf(buf, len, "reg_0x%04" PRIx32, addr);
}

/* A register write as the US upload port sees it: prints each complete
 * instruction (six words) or constant (four). */
static void us_vector(struct dis *d, uint32_t reg, uint32_t v)
{
	struct us_vec *u = &d->us;
	if (reg == R5XX_GA_US_VECTOR_INDEX) {
		u->index = v;
		u->pos = v & 0x1ff;
		u->word = 0;
		return;
	}
	if (reg != R5XX_GA_US_VECTOR_DATA)
		return;
	bool consts = u->index >> 16 & 1;
	u->buf[u->word++] = v;
	if (consts && u->word == 4) {
		float f[4];
		memcpy(f, u->buf, sizeof(f));
		out(d, "      us const[%u] = (%g, %g, %g, %g)%s", u->pos & 0xff, (double)f[0],
		    (double)f[1], (double)f[2], (double)f[3], u->index >> 17 & 1 ? " clamped" : "");
		u->pos = (u->pos + 1) & 0xff;
		u->word = 0;
	} else if (!consts && u->word == 6) {
		uint8_t bytes[R500_FS_BYTES];
		for (unsigned i = 0; i < R500_FS_BYTES; i++)
			bytes[i] = (uint8_t)(u->buf[i / 4] >> (8 * (i % 4)));
		struct isa_decoded dec;
		char text[1024], diag[256];
		isa_decode(&r500_fs_isa, bytes, sizeof(bytes), 0, 0, 0, &dec);
		isa_format(&dec, text, sizeof(text));
		isa_format_diag(&dec, sizeof(bytes), diag, sizeof(diag));
		out(d, "      us[%u]: %s%s", u->pos & 0x1ff, text, diag);
		u->pos = (u->pos + 1) & 0x1ff;
		u->word = 0;
	}
}

static int16_t lo16(uint32_t v)
{
	return (int16_t)(v & 0xffff);
}

static int16_t hi16(uint32_t v)
{
	return (int16_t)(v >> 16);
}

/* SETTINGS fields; returns the index after them or n + 1 if short. */
static uint32_t settings(struct dis *d, const uint32_t *b, uint32_t n)
{
	uint32_t g = b[0], i = 1;
	out(d,
	    "    GUI_CONTROL 0x%08" PRIx32 ": brush %s, dst_type %u, src_type %u, rop3 0x%02x, "
	    "src_load %u, pix_order %s%s%s%s%s%s%s%s%s",
	    g, r5xx_brush_name(GMC_BRUSH_TYPE(g)), GMC_DST_TYPE(g), GMC_SRC_TYPE(g), GMC_ROP3(g),
	    GMC_SRC_LOAD(g), g & GMC_PIX_ORDER ? "lsb" : "msb", g & 1 ? " SRC_PITCH_OFFSET" : "",
	    g & 2 ? " DST_PITCH_OFFSET" : "", g & 4 ? " SRC_CLIPPING" : "",
	    g & 8 ? " DST_CLIPPING" : "", g & GMC_CLR_CMP_FCN_DIS ? " CLR_CMP_FCN_DIS" : "",
	    g & GMC_WR_MSK_DIS ? " WR_MSK_DIS" : "", g & GMC_BRUSH_Y_X ? " BRUSH_Y_X" : "",
	    g & GMC_AUX_CLIP_DIS ? " AUX_CLIP_DIS" : "");
	static const char *const po[3] = {"SRC_PITCH_OFFSET", "DST_PITCH_OFFSET",
	                                  "SRC_SC_BOT_RITE"};
	for (unsigned k = 0; k < 3; k++)
		if (g >> k & 1) {
			if (i >= n)
				return n + 1;
			uint32_t v = b[i++];
			struct r5xx_surf s;
			r5xx_surf_from_po(&s, v, 4);
			if (k < 2)
				out(d,
				    "    %s 0x%08" PRIx32 ": offset 0x%08" PRIx32 " pitch %" PRIu32
				    "%s%s",
				    po[k], v, s.offset, s.pitch, s.macro ? " macro" : "",
				    s.micro ? " micro" : "");
			else
				out(d, "    %s x %d y %d", po[k], lo16(v), hi16(v));
		}
	if (g & GMC_DST_CLIPPING) {
		if (i + 2 > n)
			return n + 1;
		out(d, "    SC_TOP_LEFT x %d y %d, SC_BOT_RITE x %d y %d", lo16(b[i]), hi16(b[i]),
		    lo16(b[i + 1]), hi16(b[i + 1]));
		i += 2;
	}
	unsigned bpp = r5xx_dst_type_bpp(GMC_DST_TYPE(g));
	int nb = r5xx_brush_dwords(GMC_BRUSH_TYPE(g), bpp ? bpp : 4);
	if (nb < 0 || i + (uint32_t)nb > n)
		return n + 1;
	for (int k = 0; k < nb; k++)
		out(d, "    BRUSH[%d] 0x%08" PRIx32, k, b[i++]);
	if (g & GMC_BRUSH_Y_X) {
		if (i >= n)
			return n + 1;
		out(d, "    BRUSH_Y_X x %u y %u pen %u", b[i] & 0x1f, b[i] >> 8 & 0x1f,
		    b[i] >> 16 & 0x1f);
		i++;
	}
	return i;
}

static void body_2d(struct dis *d, unsigned op, const uint32_t *b, uint32_t n, uint32_t i)
{
	switch (op) {
	case PM4_PAINT:
		for (; i + 1 < n; i += 2)
			out(d, "    rect left %d top %d right %d bottom %d", lo16(b[i]), hi16(b[i]),
			    lo16(b[i + 1]), hi16(b[i + 1]));
		break;
	case PM4_PAINT_MULTI:
		for (; i + 1 < n; i += 2)
			out(d, "    rect x %d y %d w %u h %u", hi16(b[i]), lo16(b[i]),
			    b[i + 1] >> 16 & 0x3fff, b[i + 1] & 0x3fff);
		break;
	case PM4_TRANS_BITBLT:
		if (i + 3 <= n) {
			out(d,
			    "    CLR_CMP_CNTL 0x%08" PRIx32 " SRC_REF 0x%08" PRIx32
			    " DST_REF 0x%08" PRIx32,
			    b[i], b[i + 1], b[i + 2]);
			i += 3;
		}
		/* fall through */
	case PM4_BITBLT:
	case PM4_BITBLT_MULTI:
		for (; i + 2 < n; i += 3)
			out(d, "    blit src %d,%d -> dst %d,%d size %ux%u", hi16(b[i]), lo16(b[i]),
			    hi16(b[i + 1]), lo16(b[i + 1]), b[i + 2] >> 16 & 0x3fff,
			    b[i + 2] & 0x3fff);
		break;
	case PM4_HOSTDATA_BLT:
		if (i + 2 <= n) {
			out(d, "    FRGD 0x%08" PRIx32 " BKGD 0x%08" PRIx32, b[i], b[i + 1]);
			i += 2;
		}
		while (i + 3 <= n) {
			uint32_t cnt = b[i + 2] & 0x3fff;
			out(d, "    bigchar x %d y %d w %u h %u, %u dwords", lo16(b[i]), hi16(b[i]),
			    b[i + 1] & 0xffff, b[i + 1] >> 16, cnt);
			i += 3 + cnt;
		}
		break;
	case PM4_POLYLINE:
		for (; i < n; i++)
			out(d, "    point x %d y %d", lo16(b[i]), hi16(b[i]));
		break;
	case PM4_POLYSCANLINES:
		if (i < n)
			out(d, "    scans %" PRIu32, b[i]);
		for (i++; i + 2 <= n;) {
			uint32_t k = b[i] & 0x3fff;
			out(d, "    scan top %d height %d, %u spans", lo16(b[i + 1]),
			    hi16(b[i + 1]), k);
			i += 2;
			for (uint32_t j = 0; j < k && i < n; j++, i++)
				out(d, "      span %d..%d", lo16(b[i]), hi16(b[i]));
		}
		break;
	case PM4_PLY_NEXTSCAN:
		if (n)
			out(d, "    top %d height %d", lo16(b[0]), hi16(b[0]));
		for (i = 1; i < n; i++)
			out(d, "      span %d..%d", lo16(b[i]), hi16(b[i]));
		break;
	case PM4_NEXTCHAR:
		if (n >= 2)
			out(d, "    x %d y %d w %u h %u, %u bitmap dwords", lo16(b[0]), hi16(b[0]),
			    b[1] & 0xffff, b[1] >> 16, n - 2);
		break;
	case PM4_SET_SCISSORS:
		if (n >= 2)
			out(d, "    top-left %u,%u bottom-right %u,%u", b[0] & 0x3fff,
			    b[0] >> 16 & 0x3fff, b[1] & 0x3fff, b[1] >> 16 & 0x3fff);
		break;
	default: break;
	}
}

/* VAP_VF_CNTL (seed 001 L6659-L6671) and the stream dwords after it
 * (UINT32_MAX: none to print). */
static void vf_cntl(struct dis *d, uint32_t v, uint32_t stream)
{
	static const char *const prim[16] = {"NONE",      "POINT_LIST", "LINE_LIST",  "LINE_STRIP",
	                                     "TRI_LIST",  "TRI_FAN",    "TRI_STRIP",  "TRI_TYPE2",
	                                     "unused",    "unused",     "unused",     "unused",
	                                     "LINE_LOOP", "QUAD_LIST",  "QUAD_STRIP", "POLYGON"};
	static const char *const walk[4] = {"STATE", "INDICES", "VERTEX_LIST", "VERTEX_DATA"};
	out(d,
	    "    VAP_VF_CNTL 0x%08" PRIx32 ": prim_type %u %s, prim_walk %u %s, %u vertices%s%s%s",
	    v, v & 15, prim[v & 15], v >> 4 & 3, walk[v >> 4 & 3], v >> 16,
	    v >> 11 & 1 ? ", 32-bit indices" : "", v >> 14 & 1 ? ", USE_ALT_NUM_VERTS" : "",
	    v >> 13 & 1 ? ", DUAL_INDEX_MODE" : "");
	if (stream != UINT32_MAX)
		out(d, "    %u stream dwords", stream);
}

/* 3D_LOAD_VBPNTR: VTX_NUM_ARRAYS, then per pair ATTR, ADDR, ADDR (an odd
 * last array: ATTR, ADDR). */
static bool body_vbpntr(struct dis *d, const uint32_t *b, uint32_t n)
{
	uint32_t arrays = b[0] & 0x1f;
	if (arrays > 16 || n != 1 + (arrays / 2) * 3 + (arrays & 1) * 2)
		return false;
	out(d, "    %u arrays", arrays);
	for (uint32_t k = 0; k < arrays; k++) {
		uint32_t attr = b[1 + k / 2 * 3] >> (k & 1 ? 16 : 0);
		out(d, "    array %u: %u dwords, stride %u, addr 0x%08" PRIx32, k, attr & 0x7f,
		    attr >> 8 & 0x7f, b[2 + k / 2 * 3 + (k & 1)] & ~3u);
	}
	return true;
}

/* MPEG_INDEX (seed 001 L1422-L1456): the registers MASK selects, VF_CNTL,
 * NUM_INDICES first indices, dummies. */
static bool body_mpeg(struct dis *d, const uint32_t *b, uint32_t n)
{
	uint32_t i = r5xx_mpeg_index_vf(b, n);
	if (!i)
		return false;
	uint32_t mask = b[0] & 0xfffff;
	for (unsigned k = 0, j = 1; k < 20; k++) {
		if (!(mask >> k & 1))
			continue;
		char rn[48];
		regname(r5xx_mpeg_index_regs[k], rn, sizeof(rn));
		if (k >= 12 && k < 16) /* R300's US_CODE_ADDR_0-3 */
			out(d, "    %s (%u) = 0x%08" PRIx32, rn, k - 12, b[j++]);
		else
			out(d, "    %s = 0x%08" PRIx32, rn, b[j++]);
	}
	uint32_t count = b[i + 1] & 0x3fff;
	vf_cntl(d, b[i], UINT32_MAX);
	out(d, "    %u first indices (each F gives F..F+3), %u dummy dwords", count,
	    n - i - 2 - count);
	return true;
}

/* The fields of the CP's own and the 3D type-3 packets; returns false when
 * the CP (or the 3D stub) would reject the body (docs/hw/r5xx.md, "Error
 * path", code 6). */
static bool body_cp(struct dis *d, unsigned op, const uint32_t *b, uint32_t n)
{
	char rn[64];
	switch (op) {
	case PM4_PRED_EXEC:
		out(d, "    device_select 0x%02x exec_count %u", b[0] >> 24, b[0] & 0x7fffff);
		return true;
	case PM4_COND_EXEC:
		if (n < 3 || b[1] != 2)
			return false;
		out(d, "    addr 0x%08" PRIx32 " exec_count %u", b[0] & ~3u, b[2] & 0x7fffff);
		return true;
	case PM4_WAIT_SEMAPHORE:
		if (b[0] < 0xfc || b[0] > 0xff)
			return false;
		if (n >= 2)
			out(d, "    ME RAM slot 0x%02x, then 0x%08" PRIx32, b[0], b[1]);
		else
			out(d, "    ME RAM slot 0x%02x", b[0]);
		return true;
	case PM4_WAIT_MEM:
		if (n < 2 || b[1] != 2)
			return false;
		out(d, "    semaphore 0x%08" PRIx32, b[0] & ~3u);
		return true;
	case PM4_INDX_BUFFER:
		if (n != 3)
			return false;
		regname((b[0] & 0x1fff) << 2, rn, sizeof(rn));
		out(d, "    %s%s skip %u, buffer 0x%08" PRIx32 " %u dwords", rn,
		    b[0] >> 31 ? " (one register)" : "", b[0] >> 16 & 7, b[1] & ~3u,
		    b[2] & 0x7fffff);
		return true;
	case PM4_3D_DRAW_VBUF:
	case PM4_3D_DRAW_IMMD:
	case PM4_3D_DRAW_INDX:
		if (n < 2)
			return false;
		out(d, "    VAP_VTX_FMT 0x%08" PRIx32 " (dropped by the microcode)", b[0]);
		vf_cntl(d, b[1], n - 2);
		return true;
	case PM4_3D_DRAW_VBUF_2:
	case PM4_3D_DRAW_IMMD_2:
	case PM4_3D_DRAW_INDX_2:
	case PM4_3D_DRAW_128: vf_cntl(d, b[0], n - 1); return true;
	case PM4_3D_LOAD_VBPNTR: return body_vbpntr(d, b, n);
	case PM4_3D_CLEAR_HIZ:
	case PM4_3D_CLEAR_ZMASK:
	case PM4_3D_CLEAR_CMASK:
		if (n != 3)
			return false;
		out(d, "    start %u count %u clear_value 0x%08" PRIx32, b[0], b[1] & 0x3fff, b[2]);
		return true;
	case PM4_MPEG_INDEX: return body_mpeg(d, b, n);
	default: return true;
	}
}

/* Type 0/1: CP_IB_BUFSZ / CP_IB2_BUFSZ must be the last write of its
 * packet, or the CP halts (docs/hw/r5xx.md, "Error path", code 3). */
static bool bufsz_not_last(struct dis *d, uint32_t reg, bool last)
{
	if ((reg != R5XX_CP_IB_BUFSZ && reg != R5XX_CP_IB2_BUFSZ) || last)
		return false;
	out(d, "    ! %s is not the last write of its packet",
	    reg == R5XX_CP_IB_BUFSZ ? "CP_IB_BUFSZ" : "CP_IB2_BUFSZ");
	return true;
}

/* A write to the PVS upload registers (docs/hw/r5xx-3d.md, "The VAP"):
 * each completed octword prints as an instruction, a constant or a clip
 * vector, at the offset VAP_PVS_VECTOR_INDX_REG gave. */
static void pvs_upload(struct dis *d, uint32_t reg, uint32_t v)
{
	if (reg == 0x2200) {
		d->pvs_known = true;
		d->pvs_indx = v & 0x7ff;
		d->pvs_dw = 0;
		return;
	}
	if ((reg != 0x2204 && reg != 0x2208) || !d->pvs_known)
		return;
	d->pvs_w[d->pvs_dw++] = v;
	if (d->pvs_dw < 4)
		return;
	d->pvs_dw = 0;
	uint32_t o = d->pvs_indx;
	if (o < 1024) {
		uint8_t bytes[16];
		for (unsigned i = 0; i < 16; i++)
			bytes[i] = (uint8_t)(d->pvs_w[i / 4] >> (8 * (i % 4)));
		struct isa_decoded dec;
		char text[400], diag[128];
		isa_decode(&r500_vs_isa, bytes, 16, o, 0, 0, &dec);
		isa_format(&dec, text, sizeof(text));
		isa_format_diag(&dec, 16, diag, sizeof(diag));
		out(d, "      PVS code %u: %s%s", o, text, diag);
	} else {
		float f[4];
		memcpy(f, d->pvs_w, sizeof(f));
		out(d, "      PVS %s %u: (%g, %g, %g, %g)", o < 1536 ? "constant" : "clip",
		    o < 1536 ? (o - 1024) % 256 : o - 1536, (double)f[0], (double)f[1],
		    (double)f[2], (double)f[3]);
	}
	/* the octword after: code wraps 1023 -> 0, constants 1535 -> 1024,
	 * the clip area 1542 -> 1536 (L1802-L1806) */
	d->pvs_indx = o == 1023 ? 0 : o == 1535 ? 1024 : o == 1542 ? 1536 : (o + 1) & 0x7ff;
}

uint32_t r5xx_pm4_swap(uint32_t v, unsigned mode)
{
	switch (mode) { /* the VC_SWAP codes, as r5xx_cp.c applies them */
	case 1: return (v & 0xff00ff00u) >> 8 | (v & 0x00ff00ffu) << 8;
	case 2: return __builtin_bswap32(v);
	case 3: return v >> 16 | v << 16;
	default: return v;
	}
}

unsigned r5xx_pm4_disasm(const uint32_t *w, size_t n, uint32_t base, r5xx_emit_fn emit, void *user)
{
	struct dis d = {.emit = emit, .user = user, .base = base};
	unsigned bad = 0;
	char rn[64], rn2[64];
	for (size_t i = 0; i < n;) {
		uint32_t h = w[i], a = base + 4 * (uint32_t)i;
		unsigned type = h >> 30;
		if (type == 2) {
			out(&d, "%08" PRIx32 ": %08" PRIx32 "  PACKET2", a, h);
			i++;
			continue;
		}
		uint32_t cnt = type == 1 ? 2 : (h >> 16 & 0x3fff) + 1;
		if (i + 1 + cnt > n) {
			out(&d,
			    "%08" PRIx32 ": %08" PRIx32
			    "  PACKET%u count %u runs past the end (%zu "
			    "dwords left)",
			    a, h, type, cnt, n - i - 1);
			bad++;
			break;
		}
		const uint32_t *b = &w[i + 1];
		if (type == 0) {
			uint32_t reg = (h & 0x1fff) << 2;
			bool one = h >> 15 & 1;
			out(&d, "%08" PRIx32 ": %08" PRIx32 "  PACKET0 %s%u dwords", a, h,
			    one ? "ONE_REG_WR " : "", cnt);
			for (uint32_t k = 0; k < cnt; k++) {
				uint32_t r = one ? reg : reg + 4 * k;
				if (r > 0x7ffc) { /* code 7 */
					out(&d,
					    "    ! consecutive writes run past register 0x7ffc");
					bad++;
					break;
				}
				regname(r, rn, sizeof(rn));
				out(&d, "    %s = 0x%08" PRIx32, rn, b[k]);
				us_vector(&d, r, b[k]);
				pvs_upload(&d, r, b[k]);
				bad += bufsz_not_last(&d, r, k + 1 == cnt);
			}
		} else if (type == 1) {
			uint32_t r1 = (h & 0x7ff) << 2, r2 = (h >> 11 & 0x7ff) << 2;
			regname(r1, rn, sizeof(rn));
			regname(r2, rn2, sizeof(rn2));
			out(&d,
			    "%08" PRIx32 ": %08" PRIx32 "  PACKET1 %s = 0x%08" PRIx32
			    ", %s = 0x%08" PRIx32,
			    a, h, rn, b[0], rn2, b[1]);
			us_vector(&d, r1, b[0]);
			us_vector(&d, r2, b[1]);
			bad += bufsz_not_last(&d, r1, false);
		} else {
			unsigned op = h >> 8 & 0xff;
			const char *name = r5xx_pm4_opcode_name(op);
			out(&d, "%08" PRIx32 ": %08" PRIx32 "  PACKET3 %s%s0x%02x, %u dwords", a, h,
			    name ? name : "unknown opcode ", name ? " " : "", op, cnt);
			if (!name)
				bad++;
			uint32_t j = 0;
			bool ok = true;
			if (name && (op & 0x80)) {
				j = settings(&d, b, cnt);
				ok = j <= cnt;
				if (!ok) {
					out(&d, "    malformed SETTINGS");
					bad++;
				}
			}
			if (name && ok)
				body_2d(&d, op, b, cnt, j);
			if (name && r5xx_pm4_opcode_owner(op) != R5XX_OWN_E2) {
				if (!body_cp(&d, op, b, cnt)) {
					out(&d, "    ! malformed %s body", name);
					bad++;
				}
				for (uint32_t k = 0; k < cnt && k < 64; k++)
					out(&d, "    [%u] 0x%08" PRIx32, k, b[k]);
			}
		}
		i += 1 + cnt;
	}
	return bad;
}
