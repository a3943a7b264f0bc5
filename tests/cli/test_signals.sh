#!/bin/sh
# SIGINT in the middle of a run: the command stops with 130, leaves no
# temporary file behind, and the previous output under the same name is
# intact (-o writes under a temporary name and renames only on success).
. "$(dirname "$0")/lib.sh"
text=$SHARED/data/text/dclm-human-quality/majority_data.jsonl
[ -f "$text" ] || { echo "skip: $text missing"; done_tests; exit; }
i=0; while [ $i -lt 60 ]; do cat "$text"; i=$((i + 1)); done >"$TMP/big.jsonl"   # ~80 MB
mtok train --vocab-size 300 -o "$TMP/tok.json" "$text" 2>/dev/null

interrupt() { # name, output to check, command...
	n=$1 out=$2; shift 2
	"$@" 2>"$TMP/.err" &
	pid=$!
	sleep 0.4
	kill -INT $pid 2>/dev/null
	wait $pid; rc=$?
	if [ $rc -eq 0 ]; then echo "skip: $n finished before the signal"; return; fi
	eq "$n: exit status after SIGINT" $rc 130
	left=$(ls "$TMP" | grep -c '\.tmp')
	eq "$n: temporary files left" "$left" 0
	eq "$n: previous output intact" "$(cat "$out")" "previous"
}

echo previous >"$TMP/out.jsonl"
interrupt mscore "$TMP/out.jsonl" mscore --rules all -o "$TMP/out.jsonl" "$TMP/big.jsonl"
echo previous >"$TMP/out.jsonl"
interrupt "mscore .zst" "$TMP/out.jsonl.zst" sh -c 'echo previous >"$1.zst"; exec mscore -o "$1.zst" "$2"' - "$TMP/out.jsonl" "$TMP/big.jsonl"
echo previous >"$TMP/sh.bin"
interrupt mtok "$TMP/sh.bin" mtok --vocab "$TMP/tok.json" -o "$TMP/sh" "$TMP/big.jsonl"
done_tests
