/* falcon programs written as envyas text, assembled by src/isa/, run on
 * the standalone falcon (chip `falcon`) with the results the seed
 * documents (§2.10; choices in docs/hw/falcon.md). Every instruction
 * class: ALU with flags, sizes, memory, stack, branches on every
 * condition, calls, traps, interrupts, timers, xfers, IO and the TLB.
 * Each program also runs through the table-driven reference path and
 * must end in the same state. */
#include <stdlib.h>

#include "core/device.h"
#include "falcon/priv.h"
#include "falcon/unit.h"
#include "harness.h"
#include "isa/falcon_priv.h"
#include "isa/isa.h"
#include "softgpu/softgpu.h"

static void quiet(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	if (getenv("FUC_TEST_VERBOSE"))
		fprintf(stderr, "[%d %s] %s\n", (int)level, cat, msg);
}

struct run {
	sgpu_device *dev;
	struct fuc *f;
};

static bool assemble(const char *src, struct isa_asm_result *res)
{
	memset(res, 0, sizeof(*res));
	bool ok = isa_assemble(&fuc_isa, FUC_V3, 0, src, strlen(src), "test.s", ISA_OUT_RAW, res);
	if (!ok)
		fprintf(stderr, "%s", res->errors ? res->errors : "assembly failed\n");
	return ok;
}

static bool run_src(struct run *r, const char *src, bool reference, uint64_t budget)
{
	struct isa_asm_result res;
	if (!assemble(src, &res))
		return false;
	struct sgpu_device_config cfg = {.vram_size = 1u << 20, .sysmem_size = 1u << 16};
	if (sgpu_device_create("falcon", &cfg, &r->dev) != SGPU_OK)
		return false;
	sgpu_set_log_callback(r->dev, quiet, NULL);
	r->f = sgpu_dev_unit(r->dev, "FALCON")->priv;
	r->f->reference = reference;
	bool ok = fuc_unit_load_code(r->f, 0, res.data, res.size);
	isa_asm_result_free(&res);
	fuc_mmio_write(r->f, 0x100, 2);
	sgpu_run(r->dev, budget, NULL);
	return ok;
}

/* Runs src on both execution paths; *r keeps the fast path's device. */
static bool run_both(struct run *r, const char *src)
{
	struct run ref;
	if (!run_src(r, src, false, 100000) || !run_src(&ref, src, true, 100000))
		return false;
	bool same = !memcmp(r->f->r, ref.f->r, sizeof(r->f->r)) &&
	            !memcmp(r->f->sr, ref.f->sr, sizeof(r->f->sr)) && r->f->state == ref.f->state &&
	            !memcmp(r->f->data, ref.f->data, r->f->p->data_size);
	if (!same)
		fprintf(stderr, "fast and reference paths disagree\n");
	sgpu_device_destroy(ref.dev);
	return same;
}

#define F_C (1u << 8)
#define F_O (1u << 9)
#define F_S (1u << 10)
#define F_Z (1u << 11)

SGPU_TEST(asm_arith_flags_and_sizes)
{
	struct run r;
	SGPU_ASSERT(run_both(&r, "\tmov $r1 0x7f\n"
	                         "\tadd b8 $r2 $r1 1\n" /* 0x80: o s */
	                         "\tmov $r10 $flags\n"
	                         "\tmov $r3 -1\n"
	                         "\tadd b16 $r3 $r3 1\n" /* 0xffff0000: c z */
	                         "\tmov $r11 $flags\n"
	                         "\tmov $r4 0\n"
	                         "\tsub b32 $r4 $r4 1\n"   /* borrow, s */
	                         "\tsbb b32 $r5 $r4 $r4\n" /* -1 - -1 - 1 = -1 */
	                         "\tshl b8 $r6 $r1 1\n"    /* 0xfe */
	                         "\tsar b8 $r7 $r2 3\n"    /* 0xf0 */
	                         "\tbset $flags c\n"
	                         "\tshrc b32 $r8 $r1 4\n" /* the carry enters bit 28 */
	                         "\tneg b16 $r9 $r1\n"    /* 0xff81 */
	                         "\thswap b32 $r12 $r1\n"
	                         "\tnot b8 $r13 $r1\n"
	                         "\tand $r14 $r1 0xf\n"
	                         "\tmov $r15 $flags\n"
	                         "\texit\n"));
	struct fuc *f = r.f;
	SGPU_ASSERT_EQ(f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_EQ(f->r[2], 0x80u);
	SGPU_ASSERT_EQ(f->r[10] & 0xf00, F_O | F_S);
	SGPU_ASSERT_EQ(f->r[3], 0xffff0000u);
	SGPU_ASSERT_EQ(f->r[11] & 0xf00, F_C | F_Z);
	SGPU_ASSERT_EQ(f->r[4], 0xffffffffu);
	SGPU_ASSERT_EQ(f->r[5], 0xffffffffu);
	SGPU_ASSERT_EQ(f->r[6], 0xfeu);
	SGPU_ASSERT_EQ(f->r[7], 0xf0u);
	SGPU_ASSERT_EQ(f->r[8], 0x10000007u);
	SGPU_ASSERT_EQ(f->r[9], 0xff81u);
	SGPU_ASSERT_EQ(f->r[12], 0x007f0000u);
	SGPU_ASSERT_EQ(f->r[13], 0x80u);
	SGPU_ASSERT_EQ(f->r[14], 0xfu);
	SGPU_ASSERT_EQ(f->r[15] & 0xf00, 0u); /* and: c = o = 0, s = z = 0 */
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(asm_memory_and_stack)
{
	struct run r;
	SGPU_ASSERT(run_both(&r, "\tmov $r1 0x100\n"
	                         "\tmov $sp $r1\n"
	                         "\tmov $r2 0x5678\n"
	                         "\tsethi $r2 0x12340000\n"
	                         "\tst b32 D[$r1+0x10] $r2\n"
	                         "\tst b16 D[$r1+0x14] $r2\n"
	                         "\tst b8 D[$r1+0x16] $r2\n"
	                         "\tmov $r3 2\n"
	                         "\tld b32 $r4 D[$r1+$r3*4]\n" /* D[0x108] = 0 */
	                         "\tld b16 $r5 D[$r1+0x14]\n"
	                         "\tmov $r13 0x116\n"
	                         "\tld b32 $r6 D[$r13]\n" /* aligned down: 0x114 */
	                         "\tst b32 D[$sp+4] $r2\n"
	                         "\tld b32 $r7 D[$sp+4]\n"
	                         "\tpush $r2\n"
	                         "\tpush $r3\n"
	                         "\tpop $r8\n"
	                         "\tpop $r9\n"
	                         "\tmov $r10 $sp\n"
	                         "\tadd $sp -0x20\n"
	                         "\tmov $r11 $sp\n"
	                         "\tld b32 $r12 D[$r1+0x10]\n"
	                         "\texit\n"));
	struct fuc *f = r.f;
	SGPU_ASSERT_EQ(f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_EQ(f->r[4], 0u);
	SGPU_ASSERT_EQ(f->r[5], 0x5678u);
	SGPU_ASSERT_EQ(f->r[6], 0x00785678u);
	SGPU_ASSERT_EQ(f->r[7], 0x12345678u);
	SGPU_ASSERT_EQ(f->r[8], 2u);
	SGPU_ASSERT_EQ(f->r[9], 0x12345678u);
	SGPU_ASSERT_EQ(f->r[10], 0x100u);
	SGPU_ASSERT_EQ(f->r[11], 0xe0u);
	SGPU_ASSERT_EQ(f->r[12], 0x12345678u);
	sgpu_device_destroy(r.dev);
}

/* Every condition code, taken and not taken: r1 counts taken branches
 * whose condition holds, r2 counts fall-throughs whose condition fails. */
SGPU_TEST(asm_every_branch_condition)
{
	static const char *const conds[] = {"$p0", "$p3", "c",       "o",       "s",  "z",
	                                    "a",   "na",  "not $p0", "not $p3", "nc", "no",
	                                    "ns",  "nz",  "g",       "le",      "l",  "ge"};
	/* flag values: p0 p3 c o s z */
	static const unsigned flags[] = {0x0,   0x1,   0x8,   0x100, 0x200, 0x400,
	                                 0x800, 0x900, 0xa00, 0x600, 0xe09};
	char src[65536];
	size_t n = 0;
	unsigned expect_taken = 0;
	for (size_t fi = 0; fi < sizeof(flags) / sizeof(flags[0]); fi++) {
		for (size_t ci = 0; ci < sizeof(conds) / sizeof(conds[0]); ci++) {
			unsigned fl = flags[fi];
			bool p0 = fl & 1, p3 = fl & 8, c = fl & 0x100, o = fl & 0x200,
			     s = fl & 0x400, z = fl & 0x800;
			bool want[] = {
			        p0,     p3,    c,  o,  s,  z,  !c && !z,        c || z,
			        !p0,    !p3,   !c, !o, !s, !z, !(o != s) && !z, (o != s) || z,
			        o != s, o == s};
			expect_taken += want[ci];
			SGPU_ASSERT(n < sizeof(src) - 256);
			n += (size_t)snprintf(src + n, sizeof(src) - n,
			                      "\tmov $r5 0x%x\n\tmov $flags $r5\n"
			                      "\tbra %s #t%zu_%zu\n\tadd b32 $r2 $r2 1\n"
			                      "\tbra #d%zu_%zu\n"
			                      "t%zu_%zu:\n\tadd b32 $r1 $r1 1\n"
			                      "d%zu_%zu:\n",
			                      fl, conds[ci], fi, ci, fi, ci, fi, ci, fi, ci);
		}
	}
	snprintf(src + n, sizeof(src) - n, "\texit\n");
	struct run r;
	SGPU_ASSERT(run_both(&r, src));
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_EQ(r.f->r[1], expect_taken);
	SGPU_ASSERT_EQ(r.f->r[1] + r.f->r[2], 11u * 18u);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(asm_calls_jumps)
{
	struct run r;
	SGPU_ASSERT(run_both(&r, "\tmov $r1 0x400\n"
	                         "\tmov $sp $r1\n"
	                         "\tcall #f1\n"
	                         "\tmov $r3 #f2\n"
	                         "\tcall $r3\n"
	                         "\tmov $r4 #end\n"
	                         "\tbra $r4\n"
	                         "\tmov $r9 0xbad\n"
	                         "f1:\n"
	                         "\tadd b32 $r2 $r2 1\n"
	                         "\tret\n"
	                         "f2:\n"
	                         "\tadd b32 $r2 $r2 0x10\n"
	                         "\tmov $r5 $sp\n"
	                         "\tret\n"
	                         "end:\n"
	                         "\texit\n"));
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_EQ(r.f->r[2], 0x11u);
	SGPU_ASSERT_EQ(r.f->r[5], 0x3fcu);
	SGPU_ASSERT_EQ(r.f->r[9], 0u);
	SGPU_ASSERT_EQ(r.f->sr[FUC_SR_SP], 0x400u);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(asm_unsized_alu)
{
	struct run r;
	SGPU_ASSERT(run_both(&r, "\tmov $r1 0xe0\n"
	                         "\textr $r2 $r1 5:7\n"
	                         "\textrs $r3 $r1 5:7\n"
	                         "\tmov $r4 -1\n"
	                         "\tins $r4 $r1 4:11\n"
	                         "\tsext $r5 $r1 7\n"
	                         "\tmov $r6 100\n"
	                         "\tdiv $r7 $r6 7\n"
	                         "\tmod $r8 $r6 7\n"
	                         "\tdiv $r9 $r6 0\n"
	                         "\tmulu $r10 $r4 $r6\n"
	                         "\tmuls $r11 $r4 2\n"
	                         "\txbit $r12 $r1 6\n"
	                         "\tbset $r13 31\n"
	                         "\tbtgl $r13 0\n"
	                         "\tor $r14 $r1 0x100\n"
	                         "\txor $r14 $r14 $r1\n"
	                         "\tsetp $p2 $r6\n"  /* 100 & 1 = 0 */
	                         "\tsetp $p3 $r12\n" /* 1 */
	                         "\txbit $r15 $flags $p3\n"
	                         "\texit\n"));
	struct fuc *f = r.f;
	SGPU_ASSERT_EQ(f->r[2], 7u);
	SGPU_ASSERT_EQ(f->r[3], 0xffffffffu);
	SGPU_ASSERT_EQ(f->r[4], 0xfffffe0fu); /* bits 4..11 = 0xe0 */
	SGPU_ASSERT_EQ(f->r[5], 0xffffffe0u);
	SGPU_ASSERT_EQ(f->r[7], 14u);
	SGPU_ASSERT_EQ(f->r[8], 2u);
	SGPU_ASSERT_EQ(f->r[9], 0xffffffffu);
	SGPU_ASSERT_EQ(f->r[10], (f->r[4] & 0xffff) * 100u);
	SGPU_ASSERT_EQ(f->r[11], (uint32_t)((int32_t)(int16_t)(f->r[4] & 0xffff) * 2));
	SGPU_ASSERT_EQ(f->r[12], 1u);
	SGPU_ASSERT_EQ(f->r[13], 0x80000001u);
	SGPU_ASSERT_EQ(f->r[14], 0x100u);
	SGPU_ASSERT_EQ(f->sr[FUC_SR_FLAGS] & 0xc, 0x8u);
	SGPU_ASSERT_EQ(f->r[15], 1u);
	sgpu_device_destroy(r.dev);
}

/* A software trap and an invalid opcode, each handled and returned from;
 * then the periodic timer delivered on vector 1 wakes a sleep. */
SGPU_TEST(asm_traps_interrupts_timer)
{
	struct run r;
	SGPU_ASSERT(run_both(&r, "\tmov $r1 0x800\n"
	                         "\tmov $sp $r1\n"
	                         "\tmov $r1 #trap_handler\n"
	                         "\tmov $tv $r1\n"
	                         "\tmov $r1 #timer_handler\n"
	                         "\tmov $iv1 $r1\n"
	                         "\ttrap 1\n"
	                         "\t.b8 0x32 0 0\n" /* invalid opcode, skipped by the handler */
	                         "\tmov $r1 0\n"
	                         "\tsethi $r1 0x10000\n"
	                         "\tmov $r3 0x700\n"
	                         "\tiowr I[$r3] $r1\n" /* ROUTING: line 0 -> vector 1 */
	                         "\tmov $r2 1\n"
	                         "\tmov $r3 0x400\n"
	                         "\tiowr I[$r3] $r2\n" /* INTR_EN_SET */
	                         "\tmov $r2 50\n"
	                         "\tmov $r3 0x800\n"
	                         "\tiowr I[$r3] $r2\n"       /* PERIODIC_PERIOD */
	                         "\tiowr I[$r3+0x100] $r2\n" /* PERIODIC_TIME */
	                         "\tmov $r2 1\n"
	                         "\tiowr I[$r3+0x200] $r2\n" /* PERIODIC_ENABLE */
	                         "\tbset $flags ie1\n"
	                         "\tbset $flags $p0\n"
	                         "\tsleep $p0\n"
	                         "\texit\n"
	                         "trap_handler:\n"
	                         "\tadd b32 $r10 $r10 1\n"
	                         "\tmov $r11 $tstatus\n"
	                         "\tpush $r11\n"
	                         "\tbclr $flags ta\n"
	                         "\textr $r12 $r11 20:23\n"
	                         "\tcmpu b32 $r12 8\n"
	                         "\tbra ne #tret\n"
	                         "\tpop $r13\n"
	                         "\tpop $r13\n"
	                         "\tadd b32 $r13 $r13 3\n" /* skip the 3-byte invalid opcode */
	                         "\tpush $r13\n"
	                         "\tiret\n"
	                         "tret:\n"
	                         "\tpop $r14\n"
	                         "\tiret\n"
	                         "timer_handler:\n"
	                         "\tadd b32 $r9 $r9 1\n"
	                         "\tbclr $flags $p0\n"
	                         "\tmov $r2 1\n"
	                         "\tmov $r3 0x100\n"
	                         "\tiowr I[$r3] $r2\n" /* INTR_CLEAR line 0 */
	                         "\tiret\n"));
	struct fuc *f = r.f;
	SGPU_ASSERT_EQ(f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_EQ(f->r[10], 2u);
	SGPU_ASSERT_EQ(f->r[14] >> 20, 1u); /* software trap 1 */
	SGPU_ASSERT_EQ(f->r[12], 8u);       /* then the invalid opcode */
	SGPU_ASSERT_EQ(f->r[9], 1u);
	sgpu_device_destroy(r.dev);
}

/* Code loaded by xcld from VRAM into a new page, waited for and called;
 * data round-trips through xdst/xdld. */
SGPU_TEST(asm_xfers_code_and_data)
{
	struct isa_asm_result lib;
	SGPU_ASSERT(assemble("\tmov $r7 0x77\n\tret\n", &lib));
	struct run r;
	SGPU_ASSERT(run_src(&r,
	                    "\tmov $r1 0x400\n"
	                    "\tmov $sp $r1\n"
	                    "\tmov $r1 0x100\n"
	                    "\tmov $xcbase $r1\n" /* ext 0x10000 */
	                    "\tmov $r2 0x500\n"   /* virtual 0x500 */
	                    "\tmov $r3 0x200\n"   /* physical page 2 */
	                    "\txcld $r2 $r3\n"
	                    "\txcwait\n"
	                    "\tcall $r2\n"
	                    "\tmov $r4 0x25a5\n"
	                    "\tst b32 D[$r0+0x40] $r4\n"
	                    "\tmov $xdbase $r1\n"
	                    "\tmov $r5 0x40\n"
	                    "\tsethi $r5 0x20000\n" /* size 2: 16 bytes */
	                    "\tmov $r6 0x800\n"
	                    "\txdst $r6 $r5\n"
	                    "\txdwait\n"
	                    "\tmov $r5 0x80\n"
	                    "\tsethi $r5 0x20000\n"
	                    "\txdld $r6 $r5\n"
	                    "\txdwait\n"
	                    "\tld b32 $r8 D[$r0+0x80]\n"
	                    "\texit\n",
	                    false, 0));
	sgpu_mem_write(r.dev, SGPU_SPACE_VRAM, 0x10500, lib.data, lib.size);
	isa_asm_result_free(&lib);
	sgpu_run(r.dev, 1000, NULL);
	SGPU_ASSERT_EQ(r.f->stop_reason, FUC_STOP_EXIT);
	SGPU_ASSERT_EQ(r.f->r[7], 0x77u);
	SGPU_ASSERT_EQ(r.f->r[8], 0x25a5u);
	uint32_t v = 0;
	sgpu_mem_read(r.dev, SGPU_SPACE_VRAM, 0x10800, &v, 4);
	SGPU_ASSERT_EQ(v, 0x25a5u);
	SGPU_ASSERT_EQ(fuc_ptlb(r.f, 2), 1u << 24 | 5u << 8);
	sgpu_device_destroy(r.dev);
}

/* IO from the falcon side: scratch, UC_CAPS, the TLB ops, iowrs. */
SGPU_TEST(asm_io_and_tlb)
{
	struct run r;
	SGPU_ASSERT(run_both(&r, "\tmov $r1 0x1000\n"
	                         "\tmov $r2 0x1234\n"
	                         "\tiowr I[$r1] $r2\n"        /* SCRATCH0 */
	                         "\tiowrs I[$r1+0x100] $r2\n" /* SCRATCH1 */
	                         "\tiord $r3 I[$r1+0x100]\n"
	                         "\tmov $r1 0x4000\n"
	                         "\tiord $r4 I[$r1+0x200]\n" /* UC_CAPS */
	                         "\tmov $r5 0\n"
	                         "\tptlb $r6 $r5\n"
	                         "\tvtlb $r7 $r5\n"
	                         "\tmov $r5 0x4000\n"
	                         "\tvtlb $r8 $r5\n"
	                         "\tmov $r1 0x5000\n"
	                         "\tmov $r2 0\n"
	                         "\tsethi $r2 0x3000000\n"
	                         "\tiowr I[$r1] $r2\n" /* TLB_CMD VTLB 0 */
	                         "\tiord $r9 I[$r1+0x100]\n"
	                         "\texit\n"));
	struct fuc *f = r.f;
	SGPU_ASSERT_EQ(f->scratch[0], 0x1234u);
	SGPU_ASSERT_EQ(f->r[3], 0x1234u);
	SGPU_ASSERT_EQ(f->r[4], 0x40u | 0x40u << 9 | 8u << 26);
	SGPU_ASSERT_EQ(f->r[6], 1u << 24);
	SGPU_ASSERT_EQ(f->r[7], 1u << 24);
	SGPU_ASSERT_EQ(f->r[8], 0x80000000u);
	SGPU_ASSERT_EQ(f->r[9], 1u << 24);
	sgpu_device_destroy(r.dev);
}

SGPU_TEST(asm_errors_are_reported)
{
	struct isa_asm_result res;
	memset(&res, 0, sizeof(res));
	SGPU_ASSERT(
	        !isa_assemble(&fuc_isa, FUC_V3, 0, "\tfrob $r1\n", 10, "bad.s", ISA_OUT_RAW, &res));
	SGPU_ASSERT_STR_CONTAINS(res.errors, "bad.s:1:");
	isa_asm_result_free(&res);
}
