/* The G80/G84 puller: takes methods from the channel's CACHE, runs its
 * own methods (object binding through RAMHT, REF_CNT, semaphores, YIELD,
 * NOTIFY_INTR, WRCACHE_FLUSH) and hands the rest to engines through
 * src/nv/engine.h. Seed 000 L5942-6369; notes in docs/hw/g80-pfifo.md. */
#include "nv/host/g80_pfifo.h"
#include "nv/host/ramht.h"

enum puller_result {
	PULL_DONE,  /* method consumed */
	PULL_WAIT,  /* try again later (engine busy or stalled) */
	PULL_ERROR, /* error raised, method held in CACHE */
	/* An acquire not yet satisfied: the method stays at GET until a
	 * retry succeeds, so a fault on a retry holds it like any error. */
	PULL_BLOCKED,
};

/* ------------------------------------------------------------------ RAMHT */

/* RAMFC.RAMHT / PFIFO.RAMHT: [0:15] offset >> 4 in the channel structure,
 * [24:25] SEARCH (16 << n entries), [26] SEARCH_FULL, [27:28] SIZE (4K <<
 * n bytes) (envytools rnndb g80_pfifo.xml). An entry is {handle, context};
 * a context of 0 is an empty slot (nouveau writes a non-zero context for
 * every object "for <=g8x fifo ramht", nvkm_ramht_update). */
bool g80_ramht_lookup(struct g80_pfifo *pf, const struct g80_fifo_chan *c, uint32_t handle,
                      uint32_t *context)
{
	unsigned bits = 9 + (c->ramht >> 27 & 3);
	uint32_t entries = 1u << bits;
	uint32_t search = c->ramht >> 26 & 1 ? entries : 16u << (c->ramht >> 24 & 3);
	uint64_t base = c->inst + ((uint64_t)(c->ramht & 0xffff) << 4);
	uint32_t h = nv_ramht_hash(handle, bits, 0);
	for (uint32_t i = 0; i < search; i++) {
		uint32_t e[2];
		uint64_t at = base + (uint64_t)((h + i) & (entries - 1)) * 8;
		if (!sgpu_memspace_read(pf->vram, at, e, 8)) {
			sgpu_guest_error(pf->u, "RAMHT entry at 0x%llx is outside VRAM",
			                 (unsigned long long)at);
			return false;
		}
		if (e[0] == handle && e[1] != 0) {
			*context = e[1];
			return true;
		}
	}
	return false;
}

/* ------------------------------------------------------------------ errors */

static unsigned chid_of(const struct g80_pfifo *pf, const struct g80_fifo_chan *c)
{
	return (unsigned)(c - pf->chan);
}

static enum puller_result cache_error(struct g80_pfifo *pf, struct g80_fifo_chan *c, uint32_t bits,
                                      const char *why, uint32_t mthd, uint32_t data)
{
	c->pull0 |= bits;
	pf->pull_access = false;
	sgpu_guest_error(pf->u, "channel %u: CACHE_ERROR (%s) at method 0x%04x data 0x%08x",
	                 chid_of(pf, c), why, mthd, data);
	g80_pfifo_intr(pf, G80_INTR_CACHE_ERROR);
	return PULL_ERROR;
}

static const char *const sem_err_names[] = {"NONE", "ADDRESS_UNALIGNED", "INVALID_STATE",
                                            "ADDRESS_TOO_LARGE", "MEM_FAULT"};

static enum puller_result sem_error(struct g80_pfifo *pf, struct g80_fifo_chan *c,
                                    enum g80_sem_err e, uint32_t mthd, uint32_t data)
{
	c->pull0 = (c->pull0 & ~0x00f00000u) | (uint32_t)e << 20;
	pf->pull_access = false;
	sgpu_guest_error(pf->u, "channel %u: SEMAPHORE %s at method 0x%04x data 0x%08x",
	                 chid_of(pf, c), sem_err_names[e], mthd, data);
	g80_pfifo_intr(pf, G80_INTR_SEMAPHORE);
	return PULL_ERROR;
}

/* ------------------------------------------------------------------ engines */

static struct sgpu_unit *engine_unit(struct g80_pfifo *pf, unsigned engine)
{
	return engine < G80_ENGINES ? pf->engine_unit[engine] : NULL;
}

static bool engine_busy(struct g80_pfifo *pf, unsigned engine)
{
	struct sgpu_unit *e = engine_unit(pf, engine);
	const struct nv_engine_ops *ops = nv_engine_ops(e);
	return ops && ops->busy && ops->busy(e);
}

static enum puller_result submit(struct g80_pfifo *pf, struct g80_fifo_chan *c, unsigned engine,
                                 unsigned subc, uint32_t mthd, uint32_t data)
{
	struct sgpu_unit *e = engine_unit(pf, engine);
	const struct nv_engine_ops *ops = nv_engine_ops(e);
	if (!ops || !ops->method)
		return cache_error(pf, c, G80_PULL0_INVALID_ENGINE, "no such engine", mthd, data);
	struct nv_method m = {
	        .chid = chid_of(pf, c),
	        .chan_inst = c->inst,
	        .subc = subc,
	        .mthd = mthd,
	        .data = data,
	};
	if (ops->method(e, &m) == NV_ENGINE_STALLED)
		return PULL_WAIT;
	c->last_engine = (uint8_t)engine;
	return PULL_DONE;
}

/* Method 0 (seed 000 L6080-6112, NV4+ branch): bind the object to the
 * subchannel. The engine receives the RAMHT context's address field:
 * the object's offset in the channel structure >> 4. */
static enum puller_result mthd_object(struct g80_pfifo *pf, struct g80_fifo_chan *c, unsigned subc,
                                      uint32_t data)
{
	uint32_t ctx;
	if (!g80_ramht_lookup(pf, c, data, &ctx))
		return cache_error(pf, c, G80_PULL0_HASH_FAILED, "NO_HASH", 0, data);
	unsigned engine = ctx >> 20 & 0xf;
	if (engine != c->last_engine && engine_busy(pf, c->last_engine))
		return PULL_WAIT;
	if (engine == G80_ENGINE_SOFTWARE) {
		/* The driver emulates SOFTWARE objects: it sees the bind too. */
		c->engines[subc] = G80_ENGINE_SOFTWARE;
		return cache_error(pf, c, G80_PULL0_DEVICE_SOFTWARE, "EMPTY_SUBCHANNEL", 0, data);
	}
	enum puller_result r = submit(pf, c, engine, subc, 0, ctx & 0xfffff);
	if (r == PULL_DONE)
		c->engines[subc] = (uint8_t)engine;
	return r;
}

static enum puller_result mthd_engine(struct g80_pfifo *pf, struct g80_fifo_chan *c, unsigned subc,
                                      uint32_t mthd, uint32_t data)
{
	unsigned engine = c->engines[subc];
	if (mthd >= 0x180 && mthd < 0x200) {
		uint32_t ctx;
		if (!g80_ramht_lookup(pf, c, data, &ctx))
			return cache_error(pf, c, G80_PULL0_HASH_FAILED, "NO_HASH", mthd, data);
		data = ctx & 0xfffff;
	}
	if (engine != c->last_engine && engine_busy(pf, c->last_engine))
		return PULL_WAIT;
	if (engine == G80_ENGINE_SOFTWARE)
		return cache_error(pf, c, G80_PULL0_DEVICE_SOFTWARE, "EMPTY_SUBCHANNEL", mthd,
		                   data);
	return submit(pf, c, engine, subc, mthd, data);
}

/* ------------------------------------------------------------------ semaphores */

static bool sem_read(struct g80_pfifo *pf, const struct g80_fifo_chan *c, uint64_t off, uint32_t *v)
{
	if (!g80_dma_read(pf, c, c->dma_semaphore, off, v, 4, &G80_VM_ACCESS_SEMAPHORE_READ))
		return false;
	*v = g80_fifo_word(pf, *v);
	return true;
}

/* Acquire retries come from the PFIFO_BG VM engine on G84+ (seed 000
 * L6235-6237). */
static bool sem_retry_read(struct g80_pfifo *pf, const struct g80_fifo_chan *c, uint32_t *v)
{
	const struct g80_vm_access *acc =
	        pf->p->g84 ? &G80_VM_ACCESS_SEMAPHORE_BG_READ : &G80_VM_ACCESS_SEMAPHORE_READ;
	uint64_t off = c->acquire_source ? c->semaphore_address : c->semaphore_offset;
	if (!g80_dma_read(pf, c, c->dma_semaphore, off, v, 4, acc))
		return false;
	*v = g80_fifo_word(pf, *v);
	return true;
}

static uint64_t acquire_addr(const struct g80_fifo_chan *c)
{
	return c->acquire_source ? c->semaphore_address : c->semaphore_offset;
}

static bool acquire_test(const struct g80_fifo_chan *c, uint32_t word)
{
	switch (c->acquire_mode) {
	case 0: return word == c->acquire_value;
	case 1: return (int32_t)(word - c->acquire_value) >= 0;
	}
	return false; /* an invalid TRIGGER op: hangs, as the hardware does */
}

bool g80_acquire_ready(struct g80_pfifo *pf, const struct g80_fifo_chan *c)
{
	uint32_t word;
	if (!c->acquire_active)
		return false;
	/* A fault on a retry is reported when the retry runs. */
	if (!sem_retry_read(pf, c, &word))
		return true;
	return acquire_test(c, word);
}

/* Starts an acquire: done at once, or blocks the channel's puller. */
static enum puller_result acquire(struct g80_pfifo *pf, struct g80_fifo_chan *c, bool source,
                                  unsigned mode, uint32_t value, uint32_t mthd, uint32_t data)
{
	c->acquire_source = source;
	c->acquire_mode = mode;
	c->acquire_value = value;
	uint32_t word;
	if (!sem_read(pf, c, acquire_addr(c), &word))
		return sem_error(pf, c, G80_SEM_MEM_FAULT, mthd, data);
	if (acquire_test(c, word))
		return PULL_DONE;
	c->acquire_active = true;
	c->acquire_timestamp = pf->stamp;
	return PULL_BLOCKED;
}

static enum puller_result mthd_sem_offset(struct g80_pfifo *pf, struct g80_fifo_chan *c,
                                          uint32_t data)
{
	if (data & 3)
		return sem_error(pf, c, G80_SEM_ADDRESS_UNALIGNED, 0x64, data);
	if (data & 0xffff0000u)
		return sem_error(pf, c, G80_SEM_ADDRESS_TOO_LARGE, 0x64, data);
	c->semaphore_offset = data;
	c->semaphore_off_val = true;
	return PULL_DONE;
}

static enum puller_result mthd_sem_release(struct g80_pfifo *pf, struct g80_fifo_chan *c,
                                           uint32_t data)
{
	if (!c->semaphore_off_val)
		return sem_error(pf, c, G80_SEM_INVALID_STATE, 0x6c, data);
	uint32_t w = g80_fifo_word(pf, data);
	if (!g80_dma_write(pf, c, c->dma_semaphore, c->semaphore_offset, &w, 4))
		return sem_error(pf, c, G80_SEM_MEM_FAULT, 0x6c, data);
	return PULL_DONE;
}

/* SEMAPHORE_TRIGGER (G84+, seed 000 L6288-6333): op = param & 0xf (the
 * seed's `& 7` cannot give its own op 8); WRITE_LONG writes
 * {sequence, 0, timestamp} (the prose, L6208-6214; the code writes param).
 * Choices: docs/hw/g80-pfifo.md, "SEMAPHORE_TRIGGER". */
static enum puller_result mthd_sem_trigger(struct g80_pfifo *pf, struct g80_fifo_chan *c,
                                           uint32_t data)
{
	unsigned op = data & 0xf;
	if (op == 2) {
		uint64_t ts = g80_pfifo_time(pf);
		/* big-endian: each word swapped, in the same order */
		uint32_t w[4] = {g80_fifo_word(pf, c->semaphore_sequence), 0,
		                 g80_fifo_word(pf, (uint32_t)ts),
		                 g80_fifo_word(pf, (uint32_t)(ts >> 32))};
		if (!g80_dma_write(pf, c, c->dma_semaphore, c->semaphore_address, w, 16))
			return sem_error(pf, c, G80_SEM_MEM_FAULT, 0x1c, data);
		return PULL_DONE;
	}
	unsigned mode = op == 1 ? 0 : op == 4 ? 1 : 2;
	if (mode == 2)
		sgpu_guest_error(pf->u,
		                 "channel %u: SEMAPHORE_TRIGGER op 0x%x is not valid on G84: "
		                 "the acquire never completes (seed 000 L6292-6297)",
		                 chid_of(pf, c), op);
	return acquire(pf, c, true, mode, c->semaphore_sequence, 0x1c, data);
}

static enum puller_result puller_own(struct g80_pfifo *pf, struct g80_fifo_chan *c, unsigned subc,
                                     uint32_t mthd, uint32_t data)
{
	uint32_t ctx;
	switch (mthd) {
	case 0x00: return mthd_object(pf, c, subc, data);
	case 0x10: /* SEMAPHORE_ADDRESS_HIGH */
		if (data & 0xffffff00u)
			return sem_error(pf, c, G80_SEM_ADDRESS_TOO_LARGE, mthd, data);
		c->semaphore_address = (c->semaphore_address & 0xffffffffu) | (uint64_t)data << 32;
		return PULL_DONE;
	case 0x14: /* SEMAPHORE_ADDRESS_LOW */
		if (data & 3)
			return sem_error(pf, c, G80_SEM_ADDRESS_UNALIGNED, mthd, data);
		c->semaphore_address = (c->semaphore_address & ~0xffffffffull) | data;
		return PULL_DONE;
	case 0x18: c->semaphore_sequence = data; return PULL_DONE;
	case 0x1c: return mthd_sem_trigger(pf, c, data);
	case 0x20: /* NOTIFY_INTR */ g80_pfifo_intr(pf, G80_INTR_NOTIFY); return PULL_DONE;
	case 0x24: /* WRCACHE_FLUSH: the model posts no writes */ return PULL_DONE;
	case 0x50: /* REF_CNT: after the last engine is idle */
		if (engine_busy(pf, c->last_engine))
			return PULL_WAIT;
		c->ref = data;
		return PULL_DONE;
	case 0x60: /* DMA_SEMAPHORE: G80 does no checking of the object */
		if (!g80_ramht_lookup(pf, c, data, &ctx))
			return cache_error(pf, c, G80_PULL0_HASH_FAILED, "NO_HASH", mthd, data);
		c->dma_semaphore = ctx & 0xffff;
		return PULL_DONE;
	case 0x64: return mthd_sem_offset(pf, c, data);
	case 0x68:
		if (!c->semaphore_off_val)
			return sem_error(pf, c, G80_SEM_INVALID_STATE, mthd, data);
		return acquire(pf, c, false, 0, data, mthd, data);
	case 0x6c: return mthd_sem_release(pf, c, data);
	case 0x80: /* YIELD */ pf->yield = true; return PULL_DONE;
	}
	/* The pusher refuses these (INVALID_MTHD); a host can still put
	 * one in the CACHE through MMIO. */
	sgpu_guest_error(pf->u, "channel %u: puller method 0x%04x unknown: ignored", chid_of(pf, c),
	                 mthd);
	return PULL_DONE;
}

/* ------------------------------------------------------------------ step */

bool g80_puller_has_work(const struct g80_pfifo *pf, const struct g80_fifo_chan *c)
{
	return pf->pull_access && !c->acquire_active && g80_cache_count(c) != 0;
}

void g80_puller_step(struct g80_pfifo *pf, struct g80_fifo_chan *c)
{
	pf->stamp++;
	if (c->acquire_active) {
		uint32_t word;
		if (!sem_retry_read(pf, c, &word)) {
			c->acquire_active = false;
			sem_error(pf, c, G80_SEM_MEM_FAULT,
			          g80_cache_mthd(c, c->cache_get) & 0x1ffc,
			          c->cache_data[c->cache_get]);
			return;
		}
		if (acquire_test(c, word)) {
			c->acquire_active = false;
			c->cache_get = (c->cache_get + 1) % G80_CACHE_ENTRIES;
		}
		return;
	}
	if (!g80_puller_has_work(pf, c))
		return;
	uint32_t w = g80_cache_mthd(c, c->cache_get);
	unsigned subc = w >> 13 & 7;
	uint32_t mthd = w & 0x1ffc;
	uint32_t data = c->cache_data[c->cache_get];
	enum puller_result r = mthd < 0x100 ? puller_own(pf, c, subc, mthd, data)
	                                    : mthd_engine(pf, c, subc, mthd, data);
	if (r == PULL_DONE)
		c->cache_get = (c->cache_get + 1) % G80_CACHE_ENTRIES;
}
