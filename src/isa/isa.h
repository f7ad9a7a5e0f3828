/* Instruction sets described as data: one table of forms per ISA drives the
 * decoder, the disassembler and the assembler, so the three cannot drift.
 *
 * A form is a value/mask over the instruction bits (little-endian, up to 64
 * bits), a version mask, a length and a list of atoms. An atom is a word
 * ("add", "b32", "not"), an operand read from bit fields (register,
 * immediate, branch target, memory reference, bitfield) or a choice among
 * alternatives that each constrain more bits (operand size, condition code,
 * the short/long immediate variant). Decoding takes the first form (and in
 * every choice the first alternative) whose bits match; assembling tries
 * every form and alternative in table order and keeps each complete match,
 * in order, so the first match that fits wins and the later ones are
 * fallbacks for operands whose value is only known at layout time. This is
 * the model of envytools' envydis tables (see docs/hw/falcon-isa.md); the
 * code is ours.
 *
 * Bits of the instruction that no matched form, alternative or operand
 * field reads are "unclaimed" and the disassembler prints them. */
#ifndef SGPU_ISA_ISA_H
#define SGPU_ISA_ISA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* Instructions are up to ISA_WORDS little-endian 64-bit words (192 bits:
 * the R500 fragment instruction is six dwords; falcon uses 48 bits). */
#define ISA_WORDS 3
#define ISA_MAX_BYTES (8 * ISA_WORDS)

/* A field of the instruction: bits [pos, pos+len), len <= 64, and it may
 * cross a word boundary. len 0 = absent. A second part [pos2, pos2+len2)
 * (len2 0: none) holds the bits above len: g80's branch targets, 32-bit
 * immediates and $a register numbers are split in two. */
struct isa_field {
	uint8_t pos, len, pos2, len2;
};

static inline uint64_t isa_bits_get(const uint64_t *a, unsigned pos, unsigned len)
{
	unsigned w = pos / 64, b = pos % 64;
	uint64_t v = a[w] >> b;
	if (b + len > 64 && w + 1 < ISA_WORDS)
		v |= a[w + 1] << (64 - b);
	return len >= 64 ? v : v & ((UINT64_C(1) << len) - 1);
}

static inline void isa_bits_put(uint64_t *a, unsigned pos, unsigned len, uint64_t v)
{
	uint64_t m = len >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << len) - 1;
	unsigned w = pos / 64, b = pos % 64;
	v &= m;
	a[w] = (a[w] & ~(m << b)) | v << b;
	if (b + len > 64 && w + 1 < ISA_WORDS) {
		unsigned hb = 64 - b;
		a[w + 1] = (a[w + 1] & ~(m >> hb)) | v >> hb;
	}
}

/* Width of a field, both parts. */
static inline unsigned isa_field_bits(struct isa_field f)
{
	return (unsigned)f.len + f.len2;
}

static inline uint64_t isa_field_get(const uint64_t *a, struct isa_field f)
{
	if (!f.len)
		return 0;
	uint64_t v = isa_bits_get(a, f.pos, f.len);
	if (f.len2 && f.len < 64)
		v |= isa_bits_get(a, f.pos2, f.len2) << f.len;
	return v;
}

/* Replaces the field's bits in a with v (v's bits above the field dropped). */
static inline void isa_field_put(uint64_t *a, struct isa_field f, uint64_t v)
{
	if (!f.len)
		return;
	isa_bits_put(a, f.pos, f.len, v);
	if (f.len2 && f.len < 64)
		isa_bits_put(a, f.pos2, f.len2, v >> f.len);
}

enum isa_kind {
	ISA_END = 0, /* terminates an atom list */
	ISA_NAME,    /* a fixed word: str */
	ISA_UNK, /* "???" (or str, a name known only by opcode): decodes visibly, never assembles */
	ISA_REG, /* $<str><number in f>, or a name from syms; f.len 0: $<str> */
	ISA_IMM, /* number in f (and f2 above it), << shl; ISA_SIGNED, ISA_WRAP */
	ISA_RAWIMM,  /* number in f; assembles only from a literal number */
	ISA_BTARG,   /* branch target: ISA_PCREL or absolute, as ISA_IMM */
	ISA_CTARG,   /* call target */
	ISA_MEM,     /* str[base + offset + index*scale]; see struct isa_atom; str2
	              * NULL and f.len 0: no base register, str[offset] */
	ISA_BITF,    /* low:high, low in f, high - low in f2 */
	ISA_CHOICE,  /* the first matching alternative of alts */
	ISA_CMD,     /* "#str": a named constant (envydis C(), hwsq flags, ctx commands) */
	ISA_SEOPEN,  /* "(": a sub-expression starts (g80 "(g $c0)", "(mul u16 ..)") */
	ISA_SECLOSE, /* ")" */
	ISA_DISCARD, /* "#": an output that is thrown away */
	ISA_VEC,  /* $<str>N:$<str>N+1:..: base in f, count f2 + shl, mask f3 ("#" where clear) */
	ISA_IGN,  /* claims f, prints nothing (bits set by compilers to no effect) */
	ISA_ENUM, /* a word named by the value in f: syms (no '$'); unnamed: ??? */
};

/* isa_atom.flags */
#define ISA_SIGNED 0x01   /* immediate is sign-extended from its top bit */
#define ISA_WRAP 0x02     /* assembler accepts any value modulo the field width */
#define ISA_PCREL 0x04    /* target = instruction address + signed field */
#define ISA_HILO 0x08     /* ISA_REG: number = f >> 1, suffix "l"/"h" by bit 0 (g80 halves) */
#define ISA_POSTINC 0x10  /* ISA_MEM: str[base++offset] (offset signed with ISA_SIGNED) */
#define ISA_ZERO0 0x20    /* ISA_REG, ISA_MEM base: register 0 means none (g80 $a0) */
#define ISA_SPACEIDX 0x40 /* ISA_MEM: f3 is the space number printed after str (c0[], g15[]) */
#define ISA_PCADD8 0x80   /* ISA_PCREL: relative to the end of an 8-byte instruction (gm107) */
#define ISA_XORREG 0x100  /* ISA_REG: number = f xor all ones (gm107's inverted predicate) */
#define ISA_RZ 0x200      /* ISA_REG, ISA_MEM base: the all-ones number is zero, no register */
#define ISA_PT 0x400      /* ISA_REG: the all-ones field is true, printed 0x1 ($p7) */
#define ISA_PCADD4                                                                              \
	0x1000          /* ISA_PCREL: relative to the end of a 4-byte instruction (gf100 short) \
	                 */
#define ISA_MEMD 0x2000 /* ISA_MEM: the base is a register pair, "$r2d" (gf100) */
#define ISA_GUARD                                                                      \
	0x800 /* a guard printed before the mnemonic ("not $p1 bra"): not the mnemonic \
	       */
/* ISA_PCREL: the address is first rounded down to a multiple of 1 << shl
 * (vp1: word address & ~3, plus the field times 4; envydis rbitfield pcrel
 * with shr) */
#define ISA_PCALIGN 0x4000

/* Named register numbers (special registers). vmask 0 = every version. */
struct isa_sym {
	int num;
	const char *name;
	uint32_t vmask;
	uint32_t feat;
};

struct isa_alt;

struct isa_atom {
	uint8_t kind;               /* enum isa_kind */
	uint8_t role;               /* ISA-defined meaning, for decoders that fill a struct */
	uint16_t flags;             /* ISA_SIGNED, ISA_WRAP, ISA_PCREL, ... */
	int8_t shl;                 /* ISA_IMM: value = field << shl; ISA_MEM: offset scale;
	                             * ISA_REG: number = field + shl (gk110) */
	int8_t shl2;                /* ISA_MEM: index register scale (log2) */
	struct isa_field f;         /* register / immediate / low / mem base register */
	struct isa_field f2;        /* high part of an immediate / bitfield size / mem offset */
	struct isa_field f3;        /* ISA_MEM: index register */
	const char *str;            /* word, register prefix, memory space name */
	const char *str2;           /* ISA_MEM: base register prefix; ISA_REG: suffix ("d", "q") */
	const struct isa_sym *syms; /* ISA_REG: named numbers, {0, NULL} ended */
	const struct isa_alt *alts; /* ISA_CHOICE */
	uint8_t nalts;
};

/* The value of an ISA_IMM atom in the instruction words a: f with f2 above
 * it, sign-extended when ISA_SIGNED, shifted left by shl. */
static inline uint64_t isa_imm_value(const struct isa_atom *at, const uint64_t *a)
{
	uint64_t v = isa_field_get(a, at->f);
	unsigned bits = isa_field_bits(at->f);
	if (at->f2.len) {
		v |= isa_field_get(a, at->f2) << bits;
		bits += isa_field_bits(at->f2);
	}
	if ((at->flags & ISA_SIGNED) && bits && bits < 64 && (v >> (bits - 1) & 1))
		v |= ~UINT64_C(0) << bits;
	return v << at->shl;
}

#define ISA_MAX_ATOMS 20 /* gm107's hsetp2 has 18; at most 32 (isa_index.walk) */
#define ISA_MAX_ALT_ATOMS 4

/* One alternative of a choice. len != 0 sets the instruction length. */
struct isa_alt {
	uint64_t val[ISA_WORDS], mask[ISA_WORDS];
	uint32_t vmask, feat;
	uint8_t len;
	struct isa_atom atoms[ISA_MAX_ALT_ATOMS];
};

struct isa_form {
	uint64_t val[ISA_WORDS], mask[ISA_WORDS];
	uint32_t vmask;       /* versions the form exists in: bit (1 << version) */
	uint32_t feat;        /* optional features it needs (all of them) */
	uint64_t nval, nmask; /* and (word 0 & nmask) != nval, when nmask != 0 */
	uint8_t len;          /* bytes; 0 = unknown (set by a choice, else the ISA's unit) */
	uint16_t op;          /* ISA-defined operation */
	struct isa_atom atoms[ISA_MAX_ATOMS];
};

struct isa_def {
	const char *name;
	const struct isa_form *forms;
	size_t nforms;
	unsigned maxlen; /* bytes */
	/* Built on first use (isa.c): for each value of the indexed byte (the
	 * 8 bits of the first word, at a multiple of 4 or at index_bit, that
	 * split the forms best; gm107 sets its opcode byte, bits 56-63), the
	 * forms that may match it, in table order. Mutable storage owned by
	 * the ISA's file. */
	struct isa_index *index;
	unsigned index_bit;
	/* Bytes per address unit (0 = 1): the ctx ISA counts addresses, branch
	 * targets and labels in 32-bit words. Lengths stay in bytes. */
	unsigned stride;
	/* Units per group of bytes in listings (0 = 1): envydis prints each
	 * group most significant byte first, groups separated by spaces. */
	unsigned group;
	/* g80: 8-byte instructions start 8-byte aligned; envyas makes the short
	 * instruction before a misaligned long one long (its next match). */
	bool long_align;
	/* gm107: the 8-byte word at every sched_period-byte boundary of the code
	 * (counted from its start) is a scheduling word, decoded with
	 * sched_forms instead of forms; the assembler takes both. */
	/* Bytes an instruction of unknown length takes (0 = 1): gk110's
	 * unmatched class 3 moves on one 32-bit word, as envydis's opunit. */
	unsigned unk_len;
	/* vuc: bytes per address unit by version (indexed by v; overrides
	 * stride), 0 for a version envydis refuses ("Not enough variant info
	 * specified"); and every instruction is one unit (forms give len 0). */
	const uint8_t *vstride;
	bool one_unit;
	const struct isa_form *sched_forms;
	size_t nsched;
	unsigned sched_period;
};

/* Bytes per address unit of version v (>= 1). */
static inline unsigned isa_unit(const struct isa_def *isa, unsigned v)
{
	unsigned u = isa->vstride ? isa->vstride[v] : isa->stride;
	return u ? u : 1;
}

/* False for a version without a unit size (vuc without -V). */
static inline bool isa_version_usable(const struct isa_def *isa, unsigned v)
{
	return !isa->vstride || isa->vstride[v];
}

struct isa_index {
	int state;      /* 0 unbuilt, 1 building, 2 ready (atomic) */
	unsigned shift; /* the byte indexed: bits shift..shift+7 of word 0 */
	uint32_t start[257];
	uint16_t *list;
	/* list[i]'s word-0 value and mask, side by side: the bucket scan
	 * reads these instead of each form (isa.c) */
	uint64_t (*lvm)[2];
	/* per form: bit i set if its atom i holds a branch target or a
	 * length choice (the first pass of a listing walks only those) */
	uint32_t *walk;
	/* choices indexed by the bits their alternatives test (isa.c): an
	 * open-addressed table of nchix (a power of two) slots */
	struct isa_chix *chix;
	unsigned nchix;
	/* the table compiled for listings (isa.c), NULL if it is not
	 * compiled (instructions over 64 bits: R500) */
	struct isa_cprog *prog;
};

/* ---------------------------------------------------------------- decode */

/* One leaf operand met while decoding, with its decoded values. */
struct isa_item {
	const struct isa_atom *atom;
	uint64_t v1; /* reg number, immediate, target, mem base, bitfield low, choice field */
	uint64_t v2; /* mem offset (bytes), bitfield high */
	int64_t v3;  /* mem index register or -1 */
	int sym;     /* ISA_REG: index into atom->syms of a named register, or -1 */
};

#define ISA_MAX_ITEMS 160 /* an R500 PVS dual-math instruction has ~70, a US ALU more */

/* dis status bits, as envydis names them */
#define ISA_ST_EOF 0x01      /* the instruction runs past the end of input */
#define ISA_ST_UNK_LEN 0x02  /* no form gave a length */
#define ISA_ST_UNK_INSN 0x04 /* unknown instruction ("???" as mnemonic) */
#define ISA_ST_UNK_OPND 0x08 /* unknown operand ("???" after the mnemonic) */

struct isa_decoded {
	const struct isa_form *form; /* the matched form (maybe an "???" form); NULL if none */
	unsigned len;                /* bytes (>= 1) */
	unsigned status;             /* ISA_ST_* */
	uint64_t raw[ISA_WORDS];     /* the bytes, little-endian, zero past the input */
	uint64_t claimed[ISA_WORDS]; /* bits read by the form, its choices and fields */
	unsigned nitems;
	struct isa_item items[ISA_MAX_ITEMS];
	uint8_t stride, group; /* the ISA's, for isa_format_diag (1 if unset) */
};

/* Decodes the instruction at code[0..avail) at address pos for version v
 * (bit index into vmask) with feature mask feat. Never reads past avail. */
void isa_decode(const struct isa_def *isa, const uint8_t *code, size_t avail, uint64_t pos,
                unsigned v, uint32_t feat, struct isa_decoded *out);
/* The same, at byte offset ofs of the code (which picks scheduling words,
 * isa_def.sched_period) and address pos; isa_decode takes ofs = pos. */
void isa_decode_at(const struct isa_def *isa, const uint8_t *code, size_t avail, uint64_t pos,
                   uint64_t ofs, unsigned v, uint32_t feat, struct isa_decoded *out);

/* Prints the instruction text like envydis -n: "add b32 $r1 $r2 0x5".
 * Returns the number of characters it wanted to write (snprintf rules). */
int isa_format(const struct isa_decoded *d, char *buf, size_t size);
/* The trailing diagnostics envydis appends: " [unknown: 00 0f 00]",
 * " [incomplete]", " [unknown instruction]"... (empty if clean). avail is
 * the number of real input bytes at the instruction. */
int isa_format_diag(const struct isa_decoded *d, size_t avail, char *buf, size_t size);

/* Disassembles a whole buffer in envydis format (addresses, bytes, B/C
 * markers of branch and call targets) to f. quiet: instruction text only. */
void isa_disasm(const struct isa_def *isa, unsigned v, uint32_t feat, const uint8_t *code,
                size_t size, uint64_t base, bool quiet, FILE *f);
/* The same listing made line by line from isa_decode_at and isa_format,
 * the reference that isa_disasm's compiled path (isa.c, "compiled
 * listing") equals byte for byte; for tests. */
void isa_disasm_ref(const struct isa_def *isa, unsigned v, uint32_t feat, const uint8_t *code,
                    size_t size, uint64_t base, bool quiet, FILE *f);

/* -------------------------------------------------------------- assemble */

enum isa_asm_format {
	ISA_OUT_HEX8,   /* envyas default: "0x%02x,\n" per byte */
	ISA_OUT_HEX32,  /* -w: "0x%08x,\n" per little-endian word */
	ISA_OUT_CARRAY, /* -a: "uint8_t section[] = {" ... "};" per section */
	ISA_OUT_CARRAY32,
	ISA_OUT_RAW,      /* -i: raw bytes, sections one after the other */
	ISA_OUT_HEX64,    /* -W: "0x%016x,\n" per little-endian 64-bit word */
	ISA_OUT_CARRAY64, /* -a -W: uint64_t arrays */
};

struct isa_asm_result {
	uint8_t *data; /* the output (text or binary), malloc'd */
	size_t size;
	char *errors; /* "file:line:col: message\n" lines, malloc'd; NULL if none */
};

/* Assembles source text (already C-preprocessed) named `filename` into the
 * chosen output format. Returns true on success. Never crashes on input;
 * errors are reported in res->errors. Free with isa_asm_result_free. */
bool isa_assemble(const struct isa_def *isa, unsigned v, uint32_t feat, const char *src, size_t len,
                  const char *filename, enum isa_asm_format fmt, struct isa_asm_result *res);
void isa_asm_result_free(struct isa_asm_result *res);

#endif /* SGPU_ISA_ISA_H */
