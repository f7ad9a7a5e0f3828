/* The "bytes = text" ISA tables of tests/isa/, checked both ways: each line
 * decodes (with diagnostics) to its text, and its text assembles back to
 * its bytes. Shared by the ISA tests of every machine.
 *
 * A line is "UNITS = TEXT", "dis UNITS = TEXT" (decode only) or "as UNITS
 * = TEXT" (assemble only); UNITS are hex numbers of `unit` bytes each,
 * little-endian, separated by commas or spaces; '#' starts a comment line. */
#ifndef SGPU_TESTS_ISA_TABLE_H
#define SGPU_TESTS_ISA_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "isa/isa.h"

struct sgpu_isa_table {
	const char *path; /* under tests/, e.g. "isa/falcon/fuc3.txt" */
	const struct isa_def *isa;
	unsigned variant, features;
	unsigned unit;      /* bytes per number in the bytes column */
	size_t exact;       /* bytes every line must have (0: any) */
	uint64_t ofs;       /* code offset each line decodes at (gm107: 8, an instruction
	                     * slot; 0, a scheduling word); lines decode at address 0 */
	bool *hit;          /* forms decoded, indexed like isa->forms (or NULL) */
	bool hit_needs_asm; /* mark only lines that also assemble */
	/* an extra check of each line that assembles; false fails the line */
	bool (*check)(const struct sgpu_isa_table *t, const uint8_t *b, size_t n);
};

/* Checks one table file; prints each failure and returns how many there
 * were (an unreadable file is one). Adds the lines it read to *nlines. */
int sgpu_isa_table_check(const struct sgpu_isa_table *t, int *nlines);

#endif
