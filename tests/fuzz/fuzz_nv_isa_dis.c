/* Fuzz target: the NVIDIA table decoders of nv_isa.h (hwsq, ctx, g80,
 * gm107, gf100, gk110, macro, vp1, vuc, vcomp) on arbitrary bytes. Byte 0
 * picks the machine (its low nibble, byte % 16, modulo the number of
 * machines: 0 hwsq, 1 ctx, 2 g80, 3 gm107, 4 gf100, 5 gk110, 6 macro, 7 vp1,
 * 8 vuc, 9 vcomp; the scheme of fuzz_nv_isa_as.c) and quiet listing (bit 7;
 * bits 4-6 are unused), byte 1 the
 * version (modulo the machine's); the rest is code. Every offset is
 * decoded and formatted, then the whole buffer is listed as `softgpu dis`
 * would, by the compiled listing and by the reference (isa_disasm_ref):
 * the two must be the same. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa/nv_isa.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const struct isa_def *const isas[] = {&hwsq_isa,  &ctx_isa,   &g80_isa,   &gm107_isa,
                                             &gf100_isa, &gk110_isa, &macro_isa, &vp1_isa,
                                             &vuc_isa,   &vcomp_isa};
static const unsigned nversions[] = {
        HWSQ_NVERSIONS,  CTX_NVERSIONS,   G80_NVERSIONS, GM107_NVERSIONS, GF100_NVERSIONS,
        GK110_NVERSIONS, MACRO_NVERSIONS, VP1_NVERSIONS, VUC_NVERSIONS,   VCOMP_NVERSIONS};
#define NISAS (sizeof(isas) / sizeof(isas[0]))
_Static_assert(sizeof(nversions) / sizeof(nversions[0]) == NISAS, "a version count per machine");

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	uint8_t mode = data[0];
	unsigned m = mode % 16u % NISAS;
	const struct isa_def *isa = isas[m];
	unsigned v = data[1] % nversions[m];
	data += 2;
	size -= 2;
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
	/* the compiled listing and the reference, byte for byte */
	char *a = NULL, *b = NULL;
	size_t na = 0, nb = 0;
	FILE *fa = open_memstream(&a, &na), *fb = open_memstream(&b, &nb);
	if (fa && fb) {
		isa_disasm(isa, v, 0, code, size, 0x100, mode >> 7, fa);
		isa_disasm_ref(isa, v, 0, code, size, 0x100, mode >> 7, fb);
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
