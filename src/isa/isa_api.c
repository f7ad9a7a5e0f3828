/* The public ISA API (include/softgpu/isa.h) over the tables of src/isa/. */
#include "softgpu/isa.h"

#include <stdlib.h>
#include <string.h>

#include "isa/falcon_priv.h"
#include "isa/nv_isa.h"

struct sgpu_isa {
	const struct isa_def *def;
	unsigned v;
	uint32_t feat;
};

static bool falcon_variant(const char *name, unsigned *v)
{
	enum fuc_version fv;
	if (!fuc_parse_version(name, &fv))
		return false;
	*v = (unsigned)fv;
	return true;
}

struct api_machine {
	const char *name;
	const struct isa_def *def;
	bool (*parse)(const char *name, unsigned *v);
	unsigned default_v;
	const char *variants;
};

/* The same machines as softgpu dis/as (tools/cmd_isa.c). */
static const struct api_machine machines[] = {
        {"falcon", &fuc_isa, falcon_variant, FUC_V3,
         "fuc0, fuc3 (default), fuc4, fuc5, fuc6; +crypt"},
        {"hwsq", &hwsq_isa, hwsq_parse_version, HWSQ_V_BASE, "nv17, nv41, g80 (default: none)"},
        {"ctx", &ctx_isa, ctx_parse_version, CTX_V_BASE, "nv40, g80, g200 (default: none)"},
        {"g80", &g80_isa, g80_parse_version, 0,
         "g80, g84, g200, mcp77, gt215, each optionally :vp, :gp, :fp, :cp (default: none)"},
        {"gf100", &gf100_isa, gf100_parse_version, GF100_V_BASE, "gf100, gk104 (default: none)"},
        {"gk110", &gk110_isa, gk110_parse_version, 0, "(none)"},
        {"gm107", &gm107_isa, gm107_parse_version, GM107_V_BASE,
         "sm50, sm52, sm60 (default: none)"},
        {"macro", &macro_isa, macro_parse_version, 0, "(none)"},
};
#define NMACHINES (sizeof(machines) / sizeof(machines[0]))

static const struct api_machine *find(const char *name)
{
	if (!name)
		return NULL;
	if (!strcmp(name, "fuc"))
		return &machines[0];
	for (size_t i = 0; i < NMACHINES; i++)
		if (!strcmp(machines[i].name, name))
			return &machines[i];
	return NULL;
}

size_t sgpu_isa_machine_count(void)
{
	return NMACHINES;
}

const char *sgpu_isa_machine(size_t i)
{
	return i < NMACHINES ? machines[i].name : NULL;
}

const char *sgpu_isa_variants(const char *machine)
{
	const struct api_machine *m = find(machine);
	return m ? m->variants : NULL;
}

sgpu_status sgpu_isa_open(const char *machine, const char *variant, sgpu_isa **out)
{
	if (!out)
		return SGPU_ERR_INVALID_ARG;
	*out = NULL;
	const struct api_machine *m = find(machine);
	if (!m)
		return SGPU_ERR_UNSUPPORTED;
	unsigned v = m->default_v;
	uint32_t feat = 0;
	if (variant && *variant) {
		char name[32];
		size_t n = strlen(variant);
		const char *plus = strchr(variant, '+');
		if (plus && m->def == &fuc_isa && !strcmp(plus, "+crypt")) {
			feat = FUC_FEAT_CRYPT;
			n = (size_t)(plus - variant);
		}
		if (n >= sizeof(name))
			return SGPU_ERR_UNSUPPORTED;
		memcpy(name, variant, n);
		name[n] = 0;
		if (n && !m->parse(name, &v))
			return SGPU_ERR_UNSUPPORTED;
	}
	sgpu_isa *isa = malloc(sizeof(*isa));
	if (!isa)
		return SGPU_ERR_NO_MEMORY;
	*isa = (struct sgpu_isa){m->def, v, feat};
	*out = isa;
	return SGPU_OK;
}

void sgpu_isa_close(sgpu_isa *isa)
{
	free(isa);
}

unsigned sgpu_isa_unit(const sgpu_isa *isa)
{
	return isa && isa->def->stride ? isa->def->stride : 1;
}

unsigned sgpu_isa_max_length(const sgpu_isa *isa)
{
	return isa ? isa->def->maxlen : 0;
}

static void fill_operand(const struct isa_item *it, struct sgpu_isa_operand *o)
{
	const struct isa_atom *at = it->atom;
	memset(o, 0, sizeof(*o));
	o->base = -1;
	o->index = -1;
	o->value = it->v1;
	o->value2 = it->v2;
	o->name = at->str;
	switch (at->kind) {
	case ISA_NAME: o->kind = SGPU_ISA_WORD; break;
	case ISA_SEOPEN: /* g80 "(g $c0)", gm107 "(st 0x6 yl)": the brackets as words */
		o->kind = SGPU_ISA_WORD;
		o->name = "(";
		break;
	case ISA_SECLOSE:
		o->kind = SGPU_ISA_WORD;
		o->name = ")";
		break;
	case ISA_CMD: o->kind = SGPU_ISA_CONSTANT; break;
	case ISA_UNK:
		o->kind = SGPU_ISA_UNKNOWN;
		o->name = at->str ? at->str : "???";
		break;
	case ISA_REG:
		o->kind = SGPU_ISA_REG;
		if (it->sym >= 0) {
			o->name = at->syms[it->sym].name;
			o->named = true;
		} else if (!at->f.len) {
			o->named = true; /* "$sp", "$ra": the name is the register */
		}
		break;
	case ISA_IMM:
	case ISA_RAWIMM: o->kind = SGPU_ISA_IMM; break;
	case ISA_BTARG: o->kind = SGPU_ISA_TARGET; break;
	case ISA_CTARG: o->kind = SGPU_ISA_CALL; break;
	case ISA_BITF: o->kind = SGPU_ISA_BITFIELD; break;
	case ISA_MEM:
		o->kind = SGPU_ISA_MEM;
		o->value = 0;
		o->base_name = at->str2;
		if (at->f.len)
			o->base = (int64_t)it->v1;
		o->index = it->v3;
		o->scale = it->v3 >= 0 ? 1u << at->shl2 : 0;
		break;
	default: o->kind = SGPU_ISA_UNKNOWN; break;
	}
}

static bool has_unknown_bits(const struct isa_decoded *d)
{
	if (d->status & ISA_ST_UNK_LEN)
		return false;
	for (unsigned w = 0; w < ISA_WORDS; w++)
		if (d->raw[w] & ~d->claimed[w])
			return true;
	return false;
}

sgpu_status sgpu_isa_decode(const sgpu_isa *isa, const uint8_t *code, size_t size, uint64_t address,
                            struct sgpu_isa_insn *out)
{
	if (!isa || !code || !size || !out)
		return SGPU_ERR_INVALID_ARG;
	struct isa_decoded d;
	isa_decode(isa->def, code, size, address, isa->v, isa->feat, &d);
	memset(out, 0, sizeof(*out));
	out->address = address;
	out->length = d.len;
	out->status = d.status & (ISA_ST_EOF | ISA_ST_UNK_LEN | ISA_ST_UNK_INSN | ISA_ST_UNK_OPND);
	if (has_unknown_bits(&d))
		out->status |= SGPU_ISA_UNKNOWN_BITS;
	out->op = d.form ? d.form->op : 0;
	out->mnemonic = "???";
	bool first = true;
	for (unsigned i = 0; i < d.nitems; i++) {
		const struct isa_item *it = &d.items[i];
		if (it->atom->kind == ISA_CHOICE)
			continue;
		if (first && !(it->atom->flags & ISA_GUARD)) {
			first = false;
			if (it->atom->kind == ISA_NAME || it->atom->kind == ISA_UNK) {
				out->mnemonic = it->atom->str ? it->atom->str : "???";
				continue;
			}
		}
		if (out->noperands < SGPU_ISA_MAX_OPERANDS)
			fill_operand(it, &out->operands[out->noperands++]);
	}
	return SGPU_OK;
}

sgpu_status sgpu_isa_format(const sgpu_isa *isa, const uint8_t *code, size_t size, uint64_t address,
                            char *buf, size_t bufsize, unsigned *length)
{
	if (!isa || !code || !size || (!buf && bufsize))
		return SGPU_ERR_INVALID_ARG;
	struct isa_decoded d;
	isa_decode(isa->def, code, size, address, isa->v, isa->feat, &d);
	if (bufsize) {
		int k = isa_format(&d, buf, bufsize);
		if (k >= 0 && (size_t)k < bufsize)
			isa_format_diag(&d, size, buf + k, bufsize - (size_t)k);
	}
	if (length)
		*length = d.len;
	return SGPU_OK;
}
