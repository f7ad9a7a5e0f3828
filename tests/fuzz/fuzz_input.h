/* The input layouts the register-writing fuzz targets share. */
#ifndef SGPU_FUZZ_INPUT_H
#define SGPU_FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>

/* A 6-byte record: a 16-bit selector (which register, target-defined)
 * and a 32-bit value, both little-endian. */
#define FUZZ_WRITE_BYTES 6u

struct fuzz_write {
	uint32_t sel, value;
};

static inline struct fuzz_write fuzz_write_at(const uint8_t *p)
{
	return (struct fuzz_write){(uint32_t)(p[0] | p[1] << 8),
	                           (uint32_t)p[2] | (uint32_t)p[3] << 8 | (uint32_t)p[4] << 16 |
	                                   (uint32_t)p[5] << 24};
}

/* "n, then up to n records, then memory bytes": *rec and *nrec give the
 * records there are room for; returns the offset of the memory bytes. */
static inline size_t fuzz_split(const uint8_t *data, size_t size, const uint8_t **rec, size_t *nrec)
{
	size_t want = size ? data[0] : 0, have = size ? (size - 1) / FUZZ_WRITE_BYTES : 0;
	*rec = data + (size ? 1 : 0);
	*nrec = want < have ? want : have;
	return (size ? 1 : 0) + *nrec * FUZZ_WRITE_BYTES;
}

#endif /* SGPU_FUZZ_INPUT_H */
