#!/bin/sh
# Every input bounded in time and memory, and the messages a new user
# meets (issue 13 items 7-15). Each case would hang, exhaust memory or
# print a useless message without its fix.
# usage: bounded.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
. "$(dirname "$0")/lib/common.sh"
# A hang is a failure, not a stuck CI: every command here ends in seconds.
to() { timeout 60 "$@"; }

# ---- 7: host files are regular files, checked before they are opened for reading
mkfifo "$work/fifo"
printf 'chip null\nsurface s vram 0 width=1 height=1 format=y8\nexpect surface s png="/dev/zero"\n' >"$work/zero.sgs"
check png-dev-zero 1 to "$sg" run "$work/zero.sgs"
contains png-dev-zero "$work/out" "cannot be read (it is a character device, not a regular file)"
printf 'chip null\nsurface s vram 0 width=1 height=1 format=y8\nexpect surface s png="fifo"\n' >"$work/pngfifo.sgs"
check png-fifo 1 to "$sg" run "$work/pngfifo.sgs"
contains png-fifo "$work/out" "it is a named pipe, not a regular file"
printf 'include "fifo"\n' >"$work/incfifo.sgs"
check include-fifo 1 to "$sg" run "$work/incfifo.sgs"
contains include-fifo "$work/out" "incfifo.sgs:1:9: cannot include '$work/fifo': it is a named pipe"
printf 'chip null\nmem load vram 0 file "fifo"\n' >"$work/loadfifo.sgs"
check load-fifo 1 to "$sg" run "$work/loadfifo.sgs"
contains load-fifo "$work/out" "cannot load '$work/fifo': it is a named pipe"
printf 'include "/"\n' >"$work/incdir.sgs"
check include-dir 1 to "$sg" run "$work/incdir.sgs"
contains include-dir "$work/out" "cannot include '/': it is a directory, not a file"
check run-dir 1 "$sg" run "$work"
contains run-dir "$work/out" "cannot read: it is a directory, not a file"
check decode-dir 1 "$sg" decode --nv "$work"
contains decode-dir "$work/err" "Is a directory"

# ---- 8: include fan-out: 8 files each including the next 10 times
for i in 1 2 3 4 5 6 7; do
	: >"$work/fan$i.sgs"
	for k in 1 2 3 4 5 6 7 8 9 10; do
		echo "include \"fan$((i + 1)).sgs\"" >>"$work/fan$i.sgs"
	done
done
echo 'let x = 1' >"$work/fan8.sgs"
check include-fanout 1 to "$sg" run "$work/fan1.sgs"
contains include-fanout "$work/out" "more than 4096 includes in one script (all depths counted)"

# ---- 9: budgets have upper bounds
check max-budget-huge 2 "$sg" run --max-budget 0xffffffffffffffff "$work/fan8.sgs"
contains max-budget-huge "$work/err" "--max-budget: 0xffffffffffffffff steps is out of range (1 to 4294967296"
check max-budget-zero 2 "$sg" run --max-budget 0 "$work/fan8.sgs"
contains max-budget-zero "$work/err" "--max-budget: 0 steps is out of range"
check max-budget-word 2 "$sg" run --max-budget lots "$work/fan8.sgs"
contains max-budget-word "$work/err" "'lots' is not a number"
check max-budget-max 0 "$sg" run --max-budget 4G "$work/fan8.sgs"
printf '\x00' >"$work/fw.bin"
check falcon-budget-huge 2 "$sg" falcon run --budget 0xffffffffffffffff "$work/fw.bin"
contains falcon-budget-huge "$work/err" "--budget: 0xffffffffffffffff steps is out of range"

# ---- 10: memory: --max-mem, sizes checked before allocating, dimensions before pixels
printf 'chip null\nsurface s vram 0 width=16384 height=16384 format=y8\ndump s "big.png"\n' >"$work/bigdump.sgs"
check dump-over-max-mem 1 to "$sg" run -o "$work/o" --max-mem 64M "$work/bigdump.sgs"
contains dump-over-max-mem "$work/out" "needs 0x50000000 bytes of host memory (its bytes and RGBA pixels), over the memory limit of 0x4000000"
printf 'chip null vram=16M\n' >"$work/save.sgs"
check vram-over-max-mem 1 "$sg" run --max-mem 1M "$work/save.sgs"
contains vram-over-max-mem "$work/out" "vram=0x1000000 is over the limit of 0x100000"
check max-mem-zero 2 "$sg" run --max-mem 0 "$work/save.sgs"
contains max-mem-zero "$work/err" "--max-mem: 0 bytes is out of range"
# a PNG whose header claims 16384 x 16384 pixels (1 GiB of RGBA) against a
# 1x1 surface: compared by its header, never decoded
printf '\211\120\116\107\015\012\032\012\000\000\000\015\111\110\104\122\000\000\100\000\000\000\100\000\010\006\000\000\000\251\310\020\204' >"$work/huge.png"
printf 'chip null\nsurface s vram 0 width=1 height=1 format=y8\nexpect surface s png="huge.png"\n' >"$work/vshuge.sgs"
check png-dims-first 1 to "$sg" run "$work/vshuge.sgs"
contains png-dims-first "$work/out" "expect surface s: the surface is 1x1 but the baseline '$work/huge.png' is 16384x16384"

# ---- 15: messages
printf 'chip null\nprint "from stdin"\n' >"$work/stdin.sgs"
check run-stdin 0 "$sg" run - <"$work/stdin.sgs"
contains run-stdin "$work/out" "from stdin"
check help-run 0 "$sg" help run
contains help-run "$work/out" "usage: softgpu run"
# an output directory that cannot be made says why
: >"$work/afile"
printf 'chip null\nsurface s vram 0 width=1 height=1 format=y8\ndump s "x.png"\n' >"$work/dump1.sgs"
check out-not-dir 1 "$sg" run -o "$work/afile/sub" "$work/dump1.sgs"
contains out-not-dir "$work/out" "is not a directory"
mkdir -p "$work/ro"
printf 'chip null\nmem save vram 0 16 "ro"\n' >"$work/savedir.sgs"
check save-to-dir 1 "$sg" run -o "$work" "$work/savedir.sgs"
contains save-to-dir "$work/out" "cannot write '$work/ro': Is a directory"
# --rebaseline says what it wrote
printf 'chip null\nsurface s vram 0 width=2 height=2 format=y8\nexpect surface s png="rb.png"\n' >"$work/rb.sgs"
check rebaseline-lists 0 "$sg" run --rebaseline "$work/rb.sgs"
contains rebaseline-lists "$work/out" "rebaselined $work/rb.png (surface s, 2x2)"
# an expected guest error is not printed as if it failed
printf 'chip null\nwrite TEST.TRIGGER 2\nwrite TEST.TRIGGER 1\nexpect log guest_error "while busy"\n' >"$work/ge.sgs"
check expected-guest-error 0 "$sg" run "$work/ge.sgs"
if grep -q "GUEST_ERROR" "$work/err"; then
	echo "FAIL expected-guest-error: printed:"
	sed 's/^/  | /' "$work/err"
	fails=$((fails + 1))
else
	passes=$((passes + 1))
fi
printf 'chip null\nwrite TEST.TRIGGER 2\nwrite TEST.TRIGGER 1\n' >"$work/ge2.sgs"
check unexpected-guest-error 0 "$sg" run "$work/ge2.sgs"
contains unexpected-guest-error "$work/err" "GUEST_ERROR"

# as does not write binary to a terminal; dis -o writes its listing to a file
printf 'mov $r0 1\nexit\n' >"$work/a.s"
if command -v script >/dev/null 2>&1; then
	check as-terminal 2 script -qec "$sg as -m falcon $work/a.s" /dev/null
	contains as-terminal "$work/out" "not writing binary to a terminal"
fi
check as-file 0 "$sg" as -m falcon -o "$work/a.bin" "$work/a.s"
check dis-o 0 "$sg" dis -m falcon -o "$work/a.lst" "$work/a.bin"
contains dis-o "$work/a.lst" "00000003: f8 02                 exit"
check dis-o-bad 1 "$sg" dis -m falcon -o "$work/nodir/a.lst" "$work/a.bin"
contains dis-o-bad "$work/err" "No such file or directory"
# unknown enum names list the known ones
printf 'chip g80\nstream vram 0\nnv.pte 0 target=gpu\nend\n' >"$work/enum.sgs"
check enum-name 1 "$sg" run "$work/enum.sgs"
contains enum-name "$work/out" "enum.sgs:3:17: unknown target 'gpu' (vram, sysram, sysram_nosnoop, or a number)"
# name limits are stated
long=$(printf 'n%.0s' $(seq 1 300))
printf 'let %s = 1\n' "$long" >"$work/longname.sgs"
check long-name 1 "$sg" run "$work/longname.sgs"
contains long-name "$work/out" "variable name too long (300 characters, limit 255)"
# a UTF-8 byte order mark is accepted; binary garbage is escaped in messages
printf '\357\273\277chip null\nprint "bom"\n' >"$work/bom.sgs"
check bom 0 "$sg" run "$work/bom.sgs"
contains bom "$work/out" "bom"
printf 'chip null\n\001\377 x\n' >"$work/garbage.sgs"
check garbage 1 "$sg" run "$work/garbage.sgs"
contains garbage "$work/out" "garbage.sgs:2:1: unknown command '\\x01\\xff'"
# nv.expect_error needs the G80 PFIFO it reads
for chip in null nv1 r520; do
	printf 'chip %s\nnv.expect_error none\n' "$chip" >"$work/ee.sgs"
	check "expect-error-$chip" 1 "$sg" run "$work/ee.sgs"
	contains "expect-error-$chip" "$work/out" "nv.expect_error checks a G80-style PFIFO (chips g80, g84, gt215), which chip '$chip' does not have"
done
printf 'chip g84\nnv.expect_error none\n' >"$work/ee.sgs"
check expect-error-g84 0 "$sg" run "$work/ee.sgs"

# ---- 14: info CHIP lists register names
check info-regs-null 0 "$sg" info null
contains info-regs-null "$work/out" "0x001010 TEST.DST_LO"
check info-regs-nv1 0 "$sg" info nv1
contains info-regs-nv1 "$work/out" "0x4c0400 URECT.XY"

# ---- 13: demo: a bad name leaves an existing gallery alone; -p takes numbers
check demo-one 0 "$sg" demo -o "$work/gallery" 1
cp "$work/gallery/index.html" "$work/index.before"
check demo-bad-name 2 "$sg" demo -o "$work/gallery" nosuch
contains demo-bad-name "$work/err" "no built-in script 'nosuch'"
if cmp -s "$work/index.before" "$work/gallery/index.html"; then
	passes=$((passes + 1))
else
	echo "FAIL demo-bad-name: index.html changed"
	fails=$((fails + 1))
fi
check demo-print-number 0 "$sg" demo -p 1
contains demo-print-number "$work/out" "chip null"
check demo-print-01 0 "$sg" demo -p 01
check demo-print-99 2 "$sg" demo -p 99
# every chip family in the gallery; what a script prints goes into it
check demo-families 0 "$sg" demo -o "$work/g2" 6 7 8
contains demo-families "$work/out" "06-falcon-program/falcon-xor.png"
contains demo-families "$work/out" "07-g80-pushbuffer/g80-record.png"
contains demo-families "$work/g2/index.html" "<summary>output</summary>"
contains demo-families "$work/g2/index.html" "PDAEMON.D2H (0x10a4dc) = 0x9be3e0a3"

finish
