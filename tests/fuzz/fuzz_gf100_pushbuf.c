/* Fuzz target: the GF100+ pushbuffer classifier and disassembler and the
 * GP entry decoder (`softgpu decode --nv --gf100`). Byte 0 picks the mode
 * (bit 0 VOLTA_CHANNEL_GPFIFO_A, bit 1 the old forms, bit 2 a GP ring);
 * the rest are the words. */
#include <stdint.h>
#include <string.h>

#include "nv/host/gf100_pushbuf.h"

static void sink(void *user, const char *line)
{
	(void)line;
	(*(size_t *)user)++;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	struct gf100_pb_disasm_opts o = {
	        .gen = (data[0] & 1) ? GF100_HOST_C36F : GF100_HOST_B06F,
	        .old_forms = data[0] & 2,
	        .base = 0xfffffff0u,
	};
	uint32_t w[4096];
	size_t n = (size - 1) / 4;
	if (n > 4096)
		n = 4096;
	memcpy(w, data + 1, n * 4);
	size_t lines = 0;
	if (data[0] & 4) {
		size_t bad = gf100_gp_disasm(w, n, 0, sink, &lines);
		if (bad > n / 2 || lines != n / 2)
			__builtin_trap(); /* one line per entry, at most one flag */
		return 0;
	}
	for (size_t i = 0; i < n; i++) {
		struct gf100_pb_cmd c = gf100_pb_classify(w[i], o.old_forms);
		if ((c.form == GF100_PB_INVALID) != (c.why != NULL) || c.mthd > 0x3ffc ||
		    c.subc > 7)
			__builtin_trap();
	}
	size_t flagged = gf100_pb_disasm(w, n, &o, sink, &lines);
	if (flagged > n || lines < n)
		__builtin_trap(); /* a line per word, at most one flag each */
	return 0;
}
