/* softgpu .sgs scripts: drive a device the way a driver does.
 * The format is documented in docs/script.md. These functions are in
 * libsoftgpu-script (pkg-config softgpu-script), which also writes and
 * reads PNG files; the headless libsoftgpu does not have them. */
#ifndef SOFTGPU_SCRIPT_H
#define SOFTGPU_SCRIPT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "softgpu/export.h"
#include "softgpu/softgpu.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Where a script's output text goes (print, read, run reports): one line
 * at a time, without the newline. */
typedef void (*sgpu_script_print_fn)(void *user, const char *line);

struct sgpu_script_options {
	/* Directory for files the script writes (surface dump). NULL: the
	 * current directory. Paths in the script are relative to it. */
	const char *out_dir;
	/* Baselines named by "expect surface ... png=F" and files read by
	 * "load file" are relative to the script's own directory; NULL for a
	 * buffer means the current directory. */
	const char *base_dir;
	/* Rewrite failing (or missing) baseline PNGs from the actual image
	 * instead of failing. */
	bool rebaseline;
	/* When set, a failing image comparison writes NAME.expected.png,
	 * NAME.actual.png and NAME.diff.png here. */
	const char *diff_dir;
	/* false: every command that touches the host file system is an error
	 * (fuzzing). */
	bool allow_files;
	/* Upper bound for any single run budget and for the sum of all
	 * budgets in the script; 0: the default (2^32 steps each). */
	uint64_t max_budget;
	/* Upper bound for the memory spaces a "chip" line may ask for, and for
	 * any single file, dump or surface buffer; 0: SGPU_MEM_MAX_SIZE. */
	uint64_t max_mem_size;
	/* Output sink; NULL prints to stdout. */
	sgpu_script_print_fn print;
	void *print_user;
	/* Device log sink for devices the script creates; NULL: the library
	 * default (stderr). */
	sgpu_log_fn log;
	void *log_user;
	/* Extra log categories to enable ("unit,unit"), on top of
	 * $SOFTGPU_DEBUG. */
	const char *debug;
	/* Print an MMIO/method trace line for every access. */
	bool trace;
};

struct sgpu_script_result {
	/* On failure: "file:line:col: message". Empty on success. */
	char message[1024];
	unsigned expects_passed;
	unsigned expects_failed;
	unsigned images_written;   /* PNG files written (dumps, rebaselines, diffs) */
	unsigned images_compared;
	unsigned rebaselined;
	uint64_t steps;            /* total steps run */
};

/* Defaults: allow_files true, everything else zero. */
SGPU_API void sgpu_script_options_init(struct sgpu_script_options *opts);

/* Runs a whole script. SGPU_OK when every command ran and every
 * expectation held; otherwise result->message says where and why
 * (SGPU_ERR_FORMAT: a malformed line; SGPU_ERR_MISMATCH: an expectation
 * failed; SGPU_ERR_IO: a file). result may be NULL. Nothing in a script
 * can crash the caller. */
SGPU_API sgpu_status sgpu_script_run_file(const char *path, const struct sgpu_script_options *opts,
                                          struct sgpu_script_result *result);
/* name is used in messages ("name:line:col"). text need not be
 * NUL-terminated. */
SGPU_API sgpu_status sgpu_script_run_buffer(const char *name, const char *text, size_t len,
                                            const struct sgpu_script_options *opts,
                                            struct sgpu_script_result *result);

#ifdef __cplusplus
}
#endif

#endif /* SOFTGPU_SCRIPT_H */
