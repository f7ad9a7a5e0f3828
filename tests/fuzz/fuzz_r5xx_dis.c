/* Fuzz target: the PM4 disassembler behind `softgpu decode --pm4` on
 * arbitrary words. The input's whole dwords (little-endian) go into an
 * exact-size heap copy, so ASan sees any read past the end; every line
 * must fit the emit buffer and be NUL-terminated, and no more packets can
 * be malformed than there are dwords. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_line(void *user, const char *line)
{
	size_t *lines = user;
	if (strlen(line) >= 512)
		abort();
	++*lines;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t n = size / 4;
	uint32_t *w = calloc(n ? n : 1, 4);
	if (!w)
		return 0;
	for (size_t i = 0; i < n; i++)
		w[i] = (uint32_t)data[4 * i] | (uint32_t)data[4 * i + 1] << 8 |
		       (uint32_t)data[4 * i + 2] << 16 | (uint32_t)data[4 * i + 3] << 24;
	size_t lines = 0;
	unsigned bad = r5xx_pm4_disasm(w, n, 0x80000000u, check_line, &lines);
	if (bad > n || (n && !lines))
		abort();
	free(w);
	return 0;
}
