/* Every script input bounded in time and memory, and messages that say
 * what is wrong (issue 13 items 7-15): host files that are not regular
 * files, include fan-out, PNG baselines compared by their header before
 * their pixels, stream blocks read again per pass, expected guest errors
 * held back, names and enum values explained, a UTF-8 BOM, binary garbage
 * escaped. The CLI side is tests/cli/bounded.sh. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "harness.h"
#include "softgpu/script.h"
#include "util/image.h"

static char out[1 << 14];
static size_t out_len;

static void on_print(void *user, const char *line)
{
	(void)user;
	size_t n = strlen(line);
	if (out_len + n + 2 > sizeof(out))
		return;
	memcpy(out + out_len, line, n);
	out_len += n;
	out[out_len++] = '\n';
	out[out_len] = '\0';
}

static sgpu_status run_with(const char *text, struct sgpu_script_options *o,
                            struct sgpu_script_result *r)
{
	out_len = 0;
	out[0] = '\0';
	return sgpu_script_run_buffer("t.sgs", text, strlen(text), o, r);
}

static void opts_init(struct sgpu_script_options *o)
{
	sgpu_script_options_init(o);
	o->print = on_print;
	o->log = sgpu_log_discard;
	o->base_dir = sgpu_test_tmpdir();
	o->out_dir = sgpu_test_tmpdir();
}

static sgpu_status run(const char *text, struct sgpu_script_result *r)
{
	struct sgpu_script_options o;
	opts_init(&o);
	return run_with(text, &o, r);
}

static const char *tmp(const char *name)
{
	static char buf[4][1024];
	static unsigned k;
	char *b = buf[k++ % 4];
	snprintf(b, sizeof(buf[0]), "%s/%s", sgpu_test_tmpdir(), name);
	return b;
}

static bool write_bytes(const char *path, const void *data, size_t n)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		return false;
	bool ok = fwrite(data, 1, n, f) == n;
	return fclose(f) == 0 && ok;
}

/* ------------------------------------------------------------------ item 7 */

SGPU_TEST(png_reads_only_regular_files)
{
	struct sgpu_image img;
	/* /dev/zero never ends; a FIFO without a writer would block */
	SGPU_ASSERT_EQ(sgpu_image_read_png(&img, "/dev/zero"), SGPU_ERR_IO);
	unlink(tmp("fifo"));
	SGPU_ASSERT(mkfifo(tmp("fifo"), 0600) == 0);
	SGPU_ASSERT_EQ(sgpu_image_read_png(&img, tmp("fifo")), SGPU_ERR_IO);
	SGPU_ASSERT_EQ(sgpu_image_read_png(&img, sgpu_test_tmpdir()), SGPU_ERR_IO);
}

SGPU_TEST(script_host_files_must_be_regular)
{
	struct sgpu_script_result r;
	unlink(tmp("fifo"));
	SGPU_ASSERT(mkfifo(tmp("fifo"), 0600) == 0);
	SGPU_ASSERT_EQ(run("include \"fifo\"\n", &r), SGPU_ERR_IO);
	SGPU_ASSERT_STR_CONTAINS(r.message, "fifo': it is a named pipe, not a regular file");
	SGPU_ASSERT_EQ(run("chip null\nmem load vram 0 file \"fifo\"\n", &r), SGPU_ERR_IO);
	SGPU_ASSERT_STR_CONTAINS(r.message, "it is a named pipe, not a regular file");
	SGPU_ASSERT_EQ(run("include \"/\"\n", &r), SGPU_ERR_IO);
	SGPU_ASSERT_STR_CONTAINS(r.message, "cannot include '/': it is a directory, not a file");
	SGPU_ASSERT_EQ(run("chip null\nsurface s vram 0 width=1 height=1 format=y8\n"
	                   "expect surface s png=\"/dev/zero\"\n",
	                   &r),
	               SGPU_ERR_IO);
	SGPU_ASSERT_STR_CONTAINS(r.message, "(it is a character device, not a regular file)");
}

/* ------------------------------------------------------------------ item 8 */

SGPU_TEST(include_fan_out_is_capped)
{
	/* 8 files, each including the next 10 times: 10^7 includes uncapped */
	for (int i = 1; i <= 8; i++) {
		char name[32], text[512] = "";
		snprintf(name, sizeof(name), "fan%d.sgs", i);
		for (int k = 0; k < 10 && i < 8; k++)
			snprintf(text + strlen(text), sizeof(text) - strlen(text),
			         "include \"fan%d.sgs\"\n", i + 1);
		if (i == 8)
			snprintf(text, sizeof(text), "let x = 1\n");
		SGPU_ASSERT(write_bytes(tmp(name), text, strlen(text)));
	}
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run("include \"fan1.sgs\"\n", &r), SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_STR_CONTAINS(r.message,
	                         "more than 4096 includes in one script (all depths counted)");
}

/* Stream blocks are read again from the text in each pass: labels on
 * either side, the lines after the block, and a block in an include. */
SGPU_TEST(stream_blocks_read_per_pass)
{
	struct sgpu_script_result r;
	const char *inc = "stream vram 0x100\n  w: word v w\nend\nlet after_inc = stream_end\n";
	SGPU_ASSERT(write_bytes(tmp("blk.sgs"), inc, strlen(inc)));
	SGPU_ASSERT_EQ(run("chip null\nlet v = 7\nstream vram 0\n"
	                   "a:  word b a   # forward and back\n"
	                   "    align 16\n"
	                   "b:  word 0x1234\n"
	                   "end\n"
	                   "mem expect vram 0 u32 16 0 0 0 0x1234\n"
	                   "expect value stream_end 20\n"
	                   "include \"blk.sgs\"\n"
	                   "mem expect vram 0x100 u32 7 0x100\n"
	                   "expect value after_inc 0x108\n",
	                   &r),
	               SGPU_OK);
	SGPU_ASSERT_EQ(r.expects_passed, 4);
	/* an error in the second pass names its line */
	SGPU_ASSERT_EQ(run("chip null\nstream vram 0\nword 1\nword nope\nend\n", &r),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message, "t.sgs:4:6: undefined name 'nope'");
	SGPU_ASSERT_EQ(run("chip null\nstream vram 0\nword 1\n", &r), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message, "t.sgs:2:1: 'stream' block is not closed by 'end'");
}

/* ------------------------------------------------------------------ item 10 */

SGPU_TEST(png_dimensions_compared_before_pixels)
{
	/* A header claiming 16384 x 16384 RGBA pixels (1 GiB decoded) and no
	 * image data: compared by its header alone. */
	static const uint8_t png[] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n', 0,   0, 0,    13,
	                              'I',  'H', 'D', 'R', 0,    0,    0x40, 0,    0,   0, 0x40, 0,
	                              8,    6,   0,   0,   0,    0xa9, 0xc8, 0x10, 0x84};
	uint32_t w = 0, h = 0;
	SGPU_ASSERT(sgpu_image_png_size(png, sizeof(png), &w, &h));
	SGPU_ASSERT_EQ(w, 16384);
	SGPU_ASSERT_EQ(h, 16384);
	SGPU_ASSERT(!sgpu_image_png_size(png, 20, &w, &h));
	SGPU_ASSERT(write_bytes(tmp("huge.png"), png, sizeof(png)));
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run("chip null\nsurface s vram 0 width=1 height=1 format=y8\n"
	                   "expect surface s png=\"huge.png\"\n",
	                   &r),
	               SGPU_ERR_MISMATCH);
	SGPU_ASSERT_STR_CONTAINS(r.message, "t.sgs:3:22: expect surface s: the surface is 1x1 but "
	                                    "the baseline '");
	SGPU_ASSERT_STR_CONTAINS(r.message, "huge.png' is 16384x16384");
	/* a file that is not a PNG says so */
	SGPU_ASSERT(write_bytes(tmp("text.png"), "hello", 5));
	SGPU_ASSERT_EQ(run("chip null\nsurface s vram 0 width=1 height=1 format=y8\n"
	                   "expect surface s png=\"text.png\"\n",
	                   &r),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message, "cannot be read (not a PNG file)");
}

SGPU_TEST(max_mem_counts_surface_bytes_and_pixels)
{
	struct sgpu_script_options o;
	opts_init(&o);
	o.max_mem_size = 4 << 20;
	struct sgpu_script_result r;
	/* 1 MiB of y8 bytes and 4 MiB of RGBA: over 4 MiB together */
	SGPU_ASSERT_EQ(run_with("chip null\nsurface s vram 0 width=1024 height=1024 format=y8\n"
	                        "dump s \"s.png\"\n",
	                        &o, &r),
	               SGPU_ERR_OUT_OF_RANGE);
	SGPU_ASSERT_STR_CONTAINS(r.message, "needs 0x500000 bytes of host memory");
}

SGPU_TEST(rebaseline_says_what_it_wrote)
{
	struct sgpu_script_options o;
	opts_init(&o);
	o.rebaseline = true;
	struct sgpu_script_result r;
	unlink(tmp("rb.png"));
	SGPU_ASSERT_EQ(run_with("chip null\nsurface s vram 0 width=2 height=3 format=y8\n"
	                        "expect surface s png=\"rb.png\"\n",
	                        &o, &r),
	               SGPU_OK);
	SGPU_ASSERT_STR_CONTAINS(out, "rebaselined ");
	SGPU_ASSERT_STR_CONTAINS(out, "rb.png (surface s, 2x3)");
}

/* ------------------------------------------------------------------ items 12, 15 */

SGPU_TEST(nv_expect_error_needs_g80_pfifo)
{
	struct sgpu_script_result r;
	static const char *const chips[] = {"null", "nv1", "r520", "falcon"};
	for (size_t i = 0; i < 4; i++) {
		char text[64], want[160];
		snprintf(text, sizeof(text), "chip %s\nnv.expect_error none\n", chips[i]);
		SGPU_ASSERT_EQ(run(text, &r), SGPU_ERR_FORMAT);
		snprintf(want, sizeof(want),
		         "t.sgs:2:1: nv.expect_error checks a G80-style PFIFO (chips g80, g84, "
		         "gt215), which chip '%s' does not have",
		         chips[i]);
		SGPU_ASSERT_STR_EQ(r.message, want);
	}
	SGPU_ASSERT_EQ(run("chip g80\nnv.expect_error none\n", &r), SGPU_OK);
	SGPU_ASSERT_EQ(run("chip gt215\nnv.expect_error pusher NONE\n", &r), SGPU_OK);
}

SGPU_TEST(messages_explain)
{
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.pte 0 target=gpu\nend\n", &r),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_EQ(r.message, "t.sgs:3:17: unknown target 'gpu' (vram, sysram, "
	                              "sysram_nosnoop, or a number)");
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.pde 0 type=huge\nend\n", &r),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_EQ(r.message, "t.sgs:3:15: unknown PDE type 'huge' (none, large, medium, "
	                              "small, or a number)");
	SGPU_ASSERT_EQ(run("chip r520\nstream sysmem 0\npm4.type0 FOO 1\nend\n", &r),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message, "t.sgs:3:11: unknown R5xx register 'FOO' (a name of");
	SGPU_ASSERT_EQ(run("chip r520\nstream sysmem 0\npm4.type3 FOOBAR 1\nend\n", &r),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message, "t.sgs:3:11: unknown PM4 opcode 'FOOBAR' (a name of");
	SGPU_ASSERT_EQ(run("chip g80\nstream vram 0\nnv.inc 0 OBJEKT 1\nend\n", &r),
	               SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message, "t.sgs:3:10: unknown method 'OBJEKT' (a puller method");
	/* a name that is a defined value is still a value */
	SGPU_ASSERT_EQ(run("chip g80\nlet T = 2\nstream vram 0\nnv.pte 0 target=T\nend\n", &r),
	               SGPU_OK);
	char text[400];
	snprintf(text, sizeof(text), "let %0300d = 1\n", 0);
	memset(text + 4, 'n', 300);
	SGPU_ASSERT_EQ(run(text, &r), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_EQ(r.message,
	                   "t.sgs:1:5: variable name too long (300 characters, limit 255)");
	SGPU_ASSERT_EQ(
	        run("chip null\nsurface s_is_a_long_name_of_more_than_sixty_three_characters_"
	            "xxxxxxxxxxxxxxxxx vram 0 width=1 height=1 format=y8\n",
	            &r),
	        SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message, "surface name too long (70 characters, limit 63)");
	/* a list of values says how long it may be */
	size_t cap = 32 + 2100 * 2;
	char *big = malloc(cap);
	SGPU_ASSERT(big != NULL);
	size_t n = (size_t)snprintf(big, cap, "chip g80\nstream vram 0\nnv.inc 0 0x100");
	for (int i = 0; i < 2048; i++)
		n += (size_t)snprintf(big + n, cap - n, " 1");
	snprintf(big + n, cap - n, "\nend\n");
	sgpu_status st = run(big, &r);
	free(big);
	SGPU_ASSERT_EQ(st, SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_CONTAINS(r.message,
	                         "too many arguments (2050; at most 2049) (usage: nv.inc");
}

SGPU_TEST(utf8_bom_and_garbage)
{
	struct sgpu_script_result r;
	SGPU_ASSERT_EQ(run("\xef\xbb\xbf"
	                   "chip null\nprint \"x\"\n",
	                   &r),
	               SGPU_OK);
	SGPU_ASSERT_STR_EQ(out, "x\n");
	/* the BOM is not a column */
	SGPU_ASSERT_EQ(run("\xef\xbb\xbfoops\n", &r), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_EQ(r.message, "t.sgs:1:1: unknown command 'oops'");
	/* control bytes and bytes that are not UTF-8 are escaped; UTF-8 is kept */
	SGPU_ASSERT_EQ(run("\x01\xff\x1b[2J\n", &r), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_EQ(r.message, "t.sgs:1:1: unknown command '\\x01\\xff\\x1b[2J'");
	SGPU_ASSERT_EQ(run("caf\xc3\xa9\n", &r), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_EQ(r.message, "t.sgs:1:1: unknown command 'caf\xc3\xa9'");
	SGPU_ASSERT_EQ(run("x\xc3\n", &r), SGPU_ERR_FORMAT);
	SGPU_ASSERT_STR_EQ(r.message, "t.sgs:1:1: unknown command 'x\\xc3'");
}

/* An expected guest error is the test passing: with the library's own
 * sink (stderr) it is not printed; an unexpected one is. */
SGPU_TEST(expected_guest_errors_not_printed)
{
	fflush(stderr);
	int saved = dup(2);
	int fd = open(tmp("stderr.txt"), O_WRONLY | O_CREAT | O_TRUNC, 0600);
	SGPU_ASSERT(saved >= 0 && fd >= 0);
	dup2(fd, 2);
	struct sgpu_script_options o;
	opts_init(&o);
	o.log = NULL;
	struct sgpu_script_result r;
	sgpu_status a = run_with("chip null\nwrite TEST.TRIGGER 2\nwrite TEST.TRIGGER 1\n"
	                         "expect log guest_error \"while busy\"\n",
	                         &o, &r);
	fflush(stderr);
	struct stat st1;
	fstat(fd, &st1);
	sgpu_status b = run_with("chip null\nwrite TEST.TRIGGER 2\nwrite TEST.TRIGGER 1\n", &o, &r);
	fflush(stderr);
	struct stat st2;
	fstat(fd, &st2);
	dup2(saved, 2);
	close(saved);
	close(fd);
	SGPU_ASSERT_EQ(a, SGPU_OK);
	SGPU_ASSERT_EQ(b, SGPU_OK);
	SGPU_ASSERT_EQ(st1.st_size, 0);
	SGPU_ASSERT(st2.st_size > 0);
}
