# Sourced by the CLI checks (tests/cli/*.sh): a fresh work directory and
# the pass/fail helpers. The caller sets sg (the softgpu binary) and work.
# Not itself a test: CTest registers tests/cli/*.sh only.
rm -rf "$work"
mkdir -p "$work"
fails=0
passes=0

check() { # check NAME EXPECTED_STATUS COMMAND...
	name=$1
	want=$2
	shift 2
	"$@" >"$work/out" 2>"$work/err"
	got=$?
	if [ "$got" -ne "$want" ]; then
		echo "FAIL $name: exit $got, want $want"
		sed 's/^/  | /' "$work/out" "$work/err"
		fails=$((fails + 1))
	else
		passes=$((passes + 1))
	fi
}

contains() { # contains NAME FILE TEXT
	if grep -qF -- "$3" "$2"; then
		passes=$((passes + 1))
	else
		echo "FAIL $1: '$3' not in $2:"
		sed 's/^/  | /' "$2"
		fails=$((fails + 1))
	fi
}

finish() { # the summary line; the exit status says whether all passed
	echo "$passes passed, $fails failed"
	[ "$fails" -eq 0 ]
}
