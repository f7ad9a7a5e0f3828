/* GF100+ PFIFO: the PFIFO registers (interrupts, runlist submission,
 * preemption), the channel RAM (PCCSR at 0x800000), PBDMA 0's registers
 * (0x040000), VOLTA_USERMODE_A (0x810000, gv100), channel load and save
 * through RAMFC and USERD, and the scheduler that runs the runlist's
 * channels on the PBDMA within the run budget.
 * Sources: open-gpu-doc dev_fifo.ref.txt, dev_ram.ref.txt (seed 002),
 * dev_usermode.ref.txt, dev_pbdma.ref.txt (gv100); nouveau
 * nvkm/engine/fifo/gk104.c, gv100.c, runl.c, chan.c for the driver
 * protocol and the Kepler/Maxwell runlist format. Notes and choices:
 * docs/hw/gf100-host.md. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nv/host/gf100_pfifo.h"
#include "util/bits.h"

#define PFIFO_WINDOW 0x2000
#define PBDMA_BASE 0x040000u
#define PBDMA_STRIDE 0x2000u
#define PCCSR_BASE 0x800000u
#define USERMODE_BASE 0x810000u
#define USERMODE_SIZE 0x10000u

/* Offsets in the PFIFO window (BAR0 0x2000). */
enum {
	R_INTR_0 = 0x100,
	R_INTR_EN_0 = 0x140,
	R_USERD_WRITEBACK = 0x25c,
	R_RUNLIST_BASE = 0x270,
	R_RUNLIST = 0x274,
	R_ENG_RUNLIST_BASE0 = 0x280,
	R_ENG_RUNLIST0 = 0x284,
	R_PBDMA_MAP0 = 0x390,
	R_SCHED_ERROR = 0x54c,
	R_CHSW_ERROR = 0x56c,
	R_MMU_FAULT_ENGINES = 0x59c, /* gk104: engines with a fault latched (nouveau) */
	R_INTR_PBDMA_ID = 0x5a0,
	R_PREEMPT = 0x634,
	R_RUNLIST_PREEMPT = 0x638,
	R_SCHED_STATUS = 0x63c,
	/* gk104 fault record of MMU unit 7, HOST0 (nouveau gk104_fifo_intr_fault,
	 * gk104_fifo_fault_engine) */
	R_MMU_FAULT_RECORDS = 0x800, /* gk104: 16 units of INST, VALO, VAHI, INFO */
	R_MMU_FAULT_INST = 0x870,
	R_MMU_FAULT_VALO = 0x874,
	R_MMU_FAULT_VAHI = 0x878,
	R_MMU_FAULT_INFO = 0x87c,
};

#define RUNLIST_PENDING (1u << 20)
#define SCHED_ERROR_BAD_TSG 0x20
#define CHSW_ERROR_RDAT_TIMEOUT 4

static const struct sgpu_reg_name pfifo_regs[] = {
        {R_INTR_0, "INTR_0"},
        {R_INTR_EN_0, "INTR_EN_0"},
        {R_USERD_WRITEBACK, "USERD_WRITEBACK"},
        {R_RUNLIST_BASE, "RUNLIST_BASE"},
        {R_RUNLIST, "RUNLIST"},
        {R_ENG_RUNLIST_BASE0, "ENG_RUNLIST_BASE0"},
        {R_ENG_RUNLIST0, "ENG_RUNLIST0"},
        {R_PBDMA_MAP0, "PBDMA_MAP0"},
        {R_SCHED_ERROR, "INTR_SCHED_ERROR"},
        {R_CHSW_ERROR, "INTR_CHSW_ERROR"},
        {R_MMU_FAULT_ENGINES, "MMU_FAULT_ENGINES"},
        {R_INTR_PBDMA_ID, "INTR_PBDMA_ID"},
        {R_PREEMPT, "PREEMPT"},
        {R_RUNLIST_PREEMPT, "RUNLIST_PREEMPT"},
        {R_SCHED_STATUS, "SCHED_STATUS"},
        {R_MMU_FAULT_RECORDS + 0x40, "MMU_FAULT_INST4"},
        {R_MMU_FAULT_RECORDS + 0x44, "MMU_FAULT_VALO4"},
        {R_MMU_FAULT_RECORDS + 0x48, "MMU_FAULT_VAHI4"},
        {R_MMU_FAULT_RECORDS + 0x4c, "MMU_FAULT_INFO4"},
        {R_MMU_FAULT_INST, "MMU_FAULT_INST7"},
        {R_MMU_FAULT_VALO, "MMU_FAULT_VALO7"},
        {R_MMU_FAULT_VAHI, "MMU_FAULT_VAHI7"},
        {R_MMU_FAULT_INFO, "MMU_FAULT_INFO7"},
};

static const struct sgpu_reg_name pbdma_regs[] = {
        {PB_GP_PUT, "GP_PUT"},
        {PB_MEM_OP_A, "MEM_OP_A"},
        {PB_USERD, "USERD"},
        {PB_USERD_HI, "USERD_HI"},
        {PB_SIGNATURE, "SIGNATURE"},
        {PB_GP_GET, "GP_GET"},
        {PB_GET, "GET"},
        {PB_GET_HI, "GET_HI"},
        {PB_TOP_LEVEL_GET, "TOP_LEVEL_GET"},
        {PB_TOP_LEVEL_GET_HI, "TOP_LEVEL_GET_HI"},
        {PB_REF, "REF"},
        {PB_RUNTIME, "RUNTIME"},
        {PB_ACQUIRE, "ACQUIRE"},
        {PB_ACQUIRE_DEADLINE, "ACQUIRE_DEADLINE"},
        {PB_SEM_ADDR_HI, "SEM_ADDR_HI"},
        {PB_SEM_ADDR_LO, "SEM_ADDR_LO"},
        {PB_SEM_PAYLOAD_LO, "SEM_PAYLOAD_LO"},
        {PB_SEM_EXECUTE, "SEM_EXECUTE"},
        {PB_GP_BASE, "GP_BASE"},
        {PB_GP_BASE_HI, "GP_BASE_HI"},
        {PB_GP_FETCH, "GP_FETCH"},
        {PB_PB_FETCH, "PB_FETCH"},
        {PB_PB_FETCH_HI, "PB_FETCH_HI"},
        {PB_PUT, "PUT"},
        {PB_PUT_HI, "PUT_HI"},
        {PB_MEM_OP_B, "MEM_OP_B"},
        {PB_GP_CRC, "GP_CRC"},
        {PB_PB_HEADER, "PB_HEADER"},
        {PB_PB_COUNT, "PB_COUNT"},
        {PB_SUBDEVICE, "SUBDEVICE"},
        {PB_PB_CRC, "PB_CRC"},
        {PB_SEM_PAYLOAD_HI, "SEM_PAYLOAD_HI"},
        {PB_MEM_OP_C, "MEM_OP_C"},
        {PB_TARGET, "TARGET"},
        {PB_METHOD_CRC, "METHOD_CRC"},
        {PB_METHOD0, "METHOD0"},
        {PB_DATA0, "DATA0"},
        {PB_HCE_CTRL, "HCE_CTRL"},
        {PB_CONFIG, "CONFIG"},
        {PB_RUNLIST_TIMESLICE, "RUNLIST_TIMESLICE"},
        {PB_SET_CHANNEL_INFO, "SET_CHANNEL_INFO"},
        {PB_STATUS, "STATUS"},
        {PB_INTR_0, "INTR_0"},
        {PB_INTR_EN_0, "INTR_EN_0"},
        {PB_GP_SHADOW_0, "GP_SHADOW_0"},
        {PB_GP_SHADOW_1, "GP_SHADOW_1"},
        {PB_HDR_SHADOW, "HDR_SHADOW"},
        {PB_CHANNEL, "CHANNEL"},
        {PB_TIMEOUT, "TIMEOUT"},
        {PB_INTR_STALL, "INTR_STALL"},
        {PB_INTR_1, "INTR_1"},
        {PB_INTR_EN_1, "INTR_EN_1"},
};

enum { UM_CFG0 = 0x00, UM_TIME_0 = 0x80, UM_TIME_1 = 0x84, UM_NOTIFY_CHANNEL_PENDING = 0x90 };

static const struct sgpu_reg_name usermode_regs[] = {
        {UM_CFG0, "CFG0"},
        {UM_TIME_0, "TIME_0"},
        {UM_TIME_1, "TIME_1"},
        {UM_NOTIFY_CHANNEL_PENDING, "NOTIFY_CHANNEL_PENDING"},
};

/* ------------------------------------------------------------------ interrupts */

static uint32_t pbdma_pending(const struct gf100_pfifo *pf)
{
	return (pf->r[PB_INTR_0 / 4] & pf->r[PB_INTR_EN_0 / 4]) |
	       (pf->r[PB_INTR_1 / 4] & pf->r[PB_INTR_EN_1 / 4]);
}

static uint32_t intr_0(const struct gf100_pfifo *pf)
{
	return (pf->intr & ~GF100_INTR_PBDMA) | (pbdma_pending(pf) ? GF100_INTR_PBDMA : 0);
}

void gf100_pfifo_intr_update(struct gf100_pfifo *pf)
{
	if (pf->u->desc->irq_line >= 0)
		sgpu_irq_set(pf->u->dev, (unsigned)pf->u->desc->irq_line,
		             (intr_0(pf) & pf->intr_en) != 0);
}

void gf100_pbdma_intr(struct gf100_pfifo *pf, uint32_t bits)
{
	pf->r[PB_INTR_0 / 4] |= bits;
	gf100_pfifo_intr_update(pf);
}

uint64_t gf100_pfifo_time(struct gf100_pfifo *pf)
{
	return nv_ptimer_now(pf->u->dev, pf->spent - pf->turn.booked);
}

/* ------------------------------------------------------------------ memory */

/* RAMIN and USERD apertures: 0 video memory, 2/3 system memory (1 is
 * NVLINK-coherent video memory for USERD, invalid for RAMIN). */
static struct sgpu_memspace *aper_mem(struct gf100_pfifo *pf, unsigned t)
{
	return gf100_aper_mem(pf->u->dev, t == 1 ? GF100_APER_VID : (enum gf100_aperture)t);
}

static void chan_inst(const struct gf100_chan *c, uint64_t *addr, unsigned *aper)
{
	*addr = (uint64_t)(c->inst & 0x0fffffffu) << 12;
	*aper = c->inst >> 28 & 3;
}

/* RAMFC words 0-63 (dev_ram: every listed field lies there) of a
 * channel, or false when the instance block is outside memory. */
static bool ramfc_read(struct gf100_pfifo *pf, const struct gf100_chan *c, uint32_t *w)
{
	uint64_t a;
	unsigned t;
	chan_inst(c, &a, &t);
	struct sgpu_memspace *m = aper_mem(pf, t);
	return m && sgpu_memspace_read(m, a, w, 4 * GF100_RAMFC_WORDS);
}

static bool ramin_word(struct gf100_pfifo *pf, const struct gf100_chan *c, unsigned i, uint32_t *v)
{
	uint64_t a;
	unsigned t;
	chan_inst(c, &a, &t);
	struct sgpu_memspace *m = aper_mem(pf, t);
	return m && sgpu_memspace_rd32(m, a + 4 * i, v);
}

/* NV_PPBDMA_USERD: TARGET 1:0, ADDR 31:9; USERD_HI the upper bits. */
static bool userd_loc(struct gf100_pfifo *pf, const uint32_t *r, struct sgpu_memspace **m,
                      uint64_t *a)
{
	*a = (uint64_t)(r[PB_USERD_HI / 4] & 0xff) << 32 | (r[PB_USERD / 4] & ~0x1ffu);
	*m = aper_mem(pf, r[PB_USERD / 4] & 3);
	return *m && sgpu_mem_range_ok(*m, *a, 512);
}

/* GP_PUT as the client last wrote it to USERD. */
static bool userd_gp_put(struct gf100_pfifo *pf, const uint32_t *r, uint32_t *v)
{
	struct sgpu_memspace *m;
	uint64_t a;
	return userd_loc(pf, r, &m, &a) && sgpu_memspace_rd32(m, a + 4 * USERD_GP_PUT, v);
}

/* The read-only USERD words Host writes back (dev_ram "RAMUSERD"). */
void gf100_userd_writeback(struct gf100_pfifo *pf)
{
	struct sgpu_memspace *m;
	uint64_t a;
	const uint32_t *r = pf->r;
	if (!userd_loc(pf, r, &m, &a)) {
		sgpu_guest_error(pf->u,
		                 "channel %d: USERD 0x%08x 0x%08x outside memory: no write-back",
		                 pf->loaded, r[PB_USERD / 4], r[PB_USERD_HI / 4]);
		return;
	}
	static const struct {
		unsigned word;
		uint32_t reg;
	} wb[] = {
	        {USERD_PUT, PB_PUT},
	        {USERD_GET, PB_GET},
	        {USERD_REF, PB_REF},
	        {USERD_PUT_HI, PB_PUT_HI},
	        {USERD_TOP_LEVEL_GET, PB_TOP_LEVEL_GET},
	        {USERD_TOP_LEVEL_GET_HI, PB_TOP_LEVEL_GET_HI},
	        {USERD_GET_HI, PB_GET_HI},
	        {USERD_GP_GET, PB_GP_GET},
	};
	for (size_t i = 0; i < sizeof(wb) / sizeof(wb[0]); i++)
		sgpu_memspace_wr32(m, a + 4 * wb[i].word, r[wb[i].reg / 4]);
}

/* ------------------------------------------------------------------ faults */

/* An MMU fault on the loaded channel's access: the channel is marked
 * PBDMA_FAULTED and not scheduled until the host clears it (PCCSR write
 * or CLEAR_FAULTED). gm20b latches the gk104 fault record of MMU unit 7
 * (HOST0) and raises INTR_0 MMU_FAULT; gv100 reports through PFB's fault
 * registers and non-replayable fault buffer (mmu/gf100_pfb.c).
 * docs/hw/gf100-host.md, "Faults". */
/* gm20b: the gk104 fault record of MMU unit `unit` (nouveau
 * gk104_fifo_intr_fault: 0x2800 + 16 * unit INST, VALO, VAHI, INFO with
 * reason 7:0, HUB 6, access 7 (1 write), client 12:8; 0x259c bit unit
 * pending, write 1 to ack), and INTR_0 MMU_FAULT. A unit's record holds
 * its first fault until acked. */
static void fault_latch(struct gf100_pfifo *pf, unsigned unit, uint32_t inst, uint64_t va,
                        unsigned type, unsigned client, bool write)
{
	if (!(pf->fault_pending >> unit & 1)) {
		pf->fault_pending |= 1u << unit;
		uint32_t *r = pf->fault_info[unit];
		r[0] = inst;
		r[1] = (uint32_t)va;
		r[2] = (uint32_t)(va >> 32);
		r[3] = (type & 0x3f) | 1u << 6 | (write ? 1u << 7 : 0) | (client & 0x1f) << 8;
	}
	pf->intr |= GF100_INTR_MMU_FAULT;
	gf100_pfifo_intr_update(pf);
}

void gf100_pfifo_mmu_fault(struct gf100_pfifo *pf, uint64_t va, enum gf100_vm_fault why, bool write)
{
	struct gf100_chan *c = &pf->chan[pf->loaded];
	sgpu_guest_error(pf->u, "channel %d: MMU fault %s on %s of 0x%010llx", pf->loaded,
	                 gf100_vm_fault_name(why), write ? "write" : "read",
	                 (unsigned long long)va);
	c->pbdma_faulted = true;
	unsigned type = gf100_vm_fault_type(why);
	if (pf->p->usermode) {
		struct gf100_fault_rec f = {
		        .inst = pf->inst_addr,
		        .inst_aper = (unsigned)pf->inst_aper,
		        .va = va,
		        .time = gf100_pfifo_time(pf),
		        .engine = 0x20, /* HOST0 (nouveau gv100_fifo_mmu_fault_engine) */
		        .type = type,
		        .client = 0x06, /* hub client HOST (gv100_fifo_fault_hubclient) */
		        .write = write,
		};
		gf100_pfb_fault(pf->u->dev, &f);
		return;
	}
	fault_latch(pf, 7, c->inst & 0x0fffffffu, va, type, 0x06, write);
}

bool gf100_pfifo_engine_chan(struct sgpu_device *dev, struct gf100_engine_chan *out)
{
	return gf100_pfifo_engine_chan_of(sgpu_dev_unit(dev, "PFIFO"), out);
}

bool gf100_pfifo_engine_chan_of(struct sgpu_unit *u, struct gf100_engine_chan *out)
{
	if (!u || u->cls != &gf100_pfifo_class)
		return false;
	struct gf100_pfifo *pf = u->priv;
	if (pf->loaded < 0)
		return false;
	out->chid = (uint32_t)pf->loaded;
	out->inst = pf->inst_addr;
	out->inst_aper = pf->inst_aper;
	out->vm_ok = pf->vm_bad == GF100_VM_OK;
	out->vm = pf->vm;
	out->time = gf100_pfifo_time(pf);
	return true;
}

void gf100_pfifo_nonstall_intr(struct sgpu_device *dev)
{
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PFIFO");
	if (!u || u->cls != &gf100_pfifo_class)
		return;
	struct gf100_pfifo *pf = u->priv;
	pf->intr |= GF100_INTR_CHANNEL;
	gf100_pfifo_intr_update(pf);
}

void gf100_mmu_fault_report(struct sgpu_device *dev, const struct gf100_fault_rec *f)
{
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PFIFO");
	if (!u || u->cls != &gf100_pfifo_class)
		return;
	struct gf100_pfifo *pf = u->priv;
	if (pf->p->usermode) {
		gf100_pfb_fault(dev, f);
		return;
	}
	/* gk104's INST register holds the instance block address >> 12 */
	fault_latch(pf, f->engine & 0xf, (uint32_t)(f->inst >> 12), f->va, f->type, f->client,
	            f->write);
}

/* ------------------------------------------------------------------ channel load and save */

static bool runnable_flags(const struct gf100_chan *c)
{
	return c->enabled && !c->pbdma_faulted && !c->eng_faulted;
}

/* The RAMFC words of a channel with GP_PUT as Host would see it: from
 * USERD when polled (gm20b) or after a doorbell (gv100). */
static bool chan_state(struct gf100_pfifo *pf, const struct gf100_chan *c, uint32_t *r)
{
	if (!ramfc_read(pf, c, r))
		return false;
	uint32_t put;
	if ((!pf->p->usermode || c->doorbell) && userd_gp_put(pf, r, &put))
		r[PB_GP_PUT / 4] = put;
	return true;
}

static bool chan_vm(struct gf100_pfifo *pf, const struct gf100_chan *c, struct gf100_vmctx *vm,
                    enum gf100_vm_fault *why)
{
	uint32_t w128 = 0, w129 = 0;
	if (!ramin_word(pf, c, 128, &w128) || !ramin_word(pf, c, 129, &w129)) {
		*why = GF100_VM_UNBOUND;
		return false;
	}
	bool ok = gf100_vmctx_decode(w128, w129, pf->p->need_ver2, vm, why);
	vm->tlb = pf->tlb;
	return ok;
}

static bool chan_has_work(struct gf100_pfifo *pf, uint32_t chid)
{
	const struct gf100_chan *c = &pf->chan[chid];
	if (!runnable_flags(c))
		return false;
	if ((int32_t)chid == pf->loaded) {
		uint32_t put;
		if (!pf->p->usermode && userd_gp_put(pf, pf->r, &put))
			pf->r[PB_GP_PUT / 4] = put;
		return gf100_pbdma_has_work(pf, pf->r, &pf->vm, c->acq_wait && c->acq_switch);
	}
	uint32_t r[GF100_RAMFC_WORDS];
	struct gf100_vmctx vm;
	enum gf100_vm_fault why;
	if (!chan_state(pf, c, r))
		return false;
	chan_vm(pf, c, &vm, &why);
	return gf100_pbdma_has_work(pf, r, &vm, c->acq_wait && c->acq_switch);
}

static void chan_save(struct gf100_pfifo *pf)
{
	if (pf->loaded < 0)
		return;
	struct gf100_chan *c = &pf->chan[pf->loaded];
	uint64_t a;
	unsigned t;
	chan_inst(c, &a, &t);
	struct sgpu_memspace *m = aper_mem(pf, t);
	if (!m || !sgpu_memspace_write(m, a, pf->r, 4 * GF100_RAMFC_WORDS))
		sgpu_guest_error(pf->u, "channel %d: RAMFC save at 0x%llx outside memory",
		                 pf->loaded, (unsigned long long)a);
	gf100_userd_writeback(pf);
	pf->loaded = -1;
	pf->retry_left = 0;
	pf->cur = -1;
}

/* Loads RAMFC into the PBDMA registers (dev_ram "RAMFC"). A bad
 * SIGNATURE raises INTR_0 SIGNATURE with the channel loaded. */
static bool chan_load(struct gf100_pfifo *pf, uint32_t chid, uint64_t slice)
{
	struct gf100_chan *c = &pf->chan[chid];
	uint32_t r[GF100_RAMFC_WORDS];
	if (!chan_state(pf, c, r)) {
		sgpu_guest_error(pf->u, "channel %u: instance block 0x%08x outside memory", chid,
		                 c->inst);
		return false;
	}
	memcpy(pf->r, r, sizeof(r));
	c->doorbell = false;
	pf->loaded = (int32_t)chid;
	chan_inst(c, &pf->inst_addr, (unsigned *)&pf->inst_aper);
	pf->vm_bad = GF100_VM_OK;
	if (!chan_vm(pf, c, &pf->vm, &pf->vm_bad))
		sgpu_guest_error(pf->u, "channel %u: RAMIN page directory unusable (%s)", chid,
		                 gf100_vm_fault_name(pf->vm_bad));
	pf->slice_left = slice;
	pf->yield = false;
	uint32_t sig = pf->r[PB_SIGNATURE / 4] & 0xffff;
	if (sig != 0xface && sig != (pf->p->host_class & 0xffff)) {
		sgpu_guest_error(pf->u, "channel %u: RAMFC SIGNATURE 0x%04x is not valid", chid,
		                 sig);
		gf100_pbdma_intr(pf, PB_INTR_SIGNATURE);
	}
	return true;
}

/* ------------------------------------------------------------------ runlists */

/* timeslice = (TIMEOUT << SCALE) * 1024 ns, 0 taken as 1 (dev_ram
 * "RAMRL"); one step is one nanosecond of PTIMER at reset. */
static uint64_t timeslice(uint32_t timeout, uint32_t scale)
{
	uint64_t t = ((uint64_t)timeout << scale) * 1024;
	return t ? t : 1;
}

static void sched_error(struct gf100_pfifo *pf, uint32_t code, const char *what, uint32_t i)
{
	sgpu_guest_error(pf->u, "runlist entry %u: %s", i, what);
	pf->sched_error = code;
	pf->intr |= GF100_INTR_SCHED_ERROR;
	gf100_pfifo_intr_update(pf);
}

/* Reads the runlist RUNLIST_BASE names (PTR 27:0 << 12, TARGET 29:28),
 * RUNLIST.LENGTH entries: 16-byte RAMRL entries (gv100, dev_ram) or
 * 8-byte Kepler ones (gm20b: nouveau gk104_runl_insert_chan /
 * gk110_runl_insert_cgrp: ID 11:0, TSG 13, TIMESLICE_SCALE 17:14,
 * TIMEOUT 25:18, TSG length 31:26). Channels whose RAMFC gives a
 * timeslice outside a TSG: RAMFC word 62 (TIMEOUT 7:0, SCALE 15:12). */
static void runlist_commit(struct gf100_pfifo *pf)
{
	pf->rl_pending = false;
	pf->rl_len = 0;
	pf->rr = 0;
	pf->cur = -1;
	uint64_t base = (uint64_t)(pf->runlist_base & 0x0fffffffu) << 12;
	struct sgpu_memspace *m = aper_mem(pf, pf->runlist_base >> 28 & 3);
	uint32_t len = pf->runlist & 0xffff;
	unsigned esz = pf->p->runlist_16byte ? 16 : 8;
	int32_t tsg = -1;
	uint32_t tsg_left = 0;
	uint64_t slice = 0;
	for (uint32_t i = 0; i < len; i++) {
		uint32_t w[4] = {0};
		if (!m || !sgpu_memspace_read(m, base + (uint64_t)esz * i, w, esz)) {
			sgpu_guest_error(pf->u, "runlist entry %u at 0x%llx outside memory", i,
			                 (unsigned long long)(base + (uint64_t)esz * i));
			break;
		}
		bool is_tsg;
		uint32_t id, tlen = 0, scale = 0, timeout = 0;
		if (esz == 16) {
			is_tsg = w[0] & 1;
			id = w[2] & 0xfff;
			scale = w[0] >> 16 & 0xf;
			timeout = w[0] >> 24;
			tlen = w[1] & 0xff;
		} else {
			is_tsg = w[0] >> 13 & 1;
			id = w[0] & 0xfff;
			scale = w[0] >> 14 & 0xf;
			timeout = w[0] >> 18 & 0xff;
			tlen = w[0] >> 26;
		}
		if (is_tsg) {
			if (tsg_left) {
				sched_error(pf, SCHED_ERROR_BAD_TSG, "TSG header inside a TSG", i);
				return;
			}
			if (tlen == 0) {
				sched_error(pf, SCHED_ERROR_BAD_TSG, "TSG of length 0", i);
				return;
			}
			tsg = (int32_t)id;
			tsg_left = tlen;
			slice = timeslice(timeout, scale);
			continue;
		}
		if (!tsg_left) {
			if (esz == 16) {
				sched_error(pf, SCHED_ERROR_BAD_TSG, "channel entry outside a TSG",
				            i);
				return;
			}
			tsg = -1;
		}
		if (id >= pf->p->channels) {
			sgpu_guest_error(pf->u, "runlist entry %u: channel %u does not exist", i,
			                 id);
			continue;
		}
		struct gf100_rl_entry *e = &pf->rl[pf->rl_len++];
		e->chid = id;
		e->tsg = tsg;
		if (tsg_left) {
			e->timeslice = slice;
			tsg_left--;
		} else {
			uint32_t ts = 0;
			ramin_word(pf, &pf->chan[id], PB_RUNLIST_TIMESLICE / 4, &ts);
			e->timeslice = timeslice(ts & 0xff, ts >> 12 & 0xf);
		}
		if (pf->rl_len == GF100_RUNLIST_MAX)
			break;
	}
	if (tsg_left)
		sched_error(pf, SCHED_ERROR_BAD_TSG, "runlist ends inside a TSG", len);
}

static bool on_runlist(const struct gf100_pfifo *pf, uint32_t chid)
{
	for (uint32_t i = 0; i < pf->rl_len; i++)
		if (pf->rl[i].chid == chid)
			return true;
	return false;
}

/* ------------------------------------------------------------------ scheduling */

/* A runnable channel on the runlist whose instance block cannot be read
 * cannot be loaded: INTR_0 CHSW_ERROR with INTR_CHSW_ERROR RDAT_TIMEOUT
 * (dev_fifo; which code a read of nothing gives is a softgpu choice),
 * logged once until PCCSR.CHANNEL_INST is written again. */
static void chsw_check(struct gf100_pfifo *pf, uint32_t chid)
{
	struct gf100_chan *c = &pf->chan[chid];
	uint32_t w;
	if (!runnable_flags(c) || c->chsw_logged || ramin_word(pf, c, 0, &w))
		return;
	c->chsw_logged = true;
	sgpu_guest_error(pf->u, "channel %u: instance block 0x%08x outside memory: CHSW_ERROR",
	                 chid, c->inst);
	pf->chsw_error = CHSW_ERROR_RDAT_TIMEOUT;
	pf->intr |= GF100_INTR_CHSW_ERROR;
	gf100_pfifo_intr_update(pf);
}

/* The next runlist entry with work, from rr on; -1 if none. */
static int32_t pick(struct gf100_pfifo *pf)
{
	for (uint32_t k = 0; k < pf->rl_len; k++) {
		uint32_t i = (pf->rr + k) % pf->rl_len;
		if (chan_has_work(pf, pf->rl[i].chid)) {
			pf->rr = (i + 1) % pf->rl_len;
			return (int32_t)i;
		}
		chsw_check(pf, pf->rl[i].chid);
	}
	return -1;
}

/* The entries [*first, *end) of entry i's TSG (a bare channel alone). */
static void tsg_range(const struct gf100_pfifo *pf, uint32_t i, uint32_t *first, uint32_t *end)
{
	int32_t t = pf->rl[i].tsg;
	*first = *end = i;
	*end = i + 1;
	if (t < 0)
		return;
	while (*first > 0 && pf->rl[*first - 1].tsg == t)
		--*first;
	while (*end < pf->rl_len && pf->rl[*end].tsg == t)
		++*end;
}

/* The next channel of the current TSG with work, after the current one
 * and then the current one itself (dev_pbdma "Semaphore switch option":
 * Host switches among a TSG's channels first; a channel polling an
 * ACQUIRE_SWITCH DIS acquire always has work, so the TSG keeps the PBDMA
 * until its timeslice ends); -1 if none. */
static int32_t pick_in_tsg(struct gf100_pfifo *pf)
{
	uint32_t first, end, cur = (uint32_t)pf->cur;
	tsg_range(pf, cur, &first, &end);
	uint32_t n = end - first;
	for (uint32_t k = 1; k <= n; k++) {
		uint32_t i = first + (cur - first + k) % n;
		if (chan_has_work(pf, pf->rl[i].chid))
			return (int32_t)i;
	}
	return -1;
}

/* The entry to load next: within the current TSG while its shared
 * timeslice lasts, else the next TSG with work from the one after it
 * (the same one again when no other has work), with a new timeslice. */
static int32_t next_entry(struct gf100_pfifo *pf, bool *same_tsg)
{
	*same_tsg = false;
	if (pf->cur >= 0 && (uint32_t)pf->cur < pf->rl_len && pf->slice_left > 0) {
		int32_t i = pick_in_tsg(pf);
		if (i >= 0) {
			*same_tsg = true;
			return i;
		}
	}
	if (pf->cur >= 0 && (uint32_t)pf->cur < pf->rl_len) {
		uint32_t first, end;
		tsg_range(pf, (uint32_t)pf->cur, &first, &end);
		pf->rr = end % pf->rl_len;
	}
	return pick(pf);
}

/* NV_PPBDMA_ACQUIRE RETRY_MAN 6:0, RETRY_EXP 10:7: the wait before a
 * channel polls its acquire again without a switch, MAN * 2^EXP
 * cycles, taken as steps (at least 1). */
static uint64_t acquire_retry(const struct gf100_pfifo *pf)
{
	uint32_t a = pf->r[PB_ACQUIRE / 4];
	uint64_t w = (uint64_t)(a & 0x7f) << (a >> 7 & 0xf);
	return w ? w : 1;
}

static bool frozen(const struct gf100_pfifo *pf)
{
	return pf->loaded >= 0 && (pf->r[PB_INTR_0 / 4] || pf->r[PB_INTR_1 / 4]);
}

static bool pfifo_busy(const struct sgpu_unit *u)
{
	struct gf100_pfifo *pf = u->priv;
	if (pf->rl_pending)
		return true;
	if (frozen(pf))
		return false; /* the PBDMA waits for the host */
	if (pf->loaded >= 0 &&
	    (!runnable_flags(&pf->chan[pf->loaded]) || !on_runlist(pf, (uint32_t)pf->loaded)))
		return true; /* to save it */
	for (uint32_t i = 0; i < pf->rl_len; i++)
		if (chan_has_work(pf, pf->rl[i].chid))
			return true;
	return false;
}

uint64_t gf100_pfifo_run_end(struct gf100_pfifo *pf, uint64_t limit)
{
	if (sgpu_trace_on(pf->u->dev) || (pf->engine && pf->engine->cls->busy) ||
	    !sgpu_turn_far_ok(pf->u, &pf->turn, limit))
		return limit;
	return pf->turn.far;
}

/* The scheduler until limit steps are spent (a fast-path run may pass
 * it, gf100_pfifo_run_end) or nothing is left to do: false then. */
static bool pfifo_loop(struct sgpu_unit *u, uint64_t limit, uint64_t *spent)
{
	struct gf100_pfifo *pf = u->priv;
	bool more = true;
	pf->spent = *spent;
	while (pf->spent < limit) {
		if (pf->rl_pending) { /* the runlist fetch */
			runlist_commit(pf);
			pf->spent++;
			continue;
		}
		if (frozen(pf)) {
			more = false;
			break;
		}
		int32_t l = pf->loaded;
		bool keep = l >= 0 && runnable_flags(&pf->chan[l]) && on_runlist(pf, (uint32_t)l) &&
		            pf->slice_left > 0 && !pf->yield;
		if (keep && pf->retry_left) { /* waiting to poll an acquire again */
			uint64_t w = pf->retry_left;
			w = limit - pf->spent < w ? limit - pf->spent : w;
			w = pf->slice_left < w ? pf->slice_left : w;
			pf->spent += w;
			pf->slice_left -= w;
			pf->retry_left -= w;
			continue;
		}
		pf->retry_left = 0; /* a switch, or the timeslice ended */
		if (keep) {
			if (gf100_pbdma_run(pf, limit)) { /* words, a step each */
				pf->chan[l].acq_wait = false;
				continue;
			}
			enum gf100_pb_res r = gf100_pbdma_step(pf);
			pf->spent++;
			pf->slice_left--;
			if (r == GF100_PB_DONE || r == GF100_PB_STALLED) {
				pf->chan[l].acq_wait = false;
				continue;
			}
			if (r == GF100_PB_YIELD)
				pf->slice_left = 0; /* YIELD ends the TSG's timeslice */
			if (r == GF100_PB_HALTED) {
				more = false;
				break;
			}
			pf->chan[l].acq_wait = r == GF100_PB_BLOCKED;
			/* ACQUIRE_SWITCH (SEMAPHORED) and ACQUIRE_SWITCH_TSG
			 * (SEM_EXECUTE) are bit 12 of the method's data */
			pf->chan[l].acq_switch = pf->r[PB_DATA0 / 4] >> 12 & 1;
			if (r == GF100_PB_IDLE)
				gf100_userd_writeback(pf);
			/* IDLE, BLOCKED, YIELD, FAULTED: the next entry gets the PBDMA */
			pf->yield = true;
		}
		bool same_tsg;
		int32_t i = next_entry(pf, &same_tsg);
		if (i < 0) {
			if (l >= 0 &&
			    !(runnable_flags(&pf->chan[l]) && on_runlist(pf, (uint32_t)l))) {
				chan_save(pf); /* disabled, faulted or off the runlist */
				pf->spent++;
				continue;
			}
			more = false;
			break;
		}
		uint32_t chid = pf->rl[i].chid;
		uint64_t slice = same_tsg ? pf->slice_left : pf->rl[i].timeslice;
		if ((int32_t)chid == pf->loaded) { /* no switch */
			struct gf100_chan *c = &pf->chan[chid];
			pf->cur = i;
			pf->slice_left = slice;
			pf->yield = false;
			if (c->acq_wait && !c->acq_switch) /* polling again without a switch */
				pf->retry_left = acquire_retry(pf);
			continue;
		}
		chan_save(pf);
		if (chan_load(pf, chid, slice))
			pf->cur = i;
		pf->spent++;
	}
	*spent = pf->spent;
	return more;
}

/* One slice, or a long turn of slices (sgpu_unit_turn) in which a fast
 * run may cross slice ends; the reference (no_fast) takes one slice, as
 * without long turns, so that the differential test also checks the
 * turn's slices against the run loop's. */
static uint64_t pfifo_step(struct sgpu_unit *u, uint64_t budget)
{
	struct gf100_pfifo *pf = u->priv;
	bool slices = budget > SGPU_RUN_SLICE && !pf->no_fast;
	if (budget > SGPU_RUN_SLICE && pf->no_fast)
		budget = SGPU_RUN_SLICE;
	uint64_t s = sgpu_unit_turn(u, budget, slices, &pf->turn, pfifo_loop);
	pf->spent = 0;
	return s;
}

/* ------------------------------------------------------------------ PFIFO registers */

static void preempt(struct gf100_pfifo *pf, uint32_t v)
{
	pf->preempt = v & ~RUNLIST_PENDING;
	uint32_t id = v & 0xfff;
	bool tsg = (v >> 24 & 3) == 1;
	if (pf->loaded < 0 || frozen(pf))
		return;
	bool hit = false;
	for (uint32_t i = 0; i < pf->rl_len && !hit; i++)
		hit = pf->rl[i].chid == (uint32_t)pf->loaded &&
		      (tsg ? pf->rl[i].tsg == (int32_t)id : pf->rl[i].chid == id);
	if (!hit && !tsg)
		hit = (uint32_t)pf->loaded == id;
	if (hit)
		chan_save(pf); /* done at once: PENDING reads 0 */
}

static uint32_t pfifo_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct gf100_pfifo *pf = u->priv;
	(void)size;
	switch (off) {
	case R_INTR_0: return intr_0(pf);
	case R_INTR_EN_0: return pf->intr_en;
	case R_RUNLIST_BASE: return pf->runlist_base;
	case R_RUNLIST: return pf->runlist;
	case R_ENG_RUNLIST_BASE0: return pf->runlist_base;
	case R_ENG_RUNLIST0: return (pf->runlist & 0xffff) | (pf->rl_pending ? RUNLIST_PENDING : 0);
	case R_PBDMA_MAP0: return 1; /* PBDMA 0 serves runlist 0 */
	case R_SCHED_ERROR: return pf->sched_error;
	case R_CHSW_ERROR: return pf->chsw_error;
	case R_INTR_PBDMA_ID: return pbdma_pending(pf) ? 1 : 0;
	case R_PREEMPT: return pf->preempt;
	case R_RUNLIST_PREEMPT: return 0; /* done at once */
	case R_SCHED_STATUS: return pf->rl_pending ? 4 : 0;
	}
	if (!pf->p->usermode) {
		switch (off) {
		case R_MMU_FAULT_ENGINES: return pf->fault_pending;
		}
		if (off >= R_MMU_FAULT_RECORDS && off < R_MMU_FAULT_RECORDS + 0x100)
			return pf->fault_info[(off - R_MMU_FAULT_RECORDS) / 16][(off & 0xc) / 4];
	}
	return pf->stored[off / 4];
}

static void pfifo_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct gf100_pfifo *pf = u->priv;
	(void)size;
	switch (off) {
	case R_INTR_0:
		pf->intr &= ~(v & ~GF100_INTR_PBDMA);
		gf100_pfifo_intr_update(pf);
		return;
	case R_INTR_EN_0:
		pf->intr_en = v;
		gf100_pfifo_intr_update(pf);
		return;
	case R_RUNLIST_BASE: pf->runlist_base = v; return;
	case R_RUNLIST:
		pf->runlist = v;
		if (v >> 20 & 0xf)
			sgpu_unimp(u, "runlist %u: only runlist 0 is modelled; taken as 0",
			           v >> 20 & 0xf);
		pf->rl_pending = true;
		return;
	case R_PREEMPT: preempt(pf, v); return;
	case R_RUNLIST_PREEMPT:
		/* RUNLISTS 12:0: preempt whatever runs on them (dev_fifo); only
		 * runlist 0 is modelled */
		if ((v & 1) && pf->loaded >= 0 && !frozen(pf))
			chan_save(pf);
		return;
	case R_MMU_FAULT_ENGINES:
		if (!pf->p->usermode) /* write 1 to ack (nouveau gk104_fifo_intr_fault) */
			pf->fault_pending &= ~(v & 0xffffu);
		return;
	case R_ENG_RUNLIST_BASE0:
	case R_ENG_RUNLIST0:
	case R_PBDMA_MAP0:
	case R_SCHED_ERROR:
	case R_INTR_PBDMA_ID:
	case R_SCHED_STATUS:
		sgpu_guest_error(u, "write 0x%08x to read-only register +0x%04x ignored", v, off);
		return;
	}
	pf->stored[off / 4] = v;
}

static const struct sgpu_mmio_ops pfifo_ops = {pfifo_read, pfifo_write};

/* ------------------------------------------------------------------ PBDMA registers */

static uint32_t pbdma_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct gf100_pfifo *pf = u->priv;
	(void)size;
	if (off >= 4 * GF100_PB_REGS)
		return 0;
	if (off == PB_STATUS)
		return pf->loaded >= 0 ? (uint32_t)pf->loaded : 0;
	if (off == PB_CHANNEL)
		return pf->loaded >= 0 ? (uint32_t)pf->loaded | 1u << 31 : 0;
	if (off == PB_CONFIG) /* AUTH_LEVEL 8: the model checks no privileges */
		return pf->r[off / 4] | 1u << 8;
	return pf->r[off / 4];
}

static void pbdma_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct gf100_pfifo *pf = u->priv;
	(void)size;
	if (off >= 4 * GF100_PB_REGS || off == PB_STATUS || off == PB_CHANNEL) {
		sgpu_guest_error(u, "write 0x%08x to PBDMA +0x%04x ignored", v, off);
		return;
	}
	if (off == PB_INTR_0 || off == PB_INTR_1)
		pf->r[off / 4] &= ~v; /* write 1 to clear; the PBDMA goes on once both are 0 */
	else
		pf->r[off / 4] = v;
	gf100_pfifo_intr_update(pf);
}

static const struct sgpu_mmio_ops pbdma_ops = {pbdma_read, pbdma_write};

/* ------------------------------------------------------------------ channel RAM (PCCSR) */

static uint32_t pccsr_status(struct gf100_pfifo *pf, uint32_t chid)
{
	const struct gf100_chan *c = &pf->chan[chid];
	if ((int32_t)chid == pf->loaded)
		return 5; /* ON_PBDMA */
	if (c->acq_wait)
		return 3; /* PENDING_ACQUIRE */
	return 0;
}

static uint32_t pccsr_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct gf100_pfifo *pf = u->priv;
	(void)size;
	uint32_t chid = off / 8;
	const struct gf100_chan *c = &pf->chan[chid];
	if (off % 8 == 0)
		return c->inst;
	if (off % 8 != 4)
		return 0;
	return (uint32_t)c->enabled | (uint32_t)c->next << 1 | (uint32_t)c->pbdma_faulted << 22 |
	       (uint32_t)c->eng_faulted << 23 | pccsr_status(pf, chid) << 24 |
	       (uint32_t)((int32_t)chid == pf->loaded) << 28;
}

/* NV_PCCSR_CHANNEL: NEXT 1 (stored), FORCE_CTX_RELOAD 8, ENABLE_SET 10,
 * ENABLE_CLR 11, PBDMA_FAULTED 22 and ENG_FAULTED 23 (write 1 to reset). */
static void pccsr_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct gf100_pfifo *pf = u->priv;
	(void)size;
	struct gf100_chan *c = &pf->chan[off / 8];
	if (off % 8 == 0) {
		c->inst = v & 0xbfffffffu;
		c->chsw_logged = false;
		return;
	}
	if (off % 8 != 4)
		return;
	c->next = v >> 1 & 1;
	if (v & (1u << 10))
		c->enabled = true;
	if (v & (1u << 11))
		c->enabled = false;
	if (v & (1u << 22))
		c->pbdma_faulted = false;
	if (v & (1u << 23))
		c->eng_faulted = false;
}

static const struct sgpu_mmio_ops pccsr_ops = {pccsr_read, pccsr_write};

/* ------------------------------------------------------------------ usermode (gv100) */

static uint32_t usermode_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct gf100_pfifo *pf = u->priv;
	(void)size;
	switch (off) {
	case UM_CFG0: return 0xc361; /* VOLTA_USERMODE_A (50017) */
	case UM_TIME_0: return (uint32_t)gf100_pfifo_time(pf) & ~0x1fu;
	case UM_TIME_1: return (uint32_t)(gf100_pfifo_time(pf) >> 32) & 0x1fffffff;
	}
	return 0;
}

/* NOTIFY_CHANNEL_PENDING: the channel reads its USERD GP_PUT (at once
 * when loaded, else when it is next loaded). */
static void usermode_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct gf100_pfifo *pf = u->priv;
	(void)size;
	if (off != UM_NOTIFY_CHANNEL_PENDING) {
		sgpu_guest_error(u, "write 0x%08x to usermode +0x%04x ignored", v, off);
		return;
	}
	if (v >= pf->p->channels) {
		sgpu_guest_error(u, "doorbell for channel %u, which does not exist", v);
		return;
	}
	uint32_t put;
	if ((int32_t)v == pf->loaded && userd_gp_put(pf, pf->r, &put))
		pf->r[PB_GP_PUT / 4] = put;
	else
		pf->chan[v].doorbell = true;
}

static const struct sgpu_mmio_ops usermode_ops = {usermode_read, usermode_write};

/* ------------------------------------------------------------------ unit */

static sgpu_status pfifo_init(struct sgpu_unit *u)
{
	struct gf100_pfifo *pf = u->priv;
	pf->u = u;
	pf->p = u->desc->params;
	if (!pf->p || !pf->p->channels || pf->p->channels > 4096)
		return SGPU_ERR_INVALID_ARG;
	pf->gen = pf->p->gen ? GF100_HOST_C36F : GF100_HOST_B06F;
	pf->chan = calloc(pf->p->channels, sizeof(*pf->chan));
	pf->pccsr_regs = calloc(2 * pf->p->channels, sizeof(*pf->pccsr_regs));
	pf->pccsr_names = calloc(2 * pf->p->channels, sizeof(*pf->pccsr_names));
	if (!pf->chan || !pf->pccsr_regs || !pf->pccsr_names)
		return SGPU_ERR_NO_MEMORY;
	for (unsigned i = 0; i < pf->p->channels; i++) {
		snprintf(pf->pccsr_names[2 * i], sizeof(pf->pccsr_names[0]), "CHANNEL_INST%u", i);
		snprintf(pf->pccsr_names[2 * i + 1], sizeof(pf->pccsr_names[0]), "CHANNEL%u", i);
		pf->pccsr_regs[2 * i] = (struct sgpu_reg_name){8 * i, pf->pccsr_names[2 * i]};
		pf->pccsr_regs[2 * i + 1] =
		        (struct sgpu_reg_name){8 * i + 4, pf->pccsr_names[2 * i + 1]};
	}
	sgpu_status s =
	        sgpu_unit_map_window(u, PFIFO_WINDOW, &pfifo_ops, pfifo_regs,
	                             sizeof(pfifo_regs) / sizeof(pfifo_regs[0]), SGPU_MMIO_WORD32);
	struct sgpu_mmio_region pb = {
	        .name = "PBDMA0",
	        .base = PBDMA_BASE,
	        .size = PBDMA_STRIDE,
	        .ops = &pbdma_ops,
	        .unit = u,
	        .regs = pbdma_regs,
	        .reg_count = sizeof(pbdma_regs) / sizeof(pbdma_regs[0]),
	        .flags = SGPU_MMIO_WORD32,
	};
	if (s == SGPU_OK)
		s = sgpu_mmio_map(u->dev, &pb);
	struct sgpu_mmio_region cc = {
	        .name = "PCCSR",
	        .base = PCCSR_BASE,
	        .size = 8 * pf->p->channels,
	        .ops = &pccsr_ops,
	        .unit = u,
	        .regs = pf->pccsr_regs,
	        .reg_count = 2 * pf->p->channels,
	        .flags = SGPU_MMIO_WORD32,
	};
	if (s == SGPU_OK)
		s = sgpu_mmio_map(u->dev, &cc);
	if (s == SGPU_OK && pf->p->usermode) {
		struct sgpu_mmio_region um = {
		        .name = "USERMODE",
		        .base = USERMODE_BASE,
		        .size = USERMODE_SIZE,
		        .ops = &usermode_ops,
		        .unit = u,
		        .regs = usermode_regs,
		        .reg_count = sizeof(usermode_regs) / sizeof(usermode_regs[0]),
		        .flags = SGPU_MMIO_WORD32,
		};
		s = sgpu_mmio_map(u->dev, &um);
	}
	return s;
}

static void pfifo_fini(struct sgpu_unit *u)
{
	struct gf100_pfifo *pf = u->priv;
	free(pf->chan);
	free(pf->pccsr_regs);
	free(pf->pccsr_names);
}

static void pfifo_reset(struct sgpu_unit *u)
{
	struct gf100_pfifo *pf = u->priv;
	memset(pf->chan, 0, pf->p->channels * sizeof(*pf->chan));
	pf->intr = pf->intr_en = pf->sched_error = pf->chsw_error = 0;
	pf->retry_left = 0;
	pf->cur = -1;
	pf->runlist_base = pf->runlist = pf->preempt = 0;
	pf->rl_pending = false;
	pf->fault_pending = 0;
	memset(pf->fault_info, 0, sizeof(pf->fault_info));
	memset(pf->stored, 0, sizeof(pf->stored));
	pf->rl_len = pf->rr = 0;
	memset(pf->r, 0, sizeof(pf->r));
	pf->loaded = -1;
	pf->slice_left = 0;
	pf->yield = false;
	pf->spent = 0;
	pf->crc_logged = false;
	pf->fast_words = 0;
	pf->vm_bad = GF100_VM_UNBOUND;
	pf->engine = pf->p->engine ? sgpu_dev_unit(u->dev, pf->p->engine) : NULL;
	pf->tlb = gf100_pfb_tlb(u->dev);
	pf->vm.tlb = pf->tlb;
	gf100_pfifo_intr_update(pf);
}

const struct sgpu_unit_class gf100_pfifo_class = {
        .name = "PFIFO",
        .description = "GF100+ host: runlists, channel RAM, PBDMA (GPFIFO, GF100 pushbuffer, "
                       "host methods, semaphores), RAMFC/USERD, Volta usermode",
        .priv_size = sizeof(struct gf100_pfifo),
        .init = pfifo_init,
        .reset = pfifo_reset,
        .fini = pfifo_fini,
        .busy = pfifo_busy,
        .step = pfifo_step,
        .long_turns = true,
};
