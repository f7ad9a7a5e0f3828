/* G80 PFIFO internals, shared by g80_pfifo.c (registers, channels,
 * scheduling), g80_pusher.c (the DMA pusher) and g80_puller.c (the
 * puller). Facts and choices: docs/hw/g80-pfifo.md. */
#ifndef SGPU_NV_HOST_G80_PFIFO_H
#define SGPU_NV_HOST_G80_PFIFO_H

#include "nv/engine.h"
#include "nv/host/pushbuf.h"
#include "nv/mmu/vm.h"
#include "nv/nv.h"

#define G80_PFIFO_CHANNELS 128
/* The CACHE between pusher and puller: 0x1000 bytes of 8-byte entries
 * in the G80 channel structure (seed 000 L4926-4949), so 512 entries;
 * GET/PUT count bytes of 4 per entry (nouveau nv04_fifo_cache_error). */
#define G80_CACHE_ENTRIES 512
#define G80_ENGINES 16 /* the 4-bit fields of CACHE1.ENGINE */
#define G80_ENGINE_SOFTWARE 0

/* DMA_PUSHER error codes, DMA_STATE bits 29-31 (seed 000 L5603-5615). */
enum g80_pusher_err {
	G80_DMA_OK = 0,
	G80_DMA_CALL_SUBR_ACTIVE = 1,
	G80_DMA_INVALID_MTHD = 2,
	G80_DMA_RET_SUBR_INACTIVE = 3,
	G80_DMA_INVALID_CMD = 4,
	G80_DMA_IB_EMPTY = 5,
	G80_DMA_MEM_FAULT = 6,
};

/* SEMAPHORE error subtypes, G80:GF100 (seed 000 L6218-6231), kept in
 * PULL0 bits 20-23 (envytools rnndb g80_pfifo.xml). */
enum g80_sem_err {
	G80_SEM_OK = 0,
	G80_SEM_ADDRESS_UNALIGNED = 1,
	G80_SEM_INVALID_STATE = 2,
	G80_SEM_ADDRESS_TOO_LARGE = 3,
	G80_SEM_MEM_FAULT = 4,
};

/* PFIFO.INTR bits (envytools rnndb g80_pfifo.xml). */
#define G80_INTR_CACHE_ERROR (1u << 0)
#define G80_INTR_DMA_PUSHER (1u << 12)
#define G80_INTR_SEMAPHORE (1u << 20)
#define G80_INTR_NOTIFY (1u << 30)

/* CACHE1.PULL0 bits. */
#define G80_PULL0_ACCESS (1u << 0)
#define G80_PULL0_HASH_FAILED (1u << 4)
#define G80_PULL0_DEVICE_SOFTWARE (1u << 8)
#define G80_PULL0_ACQUIRE_BUSY (1u << 16)
#define G80_PULL0_INVALID_ENGINE (1u << 24)

/* One channel's PFIFO context: what RAMFC holds (rnndb G80_RAMFC), kept
 * resident while the channel is enabled (docs/hw/g80-pfifo.md,
 * "Channels"). */
struct g80_fifo_chan {
	bool enabled;   /* CHAN_TABLE bit 31 */
	uint32_t desc;  /* channel descriptor (seed 000 L4926-4949) */
	uint64_t inst;  /* channel structure linear address */
	uint64_t ramfc; /* RAMFC address: inst on G80, CHAN_TABLE-given on G84+ */
	uint32_t table; /* CHAN_TABLE word */

	/* pusher */
	uint32_t dma_pushbuffer; /* DMA object selector (RAMFC 0x48) */
	uint32_t dma_limit;
	uint64_t dma_put, dma_get, dma_mget;
	uint32_t dma_put_high_ws, dma_put_high_rs, dma_get_high_rs, dma_mget_high_rs;
	bool dma_mget_val, dma_mget_val_rs;
	uint32_t st_mthd; /* method index */
	uint32_t st_subc;
	uint32_t st_mcnt;
	bool st_ni, st_lenp;
	uint32_t dcount_shadow, dma_get_jmp_shadow, rsvd_shadow, data_shadow;
	uint32_t ref;
	bool subr_active;
	uint32_t subr_return;
	bool sli_enable, sli_active;
	uint32_t sli_mask;
	bool ib_enable, nonmain;
	uint32_t ib_put, ib_get;
	uint64_t ib_address;
	unsigned ib_order;
	uint32_t dma_fetch, dma_timeslice, unk88; /* stored, unused */
	enum g80_pusher_err dma_err;

	/* CACHE */
	/* Entry i: cache_mthd[i] (byte address | subc << 13, the NV40
	 * CACHE1_METHOD layout) and cache_data[i]; two arrays, so that a run
	 * of entries is filled by vector stores. */
	uint32_t cache_mthd[G80_CACHE_ENTRIES], cache_data[G80_CACHE_ENTRIES];
	/* Method words not written yet: the lazy_n entries from slot
	 * lazy_at hold lazy_w + lazy_step * i (the last G80_CACHE_ENTRIES of
	 * them survive). Only g80_cache_mthd reads and g80_cache_set_mthd
	 * writes cache_mthd, so that nothing sees the difference. */
	uint32_t lazy_at, lazy_n, lazy_w, lazy_step;
	uint32_t cache_get, cache_put; /* entry indices, mod G80_CACHE_ENTRIES */

	/* puller */
	uint8_t engines[8];
	uint8_t last_engine;
	uint32_t
	        ramht; /* RAMFC 0x80: [0:15] offset >> 4, [24:25] SEARCH, [26] FULL, [27:28] SIZE */
	uint32_t pull0; /* error and status bits; ACCESS lives in pfifo.pull_access */
	bool acquire_active;
	bool acquire_source;   /* 0: old (offset), 1: new (address) */
	unsigned acquire_mode; /* 0 EQUAL, 1 GEQUAL, 2 invalid op: never satisfied */
	uint32_t acquire_value, acquire_timeout, acquire_timestamp;
	uint32_t dma_semaphore; /* selector */
	uint32_t semaphore_offset;
	bool semaphore_off_val;
	uint64_t semaphore_address;
	uint32_t semaphore_sequence;
};

/* A pushbuffer translation pinned by the fast path (g80_pusher.c). */
struct g80_pusher_pin {
	bool ok;    /* vm holds a pin */
	bool check; /* memory may have changed since: validate before use */
	struct g80_vm_pin vm;
};

struct g80_pfifo {
	struct sgpu_unit *u;
	const struct nv_pfifo_params *p;
	struct sgpu_memspace *vram, *sysmem;
	struct g80_vm *vm;
	struct g80_vm own_vm; /* when the chip has no PFB */
	uint32_t intr, intr_en;
	uint32_t caches;                 /* 0x2500 */
	bool push_access;                /* CACHE1.PUSH0 / DMA_PUSH access */
	bool pull_access;                /* CACHE1.PULL0.ACCESS */
	uint32_t playlist, playlist_len; /* 0x32f4; the committed length */
	uint8_t pl[256];                 /* the committed playlist */
	bool listed[G80_PFIFO_CHANNELS]; /* channel ids on it */
	bool dma_push_access;            /* CACHE1.DMA_PUSH.ACCESS */
	uint32_t kick, hash;
	uint32_t stored[0x2000 / 4]; /* registers kept without effect, by window offset / 4 */
	uint32_t ramht_reg, delay, slice_reg, sli_reg, fifo_endian;
	uint32_t chid;       /* current channel (CACHE1.PUSH1) */
	unsigned rr;         /* playlist position of the next channel to try */
	uint32_t stamp;      /* counts puller steps, for acquire_timestamp */
	bool yield;          /* YIELD: switch channels after this step */
	uint64_t step_spent; /* steps spent in the current step() call */
	/* The fast path's pin, kept between step() calls (checked again at
	 * the start of each: the host may have written memory). */
	struct g80_pusher_pin pin;
	unsigned slice_left; /* steps the current channel may still take */
	struct sgpu_unit *engine_unit[G80_ENGINES];
	struct g80_fifo_chan chan[G80_PFIFO_CHANNELS];
	/* Register names of the USER region (last: reset keeps them): "C<chid>_<REG>", 10 a
	 * channel. */
	struct sgpu_reg_name user_regs[G80_PFIFO_CHANNELS * 10];
	char user_names[G80_PFIFO_CHANNELS * 10][20];
	/* Tests: the reference path only, and the steps the fast path took
	 * (both kept over reset). */
	bool no_fast;
	/* FIFO_ENDIAN with PMC_OVERRIDE_ENABLE and MODE BIG: pushbuffer
	 * words, IB entries and semaphores are big-endian (g80_fifo_word). */
	bool big_endian;
	/* A long turn (sgpu_unit_turn): its end, which a fast-path run may
	 * reach past the current slice's end when far_ok, and the steps of
	 * its whole slices booked so far, which model time includes. */
	struct sgpu_turn turn;
	uint64_t fast_steps;
};

/* g80_pfifo.c */
void g80_pfifo_intr(struct g80_pfifo *pf, uint32_t bits);
/* Memory through a DMA object of channel c (selector = offset >> 4 in the
 * channel structure). False on a fault (out of limit, bad object,
 * unmapped page), after logging it. */
bool g80_dma_read(struct g80_pfifo *pf, const struct g80_fifo_chan *c, uint32_t sel, uint64_t off,
                  void *buf, size_t len, const struct g80_vm_access *acc);
bool g80_dma_write(struct g80_pfifo *pf, const struct g80_fifo_chan *c, uint32_t sel, uint64_t off,
                   const void *buf, size_t len);
uint64_t g80_pfifo_time(struct g80_pfifo *pf);

/* g80_pusher.c: one word (or one IB entry); false when it has no work. */
bool g80_pusher_has_work(const struct g80_pfifo *pf, const struct g80_fifo_chan *c);
void g80_pusher_step(struct g80_pfifo *pf, struct g80_fifo_chan *c);
/* The pusher's fast word read (docs/hw/g80-pfifo.md, "Fast path"): the
 * same step as g80_pusher_step for a pushbuffer word, reading through a
 * translation pinned once per page. False: nothing done, take the
 * reference step. */
bool g80_pusher_word_fast(struct g80_pfifo *pf, struct g80_fifo_chan *c,
                          struct g80_pusher_pin *pin);
bool g80_puller_knows_mthd(const struct g80_pfifo *pf, uint32_t mthd);

/* g80_puller.c */
bool g80_puller_has_work(const struct g80_pfifo *pf, const struct g80_fifo_chan *c);
/* A blocked acquire whose memory now satisfies it (re-reads memory). */
bool g80_acquire_ready(struct g80_pfifo *pf, const struct g80_fifo_chan *c);
/* One CACHE entry or one acquire retry. */
void g80_puller_step(struct g80_pfifo *pf, struct g80_fifo_chan *c);
bool g80_ramht_lookup(struct g80_pfifo *pf, const struct g80_fifo_chan *c, uint32_t handle,
                      uint32_t *context);

/* A 32-bit word of a pushbuffer, an IB entry or a semaphore as PFIFO
 * reads or writes it, from or to the little-endian value in memory:
 * byte-swapped in big-endian mode (seed 000 L5497; docs/hw/g80-pfifo.md,
 * "Endianness"). */
static inline uint32_t g80_fifo_word(const struct g80_pfifo *pf, uint32_t w)
{
	return pf->big_endian ? nv_pb_swap32(w) : w;
}

void g80_cache_settle_lazy(struct g80_fifo_chan *c);
/* Writes the pending method words out (lazy_* are then all 0). */
static inline void g80_cache_settle(struct g80_fifo_chan *c)
{
	if (c->lazy_n)
		g80_cache_settle_lazy(c);
}

/* The method word of CACHE entry `slot`. */
static inline uint32_t g80_cache_mthd(const struct g80_fifo_chan *c, uint32_t slot)
{
	uint32_t d = (slot - c->lazy_at) % G80_CACHE_ENTRIES;
	if (d < c->lazy_n) {
		/* the last pending entry that landed in this slot */
		uint32_t i = d + (c->lazy_n - 1 - d) / G80_CACHE_ENTRIES * G80_CACHE_ENTRIES;
		return c->lazy_w + c->lazy_step * i;
	}
	return c->cache_mthd[slot];
}

/* Sets the method word of entry `slot`: one that continues the pending
 * sequence at its end extends it. */
static inline void g80_cache_set_mthd(struct g80_fifo_chan *c, uint32_t slot, uint32_t w)
{
	if (c->lazy_n && (c->lazy_at + c->lazy_n) % G80_CACHE_ENTRIES == slot &&
	    c->lazy_w + c->lazy_step * c->lazy_n == w && c->lazy_n < UINT32_MAX / 2) {
		c->lazy_n++;
		return;
	}
	g80_cache_settle(c);
	c->cache_mthd[slot] = w;
}

static inline unsigned g80_cache_count(const struct g80_fifo_chan *c)
{
	return (c->cache_put - c->cache_get) % G80_CACHE_ENTRIES;
}

#endif /* SGPU_NV_HOST_G80_PFIFO_H */
