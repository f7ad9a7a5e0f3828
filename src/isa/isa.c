/* The table-driven decoder and disassembler shared by every ISA (isa.h). */
#include "isa/isa.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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

static struct isa_cprog *cprog_build(const struct isa_def *isa, const struct isa_index *ix);

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
	ix->prog = cprog_build(isa, ix);
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

/* The values of a leaf atom (any kind but ISA_CHOICE) in the words a of
 * the instruction at address pos, as the decoder pushes them: shared by
 * walk_atom and the compiled listing (claims and status are the
 * caller's). */
static struct isa_item leaf_item(const struct isa_atom *at, const uint64_t *a, uint64_t pos,
                                 unsigned v, uint32_t feat)
{
	struct isa_item it = {at, 0, 0, -1, -1};
	switch (at->kind) {
	case ISA_VEC:
		it.v1 = isa_field_get(a, at->f);
		it.v2 = isa_field_get(a, at->f2) + (uint64_t)at->shl;
		it.v3 = at->f3.len ? (int64_t)isa_field_get(a, at->f3) : -1;
		break;
	case ISA_REG:
		it.v1 = isa_field_get(a, at->f);
		if (at->flags & ISA_XORREG)
			it.v1 ^= field_ones(at->f);
		it.v1 += (uint64_t)at->shl; /* gk110 $r(N+1) operands */
		it.sym = find_sym(at, it.v1, v, feat);
		break;
	case ISA_ENUM:
		it.v1 = isa_field_get(a, at->f);
		it.sym = find_sym(at, it.v1, v, feat);
		break;
	case ISA_IMM:
	case ISA_RAWIMM:
	case ISA_BTARG:
	case ISA_CTARG:
		it.v1 = isa_imm_value(at, a);
		if (at->flags & ISA_PCREL) {
			if ((at->flags & ISA_PCALIGN) && at->shl > 0 && at->shl < 64)
				pos &= ~UINT64_C(0) << at->shl;
			it.v1 += pos + (at->flags & ISA_PCADD8   ? 8
			                : at->flags & ISA_PCADD4 ? 4
			                                         : 0);
		}
		break;
	case ISA_MEM: {
		uint64_t off = isa_field_get(a, at->f2);
		unsigned ob = isa_field_bits(at->f2);
		if ((at->flags & ISA_SIGNED) && ob && ob < 64 && (off >> (ob - 1) & 1))
			off |= ~UINT64_C(0) << ob;
		it.v1 = isa_field_get(a, at->f);
		it.v2 = off << at->shl;
		it.v3 = at->f3.len ? (int64_t)isa_field_get(a, at->f3) : -1;
		break;
	}
	case ISA_BITF:
		it.v1 = isa_field_get(a, at->f);
		it.v2 = it.v1 + isa_field_get(a, at->f2);
		break;
	default: break;
	}
	return it;
}

/* The bits a leaf atom's fields claim, by kind. */
static void claim_leaf(uint64_t *m, const struct isa_atom *at)
{
	switch (at->kind) {
	case ISA_VEC:
	case ISA_MEM: claim(m, at->f3); /* fall through */
	case ISA_IMM:
	case ISA_RAWIMM:
	case ISA_BTARG:
	case ISA_CTARG:
	case ISA_BITF: claim(m, at->f2); /* fall through */
	case ISA_REG:
	case ISA_ENUM:
	case ISA_IGN: claim(m, at->f); break;
	default: break;
	}
}

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
	case ISA_VEC:
	case ISA_REG:
	case ISA_ENUM:
	case ISA_IMM:
	case ISA_RAWIMM:
	case ISA_BTARG:
	case ISA_CTARG:
	case ISA_MEM:
	case ISA_BITF: {
		struct isa_item it = leaf_item(at, a, c->pos, c->v, c->feat);
		claim_leaf(o->claimed, at);
		if (at->kind == ISA_ENUM && it.sym < 0)
			o->status |= ISA_ST_UNK_OPND;
		push(c, at, it.v1, it.v2, it.v3, it.sym);
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

/* The diagnostics of isa_format_diag from the parts of a decoded
 * instruction they need: shared with the compiled listing. */
static void diag_text(struct sbuf *s, const uint64_t *raw, const uint64_t *claimed, unsigned len,
                      unsigned status, unsigned stride, unsigned group, size_t avail)
{
	if (status & ISA_ST_UNK_LEN) {
		sb_s(s, " [unknown op length]");
	} else {
		uint64_t unk[ISA_WORDS], any = 0;
		/* envydis clears the bytes from the length counted in address
		 * units (not bytes) up, and prints "??" where the unit index
		 * plus the byte index runs past the input: quirks that only
		 * show for ctx (4-byte units), kept for identical listings */
		stride = stride ? stride : 1;
		group = group ? group : 1;
		unsigned ulen = len / stride, uavail = (unsigned)(avail / stride);
		for (unsigned w = 0; w < ISA_WORDS; w++)
			unk[w] = raw[w] & ~claimed[w];
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
			sb_s(s, " [unknown:");
			for (unsigned i = 0; i < ulen || i == 0; i += group) {
				sb_c(s, ' ');
				for (int j = (int)(group * stride) - 1; j >= 0; j--) {
					unsigned k = i + (unsigned)j;
					if (k >= uavail)
						sb_s(s, "??");
					else if (k < ISA_MAX_BYTES)
						sb_hex2(s, (unsigned)(unk[k / 8] >> (8 * (k % 8)) &
						                      0xff));
					else
						sb_s(s, "00");
				}
			}
			sb_c(s, ']');
		}
	}
	if (status & ISA_ST_EOF)
		sb_s(s, " [incomplete]");
	if (status & ISA_ST_UNK_INSN)
		sb_s(s, " [unknown instruction]");
	if (status & ISA_ST_UNK_OPND)
		sb_s(s, " [unknown operand]");
}

int isa_format_diag(const struct isa_decoded *d, size_t avail, char *buf, size_t size)
{
	struct sbuf s = {buf, size, 0};
	if (size)
		buf[0] = 0;
	diag_text(&s, d->raw, d->claimed, d->len, d->status, d->stride, d->group, avail);
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

/* One reference line into the text buffer o, written to f when under
 * 4096 bytes are left; a line longer than the room left (R500's can be
 * long): the lines before it, then it alone from the heap */
static void list_line_out(struct sbuf *o, FILE *f, const struct list_pos *lp,
                          const struct isa_decoded *d)
{
	size_t start = o->n;
	list_line(o, lp, d);
	if (o->n >= o->size) {
		fwrite(o->buf, 1, start, f);
		size_t need = o->n - start + 1;
		char *big = malloc(need);
		if (big) {
			struct sbuf b = {big, need, 0};
			list_line(&b, lp, d);
			fwrite(big, 1, b.n, f);
			free(big);
		}
		o->n = 0;
	} else if (o->size - o->n < 4096) {
		fwrite(o->buf, 1, o->n, f);
		o->n = 0;
	}
}

void isa_disasm_ref(const struct isa_def *isa, unsigned v, uint32_t feat, const uint8_t *code,
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
		list_line_out(&o, f, &lp, &d);
	}
	fwrite(o.buf, 1, o.n, f);
	free(marks);
}

/* -------------------------------------------------------- compiled listing */

/* A table compiled once, at first use, for listings (bench_isa; docs/hw/
 * nv-isa.md, "Listing speed"): forms, choices and alternatives as small
 * records, the atoms of each list side by side in one dense array (cop),
 * strings' lengths precomputed. A listing walks it and formats each
 * operand as it decodes it, with no item list; per listing, it keeps the
 * text of recent lines by instruction bytes (the memo) and of recent
 * forms by the bits their choices test, with holes for the operands
 * (templates). What it does not make itself (an instruction no form
 * matches, an unknown length, a line past the room left, more than
 * ISA_MAX_ITEMS items) it leaves to the reference (decode, list_line),
 * and the listing is the same byte for byte (tests/unit/test_isa_list.c,
 * isa_disasm_ref). Only tables whose bits all lie in the first 64-bit
 * word are compiled (all but R500's). */

/* cop.fast: how the listing makes an atom without reading it */
enum {
	CF_ATOM = 0, /* from the atom: leaf_item and fmt_item */
	CF_WORD,     /* ISA_NAME, ISA_UNK, ISA_CMD, ISA_DISCARD, ISA_SEOPEN, ISA_SECLOSE: text */
	CF_REG,      /* ISA_REG of a field under 64 bits */
	CF_IMM,      /* ISA_IMM/ISA_RAWIMM of a field under 64 bits: field (signed) << shl */
	CF_IGN,      /* ISA_IGN: nothing (its bits are in the list's claim) */
	CF_MEM,      /* ISA_MEM: values from the atom (leaf_item), text as fmt_item */
	CF_TARG,     /* ISA_BTARG, ISA_CTARG: the target from the atom, in hex */
	CF_CHOICE,   /* ISA_CHOICE: cop.sub is its struct cchoice */
	CF_NAME,     /* ISA_NAME: text (CF_WORD's most common kind, apart) */
	CF_CTEXT,    /* CF_CHOICE with its text by the bits it reads (cflat, cchoice.ct) */
};

/* An atom kind that stands for a value (walk_atom pushes an item) */
static inline bool atom_valued(unsigned kind)
{
	switch (kind) {
	case ISA_VEC:
	case ISA_REG:
	case ISA_ENUM:
	case ISA_IMM:
	case ISA_RAWIMM:
	case ISA_BTARG:
	case ISA_CTARG:
	case ISA_MEM:
	case ISA_BITF: return true;
	default: return false;
	}
}

struct cop {
	uint8_t kind;  /* enum isa_kind */
	uint8_t fast;  /* CF_* */
	uint8_t quick; /* a target, or a choice that may hold one or set the length */
	uint8_t nw;    /* the items it stands for: CF_WORD names folded into one, else 1 */
	uint8_t pos, len;
	uint8_t sign;  /* CF_IMM, CF_TARG: ISA_SIGNED */
	uint8_t tfast; /* CF_TARG: one field in pos, len, pos2, len2 (ctarg) */
	int8_t shl;
	uint8_t s2len;      /* CF_REG: strlen(str2) */
	uint8_t pos2, len2; /* CF_REG, CF_IMM: the field's second part (above len) */
	uint16_t flags;
	uint16_t slen;  /* CF_WORD, CF_REG: strlen(str) */
	uint32_t str;   /* CF_WORD, CF_REG: str in the string pool */
	uint32_t str2;  /* CF_REG: str2 in the string pool */
	int32_t symtab; /* CF_REG: its names by field value in isa_cprog.symtab, -1: none */
	int32_t rtab;   /* CF_REG: its text by field value at this offset in clister.rtext, -1: none
	                 */
	uint32_t sub;   /* CF_CHOICE */
	uint32_t mf;    /* CF_MEM: 1 + its index in isa_cprog.mems (cmem_fast), 0: cmem;
	                 * CF_ATOM of ISA_VEC: 1 + its index in isa_cprog.vecs, 0: none */
	const struct isa_atom *at;
};

/* A memory operand compiled for cmem_fast: its texts packed, its fields
 * as shifts and masks (all in word 0), its shape (what cmem would test
 * per line) decided once. */
enum {
	MS_ABS,  /* str[off]: no base, no index, no flags (gf100 c0[0x10], a[]) */
	MS_BASE, /* str[$base+off+$rI*s]: no flags (falcon D[$r1+0x4], D[$sp+$r2*4]) */
	MS_FLAG, /* ZERO0, RZ, POSTINC, SPACEIDX, MEMD, no index but a space
	          * (g80 s[$a1+0x4], c1[$a2++0x8]; gf100 c3[$r1+0x8], g[$r2d]) */
};
struct cmemf {
	uint64_t pre;  /* str and '[' (MS_FLAG with a space: str alone) */
	uint64_t base; /* '$' and str2 */
	uint64_t fmask, omask, omask2, osbit, xmask, none;
	uint8_t plen, blen, shape;
	uint8_t fpos, opos, opos2, olen, oshl, xpos, xshl;
	bool hasf, hasx, zero0, postinc, space, memd;
	uint8_t kb1, kb2, kb3; /* where f2, its second part and f3 go in the key (cmem_key) */
	int32_t tab; /* its texts by key at this byte of isa_cprog.mtext (CMEM_TAB_BITS), -1: none
	              */
	uint8_t esh; /* their entries' size: 1 << esh bytes, the last the text's length */
};

/* A register vector (ISA_VEC) of at most CMEM_TAB_BITS field bits, its
 * fields in word 0, one part each: its texts by key, 32 bytes each. */
struct cvecf {
	uint64_t fmask, f2mask, f3mask;
	uint8_t fpos, f2pos, f3pos, kb2, kb3;
	int32_t tab; /* in isa_cprog.vtext */
};
struct vtext {
	char t[31];
	uint8_t n; /* 0: longer, made by fmt_item */
};

/* A memory operand of at most this many field bits (base, offset,
 * index) has its texts made once, by key: 16 bytes each, or 32 where one
 * is longer (g80's negative offsets print as 64 bits:
 * "c0[$a1++0xffffffffffffffd0]", 27 bytes, a fifth of its memory
 * operands); entries of 32 bytes for all doubled falcon's tables (94 KB)
 * for nothing */
#define CMEM_TAB_BITS 8

/* Strings in the pool are followed by this many bytes of padding: the
 * listing copies them a fixed 16 or 32 bytes at a time. */
#define CSTR_PAD 32

/* A choice's alternative, or a form: its bits, and its atoms as ops */
struct clist {
	uint64_t val, mask;
	uint64_t claim;       /* mask and the fields of its own leaf atoms */
	uint64_t nval, nmask; /* forms */
	uint32_t vmask, feat;
	uint32_t ops;
	uint8_t nops, len, quick;
	uint8_t q0, q1; /* its ops from q0 to q1 (excluded) hold every quick one */
	/* for the line memo: every bit the list and its alternatives may
	 * read or test, and whether a target is relative to the address or
	 * an alternative sets the length (creach) */
	uint8_t posdep, lenset, rdone;
	uint8_t tok; /* forms: few enough bits in tset for templates */
	/* cfwalk may walk it (forms: their items and text bounded, at most
	 * ltext bytes: clean) */
	uint8_t lean;
	uint16_t ltext;
	uint64_t rset;
	uint64_t tset; /* the bits its choices test, its alternatives' too */
};

struct cchoice {
	const uint8_t *first; /* isa_chix.first, NULL: scanned */
	uint64_t kmask;
	uint32_t alts; /* index of its first clist */
	uint8_t lo, nalts;
	/* its whole text by the bits it tests and reads (cflat), those
	 * bits gathered into a key (ctkey) from up to CT_RUNS runs: run i
	 * is bits ks[i].. of word 0, km[i] its mask, at bit kd[i] of the
	 * key (km 0: no run); ct its first entry in the listing's ctext,
	 * -1 none */
	uint8_t ks[3], kd[3];
	uint16_t km[3];
	uint8_t ctw; /* cwalk uses its texts too (CF_CTEXT: CT_OPS) */
	int32_t ct;
};

/* The lean walk's op (cfwalk): a list's ops compiled again by what the
 * walk does with them, each with what it reads (no cop, no cchoice but a
 * choice's table): names joined with their separators, choices by text
 * keyed in place, register and immediate fields. */
enum {
	LK_LIT,   /* " text" (pool at x, length n): names, "#" commands */
	LK_CT,    /* a choice's text (ctext x + 2 * key, key: a0 >> s[i] & m[i] for
	           * the 3 runs; op its cop, for ctext_make) */
	LK_CH,    /* choice x (its alternative's lops) */
	LK_REG,   /* a register's text (rtext x + field at s[0], mask m[0]) */
	LK_IMM,   /* an immediate: field at s[0], s[1] bits, signed s[2], << n */
	LK_MEM,   /* a memory operand (cmem_hole) */
	LK_VAL,   /* a value by cvalue_slow */
	LK_OPEN,  /* "(" */
	LK_CLOSE, /* ")" */
	LK_FAIL,  /* a status: the line left to cwalk */
	LK_END,   /* the list's end */
	LK_CT1,   /* LK_CT of one run */
	LK_CT2,   /* LK_CT of two runs */
	LK_FUSE,  /* the text of the n lops after it by their bits (ctext x + key, as
	           * LK_CT), where made; else those lops (clops_fuse) */
	LK_PCT,   /* a name (pool at n, length pn), then LK_CT: one lop */
	LK_NKINDS
};
struct lop {
	uint8_t k;    /* LK_* */
	uint8_t pn;   /* LK_PCT: its name's length (at most 32) */
	uint8_t s[3]; /* key runs' shifts (their bits in place in the key) */
	uint8_t pad;
	uint16_t m[3]; /* key runs' masks */
	uint16_t n;    /* LK_PCT: its name's text (as LK_LIT's x) */
	uint32_t x;
	uint32_t op; /* its cop */
};

/* The first pass's op (cquick): a list's quick ops again, a target's
 * field and address rule in place (ctarg) */
enum {
	LQ_END,  /* the list's end */
	LQ_CH,   /* choice x (its alternative's qlops) */
	LQ_TARG, /* a target of one field */
	LQ_SLOW, /* a target from its atom (op x) */
	LQ_CT,   /* choice x by its text's entry (ctext y + key, as LK_CT), where made */
};
struct qlop {
	uint8_t k;             /* LQ_* */
	uint8_t pos, len, shl; /* LQ_TARG: its field, its shift */
	uint8_t sign;          /* ISA_SIGNED */
	uint8_t add;           /* ISA_PCREL: 1 + what is added to the address (0, 4, 8) */
	uint8_t align;         /* ISA_PCALIGN: the address aligned by shl first */
	uint8_t mark;          /* 1 a branch's, 2 a call's */
	uint8_t s[3];          /* LQ_CT: its key (struct lop) */
	uint16_t m[3];
	uint32_t x, y;
};

struct isa_cprog {
	struct cop *ops;
	struct clist *lists; /* the forms, then the scheduling forms, then alternatives */
	struct cchoice *ch;
	size_t nops, nlists, nch, capops, caplists, capch;
	const struct isa_alt **chsrc; /* ch[i] compiles these alternatives */
	char *pool;                   /* strings, each padded by CSTR_PAD */
	size_t npool, cappool;
	/* per CF_REG with names and a field of at most CSYM_BITS bits: the
	 * first name (index into its syms) of each field value, -1 none */
	int16_t *symtab;
	size_t nsymtab, capsymtab;
	struct isa_atom *atoms; /* copies of the atoms CF_ATOM (and CF_REG with names) read */
	size_t natoms, capatoms;
	struct cmemf *mems; /* CF_MEM ops cmem_fast lists (alike ones shared) */
	size_t nmems, capmems;
	char *mtext; /* the texts of the mems of few bits (cmemf.tab), 32 bytes of slack */
	size_t nmtext, capmtext;
	struct cvecf *vecs; /* ISA_VEC ops of few bits (alike ones shared) */
	size_t nvecs, capvecs;
	struct vtext *vtext; /* their texts (cvecf.tab) */
	size_t nvtext, capvtext;
	/* register classes (CF_REG ops of at most RT_BITS bits that print
	 * alike): an op of each, and where its texts start in clister.rtext */
	struct rclass {
		uint32_t op, off;
	} * rclass;
	size_t nrclass, caprclass, nrtext;
	size_t nctext; /* the choices' texts (cchoice.ct): entries per listing */
	/* the lean walk's ops (cfwalk): list i's are lops[lfirst[i]..] */
	struct lop *lops;
	uint32_t *lfirst;
	uint64_t *lclaim; /* list i's claim and its ops' walked in place */
	size_t nlops, caplops;
	/* the first pass's ops (cquick): list i's from qfirst[i] to LQ_END */
	struct qlop *qlops;
	uint32_t *qfirst;
	size_t nqlops, capqlops;
	bool bad; /* not compilable (or out of memory) */
};

static bool grow(void **p, size_t *cap, size_t need, size_t elem)
{
	if (need <= *cap)
		return true;
	size_t n = *cap ? *cap : 64;
	while (n < need)
		n *= 2;
	void *q = realloc(*p, n * elem);
	if (!q)
		return false;
	*p = q;
	*cap = n;
	return true;
}

/* A field the compiled listing reads from word 0 alone. */
static bool field_in_word0(struct isa_field f)
{
	return !f.len || (f.pos + f.len <= 64 && (!f.len2 || f.pos2 + f.len2 <= 64));
}

static bool bits_word0(const uint64_t *val, const uint64_t *mask)
{
	for (unsigned w = 1; w < ISA_WORDS; w++)
		if (val[w] || mask[w])
			return false;
	return true;
}

static uint32_t cchoice_get(struct isa_cprog *p, const struct isa_index *ix,
                            const struct isa_atom *at, int depth);

static uint64_t fmask_of(unsigned len)
{
	return len >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << len) - 1;
}

static char *cmem_fast(char *o, const struct cmemf *m, uint64_t a0);

/* The key of a memory operand's fields in word 0: base, offset (both
 * parts), index, packed from bit 0 up. */
static inline uint32_t cmem_key(const struct cmemf *m, uint64_t a0)
{
	return (uint32_t)((a0 >> m->fpos & m->fmask) | (a0 >> m->opos & m->omask) << m->kb1 |
	                  (a0 >> m->opos2 & m->omask2) << m->kb2 |
	                  (a0 >> m->xpos & m->xmask) << m->kb3);
}

/* m's texts by key, made by cmem_fast from a word of each key's fields
 * (none where the fields overlap: a key would not name one word). */
static void cmem_table(struct isa_cprog *p, struct cmemf *m)
{
	uint64_t f = m->fmask << m->fpos, o = m->omask << m->opos, o2 = m->omask2 << m->opos2,
	         x = m->xmask << m->xpos;
	unsigned nb = (unsigned)__builtin_popcountll(m->fmask) +
	              (unsigned)__builtin_popcountll(m->omask) +
	              (unsigned)__builtin_popcountll(m->omask2) +
	              (unsigned)__builtin_popcountll(m->xmask);
	if ((unsigned)__builtin_popcountll(f | o | o2 | x) != nb || nb > CMEM_TAB_BITS)
		return;
	size_t n = (size_t)1 << nb;
	/* each key's text, and the longest (the entries' size) */
	char(*buf)[32] = malloc(n * sizeof(*buf));
	uint8_t *len = malloc(n);
	if (!buf || !len) {
		free(buf);
		free(len);
		return;
	}
	size_t most = 0;
	for (uint64_t k = 0; k < n; k++) {
		uint64_t a0 = (k & m->fmask) << m->fpos | (k >> m->kb1 & m->omask) << m->opos |
		              (k >> m->kb2 & m->omask2) << m->opos2 |
		              (k >> m->kb3 & m->xmask) << m->xpos;
		char t[128];
		size_t l = (size_t)(cmem_fast(t, m, a0) - t);
		len[k] = 0;
		if (cmem_key(m, a0) == k && l < 32) {
			memcpy(buf[k], t, l);
			len[k] = (uint8_t)l;
			most = l > most ? l : most;
		}
	}
	unsigned esh = most < 16 ? 4 : 5;
	if (grow((void **)&p->mtext, &p->capmtext, p->nmtext + (n << esh) + 32, 1)) {
		char *e = p->mtext + p->nmtext;
		memset(e, 0, (n << esh) + 32);
		for (size_t k = 0; k < n; k++) {
			memcpy(e + (k << esh), buf[k], len[k]);
			e[(k << esh) + (1u << esh) - 1] = (char)len[k];
		}
		m->tab = (int32_t)p->nmtext;
		m->esh = (uint8_t)esh;
		p->nmtext += n << esh;
	}
	free(buf);
	free(len);
}

static inline uint32_t cvec_key(const struct cvecf *m, uint64_t a0)
{
	return (uint32_t)((a0 >> m->fpos & m->fmask) | (a0 >> m->f2pos & m->f2mask) << m->kb2 |
	                  (a0 >> m->f3pos & m->f3mask) << m->kb3);
}

/* The register vector at compiled to a table of its texts (made by
 * leaf_item and fmt_item from a word of each key's fields): 1 + its
 * index in p->vecs, 0 where it has too many bits or a field in two
 * parts or past word 0. */
static uint32_t cvecf_make(struct isa_cprog *p, const struct isa_atom *at)
{
	struct isa_field fs[3] = {at->f, at->f2, at->f3};
	unsigned nb = 0;
	uint64_t all = 0;
	for (unsigned i = 0; i < 3; i++) {
		if (fs[i].len2 || !field_in_word0(fs[i]))
			return 0;
		nb += fs[i].len;
		if (fs[i].len)
			all |= fmask_of(fs[i].len) << fs[i].pos;
	}
	if (!at->f.len || nb > CMEM_TAB_BITS || (unsigned)__builtin_popcountll(all) != nb ||
	    !at->str || strlen(at->str) > 8)
		return 0; /* overlapping fields: a key would not name one word */
	struct cvecf m;
	memset(&m, 0, sizeof(m));
	m.fpos = at->f.pos;
	m.fmask = fmask_of(at->f.len);
	m.f2pos = at->f2.len ? at->f2.pos : 0;
	m.f2mask = fmask_of(at->f2.len);
	m.f3pos = at->f3.len ? at->f3.pos : 0;
	m.f3mask = fmask_of(at->f3.len);
	m.kb2 = at->f.len;
	m.kb3 = (uint8_t)(at->f.len + at->f2.len);
	size_t n = (size_t)1 << nb;
	if (!grow((void **)&p->vtext, &p->capvtext, p->nvtext + n, sizeof(*p->vtext)) ||
	    !grow((void **)&p->vecs, &p->capvecs, p->nvecs + 1, sizeof(*p->vecs)))
		return 0;
	struct vtext *t = &p->vtext[p->nvtext];
	for (uint64_t k = 0; k < n; k++) {
		uint64_t a[ISA_WORDS] = {(k & m.fmask) << m.fpos |
		                         (k >> m.kb2 & m.f2mask) << m.f2pos |
		                         (k >> m.kb3 & m.f3mask) << m.f3pos};
		struct isa_item it = leaf_item(at, a, 0, 0, 0); /* ISA_VEC: no version */
		char buf[sizeof(t[k].t)];
		struct sbuf sb = {buf, sizeof(buf), 0};
		fmt_item(&sb, &it, false);
		memset(&t[k], 0, sizeof(t[k]));
		if (cvec_key(&m, a[0]) == k && sb.n < sizeof(buf)) {
			memcpy(t[k].t, buf, sb.n);
			t[k].n = (uint8_t)sb.n;
		}
	}
	m.tab = (int32_t)p->nvtext;
	p->nvtext += n;
	for (size_t i = 0; i < p->nvecs; i++) /* alike ones share a table */
		if (!memcmp(&p->vecs[i], &m, offsetof(struct cvecf, tab)) &&
		    !memcmp(&p->vtext[p->vecs[i].tab], t, n * sizeof(*t))) {
			p->nvtext -= n;
			return (uint32_t)i + 1;
		}
	p->vecs[p->nvecs] = m;
	return (uint32_t)++p->nvecs;
}

/* The memory operand at compiled for cmem_fast: 1 + its index in
 * p->mems, or 0 where cmem lists it (a shape cmem_fast does not take:
 * the shapes are cmem's branches with what it tests per atom decided). */
static uint32_t cmemf_make(struct isa_cprog *p, const struct isa_atom *at, const char *str,
                           size_t sl, size_t s2)
{
	const uint16_t special = ISA_ZERO0 | ISA_POSTINC | ISA_SPACEIDX | ISA_RZ | ISA_MEMD;
	uint16_t fl = at->flags;
	struct cmemf m;
	memset(&m, 0, sizeof(m)); /* compared whole, padding too */
	if (!field_in_word0(at->f) || !field_in_word0(at->f2) || !field_in_word0(at->f3) ||
	    at->f.len2 || at->f3.len2 || at->f.len >= 64 || at->f3.len >= 32 ||
	    isa_field_bits(at->f2) >= 64 || at->shl < 0 || at->shl >= 64 || at->shl2 < 0 ||
	    at->shl2 >= 64 || s2 > 6)
		return 0;
	if (fl & special) {
		if (!at->f3.len != !(fl & ISA_SPACEIDX))
			return 0; /* an index register, or no space field: cmem */
		m.shape = MS_FLAG;
	} else {
		m.shape = !at->f.len && !at->str2 ? MS_ABS : MS_BASE;
	}
	bool open = m.shape != MS_FLAG || !(fl & ISA_SPACEIDX);
	if (sl + open > 8)
		return 0;
	char t[8] = {0};
	if (sl)
		memcpy(t, str, sl);
	if (open)
		t[sl] = '[';
	memcpy(&m.pre, t, 8);
	m.plen = (uint8_t)(sl + open);
	memset(t, 0, 8);
	t[0] = '$';
	if (s2)
		memcpy(t + 1, at->str2, s2);
	memcpy(&m.base, t, 8);
	m.blen = (uint8_t)(1 + s2);
	m.hasf = at->f.len != 0;
	/* a field of no bits reads bit 0 (a shift past 63 is undefined) */
	m.fpos = at->f.len ? at->f.pos : 0;
	m.fmask = fmask_of(at->f.len);
	m.opos = at->f2.len ? at->f2.pos : 0;
	m.omask = at->f2.len ? fmask_of(at->f2.len) : 0;
	m.opos2 = at->f2.len && at->f2.len2 ? at->f2.pos2 : 0;
	m.omask2 = at->f2.len && at->f2.len2 ? fmask_of(at->f2.len2) : 0;
	m.olen = at->f2.len;
	unsigned ob = isa_field_bits(at->f2);
	m.osbit = (fl & ISA_SIGNED) && ob ? UINT64_C(1) << (ob - 1) : 0;
	m.oshl = (uint8_t)at->shl;
	m.hasx = at->f3.len != 0;
	m.xpos = at->f3.len ? at->f3.pos : 0;
	m.xmask = fmask_of(at->f3.len);
	m.xshl = (uint8_t)at->shl2;
	m.zero0 = (fl & ISA_ZERO0) != 0;
	m.none = fl & ISA_RZ ? field_ones(at->f) : ~UINT64_C(0);
	m.postinc = (fl & ISA_POSTINC) != 0;
	m.space = (fl & ISA_SPACEIDX) != 0;
	m.memd = (fl & ISA_MEMD) != 0;
	m.kb1 = at->f.len;
	m.kb2 = (uint8_t)(at->f.len + at->f2.len);
	m.kb3 = (uint8_t)(at->f.len + ob);
	m.tab = -1;
	for (size_t i = 0; i < p->nmems; i++) /* one for alike atoms, and one table */
		if (!memcmp(&p->mems[i], &m, sizeof(m)))
			return (uint32_t)i + 1;
	if (m.kb3 + at->f3.len <= CMEM_TAB_BITS)
		cmem_table(p, &m);
	if (!grow((void **)&p->mems, &p->capmems, p->nmems + 1, sizeof(*p->mems)))
		return 0;
	p->mems[p->nmems] = m;
	return (uint32_t)++p->nmems;
}

/* str copied into the pool, padded; its offset */
static uint32_t cstr(struct isa_cprog *p, const char *str, size_t len)
{
	if (!grow((void **)&p->pool, &p->cappool, p->npool + len + CSTR_PAD, 1)) {
		p->bad = true;
		return 0;
	}
	uint32_t off = (uint32_t)p->npool;
	if (len) /* str may be NULL when empty (ISA_SEOPEN) */
		memcpy(p->pool + off, str, len);
	memset(p->pool + off + len, 0, CSTR_PAD);
	p->npool += len + CSTR_PAD;
	return off;
}

#define CSYM_BITS 12

/* The names of a register atom by field value (as find_sym's first
 * candidate); its offset in p->symtab, -1 if none. */
static int32_t csymtab(struct isa_cprog *p, const struct isa_atom *at)
{
	if (!at->syms || isa_field_bits(at->f) > CSYM_BITS)
		return -1;
	size_t n = (size_t)1 << isa_field_bits(at->f);
	if (!grow((void **)&p->symtab, &p->capsymtab, p->nsymtab + n, sizeof(*p->symtab))) {
		p->bad = true;
		return -1;
	}
	int32_t off = (int32_t)p->nsymtab;
	p->nsymtab += n;
	for (uint64_t fv = 0; fv < n; fv++) {
		uint64_t num = fv;
		if (at->flags & ISA_XORREG)
			num ^= field_ones(at->f);
		num += (uint64_t)at->shl;
		int16_t first = -1;
		for (int i = 0; at->syms[i].name && i < 0x7fff; i++)
			if ((uint64_t)at->syms[i].num == num) {
				first = (int16_t)i;
				break;
			}
		p->symtab[off + fv] = first;
	}
	return off;
}

/* Compiles the atoms into consecutive ops; fills l's ops, nops, quick and
 * adds their leaf claims to l->claim. */
static void clist_atoms(struct isa_cprog *p, const struct isa_index *ix, size_t li,
                        const struct isa_atom *atoms, unsigned n, int depth)
{
	unsigned k = 0;
	while (k < n && atoms[k].kind != ISA_END)
		k++;
	if (depth > 16 || !grow((void **)&p->ops, &p->capops, p->nops + k, sizeof(*p->ops))) {
		p->bad = true;
		return;
	}
	uint32_t first = (uint32_t)p->nops;
	p->nops += k;
	p->lists[li].ops = first;
	p->lists[li].nops = (uint8_t)k;
	bool quick = false;
	for (unsigned i = 0; i < k && !p->bad; i++) {
		const struct isa_atom *at = &atoms[i];
		struct cop op = {.kind = at->kind,
		                 .quick = atoms_need_walk(at, 1, 0),
		                 .shl = at->shl,
		                 .flags = at->flags,
		                 .symtab = -1,
		                 .rtab = -1,
		                 .nw = 1,
		                 .at = at};
		const char *str = at->str;
		uint64_t m[ISA_WORDS] = {0};
		claim_leaf(m, at);
		if (!field_in_word0(at->f) || !field_in_word0(at->f2) || !field_in_word0(at->f3) ||
		    m[1] || m[2]) {
			p->bad = true;
			break;
		}
		p->lists[li].claim |= m[0];
		quick |= op.quick;
		size_t sl = str ? strlen(str) : 0;
		switch (at->kind) {
		case ISA_UNK:
			if (!str) {
				str = "???";
				sl = 3;
			}
			/* fall through */
		case ISA_NAME:
		case ISA_CMD:
		case ISA_DISCARD:
		case ISA_SEOPEN:
		case ISA_SECLOSE:
			if (sl > 200) { /* past the slack cwalk keeps */
				p->bad = true;
				break;
			}
			op.fast = at->kind == ISA_NAME ? CF_NAME : CF_WORD;
			op.slen = (uint16_t)sl;
			op.str = cstr(p, str, sl);
			break;
		case ISA_REG: {
			size_t s2 = at->str2 ? strlen(at->str2) : 0;
			if (at->f.len && isa_field_bits(at->f) < 64 && sl <= 32 && s2 <= 32) {
				op.fast = CF_REG;
				op.slen = (uint16_t)sl;
				op.s2len = (uint8_t)s2;
				op.str = cstr(p, str ? str : "", sl);
				op.str2 = cstr(p, at->str2 ? at->str2 : "", s2);
				op.pos = at->f.pos;
				op.len = at->f.len;
				op.pos2 = at->f.pos2;
				op.len2 = at->f.len2;
				op.symtab = csymtab(p, at);
			}
			break;
		}
		case ISA_IMM:
		case ISA_RAWIMM:
			if (at->f.len && !at->f2.len && isa_field_bits(at->f) < 64 &&
			    at->shl >= 0 && !(at->flags & ISA_PCREL)) {
				op.fast = CF_IMM;
				op.pos = at->f.pos;
				op.len = at->f.len;
				op.pos2 = at->f.pos2;
				op.len2 = at->f.len2;
				op.sign = (at->flags & ISA_SIGNED) != 0;
			}
			break;
		case ISA_IGN: op.fast = CF_IGN; break;
		case ISA_VEC: op.mf = cvecf_make(p, at); break; /* CF_ATOM, a table */
		case ISA_BTARG:
		case ISA_CTARG:
			op.fast = CF_TARG;
			if (at->f.len && !at->f2.len && isa_field_bits(at->f) < 64 &&
			    at->shl >= 0 && at->shl < 64) {
				op.tfast = 1;
				op.pos = at->f.pos;
				op.len = at->f.len;
				op.pos2 = at->f.pos2;
				op.len2 = at->f.len2;
				op.sign = (at->flags & ISA_SIGNED) != 0;
			}
			break;
		case ISA_MEM: {
			size_t s2 = at->str2 ? strlen(at->str2) : 0;
			if (sl <= 32 && s2 <= 32) {
				op.fast = CF_MEM;
				op.slen = (uint16_t)sl;
				op.s2len = (uint8_t)s2;
				op.sign = at->str2 != NULL; /* CF_MEM: has a base prefix */
				op.str = cstr(p, str ? str : "", sl);
				op.str2 = cstr(p, at->str2 ? at->str2 : "", s2);
				op.mf = cmemf_make(p, at, str, sl, s2);
			}
			break;
		}
		case ISA_CHOICE:
			if (!at->alts)
				break; /* CF_ATOM: no alternative, an unknown operand */
			op.fast = CF_CHOICE;
			op.sub = cchoice_get(p, ix, at, depth + 1);
			break;
		default: break;
		}
		if (op.fast == CF_ATOM || op.fast == CF_MEM || op.fast == CF_TARG ||
		    (op.fast == CF_REG && at->syms)) {
			/* the atom copied beside the others the listing reads,
			 * not read inside its form of a kilobyte or more */
			if (!grow((void **)&p->atoms, &p->capatoms, p->natoms + 1,
			          sizeof(*p->atoms))) {
				p->bad = true;
				break;
			}
			p->atoms[p->natoms] = *at;
			op.sub = (uint32_t)p->natoms++;
			op.at = NULL; /* set when the copies stop moving */
		}
		p->ops[first + i] = op;
	}
	p->lists[li].quick = quick;
	/* a run of names as one op, its words joined by the separator
	 * cwalk puts between them (a name follows a name with a space) */
	unsigned w = 0;
	for (unsigned i = 0; i < k && !p->bad; i++) {
		struct cop op = p->ops[first + i];
		struct cop *prev = w ? &p->ops[first + w - 1] : NULL;
		if (prev && prev->fast == CF_NAME && op.fast == CF_NAME &&
		    prev->slen + 1 + op.slen <= 64 && prev->nw < 32) {
			char buf[128];
			size_t tl = prev->slen;
			memcpy(buf, p->pool + prev->str, tl);
			buf[tl++] = ' ';
			memcpy(buf + tl, p->pool + op.str, op.slen);
			tl += op.slen;
			uint32_t str = cstr(p, buf, tl);
			prev = &p->ops[first + w - 1];
			prev->str = str;
			prev->slen = (uint16_t)tl;
			prev->nw++;
			continue;
		}
		p->ops[first + w++] = op;
	}
	p->lists[li].nops = (uint8_t)w;
}

static size_t clist_new(struct isa_cprog *p)
{
	if (!grow((void **)&p->lists, &p->caplists, p->nlists + 1, sizeof(*p->lists))) {
		p->bad = true;
		return 0;
	}
	p->lists[p->nlists] = (struct clist){0};
	return p->nlists++;
}

/* The compiled choice of at, compiled on first meeting (tables share
 * choices between forms: one copy each). */
static uint32_t cchoice_get(struct isa_cprog *p, const struct isa_index *ix,
                            const struct isa_atom *at, int depth)
{
	for (size_t i = 0; i < p->nch; i++)
		if (p->chsrc[i] == at->alts && p->ch[i].nalts == at->nalts)
			return (uint32_t)i;
	size_t cap = p->capch;
	if (!grow((void **)&p->ch, &p->capch, p->nch + 1, sizeof(*p->ch)) ||
	    !grow((void **)&p->chsrc, &cap, p->nch + 1, sizeof(*p->chsrc)) || at->nalts >= 0xff) {
		p->bad = true;
		return 0;
	}
	uint32_t ci = (uint32_t)p->nch++;
	p->chsrc[ci] = at->alts;
	const struct isa_chix *e = chix_find(ix, at);
	/* the alternatives' lists consecutive, their atoms compiled after */
	size_t a0 = p->nlists;
	for (unsigned k = 0; k < at->nalts && !p->bad; k++)
		clist_new(p);
	p->ch[ci] = (struct cchoice){e && !e->w ? e->first : NULL,
	                             e ? e->kmask : 0,
	                             (uint32_t)a0,
	                             e ? e->lo : 0,
	                             at->nalts,
	                             {0},
	                             {0},
	                             {0},
	                             0,
	                             -1};
	for (unsigned k = 0; k < at->nalts && !p->bad; k++) {
		const struct isa_alt *alt = &at->alts[k];
		if (!bits_word0(alt->val, alt->mask) || alt->len > 8) {
			p->bad = true;
			break;
		}
		struct clist *l = &p->lists[a0 + k];
		l->val = alt->val[0];
		l->mask = alt->mask[0];
		l->claim = alt->mask[0];
		l->vmask = alt->vmask;
		l->feat = alt->feat;
		l->len = alt->len;
		clist_atoms(p, ix, a0 + k, alt->atoms, ISA_MAX_ALT_ATOMS, depth);
		p->lists[a0 + k].quick |= alt->len != 0;
	}
	return ci;
}

static void cprog_free(struct isa_cprog *p)
{
	if (!p)
		return;
	free(p->ops);
	free(p->lists);
	free(p->ch);
	free(p->chsrc);
	free(p->pool);
	free(p->symtab);
	free(p->atoms);
	free(p->mems);
	free(p->mtext);
	free(p->vecs);
	free(p->vtext);
	free(p->rclass);
	free(p->lops);
	free(p->lfirst);
	free(p->lclaim);
	free(p->qlops);
	free(p->qfirst);
	free(p);
}

/* Register fields of at most this many bits get their texts by value
 * (clister.rtext) */
#define RT_BITS 8

/* Two register ops that print the same text for the same field value */
static bool creg_alike(const struct isa_cprog *p, const struct cop *a, const struct cop *b)
{
	return a->len == b->len && a->len2 == b->len2 && a->flags == b->flags && a->shl == b->shl &&
	       a->at->syms == b->at->syms && a->slen == b->slen && a->s2len == b->s2len &&
	       !memcmp(p->pool + a->str, p->pool + b->str, a->slen) &&
	       !memcmp(p->pool + a->str2, p->pool + b->str2, a->s2len);
}

/* Sorts the short register ops into classes (rtab, rclass). */
static void crclass(struct isa_cprog *p)
{
	for (size_t i = 0; i < p->nops && !p->bad; i++) {
		struct cop *op = &p->ops[i];
		/* a register of no field ("$c"): one text, its own class */
		bool fixed = op->fast == CF_ATOM && op->at->kind == ISA_REG && !op->at->f.len &&
		             !op->at->f2.len;
		if (!fixed && (op->fast != CF_REG || op->len + op->len2 > RT_BITS))
			continue;
		size_t k = fixed ? p->nrclass : 0;
		while (k < p->nrclass && !creg_alike(p, &p->ops[p->rclass[k].op], op))
			k++;
		if (k == p->nrclass) {
			if (!grow((void **)&p->rclass, &p->caprclass, k + 1, sizeof(*p->rclass))) {
				p->bad = true;
				return;
			}
			p->rclass[k] = (struct rclass){(uint32_t)i, (uint32_t)p->nrtext};
			p->nrclass++;
			p->nrtext += (size_t)1 << (op->len + op->len2);
		}
		op->rtab = (int32_t)p->rclass[k].off;
	}
}

/* Templates only for forms whose choices test at most this many bits
 * (beyond the form's own): more make more templates than lines. */
#define TMPL_BITS 20

/* Fills l's rset, tset, posdep and lenset (its alternatives' first). */
static void creach(struct isa_cprog *p, size_t li, int depth)
{
	struct clist *l = &p->lists[li];
	if (l->rdone)
		return;
	if (depth > 16) {
		p->bad = true;
		return;
	}
	uint64_t rset = l->mask | l->claim | l->nmask, tset = 0;
	bool posdep = false, lenset = false;
	for (unsigned i = 0; i < l->nops; i++) {
		const struct cop *op = &p->ops[l->ops + i];
		if (op->fast == CF_CHOICE) {
			const struct cchoice *ch = &p->ch[op->sub];
			if (ch->first)
				tset |= ch->kmask << ch->lo;
			for (unsigned k = 0; k < ch->nalts; k++) {
				creach(p, ch->alts + k, depth + 1);
				const struct clist *a = &p->lists[ch->alts + k];
				rset |= a->rset;
				tset |= a->mask | a->tset;
				posdep |= a->posdep;
				lenset |= a->lenset || a->len;
			}
		} else if ((op->kind == ISA_IMM || op->kind == ISA_RAWIMM ||
		            op->kind == ISA_BTARG || op->kind == ISA_CTARG) &&
		           (op->at->flags & ISA_PCREL)) {
			posdep = true;
		}
	}
	l = &p->lists[li];
	l->rset = rset | tset;
	l->tset = tset;
	l->tok = __builtin_popcountll(tset & ~l->mask) <= TMPL_BITS;
	l->posdep = posdep;
	l->lenset = lenset;
	l->rdone = 1;
}

/* Choices whose text is kept per listing by the bits they read: at
 * most this many bits (2 << CT_BITS slots of 4 bytes each, outside and
 * inside a sub-expression, each made at its first use, its text kept
 * once: ctpool), in at most CT_RUNS runs of consecutive bits (vuc's
 * operand choices: a register field and the opcode bits that pick its
 * kind, 5-9 bits in 2-3 runs; its predicate's combining, 12: "pand $p3").
 * 10 while an entry a value took 64 bytes */
#define CT_BITS 12
#define CT_RUNS 3
/* a choice whose bits lie in a window of at most this many is keyed by
 * the window (one shift and mask) */
#define CT_WIN 6
/* ... and only those whose alternatives hold at least this many ops
 * together (nested ones too) */
#define CT_OPS 2

/* A choice whose every alternative (nested ones too) holds only names,
 * registers, immediates, memory operands and other choices like it, none
 * relative to the address: its text, claim, length and items depend on
 * the bits it reads alone (rset), and on whether it is in a
 * sub-expression (cimm). */
static bool cflat(const struct isa_cprog *p, const struct cchoice *ch, uint64_t *bits,
                  unsigned *ops, int depth)
{
	if (depth > 16)
		return false;
	if (ch->first)
		*bits |= ch->kmask << ch->lo;
	for (unsigned k = 0; k < ch->nalts; k++) {
		const struct clist *l = &p->lists[ch->alts + k];
		/* a target relative to the address only last in one of its
		 * own alternatives (its text is the walk's: ctext.top) */
		if (!l->rdone || (l->posdep && depth))
			return false;
		*bits |= l->mask | l->rset;
		*ops += l->nops;
		for (unsigned i = 0; i < l->nops; i++) {
			const struct cop *op = &p->ops[l->ops + i];
			switch (op->fast) {
			case CF_NAME:
			case CF_IGN:
			case CF_REG:
			case CF_IMM:
			case CF_MEM: break;
			case CF_WORD:
				/* ISA_UNK: a status, so its entries are
				 * left to the walk (ctext_build); a
				 * sub-expression must close in it
				 * (ctext_make) */
				if (op->kind != ISA_NAME && op->kind != ISA_CMD &&
				    op->kind != ISA_DISCARD && op->kind != ISA_UNK &&
				    op->kind != ISA_SEOPEN && op->kind != ISA_SECLOSE)
					return false;
				break;
			case CF_ATOM:
				/* a register of no field ("$c"): its text */
				if (op->rtab < 0)
					return false;
				break;
			case CF_CHOICE:
				if (!cflat(p, &p->ch[op->sub], bits, ops, depth + 1))
					return false;
				break;
			case CF_TARG:
				if (depth || i + 1 != l->nops || !op->tfast)
					return false;
				break;
			default: return false;
			}
		}
	}
	return true;
}

/* Whether ch (or a choice in it) holds an operand's value: a gathered
 * key pays where the walk would format one */
static bool cvalued(const struct isa_cprog *p, const struct cchoice *ch, int depth)
{
	for (unsigned k = 0; k < ch->nalts && depth <= 16; k++) {
		const struct clist *l = &p->lists[ch->alts + k];
		for (unsigned i = 0; i < l->nops; i++) {
			const struct cop *op = &p->ops[l->ops + i];
			if (op->fast == CF_REG || op->fast == CF_IMM || op->fast == CF_MEM ||
			    op->fast == CF_TARG ||
			    (op->fast == CF_CHOICE && cvalued(p, &p->ch[op->sub], depth + 1)))
				return true;
		}
	}
	return false;
}

static void cflat_all(struct isa_cprog *p)
{
	p->nctext = 0;
	for (size_t i = 0; i < p->nch && !p->bad; i++) {
		struct cchoice *ch = &p->ch[i];
		uint64_t bits = 0;
		unsigned ops = 0;
		ch->ct = -1;
		/* a choice of a name or nothing walks as fast as its
		 * table in cwalk (its texts are cfwalk's alone) */
		if (!cflat(p, ch, &bits, &ops, 0) || !ops)
			continue;
		ch->ctw = ops >= CT_OPS;
		unsigned nb = (unsigned)__builtin_popcountll(bits), kd = 0, r = 0;
		unsigned lo = bits ? (unsigned)__builtin_ctzll(bits) : 0;
		unsigned hi = bits ? 64 - (unsigned)__builtin_clzll(bits) : 0;
		if (p->nctext > INT32_MAX / 4)
			continue;
		if (hi - lo <= CT_WIN) {
			/* the window of its bits: a key of one shift and mask */
			ch->ks[0] = (uint8_t)lo;
			ch->km[0] = (uint16_t)((1u << (hi - lo)) - 1);
			ch->ct = (int32_t)p->nctext;
			p->nctext += (size_t)2 << (hi - lo);
			continue;
		}
		if (nb > CT_BITS || !cvalued(p, ch, 0))
			continue;
		/* the runs of bits, lowest first */
		for (uint64_t b = bits; b && r <= CT_RUNS; r++) {
			unsigned rl = (unsigned)__builtin_ctzll(b);
			unsigned w = (unsigned)__builtin_ctzll(~(b >> rl));
			if (r < CT_RUNS) {
				ch->ks[r] = (uint8_t)rl;
				ch->kd[r] = (uint8_t)kd;
				ch->km[r] = (uint16_t)((1u << w) - 1);
			}
			kd += w;
			b &= ~(fmask_of(w) << rl);
		}
		if (r > CT_RUNS) {
			memset(ch->km, 0, sizeof(ch->km));
			continue;
		}
		ch->ct = (int32_t)p->nctext;
		p->nctext += (size_t)2 << nb;
	}
	/* apart in the walk's switch: the others pay nothing for it */
	for (size_t i = 0; i < p->nops && !p->bad; i++)
		if (p->ops[i].fast == CF_CHOICE && p->ch[p->ops[i].sub].ct >= 0 &&
		    p->ch[p->ops[i].sub].ctw)
			p->ops[i].fast = CF_CTEXT;
}

/* The lean walk's bounds (cfwalk): the text a lean line may write, at
 * most (the room is checked once, not at each op) */
#define LEAN_TEXT 1024

/* The bounds of list li's walk (cwalk's): at most items[li] items and
 * text[li] bytes of text (a value made by cvalue_slow counts 0: cfwalk
 * checks the room after it); lean[li] 1 if cfwalk may walk it (its
 * choices' alternatives nest within the depth compiled), 2 not, 0 not
 * known yet */
static void clean(struct isa_cprog *p, size_t li, uint8_t *lean, uint32_t *items, uint32_t *text,
                  int depth)
{
	if (lean[li])
		return;
	if (depth > 16) {
		lean[li] = 2;
		items[li] = text[li] = UINT32_MAX / 4;
		return;
	}
	const struct clist *l = &p->lists[li];
	bool ok = true;
	uint64_t ni = 0, nt = 0;
	for (unsigned i = 0; i < l->nops; i++) {
		const struct cop *op = &p->ops[l->ops + i];
		switch (op->fast) {
		case CF_NAME:
			ni += op->nw;
			nt += 1u + op->slen;
			break;
		case CF_WORD: /* ISA_UNK: a status (cfwalk leaves the line) */
			ni += op->nw;
			nt += 2u + op->slen;
			break;
		case CF_IGN: break;
		case CF_REG:
		case CF_IMM:
		case CF_TARG:
		case CF_MEM:
			/* register texts past their table, and memory
			 * operands without cmem_fast: cvalue_slow */
			ni++;
			nt += op->fast == CF_MEM   ? (op->mf ? 192u : 0u)
			      : op->fast == CF_REG ? 9u
			                           : 20u;
			break;
		case CF_ATOM: ni++; break; /* a value by cvalue_slow, or none */
		case CF_CHOICE:
		case CF_CTEXT: {
			const struct cchoice *ch = &p->ch[op->sub];
			uint32_t mi = 0, mt = 0;
			for (unsigned k = 0; k < ch->nalts; k++) {
				size_t ai = ch->alts + k;
				clean(p, ai, lean, items, text, depth + 1);
				ok &= op->fast == CF_CTEXT || lean[ai] == 1;
				mi = items[ai] > mi ? items[ai] : mi;
				mt = text[ai] > mt ? text[ai] : mt;
			}
			ni += 1u + mi;
			/* a text: up to 32 bytes and a target (ctext) */
			nt += op->fast == CF_CTEXT ? 64u : mt;
			break;
		}
		default: ok = false; break;
		}
	}
	lean[li] = ok ? 1 : 2;
	items[li] = ni < UINT32_MAX / 4 ? (uint32_t)ni : UINT32_MAX / 4;
	text[li] = nt < UINT32_MAX / 4 ? (uint32_t)nt : UINT32_MAX / 4;
}

/* Marks the lists cfwalk may walk (clist.lean, ltext). */
static void clean_all(struct isa_cprog *p, size_t nf)
{
	uint8_t *lean = calloc(p->nlists ? p->nlists : 1, 1);
	uint32_t *items = calloc(p->nlists ? p->nlists : 1, sizeof(*items));
	uint32_t *text = calloc(p->nlists ? p->nlists : 1, sizeof(*text));
	if (lean && items && text) {
		for (size_t i = 0; i < p->nlists; i++)
			clean(p, i, lean, items, text, 0);
		for (size_t i = 0; i < p->nlists; i++) {
			struct clist *l = &p->lists[i];
			l->lean = lean[i] == 1;
			/* forms: cwalk's item limit never met, the text
			 * within the room cfwalk checks */
			if (i < nf)
				l->lean &= items[i] < ISA_MAX_ITEMS && text[i] <= LEAN_TEXT;
			l->ltext = (uint16_t)(text[i] <= LEAN_TEXT ? text[i] : LEAN_TEXT);
		}
	}
	free(lean);
	free(items);
	free(text);
}

/* Whether choice ch, met in list l, needs nothing of the walk: an
 * alternative always matches wherever l is walked (its bits and l's, its
 * versions and features and l's), none holds an op or a length, and all
 * claim the same bits (vuc's opcode kind of bits 26 and 28) */
static bool clop_silent(const struct isa_cprog *p, const struct clist *l, const struct cchoice *ch)
{
	if (!ch->first || !ch->nalts)
		return false;
	const struct clist *a0l = &p->lists[ch->alts];
	for (unsigned k = 0; k < ch->nalts; k++) {
		const struct clist *a = &p->lists[ch->alts + k];
		if (a->nops || a->len || a->claim != a0l->claim ||
		    (a->vmask & l->vmask) != l->vmask || (a->feat & ~l->feat))
			return false;
	}
	uint64_t wmask = ch->kmask << ch->lo;
	bool nfixed = l->nmask && !(l->nmask & ~(wmask | l->mask));
	for (uint64_t x = 0; x <= ch->kmask; x++) {
		uint64_t a0 = (l->val & l->mask & ~wmask) | x << ch->lo;
		if ((a0 & l->mask) != l->val || (nfixed && (a0 & l->nmask) == l->nval))
			continue; /* not a word of l */
		if (ch->first[x] == 0xff)
			return false;
	}
	return true;
}

/* The lops of list li's ops (cfwalk) appended, a choice of one
 * alternative that always matches (gm107's scheduling words' groups)
 * walked in place, its claim added to *claim */
static void clops_list(struct isa_cprog *p, const struct clist *outer, size_t li, uint64_t *claim,
                       int depth)
{
	const struct clist *l = &p->lists[li];
	if (depth > 16 ||
	    !grow((void **)&p->lops, &p->caplops, p->nlops + l->nops, sizeof(*p->lops))) {
		p->bad = true;
		return;
	}
	for (unsigned i = 0; i < l->nops && !p->bad; i++) {
		uint32_t oi = l->ops + i;
		const struct cop *op = &p->ops[oi];
		struct lop lp = {.k = LK_VAL, .op = oi};
		char buf[256]; /* names and commands: up to 200 (clist_atoms) */
		size_t bl = 0;
		switch (op->fast) {
		case CF_IGN: continue; /* its bits are in the list's claim */
		case CF_NAME: bl = op->slen; break;
		case CF_WORD:
			switch (op->kind) {
			case ISA_SEOPEN: lp.k = LK_OPEN; break;
			case ISA_SECLOSE: lp.k = LK_CLOSE; break;
			case ISA_UNK: lp.k = LK_FAIL; break;
			default: bl = 1; break; /* ISA_CMD, ISA_DISCARD */
			}
			break;
		case CF_REG:
		reg:
			if (op->rtab >= 0 && !op->len2) {
				lp.k = LK_REG;
				lp.s[0] = op->pos;
				lp.m[0] = (uint16_t)((1u << op->len) - 1);
				lp.x = (uint32_t)op->rtab;
			}
			break;
		case CF_IMM:
			if (!op->len2) {
				lp.k = LK_IMM;
				lp.s[0] = op->pos;
				lp.s[1] = op->len;
				lp.s[2] = op->sign;
				lp.n = (uint16_t)op->shl;
			}
			break;
		case CF_MEM:
			if (op->mf)
				lp.k = LK_MEM;
			break;
		case CF_TARG: break;
		case CF_CHOICE:
		case CF_CTEXT: {
			const struct cchoice *ch = &p->ch[op->sub];
			const struct clist *a = &p->lists[ch->alts];
			if (ch->nalts == 1 && !a->mask && !a->val && !a->len &&
			    (a->vmask & outer->vmask) == outer->vmask &&
			    !(a->feat & ~outer->feat)) {
				/* always this alternative: its ops here */
				*claim |= a->claim;
				clops_list(p, outer, ch->alts, claim, depth + 1);
				if (!grow((void **)&p->lops, &p->caplops, p->nlops + l->nops,
				          sizeof(*p->lops)))
					p->bad = true;
				continue;
			}
			if (clop_silent(p, outer, ch)) {
				*claim |= a->claim;
				continue;
			}
			lp.k = LK_CH;
			lp.x = op->sub;
			if (ch->ct < 0)
				break;
			/* its text, the key's runs each shifted to its place */
			lp.k = ch->km[2] ? LK_CT : ch->km[1] ? LK_CT2 : LK_CT1;
			lp.x = (uint32_t)ch->ct;
			for (unsigned r = 0; r < CT_RUNS; r++) {
				if (!ch->km[r])
					continue;
				lp.s[r] = (uint8_t)(ch->ks[r] - ch->kd[r]);
				lp.m[r] = (uint16_t)(ch->km[r] << ch->kd[r]);
			}
			break;
		}
		default: /* CF_ATOM: values by cvalue_slow */
			if (op->rtab >= 0)
				goto reg; /* a register of no field: its text */
			if (op->at->kind == ISA_CHOICE)
				lp.k = LK_FAIL; /* a status */
			else if (!atom_valued(op->at->kind))
				continue; /* as walk_atom */
			break;
		}
		if (bl) {
			/* a name or command: its text after its separator */
			buf[0] = ' ';
			size_t n = 1;
			if (op->kind == ISA_CMD || op->kind == ISA_DISCARD)
				buf[n++] = '#';
			if (op->kind != ISA_DISCARD) {
				memcpy(buf + n, p->pool + op->str, op->slen);
				n += op->slen;
			}
			lp.k = LK_LIT;
			lp.x = cstr(p, buf, n);
			lp.n = (uint16_t)n;
		}
		p->lops[p->nlops++] = lp;
	}
}

/* Runs of lops whose bits together are at most this many (and in at
 * most CT_RUNS runs) have their text by those bits (LK_FUSE): 2 << this
 * many entries each */
#define FUSE_BITS 6

/* The bits lop q reads for its text (0: none; ~0: not fusable) */
static uint64_t clop_bits(const struct isa_cprog *p, const struct lop *q)
{
	switch (q->k) {
	case LK_LIT: return 0;
	case LK_REG:
	case LK_CT1: return (uint64_t)q->m[0] << q->s[0];
	case LK_IMM: return q->s[1] > FUSE_BITS ? ~UINT64_C(0) : fmask_of(q->s[1]) << q->s[0];
	case LK_CT2:
	case LK_CT: break;
	default: return ~UINT64_C(0);
	}
	/* a choice's text with a target or a length is not a plain one */
	const struct cchoice *ch = &p->ch[p->ops[q->op].sub];
	for (unsigned k = 0; k < ch->nalts; k++) {
		const struct clist *l = &p->lists[ch->alts + k];
		if (l->len || l->lenset ||
		    (l->nops && p->ops[l->ops + l->nops - 1].fast == CF_TARG))
			return ~UINT64_C(0);
	}
	uint64_t m = 0;
	for (unsigned r = 0; r < CT_RUNS; r++)
		m |= (uint64_t)q->m[r] << q->s[r];
	return m;
}

/* The key runs of bits (as cflat_all's): false if more than CT_RUNS */
static bool ckey_runs(uint64_t bits, uint8_t *s, uint16_t *m)
{
	unsigned kd = 0, r = 0;
	for (uint64_t b = bits; b; r++) {
		unsigned rl = (unsigned)__builtin_ctzll(b);
		unsigned w = (unsigned)__builtin_ctzll(~(b >> rl));
		if (r >= CT_RUNS)
			return false;
		s[r] = (uint8_t)(rl - kd);
		m[r] = (uint16_t)(((1u << w) - 1) << kd);
		kd += w;
		b &= ~(fmask_of(w) << rl);
	}
	return true;
}

/* The lops from start on (a list's) with runs of two or more that read
 * at most FUSE_BITS bits together (not names alone) led by an LK_FUSE,
 * its entries added to the choices' texts' */
static void clops_fuse(struct isa_cprog *p, size_t start)
{
	size_t n = p->nlops - start, out = start;
	struct lop *t = malloc((n ? n : 1) * sizeof(*t));
	if (!t || !grow((void **)&p->lops, &p->caplops, p->nlops + n, sizeof(*p->lops))) {
		free(t);
		p->bad = true;
		return;
	}
	memcpy(t, &p->lops[start], n * sizeof(*t));
	for (size_t i = 0; i < n;) {
		uint64_t bits = 0;
		size_t j = i, vals = 0;
		while (j < n && j - i < 0xff) {
			uint64_t b = clop_bits(p, &t[j]);
			if (b == ~UINT64_C(0) || __builtin_popcountll(bits | b) > FUSE_BITS)
				break;
			uint8_t s3[CT_RUNS];
			uint16_t m3[CT_RUNS];
			if (!ckey_runs(bits | b, s3, m3))
				break;
			bits |= b;
			vals += t[j].k != LK_LIT;
			j++;
		}
		if (j - i >= 2 && vals && p->nctext <= INT32_MAX / 4) {
			struct lop f = {
			        .k = LK_FUSE, .n = (uint16_t)(j - i), .x = (uint32_t)p->nctext};
			ckey_runs(bits, f.s, f.m);
			p->nctext += (size_t)2 << __builtin_popcountll(bits);
			p->lops[out++] = f;
			while (i < j)
				p->lops[out++] = t[i++];
			continue;
		}
		if (n == 2 && t[i].k == LK_LIT && t[i].n <= 32 && t[i].x <= UINT16_MAX &&
		    (t[i + 1].k == LK_CT || t[i + 1].k == LK_CT1 || t[i + 1].k == LK_CT2)) {
			/* a list of a name and a choice's text: one lop, so
			 * that its choice enters it without a stack entry
			 * (vuc's "pand" and its predicate; elsewhere the two
			 * cost no more than this one) */
			struct lop q = t[i + 1];
			q.k = LK_PCT;
			q.n = (uint16_t)t[i].x;
			q.pn = (uint8_t)t[i].n;
			p->lops[out++] = q;
			i += 2;
			continue;
		}
		p->lops[out++] = t[i++];
	}
	p->nlops = out;
	free(t);
}

/* Compiles every list's ops again as lops (cfwalk), list i's from
 * lfirst[i] to its LK_END, claiming lclaim[i]. */
static void clops_build(struct isa_cprog *p)
{
	if (!(p->lfirst = malloc((p->nlists + 1) * sizeof(*p->lfirst))) ||
	    !(p->lclaim = malloc((p->nlists + 1) * sizeof(*p->lclaim)))) {
		p->bad = true;
		return;
	}
	for (size_t li = 0; li < p->nlists && !p->bad; li++) {
		p->lfirst[li] = (uint32_t)p->nlops;
		p->lclaim[li] = p->lists[li].claim;
		clops_list(p, &p->lists[li], li, &p->lclaim[li], 0);
		if (!p->bad)
			clops_fuse(p, p->lfirst[li]);
		if (!p->bad &&
		    !grow((void **)&p->lops, &p->caplops, p->nlops + 1, sizeof(*p->lops)))
			p->bad = true;
		if (!p->bad)
			p->lops[p->nlops++] = (struct lop){.k = LK_END};
	}
	if (!p->bad)
		p->lfirst[p->nlists] = (uint32_t)p->nlops;
}

/* Compiles every list's quick ops again as qlops (cquick). */
static void cqlops_build(struct isa_cprog *p)
{
	if (!(p->qfirst = malloc((p->nlists + 1) * sizeof(*p->qfirst)))) {
		p->bad = true;
		return;
	}
	for (size_t li = 0; li < p->nlists && !p->bad; li++) {
		const struct clist *l = &p->lists[li];
		p->qfirst[li] = (uint32_t)p->nqlops;
		if (!grow((void **)&p->qlops, &p->capqlops, p->nqlops + l->nops + 1,
		          sizeof(*p->qlops))) {
			p->bad = true;
			return;
		}
		for (unsigned i = l->q0; i < l->q1; i++) {
			const struct cop *op = &p->ops[l->ops + i];
			struct qlop q = {.k = LQ_SLOW, .x = l->ops + i};
			if (!op->quick)
				continue;
			if (op->fast == CF_CHOICE || op->fast == CF_CTEXT) {
				const struct cchoice *ch = &p->ch[op->sub];
				q.k = LQ_CH;
				q.x = op->sub;
				if (ch->ct >= 0) {
					/* its entry says its target and length
					 * (cflat: a target only last in one of
					 * its own alternatives) */
					q.k = LQ_CT;
					q.y = (uint32_t)ch->ct;
					for (unsigned r = 0; r < CT_RUNS; r++) {
						if (!ch->km[r])
							continue;
						q.s[r] = (uint8_t)(ch->ks[r] - ch->kd[r]);
						q.m[r] = (uint16_t)(ch->km[r] << ch->kd[r]);
					}
				}
			} else if (op->kind == ISA_BTARG || op->kind == ISA_CTARG) {
				q.mark = op->kind == ISA_BTARG ? 1 : 2;
				if (op->fast == CF_TARG && op->tfast && !op->len2 && op->shl < 64) {
					uint16_t fl = op->flags;
					q.k = LQ_TARG;
					q.pos = op->pos;
					q.len = op->len;
					q.shl = (uint8_t)op->shl;
					q.sign = op->sign;
					if (fl & ISA_PCREL) {
						q.add = 1 + (fl & ISA_PCADD8   ? 8
						             : fl & ISA_PCADD4 ? 4
						                               : 0);
						q.align = (fl & ISA_PCALIGN) && op->shl > 0;
					}
				}
			} else {
				continue;
			}
			p->qlops[p->nqlops++] = q;
		}
		p->qlops[p->nqlops++] = (struct qlop){.k = LQ_END};
	}
}

static struct isa_cprog *cprog_build(const struct isa_def *isa, const struct isa_index *ix)
{
	if (isa->maxlen > 8)
		return NULL;
	struct isa_cprog *p = calloc(1, sizeof(*p));
	if (!p)
		return NULL;
	/* the forms' lists first, at their table index: their alternatives
	 * are added after all of them */
	size_t nf = isa->nforms + isa->nsched;
	if (!grow((void **)&p->lists, &p->caplists, nf, sizeof(*p->lists))) {
		free(p);
		return NULL;
	}
	p->nlists = nf;
	for (size_t i = 0; i < nf && !p->bad; i++) {
		const struct isa_form *f =
		        i < isa->nforms ? &isa->forms[i] : &isa->sched_forms[i - isa->nforms];
		if (!bits_word0(f->val, f->mask) || f->len > 8) {
			p->bad = true;
			break;
		}
		struct clist *l = &p->lists[i];
		*l = (struct clist){.val = f->val[0],
		                    .mask = f->mask[0],
		                    .claim = f->mask[0],
		                    .nval = f->nval,
		                    .nmask = f->nmask,
		                    .vmask = f->vmask,
		                    .feat = f->feat,
		                    .len = f->len};
		clist_atoms(p, ix, i, f->atoms, ISA_MAX_ATOMS, 0);
	}
	for (size_t i = 0; i < p->nops && !p->bad; i++)
		if (!p->ops[i].at)
			p->ops[i].at = &p->atoms[p->ops[i].sub];
	for (size_t i = 0; i < nf && !p->bad; i++)
		creach(p, i, 0);
	crclass(p);
	cflat_all(p);
	clean_all(p, nf);
	clops_build(p);
	for (size_t i = 0; i < p->nlists && !p->bad; i++) {
		struct clist *l = &p->lists[i];
		unsigned q0 = l->nops, q1 = 0;
		for (unsigned k = 0; k < l->nops; k++)
			if (p->ops[l->ops + k].quick) {
				q0 = k < q0 ? k : q0;
				q1 = k + 1;
			}
		l->q0 = (uint8_t)(q0 < q1 ? q0 : 0);
		l->q1 = (uint8_t)q1;
	}
	if (!p->bad)
		cqlops_build(p);
	if (p->bad) {
		cprog_free(p);
		return NULL;
	}
	return p;
}

/* A register's text for one field value (its op's rtab): up to 7
 * characters, n 0 if longer (creg makes it) */
struct rtext {
	char t[7];
	uint8_t n;
};

/* The state of one line of a compiled listing. */
struct lctx {
	const struct isa_cprog *p;
	const uint64_t *a; /* the instruction words (compiled: only a[0] has fields) */
	uint64_t pos;
	unsigned v;
	uint32_t feat;
	uint64_t claim;
	unsigned len, status, nitems;
	unsigned dstatus; /* status from operand values (an unnamed ISA_ENUM) */
	bool named, first, open, bail;
	bool lean; /* cfwalk may walk (cwline_init: its tables are there) */
	uint32_t se_named;
	int se;
	char *o, *lim, *end;       /* text; past lim an op may not start */
	char *text;                /* where the text starts */
	struct trec *rec;          /* recording a template, or NULL */
	const struct rtext *rtext; /* clister.rtext */
	const uint8_t *lok;        /* clister.lok */
	const struct cchoice *chs; /* clister.chs */
	struct ctext *ctext;       /* clister.ctext, NULL: none */
	uint32_t *ctix;            /* clister.ctix */
	struct ctpool *ctp;        /* clister.ctp */
	/* a slot of ctix not made yet that the walk met (NULL: none), its
	 * op, its key (and bit 31: in a sub-expression) */
	uint32_t *ctm;
	uint32_t ctmop, ctmkey;
};

/* A choice's text and what it adds to the line, for one value of the
 * bits it reads (cflat), made by cwalk with a separator before its
 * first item. A listing keeps each once (ctpool): a value's slot in
 * clister.ctix holds its index in clister.ctext (0: not made, an entry
 * of fl 0), so that the values of one text share its entry. */
struct ctext {
	uint64_t claim;
	uint8_t n; /* text length */
	uint8_t len, nitems;
	uint8_t fl;   /* CT_* */
	uint32_t top; /* 1 + the target op that ends it, its text not in t */
	/* top: its field (tlen bits at tpos, tsign), shifted by tshl, tmode 0
	 * absolute, 1 + the address and tadd, 2 the address aligned by tshl
	 * first (ctarg, cttarg: by the line's bits, so that an entry holds
	 * no value) */
	uint8_t tpos, tlen, tsign, tshl, tmode, tadd;
	uint8_t tmark; /* top: 1 a branch, 2 a call (the first pass's mark) */
	uint8_t pad;
	char t[40]; /* (64 bytes an entry: 64-byte aligned) */
};

/* The target of entry e (top) for the line of word a0 at pos, as ctarg */
static inline uint64_t cttarg(const struct ctext *e, uint64_t a0, uint64_t pos)
{
	unsigned bits = e->tlen;
	uint64_t v = a0 >> e->tpos & ((UINT64_C(1) << bits) - 1);
	if (e->tsign && (v >> (bits - 1) & 1))
		v |= ~UINT64_C(0) << bits;
	v <<= e->tshl;
	if (e->tmode == 2)
		pos &= ~UINT64_C(0) << e->tshl;
	return v + (e->tmode ? pos + e->tadd : 0);
}

/* The listing's texts, each once (interned by content: ctp_intern) */
struct ctpool {
	struct ctext *e; /* clister.ctext: e[0] not made */
	uint32_t *hash;  /* open addressing, hmask + 1 slots of indices into e (0: free) */
	size_t hmask, n, cap;
};
#define CT_OK 1    /* made (else: the walk makes it) */
#define CT_NAMED 2 /* it holds a name (named, se_named) */
#define CT_MADE 4  /* tried (0: not yet, ctext_make) */
#define CT_PLAIN 8 /* CT_OK with no length and no target (cfwalk's fast path) */

/* A template: a line's text for one form and one choice of every
 * alternative (the bits its choices test), with holes where operand
 * values go. Recorded by cwalk, replayed by texec. */
struct thole {
	uint16_t llen; /* literal text before the hole */
	uint8_t in_se; /* inside a sub-expression */
	uint8_t kind;  /* TH_*: how texec makes it */
	uint32_t op;   /* the value op (index into isa_cprog.ops) */
	/* TH_REGF: the op's rtab, and its field's place and mask (cfast
	 * reads them here, not from the op: one load less a hole) */
	int32_t rtab;
	uint8_t pos, pad;
	uint16_t mask;
	/* TH_IMMF: the immediate's field length, sign and shift (pos above) */
	uint8_t len, sign;
	int8_t shl;
	uint8_t pad2;
};

/* thole.kind */
enum {
	TH_SLOW = 0, /* cvalue_slow */
	TH_REG,      /* a register with texts by value (rtext) */
	TH_IMM,      /* CF_IMM */
	TH_MEM,      /* CF_MEM: cmem_hole */
	TH_REGF,     /* TH_REG of one field (len2 0), the field in the hole */
	TH_IMMF,     /* TH_IMM of one field (len2 0), the field in the hole */
};

struct trec {
	unsigned n;
	struct {
		uint16_t start, end;
		uint8_t in_se;
		uint32_t op;
	} h[ISA_MAX_ITEMS];
};

struct tmpl {
	uint64_t key; /* its form's tset bits of the instructions it lists */
	uint32_t li;  /* its form + 1 */
	uint8_t u;    /* its length in units (at least 1) */
	uint8_t pad[3];
	uint64_t claim;
	/* the bits that show as unknown if set (unclaimed, in the first
	 * units counted as bytes: cline's test), for cfast */
	uint64_t umask;
	uint8_t len, status, nholes;
	uint8_t fast;  /* no status, short enough for cfast */
	uint16_t tail; /* literal text after the last hole */
	               /* then nholes struct thole, then the literal text, padded */
};

/* The alternative of ch (the listing's: its first table holds only
 * alternatives that apply, clister_chs) that the instruction word a0
 * takes (lists and lok: the listing's), NULL if none */
static inline const struct clist *cselect0(const struct clist *lists, const uint8_t *lok,
                                           const struct cchoice *ch, uint64_t a0)
{
	unsigned i = 0;
	if (ch->first) {
		/* its bits match: the window holds every alternative's mask
		 * (chix_add), and it applies (clister_chs) */
		i = ch->first[a0 >> ch->lo & ch->kmask];
		return i == 0xff ? NULL : &lists[ch->alts + i];
	}
	for (; i < ch->nalts; i++) {
		const struct clist *l = &lists[ch->alts + i];
		if ((a0 & l->mask) == l->val && lok[ch->alts + i])
			return l;
	}
	return NULL;
}

static const char hexpair[] = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
                              "202122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f"
                              "404142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f"
                              "606162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f"
                              "808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f"
                              "a0a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebf"
                              "c0c1c2c3c4c5c6c7c8c9cacbcccdcecfd0d1d2d3d4d5d6d7d8d9dadbdcdddedf"
                              "e0e1e2e3e4e5e6e7e8e9eaebecedeeeff0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define HEX_SWAR 1
/* The 8 hex digits of v, most significant first (in memory order): each
 * nibble spread to a byte, then '0' + n, or 'a' + n - 10 where n > 9 */
static inline uint64_t hex8(uint32_t v)
{
	uint64_t x = v;
	x = (x | x << 16) & UINT64_C(0x0000ffff0000ffff);
	x = (x | x << 8) & UINT64_C(0x00ff00ff00ff00ff);
	x = (x | x << 4) & UINT64_C(0x0f0f0f0f0f0f0f0f);
	uint64_t ten = ((x + UINT64_C(0x0606060606060606)) >> 4) & UINT64_C(0x0101010101010101);
	x += UINT64_C(0x3030303030303030) + ten * ('a' - '0' - 10);
	return __builtin_bswap64(x);
}

static const char blanks[33] = "                                ";

/* "0x" and v in hex, as sb_x (writes up to 8 bytes past its end) */
static inline __attribute__((always_inline)) char *put_x(char *o, uint64_t v)
{
	o[0] = '0';
	o[1] = 'x';
	if (v < 0x100) { /* most operands: a table's pair */
		memcpy(o + 2, &hexpair[2 * v + (v < 0x10)], 2);
		return o + 4 - (v < 0x10);
	}
	unsigned nd = (67 - (unsigned)__builtin_clzll(v)) / 4;
	if (nd <= 8) {
		uint64_t h = hex8((uint32_t)v) >> (8 * (8 - nd));
		memcpy(o + 2, &h, 8);
	} else {
		uint64_t h = hex8((uint32_t)(v >> 32)) >> (8 * (16 - nd)), l = hex8((uint32_t)v);
		memcpy(o + 2, &h, 8);
		memcpy(o + 2 + (nd - 8), &l, 8);
	}
	return o + 2 + nd;
}
#else
#define HEX_SWAR 0
/* "0x" and v in hex, as sb_x */
static inline __attribute__((always_inline)) char *put_x(char *o, uint64_t v)
{
	unsigned nd = v ? (67 - (unsigned)__builtin_clzll(v)) / 4 : 1;
	o[0] = '0';
	o[1] = 'x';
	char *e = o + 2 + nd, *q = e;
	/* two digits a time, the odd one first */
	for (; q > o + 3; v >>= 8) {
		q -= 2;
		memcpy(q, &hexpair[2 * (v & 0xff)], 2);
	}
	if (q > o + 2)
		q[-1] = hexdig[v & 15];
	return e;
}
#endif

/* v in decimal, as sb_u */
static inline char *put_u(char *o, uint64_t v)
{
	if (v < 10) {
		*o = (char)('0' + v);
		return o + 1;
	}
	if (v < 100) {
		o[0] = (char)('0' + v / 10);
		o[1] = (char)('0' + v % 10);
		return o + 2;
	}
	if (v < 1000) { /* registers up to 255 (gm107 $r200): no loop */
		unsigned r = (unsigned)v % 100;
		o[0] = (char)('0' + v / 100);
		o[1] = (char)('0' + r / 10);
		o[2] = (char)('0' + r % 10);
		return o + 3;
	}
	char t[20];
	unsigned i = sizeof(t);
	do {
		t[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v);
	memcpy(o, t + i, sizeof(t) - i);
	return o + sizeof(t) - i;
}

/* A pool string (padded: a fixed-size copy for the short ones). */
static inline char *put_str(char *o, const char *s, size_t len)
{
	if (len <= 16)
		memcpy(o, s, 16);
	else if (len <= 32)
		memcpy(o, s, 32);
	else
		memcpy(o, s, len);
	return o + len;
}

/* A field of an op, both parts (under 64 bits in all). */
static inline uint64_t cfield(const struct cop *op, uint64_t a0)
{
	uint64_t v = a0 >> op->pos & ((UINT64_C(1) << op->len) - 1);
	if (op->len2)
		v |= (a0 >> op->pos2 & ((UINT64_C(1) << op->len2) - 1)) << op->len;
	return v;
}

/* A register, as leaf_item and fmt_item make it. */
static void creg(struct lctx *restrict c, const struct cop *op)
{
	unsigned bits = (unsigned)op->len + op->len2;
	uint64_t ones = (UINT64_C(1) << bits) - 1;
	uint64_t fv = cfield(op, c->a[0]);
	uint64_t num = (op->flags & ISA_XORREG ? fv ^ ones : fv) + (uint64_t)op->shl;
	const struct isa_atom *at = op->at;
	int sym = -1;
	if (op->symtab >= 0) {
		sym = c->p->symtab[op->symtab + (int32_t)fv];
		if (sym >= 0) {
			const struct isa_sym *y = &at->syms[sym];
			if (!applies(y->vmask ? y->vmask : ~0u, y->feat, c->v, c->feat))
				sym = find_sym(at, num, c->v, c->feat);
		}
	} else if (at->syms) {
		sym = find_sym(at, num, c->v, c->feat);
	}
	char *o = c->o;
	uint16_t fl = op->flags;
	if (sym >= 0) {
		const char *name = at->syms[sym].name;
		size_t n = strlen(name);
		if (n > 200) { /* past the slack */
			c->bail = true;
			return;
		}
		*o++ = '$';
		memcpy(o, name, n);
		o += n;
	} else if (((fl & ISA_ZERO0) && !num) || ((fl & ISA_RZ) && num == ones)) {
		memcpy(o, "0x0", 3); /* envydis: no register, the number 0 (gm107 $r255) */
		o += 3;
	} else if ((fl & ISA_PT) && num == ones + (uint64_t)op->shl) {
		memcpy(o, "0x1", 3); /* gm107 $p7, vuc $p15 */
		o += 3;
	} else {
		*o++ = '$';
		o = put_str(o, c->p->pool + op->str, op->slen);
		if (fl & ISA_HILO) {
			o = put_u(o, num >> 1);
			*o++ = num & 1 ? 'h' : 'l';
		} else {
			o = put_u(o, num);
			if (op->s2len)
				o = put_str(o, c->p->pool + op->str2, op->s2len);
		}
	}
	c->o = o;
}

/* as sb_d */
static inline char *put_d(char *o, int64_t v)
{
	if (v < 0) {
		*o++ = '-';
		return put_u(o, -(uint64_t)v);
	}
	return put_u(o, (uint64_t)v);
}

/* A memory operand, as fmt_item and fmt_mem_envy print it. */
static char *cmem(char *o, const struct isa_cprog *p, const struct cop *op,
                  const struct isa_item *it)
{
	const struct isa_atom *at = op->at;
	const char *str = p->pool + op->str, *str2 = p->pool + op->str2;
	uint16_t fl = at->flags;
	o = put_str(o, str, op->slen);
	if (fl & (ISA_ZERO0 | ISA_POSTINC | ISA_SPACEIDX | ISA_RZ | ISA_MEMD)) {
		if (fl & ISA_SPACEIDX)
			o = put_d(o, it->v3);
		*o++ = '[';
		bool reg = at->f.len && !((fl & ISA_ZERO0) && !it->v1) &&
		           !((fl & ISA_RZ) && it->v1 == field_ones(at->f));
		if (reg) {
			*o++ = '$';
			o = put_str(o, str2, op->s2len);
			o = put_u(o, it->v1);
			if (fl & ISA_MEMD)
				*o++ = 'd';
		}
		if (fl & ISA_POSTINC) {
			if (!reg)
				o = put_x(o, 0);
			*o++ = '+';
			*o++ = '+';
			o = put_x(o, it->v2);
			*o++ = ']';
			return o;
		}
		bool idx = at->f3.len && !(fl & ISA_SPACEIDX) && !((fl & ISA_ZERO0) && !it->v3);
		if (reg) {
			if (at->f2.len && it->v2) {
				*o++ = it->v2 >> 63 ? '-' : '+';
				o = put_x(o, it->v2 >> 63 ? -it->v2 : it->v2);
			}
		} else if (!idx || (at->f2.len && it->v2)) {
			o = put_x(o, at->f2.len ? it->v2 : 0);
			reg = true;
		}
		if (idx) {
			if (reg)
				*o++ = '+';
			*o++ = '$';
			o = put_str(o, str2, op->s2len);
			o = put_d(o, it->v3);
			if (at->shl2) {
				*o++ = '*';
				o = put_x(o, UINT64_C(1) << at->shl2);
			}
		}
		*o++ = ']';
		return o;
	}
	if (!at->f.len && !op->sign) {
		*o++ = '[';
		o = put_x(o, it->v2);
		*o++ = ']';
		return o;
	}
	*o++ = '[';
	*o++ = '$';
	o = put_str(o, str2, op->s2len);
	if (at->f.len)
		o = put_u(o, it->v1);
	if (at->f2.len && it->v2) {
		*o++ = '+';
		o = put_x(o, it->v2);
	}
	if (it->v3 >= 0) {
		memcpy(o, "+$r", 3);
		o = put_d(o + 3, it->v3);
		if (at->shl2) {
			*o++ = '*';
			o = put_x(o, UINT64_C(1) << at->shl2);
		}
	}
	*o++ = ']';
	return o;
}

/* An immediate's text at o, as the walk lists it */
/* An immediate's text at o from its field's value val of bits bits:
 * sign-extended where sgn, shifted left by shl, and (fmt_num) negative
 * folded outside sub-expressions; cimm's, cfast's and the lean walk's */
static inline __attribute__((always_inline)) char *put_imm(char *o, uint64_t val, unsigned bits,
                                                           bool sgn, int shl, bool in_se)
{
	if (sgn && (val >> (bits - 1) & 1))
		val |= ~UINT64_C(0) << bits;
	val <<= shl;
	if (!in_se && (val >> 63)) {
		*o++ = '-';
		val = -val;
	}
	return put_x(o, val);
}

static inline char *cimm(char *o, const struct cop *op, uint64_t a0, bool in_se)
{
	return put_imm(o, cfield(op, a0), (unsigned)op->len + op->len2, op->sign, op->shl, in_se);
}

/* A field within word 0 (field_in_word0), as isa_field_get */
static inline uint64_t fget0(uint64_t a0, struct isa_field f)
{
	if (!f.len)
		return 0;
	uint64_t v = a0 >> f.pos;
	if (f.len < 64)
		v &= (UINT64_C(1) << f.len) - 1;
	if (f.len2 && f.len < 64)
		v |= (a0 >> f.pos2 & ((UINT64_C(1) << f.len2) - 1)) << f.len;
	return v;
}

/* A memory operand's values, as leaf_item (its fields in word 0) */
static inline struct isa_item cmem_item(const struct isa_atom *at, uint64_t a0)
{
	struct isa_item it = {at, 0, 0, -1, -1};
	uint64_t off = fget0(a0, at->f2);
	unsigned ob = isa_field_bits(at->f2);
	if ((at->flags & ISA_SIGNED) && ob && ob < 64 && (off >> (ob - 1) & 1))
		off |= ~UINT64_C(0) << ob;
	it.v1 = fget0(a0, at->f);
	it.v2 = off << at->shl;
	it.v3 = at->f3.len ? (int64_t)fget0(a0, at->f3) : -1;
	return it;
}

/* A memory operand's text at o, as cmem_item and cmem make it, for the
 * shapes cmemf_make compiled (writes up to 8 bytes past its end). */
static inline __attribute__((always_inline)) char *cmem_fast_in(char *o, const struct cmemf *m,
                                                                uint64_t a0)
{
	uint64_t v1 = a0 >> m->fpos & m->fmask;
	uint64_t off = (a0 >> m->opos & m->omask) | (a0 >> m->opos2 & m->omask2) << m->olen;
	off = (off ^ m->osbit) - m->osbit; /* sign-extended where ISA_SIGNED */
	uint64_t v2 = off << m->oshl;
	memcpy(o, &m->pre, 8);
	o += m->plen;
	switch (m->shape) {
	case MS_ABS:
		o = put_x(o, v2);
		*o++ = ']';
		return o;
	case MS_BASE:
		memcpy(o, &m->base, 8);
		o += m->blen;
		if (m->hasf)
			o = put_u(o, v1);
		if (v2) {
			*o++ = '+';
			o = put_x(o, v2);
		}
		if (m->hasx) {
			memcpy(o, "+$r", 3);
			o = put_u(o + 3, a0 >> m->xpos & m->xmask);
			if (m->xshl) {
				*o++ = '*';
				o = put_x(o, UINT64_C(1) << m->xshl);
			}
		}
		*o++ = ']';
		return o;
	default: break;
	}
	if (m->space) {
		o = put_u(o, a0 >> m->xpos & m->xmask);
		*o++ = '[';
	}
	bool reg = m->hasf && !(m->zero0 && !v1) && v1 != m->none;
	if (reg) {
		memcpy(o, &m->base, 8);
		o = put_u(o + m->blen, v1);
		if (m->memd)
			*o++ = 'd';
	}
	if (m->postinc) {
		if (!reg)
			o = put_x(o, 0);
		*o++ = '+';
		*o++ = '+';
		o = put_x(o, v2);
	} else if (!reg) {
		o = put_x(o, v2);
	} else if (v2) {
		*o++ = v2 >> 63 ? '-' : '+';
		o = put_x(o, v2 >> 63 ? -v2 : v2);
	}
	*o++ = ']';
	return o;
}

static char *cmem_fast(char *o, const struct cmemf *m, uint64_t a0)
{
	return cmem_fast_in(o, m, a0);
}

/* A memory operand's text at q (apart: its frame stays out of cfast's) */
static char *cmem(char *o, const struct isa_cprog *p, const struct cop *op,
                  const struct isa_item *it);

/* The table entry of memory operand m's text for a0 (cmem_table) */
static inline const char *mtext_of(const struct isa_cprog *p, const struct cmemf *m, uint64_t a0)
{
	return p->mtext + m->tab + ((size_t)cmem_key(m, a0) << m->esh);
}

static __attribute__((noinline)) char *cmem_hole(char *q, const struct isa_cprog *p,
                                                 const struct cop *op, uint64_t a0)
{
	if (op->mf) {
		const struct cmemf *m = &p->mems[op->mf - 1];
		if (m->tab >= 0) {
			const char *e = mtext_of(p, m, a0);
			unsigned n = (uint8_t)e[(1u << m->esh) - 1];
			if (n) {
				memcpy(q, e, 32); /* the bytes past n are written over */
				return q + n;
			}
		}
		return cmem_fast_in(q, m, a0); /* in line: no second call */
	}
	struct isa_item it = cmem_item(op->at, a0);
	return cmem(q, p, op, &it);
}

/* A target op's address (tfast), as leaf_item's isa_imm_value and its
 * ISA_PCREL sum, for the instruction at pos */
static inline uint64_t ctarg(const struct cop *op, uint64_t a0, uint64_t pos)
{
	uint64_t v = cfield(op, a0);
	unsigned bits = (unsigned)op->len + op->len2;
	if (op->sign && (v >> (bits - 1) & 1))
		v |= ~UINT64_C(0) << bits;
	v <<= op->shl;
	if (op->flags & ISA_PCREL) {
		if ((op->flags & ISA_PCALIGN) && op->shl > 0)
			pos &= ~UINT64_C(0) << op->shl;
		v += pos + (op->flags & ISA_PCADD8 ? 8 : op->flags & ISA_PCADD4 ? 4 : 0);
	}
	return v;
}

/* A value from its atom, as walk_atom and fmt_item (apart: the walks'
 * fast kinds keep a small frame) */
static __attribute__((noinline)) void cvalue_atom(struct lctx *restrict c, const struct cop *op)
{
	const struct isa_atom *at = op->at;
	if (op->mf && c->end - c->o >= 32) { /* a register vector's table */
		const struct cvecf *m = &c->p->vecs[op->mf - 1];
		const struct vtext *e = &c->p->vtext[m->tab + (int32_t)cvec_key(m, c->a[0])];
		if (e->n) {
			memcpy(c->o, e, 32); /* the bytes past n are written over */
			c->o += e->n;
			return;
		}
	}
	struct isa_item it = leaf_item(at, c->a, c->pos, c->v, c->feat);
	if (at->kind == ISA_ENUM && it.sym < 0)
		c->dstatus |= ISA_ST_UNK_OPND;
	struct sbuf s = {c->o, (size_t)(c->end - c->o), 0};
	fmt_item(&s, &it, c->se > 0);
	if (s.n >= s.size) {
		c->bail = true;
		return;
	}
	c->o += s.n;
}

/* The text of a value op (a register, an immediate, a memory operand,
 * or any leaf from its atom) at c->o: the walk's and the templates' (the
 * common kinds made in line by the walks and cfast before they call it). */
static __attribute__((noinline)) void cvalue_slow(struct lctx *restrict c, const struct cop *op)
{
	switch (op->fast) {
	case CF_REG: creg(c, op); break;
	case CF_IMM: c->o = cimm(c->o, op, c->a[0], c->se > 0); break;
	case CF_MEM: {
		if (op->mf) {
			c->o = cmem_fast(c->o, &c->p->mems[op->mf - 1], c->a[0]);
			break;
		}
		struct isa_item it = cmem_item(op->at, c->a[0]);
		c->o = cmem(c->o, c->p, op, &it);
		break;
	}
	case CF_TARG: {
		/* fmt_item: fmt_num(v1, false) */
		if (op->tfast) {
			c->o = put_x(c->o, ctarg(op, c->a[0], c->pos));
			break;
		}
		struct isa_item it = leaf_item(op->at, c->a, c->pos, c->v, c->feat);
		c->o = put_x(c->o, it.v1);
		break;
	}
	default: cvalue_atom(c, op); break;
	}
}

static void cwalk(struct lctx *restrict c, uint32_t first, unsigned n);

/* The key of choice ch's text (cflat): its bits of a0 gathered */
static inline uint32_t ctkey(const struct cchoice *ch, uint64_t a0)
{
	return (uint32_t)((a0 >> ch->ks[0] & ch->km[0]) |
	                  (a0 >> ch->ks[1] & ch->km[1]) << ch->kd[1] |
	                  (a0 >> ch->ks[2] & ch->km[2]) << ch->kd[2]);
}

/* Makes entry e of choice ch's texts (cflat) for c's listing, at its
 * first use: op (its index) walked alone on the bits of key, outside or
 * inside a sub-expression (se) */
/* The index of entry x in pool t (added if new; 0 if full) */
static uint32_t ctp_intern(struct ctpool *t, const struct ctext *x)
{
	uint64_t w[8], h = 0;
	memcpy(w, x, sizeof(w));
	for (unsigned i = 0; i < 8; i++)
		h = (h ^ w[i]) * UINT64_C(0x9e3779b97f4a7c15);
	h ^= h >> 29;
	for (size_t i = (size_t)h & t->hmask, n = 0; n <= t->hmask; i = (i + 1) & t->hmask, n++) {
		uint32_t k = t->hash[i];
		if (!k) {
			if (t->n >= t->cap)
				return 0;
			t->e[t->n] = *x;
			t->hash[i] = (uint32_t)t->n;
			return (uint32_t)t->n++;
		}
		if (!memcmp(&t->e[k], x, sizeof(*x)))
			return k;
	}
	return 0;
}

static __attribute__((noinline, cold)) void
ctext_make1(const struct lctx *c0, uint32_t ch, uint32_t op, struct ctext *e, uint32_t key, int se);

/* Makes slot s of choice ch's texts (cflat) for c's listing, at its
 * first use: op (its index) walked alone on the bits of key, outside or
 * inside a sub-expression (se) */
static __attribute__((noinline, cold)) void
ctext_make(const struct lctx *c0, uint32_t ch, uint32_t op, uint32_t *s, uint32_t key, int se)
{
	struct ctext e;
	memset(&e, 0, sizeof(e));
	ctext_make1(c0, ch, op, &e, key, se);
	*s = ctp_intern(c0->ctp, &e);
}

static __attribute__((noinline, cold)) void
ctext_make1(const struct lctx *c0, uint32_t ch, uint32_t op, struct ctext *e, uint32_t key, int se)
{
	const struct cchoice *h = &c0->chs[ch];
	uint64_t a0 = 0;
	for (unsigned r = 0; r < CT_RUNS; r++)
		a0 |= (uint64_t)(key >> h->kd[r] & h->km[r]) << h->ks[r];
	char buf[512];
	uint64_t a[ISA_WORDS] = {a0};
	struct lctx c = {.p = c0->p,
	                 .a = a,
	                 .v = c0->v,
	                 .feat = c0->feat,
	                 .se = se,
	                 .o = buf,
	                 .lim = buf + sizeof(buf) - 256,
	                 .end = buf + sizeof(buf),
	                 .text = buf,
	                 .rtext = c0->rtext,
	                 .lok = c0->lok,
	                 .chs = c0->chs};
	cwalk(&c, op, 1);
	size_t n = (size_t)(c.o - buf);
	e->fl = CT_MADE;
	/* a status (no alternative, ISA_UNK) depends on the line: left to
	 * the walk */
	if (c.bail || c.dstatus || c.status || c.se != se || n > 32 || c.nitems > 0xff ||
	    c.len > 0xff)
		return;
	/* an alternative ending in a target (cflat): the target's text is
	 * made by the walk, from the line's address */
	const struct clist *l = cselect0(c0->p->lists, c0->lok, h, a0);
	const struct cop *last = l && l->nops ? &c0->p->ops[l->ops + l->nops - 1] : NULL;
	if (last && last->fast == CF_TARG) {
		char tt[32];
		size_t tl = (size_t)(put_x(tt, ctarg(last, a0, 0)) - tt);
		if (n < tl + 1 || buf[n - tl - 1] != ' ' || memcmp(buf + n - tl, tt, tl))
			return;
		if (last->len2 || !last->len || last->len > 63 || last->shl < 0)
			return;
		n -= tl + 1;
		e->top = (uint32_t)(last - c0->p->ops) + 1;
		e->tpos = last->pos;
		e->tlen = last->len;
		e->tsign = last->sign != 0;
		e->tshl = (uint8_t)last->shl;
		if (last->flags & ISA_PCREL) {
			e->tmode = (last->flags & ISA_PCALIGN) && last->shl > 0 ? 2 : 1;
			e->tadd = last->flags & ISA_PCADD8 ? 8 : last->flags & ISA_PCADD4 ? 4 : 0;
		}
		e->tmark = last->kind == ISA_BTARG ? 1 : 2;
	}
	memcpy(e->t, buf, n);
	e->n = (uint8_t)n;
	e->claim = c.claim;
	e->len = (uint8_t)c.len;
	e->nitems = (uint8_t)c.nitems;
	e->fl = CT_MADE | CT_OK | ((se ? c.se_named & 1 : c.named) ? CT_NAMED : 0) |
	        (!e->len && !e->top ? CT_PLAIN : 0);
}

/* Makes the choice's text a line's walk met unmade (lctx.ctm): apart
 * from the walk, whose registers a call there cost (gk110 +80
 * instructions a line) */
static inline void ctext_miss(struct lctx *c)
{
	if (__builtin_expect(c->ctm != NULL, 0))
		ctext_make(c, c->p->ops[c->ctmop].sub, c->ctmop, c->ctm,
		           c->ctmkey & ~(UINT32_C(1) << 31), (int)(c->ctmkey >> 31));
}

static __attribute__((noinline)) void cwalk(struct lctx *restrict c, uint32_t first, unsigned n)
{
	/* the lists entered (an alternative's atoms, then the rest of the
	 * list that chose it): a stack, not recursion; compiled lists nest
	 * at most 17 deep (clist_atoms) */
	const struct cop *stack[2 * 20];
	int sp = 0;
	const struct cop *ops = c->p->ops;
	const struct cop *pc = &ops[first], *end = pc + n;
	/* the state the walk changes, in locals (c written back at the end
	 * and around cvalue_slow) */
	char *o = c->o, *lim = c->lim;
	const char *pool = c->p->pool;
	const struct rtext *rt = c->rtext;
	const struct clist *lists = c->p->lists;
	const struct cchoice *chs = c->chs;
	const uint8_t *lok = c->lok;
	uint64_t a0 = c->a[0], claim = c->claim;
	unsigned nitems = c->nitems, status = c->status, len = c->len;
	int se = c->se;
	uint32_t se_named = c->se_named;
	bool named = c->named;
	bool nosep = c->first || c->open; /* no separator before the next item */
	struct trec *r = c->rec;
	/* the choices' texts, not while recording a template */
	const uint32_t *ctx = r ? NULL : c->ctix;
	const struct ctext *ctp = c->ctext;
	for (;;) {
		if (pc == end) {
			if (!sp)
				break;
			end = stack[--sp];
			pc = stack[--sp];
			continue;
		}
		const struct cop *op = pc++;
	dispatch:;
		/* past lim (text) or ISA_MAX_ITEMS (items, checked at the
		 * values and at the end) the reference makes the line */
		unsigned kind = op->kind;
		switch (op->fast) {
		case CF_NAME:
			if (o > lim) {
				c->bail = true;
				return;
			}
			if (!se)
				named = true;
			else if (se <= 32)
				se_named |= UINT32_C(1) << (se - 1);
			nitems += op->nw;
			*o = ' '; /* written over when there is no separator */
			o += !nosep;
			nosep = false;
			o = put_str(o, pool + op->str, op->slen);
			continue;
		case CF_WORD:
			if (o > lim) {
				c->bail = true;
				return;
			}
			switch (kind) {
			case ISA_NAME:
				if (!se)
					named = true;
				else if (se <= 32)
					se_named |= UINT32_C(1) << (se - 1);
				break;
			case ISA_SEOPEN:
				se++;
				if (se <= 32)
					se_named &= ~(UINT32_C(1) << (se - 1));
				break;
			case ISA_SECLOSE: se--; break;
			case ISA_UNK:
				/* as walk_atom */
				if (se > 0 && se <= 32) {
					uint32_t bit = UINT32_C(1) << (se - 1);
					status |=
					        se_named & bit ? ISA_ST_UNK_OPND : ISA_ST_UNK_INSN;
					se_named |= bit;
				} else {
					status |= named ? ISA_ST_UNK_OPND : ISA_ST_UNK_INSN;
					named = true;
				}
				break;
			default: break;
			}
			nitems += op->nw;
			/* the separator isa_format puts before it */
			if (!nosep && kind != ISA_SECLOSE)
				*o++ = ' ';
			nosep = kind == ISA_SEOPEN;
			switch (kind) {
			case ISA_SEOPEN: *o++ = '('; break;
			case ISA_SECLOSE: *o++ = ')'; break;
			case ISA_DISCARD: *o++ = '#'; break;
			case ISA_CMD: *o++ = '#'; /* fall through */
			default: o = put_str(o, pool + op->str, op->slen); break;
			}
			continue;
		case CF_IGN: continue;
		case CF_CTEXT:
			if (ctx) {
				/* its text by the bits it reads */
				const struct cchoice *ch = &chs[op->sub];
				uint32_t key = (uint32_t)(a0 >> ch->ks[0] & ch->km[0]);
				if (ch->km[1])
					key = ctkey(ch, a0);
				const uint32_t *es = &ctx[ch->ct + (int32_t)(key << 1) + (se > 0)];
				const struct ctext *e = &ctp[*es];
				if (!e->fl) {
					/* not made yet: the line walks it, and the
					 * caller makes it after (ctext_miss) */
					c->ctm = (uint32_t *)es;
					c->ctmop = (uint32_t)(op - ops);
					c->ctmkey = key | (uint32_t)(se > 0) << 31;
				} else if (e->fl & CT_OK) {
					if (o > lim) {
						c->bail = true;
						return;
					}
					claim |= e->claim;
					if (e->len)
						len = e->len;
					nitems += e->nitems;
					if (e->fl & CT_NAMED) {
						if (!se)
							named = true;
						else if (se <= 32)
							se_named |= UINT32_C(1) << (se - 1);
					}
					if (e->n) {
						memcpy(o, e->t + nosep, 32);
						o += e->n - nosep;
						nosep = false;
					}
					if (e->top) {
						/* its target, by the address */
						*o = ' ';
						o += !nosep;
						nosep = false;
						o = put_x(o, cttarg(e, a0, c->pos));
					}
					continue;
				}
			}
			/* fall through */
		case CF_CHOICE: {
			const struct cchoice *ch = &chs[op->sub];
			const struct clist *l = cselect0(lists, lok, ch, a0);
			if (!l) {
				status |= ISA_ST_UNK_OPND;
				continue;
			}
			claim |= l->claim;
			if (l->len)
				len = l->len;
			nitems++;
			if (!l->nops)
				continue;
			if (l->nops == 1) {
				/* its one op, then on with this list */
				op = &ops[l->ops];
				goto dispatch;
			}
			/* the alternative's atoms, then the rest of this list
			 * (if any) */
			if (pc != end) {
				if (sp + 2 > (int)(sizeof(stack) / sizeof(stack[0]))) {
					c->bail = true;
					return;
				}
				stack[sp++] = pc;
				stack[sp++] = end;
			}
			pc = &ops[l->ops];
			end = pc + l->nops;
			continue;
		}
		case CF_ATOM:
			if (!atom_valued(op->at->kind)) {
				/* as walk_atom */
				if (op->at->kind == ISA_CHOICE)
					status |= ISA_ST_UNK_OPND;
				continue;
			}
			kind = op->at->kind;
			break;
		default: break;
		}
		/* a value: its place recorded for a template */
		if (o > lim || nitems >= ISA_MAX_ITEMS) {
			c->bail = true;
			return;
		}
		nitems++;
		*o = ' '; /* values are never ISA_SEOPEN nor ISA_SECLOSE */
		o += !nosep;
		nosep = false;
		if (r) {
			r->h[r->n].start = (uint16_t)(o - c->text);
			r->h[r->n].in_se = se > 0;
			r->h[r->n].op = (uint32_t)(op - ops);
		}
		if (op->rtab >= 0 && rt && rt[op->rtab + (int32_t)cfield(op, a0)].n) {
			const struct rtext *e = &rt[op->rtab + (int32_t)cfield(op, a0)];
			memcpy(o, e, 8); /* the bytes past n are written over */
			o += e->n;
		} else if (op->fast == CF_IMM) {
			o = cimm(o, op, a0, se > 0);
		} else if (op->fast == CF_TARG && op->tfast) {
			o = put_x(o, ctarg(op, a0, c->pos)); /* fmt_num(v1, false) */
		} else {
			c->o = o;
			c->se = se;
			cvalue_slow(c, op);
			if (c->bail)
				return;
			o = c->o;
		}
		if (r)
			r->h[r->n++].end = (uint16_t)(o - c->text);
	}
	if (nitems > ISA_MAX_ITEMS) {
		c->bail = true;
		return;
	}
	c->o = o;
	c->claim = claim;
	c->len = len;
	c->status = status;
	c->nitems = nitems;
	c->se = se;
	c->named = named; /* for ctext_build */
	c->se_named = se_named;
}

/* Makes the entry of LK_FUSE lop f for key (bit 31: in a sub-expression)
 * from the entries and fields of the lops it leads, for c's listing:
 * plain where each of them is (a choice's text made first where not yet),
 * else tried (cfwalk then walks them) */
static void cfuse_make1(struct lctx *c, const struct lop *f, uint32_t key, unsigned sek,
                        struct ctext *e);

static __attribute__((noinline, cold)) void cfuse_make(struct lctx *c, const struct lop *f,
                                                       uint32_t key)
{
	unsigned sek = key >> 31;
	key &= ~(UINT32_C(1) << 31);
	uint32_t *es = &c->ctix[f->x + (key << 1) + sek];
	struct ctext e;
	memset(&e, 0, sizeof(e));
	e.fl = CT_MADE;
	cfuse_make1(c, f, key, sek, &e);
	*es = ctp_intern(c->ctp, &e);
}

static void cfuse_make1(struct lctx *c, const struct lop *f, uint32_t key, unsigned sek,
                        struct ctext *e)
{
	const struct isa_cprog *p = c->p;
	uint64_t a0 = 0, claim = 0;
	for (unsigned r = 0; r < CT_RUNS; r++)
		a0 |= (uint64_t)(key & f->m[r]) << f->s[r];
	char buf[512];
	char *o = buf;
	for (const struct lop *q = f + 1; q <= f + f->n; q++) {
		switch (q->k) {
		case LK_LIT:
			if (q->n > 200)
				return;
			memcpy(o, p->pool + q->x, q->n);
			o += q->n;
			break;
		case LK_CT:
		case LK_CT1:
		case LK_CT2: {
			uint32_t k =
			        (uint32_t)((a0 >> q->s[0] & q->m[0]) | (a0 >> q->s[1] & q->m[1]) |
			                   (a0 >> q->s[2] & q->m[2]));
			uint32_t *cs = &c->ctix[q->x + (k << 1) + sek];
			if (!c->ctext[*cs].fl)
				ctext_make(c, p->ops[q->op].sub, q->op, cs, k, (int)sek);
			const struct ctext *ce = &c->ctext[*cs];
			if (!(ce->fl & CT_PLAIN))
				return;
			memcpy(o, ce->t, ce->n);
			o += ce->n;
			claim |= ce->claim;
			break;
		}
		case LK_REG: {
			const struct rtext *r =
			        &c->rtext[q->x + (uint32_t)(a0 >> q->s[0] & q->m[0])];
			if (!r->n)
				return;
			*o++ = ' ';
			memcpy(o, r->t, r->n);
			o += r->n;
			break;
		}
		case LK_IMM: {
			/* as cfwalk */
			*o++ = ' ';
			unsigned bits = q->s[1];
			o = put_imm(o, a0 >> q->s[0] & ((UINT64_C(1) << bits) - 1), bits, q->s[2],
			            q->n, sek);
			break;
		}
		default: return;
		}
		if (o - buf > 35)
			return;
	}
	memcpy(e->t, buf, (size_t)(o - buf));
	e->n = (uint8_t)(o - buf);
	e->claim = claim;
	e->fl = CT_MADE | CT_OK | CT_PLAIN;
}

/* cwalk for a lean form (clist.lean) with nothing of a line made yet,
 * not recording, on its lops: the same text, claim and length, without
 * what lean lists never need (the item count and the room, bounded by
 * the form: clean; a status, named and se_named, which only ISA_UNK and
 * the choices' texts' making read). False where cwalk must make the line
 * (it is then made again from the start): a choice with no alternative,
 * a choice's text not made or with a status, a register text not in its
 * table, too little room after a value made by cvalue_slow.
 *
 * Every item is written with its separator: the line's first one's on
 * the blank before the text (cblank_col), and after "(" on the "(",
 * which is put back at its ")". */
static __attribute__((noinline)) bool cfwalk(struct lctx *restrict c, const struct clist *f,
                                             size_t li)
{
	const struct isa_cprog *p = c->p;
	const struct ctext *ctp = c->ctext;
	uint32_t *ctx = c->ctix;
	const struct rtext *rt = c->rtext;
	char *o0 = c->o, *o = o0 - 1;
	if (o0 + f->ltext > c->lim || *o != ' ')
		return false;
	/* compiled lists nest at most 17 deep (clist_atoms) */
	const struct lop *stack[20];
	char *popen[8]; /* where each open sub-expression's "(" goes */
	int sp = 0, se = 0;
	const struct lop *lops = p->lops;
	const struct lop *pc = &lops[p->lfirst[li]];
	const char *pool = p->pool;
	uint64_t a0 = c->a[0], claim = c->claim | p->lclaim[li];
	unsigned len0 = c->len, dstatus = c->dstatus;
	uint32_t *cts = ctx; /* the texts' slots for outside or inside (se > 0) */
	uint32_t *mk = NULL;
	uint32_t mkop = 0, mkkey = 0;
	const struct lop *mkf = NULL; /* an LK_FUSE whose entry is not made */
	uint32_t mkfkey = 0;
	const struct lop *lp;
	const struct ctext *e;
	uint32_t key;
	/* each op dispatches the next itself (threaded: an indirect branch
	 * each predicts far better than one shared switch; GNU C labels as
	 * values, else a switch) */
#if defined(__GNUC__)
	static const void *const lk[LK_NKINDS] = {
	        [LK_LIT] = &&L_LIT,   [LK_CT] = &&L_CT,     [LK_CH] = &&L_CH,
	        [LK_REG] = &&L_REG,   [LK_IMM] = &&L_IMM,   [LK_MEM] = &&L_MEM,
	        [LK_VAL] = &&L_VAL,   [LK_OPEN] = &&L_OPEN, [LK_CLOSE] = &&L_CLOSE,
	        [LK_FAIL] = &&L_FAIL, [LK_END] = &&L_END,   [LK_CT1] = &&L_CT1,
	        [LK_CT2] = &&L_CT2,   [LK_FUSE] = &&L_FUSE, [LK_PCT] = &&L_PCT};
#define LGO() goto *lk[lp->k]
#else
#define LGO()                                \
	do {                                 \
		switch (lp->k) {             \
		case LK_LIT: goto L_LIT;     \
		case LK_CT: goto L_CT;       \
		case LK_CH: goto L_CH;       \
		case LK_REG: goto L_REG;     \
		case LK_IMM: goto L_IMM;     \
		case LK_MEM: goto L_MEM;     \
		case LK_OPEN: goto L_OPEN;   \
		case LK_CLOSE: goto L_CLOSE; \
		case LK_END: goto L_END;     \
		case LK_CT1: goto L_CT1;     \
		case LK_CT2: goto L_CT2;     \
		case LK_FUSE: goto L_FUSE;   \
		case LK_PCT: goto L_PCT;     \
		case LK_VAL: goto L_VAL;     \
		default: goto L_FAIL;        \
		}                            \
	} while (0)
#endif
#define LNEXT()            \
	do {               \
		lp = pc++; \
		LGO();     \
	} while (0)
	LNEXT();
L_END:
	if (!sp)
		goto done;
	pc = stack[--sp];
	LNEXT();
L_LIT : {
	const char *t = pool + lp->x;
	unsigned n = lp->n;
	if (n <= 32)
		memcpy(o, t, 32);
	else
		memcpy(o, t, n);
	o += n;
	LNEXT();
}
L_FUSE:
	key = (uint32_t)((a0 >> lp->s[0] & lp->m[0]) | (a0 >> lp->s[1] & lp->m[1]) |
	                 (a0 >> lp->s[2] & lp->m[2]));
	e = &ctp[cts[lp->x + (key << 1)]];
	if (e->fl & CT_PLAIN) {
		/* the text of the lops it leads */
		memcpy(o, e->t, 36);
		claim |= e->claim;
		o += e->n;
		pc += lp->n;
	} else if (!e->fl && !mkf) {
		/* not made yet: made after the line, which walks its lops */
		mkf = lp;
		mkfkey = key | (uint32_t)(se > 0) << 31;
	}
	LNEXT();
L_PCT:
	memcpy(o, pool + lp->n, 32); /* its name (padded: CSTR_PAD) */
	o += lp->pn;
	goto L_CT;
L_CT1:
	key = (uint32_t)(a0 >> lp->s[0] & lp->m[0]);
	goto ct;
L_CT2:
	key = (uint32_t)((a0 >> lp->s[0] & lp->m[0]) | (a0 >> lp->s[1] & lp->m[1]));
	goto ct;
L_CT:
	key = (uint32_t)((a0 >> lp->s[0] & lp->m[0]) | (a0 >> lp->s[1] & lp->m[1]) |
	                 (a0 >> lp->s[2] & lp->m[2]));
ct:
	e = &ctp[cts[lp->x + (key << 1)]];
	memcpy(o, e->t, 32);
	claim |= e->claim;
	if (__builtin_expect(!(e->fl & CT_PLAIN), 0)) {
		if (!(e->fl & CT_OK)) {
			if (!e->fl) {
				/* not made yet: made now, the line left to
				 * cwalk */
				mk = &cts[lp->x + (key << 1)];
				mkop = lp->op;
				mkkey = key | (uint32_t)(se > 0) << 31;
			}
			goto fail;
		}
		if (e->len)
			c->len = e->len;
		if (e->top) {
			/* its target, by the address */
			o += e->n;
			*o++ = ' ';
			o = put_x(o, cttarg(e, a0, c->pos));
			LNEXT();
		}
	}
	o += e->n;
	LNEXT();
L_CH : {
	const struct clist *l = cselect0(p->lists, c->lok, &c->chs[lp->x], a0);
	if (!l)
		goto fail;
	size_t ai = (size_t)(l - p->lists);
	claim |= p->lclaim[ai];
	if (l->len)
		c->len = l->len;
	const struct lop *a = &lops[p->lfirst[ai]];
	if (a[0].k == LK_END)
		LNEXT();
	if (a[1].k != LK_END)
		stack[sp++] = pc, pc = a + 1; /* on with this list after it */
	lp = a;
	LGO();
}
L_REG : {
	const struct rtext *r = &rt[lp->x + (uint32_t)(a0 >> lp->s[0] & lp->m[0])];
	if (!r->n)
		goto val; /* longer: creg */
	*o = ' ';
	memcpy(o + 1, r, 8); /* the bytes past n are written over */
	o += 1 + r->n;
	LNEXT();
}
L_IMM : {
	*o++ = ' ';
	/* cimm */
	unsigned bits = lp->s[1];
	o = put_imm(o, a0 >> lp->s[0] & ((UINT64_C(1) << bits) - 1), bits, lp->s[2], lp->n, se);
	LNEXT();
}
L_MEM:
	*o = ' ';
	o = cmem_hole(o + 1, p, &p->ops[lp->op], a0);
	LNEXT();
L_OPEN:
	if (se >= 8)
		goto fail;
	*o++ = ' ';
	*o = '(';
	popen[se++] = o; /* the next item's separator goes on it */
	cts = ctx + 1;
	LNEXT();
L_CLOSE : {
	if (se <= 0)
		goto fail;
	char *q = popen[--se];
	*q = '(';
	o += o == q; /* "()" */
	*o++ = ')';
	cts = se ? ctx + 1 : ctx;
	LNEXT();
}
L_FAIL:
	goto fail;
L_VAL:
val:
	/* a value made apart: its room checked after */
	*o = ' ';
	c->o = o + 1;
	c->se = se;
	cvalue_slow(c, &p->ops[lp->op]);
	o = c->o;
	if (c->bail || o + f->ltext > c->lim)
		goto fail;
	LNEXT();
#undef LNEXT
#undef LGO
done:
	if (mkf)
		cfuse_make(c, mkf, mkfkey);
	if (se)
		goto fail;
	if (o < o0) { /* no item: the blank kept */
		o = o0;
		o[-1] = ' ';
	}
	c->o = o;
	c->claim = claim;
	return true;
fail: /* as it was: cwalk makes the line */
	if (mkf)
		cfuse_make(c, mkf, mkfkey);
	if (mk)
		ctext_make(c, p->ops[mkop].sub, mkop, mk, mkkey & ~(UINT32_C(1) << 31),
		           (int)(mkkey >> 31));
	o0[-1] = ' ';
	c->o = o0;
	c->se = 0;
	c->len = len0;
	c->bail = false;
	c->dstatus = dstatus;
	return false;
}

/* The first pass on the compiled table: the length, and the targets
 * marked (as decode's quick walk and mark_targets), for list li's lines,
 * on its qlops. The alternatives entered on a stack, not by recursion
 * (vuc's every line enters one: a call a line was about a third of the
 * pass); in the same order. */
static void cquick(struct lctx *c, size_t li, uint8_t *marks, size_t num, uint64_t base)
{
	const struct isa_cprog *p = c->p;
	const struct qlop *qlops = p->qlops;
	const struct ctext *ctp = c->ctext;
	const uint32_t *ctx = c->ctix;
	uint64_t a0 = c->a[0];
	/* compiled lists nest at most 17 deep (clist_atoms) */
	const struct qlop *stack[24];
	int sp = 0;
	const struct qlop *pc = &qlops[p->qfirst[li]];
	for (;;) {
		const struct qlop *q = pc++;
		uint64_t t;
	dispatch:
		switch (q->k) {
		case LQ_END:
			if (!sp)
				return;
			pc = stack[--sp];
			continue;
		case LQ_CT: {
			uint32_t key =
			        (uint32_t)((a0 >> q->s[0] & q->m[0]) | (a0 >> q->s[1] & q->m[1]) |
			                   (a0 >> q->s[2] & q->m[2]));
			const struct ctext *e = ctx ? &ctp[ctx[q->y + (key << 1)]] : NULL;
			if (e && (e->fl & CT_OK)) {
				if (e->len)
					c->len = e->len;
				if (!e->top)
					continue;
				t = cttarg(e, a0, c->pos);
				if (t >= base && t - base < num)
					marks[t - base] |= e->tmark;
				continue;
			}
			/* not made yet, or with a status: as LQ_CH */
		}
			/* fall through */
		case LQ_CH: {
			const struct clist *l = cselect0(p->lists, c->lok, &c->chs[q->x], a0);
			if (!l)
				continue;
			if (l->len)
				c->len = l->len;
			const struct qlop *a = &qlops[p->qfirst[l - p->lists]];
			if (a[0].k == LQ_END)
				continue;
			if (a[1].k == LQ_END) {
				q = a; /* its one op, then on with this list */
				goto dispatch;
			}
			if (sp < (int)(sizeof(stack) / sizeof(stack[0])))
				stack[sp++] = pc;
			pc = a;
			continue;
		}
		case LQ_TARG: {
			/* ctarg */
			unsigned bits = q->len;
			t = a0 >> q->pos & ((UINT64_C(1) << bits) - 1);
			if (q->sign && (t >> (bits - 1) & 1))
				t |= ~UINT64_C(0) << bits;
			t <<= q->shl;
			if (q->add) {
				uint64_t at = c->pos;
				if (q->align)
					at &= ~UINT64_C(0) << q->shl;
				t += at + q->add - 1;
			}
			break;
		}
		default: { /* LQ_SLOW */
			const struct cop *op = &p->ops[q->x];
			if (op->fast == CF_TARG && op->tfast) {
				t = ctarg(op, a0, c->pos);
			} else {
				struct isa_item it = leaf_item(op->at, c->a, c->pos, c->v, c->feat);
				t = it.v1;
			}
			break;
		}
		}
		if (t >= base && t - base < num)
			marks[t - base] |= q->mark;
	}
}

/* A candidate form of the first-byte index, for one version and feature
 * set */
struct fent {
	uint64_t val, mask;
	uint32_t fc;   /* its fcache entry: 2 + 2 * its clist + memo */
	uint8_t fl;    /* FENT_* */
	uint8_t quick; /* the first pass walks it (clist.quick): its length may change */
	uint8_t ulen;  /* its length in units, as the first pass counts it */
};

#define TSET_NONE (~UINT64_C(0))

#define FENT_NMASK 1 /* the form has an nmask */
#define FENT_MEMO 2  /* its lines may be memoized (clister_index) */

/* The line memo: the text of recent lines by their instruction bytes,
 * for forms whose text depends on nothing else (clister_index). A
 * listing of repeated instructions (hwsq's one-byte ops, a microcode's
 * loops) copies their text; a listing where it does not pay is left to
 * the walk after MEMO_TRIAL lines. */
#define MEMO_SLOTS 768 /* 256 by key for keys under 0x100, 512 hashed */
#define MEMO_TEXT 114
#define MEMO_TRIAL 2048

struct memo {
	uint64_t key; /* the instruction's bytes (its length's worth) */
	uint32_t li;  /* its form + 1; 0: empty */
	uint8_t ulen; /* its length in units (at least 1) */
	uint8_t tlen; /* the line from its bytes column on (its marks blank) */
	char text[MEMO_TEXT];
};

/* The templates' hash table: 8 bytes a slot (a check of the hash and
 * the template's place; the key is in the template, which the line reads
 * anyway), twice the slots of the 16-byte slots it replaced in as many
 * bytes: g80's and gf100's 2800-3000 templates left 70% of 4096 full */
#define TT_SLOTS 8192
#define TT_PROBES 8
/* templates of more bytes than this are looked up a line ahead (g80's and
 * gf100's 420-440 KB, the size of the L2: 2-3% faster; vp1's 260 KB and
 * falcon's 35 KB 7-9% slower) */
#define TT_AHEAD (320u << 10)
#define TT_ARENA_MAX (8u << 20)
#define TT_TRIAL 4096

struct tslot {
	uint32_t chk; /* the key's hash's upper bits, with li: a quick test */
	uint32_t off; /* 1 + the template's offset in tarena; 0: empty */
};

/* The listing's text buffer: several times a FILE's usual buffer, so
 * that fwrite hands most of it to the FILE's write without copying it
 * into its buffer first. */
#define LIST_OUT (256u << 10)

struct clister {
	const struct isa_def *isa;
	const struct isa_index *ix;
	const struct isa_cprog *p;
	const uint8_t *code;
	size_t num;
	uint64_t base;
	unsigned v, stride, group, maxu, colw;
	unsigned colmode; /* COL_*: the bytes column's layout */
	uint32_t feat;
	bool quiet;
	uint8_t ulen[256]; /* length in bytes -> units (envydis's integer division) */
	/* the first-byte index without the forms version v or feat lacks,
	 * nor those after one that matches every instruction of its byte
	 * value: find_form's answers in fewer steps */
	uint32_t fstart[257];
	struct fent *fent;
	/* per byte value: 1 + the form every instruction with it decodes
	 * to (the first candidate tests no other bit), 0 if none */
	uint32_t direct[256];
	uint8_t dmemo[256]; /* direct[b]'s lines may be memoized */
	struct memo *memo;  /* MEMO_SLOTS, or NULL: not used */
	uint64_t *mkey;     /* per form + 1: the mask of its memo key (its length's bytes) */
	/* per form + 1: its templates' key mask (clist.tset), TSET_NONE if
	 * it has none (clist.tok 0): the second pass reads no clist */
	uint64_t *ftset;
	size_t memo_tries, memo_hits;
	/* templates: TT_SLOTS of {key, form + 1, offset in tarena}; tt NULL:
	 * not used */
	struct tslot *tt;
	char *tarena;
	size_t tarena_n, tarena_cap, tt_tries, tt_hits;
	struct trec rec;
	/* per byte value (not at a scheduling word): the length of every
	 * candidate form, if they all have the same and none holds a target
	 * or a length choice (the first pass needs no more), else 0 */
	uint8_t qlen[256];
	/* the first pass's per byte value: qlen in units (0 none), and the
	 * fcache entry the byte gives (0: none known) */
	uint8_t qu[256];
	uint32_t fcv[256];
	uint64_t sched_mask; /* isa->sched_period - 1 if a power of two */
	char *out;           /* the text, LIST_OUT bytes, written to the FILE when nearly full */
	/* per unit of the listing: 0 not known, 1 no form, 2 + 2 * its form
	 * + memo (cfind's answer, from the first pass for the second) */
	uint32_t *fcache;
	size_t fcache_cap;
	unsigned nunits;     /* units in the bytes column (whole groups) */
	unsigned uoff[64];   /* where unit k's digits go in the column */
	struct rtext *rtext; /* p->nrtext register texts for v and feat (NULL: none) */
	uint32_t ahi;        /* cputaddr: the address >> 8 of atext (UINT32_MAX: none) */
	uint64_t atext;
	uint8_t *lok; /* per list of p: it applies to v and feat (cselect0) */
	/* p's choices, their first tables holding only the alternatives
	 * that apply to v and feat (clister_chs); chfirst: those tables */
	struct cchoice *chs;
	uint8_t *chfirst;
	/* the choices' texts (cchoice.ct); NULL: none */
	void *ctext_mem;     /* ctext, 64-byte aligned in it */
	struct ctext *ctext; /* each text once (ctp.e), ctext[0] not made */
	uint32_t *ctix;      /* per value of a choice's bits (cchoice.ct): its text in ctext */
	struct ctpool ctp;
};

/* L's choices (chs): a choice's first table where an alternative does
 * not apply to L's version or features made again without it (else
 * cselect0 would check each and scan on: vuc's VP3 prefix is every VP2
 * line's first answer); false if out of memory */
static bool clister_chs(struct clister *L)
{
	const struct isa_cprog *p = L->p;
	if (!(L->chs = malloc((p->nch ? p->nch : 1) * sizeof(*L->chs))))
		return false;
	if (p->nch)
		memcpy(L->chs, p->ch, p->nch * sizeof(*L->chs));
	for (int pass = 0; pass < 2; pass++) {
		size_t at = 0;
		for (size_t i = 0; i < p->nch; i++) {
			struct cchoice *ch = &L->chs[i];
			bool all = true;
			for (unsigned k = 0; k < ch->nalts; k++)
				all &= L->lok[ch->alts + k] != 0;
			if (!ch->first || all)
				continue;
			size_t nk = (size_t)ch->kmask + 1;
			if (pass) {
				uint8_t *t = L->chfirst + at;
				for (size_t x = 0; x < nk; x++) {
					unsigned k = ch->first[x];
					uint64_t a0 = (uint64_t)x << ch->lo;
					for (; k < ch->nalts; k++) {
						const struct clist *l = &p->lists[ch->alts + k];
						if ((a0 & l->mask) == l->val &&
						    L->lok[ch->alts + k])
							break;
					}
					t[x] = k < ch->nalts ? (uint8_t)k : 0xff;
				}
				ch->first = t;
			}
			at += nk;
		}
		if (!pass && at && !(L->chfirst = malloc(at)))
			return false;
	}
	return true;
}

/* The choices' texts (cflat) for L's version and features: none made
 * yet (ctext_make, at each entry's first use) */
static void clister_ctext(struct clister *L)
{
	size_t n = L->p->nctext, h = 64;
	if (!n)
		return;
	while (h < 2 * n)
		h <<= 1;
	/* entry 0 (fl 0) is every slot's not made yet: at most one new
	 * entry a slot */
	L->ctext_mem = calloc(n + 2, sizeof(*L->ctext));
	L->ctix = calloc(n, sizeof(*L->ctix));
	L->ctp.hash = calloc(h, sizeof(*L->ctp.hash));
	if (!L->ctext_mem || !L->ctix || !L->ctp.hash) {
		free(L->ctext_mem);
		free(L->ctix);
		free(L->ctp.hash);
		L->ctext_mem = NULL;
		L->ctix = NULL;
		L->ctp.hash = NULL;
		return;
	}
	L->ctext = (struct ctext *)(((uintptr_t)L->ctext_mem + 63) & ~(uintptr_t)63);
	L->ctp = (struct ctpool){
	        .e = L->ctext, .hash = L->ctp.hash, .hmask = h - 1, .n = 1, .cap = n + 1};
}

/* The texts of the register classes for L's version and features, as
 * creg makes them. */
static void clister_rtext(struct clister *L)
{
	const struct isa_cprog *p = L->p;
	if (!p->nrtext || !(L->rtext = malloc(p->nrtext * sizeof(*L->rtext))))
		return;
	char buf[512];
	for (size_t k = 0; k < p->nrclass; k++) {
		struct cop op = p->ops[p->rclass[k].op];
		op.pos = 0;
		op.pos2 = op.len;
		size_t n = (size_t)1 << (op.len + op.len2);
		for (size_t fv = 0; fv < n; fv++) {
			uint64_t a[ISA_WORDS] = {fv};
			struct lctx c = {.p = p,
			                 .a = a,
			                 .v = L->v,
			                 .feat = L->feat,
			                 .o = buf,
			                 .lim = buf + sizeof(buf) - 256,
			                 .end = buf + sizeof(buf)};
			if (op.fast == CF_REG) {
				creg(&c, &op);
			} else {
				/* as cvalue_atom (a register's text is the
				 * same in a sub-expression) */
				struct isa_item it = leaf_item(op.at, a, 0, L->v, L->feat);
				struct sbuf sb = {buf, 256, 0};
				fmt_item(&sb, &it, false);
				c.bail = sb.n >= sb.size;
				c.o = buf + sb.n;
			}
			struct rtext *e = &L->rtext[p->rclass[k].off + fv];
			size_t len = (size_t)(c.o - buf);
			*e = (struct rtext){{0}, 0};
			if (!c.bail && len <= sizeof(e->t)) {
				memcpy(e->t, buf, len);
				e->n = (uint8_t)len;
			}
		}
	}
}

/* clister.colmode */
enum {
	COL_ANY = 0,
	COL_BYTES, /* one-byte units, no groups: "xx" at 1 + 3k */
	COL_WORDS, /* four bytes a group, or four-byte units: 8 digits at 1 + 9k */
	COL_WIDE,  /* one unit of 5 to 7 bytes, no groups: 2 * stride digits at 1 */
};

/* Byte value b's candidates, when no instruction matches two of them
 * (their masks disagree on a bit both test), in the order of the bits
 * they test, fewest first: the scan's answer is the same, and found
 * sooner where instructions are spread over the encodings (a random
 * stream; a form testing fewer bits matches more of them) */
static void clister_order(struct clister *L, unsigned b)
{
	struct fent *f = &L->fent[L->fstart[b]];
	size_t n = L->fstart[b + 1] - L->fstart[b];
	for (size_t i = 0; i < n; i++)
		for (size_t j = i + 1; j < n; j++)
			if (!((f[i].val ^ f[j].val) & f[i].mask & f[j].mask))
				return;
	/* insertion sort, stable: n is small */
	for (size_t i = 1; i < n; i++) {
		struct fent e = f[i];
		size_t j = i;
		while (j > 0 &&
		       __builtin_popcountll(f[j - 1].mask) > __builtin_popcountll(e.mask)) {
			f[j] = f[j - 1];
			j--;
		}
		f[j] = e;
	}
}

/* A byte value whose candidates test no other bit (their masks and
 * nmasks in the byte: falcon's forms told apart by an nmask there) has
 * one answer, the first whose mask matches and nmask does not: direct,
 * and its length the first pass's without a scan (qlen) */
static void clister_bytes(struct clister *L, uint64_t bytebits)
{
	unsigned shift = L->ix->shift;
	for (unsigned b = 0; b < 256; b++) {
		if (L->direct[b] || L->fstart[b] == L->fstart[b + 1])
			continue;
		uint64_t bits = 0, a0 = (uint64_t)b << shift;
		for (unsigned i = L->fstart[b]; i < L->fstart[b + 1]; i++)
			bits |= L->fent[i].mask | L->p->lists[(L->fent[i].fc - 2) >> 1].nmask;
		if (bits & ~bytebits)
			continue;
		for (unsigned i = L->fstart[b]; i < L->fstart[b + 1]; i++) {
			const struct fent *e = &L->fent[i];
			const struct clist *l = &L->p->lists[(e->fc - 2) >> 1];
			if ((a0 & e->mask) != e->val ||
			    ((e->fl & FENT_NMASK) && (a0 & l->nmask) == l->nval))
				continue;
			L->direct[b] = 1 + ((e->fc - 2) >> 1);
			L->dmemo[b] = (e->fl & FENT_MEMO) != 0;
			unsigned fl = L->isa->one_unit ? L->stride : l->len;
			L->qlen[b] = (uint8_t)(!l->quick && fl < 256 ? fl : 0);
			break;
		}
	}
}

/* The index of L filtered for its version and features (fent NULL if out
 * of memory). */
static void clister_index(struct clister *L)
{
	const struct isa_index *ix = L->ix;
	size_t n = 0;
	uint64_t bytebits = UINT64_C(0xff) << ix->shift;
	for (int pass = 0; pass < 2; pass++) {
		n = 0;
		for (unsigned b = 0; b < 256; b++) {
			L->fstart[b] = (uint32_t)n;
			/* the forms' one length, 0: they differ, or a form
			 * sets it or holds a target, or none matches (the
			 * unknown length) */
			int ql = -1;
			uint64_t tested = bytebits;
			for (unsigned i = ix->start[b]; i < ix->start[b + 1]; i++) {
				const struct clist *l = &L->p->lists[ix->list[i]];
				if (!applies(l->vmask, l->feat, L->v, L->feat))
					continue;
				bool all = !(ix->lvm[i][1] & ~bytebits) && !l->nmask;
				unsigned fl = L->isa->one_unit ? L->stride : l->len;
				/* the bits the decoder may read to reach this form
				 * and make its text: memoizable if they are all in
				 * its bytes and no target is relative */
				tested |= ix->lvm[i][1] | l->nmask;
				uint64_t in =
				        fl >= 8 ? ~UINT64_C(0) : (UINT64_C(1) << (8 * fl)) - 1;
				bool memo = fl && !l->posdep && !l->lenset &&
				            !((tested | l->rset) & ~in);
				if (pass) {
					unsigned len = fl                ? fl
					               : L->isa->unk_len ? L->isa->unk_len
					                                 : 1;
					unsigned ul = len / L->stride; /* as L->ulen */
					L->fent[n] = (struct fent){
					        ix->lvm[i][0],
					        ix->lvm[i][1],
					        2 + 2 * ix->list[i] + memo,
					        (uint8_t)((l->nmask ? FENT_NMASK : 0) |
					                  (memo ? FENT_MEMO : 0)),
					        l->quick,
					        (uint8_t)(!ul        ? 1
					                  : ul < 256 ? ul
					                             : 0)};
					if (n == L->fstart[b] && all) {
						L->direct[b] = 1 + ix->list[i];
						L->dmemo[b] = memo;
					}
				}
				n++;
				if (l->quick || !fl || (ql >= 0 && (unsigned)ql != fl))
					ql = 0;
				else
					ql = (int)fl;
				if (all)
					break; /* every later one is shadowed */
			}
			/* with no form for every value, some instructions may
			 * have the unknown length */
			if (n == L->fstart[b] || !(L->fent && pass) ||
			    (L->fent[n - 1].mask & ~bytebits) || (L->fent[n - 1].fl & FENT_NMASK))
				ql = 0;
			L->qlen[b] = (uint8_t)(ql > 0 && ql < 256 ? ql : 0);
		}
		L->fstart[256] = (uint32_t)n;
		if (!pass) {
			L->fent = malloc((n ? n : 1) * sizeof(*L->fent));
			if (!L->fent)
				return;
		}
	}
	for (unsigned b = 0; b < 256; b++)
		clister_order(L, b);
	clister_bytes(L, bytebits);
}

/* The form of the instruction, as decode finds it; NULL if none. */
static const struct clist *cfind(const struct clister *L, const uint64_t *a, size_t ofs, bool *memo)
{
	*memo = false;
	const struct isa_def *isa = L->isa;
	const struct isa_cprog *p = L->p;
	if (isa->sched_period &&
	    (L->sched_mask ? !(ofs & L->sched_mask) : ofs % isa->sched_period == 0)) {
		for (size_t i = 0; i < isa->nsched; i++) {
			const struct clist *l = &p->lists[isa->nforms + i];
			if ((a[0] & l->mask) == l->val &&
			    !(l->nmask && (a[0] & l->nmask) == l->nval) &&
			    applies(l->vmask, l->feat, L->v, L->feat))
				return l;
		}
		return NULL;
	}
	unsigned b = a[0] >> L->ix->shift & 0xff;
	if (L->direct[b]) {
		*memo = L->dmemo[b];
		return &p->lists[L->direct[b] - 1];
	}
	for (unsigned i = L->fstart[b]; i < L->fstart[b + 1]; i++) {
		const struct fent *e = &L->fent[i];
		if ((a[0] & e->mask) != e->val)
			continue;
		const struct clist *l = &p->lists[(e->fc - 2) >> 1];
		if (!(e->fl & FENT_NMASK) || (a[0] & l->nmask) != l->nval) {
			*memo = e->fl & FENT_MEMO;
			return l;
		}
	}
	return NULL;
}

/* Word 0 of the instruction at code, 8 bytes there at least */
static inline uint64_t ld_r0(const uint8_t *code)
{
	uint64_t r0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(&r0, code, 8);
#else
	r0 = 0;
	for (unsigned k = 0; k < 8; k++)
		r0 |= (uint64_t)code[k] << (8 * k);
#endif
	return r0;
}

/* The 16 hex digits of v, most significant first, in memory order: the
 * first 8 in *hi, the others in *lo */
static inline void hex16(uint64_t v, uint64_t *hi, uint64_t *lo)
{
#if defined(__SSE2__)
	/* each byte's two nibbles side by side, then '0' + n, or 'a' + n - 10
	 * where n > 9 */
	__m128i x = _mm_cvtsi64_si128((long long)__builtin_bswap64(v));
	__m128i m = _mm_set1_epi8(0x0f);
	__m128i n = _mm_unpacklo_epi8(_mm_and_si128(_mm_srli_epi16(x, 4), m), _mm_and_si128(x, m));
	__m128i a =
	        _mm_and_si128(_mm_cmpgt_epi8(n, _mm_set1_epi8(9)), _mm_set1_epi8('a' - '0' - 10));
	__m128i d = _mm_add_epi8(n, _mm_add_epi8(a, _mm_set1_epi8('0')));
	*hi = (uint64_t)_mm_cvtsi128_si64(d);
	*lo = (uint64_t)_mm_cvtsi128_si64(_mm_unpackhi_epi64(d, d));
#else
	*hi = hex8((uint32_t)(v >> 32));
	*lo = hex8((uint32_t)v);
#endif
}

#if HEX_SWAR
/* The wide layout's digits at col (one unit of 5 to 7 bytes, 8 bytes
 * readable at b): its 2 * stride digits, the last of the 16 of its word */
static inline void col_wide(char *col, const uint8_t *b, unsigned stride)
{
	unsigned hd = 2 * stride - 8;
	uint64_t hi, lo;
	hex16(ld_r0(b) & ((UINT64_C(1) << (8 * stride)) - 1), &hi, &lo);
	hi >>= 8 * (8 - hd);
	memcpy(col + 1, &hi, 8);
	memcpy(col + 1 + hd, &lo, 8);
}
#endif

/* The bytes column of the line at cur of u units, as list_line: the
 * units of the instruction (the first of any), each most significant
 * byte first, "??" past the input, into the blank column col. */
static __attribute__((noinline)) void ccolumn_slow(const struct clister *L, char *col, size_t cur,
                                                   size_t u)
{
	unsigned stride = L->stride;
	size_t nu = u < L->nunits ? u : L->nunits;
	if (cur + nu <= L->num) {
		/* every unit in the input: the common layouts unrolled */
		const uint8_t *b = L->code + cur * stride;
		if (L->colmode == COL_BYTES) {
			/* unrolled: nu is at most 8 mostly */
			switch (nu) {
			default:
				for (size_t k = 8; k < nu; k++)
					memcpy(col + 1 + 3 * k, &hexpair[2 * b[k]], 2);
				/* fall through */
			case 8: memcpy(col + 22, &hexpair[2 * b[7]], 2); /* fall through */
			case 7: memcpy(col + 19, &hexpair[2 * b[6]], 2); /* fall through */
			case 6: memcpy(col + 16, &hexpair[2 * b[5]], 2); /* fall through */
			case 5: memcpy(col + 13, &hexpair[2 * b[4]], 2); /* fall through */
			case 4: memcpy(col + 10, &hexpair[2 * b[3]], 2); /* fall through */
			case 3: memcpy(col + 7, &hexpair[2 * b[2]], 2);  /* fall through */
			case 2: memcpy(col + 4, &hexpair[2 * b[1]], 2);  /* fall through */
			case 1: memcpy(col + 1, &hexpair[2 * b[0]], 2);  /* fall through */
			case 0: break;
			}
			return;
		}
		/* the words and wide layouts, where all in the input: ccolumn */
	}
	for (size_t k = 0; k < nu; k++) {
		char *d = col + L->uoff[k];
		if (cur + k >= L->num) {
			memset(d, '?', 2 * stride);
			continue;
		}
		const uint8_t *b = L->code + (cur + k) * stride;
		for (unsigned j = stride; j-- > 0; d += 2)
			memcpy(d, &hexpair[2 * b[j]], 2);
	}
}

/* ccolumn's words (four-byte units or groups) and bytes layouts inline,
 * the others apart */
static inline void ccolumn(const struct clister *L, char *col, size_t cur, size_t u)
{
	size_t nu = u < L->nunits ? u : L->nunits;
#if HEX_SWAR
	if (L->colmode == COL_WORDS && cur + nu <= L->num) {
		size_t nb = nu * L->stride;
		if (!(nb & 3)) {
			const uint8_t *b = L->code + cur * L->stride;
			for (size_t g = 0; g < nb >> 2; g++) {
				uint32_t w;
				memcpy(&w, b + 4 * g, 4);
				uint64_t h = hex8(w);
				memcpy(col + 1 + 9 * g, &h, 8);
			}
			return;
		}
	}
#endif
#if HEX_SWAR
	if (L->colmode == COL_WIDE && nu == 1 && cur < L->num && (L->num - cur) * L->stride >= 8) {
		col_wide(col, L->code + cur * L->stride, L->stride);
		return;
	}
#endif
	if (L->colmode == COL_BYTES && cur + nu <= L->num && nu <= 8) {
		const uint8_t *b = L->code + cur;
		switch (nu) {
		case 8: memcpy(col + 22, &hexpair[2 * b[7]], 2); /* fall through */
		case 7: memcpy(col + 19, &hexpair[2 * b[6]], 2); /* fall through */
		case 6: memcpy(col + 16, &hexpair[2 * b[5]], 2); /* fall through */
		case 5: memcpy(col + 13, &hexpair[2 * b[4]], 2); /* fall through */
		case 4: memcpy(col + 10, &hexpair[2 * b[3]], 2); /* fall through */
		case 3: memcpy(col + 7, &hexpair[2 * b[2]], 2);  /* fall through */
		case 2: memcpy(col + 4, &hexpair[2 * b[1]], 2);  /* fall through */
		case 1: memcpy(col + 1, &hexpair[2 * b[0]], 2);  /* fall through */
		default: break;
		}
		return;
	}
	ccolumn_slow(L, col, cur, u);
}

/* ccolumn for a line far from the end of the input (8 bytes readable):
 * the words layout of one or two words without a branch on which (g80's
 * and gf100's lines of 4 and 8 bytes, mixed at random) */
static inline void ccolumn_far(const struct clister *L, char *col, size_t cur, size_t u)
{
#if HEX_SWAR
	size_t nb = (u < L->nunits ? u : L->nunits) * L->stride;
	if (L->colmode == COL_WORDS && L->colw >= 18 && (nb == 4 || nb == 8)) {
		uint64_t v = ld_r0(L->code + cur * L->stride);
		uint64_t w0, w1;
		hex16(v << 32 | v >> 32, &w0, &w1);
		uint64_t sp;
		memcpy(&sp, blanks, 8);
		memcpy(col + 1, &w0, 8);
		w1 = nb == 8 ? w1 : sp;
		memcpy(col + 10, &w1, 8);
		return;
	}
#endif
	ccolumn(L, col, cur, u);
}

static inline uint64_t tt_hash(uint64_t key, uint32_t li)
{
	return (key ^ (uint64_t)li << 44) * UINT64_C(0x9e3779b97f4a7c15);
}

/* The template of form li - 1 for the bits key; NULL, with *slot the
 * empty slot to store it in (SIZE_MAX: none) */
static const struct tmpl *tfind(const struct clister *L, uint64_t key, uint32_t li, size_t *slot)
{
	uint64_t hh = tt_hash(key, li);
	size_t h = (size_t)(hh >> 40);
	uint32_t chk = (uint32_t)(hh >> 32) | 1;
	*slot = SIZE_MAX;
	for (unsigned k = 0; k < TT_PROBES; k++) {
		struct tslot *e = &L->tt[(h + k) & (TT_SLOTS - 1)];
		if (!e->off) {
			*slot = (h + k) & (TT_SLOTS - 1);
			return NULL;
		}
		if (e->chk == chk) {
			const struct tmpl *t =
			        (const struct tmpl *)(const void *)(L->tarena + e->off - 1);
			if (t->li == li && t->key == key)
				return t;
		}
	}
	return NULL;
}

/* Stores the template the walk c recorded (its text up to c->o). */
static void tstore(struct clister *L, size_t slot, uint64_t key, uint32_t li, const struct lctx *c)
{
	const struct trec *r = c->rec;
	size_t tlen = (size_t)(c->o - c->text);
	size_t need = sizeof(struct tmpl) + r->n * sizeof(struct thole) + tlen;
	need = (need + 7) & ~(size_t)7;
	/* texec copies literals 16 or 32 bytes a time: past a template's
	 * end it reads the next one, past the last the arena's slack */
	if (L->tarena_n + need > TT_ARENA_MAX || r->n > 0xff ||
	    !grow((void **)&L->tarena, &L->tarena_cap, L->tarena_n + need + CSTR_PAD, 1))
		return;
	struct tmpl *t = (struct tmpl *)(void *)(L->tarena + L->tarena_n);
	struct thole *h = (struct thole *)(t + 1);
	char *lit = (char *)(h + r->n);
	size_t at = 0;
	for (unsigned i = 0; i < r->n; i++) {
		size_t n = r->h[i].start - at;
		memcpy(lit, c->text + at, n);
		lit += n;
		const struct cop *op = &c->p->ops[r->h[i].op];
		uint8_t kind = op->fast == CF_IMM          ? (op->len2 ? TH_IMM : TH_IMMF)
		               : op->fast == CF_MEM        ? TH_MEM
		               : op->rtab >= 0 && c->rtext ? (op->len2 ? TH_REG : TH_REGF)
		                                           : TH_SLOW;
		h[i] = (struct thole){.llen = (uint16_t)n,
		                      .in_se = r->h[i].in_se,
		                      .kind = kind,
		                      .op = r->h[i].op};
		if (kind == TH_REGF) {
			h[i].rtab = op->rtab;
			h[i].pos = op->pos;
			h[i].mask = (uint16_t)((1u << op->len) - 1);
		} else if (kind == TH_IMMF) {
			h[i].pos = op->pos;
			h[i].len = op->len;
			h[i].sign = op->sign;
			h[i].shl = op->shl;
		}
		at = r->h[i].end;
	}
	memcpy(lit, c->text + at, tlen - at);
	memset(lit + (tlen - at), 0, CSTR_PAD); /* the slack, or the next template's place */
	t->claim = c->claim;
	t->len = (uint8_t)c->len;
	t->status = (uint8_t)c->status;
	t->nholes = (uint8_t)r->n;
	/* cfast's room: the line's text under 1 KiB, each hole at most 27
	 * bytes (an immediate) */
	t->fast = !c->status && !c->dstatus && tlen < 1024 && r->n < 64;
	t->tail = (uint16_t)(tlen - at);
	t->key = key;
	t->li = li;
	unsigned uu = L->ulen[t->len];
	t->u = (uint8_t)(uu ? uu : 1);
	t->umask = ~t->claim & (uu < 8 ? (UINT64_C(1) << (8 * uu)) - 1 : ~UINT64_C(0));
	L->tt[slot] =
	        (struct tslot){(uint32_t)(tt_hash(key, li) >> 32) | 1, (uint32_t)L->tarena_n + 1};
	L->tarena_n += need;
}

/* The line's text from a template: its literals, and its holes made
 * from the instruction; false if too long (the reference makes it). */
static bool texec(struct lctx *restrict c, const struct tmpl *t)
{
	const struct thole *h = (const struct thole *)(t + 1);
	const char *lit = (const char *)(h + t->nholes);
	const struct cop *ops = c->p->ops;
	const struct rtext *rt = c->rtext;
	uint64_t a0 = c->a[0];
	char *o = c->o, *lim = c->lim;
	for (unsigned i = 0, n = t->nholes; i < n; i++) {
		if (o > lim)
			return false;
		o = put_str(o, lit, h[i].llen);
		lit += h[i].llen;
		const struct cop *op = &ops[h[i].op];
		if (h[i].kind == TH_REG || h[i].kind == TH_REGF) {
			const struct rtext *e = &rt[op->rtab + (int32_t)cfield(op, a0)];
			if (e->n) {
				memcpy(o, e, 8); /* the bytes past n are written over */
				o += e->n;
				continue;
			}
		} else if (h[i].kind == TH_IMM || h[i].kind == TH_IMMF) {
			o = cimm(o, op, a0, h[i].in_se);
			continue;
		}
		c->o = o;
		c->se = h[i].in_se;
		cvalue_slow(c, op);
		if (c->bail)
			return false;
		o = c->o;
	}
	if (o > lim)
		return false;
	c->o = put_str(o, lit, t->tail);
	c->claim = t->claim;
	c->len = t->len;
	c->status = t->status;
	return true;
}

/* A key under 0x100 (a one-byte instruction: its byte decides its form)
 * has a slot of its own, so that hwsq's 256 one-byte ops never evict one
 * another (hashed into 512 slots, a fifth of them did) */
static inline size_t memo_slot(uint64_t key, uint32_t li)
{
	if (key < 0x100)
		return (size_t)key;
	return 0x100 +
	       ((size_t)(((key ^ (uint64_t)li << 40) * UINT64_C(0x9e3779b97f4a7c15)) >> 40) &
	        0x1ff);
}

/* The marks after the bytes column at col; returns the text's start */
static inline char *cmarks(const struct clister *restrict L, char *col, unsigned mark)
{
	char *q = col + L->colw;
	q[0] = ' ';
	q[1] = ' ';
	q[2] = mark & 2 ? 'C' : ' ';
	q[3] = mark & 1 ? 'B' : ' ';
	q[4] = ' ';
	return q + 5;
}

/* The bytes column blank (8 bytes a time, the marks written over what
 * runs past) and the marks after it; returns the text's start */
static inline char *cblank_col(const struct clister *restrict L, char *q, unsigned mark)
{
	if (L->colw <= 32) {
		memcpy(q, blanks, 32);
	} else {
		for (unsigned i = 0; i < L->colw; i += 8)
			memcpy(q + i, blanks, 8);
	}
	return cmarks(L, q, mark);
}

/* The address column ("%08x:") at q; its end. The digits above the low
 * byte's are kept in L from the line before (they seldom change). */
static inline char *cputaddr(struct clister *restrict L, char *q, uint32_t a)
{
#if HEX_SWAR
	if (a >> 8 != L->ahi) {
		L->ahi = a >> 8;
		L->atext = hex8(a);
	}
	memcpy(q, &L->atext, 8);
#endif
	memcpy(q + 6, &hexpair[2 * (a & 0xff)], 2);
#if !HEX_SWAR
	memcpy(q, &hexpair[2 * (a >> 24)], 2);
	memcpy(q + 2, &hexpair[2 * (a >> 16 & 0xff)], 2);
	memcpy(q + 4, &hexpair[2 * (a >> 8 & 0xff)], 2);
#endif
	q[8] = ':';
	return q + 9;
}

/* The words of a compiled listing's instruction (its bits all in word
 * 0: at most 8 bytes) */
static inline void load_raw0(uint64_t *raw, const uint8_t *code, size_t avail)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	if (avail >= 8) {
		memcpy(raw, code, 8);
		raw[1] = raw[2] = 0;
		return;
	}
#endif
	load_raw(raw, code, avail < 8 ? avail : 8);
}

/* One line as list_line makes it, into o (which has room for 4096 bytes
 * at least); false if the reference must make it. *ulen: its units. */
static bool cline(struct sbuf *o, struct clister *L, size_t cur, unsigned mark, size_t *ulen)
{
	unsigned stride = L->stride;
	size_t avail = (L->num - cur) * stride;
	uint64_t raw[ISA_WORDS];
	load_raw0(raw, L->code + cur * stride, avail);
	bool memo;
	const struct clist *f;
	uint32_t fc = L->fcache ? L->fcache[cur] : 0;
	if (fc) {
		/* the first pass's answer: 1 none, else 2 + 2 * list + memo */
		f = fc > 1 ? &L->p->lists[(fc - 2) >> 1] : NULL;
		memo = fc & 1;
	} else {
		f = cfind(L, raw, cur, &memo);
	}
	if (!f)
		return false;
	/* far from the end, where "??" and [incomplete] cannot show */
	struct memo *m = NULL;
	uint64_t key = 0;
	uint32_t li = 0;
	if (memo && L->memo && avail >= 256 && !L->quiet) {
		unsigned len = L->isa->one_unit ? stride : f->len;
		key = len >= 8 ? raw[0] : raw[0] & ((UINT64_C(1) << (8 * len)) - 1);
		li = (uint32_t)(f - L->p->lists) + 1;
		m = &L->memo[memo_slot(key, li)];
		L->memo_tries++;
	}
	char *start = o->buf + o->n, *q = start;
	if (mark & 2)
		*q++ = '\n';
	if ((mark & 3) || !L->quiet)
		q = cputaddr(L, q, (uint32_t)(L->base + cur));
	char *col = q;
	if (m && m->li == li && m->key == key) {
		/* room: cline starts with 4096 bytes at least */
		memcpy(col, m->text, MEMO_TEXT);
		col[L->colw + 2] = mark & 2 ? 'C' : ' ';
		col[L->colw + 3] = mark & 1 ? 'B' : ' ';
		q = col + m->tlen;
		*ulen = m->ulen;
		o->n += (size_t)(q - start);
		L->memo_hits++;
		return true;
	}
	if (!L->quiet) {
		/* the bytes column blank; its units filled in after the walk */
		q = cblank_col(L, q, mark);
	} else if (mark) {
		*q++ = '\n';
	}
	/* set field by field: a template's line reads few of them, the
	 * walk sets the others */
	struct lctx c;
	c.p = L->p;
	c.a = raw;
	c.pos = L->base + cur;
	c.v = L->v;
	c.feat = L->feat;
	c.lok = L->lok;
	c.chs = L->chs;
	c.o = q;
	c.end = o->buf + o->size;
	c.lim = o->buf + o->size - 256;
	c.rtext = L->rtext;
	c.ctext = L->ctext;
	c.ctix = L->ctix;
	c.ctp = &L->ctp;
	c.dstatus = 0;
	c.bail = false;
	c.se = 0;
	const struct tmpl *t = NULL;
	size_t tslot = SIZE_MAX;
	uint64_t tkey = 0;
	uint32_t tli = 0;
	if (L->tt && f->tok) {
		tli = (uint32_t)(f - L->p->lists) + 1;
		tkey = raw[0] & f->tset;
		t = tfind(L, tkey, tli, &tslot);
		L->tt_tries++;
	}
	if (t) {
		if (!texec(&c, t))
			return false;
		L->tt_hits++;
	} else {
		c.claim = f->claim;
		c.len = L->isa->one_unit ? stride : f->len;
		c.status = 0;
		c.nitems = 0;
		c.named = c.open = false;
		c.first = true;
		c.se_named = 0;
		c.text = q;
		c.rec = NULL;
		c.ctm = NULL;
		if (tslot != SIZE_MAX) {
			L->rec.n = 0;
			c.rec = &L->rec;
		}
		cwalk(&c, f->ops, f->nops);
		ctext_miss(&c);
		if (c.bail || !c.len)
			return false;
		if (c.rec)
			tstore(L, tslot, tkey, tli, &c);
		/* a listing whose forms' choices do not repeat stops */
		if (L->tt && L->tt_tries >= TT_TRIAL && L->tt_hits * 2 < L->tt_tries) {
			free(L->tt);
			L->tt = NULL;
		}
	}
	c.status |= c.dstatus;
	unsigned len = c.len;
	if (len > avail)
		c.status |= ISA_ST_EOF;
	size_t u = L->ulen[len] ? L->ulen[len] : 1;
	*ulen = u;
	if (!L->quiet)
		ccolumn(L, col, cur, u);
	/* the unclaimed bits of the first units counted as bytes (envydis;
	 * no more than the length's, which keep_bytes leaves) */
	unsigned uu = L->ulen[len];
	uint64_t unk = raw[0] & ~c.claim;
	if (uu < 8)
		unk &= (UINT64_C(1) << (8 * uu)) - 1;
	if (c.status || unk) {
		keep_bytes(raw, len);
		uint64_t claimed[ISA_WORDS] = {c.claim, 0, 0};
		struct sbuf s = {c.o, (size_t)(c.end - c.o), 0};
		diag_text(&s, raw, claimed, len, c.status, stride, L->group, avail);
		if (s.n + 1 >= s.size)
			return false;
		c.o += s.n;
	}
	*c.o++ = '\n';
	if (m) {
		size_t tlen = (size_t)(c.o - col);
		if (tlen <= MEMO_TEXT) {
			m->key = key;
			m->li = li;
			m->ulen = (uint8_t)(L->ulen[len] ? L->ulen[len] : 1);
			m->tlen = (uint8_t)tlen;
			memcpy(m->text, col, tlen);
			m->text[L->colw + 2] = m->text[L->colw + 3] = ' ';
		}
		/* a listing that does not repeat itself stops trying */
		if (L->memo_tries >= MEMO_TRIAL && L->memo_hits * 4 < L->memo_tries) {
			free(L->memo);
			L->memo = NULL;
		}
	}
	o->n += (size_t)(c.o - start);
	return true;
}

static void clister_free(struct clister *L)
{
	if (!L)
		return;
	free(L->fent);
	free(L->memo);
	free(L->mkey);
	free(L->ftset);
	free(L->tt);
	free(L->tarena);
	free(L->out);
	free(L->fcache);
	free(L->rtext);
	free(L->lok);
	free(L->ctext_mem);
	free(L->ctix);
	free(L->ctp.hash);
	free(L->chs);
	free(L->chfirst);
	free(L);
}

/* The listing state of the last listing (its table, version and
 * features): the filtered index, the line memo and the templates, kept
 * for the next listing of the same table so that a dump listed in pieces
 * (a debugger's window, bench_isa's 64 KiB at a time) builds them once,
 * as one listing of the whole dump would. Taken by one listing at a time
 * (an exchange: two threads listing at once build their own). */
static struct clister *lcache;

/* The state to list isa (version v, features feat) with: the cached one
 * if it is for these, else a new one; NULL if out of memory or not
 * compiled. */
static struct clister *clister_get(const struct isa_def *isa, const struct isa_index *ix,
                                   unsigned v, uint32_t feat)
{
	struct clister *L = __atomic_exchange_n(&lcache, NULL, __ATOMIC_ACQ_REL);
	if (L && L->isa == isa && L->ix == ix && L->v == v && L->feat == feat)
		return L;
	clister_free(L);
	L = malloc(sizeof(*L));
	if (!L)
		return NULL;
	unsigned stride = isa_unit(isa, v);
	*L = (struct clister){.isa = isa,
	                      .ix = ix,
	                      .v = v,
	                      .stride = stride,
	                      .group = isa->group ? isa->group : 1,
	                      .feat = feat,
	                      .ahi = UINT32_MAX};
	L->maxu = isa->one_unit ? 1 : isa->maxlen / stride;
	for (unsigned i = 0; i < L->maxu; i += L->group) {
		for (unsigned gu = 0; gu < L->group && i + gu < 64; gu++)
			L->uoff[i + gu] = L->colw + 1 + (L->group - 1 - gu) * 2 * stride;
		L->colw += 1 + 2 * L->group * stride;
		L->nunits = i + L->group;
	}
	if (stride == 1 && L->group == 1)
		L->colmode = COL_BYTES;
	else if (stride * L->group == 4)
		L->colmode = COL_WORDS;
	else if (stride > 4 && stride < 8 && L->group == 1 && L->nunits == 1)
		L->colmode = COL_WIDE;
	L->p = ix->prog;
	if (isa->sched_period > 1 && !(isa->sched_period & (isa->sched_period - 1)))
		L->sched_mask = isa->sched_period - 1;
	if (L->nunits <= 64)
		clister_index(L);
	if (!L->fent) {
		free(L);
		return NULL;
	}
	L->memo = calloc(MEMO_SLOTS, sizeof(*L->memo)); /* NULL: no memo */
	size_t nf = isa->nforms + isa->nsched;
	L->mkey = malloc((nf + 1) * sizeof(*L->mkey));
	if (!L->mkey) {
		free(L->memo);
		L->memo = NULL;
	} else {
		L->mkey[0] = 0;
		for (size_t i = 0; i < nf; i++) {
			unsigned len = isa->one_unit ? stride : L->p->lists[i].len;
			L->mkey[i + 1] = len >= 8 ? ~UINT64_C(0) : (UINT64_C(1) << (8 * len)) - 1;
		}
	}
	/* NULL: no templates */
	L->ftset = malloc((nf + 1) * sizeof(*L->ftset));
	L->tt = L->ftset ? calloc(TT_SLOTS, sizeof(*L->tt)) : NULL;
	if (L->ftset) {
		L->ftset[0] = TSET_NONE;
		for (size_t i = 0; i < nf; i++)
			L->ftset[i + 1] = L->p->lists[i].tok ? L->p->lists[i].tset : TSET_NONE;
	}
	L->out = malloc(LIST_OUT);
	L->lok = malloc(L->p->nlists ? L->p->nlists : 1);
	if (!L->out || !L->lok) {
		clister_free(L);
		return NULL;
	}
	for (size_t i = 0; i < L->p->nlists; i++)
		L->lok[i] = applies(L->p->lists[i].vmask, L->p->lists[i].feat, v, feat);
	for (unsigned len = 0; len < 256; len++)
		L->ulen[len] = (uint8_t)(len / stride);
	for (unsigned b = 0; b < 256; b++) {
		unsigned ql = L->qlen[b];
		L->qu[b] = (uint8_t)(!ql ? 0 : L->ulen[ql] ? L->ulen[ql] : 1);
		L->fcv[b] = L->direct[b] ? 2 * L->direct[b] + L->dmemo[b] : 0;
	}
	if (!clister_chs(L)) {
		clister_free(L);
		return NULL;
	}
	clister_rtext(L);
	clister_ctext(L);
	return L;
}

/* Gives L back to the cache (freeing the one a concurrent listing left). */
static void clister_put(struct clister *L)
{
	L->code = NULL;
	clister_free(__atomic_exchange_n(&lcache, L, __ATOMIC_ACQ_REL));
}

/* The bytes column and marks of a line far from the end whose length
 * (u units) is known before its text (cfast), at col; returns the text's
 * start. The bytes layout without a branch on the length (falcon's
 * lengths are random): every unit's digits, then the blanks past u, run
 * over the marks and text, which follow. */
static inline char *ccol_marks_far(const struct clister *restrict L, char *col, size_t cur,
                                   size_t u, unsigned mark)
{
	if (L->colmode == COL_BYTES && L->nunits <= 8 && L->colw <= 24) {
		uint64_t v = ld_r0(L->code + cur);
		size_t nu = u < L->nunits ? u : L->nunits;
		memcpy(col, blanks, 32);
		/* the digits of the 8 bytes in order, a pair each 3 bytes */
		uint64_t h0, h1;
		hex16(__builtin_bswap64(v), &h0, &h1);
		for (unsigned k = 0; k < 4; k++) {
			uint16_t p0 = (uint16_t)(h0 >> 16 * k), p1 = (uint16_t)(h1 >> 16 * k);
			memcpy(col + 1 + 3 * k, &p0, 2);
			memcpy(col + 13 + 3 * k, &p1, 2);
		}
		memcpy(col + 3 * nu, blanks, 24);
		return cmarks(L, col, mark);
	}
	char *q = cblank_col(L, col, mark);
	ccolumn_far(L, col, cur, u);
	return q;
}

/* A line from a template whose holes are all registers with texts or
 * immediates, with no status and no unclaimed bits, into q (4096 bytes
 * of room at least), far from the end of the input: the common line of
 * most listings, made with little more than the template's copy. Returns
 * its end, or NULL if cline must make it (nothing counted then). */
static inline char *cfast(struct clister *restrict L, char *restrict q, char *end, size_t cur,
                          unsigned mark, uint64_t r0, const struct tmpl *t, size_t *restrict ulen)
{
	if (!t->fast)
		return NULL;
	if (r0 & t->umask)
		return NULL;
	if (mark & 2)
		*q++ = '\n';
	q = cputaddr(L, q, (uint32_t)(L->base + cur));
	size_t u = t->u;
	q = ccol_marks_far(L, q, cur, u, mark);
	const struct thole *h = (const struct thole *)(t + 1);
	const char *lit = (const char *)(h + t->nholes);
	const struct cop *ops = L->p->ops;
	const struct rtext *rt = L->rtext;
	for (unsigned i = 0, n = t->nholes; i < n; i++) {
		q = put_str(q, lit, h[i].llen);
		lit += h[i].llen;
		if (h[i].kind == TH_REGF) {
			const struct rtext *e =
			        &rt[h[i].rtab + (int32_t)(r0 >> h[i].pos & h[i].mask)];
			if (e->n) {
				memcpy(q, e, 8); /* the bytes past n are written over */
				q += e->n;
				continue;
			}
		} else if (h[i].kind == TH_IMMF) { /* cimm from the hole */
			unsigned bits = h[i].len;
			q = put_imm(q, r0 >> h[i].pos & ((UINT64_C(1) << bits) - 1), bits,
			            h[i].sign, h[i].shl, h[i].in_se);
			continue;
		}
		const struct cop *op = &ops[h[i].op];
		if (h[i].kind == TH_REG) {
			const struct rtext *e = &rt[op->rtab + (int32_t)cfield(op, r0)];
			if (e->n) {
				memcpy(q, e, 8); /* the bytes past n are written over */
				q += e->n;
				continue;
			}
		} else if (h[i].kind == TH_IMM) {
			q = cimm(q, op, r0, h[i].in_se);
			continue;
		}
		if (q > end - 256)
			return NULL;
		if (h[i].kind == TH_MEM) {
			if (op->mf) { /* a table's text, in place: no call */
				const struct cmemf *m = &L->p->mems[op->mf - 1];
				if (m->tab >= 0) {
					const char *e = mtext_of(L->p, m, r0);
					unsigned tl = (uint8_t)e[(1u << m->esh) - 1];
					if (tl) {
						/* the bytes past tl are written over */
						memcpy(q, e, 32);
						q += tl;
						continue;
					}
				}
			}
			q = cmem_hole(q, L->p, op, r0);
			continue;
		}
		if (op->mf) { /* a register vector's table */
			const struct cvecf *m = &L->p->vecs[op->mf - 1];
			const struct vtext *e = &L->p->vtext[m->tab + (int32_t)cvec_key(m, r0)];
			if (e->n) {
				memcpy(q, e, 32); /* the bytes past n are written over */
				q += e->n;
				continue;
			}
		}
		/* any other: from the line state (the fields cvalue_slow reads) */
		uint64_t w[ISA_WORDS] = {r0, 0, 0};
		struct lctx c;
		c.p = L->p;
		c.a = w;
		c.pos = L->base + cur;
		c.v = L->v;
		c.feat = L->feat;
		c.lok = L->lok;
		c.chs = L->chs;
		c.o = q;
		c.end = end;
		c.lim = end - 256;
		c.rtext = rt;
		c.ctext = NULL;
		c.ctix = NULL;
		c.dstatus = 0;
		c.bail = false;
		c.se = h[i].in_se;
		cvalue_slow(&c, op);
		if (c.bail || c.dstatus)
			return NULL;
		q = c.o;
	}
	q = put_str(q, lit, t->tail);
	*q++ = '\n';
	*ulen = u;
	L->tt_tries++;
	L->tt_hits++;
	return q;
}

/* A line walked (a form with no templates and no memo), straight into
 * q as cfast does; NULL if cline must make it (a status, unclaimed
 * bits, a bail: it walks again). */
/* cwline's state for L's lines, what stays the same from line to line
 * (a: the line's words, a[0] set a line; end: the text's end) */
static void cwline_init(struct clister *L, struct lctx *c, uint64_t *a, char *end)
{
	c->p = L->p;
	c->a = a;
	c->v = L->v;
	c->feat = L->feat;
	c->lok = L->lok;
	c->chs = L->chs;
	c->end = end;
	c->lim = end - 256;
	c->rtext = L->rtext;
	c->ctext = L->ctext;
	c->ctix = L->ctix;
	c->ctp = &L->ctp;
	c->rec = NULL;
	/* cfwalk needs the tables (and it writes on cblank_col's blank) */
	c->lean = L->rtext && (L->ctix || !L->p->nctext);
}

static inline char *cwline(struct clister *restrict L, struct lctx *restrict c,
                           uint64_t *restrict a, char *restrict q, size_t cur, unsigned mark,
                           uint64_t r0, const struct clist *f, size_t li, size_t *restrict ulen)
{
	if (mark & 2)
		*q++ = '\n';
	q = cputaddr(L, q, (uint32_t)(L->base + cur));
	char *col = q;
	q = cblank_col(L, q, mark);
	/* the fields cwline_init set (c->a is a) are kept: the walks
	 * change none of them */
	a[0] = r0;
	c->pos = L->base + cur;
	c->o = q;
	c->dstatus = 0;
	c->bail = false;
	c->se = 0;
	c->claim = f->claim;
	c->len = L->isa->one_unit ? L->stride : f->len;
	c->status = 0;
	c->nitems = 0;
	c->named = c->open = false;
	c->first = true;
	c->se_named = 0;
	c->text = q;
	c->ctm = NULL;
	if (!(f->lean & c->lean) || !cfwalk(c, f, li))
		cwalk(c, f->ops, f->nops);
	ctext_miss(c);
	if (c->bail || !c->len || c->status || c->dstatus)
		return NULL;
	unsigned uu = L->ulen[c->len];
	uint64_t unk = r0 & ~c->claim;
	if (uu < 8)
		unk &= (UINT64_C(1) << (8 * uu)) - 1;
	if (unk)
		return NULL;
	size_t u = uu ? uu : 1;
	ccolumn_far(L, col, cur, u);
	*ulen = u;
	char *o = c->o;
	*o++ = '\n';
	return o;
}

/* The second pass: the lines from cur on, into L->out and f */
static void cpass2(struct clister *L, const uint8_t *marks, FILE *out)
{
	const struct isa_def *isa = L->isa;
	const uint8_t *code = L->code;
	size_t num = L->num, stride = L->stride, ulen;
	struct sbuf o = {L->out, LIST_OUT, 0};
	struct isa_decoded d;
	/* L's fields in locals (the text's stores could alias them), read
	 * again after cline, which may drop the templates or the memo */
	uint32_t *fcache = L->fcache;
	const struct clist *lists = L->p->lists;
	uint64_t base = L->base;
	unsigned colw = L->colw, unit = isa->one_unit ? (unsigned)stride : 0;
	bool fast = !L->quiet && fcache;
	bool tt = L->tt != NULL;
	struct memo *memo = L->memo;
	const uint64_t *ftset = L->ftset;
	/* the next line's template, found ahead (pend_cur: its place) */
	const struct tmpl *pend = NULL;
	size_t pend_cur = SIZE_MAX;
	bool ahead = L->tarena_n > TT_AHEAD;
	/* lines far from the end: "??" and [incomplete] cannot show */
	size_t far = num > 256 / stride + 1 ? num - (256 / stride + 1) : 0;
	/* cwline's state, set once */
	uint64_t wa[ISA_WORDS] = {0};
	struct lctx wc;
	cwline_init(L, &wc, wa, o.buf + o.size);
	for (size_t cur = 0; cur < num; cur += ulen) {
		if (o.size - o.n < 4096) {
			fwrite(o.buf, 1, o.n, out);
			o.n = 0;
		}
		unsigned mark = marks[cur];
		/* the first pass's answer: 1 none, else 2 + 2 * list + memo */
		uint32_t fc;
		if (fast && cur < far && (fc = fcache[cur]) != 1) {
			uint64_t r0 = ld_r0(code + cur * stride);
			const struct clist *fl;
			bool fmemo;
			struct memo *mst = NULL;
			uint64_t mkey = 0;
			uint32_t mli = 0;
			if (fc) {
				fl = &lists[(fc - 2) >> 1];
				fmemo = fc & 1;
			} else {
				uint64_t a[ISA_WORDS] = {r0, 0, 0};
				fl = cfind(L, a, cur, &fmemo);
				/* for cline, if it makes the line */
				fc = fcache[cur] = fl ? 2 + 2 * (uint32_t)(fl - lists) + fmemo : 1;
			}
			if (fl && fmemo && memo) {
				/* a line of the memo: its text from the bytes
				 * column on, the address and marks put in */
				unsigned len = unit ? unit : fl->len;
				uint64_t key =
				        len >= 8 ? r0 : r0 & ((UINT64_C(1) << (8 * len)) - 1);
				uint32_t li = (uint32_t)(fl - lists) + 1;
				struct memo *m = &memo[memo_slot(key, li)];
				if (m->li == li && m->key == key) {
					/* a run of memo hits (hwsq's one-byte ops)
					 * in a loop of its own: the next line's form
					 * from the first pass, its key by its mask */
					char *q = o.buf + o.n, *qend = o.buf + o.size - 4096;
					const uint64_t *kmask = L->mkey;
					size_t hits = 0;
					for (;;) {
						if (mark & 2)
							*q++ = '\n';
						q = cputaddr(L, q, (uint32_t)(base + cur));
						memcpy(q, m->text, 64);
						if (m->tlen > 64)
							memcpy(q + 64, m->text + 64,
							       MEMO_TEXT - 64);
						if (mark) {
							q[colw + 2] = mark & 2 ? 'C' : ' ';
							q[colw + 3] = mark & 1 ? 'B' : ' ';
						}
						q += m->tlen;
						hits++;
						ulen = m->ulen;
						size_t next = cur + ulen;
						if (next >= far || q > qend)
							break;
						fc = fcache[next];
						if (!(fc & 1) || fc < 2)
							break;
						li = fc >> 1;
						r0 = ld_r0(code + next * stride);
						key = r0 & kmask[li];
						m = &memo[memo_slot(key, li)];
						if (m->li != li || m->key != key)
							break;
						cur = next;
						mark = marks[cur];
					}
					o.n = (size_t)(q - o.buf);
					L->memo_tries += hits;
					L->memo_hits += hits;
					continue;
				}
				mst = m; /* a miss: the line kept as cline keeps it */
				mkey = key;
				mli = li;
			}
			char *e, *col = o.buf + o.n + (mark & 2 ? 10 : 9);
			uint64_t ts = fl && tt ? ftset[fc >> 1] : TSET_NONE;
			const struct tmpl *t = NULL;
			if (ts != TSET_NONE) {
				/* the template found ahead, or now; then, where the
				 * templates are past the L2 (TT_AHEAD), the next
				 * line's, before this line's text is made */
				size_t sl;
				t = pend_cur == cur ? pend : tfind(L, r0 & ts, fc >> 1, &sl);
				pend_cur = SIZE_MAX;
				if (ahead && t && t->fast) {
					size_t nx = cur + t->u;
					uint32_t fn = nx < far ? fcache[nx] : 1;
					uint64_t tn = fn >= 2 ? ftset[fn >> 1] : TSET_NONE;
					if (tn != TSET_NONE) {
						pend = tfind(L, ld_r0(code + nx * stride) & tn,
						             fn >> 1, &sl);
						pend_cur = nx;
					}
				}
			}
			if (t &&
			    (e = cfast(L, o.buf + o.n, o.buf + o.size, cur, mark, r0, t, &ulen))) {
				o.n = (size_t)(e - o.buf);
				if (mst) {
					size_t tlen = (size_t)(e - col);
					if (tlen <= MEMO_TEXT) {
						mst->key = mkey;
						mst->li = mli;
						mst->ulen = (uint8_t)ulen;
						mst->tlen = (uint8_t)tlen;
						memcpy(mst->text, col, tlen);
						mst->text[colw + 2] = mst->text[colw + 3] = ' ';
					}
					L->memo_tries++;
					if (L->memo_tries >= MEMO_TRIAL &&
					    L->memo_hits * 4 < L->memo_tries) {
						free(L->memo);
						memo = L->memo = NULL;
					}
				}
				continue;
			}
			/* no template to try, nor memo: a walk */
			if (fl && !mst && ts == TSET_NONE &&
			    (e = cwline(L, &wc, wa, o.buf + o.n, cur, mark, r0, fl, (fc - 2) >> 1,
			                &ulen))) {
				o.n = (size_t)(e - o.buf);
				continue;
			}
		}
		/* cline may store a template (the arena moves): no template
		 * found ahead is kept across it */
		pend_cur = SIZE_MAX;
		bool ok = cline(&o, L, cur, mark, &ulen);
		tt = L->tt != NULL;
		memo = L->memo;
		if (ok)
			continue;
		/* the reference line */
		isa_decode_at(isa, code + cur * stride, (num - cur) * stride, L->base + cur, cur,
		              L->v, L->feat, &d);
		ulen = d.len / stride ? d.len / stride : 1;
		struct list_pos lp = {isa,     code,   num,      cur,  ulen,
		                      L->base, stride, L->group, mark, L->quiet};
		list_line_out(&o, out, &lp, &d);
	}
	fwrite(o.buf, 1, o.n, out);
}

void isa_disasm(const struct isa_def *isa, unsigned v, uint32_t feat, const uint8_t *code,
                size_t size, uint64_t base, bool quiet, FILE *f)
{
	const struct isa_index *ix = get_index(isa);
	if (!ix || !ix->prog || !ix->lvm) {
		isa_disasm_ref(isa, v, feat, code, size, base, quiet, f);
		return;
	}
	unsigned stride = isa_unit(isa, v);
	size_t num = size / stride;
	struct clister *L = clister_get(isa, ix, v, feat);
	uint8_t *marks = L ? calloc(num ? num : 1, 1) : NULL;
	if (!marks) {
		if (L)
			clister_put(L);
		isa_disasm_ref(isa, v, feat, code, size, base, quiet, f);
		return;
	}
	L->code = code;
	L->num = num;
	L->base = base;
	L->quiet = quiet;
	/* the first pass's forms for the second (none if out of memory) */
	if (num && num <= UINT32_MAX / 2 &&
	    grow((void **)&L->fcache, &L->fcache_cap, num, sizeof(uint32_t)))
		memset(L->fcache, 0, num * sizeof(uint32_t));
	else {
		free(L->fcache);
		L->fcache = NULL;
		L->fcache_cap = 0;
	}
	/* the first pass: lengths and the targets marked */
	uint64_t raw[ISA_WORDS];
	size_t ulen;
	/* up to lim8, 8 bytes can be read: a line whose length and form
	 * its index byte gives (most of hwsq's) takes two loads */
	size_t lim8 = num * stride >= 8 ? (num * stride - 8) / stride + 1 : 0;
	if (!L->fcache)
		lim8 = 0;
	/* a scheduling word's slot: cfind's loop on the scheduling forms */
	uint64_t smask = L->sched_mask;
	size_t speriod = smask ? 0 : isa->sched_period;
	uint32_t *fcache = L->fcache;
	const uint8_t *qu = L->qu;
	const uint32_t *fcv = L->fcv;
	unsigned shift = ix->shift;
	const struct fent *fent = L->fent;
	const uint32_t *fstart = L->fstart;
	/* the fields cquick and cselect0 read, but the address and length */
	struct lctx c;
	c.p = ix->prog;
	c.a = raw;
	c.v = v;
	c.feat = feat;
	c.lok = L->lok;
	c.chs = L->chs;
	c.ctext = L->ctext;
	c.ctix = L->ctix;
	c.ctp = &L->ctp;
	for (size_t cur = 0; cur < num; cur += ulen) {
		const struct clist *found = NULL;
		bool fmemo = false, scanned = false;
		uint32_t ffc = 0;
		if (cur < lim8 && !(smask ? !(cur & smask) : speriod && cur % speriod == 0)) {
			uint64_t r0 = ld_r0(code + cur * stride);
			unsigned b = r0 >> shift & 0xff;
			if ((ulen = qu[b])) {
				fcache[cur] = fcv[b];
				/* and the run of such lines after it */
				for (size_t next;
				     (next = cur + ulen) < lim8 && !isa->sched_period;) {
					b = ld_r0(code + next * stride) >> shift & 0xff;
					if (!qu[b])
						break;
					cur = next;
					ulen = qu[b];
					fcache[cur] = fcv[b];
				}
				continue;
			}
			/* cfind's scan in line, its answer's fcache entry and
			 * length from the index (the clist read only for an
			 * nmask) */
			const struct fent *e = &fent[fstart[b]], *fe = &fent[fstart[b + 1]];
			for (; e < fe; e++) {
				if ((r0 & e->mask) != e->val)
					continue;
				if (!(e->fl & FENT_NMASK))
					break;
				const struct clist *l = &L->p->lists[(e->fc - 2) >> 1];
				if ((r0 & l->nmask) != l->nval)
					break;
			}
			if (e < fe && !e->quick && e->ulen) {
				fcache[cur] = e->fc;
				ulen = e->ulen;
				continue;
			}
			/* the form found: the walk's (cquick), or the unknown */
			found = e < fe ? &L->p->lists[(e->fc - 2) >> 1] : NULL;
			fmemo = e < fe && (e->fl & FENT_MEMO);
			ffc = e < fe ? e->fc : 1;
			scanned = true;
		}
		size_t avail = (num - cur) * stride;
		load_raw0(raw, code + cur * stride, avail);
		if (!isa->sched_period && !scanned) {
			/* the length from the index byte alone */
			unsigned b = raw[0] >> ix->shift & 0xff;
			unsigned ql = L->qlen[b];
			if (ql) {
				ulen = L->ulen[ql] ? L->ulen[ql] : 1;
				/* the form too when the byte names it (cfind's
				 * answer, for the second pass) */
				if (L->fcache && L->direct[b])
					L->fcache[cur] = 2 * L->direct[b] + L->dmemo[b];
				continue;
			}
		}
		bool memo = fmemo;
		const struct clist *l = scanned ? found : cfind(L, raw, cur, &memo);
		if (L->fcache)
			L->fcache[cur] = scanned ? ffc
			                 : l     ? 2 + 2 * (uint32_t)(l - L->p->lists) + memo
			                         : 1;
		unsigned len;
		if (l) {
			len = isa->one_unit ? stride : l->len;
			if (l->quick) {
				c.pos = base + cur;
				c.len = len;
				cquick(&c, (size_t)(l - L->p->lists), marks, num, base);
				len = c.len;
			}
			len = len ? len : isa->unk_len ? isa->unk_len : 1;
		} else {
			len = isa->unk_len ? isa->unk_len : 1;
		}
		ulen = len < 256 ? L->ulen[len] : len / stride;
		ulen = ulen ? ulen : 1;
	}
	cpass2(L, marks, f);
	free(marks);
	clister_put(L);
}
