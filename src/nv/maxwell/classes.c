/* The classes the Maxwell GR front end implements (mxw.h). One line per
 * class, in any order; NULL ends the list. */
#include "nv/maxwell/mxw.h"

extern const struct mxw_class mxw_i2m_class;
extern const struct mxw_class mxw_dma_copy_class;
extern const struct mxw_class mxw_twod_class;
extern const struct mxw_class mxw_3d_class;      /* maxwell3d.c */
extern const struct mxw_class mxw_compute_class; /* compute.c */

const struct mxw_class *const mxw_classes[MXW_MAX_CLASSES] = {
        &mxw_i2m_class,
        &mxw_dma_copy_class,
        &mxw_twod_class,
        &mxw_3d_class,
        &mxw_compute_class,
        NULL,
};
