/* MAXWELL_DMA_COPY_A 0xB0B5 (dma_copy.c; docs/hw/maxwell.md, "DMA copy"). */
#ifndef SGPU_NV_MAXWELL_DMA_COPY_H
#define SGPU_NV_MAXWELL_DMA_COPY_H

#include <stdbool.h>

#include "nv/maxwell/mxw.h"

extern const struct mxw_class mxw_dma_copy_class;

/* Switches the pitch to block-linear fast path on or off (process-wide;
 * for the differential test and the benchmark's reference figure). */
void mxw_dma_copy_set_fast(bool on);

#endif /* SGPU_NV_MAXWELL_DMA_COPY_H */
