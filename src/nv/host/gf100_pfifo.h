/* GF100+ host internals, shared by gf100_pfifo.c (registers, runlists,
 * scheduling, channel load and save) and gf100_pbdma.c (GPFIFO, the
 * pushbuffer and host methods). Facts and choices: docs/hw/gf100-host.md. */
#ifndef SGPU_NV_HOST_GF100_PFIFO_H
#define SGPU_NV_HOST_GF100_PFIFO_H

#include "nv/engine.h"
#include "nv/host/gf100_pushbuf.h"
#include "nv/mmu/gf100_vm.h"
#include "nv/nv.h"

/* PBDMA registers (dev_pbdma NV_PPBDMA_*(i), offsets in the PBDMA's
 * 0x2000 window). RAMFC word i is the register at 4 * i (dev_ram
 * "RAMFC": the offsets match), for words 0-63. */
enum {
	PB_GP_PUT = 0x000,
	PB_MEM_OP_A = 0x004,
	PB_USERD = 0x008,
	PB_USERD_HI = 0x00c,
	PB_SIGNATURE = 0x010,
	PB_GP_GET = 0x014,
	PB_GET = 0x018,
	PB_GET_HI = 0x01c,
	PB_TOP_LEVEL_GET = 0x020,
	PB_TOP_LEVEL_GET_HI = 0x024,
	PB_REF = 0x028,
	PB_RUNTIME = 0x02c,
	PB_ACQUIRE = 0x030,
	PB_ACQUIRE_DEADLINE = 0x034,
	PB_SEM_ADDR_HI = 0x038,
	PB_SEM_ADDR_LO = 0x03c,
	PB_SEM_PAYLOAD_LO = 0x040,
	PB_SEM_EXECUTE = 0x044,
	PB_GP_BASE = 0x048,
	PB_GP_BASE_HI = 0x04c,
	PB_GP_FETCH = 0x050,
	PB_PB_FETCH = 0x054,
	PB_PB_FETCH_HI = 0x058,
	PB_PUT = 0x05c,
	PB_PUT_HI = 0x060,
	PB_MEM_OP_B = 0x064,
	PB_GP_CRC = 0x074,
	PB_PB_HEADER = 0x084,
	PB_PB_COUNT = 0x088,
	PB_SUBDEVICE = 0x094,
	PB_PB_CRC = 0x098,
	PB_SEM_PAYLOAD_HI = 0x09c,
	PB_MEM_OP_C = 0x0a0,
	PB_TARGET = 0x0ac,
	PB_METHOD_CRC = 0x0b0,
	PB_METHOD0 = 0x0c0,
	PB_DATA0 = 0x0c4,
	PB_HCE_CTRL = 0x0e4,
	PB_CONFIG = 0x0f4,
	PB_RUNLIST_TIMESLICE = 0x0f8, /* Kepler/Maxwell RAMFC word 62 (nouveau gk104 ramfc) */
	PB_SET_CHANNEL_INFO = 0x0fc,
	PB_STATUS = 0x100,
	PB_INTR_0 = 0x108,
	PB_INTR_EN_0 = 0x10c,
	PB_GP_SHADOW_0 = 0x110,
	PB_GP_SHADOW_1 = 0x114,
	PB_HDR_SHADOW = 0x118,
	PB_CHANNEL = 0x120,
	PB_TIMEOUT = 0x12c,
	PB_INTR_STALL = 0x13c,
	PB_INTR_1 = 0x148,
	PB_INTR_EN_1 = 0x14c,
};

#define GF100_RAMFC_WORDS 64
#define GF100_PB_REGS 128

/* NV_PPBDMA_INTR_0 bits used by the model. */
#define PB_INTR_GPFIFO (1u << 13)
#define PB_INTR_GPPTR (1u << 14)
#define PB_INTR_GPENTRY (1u << 15)
#define PB_INTR_PBPTR (1u << 17)
#define PB_INTR_PBENTRY (1u << 18)
#define PB_INTR_CLEAR_FAULTED_ERROR (1u << 20)
#define PB_INTR_METHOD (1u << 21)
#define PB_INTR_DEVICE (1u << 23)
#define PB_INTR_SEMAPHORE (1u << 25)
#define PB_INTR_SIGNATURE (1u << 31)

/* NV_PFIFO_INTR_0 bits. */
#define GF100_INTR_SCHED_ERROR (1u << 8)
#define GF100_INTR_CHSW_ERROR (1u << 16)
#define GF100_INTR_MMU_FAULT (1u << 28) /* gk104 (nouveau gk104_fifo_intr) */
#define GF100_INTR_PBDMA (1u << 29)
#define GF100_INTR_CHANNEL (1u << 31) /* NON_STALL_INT */

/* PB_METHOD0 fields (NV_PPBDMA_METHOD0): ADDR 13:2, SUBCH 18:16, FIRST 22, VALID 31. */
#define PB_METHOD0_VALID (1u << 31)
/* PB_HEADER (NV_PPBDMA_PB_HEADER): METHOD 13:2, SUBCHANNEL 18:16,
 * LEVEL 20 (softgpu keeps the current segment's level here), FIRST 22,
 * TYPE 31:29. */
#define PB_HEADER_LEVEL (1u << 20)
#define PB_HEADER_FIRST (1u << 22)
/* NV_PPBDMA_SUBDEVICE: ID 11:0, STORED_MASK 27:16, STATUS 28. */
#define PB_SUBDEVICE_STATUS (1u << 28)
/* NV_PPBDMA_SEM_EXECUTE_ACQUIRE_FAIL */
#define PB_SEM_ACQUIRE_FAIL (1u << 19)

/* NV_RAMUSERD words (dev_ram). */
enum {
	USERD_PUT = 16,
	USERD_GET = 17,
	USERD_REF = 18,
	USERD_PUT_HI = 19,
	USERD_TOP_LEVEL_GET = 22,
	USERD_TOP_LEVEL_GET_HI = 23,
	USERD_GET_HI = 24,
	USERD_GP_GET = 34,
	USERD_GP_PUT = 35,
};

/* A channel (PCCSR) and what softgpu keeps beside RAMFC. */
struct gf100_chan {
	uint32_t inst; /* NV_PCCSR_CHANNEL_INST: PTR 27:0, TARGET 29:28, BIND 31 */
	bool enabled;  /* NV_PCCSR_CHANNEL_ENABLE */
	bool next;     /* NV_PCCSR_CHANNEL_NEXT (stored) */
	bool pbdma_faulted, eng_faulted;
	bool doorbell; /* gv100: NOTIFY_CHANNEL_PENDING since it last read USERD GP_PUT */
	bool acq_wait; /* switched out on a failed semaphore acquire */
	/* ACQUIRE_SWITCH(_TSG) of that acquire: EN lets the scheduler
	 * leave the TSG; DIS keeps it polling (docs/hw/gf100-host.md) */
	bool acq_switch;
	bool chsw_logged; /* a CHSW_ERROR for this instance block was logged */
	/* The class bound to each subchannel by SET_OBJECT (0: none). On
	 * hardware the engines hold the bindings in their contexts. */
	uint32_t subc_class[8];
};

/* A channel entry of the committed runlist, with its TSG. */
struct gf100_rl_entry {
	uint32_t chid;
	int32_t tsg;        /* -1: a bare channel (8-byte runlists only) */
	uint64_t timeslice; /* steps */
};

#define GF100_RUNLIST_MAX 4096

struct gf100_pfifo {
	struct sgpu_unit *u;
	const struct gf100_pfifo_params *p;
	enum gf100_host_gen gen;
	struct gf100_chan *chan;
	struct sgpu_reg_name *pccsr_regs;
	char (*pccsr_names)[24];
	struct sgpu_unit *engine;

	/* PFIFO registers */
	uint32_t intr, intr_en, sched_error, chsw_error;
	uint32_t runlist_base, runlist; /* 0x2270, 0x2274 as written */
	bool rl_pending;                /* ENG_RUNLIST_PENDING: fetched at the next step */
	uint32_t preempt;
	/* gm20b MMU fault records of units 0-15: INST, VALO, VAHI, INFO
	 * (0x2800 + 16 * unit), and the units latched (0x259c) */
	uint32_t fault_info[16][4];
	uint32_t fault_pending;
	uint32_t stored[0x2000 / 4];

	/* The committed runlist. */
	struct gf100_rl_entry rl[GF100_RUNLIST_MAX];
	uint32_t rl_len, rr;
	int32_t cur; /* the runlist entry of the loaded channel, -1: none */

	/* PBDMA 0 */
	uint32_t r[GF100_PB_REGS];
	int32_t loaded;     /* chid, -1: none */
	uint64_t inst_addr; /* the loaded channel's RAMIN */
	enum gf100_aperture inst_aper;
	struct gf100_vmctx vm;
	enum gf100_vm_fault vm_bad; /* RAMIN's address space unusable: GF100_VM_UNBOUND */
	uint64_t slice_left;
	uint64_t retry_left; /* steps until a polled ACQUIRE_SWITCH DIS acquire is retried */
	bool yield;
	uint64_t spent;        /* steps spent so far in this step() call */
	struct sgpu_turn turn; /* the long turn in progress (sgpu_unit_turn) */
	struct gf100_tlb *tlb; /* PFB's, for the channels' address spaces */
	bool crc_logged;
	/* Tests: the reference path only (kept over reset), and the words
	 * the fast path took. */
	bool no_fast;
	uint64_t fast_words;
};

/* What one PBDMA step did. */
enum gf100_pb_res {
	GF100_PB_DONE,    /* progress */
	GF100_PB_IDLE,    /* nothing to do */
	GF100_PB_BLOCKED, /* a failed acquire: switch channels */
	GF100_PB_STALLED, /* the engine refused the method: retry */
	GF100_PB_HALTED,  /* an interrupt is pending */
	GF100_PB_YIELD,   /* YIELD: end of the timeslice */
	GF100_PB_FAULTED, /* an MMU fault: the channel is marked faulted */
};

static inline uint32_t *pbreg(struct gf100_pfifo *pf, uint32_t off)
{
	return &pf->r[off / 4];
}

/* gf100_pfifo.c */
void gf100_pfifo_intr_update(struct gf100_pfifo *pf);
void gf100_pbdma_intr(struct gf100_pfifo *pf, uint32_t bits);
/* An MMU fault of the loaded channel's access at va (docs/hw/gf100-host.md). */
void gf100_pfifo_mmu_fault(struct gf100_pfifo *pf, uint64_t va, enum gf100_vm_fault why,
                           bool write);
void gf100_userd_writeback(struct gf100_pfifo *pf);

/* The channel whose methods the PBDMA hands to an engine (the loaded
 * one): what an engine needs while it takes a method. */
struct gf100_engine_chan {
	uint32_t chid;
	uint64_t inst; /* RAMIN address */
	enum gf100_aperture inst_aper;
	bool vm_ok;            /* false: RAMIN's address space is unusable */
	struct gf100_vmctx vm; /* the channel's address space */
	uint64_t time;         /* PTIMER now, as the PBDMA sees it */
};
/* false: the device has no GF100+ PFIFO or no channel is loaded. */
bool gf100_pfifo_engine_chan(struct sgpu_device *dev, struct gf100_engine_chan *out);
/* The same for a PFIFO unit an engine looked up once (NULL or another
 * class: false). */
bool gf100_pfifo_engine_chan_of(struct sgpu_unit *pfifo, struct gf100_engine_chan *out);
uint64_t gf100_pfifo_time(struct gf100_pfifo *pf);
/* An engine's non-stalling interrupt: PFIFO INTR_0 bit 31 (NON_STALL_INT,
 * as the host method NON_STALL_INTERRUPT; nouveau gk104_fifo_intr_engine). */
void gf100_pfifo_nonstall_intr(struct sgpu_device *dev);

/* gf100_pbdma.c: one step of the loaded channel. */
enum gf100_pb_res gf100_pbdma_step(struct gf100_pfifo *pf);
/* The fast path (docs/hw/gf100-host.md, "Fast path"): the loaded
 * channel's PB segment decoded in one pass while nothing the reference
 * step decides can happen (header words, engine methods, runs of method
 * data handed to the engine's method_run at once), exactly as that many
 * gf100_pbdma_step calls would; each word costs a step (pf->spent,
 * pf->slice_left). Stops at limit (or past it, gf100_pfifo_run_end), the
 * timeslice's end and anything else; returns the words taken (0: take the
 * reference step). */
uint64_t gf100_pbdma_run(struct gf100_pfifo *pf, uint64_t limit);
/* How far a fast run may go from limit, the end of the current slice:
 * the long turn's end when no other unit is busy, the engine has no
 * busy() of its own and nothing is traced (a run past a slice's end
 * shows no model time), else limit. */
uint64_t gf100_pfifo_run_end(struct gf100_pfifo *pf, uint64_t limit);
/* Whether a channel's saved state (RAMFC words r, USERD GP_PUT already
 * merged) has work: a pending method, a segment, or GP entries. A
 * pending failed acquire counts only when memory now satisfies it. */
bool gf100_pbdma_has_work(struct gf100_pfifo *pf, const uint32_t *r, const struct gf100_vmctx *vm,
                          bool acq_wait);

#endif /* SGPU_NV_HOST_GF100_PFIFO_H */
