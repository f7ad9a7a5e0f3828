/* The GF100+ part of the "nv" dialect: GF100 pushbuffer headers, GP
 * entries, RAMFC/RAMIN, GF100 and VER2 page-table entries and runlist
 * entries, as nouveau's gk104/gv100 code writes them (encodings in
 * docs/hw/gf100-host.md; the directives in docs/script.md, "The nv
 * dialect"). Called from dialect_nv.c for the ops it does not know. */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "nv/host/gf100_pushbuf.h"
#include "script/priv.h"

struct gf_opt {
	const char *key;
	uint64_t value;
	bool set;
	const char *const *names; /* optional symbolic values (index = value) */
	size_t nnames;
};

static const char *const gf_apertures[] = {"vram", "invalid", "sysram", "sysram_nosnoop"};
static const char *const gf_pde_apertures[] = {"none", "vram", "sysram", "sysram_nosnoop"};

/* Positional arguments in pos, options by key (a symbolic name or an
 * expression), each known and given once. */
static bool gf_split(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *args, size_t nargs,
                     struct gf_opt *o, size_t no, const struct sgpu_script_tok **pos, size_t maxpos,
                     size_t *npos, const char *usage)
{
	*npos = 0;
	for (size_t i = 0; i < nargs; i++) {
		if (!args[i].key) {
			if (*npos == maxpos)
				return sgpu_script_error(ctx, &args[i], "usage: %s", usage);
			pos[(*npos)++] = &args[i];
			continue;
		}
		size_t k = 0;
		while (k < no && strcmp(o[k].key, args[i].key) != 0)
			k++;
		if (k == no)
			return sgpu_script_error(ctx, &args[i], "unknown option '%s' (%s)",
			                         args[i].key, usage);
		if (o[k].set)
			return sgpu_script_error(ctx, &args[i], "option '%s' given twice",
			                         args[i].key);
		o[k].set = true;
		bool named = false;
		for (size_t j = 0; j < o[k].nnames && !named; j++)
			if (o[k].names[j] && strcasecmp(args[i].text, o[k].names[j]) == 0) {
				o[k].value = j;
				named = true;
			}
		if (!named && !sgpu_script_eval(ctx, &args[i], &o[k].value))
			return false;
	}
	return true;
}

static bool emit64(struct sgpu_script_ctx *ctx, uint64_t v)
{
	return sgpu_script_emit(ctx, (uint32_t)v) && sgpu_script_emit(ctx, (uint32_t)(v >> 32));
}

/* MTHD: a number (4-aligned, below 0x4000) or a host method name. */
static bool gf_mthd(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *t, uint32_t *m)
{
	if (!t->quoted && gf100_host_mthd_lookup(t->text, GF100_HOST_C36F, m))
		return true;
	if (!sgpu_script_eval_u32(ctx, t, m))
		return false;
	return sgpu_script_check(ctx, t, *m % 4 == 0 && *m < 0x4000,
	                         "method 0x%" PRIx32 " cannot be encoded (4-aligned, below 0x4000)",
	                         *m);
}

/* nv.incr / nv.nonincr / nv.oneincr SUBC MTHD V... and nv.immd SUBC MTHD
 * V: dev_ram NV_FIFO_DMA_{INCR,NONINCR,ONEINCR,IMMD}. */
static bool gf_methods(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                       const struct sgpu_script_tok *args, size_t nargs, unsigned op,
                       const char *usage)
{
	size_t max = op == 4 ? 3 : 2 + 0x1fff;
	if (!sgpu_script_args(ctx, dtok, args, nargs, op == 4 ? 3 : 2, max, usage))
		return false;
	uint32_t subc, mthd;
	if (!sgpu_script_eval_u32(ctx, &args[0], &subc) ||
	    !sgpu_script_check(ctx, &args[0], subc < 8, "subchannel %" PRIu32 " is not 0-7",
	                       subc) ||
	    !gf_mthd(ctx, &args[1], &mthd))
		return false;
	uint32_t hdr = (uint32_t)op << 29 | subc << 13 | mthd >> 2;
	if (op == 4) {
		uint32_t v;
		return sgpu_script_eval_u32(ctx, &args[2], &v) &&
		       sgpu_script_check(ctx, &args[2], v <= 0x1fff,
		                         "immediate data 0x%" PRIx32 " is wider than 13 bits", v) &&
		       sgpu_script_emit(ctx, hdr | v << 16);
	}
	if (!sgpu_script_emit(ctx, hdr | (uint32_t)(nargs - 2) << 16))
		return false;
	for (size_t i = 2; i < nargs; i++) {
		uint32_t v;
		if (!sgpu_script_eval_u32(ctx, &args[i], &v) || !sgpu_script_emit(ctx, v))
			return false;
	}
	return true;
}

/* nv.gp ADDR WORDS [sub=1] [sync=1] [cond=1] [priv=1]: NV_PPBDMA_GP_ENTRY0/1. */
static bool gf_gp(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                  const struct sgpu_script_tok *args, size_t nargs)
{
	const char *usage = "nv.gp ADDR WORDS [sub=1] [sync=1] [cond=1] [priv=1]";
	struct gf_opt o[] = {{"sub", 0, false, NULL, 0},
	                     {"sync", 0, false, NULL, 0},
	                     {"cond", 0, false, NULL, 0},
	                     {"priv", 0, false, NULL, 0}};
	const struct sgpu_script_tok *pos[2];
	size_t np;
	uint64_t a, n;
	if (!gf_split(ctx, args, nargs, o, 4, pos, 2, &np, usage))
		return false;
	if (np != 2)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	if (!sgpu_script_eval(ctx, pos[0], &a) || !sgpu_script_eval(ctx, pos[1], &n))
		return false;
	if (!sgpu_script_check(ctx, pos[0], a % 4 == 0 && a < (UINT64_C(1) << 40),
	                       "segment address must be 4-aligned, 40-bit") ||
	    !sgpu_script_check(
	            ctx, pos[1], n >= 1 && n <= 0x1fffff,
	            "segment length is 1-0x1fffff words (nv.gp_ctrl for control entries)"))
		return false;
	uint32_t w0 = (uint32_t)a | (o[2].value ? 1u : 0);
	uint32_t w1 = (uint32_t)(a >> 32) | (o[3].value ? 1u << 8 : 0) |
	              (o[0].value ? 1u << 9 : 0) | (uint32_t)n << 10 | (o[1].value ? 1u << 31 : 0);
	return sgpu_script_emit(ctx, w0) && sgpu_script_emit(ctx, w1);
}

/* nv.gp_ctrl NOP|ILLEGAL|GP_CRC|PB_CRC|N [operand=V] [sync=1]: a control entry (LENGTH 0). */
static bool gf_gp_ctrl(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                       const struct sgpu_script_tok *args, size_t nargs)
{
	static const char *const ops[] = {"NOP", "ILLEGAL", "GP_CRC", "PB_CRC"};
	const char *usage = "nv.gp_ctrl NOP|ILLEGAL|GP_CRC|PB_CRC|OPCODE [operand=V] [sync=1]";
	struct gf_opt o[] = {{"operand", 0, false, NULL, 0}, {"sync", 0, false, NULL, 0}};
	const struct sgpu_script_tok *pos[1];
	size_t np;
	if (!gf_split(ctx, args, nargs, o, 2, pos, 1, &np, usage))
		return false;
	if (np != 1)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	uint64_t op = 0;
	bool named = false;
	for (size_t i = 0; i < 4 && !named; i++)
		if (strcasecmp(pos[0]->text, ops[i]) == 0) {
			op = i;
			named = true;
		}
	if (!named && !sgpu_script_eval(ctx, pos[0], &op))
		return false;
	if (!sgpu_script_check(ctx, pos[0], op <= 0xff, "opcode is 8-bit"))
		return false;
	return sgpu_script_emit(ctx, (uint32_t)o[0].value) &&
	       sgpu_script_emit(ctx, (uint32_t)op | (o[1].value ? 1u << 31 : 0));
}

/* nv.ramfc_gf100 userd=ADDR gp=ADDR gp_entries=N [userd_target=] [chid=]
 * [signature=] [timeslice=] [subdevice=]: the 0x200-byte RAMFC as
 * nouveau gk104_chan_ramfc_write / gv100 fill it. */
static bool gf_ramfc(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                     const struct sgpu_script_tok *args, size_t nargs)
{
	enum { USERD, GP, ENTRIES, UTARGET, CHID, SIG, SLICE, SUBDEV, NOPT };
	const char *usage = "nv.ramfc_gf100 userd=ADDR gp=ADDR gp_entries=N [userd_target=vram|"
	                    "sysram|sysram_nosnoop] [chid=] [signature=] [timeslice=] [subdevice=]";
	struct gf_opt o[NOPT] = {
	        {"userd", 0, false, NULL, 0},
	        {"gp", 0, false, NULL, 0},
	        {"gp_entries", 0, false, NULL, 0},
	        {"userd_target", 0, false, gf_apertures, 4},
	        {"chid", 0, false, NULL, 0},
	        {"signature", 0xface, false, NULL, 0},
	        {"timeslice", 0x10003080, false, NULL, 0},
	        {"subdevice", 0x30000001, false, NULL, 0},
	};
	const struct sgpu_script_tok *pos[1];
	size_t np;
	if (!gf_split(ctx, args, nargs, o, NOPT, pos, 0, &np, usage))
		return false;
	if (!o[USERD].set || !o[GP].set || !o[ENTRIES].set)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	uint64_t n = o[ENTRIES].value;
	unsigned order = 0;
	while (order < 31 && (UINT64_C(1) << order) < n)
		order++;
	if (!sgpu_script_check(ctx, dtok, n && (UINT64_C(1) << order) == n,
	                       "gp_entries must be a power of two") ||
	    !sgpu_script_check(ctx, dtok, o[USERD].value % 512 == 0 && o[GP].value % 8 == 0,
	                       "userd must be 512-aligned and gp 8-aligned") ||
	    !sgpu_script_check(ctx, dtok, o[UTARGET].value <= 3, "userd_target is 0-3"))
		return false;
	uint32_t w[128] = {0};
	w[0x08 / 4] = (uint32_t)o[USERD].value | (uint32_t)o[UTARGET].value;
	w[0x0c / 4] = (uint32_t)(o[USERD].value >> 32);
	w[0x10 / 4] = (uint32_t)o[SIG].value;
	w[0x30 / 4] = 0xfffff902;
	w[0x48 / 4] = (uint32_t)o[GP].value;
	w[0x4c / 4] = (uint32_t)(o[GP].value >> 32 & 0xff) | order << 16;
	w[0x84 / 4] = 0x20400000;
	w[0x94 / 4] = (uint32_t)o[SUBDEV].value;
	w[0x9c / 4] = 0x100;
	w[0xac / 4] = 0x1f;
	w[0xe8 / 4] = (uint32_t)o[CHID].value;
	w[0xf8 / 4] = (uint32_t)o[SLICE].value;
	w[0xfc / 4] = 0x10000010;
	for (size_t i = 0; i < 128; i++)
		if (!sgpu_script_emit(ctx, w[i]))
			return false;
	return true;
}

/* nv.ramin PD [target=] [vol=1] [ver2=1] [big=64|128] [limit=]: RAMIN
 * words 128-131 (PAGE_DIR_BASE, ADR_LIMIT), placed at instance + 0x200. */
static bool gf_ramin(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                     const struct sgpu_script_tok *args, size_t nargs)
{
	const char *usage = "nv.ramin PD_ADDR [target=vram|sysram|sysram_nosnoop] [vol=1] "
	                    "[ver2=1] [big=64|128] [limit=]";
	struct gf_opt o[] = {{"target", 0, false, gf_apertures, 4},
	                     {"vol", 0, false, NULL, 0},
	                     {"ver2", 0, false, NULL, 0},
	                     {"big", 64, false, NULL, 0},
	                     {"limit", UINT64_C(0xffffffffff), false, NULL, 0}};
	const struct sgpu_script_tok *pos[1];
	size_t np;
	uint64_t pd;
	if (!gf_split(ctx, args, nargs, o, 5, pos, 1, &np, usage))
		return false;
	if (np != 1)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	if (!sgpu_script_eval(ctx, pos[0], &pd) ||
	    !sgpu_script_check(ctx, pos[0], pd % 4096 == 0,
	                       "page directory must be 4 KiB-aligned") ||
	    !sgpu_script_check(ctx, dtok, o[3].value == 64 || o[3].value == 128,
	                       "big is 64 or 128 (KiB)") ||
	    !sgpu_script_check(ctx, dtok, o[0].value <= 3, "target is 0-3"))
		return false;
	uint32_t w = (uint32_t)pd | (uint32_t)o[0].value | (o[1].value ? 4u : 0) |
	             (o[2].value ? 1u << 10 : 0) | (o[3].value == 64 ? 1u << 11 : 0);
	return sgpu_script_emit(ctx, w) && sgpu_script_emit(ctx, (uint32_t)(pd >> 32)) &&
	       emit64(ctx, o[4].value);
}

/* nv.gf100_pde [small=ADDR] [big=ADDR] [small_target=] [big_target=]:
 * the GF100 PDE (nouveau vmmgf100.c gf100_vmm_pgd_pde). */
static bool gf_gf100_pde(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                         const struct sgpu_script_tok *args, size_t nargs)
{
	const char *usage = "nv.gf100_pde [small=ADDR] [big=ADDR] [small_target=vram|sysram|"
	                    "sysram_nosnoop] [big_target=...]";
	struct gf_opt o[] = {{"small", 0, false, NULL, 0},
	                     {"big", 0, false, NULL, 0},
	                     {"small_target", 1, false, gf_pde_apertures, 4},
	                     {"big_target", 1, false, gf_pde_apertures, 4}};
	const struct sgpu_script_tok *pos[1];
	size_t np;
	if (!gf_split(ctx, args, nargs, o, 4, pos, 0, &np, usage))
		return false;
	(void)dtok;
	if (!sgpu_script_check(ctx, dtok,
	                       o[0].value % 4096 == 0 && o[1].value % 4096 == 0 &&
	                               o[0].value >> 40 == 0 && o[1].value >> 40 == 0,
	                       "page tables must be 4 KiB-aligned, 40-bit") ||
	    !sgpu_script_check(ctx, dtok, o[2].value <= 3 && o[3].value <= 3, "targets are 0-3"))
		return false;
	uint64_t v = 0;
	if (o[1].set)
		v |= (o[1].value >> 8) | o[3].value;
	if (o[0].set)
		v |= (o[0].value >> 8) << 32 | o[2].value << 32;
	return emit64(ctx, v);
}

/* nv.gf100_pte ADDR [target=] [kind=] [ro=1] [priv=1] [vol=1] [valid=0]:
 * VALID 0, PRIV 1, RO 2, address >> 12 at 4, VOL 32, APERTURE 34:33,
 * KIND 43:36 (vmmgf100.c gf100_vmm_valid). */
static bool gf_gf100_pte(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                         const struct sgpu_script_tok *args, size_t nargs, bool ver2)
{
	const char *usage = ver2 ? "nv.ver2_pte ADDR [target=vram|sysram|sysram_nosnoop] [kind=] "
	                           "[ro=1] [priv=1] [vol=1] [atomic_disable=1] [valid=0]"
	                         : "nv.gf100_pte ADDR [target=vram|sysram|sysram_nosnoop] [kind=] "
	                           "[ro=1] [priv=1] [vol=1] [valid=0]";
	struct gf_opt o[] = {{"target", 0, false, gf_apertures, 4},
	                     {"kind", 0, false, NULL, 0},
	                     {"ro", 0, false, NULL, 0},
	                     {"priv", 0, false, NULL, 0},
	                     {"vol", 0, false, NULL, 0},
	                     {"valid", 1, false, NULL, 0},
	                     {"atomic_disable", 0, false, NULL, 0}};
	const struct sgpu_script_tok *pos[1];
	size_t np;
	uint64_t a;
	if (!gf_split(ctx, args, nargs, o, ver2 ? 7 : 6, pos, 1, &np, usage))
		return false;
	if (np != 1)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	if (!sgpu_script_eval(ctx, pos[0], &a) ||
	    !sgpu_script_check(ctx, pos[0], a % 4096 == 0 && a >> (ver2 ? 52 : 40) == 0,
	                       "page address must be 4 KiB-aligned") ||
	    !sgpu_script_check(ctx, dtok, o[0].value <= 3 && o[1].value <= 0xff,
	                       "target is 0-3, kind 0-0xff"))
		return false;
	uint64_t v;
	if (ver2)
		v = (a >> 12) << 8 | (o[5].value & 1) | o[0].value << 1 | (o[4].value & 1) << 3 |
		    (o[3].value & 1) << 5 | (o[2].value & 1) << 6 | (o[6].value & 1) << 7 |
		    o[1].value << 56;
	else
		v = (a >> 8) | (o[5].value & 1) | (o[3].value & 1) << 1 | (o[2].value & 1) << 2 |
		    (o[4].value & 1) << 32 | o[0].value << 33 | o[1].value << 36;
	return emit64(ctx, v);
}

/* nv.ver2_pde ADDR [target=] [vol=1]: a PD3/PD2/PD1 entry (IS_PDE,
 * APERTURE 2:1 with 1 = video memory, VOL 3, address >> 12 at 8). */
static bool gf_ver2_pde(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                        const struct sgpu_script_tok *args, size_t nargs)
{
	const char *usage = "nv.ver2_pde ADDR [target=vram|sysram|sysram_nosnoop] [vol=1]";
	struct gf_opt o[] = {{"target", 1, false, gf_pde_apertures, 4}, {"vol", 0, false, NULL, 0}};
	const struct sgpu_script_tok *pos[1];
	size_t np;
	uint64_t a;
	if (!gf_split(ctx, args, nargs, o, 2, pos, 1, &np, usage))
		return false;
	if (np != 1)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	if (!sgpu_script_eval(ctx, pos[0], &a) ||
	    !sgpu_script_check(ctx, pos[0], a % 4096 == 0, "table address must be 4 KiB-aligned") ||
	    !sgpu_script_check(ctx, dtok, o[0].value <= 3, "target is 0-3"))
		return false;
	return emit64(ctx, (a >> 12) << 8 | o[0].value << 1 | (o[1].value & 1) << 3);
}

/* nv.ver2_pd0 [small=ADDR] [big=ADDR] [small_target=] [big_target=]: a
 * 16-byte dual PDE, big half first. */
static bool gf_ver2_pd0(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                        const struct sgpu_script_tok *args, size_t nargs)
{
	const char *usage = "nv.ver2_pd0 [small=ADDR] [big=ADDR] [small_target=] [big_target=]";
	struct gf_opt o[] = {{"small", 0, false, NULL, 0},
	                     {"big", 0, false, NULL, 0},
	                     {"small_target", 1, false, gf_pde_apertures, 4},
	                     {"big_target", 1, false, gf_pde_apertures, 4}};
	const struct sgpu_script_tok *pos[1];
	size_t np;
	if (!gf_split(ctx, args, nargs, o, 4, pos, 0, &np, usage))
		return false;
	if (!sgpu_script_check(ctx, dtok, o[0].value % 256 == 0 && o[1].value % 256 == 0,
	                       "page tables must be 256-byte aligned") ||
	    !sgpu_script_check(ctx, dtok, o[2].value <= 3 && o[3].value <= 3, "targets are 0-3"))
		return false;
	uint64_t big = o[1].set ? (o[1].value >> 12) << 8 | o[3].value << 1 : 0;
	uint64_t small = o[0].set ? (o[0].value >> 12) << 8 | o[2].value << 1 : 0;
	return emit64(ctx, big) && emit64(ctx, small);
}

/* Runlist entries: nv.rl_chan CHID / nv.rl_tsg ID LENGTH [timeout=] [scale=]
 * (8-byte, gm20b: nouveau gk104/gk110_runl_insert_*), nv.rl16_chan CHID
 * INST USERD [runq=] [inst_target=] [userd_target=] / nv.rl16_tsg ID
 * LENGTH [timeout=] [scale=] (16-byte RAMRL, dev_ram). */
static bool gf_runlist(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                       const struct sgpu_script_tok *args, size_t nargs, bool wide, bool tsg)
{
	const char *usage = tsg ? (wide ? "nv.rl16_tsg ID LENGTH [timeout=128] [scale=3]"
	                                : "nv.rl_tsg ID LENGTH [timeout=128] [scale=3]")
	                        : (wide ? "nv.rl16_chan CHID INST USERD [runq=] [inst_target=] "
	                                  "[userd_target=]"
	                                : "nv.rl_chan CHID");
	struct gf_opt o[] = {{"timeout", 128, false, NULL, 0},
	                     {"scale", 3, false, NULL, 0},
	                     {"runq", 0, false, NULL, 0},
	                     {"inst_target", 0, false, gf_apertures, 4},
	                     {"userd_target", 0, false, gf_apertures, 4}};
	const struct sgpu_script_tok *pos[3];
	size_t np, want = tsg ? 2 : (wide ? 3 : 1);
	uint64_t v[3] = {0, 0, 0};
	struct gf_opt *opts = tsg ? o : o + 2;
	size_t nopts = tsg ? 2 : (wide ? 3 : 0);
	if (!gf_split(ctx, args, nargs, opts, nopts, pos, 3, &np, usage))
		return false;
	if (np != want)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	for (size_t i = 0; i < np; i++)
		if (!sgpu_script_eval(ctx, pos[i], &v[i]))
			return false;
	if (!sgpu_script_check(ctx, pos[0], v[0] <= 0xfff, "id is 12-bit"))
		return false;
	if (tsg) {
		if (!sgpu_script_check(ctx, pos[1], v[1] <= (wide ? 0xffu : 0x3fu),
		                       "TSG length is too large for the entry") ||
		    !sgpu_script_check(ctx, dtok, o[0].value <= 0xff && o[1].value <= 0xf,
		                       "timeout is 8-bit, scale 4-bit"))
			return false;
		if (!wide)
			return sgpu_script_emit(ctx,
			                        (uint32_t)(v[1] << 26 | o[0].value << 18 |
			                                   o[1].value << 14 | 1u << 13 | v[0])) &&
			       sgpu_script_emit(ctx, 0);
		return sgpu_script_emit(ctx, (uint32_t)(o[0].value << 24 | o[1].value << 16 | 1)) &&
		       sgpu_script_emit(ctx, (uint32_t)v[1]) &&
		       sgpu_script_emit(ctx, (uint32_t)v[0]) && sgpu_script_emit(ctx, 0);
	}
	if (!wide)
		return sgpu_script_emit(ctx, (uint32_t)v[0]) && sgpu_script_emit(ctx, 0);
	if (!sgpu_script_check(ctx, pos[1], v[1] % 4096 == 0,
	                       "instance block must be 4 KiB-aligned") ||
	    !sgpu_script_check(ctx, pos[2], v[2] % 512 == 0, "USERD must be 512-byte aligned") ||
	    !sgpu_script_check(ctx, dtok, o[2].value <= 1 && o[3].value <= 3 && o[4].value <= 3,
	                       "runq is 0-1, targets 0-3"))
		return false;
	return sgpu_script_emit(ctx, (uint32_t)(v[2] | o[4].value << 6 | o[3].value << 4 |
	                                        o[2].value << 1)) &&
	       sgpu_script_emit(ctx, (uint32_t)(v[2] >> 32)) &&
	       sgpu_script_emit(ctx, (uint32_t)(v[1] | v[0])) &&
	       sgpu_script_emit(ctx, (uint32_t)(v[1] >> 32));
}

bool sgpu_script_nv_gf100_directive(struct sgpu_script_ctx *ctx, const char *op,
                                    const struct sgpu_script_tok *dtok,
                                    const struct sgpu_script_tok *args, size_t nargs, bool *known);

bool sgpu_script_nv_gf100_directive(struct sgpu_script_ctx *ctx, const char *op,
                                    const struct sgpu_script_tok *dtok,
                                    const struct sgpu_script_tok *args, size_t nargs, bool *known)
{
	*known = true;
	if (strcmp(op, "incr") == 0)
		return gf_methods(ctx, dtok, args, nargs, 1, "nv.incr SUBC MTHD VALUE...");
	if (strcmp(op, "nonincr") == 0)
		return gf_methods(ctx, dtok, args, nargs, 3, "nv.nonincr SUBC MTHD VALUE...");
	if (strcmp(op, "oneincr") == 0)
		return gf_methods(ctx, dtok, args, nargs, 5, "nv.oneincr SUBC MTHD VALUE...");
	if (strcmp(op, "immd") == 0)
		return gf_methods(ctx, dtok, args, nargs, 4, "nv.immd SUBC MTHD VALUE");
	if (strcmp(op, "endseg") == 0)
		return sgpu_script_args(ctx, dtok, args, nargs, 0, 0, "nv.endseg") &&
		       sgpu_script_emit(ctx, 0xe0000000u);
	if (strcmp(op, "ssdm") == 0 || strcmp(op, "store_sdm") == 0) {
		uint32_t m;
		return sgpu_script_args(ctx, dtok, args, nargs, 1, 1,
		                        "nv.ssdm|nv.store_sdm MASK") &&
		       sgpu_script_eval_u32(ctx, &args[0], &m) &&
		       sgpu_script_check(ctx, &args[0], m <= 0xfff, "subdevice mask is 12-bit") &&
		       sgpu_script_emit(ctx,
		                        (op[0] == 's' && op[1] == 's' ? 1u : 2u) << 16 | m << 4);
	}
	if (strcmp(op, "use_sdm") == 0)
		return sgpu_script_args(ctx, dtok, args, nargs, 0, 0, "nv.use_sdm") &&
		       sgpu_script_emit(ctx, 0x00030000u);
	if (strcmp(op, "gp") == 0)
		return gf_gp(ctx, dtok, args, nargs);
	if (strcmp(op, "gp_ctrl") == 0)
		return gf_gp_ctrl(ctx, dtok, args, nargs);
	if (strcmp(op, "ramfc_gf100") == 0)
		return gf_ramfc(ctx, dtok, args, nargs);
	if (strcmp(op, "ramin") == 0)
		return gf_ramin(ctx, dtok, args, nargs);
	if (strcmp(op, "gf100_pde") == 0)
		return gf_gf100_pde(ctx, dtok, args, nargs);
	if (strcmp(op, "gf100_pte") == 0)
		return gf_gf100_pte(ctx, dtok, args, nargs, false);
	if (strcmp(op, "ver2_pde") == 0)
		return gf_ver2_pde(ctx, dtok, args, nargs);
	if (strcmp(op, "ver2_pd0") == 0)
		return gf_ver2_pd0(ctx, dtok, args, nargs);
	if (strcmp(op, "ver2_pte") == 0)
		return gf_gf100_pte(ctx, dtok, args, nargs, true);
	if (strcmp(op, "rl_chan") == 0)
		return gf_runlist(ctx, dtok, args, nargs, false, false);
	if (strcmp(op, "rl_tsg") == 0)
		return gf_runlist(ctx, dtok, args, nargs, false, true);
	if (strcmp(op, "rl16_chan") == 0)
		return gf_runlist(ctx, dtok, args, nargs, true, false);
	if (strcmp(op, "rl16_tsg") == 0)
		return gf_runlist(ctx, dtok, args, nargs, true, true);
	*known = false;
	return false;
}

/* ------------------------------------------------------------------ expectations */

static const struct {
	const char *name;
	uint32_t bit;
} gf_pbdma_intrs[] = {
        {"GPFIFO", 1u << 13},  {"GPPTR", 1u << 14},     {"GPENTRY", 1u << 15},
        {"PBPTR", 1u << 17},   {"PBENTRY", 1u << 18},   {"CLEAR_FAULTED_ERROR", 1u << 20},
        {"METHOD", 1u << 21},  {"DEVICE", 1u << 23},    {"SEMAPHORE", 1u << 25},
        {"ACQUIRE", 1u << 26}, {"SIGNATURE", 1u << 31},
};

/* nv.expect_pbdma NAME... | none: PBDMA0.INTR_0 is exactly these bits. */
bool sgpu_script_nv_expect_pbdma(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                                 const struct sgpu_script_tok *args, size_t nargs);

bool sgpu_script_nv_expect_pbdma(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                                 const struct sgpu_script_tok *args, size_t nargs)
{
	if (!sgpu_script_args(ctx, dtok, args, nargs, 1, 11, "nv.expect_pbdma NAME... | none"))
		return false;
	uint32_t want = 0;
	for (size_t i = 0; i < nargs; i++) {
		if (nargs == 1 && strcasecmp(args[i].text, "none") == 0)
			break;
		size_t k = 0, n = sizeof(gf_pbdma_intrs) / sizeof(gf_pbdma_intrs[0]);
		while (k < n && strcasecmp(args[i].text, gf_pbdma_intrs[k].name) != 0)
			k++;
		if (k == n)
			return sgpu_script_error(ctx, &args[i], "unknown PBDMA interrupt '%s'",
			                         args[i].text);
		want |= gf_pbdma_intrs[k].bit;
	}
	uint32_t got = sgpu_mmio_rd32(ctx->dev, 0x040108);
	if (got != want)
		return sgpu_script_mismatch(ctx, &args[nargs - 1],
		                            "nv.expect_pbdma: PBDMA0.INTR_0 is 0x%08" PRIx32
		                            ", want 0x%08" PRIx32,
		                            got, want);
	sgpu_script_passed(ctx);
	return true;
}

/* ------------------------------------------------------------------ nv.map */

/* nv.map PD VA PA SIZE [pool=ADDR] [ver2=1] [big=64|128] [bigpages=1]
 * [kind=] [ro=1] [target=]: maps SIZE bytes at GPU virtual address VA
 * onto PA, as nvgpu's MAP_BUFFER_EX does for a Tegra client (seed 003):
 * writes the PTEs, and the page tables they need into VRAM, in the GF100
 * format (big page size `big`, the RAMIN setting) or VER2. New tables are
 * zeroed and taken from the variable nv_pt_next, or from pool= (which
 * sets it); nv_pt_next is left past the last one. Tables already named by
 * a directory entry are reused. With bigpages=1, big pages wherever VA,
 * PA and the rest are big-page aligned. */
struct gf_map {
	struct sgpu_script_ctx *ctx;
	sgpu_device *dev;
	uint64_t next;
};

static bool gf_rd64(struct gf_map *m, uint64_t a, uint64_t *v)
{
	uint8_t b[8];
	if (sgpu_mem_read(m->dev, SGPU_SPACE_VRAM, a, b, 8) != SGPU_OK)
		return false;
	*v = 0;
	for (int i = 7; i >= 0; i--)
		*v = *v << 8 | b[i];
	return true;
}

static bool gf_wr64(struct gf_map *m, uint64_t a, uint64_t v)
{
	uint8_t b[8];
	for (int i = 0; i < 8; i++)
		b[i] = (uint8_t)(v >> 8 * i);
	return sgpu_mem_write(m->dev, SGPU_SPACE_VRAM, a, b, 8) == SGPU_OK;
}

/* A zeroed table of len bytes, 4 KiB aligned, from nv_pt_next. */
static bool gf_alloc(struct gf_map *m, uint64_t len, uint64_t *at)
{
	uint64_t a = (m->next + 0xfff) & ~UINT64_C(0xfff);
	uint8_t z[256] = {0};
	for (uint64_t o = 0; o < len; o += sizeof(z))
		if (sgpu_mem_write(m->dev, SGPU_SPACE_VRAM, a + o, z, sizeof(z)) != SGPU_OK)
			return false;
	*at = a;
	m->next = a + len;
	return true;
}

static bool gf_map_gf100(struct gf_map *m, uint64_t pd, unsigned big_shift, uint64_t va,
                         uint64_t pte, bool big)
{
	unsigned pde_shift = big_shift + 10;
	uint64_t pde_at = pd + 8 * (va >> pde_shift), pde;
	if (!gf_rd64(m, pde_at, &pde))
		return false;
	uint64_t table;
	if (big) {
		if (!(pde & 3)) {
			if (!gf_alloc(m, 8 * 1024, &table))
				return false;
			pde = (pde & ~UINT64_C(0xffffffff)) | table >> 8 | 1;
		}
		table = (pde & 0xfffffff0u) << 8;
		return gf_wr64(m, pde_at, pde) &&
		       gf_wr64(m, table + 8 * (va >> big_shift & 0x3ff), pte);
	}
	if (!(pde >> 32 & 3)) {
		if (!gf_alloc(m, UINT64_C(8) << (pde_shift - 12), &table))
			return false;
		pde = (pde & 0xffffffffu) | (table >> 8) << 32 | UINT64_C(1) << 32;
	}
	table = (pde >> 32 & 0xfffffff0u) << 8;
	return gf_wr64(m, pde_at, pde) &&
	       gf_wr64(m, table + 8 * (va >> 12 & ((UINT64_C(1) << (pde_shift - 12)) - 1)), pte);
}

static bool gf_map_ver2(struct gf_map *m, uint64_t pd, uint64_t va, uint64_t pte, bool big)
{
	static const unsigned shifts[3] = {47, 38, 29};
	static const uint64_t masks[3] = {3, 0x1ff, 0x1ff};
	uint64_t table = pd, e, at;
	for (unsigned l = 0; l < 3; l++) {
		at = table + 8 * (va >> shifts[l] & masks[l]);
		if (!gf_rd64(m, at, &e))
			return false;
		if (!(e >> 1 & 3)) {
			uint64_t t;
			if (!gf_alloc(m, 4096, &t) || !gf_wr64(m, at, (t >> 12) << 8 | 2))
				return false;
			e = (t >> 12) << 8 | 2;
		}
		table = (e >> 8 & ((UINT64_C(1) << 25) - 1)) << 12;
	}
	at = table + 16 * (va >> 21 & 0xff) + (big ? 0 : 8);
	if (!gf_rd64(m, at, &e))
		return false;
	if (!(e >> 1 & 3)) {
		uint64_t t;
		if (!gf_alloc(m, 4096, &t) || !gf_wr64(m, at, (t >> 12) << 8 | 2))
			return false;
		e = (t >> 12) << 8 | 2;
	}
	table = (e >> 8 & ((UINT64_C(1) << 25) - 1)) << 12;
	return gf_wr64(m, table + 8 * (big ? (va >> 16 & 0x1f) : (va >> 12 & 0x1ff)), pte);
}

bool sgpu_script_nv_map(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                        const struct sgpu_script_tok *args, size_t nargs);

bool sgpu_script_nv_map(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                        const struct sgpu_script_tok *args, size_t nargs)
{
	const char *usage = "nv.map PD VA PA SIZE [pool=ADDR] [ver2=1] [big=64|128] [bigpages=1] "
	                    "[kind=] [ro=1] [target=vram|sysram|sysram_nosnoop]";
	enum { POOL, VER2, BIG, BIGPAGES, KIND, RO, TARGET, NOPT };
	struct gf_opt o[NOPT] = {
	        {"pool", 0, false, NULL, 0},          {"ver2", 0, false, NULL, 0},
	        {"big", 64, false, NULL, 0},          {"bigpages", 0, false, NULL, 0},
	        {"kind", 0, false, NULL, 0},          {"ro", 0, false, NULL, 0},
	        {"target", 0, false, gf_apertures, 4}};
	const struct sgpu_script_tok *pos[4];
	size_t np;
	uint64_t v[4];
	if (!gf_split(ctx, args, nargs, o, NOPT, pos, 4, &np, usage))
		return false;
	if (np != 4)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	for (size_t i = 0; i < 4; i++)
		if (!sgpu_script_eval(ctx, pos[i], &v[i]))
			return false;
	struct gf_map m = {ctx, ctx->dev, o[POOL].value};
	if (!o[POOL].set && !sgpu_script_var_get(ctx, "nv_pt_next", &m.next))
		return sgpu_script_error(ctx, dtok,
		                         "nv.map needs pool= (or nv_pt_next from an "
		                         "earlier nv.map)");
	uint64_t pd = v[0], va = v[1], pa = v[2], size = v[3];
	unsigned big_shift = o[BIG].value == 128 ? 17 : 16;
	bool ver2 = o[VER2].value != 0;
	if (!sgpu_script_check(ctx, dtok, pd % 4096 == 0 && va % 4096 == 0 && pa % 4096 == 0,
	                       "PD, VA and PA must be 4 KiB-aligned") ||
	    !sgpu_script_check(ctx, dtok, size && size % 4096 == 0 && size <= (UINT64_C(1) << 32),
	                       "SIZE must be a multiple of 4 KiB, at most 4 GiB") ||
	    !sgpu_script_check(ctx, dtok, o[BIG].value == 64 || o[BIG].value == 128,
	                       "big is 64 or 128 (KiB)") ||
	    !sgpu_script_check(ctx, dtok, va + size <= (UINT64_C(1) << (ver2 ? 49 : 40)),
	                       "the range passes the end of the address space") ||
	    !sgpu_script_check(ctx, dtok, o[KIND].value <= 0xff && o[TARGET].value <= 3,
	                       "kind is 0-0xff, target 0-3"))
		return false;
	if (ver2)
		big_shift = 16;
	uint64_t bsz = UINT64_C(1) << big_shift;
	for (uint64_t off = 0; off < size;) {
		bool big = o[BIGPAGES].value && (va + off) % bsz == 0 && (pa + off) % bsz == 0 &&
		           size - off >= bsz;
		uint64_t a = pa + off, pte;
		if (ver2)
			pte = (a >> 12) << 8 | 1 | o[TARGET].value << 1 | (o[RO].value & 1) << 6 |
			      o[KIND].value << 56;
		else
			pte = (a >> 8) | 1 | (o[RO].value & 1) << 2 | o[TARGET].value << 33 |
			      o[KIND].value << 36;
		bool ok = ver2 ? gf_map_ver2(&m, pd, va + off, pte, big)
		               : gf_map_gf100(&m, pd, big_shift, va + off, pte, big);
		if (!ok)
			return sgpu_script_error(
			        ctx, dtok, "page tables for VA 0x%" PRIx64 " do not fit in VRAM",
			        va + off);
		off += big ? bsz : 4096;
	}
	return sgpu_script_var_set(ctx, dtok, "nv_pt_next", m.next);
}
