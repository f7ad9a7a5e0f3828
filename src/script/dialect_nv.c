/* The "nv" dialect: NVIDIA pre-GF100 pushbuffers, IB entries and the
 * structures a driver writes for PFIFO (DMA objects, RAMHT, RAMFC, page
 * directory and page table entries). The model sees only the words; the
 * encodings are those of docs/hw/g80-pfifo.md and docs/hw/g80-vm.md.
 *
 *   nv.inc SUBC MTHD V...      increasing methods (NV4+)
 *   nv.ninc SUBC MTHD V...     non-increasing methods (NV10+)
 *   nv.lninc SUBC MTHD V...    long non-increasing methods (IB mode)
 *   nv.jump ADDR / nv.oldjump ADDR / nv.call ADDR / nv.ret / nv.sli MASK
 *   nv.ib ADDR WORDS [nonmain=1]
 *   nv.dmaobj CLASS TARGET BASE LIMIT [ro= su= storage= comp=]
 *   nv.ramht BITS [HANDLE CONTEXT]...
 *   nv.ramfc [put= get= pushbuf= limit= ib= ib_entries= ramht= ramht_bits= chan=]
 *   nv.pde PT [type= target= size=]   nv.pte ADDR [target= ro= sup= contig= storage= comp= tag=]
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "nv/host/pushbuf.h"
#include "nv/host/ramht.h"
#include "script/priv.h"

/* ------------------------------------------------------------------ helpers */

struct nv_opt {
	const char *key;
	uint64_t value;
	bool set;
};

/* Positional arguments first; options (key=value) anywhere, each known
 * and at most once. Returns the number of positional arguments in *npos
 * (they keep their order in pos). */
static bool nv_split(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *args, size_t nargs,
                     struct nv_opt *opts, size_t nopts, const struct sgpu_script_tok **pos,
                     size_t *npos, const char *usage)
{
	*npos = 0;
	for (size_t i = 0; i < nargs; i++) {
		if (!args[i].key) {
			pos[(*npos)++] = &args[i];
			continue;
		}
		size_t k = 0;
		while (k < nopts && strcmp(opts[k].key, args[i].key) != 0)
			k++;
		if (k == nopts)
			return sgpu_script_error(ctx, &args[i], "unknown option '%s' (%s)",
			                         args[i].key, usage);
		if (opts[k].set)
			return sgpu_script_error(ctx, &args[i], "option '%s' given twice",
			                         args[i].key);
		opts[k].set = true;
		if (!sgpu_script_eval(ctx, &args[i], &opts[k].value))
			return false;
	}
	return true;
}

static bool nv_named(const struct sgpu_script_tok *t, const char *const *names, size_t n,
                     uint64_t *v)
{
	for (size_t i = 0; i < n; i++) {
		if (names[i] && strcasecmp(t->text, names[i]) == 0) {
			*v = i;
			return true;
		}
	}
	return false;
}

/* One of names (its index), or an expression; a bare word that is
 * neither a name nor a defined value is reported with the names (not as
 * "undefined name"). In the first pass it may be a label laid out later. */
static bool nv_enum(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *t,
                    const char *const *names, size_t n, const char *what, uint64_t *v)
{
	if (nv_named(t, names, n, v))
		return true;
	uint64_t dummy;
	if (!t->quoted && sgpu_script_is_ident(t->text) &&
	    !sgpu_script_var_get(ctx, t->text, &dummy) && sgpu_script_final_pass(ctx)) {
		char list[160] = "";
		size_t k = 0;
		for (size_t i = 0; i < n && k < sizeof(list); i++)
			if (names[i])
				k += (size_t)snprintf(list + k, sizeof(list) - k, "%s, ", names[i]);
		return sgpu_script_error(ctx, t, "unknown %s '%s' (%sor a number)", what, t->text,
		                         list);
	}
	return sgpu_script_eval(ctx, t, v);
}

static bool nv_mthd(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *t, uint32_t *m)
{
	/* a puller method name (seed 000 L5963-5993) */
	if (!t->quoted && nv_pb_puller_mthd_lookup(t->text, m))
		return true;
	uint64_t dummy;
	if (!t->quoted && sgpu_script_is_ident(t->text) &&
	    !sgpu_script_var_get(ctx, t->text, &dummy) && sgpu_script_final_pass(ctx))
		return sgpu_script_error(
		        ctx, t,
		        "unknown method '%s' (a puller method name such as OBJECT, "
		        "REF_CNT or SEMAPHORE_RELEASE, or a byte address)",
		        t->text);
	if (!sgpu_script_eval_u32(ctx, t, m))
		return false;
	return sgpu_script_check(ctx, t, *m % 4 == 0 && *m < 0x2000,
	                         "method 0x%" PRIx32 " cannot be encoded (4-aligned, below 0x2000)",
	                         *m);
}

static bool nv_emit_values(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *args,
                           size_t from, size_t nargs)
{
	for (size_t i = from; i < nargs; i++) {
		uint32_t v;
		if (!sgpu_script_eval_u32(ctx, &args[i], &v) || !sgpu_script_emit(ctx, v))
			return false;
	}
	return true;
}

/* ------------------------------------------------------------------ pushbuffer commands */

enum nv_methods_kind { NV_INC, NV_NINC, NV_LNINC };

static bool nv_methods(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                       const struct sgpu_script_tok *args, size_t nargs, enum nv_methods_kind kind)
{
	static const char *const usage[] = {"nv.inc SUBC MTHD VALUE...",
	                                    "nv.ninc SUBC MTHD VALUE...",
	                                    "nv.lninc SUBC MTHD VALUE..."};
	size_t max = kind == NV_LNINC ? 65536 : 2 + 0x7ff;
	if (!sgpu_script_args(ctx, dtok, args, nargs, 2, max, usage[kind]))
		return false;
	uint32_t subc, mthd;
	if (!sgpu_script_eval_u32(ctx, &args[0], &subc) ||
	    !sgpu_script_check(ctx, &args[0], subc < 8, "subchannel %" PRIu32 " is not 0-7",
	                       subc) ||
	    !nv_mthd(ctx, &args[1], &mthd))
		return false;
	uint32_t count = (uint32_t)(nargs - 2);
	uint32_t hdr = subc << 13 | (mthd & 0x1ffc);
	bool ok;
	if (kind == NV_LNINC)
		ok = sgpu_script_emit(ctx, 0x00030000u | hdr) && sgpu_script_emit(ctx, count);
	else
		ok = sgpu_script_emit(ctx, (kind == NV_NINC ? 0x40000000u : 0) | count << 18 | hdr);
	return ok && nv_emit_values(ctx, args, 2, nargs);
}

static bool nv_target_jump(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                           const struct sgpu_script_tok *args, size_t nargs, const char *usage,
                           uint64_t limit, uint32_t bits)
{
	uint64_t a;
	if (!sgpu_script_args(ctx, dtok, args, nargs, 1, 1, usage) ||
	    !sgpu_script_eval(ctx, &args[0], &a))
		return false;
	if (!sgpu_script_check(ctx, &args[0], a % 4 == 0 && a < limit,
	                       "target 0x%" PRIx64 " is not a 4-aligned address below 0x%" PRIx64,
	                       a, limit))
		return false;
	return sgpu_script_emit(ctx, (uint32_t)a | bits);
}

static bool nv_ib(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                  const struct sgpu_script_tok *args, size_t nargs)
{
	struct nv_opt o[] = {{"nonmain", 0, false}};
	const struct sgpu_script_tok *pos[2];
	size_t np;
	const char *usage = "nv.ib ADDR WORDS [nonmain=0|1]";
	if (nargs > 3)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	if (!nv_split(ctx, args, nargs, o, 1, pos, &np, usage))
		return false;
	if (np != 2)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	uint64_t a, n;
	if (!sgpu_script_eval(ctx, pos[0], &a) || !sgpu_script_eval(ctx, pos[1], &n))
		return false;
	if (!sgpu_script_check(ctx, pos[0], a % 4 == 0 && a < (UINT64_C(1) << 40),
	                       "address 0x%" PRIx64 " is not 4-aligned below 2^40", a) ||
	    !sgpu_script_check(ctx, pos[1], n <= 0x3fffff, "%" PRIu64 " words do not fit 22 bits",
	                       n) ||
	    !sgpu_script_check(ctx, dtok, o[0].value <= 1, "nonmain is 0 or 1"))
		return false;
	return sgpu_script_emit(ctx, (uint32_t)a) &&
	       sgpu_script_emit(ctx, (uint32_t)(a >> 32 & 0xff) | (uint32_t)o[0].value << 9 |
	                                     (uint32_t)n << 10);
}

/* ------------------------------------------------------------------ structures */

static const char *const nv_dma_targets[] = {"vm", "vram", "sysram", "sysram_nosnoop"};
static const char *const nv_lin_targets[] = {"vram", NULL, "sysram", "sysram_nosnoop"};

/* A DMA object, six words (seed 000 L4951-5040). */
static bool nv_dmaobj(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                      const struct sgpu_script_tok *args, size_t nargs)
{
	struct nv_opt o[] = {
	        {"ro", 2, false}, {"su", 1, false}, {"storage", 0, false}, {"comp", 0, false}};
	const struct sgpu_script_tok *pos[4];
	size_t np;
	const char *usage = "nv.dmaobj CLASS vm|vram|sysram|sysram_nosnoop BASE LIMIT [ro= su= "
	                    "storage= comp=]";
	if (nargs > 8)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	if (!nv_split(ctx, args, nargs, o, 4, pos, &np, usage))
		return false;
	if (np != 4)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	uint64_t cls, target, base, limit;
	if (!nv_enum(ctx, pos[1], nv_dma_targets, 4, "DMA object target", &target))
		return false;
	if (!sgpu_script_eval(ctx, pos[0], &cls) || !sgpu_script_eval(ctx, pos[2], &base) ||
	    !sgpu_script_eval(ctx, pos[3], &limit))
		return false;
	if (!sgpu_script_check(ctx, pos[0], cls <= 0xffff, "class does not fit 16 bits") ||
	    !sgpu_script_check(ctx, pos[1], target <= 3, "target is 0-3") ||
	    !sgpu_script_check(ctx, pos[2], base < (UINT64_C(1) << 40), "base is 40-bit") ||
	    !sgpu_script_check(ctx, pos[3], limit < (UINT64_C(1) << 40), "limit is 40-bit") ||
	    !sgpu_script_check(ctx, dtok,
	                       o[0].value <= 3 && o[1].value <= 3 && o[2].value <= 0x7f &&
	                               o[3].value <= 3,
	                       "ro, su and comp are 0-3, storage 0-0x7f"))
		return false;
	uint32_t w0 = (uint32_t)cls | (uint32_t)target << 16 | (uint32_t)o[0].value << 18 |
	              (uint32_t)o[1].value << 20 | (uint32_t)o[2].value << 22 |
	              (uint32_t)o[3].value << 29;
	return sgpu_script_emit(ctx, w0) && sgpu_script_emit(ctx, (uint32_t)limit) &&
	       sgpu_script_emit(ctx, (uint32_t)base) &&
	       sgpu_script_emit(ctx, (uint32_t)(base >> 32) | (uint32_t)(limit >> 32) << 24) &&
	       sgpu_script_emit(ctx, 0) && sgpu_script_emit(ctx, 0);
}

/* A whole RAMHT of 2^BITS entries {handle, context}, each placed at its
 * hash (nouveau nvkm_ramht_hash, channel 0) or the next free slot. */
static bool nv_ramht(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                     const struct sgpu_script_tok *args, size_t nargs)
{
	const char *usage = "nv.ramht BITS [HANDLE CONTEXT]...";
	if (!sgpu_script_args(ctx, dtok, args, nargs, 1, 1 + 2 * 4096, usage))
		return false;
	if (nargs % 2 != 1)
		return sgpu_script_error(ctx, dtok, "a handle without a context (usage: %s)",
		                         usage);
	/* the size is fixed by the first argument, which must not depend on
	 * labels: a number from 9 to 12 */
	char *endp;
	unsigned long bits = strtoul(args[0].text, &endp, 0);
	if (*endp || bits < 9 || bits > 12)
		return sgpu_script_error(ctx, &args[0],
		                         "RAMHT bits must be a number from 9 to 12 (4-32 KiB)");
	uint32_t n = 1u << bits;
	uint32_t *t = calloc(2 * (size_t)n, sizeof(uint32_t));
	if (!t)
		return sgpu_script_error(ctx, dtok, "out of memory");
	bool ok = true;
	for (size_t i = 1; ok && i < nargs; i += 2) {
		uint32_t h, c;
		ok = sgpu_script_eval_u32(ctx, &args[i], &h) &&
		     sgpu_script_eval_u32(ctx, &args[i + 1], &c) &&
		     sgpu_script_check(
		             ctx, &args[i + 1], c != 0,
		             "context 0 marks a free slot: the object would not be found");
		if (!ok || c == 0)
			continue;
		uint32_t slot = nv_ramht_hash(h, (unsigned)bits, 0), k = 0;
		while (k < n && t[2 * ((slot + k) % n) + 1] != 0)
			k++;
		ok = sgpu_script_check(ctx, &args[i], k < n, "RAMHT full");
		if (ok && k < n) {
			t[2 * ((slot + k) % n)] = h;
			t[2 * ((slot + k) % n) + 1] = c;
		}
	}
	for (uint32_t i = 0; ok && i < 2 * n; i++)
		ok = sgpu_script_emit(ctx, t[i]);
	free(t);
	return ok;
}

/* RAMFC as nouveau's nv50_chan_ramfc_write fills it (envytools rnndb
 * G80_RAMFC), 0x200 bytes. DMA mode unless ib= is given. */
static bool nv_ramfc(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                     const struct sgpu_script_tok *args, size_t nargs)
{
	enum { PUT, GET, PUSHBUF, LIMIT, IB, IBN, RAMHT, RBITS, CHAN, NOPT };
	struct nv_opt o[NOPT] = {{"put", 0, false},     {"get", 0, false},
	                         {"pushbuf", 0, false}, {"limit", 0xffffffffu, false},
	                         {"ib", 0, false},      {"ib_entries", 0, false},
	                         {"ramht", 0, false},   {"ramht_bits", 9, false},
	                         {"chan", 0, false}};
	const struct sgpu_script_tok *pos[1];
	size_t np;
	const char *usage =
	        "nv.ramfc [put= get= pushbuf= limit= ib= ib_entries= ramht= ramht_bits= "
	        "chan=]";
	if (nargs > NOPT)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	if (!nv_split(ctx, args, nargs, o, NOPT, pos, &np, usage))
		return false;
	if (np)
		return sgpu_script_error(ctx, pos[0], "usage: %s", usage);
	uint64_t ibn = o[IBN].value;
	unsigned order = 0;
	while (order < 32 && (UINT64_C(1) << order) < ibn)
		order++;
	if (!sgpu_script_check(ctx, dtok, !o[IB].set || (ibn && (ibn & (ibn - 1)) == 0),
	                       "ib_entries must be a power of two") ||
	    !sgpu_script_check(ctx, dtok, o[RBITS].value >= 9 && o[RBITS].value <= 12,
	                       "ramht_bits is 9-12") ||
	    !sgpu_script_check(ctx, dtok, o[RAMHT].value % 16 == 0 && o[RAMHT].value < 0x100000,
	                       "ramht is a 16-aligned offset in the channel structure") ||
	    !sgpu_script_check(ctx, dtok, o[PUSHBUF].value <= 0xffff, "pushbuf is a selector"))
		return false;
	uint32_t f[0x80] = {0};
	bool ib = o[IB].set;
	if (ib) {
		f[0x3c / 4] = 0x403f6078u;
		f[0x50 / 4] = (uint32_t)o[IB].value;
		f[0x54 / 4] = (uint32_t)(o[IB].value >> 32 & 0xff) | order << 16;
	} else {
		f[0x08 / 4] = (uint32_t)o[PUT].value;
		f[0x0c / 4] = (uint32_t)(o[PUT].value >> 32 & 0xff);
		f[0x10 / 4] = (uint32_t)o[GET].value;
		f[0x14 / 4] = (uint32_t)(o[GET].value >> 32 & 0xff);
		f[0x3c / 4] = 0x003f6078u;
		f[0x4c / 4] = (uint32_t)o[LIMIT].value;
	}
	f[0x44 / 4] = 0x01003fffu;
	f[0x48 / 4] = (uint32_t)o[PUSHBUF].value;
	f[0x60 / 4] = 0x7fffffffu;
	f[0x7c / 4] = 0x30000fffu;
	f[0x80 / 4] =
	        (uint32_t)(o[RBITS].value - 9) << 27 | 4u << 24 | (uint32_t)(o[RAMHT].value >> 4);
	f[0x98 / 4] = (uint32_t)o[CHAN].value;
	for (unsigned i = 0; i < 0x80; i++)
		if (!sgpu_script_emit(ctx, f[i]))
			return false;
	return true;
}

static bool nv_target_opt(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *args,
                          size_t nargs, size_t *skip, uint64_t *target)
{
	/* target=NAME: names are not expressions, so look for it by hand */
	for (size_t i = 0; i < nargs; i++) {
		if (args[i].key && strcmp(args[i].key, "target") == 0) {
			*skip = i;
			return nv_enum(ctx, &args[i], nv_lin_targets, 4, "target", target);
		}
	}
	*skip = SIZE_MAX;
	*target = 0;
	return true;
}

/* PDE (seed 000 L5056-5070): [0:1] type, [2:3] PT target, [5:6] small PT
 * size, [12:39] PT address. */
static bool nv_pde(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                   const struct sgpu_script_tok *args, size_t nargs)
{
	static const char *const types[] = {"none", "large", "medium", "small"};
	const char *usage = "nv.pde PT_ADDR [type=small|medium|large|none] [target=vram|sysram|"
	                    "sysram_nosnoop] [size=0-3]";
	size_t skip;
	uint64_t target, type = 3, size = 0, a;
	if (nargs < 1 || nargs > 4 || args[0].key)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	if (!nv_target_opt(ctx, args, nargs, &skip, &target) ||
	    !sgpu_script_eval(ctx, &args[0], &a))
		return false;
	for (size_t i = 1; i < nargs; i++) {
		if (i == skip)
			continue;
		if (args[i].key && strcmp(args[i].key, "type") == 0) {
			if (!nv_enum(ctx, &args[i], types, 4, "PDE type", &type))
				return false;
		} else if (args[i].key && strcmp(args[i].key, "size") == 0) {
			if (!sgpu_script_eval(ctx, &args[i], &size))
				return false;
		} else {
			return sgpu_script_error(ctx, &args[i], "usage: %s", usage);
		}
	}
	if (!sgpu_script_check(ctx, &args[0], a % 4096 == 0 && a < (UINT64_C(1) << 40),
	                       "page table address must be 4 KiB-aligned, 40-bit") ||
	    !sgpu_script_check(ctx, dtok, type <= 3 && target <= 3 && size <= 3,
	                       "type, target and size are 0-3"))
		return false;
	return sgpu_script_emit(ctx, (uint32_t)a | (uint32_t)type | (uint32_t)target << 2 |
	                                     (uint32_t)size << 5) &&
	       sgpu_script_emit(ctx, (uint32_t)(a >> 32));
}

/* PTE (seed 000 L5075-5106): [0] present, [3] read-only, [4:5] target,
 * [6] supervisor-only, [7:9] contig order, [12:39] address, [40:46]
 * storage type, [47:48] compression, [49:60] tag. */
static bool nv_pte(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                   const struct sgpu_script_tok *args, size_t nargs)
{
	enum { RO, SUP, CONTIG, STORAGE, COMP, TAG, PRESENT, NOPT };
	struct nv_opt o[NOPT] = {{"ro", 0, false},      {"sup", 0, false},  {"contig", 0, false},
	                         {"storage", 0, false}, {"comp", 0, false}, {"tag", 0, false},
	                         {"present", 1, false}};
	const char *usage = "nv.pte ADDR [target=vram|sysram|sysram_nosnoop] [ro= sup= contig= "
	                    "storage= comp= tag= present=]";
	size_t skip;
	uint64_t target, a;
	if (nargs < 1 || nargs > 9 || args[0].key)
		return sgpu_script_error(ctx, dtok, "usage: %s", usage);
	if (!nv_target_opt(ctx, args, nargs, &skip, &target))
		return false;
	struct sgpu_script_tok rest[9];
	size_t nr = 0;
	for (size_t i = 1; i < nargs; i++)
		if (i != skip)
			rest[nr++] = args[i];
	const struct sgpu_script_tok *pos[9];
	size_t np;
	if (!nv_split(ctx, rest, nr, o, NOPT, pos, &np, usage))
		return false;
	if (np)
		return sgpu_script_error(ctx, pos[0], "usage: %s", usage);
	if (!sgpu_script_eval(ctx, &args[0], &a))
		return false;
	if (!sgpu_script_check(ctx, &args[0], a % 4096 == 0 && a < (UINT64_C(1) << 40),
	                       "page address must be 4 KiB-aligned, 40-bit") ||
	    !sgpu_script_check(ctx, dtok,
	                       target <= 3 && o[RO].value <= 1 && o[SUP].value <= 1 &&
	                               o[CONTIG].value <= 7 && o[STORAGE].value <= 0x7f &&
	                               o[COMP].value <= 3 && o[TAG].value <= 0xfff &&
	                               o[PRESENT].value <= 1,
	                       "a PTE field is out of range"))
		return false;
	uint32_t lo = (uint32_t)a | (uint32_t)o[PRESENT].value | (uint32_t)o[RO].value << 3 |
	              (uint32_t)target << 4 | (uint32_t)o[SUP].value << 6 |
	              (uint32_t)o[CONTIG].value << 7;
	uint32_t hi = (uint32_t)(a >> 32 & 0xff) | (uint32_t)o[STORAGE].value << 8 |
	              (uint32_t)o[COMP].value << 15 | (uint32_t)o[TAG].value << 17;
	return sgpu_script_emit(ctx, lo) && sgpu_script_emit(ctx, hi);
}

/* ------------------------------------------------------------------ table */

static bool nv_directive(struct sgpu_script_ctx *ctx, const char *op,
                         const struct sgpu_script_tok *dtok, const struct sgpu_script_tok *args,
                         size_t nargs)
{
	if (strcmp(op, "inc") == 0)
		return nv_methods(ctx, dtok, args, nargs, NV_INC);
	if (strcmp(op, "ninc") == 0)
		return nv_methods(ctx, dtok, args, nargs, NV_NINC);
	if (strcmp(op, "lninc") == 0)
		return nv_methods(ctx, dtok, args, nargs, NV_LNINC);
	if (strcmp(op, "jump") == 0)
		return nv_target_jump(ctx, dtok, args, nargs, "nv.jump ADDR", UINT64_C(1) << 32, 1);
	if (strcmp(op, "call") == 0)
		return nv_target_jump(ctx, dtok, args, nargs, "nv.call ADDR", UINT64_C(1) << 32, 2);
	if (strcmp(op, "oldjump") == 0)
		return nv_target_jump(ctx, dtok, args, nargs, "nv.oldjump ADDR", 0x20000000u,
		                      0x20000000u);
	if (strcmp(op, "ret") == 0)
		return sgpu_script_args(ctx, dtok, args, nargs, 0, 0, "nv.ret") &&
		       sgpu_script_emit(ctx, 0x00020000u);
	if (strcmp(op, "sli") == 0) {
		uint32_t m;
		return sgpu_script_args(ctx, dtok, args, nargs, 1, 1, "nv.sli MASK") &&
		       sgpu_script_eval_u32(ctx, &args[0], &m) &&
		       sgpu_script_check(ctx, &args[0], m <= 0xfff, "SLI mask is 12-bit") &&
		       sgpu_script_emit(ctx, 0x00010000u | (m & 0xfff) << 4);
	}
	if (strcmp(op, "ib") == 0)
		return nv_ib(ctx, dtok, args, nargs);
	if (strcmp(op, "dmaobj") == 0)
		return nv_dmaobj(ctx, dtok, args, nargs);
	if (strcmp(op, "ramht") == 0)
		return nv_ramht(ctx, dtok, args, nargs);
	if (strcmp(op, "ramfc") == 0)
		return nv_ramfc(ctx, dtok, args, nargs);
	if (strcmp(op, "pde") == 0)
		return nv_pde(ctx, dtok, args, nargs);
	if (strcmp(op, "pte") == 0)
		return nv_pte(ctx, dtok, args, nargs);
	return sgpu_script_error(ctx, dtok,
	                         "unknown directive '%s' (nv.inc, nv.ninc, nv.lninc, nv.jump, "
	                         "nv.oldjump, nv.call, nv.ret, nv.sli, nv.ib, nv.dmaobj, nv.ramht, "
	                         "nv.ramfc, nv.pde, nv.pte)",
	                         dtok->text);
}

/* ------------------------------------------------------------------ expectations */

/* Outside stream blocks: checks of what reached the record engine and of
 * PFIFO's error state, by name (docs/script.md, "The nv dialect"). */

#define NV_PFIFO_INTR 0x002100u
#define NV_PFIFO_DMA_STATE 0x003228u
#define NV_PFIFO_PULL0 0x003250u

static bool nv_record_base(sgpu_device *dev, uint32_t *base)
{
	struct sgpu_mmio_region_info info;
	for (size_t i = 0; sgpu_mmio_region_get(dev, i, &info) == SGPU_OK; i++) {
		if (strcmp(info.name, "RECORD") == 0) {
			*base = info.base;
			return true;
		}
	}
	return false;
}

static bool nv_check_methods(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                             const struct sgpu_script_tok *const *pos, size_t npos,
                             const struct nv_opt *opts);

/* nv.expect_methods [from=N] [count=N] CHID SUBC MTHD DATA...: record
 * entries from N on are these {chid, subc, mthd, data}; with count=,
 * RECORD.COUNT is N too. */
static bool nv_expect_methods(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                              const struct sgpu_script_tok *args, size_t nargs)
{
	static const char usage[] = "nv.expect_methods [from=N] [count=N] CHID SUBC MTHD DATA...";
	struct nv_opt opts[] = {{"from", 0, false}, {"count", 0, false}};
	size_t npos;
	const struct sgpu_script_tok **pos = malloc((nargs ? nargs : 1) * sizeof(*pos));
	if (!pos)
		return sgpu_script_error(ctx, dtok, "out of memory");
	bool ok = nv_split(ctx, args, nargs, opts, 2, pos, &npos, usage) &&
	          (npos % 4 == 0 ||
	           sgpu_script_error(ctx, dtok, "methods come in groups of 4 (%s)", usage)) &&
	          nv_check_methods(ctx, dtok, pos, npos, opts);
	free(pos);
	return ok;
}

static uint32_t nv_le32(const uint8_t *b)
{
	return (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24;
}

/* Method idx of the record buffer (docs/hw/nv-record.md: runs of a
 * header {chid << 20 | ni << 16 | subc << 13 | mthd, count} and count
 * data words, up to PUT) as {chid, subc, mthd, data}; false when the runs
 * end first or leave memory. */
static bool nv_record_method(sgpu_device *dev, sgpu_space space, uint64_t buf, uint32_t put,
                             uint64_t idx, uint32_t got[4])
{
	for (uint64_t off = 0; off + 8 <= put;) {
		uint8_t h[8], d[4];
		if (sgpu_mem_read(dev, space, buf + off, h, 8) != SGPU_OK)
			return false;
		uint32_t w0 = nv_le32(h), n = nv_le32(h + 4);
		if (idx < n) {
			if (off + 8 + 4 * idx + 4 > put ||
			    sgpu_mem_read(dev, space, buf + off + 8 + 4 * idx, d, 4) != SGPU_OK)
				return false;
			got[0] = w0 >> 20;
			got[1] = w0 >> 13 & 7;
			got[2] = (w0 & 0x1ffc) + (w0 & 0x10000 ? 0 : 4 * (uint32_t)idx);
			got[3] = nv_le32(d);
			return true;
		}
		idx -= n;
		off += 8 + 4ull * n;
	}
	return false;
}

static bool nv_check_methods(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                             const struct sgpu_script_tok *const *pos, size_t npos,
                             const struct nv_opt *opts)
{
	uint32_t rec;
	if (!nv_record_base(ctx->dev, &rec))
		return sgpu_script_error(ctx, dtok, "this chip has no record engine");
	uint32_t lo = sgpu_mmio_rd32(ctx->dev, rec + 0x08),
	         hi = sgpu_mmio_rd32(ctx->dev, rec + 0x0c);
	sgpu_space space =
	        sgpu_mmio_rd32(ctx->dev, rec + 0x10) ? SGPU_SPACE_SYSMEM : SGPU_SPACE_VRAM;
	uint32_t count = sgpu_mmio_rd32(ctx->dev, rec + 0x18);
	uint32_t put = sgpu_mmio_rd32(ctx->dev, rec + 0x28);
	uint64_t buf = (uint64_t)hi << 32 | lo;
	for (size_t k = 0; k < npos / 4; k++) {
		uint32_t want[4], got[4] = {0, 0, 0, 0};
		for (size_t j = 0; j < 4; j++) {
			bool ok = j == 2 ? nv_mthd(ctx, pos[4 * k + j], &want[j])
			                 : sgpu_script_eval_u32(ctx, pos[4 * k + j], &want[j]);
			if (!ok)
				return false;
		}
		uint64_t idx = opts[0].value + k;
		if (idx >= count)
			return sgpu_script_mismatch(ctx, pos[4 * k],
			                            "record entry %" PRIu64
			                            " was not written (COUNT %" PRIu32 ")",
			                            idx, count);
		if (!nv_record_method(ctx->dev, space, buf, put, idx, got))
			return sgpu_script_mismatch(ctx, pos[4 * k],
			                            "record entry %" PRIu64
			                            " is not in the buffer (PUT 0x%" PRIx32
			                            ") or outside memory",
			                            idx, put);
		if (memcmp(got, want, sizeof(got)) != 0)
			return sgpu_script_mismatch(
			        ctx, pos[4 * k],
			        "record entry %" PRIu64 ": got chid %" PRIu32 " subc %" PRIu32
			        " mthd 0x%04" PRIx32 " data 0x%08" PRIx32 ", want chid %" PRIu32
			        " subc %" PRIu32 " mthd 0x%04" PRIx32 " data 0x%08" PRIx32,
			        idx, got[0], got[1], got[2], got[3], want[0], want[1], want[2],
			        want[3]);
	}
	if (opts[1].set && opts[1].value != count)
		return sgpu_script_mismatch(ctx, dtok, "RECORD.COUNT is %" PRIu32 ", want %" PRIu64,
		                            count, opts[1].value);
	sgpu_script_passed(ctx);
	return true;
}

static const char *const nv_pusher_errs[] = {
        "NONE",        "CALL_SUBR_ACTIVE", "INVALID_MTHD", "RET_SUBR_INACTIVE",
        "INVALID_CMD", "IB_EMPTY",         "MEM_FAULT"};
static const char *const nv_sem_errs[] = {"NONE", "ADDRESS_UNALIGNED", "INVALID_STATE",
                                          "ADDRESS_TOO_LARGE", "MEM_FAULT"};
static const struct {
	const char *name;
	uint32_t pull0;
} nv_cache_errs[] = {{"HASH", 1u << 4}, {"SOFTWARE", 1u << 8}, {"ENGINE", 1u << 24}};

/* nv.expect_error pusher NAME | semaphore NAME | cache HASH|SOFTWARE|ENGINE | none:
 * the current channel's DMA_STATE error, PULL0's SEMAPHORE subtype or
 * CACHE_ERROR cause, each with its PFIFO.INTR bit; `none`: no error and
 * none of those interrupts pending. */
static bool nv_expect_error(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                            const struct sgpu_script_tok *args, size_t nargs)
{
	static const char usage[] =
	        "nv.expect_error pusher NAME | semaphore NAME | cache HASH|SOFTWARE|ENGINE | none";
	if (!sgpu_script_args(ctx, dtok, args, nargs, 1, 2, usage))
		return false;
	/* The registers read below are the G80 PFIFO's (g80_pfifo.c): on any
	 * other chip they are unmapped or something else, and a check of them
	 * would pass or fail for nothing. */
	static const struct {
		const char *name;
		uint32_t addr;
	} regs[] = {{"PFIFO.INTR", NV_PFIFO_INTR},
	            {"PFIFO.CACHE1_DMA_STATE", NV_PFIFO_DMA_STATE},
	            {"PFIFO.CACHE1_PULL0", NV_PFIFO_PULL0}};
	for (size_t i = 0; i < sizeof(regs) / sizeof(regs[0]); i++) {
		uint32_t at;
		if (sgpu_mmio_lookup(ctx->dev, regs[i].name, &at) != SGPU_OK ||
		    at != regs[i].addr) {
			const struct sgpu_chip_info *ci = sgpu_device_chip(ctx->dev);
			return sgpu_script_error(ctx, dtok,
			                         "nv.expect_error checks a G80-style PFIFO (chips "
			                         "g80, g84, gt215), which chip '%s' does not have",
			                         ci ? ci->name : "?");
		}
	}
	uint32_t intr = sgpu_mmio_rd32(ctx->dev, NV_PFIFO_INTR);
	uint32_t perr = sgpu_mmio_rd32(ctx->dev, NV_PFIFO_DMA_STATE) >> 29;
	uint32_t pull0 = sgpu_mmio_rd32(ctx->dev, NV_PFIFO_PULL0);
	uint32_t serr = pull0 >> 20 & 0xf;
	const char *kind = args[0].text;
	uint64_t want = 0;
	bool ok;
	char got[160];
	snprintf(got, sizeof(got),
	         "INTR 0x%08" PRIx32 ", DMA_STATE error %" PRIu32 ", PULL0 0x%08" PRIx32, intr,
	         perr, pull0);
	if (strcmp(kind, "none") == 0 && nargs == 1) {
		ok = !(intr & 0x00101001u) && perr == 0 && !(pull0 & 0x01f00110u);
	} else if (strcmp(kind, "pusher") == 0 && nargs == 2) {
		if (!nv_named(&args[1], nv_pusher_errs, 7, &want))
			return sgpu_script_error(ctx, &args[1], "unknown DMA_PUSHER error '%s'",
			                         args[1].text);
		ok = perr == want && (want == 0 || (intr & 1u << 12));
	} else if (strcmp(kind, "semaphore") == 0 && nargs == 2) {
		if (!nv_named(&args[1], nv_sem_errs, 5, &want))
			return sgpu_script_error(ctx, &args[1], "unknown SEMAPHORE error '%s'",
			                         args[1].text);
		ok = serr == want && (want == 0 || (intr & 1u << 20));
	} else if (strcmp(kind, "cache") == 0 && nargs == 2) {
		size_t k = 0;
		while (k < 3 && strcasecmp(args[1].text, nv_cache_errs[k].name) != 0)
			k++;
		if (k == 3)
			return sgpu_script_error(ctx, &args[1], "unknown CACHE_ERROR cause '%s'",
			                         args[1].text);
		ok = (pull0 & nv_cache_errs[k].pull0) && (intr & 1u);
	} else {
		return sgpu_script_error(ctx, &args[0], "expected %s", usage);
	}
	if (!ok)
		return sgpu_script_mismatch(ctx, &args[nargs - 1], "nv.expect_error %s%s%s: got %s",
		                            kind, nargs == 2 ? " " : "",
		                            nargs == 2 ? args[1].text : "", got);
	sgpu_script_passed(ctx);
	return true;
}

static bool nv_command(struct sgpu_script_ctx *ctx, const char *op,
                       const struct sgpu_script_tok *dtok, const struct sgpu_script_tok *args,
                       size_t nargs)
{
	if (!ctx->dev)
		return sgpu_script_error(ctx, dtok, "'%s' needs a device: use 'chip' first",
		                         dtok->text);
	if (strcmp(op, "expect_methods") == 0)
		return nv_expect_methods(ctx, dtok, args, nargs);
	if (strcmp(op, "expect_error") == 0)
		return nv_expect_error(ctx, dtok, args, nargs);
	return sgpu_script_error(ctx, dtok,
	                         "'%s' is only allowed inside a stream block (outside one: "
	                         "nv.expect_methods, nv.expect_error)",
	                         dtok->text);
}

/* ------------------------------------------------------------------ decode */

static void nv_print_line(void *user, const char *line)
{
	sgpu_script_print_line(user, line);
}

/* decode nv SPACE ADDR WORDS [ib=1] [sli=1] [g84=1] [entries=1] [be=1]:
 * the disassembly of `softgpu decode --nv` over guest memory. */
static bool nv_decode(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *cmd,
                      const uint32_t *words, size_t n, uint64_t addr,
                      const struct sgpu_script_tok *const *opts, size_t nopts)
{
	static const char *const keys[] = {"ib", "sli", "g84", "entries", "be"};
	bool val[5] = {false, false, false, false, false};
	for (size_t i = 0; i < nopts; i++) {
		size_t k = 0;
		while (k < 5 && strcmp(keys[k], opts[i]->key) != 0)
			k++;
		if (k == 5)
			return sgpu_script_error(ctx, opts[i],
			                         "unknown option '%s' (decode nv SPACE ADDR WORDS "
			                         "[ib=1] [sli=1] [g84=1] [entries=1] [be=1])",
			                         opts[i]->key);
		uint64_t v;
		if (!sgpu_script_eval(ctx, opts[i], &v))
			return false;
		val[k] = v != 0;
	}
	uint32_t *swapped = NULL;
	if (val[4]) { /* big-endian words */
		swapped = malloc((n ? n : 1) * sizeof(*swapped));
		if (!swapped)
			return sgpu_script_error(ctx, cmd, "out of memory");
		for (size_t i = 0; i < n; i++)
			swapped[i] = nv_pb_swap32(words[i]);
		words = swapped;
	}
	struct nv_pb_disasm_opts o = {
	        .mode = {.ib = val[0], .sli_enable = val[1]},
	        .g84 = val[2],
	        .base = addr,
	};
	if (val[3])
		nv_pb_disasm_entries(words, n, addr, nv_print_line, ctx);
	else
		nv_pb_disasm(words, n, &o, nv_print_line, ctx);
	free(swapped);
	return true;
}

const struct sgpu_script_dialect sgpu_script_dialect_nv = {
        .name = "nv",
        .description = "NVIDIA pre-GF100 pushbuffers, IB entries and PFIFO structures",
        .state_size = 0,
        .directive = nv_directive,
        .command = nv_command,
        .decode = nv_decode,
};
