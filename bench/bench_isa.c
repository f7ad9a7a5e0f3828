/* Disassembly of the table-driven ISAs (src/isa/) against memcpy (issue
 * 18, goal 200: "a 100 MB shader or firmware dump lists in about two
 * seconds"): per machine, a 64 KiB stream of random valid instructions
 * (random bytes kept only where they decode to a known form with every
 * bit claimed; 8-byte instructions 8-aligned, gm107's scheduling words in
 * their slots) listed as `softgpu dis` lists it (isa_disasm: both passes,
 * addresses, bytes, text) into a 1 MiB memory buffer written round and
 * round (a FILE that copies, as a pipe would); the time per byte ÷ the
 * time per byte of memcpy of a dump-sized buffer (64 MiB, twice the L3
 * of the machines we run on, source and destination 2 KiB apart modulo
 * 4 KiB so that no load aliases a store just made), which is what
 * copying a large dump costs. Prints "isa dis MACHINE/memcpy: R" (lower
 * is better). `bench_isa NAME` runs one machine (for a profiler).
 * Figures by round: docs/hw/nv-isa.md, "Listing speed" (sixth round, load
 * 1.3-2.7: falcon 207-219, hwsq 195-240, ctx 107-118, g80 192-234, gf100
 * 150-193, gk110 185-204, gm107 237-266, macro 144-200, vp1 156-208, vuc
 * 286-381, vcomp 97-123; seventh round, load 5.6-7, ±40% run to run:
 * gm107 146-255, vuc 192-269, the others as before; gm107's listing alone
 * 33 -> 26 ns a byte; eighth round, load 4, three runs: falcon 211-256,
 * hwsq 123-155, ctx 109-117, g80 210-225, gf100 206-235, gk110 204-256,
 * gm107 213-238, macro 154-166, vp1 154-178, vuc 303-325, vcomp 101-131;
 * tenth round, load 2.0-2.2, three runs: falcon 177-194, hwsq 126-131,
 * ctx 101-118, g80 195-218, gf100 170-205, gk110 142-155, gm107 150-162,
 * macro 137-165, vp1 143-168, vuc 222-250, vcomp 91-120; twelfth round,
 * load 0.8-0.9, three runs: falcon 156-172, hwsq 128-140, ctx 110-126, g80
 * 187-203, gf100 171-195, gk110 144-151, gm107 144-150, macro 139-155, vp1
 * 146-160, vuc 173-189, vcomp 114-126; at load 2.1-2.5 vuc 152-212;
 * the eleventh and twelfth merged, with the lookup a line ahead, load
 * 1.1-1.2, three runs: falcon 158-168, hwsq 128-134, ctx 107-122, g80
 * 186-191, gf100 176-182, gk110 146-147, gm107 137-145, macro 136-157,
 * vp1 136-152, vuc 168-177, vcomp 89-120: every machine under 200; at
 * load 1.3-1.4 later: g80 190-192, gf100 186-197, vuc 192, falcon
 * 162-191, the others under 165). */
#define _GNU_SOURCE /* fopencookie */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "isa/falcon_priv.h"
#include "isa/isa.h"
#include "isa/nv_isa.h"

#define STREAM (64u << 10)
#define RING (1u << 20)
/* the baseline copy: a dump past the last-level cache */
#define DUMP (64u << 20)

struct machine {
	const char *name;
	const struct isa_def *isa;
	bool (*parse)(const char *name, unsigned *v);
	const char *variant; /* NULL: version 0 */
};

static bool fuc_version(const char *name, unsigned *v)
{
	enum fuc_version fv;
	if (!fuc_parse_version(name, &fv))
		return false;
	*v = (unsigned)fv;
	return true;
}

static const struct machine machines[] = {
        {"falcon", &fuc_isa, fuc_version, "fuc5"},
        {"hwsq", &hwsq_isa, hwsq_parse_version, "g80"},
        {"ctx", &ctx_isa, ctx_parse_version, "g200"},
        {"g80", &g80_isa, g80_parse_version, "g200:cp"},
        {"gf100", &gf100_isa, gf100_parse_version, "gk104"},
        {"gk110", &gk110_isa, gk110_parse_version, NULL},
        {"gm107", &gm107_isa, gm107_parse_version, "sm60"},
        {"macro", &macro_isa, macro_parse_version, NULL},
        {"vp1", &vp1_isa, vp1_parse_version, NULL},
        {"vuc", &vuc_isa, vuc_parse_version, "vp2"},
        {"vcomp", &vcomp_isa, vcomp_parse_version, NULL},
};

/* The listing's sink: copies into a ring buffer, so the text is written
 * to memory without a listing-sized working set. */
struct ring {
	char *buf;
	size_t pos, total;
};

static ssize_t ring_write(void *cookie, const char *p, size_t n)
{
	struct ring *r = cookie;
	for (size_t left = n; left;) {
		size_t k = RING - r->pos < left ? RING - r->pos : left;
		memcpy(r->buf + r->pos, p, k);
		r->pos = (r->pos + k) % RING;
		p += k;
		left -= k;
	}
	r->total += n;
	return (ssize_t)n;
}

struct ctx {
	const struct isa_def *isa;
	unsigned v;
	uint8_t *code;
	size_t size;
	uint8_t *dump_src, *dump_dst; /* DUMP bytes each */
	FILE *out;
	struct ring ring;
};

static uint64_t rng = 0x243f6a8885a308d3u;

static uint8_t rand8(void)
{
	rng = rng * 6364136223846793005u + 1442695040888963407u;
	return (uint8_t)(rng >> 56);
}

/* A known form, every bit of it read, its length in range. */
static bool valid(const struct isa_decoded *d, size_t avail)
{
	if (d->status || !d->form || d->len > avail)
		return false;
	for (unsigned w = 0; w < ISA_WORDS; w++)
		if (d->raw[w] & ~d->claimed[w])
			return false;
	return true;
}

/* Fills c->code with random valid instructions; false if the machine
 * yields none (a table bug). */
static bool build_stream(struct ctx *c)
{
	unsigned unit = isa_unit(c->isa, c->v);
	size_t pos = 0;
	unsigned tries = 0;
	uint8_t cand[ISA_MAX_BYTES];
	/* the tail shorter than the longest instruction stays out: not every
	 * machine has an instruction of every length */
	size_t maxlen = c->isa->one_unit ? unit : c->isa->maxlen;
	while (pos + maxlen <= c->size) {
		if (++tries > 100000000u) {
			fprintf(stderr, "bench_isa: stuck at %zu\n", pos);
			return false;
		}
		size_t avail = c->size - pos < sizeof(cand) ? c->size - pos : sizeof(cand);
		for (size_t i = 0; i < avail; i++)
			cand[i] = rand8();
		/* a third of the candidates sparse: more of the short forms */
		if (rand8() < 85)
			for (size_t i = 1; i < avail; i++)
				cand[i] &= rand8();
		struct isa_decoded d;
		isa_decode_at(c->isa, cand, avail, pos / unit, pos / unit, c->v, 0, &d);
		if (!valid(&d, avail))
			continue;
		if (c->isa->long_align && d.len == 8 && (pos & 7))
			continue;
		memcpy(c->code + pos, cand, d.len);
		pos += d.len;
	}
	c->size = pos;
	return pos > 0;
}

static void disasm(void *user)
{
	struct ctx *c = user;
	isa_disasm(c->isa, c->v, 0, c->code, c->size, 0, false, c->out);
	fflush(c->out);
	sgpu_bench_sink += c->ring.total;
}

static void copy(void *user)
{
	struct ctx *c = user;
	memcpy(c->dump_dst, c->dump_src, DUMP);
	sgpu_bench_sink += c->dump_dst[DUMP / 2];
}

int main(int argc, char **argv)
{
	const char *only = argc > 1 ? argv[1] : NULL; /* one machine, for profiling */
	/* the dump's two buffers page-aligned, the destination 2 KiB in */
	uint8_t *src = aligned_alloc(4096, DUMP), *dst = aligned_alloc(4096, DUMP + 4096);
	struct ctx c = {.code = malloc(STREAM), .dump_src = src, .dump_dst = dst ? dst + 2048 : NULL};
	c.ring.buf = malloc(RING);
	if (!c.ring.buf || !c.code || !src || !dst)
		return 1;
	memset(src, 0x5a, DUMP); /* every page mapped before the timing */
	memset(dst, 0, DUMP + 4096);
	c.out = fopencookie(&c.ring, "w", (cookie_io_functions_t){.write = ring_write});
	if (!c.out)
		return 1;
	setvbuf(c.out, NULL, _IOFBF, 1u << 16);
	sgpu_bench_host("bench_isa", "listing 64 KiB through a FILE into a 1 MiB ring; per byte, "
	                             "against memcpy of a 64 MiB dump");
	int rc = 0;
	for (size_t i = 0; i < sizeof(machines) / sizeof(machines[0]); i++) {
		const struct machine *m = &machines[i];
		if (only && strcmp(only, m->name))
			continue;
		c.isa = m->isa;
		c.v = 0;
		if (m->variant && !m->parse(m->variant, &c.v)) {
			fprintf(stderr, "bench_isa: %s: no variant %s\n", m->name, m->variant);
			rc = 1;
			continue;
		}
		c.size = STREAM;
		if (!build_stream(&c)) {
			fprintf(stderr, "bench_isa: %s: no valid instructions\n", m->name);
			rc = 1;
			continue;
		}
		disasm(&c);
		char name[64];
		snprintf(name, sizeof(name), "isa dis %s/memcpy", m->name);
		double ours, base;
		sgpu_bench_time_pair(disasm, &c, copy, &c, &ours, &base);
		sgpu_bench_ratio(name, ours / (double)c.size, base / (double)DUMP);
	}
	fclose(c.out);
	free(c.ring.buf);
	free(c.code);
	free(src);
	free(dst);
	return rc;
}
