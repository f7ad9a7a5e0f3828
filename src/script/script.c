/* .sgs scripts: entry points, error reporting, output, and the log and
 * trace hooks the engine installs on the devices it creates. The format
 * is documented in docs/script.md. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "script/priv.h"

void sgpu_script_options_init(struct sgpu_script_options *opts)
{
	if (!opts)
		return;
	memset(opts, 0, sizeof(*opts));
	opts->allow_files = true;
}

/* ------------------------------------------------------------------ errors */

/* The length of the valid UTF-8 sequence at s (1-4), or 0. */
static size_t utf8_len(const unsigned char *s)
{
	unsigned char c = s[0];
	size_t n = c >= 0xf0 && c <= 0xf4 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c <= 0xdf ? 2 : 0;
	if (!n || c > 0xf4)
		return 0;
	for (size_t i = 1; i < n; i++)
		if ((s[i] & 0xc0) != 0x80)
			return 0;
	/* overlong 3- and 4-byte forms, surrogates, beyond U+10FFFF */
	if ((c == 0xe0 && s[1] < 0xa0) || (c == 0xed && s[1] >= 0xa0) ||
	    (c == 0xf0 && s[1] < 0x90) || (c == 0xf4 && s[1] >= 0x90))
		return 0;
	return n;
}

/* A message quotes script text, which may be binary garbage: control
 * bytes and bytes that are not UTF-8 are written as \xNN, so that the
 * message stays one readable line. Cut at cap. */
static void escape_text(char *out, size_t cap, const char *in)
{
	size_t o = 0;
	const unsigned char *s = (const unsigned char *)in;
	while (*s && o + 1 < cap) {
		size_t u = *s >= 0x80 ? utf8_len(s) : 0;
		if (u) {
			if (o + u >= cap)
				break;
			memcpy(out + o, s, u);
			o += u;
			s += u;
		} else if (*s < 0x20 || *s >= 0x7f) {
			if (o + 4 >= cap)
				break;
			snprintf(out + o, cap - o, "\\x%02x", *s);
			o += 4;
			s++;
		} else {
			out[o++] = (char)*s++;
		}
	}
	out[o] = '\0';
}

bool sgpu_script_vfail(struct sgpu_script_ctx *ctx, sgpu_status status,
                       const struct sgpu_script_tok *tok, const char *fmt, va_list ap)
{
	/* The first error stops the script; later ones are consequences. */
	if (ctx->status != SGPU_OK)
		return false;
	ctx->status = status == SGPU_OK ? SGPU_ERR_INTERNAL : status;
	if (!tok)
		tok = ctx->cur_tok;
	const char *name = ctx->src ? ctx->src->name : "<script>";
	unsigned line = tok ? tok->line : (ctx->src ? ctx->src->line : 0);
	unsigned col = tok ? tok->col : 1;
	char *m = ctx->res->message;
	size_t cap = sizeof(ctx->res->message);
	int n = snprintf(m, cap, "%s:%u:%u: ", name, line, col);
	if (n < 0)
		n = 0;
	if ((size_t)n < cap) {
		char raw[sizeof(ctx->res->message)];
		vsnprintf(raw, sizeof(raw), fmt, ap);
		escape_text(m + n, cap - (size_t)n, raw);
	}
	return false;
}

bool sgpu_script_fail(struct sgpu_script_ctx *ctx, sgpu_status status,
                      const struct sgpu_script_tok *tok, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sgpu_script_vfail(ctx, status, tok, fmt, ap);
	va_end(ap);
	return false;
}

bool sgpu_script_mismatch(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                          const char *fmt, ...)
{
	ctx->res->expects_failed++;
	va_list ap;
	va_start(ap, fmt);
	sgpu_script_vfail(ctx, SGPU_ERR_MISMATCH, tok, fmt, ap);
	va_end(ap);
	return false;
}

void sgpu_script_passed(struct sgpu_script_ctx *ctx)
{
	ctx->res->expects_passed++;
}

bool sgpu_script_error(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                       const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	sgpu_script_vfail(ctx, SGPU_ERR_FORMAT, tok, fmt, ap);
	va_end(ap);
	return false;
}

bool sgpu_script_check(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok, bool ok,
                       const char *fmt, ...)
{
	if (ok)
		return true;
	/* First pass: the value may depend on a label not laid out yet. */
	if (ctx->stream && !sgpu_script_final_pass(ctx))
		return true;
	va_list ap;
	va_start(ap, fmt);
	sgpu_script_vfail(ctx, SGPU_ERR_FORMAT, tok, fmt, ap);
	va_end(ap);
	return false;
}

/* ------------------------------------------------------------------ output */

static void emit_line(struct sgpu_script_ctx *ctx, const char *line)
{
	if (ctx->opts->print) {
		ctx->opts->print(ctx->opts->print_user, line);
	} else {
		fputs(line, stdout);
		fputc('\n', stdout);
	}
}

void sgpu_script_print(struct sgpu_script_ctx *ctx, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n < sizeof(buf)) {
		emit_line(ctx, buf);
		return;
	}
	char *big = malloc((size_t)n + 1);
	if (!big) {
		emit_line(ctx, buf); /* truncated beats nothing */
		return;
	}
	va_start(ap, fmt);
	vsnprintf(big, (size_t)n + 1, fmt, ap);
	va_end(ap);
	emit_line(ctx, big);
	free(big);
}

/* ------------------------------------------------------------------ log and trace hooks */

static void copy_trunc(char *dst, size_t cap, const char *src)
{
	size_t n = src ? strlen(src) : 0;
	if (n >= cap)
		n = cap - 1;
	if (n)
		memcpy(dst, src, n);
	dst[n] = '\0';
}

static void log_print(void *user, sgpu_log_level level, const char *category, const char *message)
{
	struct sgpu_script_ctx *ctx = user;
	if (ctx->opts->log)
		ctx->opts->log(ctx->opts->log_user, level, category, message);
	else
		fprintf(stderr, "softgpu: %s: %s: %s\n", sgpu_log_level_name(level),
		        category ? category : "?", message ? message : "");
}

static void log_flush(struct sgpu_script_ctx *ctx);

static void log_hook(void *user, sgpu_log_level level, const char *category, const char *message)
{
	struct sgpu_script_ctx *ctx = user;
	if ((unsigned)level < SGPU_LOG_LEVEL_COUNT)
		ctx->log_levels[level]++;
	if (ctx->log_count < SGPU_SCRIPT_LOG_KEEP && !ctx->log)
		ctx->log = malloc(SGPU_SCRIPT_LOG_KEEP * sizeof(*ctx->log));
	struct sgpu_script_logrec *r = NULL;
	if (ctx->log && ctx->log_count < SGPU_SCRIPT_LOG_KEEP) {
		r = &ctx->log[ctx->log_count++];
		r->level = level;
		r->pending = false;
		r->expected = false;
		copy_trunc(r->category, sizeof(r->category), category);
		copy_trunc(r->message, sizeof(r->message), message);
	} else {
		ctx->log_overflow = true;
	}
	if (level > ctx->print_level)
		return;
	/* Past the kept messages nothing is held: what was held goes first,
	 * so that the order (and the folding of repeats) stays the log's. */
	if (!r)
		log_flush(ctx);
	if (!ctx->opts->log && r && level == SGPU_LOG_GUEST_ERROR &&
	    strlen(message ? message : "") < sizeof(r->message) - 1) {
		/* On stderr, held back until the window closes: a guest error the
		 * script expects ("expect log guest_error ...") is the test
		 * passing, and printed it would read like a failure. */
		r->pending = true;
		return;
	}
	sgpu_log_fold_put(&ctx->print_fold, level, category, message, log_print, ctx);
}

/* The held-back messages no passing "expect log" matched, in order. */
static void log_flush(struct sgpu_script_ctx *ctx)
{
	for (size_t i = 0; i < ctx->log_count; i++) {
		struct sgpu_script_logrec *r = &ctx->log[i];
		if (r->pending && !r->expected)
			sgpu_log_fold_put(&ctx->print_fold, r->level, r->category, r->message,
			                  log_print, ctx);
		r->pending = false;
	}
}

void sgpu_script_detach(struct sgpu_script_ctx *ctx)
{
	if (!ctx->dev)
		return;
	log_flush(ctx);
	sgpu_log_fold_flush(&ctx->print_fold, log_print, ctx);
	sgpu_device_destroy(ctx->dev);
	ctx->dev = NULL;
}

void sgpu_script_log_reset(struct sgpu_script_ctx *ctx)
{
	log_flush(ctx);
	ctx->log_count = 0;
	ctx->log_overflow = false;
	memset(ctx->log_levels, 0, sizeof(ctx->log_levels));
}

static void trace_hook(void *user, const struct sgpu_trace_event *ev)
{
	struct sgpu_script_ctx *ctx = user;
	char buf[256];
	size_t n = sgpu_trace_format(ev, buf, sizeof(buf));
	(void)n; /* a longer line is cut at the buffer: traces are for reading */
	sgpu_script_print(ctx, "%s", buf);
}

void sgpu_script_set_trace(struct sgpu_script_ctx *ctx, bool on)
{
	ctx->trace = on;
	if (ctx->dev)
		sgpu_set_trace_callback(ctx->dev, on ? trace_hook : NULL, ctx);
}

bool sgpu_script_attach(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok)
{
	/* $SOFTGPU_LOG (read by the device) limits what is printed, not what
	 * "expect log" sees */
	ctx->print_level = sgpu_get_log_level(ctx->dev);
	ctx->print_fold.limit = SGPU_LOG_REPEAT_LIMIT_DEFAULT;
	sgpu_set_log_level(ctx->dev, SGPU_LOG_DEBUG);
	sgpu_set_log_repeat_limit(ctx->dev, 0);
	sgpu_set_log_callback(ctx->dev, log_hook, ctx);
	sgpu_script_set_trace(ctx, ctx->trace);
	const char *debug = ctx->opts->debug;
	if (debug && *debug) {
		/* On top of $SOFTGPU_DEBUG, which the device read at creation. */
		const char *env = getenv("SOFTGPU_DEBUG");
		size_t el = env ? strlen(env) : 0, dl = strlen(debug);
		char *f = malloc(el + dl + 2);
		if (!f)
			return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, tok, "out of memory");
		if (el) {
			memcpy(f, env, el);
			f[el] = ',';
			memcpy(f + el + 1, debug, dl + 1);
		} else {
			memcpy(f, debug, dl + 1);
		}
		sgpu_status st = sgpu_set_log_filter(ctx->dev, f);
		free(f);
		if (st != SGPU_OK)
			return sgpu_script_fail(ctx, st, tok, "bad debug categories '%s': %s",
			                        debug, sgpu_strerror(st));
	}
	return true;
}

/* ------------------------------------------------------------------ running */

bool sgpu_script_run_src(struct sgpu_script_ctx *ctx, struct sgpu_script_src *src)
{
	struct sgpu_script_src *saved = ctx->src;
	const struct sgpu_script_tok *saved_tok = ctx->cur_tok;
	ctx->src = src;
	struct sgpu_script_line line;
	sgpu_script_line_init(&line);
	bool ok = true;
	for (;;) {
		bool eof;
		if (!sgpu_script_read_line(ctx, src, &line, &eof)) {
			ok = false;
			break;
		}
		if (eof)
			break;
		if (!sgpu_script_exec_line(ctx, &line) || ctx->status != SGPU_OK) {
			ok = false;
			break;
		}
	}
	sgpu_script_line_free(&line);
	ctx->src = saved;
	ctx->cur_tok = saved_tok;
	return ok && ctx->status == SGPU_OK;
}

static sgpu_status run_text(const char *name, char *dir, const char *text, size_t len,
                            const struct sgpu_script_options *opts, struct sgpu_script_result *res)
{
	struct sgpu_script_ctx ctx;
	memset(&ctx, 0, sizeof(ctx));
	ctx.opts = opts;
	ctx.res = res;
	ctx.run_cap = opts->max_budget ? opts->max_budget : UINT64_C(1) << 32;
	ctx.total_cap = ctx.run_cap;
	ctx.trace = opts->trace;

	struct sgpu_script_src src = {
	        .name = name,
	        .dir = dir,
	        .text = text,
	        .len = len,
	        .line = 1,
	};
	sgpu_script_run_src(&ctx, &src);

	sgpu_script_detach(&ctx);
	/* what the device logged while it was destroyed, held back */
	log_flush(&ctx);
	sgpu_log_fold_flush(&ctx.print_fold, log_print, &ctx);
	sgpu_script_vars_free(&ctx);
	free(ctx.log);
	free(ctx.surfaces);
	free(ctx.palettes);
	if (ctx.status == SGPU_OK)
		res->message[0] = '\0';
	return ctx.status;
}

static void set_message(struct sgpu_script_result *res, const char *fmt, ...)
        __attribute__((format(printf, 2, 3)));

static void set_message(struct sgpu_script_result *res, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(res->message, sizeof(res->message), fmt, ap);
	va_end(ap);
}

/* Both entry points accept NULL result and options: point them at local
 * storage, and clear the result. */
static void start_run(struct sgpu_script_result **result, struct sgpu_script_result *local,
                      const struct sgpu_script_options **opts, struct sgpu_script_options *defaults)
{
	if (!*result)
		*result = local;
	memset(*result, 0, sizeof(**result));
	if (!*opts) {
		sgpu_script_options_init(defaults);
		*opts = defaults;
	}
}

sgpu_status sgpu_script_run_buffer(const char *name, const char *text, size_t len,
                                   const struct sgpu_script_options *opts,
                                   struct sgpu_script_result *result)
{
	struct sgpu_script_result local;
	struct sgpu_script_options defaults;
	start_run(&result, &local, &opts, &defaults);
	if (!name)
		name = "<buffer>";
	if (!text && len) {
		set_message(result, "%s: no script text", name);
		return SGPU_ERR_INVALID_ARG;
	}
	const char *base = opts->base_dir ? opts->base_dir : "";
	char *dir = malloc(strlen(base) + 1);
	if (!dir) {
		set_message(result, "%s: out of memory", name);
		return SGPU_ERR_NO_MEMORY;
	}
	strcpy(dir, base);
	sgpu_status st = run_text(name, dir, text ? text : "", len, opts, result);
	free(dir);
	return st;
}

sgpu_status sgpu_script_run_file(const char *path, const struct sgpu_script_options *opts,
                                 struct sgpu_script_result *result)
{
	struct sgpu_script_result local;
	struct sgpu_script_options defaults;
	start_run(&result, &local, &opts, &defaults);
	if (!path) {
		set_message(result, "no script path");
		return SGPU_ERR_INVALID_ARG;
	}
	uint8_t *text;
	size_t len;
	char err[256] = "";
	sgpu_status st = sgpu_script_read_file(path, 0, UINT64_MAX, SGPU_SCRIPT_MAX_FILE, &text,
	                                       &len, err, sizeof(err));
	if (st != SGPU_OK) {
		set_message(result, "%s: cannot read: %s", path, err);
		return st == SGPU_ERR_NO_MEMORY ? st : SGPU_ERR_IO;
	}
	char *dir = opts->base_dir ? sgpu_script_path_join("", opts->base_dir)
	                           : sgpu_script_dirname(path);
	if (!dir) {
		free(text);
		set_message(result, "%s: out of memory", path);
		return SGPU_ERR_NO_MEMORY;
	}
	st = run_text(path, dir, (const char *)text, len, opts, result);
	free(dir);
	free(text);
	return st;
}
