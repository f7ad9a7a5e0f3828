#!/bin/sh
# The Mesa part of `make demo` (docs/drm.md): each OpenGL example
# (examples/gl/) rendered by Debian's Mesa r300 driver on softgpu's r520
# through the DRM shim, next to the same program on Mesa's llvmpipe, with
# their difference (x 8) as a third panel; and a page OUT/mesa-gl/index.html.
#   gl-demo.sh BUILD_DIR OUT_DIR
# Without Mesa's r300 and swrast drivers or the built examples it says so
# and exits 0: the rest of the demo does not need them.
set -u
build=$1 out=$2/mesa-gl
softgpu=$build/tools/softgpu cmp=$build/drm/gl_compare

dri=""
for d in /usr/lib/x86_64-linux-gnu/dri /usr/lib/aarch64-linux-gnu/dri /usr/lib/dri /usr/lib64/dri; do
	[ -f "$d/r300_dri.so" ] && [ -f "$d/swrast_dri.so" ] && dri=$d
done
if [ -z "$dri" ] || [ ! -x "$build/drm/gl_cube" ] || [ ! -x "$cmp" ]; then
	echo "mesa demo: skipped (needs Mesa's r300 and llvmpipe drivers and the GL examples: make deps, then make demo)"
	exit 0
fi

rm -rf "$out" && mkdir -p "$out" || exit 1
page=$out/index.html
cat >"$page" <<'EOF'
<!doctype html>
<html><head><meta charset="utf-8"><title>Mesa r300 on softgpu</title>
<style>body{font-family:sans-serif;background:#222;color:#ddd}img{image-rendering:pixelated;width:768px}
pre{color:#aaa}</style></head><body>
<h1>Mesa's r300 driver on softgpu's r520, beside llvmpipe</h1>
<p>Each program (examples/gl/) ran twice: with Debian's Mesa r300 driver on softgpu's R520
model through libsoftgpu-drm.so (left), and on Mesa's llvmpipe (middle). Right: the
difference, times 8. docs/drm.md says which differences are the hardware's.</p>
EOF
status=0
for ex in cube blend branch triangle; do
	prog=$build/drm/gl_$ex
	[ -x "$prog" ] || continue
	d=$out/$ex
	mkdir -p "$d"
	# the cube at 256x256, a few frames into its rotation; the others at 128x128
	args=""
	[ "$ex" = cube ] && args="256 256 8"
	# shellcheck disable=SC2086
	"$softgpu" gl -- "$prog" "$d/softgpu.png" $args >"$d/softgpu.txt" 2>"$d/softgpu.err" ||
		{ echo "mesa demo: $ex failed on softgpu (see $d/softgpu.err)"; status=1; continue; }
	# shellcheck disable=SC2086
	env -u LD_PRELOAD EGL_PLATFORM=surfaceless LIBGL_ALWAYS_SOFTWARE=1 \
		"$prog" "$d/llvmpipe.png" $args >"$d/llvmpipe.txt" 2>"$d/llvmpipe.err" ||
		{ echo "mesa demo: $ex failed on llvmpipe (see $d/llvmpipe.err)"; status=1; continue; }
	diff=$("$cmp" "$d/softgpu.png" "$d/llvmpipe.png" 8 1000000000 "$out/$ex.png" | tail -n 1)
	echo "mesa demo: $ex: $diff"
	{
		echo "<h2>$ex</h2><img src=\"$ex.png\" alt=\"$ex\">"
		echo "<pre>$(grep -h "^GL_RENDERER" "$d/softgpu.txt" "$d/llvmpipe.txt")"
		echo "$diff</pre>"
	} >>"$page"
done
echo "</body></html>" >>"$page"
echo "mesa demo: $page"
exit $status
