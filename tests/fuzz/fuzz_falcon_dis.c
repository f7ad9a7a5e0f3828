/* Fuzz target: the falcon decoder and disassembler on arbitrary bytes.
 * Byte 0 picks the version and features; the rest is code. Every offset is
 * decoded (the emulator's view and the text), then the whole buffer is
 * listed as `softgpu dis` would. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "isa/falcon_priv.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!size)
		return 0;
	uint8_t mode = data[0];
	enum fuc_version v = (enum fuc_version)(mode % FUC_NVERSIONS);
	unsigned feat = mode >> 7 ? FUC_FEAT_CRYPT : 0;
	data++;
	size--;
	/* an exact-size heap copy, so ASan sees any read past the end */
	uint8_t *code = malloc(size ? size : 1);
	if (!code)
		return 0;
	for (size_t i = 0; i < size; i++)
		code[i] = data[i];
	for (size_t pc = 0; pc < size; pc++) {
		struct fuc_insn in;
		fuc_decode(code + pc, size - pc, (uint32_t)pc, v, feat, &in);
		if (in.len < 1 || in.len > FUC_MAX_LEN)
			abort();
		if (in.status == FUC_DEC_OK && (in.op == FUC_OP_INVALID || in.op >= FUC_OP_COUNT))
			abort();
		char buf[256];
		fuc_disasm_insn(code + pc, size - pc, (uint32_t)pc, v, feat, buf, sizeof(buf));
	}
	FILE *null = fopen("/dev/null", "w");
	if (null) {
		isa_disasm(&fuc_isa, v, feat, code, size, 0x1000, mode & 4, null);
		fclose(null);
	}
	free(code);
	return 0;
}
