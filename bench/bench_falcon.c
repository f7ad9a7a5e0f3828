/* The falcon emulator against native C: the same checksum loop
 * (sum = sum * 33 + word, djb2-style, serial so neither side vectorizes)
 * over an 8 KiB buffer, in falcon code on the standalone falcon and in C.
 * Prints "falcon native/emulated: R" as issue 5 defines it (higher is
 * better; the goal is 0.1), the block engine against one instruction at
 * a time through exec.c ("falcon one-at-a-time/blocks") and against the
 * table-driven reference path ("falcon reference/fast"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/device.h"
#include "falcon/unit.h"
#include "harness.h"
#include "isa/falcon_priv.h"
#include "isa/isa.h"
#include "softgpu/softgpu.h"

#define WORDS 2048u

static const char fw[] = "\tmov $r1 0\n"      /* pointer */
                         "\tmov $r2 0x1505\n" /* sum (djb2's 5381) */
                         "\tmov $r4 0x2000\n" /* end */
                         "loop:\n"
                         "\tld b32 $r3 D[$r1]\n"
                         "\tshl b32 $r5 $r2 5\n"
                         "\tadd b32 $r2 $r2 $r5\n"
                         "\tadd b32 $r2 $r2 $r3\n"
                         "\tadd b32 $r1 $r1 4\n"
                         "\tcmpu b32 $r1 $r4\n"
                         "\tbra ne #loop\n"
                         "\texit\n";

struct ctx {
	sgpu_device *dev;
	struct fuc *f;
	uint32_t *buf;
	uint32_t sum;
};

static void emulated(void *user)
{
	struct ctx *c = user;
	fuc_mmio_write(c->f, 0x100, 2);
	sgpu_run(c->dev, 1u << 30, NULL);
	c->sum = c->f->r[2];
	sgpu_bench_sink += c->sum;
}

static void native(void *user)
{
	struct ctx *c = user;
	uint32_t sum = 0x1505;
	for (unsigned i = 0; i < WORDS; i++)
		sum = sum * 33 + c->buf[i];
	c->sum = sum;
	sgpu_bench_sink += sum;
}

int main(void)
{
	struct isa_asm_result res;
	memset(&res, 0, sizeof(res));
	if (!isa_assemble(&fuc_isa, FUC_V3, 0, fw, strlen(fw), "bench.s", ISA_OUT_RAW, &res)) {
		fprintf(stderr, "bench_falcon: %s", res.errors ? res.errors : "assembly failed\n");
		return 1;
	}
	struct ctx c = {0};
	struct sgpu_device_config cfg = {.vram_size = 1u << 20, .sysmem_size = 1u << 16};
	if (sgpu_device_create("falcon", &cfg, &c.dev) != SGPU_OK)
		return 1;
	c.f = sgpu_dev_unit(c.dev, "FALCON")->priv;
	fuc_unit_load_code(c.f, 0, res.data, res.size);
	isa_asm_result_free(&res);
	c.buf = malloc(WORDS * 4);
	if (!c.buf)
		return 1;
	uint32_t x = 12345;
	for (unsigned i = 0; i < WORDS; i++) {
		x = x * 1103515245u + 12345u;
		c.buf[i] = x;
	}
	memcpy(c.f->data, c.buf, WORDS * 4);

	emulated(&c);
	uint32_t want = c.sum;
	native(&c);
	if (c.sum != want || c.f->stop_reason != FUC_STOP_EXIT) {
		fprintf(stderr, "bench_falcon: checksum mismatch 0x%08x != 0x%08x\n", want, c.sum);
		return 1;
	}
	sgpu_bench_host("bench_falcon", "no host-dependent routes");
	double emu_ns = sgpu_bench_time(emulated, &c);
	double nat_ns = sgpu_bench_time(native, &c);
	/* four decimals: the ratio is far below 1 */
	printf("falcon native/emulated: %.4f\n", nat_ns / emu_ns);
	printf("falcon emulated instructions/s: %.1fM\n", 7.0 * WORDS * 1e3 / emu_ns);
	c.f->no_blocks = true;
	double one_ns = sgpu_bench_time(emulated, &c);
	sgpu_bench_ratio("falcon one-at-a-time/blocks", one_ns, emu_ns);
	c.f->reference = true;
	double ref_ns = sgpu_bench_time(emulated, &c);
	sgpu_bench_ratio("falcon reference/fast", ref_ns, emu_ns);
	sgpu_device_destroy(c.dev);
	free(c.buf);
	return 0;
}
