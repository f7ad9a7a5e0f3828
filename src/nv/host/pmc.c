/* PMC, the master control unit: card identification, engine enables and
 * top-level interrupt aggregation (envytools docs/hw/bus/pmc.rst; notes in
 * docs/hw/nv-pmc.md).
 *
 * The input lines are the device's interrupt lines: each engine raises
 * its own with sgpu_irq_set. INTR_HOST shows them (GT215+: masked by
 * INTR_MASK_HOST); bit sw_line is the software interrupt, written by the
 * host. INTR_ENABLE_HOST bit 0 enables the hardware lines, bit 1 the
 * software one. */
#include "nv/nv.h"

#define PMC_ID 0x000
#define PMC_INTR_HOST 0x100
#define PMC_INTR_ENABLE_HOST 0x140
#define PMC_INTR_LINE_HOST 0x160
#define PMC_ENABLE 0x200
#define PMC_ENABLE_PB 0x204 /* GK104+: PBDMA enables (nouveau gk104_fifo_oneinit counts them) */
#define PMC_INTR_MASK_HOST 0x640

struct nv_pmc {
	const struct nv_pmc_params *p;
	uint32_t intr_enable;
	uint32_t intr_mask; /* GT215+; all ones before */
	uint32_t enable;
	uint32_t enable_pb;
	bool redirected; /* nv_pmc_redirect_host: kept over PMC reset (the redirecting unit owns it)
	                  */
};

static const struct sgpu_reg_name pmc_regs[] = {
        {PMC_ID, "ID"},
        {PMC_INTR_HOST, "INTR_HOST"},
        {PMC_INTR_ENABLE_HOST, "INTR_ENABLE_HOST"},
        {PMC_INTR_LINE_HOST, "INTR_LINE_HOST"},
        {PMC_ENABLE, "ENABLE"},
        {PMC_ENABLE_PB, "ENABLE_PB"},
        {PMC_INTR_MASK_HOST, "INTR_MASK_HOST"},
};

static uint32_t sw_bit(const struct nv_pmc *c)
{
	return 1u << c->p->sw_line;
}

/* The lines INTR_HOST lets through: the two enable bits and the GT215
 * mask. */
static uint32_t host_mask(const struct nv_pmc *c)
{
	uint32_t mask = 0;
	if (c->intr_enable & 1)
		mask |= ~sw_bit(c);
	if (c->intr_enable & 2)
		mask |= sw_bit(c);
	return mask & c->intr_mask;
}

/* The core computes the host line as master && (lines & mask): fold the
 * enables in, and nothing while INTR_HOST is redirected (the host line
 * then carries only INTR_NRHOST, which softgpu does not model). */
static void pmc_update(struct sgpu_unit *u)
{
	struct nv_pmc *c = u->priv;
	sgpu_irq_set_master(u->dev, true);
	sgpu_irq_set_mask(u->dev, c->redirected ? 0 : host_mask(c));
}

static struct nv_pmc *pmc_of(struct sgpu_device *dev, struct sgpu_unit **unit)
{
	struct sgpu_unit *u = dev ? sgpu_dev_unit(dev, "PMC") : NULL;
	if (!u || u->cls != &nv_pmc_class || !u->priv)
		return NULL;
	*unit = u;
	return u->priv;
}

void nv_pmc_redirect_host(struct sgpu_device *dev, bool redirected)
{
	struct sgpu_unit *u = NULL;
	struct nv_pmc *c = pmc_of(dev, &u);
	if (!c)
		return;
	c->redirected = redirected;
	if (c->p) /* after init: otherwise PMC's reset applies it */
		pmc_update(u);
}

uint32_t nv_pmc_host_lines(struct sgpu_device *dev)
{
	struct sgpu_unit *u = NULL;
	struct nv_pmc *c = pmc_of(dev, &u);
	return c && c->p ? sgpu_irq_lines(dev) & host_mask(c) : 0;
}

static uint32_t pmc_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct nv_pmc *c = u->priv;
	(void)size;
	switch (off) {
	case PMC_ID: return c->p->id;
	case PMC_INTR_HOST: return sgpu_irq_lines(u->dev) & c->intr_mask;
	case PMC_INTR_ENABLE_HOST: return c->intr_enable;
	/* Pre-GF100: 0 while the output line is active. */
	case PMC_INTR_LINE_HOST: return sgpu_irq_level(u->dev) ? 0 : 1;
	case PMC_ENABLE: return c->enable;
	case PMC_INTR_MASK_HOST:
		if (c->p->has_intr_mask)
			return c->intr_mask;
		break;
	case PMC_ENABLE_PB:
		if (c->p->pbdma_mask)
			return c->enable_pb;
		break;
	}
	sgpu_guest_error(u, "read of unknown register +0x%03x", off);
	return 0;
}

static void pmc_set_enable(struct sgpu_unit *u, uint32_t value)
{
	struct nv_pmc *c = u->priv;
	uint32_t cleared = c->enable & ~value;
	c->enable = value;
	for (size_t i = 0; i < c->p->enable_count; i++) {
		const struct nv_pmc_enable *e = &c->p->enables[i];
		if (!(cleared >> e->bit & 1))
			continue;
		struct sgpu_unit *t = sgpu_dev_unit(u->dev, e->unit);
		if (t && t->cls->reset) {
			sgpu_unit_debug(u, "ENABLE bit %u cleared: resetting %s", e->bit, t->name);
			t->cls->reset(t);
		}
	}
}

static void pmc_write(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned size)
{
	struct nv_pmc *c = u->priv;
	(void)size;
	switch (off) {
	case PMC_INTR_HOST:
		/* Only the software bit is writable; it sets only while
		 * enabled in the mask. */
		if ((value & sw_bit(c)) && (c->intr_mask & sw_bit(c)))
			sgpu_irq_set(u->dev, c->p->sw_line, true);
		else if (!(value & sw_bit(c)))
			sgpu_irq_set(u->dev, c->p->sw_line, false);
		return;
	case PMC_INTR_ENABLE_HOST:
		c->intr_enable = value & 3;
		pmc_update(u);
		return;
	case PMC_ENABLE: pmc_set_enable(u, value); return;
	case PMC_ENABLE_PB:
		/* the bits of existing PBDMAs hold; disabling one is stored only */
		if (!c->p->pbdma_mask)
			break;
		c->enable_pb = value & c->p->pbdma_mask;
		return;
	case PMC_INTR_MASK_HOST:
		if (!c->p->has_intr_mask)
			break;
		c->intr_mask = value;
		pmc_update(u);
		return;
	case PMC_ID:
	case PMC_INTR_LINE_HOST:
		sgpu_guest_error(u, "write 0x%08x to read-only register +0x%03x ignored", value,
		                 off);
		return;
	}
	sgpu_guest_error(u, "write 0x%08x to unknown register +0x%03x ignored", value, off);
}

static const struct sgpu_mmio_ops pmc_ops = {pmc_read, pmc_write};

static sgpu_status pmc_init(struct sgpu_unit *u)
{
	struct nv_pmc *c = u->priv;
	c->p = u->desc->params;
	if (!c->p)
		return SGPU_ERR_INVALID_ARG;
	size_t n = sizeof(pmc_regs) / sizeof(pmc_regs[0]);
	if (!c->p->has_intr_mask)
		n--; /* INTR_MASK_HOST is last */
	return sgpu_unit_map_window(u, 0x1000, &pmc_ops, pmc_regs, n, SGPU_MMIO_WORD32);
}

static void pmc_reset(struct sgpu_unit *u)
{
	struct nv_pmc *c = u->priv;
	c->intr_enable = 0;
	c->intr_mask = 0xffffffffu; /* GT215 reset value unknown: all enabled (docs/hw/nv-pmc.md) */
	c->enable = c->p->enable_reset;
	c->enable_pb = c->p->pbdma_mask;
	pmc_update(u);
}

const struct sgpu_unit_class nv_pmc_class = {
        .name = "PMC",
        .description = "master control: identification, engine enables, interrupt aggregation",
        .priv_size = sizeof(struct nv_pmc),
        .init = pmc_init,
        .reset = pmc_reset,
};
