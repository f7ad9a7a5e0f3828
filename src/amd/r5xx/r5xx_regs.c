/* The R5xx register file: names, owners, MMIO regions; GPU memory access;
 * the PM4 opcode table; the 2D format and surface tables. */
#include <string.h>
#include <strings.h>

#include "amd/r5xx/r5xx.h"

static const struct r5xx_reg_info regs_2d[] = {
#include "amd/r5xx/r5xx_regs_2d.inc"
};
static const struct r5xx_reg_info regs_3d[] = {
#include "amd/r5xx/r5xx_regs_3d.inc"
};

/* Both tables, for iteration: r5xx_reg_table holds the CP/2D ones, the
 * accessors below search both. */
const struct r5xx_reg_info *const r5xx_reg_tables[2] = {regs_2d, regs_3d};
const size_t r5xx_reg_table_counts[2] = {sizeof(regs_2d) / sizeof(regs_2d[0]),
                                         sizeof(regs_3d) / sizeof(regs_3d[0])};

static const char *search(const struct r5xx_reg_info *t, size_t n, uint32_t addr)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (t[mid].addr == addr)
			return t[mid].name;
		if (t[mid].addr < addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const char *r5xx_reg_name(uint32_t addr)
{
	for (unsigned i = 0; i < 2; i++) {
		const char *n = search(r5xx_reg_tables[i], r5xx_reg_table_counts[i], addr);
		if (n)
			return n;
	}
	return NULL;
}

bool r5xx_reg_lookup(const char *name, uint32_t *addr)
{
	for (unsigned i = 0; i < 2; i++)
		for (size_t j = 0; j < r5xx_reg_table_counts[i]; j++)
			if (!strcasecmp(r5xx_reg_tables[i][j].name, name)) {
				*addr = r5xx_reg_tables[i][j].addr;
				return true;
			}
	return false;
}

/* docs/hw/r5xx.md, "Register file": who owns which address. */
enum r5xx_owner r5xx_reg_owner(uint32_t addr)
{
	if (addr == R5XX_RBBM_STATUS || addr == R5XX_RBBM_STATUS_MIRROR ||
	    addr == R5XX_WAIT_UNTIL || addr == R5XX_ISYNC_CNTL || addr == R5XX_RBBM_GUICNTL)
		return R5XX_OWN_RBBM;
	if (addr < 0x0700 || (addr >= 0x0b00 && addr < 0x0b80)) /* + SURFACE_* (HDP) */
		return R5XX_OWN_RBBM;
	if (addr < 0x1400)
		return R5XX_OWN_CP;
	if (addr >= R5XX_SCRATCH_REG0 && addr < R5XX_SCRATCH_REG0 + 32)
		return R5XX_OWN_CP;
	if (addr < 0x1800 || addr == 0x3428 || addr == 0x342c)
		return R5XX_OWN_E2;
	if (addr < 0x5000 || (addr >= 0x9000 && addr < 0xc000))
		return R5XX_OWN_3D;
	return R5XX_OWN_NONE;
}

const struct r5xx_region r5xx_regions[] = {
        {"RBBM", 0x0000, 0x0700}, {"CP", 0x0700, 0x0900},  {"PIO", 0x1000, 0x0400},
        {"GUI", 0x1400, 0x0c00},  {"R3D", 0x2000, 0x3000}, {"US", 0x9000, 0x3000},
};
const size_t r5xx_region_count = sizeof(r5xx_regions) / sizeof(r5xx_regions[0]);

/* ------------------------------------------------------------------ memory */

struct sgpu_memspace *r5xx_mem_space(struct sgpu_device *dev, uint32_t gpu_addr, uint64_t *off)
{
	if (gpu_addr >= R5XX_GART_BASE) {
		*off = gpu_addr - R5XX_GART_BASE;
		return sgpu_dev_mem(dev, SGPU_SPACE_SYSMEM);
	}
	*off = gpu_addr;
	return sgpu_dev_mem(dev, SGPU_SPACE_VRAM);
}

bool r5xx_mem_rd32(struct sgpu_device *dev, uint32_t gpu_addr, uint32_t *value)
{
	uint64_t off;
	struct sgpu_memspace *m = r5xx_mem_space(dev, gpu_addr, &off);
	return sgpu_memspace_rd32(m, off, value);
}

bool r5xx_mem_wr32(struct sgpu_device *dev, uint32_t gpu_addr, uint32_t value)
{
	uint64_t off;
	struct sgpu_memspace *m = r5xx_mem_space(dev, gpu_addr, &off);
	return sgpu_memspace_wr32(m, off, value);
}

/* ------------------------------------------------------------------ PM4 opcodes */

static const struct {
	uint8_t op;
	uint8_t owner;
	const char *name;
} opcodes[] = {
        {PM4_NOP, R5XX_OWN_CP, "NOP"},
        {PM4_NEXTCHAR, R5XX_OWN_E2, "NEXTCHAR"},
        {PM4_PLY_NEXTSCAN, R5XX_OWN_E2, "PLY_NEXTSCAN"},
        {PM4_SET_SCISSORS, R5XX_OWN_E2, "SET_SCISSORS"},
        {PM4_PRED_EXEC, R5XX_OWN_CP, "PRED_EXEC"},
        {PM4_COND_EXEC, R5XX_OWN_CP, "COND_EXEC"},
        {PM4_WAIT_SEMAPHORE, R5XX_OWN_CP, "WAIT_SEMAPHORE"},
        {PM4_WAIT_MEM, R5XX_OWN_CP, "WAIT_MEM"},
        {PM4_3D_DRAW_VBUF, R5XX_OWN_3D, "3D_DRAW_VBUF"},
        {PM4_3D_DRAW_IMMD, R5XX_OWN_3D, "3D_DRAW_IMMD"},
        {PM4_3D_DRAW_INDX, R5XX_OWN_3D, "3D_DRAW_INDX"},
        {PM4_LOAD_PALETTE, R5XX_OWN_E2, "LOAD_PALETTE"},
        {PM4_3D_LOAD_VBPNTR, R5XX_OWN_3D, "3D_LOAD_VBPNTR"},
        {PM4_3D_CLEAR_ZMASK, R5XX_OWN_3D, "3D_CLEAR_ZMASK"},
        {PM4_INDX_BUFFER, R5XX_OWN_CP, "INDX_BUFFER"},
        {PM4_3D_DRAW_VBUF_2, R5XX_OWN_3D, "3D_DRAW_VBUF_2"},
        {PM4_3D_DRAW_IMMD_2, R5XX_OWN_3D, "3D_DRAW_IMMD_2"},
        {PM4_3D_DRAW_INDX_2, R5XX_OWN_3D, "3D_DRAW_INDX_2"},
        {PM4_3D_CLEAR_HIZ, R5XX_OWN_3D, "3D_CLEAR_HIZ"},
        {PM4_3D_CLEAR_CMASK, R5XX_OWN_3D, "3D_CLEAR_CMASK"},
        {PM4_3D_DRAW_128, R5XX_OWN_3D, "3D_DRAW_128"},
        {PM4_MPEG_INDEX, R5XX_OWN_3D, "MPEG_INDEX"},
        {PM4_PAINT, R5XX_OWN_E2, "PAINT"},
        {PM4_BITBLT, R5XX_OWN_E2, "BITBLT"},
        {PM4_HOSTDATA_BLT, R5XX_OWN_E2, "HOSTDATA_BLT"},
        {PM4_POLYLINE, R5XX_OWN_E2, "POLYLINE"},
        {PM4_POLYSCANLINES, R5XX_OWN_E2, "POLYSCANLINES"},
        {PM4_PAINT_MULTI, R5XX_OWN_E2, "PAINT_MULTI"},
        {PM4_BITBLT_MULTI, R5XX_OWN_E2, "BITBLT_MULTI"},
        {PM4_TRANS_BITBLT, R5XX_OWN_E2, "TRANS_BITBLT"},
};

const char *r5xx_pm4_opcode_name(unsigned opcode)
{
	for (size_t i = 0; i < sizeof(opcodes) / sizeof(opcodes[0]); i++)
		if (opcodes[i].op == opcode)
			return opcodes[i].name;
	return NULL;
}

enum r5xx_owner r5xx_pm4_opcode_owner(unsigned opcode)
{
	for (size_t i = 0; i < sizeof(opcodes) / sizeof(opcodes[0]); i++)
		if (opcodes[i].op == opcode)
			return (enum r5xx_owner)opcodes[i].owner;
	return R5XX_OWN_NONE;
}

/* ------------------------------------------------------------------ 2D tables */

/* DST_TYPE (seed 001 L740-L758, xf86 RADEON_GMC_DST_*): bytes per pixel.
 * 5 (24 bpp in xf86) is reserved in the seed and refused here. */
/* 5 is reserved in the seed; radeon_reg.h and r128 name it GMC_DST_24BPP
 * (3-byte pixels, r128_state.c packs r << 16 | g << 8 | b). */
static const uint8_t dst_type_bpp[16] = {0, 0, 1, 2, 2, 3, 4, 1, 1, 1, 0, 2, 2, 0, 4, 2};

unsigned r5xx_dst_type_bpp(unsigned dst_type)
{
	return dst_type < 16 ? dst_type_bpp[dst_type] : 0;
}

/* seed 001 L812-L861 */
int r5xx_brush_dwords(unsigned brush_type, unsigned bpp)
{
	switch (brush_type) {
	case 0: return 4;
	case 1: return 3;
	case 6: return 3;
	case 7: return 2;
	case 10: return (int)(16 * (bpp == 3 ? 4 : bpp)); /* 24 bpp stored as 4 bytes */
	case 13:
	case 14: return 1;
	case 15: return 0;
	default: return -1;
	}
}

const char *r5xx_brush_name(unsigned brush_type)
{
	static const char *const names[16] = {
	        "8X8_MONO_FG_BG", "8X8_MONO_FG_LA", "reserved2",       "reserved3",
	        "reserved4",      "reserved5",      "32X1_MONO_FG_BG", "32X1_MONO_FG_LA",
	        "removed8",       "removed9",       "8X8_COLOR",       "reserved11",
	        "reserved12",     "SOLID_COLOR",    "SOLID_COLOR",     "NONE"};
	return names[brush_type & 15];
}

/* ------------------------------------------------------------------ tiling
 * seed 001 §2 (L198-L232) gives the micro-tile and macro-tile sizes; the
 * orders inside them are ours (docs/hw/r5xx.md, "Tiling"): pixels
 * row-major in a micro tile, micro tiles row-major (8 x 8) in a macro
 * tile, macro tiles row-major across the pitch. */
void r5xx_surf_from_po(struct r5xx_surf *s, uint32_t po, unsigned bpp)
{
	s->offset = (po & 0x3fffff) << 10;
	/* "64 to 16384 bytes across" (seed 001 L777): the 8-bit field's 0 is
	 * 256 units */
	s->pitch = ((po >> 22 & 0xff) ? (po >> 22 & 0xff) : 256) * 64;
	s->bpp = bpp;
	s->macro = po >> 30 & 1;
	s->micro = po >> 31 & 1;
	s->square = false; /* the 2D engine's micro tiles are the 8x2 kind (inferred) */
}

static void micro_dims(unsigned bpp, bool tiled, bool square, uint32_t *mw, uint32_t *mh)
{
	if (!tiled) {
		*mw = 32 / bpp;
		*mh = 1;
		return;
	}
	switch (bpp) {
	case 1: *mw = 8, *mh = 4; break;
	case 2: /* the display-capable 16-bit shape, or the square one (tx/cb/zb;
	         * Mesa's Z16 depth buffers and textures, L210-L211) */
		*mw = square ? 4 : 8, *mh = square ? 4 : 2;
		break;
	case 4: *mw = 4, *mh = 2; break;
	default: *mw = 2, *mh = 2; break; /* 8 bytes */
	}
}

uint32_t r5xx_surf_addr(const struct r5xx_surf *s, uint32_t x, uint32_t y)
{
	if (!s->macro && !s->micro)
		return s->offset + y * s->pitch + x * s->bpp;
	uint32_t mw, mh;
	micro_dims(s->bpp, s->micro, s->square, &mw, &mh);
	uint32_t in_micro = ((y % mh) * mw + x % mw) * s->bpp;
	if (!s->macro) /* macro-linear: micro tiles along the scanline */
		return s->offset + (y / mh) * s->pitch * mh + (x / mw) * 32 + in_micro;
	/* a row of macro tiles holds whole 2 KB tiles: a pitch that is not a
	 * multiple of the macro tile's width is rounded up to one, so that no
	 * two pixels of the surface share an address */
	uint32_t MW = 8 * mw, MH = 8 * mh, per_row = (s->pitch + MW * s->bpp - 1) / (MW * s->bpp);
	uint32_t micro_index = ((y / mh) % 8) * 8 + (x / mw) % 8;
	return s->offset + ((y / MH) * per_row + x / MW) * 2048 + micro_index * 32 + in_micro;
}

const uint32_t r5xx_mpeg_index_regs[20] = {0x22d0, 0x22d8, 0x2150, 0x2154, 0x2158, 0x215c, 0x2090,
                                           0x2094, 0x20c0, 0x4300, 0x4304, 0x4104, 0x4630, 0x4630,
                                           0x4630, 0x4630, 0x4600, 0x4e4c, 0x4e28, 0x4e38};

uint32_t r5xx_mpeg_index_vf(const uint32_t *b, uint32_t n)
{
	if (!n)
		return 0;
	uint32_t i = 1, mask = b[0] & 0xfffff;
	for (unsigned k = 0; k < 20; k++)
		i += mask >> k & 1;
	if (i + 2 > n || i + (b[i + 1] & 0x3fff) + 2 > n)
		return 0;
	return i;
}
