/* softgpu instruction sets: the tables behind `softgpu dis` and `softgpu as`
 * (falcon, hwsq, ctx, g80; docs/hw/falcon-isa.md, docs/hw/nv-isa.md), for
 * embedders such as debuggers and trace viewers: decode one instruction
 * into a struct, or list it as envydis does.
 *
 *     sgpu_isa *isa;
 *     if (sgpu_isa_open("falcon", "fuc3", &isa) == SGPU_OK) {
 *             struct sgpu_isa_insn in;
 *             sgpu_isa_decode(isa, code, size, 0, &in);  // in.length, in.mnemonic, ...
 *             char text[128];
 *             sgpu_isa_format(isa, code, size, 0, text, sizeof(text), NULL);
 *             sgpu_isa_close(isa);
 *     }
 *
 * Decoding never reads past `size` and never fails on bad code: unknown
 * encodings decode as "???" with status bits set, as envydis shows them. */
#ifndef SOFTGPU_ISA_H
#define SOFTGPU_ISA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "softgpu/export.h"
#include "softgpu/softgpu.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A machine with one variant (version and features) chosen. */
typedef struct sgpu_isa sgpu_isa;

/* The machines: sgpu_isa_machine(i) for i < sgpu_isa_machine_count(), and
 * the variants each takes ("fuc0, fuc3, ..."), one static string. */
SGPU_API size_t sgpu_isa_machine_count(void);
SGPU_API const char *sgpu_isa_machine(size_t i);
SGPU_API const char *sgpu_isa_variants(const char *machine);

/* Opens machine ("falcon" or "fuc", "hwsq", "ctx", "g80") in variant
 * (envydis's -V name: "fuc5", "nv41", "g200"; NULL or "" = the default, as
 * softgpu dis without -V). A falcon variant may end in "+crypt" for the
 * crypto coprocessor; a g80 one in ":vp", ":gp", ":fp" or ":cp", the
 * program type (envydis -O). "vuc" has no default: its variant ("vp2",
 * "vp3", "vp4") is required. SGPU_ERR_UNSUPPORTED for an unknown machine or
 * variant. */
SGPU_API sgpu_status sgpu_isa_open(const char *machine, const char *variant, sgpu_isa **out);
SGPU_API void sgpu_isa_close(sgpu_isa *isa);

/* Bytes per address unit: 1, or 4 for ctx, vp1 and vcomp (addresses and branch
 * targets count 32-bit words), 5 or 4 for vuc (VP2's 40-bit units, VP3's
 * 30-bit ones in 4 bytes). Longest instruction in bytes. */
SGPU_API unsigned sgpu_isa_unit(const sgpu_isa *isa);
SGPU_API unsigned sgpu_isa_max_length(const sgpu_isa *isa);

enum sgpu_isa_operand_kind {
	SGPU_ISA_WORD = 0, /* a word of the text: modifier, size, condition ("b32", "ne") */
	SGPU_ISA_REG,      /* register: name "r" and number, or a special name */
	SGPU_ISA_IMM,      /* immediate: value (two's complement when negative) */
	SGPU_ISA_TARGET,   /* branch target: value = address */
	SGPU_ISA_CALL,     /* call target: value = address */
	SGPU_ISA_MEM,      /* memory: name = space ("D", "I", "G"), base register
	                    * number (or -1), offset in value2, index register */
	SGPU_ISA_BITFIELD, /* low:high in value:value2 */
	SGPU_ISA_CONSTANT, /* a named constant written "#NAME" */
	SGPU_ISA_UNKNOWN,  /* "???": an operand the tables do not know */
};

struct sgpu_isa_operand {
	enum sgpu_isa_operand_kind kind;
	const char *name;      /* word; register prefix or special name; memory space; constant */
	bool named;            /* SGPU_ISA_REG: name is a special register name, no number */
	uint64_t value;        /* register number, immediate, target, bitfield low */
	uint64_t value2;       /* memory offset in bytes, bitfield high */
	int64_t base;          /* SGPU_ISA_MEM: base register number, -1 if none */
	const char *base_name; /* SGPU_ISA_MEM: base register prefix ("r", "sp") or NULL */
	int64_t index;         /* SGPU_ISA_MEM: index register number, -1 if none */
	unsigned scale;        /* SGPU_ISA_MEM: index multiplier */
};

/* status bits */
#define SGPU_ISA_INCOMPLETE 0x01      /* runs past the end of the code */
#define SGPU_ISA_UNKNOWN_LENGTH 0x02  /* length unknown: length is one unit */
#define SGPU_ISA_UNKNOWN_INSN 0x04    /* "???" instruction */
#define SGPU_ISA_UNKNOWN_OPERAND 0x08 /* an operand is "???" */
#define SGPU_ISA_UNKNOWN_BITS 0x10    /* bits no form reads are set ("[unknown: ..]") */

#define SGPU_ISA_MAX_OPERANDS 16

struct sgpu_isa_insn {
	uint64_t address;     /* in units */
	unsigned length;      /* bytes, >= 1 */
	unsigned status;      /* SGPU_ISA_* bits */
	unsigned op;          /* the machine's operation number (falcon: enum fuc_op); 0 unknown */
	const char *mnemonic; /* "add", "???" */
	unsigned noperands;   /* everything printed after the mnemonic, in order; a guard
	                       * printed before it (gm107 "not $p1") comes first */
	struct sgpu_isa_operand operands[SGPU_ISA_MAX_OPERANDS];
};

/* Decodes the instruction at code[0..size) placed at address (in units).
 * gm107: at an address that is a multiple of 32 the word is a scheduling
 * word ("sched (st 0x6 yl) ..."), as in code that starts at address 0.
 * SGPU_ERR_INVALID_ARG for NULL pointers or size 0. */
SGPU_API sgpu_status sgpu_isa_decode(const sgpu_isa *isa, const uint8_t *code, size_t size,
                                     uint64_t address, struct sgpu_isa_insn *out);

/* Lists the instruction as envydis -q does ("add b32 $r1 $r2 0x5", then
 * " [unknown: ..]" and the other diagnostics). Writes at most bufsize bytes
 * (always terminated when bufsize > 0); *length (if not NULL) is the length
 * of the instruction in bytes. SGPU_ERR_INVALID_ARG as sgpu_isa_decode. */
SGPU_API sgpu_status sgpu_isa_format(const sgpu_isa *isa, const uint8_t *code, size_t size,
                                     uint64_t address, char *buf, size_t bufsize, unsigned *length);

#ifdef __cplusplus
}
#endif

#endif /* SOFTGPU_ISA_H */
