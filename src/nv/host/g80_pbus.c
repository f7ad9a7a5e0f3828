/* G80:GF100 PBUS host-memory registers: the BAR0 PRAMIN window
 * (0x700000, 1 MiB, placed by 0x1700) and BAR1/BAR3 through the VM
 * (0x1704 channel, 0x1708/0x170c DMA objects). envytools
 * docs/hw/bus/bars.rst and bus/pbus.rst name the areas (the register
 * pages are "todo"); the registers and their valid bits are nouveau's
 * (nvkm/subdev/bar/nv50.c nv50_bar_init, nvkm/subdev/instmem/nv50.c,
 * nouveau_reg.h NV50_PUNK_*); the VM engine/client/slot of BAR accesses
 * is seed 000 L4891-4894. Every choice: docs/hw/bars.md. */
#include <inttypes.h>

#include "nv/mmu/vm.h"
#include "nv/nv.h"

#define PBUS_PRAMIN_WINDOW 0x700 /* BAR0 0x1700 */
#define PBUS_BAR_CHAN 0x704
#define PBUS_BAR1_DMAOBJ 0x708
#define PBUS_BAR3_DMAOBJ 0x70c

#define BAR_CHAN_VALID (1u << 30)
#define BAR_DMAOBJ_VALID (1u << 31)

#define PRAMIN_BASE 0x700000u
#define PRAMIN_SIZE 0x100000u

struct g80_pbus {
	struct sgpu_unit *u;
	uint32_t regs[0x1000 / 4]; /* everything else reads back */
};

static const struct sgpu_reg_name pbus_regs[] = {
        {PBUS_PRAMIN_WINDOW, "PRAMIN_WINDOW"},
        {PBUS_BAR_CHAN, "BAR_CHAN"},
        {PBUS_BAR1_DMAOBJ, "BAR1_DMAOBJ"},
        {PBUS_BAR3_DMAOBJ, "BAR3_DMAOBJ"},
};

static bool known(uint32_t off)
{
	return off >= PBUS_PRAMIN_WINDOW && off <= PBUS_BAR3_DMAOBJ;
}

static uint32_t pbus_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct g80_pbus *b = u->priv;
	(void)size;
	if (!known(off))
		sgpu_unimp(u, "read of register +0x%03x: what was written", off);
	return b->regs[off / 4];
}

static void pbus_write(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned size)
{
	struct g80_pbus *b = u->priv;
	(void)size;
	if (!known(off))
		sgpu_unimp(u, "write 0x%08x to register +0x%03x stored only", value, off);
	b->regs[off / 4] = value;
}

static const struct sgpu_mmio_ops pbus_ops = {pbus_read, pbus_write};

/* ------------------------------------------------------------------ PRAMIN window */

/* BAR0 0x700000 + off is VRAM (PRAMIN_WINDOW bits 0-23 << 16) + off:
 * nouveau's nv50 instmem writes base >> 16 there and accesses
 * 0x700000 + (addr & 0xffff). VRAM only; the upper bits are stored. */
static uint64_t pramin_addr(const struct g80_pbus *b, uint32_t off)
{
	return (((uint64_t)(b->regs[PBUS_PRAMIN_WINDOW / 4] & 0xffffff) << 16) + off) &
	       G80_VRAM_ADDR_MASK;
}

static uint32_t pramin_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct g80_pbus *b = u->priv;
	(void)size;
	uint32_t v = 0;
	uint64_t a = pramin_addr(b, off);
	if (!g80_linear_rd32(u->dev, G80_TARGET_VRAM, a, &v, NULL))
		sgpu_guest_error(u, "PRAMIN read of VRAM 0x%" PRIx64 " past its end: 0", a);
	return v;
}

static void pramin_write_be(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned be)
{
	struct g80_pbus *b = u->priv;
	uint64_t a = pramin_addr(b, off);
	for (unsigned i = 0; i < 4; i++) {
		uint8_t byte = (uint8_t)(value >> (8 * i));
		if ((be >> i & 1) &&
		    !g80_linear_write(u->dev, G80_TARGET_VRAM, a + i, &byte, 1, NULL)) {
			sgpu_guest_error(u,
			                 "PRAMIN write to VRAM 0x%" PRIx64 " past its end dropped",
			                 a + i);
			return;
		}
	}
}

static void pramin_write(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned size)
{
	(void)size;
	pramin_write_be(u, off, value, 0xf);
}

static const struct sgpu_mmio_ops pramin_ops = {pramin_read, pramin_write};

/* ------------------------------------------------------------------ BAR1 and BAR3 */

/* With the channel and the BAR's DMA object valid, a BAR offset is an
 * offset in that DMA object of that channel, translated by the VM as
 * engine BAR (6), client 4 write / 8 read, slot 0 BAR1 / 1 BAR3 (seed
 * L4891-4894); otherwise it is a VRAM address (bars.rst: "with BAR1 VM
 * disabled, BAR addresses map directly to VRAM addresses"). A fault is
 * latched in PFB's trap; reads then give 0, writes are dropped. */
static void pbus_bar_access(struct sgpu_unit *u, unsigned bar, uint64_t offset, void *buf,
                            size_t len, bool write)
{
	struct g80_pbus *b = u->priv;
	uint32_t chan = b->regs[PBUS_BAR_CHAN / 4];
	uint32_t dma = b->regs[(bar == 1 ? PBUS_BAR1_DMAOBJ : PBUS_BAR3_DMAOBJ) / 4];
	bool ok;
	struct g80_vm_fault fault = {0};
	if ((chan & BAR_CHAN_VALID) && (dma & BAR_DMAOBJ_VALID)) {
		struct g80_vm_access acc = {
		        .engine = G80_VM_ENGINE_BAR,
		        .client = write ? G80_VM_CLIENT_PFIFO_WRITE : G80_VM_CLIENT_PFIFO_READ,
		        .slot = bar == 1 ? 0 : 1,
		        .write = write,
		        .supervisor = bar != 1, /* BAR3 is the kernel's (bars.rst) */
		};
		struct g80_vm *vm = g80_vm_get(u->dev);
		uint32_t desc = chan & 0x3fffffffu;
		uint16_t sel = (uint16_t)dma;
		ok = vm && (write ? g80_vm_dma_write(vm, desc, sel, offset, buf, len, &acc, &fault)
		                  : g80_vm_dma_read(vm, desc, sel, offset, buf, len, &acc, &fault));
		if (!ok)
			sgpu_guest_error(u,
			                 "BAR%u %s of %zu bytes at 0x%" PRIx64
			                 ": VM fault %s at 0x%" PRIx64,
			                 bar, write ? "write" : "read", len, offset,
			                 g80_vm_fault_name(fault.reason), fault.addr);
	} else {
		ok = write ? g80_linear_write(u->dev, G80_TARGET_VRAM, offset, buf, len, NULL)
		           : g80_linear_read(u->dev, G80_TARGET_VRAM, offset, buf, len, NULL);
		if (!ok)
			sgpu_guest_error(u, "BAR%u %s of %zu bytes at 0x%" PRIx64 " past VRAM", bar,
			                 write ? "write" : "read", len, offset);
	}
	if (!ok && !write)
		memset(buf, 0, len);
}

/* ------------------------------------------------------------------ BAR flush (G84+) */

/* nouveau g84_bar_flush writes 1 to 0x070000 and waits for bit 1 to
 * clear. Host writes through the BARs reach memory at once here, so a
 * flush is done when asked: the register reads 0. */
static uint32_t pflush_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	(void)size;
	if (off)
		sgpu_unimp(u, "PFLUSH read of +0x%03x: 0", off);
	return 0;
}

static void pflush_write(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned size)
{
	(void)size;
	if (off)
		sgpu_unimp(u, "PFLUSH write 0x%08x to +0x%03x ignored", value, off);
	else
		sgpu_unit_debug(u, "BAR flush 0x%08x: done", value);
}

static const struct sgpu_mmio_ops pflush_ops = {pflush_read, pflush_write};

/* ------------------------------------------------------------------ unit */

static sgpu_status pbus_init(struct sgpu_unit *u)
{
	struct g80_pbus *b = u->priv;
	b->u = u;
	sgpu_status st = sgpu_unit_map_window(u, 0x1000, &pbus_ops, pbus_regs,
	                                      sizeof(pbus_regs) / sizeof(pbus_regs[0]), 0);
	if (st != SGPU_OK)
		return st;
	static const struct sgpu_reg_name none[1] = {{0, "BASE"}};
	struct sgpu_mmio_region r = {.name = "PRAMIN",
	                             .base = PRAMIN_BASE,
	                             .size = PRAMIN_SIZE,
	                             .ops = &pramin_ops,
	                             .unit = u,
	                             .regs = none,
	                             .reg_count = 1,
	                             .write_be = pramin_write_be};
	st = sgpu_mmio_map(u->dev, &r);
	const struct g80_pbus_params *p = u->desc->params;
	if (st != SGPU_OK || !p || !p->g84_flush)
		return st;
	static const struct sgpu_reg_name flush_regs[1] = {{0, "FLUSH"}};
	struct sgpu_mmio_region f = {.name = "PFLUSH",
	                             .base = 0x070000,
	                             .size = 0x1000,
	                             .ops = &pflush_ops,
	                             .unit = u,
	                             .regs = flush_regs,
	                             .reg_count = 1};
	return sgpu_mmio_map(u->dev, &f);
}

static void pbus_reset(struct sgpu_unit *u)
{
	struct g80_pbus *b = u->priv;
	memset(b->regs, 0, sizeof(b->regs));
}

const struct sgpu_unit_class g80_pbus_class = {
        .name = "PBUS",
        .description = "host memory access: the BAR0 PRAMIN window, BAR1 and BAR3 through the VM",
        .priv_size = sizeof(struct g80_pbus),
        .init = pbus_init,
        .reset = pbus_reset,
        .bar_access = pbus_bar_access,
};
