/* Fuzz target: the r520 VAP (r5xx_vap.c) on random state and draws.
 *
 * Input layout (fuzz_input.h): byte 0 = number of register writes, each a
 * 16-bit selector, mapped onto the VAP's registers 0x2000-0x25fc (the PVS
 * upload ports, stream control, arrays, flow control, draw triggers and
 * ports), and a 32-bit value; the rest is VRAM from 0 (vertex arrays).
 * MAX_VTX_INDX, the EXT words and one array are preset so that draws fetch
 * something. Two devices run the same input, the second with the fast
 * PVS off (r5xx_pvs_fast.c against r5xx_pvs_run): every write must
 * return, every run stop within its budget, and both must assemble the
 * same primitives and log the same. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx_3d_engine.h"
#include "core/device.h"
#include "fuzz_input.h"
#include "softgpu/softgpu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static sgpu_device *make(const uint8_t *mem, size_t n, bool fast)
{
	struct sgpu_device_config cfg = {.vram_size = 64 << 10, .sysmem_size = 4 << 10};
	sgpu_device *dev;
	if (sgpu_device_create("r520", &cfg, &dev) != SGPU_OK)
		return NULL;
	sgpu_set_log_callback(dev, sgpu_log_discard, NULL);
	struct r5xx_3d_engine *e = r5xx_3d_engine_of(sgpu_dev_unit(dev, "R3D"));
	if (e) {
		e->pvs_fast = fast;
		/* an input's draws stop at 2^18 steps (a vertex at 2^12), not
		 * at the VAP's caps: test_r5xx_vap reaches those */
		e->pvs_vtx_steps = 1u << 12;
		e->vap_draw_steps = 1u << 18;
	}
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, 0, mem, n < (64u << 10) ? n : 64u << 10);
	sgpu_mmio_wr32(dev, 0x2134, 63);         /* VAP_VF_MAX_VTX_INDX */
	sgpu_mmio_wr32(dev, 0x21e0, 0xf688f688); /* PROG_STREAM_CNTL_EXT_0: xyzw */
	sgpu_mmio_wr32(dev, 0x20c0, 1);          /* one array of 4 dwords at 0 */
	sgpu_mmio_wr32(dev, 0x20c4, 4 | 4 << 8);
	sgpu_mmio_wr32(dev, 0x2150, 3 | 1 << 13); /* FLOAT_4, the last */
	return dev;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *w;
	size_t nw, pos = fuzz_split(data, size, &w, &nw);
	sgpu_device *d[2] = {make(data + pos, size - pos, true),
	                     make(data + pos, size - pos, false)};
	if (!d[0] || !d[1]) {
		sgpu_device_destroy(d[0]);
		sgpu_device_destroy(d[1]);
		return 0;
	}
	for (size_t i = 0; i < nw; i++) {
		struct fuzz_write r = fuzz_write_at(w + FUZZ_WRITE_BYTES * i);
		uint32_t addr = 0x2000 + r.sel % 0x180 * 4;
		for (unsigned k = 0; k < 2; k++) {
			struct sgpu_run_result rr;
			sgpu_mmio_wr32(d[k], addr, r.value);
			sgpu_run(d[k], 5000, &rr);
			if (rr.steps > 5000)
				abort();
		}
	}
	struct r5xx_3d_engine *e[2] = {r5xx_3d_engine_of(sgpu_dev_unit(d[0], "R3D")),
	                               r5xx_3d_engine_of(sgpu_dev_unit(d[1], "R3D"))};
	if (!e[0] || !e[1] || e[0]->prims != e[1]->prims || e[0]->ncap != e[1]->ncap ||
	    memcmp(e[0]->cap, e[1]->cap, e[0]->ncap * sizeof(*e[0]->cap)) ||
	    sgpu_device_time(d[0]) != sgpu_device_time(d[1]))
		abort();
	for (int l = 0; l <= (int)SGPU_LOG_DEBUG; l++)
		if (sgpu_log_count(d[0], (sgpu_log_level)l) !=
		    sgpu_log_count(d[1], (sgpu_log_level)l))
			abort();
	if (sgpu_log_count(d[0], SGPU_LOG_ERROR))
		abort(); /* a softgpu bug */
	sgpu_device_destroy(d[0]);
	sgpu_device_destroy(d[1]);
	return 0;
}
