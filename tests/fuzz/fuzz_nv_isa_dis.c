/* Fuzz target: the NVIDIA table decoders of nv_isa.h (hwsq, ctx) on
 * arbitrary bytes. Byte 0 picks the machine (bit 0), the version (bits
 * 1..2) and quiet listing (bit 3); the rest is code. Every offset is
 * decoded and formatted, then the whole buffer is listed as `softgpu dis`
 * would. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "isa/nv_isa.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const struct isa_def *const isas[] = {&hwsq_isa, &ctx_isa};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!size)
		return 0;
	uint8_t mode = data[0];
	const struct isa_def *isa = isas[mode % (sizeof(isas) / sizeof(isas[0]))];
	unsigned v = (mode >> 1) & 3;
	data++;
	size--;
	/* an exact-size heap copy, so ASan sees any read past the end */
	uint8_t *code = malloc(size ? size : 1);
	if (!code)
		return 0;
	for (size_t i = 0; i < size; i++)
		code[i] = data[i];
	for (size_t pc = 0; pc < size; pc++) {
		struct isa_decoded d;
		isa_decode(isa, code + pc, size - pc, pc, v, 0, &d);
		if (d.len < 1 || d.len > isa->maxlen)
			abort();
		char buf[256];
		int k = isa_format(&d, buf, sizeof(buf));
		if (k < 0 || (size_t)k >= sizeof(buf))
			abort();
		isa_format_diag(&d, size - pc, buf, sizeof(buf));
	}
	FILE *null = fopen("/dev/null", "w");
	if (null) {
		isa_disasm(isa, v, 0, code, size, 0x100, mode & 8, null);
		fclose(null);
	}
	free(code);
	return 0;
}
