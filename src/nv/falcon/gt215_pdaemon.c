/* GT215 PDAEMON: a falcon v3 with the daemon peripherals of seed 000
 * §2.5.2 (L3051-3606): host/daemon FIFOs and scratch with interrupts,
 * the token allocator and mutexes, CRC32, the daemon timer, IREDIR and the
 * idle counters; the pins (OUTPUT/INPUT, envytools rnndb pdaemon.xml) and
 * the enable at 0x022210 (seed L3078). Notes and choices: docs/hw/pdaemon.md. */
#include <string.h>

#include "falcon/unit.h"
#include "nv/falcon/falcon_units.h"
#include "nv/nv.h"
#include "nv/mmu/vm.h"

/* Host offsets in the 0x10a000 window; the falcon sees I[off << 6]. */
enum {
	PD_USER_BUSY = 0x420,
	PD_TOKEN_ALLOC = 0x488,
	PD_TOKEN_FREE = 0x48c,
	PD_CRC_DATA = 0x490,
	PD_CRC_STATE = 0x494,
	PD_FIFO_PUT = 0x4a0, /* 4 */
	PD_FIFO_GET = 0x4b0, /* 4 */
	PD_FIFO_INTR = 0x4c0,
	PD_FIFO_INTR_EN = 0x4c4,
	PD_RFIFO_PUT = 0x4c8,
	PD_RFIFO_GET = 0x4cc,
	PD_H2D = 0x4d0,
	PD_H2D_INTR = 0x4d4,
	PD_H2D_INTR_EN = 0x4d8,
	PD_D2H = 0x4dc,
	PD_TIMER_START = 0x4e0,
	PD_TIMER_TIME = 0x4e4,
	PD_TIMER_CTRL = 0x4e8,
	PD_COUNTER_SIGNALS = 0x500,
	PD_COUNTER0 = 0x504,    /* MASK, COUNT, MODE at +0/+4/+8, stride 0x10, 4 counters */
	PD_MUTEX_TOKEN = 0x580, /* 16 */
	PD_DSCRATCH = 0x5d0,    /* 4 */
	PD_THERM_BYTE_MASK = 0x5f4,
	PD_MMIO_ADDR = 0x7a0,
	PD_MMIO_VALUE = 0x7a4,
	PD_MMIO_TIMEOUT = 0x7a8,
	PD_MMIO_CTRL = 0x7ac,
	PD_MMIO_ERR = 0x7b0,
	PD_MMIO_INTR = 0x7b4,
	PD_MMIO_INTR_EN = 0x7b8,
	/* the I/O pins (envytools rnndb/pm/pdaemon.xml; nouveau fuc/macros.fuc
	 * NV_PPWR_OUTPUT/INPUT/OUTPUT_SET/OUTPUT_CLR) */
	PD_OUTPUT = 0x7c0,
	PD_INPUT = 0x7c4, /* rnndb INPUT0_STATUS */
	PD_INPUT_RISE_INTR = 0x7cc,
	PD_INPUT_FALL_INTR = 0x7d0,
	PD_INPUT_RISE_INTR_EN = 0x7d4,
	PD_INPUT_FALL_INTR_EN = 0x7d8,
	PD_OUTPUT_SET = 0x7e0,
	PD_OUTPUT_CLEAR = 0x7e4,
	PD_TIMER_INTR = 0x680,
	PD_TIMER_INTR_EN = 0x684,
	PD_SUBINTR = 0x688,
	PD_IREDIR_TRIGGER = 0x68c,
	PD_IREDIR_STATUS = 0x690,
	PD_IREDIR_TIMEOUT = 0x694,
	PD_IREDIR_ERR_DETAIL = 0x698,
	PD_IREDIR_ERR_INTR = 0x69c,
	PD_IREDIR_ERR_INTR_EN = 0x6a0,
	PD_IREDIR_TIMEOUT_ENABLE = 0x6a4,
};

/* falcon interrupt lines (L3125-3137; INPUT: rnndb pdaemon.xml, "7cc+") */
enum { LINE_SUBINTR = 11, LINE_INPUT = 13, LINE_TIMER = 14, LINE_IREDIR_PMC = 15 };
/* SUBINTR bits (L3187-3211) */
enum { SUB_H2D = 0, SUB_FIFO = 1, SUB_MMIO = 4, SUB_IREDIR_ERR = 5, SUB_IREDIR_HOST_REQ = 6 };
/* MMIO_CTRL bits (L3535-3538) and GT215 MMIO_ERR bits (L3545) */
#define MMIO_CTRL_TIMEOUT (1u << 13)
#define MMIO_CTRL_TRIGGER (1u << 16)
#define MMIO_ERR_TIMEOUT (1u << 0)
#define MMIO_ERR_CMD_WHILE_BUSY (1u << 1)
#define MMIO_ERR_WRITE (1u << 2)
/* IREDIR_ERR_DETAIL bits (L3418-3419 give 12 twice; docs/hw/pdaemon.md) */
#define IREDIR_ERR_TIMEOUT (1u << 0)
#define IREDIR_ERR_HOST_REQ_REDUNDANT (1u << 4)
#define IREDIR_ERR_REDUNDANT (1u << 12)

/* GT215:GF119 pins (rnndb gt215_pdaemon_output / _input0). OUTPUT: bit 2
 * FB_PAUSE (rnndb says GF100:GF119, nouveau's GT215 memx uses it), I2C
 * SCL/SDA at 8/9 (port 3) and 12..29 (ports 0-2, 4-9). INPUT adds
 * FB_PAUSED 2, HEAD0/1 VBLANK/HBLANK 3-6 and PPCI_INTR_N 10. */
#define PD_OUTPUT_MASK 0x3ffff304u
#define PD_OUT_FB_PAUSE (1u << 2)
#define PD_I2C_MASK 0x3ffff300u
#define PD_IN_FB_PAUSED (1u << 2)
#define PD_IN_PPCI_INTR_N (1u << 10)
#define PD_INPUT_MASK 0x3ffff77cu

/* 0x022210 bit 0 on GT215 (seed 000 L3078 "PMC enable bit: v0-v1: none,
 * use reg 0x22210 instead"; rnndb nv_mmio.xml PUNK022.PDAEMON_ENABLE;
 * nouveau gt215_pmu_enabled/gt215_pmu_reset). */
#define PD_ENABLE_REG 0x022210u

#define TOKEN_FIRST 0x08
#define TOKEN_SLOTS 0x100

/* GT215 idle signals that exist (COUNTER_SIGNALS, L3450-3498): GR, PVLD,
 * PPDEC, PPPP, MC, PCOPY0. No engine of ours is busy but the falcons. */
#define PD_IDLE_SIGNALS 0x00080171u

static const struct fuc_params gt215_pdaemon_fuc = {
        .version = 3,
        .code_size = 0x4000,
        .data_size = 0x3000,
        .fifo_size = 0x10,
        .xfer_slots = 8,
        .data_ports = 4,
        .vm_bits = 8,
        .has_ptimer = true,
};

struct gt215_pdaemon {
	struct fuc fuc; /* first: fuc_unit_window_ops casts priv */
	struct sgpu_unit *u;
	struct g80_memif memif;
	uint32_t user_busy;
	uint32_t fifo_put[4], fifo_get[4], fifo_intr, fifo_intr_en;
	uint32_t rfifo_put, rfifo_get;
	uint32_t h2d, h2d_intr, h2d_intr_en, d2h;
	uint32_t dscratch[4];
	/* token allocator: a FIFO of free tokens */
	uint8_t tok[TOKEN_SLOTS];
	unsigned tok_head, tok_count;
	bool tok_free[TOKEN_SLOTS];
	uint32_t token_free_last;
	uint32_t mutex[16];
	uint32_t crc_state, crc_data;
	uint32_t timer_start, timer_time, timer_ctrl, timer_intr, timer_intr_en;
	bool timer_src_level;
	uint32_t subintr;
	uint32_t iredir_daemon, iredir_timeout, iredir_timeout_en;
	uint32_t iredir_err_detail, iredir_err_intr, iredir_err_intr_en;
	bool iredir_timing;
	uint32_t iredir_left;
	uint32_t cnt_mask[4], cnt_count[4], cnt_mode[4];
	uint32_t therm_byte_mask;
	uint32_t mmio_addr, mmio_value, mmio_timeout, mmio_ctrl, mmio_err, mmio_intr, mmio_intr_en;
	bool mmio_busy; /* an indirect access is being carried out */
	uint32_t output;
	uint32_t input_last; /* INPUT as last sampled, for the edge interrupts */
	uint32_t input_rise, input_fall, input_rise_en, input_fall_en;
	/* last: kept over the PDAEMON reset it causes (pd_periph_reset clears the rest) */
	bool disabled; /* 0x022210 bit 0 clear: held in reset */
};

/* ------------------------------------------------------------------ interrupts */

static void update_lines(struct gt215_pdaemon *d)
{
	uint32_t in = 0;
	if (d->h2d_intr & d->h2d_intr_en & 1)
		in |= 1u << SUB_H2D;
	if (d->fifo_intr & d->fifo_intr_en & 0xf)
		in |= 1u << SUB_FIFO;
	if (d->iredir_err_intr & d->iredir_err_intr_en & 1)
		in |= 1u << SUB_IREDIR_ERR;
	if (d->mmio_intr & d->mmio_intr_en & 1)
		in |= 1u << SUB_MMIO;
	/* a bit is set whenever its input is 1 and stays set (L3187) */
	d->subintr |= in;
	fuc_set_line(&d->fuc, LINE_SUBINTR, d->subintr != 0);
	fuc_set_line(&d->fuc, LINE_INPUT,
	             ((d->input_rise & d->input_rise_en) | (d->input_fall & d->input_fall_en)) !=
	                     0);
	fuc_set_line(&d->fuc, LINE_TIMER, (d->timer_intr & d->timer_intr_en & 0x100) != 0);
}

/* ------------------------------------------------------------------ tokens, CRC */

static void tokens_reset(struct gt215_pdaemon *d)
{
	memset(d->tok_free, 0, sizeof(d->tok_free));
	d->tok_head = d->tok_count = 0;
	for (unsigned t = TOKEN_FIRST; t <= 0xfe; t++) {
		d->tok[d->tok_count++] = (uint8_t)t;
		d->tok_free[t] = true;
	}
}

static uint32_t token_alloc(struct gt215_pdaemon *d)
{
	if (!d->tok_count)
		return 0xff;
	uint8_t t = d->tok[d->tok_head];
	d->tok_head = (d->tok_head + 1) % TOKEN_SLOTS;
	d->tok_count--;
	d->tok_free[t] = false;
	return t;
}

static void token_free(struct gt215_pdaemon *d, uint32_t v)
{
	d->token_free_last = v;
	unsigned t = v & 0xff;
	/* ignored outside 0x08..0xff or when already queued (L3300) */
	if (t < TOKEN_FIRST || d->tok_free[t] || d->tok_count >= TOKEN_SLOTS)
		return;
	d->tok[(d->tok_head + d->tok_count) % TOKEN_SLOTS] = (uint8_t)t;
	d->tok_count++;
	d->tok_free[t] = true;
}

static void mutex_write(struct gt215_pdaemon *d, unsigned i, uint32_t v)
{
	v &= 0xff;
	if (v == 0)
		d->mutex[i] = 0;
	else if (v != 0xff && d->mutex[i] == 0)
		d->mutex[i] = v;
}

static void crc_feed(struct gt215_pdaemon *d, uint32_t v)
{
	/* L3326-3336 */
	d->crc_data = v;
	d->crc_state ^= v;
	for (int i = 0; i < 32; i++)
		d->crc_state =
		        d->crc_state & 1 ? d->crc_state >> 1 ^ 0xedb88320u : d->crc_state >> 1;
}

/* ------------------------------------------------------------------ timer, IREDIR, counters */

static void timer_tick(struct gt215_pdaemon *d)
{
	if (!(d->timer_ctrl & 1))
		return;
	if (d->timer_time == 0) {
		if (d->timer_ctrl & 0x100)
			d->timer_time = d->timer_start; /* PERIODIC reload, no interrupt */
		return;
	}
	if (--d->timer_time == 0) {
		d->timer_intr |= 0x100;
		update_lines(d);
	}
}

static bool timer_active(const struct gt215_pdaemon *d)
{
	return (d->timer_ctrl & 1) && (d->timer_time || (d->timer_ctrl & 0x100));
}

static void timer_ctrl_write(struct gt215_pdaemon *d, uint32_t v)
{
	if ((v & 1) && !(d->timer_ctrl & 1))
		d->timer_time = d->timer_start; /* 0->1 copies START; no interrupt */
	d->timer_ctrl = v & 0x111;
	d->timer_src_level = fuc_unit_ptimer(d->u) >> 10 & 1;
}

/* The redirection state: in DAEMON, PMC's INTR_HOST goes to falcon line
 * 15 instead of the host (seed 000 "PMC interrupt redirection"). */
static void iredir_set(struct gt215_pdaemon *d, bool daemon)
{
	d->iredir_daemon = daemon;
	nv_pmc_redirect_host(d->u->dev, daemon);
}

static void iredir_error(struct gt215_pdaemon *d, uint32_t bit)
{
	d->iredir_err_detail |= bit;
	d->iredir_err_intr |= 1;
	update_lines(d);
}

static void iredir_trigger(struct gt215_pdaemon *d, uint32_t v)
{
	if (v & 1) { /* HOST_REQ */
		if (!d->iredir_daemon)
			iredir_error(d, IREDIR_ERR_HOST_REQ_REDUNDANT);
		d->subintr |= 1u << SUB_IREDIR_HOST_REQ;
		d->iredir_timing = d->iredir_timeout_en & 1;
		d->iredir_left = d->iredir_timeout;
	}
	if (v & 0x10) { /* DAEMON */
		if (d->iredir_daemon)
			iredir_error(d, IREDIR_ERR_REDUNDANT);
		iredir_set(d, true);
	}
	if (v & 0x1000) { /* HOST */
		if (!d->iredir_daemon)
			iredir_error(d, IREDIR_ERR_REDUNDANT);
		iredir_set(d, false);
	}
	update_lines(d);
}

static void iredir_tick(struct gt215_pdaemon *d)
{
	if (!d->iredir_timing)
		return;
	if (d->iredir_left) {
		d->iredir_left--;
		return;
	}
	d->iredir_timing = false;
	iredir_set(d, false);
	d->subintr &= ~(1u << SUB_IREDIR_HOST_REQ);
	iredir_error(d, IREDIR_ERR_TIMEOUT);
}

static void subintr_clear(struct gt215_pdaemon *d, uint32_t v)
{
	d->subintr &= ~v;
	if (v >> SUB_IREDIR_HOST_REQ & 1) {
		d->iredir_timing = false;
		iredir_set(d, false);
	}
	update_lines(d);
}

static uint32_t idle_signals(const struct gt215_pdaemon *d)
{
	(void)d;
	return PD_IDLE_SIGNALS;
}

static void counters_tick(struct gt215_pdaemon *d, uint64_t n)
{
	uint32_t sig = idle_signals(d);
	for (unsigned i = 0; i < 4; i++) {
		uint32_t m = d->cnt_mask[i], mode = d->cnt_mode[i] & 3;
		bool inc = mode == 3 || (mode == 1 && (sig & m) == m) || (mode == 2 && !(sig & m));
		if (inc)
			d->cnt_count[i] = (uint32_t)((d->cnt_count[i] + n) & 0x7fffffff);
	}
}

/* ------------------------------------------------------------------ indirect MMIO */

static bool mmio_mapped(struct sgpu_device *dev, uint32_t addr)
{
	struct sgpu_mmio_region_info info;
	for (size_t i = 0; sgpu_mmio_region_get(dev, i, &info) == SGPU_OK; i++)
		if (addr >= info.base && addr - info.base < info.size)
			return true;
	return false;
}

static void mmio_error(struct gt215_pdaemon *d, uint32_t err)
{
	d->mmio_err = err;
	d->mmio_intr |= 1;
	update_lines(d);
}

/* General MMIO access (L3500-3551): carried out at once on the trigger;
 * an unmapped address times out at once (MMIO_TIMEOUT is not counted) and
 * TIMEOUT stays set until the next trigger. A trigger from inside an
 * access (PDAEMON poking its own MMIO_CTRL through itself) is
 * CMD_WHILE_BUSY. docs/hw/pdaemon.md. */
static void mmio_trigger(struct gt215_pdaemon *d, uint32_t v)
{
	if (d->mmio_busy) {
		mmio_error(d, MMIO_ERR_CMD_WHILE_BUSY);
		return;
	}
	d->mmio_ctrl = v & 0xf3;
	if (!(v & MMIO_CTRL_TRIGGER))
		return;
	unsigned req = v & 3, mask = v >> 4 & 0xf;
	uint32_t addr = d->mmio_addr & 0xfffffcu; /* BAR0 is 16 MiB */
	if (req != 1 && req != 2) {
		sgpu_unimp(d->u, "MMIO_CTRL request %u: nothing done", req);
		return;
	}
	struct sgpu_device *dev = d->u->dev;
	if (!mmio_mapped(dev, addr)) {
		d->mmio_ctrl |= MMIO_CTRL_TIMEOUT;
		mmio_error(d, MMIO_ERR_TIMEOUT | (req == 2 ? MMIO_ERR_WRITE : 0) | (addr & ~7u));
		return;
	}
	d->mmio_busy = true;
	if (req == 1) {
		d->mmio_value = sgpu_mmio_rd32(dev, addr);
	} else if (mask) {
		/* one bus transaction with the request's byte enables */
		sgpu_mmio_write_be(dev, addr, d->mmio_value, mask);
	}
	d->mmio_busy = false;
}

static void pline15(struct gt215_pdaemon *d)
{
	uint32_t own = d->u->desc->irq_line >= 0 ? 1u << d->u->desc->irq_line : 0;
	bool l = d->iredir_daemon && (nv_pmc_host_lines(d->u->dev) & ~own);
	fuc_set_line(&d->fuc, LINE_IREDIR_PMC, l);
}

/* ------------------------------------------------------------------ pins */

/* The input pins as GT215 has them (docs/hw/pdaemon.md, "Pins"): FB_PAUSED
 * follows FB_PAUSE at once (no memory controller to drain), the I2C lines
 * read what the daemon drives (pull-ups, nothing else on the bus), no
 * display heads (VBLANK/HBLANK 0), PPCI_INTR_N is the host line inverted. */
static uint32_t input_value(const struct gt215_pdaemon *d)
{
	uint32_t v = d->output & PD_I2C_MASK;
	if (d->output & PD_OUT_FB_PAUSE)
		v |= PD_IN_FB_PAUSED;
	if (!sgpu_irq_level(d->u->dev))
		v |= PD_IN_PPCI_INTR_N;
	return v;
}

/* Samples the pins: a change sets the RISE/FALL interrupt bits (line 13). */
static uint32_t input_sample(struct gt215_pdaemon *d)
{
	uint32_t v = input_value(d);
	uint32_t changed = v ^ d->input_last;
	if (changed) {
		d->input_rise |= v & changed;
		d->input_fall |= ~v & changed;
		d->input_last = v;
		update_lines(d);
	}
	return v;
}

static void output_write(struct gt215_pdaemon *d, uint32_t v)
{
	d->output = v & PD_OUTPUT_MASK;
	input_sample(d);
}

/* ------------------------------------------------------------------ IO */

static bool pd_read(void *ctx, uint32_t off, unsigned idx, uint32_t *v)
{
	struct gt215_pdaemon *d = ctx;
	(void)idx;
	if (g80_memif_io_read(&d->memif, off, v))
		return true;
	if (off >= PD_FIFO_PUT && off < PD_FIFO_PUT + 16) {
		*v = d->fifo_put[(off - PD_FIFO_PUT) / 4];
		return true;
	}
	if (off >= PD_FIFO_GET && off < PD_FIFO_GET + 16) {
		*v = d->fifo_get[(off - PD_FIFO_GET) / 4];
		return true;
	}
	if (off >= PD_MUTEX_TOKEN && off < PD_MUTEX_TOKEN + 64) {
		*v = d->mutex[(off - PD_MUTEX_TOKEN) / 4];
		return true;
	}
	if (off >= PD_DSCRATCH && off < PD_DSCRATCH + 16) {
		*v = d->dscratch[(off - PD_DSCRATCH) / 4];
		return true;
	}
	if (off >= PD_COUNTER0 && off < PD_COUNTER0 + 0x40 && (off - PD_COUNTER0) % 0x10 < 0xc) {
		unsigned i = (off - PD_COUNTER0) / 0x10, r = (off - PD_COUNTER0) % 0x10;
		*v = r == 0 ? d->cnt_mask[i] : r == 4 ? d->cnt_count[i] : d->cnt_mode[i];
		return true;
	}
	switch (off) {
	case PD_USER_BUSY: *v = d->user_busy; return true;
	case PD_TOKEN_ALLOC: *v = token_alloc(d); return true;
	case PD_TOKEN_FREE: *v = d->token_free_last; return true;
	case PD_CRC_DATA: *v = d->crc_data; return true;
	case PD_CRC_STATE: *v = d->crc_state; return true;
	case PD_FIFO_INTR: *v = d->fifo_intr; return true;
	case PD_FIFO_INTR_EN: *v = d->fifo_intr_en; return true;
	case PD_RFIFO_PUT: *v = d->rfifo_put; return true;
	case PD_RFIFO_GET: *v = d->rfifo_get; return true;
	case PD_H2D: *v = d->h2d; return true;
	case PD_H2D_INTR: *v = d->h2d_intr; return true;
	case PD_H2D_INTR_EN: *v = d->h2d_intr_en; return true;
	case PD_D2H: *v = d->d2h; return true;
	case PD_TIMER_START: *v = d->timer_start; return true;
	case PD_TIMER_TIME: *v = d->timer_time; return true;
	case PD_TIMER_CTRL: *v = d->timer_ctrl; return true;
	case PD_COUNTER_SIGNALS: *v = idle_signals(d); return true;
	case PD_THERM_BYTE_MASK: *v = d->therm_byte_mask; return true;
	case PD_TIMER_INTR: *v = d->timer_intr; return true;
	case PD_TIMER_INTR_EN: *v = d->timer_intr_en; return true;
	case PD_SUBINTR: *v = d->subintr; return true;
	case PD_IREDIR_TRIGGER: *v = 0; return true;
	case PD_IREDIR_STATUS: *v = d->iredir_daemon; return true;
	case PD_IREDIR_TIMEOUT: *v = d->iredir_timeout; return true;
	case PD_IREDIR_ERR_DETAIL: *v = d->iredir_err_detail; return true;
	case PD_IREDIR_ERR_INTR: *v = d->iredir_err_intr; return true;
	case PD_IREDIR_ERR_INTR_EN: *v = d->iredir_err_intr_en; return true;
	case PD_IREDIR_TIMEOUT_ENABLE: *v = d->iredir_timeout_en; return true;
	case PD_MMIO_ADDR: *v = d->mmio_addr; return true;
	case PD_MMIO_VALUE: *v = d->mmio_value; return true;
	case PD_MMIO_TIMEOUT: *v = d->mmio_timeout; return true;
	case PD_MMIO_CTRL: *v = d->mmio_ctrl; return true;
	case PD_MMIO_ERR: *v = d->mmio_err; return true;
	case PD_MMIO_INTR: *v = d->mmio_intr; return true;
	case PD_MMIO_INTR_EN: *v = d->mmio_intr_en; return true;
	case PD_OUTPUT: *v = d->output; return true;
	case PD_INPUT: *v = input_sample(d); return true;
	case PD_INPUT_RISE_INTR: *v = d->input_rise; return true;
	case PD_INPUT_FALL_INTR: *v = d->input_fall; return true;
	case PD_INPUT_RISE_INTR_EN: *v = d->input_rise_en; return true;
	case PD_INPUT_FALL_INTR_EN: *v = d->input_fall_en; return true;
	case PD_OUTPUT_SET:
	case PD_OUTPUT_CLEAR: *v = 0; return true; /* write-only strobes: a choice */
	}
	if (off >= 0x800) {
		sgpu_unimp(d->u, "PTHERM window read +0x%03x: PTHERM is not modelled, 0", off);
		*v = 0;
		return true;
	}
	return false;
}

static bool pd_write_array(struct gt215_pdaemon *d, uint32_t off, uint32_t v)
{
	if (off >= PD_FIFO_PUT && off < PD_FIFO_PUT + 16) {
		unsigned i = (off - PD_FIFO_PUT) / 4;
		d->fifo_put[i] = v;
		d->fifo_intr |= 1u << i;
	} else if (off >= PD_FIFO_GET && off < PD_FIFO_GET + 16) {
		d->fifo_get[(off - PD_FIFO_GET) / 4] = v;
	} else if (off >= PD_MUTEX_TOKEN && off < PD_MUTEX_TOKEN + 64) {
		mutex_write(d, (off - PD_MUTEX_TOKEN) / 4, v);
	} else if (off >= PD_DSCRATCH && off < PD_DSCRATCH + 16) {
		d->dscratch[(off - PD_DSCRATCH) / 4] = v;
	} else if (off >= PD_COUNTER0 && off < PD_COUNTER0 + 0x40 &&
	           (off - PD_COUNTER0) % 0x10 < 0xc) {
		unsigned i = (off - PD_COUNTER0) / 0x10, r = (off - PD_COUNTER0) % 0x10;
		if (r == 0)
			d->cnt_mask[i] = v;
		else if (r == 4 && (v >> 31))
			d->cnt_count[i] = 0; /* bit 31 write clears */
		else if (r == 8)
			d->cnt_mode[i] = v & 7;
	} else {
		return false;
	}
	return true;
}

static bool pd_write(void *ctx, uint32_t off, unsigned idx, uint32_t v)
{
	struct gt215_pdaemon *d = ctx;
	(void)idx;
	if (g80_memif_io_write(&d->memif, off, v))
		return true;
	if (pd_write_array(d, off, v)) {
		update_lines(d);
		return true;
	}
	switch (off) {
	case PD_USER_BUSY: d->user_busy = v & 1; return true;
	case PD_TOKEN_FREE: token_free(d, v); return true;
	case PD_CRC_DATA: crc_feed(d, v); return true;
	case PD_CRC_STATE: d->crc_state = v; return true;
	case PD_FIFO_INTR: d->fifo_intr &= ~v; break;
	case PD_FIFO_INTR_EN: d->fifo_intr_en = v & 0xf; break;
	case PD_RFIFO_PUT: d->rfifo_put = v; return true;
	case PD_RFIFO_GET: d->rfifo_get = v; return true;
	case PD_H2D:
		d->h2d = v;
		d->h2d_intr |= 1;
		break;
	case PD_H2D_INTR: d->h2d_intr &= ~v; break;
	case PD_H2D_INTR_EN: d->h2d_intr_en = v & 1; break;
	case PD_D2H: d->d2h = v; return true;
	case PD_TIMER_START: d->timer_start = v; return true;
	case PD_TIMER_CTRL: timer_ctrl_write(d, v); return true;
	case PD_THERM_BYTE_MASK: d->therm_byte_mask = v & 0xf; return true;
	case PD_TIMER_INTR: d->timer_intr &= ~v; break;
	case PD_TIMER_INTR_EN: d->timer_intr_en = v & 0x100; break;
	case PD_SUBINTR: subintr_clear(d, v); return true;
	case PD_IREDIR_TRIGGER: iredir_trigger(d, v); return true;
	case PD_IREDIR_TIMEOUT: d->iredir_timeout = v; return true;
	case PD_IREDIR_ERR_INTR:
		if (v & 1) {
			d->iredir_err_intr = 0;
			d->iredir_err_detail = 0; /* cleared together (L3420) */
		}
		break;
	case PD_IREDIR_ERR_INTR_EN: d->iredir_err_intr_en = v & 1; break;
	case PD_IREDIR_TIMEOUT_ENABLE: d->iredir_timeout_en = v & 1; return true;
	case PD_MMIO_ADDR: d->mmio_addr = v; return true;
	case PD_MMIO_VALUE: d->mmio_value = v; return true;
	case PD_MMIO_TIMEOUT: d->mmio_timeout = v; return true;
	case PD_MMIO_CTRL: mmio_trigger(d, v); return true;
	case PD_MMIO_INTR:
		/* W1C; on GT215:GF119 clearing it clears MMIO_ERR too (L3547) */
		if (v & 1) {
			d->mmio_intr = 0;
			d->mmio_err = 0;
		}
		break;
	case PD_MMIO_INTR_EN: d->mmio_intr_en = v & 1; break;
	case PD_OUTPUT: output_write(d, v); return true;
	case PD_OUTPUT_SET: output_write(d, d->output | v); return true;
	case PD_OUTPUT_CLEAR: output_write(d, d->output & ~v); return true;
	case PD_INPUT_RISE_INTR: d->input_rise &= ~v; break;
	case PD_INPUT_FALL_INTR: d->input_fall &= ~v; break;
	case PD_INPUT_RISE_INTR_EN: d->input_rise_en = v & PD_INPUT_MASK; break;
	case PD_INPUT_FALL_INTR_EN: d->input_fall_en = v & PD_INPUT_MASK; break;
	case PD_INPUT:
	case PD_TIMER_TIME:
	case PD_TOKEN_ALLOC:
	case PD_COUNTER_SIGNALS:
	case PD_IREDIR_STATUS:
	case PD_IREDIR_ERR_DETAIL:
	case PD_MMIO_ERR:
		sgpu_guest_error(d->u, "write 0x%x to read-only PDAEMON register +0x%03x", v, off);
		return true;
	default:
		if (off >= 0x800) {
			sgpu_unimp(d->u, "PTHERM window write +0x%03x ignored", off);
			return true;
		}
		return false;
	}
	update_lines(d);
	return true;
}

static uint32_t pd_status(void *ctx)
{
	struct gt215_pdaemon *d = ctx;
	return (d->user_busy & 1) << 4; /* USER on GT215 (L3139-3150) */
}

/* ------------------------------------------------------------------ unit */

static void pd_pmc_line(void *ctx, bool level)
{
	struct gt215_pdaemon *d = ctx;
	fuc_unit_pmc_line(d->u, level);
}

static uint64_t pd_ptimer(void *ctx)
{
	struct gt215_pdaemon *d = ctx;
	return fuc_unit_ptimer(d->u);
}

/* Xfers go through MEMIF (host 0x600-0x63f, VM engine 0xe, client 0x11). */
static bool pd_ext(void *ctx, unsigned port, uint64_t addr, void *buf, uint32_t len, bool write)
{
	struct gt215_pdaemon *d = ctx;
	return g80_memif_access(&d->memif, port, addr, buf, len, write);
}

static const struct sgpu_reg_name pd_regs[] = {
        FUC_COMMON_REG_NAMES_LOW,
        {PD_USER_BUSY, "USER_BUSY"},
        {PD_TOKEN_ALLOC, "TOKEN_ALLOC"},
        {PD_TOKEN_FREE, "TOKEN_FREE"},
        {PD_CRC_DATA, "CRC_DATA"},
        {PD_CRC_STATE, "CRC_STATE"},
        {PD_FIFO_PUT + 0x0, "FIFO_PUT0"},
        {PD_FIFO_PUT + 0x4, "FIFO_PUT1"},
        {PD_FIFO_PUT + 0x8, "FIFO_PUT2"},
        {PD_FIFO_PUT + 0xc, "FIFO_PUT3"},
        {PD_FIFO_GET + 0x0, "FIFO_GET0"},
        {PD_FIFO_GET + 0x4, "FIFO_GET1"},
        {PD_FIFO_GET + 0x8, "FIFO_GET2"},
        {PD_FIFO_GET + 0xc, "FIFO_GET3"},
        {PD_FIFO_INTR, "FIFO_INTR"},
        {PD_FIFO_INTR_EN, "FIFO_INTR_EN"},
        {PD_RFIFO_PUT, "RFIFO_PUT"},
        {PD_RFIFO_GET, "RFIFO_GET"},
        {PD_H2D, "H2D"},
        {PD_H2D_INTR, "H2D_INTR"},
        {PD_H2D_INTR_EN, "H2D_INTR_EN"},
        {PD_D2H, "D2H"},
        {PD_TIMER_START, "TIMER_START"},
        {PD_TIMER_TIME, "TIMER_TIME"},
        {PD_TIMER_CTRL, "TIMER_CTRL"},
        {PD_COUNTER_SIGNALS, "COUNTER_SIGNALS"},
        {PD_MUTEX_TOKEN + 0x00, "MUTEX_TOKEN0"},
        {PD_MUTEX_TOKEN + 0x04, "MUTEX_TOKEN1"},
        {PD_MUTEX_TOKEN + 0x08, "MUTEX_TOKEN2"},
        {PD_MUTEX_TOKEN + 0x0c, "MUTEX_TOKEN3"},
        {PD_DSCRATCH + 0x0, "DSCRATCH0"},
        {PD_DSCRATCH + 0x4, "DSCRATCH1"},
        {PD_DSCRATCH + 0x8, "DSCRATCH2"},
        {PD_DSCRATCH + 0xc, "DSCRATCH3"},
        {PD_THERM_BYTE_MASK, "THERM_BYTE_MASK"},
        {PD_TIMER_INTR, "TIMER_INTR"},
        {PD_TIMER_INTR_EN, "TIMER_INTR_EN"},
        {PD_SUBINTR, "SUBINTR"},
        {PD_IREDIR_TRIGGER, "IREDIR_TRIGGER"},
        {PD_IREDIR_STATUS, "IREDIR_STATUS"},
        {PD_IREDIR_TIMEOUT, "IREDIR_TIMEOUT"},
        {PD_IREDIR_ERR_DETAIL, "IREDIR_ERR_DETAIL"},
        {PD_IREDIR_ERR_INTR, "IREDIR_ERR_INTR"},
        {PD_IREDIR_ERR_INTR_EN, "IREDIR_ERR_INTR_EN"},
        {PD_IREDIR_TIMEOUT_ENABLE, "IREDIR_TIMEOUT_ENABLE"},
        {PD_MMIO_ADDR, "MMIO_ADDR"},
        {PD_MMIO_VALUE, "MMIO_VALUE"},
        {PD_MMIO_TIMEOUT, "MMIO_TIMEOUT"},
        {PD_MMIO_CTRL, "MMIO_CTRL"},
        {PD_MMIO_ERR, "MMIO_ERR"},
        {PD_MMIO_INTR, "MMIO_INTR"},
        {PD_MMIO_INTR_EN, "MMIO_INTR_EN"},
        {PD_OUTPUT, "OUTPUT"},
        {PD_INPUT, "INPUT"},
        {PD_INPUT_RISE_INTR, "INPUT_RISE_INTR"},
        {PD_INPUT_FALL_INTR, "INPUT_FALL_INTR"},
        {PD_INPUT_RISE_INTR_EN, "INPUT_RISE_INTR_EN"},
        {PD_INPUT_FALL_INTR_EN, "INPUT_FALL_INTR_EN"},
        {PD_OUTPUT_SET, "OUTPUT_SET"},
        {PD_OUTPUT_CLEAR, "OUTPUT_CLEAR"},
        FUC_COMMON_REG_NAMES_HOST,
};

static void pd_subengine_reset(void *ctx);
static void pd_reset(struct sgpu_unit *u);

/* 0x022210 (docs/hw/pdaemon.md, "Enable"): bit 0 reads 1 while PDAEMON is
 * enabled; clearing it resets PDAEMON and holds it (its core does not run)
 * until it is set again. The other bits are not known: they read 0. */
static uint32_t pd_enable_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct gt215_pdaemon *d = u->priv;
	(void)off;
	(void)size;
	return d->disabled ? 0 : 1;
}

static void pd_enable_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct gt215_pdaemon *d = u->priv;
	(void)off;
	(void)size;
	if (!(v & 1) && !d->disabled) {
		sgpu_unit_debug(u, "0x022210 bit 0 cleared: PDAEMON reset and held");
		pd_reset(u);
		d->disabled = true;
	} else if ((v & 1) && d->disabled) {
		d->disabled = false;
	}
}

static const struct sgpu_mmio_ops pd_enable_ops = {pd_enable_read, pd_enable_write};
static const struct sgpu_reg_name pd_enable_regs[] = {{0, "PDAEMON_ENABLE"}};

static sgpu_status pd_init(struct sgpu_unit *u)
{
	struct gt215_pdaemon *d = u->priv;
	d->u = u;
	struct fuc_host h = {
	        .ctx = d,
	        .io_read = pd_read,
	        .io_write = pd_write,
	        .ext_access = pd_ext,
	        .pmc_line = pd_pmc_line,
	        .status = pd_status,
	        .ptimer = pd_ptimer,
	        .subengine_reset = pd_subengine_reset,
	};
	if (!fuc_init(&d->fuc, &gt215_pdaemon_fuc, &h, u))
		return SGPU_ERR_NO_MEMORY;
	sgpu_status st =
	        sgpu_unit_map_window(u, 0x1000, &fuc_unit_window_ops, pd_regs,
	                             sizeof(pd_regs) / sizeof(pd_regs[0]), SGPU_MMIO_WORD32);
	if (st != SGPU_OK)
		return st;
	/* rnndb nv_mmio.xml: array PUNK022 at 0x22000 (G84:GF100), reg 0x210 */
	const struct sgpu_mmio_region en = {.name = "PUNK022",
	                                    .base = PD_ENABLE_REG,
	                                    .size = 4,
	                                    .ops = &pd_enable_ops,
	                                    .unit = u,
	                                    .regs = pd_enable_regs,
	                                    .reg_count = 1,
	                                    .flags = SGPU_MMIO_WORD32};
	return sgpu_mmio_map(u->dev, &en);
}

/* Everything but the falcon core: power-on and SUBENGINE_RESET. */
static void pd_periph_reset(struct gt215_pdaemon *d)
{
	struct sgpu_unit *u = d->u;
	bool disabled = d->disabled;
	memset((char *)d + sizeof(struct fuc), 0, sizeof(*d) - sizeof(struct fuc));
	d->u = u;
	d->disabled = disabled;
	d->therm_byte_mask = 0xf;
	d->memif = (struct g80_memif){.f = &d->fuc,
	                              .u = u,
	                              .vm_engine = G80_VM_ENGINE_PDAEMON,
	                              .vm_client = G80_VM_CLIENT_PDAEMON};
	tokens_reset(d);
	/* In reset INTR_HOST goes nowhere (seed); softgpu leaves reset in
	 * HOST state at once: docs/hw/pdaemon.md. */
	nv_pmc_redirect_host(u->dev, false);
	d->input_last = input_value(d); /* no edge out of reset */
}

static void pd_subengine_reset(void *ctx)
{
	struct gt215_pdaemon *d = ctx;
	pd_periph_reset(d);
	update_lines(d);
}

static void pd_reset(struct sgpu_unit *u)
{
	struct gt215_pdaemon *d = u->priv;
	d->u = u;
	d->disabled = false; /* power-on; pd_enable_write holds it again after */
	pd_periph_reset(d);
	fuc_reset(&d->fuc);
}

static void pd_fini(struct sgpu_unit *u)
{
	struct gt215_pdaemon *d = u->priv;
	fuc_fini(&d->fuc);
}

static bool pd_busy(const struct sgpu_unit *u)
{
	const struct gt215_pdaemon *d = u->priv;
	if (d->disabled)
		return false; /* held in reset by 0x022210 */
	return fuc_busy(&d->fuc) || timer_active(d) || d->iredir_timing;
}

/* Source 1 ticks on rising edges of PTIMER TIME_LOW bit 10 (L3346-3370). */
static bool ptimer_edge(struct gt215_pdaemon *d)
{
	bool level = fuc_unit_ptimer(d->u) >> 10 & 1;
	bool edge = level && !d->timer_src_level;
	d->timer_src_level = level;
	return edge;
}

static uint64_t pd_slice(struct sgpu_unit *u, uint64_t budget)
{
	struct gt215_pdaemon *d = u->priv;
	uint64_t spent = 0;
	if (d->disabled)
		return budget; /* held in reset: nothing runs */
	d->fuc.step_spent = 0;
	pline15(d);
	input_sample(d); /* PPCI_INTR_N follows the host line: sampled per slice */
	while (spent < budget) {
		/* Run the core in slices no longer than the daemon timer's
		 * next event, so its interrupt lands on the right cycle. */
		uint64_t slice = budget - spent;
		if ((d->timer_ctrl & 0x11) == 1 && d->timer_time && d->timer_time < slice)
			slice = d->timer_time;
		if ((d->timer_ctrl & 0x11) == 0x11 && slice > 1024)
			slice = 1024; /* PTIMER source: TIME_LOW bit 10 flips at most this often */
		if (d->iredir_timing && d->iredir_left + 1 < slice)
			slice = d->iredir_left + 1;
		uint64_t base = d->fuc.step_spent;
		uint64_t n = fuc_step(&d->fuc, slice);
		if (n < slice && !d->fuc.no_blocks && (d->timer_ctrl & 0x11) != 0x11 &&
		    !fuc_busy(&d->fuc) && (timer_active(d) || d->iredir_timing)) {
			/* The core sleeps or stopped with nothing of its own to
			 * wake it, the daemon timer or IREDIR keeps the unit busy
			 * to the slice's end, and nothing fires before it (the
			 * PTIMER-sourced timer can, so not then): the rest passes
			 * idle, counted as fuc_step counts each idle cycle,
			 * without calling it once per cycle. */
			d->fuc.cycles += slice - n;
			n = slice;
		}
		for (uint64_t i = 0; i < n; i++) {
			d->fuc.step_spent = base + i + 1; /* PTIMER as of this cycle */
			if (!(d->timer_ctrl & 0x10) || ptimer_edge(d))
				timer_tick(d);
			iredir_tick(d);
		}
		counters_tick(d, n);
		spent += n;
		if (!pd_busy(u))
			break;
	}
	return spent ? spent : 1;
}

/* Long turns run pd_slice once per run slice, as the loop would. */
static uint64_t pd_step(struct sgpu_unit *u, uint64_t budget)
{
	return sgpu_unit_long_turn(u, budget, pd_slice);
}

const struct sgpu_unit_class gt215_pdaemon_class = {
        .name = "PDAEMON",
        .description = "GT215 PDAEMON: falcon v3 with FIFOs, mutexes, CRC32, timer, IREDIR, "
                       "idle counters, pins; enabled by 0x022210",
        .priv_size = sizeof(struct gt215_pdaemon),
        .init = pd_init,
        .reset = pd_reset,
        .fini = pd_fini,
        .busy = pd_busy,
        .step = pd_step,
        .long_turns = true,
};
