#!/bin/sh
# The CUDA backend's kernels run on the host (kernels/emu) and are held op by
# op, and as a whole model, to their CPU twins (tests/unit/test_nn_cuda*.c).
# This is how CI, which has no GPU, checks the kernels' index math, guards,
# reductions and barriers; speed and the real device are `make test-gpu`.
. "$(dirname "$0")/lib.sh"
if ! command -v g++ >/dev/null || ! command -v python3 >/dev/null; then
	echo "skip: g++ and python3 are needed to emulate the kernels"
	done_tests; exit
fi
# the log as it is written (a run stopped by its time limit shows how far
# it got: tests/run.sh prints its last "now:" line), its status from a file
{ sh "$ROOT/kernels/emu/check.sh" 2>&1; echo $? >"$TMP/rc"; } | tee "$TMP/emu.log"
rc=$(cat "$TMP/rc")
p=$(awk '/^[0-9]+ passed, [0-9]+ failed/{p+=$1} END{print p+0}' "$TMP/emu.log")
f=$(awk '/^[0-9]+ passed, [0-9]+ failed/{f+=$3} END{print f+0}' "$TMP/emu.log")
T_PASS=$p T_FAIL=$f
if [ "$f" -gt 0 ]; then   # again at the end, where a log cut from the top keeps them
	echo "the failures (of $TMP/emu.log above):"
	grep -E '^FAIL|^emu: |: check failed|^[^ ]+:[0-9]+: ' "$TMP/emu.log" | head -n 20
fi
[ "$p" -gt 0 ] || fail_ "no emulated test ran"
[ $rc -eq 0 ] || [ "$f" -gt 0 ] || fail_ "kernels/emu/check.sh exited $rc"
done_tests
