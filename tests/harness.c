/* The test harness's main: runs every registered SGPU_TEST in file order. */
#include "harness.h"

#include <stdarg.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static struct sgpu_test_case *sgpu_tests_head;
static struct sgpu_test_case **sgpu_tests_tail = &sgpu_tests_head;
static bool current_failed;
static const char *current_name;
static char tmpdir[512];
static const char *program_name;

void sgpu_test_register(struct sgpu_test_case *tc)
{
	/* Constructors run in definition order with gcc and clang; append so
	 * tests run in the order they are written. */
	tc->next = NULL;
	*sgpu_tests_tail = tc;
	sgpu_tests_tail = &tc->next;
}

void sgpu_test_fail(const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	fprintf(stdout, "%s:%d: %s: ", file, line, current_name ? current_name : "?");
	va_start(ap, fmt);
	vfprintf(stdout, fmt, ap);
	va_end(ap);
	fputc('\n', stdout);
	current_failed = true;
}

const char *sgpu_test_srcdir(void)
{
#ifdef SGPU_TEST_SRCDIR
	return SGPU_TEST_SRCDIR;
#else
	return ".";
#endif
}

char *sgpu_test_read(const char *relpath)
{
	char path[1024];
	snprintf(path, sizeof(path), "%s/%s", sgpu_test_srcdir(), relpath);
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	char *s = malloc(cap);
	while (s) {
		n += fread(s + n, 1, cap - n - 1, f);
		if (n < cap - 1 || cap >= (size_t)64 << 20)
			break;
		char *ns = realloc(s, cap *= 2);
		if (!ns)
			free(s);
		s = ns;
	}
	bool whole = s && feof(f);
	fclose(f);
	if (!whole) {
		free(s);
		return NULL;
	}
	s[n] = 0;
	return s;
}

const char *sgpu_test_tmpdir(void)
{
	if (!tmpdir[0]) {
		const char *base = getenv("TMPDIR");
		const char *name = program_name ? program_name : "test";
		snprintf(tmpdir, sizeof(tmpdir), "%s/softgpu-%s-%ld", base && *base ? base : "/tmp",
		         name, (long)getpid());
		mkdir(tmpdir, 0777);
	}
	return tmpdir;
}

int main(int argc, char **argv)
{
	const char *filter = argc > 1 ? argv[1] : NULL;
	unsigned passed = 0, failed = 0;
	program_name = argv[0] ? strrchr(argv[0], '/') : NULL;
	program_name = program_name ? program_name + 1 : argv[0];
	for (struct sgpu_test_case *tc = sgpu_tests_head; tc; tc = tc->next) {
		if (filter && !strstr(tc->name, filter))
			continue;
		current_name = tc->name;
		current_failed = false;
		tc->fn();
		fflush(stdout);
		if (current_failed) {
			failed++;
			printf("FAIL %s\n", tc->name);
		} else {
			passed++;
			printf("ok   %s\n", tc->name);
		}
	}
	printf("%u passed, %u failed\n", passed, failed);
	return failed ? 1 : 0;
}
