/* Pre-GF100 pushbuffer words: the command classifier of the DMA pusher,
 * the puller's method table and a disassembler (pushbuf.h). */
#include "nv/host/pushbuf.h"

#include <inttypes.h>
#include <stdio.h>
#include <strings.h>

struct nv_pb_cmd nv_pb_classify(uint32_t w, const struct nv_pb_mode *m)
{
	struct nv_pb_cmd c = {.form = NV_PB_INVALID};
	if ((w & 0xe0000003) == 0x20000000 && !m->ib) {
		c.form = NV_PB_OLD_JUMP;
		c.target = w & 0x1fffffff;
	} else if ((w & 3) == 1 && !m->ib) {
		c.form = NV_PB_JUMP;
		c.target = w & 0xfffffffc;
	} else if ((w & 3) == 2 && !m->ib) {
		c.form = NV_PB_CALL;
		c.target = w & 0xfffffffc;
	} else if (w == 0x00020000 && !m->ib) {
		c.form = NV_PB_RETURN;
	} else if ((w & 0xe0030003) == 0 || (w & 0xe0030003) == 0x40000000) {
		c.form = w & 0x40000000 ? NV_PB_NINC : NV_PB_INC;
		c.count = w >> 18 & 0x7ff;
	} else if ((w & 0xffff0003) == 0x00030000 && m->ib) {
		c.form = NV_PB_LNINC;
	} else if ((w & 0xffff0003) == 0x00010000 && m->sli_enable) {
		c.form = NV_PB_SLI;
		c.sli_mask = w >> 4 & 0xfff;
	}
	if (c.form == NV_PB_INC || c.form == NV_PB_NINC || c.form == NV_PB_LNINC) {
		c.mthd = w & 0x1ffc;
		c.subc = w >> 13 & 7;
	}
	return c;
}

static const struct {
	const char *name;
	uint32_t mthd;
	bool g84;
} puller_mthds[] = {
        {"OBJECT", 0x00, false},
        {"SEMAPHORE_ADDRESS_HIGH", 0x10, true},
        {"SEMAPHORE_ADDRESS_LOW", 0x14, true},
        {"SEMAPHORE_SEQUENCE", 0x18, true},
        {"SEMAPHORE_TRIGGER", 0x1c, true},
        {"NOTIFY_INTR", 0x20, true},
        {"WRCACHE_FLUSH", 0x24, true},
        {"REF_CNT", 0x50, false},
        {"DMA_SEMAPHORE", 0x60, false},
        {"SEMAPHORE_OFFSET", 0x64, false},
        {"SEMAPHORE_ACQUIRE", 0x68, false},
        {"SEMAPHORE_RELEASE", 0x6c, false},
        {"YIELD", 0x80, false},
};

#define PULLER_MTHDS (sizeof(puller_mthds) / sizeof(puller_mthds[0]))

const char *nv_pb_puller_mthd_name(uint32_t mthd, bool g84)
{
	for (size_t i = 0; i < PULLER_MTHDS; i++)
		if (puller_mthds[i].mthd == mthd && (g84 || !puller_mthds[i].g84))
			return puller_mthds[i].name;
	return NULL;
}

bool nv_pb_puller_knows(uint32_t mthd, bool g84)
{
	return mthd >= 0x100 || nv_pb_puller_mthd_name(mthd, g84) != NULL;
}

bool nv_pb_puller_mthd_lookup(const char *name, uint32_t *mthd)
{
	for (size_t i = 0; i < PULLER_MTHDS; i++) {
		if (strcasecmp(name, puller_mthds[i].name) == 0) {
			*mthd = puller_mthds[i].mthd;
			return true;
		}
	}
	return false;
}

struct nv_pb_ib_entry nv_pb_ib_decode(uint32_t w0, uint32_t w1)
{
	uint64_t e = (uint64_t)w1 << 32 | w0;
	return (struct nv_pb_ib_entry){
	        .addr = e & 0xfffffffffcull,
	        .words = (uint32_t)(e >> 42 & 0x3fffff),
	        .nonmain = e >> 41 & 1,
	};
}

/* ------------------------------------------------------------------ disassembler */

struct disasm {
	const struct nv_pb_disasm_opts *o;
	nv_pb_line_fn fn;
	void *user;
	size_t flagged;
};

static void line(struct disasm *d, uint64_t at, uint32_t w, const char *text, const char *err)
{
	char buf[256];
	snprintf(buf, sizeof(buf), "0x%08" PRIx64 ": 0x%08" PRIx32 "  %s%s%s", at, w, text,
	         err ? "  ! " : "", err ? err : "");
	if (err)
		d->flagged++;
	d->fn(d->user, buf);
}

static void data_line(struct disasm *d, uint64_t at, uint32_t w, unsigned subc, uint32_t mthd)
{
	char text[128];
	const char *name = mthd < 0x100 ? nv_pb_puller_mthd_name(mthd, d->o->g84) : NULL;
	if (name)
		snprintf(text, sizeof(text), "  subc %u %s = 0x%08" PRIx32, subc, name, w);
	else
		snprintf(text, sizeof(text), "  subc %u 0x%04" PRIx32 " = 0x%08" PRIx32, subc, mthd,
		         w);
	line(d, at, w, text, nv_pb_puller_knows(mthd, d->o->g84) ? NULL : "INVALID_MTHD");
}

static const char *const form_names[] = {"",    "old jump", "jump",  "call", "return",
                                         "inc", "ninc",     "lninc", "sli"};

size_t nv_pb_disasm(const uint32_t *words, size_t n, const struct nv_pb_disasm_opts *o,
                    nv_pb_line_fn fn, void *user)
{
	struct disasm d = {o, fn, user, 0};
	struct nv_pb_mode mode = o->mode;
	uint32_t mcnt = 0, mthd = 0;
	unsigned subc = 0;
	bool ni = false, lenp = false;
	for (size_t i = 0; i < n; i++) {
		uint64_t at = o->base + 4 * (uint64_t)i;
		uint32_t w = words[i];
		char text[128];
		if (lenp) {
			lenp = false;
			mcnt = w & 0xffffff;
			snprintf(text, sizeof(text), "  count %" PRIu32, mcnt);
			line(&d, at, w, text, NULL);
			continue;
		}
		if (mcnt) {
			data_line(&d, at, w, subc, mthd);
			if (!ni)
				mthd = (mthd + 4) & 0x1ffc;
			mcnt--;
			continue;
		}
		struct nv_pb_cmd c = nv_pb_classify(w, &mode);
		switch (c.form) {
		case NV_PB_INVALID: line(&d, at, w, "invalid", "INVALID_CMD"); break;
		case NV_PB_OLD_JUMP:
		case NV_PB_JUMP:
		case NV_PB_CALL:
			snprintf(text, sizeof(text), "%s 0x%08" PRIx32, form_names[c.form],
			         c.target);
			line(&d, at, w, text, NULL);
			break;
		case NV_PB_RETURN: line(&d, at, w, "return", NULL); break;
		case NV_PB_SLI:
			snprintf(text, sizeof(text), "sli mask 0x%03" PRIx32, c.sli_mask);
			line(&d, at, w, text, NULL);
			break;
		case NV_PB_INC:
		case NV_PB_NINC:
		case NV_PB_LNINC:
			mthd = c.mthd;
			subc = c.subc;
			ni = c.form != NV_PB_INC;
			mcnt = c.count;
			lenp = c.form == NV_PB_LNINC;
			if (lenp)
				snprintf(text, sizeof(text), "lninc subc %u mthd 0x%04" PRIx32,
				         subc, mthd);
			else
				snprintf(text, sizeof(text),
				         "%s subc %u mthd 0x%04" PRIx32 " count %" PRIu32,
				         form_names[c.form], subc, mthd, mcnt);
			line(&d, at, w, text, NULL);
			break;
		}
	}
	if (mcnt || lenp) {
		char text[96];
		snprintf(text, sizeof(text),
		         "(end: %" PRIu32 " data words of the last command missing)",
		         lenp ? 0 : mcnt);
		d.fn(d.user, text);
	}
	return d.flagged;
}

size_t nv_pb_disasm_entries(const uint32_t *w, size_t n, uint64_t base, nv_pb_line_fn fn,
                            void *user)
{
	size_t empty = 0;
	for (size_t i = 0; i + 1 < n; i += 2) {
		struct nv_pb_ib_entry e = nv_pb_ib_decode(w[i], w[i + 1]);
		char buf[160];
		snprintf(buf, sizeof(buf),
		         "0x%08" PRIx64 ": 0x%08" PRIx32 " 0x%08" PRIx32
		         "  entry %zu: 0x%010" PRIx64 " %" PRIu32 " words%s%s",
		         base + 4 * (uint64_t)i, w[i], w[i + 1], i / 2, e.addr, e.words,
		         e.nonmain ? " nonmain" : "", e.words ? "" : "  ! IB_EMPTY");
		empty += e.words == 0;
		fn(user, buf);
	}
	return empty;
}
