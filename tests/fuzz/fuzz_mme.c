/* Fuzz target: the macro processor (src/nv/maxwell/mme.c) on random method
 * streams, code and register accesses. Byte 0 picks the instruction RAM
 * size (0x800 or 3072 words) and a small instruction limit (bits 1-4, as a
 * shift; 0 keeps the reset value); then 7-byte records: kind, two method or
 * register bytes, four data bytes. kind % 4: 0 a method (bit 2: CALL_MME_*
 * 0x3800..0x3ffc, bit 3: the RAM loads 0x114..0x120, else any), 1 a run with
 * a budget of the two bytes, 2 a register write, 3 a register read. The
 * whole input runs twice on fresh MMEs: a run past its budget, or two runs
 * that end differently, abort. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "nv/maxwell/mme.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

struct sink {
	uint64_t sum;
	uint64_t n;
};

static uint32_t f_read(void *ctx, uint32_t method)
{
	struct sink *s = ctx;
	s->sum = s->sum * 31 + method;
	return method * 0x9e3779b9u;
}

static void f_send(void *ctx, uint32_t method, uint32_t v)
{
	struct sink *s = ctx;
	if (method > 0x3ffc || (method & 3))
		abort();
	s->sum = (s->sum * 131 + method) * 137 + v;
	s->n++;
}

static void f_trap(void *ctx, uint32_t esr)
{
	struct sink *s = ctx;
	s->sum = s->sum * 7 + esr;
}

static uint32_t f_shadow_read(void *ctx, uint32_t cls, uint32_t method)
{
	struct sink *s = ctx;
	s->sum += cls + method;
	return cls ^ method;
}

static void f_shadow_write(void *ctx, uint32_t cls, uint32_t method, uint32_t v)
{
	struct sink *s = ctx;
	s->sum = s->sum * 3 + cls + method + v;
}

static const struct gf100_mme_ops ops = {f_read, f_send, f_trap, f_shadow_read, f_shadow_write};

static uint64_t play(struct gf100_mme *m, const uint8_t *data, size_t size)
{
	struct sink s = {0, 0};
	gf100_mme_init(m, data[0] & 1 ? GF100_MME_CODE_MAX : 0, &ops, &s, NULL);
	if (data[0] >> 1 & 0xf)
		gf100_mme_reg_write(m, GF100_MME_R_WATCHDOG_TIMEOUT, 1u << (data[0] >> 1 & 0xf));
	for (size_t i = 1; i + 7 <= size; i += 7) {
		const uint8_t *r = data + i;
		uint32_t a = r[1] | (uint32_t)r[2] << 8;
		uint32_t v =
		        r[3] | (uint32_t)r[4] << 8 | (uint32_t)r[5] << 16 | (uint32_t)r[6] << 24;
		switch (r[0] & 3) {
		case 0: {
			uint32_t mthd = r[0] & 4   ? 0x3800 + (a & 0x7fc)
			                : r[0] & 8 ? 0x114 + (a & 0xc)
			                           : a & 0x3ffc;
			s.sum = s.sum * 5 + gf100_mme_method(m, mthd, v);
			break;
		}
		case 1: {
			uint64_t before = m->total_instrs;
			uint64_t n = gf100_mme_run(m, a);
			if (n > a || m->total_instrs - before != n)
				abort();
			s.sum += n;
			break;
		}
		case 2: gf100_mme_reg_write(m, 0x404400 + (a & 0xfc), v); break;
		default: {
			uint32_t x = 0;
			if (gf100_mme_reg_read(m, 0x404400 + (a & 0xfc), &x))
				s.sum = s.sum * 11 + x;
			break;
		}
		}
		if (m->r[0] || m->fifo_count > GF100_MME_FIFO)
			abort();
	}
	return s.sum ^ s.n << 1 ^ m->esr ^ (uint64_t)m->pc << 32 ^ m->state;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1 || size > 1 << 16)
		return 0;
	struct gf100_mme *a = malloc(sizeof(*a)), *b = malloc(sizeof(*b));
	if (a && b && play(a, data, size) != play(b, data, size))
		abort();
	free(a);
	free(b);
	return 0;
}
