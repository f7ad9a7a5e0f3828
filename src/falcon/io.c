/* The falcon IO space and the host's MMIO window (seed 000 §2.10.10 with
 * the register list corrected from envytools io.rst; UC_CTRL/UC_CAPS
 * layouts from envytools rnndb falcon.xml and nouveau's usage; see
 * docs/hw/falcon.md).
 *
 * Both sides meet in one dispatcher keyed by the host offset: the falcon's
 * I[addr] is host offset (addr >> 6) & 0xffc with index (addr >> 2) & 0x3f
 * ("indexed" IO of G98:GF119); the host's accesses use HOST_IO_INDEX. */
#include "falcon/priv.h"

enum {
	IO_INTR_SET = 0x000,
	IO_INTR_CLEAR = 0x004,
	IO_INTR = 0x008,
	IO_INTR_MODE = 0x00c,
	IO_INTR_EN_SET = 0x010,
	IO_INTR_EN_CLR = 0x014,
	IO_INTR_EN = 0x018,
	IO_INTR_ROUTING = 0x01c,
	IO_PERIODIC_PERIOD = 0x020,
	IO_PERIODIC_TIME = 0x024,
	IO_PERIODIC_ENABLE = 0x028,
	IO_TIME_LOW = 0x02c,
	IO_TIME_HIGH = 0x030,
	IO_WATCHDOG_TIME = 0x034,
	IO_WATCHDOG_ENABLE = 0x038,
	IO_SCRATCH0 = 0x040,
	IO_SCRATCH1 = 0x044,
	IO_FIFO_ENABLE = 0x048,
	IO_STATUS = 0x04c,
	IO_CHANNEL_CUR = 0x050,
	IO_CHANNEL_NEXT = 0x054,
	IO_CHANNEL_CMD = 0x058,
	IO_STATUS_MASK = 0x05c,
	IO_FIFO_DATA = 0x064,
	IO_FIFO_CMD = 0x068,
	IO_FIFO_OCCUPIED = 0x070,
	IO_FIFO_ACK = 0x074,
	IO_FIFO_LIMIT = 0x078,
	IO_SUBENGINE_RESET = 0x07c,
	IO_SCRATCH2 = 0x080,
	IO_SCRATCH3 = 0x084,
	IO_PM_TRIGGER = 0x088,
	IO_BREAKPOINT0 = 0x098,
	IO_BREAKPOINT1 = 0x09c,
	IO_UC_CTRL = 0x100,
	IO_UC_ENTRY = 0x104,
	IO_UC_CAPS = 0x108,
	IO_UC_BLOCK_ON_FIFO = 0x10c,
	IO_XFER_EXT_BASE = 0x110,
	IO_XFER_LOCAL = 0x114,
	IO_XFER_CTRL = 0x118,
	IO_XFER_EXT_OFFSET = 0x11c,
	IO_XFER_STATUS = 0x120,
	IO_UC_STATUS = 0x128,
	IO_UC_CAPS2 = 0x12c,
	IO_TLB_CMD = 0x140,
	IO_TLB_CMD_RES = 0x144,
	IO_CODE_INDEX = 0x180,
	IO_CODE = 0x184,
	IO_CODE_VIRT = 0x188,
	IO_DATA_INDEX0 = 0x1c0,
	IO_UC_SP = 0xfec,
	IO_UC_PC = 0xff0,
	IO_UPLOAD = 0xff4,
	IO_UPLOAD_ADDR = 0xff8,
	IO_HOST_IO_INDEX = 0xffc,
};

/* UC_CTRL (rnndb falcon.xml; nouveau writes 2 to start, polls bit 4) */
#define UC_CTRL_START (1u << 1)
#define UC_CTRL_STOPPED (1u << 4)
#define UC_CTRL_SLEEPING (1u << 5)

/* CODE_INDEX bits (L13753-13768) */
#define CI_ADDR 0xfffcu
#define CI_WINC (1u << 24)
#define CI_RINC (1u << 25)
#define CI_SECRET (1u << 28)
#define CI_LOCKDOWN (1u << 29)
#define CI_FAIL (1u << 30)
#define CI_SCRUBBER (1u << 31)

static bool has_v3(const struct fuc *f)
{
	return f->p->version >= 3;
}

/* ------------------------------------------------------------------ upload ports */

static uint32_t inc_addr(uint32_t index)
{
	return (index & ~CI_ADDR) | ((index + 4) & CI_ADDR);
}

/* CST, seed L13773-13812 */
static void code_write(struct fuc *f, uint32_t v)
{
	uint32_t addr = f->code_index & CI_ADDR;
	uint32_t page = addr >> 8;
	if (page >= fuc_code_pages(f)) {
		sgpu_guest_error(f->unit, "CODE write past the code segment at 0x%x", addr);
		return;
	}
	bool secret = f->code_index & CI_SECRET;
	bool tlb_secret = f->tlb[page].flags & 4;
	if ((addr & 0xfc) != 0 && (secret || tlb_secret) && !(f->code_index & CI_LOCKDOWN))
		f->code_index |= CI_FAIL;
	if (f->code_index & (CI_FAIL | CI_SCRUBBER))
		return;
	bool enter = false, leave = false;
	if ((addr & 0xfc) == 0) {
		enter = secret || tlb_secret;
		f->tlb[page].virt = (uint16_t)(f->code_virt & ((1u << f->p->vm_bits) - 1));
		f->tlb[page].flags = 2 | (secret ? 4 : 0);
		fuc_tlb_changed(f);
	}
	for (unsigned i = 0; i < 4; i++)
		f->code[addr + i] = (uint8_t)(v >> (8 * i));
	if ((addr & 0xfc) == 0xfc) {
		leave = true;
		f->tlb[page].flags = secret ? 4 : 1;
		fuc_tlb_changed(f);
	}
	if (f->code_index & (CI_WINC | CI_LOCKDOWN))
		f->code_index = inc_addr(f->code_index);
	if (enter)
		f->code_index |= CI_LOCKDOWN;
	if (leave)
		f->code_index &= ~CI_LOCKDOWN;
}

static uint32_t code_read(struct fuc *f)
{
	uint32_t addr = f->code_index & CI_ADDR;
	uint32_t v = 0;
	if (addr >> 8 >= fuc_code_pages(f)) {
		sgpu_guest_error(f->unit, "CODE read past the code segment at 0x%x", addr);
	} else if (f->tlb[addr >> 8].flags & 4) {
		v = 0xdead5ec1u; /* secret pages read back as this */
	} else {
		for (unsigned i = 0; i < 4; i++)
			v |= (uint32_t)f->code[addr + i] << (8 * i);
	}
	if ((f->code_index & CI_RINC) && !(f->code_index & CI_LOCKDOWN))
		f->code_index = inc_addr(f->code_index);
	return v;
}

static uint32_t data_port(struct fuc *f, unsigned port, bool write, uint32_t v)
{
	uint32_t *idx = &f->data_index[port];
	uint32_t addr = *idx & CI_ADDR;
	if (write) {
		fuc_st(f, 4, addr, v);
		if (*idx & CI_WINC)
			*idx = inc_addr(*idx);
		return 0;
	}
	v = fuc_ld(f, 4, addr);
	if (*idx & CI_RINC)
		*idx = inc_addr(*idx);
	return v;
}

/* v0 UPLOAD / UPLOAD_ADDR (L14307-14319): bits 2-15 address, 20 code. */
static uint32_t upload(struct fuc *f, bool write, uint32_t v)
{
	uint32_t addr = f->upload_addr & CI_ADDR;
	bool code = f->upload_addr >> 20 & 1;
	uint8_t *mem = code ? f->code : f->data;
	uint32_t size = code ? f->p->code_size : f->p->data_size;
	uint32_t r = 0;
	if (addr + 4 > size) {
		sgpu_guest_error(f->unit, "UPLOAD address 0x%x out of range", addr);
		return 0;
	}
	for (unsigned i = 0; i < 4; i++) {
		if (write)
			mem[addr + i] = (uint8_t)(v >> (8 * i));
		else
			r |= (uint32_t)mem[addr + i] << (8 * i);
	}
	if (write)
		f->upload_addr = inc_addr(f->upload_addr);
	return r;
}

/* ------------------------------------------------------------------ xfers by IO */

static uint32_t xfer_ctrl_read(const struct fuc *f)
{
	unsigned slots = f->p->xfer_slots ? f->p->xfer_slots : 1;
	return (f->xfer_ctrl & ~1u) | (f->xq_count >= slots ? 1u : 0u);
}

static void xfer_ctrl_write(struct fuc *f, uint32_t v)
{
	f->xfer_ctrl = v & 0x773c;
	unsigned mode = v >> 4 & 3;
	struct fuc_xfer x = {
	        .mode = (uint8_t)(mode == 1   ? FUC_XFER_CODE_LOAD
	                          : mode == 2 ? FUC_XFER_DATA_STORE
	                                      : FUC_XFER_DATA_LOAD),
	        .port = (uint8_t)(v >> 12 & 7),
	        .size = (uint8_t)(mode == 1 ? 6 : v >> 8 & 7),
	        .secret = v >> 2 & 1,
	        .ext_base = f->xfer_ext_base,
	        .ext_offset = f->xfer_ext_offset,
	        .local = f->xfer_local & 0xffff,
	};
	if (mode == 3 || x.size == 7) {
		sgpu_guest_error(f->unit, "XFER_CTRL 0x%x: invalid mode or size, ignored", v);
		return;
	}
	if (!fuc_xfer_submit(f, &x))
		sgpu_guest_error(f->unit, "XFER_CTRL written while the queue is full: dropped");
}

static uint32_t xfer_status(const struct fuc *f)
{
	unsigned ld = fuc_xfer_pending(f, FUC_XFER_DATA_LOAD);
	unsigned st = fuc_xfer_pending(f, FUC_XFER_DATA_STORE);
	uint32_t v = f->xfer_status_w & 0x30;
	if (ld + st)
		v |= 2;
	v |= (st > 7 ? 7 : st) << 16;
	v |= (ld > 7 ? 7 : ld) << 24;
	return v;
}

/* ------------------------------------------------------------------ registers */

static uint32_t uc_caps(const struct fuc *f)
{
	return (f->p->code_size >> 8 & 0x1ff) | (f->p->data_size >> 8 & 0x1ff) << 9 |
	       (f->p->fifo_size & 0xff) << 18 | (f->p->xfer_slots & 0x3f) << 26;
}

static uint32_t uc_caps2(const struct fuc *f)
{
	return (f->p->version & 0xf) | 1u << 8 | (f->p->data_ports & 0xf) << 12 |
	       (f->p->vm_bits & 0xf) << 16;
}

static uint32_t uc_status(const struct fuc *f)
{
	uint32_t fl = f->sr[FUC_SR_FLAGS];
	unsigned ld = fuc_xfer_pending(f, FUC_XFER_DATA_LOAD);
	unsigned st = fuc_xfer_pending(f, FUC_XFER_DATA_STORE);
	unsigned slots = f->p->xfer_slots ? f->p->xfer_slots : 1;
	return 1u | 2u | (f->xq_count ? 0 : 4u) | 8u | (fl >> FUC_FLAG_IE0 & 1) << 6 |
	       (fl >> FUC_FLAG_IE1 & 1) << 7 | (fl >> FUC_FLAG_TA & 1) << 8 | (st ? 0 : 1u) << 18 |
	       (ld ? 0 : 1u) << 19 | (f->xq_count >= slots ? 3u << 20 : 0);
}

static uint64_t ptimer_now(struct fuc *f)
{
	if (f->host.ptimer)
		return f->host.ptimer(f->host.ctx);
	return 0;
}

static uint32_t uc_ctrl(const struct fuc *f)
{
	return (f->state == FUC_STOPPED ? UC_CTRL_STOPPED : 0) |
	       (f->state == FUC_SLEEPING ? UC_CTRL_SLEEPING : 0);
}

/* Common register read at host offset off (< 0x400). */
static uint32_t common_read(struct fuc *f, uint32_t off, unsigned idx)
{
	switch (off) {
	case IO_INTR: return fuc_intr_status(f);
	case IO_INTR_MODE: return has_v3(f) ? f->intr_mode : 0;
	case IO_INTR_EN: return f->intr_en;
	case IO_INTR_ROUTING: return f->intr_routing;
	case IO_PERIODIC_PERIOD: return f->periodic_period;
	case IO_PERIODIC_TIME: return f->periodic_time;
	case IO_PERIODIC_ENABLE: return f->periodic_enable;
	case IO_TIME_LOW: return f->p->has_ptimer ? (uint32_t)ptimer_now(f) : 0;
	case IO_TIME_HIGH: return f->p->has_ptimer ? (uint32_t)(ptimer_now(f) >> 32) : 0;
	case IO_WATCHDOG_TIME: return f->watchdog_time;
	case IO_WATCHDOG_ENABLE: return f->watchdog_enable;
	case IO_SCRATCH0: return f->scratch[0];
	case IO_SCRATCH1: return f->scratch[1];
	case IO_SCRATCH2: return f->scratch[2];
	case IO_SCRATCH3: return f->scratch[3];
	case IO_FIFO_ENABLE: return f->fifo_enable;
	case IO_STATUS: {
		uint32_t v = f->state == FUC_RUNNING ? 1 : 0;
		if (f->host.status)
			v |= f->host.status(f->host.ctx) & ~1u;
		return v;
	}
	case IO_STATUS_MASK: return 0;
	case IO_CHANNEL_CUR: return f->channel_cur;
	case IO_CHANNEL_NEXT: return f->channel_next;
	case IO_CHANNEL_CMD: return 0;
	case IO_FIFO_DATA: return f->fifo_count ? f->fifo[f->fifo_head].data : 0;
	case IO_FIFO_CMD:
		if (!f->fifo_count)
			return 0;
		return (f->fifo[f->fifo_head].mthd >> 2 & 0x7ff) |
		       (uint32_t)(f->fifo[f->fifo_head].subc & 7) << 11;
	case IO_FIFO_OCCUPIED: return f->fifo_count;
	case IO_FIFO_LIMIT: return f->fifo_limit;
	case IO_UC_CTRL: return uc_ctrl(f);
	case IO_UC_ENTRY: return f->uc_entry;
	case IO_UC_CAPS: return uc_caps(f);
	case IO_UC_BLOCK_ON_FIFO: return f->io_unknown[0];
	case IO_XFER_EXT_BASE: return f->xfer_ext_base;
	case IO_XFER_LOCAL: return f->xfer_local;
	case IO_XFER_CTRL: return xfer_ctrl_read(f);
	case IO_XFER_EXT_OFFSET: return f->xfer_ext_offset;
	case IO_XFER_STATUS: return xfer_status(f);
	}
	if (has_v3(f)) {
		switch (off) {
		case IO_BREAKPOINT0: return f->breakpoint[0];
		case IO_BREAKPOINT1: return f->breakpoint[1];
		case IO_UC_STATUS: return uc_status(f);
		case IO_UC_CAPS2: return uc_caps2(f);
		case IO_TLB_CMD: return f->tlb_cmd;
		case IO_TLB_CMD_RES: return f->tlb_res;
		case IO_CODE_INDEX: return f->code_index;
		case IO_CODE: return code_read(f);
		case IO_CODE_VIRT: return f->code_virt;
		}
		if (off >= IO_DATA_INDEX0 && off < IO_DATA_INDEX0 + 8 * f->p->data_ports) {
			unsigned port = (off - IO_DATA_INDEX0) / 8;
			if (off & 4)
				return data_port(f, port, false, 0);
			return f->data_index[port];
		}
	}
	(void)idx;
	/* FIFO interface, PM, breakpoints: not modelled (seed: "Todo") */
	sgpu_unimp(f->unit, "read of falcon IO register +0x%03x: 0", off);
	return 0;
}

static void tlb_cmd(struct fuc *f, uint32_t v)
{
	f->tlb_cmd = v;
	uint32_t param = v & 0xffffff;
	switch (v >> 24 & 3) {
	case 1: fuc_itlb(f, param); break;
	case 2: f->tlb_res = fuc_ptlb(f, param); break;
	case 3: f->tlb_res = fuc_vtlb(f, param); break;
	}
}

static bool common_write_v3(struct fuc *f, uint32_t off, uint32_t v)
{
	switch (off) {
	case IO_BREAKPOINT0:
	case IO_BREAKPOINT1:
		f->breakpoint[(off - IO_BREAKPOINT0) / 4] = v & 0xc0ffffffu;
		return true;
	case IO_INTR_MODE:
		f->intr_mode = (uint16_t)v;
		fuc_intr_update(f);
		return true;
	case IO_TLB_CMD: tlb_cmd(f, v); return true;
	case IO_CODE_INDEX:
		/* lockdown, fail and scrubber are read-only */
		f->code_index = (f->code_index & (CI_LOCKDOWN | CI_FAIL | CI_SCRUBBER)) |
		                (v & (CI_ADDR | CI_WINC | CI_RINC | CI_SECRET));
		return true;
	case IO_CODE: code_write(f, v); return true;
	case IO_CODE_VIRT: f->code_virt = v; return true;
	}
	if (off >= IO_DATA_INDEX0 && off < IO_DATA_INDEX0 + 8 * f->p->data_ports) {
		unsigned port = (off - IO_DATA_INDEX0) / 8;
		if (off & 4)
			data_port(f, port, true, v);
		else
			f->data_index[port] = v & (CI_ADDR | CI_WINC | CI_RINC);
		return true;
	}
	return false;
}

static void common_write(struct fuc *f, uint32_t off, unsigned idx, uint32_t v)
{
	switch (off) {
	case IO_INTR_SET: fuc_intr_set(f, v); return;
	case IO_INTR_CLEAR: fuc_intr_clear(f, v); return;
	case IO_INTR_EN_SET:
		f->intr_en |= (uint16_t)v;
		fuc_intr_update(f);
		return;
	case IO_INTR_EN_CLR:
		f->intr_en &= (uint16_t)~v;
		fuc_intr_update(f);
		return;
	case IO_INTR_ROUTING:
		f->intr_routing = v;
		fuc_intr_update(f);
		return;
	case IO_PERIODIC_PERIOD: f->periodic_period = v; return;
	case IO_PERIODIC_TIME: f->periodic_time = v; return;
	case IO_PERIODIC_ENABLE: f->periodic_enable = v & 1; return;
	case IO_WATCHDOG_TIME: f->watchdog_time = v; return;
	case IO_WATCHDOG_ENABLE: f->watchdog_enable = v & 1; return;
	case IO_SCRATCH0: f->scratch[0] = v; return;
	case IO_SCRATCH1: f->scratch[1] = v; return;
	case IO_SCRATCH2: f->scratch[2] = v; return;
	case IO_SCRATCH3: f->scratch[3] = v; return;
	case IO_FIFO_ENABLE: f->fifo_enable = v & 3; return;
	case IO_FIFO_ACK:
		if ((v & 1) && f->fifo_count) {
			f->fifo_head = (f->fifo_head + 1) % FUC_FIFO_MAX;
			f->fifo_count--;
			fuc_set_line(f, FUC_LINE_FIFO, f->fifo_count != 0);
		}
		return;
	case IO_FIFO_LIMIT: f->fifo_limit = v > FUC_FIFO_MAX ? FUC_FIFO_MAX : v; return;
	case IO_CHANNEL_CMD:
		/* bit 1 LOAD: the pending switch is done; bit 0 UNLOAD: no channel */
		if (v & 2) {
			f->channel_cur = f->channel_next;
			f->channel_next &= ~(1u << 30);
		} else if (v & 1) {
			f->channel_cur &= ~(1u << 30);
		}
		return;
	case IO_UC_CTRL:
		if (v & UC_CTRL_START)
			fuc_start(f);
		if (v & 0xc)
			sgpu_unimp(f->unit, "UC_CTRL reset triggers 0x%x ignored", v & 0xc);
		return;
	case IO_UC_ENTRY: f->uc_entry = v; return;
	case IO_UC_BLOCK_ON_FIFO: f->io_unknown[0] = v; return; /* stored; no effect modelled */
	case IO_SUBENGINE_RESET:
		/* writing 1 resets the engine part, I[0x10000:0x20000] (L14303) */
		if ((v & 1) && f->host.subengine_reset)
			f->host.subengine_reset(f->host.ctx);
		return;
	case IO_XFER_EXT_BASE: f->xfer_ext_base = v; return;
	case IO_XFER_LOCAL: f->xfer_local = v; return;
	case IO_XFER_CTRL: xfer_ctrl_write(f, v); return;
	case IO_XFER_EXT_OFFSET: f->xfer_ext_offset = v; return;
	case IO_XFER_STATUS: f->xfer_status_w = v & 0x30; return;
	case IO_INTR:
	case IO_INTR_EN:
	case IO_UC_CAPS:
	case IO_TIME_LOW:
	case IO_TIME_HIGH:
	case IO_STATUS:
		sgpu_guest_error(f->unit, "write 0x%x to read-only falcon register +0x%03x", v,
		                 off);
		return;
	}
	if (has_v3(f) && common_write_v3(f, off, v))
		return;
	(void)idx;
	sgpu_unimp(f->unit, "write 0x%x to falcon IO register +0x%03x ignored", v, off);
}

static uint32_t dispatch_read(struct fuc *f, uint32_t off, unsigned idx)
{
	if (off < 0x400)
		return common_read(f, off, idx);
	uint32_t v = 0;
	if (f->host.io_read && f->host.io_read(f->host.ctx, off, idx, &v))
		return v;
	sgpu_guest_error(f->unit, "read of unknown engine IO register +0x%03x", off);
	return 0;
}

static void dispatch_write(struct fuc *f, uint32_t off, unsigned idx, uint32_t v)
{
	if (off < 0x400) {
		common_write(f, off, idx, v);
		return;
	}
	if (f->host.io_write && f->host.io_write(f->host.ctx, off, idx, v))
		return;
	sgpu_guest_error(f->unit, "write 0x%x to unknown engine IO register +0x%03x", v, off);
}

/* ------------------------------------------------------------------ both sides */

uint32_t fuc_io_read(struct fuc *f, uint32_t addr)
{
	uint32_t off = addr >> 6 & 0xffc;
	if (off >= 0xf00) {
		sgpu_guest_error(f->unit, "iord of I[0x%x]: no register", addr);
		return 0;
	}
	return dispatch_read(f, off, addr >> 2 & 0x3f);
}

void fuc_io_write(struct fuc *f, uint32_t addr, uint32_t value)
{
	uint32_t off = addr >> 6 & 0xffc;
	if (off >= 0xf00) {
		sgpu_guest_error(f->unit, "iowr of I[0x%x]: no register", addr);
		return;
	}
	dispatch_write(f, off, addr >> 2 & 0x3f, value);
}

uint32_t fuc_mmio_read(struct fuc *f, uint32_t off)
{
	off &= 0xffc;
	switch (off) {
	case IO_UC_SP: return f->sr[FUC_SR_SP];
	case IO_UC_PC: return f->sr[FUC_SR_PC];
	case IO_HOST_IO_INDEX: return f->host_io_index;
	case IO_UPLOAD: return f->p->version == 0 ? upload(f, false, 0) : 0;
	case IO_UPLOAD_ADDR: return f->p->version == 0 ? f->upload_addr : 0;
	}
	if (off >= 0xf00) {
		sgpu_unimp(f->unit, "read of host-only register +0x%03x: 0", off);
		return 0;
	}
	return dispatch_read(f, off, f->host_io_index & 0x3f);
}

void fuc_mmio_write(struct fuc *f, uint32_t off, uint32_t value)
{
	off &= 0xffc;
	switch (off) {
	case IO_HOST_IO_INDEX: f->host_io_index = value & 0x3f; return;
	case IO_UPLOAD:
		if (f->p->version == 0)
			upload(f, true, value);
		return;
	case IO_UPLOAD_ADDR:
		if (f->p->version == 0)
			f->upload_addr = value & (CI_ADDR | 1u << 20 | 1u << 21 | 1u << 28);
		return;
	}
	if (off >= 0xf00) {
		sgpu_unimp(f->unit, "write 0x%x to host-only register +0x%03x ignored", value, off);
		return;
	}
	dispatch_write(f, off, f->host_io_index & 0x3f, value);
}
