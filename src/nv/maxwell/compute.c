/* MAXWELL_COMPUTE_B (0xB1C0): the method store, report semaphores and
 * dispatches: SEND_PCAS_A names a QMD (queue meta data, clb1c0qmd.h
 * version 1.7) by its address >> 8 and SEND_PCAS_B or
 * SEND_SIGNALING_PCAS_B launches it. The QMD is read, decoded and logged
 * (UNIMP: no Maxwell shader runs); its semaphore releases are done, as
 * the grid completes at once having run nothing. Method layouts:
 * open-gpu-doc classes/compute/clb1c0.h; docs/hw/maxwell.md
 * "MAXWELL_COMPUTE_B". */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "core/device.h"
#include "nv/maxwell/desc.h"
#include "nv/maxwell/i2m.h"
#include "nv/maxwell/maxwell3d.h"
#include "nv/maxwell/report.h"
#include "util/bits.h"

enum {
	C_LINE_LENGTH_IN = 0x0180,
	C_I2M_LAST = 0x01fc,
	C_SEND_PCAS_A = 0x02b4,
	C_SEND_PCAS_B = 0x02b8,
	C_SEND_SIGNALING_PCAS_B = 0x02bc,
	C_TEX_HEADER_POOL_A = 0x1574,
	C_PROGRAM_REGION_A = 0x1608,
	C_REPORT_SEMAPHORE_A = 0x1b00,
	C_REPORT_SEMAPHORE_D = 0x1b0c,
};

struct mxc {
	uint32_t regs[0x4000 / 4];
	uint64_t launches;
	struct mxw_i2m i2m; /* the inline-to-memory methods (i2m.h) */
};

static uint32_t reg(const struct mxc *s, uint32_t mthd)
{
	return s->regs[(mthd & 0x3ffc) / 4];
}

static uint64_t addr40(const struct mxc *s, uint32_t mthd_hi)
{
	return (uint64_t)(reg(s, mthd_hi) & 0xff) << 32 | reg(s, mthd_hi + 4);
}

static void debug_line(void *user, const char *line)
{
	struct mxw_ctx *c = user;
	sgpu_unit_debug(c->u, "%s", line);
}

static void launch(struct mxw_ctx *c, struct mxc *s, uint32_t mthd, uint32_t data)
{
	uint64_t qa = (uint64_t)reg(s, C_SEND_PCAS_A) << 8;
	uint8_t b[MXW_QMD_WORDS * 4];
	uint32_t w[MXW_QMD_WORDS];
	if (!mxw_read(c, qa, b, sizeof(b)))
		return; /* the fault is reported */
	for (unsigned i = 0; i < MXW_QMD_WORDS; i++)
		w[i] = sgpu_ld_le32(b + 4 * i);
	struct mxw_qmd q;
	mxw_qmd_decode(w, &q);
	s->launches++;
	char buf[512];
	int o = snprintf(
	        buf, sizeof(buf),
	        "channel %u: %s of QMD 0x%010" PRIx64 " (version %u.%u, data 0x%08x): grid "
	        "%ux%ux%u block %ux%ux%u program 0x%010" PRIx64 " registers %u shared %u",
	        c->chid, mthd == C_SEND_PCAS_B ? "SEND_PCAS_B" : "SEND_SIGNALING_PCAS_B", qa,
	        q.major_version, q.version, data, q.grid[0], q.grid[1], q.grid[2], q.block[0],
	        q.block[1], q.block[2], addr40(s, C_PROGRAM_REGION_A) + q.program_offset,
	        q.register_count, q.shared_size);
	for (unsigned i = 0; i < 8 && o < (int)sizeof(buf) - 60; i++)
		if (q.cb_valid >> i & 1)
			o += snprintf(buf + o, sizeof(buf) - (size_t)o,
			              "; cb%u 0x%010" PRIx64 " size %u", i, q.cb_addr[i],
			              q.cb_size[i]);
	sgpu_unimp(c->u, "%s: not run (no Maxwell shader execution)", buf);
	if (sgpu_log_on(c->u->dev, SGPU_LOG_DEBUG, c->u->log_cat))
		mxw_qmd_print(w, debug_line, c);
	/* the QMD's releases (RELEASE0/1: address, payload, STRUCTURE_SIZE,
	 * reduction) follow the grid, which has nothing to run */
	for (unsigned i = 0; i < 2; i++) {
		if (!q.release_enable[i])
			continue;
		unsigned base = i * 96;
		uint32_t d = (q.release_one_word[i] ? MXW_SEM_D_ONE_WORD : 0) |
		             (mxw_mw(w, 794 + base, 794 + base) ? MXW_SEM_D_REDUCTION_ENABLE : 0) |
		             (uint32_t)mxw_mw(w, 790 + base, 788 + base) << 9 |
		             (uint32_t)mxw_mw(w, 793 + base, 792 + base) << 17;
		mxw_report_semaphore(c, mthd, q.release_addr[i], q.release_payload[i], d, NULL,
		                     true);
	}
}

static enum mxw_res mxc_method(struct mxw_ctx *c, void *st, uint32_t mthd, uint32_t data)
{
	struct mxc *s = st;
	s->regs[mthd / 4] = data;
	/* the inline-to-memory methods, shared with 0xA140 (i2m.h) */
	if (mthd >= C_LINE_LENGTH_IN && mthd <= C_I2M_LAST &&
	    mxw_i2m_method(c, &s->i2m, mthd, data))
		return MXW_DONE;
	switch (mthd) {
	case C_SEND_PCAS_B:
	case C_SEND_SIGNALING_PCAS_B: launch(c, s, mthd, data); break;
	case C_REPORT_SEMAPHORE_D:
		return mxw_report_semaphore(c, mthd, addr40(s, C_REPORT_SEMAPHORE_A),
		                            reg(s, C_REPORT_SEMAPHORE_A + 8), data, NULL, true);
	default: break;
	}
	return MXW_DONE;
}

const struct mxw_class mxw_compute_class = {
        .id = MXW_COMPUTE_CLASS,
        .name = "MAXWELL_COMPUTE_B",
        .state_size = sizeof(struct mxc),
        .method = mxc_method,
};
