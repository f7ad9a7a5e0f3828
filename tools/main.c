/* softgpu: the command-line tool. Thin: it parses arguments and calls the
 * library. Subcommands live in cmd_*.c. */
#include <stdio.h>
#include <string.h>

#include "softgpu/softgpu.h"
#include "tool.h"

static const struct tool_command commands[] = {
        {"run", "run .sgs scripts against a device", tool_cmd_run},
        {"demo", "run the built-in demo scripts and write a PNG gallery", tool_cmd_demo},
        {"info", "list the chips, their units and MMIO regions", tool_cmd_info},
        {"decode",
         "disassemble a command stream (--nv: NVIDIA pushbuffers, --pm4: R5xx rings) or "
         "Maxwell descriptors (--tic, --tsc, --qmd)",
         tool_cmd_decode},
        {"as", "assemble microcode (falcon), envyas dialect", tool_cmd_as},
        {"dis", "disassemble microcode (falcon), envydis format", tool_cmd_dis},
        {"falcon", "run falcon microcode on a standalone falcon", tool_cmd_falcon},
        {"gl", "run an OpenGL program with Mesa's r300 driver on the r520 model (DRM shim)",
         tool_cmd_gl},
};

static void usage(FILE *f)
{
	fprintf(f, "usage: softgpu COMMAND [OPTIONS] [ARGS]\n\n"
	           "softgpu is a functional model of NVIDIA and AMD R5xx GPU hardware.\n\n"
	           "commands:\n");
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(f, "  %-6s %s\n", commands[i].name, commands[i].summary);
	fprintf(f, "\n'softgpu COMMAND --help' describes a command.\n"
	           "Options for every command:\n"
	           "  -h, --help     this help\n"
	           "  --version      print the version\n"
	           "Environment: SOFTGPU_DEBUG=unit,unit (or all) enables INFO/DEBUG logs.\n");
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return TOOL_EXIT_USAGE;
	}
	const char *cmd = argv[1];
	if (!strcmp(cmd, "-h") || !strcmp(cmd, "--help") || !strcmp(cmd, "help")) {
		if (argc > 2 && strcmp(cmd, "help") == 0) {
			for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
				if (!strcmp(commands[i].name, argv[2])) {
					char *sub[] = {argv[2], "--help", NULL};
					return commands[i].fn(2, sub);
				}
			}
		}
		usage(stdout);
		return 0;
	}
	if (!strcmp(cmd, "--version") || !strcmp(cmd, "version")) {
		printf("softgpu %s\n", sgpu_version());
		return 0;
	}
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (!strcmp(commands[i].name, cmd))
			return commands[i].fn(argc - 1, argv + 1);
	fprintf(stderr, "softgpu: unknown command '%s'\n\n", cmd);
	usage(stderr);
	return TOOL_EXIT_USAGE;
}
