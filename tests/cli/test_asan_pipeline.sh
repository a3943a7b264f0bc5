#!/bin/sh
# The data pipeline end to end with every command built under ASan+UBSan
# (build/asan/bin/): mextract -> mscore -> mdedup -> mtok train -> mtok ->
# mtok cat, on the sample WARC and on a truncated copy of it. Any memory
# error or undefined behaviour aborts the command and fails the test.
. "$(dirname "$0")/lib.sh"
A=$ROOT/build/asan/bin
[ -x "$A/mextract" ] || { fail_ "asan commands not built (make build/asan/bin/mextract)"; done_tests; exit; }
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
W=$ROOT/data/sample.warc.gz

ok "mextract" "$A/mextract" -j 2 -o "$TMP/docs.jsonl" "$W"
n=$(wc -l <"$TMP/docs.jsonl" | tr -d ' ')
[ "$n" -ge 10 ] && pass_ || fail_ "mextract: only $n documents"
ok "mscore" "$A/mscore" -j 2 --rules all -o "$TMP/scored.jsonl" "$TMP/docs.jsonl"
ok "mdedup" "$A/mdedup" --exact --fuzzy --verify -o "$TMP/dedup.jsonl" "$TMP/scored.jsonl"
ok "mtok train" "$A/mtok" train --vocab-size 600 -o "$TMP/tok.json" "$TMP/dedup.jsonl"
ok "mtok" "$A/mtok" -j 2 --vocab "$TMP/tok.json" --append-eod -o "$TMP/sh" "$TMP/dedup.jsonl"
ok "mtok cat" "$A/mtok" cat --vocab "$TMP/tok.json" --doc 0 "$TMP/sh"
grep -q . "$TMP/.out" && pass_ || fail_ "mtok cat printed nothing"

# bad input under the sanitizers: a truncated WARC, junk JSONL
head -c 300000 "$W" >"$TMP/trunc.warc.gz"
fails "mextract truncated" 1 "$A/mextract" -o "$TMP/t.jsonl" "$TMP/trunc.warc.gz"
grep -q "trunc.warc.gz" "$TMP/.err" && pass_ || fail_ "truncated WARC not named"
grep -q "AddressSanitizer\|runtime error" "$TMP/.err" && fail_ "sanitizer report on truncated WARC" || pass_
printf '{"text":"ok. fine. good."}\nnot json\n{"text":5}\n{"text":"a\\ud800b"}\n\n' >"$TMP/junk.jsonl"
for c in mscore mdedup; do
	"$A/$c" "$TMP/junk.jsonl" >/dev/null 2>"$TMP/.err"
	grep -q "AddressSanitizer\|runtime error" "$TMP/.err" && fail_ "$c: sanitizer report on junk JSONL" || pass_
done
"$A/mtok" --vocab "$TMP/tok.json" -o "$TMP/j" "$TMP/junk.jsonl" >/dev/null 2>"$TMP/.err"
grep -q "AddressSanitizer\|runtime error" "$TMP/.err" && fail_ "mtok: sanitizer report on junk JSONL" || pass_
done_tests
