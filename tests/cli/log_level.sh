#!/bin/sh
# Log thresholds and repeats from the CLI (issue 13 item 4): SOFTGPU_LOG
# limits what is printed, not what "expect log" sees; identical messages
# print once, then "... N more like this".
# usage: log_level.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
. "$(dirname "$0")/lib/common.sh"

{
	echo "chip null"
	i=0
	while [ $i -lt 20000 ]; do
		echo "write 0x800000 1"
		i=$((i + 1))
	done
	echo "write 0x800004 1"
	echo "expect log guest_error count=20001"
} >"$work/noisy.sgs"

unset SOFTGPU_LOG
check repeats 0 "$sg" run "$work/noisy.sgs"
contains repeats "$work/err" "write32 of 0x1 to unmapped MMIO 0x800000 ignored"
contains repeats "$work/err" "softgpu: GUEST_ERROR: mmio: ... 10000 more like this"
contains repeats "$work/err" "softgpu: GUEST_ERROR: mmio: ... 9999 more like this"
contains repeats "$work/err" "unmapped MMIO 0x800004"
lines=$(wc -l <"$work/err")
if [ "$lines" -le 5 ]; then passes=$((passes + 1)); else
	echo "FAIL repeats: $lines lines on stderr, want at most 5"
	fails=$((fails + 1))
fi

# the threshold: nothing below WARN printed, the count still exact
check threshold 0 env SOFTGPU_LOG=warn "$sg" run "$work/noisy.sgs"
if [ -s "$work/err" ]; then
	echo "FAIL threshold: stderr not empty:"
	sed 's/^/  | /' "$work/err"
	fails=$((fails + 1))
else
	passes=$((passes + 1))
fi
check bad-level 0 env SOFTGPU_LOG=nonsense "$sg" run "$work/noisy.sgs"
contains bad-level "$work/err" "SOFTGPU_LOG: unknown level 'nonsense'"

finish
