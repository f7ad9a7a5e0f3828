/* NVIDIA instruction sets other than the falcon, as isa.h tables: the
 * PMU/HWSQ sequencer (hwsq_table.c), the pre-falcon PGRAPH context
 * microcode (ctx_table.c). Each has the variants envydis knows, numbered as
 * versions (bit v of a form's vmask); version 0 is envydis without -V (no
 * variant features). Sources: docs/hw/nv-isa.md. */
#ifndef SGPU_ISA_NV_ISA_H
#define SGPU_ISA_NV_ISA_H

#include <stdbool.h>

#include "isa/isa.h"

/* A variant name as envydis -V spells it, and its version number. */
struct isa_variant {
	const char *name;
	unsigned v;
};

/* The version called `name` in a {NULL}-ended list; false if unknown. */
bool isa_variant_parse(const struct isa_variant *vars, const char *name, unsigned *v);

/* hwsq: NV17+ PBUS/PMU hardware sequencer, byte code of 1, 3 or 5 bytes. */
enum hwsq_version {
	HWSQ_V_BASE = 0, /* no -V: the opcodes common to every chip, numbered flags */
	HWSQ_V_NV17,     /* NV17:NV41 */
	HWSQ_V_NV41,     /* NV41:G80 */
	HWSQ_V_G80,      /* G80+ */
	HWSQ_NVERSIONS
};
extern const struct isa_def hwsq_isa;
extern const struct isa_variant hwsq_variants[];
bool hwsq_parse_version(const char *name, unsigned *v);

/* ctx: NV40 and G80..GT218 PGRAPH context-switch microcode, one 24-bit
 * instruction per 32-bit word; addresses count words. */
enum ctx_version {
	CTX_V_BASE = 0, /* no -V */
	CTX_V_NV40,     /* NV40:G80 */
	CTX_V_G80,      /* G80:G200 */
	CTX_V_G200,     /* G200:GF100, adds call/ret */
	CTX_NVERSIONS
};
extern const struct isa_def ctx_isa;
extern const struct isa_variant ctx_variants[];
bool ctx_parse_version(const char *name, unsigned *v);

/* g80: Tesla CUDA and shader code, 4- and 8-byte instructions. Version =
 * variant * 5 + program type; variants (envydis -V) 0 none, 1 g80, 2 g84,
 * 3 g200, 4 mcp77, 5 gt215; types (envydis -O) 0 none, 1 vp, 2 gp, 3 fp,
 * 4 cp. */
#define G80_NVERSIONS 30
extern const struct isa_def g80_isa;
/* "g200", "g200:cp", ":fp" -> version */
bool g80_parse_version(const char *name, unsigned *v);

/* gm107: Maxwell shader code, 8-byte instructions, a scheduling word at
 * every 32 bytes. Versions (envydis -V): 0 none, sm50, sm52, sm60. */
enum gm107_version {
	GM107_V_BASE = 0,
	GM107_V_SM50, /* SM50:SM60 */
	GM107_V_SM52, /* SM52+ */
	GM107_V_SM60, /* SM60+ */
	GM107_NVERSIONS
};
extern const struct isa_def gm107_isa;
extern const struct isa_variant gm107_variants[];
bool gm107_parse_version(const char *name, unsigned *v);

/* gf100: Fermi and Kepler I shader code, 8-byte instructions and 4-byte
 * short forms. Versions (envydis -V): 0 none, gf100, gk104. */
enum gf100_version {
	GF100_V_BASE = 0,
	GF100_V_GF100, /* GF100:GK104 */
	GF100_V_GK104, /* GK104+ */
	GF100_NVERSIONS
};
extern const struct isa_def gf100_isa;
extern const struct isa_variant gf100_variants[];
bool gf100_parse_version(const char *name, unsigned *v);

/* gk110: Kepler II (SM35) shader code, 8-byte instructions; envydis has no
 * variants for it (one version, 0). */
#define GK110_NVERSIONS 1
extern const struct isa_def gk110_isa;
bool gk110_parse_version(const char *name, unsigned *v);

/* macro: the GF100+ PGRAPH macro processor (MME), one 32-bit instruction
 * per word; addresses count words. envydis has no variants for it (one
 * version, 0). Operation numbers of its forms (isa_form.op): */
enum macro_op {
	MACRO_OP_UNKNOWN = 0,
	MACRO_OP_ALU,         /* opcode 0 */
	MACRO_OP_ADDI,        /* 1 */
	MACRO_OP_EXTRINSRT,   /* 2 */
	MACRO_OP_EXTRSHL_SRC, /* 3: source position from a register */
	MACRO_OP_EXTRSHL_DST, /* 4: shift from a register */
	MACRO_OP_READ,        /* 5 */
	MACRO_OP_BRANCH,      /* 7 */
};
#define MACRO_NVERSIONS 1
extern const struct isa_def macro_isa;
bool macro_parse_version(const char *name, unsigned *v);

#endif /* SGPU_ISA_NV_ISA_H */
