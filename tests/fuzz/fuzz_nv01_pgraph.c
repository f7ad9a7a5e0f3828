/* Fuzz target: NV1 PGRAPH driven by random register writes and method
 * streams. Each 6-byte record is a 2-byte selector and a 4-byte value:
 * selector bit 15 picks a method (class = bits 10-14, method = bits 0-9
 * times 4) or a PGRAPH/PFB register (bits 0-9 times 4; bit 14: PFB).
 * The canvas is kept small so that every primitive stays cheap. */
#include <stdint.h>
#include <string.h>

#include "fuzz_input.h"
#include "softgpu/softgpu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sgpu_device_config cfg = {.vram_size = 1u << 20, .sysmem_size = 4096};
	sgpu_device *dev;
	if (sgpu_device_create("nv1", &cfg, &dev) != SGPU_OK)
		return 0;
	sgpu_set_log_callback(dev, sgpu_log_discard, NULL);
	sgpu_mmio_wr32(dev, 0x40068c, 0x00800080); /* 128x128 canvas */
	for (size_t pos = 0; pos + FUZZ_WRITE_BYTES <= size; pos += FUZZ_WRITE_BYTES) {
		struct fuzz_write r = fuzz_write_at(data + pos);
		uint32_t sel = r.sel, v = r.value;
		uint32_t addr;
		if (sel & 0x8000)
			addr = 0x400000 | (sel >> 10 & 0x1f) << 16 | (sel & 0x3ff) << 2;
		else if (sel & 0x4000)
			addr = 0x600000 | (sel & 0x3ff) << 2;
		else
			addr = 0x400000 | (sel & 0x3ff) << 2;
		/* Keep the canvas small: huge ones only cost time. */
		if (addr == 0x40068c)
			v &= 0x00ff00ff;
		sgpu_mmio_wr32(dev, addr, v);
		sgpu_run(dev, 100, NULL);
	}
	uint32_t r;
	for (uint32_t a = 0x400000; a < 0x400800; a += 4)
		sgpu_mmio_read(dev, a, 4, &r);
	sgpu_device_destroy(dev);
	return 0;
}
