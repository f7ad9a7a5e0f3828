#!/bin/sh
# softgpu gl: the preload and environment it sets, its usage errors. The
# program here is a shell: the shim stays inert until a DRM node is opened
# (drm/gl_triangle runs Mesa itself).
# usage: gl.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
. "$(dirname "$0")/lib/common.sh"

check gl-help 0 "$sg" gl --help
contains gl-help "$work/out" "usage: softgpu gl"
check gl-no-program 2 "$sg" gl
contains gl-no-program "$work/err" "no PROGRAM"
check gl-chip 2 "$sg" gl --chip nv1 -- true
contains gl-chip "$work/err" "r520 only"
check gl-bad-option 2 "$sg" gl --frob -- true
# A sanitizer build's shim cannot be preloaded into uninstrumented
# programs (the sanitizer runtime must come first): the checks that run a
# preloaded program are for the other builds.
if "$sg" gl -- true 2>&1 | grep -q "runtime does not come first"; then
	echo "note: sanitizer build: the preloaded-program checks are skipped"
	finish
	exit $?
fi
check gl-env 0 "$sg" gl --trace "$work/t.txt" -- sh -c \
	'echo "pre=$LD_PRELOAD egl=$EGL_PLATFORM drv=$MESA_LOADER_DRIVER_OVERRIDE trace=$SOFTGPU_DRM_TRACE"'
contains gl-env "$work/out" "libsoftgpu-drm.so"
contains gl-env "$work/out" "egl=surfaceless drv=r300 trace=$work/t.txt"
# the program's options are its own; its exit status is ours
check gl-status 3 "$sg" gl sh -c 'exit 3'
check gl-dump 0 "$sg" gl --dump "$work/d" -- sh -c 'echo "$SOFTGPU_DRM_STATS $SOFTGPU_DRM_TRACE"'
contains gl-dump "$work/out" "$work/d/stats $work/d/ib.txt"
# the shim answers /dev/dri in the preloaded program
check gl-devdri 0 "$sg" gl -- ls /dev/dri
contains gl-devdri "$work/out" "renderD128"
# what libdrm's drmGetDevice2 reads: the node, the PCI ids, the subsystem
check gl-stat 0 "$sg" gl -- stat -c '%F %t:%T' /dev/dri/renderD128 /dev/dri/card0
contains gl-stat "$work/out" "character special file e2:80"
contains gl-stat "$work/out" "character special file e2:0"
check gl-uevent 0 "$sg" gl -- cat /sys/dev/char/226:128/device/uevent
contains gl-uevent "$work/out" "PCI_ID=1002:7100"
contains gl-uevent "$work/out" "PCI_SLOT_NAME=0000:01:00.0"
check gl-subsystem 0 "$sg" gl -- readlink /sys/dev/char/226:128/device/subsystem
contains gl-subsystem "$work/out" "bus/pci"
check gl-pci-id 0 env SOFTGPU_DRM_PCI_ID=0x7104 "$sg" gl -- cat /sys/dev/char/226:128/device/device
contains gl-pci-id "$work/out" "0x7104"
# other DRM nodes are hidden: one device
check gl-hidden 1 "$sg" gl -- cat /sys/dev/char/226:1/uevent
check gl-missing 1 "$sg" gl -- /nonexistent/program
finish
