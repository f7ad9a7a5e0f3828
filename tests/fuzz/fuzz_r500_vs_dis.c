/* Fuzz target: the R500 PVS decoder (r500_vs_decode, the executor's view)
 * and disassembler on arbitrary bytes. Every 16-byte instruction is decoded
 * both ways and formatted; every instruction that decodes to a clean text
 * must assemble back to its bytes (the table round trip); then the buffer
 * is listed as `softgpu dis -m r500-vs` would. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa/r500_vs.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* an exact-size heap copy, so ASan sees any read past the end */
	uint8_t *code = malloc(size ? size : 1);
	if (!code)
		return 0;
	memcpy(code, data, size);
	for (size_t pc = 0; pc < size; pc += 16) {
		struct isa_decoded d;
		isa_decode(&r500_vs_isa, code + pc, size - pc, pc / 16, 0, 0, &d);
		if (d.len != 16)
			abort();
		char text[1024], diag[256];
		isa_format(&d, text, sizeof(text));
		isa_format_diag(&d, size - pc, diag, sizeof(diag));
		if (size - pc >= 16) {
			uint32_t w[4];
			for (unsigned i = 0; i < 4; i++)
				w[i] = (uint32_t)code[pc + 4 * i] |
				       (uint32_t)code[pc + 4 * i + 1] << 8 |
				       (uint32_t)code[pc + 4 * i + 2] << 16 |
				       (uint32_t)code[pc + 4 * i + 3] << 24;
			struct r500_vs_insn in;
			r500_vs_decode(w, &in);
			/* the executor and the table agree on what is undefined */
			if ((in.kind == R500_VS_INVALID) !=
			    (d.form == &r500_vs_isa.forms[r500_vs_isa.nforms - 1]))
				abort();
			if (!diag[0]) {
				struct isa_asm_result r;
				if (!isa_assemble(&r500_vs_isa, 0, 0, text, strlen(text), "f",
				                  ISA_OUT_RAW, &r) ||
				    r.size != 16 || memcmp(r.data, code + pc, 16))
					abort();
				isa_asm_result_free(&r);
			}
		}
	}
	FILE *null = fopen("/dev/null", "w");
	if (null) {
		isa_disasm(&r500_vs_isa, 0, 0, code, size, 0, size & 1, null);
		fclose(null);
	}
	free(code);
	return 0;
}
