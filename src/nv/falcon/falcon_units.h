/* NVIDIA falcon-based units (src/nv/falcon/). */
#ifndef SGPU_NV_FALCON_UNITS_H
#define SGPU_NV_FALCON_UNITS_H

#include "core/device.h"
#include "falcon/falcon.h"

/* GT215 PDAEMON at 0x10a000: falcon v3 and the peripherals of seed 000
 * §2.5.2 (docs/hw/pdaemon.md). params: NULL. */
extern const struct sgpu_unit_class gt215_pdaemon_class;

/* GT215 PCOPY at 0x104000: falcon v3 fed by PFIFO through the falcon
 * FIFO interface (.iface is a struct nv_engine_ops), xfers through MEMIF.
 * params: NULL. */
extern const struct sgpu_unit_class gt215_pcopy_class;

/* The G80:GF100 falcon memory interface (g80_memif.c). */
struct g80_memif {
	struct fuc *f;
	struct sgpu_unit *u;
	uint8_t vm_engine, vm_client; /* Tesla VM engine/client ids */
	uint32_t port[8];
	uint32_t ctrl;
};
/* Host offsets 0x600-0x63f; false if off is not a MEMIF register. */
bool g80_memif_io_read(struct g80_memif *m, uint32_t off, uint32_t *v);
bool g80_memif_io_write(struct g80_memif *m, uint32_t off, uint32_t v);
/* The falcon's ext_access through port: false (and lines 8/9 pulsed) on
 * an invalid port or a fault. */
bool g80_memif_access(struct g80_memif *m, unsigned port, uint64_t addr, void *buf, uint32_t len,
                      bool write);

#endif /* SGPU_NV_FALCON_UNITS_H */
