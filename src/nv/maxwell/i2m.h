/* The inline-to-memory upload path: KEPLER_INLINE_TO_MEMORY_B 0xA140
 * (i2m.c) and the same methods, at the same offsets, inside MAXWELL_B
 * 0xB197 and MAXWELL_COMPUTE_B 0xB1C0 (open-gpu-doc classes/
 * inline-to-memory/cla140.h, 3d/clb197.h, compute/clb1c0.h). A class
 * embeds a struct mxw_i2m in its state and hands every method to
 * mxw_i2m_method first. docs/hw/maxwell.md, "Inline-to-memory". */
#ifndef SGPU_NV_MAXWELL_I2M_H
#define SGPU_NV_MAXWELL_I2M_H

#include <stdbool.h>
#include <stdint.h>

#include "nv/maxwell/mxw.h"

/* Methods (bytes), the same in 0xA140, 0xB197 and 0xB1C0. */
enum {
	MXW_I2M_LINE_LENGTH_IN = 0x0180,
	MXW_I2M_LINE_COUNT = 0x0184,
	MXW_I2M_OFFSET_OUT_UPPER = 0x0188,
	MXW_I2M_OFFSET_OUT = 0x018c,
	MXW_I2M_PITCH_OUT = 0x0190,
	MXW_I2M_SET_DST_BLOCK_SIZE = 0x0194,
	MXW_I2M_SET_DST_WIDTH = 0x0198,
	MXW_I2M_SET_DST_HEIGHT = 0x019c,
	MXW_I2M_SET_DST_DEPTH = 0x01a0,
	MXW_I2M_SET_DST_LAYER = 0x01a4,
	MXW_I2M_SET_DST_ORIGIN_BYTES_X = 0x01a8,
	MXW_I2M_SET_DST_ORIGIN_SAMPLES_Y = 0x01ac,
	MXW_I2M_LAUNCH_DMA = 0x01b0,
	MXW_I2M_LOAD_INLINE_DATA = 0x01b4,
	MXW_I2M_SET_SEMAPHORE_A = 0x01dc,
	MXW_I2M_SET_SEMAPHORE_B = 0x01e0,
	MXW_I2M_SET_SEMAPHORE_C = 0x01e4,
};

/* The upload state (zero is the power-on state). */
struct mxw_i2m {
	uint32_t line_length_in, line_count;
	uint32_t offset_out_upper, offset_out;
	uint32_t pitch_out;
	uint32_t dst_block_size, dst_width, dst_height, dst_depth, dst_layer;
	uint32_t dst_origin_x, dst_origin_y;
	uint32_t launch; /* LAUNCH_DMA of the transfer */
	uint32_t sem_a, sem_b, sem_c;
	/* The transfer LAUNCH_DMA started: bytes expected and received so far. */
	bool active;
	uint64_t total, done;
};

/* Takes mthd if it is one of the upload methods above (returns true; a
 * bad one goes to mxw_trap), else returns false and leaves it to the
 * caller. LAUNCH_DMA starts a transfer of LINE_LENGTH_IN x LINE_COUNT
 * bytes; LOAD_INLINE_DATA words carry it, packed (4 bytes a word, lines
 * back to back); the word that completes it also does the completion
 * (flush, semaphore release, interrupt). */
bool mxw_i2m_method(struct mxw_ctx *c, struct mxw_i2m *st, uint32_t mthd, uint32_t data);

extern const struct mxw_class mxw_i2m_class;

#endif /* SGPU_NV_MAXWELL_I2M_H */
