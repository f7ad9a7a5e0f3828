/* The command table of .sgs scripts and the commands that drive the
 * device directly: chip, reset, let, print, trace, MMIO, run, poll, the
 * expectations on interrupts, the log and time, include and debug.
 * Memory, surface and stream commands live in mem.c, surface.c and
 * stream.c. Reference: docs/script.md. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "script/priv.h"

struct cmd {
	const char *name;
	const char *sub; /* subcommand word; "" for the form without one; NULL: none */
	const char *usage;
	unsigned min_args; /* positional arguments after name (and sub) */
	unsigned max_args;
	const char *opts; /* allowed option keys, space separated; "*" any */
	bool needs_dev;
	bool (*fn)(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
};

#define MANY 0xffffffffu

/* ------------------------------------------------------------------ argument helpers */

const struct sgpu_script_tok *sgpu_script_opt(const struct sgpu_script_args *a, const char *key)
{
	for (size_t i = 0; i < a->nopt; i++)
		if (strcmp(a->opt[i]->key, key) == 0)
			return a->opt[i];
	return NULL;
}

bool sgpu_script_eval_bits(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                           unsigned bits, uint64_t *value)
{
	uint64_t v;
	if (!sgpu_script_eval(ctx, tok, &v))
		return false;
	if (!sgpu_script_fits(v, bits, value))
		return sgpu_script_fail(ctx, SGPU_ERR_FORMAT, tok,
		                        "value 0x%" PRIx64 " does not fit in %u bits", v, bits);
	return true;
}

bool sgpu_script_space(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                       sgpu_space *space)
{
	if (!tok->quoted && strcmp(tok->text, "vram") == 0) {
		*space = SGPU_SPACE_VRAM;
		return true;
	}
	if (!tok->quoted && strcmp(tok->text, "sysmem") == 0) {
		*space = SGPU_SPACE_SYSMEM;
		return true;
	}
	return sgpu_script_error(ctx, tok, "unknown memory space '%s' (vram or sysmem)", tok->text);
}

bool sgpu_script_string(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                        const char *what)
{
	if (tok->quoted)
		return true;
	return sgpu_script_error(ctx, tok, "expected %s as a \"quoted string\"", what);
}

bool sgpu_script_charge(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                        uint64_t len)
{
	/* Each command is bounded by the memory limit; this bounds their sum,
	 * so that a million lines of "mem fill" of 4 GiB cannot run for hours. */
	if (len <= SGPU_SCRIPT_MAX_BYTES_TOTAL - ctx->bytes_touched) {
		ctx->bytes_touched += len;
		return true;
	}
	ctx->bytes_touched = SGPU_SCRIPT_MAX_BYTES_TOTAL;
	return sgpu_script_fail(ctx, SGPU_ERR_OUT_OF_RANGE, tok,
	                        "the script touches more than %" PRIu64
	                        " GiB of memory and files in all (mem, surface, stream, include "
	                        "and baseline work counted)",
	                        SGPU_SCRIPT_MAX_BYTES_TOTAL >> 30);
}

bool sgpu_script_range(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                       sgpu_space space, uint64_t addr, uint64_t len)
{
	uint64_t size = sgpu_mem_size(ctx->dev, space);
	if (addr <= size && len <= size - addr && len <= SIZE_MAX)
		return sgpu_script_charge(ctx, tok, len);
	return sgpu_script_fail(ctx, SGPU_ERR_OUT_OF_RANGE, tok,
	                        "%s range 0x%" PRIx64 "+0x%" PRIx64
	                        " is out of range (%s size 0x%" PRIx64 ")",
	                        sgpu_space_name(space), addr, len, sgpu_space_name(space), size);
}

bool sgpu_script_files_ok(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                          const char *what)
{
	if (ctx->opts->allow_files)
		return true;
	return sgpu_script_fail(ctx, SGPU_ERR_UNSUPPORTED, tok,
	                        "'%s' needs host files, which are disabled here", what);
}

bool sgpu_script_need_dev(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok)
{
	if (ctx->dev)
		return true;
	return sgpu_script_fail(ctx, SGPU_ERR_INVALID_ARG, tok,
	                        "'%s' needs a device: add a 'chip' line first", tok->text);
}

static bool word_is(const struct sgpu_script_tok *t, const char *w)
{
	return !t->quoted && !t->key && strcmp(t->text, w) == 0;
}

/* The value of a key=value option is a bare word. */
static bool value_is(const struct sgpu_script_tok *t, const char *w)
{
	return !t->quoted && strcmp(t->text, w) == 0;
}

/* Access size of write/read/expect: the digits at the end of the name. */
static unsigned cmd_size(const char *name)
{
	size_t n = strlen(name);
	if (n >= 2 && strcmp(name + n - 2, "16") == 0)
		return 2;
	if (n >= 1 && name[n - 1] == '8')
		return 1;
	return 4;
}

static bool mmio_addr(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok, unsigned size,
                      uint32_t *addr)
{
	uint64_t v;
	if (!sgpu_script_eval(ctx, tok, &v))
		return false;
	if (v > UINT32_MAX)
		return sgpu_script_error(ctx, tok, "MMIO address 0x%" PRIx64 " is beyond 32 bits",
		                         v);
	if (v % size)
		return sgpu_script_error(
		        ctx, tok, "MMIO address 0x%" PRIx64 " is not aligned to %u", v, size);
	*addr = (uint32_t)v;
	return true;
}

static bool mmio_read(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok, uint32_t addr,
                      unsigned size, uint32_t *value)
{
	sgpu_status st = sgpu_mmio_read(ctx->dev, addr, size, value);
	if (st != SGPU_OK)
		return sgpu_script_fail(ctx, st, tok, "MMIO read of 0x%06" PRIx32 " failed: %s",
		                        addr, sgpu_strerror(st));
	return true;
}

static void reg_name(struct sgpu_script_ctx *ctx, uint32_t addr, char *buf, size_t len)
{
	buf[0] = '\0';
	sgpu_mmio_name(ctx->dev, addr, buf, len);
	if (!buf[0])
		snprintf(buf, len, "0x%06" PRIx32, addr);
}

/* ------------------------------------------------------------------ device */

static bool mem_size_opt(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a,
                         const char *key, uint64_t def, uint64_t *out)
{
	uint64_t limit = ctx->opts->max_mem_size ? ctx->opts->max_mem_size : SGPU_MEM_MAX_SIZE;
	if (limit > SGPU_MEM_MAX_SIZE)
		limit = SGPU_MEM_MAX_SIZE;
	const struct sgpu_script_tok *t = sgpu_script_opt(a, key);
	if (!t) {
		/* A chip's default larger than the limit is trimmed, not refused,
		 * so "chip null" works under a small fuzzing limit. */
		*out = (def < limit ? def : limit) & ~UINT64_C(0xfff);
		return true;
	}
	uint64_t v;
	if (!sgpu_script_eval(ctx, t, &v))
		return false;
	if (v == 0 || v % 4096)
		return sgpu_script_error(
		        ctx, t, "%s=0x%" PRIx64 " must be a non-zero multiple of 4096", key, v);
	if (v > limit)
		return sgpu_script_fail(ctx, SGPU_ERR_OUT_OF_RANGE, t,
		                        "%s=0x%" PRIx64 " is over the limit of 0x%" PRIx64, key, v,
		                        limit);
	*out = v;
	return true;
}

static bool cmd_chip(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	const struct sgpu_script_tok *nt = a->pos[0];
	const struct sgpu_chip_info *info = sgpu_chip_find(nt->text);
	if (!info) {
		char known[256] = "";
		size_t n = 0;
		for (size_t i = 0; i < sgpu_chip_count() && n < sizeof(known); i++) {
			const struct sgpu_chip_info *ci = sgpu_chip_get(i);
			if (ci)
				n += (size_t)snprintf(known + n, sizeof(known) - n, "%s%s",
				                      n ? ", " : "", ci->name);
		}
		return sgpu_script_fail(ctx, SGPU_ERR_UNKNOWN_CHIP, nt,
		                        "unknown chip '%s' (known: %s)", nt->text,
		                        known[0] ? known : "none");
	}
	struct sgpu_device_config cfg;
	if (!mem_size_opt(ctx, a, "vram", info->vram_default, &cfg.vram_size) ||
	    !mem_size_opt(ctx, a, "sysmem", info->sysmem_default, &cfg.sysmem_size))
		return false;
	sgpu_script_detach(ctx);
	sgpu_script_log_reset(ctx);
	sgpu_status st = sgpu_device_create(info->name, &cfg, &ctx->dev);
	if (st != SGPU_OK) {
		ctx->dev = NULL;
		return sgpu_script_fail(ctx, st, nt, "cannot create chip '%s': %s", nt->text,
		                        sgpu_strerror(st));
	}
	return sgpu_script_attach(ctx, nt);
}

static bool cmd_reset(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	sgpu_status st = sgpu_device_reset(ctx->dev);
	if (st != SGPU_OK)
		return sgpu_script_fail(ctx, st, a->cmd, "reset failed: %s", sgpu_strerror(st));
	return true;
}

static bool cmd_debug(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	const struct sgpu_script_tok *t = a->pos[0];
	if (!sgpu_script_string(ctx, t, "the categories"))
		return false;
	sgpu_status st = sgpu_set_log_filter(ctx->dev, t->text);
	if (st != SGPU_OK)
		return sgpu_script_fail(ctx, st, t, "bad debug categories: %s", sgpu_strerror(st));
	return true;
}

/* ------------------------------------------------------------------ variables and output */

static bool cmd_let(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	const struct sgpu_script_tok *name = NULL, *expr = NULL;
	size_t nexpr = 1;
	const char *n = NULL;
	if (a->npos == 0 && a->nopt == 1) {
		/* let x=5 */
		name = a->opt[0];
		n = name->key;
		expr = a->opt[0];
	} else if (a->npos >= 2 && word_is(a->pos[1], "=")) {
		name = a->pos[0];
		n = name->text;
		if (a->nopt) {
			struct sgpu_script_tok t = *a->opt[0];
			t.col = t.key_col;
			return sgpu_script_error(ctx, &t, "unexpected option in 'let'");
		}
		if (a->npos < 3)
			return sgpu_script_error(ctx, a->pos[1], "missing expression after '='");
		/* The rest of the line is the expression: with no options among
		 * them the tokens are consecutive in the line. */
		expr = a->pos[2];
		nexpr = a->npos - 2;
	} else {
		const struct sgpu_script_tok *t = a->nopt   ? a->opt[0]
		                                  : a->npos ? a->pos[0]
		                                            : a->cmd;
		if (a->npos >= 2)
			t = a->pos[1];
		return sgpu_script_error(ctx, t, "usage: %s", a->usage);
	}
	if (name->quoted && !name->key)
		return sgpu_script_error(ctx, name, "bad variable name (a string)");
	if (!sgpu_script_is_ident(n)) {
		struct sgpu_script_tok t = *name;
		t.col = t.key_col;
		t.quoted = false;
		return sgpu_script_name_ok(ctx, &t, n, "variable", SIZE_MAX) &&
		       sgpu_script_error(ctx, &t, "bad variable name '%s'", n);
	}
	uint64_t v;
	if (!sgpu_script_eval_toks(ctx, expr, nexpr, &v))
		return false;
	return sgpu_script_var_set(ctx, name, n, v);
}

static bool cmd_print(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	size_t cap = 64, len = 0;
	for (size_t i = 0; i < a->npos; i++)
		cap += a->pos[i]->len + 24;
	char *buf = malloc(cap);
	if (!buf)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, a->cmd, "out of memory");
	buf[0] = '\0';
	for (size_t i = 0; i < a->npos; i++) {
		const struct sgpu_script_tok *t = a->pos[i];
		if (i)
			buf[len++] = ' ';
		if (t->quoted) {
			memcpy(buf + len, t->text, t->len);
			len += t->len;
		} else {
			uint64_t v;
			if (!sgpu_script_eval(ctx, t, &v)) {
				free(buf);
				return false;
			}
			len += (size_t)snprintf(buf + len, cap - len, "0x%" PRIx64, v);
		}
		buf[len] = '\0';
	}
	sgpu_script_print(ctx, "%s", buf);
	free(buf);
	return true;
}

static bool on_off(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *t, bool *on)
{
	if (word_is(t, "on")) {
		*on = true;
		return true;
	}
	if (word_is(t, "off")) {
		*on = false;
		return true;
	}
	return sgpu_script_error(ctx, t, "expected 'on' or 'off'");
}

static bool cmd_trace(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	bool on;
	if (!on_off(ctx, a->pos[0], &on))
		return false;
	sgpu_script_set_trace(ctx, on);
	return true;
}

/* ------------------------------------------------------------------ MMIO */

static bool cmd_write(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	unsigned size = cmd_size(a->cmd->text);
	uint32_t addr = 0;
	uint64_t v;
	if (!mmio_addr(ctx, a->pos[0], size, &addr) ||
	    !sgpu_script_eval_bits(ctx, a->pos[1], size * 8, &v))
		return false;
	/* be=MASK: one 32-bit transaction with byte enables, VALUE
	 * word-relative (sgpu_mmio_write_be) */
	const struct sgpu_script_tok *bt = sgpu_script_opt(a, "be");
	uint64_t be = 0;
	if (bt) {
		if (size != 4)
			return sgpu_script_error(ctx, bt,
			                         "be= needs a 32-bit write (write or write32)");
		if (!sgpu_script_eval(ctx, bt, &be))
			return false;
		if (be == 0 || be > 0xf)
			return sgpu_script_error(ctx, bt,
			                         "byte enables 0x%" PRIx64 " are not 0x1..0xf", be);
	}
	sgpu_status st = bt ? sgpu_mmio_write_be(ctx->dev, addr, (uint32_t)v, (unsigned)be)
	                    : sgpu_mmio_write(ctx->dev, addr, size, (uint32_t)v);
	if (st != SGPU_OK)
		return sgpu_script_fail(ctx, st, a->pos[0],
		                        "MMIO write to 0x%06" PRIx32 " failed: %s", addr,
		                        sgpu_strerror(st));
	return true;
}

static bool cmd_read(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	unsigned size = cmd_size(a->cmd->text);
	uint32_t addr = 0, v;
	if (!mmio_addr(ctx, a->pos[0], size, &addr) || !mmio_read(ctx, a->pos[0], addr, size, &v))
		return false;
	char name[128];
	reg_name(ctx, addr, name, sizeof(name));
	sgpu_script_print(ctx, "%s (0x%06" PRIx32 ") = 0x%0*" PRIx32, name, addr, (int)size * 2, v);
	return true;
}

static bool mask_opt(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a, unsigned bits,
                     uint64_t *mask)
{
	const struct sgpu_script_tok *t = sgpu_script_opt(a, "mask");
	*mask = bits >= 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
	return !t || sgpu_script_eval_bits(ctx, t, bits, mask);
}

static bool cmd_expect_mmio(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	unsigned size = cmd_size(a->cmd->text);
	uint32_t addr = 0, got;
	uint64_t want, mask;
	if (!mmio_addr(ctx, a->pos[0], size, &addr) ||
	    !sgpu_script_eval_bits(ctx, a->pos[1], size * 8, &want) ||
	    !mask_opt(ctx, a, size * 8, &mask) || !mmio_read(ctx, a->pos[0], addr, size, &got))
		return false;
	if ((got & mask) == (want & mask)) {
		sgpu_script_passed(ctx);
		return true;
	}
	char name[128];
	reg_name(ctx, addr, name, sizeof(name));
	int w = (int)size * 2;
	if (sgpu_script_opt(a, "mask"))
		return sgpu_script_mismatch(ctx, a->pos[1],
		                            "expect %s (0x%06" PRIx32 "): got 0x%0*" PRIx32
		                            ", want 0x%0*" PRIx64 " (mask 0x%0*" PRIx64 ")",
		                            name, addr, w, got, w, want, w, mask);
	return sgpu_script_mismatch(ctx, a->pos[1],
	                            "expect %s (0x%06" PRIx32 "): got 0x%0*" PRIx32
	                            ", want 0x%0*" PRIx64,
	                            name, addr, w, got, w, want);
}

/* ------------------------------------------------------------------ running */

static bool budget_opt(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a,
                       uint64_t *budget)
{
	const struct sgpu_script_tok *t = sgpu_script_opt(a, "budget");
	*budget = SGPU_SCRIPT_DEFAULT_BUDGET;
	if (t) {
		if (!sgpu_script_eval(ctx, t, budget))
			return false;
		if (*budget == 0)
			return sgpu_script_error(ctx, t, "budget must be at least 1");
	}
	if (*budget > ctx->run_cap)
		*budget = ctx->run_cap;
	return true;
}

/* Steps left of the script's total; fails when none are. */
static bool total_left(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                       uint64_t *left)
{
	*left = ctx->total_cap - ctx->res->steps;
	if (ctx->res->steps >= ctx->total_cap)
		return sgpu_script_fail(ctx, SGPU_ERR_OUT_OF_RANGE, tok,
		                        "the script's total step budget of %" PRIu64 " is spent",
		                        ctx->total_cap);
	return true;
}

static bool run_steps(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                      uint64_t budget, struct sgpu_run_result *r)
{
	sgpu_status st = sgpu_run(ctx->dev, budget, r);
	if (st != SGPU_OK)
		return sgpu_script_fail(ctx, st, tok, "run failed: %s", sgpu_strerror(st));
	ctx->res->steps += r->steps;
	return true;
}

static bool cmd_run(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	uint64_t budget, left;
	if (!budget_opt(ctx, a, &budget))
		return false;
	enum { WANT_IDLE, WANT_BUDGET, WANT_ANY } want = WANT_IDLE;
	const struct sgpu_script_tok *e = sgpu_script_opt(a, "expect");
	if (e) {
		if (value_is(e, "idle"))
			want = WANT_IDLE;
		else if (value_is(e, "budget"))
			want = WANT_BUDGET;
		else if (value_is(e, "any"))
			want = WANT_ANY;
		else
			return sgpu_script_error(ctx, e, "expect= takes idle, budget or any");
	}
	if (!total_left(ctx, a->cmd, &left))
		return false;
	bool capped = budget > left;
	if (capped)
		budget = left;
	struct sgpu_run_result r = {0};
	if (!run_steps(ctx, a->cmd, budget, &r))
		return false;
	if (want == WANT_IDLE && r.stop != SGPU_RUN_IDLE)
		return sgpu_script_mismatch(ctx, e ? e : a->cmd,
		                            "run: the device is still busy after %" PRIu64
		                            " steps (budget %" PRIu64 "%s)",
		                            r.steps, budget,
		                            capped ? ", cut to what is left of the script's total"
		                                   : "");
	if (want == WANT_BUDGET && r.stop != SGPU_RUN_BUDGET)
		return sgpu_script_mismatch(ctx, e,
		                            "run: the device went idle after %" PRIu64
		                            " of %" PRIu64
		                            " steps, expected it to spend the budget",
		                            r.steps, budget);
	if (e && want != WANT_ANY)
		sgpu_script_passed(ctx);
	return true;
}

static bool cmd_poll(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	unsigned size = cmd_size(a->cmd->text);
	uint32_t addr = 0, got;
	uint64_t want, mask, budget;
	if (!mmio_addr(ctx, a->pos[0], size, &addr) ||
	    !sgpu_script_eval_bits(ctx, a->pos[1], size * 8, &want) ||
	    !mask_opt(ctx, a, size * 8, &mask) || !budget_opt(ctx, a, &budget))
		return false;
	uint64_t spent = 0;
	char name[128];
	for (;;) {
		if (!mmio_read(ctx, a->pos[0], addr, size, &got))
			return false;
		if ((got & mask) == (want & mask)) {
			sgpu_script_passed(ctx);
			return true;
		}
		reg_name(ctx, addr, name, sizeof(name));
		if (spent >= budget)
			return sgpu_script_mismatch(ctx, a->pos[1],
			                            "poll %s (0x%06" PRIx32 "): got 0x%08" PRIx32
			                            ", want 0x%08" PRIx64 " (mask 0x%08" PRIx64
			                            ") after %" PRIu64 " steps",
			                            name, addr, got, want, mask, spent);
		uint64_t left, slice = budget - spent;
		if (slice > SGPU_SCRIPT_POLL_SLICE)
			slice = SGPU_SCRIPT_POLL_SLICE;
		if (!total_left(ctx, a->cmd, &left))
			return false;
		if (slice > left)
			slice = left;
		struct sgpu_run_result r = {0};
		if (!run_steps(ctx, a->cmd, slice, &r))
			return false;
		spent += r.steps;
		/* An idle device cannot change the register by itself. */
		if (r.stop == SGPU_RUN_IDLE && r.steps == 0) {
			if (!mmio_read(ctx, a->pos[0], addr, size, &got))
				return false;
			if ((got & mask) == (want & mask)) {
				sgpu_script_passed(ctx);
				return true;
			}
			return sgpu_script_mismatch(ctx, a->pos[1],
			                            "poll %s (0x%06" PRIx32 "): got 0x%08" PRIx32
			                            ", want 0x%08" PRIx64 " (mask 0x%08" PRIx64
			                            "), and the device went idle after %" PRIu64
			                            " steps",
			                            name, addr, got, want, mask, spent);
		}
	}
}

/* ------------------------------------------------------------------ interrupts, time */

static bool cmd_expect_irq(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	bool want;
	if (!on_off(ctx, a->pos[0], &want))
		return false;
	bool got = sgpu_irq_level(ctx->dev);
	if (got == want) {
		sgpu_script_passed(ctx);
		return true;
	}
	return sgpu_script_mismatch(ctx, a->pos[0],
	                            "expect irq: the host interrupt line is %s, want %s "
	                            "(lines 0x%08" PRIx32 ")",
	                            got ? "on" : "off", want ? "on" : "off",
	                            sgpu_irq_lines(ctx->dev));
}

static bool cmd_expect_lines(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	uint64_t want, mask;
	if (!sgpu_script_eval_bits(ctx, a->pos[0], 32, &want) || !mask_opt(ctx, a, 32, &mask))
		return false;
	uint32_t got = sgpu_irq_lines(ctx->dev);
	if ((got & mask) == (want & mask)) {
		sgpu_script_passed(ctx);
		return true;
	}
	return sgpu_script_mismatch(ctx, a->pos[0],
	                            "expect lines: got 0x%08" PRIx32 ", want 0x%08" PRIx64
	                            " (mask 0x%08" PRIx64 ")",
	                            got, want, mask);
}

/* wait DURATION: model time passes (sgpu_advance). DURATION is a number
 * with a unit, ns, us, ms or s ("1000ns", "20us"); a bare number or
 * expression is nanoseconds. The steps units work in it count against
 * the run caps like run's; an idle device costs nothing. */
static bool duration_ns(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *t, uint64_t *ns)
{
	static const struct {
		const char *suffix;
		uint64_t mul;
	} units[] = {{"ns", 1}, {"us", 1000}, {"ms", 1000000}, {"s", 1000000000}};
	size_t n = t->quoted || t->key ? 0 : strlen(t->text);
	for (size_t i = 0; i < sizeof(units) / sizeof(units[0]); i++) {
		size_t k = strlen(units[i].suffix);
		if (n <= k || strcmp(t->text + n - k, units[i].suffix) != 0)
			continue;
		char *end = NULL;
		errno = 0;
		unsigned long long v = strtoull(t->text, &end, 0);
		if (end != t->text + n - k || errno || t->text[0] == '-')
			break;
		if (v > UINT64_MAX / units[i].mul)
			return sgpu_script_error(ctx, t, "duration '%s' is beyond 2^64 ns",
			                         t->text);
		*ns = (uint64_t)v * units[i].mul;
		return true;
	}
	return sgpu_script_eval(ctx, t, ns);
}

static bool cmd_wait(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	uint64_t ns, left;
	if (!duration_ns(ctx, a->pos[0], &ns) || !total_left(ctx, a->cmd, &left))
		return false;
	uint32_t per = sgpu_device_chip(ctx->dev)->ns_per_step;
	per = per ? per : 1;
	/* The busy part is bounded by the caps; a device that is idle stays
	 * idle, so the rest passes at no cost. */
	uint64_t cap = left < ctx->run_cap ? left : ctx->run_cap;
	uint64_t first = ns / per > cap ? cap * per : ns;
	struct sgpu_run_result r = {0};
	sgpu_status st = sgpu_advance(ctx->dev, first, &r);
	ctx->res->steps += r.steps;
	if (st == SGPU_OK && first < ns) {
		if (r.stop != SGPU_RUN_IDLE)
			return sgpu_script_mismatch(
			        ctx, a->pos[0],
			        "wait: the device is still busy after %" PRIu64 " steps, %" PRIu64
			        " ns before the end (the %s cap)",
			        r.steps, ns - first, cap == left ? "script's total" : "run");
		st = sgpu_advance(ctx->dev, ns - first, &r);
		ctx->res->steps += r.steps;
	}
	if (st != SGPU_OK)
		return sgpu_script_fail(ctx, st, a->cmd, "wait failed: %s", sgpu_strerror(st));
	return true;
}

static bool cmd_expect_time(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	uint64_t want;
	if (!sgpu_script_eval(ctx, a->pos[0], &want))
		return false;
	uint64_t got = sgpu_device_time(ctx->dev);
	if (got == want) {
		sgpu_script_passed(ctx);
		return true;
	}
	return sgpu_script_mismatch(ctx, a->pos[0], "expect time: got %" PRIu64 ", want %" PRIu64,
	                            got, want);
}

static bool cmd_expect_value(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	uint64_t got, want, mask;
	if (!sgpu_script_eval(ctx, a->pos[0], &got) || !sgpu_script_eval(ctx, a->pos[1], &want) ||
	    !mask_opt(ctx, a, 64, &mask))
		return false;
	if ((got & mask) == (want & mask)) {
		sgpu_script_passed(ctx);
		return true;
	}
	if (sgpu_script_opt(a, "mask"))
		return sgpu_script_mismatch(ctx, a->pos[1],
		                            "expect value %s: got 0x%" PRIx64 ", want 0x%" PRIx64
		                            " (mask 0x%" PRIx64 ")",
		                            a->pos[0]->text, got, want, mask);
	return sgpu_script_mismatch(ctx, a->pos[1],
	                            "expect value %s: got 0x%" PRIx64 ", want 0x%" PRIx64,
	                            a->pos[0]->text, got, want);
}

/* ------------------------------------------------------------------ log */

static const struct {
	const char *name;
	int level; /* -1: any */
} log_levels[] = {
        {"error", SGPU_LOG_ERROR},
        {"warn", SGPU_LOG_WARN},
        {"guest_error", SGPU_LOG_GUEST_ERROR},
        {"unimp", SGPU_LOG_UNIMP},
        {"info", SGPU_LOG_INFO},
        {"debug", SGPU_LOG_DEBUG},
        {"any", -1},
};

static bool level_match(int want, sgpu_log_level level)
{
	return want < 0 || (int)level == want;
}

static bool cmd_expect_log(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	const struct sgpu_script_tok *lt = a->pos[0];
	int level = -2;
	for (size_t i = 0; i < sizeof(log_levels) / sizeof(log_levels[0]); i++)
		if (!lt->quoted && strcasecmp(lt->text, log_levels[i].name) == 0)
			level = log_levels[i].level;
	if (level == -2)
		return sgpu_script_error(ctx, lt,
		                         "unknown log level '%s' (error, warn, guest_error, unimp, "
		                         "info, debug or any)",
		                         lt->text);
	const struct sgpu_script_tok *st = a->npos > 1 ? a->pos[1] : NULL;
	const struct sgpu_script_tok *ct = sgpu_script_opt(a, "count");
	if (st && !sgpu_script_string(ctx, st, "the substring"))
		return false;
	if (!st && !ct)
		return sgpu_script_error(ctx, a->sub, "usage: %s", a->usage);
	uint64_t want = 0;
	if (ct && !sgpu_script_eval(ctx, ct, &want))
		return false;

	uint64_t got = 0;
	const struct sgpu_script_logrec *first = NULL;
	if (!st) {
		for (unsigned i = 0; i < SGPU_LOG_LEVEL_COUNT; i++)
			if (level_match(level, (sgpu_log_level)i))
				got += ctx->log_levels[i];
	} else {
		for (size_t i = 0; i < ctx->log_count; i++) {
			const struct sgpu_script_logrec *r = &ctx->log[i];
			if (level_match(level, r->level) && strstr(r->message, st->text))
				got++;
		}
		if (ct && ctx->log_overflow)
			return sgpu_script_fail(ctx, SGPU_ERR_UNSUPPORTED, ct,
			                        "more than %u messages were logged since the last "
			                        "check; count them without a substring",
			                        SGPU_SCRIPT_LOG_KEEP);
	}
	for (size_t i = 0; i < ctx->log_count && !first; i++)
		if (level_match(level, ctx->log[i].level))
			first = &ctx->log[i];

	bool ok = ct ? got == want : got > 0;
	bool overflow = ctx->log_overflow;
	if (ok) {
		for (size_t i = 0; i < ctx->log_count; i++) {
			struct sgpu_script_logrec *r = &ctx->log[i];
			if (level_match(level, r->level) && (!st || strstr(r->message, st->text)))
				r->expected = true;
		}
		sgpu_script_log_reset(ctx);
		sgpu_script_passed(ctx);
		return true;
	}
	char seen[600];
	if (first)
		snprintf(seen, sizeof(seen), "; the first at that level was \"%s: %s\"",
		         first->category, first->message);
	else
		snprintf(seen, sizeof(seen), "; nothing was logged at that level");
	if (ct)
		return sgpu_script_mismatch(ctx, ct,
		                            "expect log %s%s%s%s: got %" PRIu64
		                            " messages, want %" PRIu64
		                            " (since the last 'expect log' or 'chip')%s",
		                            lt->text, st ? " \"" : "", st ? st->text : "",
		                            st ? "\"" : "", got, want, seen);
	return sgpu_script_mismatch(ctx, st,
	                            "expect log %s \"%s\": no such message since the last "
	                            "'expect log' or 'chip'%s%s",
	                            lt->text, st->text, seen,
	                            overflow ? " (only the first 1024 messages are kept)" : "");
}

/* ------------------------------------------------------------------ include */

static bool cmd_include(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	const struct sgpu_script_tok *pt = a->pos[0];
	if (!sgpu_script_files_ok(ctx, a->cmd, "include") ||
	    !sgpu_script_string(ctx, pt, "the file name"))
		return false;
	if (ctx->src->depth >= SGPU_SCRIPT_MAX_INCLUDE_DEPTH)
		return sgpu_script_error(ctx, a->cmd, "includes nested too deeply (limit %u)",
		                         SGPU_SCRIPT_MAX_INCLUDE_DEPTH);
	if (++ctx->includes > SGPU_SCRIPT_MAX_INCLUDES)
		return sgpu_script_fail(ctx, SGPU_ERR_OUT_OF_RANGE, a->cmd,
		                        "more than %u includes in one script (all depths counted)",
		                        SGPU_SCRIPT_MAX_INCLUDES);
	char *path = sgpu_script_path_join(ctx->src->dir, pt->text);
	if (!path)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, pt, "out of memory");
	uint8_t *text;
	size_t len;
	char err[256] = "";
	sgpu_status st = sgpu_script_read_file(path, 0, UINT64_MAX, SGPU_SCRIPT_MAX_FILE, &text,
	                                       &len, err, sizeof(err));
	if (st != SGPU_OK) {
		sgpu_script_fail(ctx, st == SGPU_ERR_NO_MEMORY ? st : SGPU_ERR_IO, pt,
		                 "cannot include '%s': %s", path, err);
		free(path);
		return false;
	}
	if (!sgpu_script_charge(ctx, pt, len)) {
		free(text);
		free(path);
		return false;
	}
	struct sgpu_script_src child = {
	        .name = path,
	        .dir = sgpu_script_dirname(path),
	        .text = (const char *)text,
	        .len = len,
	        .line = 1,
	        .depth = ctx->src->depth + 1,
	        .parent = ctx->src,
	};
	bool ok = child.dir ? sgpu_script_run_src(ctx, &child)
	                    : sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, pt, "out of memory");
	free(child.dir);
	free(text);
	free(path);
	return ok;
}

/* ------------------------------------------------------------------ the table */

static const struct cmd cmds[] = {
        {"chip", NULL, "chip NAME [vram=SIZE] [sysmem=SIZE]", 1, 1, "vram sysmem", false, cmd_chip},
        {"reset", NULL, "reset", 0, 0, "", true, cmd_reset},
        {"debug", NULL, "debug \"CATEGORY,...\"", 1, 1, "", true, cmd_debug},
        {"let", NULL, "let NAME = EXPR", 0, MANY, "*", false, cmd_let},
        {"print", NULL, "print ARG...", 0, MANY, "", false, cmd_print},
        {"trace", NULL, "trace on|off", 1, 1, "", false, cmd_trace},
        {"include", NULL, "include \"FILE\"", 1, 1, "", false, cmd_include},

        {"write", NULL, "write ADDR VALUE [be=MASK]", 2, 2, "be", true, cmd_write},
        {"write8", NULL, "write8 ADDR VALUE", 2, 2, "", true, cmd_write},
        {"write16", NULL, "write16 ADDR VALUE", 2, 2, "", true, cmd_write},
        {"write32", NULL, "write32 ADDR VALUE [be=MASK]", 2, 2, "be", true, cmd_write},
        {"read", NULL, "read ADDR", 1, 1, "", true, cmd_read},
        {"read8", NULL, "read8 ADDR", 1, 1, "", true, cmd_read},
        {"read16", NULL, "read16 ADDR", 1, 1, "", true, cmd_read},
        {"read32", NULL, "read32 ADDR", 1, 1, "", true, cmd_read},
        {"expect8", NULL, "expect8 ADDR VALUE [mask=M]", 2, 2, "mask", true, cmd_expect_mmio},
        {"expect16", NULL, "expect16 ADDR VALUE [mask=M]", 2, 2, "mask", true, cmd_expect_mmio},
        {"expect32", NULL, "expect32 ADDR VALUE [mask=M]", 2, 2, "mask", true, cmd_expect_mmio},
        {"poll", NULL, "poll ADDR VALUE [mask=M] [budget=N]", 2, 2, "mask budget", true, cmd_poll},
        {"run", NULL, "run [budget=N] [expect=idle|budget|any]", 0, 0, "budget expect", true,
         cmd_run},

        {"wait", NULL, "wait DURATION (1000ns, 20us, 5ms, 1s; a bare number is ns)", 1, 1, "", true,
         cmd_wait},

        {"expect", "irq", "expect irq on|off", 1, 1, "", true, cmd_expect_irq},
        {"expect", "lines", "expect lines VALUE [mask=M]", 1, 1, "mask", true, cmd_expect_lines},
        {"expect", "log",
         "expect log LEVEL \"SUBSTRING\" | expect log LEVEL [\"SUBSTRING\"] count=N", 1, 2, "count",
         false, cmd_expect_log},
        {"expect", "time", "expect time STEPS", 1, 1, "", true, cmd_expect_time},
        {"expect", "value", "expect value EXPR VALUE [mask=M]", 2, 2, "mask", false,
         cmd_expect_value},
        {"expect", "surface", "expect surface NAME [png=\"FILE\"] [crc=CRC]", 1, 1, "png crc", true,
         sgpu_script_cmd_expect_surface},
        {"expect", "", "expect ADDR VALUE [mask=M]", 2, 2, "mask", true, cmd_expect_mmio},

        {"mem", "fill", "mem fill SPACE ADDR LEN VALUE [unit=1|2|4|8]", 4, 4, "unit", true,
         sgpu_script_cmd_mem_fill},
        {"mem", "write", "mem write SPACE ADDR [u8|u16|u32|u64] VALUE...", 3, MANY, "", true,
         sgpu_script_cmd_mem_write},
        {"mem", "expect", "mem expect SPACE ADDR [u8|u16|u32|u64] VALUE...", 3, MANY, "", true,
         sgpu_script_cmd_mem_expect},
        {"mem", "load",
         "mem load SPACE ADDR hex \"BYTES\"... | file \"FILE\" [offset=N] [len=N] | pattern "
         "zero|ones|seq8|seq32|random LEN [seed=N]",
         4, MANY, "offset len seed", true, sgpu_script_cmd_mem_load},
        {"mem", "compare", "mem compare SPACE ADDR SPACE ADDR LEN", 5, 5, "", true,
         sgpu_script_cmd_mem_compare},
        {"mem", "copy", "mem copy DST_SPACE DST_ADDR SRC_SPACE SRC_ADDR LEN", 5, 5, "", true,
         sgpu_script_cmd_mem_copy},
        {"mem", "crc", "mem crc SPACE ADDR LEN [expect=CRC]", 3, 3, "expect", true,
         sgpu_script_cmd_mem_crc},
        {"mem", "dump", "mem dump SPACE ADDR LEN", 3, 3, "", true, sgpu_script_cmd_mem_dump},
        {"mem", "save", "mem save SPACE ADDR LEN \"FILE\"", 4, 4, "", true,
         sgpu_script_cmd_mem_save},
        {"bar", "write", "bar write BAR OFFSET [u8|u16|u32|u64] VALUE...", 3, MANY, "", true,
         sgpu_script_cmd_bar_write},
        {"bar", "expect", "bar expect BAR OFFSET [u8|u16|u32|u64] VALUE...", 3, MANY, "", true,
         sgpu_script_cmd_bar_expect},
        {"decode", NULL, "decode DIALECT SPACE ADDR WORDS [KEY=VALUE...]", 4, 4, "*", true,
         sgpu_script_cmd_decode},

        {"stream", NULL, "stream SPACE ADDR ... end", 2, 2, "", true, sgpu_script_cmd_stream},
        {"surface", NULL,
         "surface NAME SPACE ADDR width=W height=H format=F [pitch=P] [palette=PALETTE] "
         "[block_height=N [block_depth=N] [depth=D] [layer=Z] [gob=sectors|rows]]",
         3, 3, "pitch width height format palette block_height block_depth depth layer gob", false,
         sgpu_script_cmd_surface},
        {"palette", NULL, "palette NAME COLOR... [first=N]", 2, MANY, "first", false,
         sgpu_script_cmd_palette},
        {"dump", NULL, "dump SURFACE \"FILE.png\"", 2, 2, "", true, sgpu_script_cmd_dump},
};

#define NCMDS (sizeof(cmds) / sizeof(cmds[0]))

static bool opt_allowed(const char *list, const char *key)
{
	if (strcmp(list, "*") == 0)
		return true;
	size_t kl = strlen(key);
	for (const char *p = list; *p;) {
		while (*p == ' ')
			p++;
		const char *e = p;
		while (*e && *e != ' ')
			e++;
		if ((size_t)(e - p) == kl && strncmp(p, key, kl) == 0)
			return true;
		p = e;
	}
	return false;
}

static const struct cmd *find_cmd(const struct sgpu_script_line *line, bool *has_sub)
{
	const struct sgpu_script_tok *t0 = &line->toks[0];
	const struct sgpu_script_tok *t1 = line->count > 1 ? &line->toks[1] : NULL;
	const struct cmd *fallback = NULL;
	*has_sub = false;
	for (size_t i = 0; i < NCMDS; i++) {
		const struct cmd *c = &cmds[i];
		if (strcmp(c->name, t0->text) != 0)
			continue;
		if (!c->sub)
			return c;
		if (!c->sub[0]) {
			fallback = c;
			continue;
		}
		if (t1 && word_is(t1, c->sub)) {
			*has_sub = true;
			return c;
		}
	}
	return fallback;
}

static bool is_known_name(const char *name)
{
	for (size_t i = 0; i < NCMDS; i++)
		if (strcmp(cmds[i].name, name) == 0)
			return true;
	return false;
}

static bool unknown_sub(struct sgpu_script_ctx *ctx, const struct sgpu_script_line *line)
{
	const struct sgpu_script_tok *t0 = &line->toks[0];
	char list[256] = "";
	size_t n = 0;
	for (size_t i = 0; i < NCMDS && n < sizeof(list); i++)
		if (strcmp(cmds[i].name, t0->text) == 0 && cmds[i].sub && cmds[i].sub[0])
			n += (size_t)snprintf(list + n, sizeof(list) - n, "%s%s", n ? ", " : "",
			                      cmds[i].sub);
	if (line->count < 2)
		return sgpu_script_error(ctx, t0, "'%s' needs a subcommand (%s)", t0->text, list);
	return sgpu_script_error(ctx, &line->toks[1], "unknown '%s' subcommand '%s' (%s)", t0->text,
	                         line->toks[1].text, list);
}

bool sgpu_script_exec_line(struct sgpu_script_ctx *ctx, const struct sgpu_script_line *line)
{
	const struct sgpu_script_tok *t0 = &line->toks[0];
	ctx->cur_tok = t0;
	if (t0->quoted || t0->key) {
		struct sgpu_script_tok t = *t0;
		t.col = t.key_col;
		return sgpu_script_error(ctx, &t, "expected a command");
	}
	const char *op;
	if (t0->len > 1 && t0->text[t0->len - 1] == ':')
		return sgpu_script_error(ctx, t0, "labels are only allowed inside a stream block");
	if (strcmp(t0->text, "end") == 0)
		return sgpu_script_error(ctx, t0, "'end' without a 'stream' line");
	const struct sgpu_script_dialect *dl = sgpu_script_dialect_find(t0->text, &op);
	if (dl && dl->command)
		return dl->command(ctx, op, t0, line->toks + 1, line->count - 1);
	if (strcmp(t0->text, "word") == 0 || strcmp(t0->text, "align") == 0 || dl)
		return sgpu_script_error(ctx, t0, "'%s' is only allowed inside a stream block",
		                         t0->text);
	bool has_sub;
	const struct cmd *c = find_cmd(line, &has_sub);
	if (!c) {
		if (is_known_name(t0->text))
			return unknown_sub(ctx, line);
		return sgpu_script_error(ctx, t0, "unknown command '%s'", t0->text);
	}

	size_t first = has_sub ? 2 : 1;
	size_t n = line->count - first;
	const struct sgpu_script_tok **pos = malloc((n ? n : 1) * sizeof(*pos));
	const struct sgpu_script_tok **opt = malloc((n ? n : 1) * sizeof(*opt));
	if (!pos || !opt) {
		free(pos);
		free(opt);
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, t0, "out of memory");
	}
	struct sgpu_script_args a = {
	        .cmd = t0,
	        .sub = has_sub ? &line->toks[1] : NULL,
	        .pos = pos,
	        .opt = opt,
	        .usage = c->usage,
	};
	bool ok = true;
	for (size_t i = first; i < line->count && ok; i++) {
		const struct sgpu_script_tok *t = &line->toks[i];
		if (!t->key) {
			pos[a.npos++] = t;
			continue;
		}
		struct sgpu_script_tok kt = *t;
		kt.col = kt.key_col;
		if (!opt_allowed(c->opts, t->key))
			ok = c->opts[0] ? sgpu_script_error(ctx, &kt,
			                                    "unknown option '%s' (usage: %s)",
			                                    t->key, c->usage)
			                : sgpu_script_error(ctx, &kt,
			                                    "unknown option '%s': '%s' takes none",
			                                    t->key, t0->text);
		else if (strcmp(c->opts, "*") != 0 && sgpu_script_opt(&a, t->key))
			ok = sgpu_script_error(ctx, &kt, "option '%s' given twice", t->key);
		else
			opt[a.nopt++] = t;
	}
	const struct sgpu_script_tok *where = a.sub ? a.sub : t0;
	if (ok && a.npos < c->min_args)
		ok = sgpu_script_error(ctx, where, "missing arguments (usage: %s)", c->usage);
	if (ok && a.npos > c->max_args)
		ok = sgpu_script_error(ctx, a.pos[c->max_args], "unexpected argument (usage: %s)",
		                       c->usage);
	if (ok && c->needs_dev)
		ok = sgpu_script_need_dev(ctx, t0);
	if (ok)
		ok = c->fn(ctx, &a);
	free(pos);
	free(opt);
	return ok && ctx->status == SGPU_OK;
}
