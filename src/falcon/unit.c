/* The standalone falcon unit (chip `falcon`) and helpers every
 * falcon-based unit shares (docs/hw/falcon.md, "Host integration"). */
#include "falcon/unit.h"
#include "nv/nv.h"

const struct sgpu_reg_name fuc_common_regs[] = {
        FUC_COMMON_REG_NAMES_LOW,
        FUC_COMMON_REG_NAMES_HOST,
};
const size_t fuc_common_reg_count = sizeof(fuc_common_regs) / sizeof(fuc_common_regs[0]);

void fuc_unit_pmc_line(void *unit, bool level)
{
	struct sgpu_unit *u = unit;
	if (u->desc->irq_line >= 0)
		sgpu_irq_set(u->dev, (unsigned)u->desc->irq_line, level);
}

uint64_t fuc_unit_ptimer(void *unit)
{
	struct sgpu_unit *u = unit;
	const struct fuc *f = u->priv; /* every falcon unit's priv starts with its fuc */
	return nv_ptimer_now(u->dev, f->step_spent);
}

bool fuc_unit_ext_phys(void *unit, unsigned port, uint64_t addr, void *buf, uint32_t len,
                       bool write)
{
	struct sgpu_unit *u = unit;
	struct sgpu_memspace *m =
	        sgpu_dev_mem(u->dev, port < 4 ? SGPU_SPACE_VRAM : SGPU_SPACE_SYSMEM);
	if (!m)
		return false;
	return write ? sgpu_memspace_write(m, addr, buf, len)
	             : sgpu_memspace_read(m, addr, buf, len);
}

/* ------------------------------------------------------------------ long turns */

/* The unit's turn when the run loop offers more than one slice (the
 * class's long_turns: every other unit idle). The result must be what
 * calls slice by slice would give (docs/hw/falcon.md, "Long turns"):
 * each slice is one fuc_step call that starts with step_spent counted
 * from the slice's start, every whole slice is booked (model time moves
 * on, so PTIMER reads, trace, log and interrupt callbacks see the time a
 * slice-by-slice run shows) before the next one begins, and the turn
 * goes past a slice end only while the unit is busy and every other unit
 * idle, as the loop would give it the next slice then. Between such a
 * checked boundary and the first thing the core does besides quiet block
 * runs, a run may go on past the slice's end (turn_extra): quiet
 * instructions show nothing outside the core but guest error logs,
 * which book their slices first (fuc_turn_sync), so the boundaries it
 * crosses are booked when it returns, before anything else happens;
 * the unit is busy at each (running) and nothing can have woken another
 * unit. */
uint64_t fuc_unit_turn(struct sgpu_unit *u, uint64_t budget)
{
	struct fuc *f = u->priv; /* every falcon unit's priv starts with its fuc */
	uint64_t done = 0, booked = 0;
	bool clean = true; /* checked at booked, only quiet runs since */
	for (;;) {
		uint64_t end = budget - booked > SGPU_RUN_SLICE ? booked + SGPU_RUN_SLICE : budget;
		f->step_spent = done - booked;
		f->turn_extra = clean ? budget - end : 0;
		f->turn_booked = 0;
		done += fuc_step(f, end - done);
		clean = f->turn_extra != 0;
		f->turn_extra = 0;
		booked += f->turn_booked; /* guest error logs inside the run */
		if (done < end || done == budget)
			return done; /* idle before the slice's end, or the budget's end */
		uint64_t whole = (done - booked) / SGPU_RUN_SLICE * SGPU_RUN_SLICE;
		sgpu_run_booked(u->dev, whole);
		booked += whole;
		if (done == booked) {
			if (!u->cls->busy(u) || !sgpu_dev_others_idle(u))
				return done;
			clean = true;
		}
	}
}

/* ------------------------------------------------------------------ standalone */

/* The standalone harness registers (softgpu's own, docs/hw/falcon.md),
 * engine IO at host 0x400 / I[0x10000]: CONSOLE collects bytes the code
 * writes (the CLI prints them), RESULT is a word the CLI reports. */
#define SA_CONSOLE 0x400
#define SA_RESULT 0x404

static bool sa_io_read(void *ctx, uint32_t off, unsigned idx, uint32_t *v)
{
	struct sgpu_unit *u = ctx;
	struct fuc_standalone *s = u->priv;
	(void)idx;
	if (off == SA_CONSOLE) {
		*v = (uint32_t)s->console_len;
		return true;
	}
	if (off == SA_RESULT) {
		*v = s->result;
		return true;
	}
	return false;
}

static bool sa_io_write(void *ctx, uint32_t off, unsigned idx, uint32_t v)
{
	struct sgpu_unit *u = ctx;
	struct fuc_standalone *s = u->priv;
	(void)idx;
	if (off == SA_CONSOLE) {
		if (s->console_len < sizeof(s->console))
			s->console[s->console_len++] = (char)(v & 0xff);
		return true;
	}
	if (off == SA_RESULT) {
		s->result = v;
		return true;
	}
	return false;
}

static uint32_t fuc_window_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	(void)size;
	return fuc_mmio_read(u->priv, off);
}

static void fuc_window_write(struct sgpu_unit *u, uint32_t off, uint32_t value, unsigned size)
{
	(void)size;
	fuc_mmio_write(u->priv, off, value);
}

const struct sgpu_mmio_ops fuc_unit_window_ops = {fuc_window_read, fuc_window_write};

static sgpu_status sa_init(struct sgpu_unit *u)
{
	const struct fuc_unit_params *p = u->desc->params;
	if (!p)
		return SGPU_ERR_INVALID_ARG;
	struct fuc_host h = {
	        .ctx = u,
	        .io_read = sa_io_read,
	        .io_write = sa_io_write,
	        .ext_access = fuc_unit_ext_phys,
	        .pmc_line = fuc_unit_pmc_line,
	        .ptimer = fuc_unit_ptimer,
	};
	if (!fuc_init(u->priv, &p->fuc, &h, u))
		return SGPU_ERR_NO_MEMORY;
	return sgpu_unit_map_window(u, 0x1000, &fuc_unit_window_ops, fuc_common_regs,
	                            fuc_common_reg_count, SGPU_MMIO_WORD32);
}

static void sa_reset(struct sgpu_unit *u)
{
	struct fuc_standalone *s = u->priv;
	s->console_len = 0;
	s->result = 0;
	fuc_reset(u->priv);
	/* Chip `falcon` has no PMC: its only unit is the interrupt
	 * controller too, so the falcon's PMC-routed lines reach the host. */
	sgpu_irq_set_master(u->dev, true);
	sgpu_irq_set_mask(u->dev, 0xffffffffu);
}

static void sa_fini(struct sgpu_unit *u)
{
	fuc_fini(u->priv);
}

static bool sa_busy(const struct sgpu_unit *u)
{
	return fuc_busy(u->priv);
}

static uint64_t sa_step(struct sgpu_unit *u, uint64_t budget)
{
	return fuc_unit_turn(u, budget);
}

const struct sgpu_unit_class fuc_standalone_class = {
        .name = "FALCON",
        .description = "a standalone falcon microprocessor; xfer ports 0-3 VRAM, 4-7 system memory",
        .priv_size = sizeof(struct fuc_standalone),
        .init = sa_init,
        .reset = sa_reset,
        .fini = sa_fini,
        .busy = sa_busy,
        .step = sa_step,
        .long_turns = true,
};

/* ------------------------------------------------------------------ loading */

bool fuc_unit_load_code(struct fuc *f, uint32_t phys, const void *image, size_t len)
{
	const uint8_t *img = image;
	if (phys & 0xff || phys > f->p->code_size || len > f->p->code_size - phys)
		return false;
	/* as a host would: CODE_VIRT, CODE_INDEX with write autoincrement, CODE */
	for (size_t p = 0; p * 0x100 < len; p++) {
		fuc_mmio_write(f, 0x188, (uint32_t)(phys / 0x100 + p));
		fuc_mmio_write(f, 0x180, (uint32_t)(phys + p * 0x100) | 1u << 24);
		for (size_t w = 0; w < 0x40; w++) {
			uint32_t v = 0;
			for (size_t b = 0; b < 4; b++) {
				size_t i = p * 0x100 + w * 4 + b;
				if (i < len)
					v |= (uint32_t)img[i] << (8 * b);
			}
			fuc_mmio_write(f, 0x184, v);
		}
	}
	return true;
}
