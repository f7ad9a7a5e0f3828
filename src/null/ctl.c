/* The null chip's CTL unit: interrupt control shaped like PMC.
 * Specification: docs/hw/null-chip.md. */
#include "null/null.h"

#define CTL_ID 0x000
#define CTL_INTR 0x100
#define CTL_INTR_EN 0x140
#define CTL_INTR_MASK 0x144
#define CTL_SCRATCH0 0x400
#define CTL_SCRATCH_COUNT 4

#define CTL_ID_VALUE 0x53475000u

struct null_ctl {
	bool master;
	uint32_t mask;
	uint32_t scratch[CTL_SCRATCH_COUNT];
};

static const struct sgpu_reg_name ctl_regs[] = {
        {CTL_ID, "ID"},
        {CTL_INTR, "INTR"},
        {CTL_INTR_EN, "INTR_EN"},
        {CTL_INTR_MASK, "INTR_MASK"},
        {CTL_SCRATCH0 + 0, "SCRATCH0"},
        {CTL_SCRATCH0 + 4, "SCRATCH1"},
        {CTL_SCRATCH0 + 8, "SCRATCH2"},
        {CTL_SCRATCH0 + 12, "SCRATCH3"},
};

static uint32_t ctl_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct null_ctl *c = u->priv;
	(void)size;
	switch (off) {
	case CTL_ID: return CTL_ID_VALUE;
	case CTL_INTR: return sgpu_irq_lines(u->dev);
	case CTL_INTR_EN: return c->master;
	case CTL_INTR_MASK: return c->mask;
	default:
		if (off >= CTL_SCRATCH0 && off < CTL_SCRATCH0 + 4 * CTL_SCRATCH_COUNT)
			return c->scratch[(off - CTL_SCRATCH0) / 4];
		sgpu_guest_error(u, "read of unknown register +0x%03x", off);
		return 0;
	}
}

static void ctl_write(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned size)
{
	struct null_ctl *c = u->priv;
	(void)size;
	switch (off) {
	case CTL_INTR_EN:
		c->master = value & 1;
		sgpu_irq_set_master(u->dev, c->master);
		return;
	case CTL_INTR_MASK:
		c->mask = value;
		sgpu_irq_set_mask(u->dev, value);
		return;
	case CTL_ID:
	case CTL_INTR:
		sgpu_guest_error(u, "write 0x%08x to read-only %s ignored", value,
		                 off == CTL_ID ? "ID" : "INTR");
		return;
	default:
		if (off >= CTL_SCRATCH0 && off < CTL_SCRATCH0 + 4 * CTL_SCRATCH_COUNT) {
			c->scratch[(off - CTL_SCRATCH0) / 4] = value;
			return;
		}
		sgpu_guest_error(u, "write 0x%08x to unknown register +0x%03x ignored", value, off);
	}
}

static const struct sgpu_mmio_ops ctl_ops = {ctl_read, ctl_write};

static sgpu_status ctl_init(struct sgpu_unit *u)
{
	return sgpu_unit_map_window(u, 0x1000, &ctl_ops, ctl_regs,
	                            sizeof(ctl_regs) / sizeof(ctl_regs[0]), SGPU_MMIO_WORD32);
}

static void ctl_reset(struct sgpu_unit *u)
{
	struct null_ctl *c = u->priv;
	*c = (struct null_ctl){.master = false, .mask = 0xffffffffu};
	sgpu_irq_set_master(u->dev, false);
	sgpu_irq_set_mask(u->dev, c->mask);
}

const struct sgpu_unit_class null_ctl_class = {
        .name = "CTL",
        .description = "interrupt control (PMC-like)",
        .priv_size = sizeof(struct null_ctl),
        .init = ctl_init,
        .reset = ctl_reset,
};
