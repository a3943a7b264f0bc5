#!/bin/sh
# pipelines/cc.mk end to end on the sample WARC: a copy of it (every document
# a duplicate), a truncated copy (damaged: the build goes on and the report
# names it) and a benchmark made of a sentence of the sample (decon cuts it).
# Outputs and stats exist, shards are readable, the report shows the numbers
# of the stats files; a build interrupted by SIGTERM, then stopped by a full
# disk (a small tmpfs, where a mount namespace can be had; else a failing
# command), resumes to shards byte-identical to an uninterrupted build, as
# does one whose intermediate was deleted (and whose decon index is of an
# older mdecon, which mdecon refuses: it is built again);
# an empty folder gives a clear message; the HTML page loads in headless
# chromium (when installed) with its plots and numbers.
. "$(dirname "$0")/lib.sh"

# a make of its own, not a sub-make of `make test` (its -j, jobserver, -k)
unset MAKEFLAGS MFLAGS MAKELEVEL
MK="make --no-print-directory -f $ROOT/pipelines/cc.mk"
cd "$TMP" || exit 1
mkdir w empty
cp "$ROOT/data/sample.warc.gz" w/a.warc.gz
cp "$ROOT/data/sample.warc.gz" w/b.warc.gz
head -c 300000 "$ROOT/data/sample.warc.gz" >w/c.warc.gz
# a benchmark: 30 words from the middle of the first document the filter keeps
mkdir bench
mextract "$ROOT/data/sample.warc.gz" | mscore --keep pass -o kept.jsonl
head -n 1 kept.jsonl | jq -r .text |
	tr -s ' \n\t' '   ' | cut -d ' ' -f 40-69 >words.txt
jq -Rc '{question: .}' words.txt >bench/quiz.jsonl
eq "benchmark words" "$(wc -w <words.txt | tr -d ' ')" 30

# a small build: 4 bands, a 512-id vocabulary
SET="BENCH=$TMP/bench VOCAB_SIZE=512 BANDS=4 BIN=$BIN"

echo "now: the uninterrupted build"
ok "build" $MK WARCS=w OUT=o1 $SET -j2
cp "$TMP/.err" build.err
for f in report.md report.html tok.json dedup/dups.bin dedup/removed.jsonl; do
	[ -s "o1/$f" ] && pass_ || fail_ "o1/$f missing or empty"
done
# (lib.sh's ok and fails set n: the loops here use w)
for w in a b c; do
	for s in extract filter sig apply count decon tok profile; do
		[ -s "o1/stats/$w.$s.json" ] && pass_ || fail_ "o1/stats/$w.$s.json missing"
	done
	[ -f "o1/shards/$w.bin" ] && [ -f "o1/shards/$w.idx" ] && pass_ || fail_ "o1/shards/$w missing"
	ok "mtok stats $w" mtok stats "o1/shards/$w"
	eq "tokens $w" "$(awk '$1 == "tokens" {print $2}' "$TMP/.out")" "$(jq '.tokens // 0' "o1/stats/$w.tok.json")"
done
ok "mtok cat" mtok cat --vocab o1/tok.json --doc 0 o1/shards/a
[ -s "$TMP/.out" ] && pass_ || fail_ "mtok cat printed nothing"

# the damaged WARC: named at build time and in the report, the rest built
grep -q "c.warc.gz: damaged" build.err && pass_ || fail_ "build did not name c.warc.gz: $(cat build.err)"
[ -s o1/stats/c.extract.err ] && pass_ || fail_ "no o1/stats/c.extract.err"
grep -q "Damaged WARC files.*: c\." o1/report.md && pass_ || fail_ "report.md does not name c as damaged"
grep -q "truncated gzip member" o1/report.md && pass_ || fail_ "report.md lacks the error"
# duplicates: b is a copy of a, c a part of it
eq "b after dedup" "$(jq .out o1/stats/b.apply.json)" 0
eq "a after dedup" "$(jq .out o1/stats/a.apply.json)" "$(jq .out o1/stats/a.filter.json)"
# decontamination cut the benchmark's sentence out of a
cut_chars=$(jq .chars_removed o1/stats/a.decon.json)
[ "$cut_chars" -gt 0 ] && pass_ || fail_ "decon removed nothing from a: $(cat o1/stats/a.decon.json)"
grep -q "$(cut -d ' ' -f 1-13 words.txt)" o1/report.md && fail_ "benchmark text in the report?" || pass_

# the report holds the numbers of the stats files
commas() { echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }
has() { # name number file
	if grep -qw -- "$(commas "$2")" "$3"; then pass_; else fail_ "$1: $(commas "$2") not in $3"; fi
}
tot=0 ext=0
for w in a b c; do
	t=$(jq '.tokens // 0' "o1/stats/$w.tok.json"); tot=$((tot + t))
	e=$(jq .out "o1/stats/$w.extract.json"); ext=$((ext + e))
	has "extracted $w" "$e" o1/report.md
	has "records $w" "$(jq .in "o1/stats/$w.extract.json")" o1/report.md
done
has "total tokens" "$tot" o1/report.md
has "total extracted" "$ext" o1/report.md
has "decon chars" "$cut_chars" o1/report.md
has "exact duplicates" "$(jq .removed.exact o1/stats/cluster.json)" o1/report.md
has "pairs" "$(jq .pairs o1/stats/cluster.json)" o1/report.md
rule=$(jq -r '.removed | to_entries | max_by(.value) | .key' o1/stats/a.filter.json)
grep -q "| $rule | $(jq -s "map(.removed.\"$rule\" // 0) | add" o1/stats/[abc].filter.json) |" o1/report.md &&
	pass_ || fail_ "filter reason $rule and its total not in report.md"
grep -q "| 2 | " o1/report.md && pass_ || fail_ "no cluster of size 2 in report.md"
grep -q "Summary.*$(commas "$tot") tokens" o1/report.html || grep -q "$(commas "$tot") tokens) in the shards" o1/report.html &&
	pass_ || fail_ "report.html lacks the total tokens"
eq "blend.txt" "$(grep -v '^#' o1/blend.txt | sed 's|/.*/o1/shards/| |')" "$(jq .tokens o1/stats/a.tok.json)  a"
eq "svg plots in report.html" "$(grep -c '<svg' o1/report.html | awk '{print ($1 >= 5)}')" 1

echo "now: nothing to redo"
ok "rerun" $MK WARCS=w OUT=o1 $SET -j2
eq "rerun redoes nothing" "$(grep -c '^extract\|^tokenize\|^cluster' "$TMP/.out")" 0

echo "now: a build killed midway, then stopped by a full disk, resumed"
setsid $MK WARCS=w OUT=o2 $SET -j2 >kill.log 2>&1 &
pid=$!
i=0
while [ ! -f o2/stats/a.filter.json ] && [ $i -lt 300 ]; do sleep 0.1; i=$((i + 1)); done
kill -TERM -"$pid"
wait "$pid"
# the kill lands anywhere after the filter (a fast machine may even finish
# the build first, a slow one may have tokenized all but one file), so the
# steps after the filter are undone by hand: the full disk below must stop
# a build with work left; what the kill left half-written stays
find o2/stats -name '*.json' ! -name '*.extract.json' ! -name '*.filter.json' -delete
rm -rf o2/dedup o2/shards o2/tok.json o2/report.md o2/report.html o2/blend.txt
# The disk fills: o2 moves onto a tmpfs with 128 KiB free, in a mount
# namespace of the script's own (the mount is gone when it ends, however it
# ends); the build stops with the command's message; the tmpfs grows (space
# freed) and the build resumes; o2 is copied back with its times.
cat >full.sh <<EOF
mv o2 o2.pre && mkdir o2 && mount -t tmpfs -o size=64m tmpfs o2 || { rmdir o2; mv o2.pre o2; exit 3; }
cp -a o2.pre/. o2/ && rm -rf o2.pre
used=\$(df -k o2 | awk 'NR == 2 {print \$3}')
mount -o remount,size=\$((used + 128))k o2 || exit 4
$MK WARCS=w OUT=o2 $SET -j2 >full.out 2>full.err; echo \$? >full.rc
mount -o remount,size=64m o2 || exit 4
ls o2/stats >before.txt
$MK WARCS=w OUT=o2 $SET -j2 >resume.out 2>resume.err; echo \$? >resume.rc
mkdir o2.post && cp -a o2/. o2.post/
EOF
if unshare -m sh full.sh >unshare.err 2>&1; then
	rmdir o2 && mv o2.post o2
	eq "full disk: the build fails" "$(cat full.rc)" 2
	grep -q "No space left on device" full.err && pass_ || fail_ "full disk: no message: $(cat full.err)"
	eq "resume after the disk was freed" "$(cat resume.rc)" 0
	cp resume.out "$TMP/.out"
else
	echo "skip: no tmpfs in a mount namespace (unshare -m sh full.sh: $(tail -n 1 unshare.err)); a failing mtok stands for the full disk"
	rm -rf o2.post
	mkdir bin
	for c in mextract mscore mdedup mdecon; do ln -s "$BIN/$c" "bin/$c"; done
	printf '#!/bin/sh\necho "mtok: o2/tok.json: No space left on device" >&2\nexit 1\n' >bin/mtok
	chmod +x bin/mtok
	fails "build fails" 2 $MK WARCS=w OUT=o2 $SET BIN="$TMP/bin"
	grep -q "No space left on device" "$TMP/.err" && pass_ || fail_ "the failing command's message was not shown"
	ls o2/stats >before.txt
	ok "resume" $MK WARCS=w OUT=o2 $SET -j2
fi
# a step whose stats file was there before the resume is not redone
eq "resume redoes no step that was done" \
	"$(grep -E '^(extract|filter|sig) ' "$TMP/.out" | while read -r s x; do grep -qx "$x.$s.json" before.txt && echo "$s $x"; done)" ""
[ -s o2/report.html ] && pass_ || fail_ "no o2/report.html after the resume"
for w in a b c; do
	for x in bin idx; do
		cmp -s "o1/shards/$w.$x" "o2/shards/$w.$x" && pass_ || fail_ "o2/shards/$w.$x differs after resume"
	done
done
cmp -s o1/tok.json o2/tok.json && pass_ || fail_ "o2/tok.json differs after resume"
ok "nothing left to do" $MK WARCS=w OUT=o2 $SET
grep -q "Nothing to be done" "$TMP/.out" && pass_ || fail_ "o2 copied back is not up to date: $(head -n 3 "$TMP/.out")"
# one intermediate deleted: its step and those after it are redone, same
# shards; and OUT's decon index is one of an older mdecon (version 1 in its
# header, as after an upgrade), which mdecon refuses: it is built again
# before the counts, which would fail on it
rm o2/stats/b.filter.json o2/kept/b.jsonl.zst
printf '\001' | dd of=o2/decon/tasks.idx bs=1 seek=8 conv=notrunc 2>/dev/null
fails "mdecon refuses a version 1 index" 1 mdecon --index o2/decon/tasks.idx </dev/null
grep -q "index of an older mdecon" "$TMP/.err" && pass_ || fail_ "no older-index message: $(cat "$TMP/.err")"
ok "rebuild a deleted intermediate" $MK WARCS=w OUT=o2 $SET -j2
grep -q '^filter   b' "$TMP/.out" && pass_ || fail_ "filter b not redone"
grep -q '^filter   a' "$TMP/.out" && fail_ "filter a redone" || pass_
grep -q '^decon    index of' "$TMP/.out" && pass_ || fail_ "the refused index was not built again"
grep -q "cc.mk: mdecon: o2/decon/tasks.idx: index of an older mdecon.*building it again" "$TMP/.err" &&
	pass_ || fail_ "the refused index not named: $(cat "$TMP/.err")"
ok "the index built again" mdecon --index o2/decon/tasks.idx </dev/null
for w in a b c; do
	cmp -s "o1/shards/$w.bin" "o2/shards/$w.bin" && pass_ || fail_ "o2/shards/$w.bin differs after the rebuild"
done

echo "now: bad folders"
fails "empty folder" 2 $MK WARCS=empty OUT=o4
grep -q "no WARC files" "$TMP/.err" && pass_ || fail_ "empty folder message: $(cat "$TMP/.err")"
[ -e o4 ] && fail_ "o4 made for an empty folder" || pass_
fails "no such folder" 2 $MK WARCS=nowhere OUT=o4
grep -q "nowhere: no such directory" "$TMP/.err" && pass_ || fail_ "missing folder message: $(cat "$TMP/.err")"
mkdir wbad && : >"wbad/a b.warc.gz"
fails "a name make cannot take" 2 $MK WARCS=wbad OUT=o4
grep -q '"a b.warc.gz"; rename them' "$TMP/.err" && pass_ || fail_ "bad name message: $(cat "$TMP/.err")"
fails "no WARCS" 2 $MK OUT=o4
grep -q "WARCS is not set" "$TMP/.err" && pass_ || fail_ "no WARCS message: $(cat "$TMP/.err")"

echo "now: the page in a browser"
browser=$(command -v chromium || command -v chromium-browser)
if [ -z "$browser" ]; then
	echo "skip: no chromium (scripts/deps.sh installs it): report.html not loaded in a browser"
else
	timeout 60 "$browser" --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$TMP/chromium" \
		--dump-dom "file://$TMP/o1/report.html" >dom.html 2>chromium.err
	[ -s dom.html ] && pass_ || fail_ "chromium printed no DOM: $(tail -n 3 chromium.err)"
	eq "plots in the DOM" "$(grep -o '<svg' dom.html | wc -l | awk '{print ($1 >= 5)}')" 1
	grep -q 'id="funnel"' dom.html && pass_ || fail_ "no funnel plot in the DOM"
	has "DOM total tokens" "$tot" dom.html
	has "DOM extracted" "$ext" dom.html
	grep -q "c.warc.gz: offset" dom.html && pass_ || fail_ "the DOM does not name the damaged WARC"
fi
done_tests
