/* sgpu_copy (src/util/copy.c) against a byte loop: every distance modulo
 * 4 KiB that takes the block route and some that do not, lengths around
 * the route's threshold and block size, guard bytes on both sides. */
#include <stdint.h>
#include <string.h>

#include "harness.h"
#include "util/copy.h"

SGPU_TEST(copy_matches_byte_loop)
{
	static uint8_t src[3 * 4096], dst[3 * 4096], want[3 * 4096];
	for (size_t i = 0; i < sizeof(src); i++)
		src[i] = (uint8_t)(i * 131 + 7);
	static const size_t lens[] = {0, 1, 63, 255, 256, 511, 512, 513, 767, 1000, 4000, 4096};
	for (unsigned so = 0; so < 8; so++) {
		for (unsigned delta = 0; delta < 200; delta += 1 + (delta > 130) * 9) {
			for (size_t li = 0; li < sizeof(lens) / sizeof(lens[0]); li++) {
				size_t n = lens[li], s = so * 4, d = 4096 + s + delta;
				memset(dst, 0xa5, sizeof(dst));
				memcpy(want, dst, sizeof(want));
				for (size_t i = 0; i < n; i++)
					want[d + i] = src[s + i];
				sgpu_copy(dst + d, src + s, n);
				SGPU_ASSERT_MSG(memcmp(dst, want, sizeof(dst)) == 0,
				                "source +%zu, distance %u, %zu bytes", s, delta, n);
			}
		}
	}
}
