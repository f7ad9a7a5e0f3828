#!/bin/sh
# softgpu falcon run: help, usage errors, a program that exits, one that traps twice.
# usage: falcon.sh SOFTGPU WORKDIR
set -u
sg=$1
work=$2
rm -rf "$work"
mkdir -p "$work"
fails=0

expect() { # expect NAME STATUS TEXT COMMAND...
	name=$1 want=$2 text=$3
	shift 3
	"$@" >"$work/out" 2>&1
	got=$?
	if [ "$got" -ne "$want" ] || ! grep -qF -- "$text" "$work/out"; then
		echo "FAIL $name: exit $got (want $want), looking for '$text'"
		sed 's/^/  | /' "$work/out"
		fails=$((fails + 1))
	fi
}

# mov $r1 0x1234; mov $r2 5; add b32 $r3 $r1 $r2; exit
printf '\361\027\064\022\360\047\005\274\022\060\370\002' >"$work/ok.bin"
# an invalid opcode with $tv = 0: the trap handler is the same opcode
printf '\062\000\000' >"$work/trap.bin"

expect help 0 "usage: softgpu falcon run" "$sg" falcon --help
expect run-help 0 "--trace" "$sg" falcon run --help
expect no-image 2 "usage" "$sg" falcon run
expect bad-sub 2 "usage" "$sg" falcon frob
expect missing 1 "cannot read" "$sg" falcon run "$work/nonexistent.bin"
expect exit 0 '$r3  00001239' "$sg" falcon run "$work/ok.bin"
expect trace 0 "add b32 \$r3 \$r1 \$r2" "$sg" falcon run --trace "$work/ok.bin"
expect double-trap 1 "stopped: double trap" "$sg" falcon run "$work/trap.bin"
# an entry outside the 16 KiB of code memory is refused, not cut to its low bits
expect entry-outside 2 "outside code memory" "$sg" falcon run --entry 0x4000 "$work/ok.bin"
expect entry-wraps 2 "outside code memory" "$sg" falcon run -e 0x100000000 "$work/ok.bin"

# the harness registers: console bytes and a result word, assembled by softgpu as
cat >"$work/hello.s" <<'EOF2'
	mov $r1 0
	sethi $r1 0x10000
	mov $r2 0x68		// 'h'
	iowr I[$r1] $r2
	mov $r2 0x69		// 'i'
	iowr I[$r1] $r2
	mov $r2 0x2a
	iowr I[$r1+0x100] $r2
	exit
EOF2
if "$sg" as -m falcon -o "$work/hello.bin" "$work/hello.s"; then
	expect console 0 "hi" "$sg" falcon run "$work/hello.bin"
	expect result 0 "result:   0x0000002a" "$sg" falcon run "$work/hello.bin"
else
	echo "FAIL assembling hello.s"
	fails=$((fails + 1))
fi

[ "$fails" -eq 0 ] && echo "falcon CLI: all passed"
exit "$fails"
