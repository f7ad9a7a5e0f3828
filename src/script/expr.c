/* Numbers, expressions and variables of .sgs scripts (docs/script.md,
 * "Numbers and expressions"). Arithmetic is uint64 and wraps; the only
 * arithmetic errors are division by zero and shifts of 64 or more, which
 * the first pass of a stream block forgives (its values may still be
 * placeholders for forward labels). */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "script/priv.h"

#define NAME_MAX_LEN 255

struct ex {
	struct sgpu_script_ctx *ctx;
	const struct sgpu_script_tok *tok; /* the first token */
	const char *s;
	size_t p;
	/* An expression spread over several tokens ("let x = a + b") is
	 * evaluated joined by single spaces; starts[i] is where toks[i] begins
	 * in s, so an error maps back to its own token's column. */
	const struct sgpu_script_tok *toks;
	const size_t *starts;
	size_t ntoks;
};

enum ex_op {
	OP_LOR,
	OP_LAND,
	OP_OR,
	OP_XOR,
	OP_AND,
	OP_EQ,
	OP_NE,
	OP_LT,
	OP_LE,
	OP_GT,
	OP_GE,
	OP_SHL,
	OP_SHR,
	OP_ADD,
	OP_SUB,
	OP_MUL,
	OP_DIV,
	OP_MOD,
};

static bool is_ident_start(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static bool is_ident_char(char c)
{
	return is_ident_start(c) || (c >= '0' && c <= '9');
}

bool sgpu_script_is_ident(const char *s)
{
	if (!s || !is_ident_start(s[0]))
		return false;
	for (size_t i = 1; s[i]; i++)
		if (!is_ident_char(s[i]))
			return false;
	return strlen(s) <= NAME_MAX_LEN;
}

bool sgpu_script_name_ok(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                         const char *name, const char *what, size_t max)
{
	size_t n = strlen(name);
	if (max > NAME_MAX_LEN)
		max = NAME_MAX_LEN;
	if (tok->quoted)
		return sgpu_script_error(ctx, tok,
		                         "bad %s name: a \"string\" (a bare name is "
		                         "a letter or '_', then letters, digits or '_')",
		                         what);
	if (!n || !is_ident_start(name[0]))
		return sgpu_script_error(ctx, tok,
		                         "bad %s name '%s': it must start with a letter or '_'",
		                         what, name);
	for (size_t i = 1; i < n; i++)
		if (!is_ident_char(name[i]))
			return sgpu_script_error(ctx, tok,
			                         "bad %s name '%s': '%c' at character %zu (names "
			                         "are letters, digits and '_')",
			                         what, name, name[i], i + 1);
	if (n > max)
		return sgpu_script_error(ctx, tok, "%s name too long (%zu characters, limit %zu)",
		                         what, n, max);
	return true;
}

static bool ex_fail(struct ex *e, size_t at, const char *fmt, ...)
        __attribute__((format(printf, 3, 4)));

static bool ex_fail(struct ex *e, size_t at, const char *fmt, ...)
{
	struct sgpu_script_tok t = *e->tok;
	size_t base = 0;
	for (size_t i = 1; i < e->ntoks; i++)
		if (at >= e->starts[i]) {
			t = e->toks[i];
			base = e->starts[i];
		}
	size_t col = (size_t)t.col + (at - base);
	t.col = col > 0xffffffffu ? 0xffffffffu : (unsigned)col;
	va_list ap;
	va_start(ap, fmt);
	sgpu_script_vfail(e->ctx, SGPU_ERR_FORMAT, &t, fmt, ap);
	va_end(ap);
	return false;
}

static void skip_ws(struct ex *e)
{
	while (e->s[e->p] == ' ' || e->s[e->p] == '\t')
		e->p++;
}

static int digit_value(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'Z')
		return c - 'A' + 10;
	return 99;
}

/* A number: the whole run of [0-9A-Za-z_] must be one, so "12ab" is an
 * error rather than 12 followed by junk. */
static bool parse_number(struct ex *e, uint64_t *out)
{
	size_t start = e->p, end = e->p;
	while (is_ident_char(e->s[end]))
		end++;
	const char *w = e->s + start;
	size_t n = end - start;
	unsigned base = 10;
	size_t i = 0;
	if (n >= 2 && w[0] == '0') {
		char b = w[1];
		if (b == 'x' || b == 'X')
			base = 16;
		else if (b == 'b' || b == 'B')
			base = 2;
		else if (b == 'o' || b == 'O')
			base = 8;
		if (base != 10)
			i = 2;
	}
	unsigned shift = 0;
	size_t body_end = n;
	if (n > i && (w[n - 1] == 'K' || w[n - 1] == 'M' || w[n - 1] == 'G')) {
		shift = w[n - 1] == 'K' ? 10 : w[n - 1] == 'M' ? 20 : 30;
		body_end = n - 1;
	}
	uint64_t v = 0;
	unsigned digits = 0;
	for (; i < body_end; i++) {
		if (w[i] == '_')
			continue;
		unsigned d = (unsigned)digit_value(w[i]);
		if (d >= base)
			return ex_fail(e, start, "bad number '%.*s'", (int)(n > 40 ? 40 : n), w);
		if (v > (UINT64_MAX - d) / base)
			return ex_fail(e, start, "number '%.*s' is too large for 64 bits",
			               (int)(n > 40 ? 40 : n), w);
		v = v * base + d;
		digits++;
	}
	if (!digits)
		return ex_fail(e, start, "bad number '%.*s'", (int)(n > 40 ? 40 : n), w);
	if (shift && v > (UINT64_MAX >> shift))
		return ex_fail(e, start, "number '%.*s' is too large for 64 bits",
		               (int)(n > 40 ? 40 : n), w);
	*out = v << shift;
	e->p = end;
	return true;
}

static bool parse_name(struct ex *e, uint64_t *out)
{
	size_t start = e->p, end = e->p + 1;
	bool dotted = false;
	for (;;) {
		while (is_ident_char(e->s[end]))
			end++;
		if (e->s[end] == '.' && is_ident_char(e->s[end + 1])) {
			dotted = true;
			end++;
			continue;
		}
		break;
	}
	size_t n = end - start;
	if (n > NAME_MAX_LEN)
		return ex_fail(e, start, "name too long (%zu characters, limit %u)", n,
		               NAME_MAX_LEN);
	char name[NAME_MAX_LEN + 1];
	memcpy(name, e->s + start, n);
	name[n] = '\0';
	e->p = end;
	if (dotted) {
		/* UNIT.REG: an MMIO register address. */
		uint32_t addr;
		if (!e->ctx->dev)
			return ex_fail(e, start,
			               "register '%s' needs a device (no 'chip' line yet)", name);
		if (sgpu_mmio_lookup(e->ctx->dev, name, &addr) != SGPU_OK)
			return ex_fail(e, start, "unknown register '%s'", name);
		*out = addr;
		return true;
	}
	if (sgpu_script_var_get(e->ctx, name, out))
		return true;
	if (e->ctx->lenient) {
		*out = 0;
		return true;
	}
	return ex_fail(e, start, "undefined name '%s'", name);
}

static bool parse_binary(struct ex *e, int min_prec, uint64_t *out);

static bool parse_unary(struct ex *e, uint64_t *out)
{
	skip_ws(e);
	char c = e->s[e->p];
	if (++e->ctx->depth > SGPU_SCRIPT_MAX_EXPR_DEPTH)
		return ex_fail(e, e->p, "expression nested too deeply (limit %u)",
		               SGPU_SCRIPT_MAX_EXPR_DEPTH);
	bool ok;
	uint64_t v = 0;
	if (c == '-' || c == '~' || c == '!' || c == '+') {
		e->p++;
		ok = parse_unary(e, &v);
		if (ok)
			v = c == '-' ? 0 - v : c == '~' ? ~v : c == '!' ? (uint64_t)(v == 0) : v;
	} else if (c == '(') {
		size_t open = e->p++;
		ok = parse_binary(e, 0, &v);
		if (ok) {
			skip_ws(e);
			if (e->s[e->p] != ')')
				ok = e->s[e->p] ? ex_fail(e, e->p, "expected ')' but found '%c'",
				                          e->s[e->p])
				                : ex_fail(e, open, "unclosed '('");
			else
				e->p++;
		}
	} else if (c >= '0' && c <= '9') {
		ok = parse_number(e, &v);
	} else if (is_ident_start(c)) {
		ok = parse_name(e, &v);
	} else if (c == '\0' || c == ')') {
		ok = ex_fail(e, e->p, "expected a value");
	} else {
		ok = ex_fail(e, e->p, "unexpected '%c' in expression", c);
	}
	e->ctx->depth--;
	*out = v;
	return ok;
}

/* Binary operators with C precedence (higher binds tighter). */
static bool peek_op(const struct ex *e, enum ex_op *op, int *prec, size_t *len)
{
	const char *s = e->s + e->p;
	static const struct {
		const char *text;
		enum ex_op op;
		int prec;
	} ops[] = {
	        {"||", OP_LOR, 1}, {"&&", OP_LAND, 2}, {"==", OP_EQ, 6},  {"!=", OP_NE, 6},
	        {"<=", OP_LE, 7},  {">=", OP_GE, 7},   {"<<", OP_SHL, 8}, {">>", OP_SHR, 8},
	        {"|", OP_OR, 3},   {"^", OP_XOR, 4},   {"&", OP_AND, 5},  {"<", OP_LT, 7},
	        {">", OP_GT, 7},   {"+", OP_ADD, 9},   {"-", OP_SUB, 9},  {"*", OP_MUL, 10},
	        {"/", OP_DIV, 10}, {"%", OP_MOD, 10},
	};
	/* Most values end the expression: no table walk for them (a 30 MB
	 * stream block of words spent half its time here). */
	if (!*s || !strchr("|&=!<>^+-*/%", *s))
		return false;
	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
		size_t n = ops[i].text[1] ? 2 : 1;
		if (s[0] == ops[i].text[0] && (n == 1 || s[1] == ops[i].text[1])) {
			*op = ops[i].op;
			*prec = ops[i].prec;
			*len = n;
			return true;
		}
	}
	return false;
}

static bool apply(struct ex *e, enum ex_op op, size_t at, uint64_t a, uint64_t b, uint64_t *out)
{
	switch (op) {
	case OP_LOR: *out = (a || b); return true;
	case OP_LAND: *out = (a && b); return true;
	case OP_OR: *out = a | b; return true;
	case OP_XOR: *out = a ^ b; return true;
	case OP_AND: *out = a & b; return true;
	case OP_EQ: *out = a == b; return true;
	case OP_NE: *out = a != b; return true;
	case OP_LT: *out = a < b; return true;
	case OP_LE: *out = a <= b; return true;
	case OP_GT: *out = a > b; return true;
	case OP_GE: *out = a >= b; return true;
	case OP_ADD: *out = a + b; return true;
	case OP_SUB: *out = a - b; return true;
	case OP_MUL: *out = a * b; return true;
	case OP_SHL:
	case OP_SHR:
		if (b >= 64) {
			*out = 0;
			return e->ctx->lenient ||
			       ex_fail(e, at, "shift by %" PRIu64 " (must be below 64)", b);
		}
		*out = op == OP_SHL ? a << b : a >> b;
		return true;
	case OP_DIV:
	case OP_MOD:
		if (b == 0) {
			*out = 0;
			return e->ctx->lenient || ex_fail(e, at, "division by zero");
		}
		*out = op == OP_DIV ? a / b : a % b;
		return true;
	}
	return ex_fail(e, at, "internal error: bad operator");
}

static bool parse_binary(struct ex *e, int min_prec, uint64_t *out)
{
	uint64_t lhs;
	if (!parse_unary(e, &lhs))
		return false;
	for (;;) {
		skip_ws(e);
		enum ex_op op;
		int prec;
		size_t len;
		if (!peek_op(e, &op, &prec, &len) || prec < min_prec)
			break;
		size_t at = e->p;
		e->p += len;
		uint64_t rhs;
		if (!parse_binary(e, prec + 1, &rhs))
			return false;
		if (!apply(e, op, at, lhs, rhs, &lhs))
			return false;
	}
	*out = lhs;
	return true;
}

static bool eval_ex(struct ex *ep, uint64_t *value)
{
	struct ex e = *ep;
	e.ctx->depth = 0;
	uint64_t v;
	if (!parse_binary(&e, 0, &v))
		return false;
	skip_ws(&e);
	if (e.s[e.p]) {
		char c = e.s[e.p];
		if (c == ')')
			return ex_fail(&e, e.p, "unbalanced ')'");
		if (c == '=')
			return ex_fail(&e, e.p,
			               "unexpected '=' in expression (did you mean '=='?)");
		return ex_fail(&e, e.p, "unexpected '%c' in expression", c);
	}
	*value = v;
	return true;
}

bool sgpu_script_eval(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                      uint64_t *value)
{
	if (tok->quoted)
		return sgpu_script_error(ctx, tok, "expected a number, got a string");
	struct ex e = {.ctx = ctx, .tok = tok, .s = tok->text, .p = 0};
	return eval_ex(&e, value);
}

bool sgpu_script_eval_toks(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *toks,
                           size_t n, uint64_t *value)
{
	if (n == 1)
		return sgpu_script_eval(ctx, &toks[0], value);
	size_t len = 0;
	for (size_t i = 0; i < n; i++) {
		if (toks[i].quoted || toks[i].key) {
			struct sgpu_script_tok t = toks[i];
			t.col = t.key_col;
			return sgpu_script_error(ctx, &t,
			                         toks[i].quoted
			                                 ? "expected a number, got a string"
			                                 : "unexpected option in expression");
		}
		len += toks[i].len + 1;
	}
	char *s = malloc(len + 1);
	size_t *starts = malloc(n * sizeof(*starts));
	if (!s || !starts) {
		free(s);
		free(starts);
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, &toks[0], "out of memory");
	}
	size_t p = 0;
	for (size_t i = 0; i < n; i++) {
		if (i)
			s[p++] = ' ';
		starts[i] = p;
		memcpy(s + p, toks[i].text, toks[i].len);
		p += toks[i].len;
	}
	s[p] = '\0';
	struct ex e = {
	        .ctx = ctx, .tok = &toks[0], .s = s, .toks = toks, .starts = starts, .ntoks = n};
	bool ok = eval_ex(&e, value);
	free(s);
	free(starts);
	return ok;
}

bool sgpu_script_fits(uint64_t value, unsigned bits, uint64_t *out)
{
	if (bits >= 64) {
		*out = value;
		return true;
	}
	uint64_t mask = (UINT64_C(1) << bits) - 1;
	if (value <= mask) {
		*out = value;
		return true;
	}
	/* -1 means all ones in any width. */
	int64_t s = (int64_t)value;
	if (s < 0 && s >= -(int64_t)(UINT64_C(1) << (bits - 1))) {
		*out = value & mask;
		return true;
	}
	*out = value & mask;
	return false;
}

bool sgpu_script_eval_u32(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                          uint32_t *value)
{
	uint64_t v, t;
	if (!sgpu_script_eval(ctx, tok, &v))
		return false;
	bool ok = sgpu_script_fits(v, 32, &t);
	*value = (uint32_t)t;
	return sgpu_script_check(ctx, tok, ok, "value 0x%" PRIx64 " does not fit in 32 bits", v);
}

/* ------------------------------------------------------------------ variables */

static uint64_t hash_name(const char *s)
{
	uint64_t h = UINT64_C(0xcbf29ce484222325); /* FNV-1a */
	for (; *s; s++) {
		h ^= (unsigned char)*s;
		h *= UINT64_C(0x100000001b3);
	}
	return h;
}

static struct sgpu_script_var *var_slot(const struct sgpu_script_ctx *ctx, const char *name)
{
	if (!ctx->vars_cap)
		return NULL;
	size_t mask = ctx->vars_cap - 1;
	for (size_t i = (size_t)hash_name(name) & mask;; i = (i + 1) & mask) {
		struct sgpu_script_var *v = &ctx->vars[i];
		if (!v->name || strcmp(v->name, name) == 0)
			return v;
	}
}

bool sgpu_script_var_get(const struct sgpu_script_ctx *ctx, const char *name, uint64_t *value)
{
	struct sgpu_script_var *v = var_slot(ctx, name);
	if (!v || !v->name)
		return false;
	*value = v->value;
	return true;
}

static bool vars_grow(struct sgpu_script_ctx *ctx)
{
	size_t cap = ctx->vars_cap ? ctx->vars_cap * 2 : 64;
	struct sgpu_script_var *nv = calloc(cap, sizeof(*nv));
	if (!nv)
		return false;
	struct sgpu_script_var *old = ctx->vars;
	size_t old_cap = ctx->vars_cap;
	ctx->vars = nv;
	ctx->vars_cap = cap;
	for (size_t i = 0; i < old_cap; i++) {
		if (!old[i].name)
			continue;
		struct sgpu_script_var *s = var_slot(ctx, old[i].name);
		*s = old[i];
	}
	free(old);
	return true;
}

static bool var_set(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                    const char *name, uint64_t value, unsigned block)
{
	struct sgpu_script_var *v = var_slot(ctx, name);
	if (v && v->name) {
		v->value = value;
		v->block = block;
		return true;
	}
	if (ctx->vars_count >= SGPU_SCRIPT_MAX_VARS)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, tok,
		                        "too many variables (limit %u)", SGPU_SCRIPT_MAX_VARS);
	/* Keep the table at most half full so probes stay short. */
	if ((ctx->vars_count + 1) * 2 > ctx->vars_cap) {
		if (!vars_grow(ctx))
			return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, tok, "out of memory");
		v = var_slot(ctx, name);
	}
	char *copy = malloc(strlen(name) + 1);
	if (!copy)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, tok, "out of memory");
	strcpy(copy, name);
	v->name = copy;
	v->value = value;
	v->block = block;
	ctx->vars_count++;
	return true;
}

bool sgpu_script_var_set(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                         const char *name, uint64_t value)
{
	return var_set(ctx, tok, name, value, 0);
}

bool sgpu_script_label_set(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                           const char *name, uint64_t value, unsigned block)
{
	struct sgpu_script_var *v = var_slot(ctx, name);
	if (v && v->name && v->block == block && ctx->stream && ctx->stream->pass == 1)
		return sgpu_script_error(ctx, tok, "label '%s' is defined twice in this block",
		                         name);
	return var_set(ctx, tok, name, value, block);
}

void sgpu_script_vars_free(struct sgpu_script_ctx *ctx)
{
	for (size_t i = 0; i < ctx->vars_cap; i++)
		free(ctx->vars[i].name);
	free(ctx->vars);
	ctx->vars = NULL;
	ctx->vars_cap = ctx->vars_count = 0;
}
