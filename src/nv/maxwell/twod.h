/* FERMI_TWOD_A (0x902D), the 2D engine class of the Maxwell GR front end
 * (src/nv/maxwell/twod.c; docs/hw/maxwell.md, "FERMI_TWOD_A"). */
#ifndef SGPU_NV_MAXWELL_TWOD_H
#define SGPU_NV_MAXWELL_TWOD_H

#include <stdbool.h>
#include <stdint.h>

#include "nv/maxwell/mxw.h"

#define MXW_TWOD_CLASS 0x902d

extern const struct mxw_class mxw_twod_class;

/* Whether the fast paths (solid fills and 1:1 blits as row fills and
 * copies) are taken; on by default. Process-wide, for the differential
 * tests and benchmarks, which switch it between two runs. */
void mxw_twod_set_fast(bool on);

/* Pixels one method may draw before it stalls (the PBDMA offers it again,
 * spending a step of the run budget each time), so that a huge blit is
 * bounded by the run budget. */
#define MXW_TWOD_CHUNK (1u << 14)

/* A surface format of the class (SET_DST_FORMAT values, cl902d.h):
 * bytes per pixel (0 for the one-bit Y1_8X8), or -1 if the class has no
 * such format. For tests. */
int mxw_twod_format_bytes(uint32_t fmt);

/* Decodes the raw pixel raw[] (little-endian words) of format fmt to
 * RGBA (linear for the sRGB formats; absent components 0, alpha 1), and
 * encodes RGBA to a raw pixel, as the engine converts formats. For tests. */
void mxw_twod_decode(uint32_t fmt, const uint32_t raw[4], double rgba[4]);
void mxw_twod_encode(uint32_t fmt, const double rgba[4], uint32_t raw[4]);

#endif /* SGPU_NV_MAXWELL_TWOD_H */
