/* Small helpers for the CLI. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "tool.h"

char *tool_read_file(const char *path, size_t max, size_t *len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	if (!f)
		return NULL;
	struct stat st;
	if (f != stdin && fstat(fileno(f), &st) == 0 && S_ISDIR(st.st_mode)) {
		fclose(f);
		errno = EISDIR; /* fopen opens a directory; fread would say EIO */
		return NULL;
	}
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap + 1);
	int err = buf ? 0 : ENOMEM;
	while (!err) {
		n += fread(buf + n, 1, cap - n, f);
		if (n > max)
			err = EFBIG;
		else if (n < cap)
			break;
		else {
			char *nb = realloc(buf, cap * 2 + 1);
			if (nb) {
				buf = nb;
				cap *= 2;
			} else {
				err = ENOMEM;
			}
		}
	}
	if (!err && ferror(f))
		err = EIO;
	if (f != stdin)
		fclose(f);
	if (err) {
		free(buf);
		errno = err;
		return NULL;
	}
	buf[n] = 0;
	*len = n;
	return buf;
}

bool tool_parse_u64(const char *s, uint64_t *out)
{
	if (!s || !*s || *s == '-')
		return false;
	char *end;
	errno = 0;
	unsigned long long v = strtoull(s, &end, 0);
	if (errno || end == s)
		return false;
	unsigned shift = 0;
	if (*end == 'K' || *end == 'k')
		shift = 10;
	else if (*end == 'M' || *end == 'm')
		shift = 20;
	else if (*end == 'G' || *end == 'g')
		shift = 30;
	if (shift)
		end++;
	if (*end || (shift && v > (~0ull >> shift)))
		return false;
	*out = (uint64_t)v << shift;
	return true;
}

bool tool_mkdirs(const char *path)
{
	char buf[4096];
	size_t n = strlen(path);
	if (n == 0 || n >= sizeof(buf)) {
		errno = ENAMETOOLONG;
		return false;
	}
	memcpy(buf, path, n + 1);
	for (size_t i = 1; i <= n; i++) {
		if (buf[i] != '/' && buf[i] != 0)
			continue;
		char c = buf[i];
		buf[i] = 0;
		if (mkdir(buf, 0777) != 0 && errno != EEXIST)
			return false;
		buf[i] = c;
	}
	return true;
}

bool tool_parse_budget(const char *cmd, const char *opt, const char *s, uint64_t *out)
{
	uint64_t v;
	if (!tool_parse_u64(s, &v)) {
		fprintf(stderr, "softgpu %s: %s: '%s' is not a number (decimal or 0x hex, K/M/G)\n",
		        cmd, opt, s);
		return false;
	}
	if (v == 0 || v > TOOL_MAX_BUDGET) {
		fprintf(stderr,
		        "softgpu %s: %s: %s steps is out of range (1 to %llu, 2^32: at the "
		        "model's speed a larger budget can run for hours)\n",
		        cmd, opt, s, (unsigned long long)TOOL_MAX_BUDGET);
		return false;
	}
	*out = v;
	return true;
}

bool tool_parse_size(const char *cmd, const char *opt, const char *s, uint64_t max, uint64_t *out)
{
	uint64_t v;
	if (!tool_parse_u64(s, &v)) {
		fprintf(stderr, "softgpu %s: %s: '%s' is not a size (decimal or 0x hex, K/M/G)\n",
		        cmd, opt, s);
		return false;
	}
	if (v == 0 || v > max) {
		fprintf(stderr, "softgpu %s: %s: %s bytes is out of range (1 to %llu)\n", cmd, opt,
		        s, (unsigned long long)max);
		return false;
	}
	*out = v;
	return true;
}
