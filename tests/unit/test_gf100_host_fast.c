/* The GF100+ host's fast path (gf100_pbdma_run: whole segments decoded
 * in one pass, method runs and NOP runs at once, long turns crossing
 * slice ends) against the reference path: the same seeded random
 * pushbuffers (every header form, long and short method runs and NOP
 * runs, host methods, subdevice masks, semaphore acquires that switch or
 * poll, semaphore releases, PBENTRY errors serviced as a driver would,
 * segments cut anywhere, two channels with short timeslices, the record engine
 * stalling for a while) on two devices, one with the fast path off, run
 * with random budgets, some traced. After every run both must agree on
 * model time, the PBDMA registers, PFIFO.INTR_0, the record engine's
 * buffer, USERD, RAMFC, the log counts and the trace. A failing case
 * prints its seed. */
#include <stdio.h>
#include <string.h>

#include "core/device.h"
#include "harness.h"
#include "nv/host/gf100_pfifo.h"
#include "softgpu/softgpu.h"

#define INST(c) (0x1000u + 0x1000u * (c))
#define PD 0x10000u
#define PT 0x20000u
#define RL 0x60000u
#define USERD(c) (0x61000u + 0x200u * (c))
#define GP(c) (0x100000u + 0x1000u * (c))
#define PB(c) (0x110000u + 0x10000u * (c))
#define SEM 0x130000u
#define REC_BUF 0x800000u
#define REC_SIZE 0x100000u

static uint32_t rng;

static uint32_t rnd(uint32_t n)
{
	rng ^= rng << 13;
	rng ^= rng >> 17;
	rng ^= rng << 5;
	return n ? rng % n : 0;
}

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

static uint32_t hdr(unsigned op, unsigned subc, uint32_t mthd, uint32_t count)
{
	return op << 29 | count << 16 | subc << 13 | mthd >> 2;
}

/* Builds the same device for a seed; fast says whether the fast path runs. */
static sgpu_device *build(uint32_t seed, bool fast)
{
	bool volta = seed & 1;
	sgpu_device *d = NULL;
	struct sgpu_device_config cfg = {.vram_size = 16u << 20, .sysmem_size = 64u << 10};
	if (sgpu_device_create(volta ? "gv100" : "gm20b", &cfg, &d) != SGPU_OK)
		return NULL;
	sgpu_set_log_level(d, SGPU_LOG_ERROR);
	struct sgpu_unit *u = sgpu_dev_unit((struct sgpu_device *)d, "PFIFO");
	((struct gf100_pfifo *)u->priv)->no_fast = !fast;
	rng = seed * 2654435761u + 1;
	for (uint64_t va = GP(0); va < SEM + 0x1000; va += 0x1000)
		map4k(d, volta, va);
	sgpu_mmio_wr32(d, 0x0ff008, REC_BUF);
	sgpu_mmio_wr32(d, 0x0ff014, REC_SIZE);
	sgpu_mmio_wr32(d, 0x0ff004, 1);
	sgpu_mmio_wr32(d, 0x040108, 0);
	for (unsigned c = 0; c < 2; c++) {
		uint64_t i = INST(c);
		mw(d, i + 0x08, USERD(c));
		mw(d, i + 0x10, 0xface);
		mw(d, i + 0x48, GP(c));
		mw(d, i + 0x4c, 6u << 16);
		mw(d, i + 0x94, 0x30000001);
		mw(d, i + 0xf8, 0x10000000u | (1 + rnd(3))); /* 1-3 us timeslices (gm20b) */
		mw(d, i + 0x30,
		   (64 + rnd(64)) | (2 + rnd(4)) << 7); /* ACQUIRE: RETRY 64-127 << 2-5 */
		mw(d, i + 0x200, PD | 1u << 11 | (volta ? 1u << 10 : 0));
		sgpu_mmio_wr32(d, 0x800000 + 8 * c, 0x80000000u | (uint32_t)(i >> 12));
		sgpu_mmio_wr32(d, 0x800004 + 8 * c, 0x400);
		/* a random pushbuffer */
		static uint32_t w[16000];
		uint32_t n = 0;
		w[n++] = hdr(1, 0, 0, 1);
		w[n++] = 0x5ec0;
		w[n++] = hdr(1, 1, 0, 1);
		w[n++] = 0x5ec0;
		while (n < 11000) {
			uint32_t k = rnd(100);
			unsigned subc = rnd(2);
			if (k < 50) {
				static const unsigned ops[3] = {1, 3, 5};
				unsigned op = ops[rnd(3)];
				uint32_t count = rnd(4) ? rnd(40) : rnd(1500);
				uint32_t mthd = 0x100 + 4 * rnd(0x300);
				w[n++] = hdr(op, subc, mthd, count);
				for (uint32_t j = 0; j < count; j++)
					w[n++] = rng ^ j;
			} else if (k < 62) {
				w[n++] = hdr(4, subc, 0x100 + 4 * rnd(0x300), rnd(0x2000));
			} else if (k < 68) {
				w[n++] = hdr(1, 0, 0x50, 1);
				w[n++] = rnd(0xffff);
			} else if (k < 74) {
				w[n++] = 0x00010000u | (rnd(3) ? 1u : 2u)
				                               << 4; /* SSDM: active or not */
			} else if (k < 75) {
				w[n++] = 0;
			} else if (k < 80) { /* a run of NOPs, long or short */
				uint32_t count = rnd(3) ? rnd(12) : rnd(3000);
				for (uint32_t j = 0; j < count && n < 15000; j++)
					w[n++] = 0;
			} else if (k < 86) {
				w[n++] = hdr(1, 0, 0x10, 4);
				w[n++] = 0;
				w[n++] = SEM + 4 * rnd(64);
				w[n++] = 200 + rnd(800); /* at least any acquire asks */
				w[n++] = 0x2 | 1u << 24;
			} else if (k < 88) {
				w[n++] = 0xc0000000u; /* PBENTRY */
			} else if (k < 92) {
				/* acquire a slot >= a value some release writes sooner
				 * or later (or never), switching or polling */
				w[n++] = hdr(1, 0, 0x10, 4);
				w[n++] = 0;
				w[n++] = SEM + 4 * rnd(64);
				w[n++] = rnd(200);
				w[n++] = 0x4 | rnd(2) << 12;
			} else {
				w[n++] = 0x00010010u; /* SSDM active */
			}
		}
		sgpu_mem_write(d, SGPU_SPACE_VRAM, PB(c), w, 4 * n);
		/* GP entries cutting the pushbuffer anywhere */
		uint32_t at = 0, e = 0;
		while (at < n && e < 63) {
			uint32_t len = e == 62 ? n - at : 1 + rnd(2000);
			len = len > n - at ? n - at : len;
			mw(d, GP(c) + 8 * e, PB(c) + 4 * at);
			mw(d, GP(c) + 8 * e + 4, len << 10);
			at += len;
			e++;
		}
		mw(d, USERD(c) + 35 * 4, e);
		if (volta)
			sgpu_mmio_wr32(d, 0x810090, c);
	}
	/* runlist: gv100 one TSG per channel with 1 us timeslices */
	if (volta) {
		for (unsigned c = 0; c < 2; c++) {
			const uint32_t t[8] = {1u << 24 | 1, 1, c, 0, USERD(c), 0, INST(c) | c, 0};
			sgpu_mem_write(d, SGPU_SPACE_VRAM, RL + 32 * c, t, sizeof(t));
		}
	} else {
		const uint32_t t[4] = {0, 0, 1, 0};
		sgpu_mem_write(d, SGPU_SPACE_VRAM, RL, t, sizeof(t));
	}
	sgpu_mmio_wr32(d, 0x002270, RL >> 12);
	sgpu_mmio_wr32(d, 0x002274, volta ? 4 : 2);
	return d;
}

static uint32_t crc(sgpu_device *d, uint64_t a, uint64_t len)
{
	static uint8_t buf[REC_SIZE];
	sgpu_mem_read(d, SGPU_SPACE_VRAM, a, buf, len);
	uint32_t h = 2166136261u;
	for (uint64_t i = 0; i < len; i++)
		h = (h ^ buf[i]) * 16777619u;
	return h;
}

/* Trace events folded into a digest: methods and interrupts with their
 * times. */
static void trace_fold(void *user, const struct sgpu_trace_event *ev)
{
	uint32_t *h = user;
	if (ev->kind != SGPU_TRACE_METHOD && ev->kind != SGPU_TRACE_IRQ)
		return; /* the test reads registers of one device only */
	uint32_t v[5] = {(uint32_t)ev->kind, (uint32_t)ev->time, ev->addr, ev->value, ev->channel};
	for (unsigned i = 0; i < 5; i++)
		*h = (*h ^ v[i]) * 16777619u;
}

/* A digest of what must agree. */
static void state(sgpu_device *d, uint32_t *s, unsigned *n)
{
	*n = 0;
	s[(*n)++] = (uint32_t)sgpu_device_time(d);
	for (uint32_t r = 0; r < 0x200; r += 4)
		s[(*n)++] = sgpu_mmio_rd32(d, 0x040000 + r);
	s[(*n)++] = sgpu_mmio_rd32(d, 0x002100);
	s[(*n)++] = sgpu_mmio_rd32(d, 0x0ff018);
	s[(*n)++] = sgpu_mmio_rd32(d, 0x0ff01c);
	s[(*n)++] = sgpu_mmio_rd32(d, 0x0ff028);
	/* the record buffer up to a little past PUT: the engine writes below it */
	uint64_t used = sgpu_mmio_rd32(d, 0x0ff028) + 64u;
	s[(*n)++] = crc(d, REC_BUF, used < REC_SIZE ? used : REC_SIZE);
	s[(*n)++] = crc(d, USERD(0), 0x400);
	s[(*n)++] = crc(d, INST(0), 0x2000);
	s[(*n)++] = crc(d, SEM, 0x100);
	s[(*n)++] = sgpu_mmio_rd32(d, 0x800004);
	s[(*n)++] = sgpu_mmio_rd32(d, 0x80000c);
	s[(*n)++] = (uint32_t)sgpu_log_count(d, SGPU_LOG_GUEST_ERROR);
	s[(*n)++] = (uint32_t)sgpu_log_count(d, SGPU_LOG_UNIMP);
}

SGPU_TEST(fast_path_matches_reference)
{
	uint64_t fast_total = 0;
	for (uint32_t seed = 1; seed <= 40; seed++) {
		sgpu_device *a = build(seed, true), *b = build(seed, false);
		SGPU_ASSERT(a && b);
		/* every fourth seed traced: traced runs must not cross slices */
		uint32_t ta = 2166136261u, tb = 2166136261u;
		if (seed % 4 == 3) {
			sgpu_set_trace_callback(a, trace_fold, &ta);
			sgpu_set_trace_callback(b, trace_fold, &tb);
		}
		uint32_t r2 = seed * 7919u + 3;
		for (int it = 0; it < 400; it++) {
			r2 ^= r2 << 13;
			r2 ^= r2 >> 17;
			r2 ^= r2 << 5;
			/* long budgets make long turns (sgpu_unit_turn) */
			uint64_t budget = 1 + r2 % (it % 3 ? 700 : it % 2 ? 20000 : 300000);
			if (it == 60) /* every acquire holds from now on */
				for (uint32_t k = 0; k < 64; k++) {
					uint32_t big = 1000;
					sgpu_mem_write(a, SGPU_SPACE_VRAM, SEM + 4 * k, &big, 4);
					sgpu_mem_write(b, SGPU_SPACE_VRAM, SEM + 4 * k, &big, 4);
				}
			if (r2 % 16 == 5) { /* the engine refuses methods for a while */
				uint32_t ctrl = (r2 >> 8) % 3 ? 1 : 3;
				sgpu_mmio_wr32(a, 0x0ff004, ctrl);
				sgpu_mmio_wr32(b, 0x0ff004, ctrl);
			}
			struct sgpu_run_result ra, rb;
			sgpu_run(a, budget, &ra);
			sgpu_run(b, budget, &rb);
			SGPU_ASSERT_MSG(ra.steps == rb.steps && ra.stop == rb.stop,
			                "seed %u iteration %d: run %llu/%d vs %llu/%d", seed, it,
			                (unsigned long long)ra.steps, (int)ra.stop,
			                (unsigned long long)rb.steps, (int)rb.stop);
			uint32_t sa[160], sb[160];
			unsigned na, nb;
			state(a, sa, &na);
			state(b, sb, &nb);
			for (unsigned i = 0; i < na; i++)
				SGPU_ASSERT_MSG(
				        sa[i] == sb[i],
				        "seed %u iteration %d: state word %u 0x%08x vs 0x%08x",
				        seed, it, i, sa[i], sb[i]);
			/* service a PBENTRY as a driver would, on both */
			if (sgpu_mmio_rd32(a, 0x040108)) {
				sgpu_mmio_wr32(a, 0x040108, 0xffffffffu);
				sgpu_mmio_wr32(b, 0x040108, 0xffffffffu);
			}
			SGPU_ASSERT_MSG(ta == tb, "seed %u iteration %d: traces differ", seed, it);
			if (ra.stop == SGPU_RUN_IDLE && !sgpu_mmio_rd32(a, 0x040108) &&
			    !(sgpu_mmio_rd32(a, 0x0ff004) & 2))
				break;
		}
		struct sgpu_unit *u = sgpu_dev_unit((struct sgpu_device *)a, "PFIFO");
		fast_total += ((struct gf100_pfifo *)u->priv)->fast_words;
		sgpu_device_destroy(a);
		sgpu_device_destroy(b);
	}
	SGPU_ASSERT(fast_total > 10000); /* the fast path did run */
}
