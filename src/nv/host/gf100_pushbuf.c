/* GF100+ pushbuffer and GPFIFO entry decoding (gf100_pushbuf.h). */
#include "nv/host/gf100_pushbuf.h"

#include <inttypes.h>
#include <stdio.h>
#include <strings.h>

/* Method headers: ADDRESS 11:0 (dwords), bit 12 reserved, SUBCHANNEL
 * 15:13, COUNT / IMMD_DATA 28:16, SEC_OP 31:29; SEC_OP 0 uses TERT_OP
 * 17:16 with OPCODE 31:16 exact for the subdevice-mask entries (dev_ram
 * NV_FIFO_DMA_*). */
struct gf100_pb_cmd gf100_pb_classify(uint32_t w, bool old_forms)
{
	struct gf100_pb_cmd c = {.form = GF100_PB_INVALID, .why = NULL};
	unsigned sec = w >> 29, tert = w >> 16 & 3;
	c.mthd = (w & 0xfff) << 2;
	c.subc = w >> 13 & 7;
	if (w == 0) {
		c.form = GF100_PB_NOP;
		return c;
	}
	switch (sec) {
	case 0:
		if ((w >> 16) == 1 || (w >> 16) == 2) {
			c.form = (w >> 16) == 1 ? GF100_PB_SSDM : GF100_PB_STORE_SDM;
			c.data = w >> 4 & 0xfff;
			c.mthd = 0;
			return c;
		}
		if ((w >> 16) == 3) {
			c.form = GF100_PB_USE_SDM;
			c.mthd = 0;
			return c;
		}
		/* TERT_OP 0: the old increasing form (NV_FIFO_DMA_METHOD_ADDRESS_OLD
		 * 12:2, METHOD_COUNT_OLD 28:18) */
		if (tert == 0 && old_forms) {
			c.form = GF100_PB_OLD_INC;
			c.mthd = w & 0x1ffc;
			c.count = w >> 18 & 0x7ff;
			return c;
		}
		c.why = tert == 0 ? "obsolete increasing form" : "bad subdevice-mask entry";
		return c;
	case 2:
		if (tert == 0 && old_forms) {
			c.form = GF100_PB_OLD_NINC;
			c.mthd = w & 0x1ffc;
			c.count = w >> 18 & 0x7ff;
			return c;
		}
		c.why = "obsolete non-increasing form";
		return c;
	case 6: c.why = "reserved opcode 6"; return c;
	case 7:
		c.form = GF100_PB_ENDSEG;
		c.mthd = 0;
		return c;
	}
	/* 1, 3, 4, 5: method headers with a 12-bit address */
	if (w & 0x1000) {
		c.why = "reserved address bit 12";
		return c;
	}
	uint32_t count = w >> 16 & 0x1fff, addr = w & 0xfff;
	switch (sec) {
	case 1:
		if (count && addr + count - 1 > 0xfff) {
			c.why = "method address wraps";
			return c;
		}
		c.form = GF100_PB_INC;
		c.count = count;
		return c;
	case 3:
		c.form = GF100_PB_NINC;
		c.count = count;
		return c;
	case 4:
		c.form = GF100_PB_IMMD;
		c.data = count;
		return c;
	default: /* 5 */
		if (count > 1 && addr == 0xfff) {
			c.why = "method address wraps";
			return c;
		}
		c.form = GF100_PB_ONEINC;
		c.count = count;
		return c;
	}
}

/* NV_PPBDMA_GP_ENTRY0/1 */
struct gf100_gp_entry gf100_gp_decode(uint32_t w0, uint32_t w1)
{
	struct gf100_gp_entry e;
	e.get = (uint64_t)(w1 & 0xff) << 32 | (w0 & ~3u);
	e.conditional = w0 & 1;
	e.priv = w1 >> 8 & 1;
	e.subroutine = w1 >> 9 & 1;
	e.length = w1 >> 10 & 0x1fffff;
	e.sync_wait = w1 >> 31;
	e.opcode = w1 & 0xff;
	return e;
}

const char *gf100_gp_opcode_name(unsigned op)
{
	static const char *const names[] = {"NOP", "ILLEGAL", "GP_CRC", "PB_CRC"};
	return op < 4 ? names[op] : NULL;
}

struct mthd_name {
	uint32_t mthd;
	const char *name;
	bool volta; /* C36F only */
};

/* clb06f.h, clc36f.h */
static const struct mthd_name host_mthds[] = {
        {0x00, "SET_OBJECT", false},    {0x04, "ILLEGAL", false},
        {0x08, "NOP", false},           {0x10, "SEMAPHOREA", false},
        {0x14, "SEMAPHOREB", false},    {0x18, "SEMAPHOREC", false},
        {0x1c, "SEMAPHORED", false},    {0x20, "NON_STALL_INTERRUPT", false},
        {0x24, "FB_FLUSH", false},      {0x28, "MEM_OP_A", true},
        {0x2c, "MEM_OP_B", true},       {0x30, "MEM_OP_C", false},
        {0x34, "MEM_OP_D", false},      {0x50, "SET_REFERENCE", false},
        {0x5c, "SEM_ADDR_LO", true},    {0x60, "SEM_ADDR_HI", true},
        {0x64, "SEM_PAYLOAD_LO", true}, {0x68, "SEM_PAYLOAD_HI", true},
        {0x6c, "SEM_EXECUTE", true},    {0x78, "WFI", false},
        {0x7c, "CRC_CHECK", false},     {0x80, "YIELD", false},
        {0x84, "CLEAR_FAULTED", true},
};

const char *gf100_host_mthd_name(uint32_t mthd, enum gf100_host_gen gen)
{
	for (size_t i = 0; i < sizeof(host_mthds) / sizeof(host_mthds[0]); i++)
		if (host_mthds[i].mthd == mthd && (!host_mthds[i].volta || gen == GF100_HOST_C36F))
			return host_mthds[i].name;
	return NULL;
}

bool gf100_host_mthd_lookup(const char *name, enum gf100_host_gen gen, uint32_t *mthd)
{
	for (size_t i = 0; i < sizeof(host_mthds) / sizeof(host_mthds[0]); i++)
		if (!strcasecmp(host_mthds[i].name, name) &&
		    (!host_mthds[i].volta || gen == GF100_HOST_C36F)) {
			*mthd = host_mthds[i].mthd;
			return true;
		}
	return false;
}

/* ------------------------------------------------------------------ disassembly */

struct disasm {
	const struct gf100_pb_disasm_opts *o;
	gf100_pb_line_fn fn;
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

/* A method: host methods by name (an unknown one is METHOD); engine
 * methods on subchannels 5-7 are software methods (DEVICE). */
static void mthd_line(struct disasm *d, uint64_t at, uint32_t w, unsigned subc, uint32_t mthd,
                      uint32_t data, bool header)
{
	char text[160];
	const char *name = mthd < 0x100 ? gf100_host_mthd_name(mthd, d->o->gen) : NULL;
	const char *err = NULL;
	if (mthd < 0x100 && !name)
		err = "METHOD";
	else if (mthd == 0x04)
		err = "METHOD"; /* ILLEGAL */
	else if (subc >= 5 && (mthd >= 0x100 || mthd == 0))
		err = "DEVICE";
	const char *lead = header ? "" : "  ";
	if (name)
		snprintf(text, sizeof(text), "%ssubc %u %s = 0x%08" PRIx32, lead, subc, name, data);
	else
		snprintf(text, sizeof(text), "%ssubc %u 0x%04" PRIx32 " = 0x%08" PRIx32, lead, subc,
		         mthd, data);
	line(d, at, w, text, err);
}

static const char *const form_names[] = {
        [GF100_PB_INC] = "inc",           [GF100_PB_NINC] = "ninc",
        [GF100_PB_ONEINC] = "oneinc",     [GF100_PB_OLD_INC] = "old inc",
        [GF100_PB_OLD_NINC] = "old ninc",
};

size_t gf100_pb_disasm(const uint32_t *words, size_t n, const struct gf100_pb_disasm_opts *o,
                       gf100_pb_line_fn fn, void *user)
{
	struct disasm d = {o, fn, user, 0};
	uint32_t mcnt = 0, mthd = 0, first = 0;
	unsigned subc = 0;
	enum gf100_pb_form form = GF100_PB_NOP;
	for (size_t i = 0; i < n; i++) {
		uint64_t at = o->base + 4 * (uint64_t)i;
		uint32_t w = words[i];
		char text[160];
		if (mcnt) {
			mthd_line(&d, at, w, subc, mthd, w, false);
			if (form == GF100_PB_INC || form == GF100_PB_OLD_INC ||
			    (form == GF100_PB_ONEINC && mthd == first))
				mthd = (mthd + 4) & 0x3ffc;
			mcnt--;
			continue;
		}
		struct gf100_pb_cmd c = gf100_pb_classify(w, o->old_forms);
		switch (c.form) {
		case GF100_PB_NOP: line(&d, at, w, "nop", NULL); break;
		case GF100_PB_INVALID:
			snprintf(text, sizeof(text), "invalid (%s)", c.why);
			line(&d, at, w, text, "PBENTRY");
			break;
		case GF100_PB_ENDSEG: line(&d, at, w, "end_pb_segment", NULL); break;
		case GF100_PB_SSDM:
		case GF100_PB_STORE_SDM:
			snprintf(text, sizeof(text), "%s 0x%03" PRIx32,
			         c.form == GF100_PB_SSDM ? "set_subdevice_mask"
			                                 : "store_subdevice_mask",
			         c.data);
			line(&d, at, w, text, NULL);
			break;
		case GF100_PB_USE_SDM: line(&d, at, w, "use_subdevice_mask", NULL); break;
		case GF100_PB_IMMD:
			snprintf(text, sizeof(text), "immd ");
			mthd_line(&d, at, w, c.subc, c.mthd, c.data, true);
			break;
		default:
			form = c.form;
			mthd = first = c.mthd;
			subc = c.subc;
			mcnt = c.count;
			snprintf(text, sizeof(text),
			         "%s subc %u mthd 0x%04" PRIx32 " count %" PRIu32,
			         form_names[c.form], subc, mthd, mcnt);
			line(&d, at, w, text, NULL);
			break;
		}
	}
	if (mcnt) {
		char text[96];
		snprintf(text, sizeof(text),
		         "(end: %" PRIu32 " data words of the last header missing)", mcnt);
		d.fn(d.user, text);
	}
	return d.flagged;
}

size_t gf100_gp_disasm(const uint32_t *w, size_t n, uint64_t base, gf100_pb_line_fn fn, void *user)
{
	size_t bad = 0;
	for (size_t i = 0; i + 1 < n; i += 2) {
		struct gf100_gp_entry e = gf100_gp_decode(w[i], w[i + 1]);
		char desc[128];
		const char *err = NULL;
		if (e.length == 0) {
			const char *op = gf100_gp_opcode_name(e.opcode);
			snprintf(desc, sizeof(desc), "control %s%s", op ? op : "?",
			         e.sync_wait ? " sync" : "");
			if (!op || e.opcode == 1)
				err = "GPENTRY";
		} else {
			snprintf(desc, sizeof(desc), "0x%010" PRIx64 " %" PRIu32 " words%s%s%s%s",
			         e.get, e.length, e.subroutine ? " subroutine" : "",
			         e.sync_wait ? " sync" : "", e.conditional ? " conditional" : "",
			         e.priv ? " priv" : "");
			if (e.get + 4 * (uint64_t)e.length > UINT64_C(0xfffffffffc))
				err = "GPENTRY";
		}
		char buf[256];
		snprintf(buf, sizeof(buf),
		         "0x%08" PRIx64 ": 0x%08" PRIx32 " 0x%08" PRIx32 "  gp %zu: %s%s%s",
		         base + 4 * (uint64_t)i, w[i], w[i + 1], i / 2, desc, err ? "  ! " : "",
		         err ? err : "");
		bad += err != NULL;
		fn(user, buf);
	}
	return bad;
}
