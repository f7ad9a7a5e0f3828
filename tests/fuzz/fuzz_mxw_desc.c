/* Fuzz target: the Maxwell descriptor decoders (`softgpu decode --tic,
 * --tsc, --qmd`, src/nv/maxwell/desc.h). Byte 0 picks the kind (0 TIC,
 * 1 TSC, 2 QMD); the rest are the words, zero-padded. */
#include <stdint.h>
#include <string.h>

#include "nv/maxwell/desc.h"

static void sink(void *user, const char *line)
{
	if (!line || !line[0])
		__builtin_trap(); /* every line says something */
	(*(size_t *)user)++;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	uint32_t w[MXW_QMD_WORDS] = {0};
	size_t n = size - 1 > sizeof(w) ? sizeof(w) : size - 1;
	memcpy(w, data + 1, n);
	size_t lines = 0;
	unsigned flags;
	switch (data[0] % 3) {
	case 0: {
		flags = mxw_tic_print(w, sink, &lines);
		struct mxw_tic t;
		mxw_tic_decode(w, &t);
		if (!t.format_name || (t.version_valid && t.version > 4))
			__builtin_trap();
		break;
	}
	case 1: flags = mxw_tsc_print(w, sink, &lines); break;
	default: {
		flags = mxw_qmd_print(w, sink, &lines);
		struct mxw_qmd q;
		mxw_qmd_decode(w, &q);
		if (q.cb_valid > 0xff)
			__builtin_trap();
		break;
	}
	}
	if (flags > lines || lines < 2)
		__builtin_trap(); /* the words, then the fields */
	return 0;
}
