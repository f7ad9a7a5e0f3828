/* Fuzz target: the DRM shim's CS ioctl (drm/radeon.c): chunk parsing,
 * relocations, r300_cs_parse's packet and register checks, submission
 * through the r520's CP ring.
 *
 * Input layout (scripts/gen_drm_cs_corpus.py writes the seeds):
 *   byte 0  bit 0 a RELOCS chunk, bit 1 a FLAGS chunk, bit 2 an extra
 *           chunk of an unknown id, bit 3 chunks in reverse order,
 *           bits 4-5 BOs - 1, bit 6 KEEP_TILING_FLAGS, bit 7 submit twice
 *   byte 1  BO domains, 2 bits per BO: VRAM, GTT, VRAM|GTT, CPU
 *   byte 2  relocs (low 4 bits), ring (bits 4-6)
 *   then    2 bytes per reloc: handle, domain
 *   then    the IB, little-endian dwords (its length is what is left)
 * Whatever the input, the ioctl returns 0 or an errno and the model logs
 * no ERROR; a CS that is accepted reaches its fence or is reset. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx_3d_engine.h"
#include "core/device.h"
#include "sdrm.h"
#include "uapi.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 3)
		return 0;
	struct sdrm_options o = {
	        .vram_size = 1u << 20, .gart_size = 2u << 20, .cs_budget = 200000, .quiet = true};
	struct sdrm_dev *d;
	if (sdrm_dev_create(&o, &d) != 0)
		abort();
	/* an input's draws stop at 2^18 steps (a vertex at 2^12), not at the
	 * VAP's caps, so that each input runs quickly (test_r5xx_vap reaches
	 * the caps; the parameters survive the lockup's reset) */
	struct r5xx_3d_engine *e = r5xx_3d_engine_of(sgpu_dev_unit(sdrm_dev_model(d), "R3D"));
	if (e) {
		e->pvs_vtx_steps = 1u << 12;
		e->vap_draw_steps = 1u << 18;
	}
	struct sdrm_file *f = sdrm_file_open(d, true);
	uint8_t ctl = data[0], doms = data[1];
	static const uint32_t dom[4] = {RADEON_GEM_DOMAIN_VRAM, RADEON_GEM_DOMAIN_GTT,
	                                RADEON_GEM_DOMAIN_VRAM | RADEON_GEM_DOMAIN_GTT,
	                                RADEON_GEM_DOMAIN_CPU};
	for (unsigned i = 0; i <= ((ctl >> 4) & 3u); i++) {
		struct drm_radeon_gem_create c = {.size = 4096u << i,
		                                  .initial_domain = dom[(doms >> (2 * i)) & 3]};
		sdrm_ioctl(f,
		           _IOWR('d', DRM_COMMAND_BASE + DRM_RADEON_GEM_CREATE,
		                 struct drm_radeon_gem_create),
		           &c);
	}
	unsigned nrel = data[2] & 15u;
	size_t pos = 3;
	struct drm_radeon_cs_reloc rel[16];
	memset(rel, 0, sizeof(rel));
	for (unsigned i = 0; i < nrel; i++) {
		if (pos + 2 <= size) {
			rel[i].handle = data[pos];
			rel[i].read_domains = data[pos + 1] & 7u;
			pos += 2;
		}
	}
	size_t ib_dw = (size - pos) / 4;
	uint32_t *ib = malloc(ib_dw ? ib_dw * 4 : 4);
	if (!ib)
		abort();
	memcpy(ib, data + pos, ib_dw * 4);
	uint32_t flags[2] = {(ctl & 0x40) ? RADEON_CS_KEEP_TILING_FLAGS : 0u, (data[2] >> 4) & 7u};
	struct drm_radeon_cs_chunk ch[4];
	unsigned n = 0;
	ch[n++] = (struct drm_radeon_cs_chunk){RADEON_CHUNK_ID_IB, (uint32_t)ib_dw, (uintptr_t)ib};
	if (ctl & 1)
		ch[n++] = (struct drm_radeon_cs_chunk){RADEON_CHUNK_ID_RELOCS, nrel * 4,
		                                       (uintptr_t)rel};
	if (ctl & 2)
		ch[n++] = (struct drm_radeon_cs_chunk){RADEON_CHUNK_ID_FLAGS, 2, (uintptr_t)flags};
	if (ctl & 4)
		ch[n++] = (struct drm_radeon_cs_chunk){0x99, 2, (uintptr_t)flags};
	uint64_t ptr[4];
	for (unsigned i = 0; i < n; i++)
		ptr[i] = (uintptr_t)&ch[(ctl & 8) ? n - 1 - i : i];
	struct drm_radeon_cs cs = {.num_chunks = n, .chunks = (uintptr_t)ptr};
	for (int rep = 0; rep < ((ctl & 0x80) ? 2 : 1); rep++) {
		int r = sdrm_ioctl(
		        f, _IOWR('d', DRM_COMMAND_BASE + DRM_RADEON_CS, struct drm_radeon_cs), &cs);
		if (r > 0)
			abort();
	}
	struct drm_radeon_gem_wait_idle w = {.handle = 1};
	sdrm_ioctl(f,
	           _IOW('d', DRM_COMMAND_BASE + DRM_RADEON_GEM_WAIT_IDLE,
	                struct drm_radeon_gem_wait_idle),
	           &w);
	struct sdrm_stats st;
	sdrm_dev_stats(d, &st);
	if (st.log[SGPU_LOG_ERROR])
		abort(); /* a softgpu bug */
	free(ib);
	sdrm_file_close(f);
	sdrm_dev_destroy(d);
	return 0;
}
