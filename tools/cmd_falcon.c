/* softgpu falcon run: falcon microcode on the standalone falcon (chip
 * `falcon`, docs/hw/falcon.md), printing its state when it stops. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/device.h"
#include "falcon/unit.h"
#include "softgpu/softgpu.h"
#include "tool.h"

/* Far above any falcon's code and data memories. */
#define FALCON_FILE_MAX (16u << 20)

static void falcon_usage(FILE *f)
{
	fprintf(f, "usage: softgpu falcon run [OPTIONS] IMAGE\n\n"
	           "Loads the raw code IMAGE at code address 0 of a standalone falcon v3\n"
	           "(16 KiB code, 16 KiB data; xfer ports 0-3 reach 1 MiB of VRAM, 4-7 1 MiB\n"
	           "of system memory), starts it at the entry address and runs until it\n"
	           "stops, sleeps with nothing to wake it, or the budget is spent. Prints the\n"
	           "exit state. Exit status 0 if the code ran `exit`, 1 otherwise.\n\n"
	           "Harness registers: bytes written to I[0x10000] (host 0x400) are printed\n"
	           "as the console; I[0x10100] (host 0x404) is printed as the result.\n\n"
	           "options:\n"
	           "  -t, --trace          print every instruction before it executes\n"
	           "  -e, --entry ADDR     start address in code memory (default 0)\n"
	           "  -b, --budget N       cycles to run at most (default 10M, at most 2^32)\n"
	           "  -d, --data FILE      preload FILE at D[0]\n"
	           "  -h, --help           this help\n");
}

static void trace_insn(void *ctx, const struct fuc *f, uint32_t pc, const uint8_t *b, unsigned len)
{
	char text[128];
	(void)ctx;
	fuc_disasm_insn(b, len, pc, FUC_V3, 0, text, sizeof(text));
	printf("%06llx %05x:", (unsigned long long)f->cycles, pc);
	for (unsigned i = 0; i < 4; i++)
		printf(i < len ? " %02x" : "   ", b[i]);
	printf("  %s\n", text);
}

static const char *stop_name(const struct fuc *f)
{
	if (f->state == FUC_SLEEPING)
		return "sleeping";
	if (f->state == FUC_RUNNING)
		return f->fetch_stalled ? "running (fetch waits on a busy page)" : "running";
	switch (f->stop_reason) {
	case FUC_STOP_EXIT: return "stopped: exit";
	case FUC_STOP_DOUBLE_TRAP: return "stopped: double trap";
	case FUC_STOP_UNIMP: return "stopped: unmodelled (secret code)";
	default: return "stopped";
	}
}

static void print_state(const struct fuc *f)
{
	printf("state:    %s after %llu cycles\n", stop_name(f), (unsigned long long)f->cycles);
	printf("$pc %08x  $sp %08x  $flags %08x  $tstatus %08x\n", f->sr[FUC_SR_PC],
	       f->sr[FUC_SR_SP], f->sr[FUC_SR_FLAGS], f->sr[FUC_SR_TSTATUS]);
	printf("$iv0 %08x  $iv1 %08x  $tv %08x  $xtargets %08x\n", f->sr[FUC_SR_IV0],
	       f->sr[FUC_SR_IV1], f->sr[FUC_SR_TV], f->sr[FUC_SR_XTARGETS]);
	for (int i = 0; i < 16; i++)
		printf("$r%-2d %08x%s", i, f->r[i], i % 4 == 3 ? "\n" : "  ");
	printf("INTR %04x  INTR_EN %04x  SCRATCH %08x %08x %08x %08x\n", fuc_intr_status(f),
	       f->intr_en, f->scratch[0], f->scratch[1], f->scratch[2], f->scratch[3]);
}

static int falcon_run(int argc, char **argv)
{
	static const struct option longopts[] = {
	        {"trace", no_argument, NULL, 't'},        {"entry", required_argument, NULL, 'e'},
	        {"budget", required_argument, NULL, 'b'}, {"data", required_argument, NULL, 'd'},
	        {"help", no_argument, NULL, 'h'},         {NULL, 0, NULL, 0},
	};
	bool trace = false;
	uint64_t entry = 0, budget = 10000000;
	const char *data_path = NULL;
	int c;
	optind = 1;
	while ((c = getopt_long(argc, argv, "te:b:d:h", longopts, NULL)) != -1) {
		switch (c) {
		case 't': trace = true; break;
		case 'e':
			if (!tool_parse_u64(optarg, &entry)) {
				fprintf(stderr, "softgpu falcon run: bad number '%s'\n", optarg);
				return TOOL_EXIT_USAGE;
			}
			break;
		case 'b':
			if (!tool_parse_budget("falcon run", "--budget", optarg, &budget))
				return TOOL_EXIT_USAGE;
			break;
		case 'd': data_path = optarg; break;
		case 'h': falcon_usage(stdout); return 0;
		default: falcon_usage(stderr); return TOOL_EXIT_USAGE;
		}
	}
	if (optind + 1 != argc) {
		falcon_usage(stderr);
		return TOOL_EXIT_USAGE;
	}
	size_t len, dlen = 0;
	void *img = tool_read_file(argv[optind], FALCON_FILE_MAX, &len);
	void *dat = img && data_path ? tool_read_file(data_path, FALCON_FILE_MAX, &dlen) : NULL;
	if (!img || (data_path && !dat)) {
		fprintf(stderr, "softgpu falcon run: cannot read '%s': %s\n",
		        !img ? argv[optind] : data_path, strerror(errno));
		free(img);
		free(dat);
		return TOOL_EXIT_FAIL;
	}
	sgpu_device *dev = NULL;
	int rc = TOOL_EXIT_FAIL;
	if (sgpu_device_create("falcon", NULL, &dev) != SGPU_OK)
		goto out;
	struct fuc *f = sgpu_dev_unit(dev, "FALCON")->priv;
	if (!fuc_unit_load_code(f, 0, img, len) || dlen > f->p->data_size) {
		fprintf(stderr,
		        "softgpu falcon run: image does not fit (code 0x%x, data 0x%x bytes)\n",
		        f->p->code_size, f->p->data_size);
		goto out;
	}
	if (entry >= f->p->code_size) {
		/* $pc would be cut to its low bits by the 32-bit register write */
		fprintf(stderr,
		        "softgpu falcon run: entry 0x%llx is outside code memory (0x%x bytes)\n",
		        (unsigned long long)entry, f->p->code_size);
		rc = TOOL_EXIT_USAGE;
		goto out;
	}
	if (dat)
		memcpy(f->data, dat, dlen);
	if (trace) {
		f->trace = trace_insn;
		sgpu_set_trace_callback(dev, NULL, NULL);
	}
	fuc_mmio_write(f, 0x104, (uint32_t)entry);
	fuc_mmio_write(f, 0x100, 2);
	sgpu_run(dev, budget, NULL);
	struct fuc_standalone *sa = (struct fuc_standalone *)f;
	if (sa->console_len) {
		printf("console:\n");
		fwrite(sa->console, 1, sa->console_len, stdout);
		if (sa->console[sa->console_len - 1] != '\n')
			printf("\n");
	}
	printf("result:   0x%08x\n", sa->result);
	print_state(f);
	rc = f->state == FUC_STOPPED && f->stop_reason == FUC_STOP_EXIT ? 0 : TOOL_EXIT_FAIL;
out:
	sgpu_device_destroy(dev);
	free(img);
	free(dat);
	return rc;
}

int tool_cmd_falcon(int argc, char **argv)
{
	if (argc >= 2 && !strcmp(argv[1], "run"))
		return falcon_run(argc - 1, argv + 1);
	if (argc >= 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help"))) {
		falcon_usage(stdout);
		return 0;
	}
	falcon_usage(stderr);
	return TOOL_EXIT_USAGE;
}
