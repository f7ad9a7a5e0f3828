/* The NVIDIA ISA tables of nv_isa.h (hwsq, ctx): the "bytes = text" files
 * of every variant checked both ways, every form covered, listings in code
 * units, and the assembler's unit-sized output. */
#include <stdlib.h>

#include "harness.h"
#include "isa_table.h"
#include "isa/nv_isa.h"

struct tab_file {
	const char *name; /* tests/isa/MACHINE/NAME.txt */
	unsigned v;
	unsigned ofs; /* code offset the lines decode at (gm107 instruction slots: 8) */
	bool partial; /* not every form (gm107's scheduling words) */
};

struct tab {
	const char *machine; /* folder under tests/isa */
	const struct isa_def *isa;
	unsigned unit; /* bytes per hex number in the files */
	struct tab_file files[8];
};

static const struct tab tabs[] = {
        {"hwsq",
         &hwsq_isa,
         1,
         {{"base", HWSQ_V_BASE, 0, false},
          {"nv17", HWSQ_V_NV17, 0, false},
          {"nv41", HWSQ_V_NV41, 0, false},
          {"g80", HWSQ_V_G80, 0, false}}},
        {"ctx",
         &ctx_isa,
         4,
         {{"base", CTX_V_BASE, 0, false},
          {"nv40", CTX_V_NV40, 0, false},
          {"g80", CTX_V_G80, 0, false},
          {"g200", CTX_V_G200, 0, false}}},
        /* g80 versions: variant * 5 + program type (nv_isa.h) */
        {"g80",
         &g80_isa,
         4,
         {{"base", 0, 0, false},
          {"g80-vp", 6, 0, false},
          {"g84-fp", 13, 0, false},
          {"g200-cp", 19, 0, false},
          {"gt215-gp", 27, 0, false}}},
        {"gf100",
         &gf100_isa,
         4,
         {{"base", GF100_V_BASE, 0, false},
          {"gf100", GF100_V_GF100, 0, false},
          {"gk104", GF100_V_GK104, 0, false}}},
        {"gk110", &gk110_isa, 4, {{"base", 0, 0, false}}},
        {"macro", &macro_isa, 4, {{"base", 0, 0, false}}},
        {"gm107",
         &gm107_isa,
         8,
         {{"base", GM107_V_BASE, 8, false},
          {"sm50", GM107_V_SM50, 8, false},
          {"sm52", GM107_V_SM52, 8, false},
          {"sm60", GM107_V_SM60, 8, false},
          {"sched", GM107_V_SM50, 0, true}}},
};

/* One file: returns the number of failures; marks the forms it decodes. */
static int check_file(const struct tab *t, const struct tab_file *tf, int *nlines, bool *hit)
{
	char path[256];
	snprintf(path, sizeof(path), "isa/%s/%s.txt", t->machine, tf->name);
	const struct sgpu_isa_table tab = {.path = path,
	                                   .isa = t->isa,
	                                   .variant = tf->v,
	                                   .unit = t->unit,
	                                   .ofs = tf->ofs,
	                                   .hit = hit};
	return sgpu_isa_table_check(&tab, nlines);
}

/* True if an earlier form of version v matches every encoding of form i. */
static bool shadowed(const struct isa_def *isa, size_t i, unsigned v)
{
	const struct isa_form *f = &isa->forms[i];
	for (size_t j = 0; j < i; j++) {
		const struct isa_form *e = &isa->forms[j];
		bool covers = e->vmask >> v & 1;
		for (unsigned w = 0; w < ISA_WORDS; w++)
			covers = covers && (e->mask[w] & ~f->mask[w]) == 0 &&
			         (f->val[w] & e->mask[w]) == e->val[w];
		if (covers)
			return true;
	}
	return false;
}

/* Every variant's file checked both ways, and it has a line for every form
 * of its version. */
SGPU_TEST(tables_both_ways_and_complete)
{
	for (size_t ti = 0; ti < sizeof(tabs) / sizeof(tabs[0]); ti++) {
		const struct tab *t = &tabs[ti];
		for (int k = 0; k < 8 && t->files[k].name; k++) {
			const char *vname = t->files[k].name;
			unsigned v = t->files[k].v;
			bool *hit = calloc(t->isa->nforms, 1);
			SGPU_ASSERT(hit);
			int lines = 0;
			int fails = check_file(t, &t->files[k], &lines, hit);
			SGPU_ASSERT_MSG(fails == 0, "%s/%s: %d failures", t->machine, vname, fails);
			SGPU_ASSERT_MSG(lines > 20, "%s/%s: only %d lines", t->machine, vname,
			                lines);
			for (size_t i = 0; i < t->isa->nforms && !t->files[k].partial; i++) {
				const struct isa_form *f = &t->isa->forms[i];
				if (!(f->vmask >> v & 1) || shadowed(t->isa, i, v))
					continue;
				SGPU_ASSERT_MSG(hit[i],
				                "%s/%s: no line for form %zu (0x%llx/0x%llx)",
				                t->machine, vname, i, (unsigned long long)f->val[0],
				                (unsigned long long)f->mask[0]);
			}
			free(hit);
		}
	}
}

static char *listing(const struct isa_def *isa, unsigned v, const uint8_t *code, size_t n,
                     uint64_t base, bool quiet)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	if (!f)
		return NULL;
	isa_disasm(isa, v, 0, code, n, base, quiet, f);
	fclose(f);
	return buf;
}

/* ctx listings count 32-bit words: addresses, B marks, bytes most
 * significant first, and envydis's "??" quirk in [unknown: ...]. */
SGPU_TEST(ctx_listing_in_words)
{
	static const uint8_t code[] = {0x04, 0x00, 0x10, 0x00, 0x05, 0x01, 0x40, 0x00, 0x34,
	                               0x12, 0xf0, 0x00, 0x0c, 0x00, 0x60, 0x00, 0x99};
	char *s = listing(&ctx_isa, CTX_V_G80, code, sizeof(code), 0, false);
	SGPU_ASSERT(s);
	SGPU_ASSERT_STR_EQ(s,
	                   "00000000: 00100004     reg G[0x10] $ra\n"
	                   "00000001: 00400105   B jmp swsavereq 0x1\n"
	                   "00000002: 00f01234     ??? [unknown: ????0034] [unknown instruction]\n"
	                   "00000003: 0060000c     cmd #END\n");
	free(s);
	s = listing(&ctx_isa, CTX_V_G80, code, 16, 0x100, true);
	SGPU_ASSERT(s);
	SGPU_ASSERT_STR_CONTAINS(s, "reg G[0x10] $ra\njmp swsavereq 0x1\n");
	free(s);
}

SGPU_TEST(hwsq_listing)
{
	static const uint8_t code[] = {0x40, 0x34, 0x12, 0x5f, 0x03, 0x01, 0x7f, 0xe0, 0x78};
	char *s = listing(&hwsq_isa, HWSQ_V_NV41, code, sizeof(code), 0, false);
	SGPU_ASSERT(s);
	SGPU_ASSERT_STR_EQ(s, "00000000: 40 34 12           addrlo 0x1234\n"
	                      "00000003: 5f 03 01           ewait #HEAD1_VBLANK 0x1\n"
	                      "00000006: 7f                 exit\n"
	                      "00000007: e0 78 ?? ?? ??     addr 0x78 [incomplete]\n");
	free(s);
}

static char *assemble(const struct isa_def *isa, unsigned v, const char *src,
                      enum isa_asm_format fmt, bool *ok)
{
	struct isa_asm_result r;
	*ok = isa_assemble(isa, v, 0, src, strlen(src), "t.s", fmt, &r);
	char *out = malloc(r.size + 1 + (r.errors ? strlen(r.errors) : 0));
	if (out) {
		memcpy(out, r.data ? (const char *)r.data : "", r.size);
		out[r.size] = 0;
		if (r.errors)
			strcat(out, r.errors);
	}
	isa_asm_result_free(&r);
	return out;
}

/* ctx labels count words; envyas prints one unit per line in every hex
 * format and refuses a uint8_t array. */
SGPU_TEST(ctx_assembler_units)
{
	bool ok;
	const char *src = "nop\nb: reg G[4] $ra\n.b32 5\nc:\ncmd #END\njmp idle #c\n";
	char *s = assemble(&ctx_isa, CTX_V_G80, src, ISA_OUT_HEX8, &ok);
	SGPU_ASSERT(ok && s);
	SGPU_ASSERT_STR_EQ(s, "0x00,\n0x100001,\n0x05,\n0x60000c,\n0x400340,\n");
	free(s);
	s = assemble(&ctx_isa, CTX_V_G80, src, ISA_OUT_CARRAY64, &ok);
	SGPU_ASSERT(ok && s);
	/* envyas matches word-counted labels against byte offsets */
	SGPU_ASSERT_STR_EQ(s, "uint64_t default[] = {\n/* 0x0001: b */\n/* 0x0003: c */\n"
	                      "\t0x0000000000000000,\n\t0x0000000000100001,\n"
	                      "\t0x0000000000000005,\n\t0x000000000060000c,\n"
	                      "\t0x0000000000400340,\n};\n");
	free(s);
	s = assemble(&ctx_isa, CTX_V_G80, src, ISA_OUT_CARRAY, &ok);
	SGPU_ASSERT(!ok && s);
	SGPU_ASSERT_STR_CONTAINS(s, "t.s:1:1: 4-byte code units do not fit a uint8_t array");
	free(s);
	/* nv40 has no G80 "reg" form with $ra of 16 bits */
	s = assemble(&ctx_isa, CTX_V_NV40, "reg G[0x3fffc] $ra\n", ISA_OUT_HEX32, &ok);
	SGPU_ASSERT(!ok && s);
	SGPU_ASSERT_STR_CONTAINS(s, "t.s:1:1: no instruction form matches these operands");
	free(s);
}

SGPU_TEST(variant_names)
{
	unsigned v = 99;
	SGPU_ASSERT(hwsq_parse_version("nv41", &v) && v == HWSQ_V_NV41);
	SGPU_ASSERT(ctx_parse_version("g200", &v) && v == CTX_V_G200);
	SGPU_ASSERT(!ctx_parse_version("nv41", &v));
}

/* g80: a long instruction starts 8-byte aligned, and the short one before a
 * misaligned long one takes its long form, as envyas does; sub-instructions,
 * vectors, post-increment memory and $a0-is-none assemble back. */
SGPU_TEST(g80_assembler)
{
	bool ok;
	const char *src = "mov b32 $r1 $r0\n(g $c0) bra #a\na: add b32 $r1 $r65 $r0\n"
	                  "ld $r1 u8 c0[0x8000]\nmov b32 $r2 $r3\nmov b32 $r2 $r3\n";
	char *s = assemble(&g80_isa, 19, src, ISA_OUT_HEX32, &ok);
	SGPU_ASSERT(ok && s);
	SGPU_ASSERT_STR_EQ(s, "0x10000005,\n0x0403c780,\n0x10002003,\n0x00000200,\n0x20008205,\n"
	                      "0x04000780,\n0x11000005,\n0x24000780,\n0x10008608,\n0x10008608,\n");
	free(s);
	/* trap's next form is the control one */
	s = assemble(&g80_isa, 19, "trap\nld $r1 u8 c0[0x8000]\n", ISA_OUT_HEX32, &ok);
	SGPU_ASSERT(ok && s);
	SGPU_ASSERT_STR_EQ(s, "0x90000003,\n0x00000000,\n0x11000005,\n0x24000780,\n");
	free(s);
	/* a short instruction with no long form (the mul below) keeps its
	 * place and 4 zero bytes follow; envyas drops it (it steps past its
	 * last match), see docs/hw/nv-isa.md */
	s = assemble(&g80_isa, 19,
	             "exit texauto all #:#:#:# $t0 $s0 $r0 0x0 0x0 0x0\n"
	             "mul f32 $r6 $r59 neg c1[$a1++0xffffffffffffffe0]\n"
	             "add $r63 (mul s16 $r0l 0x0) $r63\nmov $r0 0x0\n",
	             ISA_OUT_HEX32, &ok);
	SGPU_ASSERT(ok && s);
	SGPU_ASSERT_STR_EQ(s, "0xf0000001,\n0x00000781,\n0xc6f87618,\n0x00000000,\n0x600001fd,\n"
	                      "0x00000003,\n0x00000001,\n0x40000780,\n");
	free(s);
}
