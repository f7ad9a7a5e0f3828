/* Fuzz target: the GF100+ host (gm20b, gv100) fed arbitrary GP rings and
 * pushbuffers.
 *
 * Input: byte 0 picks the chip (bit 0: gv100) and the number of GP
 * entries to submit (bits 1-6); byte 1 the number of MMIO pokes that
 * follow as 6-byte records (2 bytes picking a PBDMA or PFIFO register, 4
 * bytes of value); the rest is copied to the pushbuffer, whose first
 * 512 bytes are also the GP ring. Two channels are set up as nouveau
 * does (instance blocks, page tables mapping ring, pushbuffer and
 * semaphores, USERD, a runlist), the second with a few methods of its
 * own; PBDMA interrupts are serviced a bounded number of times (METHOD0
 * invalidated, interrupts cleared). Whatever the input, nothing crashes,
 * hangs or leaks, and every run is bounded by its budget. Every input
 * runs twice, with the fast path (gf100_pbdma_run, long turns) and
 * without: both must end with the same time, registers, record buffer,
 * memory digests and log counts. */
#include <stdint.h>
#include <string.h>

#include "core/device.h"
#include "nv/host/gf100_pfifo.h"
#include "softgpu/softgpu.h"

#define INST(c) (0x1000u + 0x1000u * (c))
#define PD 0x10000u
#define PT 0x20000u
#define RL 0x60000u
#define USERD(c) (0x61000u + 0x200u * (c))
#define GP(c) (0x100000u + 0x1000u * (c))
#define PB(c) (0x110000u + 0x10000u * (c))
#define REC 0x0ff000u

static void mw(sgpu_device *d, uint64_t a, uint32_t v)
{
	sgpu_mem_write(d, SGPU_SPACE_VRAM, a, &v, 4);
}

static void mw64(sgpu_device *d, uint64_t a, uint64_t v)
{
	mw(d, a, (uint32_t)v);
	mw(d, a + 4, (uint32_t)(v >> 32));
}

static void map4k(sgpu_device *d, bool volta, uint64_t va)
{
	if (!volta) {
		mw64(d, PD + 8 * (va >> 26), (uint64_t)1 << 32 | (uint64_t)(PT >> 8) << 32);
		mw64(d, PT + 8 * (va >> 12 & 0x3fff), (va >> 8) | 1);
		return;
	}
	mw64(d, PD, (uint64_t)(PT >> 12) << 8 | 2);
	mw64(d, PT, (uint64_t)((PT + 0x1000) >> 12) << 8 | 2);
	mw64(d, PT + 0x1000, (uint64_t)((PT + 0x2000) >> 12) << 8 | 2);
	mw64(d, PT + 0x2000 + 16 * (va >> 21 & 0xff) + 8, (uint64_t)((PT + 0x3000) >> 12) << 8 | 2);
	mw64(d, PT + 0x3000 + 8 * (va >> 12 & 0x1ff), (va >> 12) << 8 | 1);
}

static void chan(sgpu_device *d, bool volta, unsigned c)
{
	uint64_t i = INST(c);
	mw(d, i + 0x08, USERD(c));
	mw(d, i + 0x10, 0xface);
	mw(d, i + 0x48, GP(c));
	mw(d, i + 0x4c, 6u << 16);
	mw(d, i + 0x94, 0x30000001);
	mw(d, i + 0xf8, 0x10000001); /* a short timeslice: channels interleave */
	mw(d, i + 0x200, PD | 1u << 11 | (volta ? 1u << 10 : 0));
	sgpu_mmio_wr32(d, 0x800000 + 8 * c, 0x80000000u | (uint32_t)(i >> 12));
	sgpu_mmio_wr32(d, 0x800004 + 8 * c, 0x400);
}

static void kick(sgpu_device *d, bool volta, unsigned c, uint32_t put)
{
	mw(d, USERD(c) + 35 * 4, put);
	if (volta)
		sgpu_mmio_wr32(d, 0x810090, c);
}

static uint32_t fnv(uint32_t h, const void *p, size_t n)
{
	const uint8_t *b = p;
	for (size_t i = 0; i < n; i++)
		h = (h ^ b[i]) * 16777619u;
	return h;
}

/* What must agree between the two runs. */
static uint32_t digest(sgpu_device *d)
{
	static uint8_t buf[0x20000];
	uint32_t h = 2166136261u;
	uint64_t t = sgpu_device_time(d);
	h = fnv(h, &t, sizeof(t));
	for (uint32_t r = 0; r < 0x200; r += 4) {
		uint32_t v = sgpu_mmio_rd32(d, 0x040000 + r);
		h = fnv(h, &v, 4);
	}
	const uint32_t regs[] = {0x002100, 0x800004, 0x80000c, REC + 0x18, REC + 0x1c, REC + 0x28};
	for (size_t i = 0; i < sizeof(regs) / sizeof(regs[0]); i++) {
		uint32_t v = sgpu_mmio_rd32(d, regs[i]);
		h = fnv(h, &v, 4);
	}
	const uint32_t areas[][2] = {
	        {0x300000, 0x10000}, {INST(0), 0x2000}, {USERD(0), 0x400}, {PB(0), 0x20000}};
	for (size_t i = 0; i < sizeof(areas) / sizeof(areas[0]); i++) {
		sgpu_mem_read(d, SGPU_SPACE_VRAM, areas[i][0], buf, areas[i][1]);
		h = fnv(h, buf, areas[i][1]);
	}
	uint64_t c[3] = {sgpu_log_count(d, SGPU_LOG_GUEST_ERROR), sgpu_log_count(d, SGPU_LOG_UNIMP),
	                 sgpu_log_count(d, SGPU_LOG_ERROR)};
	return fnv(h, c, sizeof(c));
}

static uint32_t run_one(const uint8_t *data, size_t size, bool fast)
{
	bool volta = data[0] & 1;
	unsigned entries = data[0] >> 1 & 0x3f;
	size_t pokes = data[1];
	size_t at = 2;
	sgpu_device *d = NULL;
	struct sgpu_device_config cfg = {.vram_size = 4u << 20, .sysmem_size = 64u << 10};
	if (sgpu_device_create(volta ? "gv100" : "gm20b", &cfg, &d) != SGPU_OK)
		return 0;
	sgpu_set_log_level(d, SGPU_LOG_ERROR);
	struct sgpu_unit *pfifo = sgpu_dev_unit((struct sgpu_device *)d, "PFIFO");
	((struct gf100_pfifo *)pfifo->priv)->no_fast = !fast;
	for (uint64_t va = GP(0); va < PB(1) + 0x10000; va += 0x1000)
		map4k(d, volta, va);
	chan(d, volta, 0);
	chan(d, volta, 1);
	if (volta) {
		const uint32_t rl[16] = {1u << 24 | 1, 1, 0, 0, USERD(0), 0, INST(0),     0,
		                         1u << 24 | 1, 1, 1, 0, USERD(1), 0, INST(1) | 1, 0};
		sgpu_mem_write(d, SGPU_SPACE_VRAM, RL, rl, sizeof(rl));
	} else {
		const uint32_t rl[4] = {0, 0, 1, 0};
		sgpu_mem_write(d, SGPU_SPACE_VRAM, RL, rl, sizeof(rl));
	}
	sgpu_mmio_wr32(d, 0x002270, RL >> 12);
	sgpu_mmio_wr32(d, 0x002274, volta ? 4 : 2);
	sgpu_mmio_wr32(d, 0x002140, 0xffffffffu);
	sgpu_mmio_wr32(d, 0x04010c, 0xffffffffu);
	sgpu_mmio_wr32(d, REC + 0x08, 0x300000);
	sgpu_mmio_wr32(d, REC + 0x14, 0x10000);
	sgpu_mmio_wr32(d, REC + 0x04, 1);
	for (size_t i = 0; i < pokes && at + 6 <= size; i++, at += 6) {
		uint32_t sel = (uint32_t)data[at] | (uint32_t)data[at + 1] << 8;
		uint32_t v;
		memcpy(&v, data + at + 2, 4);
		uint32_t reg =
		        (sel & 0x8000) ? 0x002000 + (sel & 0x1ffc) : 0x040000 + (sel & 0x1fc);
		sgpu_mmio_wr32(d, reg, v);
	}
	size_t n = size - at;
	if (n > 0x10000)
		n = 0x10000;
	sgpu_mem_write(d, SGPU_SPACE_VRAM, PB(0), data + at, n);
	if (n >= 512) {
		sgpu_mem_write(d, SGPU_SPACE_VRAM, GP(0), data + at, 512);
	} else {
		/* one GP entry for the whole pushbuffer */
		mw(d, GP(0), PB(0));
		mw(d, GP(0) + 4, (uint32_t)(n / 4) << 10);
		entries = entries ? entries : 1;
	}
	/* channel 1: SET_OBJECT, a method and a semaphore release */
	const uint32_t pb1[] = {0x20010000, 0x5ec0,        0x20010040, 0x1234,   0x20040004,
	                        0,          PB(1) + 0x100, 1,          0x1000002};
	sgpu_mem_write(d, SGPU_SPACE_VRAM, PB(1), pb1, sizeof(pb1));
	mw(d, GP(1), PB(1));
	mw(d, GP(1) + 4, 9u << 10);
	kick(d, volta, 1, 1);
	kick(d, volta, 0, entries);
	struct sgpu_run_result r;
	for (int k = 0; k < 4; k++) {
		uint64_t t0 = sgpu_device_time(d);
		sgpu_run(d, 20000, &r);
		if (r.steps > 20000 || sgpu_device_time(d) != t0 + r.steps)
			__builtin_trap();
		/* service as a driver would: invalidate METHOD0, clear the interrupts */
		sgpu_mmio_wr32(d, 0x0400c0, 0);
		sgpu_mmio_wr32(d, 0x040108, 0xffffffffu);
		sgpu_mmio_wr32(d, 0x040148, 0xffffffffu);
		sgpu_mmio_wr32(d, 0x002100, 0xffffffffu);
	}
	if (sgpu_log_count(d, SGPU_LOG_ERROR))
		__builtin_trap();
	uint32_t h = digest(d);
	sgpu_device_destroy(d);
	return h;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	if (run_one(data, size, true) != run_one(data, size, false))
		__builtin_trap(); /* the fast path differs from the reference */
	return 0;
}
