/* GF100+ PBUS host-memory registers (open-gpu-doc manuals/volta/gv100/
 * dev_bus.ref.txt): the BAR0 PRAMIN window (NV_PBUS_BAR0_WINDOW 0x1700,
 * 1 MiB at BAR0 0x700000, dev_ram NV_PRAMIN), and BAR1 and BAR2 through
 * their own address spaces: NV_PBUS_BAR1_BLOCK 0x1704 / BAR2_BLOCK
 * 0x1714 (PTR 27:0 << 12, TARGET 29:28, MODE 31 VIRTUAL) name an
 * instance block whose RAMIN PAGE_DIR_BASE gives the page tables, as
 * nouveau's bar/gf100.c sets them up (gf100_bar_oneinit_bar: a 4 KiB
 * instance block joined to the BAR's VMM; gf100_bar_bar1_init writes
 * 0x80000000 | inst >> 12). BIND_STATUS 0x1710 reads 0: a bind takes
 * effect at once (nouveau gm107_bar_bar1_wait polls it). gm20b has BAR1
 * only (nouveau gm20b_bar_func has no bar2). Every choice:
 * docs/hw/bars.md and docs/hw/gf100-host.md. */
#include <inttypes.h>
#include <string.h>

#include "nv/mmu/gf100_vm.h"
#include "nv/nv.h"
#include "util/bits.h"

enum {
	PBUS_BAR0_WINDOW = 0x700, /* BASE 23:0 (<< 16), TARGET 25:24 */
	PBUS_BAR1_BLOCK = 0x704,
	PBUS_BIND_STATUS = 0x710,
	PBUS_BAR2_BLOCK = 0x714,
};

#define BLOCK_VIRTUAL (1u << 31)
#define PRAMIN_BASE 0x700000u
#define PRAMIN_SIZE 0x100000u

struct gf100_pbus {
	uint32_t regs[0x1000 / 4];
};

static const struct sgpu_reg_name pbus_regs[] = {
        {PBUS_BAR0_WINDOW, "BAR0_WINDOW"},
        {PBUS_BAR1_BLOCK, "BAR1_BLOCK"},
        {PBUS_BIND_STATUS, "BIND_STATUS"},
        {PBUS_BAR2_BLOCK, "BAR2_BLOCK"},
};

static const struct gf100_pbus_params *params(const struct sgpu_unit *u)
{
	static const struct gf100_pbus_params none = {0};
	return u->desc->params ? u->desc->params : &none;
}

static bool known(const struct sgpu_unit *u, uint32_t off)
{
	return off == PBUS_BAR0_WINDOW || off == PBUS_BAR1_BLOCK || off == PBUS_BIND_STATUS ||
	       (off == PBUS_BAR2_BLOCK && params(u)->bar2);
}

static uint32_t pbus_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct gf100_pbus *b = u->priv;
	(void)size;
	if (off == PBUS_BIND_STATUS)
		return 0; /* no bind pending or outstanding */
	if (!known(u, off))
		sgpu_unimp(u, "read of register +0x%03x: what was written", off);
	return b->regs[off / 4];
}

static void pbus_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct gf100_pbus *b = u->priv;
	(void)size;
	if (off == PBUS_BIND_STATUS)
		return;
	if (!known(u, off))
		sgpu_unimp(u, "write 0x%08x to register +0x%03x stored only", v, off);
	if (off == PBUS_BAR1_BLOCK || off == PBUS_BAR2_BLOCK)
		v &= 0xbfffffffu; /* MODE 31, TARGET 29:28, PTR 27:0 */
	b->regs[off / 4] = v;
}

static const struct sgpu_mmio_ops pbus_ops = {pbus_read, pbus_write};

/* ------------------------------------------------------------------ PRAMIN window */

/* BAR0 0x700000 + off is (BASE << 16) + off in the TARGET aperture (0
 * video memory, 2/3 system memory; 1 is reserved: nothing behind it). */
static struct sgpu_memspace *pramin_at(struct sgpu_unit *u, uint32_t off, uint64_t *a)
{
	const struct gf100_pbus *b = u->priv;
	uint32_t w = b->regs[PBUS_BAR0_WINDOW / 4];
	*a = ((uint64_t)(w & 0xffffff) << 16) + off;
	return gf100_aper_mem(u->dev, (enum gf100_aperture)(w >> 24 & 3));
}

static uint32_t pramin_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	(void)size;
	uint64_t a;
	struct sgpu_memspace *m = pramin_at(u, off, &a);
	uint32_t v = 0;
	if (!m || !sgpu_memspace_read(m, a, &v, 4)) {
		sgpu_guest_error(u, "PRAMIN read of 0x%" PRIx64 ": no memory there, 0", a);
		return 0;
	}
	return sgpu_ld_le32((const uint8_t *)&v);
}

static void pramin_write_be(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned be)
{
	uint64_t a;
	struct sgpu_memspace *m = pramin_at(u, off, &a);
	for (unsigned i = 0; i < 4; i++) {
		uint8_t byte = (uint8_t)(value >> (8 * i));
		if ((be >> i & 1) && (!m || !sgpu_memspace_write(m, a + i, &byte, 1))) {
			sgpu_guest_error(u,
			                 "PRAMIN write to 0x%" PRIx64 ": no memory there, dropped",
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

/* ------------------------------------------------------------------ BAR1 and BAR2 */

/* The address space of a BAR block register: false in physical mode or
 * when the instance block cannot be read (*why UNBOUND). */
static bool block_vm(struct sgpu_unit *u, uint32_t block, struct gf100_vmctx *vm, uint64_t *inst,
                     unsigned *aper, enum gf100_vm_fault *why)
{
	*inst = (uint64_t)(block & 0x0fffffffu) << 12;
	*aper = block >> 28 & 3;
	*why = GF100_VM_UNBOUND;
	struct sgpu_memspace *m = gf100_aper_mem(u->dev, (enum gf100_aperture) * aper);
	uint32_t w[2];
	if (!m || !sgpu_memspace_read(m, *inst + 128 * 4, w, 8))
		return false;
	if (!gf100_vmctx_decode(w[0], w[1], params(u)->need_ver2, vm, why))
		return false;
	vm->tlb = gf100_pfb_tlb(u->dev);
	return true;
}

bool gf100_pbus_bar2_vm(struct sgpu_device *dev, struct gf100_vmctx *vm)
{
	struct sgpu_unit *u = sgpu_dev_unit(dev, "PBUS");
	if (!u || u->cls != &gf100_pbus_class || !params(u)->bar2)
		return false;
	const struct gf100_pbus *b = u->priv;
	uint32_t block = b->regs[PBUS_BAR2_BLOCK / 4];
	uint64_t inst;
	unsigned aper;
	enum gf100_vm_fault why;
	return (block & BLOCK_VIRTUAL) && block_vm(u, block, vm, &inst, &aper, &why);
}

/* A BAR access in virtual mode is a virtual address of the BAR's space
 * (nouveau maps BAR1 and BAR2 objects from VA 0 of their VMMs); in
 * physical mode a video-memory address. A fault takes the MMU fault
 * path as MMU engine BAR1 (4) or BAR2 (5), hub client HOST_CPU (7: the
 * access comes from the CPU; nouveau's gk104/gv100 fault tables name
 * both); reads then give 0 and writes are dropped. */
static void pbus_bar_access(struct sgpu_unit *u, unsigned bar, uint64_t offset, void *buf,
                            size_t len, bool write)
{
	struct gf100_pbus *b = u->priv;
	uint32_t block = b->regs[(bar == 1 ? PBUS_BAR1_BLOCK : PBUS_BAR2_BLOCK) / 4];
	unsigned name = bar == 1 ? 1 : 2;
	bool ok;
	if (block & BLOCK_VIRTUAL) {
		struct gf100_vmctx vm;
		uint64_t inst, fva = offset;
		unsigned aper;
		enum gf100_vm_fault why;
		ok = block_vm(u, block, &vm, &inst, &aper, &why) &&
		     (write ? gf100_vm_write(u->dev, &vm, offset, buf, len, &why, &fva)
		            : gf100_vm_read(u->dev, &vm, offset, buf, len, &why, &fva));
		if (!ok) {
			sgpu_guest_error(u, "BAR%u %s of %zu bytes at 0x%" PRIx64 ": MMU fault %s",
			                 name, write ? "write" : "read", len, fva,
			                 gf100_vm_fault_name(why));
			struct gf100_fault_rec f = {
			        .inst = inst,
			        .inst_aper = aper,
			        .va = fva,
			        .time = nv_ptimer_now(u->dev, 0),
			        .engine = name == 1 ? 4 : 5,
			        .type = gf100_vm_fault_type(why),
			        .client = 0x07,
			        .write = write,
			};
			gf100_mmu_fault_report(u->dev, &f);
		}
	} else {
		struct sgpu_memspace *m = sgpu_dev_mem(u->dev, SGPU_SPACE_VRAM);
		ok = m && (write ? sgpu_memspace_write(m, offset, buf, len)
		                 : sgpu_memspace_read(m, offset, buf, len));
		if (!ok)
			sgpu_guest_error(u, "BAR%u %s of %zu bytes at 0x%" PRIx64 " past VRAM",
			                 name, write ? "write" : "read", len, offset);
	}
	if (!ok && !write)
		memset(buf, 0, len);
}

/* ------------------------------------------------------------------ unit */

static sgpu_status pbus_init(struct sgpu_unit *u)
{
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
	return sgpu_mmio_map(u->dev, &r);
}

static void pbus_reset(struct sgpu_unit *u)
{
	struct gf100_pbus *b = u->priv;
	memset(b->regs, 0, sizeof(b->regs));
}

const struct sgpu_unit_class gf100_pbus_class = {
        .name = "PBUS",
        .description = "GF100+ host memory access: the BAR0 PRAMIN window, BAR1 and BAR2 "
                       "through their instance blocks' page tables",
        .priv_size = sizeof(struct gf100_pbus),
        .init = pbus_init,
        .reset = pbus_reset,
        .bar_access = pbus_bar_access,
};
