/* The falcon ALU (alu_inline.h), exported for the reference path, the
 * tests and anyone else. */
#include "falcon/alu_inline.h"

uint32_t fuc_alu(unsigned version, enum fuc_alu_op op, unsigned size, uint32_t dst, uint32_t a,
                 uint32_t b, uint32_t *flags)
{
	return fuc_alu_inline(version, op, size, dst, a, b, flags);
}

int fuc_cond(unsigned version, unsigned cc, uint32_t flags)
{
	return fuc_cond_inline(version, cc, flags);
}
