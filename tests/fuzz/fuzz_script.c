/* Fuzz target: any bytes as an .sgs script. The script engine must report
 * every malformed input as an error and never crash, hang, leak or touch
 * host files. Budgets and memory are kept small so each input runs fast. */
#include <stddef.h>
#include <stdint.h>

#include "softgpu/script.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void silent_print(void *user, const char *line)
{
	(void)user;
	(void)line;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sgpu_script_options opts;
	struct sgpu_script_result res;
	sgpu_script_options_init(&opts);
	opts.allow_files = false;
	opts.max_budget = 100000;
	opts.max_mem_size = 1u << 20;
	opts.print = silent_print;
	opts.log = sgpu_log_discard;
	sgpu_script_run_buffer("fuzz", (const char *)data, size, &opts, &res);
	return 0;
}
