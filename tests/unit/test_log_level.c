/* Log thresholds (sgpu_set_log_level, $SOFTGPU_LOG), folding of repeated
 * messages ("... N more like this"), and what sgpu_log_count and
 * sgpu_log_dropped count; and the script engine, which sees every message
 * for "expect log" but prints by the same rules. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/device.h"
#include "harness.h"
#include "softgpu/script.h"
#include "softgpu/softgpu.h"

#define MAX_LINES 64

struct capture {
	unsigned total;
	unsigned count[SGPU_LOG_LEVEL_COUNT];
	unsigned nlines;
	char lines[MAX_LINES][160]; /* "LEVEL cat: message" */
};

static void capture_log(void *user, sgpu_log_level level, const char *cat, const char *msg)
{
	struct capture *c = user;
	c->total++;
	c->count[level]++;
	if (c->nlines < MAX_LINES)
		snprintf(c->lines[c->nlines++], sizeof(c->lines[0]), "%s %s: %s",
		         sgpu_log_level_name(level), cat, msg);
}

static sgpu_device *new_null(struct capture *cap)
{
	sgpu_device *dev = NULL;
	if (sgpu_device_create("null", NULL, &dev) != SGPU_OK)
		return NULL;
	memset(cap, 0, sizeof(*cap));
	sgpu_set_log_callback(dev, capture_log, cap);
	return dev;
}

/* An unmapped write: one GUEST_ERROR whose text depends on addr. */
static void bad_write(sgpu_device *dev, uint32_t addr)
{
	sgpu_mmio_wr32(dev, addr, 1);
}

SGPU_TEST(default_delivers_everything)
{
	unsetenv("SOFTGPU_LOG");
	struct capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev != NULL);
	SGPU_ASSERT_EQ(sgpu_get_log_level(dev), SGPU_LOG_DEBUG);
	for (uint32_t i = 0; i < 5; i++)
		bad_write(dev, 0x800000 + 4 * i);
	SGPU_ASSERT_EQ(cap.count[SGPU_LOG_GUEST_ERROR], 5u);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR), 5u);
	SGPU_ASSERT_EQ(sgpu_log_dropped(dev, SGPU_LOG_GUEST_ERROR), 0u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(threshold_drops_less_severe_but_counts_them)
{
	unsetenv("SOFTGPU_LOG");
	struct capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev != NULL);
	int cat = sgpu_log_category(dev, "test");
	SGPU_ASSERT_EQ(sgpu_set_log_level(dev, SGPU_LOG_WARN), SGPU_OK);
	SGPU_ASSERT_EQ(sgpu_get_log_level(dev), SGPU_LOG_WARN);
	for (uint32_t i = 0; i < 1000; i++)
		bad_write(dev, 0x800000 + 4 * i);
	sgpu_log(dev, SGPU_LOG_ERROR, cat, "an error");
	sgpu_log(dev, SGPU_LOG_WARN, cat, "a warning");
	sgpu_log(dev, SGPU_LOG_UNIMP, cat, "not done");
	SGPU_ASSERT_EQ(cap.total, 2u);
	SGPU_ASSERT_STR_EQ(cap.lines[0], "ERROR test: an error");
	SGPU_ASSERT_STR_EQ(cap.lines[1], "WARN test: a warning");
	/* counted whether delivered or not */
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR), 1000u);
	SGPU_ASSERT_EQ(sgpu_log_dropped(dev, SGPU_LOG_GUEST_ERROR), 1000u);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_UNIMP), 1u);
	SGPU_ASSERT_EQ(sgpu_log_dropped(dev, SGPU_LOG_UNIMP), 1u);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_WARN), 1u);
	SGPU_ASSERT_EQ(sgpu_log_dropped(dev, SGPU_LOG_WARN), 0u);

	/* ERROR keeps only errors; back to DEBUG delivers again */
	SGPU_ASSERT_EQ(sgpu_set_log_level(dev, SGPU_LOG_ERROR), SGPU_OK);
	sgpu_log(dev, SGPU_LOG_WARN, cat, "dropped");
	SGPU_ASSERT_EQ(cap.total, 2u);
	SGPU_ASSERT_EQ(sgpu_set_log_level(dev, SGPU_LOG_DEBUG), SGPU_OK);
	bad_write(dev, 0x900000);
	SGPU_ASSERT_EQ(cap.total, 3u);

	SGPU_ASSERT_EQ(sgpu_set_log_level(dev, SGPU_LOG_LEVEL_COUNT), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_set_log_level(dev, (sgpu_log_level)-1), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_set_log_level(NULL, SGPU_LOG_WARN), SGPU_ERR_INVALID_ARG);
	SGPU_ASSERT_EQ(sgpu_get_log_level(dev), SGPU_LOG_DEBUG);
	sgpu_device_destroy(dev);
}

SGPU_TEST(threshold_and_category_filter_both_apply)
{
	unsetenv("SOFTGPU_LOG");
	struct capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev != NULL);
	int cat = sgpu_log_category(dev, "test");
	sgpu_log(dev, SGPU_LOG_INFO, cat, "not selected");
	SGPU_ASSERT_EQ(cap.total, 0u);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_INFO), 0u);
	SGPU_ASSERT_EQ(sgpu_set_log_filter(dev, "test"), SGPU_OK);
	sgpu_log(dev, SGPU_LOG_INFO, cat, "selected");
	SGPU_ASSERT_EQ(cap.total, 1u);
	SGPU_ASSERT_EQ(sgpu_set_log_level(dev, SGPU_LOG_UNIMP), SGPU_OK);
	sgpu_log(dev, SGPU_LOG_DEBUG, cat, "selected, below the threshold");
	SGPU_ASSERT_EQ(cap.total, 1u);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_DEBUG), 1u);
	SGPU_ASSERT_EQ(sgpu_log_dropped(dev, SGPU_LOG_DEBUG), 1u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(environment_sets_the_threshold)
{
	struct capture cap;
	setenv("SOFTGPU_LOG", "Guest-Error", 1);
	sgpu_device *dev = new_null(&cap);
	unsetenv("SOFTGPU_LOG");
	SGPU_ASSERT(dev != NULL);
	SGPU_ASSERT_EQ(sgpu_get_log_level(dev), SGPU_LOG_GUEST_ERROR);
	sgpu_device_destroy(dev);

	setenv("SOFTGPU_LOG", "warn", 1);
	dev = new_null(&cap);
	unsetenv("SOFTGPU_LOG");
	SGPU_ASSERT(dev != NULL);
	SGPU_ASSERT_EQ(sgpu_get_log_level(dev), SGPU_LOG_WARN);
	bad_write(dev, 0x800000);
	SGPU_ASSERT_EQ(cap.total, 0u);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR), 1u);
	sgpu_device_destroy(dev);

	/* an unknown name drops nothing and says so (at creation, before any
	 * callback of ours: count it) */
	setenv("SOFTGPU_LOG", "loud", 1);
	dev = NULL;
	SGPU_ASSERT_EQ(sgpu_device_create("null", NULL, &dev), SGPU_OK);
	unsetenv("SOFTGPU_LOG");
	SGPU_ASSERT_EQ(sgpu_get_log_level(dev), SGPU_LOG_DEBUG);
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_WARN), 1u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(level_names_parse)
{
	sgpu_log_level l;
	SGPU_ASSERT(sgpu_log_level_parse("error", &l) && l == SGPU_LOG_ERROR);
	SGPU_ASSERT(sgpu_log_level_parse("WARN", &l) && l == SGPU_LOG_WARN);
	SGPU_ASSERT(sgpu_log_level_parse("guest_error", &l) && l == SGPU_LOG_GUEST_ERROR);
	SGPU_ASSERT(sgpu_log_level_parse("unimp", &l) && l == SGPU_LOG_UNIMP);
	SGPU_ASSERT(sgpu_log_level_parse("Info", &l) && l == SGPU_LOG_INFO);
	SGPU_ASSERT(sgpu_log_level_parse("debug", &l) && l == SGPU_LOG_DEBUG);
	SGPU_ASSERT(!sgpu_log_level_parse("", &l));
	SGPU_ASSERT(!sgpu_log_level_parse("warning", &l));
	SGPU_ASSERT(!sgpu_log_level_parse("war", &l));
	SGPU_ASSERT(!sgpu_log_level_parse(NULL, &l));
}

SGPU_TEST(repeats_fold_into_summaries)
{
	unsetenv("SOFTGPU_LOG");
	struct capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev != NULL);
	for (int i = 0; i < 25000; i++)
		bad_write(dev, 0x800000);
	/* the first, then one summary per 10000 held */
	SGPU_ASSERT_EQ(cap.total, 3u);
	SGPU_ASSERT_STR_EQ(cap.lines[0],
	                   "GUEST_ERROR mmio: write32 of 0x1 to unmapped MMIO 0x800000 ignored");
	SGPU_ASSERT_STR_EQ(cap.lines[1], "GUEST_ERROR mmio: ... 10000 more like this");
	SGPU_ASSERT_STR_EQ(cap.lines[2], "GUEST_ERROR mmio: ... 10000 more like this");
	/* a different message first reports what is held */
	bad_write(dev, 0x800004);
	SGPU_ASSERT_EQ(cap.total, 5u);
	SGPU_ASSERT_STR_EQ(cap.lines[3], "GUEST_ERROR mmio: ... 4999 more like this");
	SGPU_ASSERT_STR_CONTAINS(cap.lines[4], "0x800004");
	SGPU_ASSERT_EQ(sgpu_log_count(dev, SGPU_LOG_GUEST_ERROR), 25001u);
	SGPU_ASSERT_EQ(sgpu_log_dropped(dev, SGPU_LOG_GUEST_ERROR), 24999u);

	/* alternating messages are not repeats */
	for (int i = 0; i < 4; i++)
		bad_write(dev, i & 1 ? 0x800004 : 0x800008);
	SGPU_ASSERT_EQ(cap.total, 9u);
	sgpu_device_destroy(dev);
}

SGPU_TEST(repeat_level_and_category_matter)
{
	unsetenv("SOFTGPU_LOG");
	struct capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev != NULL);
	int a = sgpu_log_category(dev, "alpha"), b = sgpu_log_category(dev, "beta");
	sgpu_log(dev, SGPU_LOG_WARN, a, "same");
	sgpu_log(dev, SGPU_LOG_WARN, b, "same");
	sgpu_log(dev, SGPU_LOG_UNIMP, b, "same");
	sgpu_log(dev, SGPU_LOG_UNIMP, b, "same");
	SGPU_ASSERT_EQ(cap.total, 3u);
	sgpu_log_flush(dev);
	SGPU_ASSERT_EQ(cap.total, 4u);
	SGPU_ASSERT_STR_EQ(cap.lines[3], "UNIMP beta: ... 1 more like this");
	/* after a flush the same message is delivered again */
	sgpu_log(dev, SGPU_LOG_UNIMP, b, "same");
	SGPU_ASSERT_EQ(cap.total, 5u);
	sgpu_log_flush(dev);
	SGPU_ASSERT_EQ(cap.total, 5u); /* nothing held */
	sgpu_device_destroy(dev);
}

SGPU_TEST(repeat_limit_zero_delivers_every_message)
{
	unsetenv("SOFTGPU_LOG");
	struct capture cap;
	sgpu_device *dev = new_null(&cap);
	SGPU_ASSERT(dev != NULL);
	SGPU_ASSERT_EQ(sgpu_set_log_repeat_limit(dev, 0), SGPU_OK);
	for (int i = 0; i < 100; i++)
		bad_write(dev, 0x800000);
	SGPU_ASSERT_EQ(cap.total, 100u);
	SGPU_ASSERT_EQ(sgpu_log_dropped(dev, SGPU_LOG_GUEST_ERROR), 0u);
	/* a small limit: a summary for every 3 held */
	SGPU_ASSERT_EQ(sgpu_set_log_repeat_limit(dev, 3), SGPU_OK);
	for (int i = 0; i < 8; i++)
		bad_write(dev, 0x800000);
	SGPU_ASSERT_EQ(cap.total, 103u);
	SGPU_ASSERT_EQ(sgpu_set_log_repeat_limit(NULL, 3), SGPU_ERR_INVALID_ARG);
	sgpu_device_destroy(dev);
}

SGPU_TEST(held_repeats_reach_the_old_callback_and_destroy)
{
	unsetenv("SOFTGPU_LOG");
	struct capture a, b;
	sgpu_device *dev = new_null(&a);
	SGPU_ASSERT(dev != NULL);
	for (int i = 0; i < 4; i++)
		bad_write(dev, 0x800000);
	memset(&b, 0, sizeof(b));
	sgpu_set_log_callback(dev, capture_log, &b);
	SGPU_ASSERT_EQ(a.total, 2u);
	SGPU_ASSERT_STR_EQ(a.lines[1], "GUEST_ERROR mmio: ... 3 more like this");
	/* the new callback starts afresh */
	for (int i = 0; i < 3; i++)
		bad_write(dev, 0x800000);
	SGPU_ASSERT_EQ(b.total, 1u);
	sgpu_device_destroy(dev);
	SGPU_ASSERT_EQ(b.total, 2u);
	SGPU_ASSERT_STR_EQ(b.lines[1], "GUEST_ERROR mmio: ... 2 more like this");
}

/* ------------------------------------------------------------------ scripts */

static const char script_text[] = "chip null\n"
                                  "write 0x800000 1\n"
                                  "write 0x800000 1\n"
                                  "write 0x800000 1\n"
                                  "write 0x800000 1\n"
                                  "write 0x800000 1\n"
                                  "expect log guest_error \"0x800000\" count=5\n"
                                  "write 0x800000 1\n"
                                  "write 0x800000 1\n"
                                  "expect log guest_error count=2\n";

SGPU_TEST(script_sees_every_message_and_prints_folded)
{
	unsetenv("SOFTGPU_LOG");
	struct capture cap;
	memset(&cap, 0, sizeof(cap));
	struct sgpu_script_options o;
	sgpu_script_options_init(&o);
	o.allow_files = false;
	o.log = capture_log;
	o.log_user = &cap;
	struct sgpu_script_result r;
	sgpu_status st = sgpu_script_run_buffer("t.sgs", script_text, strlen(script_text), &o, &r);
	SGPU_ASSERT_MSG(st == SGPU_OK, "%s", r.message);
	/* the printing fold runs across expectations: one message, then
	 * the 6 repeats when the device goes */
	SGPU_ASSERT_EQ(cap.total, 2u);
	SGPU_ASSERT_STR_CONTAINS(cap.lines[0], "unmapped MMIO 0x800000");
	SGPU_ASSERT_STR_EQ(cap.lines[1], "GUEST_ERROR mmio: ... 6 more like this");
}

SGPU_TEST(script_expectations_ignore_the_threshold)
{
	struct capture cap;
	memset(&cap, 0, sizeof(cap));
	struct sgpu_script_options o;
	sgpu_script_options_init(&o);
	o.allow_files = false;
	o.log = capture_log;
	o.log_user = &cap;
	struct sgpu_script_result r;
	setenv("SOFTGPU_LOG", "warn", 1);
	sgpu_status st = sgpu_script_run_buffer("t.sgs", script_text, strlen(script_text), &o, &r);
	unsetenv("SOFTGPU_LOG");
	SGPU_ASSERT_MSG(st == SGPU_OK, "%s", r.message);
	SGPU_ASSERT_EQ(cap.total, 0u); /* nothing printed */
}
