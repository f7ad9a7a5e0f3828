#!/bin/sh
# Issue 15's benchmark: frames per second of examples/gl/cube.c at 640x480
# rendered by Mesa's r300 on softgpu (through the DRM shim) against the same
# program on Mesa's llvmpipe with one thread (LP_NUM_THREADS=0), measured
# in one run: three pairs back to back, the median of their ratios (the
# machine's speed drifts by half over minutes: 43 or 65-70 fps for the same
# pinned run). Prints, as every bench does, a time ratio (softgpu /
# llvmpipe per frame, lower is better): the goal fps(softgpu) /
# fps(llvmpipe) >= 0.25 is a ratio <= 4.
#   gl_cube.sh SOFTGPU GL_CUBE [FRAMES]
# Says it skipped (and exits 0) without Mesa or the example.
set -u
softgpu=$1 cube=$2 frames=${3:-25}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT

dri=""
for d in /usr/lib/x86_64-linux-gnu/dri /usr/lib/aarch64-linux-gnu/dri /usr/lib/dri /usr/lib64/dri; do
	[ -f "$d/r300_dri.so" ] && [ -f "$d/swrast_dri.so" ] && dri=$d
done
if [ -z "$dri" ] || [ -z "$cube" ] || [ ! -x "$cube" ]; then
	echo "# gl_cube: skipped (needs Mesa's r300 and llvmpipe and examples/gl/cube.c built: make deps)"
	exit 0
fi
fps() { sed -n 's/^fps: //p' "$1"; }
# three pairs, each softgpu then llvmpipe back to back (this machine's
# speed drifts by half over minutes, both sides alike): the median of the
# pairs' ratios
pairs="" ratios=""
for i in 1 2 3; do
	LIBGL_ALWAYS_SOFTWARE= GALLIUM_DRIVER= "$softgpu" gl -- "$cube" "$tmp/sg.png" 640 480 "$frames" \
		>"$tmp/sg.txt" 2>"$tmp/sg.err" || {
		echo "# gl_cube: failed on softgpu: $(tail -n 2 "$tmp/sg.err")"
		exit 1
	}
	env -u LD_PRELOAD EGL_PLATFORM=surfaceless LIBGL_ALWAYS_SOFTWARE=1 LP_NUM_THREADS=0 \
		"$cube" "$tmp/lp.png" 640 480 "$frames" >"$tmp/lp.txt" 2>"$tmp/lp.err" || {
		echo "# gl_cube: failed on llvmpipe: $(tail -n 2 "$tmp/lp.err")"
		exit 1
	}
	sg=$(fps "$tmp/sg.txt") lp=$(fps "$tmp/lp.txt")
	pairs="$pairs $sg/$lp"
	ratios="$ratios $(awk -v s="$sg" -v l="$lp" 'BEGIN { if (s > 0) printf "%.4f", l / s; else print "inf" }')"
done
echo "# gl_cube 640x480, $frames frames, three pairs (softgpu/llvmpipe fps):$pairs (issue 15 goal: fps ratio >= 0.25, time ratio <= 4)"
echo "$ratios" | tr ' ' '\n' | grep . | sort -g | sed -n 2p |
	awk '{ printf "gl_cube_640x480/llvmpipe: %.2f\n", $1 }'
