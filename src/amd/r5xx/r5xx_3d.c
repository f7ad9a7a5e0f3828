/* The 3D pipeline's seam: a stub that stores every 3D register (VAP, GA,
 * SU, SC, RS, US, TX, ZB, CB, ...) so traces and reads work, decodes the
 * 3D packets and logs UNIMP for each draw. The real pipeline is a later
 * issue; it replaces this unit's packet and write hooks. */
#include <string.h>

#include "amd/r5xx/r5xx.h"

#define VAP_VF_CNTL 0x2084
#define VAP_VTX_NUM_ARRAYS 0x20c0
#define VAP_VTX_AOS_ATTR01 0x20c4
#define LEGACY_BASE 0x1800u
#define LEGACY_WORDS ((0x5000u - LEGACY_BASE) / 4)
#define US_BASE 0x9000u
#define US_WORDS (0x3000u / 4)

struct r5xx_3d {
	uint32_t regs[LEGACY_WORDS];
	uint32_t us[US_WORDS];
	uint64_t draws;
};

static uint32_t *slot(struct r5xx_3d *d, uint32_t addr)
{
	if (addr >= LEGACY_BASE && addr < 0x5000)
		return &d->regs[(addr - LEGACY_BASE) / 4];
	if (addr >= US_BASE && addr < US_BASE + 0x3000)
		return &d->us[(addr - US_BASE) / 4];
	return NULL;
}

static void draw(struct sgpu_unit *u, const char *how, uint32_t vf_cntl, uint32_t words)
{
	struct r5xx_3d *d = u->priv;
	d->draws++;
	sgpu_unimp(u,
	           "3D draw (%s): PRIM_TYPE %u, PRIM_WALK %u, %u vertices, %u data dwords: "
	           "not rendered",
	           how, vf_cntl & 15, vf_cntl >> 4 & 3, vf_cntl >> 16, words);
}

static uint32_t r3d_read(struct sgpu_unit *u, uint32_t addr)
{
	uint32_t *p = slot(u->priv, addr);
	return p ? *p : 0;
}

static void r3d_write(struct sgpu_unit *u, uint32_t addr, uint32_t v, bool from_cp)
{
	uint32_t *p = slot(u->priv, addr);
	(void)from_cp;
	if (!p)
		return;
	*p = v;
	/* seed 001 L1638: a VF_CNTL write with PRIM_TYPE != 0 is the trigger */
	if (addr == VAP_VF_CNTL && (v & 15))
		draw(u, "VAP_VF_CNTL write", v, 0);
}

/* Every 3D register but the draw trigger only stores. */
static uint32_t *r3d_plain_reg(struct sgpu_unit *u, uint32_t addr)
{
	return addr == VAP_VF_CNTL ? NULL : slot(u->priv, addr);
}

static bool r3d_packet(struct sgpu_unit *u, unsigned op, const uint32_t *b, uint32_t n)
{
	struct r5xx_3d *d = u->priv;
	switch (op) {
	case PM4_3D_DRAW_VBUF:
	case PM4_3D_DRAW_IMMD:
	case PM4_3D_DRAW_INDX:
		if (n < 2)
			return false;
		d->regs[(VAP_VF_CNTL - LEGACY_BASE) / 4] = b[1];
		draw(u, r5xx_pm4_opcode_name(op), b[1], n - 2);
		return true;
	case PM4_3D_DRAW_VBUF_2:
	case PM4_3D_DRAW_IMMD_2:
	case PM4_3D_DRAW_INDX_2:
	case PM4_3D_DRAW_128:
		d->regs[(VAP_VF_CNTL - LEGACY_BASE) / 4] = b[0];
		draw(u, r5xx_pm4_opcode_name(op), b[0], n - 1);
		return true;
	case PM4_3D_LOAD_VBPNTR: { /* seed 001 L1356-L1384 */
		uint32_t arrays = b[0] & 0x1f;
		if (arrays > 16 || n != 1 + (arrays / 2) * 3 + (arrays & 1) * 2)
			return false;
		d->regs[(VAP_VTX_NUM_ARRAYS - LEGACY_BASE) / 4] = b[0];
		for (uint32_t i = 1; i < n; i++)
			d->regs[(VAP_VTX_AOS_ATTR01 - LEGACY_BASE) / 4 + i - 1] = b[i];
		return true;
	}
	case PM4_3D_CLEAR_HIZ:
		if (n != 3)
			return false;
		sgpu_unimp(u, "3D_CLEAR_HIZ start %u count %u value 0x%08x: HiZ RAM not modelled",
		           b[0], b[1] & 0x3fff, b[2]);
		return true;
	case PM4_MPEG_INDEX: { /* seed 001 L1422-L1456 */
		static const uint32_t mask_regs[20] = {0x22d0, 0x22d8, 0x2150, 0x2154, 0x2158,
		                                       0x215c, 0x2090, 0x2094, 0x20c0, 0x4300,
		                                       0x4304, 0x4104, 0x4630, 0x4630, 0x4630,
		                                       0x4630, 0x4600, 0x4e4c, 0x4e28, 0x4e38};
		uint32_t i = 1, mask = b[0] & 0xfffff;
		for (unsigned k = 0; k < 20; k++)
			if (mask >> k & 1) {
				if (i >= n)
					return false;
				*slot(d, mask_regs[k]) = b[i++];
			}
		if (i + 2 > n)
			return false;
		uint32_t vf = b[i++], count = b[i++] & 0x3fff;
		if (i + count > n)
			return false;
		d->regs[(VAP_VF_CNTL - LEGACY_BASE) / 4] = vf;
		draw(u, "MPEG_INDEX", vf, 4 * count);
		return true;
	}
	default: return false;
	}
}

static void r3d_soft_reset(struct sgpu_unit *u)
{
	(void)u; /* register contents survive a soft reset */
}

static sgpu_status r3d_init(struct sgpu_unit *u)
{
	(void)u;
	return SGPU_OK;
}

static void r3d_reset(struct sgpu_unit *u)
{
	memset(u->priv, 0, sizeof(struct r5xx_3d));
}

static const struct r5xx_block_iface r3d_iface = {
        .read = r3d_read,
        .write = r3d_write,
        .soft_reset = r3d_soft_reset,
        .packet = r3d_packet,
        .plain_reg = r3d_plain_reg,
};

const struct sgpu_unit_class r5xx_3d_class = {
        .name = "R3D",
        .description = "3D pipeline stub: stores 3D registers, logs UNIMP for draws",
        .priv_size = sizeof(struct r5xx_3d),
        .init = r3d_init,
        .reset = r3d_reset,
        .iface = &r3d_iface,
};
