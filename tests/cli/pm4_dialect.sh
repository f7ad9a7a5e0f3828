#!/bin/sh
# The pm4 script dialect's commands outside stream blocks (docs/script.md,
# "The pm4 dialect"): pm4.commit bumps CP_RB_WPTR to a stream's end,
# pm4.expect_scratch checks a scratch write-back; their errors are
# FILE:LINE:COL and a failed expectation exits 1.
# usage: pm4_dialect.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
. "$(dirname "$0")/lib/common.sh"

# the ring at GART 0x1000 (sysmem 0x1000), 256 dwords, scratch write-back
# at GART 0x8000 with SCRATCH_SWAP 2 (32-bit) for register 3
head() {
	cat <<'END'
chip r520
write CP.CP_RB_BASE 0x80001000
write CP.CP_RB_CNTL 7
write CP.SCRATCH_ADDR 0x80008000
write CP.SCRATCH_UMSK (0xf | 2 << 16)
write CP.CP_CSQ_CNTL (4 << 28)
END
}

{
	head
	cat <<'END'
stream sysmem 0x1000
  pm4.scratch 0 0x11
  pm4.scratch 3 0x12345678
end
pm4.commit
expect CP.CP_RB_WPTR 4
run
pm4.expect_scratch 0 0x11
pm4.expect_scratch 3 0x12345678
mem expect sysmem 0x800c u32 0x78563412
# a second block after the first, committed by address
stream sysmem stream_end
  pm4.scratch 1 0x22
end
pm4.commit stream_end
run
pm4.expect_scratch 1 0x22
expect CP.CP_RB_RPTR 6
# the ring's end is index 0
pm4.commit (0x1000 + 256 * 4)
expect CP.CP_RB_WPTR 0
END
} >"$work/ok.sgs"
check ok 0 "$sg" run -q "$work/ok.sgs"

{
	head
	printf 'stream sysmem 0x1000\n  pm4.scratch 2 1\nend\npm4.commit\nrun\npm4.expect_scratch 2 2\n'
} >"$work/mismatch.sgs"
check mismatch 1 "$sg" run -q "$work/mismatch.sgs"
contains mismatch "$work/out" "mismatch.sgs:12:22: pm4.expect_scratch 2: got 0x00000001, want 0x00000002 (at 0x80008008)"

{
	head
	printf 'pm4.expect_scratch 4 0\n'
} >"$work/umsk.sgs"
check umsk 1 "$sg" run -q "$work/umsk.sgs"
contains umsk "$work/out" "umsk.sgs:7:20: pm4.expect_scratch 4: SCRATCH_UMSK bit 4 is clear (no write-back)"

{
	head
	printf 'pm4.commit\n'
} >"$work/nostream.sgs"
check no-stream 1 "$sg" run -q "$work/nostream.sgs"
contains no-stream "$work/out" "nostream.sgs:7:1: pm4.commit: no stream block yet (give ADDR)"

{
	head
	printf 'pm4.commit 0x800\n'
} >"$work/outside.sgs"
check outside 1 "$sg" run -q "$work/outside.sgs"
contains outside "$work/out" "outside.sgs:7:12: pm4.commit: 0x800 is not a dword of the ring (sysmem 0x1000, 256 dwords)"

{
	head
	printf 'pm4.expect_scratch 8 0\n'
} >"$work/idx.sgs"
check scratch-index 1 "$sg" run -q "$work/idx.sgs"
contains scratch-index "$work/out" "idx.sgs:7:20: scratch register 8 > 7"

printf 'chip null\npm4.commit 0\n' >"$work/nochip.sgs"
check not-r520 1 "$sg" run -q "$work/nochip.sgs"
contains not-r520 "$work/out" "nochip.sgs:2:1: 'pm4.commit' needs an R5xx device (chip r520)"

{
	head
	printf 'pm4.type2\n'
} >"$work/directive.sgs"
check directive-outside 1 "$sg" run -q "$work/directive.sgs"
contains directive-outside "$work/out" "directive.sgs:7:1: 'pm4.type2' is only allowed inside a stream block (outside one: pm4.commit, pm4.expect_scratch)"

finish
