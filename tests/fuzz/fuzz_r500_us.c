/* Fuzz target: the R500 US executor on random code, constants and
 * registers. The input is a list of register writes (address index, value)
 * into the US (GA_US_VECTOR upload, US_* registers, the code space), then
 * quads run with small budgets. Aborts if a run overruns its budget or
 * takes more steps than it reports, or if two runs of the same input
 * differ; and where the compiled fast path (r5xx_us_fast.c, and its
 * four-pixel form r5xx_us_simd.c on an AVX2 host) takes the program that
 * the reference ran to its end without a guest error, if either form's
 * outputs differ from the reference's by a bit. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx_us.h"
#include "amd/r5xx/r5xx_us_fast.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const uint32_t regs[] = {
        R5XX_GA_US_VECTOR_INDEX, R5XX_GA_US_VECTOR_DATA,     R5XX_US_CONFIG,
        R5XX_US_PIXSIZE,         R5XX_US_FC_BOOL_CONST,      R5XX_US_FC_CTRL,
        R5XX_US_CODE_ADDR,       R5XX_US_CODE_RANGE,         R5XX_US_CODE_OFFSET,
        R5XX_US_FC_INT_CONST_0,  R5XX_US_FC_INT_CONST_0 + 4,
};

static uint32_t word(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static enum r5xx_us_status once(const uint8_t *data, size_t size, struct r5xx_us *us,
                                struct r5xx_us_quad *q, uint64_t *used)
{
	r5xx_us_init(us, NULL, 0);
	r5xx_us_set_sampler(us, r5xx_us_test_sampler, NULL);
	size_t i = 0;
	/* 5 bytes per write: register selector, value */
	for (; i + 5 <= size && data[i] != 0xff; i += 5) {
		uint8_t sel = data[i];
		uint32_t v = word(data + i + 1);
		uint32_t addr =
		        sel < 128 ? regs[sel % (sizeof(regs) / sizeof(regs[0]))]
		                  : R5XX_US_CODE_BASE + 4u * (uint32_t)((sel - 128) * 97 % 3072);
		r5xx_us_reg_write(us, addr, v);
	}
	r5xx_us_quad_begin(q, i < size ? data[i] : 0xf);
	for (unsigned p = 0; p < 4; p++)
		for (unsigned t = 0; t < 4; t++)
			for (unsigned c = 0; c < 4; c++)
				q->t[p][t][c] = (float)(int)(p * 16 + t * 4 + c) - 24.0f;
	*used = 0;
	enum r5xx_us_status st = R5XX_US_YIELD;
	for (unsigned call = 0; call < 64; call++) {
		uint64_t budget = 1 + call * 37, before = budget, steps = q->steps;
		st = r5xx_us_run(us, q, &budget);
		if (budget > before || q->steps - steps != before - budget)
			abort();
		*used += before - budget;
		if (st != R5XX_US_YIELD)
			break;
	}
	return st;
}

/* The fast path's forms against the reference's finished quad q0 (the
 * same inputs: temporaries 0-3 as once() sets them). */
static void fast_check(struct r5xx_us *us, const struct r5xx_us_quad *q0, unsigned cover)
{
	static struct r5xx_us_fast fp;
	static struct r5xx_quad q;
	static uint64_t serial;
	for (unsigned form = 0; form < 2; form++) {
		memset(&fp, 0, sizeof(fp));
		fp.no_simd = form == 0;
		r5xx_us_fast_prepare(&fp, us, ++serial, 1u << 20);
		if (!fp.usable || (form == 1 && !fp.simd))
			return;
		memset(&q, 0, sizeof(q));
		q.cover = cover, q.nin = 4;
		for (unsigned t = 0; t < 4; t++) {
			q.in[t].addr = (uint8_t)t;
			for (unsigned p = 0; p < 4; p++)
				for (unsigned c = 0; c < 4; c++)
					q.in[t].v[p][c] = (float)(int)(p * 16 + t * 4 + c) - 24.0f;
		}
		uint64_t steps = 0;
		if (r5xx_us_fast_shade(&fp, us, &q, &steps) != 1)
			abort();
		for (unsigned t = 0; t < 4; t++)
			for (unsigned p = 0; p < 4; p++)
				for (unsigned c = 0; c < 4; c++)
					if (q0->rt_mask[t][p] >> c & 1 &&
					    memcmp(&q0->rt[t][p][c], &q.out[t][p][c], 4))
						abort();
		for (unsigned p = 0; p < 4; p++)
			if (q0->depth_written[p] && memcmp(&q0->depth[p], &q.depth[p], 4))
				abort();
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size > 1 << 14)
		return 0;
	static struct r5xx_us us[2];
	static struct r5xx_us_quad q[2];
	uint64_t used[2];
	enum r5xx_us_status st = R5XX_US_YIELD;
	for (unsigned r = 0; r < 2; r++)
		st = once(data, size, &us[r], &q[r], &used[r]);
	if (used[0] != used[1] || memcmp(&q[0], &q[1], sizeof(q[0])) ||
	    us[0].guest_errors != us[1].guest_errors)
		abort();
	/* the fast path where the reference ended cleanly, every pixel covered
	 * (it takes no helper pixels' TEXKILL or IGNORE_UNCOVERED apart) */
	bool covered = q[0].covered[0] && q[0].covered[1] && q[0].covered[2] && q[0].covered[3];
	if (st == R5XX_US_DONE && !us[0].guest_errors && covered)
		fast_check(&us[0], &q[0], 0xf);
	return 0;
}
