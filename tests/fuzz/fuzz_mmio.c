/* Fuzz target: any chip driven through its public surface.
 *
 * Input layout:
 *   byte 0      chip index (modulo sgpu_chip_count())
 *   byte 1      memory sizes: bits 0-1 VRAM, bits 2-3 SYSMEM, from
 *               {chip default, 64 KiB, 256 KiB, 1 MiB}; bit 4 traces
 *               (every event formatted), bit 5 logs every category (the
 *               INFO/DEBUG messages formatted too)
 *   then ops, each an opcode byte followed by its operands (little endian):
 *     0-2  MMIO write: region(1) offset(3) size(1) value(4); a 32-bit
 *          write whose size byte has bits 4-7 nonzero is a byte-enable
 *          write (sgpu_mmio_write_be) with those bits as the enables
 *     3    MMIO read:  region(1) offset(3) size(1)
 *     4    memory bytes: sel(1) addr(4) then sel&0x3f bytes; sel bit 7 SYSMEM;
 *          sel bit 6: written, then read back, through a BAR aperture
 *          instead (sgpu_bar_write/read): addr bits 24-31 pick the
 *          aperture (sgpu_bar_get), bits 0-23 the offset modulo its size
 *     5    memory word:  sel(1) addr(4) value(4); sel bit 7 SYSMEM, bit 5
 *                        anywhere, else bit 6 the top 64 KiB, else the
 *                        bottom 64 KiB (instance memory, pushbuffers, rings)
 *     6    run: budget(2)
 *     7    device reset
 *   The region byte picks an MMIO region (sgpu_mmio_region_get) and the
 *   offset is taken modulo its size; 0xff means a raw BAR0 address.
 *   Opcodes are taken modulo 8.
 *
 * Invariants: nothing crashes, no sanitizer report, every sgpu_run returns
 * within its budget and advances the device time by the steps it reports,
 * and nothing is logged at SGPU_LOG_ERROR (which means a softgpu bug).
 * Determinism: the input runs twice, on fresh devices, and both runs end
 * with the same time, interrupt lines, log counts, values read, trace and
 * memory (hashed where it is at most 1 MiB). The total run budget of one
 * input is capped so that an input cannot be slow by design. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "softgpu/softgpu.h"

#define MAX_REGIONS 64
#define TOTAL_BUDGET 400000u

static void trace(void *user, const struct sgpu_trace_event *ev)
{
	char buf[160];
	*(size_t *)user += sgpu_trace_format(ev, buf, sizeof(buf));
}

struct reader {
	const uint8_t *p;
	size_t left;
};

static uint32_t take(struct reader *r, unsigned bytes)
{
	uint32_t v = 0;
	for (unsigned i = 0; i < bytes; i++) {
		if (!r->left)
			break;
		v |= (uint32_t)*r->p++ << (8 * i);
		r->left--;
	}
	return v;
}

struct target {
	sgpu_device *dev;
	struct sgpu_mmio_region_info regions[MAX_REGIONS];
	size_t nregions;
	uint64_t mem_size[SGPU_SPACE_COUNT];
	uint64_t budget_left;
	struct sgpu_bar_info bars[16];
	size_t nbars;
	uint32_t bar_reads;
};

static const uint64_t mem_sizes[4] = {0, 64u << 10, 256u << 10, 1u << 20};

static uint32_t mmio_addr(const struct target *t, struct reader *r, unsigned *size, unsigned *be)
{
	unsigned region = take(r, 1);
	uint32_t off = take(r, 3);
	static const unsigned sizes[4] = {4, 4, 2, 1};
	unsigned sb = take(r, 1);
	*size = sizes[sb & 3];
	*be = *size == 4 ? sb >> 4 : 0;
	uint32_t addr;
	if (region == 0xff || !t->nregions) {
		addr = off; /* BAR0 is 16 MiB */
	} else {
		const struct sgpu_mmio_region_info *ri = &t->regions[region % t->nregions];
		addr = ri->base + (ri->size ? off % ri->size : 0);
	}
	return addr & ~(uint32_t)(*size - 1);
}

static void run(struct target *t, uint64_t budget)
{
	if (budget > t->budget_left)
		budget = t->budget_left;
	t->budget_left -= budget;
	struct sgpu_run_result res = {0};
	uint64_t before = sgpu_device_time(t->dev);
	sgpu_status st = sgpu_run(t->dev, budget, &res);
	/* the run loop's promise is broken */
	if (st != SGPU_OK || res.steps > budget || sgpu_device_time(t->dev) - before != res.steps)
		abort();
}

static void mem_op(struct target *t, struct reader *r, int word)
{
	unsigned sel = take(r, 1);
	sgpu_space space = (sel & 0x80) ? SGPU_SPACE_SYSMEM : SGPU_SPACE_VRAM;
	uint64_t msize = t->mem_size[space];
	uint64_t addr = take(r, 4);
	if (!msize)
		return;
	if (word) {
		uint32_t v = take(r, 4);
		uint8_t b[4] = {(uint8_t)v, (uint8_t)(v >> 8), (uint8_t)(v >> 16),
		                (uint8_t)(v >> 24)};
		uint64_t lim = msize < (64u << 10) ? msize : 64u << 10;
		/* Also reach the top of memory, where some chips keep instance
		 * memory, and anywhere at all. */
		if (sel & 0x20)
			addr %= msize;
		else if (sel & 0x40)
			addr = msize - lim + (addr % lim);
		else
			addr %= lim;
		addr &= ~(uint64_t)3;
		sgpu_mem_write(t->dev, space, addr, b, 4);
		return;
	}
	size_t len = sel & 0x3f;
	if (len > r->left)
		len = r->left;
	if ((sel & 0x40) && t->nbars) {
		const struct sgpu_bar_info *b = &t->bars[(addr >> 24) % t->nbars];
		uint64_t off = b->offset + (addr & 0xffffff) % b->size;
		uint8_t back[64];
		sgpu_bar_write(t->dev, b->bar, off, r->p, len);
		if (sgpu_bar_read(t->dev, b->bar, off, back, len) == SGPU_OK)
			for (size_t i = 0; i < len; i++)
				t->bar_reads = t->bar_reads * 31 + back[i];
		r->p += len;
		r->left -= len;
		return;
	}
	addr %= msize;
	sgpu_mem_write(t->dev, space, addr, r->p, len);
	r->p += len;
	r->left -= len;
}

/* What a run of the input leaves behind; two runs of one input must agree. */
struct outcome {
	uint64_t time, reads, mem, traced;
	uint64_t logs[SGPU_LOG_LEVEL_COUNT];
	uint64_t irq_lines; /* 64 bits: no padding for memcmp */
};

static uint64_t mix(uint64_t h, uint64_t v)
{
	return (h ^ v) * 0x100000001b3ull;
}

/* FNV over the memory spaces, when they are small enough to be cheap. */
static uint64_t mem_hash(struct target *t)
{
	uint64_t h = 0xcbf29ce484222325ull;
	uint8_t buf[4096];
	for (int s = 0; s < SGPU_SPACE_COUNT; s++) {
		if (t->mem_size[s] > (1u << 20))
			continue;
		for (uint64_t a = 0; a < t->mem_size[s]; a += sizeof(buf)) {
			size_t n = t->mem_size[s] - a < sizeof(buf) ? (size_t)(t->mem_size[s] - a)
			                                            : sizeof(buf);
			if (sgpu_mem_read(t->dev, (sgpu_space)s, a, buf, n) != SGPU_OK)
				abort();
			for (size_t k = 0; k < n; k += 8) {
				uint64_t w = 0;
				memcpy(&w, buf + k, n - k < 8 ? n - k : 8);
				h = mix(h, w);
			}
		}
	}
	return h;
}

static void execute(const uint8_t *data, size_t size, struct outcome *out)
{
	const struct sgpu_chip_info *chip = sgpu_chip_get(data[0] % sgpu_chip_count());
	struct sgpu_device_config cfg = {
	        .vram_size = mem_sizes[data[1] & 3],
	        .sysmem_size = mem_sizes[(data[1] >> 2) & 3],
	};
	struct target t = {.budget_left = TOTAL_BUDGET};
	if (sgpu_device_create(chip->name, &cfg, &t.dev) != SGPU_OK)
		abort(); /* every chip takes these sizes */
	sgpu_set_log_callback(t.dev, sgpu_log_discard, NULL);
	if (data[1] & 0x10)
		sgpu_set_trace_callback(t.dev, trace, &out->traced);
	if (data[1] & 0x20)
		sgpu_set_log_filter(t.dev, "all");
	while (t.nregions < MAX_REGIONS &&
	       sgpu_mmio_region_get(t.dev, t.nregions, &t.regions[t.nregions]) == SGPU_OK)
		t.nregions++;
	for (int s = 0; s < SGPU_SPACE_COUNT; s++)
		t.mem_size[s] = sgpu_mem_size(t.dev, (sgpu_space)s);
	while (t.nbars < sizeof(t.bars) / sizeof(t.bars[0]) &&
	       sgpu_bar_get(t.dev, t.nbars, &t.bars[t.nbars]) == SGPU_OK)
		t.nbars++;

	struct reader r = {data + 2, size - 2};
	while (r.left) {
		unsigned op = take(&r, 1) % 8;
		unsigned sz, be;
		uint32_t addr, v = 0;
		switch (op) {
		case 0:
		case 1:
		case 2:
			addr = mmio_addr(&t, &r, &sz, &be);
			v = take(&r, 4);
			if (be)
				sgpu_mmio_write_be(t.dev, addr, v, be);
			else
				sgpu_mmio_write(t.dev, addr, sz, v);
			break;
		case 3:
			addr = mmio_addr(&t, &r, &sz, &be);
			sgpu_mmio_read(t.dev, addr, sz, &v);
			out->reads = mix(out->reads, v);
			if (data[1] & 0x10) {
				char name[48];
				out->traced += sgpu_mmio_name(t.dev, addr, name, sizeof(name));
			}
			break;
		case 4: mem_op(&t, &r, 0); break;
		case 5: mem_op(&t, &r, 1); break;
		case 6: run(&t, take(&r, 2) + 1u); break;
		case 7: sgpu_device_reset(t.dev); break;
		}
	}
	run(&t, 20000);
	/* A unit bug (a step() overrunning its slice, a bad IRQ line) logs here. */
	if (sgpu_log_count(t.dev, SGPU_LOG_ERROR))
		abort();
	out->time = sgpu_device_time(t.dev);
	out->irq_lines = sgpu_irq_lines(t.dev);
	for (int l = 0; l < SGPU_LOG_LEVEL_COUNT; l++)
		out->logs[l] = sgpu_log_count(t.dev, (sgpu_log_level)l);
	out->mem = mem_hash(&t);
	out->reads = mix(out->reads, t.bar_reads);
	sgpu_device_destroy(t.dev);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2 || !sgpu_chip_count())
		return 0;
	/* Twice, on fresh devices: the model is deterministic. */
	struct outcome a, b;
	memset(&a, 0, sizeof(a));
	memset(&b, 0, sizeof(b));
	execute(data, size, &a);
	execute(data, size, &b);
	if (memcmp(&a, &b, sizeof(a)) != 0)
		abort();
	return 0;
}
