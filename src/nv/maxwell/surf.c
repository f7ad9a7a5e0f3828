/* Surface and completion helpers of the Maxwell classes (surf.h). */
#include <string.h>

#include "nv/maxwell/surf.h"

#include "nv/host/gf100_pfifo.h"
#include "util/bits.h"

bool mxw_gob_sectored(struct mxw_ctx *c, uint64_t va)
{
	uint8_t kind;
	if (!c->vm || !mxw_kind(c, va, &kind))
		return true;
	return nv_kind_sectored(kind);
}

uint64_t mxw_bl_va(struct mxw_ctx *c, uint64_t base, const struct g80_surface_layout *l, uint32_t x,
                   uint32_t y, uint32_t z)
{
	uint64_t gob = base + g80_surface_gob_offset(l, x, y, z);
	return gob + g80_gob_byte_offset(mxw_gob_sectored(c, gob) ? GF100_GOB_ORDER_16BX2
	                                                          : G80_GOB_ORDER_ROWS,
	                                 l->gob_rows, x, y);
}

/* cla140.h REDUCTION_OP: RED_ADD .. RED_XOR; INC/DEC wrap as CUDA's
 * atomicInc/atomicDec (the payload is the limit). */
static uint32_t reduce_op(unsigned op, bool sign, uint32_t old, uint32_t v)
{
	if (op == MXW_RED_FADD) {
		float a, b;
		memcpy(&a, &old, 4);
		memcpy(&b, &v, 4);
		a += b;
		memcpy(&old, &a, 4);
		return old;
	}
	switch (op & 7) {
	case 0: return old + v;
	case 1:
		if (sign)
			return (int32_t)old < (int32_t)v ? old : v;
		return old < v ? old : v;
	case 2:
		if (sign)
			return (int32_t)old > (int32_t)v ? old : v;
		return old > v ? old : v;
	case 3: return old >= v ? 0 : old + 1;
	case 4: return (old == 0 || old > v) ? v : old - 1;
	case 5: return old & v;
	case 6: return old | v;
	default: return old ^ v;
	}
}

void mxw_semaphore_release(struct mxw_ctx *c, uint64_t va, uint32_t payload, bool four_words,
                           bool reduce, unsigned op, bool sign)
{
	uint32_t v = payload;
	if (reduce) {
		uint32_t old;
		if (!mxw_rd32(c, va, &old))
			return;
		v = reduce_op(op, sign, old, payload);
	}
	if (!four_words) {
		mxw_wr32(c, va, v);
		return;
	}
	/* seed 000 L6208-6214 (the long semaphore): {seq, 0, ts64} */
	uint8_t b[16];
	sgpu_st_le32(b, v);
	sgpu_st_le32(b + 4, 0);
	sgpu_st_le32(b + 8, (uint32_t)c->time);
	sgpu_st_le32(b + 12, (uint32_t)(c->time >> 32));
	mxw_write(c, va, b, 16);
}

void mxw_nonstall_intr(struct mxw_ctx *c)
{
	if (!c->vm) {
		sgpu_unit_debug(c->u, "channel %u: non-stalling interrupt (direct call)", c->chid);
		return;
	}
	gf100_pfifo_nonstall_intr(c->u->dev);
}
