/* The RBBM (register backbone manager): owns the MMIO aperture and routes
 * every register access, from the host or from the CP, to the block that
 * owns the register; holds GEN_INT_CNTL/STATUS, RBBM_SOFT_RESET and
 * RBBM_STATUS. docs/hw/r5xx.md, "Register file" and "Interrupts". */
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"

#define SOFT_RESET_CP (1u << 0) /* radeon_reg.h RADEON_SOFT_RESET_CP */
#define SOFT_RESET_E2 (1u << 5)
#define SOFT_RESET_RB (1u << 6)
#define SOFT_RESET_3D_MASK 0xffffff9eu /* every other bit: 3D blocks (VAP, GA, ...) */

#define RBBM_CP_CMDSTRM_BUSY (1u << 16)
#define RBBM_E2_BUSY (1u << 17)
#define RBBM_RB2D_BUSY (1u << 18)
#define RBBM_3D_BUSY (7u << 19) /* RB3D_BUSY 19, VAP_BUSY 20, RE_BUSY 21 (rv515d.h, rs600d.h) */
#define RBBM_ACTIVE (1u << 31)
#define RBBM_FIFO_SLOTS 64u /* CMDFIFO_AVAIL 6:0 (rs600d.h) */

/* Registers of blocks the model does not have (clocks, bus, host data
 * path, memory controller, HDP surfaces): stored only, so that the
 * drivers' read-modify-writes read back what they wrote. RBBM space
 * 0x0000-0x06ff, then SURFACE_CNTL and the eight surfaces 0x0b00-0x0b7f. */
#define MISC_WORDS (0x700 / 4 + 0x80 / 4)
#define MM_INDEX 0x0000u /* radeon_reg.h: indirect register access */
#define MM_DATA 0x0004u
#define MC_IND_INDEX 0x0070u /* rv515/r520: the memory controller's index */
#define MC_IND_DATA 0x0074u
#define MC_WORDS 0x200u
#define R520_MC_STATUS_IDLE (1u << 1) /* r520d.h; MC register 0 is MC_STATUS */

struct r5xx_rbbm {
	uint32_t int_cntl, int_status, soft_reset;
	uint32_t wait_until, isync_cntl, guicntl;
	uint32_t misc[MISC_WORDS];
	uint32_t mc[MC_WORDS];
	unsigned mm_depth;          /* MM_DATA reaching MM_DATA: no recursion */
	struct sgpu_unit *block[5]; /* by enum r5xx_owner */
	struct sgpu_reg_name *names[8];
};

static const struct r5xx_block_iface *block_of(struct sgpu_unit *u)
{
	return u ? u->cls->iface : NULL;
}

static void update_irq(struct sgpu_unit *u)
{
	struct r5xx_rbbm *r = u->priv;
	if (u->desc->irq_line >= 0)
		sgpu_irq_set(u->dev, (unsigned)u->desc->irq_line,
		             (r->int_status & r->int_cntl) != 0);
}

static void rbbm_raise(struct sgpu_unit *u, uint32_t bits)
{
	struct r5xx_rbbm *r = u->priv;
	r->int_status |= bits;
	update_irq(u);
}

static bool busy(struct r5xx_rbbm *r, enum r5xx_owner o)
{
	struct sgpu_unit *u = r->block[o];
	const struct r5xx_block_iface *b = block_of(u);
	return u && b->idle && !b->idle(u);
}

/* The CP as RBBM_STATUS shows it: busy while it has work and also while
 * it is halted on an error, as a hung microengine is. The radeon driver
 * relies on that: r100_gpu_is_lockup and rs600_asic_reset do nothing
 * unless GUI_ACTIVE is set. CP_STAT.CP_BUSY (31) is exactly that. */
static bool cp_active(struct r5xx_rbbm *r)
{
	struct sgpu_unit *u = r->block[R5XX_OWN_CP];
	return u && (block_of(u)->read(u, R5XX_CP_STAT) >> 31 & 1);
}

/* Free entries of the 2D engine's 64-entry register FIFO: what
 * RADEONWaitForFifo and r100_rbbm_fifo_wait_for_entry poll. */
static uint32_t fifo_avail(struct r5xx_rbbm *r)
{
	struct sgpu_unit *u = r->block[R5XX_OWN_E2];
	const struct r5xx_block_iface *b = block_of(u);
	unsigned used = u && b->fifo_used ? b->fifo_used(u) : 0;
	return used < RBBM_FIFO_SLOTS ? RBBM_FIFO_SLOTS - used : 0;
}

static uint32_t *misc_reg(struct r5xx_rbbm *r, uint32_t addr)
{
	if (addr < 0x700)
		return &r->misc[addr / 4];
	if (addr >= 0x0b00 && addr < 0x0b80)
		return &r->misc[0x700 / 4 + (addr - 0x0b00) / 4];
	return NULL;
}

static uint32_t bus_read(struct sgpu_unit *u, uint32_t addr);
static void mmio_write(struct sgpu_unit *u, uint32_t addr, uint32_t v);

static uint32_t mm_data_read(struct sgpu_unit *u)
{
	struct r5xx_rbbm *r = u->priv;
	if (r->mm_depth)
		return 0;
	r->mm_depth++;
	uint32_t v = bus_read(u, r->misc[MM_INDEX / 4] & 0x7ffffffcu);
	r->mm_depth--;
	return v;
}

static uint32_t own_read(struct sgpu_unit *u, uint32_t addr)
{
	struct r5xx_rbbm *r = u->priv;
	switch (addr) {
	case MM_DATA: return mm_data_read(u);
	case MC_IND_DATA: {
		/* the model's memory controller is always idle (what
		 * r520_mc_wait_for_idle waits for); the rest is storage */
		uint32_t i = r->misc[MC_IND_INDEX / 4] & 0xffff;
		return i == 0 ? R520_MC_STATUS_IDLE : r->mc[i % MC_WORDS];
	}
	case R5XX_GEN_INT_CNTL: return r->int_cntl;
	case R5XX_GEN_INT_STATUS: return r->int_status;
	case R5XX_RBBM_SOFT_RESET: return r->soft_reset;
	case R5XX_WAIT_UNTIL: return r->wait_until;
	case R5XX_ISYNC_CNTL: return r->isync_cntl;
	case R5XX_RBBM_GUICNTL: return r->guicntl;
	case R5XX_RBBM_STATUS:
	case R5XX_RBBM_STATUS_MIRROR:
		/* The CP, the 2D engine and the 3D engine while it spends the
		 * cost of its draws (rs600d.h bit names) */
		return fifo_avail(r) | (cp_active(r) ? RBBM_CP_CMDSTRM_BUSY | RBBM_ACTIVE : 0) |
		       (busy(r, R5XX_OWN_E2) ? RBBM_E2_BUSY | RBBM_RB2D_BUSY | RBBM_ACTIVE : 0) |
		       (busy(r, R5XX_OWN_3D) ? RBBM_3D_BUSY | RBBM_ACTIVE : 0);
	default: {
		uint32_t *m = misc_reg(r, addr);
		return m ? *m : 0;
	}
	}
}

static void soft_reset_block(struct r5xx_rbbm *r, enum r5xx_owner o)
{
	struct sgpu_unit *b = r->block[o];
	if (b && block_of(b)->soft_reset)
		block_of(b)->soft_reset(b);
}

static void own_write(struct sgpu_unit *u, uint32_t addr, uint32_t v, bool from_cp)
{
	struct r5xx_rbbm *r = u->priv;
	switch (addr) {
	case R5XX_GEN_INT_CNTL: r->int_cntl = v; break;
	case R5XX_GEN_INT_STATUS:
		/* 1 acknowledges; SW_INT_FIRE raises SW_INT (radeon_drv.h). */
		r->int_status &= ~(v & ~R5XX_INT_SW_FIRE);
		if (v & R5XX_INT_SW_FIRE)
			r->int_status |= R5XX_INT_SW;
		break;
	case R5XX_RBBM_SOFT_RESET: {
		uint32_t rising = v & ~r->soft_reset;
		r->soft_reset = v;
		if (rising & SOFT_RESET_CP)
			soft_reset_block(r, R5XX_OWN_CP);
		if (rising & (SOFT_RESET_E2 | SOFT_RESET_RB))
			soft_reset_block(r, R5XX_OWN_E2);
		if (rising & SOFT_RESET_3D_MASK)
			soft_reset_block(r, R5XX_OWN_3D);
		break;
	}
	/* The model executes synchronously: every wait is already met. On
	 * R5xx host (PIO) writes are not queued, and these three "can be
	 * programmed only for queued requests" (seed 001 L4040-L4042): only
	 * the CP's writes land. */
	case R5XX_WAIT_UNTIL:
	case R5XX_ISYNC_CNTL:
	case R5XX_RBBM_GUICNTL:
		if (!from_cp) {
			sgpu_guest_error(u,
			                 "host write 0x%08x to 0x%04x ignored: R5xx takes it "
			                 "only from the CP",
			                 v, addr);
			break;
		}
		if (addr == R5XX_WAIT_UNTIL)
			r->wait_until = v;
		else if (addr == R5XX_ISYNC_CNTL)
			r->isync_cntl = v;
		else
			r->guicntl = v; /* HOST_DATA_SWAP: no effect from R300 on */
		break;
	case R5XX_RBBM_STATUS:
	case R5XX_RBBM_STATUS_MIRROR:
		sgpu_guest_error(u, "write 0x%08x to read-only RBBM_STATUS ignored", v);
		break;
	case MM_DATA:
		/* r100_mm_wreg_slow: the register at MM_INDEX, as the host
		 * would write it */
		if (!r->mm_depth) {
			r->mm_depth++;
			mmio_write(u, r->misc[MM_INDEX / 4] & 0x7ffffffcu, v);
			r->mm_depth--;
		}
		break;
	case MC_IND_DATA: r->mc[(r->misc[MC_IND_INDEX / 4] & 0xffff) % MC_WORDS] = v; break;
	default: {
		uint32_t *m = misc_reg(r, addr);
		if (m)
			*m = v;
		break;
	}
	}
	update_irq(u);
}

static void bus_write(struct sgpu_unit *u, uint32_t addr, uint32_t v)
{
	struct r5xx_rbbm *r = u->priv;
	enum r5xx_owner o = r5xx_reg_owner(addr);
	if (o == R5XX_OWN_RBBM) {
		own_write(u, addr, v, true);
		return;
	}
	struct sgpu_unit *b = o == R5XX_OWN_NONE ? NULL : r->block[o];
	if (!b) {
		sgpu_guest_error(u, "register write 0x%08x to unmapped 0x%04x ignored", v, addr);
		return;
	}
	block_of(b)->write(b, addr, v, true);
}

static uint32_t bus_read(struct sgpu_unit *u, uint32_t addr)
{
	struct r5xx_rbbm *r = u->priv;
	enum r5xx_owner o = r5xx_reg_owner(addr);
	if (o == R5XX_OWN_RBBM)
		return own_read(u, addr);
	struct sgpu_unit *b = o == R5XX_OWN_NONE ? NULL : r->block[o];
	if (!b) {
		sgpu_guest_error(u, "register read of unmapped 0x%04x", addr);
		return 0;
	}
	return block_of(b)->read(b, addr);
}

/* ------------------------------------------------------------------ MMIO */

static void mmio_write(struct sgpu_unit *u, uint32_t addr, uint32_t v)
{
	struct r5xx_rbbm *r = u->priv;
	enum r5xx_owner o = r5xx_reg_owner(addr);
	if (o == R5XX_OWN_RBBM) {
		own_write(u, addr, v, false);
		return;
	}
	struct sgpu_unit *b = o == R5XX_OWN_NONE ? NULL : r->block[o];
	if (!b) {
		sgpu_guest_error(u, "MMIO write 0x%08x to unmapped 0x%04x ignored", v, addr);
		return;
	}
	block_of(b)->write(b, addr, v, false);
}

#define REGION_OPS(i)                                                                 \
	static uint32_t rd##i(struct sgpu_unit *u, uint32_t off, unsigned size)       \
	{                                                                             \
		(void)size;                                                           \
		return bus_read(u, r5xx_regions[i].base + off);                       \
	}                                                                             \
	static void wr##i(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned sz) \
	{                                                                             \
		(void)sz;                                                             \
		mmio_write(u, r5xx_regions[i].base + off, v);                         \
	}
REGION_OPS(0)
REGION_OPS(1)
REGION_OPS(2)
REGION_OPS(3)
REGION_OPS(4)
REGION_OPS(5)
static const struct sgpu_mmio_ops region_ops[6] = {{rd0, wr0}, {rd1, wr1}, {rd2, wr2},
                                                   {rd3, wr3}, {rd4, wr4}, {rd5, wr5}};

/* Names of the registers inside one region, relative to its base. */
static struct sgpu_reg_name *region_names(const struct r5xx_region *reg, size_t *count)
{
	size_t n = 0;
	for (unsigned t = 0; t < 2; t++)
		for (size_t i = 0; i < r5xx_reg_table_counts[t]; i++) {
			uint32_t a = r5xx_reg_tables[t][i].addr;
			n += a >= reg->base && a < reg->base + reg->size;
		}
	struct sgpu_reg_name *names = calloc(n ? n : 1, sizeof(*names));
	if (!names)
		return NULL;
	size_t k = 0;
	for (unsigned t = 0; t < 2; t++)
		for (size_t i = 0; i < r5xx_reg_table_counts[t]; i++) {
			uint32_t a = r5xx_reg_tables[t][i].addr;
			if (a >= reg->base && a < reg->base + reg->size)
				names[k++] = (struct sgpu_reg_name){a - reg->base,
				                                    r5xx_reg_tables[t][i].name};
		}
	/* The two tables interleave only in GUI (0x1d98 aliases): sort. */
	for (size_t i = 1; i < k; i++)
		for (size_t j = i; j > 0 && names[j - 1].offset > names[j].offset; j--) {
			struct sgpu_reg_name tmp = names[j];
			names[j] = names[j - 1];
			names[j - 1] = tmp;
		}
	*count = k;
	return names;
}

static sgpu_status rbbm_init(struct sgpu_unit *u)
{
	struct r5xx_rbbm *r = u->priv;
	for (size_t i = 0; i < r5xx_region_count; i++) {
		size_t n = 0;
		r->names[i] = region_names(&r5xx_regions[i], &n);
		if (!r->names[i])
			return SGPU_ERR_NO_MEMORY;
		struct sgpu_mmio_region reg = {
		        .name = r5xx_regions[i].name,
		        .base = r5xx_regions[i].base,
		        .size = r5xx_regions[i].size,
		        .ops = &region_ops[i],
		        .unit = u,
		        .regs = r->names[i],
		        .reg_count = n,
		        .flags = SGPU_MMIO_WORD32,
		};
		sgpu_status st = sgpu_mmio_map(u->dev, &reg);
		if (st != SGPU_OK)
			return st;
	}
	return SGPU_OK;
}

static void rbbm_fini(struct sgpu_unit *u)
{
	struct r5xx_rbbm *r = u->priv;
	for (size_t i = 0; i < 8; i++)
		free(r->names[i]);
}

static void rbbm_reset(struct sgpu_unit *u)
{
	struct r5xx_rbbm *r = u->priv;
	r->int_cntl = r->int_status = r->soft_reset = 0;
	r->wait_until = r->isync_cntl = r->guicntl = 0;
	memset(r->misc, 0, sizeof(r->misc));
	memset(r->mc, 0, sizeof(r->mc));
	r->mm_depth = 0;
	r->block[R5XX_OWN_RBBM] = u;
	r->block[R5XX_OWN_CP] = sgpu_dev_unit(u->dev, "CP");
	r->block[R5XX_OWN_E2] = sgpu_dev_unit(u->dev, "E2");
	r->block[R5XX_OWN_3D] = sgpu_dev_unit(u->dev, "R3D");
	sgpu_irq_set_master(u->dev, true);
	sgpu_irq_set_mask(u->dev, 0xffffffffu);
	update_irq(u);
}

/* GUI_IDLE (bit 19) latches when the CP and the 2D engine have both run
 * dry, and only while it is enabled in GEN_INT_CNTL (docs/hw/r5xx.md); a
 * halted CP is not idle. */
static void rbbm_work_done(struct sgpu_unit *u)
{
	struct r5xx_rbbm *r = u->priv;
	if ((r->int_cntl & R5XX_INT_GUI_IDLE) && !cp_active(r) && !busy(r, R5XX_OWN_E2) &&
	    !busy(r, R5XX_OWN_3D))
		rbbm_raise(u, R5XX_INT_GUI_IDLE);
}

static const struct r5xx_rbbm_iface rbbm_iface = {
        .block = {.read = own_read, .write = own_write},
        .bus_write = bus_write,
        .bus_read = bus_read,
        .raise = rbbm_raise,
        .work_done = rbbm_work_done,
};

const struct sgpu_unit_class r5xx_rbbm_class = {
        .name = "RBBM",
        .description = "register backbone: MMIO routing, interrupts, soft reset",
        .priv_size = sizeof(struct r5xx_rbbm),
        .init = rbbm_init,
        .reset = rbbm_reset,
        .fini = rbbm_fini,
        .iface = &rbbm_iface,
};
