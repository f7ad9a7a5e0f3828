/* sgpu_golden: runs golden .sgs scripts and compares their surfaces with
 * baseline PNGs next to them.
 *
 *   sgpu_golden [--rebaseline] [--out DIR] [--diffs DIR] [-v] SCRIPT...
 *
 * Each script runs with base_dir = its own directory, out_dir =
 * DIR/<dir>/<name> and diff_dir = DIFFS/<dir>/<name>, where <dir> is the
 * name of the script's directory and <name> its file name without ".sgs"
 * (so golden/core/x.sgs and golden/nv/x.sgs do not collide). Prints
 * "ok SCRIPT" or "FAIL SCRIPT: message" (followed by the script's output
 * and log, indented) per script and "N passed, N failed" at the end;
 * exits 1 if any failed. */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "softgpu/script.h"

/* The last lines a script printed or logged, shown when it fails. */
#define KEEP_LINES 40

struct capture {
	char *lines[KEEP_LINES];
	size_t next;
	size_t total;
	bool verbose;
};

static void keep(struct capture *c, const char *prefix, const char *text)
{
	size_t len = strlen(prefix) + strlen(text) + 1;
	char *s = malloc(len);
	if (!s)
		return;
	snprintf(s, len, "%s%s", prefix, text);
	if (c->verbose)
		printf("    %s\n", s);
	free(c->lines[c->next]);
	c->lines[c->next] = s;
	c->next = (c->next + 1) % KEEP_LINES;
	c->total++;
}

static void on_print(void *user, const char *line)
{
	keep(user, "", line);
}

static const char *level_name(sgpu_log_level level)
{
	static const char *const names[] = {"error", "warn", "guest_error",
	                                    "unimp", "info", "debug"};
	return (unsigned)level < sizeof(names) / sizeof(names[0]) ? names[level] : "?";
}

static void on_log(void *user, sgpu_log_level level, const char *category, const char *message)
{
	char buf[1024];
	snprintf(buf, sizeof(buf), "log %s: %s: %s", level_name(level), category ? category : "?",
	         message ? message : "");
	keep(user, "", buf);
}

static void capture_flush(struct capture *c, bool show)
{
	size_t n = c->total < KEEP_LINES ? c->total : KEEP_LINES;
	size_t start = (c->next + KEEP_LINES - n) % KEEP_LINES;
	if (show && c->total > n)
		printf("    ... (%zu earlier lines)\n", c->total - n);
	for (size_t i = 0; i < n; i++) {
		size_t k = (start + i) % KEEP_LINES;
		if (show && !c->verbose)
			printf("    %s\n", c->lines[k]);
	}
	for (size_t i = 0; i < KEEP_LINES; i++) {
		free(c->lines[i]);
		c->lines[i] = NULL;
	}
	c->next = c->total = 0;
}

/* "a/b/core/bars.sgs" -> dir "a/b/core", tag "core/bars". */
static void split_script(const char *path, char **dir, char **tag)
{
	const char *slash = strrchr(path, '/');
	const char *base = slash ? slash + 1 : path;
	size_t dl = slash ? (size_t)(slash - path) : 0;
	*dir = malloc(dl + 2);
	if (*dir) {
		if (slash && dl == 0)
			strcpy(*dir, "/");
		else if (slash)
			snprintf(*dir, dl + 1, "%s", path);
		else
			strcpy(*dir, ".");
	}
	const char *parent = "";
	size_t pl = 0;
	if (slash && dl) {
		const char *p = path + dl;
		while (p > path && p[-1] != '/')
			p--;
		parent = p;
		pl = (size_t)(path + dl - p);
	}
	size_t bl = strlen(base);
	if (bl > 4 && strcmp(base + bl - 4, ".sgs") == 0)
		bl -= 4;
	*tag = malloc(pl + bl + 2);
	if (*tag) {
		if (pl)
			snprintf(*tag, pl + bl + 2, "%.*s/%.*s", (int)pl, parent, (int)bl, base);
		else
			snprintf(*tag, bl + 1, "%.*s", (int)bl, base);
	}
}

static char *join(const char *a, const char *b)
{
	size_t len = strlen(a) + strlen(b) + 2;
	char *r = malloc(len);
	if (r)
		snprintf(r, len, "%s/%s", a, b);
	return r;
}

static void usage(FILE *f)
{
	fprintf(f,
	        "usage: sgpu_golden [--rebaseline] [--out DIR] [--diffs DIR] [-v] SCRIPT...\n"
	        "\n"
	        "Runs each .sgs script with its directory as the base for baselines.\n"
	        "  --rebaseline  rewrite failing or missing baseline PNGs from the actual images\n"
	        "  --out DIR     where scripts write dumps (DIR/<dir>/<name>; default golden-out)\n"
	        "  --diffs DIR   write NAME.expected/actual/diff.png of failing comparisons to\n"
	        "                DIR/<dir>/<name>\n"
	        "  -v            show every script's output and log\n");
}

int main(int argc, char **argv)
{
	bool rebaseline = false, verbose = false;
	const char *out = "golden-out", *diffs = NULL;
	int first = argc;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			usage(stdout);
			return 0;
		} else if (strcmp(a, "--rebaseline") == 0) {
			rebaseline = true;
		} else if (strcmp(a, "-v") == 0 || strcmp(a, "--verbose") == 0) {
			verbose = true;
		} else if ((strcmp(a, "--out") == 0 || strcmp(a, "--diffs") == 0) && i + 1 < argc) {
			if (a[2] == 'o')
				out = argv[++i];
			else
				diffs = argv[++i];
		} else if (strcmp(a, "--") == 0) {
			first = i + 1;
			break;
		} else if (a[0] == '-') {
			fprintf(stderr, "sgpu_golden: unknown option '%s'\n", a);
			usage(stderr);
			return 2;
		} else {
			first = i;
			break;
		}
	}
	if (first >= argc) {
		usage(stderr);
		return 2;
	}
	unsigned passed = 0, failed = 0, rebaselined = 0;
	struct capture cap;
	memset(&cap, 0, sizeof(cap));
	cap.verbose = verbose;
	for (int i = first; i < argc; i++) {
		const char *script = argv[i];
		char *dir, *tag;
		split_script(script, &dir, &tag);
		char *out_dir = tag ? join(out, tag) : NULL;
		char *diff_dir = tag && diffs ? join(diffs, tag) : NULL;
		if (!dir || !tag || !out_dir || (diffs && !diff_dir)) {
			fprintf(stderr, "sgpu_golden: out of memory\n");
			return 2;
		}
		struct sgpu_script_options opts;
		sgpu_script_options_init(&opts);
		opts.base_dir = dir;
		opts.out_dir = out_dir;
		opts.diff_dir = diff_dir;
		opts.rebaseline = rebaseline;
		opts.print = on_print;
		opts.print_user = &cap;
		opts.log = on_log;
		opts.log_user = &cap;
		if (verbose)
			printf("run %s\n", script);
		struct sgpu_script_result res;
		sgpu_status st = sgpu_script_run_file(script, &opts, &res);
		if (st == SGPU_OK) {
			passed++;
			rebaselined += res.rebaselined;
			if (res.rebaselined)
				printf("ok %s (%u baselines written)\n", script, res.rebaselined);
			else
				printf("ok %s\n", script);
			capture_flush(&cap, false);
		} else {
			failed++;
			printf("FAIL %s: %s\n", script,
			       res.message[0] ? res.message : sgpu_strerror(st));
			capture_flush(&cap, true);
		}
		fflush(stdout);
		free(dir);
		free(tag);
		free(out_dir);
		free(diff_dir);
	}
	if (rebaselined)
		printf("%u baselines written\n", rebaselined);
	printf("%u passed, %u failed\n", passed, failed);
	return failed ? 1 : 0;
}
