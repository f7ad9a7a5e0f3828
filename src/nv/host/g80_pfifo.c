/* G80 PFIFO: the kernel-side registers (interrupts, channel table,
 * playlist, CACHE1 view of the current channel), the channel control
 * (USER) areas at BAR0 0xc00000, RAMFC load and save, and the scheduler
 * that runs each channel's pusher and puller within the run budget.
 * Register facts: envytools rnndb/fifo/g80_pfifo.xml; driver protocol:
 * nouveau nvkm/engine/fifo/nv50.c and nv04.c; notes and choices:
 * docs/hw/g80-pfifo.md. */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "nv/host/g80_pfifo.h"
#include "util/bits.h"

#define PFIFO_WINDOW 0x2000
#define USER_BASE 0xc00000u
#define USER_STRIDE 0x2000u
#define CACHE_BASE 0x090000u /* NV40_PFIFO_CACHE1_METHOD/DATA(i) = 0x90000 + 8i */
/* A channel keeps the pusher and puller for this many steps before the
 * next channel with work gets its turn (the hardware timeslice is not
 * modelled in time units; docs/hw/g80-pfifo.md "Scheduling"). */
#define G80_SLICE 128

/* Offsets in the PFIFO window (BAR0 0x2000). */
enum {
	R_DELAY = 0x040,
	R_DMA_TIMESLICE = 0x044,
	R_UNK48 = 0x048,
	R_TIMESLICE = 0x04c,
	R_UNK54 = 0x054,
	R_SLI = 0x058,
	R_UNK70 = 0x070,
	R_DEBUG_0 = 0x080,
	R_UNK84 = 0x084,
	R_UNK88 = 0x088,
	R_UNK8C = 0x08c,
	R_UNK90 = 0x090,
	R_INTR = 0x100,
	R_INTR_EN = 0x140,
	R_RAMHT = 0x210,
	R_CACHES = 0x500,
	R_FREEZE = 0x504,
	R_UNK508 = 0x508,
	R_UNK50C = 0x50c,
	R_ENGINE_IDLE = 0x51c,
	R_CHAN_TABLE = 0x600, /* 128 words */
	R_PUSH0 = 0x1200,
	R_PUSH1 = 0x1204,
	R_PUT = 0x1210,
	R_STATUS = 0x1214,
	R_DMA_PUSH = 0x1220,
	R_DMA_FETCH = 0x1224,
	R_DMA_STATE = 0x1228,
	R_DMA_INSTANCE = 0x122c,
	R_DMA_LIMIT = 0x1234,
	R_DMA_PUT = 0x1240,
	R_DMA_GET = 0x1244,
	R_REF = 0x1248,
	R_SUBROUTINE = 0x124c,
	R_PULL0 = 0x1250,
	R_PULL1 = 0x1254,
	R_HASH = 0x1258,
	R_ACQUIRE_TIMEOUT = 0x1260,
	R_ACQUIRE_TIMESTAMP = 0x1264,
	R_ACQUIRE_VALUE = 0x1268,
	R_SEMAPHORE = 0x126c,
	R_GET = 0x1270,
	R_ENGINE = 0x1280,
	R_DCOUNT_SHADOW = 0x12a0,
	R_GET_JMP_SHADOW = 0x12a4,
	R_RSVD_SHADOW = 0x12a8,
	R_DATA_SHADOW = 0x12ac,
	R_PLAYLIST_LEN = 0x12ec,
	R_CUR_CHID = 0x12f0,
	R_PLAYLIST = 0x12f4,
	R_KICK_CHANNEL = 0x12fc,
	R_FIFO_ENDIAN = 0x1314,
	R_DMA_PUT_HIGH = 0x1320,
	R_DMA_GET_HIGH = 0x1328,
	R_IB_PUT = 0x1330,
	R_IB_GET = 0x1334,
	R_IB_ADDRESS_LOW = 0x1340,
	R_IB_CONFIG = 0x1344,
	R_METHOD_COUNT = 0x1364,
	R_DMA_MGET = 0x1368,
	R_DMA_MGET_HIGH = 0x136c,
	R_GET_HIGH_RS = 0x1370,
	R_PUT_HIGH_RS = 0x1374,
	R_PUT_HIGH_WS = 0x1378,
	R_MGET_HIGH_RS = 0x137c,
	R_SEM_ADDRESS_HIGH = 0x1400, /* G84+ */
	R_SEM_ADDRESS_LOW = 0x1404,
	R_SEM_SEQUENCE = 0x1408,
};

static const struct sgpu_reg_name pfifo_regs[] = {
        {R_DELAY, "DELAY"},
        {R_DMA_TIMESLICE, "DMA_TIMESLICE"},
        {R_UNK48, "UNK48"},
        {R_TIMESLICE, "TIMESLICE"},
        {R_UNK54, "UNK54"},
        {R_SLI, "SLI"},
        {R_UNK70, "UNK70"},
        {R_DEBUG_0, "DEBUG_0"},
        {R_UNK84, "UNK84"},
        {R_UNK88, "UNK88"},
        {R_UNK8C, "UNK8C"},
        {R_UNK90, "UNK90"},
        {R_INTR, "INTR"},
        {R_INTR_EN, "INTR_EN"},
        {R_RAMHT, "RAMHT"},
        {R_CACHES, "CACHES"},
        {R_FREEZE, "FREEZE"},
        {R_UNK508, "UNK508"},
        {R_UNK50C, "UNK50C"},
        {R_ENGINE_IDLE, "ENGINE_IDLE"},
        {R_CHAN_TABLE, "CHAN_TABLE"},
        {R_PUSH0, "CACHE1_PUSH0"},
        {R_PUSH1, "CACHE1_PUSH1"},
        {R_PUT, "CACHE1_PUT"},
        {R_STATUS, "CACHE1_STATUS"},
        {R_DMA_PUSH, "CACHE1_DMA_PUSH"},
        {R_DMA_FETCH, "CACHE1_DMA_FETCH"},
        {R_DMA_STATE, "CACHE1_DMA_STATE"},
        {R_DMA_INSTANCE, "CACHE1_DMA_INSTANCE"},
        {R_DMA_LIMIT, "CACHE1_DMA_LIMIT"},
        {R_DMA_PUT, "CACHE1_DMA_PUT"},
        {R_DMA_GET, "CACHE1_DMA_GET"},
        {R_REF, "CACHE1_REF"},
        {R_SUBROUTINE, "CACHE1_SUBROUTINE"},
        {R_PULL0, "CACHE1_PULL0"},
        {R_PULL1, "CACHE1_PULL1"},
        {R_HASH, "CACHE1_HASH"},
        {R_ACQUIRE_TIMEOUT, "CACHE1_ACQUIRE_TIMEOUT"},
        {R_ACQUIRE_TIMESTAMP, "CACHE1_ACQUIRE_TIMESTAMP"},
        {R_ACQUIRE_VALUE, "CACHE1_ACQUIRE_VALUE"},
        {R_SEMAPHORE, "CACHE1_SEMAPHORE"},
        {R_GET, "CACHE1_GET"},
        {R_ENGINE, "CACHE1_ENGINE"},
        {R_DCOUNT_SHADOW, "CACHE1_DMA_DCOUNT_SHADOW"},
        {R_GET_JMP_SHADOW, "CACHE1_DMA_GET_JMP_SHADOW"},
        {R_RSVD_SHADOW, "CACHE1_DMA_RSVD_SHADOW"},
        {R_DATA_SHADOW, "CACHE1_DMA_DATA_SHADOW"},
        {R_PLAYLIST_LEN, "PLAYLIST_LEN"},
        {R_CUR_CHID, "CUR_CHID"},
        {R_PLAYLIST, "PLAYLIST"},
        {R_KICK_CHANNEL, "KICK_CHANNEL"},
        {R_FIFO_ENDIAN, "FIFO_ENDIAN"},
        {R_DMA_PUT_HIGH, "CACHE1_DMA_PUT_HIGH"},
        {R_DMA_GET_HIGH, "CACHE1_DMA_GET_HIGH"},
        {R_IB_PUT, "CACHE1_IB_PUT"},
        {R_IB_GET, "CACHE1_IB_GET"},
        {R_IB_ADDRESS_LOW, "CACHE1_IB_ADDRESS_LOW"},
        {R_IB_CONFIG, "CACHE1_IB_CONFIG"},
        {R_METHOD_COUNT, "CACHE1_METHOD_COUNT"},
        {R_DMA_MGET, "CACHE1_DMA_MGET"},
        {R_DMA_MGET_HIGH, "CACHE1_DMA_MGET_HIGH"},
        {R_GET_HIGH_RS, "CACHE1_DMA_GET_HIGH_RDSHADOW"},
        {R_PUT_HIGH_RS, "CACHE1_DMA_PUT_HIGH_RDSHADOW"},
        {R_PUT_HIGH_WS, "CACHE1_DMA_PUT_HIGH_WRSHADOW"},
        {R_MGET_HIGH_RS, "CACHE1_DMA_MGET_HIGH_RDSHADOW"},
        {R_SEM_ADDRESS_HIGH, "CACHE1_SEMAPHORE_ADDRESS_HIGH"},
        {R_SEM_ADDRESS_LOW, "CACHE1_SEMAPHORE_ADDRESS_LOW"},
        {R_SEM_SEQUENCE, "CACHE1_SEMAPHORE_SEQUENCE"},
};

/* Channel control area (seed 000 L5632-5658). */
enum {
	U_DMA_PUT = 0x40,
	U_DMA_GET = 0x44,
	U_REF = 0x48,
	U_DMA_PUT_HIGH = 0x4c,
	U_DMA_CGET = 0x54,
	U_DMA_MGET = 0x58,
	U_DMA_MGET_HIGH = 0x5c,
	U_DMA_GET_HIGH = 0x60,
	U_IB_GET = 0x88,
	U_IB_PUT = 0x8c,
};

static const struct sgpu_reg_name user_regs[] = {
        {U_DMA_PUT, "DMA_PUT"},
        {U_DMA_GET, "DMA_GET"},
        {U_REF, "REF"},
        {U_DMA_PUT_HIGH, "DMA_PUT_HIGH"},
        {U_DMA_CGET, "DMA_CGET"},
        {U_DMA_MGET, "DMA_MGET"},
        {U_DMA_MGET_HIGH, "DMA_MGET_HIGH"},
        {U_DMA_GET_HIGH, "DMA_GET_HIGH"},
        {U_IB_GET, "IB_GET"},
        {U_IB_PUT, "IB_PUT"},
};

/* ------------------------------------------------------------------ interrupts */

static void intr_update(struct g80_pfifo *pf)
{
	if (pf->u->desc->irq_line >= 0)
		sgpu_irq_set(pf->u->dev, (unsigned)pf->u->desc->irq_line,
		             (pf->intr & pf->intr_en) != 0);
}

void g80_pfifo_intr(struct g80_pfifo *pf, uint32_t bits)
{
	pf->intr |= bits;
	intr_update(pf);
}

uint64_t g80_pfifo_time(struct g80_pfifo *pf)
{
	return nv_ptimer_now(pf->u->dev, pf->step_spent - pf->turn.booked);
}

/* ------------------------------------------------------------------ memory */

/* Accesses through DMA objects go through the Tesla VM library
 * (src/nv/mmu/vm.h), which also latches VM faults in PFB. */
static void dma_fault_log(struct g80_pfifo *pf, const struct g80_fifo_chan *c, uint32_t sel,
                          uint64_t off, const struct g80_vm_fault *f)
{
	sgpu_guest_error(pf->u,
	                 "channel %u: DMA object 0x%04x offset 0x%llx: VM fault %s at 0x%llx",
	                 (unsigned)(c - pf->chan), sel, (unsigned long long)off,
	                 g80_vm_fault_name(f->reason), (unsigned long long)f->addr);
}

bool g80_dma_read(struct g80_pfifo *pf, const struct g80_fifo_chan *c, uint32_t sel, uint64_t off,
                  void *buf, size_t len, const struct g80_vm_access *acc)
{
	struct g80_vm_fault f;
	if (g80_vm_dma_read(pf->vm, c->desc, (uint16_t)sel, off, buf, len, acc, &f))
		return true;
	dma_fault_log(pf, c, sel, off, &f);
	return false;
}

bool g80_dma_write(struct g80_pfifo *pf, const struct g80_fifo_chan *c, uint32_t sel, uint64_t off,
                   const void *buf, size_t len)
{
	struct g80_vm_fault f;
	if (g80_vm_dma_write(pf->vm, c->desc, (uint16_t)sel, off, buf, len,
	                     &G80_VM_ACCESS_SEMAPHORE_WRITE, &f))
		return true;
	dma_fault_log(pf, c, sel, off, &f);
	return false;
}

/* ------------------------------------------------------------------ packed state words */

static uint32_t dma_state_get(const struct g80_fifo_chan *c)
{
	return (uint32_t)c->st_ni | c->st_mthd << 2 | c->st_subc << 13 |
	       (uint32_t)c->st_lenp << 16 | (uint32_t)c->subr_active << 17 |
	       (uint32_t)c->nonmain << 18 | (uint32_t)c->dma_err << 29;
}

static void dma_state_set(struct g80_fifo_chan *c, uint32_t v)
{
	c->st_ni = v & 1;
	c->st_mthd = v >> 2 & 0x7ff;
	c->st_subc = v >> 13 & 7;
	c->st_lenp = v >> 16 & 1;
	c->subr_active = v >> 17 & 1;
	c->nonmain = v >> 18 & 1;
	uint32_t e = v >> 29;
	c->dma_err = e <= G80_DMA_MEM_FAULT ? (enum g80_pusher_err)e : G80_DMA_INVALID_CMD;
}

static uint32_t pull1_get(const struct g80_fifo_chan *c)
{
	return (c->last_engine & 0xfu) | (uint32_t)c->acquire_active << 4 |
	       (uint32_t)c->acquire_source << 5 | (uint32_t)(c->acquire_mode & 1) << 7;
}

static void pull1_set(struct g80_fifo_chan *c, uint32_t v)
{
	c->last_engine = v & 0xf;
	c->acquire_active = v >> 4 & 1;
	c->acquire_source = v >> 5 & 1;
	c->acquire_mode = v >> 7 & 1;
}

static uint32_t semaphore_get(const struct g80_fifo_chan *c)
{
	return (c->semaphore_offset >> 2 & 0x3fff) | (uint32_t)c->semaphore_off_val << 14 |
	       (c->dma_semaphore & 0xffff) << 16;
}

static void semaphore_set(struct g80_fifo_chan *c, uint32_t v)
{
	c->semaphore_offset = (v & 0x3fff) << 2;
	c->semaphore_off_val = v >> 14 & 1;
	c->dma_semaphore = v >> 16;
}

static uint32_t engine_get(const struct g80_fifo_chan *c)
{
	uint32_t v = 0;
	for (unsigned i = 0; i < 8; i++)
		v |= (uint32_t)(c->engines[i] & 0xf) << (4 * i);
	return v;
}

static void engine_set(struct g80_fifo_chan *c, uint32_t v)
{
	for (unsigned i = 0; i < 8; i++)
		c->engines[i] = v >> (4 * i) & 0xf;
}

static uint32_t ib_config_get(const struct g80_fifo_chan *c)
{
	return (uint32_t)(c->ib_address >> 32 & 0xff) | c->ib_order << 16;
}

/* ib_order beyond 32 would make the ring wider than IB_GET: clamp. */
static void ib_config_set(struct g80_fifo_chan *c, uint32_t v)
{
	c->ib_address = (c->ib_address & 0xffffffffu) | (uint64_t)(v & 0xff) << 32;
	c->ib_order = v >> 16 > 32 ? 32 : v >> 16;
}

static uint32_t sli_get(const struct g80_fifo_chan *c)
{
	return (c->sli_mask & 0xfff) | (uint32_t)c->sli_active << 28 |
	       (uint32_t)c->sli_enable << 29;
}

static void sli_set(struct g80_fifo_chan *c, uint32_t v)
{
	c->sli_mask = v & 0xfff;
	c->sli_active = v >> 28 & 1;
	c->sli_enable = v >> 29 & 1;
}

static void dma_fetch_set(struct g80_fifo_chan *c, uint32_t v)
{
	c->dma_fetch = v;
	c->ib_enable = v >> 30 & 1;
}

/* ------------------------------------------------------------------ RAMFC */

/* G80_RAMFC (envytools rnndb g80_pfifo.xml), word by word. */
enum { RAMFC_WORDS = 0x9c / 4 };

static void ramfc_unpack(const struct g80_pfifo *pf, struct g80_fifo_chan *c, const uint32_t *f)
{
	c->ib_put = f[0x00 / 4];
	c->ib_get = f[0x04 / 4];
	c->dma_put = f[0x08 / 4] | (uint64_t)(f[0x0c / 4] & 0xff) << 32;
	c->dma_get = f[0x10 / 4] | (uint64_t)(f[0x14 / 4] & 0xff) << 32;
	c->dma_mget = f[0x18 / 4] | (uint64_t)(f[0x1c / 4] & 0xff) << 32;
	c->dma_mget_val = f[0x1c / 4] >> 31;
	c->dma_get_high_rs = f[0x20 / 4] & 0xff;
	c->dma_put_high_rs = f[0x24 / 4] & 0xff;
	c->dma_put_high_ws = f[0x28 / 4] & 0xff;
	c->dma_mget_high_rs = f[0x2c / 4] & 0xff;
	c->dma_mget_val_rs = f[0x2c / 4] >> 31;
	dma_state_set(c, f[0x30 / 4]);
	c->st_mcnt = f[0x34 / 4] & 0xffffff;
	c->dcount_shadow = f[0x38 / 4];
	dma_fetch_set(c, f[0x3c / 4]);
	c->subr_return = f[0x40 / 4] & ~3u;
	c->dma_timeslice = f[0x44 / 4];
	c->dma_pushbuffer = f[0x48 / 4] & 0xffff;
	c->dma_limit = f[0x4c / 4];
	c->ib_address = f[0x50 / 4] & ~3u;
	ib_config_set(c, f[0x54 / 4]);
	engine_set(c, f[0x58 / 4]);
	pull1_set(c, f[0x5c / 4]);
	c->acquire_timeout = f[0x60 / 4];
	c->acquire_timestamp = f[0x64 / 4];
	c->acquire_value = f[0x68 / 4];
	semaphore_set(c, f[0x6c / 4]);
	c->ref = f[0x74 / 4];
	c->unk88 = f[0x78 / 4];
	sli_set(c, f[0x7c / 4]);
	c->ramht = f[0x80 / 4];
	if (pf->p->g84) {
		c->semaphore_address = f[0x90 / 4] | (uint64_t)(f[0x8c / 4] & 0xff) << 32;
		c->semaphore_sequence = f[0x94 / 4];
	}
}

static void ramfc_pack(const struct g80_pfifo *pf, const struct g80_fifo_chan *c, uint32_t *f)
{
	memset(f, 0, RAMFC_WORDS * 4);
	f[0x00 / 4] = c->ib_put;
	f[0x04 / 4] = c->ib_get;
	f[0x08 / 4] = (uint32_t)c->dma_put;
	f[0x0c / 4] = (uint32_t)(c->dma_put >> 32);
	f[0x10 / 4] = (uint32_t)c->dma_get;
	f[0x14 / 4] = (uint32_t)(c->dma_get >> 32);
	f[0x18 / 4] = (uint32_t)c->dma_mget;
	f[0x1c / 4] = (uint32_t)(c->dma_mget >> 32) | (uint32_t)c->dma_mget_val << 31;
	f[0x20 / 4] = c->dma_get_high_rs;
	f[0x24 / 4] = c->dma_put_high_rs;
	f[0x28 / 4] = c->dma_put_high_ws;
	f[0x2c / 4] = c->dma_mget_high_rs | (uint32_t)c->dma_mget_val_rs << 31;
	f[0x30 / 4] = dma_state_get(c);
	f[0x34 / 4] = c->st_mcnt;
	f[0x38 / 4] = c->dcount_shadow;
	f[0x3c / 4] = c->dma_fetch;
	f[0x40 / 4] = c->subr_return;
	f[0x44 / 4] = c->dma_timeslice;
	f[0x48 / 4] = c->dma_pushbuffer;
	f[0x4c / 4] = c->dma_limit;
	f[0x50 / 4] = (uint32_t)c->ib_address;
	f[0x54 / 4] = ib_config_get(c);
	f[0x58 / 4] = engine_get(c);
	f[0x5c / 4] = pull1_get(c);
	f[0x60 / 4] = c->acquire_timeout;
	f[0x64 / 4] = c->acquire_timestamp;
	f[0x68 / 4] = c->acquire_value;
	f[0x6c / 4] = semaphore_get(c);
	f[0x74 / 4] = c->ref;
	f[0x78 / 4] = c->unk88;
	f[0x7c / 4] = sli_get(c);
	f[0x80 / 4] = c->ramht;
	f[0x84 / 4] = g80_cache_count(c);
	if (pf->p->g84) {
		f[0x8c / 4] = (uint32_t)(c->semaphore_address >> 32);
		f[0x90 / 4] = (uint32_t)c->semaphore_address;
		f[0x94 / 4] = c->semaphore_sequence;
	}
}

/* CHAN_TABLE, bit 31 ENABLE. G80: a channel descriptor, [0:27] channel
 * structure address >> 12, [28:29] target (seed 000 L4926-4949), RAMFC
 * at offset 0 of the structure. G84+: [0:23] RAMFC address >> 8, [24:25]
 * target, and RAMFC 0x98 (CHAN_INST) holds the channel descriptor
 * (rnndb g80_pfifo.xml; nouveau g84_chan_bind). */
static bool chan_load(struct g80_pfifo *pf, unsigned chid, uint32_t v)
{
	struct g80_fifo_chan *c = &pf->chan[chid];
	uint32_t f[RAMFC_WORDS];
	bool g84 = pf->p->g84;
	unsigned target = g84 ? v >> 24 & 3 : v >> 28 & 3;
	if (target != 0)
		sgpu_unimp(pf->u, "channel %u: RAMFC in target %u; only VRAM is modelled", chid,
		           target);
	c->ramfc = g84 ? (uint64_t)(v & 0xffffff) << 8 : (uint64_t)(v & 0x0fffffff) << 12;
	if (!sgpu_memspace_read(pf->vram, c->ramfc, f, sizeof(f))) {
		sgpu_guest_error(pf->u, "channel %u: RAMFC at 0x%llx outside VRAM: not enabled",
		                 chid, (unsigned long long)c->ramfc);
		return false;
	}
	/* G80: the table word is the channel descriptor (bits 30-31 ignored) */
	c->desc = g84 ? f[0x98 / 4] & 0x3fffffffu : v & 0x3fffffffu;
	struct g80_chan ch;
	if (!g80_chan_decode(c->desc, &ch))
		sgpu_guest_error(pf->u, "channel %u: descriptor 0x%08x has target 1 (invalid)",
		                 chid, c->desc);
	c->inst = ch.addr;
	ramfc_unpack(pf, c, f);
	c->cache_get = c->cache_put = 0;
	c->pull0 = 0;
	return true;
}

static void chan_table_write(struct g80_pfifo *pf, unsigned chid, uint32_t v)
{
	struct g80_fifo_chan *c = &pf->chan[chid];
	bool was = c->enabled;
	c->table = v & 0x7fffffffu;
	c->enabled = v >> 31;
	if (c->enabled && !was) {
		if (!chan_load(pf, chid, v))
			c->enabled = false;
	} else if (!c->enabled && was) {
		uint32_t f[RAMFC_WORDS];
		ramfc_pack(pf, c, f);
		if (pf->p->g84)
			f[0x98 / 4] = c->desc;
		if (!sgpu_memspace_write(pf->vram, c->ramfc, f, sizeof(f)))
			sgpu_guest_error(pf->u, "channel %u: RAMFC save at 0x%llx outside VRAM",
			                 chid, (unsigned long long)c->ramfc);
	}
}

/* PLAYLIST (0x32f4): [0:27] address >> 12, [28:29] target; writing
 * PLAYLIST_LEN commits: the channel ids are read at once (nouveau
 * nv50_runl_commit). */
static void playlist_commit(struct g80_pfifo *pf, uint32_t len)
{
	pf->playlist_len = 0;
	memset(pf->listed, 0, sizeof(pf->listed));
	len &= 0xff;
	uint64_t at = (uint64_t)(pf->playlist & 0x0fffffff) << 12;
	struct sgpu_memspace *m = (pf->playlist >> 28 & 3) >= 2 ? pf->sysmem : pf->vram;
	for (uint32_t i = 0; i < len; i++) {
		uint32_t chid;
		if (!sgpu_memspace_rd32(m, at + 4 * i, &chid)) {
			sgpu_guest_error(pf->u, "playlist entry %u at 0x%llx outside memory", i,
			                 (unsigned long long)(at + 4 * i));
			break;
		}
		pf->pl[pf->playlist_len++] = chid & 0x7f;
		pf->listed[chid & 0x7f] = true;
	}
	pf->rr = 0;
}

/* ------------------------------------------------------------------ PFIFO registers */

static struct g80_fifo_chan *cur(struct g80_pfifo *pf)
{
	return &pf->chan[pf->chid];
}

static bool stored_reg(uint32_t off)
{
	switch (off) {
	case R_DELAY:
	case R_DMA_TIMESLICE:
	case R_UNK48:
	case R_TIMESLICE:
	case R_UNK54:
	case R_UNK70:
	case R_UNK84:
	case R_UNK88:
	case R_UNK8C:
	case R_UNK90:
	case R_FREEZE:
	case R_UNK508:
	case R_UNK50C:
	case R_FIFO_ENDIAN: return true;
	}
	return false;
}

static uint32_t cache1_read(struct g80_pfifo *pf, uint32_t off, bool *ok)
{
	struct g80_fifo_chan *c = cur(pf);
	switch (off) {
	case R_PUSH0: return pf->push_access;
	case R_PUSH1: return pf->chid | (pf->chid ? 1u << 16 : 0);
	case R_PUT: return c->cache_put * 4 & 0x7fc;
	case R_STATUS: {
		unsigned n = g80_cache_count(c);
		return (n == 0 ? 1u << 4 : 0) | (n == G80_CACHE_ENTRIES - 1 ? 1u << 8 : 0);
	}
	case R_DMA_PUSH:
		return (uint32_t)pf->dma_push_access |
		       (g80_pusher_has_work(pf, c) ? 1u << 4 : 1u << 8) |
		       (c->dma_err ? 1u << 12 : 0);
	case R_DMA_FETCH: return c->dma_fetch;
	case R_DMA_STATE: return dma_state_get(c);
	case R_DMA_INSTANCE: return c->dma_pushbuffer;
	case R_DMA_LIMIT: return c->dma_limit;
	case R_DMA_PUT: return (uint32_t)c->dma_put;
	case R_DMA_GET: return (uint32_t)c->dma_get;
	case R_REF: return c->ref;
	case R_SUBROUTINE: return c->subr_return;
	case R_PULL0:
		return c->pull0 | pf->pull_access |
		       (c->acquire_active ? G80_PULL0_ACQUIRE_BUSY : 0);
	case R_PULL1: return pull1_get(c);
	case R_HASH: return pf->hash;
	case R_ACQUIRE_TIMEOUT: return c->acquire_timeout;
	case R_ACQUIRE_TIMESTAMP: return c->acquire_timestamp;
	case R_ACQUIRE_VALUE: return c->acquire_value;
	case R_SEMAPHORE: return semaphore_get(c);
	case R_GET: return c->cache_get * 4 & 0x7fc;
	case R_ENGINE: return engine_get(c);
	case R_DCOUNT_SHADOW: return c->dcount_shadow;
	case R_GET_JMP_SHADOW: return c->dma_get_jmp_shadow;
	case R_RSVD_SHADOW: return c->rsvd_shadow;
	case R_DATA_SHADOW: return c->data_shadow;
	case R_PLAYLIST_LEN: return pf->playlist_len; /* bit 8 PENDING: commits are immediate */
	case R_CUR_CHID: return pf->chid;
	case R_PLAYLIST: return pf->playlist;
	case R_KICK_CHANNEL: return 0xffffffffu; /* context save done at once */
	case R_DMA_PUT_HIGH: return (uint32_t)(c->dma_put >> 32);
	case R_DMA_GET_HIGH: return (uint32_t)(c->dma_get >> 32);
	case R_IB_PUT: return c->ib_put;
	case R_IB_GET: return c->ib_get;
	case R_IB_ADDRESS_LOW: return (uint32_t)c->ib_address;
	case R_IB_CONFIG: return ib_config_get(c);
	case R_METHOD_COUNT: return c->st_mcnt;
	case R_DMA_MGET: return (uint32_t)c->dma_mget;
	case R_DMA_MGET_HIGH:
		return (uint32_t)(c->dma_mget >> 32) | (uint32_t)c->dma_mget_val << 31;
	case R_GET_HIGH_RS: return c->dma_get_high_rs;
	case R_PUT_HIGH_RS: return c->dma_put_high_rs;
	case R_PUT_HIGH_WS: return c->dma_put_high_ws;
	case R_MGET_HIGH_RS: return c->dma_mget_high_rs | (uint32_t)c->dma_mget_val_rs << 31;
	}
	if (pf->p->g84) {
		switch (off) {
		case R_SEM_ADDRESS_HIGH: return (uint32_t)(c->semaphore_address >> 32);
		case R_SEM_ADDRESS_LOW: return (uint32_t)c->semaphore_address;
		case R_SEM_SEQUENCE: return c->semaphore_sequence;
		}
	}
	*ok = false;
	return 0;
}

static uint32_t pfifo_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct g80_pfifo *pf = u->priv;
	(void)size;
	if (off >= R_CHAN_TABLE && off < R_CHAN_TABLE + 4 * G80_PFIFO_CHANNELS)
		return pf->chan[(off - R_CHAN_TABLE) / 4].table |
		       (pf->chan[(off - R_CHAN_TABLE) / 4].enabled ? 1u << 31 : 0);
	switch (off) {
	case R_INTR: return pf->intr;
	case R_INTR_EN: return pf->intr_en;
	case R_SLI: return pf->sli_reg;
	case R_RAMHT: return pf->ramht_reg;
	case R_CACHES: return pf->caches;
	case R_DEBUG_0: return 0;
	case R_ENGINE_IDLE: return 0x3f; /* engines finish methods as they take them */
	}
	if (stored_reg(off))
		return pf->stored[off / 4];
	bool ok = true;
	uint32_t v = cache1_read(pf, off, &ok);
	if (ok)
		return v;
	sgpu_guest_error(u, "read of unknown register +0x%04x", off);
	return 0;
}

static void cache1_write_rest(struct g80_pfifo *pf, struct g80_fifo_chan *c, uint32_t off,
                              uint32_t v)
{
	switch (off) {
	case R_DMA_PUT_HIGH:
		c->dma_put = (c->dma_put & 0xffffffffu) | (uint64_t)(v & 0xff) << 32;
		return;
	case R_DMA_GET_HIGH:
		c->dma_get = (c->dma_get & 0xffffffffu) | (uint64_t)(v & 0xff) << 32;
		return;
	case R_IB_PUT: c->ib_put = v; return;
	case R_IB_GET: c->ib_get = v; return;
	case R_IB_ADDRESS_LOW: c->ib_address = (c->ib_address & ~0xffffffffull) | (v & ~3u); return;
	case R_IB_CONFIG: ib_config_set(c, v); return;
	case R_METHOD_COUNT: c->st_mcnt = v & 0xffffff; return;
	case R_DMA_MGET: c->dma_mget = (c->dma_mget & ~0xffffffffull) | v; return;
	case R_DMA_MGET_HIGH:
		c->dma_mget = (c->dma_mget & 0xffffffffu) | (uint64_t)(v & 0xff) << 32;
		c->dma_mget_val = v >> 31;
		return;
	case R_GET_HIGH_RS: c->dma_get_high_rs = v & 0xff; return;
	case R_PUT_HIGH_RS: c->dma_put_high_rs = v & 0xff; return;
	case R_PUT_HIGH_WS: c->dma_put_high_ws = v & 0xff; return;
	case R_MGET_HIGH_RS:
		c->dma_mget_high_rs = v & 0xff;
		c->dma_mget_val_rs = v >> 31;
		return;
	}
	if (pf->p->g84) {
		switch (off) {
		case R_SEM_ADDRESS_HIGH:
			c->semaphore_address =
			        (c->semaphore_address & 0xffffffffu) | (uint64_t)(v & 0xff) << 32;
			return;
		case R_SEM_ADDRESS_LOW:
			c->semaphore_address = (c->semaphore_address & ~0xffffffffull) | (v & ~3u);
			return;
		case R_SEM_SEQUENCE: c->semaphore_sequence = v; return;
		}
	}
	sgpu_guest_error(pf->u, "write 0x%08x to unknown register +0x%04x ignored", v, off);
}

static void cache1_write(struct g80_pfifo *pf, uint32_t off, uint32_t v)
{
	struct g80_fifo_chan *c = cur(pf);
	switch (off) {
	case R_PUSH0: pf->push_access = v & 1; return;
	case R_PUSH1: pf->chid = v & 0x7f; return;
	case R_PUT: c->cache_put = (v & 0x7fc) / 4; return;
	case R_DMA_PUSH: pf->dma_push_access = v & 1; return;
	case R_DMA_FETCH: dma_fetch_set(c, v); return;
	case R_DMA_STATE: dma_state_set(c, v); return;
	case R_DMA_INSTANCE: c->dma_pushbuffer = v & 0xffff; return;
	case R_DMA_LIMIT: c->dma_limit = v; return;
	case R_DMA_PUT: c->dma_put = (c->dma_put & ~0xffffffffull) | v; return;
	case R_DMA_GET: c->dma_get = (c->dma_get & ~0xffffffffull) | v; return;
	case R_REF: c->ref = v; return;
	case R_SUBROUTINE: c->subr_return = v & ~3u; return;
	case R_PULL0:
		/* Writing re-arms the puller and clears its error status
		 * (nouveau writes 1 after servicing CACHE_ERROR/SEMAPHORE). */
		pf->pull_access = v & 1;
		c->pull0 = 0;
		return;
	case R_PULL1: pull1_set(c, v); return;
	case R_HASH: pf->hash = v; return;
	case R_ACQUIRE_TIMEOUT: c->acquire_timeout = v; return;
	case R_ACQUIRE_TIMESTAMP: c->acquire_timestamp = v; return;
	case R_ACQUIRE_VALUE: c->acquire_value = v; return;
	case R_SEMAPHORE: semaphore_set(c, v); return;
	case R_GET: c->cache_get = (v & 0x7fc) / 4; return;
	case R_ENGINE: engine_set(c, v); return;
	case R_DCOUNT_SHADOW: c->dcount_shadow = v; return;
	case R_GET_JMP_SHADOW: c->dma_get_jmp_shadow = v; return;
	case R_RSVD_SHADOW: c->rsvd_shadow = v; return;
	case R_DATA_SHADOW: c->data_shadow = v; return;
	case R_PLAYLIST_LEN: playlist_commit(pf, v); return;
	case R_PLAYLIST: pf->playlist = v; return;
	case R_KICK_CHANNEL: pf->kick = v; return;
	case R_CUR_CHID: sgpu_guest_error(pf->u, "write to read-only CUR_CHID ignored"); return;
	}
	cache1_write_rest(pf, c, off, v);
}

static void pfifo_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct g80_pfifo *pf = u->priv;
	(void)size;
	if (off >= R_CHAN_TABLE && off < R_CHAN_TABLE + 4 * G80_PFIFO_CHANNELS) {
		chan_table_write(pf, (off - R_CHAN_TABLE) / 4, v);
		return;
	}
	switch (off) {
	case R_INTR:
		pf->intr &= ~v;
		intr_update(pf);
		return;
	case R_INTR_EN:
		pf->intr_en = v;
		intr_update(pf);
		return;
	case R_SLI: pf->sli_reg = v; return;
	case R_RAMHT: pf->ramht_reg = v; return;
	case R_CACHES: pf->caches = v; return;
	case R_DEBUG_0:
	case R_ENGINE_IDLE:
		sgpu_guest_error(u, "write 0x%08x to read-only register +0x%04x ignored", v, off);
		return;
	}
	if (stored_reg(off)) {
		pf->stored[off / 4] = v;
		if (off == R_FIFO_ENDIAN) /* no PMC endian switch: LITTLE without the override */
			pf->big_endian = (v & 3) == 3;
		return;
	}
	cache1_write(pf, off, v);
}

static const struct sgpu_mmio_ops pfifo_ops = {pfifo_read, pfifo_write};

/* ------------------------------------------------------------------ channel control area */

static uint32_t user_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct g80_pfifo *pf = u->priv;
	(void)size;
	struct g80_fifo_chan *c = &pf->chan[off / USER_STRIDE];
	switch (off % USER_STRIDE) {
	case U_DMA_PUT:
		c->dma_put_high_rs = (uint32_t)(c->dma_put >> 32);
		return (uint32_t)c->dma_put;
	case U_DMA_GET:
		c->dma_get_high_rs = (uint32_t)(c->dma_get >> 32);
		return (uint32_t)c->dma_get;
	case U_REF: return c->ref;
	case U_DMA_PUT_HIGH: return c->dma_put_high_rs;
	case U_DMA_CGET: return c->subr_active ? c->subr_return : (uint32_t)c->dma_get;
	case U_DMA_MGET:
		c->dma_mget_high_rs = (uint32_t)(c->dma_mget >> 32);
		c->dma_mget_val_rs = c->dma_mget_val;
		return (uint32_t)c->dma_mget;
	case U_DMA_MGET_HIGH: return c->dma_mget_high_rs | (uint32_t)c->dma_mget_val_rs << 31;
	case U_DMA_GET_HIGH: return c->dma_get_high_rs;
	case U_IB_GET: return c->ib_get;
	case U_IB_PUT: return c->ib_put;
	}
	sgpu_guest_error(u, "channel %u: read of unknown control register +0x%04x",
	                 off / USER_STRIDE, off % USER_STRIDE);
	return 0;
}

static void user_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct g80_pfifo *pf = u->priv;
	(void)size;
	unsigned chid = off / USER_STRIDE;
	struct g80_fifo_chan *c = &pf->chan[chid];
	switch (off % USER_STRIDE) {
	case U_DMA_PUT:
	case U_DMA_PUT_HIGH:
		if (c->ib_enable) {
			sgpu_guest_error(u, "channel %u: DMA_PUT written in IB mode: ignored",
			                 chid);
			return;
		}
		if (off % USER_STRIDE == U_DMA_PUT_HIGH)
			c->dma_put_high_ws = v & 0xff;
		else
			c->dma_put = (uint64_t)c->dma_put_high_ws << 32 | v;
		return;
	case U_IB_PUT: c->ib_put = v; return;
	}
	sgpu_guest_error(u, "channel %u: write 0x%08x to control register +0x%04x ignored", chid, v,
	                 off % USER_STRIDE);
}

static const struct sgpu_mmio_ops user_ops = {user_read, user_write};

/* The CACHE of the current channel: method at +8i, data at +8i+4. */
static uint32_t cache_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct g80_pfifo *pf = u->priv;
	(void)size;
	unsigned i = off / 8 % G80_CACHE_ENTRIES;
	return off % 8 ? cur(pf)->cache_data[i] : g80_cache_mthd(cur(pf), i);
}

static void cache_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct g80_pfifo *pf = u->priv;
	(void)size;
	unsigned i = off / 8 % G80_CACHE_ENTRIES;
	if (off % 8)
		cur(pf)->cache_data[i] = v;
	else
		g80_cache_set_mthd(cur(pf), i, v & 0xfffc);
}

static const struct sgpu_mmio_ops cache_ops = {cache_read, cache_write};

/* ------------------------------------------------------------------ scheduling */

static bool on_playlist(const struct g80_pfifo *pf, unsigned chid)
{
	return pf->listed[chid];
}

static bool pusher_can_run(const struct g80_pfifo *pf, const struct g80_fifo_chan *c)
{
	return pf->push_access && pf->dma_push_access && g80_pusher_has_work(pf, c) &&
	       g80_cache_count(c) < G80_CACHE_ENTRIES - 1;
}

/* Whether channel c can spend a step now. A blocked acquire counts only
 * once memory satisfies it: that re-read is the retry. */
static bool chan_work(struct g80_pfifo *pf, const struct g80_fifo_chan *c)
{
	if (!c->enabled)
		return false;
	if (g80_puller_has_work(pf, c) || pusher_can_run(pf, c))
		return true;
	return pf->pull_access && c->acquire_active && g80_acquire_ready(pf, c);
}

/* An error waits for the host: PFIFO stays on the channel that raised it. */
static bool stuck(const struct g80_pfifo *pf)
{
	const struct g80_fifo_chan *c = &pf->chan[pf->chid];
	return c->dma_err != G80_DMA_OK || (c->pull0 & ~G80_PULL0_ACCESS) != 0;
}

/* The next channel with work, in playlist order after the current one. */
static bool pick(struct g80_pfifo *pf)
{
	for (uint32_t k = 0; k < pf->playlist_len; k++) {
		uint32_t i = (pf->rr + k) % pf->playlist_len;
		unsigned chid = pf->pl[i];
		if (chan_work(pf, &pf->chan[chid])) {
			pf->chid = chid;
			pf->rr = (i + 1) % pf->playlist_len;
			pf->slice_left = G80_SLICE;
			return true;
		}
	}
	return false;
}

static bool pfifo_busy(const struct sgpu_unit *u)
{
	struct g80_pfifo *pf = u->priv;
	if (stuck(pf))
		return on_playlist(pf, pf->chid) && chan_work(pf, &pf->chan[pf->chid]);
	for (uint32_t i = 0; i < pf->playlist_len; i++)
		if (chan_work(pf, &pf->chan[pf->pl[i]]))
			return true;
	return false;
}

/* The fast path of the loop below for one channel streaming its
 * pushbuffer: the same decisions the loop makes at every step, without
 * re-deciding what cannot have changed (the playlist, the access flags,
 * the channel), and the pushbuffer read through a pinned translation.
 * Returns at anything the loop must decide itself: an error, a yield, a
 * blocked acquire, a held method, an IB fetch, the end of the slice or
 * budget. Proven identical to the loop by tests/unit/test_g80_pfifo.c
 * ("fast path"). */
/* A method the puller hands straight to the last engine (which then
 * needs no idle wait): from 0x100, outside the RAMHT-translated
 * 0x180-0x1fc. */
static bool plain_engine_mthd(uint32_t idx)
{
	return idx >= 0x100 / 4 && (idx < 0x180 / 4 || idx >= 0x200 / 4);
}

/* Whether a fast-path run may go on past `limit`, the end of the run
 * loop's slice (a long turn, pf->turn.far): when no other unit is busy, as the
 * run loop then gives PFIFO the next slice too (it stays busy while the
 * run has words left), and the run cannot change that: it only changes
 * PFIFO, an engine the run loop never steps (no busy()) and the memory
 * that engine writes, and no other unit's busy() reads memory (on the
 * chips with PFIFO: PMC, PTIMER, PFB, RECORD; a unit whose busy() did
 * would need this revisited). */
static bool far_ok(const struct g80_pfifo *pf, uint64_t limit)
{
	return sgpu_turn_far_ok(pf->u, &pf->turn, limit);
}

/* Whether the current channel may run past the end of its slice: when
 * no other channel on the playlist has work, pick() at the slice's end
 * takes the current channel again, and nothing a run of data methods
 * does can give another channel work (only a blocked acquire waits on
 * memory, so a channel with one active does not qualify). */
static bool slice_spannable(struct g80_pfifo *pf)
{
	for (uint32_t i = 0; i < pf->playlist_len; i++) {
		unsigned chid = pf->pl[i];
		const struct g80_fifo_chan *o = &pf->chan[chid];
		if (chid != pf->chid && (o->acquire_active || chan_work(pf, o)))
			return false;
	}
	return true;
}

/* The slice bookkeeping of `steps` steps of the current channel, past
 * the slice's end only when slice_spannable: every time the slice runs
 * out with work left, pfifo_step would pick() the same channel (advancing
 * rr past it) and start a new slice. */
static void slice_spend(struct g80_pfifo *pf, uint64_t steps)
{
	if (steps <= pf->slice_left) {
		pf->slice_left -= (unsigned)steps;
		return;
	}
	steps -= pf->slice_left;
	uint64_t picks = (steps + G80_SLICE - 1) / G80_SLICE;
	for (uint64_t j = 0; j < picks; j++) {
		/* pick()'s scan, without its divisions */
		uint32_t was = pf->rr, i = pf->rr % pf->playlist_len;
		for (uint32_t k = 0; k < pf->playlist_len;
		     k++, i = i + 1 < pf->playlist_len ? i + 1 : 0) {
			if (pf->pl[i] == pf->chid) {
				pf->rr = i + 1 < pf->playlist_len ? i + 1 : 0;
				break;
			}
		}
		if (pf->rr == was)
			break; /* a fixed point: the later picks leave rr as it is */
	}
	pf->slice_left = (unsigned)(picks * G80_SLICE - steps);
}

/* How many data words run_data may take at once, each a pusher and a
 * puller step: what the command has left, within the step budget and
 * the slice (or past it, span), the pinned range, DMA_PUT (a GET that
 * never meets PUT runs on), the NV4-style DMA_LIMIT, and the methods that
 * stay plain (an increasing run stops before 0x180 and before wrapping
 * to 0). */
static uint64_t run_data_words(const struct g80_pfifo *pf, const struct g80_fifo_chan *c,
                               const struct g80_pusher_pin *pin, uint64_t budget_left, bool span)
{
	const struct g80_vm_pin *v = &pin->vm;
	uint64_t off = c->dma_get;
	if (c->st_lenp || !pin->ok || v->chan != c->desc || v->selector != c->dma_pushbuffer ||
	    off < v->offset || off - v->offset + 4 > v->len)
		return 0;
	uint64_t n = c->st_mcnt;
	uint64_t lim[3] = {budget_left / 2, span ? UINT64_MAX : pf->slice_left / 2,
	                   (v->len - (off - v->offset)) / 4};
	for (unsigned i = 0; i < 3; i++)
		n = lim[i] < n ? lim[i] : n;
	if (c->dma_put >= off && (c->dma_put - off) % 4 == 0 && (c->dma_put - off) / 4 < n)
		n = (c->dma_put - off) / 4;
	if (!c->ib_enable) {
		uint64_t room = off < c->dma_limit ? (c->dma_limit - off + 3) / 4 : 0;
		n = room < n ? room : n;
	}
	if (!c->st_ni) {
		uint32_t end = c->st_mthd < 0x180 / 4 ? 0x180 / 4 : 0x800;
		n = end - c->st_mthd < n ? end - c->st_mthd : n;
	}
	return n;
}

static bool ranges_meet(const uint8_t *a, uint64_t alen, const uint8_t *b, uint64_t blen)
{
	return a < b + blen && b < a + alen;
}

void g80_cache_settle_lazy(struct g80_fifo_chan *c)
{
	uint32_t n = c->lazy_n, first = n > G80_CACHE_ENTRIES ? n - G80_CACHE_ENTRIES : 0;
	for (uint32_t i = first; i < n; i++)
		c->cache_mthd[(c->lazy_at + i) % G80_CACHE_ENTRIES] = c->lazy_w + c->lazy_step * i;
	c->lazy_at = c->lazy_n = c->lazy_w = c->lazy_step = 0;
}

/* The words of a little-endian run as host words: on a little-endian
 * host a word-by-word copy the compiler vectorizes (it turns a bounded
 * memcpy into a slow `rep movsq`, and byte-assembled loads defeat its
 * vectorizer). */
static void words_le(uint32_t *restrict dst, const uint8_t *restrict src, size_t n)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	for (size_t i = 0; i < n; i++) {
		uint32_t w;
		memcpy(&w, src + 4 * i, 4);
		dst[i] = w;
	}
#else
	for (size_t i = 0; i < n; i++)
		dst[i] = sgpu_ld_le32(src + 4 * i);
#endif
}

/* The CACHE entries k data words of the current command leave: the ring
 * keeps only the last G80_CACHE_ENTRIES of them. The data words are
 * copied; the method words, a constant or a +4 sequence, are left to
 * g80_cache_settle (a run that continues the pending one extends it). */
static void cache_fill(struct g80_fifo_chan *c, const uint8_t *src, uint64_t k)
{
	uint32_t step = c->st_ni ? 0 : 4;
	uint32_t w = (c->st_mthd << 2 & 0x1ffc) | c->st_subc << 13;
	if (c->lazy_n &&
	    ((c->lazy_at + c->lazy_n) % G80_CACHE_ENTRIES != c->cache_put || c->lazy_step != step ||
	     c->lazy_w + step * c->lazy_n != w || c->lazy_n > UINT32_MAX / 2))
		g80_cache_settle_lazy(c);
	if (!c->lazy_n) {
		c->lazy_at = c->cache_put;
		c->lazy_w = w;
		c->lazy_step = step;
	}
	c->lazy_n += (uint32_t)k;
	uint64_t first = k > G80_CACHE_ENTRIES ? k - G80_CACHE_ENTRIES : 0;
	uint32_t at = (uint32_t)((c->cache_put + first) % G80_CACHE_ENTRIES);
	uint32_t left = (uint32_t)(k - first);
	uint32_t n1 = G80_CACHE_ENTRIES - at < left ? G80_CACHE_ENTRIES - at : left;
	src += 4 * first;
	words_le(c->cache_data + at, src, n1);
	words_le(c->cache_data, src + 4 * n1, left - n1);
}

/* Field by field: an initializer's zeroing of the padding costs a
 * `rep stos` per run in gcc's output. */
static void method_init(struct nv_method *m, const struct g80_pfifo *pf,
                        const struct g80_fifo_chan *c)
{
	m->chid = pf->chid;
	m->chan_inst = c->inst;
	m->subc = c->st_subc;
	m->mthd = c->st_mthd << 2;
	m->data = 0;
}

/* Up to n data words of the current command handed to the engine at once
 * (nv_engine_ops.method_run, straight from the pinned pushbuffer), when
 * the engine's writes cannot reach the words read ahead or the memory
 * the pin depends on: then reading first and writing after is the
 * reference order's result. Applies the k pairs of steps the engine
 * accepted, as run_data's loop would; 0: nothing done (take the loop). */
static uint64_t run_batch(struct g80_pfifo *pf, struct g80_fifo_chan *c, const struct g80_vm_pin *v,
                          struct sgpu_unit *eu, const struct nv_engine_ops *ops, uint64_t n,
                          uint64_t *spent)
{
	const uint8_t *src = v->ptr + (c->dma_get - v->offset);
	sgpu_space sp;
	uint64_t wa, wl;
	struct nv_method m;
	method_init(&m, pf, c);
	ops->run_writes(eu, &m, (size_t)n, &sp, &wa, &wl);
	if (wl) {
		struct sgpu_memspace *mem = sgpu_dev_mem(pf->u->dev, sp);
		const uint8_t *wp = mem ? sgpu_memspace_ptr(mem, wa, wl) : NULL;
		if (!wp || ranges_meet(wp, wl, src, 4 * n))
			return 0;
		for (unsigned i = 0; i < v->ndep; i++)
			if (ranges_meet(wp, wl, v->dep[i].p, v->dep[i].len))
				return 0;
	}
	pf->step_spent = *spent + 1;
	uint64_t k = ops->method_run(eu, &m, c->st_ni, src, (size_t)n);
	if (k > n)
		k = n;
	if (!k)
		return 0;
	cache_fill(c, src, k);
	c->cache_put = c->cache_get = (uint32_t)((c->cache_put + k) % G80_CACHE_ENTRIES);
	c->dma_get = (c->dma_get + 4 * k) & 0xffffffffffull;
	if (!c->nonmain) {
		c->dma_mget = c->dma_get;
		c->dma_mget_val = true;
	}
	c->data_shadow = sgpu_ld_le32(src + 4 * (k - 1));
	if (!c->st_ni)
		c->st_mthd = (c->st_mthd + (uint32_t)k) & 0x7ff;
	c->st_mcnt -= (uint32_t)k;
	c->dcount_shadow += (uint32_t)k;
	pf->stamp += (uint32_t)k;
	*spent += 2 * k;
	slice_spend(pf, 2 * k);
	pf->step_spent = *spent;
	return k;
}

/* Data words of one command going to one engine, each a pusher step and
 * a puller step, with the puller's decisions for such a method (mthd_engine
 * and submit in g80_puller.c) taken once: the engine is the last engine,
 * so nothing waits for it to idle, and it has a method entry. */
static void run_data(struct g80_pfifo *pf, struct g80_fifo_chan *c, struct g80_pusher_pin *pin,
                     uint64_t budget, uint64_t *spent)
{
	unsigned engine = c->engines[c->st_subc];
	struct sgpu_unit *eu = engine < G80_ENGINES ? pf->engine_unit[engine] : NULL;
	const struct nv_engine_ops *ops = nv_engine_ops(eu);
	if (engine == G80_ENGINE_SOFTWARE || engine != c->last_engine || !ops || !ops->method ||
	    (c->sli_enable && !c->sli_active))
		return;
	struct g80_vm_pin *v = &pin->vm;
	/* method_run takes little-endian words */
	bool batch = ops->method_run && ops->run_writes && !pf->big_endian;
	bool span = batch && slice_spannable(pf);
	uint64_t lim = batch && !eu->cls->busy && far_ok(pf, budget) ? pf->turn.far : budget;
	uint64_t n = run_data_words(pf, c, pin, lim - *spent, span);
	if (n >= 2 && batch) {
		if (pin->check && !g80_vm_pin_valid(v))
			return;
		pin->check = false;
		/* the engine's writes missed the pin's dependencies: it holds */
		if (run_batch(pf, c, v, eu, ops, n, spent))
			return; /* run_fast's loop comes back for the rest */
	}
	struct nv_method m;
	method_init(&m, pf, c);
	if (span || lim != budget)
		n = run_data_words(pf, c, pin, budget - *spent, false);
	for (uint64_t k = 0; k < n; k++) {
		if (pin->check && !g80_vm_pin_valid(v))
			return;
		pin->check = false;
		uint64_t off = c->dma_get;
		uint32_t word;
		memcpy(&word, v->ptr + (off - v->offset), 4);
		word = g80_fifo_word(pf, word);
		/* the pusher step (pusher_consume, a data word) */
		c->dma_get = (off + 4) & 0xffffffffffull;
		if (!c->nonmain) {
			c->dma_mget = c->dma_get;
			c->dma_mget_val = true;
		}
		c->data_shadow = word;
		g80_cache_set_mthd(c, c->cache_put, (c->st_mthd << 2 & 0x1ffc) | c->st_subc << 13);
		c->cache_data[c->cache_put] = word;
		c->cache_put = (c->cache_put + 1) % G80_CACHE_ENTRIES;
		m.mthd = c->st_mthd << 2;
		if (!c->st_ni)
			c->st_mthd = (c->st_mthd + 1) & 0x7ff;
		c->st_mcnt--;
		c->dcount_shadow++;
		++*spent;
		pf->slice_left--;
		/* the puller step (g80_puller_step, mthd_engine, submit) */
		pf->step_spent = *spent;
		pf->stamp++;
		m.data = word;
		enum nv_engine_status st = ops->method(eu, &m);
		pin->check = true;
		++*spent;
		pf->slice_left--;
		if (st == NV_ENGINE_STALLED)
			return; /* held in the CACHE: the loop retries it */
		c->cache_get = (c->cache_get + 1) % G80_CACHE_ENTRIES;
	}
}

/* A run of SLI conditional command words (a pusher step each, nothing
 * for the puller; nv_pb_classify's SLI form, which no earlier form
 * matches): only the last one's mask decides sli_active. Bounded like
 * run_data_words; runs of fewer than 2 are left to the word path. */
static void run_sli(struct g80_pfifo *pf, struct g80_fifo_chan *c, struct g80_pusher_pin *pin,
                    uint64_t budget, uint64_t *spent)
{
	const struct g80_vm_pin *v = &pin->vm;
	uint64_t off = c->dma_get;
	if (pf->big_endian || !pin->ok || v->chan != c->desc || v->selector != c->dma_pushbuffer ||
	    off < v->offset || off - v->offset + 4 > v->len)
		return;
	uint64_t n = (far_ok(pf, budget) ? pf->turn.far : budget) - *spent;
	if (!slice_spannable(pf) && pf->slice_left < n)
		n = pf->slice_left;
	uint64_t room = (v->len - (off - v->offset)) / 4;
	n = room < n ? room : n;
	if (c->dma_put >= off && (c->dma_put - off) % 4 == 0 && (c->dma_put - off) / 4 < n)
		n = (c->dma_put - off) / 4;
	if (!c->ib_enable) {
		room = off < c->dma_limit ? (c->dma_limit - off + 3) / 4 : 0;
		n = room < n ? room : n;
	}
	if (n < 2 || (pin->check && !g80_vm_pin_valid(v)))
		return;
	pin->check = false;
	const uint8_t *p = v->ptr + (off - v->offset);
	uint64_t k = 0;
	uint32_t last = 0;
	for (; k < n; k++) {
		uint32_t w = sgpu_ld_le32(p + 4 * k);
		if ((w & 0xffff0003) != 0x00010000)
			break;
		last = w;
	}
	if (!k)
		return;
	c->dma_get = (off + 4 * k) & 0xffffffffffull;
	if (!c->nonmain) {
		c->dma_mget = c->dma_get;
		c->dma_mget_val = true;
	}
	c->rsvd_shadow = last;
	c->sli_active = (c->sli_mask & (last >> 4 & 0xfff)) != 0;
	*spent += k;
	slice_spend(pf, k);
	pf->step_spent = *spent;
}

/* The current channel's pusher has just taken a jump to the word it read
 * (a JUMP or old-style JUMP to itself: no other command word leaves
 * dma_get where it was without changing subr_active or the method state).
 * Every further step reads the same word (nothing has written memory
 * since, and nothing runs until this unit returns) and sets the same
 * state (dma_get, dma_mget and the jump shadow are what the first
 * repetition left), so the steps up to the slice's end (or past it, as
 * run_sli may) and the budget are only counted: a guest spinning on a
 * jump costs almost nothing per step (issue 13 item 9). */
static void run_self_jump(struct g80_pfifo *pf, uint64_t budget, uint64_t *spent)
{
	if (*spent >= budget && !far_ok(pf, budget))
		return;
	uint64_t n = (far_ok(pf, budget) ? pf->turn.far : budget) - *spent;
	if (!slice_spannable(pf) && pf->slice_left < n)
		n = pf->slice_left;
	if (!n)
		return;
	*spent += n;
	slice_spend(pf, n);
	pf->step_spent = *spent;
}

static void run_fast(struct g80_pfifo *pf, struct g80_fifo_chan *c, struct g80_pusher_pin *pin,
                     uint64_t budget, uint64_t *spent)
{
	if (!pf->push_access || !pf->dma_push_access || !pf->pull_access)
		return;
	while (*spent < budget && pf->slice_left > 0) {
		if (c->acquire_active || pf->yield || stuck(pf) || g80_cache_count(c) != 0)
			return;
		if (c->st_mcnt && !c->st_lenp && plain_engine_mthd(c->st_mthd)) {
			uint64_t before = *spent;
			run_data(pf, c, pin, budget, spent);
			if (*spent != before)
				continue;
		}
		if (!c->st_mcnt && !c->st_lenp && c->sli_enable) {
			uint64_t before = *spent;
			run_sli(pf, c, pin, budget, spent);
			if (*spent != before)
				continue;
		}
		pf->step_spent = *spent;
		uint64_t at = c->dma_get;
		bool subr = c->subr_active, cmd = !c->st_mcnt && !c->st_lenp;
		if (!g80_pusher_word_fast(pf, c, pin))
			return;
		++*spent;
		pf->slice_left--;
		if (cmd && c->dma_get == at && c->subr_active == subr && !c->st_mcnt &&
		    !c->st_lenp && !stuck(pf)) {
			run_self_jump(pf, budget, spent);
			continue;
		}
		if (g80_cache_count(c) == 0 || stuck(pf))
			continue; /* a command word, or data the SLI mask dropped */
		if (*spent >= budget || pf->slice_left == 0)
			return;
		pf->step_spent = *spent;
		g80_puller_step(pf, c);
		pin->check = true;
		++*spent;
		pf->slice_left--;
	}
}

/* The scheduler loop until `limit` steps are spent (a fast-path run may
 * pass it, see far_ok) or nothing is left to do: false then. */
static bool pfifo_loop(struct g80_pfifo *pf, uint64_t limit, uint64_t *spent)
{
	struct g80_pusher_pin *pin = &pf->pin;
	while (*spent < limit) {
		struct g80_fifo_chan *c = &pf->chan[pf->chid];
		/* A channel with an error pending keeps PFIFO whatever its
		 * slice: busy() must promise only work that step() does. */
		bool turn = stuck(pf) || (!pf->yield && pf->slice_left > 0);
		bool here = turn && on_playlist(pf, pf->chid) && chan_work(pf, c);
		if (!here) {
			pf->yield = false;
			if (stuck(pf) || !pick(pf))
				return false;
			continue;
		}
		if (g80_puller_has_work(pf, c) ||
		    (pf->pull_access && c->acquire_active && g80_acquire_ready(pf, c))) {
			g80_puller_step(pf, c);
			pin->check = true; /* engines and semaphores write memory */
		} else if (!pf->no_fast) {
			uint64_t before = *spent;
			run_fast(pf, c, pin, limit, spent);
			pf->fast_steps += *spent - before;
			if (*spent != before) {
				pf->step_spent = *spent;
				continue;
			}
			g80_pusher_step(pf, c);
		} else {
			g80_pusher_step(pf, c);
		}
		++*spent;
		pf->step_spent = *spent;
		/* A channel stuck on an error runs past its slice: it must not
		 * wrap into a near-endless one once the host clears it. */
		if (pf->slice_left)
			pf->slice_left--;
	}
	return true;
}

static bool pfifo_turn_loop(struct sgpu_unit *u, uint64_t limit, uint64_t *spent)
{
	return pfifo_loop(u->priv, limit, spent);
}

/* step() of one slice (slices false) or a long turn (sgpu_unit_turn:
 * slices booked one by one; a fast-path run may cross slice ends when
 * that cannot change anything, far_ok). */
static uint64_t pfifo_run(struct sgpu_unit *u, uint64_t budget, bool slices)
{
	struct g80_pfifo *pf = u->priv;
	pf->pin.check = true; /* the host may have written memory since */
	pf->step_spent = 0;
	uint64_t spent = sgpu_unit_turn(u, budget, slices, &pf->turn, pfifo_turn_loop);
	pf->step_spent = 0;
	return spent;
}

/* A long turn (the class's long_turns: every other unit idle) runs slice
 * after slice; the reference (no_fast) takes one slice, as without long
 * turns, so that the differential test also checks pfifo_run's slices
 * against the run loop's. */
static uint64_t pfifo_step(struct sgpu_unit *u, uint64_t budget)
{
	const struct g80_pfifo *pf = u->priv;
	if (budget <= SGPU_RUN_SLICE)
		return pfifo_run(u, budget, false);
	if (pf->no_fast)
		return pfifo_run(u, SGPU_RUN_SLICE, false);
	return pfifo_run(u, budget, true);
}

/* ------------------------------------------------------------------ unit */

static sgpu_status pfifo_init(struct sgpu_unit *u)
{
	struct g80_pfifo *pf = u->priv;
	pf->u = u;
	pf->p = u->desc->params;
	if (!pf->p)
		return SGPU_ERR_INVALID_ARG;
	pf->vram = sgpu_dev_mem(u->dev, SGPU_SPACE_VRAM);
	pf->sysmem = sgpu_dev_mem(u->dev, SGPU_SPACE_SYSMEM);
	size_t n = sizeof(pfifo_regs) / sizeof(pfifo_regs[0]);
	if (!pf->p->g84)
		n -= 3; /* the semaphore registers are last */
	sgpu_status s =
	        sgpu_unit_map_window(u, PFIFO_WINDOW, &pfifo_ops, pfifo_regs, n, SGPU_MMIO_WORD32);
	size_t k = 0;
	for (unsigned i = 0; i < G80_PFIFO_CHANNELS; i++) {
		for (size_t j = 0; j < sizeof(user_regs) / sizeof(user_regs[0]); j++, k++) {
			snprintf(pf->user_names[k], sizeof(pf->user_names[k]), "C%u_%s", i,
			         user_regs[j].name);
			pf->user_regs[k].offset = i * USER_STRIDE + user_regs[j].offset;
			pf->user_regs[k].name = pf->user_names[k];
		}
	}
	struct sgpu_mmio_region ur = {
	        .name = "USER",
	        .base = USER_BASE,
	        .size = USER_STRIDE * G80_PFIFO_CHANNELS,
	        .ops = &user_ops,
	        .unit = u,
	        .regs = pf->user_regs,
	        .reg_count = k,
	        .flags = SGPU_MMIO_WORD32,
	};
	if (s == SGPU_OK)
		s = sgpu_mmio_map(u->dev, &ur);
	if (s != SGPU_OK)
		return s;
	struct sgpu_mmio_region cr = {
	        .name = "PFIFO_CACHE",
	        .base = CACHE_BASE,
	        .size = 8 * G80_CACHE_ENTRIES,
	        .ops = &cache_ops,
	        .unit = u,
	        .flags = SGPU_MMIO_WORD32,
	};
	return sgpu_mmio_map(u->dev, &cr);
}

static void pfifo_reset(struct sgpu_unit *u)
{
	struct g80_pfifo *pf = u->priv;
	const struct nv_pfifo_params *p = pf->p;
	struct sgpu_memspace *vram = pf->vram, *sysmem = pf->sysmem;
	/* Everything before the register-name tables is state. */
	memset(pf, 0, offsetof(struct g80_pfifo, user_regs));
	pf->u = u;
	pf->p = p;
	pf->vram = vram;
	pf->sysmem = sysmem;
	/* nouveau never sets DMA_PUSH.ACCESS at init, only after an error:
	 * it comes up enabled (docs/hw/g80-pfifo.md). */
	pf->dma_push_access = true;
	/* The PFB unit's VM context, which latches faults; a chip without
	 * PFB gets a standalone one. */
	pf->vm = g80_vm_get(u->dev);
	if (!pf->vm) {
		g80_vm_init(&pf->own_vm, u->dev, p->g84 ? &g84_vm_gen_g84 : &g80_vm_gen_g80, true);
		pf->vm = &pf->own_vm;
	}
	for (unsigned i = 0; i < G80_ENGINES; i++)
		pf->engine_unit[i] = p->engines[i] ? sgpu_dev_unit(u->dev, p->engines[i]) : NULL;
	intr_update(pf);
}

const struct sgpu_unit_class g80_pfifo_class = {
        .name = "PFIFO",
        .description = "G80 command submission: DMA pusher (NV4-style and IB), CACHE, puller, "
                       "RAMHT, semaphores, channel control areas",
        .priv_size = sizeof(struct g80_pfifo),
        .init = pfifo_init,
        .reset = pfifo_reset,
        .busy = pfifo_busy,
        .step = pfifo_step,
        .long_turns = true,
};
