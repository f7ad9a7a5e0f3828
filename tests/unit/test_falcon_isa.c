/* The falcon ISA: the "bytes = text" tables of every form in every version,
 * checked both ways; the emulator's decoder view; whole-program round trips;
 * assembler directives, output formats and error messages. */
#include <stdlib.h>

#include "harness.h"
#include "isa/falcon_priv.h"
#include "isa_table.h"

static char *read_text(const char *name)
{
	char rel[256];
	snprintf(rel, sizeof(rel), "isa/falcon/%s", name);
	return sgpu_test_read(rel);
}

static bool assemble(enum fuc_version v, unsigned feat, const char *src, struct isa_asm_result *r)
{
	return isa_assemble(&fuc_isa, v, feat, src, strlen(src), "t.s", ISA_OUT_RAW, r);
}

/* The emulator's decoder takes every assembling line whole. */
static bool fuc_accepts(const struct sgpu_isa_table *t, const uint8_t *b, size_t n)
{
	struct fuc_insn in;
	return fuc_decode(b, n, 0, (enum fuc_version)t->variant, t->features, &in) == FUC_DEC_OK &&
	       in.len == n;
}

/* One "bytes = text" file: returns the number of failures (and prints them). */
static int check_table(const char *name, enum fuc_version v, unsigned feat, int *nlines)
{
	char path[256];
	snprintf(path, sizeof(path), "isa/falcon/%s", name);
	const struct sgpu_isa_table t = {.path = path,
	                                 .isa = &fuc_isa,
	                                 .variant = v,
	                                 .features = feat,
	                                 .unit = 1,
	                                 .check = fuc_accepts};
	return sgpu_isa_table_check(&t, nlines);
}

SGPU_TEST(tables_both_ways)
{
	static const struct {
		const char *file;
		enum fuc_version v;
		unsigned feat;
	} tabs[] = {
	        {"fuc0.txt", FUC_V0, 0},
	        {"fuc3.txt", FUC_V3, 0},
	        {"fuc4.txt", FUC_V4, 0},
	        {"fuc5.txt", FUC_V5, 0},
	        {"fuc6.txt", FUC_V6, 0},
	        {"fuc3-crypt.txt", FUC_V3, FUC_FEAT_CRYPT},
	        {"fuc6-crypt.txt", FUC_V6, FUC_FEAT_CRYPT},
	};
	int fails = 0, lines = 0;
	for (size_t i = 0; i < sizeof(tabs) / sizeof(tabs[0]); i++)
		fails += check_table(tabs[i].file, tabs[i].v, tabs[i].feat, &lines);
	SGPU_ASSERT_EQ(fails, 0);
	SGPU_ASSERT(lines > 1400);
}

/* True if an earlier form matches every encoding of form i (an
 * assembler-only spelling such as movw, which decodes as mov). */
static bool shadowed(size_t i, unsigned v)
{
	const struct isa_form *f = &fuc_isa.forms[i];
	for (size_t j = 0; j < i; j++) {
		const struct isa_form *e = &fuc_isa.forms[j];
		bool covers = (e->vmask >> v & 1) && !e->feat;
		for (unsigned w = 0; w < ISA_WORDS; w++)
			covers = covers && (e->mask[w] & ~f->mask[w]) == 0 &&
			         (f->val[w] & e->mask[w]) == e->val[w];
		if (covers)
			return true;
	}
	return false;
}

/* Every form of the table that exists in a version appears in that
 * version's file, so the files cover the ISA. */
SGPU_TEST(tables_cover_every_form)
{
	static const char *files[FUC_NVERSIONS] = {"fuc0.txt", "fuc3.txt", "fuc4.txt", "fuc5.txt",
	                                           "fuc6.txt"};
	for (unsigned v = 0; v < FUC_NVERSIONS; v++) {
		char *text = read_text(files[v]);
		SGPU_ASSERT(text);
		bool *hit = calloc(fuc_isa.nforms, 1);
		SGPU_ASSERT(hit);
		char *save = NULL;
		for (char *line = strtok_r(text, "\n", &save); line;
		     line = strtok_r(NULL, "\n", &save)) {
			if (line[0] == '#')
				continue;
			if (!strncmp(line, "dis ", 4))
				line += 4;
			uint8_t b[8];
			size_t n = 0;
			for (char *p = line; *p && *p != '=' && n < sizeof(b);) {
				b[n++] = (uint8_t)strtoul(p, &p, 16);
				while (*p == ',' || *p == ' ')
					p++;
			}
			struct isa_decoded d;
			isa_decode(&fuc_isa, b, n, 0, v, 0, &d);
			if (d.form)
				hit[d.form - fuc_isa.forms] = true;
		}
		for (size_t i = 0; i < fuc_isa.nforms; i++) {
			const struct isa_form *f = &fuc_isa.forms[i];
			if (!(f->vmask >> v & 1) || f->feat || f->atoms[0].kind == ISA_UNK ||
			    shadowed(i, v))
				continue;
			SGPU_ASSERT_MSG(hit[i], "%s: no line for form %zu (op %s, 0x%llx/0x%llx)",
			                files[v], i, fuc_op_name(f->op),
			                (unsigned long long)f->val[0],
			                (unsigned long long)f->mask[0]);
		}
		free(hit);
		free(text);
	}
}

static struct fuc_insn dec(enum fuc_version v, const uint8_t *b, size_t n, uint32_t pc)
{
	struct fuc_insn in;
	fuc_decode(b, n, pc, v, 0, &in);
	return in;
}

SGPU_TEST(decoder_view)
{
	/* add b32 $r1 $r2 0x5: dst R1 (bits 8..11), src R2 (bits 12..15) */
	struct fuc_insn in = dec(FUC_V3, (const uint8_t[]){0x90, 0x21, 0x05}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_ADD);
	SGPU_ASSERT_EQ(in.size, 32);
	SGPU_ASSERT_EQ(in.dst, 1);
	SGPU_ASSERT_EQ(in.src1, 2);
	SGPU_ASSERT_EQ(in.src2, FUC_REG_NONE);
	SGPU_ASSERT(in.has_imm);
	SGPU_ASSERT_EQ(in.imm, 5);
	/* cmps b16 $r2 -1: imm sign-extended */
	in = dec(FUC_V3, (const uint8_t[]){0x70, 0x25, 0xff}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_CMPS);
	SGPU_ASSERT_EQ(in.size, 16);
	SGPU_ASSERT_EQ(in.src1, 2);
	SGPU_ASSERT_EQ(in.imm, 0xffffffff);
	/* cmpu: zero-extended */
	in = dec(FUC_V3, (const uint8_t[]){0xb0, 0x24, 0xff}, 3, 0);
	SGPU_ASSERT_EQ(in.imm, 0xff);
	/* ld b16 $r1 D[$sp+0x8]: offset scaled by the size */
	in = dec(FUC_V3, (const uint8_t[]){0x74, 0x10, 0x04}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_LD);
	SGPU_ASSERT_EQ(in.dst, 1);
	SGPU_ASSERT_EQ(in.base, FUC_REG_SP);
	SGPU_ASSERT_EQ(in.idx, FUC_REG_NONE);
	SGPU_ASSERT_EQ(in.imm, 8);
	/* st b32 D[$sp+$r1*4] $r2 */
	in = dec(FUC_V3, (const uint8_t[]){0xb8, 0x21, 0x01}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_ST);
	SGPU_ASSERT_EQ(in.src1, 2);
	SGPU_ASSERT_EQ(in.base, FUC_REG_SP);
	SGPU_ASSERT_EQ(in.idx, 1);
	SGPU_ASSERT_EQ(in.scale, 2);
	/* add b32 $r3 $r2 $r1 */
	in = dec(FUC_V3, (const uint8_t[]){0xbc, 0x21, 0x30}, 3, 0);
	SGPU_ASSERT_EQ(in.dst, 3);
	SGPU_ASSERT_EQ(in.src1, 2);
	SGPU_ASSERT_EQ(in.src2, 1);
	/* add b8 $r3 0x7f: two-operand form, dst == src1 */
	in = dec(FUC_V3, (const uint8_t[]){0x36, 0x30, 0x7f}, 3, 0);
	SGPU_ASSERT_EQ(in.dst, 3);
	SGPU_ASSERT_EQ(in.src1, 3);
	/* sethi $r3 0x56780000: imm already shifted */
	in = dec(FUC_V3, (const uint8_t[]){0xf1, 0x33, 0x78, 0x56}, 4, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_SETHI);
	SGPU_ASSERT_EQ(in.imm, 0x56780000);
	/* bra ne, relative I16 at pc 0x100 */
	in = dec(FUC_V3, (const uint8_t[]){0xf5, 0x1b, 0x00, 0x02}, 4, 0x100);
	SGPU_ASSERT_EQ(in.op, FUC_OP_BRA);
	SGPU_ASSERT_EQ(in.cc, 0x1b);
	SGPU_ASSERT_EQ(in.target, 0x300);
	/* bra -2 from 0x10 */
	in = dec(FUC_V3, (const uint8_t[]){0xf4, 0x0e, 0xfe}, 3, 0x10);
	SGPU_ASSERT_EQ(in.cc, FUC_CC_ALWAYS);
	SGPU_ASSERT_EQ(in.target, 0xe);
	/* jmp (printed bra) absolute, call $r1, lcall */
	in = dec(FUC_V3, (const uint8_t[]){0xf4, 0x20, 0x10}, 3, 0x50);
	SGPU_ASSERT_EQ(in.op, FUC_OP_JMP);
	SGPU_ASSERT_EQ(in.target, 0x10);
	in = dec(FUC_V3, (const uint8_t[]){0xf9, 0x15}, 2, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_CALL);
	SGPU_ASSERT_EQ(in.src1, 1);
	in = dec(FUC_V4, (const uint8_t[]){0x7e, 0x00, 0x00, 0x10}, 4, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_CALL);
	SGPU_ASSERT_EQ(in.target, 0x100000);
	/* mov $r2 $tstatus / mov $iv0 $r1 */
	in = dec(FUC_V3, (const uint8_t[]){0xfe, 0xc2, 0x01}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_RDSR);
	SGPU_ASSERT_EQ(in.dst, 2);
	SGPU_ASSERT_EQ(in.sreg, FUC_SR_TSTATUS);
	in = dec(FUC_V3, (const uint8_t[]){0xfe, 0x10, 0x00}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_WRSR);
	SGPU_ASSERT_EQ(in.sreg, FUC_SR_IV0);
	SGPU_ASSERT_EQ(in.src1, 1);
	/* sleep $p3, bclr $flags ie0, setp c $r2, xbit $r1 $flags z */
	in = dec(FUC_V3, (const uint8_t[]){0xf4, 0x28, 0x03}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_SLEEP);
	SGPU_ASSERT_EQ(in.imm, 3);
	in = dec(FUC_V3, (const uint8_t[]){0xf4, 0x32, 0x10}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_BCLRF);
	SGPU_ASSERT_EQ(in.imm, FUC_FLAG_IE0);
	in = dec(FUC_V3, (const uint8_t[]){0xf2, 0x28, 0x08}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_SETP);
	SGPU_ASSERT_EQ(in.src1, 2);
	SGPU_ASSERT_EQ(in.imm, FUC_FLAG_C);
	in = dec(FUC_V3, (const uint8_t[]){0xf0, 0x1c, 0x0b}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_XBITF);
	SGPU_ASSERT_EQ(in.dst, 1);
	SGPU_ASSERT_EQ(in.imm, FUC_FLAG_Z);
	/* extr $r1 $r2 5:7: the raw bitfield spec, as the register form takes it */
	in = dec(FUC_V3, (const uint8_t[]){0xc7, 0x21, 0x45}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_EXTR);
	SGPU_ASSERT_EQ(in.imm, 0x45);
	in = dec(FUC_V3, (const uint8_t[]){0xe3, 0x21, 0xe0, 0x01}, 4, 0);
	SGPU_ASSERT_EQ(in.imm, 0x1e0);
	/* iord $r1 I[$r2+0x10]: I8 * 4 */
	in = dec(FUC_V3, (const uint8_t[]){0xcf, 0x21, 0x04}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_IORD);
	SGPU_ASSERT_EQ(in.base, 2);
	SGPU_ASSERT_EQ(in.imm, 0x10);
	/* trap 2 */
	in = dec(FUC_V3, (const uint8_t[]){0xf8, 0x0a}, 2, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_TRAP);
	SGPU_ASSERT_EQ(in.imm, 2);
}

SGPU_TEST(decoder_versions_and_errors)
{
	/* v0: 39/2 is movf, v3: mov; div and cmp are v3+ */
	SGPU_ASSERT_EQ(dec(FUC_V0, (const uint8_t[]){0xb9, 0x21, 0x02}, 3, 0).op, FUC_OP_MOVF);
	SGPU_ASSERT_EQ(dec(FUC_V3, (const uint8_t[]){0xb9, 0x21, 0x02}, 3, 0).op, FUC_OP_MOV);
	SGPU_ASSERT_EQ(dec(FUC_V0, (const uint8_t[]){0xff, 0x21, 0x3c}, 3, 0).op, FUC_OP_INVALID);
	SGPU_ASSERT_EQ(dec(FUC_V3, (const uint8_t[]){0xff, 0x21, 0x3c}, 3, 0).op, FUC_OP_DIV);
	/* bra g exists from v3 on */
	SGPU_ASSERT_EQ(dec(FUC_V0, (const uint8_t[]){0xf4, 0x1c, 0x10}, 3, 0).op, FUC_OP_INVALID);
	SGPU_ASSERT_EQ(dec(FUC_V3, (const uint8_t[]){0xf4, 0x1c, 0x10}, 3, 0).op, FUC_OP_BRA);
	/* lbra is v4+ */
	SGPU_ASSERT_EQ(dec(FUC_V3, (const uint8_t[]){0x3e, 0x10, 0, 0}, 4, 0).op, FUC_OP_INVALID);
	SGPU_ASSERT_EQ(dec(FUC_V4, (const uint8_t[]){0x3e, 0x10, 0, 0}, 4, 0).op, FUC_OP_JMP);
	/* v5 drops the I8-indexed st at 0x00 and reuses it for a short mov */
	struct fuc_insn in = dec(FUC_V5, (const uint8_t[]){0x03, 0xfe}, 2, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_MOV);
	SGPU_ASSERT_EQ(in.dst, 3);
	SGPU_ASSERT_EQ(in.imm, 0xfffffffe);
	/* v6 (envytools b0c81ab1): fa/7 and fe/5 exist, operation unknown; the
	 * second code/data bases are special registers 14 and 15 */
	in = dec(FUC_V6, (const uint8_t[]){0xfa, 0x21, 0x07}, 3, 0);
	SGPU_ASSERT_EQ(in.status, FUC_DEC_OK);
	SGPU_ASSERT_EQ(in.op, FUC_OP_UNK6);
	SGPU_ASSERT_EQ(in.src1, 1);
	SGPU_ASSERT_EQ(in.src2, 2);
	SGPU_ASSERT_EQ(dec(FUC_V6, (const uint8_t[]){0xfe, 0x21, 0x05}, 3, 0).op, FUC_OP_UNK6);
	SGPU_ASSERT_EQ(dec(FUC_V5, (const uint8_t[]){0xfa, 0x21, 0x07}, 3, 0).op, FUC_OP_INVALID);
	SGPU_ASSERT_EQ(dec(FUC_V5, (const uint8_t[]){0xfe, 0x21, 0x05}, 3, 0).op, FUC_OP_INVALID);
	in = dec(FUC_V6, (const uint8_t[]){0xfe, 0xe1, 0x01}, 3, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_RDSR);
	SGPU_ASSERT_EQ(in.sreg, FUC_SR_XCBASE1);
	/* v6 keeps v5's encoding */
	SGPU_ASSERT_EQ(dec(FUC_V6, (const uint8_t[]){0x03, 0xfe}, 2, 0).op, FUC_OP_MOV);
	/* short input: SHORT, never a read past avail */
	in = dec(FUC_V3, (const uint8_t[]){0x90, 0x21}, 2, 0);
	SGPU_ASSERT_EQ(in.status, FUC_DEC_SHORT);
	SGPU_ASSERT_EQ(in.op, FUC_OP_INVALID);
	SGPU_ASSERT_EQ(in.len, 3);
	in = dec(FUC_V3, NULL, 0, 0);
	SGPU_ASSERT_EQ(in.status, FUC_DEC_SHORT);
	/* unknown: length 1 when even the length is unknown */
	in = dec(FUC_V3, (const uint8_t[]){0xbf, 0, 0, 0}, 4, 0);
	SGPU_ASSERT_EQ(in.status, FUC_DEC_INVALID);
	SGPU_ASSERT_EQ(in.len, 1);
	/* unclaimed bits are reported but the instruction is valid */
	in = dec(FUC_V3, (const uint8_t[]){0xf8, 0xf0}, 2, 0);
	SGPU_ASSERT_EQ(in.op, FUC_OP_RET);
	SGPU_ASSERT_EQ(in.unclaimed, 0xf000);
	/* lengths from byte 0 */
	SGPU_ASSERT_EQ(fuc_insn_len(0xf8, FUC_V3), 2);
	SGPU_ASSERT_EQ(fuc_insn_len(0xf4, FUC_V3), 3);
	SGPU_ASSERT_EQ(fuc_insn_len(0xf5, FUC_V3), 4);
	SGPU_ASSERT_EQ(fuc_insn_len(0x3e, FUC_V4), 4);
	SGPU_ASSERT_EQ(fuc_insn_len(0xd0, FUC_V5), 5);
	/* the length table agrees with decoding, for every first byte */
	for (unsigned v = 0; v < FUC_NVERSIONS; v++) {
		for (unsigned b0 = 0; b0 < 256; b0++) {
			uint8_t b[FUC_MAX_LEN] = {(uint8_t)b0, 0x21, 0x5a, 0x81, 0x33, 0x10};
			struct fuc_insn one;
			fuc_decode(b, sizeof(b), 0, v, 0, &one);
			if ((v == FUC_V5 || v == FUC_V6) && ((b0 & 0x3f) == 0x33 || b0 == 0xfb))
				continue; /* v5: byte 1 picks the length of these */
			SGPU_ASSERT_MSG(fuc_insn_len((uint8_t)b0, v) == one.len,
			                "%s byte 0x%02x: %u, decoded %u", fuc_version_name(v), b0,
			                fuc_insn_len((uint8_t)b0, v), one.len);
		}
	}
	/* every op has a name; versions parse both ways */
	for (unsigned op = 0; op < FUC_OP_COUNT; op++)
		SGPU_ASSERT_MSG(strcmp(fuc_op_name(op), "?"), "op %u has no name", op);
	enum fuc_version v;
	SGPU_ASSERT(fuc_parse_version("fuc4", &v) && v == FUC_V4);
	SGPU_ASSERT(!fuc_parse_version("fuc9", &v));
	SGPU_ASSERT_STR_EQ(fuc_version_name(FUC_V5), "fuc5");
	SGPU_ASSERT(fuc_parse_version("fuc6", &v) && v == FUC_V6);
	SGPU_ASSERT_STR_EQ(fuc_version_name(FUC_V6), "fuc6");
}

/* Disassembles `code` instruction by instruction into a source text. */
static char *disasm_source(enum fuc_version v, const uint8_t *code, size_t n)
{
	size_t cap = n * 64 + 64, len = 0;
	char *src = malloc(cap);
	if (!src)
		return NULL;
	for (size_t pc = 0; pc < n;) {
		char line[256];
		unsigned l =
		        fuc_disasm_insn(code + pc, n - pc, (uint32_t)pc, v, 0, line, sizeof(line));
		len += (size_t)snprintf(src + len, cap - len, "%s\n", line);
		pc += l;
	}
	return src;
}

SGPU_TEST(program_round_trip)
{
	char *src = read_text("roundtrip.fuc");
	SGPU_ASSERT(src);
	struct isa_asm_result a, b;
	bool ok = assemble(FUC_V3, 0, src, &a);
	free(src);
	SGPU_ASSERT_MSG(ok, "%s", a.errors ? a.errors : "");
	SGPU_ASSERT(a.size > 200);
	char *text = disasm_source(FUC_V3, a.data, a.size);
	SGPU_ASSERT(text);
	SGPU_ASSERT(!strstr(text, "???") && !strstr(text, "[unknown"));
	ok = assemble(FUC_V3, 0, text, &b);
	SGPU_ASSERT_MSG(ok, "%s", b.errors ? b.errors : "");
	SGPU_ASSERT_EQ(b.size, a.size);
	SGPU_ASSERT_MEM_EQ(b.data, a.data, a.size);
	/* and a third time, from the second disassembly */
	char *text2 = disasm_source(FUC_V3, b.data, b.size);
	SGPU_ASSERT_STR_EQ(text2, text);
	free(text);
	free(text2);
	isa_asm_result_free(&a);
	isa_asm_result_free(&b);
}

/* Random valid instruction streams survive disassemble -> assemble. */
SGPU_TEST(random_round_trip)
{
	uint32_t seed = 12345;
	for (unsigned v = 0; v < FUC_NVERSIONS; v++) {
		uint8_t code[4096];
		size_t n = 0;
		while (n + FUC_MAX_LEN < sizeof(code)) {
			uint8_t b[FUC_MAX_LEN];
			for (unsigned i = 0; i < FUC_MAX_LEN; i++) {
				seed = seed * 1103515245u + 12345u;
				b[i] = (uint8_t)(seed >> 16);
			}
			struct isa_decoded d;
			isa_decode(&fuc_isa, b, sizeof(b), n, v, 0, &d);
			if (d.status || d.form->op == FUC_OP_INVALID || (d.raw[0] & ~d.claimed[0]))
				continue;
			/* pc-relative branches: envyas's layout only ever grows an
			 * instruction, so a stream of them need not reassemble to the
			 * same choice of short and long forms (the table covers them) */
			bool pcrel = false;
			for (unsigned i = 0; i < d.nitems; i++)
				pcrel |= (d.items[i].atom->flags & ISA_PCREL) != 0;
			if (pcrel)
				continue;
			/* skip shadowed encodings: the assembler picks the preferred one */
			char t[256];
			isa_format(&d, t, sizeof(t));
			struct isa_asm_result r;
			char one[300];
			snprintf(one, sizeof(one), ".section #x %zu\n%s\n", n, t);
			bool same = isa_assemble(&fuc_isa, v, 0, one, strlen(one), "t", ISA_OUT_RAW,
			                         &r) &&
			            r.size == d.len && !memcmp(r.data, b, d.len);
			isa_asm_result_free(&r);
			if (!same)
				continue;
			memcpy(code + n, b, d.len);
			n += d.len;
		}
		char *text = disasm_source(v, code, n);
		SGPU_ASSERT(text);
		struct isa_asm_result r;
		bool ok = isa_assemble(&fuc_isa, v, 0, text, strlen(text), "t", ISA_OUT_RAW, &r);
		SGPU_ASSERT_MSG(ok, "v%u: %s", v, r.errors ? r.errors : "");
		SGPU_ASSERT_EQ(r.size, n);
		SGPU_ASSERT_MEM_EQ(r.data, code, n);
		isa_asm_result_free(&r);
		free(text);
	}
}

static char *assemble_fmt(const char *src, enum isa_asm_format fmt)
{
	struct isa_asm_result r;
	if (!isa_assemble(&fuc_isa, FUC_V3, 0, src, strlen(src), "t.s", fmt, &r)) {
		printf("%s", r.errors ? r.errors : "");
		isa_asm_result_free(&r);
		return NULL;
	}
	char *s = malloc(r.size + 1);
	memcpy(s, r.data, r.size);
	s[r.size] = 0;
	isa_asm_result_free(&r);
	return s;
}

SGPU_TEST(directives_and_output)
{
	const char *src = ".equ #N 3\n"
	                  ".section #code\n"
	                  "main:\n"
	                  "\tmov $r1 #N\n"
	                  "_l:\tbra #_l\n"
	                  "\tret\n"
	                  ".section #data 0x100\n"
	                  "tab:\t.b8 1 2\n"
	                  ".align 4\n"
	                  "\t.b16 0x1234\n"
	                  "\t.b32 #main + 1 #tab\n"
	                  "\t.skip 2\n"
	                  "\t.size 0x10\n";
	char *s = assemble_fmt(src, ISA_OUT_CARRAY);
	SGPU_ASSERT(s);
	SGPU_ASSERT_STR_EQ(s, "uint8_t code[] = {\n"
	                      "/* 0x0000: main */\n"
	                      "\t0xf0,\n\t0x17,\n\t0x03,\n"
	                      "/* 0x0003: __main_l */\n"
	                      "\t0xf4,\n\t0x0e,\n\t0x00,\n"
	                      "\t0xf8,\n\t0x00,\n"
	                      "};\n\n"
	                      "uint8_t data[] = {\n"
	                      "\t0x01,\n\t0x02,\n\t0x00,\n\t0x00,\n"
	                      "\t0x34,\n\t0x12,\n"
	                      "\t0x01,\n\t0x00,\n\t0x00,\n\t0x00,\n"
	                      "\t0x00,\n\t0x01,\n\t0x00,\n\t0x00,\n"
	                      "\t0x00,\n\t0x00,\n"
	                      "};\n");
	free(s);
	s = assemble_fmt(".b32 0x11223344 5\n", ISA_OUT_HEX32);
	SGPU_ASSERT_STR_EQ(s, "0x11223344,\n0x00000005,\n");
	free(s);
	s = assemble_fmt("exit\n", ISA_OUT_HEX8);
	SGPU_ASSERT_STR_EQ(s, "0xf8,\n0x02,\n");
	free(s);
	s = assemble_fmt(".b32 0x11 ; .b8 1\n", ISA_OUT_CARRAY32);
	SGPU_ASSERT_STR_EQ(s, "uint32_t default[] = {\n\t0x00000011,\n\t0x00000001,\n};\n");
	free(s);
	/* a branch that no longer fits in 8 bits grows, and the layout is redone */
	s = assemble_fmt("bra #far\n.skip 0x100\nfar: exit\n", ISA_OUT_HEX8);
	SGPU_ASSERT(s);
	SGPU_ASSERT(!strncmp(s, "0xf5,\n0x0e,\n0x04,\n0x01,\n", 24));
	free(s);
	/* comments, octal, expressions, '-' rules, ';' separators */
	s = assemble_fmt("/* c */ mov $r1 010 // eight\n"
	                 "mov $r2 ((1 << 4) | 2) ; mov $r3 0x10 - 1 /+ nested /+ x +/ +/\n"
	                 "mov $r4 -1\n",
	                 ISA_OUT_HEX8);
	SGPU_ASSERT(s);
	SGPU_ASSERT_STR_EQ(s, "0xf0,\n0x17,\n0x08,\n0xf0,\n0x27,\n0x12,\n0xf0,\n0x37,\n0x0f,\n"
	                      "0xf0,\n0x47,\n0xff,\n");
	free(s);
}

/* Whole sources against the C arrays envyas printed for them (checked by
 * hand when the files were written, docs/hw/falcon-isa.md). */
SGPU_TEST(sources_match_envyas_output)
{
	static const char *const files[] = {"dialect", "roundtrip"};
	for (size_t i = 0; i < sizeof(files) / sizeof(files[0]); i++) {
		char name[64];
		snprintf(name, sizeof(name), "%s.fuc", files[i]);
		char *src = read_text(name);
		snprintf(name, sizeof(name), "%s.expected", files[i]);
		char *want = read_text(name);
		SGPU_ASSERT(src && want);
		char *got = assemble_fmt(src, ISA_OUT_CARRAY32);
		SGPU_ASSERT_MSG(got, "%s does not assemble", files[i]);
		SGPU_ASSERT_STR_EQ(got, want);
		free(got);
		free(src);
		free(want);
	}
}

static void expect_error(const char *src, const char *msg)
{
	struct isa_asm_result r;
	bool ok = isa_assemble(&fuc_isa, FUC_V3, 0, src, strlen(src), "t.s", ISA_OUT_RAW, &r);
	if (ok || !r.errors || !strstr(r.errors, msg))
		sgpu_test_fail(__FILE__, __LINE__, "'%s': want error '%s', got %s: %s", src, msg,
		               ok ? "success" : "failure", r.errors ? r.errors : "(none)");
	isa_asm_result_free(&r);
}

SGPU_TEST(assembler_errors)
{
	expect_error("add b32 $r1 $r2 0x10000\n", "t.s:1:1: no instruction form matches");
	/* at operand level '|' separates operands, as in envyas */
	expect_error("mov $r2 1 | 2\n", "t.s:1:1: no instruction form matches");
	expect_error("nop\n", "t.s:1:1: no instruction form matches");
	expect_error("exit\n\tmov $r1 $r2\n", "t.s:2:2: no instruction form matches");
	expect_error("bra #nowhere\n", "t.s:1:5: undefined label \"nowhere\"");
	expect_error("a:\na:\n", "t.s:2:1: label a redeclared");
	expect_error(".frob 1\n", "t.s:1:1: unknown directive .frob");
	expect_error(".align\n", "t.s:1:1: wrong arguments for .align");
	expect_error(".align 0\n", "wrong arguments for .align");
	expect_error(".skip 1 2\n", "too many arguments for .skip");
	expect_error(".section code\n", "syntax error");
	expect_error(".section #a 1 2\n", "too many arguments for .section");
	expect_error(".b8 $r1\n", "wrong arguments for .b8");
	expect_error(".u8 0x100\n", "argument 0 too large for .u8");
	expect_error(".s8 0x80\n", "argument 0 too large for .s8");
	expect_error(".b32 1/0\n", "t.s:1:6: division by 0");
	expect_error(".equ #x #y\n", "undefined label \"y\"");
	expect_error(".skip 4\n.size 2\n", "t.s:2:1: section 'default' exceeds .size by 2 bytes");
	expect_error("mov $r1 1 @\n", "t.s:1:11: syntax error");
	expect_error("add b32 $r1 $r2 (1\n", "syntax error");
	expect_error("mov $r1 1 -\n", "syntax error");
	expect_error("/* unterminated\n", "syntax error");
	struct isa_asm_result nul;
	SGPU_ASSERT(
	        !isa_assemble(&fuc_isa, FUC_V3, 0, "mov $r1 1 \0\n", 12, "t.s", ISA_OUT_RAW, &nul));
	SGPU_ASSERT_STR_CONTAINS(nul.errors, "t.s:1:11: syntax error");
	isa_asm_result_free(&nul);
	/* evaluation recurses over expressions: deep ones are refused */
	char deep[2200] = "mov $r1 ";
	for (int i = 0; i < 300; i++)
		strcat(deep, "1+");
	strcat(deep, "1\n");
	expect_error(deep, "syntax error");
	expect_error("call #f\n.skip 0x10000\nf: ret\n.skip 0\nmov $r1 #f\n",
	             "t.s:5:1: relocation failed");
	/* trailing text is fine; version gating */
	struct isa_asm_result r;
	SGPU_ASSERT(!isa_assemble(&fuc_isa, FUC_V0, 0, "div $r1 $r2 $r3\n", 16, "t.s", ISA_OUT_RAW,
	                          &r));
	SGPU_ASSERT_STR_CONTAINS(r.errors, "t.s:1:1: no instruction form matches");
	isa_asm_result_free(&r);
	/* warnings do not fail */
	SGPU_ASSERT(
	        isa_assemble(&fuc_isa, FUC_V3, 0, ".b8 1\n.b32 2\n", 12, "t.s", ISA_OUT_RAW, &r));
	SGPU_ASSERT_STR_CONTAINS(r.errors, "t.s:2:1: warning: unaligned data .b32");
	isa_asm_result_free(&r);
}

/* Numbers and data that do not fit are errors (envyas saturates numbers to
 * 2^64-1, which `mov` then takes as -1, and keeps the low bits of .bN). */
SGPU_TEST(values_that_do_not_fit)
{
	expect_error("mov $r1 99999999999999999999\n",
	             "t.s:1:9: number 99999999999999999999 does not fit in 64 bits");
	expect_error("mov $r1 0x10000000000000000\n", "does not fit in 64 bits");
	expect_error(".b32 1 02000000000000000000000\n", "t.s:1:8: number");
	expect_error(".b32 0x100000000\n", "t.s:1:1: argument 0 too large for .b32");
	expect_error(".b8 1 0x100\n", "argument 1 too large for .b8");
	expect_error(".b16 0x1ffff\n", "argument 0 too large for .b16");
	expect_error(".b32 -0x100000001\n", "argument 0 too large for .b32");
	/* the bits above N all zeros or all ones: unsigned, negative, or ~ of
	 * an N-bit mask (nouveau's g98.fuc0s: .b32 ... ~0xfffffff0) */
	char *s = assemble_fmt(".b32 ~0xfffffff0\n", ISA_OUT_HEX32);
	SGPU_ASSERT_STR_EQ(s, "0x0000000f,\n");
	free(s);
	s = assemble_fmt(".b8 0xff -1 -0x80\n.b16 0xffff -0x8000\n"
	                 ".b32 0xffffffff -1\n.b64 0xffffffffffffffff -1\n"
	                 "mov $r1 18446744073709551615\n",
	                 ISA_OUT_HEX8);
	SGPU_ASSERT(s);
	SGPU_ASSERT(strstr(s, "0xff,\n0xff,\n0x80,\n0xff,\n0xff,\n0x00,\n0x80,\n"));
	free(s);
}

/* cprecmac is cgfmul's older name (envytools f20c174f renamed it; nouveau's
 * g98.fuc0s still spells it so): both assemble to bc, cgfmul is printed. */
SGPU_TEST(crypt_old_names)
{
	const char *pairs[][2] = {{"cprecmac $c1 $c2\n", "cgfmul $c1 $c2\n"},
	                          {"ciprecmac $r3\n", "cigfmul $r3\n"}};
	for (size_t i = 0; i < 2; i++) {
		struct isa_asm_result a, b;
		SGPU_ASSERT(isa_assemble(&fuc_isa, FUC_V0, FUC_FEAT_CRYPT, pairs[i][0],
		                         strlen(pairs[i][0]), "t.s", ISA_OUT_RAW, &a));
		SGPU_ASSERT(isa_assemble(&fuc_isa, FUC_V0, FUC_FEAT_CRYPT, pairs[i][1],
		                         strlen(pairs[i][1]), "t.s", ISA_OUT_RAW, &b));
		SGPU_ASSERT_EQ(a.size, b.size);
		SGPU_ASSERT_MEM_EQ(a.data, b.data, a.size);
		char text[64];
		fuc_disasm_insn(a.data, a.size, 0, FUC_V0, FUC_FEAT_CRYPT, text, sizeof(text));
		SGPU_ASSERT_STR_EQ(text, pairs[i][1][0] == 'c' && pairs[i][1][1] == 'g'
		                                 ? "cgfmul $c1 $c2"
		                                 : "cigfmul $r3");
		isa_asm_result_free(&a);
		isa_asm_result_free(&b);
	}
	/* without the crypt feature neither exists */
	struct isa_asm_result r;
	SGPU_ASSERT(!isa_assemble(&fuc_isa, FUC_V0, 0, "cprecmac $c1 $c2\n", 17, "t.s", ISA_OUT_RAW,
	                          &r));
	isa_asm_result_free(&r);
}

SGPU_TEST(disasm_listing)
{
	const uint8_t code[] = {0xf4, 0x0b, 0x03, 0xf5, 0x21, 0x09, 0x00, 0xf8, 0x00, 0xbf};
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	SGPU_ASSERT(f);
	isa_disasm(&fuc_isa, FUC_V3, 0, code, sizeof(code), 0, false, f);
	fclose(f);
	/* branch targets get B, call targets C and a blank line before them */
	SGPU_ASSERT_STR_EQ(buf, "00000000: f4 0b 03              bra e 0x3\n"
	                        "00000003: f5 21 09 00         B call 0x9\n"
	                        "00000007: f8 00                 ret\n"
	                        "\n"
	                        "00000009: bf                 C  ??? b32 [unknown op length] "
	                        "[unknown instruction]\n");
	free(buf);
}
