/* MAXWELL_DMA_COPY_A on gm20b: one LAUNCH_DMA copying a 4 MiB pitch
 * surface (1024 x 1024 RGBA8, 4096-byte lines) into a block-linear one
 * (blocks 16 GOBs high, the sector order of block-linear kinds), against
 * memcpy of the same 4 MiB. Prints "name: ours/baseline" (lower is
 * better; issue 17's goal is 3; docs/hw/maxwell.md, "DMA copy"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/device.h"
#include "harness.h"
#include "nv/maxwell/blocklinear.h"
#include "nv/maxwell/mxw.h"
#include "softgpu/softgpu.h"

#define W 4096u /* bytes per line */
#define H 1024u
#define BYTES (W * H)
#define SRC 0x0u
#define DST 0x800000u
/* LAUNCH_DMA: NON_PIPELINED, source pitch, destination block-linear, multi-line */
#define LAUNCH (2u | 1u << 7 | 1u << 9)

struct bench_ctx {
	sgpu_device *dev;
	struct sgpu_unit *gr;
	uint8_t *host_a, *host_b;
};

static enum nv_engine_status m(struct bench_ctx *c, uint32_t mthd, uint32_t data)
{
	return mxw_gr_call(c->gr, NULL, 0, 0, mthd, data);
}

static void ours_copy(void *user)
{
	struct bench_ctx *c = user;
	while (m(c, 0x300, LAUNCH) == NV_ENGINE_STALLED)
		;
}

static void base_copy(void *user)
{
	struct bench_ctx *c = user;
	memcpy(c->host_b, c->host_a, BYTES);
	sgpu_bench_sink += c->host_b[BYTES - 1];
}

int main(void)
{
	struct bench_ctx c = {NULL, NULL, malloc(BYTES), malloc(BYTES)};
	int rc = 1;
	struct sgpu_device_config cfg = {.vram_size = 32u << 20, .sysmem_size = 1u << 20};
	if (!c.host_a || !c.host_b || sgpu_device_create("gm20b", &cfg, &c.dev) != SGPU_OK) {
		fprintf(stderr, "bench_maxwell_copy: no device or memory\n");
		goto out;
	}
	c.gr = sgpu_dev_unit(c.dev, "PGRAPH");
	for (uint32_t i = 0; i < BYTES; i++)
		c.host_a[i] = (uint8_t)(i * 2654435761u >> 24);
	memset(c.host_b, 0, BYTES);
	sgpu_mem_write(c.dev, SGPU_SPACE_VRAM, SRC, c.host_a, BYTES);
	m(&c, 0, 0xb0b5);
	m(&c, 0x404, SRC);
	m(&c, 0x40c, DST);
	m(&c, 0x410, W);
	m(&c, 0x418, W);
	m(&c, 0x41c, H);
	m(&c, 0x70c, 0x1000 | 4 << 4); /* FERMI_8, 16 GOBs high */
	m(&c, 0x710, W);
	m(&c, 0x714, H);
	m(&c, 0x718, 1);
	ours_copy(&c);
	/* checked once, so that the timing is of work that succeeds */
	struct nv_bl_geom g = {W, H, 1, 0, 4, 0};
	for (uint32_t k = 0; k < 1000; k++) {
		uint32_t x = k * 977 % W, y = k * 131 % H;
		uint8_t v = 0;
		sgpu_mem_read(c.dev, SGPU_SPACE_VRAM, DST + nv_bl_offset(&g, x, y, 0), &v, 1);
		if (v != c.host_a[y * W + x]) {
			fprintf(stderr, "bench_maxwell_copy: wrong byte at (%u, %u)\n", x, y);
			goto out;
		}
	}
	sgpu_bench_host("bench_maxwell_copy", "pitch to block-linear, 16-byte sectors");
	sgpu_bench_compare("maxwell_dma_copy_pitch_to_bl_4m_vs_memcpy", ours_copy, &c, base_copy,
	                   &c);
	rc = 0;
out:
	if (c.dev)
		sgpu_device_destroy(c.dev);
	free(c.host_a);
	free(c.host_b);
	return rc;
}
