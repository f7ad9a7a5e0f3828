/* GF100+ PBDMA: GP entries, the GF100 pushbuffer format, SET_OBJECT
 * routing and the host methods of MAXWELL_CHANNEL_GPFIFO_A and
 * VOLTA_CHANNEL_GPFIFO_A, working on the PBDMA registers that RAMFC
 * loads (gf100_pfifo.h). Sources: open-gpu-doc dev_pbdma.ref.txt (gv100;
 * GP entries, the NV_UDMA method semantics, the interrupt list),
 * dev_ram (seed 002: the pushbuffer format), clb06f.h and clc36f.h
 * (method fields). Notes and choices: docs/hw/gf100-host.md. */
#include <stdio.h>
#include <string.h>

#include "nv/host/gf100_pfifo.h"
#include "util/bits.h"

static uint64_t reg64(struct gf100_pfifo *pf, uint32_t lo, uint32_t hi, uint32_t hi_mask)
{
	return (uint64_t)(*pbreg(pf, hi) & hi_mask) << 32 | *pbreg(pf, lo);
}

static void set64(struct gf100_pfifo *pf, uint32_t lo, uint32_t hi, uint64_t v)
{
	*pbreg(pf, lo) = (uint32_t)v;
	*pbreg(pf, hi) = (uint32_t)(v >> 32);
}

/* The engine a method of this subchannel reaches: subchannels 0-4 the
 * runlist's engine, 5-7 software (dev_ram "FIFO_DMA"). */
static struct sgpu_unit *subc_engine(struct gf100_pfifo *pf, unsigned subc)
{
	return subc < 5 ? pf->engine : NULL;
}

/* ------------------------------------------------------------------ semaphores */

static uint64_t sem_addr(struct gf100_pfifo *pf)
{
	return (uint64_t)(*pbreg(pf, PB_SEM_ADDR_HI) & 0xff) << 32 |
	       (*pbreg(pf, PB_SEM_ADDR_LO) & ~3u);
}

static uint64_t sem_payload(struct gf100_pfifo *pf)
{
	return (uint64_t)*pbreg(pf, PB_SEM_PAYLOAD_HI) << 32 | *pbreg(pf, PB_SEM_PAYLOAD_LO);
}

enum acq_cond { ACQ_EQ, ACQ_GEQ_STRICT, ACQ_GEQ_CIRC, ACQ_AND, ACQ_NOR };

static bool acq_ok(enum acq_cond c, uint64_t v, uint64_t p, bool wide)
{
	if (!wide) {
		v = (uint32_t)v;
		p = (uint32_t)p;
	}
	switch (c) {
	case ACQ_EQ: return v == p;
	case ACQ_GEQ_STRICT: return v >= p;
	case ACQ_GEQ_CIRC: return wide ? (int64_t)(v - p) >= 0 : (int32_t)(uint32_t)(v - p) >= 0;
	case ACQ_AND: return (v & p) != 0;
	case ACQ_NOR: return (wide ? ~(v | p) : (uint32_t) ~(v | p)) != 0;
	}
	return false;
}

/* An access fault on a semaphore: the MMU fault path. */
static bool sem_read(struct gf100_pfifo *pf, const struct gf100_vmctx *vm, uint64_t a, void *buf,
                     size_t len, bool report)
{
	enum gf100_vm_fault why = pf->vm_bad;
	uint64_t fva = a;
	if (why == GF100_VM_OK && gf100_vm_read(pf->u->dev, vm, a, buf, len, &why, &fva))
		return true;
	if (report)
		gf100_pfifo_mmu_fault(pf, fva, why, false);
	return false;
}

static bool sem_write(struct gf100_pfifo *pf, uint64_t a, const void *buf, size_t len)
{
	enum gf100_vm_fault why = pf->vm_bad;
	uint64_t fva = a;
	if (why == GF100_VM_OK && gf100_vm_write(pf->u->dev, &pf->vm, a, buf, len, &why, &fva))
		return true;
	gf100_pfifo_mmu_fault(pf, fva, why, true);
	return false;
}

/* Payload, then (16-byte form) the PTIMER time at +8: the release
 * layout of dev_pbdma "SEM_EXECUTE" (32-bit payloads zero-extended). */
static enum gf100_pb_res sem_release(struct gf100_pfifo *pf, uint64_t a, uint64_t v, bool wide,
                                     bool timestamp)
{
	uint8_t b[16] = {0};
	sgpu_st_le64(b, wide ? v : (uint32_t)v);
	size_t n = wide ? 8 : 4;
	if (timestamp) {
		sgpu_st_le64(b + 8, gf100_pfifo_time(pf));
		n = 16;
	}
	return sem_write(pf, a, b, n) ? GF100_PB_DONE : GF100_PB_FAULTED;
}

/* REDUCTION ops 0-7 (IMIN IMAX IXOR IAND IOR IADD INC DEC); false for a
 * combination dev_pbdma's table marks unsupported. */
static bool reduce(unsigned op, bool is_unsigned, bool wide, uint64_t v, uint64_t p, uint64_t *out)
{
	if (!wide) {
		v = (uint32_t)v;
		p = (uint32_t)p;
	}
	int64_t sv = wide ? (int64_t)v : (int32_t)(uint32_t)v;
	int64_t sp = wide ? (int64_t)p : (int32_t)(uint32_t)p;
	switch (op) {
	case 0: *out = is_unsigned ? (v < p ? v : p) : (uint64_t)(sv < sp ? sv : sp); break;
	case 1: *out = is_unsigned ? (v > p ? v : p) : (uint64_t)(sv > sp ? sv : sp); break;
	case 2: *out = v ^ p; break;
	case 3: *out = v & p; break;
	case 4: *out = v | p; break;
	case 5:
		if (wide && !is_unsigned)
			return false;
		*out = v + p;
		break;
	case 6:
		if (wide || !is_unsigned)
			return false;
		*out = v >= p ? 0 : v + 1;
		break;
	case 7:
		if (wide || !is_unsigned)
			return false;
		*out = (v == 0 || v > p) ? p : v - 1;
		break;
	default: return false;
	}
	if (!wide)
		*out = (uint32_t)*out;
	return true;
}

static enum gf100_pb_res sem_reduce(struct gf100_pfifo *pf, uint64_t a, unsigned op, bool uns,
                                    bool wide, bool timestamp)
{
	uint8_t b[8] = {0};
	uint64_t v, out;
	if (!sem_read(pf, &pf->vm, a, b, wide ? 8 : 4, true))
		return GF100_PB_FAULTED;
	v = wide ? sgpu_ld_le64(b) : sgpu_ld_le32(b);
	if (!reduce(op, uns, wide, v, sem_payload(pf), &out)) {
		sgpu_guest_error(pf->u, "channel %d: unsupported semaphore reduction %u (%s, %s)",
		                 pf->loaded, op, uns ? "unsigned" : "signed",
		                 wide ? "64-bit" : "32-bit");
		gf100_pbdma_intr(pf, PB_INTR_SEMAPHORE);
		return GF100_PB_HALTED;
	}
	return sem_release(pf, a, out, wide, timestamp);
}

/* An acquire: satisfied now, or BLOCKED with ACQUIRE_FAIL set (the
 * method stays in METHOD0 and is retried when the channel runs again). */
static enum gf100_pb_res sem_acquire(struct gf100_pfifo *pf, uint64_t a, enum acq_cond c, bool wide)
{
	uint8_t b[8] = {0};
	if (!sem_read(pf, &pf->vm, a, b, wide ? 8 : 4, true))
		return GF100_PB_FAULTED;
	uint64_t v = wide ? sgpu_ld_le64(b) : sgpu_ld_le32(b);
	if (acq_ok(c, v, sem_payload(pf), wide)) {
		*pbreg(pf, PB_SEM_EXECUTE) &= ~PB_SEM_ACQUIRE_FAIL;
		return GF100_PB_DONE;
	}
	*pbreg(pf, PB_SEM_EXECUTE) |= PB_SEM_ACQUIRE_FAIL;
	return GF100_PB_BLOCKED;
}

static enum gf100_pb_res sem_error(struct gf100_pfifo *pf, const char *what, uint32_t data)
{
	sgpu_guest_error(pf->u, "channel %d: semaphore 0x%08x: %s", pf->loaded, data, what);
	gf100_pbdma_intr(pf, PB_INTR_SEMAPHORE);
	return GF100_PB_HALTED;
}

/* SEMAPHORED (cl906f..clc36f): OPERATION 4:0 (1 ACQUIRE, 2 RELEASE,
 * 4 ACQ_GEQ, 8 ACQ_AND, 16 REDUCTION), ACQUIRE_SWITCH 12, RELEASE_WFI 20,
 * RELEASE_SIZE 24 (1: 4 bytes, 0: 16 bytes with the timestamp),
 * REDUCTION 30:27, FORMAT 31 (1 unsigned). 32-bit payloads. */
static enum gf100_pb_res semaphored(struct gf100_pfifo *pf, uint32_t d)
{
	*pbreg(pf, PB_SEM_EXECUTE) =
	        (*pbreg(pf, PB_SEM_EXECUTE) & PB_SEM_ACQUIRE_FAIL) | (d & ~PB_SEM_ACQUIRE_FAIL);
	uint64_t a = sem_addr(pf);
	bool four = d >> 24 & 1;
	switch (d & 0x1f) {
	case 0x01: return sem_acquire(pf, a, ACQ_EQ, false);
	case 0x04: return sem_acquire(pf, a, ACQ_GEQ_CIRC, false);
	case 0x08: return sem_acquire(pf, a, ACQ_AND, false);
	case 0x02:
		if (!four && (a & 15))
			return sem_error(pf, "16-byte release not 16-byte aligned", d);
		return sem_release(pf, a, sem_payload(pf), false, !four);
	case 0x10:
		if (!four && (a & 15))
			return sem_error(pf, "16-byte reduction not 16-byte aligned", d);
		return sem_reduce(pf, a, d >> 27 & 0xf, d >> 31, false, !four);
	}
	return sem_error(pf, "invalid OPERATION", d);
}

/* SEM_EXECUTE (clc36f, dev_pbdma "SEM_EXECUTE"): OPERATION 2:0 (0
 * ACQUIRE, 1 RELEASE, 2 ACQ_STRICT_GEQ, 3 ACQ_CIRC_GEQ, 4 ACQ_AND,
 * 5 ACQ_NOR, 6 REDUCTION), ACQUIRE_SWITCH_TSG 12, RELEASE_WFI 20,
 * PAYLOAD_SIZE 24 (64BIT), RELEASE_TIMESTAMP 25, REDUCTION 30:27,
 * FORMAT 31. Alignment: 8 bytes for 64-bit payloads, 16 with a
 * timestamp, else SEMAPHORE. */
static enum gf100_pb_res sem_execute(struct gf100_pfifo *pf, uint32_t d)
{
	*pbreg(pf, PB_SEM_EXECUTE) =
	        (*pbreg(pf, PB_SEM_EXECUTE) & PB_SEM_ACQUIRE_FAIL) | (d & ~PB_SEM_ACQUIRE_FAIL);
	uint64_t a = sem_addr(pf);
	bool wide = d >> 24 & 1, ts = d >> 25 & 1;
	unsigned op = d & 7;
	if (wide && (a & 7))
		return sem_error(pf, "64-bit payload not 8-byte aligned", d);
	if ((op == 1 || op == 6) && ts && (a & 15))
		return sem_error(pf, "timestamp release not 16-byte aligned", d);
	switch (op) {
	case 0: return sem_acquire(pf, a, ACQ_EQ, wide);
	case 1: return sem_release(pf, a, sem_payload(pf), wide, ts);
	case 2: return sem_acquire(pf, a, ACQ_GEQ_STRICT, wide);
	case 3: return sem_acquire(pf, a, ACQ_GEQ_CIRC, wide);
	case 4: return sem_acquire(pf, a, ACQ_AND, wide);
	case 5: return sem_acquire(pf, a, ACQ_NOR, wide);
	case 6: return sem_reduce(pf, a, d >> 27 & 0xf, d >> 31, wide, ts);
	}
	return sem_error(pf, "invalid OPERATION", d);
}

/* ------------------------------------------------------------------ methods */

static enum gf100_pb_res method_error(struct gf100_pfifo *pf, uint32_t bit, const char *what,
                                      unsigned subc, uint32_t mthd, uint32_t data)
{
	sgpu_guest_error(pf->u, "channel %d: subc %u method 0x%04x = 0x%08x: %s", pf->loaded, subc,
	                 mthd, data, what);
	gf100_pbdma_intr(pf, bit);
	return GF100_PB_HALTED;
}

static bool known_class(const struct gf100_pfifo *pf, uint32_t cls)
{
	for (size_t i = 0; i < pf->p->class_count; i++)
		if (pf->p->classes[i].id == cls)
			return true;
	return false;
}

static enum gf100_pb_res to_engine(struct gf100_pfifo *pf, unsigned subc, uint32_t mthd,
                                   uint32_t data)
{
	struct sgpu_unit *eu = subc_engine(pf, subc);
	const struct nv_engine_ops *ops = nv_engine_ops(eu);
	if (!ops || !ops->method)
		return method_error(pf, PB_INTR_DEVICE, "no engine: software method", subc, mthd,
		                    data);
	struct nv_method m = {
	        .chid = (uint32_t)pf->loaded,
	        .chan_inst = pf->inst_addr,
	        .subc = subc,
	        .mthd = mthd,
	        .data = data,
	};
	return ops->method(eu, &m) == NV_ENGINE_STALLED ? GF100_PB_STALLED : GF100_PB_DONE;
}

/* NV_UDMA_OBJECT: NVCLASS 15:0, ENGINE 20:16. Subchannels 5-7 are
 * software (DEVICE); otherwise the class is bound and the engine gets
 * method 0. A class the chip does not know is bound all the same
 * (the subchannel-to-engine mapping is fixed) and logged UNIMP. */
static enum gf100_pb_res set_object(struct gf100_pfifo *pf, unsigned subc, uint32_t data)
{
	if (subc >= 5)
		return method_error(pf, PB_INTR_DEVICE, "SET_OBJECT on a software subchannel", subc,
		                    0, data);
	uint32_t cls = data & 0xffff;
	if (!known_class(pf, cls))
		sgpu_unimp(pf->u,
		           "channel %d: SET_OBJECT class 0x%04x: no engine models it; "
		           "its methods go to %s",
		           pf->loaded, cls, pf->engine ? pf->engine->name : "nothing");
	enum gf100_pb_res r = to_engine(pf, subc, 0, data);
	if (r == GF100_PB_DONE)
		pf->chan[pf->loaded].subc_class[subc] = cls;
	return r;
}

/* MEM_OP_C: PDB 0 (1 ALL), the PDB address bits 31:12; MEM_OP_D the
 * upper bits (B06F TLB_INVALIDATE_ADDR_HI 7:0, C36F PDB_ADDR_HI 26:0). */
static void tlb_invalidate(struct gf100_pfifo *pf, uint32_t d)
{
	uint32_t c = *pbreg(pf, PB_MEM_OP_C);
	uint32_t hi = d & (pf->gen == GF100_HOST_C36F ? 0x7ffffffu : 0xffu);
	gf100_pfb_invalidate(pf->u->dev, c & 1, (uint64_t)hi << 32 | (c & 0xfffff000u));
}

static enum gf100_pb_res mem_op_d(struct gf100_pfifo *pf, unsigned subc, uint32_t d)
{
	unsigned op = d >> 27;
	switch (op) {
	case 0x05: /* MEMBAR */
	case 0x0d: /* L2_PEERMEM_INVALIDATE */
	case 0x0e: /* L2_SYSMEM_INVALIDATE */
	case 0x0f: /* L2_CLEAN_COMPTAGS */
	case 0x10: /* L2_FLUSH_DIRTY: no caches are modelled */ return GF100_PB_DONE;
	case 0x09: /* MMU_TLB_INVALIDATE */ tlb_invalidate(pf, d); return GF100_PB_DONE;
	case 0x0a: /* MMU_TLB_INVALIDATE_TARGETED */
	case 0x15: /* L2_WAIT_FOR_SYS_PENDING_READS */
	case 0x16: /* ACCESS_COUNTER_CLR */
		if (pf->gen == GF100_HOST_C36F) {
			if (op == 0x0a) /* TARGETED: the whole PDB is dropped */
				tlb_invalidate(pf, d);
			return GF100_PB_DONE;
		}
		break;
	}
	return method_error(pf, PB_INTR_METHOD, "MEM_OP_D with an unknown OPERATION", subc, 0x34,
	                    d);
}

/* NV_UDMA_CLEAR_FAULTED: CHID 11:0, TYPE 31 (0 PBDMA_FAULTED, 1
 * ENG_FAULTED). A channel whose bit is not set: CLEAR_FAULTED_ERROR (the
 * timeout is not modelled: softgpu checks at once). */
static enum gf100_pb_res clear_faulted(struct gf100_pfifo *pf, unsigned subc, uint32_t d)
{
	uint32_t chid = d & 0xfff;
	bool eng = d >> 31;
	if (chid < pf->p->channels) {
		struct gf100_chan *c = &pf->chan[chid];
		bool *bit = eng ? &c->eng_faulted : &c->pbdma_faulted;
		if (*bit) {
			*bit = false;
			return GF100_PB_DONE;
		}
	}
	return method_error(pf, PB_INTR_CLEAR_FAULTED_ERROR,
	                    "CLEAR_FAULTED of a channel not faulted", subc, 0x84, d);
}

static enum gf100_pb_res host_method(struct gf100_pfifo *pf, unsigned subc, uint32_t mthd,
                                     uint32_t d)
{
	bool volta = pf->gen == GF100_HOST_C36F;
	switch (mthd) {
	case 0x00: return set_object(pf, subc, d);
	case 0x04: return method_error(pf, PB_INTR_METHOD, "ILLEGAL", subc, mthd, d);
	case 0x08: return GF100_PB_DONE; /* NOP */
	case 0x10: *pbreg(pf, PB_SEM_ADDR_HI) = d & 0xff; return GF100_PB_DONE;
	case 0x14: *pbreg(pf, PB_SEM_ADDR_LO) = d & ~3u; return GF100_PB_DONE;
	case 0x18: *pbreg(pf, PB_SEM_PAYLOAD_LO) = d; return GF100_PB_DONE;
	case 0x1c: return semaphored(pf, d);
	case 0x20: /* NON_STALL_INTERRUPT: PFIFO INTR_0 CHANNEL_INTR, no stall */
		pf->intr |= GF100_INTR_CHANNEL;
		gf100_pfifo_intr_update(pf);
		return GF100_PB_DONE;
	case 0x24: return GF100_PB_DONE; /* FB_FLUSH: the model posts no writes */
	case 0x30: *pbreg(pf, PB_MEM_OP_C) = d; return GF100_PB_DONE;
	case 0x34: return mem_op_d(pf, subc, d);
	case 0x50: /* SET_REFERENCE: REF, written back to USERD at once */
		*pbreg(pf, PB_REF) = d;
		gf100_userd_writeback(pf);
		return GF100_PB_DONE;
	case 0x78: return GF100_PB_DONE; /* WFI: engines finish methods as they take them */
	case 0x7c:                       /* CRC_CHECK */
		if (!pf->crc_logged)
			sgpu_unimp(pf->u, "CRC_CHECK: method CRCs are not modelled; not checked");
		pf->crc_logged = true;
		return GF100_PB_DONE;
	case 0x80: return (d & 3) ? GF100_PB_YIELD : GF100_PB_DONE;
	}
	if (volta) {
		switch (mthd) {
		case 0x28: *pbreg(pf, PB_MEM_OP_A) = d; return GF100_PB_DONE;
		case 0x2c: *pbreg(pf, PB_MEM_OP_B) = d; return GF100_PB_DONE;
		case 0x5c: *pbreg(pf, PB_SEM_ADDR_LO) = d & ~3u; return GF100_PB_DONE;
		case 0x60: *pbreg(pf, PB_SEM_ADDR_HI) = d & 0xff; return GF100_PB_DONE;
		case 0x64: *pbreg(pf, PB_SEM_PAYLOAD_LO) = d; return GF100_PB_DONE;
		case 0x68: *pbreg(pf, PB_SEM_PAYLOAD_HI) = d; return GF100_PB_DONE;
		case 0x6c: return sem_execute(pf, d);
		case 0x84: return clear_faulted(pf, subc, d);
		}
	}
	return method_error(pf, PB_INTR_METHOD, "not a host method of this class", subc, mthd, d);
}

/* Executes METHOD0/DATA0 (VALID set). Success clears VALID; an error, a
 * failed acquire or a stall leaves it for the retry (dev_pbdma: the
 * method stays in METHOD0 until fixed, NOPed or invalidated). */
static enum gf100_pb_res exec_method0(struct gf100_pfifo *pf)
{
	uint32_t m0 = *pbreg(pf, PB_METHOD0), d = *pbreg(pf, PB_DATA0);
	uint32_t mthd = m0 & 0x3ffc;
	unsigned subc = m0 >> 16 & 7;
	enum gf100_pb_res r;
	if (mthd < 0x100)
		r = host_method(pf, subc, mthd, d);
	else if (subc >= 5)
		r = method_error(pf, PB_INTR_DEVICE, "software method", subc, mthd, d);
	else if (!pf->chan[pf->loaded].subc_class[subc])
		r = method_error(pf, PB_INTR_DEVICE, "no object bound to the subchannel", subc,
		                 mthd, d);
	else
		r = to_engine(pf, subc, mthd, d);
	if (r == GF100_PB_DONE || r == GF100_PB_YIELD)
		*pbreg(pf, PB_METHOD0) &= ~PB_METHOD0_VALID;
	return r;
}

/* ------------------------------------------------------------------ pushbuffer */

static bool sdm_active(struct gf100_pfifo *pf)
{
	return *pbreg(pf, PB_SUBDEVICE) & PB_SUBDEVICE_STATUS;
}

static void sdm_set(struct gf100_pfifo *pf, uint32_t mask)
{
	uint32_t *s = pbreg(pf, PB_SUBDEVICE);
	*s = (*s & ~PB_SUBDEVICE_STATUS) | ((mask & *s & 0xfff) ? PB_SUBDEVICE_STATUS : 0);
}

/* Queues one method in METHOD0/DATA0 and runs it (the subdevice mask
 * drops it when inactive). */
static enum gf100_pb_res push_method(struct gf100_pfifo *pf, unsigned subc, uint32_t mthd,
                                     uint32_t data)
{
	if (!sdm_active(pf))
		return GF100_PB_DONE;
	*pbreg(pf, PB_METHOD0) = (mthd & 0x3ffc) | subc << 16 | PB_METHOD0_VALID;
	*pbreg(pf, PB_DATA0) = data;
	enum gf100_pb_res r = exec_method0(pf);
	return r == GF100_PB_STALLED ? GF100_PB_DONE : r; /* the stall is retried from METHOD0 */
}

static void pb_advance(struct gf100_pfifo *pf, uint64_t get)
{
	set64(pf, PB_GET, PB_GET_HI, get);
	set64(pf, PB_PB_FETCH, PB_PB_FETCH_HI, get);
	if (!(*pbreg(pf, PB_PB_HEADER) & PB_HEADER_LEVEL))
		set64(pf, PB_TOP_LEVEL_GET, PB_TOP_LEVEL_GET_HI, get);
}

/* The PB entry w read at GET (dev_ram "FIFO_DMA"; PB_HEADER and
 * PB_COUNT hold the decoding state across entries and segments,
 * dev_pbdma). */
static enum gf100_pb_res pb_word(struct gf100_pfifo *pf, uint64_t get, uint32_t w)
{
	pb_advance(pf, get + 4);
	uint32_t *hdr = pbreg(pf, PB_PB_HEADER), *cnt = pbreg(pf, PB_PB_COUNT);
	uint32_t left = *cnt & 0x1fff;
	if (left) { /* method data */
		uint32_t mthd = *hdr & 0x3ffc, type = *hdr >> 29;
		unsigned subc = *hdr >> 16 & 7;
		*cnt = (*cnt & ~0x1fffu) | (left - 1);
		if (type == 1 || (type == 5 && (*hdr & PB_HEADER_FIRST)))
			*hdr = (*hdr & ~(0x3ffcu | PB_HEADER_FIRST)) | ((mthd + 4) & 0x3ffc);
		return push_method(pf, subc, mthd, w);
	}
	*pbreg(pf, PB_HDR_SHADOW) = w;
	struct gf100_pb_cmd c = gf100_pb_classify(w, pf->p->old_forms);
	uint32_t level = *hdr & PB_HEADER_LEVEL;
	switch (c.form) {
	case GF100_PB_NOP: return GF100_PB_DONE;
	case GF100_PB_INVALID:
		sgpu_guest_error(pf->u, "channel %d: PB entry 0x%08x at 0x%010llx: %s", pf->loaded,
		                 w, (unsigned long long)get, c.why);
		gf100_pbdma_intr(pf, PB_INTR_PBENTRY);
		return GF100_PB_HALTED;
	case GF100_PB_ENDSEG:
		pb_advance(pf, reg64(pf, PB_PUT, PB_PUT_HI, 0xff));
		return GF100_PB_DONE;
	case GF100_PB_SSDM: sdm_set(pf, c.data); return GF100_PB_DONE;
	case GF100_PB_STORE_SDM: {
		uint32_t *s = pbreg(pf, PB_SUBDEVICE);
		*s = (*s & ~(0xfffu << 16)) | c.data << 16;
		return GF100_PB_DONE;
	}
	case GF100_PB_USE_SDM:
		sdm_set(pf, *pbreg(pf, PB_SUBDEVICE) >> 16 & 0xfff);
		return GF100_PB_DONE;
	case GF100_PB_IMMD:
		*hdr = c.mthd | c.subc << 16 | level | 4u << 29;
		return push_method(pf, c.subc, c.mthd, c.data);
	default: {
		static const uint32_t types[] = {[GF100_PB_INC] = 1,
		                                 [GF100_PB_NINC] = 3,
		                                 [GF100_PB_ONEINC] = 5,
		                                 [GF100_PB_OLD_INC] = 1,
		                                 [GF100_PB_OLD_NINC] = 3};
		uint32_t type = types[c.form];
		*hdr = (c.mthd & 0x3ffc) | c.subc << 16 | level |
		       (type == 5 ? PB_HEADER_FIRST : 0) | type << 29;
		*cnt = (*cnt & ~0x1fffu) | (c.count & 0x1fff);
		return GF100_PB_DONE;
	}
	}
}

/* One PB entry at GET, read through the channel's address space. */
static enum gf100_pb_res pb_entry(struct gf100_pfifo *pf, uint64_t get)
{
	uint8_t b[4];
	enum gf100_vm_fault why = pf->vm_bad;
	uint64_t fva = get;
	if (why != GF100_VM_OK || !gf100_vm_read(pf->u->dev, &pf->vm, get, b, 4, &why, &fva)) {
		gf100_pfifo_mmu_fault(pf, fva, why, false);
		return GF100_PB_FAULTED;
	}
	return pb_word(pf, get, sgpu_ld_le32(b));
}

/* ------------------------------------------------------------------ fast path */

static bool ranges_meet(const uint8_t *a, uint64_t alen, const uint8_t *b, uint64_t blen)
{
	return a < b + blen && b < a + alen;
}

/* Whether methods mthd of subchannel subc reach an engine that takes
 * them without any decision of the PBDMA's: engine methods (0x100 up) of
 * a bound subchannel 0-4 (exec_method0's last case). */
static bool plain_engine_mthd(struct gf100_pfifo *pf, unsigned subc, uint32_t mthd)
{
	return mthd >= 0x100 && subc < 5 && pf->chan[pf->loaded].subc_class[subc];
}

/* k method data words of the current header handed to the engine's
 * method_run at once (the words at src, which its writes must not
 * reach: run_writes), leaving what k pb_word calls would: GET, PB_FETCH,
 * TOP_LEVEL_GET, PB_COUNT, PB_HEADER's address, METHOD0 (not VALID) and
 * DATA0 of the last method. Returns how many the engine took. */
static uint64_t run_batch(struct gf100_pfifo *pf, const struct nv_engine_ops *ops, uint64_t get,
                          const uint8_t *src, uint64_t n)
{
	struct sgpu_unit *eu = pf->engine;
	uint32_t h = *pbreg(pf, PB_PB_HEADER), cnt = *pbreg(pf, PB_PB_COUNT) & 0x1fff;
	uint32_t mthd = h & 0x3ffc;
	unsigned subc = h >> 16 & 7;
	bool ni = h >> 29 != 1;
	/* field by field: an initializer's zeroing of the padding costs a
	 * `rep stos` per run (the same note as g80_pfifo.c's method_init) */
	struct nv_method m;
	m.chid = (uint32_t)pf->loaded;
	m.chan_inst = pf->inst_addr;
	m.subc = subc;
	m.mthd = mthd;
	m.data = 0;
	sgpu_space sp;
	uint64_t wa, wl;
	ops->run_writes(eu, &m, (size_t)n, &sp, &wa, &wl);
	if (wl) {
		struct sgpu_memspace *wm = sgpu_dev_mem(pf->u->dev, sp);
		const uint8_t *wp = wm ? sgpu_memspace_ptr(wm, wa, wl) : NULL;
		if (!wp || ranges_meet(wp, wl, src, 4 * n))
			return 0;
	}
	uint64_t k = ops->method_run(eu, &m, ni, src, (size_t)n);
	if (k > n)
		k = n;
	if (!k)
		return 0;
	uint32_t last = ni ? mthd : mthd + 4 * (uint32_t)(k - 1);
	pb_advance(pf, get + 4 * k);
	*pbreg(pf, PB_PB_COUNT) = (*pbreg(pf, PB_PB_COUNT) & ~0x1fffu) | (cnt - (uint32_t)k);
	if (!ni)
		*pbreg(pf, PB_PB_HEADER) = (h & ~0x3ffcu) | ((mthd + 4 * (uint32_t)k) & 0x3ffc);
	*pbreg(pf, PB_METHOD0) = (last & 0x3ffc) | subc << 16;
	*pbreg(pf, PB_DATA0) = sgpu_ld_le32(src + 4 * (k - 1));
	return k;
}

/* Whether the reference step would do with PB entry w nothing but what
 * pb_word does without deciding anything else: a NOP, a method header,
 * method data (or an IMMD) for a plain engine method. Host methods,
 * subdevice masks, END_PB_SEGMENT and invalid words are left to the
 * reference step. */
static bool plain_word(struct gf100_pfifo *pf, uint32_t w)
{
	uint32_t h = *pbreg(pf, PB_PB_HEADER);
	if (*pbreg(pf, PB_PB_COUNT) & 0x1fff)
		return plain_engine_mthd(pf, h >> 16 & 7, h & 0x3ffc);
	struct gf100_pb_cmd c = gf100_pb_classify(w, pf->p->old_forms);
	switch (c.form) {
	case GF100_PB_NOP:
	case GF100_PB_INC:
	case GF100_PB_NINC:
	case GF100_PB_ONEINC:
	case GF100_PB_OLD_INC:
	case GF100_PB_OLD_NINC: return true;
	case GF100_PB_IMMD: return plain_engine_mthd(pf, c.subc, c.mthd);
	default: return false;
	}
}

/* The fast path (gf100_pfifo.h): the words of the loaded channel's PB
 * segment, page by page through a pinned translation, each what
 * gf100_pbdma_step would do with it, while no interrupt is pending, no
 * method waits in METHOD0, the subdevice mask is active and every word
 * is plain_word; runs of 2 or more data words go to the engine's
 * method_run at once. The pin is taken again whenever the TLB changed
 * (then the reference read of the next word would walk the tables). */
uint64_t gf100_pbdma_run(struct gf100_pfifo *pf, uint64_t limit)
{
	if (pf->no_fast || pf->vm_bad != GF100_VM_OK || !pf->engine)
		return 0;
	const struct nv_engine_ops *ops = nv_engine_ops(pf->engine);
	if (!ops || !ops->method)
		return 0;
	bool batch = ops->method_run && ops->run_writes;
	struct gf100_vm_pin pin = {0};
	uint64_t end = limit, done = 0;
	bool far_asked = false;
	for (;;) {
		if (*pbreg(pf, PB_INTR_0) || *pbreg(pf, PB_INTR_1) ||
		    (*pbreg(pf, PB_METHOD0) & PB_METHOD0_VALID) || !sdm_active(pf) ||
		    !pf->slice_left)
			break;
		if (pf->spent >= end) {
			if (far_asked)
				break;
			far_asked = true;
			end = gf100_pfifo_run_end(pf, limit);
			if (pf->spent >= end)
				break;
		}
		uint64_t get = reg64(pf, PB_GET, PB_GET_HI, 0xff);
		uint64_t put = reg64(pf, PB_PUT, PB_PUT_HI, 0xff);
		if (get >= put || ((get | put) & 3))
			break;
		if (!gf100_vm_pin_valid(&pin, get) &&
		    !gf100_vm_pin_page(pf->u->dev, &pf->vm, get, &pin))
			break; /* the reference step takes the fault */
		const uint8_t *src = pin.p + (get & 0xfff);
		uint64_t n = *pbreg(pf, PB_PB_COUNT) & 0x1fff;
		uint32_t h = *pbreg(pf, PB_PB_HEADER);
		if (n >= 2 && batch && !(h >> 29 == 5 && (h & PB_HEADER_FIRST)) &&
		    plain_engine_mthd(pf, h >> 16 & 7, h & 0x3ffc)) {
			uint64_t left = end - pf->spent;
			left = pf->slice_left < left ? pf->slice_left : left;
			n = (put - get) / 4 < n ? (put - get) / 4 : n;
			n = left < n ? left : n;
			uint64_t in_page = (0x1000 - (get & 0xfff)) / 4;
			n = in_page < n ? in_page : n;
			uint64_t k = n >= 2 ? run_batch(pf, ops, get, src, n) : 0;
			if (k) {
				pf->spent += k;
				pf->slice_left -= k;
				pf->fast_words += k;
				done += k;
				continue;
			}
		}
		uint32_t w = sgpu_ld_le32(src);
		if (!n && !w) { /* a run of NOPs: each only moves GET on */
			uint64_t left = end - pf->spent;
			left = pf->slice_left < left ? pf->slice_left : left;
			uint64_t k = 1, most = (0x1000 - (get & 0xfff)) / 4;
			most = (put - get) / 4 < most ? (put - get) / 4 : most;
			most = left < most ? left : most;
			for (uint64_t q; k + 8 <= most; k += 8) { /* 32 bytes at a time */
				uint64_t z = 0;
				for (unsigned j = 0; j < 4; j++) {
					memcpy(&q, src + 4 * k + 8 * j, 8);
					z |= q;
				}
				if (z)
					break;
			}
			while (k < most && !sgpu_ld_le32(src + 4 * k))
				k++;
			pb_advance(pf, get + 4 * k);
			*pbreg(pf, PB_HDR_SHADOW) = 0;
			pf->spent += k;
			pf->slice_left -= k;
			pf->fast_words += k;
			done += k;
			continue;
		}
		if (!plain_word(pf, w))
			break;
		pb_word(pf, get, w); /* DONE: a stall leaves METHOD0 VALID */
		pf->spent++;
		pf->slice_left--;
		pf->fast_words++;
		done++;
	}
	return done;
}

/* ------------------------------------------------------------------ GPFIFO */

/* The GP entry at GP_GET: a control entry finishes at once; a PB
 * segment sets GET/PUT and is processed entry by entry (dev_pbdma
 * "GP_ENTRY"). */
static enum gf100_pb_res gp_fetch(struct gf100_pfifo *pf)
{
	uint32_t limit2 = *pbreg(pf, PB_GP_BASE_HI) >> 16 & 0x1f;
	uint32_t n = 1u << limit2, gp_get = *pbreg(pf, PB_GP_GET), gp_put = *pbreg(pf, PB_GP_PUT);
	uint64_t base = reg64(pf, PB_GP_BASE, PB_GP_BASE_HI, 0xff) & ~UINT64_C(7);
	if (base + (uint64_t)n * 8 - 1 > UINT64_C(0xffffffffff)) {
		sgpu_guest_error(pf->u,
		                 "channel %d: GPFIFO at 0x%010llx of 2^%u entries crosses "
		                 "the end of the address space",
		                 pf->loaded, (unsigned long long)base, limit2);
		gf100_pbdma_intr(pf, PB_INTR_GPFIFO);
		return GF100_PB_HALTED;
	}
	if (gp_get >= n || gp_put >= n) {
		sgpu_guest_error(pf->u, "channel %d: GP_GET %u / GP_PUT %u outside a ring of %u",
		                 pf->loaded, gp_get, gp_put, n);
		gf100_pbdma_intr(pf, PB_INTR_GPPTR);
		return GF100_PB_HALTED;
	}
	if (gp_get == gp_put)
		return GF100_PB_IDLE;
	uint8_t b[8];
	enum gf100_vm_fault why = pf->vm_bad;
	uint64_t at = base + 8 * (uint64_t)gp_get, fva = at;
	if (why != GF100_VM_OK || !gf100_vm_read(pf->u->dev, &pf->vm, at, b, 8, &why, &fva)) {
		gf100_pfifo_mmu_fault(pf, fva, why, false);
		return GF100_PB_FAULTED;
	}
	uint32_t w0 = sgpu_ld_le32(b), w1 = sgpu_ld_le32(b + 4);
	*pbreg(pf, PB_GP_SHADOW_0) = w0;
	*pbreg(pf, PB_GP_SHADOW_1) = w1;
	uint32_t next = (gp_get + 1) & (n - 1);
	struct gf100_gp_entry e = gf100_gp_decode(w0, w1);
	if (e.length == 0) {
		*pbreg(pf, PB_GP_GET) = *pbreg(pf, PB_GP_FETCH) = next;
		if (e.opcode == 0)
			return GF100_PB_DONE;
		if (e.opcode == 2 || e.opcode == 3) {
			if (!pf->crc_logged)
				sgpu_unimp(pf->u, "GP entry %s: CRCs are not modelled; not checked",
				           gf100_gp_opcode_name(e.opcode));
			pf->crc_logged = true;
			return GF100_PB_DONE;
		}
		sgpu_guest_error(pf->u, "channel %d: GP entry %u (0x%08x 0x%08x): opcode %u is %s",
		                 pf->loaded, gp_get, w0, w1, e.opcode,
		                 e.opcode == 1 ? "ILLEGAL" : "invalid");
		gf100_pbdma_intr(pf, PB_INTR_GPENTRY);
		return GF100_PB_HALTED;
	}
	uint64_t end = e.get + 4 * (uint64_t)e.length;
	if (end > UINT64_C(0xfffffffffc)) {
		*pbreg(pf, PB_GP_GET) = *pbreg(pf, PB_GP_FETCH) = next;
		sgpu_guest_error(pf->u,
		                 "channel %d: GP entry %u: segment 0x%010llx + %u words "
		                 "crosses the end of the address space",
		                 pf->loaded, gp_get, (unsigned long long)e.get, e.length);
		gf100_pbdma_intr(pf, PB_INTR_GPENTRY);
		return GF100_PB_HALTED;
	}
	*pbreg(pf, PB_GP_FETCH) = next;
	if (e.conditional && !sdm_active(pf)) { /* not fetched: behaves as a NOP entry */
		*pbreg(pf, PB_GP_GET) = next;
		return GF100_PB_DONE;
	}
	/* SYNC_WAIT: wait for the previous segment's work; engines finish
	 * methods as they take them, so there is nothing to wait for */
	uint32_t *hdr = pbreg(pf, PB_PB_HEADER);
	*hdr = e.subroutine ? *hdr | PB_HEADER_LEVEL : *hdr & ~PB_HEADER_LEVEL;
	set64(pf, PB_PUT, PB_PUT_HI, end);
	pb_advance(pf, e.get);
	return GF100_PB_DONE;
}

enum gf100_pb_res gf100_pbdma_step(struct gf100_pfifo *pf)
{
	if (*pbreg(pf, PB_INTR_0) || *pbreg(pf, PB_INTR_1))
		return GF100_PB_HALTED;
	if (*pbreg(pf, PB_METHOD0) & PB_METHOD0_VALID) {
		enum gf100_pb_res r = exec_method0(pf);
		return r;
	}
	uint64_t get = reg64(pf, PB_GET, PB_GET_HI, 0xff), put = reg64(pf, PB_PUT, PB_PUT_HI, 0xff);
	if (get != put) {
		if (get > put) {
			sgpu_guest_error(pf->u, "channel %d: PB GET 0x%010llx past PUT 0x%010llx",
			                 pf->loaded, (unsigned long long)get,
			                 (unsigned long long)put);
			gf100_pbdma_intr(pf, PB_INTR_PBPTR);
			return GF100_PB_HALTED;
		}
		return pb_entry(pf, get);
	}
	if (*pbreg(pf, PB_GP_FETCH) != *pbreg(pf, PB_GP_GET)) { /* the segment is done */
		*pbreg(pf, PB_GP_GET) = *pbreg(pf, PB_GP_FETCH);
		gf100_userd_writeback(pf);
		return GF100_PB_DONE;
	}
	return gp_fetch(pf);
}

/* A saved channel's acquire, evaluated on its RAMFC words. */
static bool saved_acquire_ready(struct gf100_pfifo *pf, const uint32_t *r,
                                const struct gf100_vmctx *vm)
{
	uint32_t m0 = r[PB_METHOD0 / 4], d = r[PB_DATA0 / 4];
	uint32_t mthd = m0 & 0x3ffc;
	uint64_t a = (uint64_t)(r[PB_SEM_ADDR_HI / 4] & 0xff) << 32 | (r[PB_SEM_ADDR_LO / 4] & ~3u);
	uint64_t p = (uint64_t)r[PB_SEM_PAYLOAD_HI / 4] << 32 | r[PB_SEM_PAYLOAD_LO / 4];
	enum acq_cond c;
	bool wide = false;
	if (mthd == 0x1c) {
		switch (d & 0x1f) {
		case 1: c = ACQ_EQ; break;
		case 4: c = ACQ_GEQ_CIRC; break;
		case 8: c = ACQ_AND; break;
		default: return true; /* not an acquire: let the channel run */
		}
	} else if (mthd == 0x6c && pf->gen == GF100_HOST_C36F) {
		static const int conds[8] = {
		        ACQ_EQ, -1, ACQ_GEQ_STRICT, ACQ_GEQ_CIRC, ACQ_AND, ACQ_NOR, -1, -1};
		if (conds[d & 7] < 0)
			return true;
		c = (enum acq_cond)conds[d & 7];
		wide = d >> 24 & 1;
	} else {
		return true;
	}
	uint8_t b[8] = {0};
	enum gf100_vm_fault why;
	uint64_t fva;
	if (!gf100_vm_read(pf->u->dev, vm, a, b, wide ? 8 : 4, &why, &fva))
		return true; /* let it run into the fault */
	return acq_ok(c, wide ? sgpu_ld_le64(b) : sgpu_ld_le32(b), p, wide);
}

bool gf100_pbdma_has_work(struct gf100_pfifo *pf, const uint32_t *r, const struct gf100_vmctx *vm,
                          bool acq_wait)
{
	/* acq_wait: an acquire that may switch (ACQUIRE_SWITCH EN) waits
	 * without polling; a DIS one polls, and so always has work */
	if (r[PB_METHOD0 / 4] & PB_METHOD0_VALID)
		return !acq_wait || saved_acquire_ready(pf, r, vm);
	if (r[PB_GET / 4] != r[PB_PUT / 4] ||
	    (r[PB_GET_HI / 4] & 0xff) != (r[PB_PUT_HI / 4] & 0xff))
		return true;
	return r[PB_GP_FETCH / 4] != r[PB_GP_GET / 4] || r[PB_GP_GET / 4] != r[PB_GP_PUT / 4];
}
