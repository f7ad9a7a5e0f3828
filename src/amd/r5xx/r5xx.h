/* AMD R5xx (chip r520): the register backbone (RBBM), the command
 * processor (CP) with its PM4 decoder, the 2D engine (E2) and a 3D stub.
 * Specification and every inference: docs/hw/r5xx.md. The core knows
 * nothing of any of this; the units find each other by name and talk
 * through the .iface tables declared here. */
#ifndef SGPU_AMD_R5XX_H
#define SGPU_AMD_R5XX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/device.h"

/* ------------------------------------------------------------------ registers
 * Byte addresses in the MMIO aperture. CP, RBBM and 2D addresses are from
 * the Linux radeon driver (radeon_reg.h, r100d.h) and xf86-video-ati
 * (src/radeon_reg.h); 3D ones from seed 001's register chapter. */
enum {
	R5XX_GEN_INT_CNTL = 0x0040,
	R5XX_GEN_INT_STATUS = 0x0044,
	R5XX_RBBM_SOFT_RESET = 0x00f0,
	R5XX_CP_RB_BASE = 0x0700,
	R5XX_CP_RB_CNTL = 0x0704,
	R5XX_CP_RB_RPTR_ADDR = 0x070c,
	R5XX_CP_RB_RPTR = 0x0710,
	R5XX_CP_RB_WPTR = 0x0714,
	R5XX_CP_RB_WPTR_DELAY = 0x0718,
	R5XX_CP_RB_RPTR_WR = 0x071c,
	R5XX_CP_GUI_SRC_ADDR = 0x0720,
	R5XX_CP_GUI_DST_ADDR = 0x0724,
	R5XX_CP_GUI_COMMAND = 0x0728,
	R5XX_CP_IB2_BASE = 0x0730,  /* inferred, docs/hw/r5xx.md */
	R5XX_CP_IB2_BUFSZ = 0x0734, /* inferred */
	R5XX_CP_IB_BASE = 0x0738,
	R5XX_CP_IB_BUFSZ = 0x073c,
	R5XX_CP_CSQ_CNTL = 0x0740,
	R5XX_CP_CSQ_MODE = 0x0744,
	R5XX_SCRATCH_UMSK = 0x0770,
	R5XX_SCRATCH_ADDR = 0x0774,
	R5XX_CP_RESYNC_ADDR = 0x0778,
	R5XX_CP_RESYNC_DATA = 0x077c,
	R5XX_DMA_GUI_TABLE_ADDR = 0x0780,
	R5XX_DMA_GUI_STATUS = 0x0790,
	R5XX_DMA_VID_TABLE_ADDR = 0x07a0,
	R5XX_DMA_VID_STATUS = 0x07b0,
	R5XX_CP_STAT = 0x07c0,
	R5XX_SGPU_CP_ERROR = 0x07cc, /* softgpu: no public header names 0x07c4-0x07cc */
	R5XX_CP_ME_CNTL = 0x07d0,    /* radeon_reg.h; stored only */
	R5XX_CP_ME_RAM_ADDR = 0x07d4,
	R5XX_CP_ME_RAM_RADDR = 0x07d8,
	R5XX_CP_ME_RAM_DATAH = 0x07dc,
	R5XX_CP_ME_RAM_DATAL = 0x07e0,
	/* softgpu's own registers in unused CP space (docs/hw/r5xx.md) */
	R5XX_SGPU_SCRATCH_CMP_CNTL = 0x07e4,
	R5XX_SGPU_SCRATCH_CMP_DRV0 = 0x07e8,
	R5XX_SGPU_SCRATCH_CMP_DRV1 = 0x07ec,
	R5XX_CP_CSQ_ADDR = 0x07f0,
	R5XX_CP_CSQ_DATA = 0x07f4,
	R5XX_CP_CSQ_STAT = 0x07f8,
	R5XX_CP_CSQ2_STAT = 0x07fc, /* rv515d.h */
	R5XX_RBBM_STATUS = 0x0e40,
	R5XX_CP_CSQ_APER_PRIMARY = 0x1000,
	R5XX_CP_CSQ_APER_INDIRECT = 0x1300,
	R5XX_CP_CSQ_APER_INDIRECT2 = 0x1380, /* inferred */
	R5XX_SCRATCH_REG0 = 0x15e0,
	R5XX_WAIT_UNTIL = 0x1720,
	R5XX_ISYNC_CNTL = 0x1724,
	R5XX_RBBM_GUICNTL = 0x172c,
	R5XX_RBBM_STATUS_MIRROR = 0x1740,
};

/* GEN_INT_STATUS / GEN_INT_CNTL bits */
#define R5XX_INT_SCRATCH (1u << 18) /* SCRATCH_INT_STAT: rs600d.h, the R5xx scratch compare */
#define R5XX_INT_GUI_IDLE (1u << 19)
#define R5XX_INT_SW (1u << 25)
#define R5XX_INT_SW_FIRE (1u << 26)     /* write-only trigger in STATUS */
#define R5XX_INT_SGPU_CP_ERR (1u << 28) /* softgpu */
#define R5XX_INT_GUIDMA (1u << 30)
#define R5XX_INT_VIDDMA (1u << 31)

/* CP error codes in SGPU_CP_ERROR (docs/hw/r5xx.md, "Error path") */
enum r5xx_cp_error {
	R5XX_CPERR_NONE = 0,
	R5XX_CPERR_BAD_OPCODE = 1,
	R5XX_CPERR_PAST_END = 2,
	R5XX_CPERR_BUFSZ_NOT_LAST = 3,
	R5XX_CPERR_IB_NESTING = 4,
	R5XX_CPERR_FETCH_RANGE = 5,
	R5XX_CPERR_BAD_PACKET = 6,
	R5XX_CPERR_TYPE0_RANGE = 7,
};

/* ------------------------------------------------------------------ register file */

enum r5xx_owner { R5XX_OWN_NONE, R5XX_OWN_RBBM, R5XX_OWN_CP, R5XX_OWN_E2, R5XX_OWN_3D };

struct r5xx_reg_info {
	uint32_t addr;
	const char *name;
};
/* Every named register: two tables (CP/RBBM/2D, 3D), each sorted by
 * address. */
extern const struct r5xx_reg_info *const r5xx_reg_tables[2];
extern const size_t r5xx_reg_table_counts[2];
/* NULL when the address has no name. */
const char *r5xx_reg_name(uint32_t addr);
/* Address of a register name (exact, case-insensitive); false if none. */
bool r5xx_reg_lookup(const char *name, uint32_t *addr);
enum r5xx_owner r5xx_reg_owner(uint32_t addr);

/* MMIO regions (all owned by the RBBM, which routes accesses) */
struct r5xx_region {
	const char *name;
	uint32_t base, size;
};
extern const struct r5xx_region r5xx_regions[];
extern const size_t r5xx_region_count;

/* ------------------------------------------------------------------ unit interfaces */

/* A block's register port: the RBBM routes reads and writes here.
 * from_cp: the write came from the CP's register backbone (PM4). */
struct r5xx_block_iface {
	uint32_t (*read)(struct sgpu_unit *u, uint32_t addr);
	void (*write)(struct sgpu_unit *u, uint32_t addr, uint32_t value, bool from_cp);
	/* CP reset / RBBM soft reset of this block (NULL: none) */
	void (*soft_reset)(struct sgpu_unit *u);
	/* Type-3 packet for the block: opcode and body. false = malformed. */
	bool (*packet)(struct sgpu_unit *u, unsigned opcode, const uint32_t *body, uint32_t n);
	bool (*idle)(const struct sgpu_unit *u);
	/* Entries of the block's register FIFO in use (RBBM_STATUS 6:0 counts
	 * the free ones); NULL: the block queues nothing. */
	unsigned (*fifo_used)(const struct sgpu_unit *u);
	/* Plain-storage registers: where a write to addr does nothing but
	 * store the value (no trigger, alias or flush), the word that holds
	 * it, so the CP's batched type-0 path can copy runs of them in one go;
	 * NULL for every other register. The pointer lives as long as the
	 * unit. NULL hook: the block has none. */
	uint32_t *(*plain_reg)(struct sgpu_unit *u, uint32_t addr);
};

/* The RBBM's extra entry points, for the CP. */
struct r5xx_rbbm_iface {
	struct r5xx_block_iface block;
	/* register write through the backbone (PM4 or DMA) */
	void (*bus_write)(struct sgpu_unit *rbbm, uint32_t addr, uint32_t value);
	uint32_t (*bus_read)(struct sgpu_unit *rbbm, uint32_t addr);
	void (*raise)(struct sgpu_unit *rbbm, uint32_t status_bits);
	/* a block finished its work: raise GUI_IDLE if every block is idle */
	void (*work_done)(struct sgpu_unit *rbbm);
};

extern const struct sgpu_unit_class r5xx_rbbm_class;
extern const struct sgpu_unit_class r5xx_cp_class;
extern const struct sgpu_unit_class r5xx_e2_class;
extern const struct sgpu_unit_class r5xx_3d_class;

/* Tests: false makes the CP take its per-dword reference path only. */
void r5xx_cp_set_fast(struct sgpu_unit *cp, bool fast);
/* How the batched type-0 path copies a packet body (docs/hw/r5xx.md):
 * by host (AUTO: AVX2 masked stores on Intel, else PLAIN), or forced by
 * tests and benches (MASK falls back to PLAIN without AVX2). Both kinds
 * must match the reference. */
enum r5xx_cp_copy {
	R5XX_CP_COPY_AUTO,
	R5XX_CP_COPY_PLAIN, /* move16 / blend16 / copy_words */
	R5XX_CP_COPY_MASK,  /* AVX2 masked loads and stores */
};
void r5xx_cp_set_copy(struct sgpu_unit *cp, enum r5xx_cp_copy copy);
/* The copy in use, for bench output. */
const char *r5xx_cp_copy_name(const struct sgpu_unit *cp);

/* ------------------------------------------------------------------ GPU memory
 * The model's memory controller: VRAM at GPU address 0, system memory
 * (the GART aperture, identity-mapped) at R5XX_GART_BASE. */
#define R5XX_GART_BASE 0x80000000u

struct sgpu_memspace *r5xx_mem_space(struct sgpu_device *dev, uint32_t gpu_addr, uint64_t *off);
bool r5xx_mem_rd32(struct sgpu_device *dev, uint32_t gpu_addr, uint32_t *value);
bool r5xx_mem_wr32(struct sgpu_device *dev, uint32_t gpu_addr, uint32_t value);

/* ------------------------------------------------------------------ PM4 */

/* Type-3 opcodes of seed 001 L629-L656 */
enum {
	PM4_NOP = 0x10,
	PM4_NEXTCHAR = 0x19,
	PM4_PLY_NEXTSCAN = 0x1d,
	PM4_SET_SCISSORS = 0x1e,
	PM4_PRED_EXEC = 0x20,
	PM4_COND_EXEC = 0x21,
	PM4_WAIT_SEMAPHORE = 0x22,
	PM4_WAIT_MEM = 0x23,
	PM4_3D_DRAW_VBUF = 0x28,
	PM4_3D_DRAW_IMMD = 0x29,
	PM4_3D_DRAW_INDX = 0x2a,
	PM4_LOAD_PALETTE = 0x2c,
	PM4_3D_LOAD_VBPNTR = 0x2f,
	PM4_3D_CLEAR_ZMASK = 0x32, /* not in the seed: Mesa r300_reg.h, Linux r300.c */
	PM4_INDX_BUFFER = 0x33,
	PM4_3D_DRAW_VBUF_2 = 0x34,
	PM4_3D_DRAW_IMMD_2 = 0x35,
	PM4_3D_DRAW_INDX_2 = 0x36,
	PM4_3D_CLEAR_HIZ = 0x37,
	PM4_3D_CLEAR_CMASK = 0x38, /* not in the seed: Mesa r300_reg.h, Linux r300.c */
	PM4_3D_DRAW_128 = 0x39,
	PM4_MPEG_INDEX = 0x3a,
	PM4_PAINT = 0x91,
	PM4_BITBLT = 0x92,
	PM4_HOSTDATA_BLT = 0x94,
	PM4_POLYLINE = 0x95,
	PM4_POLYSCANLINES = 0x98,
	PM4_PAINT_MULTI = 0x9a,
	PM4_BITBLT_MULTI = 0x9b,
	PM4_TRANS_BITBLT = 0x9c,
};

/* Name of a type-3 opcode, NULL if the seed's table has none. */
const char *r5xx_pm4_opcode_name(unsigned opcode);
/* The unit a type-3 opcode goes to. */
enum r5xx_owner r5xx_pm4_opcode_owner(unsigned opcode);

/* MPEG_INDEX (seed 001 L1422-L1456): the registers MASK bits 0-19 select,
 * in body order (the text says 15:0 but lists 20). Bits 12-15 name R300's
 * US_CODE_ADDR_0-3; R5xx has one US_CODE_ADDR (0x4630), which all four
 * write. */
extern const uint32_t r5xx_mpeg_index_regs[20];
/* The body's dword index of VAP_VF_CNTL, after the selected registers,
 * or 0 when the body is too short for them, VF_CNTL, NUM_INDICES and the
 * first indices (malformed). */
uint32_t r5xx_mpeg_index_vf(const uint32_t *body, uint32_t n);

/* Disassembler for `softgpu decode --pm4`: prints one line per packet
 * (and per 2D field) through emit. Returns the number of malformed
 * packets found; never reads past n. */
typedef void (*r5xx_emit_fn)(void *user, const char *line);
/* A dword as the CP fetches it with CP_RB_CNTL.BUF_SWAP mode (0 none,
 * 1 16-bit, 2 32-bit, 3 half-dwords), for decoding swapped rings. */
uint32_t r5xx_pm4_swap(uint32_t v, unsigned mode);
unsigned r5xx_pm4_disasm(const uint32_t *words, size_t n, uint32_t base_addr, r5xx_emit_fn emit,
                         void *user);

/* ------------------------------------------------------------------ 2D */

/* GUI_CONTROL (= DP_GUI_MASTER_CNTL) fields: seed 001 §5.2.2 and
 * xf86-video-ati RADEON_GMC_* */
#define GMC_SRC_PITCH_OFFSET (1u << 0)
#define GMC_DST_PITCH_OFFSET (1u << 1)
#define GMC_SRC_CLIPPING (1u << 2)
#define GMC_DST_CLIPPING (1u << 3)
#define GMC_BRUSH_TYPE(v) ((v) >> 4 & 0xf)
#define GMC_DST_TYPE(v) ((v) >> 8 & 0xf)
#define GMC_SRC_TYPE(v) (((v) >> 12 & 3) | ((v) >> 25 & 4))
#define GMC_PIX_ORDER (1u << 14)
#define GMC_COLOR_CONVT (1u << 15)
#define GMC_ROP3(v) ((v) >> 16 & 0xff)
#define GMC_SRC_LOAD(v) ((v) >> 24 & 7)
#define GMC_3D_FCN_EN (1u << 27)
#define GMC_CLR_CMP_FCN_DIS (1u << 28)
#define GMC_AUX_CLIP_DIS (1u << 29)
#define GMC_WR_MSK_DIS (1u << 30)
#define GMC_BRUSH_Y_X (1u << 31)

/* Bytes per pixel of a DST_TYPE; 0 when reserved. */
unsigned r5xx_dst_type_bpp(unsigned dst_type);
/* Number of BRUSH_PACKET dwords of a brush type for a destination of bpp
 * bytes per pixel; -1 when the type is reserved. */
int r5xx_brush_dwords(unsigned brush_type, unsigned bpp);
const char *r5xx_brush_name(unsigned brush_type);

/* Surface address function (seed 001 §2 plus our inferred orders). */
struct r5xx_surf {
	uint32_t offset; /* GPU byte address */
	uint32_t pitch;  /* bytes */
	unsigned bpp;    /* bytes per pixel */
	bool macro, micro;
	bool square; /* 16-bit micro tiles of 4x4 pixels, not 8x2 (MICRO_TILE 2, seed 001 §2) */
};
void r5xx_surf_from_po(struct r5xx_surf *s, uint32_t pitch_offset, unsigned bpp);
/* GPU byte address of pixel (x, y), x and y >= 0 */
uint32_t r5xx_surf_addr(const struct r5xx_surf *s, uint32_t x, uint32_t y);

#endif /* SGPU_AMD_R5XX_H */
