/* Maxwell descriptors in memory, decoded field by field: texture headers
 * (TIC, open-gpu-doc classes/3d/clb197tex.h TEXHEAD_*: the five header
 * versions of the GM107+ layout), texture samplers (TSC, TEXSAMP0-7) and
 * compute queue meta data (QMD version 1.7, classes/compute/clb1c0qmd.h).
 * Shared by MAXWELL_B/MAXWELL_COMPUTE_B (logs) and `softgpu decode`.
 * docs/hw/maxwell.md. */
#ifndef SGPU_NV_MAXWELL_DESC_H
#define SGPU_NV_MAXWELL_DESC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define MXW_TIC_WORDS 8
#define MXW_TSC_WORDS 8
#define MXW_QMD_WORDS 64

/* Bits [lo, hi] (hi - lo < 64) of a little-endian array of 32-bit words
 * (the MW(hi:lo) notation of open-gpu-doc). */
uint64_t mxw_mw(const uint32_t *w, unsigned hi, unsigned lo);

/* TIC header versions (TEXHEAD_BL_HEADER_VERSION, word 2 bits 23:21). */
enum mxw_tic_version {
	MXW_TIC_ONE_D_BUFFER = 0,
	MXW_TIC_PITCH_COLOR_KEY = 1,
	MXW_TIC_PITCH = 2,
	MXW_TIC_BLOCKLINEAR = 3,
	MXW_TIC_BLOCKLINEAR_COLOR_KEY = 4,
};

/* What a texture header says, in numbers. */
struct mxw_tic {
	unsigned version;
	bool version_valid; /* 0-4 */
	unsigned format;    /* COMPONENTS_SIZES (7 bits) */
	const char *format_name;
	unsigned type[4];    /* R, G, B, A data types */
	unsigned swizzle[4]; /* X, Y, Z, W sources */
	uint64_t address;
	unsigned texture_type;
	uint32_t width, height, depth;      /* the *_MINUS_ONE fields + 1 */
	uint32_t pitch;                     /* pitch versions, bytes */
	unsigned log2_bw, log2_bh, log2_bd; /* block-linear versions */
	unsigned max_mip_level;
	bool srgb, normalized;
	unsigned reserved_set; /* reserved fields that are not zero */
};

typedef void (*mxw_line_fn)(void *user, const char *line);

void mxw_tic_decode(const uint32_t w[MXW_TIC_WORDS], struct mxw_tic *t);
/* Prints the words, a summary line and every field of the header's
 * version, one line each ("  NAME value (ENUM)"); reserved fields only
 * when not zero, flagged with '!'. Returns how many such flags. */
unsigned mxw_tic_print(const uint32_t w[MXW_TIC_WORDS], mxw_line_fn line, void *user);
unsigned mxw_tsc_print(const uint32_t w[MXW_TSC_WORDS], mxw_line_fn line, void *user);

struct mxw_qmd {
	uint32_t program_offset; /* from SET_PROGRAM_REGION */
	uint32_t grid[3];        /* CTA_RASTER_WIDTH/HEIGHT/DEPTH */
	uint32_t block[3];       /* CTA_THREAD_DIMENSION0-2 */
	uint32_t shared_size, register_count, barrier_count;
	unsigned version, major_version;
	unsigned cb_valid; /* CONSTANT_BUFFER_VALID bits 0-7 */
	uint64_t cb_addr[8];
	uint32_t cb_size[8];
	bool release_enable[2];
	uint64_t release_addr[2];
	uint32_t release_payload[2];
	bool release_one_word[2];
};

void mxw_qmd_decode(const uint32_t w[MXW_QMD_WORDS], struct mxw_qmd *q);
unsigned mxw_qmd_print(const uint32_t w[MXW_QMD_WORDS], mxw_line_fn line, void *user);

/* Names for log lines (never NULL). */
const char *mxw_tic_format_name(unsigned format);
const char *mxw_tic_version_name(unsigned version);

#endif /* SGPU_NV_MAXWELL_DESC_H */
