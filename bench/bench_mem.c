/* Memory and MMIO paths of the core against native C doing the same
 * bytes. Prints "name: ours/baseline" (lower is better). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "softgpu/softgpu.h"
#include "util/fill.h"

#define MIB (1024u * 1024u)
#define BIG (4u * MIB)
#define SMALL 4096u
#define MMIO_READS 1000
#define SCRATCH0 0x001080u /* TEST.SCRATCH0 of the null chip */

struct bench_ctx {
	sgpu_device *dev;
	uint8_t *host_a; /* BIG bytes each */
	uint8_t *host_b;
	volatile uint32_t *native_reg;
};

static void ours_fill(void *user)
{
	struct bench_ctx *c = user;
	sgpu_mem_fill(c->dev, SGPU_SPACE_VRAM, 0, 0xdeadbeef, 4, BIG);
}

static void base_fill(void *user)
{
	struct bench_ctx *c = user;
	memset(c->host_a, 0xab, BIG);
	sgpu_bench_sink += c->host_a[BIG - 1];
}

static void ours_copy(void *user)
{
	struct bench_ctx *c = user;
	sgpu_mem_copy(c->dev, SGPU_SPACE_VRAM, 8 * MIB, SGPU_SPACE_VRAM, 0, BIG);
}

static void base_copy(void *user)
{
	struct bench_ctx *c = user;
	memcpy(c->host_b, c->host_a, BIG);
	sgpu_bench_sink += c->host_b[BIG - 1];
}

static void ours_write(void *user)
{
	struct bench_ctx *c = user;
	sgpu_mem_write(c->dev, SGPU_SPACE_VRAM, 4096, c->host_a, SMALL);
}

static void base_write(void *user)
{
	struct bench_ctx *c = user;
	memcpy(c->host_b + 4096, c->host_a, SMALL);
	sgpu_bench_sink += c->host_b[4096 + SMALL - 1];
}

static void ours_mmio(void *user)
{
	struct bench_ctx *c = user;
	uint32_t sum = 0;
	for (int i = 0; i < MMIO_READS; i++)
		sum += sgpu_mmio_rd32(c->dev, SCRATCH0);
	sgpu_bench_sink += sum;
}

static void base_mmio(void *user)
{
	struct bench_ctx *c = user;
	uint32_t sum = 0;
	/* Volatile: every load happens, as a real register read would. */
	for (int i = 0; i < MMIO_READS; i++)
		sum += *c->native_reg;
	sgpu_bench_sink += sum;
}

static int check(const char *what, sgpu_status st)
{
	if (st == SGPU_OK)
		return 0;
	fprintf(stderr, "bench_mem: %s: %s\n", what, sgpu_strerror(st));
	return 1;
}

int main(void)
{
	static volatile uint32_t reg = 0x12345678;
	struct bench_ctx c = {NULL, malloc(BIG), malloc(BIG), &reg};
	int rc = 1;

	if (!c.host_a || !c.host_b) {
		fprintf(stderr, "bench_mem: out of memory\n");
		goto out;
	}
	memset(c.host_a, 0x5a, BIG);
	memset(c.host_b, 0xa5, BIG);
	/* The null chip's default: 16 MiB of VRAM. */
	if (check("device create", sgpu_device_create("null", NULL, &c.dev)))
		goto out;
	/* Every operation once, checked, so that the timings are of work that
	 * succeeds rather than of an early error return. */
	if (check("mem_fill", sgpu_mem_fill(c.dev, SGPU_SPACE_VRAM, 0, 0xdeadbeef, 4, BIG)) ||
	    check("mem_copy",
	          sgpu_mem_copy(c.dev, SGPU_SPACE_VRAM, 8 * MIB, SGPU_SPACE_VRAM, 0, BIG)) ||
	    check("mem_write", sgpu_mem_write(c.dev, SGPU_SPACE_VRAM, 4096, c.host_a, SMALL)))
		goto out;
	sgpu_mmio_wr32(c.dev, SCRATCH0, 0x12345678);
	if (sgpu_mmio_rd32(c.dev, SCRATCH0) != 0x12345678) {
		fprintf(stderr, "bench_mem: TEST.SCRATCH0 does not read back\n");
		goto out;
	}

	char what[256], fill[160];
	sgpu_fill_describe(fill, sizeof(fill));
	snprintf(what, sizeof(what), "mem_fill_4m's route %s (fill: %s)",
	         sgpu_fill_route_name(sgpu_fill_route(BIG, sgpu_fill_pat(0xdeadbeef, 4))), fill);
	sgpu_bench_host("bench_mem", what);
	/* Each ratio timed interleaved with its baseline; both sides 4 MiB
	 * (4 KiB for the write) of warm buffers that fit the L3. */
	sgpu_bench_compare("mem_fill_4m", ours_fill, &c, base_fill, &c);
	sgpu_bench_compare("mem_copy_4m", ours_copy, &c, base_copy, &c);
	sgpu_bench_compare("mem_write_4k", ours_write, &c, base_write, &c);
	sgpu_bench_compare("mmio_rd32", ours_mmio, &c, base_mmio, &c);
	rc = 0;
out:
	if (c.dev)
		sgpu_device_destroy(c.dev);
	free(c.host_a);
	free(c.host_b);
	return rc;
}
