/* softgpu decode: a pre-GF100 NVIDIA pushbuffer or IB ring, as commands
 * and methods (src/nv/host/pushbuf.h, the DMA pusher's own classifier). */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "nv/host/pushbuf.h"
#include "tool.h"

static void decode_usage(FILE *f)
{
	fprintf(f, "usage: softgpu decode [OPTIONS] FILE\n\n"
	           "Prints a pre-GF100 NVIDIA pushbuffer (little-endian 32-bit words) as\n"
	           "commands and methods, one line per word, naming the puller's methods.\n"
	           "Words the DMA pusher would stop at end in '! INVALID_CMD' or\n"
	           "'! INVALID_MTHD' (docs/hw/g80-pfifo.md). Jumps are shown, not followed.\n\n"
	           "options:\n"
	           "  -i, --ib          decode as an IB-mode segment (long non-increasing\n"
	           "                    methods; no jumps, calls or returns)\n"
	           "  -e, --entries     FILE is an IB ring: print its 8-byte entries\n"
	           "  -s, --sli         SLI conditionals are enabled (RAMFC SLI.ENABLE)\n"
	           "      --g84         G84+ puller methods (new-style semaphores)\n"
	           "  -b, --base ADDR   address of the first word (default 0)\n"
	           "  -h, --help        this help\n");
}

static void print_line(void *user, const char *line)
{
	(void)user;
	puts(line);
}

static unsigned char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	unsigned char *buf = malloc(cap);
	while (buf) {
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (n < cap)
			break;
		if (cap >= (size_t)256 << 20) { /* 256 MiB is plenty */
			free(buf);
			buf = NULL;
			break;
		}
		unsigned char *nb = realloc(buf, cap * 2);
		if (!nb) {
			free(buf);
			buf = NULL;
			break;
		}
		buf = nb;
		cap *= 2;
	}
	fclose(f);
	*len = n;
	return buf;
}

static void decode_entries(const uint32_t *w, size_t n, uint64_t base)
{
	for (size_t i = 0; i + 1 < n; i += 2) {
		struct nv_pb_ib_entry e = nv_pb_ib_decode(w[i], w[i + 1]);
		printf("0x%08llx: 0x%08x 0x%08x  entry %zu: 0x%010llx %u words%s%s\n",
		       (unsigned long long)(base + 4 * i), w[i], w[i + 1], i / 2,
		       (unsigned long long)e.addr, e.words, e.nonmain ? " nonmain" : "",
		       e.words ? "" : "  ! IB_EMPTY");
	}
}

int tool_cmd_decode(int argc, char **argv)
{
	static const struct option longopts[] = {
	        {"ib", no_argument, NULL, 'i'},
	        {"entries", no_argument, NULL, 'e'},
	        {"sli", no_argument, NULL, 's'},
	        {"g84", no_argument, NULL, 'g'},
	        {"base", required_argument, NULL, 'b'},
	        {"help", no_argument, NULL, 'h'},
	        {NULL, 0, NULL, 0},
	};
	struct nv_pb_disasm_opts o = {0};
	bool entries = false;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "iesb:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'i': o.mode.ib = true; break;
		case 'e': entries = true; break;
		case 's': o.mode.sli_enable = true; break;
		case 'g': o.g84 = true; break;
		case 'b':
			if (!tool_parse_u64(optarg, &o.base)) {
				fprintf(stderr, "softgpu decode: bad address '%s'\n", optarg);
				return TOOL_EXIT_USAGE;
			}
			break;
		case 'h': decode_usage(stdout); return 0;
		default: decode_usage(stderr); return TOOL_EXIT_USAGE;
		}
	}
	if (optind + 1 != argc) {
		decode_usage(stderr);
		return TOOL_EXIT_USAGE;
	}
	size_t len;
	unsigned char *bytes = read_file(argv[optind], &len);
	if (!bytes) {
		fprintf(stderr, "softgpu decode: cannot read '%s'\n", argv[optind]);
		return TOOL_EXIT_FAIL;
	}
	size_t n = len / 4;
	uint32_t *w = malloc(n ? n * 4 : 4);
	if (!w) {
		free(bytes);
		return TOOL_EXIT_FAIL;
	}
	for (size_t i = 0; i < n; i++)
		w[i] = (uint32_t)bytes[4 * i] | (uint32_t)bytes[4 * i + 1] << 8 |
		       (uint32_t)bytes[4 * i + 2] << 16 | (uint32_t)bytes[4 * i + 3] << 24;
	if (entries)
		decode_entries(w, n, o.base);
	else
		nv_pb_disasm(w, n, &o, print_line, NULL);
	if (len % 4 || (entries && n % 2))
		printf("(%zu trailing bytes ignored)\n", entries ? len % 8 : len % 4);
	free(w);
	free(bytes);
	return 0;
}
