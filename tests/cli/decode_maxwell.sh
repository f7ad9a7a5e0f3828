#!/bin/sh
# softgpu decode --tic/--tsc/--qmd: golden listings of Maxwell texture
# headers (the block-linear, pitch and 1D-buffer versions, a reserved bit,
# an unknown version), samplers and a compute QMD. The listings
# (tests/cli/decode_maxwell/*.txt) were checked by hand against the fields
# of open-gpu-doc clb197tex.h and clb1c0qmd.h (docs/hw/maxwell.md).
# usage: decode_maxwell.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
dir=$(dirname "$0")/decode_maxwell
rm -rf "$work"
mkdir -p "$work"
fails=0
passes=0

same() { # same NAME EXPECTED ACTUAL
	if cmp -s "$2" "$3"; then
		passes=$((passes + 1))
	else
		echo "FAIL $1:"
		diff -u "$2" "$3" | sed 's/^/  | /'
		fails=$((fails + 1))
	fi
}

status() { # status NAME WANT GOT
	if [ "$2" -eq "$3" ]; then
		passes=$((passes + 1))
	else
		echo "FAIL $1: exit $3, want $2"
		fails=$((fails + 1))
	fi
}

for k in tic tsc qmd; do
	"$sg" decode --$k --hex "$dir/$k.hex" >"$work/$k.txt" 2>/dev/null
	status $k 0 $?
	same $k "$dir/$k.txt" "$work/$k.txt"
done
"$sg" decode --tic --qmd --hex "$dir/tic.hex" >/dev/null 2>&1
status two-kinds 2 $?
"$sg" decode --tic --base 4 --hex "$dir/tic.hex" >/dev/null 2>&1
status tic-with-base 2 $?

echo "$passes passed, $fails failed"
[ "$fails" -eq 0 ]
