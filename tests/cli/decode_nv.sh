#!/bin/sh
# softgpu decode --nv: golden outputs. The inputs are assembled by .sgs scripts
# with the nv dialect (tests/cli/decode/*.sgs) and saved with `mem save`;
# the expected listings (tests/cli/decode/*.txt) were checked by hand
# against the encodings of docs/hw/g80-pfifo.md.
# usage: decode_nv.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
dir=$(dirname "$0")/decode
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

"$sg" run -q -o "$work" "$dir/pushbuf.sgs" "$dir/ib_ring.sgs"
status assemble 0 $?
# the listings flag words and entries the pusher would stop at: exit 1, as
# decode --pm4 does on malformed packets
"$sg" decode --nv --base 0x1000 "$work/pb.bin" >"$work/nv4.txt" 2>"$work/nv4.err"
status nv4 1 $?
grep -q "softgpu decode: 6 words the pusher would stop at" "$work/nv4.err"
status nv4-says 0 $?
same nv4 "$dir/nv4.txt" "$work/nv4.txt"
"$sg" decode --nv --ib --g84 --sli --base 0x1000 "$work/pb.bin" >"$work/ib.txt" 2>/dev/null
status ib 1 $?
same ib_g84_sli "$dir/ib_g84_sli.txt" "$work/ib.txt"
"$sg" decode --nv --entries "$work/ib.bin" >"$work/entries.txt" 2>/dev/null
status entries 1 $?
same entries "$dir/entries.txt" "$work/entries.txt"

# the script command `decode nv` over guest memory: the same listings
"$sg" run -q -o "$work" "$dir/in_script.sgs" >"$work/in_script.txt"
status in-script 0 $?
cat "$dir/nv4.txt" "$dir/entries.txt" >"$work/in_script_want.txt"
same in_script "$work/in_script_want.txt" "$work/in_script.txt"
printf 'chip g80\ndecode nv vram 0 2 bogus=1\n' >"$work/bad_opt.sgs"
"$sg" run -q "$work/bad_opt.sgs" >/dev/null 2>&1
status in-script-bad-option 1 $?
printf 'chip g80\ndecode nv vram 0xfffffffc 2\n' >"$work/bad_range.sgs"
"$sg" run -q "$work/bad_range.sgs" >/dev/null 2>&1
status in-script-bad-range 1 $?

# big-endian words (--be, be=1; PFIFO's FIFO_ENDIAN 3): the listing of the
# same words little-endian. Words 0x00040100 (a method header), 0xdeadbeef.
printf '\000\001\004\000\357\276\255\336' >"$work/le.bin"
printf '\000\004\001\000\336\255\276\357' >"$work/be.bin"
"$sg" decode --nv "$work/le.bin" >"$work/le.txt"
status le 0 $?
"$sg" decode --nv --be "$work/be.bin" >"$work/be.txt"
status be 0 $?
same be "$work/le.txt" "$work/be.txt"
printf 'chip g80\nmem write vram 0 0x00010400 0xefbeadde\ndecode nv vram 0 2 be=1\n' \
	>"$work/be.sgs"
"$sg" run -q "$work/be.sgs" >"$work/be_script.txt"
status in-script-be 0 $?
same in_script_be "$work/le.txt" "$work/be_script.txt"
"$sg" decode --nv --be --hex "$work/le.bin" >/dev/null 2>&1
status be-hex 2 $?

"$sg" decode --nv --help >/dev/null
status help 0 $?
"$sg" decode --nv >/dev/null 2>&1
status no-file 2 $?
"$sg" decode --nv --base zz "$work/pb.bin" >/dev/null 2>&1
status bad-base 2 $?
"$sg" decode --nv "$work/does-not-exist" >/dev/null 2>&1
status missing 1 $?
printf 'abcdef' >"$work/odd.bin"
"$sg" decode --nv "$work/odd.bin" >"$work/odd.txt"
status odd 0 $?
if grep -q "2 trailing bytes ignored" "$work/odd.txt"; then
	passes=$((passes + 1))
else
	echo "FAIL odd: no trailing-bytes note"
	fails=$((fails + 1))
fi

echo "$passes passed, $fails failed"
[ "$fails" -eq 0 ]
