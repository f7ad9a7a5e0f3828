/* KEPLER_INLINE_TO_MEMORY_B 0xA140 and the upload path the 3D and compute
 * classes embed (i2m.h). Methods: open-gpu-doc classes/inline-to-memory/
 * cla140.h. docs/hw/maxwell.md, "Inline-to-memory". */
#include <string.h>

#include "nv/maxwell/i2m.h"
#include "nv/maxwell/surf.h"
#include "util/bits.h"

/* LAUNCH_DMA fields (cla140.h) */
#define LD_DST_PITCH (1u << 0)
#define LD_REDUCTION_ENABLE (1u << 1)
#define LD_REDUCTION_FORMAT(v) (((v) >> 2) & 3)
#define LD_COMPLETION_TYPE(v) (((v) >> 4) & 3)
#define LD_INTERRUPT_TYPE(v) (((v) >> 8) & 3)
#define LD_SEM_ONE_WORD (1u << 12)
#define LD_REDUCTION_OP(v) (((v) >> 13) & 7)

enum { COMPLETION_FLUSH_DISABLE, COMPLETION_FLUSH_ONLY, COMPLETION_RELEASE_SEMAPHORE };

static uint64_t dst_base(const struct mxw_i2m *st)
{
	return (uint64_t)(st->offset_out_upper & 0x1ffffff) << 32 | st->offset_out;
}

/* The block-linear destination's layout (SET_DST_BLOCK_SIZE, WIDTH in
 * bytes, HEIGHT, DEPTH). */
static void dst_layout(const struct mxw_i2m *st, struct g80_surface_layout *l)
{
	struct nv_bl_geom g = {
	        .width_bytes = st->dst_width,
	        .height = st->dst_height,
	        .depth = st->dst_depth,
	        .log2_bw = st->dst_block_size & 0xf,
	        .log2_bh = (st->dst_block_size >> 4) & 0xf,
	        .log2_bd = (st->dst_block_size >> 8) & 0xf,
	};
	nv_bl_layout(&g, false, l);
}

/* The GPU address of byte i of the transfer. Lines are LINE_LENGTH_IN
 * bytes; pitch: line n at OFFSET_OUT + n * PITCH_OUT; block-linear (l,
 * dst_layout): line n is row ORIGIN_Y + n of slice LAYER from byte
 * ORIGIN_X. */
static uint64_t byte_va(struct mxw_ctx *c, const struct mxw_i2m *st,
                        const struct g80_surface_layout *l, uint64_t i)
{
	uint64_t line = i / st->line_length_in, x = i % st->line_length_in;
	if (st->launch & LD_DST_PITCH)
		return dst_base(st) + line * st->pitch_out + x;
	return mxw_bl_va(c, dst_base(st), l, (uint32_t)(st->dst_origin_x + x),
	                 (uint32_t)(st->dst_origin_y + line), st->dst_layer);
}

static void complete(struct mxw_ctx *c, struct mxw_i2m *st)
{
	st->active = false;
	uint32_t l = st->launch;
	/* FLUSH_ONLY: the model posts no writes, nothing to flush */
	if (LD_COMPLETION_TYPE(l) == COMPLETION_RELEASE_SEMAPHORE) {
		uint64_t va = (uint64_t)(st->sem_a & 0x1ffffff) << 32 | st->sem_b;
		mxw_semaphore_release(c, va, st->sem_c, !(l & LD_SEM_ONE_WORD),
		                      (l & LD_REDUCTION_ENABLE) != 0, LD_REDUCTION_OP(l),
		                      LD_REDUCTION_FORMAT(l) == 1);
	}
	if (LD_INTERRUPT_TYPE(l) == 1)
		mxw_nonstall_intr(c);
}

static void launch(struct mxw_ctx *c, struct mxw_i2m *st, uint32_t data)
{
	st->launch = data;
	if (LD_COMPLETION_TYPE(data) == 3) {
		mxw_trap(c, MXW_INTR_DATA_ERROR, MXW_DE_INVALID_ENUM, MXW_I2M_LAUNCH_DMA, data,
		         "LAUNCH_DMA: COMPLETION_TYPE 3 is not an enumerant");
		return;
	}
	if (LD_INTERRUPT_TYPE(data) > 1) {
		mxw_trap(c, MXW_INTR_DATA_ERROR, MXW_DE_INVALID_ENUM, MXW_I2M_LAUNCH_DMA, data,
		         "LAUNCH_DMA: INTERRUPT_TYPE above 1 is not an enumerant");
		return;
	}
	if ((data & LD_REDUCTION_ENABLE) && LD_REDUCTION_FORMAT(data) > 1) {
		mxw_trap(c, MXW_INTR_DATA_ERROR, MXW_DE_INVALID_ENUM, MXW_I2M_LAUNCH_DMA, data,
		         "LAUNCH_DMA: REDUCTION_FORMAT above 1 is not an enumerant");
		return;
	}
	st->total = (uint64_t)st->line_length_in * st->line_count;
	st->done = 0;
	st->active = st->total != 0;
	if (!st->active)
		complete(c, st);
}

static void inline_data(struct mxw_ctx *c, struct mxw_i2m *st, uint32_t data)
{
	if (!st->active) {
		mxw_trap(c, MXW_INTR_DATA_ERROR, MXW_DE_INVALID_OPERATION, MXW_I2M_LOAD_INLINE_DATA,
		         data,
		         "LOAD_INLINE_DATA with no transfer launched (or after its last byte)");
		return;
	}
	uint64_t n = st->total - st->done < 4 ? st->total - st->done : 4;
	uint8_t b[4];
	sgpu_st_le32(b, data);
	uint64_t i = st->done;
	struct g80_surface_layout bl;
	const struct g80_surface_layout *l = NULL; /* pitch: no layout */
	if (!(st->launch & LD_DST_PITCH)) {
		dst_layout(st, &bl);
		l = &bl;
	}
	if ((st->launch & LD_DST_PITCH) &&
	    i / st->line_length_in == (i + n - 1) / st->line_length_in) {
		mxw_write(c, byte_va(c, st, l, i), b, (size_t)n); /* one line: one write */
	} else {
		for (uint64_t k = 0; k < n; k++)
			if (!mxw_write(c, byte_va(c, st, l, i + k), b + k, 1))
				break; /* one fault report per word is enough */
	}
	st->done += n;
	if (st->done >= st->total)
		complete(c, st);
}

bool mxw_i2m_method(struct mxw_ctx *c, struct mxw_i2m *st, uint32_t mthd, uint32_t data)
{
	switch (mthd) {
	case MXW_I2M_LINE_LENGTH_IN: st->line_length_in = data; return true;
	case MXW_I2M_LINE_COUNT: st->line_count = data; return true;
	case MXW_I2M_OFFSET_OUT_UPPER: st->offset_out_upper = data & 0x1ffffff; return true;
	case MXW_I2M_OFFSET_OUT: st->offset_out = data; return true;
	case MXW_I2M_PITCH_OUT: st->pitch_out = data; return true;
	case MXW_I2M_SET_DST_BLOCK_SIZE:
		if ((data & 0xf) != 0 || ((data >> 4) & 0xf) > 5 || ((data >> 8) & 0xf) > 5) {
			mxw_trap(c, MXW_INTR_DATA_ERROR, MXW_DE_INVALID_VALUE, mthd, data,
			         "SET_DST_BLOCK_SIZE: width must be ONE_GOB, height and depth 0-5");
			return true;
		}
		st->dst_block_size = data & 0xfff;
		return true;
	case MXW_I2M_SET_DST_WIDTH: st->dst_width = data; return true;
	case MXW_I2M_SET_DST_HEIGHT: st->dst_height = data; return true;
	case MXW_I2M_SET_DST_DEPTH: st->dst_depth = data; return true;
	case MXW_I2M_SET_DST_LAYER: st->dst_layer = data; return true;
	case MXW_I2M_SET_DST_ORIGIN_BYTES_X: st->dst_origin_x = data & 0x1fffff; return true;
	case MXW_I2M_SET_DST_ORIGIN_SAMPLES_Y: st->dst_origin_y = data & 0x1ffff; return true;
	case MXW_I2M_LAUNCH_DMA: launch(c, st, data); return true;
	case MXW_I2M_LOAD_INLINE_DATA: inline_data(c, st, data); return true;
	case MXW_I2M_SET_SEMAPHORE_A: st->sem_a = data & 0x1ffffff; return true;
	case MXW_I2M_SET_SEMAPHORE_B: st->sem_b = data; return true;
	case MXW_I2M_SET_SEMAPHORE_C: st->sem_c = data; return true;
	}
	return false;
}

/* ------------------------------------------------------------------ the class */

struct i2m_state {
	struct mxw_i2m up;
	uint32_t notify_a, notify_b;
};

static enum mxw_res i2m_class_method(struct mxw_ctx *c, void *vst, uint32_t mthd, uint32_t data)
{
	struct i2m_state *st = vst;
	if (mxw_i2m_method(c, &st->up, mthd, data))
		return MXW_DONE;
	switch (mthd) {
	case 0x0100: /* NO_OPERATION */
	case 0x0110: /* WAIT_FOR_IDLE: methods finish as they are taken */
	case 0x013c: /* SEND_GO_IDLE */
	case 0x0140: /* PM_TRIGGER */
	case 0x0144: /* PM_TRIGGER_WFI */
	case 0x0150: /* SET_INSTRUMENTATION_METHOD_HEADER */
	case 0x0154: /* SET_INSTRUMENTATION_METHOD_DATA */
	case 0x01f0:
	case 0x01f4:
	case 0x01f8:
	case 0x01fc: /* SET_I2M_SPARE_NOOP00..03 */ return MXW_DONE;
	case 0x0104: st->notify_a = data & 0x1ffffff; return MXW_DONE;
	case 0x0108: st->notify_b = data; return MXW_DONE;
	case 0x010c: /* NOTIFY */
		sgpu_unimp(c->u, "channel %u: I2M NOTIFY (type %u) not modelled", c->chid, data);
		return MXW_DONE;
	case 0x0130:
	case 0x0134:
	case 0x0138: /* SET_GLOBAL_RENDER_ENABLE_A..C */
	case 0x1550:
	case 0x1554:
	case 0x1558: /* SET_RENDER_ENABLE_A..C: I2M has no conditional uploads modelled */
		return MXW_DONE;
	}
	if (mthd >= 0x0200 && mthd <= 0x027c) /* SET_FALCON00..31 */
		return MXW_DONE;
	mxw_trap(c, MXW_INTR_ILLEGAL_MTHD, 0, mthd, data,
	         "not a method of KEPLER_INLINE_TO_MEMORY_B");
	return MXW_DONE;
}

const struct mxw_class mxw_i2m_class = {
        .id = 0xa140,
        .name = "KEPLER_INLINE_TO_MEMORY_B",
        .state_size = sizeof(struct i2m_state),
        .method = i2m_class_method,
};
