/* Fuzz target: the pushbuffer disassembler (softgpu decode). Byte 0
 * picks the mode (bit 0 IB, bit 1 SLI, bit 2 G84, bit 3 IB entries); the
 * rest are the words. */
#include <stdint.h>
#include <string.h>

#include "nv/host/pushbuf.h"

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
	struct nv_pb_disasm_opts o = {
	        .mode = {.ib = data[0] & 1, .sli_enable = data[0] & 2},
	        .g84 = data[0] & 4,
	        .base = 0xfffffff0u,
	};
	uint32_t w[4096];
	size_t n = (size - 1) / 4;
	if (n > 4096)
		n = 4096;
	memcpy(w, data + 1, n * 4);
	size_t lines = 0;
	if (data[0] & 8) {
		for (size_t i = 0; i + 1 < n; i += 2)
			lines += nv_pb_ib_decode(w[i], w[i + 1]).words & 1;
	} else {
		size_t flagged = nv_pb_disasm(w, n, &o, sink, &lines);
		if (flagged > n)
			__builtin_trap(); /* at most one flag per word */
	}
	return 0;
}
