/* G80 PFIFO through MMIO and memory only, set up the way nouveau's nv50
 * code does: RAMFC, RAMHT, DMA objects, channel table, playlist. The
 * record engine (engine id 7) shows what reaches engines. */
#include <stdlib.h>

#include "harness.h"
#include "nv/host/ramht.h"
#include "softgpu/softgpu.h"

/* ------------------------------------------------------------------ fixture */

#define PMC_INTR_HOST 0x000100
#define PMC_INTR_ENABLE_HOST 0x000140
#define PFIFO_INTR 0x002100
#define PFIFO_INTR_EN 0x002140
#define PFIFO_CACHES 0x002500
#define CHAN_TABLE(c) (0x002600 + 4 * (c))
#define PUSH0 0x003200
#define PUSH1 0x003204
#define DMA_PUSH 0x003220
#define DMA_STATE 0x003228
#define DMA_PUT_R 0x003240
#define DMA_GET_R 0x003244
#define PULL0 0x003250
#define PULL1 0x003254
#define CACHE_GET 0x003270
#define PLAYLIST_LEN 0x0032ec
#define PLAYLIST 0x0032f4
#define DMA_GET_HIGH_R 0x003328
#define IB_GET_R 0x003334
#define METHOD_COUNT 0x003364
#define CACHE_MTHD(i) (0x090000 + 8 * (i))
#define CACHE_DATA(i) (0x090004 + 8 * (i))
#define REC 0x0ff000
#define USER(c, r) (0xc00000 + 0x2000 * (c) + (r))
#define U_DMA_PUT 0x40
#define U_DMA_GET 0x44
#define U_REF 0x48
#define U_DMA_PUT_HIGH 0x4c
#define U_DMA_CGET 0x54
#define U_DMA_MGET 0x58
#define U_DMA_MGET_HIGH 0x5c
#define U_DMA_GET_HIGH 0x60
#define U_IB_GET 0x88
#define U_IB_PUT 0x8c

#define INTR_CACHE_ERROR (1u << 0)
#define INTR_DMA_PUSHER (1u << 12)
#define INTR_SEMAPHORE (1u << 20)
#define INTR_NOTIFY (1u << 30)

#define CHAN(c) (0x100000u + (c)*0x20000u) /* channel structure = RAMFC */
#define SEL_PB 0x100                       /* pushbuffer DMA object at +0x1000 */
#define SEL_SEM 0x102                      /* semaphore DMA object at +0x1020 */
#define SEL_REC 0x104                      /* record engine object at +0x1040 */
#define SEL_SW 0x106                       /* software object at +0x1060 */
#define SEL_SEMSMALL 0x108                 /* a 0x100-byte DMA object at SEM_BUF */
#define RAMHT_OFF 0x8000                   /* 4 KiB: 512 entries */
#define PB(c) (0x400000u + (c)*0x10000u)
#define IB(c) (PB(c) + 0xf000u)
#define SEM_BUF 0x600000u
#define REC_BUF 0x800000u
#define PL_ADDR 0x003000u

#define H_REC 0xbeef0001u
#define H_SW 0xbeef0002u
#define H_SEM 0xbeef0003u
#define H_GR 0xbeef0004u
#define H_SEMSMALL 0xbeef0005u

struct log_capture {
	unsigned guest;
	char last[512];
};

static void capture(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	struct log_capture *c = user;
	(void)cat;
	if (getenv("PFIFO_TEST_LOG"))
		fprintf(stderr, "log %d %s: %s\n", (int)level, cat, msg);
	if (level == SGPU_LOG_GUEST_ERROR) {
		c->guest++;
		snprintf(c->last, sizeof(c->last), "%s", msg);
	}
}

static struct log_capture logcap;

static void wr(sgpu_device *d, uint32_t a, uint32_t v)
{
	sgpu_mmio_wr32(d, a, v);
}

static uint32_t rd(sgpu_device *d, uint32_t a)
{
	return sgpu_mmio_rd32(d, a);
}

static void mw(sgpu_device *d, uint64_t a, uint32_t v)
{
	sgpu_mem_write(d, SGPU_SPACE_VRAM, a, &v, 4);
}

static uint32_t mr(sgpu_device *d, uint64_t a)
{
	uint32_t v = 0;
	sgpu_mem_read(d, SGPU_SPACE_VRAM, a, &v, 4);
	return v;
}

/* A DMA object: class, target VRAM, RW, base, limit (seed 000 L4951-5040). */
static void dmaobj(sgpu_device *d, uint64_t at, uint32_t cls, uint64_t base, uint64_t limit)
{
	mw(d, at + 0, cls | 1u << 16 | 2u << 18);
	mw(d, at + 4, (uint32_t)limit);
	mw(d, at + 8, (uint32_t)base);
	mw(d, at + 12, (uint32_t)(base >> 32 & 0xff) | (uint32_t)(limit >> 32) << 24);
	mw(d, at + 16, 0);
	mw(d, at + 20, 0);
}

static void ramht_insert(sgpu_device *d, unsigned chid, uint32_t handle, uint32_t ctx)
{
	uint64_t base = CHAN(chid) + RAMHT_OFF;
	uint32_t h = nv_ramht_hash(handle, 9, 0);
	for (unsigned i = 0; i < 512; i++) {
		uint64_t at = base + ((h + i) & 511) * 8;
		if (mr(d, at + 4) == 0) {
			mw(d, at, handle);
			mw(d, at + 4, ctx);
			return;
		}
	}
}

static bool is_g84;

/* RAMFC: at the channel structure on G80; apart from it on G84. */
static uint64_t ramfc_of(unsigned chid)
{
	return CHAN(chid) + (is_g84 ? 0x18000u : 0);
}

static uint32_t table_entry(unsigned chid)
{
	return is_g84 ? (uint32_t)(ramfc_of(chid) >> 8) : (uint32_t)(CHAN(chid) >> 12);
}

static uint8_t playlist[128];
static unsigned playlist_n;

/* A channel as nouveau's nv50_chan_ramfc_write builds it (DMA or IB). */
static void chan_setup(sgpu_device *d, unsigned chid, bool ib)
{
	uint64_t ch = CHAN(chid);
	dmaobj(d, ch + 0x1000, 0x3d, 0, 0xffffffffu);
	dmaobj(d, ch + 0x1020, 0x3d, 0, 0xffffffffu);
	dmaobj(d, ch + 0x1080, 0x3d, SEM_BUF, SEM_BUF + 0xff); /* limit: an address */
	mw(d, ch + 0x1040, 0x5397); /* the record engine ignores its object */
	ramht_insert(d, chid, H_REC, 7u << 20 | SEL_REC);
	ramht_insert(d, chid, H_SW, 0u << 20 | SEL_SW);
	ramht_insert(d, chid, H_SEM, 0u << 20 | SEL_SEM);
	ramht_insert(d, chid, H_GR, 1u << 20 | 0x10a);
	ramht_insert(d, chid, H_SEMSMALL, 0u << 20 | SEL_SEMSMALL);
	uint64_t fc = ramfc_of(chid);
	if (ib) {
		mw(d, fc + 0x3c, 0x403f6078);
		mw(d, fc + 0x50, IB(chid));
		mw(d, fc + 0x54, 6u << 16); /* 64 entries */
	} else {
		mw(d, fc + 0x08, PB(chid));
		mw(d, fc + 0x10, PB(chid));
		mw(d, fc + 0x3c, 0x003f6078);
		mw(d, fc + 0x4c, 0xffffffffu);
	}
	mw(d, fc + 0x44, 0x01003fff);
	mw(d, fc + 0x48, SEL_PB);
	mw(d, fc + 0x60, 0x7fffffff);
	mw(d, fc + 0x7c, 0x30000fff);
	mw(d, fc + 0x80, 0u << 27 | 4u << 24 | RAMHT_OFF >> 4);
	if (is_g84)
		mw(d, fc + 0x98, (uint32_t)(ch >> 12));
	wr(d, CHAN_TABLE(chid), table_entry(chid));
	wr(d, CHAN_TABLE(chid), 0x80000000u | table_entry(chid));
	playlist[playlist_n++] = (uint8_t)chid;
	for (unsigned i = 0; i < playlist_n; i++)
		mw(d, PL_ADDR + 4 * i, playlist[i]);
	wr(d, PLAYLIST, PL_ADDR >> 12);
	wr(d, PLAYLIST_LEN, playlist_n);
}

static sgpu_device *g80_chip(const char *chip)
{
	sgpu_device *d = NULL;
	struct sgpu_device_config cfg = {.vram_size = 16u << 20, .sysmem_size = 1u << 20};
	if (sgpu_device_create(chip, &cfg, &d) != SGPU_OK)
		return NULL;
	memset(&logcap, 0, sizeof(logcap));
	sgpu_set_log_callback(d, capture, &logcap);
	playlist_n = 0;
	is_g84 = strcmp(chip, "g84") == 0;
	/* nouveau nv50_fifo_init */
	wr(d, 0x000200, 0);
	wr(d, 0x000200, 0x100);
	wr(d, PFIFO_INTR, 0xffffffffu);
	wr(d, PFIFO_INTR_EN, 0xbfffffffu);
	wr(d, PUSH0, 1);
	wr(d, PULL0, 1);
	wr(d, PFIFO_CACHES, 1);
	wr(d, PMC_INTR_ENABLE_HOST, 1);
	wr(d, REC + 0x08, REC_BUF);
	wr(d, REC + 0x14, 0x10000);
	wr(d, REC + 0x04, 1);
	return d;
}

static sgpu_device *g80(void)
{
	return g80_chip("g80");
}

/* Writes words at PB(chid) + off and returns the offset after them. */
static uint32_t pb(sgpu_device *d, unsigned chid, uint32_t off, const uint32_t *w, size_t n)
{
	for (size_t i = 0; i < n; i++)
		mw(d, PB(chid) + off + 4 * i, w[i]);
	return off + (uint32_t)(4 * n);
}

#define PUSH(d, c, off, ...)                                 \
	pb((d), (c), (off), (const uint32_t[]){__VA_ARGS__}, \
	   sizeof((const uint32_t[]){__VA_ARGS__}) / sizeof(uint32_t))

static uint32_t inc(unsigned subc, uint32_t mthd, unsigned count)
{
	return count << 18 | subc << 13 | mthd;
}

static uint32_t ninc(unsigned subc, uint32_t mthd, unsigned count)
{
	return 0x40000000u | count << 18 | subc << 13 | mthd;
}

static void kick(sgpu_device *d, unsigned chid, uint32_t end)
{
	wr(d, USER(chid, U_DMA_PUT), PB(chid) + end);
}

static struct sgpu_run_result run(sgpu_device *d, uint64_t budget)
{
	struct sgpu_run_result r = {0};
	sgpu_run(d, budget, &r);
	return r;
}

static uint32_t rec_count(sgpu_device *d)
{
	return rd(d, REC + 0x18);
}

/* Record method i as {chid, subc, mthd, data}, from the runs up to PUT
 * (docs/hw/nv-record.md); all ~0 when there is none. */
static void rec_get(sgpu_device *d, unsigned i, uint32_t e[4])
{
	uint32_t put = rd(d, REC + 0x28);
	e[0] = e[1] = e[2] = e[3] = ~0u;
	for (uint32_t off = 0; off + 8 <= put;) {
		uint32_t w0 = mr(d, REC_BUF + off), n = mr(d, REC_BUF + off + 4);
		if (i < n) {
			e[0] = w0 >> 20;
			e[1] = w0 >> 13 & 7;
			e[2] = (w0 & 0x1ffc) + (w0 & 0x10000 ? 0 : 4 * i);
			e[3] = mr(d, REC_BUF + off + 8 + 4 * i);
			return;
		}
		i -= n;
		off += 8 + 4 * n;
	}
}

/* Checks record method i: {chid, subc, mthd, data}. */
static bool rec_is(sgpu_device *d, unsigned i, uint32_t chid, uint32_t subc, uint32_t mthd,
                   uint32_t data)
{
	uint32_t e[4];
	rec_get(d, i, e);
	bool ok = e[0] == chid && e[1] == subc && e[2] == mthd && e[3] == data;
	if (!ok)
		fprintf(stderr, "record %u: {%u, %u, 0x%x, 0x%x}, want {%u, %u, 0x%x, 0x%x}\n", i,
		        e[0], e[1], e[2], e[3], chid, subc, mthd, data);
	return ok;
}

static unsigned dma_err(sgpu_device *d)
{
	return rd(d, DMA_STATE) >> 29;
}

/* nouveau's nv04_fifo_dma_pusher recovery: skip to PUT, clear, re-arm. */
static void pusher_recover(sgpu_device *d)
{
	wr(d, METHOD_COUNT, 0);
	wr(d, DMA_GET_R, rd(d, DMA_PUT_R));
	wr(d, DMA_GET_HIGH_R, rd(d, 0x003320));
	wr(d, DMA_STATE, 0);
	wr(d, DMA_PUSH, 1);
	wr(d, PFIFO_INTR, INTR_DMA_PUSHER);
}

/* ------------------------------------------------------------------ RAMHT hash */

SGPU_TEST(ramht_hash_vectors)
{
	/* nouveau nvkm_ramht_hash, computed by hand */
	SGPU_ASSERT_EQ(nv_ramht_hash(0xbeef0001u, 9, 0), 0x2d);
	SGPU_ASSERT_EQ(nv_ramht_hash(0xbeef0001u, 12, 0), 0xe4f);
	SGPU_ASSERT_EQ(nv_ramht_hash(0xd00d, 12, 5), 0x500);
	SGPU_ASSERT_EQ(nv_ramht_hash(0x80000001u, 9, 0), 0x11);
	SGPU_ASSERT_EQ(nv_ramht_hash(0, 9, 0), 0);
}

/* ------------------------------------------------------------------ NV4-style pusher */

SGPU_TEST(bind_and_increasing_methods)
{
	sgpu_device *d = g80();
	SGPU_ASSERT(d);
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, inc(0, 0x100, 3), 10, 11, 12);
	kick(d, 1, end);
	struct sgpu_run_result r = run(d, 1000);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rec_count(d), 4);
	SGPU_ASSERT(rec_is(d, 0, 1, 0, 0, SEL_REC));
	SGPU_ASSERT(rec_is(d, 1, 1, 0, 0x100, 10));
	SGPU_ASSERT(rec_is(d, 2, 1, 0, 0x104, 11));
	SGPU_ASSERT(rec_is(d, 3, 1, 0, 0x108, 12));
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_GET)), PB(1) + end);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), 0);
	SGPU_ASSERT_EQ(logcap.guest, 0);
	sgpu_device_destroy(d);
}

SGPU_TEST(non_increasing_and_subchannels)
{
	sgpu_device *d = g80();
	chan_setup(d, 2, false);
	uint32_t end = PUSH(d, 2, 0, inc(3, 0, 1), H_REC, ninc(3, 0x200, 3), 1, 2, 3,
	                    inc(3, 0x1ffc, 2), 7, 8);
	kick(d, 2, end);
	run(d, 1000);
	SGPU_ASSERT_EQ(rec_count(d), 5);
	SGPU_ASSERT(rec_is(d, 1, 2, 3, 0x200, 1));
	SGPU_ASSERT(rec_is(d, 3, 2, 3, 0x200, 3));
	SGPU_ASSERT(rec_is(d, 4, 2, 3, 0x1ffc, 7));
	/* the method index wraps in its 11 bits: 0x1ffc + 4 is method 0,
	 * OBJECT, and 8 is no handle: CACHE_ERROR, method held at GET */
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_CACHE_ERROR);
	SGPU_ASSERT_EQ(rd(d, PULL0) & 0x11, 0x10); /* HASH_FAILED, ACCESS off */
	uint32_t get = rd(d, CACHE_GET) / 4;
	SGPU_ASSERT_EQ(rd(d, CACHE_MTHD(get)), 3u << 13 | 0);
	SGPU_ASSERT_EQ(rd(d, CACHE_DATA(get)), 8);
	sgpu_device_destroy(d);
}

SGPU_TEST(jumps_call_return)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	/* 0x000: bind; old jump to 0x100 */
	PUSH(d, 1, 0x000, inc(0, 0, 1), H_REC, 0x20000000u | (PB(1) + 0x100));
	/* 0x100: method, jump (new) to 0x200 */
	PUSH(d, 1, 0x100, inc(0, 0x100, 1), 1, (PB(1) + 0x200) | 1);
	/* 0x200: call 0x300, then a method, then the end at 0x20c */
	uint32_t end = PUSH(d, 1, 0x200, (PB(1) + 0x300) | 2, inc(0, 0x100, 1), 3);
	/* 0x300: subroutine: a method, return */
	PUSH(d, 1, 0x300, inc(0, 0x100, 1), 2, 0x00020000u);
	kick(d, 1, end);
	run(d, 1000);
	SGPU_ASSERT_EQ(dma_err(d), 0);
	SGPU_ASSERT_EQ(rec_count(d), 4);
	SGPU_ASSERT(rec_is(d, 1, 1, 0, 0x100, 1));
	SGPU_ASSERT(rec_is(d, 2, 1, 0, 0x100, 2));
	SGPU_ASSERT(rec_is(d, 3, 1, 0, 0x100, 3));
	SGPU_ASSERT_EQ(rd(d, 0x0032a4), PB(1) + 0x10c); /* DMA_GET_JMP_SHADOW: after the word */
	sgpu_device_destroy(d);
}

/* Calls one after another, a jump inside a subroutine (it stays active:
 * the return goes back to the caller), a subroutine called twice, and
 * DMA_CGET (the return address while a subroutine runs). */
SGPU_TEST(repeated_calls_and_jump_inside_subroutine)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	/* 0x000: bind; call A; call B; call A; a method */
	uint32_t end = PUSH(d, 1, 0x000, inc(0, 0, 1), H_REC, (PB(1) + 0x100) | 2,
	                    (PB(1) + 0x200) | 2, (PB(1) + 0x100) | 2, inc(0, 0x10c, 1), 4);
	/* A at 0x100: a method, return */
	PUSH(d, 1, 0x100, inc(0, 0x100, 1), 1, 0x00020000u);
	/* B at 0x200: jump to 0x280 inside it, which returns */
	PUSH(d, 1, 0x200, inc(0, 0x104, 1), 2, (PB(1) + 0x280) | 1);
	PUSH(d, 1, 0x280, inc(0, 0x108, 1), 3, 0x00020000u);
	kick(d, 1, end);
	/* stop inside B after its jump: the return address shows in CGET */
	run(d, 3 + 1 + 4 + 1 + 3 + 1); /* bind, call, A, call, B up to its jump */
	SGPU_ASSERT_EQ(rd(d, DMA_STATE) >> 17 & 1, 1);
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_CGET)), PB(1) + 0x010);
	run(d, 1000);
	SGPU_ASSERT_EQ(dma_err(d), 0);
	SGPU_ASSERT_EQ(rd(d, DMA_STATE) >> 17 & 1, 0);
	SGPU_ASSERT_EQ(rec_count(d), 6);
	SGPU_ASSERT(rec_is(d, 1, 1, 0, 0x100, 1));
	SGPU_ASSERT(rec_is(d, 2, 1, 0, 0x104, 2));
	SGPU_ASSERT(rec_is(d, 3, 1, 0, 0x108, 3));
	SGPU_ASSERT(rec_is(d, 4, 1, 0, 0x100, 1));
	SGPU_ASSERT(rec_is(d, 5, 1, 0, 0x10c, 4));
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_GET)), PB(1) + end);
	sgpu_device_destroy(d);
}

SGPU_TEST(call_inside_subroutine_is_call_subr_active)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	PUSH(d, 1, 0x000, (PB(1) + 0x100) | 2, inc(0, 0, 1), H_REC);
	PUSH(d, 1, 0x100, (PB(1) + 0x200) | 2);
	kick(d, 1, 0xc);
	run(d, 1000);
	SGPU_ASSERT_EQ(dma_err(d), 1);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_DMA_PUSHER);
	SGPU_ASSERT(rd(d, PMC_INTR_HOST) & (1u << 8));
	SGPU_ASSERT_EQ(rd(d, DMA_STATE) >> 17 & 1, 1);         /* SUBROUTINE_ACTIVE */
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_CGET)), PB(1) + 4); /* subr_return */
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_GET)), PB(1) + 0x104);
	SGPU_ASSERT_STR_CONTAINS(logcap.last, "CALL_SUBR_ACTIVE");
	/* stopped until the host clears it: running does nothing */
	SGPU_ASSERT(!sgpu_device_busy(d));
	SGPU_ASSERT_EQ(run(d, 100).stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_GET)), PB(1) + 0x104);
	sgpu_device_destroy(d);
}

SGPU_TEST(return_without_call_is_ret_subr_inactive)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, 0x00020000u);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(dma_err(d), 3);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_DMA_PUSHER);
	sgpu_device_destroy(d);
}

SGPU_TEST(invalid_mthd_and_recovery)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	/* method 0x04 is not a puller method on G80; nor is 0x10 (G84+) */
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, inc(0, 0x04, 2), 5, 6);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(dma_err(d), 2);
	SGPU_ASSERT_EQ(rd(d, 0x0032ac), 5);     /* DATA_SHADOW */
	SGPU_ASSERT_EQ(rd(d, METHOD_COUNT), 2); /* not consumed */
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_GET)), PB(1) + 0x10);
	SGPU_ASSERT_EQ(rec_count(d), 1);
	pusher_recover(d);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), 0);
	SGPU_ASSERT(!(rd(d, PMC_INTR_HOST) & (1u << 8)));
	/* the device continues with new work */
	end = PUSH(d, 1, end, inc(0, 0x180 + 0x80, 1), 9, inc(0, 0x10, 1), 1);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(rec_count(d), 2);
	SGPU_ASSERT(rec_is(d, 1, 1, 0, 0x200, 9));
	SGPU_ASSERT_EQ(dma_err(d), 2); /* 0x10 is G84+ */
	sgpu_device_destroy(d);
}

SGPU_TEST(invalid_cmd_forms)
{
	/* reserved low bits; long non-increasing outside IB mode; SLI
	 * conditional with SLI disabled; bit 31 set */
	const uint32_t bad[] = {0x00000003u, 0x00030000u, 0x80000000u, 0x60000000u};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		sgpu_device *d = g80();
		chan_setup(d, 1, false);
		uint32_t end = PUSH(d, 1, 0, bad[i]);
		kick(d, 1, end);
		run(d, 100);
		SGPU_ASSERT_MSG(dma_err(d) == 4, "word 0x%08x: error %u", bad[i], dma_err(d));
		SGPU_ASSERT_EQ(rd(d, 0x0032a8), bad[i]); /* RSVD_SHADOW */
		sgpu_device_destroy(d);
	}
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	wr(d, PUSH1, 1);
	/* SLI disabled in RAMFC: the conditional is INVALID_CMD */
	wr(d, CHAN_TABLE(1), CHAN(1) >> 12);
	mw(d, CHAN(1) + 0x7c, 0);
	wr(d, CHAN_TABLE(1), 0x80000000u | CHAN(1) >> 12);
	uint32_t end = PUSH(d, 1, 0, 0x00010010u);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(dma_err(d), 4);
	sgpu_device_destroy(d);
}

SGPU_TEST(sli_conditional_drops_data)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false); /* SLI enabled, mask 0xfff */
	wr(d, CHAN_TABLE(1), CHAN(1) >> 12);
	mw(d, CHAN(1) + 0x7c, 0x30000001u); /* mask 1 */
	wr(d, CHAN_TABLE(1), 0x80000000u | CHAN(1) >> 12);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, 0x00010020u /* mask 2 */,
	                    inc(0, 0x100, 1), 1, 0x00010010u /* mask 1 */, inc(0, 0x100, 1), 2);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(dma_err(d), 0);
	SGPU_ASSERT_EQ(rec_count(d), 2);
	SGPU_ASSERT(rec_is(d, 1, 1, 0, 0x100, 2));
	sgpu_device_destroy(d);
}

SGPU_TEST(dma_limit_and_dmaobj_limit_are_mem_fault)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	wr(d, CHAN_TABLE(1), CHAN(1) >> 12);
	mw(d, CHAN(1) + 0x4c, PB(1) + 8); /* dma_limit */
	wr(d, CHAN_TABLE(1), 0x80000000u | CHAN(1) >> 12);
	PUSH(d, 1, 0, inc(0, 0, 1), H_REC, inc(0, 0x100, 1), 1);
	kick(d, 1, 16);
	run(d, 100);
	SGPU_ASSERT_EQ(dma_err(d), 6);
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_GET)), PB(1) + 8);
	sgpu_device_destroy(d);

	d = g80();
	chan_setup(d, 1, false);
	dmaobj(d, CHAN(1) + 0x1000, 0x3d, 0, PB(1) + 7); /* covers two words */
	PUSH(d, 1, 0, inc(0, 0, 1), H_REC, inc(0, 0x100, 1), 1);
	kick(d, 1, 16);
	run(d, 100);
	SGPU_ASSERT_EQ(dma_err(d), 6);
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_GET)), PB(1) + 8);
	sgpu_device_destroy(d);
}

SGPU_TEST(jump_to_self_spends_budget)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	PUSH(d, 1, 0, (PB(1) + 0) | 1);
	kick(d, 1, 4);
	struct sgpu_run_result r = run(d, 5000);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_BUDGET);
	SGPU_ASSERT_EQ(r.steps, 5000);
	SGPU_ASSERT_EQ(sgpu_device_time(d), 5000);
	/* the host stops it by moving PUT to where GET loops */
	kick(d, 1, 0);
	SGPU_ASSERT_EQ(run(d, 100).stop, SGPU_RUN_IDLE);
	sgpu_device_destroy(d);
}

SGPU_TEST(user_area_shadows)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	wr(d, PUSH1, 1); /* CACHE1 shows channel 1 */
	/* write high then low: committed together */
	wr(d, USER(1, U_DMA_PUT_HIGH), 0x12);
	SGPU_ASSERT_EQ(rd(d, 0x003320), 0); /* not yet */
	wr(d, USER(1, U_DMA_PUT), PB(1));
	SGPU_ASSERT_EQ(rd(d, 0x003320), 0x12);
	/* reading low latches high into the read shadow */
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_PUT)), PB(1));
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_PUT_HIGH)), 0x12);
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_GET)), PB(1));
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_GET_HIGH)), 0);
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_MGET)), 0); /* only IB mode moves it */
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_MGET_HIGH)), 0);
	SGPU_ASSERT_EQ(rd(d, USER(1, U_REF)), 0);
	/* unknown offsets: guest errors, not crashes */
	wr(d, USER(1, 0x100), 1);
	SGPU_ASSERT_EQ(rd(d, USER(1, 0x104)), 0);
	SGPU_ASSERT_EQ(logcap.guest, 2);
	sgpu_device_destroy(d);
}

SGPU_TEST(ref_cnt)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0x50, 1), 0x1234);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(rd(d, USER(1, U_REF)), 0x1234);
	sgpu_device_destroy(d);
}

/* ------------------------------------------------------------------ IB mode */

static void ib_entry(sgpu_device *d, unsigned chid, unsigned i, uint64_t addr, uint32_t words,
                     bool nonmain)
{
	mw(d, IB(chid) + 8 * i, (uint32_t)addr);
	mw(d, IB(chid) + 8 * i + 4,
	   (uint32_t)(addr >> 32 & 0xff) | (uint32_t)nonmain << 9 | words << 10);
}

SGPU_TEST(ib_mode)
{
	sgpu_device *d = g80();
	chan_setup(d, 3, true);
	uint32_t a =
	        PUSH(d, 3, 0x000, inc(0, 0, 1), H_REC, inc(0, 0x100, 1), 1, inc(1, 0, 1), H_REC);
	uint32_t b = PUSH(d, 3, 0x100, 0x00030000u | 1u << 13 | 0x204, 3, 7, 8, 9);
	ib_entry(d, 3, 0, PB(3), a / 4, false);
	ib_entry(d, 3, 1, PB(3) + 0x100, (b - 0x100) / 4, true);
	/* IB mode: DMA_PUT is not writable */
	wr(d, USER(3, U_DMA_PUT), 0x1234);
	SGPU_ASSERT_EQ(logcap.guest, 1);
	wr(d, USER(3, U_IB_PUT), 2);
	run(d, 1000);
	SGPU_ASSERT_EQ(dma_err(d), 0);
	SGPU_ASSERT_EQ(rec_count(d), 6);
	SGPU_ASSERT(rec_is(d, 1, 3, 0, 0x100, 1));
	SGPU_ASSERT(rec_is(d, 2, 3, 1, 0, SEL_REC));
	SGPU_ASSERT(rec_is(d, 3, 3, 1, 0x204, 7));
	SGPU_ASSERT(rec_is(d, 5, 3, 1, 0x204, 9));
	SGPU_ASSERT_EQ(rd(d, USER(3, U_IB_GET)), 2);
	SGPU_ASSERT_EQ(rd(d, USER(3, U_DMA_GET)), PB(3) + b);
	/* the second entry was NOT_MAIN: MGET stays at the end of the first */
	SGPU_ASSERT_EQ(rd(d, USER(3, U_DMA_MGET)), PB(3) + a);
	SGPU_ASSERT_EQ(rd(d, USER(3, U_DMA_MGET_HIGH)), 1u << 31);
	sgpu_device_destroy(d);
}

SGPU_TEST(ib_errors)
{
	/* SIZE 0: IB_EMPTY, after the entry is consumed */
	sgpu_device *d = g80();
	chan_setup(d, 3, true);
	ib_entry(d, 3, 0, PB(3), 0, false);
	wr(d, USER(3, U_IB_PUT), 1);
	run(d, 100);
	SGPU_ASSERT_EQ(dma_err(d), 5);
	SGPU_ASSERT_EQ(rd(d, USER(3, U_IB_GET)), 1);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_DMA_PUSHER);
	/* nouveau's recovery: IB_GET = IB_PUT; then more work runs */
	wr(d, IB_GET_R, 1);
	wr(d, DMA_STATE, 0);
	wr(d, DMA_PUSH, 1);
	wr(d, PFIFO_INTR, INTR_DMA_PUSHER);
	uint32_t a = PUSH(d, 3, 0, inc(0, 0, 1), H_REC);
	ib_entry(d, 3, 1, PB(3), a / 4, false);
	wr(d, USER(3, U_IB_PUT), 2);
	run(d, 100);
	SGPU_ASSERT_EQ(dma_err(d), 0);
	SGPU_ASSERT_EQ(rec_count(d), 1);
	sgpu_device_destroy(d);

	/* jumps, calls, returns and old jumps are INVALID_CMD in IB mode */
	const uint32_t forms[] = {(PB(3) + 0x100) | 1, (PB(3) + 0x100) | 2, 0x00020000u,
	                          0x20000000u | (PB(3) + 0x100)};
	for (size_t i = 0; i < 4; i++) {
		d = g80();
		chan_setup(d, 3, true);
		PUSH(d, 3, 0, forms[i]);
		ib_entry(d, 3, 0, PB(3), 1, false);
		wr(d, USER(3, U_IB_PUT), 1);
		run(d, 100);
		SGPU_ASSERT_MSG(dma_err(d) == 4, "form 0x%08x: %u", forms[i], dma_err(d));
		sgpu_device_destroy(d);
	}

	/* an entry past the pushbuffer object's limit: MEM_FAULT at fetch */
	d = g80();
	chan_setup(d, 3, true);
	dmaobj(d, CHAN(3) + 0x1000, 0x3d, 0, IB(3) + 7);
	PUSH(d, 3, 0, inc(0, 0x100, 0));
	ib_entry(d, 3, 0, PB(3), 1, false);
	ib_entry(d, 3, 1, PB(3), 1, false);
	wr(d, USER(3, U_IB_PUT), 2);
	run(d, 100);
	SGPU_ASSERT_EQ(dma_err(d), 6);
	SGPU_ASSERT_EQ(rd(d, USER(3, U_IB_GET)), 1); /* not consumed */
	sgpu_device_destroy(d);
}

SGPU_TEST(ib_ring_wraps_and_size_is_22_bits)
{
	sgpu_device *d = g80();
	chan_setup(d, 3, true);
	uint32_t a = PUSH(d, 3, 0, inc(0, 0, 1), H_REC, inc(0, 0x100, 1), 5);
	/* 64 entries; start at 63 so the ring wraps */
	wr(d, PUSH1, 3);
	wr(d, IB_GET_R, 63);
	ib_entry(d, 3, 63, PB(3), a / 4, false);
	ib_entry(d, 3, 0, PB(3) + 8, 2, false);
	wr(d, USER(3, U_IB_PUT), 1);
	run(d, 100);
	SGPU_ASSERT_EQ(rec_count(d), 3);
	SGPU_ASSERT_EQ(rd(d, USER(3, U_IB_GET)), 1);
	/* bit 63 is part of SIZE on G80 (rnndb IB_ENTRY G80:GF100): an
	 * entry with only bit 63 set is not empty but 2^21 words long */
	mw(d, IB(3) + 8, PB(3) + 0x100);
	mw(d, IB(3) + 12, 1u << 31);
	wr(d, USER(3, U_IB_PUT), 2);
	run(d, 10);
	SGPU_ASSERT_EQ(dma_err(d), 0);
	SGPU_ASSERT_EQ(rd(d, DMA_PUT_R), PB(3) + 0x100 + (1u << 21) * 4);
	sgpu_device_destroy(d);
}

/* ------------------------------------------------------------------ puller */

SGPU_TEST(software_object_is_cache_error_held_for_the_host)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	uint32_t end =
	        PUSH(d, 1, 0, inc(2, 0, 1), H_SW, inc(2, 0x400, 1), 0x77, inc(0, 0, 1), H_REC);
	kick(d, 1, end);
	run(d, 100);
	/* the bind itself traps: DEVICE_SOFTWARE, method held at GET */
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_CACHE_ERROR);
	SGPU_ASSERT_EQ(rd(d, PULL0), 0x100);
	uint32_t get = rd(d, CACHE_GET) / 4;
	SGPU_ASSERT_EQ(rd(d, CACHE_MTHD(get)), 2u << 13);
	SGPU_ASSERT_EQ(rd(d, CACHE_DATA(get)), H_SW);
	SGPU_ASSERT_EQ(rd(d, 0x003280) >> 8 & 0xf, 0); /* ENGINE[2] = SOFTWARE */
	SGPU_ASSERT(!sgpu_device_busy(d));
	/* nouveau nv04_fifo_cache_error: skip it, re-arm the puller */
	wr(d, CACHE_GET, (get + 1) * 4);
	wr(d, PULL0, 1);
	wr(d, PFIFO_INTR, INTR_CACHE_ERROR);
	run(d, 100);
	/* the next method on subchannel 2 traps too */
	SGPU_ASSERT_EQ(rd(d, PULL0), 0x100);
	get = rd(d, CACHE_GET) / 4;
	SGPU_ASSERT_EQ(rd(d, CACHE_MTHD(get)), 2u << 13 | 0x400);
	SGPU_ASSERT_EQ(rd(d, CACHE_DATA(get)), 0x77);
	wr(d, CACHE_GET, (get + 1) * 4);
	wr(d, PULL0, 1);
	wr(d, PFIFO_INTR, INTR_CACHE_ERROR);
	run(d, 100);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), 0);
	SGPU_ASSERT_EQ(rec_count(d), 1);
	SGPU_ASSERT(rec_is(d, 0, 1, 0, 0, SEL_REC));
	sgpu_device_destroy(d);
}

SGPU_TEST(missing_engine_is_invalid_engine)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_GR);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_CACHE_ERROR);
	SGPU_ASSERT_EQ(rd(d, PULL0), 1u << 24);
	sgpu_device_destroy(d);
}

SGPU_TEST(object_methods_are_translated_through_ramht)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, inc(0, 0x17c, 3), H_SEM, H_SEM, H_SEM,
	                    inc(0, 0x1fc, 2), H_SW, H_SEM);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(rec_count(d), 6);
	SGPU_ASSERT(rec_is(d, 1, 1, 0, 0x17c, H_SEM)); /* below 0x180: as is */
	SGPU_ASSERT(rec_is(d, 2, 1, 0, 0x180, SEL_SEM));
	SGPU_ASSERT(rec_is(d, 3, 1, 0, 0x184, SEL_SEM));
	SGPU_ASSERT(rec_is(d, 4, 1, 0, 0x1fc, SEL_SW));
	SGPU_ASSERT(rec_is(d, 5, 1, 0, 0x200, H_SEM)); /* past the range: as is */
	/* a missing handle in the range is NO_HASH */
	end = PUSH(d, 1, end, inc(0, 0x1a0, 1), 0x5555);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_CACHE_ERROR);
	SGPU_ASSERT_EQ(rd(d, PULL0), 0x10);
	sgpu_device_destroy(d);
}

SGPU_TEST(engine_stall_retries)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	wr(d, REC + 0x04, 3); /* ENABLE | STALL */
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, inc(0, 0x100, 1), 1);
	kick(d, 1, end);
	struct sgpu_run_result r = run(d, 500);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_BUDGET);
	SGPU_ASSERT_EQ(rec_count(d), 0);
	wr(d, REC + 0x04, 1);
	SGPU_ASSERT_EQ(run(d, 500).stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rec_count(d), 2);
	sgpu_device_destroy(d);
}

SGPU_TEST(ramfc_saved_on_disable_and_loaded_on_enable)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, inc(0, 0x50, 1), 0xabc);
	kick(d, 1, end);
	run(d, 100);
	wr(d, CHAN_TABLE(1), CHAN(1) >> 12);                /* stop */
	SGPU_ASSERT_EQ(mr(d, CHAN(1) + 0x10), PB(1) + end); /* DMA_GET */
	SGPU_ASSERT_EQ(mr(d, CHAN(1) + 0x08), PB(1) + end); /* DMA_PUT */
	SGPU_ASSERT_EQ(mr(d, CHAN(1) + 0x74), 0xabc);       /* REF */
	SGPU_ASSERT_EQ(mr(d, CHAN(1) + 0x58), 7);           /* ENGINE[0] = 7 */
	/* a stopped channel does not run */
	end = PUSH(d, 1, end, inc(0, 0x100, 1), 1);
	kick(d, 1, end);
	SGPU_ASSERT_EQ(run(d, 100).stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rec_count(d), 1);
	/* restart: the kernel's RAMFC edits take effect, the PUT written
	 * while stopped is lost (it is in RAMFC only after a save) */
	mw(d, CHAN(1) + 0x08, PB(1) + end);
	wr(d, CHAN_TABLE(1), 0x80000000u | CHAN(1) >> 12);
	run(d, 100);
	SGPU_ASSERT_EQ(rec_count(d), 2);
	sgpu_device_destroy(d);
}

SGPU_TEST(channels_share_time_and_yield)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	chan_setup(d, 2, false);
	uint32_t e1 = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, inc(0, 0x80, 1), 0, inc(0, 0x100, 1), 1);
	uint32_t e2 = PUSH(d, 2, 0, inc(0, 0, 1), H_REC, inc(0, 0x100, 1), 2);
	kick(d, 1, e1);
	kick(d, 2, e2);
	run(d, 1000);
	SGPU_ASSERT_EQ(rec_count(d), 4);
	/* channel 1 yields after its bind: channel 2 runs all of its work
	 * before channel 1's last method */
	SGPU_ASSERT(rec_is(d, 0, 1, 0, 0, SEL_REC));
	SGPU_ASSERT(rec_is(d, 1, 2, 0, 0, SEL_REC));
	SGPU_ASSERT(rec_is(d, 2, 2, 0, 0x100, 2));
	SGPU_ASSERT(rec_is(d, 3, 1, 0, 0x100, 1));
	sgpu_device_destroy(d);
}

/* ------------------------------------------------------------------ semaphores */

static unsigned sem_err(sgpu_device *d)
{
	return rd(d, PULL0) >> 20 & 0xf;
}

/* nouveau nv04_fifo_intr, SEMAPHORE: skip the method, re-arm. */
static void sem_recover(sgpu_device *d)
{
	wr(d, CACHE_GET, rd(d, CACHE_GET) + 4);
	wr(d, PULL0, 1);
	wr(d, PFIFO_INTR, INTR_SEMAPHORE);
}

SGPU_TEST(old_semaphore_errors)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0x68, 1), 1,                         /* no offset yet */
	                    inc(0, 0x64, 1), 2,                                  /* unaligned */
	                    inc(0, 0x64, 1), 0x10000,                            /* too large */
	                    inc(0, 0x60, 1), H_SEMSMALL, inc(0, 0x64, 1), 0x100, /* past limit */
	                    inc(0, 0x6c, 1), 9, inc(0, 0x60, 1), 0x999); /* no such handle */
	kick(d, 1, end);
	const unsigned want[] = {2, 1, 3, 4};
	for (unsigned i = 0; i < 4; i++) {
		run(d, 100);
		SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_SEMAPHORE);
		SGPU_ASSERT_MSG(sem_err(d) == want[i], "error %u: subtype %u, want %u", i,
		                sem_err(d), want[i]);
		SGPU_ASSERT(!sgpu_device_busy(d));
		sem_recover(d);
	}
	run(d, 100);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_CACHE_ERROR);
	SGPU_ASSERT_EQ(rd(d, PULL0), 0x10);
	sgpu_device_destroy(d);
}

SGPU_TEST(old_semaphore_release_and_blocked_acquire)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, inc(0, 0x60, 2), H_SEMSMALL, 0x10,
	                    inc(0, 0x6c, 1), 5, inc(0, 0x68, 1), 5, inc(0, 0x100, 1), 1,
	                    inc(0, 0x68, 1), 7, inc(0, 0x100, 1), 2);
	kick(d, 1, end);
	SGPU_ASSERT_EQ(run(d, 1000).stop, SGPU_RUN_IDLE); /* blocked: nothing to do */
	SGPU_ASSERT_EQ(mr(d, SEM_BUF + 0x10), 5);         /* RELEASE (0x6c) */
	SGPU_ASSERT_EQ(rec_count(d), 2);                  /* the acquire of 5 passed */
	SGPU_ASSERT_EQ(rd(d, PULL1) >> 4 & 1, 1);         /* ACQUIRE_ACTIVE */
	SGPU_ASSERT_EQ(rd(d, 0x003268), 7);               /* ACQUIRE_VALUE */
	SGPU_ASSERT(rd(d, PULL0) & (1u << 16));           /* ACQUIRE_BUSY */
	mw(d, SEM_BUF + 0x10, 6);                         /* not yet */
	SGPU_ASSERT_EQ(run(d, 1000).stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rec_count(d), 2);
	mw(d, SEM_BUF + 0x10, 7); /* the host writes memory between runs */
	SGPU_ASSERT(sgpu_device_busy(d));
	run(d, 1000);
	SGPU_ASSERT_EQ(rec_count(d), 3);
	SGPU_ASSERT(rec_is(d, 2, 1, 0, 0x100, 2));
	SGPU_ASSERT_EQ(rd(d, PULL1) >> 4 & 1, 0);
	SGPU_ASSERT_EQ(logcap.guest, 0);
	sgpu_device_destroy(d);
}

SGPU_TEST(semaphore_producer_consumer_between_channels)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	chan_setup(d, 2, false);
	/* channel 1 (first on the playlist) waits for channel 2 */
	uint32_t e1 = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, inc(0, 0x60, 2), H_SEMSMALL, 0x20,
	                   inc(0, 0x68, 1), 1, inc(0, 0x100, 1), 0xc1);
	uint32_t e2 = PUSH(d, 2, 0, inc(0, 0, 1), H_REC, inc(0, 0x100, 1), 0xc2, inc(0, 0x60, 2),
	                   H_SEMSMALL, 0x20, inc(0, 0x6c, 1), 1);
	kick(d, 1, e1);
	kick(d, 2, e2);
	run(d, 1000);
	SGPU_ASSERT_EQ(rec_count(d), 4);
	SGPU_ASSERT(rec_is(d, 0, 1, 0, 0, SEL_REC));
	SGPU_ASSERT(rec_is(d, 2, 2, 0, 0x100, 0xc2));
	SGPU_ASSERT(rec_is(d, 3, 1, 0, 0x100, 0xc1));
	sgpu_device_destroy(d);
}

SGPU_TEST(new_semaphores_g84)
{
	sgpu_device *d = g80_chip("g84");
	SGPU_ASSERT(d);
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, inc(0, 0x60, 1), H_SEM, inc(0, 0x10, 4),
	                    0, SEM_BUF + 0x40, 0x1234, 2, /* WRITE_LONG */
	                    inc(0, 0x24, 1), 0,           /* WRCACHE_FLUSH: nothing posted */
	                    inc(0, 0x18, 2), 0x1200, 4,   /* GEQUAL: passes */
	                    inc(0, 0x18, 2), 0x1234, 1,   /* EQUAL: passes */
	                    inc(0, 0x18, 2), 0x1235, 4,   /* GEQUAL: blocks */
	                    inc(0, 0x100, 1), 1, inc(0, 0x20, 1), 0);
	kick(d, 1, end);
	run(d, 1000);
	SGPU_ASSERT_EQ(logcap.guest, 0);
	SGPU_ASSERT_EQ(mr(d, SEM_BUF + 0x40), 0x1234); /* sequence, not the param */
	SGPU_ASSERT_EQ(mr(d, SEM_BUF + 0x44), 0);
	uint64_t ts = mr(d, SEM_BUF + 0x48) | (uint64_t)mr(d, SEM_BUF + 0x4c) << 32;
	/* PTIMER time when the puller got there: nanoseconds at one per step
	 * by default, in bits 5 and up (docs/hw/ptimer.md) */
	SGPU_ASSERT_EQ(ts & 0x1f, 0);
	SGPU_ASSERT(ts <= sgpu_device_time(d));
	SGPU_ASSERT_EQ(rec_count(d), 1);
	SGPU_ASSERT_EQ(rd(d, PULL1) >> 4 & 0xf, 1 | 2 | 8); /* active, NEW source, GEQUAL */
	SGPU_ASSERT_EQ(rd(d, 0x003400), 0);
	SGPU_ASSERT_EQ(rd(d, 0x003404), SEM_BUF + 0x40);
	SGPU_ASSERT_EQ(rd(d, 0x003408), 0x1235);
	mw(d, SEM_BUF + 0x40, 0x80001235u); /* 0x80001235 - 0x1235 < 0 as int32 */
	SGPU_ASSERT_EQ(run(d, 1000).stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rec_count(d), 1);
	mw(d, SEM_BUF + 0x40, 0x2000);
	run(d, 1000);
	SGPU_ASSERT_EQ(rec_count(d), 2);
	/* NOTIFY_INTR: INTR bit 30, which nouveau leaves disabled in INTR_EN */
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_NOTIFY);
	SGPU_ASSERT(!(rd(d, PMC_INTR_HOST) & (1u << 8)));
	sgpu_device_destroy(d);
}

SGPU_TEST(new_semaphore_errors_g84)
{
	sgpu_device *d = g80_chip("g84");
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0x10, 1), 0x100, inc(0, 0x14, 1), 2, inc(0, 0x60, 1),
	                    H_SEMSMALL, inc(0, 0x14, 3), 0xfc, 0, 2 /* past limit */,
	                    inc(0, 0x14, 3), 0, 0, 3 /* invalid op: hangs */);
	kick(d, 1, end);
	const unsigned want[] = {3, 1, 4};
	for (unsigned i = 0; i < 3; i++) {
		run(d, 100);
		SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_SEMAPHORE);
		SGPU_ASSERT_MSG(sem_err(d) == want[i], "error %u: subtype %u", i, sem_err(d));
		sem_recover(d);
	}
	SGPU_ASSERT_EQ(run(d, 100).stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rd(d, PULL1) >> 4 & 1, 1); /* never completes */
	SGPU_ASSERT_STR_CONTAINS(logcap.last, "never completes");
	/* the host can abandon it by clearing ACQUIRE_ACTIVE and skipping */
	wr(d, PUSH1, 1);
	wr(d, PULL1, 0);
	wr(d, CACHE_GET, rd(d, CACHE_GET) + 4);
	SGPU_ASSERT_EQ(run(d, 100).stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rd(d, CACHE_GET), rd(d, 0x003210));
	sgpu_device_destroy(d);
}

/* Regression: an error raised after the channel's slice ran out left
 * busy() true with nothing for step() to do, so an unbounded run never
 * returned. */
SGPU_TEST(error_after_a_long_slice_goes_idle)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, ninc(0, 0x100, 200));
	end += 200 * 4;
	end = PUSH(d, 1, end, inc(0, 0x180, 1), 0x999, ninc(0, 0x100, 300));
	end += 300 * 4;
	kick(d, 1, end);
	struct sgpu_run_result r = run(d, UINT64_MAX);
	SGPU_ASSERT_EQ(r.stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_CACHE_ERROR);
	SGPU_ASSERT_EQ(rec_count(d), 201);
	/* the pusher went on filling the CACHE while the puller waits */
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_GET)), PB(1) + end);
	SGPU_ASSERT(!sgpu_device_busy(d));
	sgpu_device_destroy(d);
}

SGPU_TEST(g84_ramfc_save_keeps_chan_inst_and_semaphore_state)
{
	sgpu_device *d = g80_chip("g84");
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0x10, 3), 0x12, 0x340, 0x77);
	kick(d, 1, end);
	run(d, 100);
	wr(d, CHAN_TABLE(1), table_entry(1)); /* stop: save */
	SGPU_ASSERT_EQ(mr(d, ramfc_of(1) + 0x98), CHAN(1) >> 12);
	SGPU_ASSERT_EQ(mr(d, ramfc_of(1) + 0x8c), 0x12);
	SGPU_ASSERT_EQ(mr(d, ramfc_of(1) + 0x90), 0x340);
	SGPU_ASSERT_EQ(mr(d, ramfc_of(1) + 0x94), 0x77);
	SGPU_ASSERT_EQ(mr(d, ramfc_of(1) + 0x10), PB(1) + end);
	/* the channel structure (G84: no RAMFC there) is untouched */
	SGPU_ASSERT_EQ(mr(d, CHAN(1) + 0x10), 0);
	sgpu_device_destroy(d);
}

SGPU_TEST(pmc_enable_resets_pfifo)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	uint32_t end = PUSH(d, 1, 0, 0x00000003u);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), INTR_DMA_PUSHER);
	SGPU_ASSERT(rd(d, PMC_INTR_HOST) & (1u << 8));
	wr(d, 0x000200, 0); /* PMC.ENABLE bit 8 cleared: PFIFO reset */
	SGPU_ASSERT_EQ(rd(d, PFIFO_INTR), 0);
	SGPU_ASSERT(!(rd(d, PMC_INTR_HOST) & (1u << 8)));
	SGPU_ASSERT_EQ(rd(d, CHAN_TABLE(1)), 0);
	SGPU_ASSERT_EQ(rd(d, USER(1, U_DMA_PUT)), 0);
	SGPU_ASSERT(!sgpu_device_busy(d));
	/* the USER area and the registers still work after the reset */
	SGPU_ASSERT_EQ(rd(d, PUSH0), 0);
	sgpu_device_destroy(d);
}

SGPU_TEST(playlist_in_system_memory)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	uint32_t one = 1;
	sgpu_mem_write(d, SGPU_SPACE_SYSMEM, 0x4000, &one, 4);
	wr(d, PLAYLIST, 2u << 28 | 4); /* SYSRAM_SNOOP, 0x4000 */
	wr(d, PLAYLIST_LEN, 1);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(rec_count(d), 1);
	/* an empty playlist runs nothing */
	wr(d, PLAYLIST_LEN, 0);
	end = PUSH(d, 1, end, inc(0, 0x100, 1), 1);
	kick(d, 1, end);
	SGPU_ASSERT_EQ(run(d, 100).stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rec_count(d), 1);
	/* a playlist outside memory: a guest error, the entries read so far */
	wr(d, PLAYLIST, 0x0fffffffu);
	wr(d, PLAYLIST_LEN, 4);
	SGPU_ASSERT_STR_CONTAINS(logcap.last, "playlist entry 0");
	sgpu_device_destroy(d);
}

/* Registers without a modelled effect read back what was written
 * (FIFO_ENDIAN, at window offset 0x1314, once overran their array). */
SGPU_TEST(stored_registers_read_back)
{
	sgpu_device *d = g80();
	const uint32_t regs[] = {0x002040, 0x002044, 0x002048, 0x00204c, 0x002054,
	                         0x002070, 0x002084, 0x002088, 0x00208c, 0x002090,
	                         0x002504, 0x002508, 0x00250c, 0x003314};
	for (size_t i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
		wr(d, regs[i], 0x1000 + (uint32_t)i);
	for (size_t i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
		SGPU_ASSERT_EQ(rd(d, regs[i]), 0x1000 + i);
	SGPU_ASSERT_EQ(logcap.guest, 0);
	/* unknown offsets: guest errors */
	wr(d, 0x002ffc, 1);
	SGPU_ASSERT_EQ(rd(d, 0x002ffc), 0);
	SGPU_ASSERT_EQ(logcap.guest, 2);
	sgpu_device_destroy(d);
}

/* A VM fault behind a MEM_FAULT is latched in PFB's VM_FAULT trap, where
 * nouveau's PFIFO interrupt handler looks (docs/hw/g80-vm.md). */
SGPU_TEST(paged_pushbuffer_fault_is_latched_in_pfb)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	/* the pushbuffer object becomes paged, with no page directory entry */
	mw(d, CHAN(1) + 0x1000, 0x3d | 0u << 16);
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC);
	kick(d, 1, end);
	run(d, 100);
	SGPU_ASSERT_EQ(dma_err(d), 6);
	SGPU_ASSERT_STR_CONTAINS(logcap.last, "MEM_FAULT");
	uint32_t st = rd(d, 0x100c90);
	SGPU_ASSERT_EQ(st >> 31, 1);
	wr(d, 0x100c90, 0);
	uint32_t w0 = rd(d, 0x100c94);
	SGPU_ASSERT_EQ(w0 & 0xf, 5);      /* engine PFIFO */
	SGPU_ASSERT_EQ(w0 >> 4 & 0xf, 0); /* PT_NOT_PRESENT */
	sgpu_device_destroy(d);
}

/* ------------------------------------------------------------------ big-endian mode */

static uint32_t swap32(uint32_t w)
{
	return w >> 24 | (w >> 8 & 0xff00u) | (w << 8 & 0xff0000u) | w << 24;
}

/* FIFO_ENDIAN PMC_OVERRIDE_ENABLE | MODE BIG: pushbuffer words, IB entries
 * and semaphores are big-endian (docs/hw/g80-pfifo.md, "Endianness"). */
SGPU_TEST(big_endian_pushbuffer_ib_and_semaphores)
{
	sgpu_device *d = g80_chip("g84");
	SGPU_ASSERT(d);
	wr(d, 0x003314, 3);
	SGPU_ASSERT_EQ(rd(d, 0x003314), 3);
	chan_setup(d, 1, false);
	const uint32_t w[] = {inc(0, 0, 1),
	                      H_REC,
	                      inc(0, 0x100, 2),
	                      0x11223344u,
	                      0x55667788u,
	                      inc(0, 0x60, 2),
	                      H_SEMSMALL,
	                      0x10,
	                      inc(0, 0x6c, 1),
	                      0xa1b2c3d4u,
	                      inc(0, 0x68, 1),
	                      0x01020304u,
	                      inc(0, 0x60, 1),
	                      H_SEM,
	                      inc(0, 0x10, 4),
	                      0,
	                      SEM_BUF + 0x40,
	                      0xcafe0001u,
	                      2,
	                      ninc(0, 0x200, 40)};
	uint32_t n = sizeof(w) / sizeof(w[0]);
	for (uint32_t i = 0; i < n; i++)
		mw(d, PB(1) + 4 * i, swap32(w[i]));
	for (uint32_t i = 0; i < 40; i++) /* a long run: the fast path's data loop */
		mw(d, PB(1) + 4 * (n + i), swap32(0x1000 + i));
	mw(d, SEM_BUF + 0x10, 0xaaaaaaaau);
	kick(d, 1, 4 * (n + 40));
	run(d, 5000);
	SGPU_ASSERT_EQ(dma_err(d), 0);
	SGPU_ASSERT_EQ(logcap.guest, 0);
	/* RELEASE wrote its value big-endian; the ACQUIRE of 0x01020304 reads
	 * it back as 0xa1b2c3d4 and blocks */
	SGPU_ASSERT_EQ(mr(d, SEM_BUF + 0x10), 0xd4c3b2a1u);
	SGPU_ASSERT_EQ(rd(d, PULL1) >> 4 & 1, 1);
	SGPU_ASSERT_EQ(rec_count(d), 3);
	SGPU_ASSERT(rec_is(d, 1, 1, 0, 0x100, 0x11223344u));
	SGPU_ASSERT(rec_is(d, 2, 1, 0, 0x104, 0x55667788u));
	mw(d, SEM_BUF + 0x10, swap32(0x01020304u));
	run(d, 5000);
	SGPU_ASSERT_EQ(rd(d, PULL1) >> 4 & 1, 0);
	/* WRITE_LONG: each word of {sequence, 0, timestamp} swapped */
	SGPU_ASSERT_EQ(mr(d, SEM_BUF + 0x40), swap32(0xcafe0001u));
	SGPU_ASSERT_EQ(mr(d, SEM_BUF + 0x44), 0);
	SGPU_ASSERT_EQ(rec_count(d), 43);
	SGPU_ASSERT(rec_is(d, 3, 1, 0, 0x200, 0x1000));
	SGPU_ASSERT(rec_is(d, 42, 1, 0, 0x200, 0x1000 + 39));
	sgpu_device_destroy(d);

	/* IB mode: the entries are big-endian too */
	d = g80();
	wr(d, 0x003314, 3);
	chan_setup(d, 3, true);
	const uint32_t v[] = {inc(0, 0, 1), H_REC, inc(0, 0x100, 1), 0x12345678u};
	for (uint32_t i = 0; i < 4; i++)
		mw(d, PB(3) + 4 * i, swap32(v[i]));
	ib_entry(d, 3, 0, PB(3), 4, false);
	for (uint32_t k = 0; k < 2; k++) { /* swap the entry's words in place */
		uint64_t at = IB(3) + 4 * k;
		mw(d, at, swap32(mr(d, at)));
	}
	wr(d, USER(3, U_IB_PUT), 1);
	run(d, 1000);
	SGPU_ASSERT_EQ(dma_err(d), 0);
	SGPU_ASSERT(rec_is(d, 1, 3, 0, 0x100, 0x12345678u));
	/* the override off (no PMC switch): little-endian again */
	wr(d, 0x003314, 1);
	uint32_t end = PUSH(d, 3, 0x100, inc(0, 0x104, 1), 0x9abc);
	ib_entry(d, 3, 1, PB(3) + 0x100, (end - 0x100) / 4, false);
	wr(d, USER(3, U_IB_PUT), 2);
	run(d, 1000);
	SGPU_ASSERT(rec_is(d, 2, 3, 0, 0x104, 0x9abc));
	sgpu_device_destroy(d);
}

/* An embedder's host writes through a memory view (sgpu_mem_get_view)
 * between runs reach the pusher, fast path included: the pinned
 * translation and its read-ahead (g80_vm_dma_pin) are checked again at
 * every step() call (docs/architecture.md, "Memory an embedder shares"). */
SGPU_TEST(host_writes_through_a_view_are_seen_between_runs)
{
	sgpu_device *d = g80();
	chan_setup(d, 1, false);
	struct sgpu_mem_view v;
	SGPU_ASSERT_EQ(sgpu_mem_get_view(d, SGPU_SPACE_VRAM, 0, 16u << 20, &v), SGPU_OK);
	uint8_t *vram = v.ptr;
	/* a long run of data words: the fast path pins the pushbuffer */
	uint32_t end = PUSH(d, 1, 0, inc(0, 0, 1), H_REC, ninc(0, 0x100, 64));
	for (unsigned i = 0; i < 64; i++)
		end = PUSH(d, 1, end, i);
	kick(d, 1, end);
	SGPU_ASSERT_EQ(run(d, 100000).stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rec_count(d), 65);

	/* through the view only: move the pushbuffer DMA object's base by
	 * 1 MiB, and put different commands at the old and new places */
	const uint32_t shift = 0x100000;
	uint32_t w = shift;
	memcpy(vram + CHAN(1) + 0x1000 + 8, &w, 4);
	for (unsigned i = 0; i < 33; i++) {
		uint32_t old_w = i ? 0xdead0000u + i : ninc(0, 0x104, 32);
		uint32_t new_w = i ? 0x600d0000u + i : ninc(0, 0x108, 32);
		memcpy(vram + PB(1) + end + 4 * i, &old_w, 4);
		memcpy(vram + shift + PB(1) + end + 4 * i, &new_w, 4);
	}
	kick(d, 1, end + 4 * 33);
	SGPU_ASSERT_EQ(run(d, 100000).stop, SGPU_RUN_IDLE);
	SGPU_ASSERT_EQ(rec_count(d), 65 + 32);
	SGPU_ASSERT(rec_is(d, 65, 1, 0, 0x108, 0x600d0001u));
	SGPU_ASSERT(rec_is(d, 96, 1, 0, 0x108, 0x600d0020u));

	/* a word rewritten in place, past what was fetched, is read anew */
	w = ninc(0, 0x10c, 1);
	memcpy(vram + shift + PB(1) + end + 4 * 33, &w, 4);
	w = 0x12345678u;
	memcpy(vram + shift + PB(1) + end + 4 * 34, &w, 4);
	kick(d, 1, end + 4 * 35);
	SGPU_ASSERT_EQ(run(d, 100000).stop, SGPU_RUN_IDLE);
	SGPU_ASSERT(rec_is(d, 97, 1, 0, 0x10c, 0x12345678u));
	SGPU_ASSERT_EQ(logcap.guest, 0);
	sgpu_device_destroy(d);
}
