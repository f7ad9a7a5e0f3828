/* Report semaphores of the Maxwell 3D and compute classes.
 *
 * open-gpu-doc clb197.h SET_REPORT_SEMAPHORE_D: OPERATION 1:0 (RELEASE,
 * ACQUIRE, REPORT_ONLY, TRAP), FLUSH_DISABLE 2, REDUCTION_ENABLE 3,
 * RELEASE 4, SUB_REPORT 7:5, ACQUIRE 8, REDUCTION_OP 11:9,
 * PIPELINE_LOCATION 15:12, COMPARISON 16 (EQ/GE), REDUCTION_FORMAT
 * 18:17, AWAKEN_ENABLE 20, REPORT_DWORD_NUMBER 21, REPORT 27:23,
 * STRUCTURE_SIZE 28 (FOUR_WORDS/ONE_WORD). The four-word structure is
 * the 64-bit value then the 64-bit timestamp (Mesa nvc0_query_hw.c reads
 * the counter from the first and the time from the second quadword);
 * seed 003's fence is a one-word release. docs/hw/maxwell.md. */
#include "nv/maxwell/report.h"

#include "core/device.h"
#include "util/bits.h"

uint32_t mxw_reduce(unsigned op, bool is_signed, uint32_t mem, uint32_t payload)
{
	switch (op & 7) {
	case 0: return mem + payload;
	case 1:
		if (is_signed)
			return (int32_t)mem < (int32_t)payload ? mem : payload;
		return mem < payload ? mem : payload;
	case 2:
		if (is_signed)
			return (int32_t)mem > (int32_t)payload ? mem : payload;
		return mem > payload ? mem : payload;
	/* INC/DEC wrap at the payload, as the CUDA atomicInc/atomicDec the
	 * names follow (inferred, docs/hw/maxwell.md) */
	case 3: return mem >= payload ? 0 : mem + 1;
	case 4: return mem == 0 || mem > payload ? payload : mem - 1;
	case 5: return mem & payload;
	case 6: return mem | payload;
	default: return mem ^ payload;
	}
}

static void write_struct(struct mxw_ctx *c, uint64_t addr, uint64_t value, bool one_word)
{
	uint8_t b[16];
	if (one_word) {
		sgpu_st_le32(b, (uint32_t)value);
		mxw_write(c, addr, b, 4);
		return;
	}
	sgpu_st_le32(b, (uint32_t)value);
	sgpu_st_le32(b + 4, (uint32_t)(value >> 32));
	sgpu_st_le32(b + 8, (uint32_t)c->time);
	sgpu_st_le32(b + 12, (uint32_t)(c->time >> 32));
	mxw_write(c, addr, b, 16);
}

enum mxw_res mxw_report_semaphore(struct mxw_ctx *c, uint32_t mthd, uint64_t addr, uint32_t payload,
                                  uint32_t d, const struct mxw_counters *k, bool compute)
{
	unsigned op = MXW_SEM_D_OPERATION(d);
	bool one_word = d & MXW_SEM_D_ONE_WORD;
	if (addr & 3) {
		mxw_trap(c, MXW_INTR_DATA_ERROR, MXW_DE_INVALID_ADDRESS_ALIGNMENT, mthd, d,
		         "report semaphore address not 4-byte aligned");
		return MXW_DONE;
	}
	if (compute && (op == MXW_SEM_OP_ACQUIRE || op == MXW_SEM_OP_REPORT_ONLY)) {
		/* clb1c0.h lists only RELEASE and TRAP */
		mxw_trap(c, MXW_INTR_DATA_ERROR, MXW_DE_INVALID_ENUM, mthd, d,
		         "compute report semaphore operation is not RELEASE or TRAP");
		return MXW_DONE;
	}
	switch (op) {
	case MXW_SEM_OP_RELEASE:
		if (d & MXW_SEM_D_REDUCTION_ENABLE) {
			uint32_t m;
			if (!mxw_rd32(c, addr, &m))
				return MXW_DONE;
			payload = mxw_reduce(MXW_SEM_D_REDUCTION_OP(d),
			                     MXW_SEM_D_REDUCTION_SIGNED(d), m, payload);
			if (one_word) {
				mxw_wr32(c, addr, payload);
				return MXW_DONE;
			}
		}
		write_struct(c, addr, payload, one_word);
		return MXW_DONE;
	case MXW_SEM_OP_ACQUIRE: {
		uint32_t m;
		if (!mxw_rd32(c, addr, &m))
			return MXW_DONE; /* the fault is reported; the acquire is dropped */
		bool ok = d & MXW_SEM_D_COMPARISON_GE ? (int32_t)(m - payload) >= 0 : m == payload;
		return ok ? MXW_DONE : MXW_STALL;
	}
	case MXW_SEM_OP_REPORT_ONLY: {
		unsigned r = MXW_SEM_D_REPORT(d);
		/* REPORT NONE writes the payload, like a release */
		uint64_t v = r ? (k ? k->v[r] : 0) : payload;
		write_struct(c, addr, v, one_word);
		return MXW_DONE;
	}
	default:
		sgpu_unimp(c->u, "channel %u: report semaphore TRAP operation (0x%08x) ignored",
		           c->chid, d);
		return MXW_DONE;
	}
}
