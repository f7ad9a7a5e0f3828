/* Fuzz target: the R500 US (fragment shader) disassembler and assembler.
 * Byte 0 is a mode: bit 0 clear = the rest is code, decoded at every dword
 * and listed as `softgpu dis -m r500-fs` would; an instruction that decodes
 * cleanly must assemble back to its own bits. Bit 0 set = the rest is
 * source text for `softgpu as -m r500-fs`. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa/r500_fs.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void round_trip(const uint8_t *code, size_t avail)
{
	struct isa_decoded d;
	isa_decode(&r500_fs_isa, code, avail, 0, 0, 0, &d);
	if (d.len != R500_FS_BYTES || d.nitems >= ISA_MAX_ITEMS)
		abort();
	char text[1024], diag[256];
	isa_format(&d, text, sizeof(text));
	isa_format_diag(&d, avail, diag, sizeof(diag));
	if (d.status || diag[0])
		return;
	struct isa_asm_result r;
	if (!isa_assemble(&r500_fs_isa, 0, 0, text, strlen(text), "fuzz", ISA_OUT_RAW, &r) ||
	    r.size != R500_FS_BYTES || memcmp(r.data, code, R500_FS_BYTES))
		abort();
	isa_asm_result_free(&r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!size || size > 1 << 16)
		return 0;
	uint8_t mode = data[0];
	data++;
	size--;
	/* an exact-size heap copy, so ASan sees any read past the end */
	uint8_t *buf = malloc(size ? size : 1);
	if (!buf)
		return 0;
	memcpy(buf, data, size);
	if (mode & 1) {
		struct isa_asm_result r;
		isa_assemble(&r500_fs_isa, 0, 0, (const char *)buf, size, "fuzz",
		             mode & 2 ? ISA_OUT_HEX32 : ISA_OUT_RAW, &r);
		isa_asm_result_free(&r);
	} else {
		for (size_t pc = 0; pc < size; pc += 4)
			round_trip(buf + pc, size - pc);
		FILE *null = fopen("/dev/null", "w");
		if (null) {
			isa_disasm(&r500_fs_isa, 0, 0, buf, size, 0, mode & 4, null);
			fclose(null);
		}
	}
	free(buf);
	return 0;
}
