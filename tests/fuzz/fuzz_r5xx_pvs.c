/* Fuzz target: the R500 PVS executor on random programs. The input is the
 * control registers (first/last instruction, constant base and limit, the
 * flow-control opcode, address and loop-index registers) followed by code
 * words; constants and inputs come from the same bytes. Every run must stop
 * within its step budget, and decoding as it goes and running a
 * pre-decoded program (the VAP's path) must agree bit for bit; when the
 * fast PVS (r5xx_pvs_fast.c) takes the program, its outputs, flags and
 * step count must equal the reference's on a batch of vertices made from
 * the same bytes. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx_pvs.h"
#include "amd/r5xx/r5xx_pvs_fast.h"
#include "isa/r500_vs.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint32_t code[R5XX_PVS_CODE][4];
static uint32_t consts[R5XX_PVS_CONSTS][4];

static uint32_t word(const uint8_t *d, size_t size, size_t i)
{
	uint32_t v = 0;
	for (unsigned k = 0; k < 4; k++)
		v |= (uint32_t)(i * 4 + k < size ? d[i * 4 + k] : 0) << (8 * k);
	return v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct r5xx_pvs_prog p = {.code = (const uint32_t(*)[4])code,
	                          .consts = (const uint32_t(*)[4])consts};
	size_t nw = (size + 3) / 4, i = 0;
	uint32_t c0 = word(data, size, i++);
	p.first = c0 & 0x3ff;
	p.last = c0 >> 10 & 0x3ff;
	uint32_t c1 = word(data, size, i++);
	p.const_base = c1 & 0xff;
	p.const_max = c1 >> 16 & 0xff;
	p.fc_opc = word(data, size, i++);
	for (unsigned s = 0; s < R5XX_PVS_FC; s++) {
		p.fc_lw[s] = word(data, size, i++);
		p.fc_uw[s] = word(data, size, i++);
		p.fc_index[s] = word(data, size, i++);
	}
	memset(code, 0, sizeof(code));
	for (size_t k = 0; i < nw && k < R5XX_PVS_CODE * 4; k++)
		code[(p.first + k / 4) % R5XX_PVS_CODE][k % 4] = word(data, size, i++);
	for (size_t k = 0; k < R5XX_PVS_CONSTS * 4; k++)
		consts[k / 4][k % 4] = word(data, size, k % (nw ? nw : 1));
	static struct r5xx_pvs_vtx v1, v2;
	r5xx_pvs_vtx_init(&v1);
	for (unsigned k = 0; k < R5XX_PVS_INPUTS * 4; k++) {
		uint32_t u = word(data, size, k % (nw ? nw : 1));
		memcpy(&v1.in[k / 4][k % 4], &u, 4);
	}
	v2 = v1;
	uint64_t budget = 1 + (c0 >> 20), s1, s2;
	unsigned e1 = r5xx_pvs_run(&p, &v1, budget, &s1);
	/* the second run takes the pre-decoded program (the VAP's way) */
	static struct r500_vs_insn dec[R5XX_PVS_CODE];
	for (unsigned k = 0; k < R5XX_PVS_CODE; k++)
		r500_vs_decode(code[k], &dec[k]);
	p.decoded = dec;
	unsigned e2 = r5xx_pvs_run(&p, &v2, budget, &s2);
	if (s1 > budget || s1 != s2 || e1 != e2 || memcmp(&v1, &v2, sizeof(v1)))
		abort();
	/* the fast PVS: vertex k's inputs are the bytes from word k on */
	static struct r5xx_pvs_fast *f;
	static float in[R5XX_PVS_FAST_LANES][R5XX_PVS_INPUTS][4];
	if (!f && !(f = r5xx_pvs_fast_new()))
		return 0;
	if (!r5xx_pvs_fast_compile(f, &p))
		return 0;
	unsigned n = 1 + (c1 >> 8 & 15);
	for (unsigned l = 0; l < n; l++)
		for (unsigned k = 0; k < R5XX_PVS_INPUTS * 4; k++) {
			uint32_t u = word(data, size, (k + l) % (nw ? nw : 1));
			memcpy(&in[l][k / 4][k % 4], &u, 4);
		}
	unsigned ef = r5xx_pvs_fast_run(f, (const float(*)[R5XX_PVS_INPUTS][4])in, n);
	for (unsigned l = 0; l < n; l++) {
		r5xx_pvs_vtx_init(&v1);
		memcpy(v1.in, in[l], sizeof(v1.in));
		e1 = r5xx_pvs_run(&p, &v1, R5XX_PVS_MAX_STEPS, &s1);
		if (e1 != ef || s1 != r5xx_pvs_fast_steps(f))
			abort();
		for (unsigned r = 0; r < R5XX_PVS_OUTPUTS; r++) {
			float o[4];
			r5xx_pvs_fast_out(f, l, r, o);
			if (memcmp(o, v1.out[r], sizeof(o)))
				abort();
		}
	}
	return 0;
}
