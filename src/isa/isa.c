/* The table-driven decoder and disassembler shared by every ISA (isa.h). */
#include "isa/isa.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

/* Marks a field's bits in a claimed-bits mask. */
static void claim(uint64_t *m, struct isa_field f)
{
	isa_field_put(m, f, ~UINT64_C(0));
}

/* All ones in a field's width (gm107's zero register and true predicate). */
static uint64_t field_ones(struct isa_field f)
{
	unsigned n = isa_field_bits(f);
	return n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1;
}

static bool bits_match(const uint64_t *a, const uint64_t *val, const uint64_t *mask)
{
	for (unsigned w = 0; w < ISA_WORDS; w++)
		if ((a[w] & mask[w]) != val[w])
			return false;
	return true;
}

static bool applies(uint32_t vmask, uint32_t need, unsigned v, uint32_t feat)
{
	return (vmask >> v & 1) && (need & ~feat) == 0;
}

/* ----------------------------------------------------------- first-byte index */

/* How many (byte value, form) pairs an index on bits sh..sh+7 holds. */
static size_t index_size(const struct isa_def *isa, unsigned sh)
{
	size_t total = 0;
	for (size_t i = 0; i < isa->nforms; i++) {
		/* a form fixing k of the 8 bits is listed under 2^(8-k) values */
		unsigned fixed = (unsigned)__builtin_popcountll(isa->forms[i].mask[0] >> sh & 0xff);
		total += (size_t)1 << (8 - fixed);
	}
	return total;
}

/* True if the atoms (their choices too) hold a branch or call target or
 * an alternative that sets the length. */
static bool atoms_need_walk(const struct isa_atom *atoms, unsigned n, int depth)
{
	if (depth > 16)
		return true;
	for (unsigned i = 0; i < n && atoms[i].kind != ISA_END; i++) {
		const struct isa_atom *at = &atoms[i];
		if (at->kind == ISA_BTARG || at->kind == ISA_CTARG)
			return true;
		if (at->kind != ISA_CHOICE)
			continue;
		for (unsigned k = 0; k < at->nalts; k++)
			if (at->alts[k].len ||
			    atoms_need_walk(at->alts[k].atoms, ISA_MAX_ALT_ATOMS, depth + 1))
				return true;
	}
	return false;
}

/* ---------------------------------------------------------- choice index */

/* A choice whose alternatives all test bits within one window of at most
 * CHIX_SPAN bits of one word: first[k] is the first alternative whose bits
 * match window value k (0xff: none), so decoding looks it up instead of
 * scanning every alternative (the scan was a quarter of bench_isa's time;
 * docs/hw/nv-isa.md, "Listing speed"). Versions and features are still
 * checked, from that alternative on. */
#define CHIX_SPAN 10

struct isa_chix {
	const struct isa_alt *alts;
	uint8_t nalts, w, lo;
	uint64_t kmask;
	uint8_t *first;
};

static size_t chix_hash(const struct isa_alt *alts, unsigned nslots)
{
	return (size_t)(((uint64_t)(uintptr_t)alts * UINT64_C(0x9e3779b97f4a7c15)) >> 32) &
	       (nslots - 1);
}

static const struct isa_chix *chix_find(const struct isa_index *ix, const struct isa_atom *at)
{
	if (!ix->chix)
		return NULL;
	for (size_t h = chix_hash(at->alts, ix->nchix);; h = (h + 1) & (ix->nchix - 1)) {
		const struct isa_chix *e = &ix->chix[h];
		if (!e->alts)
			return NULL;
		if (e->alts == at->alts && e->nalts == at->nalts)
			return e;
	}
}

/* Counts (slots NULL) or enters the choices of atoms, their alternatives'
 * too; returns how many. */
static size_t chix_add(struct isa_index *ix, const struct isa_atom *atoms, unsigned n, int depth)
{
	size_t count = 0;
	if (depth > 8)
		return 0;
	for (unsigned i = 0; i < n && atoms[i].kind != ISA_END; i++) {
		const struct isa_atom *at = &atoms[i];
		if (at->kind != ISA_CHOICE || !at->alts)
			continue;
		for (unsigned k = 0; k < at->nalts; k++)
			count += chix_add(ix, at->alts[k].atoms, ISA_MAX_ALT_ATOMS, depth + 1);
		if (at->nalts >= 0xff)
			continue;
		uint64_t u[ISA_WORDS] = {0};
		for (unsigned k = 0; k < at->nalts; k++)
			for (unsigned w = 0; w < ISA_WORDS; w++)
				u[w] |= at->alts[k].mask[w];
		unsigned nw = 0, w0 = 0;
		for (unsigned w = 0; w < ISA_WORDS; w++)
			if (u[w]) {
				nw++;
				w0 = w;
			}
		if (nw != 1)
			continue;
		unsigned lo = (unsigned)__builtin_ctzll(u[w0]);
		unsigned span = 64 - (unsigned)__builtin_clzll(u[w0]) - lo;
		if (span > CHIX_SPAN)
			continue;
		if (!ix->chix) {
			count++;
			continue;
		}
		size_t h = chix_hash(at->alts, ix->nchix);
		for (; ix->chix[h].alts; h = (h + 1) & (ix->nchix - 1))
			if (ix->chix[h].alts == at->alts && ix->chix[h].nalts == at->nalts)
				break;
		if (ix->chix[h].alts)
			continue;
		uint8_t *first = malloc((size_t)1 << span);
		if (!first)
			continue;
		for (uint64_t key = 0; key < (UINT64_C(1) << span); key++) {
			uint64_t a[ISA_WORDS] = {0};
			a[w0] = key << lo;
			first[key] = 0xff;
			for (unsigned k = 0; k < at->nalts; k++)
				if (bits_match(a, at->alts[k].val, at->alts[k].mask)) {
					first[key] = (uint8_t)k;
					break;
				}
		}
		ix->chix[h] = (struct isa_chix){
		        at->alts, at->nalts, (uint8_t)w0, (uint8_t)lo, (UINT64_C(1) << span) - 1,
		        first};
		count++;
	}
	return count;
}

static void build_chix(const struct isa_def *isa, struct isa_index *ix)
{
	size_t count = 0;
	for (size_t i = 0; i < isa->nforms; i++)
		count += chix_add(ix, isa->forms[i].atoms, ISA_MAX_ATOMS, 0);
	for (size_t i = 0; i < isa->nsched; i++)
		count += chix_add(ix, isa->sched_forms[i].atoms, ISA_MAX_ATOMS, 0);
	if (!count)
		return;
	unsigned slots = 16;
	while (slots < 2 * count)
		slots *= 2;
	ix->chix = calloc(slots, sizeof(*ix->chix));
	if (!ix->chix)
		return;
	ix->nchix = slots;
	for (size_t i = 0; i < isa->nforms; i++)
		chix_add(ix, isa->forms[i].atoms, ISA_MAX_ATOMS, 0);
	for (size_t i = 0; i < isa->nsched; i++)
		chix_add(ix, isa->sched_forms[i].atoms, ISA_MAX_ATOMS, 0);
}

static void build_index(const struct isa_def *isa, struct isa_index *ix)
{
	/* the byte that splits the forms best: g80's opcode is in bits
	 * 28-31, gf100's at the top; the first byte of those lists most
	 * forms under every value (bench_isa) */
	unsigned sh = isa->index_bit;
	size_t total = index_size(isa, sh);
	for (unsigned cand = 0; cand <= 56; cand += 4) {
		size_t t = index_size(isa, cand);
		if (t < total) {
			total = t;
			sh = cand;
		}
	}
	ix->shift = sh;
	uint16_t *list = malloc(total * sizeof(*list));
	if (!list)
		return; /* decode falls back to a full scan */
	size_t n = 0;
	for (unsigned b = 0; b < 256; b++) {
		ix->start[b] = (uint32_t)n;
		for (size_t i = 0; i < isa->nforms; i++)
			if ((b & isa->forms[i].mask[0] >> sh & 0xff) ==
			    (isa->forms[i].val[0] >> sh & 0xff))
				list[n++] = (uint16_t)i;
	}
	ix->start[256] = (uint32_t)n;
	ix->lvm = malloc((n ? n : 1) * sizeof(*ix->lvm));
	for (size_t i = 0; ix->lvm && i < n; i++) {
		ix->lvm[i][0] = isa->forms[list[i]].val[0];
		ix->lvm[i][1] = isa->forms[list[i]].mask[0];
	}
	ix->walk = calloc(isa->nforms ? isa->nforms : 1, sizeof(*ix->walk));
	for (size_t i = 0; ix->walk && i < isa->nforms; i++)
		for (unsigned k = 0; k < ISA_MAX_ATOMS && isa->forms[i].atoms[k].kind != ISA_END;
		     k++)
			if (atoms_need_walk(&isa->forms[i].atoms[k], 1, 0))
				ix->walk[i] |= UINT32_C(1) << k;
	build_chix(isa, ix);
	ix->list = list;
}

/* The index is built once; a concurrent first use waits for the builder. */
static const struct isa_index *get_index(const struct isa_def *isa)
{
	struct isa_index *ix = isa->index;
	if (!ix)
		return NULL;
	int st = __atomic_load_n(&ix->state, __ATOMIC_ACQUIRE);
	if (st == 2)
		return ix->list ? ix : NULL;
	int expect = 0;
	if (__atomic_compare_exchange_n(&ix->state, &expect, 1, false, __ATOMIC_ACQ_REL,
	                                __ATOMIC_ACQUIRE)) {
		build_index(isa, ix);
		__atomic_store_n(&ix->state, 2, __ATOMIC_RELEASE);
	} else {
		while (__atomic_load_n(&ix->state, __ATOMIC_ACQUIRE) != 2)
			;
	}
	return ix->list ? ix : NULL;
}

/* ----------------------------------------------------------------- decode */

struct dctx {
	struct isa_decoded *out;
	uint64_t pos;
	unsigned v;
	uint32_t feat;
	bool named;                 /* the mnemonic has been seen */
	uint32_t se_named;          /* bit d: sub-expression level d+1 has had its first word */
	int se;                     /* inside a sub-expression: its words are not the mnemonic */
	const struct isa_index *ix; /* NULL: choices are scanned */
};

static void push(struct dctx *c, const struct isa_atom *at, uint64_t v1, uint64_t v2, int64_t v3,
                 int sym)
{
	struct isa_decoded *o = c->out;
	if (o->nitems >= ISA_MAX_ITEMS)
		return;
	o->items[o->nitems++] = (struct isa_item){at, v1, v2, v3, sym};
}

static int find_sym(const struct isa_atom *at, uint64_t num, unsigned v, uint32_t feat)
{
	if (!at->syms)
		return -1;
	for (int i = 0; at->syms[i].name; i++)
		if ((uint64_t)at->syms[i].num == num &&
		    applies(at->syms[i].vmask ? at->syms[i].vmask : ~0u, at->syms[i].feat, v, feat))
			return i;
	return -1;
}

static void walk(struct dctx *c, const struct isa_atom *atoms, unsigned n);

static void walk_atom(struct dctx *c, const struct isa_atom *at)
{
	struct isa_decoded *o = c->out;
	const uint64_t *a = o->raw;
	switch (at->kind) {
	case ISA_NAME:
		if (!c->se)
			c->named = true;
		else if (c->se <= 32)
			c->se_named |= UINT32_C(1) << (c->se - 1);
		push(c, at, 0, 0, -1, -1);
		break;
	case ISA_SEOPEN:
		c->se++;
		if (c->se <= 32)
			c->se_named &= ~(UINT32_C(1) << (c->se - 1));
		push(c, at, 0, 0, -1, -1);
		break;
	case ISA_SECLOSE:
		c->se--;
		push(c, at, 0, 0, -1, -1);
		break;
	case ISA_CMD:
	case ISA_DISCARD: push(c, at, 0, 0, -1, -1); break;
	case ISA_IGN: claim(o->claimed, at->f); break;
	case ISA_VEC: {
		uint64_t base = isa_field_get(a, at->f);
		uint64_t cnt = isa_field_get(a, at->f2) + (uint64_t)at->shl;
		int64_t mask = at->f3.len ? (int64_t)isa_field_get(a, at->f3) : -1;
		claim(o->claimed, at->f);
		claim(o->claimed, at->f2);
		claim(o->claimed, at->f3);
		push(c, at, base, cnt, mask, -1);
		break;
	}
	case ISA_UNK:
		/* envydis: "???" as the first word of the instruction, or of a
		 * sub-expression "(??? $r1 $r2)" (gk110), is an unknown
		 * instruction; anywhere else an unknown operand */
		if (c->se > 0 && c->se <= 32) {
			uint32_t bit = UINT32_C(1) << (c->se - 1);
			o->status |= c->se_named & bit ? ISA_ST_UNK_OPND : ISA_ST_UNK_INSN;
			c->se_named |= bit;
		} else {
			o->status |= c->named ? ISA_ST_UNK_OPND : ISA_ST_UNK_INSN;
			c->named = true;
		}
		push(c, at, 0, 0, -1, -1);
		break;
	case ISA_REG: {
		uint64_t num = isa_field_get(a, at->f);
		if (at->flags & ISA_XORREG)
			num ^= field_ones(at->f);
		num += (uint64_t)at->shl; /* gk110 $r(N+1) operands */
		claim(o->claimed, at->f);
		push(c, at, num, 0, -1, find_sym(at, num, c->v, c->feat));
		break;
	}
	case ISA_ENUM: {
		uint64_t num = isa_field_get(a, at->f);
		int sym = find_sym(at, num, c->v, c->feat);
		claim(o->claimed, at->f);
		if (sym < 0)
			o->status |= ISA_ST_UNK_OPND;
		push(c, at, num, 0, -1, sym);
		break;
	}
	case ISA_IMM:
	case ISA_RAWIMM:
	case ISA_BTARG:
	case ISA_CTARG: {
		uint64_t val = isa_imm_value(at, a);
		claim(o->claimed, at->f);
		claim(o->claimed, at->f2);
		if (at->flags & ISA_PCREL) {
			uint64_t pos = c->pos;
			if ((at->flags & ISA_PCALIGN) && at->shl > 0 && at->shl < 64)
				pos &= ~UINT64_C(0) << at->shl;
			val += pos + (at->flags & ISA_PCADD8 ? 8 : at->flags & ISA_PCADD4 ? 4 : 0);
		}
		push(c, at, val, 0, -1, -1);
		break;
	}
	case ISA_MEM: {
		uint64_t base = isa_field_get(a, at->f);
		uint64_t off = isa_field_get(a, at->f2);
		unsigned ob = isa_field_bits(at->f2);
		if ((at->flags & ISA_SIGNED) && ob && ob < 64 && (off >> (ob - 1) & 1))
			off |= ~UINT64_C(0) << ob;
		off <<= at->shl;
		int64_t idx = at->f3.len ? (int64_t)isa_field_get(a, at->f3) : -1;
		claim(o->claimed, at->f);
		claim(o->claimed, at->f2);
		claim(o->claimed, at->f3);
		push(c, at, base, off, idx, -1);
		break;
	}
	case ISA_BITF: {
		uint64_t lo = isa_field_get(a, at->f);
		claim(o->claimed, at->f);
		claim(o->claimed, at->f2);
		push(c, at, lo, lo + isa_field_get(a, at->f2), -1, -1);
		break;
	}
	case ISA_CHOICE: {
		unsigned i = 0;
		const struct isa_chix *e = c->ix ? chix_find(c->ix, at) : NULL;
		if (e) {
			i = e->first[a[e->w] >> e->lo & e->kmask];
			if (i == 0xff)
				i = at->nalts;
		}
		for (; i < at->nalts; i++) {
			const struct isa_alt *alt = &at->alts[i];
			if (!bits_match(a, alt->val, alt->mask) ||
			    !applies(alt->vmask, alt->feat, c->v, c->feat))
				continue;
			for (unsigned w = 0; w < ISA_WORDS; w++)
				o->claimed[w] |= alt->mask[w];
			if (alt->len)
				o->len = alt->len;
			push(c, at, i, 0, -1, -1);
			walk(c, alt->atoms, ISA_MAX_ALT_ATOMS);
			return;
		}
		o->status |= ISA_ST_UNK_OPND;
		break;
	}
	default: break;
	}
}

static void walk(struct dctx *c, const struct isa_atom *atoms, unsigned n)
{
	for (unsigned i = 0; i < n && atoms[i].kind != ISA_END; i++)
		walk_atom(c, &atoms[i]);
}

static bool form_matches(const struct isa_form *f, const uint64_t *a, unsigned v, uint32_t feat)
{
	if (!bits_match(a, f->val, f->mask))
		return false;
	if (f->nmask && (a[0] & f->nmask) == f->nval)
		return false;
	return applies(f->vmask, f->feat, v, feat);
}

static const struct isa_form *find_form(const struct isa_def *isa, const uint64_t *a, unsigned v,
                                        uint32_t feat)
{
	const struct isa_index *ix = get_index(isa);
	if (ix) {
		unsigned b = a[0] >> ix->shift & 0xff;
		for (unsigned i = ix->start[b]; i < ix->start[b + 1]; i++) {
			/* word 0 first, from the compact copy: each form is
			 * over a kilobyte, a cache miss per candidate */
			if (ix->lvm && (a[0] & ix->lvm[i][1]) != ix->lvm[i][0])
				continue;
			const struct isa_form *f = &isa->forms[ix->list[i]];
			if (form_matches(f, a, v, feat))
				return f;
		}
		return NULL;
	}
	for (size_t i = 0; i < isa->nforms; i++)
		if (form_matches(&isa->forms[i], a, v, feat))
			return &isa->forms[i];
	return NULL;
}

/* The first ISA_MAX_BYTES bytes of code (zero past avail) as little-endian
 * words: one copy on a little-endian host, where the byte loop was a fifth
 * of the decode time (bench_isa). */
static void load_raw(uint64_t *raw, const uint8_t *code, size_t avail)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	if (avail >= ISA_MAX_BYTES) {
		memcpy(raw, code, ISA_MAX_BYTES);
		return;
	}
	memset(raw, 0, ISA_MAX_BYTES);
	if (avail) /* code may be NULL with nothing to read (memcpy's arguments may not be) */
		memcpy(raw, code, avail);
#else
	memset(raw, 0, ISA_MAX_BYTES);
	for (size_t i = 0; i < avail && i < ISA_MAX_BYTES; i++)
		raw[i / 8] |= (uint64_t)code[i] << (8 * (i % 8));
#endif
}

/* Clears the bytes from len up. */
static void keep_bytes(uint64_t *raw, unsigned len)
{
	for (unsigned w = 0; w < ISA_WORDS; w++) {
		unsigned lo = 8 * w;
		if (len <= lo)
			raw[w] = 0;
		else if (len < lo + 8)
			raw[w] &= (UINT64_C(1) << (8 * (len - lo))) - 1;
	}
}

void isa_decode(const struct isa_def *isa, const uint8_t *code, size_t avail, uint64_t pos,
                unsigned v, uint32_t feat, struct isa_decoded *out)
{
	isa_decode_at(isa, code, avail, pos, pos, v, feat, out);
}

static void decode(const struct isa_def *isa, const uint8_t *code, size_t avail, uint64_t pos,
                   uint64_t ofs, unsigned v, uint32_t feat, struct isa_decoded *out, bool quick);

void isa_decode_at(const struct isa_def *isa, const uint8_t *code, size_t avail, uint64_t pos,
                   uint64_t ofs, unsigned v, uint32_t feat, struct isa_decoded *out)
{
	decode(isa, code, avail, pos, ofs, v, feat, out, false);
}

/* quick: only the length and branch targets are needed (a listing's first
 * pass): of a form, only the atoms that hold a target or a length choice
 * are walked; items, claimed bits and status are partial. */
static void decode(const struct isa_def *isa, const uint8_t *code, size_t avail, uint64_t pos,
                   uint64_t ofs, unsigned v, uint32_t feat, struct isa_decoded *out, bool quick)
{
	/* not a memset of the whole struct: items[] is written as it fills,
	 * and this runs once per emulated instruction on the reference path */
	out->form = NULL;
	out->len = 0;
	out->status = 0;
	out->nitems = 0;
	out->stride = (uint8_t)isa_unit(isa, v);
	out->group = (uint8_t)(isa->group ? isa->group : 1);
	memset(out->claimed, 0, sizeof(out->claimed));
	load_raw(out->raw, code, avail);
	const struct isa_form *f = NULL;
	if (isa->sched_period && ofs % isa->sched_period == 0) {
		for (size_t i = 0; i < isa->nsched && !f; i++)
			if (form_matches(&isa->sched_forms[i], out->raw, v, feat))
				f = &isa->sched_forms[i];
	} else {
		f = find_form(isa, out->raw, v, feat);
	}
	out->form = f;
	if (f) {
		struct dctx c = {out, pos, v, feat, false, 0, 0, get_index(isa)};
		memcpy(out->claimed, f->mask, sizeof(out->claimed));
		out->len = isa->one_unit ? out->stride : f->len;
		const struct isa_index *ix = quick ? c.ix : NULL;
		if (!ix || !ix->walk || f < isa->forms || f >= isa->forms + isa->nforms)
			walk(&c, f->atoms, ISA_MAX_ATOMS);
		else
			for (uint32_t m = ix->walk[f - isa->forms]; m; m &= m - 1)
				walk_atom(&c, &f->atoms[__builtin_ctz(m)]);
	} else {
		out->status |= ISA_ST_UNK_INSN;
	}
	if (!out->len) {
		out->status |= ISA_ST_UNK_LEN;
		out->len = isa->unk_len ? isa->unk_len : 1;
	} else if (out->len > avail) {
		out->status |= ISA_ST_EOF;
	}
	keep_bytes(out->raw, out->len);
}

/* ----------------------------------------------------------------- format */

struct sbuf {
	char *buf;
	size_t size, n;
};

/* Appends len bytes, snprintf-style: the text stays NUL-terminated within
 * size, n counts every byte asked for. Hand-made appenders rather than
 * vsnprintf: listing speed (bench_isa) is mostly formatting. */
static void sb_put(struct sbuf *s, const char *p, size_t len)
{
	if (s->n < s->size) {
		size_t room = s->size - s->n - 1;
		size_t k = len < room ? len : room;
		memcpy(s->buf + s->n, p, k);
		s->buf[s->n + k] = 0;
	}
	s->n += len;
}

static void sb_s(struct sbuf *s, const char *str)
{
	sb_put(s, str, strlen(str));
}

static void sb_c(struct sbuf *s, char c)
{
	sb_put(s, &c, 1);
}

static const char hexdig[] = "0123456789abcdef";

/* "0x" and v in lower-case hex, as "0x%" PRIx64 */
static void sb_x(struct sbuf *s, uint64_t v)
{
	char t[18];
	unsigned i = sizeof(t);
	do {
		t[--i] = hexdig[v & 15];
		v >>= 4;
	} while (v);
	t[--i] = 'x';
	t[--i] = '0';
	sb_put(s, t + i, sizeof(t) - i);
}

/* v in decimal, as "%" PRIu64 */
static void sb_u(struct sbuf *s, uint64_t v)
{
	char t[20];
	unsigned i = sizeof(t);
	do {
		t[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	sb_put(s, t + i, sizeof(t) - i);
}

/* as "%" PRId64 */
static void sb_d(struct sbuf *s, int64_t v)
{
	if (v < 0) {
		sb_c(s, '-');
		sb_u(s, -(uint64_t)v);
	} else {
		sb_u(s, (uint64_t)v);
	}
}

/* as "%02x" */
static void sb_hex2(struct sbuf *s, unsigned b)
{
	char t[2] = {hexdig[b >> 4 & 15], hexdig[b & 15]};
	sb_put(s, t, 2);
}

static void fmt_num(struct sbuf *s, uint64_t v, bool may_neg)
{
	if (may_neg && (v >> 63)) {
		sb_c(s, '-');
		sb_x(s, -v);
	} else {
		sb_x(s, v);
	}
}

/* A memory operand as envydis builds it (g80): base register if any (a
 * ISA_ZERO0 register 0 is none), then "+off" ("-off" when negative,
 * nothing when 0), or "base++off"; the bare offset when there is no base. */
static void fmt_mem_envy(struct sbuf *s, const struct isa_item *it)
{
	const struct isa_atom *at = it->atom;
	sb_s(s, at->str);
	if (at->flags & ISA_SPACEIDX)
		sb_d(s, it->v3);
	sb_c(s, '[');
	bool reg = at->f.len && !((at->flags & ISA_ZERO0) && !it->v1) &&
	           !((at->flags & ISA_RZ) && it->v1 == field_ones(at->f));
	if (reg) {
		sb_c(s, '$');
		sb_s(s, at->str2);
		sb_u(s, it->v1);
		if (at->flags & ISA_MEMD)
			sb_c(s, 'd');
	}
	if (at->flags & ISA_POSTINC) {
		if (!reg)
			sb_s(s, "0x0");
		/* envydis prints a negative post-increment unsigned: ++0xff..e0 */
		sb_s(s, "++");
		sb_x(s, it->v2);
		sb_c(s, ']');
		return;
	}
	/* vuc: an index register (ISA_ZERO0: $r0 is none) after the offset,
	 * "+$r2*0x2"; envydis drops a zero offset beside a register */
	bool idx =
	        at->f3.len && !(at->flags & ISA_SPACEIDX) && !((at->flags & ISA_ZERO0) && !it->v3);
	if (reg) {
		if (at->f2.len && it->v2) {
			sb_c(s, it->v2 >> 63 ? '-' : '+');
			sb_x(s, it->v2 >> 63 ? -it->v2 : it->v2);
		}
	} else if (!idx || (at->f2.len && it->v2)) {
		/* a bare offset prints unsigned: gm107 c7[0xfffffffffffffc7c] */
		sb_x(s, at->f2.len ? it->v2 : 0);
		reg = true;
	}
	if (idx) {
		sb_s(s, reg ? "+$" : "$");
		sb_s(s, at->str2);
		sb_d(s, it->v3);
		if (at->shl2) {
			sb_c(s, '*');
			sb_x(s, UINT64_C(1) << at->shl2);
		}
	}
	sb_c(s, ']');
}

/* in_se: inside a sub-expression, where envydis does not fold negative
 * immediates (gf100 "(mul u32 $r35 u32 0xfffffffffff8f551)") */
static void fmt_item(struct sbuf *s, const struct isa_item *it, bool in_se)
{
	const struct isa_atom *at = it->atom;
	switch (at->kind) {
	case ISA_NAME: sb_s(s, at->str); break;
	case ISA_CMD:
		sb_c(s, '#');
		sb_s(s, at->str);
		break;
	case ISA_UNK: sb_s(s, at->str ? at->str : "???"); break;
	case ISA_ENUM: sb_s(s, it->sym >= 0 ? at->syms[it->sym].name : "???"); break;
	case ISA_REG:
		if (it->sym >= 0) {
			sb_c(s, '$');
			sb_s(s, at->syms[it->sym].name);
		} else if (!at->f.len) {
			sb_c(s, '$');
			sb_s(s, at->str);
		} else if ((at->flags & ISA_ZERO0) && !it->v1) {
			sb_s(s, "0x0"); /* envydis: no register, the number 0 */
		} else if ((at->flags & ISA_RZ) && it->v1 == field_ones(at->f)) {
			sb_s(s, "0x0"); /* gm107 $r255 */
		} else if ((at->flags & ISA_PT) &&
		           it->v1 == field_ones(at->f) + (uint64_t)at->shl) {
			sb_s(s, "0x1"); /* gm107 $p7, vuc $p15 */
		} else if (at->flags & ISA_HILO) {
			sb_c(s, '$');
			sb_s(s, at->str);
			sb_u(s, it->v1 >> 1);
			sb_c(s, it->v1 & 1 ? 'h' : 'l');
		} else {
			sb_c(s, '$');
			sb_s(s, at->str);
			sb_u(s, it->v1);
			if (at->str2)
				sb_s(s, at->str2);
		}
		break;
	case ISA_SEOPEN: sb_c(s, '('); break;
	case ISA_SECLOSE: sb_c(s, ')'); break;
	case ISA_DISCARD: sb_c(s, '#'); break;
	case ISA_VEC: {
		if (!it->v2) {
			sb_s(s, "()");
			break;
		}
		uint64_t k = 0;
		for (uint64_t i = 0; i < it->v2 && i < 64; i++) {
			if (i)
				sb_c(s, ':');
			if (it->v3 < 0 || ((uint64_t)it->v3 >> i & 1)) {
				sb_c(s, '$');
				sb_s(s, at->str);
				sb_u(s, it->v1 + k++);
			} else {
				sb_c(s, '#');
			}
		}
		break;
	}
	case ISA_IMM:
	case ISA_RAWIMM: fmt_num(s, it->v1, !in_se); break;
	case ISA_BTARG:
	case ISA_CTARG: fmt_num(s, it->v1, false); break;
	case ISA_BITF:
		sb_x(s, it->v1);
		sb_c(s, ':');
		sb_x(s, it->v2);
		break;
	case ISA_MEM:
		if (at->flags & (ISA_ZERO0 | ISA_POSTINC | ISA_SPACEIDX | ISA_RZ | ISA_MEMD)) {
			fmt_mem_envy(s, it);
			break;
		}
		if (!at->f.len && !at->str2) {
			/* no base register: envydis prints the bare offset, 0 too */
			sb_s(s, at->str);
			sb_c(s, '[');
			sb_x(s, it->v2);
			sb_c(s, ']');
			break;
		}
		sb_s(s, at->str);
		sb_s(s, "[$");
		sb_s(s, at->str2);
		if (at->f.len)
			sb_u(s, it->v1);
		if (at->f2.len && it->v2) {
			sb_c(s, '+');
			sb_x(s, it->v2);
		}
		if (it->v3 >= 0) {
			sb_s(s, "+$r");
			sb_d(s, it->v3);
			if (at->shl2) {
				sb_c(s, '*');
				sb_x(s, UINT64_C(1) << at->shl2);
			}
		}
		sb_c(s, ']');
		break;
	default: break;
	}
}

int isa_format(const struct isa_decoded *d, char *buf, size_t size)
{
	struct sbuf s = {buf, size, 0};
	if (size)
		buf[0] = 0;
	bool first = true, open = false;
	int depth = 0;
	for (unsigned i = 0; i < d->nitems; i++) {
		unsigned k = d->items[i].atom->kind;
		if (k == ISA_CHOICE)
			continue;
		if (!first && k != ISA_SECLOSE && !open)
			sb_c(&s, ' ');
		open = k == ISA_SEOPEN;
		depth += k == ISA_SEOPEN ? 1 : k == ISA_SECLOSE ? -1 : 0;
		fmt_item(&s, &d->items[i], depth > 0);
		first = false;
	}
	if (!d->form)
		sb_s(&s, "???");
	return (int)s.n;
}

int isa_format_diag(const struct isa_decoded *d, size_t avail, char *buf, size_t size)
{
	struct sbuf s = {buf, size, 0};
	if (size)
		buf[0] = 0;
	if (d->status & ISA_ST_UNK_LEN) {
		sb_s(&s, " [unknown op length]");
	} else {
		uint64_t unk[ISA_WORDS], any = 0;
		/* envydis clears the bytes from the length counted in address
		 * units (not bytes) up, and prints "??" where the unit index
		 * plus the byte index runs past the input: quirks that only
		 * show for ctx (4-byte units), kept for identical listings */
		unsigned stride = d->stride ? d->stride : 1, group = d->group ? d->group : 1;
		unsigned ulen = d->len / stride, uavail = (unsigned)(avail / stride);
		for (unsigned w = 0; w < ISA_WORDS; w++)
			unk[w] = d->raw[w] & ~d->claimed[w];
		/* by word, not by byte: the byte loop was most of this
		 * function's time (bench_isa) */
		for (unsigned w = 0; w < ISA_WORDS; w++) {
			unsigned lo = 8 * w;
			if (ulen <= lo)
				unk[w] = 0;
			else if (ulen < lo + 8)
				unk[w] &= (UINT64_C(1) << (8 * (ulen - lo))) - 1;
		}
		for (unsigned w = 0; w < ISA_WORDS; w++)
			any |= unk[w];
		if (any) {
			sb_s(&s, " [unknown:");
			for (unsigned i = 0; i < ulen || i == 0; i += group) {
				sb_c(&s, ' ');
				for (int j = (int)(group * stride) - 1; j >= 0; j--) {
					unsigned k = i + (unsigned)j;
					if (k >= uavail)
						sb_s(&s, "??");
					else if (k < ISA_MAX_BYTES)
						sb_hex2(&s, (unsigned)(unk[k / 8] >> (8 * (k % 8)) &
						                       0xff));
					else
						sb_s(&s, "00");
				}
			}
			sb_c(&s, ']');
		}
	}
	if (d->status & ISA_ST_EOF)
		sb_s(&s, " [incomplete]");
	if (d->status & ISA_ST_UNK_INSN)
		sb_s(&s, " [unknown instruction]");
	if (d->status & ISA_ST_UNK_OPND)
		sb_s(&s, " [unknown operand]");
	return (int)s.n;
}

/* ------------------------------------------------------------------ disasm */

/* Marks branch (1) and call (2) targets inside the buffer, as envydis does. */
static void mark_targets(const struct isa_decoded *d, uint8_t *marks, size_t size, uint64_t base)
{
	for (unsigned i = 0; i < d->nitems; i++) {
		const struct isa_item *it = &d->items[i];
		unsigned k = it->atom->kind;
		if (k != ISA_BTARG && k != ISA_CTARG)
			continue;
		if (it->v1 >= base && it->v1 - base < size)
			marks[it->v1 - base] |= k == ISA_BTARG ? 1 : 2;
	}
}

struct list_pos {
	const struct isa_def *isa;
	const uint8_t *code;
	size_t num, cur, ulen;
	uint64_t base;
	unsigned stride, group, mark;
	bool quiet;
};

/* One listing line as envydis prints it: a blank line before a call
 * target, the address, the bytes (groups of units, each most significant
 * byte first), the C/B marks, the text and its diagnostics. */
static void list_line(struct sbuf *o, const struct list_pos *p, const struct isa_decoded *d)
{
	unsigned mark = p->mark, stride = p->stride;
	if (mark & 2)
		sb_c(o, '\n');
	if ((mark & 3) || !p->quiet) {
		uint32_t a = (uint32_t)(p->base + p->cur);
		char t[9];
		for (int k = 7; k >= 0; k--, a >>= 4)
			t[k] = hexdig[a & 15];
		t[8] = ':';
		sb_put(o, t, 9);
	}
	if (!p->quiet) {
		unsigned maxu = p->isa->one_unit ? 1 : p->isa->maxlen / stride;
		/* the bytes column built in col and appended in pieces: a call
		 * and a division per byte were a tenth of bench_isa */
		char col[128];
		size_t tn = 0;
		for (unsigned i = 0; i < maxu; i += p->group) {
			col[tn++] = ' ';
			/* units of the group, then bytes of the unit, each most
			 * significant first */
			for (int gu = (int)p->group - 1; gu >= 0; gu--) {
				size_t u = i + (unsigned)gu;
				const uint8_t *b = p->code + (p->cur + u) * stride;
				int kind = u && u >= p->ulen ? 0 : p->cur + u >= p->num ? 1 : 2;
				for (int j = (int)stride - 1; j >= 0; j--) {
					if (tn + 2 > sizeof(col)) {
						sb_put(o, col, tn);
						tn = 0;
					}
					if (kind == 0) {
						col[tn++] = ' ';
						col[tn++] = ' ';
					} else if (kind == 1) {
						col[tn++] = '?';
						col[tn++] = '?';
					} else {
						col[tn++] = hexdig[b[j] >> 4];
						col[tn++] = hexdig[b[j] & 15];
					}
				}
			}
			if (tn + 1 > sizeof(col)) {
				sb_put(o, col, tn);
				tn = 0;
			}
		}
		sb_put(o, col, tn);
		char t[5] = {' ', ' ', mark & 2 ? 'C' : ' ', mark & 1 ? 'B' : ' ', ' '};
		sb_put(o, t, 5);
	} else if (mark) {
		sb_c(o, '\n');
	}
	bool room = o->n < o->size;
	int k = isa_format(d, room ? o->buf + o->n : NULL, room ? o->size - o->n : 0);
	o->n += k > 0 ? (size_t)k : 0;
	room = o->n < o->size;
	k = isa_format_diag(d, (p->num - p->cur) * stride, room ? o->buf + o->n : NULL,
	                    room ? o->size - o->n : 0);
	o->n += k > 0 ? (size_t)k : 0;
	sb_c(o, '\n');
}

void isa_disasm(const struct isa_def *isa, unsigned v, uint32_t feat, const uint8_t *code,
                size_t size, uint64_t base, bool quiet, FILE *f)
{
	/* positions count address units (bytes, or ctx's words); a partial
	 * last unit is dropped, as envydis divides the input by its stride */
	unsigned stride = isa_unit(isa, v), group = isa->group ? isa->group : 1;
	size_t num = size / stride;
	uint8_t *marks = calloc(num ? num : 1, 1);
	if (!marks)
		return;
	struct isa_decoded d;
	size_t ulen;
	for (size_t cur = 0; cur < num; cur += ulen) {
		decode(isa, code + cur * stride, (num - cur) * stride, base + cur, cur, v, feat, &d,
		       true);
		mark_targets(&d, marks, num, base);
		ulen = d.len / stride ? d.len / stride : 1;
	}
	/* lines are built in out and written a block at a time: listing
	 * speed is formatting speed (bench_isa) */
	char out[32768];
	struct sbuf o = {out, sizeof(out), 0};
	for (size_t cur = 0; cur < num; cur += ulen) {
		unsigned mark = marks[cur];
		isa_decode_at(isa, code + cur * stride, (num - cur) * stride, base + cur, cur, v,
		              feat, &d);
		ulen = d.len / stride ? d.len / stride : 1;
		struct list_pos lp = {isa, code, num, cur, ulen, base, stride, group, mark, quiet};
		size_t start = o.n;
		list_line(&o, &lp, &d);
		if (o.n >= o.size) {
			/* a line longer than the room left (R500's can be long):
			 * the lines before it, then it alone from the heap */
			fwrite(o.buf, 1, start, f);
			size_t need = o.n - start + 1;
			char *big = malloc(need);
			if (big) {
				struct sbuf b = {big, need, 0};
				list_line(&b, &lp, &d);
				fwrite(big, 1, b.n, f);
				free(big);
			}
			o.n = 0;
		} else if (o.size - o.n < 4096) {
			fwrite(o.buf, 1, o.n, f);
			o.n = 0;
		}
	}
	fwrite(o.buf, 1, o.n, f);
	free(marks);
}
