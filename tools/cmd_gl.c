/* softgpu gl: run a program with Mesa on the model, through the DRM
 * preload shim (libsoftgpu-drm.so, docs/drm.md). The command sets the
 * preload and the EGL environment, then execs the program. */
#define _GNU_SOURCE
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tool.h"

#ifndef SGPU_DRM_BUILD_LIB
#define SGPU_DRM_BUILD_LIB ""
#endif
#ifndef SGPU_DRM_INSTALL_LIB
#define SGPU_DRM_INSTALL_LIB ""
#endif

static void gl_usage(FILE *f)
{
	fprintf(f, "usage: softgpu gl [--chip CHIP] [--trace FILE] [--dump DIR] [--] PROGRAM "
	           "[ARGS...]\n\n"
	           "Runs PROGRAM with Mesa's r300 driver on a softgpu device: preloads\n"
	           "libsoftgpu-drm.so, which presents the device as the radeon render node\n"
	           "/dev/dri/renderD128, and sets EGL_PLATFORM=surfaceless and\n"
	           "MESA_LOADER_DRIVER_OVERRIDE=r300 unless they are set (docs/drm.md).\n\n"
	           "options:\n"
	           "  -c, --chip CHIP   the chip (r520, the default, is the one the shim drives)\n"
	           "  -t, --trace FILE  write every submitted IB to FILE, for\n"
	           "                    'softgpu decode --pm4 --hex FILE'\n"
	           "  -d, --dump DIR    write DIR/ib.txt (the trace), DIR/replay.sgs (the session\n"
	           "                    as a script 'softgpu run' replays without Mesa) and\n"
	           "                    DIR/stats (CS and log counts)\n"
	           "  -h, --help        this help\n\n"
	           "Environment: SOFTGPU_DRM_LIB names the shim library; the SOFTGPU_DRM_*\n"
	           "variables of docs/drm.md pass through.\n"
	           "exit status: PROGRAM's, 2 bad usage, 1 the shim or PROGRAM not found\n");
}

static bool readable(const char *p)
{
	return p && *p && access(p, R_OK) == 0;
}

/* The shim: $SOFTGPU_DRM_LIB, the build tree's, the installed one, or
 * beside this executable (../lib, ../drm). */
static const char *find_shim(char *buf, size_t len)
{
	const char *env = getenv("SOFTGPU_DRM_LIB");
	if (env && *env)
		return env;
	if (readable(SGPU_DRM_BUILD_LIB))
		return SGPU_DRM_BUILD_LIB;
	if (readable(SGPU_DRM_INSTALL_LIB))
		return SGPU_DRM_INSTALL_LIB;
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (n > 0) {
		exe[n] = 0;
		char *slash = strrchr(exe, '/');
		if (slash) {
			*slash = 0;
			static const char *const rel[] = {"../lib/libsoftgpu-drm.so",
			                                  "../drm/libsoftgpu-drm.so"};
			for (size_t i = 0; i < 2; i++) {
				snprintf(buf, len, "%s/%s", exe, rel[i]);
				if (readable(buf))
					return buf;
			}
		}
	}
	return NULL;
}

int tool_cmd_gl(int argc, char **argv)
{
	static const struct option opts[] = {{"chip", required_argument, NULL, 'c'},
	                                     {"trace", required_argument, NULL, 't'},
	                                     {"dump", required_argument, NULL, 'd'},
	                                     {"help", no_argument, NULL, 'h'},
	                                     {NULL, 0, NULL, 0}};
	const char *chip = "r520", *trace = NULL, *dump = NULL;
	int c;
	optind = 1;
	/* '+': options end at PROGRAM, whose own options are its own */
	while ((c = getopt_long(argc, argv, "+c:t:d:h", opts, NULL)) != -1) {
		switch (c) {
		case 'c': chip = optarg; break;
		case 't': trace = optarg; break;
		case 'd': dump = optarg; break;
		case 'h': gl_usage(stdout); return 0;
		default: gl_usage(stderr); return TOOL_EXIT_USAGE;
		}
	}
	if (optind >= argc) {
		fprintf(stderr, "softgpu gl: no PROGRAM\n");
		gl_usage(stderr);
		return TOOL_EXIT_USAGE;
	}
	if (strcmp(chip, "r520") != 0) {
		fprintf(stderr, "softgpu gl: chip '%s': the DRM shim drives r520 only\n", chip);
		return TOOL_EXIT_USAGE;
	}
	char buf[PATH_MAX + 32];
	const char *shim = find_shim(buf, sizeof(buf));
	if (!shim) {
		fprintf(stderr, "softgpu gl: libsoftgpu-drm.so not found (set SOFTGPU_DRM_LIB)\n");
		return TOOL_EXIT_FAIL;
	}
	char path[PATH_MAX + 32], tbuf[PATH_MAX + 32];
	if (dump) {
		if (!tool_mkdirs(dump)) {
			fprintf(stderr, "softgpu gl: %s: %s\n", dump, strerror(errno));
			return TOOL_EXIT_FAIL;
		}
		snprintf(path, sizeof(path), "%s/stats", dump);
		setenv("SOFTGPU_DRM_STATS", path, 1);
		snprintf(path, sizeof(path), "%s/replay.sgs", dump);
		setenv("SOFTGPU_DRM_REPLAY", path, 1);
		if (!trace) {
			snprintf(tbuf, sizeof(tbuf), "%s/ib.txt", dump);
			trace = tbuf;
		}
	}
	if (trace)
		setenv("SOFTGPU_DRM_TRACE", trace, 1);
	setenv("SOFTGPU_DRM_CHIP", chip, 1);
	const char *pre = getenv("LD_PRELOAD");
	char *preload = NULL;
	if (asprintf(&preload, "%s%s%s", shim, pre && *pre ? ":" : "", pre && *pre ? pre : "") < 0)
		return TOOL_EXIT_FAIL;
	setenv("LD_PRELOAD", preload, 1);
	free(preload);
	setenv("EGL_PLATFORM", "surfaceless", 0);
	setenv("MESA_LOADER_DRIVER_OVERRIDE", "r300", 0);
	execvp(argv[optind], argv + optind);
	fprintf(stderr, "softgpu gl: %s: %s\n", argv[optind], strerror(errno));
	return TOOL_EXIT_FAIL;
}
