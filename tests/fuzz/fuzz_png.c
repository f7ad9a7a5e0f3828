/* Fuzz target: the PNG reader (baselines are user-supplied files). */
#include <stdint.h>
#include <stdlib.h>

#include "util/image.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sgpu_image img = {0};
	if (sgpu_image_decode_png(&img, data, size) == SGPU_OK) {
		struct sgpu_image diff = {0};
		sgpu_image_compare(&img, &img, &diff);
		sgpu_image_free(&diff);
		uint8_t *out = NULL;
		size_t len = 0;
		if (sgpu_image_encode_png(&img, &out, &len) == SGPU_OK)
			free(out);
	}
	sgpu_image_free(&img);
	return 0;
}
