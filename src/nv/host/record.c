/* The `record` engine: a softgpu engine, not hardware. It accepts every
 * method a puller hands it and appends {chid, subc, mthd, data} to a
 * buffer in model memory, so that the command-submission path can be
 * tested without any graphics engine. Its registers are softgpu control
 * registers (docs/hw/nv-record.md). */
#include "nv/engine.h"
#include "nv/nv.h"
#include "util/bits.h"

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
};

#define REC_ID_VALUE 0x53524543u /* "SREC" */
#define REC_CTRL_ENABLE (1u << 0)
#define REC_CTRL_STALL (1u << 1) /* refuse methods: the puller retries */
#define REC_ENTRY_SIZE 16

struct nv_record {
	uint32_t ctrl, buf_lo, buf_hi, space, size, count, dropped, last_mthd, last_data;
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
};

static enum nv_engine_status rec_method(struct sgpu_unit *u, const struct nv_method *m)
{
	struct nv_record *r = u->priv;
	if (r->ctrl & REC_CTRL_STALL)
		return NV_ENGINE_STALLED;
	sgpu_trace_method(u, "RECORD", m->chid, m->subc, 0, m->mthd, m->data);
	r->last_mthd = m->subc << 13 | m->mthd;
	r->last_data = m->data;
	if (!(r->ctrl & REC_CTRL_ENABLE))
		return NV_ENGINE_ACCEPTED;
	uint64_t off = (uint64_t)r->count * REC_ENTRY_SIZE;
	uint64_t at = ((uint64_t)r->buf_hi << 32 | r->buf_lo) + off;
	uint32_t e[4] = {m->chid, m->subc, m->mthd, m->data};
	struct sgpu_memspace *mem =
	        sgpu_dev_mem(u->dev, r->space ? SGPU_SPACE_SYSMEM : SGPU_SPACE_VRAM);
	if (off + REC_ENTRY_SIZE > r->size || !mem || !sgpu_memspace_write(mem, at, e, sizeof(e))) {
		if (r->dropped++ == 0)
			sgpu_guest_error(u, "buffer full or out of memory: method 0x%04x dropped",
			                 m->mthd);
		return NV_ENGINE_ACCEPTED;
	}
	r->count++;
	return NV_ENGINE_ACCEPTED;
}

static bool rec_tracing(const struct sgpu_unit *u)
{
	return sgpu_trace_on(u->dev);
}

/* A run of methods: the entries written at once when they all fit and
 * nothing is traced; otherwise method by method. Exactly rec_method n
 * times (tests/unit/test_g80_pfifo_fast.c compares the two). */
static size_t rec_method_run(struct sgpu_unit *u, const struct nv_method *m, bool ni,
                             const uint32_t *data, size_t n)
{
	struct nv_record *r = u->priv;
	if (r->ctrl & REC_CTRL_STALL)
		return 0;
	struct nv_method one = *m;
	uint64_t off = (uint64_t)r->count * REC_ENTRY_SIZE;
	uint64_t at = ((uint64_t)r->buf_hi << 32 | r->buf_lo) + off;
	struct sgpu_memspace *mem =
	        sgpu_dev_mem(u->dev, r->space ? SGPU_SPACE_SYSMEM : SGPU_SPACE_VRAM);
	uint64_t len = (uint64_t)n * REC_ENTRY_SIZE;
	uint8_t *p = NULL;
	if ((r->ctrl & REC_CTRL_ENABLE) && !rec_tracing(u) && mem && off + len <= r->size)
		p = sgpu_memspace_ptr(mem, at, len);
	if (!p) {
		for (size_t i = 0; i < n; i++) {
			one.mthd = m->mthd + (ni ? 0 : 4 * (uint32_t)i);
			one.data = data[i];
			rec_method(u, &one);
		}
		return n;
	}
	for (size_t i = 0; i < n; i++, p += REC_ENTRY_SIZE) {
		uint32_t e[4] = {m->chid, m->subc, m->mthd + (ni ? 0 : 4 * (uint32_t)i), data[i]};
		for (unsigned k = 0; k < 4; k++)
			sgpu_st_le32(p + 4 * k, e[k]);
	}
	r->last_mthd = m->subc << 13 | (m->mthd + (ni ? 0 : 4 * (uint32_t)(n - 1)));
	r->last_data = data[n - 1];
	r->count += (uint32_t)n;
	return n;
}

static void rec_run_writes(const struct sgpu_unit *u, size_t n, sgpu_space *space, uint64_t *addr,
                           uint64_t *len)
{
	const struct nv_record *r = u->priv;
	*space = r->space ? SGPU_SPACE_SYSMEM : SGPU_SPACE_VRAM;
	*addr = ((uint64_t)r->buf_hi << 32 | r->buf_lo) + (uint64_t)r->count * REC_ENTRY_SIZE;
	*len = r->ctrl & REC_CTRL_ENABLE ? (uint64_t)n * REC_ENTRY_SIZE : 0;
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
	}
	sgpu_guest_error(u, "read of unknown register +0x%03x", off);
	return 0;
}

static void rec_write(struct sgpu_unit *u, uint32_t off, uint32_t v, unsigned size)
{
	struct nv_record *r = u->priv;
	(void)size;
	switch (off) {
	case REC_CTRL: r->ctrl = v & 3; return;
	case REC_BUF_LO: r->buf_lo = v; return;
	case REC_BUF_HI: r->buf_hi = v; return;
	case REC_BUF_SPACE: r->space = v & 1; return;
	case REC_BUF_SIZE: r->size = v; return;
	case REC_COUNT: r->count = v; return;
	case REC_DROPPED: r->dropped = v; return;
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
