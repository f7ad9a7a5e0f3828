/* The null chip's TEST unit: draws test patterns into memory and runs a
 * small command list, so the core's run loop, budget, faults and
 * interrupts can be tested without a real engine.
 * Specification: docs/hw/null-chip.md. */
#include <string.h>

#include "null/null.h"
#include "util/bits.h"
#include "util/pixfmt.h"

enum {
	T_ID = 0x000,
	T_DST_LO = 0x010,
	T_DST_HI = 0x014,
	T_DST_SPACE = 0x018,
	T_PITCH = 0x01c,
	T_SIZE = 0x020,
	T_FORMAT = 0x024,
	T_PATTERN = 0x028,
	T_COLOR0 = 0x02c,
	T_COLOR1 = 0x030,
	T_TRIGGER = 0x040,
	T_STATUS = 0x044,
	T_INTR = 0x048,
	T_INTR_EN = 0x04c,
	T_FAULT = 0x050,
	T_FAULT_ADDR = 0x054,
	T_CMD_LO = 0x060,
	T_CMD_HI = 0x064,
	T_CMD_SPACE = 0x068,
	T_CMD_GET = 0x06c,
	T_ROW = 0x070,
	T_SPIN_LO = 0x074,
	T_SCRATCH0 = 0x080,
	T_SCRATCH_COUNT = 16,
};

#define TEST_ID_VALUE 0x7e570001u
#define TEST_MAX_WIDTH 16384u

enum { TRIG_DRAW = 1, TRIG_SPIN = 2, TRIG_ABORT = 3, TRIG_CMD = 4 };
enum { INTR_DONE = 1u << 0, INTR_FAULT = 1u << 1 };
enum {
	FAULT_NONE = 0,
	FAULT_DST_RANGE = 1,
	FAULT_BAD_FORMAT = 2,
	FAULT_BAD_SIZE = 3,
	FAULT_CMD_RANGE = 4,
	FAULT_CMD_INVALID = 5,
	FAULT_BAD_PATTERN = 6,
};
enum { PAT_SOLID, PAT_BARS, PAT_CHECKER, PAT_GRADIENT, PAT_XOR, PAT_COUNT };
enum { OP_NONE = 0, OP_DRAW = 1, OP_SPIN = 2, OP_CMD = 3 };

struct null_test {
	uint32_t dst_lo, dst_hi, dst_space, pitch, size, format, pattern, color0, color1;
	uint32_t intr, intr_en, fault, fault_addr;
	uint32_t cmd_lo, cmd_hi, cmd_space;
	uint32_t row;
	uint64_t spin;
	uint32_t scratch[T_SCRATCH_COUNT];

	/* Execution state. */
	bool drawing;
	bool spinning;
	bool cmd_active;
	uint64_t cmd_get;     /* next command word */
	uint32_t cmd_pending; /* METHOD data words still to come */
	uint32_t cmd_reg;     /* register index of the next data word */
	/* The draw in progress, latched at DRAW. */
	struct {
		struct sgpu_memspace *mem;
		uint64_t addr;
		uint32_t pitch, width, height;
		enum sgpu_pixfmt fmt;
		uint32_t pattern, color0, color1;
	} draw;
};

static const struct sgpu_reg_name test_regs[] = {
        {T_ID, "ID"},
        {T_DST_LO, "DST_LO"},
        {T_DST_HI, "DST_HI"},
        {T_DST_SPACE, "DST_SPACE"},
        {T_PITCH, "PITCH"},
        {T_SIZE, "SIZE"},
        {T_FORMAT, "FORMAT"},
        {T_PATTERN, "PATTERN"},
        {T_COLOR0, "COLOR0"},
        {T_COLOR1, "COLOR1"},
        {T_TRIGGER, "TRIGGER"},
        {T_STATUS, "STATUS"},
        {T_INTR, "INTR"},
        {T_INTR_EN, "INTR_EN"},
        {T_FAULT, "FAULT"},
        {T_FAULT_ADDR, "FAULT_ADDR"},
        {T_CMD_LO, "CMD_LO"},
        {T_CMD_HI, "CMD_HI"},
        {T_CMD_SPACE, "CMD_SPACE"},
        {T_CMD_GET, "CMD_GET"},
        {T_ROW, "ROW"},
        {T_SPIN_LO, "SPIN_LO"},
        {T_SCRATCH0 + 0x00, "SCRATCH0"},
        {T_SCRATCH0 + 0x04, "SCRATCH1"},
        {T_SCRATCH0 + 0x08, "SCRATCH2"},
        {T_SCRATCH0 + 0x0c, "SCRATCH3"},
        {T_SCRATCH0 + 0x10, "SCRATCH4"},
        {T_SCRATCH0 + 0x14, "SCRATCH5"},
        {T_SCRATCH0 + 0x18, "SCRATCH6"},
        {T_SCRATCH0 + 0x1c, "SCRATCH7"},
        {T_SCRATCH0 + 0x20, "SCRATCH8"},
        {T_SCRATCH0 + 0x24, "SCRATCH9"},
        {T_SCRATCH0 + 0x28, "SCRATCH10"},
        {T_SCRATCH0 + 0x2c, "SCRATCH11"},
        {T_SCRATCH0 + 0x30, "SCRATCH12"},
        {T_SCRATCH0 + 0x34, "SCRATCH13"},
        {T_SCRATCH0 + 0x38, "SCRATCH14"},
        {T_SCRATCH0 + 0x3c, "SCRATCH15"},
};

static void update_irq(struct sgpu_unit *u)
{
	struct null_test *t = u->priv;
	if (u->desc->irq_line >= 0)
		sgpu_irq_set(u->dev, (unsigned)u->desc->irq_line, (t->intr & t->intr_en) != 0);
}

static void stop_all(struct null_test *t)
{
	t->drawing = false;
	t->spinning = false;
	t->cmd_active = false;
	t->cmd_pending = 0;
}

static void fault(struct sgpu_unit *u, uint32_t code, uint64_t addr)
{
	struct null_test *t = u->priv;
	t->fault = code;
	t->fault_addr = (uint32_t)addr;
	t->intr |= INTR_FAULT;
	stop_all(t);
	update_irq(u);
}

static uint64_t mem_addr(uint32_t lo, uint32_t hi)
{
	return (uint64_t)(hi & 0xff) << 32 | lo;
}

static struct sgpu_memspace *space_of(struct sgpu_unit *u, uint32_t space)
{
	return sgpu_dev_mem(u->dev, (space & 1) ? SGPU_SPACE_SYSMEM : SGPU_SPACE_VRAM);
}

/* ------------------------------------------------------------------ patterns */

static uint32_t argb_to_rgba(uint32_t argb)
{
	return SGPU_RGBA(argb >> 16 & 0xff, argb >> 8 & 0xff, argb & 0xff, argb >> 24);
}

/* The reference colour of pixel (x, y), as RGBA8. */
static uint32_t pattern_rgba(const struct null_test *t, uint32_t x, uint32_t y)
{
	uint32_t w = t->draw.width, h = t->draw.height;
	switch (t->draw.pattern) {
	case PAT_SOLID: return argb_to_rgba(t->draw.color0);
	case PAT_BARS: {
		uint32_t bar = 7 - (uint32_t)((uint64_t)x * 8 / w);
		return SGPU_RGBA(bar & 4 ? 255 : 0, bar & 2 ? 255 : 0, bar & 1 ? 255 : 0, 255);
	}
	case PAT_CHECKER:
		return argb_to_rgba(((x >> 3) ^ (y >> 3)) & 1 ? t->draw.color1 : t->draw.color0);
	case PAT_GRADIENT: {
		uint32_t r = x * 255 / (w > 1 ? w - 1 : 1);
		uint32_t g = y * 255 / (h > 1 ? h - 1 : 1);
		return SGPU_RGBA(r, g, 128, 255);
	}
	default: /* PAT_XOR; the pattern was validated at DRAW */
		return SGPU_RGBA((x ^ y) & 255, (x * 2) & 255, (y * 2) & 255, 255);
	}
}

static void store_pixel(uint8_t *p, unsigned bytes, uint32_t raw)
{
	if (bytes == 4)
		sgpu_st_le32(p, raw);
	else if (bytes == 2)
		sgpu_st_le16(p, (uint16_t)raw);
	else
		*p = (uint8_t)raw;
}

/* Validates the latched draw; false after raising the fault. */
static bool draw_check(struct sgpu_unit *u)
{
	struct null_test *t = u->priv;
	const struct sgpu_pixfmt_info *fi = sgpu_pixfmt_get(t->draw.fmt);
	if (!fi) {
		sgpu_guest_error(u, "DRAW with unknown FORMAT %u", (unsigned)t->draw.fmt);
		fault(u, FAULT_BAD_FORMAT, 0);
		return false;
	}
	if (t->draw.pattern >= PAT_COUNT) {
		sgpu_guest_error(u, "DRAW with unknown PATTERN %u", t->draw.pattern);
		fault(u, FAULT_BAD_PATTERN, 0);
		return false;
	}
	uint64_t row_bytes = (uint64_t)t->draw.width * fi->bytes;
	if (!t->draw.width || !t->draw.height || t->draw.width > TEST_MAX_WIDTH ||
	    (t->draw.height > 1 && row_bytes > t->draw.pitch)) {
		sgpu_guest_error(u, "DRAW with bad size %ux%u (pitch %u)", t->draw.width,
		                 t->draw.height, t->draw.pitch);
		fault(u, FAULT_BAD_SIZE, 0);
		return false;
	}
	uint64_t span = (uint64_t)t->draw.pitch * (t->draw.height - 1) + row_bytes;
	if (!sgpu_mem_range_ok(t->draw.mem, t->draw.addr, span)) {
		uint64_t first_bad =
		        t->draw.addr > t->draw.mem->size ? t->draw.addr : t->draw.mem->size;
		sgpu_guest_error(u, "DRAW of 0x%llx bytes at 0x%llx is outside the %s",
		                 (unsigned long long)span, (unsigned long long)t->draw.addr,
		                 t->dst_space & 1 ? "system memory" : "VRAM");
		fault(u, FAULT_DST_RANGE, first_bad);
		return false;
	}
	return true;
}

static void draw_start(struct sgpu_unit *u)
{
	struct null_test *t = u->priv;
	t->draw.mem = space_of(u, t->dst_space);
	t->draw.addr = mem_addr(t->dst_lo, t->dst_hi);
	t->draw.pitch = t->pitch;
	t->draw.width = t->size & 0xffff;
	t->draw.height = t->size >> 16;
	t->draw.fmt = (enum sgpu_pixfmt)t->format;
	t->draw.pattern = t->pattern;
	t->draw.color0 = t->color0;
	t->draw.color1 = t->color1;
	t->row = 0;
	if (t->format >= SGPU_FMT_COUNT) {
		/* Keep the enum in range before draw_check reads it. */
		t->draw.fmt = SGPU_FMT_COUNT;
	}
	if (draw_check(u))
		t->drawing = true;
}

/* Draws one row; the range was checked for the whole surface at DRAW. */
static void draw_row(struct null_test *t)
{
	const struct sgpu_pixfmt_info *fi = sgpu_pixfmt_get(t->draw.fmt);
	uint8_t *p = t->draw.mem->data + t->draw.addr + (uint64_t)t->draw.pitch * t->row;
	for (uint32_t x = 0; x < t->draw.width; x++) {
		uint32_t raw = sgpu_pixfmt_from_rgba(t->draw.fmt, pattern_rgba(t, x, t->row));
		store_pixel(p + (size_t)x * fi->bytes, fi->bytes, raw);
	}
	t->row++;
}

/* ------------------------------------------------------------------ registers */

static void trigger(struct sgpu_unit *u, uint32_t value, bool from_cmd)
{
	struct null_test *t = u->priv;
	if (value == TRIG_ABORT) {
		stop_all(t);
		return;
	}
	if (value != TRIG_DRAW && value != TRIG_SPIN && value != TRIG_CMD) {
		sgpu_guest_error(u, "TRIGGER value %u is not an operation", value);
		return;
	}
	bool busy = t->drawing || t->spinning || t->cmd_active;
	if (busy && !from_cmd) {
		sgpu_guest_error(u, "TRIGGER %u while busy ignored", value);
		return;
	}
	switch (value) {
	case TRIG_DRAW: draw_start(u); break;
	case TRIG_SPIN: t->spinning = true; break;
	case TRIG_CMD:
		t->cmd_active = true;
		t->cmd_pending = 0;
		t->cmd_get = mem_addr(t->cmd_lo & ~3u, t->cmd_hi);
		break;
	}
}

static uint32_t status(const struct null_test *t)
{
	uint32_t op = t->drawing      ? OP_DRAW
	              : t->spinning   ? OP_SPIN
	              : t->cmd_active ? OP_CMD
	                              : OP_NONE;
	return (op != OP_NONE) | op << 4;
}

static uint32_t test_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct null_test *t = u->priv;
	(void)size;
	switch (off) {
	case T_ID: return TEST_ID_VALUE;
	case T_DST_LO: return t->dst_lo;
	case T_DST_HI: return t->dst_hi;
	case T_DST_SPACE: return t->dst_space;
	case T_PITCH: return t->pitch;
	case T_SIZE: return t->size;
	case T_FORMAT: return t->format;
	case T_PATTERN: return t->pattern;
	case T_COLOR0: return t->color0;
	case T_COLOR1: return t->color1;
	case T_TRIGGER: return 0;
	case T_STATUS: return status(t);
	case T_INTR: return t->intr;
	case T_INTR_EN: return t->intr_en;
	case T_FAULT: return t->fault;
	case T_FAULT_ADDR: return t->fault_addr;
	case T_CMD_LO: return t->cmd_lo;
	case T_CMD_HI: return t->cmd_hi;
	case T_CMD_SPACE: return t->cmd_space;
	case T_CMD_GET: return (uint32_t)t->cmd_get;
	case T_ROW: return t->row;
	case T_SPIN_LO: return (uint32_t)t->spin;
	default:
		if (off >= T_SCRATCH0 && off < T_SCRATCH0 + 4 * T_SCRATCH_COUNT)
			return t->scratch[(off - T_SCRATCH0) / 4];
		sgpu_guest_error(u, "read of unknown register +0x%03x", off);
		return 0;
	}
}

static void reg_write(struct sgpu_unit *u, uint32_t off, uint32_t value, bool from_cmd)
{
	struct null_test *t = u->priv;
	switch (off) {
	case T_DST_LO: t->dst_lo = value; return;
	case T_DST_HI: t->dst_hi = value & 0xff; return;
	case T_DST_SPACE: t->dst_space = value & 1; return;
	case T_PITCH: t->pitch = value; return;
	case T_SIZE: t->size = value; return;
	case T_FORMAT: t->format = value; return;
	case T_PATTERN: t->pattern = value; return;
	case T_COLOR0: t->color0 = value; return;
	case T_COLOR1: t->color1 = value; return;
	case T_TRIGGER: trigger(u, value, from_cmd); return;
	case T_INTR:
		t->intr &= ~value;
		update_irq(u);
		return;
	case T_INTR_EN:
		t->intr_en = value & (INTR_DONE | INTR_FAULT);
		update_irq(u);
		return;
	case T_CMD_LO: t->cmd_lo = value; return;
	case T_CMD_HI: t->cmd_hi = value & 0xff; return;
	case T_CMD_SPACE: t->cmd_space = value & 1; return;
	case T_ID:
	case T_STATUS:
	case T_FAULT:
	case T_FAULT_ADDR:
	case T_CMD_GET:
	case T_ROW:
	case T_SPIN_LO:
		sgpu_guest_error(u, "write 0x%08x to read-only register +0x%03x ignored", value,
		                 off);
		return;
	default:
		if (off >= T_SCRATCH0 && off < T_SCRATCH0 + 4 * T_SCRATCH_COUNT) {
			t->scratch[(off - T_SCRATCH0) / 4] = value;
			return;
		}
		sgpu_guest_error(u, "write 0x%08x to unknown register +0x%03x ignored", value, off);
	}
}

static void test_write(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned size)
{
	(void)size;
	reg_write(u, off, value, false);
}

/* ------------------------------------------------------------------ execution */

/* Executes one command-list word. */
static void cmd_step(struct sgpu_unit *u)
{
	struct null_test *t = u->priv;
	struct sgpu_memspace *m = space_of(u, t->cmd_space);
	uint64_t addr = t->cmd_get;
	uint32_t word;
	if (!sgpu_memspace_rd32(m, addr, &word)) {
		sgpu_guest_error(u, "command fetch at 0x%llx outside memory",
		                 (unsigned long long)addr);
		fault(u, FAULT_CMD_RANGE, addr);
		return;
	}
	t->cmd_get = addr + 4;
	if (t->cmd_pending) {
		t->cmd_pending--;
		uint32_t reg = t->cmd_reg++;
		if (reg >= 0x1000 / 4) {
			sgpu_guest_error(u, "METHOD data past the last register at 0x%llx",
			                 (unsigned long long)addr);
			fault(u, FAULT_CMD_INVALID, addr);
			return;
		}
		reg_write(u, reg * 4, word, true);
		return;
	}
	switch (word >> 29) {
	case 0:
		if (word == 0)
			return;
		break;
	case 1:
		if (word & 0xf003)
			break;
		t->cmd_pending = word >> 16 & 0x1fff;
		t->cmd_reg = word >> 2 & 0x3ff;
		return;
	case 2: t->cmd_get = (uint64_t)(word & 0x1fffffff) << 2; return;
	case 3:
		t->cmd_active = false;
		t->intr |= INTR_DONE;
		update_irq(u);
		return;
	default: break;
	}
	sgpu_guest_error(u, "invalid command word 0x%08x at 0x%llx", word,
	                 (unsigned long long)addr);
	fault(u, FAULT_CMD_INVALID, addr);
}

static bool test_busy(const struct sgpu_unit *u)
{
	const struct null_test *t = u->priv;
	return t->drawing || t->spinning || t->cmd_active;
}

static uint64_t test_step(struct sgpu_unit *u, uint64_t budget)
{
	struct null_test *t = u->priv;
	uint64_t used = 0;
	while (used < budget) {
		if (t->drawing) {
			draw_row(t);
			used++;
			if (t->row == t->draw.height) {
				t->drawing = false;
				if (!t->cmd_active) {
					t->intr |= INTR_DONE;
					update_irq(u);
				}
			}
		} else if (t->spinning) {
			/* Spinning takes every step it is given. */
			t->spin += budget - used;
			used = budget;
		} else if (t->cmd_active) {
			uint64_t at = t->cmd_get;
			bool data = t->cmd_pending != 0;
			cmd_step(u);
			used++;
			/* A JUMP to itself: every further step reads it again and
			 * changes nothing, so the rest of the budget is only
			 * counted (a spin is cheap per step; issue 13 item 9). */
			if (!data && t->cmd_active && !t->cmd_pending && t->cmd_get == at)
				used = budget;
		} else {
			break;
		}
	}
	return used ? used : 1;
}

static const struct sgpu_mmio_ops test_ops = {test_read, test_write};

static sgpu_status test_init(struct sgpu_unit *u)
{
	return sgpu_unit_map_window(u, 0x1000, &test_ops, test_regs,
	                            sizeof(test_regs) / sizeof(test_regs[0]), SGPU_MMIO_WORD32);
}

static void test_reset(struct sgpu_unit *u)
{
	struct null_test *t = u->priv;
	memset(t, 0, sizeof(*t));
	update_irq(u);
}

const struct sgpu_unit_class null_test_class = {
        .name = "TEST",
        .description = "test pattern and command-list unit",
        .priv_size = sizeof(struct null_test),
        .init = test_init,
        .reset = test_reset,
        .busy = test_busy,
        .step = test_step,
};
