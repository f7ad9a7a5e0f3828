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

# -b/-d/-l are hex as in envydis (sscanf %x): -b 100 is 0x100; 0x still works
check dis-base-hex 0 "$sg" dis -b 100 "$work/p.bin"
contains dis-base-hex "$work/out" "00000100: f1 17 34 12         B mov \$r1 0x1234"
check dis-skip-hex 0 "$sg" dis -d a -l 3 -b 0x10 "$work/p.bin"
contains dis-skip-hex "$work/out" "00000010: f4 21 0f              call 0xf"
check dis-base-bad 2 "$sg" dis -b 12g "$work/p.bin"
check dis-base-big 2 "$sg" dis -b 10000000000000000 "$work/p.bin"
# a hex byte or word that does not fit is an error, not its low bits
printf '0xf8, 0x02,\n0x1ff\n' >"$work/big.hex"
check dis-hex-big 1 "$sg" dis -x "$work/big.hex"
contains dis-hex-big "$work/err" "big.hex:2:1: 0x1ff does not fit in a byte"
printf '0x1122334455\n' >"$work/big.w"
check dis-word-big 1 "$sg" dis -w "$work/big.w"
contains dis-word-big "$work/err" "big.w:1:1: 0x1122334455 does not fit in a 32-bit word"
# assembler values that do not fit
printf 'mov $r1 99999999999999999999\n' >"$work/ovf.s"
check as-number-big 1 "$sg" as "$work/ovf.s"
contains as-number-big "$work/err" "ovf.s:1:9: number 99999999999999999999 does not fit in 64 bits"
printf '.b32 0x100000000\n' >"$work/b32.s"
check as-b32-big 1 "$sg" as "$work/b32.s"
contains as-b32-big "$work/err" "b32.s:1:1: argument 0 too large for .b32"
# -W: 64-bit words as envyas -W (alone and with -a)
check as-W 0 "$sg" as -W "$work/p.s"
contains as-W "$work/out" "0xf4051290123417f1,"
check as-aW 0 "$sg" as -a -W "$work/p.s"
contains as-aW "$work/out" "uint64_t default[] = {"
# falcon v6 and the crypt unit's older names
printf 'mov $r1 $xcbase1\n' >"$work/v6.s"
check as-fuc6 0 "$sg" as -V fuc6 -x "$work/v6.s"
contains as-fuc6 "$work/out" "0xe1,"
check as-fuc5-no-v6 1 "$sg" as -V fuc5 "$work/v6.s"
printf '0xfa 0x21 0x07\n' >"$work/v6.hex"
check dis-fuc6 0 "$sg" dis -V fuc6 -x "$work/v6.hex"
contains dis-fuc6 "$work/out" "unkfa/7 \$r1 \$r2 [unknown instruction]"
printf 'cprecmac $c0 $c0\n' >"$work/old.s"
check as-cprecmac 0 "$sg" as -V fuc0 -F crypt -x "$work/old.s"
contains as-cprecmac "$work/out" "0xbc,"
check as-fuc0s 2 "$sg" as -V fuc0s "$work/old.s"
contains as-fuc0s "$work/err" "a .fuc0s file is -V fuc0 -F crypt"

printf 'exit\n\tfrob $r1\n' >"$work/bad.s"
check as-error 1 "$sg" as "$work/bad.s"
contains as-error "$work/err" "bad.s:2:2: no instruction form matches these operands"

# hwsq and ctx (envydis -m hwsq / -m ctx): -V after or before -m
printf 'addr 0x12345678\newait #HEAD1_VBLANK 1\nunset #FB_PAUSE\nexit\n' >"$work/h.s"
check as-hwsq 0 "$sg" as -V nv41 -m hwsq -o "$work/h.bin" "$work/h.s"
check dis-hwsq 0 "$sg" dis -m hwsq -V nv41 "$work/h.bin"
contains dis-hwsq "$work/out" "00000005: 5f 03 01           ewait #HEAD1_VBLANK 0x1"
contains dis-hwsq "$work/out" "00000008: 90                 unset #FB_PAUSE"
check dis-hwsq-base 0 "$sg" dis -m hwsq "$work/h.bin"
contains dis-hwsq-base "$work/out" "00000000: e0                 ??? [unknown: e0] [unknown instruction]"
check as-hwsq-nov 1 "$sg" as -m hwsq "$work/h.s"
contains as-hwsq-nov "$work/err" "h.s:1:1: no instruction form matches these operands"
check as-hwsq-badv 2 "$sg" as -m hwsq -V fuc3 "$work/h.s"
contains as-hwsq-badv "$work/err" "unknown version 'fuc3' (known: nv17, nv41, g80)"
printf 'start: reg G[0x300] $ra\n\tjmp not idle #start\n\tcmd #END\n' >"$work/c.s"
check as-ctx 0 "$sg" as -m ctx -V g80 -w "$work/c.s"
contains as-ctx "$work/out" "0x004000c0,"
check as-ctx-default 0 "$sg" as -m ctx -V g80 -x "$work/c.s"
contains as-ctx-default "$work/out" "0x1000c0,"
check as-ctx-bin 0 "$sg" as -m ctx -V g80 -o "$work/c.bin" "$work/c.s"
check dis-ctx 0 "$sg" dis -m ctx -V g80 "$work/c.bin"
contains dis-ctx "$work/out" "00000001: 004000c0     jmp not idle 0x0"
contains dis-ctx "$work/out" "00000000: 001000c0   B reg G[0x300] \$ra"
check as-ctx-carray 1 "$sg" as -m ctx -V g80 -a "$work/c.s"
printf '0x001000c0 0x004000c0\n' >"$work/c.hex"
check dis-ctx-hex 0 "$sg" dis -m ctx -V g80 -x -q "$work/c.hex"
contains dis-ctx-hex "$work/out" "jmp not idle 0x0"

# g80: -V variant, -O program type; 4- and 8-byte forms, alignment
printf 'mov b32 $r1 $r0\n(g $c0) bra #a\na: add b32 $r1 $r65 $r0\nld $r1 u8 c0[0x8000]\n' >"$work/g.s"
check as-g80 0 "$sg" as -m g80 -V g200 -O cp -o "$work/g.bin" "$work/g.s"
check dis-g80 0 "$sg" dis -m g80 -V g200 -O cp "$work/g.bin"
contains dis-g80 "$work/out" "00000008: 10002003 00000200     (g \$c0) bra 0x10"
contains dis-g80 "$work/out" "00000010: 20008205 04000780   B add b32 \$r1 \$r65 \$r0"
check as-g80-badtype 2 "$sg" as -m g80 -V g200 -O xp "$work/g.s"
contains as-g80-badtype "$work/err" "unknown version 'g200:xp'"

# gm107: a scheduling word at every 32 bytes, C marks on branch targets
printf 'sched (st 0x6 yl) (st 0x0 yl) (st 0x1 yl wr 0x0)\nb: mov $r1 0x0 0xf\nnot $p1 bra #b\nexit\n' >"$work/m.s"
check as-gm107 0 "$sg" as -m gm107 -V sm52 -W "$work/m.s"
contains as-gm107 "$work/out" "0x001c4400fe0007f6,"
check as-gm107-bin 0 "$sg" as -m gm107 -V sm52 -o "$work/m.bin" "$work/m.s"
check dis-gm107 0 "$sg" dis -m gm107 -V sm52 "$work/m.bin"
contains dis-gm107 "$work/out" "00000000: fe0007f6 001c4400     sched (st 0x6 yl) (st 0x0 yl) (st 0x1 yl wr 0x0)"
contains dis-gm107 "$work/out" "00000008: 0ff70001 5c980780  C  mov \$r1 0x0 0xf"
contains dis-gm107 "$work/out" "00000010: ff09000f e2400fff     not \$p1 bra 0x8"
check dis-gm107-badv 2 "$sg" dis -m gm107 -V sm51 "$work/m.bin"
contains dis-gm107-badv "$work/err" "unknown version 'sm51' (known: sm50, sm52, sm60)"

# gf100: 4-byte short forms; gk110: no variants
printf 'mov b32 $r1 $r2\nadd b32 $r1 $r2 $r3\nexit\n' >"$work/f.s"
check as-gf100 0 "$sg" as -m gf100 -V gk104 -w "$work/f.s"
contains as-gf100 "$work/out" "0x0c205c2c,"
check as-gf100-bin 0 "$sg" as -m gf100 -V gk104 -o "$work/f.bin" "$work/f.s"
check dis-gf100 0 "$sg" dis -m gf100 -V gk104 "$work/f.bin"
contains dis-gf100 "$work/out" "00000004: 0c205c2c              add b32 \$r1 \$r2 \$r3"
printf 'add b32 $r1 $r2 $r3\nexit\n' >"$work/k.s"
check as-gk110 0 "$sg" as -m gk110 -o "$work/k.bin" "$work/k.s"
check dis-gk110 0 "$sg" dis -m gk110 "$work/k.bin"
contains dis-gk110 "$work/out" "00000000: 019c0806 e0800000     add b32 \$r1 \$r2 \$r3"
check dis-gk110-badv 2 "$sg" dis -m gk110 -V gk110 "$work/k.bin"

# macro (the GF100+ MME): words, word-counted labels in -a comments,
# PC-relative branches, the signed 18-bit immediate's range
cat >"$work/m.s" <<'EOF'
.section #mme_test
	parm $r2 maddr 0x108e
loop:
	braz annul $r1 #done
	send (extrinsrt $r1 $r2 0x0 0x10 0x10)
	bra #loop
	mov $r1 (add $r1 -1)
done:
	exit
	nop
EOF
check as-macro 0 "$sg" as -m macro -a -w "$work/m.s"
contains as-macro "$work/out" "uint32_t mme_test[] = {"
contains as-macro "$work/out" "/* 0x0001: loop */"
contains as-macro "$work/out" "	0x04238251,"
check as-macro-bin 0 "$sg" as -m macro -o "$work/m.bin" "$work/m.s"
check dis-macro 0 "$sg" dis -m macro "$work/m.bin"
contains dis-macro "$work/out" "braz annul \$r1 0x5"
contains dis-macro "$work/out" "mov \$r1 (add \$r1 0xffffffffffffffff)"
printf 'mov $r1 0x20000\n' >"$work/mbad.s"
check as-macro-range 1 "$sg" as -m macro "$work/mbad.s"
contains as-macro-range "$work/err" "mbad.s:1:1:"
check dis-macro-badv 2 "$sg" dis -m macro -V gm107 "$work/m.bin"

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
