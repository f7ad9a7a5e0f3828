/* Fuzz target: the G80/G84 DMA pusher and puller fed arbitrary
 * pushbuffers and IB rings.
 *
 * Input: byte 0 picks the chip (bit 0: g84), the mode (bit 1: IB) and
 * the endianness (bit 2: big-endian, FIFO_ENDIAN 3);
 * byte 1 the number of MMIO pokes that follow as 6-byte records (2 bytes
 * picking a register, 4 bytes of value); the rest is
 * the pushbuffer (and, in IB mode, its first 256 bytes are the IB ring
 * too). The channel is set up as nouveau does, with the record engine
 * and a semaphore object; errors are serviced as nouveau does, a bounded
 * number of times. Whatever the input, the library must not crash, hang
 * or leak, and every run is bounded by its budget. */
#include <stdint.h>
#include <string.h>

#include "nv/host/ramht.h"
#include "softgpu/softgpu.h"

#define CH 0x100000u
#define PB 0x200000u
#define SEM 0x300000u
#define REC 0x0ff000u

static void mw(sgpu_device *d, uint64_t a, uint32_t v)
{
	sgpu_mem_write(d, SGPU_SPACE_VRAM, a, &v, 4);
}

static void dmaobj(sgpu_device *d, uint64_t at, uint32_t base, uint32_t limit)
{
	const uint32_t w[6] = {0x3d | 1u << 16 | 2u << 18, limit, base, 0, 0, 0};
	sgpu_mem_write(d, SGPU_SPACE_VRAM, at, w, sizeof(w));
}

static void ramht(sgpu_device *d, uint32_t handle, uint32_t ctx)
{
	uint32_t h = nv_ramht_hash(handle, 9, 0);
	mw(d, CH + 0x8000 + h * 8, handle);
	mw(d, CH + 0x8000 + h * 8 + 4, ctx);
}

static void setup(sgpu_device *d, bool g84, bool ib)
{
	uint64_t fc = g84 ? CH + 0x18000 : CH;
	dmaobj(d, CH + 0x1000, 0, 0xffffffffu);
	dmaobj(d, CH + 0x1020, SEM, SEM + 0xfff);
	ramht(d, 1, 7u << 20 | 0x104);
	ramht(d, 2, 0u << 20 | 0x102);
	ramht(d, 3, 0u << 20 | 0x106);
	if (ib) {
		mw(d, fc + 0x3c, 0x403f6078);
		mw(d, fc + 0x50, PB);
		mw(d, fc + 0x54, 5u << 16);
	} else {
		mw(d, fc + 0x08, PB);
		mw(d, fc + 0x10, PB);
		mw(d, fc + 0x3c, 0x003f6078);
		mw(d, fc + 0x4c, 0xffffffffu);
	}
	mw(d, fc + 0x48, 0x100);
	mw(d, fc + 0x7c, 0x30000fff);
	mw(d, fc + 0x80, 4u << 24 | 0x800);
	if (g84)
		mw(d, fc + 0x98, CH >> 12);
	uint32_t entry = g84 ? (uint32_t)(fc >> 8) : CH >> 12;
	sgpu_mmio_wr32(d, 0x002600 + 4, 0x80000000u | entry);
	mw(d, 0x3000, 1);
	sgpu_mmio_wr32(d, 0x0032f4, 3);
	sgpu_mmio_wr32(d, 0x0032ec, 1);
	sgpu_mmio_wr32(d, 0x002140, 0xffffffffu);
	sgpu_mmio_wr32(d, 0x003200, 1);
	sgpu_mmio_wr32(d, 0x003250, 1);
	sgpu_mmio_wr32(d, 0x003204, 1);
	sgpu_mmio_wr32(d, REC + 0x08, 0x380000);
	sgpu_mmio_wr32(d, REC + 0x14, 0x10000);
	sgpu_mmio_wr32(d, REC + 0x04, 1);
}

/* nouveau's handlers, roughly: skip past errors and re-arm. */
static void service(sgpu_device *d)
{
	uint32_t intr = sgpu_mmio_rd32(d, 0x002100);
	if (intr & 0x1000) {
		sgpu_mmio_wr32(d, 0x003364, 0);
		sgpu_mmio_wr32(d, 0x003244, sgpu_mmio_rd32(d, 0x003240));
		sgpu_mmio_wr32(d, 0x003334, sgpu_mmio_rd32(d, 0x003330));
		sgpu_mmio_wr32(d, 0x003228, 0);
		sgpu_mmio_wr32(d, 0x003220, 1);
	}
	if (intr & 0x100001) {
		sgpu_mmio_wr32(d, 0x003270, sgpu_mmio_rd32(d, 0x003270) + 4);
		sgpu_mmio_wr32(d, 0x003250, 1);
	}
	sgpu_mmio_wr32(d, 0x002100, intr);
}

static const uint32_t poke_regs[] = {
        0x003228, 0x003240, 0x003244, 0x003250, 0x003254,     0x003270, 0x003280, 0x003330,
        0x003334, 0x003344, 0x003364, 0x0032ec, 0x002600 + 4, 0xc02040, 0xc0204c, 0xc0208c,
};

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	bool g84 = data[0] & 1, ib = data[0] & 2;
	struct sgpu_device_config cfg = {.vram_size = 4u << 20, .sysmem_size = 64u << 10};
	sgpu_device *d;
	if (sgpu_device_create(g84 ? "g84" : "g80", &cfg, &d) != SGPU_OK)
		return 0;
	sgpu_set_log_callback(d, sgpu_log_discard, NULL);
	setup(d, g84, ib);
	if (data[0] & 4) /* big-endian pushbuffer, IB entries and semaphores */
		sgpu_mmio_wr32(d, 0x003314, 3);
	size_t pos = 2, npokes = data[1] & 15;
	const uint8_t *pokes = data + pos;
	if (pos + 6 * npokes > size)
		npokes = (size - pos) / 6;
	pos += 6 * npokes;
	size_t len = size - pos;
	if (len > 0x10000)
		len = 0x10000;
	sgpu_mem_write(d, SGPU_SPACE_VRAM, PB, data + pos, len);
	if (ib)
		sgpu_mmio_wr32(d, 0xc0208c, (uint32_t)(len / 8 < 32 ? len / 8 : 31));
	else
		sgpu_mmio_wr32(d, 0xc02040, PB + (uint32_t)(len & ~3u));
	for (unsigned round = 0; round < 16; round++) {
		if (round < npokes) {
			const uint8_t *p = pokes + 6 * round;
			uint32_t v = (uint32_t)p[2] | (uint32_t)p[3] << 8 | (uint32_t)p[4] << 16 |
			             (uint32_t)p[5] << 24;
			/* byte 1 bit 7: any word of the PFIFO window or the
			 * channel's USER area, else one of the listed registers */
			uint32_t off = ((uint32_t)p[0] | (uint32_t)(p[1] & 0x3f) << 8) & ~3u;
			uint32_t addr = !(p[1] & 0x80) ? poke_regs[p[0] & 15]
			                : p[1] & 0x40  ? 0xc02000u + (off & 0x1ffc)
			                               : 0x002000u + (off & 0x1ffc);
			sgpu_mmio_wr32(d, addr, v);
			(void)sgpu_mmio_rd32(d, addr);
		}
		sgpu_run(d, 2000, NULL);
		service(d);
		mw(d, SEM + 0x10, round); /* let blocked acquires make progress */
	}
	sgpu_device_destroy(d);
	return 0;
}
