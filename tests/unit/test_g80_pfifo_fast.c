/* The G80 PFIFO fast path (a pushbuffer read through a translation pinned
 * once per page, data runs dispatched in a tight loop) against the
 * reference path (every word re-reads the DMA object and page tables, one
 * scheduler decision per step): two devices, one with no_fast, fed the
 * same random pushbuffers, run with the same random budgets, must agree
 * on every run result, channel state, register, interrupt, log line and
 * every byte of memory. The streams mix jumps, calls, returns, errors,
 * IB entries, SLI masks, semaphores and objects; the pushbuffer is paged
 * with its pages shuffled (page crossings) or unpaged, and the record
 * buffer and semaphores may write over the pushbuffer and its page table
 * while it runs (the pin must notice). Odd seeds are chaos (every form,
 * junk, errors); even seeds are clean streams of long record runs cut by
 * DMA_PUT, IB entries and DMA_LIMIT in the middle of their data, which
 * keep the data-run loop busy (every fourth seed: bench_pushbuf's long
 * commands). Plans vary the playlist (a channel listed twice: pick()'s rr
 * cycles), leave channel 2 idle (channel 1's runs cross PFIFO's and the
 * run loop's slices: long turns), keep PTIMER busy with an alarm (runs
 * must stop at every run-loop slice), shrink the record buffer (it fills
 * in the middle of a run), and put it in channel 1's stream just ahead of
 * a long command (a run must not read what it writes); the host restarts
 * the record buffer, pokes CACHE entries, and every CACHE entry is also
 * compared as read through MMIO (the fast path leaves method words
 * pending). Mutating the fast path (no pin check, no PUT, DMA_LIMIT or
 * 0x180 bound, a missing step, no read-ahead or pin-dependency check, a
 * wrong rr, slice-end check, drop count, NI flag or pending CACHE word)
 * makes it fail. */
#include <stdlib.h>

#include "core/device.h"
#include "core/priv.h"
#include "harness.h"
#include "nv/host/g80_pfifo.h"
#include "nv/host/ramht.h"
#include "softgpu/softgpu.h"

#define VRAM_SIZE (4u << 20)
#define CHAN(c) (0x100000u + (c)*0x20000u)
#define PT(c) (0x180000u + (c)*0x10000u)
#define PBPHYS(c) (0x200000u + (c)*0x40000u)
#define PB_VA 0x20000u    /* paged pushbuffer object base */
#define PB_BYTES 0x10000u /* 16 pages; the IB ring is the last one */
#define IB_OFF 0xf000u
#define STREAM_WORDS (IB_OFF / 4)
#define REC_BUF_PLAIN 0x300000u
#define SEM_PLAIN 0x380000u
#define PL_ADDR 0x3000u

#define H_REC 0xbeef0001u
#define H_SW 0xbeef0002u
#define H_SEM 0xbeef0003u

struct side {
	sgpu_device *d;
	uint64_t log_hash;
	unsigned log_n;
};

static void fnv(uint64_t *h, const void *p, size_t n)
{
	const uint8_t *b = p;
	for (size_t i = 0; i < n; i++)
		*h = (*h ^ b[i]) * 0x100000001b3ull;
}

static void logged(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	struct side *s = user;
	fnv(&s->log_hash, &level, sizeof(level));
	fnv(&s->log_hash, cat, strlen(cat));
	fnv(&s->log_hash, msg, strlen(msg));
	s->log_n++;
}

static uint64_t rng_next(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static uint32_t rnd(uint64_t *s, uint32_t n)
{
	return (uint32_t)(rng_next(s) % n);
}

static void mw(sgpu_device *d, uint64_t a, uint32_t v)
{
	sgpu_mem_write(d, SGPU_SPACE_VRAM, a, &v, 4);
}

/* Everything a test case decides, drawn once from the seed. */
struct plan {
	bool g84, paged, clean, ib[2], alarm, quiet, big;
	uint32_t pl[3], pl_len; /* the playlist */
	uint32_t rec_buf, rec_size, sem_base, dma_limit[2];
	uint32_t page_of[16]; /* physical page of each pushbuffer page */
	uint32_t stream[2][STREAM_WORDS];
	uint32_t starts[2][STREAM_WORDS]; /* word indices where commands start */
	uint32_t nstarts[2];
	uint32_t ib_n[2];
	uint32_t ibe[2][64][2];
};

static uint32_t cmd_hdr(bool ni, unsigned subc, uint32_t mthd, unsigned count)
{
	return (ni ? 0x40000000u : 0) | count << 18 | subc << 13 | mthd;
}

static const uint32_t puller_mthds[] = {0x50, 0x80, 0x20, 0x24, 0x64, 0x6c, 0x68,
                                        0x60, 0x10, 0x14, 0x18, 0x1c, 0x04, 0x40};

static uint32_t pick_mthd(uint64_t *s)
{
	uint32_t r = rnd(s, 100);
	if (r < 55)
		return 0x100 + 4 * rnd(s, 0x20);
	if (r < 75)
		return 0x200 + 4 * rnd(s, 0x780);
	if (r < 82)
		return 0x180 + 4 * rnd(s, 0x20);
	return puller_mthds[rnd(s, sizeof(puller_mthds) / sizeof(puller_mthds[0]))];
}

static uint32_t pick_data(uint64_t *s, uint32_t mthd)
{
	if (mthd == 0x64 || mthd == 0x14)
		return 4 * rnd(s, 0x40) + (rnd(s, 10) == 0 ? 1 : 0);
	if (mthd == 0x1c)
		return rnd(s, 3) == 0 ? 2 : rnd(s, 2) ? 1 : 4;
	if (mthd == 0x10)
		return rnd(s, 8) == 0 ? 0x100 : 0;
	if (mthd == 0x60 || (mthd >= 0x180 && mthd < 0x200))
		return rnd(s, 4) ? H_SEM : 0xdead;
	if (mthd == 0x68)
		return rnd(s, 3);
	return (uint32_t)rng_next(s);
}

static uint32_t pick_subc(uint64_t *s)
{
	return rnd(s, 8) ? rnd(s, 3) : rnd(s, 8);
}

/* A stream of commands: mostly data runs for the record engine, with
 * every other form mixed in. */
static void gen_stream(uint64_t *s, uint32_t *w, bool ib, bool clean, bool longer, bool g84,
                       uint32_t *starts, uint32_t *nstarts)
{
	uint32_t i = 0, n = 0;
	uint32_t jumps[STREAM_WORDS], njumps = 0;
	for (unsigned subc = 0; subc < 8; subc++) {
		starts[n++] = i;
		w[i++] = cmd_hdr(false, subc, 0, 1);
		w[i++] = H_REC;
	}
	while (i < STREAM_WORDS) {
		/* clean streams: long record runs, binds, jumps and calls */
		uint32_t r =
		        clean ? (uint32_t[]){65, 65, 65, 65, 65, 65, 30, 40, 50, 59, 64}[rnd(s, 11)]
		              : rnd(s, 100);
		uint32_t left = STREAM_WORDS - i;
		uint32_t target = 4 * rnd(s, STREAM_WORDS);
		starts[n++] = i;
		if (r >= 38 && r < 58)
			jumps[njumps++] = i;
		if (r < 30 || (r >= 65 && left > 2)) {
			bool ni = rnd(s, 3) == 0;
			uint32_t subc = clean ? rnd(s, 3) : pick_subc(s);
			uint32_t mthd = r < 30 ? pick_mthd(s) : clean && rnd(s, 2) ? 0x200 : 0x100;
			uint32_t count = rnd(s, clean ? 3 : 10) == 0 ? rnd(s, 300) : rnd(s, 24);
			if (longer && rnd(s, 2))
				count = 100 + rnd(s, 1948); /* bench_pushbuf's kind */
			w[i++] = cmd_hdr(ni, subc, mthd, count);
			for (uint32_t k = 0; k < count && i < STREAM_WORDS; k++)
				w[i++] = r < 30 ? pick_data(s, mthd) : (uint32_t)rng_next(s);
		} else if (r == 64 && g84 && left >= 7) {
			/* a G84 WRITE_LONG in a clean stream: its PTIMER
			 * timestamp, late in a long turn */
			w[i++] = cmd_hdr(false, 0, 0x60, 1);
			w[i++] = H_SEM;
			w[i++] = cmd_hdr(false, 0, 0x10, 4);
			w[i++] = 0;
			w[i++] = 16 * rnd(s, 0x100);
			w[i++] = (uint32_t)rng_next(s);
			w[i++] = 2;
		} else if (r < 38 && left >= 2) {
			/* the record engine on subchannels 0-2, anything on 3-7 */
			static const uint32_t handles[] = {H_REC, H_REC, H_REC, H_REC,
			                                   H_SW,  H_SEM, 0xdead};
			uint32_t subc = rnd(s, 8);
			w[i++] = cmd_hdr(false, subc, 0, 1);
			w[i++] = subc < 3 || clean ? H_REC : handles[rnd(s, 7)];
		} else if (r < 46) {
			if (ib && left >= 2) {
				w[i++] = 0x00030000u | pick_subc(s) << 13 | 0x100;
				w[i++] = rnd(s, 20);
			} else {
				w[i++] = target | 1; /* jump */
			}
		} else if (r < 52) {
			w[i++] = target | 2; /* call */
		} else if (r < 56) {
			w[i++] = 0x00020000u; /* return */
		} else if (r < 58) {
			w[i++] = 0x20000000u | target; /* old jump */
		} else if (r < 62) {
			/* SLI: a run of them (channel 1 has SLI enabled, mask
			 * 0x00f; channel 2 not: INVALID_CMD) */
			uint32_t run = rnd(s, 3) ? 1 + rnd(s, 40) : 1;
			for (uint32_t k = 0; k < run && i < STREAM_WORDS; k++)
				w[i++] = 0x00010000u | (rnd(s, 2)   ? rnd(s, 0x1000)
				                        : rnd(s, 2) ? 0xff0
				                                    : 0x00)
				                               << 4;
			if (clean) /* ending on a mask that keeps channel 1's data */
				w[i - 1] = 0x00010000u | 0xff0u << 4;
		} else if (r < 63) {
			w[i++] = (uint32_t)rng_next(s);
		} else {
			n--;
		}
	}
	/* most jumps and calls go to a command */
	for (uint32_t k = 0; k < njumps; k++) {
		uint32_t j = jumps[k], t = 4 * starts[rnd(s, n)];
		if (rnd(s, 8) == 0 || j >= STREAM_WORDS)
			continue;
		if (rnd(s, 6) == 0)
			t = 4 * j; /* to itself: a spin the fast path only counts */
		if ((w[j] & 0xe0000003) == 0x20000000)
			w[j] = 0x20000000u | t;
		else if ((w[j] & 3) == 1 || (w[j] & 3) == 2)
			w[j] = t | (w[j] & 3);
	}
	*nstarts = n;
}

static void make_plan(struct plan *p, uint64_t seed)
{
	uint64_t s = seed * 0x9e3779b97f4a7c15ull + 1;
	memset(p, 0, sizeof(*p));
	p->g84 = rnd(&s, 2);
	p->paged = rnd(&s, 3) != 0;
	p->clean = seed % 2 == 0;
	/* a PTIMER alarm keeps another unit busy now and then (PFIFO's runs
	 * must then stop at every run-loop slice) */
	p->alarm = rnd(&s, 3) == 0;
	/* channel 2 without work until the host gives it some: channel 1
	 * alone runs long past its slices */
	p->quiet = rnd(&s, 3) == 0;
	/* big-endian pushbuffers, IB entries and semaphores */
	p->big = rnd(&s, 4) == 0;
	/* record buffers that fill up in the middle of a run, now and then */
	p->rec_size = (uint32_t[]){0x8000, 0x1000, 0x806, 0x2ffe}[rnd(&s, 4)];
	/* the playlist: both channels, one, or one of them twice (pick()'s
	 * rr then cycles) */
	static const uint32_t pls[4][4] = {{2, 1, 2}, {1, 1}, {3, 1, 2, 1}, {3, 2, 1, 1}};
	const uint32_t *pl = pls[rnd(&s, 4)];
	p->pl_len = pl[0];
	for (uint32_t k = 0; k < p->pl_len; k++)
		p->pl[k] = pl[1 + k];
	uint32_t o = rnd(&s, 6);
	/* records reach a pushbuffer page, or the pushbuffer's PTEs after
	 * some 150 methods, or overwrite channel 1's stream just ahead of
	 * where it reads (in its first page: set below, once it is known) */
	p->rec_buf = o == 0 ? PBPHYS(1) + 0x1000 : o == 1 ? PT(1) + 0x108 - 4 * 150 : REC_BUF_PLAIN;
	bool ahead = o == 2;
	o = rnd(&s, 4);
	p->sem_base = o == 0 ? PT(1) : o == 1 ? PBPHYS(1) : SEM_PLAIN;
	for (unsigned i = 0; i < 16; i++)
		p->page_of[i] = i;
	for (unsigned i = 14; i > 0; i--) { /* shuffle the stream pages */
		unsigned j = rnd(&s, i + 1);
		uint32_t t = p->page_of[i];
		p->page_of[i] = p->page_of[j];
		p->page_of[j] = t;
	}

	for (unsigned c = 0; c < 2; c++) {
		p->ib[c] = rnd(&s, 2);
		gen_stream(&s, p->stream[c], p->ib[c], p->clean, p->clean && seed % 4 == 0, p->g84,
		           p->starts[c], &p->nstarts[c]);
		/* NV4-style DMA_LIMIT inside the stream; in clean streams inside
		 * the data of a long command, so that a run meets it */
		p->dma_limit[c] = 0x2000 + 4 * rnd(&s, 0x3000);
		for (unsigned k = 8; p->clean && k < p->nstarts[c]; k++) {
			/* the first long command the channel runs into from 0 */
			uint32_t at = p->starts[c][k], w = p->stream[c][at];
			if ((w & 3) != 0 || (w & 0xa0030000u) != 0)
				break; /* a jump or call comes first */
			if ((w >> 18 & 0x7ff) >= 8) {
				p->dma_limit[c] = 4 * (at + 1 + rnd(&s, 6));
				break;
			}
		}
		/* records written into the data of channel 1's first long
		 * command, ahead of where a run reads */
		for (unsigned k = 8; ahead && c == 0 && k < p->nstarts[0]; k++) {
			uint32_t at = p->starts[0][k], w = p->stream[0][at];
			p->dma_limit[0] = IB_OFF; /* not in the way */
			if ((w & 3) == 0 && (w & 0xa0030000u) == 0 && (w >> 18 & 0x7ff) >= 40) {
				uint32_t va = 4 * (at + 1 + rnd(&s, 8));
				p->rec_buf =
				        PBPHYS(1) + va % 0x1000 +
				        (p->paged ? 0x1000 * p->page_of[va >> 12] : va & ~0xfffu);
				break;
			}
		}
		p->ib_n[c] = 1 + rnd(&s, 63);
		for (unsigned k = 0; k < 64; k++) {
			uint32_t a = k == 0 ? 0 : rnd(&s, p->nstarts[c]); /* 0: the binds */
			uint32_t start = p->starts[c][a], n = rnd(&s, 400);
			if (p->clean) { /* whole commands: from the prologue on, then */
				uint32_t b = a + 1 + rnd(&s, 24);
				n = (b < p->nstarts[c] ? p->starts[c][b] : STREAM_WORDS) - start;
			}
			if (start + n > STREAM_WORDS)
				n = STREAM_WORDS - start;
			if (!p->clean && rnd(&s, 20) == 0)
				n = 0; /* IB_EMPTY */
			p->ibe[c][k][0] = 4 * start;
			p->ibe[c][k][1] = n << 10 | (rnd(&s, 4) == 0 ? 1u << 9 : 0);
		}
	}
}

static void dmaobj(sgpu_device *d, uint64_t at, uint32_t target, uint64_t base, uint64_t limit)
{
	mw(d, at + 0, 0x3d | target << 16 | 2u << 18);
	mw(d, at + 4, (uint32_t)limit);
	mw(d, at + 8, (uint32_t)base);
	mw(d, at + 12, (uint32_t)(base >> 32 & 0xff) | (uint32_t)(limit >> 32) << 24);
	mw(d, at + 16, 0);
	mw(d, at + 20, 0);
}

static void ramht_insert(sgpu_device *d, uint64_t ch, uint32_t handle, uint32_t ctx)
{
	uint32_t h = nv_ramht_hash(handle, 9, 0);
	for (unsigned i = 0; i < 512; i++) {
		uint64_t at = ch + 0x8000 + ((h + i) & 511) * 8;
		uint32_t v = 0;
		sgpu_mem_read(d, SGPU_SPACE_VRAM, at + 4, &v, 4);
		if (v == 0) {
			mw(d, at, handle);
			mw(d, at + 4, ctx);
			return;
		}
	}
}

/* A word as PFIFO reads it from memory in the plan's endianness. */
static uint32_t fifo_word(const struct plan *p, uint32_t w)
{
	return p->big ? w >> 24 | (w >> 8 & 0xff00u) | (w << 8 & 0xff0000u) | w << 24 : w;
}

static void chan_setup(sgpu_device *d, const struct plan *p, unsigned c)
{
	unsigned chid = c + 1;
	uint64_t ch = CHAN(chid), fc = ch + (p->g84 ? 0x18000u : 0);
	uint32_t pd = p->g84 ? 0x200 : 0x1400;
	if (p->paged) {
		dmaobj(d, ch + 0x1000, 0, PB_VA, PB_VA + PB_BYTES - 1);
		mw(d, ch + pd, PT(chid) | 3); /* small pages, VRAM, 0x20000 entries */
		mw(d, ch + pd + 4, 0);
		for (unsigned i = 0; i < 16; i++) {
			uint32_t phys = PBPHYS(chid) + 0x1000 * p->page_of[i];
			mw(d, PT(chid) + (PB_VA / 0x1000 + i) * 8, phys | 1);
			mw(d, PT(chid) + (PB_VA / 0x1000 + i) * 8 + 4, 0);
		}
	} else {
		dmaobj(d, ch + 0x1000, 1, PBPHYS(chid), PBPHYS(chid) + PB_BYTES - 1);
	}
	for (unsigned i = 0; i < STREAM_WORDS; i++) {
		uint32_t va = 4 * i;
		uint32_t phys =
		        p->paged ? PBPHYS(chid) + 0x1000 * p->page_of[va >> 12] + (va & 0xfff)
		                 : PBPHYS(chid) + va;
		mw(d, phys, fifo_word(p, p->stream[c][i]));
	}
	uint32_t ibphys = PBPHYS(chid) + (p->paged ? 0x1000 * p->page_of[15] : IB_OFF);
	for (unsigned k = 0; k < 64; k++) {
		mw(d, ibphys + 8 * k, fifo_word(p, p->ibe[c][k][0]));
		mw(d, ibphys + 8 * k + 4, fifo_word(p, p->ibe[c][k][1]));
	}
	dmaobj(d, ch + 0x1020, 1, p->sem_base, p->sem_base + 0xffff);
	mw(d, ch + 0x1040, 0x5397);
	ramht_insert(d, ch, H_REC, 7u << 20 | 0x104);
	ramht_insert(d, ch, H_SW, 0u << 20 | 0x106);
	ramht_insert(d, ch, H_SEM, 0u << 20 | 0x102);
	if (p->ib[c]) {
		mw(d, fc + 0x3c, 0x403f6078);
		mw(d, fc + 0x50, IB_OFF);
		mw(d, fc + 0x54, 6u << 16);
	} else {
		mw(d, fc + 0x3c, 0x003f6078);
		mw(d, fc + 0x4c, p->dma_limit[c]);
	}
	mw(d, fc + 0x48, 0x100);
	mw(d, fc + 0x60, 0x7fffffff);
	mw(d, fc + 0x7c, 0x30000fffu ^ (chid == 2 ? 0x20000000u : 0) ^ 0x00000ff0u);
	mw(d, fc + 0x80, 4u << 24 | 0x8000 >> 4);
	if (p->g84)
		mw(d, fc + 0x98, (uint32_t)(ch >> 12));
	uint32_t te = p->g84 ? (uint32_t)(fc >> 8) : (uint32_t)(ch >> 12);
	sgpu_mmio_wr32(d, 0x002600 + 4 * chid, 0x80000000u | te);
}

static sgpu_device *build(const struct plan *p, struct side *sd, bool fast)
{
	sgpu_device *d = NULL;
	struct sgpu_device_config cfg = {.vram_size = VRAM_SIZE, .sysmem_size = 1u << 16};
	if (sgpu_device_create(p->g84 ? "g84" : "g80", &cfg, &d) != SGPU_OK)
		return NULL;
	sd->d = d;
	sd->log_hash = 0xcbf29ce484222325ull;
	sd->log_n = 0;
	sgpu_set_log_callback(d, logged, sd);
	struct sgpu_unit *u = sgpu_dev_unit(d, "PFIFO");
	((struct g80_pfifo *)u->priv)->no_fast = !fast;
	sgpu_mmio_wr32(d, 0x000200, 0);
	sgpu_mmio_wr32(d, 0x000200, 0xffffffffu);
	sgpu_mmio_wr32(d, 0x002100, 0xffffffffu);
	sgpu_mmio_wr32(d, 0x002140, 0xffffffffu);
	sgpu_mmio_wr32(d, 0x003200, 1);
	sgpu_mmio_wr32(d, 0x003250, 1);
	sgpu_mmio_wr32(d, 0x002500, 1);
	sgpu_mmio_wr32(d, 0x000140, 1);
	sgpu_mmio_wr32(d, 0x003314, p->big ? 3 : 0);
	sgpu_mmio_wr32(d, 0x0ff008, p->rec_buf);
	sgpu_mmio_wr32(d, 0x0ff014, p->rec_size);
	sgpu_mmio_wr32(d, 0x0ff004, 1);
	for (unsigned c = 0; c < 2; c++)
		chan_setup(d, p, c);
	for (uint32_t k = 0; k < p->pl_len; k++)
		mw(d, PL_ADDR + 4 * k, p->pl[k]);
	sgpu_mmio_wr32(d, 0x0032f4, PL_ADDR >> 12);
	sgpu_mmio_wr32(d, 0x0032ec, p->pl_len);
	if (p->alarm) {
		sgpu_mmio_wr32(d, 0x009420, 300);
		sgpu_mmio_wr32(d, 0x009140, 1);
	}
	/* ring the doorbells */
	for (unsigned c = 0; c < (p->quiet ? 1u : 2u); c++) {
		uint32_t user = 0xc00000u + 0x2000u * (c + 1);
		if (p->ib[c])
			sgpu_mmio_wr32(d, user + 0x8c, p->ib_n[c]);
		else
			sgpu_mmio_wr32(d, user + 0x40, IB_OFF - 4 * (c + 1));
	}
	return d;
}

/* The host's part after a run: service what is pending, the way nouveau
 * does, or leave it pending (both sides get the same writes). */
static void host_turn(sgpu_device *d, const struct plan *p, uint32_t choice)
{
	uint32_t c = (sgpu_mmio_rd32(d, 0x003204) & 0x7f) == 2;
	uint32_t intr = sgpu_mmio_rd32(d, 0x002100);
	/* the driver remaps channel 1's pushbuffer now and then: swaps the
	 * PTEs of its first two pages, or moves the unpaged object by a page */
	if ((choice & 0x44) == 0x44) {
		uint32_t a = 0, b = 0;
		if (p->paged) {
			uint64_t pte = PT(1) + (PB_VA / 0x1000) * 8;
			sgpu_mem_read(d, SGPU_SPACE_VRAM, pte, &a, 4);
			sgpu_mem_read(d, SGPU_SPACE_VRAM, pte + 8, &b, 4);
			mw(d, pte, b);
			mw(d, pte + 8, a);
		} else {
			sgpu_mem_read(d, SGPU_SPACE_VRAM, CHAN(1) + 0x1008, &a, 4);
			mw(d, CHAN(1) + 0x1008, a ^ 0x1000);
		}
	}
	/* the alarm again, some time from now */
	if (p->alarm && (choice & 3) == 1) {
		sgpu_mmio_wr32(d, 0x009100, 1);
		sgpu_mmio_wr32(d, 0x009420, sgpu_mmio_rd32(d, 0x009400) + 32 * (choice + 1));
	}
	/* the host pokes a CACHE entry of the current channel (a method
	 * word the fast path may not have written yet) */
	if ((choice & 0x3c) == 0x0c)
		sgpu_mmio_wr32(d, 0x090000 + 8 * (choice * 13 % 512), 0x2104 + 4 * choice);
	/* the record buffer starts over (which also closes its open run) */
	if ((choice & 0x61) == 0x21) {
		sgpu_mmio_wr32(d, 0x0ff018, 0);
		sgpu_mmio_wr32(d, 0x0ff028, choice & 2 ? 0 : 4 * choice);
	}
	/* a stalled engine, for a round now and then */
	sgpu_mmio_wr32(d, 0x0ff004, (choice & 0x70) == 0x70 ? 3 : 1);
	if (choice % 4 == 0)
		return;
	if (intr & (1u << 12)) {
		sgpu_mmio_wr32(d, 0x003364, 0);
		/* skip to PUT, or restart somewhere in the stream */
		uint32_t get = choice & 8 ? sgpu_mmio_rd32(d, 0x003240)
		                          : 4 * p->starts[c][choice * 37 % p->nstarts[c]];
		sgpu_mmio_wr32(d, 0x003244, get);
		sgpu_mmio_wr32(d, 0x003328, 0);
		sgpu_mmio_wr32(d, 0x003228, 0);
		sgpu_mmio_wr32(d, 0x003220, 1);
	}
	if (intr & 1) /* the driver's software method: skip it, or all */
		sgpu_mmio_wr32(d, 0x003270,
		               choice & 64 ? sgpu_mmio_rd32(d, 0x003210)
		                           : sgpu_mmio_rd32(d, 0x003270) + 4);
	if (intr & ((1u << 20) | 1)) {
		if (choice & 16)
			sgpu_mmio_wr32(d, 0x003254, 0); /* drop a blocked acquire */
		sgpu_mmio_wr32(d, 0x003250, 1);
	}
	sgpu_mmio_wr32(d, 0x002100, intr);
	/* more work: a new DMA_PUT, or more IB entries */
	uint32_t user = 0xc00000u + 0x2000u * (1 + (choice >> 1 & 1));
	if (choice & 4) {
		/* PUT at a command, or anywhere (in the middle of a command's data) */
		uint32_t put = choice & 1 ? 4 * p->starts[0][choice * 53 % p->nstarts[0]]
		                          : 4 * (choice * 97 % STREAM_WORDS);
		if ((choice & 0x18) == 0x18)
			put = IB_OFF; /* past any DMA_LIMIT */
		sgpu_mmio_wr32(d, user + 0x40, put);
		sgpu_mmio_wr32(d, user + 0x8c,
		               (sgpu_mmio_rd32(d, user + 0x8c) + 1 + choice % 8) % 64);
	}
}

static bool same_state(struct side *a, struct side *b, uint64_t seed, unsigned round)
{
	static uint8_t ma[VRAM_SIZE], mb[VRAM_SIZE];
	struct g80_pfifo *pa = sgpu_dev_unit(a->d, "PFIFO")->priv;
	struct g80_pfifo *pb = sgpu_dev_unit(b->d, "PFIFO")->priv;
	const char *what = NULL;
	/* the current channel's CACHE as the host reads it, pending method
	 * words and all */
	for (uint32_t r = 0x090000; r < 0x091000 && !what; r += 4)
		if (sgpu_mmio_rd32(a->d, r) != sgpu_mmio_rd32(b->d, r))
			what = "CACHE as read through MMIO";
	/* the CACHE method words the fast path left pending, written out as
	 * the host's first look at them would */
	for (unsigned c = 0; c < G80_PFIFO_CHANNELS; c++) {
		g80_cache_settle(&pa->chan[c]);
		g80_cache_settle(&pb->chan[c]);
	}
	sgpu_mem_read(a->d, SGPU_SPACE_VRAM, 0, ma, VRAM_SIZE);
	sgpu_mem_read(b->d, SGPU_SPACE_VRAM, 0, mb, VRAM_SIZE);
	if (memcmp(ma, mb, VRAM_SIZE) != 0)
		what = "memory";
	for (unsigned c = 1; c <= 2 && !what; c++)
		if (memcmp(&pa->chan[c], &pb->chan[c], sizeof(pa->chan[c])) != 0)
			what = "channel state";
	if (!what &&
	    (pa->intr != pb->intr || pa->chid != pb->chid || pa->rr != pb->rr ||
	     pa->stamp != pb->stamp || pa->slice_left != pb->slice_left || pa->yield != pb->yield ||
	     pa->pull_access != pb->pull_access || pa->dma_push_access != pb->dma_push_access))
		what = "PFIFO state";
	if (!what && (sgpu_irq_lines(a->d) != sgpu_irq_lines(b->d) ||
	              sgpu_irq_level(a->d) != sgpu_irq_level(b->d)))
		what = "interrupts";
	if (!what && sgpu_device_time(a->d) != sgpu_device_time(b->d))
		what = "time";
	if (!what && a->d->run_next != b->d->run_next)
		what = "run loop rotation"; /* long turns' rounds */
	for (uint32_t r = 0x0ff000; r < 0x0ff02c && !what; r += 4)
		if (sgpu_mmio_rd32(a->d, r) != sgpu_mmio_rd32(b->d, r))
			what = "record registers";
	for (uint32_t r = 0x100c90; r < 0x100c98 && !what; r += 4)
		if (sgpu_mmio_rd32(a->d, r) != sgpu_mmio_rd32(b->d, r))
			what = "VM fault trap";
	if (!what && (a->log_hash != b->log_hash || a->log_n != b->log_n))
		what = "log";
	if (what)
		fprintf(stderr, "seed %llu round %u: fast and reference paths differ in %s\n",
		        (unsigned long long)seed, round, what);
	return !what;
}

SGPU_TEST(pfifo_fast_path_matches_reference)
{
	static struct plan p;
	uint64_t fast_steps_seen = 0;
	for (uint64_t seed = 1; seed <= 32; seed++) {
		make_plan(&p, seed);
		struct side ref = {0}, fast = {0};
		SGPU_ASSERT(build(&p, &ref, false) && build(&p, &fast, true));
		uint64_t s = seed ^ 0x5eed;
		bool ok = same_state(&ref, &fast, seed, 0);
		for (unsigned round = 1; round <= 40 && ok; round++) {
			uint64_t budget = rnd(&s, 4) == 0 ? 1 + rnd(&s, 7) : 1 + rnd(&s, 5000);
			struct sgpu_run_result ra = {0}, rb = {0};
			sgpu_run(ref.d, budget, &ra);
			sgpu_run(fast.d, budget, &rb);
			if (ra.steps != rb.steps || ra.stop != rb.stop) {
				fprintf(stderr, "seed %llu round %u: run %llu/%d vs %llu/%d\n",
				        (unsigned long long)seed, round,
				        (unsigned long long)ra.steps, (int)ra.stop,
				        (unsigned long long)rb.steps, (int)rb.stop);
				ok = false;
				break;
			}
			ok = same_state(&ref, &fast, seed, round);
			uint32_t choice = rnd(&s, 128);
			host_turn(ref.d, &p, choice);
			host_turn(fast.d, &p, choice);
		}
		fast_steps_seen +=
		        ((struct g80_pfifo *)sgpu_dev_unit(fast.d, "PFIFO")->priv)->fast_steps;
		sgpu_device_destroy(ref.d);
		sgpu_device_destroy(fast.d);
		SGPU_ASSERT(ok);
	}
	if (getenv("FAST_DEBUG"))
		fprintf(stderr, "%llu steps on the fast path\n",
		        (unsigned long long)fast_steps_seen);
	SGPU_ASSERT(fast_steps_seen > 5000); /* the fast path did run */
}
