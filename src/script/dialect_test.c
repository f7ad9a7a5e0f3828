/* The "test" dialect: the command list of the null chip's TEST unit
 * (docs/hw/null-chip.md, "The command list"). The smallest complete
 * example of a dialect.
 *
 *   test.method REG VALUE...   METHOD header, then the data words
 *   test.jump ADDR             JUMP (ADDR 4-aligned, below 2 GiB)
 *   test.end                   END
 *   test.nop                   NOP (a zero word)
 */
#include <inttypes.h>
#include <string.h>

#include "script/priv.h"

#define TEST_OP_METHOD 1u
#define TEST_OP_JUMP 2u
#define TEST_OP_END 3u
#define TEST_METHOD_COUNT_MAX 8191u /* bits 28:16 */
#define TEST_METHOD_REG_MAX 0xffcu  /* bits 11:2 of the word: a byte offset */

static bool test_method(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                        const struct sgpu_script_tok *args, size_t nargs)
{
	if (!sgpu_script_args(ctx, dtok, args, nargs, 1, 1 + TEST_METHOD_COUNT_MAX,
	                      "test.method REG VALUE..."))
		return false;
	uint32_t off;
	if (!sgpu_script_region_reg(ctx, "TEST", &args[0], &off))
		return false;
	if (!sgpu_script_check(ctx, &args[0], off <= TEST_METHOD_REG_MAX && off % 4 == 0,
	                       "TEST offset 0x%" PRIx32
	                       " cannot be encoded (4-aligned, up to 0x%x)",
	                       off, TEST_METHOD_REG_MAX))
		return false;
	uint32_t count = (uint32_t)(nargs - 1);
	uint32_t hdr = TEST_OP_METHOD << 29 | count << 16 | (off & TEST_METHOD_REG_MAX);
	if (!sgpu_script_emit(ctx, hdr))
		return false;
	for (size_t i = 1; i < nargs; i++) {
		uint32_t v;
		if (!sgpu_script_eval_u32(ctx, &args[i], &v) || !sgpu_script_emit(ctx, v))
			return false;
	}
	return true;
}

static bool test_jump(struct sgpu_script_ctx *ctx, const struct sgpu_script_tok *dtok,
                      const struct sgpu_script_tok *args, size_t nargs)
{
	uint64_t target;
	if (!sgpu_script_args(ctx, dtok, args, nargs, 1, 1, "test.jump ADDR") ||
	    !sgpu_script_eval(ctx, &args[0], &target))
		return false;
	/* The word keeps address bits 30:2. */
	if (!sgpu_script_check(ctx, &args[0], target % 4 == 0 && target < (UINT64_C(1) << 31),
	                       "jump target 0x%" PRIx64 " is not a 4-aligned address below 2 GiB",
	                       target))
		return false;
	return sgpu_script_emit(ctx, TEST_OP_JUMP << 29 | (uint32_t)((target >> 2) & 0x1fffffff));
}

static bool test_directive(struct sgpu_script_ctx *ctx, const char *op,
                           const struct sgpu_script_tok *dtok, const struct sgpu_script_tok *args,
                           size_t nargs)
{
	if (strcmp(op, "method") == 0)
		return test_method(ctx, dtok, args, nargs);
	if (strcmp(op, "jump") == 0)
		return test_jump(ctx, dtok, args, nargs);
	if (strcmp(op, "end") == 0)
		return sgpu_script_args(ctx, dtok, args, nargs, 0, 0, "test.end") &&
		       sgpu_script_emit(ctx, TEST_OP_END << 29);
	if (strcmp(op, "nop") == 0)
		return sgpu_script_args(ctx, dtok, args, nargs, 0, 0, "test.nop") &&
		       sgpu_script_emit(ctx, 0);
	return sgpu_script_error(ctx, dtok,
	                         "unknown directive '%s' (test.method, test.jump, test.end, "
	                         "test.nop)",
	                         dtok->text);
}

const struct sgpu_script_dialect sgpu_script_dialect_test = {
        .name = "test",
        .description = "command list of the null chip's TEST unit",
        .state_size = 0,
        .directive = test_directive,
};
