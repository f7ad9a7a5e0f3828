#!/bin/sh
# CLI checks of softgpu as / dis -m r500-fs: a fragment program assembled to
# words, listed back, and an assembler error with its position.
# usage: r500_fs.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
. "$(dirname "$0")/lib/common.sh"

cat >"$work/p.s" <<'EOF2'
tex tex_wait ld $tex0 acquire $t1 wrgba rgba $t0 rgba
out tex_wait last rgb_src $t1 $i0 $i0 alpha_src $t1 $i0 $i0 rgb mad $t0 w0 orgb rt0 s0 rgb s0 ooo s0 zzz alpha mad $t0 w0 oa rt0 s0 a s0 o s0 z
EOF2
check as-words 0 "$sg" as -m r500-fs -w -o "$work/p.hex" "$work/p.s"
contains as-words "$work/p.hex" "0x00007807,"
contains as-words "$work/p.hex" "0xe401e400,"
check dis-words 0 "$sg" dis -m r500-fs -w -q "$work/p.hex"
contains dis-words "$work/out" "tex tex_wait ld \$tex0 acquire \$t1 wrgba rgba \$t0 rgba"
contains dis-words "$work/out" "out tex_wait last rgb_src \$t1 \$i0 \$i0"
check as-raw 0 "$sg" as -m r500-fs -o "$work/p.bin" "$work/p.s"
check dis-raw 0 "$sg" dis -m r500-fs "$work/p.bin"
contains dis-raw "$work/out" "00000018: 05 81 07 00"
check dis-unknown 0 sh -c "echo '0x400 0 0 0 0 0' | '$sg' dis -m r500-fs -w -q"
contains dis-unknown "$work/out" "[unknown: 00 04 00"

printf 'fc jump func 0x0 addr 0x0\nalu frob\n' >"$work/bad.s"
check as-error 1 "$sg" as -m r500-fs "$work/bad.s"
contains as-error "$work/err" "bad.s:2:1:"
check as-badversion 2 "$sg" as -m r500-fs -V fuc3 /dev/null

finish
