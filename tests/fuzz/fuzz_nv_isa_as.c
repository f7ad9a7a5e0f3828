/* Fuzz target: the assembler on arbitrary source text for the NVIDIA tables
 * of nv_isa.h (hwsq, ctx, g80, gm107, gf100, gk110, macro), in every output
 * format. Byte 0 picks the machine (byte % 8, modulo the number of
 * machines) and the output format (byte / 8 % 7), byte 1 the version
 * (modulo the machine's); the rest is source. Whatever assembles to raw
 * code must also decode. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "isa/nv_isa.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const struct isa_def *const isas[] = {&hwsq_isa,  &ctx_isa,   &g80_isa,  &gm107_isa,
                                             &gf100_isa, &gk110_isa, &macro_isa};
static const unsigned nversions[] = {HWSQ_NVERSIONS,  CTX_NVERSIONS,   G80_NVERSIONS,
                                     GM107_NVERSIONS, GF100_NVERSIONS, GK110_NVERSIONS,
                                     MACRO_NVERSIONS};
#define NISAS (sizeof(isas) / sizeof(isas[0]))

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2 || size > 1 << 16)
		return 0;
	unsigned m = data[0] % 8 % NISAS;
	const struct isa_def *isa = isas[m];
	unsigned v = data[1] % nversions[m];
	enum isa_asm_format fmt = (enum isa_asm_format)(data[0] / 8u % 7);
	data += 2;
	size -= 2;
	char *src = malloc(size ? size : 1);
	if (!src)
		return 0;
	memcpy(src, data, size);
	struct isa_asm_result r;
	if (isa_assemble(isa, v, 0, src, size, "fuzz.s", fmt, &r) && fmt == ISA_OUT_RAW) {
		for (size_t pc = 0; pc < r.size;) {
			struct isa_decoded d;
			isa_decode(isa, r.data + pc, r.size - pc, pc, v, 0, &d);
			pc += d.len;
		}
	}
	isa_asm_result_free(&r);
	free(src);
	return 0;
}
