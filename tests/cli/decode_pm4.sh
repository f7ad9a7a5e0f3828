#!/bin/sh
# `softgpu decode --pm4`: help, usage errors, text and binary input, the
# 2D fields and register names it prints, exit 1 on malformed packets.
# usage: decode_pm4.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
. "$(dirname "$0")/lib/common.sh"

check help 0 "$sg" decode --help
contains help "$work/out" "usage: softgpu decode --pm4"
check no-kind 2 "$sg" decode "$work/none"
check missing 1 "$sg" decode --pm4 "$work/none"

# PAINT_MULTI solid 32 bpp with DST_PITCH_OFFSET; a scratch write; an IB
cat >"$work/ring.txt" <<'END'
c0049a00 50f036d2 0403fc00 ff2040a0 000a0014 00640032
00000578 00001234        # PACKET0 SCRATCH_REG0
000101ce 00300000 00000010
80000000
END
check text 0 "$sg" decode --pm4 --hex --base 0x80000000 "$work/ring.txt"
contains text "$work/out" "80000000: c0049a00  PACKET3 PAINT_MULTI 0x9a, 5 dwords"
contains text "$work/out" "brush SOLID_COLOR, dst_type 6, src_type 3, rop3 0xf0"
contains text "$work/out" "DST_PITCH_OFFSET 0x0403fc00: offset 0x0ff00000 pitch 1024"
contains text "$work/out" "rect x 10 y 20 w 100 h 50"
contains text "$work/out" "SCRATCH_REG0 = 0x00001234"
contains text "$work/out" "CP_IB_BUFSZ = 0x00000010"
contains text "$work/out" "PACKET2"

# the same words as binary
printf '\000\232\003\300' >"$work/ring.bin"
check short 1 "$sg" decode --pm4 "$work/ring.bin"
contains short "$work/out" "runs past the end"
check badhex 1 "$sg" decode --pm4 --hex "$0"
printf '80000000\n  c0001000 -0 # comment\n' >"$work/badhex.txt"
check badhex-pos 1 "$sg" decode --pm4 --hex "$work/badhex.txt"
contains badhex-pos "$work/err" "badhex.txt:2:12: bad hex word '-0'"
# a long token is one word (leading zeros), not two
printf '000000000000000000000000000000000000080000000\n' >"$work/long.txt"
check long-token 0 "$sg" decode --pm4 --hex "$work/long.txt"
contains long-token "$work/out" "00000000: 80000000  PACKET2"
# what the CP halts at (docs/hw/r5xx.md, "Error path"): writes past
# 0x7ffc, BUFSZ not last (type 0 and type 1), malformed CP bodies
printf '00011fff 1 2\n' >"$work/past.txt"
check past-7ffc 1 "$sg" decode --pm4 --hex "$work/past.txt"
contains past-7ffc "$work/out" "! consecutive writes run past register 0x7ffc"
printf '000101cf 4 5\n402bc1cf 5 6\n' >"$work/bufsz.txt"
check bufsz-not-last 1 "$sg" decode --pm4 --hex "$work/bufsz.txt"
contains bufsz-not-last "$work/out" "! CP_IB_BUFSZ is not the last write of its packet"
contains bufsz-not-last "$work/err" "2 malformed packets"
printf 'c0012300 1000 3\nc0002200 10\nc0023300 8001001f 2000 7\n' >"$work/cpbody.txt"
check cp-bodies 1 "$sg" decode --pm4 --hex "$work/cpbody.txt"
contains cp-bodies "$work/out" "! malformed WAIT_MEM body"
contains cp-bodies "$work/out" "! malformed WAIT_SEMAPHORE body"
contains cp-bodies "$work/out" "reg_0x007c (one register) skip 1, buffer 0x00002000 7 dwords"
contains cp-bodies "$work/err" "2 malformed packets"
printf 'c0007f00 0\n' >"$work/bad.txt"
check unknown-op 1 "$sg" decode --pm4 --hex "$work/bad.txt"
contains unknown-op "$work/out" "unknown opcode 0x7f"

# the script command `decode pm4` over guest memory
cat >"$work/in_script.sgs" <<'END'
chip r520
mem write sysmem 0x100 u32 0xc0049a00 0x50f036d2 0x0403fc00 0xff2040a0 0x000a0014 0x00640032
decode pm4 sysmem 0x100 6
END
check in-script 0 "$sg" run -q "$work/in_script.sgs"
contains in-script "$work/out" "00000100: c0049a00  PACKET3 PAINT_MULTI 0x9a, 5 dwords"
contains in-script "$work/out" "rect x 10 y 20 w 100 h 50"

finish
