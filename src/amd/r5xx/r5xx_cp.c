/* The R5xx command processor: ring buffer, indirect buffers, PIO queues,
 * the PM4 decoder (types 0-3), scratch registers, ME RAM, semaphores,
 * predicated execution and the two DMA engines. PM4 semantics are
 * implemented in C; the ME microcode is undocumented (seed 001 L477-L483),
 * so ME RAM is storage. docs/hw/r5xx.md, "Command processor". */
#include <string.h>

#include "amd/r5xx/r5xx.h"

/* CP_RB_CNTL (Linux r100.c, radeon_reg.h) */
#define RB_BUFSZ(v) ((v)&0x3f)
#define RB_BLKSZ(v) ((v) >> 8 & 0x3f)
#define RB_BUF_SWAP(v) ((v) >> 16 & 3)
#define RB_NO_UPDATE (1u << 27)
#define RB_RPTR_WR_ENA (1u << 31)
/* CP_RB_WPTR_DELAY (Linux r100_cp_init) */
#define PRE_WRITE_TIMER(v) ((v)&0x0fffffff)
#define PRE_WRITE_LIMIT(v) ((v) >> 28)
/* CP_CSQ_CNTL 31:28 (radeon_reg.h RADEON_CSQ_*) */
enum { CSQ_OFF, CSQ_PIO, CSQ_BM };
/* DMA COMMAND (seed 001 L395-L405) */
#define DMA_EOL (1u << 31)
#define DMA_INTDIS (1u << 30)
#define DMA_DAIC (1u << 29)
#define DMA_SAIC (1u << 28)
#define DMA_DAS (1u << 27)
#define DMA_SAS (1u << 26)
#define DMA_DST_SWAP(v) ((v) >> 24 & 3)
#define DMA_SRC_SWAP(v) ((v) >> 22 & 3)
#define DMA_BYTES(v) ((v)&0x1fffff)
#define DMA_STATUS_ABORT (1u << 20)
#define DMA_STATUS_ACTIVE (1u << 21)

#define PIO_FIFO 256u
#define PKT_MAX 16384u
#define ME_RAM_SIZE 256u

enum stream_kind { ST_RING, ST_PIO, ST_IB, ST_INDX };

struct stream {
	enum stream_kind kind;
	bool pio;            /* IB fed by an indirect aperture */
	uint32_t base, size; /* IB: GPU address, dwords */
	uint32_t pos;        /* IB: dwords consumed */
	uint32_t dest;       /* INDX: register */
	bool one_reg;        /* INDX */
	uint32_t skip;       /* INDX: dwords to drop first */
};

struct fifo {
	uint32_t data[PIO_FIFO];
	uint32_t rd, count;
};

/* The Descriptor Table Address Queue (seed 001 L489): TABLE_ADDR
 * writes while a table runs wait here; STATUS 4:0 reads the free entries.
 * Its depth is not public: 16 is ours (docs/hw/r5xx.md, DMA). */
#define DTAQ_DEPTH 16u

struct dma_chan {
	bool active, cp_sync, direct;
	uint32_t table, src, dst, cmd, done, status;
	uint32_t queue[DTAQ_DEPTH]; /* TABLE_ADDR values, oldest at q_rd */
	unsigned q_rd, q_n;
	uint32_t gen; /* bumped at every descriptor start and stop */
};

struct r5xx_cp {
	/* registers */
	uint32_t rb_base, rb_cntl, rptr_addr, rptr, wptr, wptr_delay, rptr_wr;
	uint32_t ib_base, ib_bufsz, ib2_base, ib2_bufsz, csq_cntl, csq_mode, csq_addr;
	uint32_t scratch_umsk, scratch_addr, scratch[8], resync_addr, resync_data;
	uint32_t cmp_cntl, cmp_drv0, cmp_drv1, error, error_addr;
	uint32_t me_cntl, me_waddr, me_raddr, me_datah;
	uint8_t me_hi[ME_RAM_SIZE];
	uint32_t me_lo[ME_RAM_SIZE];
	uint8_t hold_hi;
	uint32_t hold_lo;
	/* WPTR staging (seed 001 L364-L372) */
	bool staged;
	uint32_t staged_wptr, stage_timer, stage_writes;
	uint32_t since_writeback;
	/* PIO queues: primary, IB1, IB2 */
	struct fifo fifo[3];
	/* stream stack: 0 primary, 1 IB1, 2 IB2 (or INDX) */
	struct stream st[3];
	unsigned depth;
	/* packet in progress */
	bool in_packet;
	unsigned pkt_level;
	uint32_t hdr, pkt_n, pkt_i, pkt_reg;
	uint32_t body[PKT_MAX];
	uint32_t skip; /* PRED_EXEC / COND_EXEC dwords left to skip */
	unsigned skip_level;
	/* waits */
	int wait_sem; /* ME RAM slot or -1 */
	bool wait_sem_reset;
	uint32_t wait_sem_value;
	bool wait_mem;
	uint32_t wait_mem_addr;
	unsigned wait_dma; /* WAIT_UNTIL: bit n waits for DMA channel n (0 GUI, 1 VID) */
	bool wait_3d;      /* WAIT_UNTIL: WAIT_3D_IDLE or _IDLECLEAN until the R3D unit is idle */
	bool halted;
	struct dma_chan dma[2];
	struct sgpu_unit *rbbm, *e2, *r3d;
	/* batched type-0 path: the storage word of each plain register, NULL
	 * for the rest (which take reg_write), and how many plain registers
	 * with adjacent storage start at each one (capped at 255) */
	bool no_fast;
	bool avx2;                    /* body copies with AVX2 masked stores */
	enum r5xx_cp_copy copy_force; /* tests and benches: the copy to use */
	uint32_t *plain[0x8000 / 4];
	uint8_t run[0x8000 / 4];
};

static const struct r5xx_rbbm_iface *rbbm_if(struct r5xx_cp *c)
{
	return c->rbbm->cls->iface;
}

static const struct r5xx_block_iface *blk(struct sgpu_unit *u)
{
	return u->cls->iface;
}

static uint32_t ring_dwords(const struct r5xx_cp *c)
{
	unsigned sz = RB_BUFSZ(c->rb_cntl);
	return 2u << (sz > 28 ? 28 : sz);
}

/* RPTR write-back period in dwords: 2^(BLKSZ+1) (Linux r100_cp_init);
 * BLKSZ above 30 is clamped so the shift stays defined. */
static uint32_t writeback_every(const struct r5xx_cp *c)
{
	unsigned b = RB_BLKSZ(c->rb_cntl);
	return 2u << (b > 30 ? 30 : b);
}

static unsigned csq_primary(const struct r5xx_cp *c)
{
	switch (c->csq_cntl >> 28) {
	case 1:
	case 3:
	case 15: return CSQ_PIO;
	case 2:
	case 4: return CSQ_BM;
	default: return CSQ_OFF;
	}
}

static unsigned csq_indirect(const struct r5xx_cp *c)
{
	switch (c->csq_cntl >> 28) {
	case 3:
	case 4: return CSQ_BM;
	case 15: return CSQ_PIO;
	default: return CSQ_OFF;
	}
}

/* ------------------------------------------------------------------ errors */

static const char *const error_names[] = {
        "none",
        "unknown type-3 opcode",
        "packet runs past the end of its buffer",
        "IB BUFSZ write is not the last write of its packet",
        "indirect buffer started where nesting forbids it",
        "fetch outside memory",
        "malformed packet body",
        "type-0 write past register 0x7ffc",
};

static void cp_error(struct sgpu_unit *u, enum r5xx_cp_error code, const char *detail)
{
	struct r5xx_cp *c = u->priv;
	static const char *const level[] = {"primary", "IB1", "IB2"};
	sgpu_guest_error(u, "CP halted: %s (%s) in %s stream, packet 0x%08x", error_names[code],
	                 detail, level[c->pkt_level < 3 ? c->pkt_level : 0], c->hdr);
	c->halted = true;
	c->error = code;
	rbbm_if(c)->raise(c->rbbm, R5XX_INT_SGPU_CP_ERR);
}

/* Byte swaps shared by ring fetches (CP_RB_CNTL BUF_SWAP) and DMA: the
 * VAP_CNTL_STATUS.VC_SWAP codes (seed 001 L6353), 0 none, 1 16-bit, 2
 * 32-bit, 3 half-dword. */
static uint32_t swap32(uint32_t v, unsigned mode)
{
	switch (mode) {
	case 1: return (v & 0xff00ff00u) >> 8 | (v & 0x00ff00ffu) << 8;
	case 2: return __builtin_bswap32(v);
	case 3: return v >> 16 | v << 16;
	default: return v;
	}
}

/* ------------------------------------------------------------------ ring pointers */

/* Writes value back as RPTR (the value RPTR had at the write-back point). */
static void rptr_store(struct sgpu_unit *u, uint32_t value)
{
	struct r5xx_cp *c = u->priv;
	c->since_writeback = 0;
	if (c->rb_cntl & RB_NO_UPDATE)
		return;
	/* CP_RB_RPTR_ADDR: 31:2 address, 1:0 RB_RPTR_SWAP (r100d.h) */
	if (!r5xx_mem_wr32(u->dev, c->rptr_addr & ~3u, swap32(value, c->rptr_addr & 3)))
		sgpu_guest_error(u, "RPTR write-back to 0x%08x outside memory", c->rptr_addr & ~3u);
}

static void rptr_writeback(struct sgpu_unit *u)
{
	rptr_store(u, ((struct r5xx_cp *)u->priv)->rptr);
}

static void wptr_commit(struct sgpu_unit *u)
{
	struct r5xx_cp *c = u->priv;
	c->staged = false;
	c->stage_writes = 0;
	c->wptr = c->staged_wptr & (ring_dwords(c) - 1);
}

static void wptr_write(struct sgpu_unit *u, uint32_t v)
{
	struct r5xx_cp *c = u->priv;
	uint32_t timer = PRE_WRITE_TIMER(c->wptr_delay), limit = PRE_WRITE_LIMIT(c->wptr_delay);
	/* seed 001 L427: RPTR_WR reaches RPTR when WPTR "is written", if
	 * RB_RPTR_WR_ENA is set then; the staging only delays WPTR. Linux
	 * r100_cp_init clears the enable right after its WPTR write, with
	 * PRE_WRITE_TIMER 64 programmed. */
	if (c->rb_cntl & RB_RPTR_WR_ENA)
		c->rptr = c->rptr_wr & (ring_dwords(c) - 1);
	c->staged_wptr = v;
	c->staged = true;
	c->stage_writes++;
	if ((!timer && !limit) || (limit && c->stage_writes >= limit) || !timer)
		wptr_commit(u);
	else
		c->stage_timer = timer;
}

/* ------------------------------------------------------------------ scratch */

static bool scratch_compare(uint32_t fn, uint64_t a, uint64_t b)
{
	switch (fn) {
	case 1: return a == b;
	case 2: return a != b;
	case 3: return a > b;
	case 4: return a < b;
	case 5: return a >= b;
	case 6: return a <= b;
	default: return false;
	}
}

static void scratch_write(struct sgpu_unit *u, unsigned n, uint32_t v)
{
	struct r5xx_cp *c = u->priv;
	c->scratch[n] = v;
	/* seed 001 L441-L443; the offset is 4·n as in Linux RADEON_SCRATCHOFF */
	if (c->scratch_umsk >> n & 1) {
		/* SCRATCH_ADDR 31:5, SCRATCH_UMSK 17:16 SCRATCH_SWAP (r100d.h) */
		uint32_t a = (c->scratch_addr & ~31u) + 4 * n;
		if (!r5xx_mem_wr32(u->dev, a, swap32(v, c->scratch_umsk >> 16 & 3)))
			sgpu_guest_error(u, "SCRATCH_REG%u write-back to 0x%08x outside memory", n,
			                 a);
	}
	/* R5xx scratch compare (seed 001 L4022-L4038; register layout ours) */
	unsigned pair = c->cmp_cntl >> 4 & 3;
	if ((c->cmp_cntl >> 8 & 1) && n == 2 * pair + 1) {
		uint64_t s = (uint64_t)c->scratch[n] << 32 | c->scratch[n - 1];
		uint64_t d = (uint64_t)c->cmp_drv1 << 32 | c->cmp_drv0;
		if (scratch_compare(c->cmp_cntl & 7, s, d))
			rbbm_if(c)->raise(c->rbbm, R5XX_INT_SCRATCH);
	}
}

/* ------------------------------------------------------------------ streams */

static bool push_stream(struct sgpu_unit *u, const struct stream *s)
{
	struct r5xx_cp *c = u->priv;
	if (c->depth >= 3) {
		cp_error(u, R5XX_CPERR_IB_NESTING, "no level left");
		return false;
	}
	c->st[c->depth++] = *s;
	return true;
}

/* BUFSZ written as the last write of a packet (seed 001 L455-L463). */
static void start_ib(struct sgpu_unit *u, bool ib2, uint32_t bufsz)
{
	struct r5xx_cp *c = u->priv;
	unsigned level = c->pkt_level;
	if ((!ib2 && level != 0) || (ib2 && level != 1)) {
		cp_error(u, R5XX_CPERR_IB_NESTING,
		         ib2 ? "IB2 may only be started from IB1"
		             : "IB1 only from the primary stream");
		return;
	}
	bufsz &= 0x7fffff;
	if (!bufsz)
		return;
	unsigned mode = csq_indirect(c);
	if (mode == CSQ_OFF) {
		sgpu_guest_error(u,
		                 "IB%s of %u dwords ignored: indirect streams are off in CSQ_CNTL",
		                 ib2 ? "2" : "1", bufsz);
		return;
	}
	struct stream s = {.kind = ST_IB,
	                   .pio = mode == CSQ_PIO,
	                   .base = (ib2 ? c->ib2_base : c->ib_base) & ~3u,
	                   .size = bufsz};
	push_stream(u, &s);
}

/* Next dword of stream level l: 1 got one, 0 none yet, -1 error. */
static int fetch(struct sgpu_unit *u, unsigned l, uint32_t *w)
{
	struct r5xx_cp *c = u->priv;
	struct stream *s = &c->st[l];
	if (s->kind == ST_PIO || (s->kind == ST_IB && s->pio)) {
		if (s->kind == ST_IB && s->pos >= s->size)
			return 0;
		struct fifo *f = &c->fifo[s->kind == ST_PIO ? 0 : l];
		if (!f->count)
			return 0;
		*w = f->data[f->rd];
		f->rd = (f->rd + 1) % PIO_FIFO;
		f->count--;
		s->pos++;
		return 1;
	}
	if (s->kind == ST_RING) {
		if (c->rptr == c->wptr)
			return 0;
		uint32_t a = c->rb_base + 4 * c->rptr;
		if (!r5xx_mem_rd32(u->dev, a, w)) {
			cp_error(u, R5XX_CPERR_FETCH_RANGE, "ring");
			return -1;
		}
		/* Linux r100_cp_init sets BUF_SWAP_32BIT on big-endian hosts,
		 * which write the ring in host order */
		*w = swap32(*w, RB_BUF_SWAP(c->rb_cntl));
		c->rptr = (c->rptr + 1) & (ring_dwords(c) - 1);
		if (++c->since_writeback >= writeback_every(c) || c->rptr == c->wptr)
			rptr_writeback(u);
		return 1;
	}
	if (s->pos >= s->size)
		return 0;
	if (!r5xx_mem_rd32(u->dev, s->base + 4 * s->pos, w)) {
		cp_error(u, R5XX_CPERR_FETCH_RANGE, "indirect buffer");
		return -1;
	}
	s->pos++;
	return 1;
}

static bool stream_done(const struct stream *s)
{
	return (s->kind == ST_IB || s->kind == ST_INDX) && s->pos >= s->size;
}

/* ------------------------------------------------------------------ packets */

static void reg_write(struct sgpu_unit *u, uint32_t addr, uint32_t v, bool last)
{
	struct r5xx_cp *c = u->priv;
	/* PM4 register writes appear in traces as methods, with names */
	if (sgpu_trace_on(u->dev))
		sgpu_trace_method(u, r5xx_reg_name(addr), 0, 0, 0, addr, v);
	if (addr == R5XX_CP_IB_BUFSZ || addr == R5XX_CP_IB2_BUFSZ) {
		bool ib2 = addr == R5XX_CP_IB2_BUFSZ;
		if (!last) {
			cp_error(u, R5XX_CPERR_BUFSZ_NOT_LAST,
			         ib2 ? "CP_IB2_BUFSZ" : "CP_IB_BUFSZ");
			return;
		}
		if (ib2)
			c->ib2_bufsz = v;
		else
			c->ib_bufsz = v;
		start_ib(u, ib2, v);
		return;
	}
	/* WAIT_UNTIL's WAIT_DMA_VID_IDLE (8) and WAIT_DMA_GUI_IDLE (9)
	 * (radeon_reg.h) hold the next packet until that DMA channel is done:
	 * r300_copy_dma and r100_copy_blit put it before their fence.
	 * WAIT_3D_IDLE (15) and WAIT_3D_IDLECLEAN (17) (rv515d.h) hold it until
	 * the R3D unit has spent the cost of its draws (Mesa and the radeon
	 * kernel driver put them before a fence). The 2D waits are met
	 * already: the CP runs no packet while the 2D engine is busy. */
	if (addr == R5XX_WAIT_UNTIL) {
		c->wait_dma = (unsigned)((v >> 9 & 1) && c->dma[0].active) |
		              (unsigned)((v >> 8 & 1) && c->dma[1].active) << 1;
		c->wait_3d = (v >> 15 & 1) || (v >> 17 & 1);
	}
	rbbm_if(c)->bus_write(c->rbbm, addr, v);
}

/* A WAIT_UNTIL DMA wait still pending: the channel runs, the CP waits. */
static bool dma_wait(struct r5xx_cp *c)
{
	for (unsigned ch = 0; ch < 2; ch++)
		if (c->wait_dma >> ch & 1) {
			if (c->dma[ch].active)
				return true;
			c->wait_dma &= ~(1u << ch);
		}
	return false;
}

static void begin_skip(struct sgpu_unit *u, uint32_t count)
{
	struct r5xx_cp *c = u->priv;
	c->skip = count;
	c->skip_level = c->pkt_level;
}

/* COND_EXEC, WAIT_MEM and INDX_BUFFER work through IB2: their address and
 * length land in CP_IB2_BASE / CP_IB2_BUFSZ (seed 001 L1415-L1416,
 * L1537-L1540), where the host can read them back. */
static void ib2_regs(struct r5xx_cp *c, uint32_t base, uint32_t bufsz)
{
	c->ib2_base = base & ~3u;
	c->ib2_bufsz = bufsz;
}

static bool cp_packet3(struct sgpu_unit *u, unsigned op, const uint32_t *b, uint32_t n)
{
	struct r5xx_cp *c = u->priv;
	switch (op) {
	case PM4_NOP: return true;
	case PM4_PRED_EXEC: /* seed 001 L1458-L1468; device 0 is bit 0 of DEVICE_SELECT */
		if (!(b[0] >> 24 & 1))
			begin_skip(u, b[0] & 0x7fffff);
		return true;
	case PM4_COND_EXEC: {
		/* [ADDR][2][EXEC_COUNT]: the address ordinal the seed lost (L1492). */
		if (n < 3 || b[1] != 2 || c->pkt_level == 2)
			return false;
		ib2_regs(c, b[0], b[1]); /* it reads the boolean through IB2 */
		uint32_t v;
		if (!r5xx_mem_rd32(u->dev, b[0] & ~3u, &v)) {
			cp_error(u, R5XX_CPERR_FETCH_RANGE, "COND_EXEC boolean");
			return true;
		}
		if (!v)
			begin_skip(u, b[2] & 0x7fffff);
		return true;
	}
	case PM4_WAIT_SEMAPHORE: /* seed 001 L1470-L1488 */
		if (b[0] < 0xfc || b[0] > 0xff)
			return false;
		c->wait_sem = (int)b[0];
		c->wait_sem_reset = n >= 2;
		c->wait_sem_value = n >= 2 ? b[1] : 0;
		return true;
	case PM4_WAIT_MEM: /* seed 001 L1511-L1541 */
		if (n < 2 || b[1] != 2 || c->pkt_level == 2)
			return false;
		ib2_regs(c, b[0], b[1]); /* SEM_ADDR, SEM_LEN: L1537-L1540 */
		c->wait_mem = true;
		c->wait_mem_addr = b[0] & ~3u;
		return true;
	case PM4_INDX_BUFFER: { /* seed 001 L1400-L1420 */
		/* exactly three ordinals: the BUFFER_SIZE write starts IB2 and
		 * takes over the packet's count (L1416-L1419), so nothing may
		 * follow it, as with CP_IB_BUFSZ */
		if (n != 3 || c->pkt_level == 2)
			return false;
		struct stream s = {.kind = ST_INDX,
		                   .base = b[1] & ~3u,
		                   .size = b[2] & 0x7fffff,
		                   .dest = (b[0] & 0x1fff) << 2,
		                   .one_reg = b[0] >> 31,
		                   .skip = b[0] >> 16 & 7};
		ib2_regs(c, b[1], b[2]); /* BUFFER_BASE, BUFFER_SIZE: L1415-L1416 */
		if (!s.size)
			return true;
		/* It runs on the IB2 level, above whatever issued it. */
		if (c->depth == 1) {
			c->st[c->depth++] = (struct stream){.kind = ST_IB, .size = 0};
		}
		push_stream(u, &s); /* on failure the CP has halted already */
		return true;
	}
	default: break;
	}
	enum r5xx_owner o = r5xx_pm4_opcode_owner(op);
	struct sgpu_unit *t = o == R5XX_OWN_E2 ? c->e2 : o == R5XX_OWN_3D ? c->r3d : NULL;
	if (!t)
		return false;
	return blk(t)->packet(t, op, b, n);
}

static void packet_end(struct r5xx_cp *c)
{
	c->in_packet = false;
}

/* One dword of the current packet. */
static void packet_word(struct sgpu_unit *u, uint32_t w)
{
	struct r5xx_cp *c = u->priv;
	unsigned type = c->hdr >> 30;
	uint32_t i = c->pkt_i++;
	bool last = c->pkt_i == c->pkt_n;
	if (type == 0) {
		uint32_t addr = c->pkt_reg;
		if (addr > 0x7ffc) {
			cp_error(u, R5XX_CPERR_TYPE0_RANGE, "consecutive writes ran off the end");
			return;
		}
		if (!(c->hdr & (1u << 15)))
			c->pkt_reg += 4;
		if (last)
			packet_end(c);
		reg_write(u, addr, w, last);
		return;
	}
	if (type == 1) {
		uint32_t addr = i == 0 ? (c->hdr & 0x7ff) << 2 : (c->hdr >> 11 & 0x7ff) << 2;
		if (last)
			packet_end(c);
		reg_write(u, addr, w, last);
		return;
	}
	c->body[i] = w;
	if (!last)
		return;
	packet_end(c);
	unsigned op = c->hdr >> 8 & 0xff;
	if (!r5xx_pm4_opcode_name(op)) {
		cp_error(u, R5XX_CPERR_BAD_OPCODE, "type 3");
		return;
	}
	if (!cp_packet3(u, op, c->body, c->pkt_n) && !c->halted)
		cp_error(u, R5XX_CPERR_BAD_PACKET, r5xx_pm4_opcode_name(op));
}

static void packet_header(struct sgpu_unit *u, uint32_t w, unsigned level)
{
	struct r5xx_cp *c = u->priv;
	c->hdr = w;
	c->pkt_level = level;
	c->pkt_i = 0;
	switch (w >> 30) {
	case 0:
		c->pkt_n = (w >> 16 & 0x3fff) + 1;
		c->pkt_reg = (w & 0x1fff) << 2;
		break;
	case 1: c->pkt_n = 2; break;
	case 2: return; /* filler */
	default: c->pkt_n = (w >> 16 & 0x3fff) + 1; break;
	}
	c->in_packet = true;
}

/* An INDX stream word: register data, not packets. */
static void indx_word(struct sgpu_unit *u, struct stream *s, uint32_t w)
{
	struct r5xx_cp *c = u->priv;
	if (s->skip) {
		s->skip--;
		return;
	}
	if (s->dest > 0x7ffc) {
		/* like type-0 consecutive writes: the register index is 13 bits */
		cp_error(u, R5XX_CPERR_TYPE0_RANGE, "INDX_BUFFER writes ran off the end");
		return;
	}
	rbbm_if(c)->bus_write(c->rbbm, s->dest, w);
	if (!s->one_reg)
		s->dest += 4;
}

/* Fetches and executes one dword; false when there is nothing to do. */
static bool cp_one(struct sgpu_unit *u)
{
	struct r5xx_cp *c = u->priv;
	/* finished indirect levels return to their parent, between packets */
	while (c->depth > 1 && stream_done(&c->st[c->depth - 1])) {
		if (c->in_packet && c->pkt_level == c->depth - 1) {
			cp_error(u, R5XX_CPERR_PAST_END, "count runs past BUFSZ");
			return false;
		}
		if (c->skip && c->skip_level == c->depth - 1)
			c->skip = 0; /* a skip ends with its buffer */
		c->depth--;
	}
	unsigned l = c->in_packet ? c->pkt_level : c->depth - 1;
	if (c->st[l].kind == ST_RING && csq_primary(c) != CSQ_BM)
		return false;
	if (c->st[l].kind == ST_PIO && csq_primary(c) != CSQ_PIO)
		return false;
	uint32_t w;
	int r = fetch(u, l, &w);
	if (r <= 0)
		return false;
	if (c->st[l].kind == ST_INDX) {
		indx_word(u, &c->st[l], w);
		return true;
	}
	if (c->in_packet) {
		packet_word(u, w);
		return true;
	}
	if (c->skip && c->skip_level == l) {
		c->skip--;
		return true;
	}
	packet_header(u, w, l);
	return true;
}

/* ------------------------------------------------------------------ batched type-0 path
 * The reference path above takes one dword per call: a bounds-checked
 * fetch, then reg_write through the RBBM. For the common case, type-0
 * packets writing plain-storage registers (3D state, most 2D state),
 * this path reads a window of the stream with one range check and hands
 * each run of consecutive plain registers of one block to its
 * plain storage word. Anything else (other packet types, registers with side
 * effects, ring wrap, PIO, INDX, DMA running) is left to cp_one, at the
 * exact dword where the batch stopped, so both paths produce the same
 * state; test_r5xx.c's pm4_batched_matches_reference checks that. */

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define CP_FAST_OK 1
#else
#define CP_FAST_OK 0 /* the window is read in place as little-endian dwords */
#endif

static bool cpu_avx2(void);
static bool cpu_intel(void);

/* Whether body copies use AVX2 masked stores: forced, or by host. On Intel
 * they cost about a plain store and let no load wait on the previous
 * packets' stores (the shared dev machine: 0.9-1.35x the native walk).
 * AMD Zen 1-3 run VPMASKMOVD stores in microcode (one per several cycles
 * in Agner Fog's instruction tables and on uops.info): on an EPYC the mixed
 * stream ran 2.3x the native walk with them and 1.1-1.15x with
 * move16/blend16 (docs/hw/r5xx.md), so every other host takes those. */
static bool copy_masked(const struct r5xx_cp *c)
{
	switch (c->copy_force) {
	case R5XX_CP_COPY_PLAIN: return false;
	case R5XX_CP_COPY_MASK: return cpu_avx2();
	default: return cpu_avx2() && cpu_intel();
	}
}

static void build_plain(struct r5xx_cp *c)
{
	struct sgpu_unit *by_owner[] = {[R5XX_OWN_E2] = c->e2, [R5XX_OWN_3D] = c->r3d};
	for (uint32_t a = 0; a < 0x8000; a += 4) {
		enum r5xx_owner o = r5xx_reg_owner(a);
		struct sgpu_unit *b = o == R5XX_OWN_E2 || o == R5XX_OWN_3D ? by_owner[o] : NULL;
		c->plain[a / 4] = b && blk(b)->plain_reg ? blk(b)->plain_reg(b, a) : NULL;
	}
	for (uint32_t i = 0x8000 / 4; i-- > 0;) {
		bool next = i + 1 < 0x8000 / 4 && c->plain[i] && c->plain[i + 1] == c->plain[i] + 1;
		unsigned r = next ? c->run[i + 1] : 0;
		c->run[i] = !c->plain[i] ? 0 : r >= 255 ? 255 : (uint8_t)(r + 1);
	}
	c->avx2 = copy_masked(c);
}

/* Fixed-size moves, not memcpy(n): runs are short, and libc's memmove
 * start-up costs more than the copy here (bench_r5xx). A run of n words
 * takes two moves of a power-of-two size that overlap in the middle (the
 * words there are written twice with the same value), longer runs 32
 * bytes at a time first. Inlined: packets at the end of a short run of
 * plain registers come here, and the call was 15% of the mixed stream's
 * time on an AMD EPYC (1.12-1.14x the native walk, 1.03-1.06x inlined). */
static inline __attribute__((always_inline)) void
copy_words(uint32_t *restrict dst, const uint32_t *restrict src, uint32_t n)
{
	for (; n > 16; n -= 8, dst += 8, src += 8)
		memcpy(dst, src, 32);
	if (n >= 8) {
		memcpy(dst, src, 32);
		memcpy(dst + n - 8, src + n - 8, 32);
	} else if (n >= 4) {
		memcpy(dst, src, 16);
		memcpy(dst + n - 4, src + n - 4, 16);
	} else if (n >= 2) {
		memcpy(dst, src, 8);
		memcpy(dst + n - 2, src + n - 2, 8);
	} else if (n) {
		dst[0] = src[0];
	}
}

/* A ring window of n dwords at addr, cut so that RPTR write-backs inside
 * it cannot be seen: the batch writes only the last of them (fast_take),
 * which is the same memory in the end when the window does not read the
 * write-back address. Otherwise the window ends at the next write-back,
 * as the fetches do, or just before the dword that causes it when the
 * write-back fails: the fetch logs that before the dword's register write
 * is traced, so that dword goes to cp_one. */
static uint32_t writeback_window(struct sgpu_unit *u, uint32_t addr, uint32_t n)
{
	struct r5xx_cp *c = u->priv;
	uint32_t every = writeback_every(c), since = c->since_writeback;
	/* dwords up to and with the one that writes back */
	uint32_t to_wb = since + 1 >= every ? 1 : every - since;
	uint32_t to_wptr = (c->wptr - c->rptr) & (ring_dwords(c) - 1);
	if (c->rb_cntl & RB_NO_UPDATE)
		return n;
	if (n < to_wb && n < to_wptr)
		return n;
	uint32_t wb = c->rptr_addr & ~3u;
	uint64_t off;
	struct sgpu_memspace *m = r5xx_mem_space(u->dev, wb, &off);
	if (!m || !sgpu_mem_range_ok(m, off, 4)) {
		n = n < to_wb - 1 ? n : to_wb - 1;
		return n < to_wptr - 1 ? n : to_wptr - 1;
	}
	if (wb >= (uint64_t)addr + 4 * (uint64_t)n || wb + UINT64_C(4) <= addr)
		return n;
	return n < to_wb ? n : to_wb;
}

/* The next dwords of stream level l readable in place: up to the ring's
 * end, WPTR, the next RPTR write-back, the buffer's end, the end of the
 * memory space. 0 when the reference path must fetch. */
static uint32_t fast_window(struct sgpu_unit *u, unsigned l, const uint32_t **p)
{
	struct r5xx_cp *c = u->priv;
	struct stream *s = &c->st[l];
	uint32_t addr, n;
	if (s->kind == ST_RING) {
		uint32_t size = ring_dwords(c);
		if (csq_primary(c) != CSQ_BM || RB_BUF_SWAP(c->rb_cntl) || c->rptr >= size ||
		    c->wptr >= size || c->rptr == c->wptr)
			return 0;
		n = (c->wptr > c->rptr ? c->wptr : size) - c->rptr;
		addr = c->rb_base + 4 * c->rptr;
	} else if (s->kind == ST_IB && !s->pio && s->pos < s->size) {
		n = s->size - s->pos;
		addr = s->base + 4 * s->pos;
	} else {
		return 0;
	}
	/* stay inside one memory space and below 2^32, as the fetches do */
	uint64_t end = addr < R5XX_GART_BASE ? R5XX_GART_BASE : UINT64_C(1) << 32;
	if ((end - addr) / 4 < n)
		n = (uint32_t)((end - addr) / 4);
	uint64_t off;
	struct sgpu_memspace *m = r5xx_mem_space(u->dev, addr, &off);
	if (!m || off >= m->size)
		return 0;
	if ((m->size - off) / 4 < n)
		n = (uint32_t)((m->size - off) / 4);
	if (s->kind == ST_RING)
		n = writeback_window(u, addr, n);
	if (!n)
		return 0;
	*p = (const uint32_t *)(const void *)sgpu_memspace_ptr(m, off, (uint64_t)n * 4);
	return *p ? n : 0;
}

/* Consumes k dwords of level l's window, as k fetches would. */
static void fast_take(struct sgpu_unit *u, unsigned l, uint32_t k)
{
	struct r5xx_cp *c = u->priv;
	struct stream *s = &c->st[l];
	if (s->kind != ST_RING) {
		s->pos += k;
		return;
	}
	uint32_t mask = ring_dwords(c) - 1, every = writeback_every(c);
	uint32_t since0 = c->since_writeback, since = since0 + k;
	c->rptr = (c->rptr + k) & mask;
	if (since >= every) {
		/* the last write-back point the window crossed, past dwords
		 * ago (writeback_window: the only one that can be seen); a
		 * count already past the period (BLKSZ lowered) writes back
		 * at the first dword */
		uint32_t past = since0 < every ? since % every : (k - 1) % every;
		if (past || c->rptr != c->wptr)
			rptr_store(u, (c->rptr - past) & mask);
		since = past;
	}
	c->since_writeback = since;
	if (c->rptr == c->wptr)
		rptr_writeback(u);
}

/* Body words of the current type-0 packet from w[0..k): one run of plain
 * registers of one block. Returns the words taken (0: not plain). */
static uint32_t fast_body(struct sgpu_unit *u, const uint32_t *w, uint32_t k)
{
	struct r5xx_cp *c = u->priv;
	uint32_t reg = c->pkt_reg, left = c->pkt_n - c->pkt_i;
	bool one = c->hdr & (1u << 15);
	if (reg > 0x7ffc || !c->plain[reg / 4])
		return 0;
	if (k > left)
		k = left;
	uint32_t j = one || k < c->run[reg / 4] ? k : c->run[reg / 4];
	if (sgpu_trace_on(u->dev))
		for (uint32_t i = 0; i < j; i++) {
			uint32_t a = one ? reg : reg + 4 * i;
			sgpu_trace_method(u, r5xx_reg_name(a), 0, 0, 0, a, w[i]);
		}
	if (one)
		*c->plain[reg / 4] = w[j - 1];
	else
		copy_words(c->plain[reg / 4], w, j);
	if (!one)
		c->pkt_reg += 4 * j;
	c->pkt_i += j;
	if (c->pkt_i == c->pkt_n)
		packet_end(c);
	return j;
}

/* Lanes below n of a 16-word move: all ones from lane_ones + 16 - n. */
static const uint32_t lane_ones[32] = {
        ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u, ~0u,
};

/* A body of n <= 16 words where 16 words of plain storage and 16 of the
 * window are readable: one fixed 16-word blend, no branch on n (random
 * packet lengths mispredict every branch on them). Lanes from n on are
 * stored back unchanged; nothing else can see the storage meanwhile. */
static void blend16(uint32_t *restrict dst, const uint32_t *restrict src, uint32_t n)
{
	const uint32_t *m = lane_ones + 16 - n;
	for (unsigned k = 0; k < 16; k++)
		dst[k] = (src[k] & m[k]) | (dst[k] & ~m[k]);
}

/* n words of a body from src to dst: one blend when 16 words of plain
 * storage (run: plain words from dst on) and of the window (room) are
 * there, else the copy by size. */
/* The same where 32 words of plain storage are there: the 16 words from
 * dst + n are read first, then 16 source words land at dst and the 16
 * read ones back at dst + n (fixed moves, fewer operations than a
 * blend). */
static void move16(uint32_t *restrict dst, const uint32_t *restrict src, uint32_t n)
{
	uint32_t keep[16];
	memcpy(keep, dst + n, sizeof(keep));
	memcpy(dst, src, sizeof(keep));
	memcpy(dst + n, keep, sizeof(keep));
}

/* With AVX2, two masked loads and two masked stores: lanes from n on are
 * neither read nor written, so the copy needs no slack on either side
 * and the storage is not read (on the shared dev machine the blend and
 * move16 spend most of their time waiting for the stores of the packets
 * before). */
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define CP_AVX2 __attribute__((target("avx2")))
CP_AVX2 static inline void mstore16(uint32_t *dst, const uint32_t *src, uint32_t n)
{
	const uint32_t *m = lane_ones + 16 - n;
	__m256i m0 = _mm256_loadu_si256((const __m256i *)(const void *)m);
	__m256i m1 = _mm256_loadu_si256((const __m256i *)(const void *)(m + 8));
	__m256i lo = _mm256_maskload_epi32((const int *)(const void *)src, m0);
	__m256i hi = _mm256_maskload_epi32((const int *)(const void *)(src + 8), m1);
	_mm256_maskstore_epi32((int *)(void *)dst, m0, lo);
	_mm256_maskstore_epi32((int *)(void *)(dst + 8), m1, hi);
}

static bool cpu_avx2(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_supports("avx2");
}

static bool cpu_intel(void)
{
	__builtin_cpu_init();
	return __builtin_cpu_is("intel");
}
#else
#define CP_AVX2
static void mstore16(uint32_t *dst, const uint32_t *src, uint32_t n)
{
	copy_words(dst, src, n);
}

static bool cpu_avx2(void)
{
	return false;
}

static bool cpu_intel(void)
{
	return false;
}
#endif

static inline __attribute__((always_inline)) void put_words(uint32_t *restrict dst,
                                                            const uint32_t *restrict src,
                                                            uint32_t n, uint32_t run, size_t room,
                                                            bool avx2)
{
	if (avx2 && n <= 16)
		mstore16(dst, src, n);
	else if (n <= 16 && run >= 16 && room >= 16)
		blend16(dst, src, n);
	else
		copy_words(dst, src, n);
}

/* A stream of packets equal to last (a consecutive type-0 header) from
 * p on: only the last one's copy survives. The packet at q fits while
 * room > 0; eight headers per test; q never passes the window's end.
 * Returns the end of the last equal packet (p: none fits). */
static inline __attribute__((always_inline)) const uint32_t *
equal_packets(struct r5xx_cp *c, const uint32_t *p, const uint32_t *end, uint32_t last, bool avx2)
{
	const uint32_t cnt = (last >> 16 & 0x3fff) + 1;
	const size_t s = (size_t)cnt + 1;
	const uint32_t *q = p;
	int64_t room = cnt < end - p ? (int64_t)(end - p - cnt) : 0;
	while (room > (int64_t)(8 * s) && q[s] == last && q[2 * s] == last && q[3 * s] == last &&
	       q[4 * s] == last && q[5 * s] == last && q[6 * s] == last && q[7 * s] == last &&
	       q[8 * s] == last) {
		q += 8 * s;
		room -= (int64_t)(8 * s);
	}
	while (room > 0 && *q == last) {
		q += s;
		room -= (int64_t)s;
	}
	if (q != p) {
		uint32_t reg = last & 0x1fff;
		put_words(c->plain[reg], q - s + 1, cnt, c->run[reg], (size_t)(end - (q - s + 1)),
		          avx2);
	}
	return q;
}

/* Between packets, untraced, not skipping: whole type-0 packets inside
 * the window and inside one run of plain registers (consecutive or
 * ONE_REG_WR), and type-2 fillers, back to back. The packet state is
 * kept in locals (the copies may not alias it) and left as
 * packet_header and fast_body would leave it. Returns the dwords taken.
 *
 * The common packet (type 0, consecutive, 1..16 words, inside one run of
 * plain registers) costs one mask test, one table lookup and one fixed
 * move with no branch on its length: AVX2 masked loads and stores, else
 * move16 or blend16 where the slack is there. Nothing can look at the
 * registers between two packets of one batch, so in a stream of equal
 * packets only the last one's copy is made (equal_packets), which also
 * takes the header decode off the dependency chain (the next header's
 * place is known before this one is read): that lets such a stream go at
 * memory speed. A stream of varying packets is a chain of dependent loads
 * (each header gives the next one's place); docs/hw/r5xx.md. */
static inline __attribute__((always_inline)) uint32_t
fast_packets_body(struct r5xx_cp *c, const uint32_t *w, uint32_t n, unsigned l, bool avx2)
{
	uint32_t *const *plain = c->plain;
	const uint8_t *run = c->run;
	const uint32_t *p = w, *const end = w + n;
	/* hdr: the last header taken; t0: the last type-0 one; last: the
	 * last consecutive type-0 one if no ONE_REG_WR came after it.
	 * 0xc0000000 (a type-3 header, never taken here): none. */
	uint32_t hdr = c->hdr, t0 = 0xc0000000u, last = 0xc0000000u;
	while (p < end) {
		uint32_t h = *p, hreg = h & 0x1fff, r = run[hreg];
		/* the sentinel is a word a stream can hold: compare type-0 only */
		if (h == last && !(h >> 30)) {
			const uint32_t *q = equal_packets(c, p, end, last, avx2);
			if (q == p)
				break;
			p = q;
			continue;
		}
		/* type 0, not ONE_REG_WR, count field below 16: with AVX2
		 * inside the run and the window, else with 16 plain words and
		 * 16 window words after the header */
		uint32_t k = (h >> 16) + 1;
		if (avx2 ? !(h & 0xfff08000u) && k <= r && k < end - p
		         : !(h & 0xfff08000u) && r >= 16 && end - p > 16) {
			if (avx2)
				mstore16(plain[hreg], p + 1, k);
			else if (r >= 32)
				move16(plain[hreg], p + 1, k);
			else
				blend16(plain[hreg], p + 1, k);
			hdr = t0 = last = h;
			p += k + 1;
			continue;
		}
		if (h >> 30 == 2) { /* filler: packet_header only notes it */
			hdr = h;
			p++;
			continue;
		}
		k = (h >> 16 & 0x3fff) + 1;
		if (h >> 30 || k >= end - p) /* types 1 and 3, not whole */
			break;
		if (h & 0x8000) {
			/* ONE_REG_WR: the same register k times, the last word stays */
			if (!r)
				break;
			*plain[hreg] = p[k];
			last = 0xc0000000u;
		} else {
			if (k > r)
				break;
			put_words(plain[hreg], p + 1, k, r, (size_t)(end - p - 1), avx2);
			last = h;
		}
		hdr = t0 = h;
		p += k + 1;
	}
	uint32_t i = (uint32_t)(p - w);
	if (i) {
		c->hdr = hdr;
		c->pkt_level = l;
		if (t0 != 0xc0000000u) {
			c->pkt_n = (t0 >> 16 & 0x3fff) + 1;
			c->pkt_reg = (t0 & 0x1fff) << 2;
			if (!(t0 & 0x8000))
				c->pkt_reg += 4 * c->pkt_n;
		}
		/* a type-0 packet here is always complete */
		c->pkt_i = hdr >> 30 == 2 ? 0 : c->pkt_n;
	}
	return i;
}

CP_AVX2 static uint32_t fast_packets_avx2(struct r5xx_cp *c, const uint32_t *w, uint32_t n,
                                          unsigned l)
{
	return fast_packets_body(c, w, n, l, true);
}

static uint32_t fast_packets(struct r5xx_cp *c, const uint32_t *w, uint32_t n, unsigned l)
{
	return c->avx2 ? fast_packets_avx2(c, w, n, l) : fast_packets_body(c, w, n, l, false);
}

/* Runs type-0 packets of plain registers (and type-2 fillers) for at
 * most budget dwords; returns the dwords consumed. */
static uint64_t cp_fast(struct sgpu_unit *u, uint64_t budget)
{
	struct r5xx_cp *c = u->priv;
	uint64_t used = 0;
	if (!CP_FAST_OK || c->no_fast || c->dma[0].active || c->dma[1].active)
		return 0;
	bool whole = !sgpu_trace_on(u->dev);
	while (used < budget) {
		if (c->depth > 1 && stream_done(&c->st[c->depth - 1]))
			break; /* cp_one pops levels */
		unsigned l = c->in_packet ? c->pkt_level : c->depth - 1;
		const uint32_t *w;
		uint32_t n = fast_window(u, l, &w), i = 0;
		if (budget - used < n)
			n = (uint32_t)(budget - used);
		bool skipping = c->skip && c->skip_level == l;
		while (i < n) {
			if (!c->in_packet) {
				uint32_t h = w[i];
				if (skipping || (h >> 30 != 0 && h >> 30 != 2))
					break;
				uint32_t j = whole ? fast_packets(c, w + i, n - i, l) : 0;
				if (j) {
					i += j;
					continue;
				}
				packet_header(u, h, l);
				i++;
				continue;
			}
			if (c->hdr >> 30 != 0)
				break;
			uint32_t j = fast_body(u, w + i, n - i);
			if (!j)
				break;
			i += j;
		}
		if (i)
			fast_take(u, l, i);
		used += i;
		if (i < n || !n)
			break;
	}
	return used;
}

void r5xx_cp_set_fast(struct sgpu_unit *cp, bool fast)
{
	((struct r5xx_cp *)cp->priv)->no_fast = !fast;
}

void r5xx_cp_set_copy(struct sgpu_unit *cp, enum r5xx_cp_copy copy)
{
	struct r5xx_cp *c = cp->priv;
	c->copy_force = copy;
	c->avx2 = copy_masked(c);
}

const char *r5xx_cp_copy_name(const struct sgpu_unit *cp)
{
	return ((const struct r5xx_cp *)cp->priv)->avx2 ? "avx2 masked stores" : "move16/blend16";
}

/* ------------------------------------------------------------------ DMA */

static bool dma_load(struct sgpu_unit *u, struct dma_chan *d)
{
	uint32_t w[3];
	for (unsigned i = 0; i < 3; i++)
		if (!r5xx_mem_rd32(u->dev, d->table + 4 * i, &w[i])) {
			sgpu_guest_error(u, "DMA descriptor fetch at 0x%08x outside memory",
			                 d->table);
			return false;
		}
	d->src = w[0];
	d->dst = w[1];
	d->cmd = w[2];
	d->done = 0;
	d->gen++;
	return true;
}

static void dma_stop(struct dma_chan *d)
{
	d->gen++;
	d->active = false;
	d->status &= ~DMA_STATUS_ACTIVE;
}

/* Stops the channel and forgets the tables queued behind it. */
static void dma_flush(struct dma_chan *d)
{
	dma_stop(d);
	d->q_rd = d->q_n = 0;
}

/* Starts the table at TABLE_ADDR value v; false if its first descriptor
 * cannot be fetched (the channel stays idle). */
static bool dma_begin(struct sgpu_unit *u, struct dma_chan *d, uint32_t v)
{
	d->table = v & ~15u;
	d->cp_sync = v & 1; /* inferred position, docs/hw/r5xx.md */
	d->direct = false;
	if (!dma_load(u, d))
		return false;
	d->active = true;
	d->status |= DMA_STATUS_ACTIVE;
	return true;
}

/* The running table (or direct descriptor) is done: the next queued
 * table, if any, starts. */
static void dma_next_table(struct sgpu_unit *u, struct dma_chan *d)
{
	dma_stop(d);
	while (d->q_n) {
		uint32_t v = d->queue[d->q_rd];
		d->q_rd = (d->q_rd + 1) % DTAQ_DEPTH;
		d->q_n--;
		if (dma_begin(u, d, v))
			return;
	}
}

/* Moves up to 64 bytes. */
static void dma_step(struct sgpu_unit *u, unsigned ch)
{
	struct r5xx_cp *c = u->priv;
	struct dma_chan *d = &c->dma[ch];
	uint32_t cmd = d->cmd, total = DMA_BYTES(cmd), gen = d->gen;
	bool sreg = cmd & DMA_SAS, dreg = cmd & DMA_DAS;
	bool dwords = sreg || dreg || (cmd & (DMA_SAIC | DMA_DAIC)) || DMA_SRC_SWAP(cmd) ||
	              DMA_DST_SWAP(cmd);
	if (dwords)
		total &= ~3u;
	for (unsigned k = 0; k < 16 && d->done < total; k++) {
		uint32_t so = cmd & DMA_SAIC ? 0 : d->done, doff = cmd & DMA_DAIC ? 0 : d->done;
		if (!dwords) {
			uint8_t buf[4];
			uint32_t len = total - d->done < 4 ? total - d->done : 4;
			uint64_t o1, o2;
			struct sgpu_memspace *m1 = r5xx_mem_space(u->dev, d->src + so, &o1);
			struct sgpu_memspace *m2 = r5xx_mem_space(u->dev, d->dst + doff, &o2);
			if (!sgpu_memspace_read(m1, o1, buf, len) ||
			    !sgpu_memspace_write(m2, o2, buf, len))
				goto fault;
			d->done += len;
			continue;
		}
		uint32_t v;
		if (sreg)
			v = rbbm_if(c)->bus_read(c->rbbm, (d->src + so) & 0xfffc);
		else if (!r5xx_mem_rd32(u->dev, (d->src & ~3u) + so, &v))
			goto fault;
		v = swap32(swap32(v, DMA_SRC_SWAP(cmd)), DMA_DST_SWAP(cmd));
		if (dreg) {
			rbbm_if(c)->bus_write(c->rbbm, (d->dst + doff) & 0xfffc, v);
			/* the write may have reset, stopped or restarted this
			 * channel: its old descriptor is gone */
			if (d->gen != gen)
				return;
		} else if (!r5xx_mem_wr32(u->dev, (d->dst & ~3u) + doff, v)) {
			goto fault;
		}
		d->done += 4;
	}
	if (d->done < total)
		return;
	if (!(cmd & DMA_EOL) && !d->direct) {
		d->table += 16;
		if (dma_load(u, d))
			return;
		dma_flush(d);
		return;
	}
	/* seed 001 L491: INTDIS says whether an interrupt is generated
	 * when the entire table has been processed, so the last descriptor's
	 * bit decides */
	if (!(cmd & DMA_INTDIS))
		rbbm_if(c)->raise(c->rbbm, ch ? R5XX_INT_VIDDMA : R5XX_INT_GUIDMA);
	dma_next_table(u, d);
	return;
fault:
	sgpu_guest_error(u, "DMA %s transfer 0x%08x -> 0x%08x outside memory; channel stopped",
	                 ch ? "VID" : "GUI", d->src, d->dst);
	dma_flush(d);
}

/* A TABLE_ADDR write: starts the table, or queues it behind the running
 * one (the DTAQ, seed 001 L489). */
static void dma_table_write(struct sgpu_unit *u, unsigned ch, uint32_t v)
{
	struct r5xx_cp *c = u->priv;
	struct dma_chan *d = &c->dma[ch];
	if (!d->active) {
		dma_begin(u, d, v);
		return;
	}
	if (d->q_n >= DTAQ_DEPTH) {
		sgpu_guest_error(u, "DMA %s table 0x%08x dropped: the address queue is full",
		                 ch ? "VID" : "GUI", v);
		return;
	}
	d->queue[(d->q_rd + d->q_n) % DTAQ_DEPTH] = v;
	d->q_n++;
}

/* ------------------------------------------------------------------ registers */

static uint32_t me_read_next(struct r5xx_cp *c)
{
	c->hold_hi = c->me_hi[c->me_raddr % ME_RAM_SIZE];
	c->hold_lo = c->me_lo[c->me_raddr % ME_RAM_SIZE];
	c->me_raddr = (c->me_raddr + 1) % ME_RAM_SIZE; /* an 8-bit address */
	return 0;
}

static bool cp_busy(const struct sgpu_unit *u);

/* CP_STAT (rs600d.h R_0007C0): 31 CP_BUSY, 30 CMDSTRM_BUSY, 29/28 VIDDMA/
 * GUIDMA_BUSY, 9/10/14 CSF_PRIMARY/INDIRECT/INDIRECT2_BUSY (a level has
 * dwords to fetch), 11/12/15 CSQ_PRIMARY/INDIRECT/INDIRECT2_BUSY (a PIO
 * queue holds dwords), 13 CSI_BUSY (a packet, wait or skip in progress).
 * A halted CP reads CP_BUSY and CMDSTRM_BUSY: it is stuck, as on hardware
 * (RBBM_STATUS shows it busy as well; the run loop sees it idle, so runs
 * end; docs/hw/r5xx.md). */
static uint32_t cp_stat(const struct sgpu_unit *u)
{
	const struct r5xx_cp *c = u->priv;
	uint32_t v = 0;
	static const unsigned csf[3] = {9, 10, 14}, csq[3] = {11, 12, 15};
	for (unsigned l = 0; l < c->depth && l < 3; l++) {
		const struct stream *s = &c->st[l];
		bool more = s->kind == ST_RING  ? c->rptr != c->wptr
		            : s->kind == ST_PIO ? c->fifo[0].count != 0
		                                : s->pos < s->size;
		if (more)
			v |= 1u << csf[l];
	}
	for (unsigned q = 0; q < 3; q++)
		if (c->fifo[q].count)
			v |= 1u << csq[q];
	if (c->in_packet || c->skip || c->wait_sem >= 0 || c->wait_mem || c->wait_dma)
		v |= 1u << 13;
	if (c->dma[0].active)
		v |= 1u << 28;
	if (c->dma[1].active)
		v |= 1u << 29;
	if (c->halted || (cp_busy(u) && (v & ~(3u << 28))))
		v |= 1u << 30;
	if (c->halted || cp_busy(u))
		v |= 1u << 31;
	return v;
}

/* PIO queue q's read and write positions */
static uint32_t csq_rptr(const struct r5xx_cp *c, unsigned q)
{
	return c->fifo[q].rd;
}

static uint32_t csq_wptr(const struct r5xx_cp *c, unsigned q)
{
	return (c->fifo[q].rd + c->fifo[q].count) % PIO_FIFO;
}

static uint32_t cp_read(struct sgpu_unit *u, uint32_t addr)
{
	struct r5xx_cp *c = u->priv;
	if (addr >= R5XX_SCRATCH_REG0 && addr < R5XX_SCRATCH_REG0 + 32)
		return c->scratch[(addr - R5XX_SCRATCH_REG0) / 4];
	if (addr >= 0x780 && addr < 0x7c0) {
		struct dma_chan *d = &c->dma[addr >= 0x7a0];
		switch (addr & 0x1f) {
		case 0x00: return d->table | d->cp_sync;
		case 0x04: return d->src;
		case 0x08: return d->dst;
		case 0x0c: return d->cmd;
		case 0x10: return d->status | (DTAQ_DEPTH - d->q_n); /* free DTAQ entries */
		case 0x14: return d->table;
		default: return 0;
		}
	}
	switch (addr) {
	case R5XX_CP_RB_BASE: return c->rb_base;
	case R5XX_CP_RB_CNTL: return c->rb_cntl;
	case R5XX_CP_RB_RPTR_ADDR: return c->rptr_addr;
	case R5XX_CP_RB_RPTR: return c->rptr;
	case R5XX_CP_RB_WPTR: return c->wptr;
	case R5XX_CP_RB_WPTR_DELAY: return c->wptr_delay;
	case R5XX_CP_RB_RPTR_WR: return c->rptr_wr;
	case R5XX_CP_IB_BASE: return c->ib_base;
	case R5XX_CP_IB_BUFSZ: return c->ib_bufsz;
	case R5XX_CP_IB2_BASE: return c->ib2_base;
	case R5XX_CP_IB2_BUFSZ: return c->ib2_bufsz;
	case R5XX_CP_CSQ_CNTL: /* 7:0 CSQ_CNT_PRIMARY, 15:8 CSQ_CNT_INDIRECT (r100d.h) */
		return (c->csq_cntl & ~0xffffu) | (PIO_FIFO - 1 - c->fifo[0].count) |
		       (PIO_FIFO - 1 - c->fifo[1].count) << 8;
	case R5XX_CP_CSQ_MODE: return c->csq_mode;
	/* Linux r100_debugfs_cp_csq_fifo: 10-bit queue pointers, ring RPTR,
	 * ring WPTR, IB1 RPTR in CSQ_STAT; IB1 WPTR, IB2 RPTR, IB2 WPTR in
	 * CSQ2_STAT (the R100 xf86 header's 8-bit layout is older) */
	case R5XX_CP_CSQ_STAT: return csq_rptr(c, 0) | csq_wptr(c, 0) << 10 | csq_rptr(c, 1) << 20;
	case R5XX_CP_CSQ2_STAT: return csq_wptr(c, 1) | csq_rptr(c, 2) << 10 | csq_wptr(c, 2) << 20;
	case R5XX_CP_CSQ_ADDR: return c->csq_addr;
	case R5XX_CP_CSQ_DATA: {
		/* the queue word at CSQ_ADDR: 0-255 primary, 256-511 IB1,
		 * 512-767 IB2 (ours; r100.c dumps 256 ring words first) */
		uint32_t i = c->csq_addr >> 2 & 0x3ff;
		return i < 3 * PIO_FIFO ? c->fifo[i / PIO_FIFO].data[i % PIO_FIFO] : 0;
	}
	case R5XX_SCRATCH_UMSK: return c->scratch_umsk;
	case R5XX_SCRATCH_ADDR: return c->scratch_addr;
	case R5XX_CP_RESYNC_ADDR: return c->resync_addr;
	case R5XX_CP_RESYNC_DATA: return c->resync_data;
	case R5XX_CP_ME_CNTL: return c->me_cntl;
	case R5XX_CP_ME_RAM_ADDR: return c->me_waddr;
	case R5XX_CP_ME_RAM_RADDR: return c->me_raddr;
	case R5XX_CP_ME_RAM_DATAH: return c->hold_hi;
	case R5XX_CP_ME_RAM_DATAL: {
		uint32_t v = c->hold_lo;
		me_read_next(c); /* seed 001 L481: the next location loads */
		return v;
	}
	case R5XX_SGPU_SCRATCH_CMP_CNTL: return c->cmp_cntl;
	case R5XX_SGPU_SCRATCH_CMP_DRV0: return c->cmp_drv0;
	case R5XX_SGPU_SCRATCH_CMP_DRV1: return c->cmp_drv1;
	case R5XX_SGPU_CP_ERROR: return c->error;
	case R5XX_CP_STAT: return cp_stat(u);
	default: return 0;
	}
}

static void pio_write(struct sgpu_unit *u, uint32_t addr, uint32_t v)
{
	struct r5xx_cp *c = u->priv;
	unsigned q = addr < R5XX_CP_CSQ_APER_INDIRECT    ? 0
	             : addr < R5XX_CP_CSQ_APER_INDIRECT2 ? 1
	                                                 : 2;
	unsigned mode = q ? csq_indirect(c) : csq_primary(c);
	if (mode != CSQ_PIO) {
		sgpu_guest_error(u,
		                 "PIO write 0x%08x to the %s aperture while it is not in PIO mode",
		                 v, q ? "indirect" : "primary");
		return;
	}
	struct fifo *f = &c->fifo[q];
	/* 255 entries, so CSQ_CNTL 7:0 (free entries) counts 255 down to 0 */
	if (f->count >= PIO_FIFO - 1) {
		sgpu_guest_error(u, "PIO queue %u full: 0x%08x dropped", q, v);
		return;
	}
	f->data[(f->rd + f->count) % PIO_FIFO] = v;
	f->count++;
}

static void cp_write(struct sgpu_unit *u, uint32_t addr, uint32_t v, bool from_cp)
{
	struct r5xx_cp *c = u->priv;
	if (addr >= 0x1000 && addr < 0x1400) {
		pio_write(u, addr, v);
		return;
	}
	if (addr >= R5XX_SCRATCH_REG0 && addr < R5XX_SCRATCH_REG0 + 32) {
		scratch_write(u, (addr - R5XX_SCRATCH_REG0) / 4, v);
		return;
	}
	if (addr >= 0x780 && addr < 0x7c0) {
		unsigned ch = addr >= 0x7a0;
		struct dma_chan *d = &c->dma[ch];
		switch (addr & 0x1f) {
		case 0x00: dma_table_write(u, ch, v); return;
		case 0x10:
			d->status = (d->status & ~DMA_STATUS_ABORT) | (v & DMA_STATUS_ABORT);
			if (v & DMA_STATUS_ABORT)
				dma_flush(d);
			return;
		default:
			sgpu_guest_error(u, "write 0x%08x to read-only DMA register 0x%04x", v,
			                 addr);
			return;
		}
	}
	switch (addr) {
	case R5XX_CP_RB_BASE: c->rb_base = v & ~3u; return;
	case R5XX_CP_RB_CNTL: c->rb_cntl = v; return;
	case R5XX_CP_RB_RPTR_ADDR: c->rptr_addr = v; return;
	case R5XX_CP_RB_WPTR: wptr_write(u, v); return;
	case R5XX_CP_RB_WPTR_DELAY: c->wptr_delay = v; return;
	case R5XX_CP_RB_RPTR_WR: c->rptr_wr = v; return;
	case R5XX_CP_GUI_SRC_ADDR: c->dma[0].src = v; return;
	case R5XX_CP_GUI_DST_ADDR: c->dma[0].dst = v; return;
	case R5XX_CP_GUI_COMMAND: /* direct entry: EOL forced (seed 001 L417) */
		if (!DMA_BYTES(v))
			return; /* "a BYTE_COUNT of zero will perform no operation" */
		/* it takes the engine: a table running there is replaced, the
		 * queued ones follow it */
		c->dma[0].cmd = v | DMA_EOL;
		c->dma[0].done = 0;
		c->dma[0].gen++;
		c->dma[0].direct = true;
		c->dma[0].cp_sync = false;
		c->dma[0].active = true;
		c->dma[0].status |= DMA_STATUS_ACTIVE;
		return;
	case R5XX_CP_IB_BASE: c->ib_base = v; return;
	case R5XX_CP_IB2_BASE: c->ib2_base = v; return;
	case R5XX_CP_IB_BUFSZ:
	case R5XX_CP_IB2_BUFSZ:
		/* From a packet the CP handles these itself (reg_write); from
		 * the host they are plain storage. */
		if (addr == R5XX_CP_IB_BUFSZ)
			c->ib_bufsz = v;
		else
			c->ib2_bufsz = v;
		(void)from_cp;
		return;
	case R5XX_CP_CSQ_CNTL:
		c->csq_cntl = v & 0xf0000000u;
		/* the primary level reads the ring or the PIO queue */
		c->st[0].kind = csq_primary(c) == CSQ_PIO ? ST_PIO : ST_RING;
		return;
	case R5XX_CP_CSQ_MODE: c->csq_mode = v; return;
	case R5XX_CP_CSQ_ADDR: c->csq_addr = v & 0xffc; return;
	case R5XX_SCRATCH_UMSK: c->scratch_umsk = v & 0x300ff; return;
	case R5XX_SCRATCH_ADDR: c->scratch_addr = v; return;
	case R5XX_CP_RESYNC_ADDR: c->resync_addr = v & 7; return;
	case R5XX_CP_RESYNC_DATA:
		/* No CB sync pulses in the model: the data lands at once. */
		c->resync_data = v;
		scratch_write(u, c->resync_addr & 7, v);
		return;
	/* ME_FREERUN (30) and the rest are stored only: the model's
	 * microengine is C and always runs (docs/hw/r5xx.md) */
	case R5XX_CP_ME_CNTL: c->me_cntl = v; return;
	case R5XX_CP_ME_RAM_ADDR: c->me_waddr = v % ME_RAM_SIZE; return;
	case R5XX_CP_ME_RAM_RADDR:
		c->me_raddr = v % ME_RAM_SIZE;
		me_read_next(c);
		return;
	case R5XX_CP_ME_RAM_DATAH: c->me_datah = v & 0xff; return;
	case R5XX_CP_ME_RAM_DATAL:
		c->me_hi[c->me_waddr % ME_RAM_SIZE] = (uint8_t)c->me_datah;
		c->me_lo[c->me_waddr % ME_RAM_SIZE] = v;
		c->me_waddr = (c->me_waddr + 1) % ME_RAM_SIZE;
		return;
	case R5XX_SGPU_SCRATCH_CMP_CNTL: c->cmp_cntl = v & 0x137; return;
	case R5XX_SGPU_SCRATCH_CMP_DRV0: c->cmp_drv0 = v; return;
	case R5XX_SGPU_SCRATCH_CMP_DRV1: c->cmp_drv1 = v; return;
	case R5XX_CP_RB_RPTR:
	case R5XX_CP_CSQ_STAT:
	case R5XX_CP_CSQ2_STAT:
	case R5XX_CP_CSQ_DATA:
	case R5XX_SGPU_CP_ERROR:
	case R5XX_CP_STAT:
		sgpu_guest_error(u, "write 0x%08x to read-only CP register 0x%04x ignored", v,
		                 addr);
		return;
	default: sgpu_guest_error(u, "write 0x%08x to unknown CP register 0x%04x ignored", v, addr);
	}
}

/* ------------------------------------------------------------------ run */

static void cp_soft_reset(struct sgpu_unit *u)
{
	struct r5xx_cp *c = u->priv;
	c->rptr = c->wptr = 0;
	c->staged = false;
	c->stage_writes = 0;
	c->since_writeback = 0;
	memset(c->fifo, 0, sizeof(c->fifo));
	c->depth = 1;
	/* CP_CSQ_CNTL survives: the primary level stays a PIO queue in PIO mode */
	c->st[0] = (struct stream){.kind = csq_primary(c) == CSQ_PIO ? ST_PIO : ST_RING};
	c->in_packet = false;
	c->skip = 0;
	c->wait_sem = -1;
	c->wait_mem = false;
	c->wait_dma = 0;
	c->halted = false;
	c->error = 0;
	for (unsigned i = 0; i < 2; i++)
		dma_flush(&c->dma[i]);
}

static bool e2_busy(const struct r5xx_cp *c)
{
	return c->e2 && c->e2->cls->busy && c->e2->cls->busy(c->e2);
}

static bool r3d_busy(const struct r5xx_cp *c)
{
	return c->r3d && c->r3d->cls->busy && c->r3d->cls->busy(c->r3d);
}

/* The R3D unit holds the CP while it spends the cost of a draw (softgpu's
 * choice, docs/hw/r5xx.md "The 3D seam"): a draw's work is done when its
 * trigger arrives and its time is spent after, so were the CP to go on, a
 * command stream could run any number of draws inside one step of the run
 * loop. Held, the CP runs the next packet (the next draw among them) only
 * once the previous draw's time is spent, so a stream's draws stay within
 * the run budget, as the 2D engine's operations do. A WAIT_UNTIL 3D wait
 * (WAIT_3D_IDLE, WAIT_3D_IDLECLEAN) is then met as soon as it is read. */
static bool r3d_wait(struct r5xx_cp *c)
{
	if (c->wait_3d && !r3d_busy(c))
		c->wait_3d = false;
	return c->wait_3d || r3d_busy(c);
}

static bool has_input(const struct r5xx_cp *c)
{
	const struct stream *s = &c->st[c->in_packet ? c->pkt_level : c->depth - 1];
	if (c->depth > 1 && stream_done(&c->st[c->depth - 1]))
		return true;
	switch (s->kind) {
	case ST_RING: return csq_primary(c) == CSQ_BM && c->rptr != c->wptr;
	case ST_PIO: return csq_primary(c) == CSQ_PIO && c->fifo[0].count;
	default:
		if (s->pio)
			return s->pos < s->size &&
			       c->fifo[c->in_packet ? c->pkt_level : c->depth - 1].count;
		return s->pos < s->size;
	}
}

static bool cp_busy(const struct sgpu_unit *u)
{
	const struct r5xx_cp *c = u->priv;
	if (c->dma[0].active || c->dma[1].active || c->staged)
		return true;
	if (c->halted)
		return false;
	return c->wait_sem >= 0 || c->wait_mem || has_input(c);
}

/* Busy for the run loop: work it can do now. A CP the R3D unit holds
 * (r3d_wait) has work (CP_STAT and RBBM_STATUS show it) but none to do
 * until the R3D unit is idle, so the R3D unit's long turns spend a
 * draw's cost at once instead of a slice at a time between the CP's. */
static bool cp_runnable(const struct sgpu_unit *u)
{
	const struct r5xx_cp *c = u->priv;
	if (c->dma[0].active || c->dma[1].active || c->staged)
		return true;
	return !r3d_busy(c) && cp_busy(u);
}

static bool waiting(struct sgpu_unit *u)
{
	struct r5xx_cp *c = u->priv;
	if (c->wait_sem >= 0) {
		if (c->me_lo[c->wait_sem] != 0)
			return true;
		if (c->wait_sem_reset)
			c->me_lo[c->wait_sem] = c->wait_sem_value;
		c->wait_sem = -1;
	}
	if (c->wait_mem) {
		uint32_t v, two;
		if (!r5xx_mem_rd32(u->dev, c->wait_mem_addr, &v) ||
		    !r5xx_mem_rd32(u->dev, c->wait_mem_addr + 4, &two)) {
			c->wait_mem = false;
			cp_error(u, R5XX_CPERR_FETCH_RANGE, "WAIT_MEM semaphore");
			return true;
		}
		/* L1519-L1528: the semaphore is {value, 2}; any other second
		 * dword "confuses" the microengine and hangs it: the error path */
		if (two != 2) {
			c->wait_mem = false;
			cp_error(u, R5XX_CPERR_BAD_PACKET,
			         "WAIT_MEM semaphore's second dword is not 2");
			return true;
		}
		if (v)
			return true;
		c->wait_mem = false;
	}
	return false;
}

/* One run slice of at most budget steps, of which the first used were
 * spent by the batched path already. */
static uint64_t cp_slice(struct sgpu_unit *u, uint64_t budget, uint64_t used)
{
	struct r5xx_cp *c = u->priv;
	while (used < budget) {
		for (unsigned ch = 0; ch < 2; ch++)
			if (c->dma[ch].active)
				dma_step(u, ch);
		/* DMA_xxx_TABLE_ADDR.CP_SYNC, either channel (seed 001 L414) */
		bool locked = (c->dma[0].active && c->dma[0].cp_sync) ||
		              (c->dma[1].active && c->dma[1].cp_sync);
		if (c->halted || locked || e2_busy(c) || dma_wait(c) || r3d_wait(c)) {
			used++;
			if (!c->dma[0].active && !c->dma[1].active)
				break;
			continue;
		}
		if (waiting(u)) {
			used = budget; /* the microengine spins */
			break;
		}
		uint64_t k = cp_fast(u, budget - used);
		if (k) {
			used += k;
			continue;
		}
		if (!cp_one(u)) {
			if (c->dma[0].active || c->dma[1].active) {
				used++;
				continue;
			}
			break;
		}
		used++;
	}
	if (c->staged) {
		/* PRE_WRITE_TIMER counts model steps; an idle CP waits it out */
		if (!used)
			used = c->stage_timer < budget ? c->stage_timer : budget;
		if (c->stage_timer <= used)
			wptr_commit(u);
		else
			c->stage_timer -= (uint32_t)used;
	}
	if (!cp_busy(u))
		rbbm_if(c)->work_done(c->rbbm);
	return used ? used : 1;
}

/* A long turn (the run loop found every other unit idle): the batched
 * path may run through many slices at once when no slice boundary can be
 * seen, i.e. when cp_slice would do nothing between its batches but take
 * the next one: tracing off (events carry the time), no DMA, no halt, no
 * wait, no staged WPTR (its timer counts slices), the 2D engine idle. The
 * batch writes only plain storage and RPTR, so it keeps all that true and
 * makes no other unit busy. The slice in which it stops then runs as
 * cp_slice would have run it. */
static uint64_t cp_step(struct sgpu_unit *u, uint64_t budget)
{
	struct r5xx_cp *c = u->priv;
	if (budget <= SGPU_RUN_SLICE)
		return cp_slice(u, budget, 0);
	if (sgpu_trace_on(u->dev) || c->dma[0].active || c->dma[1].active || c->halted ||
	    c->staged || c->wait_sem >= 0 || c->wait_mem || e2_busy(c) || r3d_busy(c))
		return cp_slice(u, SGPU_RUN_SLICE, 0);
	uint64_t k = cp_fast(u, budget), pre = k % SGPU_RUN_SLICE, done = k - pre;
	if (!done)
		return cp_slice(u, SGPU_RUN_SLICE, pre);
	if (!pre && (done == budget || !cp_runnable(u))) {
		/* the batch ended a slice: the run loop would not call again */
		if (!cp_busy(u))
			rbbm_if(c)->work_done(c->rbbm);
		return done;
	}
	sgpu_run_booked(u->dev, done);
	uint64_t left = budget - done;
	return done + cp_slice(u, left < SGPU_RUN_SLICE ? left : SGPU_RUN_SLICE, pre);
}

static bool cp_idle(const struct sgpu_unit *u)
{
	return !cp_busy(u);
}

static sgpu_status cp_init(struct sgpu_unit *u)
{
	(void)u;
	return SGPU_OK;
}

static void cp_reset(struct sgpu_unit *u)
{
	struct r5xx_cp *c = u->priv;
	bool no_fast = c->no_fast;
	enum r5xx_cp_copy copy_force = c->copy_force;
	memset(c, 0, sizeof(*c));
	c->no_fast = no_fast;
	c->copy_force = copy_force;
	c->rbbm = sgpu_dev_unit(u->dev, "RBBM");
	c->e2 = sgpu_dev_unit(u->dev, "E2");
	c->r3d = sgpu_dev_unit(u->dev, "R3D");
	build_plain(c);
	cp_soft_reset(u);
}

static const struct r5xx_block_iface cp_iface = {
        .read = cp_read,
        .write = cp_write,
        .soft_reset = cp_soft_reset,
        .idle = cp_idle,
};

const struct sgpu_unit_class r5xx_cp_class = {
        .name = "CP",
        .description = "command processor: ring, IB1/IB2, PIO, PM4, scratch, ME RAM, DMA",
        .priv_size = sizeof(struct r5xx_cp),
        .init = cp_init,
        .reset = cp_reset,
        .busy = cp_runnable,
        .step = cp_step,
        .long_turns = true,
        .iface = &cp_iface,
};
