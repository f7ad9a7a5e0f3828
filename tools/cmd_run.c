/* softgpu run: run .sgs scripts. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "softgpu/script.h"
#include "tool.h"

static void run_usage(FILE *f)
{
	fprintf(f, "usage: softgpu run [OPTIONS] SCRIPT...\n\n"
	           "Runs each .sgs script (docs/script.md) on a fresh device and reports\n"
	           "'ok SCRIPT' or 'FAIL file:line:col: message'. Exit status 1 if any failed.\n\n"
	           "options:\n"
	           "  -o, --out DIR        write dumped surfaces under DIR (default: .)\n"
	           "      --rebaseline     rewrite failing or missing baseline PNGs\n"
	           "      --diffs DIR      on an image mismatch, write expected/actual/diff PNGs\n"
	           "  -t, --trace          print every MMIO access, method and interrupt\n"
	           "  -d, --debug LIST     enable INFO/DEBUG logs for units (\"test,mmio\" or all)\n"
	           "      --max-budget N   cap every run budget at N steps\n"
	           "  -q, --quiet          print only failures\n"
	           "  -h, --help           this help\n");
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
		{"quiet", no_argument, NULL, 'q'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	struct sgpu_script_options opts;
	sgpu_script_options_init(&opts);
	bool quiet = false;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:td:qh", longopts, NULL)) != -1) {
		switch (c) {
		case 'o':
			opts.out_dir = optarg;
			break;
		case 'R':
			opts.rebaseline = true;
			break;
		case 'D':
			opts.diff_dir = optarg;
			break;
		case 't':
			opts.trace = true;
			break;
		case 'd':
			opts.debug = optarg;
			break;
		case 'B':
			if (!tool_parse_u64(optarg, &opts.max_budget) || !opts.max_budget) {
				fprintf(stderr, "softgpu run: --max-budget: bad number '%s'\n", optarg);
				return TOOL_EXIT_USAGE;
			}
			break;
		case 'q':
			quiet = true;
			break;
		case 'h':
			run_usage(stdout);
			return 0;
		default:
			run_usage(stderr);
			return TOOL_EXIT_USAGE;
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
		sgpu_status st = sgpu_script_run_file(argv[i], &opts, &res);
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
