#!/bin/sh
# make demo: the whole pipeline on the sample shipped in data/ (20 real
# article pages in a Common-Crawl-style WARC), on this machine's CPU:
#   WARC -> documents -> quality scores -> dedup -> benchmark decontamination
#   (with ../shared/data/benchmarks when it is there) -> a BPE tokenizer
#   trained on them -> Megatron shards -> a tiny GPT trained for 300 steps
#   -> text sampled from it, and a picture of the run (scripts/mplot, gnuplot:
#   build/demo/run.png; the README's docs/demo-run.png is one, drawn by
#   `scripts/mplot --size 800x560 -o docs/demo-run.png build/demo/train.jsonl`).
# Everything is written under build/demo/.
set -e
cd "$(dirname "$0")/.."
B=build/bin
D=build/demo
rm -rf "$D"
mkdir -p "$D"
step() { printf '\n== %s\n' "$*"; }
j=$(nproc 2>/dev/null || echo 1)

step "mextract: WARC -> JSONL documents"
$B/mextract -j "$j" --stats "$D/extract.stats.json" -o "$D/docs.jsonl" data/sample.warc.gz
cat "$D/extract.stats.json"
echo "first documents (text cut at 300 bytes):"
head -n 2 "$D/docs.jsonl" | cut -c 1-420

step "mscore: Gopher/C4/FineWeb quality rules, annotated"
$B/mscore -j "$j" --rules all --stats "$D/score.stats.json" -o "$D/scored.jsonl" "$D/docs.jsonl"
cat "$D/score.stats.json"

step "mdedup: exact + MinHash-LSH fuzzy dedup"
$B/mdedup --exact --fuzzy --removed "$D/removed.jsonl" --stats "$D/dedup.stats.json" \
	-o "$D/dedup.jsonl" "$D/scored.jsonl"
cat "$D/dedup.stats.json"

BENCH=${MTK_SHARED:-../shared}/data/benchmarks
if [ -d "$BENCH" ]; then
	step "mdecon: remove benchmark 13-grams (every benchmark in $BENCH)"
	$B/mdecon -j "$j" -b "$BENCH" --report "$D/decon.report.jsonl" --stats "$D/decon.stats.json" \
		-o "$D/clean.jsonl" "$D/dedup.jsonl"
	echo "report summary (benchmarks with removals, then the total):"
	grep '"summary":"task"' "$D/decon.report.jsonl" | grep -v '"docs":0,' || true
	grep '"summary":"total"' "$D/decon.report.jsonl"
else
	step "mdecon: skipped ($BENCH not found)"
	cp "$D/dedup.jsonl" "$D/clean.jsonl"
fi

step "mtok train: a 1,024-token byte-level BPE vocabulary from the documents"
$B/mtok train --vocab-size 1024 --special '<|endoftext|>' -o "$D/tok.json" "$D/clean.jsonl"

step "mtok: documents -> Megatron shards"
mkdir -p "$D/shards"
$B/mtok -j "$j" --vocab "$D/tok.json" --append-eod -o "$D/shards/demo" "$D/clean.jsonl"
$B/mtok stats "$D/shards/demo"

# the GPU when there is one and the build has the CUDA backend (the demo's
# binaries then link libcudart), else the CPU
dev=cpu
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L 2>/dev/null | grep -q GPU &&
	ldd $B/mtrain 2>/dev/null | grep -q libcudart; then
	dev=cuda
fi
step "mtrain: a tiny GPT (2 layers, 128 wide, 0.5M parameters) on the shards, $dev"
$B/mtrain --data "$D/shards/demo" --device $dev --vocab 1024 --layers 2 --heads 4 --dim 128 --seq 128 \
	--batch 8 --steps 300 --lr 3e-3 --warmup 20 --seed 1 -j "$j" --eval-every 25 --eval-batches 4 \
	--log "$D/train.jsonl" --ckpt "$D/ckpt" 2>"$D/train.log" || { cat "$D/train.log"; exit 1; }
awk '!/^step/ || $2 ~ /^(1|50|100|150|200|250|300)\//' "$D/train.log"

step "mplot: a picture of the run (loss, validation loss, learning rate, tokens/s, MFU)"
scripts/mplot -o "$D/run.png" "$D/train.jsonl"
echo "$D/run.png"

step "msample: text from the trained model"
$B/msample --ckpt "$D/ckpt/model.ckpt" --vocab "$D/tok.json" --text "The" -n 80 \
	--temperature 0.8 --top-k 40 --seed 1
echo
echo
echo "demo done: outputs in $D/ (docs.jsonl, scored.jsonl, dedup.jsonl, clean.jsonl, decon.report.jsonl, tok.json, shards/, train.jsonl, run.png, ckpt/)"
