/* The 3D pipeline's seam (r5xx_3d.h, docs/hw/r5xx.md "The 3D seam"): it
 * stores every 3D register (VAP, GA, SU, SC, RS, US, TX, ZB, CB, ...) so
 * traces and reads work, decodes each draw into a struct r5xx_draw, counts
 * the VAP port words that follow it and hands all of it to the installed
 * hooks: the VAP engine it creates (r5xx_3d_engine.h, docs/hw/r5xx-3d.md);
 * without hooks it logs UNIMP. */
#include <stddef.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"
#include "amd/r5xx/r5xx_3d.h"
#include "amd/r5xx/r5xx_us.h"
#include "amd/r5xx/r5xx_3d_engine.h"

#define LEGACY_BASE 0x1800u
#define LEGACY_WORDS ((0x5000u - LEGACY_BASE) / 4)
#define US_BASE 0x9000u
#define US_WORDS (0x3000u / 4)

struct r3d_state {
	uint32_t regs[LEGACY_WORDS];
	uint32_t us[US_WORDS];
	uint64_t draws;
	uint32_t port_left; /* stream dwords the current draw still expects */
	uint64_t debt;      /* steps of engine work the run loop still owes */
};

struct r5xx_3d {
	struct r3d_state s; /* cleared by a device reset */
	struct r5xx_3d_hooks hooks;
	/* the fragment shader's registers and memories (r5xx_us.h): the US
	 * registers and GA_US_VECTOR_* go there, reads come from there */
	struct r5xx_us us;
	struct r5xx_3d_engine *engine; /* the VAP, created with the unit */
};

/* VAP_VPORT_* live at 0x1d98-0x1dac and again at 0x2098-0x20ac (L6683-L6712):
 * one register, two addresses */
static uint32_t alias(uint32_t addr)
{
	return addr >= 0x2098 && addr <= 0x20ac ? addr - 0x300 : addr;
}

static uint32_t *slot(struct r5xx_3d *d, uint32_t addr)
{
	addr = alias(addr);
	if (addr >= LEGACY_BASE && addr < 0x5000)
		return &d->s.regs[(addr - LEGACY_BASE) / 4];
	if (addr >= US_BASE && addr < US_BASE + 0x3000)
		return &d->s.us[(addr - US_BASE) / 4];
	return NULL;
}

static uint32_t reg(const struct r5xx_3d *d, uint32_t addr)
{
	addr = alias(addr);
	if (addr >= LEGACY_BASE && addr < 0x5000)
		return d->s.regs[(addr - LEGACY_BASE) / 4];
	if (addr >= US_BASE && addr < US_BASE + 0x3000)
		return d->s.us[(addr - US_BASE) / 4];
	return 0;
}

/* r5xx_3d_reg (r5xx_3d.h) reads plain registers from here inline */
_Static_assert(offsetof(struct r5xx_3d, s) == 0 && offsetof(struct r3d_state, regs) == 0,
               "the legacy register file starts the R3D unit's state");

uint32_t r5xx_3d_reg_slow(const struct sgpu_unit *r3d, uint32_t addr)
{
	const struct r5xx_3d *d = r3d->priv;
	uint32_t v;
	/* only the US's own addresses ask it (GA_US_VECTOR_*, US_* at
	 * 0x4600-0x46ff and 0x4c00-0x4c7f, the code space): the rest of the
	 * register file is read per pixel by the back end */
	bool us = addr == R5XX_GA_US_VECTOR_INDEX || addr == R5XX_GA_US_VECTOR_DATA ||
	          (addr >= 0x4600 && addr < 0x4700) || (addr >= 0x4c00 && addr < 0x4c80) ||
	          addr >= US_BASE;
	if (us && slot((struct r5xx_3d *)d, addr) && r5xx_us_reg_read(&d->us, addr, &v))
		return v;
	return reg(d, addr);
}

struct r5xx_us *r5xx_3d_us(struct sgpu_unit *r3d)
{
	struct r5xx_3d *d = r3d->priv;
	return &d->us;
}

void r5xx_3d_set_hooks(struct sgpu_unit *r3d, const struct r5xx_3d_hooks *hooks)
{
	struct r5xx_3d *d = r3d->priv;
	d->hooks = hooks ? *hooks : (struct r5xx_3d_hooks){0};
}

struct r5xx_3d_engine *r5xx_3d_engine_of(struct sgpu_unit *r3d)
{
	struct r5xx_3d *d = r3d->priv;
	return d->engine && d->hooks.user == d->engine ? d->engine : NULL;
}

bool r5xx_3d_live(uint32_t addr)
{
	/* VAP_PVS_VECTOR_INDX_REG, _DATA_REG, _DATA_REG_128 (L6590-L6602);
	 * GA_US_VECTOR_INDEX, _DATA (L5110-L5120) */
	/* and the state-based vertex registers VAP_VTX_ST_* (L6790-L7004) */
	/* and the back end's registers with side effects (r5xx_rast_reg_live:
	 * Z-pass counts, HiZ RAM ports, cache status, the line stipple
	 * accumulator) */
	return (addr >= 0x2200 && addr <= 0x2208) || addr == 0x4250 || addr == 0x4254 ||
	       (addr >= 0x2300 && addr <= 0x24ac) || r5xx_rast_reg_live(addr);
}

void r5xx_3d_charge(struct sgpu_unit *r3d, uint64_t steps)
{
	struct r5xx_3d *d = r3d->priv;
	d->s.debt += steps;
}

static uint32_t num_vertices(const struct r5xx_3d *d, uint32_t vf)
{
	/* USE_ALT_NUM_VERTS, bit 14 (L6670; VAP_ALT_NUM_VERTICES L6316-L6319) */
	return vf >> 14 & 1 ? reg(d, R5XX_VAP_ALT_NUM_VERTICES) & 0xffffff : vf >> 16;
}

/* L1646-L1658 say NUM_VERTICES - 1; the packet descriptions, the radeon
 * CS checker (r100_cs_track_check: IMMD needs vtx_size * nverts dwords)
 * and Mesa's r300 (count << 16 with count indices) say NUM_VERTICES. */
static uint32_t expect_dwords(const struct r5xx_3d *d, uint32_t vf)
{
	uint64_t nv = num_vertices(d, vf);
	switch (vf >> 4 & 3) {
	case R5XX_WALK_INDICES:
		if (vf >> 11 & 1) /* INDEX_SIZE: 32-bit */
			return (uint32_t)nv;
		/* PRIM_TYPE 7: a 16-bit wFlags after every third index (L6659-L6664) */
		if ((vf & 15) == 7)
			nv += nv / 3;
		return (uint32_t)((nv + 1) / 2);
	case R5XX_WALK_DATA: {
		uint64_t n = nv * (reg(d, R5XX_VAP_VTX_SIZE) & 0x7f);
		return n > UINT32_MAX ? UINT32_MAX : (uint32_t)n;
	}
	default: return 0;
	}
}

uint32_t r5xx_3d_expect_dwords(const struct sgpu_unit *r3d, uint32_t vf_cntl)
{
	return expect_dwords(r3d->priv, vf_cntl);
}

static const char *trigger_name(unsigned opcode)
{
	return opcode ? r5xx_pm4_opcode_name(opcode) : "VAP_VF_CNTL write";
}

/* The draw a trigger describes; data is the packet's stream part (n
 * dwords; NULL, 0 for the register trigger). */
static struct r5xx_draw describe(const struct r5xx_3d *d, unsigned op, uint32_t vtx_fmt,
                                 uint32_t vf, const uint32_t *data, uint32_t n)
{
	struct r5xx_draw dr = {.opcode = op,
	                       .vtx_fmt = vtx_fmt,
	                       .vf_cntl = vf,
	                       .prim = vf & 15,
	                       .walk = (enum r5xx_walk)(vf >> 4 & 3),
	                       .index32 = vf >> 11 & 1,
	                       .num_vertices = num_vertices(d, vf),
	                       .data = data,
	                       .port_128 = op == PM4_3D_DRAW_128};
	if (op == PM4_MPEG_INDEX) {
		dr.src = R5XX_DRAW_SRC_MPEG;
		dr.expect_dwords = n;
	} else {
		dr.expect_dwords = expect_dwords(d, vf);
		dr.src = dr.expect_dwords || n ? R5XX_DRAW_SRC_STREAM : R5XX_DRAW_SRC_NONE;
	}
	dr.data_dwords = n < dr.expect_dwords ? n : dr.expect_dwords;
	dr.extra_dwords = n - dr.data_dwords;
	dr.port_dwords = dr.expect_dwords - dr.data_dwords;
	return dr;
}

/* What the VAP leaves undefined (L1642), what the radeon CS checker
 * (r100.c/r300.c) rejects and what 3D_DRAW_128 cannot do (L1334-L1352,
 * L1644): GUEST_ERRORs, the draw goes on. */
static void check_draw(struct sgpu_unit *u, const char *how, const struct r5xx_draw *dr)
{
	unsigned op = dr->opcode;
	if (dr->extra_dwords)
		sgpu_guest_error(
		        u,
		        "3D draw (%s): %u stream dwords where the walk expects %u (seed 001 "
		        "L1642: undefined); the last %u are dropped",
		        how, dr->data_dwords + dr->extra_dwords, dr->expect_dwords,
		        dr->extra_dwords);
	if ((op == PM4_3D_DRAW_IMMD || op == PM4_3D_DRAW_IMMD_2) && dr->walk != R5XX_WALK_DATA)
		sgpu_guest_error(u, "3D draw (%s): PRIM_WALK %u, not 3 (vertex data)", how,
		                 dr->walk);
	if (op == PM4_3D_DRAW_128 &&
	    (dr->walk != R5XX_WALK_INDICES || (dr->prim != 2 && dr->prim != 4)))
		sgpu_guest_error(u,
		                 "3D draw (3D_DRAW_128): only indexed line and triangle lists "
		                 "(PRIM_TYPE %u, PRIM_WALK %u)",
		                 dr->prim, dr->walk);
}

/* A trigger: VF_CNTL is stored, the draw described, checked and handed
 * to the engine's hook (UNIMP without one). */
static void trigger(struct sgpu_unit *u, unsigned op, uint32_t vtx_fmt, uint32_t vf,
                    const uint32_t *data, uint32_t n)
{
	struct r5xx_3d *d = u->priv;
	const char *how = trigger_name(op);
	if (d->s.port_left)
		sgpu_guest_error(u,
		                 "3D draw (%s) while the previous draw still expects %u port "
		                 "dwords (seed 001 L1642: undefined); that draw ends short",
		                 how, d->s.port_left);
	*slot(d, R5XX_VAP_VF_CNTL) = vf;
	struct r5xx_draw dr = describe(d, op, vtx_fmt, vf, data, n);
	check_draw(u, how, &dr);
	d->s.draws++;
	d->s.port_left = dr.port_dwords;
	if (d->hooks.draw) {
		d->hooks.draw(d->hooks.user, u, &dr);
		return;
	}
	sgpu_unimp(u,
	           "3D draw (%s): PRIM_TYPE %u, PRIM_WALK %u, %u vertices, %u data dwords: "
	           "not rendered",
	           how, dr.prim, dr.walk, dr.num_vertices, op == PM4_MPEG_INDEX ? 4 * n : n);
}

static bool is_port(uint32_t addr)
{
	return (addr >= R5XX_VAP_PORT_DATA0 && addr < R5XX_VAP_PORT_IDX0 + 0x40) ||
	       addr == R5XX_VAP_PORT_DATA_IDX_128;
}

/* A dword written to a VAP port: the stream of the current draw. */
static void port_write(struct sgpu_unit *u, uint32_t addr, uint32_t v)
{
	struct r5xx_3d *d = u->priv;
	if (!d->s.port_left) {
		sgpu_guest_error(u,
		                 "%s write 0x%08x with no draw expecting stream dwords "
		                 "(seed 001 L1642): dropped",
		                 r5xx_reg_name(addr), v);
		return;
	}
	bool last = --d->s.port_left == 0;
	if (d->hooks.port)
		d->hooks.port(d->hooks.user, u, addr, v, last);
}

static uint32_t r3d_read(struct sgpu_unit *u, uint32_t addr)
{
	struct r5xx_3d *d = u->priv;
	uint32_t v = r5xx_3d_reg(u, addr);
	if (r5xx_3d_live(addr) && d->hooks.reg_read)
		return d->hooks.reg_read(d->hooks.user, u, addr, v);
	return v;
}

static void r3d_write(struct sgpu_unit *u, uint32_t addr, uint32_t v, bool from_cp)
{
	struct r5xx_3d *d = u->priv;
	uint32_t *p = slot(d, addr);
	(void)from_cp;
	if (!p)
		return;
	if (r5xx_us_reg_write(&d->us, addr, v)) {
		*p = v;
		return;
	}
	if (is_port(addr)) {
		*p = v;
		port_write(u, addr, v);
		return;
	}
	/* seed 001 L1638: a VF_CNTL write with PRIM_TYPE != 0 is the trigger */
	if (addr == R5XX_VAP_VF_CNTL && (v & 15)) {
		trigger(u, 0, 0, v, NULL, 0);
		return;
	}
	*p = v;
	if (r5xx_3d_live(addr) && d->hooks.reg_write)
		d->hooks.reg_write(d->hooks.user, u, addr, v);
}

/* Every 3D register but the draw trigger, the ports and the US registers
 * only stores. */
static uint32_t *r3d_plain_reg(struct sgpu_unit *u, uint32_t addr)
{
	struct r5xx_3d *d = u->priv;
	uint32_t v;
	if (addr == R5XX_VAP_VF_CNTL || is_port(addr) || r5xx_3d_live(addr) ||
	    r5xx_us_reg_read(&d->us, addr, &v))
		return NULL;
	return slot(d, addr);
}

/* A draw packet's VF_CNTL ordinal and the stream dwords after it. */
static void draw_packet(struct sgpu_unit *u, unsigned op, uint32_t vtx_fmt, uint32_t vf,
                        const uint32_t *data, uint32_t n)
{
	struct r5xx_3d *d = u->priv;
	if (vf & 15) {
		trigger(u, op, vtx_fmt, vf, data, n);
		return;
	}
	/* PRIM_TYPE 0 "will not trigger" (L6659): the dwords find no draw */
	*slot(d, R5XX_VAP_VF_CNTL) = vf;
	if (n)
		sgpu_guest_error(u,
		                 "%s with PRIM_TYPE 0 triggers no draw; its %u stream dwords are "
		                 "dropped",
		                 r5xx_pm4_opcode_name(op), n);
}

/* MPEG_INDEX: the selected registers (r5xx_mpeg_index_regs), VF_CNTL,
 * NUM_INDICES, the first indices; a malformed body writes nothing. */
static bool mpeg_index(struct sgpu_unit *u, const uint32_t *b, uint32_t n)
{
	struct r5xx_3d *d = u->priv;
	uint32_t i = r5xx_mpeg_index_vf(b, n);
	if (!i)
		return false;
	uint32_t mask = b[0] & 0xfffff;
	for (unsigned k = 0, j = 1; k < 20; k++)
		if (mask >> k & 1)
			*slot(d, r5xx_mpeg_index_regs[k]) = b[j++];
	uint32_t vf = b[i], count = b[i + 1] & 0x3fff;
	/* the FIRST_INDEX dwords; any dummies after them are ignored (L1456) */
	draw_packet(u, PM4_MPEG_INDEX, 0, vf, b + i + 2, count);
	return true;
}

static bool load_vbpntr(struct sgpu_unit *u, const uint32_t *b, uint32_t n)
{
	/* seed 001 L1356-L1384; an odd count ends with ATTR and one ADDR, as
	 * the radeon CS checker (r100_packet3_load_vbpntr) and Mesa's r300
	 * ((count * 3 + 1) / 2 body dwords after VTX_NUM_ARRAYS) build it */
	struct r5xx_3d *d = u->priv;
	uint32_t arrays = b[0] & 0x1f;
	if (arrays > 16 || n != 1 + (arrays / 2) * 3 + (arrays & 1) * 2)
		return false;
	*slot(d, R5XX_VAP_VTX_NUM_ARRAYS) = b[0];
	for (uint32_t i = 1; i < n; i++)
		*slot(d, R5XX_VAP_VTX_AOS_ATTR01 + 4 * (i - 1)) = b[i];
	return true;
}

static bool r3d_packet(struct sgpu_unit *u, unsigned op, const uint32_t *b, uint32_t n)
{
	struct r5xx_3d *d = u->priv;
	switch (op) {
	case PM4_3D_DRAW_VBUF: /* [VAP_VTX_FMT][VAP_VF_CNTL] stream... (L1258-L1298) */
	case PM4_3D_DRAW_IMMD:
	case PM4_3D_DRAW_INDX:
		if (n < 2)
			return false;
		draw_packet(u, op, b[0], b[1], b + 2, n - 2);
		return true;
	case PM4_3D_DRAW_VBUF_2: /* [VAP_VF_CNTL] stream... (L1300-L1352) */
	case PM4_3D_DRAW_IMMD_2:
	case PM4_3D_DRAW_INDX_2:
	case PM4_3D_DRAW_128: draw_packet(u, op, 0, b[0], b + 1, n - 1); return true;
	case PM4_3D_LOAD_VBPNTR: return load_vbpntr(u, b, n);
	case PM4_3D_CLEAR_HIZ: /* L1386-L1398 */
		if (n != 3)
			return false;
		if (d->hooks.clear_hiz)
			d->hooks.clear_hiz(d->hooks.user, u, b[0], b[1] & 0x3fff, b[2]);
		else
			sgpu_unimp(
			        u,
			        "3D_CLEAR_HIZ start %u count %u value 0x%08x: HiZ RAM not modelled",
			        b[0], b[1] & 0x3fff, b[2]);
		return true;
	case PM4_3D_CLEAR_ZMASK: /* Mesa r300_emit_zmask_clear: START, COUNT, value */
		if (n != 3)
			return false;
		if (d->hooks.clear_zmask)
			d->hooks.clear_zmask(d->hooks.user, u, b[0], b[1], b[2]);
		else
			sgpu_unimp(u, "3D_CLEAR_ZMASK start %u count %u value 0x%08x: no ZMASK RAM",
			           b[0], b[1], b[2]);
		return true;
	case PM4_3D_CLEAR_CMASK: /* Mesa r300_emit_cmask_clear: START, COUNT, value */
		if (n != 3)
			return false;
		sgpu_unimp(u, "3D_CLEAR_CMASK start %u count %u value 0x%08x: CMASK not modelled",
		           b[0], b[1], b[2]);
		return true;
	case PM4_MPEG_INDEX: return mpeg_index(u, b, n);
	default: return false;
	}
}

static void r3d_soft_reset(struct sgpu_unit *u)
{
	/* register contents survive a soft reset; a draw waiting for its
	 * stream does not */
	struct r5xx_3d *d = u->priv;
	d->s.port_left = 0;
}

static sgpu_status r3d_init(struct sgpu_unit *u)
{
	struct r5xx_3d *d = u->priv;
	r5xx_us_init(&d->us, u->dev, u->log_cat);
	d->engine = r5xx_3d_engine_new(u);
	return d->engine ? SGPU_OK : SGPU_ERR_NO_MEMORY;
}

static void r3d_fini(struct sgpu_unit *u)
{
	struct r5xx_3d *d = u->priv;
	r5xx_3d_engine_free(d->engine);
	d->engine = NULL;
}

static void r3d_reset(struct sgpu_unit *u)
{
	struct r5xx_3d *d = u->priv;
	memset(&d->s, 0, sizeof(d->s));
	r5xx_us_init(&d->us, u->dev, u->log_cat); /* keeps the installed sampler */
	if (d->engine)
		r5xx_3d_engine_reset(d->engine);
}

/* The engine's work is done when a draw arrives; the unit then spends its
 * cost in the run loop (r5xx_3d_charge). */
static bool r3d_busy(const struct sgpu_unit *u)
{
	const struct r5xx_3d *d = u->priv;
	return d->s.debt != 0;
}

static uint64_t r3d_step(struct sgpu_unit *u, uint64_t budget)
{
	struct r5xx_3d *d = u->priv;
	uint64_t n = d->s.debt < budget ? d->s.debt : budget;
	d->s.debt -= n;
	if (n && !d->s.debt) {
		/* idle again: GUI_IDLE may be due (r5xx_rbbm.c); the whole
		 * slices of a long turn are model time first */
		sgpu_run_booked(u->dev, n / SGPU_RUN_SLICE * SGPU_RUN_SLICE);
		struct sgpu_unit *rbbm = sgpu_dev_unit(u->dev, "RBBM");
		if (rbbm)
			((const struct r5xx_rbbm_iface *)rbbm->cls->iface)->work_done(rbbm);
	}
	return n ? n : 1;
}

static bool r3d_idle(const struct sgpu_unit *u)
{
	return !r3d_busy(u);
}

static const struct r5xx_block_iface r3d_iface = {
        .idle = r3d_idle,
        .read = r3d_read,
        .write = r3d_write,
        .soft_reset = r3d_soft_reset,
        .packet = r3d_packet,
        .plain_reg = r3d_plain_reg,
};

const struct sgpu_unit_class r5xx_3d_class = {
        .name = "R3D",
        .description = "3D pipeline: stores 3D registers, decodes draws for the 3D engine (VAP "
                       "and PVS, setup, raster, US, TX, back end)",
        .priv_size = sizeof(struct r5xx_3d),
        .init = r3d_init,
        .reset = r3d_reset,
        .fini = r3d_fini,
        .busy = r3d_busy,
        .step = r3d_step,
        /* its steps only spend the cost of work already done: nothing
         * visible happens in them, so one turn may take them all */
        .long_turns = true,
        .iface = &r3d_iface,
};
