/* Fuzz target: the falcon decoder and disassembler on arbitrary bytes.
 * Byte 0 picks the version and features; the rest is code. Every offset is
 * decoded (the emulator's view and the text), then the whole buffer is
 * listed as `softgpu dis` would, by the compiled listing and by the
 * reference (isa_disasm_ref): the two must be the same. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
	/* the compiled listing and the reference, byte for byte */
	char *a = NULL, *b = NULL;
	size_t na = 0, nb = 0;
	FILE *fa = open_memstream(&a, &na), *fb = open_memstream(&b, &nb);
	if (fa && fb) {
		isa_disasm(&fuc_isa, v, feat, code, size, 0x1000, mode & 4, fa);
		isa_disasm_ref(&fuc_isa, v, feat, code, size, 0x1000, mode & 4, fb);
		fclose(fa);
		fclose(fb);
		fa = fb = NULL;
		if (na != nb || memcmp(a, b, na))
			abort();
	}
	if (fa)
		fclose(fa);
	if (fb)
		fclose(fb);
	free(a);
	free(b);
	free(code);
	return 0;
}
