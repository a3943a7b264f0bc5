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
# B3: bounded memory. bomb.gz is 80 MB of zeros without a newline (80 KB
# gzipped). Under a 250 MB address-space limit (the plain build: ASan's
# shadow memory needs more) a command reads it to its end, names the record
# over --max-record (default 64M) and counts it; it held the whole line
# before (2 GB for 1 GB of zeros).
head -c 80000000 /dev/zero | gzip -1 >bomb.gz
bounded() { n=$1 code=$2; shift 2; fails "$n" "$code" sh -c 'ulimit -v 250000 && exec "$@"' sh "$@"; }
bounded "mscore bomb" 1 "$BIN/mscore" --stats st.json bomb.gz
grep -q 'bomb.gz:1: line of 80000000 bytes is over --max-record 67108864; removed' "$TMP/.err" && pass_ ||
	fail_ "mscore bomb message: $(cat "$TMP/.err")"
grep -q '"over_max_record":1' st.json && pass_ || fail_ "mscore bomb stats: $(cat st.json)"
ok "mscore --max-record 0 is no limit" "$BIN/mscore" --max-record 0 good.jsonl
# mdedup: the line is removed (it cannot be kept as is: it was not held)
{ gzip <good.jsonl; cat bomb.gz; echo | gzip; } >mixed.gz   # gzip members, as cat makes them
bounded "mdedup bomb" 0 "$BIN/mdedup" --stats st.json -o kept.jsonl mixed.gz
grep -q 'mixed.gz:3: line of 80000000 bytes is over --max-record; removed' "$TMP/.err" && pass_ ||
	fail_ "mdedup bomb message: $(cat "$TMP/.err")"
grep -q '"over_max_record":1' st.json && pass_ || fail_ "mdedup bomb stats: $(cat st.json)"
cmp -s kept.jsonl good.jsonl && pass_ || fail_ "mdedup bomb: the other lines not kept"
# mdecon: the same
printf '{"q":"the quick brown fox jumps over the lazy dog again and again and again today"}\n' >bench.jsonl
bounded "mdecon bomb" 0 "$BIN/mdecon" -b bench.jsonl --fields q --stats st.json -o kept.jsonl mixed.gz
grep -q 'mixed.gz:3: line of 80000000 bytes is over --max-record; removed' "$TMP/.err" && pass_ ||
	fail_ "mdecon bomb message: $(cat "$TMP/.err")"
grep -q '"over_max_record":1' st.json && pass_ || fail_ "mdecon bomb stats: $(cat st.json)"
cmp -s kept.jsonl good.jsonl && pass_ || fail_ "mdecon bomb: the other lines not kept"
# mextract --html held the whole page (3 GB for 1 GB, exit 0, no message):
# now an error that says its size, in bounded memory
bounded "mextract --html bomb" 1 "$BIN/mextract" --html bomb.gz
grep -q 'bomb.gz: 80000000 bytes, over the maximum record size (67108864)' "$TMP/.err" && pass_ ||
	fail_ "mextract --html bomb message: $(cat "$TMP/.err")"
# W1's bomb as a WARC: one gzip member of zeros is read through in bounded
# memory (the reader grew a 256 MiB buffer for it: out of memory here) and
# named as not a WARC
bounded "mextract bomb" 1 "$BIN/mextract" bomb.gz
grep -q 'bomb.gz: offset 0: not a WARC file (80000000 bytes, all blank or NUL)' "$TMP/.err" && pass_ ||
	fail_ "mextract bomb message: $(cat "$TMP/.err")"
# a JSONL line with an "html" field over --max-record: named and counted, the next one extracted
{ printf '{"html":"'; head -c 3000000 /dev/zero | tr '\\0' a; printf '"}\n'
  printf '{"html":"<html><body><p>Hello there, this is a page with some words in it for you.</p></body></html>"}\n'; } >html.jsonl
ok "mextract JSONL over --max-record" "$BIN/mextract" --max-record 1M --stats st.json -o pages.jsonl html.jsonl
grep -q 'html.jsonl:1: line of 3000011 bytes is over --max-record; removed' "$TMP/.err" && pass_ ||
	fail_ "mextract JSONL message: $(cat "$TMP/.err")"
grep -q '"over_max_record":1' st.json && pass_ || fail_ "mextract JSONL stats: $(cat st.json)"
eq "mextract JSONL: the next page" "$(wc -l <pages.jsonl)" 1
# B4: mtok --text held the whole file (a 48 GB allocation, then abort); every
# input mode now passes the bomb over in bounded memory
if [ -f "$G/encoder.json" ]; then
	for m in --text --doc-sep ""; do   # --lines reads as JSONL does
		sep=; [ "$m" = --doc-sep ] && sep=X
		bounded "mtok $m bomb" 1 "$BIN/mtok" --vocab "$G" $m $sep --stats st.json -o bt bomb.gz
		grep -q '"over_max_record":1' st.json && pass_ || fail_ "mtok $m bomb stats: $(cat st.json)"
		grep -q 'bomb.gz:1: .* of 80000000 bytes is over --max-record 67108864' "$TMP/.err" && pass_ ||
			fail_ "mtok $m bomb message: $(cat "$TMP/.err")"
	done
fi
# W6: records read and not one valid document is exit 1 with one message
# naming the input, the same for every command (mtok wrote 0 documents and
# exited 0); an empty input is no error (the probe matrix below)
head -c 3000 /dev/urandom | base64 -w 100 >random.txt   # 40 lines, none JSON
fails "mscore random" 1 "$BIN/mscore" random.txt
fails "mdedup random" 1 "$BIN/mdedup" -o r.jsonl random.txt
grep -q 'random.txt: no valid document (40 records' "$TMP/.err" && pass_ || fail_ "mdedup random: $(tail -2 "$TMP/.err")"
[ ! -e r.jsonl ] && pass_ || fail_ "mdedup random: output written"
printf '{"id":"x"}\n' >one.jsonl   # one record, said in the singular
fails "mdedup one bad record" 1 "$BIN/mdedup" one.jsonl
grep -q 'one.jsonl: no valid document (1 record, none a JSON object with a text); nothing written, the lines named above neither' "$TMP/.err" && pass_ ||
	fail_ "mdedup one bad record: $(tail -2 "$TMP/.err")"
fails "mdecon random" 1 "$BIN/mdecon" -b bench.jsonl --fields q -o r.jsonl random.txt
grep -q 'random.txt: no valid document (40 records' "$TMP/.err" && pass_ || fail_ "mdecon random: $(tail -2 "$TMP/.err")"
[ ! -e r.jsonl ] && pass_ || fail_ "mdecon random: output written"
if [ -f "$G/encoder.json" ]; then
	fails "mtok random" 1 "$BIN/mtok" --vocab "$G" -o r random.txt
	grep -q 'random.txt: no valid document (40 records, all skipped); nothing written' "$TMP/.err" && pass_ ||
		fail_ "mtok random: $(tail -2 "$TMP/.err")"
	[ ! -e r.bin ] && pass_ || fail_ "mtok random: shard written"
	fails "mtok train random" 1 "$BIN/mtok" train --vocab-size 300 -o r.json random.txt
	ok "mtok on empty input" "$BIN/mtok" --vocab "$G" -o e /dev/null
fi
ok "mdedup on empty input" "$BIN/mdedup" -o e.jsonl /dev/null

# The probe matrix: every command (msample reads a checkpoint) against the
# class of hostile inputs, under ASan+UBSan: the exit status, a message
# that starts with the command and names the file (and the position where
# there is one), no sanitizer report. Bombs and long lines are above (under
# ulimit -v), links in test_links, SIGINT in test_signals, a full disk
# under mtrain's log in test_mtrain.
: >empty.jsonl
mkdir adir
head -c 4096 /dev/urandom >rand.bin
gzip -c good.jsonl | head -c 30 >trunc.gz
if command -v zstd >/dev/null; then zstd -qc good.jsonl | head -c 20 >trunc.zst; else cp trunc.gz trunc.zst; fi
printf '{"id":"c\377","k\376":1,"text":"caf\351 \377\376 invalid UTF-8 in a text of words, here and there."}\n' >badutf.jsonl
printf '{"id":"h","html":"<p>caf\351 \377\376 invalid UTF-8 in a page of words that is long enough to keep.</p>"}\n' >badhtml.jsonl
awk 'BEGIN { for (i = 0; i < 100000; i++) printf "["; for (i = 0; i < 100000; i++) printf "]"; print "" }' >nest.txt
{ printf '{"id":"d","x":'; tr -d '\n' <nest.txt; printf ',"text":"one two three four five six seven eight nine ten."}\n'; } >deep.jsonl
"$BIN/mtok" train --vocab-size 260 -o tok.json good.jsonl 2>/dev/null
X=$A   # the build the probes run: ASan+UBSan
c_mextract() { "$X/mextract" -o out.jsonl "$@"; }
c_mscore() { "$X/mscore" -o out.jsonl "$@"; }
c_mdedup() { "$X/mdedup" -o out.jsonl "$@"; }
c_mdecon() { "$X/mdecon" -b bench.jsonl --fields q -o out.jsonl "$@"; }
c_mtok() { "$X/mtok" --vocab tok.json -o out "$@"; }
c_msample() { "$X/msample" -n 2 --ckpt "$@"; }
# probe command input status message: message is a grep pattern for the
# first line that follows "command: " ("" for none expected)
probe() {
	fails "$1 $2" "$3" "c_$1" "$2"
	clean "$1 $2"
	if [ -n "$4" ]; then
		grep -q "^$1: $4" "$TMP/.err" && pass_ || fail_ "$1 $2: message: $(head -3 "$TMP/.err")"
	elif [ -s "$TMP/.err" ]; then
		fail_ "$1 $2: unexpected message: $(head -3 "$TMP/.err")"
	else pass_; fi
}
for c in mextract mscore mdedup mdecon mtok msample; do
	probe $c nonexist 1 'nonexist: No such file or directory'
	probe $c adir 1 'adir: '
	probe $c rand.bin 1 'rand.bin'
	probe $c trunc.gz 1 'trunc.gz: '
	probe $c trunc.zst 1 'trunc.zst: '
done
# One rule for empty input (mtk(7)): no bytes once decompressed (an empty
# file, /dev/null, an empty gzip member, an empty pipe) is no error: exit 0,
# in 0 and out 0 in --stats; array jobs and pipes make empty shards.
# Bytes from which no record is valid (blank lines only) are an error that
# names the input. mextract said "empty input" and exited 1.
printf '\n \n\n' >blank.jsonl
for c in mextract mscore mdedup mdecon mtok; do
	probe $c /dev/null 0 ""
	probe $c blank.jsonl 1 'blank.jsonl'
	rm -f st.json
	rc=$(gzip -c </dev/null | "c_$c" --stats st.json - 2>"$TMP/.err"; echo $?)
	eq "$c on an empty gzip stream in a pipe" "$rc/$(cat "$TMP/.err")" 0/
	grep -q '"in":0,"out":0' st.json && pass_ || fail_ "$c on an empty pipe: stats $(cat st.json)"
done
probe mscore empty.jsonl 0 ""
for c in mscore mdedup mdecon mtok; do
	probe $c deep.jsonl 1 'deep.jsonl:1: .*nesting too deep'
done
probe mscore badutf.jsonl 0 'badutf.jsonl:1: invalid UTF-8'
probe mdecon badutf.jsonl 0 'badutf.jsonl:1: invalid UTF-8'
probe mtok badutf.jsonl 0 'badutf.jsonl:1: invalid UTF-8'
probe mdedup badutf.jsonl 0 'badutf.jsonl:1: invalid UTF-8'
probe mextract badhtml.jsonl 0 ""
probe mextract deep.jsonl 1 'deep.jsonl:1: .*nesting too deep'
# msample's input is a checkpoint, which must hold one
for f in empty.jsonl /dev/null; do
	probe msample $f 1 "$f: "
done
# output that cannot be written: one message naming it, exit 1
for c in mextract mscore mdedup mdecon; do
	in=good.jsonl; [ $c = mextract ] && in=badhtml.jsonl
	fails "$c -o /dev/full" 1 "c_$c" -o /dev/full $in
	clean "$c -o /dev/full"
	grep -q "^$c: /dev/full: write error: No space left on device" "$TMP/.err" && pass_ || fail_ "$c -o /dev/full: $(head -3 "$TMP/.err")"
	fails "$c --stats /dev/full" 1 "c_$c" --stats /dev/full $in
	grep -q "^$c: /dev/full: write error" "$TMP/.err" && pass_ || fail_ "$c --stats /dev/full: $(head -3 "$TMP/.err")"
done
fails "mtok --stats /dev/full" 1 c_mtok --stats /dev/full good.jsonl
grep -q "^mtok: /dev/full: write error" "$TMP/.err" && pass_ || fail_ "mtok --stats /dev/full: $(head -3 "$TMP/.err")"
# A disk that fills up: mtok's shards and every other command's -o. Two
# ways, so that the class is never untested: a file size limit (ulimit -f,
# SIGXFSZ ignored: writes past it fail with EFBIG), which needs no
# privilege, with the plain build (fast; the ASan build meets write errors
# at -o /dev/full above), and a 64 KiB tmpfs (ENOSPC) with the ASan build
# where mounting is allowed. Each command exits 1 naming what it wrote,
# leaves no temporary and keeps the old output.
awk 'BEGIN { for (i = 0; i < 3000; i++) { printf "{\"text\":\""; for (j = 0; j < 20; j++) printf "word%d ", i; print "\"}" } }' >many.jsonl
awk 'BEGIN { for (i = 0; i < 1000; i++) { printf "{\"html\":\"<p>"; for (j = 0; j < 20; j++) printf "word%d and more ", i; print "</p>\"}" } }' >manyh.jsonl
# mdedup's signatures (a temporary file, under the same size limit) take
# 0.5 KB a document: 40 long documents, 20 KB of them for 120 KB of output
awk 'BEGIN { for (i = 0; i < 40; i++) { printf "{\"text\":\""; for (j = 0; j < 400; j++) printf "w%d ", i * 1000 + j; print "\"}" } }' >long.jsonl
# full_disk dir how error: how runs the command ("" or fsize)
fsize() { (ulimit -f 64 && trap '' XFSZ && "$@"); }
full_disk() {
	d=$1 how=$2 e=$3
	echo previous >$d/sh.bin
	fails "mtok on a full disk ($e)" 1 $how c_mtok -o $d/sh many.jsonl
	clean "mtok on a full disk ($e)"
	grep -q "^mtok: $d/sh.bin: $e" "$TMP/.err" && pass_ || fail_ "mtok on a full disk ($e): $(head -3 "$TMP/.err")"
	eq "mtok on a full disk ($e): what is left" "$(ls $d | tr '\n' ' ')" "sh.bin "
	eq "mtok on a full disk ($e): the old shard" "$(cat $d/sh.bin)" previous
	rm $d/sh.bin
	for c in mextract mscore mdedup mdecon; do
		in=many.jsonl; [ $c = mextract ] && in=manyh.jsonl; [ $c = mdedup ] && in=long.jsonl
		echo previous >$d/out.jsonl
		fails "$c on a full disk ($e)" 1 $how "c_$c" -o $d/out.jsonl $in
		grep -q "^$c: $d/out.jsonl: write error: $e" "$TMP/.err" && pass_ ||
			fail_ "$c on a full disk ($e): $(head -3 "$TMP/.err")"
		eq "$c on a full disk ($e): what is left" "$(ls $d | tr '\n' ' ')$(cat $d/out.jsonl)" "out.jsonl previous"
	done
	rm $d/out.jsonl
}
mkdir fz
X=$BIN; full_disk fz fsize "File too large"; X=$A
mkdir fs
if mount -t tmpfs -o size=64k tmpfs fs 2>/dev/null; then
	trap 'umount "$TMP/fs"; rm -rf "$TMP"' EXIT
	full_disk fs "" "No space left on device"
	umount fs
	trap 'rm -rf "$TMP"' EXIT
else
	echo "note: no tmpfs here; the full disk is checked by a file size limit only"
fi
# a file of bad lines does not bury the terminal: the first 20 messages
# about input lines, then one saying the rest are not shown; each is in
# --stats; -v says them all
awk 'BEGIN { for (i = 0; i < 100; i++) print "not json " i }' >bad100.jsonl
c_mscore --stats st.json bad100.jsonl 2>"$TMP/.err"
eq "mscore, 100 bad lines: 20 messages and the notice" "$(grep -c 'bad100.jsonl:' "$TMP/.err")/$(grep -c 'are not shown' "$TMP/.err")" 20/1
grep -q '"bad_json": *100' st.json; eq "and all 100 counted" $? 0
c_mscore -v bad100.jsonl 2>"$TMP/.err"
eq "mscore -v: all 100" "$(grep -c 'bad100.jsonl:' "$TMP/.err")" 100
c_mdedup bad100.jsonl 2>"$TMP/.err"
eq "mdedup, 100 bad lines: 20 messages and the notice" "$(grep -c 'bad100.jsonl:[0-9]' "$TMP/.err")/$(grep -c 'are not shown' "$TMP/.err")" 20/1
done_tests
