#!/bin/sh
# Installs softgpu into a scratch prefix with `make install`, then builds
# examples/hello.c against the headless libsoftgpu (softgpu.pc: no libpng,
# no zlib) and examples/script_hello.c against libsoftgpu-script
# (softgpu-script.pc), each statically and shared, and runs them. Used by CI.
set -eu
cd "$(dirname "$0")/.."
prefix=$(pwd)/build/install-check
rm -rf "$prefix"
make install PREFIX="$prefix"
libdir=$(ls -d "$prefix"/lib*/pkgconfig | head -n 1)
export PKG_CONFIG_PATH="$libdir"
libdir=$(dirname "$libdir")
cc=${CC:-cc}
out=build/install-check
fail() { echo "install check: $*" >&2; exit 1; }

# the headless library: nothing of libpng or zlib, even for a static link
static_libs=$(pkg-config --static --libs softgpu)
case "$static_libs" in
*png* | *-lz*) fail "softgpu.pc asks for libpng or zlib: $static_libs" ;;
esac
# shellcheck disable=SC2046
$cc -std=c17 -Wall -Wextra -Werror examples/hello.c $(pkg-config --cflags --libs softgpu) \
	-Wl,-rpath,"$libdir" -o "$out/hello-shared"
# shellcheck disable=SC2046
$cc -std=c17 -Wall -Wextra -Werror examples/hello.c $(pkg-config --cflags softgpu) \
	"$libdir/libsoftgpu.a" $(pkg-config --static --libs-only-l softgpu | sed 's/-lsoftgpu//') \
	-o "$out/hello-static"
if command -v readelf >/dev/null 2>&1; then
	for f in "$libdir/libsoftgpu.so" "$out/hello-shared" "$out/hello-static"; do
		readelf -d "$f" | grep -E 'NEEDED.*lib(png|z)[.0-9]*\.so' && fail "$f needs libpng/zlib"
	done
fi
"$out/hello-shared"
"$out/hello-static"

# the script library: the script engine and PNG files
# shellcheck disable=SC2046
$cc -std=c17 -Wall -Wextra -Werror examples/script_hello.c \
	$(pkg-config --cflags --libs softgpu-script) -Wl,-rpath,"$libdir" -o "$out/script-hello-shared"
# shellcheck disable=SC2046
$cc -std=c17 -Wall -Wextra -Werror examples/script_hello.c $(pkg-config --cflags softgpu-script) \
	"$libdir/libsoftgpu-script.a" \
	$(pkg-config --static --libs-only-l softgpu-script | sed 's/-lsoftgpu-script//') \
	-o "$out/script-hello-static"
"$out/script-hello-shared" "$out"
"$out/script-hello-static" "$out"
[ -s "$out/bars.png" ] || fail "script_hello wrote no bars.png"

"$prefix/bin/softgpu" --version
echo "install check: ok"
