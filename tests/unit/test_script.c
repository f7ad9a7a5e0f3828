/* The .sgs script engine (src/script/, docs/script.md): every command's
 * success and error paths, the exact "file:line:col: message" texts,
 * expressions, two-pass labels, determinism, and a seeded mutation loop
 * that must never crash. */
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "harness.h"
#include "softgpu/script.h"

/* ------------------------------------------------------------------ helpers */

struct capture {
	char out[1 << 16];
	size_t out_len;
	char log[1 << 16];
	size_t log_len;
	unsigned log_lines;
};

static struct capture cap;

static void append(char *buf, size_t *len, size_t cap_size, const char *s)
{
	size_t n = strlen(s);
	if (*len + n + 2 > cap_size)
		return;
	memcpy(buf + *len, s, n);
	*len += n;
	buf[(*len)++] = '\n';
	buf[*len] = '\0';
}

static void on_print(void *user, const char *line)
{
	struct capture *c = user;
	append(c->out, &c->out_len, sizeof(c->out), line);
}

static void on_log(void *user, sgpu_log_level level, const char *category, const char *message)
{
	struct capture *c = user;
	char buf[1024];
	snprintf(buf, sizeof(buf), "%d %s: %s", (int)level, category, message);
	append(c->log, &c->log_len, sizeof(c->log), buf);
	c->log_lines++;
}

static void opts_default(struct sgpu_script_options *o)
{
	sgpu_script_options_init(o);
	o->print = on_print;
	o->print_user = &cap;
	o->log = on_log;
	o->log_user = &cap;
	o->out_dir = sgpu_test_tmpdir();
	o->base_dir = sgpu_test_tmpdir();
}

static sgpu_status run_opts(const char *text, const struct sgpu_script_options *o,
                            struct sgpu_script_result *res)
{
	memset(&cap, 0, sizeof(cap));
	return sgpu_script_run_buffer("t.sgs", text, strlen(text), o, res);
}

static sgpu_status run(const char *text, struct sgpu_script_result *res)
{
	struct sgpu_script_options o;
	opts_default(&o);
	return run_opts(text, &o, res);
}

/* Runs text and checks it fails with exactly this message. */
#define ASSERT_ERR(text, status, msg)                  \
	do {                                           \
		struct sgpu_script_result r_;          \
		sgpu_status st_ = run((text), &r_);    \
		SGPU_ASSERT_STR_EQ(r_.message, (msg)); \
		SGPU_ASSERT_EQ(st_, (status));         \
	} while (0)

#define ASSERT_OK(text)                                                           \
	do {                                                                      \
		struct sgpu_script_result r_;                                     \
		sgpu_status st_ = run((text), &r_);                               \
		SGPU_ASSERT_MSG(st_ == SGPU_OK, "script failed: %s", r_.message); \
	} while (0)

static char *tmp_path(const char *name)
{
	static char buf[1024];
	snprintf(buf, sizeof(buf), "%s/%s", sgpu_test_tmpdir(), name);
	return buf;
}

static bool write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		return false;
	fputs(text, f);
	return fclose(f) == 0;
}

static uint8_t *read_all(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	fseek(f, 0, SEEK_SET);
	uint8_t *b = malloc(n > 0 ? (size_t)n : 1);
	if (b && fread(b, 1, (size_t)n, f) != (size_t)n) {
		free(b);
		b = NULL;
	}
	fclose(f);
	*len = (size_t)n;
	return b;
}

/* ------------------------------------------------------------------ basics */

SGPU_TEST(options_init_defaults)
{
	struct sgpu_script_options o;
	memset(&o, 0xff, sizeof(o));
	sgpu_script_options_init(&o);
	SGPU_ASSERT(o.allow_files);
	SGPU_ASSERT(!o.rebaseline && !o.trace);
	SGPU_ASSERT(o.out_dir == NULL && o.print == NULL && o.log == NULL);
	SGPU_ASSERT_EQ(o.max_budget, 0);
	SGPU_ASSERT_EQ(o.max_mem_size, 0);
	sgpu_script_options_init(NULL); /* must not crash */
}

SGPU_TEST(empty_and_comment_only)
{
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(sgpu_script_run_buffer("e", "", 0, NULL, &r), SGPU_OK);
	SGPU_ASSERT_STR_EQ(r.message, "");
	SGPU_ASSERT_EQ(sgpu_script_run_buffer("e", NULL, 0, NULL, NULL), SGPU_OK);
	ASSERT_OK("# nothing\n\n   \t# more\r\n");
}

SGPU_TEST(null_text_with_length)
{
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(sgpu_script_run_buffer("e", NULL, 5, NULL, &r), SGPU_ERR_INVALID_ARG);
}

SGPU_TEST(print_strings_and_values)
{
	ASSERT_OK(
	        "print \"a b\" 1 0x10 \"q\\\"\\\\\\x41\\t|\"\nprint\nlet x = 5\nprint x (x * 2)\n");
	SGPU_ASSERT_STR_EQ(cap.out, "a b 0x1 0x10 q\"\\A\t|\n\n0x5 0xa\n");
}

SGPU_TEST(comments_continuations_crlf)
{
	ASSERT_OK("print 1 \\\n  2 # comment \"not a string\n"
	          "print \"# not a comment\" (1 +\\\n 2)\r\n"
	          "print 3\\\r\n 4\n");
	SGPU_ASSERT_STR_EQ(cap.out, "0x1 0x2\n# not a comment 0x3\n0x3 0x4\n");
}

SGPU_TEST(unknown_command)
{
	ASSERT_ERR("\n  frob 1 2\n", SGPU_ERR_FORMAT, "t.sgs:2:3: unknown command 'frob'");
	ASSERT_ERR("\"str\"\n", SGPU_ERR_FORMAT, "t.sgs:1:1: expected a command");
	ASSERT_ERR(
	        "mem frob\n", SGPU_ERR_FORMAT,
	        "t.sgs:1:5: unknown 'mem' subcommand 'frob' (fill, write, expect, load, compare, "
	        "copy, crc, dump, save)");
	ASSERT_ERR("end\n", SGPU_ERR_FORMAT, "t.sgs:1:1: 'end' without a 'stream' line");
	ASSERT_ERR("x:\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:1: labels are only allowed inside a stream block");
	ASSERT_ERR("test.nop\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:1: 'test.nop' is only allowed inside a stream block");
}

SGPU_TEST(lexer_errors)
{
	ASSERT_ERR("print \"abc\n", SGPU_ERR_FORMAT, "t.sgs:1:7: unterminated string");
	ASSERT_ERR("print \"a\\qb\"\n", SGPU_ERR_FORMAT, "t.sgs:1:9: unknown escape '\\q'");
	ASSERT_ERR("print \"\\x4\"\n", SGPU_ERR_FORMAT, "t.sgs:1:8: \\x needs two hex digits");
	ASSERT_ERR("print \"\\x00\"\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:8: \\x00 is not allowed in strings");
	ASSERT_ERR("print \"a\"b\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:10: unexpected character after string");
	ASSERT_ERR("print a\"b\"\n", SGPU_ERR_FORMAT, "t.sgs:1:8: unexpected '\"' inside a token");
	ASSERT_ERR("print (1 + 2\n", SGPU_ERR_FORMAT, "t.sgs:1:7: unclosed '('");
	ASSERT_ERR("print 1)\n", SGPU_ERR_FORMAT, "t.sgs:1:8: unbalanced ')'");
	ASSERT_ERR("run budget=\n", SGPU_ERR_FORMAT, "t.sgs:1:12: missing value after 'budget='");
	struct sgpu_script_result r;
	struct sgpu_script_options o;
	opts_default(&o);
	SGPU_ASSERT_EQ(sgpu_script_run_buffer("n", "print 1\nprint \0", 15, &o, &r),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_EQ(r.message, "n:2:7: NUL byte in script");
}

/* ------------------------------------------------------------------ expressions */

SGPU_TEST(expression_precedence)
{
	static const struct {
		const char *expr;
		uint64_t value;
	} cases[] = {
	        {"1+2*3", 7},
	        {"(1 + 2) * 3", 9},
	        {"1<<2+1", 8},
	        {"1|2^3&4", 3},
	        {"6&3^1", 3},
	        {"10-3-2", 5},
	        {"100/10/2", 5},
	        {"7%4", 3},
	        {"-1", UINT64_MAX},
	        {"~0", UINT64_MAX},
	        {"!5", 0},
	        {"!0", 1},
	        {"- -3", 3},
	        {"5--3", 8},
	        {"1<2==1", 1},
	        {"2==2&1", 1},
	        {"3>2>1", 0},
	        {"2<=2", 1},
	        {"3>=4", 0},
	        {"1!=2", 1},
	        {"1&&0||1", 1},
	        {"0||0", 0},
	        {"0x10_00", 4096},
	        {"1_000_000", 1000000},
	        {"0b1010", 10},
	        {"0o17", 15},
	        {"0X1F", 31},
	        {"4K", 4096},
	        {"2M", 2 << 20},
	        {"1G", 1 << 30},
	        {"0x10K", 16 << 10},
	        {"0xffffffffffffffff+1", 0},
	        {"(1 << 63) >> 63", 1},
	        {"-8/2", (UINT64_C(0) - 8) / 2},
	        {"08", 8},
	        {"( ( (1) ) )", 1},
	        {"+4", 4},
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		char text[256], want[64];
		snprintf(text, sizeof(text), "print (%s)\n", cases[i].expr);
		snprintf(want, sizeof(want), "0x%" PRIx64 "\n", cases[i].value);
		struct sgpu_script_result r;
		sgpu_status st = run(text, &r);
		SGPU_ASSERT_MSG(st == SGPU_OK, "%s: %s", cases[i].expr, r.message);
		SGPU_ASSERT_MSG(strcmp(cap.out, want) == 0, "%s: got %s want %s", cases[i].expr,
		                cap.out, want);
	}
}

SGPU_TEST(expression_errors)
{
	ASSERT_ERR("print 1/0\n", SGPU_ERR_FORMAT, "t.sgs:1:8: division by zero");
	ASSERT_ERR("print (4 % (2 - 2))\n", SGPU_ERR_FORMAT, "t.sgs:1:10: division by zero");
	ASSERT_ERR("print 1<<64\n", SGPU_ERR_FORMAT, "t.sgs:1:8: shift by 64 (must be below 64)");
	ASSERT_ERR("print (1 + foo)\n", SGPU_ERR_FORMAT, "t.sgs:1:12: undefined name 'foo'");
	ASSERT_ERR("print 12ab\n", SGPU_ERR_FORMAT, "t.sgs:1:7: bad number '12ab'");
	ASSERT_ERR("print 0x\n", SGPU_ERR_FORMAT, "t.sgs:1:7: bad number '0x'");
	ASSERT_ERR("print 0b102\n", SGPU_ERR_FORMAT, "t.sgs:1:7: bad number '0b102'");
	ASSERT_ERR("print 4k\n", SGPU_ERR_FORMAT, "t.sgs:1:7: bad number '4k'");
	ASSERT_ERR("print 0x1_0000_0000_0000_0000\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:7: number '0x1_0000_0000_0000_0000' is too large for 64 bits");
	ASSERT_ERR("print 0x100000000000G\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:7: number '0x100000000000G' is too large for 64 bits");
	ASSERT_ERR("print (1 2)\n", SGPU_ERR_FORMAT, "t.sgs:1:10: expected ')' but found '2'");
	ASSERT_ERR("print 1+\n", SGPU_ERR_FORMAT, "t.sgs:1:9: expected a value");
	ASSERT_ERR("print 1=2\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:8: unexpected '=' in expression (did you mean '=='?)");
	ASSERT_ERR("print $\n", SGPU_ERR_FORMAT, "t.sgs:1:7: unexpected '$' in expression");
	ASSERT_ERR("print TEST.ID\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:7: register 'TEST.ID' needs a device (no 'chip' line yet)");
	ASSERT_ERR("chip null\nprint TEST.NOPE\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:7: unknown register 'TEST.NOPE'");
	ASSERT_ERR("print \"s\"+1\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:10: unexpected character after string");
	ASSERT_ERR("chip null\nwrite \"x\" 1\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:7: expected a number, got a string");
	/* Nesting is bounded, so no input can exhaust the stack. */
	char deep[400] = "print ";
	for (int i = 0; i < 100; i++)
		strcat(deep, "-");
	strcat(deep, "1\n");
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run(deep, &r), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message, "expression nested too deeply (limit 64)");
	char parens[400] = "print ";
	for (int i = 0; i < 70; i++)
		strcat(parens, "(");
	SGPU_ASSERT_EQ(run(parens, &r), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message, "parentheses nested too deeply (limit 64)");
}

SGPU_TEST(let_forms)
{
	ASSERT_OK("let a = 3\nlet b=a*2\nlet c = a + b * 2\nlet a = (a << 4)\nprint a b c\n");
	SGPU_ASSERT_STR_EQ(cap.out, "0x30 0x6 0xf\n");
	ASSERT_ERR("let a = 1 +\n", SGPU_ERR_FORMAT, "t.sgs:1:12: expected a value");
	ASSERT_ERR("let a = 1 + zz\n", SGPU_ERR_FORMAT, "t.sgs:1:13: undefined name 'zz'");
	ASSERT_ERR("let a =\n", SGPU_ERR_FORMAT, "t.sgs:1:7: missing expression after '='");
	ASSERT_ERR("let 1a = 2\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:5: bad variable name '1a': it must start with a letter or '_'");
	ASSERT_ERR("let A.B = 2\n", SGPU_ERR_FORMAT, "t.sgs:1:5: bad variable name 'A.B': '.' at character 2 (names are "
	           "letters, digits and '_')");
	ASSERT_ERR("let a 2\n", SGPU_ERR_FORMAT, "t.sgs:1:7: usage: let NAME = EXPR");
}

/* ------------------------------------------------------------------ device and MMIO */

SGPU_TEST(command_before_chip)
{
	ASSERT_ERR("write 0 0\n", SGPU_ERR_INVALID_ARG,
	           "t.sgs:1:1: 'write' needs a device: add a 'chip' line first");
	ASSERT_ERR("# x\nrun\n", SGPU_ERR_INVALID_ARG,
	           "t.sgs:2:1: 'run' needs a device: add a 'chip' line first");
	ASSERT_ERR("mem fill vram 0 4 0\n", SGPU_ERR_INVALID_ARG,
	           "t.sgs:1:1: 'mem' needs a device: add a 'chip' line first");
}

SGPU_TEST(unknown_chip)
{
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run("chip  nope\n", &r), SGPU_ERR_UNKNOWN_CHIP);
	SGPU_ASSERT_STR_CONTAINS(r.message, "t.sgs:1:7: unknown chip 'nope' (known: ");
	SGPU_ASSERT_STR_CONTAINS(r.message, "null");
}

SGPU_TEST(chip_sizes)
{
	ASSERT_OK("chip null vram=64K sysmem=0x2000\nmem write vram 0xfffc 1\n"
	          "mem write sysmem 0x1ffc 1\n");
	ASSERT_ERR("chip null vram=1000\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:16: vram=0x3e8 must be a non-zero multiple of 4096");
	ASSERT_ERR("chip null vram=64K\nmem write vram 0x10000 1\n", SGPU_ERR_OUT_OF_RANGE,
	           "t.sgs:2:16: vram range 0x10000+0x4 is out of range (vram size 0x10000)");
	struct sgpu_script_options o;
	opts_default(&o);
	o.max_mem_size = 1 << 20;
	struct sgpu_script_result r;
	/* The chip's 16 MiB default is trimmed to the limit... */
	SGPU_ASSERT_EQ(run_opts("chip null\nmem write vram 0xffffc 1\nmem write vram 0x100000 1\n",
	                        &o, &r),
	               SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_STR_EQ(
	        r.message,
	        "t.sgs:3:16: vram range 0x100000+0x4 is out of range (vram size 0x100000)");
	/* ...but an explicit size over it is an error. */
	SGPU_ASSERT_EQ(run_opts("chip null vram=2M\n", &o, &r), SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_STR_EQ(r.message, "t.sgs:1:16: vram=0x200000 is over the limit of 0x100000");
	ASSERT_ERR(
	        "chip null bogus=1\n", SGPU_ERR_FORMAT,
	        "t.sgs:1:11: unknown option 'bogus' (usage: chip NAME [vram=SIZE] [sysmem=SIZE])");
	ASSERT_ERR("chip null vram=4K vram=8K\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:19: option 'vram' given twice");
	ASSERT_ERR("chip\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:1: missing arguments (usage: chip NAME [vram=SIZE] [sysmem=SIZE])");
	ASSERT_ERR("chip null x\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:11: unexpected argument (usage: chip NAME [vram=SIZE] [sysmem=SIZE])");
}

SGPU_TEST(second_chip_replaces)
{
	ASSERT_OK("chip null\nwrite CTL.SCRATCH0 5\nchip null\nexpect CTL.SCRATCH0 0\n");
}

SGPU_TEST(read_write_sizes)
{
	ASSERT_OK("chip null\nwrite CTL.SCRATCH0 0x11223344\nread CTL.SCRATCH0\n"
	          "read8 CTL.SCRATCH0+1\nread16 CTL.SCRATCH0+2\nwrite8 CTL.SCRATCH0 0xff\n"
	          "write16 CTL.SCRATCH0+2 0xbeef\nwrite32 CTL.SCRATCH1 -1\nread32 CTL.SCRATCH0\n"
	          "read 0x404\nexpect CTL.SCRATCH1 0xffffffff\nexpect8 CTL.SCRATCH0 0xff\n"
	          "expect16 CTL.SCRATCH0+2 0xbeef\nexpect32 CTL.SCRATCH0 0xbeef0000 "
	          "mask=0xffff0000\n");
	SGPU_ASSERT_STR_EQ(cap.out, "CTL.SCRATCH0 (0x000400) = 0x11223344\n"
	                            "CTL.SCRATCH0+1 (0x000401) = 0x33\n"
	                            "CTL.SCRATCH0+2 (0x000402) = 0x1122\n"
	                            "CTL.SCRATCH0 (0x000400) = 0xbeef33ff\n"
	                            "CTL.SCRATCH1 (0x000404) = 0xffffffff\n");
}

SGPU_TEST(mmio_errors)
{
	ASSERT_ERR("chip null\nwrite 0x1001 0\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:7: MMIO address 0x1001 is not aligned to 4");
	ASSERT_ERR("chip null\nwrite16 0x1001 0\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:9: MMIO address 0x1001 is not aligned to 2");
	ASSERT_ERR("chip null\nread 0x100000000\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:6: MMIO address 0x100000000 is beyond 32 bits");
	ASSERT_ERR("chip null\nwrite8 0 0x100\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:10: value 0x100 does not fit in 8 bits");
	ASSERT_ERR("chip null\nwrite 0 0x100000000\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:9: value 0x100000000 does not fit in 32 bits");
	ASSERT_ERR("chip null\nwrite 0\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:1: missing arguments (usage: write ADDR VALUE [be=MASK])");
	ASSERT_ERR("chip null\nread 0 x=1\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:8: unknown option 'x': 'read' takes none");
}

SGPU_TEST(expect_mmio_mismatch)
{
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run("chip null\nexpect CTL.ID 0x53475000\nexpect CTL.ID 0x1234\n", &r),
	               SGPU_ERR_MISMATCH);
	SGPU_ASSERT_STR_EQ(r.message,
	                   "t.sgs:3:15: expect CTL.ID (0x000000): got 0x53475000, want 0x00001234");
	SGPU_ASSERT_EQ(r.expects_passed, 1);
	SGPU_ASSERT_EQ(r.expects_failed, 1);
	ASSERT_ERR("chip null\nexpect8 CTL.ID+1 0x51 mask=0xf\n", SGPU_ERR_MISMATCH,
	           "t.sgs:2:18: expect CTL.ID+1 (0x000001): got 0x50, want 0x51 (mask 0x0f)");
	/* The first failure stops the script. */
	ASSERT_ERR("chip null\nexpect 0 1\nfrob\n", SGPU_ERR_MISMATCH,
	           "t.sgs:2:10: expect CTL.ID (0x000000): got 0x53475000, want 0x00000001");
}

SGPU_TEST(trace_lines)
{
	ASSERT_OK("chip null\ntrace on\nwrite CTL.SCRATCH0 7\nread CTL.SCRATCH0\ntrace off\n"
	          "write CTL.SCRATCH0 8\n");
	SGPU_ASSERT_STR_CONTAINS(cap.out, "mmio wr32 0x000400 CTL.SCRATCH0 = 0x00000007\n");
	SGPU_ASSERT_STR_CONTAINS(cap.out, "mmio rd32 0x000400 CTL.SCRATCH0 = 0x00000007\n"
	                                  "CTL.SCRATCH0 (0x000400) = 0x00000007\n");
	SGPU_ASSERT(!strstr(cap.out, "0x00000008"));
	struct sgpu_script_options o;
	opts_default(&o);
	o.trace = true;
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run_opts("chip null\nwrite CTL.SCRATCH0 9\n", &o, &r), SGPU_OK);
	SGPU_ASSERT_STR_CONTAINS(cap.out, "CTL.SCRATCH0 = 0x00000009");
	ASSERT_ERR("trace maybe\n", SGPU_ERR_FORMAT, "t.sgs:1:7: expected 'on' or 'off'");
}

/* ------------------------------------------------------------------ running */

#define DRAW_SETUP                                                   \
	"chip null\nwrite TEST.DST_LO 0x1000\nwrite TEST.PITCH 64\n" \
	"write TEST.SIZE (16 | 100 << 16)\nwrite TEST.PATTERN 1\n"

SGPU_TEST(run_and_budgets)
{
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run(DRAW_SETUP "write TEST.TRIGGER 1\nrun\nexpect TEST.INTR 1\n", &r),
	               SGPU_OK);
	SGPU_ASSERT_EQ(r.steps, 100);
	ASSERT_OK(DRAW_SETUP
	          "write TEST.TRIGGER 1\nrun budget=10 expect=budget\nexpect TEST.ROW 10\n"
	          "run budget=1000 expect=any\nrun expect=idle\nexpect time 100\n");
	ASSERT_ERR(DRAW_SETUP "write TEST.TRIGGER 1\nrun budget=10\n", SGPU_ERR_MISMATCH,
	           "t.sgs:7:1: run: the device is still busy after 10 steps (budget 10)");
	ASSERT_ERR(DRAW_SETUP "run expect=budget\n", SGPU_ERR_MISMATCH,
	           "t.sgs:6:12: run: the device went idle after 0 of 1000000 steps, expected it to "
	           "spend the budget");
	ASSERT_ERR("chip null\nrun budget=0\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:12: budget must be at least 1");
	ASSERT_ERR("chip null\nrun expect=soon\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:12: expect= takes idle, budget or any");
	ASSERT_ERR(
	        "chip null\nrun 5\n", SGPU_ERR_FORMAT,
	        "t.sgs:2:5: unexpected argument (usage: run [budget=N] [expect=idle|budget|any])");
}

SGPU_TEST(budget_caps)
{
	struct sgpu_script_options o;
	opts_default(&o);
	o.max_budget = 1000;
	struct sgpu_script_result r;
	/* Each run is cut to max_budget... */
	SGPU_ASSERT_EQ(run_opts("chip null\nwrite TEST.TRIGGER 2\nrun budget=5000 expect=budget\n"
	                        "expect time 1000\n",
	                        &o, &r),
	               SGPU_OK);
	/* ...and so is the whole script. */
	SGPU_ASSERT_EQ(run_opts("chip null\nwrite TEST.TRIGGER 2\nrun budget=600 expect=budget\n"
	                        "run budget=600 expect=budget\nexpect time 1000\nrun budget=1\n",
	                        &o, &r),
	               SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_STR_EQ(r.message, "t.sgs:6:1: the script's total step budget of 1000 is spent");
	SGPU_ASSERT_EQ(r.steps, 1000);
}

SGPU_TEST(poll_success_and_failure)
{
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(
	        run(DRAW_SETUP "write TEST.TRIGGER 1\npoll TEST.INTR 1\nexpect TEST.ROW 100\n", &r),
	        SGPU_OK);
	SGPU_ASSERT_EQ(r.expects_passed, 2);
	ASSERT_ERR(DRAW_SETUP "write TEST.TRIGGER 1\npoll TEST.INTR 1 budget=50\n",
	           SGPU_ERR_MISMATCH,
	           "t.sgs:7:16: poll TEST.INTR (0x001048): got 0x00000000, want 0x00000001 "
	           "(mask 0xffffffff) after 50 steps");
	ASSERT_ERR(DRAW_SETUP "write TEST.TRIGGER 1\npoll TEST.INTR 2 mask=2\n", SGPU_ERR_MISMATCH,
	           "t.sgs:7:16: poll TEST.INTR (0x001048): got 0x00000001, want 0x00000002 (mask "
	           "0x00000002), and the device went idle after 100 steps");
	/* Already true: no steps at all. */
	SGPU_ASSERT_EQ(run("chip null\npoll CTL.ID 0x53475000\nexpect time 0\n", &r), SGPU_OK);
}

SGPU_TEST(expect_irq_lines_time)
{
	ASSERT_OK(DRAW_SETUP "write TEST.INTR_EN 1\nwrite TEST.TRIGGER 1\nrun\nexpect lines 0x100\n"
	                     "expect lines 0 mask=0xff\nexpect irq off\nwrite CTL.INTR_EN 1\n"
	                     "expect irq on\nexpect time 100\n");
	ASSERT_ERR("chip null\nexpect irq on\n", SGPU_ERR_MISMATCH,
	           "t.sgs:2:12: expect irq: the host interrupt line is off, want on (lines "
	           "0x00000000)");
	ASSERT_ERR("chip null\nexpect lines 0x100\n", SGPU_ERR_MISMATCH,
	           "t.sgs:2:14: expect lines: got 0x00000000, want 0x00000100 (mask 0xffffffff)");
	ASSERT_ERR("chip null\nexpect time 5\n", SGPU_ERR_MISMATCH,
	           "t.sgs:2:13: expect time: got 0, want 5");
	ASSERT_ERR("chip null\nexpect irq\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:8: missing arguments (usage: expect irq on|off)");
}

SGPU_TEST(expect_value)
{
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run("let a = 5\nexpect value a 5\nexpect value (a * 2) 0x1a mask=0xf\n", &r),
	               SGPU_OK);
	SGPU_ASSERT_EQ(r.expects_passed, 2);
	ASSERT_ERR("let a = 5\nexpect value a+1 7\n", SGPU_ERR_MISMATCH,
	           "t.sgs:2:18: expect value a+1: got 0x6, want 0x7");
	ASSERT_ERR("expect value 1 2 mask=3\n", SGPU_ERR_MISMATCH,
	           "t.sgs:1:16: expect value 1: got 0x1, want 0x2 (mask 0x3)");
}

SGPU_TEST(expect_log)
{
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(
	        run("chip null\nread 0x2000\nread 0x2004\nexpect log guest_error \"unmapped\"\n"
	            "expect log any count=0\nread 0x2000\n"
	            "expect log guest_error \"0x002000\" count=1\nread 0x2000\n"
	            "expect log GUEST_ERROR count=1\n",
	            &r),
	        SGPU_OK);
	SGPU_ASSERT_EQ(r.expects_passed, 4);
	/* Forwarded to options->log. */
	SGPU_ASSERT_EQ(cap.log_lines, 4);
	SGPU_ASSERT_STR_CONTAINS(cap.log, "2 mmio: read32 from unmapped MMIO 0x002000\n");
	ASSERT_ERR(
	        "chip null\nread 0x2000\nexpect log guest_error \"nothing like this\"\n",
	        SGPU_ERR_MISMATCH,
	        "t.sgs:3:24: expect log guest_error \"nothing like this\": no such message since "
	        "the last 'expect log' or 'chip'; the first at that level was \"mmio: read32 "
	        "from unmapped MMIO 0x002000\"");
	ASSERT_ERR(
	        "chip null\nexpect log warn count=2\n", SGPU_ERR_MISMATCH,
	        "t.sgs:2:23: expect log warn: got 0 messages, want 2 (since the last 'expect log' "
	        "or 'chip'); nothing was logged at that level");
	ASSERT_ERR("chip null\nexpect log loud count=0\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:12: unknown log level 'loud' (error, warn, guest_error, unimp, info, "
	           "debug or any)");
	ASSERT_ERR("chip null\nexpect log warn\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:8: usage: expect log LEVEL \"SUBSTRING\" | expect log LEVEL "
	           "[\"SUBSTRING\"] count=N");
	ASSERT_ERR("chip null\nexpect log warn text\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:17: expected the substring as a \"quoted string\"");
	/* A new chip opens a new window. */
	ASSERT_OK("chip null\nread 0x2000\nchip null\nexpect log any count=0\n");
}

SGPU_TEST(log_storage_is_bounded)
{
	/* 1100 messages: counts stay exact, substring counting refuses. */
	size_t cap_len = 1100 * 16 + 128;
	char *s = malloc(cap_len);
	SGPU_ASSERT(s != NULL);
	strcpy(s, "chip null\n");
	for (int i = 0; i < 1100; i++)
		strcat(s, "read 0x2000\n");
	size_t base = strlen(s);
	strcpy(s + base, "expect log guest_error count=1100\n");
	struct sgpu_script_result r;
	sgpu_status st = run(s, &r);
	SGPU_ASSERT_MSG(st == SGPU_OK, "%s", r.message);
	strcpy(s + base, "expect log guest_error \"unmapped\" count=1100\n");
	st = run(s, &r);
	free(s);
	SGPU_ASSERT_EQ(st, SGPU_ERR_UNSUPPORTED);
	SGPU_ASSERT_STR_CONTAINS(r.message, "more than 1024 messages were logged");
}

/* ------------------------------------------------------------------ memory */

SGPU_TEST(mem_fill_write_expect)
{
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(
	        run("chip null\nmem fill vram 0x100 16 0xab\n"
	            "mem expect vram 0x100 u8 0xab 0xab\n"
	            "mem fill vram 0x200 16 0x1234 unit=2\nmem expect vram 0x200 u32 0x12341234\n"
	            "mem fill sysmem 0 16 0x0102030405060708 unit=8\n"
	            "mem expect sysmem 0 u8 8 7 6 5 4 3 2 1 8\n"
	            "mem write vram 0x300 1 2 -1\nmem expect vram 0x300 1 2 0xffffffff\n"
	            "mem write vram 0x400 u16 0xbeef -2\nmem expect vram 0x400 u32 0xfffebeef\n"
	            "mem write vram 0x500 u64 0x1122334455667788\n"
	            "mem expect vram 0x504 u32 0x11223344\n"
	            "mem write vram 0x600 u8 1 2 3\nmem expect vram 0x600 u16 0x0201\n",
	            &r),
	        SGPU_OK);
	SGPU_ASSERT_EQ(r.expects_passed, 7);
	ASSERT_ERR("chip null\nmem expect vram 0 u16 0 0 5\n", SGPU_ERR_MISMATCH,
	           "t.sgs:2:27: mem expect vram 0x4 (u16 #2): got 0x0000, want 0x0005");
	ASSERT_ERR("chip null\nmem fill vram 0 16 0x100\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:20: value 0x100 does not fit in unit=1 (add unit=2, 4 or 8)");
	ASSERT_ERR("chip null\nmem fill vram 0 6 0 unit=4\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:17: length 0x6 is not a multiple of unit=4");
	ASSERT_ERR("chip null\nmem fill vram 0 8 0 unit=3\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:26: unit must be 1, 2, 4 or 8");
	ASSERT_ERR("chip null\nmem write vram 0 u8 256\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:21: value 0x100 does not fit in 8 bits");
	ASSERT_ERR("chip null\nmem write vram 0 u8\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:18: missing values (usage: mem write SPACE ADDR [u8|u16|u32|u64] "
	           "VALUE...)");
	ASSERT_ERR("chip null\nmem write gart 0 1\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:11: unknown memory space 'gart' (vram or sysmem)");
	ASSERT_ERR(
	        "chip null\nmem fill sysmem 0xff000 0x2000 0\n", SGPU_ERR_OUT_OF_RANGE,
	        "t.sgs:2:17: sysmem range 0xff000+0x2000 is out of range (sysmem size 0x100000)");
	ASSERT_ERR("chip null\nmem write vram -4 1\n", SGPU_ERR_OUT_OF_RANGE,
	           "t.sgs:2:16: vram range 0xfffffffffffffffc+0x4 is out of range (vram size "
	           "0x1000000)");
}

SGPU_TEST(mem_load_kinds)
{
	char *bin = tmp_path("load.bin");
	SGPU_ASSERT(write_text(bin, "0123456789"));
	struct sgpu_script_result r;
	sgpu_status st =
	        run("chip null\nmem load vram 0 hex \"de ad\" \"BEEF\" \"\"\n"
	            "mem expect vram 0 u32 0xefbeadde\n"
	            "mem load vram 0x10 file \"load.bin\"\nmem expect vram 0x10 u8 0x30 0x31\n"
	            "mem load vram 0x20 file \"load.bin\" offset=2 len=3\n"
	            "mem expect vram 0x20 u32 0x00343332\n"
	            "mem load vram 0x100 pattern ones 3\nmem expect vram 0x100 u32 0x00ffffff\n"
	            "mem load vram 0x100 pattern zero 2\nmem expect vram 0x100 u32 0x00ff0000\n"
	            "mem load vram 0x200 pattern seq8 0x102\n"
	            "mem expect vram 0x200 u8 0 1 2\nmem expect vram 0x2ff u8 0xff 0 1\n"
	            "mem load vram 0x400 pattern seq32 10\n"
	            "mem expect vram 0x400 u32 0 1\nmem expect vram 0x408 u16 2\n"
	            /* xorshift32 from 1: 0x00042021, then 0x04080601 */
	            "mem load vram 0x500 pattern random 8\n"
	            "mem expect vram 0x500 u32 0x00042021 0x04080601\n"
	            "mem load vram 0x600 pattern random 4 seed=2\n"
	            "mem expect vram 0x600 u32 0x00084042\n",
	            &r);
	SGPU_ASSERT_MSG(st == SGPU_OK, "%s", r.message);
	ASSERT_ERR("chip null\nmem load vram 0 hex \"abc\"\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:24: odd number of hex digits");
	ASSERT_ERR("chip null\nmem load vram 0 hex \"ag\"\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:23: bad hex digit in byte string");
	ASSERT_ERR("chip null\nmem load vram 0 hex ab\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:21: expected the hex bytes as a \"quoted string\"");
	ASSERT_ERR("chip null\nmem load vram 0 pattern stripes 4\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:25: unknown pattern 'stripes' (zero, ones, seq8, seq32 or random)");
	ASSERT_ERR("chip null\nmem load vram 0 pattern zero 4 seed=1\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:32: option 'seed' is not valid for 'mem load pattern'");
	ASSERT_ERR("chip null\nmem load vram 0 pattern random 4 seed=0\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:39: seed must not be 0 (xorshift32 would give only zeros)");
	ASSERT_ERR("chip null\nmem load vram 0 tape 4\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:17: unknown load source 'tape' (hex, file or pattern)");
	st = run("chip null\nmem load vram 0 file \"load.bin\" offset=4 len=7\n", &r);
	SGPU_ASSERT_EQ(st, SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_STR_CONTAINS(r.message, "t.sgs:2:22: cannot load '");
	SGPU_ASSERT_STR_CONTAINS(r.message,
	                         "load.bin': the file has only 0x6 bytes after offset 0x4");
	st = run("chip null\nmem load vram 0 file \"missing.bin\"\n", &r);
	SGPU_ASSERT_EQ(st, SGPU_ERR_IO);
	SGPU_ASSERT_STR_CONTAINS(r.message, "missing.bin': No such file or directory");
	st = run("chip null vram=4K\nmem load vram 0xffc file \"load.bin\"\n", &r);
	SGPU_ASSERT_EQ(st, SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_STR_EQ(r.message,
	                   "t.sgs:2:15: vram range 0xffc+0xa is out of range (vram size 0x1000)");
}

SGPU_TEST(mem_compare_copy_crc_dump)
{
	struct sgpu_script_result r;
	sgpu_status st =
	        run("chip null\nmem load vram 0 hex \"31 32 33 34 35 36 37 38 39\"\n"
	            "mem crc vram 0 9 expect=0xcbf43926\n"
	            "mem copy sysmem 0x10 vram 0 9\nmem compare vram 0 sysmem 0x10 9\n"
	            "mem copy vram 2 vram 0 4\nmem expect vram 0 u8 0x31 0x32 0x31 0x32 0x33 "
	            "0x34 0x37\n"
	            "mem dump vram 0 20\nmem crc sysmem 0 0\n",
	            &r);
	SGPU_ASSERT_MSG(st == SGPU_OK, "%s", r.message);
	SGPU_ASSERT_STR_EQ(cap.out,
	                   "crc32 vram 0x0 0x9 = 0xcbf43926\n"
	                   "vram 0x00000000: 31 32 31 32 33 34 37 38  39 00 00 00 00 00 00 00  "
	                   "|121234789.......|\n"
	                   "vram 0x00000010: 00 00 00 00                                       "
	                   "|....            |\n"
	                   "crc32 sysmem 0x0 0x0 = 0x00000000\n");
	SGPU_ASSERT_EQ(r.expects_passed, 3);
	ASSERT_ERR("chip null\nmem fill vram 0x105 1 7\nmem compare vram 0 vram 0x100 0x1000\n",
	           SGPU_ERR_MISMATCH,
	           "t.sgs:3:31: mem compare: first difference at offset 0x5: vram 0x5 = 0x00, vram "
	           "0x105 = 0x07");
	ASSERT_ERR("chip null\nmem crc vram 0 4 expect=1\n", SGPU_ERR_MISMATCH,
	           "t.sgs:2:25: mem crc: got 0x2144df1c, want 0x00000001");
	ASSERT_ERR("chip null\nmem dump vram 0 0x10001\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:17: mem dump of 0x10001 bytes is over the limit of 0x10000");
	ASSERT_ERR("chip null\nmem compare vram 0 sysmem 0xffff0 0x100\n", SGPU_ERR_OUT_OF_RANGE,
	           "t.sgs:2:27: sysmem range 0xffff0+0x100 is out of range (sysmem size 0x100000)");
	/* Large ranges work in chunks. */
	ASSERT_OK("chip null\nmem load vram 0 pattern random 0x300000 seed=7\n"
	          "mem copy sysmem 0 vram 0x10 0x100000\nmem compare sysmem 0 vram 0x10 0x100000\n"
	          "mem load sysmem 0 pattern random 0x100000 seed=7\n"
	          "mem compare sysmem 0 vram 0 0x100000\n");
}

SGPU_TEST(mem_save_roundtrip)
{
	struct sgpu_script_result r;
	sgpu_status st = run("chip null\nmem load vram 0x40 hex \"00 01 fe ff\"\n"
	                     "mem save vram 0x40 4 \"sub/saved.bin\"\n"
	                     "mem load sysmem 0 file \"sub/saved.bin\"\n"
	                     "mem compare sysmem 0 vram 0x40 4\n",
	                     &r);
	SGPU_ASSERT_MSG(st == SGPU_OK, "%s", r.message);
	size_t len;
	uint8_t *b = read_all(tmp_path("sub/saved.bin"), &len);
	SGPU_ASSERT(b != NULL);
	SGPU_ASSERT_EQ(len, 4);
	SGPU_ASSERT(b[0] == 0 && b[1] == 1 && b[2] == 0xfe && b[3] == 0xff);
	free(b);
}

/* ------------------------------------------------------------------ streams */

SGPU_TEST(stream_forward_labels_two_pass)
{
	struct sgpu_script_result r;
	sgpu_status st = run("chip null\n"
	                     "stream vram 0x1000\n"
	                     "start: word fwd (fwd - start) ((end2 - start) / 4)\n"
	                     "\ttest.jump fwd\n"
	                     "\talign 32\n"
	                     "fwd:\n"
	                     "\ttest.method COLOR0 0x11 0x22\n"
	                     "\ttest.method TEST.PITCH\n"
	                     "\ttest.method 0x44 1\n"
	                     "\ttest.nop\n"
	                     "\ttest.end\n"
	                     "end2:\n"
	                     "end\n"
	                     "print start fwd end2 stream_end\n"
	                     "mem dump vram 0x1000 0x40\n",
	                     &r);
	SGPU_ASSERT_MSG(st == SGPU_OK, "%s", r.message);
	/* fwd and end2 are forward references in the first line; align pads
	 * 0x1010..0x101f with zero words. */
	SGPU_ASSERT_STR_EQ(cap.out,
	                   "0x1000 0x1020 0x1040 0x1040\n"
	                   "vram 0x00001000: 20 10 00 00 20 00 00 00  10 00 00 00 08 04 00 40  "
	                   "| ... ..........@|\n"
	                   "vram 0x00001010: 00 00 00 00 00 00 00 00  00 00 00 00 00 00 00 00  "
	                   "|................|\n"
	                   "vram 0x00001020: 2c 00 02 20 11 00 00 00  22 00 00 00 1c 00 00 20  "
	                   "|,.. ....\"...... |\n"
	                   "vram 0x00001030: 44 00 01 20 01 00 00 00  00 00 00 00 00 00 00 60  "
	                   "|D.. ...........`|\n");
}

SGPU_TEST(stream_labels_after_block_and_arith)
{
	/* Forward labels used in arithmetic that would fail with placeholder
	 * values (division by the distance) only fail if still bad in pass 2. */
	ASSERT_OK("chip null\nstream sysmem 0x100\na: word (0x40 / (b - a)) 0\nb:\nend\n"
	          "mem expect sysmem 0x100 u32 8 0\nexpect value stream_end 0x108\n"
	          "stream vram 0x200\nword a b\nend\nmem expect vram 0x200 u32 0x100 0x108\n");
}

SGPU_TEST(stream_errors)
{
	ASSERT_ERR("chip null\nstream vram 0\n  test.jump nowhere\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:13: undefined name 'nowhere'");
	ASSERT_ERR("chip null\nstream vram 0\nx: word 1\nx: word 2\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:4:1: label 'x' is defined twice in this block");
	ASSERT_ERR("chip null\nstream vram 0\nword 1\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:1: 'stream' block is not closed by 'end'");
	ASSERT_ERR("chip null\nstream vram 2\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:13: stream address 0x2 is not aligned to 4");
	ASSERT_ERR("chip null\nstream vram 0\nstream vram 0\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:1: 'stream' blocks cannot nest (missing 'end'?)");
	ASSERT_ERR("chip null\nstream vram 0\nwrite 0 0\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:1: unknown stream directive 'write' (LABEL:, word, align, test.*, nv.*, pm4.*)");
	ASSERT_ERR("chip null\nstream vram 0\ntest.frob\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:1: unknown directive 'test.frob' (test.method, test.jump, test.end, "
	           "test.nop)");
	ASSERT_ERR("chip null\nstream vram 0\nword 0x100000000\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:6: value 0x100000000 does not fit in 32 bits");
	ASSERT_ERR("chip null\nstream vram 0\nalign 6\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:7: align 6: must be a power of two from 4 to 1048576");
	ASSERT_ERR("chip null\nstream vram 0\nalign later\nlater:\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:7: undefined name 'later'");
	ASSERT_ERR("chip null\nstream vram 0\ntest.jump 6\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:11: jump target 0x6 is not a 4-aligned address below 2 GiB");
	ASSERT_ERR("chip null\nstream vram 0\ntest.method NOPE 1\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:13: unknown TEST register 'NOPE'");
	ASSERT_ERR("chip null\nstream vram 0\ntest.method CTL.ID 1\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:13: register 'CTL.ID' is not in TEST");
	ASSERT_ERR(
	        "chip null\nstream vram 0\ntest.method 0x1000 1\nend\n", SGPU_ERR_FORMAT,
	        "t.sgs:3:13: TEST register offset 0x1000 is not a 4-aligned offset below 0x1000");
	ASSERT_ERR("chip null\nstream vram 0\ntest.method\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:1: missing arguments (usage: test.method REG VALUE...)");
	ASSERT_ERR("chip null\nstream vram 0\ntest.end 1\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:10: unexpected argument (usage: test.end)");
	ASSERT_ERR("chip null\nstream vram 0\ntest.nop x=1\nend\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:10: unknown option 'x' (usage: test.nop)");
	ASSERT_ERR("chip null vram=4K\nstream vram 0xff8\nword 1 2\nword 3\nend\n",
	           SGPU_ERR_OUT_OF_RANGE,
	           "t.sgs:4:1: vram range 0x1000+0x4 is out of range (vram size 0x1000)");
	ASSERT_ERR("chip null\nstream vram 0\nend 5\n", SGPU_ERR_FORMAT,
	           "t.sgs:3:5: unexpected argument after 'end'");
}

SGPU_TEST(stream_runs_on_chip)
{
	ASSERT_OK("chip null\nstream vram 0x8000\n"
	          "\ttest.method DST_LO 0x10000 0 0 64 (16 | 4 << 16) 0 0 0xff00ff00\n"
	          "\ttest.method TRIGGER 1\n\ttest.end\nend\n"
	          "write TEST.CMD_LO 0x8000\nwrite TEST.TRIGGER 4\nrun\nexpect TEST.INTR 1\n"
	          "expect TEST.CMD_GET stream_end\nmem expect vram 0x10000 u32 0xff00ff00\n");
}

/* ------------------------------------------------------------------ surfaces */

#define BARS_16x8                                                                      \
	"chip null\nmem fill vram 0x1000 0x400 0x77\nwrite TEST.DST_LO 0x1000\n"       \
	"write TEST.PITCH 128\nwrite TEST.SIZE (16 | 8 << 16)\nwrite TEST.PATTERN 1\n" \
	"write TEST.TRIGGER 1\nrun\n"                                                  \
	"surface s vram 0x1000 width=16 height=8 pitch=128 format=A8R8G8B8\n"

SGPU_TEST(surface_definition_errors)
{
	ASSERT_ERR(
	        "surface s vram 0 width=1 height=1 format=rgb\n", SGPU_ERR_FORMAT,
	        "t.sgs:1:42: unknown pixel format 'rgb' (a8r8g8b8, x8r8g8b8, a8b8g8r8, x8b8g8r8, "
	        "a2r10g10b10, x2r10g10b10, r5g6b5, a1r5g5b5, x1r5g5b5, a4r4g4b4, y8, y16)");
	ASSERT_ERR("surface s vram 0 width=1 height=1\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:1: missing format= (usage: surface NAME SPACE ADDR width=W height=H "
	           "format=F [pitch=P] [palette=PALETTE] [block_height=N [block_depth=N] [depth=D] "
	           "[layer=Z] [gob=sectors|rows]])");
	ASSERT_ERR("surface s vram 0 width=4 height=2 format=y8 block_height=6\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:58: block_height= and block_depth= are log2 GOBs, 0 to 5");
	ASSERT_ERR("surface s vram 0 width=4 height=2 format=y8 block_height=1 pitch=64\n",
	           SGPU_ERR_FORMAT, "t.sgs:1:66: pitch= and block_height= exclude each other");
	ASSERT_ERR("surface s vram 0 width=4 height=2 format=y8 block_height=1 depth=2 layer=2\n",
	           SGPU_ERR_FORMAT, "t.sgs:1:74: layer=2 must be below depth=2 (1 to 16384)");
	ASSERT_ERR("surface s vram 0 width=4 height=2 format=y8 block_height=1 gob=tiles\n",
	           SGPU_ERR_FORMAT, "t.sgs:1:64: gob= is sectors or rows");
	ASSERT_ERR("surface s vram 0 width=0 height=1 format=y8\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:24: width=0 is out of range (1 to 16384)");
	ASSERT_ERR("surface s vram 0 width=4 height=16385 format=y8\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:33: height=16385 is out of range (1 to 16384)");
	ASSERT_ERR("surface s vram 0 width=4 height=2 pitch=7 format=r5g6b5\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:41: pitch=7 is less than a row (4 pixels of 2 bytes)");
	ASSERT_ERR("surface 9s vram 0 width=4 height=2 format=y8\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:9: bad surface name '9s': it must start with a letter or '_'");
	ASSERT_ERR("surface s vram 0 width=4 height=2 format=r5g6b5 palette=p\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:57: palette= needs an indexed format (y8), not r5g6b5");
	ASSERT_ERR("surface s vram 0 width=4 height=2 format=y8 palette=\"p\"\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:53: bad palette name: a \"string\" (a bare name is a letter or "
	           "'_', then letters, digits or '_')");
	ASSERT_ERR("chip null\nsurface s vram 0 width=4 height=2 format=y8 palette=p\n"
	           "expect surface s png=\"x.png\"\n",
	           SGPU_ERR_FORMAT, "t.sgs:3:16: surface 's' uses palette 'p', which is not defined");
	ASSERT_ERR("palette p 0x1000000\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:11: value 0x1000000 does not fit in 24 bits");
	ASSERT_ERR("palette p\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:1: missing arguments (usage: palette NAME COLOR... [first=N])");
	ASSERT_ERR("palette p 1 2 first=255\n", SGPU_ERR_FORMAT,
	           "t.sgs:1:21: entries 255 to 256 are beyond the 256 of a palette");
	ASSERT_ERR("chip null\ndump nope \"x.png\"\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:6: unknown surface 'nope'");
	ASSERT_ERR("chip null\nexpect surface s\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:8: expect surface needs png=\"FILE\" or crc=CRC");
	ASSERT_ERR(
	        "chip null vram=64K\nsurface s vram 0xff01 width=16 height=16 format=y8\n"
	        "expect surface s crc=0\n",
	        SGPU_ERR_OUT_OF_RANGE,
	        "t.sgs:3:16: surface 's' (vram 0xff01+0x100) is out of range (vram size 0x10000)");
	struct sgpu_script_options o;
	opts_default(&o);
	o.max_mem_size = 1 << 20;
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run_opts("chip null\nsurface s vram 0 width=1024 height=1024 format=y8\n"
	                        "expect surface s crc=0\n",
	                        &o, &r),
	               SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_STR_EQ(r.message,
	                   "t.sgs:3:16: surface 's' needs 0x500000 bytes of host memory (its "
	                   "bytes and RGBA pixels), over the memory limit of 0x100000");
}

SGPU_TEST(surface_crc_and_dump)
{
	struct sgpu_script_result r;
	/* The crc skips the pitch padding (0x77 bytes): the same as a tight
	 * 16x8 copy. */
	sgpu_status st = run(BARS_16x8 "expect surface s crc=0x1b532f0c\n"
	                               "dump s \"dumps/bars.png\"\n",
	                     &r);
	SGPU_ASSERT_MSG(st == SGPU_OK, "%s", r.message);
	SGPU_ASSERT_EQ(r.images_written, 1);
	struct stat sb;
	SGPU_ASSERT(stat(tmp_path("dumps/bars.png"), &sb) == 0 && sb.st_size > 0);
	ASSERT_ERR(BARS_16x8 "expect surface s crc=0x1234\n", SGPU_ERR_MISMATCH,
	           "t.sgs:10:22: expect surface s: crc 0x1b532f0c, want 0x00001234");
}

SGPU_TEST(surface_png_baselines)
{
	struct sgpu_script_options o;
	opts_default(&o);
	struct sgpu_script_result r;
	remove(tmp_path("base_bars.png"));
	/* Missing baseline: a failure naming --rebaseline. */
	SGPU_ASSERT_EQ(run_opts(BARS_16x8 "expect surface s png=\"base_bars.png\"\n", &o, &r),
	               SGPU_ERR_IO);
	SGPU_ASSERT_STR_CONTAINS(r.message, "t.sgs:10:22: baseline '");
	SGPU_ASSERT_STR_CONTAINS(r.message, "base_bars.png' of surface 's' does not exist; run "
	                                    "with --rebaseline to create it");
	SGPU_ASSERT_EQ(r.expects_failed, 1);
	/* Rebaseline writes it... */
	o.rebaseline = true;
	SGPU_ASSERT_EQ(run_opts(BARS_16x8 "expect surface s png=\"base_bars.png\"\n", &o, &r),
	               SGPU_OK);
	SGPU_ASSERT_EQ(r.rebaselined, 1);
	SGPU_ASSERT_EQ(r.images_written, 1);
	/* ...then it compares equal, and rebaseline leaves an equal one alone. */
	SGPU_ASSERT_EQ(run_opts(BARS_16x8 "expect surface s png=\"base_bars.png\"\n", &o, &r),
	               SGPU_OK);
	SGPU_ASSERT_EQ(r.rebaselined, 0);
	o.rebaseline = false;
	SGPU_ASSERT_EQ(run_opts(BARS_16x8 "expect surface s png=\"base_bars.png\"\n", &o, &r),
	               SGPU_OK);
	SGPU_ASSERT_EQ(r.images_compared, 1);
	SGPU_ASSERT_EQ(r.expects_passed, 1);
}

SGPU_TEST(surface_png_mismatch_writes_diffs)
{
	struct sgpu_script_options o;
	opts_default(&o);
	o.rebaseline = true;
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run_opts(BARS_16x8 "expect surface s png=\"mm.png\"\n", &o, &r), SGPU_OK);
	o.rebaseline = false;
	char diffs[1024];
	snprintf(diffs, sizeof(diffs), "%s/diffs", sgpu_test_tmpdir());
	o.diff_dir = diffs;
	SGPU_ASSERT_EQ(run_opts(BARS_16x8 "mem write vram 0x1000 0 0\n"
	                                  "expect surface s png=\"mm.png\"\n",
	                        &o, &r),
	               SGPU_ERR_MISMATCH);
	SGPU_ASSERT_STR_CONTAINS(r.message, "t.sgs:11:22: expect surface s: 2 of 128 pixels differ "
	                                    "from '");
	SGPU_ASSERT_STR_CONTAINS(r.message, "mm.png'; first at (0, 0): got RGBA 0x00000000, want "
	                                    "0xffffffff; images in the diff directory");
	SGPU_ASSERT_EQ(r.images_written, 3);
	struct stat sb;
	SGPU_ASSERT(stat(tmp_path("diffs/s.expected.png"), &sb) == 0);
	SGPU_ASSERT(stat(tmp_path("diffs/s.actual.png"), &sb) == 0);
	SGPU_ASSERT(stat(tmp_path("diffs/s.diff.png"), &sb) == 0);
	/* A size change is reported as such. */
	SGPU_ASSERT_EQ(run_opts(BARS_16x8 "surface s vram 0x1000 width=8 height=8 pitch=64 "
	                                  "format=a8r8g8b8\nexpect surface s png=\"mm.png\"\n",
	                        &o, &r),
	               SGPU_ERR_MISMATCH);
	SGPU_ASSERT_STR_CONTAINS(r.message, "expect surface s: the surface is 8x8 but the baseline '");
	SGPU_ASSERT_STR_CONTAINS(r.message, "mm.png' is 16x8");
}

/* ------------------------------------------------------------------ files */

SGPU_TEST(include_relative_and_depth)
{
	SGPU_ASSERT(mkdir(tmp_path("inc"), 0777) == 0 || 1);
	SGPU_ASSERT(write_text(tmp_path("inc/child.sgs"),
	                       "let from_child = 42\ninclude \"leaf.sgs\"\n"));
	SGPU_ASSERT(write_text(tmp_path("inc/leaf.sgs"), "print \"leaf\" from_child\n"));
	ASSERT_OK("include \"inc/child.sgs\"\nprint from_child\n");
	SGPU_ASSERT_STR_EQ(cap.out, "leaf 0x2a\n0x2a\n");
	/* Errors name the included file and its own line. */
	SGPU_ASSERT(write_text(tmp_path("inc/bad.sgs"), "\n\n  oops\n"));
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run("include \"inc/bad.sgs\"\n", &r), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message, "inc/bad.sgs:3:3: unknown command 'oops'");
	/* A script that includes itself stops at the depth limit. */
	SGPU_ASSERT(write_text(tmp_path("inc/self.sgs"), "# again\ninclude \"self.sgs\"\n"));
	SGPU_ASSERT_EQ(run("include \"inc/self.sgs\"\n", &r), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message,
	                         "inc/self.sgs:2:1: includes nested too deeply (limit 8)");
	SGPU_ASSERT_EQ(run("include \"inc/none.sgs\"\n", &r), SGPU_ERR_IO);
	SGPU_ASSERT_STR_CONTAINS(r.message, "t.sgs:1:9: cannot include '");
}

SGPU_TEST(run_file_and_base_dir)
{
	SGPU_ASSERT(write_text(tmp_path("inc/top.sgs"), "include \"leaf.sgs\"\n"));
	struct sgpu_script_options o;
	opts_default(&o);
	o.base_dir = NULL; /* relative to the script's own directory */
	struct sgpu_script_result r;
	memset(&cap, 0, sizeof(cap));
	sgpu_status st = sgpu_script_run_file(tmp_path("inc/top.sgs"), &o, &r);
	/* leaf.sgs prints from_child, not defined here. */
	SGPU_ASSERT_EQ(st, SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message, "inc/leaf.sgs:1:14: undefined name 'from_child'");
	st = sgpu_script_run_file(tmp_path("inc/does-not-exist.sgs"), &o, &r);
	SGPU_ASSERT_EQ(st, SGPU_ERR_IO);
	SGPU_ASSERT_STR_CONTAINS(r.message, "does-not-exist.sgs: cannot read: ");
}

SGPU_TEST(allow_files_false)
{
	struct sgpu_script_options o;
	opts_default(&o);
	o.allow_files = false;
	struct sgpu_script_result r;
	static const struct {
		const char *text;
		const char *msg;
	} cases[] = {
	        {"include \"x.sgs\"\n",
	         "t.sgs:1:1: 'include' needs host files, which are disabled here"},
	        {"chip null\nmem load vram 0 file \"x\"\n",
	         "t.sgs:2:17: 'mem load file' needs host files, which are disabled here"},
	        {"chip null\nmem save vram 0 4 \"x\"\n",
	         "t.sgs:2:5: 'mem save' needs host files, which are disabled here"},
	        {"chip null\nsurface s vram 0 width=1 height=1 format=y8\ndump s \"x.png\"\n",
	         "t.sgs:3:1: 'dump' needs host files, which are disabled here"},
	        {"chip null\nsurface s vram 0 width=1 height=1 format=y8\n"
	         "expect surface s png=\"x.png\"\n",
	         "t.sgs:3:22: 'expect surface png=' needs host files, which are disabled here"},
	};
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		SGPU_ASSERT_EQ(run_opts(cases[i].text, &o, &r), SGPU_ERR_UNSUPPORTED);
		SGPU_ASSERT_STR_EQ(r.message, cases[i].msg);
	}
	/* crc needs no files. */
	SGPU_ASSERT_EQ(run_opts("chip null\nsurface s vram 0 width=1 height=1 format=y8\n"
	                        "expect surface s crc=0xd202ef8d\n",
	                        &o, &r),
	               SGPU_OK);
}

SGPU_TEST(debug_and_reset)
{
	ASSERT_OK("chip null\ndebug \"all\"\nwrite CTL.SCRATCH0 1\nreset\nexpect CTL.SCRATCH0 0\n");
	ASSERT_ERR("chip null\ndebug all\n", SGPU_ERR_FORMAT,
	           "t.sgs:2:7: expected the categories as a \"quoted string\"");
}

/* ------------------------------------------------------------------ determinism, robustness */

static const char det_script[] =
        "chip null\ntrace on\n"
        "write TEST.DST_LO 0x1000\nwrite TEST.PITCH 128\nwrite TEST.SIZE (32 | 16 << 16)\n"
        "write TEST.PATTERN 4\nwrite TEST.TRIGGER 1\nrun\nread 0x3000\n"
        "surface s vram 0x1000 width=32 height=16 pitch=128 format=a8r8g8b8\n"
        "dump s \"det.png\"\nmem crc vram 0x1000 0x800\nmem dump vram 0x1000 32\n";

SGPU_TEST(determinism)
{
	struct sgpu_script_result r1, r2;
	SGPU_ASSERT_EQ(run(det_script, &r1), SGPU_OK);
	static struct capture first;
	first = cap;
	size_t len1, len2;
	uint8_t *png1 = read_all(tmp_path("det.png"), &len1);
	SGPU_ASSERT(png1 != NULL);
	remove(tmp_path("det.png"));
	SGPU_ASSERT_EQ(run(det_script, &r2), SGPU_OK);
	uint8_t *png2 = read_all(tmp_path("det.png"), &len2);
	SGPU_ASSERT(png2 != NULL);
	bool same_png = len1 == len2 && memcmp(png1, png2, len1) == 0;
	free(png1);
	free(png2);
	SGPU_ASSERT(same_png);
	SGPU_ASSERT(first.out_len > 100);
	SGPU_ASSERT_STR_EQ(first.out, cap.out);
	SGPU_ASSERT_STR_EQ(first.log, cap.log);
	SGPU_ASSERT_EQ(r1.steps, r2.steps);
	SGPU_ASSERT_EQ(r1.images_written, r2.images_written);
}

static const char *const seeds[] = {
        DRAW_SETUP "write TEST.TRIGGER 1\nrun budget=50 expect=budget\npoll TEST.INTR 1\n",
        "chip null vram=64K\nstream vram 0x100\nl: test.method DST_LO 0x1000 0 0 64 (16|4<<16) 0 "
        "1\n"
        "test.method TRIGGER 1\ntest.jump l\nend\nwrite TEST.CMD_LO 0x100\nwrite TEST.TRIGGER 4\n"
        "run budget=500 expect=budget\nwrite TEST.TRIGGER 3\n",
        "chip null\nlet a = (1 << 4) + 0x10_0\nmem load vram a pattern random 64 seed=3\n"
        "mem crc vram a 64\nmem dump vram a 16\nmem compare vram a vram a 64\n",
        BARS_16x8 "expect surface s crc=0x1b532f0c\nexpect log any count=0\nexpect lines 0\n",
        "print \"x\\x41\" (1 + 2) \\\n 3\n# c\nlet q = 4K\nchip null sysmem=8K\n"
        "mem fill sysmem 0 16 0xab\nmem expect sysmem 0 u8 0xab\nread8 CTL.ID+2\n",
};

static uint32_t rng_next(uint32_t *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 17;
	*x ^= *x << 5;
	return *x;
}

static void quiet_print(void *user, const char *line)
{
	(void)user;
	(void)line;
}

static void quiet_log(void *user, sgpu_log_level l, const char *c, const char *m)
{
	(void)user;
	(void)l;
	(void)c;
	(void)m;
}

SGPU_TEST(mutated_scripts_never_crash)
{
	static const char alphabet[] = " \t\n\"\\()#=:.-+*/%<>!&|^~0x1fKGMq_,";
	struct sgpu_script_options o;
	sgpu_script_options_init(&o);
	o.allow_files = false;
	o.max_budget = 20000;
	o.max_mem_size = 1 << 20;
	o.print = quiet_print;
	o.log = quiet_log;
	uint32_t seed = 0x5eed1234;
	char buf[2048];
	unsigned failures = 0, runs = 0;
	for (unsigned iter = 0; iter < 3000; iter++) {
		const char *src = seeds[rng_next(&seed) % (sizeof(seeds) / sizeof(seeds[0]))];
		size_t len = strlen(src);
		if (len >= sizeof(buf))
			len = sizeof(buf) - 1;
		memcpy(buf, src, len);
		unsigned edits = 1 + rng_next(&seed) % 8;
		for (unsigned e = 0; e < edits && len > 0; e++) {
			size_t pos = rng_next(&seed) % len;
			switch (rng_next(&seed) % 5) {
			case 0: /* replace with a syntax character */
				buf[pos] = alphabet[rng_next(&seed) % (sizeof(alphabet) - 1)];
				break;
			case 1: /* random byte */ buf[pos] = (char)rng_next(&seed); break;
			case 2: /* delete */
				memmove(buf + pos, buf + pos + 1, len - pos - 1);
				len--;
				break;
			case 3: /* insert */
				if (len + 1 < sizeof(buf)) {
					memmove(buf + pos + 1, buf + pos, len - pos);
					buf[pos] =
					        alphabet[rng_next(&seed) % (sizeof(alphabet) - 1)];
					len++;
				}
				break;
			default: { /* duplicate a span */
				size_t n = rng_next(&seed) % 64;
				if (pos + n > len)
					n = len - pos;
				if (len + n < sizeof(buf)) {
					memmove(buf + pos + n, buf + pos, len - pos);
					len += n;
				}
				break;
			}
			}
		}
		struct sgpu_script_result r;
		sgpu_status st = sgpu_script_run_buffer("m", buf, len, &o, &r);
		runs++;
		if (st != SGPU_OK) {
			failures++;
			/* Every failure is located. */
			SGPU_ASSERT_MSG(strncmp(r.message, "m:", 2) == 0,
			                "iteration %u (seed 0x5eed1234): "
			                "message without location: %s",
			                iter, r.message);
		}
	}
	SGPU_ASSERT_EQ(runs, 3000);
	SGPU_ASSERT(failures > 100); /* the mutations did break things */
}
