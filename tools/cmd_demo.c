/* softgpu demo: runs the demo scripts compiled into the binary
 * (the .sgs files in tools/demo/), writes their PNGs and an index.html gallery. */
#include <dirent.h>
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "softgpu/script.h"
#include "tool.h"
#include "util/image.h"

struct sgpu_embedded_file {
	const char *name;
	const char *text;
};
extern const struct sgpu_embedded_file sgpu_demo_scripts[];

static void demo_usage(FILE *f)
{
	fprintf(f, "usage: softgpu demo [-o DIR] [--list] [NAME...]\n\n"
	           "Runs the demo scripts built into softgpu (all, or those NAMEd: a\n"
	           "number, as 1 or 01, or a name as --list shows it), writes the surfaces\n"
	           "they draw as PNG files under DIR/NAME/ and a gallery DIR/index.html.\n\n"
	           "options:\n"
	           "  -o, --out DIR   output directory (default: softgpu-demo)\n"
	           "  -l, --list      list the built-in scripts and exit\n"
	           "  -p, --print N   print the text of script N (its number, as 1 or 01, or\n"
	           "                  its name, as listed) and exit\n"
	           "  -h, --help      this help\n");
}

static void html_escape(FILE *f, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '&': fputs("&amp;", f); break;
		case '"': fputs("&quot;", f); break;
		default: fputc(*s, f);
		}
	}
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The PNG files in dir, sorted; *count set. The caller frees. */
static char **list_pngs(const char *dir, size_t *count)
{
	*count = 0;
	DIR *d = opendir(dir);
	if (!d)
		return NULL;
	char **names = NULL;
	size_t cap = 0;
	struct dirent *e;
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);
		if (n < 5 || strcmp(e->d_name + n - 4, ".png") != 0)
			continue;
		if (*count == cap) {
			cap = cap ? cap * 2 : 16;
			char **nn = realloc(names, cap * sizeof(*nn));
			if (!nn)
				break;
			names = nn;
		}
		names[*count] = strdup(e->d_name);
		if (names[*count])
			(*count)++;
	}
	closedir(d);
	if (names)
		qsort(names, *count, sizeof(*names), cmp_str);
	return names;
}

/* The script name without ".sgs". */
static void stem(const char *name, char *buf, size_t len)
{
	snprintf(buf, len, "%s", name);
	char *dot = strrchr(buf, '.');
	if (dot && strcmp(dot, ".sgs") == 0)
		*dot = 0;
}

/* What a script prints (print, read, decode, mem dump), kept for the
 * gallery instead of going to stdout. */
struct demo_output {
	char *text;
	size_t len;
	size_t cap;
	bool cut;
};

#define DEMO_OUTPUT_MAX (64u << 10)

static void demo_print(void *user, const char *line)
{
	struct demo_output *o = user;
	size_t n = strlen(line);
	if (o->cut || o->len + n + 1 > DEMO_OUTPUT_MAX) {
		o->cut = true;
		return;
	}
	if (o->len + n + 2 > o->cap) {
		size_t cap = o->cap ? o->cap * 2 : 4096;
		while (cap < o->len + n + 2)
			cap *= 2;
		char *t = realloc(o->text, cap);
		if (!t) {
			o->cut = true;
			return;
		}
		o->text = t;
		o->cap = cap;
	}
	memcpy(o->text + o->len, line, n);
	o->len += n;
	o->text[o->len++] = '\n';
	o->text[o->len] = '\0';
}

/* Small pictures are shown larger (pixelated, by the style sheet): the
 * width to show a PNG at, 0 to leave it as it is. */
static unsigned display_width(const char *path)
{
	uint8_t head[24];
	FILE *f = fopen(path, "rb");
	size_t n = f ? fread(head, 1, sizeof(head), f) : 0;
	if (f)
		fclose(f);
	uint32_t w, h;
	if (!sgpu_image_png_size(head, n, &w, &h) || !w || !h)
		return 0;
	unsigned k = 1;
	while (k < 4 && w * (k + 1) <= 512 && h * (k + 1) <= 512)
		k++;
	return k > 1 ? w * k : 0;
}

/* A script is named by its file name, its stem ("01-patterns") or its
 * number ("1" or "01", the digits its name starts with). */
static bool names_script(const char *arg, const char *name)
{
	char s[256];
	stem(name, s, sizeof(s));
	if (!strcmp(arg, s) || !strcmp(arg, name))
		return true;
	char *end;
	if (arg[0] < '0' || arg[0] > '9')
		return false;
	unsigned long want = strtoul(arg, &end, 10);
	if (*end)
		return false;
	unsigned long have = strtoul(name, &end, 10);
	return end != name && have == want;
}

static bool selected(const char *name, int argc, char **argv, int first)
{
	if (first >= argc)
		return true;
	for (int i = first; i < argc; i++)
		if (names_script(argv[i], name))
			return true;
	return false;
}

/* The first comment lines of a script, as its description. */
static void describe(FILE *f, const char *text)
{
	const char *p = text;
	while (*p == '#') {
		p++;
		if (*p == ' ')
			p++;
		const char *nl = strchr(p, '\n');
		size_t n = nl ? (size_t)(nl - p) : strlen(p);
		char line[512];
		snprintf(line, sizeof(line), "%.*s",
		         (int)(n < sizeof(line) - 1 ? n : sizeof(line) - 1), p);
		html_escape(f, line);
		fputc(' ', f);
		p = nl ? nl + 1 : p + n;
	}
}

int tool_cmd_demo(int argc, char **argv)
{
	static const struct option longopts[] = {
	        {"out", required_argument, NULL, 'o'},
	        {"list", no_argument, NULL, 'l'},
	        {"print", required_argument, NULL, 'p'},
	        {"help", no_argument, NULL, 'h'},
	        {NULL, 0, NULL, 0},
	};
	const char *out = "softgpu-demo";
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "o:lp:h", longopts, NULL)) != -1) {
		switch (c) {
		case 'o': out = optarg; break;
		case 'l':
			for (const struct sgpu_embedded_file *s = sgpu_demo_scripts; s->name; s++)
				printf("%s\n", s->name);
			return 0;
		case 'p':
			for (const struct sgpu_embedded_file *s = sgpu_demo_scripts; s->name; s++) {
				if (names_script(optarg, s->name)) {
					fputs(s->text, stdout);
					return 0;
				}
			}
			fprintf(stderr, "softgpu demo: no built-in script '%s' (see --list)\n",
			        optarg);
			return TOOL_EXIT_USAGE;
		case 'h': demo_usage(stdout); return 0;
		default: demo_usage(stderr); return TOOL_EXIT_USAGE;
		}
	}
	/* Every name must match before anything is written: a typo must not
	 * replace an existing gallery with an empty one. */
	for (int i = optind; i < argc; i++) {
		bool found = false;
		for (const struct sgpu_embedded_file *s = sgpu_demo_scripts; s->name && !found; s++)
			found = names_script(argv[i], s->name);
		if (!found) {
			fprintf(stderr, "softgpu demo: no built-in script '%s' (see --list)\n",
			        argv[i]);
			return TOOL_EXIT_USAGE;
		}
	}
	if (!tool_mkdirs(out)) {
		fprintf(stderr, "softgpu demo: cannot create %s: %s\n", out, strerror(errno));
		return TOOL_EXIT_FAIL;
	}
	/* Written beside the old one, which it replaces only when complete. */
	char path[4096], tmp[4200];
	snprintf(path, sizeof(path), "%s/index.html", out);
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	FILE *html = fopen(tmp, "w");
	if (!html) {
		fprintf(stderr, "softgpu demo: cannot write %s: %s\n", tmp, strerror(errno));
		return TOOL_EXIT_FAIL;
	}
	fprintf(html,
	        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\">\n"
	        "<title>softgpu demo</title>\n<style>\n"
	        "body{font-family:sans-serif;background:#222;color:#ddd;margin:2em}\n"
	        "figure{display:inline-block;margin:8px;vertical-align:top}\n"
	        "img{image-rendering:pixelated;border:1px solid #555;background:"
	        "repeating-conic-gradient(#444 0 25%%,#333 0 50%%) 0 0/16px 16px}\n"
	        "figcaption{font-size:small}\npre{background:#111;padding:8px;"
	        "overflow:auto;max-height:20em}\n</style></head><body>\n"
	        "<h1>softgpu %s demo</h1>\n",
	        sgpu_version());

	unsigned failed = 0, ran = 0, images = 0;
	for (const struct sgpu_embedded_file *s = sgpu_demo_scripts; s->name; s++) {
		if (!selected(s->name, argc, argv, optind))
			continue;
		char name[256], dir[4096];
		stem(s->name, name, sizeof(name));
		snprintf(dir, sizeof(dir), "%s/%s", out, name);
		struct sgpu_script_options opts;
		sgpu_script_options_init(&opts);
		opts.out_dir = dir;
		opts.allow_files = true;
		struct demo_output output = {0};
		opts.print = demo_print;
		opts.print_user = &output;
		struct sgpu_script_result res;
		sgpu_status st =
		        sgpu_script_run_buffer(s->name, s->text, strlen(s->text), &opts, &res);
		ran++;
		fprintf(html, "<h2>");
		html_escape(html, name);
		fprintf(html, "</h2>\n<p>");
		describe(html, s->text);
		fprintf(html, "</p>\n");
		if (st != SGPU_OK) {
			failed++;
			printf("FAIL %s\n", res.message[0] ? res.message : sgpu_strerror(st));
			fprintf(html, "<p><b>failed:</b> ");
			html_escape(html, res.message);
			fprintf(html, "</p>\n");
		}
		size_t n = 0;
		char **pngs = list_pngs(dir, &n);
		for (size_t i = 0; i < n; i++) {
			printf("wrote %s/%s\n", dir, pngs[i]);
			char file[8192];
			snprintf(file, sizeof(file), "%s/%s", dir, pngs[i]);
			unsigned width = display_width(file);
			fprintf(html, "<figure><img src=\"");
			html_escape(html, name);
			fputc('/', html);
			html_escape(html, pngs[i]);
			fprintf(html, "\"");
			if (width)
				fprintf(html, " width=\"%u\"", width);
			fprintf(html, "><figcaption>");
			html_escape(html, pngs[i]);
			fprintf(html, "</figcaption></figure>\n");
			free(pngs[i]);
			images++;
		}
		free(pngs);
		if (output.len) {
			fprintf(html, "<details open><summary>output</summary><pre>");
			html_escape(html, output.text);
			if (output.cut)
				fprintf(html, "... (cut at %u KiB)\n", DEMO_OUTPUT_MAX >> 10);
			fprintf(html, "</pre></details>\n");
		}
		free(output.text);
		fprintf(html, "<details><summary>script</summary><pre>");
		html_escape(html, s->text);
		fprintf(html, "</pre></details>\n");
	}
	fprintf(html, "</body></html>\n");
	bool werr = ferror(html) != 0;
	if (fclose(html) != 0 || werr) {
		fprintf(stderr, "softgpu demo: error writing %s: %s\n", tmp, strerror(errno));
		remove(tmp);
		return TOOL_EXIT_FAIL;
	}
	if (rename(tmp, path) != 0) {
		fprintf(stderr, "softgpu demo: cannot replace %s: %s\n", path, strerror(errno));
		remove(tmp);
		return TOOL_EXIT_FAIL;
	}
	printf("wrote %s\n", path);
	printf("%u scripts, %u images, %u failed\n", ran, images, failed);
	return failed ? TOOL_EXIT_FAIL : 0;
}
