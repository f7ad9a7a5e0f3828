/* The G80 DMA pusher: NV4-style mode and IB mode, exactly as the
 * pseudocode of seed 000 L5822-5935 (pre-GF100), with the tail lost at
 * the page break restored from envytools docs/hw/fifo/dma-pusher.rst.
 * One call decodes one pushbuffer word or fetches one IB entry. Errors
 * stop the pusher (dma_err) until the host clears DMA_STATE.
 * Notes and choices: docs/hw/g80-pfifo.md. */
#include "nv/host/g80_pfifo.h"
#include "nv/host/pushbuf.h"

#include <string.h>

static const char *const err_names[] = {
        "NONE",        "CALL_SUBR_ACTIVE", "INVALID_MTHD", "RET_SUBR_INACTIVE",
        "INVALID_CMD", "IB_EMPTY",         "MEM_FAULT",
};

bool g80_puller_knows_mthd(const struct g80_pfifo *pf, uint32_t mthd)
{
	return nv_pb_puller_knows(mthd, pf->p->g84);
}

bool g80_pusher_has_work(const struct g80_pfifo *pf, const struct g80_fifo_chan *c)
{
	(void)pf;
	if (c->dma_err != G80_DMA_OK)
		return false;
	if (c->dma_get != c->dma_put)
		return true;
	return c->ib_enable && c->ib_get != c->ib_put;
}

static void pusher_error(struct g80_pfifo *pf, struct g80_fifo_chan *c, enum g80_pusher_err e,
                         uint32_t word)
{
	c->dma_err = e;
	sgpu_guest_error(pf->u,
	                 "channel %u: DMA_PUSHER %s (word 0x%08x, dma_get 0x%010llx, "
	                 "ib_get 0x%x): pusher stopped",
	                 (unsigned)(c - pf->chan), err_names[e], word,
	                 (unsigned long long)c->dma_get, c->ib_get);
	g80_pfifo_intr(pf, G80_INTR_DMA_PUSHER);
}

static void cache_push(struct g80_fifo_chan *c, uint32_t subc, uint32_t mthd, uint32_t data)
{
	g80_cache_set_mthd(c, c->cache_put, (mthd << 2 & 0x1ffc) | subc << 13);
	c->cache_data[c->cache_put] = data;
	c->cache_put = (c->cache_put + 1) % G80_CACHE_ENTRIES;
}

static void methods_header(struct g80_fifo_chan *c, const struct nv_pb_cmd *cmd)
{
	c->st_mthd = cmd->mthd >> 2;
	c->st_subc = cmd->subc;
	c->st_mcnt = cmd->count;
	c->st_ni = cmd->form != NV_PB_INC;
	c->st_lenp = cmd->form == NV_PB_LNINC;
	c->dcount_shadow = 0;
}

/* The first word of a command: nv_pb_classify matches the forms in the
 * pseudocode's order; the actions are the pseudocode's. */
static void pusher_command(struct g80_pfifo *pf, struct g80_fifo_chan *c, uint32_t word)
{
	c->rsvd_shadow = word;
	struct nv_pb_mode mode = {.ib = c->ib_enable, .sli_enable = c->sli_enable};
	struct nv_pb_cmd cmd = nv_pb_classify(word, &mode);
	switch (cmd.form) {
	case NV_PB_OLD_JUMP:
	case NV_PB_JUMP:
		c->dma_get_jmp_shadow = (uint32_t)c->dma_get;
		c->dma_get = cmd.target;
		return;
	case NV_PB_CALL:
		if (c->subr_active) {
			pusher_error(pf, c, G80_DMA_CALL_SUBR_ACTIVE, word);
			return;
		}
		c->subr_return = (uint32_t)c->dma_get;
		c->subr_active = true;
		c->dma_get = cmd.target;
		return;
	case NV_PB_RETURN:
		if (!c->subr_active) {
			pusher_error(pf, c, G80_DMA_RET_SUBR_INACTIVE, word);
			return;
		}
		c->dma_get = c->subr_return;
		c->subr_active = false;
		return;
	case NV_PB_INC:
	case NV_PB_NINC:
	case NV_PB_LNINC: methods_header(c, &cmd); return;
	case NV_PB_SLI: c->sli_active = (c->sli_mask & cmd.sli_mask) != 0; return;
	case NV_PB_INVALID: break;
	}
	pusher_error(pf, c, G80_DMA_INVALID_CMD, word);
}

/* A pushbuffer word once read: dma_get moves on, then the word is data
 * of the current command or the first word of a new one. */
static void pusher_consume(struct g80_pfifo *pf, struct g80_fifo_chan *c, uint32_t word)
{
	c->dma_get = (c->dma_get + 4) & 0xffffffffffull;
	if (!c->nonmain) {
		c->dma_mget = c->dma_get;
		c->dma_mget_val = true;
	}
	if (c->st_lenp) {
		c->st_lenp = false;
		c->st_mcnt = word & 0xffffff;
	} else if (c->st_mcnt) {
		c->data_shadow = word;
		if (!g80_puller_knows_mthd(pf, c->st_mthd << 2)) {
			pusher_error(pf, c, G80_DMA_INVALID_MTHD, word);
			return;
		}
		if (!c->sli_enable || c->sli_active)
			cache_push(c, c->st_subc, c->st_mthd, word);
		if (!c->st_ni)
			c->st_mthd = (c->st_mthd + 1) & 0x7ff;
		c->st_mcnt--;
		c->dcount_shadow++;
	} else {
		pusher_command(pf, c, word);
	}
}

/* The reference read: the DMA object and page tables are read again for
 * every word, as the pseudocode does. */
static void pusher_word(struct g80_pfifo *pf, struct g80_fifo_chan *c)
{
	uint32_t word;
	if (!c->ib_enable && c->dma_get >= c->dma_limit) {
		pusher_error(pf, c, G80_DMA_MEM_FAULT, 0);
		return;
	}
	if (!g80_dma_read(pf, c, c->dma_pushbuffer, c->dma_get, &word, 4,
	                  &G80_VM_ACCESS_PUSHBUF_READ)) {
		pusher_error(pf, c, G80_DMA_MEM_FAULT, 0);
		return;
	}
	pusher_consume(pf, c, g80_fifo_word(pf, word));
}

/* The fast read: through a pinned translation (g80_vm_dma_pin), taken
 * again when dma_get leaves the pinned range or when memory the
 * translation depends on may have changed (pin->check, set by the
 * caller after anything that may write memory). Anything unusual (a word
 * that would fault, an IB fetch) is left to the reference step: false. */
bool g80_pusher_word_fast(struct g80_pfifo *pf, struct g80_fifo_chan *c, struct g80_pusher_pin *pin)
{
	uint64_t off = c->dma_get;
	if (off == c->dma_put || (!c->ib_enable && off >= c->dma_limit))
		return false;
	struct g80_vm_pin *v = &pin->vm;
	bool in = pin->ok && v->chan == c->desc && v->selector == c->dma_pushbuffer &&
	          off >= v->offset && off - v->offset + 4 <= v->len;
	if (!in || (pin->check && !g80_vm_pin_valid(v))) {
		pin->ok = g80_vm_dma_pin(pf->vm, c->desc, (uint16_t)c->dma_pushbuffer, off,
		                         &G80_VM_ACCESS_PUSHBUF_READ, v);
		if (!pin->ok || v->len < 4)
			return false;
	}
	pin->check = false;
	uint32_t word;
	memcpy(&word, v->ptr + (off - v->offset), 4);
	pusher_consume(pf, c, g80_fifo_word(pf, word));
	return true;
}

/* IB entry (seed 000 L5691-5719): w0 [2:31] address bits 2-31; w1 [0:7]
 * address bits 32-39, [9] NOT_MAIN, [10:31] SIZE in words (22 bits, as
 * the pseudocode and rnndb IB_ENTRY for G80:GF100 have it; see
 * docs/hw/g80-pfifo.md "IB length"). */
static void pusher_ib_fetch(struct g80_pfifo *pf, struct g80_fifo_chan *c)
{
	uint32_t e[2];
	uint64_t at = c->ib_address + (uint64_t)c->ib_get * 8;
	if (!g80_dma_read(pf, c, c->dma_pushbuffer, at, e, 8, &G80_VM_ACCESS_PUSHBUF_READ)) {
		pusher_error(pf, c, G80_DMA_MEM_FAULT, 0);
		return;
	}
	c->ib_get++;
	if (c->ib_get == (uint32_t)(UINT64_C(1) << c->ib_order))
		c->ib_get = 0;
	struct nv_pb_ib_entry ent =
	        nv_pb_ib_decode(g80_fifo_word(pf, e[0]), g80_fifo_word(pf, e[1]));
	if (!ent.words) {
		pusher_error(pf, c, G80_DMA_IB_EMPTY, e[1]);
		return;
	}
	c->dma_get = ent.addr;
	c->dma_put = (c->dma_get + (uint64_t)ent.words * 4) & 0xffffffffffull;
	c->nonmain = ent.nonmain;
	if (!c->nonmain) {
		/* the prose (L5718); the pseudocode leaves it out */
		c->dma_mget = c->dma_get;
		c->dma_mget_val = true;
	}
}

void g80_pusher_step(struct g80_pfifo *pf, struct g80_fifo_chan *c)
{
	if (c->dma_get != c->dma_put)
		pusher_word(pf, c);
	else if (c->ib_enable && c->ib_get != c->ib_put)
		pusher_ib_fetch(pf, c);
}
