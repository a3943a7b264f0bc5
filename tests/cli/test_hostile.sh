#!/bin/sh
# Hostile but realistic inputs (issue 27), with the commands built under
# ASan+UBSan (build/asan/bin/): any memory error or undefined behaviour
# aborts the command and fails the test. Each probe checks the exit code
# and, where it matters, the message; memory bounds are checked under
# ulimit -v with small gzip bombs made here (a few hundred KB each).
. "$(dirname "$0")/lib.sh"
A=$ROOT/build/asan/bin
[ -x "$A/mdedup" ] || { fail_ "asan commands not built (make build/asan/bin/mdedup ...)"; done_tests; exit; }
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
G=$SHARED/data/gpt2
cd "$TMP" || exit 1

# clean: no sanitizer report in the last command's stderr
clean() {
	if grep -q "AddressSanitizer\|runtime error\|LeakSanitizer" "$TMP/.err"; then
		fail_ "$1: sanitizer report"; sed 's/^/  /' "$TMP/.err" | head -8 >&2
	else pass_; fi
}

printf '{"id":"a","text":"one two three four five six seven eight nine ten."}\n' >good.jsonl
printf '{"id":"b","text":"eleven twelve thirteen fourteen fifteen sixteen."}\n' >>good.jsonl

# B1: the sharded steps with an output that does not exist yet
ok "sig to a new file" "$A/mdedup" sig --exact -o new.sig good.jsonl; clean "sig to a new file"
ok "bucket to a new file" "$A/mdedup" bucket --band exact -o new.pairs new.sig; clean "bucket to a new file"
ok "cluster to a new file" "$A/mdedup" cluster -o new.dups new.pairs; clean "cluster to a new file"

# B2: empty buffers handed to writers (NULL pointers), an empty input
printf 'x\n' >x.txt
fails "mscore on a bad line" 1 "$A/mscore" x.txt; clean "mscore on a bad line"
ok "mdedup /dev/null" "$A/mdedup" /dev/null; clean "mdedup /dev/null"
if [ -f "$G/encoder.json" ]; then
	ok "mtok --doc-sep" "$A/mtok" --vocab "$G" --doc-sep '\\' -o sep good.jsonl; clean "mtok --doc-sep"
fi

# W4: a NaN threshold would remove every document: refused
fails "--keep with nan" 2 "$A/mscore" --keep 'gopher_word_count>nan' good.jsonl
grep -q "not a number" "$TMP/.err" && pass_ || fail_ "nan message: $(cat "$TMP/.err")"
done_tests
