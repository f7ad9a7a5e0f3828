/* "stream SPACE ADDR" ... "end": a two-pass assembler of 32-bit command
 * words into guest memory, extended by the dialects of dialects.c
 * (docs/script.md, "Command streams"). Pass 1 lays the block out with
 * forward labels at 0; pass 2 encodes with every label known and writes
 * each line's words. A line must emit as many words in both passes. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "script/priv.h"

#define MAX_ALIGN (1u << 20)

/* ------------------------------------------------------------------ helpers for dialects */

uint64_t sgpu_script_here(const struct sgpu_script_ctx *ctx)
{
	const struct sgpu_script_stream *st = ctx->stream;
	return st ? st->here + 4 * (uint64_t)st->nwords : 0;
}

sgpu_space sgpu_script_stream_space(const struct sgpu_script_ctx *ctx)
{
	return ctx->stream ? ctx->stream->space : SGPU_SPACE_VRAM;
}

bool sgpu_script_final_pass(const struct sgpu_script_ctx *ctx)
{
	return !ctx->stream || ctx->stream->pass == 2;
}

sgpu_device *sgpu_script_device(struct sgpu_script_ctx *ctx)
{
	return ctx->dev;
}

void *sgpu_script_dialect_state(struct sgpu_script_ctx *ctx)
{
	struct sgpu_script_stream *st = ctx->stream;
	if (!st || !st->dialect || !st->dialect->state_size)
		return NULL;
	for (size_t i = 0; sgpu_script_dialects[i]; i++)
		if (sgpu_script_dialects[i] == st->dialect)
			return st->dialect_state[i];
	return NULL;
}

bool sgpu_script_emit(struct sgpu_script_ctx *ctx, uint32_t word)
{
	struct sgpu_script_stream *st = ctx->stream;
	if (!st)
		return sgpu_script_fail(ctx, SGPU_ERR_INTERNAL, NULL,
		                        "internal error: a word emitted outside a stream block");
	if (++ctx->words_emitted > SGPU_SCRIPT_MAX_WORDS_TOTAL)
		return sgpu_script_fail(ctx, SGPU_ERR_OUT_OF_RANGE, st->line_tok,
		                        "the script emits more than %" PRIu64
		                        " stream words in all (both passes counted)",
		                        SGPU_SCRIPT_MAX_WORDS_TOTAL);
	if (st->nwords >= st->words_cap) {
		size_t cap = st->words_cap ? st->words_cap * 2 : 64;
		uint32_t *w = realloc(st->words, cap * sizeof(*w));
		if (!w)
			return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, st->line_tok,
			                        "out of memory");
		st->words = w;
		st->words_cap = cap;
	}
	st->words[st->nwords++] = word;
	return true;
}

bool sgpu_script_args(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                      const struct sgpu_script_tok *args, size_t nargs, size_t min, size_t max,
                      const char *usage)
{
	for (size_t i = 0; i < nargs; i++)
		if (args[i].key) {
			struct sgpu_script_tok kt = args[i];
			kt.col = kt.key_col;
			return sgpu_script_error(ctx, &kt, "unknown option '%s' (usage: %s)",
			                         args[i].key, usage);
		}
	if (nargs < min)
		return sgpu_script_error(ctx, dtok, "missing arguments (usage: %s)", usage);
	if (nargs > max && max >= 8) /* a list of values: say how long it may be */
		return sgpu_script_error(ctx, &args[max],
		                         "too many arguments (%zu; at most %zu) (usage: %s)", nargs,
		                         max, usage);
	if (nargs > max)
		return sgpu_script_error(ctx, &args[max], "unexpected argument (usage: %s)", usage);
	return true;
}

static bool find_region(sgpu_device *dev, const char *name, struct sgpu_mmio_region_info *out)
{
	for (size_t i = 0;; i++) {
		struct sgpu_mmio_region_info info;
		if (sgpu_mmio_region_get(dev, i, &info) != SGPU_OK)
			return false;
		if (info.name && strcasecmp(info.name, name) == 0) {
			*out = info;
			return true;
		}
		if (i > 100000)
			return false; /* a broken region table must not hang us */
	}
}

static bool is_name_token(const char *s)
{
	if (!((s[0] >= 'a' && s[0] <= 'z') || (s[0] >= 'A' && s[0] <= 'Z') || s[0] == '_'))
		return false;
	for (size_t i = 1; s[i]; i++) {
		char c = s[i];
		if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
		      c == '_' || c == '.'))
			return false;
	}
	return true;
}

bool sgpu_script_region_reg(struct sgpu_script_ctx *ctx, const char *region,
                            const struct sgpu_script_tok *tok, uint32_t *offset)
{
	struct sgpu_mmio_region_info info = {0};
	bool have = ctx->dev && find_region(ctx->dev, region, &info);
	if (!tok->quoted && is_name_token(tok->text) && strlen(tok->text) < 200 && ctx->dev) {
		uint32_t addr;
		char full[256];
		bool dotted = strchr(tok->text, '.') != NULL;
		if (dotted)
			snprintf(full, sizeof(full), "%s", tok->text);
		else
			snprintf(full, sizeof(full), "%s.%s", region, tok->text);
		if (sgpu_mmio_lookup(ctx->dev, full, &addr) == SGPU_OK) {
			if (!have || addr < info.base || addr - info.base >= info.size)
				return sgpu_script_error(ctx, tok, "register '%s' is not in %s",
				                         tok->text, region);
			*offset = addr - info.base;
			return true;
		}
		if (dotted)
			return sgpu_script_error(ctx, tok, "unknown register '%s'", tok->text);
		/* Not a register: maybe a variable; evaluate it below. */
		uint64_t dummy;
		if (!sgpu_script_var_get(ctx, tok->text, &dummy) && !ctx->lenient)
			return sgpu_script_error(ctx, tok, "unknown %s register '%s'", region,
			                         tok->text);
	}
	uint64_t v;
	if (!sgpu_script_eval(ctx, tok, &v))
		return false;
	uint64_t size = have ? info.size : UINT64_C(1) << 32;
	*offset = (uint32_t)v;
	return sgpu_script_check(ctx, tok, v < size && v % 4 == 0,
	                         "%s register offset 0x%" PRIx64
	                         " is not a 4-aligned offset below 0x%" PRIx64,
	                         region, v, size);
}

const struct sgpu_script_dialect *sgpu_script_dialect_find(const char *word, const char **op)
{
	const char *dot = strchr(word, '.');
	if (!dot || !dot[1])
		return NULL;
	size_t n = (size_t)(dot - word);
	for (size_t i = 0; sgpu_script_dialects[i]; i++) {
		const struct sgpu_script_dialect *d = sgpu_script_dialects[i];
		if (strlen(d->name) == n && strncmp(d->name, word, n) == 0) {
			*op = dot + 1;
			return d;
		}
	}
	return NULL;
}

/* ------------------------------------------------------------------ assembling */

static size_t dialect_count(void)
{
	size_t n = 0;
	while (sgpu_script_dialects[n])
		n++;
	return n;
}

static bool directive(struct sgpu_script_ctx *ctx, struct sgpu_script_stream *st,
                      const struct sgpu_script_tok *toks, size_t n)
{
	const struct sgpu_script_tok *t = &toks[0];
	if (t->quoted || t->key) {
		struct sgpu_script_tok kt = *t;
		kt.col = kt.key_col;
		return sgpu_script_error(ctx, &kt, "expected a stream directive");
	}
	if (strcmp(t->text, "word") == 0) {
		if (!sgpu_script_args(ctx, t, toks + 1, n - 1, 1, SIZE_MAX, "word VALUE..."))
			return false;
		for (size_t i = 1; i < n; i++) {
			uint32_t w;
			if (!sgpu_script_eval_u32(ctx, &toks[i], &w) || !sgpu_script_emit(ctx, w))
				return false;
		}
		return true;
	}
	if (strcmp(t->text, "align") == 0) {
		if (!sgpu_script_args(ctx, t, toks + 1, n - 1, 1, 1, "align BYTES"))
			return false;
		/* The layout depends on it: no forward labels here, in any pass. */
		bool lenient = ctx->lenient;
		ctx->lenient = false;
		uint64_t a;
		bool ok = sgpu_script_eval(ctx, &toks[1], &a);
		ctx->lenient = lenient;
		if (!ok)
			return false;
		if (a < 4 || a > MAX_ALIGN || (a & (a - 1)))
			return sgpu_script_error(ctx, &toks[1],
			                         "align %" PRIu64
			                         ": must be a power of two from 4 to %u",
			                         a, MAX_ALIGN);
		while (sgpu_script_here(ctx) & (a - 1))
			if (!sgpu_script_emit(ctx, 0))
				return false;
		return true;
	}
	const char *op;
	const struct sgpu_script_dialect *d = sgpu_script_dialect_find(t->text, &op);
	if (!d) {
		char list[128] = "";
		size_t k = 0;
		for (size_t i = 0; sgpu_script_dialects[i] && k < sizeof(list); i++)
			k += (size_t)snprintf(list + k, sizeof(list) - k, ", %s.*",
			                      sgpu_script_dialects[i]->name);
		return sgpu_script_error(ctx, t,
		                         "unknown stream directive '%s' (LABEL:, word, align%s)",
		                         t->text, list);
	}
	for (size_t i = 0; sgpu_script_dialects[i]; i++) {
		if (sgpu_script_dialects[i] != d || !d->state_size || st->dialect_state[i])
			continue;
		st->dialect_state[i] = calloc(1, d->state_size);
		if (!st->dialect_state[i])
			return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, t, "out of memory");
	}
	st->dialect = d;
	bool ok = d->directive(ctx, op, t, toks + 1, n - 1);
	st->dialect = NULL;
	if (!ok && ctx->status == SGPU_OK)
		return sgpu_script_fail(ctx, SGPU_ERR_INTERNAL, t,
		                        "internal error: '%s' failed without a message", t->text);
	return ok && ctx->status == SGPU_OK;
}

static bool stream_line(struct sgpu_script_ctx *ctx, struct sgpu_script_stream *st,
                        const struct sgpu_script_line *line, unsigned block)
{
	const struct sgpu_script_tok *t = &line->toks[0];
	size_t first = 0;
	st->line_tok = t;
	ctx->cur_tok = t;
	if (!t->quoted && !t->key && t->len > 1 && t->text[t->len - 1] == ':') {
		char name[256];
		if (t->len - 1 >= sizeof(name))
			return sgpu_script_error(ctx, t,
			                         "label name too long (%zu characters, limit %zu)",
			                         t->len - 1, sizeof(name) - 1);
		memcpy(name, t->text, t->len - 1);
		name[t->len - 1] = '\0';
		if (!sgpu_script_is_ident(name))
			return sgpu_script_name_ok(ctx, t, name, "label", sizeof(name) - 1) &&
			       sgpu_script_error(ctx, t, "bad label name '%s'", name);
		if (!sgpu_script_label_set(ctx, t, name, sgpu_script_here(ctx), block))
			return false;
		first = 1;
	}
	if (first >= line->count)
		return true;
	return directive(ctx, st, line->toks + first, line->count - first);
}

/* The next line of the block, read again from the script text in each
 * pass (the block is not kept: a 60 MB block of tokens would take
 * gigabytes as parsed lines); *end at its "end" line. */
static bool block_line(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a,
                       struct sgpu_script_line *line, bool *end)
{
	bool eof;
	*end = false;
	if (!sgpu_script_read_line(ctx, ctx->src, line, &eof))
		return false;
	if (eof)
		return sgpu_script_error(ctx, a->cmd, "'stream' block is not closed by 'end'");
	const struct sgpu_script_tok *t0 = &line->toks[0];
	if (!t0->quoted && !t0->key && strcmp(t0->text, "end") == 0) {
		if (line->count > 1)
			return sgpu_script_error(ctx, &line->toks[1],
			                         "unexpected argument after 'end'");
		*end = true;
		return true;
	}
	if (!t0->quoted && !t0->key && strcmp(t0->text, "stream") == 0)
		return sgpu_script_error(ctx, t0, "'stream' blocks cannot nest (missing 'end'?)");
	return true;
}

static bool assemble(struct sgpu_script_ctx *ctx, struct sgpu_script_stream *st,
                     const struct sgpu_script_args *a)
{
	unsigned block = ++ctx->blocks;
	size_t nd = dialect_count();
	/* Where the block's text starts: each pass reads it from there. */
	struct sgpu_script_src *src = ctx->src;
	size_t pos = src->pos, line_start = src->line_start;
	unsigned line_no = src->line;
	uint32_t *counts = NULL; /* words of each line in pass 1 */
	size_t n = 0, cap = 0;
	struct sgpu_script_line line;
	sgpu_script_line_init(&line);
	bool ok = true;
	for (int pass = 1; pass <= 2 && ok; pass++) {
		st->pass = pass;
		st->here = st->base;
		ctx->lenient = pass == 1;
		src->pos = pos;
		src->line_start = line_start;
		src->line = line_no;
		for (size_t i = 0; i < nd; i++)
			if (st->dialect_state[i])
				memset(st->dialect_state[i], 0,
				       sgpu_script_dialects[i]->state_size);
		for (size_t i = 0;; i++) {
			bool end;
			if (!(ok = block_line(ctx, a, &line, &end)) || end)
				break;
			if (pass == 1 && i >= SGPU_SCRIPT_MAX_STREAM_LINES) {
				ok = sgpu_script_error(ctx, &line.toks[0],
				                       "stream block too long (limit %u lines)",
				                       SGPU_SCRIPT_MAX_STREAM_LINES);
				break;
			}
			if (pass == 1 && i >= cap) {
				size_t nc = cap ? cap * 2 : 64;
				uint32_t *c = realloc(counts, nc * sizeof(*c));
				if (!c) {
					ok = sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY,
					                      &line.toks[0], "out of memory");
					break;
				}
				counts = c;
				cap = nc;
			}
			st->nwords = 0;
			if (!(ok = stream_line(ctx, st, &line, block)))
				break;
			const struct sgpu_script_tok *t = st->line_tok;
			if (pass == 1) {
				counts[i] = (uint32_t)st->nwords;
				n = i + 1;
			} else if (i >= n || counts[i] != st->nwords) {
				ok = sgpu_script_fail(
				        ctx, SGPU_ERR_INTERNAL, t,
				        "internal error: this line emitted %zu words in the "
				        "first pass and %zu in the second",
				        i < n ? (size_t)counts[i] : (size_t)0, st->nwords);
				break;
			}
			uint64_t bytes = 4 * (uint64_t)st->nwords;
			if (st->here + bytes < st->here) {
				ok = sgpu_script_fail(
				        ctx, SGPU_ERR_OUT_OF_RANGE, t,
				        "stream runs past the end of the address space");
				break;
			}
			/* Checked in the first pass too (the layout does not depend on
			 * values), so a block cannot grow without bound before failing. */
			if (st->nwords &&
			    !(ok = sgpu_script_range(ctx, t, st->space, st->here, bytes)))
				break;
			if (pass == 2 && st->nwords) {
				/* Little-endian words whatever the host. */
				uint8_t *b = (uint8_t *)st->words;
				for (size_t k = 0; k < st->nwords; k++) {
					uint32_t w = st->words[k];
					b[4 * k] = (uint8_t)w;
					b[4 * k + 1] = (uint8_t)(w >> 8);
					b[4 * k + 2] = (uint8_t)(w >> 16);
					b[4 * k + 3] = (uint8_t)(w >> 24);
				}
				sgpu_status s = sgpu_mem_write(ctx->dev, st->space, st->here, b,
				                               (size_t)bytes);
				if (s != SGPU_OK) {
					ok = sgpu_script_fail(ctx, s, t, "stream write failed: %s",
					                      sgpu_strerror(s));
					break;
				}
			}
			st->here += bytes;
		}
	}
	sgpu_script_line_free(&line);
	free(counts);
	return ok;
}

bool sgpu_script_cmd_stream(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	sgpu_space space;
	uint64_t base;
	if (!sgpu_script_space(ctx, a->pos[0], &space) || !sgpu_script_eval(ctx, a->pos[1], &base))
		return false;
	if (base % 4)
		return sgpu_script_error(ctx, a->pos[1],
		                         "stream address 0x%" PRIx64 " is not aligned to 4", base);
	size_t nd = dialect_count();
	struct sgpu_script_stream st;
	memset(&st, 0, sizeof(st));
	st.space = space;
	st.base = base;
	st.dialect_state = calloc(nd ? nd : 1, sizeof(void *));
	bool ok = st.dialect_state != NULL;
	if (!ok) {
		sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, a->cmd, "out of memory");
	} else {
		ctx->stream = &st;
		ok = assemble(ctx, &st, a);
		ctx->stream = NULL;
		ctx->lenient = false;
		ctx->cur_tok = a->cmd;
	}
	if (ok)
		ok = sgpu_script_var_set(ctx, a->cmd, "stream_end", st.here);
	if (st.dialect_state)
		for (size_t i = 0; i < nd; i++)
			free(st.dialect_state[i]);
	free(st.dialect_state);
	free(st.words);
	return ok;
}
