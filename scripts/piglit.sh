#!/bin/sh
# make piglit: Debian's piglit on Mesa's r300 driver on softgpu's r520
# (through libsoftgpu-drm.so) and on Mesa's llvmpipe, over the fixed list
# tests/piglit/tests.txt, with the counts side by side (docs/drm.md,
# "piglit"). Not part of make check: it takes minutes.
#   piglit.sh BUILD_DIR OUT_DIR
# Environment: PIGLIT_LIST (the list), PIGLIT_JOBS (2), PIGLIT_TIMEOUT
# (seconds per test, 120), PIGLIT_DRIVERS ("softgpu llvmpipe").
# Writes OUT_DIR/softgpu/ and OUT_DIR/llvmpipe/ (piglit results) and
# OUT_DIR/summary.txt. Exit status 1 when piglit or Mesa is missing (make
# piglit-deps), else 0: the counts are the result.
set -u
build=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
list=${PIGLIT_LIST:-$here/../tests/piglit/tests.txt}
jobs=${PIGLIT_JOBS:-2}
timeout=${PIGLIT_TIMEOUT:-120}
drivers=${PIGLIT_DRIVERS:-softgpu llvmpipe}
softgpu=$build/tools/softgpu
# the shim of that build, not the one the CLI was built beside (a copy of a
# build tree keeps running its own library while the tree is rebuilt)
[ -f "$build/drm/libsoftgpu-drm.so" ] && [ -z "${SOFTGPU_DRM_LIB:-}" ] &&
	SOFTGPU_DRM_LIB=$(cd "$build/drm" && pwd)/libsoftgpu-drm.so && export SOFTGPU_DRM_LIB
# the shader files some tests read (tests/shaders/*.vert), as piglit installs them
for d in /usr/lib/x86_64-linux-gnu/piglit /usr/lib/aarch64-linux-gnu/piglit /usr/lib/piglit /usr/lib64/piglit; do
	[ -d "$d/tests" ] && [ -z "${PIGLIT_SOURCE_DIR:-}" ] && PIGLIT_SOURCE_DIR=$d
done
export PIGLIT_SOURCE_DIR
# piglit's fast skip asks wflinfo (waffle-utils, not installed with piglit)
# for the GL and GLSL versions and, without it, skips every test that
# names one: each test checks its own requirements instead
export PIGLIT_NO_FAST_SKIP=1

if ! command -v piglit >/dev/null 2>&1; then
	echo "piglit: not installed (make piglit-deps installs Debian's piglit)" >&2
	exit 1
fi
dri=""
for d in /usr/lib/x86_64-linux-gnu/dri /usr/lib/aarch64-linux-gnu/dri /usr/lib/dri /usr/lib64/dri; do
	[ -f "$d/r300_dri.so" ] && [ -f "$d/swrast_dri.so" ] && dri=$d
done
if [ -z "$dri" ]; then
	echo "piglit: Mesa's r300 and swrast drivers are missing (make deps)" >&2
	exit 1
fi
[ -x "$softgpu" ] || {
	echo "piglit: $softgpu not built" >&2
	exit 1
}

mkdir -p "$out" || exit 1
names=$out/tests.txt
grep -v '^[[:space:]]*#' "$list" | grep -v '^[[:space:]]*$' >"$names"
echo "piglit: $(wc -l <"$names") tests from $list, $jobs jobs, ${timeout}s each"
for drv in $drivers; do
	start=$(date +%s)
	case $drv in
	softgpu)
		# every test process opens its own model; SOFTGPU_DRM_DEBUG=1 puts
		# "softgpu-drm: r520 device ..." in each test's stderr, which the
		# summary counts
		SOFTGPU_DRM_DEBUG=1 LIBGL_ALWAYS_SOFTWARE= GALLIUM_DRIVER= \
			PIGLIT_PLATFORM=surfaceless_egl \
			"$softgpu" gl -- piglit run -p surfaceless_egl --test-list "$names" \
			-j "$jobs" --timeout "$timeout" -o -l dummy quick "$out/softgpu" \
			>"$out/softgpu.log" 2>&1
		;;
	llvmpipe)
		env -u LD_PRELOAD LIBGL_ALWAYS_SOFTWARE=1 EGL_PLATFORM=surfaceless \
			PIGLIT_PLATFORM=surfaceless_egl \
			piglit run -p surfaceless_egl --test-list "$names" \
			-j "$jobs" --timeout "$timeout" -o -l dummy quick "$out/llvmpipe" \
			>"$out/llvmpipe.log" 2>&1
		;;
	*)
		echo "piglit: unknown driver $drv" >&2
		exit 1
		;;
	esac
	echo "piglit: $drv done in $(($(date +%s) - start))s (log $out/$drv.log)"
done
runs=""
for drv in $drivers; do
	runs="$runs $out/$drv"
done
# shellcheck disable=SC2086
python3 "$here/piglit_summary.py" "$names" $runs | tee "$out/summary.txt"
