/* The R5xx texture unit (TX): texel addressing (mipmaps, cube faces,
 * volume slices, tiling), every texel format of TX_FORMAT1/2, the wrap
 * modes, point/bilinear/trilinear/anisotropic filtering, border colours,
 * swizzles, gamma and the chroma key. The fragment shader asks it for one
 * 2x2 quad at a time, so LOD comes from the quad's coordinate differences
 * as on the hardware. Facts and inferences: docs/hw/r5xx-tx.md. */
#ifndef SGPU_AMD_R5XX_TX_H
#define SGPU_AMD_R5XX_TX_H

#include <stdbool.h>
#include <stdint.h>

#include "core/device.h"

/* US_TEX_INST.INST (seed 001 L6273-L6280) */
enum r5xx_tx_op {
	R5XX_TX_NOP = 0,
	R5XX_TX_LD = 1,
	R5XX_TX_TEXKILL = 2,
	R5XX_TX_PROJ = 3,    /* coordinates divided by q */
	R5XX_TX_LODBIAS = 4, /* q is added to the computed LOD */
	R5XX_TX_LOD = 5,     /* q is the LOD */
	R5XX_TX_DXDY = 6,    /* LOD from the given derivatives */
};

struct r5xx_tx_req {
	unsigned unit; /* 0-15: the TX_*_n register set */
	enum r5xx_tx_op op;
	bool unscaled;     /* US_TEX_INST.UNSCALED: coordinates in texels */
	float coord[4][4]; /* per quad pixel: s, t, r, q */
	float ddx[4][4];   /* DXDY: per pixel d(s,t,r)/dx */
	float ddy[4][4];   /* DXDY: per pixel d(s,t,r)/dy */
};

/* Sample a quad. out[p] is (R, G, B, A) after TX_FORMAT1's swizzle;
 * *kill gets bit p set when the chroma key kills pixel p. A disabled
 * unit returns (0, 0, 0, 1) (TX_ENABLE: "ARGB = 1,0,0,0"). Memory
 * outside the device reads as 0 and logs one GUEST_ERROR per call. */
void r5xx_tx_sample(struct sgpu_unit *r3d, const struct r5xx_tx_req *q, float out[4][4],
                    unsigned *kill);

/* Bytes of one level of a texture, for tests and tools. */
struct r5xx_tx_level {
	uint32_t offset; /* from TXOFFSET */
	uint32_t stride; /* bytes per row of texels or blocks */
	uint32_t rows;   /* rows of texels or blocks, aligned */
	uint32_t width, height, depth;
	bool macro;
};
/* Layout of level `level` of texture unit `unit` as the registers
 * describe it; false when the format is reserved. */
bool r5xx_tx_level_layout(struct sgpu_unit *r3d, unsigned unit, unsigned level,
                          struct r5xx_tx_level *l);

#endif /* SGPU_AMD_R5XX_TX_H */
