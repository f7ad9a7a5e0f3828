/* Setup and raster's entry (r5xx_3d_engine.h): until the raster exists,
 * each primitive the VAP assembles is kept in a capture list for tests
 * (the first R5XX_CAPTURE_MAX since the last clear) and counted. The
 * raster developer replaces r5xx_setup_prim. */
#include <string.h>

#include "amd/r5xx/r5xx_3d_engine.h"

void r5xx_setup_prim(struct r5xx_3d_engine *e, const struct r5xx_prim *p)
{
	if (e->ncap < R5XX_CAPTURE_MAX) {
		struct r5xx_captured *c = &e->cap[e->ncap++];
		c->kind = p->kind;
		c->n = p->n;
		c->edges = p->edges;
		c->seq = p->seq;
		c->vf_cntl = p->vf_cntl;
		for (unsigned i = 0; i < p->n && i < 4; i++)
			c->v[i] = *p->v[i];
	}
	e->prims++;
}

void r5xx_3d_capture_clear(struct r5xx_3d_engine *e)
{
	e->ncap = 0;
	e->prims = 0;
}
