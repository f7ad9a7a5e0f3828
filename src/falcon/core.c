/* The falcon core outside the instruction set: SRAM, data space rules,
 * the code TLB, interrupt controller, timers, xfer queue and the run loop
 * (seed 000 §2.10.4, §2.10.6-2.10.9, §2.10.11; docs/hw/falcon.md). */
#include <stdlib.h>
#include <string.h>

#include "falcon/priv.h"

/* ------------------------------------------------------------------ setup */

static uint32_t pow2_ceil(uint32_t x)
{
	uint32_t p = 1;
	while (p < x && p < 0x80000000u)
		p <<= 1;
	return p;
}

bool fuc_init(struct fuc *f, const struct fuc_params *p, const struct fuc_host *host,
              struct sgpu_unit *unit)
{
	memset(f, 0, sizeof(*f));
	f->p = p;
	if (host)
		f->host = *host;
	f->unit = unit;
	f->code = calloc(1, p->code_size);
	f->data = calloc(1, p->data_size);
	f->tlb = calloc(p->code_size / FUC_PAGE + 1, sizeof(*f->tlb));
	if (!f->code || !f->data || !f->tlb) {
		fuc_fini(f);
		return false;
	}
	/* $sp: low 2 bits and the bits above the D[] size read as 0 (L13077) */
	f->sp_mask = (pow2_ceil(p->data_size) - 1) & ~3u;
	return true;
}

void fuc_fini(struct fuc *f)
{
	free(f->code);
	free(f->data);
	free(f->tlb);
	fuc_block_fini(f);
	f->code = f->data = NULL;
	f->tlb = NULL;
}

void fuc_reset(struct fuc *f)
{
	memset(f->r, 0, sizeof(f->r));
	memset(f->sr, 0, sizeof(f->sr));
	memset(f->code, 0, f->p->code_size);
	fuc_code_changed(f);
	memset(f->data, 0, f->p->data_size);
	memset(f->tlb, 0, fuc_code_pages(f) * sizeof(*f->tlb));
	f->state = FUC_STOPPED;
	f->stop_reason = FUC_STOP_NONE;
	f->fetch_stalled = false;
	f->cycles = 0;
	f->intr_wire = f->intr_latch = f->intr_en = 0;
	f->intr_mode = 0xfc04; /* seed L13885 */
	f->intr_routing = 0;
	f->periodic_period = f->periodic_time = f->periodic_enable = 0;
	f->watchdog_time = f->watchdog_enable = 0;
	memset(f->scratch, 0, sizeof(f->scratch));
	f->uc_entry = f->fifo_enable = f->host_io_index = f->tlb_cmd = f->tlb_res = 0;
	f->code_index = f->code_virt = f->upload_addr = 0;
	memset(f->data_index, 0, sizeof(f->data_index));
	memset(f->io_unknown, 0, sizeof(f->io_unknown));
	memset(f->breakpoint, 0, sizeof(f->breakpoint));
	f->xfer_ext_base = f->xfer_local = f->xfer_ctrl = f->xfer_ext_offset = 0;
	f->xfer_status_w = 0;
	f->xq_head = f->xq_count = 0;
	f->fifo_head = f->fifo_count = 0;
	f->fifo_limit = f->p->fifo_size < FUC_FIFO_MAX ? f->p->fifo_size : FUC_FIFO_MAX;
	f->channel_cur = f->channel_next = 0;
	f->vcache_valid = false;
	if (f->pmc_level && f->host.pmc_line)
		f->host.pmc_line(f->host.ctx, false);
	f->pmc_level = false;
}

const char *fuc_state_name(enum fuc_state s)
{
	switch (s) {
	case FUC_STOPPED: return "STOPPED";
	case FUC_RUNNING: return "RUNNING";
	case FUC_SLEEPING: return "SLEEPING";
	}
	return "?";
}

/* ------------------------------------------------------------------ long turns */

/* A block run in a long turn (turn_extra) may go on past its slice's
 * end; the one thing a quiet instruction can show is a guest error log
 * (D[] out of range), whose callback must see the model time of the
 * slice it falls in: book the whole slices before this instruction
 * (f->run_pos in the fuc_run_blocks call, which began at cycle
 * step_spent counted from the last booking). fuc_unit_turn adds
 * turn_booked to its own count. */
void fuc_turn_sync(struct fuc *f)
{
	uint64_t at = f->step_spent + f->run_pos; /* 1-based */
	uint64_t whole = (at - 1) / SGPU_RUN_SLICE * SGPU_RUN_SLICE;
	if (!whole)
		return;
	sgpu_run_booked(f->unit->dev, whole);
	f->step_spent -= whole; /* modulo 2^64 until fuc_step adds the run */
	f->turn_booked += whole;
}

/* ------------------------------------------------------------------ data space */

/* Out-of-range D[] bytes: reads 0, writes dropped (not stated by the
 * seed; docs/hw/falcon.md). */
static bool data_ok(struct fuc *f, uint32_t addr, unsigned len)
{
	if (addr <= f->p->data_size && len <= f->p->data_size - addr)
		return true;
	if (f->turn_extra)
		fuc_turn_sync(f);
	sgpu_guest_error(f->unit, "D[0x%x] out of the 0x%x-byte data space", addr, f->p->data_size);
	return false;
}

/* seed L13086-13130: unaligned accesses are botched, not faulted */
uint32_t fuc_ld(struct fuc *f, unsigned size, uint32_t a)
{
	if (size == 4)
		a &= ~3u;
	else if (size == 2)
		a &= ~1u;
	if (!data_ok(f, a, size))
		return 0;
	uint32_t v = 0;
	for (unsigned i = 0; i < size; i++)
		v |= (uint32_t)f->data[a + i] << (8 * i);
	return v;
}

void fuc_st(struct fuc *f, unsigned size, uint32_t a, uint32_t v)
{
	if (size == 4) {
		if (a & 1)
			v = (v & 0xff) << (a & 3) * 8;
		else if (a & 2)
			v = (v & 0xffff) << (a & 3) * 8;
		a &= ~3u;
	} else if (size == 2) {
		if (a & 1)
			v = (v & 0xff) << 8;
		a &= ~1u;
	}
	if (!data_ok(f, a, size))
		return;
	for (unsigned i = 0; i < size; i++)
		f->data[a + i] = (uint8_t)(v >> (8 * i));
}

void fuc_push(struct fuc *f, uint32_t v)
{
	f->sr[FUC_SR_SP] = (f->sr[FUC_SR_SP] - 4) & f->sp_mask;
	fuc_st(f, 4, f->sr[FUC_SR_SP], v);
}

uint32_t fuc_pop(struct fuc *f)
{
	uint32_t v = fuc_ld(f, 4, f->sr[FUC_SR_SP]);
	f->sr[FUC_SR_SP] = (f->sr[FUC_SR_SP] + 4) & f->sp_mask;
	return v;
}

/* ------------------------------------------------------------------ code TLB */

void fuc_tlb_changed(struct fuc *f)
{
	f->vcache_valid = false;
	f->fetch_stalled = false; /* a busy-page fetch retries on any TLB change (L13747) */
}

void fuc_itlb(struct fuc *f, uint32_t physidx)
{
	physidx &= 0xffffff;
	if (physidx >= fuc_code_pages(f)) {
		sgpu_guest_error(f->unit, "ITLB of physical page 0x%x past the code segment",
		                 physidx);
		return;
	}
	if (!(f->tlb[physidx].flags & 4)) {
		f->tlb[physidx].flags = 0;
		f->tlb[physidx].virt = 0;
	}
	fuc_tlb_changed(f);
}

uint32_t fuc_ptlb(const struct fuc *f, uint32_t physidx)
{
	physidx &= 0xffffff;
	if (physidx >= fuc_code_pages(f))
		return 0;
	return (uint32_t)f->tlb[physidx].flags << 24 | (uint32_t)f->tlb[physidx].virt << 8;
}

uint32_t fuc_vtlb(const struct fuc *f, uint32_t virtaddr)
{
	uint32_t vmask = (1u << f->p->vm_bits) - 1;
	uint32_t want = virtaddr >> 8 & vmask;
	uint32_t phys = 0, flags = 0, matches = 0;
	for (uint32_t i = 0; i < fuc_code_pages(f); i++) {
		if (f->tlb[i].flags && f->tlb[i].virt == want) {
			flags |= f->tlb[i].flags;
			phys = i;
			matches++;
		}
	}
	uint32_t res = phys | flags << 24;
	if (!matches)
		res |= 0x80000000u;
	if (matches > 1)
		res |= 0x40000000u;
	return res;
}

/* ------------------------------------------------------------------ interrupts */

uint16_t fuc_intr_status(const struct fuc *f)
{
	return (uint16_t)((f->intr_latch & ~f->intr_mode) | (f->intr_wire & f->intr_mode));
}

static unsigned route_of(const struct fuc *f, unsigned line)
{
	return (f->intr_routing >> line & 1) | (f->intr_routing >> (line + 16) & 1) << 1;
}

/* Pending-and-enabled lines going to routing destination dst. */
uint16_t fuc_intr_for(const struct fuc *f, unsigned dst)
{
	uint16_t pend = fuc_intr_status(f) & f->intr_en;
	uint16_t out = 0;
	for (unsigned l = 0; pend >> l; l++)
		if ((pend >> l & 1) && route_of(f, l) == dst)
			out |= (uint16_t)(1u << l);
	return out;
}

void fuc_intr_update(struct fuc *f)
{
	/* Destination 3 (NRHOST) exists on GF100+ only; on earlier engines
	 * it goes nowhere (docs/hw/falcon.md). */
	bool level = fuc_intr_for(f, 1) != 0;
	if (level != f->pmc_level) {
		f->pmc_level = level;
		if (f->host.pmc_line)
			f->host.pmc_line(f->host.ctx, level);
	}
}

void fuc_set_line(struct fuc *f, unsigned line, bool level)
{
	if (line >= 16)
		return;
	uint16_t bit = (uint16_t)(1u << line);
	if (level && !(f->intr_wire & bit))
		f->intr_latch |= bit; /* the flip-flop sees every 0->1 edge */
	f->intr_wire = level ? f->intr_wire | bit : f->intr_wire & ~bit;
	fuc_intr_update(f);
}

void fuc_intr_set(struct fuc *f, uint32_t v)
{
	f->intr_latch |= (uint16_t)(v & ~f->intr_mode);
	fuc_intr_update(f);
}

void fuc_intr_clear(struct fuc *f, uint32_t v)
{
	f->intr_latch &= (uint16_t) ~(v & ~f->intr_mode);
	fuc_intr_update(f);
}

/* EXIT: the STOPPED transition and a one-cycle pulse on line 4 (L13542). */
void fuc_exit(struct fuc *f, enum fuc_stop_reason why)
{
	f->state = FUC_STOPPED;
	f->stop_reason = why;
	fuc_set_line(f, FUC_LINE_EXIT, true);
	fuc_set_line(f, FUC_LINE_EXIT, false);
}

void fuc_trap(struct fuc *f, unsigned reason)
{
	uint32_t *fl = &f->sr[FUC_SR_FLAGS];
	if (*fl >> FUC_FLAG_TA & 1) {
		sgpu_guest_error(f->unit, "double trap (reason 0x%x at pc 0x%x): falcon stopped",
		                 reason, f->sr[FUC_SR_PC]);
		fuc_exit(f, FUC_STOP_DOUBLE_TRAP);
		return;
	}
	*fl |= 1u << FUC_FLAG_TA;
	if (f->p->version != 0)
		f->sr[FUC_SR_TSTATUS] = (f->sr[FUC_SR_PC] & 0xfffff) | reason << 20;
	if (f->p->version >= 4) {
		uint32_t v = *fl;
		v = fuc_flag_copy(v, FUC_FLAG_IS0, FUC_FLAG_IE0);
		v = fuc_flag_copy(v, FUC_FLAG_IS1, FUC_FLAG_IE1);
		v = fuc_flag_copy(v, FUC_FLAG_IS2, FUC_FLAG_IE2);
		v = fuc_flag_copy(v, FUC_FLAG_UNK1D, FUC_FLAG_UNK1A);
		v &= ~(1u << FUC_FLAG_IE0 | 1u << FUC_FLAG_IE1 | 1u << FUC_FLAG_IE2);
		*fl = v;
	}
	fuc_push(f, f->sr[FUC_SR_PC]);
	f->sr[FUC_SR_PC] = f->sr[FUC_SR_TV];
	sgpu_unit_debug(f->unit, "trap 0x%x, $tstatus 0x%08x", reason, f->sr[FUC_SR_TSTATUS]);
}

/* Delivers a pending interrupt if one may be taken; true if it did.
 * Vector 0 first (priority is not stated; docs/hw/falcon.md). */
static bool deliver(struct fuc *f)
{
	uint32_t *fl = &f->sr[FUC_SR_FLAGS];
	int vec = -1;
	/* the common case first: nothing deliverable */
	if (!(*fl & (1u << FUC_FLAG_IE0 | 1u << FUC_FLAG_IE1)) ||
	    !(fuc_intr_status(f) & f->intr_en))
		return false;
	if ((*fl >> FUC_FLAG_IE0 & 1) && fuc_intr_for(f, 0))
		vec = 0;
	else if ((*fl >> FUC_FLAG_IE1 & 1) && fuc_intr_for(f, 2))
		vec = 1;
	if (vec < 0)
		return false;
	fuc_push(f, f->sr[FUC_SR_PC]);
	uint32_t v = *fl;
	v = fuc_flag_copy(v, FUC_FLAG_IS0, FUC_FLAG_IE0);
	v = fuc_flag_copy(v, FUC_FLAG_IS1, FUC_FLAG_IE1);
	v &= ~(1u << FUC_FLAG_IE0 | 1u << FUC_FLAG_IE1);
	if (f->p->version >= 4) {
		v = fuc_flag_copy(v, FUC_FLAG_IS2, FUC_FLAG_IE2);
		v = fuc_flag_copy(v, FUC_FLAG_UNK1D, FUC_FLAG_UNK1A);
		v &= ~(1u << FUC_FLAG_IE2);
	}
	*fl = v;
	f->sr[FUC_SR_PC] = f->sr[vec ? FUC_SR_IV1 : FUC_SR_IV0];
	f->state = FUC_RUNNING;
	f->fetch_stalled = false; /* a stalled fetch restarts at the vector */
	sgpu_unit_debug(f->unit, "interrupt vector %d, INTR 0x%04x", vec, fuc_intr_status(f));
	return true;
}

/* ------------------------------------------------------------------ timers */

static void timers_tick(struct fuc *f)
{
	/* seed L14399-14450, [UPSTREAM] pseudocode */
	bool l0 = false, l1 = false;
	if (f->periodic_enable & 1) {
		if (f->periodic_time == 0) {
			f->periodic_time = f->periodic_period;
			l0 = true;
		} else {
			f->periodic_time--;
		}
	}
	if (f->watchdog_enable & 1) {
		if (f->watchdog_time == 0)
			l1 = true;
		else
			f->watchdog_time--;
	}
	if (l0 != (bool)(f->intr_wire & 1))
		fuc_set_line(f, FUC_LINE_PERIODIC, l0);
	if (l1 != (bool)(f->intr_wire >> 1 & 1))
		fuc_set_line(f, FUC_LINE_WATCHDOG, l1);
}

/* A timer can still change a line: the periodic one always; the watchdog
 * while counting and on the tick after it reached 0, which raises line 1
 * (so a core sleeping on its watchdog wakes; found running nouveau's
 * gt215 PMU firmware, docs/hw/pdaemon.md). */
static bool timers_on(const struct fuc *f)
{
	return (f->periodic_enable & 1) ||
	       ((f->watchdog_enable & 1) && (f->watchdog_time || !(f->intr_wire & 2)));
}

/* A sleeping or stalled core whose only activity is timers counting down:
 * up to max of the following cycles would each just decrement them (no
 * timer reaches 0, no line changes, no xfer, so no interrupt can arrive).
 * Runs them at once; returns how many. */
static uint64_t skip_quiet_ticks(struct fuc *f, uint64_t max)
{
	if (f->no_blocks || f->xq_count || (f->intr_wire & 3) || f->trace)
		return 0;
	/* a watchdog at 0 raises its line on the next tick */
	if ((f->watchdog_enable & 1) && !f->watchdog_time)
		return 0;
	uint64_t k = max;
	if ((f->periodic_enable & 1) && f->periodic_time < k)
		k = f->periodic_time;
	bool wd = (f->watchdog_enable & 1) && f->watchdog_time;
	if (wd && f->watchdog_time < k)
		k = f->watchdog_time;
	if (f->periodic_enable & 1)
		f->periodic_time -= (uint32_t)k;
	if (wd)
		f->watchdog_time -= (uint32_t)k;
	f->cycles += k;
	f->step_spent += k;
	return k;
}

/* ------------------------------------------------------------------ xfers */

bool fuc_xfer_submit(struct fuc *f, const struct fuc_xfer *x)
{
	unsigned slots = f->p->xfer_slots ? f->p->xfer_slots : 1;
	if (slots > FUC_XFER_MAX)
		slots = FUC_XFER_MAX;
	if (f->xq_count >= slots)
		return false;
	if (x->mode == FUC_XFER_CODE_LOAD && f->p->version >= 3) {
		/* The page is mapped at once and busy until the load is done (L13820). */
		uint32_t page = (x->local & 0xffff) >> 8;
		if (page < fuc_code_pages(f)) {
			f->tlb[page].virt =
			        (uint16_t)(x->ext_offset >> 8 & ((1u << f->p->vm_bits) - 1));
			f->tlb[page].flags = x->secret ? 6 : 2;
			fuc_tlb_changed(f);
		}
	}
	f->xq[(f->xq_head + f->xq_count) % FUC_XFER_MAX] = *x;
	f->xq_count++;
	return true;
}

unsigned fuc_xfer_pending(const struct fuc *f, unsigned mode)
{
	unsigned n = 0;
	for (unsigned i = 0; i < f->xq_count; i++)
		if (f->xq[(f->xq_head + i) % FUC_XFER_MAX].mode == mode)
			n++;
	return n;
}

static bool ext_access(struct fuc *f, const struct fuc_xfer *x, void *buf, uint32_t len, bool wr)
{
	uint64_t addr = ((uint64_t)x->ext_base << 8) + x->ext_offset;
	if (f->host.ext_access && f->host.ext_access(f->host.ctx, x->port, addr, buf, len, wr))
		return true;
	sgpu_guest_error(f->unit, "xfer %s port %u ext 0x%llx len 0x%x faulted",
	                 wr ? "store" : "load", x->port, (unsigned long long)addr, len);
	return false;
}

static void xfer_code(struct fuc *f, const struct fuc_xfer *x)
{
	uint8_t buf[FUC_PAGE];
	uint32_t page = (x->local & 0xffff) >> 8;
	if (page >= fuc_code_pages(f)) {
		sgpu_guest_error(f->unit, "code xfer to 0x%x past the code segment", x->local);
		return;
	}
	bool ok = ext_access(f, x, buf, FUC_PAGE, false);
	if (ok)
		memcpy(f->code + page * FUC_PAGE, buf, FUC_PAGE);
	fuc_code_changed(f);
	if (f->p->version >= 3) {
		/* A faulted load leaves the page unmapped rather than busy forever. */
		f->tlb[page].flags = !ok ? 0 : x->secret ? 4 : 1;
		fuc_tlb_changed(f);
	}
}

static void xfer_data(struct fuc *f, const struct fuc_xfer *x)
{
	uint32_t len = 4u << x->size;
	/* Both addresses must be size-aligned (L14024); misaligned ones are
	 * aligned down (docs/hw/falcon.md). */
	uint32_t local = (x->local & 0xffff) & ~(len - 1);
	if (local != (x->local & 0xffff) || (x->ext_offset & (len - 1)))
		sgpu_guest_error(f->unit, "misaligned data xfer local 0x%x ext 0x%x size 0x%x",
		                 x->local, x->ext_offset, len);
	struct fuc_xfer a = *x;
	a.ext_offset &= ~(len - 1);
	if (local > f->p->data_size || len > f->p->data_size - local) {
		sgpu_guest_error(f->unit, "data xfer D[0x%x] len 0x%x out of range", local, len);
		return;
	}
	if (x->mode == FUC_XFER_DATA_LOAD)
		ext_access(f, &a, f->data + local, len, false);
	else
		ext_access(f, &a, f->data + local, len, true);
}

/* One request completes per cycle, oldest first (queue timing is not
 * stated; docs/hw/falcon.md). */
static void xfer_tick(struct fuc *f)
{
	if (!f->xq_count)
		return;
	struct fuc_xfer x = f->xq[f->xq_head];
	f->xq_head = (f->xq_head + 1) % FUC_XFER_MAX;
	f->xq_count--;
	if (x.mode == FUC_XFER_CODE_LOAD)
		xfer_code(f, &x);
	else
		xfer_data(f, &x);
}

/* ------------------------------------------------------------------ FIFO interface */

#define CHAN_VALID (1u << 30)

bool fuc_fifo_push(struct fuc *f, uint32_t chan, uint32_t mthd, unsigned subc, uint32_t data)
{
	if (!(f->fifo_enable & 2) || f->fifo_count >= f->fifo_limit)
		return false;
	uint32_t want = (chan & 0x3fffffff) | CHAN_VALID;
	if (f->channel_cur != want) {
		/* a switch: announce it once, then wait for CHANNEL_CMD.LOAD */
		if (f->channel_next != want && (f->fifo_enable & 1)) {
			f->channel_next = want;
			fuc_set_line(f, FUC_LINE_CHSW, true);
			fuc_set_line(f, FUC_LINE_CHSW, false);
		}
		if (f->fifo_count || f->channel_cur != want)
			return false;
	}
	struct fuc_fifo_entry *e = &f->fifo[(f->fifo_head + f->fifo_count) % FUC_FIFO_MAX];
	e->mthd = mthd;
	e->subc = (uint8_t)subc;
	e->data = data;
	f->fifo_count++;
	fuc_set_line(f, FUC_LINE_FIFO, true);
	return true;
}

/* ------------------------------------------------------------------ breakpoints */

/* v3+ BREAKPOINT[i] (rnndb: bits 0-23 pc, 30 SKIP_ONE, 31 ENABLED): an
 * enabled breakpoint at $pc traps with reason 0xf before the instruction
 * runs; SKIP_ONE lets one execution at that pc through and clears itself,
 * so a debugger can resume (inferred; docs/hw/falcon.md). */
static bool breakpoint_hit(struct fuc *f)
{
	if (f->p->version < 3)
		return false;
	for (unsigned i = 0; i < 2; i++) {
		uint32_t bp = f->breakpoint[i];
		if (!(bp >> 31) || (bp & 0xffffff) != (f->sr[FUC_SR_PC] & 0xffffff))
			continue;
		if (bp >> 30 & 1) {
			f->breakpoint[i] &= ~(1u << 30);
			continue;
		}
		fuc_trap(f, FUC_TRAP_BREAKPOINT);
		return true;
	}
	return false;
}

/* ------------------------------------------------------------------ run loop */

void fuc_start(struct fuc *f)
{
	if (f->state != FUC_STOPPED)
		return;
	f->sr[FUC_SR_PC] = f->uc_entry;
	f->state = FUC_RUNNING;
	f->stop_reason = FUC_STOP_NONE;
	f->fetch_stalled = false;
}

bool fuc_busy(const struct fuc *f)
{
	if (f->xq_count)
		return true;
	if (f->state == FUC_STOPPED)
		return false;
	if (f->state == FUC_RUNNING && !f->fetch_stalled)
		return true;
	/* sleeping, or waiting on a busy code page: only time or an
	 * interrupt that can be taken moves it on */
	uint32_t fl = f->sr[FUC_SR_FLAGS];
	return timers_on(f) || ((fl >> FUC_FLAG_IE0 & 1) && fuc_intr_for(f, 0)) ||
	       ((fl >> FUC_FLAG_IE1 & 1) && fuc_intr_for(f, 2));
}

/* Nothing but instructions happens in the coming cycles while quiet code
 * runs: no timer ticks, no xfer completes, nothing traces or breaks
 * (block.c relies on this). */
static bool blocks_ok(const struct fuc *f)
{
	return !f->no_blocks && !f->trace && !f->xq_count && !(f->intr_wire & 3) &&
	       !((f->periodic_enable | f->watchdog_enable) & 1) &&
	       !((f->breakpoint[0] | f->breakpoint[1]) >> 31);
}

uint64_t fuc_step(struct fuc *f, uint64_t budget)
{
	uint64_t spent = 0;
	do {
		spent++;
		f->cycles++;
		f->step_spent++;
		if (((f->periodic_enable | f->watchdog_enable) & 1) || (f->intr_wire & 3)) {
			f->turn_extra = 0;
			timers_tick(f); /* also lowers a wire left high by a disable */
		}
		if (f->xq_count) {
			f->turn_extra = 0;
			xfer_tick(f);
		}
		if (f->state == FUC_STOPPED) {
			if (!f->xq_count)
				break;
			continue;
		}
		if (deliver(f)) {
			f->turn_extra = 0;
			continue;
		}
		if (f->state == FUC_SLEEPING || f->fetch_stalled) {
			f->turn_extra = 0;
			if (!timers_on(f))
				break;
			spent += skip_quiet_ticks(f, budget - spent);
			continue;
		}
		if ((f->breakpoint[0] | f->breakpoint[1]) >> 31 && breakpoint_hit(f)) {
			f->turn_extra = 0;
			continue;
		}
		if (f->reference) {
			f->turn_extra = 0;
			fuc_exec_ref_one(f);
		} else if (blocks_ok(f)) {
			/* this cycle's checks are done; the run takes the rest,
			 * and in a long turn may go on past the slice's end */
			uint64_t n = fuc_run_blocks(f, budget - spent + 1 + f->turn_extra);
			if (!n) {
				f->turn_extra = 0;
				fuc_exec_one(f);
				continue;
			}
			spent += n - 1;
			f->block_insns += n;
			f->cycles += n - 1;
			f->step_spent += n - 1;
		} else {
			f->turn_extra = 0;
			fuc_exec_one(f);
		}
	} while (spent < budget);
	return spent;
}
