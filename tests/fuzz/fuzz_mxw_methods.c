/* Fuzz target: random method streams to every class of the Maxwell GR
 * front end (mxw_classes, src/nv/maxwell/classes.c), on direct calls with
 * VRAM physical addresses. The same input runs once per class: a fresh
 * gm20b with 1 MiB of VRAM, the class bound to subchannel 0, then 6-byte
 * records (fuzz_input.h): selector bits 0-13 the method (bytes, bits 0-1
 * clear; bit 0 set: the host services PGRAPH instead: clears INTR and
 * writes FIFO_ACCESS), bits 14-15 the subchannel (0-3; 1-3 get the next
 * classes of the list bound). A method handed back (a trap stall, a long
 * copy) is offered again a few times. Anything logged at SGPU_LOG_ERROR
 * (a softgpu bug) aborts. A new class is fuzzed without any change here. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/device.h"
#include "fuzz_input.h"
#include "nv/maxwell/mxw.h"
#include "softgpu/softgpu.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void on_log(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	(void)user;
	(void)cat;
	(void)msg;
	if (level == SGPU_LOG_ERROR)
		abort();
}

static size_t class_count(void)
{
	size_t n = 0;
	while (n < MXW_MAX_CLASSES && mxw_classes[n])
		n++;
	return n;
}

static void run_class(size_t k, size_t n, const uint8_t *data, size_t size)
{
	struct sgpu_device_config cfg = {.vram_size = 1u << 20, .sysmem_size = 4096};
	sgpu_device *dev;
	if (sgpu_device_create("gm20b", &cfg, &dev) != SGPU_OK)
		return;
	sgpu_set_log_callback(dev, on_log, NULL);
	struct sgpu_unit *gr = sgpu_dev_unit(dev, "PGRAPH");
	if (!gr) {
		sgpu_device_destroy(dev);
		return;
	}
	for (unsigned s = 0; s < 4; s++)
		mxw_gr_call(gr, NULL, 5, s, 0, mxw_classes[(k + s) % n]->id);
	for (size_t pos = 0; pos + FUZZ_WRITE_BYTES <= size; pos += FUZZ_WRITE_BYTES) {
		struct fuzz_write r = fuzz_write_at(data + pos);
		if (r.sel & 1) {
			sgpu_mmio_wr32(dev, 0x400100, 0xffffffff);
			sgpu_mmio_wr32(dev, 0x400500, 0x00010001);
			continue;
		}
		unsigned subc = r.sel >> 14;
		uint32_t mthd = r.sel & 0x3ffc;
		if (mthd == 0)
			mthd = 0x100; /* rebinding is the front end's business */
		for (int t = 0; t < 4; t++)
			if (mxw_gr_call(gr, NULL, 5, subc, mthd, r.value) != NV_ENGINE_STALLED)
				break;
	}
	uint32_t v;
	for (uint32_t a = 0x400100; a < 0x400800; a += 4)
		sgpu_mmio_read(dev, a, 4, &v);
	sgpu_device_destroy(dev);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	size_t n = class_count();
	for (size_t k = 0; k < n; k++)
		run_class(k, n, data, size);
	return 0;
}
