/* NV1 unit classes (chip nv1 in src/chips.c). */
#ifndef SGPU_NV_NV01_H
#define SGPU_NV_NV01_H

#include "core/device.h"

extern const struct sgpu_unit_class nv01_pgraph_class;
extern const struct sgpu_unit_class nv01_pfb_class;
extern const struct sgpu_unit_class nv01_pfifo_class;
extern const struct sgpu_unit_class nv01_pdma_class;

/* PGRAPH's DMA through PDMA: len bytes at offset of the DMA object at
 * RAMIN instance inst (16-byte units). False after a fault, which PDMA
 * reports in its INTR_GRAPH. */
bool nv01_pdma_graph_xfer(struct sgpu_unit *pdma, uint32_t inst, uint32_t offset, void *buf,
                          uint32_t len, bool write);

/* PFB's BOOT_0 and CONFIG_0 as PGRAPH sees them (zeros for NULL). */
void nv01_pfb_view(const struct sgpu_unit *pfb, uint32_t *boot, uint32_t *config);

/* VBLANK (docs/hw/nv1-pgraph.md): true once for each vblank start at or
 * before model time now since the last call; the time of the next one not
 * yet reported (UINT64_MAX: the timing generator is off). */
bool nv01_pfb_vblank_poll(struct sgpu_unit *pfb, uint64_t now);
uint64_t nv01_pfb_next_vblank(const struct sgpu_unit *pfb);

/* Switch PGRAPH between its fast paths (default) and the reference path
 * only; for the differential test and the benchmark. */
void nv01_pgraph_set_fast(struct sgpu_unit *pgraph, bool fast);

#endif /* SGPU_NV_NV01_H */
