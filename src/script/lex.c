/* Splitting .sgs text into logical lines of tokens (docs/script.md,
 * "Lines and tokens"). The input is untrusted: every path ends in a
 * reported error, never in a read past the buffer. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "script/priv.h"

#define NO_OFF SIZE_MAX

void sgpu_script_line_init(struct sgpu_script_line *l)
{
	memset(l, 0, sizeof(*l));
}

void sgpu_script_line_free(struct sgpu_script_line *l)
{
	free(l->toks);
	free(l->arena);
	free(l->text_off);
	free(l->key_off);
	memset(l, 0, sizeof(*l));
}

static bool is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

static bool is_ident_start(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool is_ident_char(char c)
{
	return is_ident_start(c) || (c >= '0' && c <= '9');
}

int sgpu_script_hex_digit(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static unsigned col_of(const struct sgpu_script_src *src, size_t pos)
{
	size_t col = pos - src->line_start + 1;
	return col > 0xffffffffu ? 0xffffffffu : (unsigned)col;
}

static bool lex_fail_at(struct sgpu_script_ctx *ctx, unsigned line, unsigned col, const char *fmt,
                        ...) __attribute__((format(printf, 4, 5)));

static bool lex_fail_at(struct sgpu_script_ctx *ctx, unsigned line, unsigned col, const char *fmt,
                        ...)
{
	struct sgpu_script_tok t = {.text = "", .line = line, .col = col, .key_col = col};
	va_list ap;
	va_start(ap, fmt);
	sgpu_script_vfail(ctx, SGPU_ERR_FORMAT, &t, fmt, ap);
	va_end(ap);
	return false;
}

/* A backslash that ends the physical line joins it with the next. */
static bool at_continuation(const struct sgpu_script_src *src, size_t p)
{
	if (p >= src->len || src->text[p] != '\\')
		return false;
	p++;
	if (p < src->len && src->text[p] == '\r')
		p++;
	return p >= src->len || src->text[p] == '\n';
}

static void newline(struct sgpu_script_src *src)
{
	src->pos++;
	src->line++;
	src->line_start = src->pos;
}

static void skip_continuation(struct sgpu_script_src *src)
{
	src->pos++; /* the backslash */
	if (src->pos < src->len && src->text[src->pos] == '\r')
		src->pos++;
	if (src->pos < src->len && src->text[src->pos] == '\n')
		newline(src);
}

static bool arena_put(struct sgpu_script_ctx *ctx, struct sgpu_script_src *src,
                      struct sgpu_script_line *l, char c)
{
	if (l->arena_len >= l->arena_cap) {
		if (l->arena_cap >= SGPU_SCRIPT_MAX_LINE)
			return lex_fail_at(ctx, src->line, col_of(src, src->pos),
			                   "line too long (more than %u bytes of tokens)",
			                   SGPU_SCRIPT_MAX_LINE);
		size_t cap = l->arena_cap ? l->arena_cap * 2 : 256;
		char *p = realloc(l->arena, cap);
		if (!p)
			return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, NULL, "out of memory");
		l->arena = p;
		l->arena_cap = cap;
	}
	l->arena[l->arena_len++] = c;
	return true;
}

static bool new_token(struct sgpu_script_ctx *ctx, struct sgpu_script_src *src,
                      struct sgpu_script_line *l)
{
	if (l->count >= l->cap) {
		if (l->cap >= SGPU_SCRIPT_MAX_TOKENS)
			return lex_fail_at(ctx, src->line, col_of(src, src->pos),
			                   "too many tokens on one line (more than %u)",
			                   SGPU_SCRIPT_MAX_TOKENS);
		size_t cap = l->cap ? l->cap * 2 : 16;
		struct sgpu_script_tok *t = realloc(l->toks, cap * sizeof(*t));
		if (!t)
			return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, NULL, "out of memory");
		l->toks = t;
		size_t *o = realloc(l->text_off, cap * sizeof(*o));
		if (!o)
			return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, NULL, "out of memory");
		l->text_off = o;
		o = realloc(l->key_off, cap * sizeof(*o));
		if (!o)
			return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, NULL, "out of memory");
		l->key_off = o;
		l->cap = cap;
	}
	size_t i = l->count++;
	memset(&l->toks[i], 0, sizeof(l->toks[i]));
	l->toks[i].line = src->line;
	l->toks[i].col = l->toks[i].key_col = col_of(src, src->pos);
	l->text_off[i] = l->arena_len;
	l->key_off[i] = NO_OFF;
	return true;
}

/* src->pos is at the opening quote; appends the decoded text and a NUL. */
static bool lex_string(struct sgpu_script_ctx *ctx, struct sgpu_script_src *src,
                       struct sgpu_script_line *l)
{
	unsigned open_line = src->line, open_col = col_of(src, src->pos);
	src->pos++;
	for (;;) {
		if (src->pos >= src->len || src->text[src->pos] == '\n')
			return lex_fail_at(ctx, open_line, open_col, "unterminated string");
		char c = src->text[src->pos];
		if (c == '"') {
			src->pos++;
			break;
		}
		if (c == '\0')
			return lex_fail_at(ctx, src->line, col_of(src, src->pos),
			                   "NUL byte in script");
		if (c != '\\') {
			if (!arena_put(ctx, src, l, c))
				return false;
			src->pos++;
			continue;
		}
		unsigned esc_col = col_of(src, src->pos);
		if (src->pos + 1 >= src->len || src->text[src->pos + 1] == '\n')
			return lex_fail_at(ctx, open_line, open_col, "unterminated string");
		char e = src->text[src->pos + 1];
		char v;
		size_t adv = 2;
		switch (e) {
		case '"': v = '"'; break;
		case '\\': v = '\\'; break;
		case 'n': v = '\n'; break;
		case 't': v = '\t'; break;
		case 'x': {
			int hi = src->pos + 2 < src->len
			                 ? sgpu_script_hex_digit(src->text[src->pos + 2])
			                 : -1;
			int lo = src->pos + 3 < src->len
			                 ? sgpu_script_hex_digit(src->text[src->pos + 3])
			                 : -1;
			if (hi < 0 || lo < 0)
				return lex_fail_at(ctx, src->line, esc_col,
				                   "\\x needs two hex digits");
			if (hi == 0 && lo == 0)
				return lex_fail_at(ctx, src->line, esc_col,
				                   "\\x00 is not allowed in strings");
			v = (char)(hi << 4 | lo);
			adv = 4;
			break;
		}
		default:
			if ((unsigned char)e >= 0x20 && (unsigned char)e < 0x7f)
				return lex_fail_at(ctx, src->line, esc_col, "unknown escape '\\%c'",
				                   e);
			return lex_fail_at(ctx, src->line, esc_col, "unknown escape '\\x%02x'",
			                   (unsigned char)e);
		}
		if (!arena_put(ctx, src, l, v))
			return false;
		src->pos += adv;
	}
	if (!arena_put(ctx, src, l, '\0'))
		return false;
	/* "abc"def is almost certainly a missing space or quote. */
	if (src->pos < src->len) {
		char c = src->text[src->pos];
		if (!is_space(c) && c != '\n' && c != '#' && !at_continuation(src, src->pos))
			return lex_fail_at(ctx, src->line, col_of(src, src->pos),
			                   "unexpected character after string");
	}
	return true;
}

/* The text of token i so far is an identifier followed by '=': a key. */
static bool is_key_prefix(const struct sgpu_script_line *l, size_t i)
{
	const char *s = l->arena + l->text_off[i];
	size_t n = l->arena_len - l->text_off[i];
	if (n < 2 || s[n - 1] != '=' || !is_ident_start(s[0]))
		return false;
	for (size_t k = 1; k + 1 < n; k++)
		if (!is_ident_char(s[k]))
			return false;
	return true;
}

static bool lex_token(struct sgpu_script_ctx *ctx, struct sgpu_script_src *src,
                      struct sgpu_script_line *l)
{
	if (!new_token(ctx, src, l))
		return false;
	size_t i = l->count - 1;
	struct sgpu_script_tok *t = &l->toks[i];
	if (src->text[src->pos] == '"') {
		t->quoted = true;
		return lex_string(ctx, src, l);
	}
	unsigned depth = 0, open_line = 0, open_col = 0;
	for (;;) {
		if (src->pos >= src->len)
			break;
		char c = src->text[src->pos];
		if (c == '\n' || c == '#')
			break;
		if (is_space(c) || at_continuation(src, src->pos)) {
			if (depth == 0)
				break;
			/* Whitespace (and line joins) inside parentheses belong to the
			 * expression. */
			if (c == '\\')
				skip_continuation(src);
			else
				src->pos++;
			if (!arena_put(ctx, src, l, ' '))
				return false;
			continue;
		}
		if (c == '\0')
			return lex_fail_at(ctx, src->line, col_of(src, src->pos),
			                   "NUL byte in script");
		if (c == '"') {
			if (depth == 0 && is_key_prefix(l, i)) {
				/* key="string": the key is what precedes the '='. */
				l->key_off[i] = l->text_off[i];
				l->arena[l->arena_len - 1] = '\0';
				l->text_off[i] = l->arena_len;
				t = &l->toks[i];
				t->col = col_of(src, src->pos);
				t->quoted = true;
				return lex_string(ctx, src, l);
			}
			return lex_fail_at(ctx, src->line, col_of(src, src->pos),
			                   "unexpected '\"' inside a token");
		}
		if (c == '(') {
			if (depth == 0) {
				open_line = src->line;
				open_col = col_of(src, src->pos);
			}
			if (depth >= SGPU_SCRIPT_MAX_EXPR_DEPTH)
				return lex_fail_at(ctx, src->line, col_of(src, src->pos),
				                   "parentheses nested too deeply (limit %u)",
				                   SGPU_SCRIPT_MAX_EXPR_DEPTH);
			depth++;
		} else if (c == ')') {
			if (depth == 0)
				return lex_fail_at(ctx, src->line, col_of(src, src->pos),
				                   "unbalanced ')'");
			depth--;
		}
		if (!arena_put(ctx, src, l, c))
			return false;
		src->pos++;
	}
	if (depth > 0)
		return lex_fail_at(ctx, open_line, open_col, "unclosed '('");
	if (!arena_put(ctx, src, l, '\0'))
		return false;

	/* key=value, but not comparisons such as a==b. */
	const char *s = l->arena + l->text_off[i];
	if (is_ident_start(s[0])) {
		size_t k = 1;
		while (is_ident_char(s[k]))
			k++;
		if (s[k] == '=' && s[k + 1] != '=') {
			t = &l->toks[i];
			if (s[k + 1] == '\0')
				return lex_fail_at(ctx, t->line, t->key_col + (unsigned)k + 1,
				                   "missing value after '%.*s='", (int)k, s);
			l->arena[l->text_off[i] + k] = '\0';
			l->key_off[i] = l->text_off[i];
			l->text_off[i] += k + 1;
			t->col = t->key_col + (unsigned)k + 1;
		}
	}
	return true;
}

static void finish_line(struct sgpu_script_line *l)
{
	for (size_t i = 0; i < l->count; i++) {
		struct sgpu_script_tok *t = &l->toks[i];
		t->text = l->arena + l->text_off[i];
		t->len = strlen(t->text);
		t->key = l->key_off[i] == NO_OFF ? NULL : l->arena + l->key_off[i];
	}
	l->line = l->toks[0].line;
}

/* The script's total of text and lines read (stream blocks twice). */
static bool count_work(struct sgpu_script_ctx *ctx, const struct sgpu_script_src *src, size_t bytes)
{
	ctx->text_read += bytes;
	if (bytes)
		ctx->lines_read++;
	if (ctx->text_read > SGPU_SCRIPT_MAX_TEXT_TOTAL)
		return lex_fail_at(ctx, src->line, col_of(src, src->pos),
		                   "the script reads more than %" PRIu64
		                   " MiB of text in all (includes and both passes of stream "
		                   "blocks counted)",
		                   SGPU_SCRIPT_MAX_TEXT_TOTAL >> 20);
	if (ctx->lines_read > SGPU_SCRIPT_MAX_LINES_TOTAL)
		return lex_fail_at(ctx, src->line, col_of(src, src->pos),
		                   "the script reads more than %" PRIu64
		                   " lines in all (includes and both passes of stream blocks "
		                   "counted)",
		                   SGPU_SCRIPT_MAX_LINES_TOTAL);
	return true;
}

bool sgpu_script_read_line(struct sgpu_script_ctx *ctx, struct sgpu_script_src *src,
                           struct sgpu_script_line *l, bool *eof)
{
	l->count = 0;
	l->arena_len = 0;
	*eof = false;
	/* A UTF-8 byte order mark, as some editors write, is not part of the
	 * first line (columns count from after it). */
	if (src->pos == 0 && src->len >= 3 && memcmp(src->text, "\xef\xbb\xbf", 3) == 0)
		src->pos = src->line_start = 3;
	size_t start = src->pos;
	if (!count_work(ctx, src, 0))
		return false;
	for (;;) {
		if (src->pos >= src->len) {
			if (l->count)
				break;
			*eof = true;
			return count_work(ctx, src, src->pos - start);
		}
		char c = src->text[src->pos];
		if (c == '\n') {
			newline(src);
			if (l->count)
				break;
			continue;
		}
		if (is_space(c)) {
			src->pos++;
			continue;
		}
		if (c == '#') {
			while (src->pos < src->len && src->text[src->pos] != '\n')
				src->pos++;
			continue;
		}
		if (at_continuation(src, src->pos)) {
			skip_continuation(src);
			continue;
		}
		if (!lex_token(ctx, src, l))
			return false;
	}
	finish_line(l);
	return count_work(ctx, src, src->pos - start);
}

bool sgpu_script_line_copy(struct sgpu_script_line *dst, const struct sgpu_script_line *src)
{
	sgpu_script_line_init(dst);
	dst->toks = malloc((src->count ? src->count : 1) * sizeof(*dst->toks));
	dst->arena = malloc(src->arena_len ? src->arena_len : 1);
	if (!dst->toks || !dst->arena) {
		sgpu_script_line_free(dst);
		return false;
	}
	memcpy(dst->arena, src->arena, src->arena_len);
	dst->arena_len = dst->arena_cap = src->arena_len;
	dst->count = dst->cap = src->count;
	dst->line = src->line;
	for (size_t i = 0; i < src->count; i++) {
		dst->toks[i] = src->toks[i];
		dst->toks[i].text = dst->arena + (src->toks[i].text - src->arena);
		if (src->toks[i].key)
			dst->toks[i].key = dst->arena + (src->toks[i].key - src->arena);
	}
	return true;
}
