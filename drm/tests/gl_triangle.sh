#!/bin/sh
# Mesa's r300 driver (Debian's r300_dri.so) renders examples/gl/triangle.c
# on softgpu's r520 through libsoftgpu-drm.so (docs/drm.md).
#   gl_triangle.sh SHIM EXAMPLE OUTDIR SOFTGPU
# Checks that Mesa loaded r300 on our device, that every CS was accepted
# and reached its fence, that the model logged no ERROR or GUEST_ERROR,
# and that the IB trace decodes. Skips (77) without the Mesa packages
# (make deps installs them).
#
# The image: the triangle renders, and the clear colour fills the target:
# Mesa clears with a CBZB clear (one point sprite, 3D_DRAW_IMMD_2
# PRIM_TYPE 1, over the upper half, the ZB writing ZB_DEPTHCLEARVALUE into
# the lower half with ZB_BW_CNTL.ZB_CB_CLEAR); the bottom-left and
# top-left corners and a pixel near the red vertex are checked.
# GUEST_ERRORs of the 3D engine are reported as known issues; those of
# any other unit (the CP refusing the stream) fail the test.
set -u
shim=$1 example=$2 out=$3 softgpu=$4

dri=""
for d in /usr/lib/x86_64-linux-gnu/dri /usr/lib/aarch64-linux-gnu/dri /usr/lib/dri /usr/lib64/dri; do
	[ -f "$d/r300_dri.so" ] && dri=$d
done
if [ -z "$example" ] || [ ! -x "$example" ] || [ -z "$dri" ]; then
	echo "skip: needs EGL, GLESv2 and Mesa's r300_dri.so (make deps)"
	exit 77
fi

rm -rf "$out" && mkdir -p "$out" || exit 1
# through `softgpu gl`, which sets the preload and EGL_PLATFORM=surfaceless,
# MESA_LOADER_DRIVER_OVERRIDE=r300, and the trace, replay and statistics
# files
SOFTGPU_DRM_LIB="$shim" SOFTGPU_DRM_DEBUG=1 LIBGL_ALWAYS_SOFTWARE= GALLIUM_DRIVER= \
	"$softgpu" gl --dump "$out" -- "$example" "$out/triangle.png" >"$out/stdout" 2>"$out/stderr"
rc=$?
cat "$out/stdout"
fail=0
bad() {
	echo "FAIL: $*"
	fail=1
}
[ $rc -eq 0 ] || bad "the example exited $rc (stderr in $out/stderr)"
grep -q "softgpu-drm: r520 device 0x7100 as /dev/dri/renderD128" "$out/stderr" ||
	bad "the shim did not open its device"
grep -q "^GL_RENDERER: ATI R520" "$out/stdout" || bad "Mesa did not load r300 on the R520"
stat() { sed -n "s/^$1 //p" "$out/stats"; }
[ -f "$out/stats" ] || bad "no statistics from the shim"
[ "$(stat cs_submitted)" -ge 1 ] 2>/dev/null || bad "no CS submitted"
[ "$(stat cs_rejected)" = 0 ] || bad "$(stat cs_rejected) CS rejected"
[ "$(stat cs_lockups)" = 0 ] || bad "$(stat cs_lockups) CS did not reach their fence"
[ "$(stat log_error)" = 0 ] || bad "the model logged ERROR"
if grep "GUEST_ERROR" "$out/stderr" | grep -v "GUEST_ERROR: r3d:" >"$out/guest_errors"; then
	bad "the model refused Mesa's stream: $(head -n 3 "$out/guest_errors")"
fi
if grep -q "GUEST_ERROR: r3d:" "$out/stderr"; then
	echo "known issue (the 3D engine's): $(grep -m1 "GUEST_ERROR: r3d:" "$out/stderr")"
fi
"$softgpu" decode --pm4 --hex "$out/ib.txt" >"$out/ib.decoded" || bad "the IB trace does not decode"
# the session replays without Mesa: same fences, same messages of the model
"$softgpu" run -o "$out/replay-out" "$out/replay.sgs" >"$out/replay.stdout" 2>"$out/replay.stderr" ||
	bad "the replay script failed: $(tail -n 3 "$out/replay.stderr")"
[ "$(grep -c "GUEST_ERROR" "$out/replay.stderr")" = "$(grep -c "GUEST_ERROR" "$out/stderr")" ] ||
	bad "the replay logs other GUEST_ERRORs than the session"
grep -q "# the fence" "$out/replay.sgs" || bad "the replay checks no fence"
cat "$out/stats"

corner=$(sed -n 's/^corner: //p' "$out/stdout")
top=$(sed -n 's/^top: //p' "$out/stdout")
red=$(sed -n 's/^red: //p' "$out/stdout")
# glClearColor(0.25, 0.25, 0.5, 1) in RGBA8
[ "$corner" = 404080ff ] || bad "bottom-left corner $corner, expected the clear colour 404080ff"
# near the red vertex: red above 0xc0, green and blue below 0x40, opaque
case $red in
[c-f][0-9a-f][0-3][0-9a-f][0-3][0-9a-f]ff) ;;
*) bad "the pixel near the red vertex is $red, not red" ;;
esac
[ "$top" = 404080ff ] || bad "top-left corner $top, expected the clear colour 404080ff"
exit $fail
