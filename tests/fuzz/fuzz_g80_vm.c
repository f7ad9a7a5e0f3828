/* Fuzz target: Tesla VM translation (src/nv/mmu/vm.h) over page tables and
 * DMA objects made of arbitrary bytes.
 *
 * Input layout:
 *   byte 0   bits 0-1 generation (0/3 G80, 1 G84, 2 GT215), bit 2 inclusive
 *            limits
 *   byte 1   number of lookups N
 *   N x 12   lookups: channel page (2 bytes LE, descriptor bits 0-15),
 *            target (1 byte, bits 0-1), selector (2), offset (5, 40-bit),
 *            length (1), operation (1: bits 0-1 read/write/translate/walk,
 *            bit 2 supervisor)
 *   rest     loaded at VRAM 0 and system memory 0: channels, DMA objects,
 *            page directories, page tables and data.
 * Checks, besides no crash: a failed write leaves memory unchanged, a
 * successful translation has a span of at least one byte, and the fault
 * reason is one the header names. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "nv/mmu/vm.h"
#include "softgpu/softgpu.h"

#define VRAM_SIZE (128u << 10)
#define SYS_SIZE (64u << 10)

static const struct g80_vm_gen *const gens[4] = {&g80_vm_gen_g80, &g84_vm_gen_g84,
                                                 &gt215_vm_gen_gt215, &g80_vm_gen_g80};

static bool reason_known(enum g80_vm_fault_reason r)
{
	return strcmp(g80_vm_fault_name(r), "UNK") != 0;
}

static uint64_t ld(const uint8_t *p, unsigned n)
{
	uint64_t v = 0;
	for (unsigned i = 0; i < n; i++)
		v |= (uint64_t)p[i] << (8 * i);
	return v;
}

static void one(struct g80_vm *vm, const uint8_t *r, uint8_t *snap_v, uint8_t *snap_s)
{
	struct sgpu_device *dev = vm->dev;
	uint32_t chan = (uint32_t)ld(r, 2) | (uint32_t)(r[2] & 3) << 28;
	uint16_t sel = (uint16_t)ld(r + 3, 2);
	uint64_t off = ld(r + 5, 5);
	size_t len = r[10];
	struct g80_vm_access acc = {.engine = G80_VM_ENGINE_PFIFO,
	                            .client = G80_VM_CLIENT_PFIFO_READ,
	                            .write = (r[11] & 3) == 1,
	                            .supervisor = r[11] >> 2 & 1};
	struct g80_vm_fault f;
	struct g80_vm_xlat x;
	uint8_t buf[256];
	memset(buf, 0x5a, sizeof(buf));
	switch (r[11] & 3) {
	case 0:
		if (!g80_vm_dma_read(vm, chan, sel, off, buf, len, &acc, &f) && !reason_known(f.reason))
			abort();
		break;
	case 1: {
		struct sgpu_memspace *v = sgpu_dev_mem(dev, SGPU_SPACE_VRAM);
		struct sgpu_memspace *s = sgpu_dev_mem(dev, SGPU_SPACE_SYSMEM);
		memcpy(snap_v, v->data, VRAM_SIZE);
		memcpy(snap_s, s->data, SYS_SIZE);
		if (!g80_vm_dma_write(vm, chan, sel, off, buf, len, &acc, &f)) {
			if (!reason_known(f.reason))
				abort();
			if (memcmp(snap_v, v->data, VRAM_SIZE) || memcmp(snap_s, s->data, SYS_SIZE))
				abort(); /* a faulting write touched memory */
		}
		break;
	}
	case 2: {
		struct g80_dmaobj o;
		if (g80_dmaobj_load(vm, chan, sel, &acc, &o, &f) &&
		    g80_dmaobj_translate(vm, chan, &o, off, &acc, &x, &f) && x.span == 0)
			abort();
		break;
	}
	default:
		if (g80_vm_translate(vm, chan, off, &acc, &x, &f) && x.span == 0)
			abort();
		break;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	struct sgpu_device_config cfg = {.vram_size = VRAM_SIZE, .sysmem_size = SYS_SIZE};
	sgpu_device *dev;
	if (sgpu_device_create("null", &cfg, &dev) != SGPU_OK)
		return 0;
	sgpu_set_log_callback(dev, sgpu_log_discard, NULL);
	struct g80_vm vm;
	g80_vm_init(&vm, (struct sgpu_device *)dev, gens[data[0] & 3], data[0] >> 2 & 1);
	size_t n = data[1], pos = 2;
	const uint8_t *recs = data + pos;
	size_t nrec = 0;
	while (nrec < n && pos + 12 <= size) {
		pos += 12;
		nrec++;
	}
	size_t rest = size - pos;
	sgpu_mem_write(dev, SGPU_SPACE_VRAM, 0, data + pos, rest < VRAM_SIZE ? rest : VRAM_SIZE);
	sgpu_mem_write(dev, SGPU_SPACE_SYSMEM, 0, data + pos, rest < SYS_SIZE ? rest : SYS_SIZE);
	uint8_t *snap_v = malloc(VRAM_SIZE), *snap_s = malloc(SYS_SIZE);
	if (snap_v && snap_s)
		for (size_t i = 0; i < nrec; i++)
			one(&vm, recs + 12 * i, snap_v, snap_s);
	free(snap_v);
	free(snap_s);
	sgpu_device_destroy(dev);
	return 0;
}
