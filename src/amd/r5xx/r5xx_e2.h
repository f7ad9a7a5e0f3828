/* Internal interface of the 2D engine (r5xx_e2.c, r5xx_e2_fast.c). */
#ifndef SGPU_AMD_R5XX_E2_H
#define SGPU_AMD_R5XX_E2_H

#include "amd/r5xx/r5xx.h"

enum {
	E2_DST_X = 0x141c,
	E2_DST_Y = 0x1420,
	E2_SRC_X = 0x1414,
	E2_SRC_Y = 0x1418,
	E2_SRC_PITCH_OFFSET = 0x1428,
	E2_DST_PITCH_OFFSET = 0x142c,
	E2_SRC_Y_X = 0x1434,
	E2_DST_Y_X = 0x1438,
	E2_DST_HEIGHT_WIDTH = 0x143c,
	E2_DP_GUI_MASTER_CNTL = 0x146c,
	E2_BRUSH_Y_X = 0x1474,
	E2_DP_BRUSH_BKGD_CLR = 0x1478,
	E2_DP_BRUSH_FRGD_CLR = 0x147c,
	E2_BRUSH_DATA0 = 0x1480,
	E2_SRC_X_Y = 0x1590,
	E2_DST_X_Y = 0x1594,
	E2_DST_WIDTH_HEIGHT = 0x1598,
	E2_CLR_CMP_CNTL = 0x15c0,
	E2_CLR_CMP_CLR_SRC = 0x15c4,
	E2_CLR_CMP_CLR_DST = 0x15c8,
	E2_CLR_CMP_MASK = 0x15cc,
	E2_DP_SRC_FRGD_CLR = 0x15d8,
	E2_DP_SRC_BKGD_CLR = 0x15dc,
	E2_DST_LINE_START = 0x1600,
	E2_DST_LINE_END = 0x1604,
	E2_DST_LINE_PATCOUNT = 0x1608, /* 4:0 pen position, 15:8 BRES_CNTL */
	E2_SC_LEFT = 0x1640,
	E2_SC_RIGHT = 0x1644,
	E2_SC_TOP = 0x1648,
	E2_SC_BOTTOM = 0x164c,
	E2_SRC_SC_RIGHT = 0x1654,
	E2_SRC_SC_BOTTOM = 0x165c,
	E2_AUX_SC_CNTL = 0x1660,
	E2_AUX1_SC_LEFT = 0x1664, /* LEFT, RIGHT, TOP, BOTTOM; AUX2, AUX3 follow */
	E2_DP_CNTL = 0x16c0,
	E2_DP_WRITE_MASK = 0x16cc,
	E2_DEFAULT_OFFSET = 0x16e0,
	E2_DEFAULT_SC_BOTTOM_RIGHT = 0x16e8,
	E2_SC_TOP_LEFT = 0x16ec,
	E2_SC_BOTTOM_RIGHT = 0x16f0,
	E2_SRC_SC_BOTTOM_RIGHT = 0x16f4,
	E2_DSTCACHE_CTLSTAT = 0x1714,
	E2_HOST_DATA0 = 0x17c0,
	E2_HOST_DATA_LAST = 0x17e0,
};

enum { PRIM_FILL, PRIM_BLIT, PRIM_HOST, PRIM_LINE };
enum { SRC_NONE, SRC_MEMORY, SRC_HOST };

struct e2_prim {
	uint8_t kind;
	int32_t x, y, w, h; /* LINE: (x, y) -> (sx, sy) */
	int32_t sx, sy;
	uint32_t data, count; /* HOST: words of the packet */
};

/* What one packet's primitives share, latched from the registers. */
struct e2_op {
	uint32_t gmc, rop, wmask, mask, cmp;
	uint32_t dir; /* DP_CNTL 1:0: x left to right, y top to bottom */
	unsigned bpp, brush, src_type;
	int src_kind;
	bool has_src, is_line, faulted;
	uint32_t aux;                     /* AUX_SC_CNTL 5:0, 0 when GMC_AUX_CLIP_DIS */
	int32_t auxr[3][4];               /* left, right, top, bottom (inclusive) */
	int32_t cl, ct, cr, cb, scr, scb; /* scissor; source right, bottom */
	uint32_t pen;
	struct r5xx_surf dst, src;
	uint64_t pixels;
};

#define E2_MAX_PRIMS 16384u
#define E2_FIFO_WORDS 64u

struct r5xx_e2 {
	uint32_t r[0x400 / 4]; /* 0x1400-0x17ff */
	uint32_t rb2d_mode;
	uint32_t palette[256];
	uint32_t words[16384]; /* the packet body (host data) */
	struct e2_prim prims[E2_MAX_PRIMS];
	uint32_t nprims, cur, row;
	bool job_active;
	/* the HOST_DATA register path: a host-data rectangle collecting words */
	bool host_pending;
	uint32_t host_need;
	bool no_fast; /* tests: reference path only */
	/* register writes waiting for the jobs before them (e2_write) */
	struct {
		uint32_t addr, v;
	} fifo[E2_FIFO_WORDS];
	uint32_t nfifo;
	struct e2_op op;
};

bool r5xx_e2_busy(const struct sgpu_unit *u);
/* Runs the jobs and waiting writes on for at most E2_STALL_MAX steps
 * (a register write that finds the engine busy). */
void r5xx_e2_run_all(struct sgpu_unit *u);

/* Fast path (r5xx_e2_fast.c): a whole row at once when the operation
 * reduces to memset/memcpy; false means "take the reference path". */
bool e2_fast_fill_row(struct sgpu_unit *u, struct e2_op *op, const struct e2_prim *pr, int32_t y);
bool e2_fast_blit_row(struct sgpu_unit *u, struct e2_op *op, const struct e2_prim *pr, uint32_t r,
                      bool ltr);

/* Any ROP3 with a simple brush on linear surfaces; same contract. */
bool e2_fast_rop_row(struct sgpu_unit *u, struct e2_op *op, const struct e2_prim *pr, uint32_t r,
                     bool ltr);

#endif /* SGPU_AMD_R5XX_E2_H */
