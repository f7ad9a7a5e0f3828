/* Copies of guest data at the host's memcpy speed whatever the distance
 * between source and destination (docs/testing.md, "Copies"). */
#ifndef SGPU_UTIL_COPY_H
#define SGPU_UTIL_COPY_H

#include <stddef.h>

/* memcpy(dst, src, n) for ranges that do not overlap. When dst lies
 * 1-127 bytes past src modulo 4 KiB, a forward copy's loads look to the
 * CPU like loads of the bytes it has just stored (4K aliasing) and every
 * one waits: glibc's memcpy then runs at 2-2.5x its time (AMD Zen 3:
 * 15 us instead of 6 for 64 copies of 4000 bytes). Those copies go
 * through a loop that loads 256 bytes before storing any. */
void sgpu_copy(void *dst, const void *src, size_t n);

/* Which routes sgpu_copy takes on this host, for benchmark headers. */
const char *sgpu_copy_describe(void);

#endif /* SGPU_UTIL_COPY_H */
