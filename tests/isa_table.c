/* The shared "bytes = text" table walk (isa_table.h). */
#include "isa_table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"

static size_t parse_units(const char *p, unsigned unit, uint8_t *b, size_t max)
{
	size_t n = 0;
	while (*p && n + unit <= max) {
		char *end;
		unsigned long long v = strtoull(p, &end, 16);
		if (end == p)
			break;
		for (unsigned i = 0; i < unit; i++)
			b[n++] = (uint8_t)(v >> (8 * i));
		p = end;
		while (*p == ',' || *p == ' ')
			p++;
	}
	return n;
}

int sgpu_isa_table_check(const struct sgpu_isa_table *t, int *nlines)
{
	char *text = sgpu_test_read(t->path);
	if (!text) {
		printf("cannot read %s\n", t->path);
		return 1;
	}
	int fails = 0;
	char *save = NULL;
	for (char *line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		if (line[0] == '#' || !line[0])
			continue;
		bool dis_only = !strncmp(line, "dis ", 4), as_only = !strncmp(line, "as ", 3);
		line += dis_only ? 4 : as_only ? 3 : 0;
		char *eq = strstr(line, " = ");
		if (!eq) {
			printf("%s: malformed line %s\n", t->path, line);
			fails++;
			continue;
		}
		*eq = 0;
		const char *want = eq + 3;
		uint8_t b[ISA_MAX_BYTES];
		size_t n = parse_units(line, t->unit, b, sizeof(b));
		(*nlines)++;
		if (t->exact && n != t->exact) {
			printf("%s: %s has %zu bytes, not %zu\n", t->path, line, n, t->exact);
			fails++;
			continue;
		}
		if (!as_only) {
			char got[1024];
			struct isa_decoded d;
			isa_decode_at(t->isa, b, n, 0, t->ofs, t->variant, t->features, &d);
			/* (scheduling words are not forms[]) */
			if (d.form && t->hit && !(t->hit_needs_asm && dis_only) &&
			    d.form >= t->isa->forms && d.form < t->isa->forms + t->isa->nforms)
				t->hit[d.form - t->isa->forms] = true;
			int k = isa_format(&d, got, sizeof(got));
			isa_format_diag(&d, n, got + k, sizeof(got) - (size_t)k);
			if (strcmp(got, want)) {
				printf("%s: %s decodes as\n  '%s', table says\n  '%s'\n", t->path,
				       line, got, want);
				fails++;
			}
		}
		if (dis_only)
			continue;
		if (t->check && !t->check(t, b, n)) {
			printf("%s: %s fails the machine's own check\n", t->path, line);
			fails++;
		}
		struct isa_asm_result r;
		if (!isa_assemble(t->isa, t->variant, t->features, want, strlen(want), "t.s",
		                  ISA_OUT_RAW, &r) ||
		    r.size != n || memcmp(r.data, b, n)) {
			printf("%s: '%s' assembles to %zu bytes%s%s, table says %s\n", t->path,
			       want, r.size, r.errors ? ": " : "", r.errors ? r.errors : "", line);
			fails++;
		}
		isa_asm_result_free(&r);
	}
	free(text);
	return fails;
}
