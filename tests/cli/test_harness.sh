#!/bin/sh
# tests/run.sh's own machinery, on fake tests written here: a test that runs
# past MTK_TEST_TIMEOUT is reported with the limit, its last "now: " line and
# the tail of its output, and its processes die with it (a child that ignores
# SIGTERM and has lost run.sh's MTK_TEST_RUN mark, and one outside its
# process group, as Open MPI puts its ranks);
# nothing of it is left in $TMPDIR. lib.sh removes a test's $TMP when a signal
# ends it. A test that leaves files in its $TMPDIR fails; a passing one has
# its time on its ok line; the last line stays "N passed, N failed".
. "$(dirname "$0")/lib.sh"
unset MTK_TEST_FILTER MTK_TEST_TIMEOUT   # the outer run's, not for the fake runs
F=$TMP/fake
mkdir "$F" "$TMP/rt"

# alive pid: the process exists and is not a zombie (killed and not yet reaped)
alive() { s=$(ps -o stat= -p "$1" 2>/dev/null) && case $s in Z*) return 1;; esac; }

cat >"$F/test_hang.sh" <<EOF
. "$ROOT/tests/cli/lib.sh"
echo "\$TMP" >"$F/hang.tmp"
env -u MTK_TEST_RUN sh -c 'trap "" TERM; echo \$\$ >"$F/hang.deaf"; exec sleep 300' &
setsid sh -c 'echo \$\$ >"$F/hang.setsid"; exec sleep 300' &
while [ ! -s "$F/hang.deaf" ] || [ ! -s "$F/hang.setsid" ]; do sleep 0.1; done
echo "now: the first step"
echo "now: the step it hangs in"
i=0; while [ \$i -lt 60 ]; do echo "output line \$i"; i=\$((i + 1)); done
sleep 300
EOF
MTK_TEST_TIMEOUT=2 TMPDIR=$TMP/rt sh "$ROOT/tests/run.sh" "$F/test_hang.sh" >"$TMP/hang.out" 2>&1
eq "a timed-out test fails the run" $? 1
o=$TMP/hang.out
grep -qx "FAIL $F/test_hang.sh: timed out after 2 s (MTK_TEST_TIMEOUT), its processes killed" "$o" \
	&& pass_ || fail_ "timeout report: $(cat "$o")"
grep -qx '    last progress: now: the step it hangs in' "$o" && pass_ || fail_ "last now: line: $(cat "$o")"
grep -qx '    output line 59' "$o" && grep -qx '    output line 25' "$o" && ! grep -qx '    output line 0' "$o" \
	&& pass_ || fail_ "the tail of the output: $(cat "$o")"
eq "the last line" "$(tail -n 1 "$o")" "0 passed, 1 failed"
for c in deaf setsid; do
	pid=$(cat "$F/hang.$c" 2>/dev/null) n=0
	while [ -n "$pid" ] && alive "$pid" && [ $n -lt 20 ]; do sleep 0.1; n=$((n + 1)); done
	if [ -z "$pid" ]; then fail_ "the fake test's $c child did not start"
	elif alive "$pid"; then fail_ "the fake test's $c child $pid outlived it"; kill -KILL "$pid"
	else pass_; fi
done
[ -s "$F/hang.tmp" ] && [ ! -e "$(cat "$F/hang.tmp")" ] && pass_ || fail_ "the fake test's \$TMP is left: $(cat "$F/hang.tmp")"
eq "nothing left in \$TMPDIR after the timeout" "$(ls -A "$TMP/rt")" ""

# lib.sh alone, without run.sh: SIGTERM and SIGHUP end a test with 128 + the
# signal and remove its $TMP
cat >"$F/test_trap.sh" <<EOF
. "$ROOT/tests/cli/lib.sh"
echo "\$TMP" >"$F/trap.tmp"
sleep 300
EOF
for sig in TERM HUP; do
	rm -f "$F/trap.tmp"
	TMPDIR=$TMP/rt timeout -s $sig 1 sh "$F/test_trap.sh" >/dev/null 2>&1
	eq "lib.sh on SIG$sig: exit" $? 124
	[ -s "$F/trap.tmp" ] && [ ! -e "$(cat "$F/trap.tmp")" ] && pass_ || fail_ "lib.sh on SIG$sig left \$TMP: $(cat "$F/trap.tmp")"
done

# a test that passes but leaves a file in $TMPDIR fails, naming it; one that
# passes cleanly has its wall time on its ok line
printf 'touch "$TMPDIR/stray"\necho "1 passed, 0 failed"\n' >"$F/test_stray.sh"
echo 'echo "2 passed, 0 failed"' >"$F/test_clean.sh"
TMPDIR=$TMP/rt sh "$ROOT/tests/run.sh" "$F/test_stray.sh" "$F/test_clean.sh" >"$TMP/two.out" 2>&1
eq "a stray file fails the run" $? 1
o=$TMP/two.out
grep -q "^FAIL $F/test_stray.sh (exit 0, [0-9]* s):" "$o" && grep -qx '    left in its $TMPDIR: stray' "$o" \
	&& pass_ || fail_ "stray report: $(cat "$o")"
grep -Eqx "ok   $F/test_clean.sh: 2 passed, 0 failed \([0-9]+ s\)" "$o" && pass_ || fail_ "ok line: $(cat "$o")"
grep -Eqx 'time: [0-9]+ s in all; the slowest:' "$o" && pass_ || fail_ "total time: $(cat "$o")"
eq "the last line" "$(tail -n 1 "$o")" "3 passed, 1 failed"
eq "nothing left in \$TMPDIR" "$(ls -A "$TMP/rt")" ""
done_tests
