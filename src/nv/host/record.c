/* The `record` engine: a softgpu engine, not hardware. It accepts every
 * method a puller hands it and appends it to a buffer in model memory, so
 * that the command-submission path can be tested without any graphics
 * engine. Methods are stored as runs, one header per run of consecutive
 * methods and then their data words, so recording a long run is a copy.
 * Its registers are softgpu control registers (docs/hw/nv-record.md). */
#include <string.h>

#include "nv/engine.h"
#include "nv/nv.h"
#include "util/bits.h"
#include "util/copy.h"

enum {
	REC_ID = 0x00,
	REC_CTRL = 0x04,
	REC_BUF_LO = 0x08,
	REC_BUF_HI = 0x0c,
	REC_BUF_SPACE = 0x10,
	REC_BUF_SIZE = 0x14,
	REC_COUNT = 0x18,
	REC_DROPPED = 0x1c,
	REC_LAST_MTHD = 0x20,
	REC_LAST_DATA = 0x24,
	REC_PUT = 0x28,
};

#define REC_ID_VALUE 0x53524543u /* "SREC" */
#define REC_CTRL_ENABLE (1u << 0)
#define REC_CTRL_STALL (1u << 1) /* refuse methods: the puller retries */
#define REC_HDR_SIZE 8
#define REC_HDR_NI (1u << 16)

struct nv_record {
	uint32_t ctrl, buf_lo, buf_hi, space, size, count, dropped, last_mthd, last_data, put;
	/* The open run (the one the next method may extend): its header at
	 * BUF + hdr, header word 0 and method count. Any register write
	 * closes it, and so does a dropped method. */
	bool open;
	uint32_t hdr, w0, n;
};

static const struct sgpu_reg_name rec_regs[] = {
        {REC_ID, "ID"},
        {REC_CTRL, "CTRL"},
        {REC_BUF_LO, "BUF_LO"},
        {REC_BUF_HI, "BUF_HI"},
        {REC_BUF_SPACE, "BUF_SPACE"},
        {REC_BUF_SIZE, "BUF_SIZE"},
        {REC_COUNT, "COUNT"},
        {REC_DROPPED, "DROPPED"},
        {REC_LAST_MTHD, "LAST_MTHD"},
        {REC_LAST_DATA, "LAST_DATA"},
        {REC_PUT, "PUT"},
};

static uint64_t rec_base(const struct nv_record *r)
{
	return (uint64_t)r->buf_hi << 32 | r->buf_lo;
}

static struct sgpu_memspace *rec_mem(struct sgpu_unit *u)
{
	const struct nv_record *r = u->priv;
	return sgpu_dev_mem(u->dev, r->space ? SGPU_SPACE_SYSMEM : SGPU_SPACE_VRAM);
}

/* Header word 0 of a run starting with this method. */
static uint32_t rec_w0(const struct nv_method *m, uint32_t mthd)
{
	return (m->chid & 0xfff) << 20 | (m->subc & 7) << 13 | (mthd & 0x1ffc);
}

/* Whether method mthd of m's channel and subchannel extends the open run;
 * *ni: the run is (then) non-increasing. A run of one is either kind. */
static bool rec_extends(const struct nv_record *r, const struct nv_method *m, uint32_t mthd,
                        bool *ni)
{
	uint32_t w0 = r->w0 & ~REC_HDR_NI;
	if (!r->open || (w0 & ~0x1ffcu) != (rec_w0(m, 0) & ~0x1ffcu))
		return false;
	uint32_t first = w0 & 0x1ffc;
	if (r->n == 1 && (mthd == first || mthd == first + 4)) {
		*ni = mthd == first;
		return true;
	}
	*ni = (r->w0 & REC_HDR_NI) != 0;
	return *ni ? mthd == first : (uint64_t)first + 4ull * r->n == mthd;
}

static void rec_drop(struct sgpu_unit *u, uint32_t mthd, uint64_t n)
{
	struct nv_record *r = u->priv;
	r->open = false;
	if (r->dropped == 0)
		sgpu_guest_error(u, "buffer full or out of memory: method 0x%04x dropped", mthd);
	r->dropped += (uint32_t)n;
}

/* Appends one method to the buffer: it extends the open run, or starts a
 * new one (header and data word); a method that does not fit is dropped. */
static void rec_append(struct sgpu_unit *u, const struct nv_method *m, uint32_t mthd, uint32_t data)
{
	struct nv_record *r = u->priv;
	struct sgpu_memspace *mem = rec_mem(u);
	uint64_t base = rec_base(r);
	bool ni;
	if (rec_extends(r, m, mthd, &ni)) {
		uint32_t w[2] = {r->w0 | (ni ? REC_HDR_NI : 0), r->n + 1};
		uint8_t *p = mem && (uint64_t)r->put + 4 <= r->size
		                     ? sgpu_memspace_ptr(mem, base + r->put, 4)
		                     : NULL;
		uint8_t *h = p ? sgpu_memspace_ptr(mem, base + r->hdr, REC_HDR_SIZE) : NULL;
		if (!h) {
			rec_drop(u, mthd, 1);
			return;
		}
		sgpu_st_le32(p, data);
		sgpu_st_le32(h, w[0]);
		sgpu_st_le32(h + 4, w[1]);
		r->w0 = w[0];
		r->n = w[1];
		r->put += 4;
		r->count++;
		return;
	}
	uint8_t *p = mem && (uint64_t)r->put + REC_HDR_SIZE + 4 <= r->size
	                     ? sgpu_memspace_ptr(mem, base + r->put, REC_HDR_SIZE + 4)
	                     : NULL;
	if (!p) {
		rec_drop(u, mthd, 1);
		return;
	}
	r->open = true;
	r->hdr = r->put;
	r->w0 = rec_w0(m, mthd);
	r->n = 1;
	sgpu_st_le32(p, r->w0);
	sgpu_st_le32(p + 4, 1);
	sgpu_st_le32(p + 8, data);
	r->put += REC_HDR_SIZE + 4;
	r->count++;
}

static enum nv_engine_status rec_method(struct sgpu_unit *u, const struct nv_method *m)
{
	struct nv_record *r = u->priv;
	if (r->ctrl & REC_CTRL_STALL)
		return NV_ENGINE_STALLED;
	sgpu_trace_method(u, "RECORD", m->chid, m->subc, 0, m->mthd, m->data);
	r->last_mthd = m->subc << 13 | m->mthd;
	r->last_data = m->data;
	if (r->ctrl & REC_CTRL_ENABLE)
		rec_append(u, m, m->mthd, m->data);
	return NV_ENGINE_ACCEPTED;
}

/* The methods from the i-th of a run on that the open run takes as they
 * are: all of them, or the ones that fit (the next one is then dropped,
 * and with it every later one, which cannot fit either). */
static size_t rec_run_tail(struct sgpu_unit *u, const struct nv_method *m, bool ni,
                           const uint8_t *data, size_t i, size_t n)
{
	struct nv_record *r = u->priv;
	uint64_t room = r->put < r->size ? (r->size - r->put) / 4 : 0;
	uint64_t k = n - i < room ? n - i : room;
	struct sgpu_memspace *mem = rec_mem(u);
	uint64_t base = rec_base(r);
	uint8_t *p = k && mem ? sgpu_memspace_ptr(mem, base + r->put, 4 * k) : NULL;
	uint8_t *h = p ? sgpu_memspace_ptr(mem, base + r->hdr, REC_HDR_SIZE) : NULL;
	if (!h)
		return i; /* method by method: it finds what to drop */
	sgpu_copy(p, data + 4 * i, 4 * k);
	r->w0 |= ni && r->n + k >= 2 ? REC_HDR_NI : 0;
	r->n += (uint32_t)k;
	sgpu_st_le32(h, r->w0);
	sgpu_st_le32(h + 4, r->n);
	r->put += 4 * (uint32_t)k;
	r->count += (uint32_t)k;
	if (i + k < n)
		rec_drop(u, m->mthd + (ni ? 0 : 4 * (uint32_t)(i + k)), n - i - k);
	return n;
}

/* A run of methods, exactly as n calls of rec_method (the differential
 * test tests/unit/test_g80_pfifo_fast.c compares the two): method by
 * method until the open run is one the rest extend, then those in one
 * copy. Traced runs go method by method. data: little-endian words. */
static size_t rec_method_run(struct sgpu_unit *u, const struct nv_method *m, bool ni,
                             const uint8_t *data, size_t n)
{
	struct nv_record *r = u->priv;
	if (r->ctrl & REC_CTRL_STALL)
		return 0;
	struct nv_method one = *m;
	bool fast = (r->ctrl & REC_CTRL_ENABLE) && !sgpu_trace_on(u->dev);
	for (size_t i = 0; i < n; i++) {
		one.mthd = m->mthd + (ni ? 0 : 4 * (uint32_t)i);
		bool run_ni;
		if (fast && rec_extends(r, &one, one.mthd, &run_ni) && run_ni == ni) {
			i = rec_run_tail(u, m, ni, data, i, n);
			if (i == n) {
				one.mthd = m->mthd + (ni ? 0 : 4 * (uint32_t)(n - 1));
				r->last_mthd = m->subc << 13 | one.mthd;
				r->last_data = sgpu_ld_le32(data + 4 * (n - 1));
				return n;
			}
		}
		one.data = sgpu_ld_le32(data + 4 * i);
		rec_method(u, &one);
	}
	return n;
}

/* The buffer a run of n methods may write: from the open run's header
 * (its count) or PUT, to at most two headers and n words past PUT. */
static void rec_run_writes(const struct sgpu_unit *u, const struct nv_method *m, size_t n,
                           sgpu_space *space, uint64_t *addr, uint64_t *len)
{
	(void)m;
	const struct nv_record *r = u->priv;
	uint64_t start = r->open ? r->hdr : r->put;
	uint64_t end = (uint64_t)r->put + 4ull * n + 2 * REC_HDR_SIZE;
	end = end < r->size ? end : r->size;
	*space = r->space ? SGPU_SPACE_SYSMEM : SGPU_SPACE_VRAM;
	*addr = rec_base(r) + start;
	*len = (r->ctrl & REC_CTRL_ENABLE) && end > start ? end - start : 0;
}

static const struct nv_engine_ops rec_engine_ops = {
        .method = rec_method,
        .method_run = rec_method_run,
        .run_writes = rec_run_writes,
};

static uint32_t rec_read(struct sgpu_unit *u, uint32_t off, unsigned size)
{
	struct nv_record *r = u->priv;
	(void)size;
	switch (off) {
	case REC_ID: return REC_ID_VALUE;
	case REC_CTRL: return r->ctrl;
	case REC_BUF_LO: return r->buf_lo;
	case REC_BUF_HI: return r->buf_hi;
	case REC_BUF_SPACE: return r->space;
	case REC_BUF_SIZE: return r->size;
	case REC_COUNT: return r->count;
	case REC_DROPPED: return r->dropped;
	case REC_LAST_MTHD: return r->last_mthd;
	case REC_LAST_DATA: return r->last_data;
	case REC_PUT: return r->put;
	}
	sgpu_guest_error(u, "read of unknown register +0x%03x", off);
	return 0;
}

/* Every write closes the open run: the next method starts a new header
 * wherever PUT then is, in whatever buffer. */
static void rec_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct nv_record *r = u->priv;
	(void)size;
	r->open = false;
	switch (off) {
	case REC_CTRL: r->ctrl = v & 3; return;
	case REC_BUF_LO: r->buf_lo = v; return;
	case REC_BUF_HI: r->buf_hi = v; return;
	case REC_BUF_SPACE: r->space = v & 1; return;
	case REC_BUF_SIZE: r->size = v; return;
	case REC_COUNT: r->count = v; return;
	case REC_DROPPED: r->dropped = v; return;
	case REC_PUT: r->put = v & ~3u; return;
	}
	sgpu_guest_error(u, "write 0x%08x to register +0x%03x ignored", v, off);
}

static const struct sgpu_mmio_ops rec_ops = {rec_read, rec_write};

static sgpu_status rec_init(struct sgpu_unit *u)
{
	return sgpu_unit_map_window(u, 0x1000, &rec_ops, rec_regs,
	                            sizeof(rec_regs) / sizeof(rec_regs[0]), SGPU_MMIO_WORD32);
}

static void rec_reset(struct sgpu_unit *u)
{
	struct nv_record *r = u->priv;
	*r = (struct nv_record){0};
}

const struct sgpu_unit_class nv_record_class = {
        .name = "RECORD",
        .description = "softgpu engine that logs every method it receives to memory",
        .priv_size = sizeof(struct nv_record),
        .init = rec_init,
        .reset = rec_reset,
        .iface = &rec_engine_ops,
};
