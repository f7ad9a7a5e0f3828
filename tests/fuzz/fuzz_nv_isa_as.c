/* Fuzz target: the assembler on arbitrary source text for the NVIDIA tables
 * of nv_isa.h (hwsq, ctx), in every output format. Byte 0 picks the
 * machine (bit 0), the version (bits 1..2) and the format (bits 3..5).
 * Whatever assembles to raw code must also decode. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "isa/nv_isa.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const struct isa_def *const isas[] = {&hwsq_isa, &ctx_isa};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!size || size > 1 << 16)
		return 0;
	const struct isa_def *isa = isas[data[0] % (sizeof(isas) / sizeof(isas[0]))];
	unsigned v = (data[0] >> 1) & 3;
	enum isa_asm_format fmt = (enum isa_asm_format)((data[0] >> 3) % 7);
	char *src = malloc(size - 1 ? size - 1 : 1);
	if (!src)
		return 0;
	memcpy(src, data + 1, size - 1);
	struct isa_asm_result r;
	if (isa_assemble(isa, v, 0, src, size - 1, "fuzz.s", fmt, &r) && fmt == ISA_OUT_RAW) {
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
