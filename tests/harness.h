/* A tiny unit-test harness: one executable per test file.
 *
 *   #include "harness.h"
 *   SGPU_TEST(adds) { SGPU_ASSERT_EQ(1 + 1, 2); }
 *
 * Link with sgpu_test_harness (it provides main). `prog [filter]` runs the
 * tests whose names contain filter; the last line is "N passed, N failed". */
#ifndef SGPU_TESTS_HARNESS_H
#define SGPU_TESTS_HARNESS_H

#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

struct sgpu_test_case {
	const char *name;
	const char *file;
	void (*fn)(void);
	struct sgpu_test_case *next;
};

void sgpu_test_register(struct sgpu_test_case *tc);
/* Marks the running test failed and prints file:line: message. */
void sgpu_test_fail(const char *file, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* Directory of the test sources (for data files), from the build. */
const char *sgpu_test_srcdir(void);
/* The whole of a data file under the test sources, NUL-terminated, in
 * malloc'd memory (NULL if unreadable or over 64 MiB). */
char *sgpu_test_read(const char *relpath);
/* A scratch directory unique to this test executable (created on demand). */
const char *sgpu_test_tmpdir(void);

#define SGPU_TEST(name)                                                                            \
	static void sgpu_test_fn_##name(void);                                                     \
	static struct sgpu_test_case sgpu_test_case_##name = {#name, __FILE__,                     \
	                                                      sgpu_test_fn_##name, NULL};          \
	__attribute__((constructor)) static void sgpu_test_reg_##name(void)                        \
	{                                                                                          \
		sgpu_test_register(&sgpu_test_case_##name);                                        \
	}                                                                                          \
	static void sgpu_test_fn_##name(void)

#define SGPU_ASSERT(cond)                                                                          \
	do {                                                                                       \
		if (!(cond)) {                                                                     \
			sgpu_test_fail(__FILE__, __LINE__, "assertion failed: %s", #cond);         \
			return;                                                                    \
		}                                                                                  \
	} while (0)

#define SGPU_ASSERT_MSG(cond, ...)                                                                 \
	do {                                                                                       \
		if (!(cond)) {                                                                     \
			sgpu_test_fail(__FILE__, __LINE__, __VA_ARGS__);                           \
			return;                                                                    \
		}                                                                                  \
	} while (0)

#define SGPU_ASSERT_EQ(a, b)                                                                       \
	do {                                                                                       \
		uint64_t sgpu_a_ = (uint64_t)(a), sgpu_b_ = (uint64_t)(b);                         \
		if (sgpu_a_ != sgpu_b_) {                                                          \
			sgpu_test_fail(__FILE__, __LINE__,                                         \
			               "%s == %s: 0x%" PRIx64 " (%" PRIu64 ") != 0x%" PRIx64       \
			               " (%" PRIu64 ")",                                           \
			               #a, #b, sgpu_a_, sgpu_a_, sgpu_b_, sgpu_b_);                \
			return;                                                                    \
		}                                                                                  \
	} while (0)

#define SGPU_ASSERT_NE(a, b)                                                                       \
	do {                                                                                       \
		uint64_t sgpu_a_ = (uint64_t)(a), sgpu_b_ = (uint64_t)(b);                         \
		if (sgpu_a_ == sgpu_b_) {                                                          \
			sgpu_test_fail(__FILE__, __LINE__, "%s != %s: both 0x%" PRIx64, #a, #b,    \
			               sgpu_a_);                                                   \
			return;                                                                    \
		}                                                                                  \
	} while (0)

#define SGPU_ASSERT_STR_EQ(a, b)                                                                   \
	do {                                                                                       \
		const char *sgpu_a_ = (a), *sgpu_b_ = (b);                                         \
		if (!sgpu_a_ || !sgpu_b_ || strcmp(sgpu_a_, sgpu_b_) != 0) {                       \
			sgpu_test_fail(__FILE__, __LINE__, "%s == %s: \"%s\" != \"%s\"", #a, #b,   \
			               sgpu_a_ ? sgpu_a_ : "(null)", sgpu_b_ ? sgpu_b_ : "(null)");  \
			return;                                                                    \
		}                                                                                  \
	} while (0)

#define SGPU_ASSERT_STR_CONTAINS(hay, needle)                                                      \
	do {                                                                                       \
		const char *sgpu_h_ = (hay), *sgpu_n_ = (needle);                                  \
		if (!sgpu_h_ || !strstr(sgpu_h_, sgpu_n_)) {                                       \
			sgpu_test_fail(__FILE__, __LINE__, "\"%s\" does not contain \"%s\"",       \
			               sgpu_h_ ? sgpu_h_ : "(null)", sgpu_n_);                     \
			return;                                                                    \
		}                                                                                  \
	} while (0)

#define SGPU_ASSERT_MEM_EQ(a, b, n)                                                                \
	do {                                                                                       \
		if (memcmp((a), (b), (n)) != 0) {                                                  \
			sgpu_test_fail(__FILE__, __LINE__, "memory %s != %s (%zu bytes)", #a, #b,  \
			               (size_t)(n));                                               \
			return;                                                                    \
		}                                                                                  \
	} while (0)

#endif /* SGPU_TESTS_HARNESS_H */
