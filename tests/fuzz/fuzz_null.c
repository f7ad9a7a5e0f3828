/* Fuzz target: the null chip driven by arbitrary input.
 *
 * Input layout: the first byte picks the number of register writes, then
 * each write is 2 bytes of register index (within CTL or TEST) and 4 bytes
 * of value; the rest is loaded at VRAM 0 and system memory 0 as command
 * lists and draw targets. Between writes the device runs with a small
 * budget. Whatever the input, the library must not crash, hang or leak. */
#include <stdint.h>
#include <string.h>

#include "fuzz_input.h"
#include "softgpu/softgpu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sgpu_device_config cfg = {.vram_size = 64 << 10, .sysmem_size = 16 << 10};
	sgpu_device *dev;
	if (sgpu_device_create("null", &cfg, &dev) != SGPU_OK)
		return 0;
	sgpu_set_log_callback(dev, sgpu_log_discard, NULL);
	const uint8_t *w;
	size_t nw, pos = fuzz_split(data, size, &w, &nw);
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, 0, data + pos,
	               size - pos < (64u << 10) ? size - pos : 64u << 10);
	sgpu_mem_write(dev, SGPU_SPACE_SYSMEM, 0, data + pos,
	               size - pos < (16u << 10) ? size - pos : 16u << 10);
	for (size_t i = 0; i < nw; i++) {
		struct fuzz_write r = fuzz_write_at(w + FUZZ_WRITE_BYTES * i);
		/* Index bit 15 picks TEST (0x1000) or CTL (0x0); the register is
		 * word-aligned within the 4 KiB window. */
		uint32_t idx = r.sel;
		uint32_t addr = (idx & 0x8000 ? 0x1000u : 0u) | (idx & 0x3ff) << 2;
		sgpu_mmio_wr32(dev, addr, r.value);
		sgpu_run(dev, 2000, NULL);
	}
	sgpu_run(dev, 20000, NULL);
	uint32_t v;
	for (uint32_t a = 0x1000; a < 0x10c0; a += 4)
		sgpu_mmio_read(dev, a, 4, &v);
	sgpu_device_destroy(dev);
	return 0;
}
