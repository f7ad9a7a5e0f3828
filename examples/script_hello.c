/* The script engine from C: run a small .sgs script that draws colour bars
 * on the null chip and writes them as bars.png into the directory given
 * (default: the current one). The script engine and PNG files are in
 * libsoftgpu-script, which needs libpng; plain libsoftgpu does not.
 *
 *   cc script_hello.c $(pkg-config --cflags --libs softgpu-script) -o script_hello */
#include <stdio.h>
#include <string.h>

#include <softgpu/script.h>

static const char script[] = "chip null\n"
                             "write TEST.DST_LO  0x10000\n"
                             "write TEST.PITCH   1024\n"
                             "write TEST.SIZE    (256 | 16 << 16)\n"
                             "write TEST.PATTERN 1\n"
                             "write TEST.TRIGGER 1\n"
                             "run budget=100000 expect=idle\n"
                             "surface fb vram 0x10000 pitch=1024 width=256 height=16 "
                             "format=a8r8g8b8\n"
                             "dump fb \"bars.png\"\n";

int main(int argc, char **argv)
{
	struct sgpu_script_options opts;
	sgpu_script_options_init(&opts);
	opts.out_dir = argc > 1 ? argv[1] : NULL;
	struct sgpu_script_result res;
	sgpu_status st = sgpu_script_run_buffer("hello.sgs", script, strlen(script), &opts, &res);
	if (st != SGPU_OK) {
		fprintf(stderr, "script_hello: %s\n", res.message);
		return 1;
	}
	printf("softgpu %s: script ran %llu steps, wrote %u image(s)\n", sgpu_version(),
	       (unsigned long long)res.steps, res.images_written);
	return res.images_written == 1 ? 0 : 1;
}
