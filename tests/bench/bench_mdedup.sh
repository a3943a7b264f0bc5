#!/bin/sh
# mdedup benchmark: quality, speed and memory, each next to its reference.
#   quality  a corpus of real documents with near-duplicates made by controlled
#            edits (dedup_corpus.py); dedup_eval measures exact Jaccard of every
#            pair and prints the LSH S-curve next to 1-(1-s^r)^b, recall and
#            precision of candidate pairs at J >= 0.8, and how right mdedup's
#            removals are (without and with --verify)
#   speed    signature MB/s per core (mdedup sig -j 1, text bytes / CPU time)
#            next to a Python+numpy implementation of datatrove's method
#            (minhash_peer.py), measured in the same run
#   memory   peak RSS of `mdedup cluster` on synthetic documents with 10%
#            duplicates (dedup_gen): bytes per document that has a duplicate
#            and per corpus document; `mdedup bucket` with --mem 64M (sorted
#            runs spilled and merged) next to all in memory (--mem 0): peak RSS,
#            time, the same pairs. MTK_BENCH_DEDUP_N sets the corpus size
#            (default 1000000; 10000000 needs ~10 GB of disk and a few minutes)
# Not a test: prints figures, fails only if a command fails.
cd "$(dirname "$0")/../.." || exit 2
ROOT=$PWD
SHARED=${MTK_SHARED:-$ROOT/../shared}
M=$ROOT/build/bin/mdedup B=$ROOT/build/bench
N=${MTK_BENCH_DEDUP_N:-1000000}
T=$(mktemp -d "${TMPDIR:-/tmp}/bench_mdedup.XXXXXX")
trap 'rm -rf "$T"' EXIT
set -e
[ -x "$M" ] && [ -x "$B/dedup_eval" ] && [ -x "$B/dedup_gen" ] || { echo "build first: make all"; exit 2; }

echo "== quality: real documents with controlled edits (word 5-grams, 14x8)"
/usr/bin/python3 tests/bench/dedup_corpus.py "$SHARED/data" 4 >"$T/corpus.jsonl"
"$M" --removed "$T/rm.jsonl" -o "$T/kept.jsonl" "$T/corpus.jsonl"
"$B/dedup_eval" --removed "$T/rm.jsonl" "$T/corpus.jsonl"
"$M" --verify --removed "$T/rmv.jsonl" -o "$T/keptv.jsonl" "$T/corpus.jsonl"
printf 'with --verify: '; "$B/dedup_eval" --removed "$T/rmv.jsonl" "$T/corpus.jsonl" | tail -n 1
echo "== quality: NeMo Curator preset (char 24-grams, 20x13)"
"$B/dedup_eval" --shingle chars:24 --bands 20 --rows 13 "$T/corpus.jsonl" | sed -n '/S-curve/,$p'

echo "== speed: signatures, one core"
cat "$T/corpus.jsonl" "$T/corpus.jsonl" "$T/corpus.jsonl" >"$T/speed.jsonl"
best=""
for i in 1 2 3; do
	/usr/bin/time -f "%U %S %e" -o "$T/time" "$M" sig -j 1 --force --stats "$T/sig.json" -o "$T/speed.sig" "$T/speed.jsonl"
	bytes=$(sed 's/.*"bytes":\([0-9]*\).*/\1/' "$T/sig.json")
	r=$(awk -v b="$bytes" '{ printf "%.1f", b / ($1 + $2) / 1e6 }' "$T/time")
	echo "  run $i: $(awk '{print $3}' "$T/time") s wall, $r MB/s of text per CPU second"
	best=$(echo "$best $r" | awk '{ m = 0; for (i = 1; i <= NF; i++) if ($i > m) m = $i; print m }')
done
peer=$(/usr/bin/python3 tests/bench/minhash_peer.py "$T/corpus.jsonl" 3000000)
echo "  $peer"
pr=$(echo "$peer" | sed 's/.*CPU, \([0-9.]*\) MB\/s.*/\1/')
echo "mdedup sig $best MB/s per core vs datatrove-style numpy $pr MB/s: $(awk -v a="$best" -v b="$pr" 'BEGIN{printf "%.1f", a / b}')x"

echo "== memory: cluster on $N synthetic documents, 10% duplicates"
"$B/dedup_gen" "$N" 0.1 60 >"$T/gen.jsonl"
rm -f "$T/speed.jsonl" "$T/speed.sig"
mkdir "$T/pairs"
"$M" sig -j 2 -o "$T/gen.sig" "$T/gen.jsonl"
rm "$T/gen.jsonl"
for b in exact 0 1 2 3 4 5 6 7 8 9 10 11 12 13; do
	/usr/bin/time -f "%M" -o "$T/brss" "$M" bucket --band "$b" -o "$T/pairs/$b.pairs" "$T/gen.sig"
done
echo "  bucket peak RSS $(cat "$T/brss") KB (32 bytes per document)"
echo "== memory: bucket band 0 on $N documents, all in memory vs --mem 64M (external sort)"
for m in 0 64M; do
	/usr/bin/time -f "%M %e" -o "$T/bt$m" "$M" bucket --force --band 0 --mem $m --tmp "$T" --stats "$T/b$m.json" \
		-o "$T/b$m.pairs" "$T/gen.sig"
	echo "  --mem $m: $(awk '{ printf "peak RSS %.1f MB in %s s", $1 / 1024, $2 }' "$T/bt$m"); $(cat "$T/b$m.json")"
done
cmp -s "$T/b0.pairs" "$T/b64M.pairs" && echo "  the same pairs, byte for byte" || echo "  PAIRS DIFFER"
paste "$T/bt64M" "$T/bt0" | awk '{ printf "bucket --mem 64M vs in memory: %.2fx the peak RSS, %.2fx the time\n", $1 / $3, $2 / $4 }'
/usr/bin/time -f "%M %e" -o "$T/crss" "$M" cluster --stats "$T/cl.json" -o "$T/dups.bin" "$T/pairs"/*.pairs
cat "$T/cl.json"; echo
nd=$(sed 's/.*"docs_with_duplicates":\([0-9]*\).*/\1/' "$T/cl.json")
awk -v n="$N" -v nd="$nd" '{ printf "cluster: peak RSS %.1f MB in %s s; %.1f bytes per document with a duplicate (%d), %.2f bytes per corpus document\n", $1 / 1024, $2, $1 * 1024 / nd, nd, $1 * 1024 / n }' "$T/crss"
