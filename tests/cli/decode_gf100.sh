#!/bin/sh
# softgpu decode --nv --gf100: golden listings of a GF100+ pushbuffer (every
# header form, host methods of both classes, errors) and of a GP ring. The
# expected listings (tests/cli/decode_gf100/*.txt) were checked by hand
# against dev_ram's NV_FIFO_DMA and dev_pbdma's GP_ENTRY fields
# (docs/hw/gf100-host.md).
# usage: decode_gf100.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
dir=$(dirname "$0")/decode_gf100
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

"$sg" decode --nv --gf100 --hex --base 0x1000 "$dir/pb.hex" >"$work/b06f.txt" 2>/dev/null
status b06f 1 $?   # flagged words: exit 1, as --nv
same b06f "$dir/b06f.txt" "$work/b06f.txt"
"$sg" decode --nv --gf100 --volta --hex --base 0x1000 "$dir/pb.hex" >"$work/c36f.txt" 2>/dev/null
status c36f 1 $?
same c36f "$dir/c36f.txt" "$work/c36f.txt"
"$sg" decode --nv --gf100 --entries --hex "$dir/gp.hex" >"$work/gp.txt" 2>/dev/null
status gp 1 $?
same gp "$dir/gp.txt" "$work/gp.txt"
"$sg" decode --nv --volta --hex "$dir/pb.hex" >/dev/null 2>&1
status volta-without-gf100 2 $?
"$sg" decode --nv --gf100 --ib --hex "$dir/pb.hex" >/dev/null 2>&1
status gf100-with-ib 2 $?

echo "$passes passed, $fails failed"
[ "$fails" -eq 0 ]
