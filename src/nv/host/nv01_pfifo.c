/* NV1 PFIFO: the USER submission area (0x800000), CACHE1 and its puller
 * with RAMHT lookup, RAMRO runout and RAMFC channel context; and PRAM, the
 * RAMIN layout and its MMIO windows. Facts: envytools
 * docs/hw/fifo/nv1-pfifo.rst, docs/hw/memory/nv1-vram.rst,
 * rnndb/fifo/nv1_pfifo.xml, rnndb/memory/nv1_pram.xml and the pusher
 * model of hwtest/pfifo.cc. What we inferred (NV1 RAMHT is undocumented):
 * docs/hw/nv1-pfifo.md. */
#include "nv/engine.h"
#include "nv/nv01.h"

#define PFIFO_INTR 0x100
#define PFIFO_INTR_EN 0x140
#define PFIFO_CONFIG 0x200
#define PFIFO_RUNOUT_STATUS 0x400
#define PFIFO_RUNOUT_PUT 0x410
#define PFIFO_RUNOUT_GET 0x420
#define PFIFO_CHSW_ENABLE 0x500
#define PFIFO_DEVICE 0x800
#define PFIFO_CACHE0 0x1000
#define PFIFO_CACHE1 0x1200
/* within a cache */
#define CACHE_PUSH_ACCESS 0x000
#define CACHE_CHID 0x010
#define CACHE_STATUS 0x020
#define CACHE_PUT 0x030
#define CACHE_PULL_CTRL 0x040
#define CACHE_PULL_STATE 0x050
#define CACHE_GET 0x070
#define CACHE_CTX 0x080  /* CACHE1: 8 at stride 0x10 */
#define CACHE_ADDR 0x100 /* CACHE1: 32 at stride 8 */
#define CACHE_DATA 0x104

#define INTR_CACHE_ERROR (1u << 0)
#define INTR_RUNOUT (1u << 4)
#define INTR_RUNOUT_OVERFLOW (1u << 8)

#define PULL_ACCESS (1u << 0)
#define PULL_HASH_FAILED (1u << 4)
#define PULL_DEVICE_SOFTWARE (1u << 8)

#define NV01_PFIFO_IRQ_LINE 8

struct nv01_pfifo {
	struct sgpu_unit *u;
	struct sgpu_unit *pgraph;
	struct sgpu_unit *pfb;
	struct sgpu_memspace *vram;
	uint32_t ram_size; /* PRAM.CONFIG: RAMIN layout */
	uint32_t wait_retry, intr, intr_en, config;
	uint32_t runout_put, runout_get, chsw_enable;
	uint32_t c0_push, c0_chid, c0_put, c0_pull, c0_pull_state, c0_get, c0_ctx, c0_addr, c0_data;
	uint32_t c1_push, c1_chid, c1_put, c1_pull, c1_pull_state, c1_get;
	uint32_t c1_ctx[8];
	uint32_t c1_addr[32], c1_data[32];
	bool c1_runout;
	bool last_subc_valid; /* the engine holds the object of last_subc */
};

/* ------------------------------------------------------------------ RAMIN */

/* RAMIN grows down from the end of VRAM in 32-bit words (nv1-vram.rst
 * "ramin_to_vram": all bits but the low two flipped; in double buffer
 * mode the halves alternate every 0x100 bytes, buffer 1 first). */
static uint64_t ramin_to_vram(const struct nv01_pfifo *f, uint32_t addr)
{
	uint32_t boot, cfg;
	nv01_pfb_view(f->pfb, &boot, &cfg);
	uint32_t vram_size = 0x100000u << (boot & 3);
	if (vram_size > 0x400000)
		vram_size = 0x400000;
	addr ^= ~3u;
	if (cfg >> 12 & 1) {
		uint32_t buf = addr >> 8 & 1;
		addr = (addr & 0xff) | (addr >> 1 & ~0xffu);
		addr %= vram_size / 2;
		addr += vram_size / 2 * buf;
	} else {
		addr %= vram_size;
	}
	return addr;
}

static uint32_t ramin_rd(struct nv01_pfifo *f, uint32_t addr)
{
	uint32_t v = 0;
	(void)sgpu_memspace_rd32(f->vram, ramin_to_vram(f, addr & ~3u), &v);
	return v;
}

static void ramin_wr(struct nv01_pfifo *f, uint32_t addr, uint32_t v)
{
	(void)sgpu_memspace_wr32(f->vram, ramin_to_vram(f, addr & ~3u), v);
}

/* Fixed RAMIN areas per PRAM.CONFIG (nv1-vram.rst table). */
static uint32_t ramht_size(const struct nv01_pfifo *f)
{
	return 0x1000u << f->ram_size;
}

static uint32_t ramro_base(const struct nv01_pfifo *f)
{
	static const uint32_t b[4] = {0x1000, 0x2000, 0x2000, 0x8000};
	return b[f->ram_size & 3];
}

static uint32_t ramfc_base(const struct nv01_pfifo *f)
{
	static const uint32_t b[4] = {0x1800, 0x3000, 0x6000, 0xc000};
	return b[f->ram_size & 3];
}

/* ------------------------------------------------------------------ CACHE1 pointers */

/* CACHE1 entries are indexed in Gray code: PUT/GET step through it
 * (hwtest/pfifo.cc pfifo_cache1_next). Pointers are byte offsets (<< 2). */
static uint32_t c1_next(uint32_t ptr)
{
	uint32_t tmp = ptr >> 2;
	if (tmp == 1u << 4)
		return 0;
	for (int bit = 4; bit > 0; bit--) {
		if (tmp == 1u << (bit - 1))
			return ptr ^ 1u << (2 + bit);
		if (tmp & 1u << bit)
			tmp ^= 3u << (bit - 1);
	}
	return ptr ^ 4;
}

static uint32_t c1_count(const struct nv01_pfifo *f)
{
	uint32_t n = 0;
	for (uint32_t p = f->c1_get; p != f->c1_put && n < 32; p = c1_next(p))
		n++;
	return n;
}

static void update_irq(struct nv01_pfifo *f)
{
	sgpu_irq_set(f->u->dev, NV01_PFIFO_IRQ_LINE, f->intr & f->intr_en);
}

/* ------------------------------------------------------------------ pusher */

static uint32_t runout_next(const struct nv01_pfifo *f)
{
	return (f->runout_put + 8) & (((1u << (f->ram_size + 11)) - 8));
}

/* A rejected access goes to RAMRO: address with the reason in bits
 * 28-30, then the data (hwtest pfifo_runout). */
static void runout(struct nv01_pfifo *f, uint32_t addr, uint32_t val, unsigned err, bool intr)
{
	uint32_t chid = addr >> 16 & 0x7f;
	if (chid == f->c1_chid)
		f->c1_runout = true;
	if (intr)
		f->intr |= INTR_RUNOUT;
	uint32_t next = runout_next(f);
	if (next == f->runout_get) {
		if (intr)
			f->intr |= INTR_RUNOUT_OVERFLOW;
	} else {
		uint32_t put = f->runout_put & ((1u << (f->ram_size + 11)) - 8);
		if (intr) {
			ramin_wr(f, ramro_base(f) + put, (addr & 0x7fffff) | (uint32_t)err << 28);
			ramin_wr(f, ramro_base(f) + put + 4, val);
		}
		f->runout_put = next;
	}
	sgpu_guest_error(f->u, "USER write 0x%06x <- 0x%08x ran out to RAMRO (reason %u)", addr,
	                 val, err);
	update_irq(f);
}

/* Channel switch of CACHE1: the old channel's context goes to RAMFC, the
 * new one's comes back (hwtest pfifo_sim_user_write). */
static void c1_switch(struct nv01_pfifo *f, uint32_t nchid)
{
	uint32_t r = f->ram_size == 0 ? (f->c1_chid & 0x3f) : f->c1_chid;
	for (int i = 0; i < 8; i++) {
		uint32_t v = f->c1_ctx[i];
		v = (v & ~0x70000000u) | (f->c1_pull_state & 7) << 28;
		v = (v & ~0x80000000u) | (f->c1_pull_state >> 8 & 1) << 31;
		if (i == 0 || (f->c1_pull_state >> 4 & 1))
			ramin_wr(f, ramfc_base(f) + r * 0x20 + (uint32_t)i * 4, v);
	}
	f->c1_chid = nchid;
	r = f->ram_size == 0 ? (nchid & 0x3f) : nchid;
	uint32_t w0 = 0;
	for (int i = 0; i < 8; i++) {
		uint32_t v = ramin_rd(f, ramfc_base(f) + r * 0x20 + (uint32_t)i * 4);
		if (i == 0)
			w0 = v;
		f->c1_ctx[i] = v & 0x017fffff;
	}
	f->c1_pull_state = (w0 >> 28 & 7) | (w0 >> 31 & 1) << 8;
	f->last_subc_valid = false;
}

/* One bus transaction on one 32-bit word of the USER area: the address
 * (any byte of the word; the logged address is the word's lowest enabled
 * byte), the data placed in its byte lanes, and the byte enables (bit n:
 * byte n of the word). This is the pusher's only entry (hwtest
 * pfifo_sim_user_write, which takes exactly these three), so every
 * transaction gives at most one cache entry or one RAMRO entry; a
 * byte-enable MMIO write maps onto it unchanged (docs/hw/nv1-pfifo.md). */
static void user_txn(struct nv01_pfifo *f, uint32_t addr, uint32_t val, unsigned be)
{
	int err = -1;
	bool intr = true;
	be &= 0xf;
	if (!be)
		return; /* no byte enabled: no transaction */
	unsigned lane = 0;
	while (!(be >> lane & 1))
		lane++;
	addr = (addr & ~3u) | lane;
	uint32_t nchid = addr >> 16 & 0x7f;
	bool full = be == 0xf;
	if ((addr & 0x1ff0) == 0x20) {
		/* the "password" area: never an interrupt, never cached */
		if (!full ||
		    (f->c1_chid != nchid &&
		     (!f->chsw_enable || f->runout_get != f->runout_put || f->c1_get != f->c1_put)))
			err = 0;
		intr = false;
	} else if ((addr & 0x1ff0) == 0x10 && (be == 0x3 || be == 0xc || full)) {
		err = 5; /* an aligned 16- or 32-bit write to the FREE row: reserved */
	} else if (!full) {
		err = 0; /* any other narrow write: invalid access */
	} else if ((addr & 0x1f00) == 0 && (addr & 0x1ffc) != 0) {
		err = 5; /* 0x04..0xfc other than CTX_SWITCH: reserved */
	} else if (!f->c1_push) {
		err = 1;
	} else if (nchid == f->c0_chid && f->c0_push) {
		err = 1;
	} else if (nchid != f->c1_chid) {
		if (f->runout_get != f->runout_put || !f->chsw_enable || f->c1_get != f->c1_put) {
			err = 1;
		} else {
			c1_switch(f, nchid);
			goto ok;
		}
	} else if (f->c1_runout) {
		err = 2;
	} else if (f->c1_get == c1_next(f->c1_put)) {
		err = (f->c1_ctx[f->c1_pull_state & 7] >> 24 & 1) ? 4 : 3; /* full */
	} else {
	ok:
		f->c1_addr[f->c1_put >> 2] = addr & 0xfffc;
		f->c1_data[f->c1_put >> 2] = val;
		f->c1_put = c1_next(f->c1_put);
		return;
	}
	if (err >= 0)
		runout(f, addr, val, (unsigned)err, intr);
}

/* USER reads: the FREE row tells how many bytes the cache can take. */
static uint32_t user_free(const struct nv01_pfifo *f, uint32_t chid)
{
	if (f->c1_runout)
		return 0;
	if (chid != f->c1_chid || !f->c1_push)
		return f->runout_get != f->runout_put ? 0 : 0x7c;
	/* CONFIG's free count lie: an object with FREE_LIE (CTX bit 24) on
	 * the current subchannel sees 252, 508 or 1020 bytes (rnndb
	 * nv1_pfifo.xml; hwtest pfifo_cache1_free before 7cebf6e0) */
	if ((f->c1_ctx[f->c1_pull_state & 7] >> 24 & 1) && f->config)
		return (0x100u << (f->config - 1)) - 4;
	return (31 - c1_count(f)) << 2;
}

static uint32_t user_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct nv01_pfifo *f = u->priv;
	(void)size;
	if ((off & 0x1ffc) == 0x10)
		return user_free(f, off >> 16 & 0x7f);
	sgpu_guest_error(u, "read of USER offset 0x%06x", off);
	return 0;
}

/* A CPU write of size bytes at addr, value from bit 0: its bytes in
 * their lanes, one transaction per 32-bit word it touches (hwtest
 * PFifoUserWriteTest). */
static void user_write(struct nv01_pfifo *f, uint32_t addr, uint32_t val, unsigned size)
{
	uint64_t data = (uint64_t)val << (addr & 3) * 8;
	unsigned be = ((1u << size) - 1) << (addr & 3);
	user_txn(f, addr, (uint32_t)data, be & 0xf);
	if (be >> 4)
		user_txn(f, (addr | 3) + 1, (uint32_t)(data >> 32), be >> 4);
}

static void user_mmio_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	user_write(u->priv, off, v, size);
}

/* The core's byte-enable transactions (struct sgpu_mmio_region.write_be:
 * offset aligned to 4, value in its lanes) are user_txn's, unchanged;
 * every write of the region, narrow or not, comes this way. */
static void user_mmio_write_be(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned be)
{
	user_txn(u->priv, off, v, be);
}

static const struct sgpu_mmio_ops user_ops = {user_read, user_mmio_write};

/* ------------------------------------------------------------------ puller */

/* NV1 RAMHT is undocumented; we use the NV3/NV4 hash and entry layout
 * (docs/hw/nv1-pfifo.md): handle folded by the table's index bits, the
 * channel xored in, 8-byte entries {handle, context}; context bit 31
 * valid, bits 24-30 channel, 23 engine (1 PGRAPH), 16-22 class, 0-15
 * the object options. */
static bool ramht_lookup(struct nv01_pfifo *f, uint32_t chid, uint32_t handle, uint32_t *ctx)
{
	uint32_t size = ramht_size(f);
	unsigned bits = 9 + f->ram_size; /* log2(size / 8) */
	uint32_t h = 0;
	for (uint32_t t = handle; t; t >>= bits)
		h ^= t & ((1u << bits) - 1);
	h ^= (chid & 0x7f) << (bits - 4);
	h = (h << 3) & (size - 1);
	for (uint32_t n = 0, o = h; n < size / 8; n++, o = (o + 8) & (size - 1)) {
		uint32_t c = ramin_rd(f, o + 4);
		if (!(c >> 31))
			return false; /* an empty slot ends the probe */
		if (ramin_rd(f, o) == handle && (c >> 24 & 0x7f) == chid) {
			*ctx = c;
			return true;
		}
	}
	return false;
}

static void puller_error(struct nv01_pfifo *f, uint32_t bit, const char *why, uint32_t addr,
                         uint32_t data)
{
	f->c1_pull |= bit;
	f->c1_pull &= ~PULL_ACCESS; /* the puller stops until the host restarts it */
	f->intr |= INTR_CACHE_ERROR;
	sgpu_guest_error(f->u, "puller: %s (chid %u addr 0x%04x data 0x%08x)", why, f->c1_chid,
	                 addr, data);
	update_irq(f);
}

/* The object context as PGRAPH's method 0 takes it: options, channel,
 * class in bits 24-28 (our engine interface), volatile reset request. */
static uint32_t engine_ctx(const struct nv01_pfifo *f, uint32_t ctx)
{
	return (ctx & 0xffff) | (f->c1_chid & 0x7f) << 16 | (ctx >> 16 & 0x1f) << 24 | 0x80000000u;
}

static enum nv_engine_status send(struct nv01_pfifo *f, unsigned subc, uint32_t mthd, uint32_t data)
{
	const struct nv_engine_ops *ops = nv_engine_ops(f->pgraph);
	if (!ops || !ops->method)
		return NV_ENGINE_STALLED;
	struct nv_method m = {.chid = f->c1_chid, .subc = subc, .mthd = mthd, .data = data};
	return ops->method(f->pgraph, &m);
}

/* One cache entry: false when it could not be delivered now. */
static bool pull_one(struct nv01_pfifo *f)
{
	unsigned i = f->c1_get >> 2;
	uint32_t addr = f->c1_addr[i], data = f->c1_data[i];
	unsigned subc = addr >> 13 & 7;
	uint32_t mthd = addr & 0x1ffc;
	if (mthd == 0) {
		uint32_t ctx;
		if (!ramht_lookup(f, f->c1_chid, data, &ctx)) {
			puller_error(f, PULL_HASH_FAILED, "handle not in RAMHT", addr, data);
			return false;
		}
		f->c1_ctx[subc] = ctx & 0x00ffffff;
		f->last_subc_valid = false;
	}
	uint32_t ctx = f->c1_ctx[subc];
	if (!(ctx >> 23 & 1)) {
		puller_error(f, PULL_DEVICE_SOFTWARE, "object of the software engine", addr, data);
		return false;
	}
	/* Pre-NV4: a new subchannel (or a new object) is announced to the
	 * engine through its method 0 first. */
	unsigned last = f->c1_pull_state & 7;
	if (!f->last_subc_valid || last != subc) {
		if (send(f, subc, 0, engine_ctx(f, ctx)) != NV_ENGINE_ACCEPTED)
			return false;
		f->c1_pull_state = (f->c1_pull_state & ~7u) | subc | 0x100;
		f->last_subc_valid = true;
	}
	if (mthd != 0 && send(f, subc, mthd, data) != NV_ENGINE_ACCEPTED)
		return false;
	f->c1_get = c1_next(f->c1_get);
	return true;
}

static bool pfifo_busy(const struct sgpu_unit *u)
{
	const struct nv01_pfifo *f = u->priv;
	return (f->c1_pull & PULL_ACCESS) && f->c1_get != f->c1_put;
}

static uint64_t pfifo_step(struct sgpu_unit *u, uint64_t budget)
{
	struct nv01_pfifo *f = u->priv;
	uint64_t spent = 0;
	while (spent < budget && pfifo_busy(u)) {
		spent++;
		if (!pull_one(f))
			break; /* stalled: the engine is halted or refused */
	}
	return spent ? spent : 1;
}

/* ------------------------------------------------------------------ registers */

static uint32_t *cache_reg(struct nv01_pfifo *f, uint32_t off, uint32_t *mask)
{
	*mask = 0xffffffffu;
	bool c1 = off >= PFIFO_CACHE1;
	uint32_t o = off - (c1 ? PFIFO_CACHE1 : PFIFO_CACHE0);
	switch (o) {
	case CACHE_PUSH_ACCESS: *mask = 1; return c1 ? &f->c1_push : &f->c0_push;
	case CACHE_CHID: *mask = 0x7f; return c1 ? &f->c1_chid : &f->c0_chid;
	case CACHE_PUT: *mask = c1 ? 0x7c : 4; return c1 ? &f->c1_put : &f->c0_put;
	case CACHE_PULL_CTRL:
		/* only ACCESS is host-writable (hwtest pfifo.cc before
		 * 7cebf6e0: PULL_EN mask 1); a write clears the puller's
		 * HASH_FAILED and DEVICE_SOFTWARE bits (inferred) */
		*mask = 1;
		return c1 ? &f->c1_pull : &f->c0_pull;
	case CACHE_PULL_STATE:
		*mask = c1 ? 0x117 : 0x100;
		return c1 ? &f->c1_pull_state : &f->c0_pull_state;
	case CACHE_GET: *mask = c1 ? 0x7c : 4; return c1 ? &f->c1_get : &f->c0_get;
	}
	if (!c1) {
		if (o == CACHE_CTX) {
			*mask = 0x007fffff;
			return &f->c0_ctx;
		}
		if (o == CACHE_ADDR) {
			*mask = 0xfffc;
			return &f->c0_addr;
		}
		if (o == CACHE_DATA)
			return &f->c0_data;
		return NULL;
	}
	if (o >= CACHE_CTX && o < CACHE_CTX + 0x80 && !(o & 0xc)) {
		*mask = 0x017fffff;
		return &f->c1_ctx[(o - CACHE_CTX) >> 4];
	}
	if (o >= CACHE_ADDR && o < CACHE_ADDR + 0x100) {
		unsigned i = (o - CACHE_ADDR) >> 3;
		if (o & 4)
			return &f->c1_data[i];
		*mask = 0xfffc;
		return &f->c1_addr[i];
	}
	return NULL;
}

static uint32_t pfifo_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct nv01_pfifo *f = u->priv;
	uint32_t mask, *p;
	(void)size;
	switch (off) {
	case 0x040: return f->wait_retry;
	case 0x080: return 0; /* CACHE_ERROR: not modelled beyond INTR */
	case PFIFO_INTR: return f->intr;
	case PFIFO_INTR_EN: return f->intr_en;
	case PFIFO_CONFIG: return f->config;
	case PFIFO_RUNOUT_STATUS: {
		uint32_t r = f->runout_get == f->runout_put ? 0x10 : 1;
		return r | (f->runout_get == runout_next(f) ? 0x100 : 0);
	}
	case PFIFO_RUNOUT_PUT: return f->runout_put;
	case PFIFO_RUNOUT_GET: return f->runout_get;
	case PFIFO_CHSW_ENABLE: return f->chsw_enable;
	case PFIFO_DEVICE: return f->c1_chid; /* SWITCH_AVAILABLE, ACCESS_OK: not modelled */
	case PFIFO_CACHE0 + CACHE_STATUS: return f->c0_get == f->c0_put ? 0x10 : 0x100;
	case PFIFO_CACHE1 + CACHE_STATUS: {
		uint32_t r = f->c1_get == f->c1_put ? 0x10
		                                    : (c1_next(f->c1_put) == f->c1_get ? 0x100 : 0);
		return r | f->c1_runout;
	}
	}
	if (off >= PFIFO_CACHE0 && (p = cache_reg(f, off, &mask)) != NULL)
		return *p;
	sgpu_guest_error(u, "read of unknown register +0x%04x", off);
	return 0;
}

static void pfifo_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct nv01_pfifo *f = u->priv;
	uint32_t mask, *p;
	(void)size;
	switch (off) {
	case 0x040: f->wait_retry = v & 0xff; return;
	case PFIFO_INTR:
		f->intr &= ~v;
		update_irq(f);
		return;
	case PFIFO_INTR_EN:
		f->intr_en = v & 0x111;
		update_irq(f);
		return;
	case PFIFO_CONFIG: f->config = v & 3; return;
	case PFIFO_RUNOUT_PUT: f->runout_put = v & 0x3ff8; return;
	case PFIFO_RUNOUT_GET:
		f->runout_get = v & 0x3ff8;
		if (f->runout_get == f->runout_put)
			f->c1_runout = false; /* the host drained RAMRO */
		return;
	case PFIFO_CHSW_ENABLE: f->chsw_enable = v & 1; return;
	}
	if (off >= PFIFO_CACHE0 && (p = cache_reg(f, off, &mask)) != NULL) {
		*p = v & mask;
		if (off == PFIFO_CACHE1 + CACHE_PULL_STATE || off == PFIFO_CACHE1 + CACHE_CHID)
			f->last_subc_valid = false;
		return;
	}
	sgpu_guest_error(u, "write 0x%08x to unknown register +0x%04x ignored", v, off);
}

static const struct sgpu_mmio_ops pfifo_ops = {pfifo_read, pfifo_write};

/* PRAM (0x602000): CONFIG selects the RAMIN layout. */
static uint32_t pram_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct nv01_pfifo *f = u->priv;
	(void)size;
	if (off == 0x200)
		return f->ram_size;
	sgpu_unimp(u, "PRAM read +0x%03x not modelled", off);
	return 0;
}

static void pram_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct nv01_pfifo *f = u->priv;
	(void)size;
	if (off == 0x200) {
		f->ram_size = v & 3;
		if (f->ram_size == 2)
			sgpu_guest_error(u, "PRAM.CONFIG 2: RAMFC overlaps RAMHT (hardware bug)");
		return;
	}
	sgpu_unimp(u, "PRAM write 0x%08x to +0x%03x ignored", v, off);
}

static const struct sgpu_mmio_ops pram_ops = {pram_read, pram_write};

/* The RAMIN windows: PRAMHT, PRAMFC, PRAMRO (offsets into those areas)
 * and PRAMIN (all of RAMIN). */
#define RAMIN_WINDOW(name, base_fn)                                                         \
	static uint32_t name##_read(struct sgpu_unit *u, uint32_t off, unsigned size)       \
	{                                                                                   \
		(void)size;                                                                 \
		return ramin_rd(u->priv, base_fn(u->priv) + off);                           \
	}                                                                                   \
	static void name##_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned n) \
	{                                                                                   \
		(void)n;                                                                    \
		ramin_wr(u->priv, base_fn(u->priv) + off, v);                               \
	}                                                                                   \
	static const struct sgpu_mmio_ops name##_ops = {name##_read, name##_write};

static uint32_t zero_base(const struct nv01_pfifo *f)
{
	(void)f;
	return 0;
}

RAMIN_WINDOW(pramht, zero_base)
RAMIN_WINDOW(pramfc, ramfc_base)
RAMIN_WINDOW(pramro, ramro_base)
RAMIN_WINDOW(pramin, zero_base)

static const struct sgpu_reg_name pfifo_regs[] = {
        {0x040, "WAIT_RETRY"},
        {0x080, "CACHE_ERROR"},
        {0x100, "INTR"},
        {0x140, "INTR_EN"},
        {0x200, "CONFIG"},
        {0x400, "RUNOUT_STATUS"},
        {0x410, "RUNOUT_PUT"},
        {0x420, "RUNOUT_GET"},
        {0x500, "CHSW_ENABLE"},
        {0x800, "DEVICE"},
        {0x1000, "CACHE0_PUSH_ACCESS"},
        {0x1010, "CACHE0_CHID"},
        {0x1020, "CACHE0_STATUS"},
        {0x1030, "CACHE0_PUT"},
        {0x1040, "CACHE0_PULL_CTRL"},
        {0x1050, "CACHE0_PULL_STATE"},
        {0x1070, "CACHE0_GET"},
        {0x1080, "CACHE0_CTX"},
        {0x1100, "CACHE0_ADDR"},
        {0x1104, "CACHE0_DATA"},
        {0x1200, "CACHE1_PUSH_ACCESS"},
        {0x1210, "CACHE1_CHID"},
        {0x1220, "CACHE1_STATUS"},
        {0x1230, "CACHE1_PUT"},
        {0x1240, "CACHE1_PULL_CTRL"},
        {0x1250, "CACHE1_PULL_STATE"},
        {0x1270, "CACHE1_GET"},
        {0x1280, "CACHE1_CTX0"},
};

static sgpu_status map(struct sgpu_unit *u, const char *name, uint32_t base, uint32_t size,
                       const struct sgpu_mmio_ops *ops, unsigned flags)
{
	static const struct sgpu_reg_name none[1] = {{0, "BASE"}};
	struct sgpu_mmio_region r = {.name = name,
	                             .base = base,
	                             .size = size,
	                             .ops = ops,
	                             .unit = u,
	                             .regs = none,
	                             .reg_count = 1,
	                             .flags = flags};
	return sgpu_mmio_map(u->dev, &r);
}

static sgpu_status pfifo_init(struct sgpu_unit *u)
{
	struct nv01_pfifo *f = u->priv;
	f->u = u;
	sgpu_status st =
	        sgpu_unit_map_window(u, 0x2000, &pfifo_ops, pfifo_regs,
	                             sizeof(pfifo_regs) / sizeof(pfifo_regs[0]), SGPU_MMIO_WORD32);
	static const struct sgpu_reg_name pram_regs[] = {{0x200, "CONFIG"}};
	struct sgpu_mmio_region pram = {.name = "PRAM",
	                                .base = 0x602000,
	                                .size = 0x1000,
	                                .ops = &pram_ops,
	                                .unit = u,
	                                .regs = pram_regs,
	                                .reg_count = 1,
	                                .flags = SGPU_MMIO_WORD32};
	if (st == SGPU_OK)
		st = sgpu_mmio_map(u->dev, &pram);
	if (st == SGPU_OK)
		st = map(u, "PRAMHT", 0x640000, 0x8000, &pramht_ops, SGPU_MMIO_WORD32);
	if (st == SGPU_OK)
		st = map(u, "PRAMFC", 0x648000, 0x4000, &pramfc_ops, SGPU_MMIO_WORD32);
	if (st == SGPU_OK)
		st = map(u, "PRAMRO", 0x650000, 0x4000, &pramro_ops, SGPU_MMIO_WORD32);
	if (st == SGPU_OK)
		st = map(u, "PRAMIN", 0x700000, 0x100000, &pramin_ops, SGPU_MMIO_WORD32);
	/* USER: a narrow write runs out, so writes come as transactions */
	static const struct sgpu_reg_name none[1] = {{0, "BASE"}};
	struct sgpu_mmio_region user = {.name = "USER",
	                                .base = 0x800000,
	                                .size = 0x800000,
	                                .ops = &user_ops,
	                                .unit = u,
	                                .regs = none,
	                                .reg_count = 1,
	                                .write_be = user_mmio_write_be};
	if (st == SGPU_OK)
		st = sgpu_mmio_map(u->dev, &user);
	return st;
}

static void pfifo_reset(struct sgpu_unit *u)
{
	struct nv01_pfifo *f = u->priv;
	uint32_t ram_size = f->ram_size; /* PRAM is not reset through PMC */
	struct sgpu_unit *self = f->u;
	*f = (struct nv01_pfifo){.u = self, .ram_size = ram_size};
	f->pgraph = sgpu_dev_unit(u->dev, "PGRAPH");
	f->pfb = sgpu_dev_unit(u->dev, "PFB");
	f->vram = sgpu_dev_mem(u->dev, SGPU_SPACE_VRAM);
	update_irq(f);
}

const struct sgpu_unit_class nv01_pfifo_class = {
        .name = "PFIFO",
        .description = "NV1 FIFO: USER submission, CACHE1, puller with RAMHT, RAMRO, RAMFC",
        .priv_size = sizeof(struct nv01_pfifo),
        .init = pfifo_init,
        .reset = pfifo_reset,
        .busy = pfifo_busy,
        .step = pfifo_step,
};
