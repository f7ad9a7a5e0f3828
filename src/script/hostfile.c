/* Host file access for scripts: path joining, mkdir -p, bounded reads. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "script/priv.h"

static void set_err(char *err, size_t errlen, int e)
{
	if (!errlen)
		return;
	/* strerror_r (XSI) because strerror may share a buffer between threads. */
	if (strerror_r(e, err, errlen) != 0)
		snprintf(err, errlen, "error %d", e);
}

char *sgpu_script_path_join(const char *dir, const char *path)
{
	size_t dl = dir ? strlen(dir) : 0, pl = strlen(path);
	if (path[0] == '/' || dl == 0) {
		char *r = malloc(pl + 1);
		if (r)
			memcpy(r, path, pl + 1);
		return r;
	}
	bool slash = dir[dl - 1] == '/';
	char *r = malloc(dl + pl + 2);
	if (!r)
		return NULL;
	memcpy(r, dir, dl);
	size_t n = dl;
	if (!slash)
		r[n++] = '/';
	memcpy(r + n, path, pl + 1);
	return r;
}

char *sgpu_script_dirname(const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t n = slash ? (size_t)(slash - path) : 0;
	if (slash && n == 0)
		n = 1; /* "/x": the root */
	char *r = malloc(n + 1);
	if (!r)
		return NULL;
	memcpy(r, path, n);
	r[n] = '\0';
	return r;
}

bool sgpu_script_mkdirs_for(const char *path, char *err, size_t errlen)
{
	char *dir = sgpu_script_dirname(path);
	if (!dir) {
		set_err(err, errlen, ENOMEM);
		return false;
	}
	size_t n = strlen(dir);
	bool ok = true;
	/* Create each prefix in turn: mkdir -p. */
	for (size_t i = 1; i <= n && ok; i++) {
		if (i < n && dir[i] != '/')
			continue;
		char saved = dir[i];
		dir[i] = '\0';
		if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
			set_err(err, errlen, errno);
			ok = false;
		} else {
			struct stat st;
			if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
				snprintf(err, errlen, "'%s' is not a directory", dir);
				ok = false;
			}
		}
		dir[i] = saved;
	}
	free(dir);
	return ok;
}

FILE *sgpu_script_open_regular(const char *path, char *err, size_t errlen)
{
	/* Non-blocking, so that opening a FIFO with no writer returns at
	 * once; the type is checked before any read (a FIFO, a terminal or
	 * /dev/zero would block or never end). Regular files ignore
	 * O_NONBLOCK. */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	if (fd < 0) {
		set_err(err, errlen, errno);
		return NULL;
	}
	struct stat st;
	if (fstat(fd, &st) != 0) {
		set_err(err, errlen, errno);
		close(fd);
		return NULL;
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(err, errlen, "%s",
		         S_ISDIR(st.st_mode)    ? "it is a directory, not a file"
		         : S_ISFIFO(st.st_mode) ? "it is a named pipe, not a regular file"
		         : S_ISCHR(st.st_mode)  ? "it is a character device, not a regular file"
		         : S_ISBLK(st.st_mode)  ? "it is a block device, not a regular file"
		         : S_ISSOCK(st.st_mode) ? "it is a socket, not a regular file"
		                                : "not a regular file");
		close(fd);
		return NULL;
	}
	int fl = fcntl(fd, F_GETFL);
	if (fl != -1)
		fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
	FILE *f = fdopen(fd, "rb");
	if (!f) {
		set_err(err, errlen, errno);
		close(fd);
	}
	return f;
}

sgpu_status sgpu_script_read_file(const char *path, uint64_t offset, uint64_t len, uint64_t max,
                                  uint8_t **data, size_t *size, char *err, size_t errlen)
{
	*data = NULL;
	*size = 0;
	FILE *f = sgpu_script_open_regular(path, err, errlen);
	if (!f)
		return SGPU_ERR_IO;
	struct stat st;
	if (fstat(fileno(f), &st) != 0) {
		set_err(err, errlen, errno);
		fclose(f);
		return SGPU_ERR_IO;
	}
	uint64_t fsize = (uint64_t)st.st_size;
	if (offset > fsize) {
		snprintf(err, errlen, "offset 0x%llx is past the end of the file (0x%llx bytes)",
		         (unsigned long long)offset, (unsigned long long)fsize);
		fclose(f);
		return SGPU_ERR_OUT_OF_RANGE;
	}
	uint64_t want = len == UINT64_MAX ? fsize - offset : len;
	if (want > fsize - offset) {
		snprintf(err, errlen, "the file has only 0x%llx bytes after offset 0x%llx",
		         (unsigned long long)(fsize - offset), (unsigned long long)offset);
		fclose(f);
		return SGPU_ERR_OUT_OF_RANGE;
	}
	if (want > max || want > SIZE_MAX - 1) {
		snprintf(err, errlen, "0x%llx bytes is over the limit of 0x%llx",
		         (unsigned long long)want, (unsigned long long)max);
		fclose(f);
		return SGPU_ERR_OUT_OF_RANGE;
	}
	uint8_t *buf = malloc((size_t)want + 1);
	if (!buf) {
		set_err(err, errlen, ENOMEM);
		fclose(f);
		return SGPU_ERR_NO_MEMORY;
	}
	if (offset && fseeko(f, (off_t)offset, SEEK_SET) != 0) {
		set_err(err, errlen, errno);
		free(buf);
		fclose(f);
		return SGPU_ERR_IO;
	}
	size_t got = fread(buf, 1, (size_t)want, f);
	if (got != want) {
		snprintf(err, errlen, "short read (0x%zx of 0x%llx bytes)", got,
		         (unsigned long long)want);
		free(buf);
		fclose(f);
		return SGPU_ERR_IO;
	}
	fclose(f);
	buf[want] = 0;
	*data = buf;
	*size = (size_t)want;
	return SGPU_OK;
}

bool sgpu_script_write_file(const char *path, const void *data, size_t len, char *err,
                            size_t errlen)
{
	if (!sgpu_script_mkdirs_for(path, err, errlen))
		return false;
	FILE *f = fopen(path, "wb");
	if (!f) {
		set_err(err, errlen, errno);
		return false;
	}
	bool ok = fwrite(data, 1, len, f) == len;
	if (!ok)
		set_err(err, errlen, errno);
	if (fclose(f) != 0 && ok) {
		set_err(err, errlen, errno);
		ok = false;
	}
	return ok;
}
