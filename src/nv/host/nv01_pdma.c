/* NV1 PDMA: system-memory DMA for PGRAPH (notifiers, IFM, ITM) through DMA
 * objects in RAMIN. envytools documents only the registers
 * (rnndb/memory/nv1_pdma.xml): a DMA object is word 0 FLAGS (ADJUST
 * bits 0-11, PRESENT bit 16), word 1 LIMIT, words 2+ one PTE per 4 KiB
 * page (PRESENT bit 0, WRITE_OK bit 1, ADDR bits 12-31). How they combine
 * is our inference, docs/hw/nv1-pgraph.md ("PDMA"). */
#include "nv/nv01.h"

#define PDMA_INTR_GRAPH 0x110
#define PDMA_INTR_GRAPH_EN 0x150
#define PDMA_GRAPH_INST 0x880

#define PDMA_INTR_NULL (1u << 0)
#define PDMA_INTR_NOT_PRESENT (1u << 4)
#define PDMA_INTR_ACCESS (1u << 8)

#define NV01_PDMA_IRQ_LINE 4

struct nv01_pdma {
	struct sgpu_unit *u;
	struct sgpu_unit *pfb;
	struct sgpu_memspace *vram, *sysmem;
	uint32_t intr_graph, intr_graph_en;
	uint32_t graph_inst; /* the last object PGRAPH used */
};

static const struct sgpu_reg_name pdma_regs[] = {
        {PDMA_INTR_GRAPH, "INTR_GRAPH"},
        {PDMA_INTR_GRAPH_EN, "INTR_GRAPH_EN"},
        {PDMA_GRAPH_INST, "GRAPH_INST"},
};

static void update_irq(struct nv01_pdma *d)
{
	sgpu_irq_set(d->u->dev, NV01_PDMA_IRQ_LINE, d->intr_graph & d->intr_graph_en);
}

/* RAMIN word at a RAMIN byte address (see nv01_pfifo.c ramin_to_vram). */
static uint32_t ramin_rd(struct nv01_pdma *d, uint32_t addr)
{
	uint32_t boot, cfg;
	nv01_pfb_view(d->pfb, &boot, &cfg);
	uint32_t vram_size = 0x100000u << (boot & 3);
	if (vram_size > 0x400000)
		vram_size = 0x400000;
	addr = (addr & ~3u) ^ ~3u;
	if (cfg >> 12 & 1) {
		uint32_t buf = addr >> 8 & 1;
		addr = ((addr & 0xff) | (addr >> 1 & ~0xffu)) % (vram_size / 2) +
		       vram_size / 2 * buf;
	} else {
		addr %= vram_size;
	}
	uint32_t v = 0;
	(void)sgpu_memspace_rd32(d->vram, addr, &v);
	return v;
}

static bool fault(struct nv01_pdma *d, uint32_t bit, const char *why, uint32_t inst, uint32_t off)
{
	d->intr_graph |= bit;
	sgpu_guest_error(d->u, "PGRAPH DMA object 0x%04x offset 0x%x: %s", inst, off, why);
	update_irq(d);
	return false;
}

bool nv01_pdma_graph_xfer(struct sgpu_unit *u, uint32_t inst, uint32_t offset, void *buf,
                          uint32_t len, bool write)
{
	struct nv01_pdma *d = u ? u->priv : NULL;
	if (!d)
		return false;
	d->graph_inst = inst & 0xffff;
	uint32_t base = (inst & 0xffff) << 4; /* instance in 16-byte units */
	uint32_t flags = ramin_rd(d, base), limit = ramin_rd(d, base + 4);
	if (!(flags >> 16 & 1))
		return fault(d, PDMA_INTR_NULL, "object not present", inst, offset);
	if (len && ((uint64_t)offset + len - 1 > limit))
		return fault(d, PDMA_INTR_ACCESS, "beyond LIMIT", inst, offset);
	uint8_t *p = buf;
	uint64_t virt = (uint64_t)offset + (flags & 0xfff);
	while (len) {
		uint32_t page = (uint32_t)(virt >> 12);
		uint32_t pte = ramin_rd(d, base + 8 + page * 4);
		if (!(pte & 1))
			return fault(d, PDMA_INTR_NOT_PRESENT, "page not present", inst, offset);
		if (write && !(pte >> 1 & 1))
			return fault(d, PDMA_INTR_ACCESS, "page not writable", inst, offset);
		uint32_t in = (uint32_t)(virt & 0xfff), n = 0x1000 - in;
		if (n > len)
			n = len;
		uint64_t phys = (uint64_t)(pte & ~0xfffu) | in;
		bool ok = write ? sgpu_memspace_write(d->sysmem, phys, p, n)
		                : sgpu_memspace_read(d->sysmem, phys, p, n);
		if (!ok)
			return fault(d, PDMA_INTR_NOT_PRESENT, "outside system memory", inst,
			             offset);
		p += n;
		virt += n;
		len -= n;
	}
	return true;
}

static uint32_t pdma_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct nv01_pdma *d = u->priv;
	(void)size;
	switch (off) {
	case PDMA_INTR_GRAPH: return d->intr_graph;
	case PDMA_INTR_GRAPH_EN: return d->intr_graph_en;
	case PDMA_GRAPH_INST: return d->graph_inst;
	}
	sgpu_unimp(u, "read of unmodelled register +0x%03x", off);
	return 0;
}

static void pdma_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct nv01_pdma *d = u->priv;
	(void)size;
	switch (off) {
	case PDMA_INTR_GRAPH:
		d->intr_graph &= ~v;
		update_irq(d);
		return;
	case PDMA_INTR_GRAPH_EN:
		d->intr_graph_en = v & 0x1111;
		update_irq(d);
		return;
	}
	sgpu_unimp(u, "write 0x%08x to unmodelled register +0x%03x ignored", v, off);
}

static const struct sgpu_mmio_ops pdma_ops = {pdma_read, pdma_write};

static sgpu_status pdma_init(struct sgpu_unit *u)
{
	struct nv01_pdma *d = u->priv;
	d->u = u;
	return sgpu_unit_map_window(u, 0x1000, &pdma_ops, pdma_regs,
	                            sizeof(pdma_regs) / sizeof(pdma_regs[0]), SGPU_MMIO_WORD32);
}

static void pdma_reset(struct sgpu_unit *u)
{
	struct nv01_pdma *d = u->priv;
	*d = (struct nv01_pdma){.u = u};
	d->pfb = sgpu_dev_unit(u->dev, "PFB");
	d->vram = sgpu_dev_mem(u->dev, SGPU_SPACE_VRAM);
	d->sysmem = sgpu_dev_mem(u->dev, SGPU_SPACE_SYSMEM);
	update_irq(d);
}

const struct sgpu_unit_class nv01_pdma_class = {
        .name = "PDMA",
        .description = "NV1 system memory DMA for PGRAPH: DMA objects, notifiers, IFM/ITM",
        .priv_size = sizeof(struct nv01_pdma),
        .init = pdma_init,
        .reset = pdma_reset,
};
