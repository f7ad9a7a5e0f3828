/* GT215 PCOPY (cv0): a falcon v3 at 0x104000 that receives methods from
 * PFIFO through the falcon FIFO interface and reaches memory through
 * MEMIF ports and the channel's Tesla VM (envytools docs/hw/fifo/pcopy.rst:
 * code 0x1200, data 0x800, FIFO 0x10, 8 xfer slots, 5 TLB index bits,
 * PMC line 22, enable bit 13, VM engine 0xd, client 0x13). The copy
 * hardware at host 0x800 is undocumented ("todo: write me") and not
 * modelled: firmware that drives it reads zeros. docs/hw/pcopy.md. */
#include <string.h>

#include "nv/engine.h"
#include "nv/falcon/falcon_units.h"
#include "nv/mmu/vm.h"
#include "nv/nv.h"
#include "falcon/unit.h"

static const struct fuc_params gt215_pcopy_fuc = {
        .version = 3,
        .code_size = 0x1200,
        .data_size = 0x800,
        .fifo_size = 0x10,
        .xfer_slots = 8,
        .data_ports = 1,
        .vm_bits = 5,
        .has_ptimer = true,
};

struct gt215_pcopy {
	struct fuc fuc; /* first: fuc_unit_window_ops casts priv */
	struct sgpu_unit *u;
	struct g80_memif memif;
};

static bool pc_io_read(void *ctx, uint32_t off, unsigned idx, uint32_t *v)
{
	struct gt215_pcopy *c = ctx;
	(void)idx;
	if (g80_memif_io_read(&c->memif, off, v))
		return true;
	if ((off >= 0x640 && off < 0x680) || (off >= 0x800 && off < 0x880) ||
	    (off >= 0x900 && off < 0x980)) {
		sgpu_unimp(c->u, "PCOPY copy hardware register +0x%03x read: not modelled, 0", off);
		*v = 0;
		return true;
	}
	return false;
}

static bool pc_io_write(void *ctx, uint32_t off, unsigned idx, uint32_t v)
{
	struct gt215_pcopy *c = ctx;
	(void)idx;
	if (g80_memif_io_write(&c->memif, off, v))
		return true;
	if ((off >= 0x640 && off < 0x680) || (off >= 0x800 && off < 0x880) ||
	    (off >= 0x900 && off < 0x980)) {
		sgpu_unimp(c->u, "PCOPY copy hardware register +0x%03x write 0x%x ignored", off, v);
		return true;
	}
	return false;
}

static bool pc_ext(void *ctx, unsigned port, uint64_t addr, void *buf, uint32_t len, bool write)
{
	struct gt215_pcopy *c = ctx;
	return g80_memif_access(&c->memif, port, addr, buf, len, write);
}

static void pc_pmc_line(void *ctx, bool level)
{
	struct gt215_pcopy *c = ctx;
	fuc_unit_pmc_line(c->u, level);
}

static uint64_t pc_ptimer(void *ctx)
{
	struct gt215_pcopy *c = ctx;
	return fuc_unit_ptimer(c->u);
}

static void pc_subengine_reset(void *ctx)
{
	struct gt215_pcopy *c = ctx;
	memset(c->memif.port, 0, sizeof(c->memif.port));
	c->memif.ctrl = 0;
}

/* ------------------------------------------------------------------ engine interface */

static enum nv_engine_status pc_method(struct sgpu_unit *u, const struct nv_method *m)
{
	struct gt215_pcopy *c = u->priv;
	uint32_t chan = G80_CHAN_DESC(m->chan_inst, G80_TARGET_VRAM);
	sgpu_trace_method(u, NULL, m->chid, m->subc, 0, m->mthd, m->data);
	return fuc_fifo_push(&c->fuc, chan, m->mthd, m->subc, m->data) ? NV_ENGINE_ACCEPTED
	                                                               : NV_ENGINE_STALLED;
}

static bool pc_engine_busy(const struct sgpu_unit *u)
{
	const struct gt215_pcopy *c = u->priv;
	return c->fuc.fifo_count || fuc_busy(&c->fuc);
}

static const struct nv_engine_ops pc_engine = {.method = pc_method, .busy = pc_engine_busy};

/* ------------------------------------------------------------------ unit */

static sgpu_status pc_init(struct sgpu_unit *u)
{
	struct gt215_pcopy *c = u->priv;
	c->u = u;
	struct fuc_host h = {
	        .ctx = c,
	        .io_read = pc_io_read,
	        .io_write = pc_io_write,
	        .ext_access = pc_ext,
	        .pmc_line = pc_pmc_line,
	        .ptimer = pc_ptimer,
	        .subengine_reset = pc_subengine_reset,
	};
	if (!fuc_init(&c->fuc, &gt215_pcopy_fuc, &h, u))
		return SGPU_ERR_NO_MEMORY;
	return sgpu_unit_map_window(u, 0x1000, &fuc_unit_window_ops, fuc_common_regs,
	                            fuc_common_reg_count, SGPU_MMIO_WORD32);
}

static void pc_reset(struct sgpu_unit *u)
{
	struct gt215_pcopy *c = u->priv;
	c->memif = (struct g80_memif){.f = &c->fuc,
	                              .u = u,
	                              .vm_engine = G80_VM_ENGINE_PCOPY,
	                              .vm_client = G80_VM_CLIENT_PCOPY};
	fuc_reset(&c->fuc);
}

static void pc_fini(struct sgpu_unit *u)
{
	struct gt215_pcopy *c = u->priv;
	fuc_fini(&c->fuc);
}

static bool pc_busy(const struct sgpu_unit *u)
{
	const struct gt215_pcopy *c = u->priv;
	return fuc_busy(&c->fuc);
}

static uint64_t pc_step(struct sgpu_unit *u, uint64_t budget)
{
	return fuc_unit_turn(u, budget);
}

const struct sgpu_unit_class gt215_pcopy_class = {
        .name = "PCOPY",
        .description = "GT215 PCOPY: falcon v3 fed by PFIFO, MEMIF through the Tesla VM",
        .priv_size = sizeof(struct gt215_pcopy),
        .init = pc_init,
        .reset = pc_reset,
        .fini = pc_fini,
        .busy = pc_busy,
        .step = pc_step,
        .long_turns = true,
        .iface = &pc_engine,
};
