/* Fuzz target: random falcon code and host register writes, bounded by the
 * run budget (the emulator target of issue 5).
 *
 * Input layout: byte 0 = number of host writes n (each 4 bytes: a 2-byte
 * register index into the 4 KiB window and a 2-byte value, sign-extended
 * so high bits get exercised), then the rest is the code image, also
 * copied to D[] and VRAM so loads, xfers and `bra $r` land on fuzzed data.
 * The falcon runs on chip `falcon`, then the same code on gt215's PDAEMON.
 * Whatever the input, the library must not crash, hang or leak. */
#include <stdint.h>
#include <string.h>

#include "core/device.h"
#include "falcon/unit.h"
#include "softgpu/softgpu.h"

static void run_one(const char *chip, const char *unit, const uint8_t *w, size_t nw,
                    const uint8_t *code, size_t len)
{
	struct sgpu_device_config cfg = {.vram_size = 1u << 20, .sysmem_size = 64u << 10};
	sgpu_device *dev;
	if (sgpu_device_create(chip, &cfg, &dev) != SGPU_OK)
		return;
	sgpu_set_log_callback(dev, sgpu_log_discard, NULL);
	struct sgpu_unit *u = sgpu_dev_unit(dev, unit);
	struct fuc *f = u->priv;
	size_t clen = len < f->p->code_size ? len : f->p->code_size;
	fuc_unit_load_code(f, 0, code, clen);
	memcpy(f->data, code, len < f->p->data_size ? len : f->p->data_size);
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, 0, code, len < 4096 ? len : 4096);
	fuc_mmio_write(f, 0x100, 2);
	for (size_t i = 0; i < nw; i++) {
		const uint8_t *p = w + 4 * i;
		uint32_t off = (uint32_t)(p[0] | p[1] << 8) & 0xffc;
		uint32_t v = (uint32_t)(int32_t)(int16_t)(p[2] | p[3] << 8);
		sgpu_mmio_wr32(dev, u->desc->base + off, v);
		sgpu_run(dev, 500, NULL);
	}
	fuc_mmio_write(f, 0x100, 2);
	sgpu_run(dev, 20000, NULL);
	for (uint32_t off = 0; off < 0x200; off += 4)
		sgpu_mmio_rd32(dev, u->desc->base + off);
	sgpu_device_destroy(dev);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!size)
		return 0;
	size_t nw = data[0];
	if (1 + 4 * nw > size)
		nw = (size - 1) / 4;
	const uint8_t *w = data + 1;
	const uint8_t *code = w + 4 * nw;
	size_t len = size - 1 - 4 * nw;
	run_one("falcon", "FALCON", w, nw, code, len);
	run_one("gt215", "PDAEMON", w, nw, code, len);
	return 0;
}
