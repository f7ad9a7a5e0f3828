/* softgpu decode: disassemble a command stream.
 *   --nv   a pre-GF100 NVIDIA pushbuffer or IB ring, as commands and
 *          methods (src/nv/host/pushbuf.h: the DMA pusher's own classifier);
 *          with --gf100 a GF100+ pushbuffer or GP ring
 *          (src/nv/host/gf100_pushbuf.h: the PBDMA's classifier);
 *   --pm4  an AMD R5xx ring or indirect buffer, as PM4 packets with
 *          register names and the fields of the 2D packets;
 *   --tic, --tsc, --qmd  Maxwell texture headers, samplers or compute
 *          QMDs, field by field (src/nv/maxwell/desc.h). */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "amd/r5xx/r5xx.h"
#include "nv/host/gf100_pushbuf.h"
#include "nv/host/pushbuf.h"
#include "nv/maxwell/desc.h"
#include "tool.h"

#define DECODE_MAX_BYTES (256u << 20)

static void decode_usage(FILE *f)
{
	fprintf(f, "usage: softgpu decode --pm4 [--base ADDR] [--swap MODE] [--hex] FILE\n"
	           "       softgpu decode --nv [--ib] [--entries] [--sli] [--g84] [--be]\n"
	           "                           [--base ADDR] [--hex] FILE\n"
	           "       softgpu decode --nv --gf100 [--volta] [--entries] [--base ADDR] [--hex] "
	           "FILE\n"
	           "       softgpu decode --tic|--tsc|--qmd [--hex] FILE\n\n"
	           "--pm4 prints the PM4 packets of an AMD R5xx ring or indirect buffer: one\n"
	           "line per packet (address, header, type, opcode), register names for\n"
	           "type-0/1 writes, the SETTINGS fields and primitives of the 2D packets and\n"
	           "the fields of the CP and 3D packets (VF_CNTL, arrays, MPEG_INDEX).\n"
	           "Lines starting '!' mark what the CP would halt at (docs/hw/r5xx.md).\n\n"
	           "--nv prints a pre-GF100 NVIDIA pushbuffer as commands and methods, one line\n"
	           "per word, naming the puller's methods. Words the DMA pusher would stop at\n"
	           "end in '! INVALID_CMD' or '! INVALID_MTHD' (docs/hw/g80-pfifo.md). Jumps\n"
	           "are shown, not followed.\n\n"
	           "--nv --gf100 prints a GF100+ pushbuffer (dev_ram NV_FIFO_DMA) one line per\n"
	           "word, naming the host methods of MAXWELL_CHANNEL_GPFIFO_A (or with --volta\n"
	           "VOLTA_CHANNEL_GPFIFO_A, where the pre-GF100 forms are obsolete); words the\n"
	           "PBDMA would stop at end in '! PBENTRY', '! METHOD' or '! DEVICE'; with\n"
	           "--entries FILE is a GP ring of 8-byte entries, '! GPENTRY' flagged\n"
	           "(docs/hw/gf100-host.md).\n\n"
	           "--tic, --tsc and --qmd print Maxwell (gm20b) texture headers (8 words each,\n"
	           "the five header versions of clb197tex.h), texture samplers (8 words) or\n"
	           "compute QMDs (64 words, version 1.7 of clb1c0qmd.h): every field with its\n"
	           "value name; reserved fields that are not zero are flagged '!'\n"
	           "(docs/hw/maxwell.md).\n\n"
	           "FILE holds little-endian 32-bit words, or with --hex whitespace-separated\n"
	           "hex words ('#' starts a comment). '-' reads standard input.\n\n"
	           "options:\n"
	           "  --pm4             the stream is AMD R5xx PM4\n"
	           "  --nv              the stream is an NVIDIA NV4..G80 pushbuffer\n"
	           "  --tic, --tsc, --qmd  FILE holds Maxwell TIC/TSC entries or QMDs\n"
	           "  -b, --base ADDR   address of the first word (default 0)\n"
	           "  -x, --hex         FILE is text\n"
	           "  -i, --ib          (--nv) an IB-mode segment: long non-increasing\n"
	           "                    methods; no jumps, calls or returns\n"
	           "  -e, --entries     (--nv) FILE is an IB ring: print its 8-byte entries\n"
	           "  -s, --sli         (--nv) SLI conditionals are enabled (RAMFC SLI.ENABLE)\n"
	           "      --g84         (--nv) G84+ puller methods (new-style semaphores)\n"
	           "      --gf100       (--nv) a GF100+ pushbuffer (MAXWELL_CHANNEL_GPFIFO_A)\n"
	           "      --volta       (--nv --gf100) VOLTA_CHANNEL_GPFIFO_A host methods\n"
	           "      --swap MODE   (--pm4) the ring's CP_RB_CNTL.BUF_SWAP: 0 none, 1 16-bit,\n"
	           "                    2 32-bit (big-endian hosts), 3 half-dwords\n"
	           "      --be          (--nv) FILE holds big-endian words (PFIFO's\n"
	           "                    big-endian mode, FIFO_ENDIAN 3); not with --hex\n"
	           "  -h, --help        this help\n\n"
	           "exit status: 0 decoded, 1 malformed PM4 packets or an unreadable file,\n"
	           "2 bad usage\n");
}

static bool is_sep(uint8_t c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',';
}

/* A hex word: optional 0x, 1-8 hex digits (leading zeros beyond 8 allowed). */
static bool hex_word(const uint8_t *t, size_t len, uint32_t *v)
{
	if (len > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X')) {
		t += 2;
		len -= 2;
	}
	uint64_t x = 0;
	for (size_t i = 0; i < len; i++) {
		unsigned c = t[i], d = c >= '0' && c <= '9'   ? c - '0'
		                       : c >= 'a' && c <= 'f' ? c - 'a' + 10
		                       : c >= 'A' && c <= 'F' ? c - 'A' + 10
		                                              : 16;
		if (d > 15)
			return false;
		x = x << 4 | d;
		if (x > 0xffffffffu)
			return false;
	}
	*v = (uint32_t)x;
	return len > 0;
}

/* Binary: little-endian words, *trailing set to the bytes left over.
 * Text: hex words separated by blanks or commas, '#' comments; a bad word
 * is reported as FILE:LINE:COL. */
static uint32_t *parse_words(const char *file, const uint8_t *b, size_t len, bool hex,
                             size_t *count, size_t *trailing)
{
	uint32_t *w = malloc((len / 4 + len / 2 + 1) * sizeof(*w));
	size_t n = 0, line = 1, line_start = 0;
	*trailing = 0;
	if (!w)
		return NULL;
	if (!hex) {
		for (size_t i = 0; i + 4 <= len; i += 4)
			w[n++] = (uint32_t)b[i] | (uint32_t)b[i + 1] << 8 |
			         (uint32_t)b[i + 2] << 16 | (uint32_t)b[i + 3] << 24;
		*trailing = len % 4;
		*count = n;
		return w;
	}
	for (size_t i = 0; i < len;) {
		if (b[i] == '#') {
			while (i < len && b[i] != '\n')
				i++;
			continue;
		}
		if (is_sep(b[i])) {
			if (b[i] == '\n') {
				line++;
				line_start = i + 1;
			}
			i++;
			continue;
		}
		size_t start = i;
		while (i < len && !is_sep(b[i]) && b[i] != '#')
			i++;
		if (!hex_word(b + start, i - start, &w[n])) {
			int shown = i - start > 40 ? 40 : (int)(i - start);
			fprintf(stderr, "%s:%zu:%zu: bad hex word '%.*s%s'\n", file, line,
			        start - line_start + 1, shown, (const char *)(b + start),
			        i - start > 40 ? "..." : "");
			free(w);
			return NULL;
		}
		n++;
	}
	*count = n;
	return w;
}

/* Prints a listing line; counts (user: a size_t, or NULL) the lines that
 * flag a word the hardware would stop at ("  ! ERROR"). */
static void print_line(void *user, const char *line)
{
	if (user && strstr(line, "  ! "))
		++*(size_t *)user;
	puts(line);
}

enum decode_kind { DECODE_NONE, DECODE_PM4, DECODE_NV, DECODE_TIC, DECODE_TSC, DECODE_QMD };

int tool_cmd_decode(int argc, char **argv)
{
	enum {
		OPT_PM4 = 256,
		OPT_NV,
		OPT_G84,
		OPT_BE,
		OPT_SWAP,
		OPT_GF100,
		OPT_VOLTA,
		OPT_TIC,
		OPT_TSC,
		OPT_QMD
	};
	static const struct option longopts[] = {
	        {"pm4", no_argument, NULL, OPT_PM4},
	        {"nv", no_argument, NULL, OPT_NV},
	        {"tic", no_argument, NULL, OPT_TIC},
	        {"tsc", no_argument, NULL, OPT_TSC},
	        {"qmd", no_argument, NULL, OPT_QMD},
	        {"base", required_argument, NULL, 'b'},
	        {"hex", no_argument, NULL, 'x'},
	        {"ib", no_argument, NULL, 'i'},
	        {"entries", no_argument, NULL, 'e'},
	        {"sli", no_argument, NULL, 's'},
	        {"g84", no_argument, NULL, OPT_G84},
	        {"be", no_argument, NULL, OPT_BE},
	        {"swap", required_argument, NULL, OPT_SWAP},
	        {"gf100", no_argument, NULL, OPT_GF100},
	        {"volta", no_argument, NULL, OPT_VOLTA},
	        {"help", no_argument, NULL, 'h'},
	        {NULL, 0, NULL, 0},
	};
	enum decode_kind kind = DECODE_NONE;
	struct nv_pb_disasm_opts nv = {0};
	bool hex = false, entries = false, nv_only = false, be = false, gf100 = false,
	     volta = false;
	uint64_t swap = 0;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "b:xiesh", longopts, NULL)) != -1) {
		switch (c) {
		case OPT_PM4:
		case OPT_NV:
			if (kind != DECODE_NONE &&
			    kind != (c == OPT_PM4 ? DECODE_PM4 : DECODE_NV)) {
				fprintf(stderr,
				        "softgpu decode: --pm4 and --nv exclude each other\n");
				return TOOL_EXIT_USAGE;
			}
			kind = c == OPT_PM4 ? DECODE_PM4 : DECODE_NV;
			break;
		case OPT_TIC:
		case OPT_TSC:
		case OPT_QMD: {
			enum decode_kind k = c == OPT_TIC   ? DECODE_TIC
			                     : c == OPT_TSC ? DECODE_TSC
			                                    : DECODE_QMD;
			if (kind != DECODE_NONE && kind != k) {
				fprintf(stderr,
				        "softgpu decode: choose one of --pm4, --nv, --tic, --tsc, "
				        "--qmd\n");
				return TOOL_EXIT_USAGE;
			}
			kind = k;
			break;
		}
		case 'x': hex = true; break;
		case 'i': nv.mode.ib = nv_only = true; break;
		case 'e': entries = nv_only = true; break;
		case 's': nv.mode.sli_enable = nv_only = true; break;
		case OPT_G84: nv.g84 = nv_only = true; break;
		case OPT_BE: be = nv_only = true; break;
		case OPT_GF100: gf100 = nv_only = true; break;
		case OPT_VOLTA: volta = nv_only = true; break;
		case OPT_SWAP:
			if (!tool_parse_u64(optarg, &swap) || swap > 3) {
				fprintf(stderr, "softgpu decode: bad --swap '%s' (0-3)\n", optarg);
				return TOOL_EXIT_USAGE;
			}
			break;
		case 'b':
			if (!tool_parse_u64(optarg, &nv.base)) {
				fprintf(stderr, "softgpu decode: bad address '%s'\n", optarg);
				return TOOL_EXIT_USAGE;
			}
			break;
		case 'h': decode_usage(stdout); return 0;
		default: decode_usage(stderr); return TOOL_EXIT_USAGE;
		}
	}
	if (kind == DECODE_NONE || optind + 1 != argc) {
		decode_usage(stderr);
		return TOOL_EXIT_USAGE;
	}
	if (be && hex) {
		fprintf(stderr, "softgpu decode: --be reads a binary FILE, not --hex\n");
		return TOOL_EXIT_USAGE;
	}
	if (volta && !gf100) {
		fprintf(stderr, "softgpu decode: --volta is for --nv --gf100\n");
		return TOOL_EXIT_USAGE;
	}
	if (gf100 && (nv.mode.ib || nv.mode.sli_enable || nv.g84 || be)) {
		fprintf(stderr, "softgpu decode: --gf100 takes none of --ib, --sli, --g84, --be\n");
		return TOOL_EXIT_USAGE;
	}
	if (kind == DECODE_NV && swap) {
		fprintf(stderr, "softgpu decode: --swap is for --pm4 (--nv has --be)\n");
		return TOOL_EXIT_USAGE;
	}
	if (kind == DECODE_PM4 && (nv_only || nv.base > 0xffffffffu)) {
		fprintf(stderr,
		        "softgpu decode: --pm4 takes a 32-bit --base and no NVIDIA options\n");
		return TOOL_EXIT_USAGE;
	}
	if (kind >= DECODE_TIC && (nv_only || swap || nv.base)) {
		fprintf(stderr, "softgpu decode: --tic, --tsc and --qmd take only --hex\n");
		return TOOL_EXIT_USAGE;
	}
	size_t len, n, trailing;
	uint8_t *bytes = (uint8_t *)tool_read_file(argv[optind], DECODE_MAX_BYTES, &len);
	if (!bytes) {
		fprintf(stderr, "softgpu decode: cannot read '%s': %s\n", argv[optind],
		        strerror(errno));
		return TOOL_EXIT_FAIL;
	}
	uint32_t *words = parse_words(argv[optind], bytes, len, hex, &n, &trailing);
	free(bytes);
	if (!words)
		return TOOL_EXIT_FAIL;
	for (size_t i = 0; be && i < n; i++)
		words[i] = nv_pb_swap32(words[i]);
	for (size_t i = 0; swap && i < n; i++)
		words[i] = r5xx_pm4_swap(words[i], (unsigned)swap);
	int status = 0;
	if (kind >= DECODE_TIC) {
		size_t per = kind == DECODE_QMD ? MXW_QMD_WORDS : MXW_TIC_WORDS;
		for (size_t i = 0; i + per <= n; i += per) {
			printf("[%zu] at 0x%zx\n", i / per, i * 4);
			if (kind == DECODE_TIC)
				mxw_tic_print(words + i, print_line, NULL);
			else if (kind == DECODE_TSC)
				mxw_tsc_print(words + i, print_line, NULL);
			else
				mxw_qmd_print(words + i, print_line, NULL);
		}
		trailing += (n % per) * 4;
	} else if (kind == DECODE_PM4) {
		unsigned bad = r5xx_pm4_disasm(words, n, (uint32_t)nv.base, print_line, NULL);
		if (bad) {
			fprintf(stderr, "softgpu decode: %u malformed packet%s\n", bad,
			        bad == 1 ? "" : "s");
			status = TOOL_EXIT_FAIL;
		}
	} else if (gf100) {
		/* As --nv: exit status 1 when the PBDMA would stop somewhere. */
		size_t bad = 0;
		if (entries) {
			gf100_gp_disasm(words, n, nv.base, print_line, &bad);
			trailing += (n % 2) * 4;
		} else {
			struct gf100_pb_disasm_opts o = {
			        .gen = volta ? GF100_HOST_C36F : GF100_HOST_B06F,
			        .old_forms = !volta,
			        .base = nv.base,
			};
			gf100_pb_disasm(words, n, &o, print_line, &bad);
		}
		if (bad) {
			fprintf(stderr, "softgpu decode: %zu %s the PBDMA would stop at\n", bad,
			        entries ? (bad == 1 ? "GP entry" : "GP entries")
			                : (bad == 1 ? "word" : "words"));
			status = TOOL_EXIT_FAIL;
		}
	} else {
		/* As --pm4: exit status 1 when the pusher would stop somewhere. */
		size_t bad = 0;
		if (entries) {
			nv_pb_disasm_entries(words, n, nv.base, print_line, &bad);
			trailing += (n % 2) * 4;
		} else {
			nv_pb_disasm(words, n, &nv, print_line, &bad);
		}
		if (bad) {
			fprintf(stderr, "softgpu decode: %zu %s the pusher would stop at\n", bad,
			        entries ? (bad == 1 ? "IB entry" : "IB entries")
			                : (bad == 1 ? "word" : "words"));
			status = TOOL_EXIT_FAIL;
		}
	}
	if (trailing)
		printf("(%zu trailing bytes ignored)\n", trailing);
	free(words);
	return status;
}
