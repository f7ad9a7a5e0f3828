/* Fuzz target: the falcon assembler on arbitrary source text, in every
 * output format. Byte 0 picks the version, features and format. Whatever
 * assembles must also disassemble. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "isa/falcon_priv.h"

#define DIS_MAX (64u << 10)

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!size || size > 1 << 16)
		return 0;
	enum fuc_version v = (enum fuc_version)(data[0] % FUC_NVERSIONS);
	unsigned feat = data[0] & 0x80 ? FUC_FEAT_CRYPT : 0;
	enum isa_asm_format fmt = (enum isa_asm_format)((data[0] >> 2) % 7);
	char *src = malloc(size - 1 ? size - 1 : 1);
	if (!src)
		return 0;
	memcpy(src, data + 1, size - 1);
	struct isa_asm_result r;
	/* The disassembly covers the first DIS_MAX bytes: a ".size" or
	 * ".skip" makes a section of up to 1 MiB from one line, and every
	 * input must stay cheap (issue 13 item 11). */
	if (isa_assemble(&fuc_isa, v, feat, src, size - 1, "fuzz.s", fmt, &r) &&
	    fmt == ISA_OUT_RAW) {
		for (size_t pc = 0; pc < r.size && pc < DIS_MAX;) {
			char buf[256];
			pc += fuc_disasm_insn(r.data + pc, r.size - pc, (uint32_t)pc, v, feat, buf,
			                      sizeof(buf));
		}
	}
	isa_asm_result_free(&r);
	free(src);
	return 0;
}
