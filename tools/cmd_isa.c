/* softgpu as / softgpu dis: the assembler and disassembler of the ISAs in
 * src/isa/ (today: falcon), with envyas/envydis conventions. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "isa/falcon_priv.h"
#include "isa/nv_isa.h"
#include "isa/r500_fs.h"
#include "isa/r500_vs.h"
#include "tool.h"

/* Sources after the C preprocessor, and binaries to disassemble. */
#define ISA_FILE_MAX (64u << 20)

struct machine {
	const char *name;
	const struct isa_def *isa;
	bool (*parse_version)(const char *name, unsigned *v);
	unsigned default_version;
	const char *versions;
};

static bool fuc_version_arg(const char *name, unsigned *v)
{
	enum fuc_version fv;
	if (!fuc_parse_version(name, &fv))
		return false;
	*v = (unsigned)fv;
	return true;
}

/* The R500 shader ISAs have one version each. */
static bool r500_version_arg(const char *name, unsigned *v)
{
	*v = 0;
	return !strcmp(name, "r500");
}

/* envyas has no fuc0s variant: nouveau's Makefile assembles its .fuc0s
 * files with -Vfuc0 -Fcrypt, so a user typing fuc0s is pointed there. */
#define FUC_VERSIONS_HELP "fuc0, fuc3, fuc4, fuc5, fuc6; a .fuc0s file is -V fuc0 -F crypt"

static const struct machine machines[] = {
        {"falcon", &fuc_isa, fuc_version_arg, FUC_V3, FUC_VERSIONS_HELP},
        {"fuc", &fuc_isa, fuc_version_arg, FUC_V3, FUC_VERSIONS_HELP},
        /* envydis without -V: no variant (the base opcodes) */
        {"hwsq", &hwsq_isa, hwsq_parse_version, HWSQ_V_BASE, "nv17, nv41, g80"},
        {"ctx", &ctx_isa, ctx_parse_version, CTX_V_BASE, "nv40, g80, g200"},
        {"g80", &g80_isa, g80_parse_version, 0, "g80, g84, g200, mcp77, gt215; -O vp, gp, fp, cp"},
        {"gf100", &gf100_isa, gf100_parse_version, GF100_V_BASE, "gf100, gk104"},
        {"gk110", &gk110_isa, gk110_parse_version, 0, "none"},
        {"macro", &macro_isa, macro_parse_version, 0, "none"},
        {"gm107", &gm107_isa, gm107_parse_version, GM107_V_BASE, "sm50, sm52, sm60"},
        {"r500-vs", &r500_vs_isa, r500_version_arg, 0, "r500"},
        {"r500-fs", &r500_fs_isa, r500_version_arg, 0, "r500"},
};

#define MACHINES_HELP \
	"falcon (alias fuc), hwsq, ctx, g80, gf100, gk110, gm107, macro, r500-vs, r500-fs"

static const struct machine *find_machine(const char *name)
{
	for (size_t i = 0; i < sizeof(machines) / sizeof(machines[0]); i++)
		if (!strcmp(machines[i].name, name))
			return &machines[i];
	return NULL;
}

static bool parse_feature(const char *name, uint32_t *feat)
{
	if (!strcmp(name, "crypt")) {
		*feat |= FUC_FEAT_CRYPT;
		return true;
	}
	return false;
}

struct isa_opts {
	const struct machine *m;
	unsigned v;
	uint32_t feat;
	const char *vname; /* -V, parsed once the machine is known */
	const char *oname; /* -O (g80 program type), appended to -V as ":TYPE" */
};

/* -m, -V, -F: shared by both commands. Returns 0 handled, 1 not ours, 2 error. */
static int common_opt(int c, const char *arg, struct isa_opts *o, const char *cmd)
{
	if (c == 'm') {
		/* the version is set in finish_opts, whichever of -m and -V came first */
		o->m = find_machine(arg);
		if (!o->m) {
			fprintf(stderr, "softgpu %s: unknown machine '%s' (known: %s)\n", cmd, arg,
			        MACHINES_HELP);
			return 2;
		}
		return 0;
	}
	if (c == 'V') {
		o->vname = arg;
		return 0;
	}
	if (c == 'O') {
		o->oname = arg;
		return 0;
	}
	if (c == 'F') {
		if (!parse_feature(arg, &o->feat)) {
			fprintf(stderr, "softgpu %s: unknown feature '%s' (known: crypt)\n", cmd,
			        arg);
			return 2;
		}
		return 0;
	}
	return 1;
}

/* The version: -V (whichever came first, -m or -V), else the machine's
 * default. Returns false after printing the error. */
static bool finish_opts(struct isa_opts *o, const char *cmd)
{
	o->v = o->m->default_version;
	char both[128];
	const char *name = o->vname;
	if (o->oname) {
		snprintf(both, sizeof(both), "%s:%s", o->vname ? o->vname : "", o->oname);
		name = both;
	}
	if (name && !o->m->parse_version(name, &o->v)) {
		fprintf(stderr, "softgpu %s: unknown version '%s' (known: %s)\n", cmd, name,
		        o->m->versions);
		return false;
	}
	return true;
}

/* ---------------------------------------------------------------- as */

static void as_usage(FILE *f)
{
	fprintf(f, "usage: softgpu as -m NAME [-V VERSION] [-F crypt] [-o OUT] [-a|-x|-w|-W] "
	           "[FILE]\n\n"
	           "Assembles FILE (default stdin; run it through cpp first if it uses #include\n"
	           "or #define) in the envyas dialect, byte-identical to envyas.\n\n"
	           "options:\n"
	           "  -m NAME      falcon (alias fuc; the default), hwsq, ctx, g80, gf100, gk110,\n"
	           "               gm107, macro (the GF100+ PGRAPH macro processor), r500-vs\n"
	           "               (R500 vertex shader; -V r500), r500-fs (R500 fragment shader)\n"
	           "  -V VERSION   falcon: fuc0, fuc3 (default), fuc4, fuc5, fuc6;\n"
	           "               hwsq: nv17, nv41, g80; ctx: nv40, g80, g200 (default for\n"
	           "               both: none, the opcodes every variant has, as envydis);\n"
	           "               g80: g80, g84, g200, mcp77, gt215 (default: none)\n"
	           "               gf100: gf100, gk104; gm107: sm50, sm52, sm60 (default\n"
	           "               for both: none); gk110, macro: none\n"
	           "  -O TYPE      g80 program type: vp, gp, fp, cp (default: none)\n"
	           "  -F FEATURE   crypt: the crypto coprocessor instructions (nouveau's\n"
	           "               .fuc0s files are -V fuc0 -F crypt)\n"
	           "  -o OUT       write to OUT instead of stdout\n"
	           "  -a           C arrays, one per section, with label comments (envyas -a)\n"
	           "  -x           hex bytes, one \"0x..,\" per line (envyas's default)\n"
	           "  -w           hex 32-bit words (with -a: uint32_t arrays)\n"
	           "  -W           hex 64-bit words (with -a: uint64_t arrays)\n"
	           "  -i           raw binary, sections one after another (the default; not\n"
	           "               written to a terminal)\n"
	           "  -h, --help   this help\n\n"
	           "Errors print as file:line:col: message; exit status 1.\n");
}

int tool_cmd_as(int argc, char **argv)
{
	static const struct option longopts[] = {{"help", no_argument, NULL, 'h'},
	                                         {NULL, 0, NULL, 0}};
	struct isa_opts o = {&machines[0], FUC_V3, 0, NULL, NULL};
	const char *out = NULL;
	bool carray = false, hex = false;
	unsigned words = 0; /* -w 4, -W 8: the last one given counts */
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "hm:V:O:F:o:axwWi", longopts, NULL)) != -1) {
		int r = common_opt(c, optarg, &o, "as");
		if (r == 2)
			return TOOL_EXIT_USAGE;
		if (r == 0)
			continue;
		switch (c) {
		case 'h': as_usage(stdout); return 0;
		case 'o': out = optarg; break;
		case 'a': carray = true; break;
		case 'x': hex = true; break;
		case 'w': words = 4; break;
		case 'W': words = 8; break;
		case 'i':
			carray = hex = false;
			words = 0;
			break;
		default: as_usage(stderr); return TOOL_EXIT_USAGE;
		}
	}
	if (argc - optind > 1) {
		as_usage(stderr);
		return TOOL_EXIT_USAGE;
	}
	if (!finish_opts(&o, "as"))
		return TOOL_EXIT_USAGE;
	const char *path = optind < argc ? argv[optind] : "-";
	size_t len;
	char *src = tool_read_file(path, ISA_FILE_MAX, &len);
	if (!src) {
		fprintf(stderr, "softgpu as: %s: %s\n", path, strerror(errno));
		return TOOL_EXIT_FAIL;
	}
	enum isa_asm_format fmt = ISA_OUT_RAW;
	if (carray)
		fmt = words == 8 ? ISA_OUT_CARRAY64 : words ? ISA_OUT_CARRAY32 : ISA_OUT_CARRAY;
	else if (words)
		fmt = words == 8 ? ISA_OUT_HEX64 : ISA_OUT_HEX32;
	else if (hex)
		fmt = ISA_OUT_HEX8;
	struct isa_asm_result res;
	bool ok = isa_assemble(o.m->isa, o.v, o.feat, src, len, strcmp(path, "-") ? path : "stdin",
	                       fmt, &res);
	free(src);
	if (res.errors)
		fputs(res.errors, stderr);
	int rc = ok ? 0 : TOOL_EXIT_FAIL;
	if (ok && !out && fmt == ISA_OUT_RAW && isatty(STDOUT_FILENO)) {
		fprintf(stderr, "softgpu as: not writing binary to a terminal: use -o OUT, or -x, "
		                "-w or -a for text\n");
		ok = false;
		rc = TOOL_EXIT_USAGE;
	}
	if (ok) {
		FILE *f = out ? fopen(out, "wb") : stdout;
		if (!f || fwrite(res.data, 1, res.size, f) != res.size) {
			fprintf(stderr, "softgpu as: %s: %s\n", out ? out : "stdout",
			        strerror(errno));
			rc = TOOL_EXIT_FAIL;
		}
		if (f && f != stdout && fclose(f))
			rc = TOOL_EXIT_FAIL;
	}
	isa_asm_result_free(&res);
	return rc;
}

/* ---------------------------------------------------------------- dis */

static void dis_usage(FILE *f)
{
	fprintf(f, "usage: softgpu dis -m NAME [-V VERSION] [-F crypt] [-b BASE] [-d SKIP] [-l "
	           "LEN]\n"
	           "                   [-x|-w] [-q] [-o OUT] [FILE]\n\n"
	           "Disassembles FILE (default stdin) in envydis's format: address, bytes,\n"
	           "C/B marks on call and branch targets, instruction. Unknown encodings print\n"
	           "as ??? and bits no form reads as [unknown: ..].\n\n"
	           "options:\n"
	           "  -m NAME      falcon (alias fuc; the default), hwsq, ctx, g80, gf100, gk110,\n"
	           "               gm107, macro (the GF100+ PGRAPH macro processor), r500-vs\n"
	           "               (R500 vertex shader; -V r500), r500-fs (R500 fragment shader)\n"
	           "  -V VERSION   falcon: fuc0, fuc3 (default), fuc4, fuc5, fuc6;\n"
	           "               hwsq: nv17, nv41, g80; ctx: nv40, g80, g200 (default for\n"
	           "               both: none, the opcodes every variant has, as envydis);\n"
	           "               g80: g80, g84, g200, mcp77, gt215 (default: none)\n"
	           "               gf100: gf100, gk104; gm107: sm50, sm52, sm60 (default\n"
	           "               for both: none); gk110, macro: none\n"
	           "  -O TYPE      g80 program type: vp, gp, fp, cp (default: none)\n"
	           "  -F FEATURE   crypt: the crypto coprocessor instructions\n"
	           "  -b BASE      address of the first byte (hex, as envydis: 100 = 0x100)\n"
	           "  -d SKIP      skip SKIP bytes of input first (hex)\n"
	           "  -l LEN       disassemble at most LEN bytes (hex)\n"
	           "  -x           input is hex bytes as text (\"0x90, 0x21\" or \"90 21\")\n"
	           "  -w           input is hex 32-bit little-endian words as text (ctx:\n"
	           "               -x and -w both read words, its code unit)\n"
	           "               (default: raw binary)\n"
	           "  -q           instructions only (no addresses and bytes)\n"
	           "  -o OUT       write the listing to OUT instead of stdout\n"
	           "  -h, --help   this help\n");
}

/* Parses hex text into bytes (words little-endian when wsize is 4). A
 * number that does not fit the unit is an error, reported as
 * file:line:col in *err (envydis would keep its low bits). */
static uint8_t *parse_hex(const char *s, size_t *n, unsigned wsize, const char *path, char *err,
                          size_t errsz)
{
	size_t cap = 256, k = 0;
	const char *line_start = s;
	unsigned line = 1;
	uint8_t *out = malloc(cap);
	while (out && *s) {
		if (*s == '\n') {
			line++;
			line_start = s + 1;
		}
		if (!strchr("0123456789abcdefABCDEF", *s)) {
			s++;
			continue;
		}
		const char *tok = s;
		char *end;
		errno = 0;
		unsigned long long v = strtoull(s, &end, 16);
		s = end;
		if (errno == ERANGE || (wsize < 8 && v >> (8 * wsize))) {
			snprintf(err, errsz, "%s:%u:%zu: %.*s does not fit in %s\n", path, line,
			         (size_t)(tok - line_start) + 1, (int)(end - tok), tok,
			         wsize == 1 ? "a byte" : "a 32-bit word");
			free(out);
			return NULL;
		}
		if (k + wsize > cap) {
			cap *= 2;
			uint8_t *no = realloc(out, cap);
			if (!no) {
				free(out);
				return NULL;
			}
			out = no;
		}
		for (unsigned i = 0; i < wsize; i++)
			out[k++] = (uint8_t)(v >> (8 * i));
	}
	*n = k;
	return out;
}

/* -b, -d, -l: hexadecimal as in envydis (sscanf "%x": "-b 100" is 0x100),
 * with or without 0x; anything else, or more than 64 bits, is refused. */
static bool parse_hex_arg(const char *s, uint64_t *out)
{
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		s += 2;
	if (!*s)
		return false;
	uint64_t v = 0;
	for (; *s; s++) {
		int d = *s >= '0' && *s <= '9'   ? *s - '0'
		        : *s >= 'a' && *s <= 'f' ? *s - 'a' + 10
		        : *s >= 'A' && *s <= 'F' ? *s - 'A' + 10
		                                 : -1;
		if (d < 0 || v >> 60)
			return false;
		v = v << 4 | (uint64_t)d;
	}
	*out = v;
	return true;
}

int tool_cmd_dis(int argc, char **argv)
{
	static const struct option longopts[] = {{"help", no_argument, NULL, 'h'},
	                                         {NULL, 0, NULL, 0}};
	struct isa_opts o = {&machines[0], FUC_V3, 0, NULL, NULL};
	uint64_t base = 0, skip = 0, limit = 0;
	unsigned text = 0;
	bool quiet = false;
	int c;
	optind = 1;
	const char *out = NULL;
	while ((c = getopt_long(argc, argv, "hm:V:O:F:b:d:l:xwqo:", longopts, NULL)) != -1) {
		int r = common_opt(c, optarg, &o, "dis");
		if (r == 2)
			return TOOL_EXIT_USAGE;
		if (r == 0)
			continue;
		switch (c) {
		case 'h': dis_usage(stdout); return 0;
		case 'b':
		case 'd':
		case 'l': {
			uint64_t v;
			if (!parse_hex_arg(optarg, &v)) {
				fprintf(stderr, "softgpu dis: bad number '%s'\n", optarg);
				return TOOL_EXIT_USAGE;
			}
			*(c == 'b' ? &base : c == 'd' ? &skip : &limit) = v;
			break;
		}
		case 'x': text = 1; break;
		case 'w': text = 4; break;
		case 'q': quiet = true; break;
		case 'o': out = optarg; break;
		default: dis_usage(stderr); return TOOL_EXIT_USAGE;
		}
	}
	if (argc - optind > 1) {
		dis_usage(stderr);
		return TOOL_EXIT_USAGE;
	}
	if (!finish_opts(&o, "dis"))
		return TOOL_EXIT_USAGE;
	const char *path = optind < argc ? argv[optind] : "-";
	size_t len;
	char *raw = tool_read_file(path, ISA_FILE_MAX, &len);
	if (!raw) {
		fprintf(stderr, "softgpu dis: %s: %s\n", path, strerror(errno));
		return TOOL_EXIT_FAIL;
	}
	uint8_t *code = (uint8_t *)raw;
	/* envydis reads hex text in code units: ctx's are 32-bit words */
	if (text && o.m->isa->stride > text)
		text = o.m->isa->stride;
	if (text) {
		char err[256] = "";
		code = parse_hex(raw, &len, text, strcmp(path, "-") ? path : "stdin", err,
		                 sizeof(err));
		free(raw);
		if (!code) {
			fputs(err[0] ? err : "softgpu dis: out of memory\n", stderr);
			return TOOL_EXIT_FAIL;
		}
	}
	size_t start = skip < len ? (size_t)skip : len;
	size_t n = len - start;
	if (limit && limit < n)
		n = (size_t)limit;
	FILE *f = out ? fopen(out, "w") : stdout;
	if (!f) {
		fprintf(stderr, "softgpu dis: %s: %s\n", out, strerror(errno));
		free(code);
		return TOOL_EXIT_FAIL;
	}
	isa_disasm(o.m->isa, o.v, o.feat, code + start, n, base, quiet, f);
	free(code);
	if (f != stdout && fclose(f) != 0) {
		fprintf(stderr, "softgpu dis: %s: %s\n", out, strerror(errno));
		return TOOL_EXIT_FAIL;
	}
	return 0;
}
