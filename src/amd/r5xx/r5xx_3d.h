/* The seam between the R5xx command processor and the 3D pipeline
 * (docs/hw/r5xx.md, "The 3D seam"). Today the R3D unit is a stub: it
 * stores every 3D register, decodes each draw into a struct r5xx_draw
 * and logs UNIMP. The 3D issue installs its engine through
 * r5xx_3d_set_hooks() and receives the same structs, the VAP port words
 * that follow a trigger and the HiZ clears; it reads state through
 * r5xx_3d_reg(). */
#ifndef SGPU_AMD_R5XX_3D_H
#define SGPU_AMD_R5XX_3D_H

#include <stdbool.h>
#include <stdint.h>

#include "core/device.h"

/* VAP registers the seam decodes (seed 001 register chapter) */
#define R5XX_VAP_PORT_DATA0 0x2000u        /* ..0x203c: 16 mirrors, L6444 */
#define R5XX_VAP_PORT_IDX0 0x2040u         /* ..0x207c: 16 mirrors, L6457 */
#define R5XX_VAP_VF_CNTL 0x2084u           /* L6659-L6671 */
#define R5XX_VAP_ALT_NUM_VERTICES 0x2088u  /* L6316-L6319 */
#define R5XX_VAP_VTX_SIZE 0x20b4u          /* L6767-L6771 */
#define R5XX_VAP_PORT_DATA_IDX_128 0x20b8u /* L6452 */
#define R5XX_VAP_VTX_NUM_ARRAYS 0x20c0u
#define R5XX_VAP_VTX_AOS_ATTR01 0x20c4u

/* VAP_VF_CNTL.PRIM_WALK */
enum r5xx_walk {
	R5XX_WALK_STATE = 0,   /* vertex data through the VAP_VTX_ST_* registers */
	R5XX_WALK_INDICES = 1, /* indices in the stream, vertices fetched by the AOS */
	R5XX_WALK_LIST = 2,    /* indices 0..N-1 generated, vertices fetched by the AOS */
	R5XX_WALK_DATA = 3,    /* vertex data in the stream, VAP_VTX_SIZE dwords each */
};

/* Where the draw's stream (indices or vertex data) comes from. */
enum r5xx_draw_src {
	R5XX_DRAW_SRC_NONE,   /* walks 0 and 2: nothing follows the trigger */
	R5XX_DRAW_SRC_STREAM, /* `data` holds the packet's part, `port_dwords` more
	                       * arrive through the VAP ports (INDX_BUFFER, type 0) */
	R5XX_DRAW_SRC_MPEG,   /* MPEG_INDEX: `data` holds NUM_INDICES first indices,
	                       * each F standing for the indices F, F+1, F+2, F+3 */
};

/* One draw as the CP hands it over: at the trigger, which is the packet's
 * VF_CNTL ordinal or a VAP_VF_CNTL register write with PRIM_TYPE != 0. */
struct r5xx_draw {
	unsigned opcode;  /* PM4 type-3 opcode; 0 for the register trigger */
	uint32_t vtx_fmt; /* 0x28-0x2a: the VAP_VTX_FMT ordinal the microcode drops */
	uint32_t vf_cntl; /* as stored in VAP_VF_CNTL */
	unsigned prim;    /* PRIM_TYPE, 3:0 (1 points ... 15 polygon) */
	enum r5xx_walk walk;
	bool index32;          /* INDEX_SIZE, bit 11 (walk 1) */
	uint32_t num_vertices; /* NUM_VERTICES 31:16, or VAP_ALT_NUM_VERTICES 23:0
	                        * when USE_ALT_NUM_VERTS (bit 14) is set */
	enum r5xx_draw_src src;
	/* Stream dwords the VAP expects: walk 1 NUM_VERTICES indices (two per
	 * dword when 16-bit; PRIM_TYPE 7 adds a 16-bit wFlags after every
	 * third), walk 3 NUM_VERTICES x DWORDS_PER_VTX; 0 otherwise. MPEG_INDEX:
	 * the NUM_INDICES first indices. */
	uint32_t expect_dwords;
	/* The packet's stream dwords, at most expect_dwords of them; valid
	 * only during the hook call. */
	const uint32_t *data;
	uint32_t data_dwords;
	uint32_t extra_dwords; /* packet dwords beyond expect_dwords: dropped */
	uint32_t port_dwords;  /* expect_dwords - data_dwords: still to come */
	bool port_128;         /* 3D_DRAW_128: the vector port VAP_PORT_DATA_IDX_128 */
};

struct r5xx_3d_hooks {
	/* a trigger; the register file already holds the new VAP_VF_CNTL */
	void (*draw)(void *user, struct sgpu_unit *r3d, const struct r5xx_draw *d);
	/* one of the draw's port_dwords, written to VAP port register addr;
	 * last: the draw has all its stream now */
	void (*port)(void *user, struct sgpu_unit *r3d, uint32_t addr, uint32_t value, bool last);
	/* 3D_CLEAR_HIZ: START, COUNT (13:0) and CLEAR_VALUE */
	void (*clear_hiz)(void *user, struct sgpu_unit *r3d, uint32_t start, uint32_t count,
	                  uint32_t value);
	void *user;
	/* a write to one of the live registers (r5xx_3d_live), after it is
	 * stored: the PVS and US upload ports (VAP_PVS_VECTOR_INDX_REG/DATA,
	 * GA_US_VECTOR_INDEX/DATA) */
	void (*reg_write)(void *user, struct sgpu_unit *r3d, uint32_t addr, uint32_t value);
	/* a read of a live register: what it returns (stored: the last value
	 * written); NULL: the stored value */
	uint32_t (*reg_read)(void *user, struct sgpu_unit *r3d, uint32_t addr, uint32_t stored);
	/* 3D_CLEAR_ZMASK: START, COUNT and the value (Mesa r300_emit_zmask_clear) */
	void (*clear_zmask)(void *user, struct sgpu_unit *r3d, uint32_t start, uint32_t count,
	                    uint32_t value);
};

/* Registers whose writes reach the engine's reg_write hook (never the
 * CP's batched plain-storage path). */
bool r5xx_3d_live(uint32_t addr);
/* The engine spent `steps` of work: the R3D unit is busy in the run loop
 * until it has spent them (its work is done at once, its time after). */
void r5xx_3d_charge(struct sgpu_unit *r3d, uint64_t steps);

/* Install an engine (NULL hooks restore the logging stub). The hooks
 * survive device resets. An r520's R3D unit installs the VAP engine
 * (r5xx_3d_engine.h) when it is created. */
void r5xx_3d_set_hooks(struct sgpu_unit *r3d, const struct r5xx_3d_hooks *hooks);
/* The 3D register file: the value of a register in 0x1800-0x4ffc or
 * 0x9000-0xbffc, 0 elsewhere. The back end reads its state through it per
 * primitive, so plain storage (0x1800-0x4ffc but the VAP_VPORT_* alias
 * 0x2098-0x20ac, GA_US_VECTOR_INDEX/DATA and the US's 0x4600-0x46ff and
 * 0x4c00-0x4c7f) is read inline: that part of the file is the first
 * member of the unit's private state (r5xx_3d.c); the rest asks
 * r5xx_3d_reg_slow. */
uint32_t r5xx_3d_reg_slow(const struct sgpu_unit *r3d, uint32_t addr);
static inline uint32_t r5xx_3d_reg(const struct sgpu_unit *r3d, uint32_t addr)
{
	uint32_t o = addr - 0x1800u;
	if (o < 0x3800u && addr - 0x2098u > 0x14u && (addr & ~7u) != 0x4250u &&
	    (addr & ~0xffu) != 0x4600u && addr - 0x4c00u >= 0x80u)
		return ((const uint32_t *)r3d->priv)[o >> 2];
	return r5xx_3d_reg_slow(r3d, addr);
}
/* The fragment shader unit (r5xx_us.h) the R3D unit feeds with the US
 * registers and GA_US_VECTOR_INDEX/DATA writes, for the engine to run. */
struct r5xx_us;
struct r5xx_us *r5xx_3d_us(struct sgpu_unit *r3d);
/* Stream dwords a walk expects from this VF_CNTL and the register file
 * (see r5xx_draw.expect_dwords). */
uint32_t r5xx_3d_expect_dwords(const struct sgpu_unit *r3d, uint32_t vf_cntl);

#endif /* SGPU_AMD_R5XX_3D_H */
