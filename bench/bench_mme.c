/* The macro processor against native C: a method-emitting macro loop (N
 * methods, each the previous value plus a step, to consecutive methods; 3
 * macro instructions a method, the send in the branch's delay slot) run by the MME
 * and the same loop in C calling the same method handler. Prints "mme
 * native/emulated: R" as issue 17 defines it (higher is better; the goal is
 * 0.1), like bench_falcon's. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "isa/isa.h"
#include "isa/nv_isa.h"
#include "nv/maxwell/mme.h"

#define N 4096u

static const char macro[] = "\tparm $r2\n"
                            "\tmaddr 0x1000\n" /* method 0, increment 1 */
                            "\tmov $r3 (sub $r0 $r2)\n"
                            "loop:\n"
                            "\tmov $r1 (add $r1 -1)\n"
                            "\tbranz $r1 #loop\n"
                            "\tsend $r3 (add $r3 $r2)\n" /* the delay slot */
                            "\texit\n"
                            "\tnop\n";

/* the class's method handler: a method store and a checksum */
struct cls {
	uint32_t store[0x1000];
	uint32_t sum;
};

static uint32_t cls_read(void *ctx, uint32_t method)
{
	struct cls *c = ctx;
	return c->store[method / 4 & 0xfff];
}

static void cls_send(void *ctx, uint32_t method, uint32_t data)
{
	struct cls *c = ctx;
	c->store[method / 4 & 0xfff] = data;
	c->sum = c->sum * 31 + data;
}

static const struct gf100_mme_ops ops = {cls_read, cls_send, NULL, NULL, NULL};

struct ctx {
	struct gf100_mme *m;
	struct cls cls;
	const struct gf100_mme_ops *ops; /* the native loop calls through it too */
};

static void emulated(void *user)
{
	struct ctx *c = user;
	gf100_mme_method(c->m, GF100_MME_M_CALL_MACRO(0), N);
	gf100_mme_method(c->m, GF100_MME_M_CALL_DATA(0), 3);
	while (c->m->state == GF100_MME_RUNNING)
		gf100_mme_run(c->m, 1u << 20);
	sgpu_bench_sink += c->cls.sum;
}

static void native(void *user)
{
	struct ctx *c = user;
	uint32_t step = 3, v = 0, mthd = 0;
	for (uint32_t n = N; n; n--) {
		c->ops->send(&c->cls, mthd << 2, v);
		mthd = (mthd + 1) & 0xfff;
		v += step;
	}
	sgpu_bench_sink += c->cls.sum;
}

int main(void)
{
	struct isa_asm_result res;
	memset(&res, 0, sizeof(res));
	if (!isa_assemble(&macro_isa, 0, 0, macro, strlen(macro), "bench.s", ISA_OUT_RAW, &res)) {
		fprintf(stderr, "bench_mme: %s", res.errors ? res.errors : "assembly failed\n");
		return 1;
	}
	struct ctx *c = calloc(1, sizeof(*c));
	c->m = malloc(sizeof(*c->m));
	if (!c || !c->m)
		return 1;
	c->ops = &ops;
	gf100_mme_init(c->m, 0, &ops, &c->cls, NULL);
	gf100_mme_method(c->m, GF100_MME_M_LOAD_INSTRUCTION_RAM_POINTER, 0);
	for (size_t i = 0; i + 4 <= res.size; i += 4) {
		uint32_t w;
		memcpy(&w, res.data + i, 4);
		gf100_mme_method(c->m, GF100_MME_M_LOAD_INSTRUCTION_RAM, w);
	}
	isa_asm_result_free(&res);
	gf100_mme_method(c->m, GF100_MME_M_LOAD_START_ADDRESS_RAM_POINTER, 0);
	gf100_mme_method(c->m, GF100_MME_M_LOAD_START_ADDRESS_RAM, 0);

	/* both sides leave the same method store and checksum */
	emulated(c);
	uint32_t want = c->cls.sum, w_last = c->cls.store[(N - 1) & 0xfff];
	c->cls.sum = 0;
	memset(c->cls.store, 0, sizeof(c->cls.store));
	native(c);
	if (c->cls.sum != want || c->cls.store[(N - 1) & 0xfff] != w_last || (c->m->esr & 0x3f) ||
	    c->m->total_sends != N) {
		fprintf(stderr, "bench_mme: the macro and the C loop differ (0x%08x 0x%08x)\n",
		        want, c->cls.sum);
		return 1;
	}
	sgpu_bench_host("bench_mme", "no host-dependent routes");
	double emu_ns, nat_ns;
	sgpu_bench_time_pair(emulated, c, native, c, &emu_ns, &nat_ns);
	/* four decimals: the ratio is below 1 */
	printf("mme native/emulated: %.4f\n", nat_ns / emu_ns);
	printf("mme emulated instructions/s: %.1fM\n", 3.0 * N * 1e3 / emu_ns);
	free(c->m);
	free(c);
	return 0;
}
