/* The "bar" commands of .sgs scripts: host accesses through a PCI BAR
 * (sgpu_bar_write, sgpu_bar_read; docs/script.md, "BARs"). */
#include <inttypes.h>
#include <string.h>

#include "script/priv.h"

/* BAR OFFSET [u8|u16|u32|u64] VALUE...: the parts write and expect share. */
struct bar_values {
	unsigned bar;
	uint64_t offset;
	unsigned unit;
	size_t first; /* index in a->pos of the first value */
};

static bool unit_word(const struct sgpu_script_tok *t, unsigned *bytes)
{
	static const char *const names[] = {"u8", "u16", "u32", "u64"};
	if (t->quoted || t->key)
		return false;
	for (unsigned i = 0; i < 4; i++)
		if (strcmp(t->text, names[i]) == 0) {
			*bytes = 1u << i;
			return true;
		}
	return false;
}

static bool parse(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a,
                  struct bar_values *v)
{
	uint64_t bar;
	if (!sgpu_script_eval(ctx, a->pos[0], &bar) ||
	    !sgpu_script_eval(ctx, a->pos[1], &v->offset))
		return false;
	struct sgpu_bar_info info;
	bool found = false;
	for (size_t i = 0; sgpu_bar_get(ctx->dev, i, &info) == SGPU_OK; i++)
		found |= info.bar == bar;
	if (!found)
		return sgpu_script_error(ctx, a->pos[0],
		                         "chip %s has no BAR %" PRIu64 " (see softgpu info)",
		                         sgpu_device_chip(ctx->dev)->name, bar);
	v->bar = (unsigned)bar;
	v->unit = 4;
	v->first = 2;
	if (a->npos > 2 && unit_word(a->pos[2], &v->unit))
		v->first = 3;
	if (v->first >= a->npos)
		return sgpu_script_error(ctx, a->pos[a->npos - 1], "missing values (usage: %s)",
		                         a->usage);
	return true;
}

static bool bar_fail(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok, sgpu_status st,
                     const char *what, const struct bar_values *v, uint64_t off)
{
	return sgpu_script_fail(ctx, st, tok, "%s BAR%u +0x%" PRIx64 " failed: %s", what, v->bar,
	                        off, sgpu_strerror(st));
}

/* Each value is one host access of its unit's size. */
bool sgpu_script_cmd_bar_write(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	struct bar_values v;
	if (!parse(ctx, a, &v))
		return false;
	for (size_t i = v.first; i < a->npos; i++) {
		uint64_t x;
		if (!sgpu_script_eval_bits(ctx, a->pos[i], v.unit * 8, &x))
			return false;
		uint8_t b[8];
		for (unsigned k = 0; k < v.unit; k++)
			b[k] = (uint8_t)(x >> (8 * k));
		uint64_t off = v.offset + (uint64_t)(i - v.first) * v.unit;
		sgpu_status st = sgpu_bar_write(ctx->dev, v.bar, off, b, v.unit);
		if (st != SGPU_OK)
			return bar_fail(ctx, a->pos[i], st, "bar write", &v, off);
	}
	return true;
}

bool sgpu_script_cmd_bar_expect(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a)
{
	struct bar_values v;
	if (!parse(ctx, a, &v))
		return false;
	int w = (int)v.unit * 2;
	for (size_t i = v.first; i < a->npos; i++) {
		uint64_t want, got = 0;
		if (!sgpu_script_eval_bits(ctx, a->pos[i], v.unit * 8, &want))
			return false;
		uint8_t b[8];
		uint64_t off = v.offset + (uint64_t)(i - v.first) * v.unit;
		sgpu_status st = sgpu_bar_read(ctx->dev, v.bar, off, b, v.unit);
		if (st != SGPU_OK)
			return bar_fail(ctx, a->pos[i], st, "bar expect", &v, off);
		for (unsigned k = 0; k < v.unit; k++)
			got |= (uint64_t)b[k] << (8 * k);
		if (got != want)
			return sgpu_script_mismatch(ctx, a->pos[i],
			                            "bar expect BAR%u +0x%" PRIx64
			                            ": got 0x%0*" PRIx64 ", want 0x%0*" PRIx64,
			                            v.bar, off, w, got, w, want);
	}
	sgpu_script_passed(ctx);
	return true;
}
