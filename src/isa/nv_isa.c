/* Helpers shared by the NVIDIA tables of nv_isa.h. */
#include "isa/nv_isa.h"

#include <string.h>

bool isa_variant_parse(const struct isa_variant *vars, const char *name, unsigned *v)
{
	for (; vars->name; vars++)
		if (!strcmp(vars->name, name)) {
			*v = vars->v;
			return true;
		}
	return false;
}
