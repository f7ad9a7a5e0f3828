/* isa_disasm's compiled listing (src/isa/isa.c, "compiled listing")
 * against the reference, isa_disasm_ref (a line at a time from
 * isa_decode_at and isa_format): byte for byte, on seeded random, sparse
 * and random-valid streams of every table, every version, with no and all
 * features, at several bases, listed and quiet. A failure prints its seed;
 * $ISA_LIST_SEED replays another. */
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "isa/falcon_priv.h"
#include "isa/isa.h"
#include "isa/nv_isa.h"
#include "isa/r500_fs.h"
#include "isa/r500_vs.h"

struct machine {
	const char *name;
	const struct isa_def *isa;
	unsigned nversions;
};

static const struct machine machines[] = {
        {"falcon", &fuc_isa, FUC_NVERSIONS},    {"hwsq", &hwsq_isa, HWSQ_NVERSIONS},
        {"ctx", &ctx_isa, CTX_NVERSIONS},       {"g80", &g80_isa, G80_NVERSIONS},
        {"gf100", &gf100_isa, GF100_NVERSIONS}, {"gk110", &gk110_isa, GK110_NVERSIONS},
        {"gm107", &gm107_isa, GM107_NVERSIONS}, {"macro", &macro_isa, MACRO_NVERSIONS},
        {"vp1", &vp1_isa, VP1_NVERSIONS},       {"vuc", &vuc_isa, VUC_NVERSIONS},
        {"vcomp", &vcomp_isa, VCOMP_NVERSIONS}, {"r500-fs", &r500_fs_isa, 1},
        {"r500-vs", &r500_vs_isa, 1},
};

static uint64_t rng;

static uint8_t rand8(void)
{
	rng = rng * 6364136223846793005u + 1442695040888963407u;
	return (uint8_t)(rng >> 56);
}

static uint64_t list_seed(uint64_t dflt)
{
	const char *e = getenv("ISA_LIST_SEED");
	return e ? strtoull(e, NULL, 0) : dflt;
}

/* Random instructions that decode to a known form with every bit read
 * (as bench_isa's streams), fill_tries candidates at most; returns the
 * bytes filled. */
#define FILL_TRIES 200000
static unsigned fill_tries = FILL_TRIES;

static size_t fill_valid(const struct isa_def *isa, unsigned v, uint32_t feat, uint8_t *code,
                         size_t size)
{
	unsigned unit = isa_unit(isa, v);
	size_t pos = 0, maxlen = isa->one_unit ? unit : isa->maxlen;
	uint8_t cand[ISA_MAX_BYTES];
	static struct isa_decoded d;
	for (unsigned tries = 0; pos + maxlen <= size && tries < fill_tries; tries++) {
		size_t avail = size - pos < sizeof(cand) ? size - pos : sizeof(cand);
		for (size_t i = 0; i < avail; i++)
			cand[i] = rand8();
		if (rand8() < 85)
			for (size_t i = 1; i < avail; i++)
				cand[i] &= rand8();
		isa_decode_at(isa, cand, avail, pos / unit, pos / unit, v, feat, &d);
		bool ok = !d.status && d.form && d.len <= avail;
		for (unsigned w = 0; ok && w < ISA_WORDS; w++)
			ok = !(d.raw[w] & ~d.claimed[w]);
		if (!ok || (isa->long_align && d.len == 8 && (pos & 7)))
			continue;
		memcpy(code + pos, cand, d.len);
		pos += d.len;
	}
	return pos;
}

/* Random 4-byte words, their top byte below top (a toy table's forms) */
static void random_words(uint8_t *code, size_t size, unsigned top)
{
	for (size_t i = 0; i + 4 <= size; i += 4) {
		for (size_t k = 0; k < 4; k++)
			code[i + k] = rand8();
		code[i + 3] = (uint8_t)(code[i + 3] % top);
	}
}

/* Both listings of code; true if they are the same (else prints both
 * lines where they part). */
static bool same_listing(const struct isa_def *isa, unsigned v, uint32_t feat, const uint8_t *code,
                         size_t n, uint64_t base, bool quiet)
{
	char *a = NULL, *b = NULL;
	size_t na = 0, nb = 0;
	FILE *fa = open_memstream(&a, &na), *fb = open_memstream(&b, &nb);
	if (!fa || !fb)
		return false;
	isa_disasm(isa, v, feat, code, n, base, quiet, fa);
	isa_disasm_ref(isa, v, feat, code, n, base, quiet, fb);
	fclose(fa);
	fclose(fb);
	bool same = na == nb && !memcmp(a, b, na);
	if (!same) {
		size_t i = 0;
		while (i < na && i < nb && a[i] == b[i])
			i++;
		size_t ls = i;
		while (ls && a[ls - 1] != '\n')
			ls--;
		fprintf(stderr, "compiled:  %.*s\nreference: %.*s\n", (int)strcspn(a + ls, "\n"),
		        a + ls, (int)strcspn(b + ls, "\n"), b + ls);
	}
	free(a);
	free(b);
	return same;
}

SGPU_TEST(compiled_listing_equals_reference)
{
	uint64_t seed = list_seed(0x5eed15a11157u);
	static uint8_t code[3000];
	unsigned runs = 0;
	for (size_t m = 0; m < sizeof(machines) / sizeof(machines[0]); m++) {
		const struct machine *mc = &machines[m];
		for (unsigned v = 0; v < mc->nversions; v++) {
			if (!isa_version_usable(mc->isa, v))
				continue;
			for (unsigned fi = 0; fi < 2; fi++) {
				uint32_t feat = fi ? ~0u : 0;
				for (unsigned s = 0; s < 4; s++) {
					uint64_t run_seed = seed + 1000003u * runs++;
					rng = run_seed;
					/* random, sparse (more short forms and zero
					 * fields), valid, valid with a ragged end */
					size_t n = 1000 + rand8() * 7u;
					if (s == 0)
						for (size_t i = 0; i < n; i++)
							code[i] = rand8();
					else if (s == 1)
						for (size_t i = 0; i < n; i++)
							code[i] = rand8() & rand8() & rand8();
					else
						n = fill_valid(mc->isa, v, feat, code, n);
					if (s == 3 && n > 3)
						n -= 1 + rand8() % 3;
					uint64_t base =
					        s == 2 ? 0 : (uint64_t)rand8() << 8 | rand8();
					bool quiet = s == 1;
					SGPU_ASSERT_MSG(
					        same_listing(mc->isa, v, feat, code, n, base,
					                     quiet),
					        "%s v%u feat %#x stream %u: listings differ "
					        "(ISA_LIST_SEED=%#llx replays from the first "
					        "run)",
					        mc->name, v, feat, s, (unsigned long long)seed);
				}
			}
		}
	}
}

/* A toy 4-byte table for the lines the compiled listing leaves to the
 * reference: a line longer than the room left (vectors of 64 registers),
 * a choice with no alternatives, a word longer than the compiled slack
 * would not compile at all, so it is not here. */
#define VEC64                                                       \
	{                                                           \
		.kind = ISA_VEC, .f = {0, 8}, .shl = 64, .str = "r" \
	}
static const struct isa_form toy_forms[] = {
        {.val = {0x00},
         .mask = {0xc0000000},
         .vmask = 1,
         .len = 4,
         .atoms = {{.kind = ISA_NAME, .str = "vecs"},
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64,
                   VEC64}},
        {.val = {0x40000000},
         .mask = {0xc0000000},
         .vmask = 1,
         .len = 4,
         .atoms = {{.kind = ISA_NAME, .str = "nochoice"},
                   {.kind = ISA_CHOICE},
                   {.kind = ISA_IMM, .f = {0, 16}, .flags = ISA_SIGNED}}},
        {.val = {0x80000000},
         .mask = {0xc0000000},
         .vmask = 1,
         .atoms = {{.kind = ISA_NAME, .str = "nolen"}}},
};
static struct isa_index toy_index;
static const struct isa_def toy = {
        .name = "toy", .forms = toy_forms, .nforms = 3, .maxlen = 4, .index = &toy_index};

SGPU_TEST(compiled_listing_falls_back)
{
	uint64_t seed = list_seed(0x70e5u);
	rng = seed;
	static uint8_t code[4096];
	for (size_t i = 0; i < sizeof(code); i++)
		code[i] = rand8();
	for (unsigned q = 0; q < 2; q++)
		SGPU_ASSERT_MSG(same_listing(&toy, 0, 0, code, sizeof(code), 0x100, q),
		                "toy: listings differ (ISA_LIST_SEED=%#llx)",
		                (unsigned long long)seed);
}

/* Long streams: the line memo's hits (hwsq's valid stream repeats its
 * one-byte ops) and its giving up (ctx's random words do not repeat);
 * templates' hits (macro, g80) and their giving up (vuc, whose choices
 * test operand bits). */
SGPU_TEST(compiled_listing_memo_and_templates)
{
	uint64_t seed = list_seed(0x3e3011u);
	static uint8_t code[24576];
	const struct machine *ms[] = {&machines[1], &machines[2], &machines[0],
	                              &machines[7], &machines[3], &machines[9]};
	for (unsigned i = 0; i < sizeof(ms) / sizeof(ms[0]); i++) {
		for (unsigned s = 0; s < 2; s++) {
			rng = seed + 17 * i + s;
			size_t n = sizeof(code);
			if (s)
				n = fill_valid(ms[i]->isa, ms[i]->nversions - 1, 0, code, n);
			else
				for (size_t k = 0; k < n; k++)
					code[k] = rand8();
			SGPU_ASSERT_MSG(same_listing(ms[i]->isa, ms[i]->nversions - 1, 0, code, n,
			                             0x40, false),
			                "%s stream %u: listings differ (ISA_LIST_SEED=%#llx)",
			                ms[i]->name, s, (unsigned long long)seed);
		}
	}
}

/* Streams of the benchmark's size (bench_isa: 64 KiB of random valid
 * instructions) for every NVIDIA machine at its newest version: the
 * second pass's lines far from the end (the bytes columns by SSE2, the
 * template tables grown to thousands of templates, the forms' key masks,
 * the first pass's scan in line and its candidates reordered), listed
 * and quiet at another base. */
SGPU_TEST(compiled_listing_bench_size)
{
	uint64_t seed = list_seed(0xb5e7c4u);
	static uint8_t code[65536];
	for (unsigned i = 0; i < 11; i++) {
		const struct machine *m = &machines[i];
		unsigned v = m->nversions - 1;
		if (!isa_version_usable(m->isa, v))
			continue;
		rng = seed + 31 * i;
		fill_tries = 3000000; /* ctx's and vcomp's valid forms are sparse */
		size_t n = fill_valid(m->isa, v, 0, code, sizeof(code));
		fill_tries = FILL_TRIES;
		SGPU_ASSERT_MSG(n >= 16384, "%s: a stream of %zu bytes only", m->name, n);
		/* listed twice (the second on the state the first made: every
		 * template, g80's and gf100's looked up a line ahead), then
		 * quiet at another base */
		for (unsigned q = 0; q < 3; q++)
			SGPU_ASSERT_MSG(
			        same_listing(m->isa, v, 0, code, n, q == 2 ? 0x1234 : 0, q == 2),
			        "%s listing %u: listings differ (ISA_LIST_SEED=%#llx)", m->name, q,
			        (unsigned long long)seed);
	}
}

/* Streams of a few instructions repeated, now and then a byte changed:
 * the memo's runs of hits (one loop through lines of the memo: hwsq's
 * one-byte ops, whose keys under 0x100 have slots of their own, among
 * keys of longer ones), the marks of targets inside such runs, and the
 * first pass's runs of lines whose index byte gives their length. */
SGPU_TEST(compiled_listing_memo_runs)
{
	uint64_t seed = list_seed(0x3e3012u);
	static uint8_t code[16384];
	uint8_t pool[64];
	for (size_t m = 0; m + 2 < sizeof(machines) / sizeof(machines[0]); m++) {
		const struct machine *mc = &machines[m];
		for (unsigned s = 0; s < 3; s++) {
			unsigned v = s ? mc->nversions - 1 : 0;
			rng = seed + 29 * m + s;
			size_t pn = fill_valid(mc->isa, v, 0, pool, 8u << s);
			if (!pn)
				continue;
			size_t n = 0;
			while (n + pn <= sizeof(code)) {
				memcpy(code + n, pool, pn);
				if (rand8() < 32)
					code[n + rand8() % pn] = rand8();
				n += pn;
			}
			for (unsigned r = 0; r < 3; r++)
				SGPU_ASSERT_MSG(same_listing(mc->isa, v, 0, code, n - r * 5,
				                             r * 0x1000u, r == 2),
				                "%s stream %u listing %u: listings differ "
				                "(ISA_LIST_SEED=%#llx)",
				                mc->name, s, r, (unsigned long long)seed);
		}
	}
}

/* The listing state (memo, templates, the first pass's forms) is kept
 * from one isa_disasm call to the next of the same table, version and
 * features: a stream listed again (other base, quiet or not, a shorter
 * piece, another table between) is listed from what the calls before
 * left, and still as the reference lists it. */
SGPU_TEST(compiled_listing_state_kept)
{
	uint64_t seed = list_seed(0x57a7e5u);
	static uint8_t code[8192];
	for (size_t m = 0; m + 2 < sizeof(machines) / sizeof(machines[0]); m++) {
		const struct machine *mc = &machines[m], *other = &machines[(m + 1) % 11];
		unsigned v = mc->nversions - 1;
		rng = seed + 31 * m;
		size_t n = fill_valid(mc->isa, v, 0, code, sizeof(code));
		for (unsigned r = 0; r < 4; r++) {
			size_t len = r == 2 ? n / 3 : n;
			SGPU_ASSERT_MSG(same_listing(mc->isa, v, 0, code, len, r * 0x1000u, r == 1),
			                "%s listing %u: listings differ (ISA_LIST_SEED=%#llx)",
			                mc->name, r, (unsigned long long)seed);
			if (r == 2)
				SGPU_ASSERT(same_listing(other->isa, other->nversions - 1, 0, code,
				                         len, 0, false));
		}
	}
}

/* The choices' texts (cflat: keys gathered from runs of bits, entries
 * made after the line that first meets them, a target relative to the
 * address last in an alternative left to the walk) and the listing's
 * choice tables filtered by version: vuc's every version (VP2's "rbra"
 * prefix is such a choice, its VP3 alternative filtered out), gk110 and
 * gm107, each stream listed again at other bases (the entries the first
 * listing made, a relative target's text from each line's address) and
 * after another version's listing. */
SGPU_TEST(compiled_listing_choice_texts)
{
	uint64_t seed = list_seed(0xc7e47u);
	static uint8_t code[16384];
	const struct machine *ms[] = {&machines[9], &machines[5], &machines[6]};
	for (unsigned i = 0; i < sizeof(ms) / sizeof(ms[0]); i++) {
		for (unsigned v = 0; v < ms[i]->nversions; v++) {
			if (!isa_version_usable(ms[i]->isa, v))
				continue;
			rng = seed + 7 * i + v;
			size_t n = fill_valid(ms[i]->isa, v, 0, code, sizeof(code));
			for (unsigned r = 0; r < 3; r++) {
				SGPU_ASSERT_MSG(
				        same_listing(ms[i]->isa, v, 0, code, n, r * 0x123u, false),
				        "%s v%u listing %u: listings differ "
				        "(ISA_LIST_SEED=%#llx)",
				        ms[i]->name, v, r, (unsigned long long)seed);
				/* another version's state between */
				unsigned w = (v + 1) % ms[i]->nversions;
				if (r == 1 && isa_version_usable(ms[i]->isa, w))
					SGPU_ASSERT(
					        same_listing(ms[i]->isa, w, 0, code, n, 0, true));
			}
		}
	}
}

/* The lean walk (cfwalk, on a form's lops): a toy table of what it
 * meets, listed from random words twice (the choices' texts made in the
 * first listing): lines whose every item is empty (the blank before the
 * text kept), sub-expressions empty, nested, opened by an empty choice,
 * immediates folded negative outside them only, a choice's text holding
 * one; names longer than one copy, commands, discards; a choice of one
 * alternative that always matches (walked in place), one that prints
 * nothing and always matches (dropped, its claim kept), one that may have
 * no alternative, one that may hold "???" (the line left to cwalk); a
 * register of no field; a relative branch ending a choice's text (its
 * target by the address, and the first pass's mark from the entry); runs
 * of a few bits fused into one text (LK_FUSE), their claims shown by bits
 * no other atom claims. */
#define T2N(s)                               \
	{                                    \
		.kind = ISA_NAME, .str = (s) \
	}
#define T2C(a)                                                                       \
	{                                                                            \
		.kind = ISA_CHOICE, .alts = (a), .nalts = sizeof(a) / sizeof((a)[0]) \
	}
/* every bit claimed, so that lines show no unknown bits */
#define T2IGN                                   \
	{                                       \
		.kind = ISA_IGN, .f = { 0, 28 } \
	}
#define T2ALT(v, m, ...)                                                          \
	{                                                                         \
		.val = {(v)}, .mask = {(m)}, .vmask = 1, .atoms = { __VA_ARGS__ } \
	}
static const struct isa_alt t2_pn[] = {T2ALT(0, 1), T2ALT(1, 1, T2N("neg"))};
static const struct isa_alt t2_e[] = {T2ALT(0, 2),
                                      T2ALT(2, 2, {.kind = ISA_REG, .f = {2, 2}, .str = "r"})};
static const struct isa_alt t2_one[] = {
        T2ALT(0, 0, T2N("one"), {.kind = ISA_IMM, .f = {8, 4}, .flags = ISA_SIGNED})};
static const struct isa_alt t2_sil[] = {T2ALT(0, 0x3000), T2ALT(0x1000, 0x3000),
                                        T2ALT(0x2000, 0x3000), T2ALT(0x3000, 0x3000)};
static const struct isa_alt t2_gap[] = {T2ALT(0, 0xc000, T2N("a")),
                                        T2ALT(0x4000, 0xc000, T2N("b"))};
static const struct isa_alt t2_unk[] = {T2ALT(0, 0x10000, T2N("k")),
                                        T2ALT(0x10000, 0x10000, {.kind = ISA_UNK})};
static const struct isa_alt t2_se[] = {
        T2ALT(0, 0x20000, {.kind = ISA_SEOPEN}, T2N("not"),
              {.kind = ISA_IMM, .f = {20, 4}, .flags = ISA_SIGNED}, {.kind = ISA_SECLOSE}),
        T2ALT(0x20000, 0x20000, {.kind = ISA_REG, .f = {20, 3}, .str = "p"})};
/* a branch relative to the address, last in its alternative (its
 * entry holds its target: the first pass's mark from it) */
static const struct isa_alt t2_br[] = {
        T2ALT(0, 0x40000),
        T2ALT(0x40000, 0x40000, T2N("br"),
              {.kind = ISA_BTARG, .flags = ISA_PCREL | ISA_SIGNED, .f = {20, 4}})};
/* an alternative of a name and a choice's text (one lop: LK_PCT) */
static const struct isa_alt t2_pp[] = {T2ALT(0, 0x80000),
                                       T2ALT(0x80000, 0x80000, T2N("pp"), T2C(t2_pn))};
/* testing 24 bits: no templates (TMPL_BITS), every line walked */
static const struct isa_alt t2_wide[] = {T2ALT(0x0, 0x0ffffff0), T2ALT(0, 0)};
static const struct isa_form t2_forms[] = {
        {.val = {0x00000000},
         .mask = {0xf0000000},
         .vmask = 1,
         .len = 4,
         .atoms = {T2C(t2_pn),
                   T2C(t2_e),
                   T2C(t2_sil),
                   T2C(t2_br),
                   T2C(t2_wide),
                   /* the bits no choice claims: the choices' claims show */

                   {.kind = ISA_IGN, .f = {4, 8}},
                   {.kind = ISA_IGN, .f = {14, 4}},
                   {.kind = ISA_IGN, .f = {19, 1}},
                   {.kind = ISA_IGN, .f = {24, 4}}}},
        {.val = {0x10000000},
         .mask = {0xf0000000},
         .vmask = 1,
         .len = 4,
         .atoms = {T2N("se"),
                   {.kind = ISA_SEOPEN},
                   T2C(t2_pn),
                   T2C(t2_e),
                   {.kind = ISA_SECLOSE},
                   {.kind = ISA_SEOPEN},
                   {.kind = ISA_SEOPEN},
                   {.kind = ISA_IMM, .f = {8, 4}, .flags = ISA_SIGNED},
                   {.kind = ISA_SECLOSE},
                   {.kind = ISA_IMM, .f = {12, 4}, .flags = ISA_SIGNED},
                   {.kind = ISA_SECLOSE},
                   T2C(t2_se),
                   {.kind = ISA_IMM, .f = {24, 4}, .flags = ISA_SIGNED},
                   T2C(t2_wide),
                   T2IGN}},
        {.val = {0x20000000},
         .mask = {0xf0000000},
         .vmask = 1,
         .len = 4,
         .atoms = {T2N("a_name_longer_than_thirty_two_bytes_here"),
                   {.kind = ISA_CMD, .str = "cmd"},
                   {.kind = ISA_DISCARD},
                   T2C(t2_one),
                   T2C(t2_sil),
                   {.kind = ISA_REG, .str = "c"},
                   T2C(t2_gap),
                   T2C(t2_unk),
                   T2C(t2_se),
                   T2C(t2_pp),
                   T2C(t2_wide),
                   T2IGN}},
};
static struct isa_index t2_index;
static const struct isa_def t2 = {
        .name = "toy2", .forms = t2_forms, .nforms = 3, .maxlen = 4, .index = &t2_index};

SGPU_TEST(compiled_listing_lean_walk)
{
	uint64_t seed = list_seed(0x1ea4u);
	rng = seed;
	static uint8_t code[8192];
	random_words(code, sizeof(code), 0x30); /* one of the forms */
	for (unsigned r = 0; r < 3; r++)
		SGPU_ASSERT_MSG(same_listing(&t2, 0, 0, code, sizeof(code) - r, r * 0x40u, r == 2),
		                "toy2 listing %u: listings differ (ISA_LIST_SEED=%#llx)", r,
		                (unsigned long long)seed);
}

/* The choices' texts kept once a listing (ctpool: the values of a choice
 * that print alike share an entry): alternatives printing the same text
 * with other claims (their unknown bits differ), targets shared by every
 * value of their field (absolute, relative, relative to an aligned or a
 * later address, signed or not: the target from the line's bits, the
 * first pass's marks too), listed from random words twice at two bases. */
#define T3REG(p)                                           \
	{                                                  \
		.kind = ISA_REG, .f = {(p), 2}, .str = "r" \
	}
static const struct isa_alt t3_same[] = {T2ALT(0, 1, T3REG(4)), T2ALT(1, 1, T3REG(6))};
static const struct isa_alt t3_targ[] = {
        T2ALT(0, 6, T2N("ba"),
              {.kind = ISA_BTARG,
               .flags = ISA_PCREL | ISA_PCALIGN | ISA_SIGNED,
               .f = {8, 4},
               .shl = 2}),
        T2ALT(2, 6, T2N("bc"), {.kind = ISA_CTARG, .f = {8, 4}, .shl = 1}),
        T2ALT(4, 6, T2N("bd"), {.kind = ISA_BTARG, .flags = ISA_PCREL | ISA_PCADD4, .f = {8, 4}}),
        T2ALT(6, 6)};
static const struct isa_form t3_forms[] = {
        {.val = {0x00000000},
         .mask = {0xf0000000},
         .vmask = 1,
         .len = 4,
         .atoms = {T2N("op"),
                   T2C(t3_same),
                   T2C(t3_targ),
                   T2C(t2_wide), /* no templates: every line walked */
                   {.kind = ISA_IGN, .f = {3, 1}},
                   {.kind = ISA_IGN, .f = {12, 16}}}},
};
static struct isa_index t3_index;
static const struct isa_def t3 = {
        .name = "toy3", .forms = t3_forms, .nforms = 1, .maxlen = 4, .index = &t3_index};

SGPU_TEST(compiled_listing_shared_texts)
{
	uint64_t seed = list_seed(0x5ba4edu);
	rng = seed;
	static uint8_t code[4096];
	random_words(code, sizeof(code), 0x10); /* the form */
	for (unsigned r = 0; r < 4; r++)
		SGPU_ASSERT_MSG(same_listing(&t3, 0, 0, code, sizeof(code), r * 0x45u, r == 3),
		                "toy3 listing %u: listings differ (ISA_LIST_SEED=%#llx)", r,
		                (unsigned long long)seed);
}
