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


# the 3D packets (docs/hw/r5xx.md, "The 3D seam"): VF_CNTL fields, the
# stream dwords, the arrays of 3D_LOAD_VBPNTR, MPEG_INDEX's registers,
# CLEAR_HIZ; a short MPEG_INDEX is what the CP halts at
cat >"$work/3d.txt" <<'END'
c0052900 00000000 00020031 1 2 3 4                 # DRAW_IMMD
c0013600 00020812 7                                # DRAW_INDX_2, 32-bit indices
c0052f00 00000003 40ff2002 1000 2000 00000404 3000 # LOAD_VBPNTR, 3 arrays
c0023700 10 12345 abcd                             # CLEAR_HIZ
c0053a00 00000101 11 3 0008001d 1 0                # MPEG_INDEX
c0013a00 000fffff 1                                # MPEG_INDEX, short
END
check 3d 1 "$sg" decode --pm4 --hex "$work/3d.txt"
contains 3d "$work/out" "VAP_VTX_FMT 0x00000000 (dropped by the microcode)"
contains 3d "$work/out" "VAP_VF_CNTL 0x00020031: prim_type 1 POINT_LIST, prim_walk 3 VERTEX_DATA, 2 vertices"
contains 3d "$work/out" "    4 stream dwords"
contains 3d "$work/out" "prim_type 2 LINE_LIST, prim_walk 1 INDICES, 2 vertices, 32-bit indices"
contains 3d "$work/out" "array 0: 2 dwords, stride 32, addr 0x00001000"
contains 3d "$work/out" "array 1: 127 dwords, stride 64, addr 0x00002000"
contains 3d "$work/out" "array 2: 4 dwords, stride 4, addr 0x00003000"
contains 3d "$work/out" "start 16 count 9029 clear_value 0x0000abcd"
contains 3d "$work/out" "VAP_PVS_CODE_CNTL_0 = 0x00000011"
contains 3d "$work/out" "VAP_VTX_NUM_ARRAYS = 0x00000003"
contains 3d "$work/out" "prim_type 13 QUAD_LIST, prim_walk 1 INDICES, 8 vertices"
contains 3d "$work/out" "1 first indices (each F gives F..F+3), 0 dummy dwords"
contains 3d "$work/out" "! malformed MPEG_INDEX body"
contains 3d "$work/err" "1 malformed packet"

# odd inputs: empty, a trailing partial dword, the largest counts with
# nothing after them, every packet type in one word each, both kinds
: >"$work/empty.bin"
check empty 0 "$sg" decode --pm4 "$work/empty.bin"
printf '\000\000\000\200\001' >"$work/trail.bin"
check trailing 0 "$sg" decode --pm4 "$work/trail.bin"
contains trailing "$work/out" "(1 trailing bytes ignored)"
printf 'ffffffff\n' >"$work/huge3.txt"
check huge-type3 1 "$sg" decode --pm4 --hex "$work/huge3.txt"
contains huge-type3 "$work/out" "PACKET3 count 16384 runs past the end (0 dwords left)"
printf '3fff0000\n' >"$work/huge0.txt"
check huge-type0 1 "$sg" decode --pm4 --hex "$work/huge0.txt"
contains huge-type0 "$work/out" "PACKET0 count 16384 runs past the end (0 dwords left)"
printf '00000000 0 40000000 0 0 80000000 c0001000 0\n' >"$work/types.txt"
check every-type 0 "$sg" decode --pm4 --hex "$work/types.txt"
contains every-type "$work/out" "PACKET1 MM_INDEX = 0x00000000, MM_INDEX = 0x00000000"
contains every-type "$work/out" "PACKET3 NOP 0x10, 1 dwords"
check both-kinds 2 "$sg" decode --pm4 --nv "$work/empty.bin"
contains both-kinds "$work/err" "--pm4 and --nv exclude each other"
check base-64 2 "$sg" decode --pm4 --base 0x100000000 "$work/empty.bin"


# a ring the CP fetches with BUF_SWAP (cp_swap.sgs): --swap / swap= undo it
printf '\300\000\020\000\000\000\000\000' >"$work/swapped.bin"
check swap32 0 "$sg" decode --pm4 --swap 2 "$work/swapped.bin"
contains swap32 "$work/out" "00000000: c0001000  PACKET3 NOP 0x10, 1 dwords"
check swap-bad 2 "$sg" decode --pm4 --swap 4 "$work/swapped.bin"
contains swap-bad "$work/err" "bad --swap '4' (0-3)"
check swap-nv 2 "$sg" decode --nv --swap 2 "$work/swapped.bin"
printf 'chip r520\nmem write sysmem 0 u32 0x1000c000 0\ndecode pm4 sysmem 0 2 swap=3\n' \
	>"$work/swap_script.sgs"
check swap-script 0 "$sg" run -q "$work/swap_script.sgs"
contains swap-script "$work/out" "00000000: c0001000  PACKET3 NOP 0x10, 1 dwords"
printf 'chip r520\nmem write sysmem 0 u32 0\ndecode pm4 sysmem 0 1 be=1\n' >"$work/swap_opt.sgs"
check swap-option 1 "$sg" run -q "$work/swap_opt.sgs"
contains swap-option "$work/out" "swap_opt.sgs:3:26: unknown option 'be' (decode pm4 SPACE ADDR WORDS [swap=0-3])"

finish
