#!/bin/sh
# CLI end-to-end checks: help, info, exit codes, run, demo.
# usage: basics.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
. "$(dirname "$0")/lib/common.sh"

check help 0 "$sg" --help
contains help "$work/out" "usage: softgpu COMMAND"
check version 0 "$sg" --version
contains version "$work/out" "softgpu 0.1.0"
check no-args 2 "$sg"
check unknown-command 2 "$sg" frobnicate
contains unknown-command "$work/err" "unknown command 'frobnicate'"
for c in run demo info; do
	check "$c-help" 0 "$sg" "$c" --help
	contains "$c-help" "$work/out" "usage: softgpu $c"
	check "$c-bad-option" 2 "$sg" "$c" --no-such-option
done
check help-run 0 "$sg" help run
contains help-run "$work/out" "usage: softgpu run"

check info 0 "$sg" info
contains info "$work/out" "null"
check info-null 0 "$sg" info null
contains info-null "$work/out" "0x001000-0x001fff TEST"
check info-unknown 2 "$sg" info nv99
contains info-unknown "$work/err" "unknown chip 'nv99'"

# run: no script, a good script, a malformed one, a failing expectation.
check run-none 2 "$sg" run
cat >"$work/good.sgs" <<'SGS'
chip null
write TEST.SCRATCH0 0x1234
expect TEST.SCRATCH0 0x1234
SGS
check run-good 0 "$sg" run "$work/good.sgs"
contains run-good "$work/out" "ok $work/good.sgs"
printf 'chip null\nwrite TEST.SCRATCH0 0x12zz\n' >"$work/bad.sgs"
check run-malformed 1 "$sg" run "$work/bad.sgs"
contains run-malformed "$work/out" "bad.sgs:2:"
printf 'chip null\nexpect TEST.ID 0\n' >"$work/mismatch.sgs"
check run-mismatch 1 "$sg" run "$work/mismatch.sgs"
contains run-mismatch "$work/out" "mismatch.sgs:2:"
check run-missing 1 "$sg" run "$work/does-not-exist.sgs"
check run-bad-budget 2 "$sg" run --max-budget x "$work/good.sgs"

# demo: writes PNGs and a gallery, and lists what it wrote.
check demo 0 "$sg" demo -o "$work/demo"
contains demo "$work/out" "wrote $work/demo/index.html"
contains demo "$work/out" ".png"
if [ -s "$work/demo/index.html" ] && ls "$work"/demo/*/*.png >/dev/null 2>&1; then
	passes=$((passes + 1))
else
	echo "FAIL demo-files: no index.html or PNGs under $work/demo"
	fails=$((fails + 1))
fi
check demo-list 0 "$sg" demo --list
check demo-unknown 2 "$sg" demo no-such-demo

finish
