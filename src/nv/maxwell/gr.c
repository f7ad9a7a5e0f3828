/* GR, the Maxwell graphics engine front end: the engine of runlist 0 on
 * gm20b. It binds classes to subchannels, keeps one context per channel,
 * routes methods to the classes of classes.c (the softgpu record class to
 * the RECORD unit), and owns PGRAPH's trap path. docs/hw/maxwell.md.
 *
 * Registers (nouveau nvkm/engine/gr/gf100.c gf100_gr_intr, the only
 * public account): INTR 0x400100 (write 1 to clear), DATA_ERROR code
 * 0x400110, INTR_EN 0x40013c, FIFO access 0x400500 (the host writes
 * 0x00010001 after servicing a trap), TRAPPED_ADDR 0x400704 (method 13:2,
 * subchannel 18:16), TRAPPED_DATA 0x400708, the class of each subchannel
 * 0x404200 + 4 * subc, FECS current context 0x409b00 (instance >> 12).
 * Other registers of the window are stored and read back. */
#include <stdlib.h>
#include <string.h>

#include "nv/host/gf100_pfifo.h"
#include "nv/maxwell/mxw.h"
#include "nv/nv.h"
#include "util/bits.h"

#define SOFTGPU_RECORD_CLASS 0x5ec0
#define GR_WINDOW 0x20000

enum {
	GR_INTR = 0x000100,
	GR_TRAP = 0x000108,
	GR_DATA_ERROR = 0x000110,
	GR_INTR_EN = 0x00013c,
	GR_FIFO_ACCESS = 0x000500,
	GR_TRAPPED_ADDR = 0x000704,
	GR_TRAPPED_DATA = 0x000708,
	GR_SUBC_CLASS = 0x004200, /* + 4 * subc, 0-7 */
	GR_CURCTX = 0x009b00,
};

/* A channel's context: its bound classes and their state. */
struct mxw_chan {
	uint64_t inst; /* the instance block it belongs to */
	uint16_t subc_class[8];
	bool unimp_logged[8];
	void *state[MXW_MAX_CLASSES];
};

struct mxw_gr {
	struct sgpu_unit *u;
	const struct mxw_gr_params *names; /* the classes the chip names */
	struct sgpu_unit *record;
	struct sgpu_unit *pfifo; /* looked up at reset */
	uint32_t regs[GR_WINDOW / 4];
	bool stalled; /* a trap is pending: FIFO access is off */
	uint32_t curctx;
	uint32_t last_chid;    /* the channel of the last method (class registers) */
	struct gf100_vmctx vm; /* the address space of the current method */
	struct mxw_chan *chan[MXW_MAX_CHANNELS];
};

static const struct sgpu_reg_name gr_regs[] = {
        {GR_INTR, "INTR"},
        {GR_DATA_ERROR, "DATA_ERROR"},
        {GR_INTR_EN, "INTR_EN"},
        {GR_FIFO_ACCESS, "FIFO_ACCESS"},
        {GR_TRAPPED_ADDR, "TRAPPED_ADDR"},
        {GR_TRAPPED_DATA, "TRAPPED_DATA"},
        {GR_SUBC_CLASS + 0, "SUBC0_CLASS"},
        {GR_SUBC_CLASS + 4, "SUBC1_CLASS"},
        {GR_SUBC_CLASS + 8, "SUBC2_CLASS"},
        {GR_SUBC_CLASS + 12, "SUBC3_CLASS"},
        {GR_SUBC_CLASS + 16, "SUBC4_CLASS"},
        {GR_CURCTX, "CURCTX"},
};

static uint32_t *reg(struct mxw_gr *g, uint32_t off)
{
	return &g->regs[off / 4];
}

static void intr_update(struct mxw_gr *g)
{
	if (g->u->desc->irq_line >= 0)
		sgpu_irq_set(g->u->dev, (unsigned)g->u->desc->irq_line,
		             (*reg(g, GR_INTR) & *reg(g, GR_INTR_EN)) != 0);
}

/* ------------------------------------------------------------------ contexts */

static void chan_free(struct mxw_chan *ch)
{
	if (!ch)
		return;
	for (size_t i = 0; i < MXW_MAX_CLASSES && mxw_classes[i]; i++) {
		if (ch->state[i] && mxw_classes[i]->fini)
			mxw_classes[i]->fini(ch->state[i]);
		free(ch->state[i]);
	}
	free(ch);
}

/* The context of channel chid with instance block inst (a new one when
 * the channel id now belongs to another instance block). */
static struct mxw_chan *chan_get(struct mxw_gr *g, uint32_t chid, uint64_t inst)
{
	if (chid >= MXW_MAX_CHANNELS)
		return NULL;
	struct mxw_chan *ch = g->chan[chid];
	if (ch && ch->inst == inst)
		return ch;
	chan_free(ch);
	ch = calloc(1, sizeof(*ch));
	if (ch)
		ch->inst = inst;
	g->chan[chid] = ch;
	return ch;
}

void *mxw_class_state(struct mxw_ctx *c, uint16_t id)
{
	size_t i;
	const struct mxw_class *k = mxw_class_find(id, &i);
	if (!k || !c->chan)
		return NULL;
	if (!c->chan->state[i]) {
		void *st = calloc(1, k->state_size ? k->state_size : 1);
		if (!st) {
			sgpu_guest_error(c->u, "out of host memory for class 0x%04x state", id);
			return NULL;
		}
		c->chan->state[i] = st;
		if (k->init)
			k->init(c, st);
	}
	return c->chan->state[i];
}

const struct mxw_class *mxw_class_find(uint16_t id, size_t *index)
{
	for (size_t i = 0; i < MXW_MAX_CLASSES && mxw_classes[i]; i++)
		if (mxw_classes[i]->id == id) {
			if (index)
				*index = i;
			return mxw_classes[i];
		}
	return NULL;
}

/* ------------------------------------------------------------------ memory */

static void report_fault(struct mxw_ctx *c, uint64_t va, enum gf100_vm_fault why, bool write)
{
	sgpu_guest_error(c->u, "channel %u: MMU fault %s on %s of 0x%010llx", c->chid,
	                 gf100_vm_fault_name(why), write ? "write" : "read",
	                 (unsigned long long)va);
	if (!c->vm)
		return;
	/* MMU engine 0x00 GR, hub client 0x00 (nouveau gk104_fifo_mmu_fault_engine,
	 * a GPC client stands for the engine's own units) */
	struct gf100_fault_rec f = {
	        .inst = c->inst,
	        .inst_aper = (unsigned)c->inst_aper,
	        .va = va,
	        .time = c->time,
	        .engine = 0x00,
	        .type = gf100_vm_fault_type(why),
	        .client = 0x00,
	        .write = write,
	};
	gf100_mmu_fault_report(c->u->dev, &f);
}

static bool phys_range(struct mxw_ctx *c, uint64_t va, size_t len, uint8_t **p)
{
	struct sgpu_memspace *m = gf100_aper_mem(c->u->dev, c->phys_aper);
	*p = m ? sgpu_memspace_ptr(m, va, len) : NULL;
	return *p != NULL;
}

bool mxw_read(struct mxw_ctx *c, uint64_t va, void *buf, size_t len)
{
	if (!len)
		return true;
	if (!c->vm) {
		uint8_t *p;
		if (phys_range(c, va, len, &p)) {
			memcpy(buf, p, len);
			return true;
		}
		memset(buf, 0, len);
		report_fault(c, va, GF100_VM_PA, false);
		return false;
	}
	enum gf100_vm_fault why;
	uint64_t fva;
	if (gf100_vm_read(c->u->dev, c->vm, va, buf, len, &why, &fva))
		return true;
	memset(buf, 0, len);
	report_fault(c, fva, why, false);
	return false;
}

bool mxw_write(struct mxw_ctx *c, uint64_t va, const void *buf, size_t len)
{
	if (!len)
		return true;
	if (!c->vm) {
		uint8_t *p;
		if (phys_range(c, va, len, &p)) {
			memmove(p, buf, len);
			return true;
		}
		report_fault(c, va, GF100_VM_PA, true);
		return false;
	}
	enum gf100_vm_fault why;
	uint64_t fva;
	if (gf100_vm_write(c->u->dev, c->vm, va, buf, len, &why, &fva))
		return true;
	report_fault(c, fva, why, true);
	return false;
}

bool mxw_rd32(struct mxw_ctx *c, uint64_t va, uint32_t *v)
{
	uint8_t b[4];
	bool ok = mxw_read(c, va, b, 4);
	*v = sgpu_ld_le32(b);
	return ok;
}

bool mxw_wr32(struct mxw_ctx *c, uint64_t va, uint32_t v)
{
	uint8_t b[4];
	sgpu_st_le32(b, v);
	return mxw_write(c, va, b, 4);
}

uint8_t *mxw_span(struct mxw_ctx *c, uint64_t va, size_t len, bool write, bool quiet, size_t *got,
                  uint8_t *kind)
{
	*got = 0;
	if (kind)
		*kind = 0;
	if (!c->vm) {
		uint64_t end = (va | 0xfff) + 1;
		size_t n = end - va < len ? (size_t)(end - va) : len;
		uint8_t *p;
		if (!phys_range(c, va, n, &p)) {
			if (!quiet)
				report_fault(c, va, GF100_VM_PA, write);
			return NULL;
		}
		*got = n;
		return p;
	}
	struct gf100_vm_page pg;
	enum gf100_vm_fault why;
	if (!gf100_vm_translate(c->u->dev, c->vm, va, write, &pg, &why)) {
		if (!quiet)
			report_fault(c, va, why, write);
		return NULL;
	}
	uint64_t psize = 1ull << pg.shift;
	uint64_t left = psize - (pg.pa & (psize - 1));
	size_t n = left < len ? (size_t)left : len;
	struct sgpu_memspace *m = gf100_aper_mem(c->u->dev, pg.aper);
	uint8_t *p = m ? sgpu_memspace_ptr(m, pg.pa, n) : NULL;
	if (!p) {
		if (!quiet)
			report_fault(c, va, GF100_VM_PA, write);
		return NULL;
	}
	if (kind)
		*kind = pg.kind;
	*got = n;
	return p;
}

bool mxw_kind(struct mxw_ctx *c, uint64_t va, uint8_t *kind)
{
	*kind = 0;
	if (!c->vm)
		return true;
	struct gf100_vm_page pg;
	enum gf100_vm_fault why;
	if (!gf100_vm_translate(c->u->dev, c->vm, va, false, &pg, &why))
		return false;
	*kind = pg.kind;
	return true;
}

/* ------------------------------------------------------------------ traps */

void mxw_trap(struct mxw_ctx *c, uint32_t bit, uint32_t code, uint32_t mthd, uint32_t data,
              const char *why)
{
	struct mxw_gr *g = c->u->priv;
	sgpu_guest_error(c->u,
	                 "channel %u subc %u: %s (mthd 0x%04x data 0x%08x): %s; PGRAPH stalls "
	                 "until FIFO_ACCESS",
	                 c->chid, c->subc,
	                 bit == MXW_INTR_ILLEGAL_MTHD    ? "ILLEGAL_MTHD"
	                 : bit == MXW_INTR_ILLEGAL_CLASS ? "ILLEGAL_CLASS"
	                 : bit == MXW_INTR_DATA_ERROR    ? "DATA_ERROR"
	                                                 : "trap",
	                 mthd, data, why);
	*reg(g, GR_INTR) |= bit;
	if (bit == MXW_INTR_DATA_ERROR)
		*reg(g, GR_DATA_ERROR) = code;
	*reg(g, GR_TRAPPED_ADDR) = (mthd & 0x3ffc) | (c->subc & 7) << 16;
	*reg(g, GR_TRAPPED_DATA) = data;
	g->stalled = true;
	intr_update(g);
}

void mxw_trap_status(struct mxw_ctx *c, uint32_t bits)
{
	struct mxw_gr *g = c->u->priv;
	*reg(g, GR_TRAP) |= bits;
}

/* ------------------------------------------------------------------ methods */

static bool chip_names_class(const struct mxw_gr *g, uint32_t cls)
{
	if (!g->names)
		return false;
	for (size_t i = 0; i < g->names->class_count; i++)
		if (g->names->classes[i].id == cls)
			return true;
	return false;
}

/* Fills c for a method of channel chid from the PBDMA (vm NULL: asks
 * PFIFO for the loaded channel) or a direct call (vm given or phys). */
static bool ctx_fill(struct mxw_gr *g, struct mxw_ctx *c, uint32_t chid, uint64_t inst,
                     unsigned subc, const struct gf100_vmctx *vm, bool direct)
{
	c->u = g->u;
	c->chid = chid;
	c->subc = subc;
	c->vm = NULL;
	c->phys_aper = GF100_APER_VID;
	c->inst = inst;
	c->inst_aper = GF100_APER_VID;
	if (direct) {
		c->time = nv_ptimer_now(g->u->dev, 0);
		if (vm) {
			g->vm = *vm;
			c->vm = &g->vm;
		}
	} else {
		struct gf100_engine_chan ec;
		bool have = gf100_pfifo_engine_chan_of(g->pfifo, &ec);
		c->time = have ? ec.time : nv_ptimer_now(g->u->dev, 0);
		if (have && ec.vm_ok) {
			g->vm = ec.vm;
			c->vm = &g->vm;
			c->inst = ec.inst;
			c->inst_aper = ec.inst_aper;
		} else {
			/* no usable address space: every access faults */
			g->vm = (struct gf100_vmctx){.pdb_aper = GF100_APER_INVALID};
			c->vm = &g->vm;
		}
	}
	c->chan = chan_get(g, chid, inst);
	g->curctx = (uint32_t)(c->inst >> 12) | 0x80000000u;
	g->last_chid = chid;
	return c->chan != NULL;
}

static enum nv_engine_status set_object(struct mxw_gr *g, struct mxw_ctx *c, uint32_t data)
{
	uint32_t cls = data & 0xffff;
	size_t idx;
	if (cls != SOFTGPU_RECORD_CLASS && !mxw_class_find((uint16_t)cls, &idx) &&
	    !chip_names_class(g, cls)) {
		mxw_trap(c, MXW_INTR_ILLEGAL_CLASS, 0, 0, data, "not a class of this engine");
		return NV_ENGINE_ACCEPTED;
	}
	c->chan->subc_class[c->subc] = (uint16_t)cls;
	c->chan->unimp_logged[c->subc] = false;
	*reg(g, GR_SUBC_CLASS + 4 * c->subc) = cls;
	return NV_ENGINE_ACCEPTED;
}

static enum nv_engine_status dispatch(struct mxw_gr *g, struct mxw_ctx *c,
                                      const struct nv_method *m)
{
	if (m->mthd == 0) {
		enum nv_engine_status s = set_object(g, c, m->data);
		if ((m->data & 0xffff) == SOFTGPU_RECORD_CLASS && g->record)
			return nv_engine_ops(g->record)->method(g->record, m);
		return s;
	}
	uint16_t cls = c->chan->subc_class[c->subc];
	if (cls == SOFTGPU_RECORD_CLASS && g->record)
		return nv_engine_ops(g->record)->method(g->record, m);
	const struct mxw_class *k = cls ? mxw_class_find(cls, NULL) : NULL;
	if (!k) {
		if (!cls) {
			mxw_trap(c, MXW_INTR_ILLEGAL_CLASS, 0, m->mthd, m->data,
			         "no class bound to the subchannel");
			return NV_ENGINE_ACCEPTED;
		}
		if (!c->chan->unimp_logged[c->subc]) {
			c->chan->unimp_logged[c->subc] = true;
			sgpu_unimp(g->u,
			           "channel %u subc %u: class 0x%04x not modelled: methods ignored",
			           c->chid, c->subc, cls);
		}
		return NV_ENGINE_ACCEPTED;
	}
	void *st = mxw_class_state(c, cls);
	if (!st)
		return NV_ENGINE_ACCEPTED;
	return k->method(c, st, m->mthd & 0x3ffc, m->data) == MXW_STALL ? NV_ENGINE_STALLED
	                                                                : NV_ENGINE_ACCEPTED;
}

/* The class a run's subchannel has bound in the loaded channel, without
 * creating anything. */
static uint16_t bound_class(const struct mxw_gr *g, const struct nv_method *m)
{
	const struct mxw_chan *ch = m->chid < MXW_MAX_CHANNELS ? g->chan[m->chid] : NULL;
	return ch && ch->inst == m->chan_inst ? ch->subc_class[m->subc & 7] : 0;
}

static enum nv_engine_status gr_method(struct sgpu_unit *u, const struct nv_method *m)
{
	struct mxw_gr *g = u->priv;
	if (g->stalled)
		return NV_ENGINE_STALLED;
	/* the record class needs no context: straight to RECORD */
	if (m->mthd && g->record && bound_class(g, m) == SOFTGPU_RECORD_CLASS) {
		g->curctx = (uint32_t)(m->chan_inst >> 12) | 0x80000000u;
		return nv_engine_ops(g->record)->method(g->record, m);
	}
	struct mxw_ctx c;
	if (!ctx_fill(g, &c, m->chid, m->chan_inst, m->subc & 7, NULL, false)) {
		sgpu_guest_error(u, "channel %u: no context (channel id or host memory)", m->chid);
		return NV_ENGINE_ACCEPTED;
	}
	return dispatch(g, &c, m);
}

enum nv_engine_status mxw_gr_call(struct sgpu_unit *gr, const struct gf100_vmctx *vm, uint32_t chid,
                                  unsigned subc, uint32_t mthd, uint32_t data)
{
	if (!gr || gr->cls != &mxw_gr_class)
		return NV_ENGINE_ACCEPTED;
	struct mxw_gr *g = gr->priv;
	if (g->stalled)
		return NV_ENGINE_STALLED;
	struct mxw_ctx c;
	if (!ctx_fill(g, &c, chid, 0, subc & 7, vm, true))
		return NV_ENGINE_ACCEPTED;
	struct nv_method m = {.chid = chid, .subc = subc & 7, .mthd = mthd & 0x3ffc, .data = data};
	return dispatch(g, &c, &m);
}

void *mxw_gr_state(struct sgpu_unit *gr, uint32_t chid, uint16_t id)
{
	size_t i;
	if (!gr || gr->cls != &mxw_gr_class || chid >= MXW_MAX_CHANNELS || !mxw_class_find(id, &i))
		return NULL;
	const struct mxw_gr *g = gr->priv;
	return g->chan[chid] ? g->chan[chid]->state[i] : NULL;
}

static size_t gr_method_run(struct sgpu_unit *u, const struct nv_method *m, bool ni,
                            const uint8_t *data, size_t n)
{
	struct mxw_gr *g = u->priv;
	if (g->stalled || m->mthd == 0)
		return 0;
	uint16_t cls = bound_class(g, m);
	if (cls == SOFTGPU_RECORD_CLASS && g->record) {
		g->curctx = (uint32_t)(m->chan_inst >> 12) | 0x80000000u;
		return nv_engine_ops(g->record)->method_run(g->record, m, ni, data, n);
	}
	const struct mxw_class *k = cls ? mxw_class_find(cls, NULL) : NULL;
	if (!k || !k->method_run || !k->run_writes)
		return 0;
	struct mxw_ctx c;
	if (!ctx_fill(g, &c, m->chid, m->chan_inst, m->subc & 7, NULL, false))
		return 0;
	void *st = mxw_class_state(&c, cls);
	return st ? k->method_run(&c, st, m->mthd & 0x3ffc, ni, data, n) : 0;
}

static void gr_run_writes(const struct sgpu_unit *u, const struct nv_method *m, size_t n,
                          sgpu_space *space, uint64_t *addr, uint64_t *len)
{
	const struct mxw_gr *g = u->priv;
	*len = 0;
	*space = SGPU_SPACE_VRAM;
	*addr = 0;
	uint16_t cls = bound_class(g, m);
	if (cls == SOFTGPU_RECORD_CLASS && g->record) {
		nv_engine_ops(g->record)->run_writes(g->record, m, n, space, addr, len);
		return;
	}
	size_t i;
	const struct mxw_class *k = cls ? mxw_class_find(cls, &i) : NULL;
	const struct mxw_chan *ch = g->chan[m->chid];
	if (!k || !k->run_writes || !ch->state[i])
		return;
	/* the loaded channel's address space, so the class can translate
	 * the range it will write (a run comes from the loaded channel) */
	struct gf100_engine_chan ec;
	if (!gf100_pfifo_engine_chan_of(g->pfifo, &ec) || !ec.vm_ok || ec.chid != m->chid)
		return;
	struct mxw_ctx c = {.u = (struct sgpu_unit *)u,
	                    .chid = m->chid,
	                    .subc = m->subc & 7,
	                    .vm = &ec.vm,
	                    .inst = ec.inst,
	                    .inst_aper = ec.inst_aper,
	                    .time = ec.time,
	                    .chan = (struct mxw_chan *)ch};
	k->run_writes(&c, ch->state[i], m->mthd & 0x3ffc, n, space, addr, len);
}

static const struct nv_engine_ops gr_engine_ops = {
        .method = gr_method,
        .method_run = gr_method_run,
        .run_writes = gr_run_writes,
};

/* ------------------------------------------------------------------ registers */

/* A register a class's state owns, in the channel GR served last. */
static bool class_reg(struct mxw_gr *g, uint32_t off, bool write, uint32_t *v)
{
	const struct mxw_chan *ch = g->last_chid < MXW_MAX_CHANNELS ? g->chan[g->last_chid] : NULL;
	for (size_t i = 0; ch && i < MXW_MAX_CLASSES && mxw_classes[i]; i++) {
		const struct mxw_class *k = mxw_classes[i];
		if (!ch->state[i])
			continue;
		if (write ? k->reg_write && k->reg_write(ch->state[i], off, *v)
		          : k->reg_read && k->reg_read(ch->state[i], off, v))
			return true;
	}
	return false;
}

static uint32_t gr_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct mxw_gr *g = u->priv;
	(void)size;
	uint32_t v;
	if (class_reg(g, off, false, &v))
		return v;
	switch (off) {
	case GR_FIFO_ACCESS: return (g->stalled ? 0 : 1) | (*reg(g, off) & ~1u);
	case GR_CURCTX: return g->curctx;
	}
	return *reg(g, off & (GR_WINDOW - 4));
}

static void gr_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct mxw_gr *g = u->priv;
	(void)size;
	if (class_reg(g, off, true, &v))
		return;
	switch (off) {
	case GR_INTR:
		*reg(g, off) &= ~v;
		intr_update(g);
		return;
	case GR_INTR_EN:
		*reg(g, off) = v;
		intr_update(g);
		return;
	case GR_FIFO_ACCESS:
		*reg(g, off) = v;
		if (v & 1)
			g->stalled = false;
		return;
	case GR_CURCTX: return;
	}
	if (off >= GR_SUBC_CLASS && off < GR_SUBC_CLASS + 32)
		return; /* read-only: SET_OBJECT sets them */
	*reg(g, off & (GR_WINDOW - 4)) = v;
}

static const struct sgpu_mmio_ops gr_ops = {gr_read, gr_write};

static sgpu_status gr_init(struct sgpu_unit *u)
{
	struct mxw_gr *g = u->priv;
	g->u = u;
	g->names = u->desc->params;
	return sgpu_unit_map_window(u, GR_WINDOW, &gr_ops, gr_regs,
	                            sizeof(gr_regs) / sizeof(gr_regs[0]), SGPU_MMIO_WORD32);
}

static void gr_free_all(struct mxw_gr *g)
{
	for (size_t i = 0; i < MXW_MAX_CHANNELS; i++) {
		chan_free(g->chan[i]);
		g->chan[i] = NULL;
	}
}

static void gr_reset(struct sgpu_unit *u)
{
	struct mxw_gr *g = u->priv;
	gr_free_all(g);
	memset(g->regs, 0, sizeof(g->regs));
	*reg(g, GR_FIFO_ACCESS) = 0x00010001;
	g->stalled = false;
	g->curctx = 0;
	g->last_chid = 0;
	g->pfifo = sgpu_dev_unit(u->dev, "PFIFO");
	g->record = sgpu_dev_unit(u->dev, "RECORD");
	if (g->record && g->record->cls != &nv_record_class)
		g->record = NULL;
	intr_update(g);
}

static void gr_fini(struct sgpu_unit *u)
{
	gr_free_all(u->priv);
}

const struct sgpu_unit_class mxw_gr_class = {
        .name = "PGRAPH",
        .description = "Maxwell graphics engine front end: classes, contexts, traps",
        .priv_size = sizeof(struct mxw_gr),
        .init = gr_init,
        .reset = gr_reset,
        .fini = gr_fini,
        .iface = &gr_engine_ops,
};
