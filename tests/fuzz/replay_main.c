/* A plain main() for fuzz targets: replays inputs through
 * LLVMFuzzerTestOneInput so every build (gcc too, under sanitizers in CI)
 * re-runs the corpus and the saved crashes.
 *
 *   fuzz_NAME_replay DIR_OR_FILE...
 *
 * A directory means every regular file in it (not recursive), in name
 * order; a directory or file that does not exist is skipped, so an empty
 * regressions directory is fine. Linked with every fuzz target: depends on
 * nothing but LLVMFuzzerTestOneInput. */
#include <dirent.h>
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int run_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		fprintf(stderr, "replay: %s: %s\n", path, strerror(errno));
		return -1;
	}
	size_t cap = 4096, len = 0;
	uint8_t *buf = malloc(cap);
	for (;;) {
		if (!buf) {
			fclose(f);
			fprintf(stderr, "replay: %s: out of memory\n", path);
			return -1;
		}
		len += fread(buf + len, 1, cap - len, f);
		if (len < cap)
			break;
		cap *= 2;
		uint8_t *nb = realloc(buf, cap);
		if (!nb)
			free(buf);
		buf = nb;
	}
	int err = ferror(f);
	fclose(f);
	if (err) {
		free(buf);
		fprintf(stderr, "replay: %s: read error\n", path);
		return -1;
	}
	/* Exactly size bytes, so ASan sees any read past the input. */
	uint8_t *exact = malloc(len ? len : 1);
	if (!exact) {
		free(buf);
		return -1;
	}
	memcpy(exact, buf, len);
	free(buf);
	LLVMFuzzerTestOneInput(exact, len);
	free(exact);
	return 0;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Returns the number of inputs run, or -1 on an error. */
static long run_dir(const char *dir)
{
	DIR *d = opendir(dir);
	if (!d)
		return 0;
	char **names = NULL;
	size_t n = 0, cap = 0;
	long ran = 0;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			char **nn = realloc(names, cap * sizeof(*nn));
			if (!nn) {
				ran = -1;
				break;
			}
			names = nn;
		}
		size_t len = strlen(dir) + strlen(e->d_name) + 2;
		names[n] = malloc(len);
		if (!names[n]) {
			ran = -1;
			break;
		}
		snprintf(names[n], len, "%s/%s", dir, e->d_name);
		n++;
	}
	closedir(d);
	if (n)
		qsort(names, n, sizeof(*names), cmp_names);
	for (size_t i = 0; i < n; i++) {
		struct stat st;
		if (ran >= 0 && stat(names[i], &st) == 0 && S_ISREG(st.st_mode)) {
			if (run_file(names[i]) < 0)
				ran = -1;
			else
				ran++;
		}
		free(names[i]);
	}
	free(names);
	return ran;
}

int main(int argc, char **argv)
{
	long total = 0;
	int status = 0;
	for (int i = 1; i < argc; i++) {
		struct stat st;
		long ran;
		if (stat(argv[i], &st) != 0)
			ran = 0; /* missing: nothing to replay */
		else if (S_ISDIR(st.st_mode))
			ran = run_dir(argv[i]);
		else
			ran = run_file(argv[i]) < 0 ? -1 : 1;
		if (ran < 0) {
			status = 1;
			continue;
		}
		printf("%s: %ld inputs\n", argv[i], ran);
		total += ran;
	}
	printf("replayed %ld inputs\n", total);
	return status;
}
