#!/bin/sh
# Installs softgpu into a scratch prefix with `make install`, then builds
# examples/hello.c against it through pkg-config, statically and shared,
# and runs both. Used by CI.
set -eu
cd "$(dirname "$0")/.."
prefix=$(pwd)/build/install-check
rm -rf "$prefix"
make install PREFIX="$prefix"
libdir=$(ls -d "$prefix"/lib*/pkgconfig | head -n 1)
export PKG_CONFIG_PATH="$libdir"
cc=${CC:-cc}
out=build/install-check
# shellcheck disable=SC2046
$cc -std=c17 -Wall -Wextra -Werror examples/hello.c $(pkg-config --cflags --libs softgpu) \
	-Wl,-rpath,"$(dirname "$libdir")" -o "$out/hello-shared"
# shellcheck disable=SC2046
$cc -std=c17 -Wall -Wextra -Werror examples/hello.c $(pkg-config --cflags softgpu) \
	"$(dirname "$libdir")/libsoftgpu.a" $(pkg-config --libs-only-l --static libpng zlib) -lm \
	-o "$out/hello-static"
"$out/hello-shared"
"$out/hello-static"
"$prefix/bin/softgpu" --version
echo "install check: ok"
