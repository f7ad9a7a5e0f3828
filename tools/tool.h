/* Shared declarations of the softgpu CLI. */
#ifndef SGPU_TOOLS_TOOL_H
#define SGPU_TOOLS_TOOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Exit codes: 0 success, 1 a script or expectation failed, 2 bad usage. */
#define TOOL_EXIT_FAIL 1
#define TOOL_EXIT_USAGE 2

struct tool_command {
	const char *name;
	const char *summary;
	int (*fn)(int argc, char **argv);
};

int tool_cmd_run(int argc, char **argv);
int tool_cmd_demo(int argc, char **argv);
int tool_cmd_info(int argc, char **argv);
int tool_cmd_decode(int argc, char **argv);
int tool_cmd_as(int argc, char **argv);  /* cmd_isa.c */
int tool_cmd_dis(int argc, char **argv); /* cmd_isa.c */
int tool_cmd_falcon(int argc, char **argv);
int tool_cmd_gl(int argc, char **argv);

/* Parses a decimal or 0x number with an optional K/M/G suffix. */
bool tool_parse_u64(const char *s, uint64_t *out);
/* The whole of file PATH ("-": standard input), NUL-terminated (the NUL is
 * not counted in *len). NULL with errno set when it cannot be read, when
 * memory runs out, or (EFBIG) when it is longer than max bytes. */
char *tool_read_file(const char *path, size_t max, size_t *len);
/* The largest step budget a command line accepts (--max-budget, falcon
 * run --budget): the scripts' default cap. A larger one could run for
 * hours. */
#define TOOL_MAX_BUDGET (UINT64_C(1) << 32)
/* softgpu run's --max-mem when none is given. */
#define TOOL_DEFAULT_MAX_MEM (UINT64_C(1) << 30)
/* A step budget from 1 to TOOL_MAX_BUDGET; prints "softgpu CMD: OPT: ..."
 * and returns false when s is not one. */
bool tool_parse_budget(const char *cmd, const char *opt, const char *s, uint64_t *out);
/* A byte size from 1 (with K/M/G) to max; prints the reason like
 * tool_parse_budget otherwise. */
bool tool_parse_size(const char *cmd, const char *opt, const char *s, uint64_t max,
                     uint64_t *out);
/* mkdir -p; false with errno set on failure. */
bool tool_mkdirs(const char *path);

#endif /* SGPU_TOOLS_TOOL_H */
