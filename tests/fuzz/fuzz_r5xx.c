/* Fuzz target: the r520 command processor and PM4 decoder.
 *
 * Input layout: byte 0 = number of MMIO writes, then each write is 2 bytes
 * of register index (byte address / 4, below 0x4000) and 4 bytes of
 * value; the rest is the ring (system memory 0 = GPU 0x80000000) and also
 * VRAM from 0 (indirect buffers, surfaces, descriptors). The ring is set
 * up as the radeon driver does and WPTR covers the loaded words; the MMIO
 * writes follow with a small run after each. Whatever the input, the
 * library must not crash, hang or leak. */
#include <stdint.h>
#include <string.h>

#include "fuzz_input.h"
#include "softgpu/softgpu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sgpu_device_config cfg = {.vram_size = 256 << 10, .sysmem_size = 64 << 10};
	sgpu_device *dev;
	if (sgpu_device_create("r520", &cfg, &dev) != SGPU_OK)
		return 0;
	sgpu_set_log_callback(dev, sgpu_log_discard, NULL);
	const uint8_t *w;
	size_t nw, pos = fuzz_split(data, size, &w, &nw);
	size_t rest = size - pos;
	sgpu_mem_write(dev, SGPU_SPACE_SYSMEM, 0, data + pos,
	               rest < (64u << 10) ? rest : 64u << 10);
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, 0, data + pos,
	               rest < (256u << 10) ? rest : 256u << 10);
	sgpu_mmio_wr32(dev, 0x0700, 0x80000000u); /* CP_RB_BASE */
	sgpu_mmio_wr32(dev, 0x0704, 13 | 4 << 8); /* 16K dwords */
	sgpu_mmio_wr32(dev, 0x070c, 0x8000fff0u); /* RPTR write-back */
	sgpu_mmio_wr32(dev, 0x0774, 0x8000ff00u); /* SCRATCH_ADDR */
	sgpu_mmio_wr32(dev, 0x0770, 0xff);        /* SCRATCH_UMSK */
	sgpu_mmio_wr32(dev, 0x0740, 4u << 28);    /* PRIBM_INDBM */
	sgpu_mmio_wr32(dev, 0x0714, (uint32_t)(rest / 4) & 0x3fff);
	sgpu_run(dev, 50000, NULL);
	for (size_t i = 0; i < nw; i++) {
		struct fuzz_write r = fuzz_write_at(w + FUZZ_WRITE_BYTES * i);
		uint32_t addr = r.sel % 0x4000 * 4;
		sgpu_mmio_wr32(dev, addr, r.value);
		sgpu_run(dev, 2000, NULL);
	}
	uint32_t v;
	for (uint32_t a = 0x0700; a < 0x0800; a += 4)
		sgpu_mmio_read(dev, a, 4, &v);
	sgpu_device_destroy(dev);
	return 0;
}
