/* The "mem" commands of .sgs scripts: fill, write, expect, load, compare,
 * copy, crc, dump, save (docs/script.md, "Memory"). Large ranges are
 * worked through in chunks so no command allocates more than
 * SGPU_SCRIPT_CHUNK bytes beyond its own input. */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "script/priv.h"
#include "util/bits.h"

static bool eval_addr(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok, uint64_t *v)
{
	return sgpu_script_eval(ctx, tok, v);
}

static bool mem_fail(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok, sgpu_status st,
                     const char *what)
{
	return sgpu_script_fail(ctx, st, tok, "%s failed: %s", what, sgpu_strerror(st));
}

static void put_le(uint8_t *p, uint64_t v, unsigned bytes)
{
	for (unsigned i = 0; i < bytes; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t get_le(const uint8_t *p, unsigned bytes)
{
	uint64_t v = 0;
	for (unsigned i = 0; i < bytes; i++)
		v |= (uint64_t)p[i] << (8 * i);
	return v;
}

static bool unit_word(const struct sgpu_script_tok *t, unsigned *bytes)
{
	static const struct {
		const char *name;
		unsigned bytes;
	} units[] = {{"u8", 1}, {"u16", 2}, {"u32", 4}, {"u64", 8}};
	if (t->quoted || t->key)
		return false;
	for (size_t i = 0; i < 4; i++)
		if (strcmp(t->text, units[i].name) == 0) {
			*bytes = units[i].bytes;
			return true;
		}
	return false;
}

bool sgpu_script_cmd_mem_fill(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	sgpu_space space;
	uint64_t addr, len, value, unit = 1;
	const struct sgpu_script_tok *ut = sgpu_script_opt(a, "unit");
	if (!sgpu_script_space(ctx, a->pos[0], &space) || !eval_addr(ctx, a->pos[1], &addr) ||
	    !sgpu_script_eval(ctx, a->pos[2], &len) || !sgpu_script_eval(ctx, a->pos[3], &value))
		return false;
	if (ut) {
		if (!sgpu_script_eval(ctx, ut, &unit))
			return false;
		if (unit != 1 && unit != 2 && unit != 4 && unit != 8)
			return sgpu_script_error(ctx, ut, "unit must be 1, 2, 4 or 8");
	}
	uint64_t v;
	if (!sgpu_script_fits(value, (unsigned)unit * 8, &v))
		return sgpu_script_error(ctx, a->pos[3],
		                         "value 0x%" PRIx64 " does not fit in unit=%" PRIu64
		                         " (add unit=2, 4 or 8)",
		                         value, unit);
	if (len % unit)
		return sgpu_script_error(ctx, a->pos[2],
		                         "length 0x%" PRIx64 " is not a multiple of unit=%" PRIu64,
		                         len, unit);
	if (!sgpu_script_range(ctx, a->pos[1], space, addr, len))
		return false;
	sgpu_status st = sgpu_mem_fill(ctx->dev, space, addr, v, (unsigned)unit, (size_t)len);
	return st == SGPU_OK || mem_fail(ctx, a->pos[1], st, "mem fill");
}

/* SPACE ADDR [UNIT] V...: the parts shared by mem write and mem expect. */
struct values {
	sgpu_space space;
	uint64_t addr;
	unsigned unit;
	size_t first; /* index in a->pos of the first value */
	size_t count;
};

static bool parse_values(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a,
                         struct values *v)
{
	if (!sgpu_script_space(ctx, a->pos[0], &v->space) || !eval_addr(ctx, a->pos[1], &v->addr))
		return false;
	v->unit = 4;
	v->first = 2;
	if (unit_word(a->pos[2], &v->unit))
		v->first = 3;
	if (v->first >= a->npos)
		return sgpu_script_error(ctx, a->pos[a->npos - 1], "missing values (usage: %s)",
		                         a->usage);
	v->count = a->npos - v->first;
	return sgpu_script_range(ctx, a->pos[1], v->space, v->addr, (uint64_t)v->count * v->unit);
}

static const char *unit_name(unsigned bytes)
{
	return bytes == 1 ? "u8" : bytes == 2 ? "u16" : bytes == 4 ? "u32" : "u64";
}

bool sgpu_script_cmd_mem_write(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	struct values v;
	if (!parse_values(ctx, a, &v))
		return false;
	uint8_t *buf = malloc(v.count * v.unit);
	if (!buf)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, a->cmd, "out of memory");
	for (size_t i = 0; i < v.count; i++) {
		uint64_t x;
		if (!sgpu_script_eval_bits(ctx, a->pos[v.first + i], v.unit * 8, &x)) {
			free(buf);
			return false;
		}
		put_le(buf + i * v.unit, x, v.unit);
	}
	sgpu_status st = sgpu_mem_write(ctx->dev, v.space, v.addr, buf, v.count * v.unit);
	free(buf);
	return st == SGPU_OK || mem_fail(ctx, a->pos[1], st, "mem write");
}

bool sgpu_script_cmd_mem_expect(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	struct values v;
	if (!parse_values(ctx, a, &v))
		return false;
	uint8_t *buf = malloc(v.count * v.unit);
	if (!buf)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, a->cmd, "out of memory");
	sgpu_status st = sgpu_mem_read(ctx->dev, v.space, v.addr, buf, v.count * v.unit);
	if (st != SGPU_OK) {
		free(buf);
		return mem_fail(ctx, a->pos[1], st, "mem expect");
	}
	int w = (int)v.unit * 2;
	for (size_t i = 0; i < v.count; i++) {
		const struct sgpu_script_tok *t = a->pos[v.first + i];
		uint64_t want;
		if (!sgpu_script_eval_bits(ctx, t, v.unit * 8, &want)) {
			free(buf);
			return false;
		}
		uint64_t got = get_le(buf + i * v.unit, v.unit);
		if (got != want) {
			free(buf);
			return sgpu_script_mismatch(ctx, t,
			                            "mem expect %s 0x%" PRIx64
			                            " (%s #%zu): got 0x%0*" PRIx64
			                            ", want 0x%0*" PRIx64,
			                            sgpu_space_name(v.space), v.addr + i * v.unit,
			                            unit_name(v.unit), i, w, got, w, want);
		}
	}
	free(buf);
	sgpu_script_passed(ctx);
	return true;
}

/* ------------------------------------------------------------------ load */

/* Options of a "mem load" kind: allowed is a space-separated list or NULL. */
static bool word_in(const char *list, const char *w)
{
	size_t wl = strlen(w);
	for (const char *p = list; p && *p;) {
		while (*p == ' ')
			p++;
		const char *e = p;
		while (*e && *e != ' ')
			e++;
		if ((size_t)(e - p) == wl && strncmp(p, w, wl) == 0)
			return true;
		p = e;
	}
	return false;
}

static bool no_opts(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a,
                    const char *allowed, const char *kind)
{
	for (size_t i = 0; i < a->nopt; i++) {
		const struct sgpu_script_tok *t = a->opt[i];
		if (word_in(allowed, t->key))
			continue;
		struct sgpu_script_tok kt = *t;
		kt.col = kt.key_col;
		return sgpu_script_error(ctx, &kt, "option '%s' is not valid for 'mem load %s'",
		                         t->key, kind);
	}
	return true;
}

static bool load_hex(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a,
                     sgpu_space space, uint64_t addr)
{
	if (!no_opts(ctx, a, NULL, "hex"))
		return false;
	size_t cap = 0;
	for (size_t i = 3; i < a->npos; i++) {
		if (!sgpu_script_string(ctx, a->pos[i], "the hex bytes"))
			return false;
		cap += a->pos[i]->len / 2 + 1;
	}
	uint8_t *buf = malloc(cap);
	if (!buf)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, a->cmd, "out of memory");
	size_t n = 0;
	for (size_t i = 3; i < a->npos; i++) {
		const struct sgpu_script_tok *t = a->pos[i];
		for (size_t k = 0; k < t->len;) {
			char c = t->text[k];
			if (c == ' ' || c == '\t' || c == '\n') {
				k++;
				continue;
			}
			int hi = sgpu_script_hex_digit(c),
			    lo = k + 1 < t->len ? sgpu_script_hex_digit(t->text[k + 1]) : -1;
			if (hi < 0 || lo < 0) {
				free(buf);
				struct sgpu_script_tok et = *t;
				bool odd = hi >= 0 && k + 1 >= t->len;
				et.col = t->col + 1 + (unsigned)(hi < 0 || odd ? k : k + 1);
				return sgpu_script_error(ctx, &et,
				                         odd ? "odd number of hex digits"
				                             : "bad hex digit in byte string");
			}
			buf[n++] = (uint8_t)(hi << 4 | lo);
			k += 2;
		}
	}
	bool ok = sgpu_script_range(ctx, a->pos[1], space, addr, n);
	if (ok && n) {
		sgpu_status st = sgpu_mem_write(ctx->dev, space, addr, buf, n);
		ok = st == SGPU_OK || mem_fail(ctx, a->pos[1], st, "mem load");
	}
	free(buf);
	return ok;
}

static uint64_t max_mem(const struct sgpu_script_ctx *ctx)
{
	return ctx->opts->max_mem_size ? ctx->opts->max_mem_size : SGPU_MEM_MAX_SIZE;
}

static bool load_file(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a,
                      sgpu_space space, uint64_t addr)
{
	if (!sgpu_script_files_ok(ctx, a->pos[2], "mem load file") ||
	    !no_opts(ctx, a, "offset len", "file"))
		return false;
	if (a->npos != 4)
		return sgpu_script_error(
		        ctx, a->npos > 4 ? a->pos[4] : a->pos[2],
		        "usage: mem load SPACE ADDR file \"FILE\" [offset=N] [len=N]");
	const struct sgpu_script_tok *pt = a->pos[3];
	if (!sgpu_script_string(ctx, pt, "the file name"))
		return false;
	uint64_t offset = 0, len = UINT64_MAX;
	const struct sgpu_script_tok *ot = sgpu_script_opt(a, "offset");
	const struct sgpu_script_tok *lt = sgpu_script_opt(a, "len");
	if ((ot && !sgpu_script_eval(ctx, ot, &offset)) || (lt && !sgpu_script_eval(ctx, lt, &len)))
		return false;
	if (len == UINT64_MAX && lt)
		return sgpu_script_error(ctx, lt, "bad length");
	char *path = sgpu_script_path_join(ctx->src->dir, pt->text);
	if (!path)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, pt, "out of memory");
	uint8_t *data;
	size_t size;
	char err[256] = "";
	sgpu_status st = sgpu_script_read_file(path, offset, len, max_mem(ctx), &data, &size, err,
	                                       sizeof(err));
	if (st != SGPU_OK) {
		sgpu_script_fail(ctx, st, pt, "cannot load '%s': %s", path, err);
		free(path);
		return false;
	}
	free(path);
	bool ok = sgpu_script_range(ctx, a->pos[1], space, addr, size);
	if (ok && size) {
		st = sgpu_mem_write(ctx->dev, space, addr, data, size);
		ok = st == SGPU_OK || mem_fail(ctx, a->pos[1], st, "mem load");
	}
	free(data);
	return ok;
}

enum pattern { PAT_ZERO, PAT_ONES, PAT_SEQ8, PAT_SEQ32, PAT_RANDOM };

static bool load_pattern(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a,
                         sgpu_space space, uint64_t addr)
{
	if (a->npos != 5)
		return sgpu_script_error(ctx, a->npos > 5 ? a->pos[5] : a->pos[2],
		                         "usage: mem load SPACE ADDR pattern "
		                         "zero|ones|seq8|seq32|random LEN [seed=N]");
	const struct sgpu_script_tok *kt = a->pos[3];
	static const char *const names[] = {"zero", "ones", "seq8", "seq32", "random"};
	int pat = -1;
	for (int i = 0; i < 5; i++)
		if (!kt->quoted && strcmp(kt->text, names[i]) == 0)
			pat = i;
	if (pat < 0)
		return sgpu_script_error(ctx, kt,
		                         "unknown pattern '%s' (zero, ones, seq8, seq32 or random)",
		                         kt->text);
	if (!no_opts(ctx, a, pat == PAT_RANDOM ? "seed" : NULL, "pattern"))
		return false;
	uint64_t len, seed = 1;
	if (!sgpu_script_eval(ctx, a->pos[4], &len))
		return false;
	const struct sgpu_script_tok *st = sgpu_script_opt(a, "seed");
	if (st) {
		if (!sgpu_script_eval_bits(ctx, st, 32, &seed))
			return false;
		if (seed == 0)
			return sgpu_script_error(
			        ctx, st, "seed must not be 0 (xorshift32 would give only zeros)");
	}
	if (!sgpu_script_range(ctx, a->pos[1], space, addr, len))
		return false;
	uint8_t *buf = malloc(SGPU_SCRIPT_CHUNK);
	if (!buf)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, a->cmd, "out of memory");
	uint32_t x = (uint32_t)seed;
	uint32_t rnd = 0;
	for (uint64_t done = 0; done < len;) {
		size_t n =
		        len - done > SGPU_SCRIPT_CHUNK ? SGPU_SCRIPT_CHUNK : (size_t)(len - done);
		for (size_t k = 0; k < n; k++) {
			uint64_t i = done + k;
			uint8_t b = 0;
			switch ((enum pattern)pat) {
			case PAT_ZERO: b = 0; break;
			case PAT_ONES: b = 0xff; break;
			case PAT_SEQ8: b = (uint8_t)i; break;
			case PAT_SEQ32: b = (uint8_t)((i / 4) >> (8 * (i % 4))); break;
			case PAT_RANDOM:
				/* xorshift32 (Marsaglia 2003, 13/17/5): one word per 4 bytes,
				 * stored little-endian. */
				if (i % 4 == 0) {
					x ^= x << 13;
					x ^= x >> 17;
					x ^= x << 5;
					rnd = x;
				}
				b = (uint8_t)(rnd >> (8 * (i % 4)));
				break;
			}
			buf[k] = b;
		}
		sgpu_status s = sgpu_mem_write(ctx->dev, space, addr + done, buf, n);
		if (s != SGPU_OK) {
			free(buf);
			return mem_fail(ctx, a->pos[1], s, "mem load");
		}
		done += n;
	}
	free(buf);
	return true;
}

bool sgpu_script_cmd_mem_load(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	sgpu_space space;
	uint64_t addr;
	if (!sgpu_script_space(ctx, a->pos[0], &space) || !eval_addr(ctx, a->pos[1], &addr))
		return false;
	const struct sgpu_script_tok *kind = a->pos[2];
	if (!kind->quoted && strcmp(kind->text, "hex") == 0)
		return load_hex(ctx, a, space, addr);
	if (!kind->quoted && strcmp(kind->text, "file") == 0)
		return load_file(ctx, a, space, addr);
	if (!kind->quoted && strcmp(kind->text, "pattern") == 0)
		return load_pattern(ctx, a, space, addr);
	return sgpu_script_error(ctx, kind, "unknown load source '%s' (hex, file or pattern)",
	                         kind->text);
}

/* ------------------------------------------------------------------ compare, copy, crc */

struct two_ranges {
	sgpu_space s1, s2;
	uint64_t a1, a2, len;
};

static bool parse_two(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a,
                      struct two_ranges *r)
{
	return sgpu_script_space(ctx, a->pos[0], &r->s1) && eval_addr(ctx, a->pos[1], &r->a1) &&
	       sgpu_script_space(ctx, a->pos[2], &r->s2) && eval_addr(ctx, a->pos[3], &r->a2) &&
	       sgpu_script_eval(ctx, a->pos[4], &r->len) &&
	       sgpu_script_range(ctx, a->pos[1], r->s1, r->a1, r->len) &&
	       sgpu_script_range(ctx, a->pos[3], r->s2, r->a2, r->len);
}

bool sgpu_script_cmd_mem_compare(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	struct two_ranges r;
	if (!parse_two(ctx, a, &r))
		return false;
	uint8_t *b1 = malloc(SGPU_SCRIPT_CHUNK), *b2 = malloc(SGPU_SCRIPT_CHUNK);
	bool ok = b1 && b2;
	if (!ok)
		sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, a->cmd, "out of memory");
	for (uint64_t done = 0; ok && done < r.len;) {
		size_t n = r.len - done > SGPU_SCRIPT_CHUNK ? SGPU_SCRIPT_CHUNK
		                                            : (size_t)(r.len - done);
		sgpu_status st = sgpu_mem_read(ctx->dev, r.s1, r.a1 + done, b1, n);
		if (st == SGPU_OK)
			st = sgpu_mem_read(ctx->dev, r.s2, r.a2 + done, b2, n);
		if (st != SGPU_OK) {
			ok = mem_fail(ctx, a->pos[1], st, "mem compare");
			break;
		}
		if (memcmp(b1, b2, n) != 0) {
			size_t k = 0;
			while (b1[k] == b2[k])
				k++;
			uint64_t off = done + k;
			ok = sgpu_script_mismatch(
			        ctx, a->pos[4],
			        "mem compare: first difference at offset 0x%" PRIx64
			        ": %s 0x%" PRIx64 " = 0x%02x, %s 0x%" PRIx64 " = 0x%02x",
			        off, sgpu_space_name(r.s1), r.a1 + off, b1[k],
			        sgpu_space_name(r.s2), r.a2 + off, b2[k]);
			break;
		}
		done += n;
	}
	free(b1);
	free(b2);
	if (ok)
		sgpu_script_passed(ctx);
	return ok;
}

bool sgpu_script_cmd_mem_copy(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	struct two_ranges r;
	if (!parse_two(ctx, a, &r))
		return false;
	sgpu_status st = sgpu_mem_copy(ctx->dev, r.s1, r.a1, r.s2, r.a2, (size_t)r.len);
	return st == SGPU_OK || mem_fail(ctx, a->pos[1], st, "mem copy");
}

/* Reads [addr, addr + len) in chunks and calls fn on each. */
static bool for_chunks(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                       sgpu_space space, uint64_t addr, uint64_t len,
                       bool (*fn)(void *user, const uint8_t *p, size_t n), void *user)
{
	uint8_t *buf = malloc(SGPU_SCRIPT_CHUNK);
	if (!buf)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, tok, "out of memory");
	for (uint64_t done = 0; done < len;) {
		size_t n =
		        len - done > SGPU_SCRIPT_CHUNK ? SGPU_SCRIPT_CHUNK : (size_t)(len - done);
		sgpu_status st = sgpu_mem_read(ctx->dev, space, addr + done, buf, n);
		if (st != SGPU_OK) {
			free(buf);
			return mem_fail(ctx, tok, st, "memory read");
		}
		if (!fn(user, buf, n)) {
			free(buf);
			return false;
		}
		done += n;
	}
	free(buf);
	return true;
}

static bool crc_chunk(void *user, const uint8_t *p, size_t n)
{
	uLong *crc = user;
	*crc = crc32(*crc, p, (uInt)n);
	return true;
}

bool sgpu_script_cmd_mem_crc(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	sgpu_space space;
	uint64_t addr, len, want = 0;
	const struct sgpu_script_tok *et = sgpu_script_opt(a, "expect");
	if (!sgpu_script_space(ctx, a->pos[0], &space) || !eval_addr(ctx, a->pos[1], &addr) ||
	    !sgpu_script_eval(ctx, a->pos[2], &len) ||
	    (et && !sgpu_script_eval_bits(ctx, et, 32, &want)) ||
	    !sgpu_script_range(ctx, a->pos[1], space, addr, len))
		return false;
	uLong crc = crc32(0L, Z_NULL, 0);
	if (!for_chunks(ctx, a->pos[1], space, addr, len, crc_chunk, &crc))
		return false;
	uint32_t got = (uint32_t)crc;
	sgpu_script_print(ctx, "crc32 %s 0x%" PRIx64 " 0x%" PRIx64 " = 0x%08" PRIx32,
	                  sgpu_space_name(space), addr, len, got);
	if (!et)
		return true;
	if (got == want) {
		sgpu_script_passed(ctx);
		return true;
	}
	return sgpu_script_mismatch(ctx, et, "mem crc: got 0x%08" PRIx32 ", want 0x%08" PRIx64, got,
	                            want);
}

/* ------------------------------------------------------------------ dump, save */

bool sgpu_script_cmd_mem_dump(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	sgpu_space space;
	uint64_t addr, len;
	if (!sgpu_script_space(ctx, a->pos[0], &space) || !eval_addr(ctx, a->pos[1], &addr) ||
	    !sgpu_script_eval(ctx, a->pos[2], &len))
		return false;
	if (len > SGPU_SCRIPT_DUMP_MAX)
		return sgpu_script_error(
		        ctx, a->pos[2], "mem dump of 0x%" PRIx64 " bytes is over the limit of 0x%x",
		        len, SGPU_SCRIPT_DUMP_MAX);
	if (!sgpu_script_range(ctx, a->pos[1], space, addr, len))
		return false;
	uint8_t *buf = malloc(len ? (size_t)len : 1);
	if (!buf)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, a->cmd, "out of memory");
	sgpu_status st = sgpu_mem_read(ctx->dev, space, addr, buf, (size_t)len);
	if (st != SGPU_OK) {
		free(buf);
		return mem_fail(ctx, a->pos[1], st, "mem dump");
	}
	const char *sn = sgpu_space_name(space);
	for (uint64_t off = 0; off < len; off += 16) {
		char line[128];
		size_t n =
		        (size_t)snprintf(line, sizeof(line), "%s 0x%08" PRIx64 ":", sn, addr + off);
		char ascii[17];
		size_t k;
		for (k = 0; k < 16; k++) {
			if (k == 8)
				line[n++] = ' ';
			if (off + k < len) {
				uint8_t b = buf[off + k];
				n += (size_t)snprintf(line + n, sizeof(line) - n, " %02x", b);
				ascii[k] = b >= 0x20 && b < 0x7f ? (char)b : '.';
			} else {
				n += (size_t)snprintf(line + n, sizeof(line) - n, "   ");
				ascii[k] = ' ';
			}
		}
		ascii[16] = '\0';
		snprintf(line + n, sizeof(line) - n, "  |%s|", ascii);
		sgpu_script_print(ctx, "%s", line);
	}
	free(buf);
	return true;
}

static bool save_chunk(void *user, const uint8_t *p, size_t n)
{
	return fwrite(p, 1, n, (FILE *)user) == n;
}

bool sgpu_script_cmd_mem_save(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	sgpu_space space;
	uint64_t addr, len;
	const struct sgpu_script_tok *pt = a->pos[3];
	if (!sgpu_script_files_ok(ctx, a->sub, "mem save") ||
	    !sgpu_script_space(ctx, a->pos[0], &space) || !eval_addr(ctx, a->pos[1], &addr) ||
	    !sgpu_script_eval(ctx, a->pos[2], &len) ||
	    !sgpu_script_string(ctx, pt, "the file name") ||
	    !sgpu_script_range(ctx, a->pos[1], space, addr, len))
		return false;
	if (len > max_mem(ctx))
		return sgpu_script_fail(ctx, SGPU_ERR_OUT_OF_RANGE, a->pos[2],
		                        "mem save of 0x%" PRIx64
		                        " bytes is over the limit of 0x%" PRIx64,
		                        len, max_mem(ctx));
	char *path = sgpu_script_path_join(ctx->opts->out_dir, pt->text);
	if (!path)
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, pt, "out of memory");
	char err[256] = "";
	FILE *f = NULL;
	if (sgpu_script_mkdirs_for(path, err, sizeof(err)) && !(f = fopen(path, "wb")))
		snprintf(err, sizeof(err), "%s", strerror(errno));
	if (!f) {
		sgpu_script_fail(ctx, SGPU_ERR_IO, pt, "cannot write '%s': %s", path, err);
		free(path);
		return false;
	}
	bool ok = for_chunks(ctx, a->pos[1], space, addr, len, save_chunk, f);
	int e = errno;
	if (fclose(f) != 0 && ok) {
		ok = false;
		e = errno;
	}
	if (!ok && ctx->status == SGPU_OK)
		sgpu_script_fail(ctx, SGPU_ERR_IO, pt, "cannot write '%s': %s", path, strerror(e));
	free(path);
	return ok && ctx->status == SGPU_OK;
}

/* ------------------------------------------------------------------ decode */

void sgpu_script_print_line(struct sgpu_script_ctx *ctx, const char *line)
{
	sgpu_script_print(ctx, "%s", line);
}

/* decode DIALECT SPACE ADDR WORDS [KEY=VALUE...]: a dialect's disassembler
 * over guest memory (struct sgpu_script_dialect.decode). */
bool sgpu_script_cmd_decode(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	const struct sgpu_script_tok *dt = a->pos[0];
	const struct sgpu_script_dialect *d = NULL;
	for (size_t i = 0; sgpu_script_dialects[i] && !d; i++)
		if (strcmp(sgpu_script_dialects[i]->name, dt->text) == 0)
			d = sgpu_script_dialects[i];
	if (!d || !d->decode)
		return sgpu_script_error(ctx, dt, "no dialect '%s' with a decoder", dt->text);
	sgpu_space space;
	uint64_t addr, words;
	if (!sgpu_script_space(ctx, a->pos[1], &space) || !eval_addr(ctx, a->pos[2], &addr) ||
	    !sgpu_script_eval(ctx, a->pos[3], &words))
		return false;
	if (words > SGPU_SCRIPT_DUMP_MAX / 4)
		return sgpu_script_error(ctx, a->pos[3],
		                         "decode of 0x%" PRIx64 " words is over the limit of 0x%x",
		                         words, SGPU_SCRIPT_DUMP_MAX / 4);
	if (!sgpu_script_range(ctx, a->pos[2], space, addr, words * 4))
		return false;
	uint32_t *w = malloc(words ? (size_t)words * 4 : 4);
	uint8_t *b = malloc(words ? (size_t)words * 4 : 4);
	if (!w || !b) {
		free(w);
		free(b);
		return sgpu_script_fail(ctx, SGPU_ERR_NO_MEMORY, a->cmd, "out of memory");
	}
	sgpu_status st = sgpu_mem_read(ctx->dev, space, addr, b, (size_t)words * 4);
	for (size_t i = 0; st == SGPU_OK && i < words; i++)
		w[i] = sgpu_ld_le32(b + 4 * i);
	bool ok = st == SGPU_OK ? d->decode(ctx, a->cmd, w, (size_t)words, addr, a->opt, a->nopt)
	                        : mem_fail(ctx, a->pos[2], st, "decode");
	free(w);
	free(b);
	return ok;
}
