/* Command-stream dialects of the .sgs script engine.
 *
 * A "stream SPACE ADDR" ... "end" block assembles 32-bit words into guest
 * memory. Besides the built-in directives (LABEL:, word, align), every
 * engine family adds its own as DIALECT.OP (test.method, later nv.*,
 * pm4.*): one file defining a struct sgpu_script_dialect plus one entry in
 * the table in dialects.c. docs/script.md, "Writing a dialect", is the
 * guide; dialect_test.c is the smallest complete example.
 *
 * Blocks are assembled in two passes. In the first pass names that are
 * not defined yet (forward labels) evaluate to 0 and arithmetic that
 * would fail (division by zero, shifts >= 64) gives 0, so a directive must
 * emit the same number of words whatever the values of its arguments; the
 * engine checks that and reports an internal error otherwise. Checks on
 * values belong in sgpu_script_check(), which only fails in the final
 * pass; syntax errors (a bad register name, a wrong argument count) use
 * sgpu_script_error() and fail in either pass.
 */
#ifndef SGPU_SCRIPT_DIALECT_H
#define SGPU_SCRIPT_DIALECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "softgpu/softgpu.h"

struct sgpu_script_ctx;

/* One token of a script line. */
struct sgpu_script_tok {
	const char *text; /* NUL-terminated: the bare text, or a string's decoded value */
	size_t len;       /* bytes in text */
	const char *key;  /* "key" of a key=value token, else NULL (text is the value) */
	unsigned line;    /* 1-based physical line of the token */
	unsigned col;     /* 1-based column of text (of the value for key=value) */
	unsigned key_col; /* 1-based column where the whole token starts */
	bool quoted;      /* text came from a "double-quoted string" */
};

struct sgpu_script_dialect {
	/* Lower-case prefix: directives are written NAME.OP. */
	const char *name;
	/* One line for docs and error messages. */
	const char *description;
	/* Zeroed per-block state of this size, reset at the start of each
	 * pass; see sgpu_script_dialect_state(). 0 for none. */
	size_t state_size;
	/* Assemble one directive. op is the text after the dot, dtok the
	 * directive token itself, args the tokens after it (options included:
	 * check tok->key). Emit words with sgpu_script_emit(). Return false
	 * only after reporting an error through one of the helpers below. */
	bool (*directive)(struct sgpu_script_ctx *ctx, const char *op,
	                  const struct sgpu_script_tok *dtok, const struct sgpu_script_tok *args,
	                  size_t nargs);
	/* Optional: the `decode NAME SPACE ADDR WORDS [KEY=V...]` command.
	 * Print the n words read from guest memory at addr as this dialect's
	 * stream, one line at a time through sgpu_script_print_line; opts are
	 * the command's key=value tokens (check them: unknown ones are
	 * errors). Return false only after reporting an error. */
	/* Optional: DIALECT.OP lines outside stream blocks, for commands that
	 * look at the device (expectations): same arguments as directive,
	 * nothing is emitted. NULL: such lines are errors. */
	bool (*command)(struct sgpu_script_ctx *ctx, const char *op,
	                const struct sgpu_script_tok *dtok, const struct sgpu_script_tok *args,
	                size_t nargs);
	bool (*decode)(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *cmd,
	               const uint32_t *words, size_t n, uint64_t addr,
	               const struct sgpu_script_tok *const *opts, size_t nopts);
};

/* The dialect table (dialects.c), NULL-terminated. */
extern const struct sgpu_script_dialect *const sgpu_script_dialects[];

/* ------------------------------------------------------------------ helpers for dialects */

/* Reports "file:line:col: message" at tok (a syntax error: fails in every
 * pass) and returns false. tok NULL: the directive's line, column 1. */
bool sgpu_script_error(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                       const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A check on a value: when ok is false, reports the error at tok and
 * returns false in the final pass; in the first pass returns true so the
 * directive goes on emitting its usual number of words. */
bool sgpu_script_check(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok, bool ok,
                       const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* Checks the directive has between min and max positional arguments and
 * no key=value options; usage is shown in the message ("test.jump ADDR"). */
bool sgpu_script_args(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                      const struct sgpu_script_tok *args, size_t nargs, size_t min, size_t max,
                      const char *usage);

/* Evaluates an expression token (uint64, wrap-around arithmetic). */
bool sgpu_script_eval(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                      uint64_t *value);
/* Evaluates and checks the value fits in 32 bits (unsigned, or a negative
 * number that fits as a signed 32-bit value, which is then truncated). */
bool sgpu_script_eval_u32(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                          uint32_t *value);
/* One line of output, to the script's print sink (options->print or
 * stdout), as `print` does. */
void sgpu_script_print_line(struct sgpu_script_ctx *ctx, const char *line);
/* Appends a 32-bit word to the block at the current address. */
bool sgpu_script_emit(struct sgpu_script_ctx *ctx, uint32_t word);

/* Address of the next word of the block, and its memory space. */
uint64_t sgpu_script_here(const struct sgpu_script_ctx *ctx);
sgpu_space sgpu_script_stream_space(const struct sgpu_script_ctx *ctx);
/* true in the pass whose words are written to memory. */
bool sgpu_script_final_pass(const struct sgpu_script_ctx *ctx);
/* The device (never NULL inside a stream block). */
sgpu_device *sgpu_script_device(struct sgpu_script_ctx *ctx);
/* The running dialect's zeroed per-block state (NULL if state_size is 0). */
void *sgpu_script_dialect_state(struct sgpu_script_ctx *ctx);

/* Resolves a register of MMIO region `region` ("TEST") named by tok: a
 * bare register name ("COLOR0"), a full one ("TEST.COLOR0") or, failing
 * both, an expression giving the offset. *offset is relative to the
 * region base; checked to be inside the region and aligned to 4. */
bool sgpu_script_region_reg(struct sgpu_script_ctx *ctx, const char *region,
                            const struct sgpu_script_tok *tok, uint32_t *offset);

#endif /* SGPU_SCRIPT_DIALECT_H */
