#!/bin/sh
# The programs in examples/ run as their comments say (docs/script.md, "A G80
# channel, end to end"; the falcon example of the README).
# usage: examples.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
ex=$(dirname "$0")/../../examples
. "$(dirname "$0")/lib/common.sh"

check g80-channel 0 "$sg" run "$ex/g80_channel.sgs"
contains g80-channel "$work/out" "ok $ex/g80_channel.sgs (6 expectations"
contains g80-channel "$work/out" "0x00200014: 0x0020003a  call 0x00200038"

check falcon-as 0 "$sg" as -m falcon -o "$work/falcon_hello.bin" "$ex/falcon_hello.s"
check falcon-run 0 "$sg" falcon run "$work/falcon_hello.bin"
contains falcon-run "$work/out" "hi, 000013ba"
contains falcon-run "$work/out" "result:   0x000013ba"
contains falcon-run "$work/out" "state:    stopped: exit"

finish
