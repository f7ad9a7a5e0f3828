#!/bin/sh
# One OpenGL example (examples/gl/NAME.c) rendered by Mesa's r300 driver on
# softgpu's r520 through the DRM shim, and by Mesa's llvmpipe (the software
# driver of the same package) without it; the two images must agree within
# the example's tolerance (docs/drm.md, "The examples against llvmpipe").
#   gl_compare.sh SHIM EXAMPLE NAME OUTDIR SOFTGPU GL_COMPARE
# Also checks that r300 loaded on our device, that every CS was accepted
# and reached its fence and that the model logged no ERROR or GUEST_ERROR.
# Skips (77) without the Mesa packages (make deps).
set -u
shim=$1 example=$2 name=$3 out=$4/$3 softgpu=$5 cmp=$6

dri=""
for d in /usr/lib/x86_64-linux-gnu/dri /usr/lib/aarch64-linux-gnu/dri /usr/lib/dri /usr/lib64/dri; do
	[ -f "$d/r300_dri.so" ] && [ -f "$d/swrast_dri.so" ] && dri=$d
done
if [ -z "$example" ] || [ ! -x "$example" ] || [ -z "$dri" ]; then
	echo "skip: needs EGL, GLESv2 and Mesa's r300_dri.so and swrast_dri.so (make deps)"
	exit 77
fi

# Tolerance per example: a pixel differs when a channel is more than TOL
# apart; at most MAXBAD pixels (of 128x128) may differ. Why each is what
# it is: docs/drm.md.
#  triangle, blend: the same to the last bit but rounding.
#  cube: the R5xx snaps vertices to 1/12 pixel (GB_TILE_CONFIG.SUBPIXEL 0,
#   as the kernel sets it), llvmpipe to 1/256: silhouette pixels whose
#   centres lie within 1/24 pixel of an edge (one edge of this cube runs
#   at slope 1/2 0.02 pixel from 26 centres), and on the minified top face
#   the texture coordinates move by a tenth of a texel, which at a
#   checker edge is up to 24 levels (31 pixels over 24 today).
#  branch: the Mandelbrot boundary is chaotic: an iteration more or less
#   (10.6 levels, 140 pixels) and a few pixels in another branch (40).
case $name in
triangle) tol=2 maxbad=0 ;;
cube) tol=24 maxbad=40 ;;
blend) tol=2 maxbad=0 ;;
branch) tol=12 maxbad=64 ;;
*) tol=2 maxbad=0 ;;
esac

rm -rf "$out" && mkdir -p "$out" || exit 1
fail=0
bad() {
	echo "FAIL: $*"
	fail=1
}
SOFTGPU_DRM_LIB="$shim" LIBGL_ALWAYS_SOFTWARE= GALLIUM_DRIVER= \
	"$softgpu" gl --dump "$out" -- "$example" "$out/softgpu.png" >"$out/stdout" 2>"$out/stderr"
rc=$?
[ $rc -eq 0 ] || bad "the example exited $rc on softgpu (stderr in $out/stderr)"
grep -q "^GL_RENDERER: ATI R520" "$out/stdout" || bad "Mesa did not load r300 on the R520"
stat() { sed -n "s/^$1 //p" "$out/stats"; }
[ -f "$out/stats" ] || bad "no statistics from the shim"
[ "$(stat cs_submitted)" -ge 1 ] 2>/dev/null || bad "no CS submitted"
[ "$(stat cs_rejected)" = 0 ] || bad "$(stat cs_rejected) CS rejected"
[ "$(stat cs_lockups)" = 0 ] || bad "$(stat cs_lockups) CS did not reach their fence"
[ "$(stat log_error)" = 0 ] || bad "the model logged ERROR"
[ "$(stat log_guest_error)" = 0 ] || bad "the model logged GUEST_ERROR: $(grep -m1 GUEST_ERROR "$out/stderr")"

# llvmpipe: no preload, software rendering, one thread
env -u LD_PRELOAD EGL_PLATFORM=surfaceless LIBGL_ALWAYS_SOFTWARE=1 LP_NUM_THREADS=0 \
	"$example" "$out/llvmpipe.png" >"$out/llvmpipe.stdout" 2>"$out/llvmpipe.stderr"
rc=$?
[ $rc -eq 0 ] || bad "the example exited $rc on llvmpipe (stderr in $out/llvmpipe.stderr)"
grep -q "^GL_RENDERER: llvmpipe" "$out/llvmpipe.stdout" || bad "llvmpipe did not load"
if [ $fail = 0 ]; then
	"$cmp" "$out/softgpu.png" "$out/llvmpipe.png" $tol $maxbad "$out/side.png" ||
		bad "$name: softgpu and llvmpipe differ beyond tolerance $tol in more than $maxbad pixels (see $out/side.png)"
fi
exit $fail
