/* Internals of the .sgs script engine, shared by the files of src/script/.
 * The format is documented in docs/script.md. */
#ifndef SGPU_SCRIPT_PRIV_H
#define SGPU_SCRIPT_PRIV_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "core/device.h"
#include "script/dialect.h"
#include "softgpu/script.h"
#include "softgpu/softgpu.h"
#include "util/image.h"

/* Limits that keep any input, however hostile, cheap. */
#define SGPU_SCRIPT_MAX_LINE (1u << 20)       /* bytes of token text per logical line */
#define SGPU_SCRIPT_MAX_TOKENS 65536u         /* tokens per logical line */
#define SGPU_SCRIPT_MAX_EXPR_DEPTH 64u        /* nesting of parentheses and unary ops */
#define SGPU_SCRIPT_MAX_INCLUDE_DEPTH 8u      /* include nesting */
#define SGPU_SCRIPT_MAX_FILE (64u << 20)      /* bytes of a script file */
#define SGPU_SCRIPT_MAX_STREAM_LINES 1000000u /* lines of one stream block */
/* The total work of one script, includes and both passes of stream blocks
 * counted: the depth limit alone lets 8 files each including the next 10
 * times read 10^7 files. */
#define SGPU_SCRIPT_MAX_INCLUDES 4096u                    /* include lines run */
#define SGPU_SCRIPT_MAX_TEXT_TOTAL (UINT64_C(512) << 20)  /* bytes of script text read */
#define SGPU_SCRIPT_MAX_LINES_TOTAL (UINT64_C(1) << 25)   /* logical lines read */
#define SGPU_SCRIPT_MAX_WORDS_TOTAL (UINT64_C(1) << 28)   /* stream words emitted */
#define SGPU_SCRIPT_MAX_BYTES_TOTAL (UINT64_C(16) << 30)  /* bytes of memory and files touched */
#define SGPU_SCRIPT_MAX_SURFACES 256u
#define SGPU_SCRIPT_MAX_PALETTES 64u
#define SGPU_SCRIPT_MAX_VARS 1000000u
#define SGPU_SCRIPT_LOG_KEEP 1024u       /* log messages kept for "expect log" */
#define SGPU_SCRIPT_LOG_MSG_MAX 512u     /* bytes kept of each message */
#define SGPU_SCRIPT_DUMP_MAX (64u << 10) /* bytes of one "mem dump" */
#define SGPU_SCRIPT_CHUNK (64u << 10)    /* bytes per step of chunked memory work */
#define SGPU_SCRIPT_DEFAULT_BUDGET 1000000u
#define SGPU_SCRIPT_POLL_SLICE 64u /* steps run between two reads of "poll" */

/* A logical line: its tokens and the bytes they point into. */
struct sgpu_script_line {
	struct sgpu_script_tok *toks;
	size_t count;
	size_t cap;
	char *arena; /* token texts; toks[] point into it once the line is complete */
	size_t arena_len;
	size_t arena_cap;
	size_t *text_off; /* while building: arena offsets, SIZE_MAX for "none" */
	size_t *key_off;
	unsigned line; /* physical line of the first token */
};

/* A script being read: the top-level one or an include. */
struct sgpu_script_src {
	const char *name; /* for messages */
	char *dir;        /* directory relative reads resolve against ("" = cwd) */
	const char *text;
	size_t len;
	size_t pos;
	size_t line_start; /* offset of the current physical line */
	unsigned line;     /* current physical line, 1-based */
	unsigned depth;    /* include depth, 0 at top level */
	struct sgpu_script_src *parent;
};

struct sgpu_script_var {
	char *name; /* NULL: free slot */
	uint64_t value;
	unsigned block; /* stream block that defined it as a label, 0: none */
};

struct sgpu_script_logrec {
	sgpu_log_level level;
	bool pending; /* not printed yet: printed when its window closes, unless expected */
	bool expected; /* matched by a passing "expect log" */
	char category[32];
	char message[SGPU_SCRIPT_LOG_MSG_MAX];
};

struct sgpu_script_surface {
	char name[64];
	sgpu_space space;
	uint64_t addr;
	uint32_t pitch;
	uint32_t width;
	uint32_t height;
	enum sgpu_pixfmt fmt;
	char palette[64]; /* y8 only: the palette its indices go through; "" for grey */
	/* Block-linear (block_height= given): GF100+ GOBs, blocks of 2^bl_h x
	 * 2^bl_d GOBs, slice `layer` of `depth`; in-GOB order sectors or rows
	 * (nv/maxwell/blocklinear.h). pitch is then the packed row. */
	bool bl, bl_rows;
	uint8_t bl_h, bl_d;
	uint32_t depth, layer;
};

/* "palette NAME COLOR...": up to 256 entries, RGBA8 as struct sgpu_image stores them. */
struct sgpu_script_palette {
	char name[64];
	uint32_t rgba[256];
};

/* State of the stream block being assembled. */
struct sgpu_script_stream {
	sgpu_space space;
	uint64_t base;
	uint64_t here;
	int pass;        /* 1 or 2 */
	uint32_t *words; /* words of the current line */
	size_t nwords;
	size_t words_cap;
	const struct sgpu_script_tok *line_tok;    /* first token of the current line */
	const struct sgpu_script_dialect *dialect; /* running directive's dialect */
	void **dialect_state;                      /* one per entry of sgpu_script_dialects */
};

struct sgpu_script_ctx {
	const struct sgpu_script_options *opts;
	struct sgpu_script_result *res;
	sgpu_status status; /* first error; SGPU_OK while running */
	sgpu_device *dev;
	struct sgpu_script_src *src;           /* innermost script being read */
	const struct sgpu_script_tok *cur_tok; /* command of the line being run */

	struct sgpu_script_var *vars; /* open-addressing hash table */
	size_t vars_cap;              /* power of two, or 0 */
	size_t vars_count;

	uint64_t text_read;  /* SGPU_SCRIPT_MAX_TEXT_TOTAL */
	uint64_t lines_read; /* SGPU_SCRIPT_MAX_LINES_TOTAL */
	uint64_t words_emitted; /* SGPU_SCRIPT_MAX_WORDS_TOTAL */
	unsigned includes;   /* SGPU_SCRIPT_MAX_INCLUDES */
	uint64_t bytes_touched; /* SGPU_SCRIPT_MAX_BYTES_TOTAL */

	uint64_t run_cap;   /* largest single budget */
	uint64_t total_cap; /* largest sum of steps */

	bool trace;

	struct sgpu_script_logrec *log;            /* SGPU_SCRIPT_LOG_KEEP entries, lazily */
	size_t log_count;                          /* kept since the window opened */
	bool log_overflow;                         /* more messages than kept */
	uint64_t log_levels[SGPU_LOG_LEVEL_COUNT]; /* every message since the window opened */
	/* The device delivers every message (for "expect log"); what is
	 * printed follows the device's threshold and repeat folding. */
	sgpu_log_level print_level;
	struct sgpu_log_fold print_fold;

	struct sgpu_script_surface *surfaces;
	size_t nsurfaces;
	struct sgpu_script_palette *palettes;
	size_t npalettes;

	struct sgpu_script_stream *stream; /* non-NULL inside a stream block */
	unsigned blocks;                   /* stream blocks assembled so far (label ownership) */
	bool lenient;   /* first pass: undefined names and bad arithmetic give 0 */
	unsigned depth; /* expression nesting */
};

/* Parsed arguments of a command line. */
struct sgpu_script_args {
	const struct sgpu_script_tok *cmd; /* the command name token */
	const struct sgpu_script_tok *sub; /* the subcommand token, or NULL */
	const struct sgpu_script_tok **pos;
	size_t npos;
	const struct sgpu_script_tok **opt;
	size_t nopt;
	const char *usage;
};

/* ---- errors and output (script.c) */
bool sgpu_script_fail(struct sgpu_script_ctx *ctx, sgpu_status status,
                      const struct sgpu_script_tok *tok, const char *fmt, ...)
        __attribute__((format(printf, 4, 5)));
bool sgpu_script_vfail(struct sgpu_script_ctx *ctx, sgpu_status status,
                       const struct sgpu_script_tok *tok, const char *fmt, va_list ap);
/* A failed expectation: counts it and fails with SGPU_ERR_MISMATCH. */
bool sgpu_script_mismatch(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                          const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void sgpu_script_print(struct sgpu_script_ctx *ctx, const char *fmt, ...)
        __attribute__((format(printf, 2, 3)));
void sgpu_script_passed(struct sgpu_script_ctx *ctx);
/* Installs the log and trace hooks on a new device. */
bool sgpu_script_attach(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok);
void sgpu_script_set_trace(struct sgpu_script_ctx *ctx, bool on);

/* ---- lines (lex.c) */
void sgpu_script_line_init(struct sgpu_script_line *l);
void sgpu_script_line_free(struct sgpu_script_line *l);
/* Reads the next logical line with at least one token; *eof when none is
 * left. false on a syntax error (reported). */
bool sgpu_script_read_line(struct sgpu_script_ctx *ctx, struct sgpu_script_src *src,
                           struct sgpu_script_line *line, bool *eof);
/* Deep copy (for stream blocks, which are read before they are assembled). */
bool sgpu_script_line_copy(struct sgpu_script_line *dst, const struct sgpu_script_line *src);

/* ---- expressions and variables (expr.c) */
bool sgpu_script_is_ident(const char *s);
/* Evaluates n consecutive tokens as one expression joined by spaces. */
bool sgpu_script_eval_toks(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *toks,
                           size_t n, uint64_t *value);
/* A bare name of at most max characters (and the expression limit);
 * otherwise reports at tok what is wrong with it. */
bool sgpu_script_name_ok(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                         const char *name, const char *what, size_t max);
bool sgpu_script_var_get(const struct sgpu_script_ctx *ctx, const char *name, uint64_t *value);
bool sgpu_script_var_set(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                         const char *name, uint64_t value);
void sgpu_script_vars_free(struct sgpu_script_ctx *ctx);
/* Defines a label of stream block `block`; false (reported) when the block
 * already defined it. */
bool sgpu_script_label_set(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                           const char *name, uint64_t value, unsigned block);
/* value fits in bits (unsigned, or sign-extended negative); *out is it
 * truncated to bits. */
bool sgpu_script_fits(uint64_t value, unsigned bits, uint64_t *out);

/* ---- argument helpers (commands.c) */
const struct sgpu_script_tok *sgpu_script_opt(const struct sgpu_script_args *a, const char *key);
bool sgpu_script_eval_bits(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                           unsigned bits, uint64_t *value);
bool sgpu_script_space(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                       sgpu_space *space);
bool sgpu_script_string(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                        const char *what);
/* Counts len bytes of memory or file work against the script's total
 * (SGPU_SCRIPT_MAX_BYTES_TOTAL); false (reported) past it. */
bool sgpu_script_charge(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                        uint64_t len);
/* Checks [addr, addr + len) lies in the space, and charges len; reports at
 * tok. */
bool sgpu_script_range(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                       sgpu_space space, uint64_t addr, uint64_t len);
/* Host files are allowed; reports at tok otherwise. */
bool sgpu_script_files_ok(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok,
                          const char *what);
bool sgpu_script_need_dev(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *tok);

/* ---- host files (hostfile.c) */
/* dir + "/" + path, or path when it is absolute or dir is empty. */
char *sgpu_script_path_join(const char *dir, const char *path);
/* Directory part of path ("" for none). */
char *sgpu_script_dirname(const char *path);
/* mkdir -p of the directory containing path. */
bool sgpu_script_mkdirs_for(const char *path, char *err, size_t errlen);
/* Opens a regular file for reading without blocking on a FIFO or a
 * device; NULL with the reason in err ("it is a directory, ...") else. */
FILE *sgpu_script_open_regular(const char *path, char *err, size_t errlen);
/* Reads at most max bytes of a file (offset, len: a slice; len UINT64_MAX
 * for "to the end"). errno-style text in err on failure. */
sgpu_status sgpu_script_read_file(const char *path, uint64_t offset, uint64_t len, uint64_t max,
                                  uint8_t **data, size_t *size, char *err, size_t errlen);
bool sgpu_script_write_file(const char *path, const void *data, size_t len, char *err,
                            size_t errlen);

/* ---- commands (commands.c, mem.c, surface.c, stream.c) */
bool sgpu_script_exec_line(struct sgpu_script_ctx *ctx, const struct sgpu_script_line *line);
bool sgpu_script_run_src(struct sgpu_script_ctx *ctx, struct sgpu_script_src *src);
/* Closes the "expect log" window: prints the messages held back in it
 * that no "expect log" matched, and forgets them. */
void sgpu_script_log_reset(struct sgpu_script_ctx *ctx);
/* Destroys the script's device, printing held log repeats first. */
void sgpu_script_detach(struct sgpu_script_ctx *ctx);

bool sgpu_script_cmd_mem_fill(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_mem_write(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_mem_expect(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
/* bar.c */
bool sgpu_script_cmd_bar_write(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_bar_expect(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_mem_load(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_mem_compare(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_mem_copy(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_mem_crc(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_mem_dump(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_decode(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_mem_save(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);

bool sgpu_script_cmd_surface(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_dump(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_palette(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
bool sgpu_script_cmd_expect_surface(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);

/* Reads the block after a "stream" line from src and assembles it. */
bool sgpu_script_cmd_stream(struct sgpu_script_ctx *ctx, const struct sgpu_script_args *a);
/* The dialect of a DIALECT.OP word, or NULL. */
const struct sgpu_script_dialect *sgpu_script_dialect_find(const char *word, const char **op);

/* The value of a hex digit, or -1. */
int sgpu_script_hex_digit(char c);

#endif /* SGPU_SCRIPT_PRIV_H */
