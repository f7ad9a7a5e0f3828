/* The table-driven assembler for the envyas source dialect (isa.h).
 *
 * The source is read after C preprocessing: lines of labels ("name:"),
 * directives (".b32 1 2", ".section #name 0x100", ".equ #x 4", ".align 4",
 * ".skip 8", ".size 0x100") and instructions ("add b32 $r1 $r2 0x5"),
 * separated by newlines or ';'. An instruction is flattened into a list of
 * words and operand expressions and matched against every form of the ISA
 * table in order (isa.h). Operands whose value is not a plain literal
 * (labels, expressions, negative numbers) are relocations, checked at
 * layout: an instruction whose relocation does not fit moves on to its next
 * candidate form and the layout is redone, until everything fits. This is
 * the envyas algorithm; keeping it is what makes the output byte-identical
 * (docs/hw/falcon-isa.md). */
#include "isa/isa.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ arena */

struct arena_blk {
	struct arena_blk *next;
	size_t used, size;
	max_align_t data[];
};

struct arena {
	struct arena_blk *head;
	bool oom;
};

static void *arena_alloc(struct arena *ar, size_t n)
{
	n = (n + sizeof(max_align_t) - 1) / sizeof(max_align_t) * sizeof(max_align_t);
	struct arena_blk *b = ar->head;
	if (!b || b->size - b->used < n) {
		size_t sz = n > 65536 ? n : 65536;
		b = malloc(sizeof(*b) + sz);
		if (!b) {
			ar->oom = true;
			return NULL;
		}
		b->next = ar->head;
		b->used = 0;
		b->size = sz;
		ar->head = b;
	}
	void *p = (char *)b->data + b->used;
	b->used += n;
	memset(p, 0, n);
	return p;
}

static void arena_free(struct arena *ar)
{
	while (ar->head) {
		struct arena_blk *n = ar->head->next;
		free(ar->head);
		ar->head = n;
	}
}

/* ------------------------------------------------------------ text buffer */

struct dstr {
	char *p;
	size_t n, cap;
	bool oom;
};

static void ds_put(struct dstr *d, const void *src, size_t n)
{
	if (d->oom)
		return;
	if (d->n + n + 1 > d->cap) {
		size_t cap = d->cap ? d->cap : 256;
		while (cap < d->n + n + 1)
			cap *= 2;
		char *np = realloc(d->p, cap);
		if (!np) {
			d->oom = true;
			return;
		}
		d->p = np;
		d->cap = cap;
	}
	memcpy(d->p + d->n, src, n);
	d->n += n;
	d->p[d->n] = 0;
}

__attribute__((format(printf, 2, 3))) static void ds_printf(struct dstr *d, const char *fmt, ...)
{
	char tmp[512];
	va_list ap;
	va_start(ap, fmt);
	int r = vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	if (r > 0)
		ds_put(d, tmp, (size_t)r < sizeof(tmp) ? (size_t)r : sizeof(tmp) - 1);
}

/* ------------------------------------------------------------ expressions */

enum ekind {
	E_NUM,
	E_LABEL,
	E_REG,
	E_STR,
	E_DISCARD,
	E_ZVEC,
	E_MEM,  /* str[e1] */
	E_MEMX, /* str[e1 ++/--/+=/-= e2]: parsed, never matched by falcon */
	E_SWZ,  /* swizzle: parsed, never matched */
	E_NEG,
	E_NOT,
	E_LNOT,
	E_VEC, /* e1:e2 */
	E_LOR,
	E_LAND,
	E_OR,
	E_XOR,
	E_AND,
	E_SHL,
	E_SHR,
	E_ADD,
	E_SUB,
	E_MUL,
	E_DIV,
	E_MOD,
};

struct loc {
	int line, col;
};

struct expr {
	uint8_t kind;
	uint64_t num;
	char *str; /* label, register, memory space; labels get expanded in place */
	struct expr *e1, *e2;
	struct loc loc;
	unsigned depth; /* of the tree below: bounds every recursion over it */
};

/* Deeper expressions are refused: evaluation recurses over the tree. */
#define MAX_EXPR_DEPTH 256

static bool is_imm(const struct expr *e)
{
	switch (e->kind) {
	case E_LOR:
	case E_LAND:
	case E_OR:
	case E_XOR:
	case E_AND:
	case E_SHL:
	case E_SHR:
	case E_ADD:
	case E_SUB:
	case E_MUL:
	case E_DIV:
	case E_MOD: return is_imm(e->e1) && is_imm(e->e2);
	case E_NEG:
	case E_NOT:
	case E_LNOT: return is_imm(e->e1);
	case E_NUM:
	case E_LABEL: return true;
	default: return false;
	}
}

/* ------------------------------------------------------------------ lexer */

enum tok {
	T_EOF = 0,
	T_NL,     /* '\n' (also "//" comments) */
	T_WORD,   /* [a-z][a-zA-Z_0-9]* */
	T_WORDC,  /* label: */
	T_WORDLB, /* name[ */
	T_DOTWORD,
	T_DOLWORD,
	T_HASHWORD,
	T_DOTNUM,
	T_NUM,
	T_STR,
	T_PLUSPLUS,
	T_PLUSEQ,
	T_MINUSMINUS,
	T_MINUSEQ,
	T_UMINUS,
	T_LOR,
	T_LAND,
	T_DOTLP,
	T_SHL,
	T_SHR,
	T_CHAR, /* a one-character token in .c */
	T_ERR,
};

struct token {
	enum tok t;
	char c;
	uint64_t num;
	bool overflow; /* T_NUM, T_DOTNUM: more than 64 bits */
	const char *s; /* start in source */
	size_t n;      /* length of the name part */
	struct loc loc;
};

struct lexer {
	const char *src;
	size_t len, pos;
	int line, col;
	bool ws;
	const char *err; /* set on an unterminated comment */
	struct loc errloc;
};

static bool is_alpha_(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static bool is_alnum_(char c)
{
	return is_alpha_(c) || (c >= '0' && c <= '9');
}

static char lx_peek(const struct lexer *lx, size_t off)
{
	return lx->pos + off < lx->len ? lx->src[lx->pos + off] : 0;
}

static void lx_adv(struct lexer *lx, size_t n)
{
	for (size_t i = 0; i < n && lx->pos < lx->len; i++) {
		if (lx->src[lx->pos] == '\n') {
			lx->line++;
			lx->col = 1;
		} else {
			lx->col++;
		}
		lx->pos++;
	}
}

static size_t ident_len(const struct lexer *lx, size_t off)
{
	size_t n = 0;
	while (is_alnum_(lx_peek(lx, off + n)))
		n++;
	return n;
}

/* The number rule: 0[0-7]* | [1-9][0-9]* | 0[xX][0-9a-fA-F]+ (longest). */
static size_t number_len(const struct lexer *lx, size_t off, uint64_t *val, bool *ovf)
{
	char c = lx_peek(lx, off);
	size_t n = 0;
	uint64_t v = 0;
	if (c == '0') {
		char x = lx_peek(lx, off + 1);
		if ((x == 'x' || x == 'X')) {
			size_t k = 2;
			for (;;) {
				char h = lx_peek(lx, off + k);
				int d = h >= '0' && h <= '9'   ? h - '0'
				        : h >= 'a' && h <= 'f' ? h - 'a' + 10
				        : h >= 'A' && h <= 'F' ? h - 'A' + 10
				                               : -1;
				if (d < 0)
					break;
				*ovf |= v > UINT64_MAX >> 4;
				v = v << 4 | (uint64_t)d;
				k++;
			}
			if (k > 2) {
				*val = v;
				return k;
			}
		}
		n = 1;
		while (lx_peek(lx, off + n) >= '0' && lx_peek(lx, off + n) <= '7') {
			uint64_t d = (uint64_t)(lx_peek(lx, off + n) - '0');
			*ovf |= v > UINT64_MAX >> 3;
			v = v << 3 | d;
			n++;
		}
		*val = v;
		return n;
	}
	while (lx_peek(lx, off + n) >= '0' && lx_peek(lx, off + n) <= '9') {
		uint64_t d = (uint64_t)(lx_peek(lx, off + n) - '0');
		/* envyas' strtoull would saturate; we refuse (parse_aexpr) */
		*ovf |= v > (UINT64_MAX - d) / 10;
		v = v * 10 + d;
		n++;
	}
	*val = v;
	return n;
}

static size_t string_len(const struct lexer *lx)
{
	size_t n = 1;
	for (;;) {
		char c = lx_peek(lx, n);
		if (!c || c == '\n')
			return 0;
		if (c == '"')
			return n + 1;
		if (c == '\\') {
			char e = lx_peek(lx, n + 1);
			if (strchr("\\\"'nrtafv", e) && e) {
				n += 2;
			} else if (e == 'x') {
				n += 4;
			} else {
				return 0;
			}
		} else {
			n++;
		}
	}
}

static void lex(struct lexer *lx, struct token *t)
{
	for (;;) {
		memset(t, 0, sizeof(*t));
		t->loc = (struct loc){lx->line, lx->col};
		t->s = lx->src + lx->pos;
		char c = lx_peek(lx, 0), c1 = lx_peek(lx, 1);
		if (lx->pos >= lx->len) {
			t->t = T_EOF;
			return;
		}
		if (c == '/' && c1 == '*') {
			size_t k = 2;
			while (lx->pos + k < lx->len &&
			       !(lx_peek(lx, k) == '*' && lx_peek(lx, k + 1) == '/'))
				k++;
			if (lx->pos + k >= lx->len) {
				t->t = T_ERR;
				return;
			}
			lx_adv(lx, k + 2);
			continue;
		}
		if (c == '/' && c1 == '+') {
			int nest = 1;
			lx_adv(lx, 2);
			while (nest && lx->pos < lx->len) {
				if (lx_peek(lx, 0) == '+' && lx_peek(lx, 1) == '/') {
					nest--;
					lx_adv(lx, 2);
				} else if (lx_peek(lx, 0) == '/' && lx_peek(lx, 1) == '+') {
					nest++;
					lx_adv(lx, 2);
				} else {
					lx_adv(lx, 1);
				}
			}
			continue;
		}
		if (c == ' ' || c == '\t') {
			lx->ws = true;
			lx_adv(lx, 1);
			continue;
		}
		if (c == '\n' || (c == '/' && c1 == '/')) {
			while (lx->pos < lx->len && lx_peek(lx, 0) != '\n')
				lx_adv(lx, 1);
			lx_adv(lx, 1);
			lx->ws = true;
			t->t = T_NL;
			return;
		}
		break;
	}
	char c = lx_peek(lx, 0), c1 = lx_peek(lx, 1);
	bool ws = lx->ws;
	lx->ws = false;
	if (!c) { /* a NUL byte in the source */
		t->t = T_ERR;
		lx_adv(lx, 1);
		return;
	}
	if (is_alpha_(c)) {
		size_t n = ident_len(lx, 0);
		t->n = n;
		if (lx_peek(lx, n) == ':') {
			t->t = T_WORDC;
			lx_adv(lx, n + 1);
			lx->ws = true;
		} else if (lx_peek(lx, n) == '[') {
			t->t = T_WORDLB;
			lx_adv(lx, n + 1);
			lx->ws = true;
		} else if (c >= 'a' && c <= 'z') {
			t->t = T_WORD;
			lx_adv(lx, n);
		} else {
			t->t = T_ERR;
			lx_adv(lx, 1);
		}
		return;
	}
	if ((c == '.' || c == '$' || c == '#') && is_alpha_(c1)) {
		t->t = c == '.' ? T_DOTWORD : c == '$' ? T_DOLWORD : T_HASHWORD;
		t->s++;
		t->n = ident_len(lx, 1);
		lx_adv(lx, t->n + 1);
		return;
	}
	if (c == '.' && c1 >= '0' && c1 <= '9') {
		lx_adv(lx, 1);
		t->t = T_DOTNUM;
		lx_adv(lx, number_len(lx, 0, &t->num, &t->overflow));
		return;
	}
	if (c >= '0' && c <= '9') {
		t->t = T_NUM;
		lx_adv(lx, number_len(lx, 0, &t->num, &t->overflow));
		return;
	}
	if (c == '"') {
		size_t n = string_len(lx);
		t->t = n ? T_STR : T_ERR;
		lx_adv(lx, n ? n : 1);
		return;
	}
	static const struct {
		const char *s;
		enum tok t;
	} two[] = {{"++", T_PLUSPLUS}, {"+=", T_PLUSEQ}, {"--", T_MINUSMINUS},
	           {"-=", T_MINUSEQ},  {"||", T_LOR},    {"&&", T_LAND},
	           {".(", T_DOTLP},    {"<<", T_SHL},    {">>", T_SHR}};
	for (size_t i = 0; i < sizeof(two) / sizeof(two[0]); i++) {
		if (c == two[i].s[0] && c1 == two[i].s[1]) {
			t->t = two[i].t;
			lx_adv(lx, 2);
			return;
		}
	}
	if (c == '-') {
		lx_adv(lx, 1);
		if (c1 == ' ' || c1 == '\t') {
			t->t = ws ? T_CHAR : T_ERR;
		} else if (!c1) {
			t->t = T_ERR;
		} else {
			t->t = ws ? T_UMINUS : T_CHAR;
		}
		t->c = '-';
		return;
	}
	if (strchr("[({", c)) {
		lx->ws = true;
		t->t = T_CHAR;
		t->c = c;
		lx_adv(lx, 1);
		return;
	}
	if (strchr("*/%+&|^~!)}]:;#.", c)) {
		t->t = T_CHAR;
		t->c = c;
		lx_adv(lx, 1);
		return;
	}
	t->t = T_ERR;
	lx_adv(lx, 1);
}

/* ----------------------------------------------------------------- parser */

enum item_kind {
	IT_NAME,
	IT_EXPR,
	IT_OPEN,
	IT_CLOSE
}; /* IT_OPEN/CLOSE: ( ) of a sub-instruction */

struct item {
	uint8_t kind;
	char *name;
	struct expr *e;
};

enum line_kind { L_INSN, L_LABEL, L_DIRECTIVE };

struct line {
	uint8_t kind;
	struct loc loc;
	char *name; /* label or directive name */
	struct item *items;
	unsigned nitems;
	struct expr **params;
	unsigned nparams;
	/* assembler state for instructions */
	struct cand *cands;
	unsigned ncands, cur;
};

struct asm_ctx;

struct parser {
	struct lexer lx;
	struct token tok;
	struct arena *ar;
	struct asm_ctx *as;
	bool failed;
};

struct reloc {
	const struct isa_atom *at;
	struct expr *e;
};

#define MAX_RELOCS 4

struct cand {
	uint64_t a[ISA_WORDS], m[ISA_WORDS];
	unsigned len;
	unsigned nrel;
	struct reloc rel[MAX_RELOCS];
};

struct label {
	char *name;
	uint64_t val;
	int type; /* 0 label, 1 .equ */
};

struct section {
	const char *name;
	uint64_t base;
	uint8_t *code;
	size_t pos, cap;
	int first_label, last_label;
};

struct asm_ctx {
	const struct isa_def *isa;
	unsigned v;
	uint32_t feat;
	const char *file;
	struct arena ar;
	struct dstr msgs;
	bool failed;
	struct line *lines;
	size_t nlines, caplines;
	struct label *labels;
	size_t nlabels, caplabels;
	struct section *sects;
	size_t nsects, capsects;
	const char *cur_global;
};

__attribute__((format(printf, 3, 4))) static void as_error(struct asm_ctx *as, struct loc loc,
                                                           const char *fmt, ...)
{
	char tmp[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	if (!as->failed)
		ds_printf(&as->msgs, "%s:%d:%d: %s\n", as->file, loc.line, loc.col, tmp);
	as->failed = true;
}

__attribute__((format(printf, 3, 4))) static void as_warn(struct asm_ctx *as, struct loc loc,
                                                          const char *fmt, ...)
{
	char tmp[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(tmp, sizeof(tmp), fmt, ap);
	va_end(ap);
	ds_printf(&as->msgs, "%s:%d:%d: warning: %s\n", as->file, loc.line, loc.col, tmp);
}

static void next(struct parser *p)
{
	lex(&p->lx, &p->tok);
}

static bool is_char(const struct parser *p, char c)
{
	return p->tok.t == T_CHAR && p->tok.c == c;
}

static char *tok_str(struct parser *p)
{
	char *s = arena_alloc(p->ar, p->tok.n + 1);
	if (s)
		memcpy(s, p->tok.s, p->tok.n);
	return s;
}

static void syntax_error(struct parser *p)
{
	if (!p->failed)
		as_error(p->as, p->tok.loc, "syntax error");
	p->failed = true;
}

static struct expr *mk(struct parser *p, uint8_t kind, struct loc loc)
{
	struct expr *e = arena_alloc(p->ar, sizeof(*e));
	if (!e) {
		p->failed = true;
		return NULL;
	}
	e->kind = kind;
	e->loc = loc;
	return e;
}

/* A node over children a and b (b may be NULL). */
static struct expr *mk_over(struct parser *p, uint8_t kind, struct loc loc, struct expr *a,
                            struct expr *b)
{
	unsigned d = a->depth;
	if (b && b->depth > d)
		d = b->depth;
	if (d + 1 > MAX_EXPR_DEPTH) {
		syntax_error(p);
		return NULL;
	}
	struct expr *e = mk(p, kind, loc);
	if (e) {
		e->e1 = a;
		e->e2 = b;
		e->depth = d + 1;
	}
	return e;
}

static struct expr *mk2(struct parser *p, uint8_t kind, struct expr *a, struct expr *b)
{
	if (!a || !b)
		return NULL;
	return mk_over(p, kind, a->loc, a, b);
}

static struct expr *parse_expr(struct parser *p, int depth);
static struct expr *parse_sexpr(struct parser *p, int depth);

#define MAX_DEPTH 200

static bool starts_aexpr(const struct parser *p)
{
	switch (p->tok.t) {
	case T_NUM:
	case T_HASHWORD:
	case T_DOLWORD:
	case T_WORDLB:
	case T_STR: return true;
	case T_CHAR: return p->tok.c == '(' || p->tok.c == '[' || p->tok.c == '#';
	default: return false;
	}
}

static bool starts_pexpr(const struct parser *p)
{
	return starts_aexpr(p) || p->tok.t == T_UMINUS || is_char(p, '~') || is_char(p, '!');
}

/* membody: mods expr [ (++|--|+=|-=) expr ] */
static struct expr *parse_membody(struct parser *p, struct loc loc, char *space, int depth)
{
	while (p->tok.t == T_WORD)
		next(p); /* modifiers inside brackets: parsed, not used by these ISAs */
	struct expr *in = parse_expr(p, depth + 1);
	if (!in)
		return NULL;
	struct expr *in2 = NULL;
	uint8_t kind = E_MEM;
	unsigned xop = 0;
	if (p->tok.t == T_PLUSPLUS || p->tok.t == T_MINUSMINUS || p->tok.t == T_PLUSEQ ||
	    p->tok.t == T_MINUSEQ) {
		xop = p->tok.t == T_PLUSPLUS ? 1 : 2; /* 1: ++ (g80 post-increment) */
		next(p);
		kind = E_MEMX;
		in2 = parse_expr(p, depth + 1);
		if (!in2)
			return NULL;
	}
	struct expr *e = mk_over(p, kind, loc, in, in2);
	if (!e)
		return NULL;
	e->str = space;
	e->num = xop;
	if (!is_char(p, ']')) {
		syntax_error(p);
		return NULL;
	}
	next(p);
	return e;
}

static struct expr *parse_aexpr(struct parser *p, int depth)
{
	if (depth > MAX_DEPTH) {
		syntax_error(p);
		return NULL;
	}
	struct loc loc = p->tok.loc;
	struct expr *e = NULL;
	switch (p->tok.t) {
	case T_NUM:
		if (p->tok.overflow) {
			/* envyas saturates to 2^64-1 (strtoull): silent -1 */
			if (!p->failed)
				as_error(p->as, loc, "number %.*s does not fit in 64 bits",
				         (int)(p->lx.src + p->lx.pos - p->tok.s), p->tok.s);
			p->failed = true;
			return NULL;
		}
		e = mk(p, E_NUM, loc);
		if (e)
			e->num = p->tok.num;
		next(p);
		break;
	case T_HASHWORD:
	case T_DOLWORD:
		e = mk(p, p->tok.t == T_HASHWORD ? E_LABEL : E_REG, loc);
		if (e)
			e->str = tok_str(p);
		next(p);
		break;
	case T_STR:
		e = mk(p, E_STR, loc);
		next(p);
		break;
	case T_WORDLB: {
		char *space = tok_str(p);
		next(p);
		e = parse_membody(p, loc, space, depth);
		break;
	}
	case T_CHAR:
		if (p->tok.c == '[') {
			next(p);
			e = parse_membody(p, loc, NULL, depth);
		} else if (p->tok.c == '#') {
			e = mk(p, E_DISCARD, loc);
			next(p);
		} else if (p->tok.c == '(') {
			next(p);
			if (is_char(p, ')')) {
				next(p);
				e = mk(p, E_ZVEC, loc);
				break;
			}
			e = parse_expr(p, depth + 1);
			if (!e)
				return NULL;
			if (!is_char(p, ')')) {
				syntax_error(p);
				return NULL;
			}
			next(p);
		} else {
			syntax_error(p);
		}
		break;
	default: syntax_error(p); break;
	}
	while (e && (p->tok.t == T_DOTWORD || p->tok.t == T_DOTNUM)) {
		e = mk_over(p, E_SWZ, loc, e, NULL);
		next(p);
	}
	return e;
}

static struct expr *parse_pexpr(struct parser *p, int depth)
{
	struct loc loc = p->tok.loc;
	uint8_t k;
	if (p->tok.t == T_UMINUS)
		k = E_NEG;
	else if (is_char(p, '~'))
		k = E_NOT;
	else if (is_char(p, '!'))
		k = E_LNOT;
	else
		return parse_aexpr(p, depth);
	if (depth > MAX_DEPTH) {
		syntax_error(p);
		return NULL;
	}
	next(p);
	struct expr *in = parse_pexpr(p, depth + 1);
	if (!in)
		return NULL;
	return mk_over(p, k, loc, in, NULL);
}

static struct expr *parse_sexpr1(struct parser *p, int depth)
{
	struct expr *e = parse_pexpr(p, depth);
	while (e) {
		uint8_t k;
		if (is_char(p, '*'))
			k = E_MUL;
		else if (is_char(p, '/'))
			k = E_DIV;
		else if (is_char(p, '%'))
			k = E_MOD;
		else
			break;
		next(p);
		e = mk2(p, k, e, parse_pexpr(p, depth));
	}
	return e;
}

static struct expr *parse_sexpr0(struct parser *p, int depth)
{
	struct expr *e = parse_sexpr1(p, depth);
	while (e) {
		uint8_t k;
		if (is_char(p, '+'))
			k = E_ADD;
		else if (is_char(p, '-'))
			k = E_SUB;
		else
			break;
		next(p);
		e = mk2(p, k, e, parse_sexpr1(p, depth));
	}
	return e;
}

static struct expr *parse_sexpr(struct parser *p, int depth)
{
	struct expr *e = parse_sexpr0(p, depth);
	while (e && is_char(p, ':')) {
		next(p);
		e = mk2(p, E_VEC, e, parse_sexpr0(p, depth));
	}
	return e;
}

/* expr: the full grammar, as inside parentheses, brackets and directives. */
static struct expr *parse_binary(struct parser *p, int level, int depth)
{
	if (level == 6)
		return parse_sexpr0(p, depth);
	struct expr *e = parse_binary(p, level + 1, depth);
	while (e) {
		uint8_t k;
		if (level == 0 && p->tok.t == T_LOR)
			k = E_LOR;
		else if (level == 1 && p->tok.t == T_LAND)
			k = E_LAND;
		else if (level == 2 && is_char(p, '|'))
			k = E_OR;
		else if (level == 3 && is_char(p, '^'))
			k = E_XOR;
		else if (level == 4 && is_char(p, '&'))
			k = E_AND;
		else if (level == 5 && p->tok.t == T_SHL)
			k = E_SHL;
		else if (level == 5 && p->tok.t == T_SHR)
			k = E_SHR;
		else
			break;
		next(p);
		e = mk2(p, k, e,
		        level == 5 ? parse_sexpr0(p, depth) : parse_binary(p, level + 1, depth));
	}
	return e;
}

static struct expr *parse_expr(struct parser *p, int depth)
{
	if (depth > MAX_DEPTH) {
		syntax_error(p);
		return NULL;
	}
	struct expr *e = parse_binary(p, 0, depth);
	while (e && is_char(p, ':')) {
		next(p);
		e = mk2(p, E_VEC, e, parse_binary(p, 0, depth));
	}
	return e;
}

static struct line *new_line(struct asm_ctx *as, uint8_t kind, struct loc loc)
{
	if (as->nlines == as->caplines) {
		size_t cap = as->caplines ? as->caplines * 2 : 64;
		struct line *nl = realloc(as->lines, cap * sizeof(*nl));
		if (!nl)
			return NULL;
		as->lines = nl;
		as->caplines = cap;
	}
	struct line *l = &as->lines[as->nlines++];
	memset(l, 0, sizeof(*l));
	l->kind = kind;
	l->loc = loc;
	return l;
}

/* Appends to a growing arena array (copying on growth: arrays stay small). */
static bool grow(struct arena *ar, void **arr, unsigned *n, size_t elem)
{
	if (*n && (*n & (*n - 1)))
		return true; /* capacity is the next power of two */
	size_t cap = *n ? (size_t)*n * 2 : 4;
	void *na = arena_alloc(ar, cap * elem);
	if (!na)
		return false;
	if (*n)
		memcpy(na, *arr, *n * elem);
	*arr = na;
	return true;
}

static bool add_item(struct parser *p, struct line *l, uint8_t kind, char *name, struct expr *e)
{
	void *arr = l->items;
	if (!grow(p->ar, &arr, &l->nitems, sizeof(struct item)))
		return false;
	l->items = arr;
	l->items[l->nitems++] = (struct item){kind, name, e};
	return true;
}

static bool add_param(struct parser *p, struct line *l, struct expr *e)
{
	void *arr = l->params;
	if (!grow(p->ar, &arr, &l->nparams, sizeof(struct expr *)))
		return false;
	l->params = arr;
	l->params[l->nparams++] = e;
	return true;
}

static bool at_eol(const struct parser *p)
{
	return p->tok.t == T_NL || p->tok.t == T_EOF || is_char(p, ';');
}

/* An instruction: [prefix exprs] word {word | sexpr | '|' | '&'} eol. Every
 * word and expression becomes one item, as envyas flattens them. */
static void parse_insn(struct parser *p, struct line *l)
{
	bool named = false;
	int open = 0; /* sub-instructions "(g $c0)" being parsed */
	for (;;) {
		if (p->failed)
			return;
		if (is_char(p, '(') && open < 8) {
			/* "(" WORD starts a sub-instruction, flattened into the items */
			struct lexer save = p->lx;
			struct token st = p->tok;
			next(p);
			if (p->tok.t == T_WORD) {
				if (!add_item(p, l, IT_OPEN, NULL, NULL))
					p->failed = true;
				open++;
				continue;
			}
			p->lx = save;
			p->tok = st;
		}
		if (open && is_char(p, ')')) {
			if (!add_item(p, l, IT_CLOSE, NULL, NULL))
				p->failed = true;
			open--;
			next(p);
			continue;
		}
		if (open && (p->tok.t == T_NL || p->tok.t == T_EOF)) {
			syntax_error(p);
			return;
		}
		if (p->tok.t == T_WORD) {
			named = true;
			if (!add_item(p, l, IT_NAME, tok_str(p), NULL))
				p->failed = true;
			next(p);
		} else if (!named && starts_pexpr(p)) {
			struct expr *e = parse_pexpr(p, 0);
			if (!e)
				return;
			add_item(p, l, IT_EXPR, NULL, e);
		} else if (named && starts_pexpr(p)) {
			struct expr *e = parse_sexpr(p, 0);
			if (!e)
				return;
			add_item(p, l, IT_EXPR, NULL, e);
		} else if (named && is_char(p, '|') && l->nitems &&
		           l->items[l->nitems - 1].kind == IT_EXPR) {
			next(p);
			if (!starts_pexpr(p)) {
				syntax_error(p);
				return;
			}
		} else if (named && is_char(p, '&')) {
			next(p);
			if (p->tok.t == T_NL)
				next(p);
			named = false;
		} else if (named && p->tok.t == T_NL) {
			/* "insn \n & insn" continues the instruction */
			struct lexer save = p->lx;
			struct token st = p->tok;
			next(p);
			if (is_char(p, '&')) {
				next(p);
				if (p->tok.t == T_NL)
					next(p);
				named = false;
				continue;
			}
			p->lx = save;
			p->tok = st;
			return;
		} else if (named && at_eol(p)) {
			return;
		} else {
			syntax_error(p);
			return;
		}
	}
}

static bool parse_source(struct asm_ctx *as, const char *src, size_t len)
{
	struct parser p = {
	        .lx = {.src = src, .len = len, .line = 1, .col = 1}, .ar = &as->ar, .as = as};
	next(&p);
	while (!p.failed && p.tok.t != T_EOF) {
		struct loc loc = p.tok.loc;
		if (at_eol(&p)) {
			next(&p);
			continue;
		}
		if (p.tok.t == T_WORDC) {
			struct line *l = new_line(as, L_LABEL, loc);
			if (!l)
				return false;
			l->name = tok_str(&p);
			next(&p);
			continue;
		}
		struct line *l;
		if (p.tok.t == T_DOTWORD) {
			l = new_line(as, L_DIRECTIVE, loc);
			if (!l)
				return false;
			l->name = tok_str(&p);
			next(&p);
			while (!p.failed && !at_eol(&p)) {
				struct expr *e = parse_expr(&p, 0);
				if (!e || !add_param(&p, l, e))
					break;
			}
		} else {
			l = new_line(as, L_INSN, loc);
			if (!l)
				return false;
			parse_insn(&p, l);
		}
		if (p.failed)
			break;
		if (!at_eol(&p)) {
			syntax_error(&p);
			break;
		}
		next(&p);
	}
	if (p.failed && !as->failed)
		as_error(as, p.tok.loc, "syntax error");
	if (as->ar.oom)
		as_error(as, p.tok.loc, "out of memory");
	return !as->failed;
}

/* --------------------------------------------------------------- matching */

/* All ones in a field's width (gm107's zero register and true predicate). */
static uint64_t field_ones(struct isa_field f)
{
	unsigned n = isa_field_bits(f);
	return n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1;
}

/* Sets a field; bits already fixed to another value make it fail. */
static bool set_field(struct cand *c, struct isa_field f, uint64_t v)
{
	if (!f.len)
		return true;
	uint64_t fixed = isa_field_get(c->m, f);
	if ((isa_field_get(c->a, f) ^ v) & fixed)
		return false;
	isa_field_put(c->a, f, v);
	isa_field_put(c->m, f, ~UINT64_C(0));
	return true;
}

/* An unsigned plain field (registers, raw immediates, bitfields). */
static bool set_plain(struct cand *c, struct isa_field f, uint64_t v)
{
	return set_field(c, f, v) && isa_field_get(c->a, f) == v;
}

static unsigned imm_bits(const struct isa_atom *at)
{
	return isa_field_bits(at->f) + isa_field_bits(at->f2);
}

/* Encodes value `val` (for a pc-relative field, the target) at pos; false
 * if it does not fit. */
static bool set_imm(struct cand *c, const struct isa_atom *at, uint64_t val, uint64_t pos)
{
	uint64_t num = val;
	/* the address rounded first, the addend after, as the decoder and
	 * envydis/envyas (getrbf, getrbf_as: ((pos + pospreadd) & -(1 <<
	 * shr)) + field + addend; ISA_PCADD4/8 are envytools' addend) */
	if ((at->flags & ISA_PCALIGN) && at->shl > 0 && at->shl < 64)
		pos &= ~UINT64_C(0) << at->shl;
	if (at->flags & ISA_PCADD8)
		pos += 8;
	else if (at->flags & ISA_PCADD4)
		pos += 4;
	if (at->flags & ISA_PCREL)
		num -= pos;
	num = at->shl < 64 ? num >> at->shl : 0;
	set_field(c, at->f, num);
	if (at->f2.len)
		set_field(c, at->f2, isa_field_bits(at->f) < 64 ? num >> isa_field_bits(at->f) : 0);
	uint64_t got = isa_imm_value(at, c->a);
	if (at->flags & ISA_PCREL)
		got += pos;
	uint64_t mask = ~UINT64_C(0);
	unsigned total = at->shl + imm_bits(at);
	if ((at->flags & ISA_WRAP) && total < 64)
		mask = (UINT64_C(1) << total) - 1;
	return (got & mask) == (val & mask);
}

static bool match_imm(struct cand *c, const struct isa_atom *at, struct expr *e)
{
	if (!is_imm(e))
		return false;
	if (e->kind != E_NUM || (at->flags & ISA_PCREL)) {
		if (c->nrel >= MAX_RELOCS)
			return false;
		c->rel[c->nrel++] = (struct reloc){at, e};
		return true;
	}
	return set_imm(c, at, e->num, 0);
}

static bool sym_ok(const struct isa_sym *s, unsigned v, uint32_t feat)
{
	uint32_t vm = s->vmask ? s->vmask : ~0u;
	return (vm >> v & 1) && (s->feat & ~feat) == 0;
}

static bool match_reg(struct asm_ctx *as, struct cand *c, const struct isa_atom *at,
                      const struct expr *e)
{
	if (at->syms) {
		for (int i = 0; at->syms[i].name; i++) {
			if (!sym_ok(&at->syms[i], as->v, as->feat))
				continue;
			/* number = field + shl (vuc's rbra $p8..$p15) */
			if (e->kind == E_REG && !strcmp(e->str, at->syms[i].name))
				return (uint64_t)at->syms[i].num >= (uint64_t)at->shl &&
				       set_plain(c, at->f,
				                 (uint64_t)at->syms[i].num - (uint64_t)at->shl);
		}
	}
	if ((at->flags & ISA_ZERO0) && e->kind == E_NUM && e->num == 0)
		return set_plain(c, at->f, 0); /* g80: 0 is "no $a register" */
	uint64_t ones = field_ones(at->f);
	/* gm107: 0 is $r255 (zero), 0x1 is $p7 (true) */
	uint64_t add = (uint64_t)at->shl; /* gk110: number = field + shl */
	if ((at->flags & ISA_RZ) && e->kind == E_NUM && e->num == 0)
		return set_plain(c, at->f, ones - add);
	if ((at->flags & ISA_PT) && e->kind == E_NUM && e->num == 1)
		return set_plain(c, at->f, ones ^ (at->flags & ISA_XORREG ? ones : 0));
	if (e->kind != E_REG)
		return false;
	size_t pl = strlen(at->str);
	if (strncmp(e->str, at->str, pl))
		return false;
	/* strtoull(rest, 10) and nothing after it: "$r" alone is $r0, as in envyas */
	const char *s = e->str + pl;
	uint64_t num = 0;
	for (; *s >= '0' && *s <= '9'; s++) {
		uint64_t d = (uint64_t)(*s - '0');
		num = num > (UINT64_MAX - d) / 10 ? UINT64_MAX : num * 10 + d;
	}
	if (at->flags & ISA_HILO) {
		/* $r1l, $r1h: the halves of $r1 */
		if ((s[0] != 'l' && s[0] != 'h') || s[1] || num > UINT64_MAX / 2)
			return false;
		num = num * 2 + (s[0] == 'h');
		s++;
	} else if (at->kind == ISA_REG && at->str2) {
		size_t sl = strlen(at->str2);
		if (strncmp(s, at->str2, sl))
			return false;
		s += sl;
	}
	if (*s)
		return false;
	if (at->flags & ISA_XORREG) {
		if (num > ones)
			return false;
		num ^= ones;
	}
	if (num < add)
		return false;
	num -= add;
	if (at->f.len)
		return set_plain(c, at->f, num);
	return num == 0;
}

/* reg*2^k, 2^k*reg, reg<<k: the index register of a memory operand. */
static bool match_shreg(struct asm_ctx *as, struct cand *c, const struct isa_atom *reg,
                        const struct expr *e, unsigned shl)
{
	uint64_t sh = 0;
	for (;;) {
		if (e->kind == E_SHL && e->e2->kind == E_NUM) {
			sh += e->e2->num;
			e = e->e1;
		} else if (e->kind == E_MUL && (e->e2->kind == E_NUM || e->e1->kind == E_NUM)) {
			bool right = e->e2->kind == E_NUM;
			uint64_t n = right ? e->e2->num : e->e1->num;
			if (!n || (n & (n - 1)))
				return false;
			while (n != 1) {
				n >>= 1;
				sh++;
			}
			e = right ? e->e1 : e->e2;
		} else {
			break;
		}
	}
	return sh == shl && match_reg(as, c, reg, e);
}

/* $r0:$r1:#:$r3 (or "()"): consecutive registers from the base, "#"
 * where the mask bit is clear; the count is f2 + shl, or exactly shl. */
static bool match_vec(struct asm_ctx *as, struct cand *c, const struct isa_atom *at,
                      const struct expr *e)
{
	const struct expr *el[64];
	unsigned n = 0;
	if (e->kind != E_ZVEC) {
		/* (a:b):c, left-nested: walk down the left spine */
		const struct expr *t = e;
		while (t->kind == E_VEC && n < 63) {
			el[n++] = t->e2;
			t = t->e1;
		}
		if (t->kind == E_VEC)
			return false;
		el[n++] = t;
		for (unsigned i = 0; i < n / 2; i++) {
			const struct expr *x = el[i];
			el[i] = el[n - 1 - i];
			el[n - 1 - i] = x;
		}
	}
	uint64_t mask = 0, base = 0, k = 0;
	bool have = false;
	for (unsigned i = 0; i < n; i++) {
		if (el[i]->kind == E_DISCARD)
			continue;
		/* the number alone, in a wide scratch field: $r61:..:$r64 has a
		 * last register the base field could not hold */
		struct isa_atom r = {.kind = ISA_REG, .f = {0, 32, 0, 0}, .str = at->str};
		struct cand t = {.len = 0}; /* a scratch candidate: only the number */
		uint64_t num;
		if (el[i]->kind != E_REG || !match_reg(as, &t, &r, el[i]))
			return false;
		num = isa_field_get(t.a, r.f);
		if (!have) {
			base = num;
			have = true;
		} else if (num != base + k) {
			return false;
		}
		k++;
		mask |= UINT64_C(1) << i;
	}
	if (at->f3.len) {
		if (!set_plain(c, at->f3, mask))
			return false;
	} else if (n && mask != (UINT64_C(1) << n) - 1) {
		return false;
	}
	if ((int64_t)n < at->shl)
		return false;
	if (at->f2.len) {
		if (!set_plain(c, at->f2, n - (uint64_t)at->shl))
			return false;
	} else if (n != (uint64_t)at->shl) {
		return false;
	}
	return !have || set_plain(c, at->f, base);
}

struct memparts {
	struct expr *imm; /* sum of the immediate terms */
	struct expr *r1, *r2;
	unsigned nterms; /* bounds the depth of the sum built in imm */
	bool bad;
};

static void add_term(struct asm_ctx *as, struct memparts *mp, struct expr *e, bool flip)
{
	struct expr *t = e;
	if (++mp->nterms > MAX_EXPR_DEPTH) {
		mp->bad = true;
		return;
	}
	if (flip) {
		struct expr *n = arena_alloc(&as->ar, sizeof(*n));
		if (!n) {
			mp->bad = true;
			return;
		}
		n->kind = mp->imm ? E_SUB : E_NEG;
		n->loc = e->loc;
		n->e1 = mp->imm ? mp->imm : e;
		n->e2 = mp->imm ? e : NULL;
		mp->imm = n;
		return;
	}
	if (mp->imm) {
		struct expr *n = arena_alloc(&as->ar, sizeof(*n));
		if (!n) {
			mp->bad = true;
			return;
		}
		n->kind = E_ADD;
		n->loc = e->loc;
		n->e1 = mp->imm;
		n->e2 = t;
		t = n;
	}
	mp->imm = t;
}

static void split_mem(struct asm_ctx *as, struct memparts *mp, struct expr *e, bool flip)
{
	if (mp->bad)
		return;
	if (is_imm(e)) {
		add_term(as, mp, e, flip);
	} else if (e->kind == E_ADD) {
		split_mem(as, mp, e->e1, flip);
		split_mem(as, mp, e->e2, flip);
	} else if (e->kind == E_SUB) {
		split_mem(as, mp, e->e1, flip);
		split_mem(as, mp, e->e2, !flip);
	} else if (e->kind == E_NEG) {
		split_mem(as, mp, e->e1, !flip);
	} else if (flip) {
		mp->bad = true;
	} else if (!mp->r1) {
		mp->r1 = e;
	} else if (!mp->r2) {
		mp->r2 = e;
	} else {
		mp->bad = true;
	}
}

static struct expr zero_expr = {.kind = E_NUM};

/* The offset of a memory operand as an immediate (relocations too). */
static struct isa_atom mem_off_atom(const struct isa_atom *at)
{
	return (struct isa_atom){.kind = ISA_IMM,
	                         .flags = (uint16_t)(at->flags & ISA_SIGNED),
	                         .f = at->f2,
	                         .shl = at->shl};
}

/* The offset of a memory operand: the immediate terms, 0 if none. */
static bool match_mem_off(struct cand *c, const struct isa_atom *at, struct expr *imm)
{
	if (!at->f2.len)
		return !imm;
	struct isa_atom off = mem_off_atom(at);
	if (!match_imm(c, &off, imm ? imm : &zero_expr))
		return false;
	if (c->nrel && c->rel[c->nrel - 1].at == &off)
		c->rel[c->nrel - 1].at = at;
	return true;
}

/* vuc memory: D[$r1+$r2], D[$r1+$r2*0x2], D[$r2], D[0x0] (both registers
 * ISA_ZERO0). As envyas: the two register terms (missing ones are 0) are
 * tried as base and index, then the other way round. */
static bool match_mem_index(struct asm_ctx *as, struct cand *c, const struct isa_atom *at,
                            struct memparts *mp)
{
	if (!match_mem_off(c, at, mp->imm))
		return false;
	uint16_t fl = (uint16_t)(at->flags & ISA_ZERO0);
	struct isa_atom base = {.kind = ISA_REG, .flags = fl, .f = at->f, .str = at->str2};
	struct isa_atom idx = {.kind = ISA_REG, .flags = fl, .f = at->f3, .str = at->str2};
	struct expr *r1 = mp->r1 ? mp->r1 : &zero_expr, *r2 = mp->r2 ? mp->r2 : &zero_expr;
	struct cand save = *c;
	if (match_reg(as, c, &base, r1) && match_shreg(as, c, &idx, r2, (unsigned)at->shl2))
		return true;
	*c = save;
	return match_reg(as, c, &base, r2) && match_shreg(as, c, &idx, r1, (unsigned)at->shl2);
}

/* g80 memory: c3[$a1+0x10], s[0x4], g15[$r2], s[$a1++0x4] (ISA_ZERO0,
 * ISA_SPACEIDX, ISA_POSTINC atoms). */
static bool match_mem_envy(struct asm_ctx *as, struct cand *c, const struct isa_atom *at,
                           struct expr *e)
{
	bool pi = at->flags & ISA_POSTINC;
	if (!e->str || (pi ? e->kind != E_MEMX || e->num != 1 : e->kind != E_MEM))
		return false;
	size_t sl = strlen(at->str);
	if (strncmp(e->str, at->str, sl))
		return false;
	if (at->flags & ISA_SPACEIDX) {
		const char *d = e->str + sl;
		uint64_t n = 0;
		if (!*d)
			return false;
		for (; *d >= '0' && *d <= '9'; d++)
			n = n > UINT64_MAX / 10 - 9 ? UINT64_MAX : n * 10 + (uint64_t)(*d - '0');
		if (*d || !set_plain(c, at->f3, n))
			return false;
	} else if (e->str[sl]) {
		return false;
	}
	struct expr *r = NULL, *imm = NULL;
	if (pi) {
		if (is_imm(e->e1)) {
			if (e->e1->kind != E_NUM || e->e1->num)
				return false;
		} else {
			r = e->e1;
		}
		imm = e->e2;
	} else {
		struct memparts mp = {0};
		split_mem(as, &mp, e->e1, false);
		if (mp.bad)
			return false;
		if (at->f3.len && !(at->flags & ISA_SPACEIDX))
			return match_mem_index(as, c, at, &mp);
		if (mp.r2)
			return false;
		r = mp.r1;
		imm = mp.imm;
	}
	if (at->f2.len) {
		struct isa_atom off = mem_off_atom(at);
		if (!match_imm(c, &off, imm ? imm : &zero_expr))
			return false;
		if (c->nrel && c->rel[c->nrel - 1].at == &off)
			c->rel[c->nrel - 1].at = at;
	} else if (imm) {
		return false;
	}
	if (!at->f.len)
		return !r;
	struct isa_atom base = {.kind = ISA_REG,
	                        .flags = (uint16_t)(at->flags & (ISA_ZERO0 | ISA_RZ)),
	                        .f = at->f,
	                        .str = at->str2,
	                        .str2 = at->flags & ISA_MEMD ? "d" : NULL};
	if (!r && (at->flags & ISA_RZ))
		return set_plain(c, at->f, field_ones(at->f));
	if (!r)
		return (at->flags & ISA_ZERO0) && set_plain(c, at->f, 0);
	return match_reg(as, c, &base, r);
}

static bool match_mem(struct asm_ctx *as, struct cand *c, const struct isa_atom *at, struct expr *e)
{
	if (at->flags & (ISA_ZERO0 | ISA_POSTINC | ISA_SPACEIDX | ISA_RZ | ISA_MEMD))
		return match_mem_envy(as, c, at, e);
	if (e->kind != E_MEM || !e->str || strcmp(e->str, at->str))
		return false;
	struct memparts mp = {0};
	split_mem(as, &mp, e->e1, false);
	if (mp.bad)
		return false;
	if (at->f2.len) {
		struct isa_atom off = {.kind = ISA_IMM, .f = at->f2, .shl = at->shl};
		if (!match_imm(c, &off, mp.imm ? mp.imm : &zero_expr))
			return false;
		/* the relocation must outlive this frame: point at the table's
		 * own atom-less copy kept in the candidate (see resolve) */
		if (c->nrel && c->rel[c->nrel - 1].at == &off)
			c->rel[c->nrel - 1].at = at;
	} else if (mp.imm) {
		return false;
	}
	if (!at->str2 && !at->f.len)
		return !mp.r1 && !mp.r2; /* str[offset]: no register */
	struct isa_atom base = {.kind = ISA_REG, .f = at->f, .str = at->str2};
	struct isa_atom idx = {.kind = ISA_REG, .f = at->f3, .str = "r"};
	struct expr *r1 = mp.r1 ? mp.r1 : &zero_expr;
	if (at->f3.len) {
		struct expr *r2 = mp.r2 ? mp.r2 : &zero_expr;
		struct cand save = *c;
		if (match_reg(as, c, &base, r1) && match_shreg(as, c, &idx, r2, (unsigned)at->shl2))
			return true;
		*c = save;
		return match_reg(as, c, &base, r2) &&
		       match_shreg(as, c, &idx, r1, (unsigned)at->shl2);
	}
	if (mp.r2)
		return false;
	return match_reg(as, c, &base, r1);
}

/* A relocation on a memory offset is recorded against the ISA_MEM atom;
 * this gives the immediate view of it. */
static struct isa_atom reloc_atom(const struct isa_atom *at)
{
	if (at->kind == ISA_MEM)
		return mem_off_atom(at);
	return *at;
}

static bool match_leaf(struct asm_ctx *as, const struct isa_atom *at, const struct line *l,
                       unsigned *p, struct cand *c)
{
	if (at->kind == ISA_NAME) {
		if (*p >= l->nitems || l->items[*p].kind != IT_NAME ||
		    strcmp(l->items[*p].name, at->str))
			return false;
		++*p;
		return true;
	}
	if (at->kind == ISA_IGN)
		return true; /* the bits stay 0 */
	if (at->kind == ISA_SEOPEN || at->kind == ISA_SECLOSE) {
		if (*p >= l->nitems ||
		    l->items[*p].kind != (at->kind == ISA_SEOPEN ? IT_OPEN : IT_CLOSE))
			return false;
		++*p;
		return true;
	}
	if (at->kind == ISA_ENUM) {
		if (*p >= l->nitems || l->items[*p].kind != IT_NAME || !at->syms)
			return false;
		for (int i = 0; at->syms[i].name; i++)
			if (sym_ok(&at->syms[i], as->v, as->feat) &&
			    !strcmp(l->items[*p].name, at->syms[i].name))
				if (set_plain(c, at->f, (uint64_t)at->syms[i].num)) {
					++*p;
					return true;
				}
		return false;
	}
	if (at->kind == ISA_UNK || *p >= l->nitems || l->items[*p].kind != IT_EXPR)
		return false;
	if (at->kind == ISA_DISCARD) {
		if (l->items[*p].e->kind != E_DISCARD)
			return false;
		++*p;
		return true;
	}
	if (at->kind == ISA_VEC) {
		if (!match_vec(as, c, at, l->items[*p].e))
			return false;
		++*p;
		return true;
	}
	if (at->kind == ISA_CMD) {
		/* "#NAME": the lexer makes it a label reference */
		const struct expr *ce = l->items[*p].e;
		if (ce->kind != E_LABEL || !ce->str || strcmp(ce->str, at->str))
			return false;
		++*p;
		return true;
	}
	struct expr *e = l->items[*p].e;
	bool ok = false;
	switch (at->kind) {
	case ISA_REG: ok = match_reg(as, c, at, e); break;
	case ISA_IMM:
	case ISA_BTARG:
	case ISA_CTARG: ok = match_imm(c, at, e); break;
	case ISA_RAWIMM: ok = e->kind == E_NUM && set_plain(c, at->f, e->num); break;
	case ISA_MEM: ok = match_mem(as, c, at, e); break;
	case ISA_BITF:
		ok = e->kind == E_VEC && e->e1->kind == E_NUM && e->e2->kind == E_NUM &&
		     set_plain(c, at->f, e->e1->num) &&
		     set_plain(c, at->f2, e->e2->num - e->e1->num);
		break;
	default: break;
	}
	if (ok)
		++*p;
	return ok;
}

struct frame {
	const struct isa_atom *atoms;
	unsigned n, i;
};

#define MAX_FRAMES 8 /* choices nest six deep in the R500 PVS table */
#define MAX_CANDS 64

struct mctx {
	struct asm_ctx *as;
	const struct line *l;
	struct cand *out;
	unsigned nout;
};

static void match_rec(struct mctx *mc, const struct frame *st, int depth, unsigned p, struct cand c)
{
	struct frame fr[MAX_FRAMES];
	memcpy(fr, st, sizeof(fr[0]) * (size_t)(depth + 1));
	while (depth >= 0 &&
	       (fr[depth].i >= fr[depth].n || fr[depth].atoms[fr[depth].i].kind == ISA_END))
		depth--;
	if (depth < 0) {
		if (p == mc->l->nitems && mc->nout < MAX_CANDS)
			mc->out[mc->nout++] = c;
		return;
	}
	const struct isa_atom *at = &fr[depth].atoms[fr[depth].i++];
	if (at->kind != ISA_CHOICE) {
		if (match_leaf(mc->as, at, mc->l, &p, &c))
			match_rec(mc, fr, depth, p, c);
		return;
	}
	if (depth + 1 >= MAX_FRAMES)
		return;
	for (unsigned i = 0; i < at->nalts; i++) {
		const struct isa_alt *alt = &at->alts[i];
		uint32_t vm = alt->vmask;
		if (!(vm >> mc->as->v & 1) || (alt->feat & ~mc->as->feat))
			continue;
		bool clash = false;
		for (unsigned w = 0; w < ISA_WORDS; w++) {
			uint64_t cm = c.m[w] & alt->mask[w];
			clash |= (c.a[w] & cm) != (alt->val[w] & cm);
		}
		if (clash)
			continue;
		struct cand c2 = c;
		for (unsigned w = 0; w < ISA_WORDS; w++) {
			c2.a[w] |= alt->val[w];
			c2.m[w] |= alt->mask[w];
		}
		if (alt->len)
			c2.len = alt->len;
		fr[depth + 1] = (struct frame){alt->atoms, ISA_MAX_ALT_ATOMS, 0};
		match_rec(mc, fr, depth + 1, p, c2);
	}
}

static bool match_line(struct asm_ctx *as, struct line *l)
{
	struct cand buf[MAX_CANDS];
	struct mctx mc = {as, l, buf, 0};
	/* scheduling words first (gm107), as envyas's assembler root has them */
	size_t ns = as->isa->nsched, nall = ns + as->isa->nforms;
	for (size_t i = 0; i < nall; i++) {
		const struct isa_form *f =
		        i < ns ? &as->isa->sched_forms[i] : &as->isa->forms[i - ns];
		if (!(f->vmask >> as->v & 1) || (f->feat & ~as->feat))
			continue;
		if (f->atoms[0].kind == ISA_UNK)
			continue;
		struct cand c = {.len = as->isa->one_unit ? isa_unit(as->isa, as->v) : f->len};
		memcpy(c.a, f->val, sizeof(c.a));
		memcpy(c.m, f->mask, sizeof(c.m));
		struct frame fr = {f->atoms, ISA_MAX_ATOMS, 0};
		match_rec(&mc, &fr, 0, 0, c);
	}
	unsigned n = 0;
	for (unsigned i = 0; i < mc.nout; i++)
		if (buf[i].len)
			buf[n++] = buf[i];
	if (!n)
		return false;
	l->cands = arena_alloc(&as->ar, n * sizeof(*l->cands));
	if (!l->cands)
		return false;
	memcpy(l->cands, buf, n * sizeof(*buf));
	l->ncands = n;
	return true;
}

/* ----------------------------------------------------------------- layout */

static char *expand_local(struct asm_ctx *as, const char *local, const char *global)
{
	size_t gl = global ? strlen(global) : 0, ll = strlen(local);
	char *s = arena_alloc(&as->ar, gl + ll + 3);
	if (!s)
		return NULL;
	s[0] = s[1] = '_';
	if (gl)
		memcpy(s + 2, global, gl);
	memcpy(s + 2 + gl, local, ll + 1);
	return s;
}

static bool is_local(const char *s)
{
	return s[0] == '_' && s[1] != '_';
}

static int find_symbol(struct asm_ctx *as, const char *name)
{
	for (size_t i = 0; i < as->nlabels; i++)
		if (!strcmp(as->labels[i].name, name))
			return (int)i;
	return -1;
}

static bool calc(struct asm_ctx *as, struct expr *e, uint64_t *out)
{
	uint64_t a = 0, b = 0;
	switch (e->kind) {
	case E_NUM: *out = e->num; return true;
	case E_LABEL: {
		if (is_local(e->str)) {
			char *full = expand_local(as, e->str, as->cur_global);
			if (!full)
				return false;
			e->str = full;
		}
		int i = find_symbol(as, e->str);
		if (i < 0) {
			as_error(as, e->loc, "undefined label \"%s\"", e->str);
			return false;
		}
		*out = as->labels[i].val;
		return true;
	}
	case E_NEG:
	case E_NOT:
	case E_LNOT:
		if (!calc(as, e->e1, &a))
			return false;
		*out = e->kind == E_NEG ? -a : e->kind == E_NOT ? ~a : !a;
		return true;
	default: break;
	}
	if (!e->e1 || !e->e2 || e->kind < E_LOR) {
		as_error(as, e->loc, "not a number");
		return false;
	}
	if (!calc(as, e->e1, &a) || !calc(as, e->e2, &b))
		return false;
	switch (e->kind) {
	case E_MUL: *out = a * b; break;
	case E_DIV:
	case E_MOD:
		if (!b) {
			as_error(as, e->loc, "division by 0");
			return false;
		}
		*out = e->kind == E_DIV ? a / b : a % b;
		break;
	case E_ADD: *out = a + b; break;
	case E_SUB: *out = a - b; break;
	case E_SHL: *out = a << (b & 63); break; /* x86 semantics, as envyas gets */
	case E_SHR: *out = a >> (b & 63); break;
	case E_AND: *out = a & b; break;
	case E_XOR: *out = a ^ b; break;
	case E_OR: *out = a | b; break;
	case E_LAND: *out = a && b; break;
	case E_LOR: *out = a || b; break;
	default: as_error(as, e->loc, "not a number"); return false;
	}
	return true;
}

/* Microcode images are small: UC_CAPS gives a falcon's code and data
 * sizes in 9 bits of 256-byte units, so no falcon memory exceeds 128 KiB
 * (rnndb falcon.xml; the chips softgpu models have 16 KiB). The limit, 8
 * times that, keeps hostile sources from costing memory and time (a
 * ".size 16666666" made the fuzz target spend 8-23 s; issue 13 item 11). */
#define MAX_SECTION ((size_t)1 << 20)
#define MAX_SECTION_TEXT "1 MiB"

static bool sect_reserve(struct asm_ctx *as, struct section *s, size_t end)
{
	if (end > MAX_SECTION) {
		as->failed = true;
		ds_printf(&as->msgs, "%s: section '%s' larger than " MAX_SECTION_TEXT "\n",
		          as->file, s->name);
		return false;
	}
	if (end <= s->cap)
		return true;
	size_t cap = s->cap ? s->cap : 256;
	while (cap < end)
		cap *= 2;
	uint8_t *nc = realloc(s->code, cap);
	if (!nc) {
		as->failed = true;
		return false;
	}
	memset(nc + s->cap, 0, cap - s->cap);
	s->code = nc;
	s->cap = cap;
	return true;
}

static struct section *add_section(struct asm_ctx *as, const char *name, uint64_t base)
{
	if (as->nsects == as->capsects) {
		size_t cap = as->capsects ? as->capsects * 2 : 4;
		struct section *ns = realloc(as->sects, cap * sizeof(*ns));
		if (!ns)
			return NULL;
		as->sects = ns;
		as->capsects = cap;
	}
	struct section *s = &as->sects[as->nsects++];
	memset(s, 0, sizeof(*s));
	s->name = name;
	s->base = base;
	s->first_label = -1;
	return s;
}

static bool add_label(struct asm_ctx *as, char *name, uint64_t val, int type)
{
	if (as->nlabels == as->caplabels) {
		size_t cap = as->caplabels ? as->caplabels * 2 : 64;
		struct label *nl = realloc(as->labels, cap * sizeof(*nl));
		if (!nl)
			return false;
		as->labels = nl;
		as->caplabels = cap;
	}
	as->labels[as->nlabels++] = (struct label){name, val, type};
	return true;
}

static void free_sections(struct asm_ctx *as)
{
	for (size_t i = 0; i < as->nsects; i++)
		free(as->sects[i].code);
	as->nsects = 0;
}

/* .b8/.u16/.s32...: width in bits, or 0 if the name is not one of them. */
static unsigned data_bits(const char *name)
{
	if (name[0] != 'b' && name[0] != 's' && name[0] != 'u')
		return 0;
	char *end;
	unsigned long long bits = strtoull(name + 1, &end, 0);
	if (*end || !name[1] || bits > 64 || (bits & 7) || !bits)
		return 0;
	return (unsigned)bits;
}

static bool one_num_param(struct asm_ctx *as, const struct line *l, uint64_t *out)
{
	if (l->nparams > 1) {
		as_error(as, l->loc, "too many arguments for .%s", l->name);
		return false;
	}
	if (l->nparams < 1 || l->params[0]->kind != E_NUM) {
		as_error(as, l->loc, "wrong arguments for .%s", l->name);
		return false;
	}
	*out = l->params[0]->num;
	return true;
}

static int find_section(struct asm_ctx *as, const char *name)
{
	for (size_t j = 0; j < as->nsects; j++)
		if (!strcmp(as->sects[j].name, name))
			return (int)j;
	return -1;
}

/* Bytes per address unit: labels and branch targets count units. */
static unsigned as_stride(const struct asm_ctx *as)
{
	return isa_unit(as->isa, as->v);
}

/* First pass of a layout round: sizes, label values, sections, .equ. */
static bool layout_pass(struct asm_ctx *as)
{
	free_sections(as);
	as->nlabels = 0;
	as->cur_global = NULL;
	if (!add_section(as, "default", 0))
		return false;
	size_t cur = 0;
	for (size_t i = 0; i < as->nlines && !as->failed; i++) {
		struct line *l = &as->lines[i];
		struct section *s = &as->sects[cur];
		if (l->kind == L_INSN) {
			if (as->isa->long_align && l->cands[l->cur].len == 8 && (s->pos & 7))
				s->pos = (s->pos | 7) + 1;
			s->pos += l->cands[l->cur].len;
		} else if (l->kind == L_LABEL) {
			if (is_local(l->name)) {
				char *full = expand_local(as, l->name, as->cur_global);
				if (!full)
					return false;
				l->name = full;
			} else {
				as->cur_global = l->name;
			}
			if (find_symbol(as, l->name) >= 0) {
				as_error(as, l->loc, "label %s redeclared", l->name);
				return false;
			}
			if (s->first_label < 0)
				s->first_label = (int)as->nlabels;
			s->last_label = (int)as->nlabels;
			if (!add_label(as, l->name, s->pos / as_stride(as) + s->base, 0))
				return false;
		} else if (!strcmp(l->name, "section")) {
			if (l->nparams > 2) {
				as_error(as, l->loc, "too many arguments for .section");
				return false;
			}
			if (l->nparams < 1 || l->params[0]->kind != E_LABEL ||
			    (l->nparams == 2 && l->params[1]->kind != E_NUM)) {
				as_error(as, l->loc, "wrong arguments for .section");
				return false;
			}
			int j = find_section(as, l->params[0]->str);
			if (j < 0) {
				if (!add_section(as, l->params[0]->str,
				                 l->nparams == 2 ? l->params[1]->num : 0))
					return false;
				j = (int)as->nsects - 1;
			}
			cur = (size_t)j;
		} else if (!strcmp(l->name, "align")) {
			uint64_t n;
			if (!one_num_param(as, l, &n))
				return false;
			if (!n) {
				as_error(as, l->loc, "wrong arguments for .align");
				return false;
			}
			s->pos = (s->pos + n - 1) / n * n;
		} else if (!strcmp(l->name, "size")) {
			uint64_t n;
			if (!one_num_param(as, l, &n))
				return false;
			if (s->pos > n) {
				as_error(as, l->loc, "section '%s' exceeds .size by %zu bytes",
				         s->name, (size_t)(s->pos - n));
				return false;
			}
			s->pos = n;
		} else if (!strcmp(l->name, "skip")) {
			uint64_t n;
			if (!one_num_param(as, l, &n))
				return false;
			s->pos += n;
		} else if (!strcmp(l->name, "equ")) {
			if (l->nparams != 2 || l->params[0]->kind != E_LABEL ||
			    !is_imm(l->params[1])) {
				as_error(as, l->loc, "wrong arguments for .equ");
				return false;
			}
			if (is_local(l->params[0]->str)) {
				char *full = expand_local(as, l->params[0]->str, as->cur_global);
				if (!full)
					return false;
				l->params[0]->str = full;
			}
			uint64_t v;
			if (!calc(as, l->params[1], &v))
				return false;
			if (find_symbol(as, l->params[0]->str) >= 0) {
				as_error(as, l->loc, "label %s redeclared", l->params[0]->str);
				return false;
			}
			if (!add_label(as, l->params[0]->str, v, 1))
				return false;
		} else {
			unsigned bits = data_bits(l->name);
			if (!bits) {
				as_error(as, l->loc, "unknown directive .%s", l->name);
				return false;
			}
			for (unsigned k = 0; k < l->nparams; k++) {
				if (!is_imm(l->params[k])) {
					as_error(as, l->loc, "wrong arguments for .%s", l->name);
					return false;
				}
			}
			s->pos += bits / 8 * l->nparams;
		}
		if (as->sects[cur].pos > MAX_SECTION) {
			as_error(as, l->loc, "section '%s' larger than " MAX_SECTION_TEXT,
			         as->sects[cur].name);
			return false;
		}
	}
	return !as->failed;
}

static bool resolve(struct asm_ctx *as, const struct cand *c0, uint64_t pos,
                    uint64_t val[ISA_WORDS])
{
	struct cand c = *c0;
	for (unsigned i = 0; i < c.nrel; i++) {
		uint64_t v;
		if (!calc(as, c.rel[i].e, &v))
			return false;
		struct isa_atom at = reloc_atom(c.rel[i].at);
		if (!set_imm(&c, &at, v, pos))
			return false;
	}
	memcpy(val, c.a, sizeof(c.a));
	return true;
}

static bool emit_data(struct asm_ctx *as, struct section *s, const struct line *l, unsigned bits)
{
	size_t nb = bits / 8;
	if (s->pos % nb)
		as_warn(as, l->loc, "unaligned data .%s; section '%s', offset 0x%zx", l->name,
		        s->name, s->pos);
	if (!sect_reserve(as, s, s->pos + nb * l->nparams))
		return false;
	for (unsigned k = 0; k < l->nparams; k++) {
		uint64_t num;
		if (!calc(as, l->params[k], &num))
			return false;
		bool too_big = false;
		if (l->name[0] == 'u' && bits != 64 && num >= UINT64_C(1) << bits)
			too_big = true;
		if (l->name[0] == 's' && bits != 64 && num >= UINT64_C(1) << (bits - 1) &&
		    num < ~UINT64_C(0) << (bits - 1))
			too_big = true;
		/* .bN: the bits above N must be all zeros or all ones (a
		 * negative number, or ~ of an N-bit mask: nouveau's g98.fuc0s
		 * has `.b32 ... ~0xfffffff0`); envyas keeps the low N bits of
		 * anything, so `.b32 0x100000000` was a silent 0 */
		if (l->name[0] == 'b' && bits != 64) {
			uint64_t high = num >> bits;
			too_big = high != 0 && high != ~UINT64_C(0) >> bits;
		}
		if (too_big) {
			as_error(as, l->loc, "argument %u too large for .%s", k, l->name);
			return false;
		}
		for (size_t j = 0; j < nb; j++)
			s->code[s->pos + j + k * nb] = (uint8_t)(num >> (8 * j));
	}
	s->pos += nb * l->nparams;
	return true;
}

static bool fill_to(struct asm_ctx *as, struct section *s, size_t end)
{
	if (!sect_reserve(as, s, end))
		return false;
	if (end > s->pos)
		memset(s->code + s->pos, 0, end - s->pos);
	s->pos = end;
	return true;
}

/* Second pass: encode. Returns false on error; *allok false if some
 * instruction moved to a longer candidate and the layout must be redone. */
static bool emit_pass(struct asm_ctx *as, bool *allok)
{
	size_t cur = 0;
	as->cur_global = NULL;
	for (size_t j = 0; j < as->nsects; j++)
		as->sects[j].pos = 0;
	for (size_t i = 0; i < as->nlines; i++) {
		struct line *l = &as->lines[i];
		struct section *s = &as->sects[cur];
		if (l->kind == L_INSN) {
			struct cand *c = &l->cands[l->cur];
			uint64_t val[ISA_WORDS];
			if (as->isa->long_align && c->len == 8 && (s->pos & 7)) {
				/* envyas: the short instruction just before takes its
				 * next (long) form, and the layout is redone */
				size_t j = i;
				while (j > 0 && as->lines[j - 1].kind == L_LABEL)
					j--;
				if (j > 0 && as->lines[j - 1].kind == L_INSN) {
					struct line *pl = &as->lines[j - 1];
					if (pl->cands[pl->cur].len == 4 &&
					    pl->cur + 1 < pl->ncands) {
						pl->cur++;
						*allok = false;
					}
				}
				if (!fill_to(as, s, (s->pos | 7) + 1))
					return false;
			}
			if (!resolve(as, c, s->pos / as_stride(as) + s->base, val)) {
				if (as->failed)
					return false;
				s->pos += c->len;
				if (++l->cur >= l->ncands) {
					as_error(as, l->loc,
					         "relocation failed: operand out of range");
					return false;
				}
				*allok = false;
				continue;
			}
			if (!sect_reserve(as, s, s->pos + c->len))
				return false;
			for (unsigned k = 0; k < c->len; k++)
				s->code[s->pos++] =
				        (uint8_t)(k < ISA_MAX_BYTES ? val[k / 8] >> (8 * (k % 8))
				                                    : 0);
		} else if (l->kind == L_LABEL) {
			if (l->name[0] != '_')
				as->cur_global = l->name;
		} else if (!strcmp(l->name, "section")) {
			cur = (size_t)find_section(as, l->params[0]->str);
		} else if (!strcmp(l->name, "align")) {
			uint64_t n = l->params[0]->num;
			if (!fill_to(as, s, (s->pos + n - 1) / n * n))
				return false;
		} else if (!strcmp(l->name, "size")) {
			if (!fill_to(as, s, l->params[0]->num))
				return false;
		} else if (!strcmp(l->name, "skip")) {
			if (!fill_to(as, s, s->pos + l->params[0]->num))
				return false;
		} else if (!strcmp(l->name, "equ")) {
			/* done in the layout pass */
		} else if (!emit_data(as, s, l, data_bits(l->name))) {
			return false;
		}
	}
	return true;
}

/* ----------------------------------------------------------------- output */

static int label_at(struct asm_ctx *as, const struct section *s, size_t ofs, int start)
{
	if (s->first_label < 0)
		return -1;
	for (int i = start >= 0 ? start : s->first_label; i <= s->last_label; i++)
		if (as->labels[i].type == 0 && as->labels[i].val == ofs)
			return i;
	return -1;
}

static void output(struct asm_ctx *as, enum isa_asm_format fmt, struct dstr *out)
{
	for (size_t i = 0; i < as->nsects; i++) {
		struct section *s = &as->sects[i];
		if (!strcmp(s->name, "default") && !s->pos)
			continue;
		if (fmt == ISA_OUT_RAW) {
			ds_put(out, s->code ? (const char *)s->code : "", s->pos);
			continue;
		}
		bool carray =
		        fmt == ISA_OUT_CARRAY || fmt == ISA_OUT_CARRAY32 || fmt == ISA_OUT_CARRAY64;
		unsigned step = fmt == ISA_OUT_HEX32 || fmt == ISA_OUT_CARRAY32   ? 4
		                : fmt == ISA_OUT_HEX64 || fmt == ISA_OUT_CARRAY64 ? 8
		                                                                  : 1;
		/* envyas for an ISA of wider code units (ctx) prints one unit
		 * per line at the width asked for: "0x%02x" of a whole word by
		 * default (0x100001,), zero-extended with -W */
		unsigned width = step * 2;
		if (as_stride(as) > 1)
			step = as_stride(as);
		if (carray)
			ds_printf(out, "%s %s[] = {\n",
			          width == 16  ? "uint64_t"
			          : width == 8 ? "uint32_t"
			                       : "uint8_t",
			          s->name);
		for (size_t j = 0; j < s->pos; j += step) {
			if (carray) {
				/* labels by byte offset, though for ctx they
				 * count words: envyas's quirk, kept */
				for (unsigned k = 0; k < step; k++) {
					for (int lb = label_at(as, s, j + k, -1); lb >= 0;
					     lb = label_at(as, s, j + k, lb + 1))
						ds_printf(out, "/* 0x%04zx: %s */\n", j + k,
						          as->labels[lb].name);
				}
				ds_put(out, "\t", 1);
			}
			/* a last partial word is zero-padded, as envyas pads it */
			uint64_t v = 0;
			for (unsigned k = 0; k < step && j + k < s->pos; k++)
				v |= (uint64_t)s->code[j + k] << (8 * k);
			ds_printf(out, "0x%0*" PRIx64 ",\n", (int)width, v);
		}
		if (carray) {
			ds_put(out, "};\n", 3);
			if (i != as->nsects - 1)
				ds_put(out, "\n", 1);
		}
	}
}

/* Redoing the layout only ever moves an instruction to a longer candidate,
 * so it ends; the bound is the total number of candidates. */
static bool assemble(struct asm_ctx *as)
{
	size_t budget = 1;
	for (size_t i = 0; i < as->nlines; i++) {
		struct line *l = &as->lines[i];
		if (l->kind != L_INSN)
			continue;
		if (!match_line(as, l)) {
			if (!as->failed)
				as_error(as, l->loc, "no instruction form matches these operands");
			return false;
		}
		budget += l->ncands;
	}
	for (size_t round = 0; round <= budget; round++) {
		bool allok = true;
		if (!layout_pass(as) || !emit_pass(as, &allok))
			return false;
		if (allok)
			return true;
	}
	as_error(as, (struct loc){1, 1}, "layout does not converge");
	return false;
}

bool isa_assemble(const struct isa_def *isa, unsigned v, uint32_t feat, const char *src, size_t len,
                  const char *filename, enum isa_asm_format fmt, struct isa_asm_result *res)
{
	struct asm_ctx as = {
	        .isa = isa, .v = v, .feat = feat, .file = filename ? filename : "stdin"};
	memset(res, 0, sizeof(*res));
	bool ok = parse_source(&as, src, len) && assemble(&as);
	unsigned unit = isa_unit(isa, v);
	if (ok && ((unit > 1 && fmt == ISA_OUT_CARRAY) || (unit > 4 && fmt == ISA_OUT_CARRAY32))) {
		/* envyas: "Output format word too small to hold a full code byte!" */
		as_error(&as, (struct loc){1, 1},
		         "%u-byte code units do not fit a uint%u_t array (use -a %s)", unit,
		         fmt == ISA_OUT_CARRAY ? 8 : 32, unit > 4 ? "-W" : "-w");
		ok = false;
	}
	if (ok) {
		struct dstr out = {0};
		output(&as, fmt, &out);
		if (out.oom) {
			free(out.p);
			as_error(&as, (struct loc){1, 1}, "out of memory");
			ok = false;
		} else {
			res->data = (uint8_t *)out.p;
			res->size = out.n;
		}
	}
	if (as.ar.oom && ok) {
		as_error(&as, (struct loc){1, 1}, "out of memory");
		ok = false;
	}
	res->errors = as.msgs.n ? as.msgs.p : NULL;
	if (!as.msgs.n)
		free(as.msgs.p);
	free_sections(&as);
	free(as.sects);
	free(as.labels);
	free(as.lines);
	arena_free(&as.ar);
	return ok;
}

void isa_asm_result_free(struct isa_asm_result *res)
{
	free(res->data);
	free(res->errors);
	memset(res, 0, sizeof(*res));
}
