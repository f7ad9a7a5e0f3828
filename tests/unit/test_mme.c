/* The macro processor (src/nv/maxwell/mme.c) on its own: macros written in
 * envyas's dialect, assembled by the macro ISA table, uploaded and called
 * through the class methods, with a recording send callback and a method
 * store behind the read callback. docs/hw/maxwell.md "MME" says where each
 * expected behaviour comes from. */
#include <stdlib.h>

#include "harness.h"
#include "isa/isa.h"
#include "isa/nv_isa.h"
#include "nv/maxwell/mme.h"

struct rec {
	uint32_t store[0x1000]; /* the class's method store, by word */
	uint32_t mthd[4096], data[4096];
	unsigned n;
	unsigned traps;
	uint32_t last_esr;
};

static uint32_t rec_read(void *ctx, uint32_t method)
{
	struct rec *r = ctx;
	return r->store[method / 4 & 0xfff];
}

static void rec_send(void *ctx, uint32_t method, uint32_t data)
{
	struct rec *r = ctx;
	if (r->n < 4096) {
		r->mthd[r->n] = method;
		r->data[r->n] = data;
		r->n++;
	}
	r->store[method / 4 & 0xfff] = data;
}

static void rec_trap(void *ctx, uint32_t esr)
{
	struct rec *r = ctx;
	r->traps++;
	r->last_esr = esr;
}

static const struct gf100_mme_ops ops = {rec_read, rec_send, rec_trap, NULL, NULL};

static struct gf100_mme *mme_new(struct rec *r)
{
	struct gf100_mme *m = malloc(sizeof(*m));
	memset(r, 0, sizeof(*r));
	gf100_mme_init(m, 0, &ops, r, NULL);
	return m;
}

/* Assembles src and uploads it at word `at` as macro j (through the
 * methods, as a driver does). Returns the number of words. */
static unsigned load(struct gf100_mme *m, unsigned j, uint32_t at, const char *src)
{
	struct isa_asm_result res;
	if (!isa_assemble(&macro_isa, 0, 0, src, strlen(src), "t.s", ISA_OUT_RAW, &res)) {
		fprintf(stderr, "%s", res.errors ? res.errors : "assembly failed\n");
		isa_asm_result_free(&res);
		return 0;
	}
	gf100_mme_method(m, GF100_MME_M_LOAD_INSTRUCTION_RAM_POINTER, at);
	unsigned n = (unsigned)(res.size / 4);
	for (unsigned i = 0; i < n; i++) {
		uint32_t w;
		memcpy(&w, res.data + 4 * i, 4);
		gf100_mme_method(m, GF100_MME_M_LOAD_INSTRUCTION_RAM, w);
	}
	gf100_mme_method(m, GF100_MME_M_LOAD_START_ADDRESS_RAM_POINTER, j);
	gf100_mme_method(m, GF100_MME_M_LOAD_START_ADDRESS_RAM, at);
	isa_asm_result_free(&res);
	return n;
}

/* Calls macro j with params as a pushbuffer would: CALL_MME_MACRO with the
 * first, CALL_MME_DATA with the others, running the MME after each. */
static void call(struct gf100_mme *m, unsigned j, const uint32_t *p, unsigned n)
{
	for (unsigned i = 0; i < n; i++) {
		uint32_t mthd = i ? GF100_MME_M_CALL_DATA(j) : GF100_MME_M_CALL_MACRO(j);
		while (gf100_mme_method(m, mthd, p[i]) == GF100_MME_STALL)
			gf100_mme_run(m, 1000000);
		gf100_mme_run(m, 1000000);
	}
}

/* The classic hardware loop (fincs's test, yuzu issue 2501): the exit flag
 * on a taken branch's delay slot is ignored; bza (annulled) has none. */
SGPU_TEST(hardware_loop_1_2_3)
{
	struct rec r;
	struct gf100_mme *m = mme_new(&r);
	SGPU_ASSERT(load(m, 0, 0,
	                 "\tmov $r1 0x5\n"
	                 "loop:\n"
	                 "\tsend 0x1\n"
	                 "\tmov $r1 (add $r1 -1)\n"
	                 "\tbraz annul $r1 #end\n"
	                 "\tsend 0x2\n"
	                 "\tbra #loop\n"
	                 "\texit send 0x3\n"
	                 "\tnop\n"
	                 "end:\n"
	                 "\texit\n"
	                 "\tnop\n") == 10);
	uint32_t p = 0;
	call(m, 0, &p, 1);
	static const uint32_t want[] = {1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1};
	SGPU_ASSERT_EQ(r.n, 13);
	for (unsigned i = 0; i < 13; i++)
		SGPU_ASSERT_EQ(r.data[i], want[i]);
	SGPU_ASSERT_EQ(m->state, GF100_MME_IDLE);
	SGPU_ASSERT_EQ(m->esr & 0x3f, 0);
	free(m);
}

/* $r1 is the CALL_MME_MACRO data, the rest come through parm in order;
 * maddr sets the method and its 6-bit increment (bits 12-17). */
SGPU_TEST(parameters_and_method_increment)
{
	struct rec r;
	struct gf100_mme *m = mme_new(&r);
	load(m, 3, 0x10,
	     "\tparm $r2 maddr 0x10400\n" /* method 0x1000, increment 0x10 words */
	     "\tsend $r1\n"
	     "\tparm $r3 send $r2\n"
	     "\texit send $r3\n"
	     "\tnop\n");
	uint32_t p[] = {0x11, 0x22, 0x33};
	call(m, 3, p, 3);
	SGPU_ASSERT_EQ(r.n, 3);
	SGPU_ASSERT_EQ(r.mthd[0], 0x1000);
	SGPU_ASSERT_EQ(r.data[0], 0x11);
	SGPU_ASSERT_EQ(r.mthd[1], 0x1040);
	SGPU_ASSERT_EQ(r.data[1], 0x22);
	SGPU_ASSERT_EQ(r.mthd[2], 0x1080);
	SGPU_ASSERT_EQ(r.data[2], 0x33);
	/* the method address wraps at 12 bits; increment 0x3f */
	r.n = 0;
	load(m, 4, 0x20,
	     "\tmaddr $r1\n" /* 0x3fffe: method 0x3ff8, increment 0x3f */
	     "\tsend 0x1\n"
	     "\tsend 0x2\n"
	     "\texit send 0x3\n"
	     "\tnop\n");
	p[0] = 0x3fffe;
	call(m, 4, p, 1);
	SGPU_ASSERT_EQ(r.n, 3);
	SGPU_ASSERT_EQ(r.mthd[0], 0x3ff8);
	SGPU_ASSERT_EQ(r.mthd[1], (0xffe + 0x3f) % 0x1000 * 4);
	SGPU_ASSERT_EQ(r.mthd[2], (0xffe + 0x7e) % 0x1000 * 4);
	free(m);
}

/* Every destination mode: 0 parm/ign, 1 mov, 2 maddr, 3 parm+send, 4 send,
 * 5 parm+maddr, 6 maddr+send parm, 7 maddr+send bits 12-17. */
SGPU_TEST(destination_modes)
{
	struct rec r;
	struct gf100_mme *m = mme_new(&r);
	load(m, 0, 0,
	     "\tparm $r2 ign (add $r1 0x7)\n"      /* r2 = 0xa0 */
	     "\tmov $r3 (add $r1 0x7)\n"           /* r3 = 0x17 */
	     "\tmaddr $r4 0x123\n"                 /* method 0x48c, increment 0 */
	     "\tparm $r5 send (add $r3 0x1)\n"     /* sends 0x18, r5 = 0xb0 */
	     "\tsend $r6 (add $r3 0x2)\n"          /* sends 0x19, r6 = 0x19 */
	     "\tparm $r7 maddr (add $r0 0x1200)\n" /* method 0x4800 & 0x3ffc, inc 1; r7 = 0xc0 */
	     "\tsend $r2\n"                        /* 0xa0 to 0x800 */
	     "\tparmsend maddr $r1 0x2300\n" /* method 0xc00, inc 2: sends 0xd0, r1 = 0x2300 */
	     "\texit maddrsend $r4 0x5301\n" /* method 0xc04, inc 5; sends 5; r4 = 0x5301 */
	     "\tsend $r7\n");                /* delay slot: 0xc0 to 0xc04 + 5*4 */
	uint32_t p[] = {0x10, 0xa0, 0xb0, 0xc0, 0xd0};
	call(m, 0, p, 5);
	SGPU_ASSERT_EQ(m->state, GF100_MME_IDLE);
	SGPU_ASSERT_EQ(m->esr & 0x3f, 0);
	SGPU_ASSERT_EQ(r.n, 6);
	SGPU_ASSERT_EQ(r.mthd[0], 0x48c);
	SGPU_ASSERT_EQ(r.data[0], 0x18);
	SGPU_ASSERT_EQ(r.mthd[1], 0x48c); /* increment 0 */
	SGPU_ASSERT_EQ(r.data[1], 0x19);
	SGPU_ASSERT_EQ(r.mthd[2], 0x800);
	SGPU_ASSERT_EQ(r.data[2], 0xa0);
	SGPU_ASSERT_EQ(r.mthd[3], 0xc00);
	SGPU_ASSERT_EQ(r.data[3], 0xd0);
	SGPU_ASSERT_EQ(r.mthd[4], 0xc04);
	SGPU_ASSERT_EQ(r.data[4], 0x5);
	SGPU_ASSERT_EQ(r.mthd[5], 0xc04 + 5 * 4);
	SGPU_ASSERT_EQ(r.data[5], 0xc0);
	SGPU_ASSERT_EQ(m->r[1], 0x2300);
	SGPU_ASSERT_EQ(m->r[2], 0xa0);
	SGPU_ASSERT_EQ(m->r[3], 0x17);
	SGPU_ASSERT_EQ(m->r[4], 0x5301);
	SGPU_ASSERT_EQ(m->r[5], 0xb0);
	SGPU_ASSERT_EQ(m->r[6], 0x19);
	SGPU_ASSERT_EQ(m->r[7], 0xc0);
	free(m);
}

/* Runs `body` (which leaves its answer in $r2..$r7) with params and sends
 * $r2..$r7 to methods 0..0x14; returns the recorded values in out[6]. */
static bool run_body(const char *body, const uint32_t *p, unsigned n, uint32_t *out)
{
	struct rec r;
	struct gf100_mme *m = mme_new(&r);
	char src[2048];
	snprintf(src, sizeof(src),
	         "%s"
	         "\tmaddr 0x1000\n"
	         "\tsend $r2\n\tsend $r3\n\tsend $r4\n\tsend $r5\n\tsend $r6\n"
	         "\texit send $r7\n\tnop\n",
	         body);
	bool ok = load(m, 0, 0, src) > 0;
	call(m, 0, p, n);
	ok = ok && r.n == 6 && m->state == GF100_MME_IDLE && !(m->esr & 0x3f);
	for (unsigned i = 0; i < 6; i++)
		out[i] = r.data[i];
	free(m);
	return ok;
}

/* add/adc and sub/sbb chains as Mesa's hardware-checked tests run them
 * (mme_fermi_sim_hw_test.cpp addc, subb); the carry after sub is the
 * borrow. Logic operations. */
SGPU_TEST(alu_carry_and_logic)
{
	uint32_t o[6];
	uint32_t p[] = {0x80008650, 0x596, 0x8000a8f6, 0x836};
	SGPU_ASSERT(run_body("\tparm $r3\n\tparm $r4\n\tparm $r5\n"
	                     "\tmov $r2 (add $r1 $r4)\n"
	                     "\tmov $r3 (adc $r3 $r5)\n"
	                     "\tmov $r4 (sub $r1 $r4)\n"
	                     "\tmov $r6 (sub $r1 $r1)\n" /* no borrow */
	                     "\tmov $r5 (sbb $r0 $r0)\n" /* 0 - 0 - 0 */
	                     "\tmov $r7 (sub $r0 $r1)\n"
	                     "\tmov $r7 (sbb $r0 $r0)\n", /* borrow: -1 */
	                     p, 4, o));
	uint64_t x = 0x0000059680008650ull, y = 0x000008368000a8f6ull;
	SGPU_ASSERT_EQ(o[0], (uint32_t)(x + y));
	SGPU_ASSERT_EQ(o[1], (uint32_t)((x + y) >> 32));
	SGPU_ASSERT_EQ(o[2], 0x80008650u - 0x8000a8f6u);
	SGPU_ASSERT_EQ(o[3], 0);
	SGPU_ASSERT_EQ(o[4], 0);
	SGPU_ASSERT_EQ(o[5], 0xffffffffu);
	/* the 64-bit difference, sub then sbb */
	SGPU_ASSERT(run_body("\tparm $r3\n\tparm $r4\n\tparm $r5\n"
	                     "\tmov $r2 (sub $r1 $r4)\n"
	                     "\tmov $r3 (sbb $r3 $r5)\n"
	                     "\tmov $r4 (adc $r0 $r0)\n" /* the borrow out: 1 */
	                     "\tmov $r5 (add $r0 $r0)\n"
	                     "\tmov $r6 (adc $r0 $r0)\n" /* add cleared it */
	                     "\tmov $r7 0x0\n",
	                     p, 4, o));
	SGPU_ASSERT_EQ(o[0], (uint32_t)(x - y));
	SGPU_ASSERT_EQ(o[1], (uint32_t)((x - y) >> 32));
	SGPU_ASSERT_EQ(o[2], 1);
	SGPU_ASSERT_EQ(o[4], 0);
	/* adc with a carry in and the all-ones addend: 0xffffffff + 1 carries */
	uint32_t q[] = {0xffffffff, 0x1};
	SGPU_ASSERT(run_body("\tparm $r3\n"
	                     "\tmov $r2 (add $r1 $r1)\n" /* carry 1 */
	                     "\tmov $r4 (adc $r3 $r1)\n" /* 1 + ffffffff + 1 = 1, carry 1 */
	                     "\tmov $r5 (adc $r0 $r0)\n" /* 1 */
	                     "\tmov $r6 (sbb $r3 $r1)\n" /* 1 - ffffffff - 0: borrow */
	                     "\tmov $r7 (sbb $r3 $r0)\n" /* 1 - 0 - 1 = 0 */
	                     "\tmov $r3 (and $r0 $r0)\n",
	                     q, 2, o));
	SGPU_ASSERT_EQ(o[0], 0xfffffffe);
	SGPU_ASSERT_EQ(o[2], 1);
	SGPU_ASSERT_EQ(o[3], 1);
	SGPU_ASSERT_EQ(o[4], 2);
	SGPU_ASSERT_EQ(o[5], 0);
	uint32_t l[] = {0x0c406fe0, 0x00fff0c0};
	SGPU_ASSERT(run_body("\tparm $r3\n"
	                     "\tmov $r2 (xor $r1 $r3)\n"
	                     "\tmov $r4 (and $r1 $r3)\n"
	                     "\tmov $r5 (andn $r1 $r3)\n"
	                     "\tmov $r6 (nand $r1 $r3)\n"
	                     "\tmov $r7 (or $r1 $r3)\n",
	                     l, 2, o));
	SGPU_ASSERT_EQ(o[0], 0x0c406fe0u ^ 0x00fff0c0u);
	SGPU_ASSERT_EQ(o[1], 0x00fff0c0u);
	SGPU_ASSERT_EQ(o[2], 0x0c406fe0u & 0x00fff0c0u);
	SGPU_ASSERT_EQ(o[3], 0x0c406fe0u & ~0x00fff0c0u);
	SGPU_ASSERT_EQ(o[4], ~(0x0c406fe0u & 0x00fff0c0u));
	SGPU_ASSERT_EQ(o[5], 0x0c406fe0u | 0x00fff0c0u);
}

/* add immediate is signed 18-bit; the bitfield instructions; positions and
 * shifts from a register of 32 or more give 0 (Mesa's sll/srl hardware
 * test with a shift of 51). */
SGPU_TEST(immediates_and_bitfields)
{
	uint32_t o[6];
	uint32_t p[] = {0x0c406fe0, 51, 5};
	SGPU_ASSERT(run_body("\tparm $r3\n\tparm $r4\n"
	                     "\tmov $r2 (extrshl $r1 0x0 0x1f $r3)\n" /* shl by 51: 0 */
	                     "\tmov $r5 (extrshl $r1 $r3 0x1f 0x0)\n" /* shr by 51: 0 */
	                     "\tmov $r6 (extrshl $r1 $r4 0x1f 0x0)\n" /* shr by 5 */
	                     "\tmov $r7 (extrshl $r1 0x0 0x1f $r4)\n" /* shl by 5 */
	                     "\tmov $r3 (extrshl $r1 $r4 0x3 0x4)\n"  /* 3 bits at 5, << 4 */
	                     "\tmov $r4 (extrinsrt $r1 $r4 0x0 0x10 0x10)\n",
	                     p, 3, o));
	SGPU_ASSERT_EQ(o[0], 0);
	SGPU_ASSERT_EQ(o[1], (0x0c406fe0u >> 5 & 7) << 4);
	SGPU_ASSERT_EQ(o[2], (0x0005u << 16) | (0x0c406fe0u & 0xffff));
	SGPU_ASSERT_EQ(o[3], 0);
	SGPU_ASSERT_EQ(o[4], 0x0c406fe0u >> 5 & 0x7fffffff);
	SGPU_ASSERT_EQ(o[5], (0x0c406fe0u & 0x7fffffff) << 5);
	uint32_t q[] = {0x0000ffff};
	SGPU_ASSERT(run_body("\tmov $r2 (add $r1 0x1)\n"
	                     "\tmov $r3 (add $r1 -0x1)\n"
	                     "\tmov $r4 (add $r1 -0x20000)\n"
	                     "\tmov $r5 0x1ffff\n"
	                     "\tmov $r6 -0x1\n"
	                     /* merge: Mesa's mme_merge(x, y, 12, 8, 20) */
	                     "\tmov $r7 (extrinsrt $r1 $r6 0x14 0x8 0xc)\n",
	                     q, 1, o));
	SGPU_ASSERT_EQ(o[0], 0x10000);
	SGPU_ASSERT_EQ(o[1], 0xfffe);
	SGPU_ASSERT_EQ(o[2], 0xfffeffff);
	SGPU_ASSERT_EQ(o[3], 0x1ffff);
	SGPU_ASSERT_EQ(o[4], 0xffffffff);
	SGPU_ASSERT_EQ(o[5], 0x000fffff);
}

/* The state read takes (reg + imm) & 0xfff as the method word and asks the
 * class's method store. */
SGPU_TEST(state_read)
{
	struct rec r;
	struct gf100_mme *m = mme_new(&r);
	load(m, 0, 0,
	     "\tmaddr 0xd00\n" /* SET_MME_SHADOW_SCRATCH(0) = 0x3400 */
	     "\tsend $r1\n"
	     "\tread $r2 0xd00\n"
	     "\tread $r3 (add $r1 0xfff)\n" /* (0x7 + 0xfff) & 0xfff = 6 */
	     "\tmaddr 0x1000\n"
	     "\tsend $r2\n"
	     "\texit send $r3\n"
	     "\tnop\n");
	r.store[6] = 0xabcd;
	uint32_t p = 7;
	call(m, 0, &p, 1);
	SGPU_ASSERT_EQ(r.n, 3);
	SGPU_ASSERT_EQ(r.mthd[0], 0x3400);
	SGPU_ASSERT_EQ(r.data[1], 7);
	SGPU_ASSERT_EQ(r.data[2], 0xabcd);
	free(m);
}

/* Delay slots: a taken branch runs the next instruction first (Mesa's
 * branch_delay_slot hardware test); annul has none; an exit on a taken
 * branch is cancelled, on one not taken it ends the macro after the next
 * instruction (envydis/macro.c, yuzu PR 9005 from deko3d). */
SGPU_TEST(branches_and_exits)
{
	uint32_t o[6];
	uint32_t p[] = {3, 1};
	SGPU_ASSERT(run_body("\tparm $r3\n"
	                     "\tmov $r4 0x0\n\tmov $r5 0x0\n\tmov $r6 0x0\n\tmov $r7 0x0\n"
	                     "\tbra #a\n"
	                     "\tmov $r2 (add $r1 $r3)\n" /* delay slot: runs */
	                     "\tmov $r2 0x99\n"
	                     "a:\n"
	                     "\tbra annul #b\n"
	                     "\tmov $r4 0x99\n" /* skipped */
	                     "b:\n"
	                     "\tbranz annul $r0 #c\n" /* not taken */
	                     "\tmov $r5 0x5\n"
	                     "c:\n"
	                     "\tbraz $r3 #d\n" /* not taken, delay slot is the next */
	                     "\tmov $r6 0x6\n"
	                     "\tmov $r7 0x7\n"
	                     "d:\n",
	                     p, 2, o));
	SGPU_ASSERT_EQ(o[0], 4);
	SGPU_ASSERT_EQ(o[2], 0);
	SGPU_ASSERT_EQ(o[3], 5);
	SGPU_ASSERT_EQ(o[4], 6);
	SGPU_ASSERT_EQ(o[5], 7);

	/* deko3d's DrawIndexed shape: "exit branz" */
	struct rec r;
	struct gf100_mme *m = mme_new(&r);
	load(m, 0, 0,
	     "\tmaddr 0x100\n"
	     "\texit branz $r1 #go\n"
	     "\tsend 0x1\n" /* the delay slot runs either way */
	     "\tsend 0x2\n"
	     "go:\n"
	     "\tsend 0x3\n"
	     "\texit\n"
	     "\tnop\n");
	uint32_t z = 0;
	call(m, 0, &z, 1); /* not taken: exits after the delay slot */
	SGPU_ASSERT_EQ(r.n, 1);
	SGPU_ASSERT_EQ(r.data[0], 1);
	r.n = 0;
	z = 1;
	call(m, 0, &z, 1); /* taken: no exit */
	SGPU_ASSERT_EQ(r.n, 2);
	SGPU_ASSERT_EQ(r.data[0], 1);
	SGPU_ASSERT_EQ(r.data[1], 3);
	/* exit in the delay slot of a branch not taken does exit */
	r.n = 0;
	load(m, 1, 0x40,
	     "\tmaddr 0x100\n"
	     "\tbranz $r1 #x\n"
	     "\texit send 0x1\n"
	     "\tsend 0x2\n"
	     "\tsend 0x3\n"
	     "x:\n"
	     "\texit\n"
	     "\tsend 0x4\n");
	z = 0;
	call(m, 1, &z, 1);
	SGPU_ASSERT_EQ(r.n, 2);
	SGPU_ASSERT_EQ(r.data[1], 2);
	/* and is ignored in a taken one's */
	r.n = 0;
	z = 1;
	call(m, 1, &z, 1);
	SGPU_ASSERT_EQ(r.n, 2);
	SGPU_ASSERT_EQ(r.data[0], 1);
	SGPU_ASSERT_EQ(r.data[1], 4);
	SGPU_ASSERT_EQ(m->esr & 0x3f, 0);
	free(m);
}

static unsigned esr_bits(struct gf100_mme *m)
{
	uint32_t v = 0;
	gf100_mme_reg_read(m, GF100_MME_R_HWW_ESR, &v);
	return v & 0x3f;
}

/* The HWW_ESR bits (pri_mme.ref.txt) with INFO's PC and INFO2's
 * instruction, the trap callback, RESET and EN. */
SGPU_TEST(errors_on_their_path)
{
	struct rec r;
	struct gf100_mme *m = mme_new(&r);
	uint32_t v;
	/* missing data: the macro waits, another method traps */
	load(m, 0, 0, "\tparm $r2\n\tparm $r3\n\texit\n\tnop\n");
	uint32_t p[] = {1, 2};
	call(m, 0, p, 2);
	SGPU_ASSERT_EQ(m->state, GF100_MME_WAIT);
	SGPU_ASSERT_EQ(gf100_mme_method(m, 0x1234, 5), GF100_MME_PASS);
	SGPU_ASSERT_EQ(esr_bits(m), GF100_MME_ESR_MISSING_MACRO_DATA);
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_HWW_ESR_INFO, &v));
	SGPU_ASSERT_EQ(v, 1 | GF100_MME_ESR_INFO_PC_VALID);
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_HWW_ESR_INFO2, &v));
	SGPU_ASSERT_EQ(v, 0x00000301);
	SGPU_ASSERT_EQ(r.traps, 1);
	SGPU_ASSERT_EQ(m->state, GF100_MME_IDLE);
	gf100_mme_reg_write(m, GF100_MME_R_HWW_ESR, GF100_MME_ESR_RESET | GF100_MME_ESR_EN);
	SGPU_ASSERT_EQ(esr_bits(m), 0);
	/* extra data: left at exit, and with no macro */
	uint32_t q[] = {1, 2, 3, 4};
	gf100_mme_method(m, GF100_MME_M_CALL_MACRO(0), 1);
	gf100_mme_method(m, GF100_MME_M_CALL_DATA(0), 2);
	gf100_mme_method(m, GF100_MME_M_CALL_DATA(0), 3);
	gf100_mme_method(m, GF100_MME_M_CALL_DATA(0), 4);
	gf100_mme_run(m, 100);
	SGPU_ASSERT_EQ(esr_bits(m), GF100_MME_ESR_EXTRA_MACRO_DATA);
	gf100_mme_reg_write(m, GF100_MME_R_HWW_ESR, GF100_MME_ESR_RESET | GF100_MME_ESR_EN);
	call(m, 0, q, 3);
	SGPU_ASSERT_EQ(esr_bits(m), 0);
	SGPU_ASSERT_EQ(gf100_mme_method(m, GF100_MME_M_CALL_DATA(0), 9), GF100_MME_TAKEN);
	SGPU_ASSERT_EQ(esr_bits(m), GF100_MME_ESR_EXTRA_MACRO_DATA);
	gf100_mme_reg_write(m, GF100_MME_R_HWW_ESR, GF100_MME_ESR_RESET | GF100_MME_ESR_EN);
	/* illegal ALU operation 4 */
	gf100_mme_method(m, GF100_MME_M_LOAD_INSTRUCTION_RAM_POINTER, 0x100);
	gf100_mme_method(m, GF100_MME_M_LOAD_INSTRUCTION_RAM, 0x00080010);
	gf100_mme_method(m, GF100_MME_M_LOAD_START_ADDRESS_RAM_POINTER, 5);
	gf100_mme_method(m, GF100_MME_M_LOAD_START_ADDRESS_RAM, 0x100);
	call(m, 5, q, 1);
	SGPU_ASSERT_EQ(esr_bits(m), GF100_MME_ESR_ILLEGAL_OPCODE);
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_HWW_ESR_INFO2, &v));
	SGPU_ASSERT_EQ(v, 0x00080010);
	gf100_mme_reg_write(m, GF100_MME_R_HWW_ESR, GF100_MME_ESR_RESET | GF100_MME_ESR_EN);
	/* a branch in a delay slot, of a branch and of an exit */
	load(m, 6, 0x200, "\tbra #l\n\tbra #l\nl:\n\texit\n\tnop\n");
	call(m, 6, q, 1);
	SGPU_ASSERT_EQ(esr_bits(m), GF100_MME_ESR_BRANCH_IN_DELAY_SLOT);
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_HWW_ESR_INFO, &v));
	SGPU_ASSERT_EQ(v, 0x201 | GF100_MME_ESR_INFO_PC_VALID);
	gf100_mme_reg_write(m, GF100_MME_R_HWW_ESR, GF100_MME_ESR_RESET | GF100_MME_ESR_EN);
	load(m, 6, 0x200, "\texit\n\tbra #l\nl:\n\tnop\n");
	call(m, 6, q, 1);
	SGPU_ASSERT_EQ(esr_bits(m), GF100_MME_ESR_BRANCH_IN_DELAY_SLOT);
	gf100_mme_reg_write(m, GF100_MME_R_HWW_ESR, GF100_MME_ESR_RESET | GF100_MME_ESR_EN);
	/* the instruction limit ends a loop that never exits */
	gf100_mme_reg_write(m, GF100_MME_R_WATCHDOG_TIMEOUT, 1000);
	load(m, 7, 0x300, "l:\n\tbra annul #l\n");
	gf100_mme_method(m, GF100_MME_M_CALL_MACRO(7), 0);
	SGPU_ASSERT_EQ(gf100_mme_run(m, 100000), 1000);
	SGPU_ASSERT_EQ(esr_bits(m), GF100_MME_ESR_MAX_INSTR_LIMIT);
	gf100_mme_reg_write(m, GF100_MME_R_HWW_ESR, GF100_MME_ESR_RESET | GF100_MME_ESR_EN);
	/* out of the instruction RAM: by a branch, by the start address, by
	 * an upload past the end */
	load(m, 8, 0x7fe, "\tbra annul 0x900\n");
	call(m, 8, q, 1);
	SGPU_ASSERT_EQ(esr_bits(m), GF100_MME_ESR_INSTR_RAM_ACCESS_OUT_OF_BOUNDS);
	gf100_mme_reg_write(m, GF100_MME_R_HWW_ESR, GF100_MME_ESR_RESET | GF100_MME_ESR_EN);
	gf100_mme_method(m, GF100_MME_M_LOAD_START_ADDRESS_RAM_POINTER, 9);
	gf100_mme_method(m, GF100_MME_M_LOAD_START_ADDRESS_RAM, 0x800);
	call(m, 9, q, 1);
	SGPU_ASSERT_EQ(esr_bits(m), GF100_MME_ESR_INSTR_RAM_ACCESS_OUT_OF_BOUNDS);
	gf100_mme_reg_write(m, GF100_MME_R_HWW_ESR, GF100_MME_ESR_RESET | GF100_MME_ESR_EN);
	gf100_mme_method(m, GF100_MME_M_LOAD_INSTRUCTION_RAM_POINTER, 0x7ff);
	gf100_mme_method(m, GF100_MME_M_LOAD_INSTRUCTION_RAM, 0x11);
	SGPU_ASSERT_EQ(esr_bits(m), 0);
	gf100_mme_method(m, GF100_MME_M_LOAD_INSTRUCTION_RAM, 0x11);
	SGPU_ASSERT_EQ(esr_bits(m), GF100_MME_ESR_INSTR_RAM_ACCESS_OUT_OF_BOUNDS);
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_HWW_ESR_INFO, &v));
	SGPU_ASSERT_EQ(v, 0x800); /* no PC_VALID */
	/* with EN clear the bits still latch, the class is not told */
	unsigned traps = r.traps;
	gf100_mme_reg_write(m, GF100_MME_R_HWW_ESR, GF100_MME_ESR_RESET);
	gf100_mme_method(m, GF100_MME_M_CALL_DATA(3), 1);
	SGPU_ASSERT_EQ(esr_bits(m), GF100_MME_ESR_EXTRA_MACRO_DATA);
	SGPU_ASSERT_EQ(r.traps, traps);
	free(m);
}

/* The RAM pointers auto-increment; the start address RAM has 0x80 entries;
 * both RAMs and the macro registers read through PGRAPH. */
SGPU_TEST(ram_loads_and_registers)
{
	struct rec r;
	struct gf100_mme *m = mme_new(&r);
	gf100_mme_method(m, GF100_MME_M_LOAD_INSTRUCTION_RAM_POINTER, 0x10);
	for (uint32_t i = 0; i < 5; i++)
		SGPU_ASSERT_EQ(gf100_mme_method(m, GF100_MME_M_LOAD_INSTRUCTION_RAM, 0x100 + i),
		               GF100_MME_TAKEN);
	SGPU_ASSERT_EQ(m->code[0x14], 0x104);
	SGPU_ASSERT_EQ(m->code_ptr, 0x15);
	gf100_mme_method(m, GF100_MME_M_LOAD_START_ADDRESS_RAM_POINTER, 0x7e);
	gf100_mme_method(m, GF100_MME_M_LOAD_START_ADDRESS_RAM, 0x10);
	gf100_mme_method(m, GF100_MME_M_LOAD_START_ADDRESS_RAM, 0x12);
	gf100_mme_method(m, GF100_MME_M_LOAD_START_ADDRESS_RAM, 0x14); /* dropped */
	SGPU_ASSERT_EQ(m->start[0x7f], 0x12);
	SGPU_ASSERT_EQ(esr_bits(m), 0);
	SGPU_ASSERT(gf100_mme_method_is_mme(0x114) && gf100_mme_method_is_mme(0x3ffc));
	SGPU_ASSERT(!gf100_mme_method_is_mme(0x124) && !gf100_mme_method_is_mme(0x110));
	SGPU_ASSERT_EQ(gf100_mme_method(m, 0x124, 0), GF100_MME_PASS);
	/* a macro stopped by its budget: registers show it, methods stall */
	load(m, 1, 0x40, "\tmov $r2 0x7\nl:\n\tbra annul #l\n");
	gf100_mme_method(m, GF100_MME_M_CALL_MACRO(1), 0x55);
	SGPU_ASSERT_EQ(gf100_mme_run(m, 10), 10);
	SGPU_ASSERT(gf100_mme_busy(m));
	uint32_t v;
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_REG(1), &v) && v == 0x55);
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_REG(2), &v) && v == 7);
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_PC, &v) && v == 0x41);
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_OPCODE, &v) && v == m->code[0x41]);
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_STATE, &v) && v == 0x100);
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_WATCHDOG_TIME, &v) && v == 10);
	SGPU_ASSERT_EQ(gf100_mme_method(m, 0x200, 1), GF100_MME_STALL);
	SGPU_ASSERT_EQ(gf100_mme_method(m, GF100_MME_M_CALL_DATA(1), 1), GF100_MME_TAKEN);
	SGPU_ASSERT(!gf100_mme_reg_read(m, 0x404600, &v));
	SGPU_ASSERT(!gf100_mme_reg_write(m, 0x404600, 0));
	/* CALL_MME_MACRO(0x81) (method 0x3c08) takes start address 1 */
	gf100_mme_reset(m);
	load(m, 1, 0x20, "\tmaddr 0x1000\n\texit send $r1\n\tnop\n");
	r.n = 0;
	gf100_mme_method(m, GF100_MME_M_CALL_MACRO(0x81), 0x77);
	gf100_mme_run(m, 100);
	SGPU_ASSERT_EQ(r.n, 1);
	SGPU_ASSERT_EQ(r.data[0], 0x77);
	gf100_mme_reset(m);
	SGPU_ASSERT(!gf100_mme_busy(m));
	SGPU_ASSERT(gf100_mme_reg_read(m, GF100_MME_R_HWW_ESR, &v) && v == GF100_MME_ESR_EN);
	free(m);
}

static uint32_t rnd(uint64_t *s)
{
	*s = *s * 6364136223846793005ull + 1442695040888963407ull;
	return (uint32_t)(*s >> 33);
}

/* A random instruction, mostly valid: add-immediate (the short path's
 * moves and sends) most often, the other opcodes, short branches. */
static uint32_t rnd_insn(uint64_t *s)
{
	uint32_t w = rnd(s) ^ rnd(s) << 16;
	unsigned k = rnd(s) % 16;
	w &= ~0x8fu;
	if (rnd(s) % 12)
		w &= ~0x80u; /* exit now and then */
	if (k < 6) {         /* add immediate, small */
		w = (w & 0x3ff0u) | 1 | (uint32_t)((int32_t)(rnd(s) % 64) - 16) << 14;
		if (rnd(s) % 12 == 0)
			w |= 0x80;
	} else if (k < 8) {
		w = (w & 0x0001fff0u) | (rnd(s) % 13) << 17; /* ALU, a few illegal */
	} else if (k < 11) {
		w = (w & ~7u) | (2 + rnd(s) % 4); /* bitfields, read */
	} else if (k < 15) {                      /* branch -4..+5 */
		w = (w & 0x3fb0u) | 7 | (uint32_t)((int32_t)(rnd(s) % 10) - 4) << 14;
	} else {
		w = (w & ~7u) | 6;
	}
	return w;
}

struct side {
	struct rec r;
	struct gf100_mme m;
};

/* The short path of add-immediate moves and sends against every
 * instruction through the general path: random macros and parameters,
 * delivered between runs of random budgets; every send, register, error
 * and count must agree. SGPU_SEED=N picks another 400. */
SGPU_TEST(fast_path_matches_reference)
{
	const char *env = getenv("SGPU_SEED");
	uint64_t base = env ? strtoull(env, NULL, 0) : 1;
	struct side *a = malloc(sizeof(*a)), *b = malloc(sizeof(*b));
	SGPU_ASSERT(a && b);
	for (uint64_t seed = base; seed < base + 400; seed++) {
		uint64_t s = seed;
		struct side *sd[2] = {a, b};
		uint32_t code[48];
		for (unsigned i = 0; i < 48; i++)
			code[i] = rnd_insn(&s);
		uint32_t np = 1 + rnd(&s) % 10, p[10];
		for (unsigned i = 0; i < np; i++)
			p[i] = rnd(&s) % 4 ? rnd(&s) % 8 : rnd(&s);
		uint64_t budgets = s;
		for (unsigned k = 0; k < 2; k++) {
			struct side *x = sd[k];
			memset(&x->r, 0, sizeof(x->r));
			for (unsigned i = 0; i < 0x1000; i++)
				x->r.store[i] = i * 0x01010101u;
			gf100_mme_init(&x->m, 0, &ops, &x->r, NULL);
			x->m.reference = k == 1;
			gf100_mme_reg_write(&x->m, GF100_MME_R_WATCHDOG_TIMEOUT, 3000);
			gf100_mme_method(&x->m, GF100_MME_M_LOAD_INSTRUCTION_RAM_POINTER, 0x7d0);
			for (unsigned i = 0; i < 48; i++)
				gf100_mme_method(&x->m, GF100_MME_M_LOAD_INSTRUCTION_RAM, code[i]);
			gf100_mme_method(&x->m, GF100_MME_M_LOAD_START_ADDRESS_RAM_POINTER, 2);
			gf100_mme_method(&x->m, GF100_MME_M_LOAD_START_ADDRESS_RAM, 0x7d0);
			uint64_t bs = budgets;
			for (unsigned i = 0; i < np; i++) {
				uint32_t mthd =
				        i ? GF100_MME_M_CALL_DATA(2) : GF100_MME_M_CALL_MACRO(2);
				while (gf100_mme_method(&x->m, mthd, p[i]) == GF100_MME_STALL)
					gf100_mme_run(&x->m, 1 + rnd(&bs) % 200);
				gf100_mme_run(&x->m, 1 + rnd(&bs) % 200);
			}
			while (gf100_mme_busy(&x->m))
				gf100_mme_run(&x->m, 1 + rnd(&bs) % 200);
			gf100_mme_method(&x->m, 0x200, 0);
		}
		SGPU_ASSERT_MSG(a->r.n == b->r.n, "seed %" PRIu64 ": %u sends, reference %u", seed,
		                a->r.n, b->r.n);
		for (unsigned i = 0; i < a->r.n; i++)
			SGPU_ASSERT_MSG(a->r.mthd[i] == b->r.mthd[i] &&
			                        a->r.data[i] == b->r.data[i],
			                "seed %" PRIu64 ": send %u", seed, i);
		SGPU_ASSERT_MSG(!memcmp(a->m.r, b->m.r, sizeof(a->m.r)) && a->m.esr == b->m.esr &&
		                        a->m.esr_info == b->m.esr_info &&
		                        a->m.esr_info2 == b->m.esr_info2 &&
		                        a->m.total_instrs == b->m.total_instrs &&
		                        a->m.carry == b->m.carry && a->r.traps == b->r.traps,
		                "seed %" PRIu64 ": state differs", seed);
	}
	free(a);
	free(b);
}
