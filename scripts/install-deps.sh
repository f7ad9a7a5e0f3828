#!/bin/sh
# Installs the Debian packages softgpu needs to build and test, if missing.
# Used by `make deps` and by CI; `make piglit-deps` passes `piglit`. Needs
# root (or sudo) only when something is missing.
set -eu

# build: compiler, cmake, ninja; libraries: libpng, zlib; tests: clang for
# the fuzz build and its sanitizer runtime; the DRM shim's end-to-end test
# (drm/gl_triangle, docs/drm.md): Mesa's r300 driver (libgl1-mesa-dri),
# EGL and GLES 2 with their headers, GBM and libdrm with its radeon part.
packages="gcc make cmake ninja-build pkg-config libpng-dev zlib1g-dev clang libclang-rt-dev"
packages="$packages libgl1-mesa-dri libegl1 libegl-mesa0 libegl-dev libgles-dev libgbm1 libdrm2 libdrm-radeon1"
# `install-deps.sh piglit` (make piglit-deps): Debian's piglit for make
# piglit, which is not part of make check
if [ "${1:-}" = piglit ]; then
	packages="piglit"
fi

missing=""
for p in $packages; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		missing="$missing $p"
	fi
done

if [ -z "$missing" ]; then
	echo "deps: all present ($packages)"
	exit 0
fi

echo "deps: installing:$missing"
if [ "$(id -u)" -eq 0 ]; then
	sudo=""
elif command -v sudo >/dev/null 2>&1; then
	sudo="sudo"
else
	echo "deps: need root to install:$missing" >&2
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -q
# shellcheck disable=SC2086
$sudo apt-get install -y -q --no-install-recommends $missing
