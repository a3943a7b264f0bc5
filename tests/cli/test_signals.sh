#!/bin/sh
# SIGINT (SIGTERM) in the middle of a run: the command stops with 130 (143), leaves no
# temporary file behind, and the previous output under the same name is
# intact (-o writes under a temporary name and renames only on success).
. "$(dirname "$0")/lib.sh"
text=$SHARED/data/text/dclm-human-quality/majority_data.jsonl
[ -f "$text" ] || { echo "skip: $text missing"; done_tests; exit; }
i=0; while [ $i -lt 60 ]; do cat "$text"; i=$((i + 1)); done >"$TMP/big.jsonl"   # ~80 MB
mtok train --vocab-size 300 -o "$TMP/tok.json" "$text" 2>/dev/null

interrupt() { # name, output to check, command...  (SIG: INT, or TERM)
	n=$1 out=$2; shift 2
	"$@" 2>"$TMP/.err" &
	pid=$!
	sleep 0.4
	kill -${SIG:-INT} $pid 2>/dev/null
	wait $pid; rc=$?
	if [ $rc -eq 0 ]; then echo "skip: $n finished before the signal"; return; fi
	eq "$n: exit status after SIG${SIG:-INT}" $rc $([ "${SIG:-INT}" = TERM ] && echo 143 || echo 130)
	left=$(ls "$TMP" | grep -c '\.tmp')
	eq "$n: temporary files left" "$left" 0
	got=$(cat "$out")
	if [ "$got" != previous ]; then
		# the signal came once the output was whole and renamed, before
		# the command exited (a loaded machine wakes the sleep late):
		# then it is the whole output, as an uninterrupted run writes it
		cp "$out" "$TMP/got"
		"$@" 2>/dev/null
		cmp -s "$TMP/got" "$out" &&
			{ echo "skip: $n: the signal came after its output was in place"; return; }
	fi
	eq "$n: previous output intact" "$got" "previous"
}

echo previous >"$TMP/out.jsonl"
interrupt mscore "$TMP/out.jsonl" mscore --rules all -o "$TMP/out.jsonl" "$TMP/big.jsonl"
echo previous >"$TMP/out.jsonl"
interrupt "mscore .zst" "$TMP/out.jsonl.zst" sh -c 'echo previous >"$1.zst"; exec mscore -o "$1.zst" "$2"' - "$TMP/out.jsonl" "$TMP/big.jsonl"
echo previous >"$TMP/sh.bin"
interrupt mtok "$TMP/sh.bin" mtok --vocab "$TMP/tok.json" -o "$TMP/sh" "$TMP/big.jsonl"
echo previous >"$TMP/out.jsonl"
SIG=TERM interrupt "mdedup (SIGTERM)" "$TMP/out.jsonl" mdedup -o "$TMP/out.jsonl" "$TMP/big.jsonl"
printf '{"q":"the quick brown fox jumps over the lazy dog again and again and again today"}\n' >"$TMP/bench.jsonl"
echo previous >"$TMP/out.jsonl"
SIG=TERM interrupt "mdecon (SIGTERM)" "$TMP/out.jsonl" mdecon -b "$TMP/bench.jsonl" --fields q -o "$TMP/out.jsonl" "$TMP/big.jsonl"
warc=$SHARED/data/warc/aeb-dev.warc.gz
if [ -f "$warc" ]; then
	i=0; while [ $i -lt 20 ]; do cat "$warc"; i=$((i + 1)); done >"$TMP/big.warc.gz"   # gzip members: one WARC
	echo previous >"$TMP/out.jsonl"
	interrupt mextract "$TMP/out.jsonl" mextract -j 1 -o "$TMP/out.jsonl" "$TMP/big.warc.gz"
fi
done_tests
