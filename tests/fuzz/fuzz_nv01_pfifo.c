/* Fuzz target: NV1 PFIFO submission. Each 6-byte record is a 2-byte
 * selector and a 4-byte value. Selector bits 14-15 pick the target:
 * 0 the USER area (channel bits 0-6 << 16 | subchannel bits 7-9 << 13 |
 * method bits 10-13 << 2 plus a fixed 0x300 base for most records),
 * 1 a PFIFO register, 2 a RAMHT/RAMFC/RAMRO word, 3 a PGRAPH register; then
 * the device runs a few steps. Any input must leave documented state. */
#include <stdint.h>
#include <string.h>

#include "fuzz_input.h"
#include "softgpu/softgpu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sgpu_device_config cfg = {.vram_size = 1u << 20, .sysmem_size = 64u << 10};
	sgpu_device *dev;
	if (sgpu_device_create("nv1", &cfg, &dev) != SGPU_OK)
		return 0;
	sgpu_set_log_callback(dev, sgpu_log_discard, NULL);
	sgpu_mmio_wr32(dev, 0x40068c, 0x00400040); /* 64x64 canvas */
	sgpu_mmio_wr32(dev, 0x400190, 0x10010000);
	sgpu_mmio_wr32(dev, 0x003200, 1); /* CACHE1 push */
	sgpu_mmio_wr32(dev, 0x003240, 1); /* CACHE1 pull */
	sgpu_mmio_wr32(dev, 0x002500, 1); /* channel switches */
	for (size_t pos = 0; pos + FUZZ_WRITE_BYTES <= size; pos += FUZZ_WRITE_BYTES) {
		struct fuzz_write r = fuzz_write_at(data + pos);
		uint32_t sel = r.sel, v = r.value;
		switch (sel >> 14) {
		case 0: {
			uint32_t addr = 0x800000 | (sel & 0x7f) << 16 | (sel >> 7 & 7) << 13 |
			                (sel >> 10 & 0xf) << 2;
			if (sel >> 10 & 0xf)
				addr |= (v & 1) ? 0x400 : 0x300;
			if ((v >> 1 & 7) == 7) /* now and then a narrow write */
				sgpu_mmio_write(dev, addr, 2, v & 0xffff);
			else
				sgpu_mmio_wr32(dev, addr, v);
			break;
		}
		case 1: sgpu_mmio_wr32(dev, 0x002000 | (sel & 0x7ff) << 2, v); break;
		case 2: sgpu_mmio_wr32(dev, 0x640000 | (sel & 0x3fff) << 2, v); break;
		default: sgpu_mmio_wr32(dev, 0x400000 | (sel & 0x3ff) << 2, v); break;
		}
		sgpu_run(dev, 64, NULL);
	}
	sgpu_run(dev, 4096, NULL);
	uint32_t r;
	for (uint32_t a = 0x002000; a < 0x003400; a += 4)
		sgpu_mmio_read(dev, a, 4, &r);
	sgpu_device_destroy(dev);
	return 0;
}
