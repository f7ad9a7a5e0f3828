#!/bin/sh
# CLI end-to-end checks of softgpu as / softgpu dis: help, exit codes,
# output formats, a round trip through a file, file:line:col errors.
# usage: isa.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
. "$(dirname "$0")/lib/common.sh"

check as-help 0 "$sg" as --help
contains as-help "$work/out" "usage: softgpu as"
check dis-help 0 "$sg" dis --help
contains dis-help "$work/out" "usage: softgpu dis"
check as-badopt 2 "$sg" as --frobnicate
check as-badmachine 2 "$sg" as -m z80 /dev/null
check as-badversion 2 "$sg" as -V fuc9 /dev/null
check dis-badversion 2 "$sg" dis -V fuc9 /dev/null
check as-missing 1 "$sg" as "$work/nonexistent.s"

cat >"$work/p.s" <<'EOF'
start:
	mov $r1 0x1234
	add b32 $r2 $r1 5
	bra ne #start
	call #sub
	exit
sub:
	ret
EOF
check as-raw 0 "$sg" as -m falcon -V fuc3 -o "$work/p.bin" "$work/p.s"
check dis 0 "$sg" dis -m falcon -V fuc3 "$work/p.bin"
contains dis "$work/out" "00000000: f1 17 34 12         B mov \$r1 0x1234"
contains dis "$work/out" "00000007: f4 1b f9              bra ne 0x0"
contains dis "$work/out" "0000000f: f8 00              C  ret"
check dis-quiet 0 "$sg" dis -q -d 4 -b 0x100 "$work/p.bin"
contains dis-quiet "$work/out" "add b32 \$r2 \$r1 0x5"
check as-carray 0 "$sg" as -a "$work/p.s"
contains as-carray "$work/out" "uint8_t default[] = {"
contains as-carray "$work/out" "/* 0x000f: sub */"
check as-hex 0 "$sg" as -x -o "$work/p.hex" "$work/p.s"
check dis-hex 0 "$sg" dis -x "$work/p.hex"
contains dis-hex "$work/out" "call 0xf"
check as-stdin 0 sh -c "echo exit | '$sg' as -x"
contains as-stdin "$work/out" "0xf8,"

printf 'exit\n\tfrob $r1\n' >"$work/bad.s"
check as-error 1 "$sg" as "$work/bad.s"
contains as-error "$work/err" "bad.s:2:2: no instruction form matches these operands"

# the R500 vertex shader (docs/hw/r5xx-3d.md): words in and out
printf 'pred mad sat $t3 xz abs $c12 a0w nx y nzero one $t1 al w w w w $at2 x y z w\n' >"$work/v.vs"
check vs-as 0 "$sg" as -m r500-vs -w -o "$work/v.hex" "$work/v.vs"
contains vs-as "$work/v.hex" "0x0d506004,"
check vs-dis 0 "$sg" dis -m r500-vs -w -q "$work/v.hex"
contains vs-dis "$work/out" "pred mad sat \$t3 xz abs \$c12 a0w nx y nzero one \$t1 al w w w w \$at2 x y z w"
check vs-badversion 2 "$sg" dis -m r500-vs -V fuc3 /dev/null
printf 'add $t0 xyzw $t1 x y z\n' >"$work/vbad.vs"
check vs-error 1 "$sg" as -m r500-vs "$work/vbad.vs"
contains vs-error "$work/err" "vbad.vs:1:1: no instruction form matches these operands"

finish
