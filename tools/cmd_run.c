/* softgpu run: run .sgs scripts. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "softgpu/script.h"
#include "tool.h"

/* As the library's limit on a script file (SGPU_SCRIPT_MAX_FILE). */
#define SCRIPT_STDIN_MAX (64u << 20)

static void run_usage(FILE *f)
{
	fprintf(f,
	        "usage: softgpu run [OPTIONS] SCRIPT...\n\n"
	        "Runs each .sgs script (docs/script.md) on a fresh device and reports\n"
	        "'ok SCRIPT' or 'FAIL file:line:col: message'. Exit status 1 if any failed.\n"
	        "SCRIPT '-' reads standard input (files it names are relative to the\n"
	        "current directory).\n\n"
	        "options:\n"
	        "  -o, --out DIR        write dumped surfaces under DIR (default: .)\n"
	        "      --rebaseline     rewrite failing or missing baseline PNGs\n"
	        "      --diffs DIR      on an image mismatch, write expected/actual/diff PNGs\n"
	        "  -t, --trace          print every MMIO access, method and interrupt\n"
	        "  -d, --debug LIST     enable INFO/DEBUG logs for units (\"test,mmio\" or all)\n"
	        "      --max-budget N   cap every run budget, and their sum, at N steps\n"
	        "                       (1 to 2^32, the default)\n"
	        "      --max-mem SIZE   cap the memory a script may make the host hold: each\n"
	        "                       memory space, file read or written, surface with its\n"
	        "                       pixels (default 1G, at most 4G)\n"
	        "  -q, --quiet          print only failures\n"
	        "  -h, --help           this help\n");
}

/* "-": the script from standard input; relative paths in it resolve
 * against the current directory. */
static sgpu_status run_stdin(const struct sgpu_script_options *opts, struct sgpu_script_result *res)
{
	size_t len;
	char *text = tool_read_file("-", SCRIPT_STDIN_MAX, &len);
	if (!text) {
		memset(res, 0, sizeof(*res));
		snprintf(res->message, sizeof(res->message), "<stdin>: cannot read: %s",
		         strerror(errno));
		return SGPU_ERR_IO;
	}
	sgpu_status st = sgpu_script_run_buffer("<stdin>", text, len, opts, res);
	free(text);
	return st;
}

int tool_cmd_run(int argc, char **argv)
{
	static const struct option longopts[] = {
	        {"out", required_argument, NULL, 'o'},
	        {"rebaseline", no_argument, NULL, 'R'},
	        {"diffs", required_argument, NULL, 'D'},
	        {"trace", no_argument, NULL, 't'},
	        {"debug", required_argument, NULL, 'd'},
	        {"max-budget", required_argument, NULL, 'B'},
	        {"max-mem", required_argument, NULL, 'M'},
	        {"quiet", no_argument, NULL, 'q'},
	        {"help", no_argument, NULL, 'h'},
	        {NULL, 0, NULL, 0},
	};
	struct sgpu_script_options opts;
	sgpu_script_options_init(&opts);
	opts.max_mem_size = TOOL_DEFAULT_MAX_MEM;
	bool quiet = false;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:td:qh", longopts, NULL)) != -1) {
		switch (c) {
		case 'o': opts.out_dir = optarg; break;
		case 'R': opts.rebaseline = true; break;
		case 'D': opts.diff_dir = optarg; break;
		case 't': opts.trace = true; break;
		case 'd': opts.debug = optarg; break;
		case 'B':
			if (!tool_parse_budget("run", "--max-budget", optarg, &opts.max_budget))
				return TOOL_EXIT_USAGE;
			break;
		case 'M':
			if (!tool_parse_size("run", "--max-mem", optarg, SGPU_MEM_MAX_SIZE,
			                     &opts.max_mem_size))
				return TOOL_EXIT_USAGE;
			break;
		case 'q': quiet = true; break;
		case 'h': run_usage(stdout); return 0;
		default: run_usage(stderr); return TOOL_EXIT_USAGE;
		}
	}
	if (optind >= argc) {
		fprintf(stderr, "softgpu run: no script given\n\n");
		run_usage(stderr);
		return TOOL_EXIT_USAGE;
	}
	unsigned failed = 0, passed = 0;
	for (int i = optind; i < argc; i++) {
		struct sgpu_script_result res;
		sgpu_status st = strcmp(argv[i], "-") ? sgpu_script_run_file(argv[i], &opts, &res)
		                                      : run_stdin(&opts, &res);
		if (st == SGPU_OK) {
			passed++;
			if (!quiet)
				printf("ok %s (%u expectations, %llu steps)\n", argv[i],
				       res.expects_passed, (unsigned long long)res.steps);
		} else {
			failed++;
			printf("FAIL %s\n", res.message[0] ? res.message : sgpu_strerror(st));
		}
	}
	if (argc - optind > 1 || failed)
		printf("%u passed, %u failed\n", passed, failed);
	return failed ? TOOL_EXIT_FAIL : 0;
}
