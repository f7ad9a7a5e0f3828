/* The RAMHT hash of NV4:GF100 PFIFO (not in the seeds; taken from
 * nouveau, drivers/gpu/drm/nouveau/nvkm/core/ramht.c, nvkm_ramht_hash;
 * docs/hw/g80-pfifo.md, "RAMHT"). The handle is folded into `bits` bits
 * by XOR of its bits-wide pieces, then the channel id is XORed in at bit
 * bits - 4 (nouveau passes channel 0 on G80, whose RAMHT is per channel).
 * Header-only: the model and the `nv` script dialect share it. */
#ifndef SGPU_NV_HOST_RAMHT_H
#define SGPU_NV_HOST_RAMHT_H

#include <stdint.h>

static inline uint32_t nv_ramht_hash(uint32_t handle, unsigned bits, uint32_t chid)
{
	uint32_t mask = (1u << bits) - 1, hash = 0;
	while (handle) {
		hash ^= handle & mask;
		handle = bits >= 32 ? 0 : handle >> bits;
	}
	hash ^= chid << (bits - 4);
	return hash & mask;
}

#endif /* SGPU_NV_HOST_RAMHT_H */
