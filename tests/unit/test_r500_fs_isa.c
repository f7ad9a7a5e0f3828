/* The R500 US (fragment shader) ISA: the "dwords = text" table checked both
 * ways, every form covered, random instructions round-tripped through the
 * disassembler and the assembler, and assembler diagnostics. */
#include <stdlib.h>

#include "harness.h"
#include "isa/r500_fs.h"
#include "isa_table.h"

static void to_bytes(const uint32_t *w, uint8_t *b)
{
	for (unsigned i = 0; i < R500_FS_DWORDS; i++)
		for (unsigned k = 0; k < 4; k++)
			b[4 * i + k] = (uint8_t)(w[i] >> (8 * k));
}

/* The text of one instruction with its diagnostics, as `dis -q` prints it. */
static void dis_text(const uint8_t *b, char *out, size_t size, struct isa_decoded *d)
{
	isa_decode(&r500_fs_isa, b, R500_FS_BYTES, 0, 0, 0, d);
	int k = isa_format(d, out, size);
	isa_format_diag(d, R500_FS_BYTES, out + k, size - (size_t)k);
}

static bool assemble(const char *text, struct isa_asm_result *r)
{
	return isa_assemble(&r500_fs_isa, 0, 0, text, strlen(text), "t.s", ISA_OUT_RAW, r);
}

SGPU_TEST(table_both_ways)
{
	bool hit[8] = {false};
	SGPU_ASSERT(r500_fs_isa.nforms <= 8);
	int lines = 0;
	const struct sgpu_isa_table t = {.path = "isa/r500-fs/r500-fs.txt",
	                                 .isa = &r500_fs_isa,
	                                 .unit = 4,
	                                 .exact = R500_FS_BYTES,
	                                 .hit = hit,
	                                 .hit_needs_asm = true};
	SGPU_ASSERT_EQ(sgpu_isa_table_check(&t, &lines), 0);
	SGPU_ASSERT(lines > 60);
	for (size_t i = 0; i < r500_fs_isa.nforms; i++)
		SGPU_ASSERT_MSG(hit[i], "no assembling line for form %zu", i);
}

/* xorshift: deterministic and portable */
static uint32_t rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return (uint32_t)(*s >> 16);
}

/* Any instruction whose bits are all claimed and named disassembles to a
 * text that assembles back to the same six dwords. */
SGPU_TEST(random_round_trip)
{
	uint64_t seed = 0x5eed0001;
	int clean = 0;
	for (int i = 0; i < 20000; i++) {
		uint32_t w[R500_FS_DWORDS];
		for (unsigned k = 0; k < R500_FS_DWORDS; k++)
			w[k] = (rnd(&seed) & rnd(&seed)) ^ (rnd(&seed) & rnd(&seed) & rnd(&seed));
		uint8_t b[R500_FS_BYTES];
		to_bytes(w, b);
		char text[1024];
		struct isa_decoded d;
		dis_text(b, text, sizeof(text), &d);
		SGPU_ASSERT(d.nitems < ISA_MAX_ITEMS);
		/* keep only the claimed bits, then it must be clean unless a
		 * field holds a reserved value */
		uint8_t c[R500_FS_BYTES];
		for (unsigned k = 0; k < R500_FS_BYTES; k++)
			c[k] = b[k] & (uint8_t)(d.claimed[k / 8] >> (8 * (k % 8)));
		dis_text(c, text, sizeof(text), &d);
		if (d.status)
			continue;
		SGPU_ASSERT_MSG(!strchr(text, '['), "seed %d: %s", i, text);
		clean++;
		struct isa_asm_result r;
		bool ok = assemble(text, &r);
		SGPU_ASSERT_MSG(ok && r.size == R500_FS_BYTES && !memcmp(r.data, c, R500_FS_BYTES),
		                "instruction %d: '%s' does not assemble back%s%s", i, text,
		                r.errors ? ": " : "", r.errors ? r.errors : "");
		isa_asm_result_free(&r);
	}
	SGPU_ASSERT(clean > 2000);
}

SGPU_TEST(worst_case_fits_the_item_list)
{
	static const uint32_t all[4][R500_FS_DWORDS] = {
	        {0xfffffffc, ~0u, ~0u, ~0u, ~0u, ~0u},
	        {0xfffffffd, ~0u, ~0u, ~0u, ~0u, ~0u},
	        {0xfffffffe, ~0u, ~0u, ~0u, ~0u, ~0u},
	        {0xffffffff, ~0u, ~0u, ~0u, ~0u, ~0u},
	};
	for (unsigned i = 0; i < 4; i++) {
		uint8_t b[R500_FS_BYTES];
		to_bytes(all[i], b);
		struct isa_decoded d;
		char text[1024];
		dis_text(b, text, sizeof(text), &d);
		SGPU_ASSERT(d.form);
		SGPU_ASSERT_EQ(d.len, R500_FS_BYTES);
		SGPU_ASSERT(d.nitems < ISA_MAX_ITEMS);
	}
}

SGPU_TEST(assembler_errors_and_programs)
{
	struct isa_asm_result r;
	SGPU_ASSERT(!assemble("fc jump func 0x0 addr 0x0\nalu bogus\n", &r));
	SGPU_ASSERT(r.errors);
	SGPU_ASSERT_STR_CONTAINS(r.errors, "t.s:2:");
	isa_asm_result_free(&r);
	/* a field too narrow for its value */
	SGPU_ASSERT(!assemble("fc jump func 0x100 addr 0x0\n", &r));
	isa_asm_result_free(&r);
	/* two instructions, assembled one after the other */
	SGPU_ASSERT(assemble("fc loop func 0x0 addr 0x1\nout tex_wait last rgb_src $t0 $t0 $t0 "
	                     "alpha_src $t0 $t0 $t0 rgb mad $t0 w0 s0 rrr s0 rrr s0 rrr alpha mad "
	                     "$t0 w0 s0 r s0 r s0 r\n",
	                     &r));
	SGPU_ASSERT_EQ(r.size, 2 * R500_FS_BYTES);
	SGPU_ASSERT_EQ(r.data[0], 0x02);
	SGPU_ASSERT_EQ(r.data[8], 0x01);
	SGPU_ASSERT_EQ(r.data[14], 0x01);
	SGPU_ASSERT_EQ(r.data[24], 0x05);
	SGPU_ASSERT_EQ(r.data[25], 0x01);
	isa_asm_result_free(&r);
}

SGPU_TEST(inline_constants)
{
	/* seed 001 L3124-L3134 (digest's corrected reading) */
	SGPU_ASSERT(r500_fs_inline_const(0) == 0x1p-10f);
	SGPU_ASSERT(r500_fs_inline_const(1) == 0x1p-9f);
	SGPU_ASSERT(r500_fs_inline_const(2) == 0x1p-8f);
	SGPU_ASSERT(r500_fs_inline_const(4) == 0x1p-7f);
	SGPU_ASSERT(r500_fs_inline_const(1 << 3) == 0x1p-6f);
	SGPU_ASSERT(r500_fs_inline_const(7 << 3) == 1.0f);
	SGPU_ASSERT(r500_fs_inline_const(15 << 3) == 256.0f);
	SGPU_ASSERT(r500_fs_inline_const(15 << 3 | 7) == 480.0f);
	SGPU_ASSERT(r500_fs_inline_const(8 << 3 | 4) == 3.0f);
}
