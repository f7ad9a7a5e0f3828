#!/bin/sh
# The headless library needs no libpng and no zlib, and a program linked
# against it runs (issue 13 item 6); the script library does need libpng.
#   headless.sh LIBSOFTGPU.so LIBSOFTGPU-SCRIPT.so HELLO-SHARED HELLO-STATIC
set -eu
lib=$1 script_lib=$2 hello_shared=$3 hello_static=$4
fail() { echo "headless: $*" >&2; exit 1; }

# NEEDED entries of an ELF file, one per line
needed() {
	if command -v readelf >/dev/null 2>&1; then
		readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'
	elif command -v objdump >/dev/null 2>&1; then
		objdump -p "$1" | awk '$1 == "NEEDED" { print $2 }'
	else
		echo "headless: neither readelf nor objdump; skipped" >&2
		exit 77
	fi
}

n=$(needed "$lib")
echo "$n" | grep -q '^libc\.' || fail "$lib: no libc among NEEDED ($n): is this ELF?"
echo "$n" | grep -Eq '^lib(png|z)[.0-9]*\.so' && fail "$lib needs libpng or zlib: $n"
n=$(needed "$script_lib")
echo "$n" | grep -q '^libpng' || fail "$script_lib should need libpng: $n"
n=$(needed "$hello_shared")
echo "$n" | grep -q '^libsoftgpu\.so' || fail "$hello_shared does not use libsoftgpu.so: $n"
echo "$n" | grep -Eq '^lib(png|z|softgpu-script)' && fail "$hello_shared: $n"
# the loader's view: nothing pulls libpng in indirectly
if command -v ldd >/dev/null 2>&1; then
	ldd "$hello_shared" | grep -E 'lib(png|z)[.0-9]*\.so' && fail "$hello_shared loads libpng/zlib"
fi
n=$(needed "$hello_static")
echo "$n" | grep -Eq '^lib(png|z|softgpu)' && fail "$hello_static: $n"
"$hello_shared" >/dev/null || fail "$hello_shared failed"
"$hello_static" >/dev/null || fail "$hello_static failed"
echo "headless: ok"
