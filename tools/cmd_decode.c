/* softgpu decode: disassemble a command stream. --pm4: an AMD R5xx ring
 * or indirect buffer (PM4 packets), printed with register names and the
 * fields of the 2D packets. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"
#include "tool.h"

#define DECODE_MAX_BYTES (64u << 20)

static void decode_usage(FILE *f)
{
	fprintf(f, "usage: softgpu decode --pm4 [--base ADDR] [--hex] FILE\n\n"
	           "Prints the PM4 packets of an AMD R5xx ring or indirect buffer: one line\n"
	           "per packet (address, header, type, opcode), register names for type-0/1\n"
	           "writes, and the SETTINGS fields and primitives of the 2D packets.\n"
	           "FILE holds little-endian dwords, or with --hex whitespace-separated hex\n"
	           "words ('#' starts a comment). '-' reads standard input.\n\n"
	           "options:\n"
	           "  --pm4        the stream is PM4 (the only kind so far)\n"
	           "  --base ADDR  GPU address of the first dword (default 0)\n"
	           "  --hex        FILE is text\n"
	           "  -h, --help   this help\n\n"
	           "exit status: 0 every packet decoded, 1 malformed packets or an\n"
	           "unreadable file, 2 bad usage\n");
}

static uint8_t *slurp(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	uint8_t *buf = malloc(cap);
	while (buf) {
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (got == 0 || n > DECODE_MAX_BYTES)
			break;
		if (n == cap) {
			uint8_t *nb = realloc(buf, cap * 2);
			if (!nb) {
				free(buf);
				buf = NULL;
				break;
			}
			buf = nb;
			cap *= 2;
		}
	}
	if (f != stdin)
		fclose(f);
	*len = n;
	return buf;
}

static uint32_t *parse_words(const uint8_t *b, size_t len, bool hex, size_t *count)
{
	uint32_t *w = malloc((len / 4 + len / 2 + 1) * sizeof(*w));
	size_t n = 0;
	if (!w)
		return NULL;
	if (!hex) {
		for (size_t i = 0; i + 4 <= len; i += 4)
			w[n++] = (uint32_t)b[i] | (uint32_t)b[i + 1] << 8 |
			         (uint32_t)b[i + 2] << 16 | (uint32_t)b[i + 3] << 24;
		*count = n;
		return w;
	}
	for (size_t i = 0; i < len;) {
		if (b[i] == '#') {
			while (i < len && b[i] != '\n')
				i++;
			continue;
		}
		if (b[i] == ' ' || b[i] == '\t' || b[i] == '\n' || b[i] == '\r' || b[i] == ',') {
			i++;
			continue;
		}
		char tok[32];
		size_t k = 0;
		while (i < len && k < sizeof(tok) - 1 && b[i] != ' ' && b[i] != '\t' &&
		       b[i] != '\n' && b[i] != '\r' && b[i] != ',' && b[i] != '#')
			tok[k++] = (char)b[i++];
		tok[k] = 0;
		char *end;
		errno = 0;
		unsigned long v = strtoul(tok, &end, 16);
		if (*end || errno || v > 0xffffffffUL) {
			fprintf(stderr, "softgpu decode: bad hex word '%s'\n", tok);
			free(w);
			return NULL;
		}
		w[n++] = (uint32_t)v;
	}
	*count = n;
	return w;
}

static void print_line(void *user, const char *line)
{
	(void)user;
	puts(line);
}

int tool_cmd_decode(int argc, char **argv)
{
	static const struct option longopts[] = {
	        {"help", no_argument, NULL, 'h'},
	        {"pm4", no_argument, NULL, 'p'},
	        {"base", required_argument, NULL, 'b'},
	        {"hex", no_argument, NULL, 'x'},
	        {NULL, 0, NULL, 0},
	};
	bool pm4 = false, hex = false;
	uint64_t base = 0;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
		switch (c) {
		case 'h': decode_usage(stdout); return 0;
		case 'p': pm4 = true; break;
		case 'x': hex = true; break;
		case 'b':
			if (!tool_parse_u64(optarg, &base) || base > 0xffffffffu) {
				fprintf(stderr, "softgpu decode: bad --base '%s'\n", optarg);
				return TOOL_EXIT_USAGE;
			}
			break;
		default: decode_usage(stderr); return TOOL_EXIT_USAGE;
		}
	}
	if (!pm4 || optind != argc - 1) {
		decode_usage(stderr);
		return TOOL_EXIT_USAGE;
	}
	size_t len, n;
	uint8_t *bytes = slurp(argv[optind], &len);
	if (!bytes) {
		fprintf(stderr, "softgpu decode: cannot read %s: %s\n", argv[optind],
		        strerror(errno));
		return TOOL_EXIT_FAIL;
	}
	uint32_t *words = parse_words(bytes, len, hex, &n);
	free(bytes);
	if (!words)
		return TOOL_EXIT_FAIL;
	unsigned bad = r5xx_pm4_disasm(words, n, (uint32_t)base, print_line, NULL);
	free(words);
	if (bad)
		fprintf(stderr, "softgpu decode: %u malformed packet%s\n", bad,
		        bad == 1 ? "" : "s");
	return bad ? TOOL_EXIT_FAIL : 0;
}
