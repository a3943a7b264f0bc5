#!/bin/sh
# make demo: the sample shipped in data/ (20 real article pages in a
# Common-Crawl-style WARC) through pipelines/cc.mk, the dataset build a data
# engineer points at a folder of WARC files, on this machine's CPU:
#   WARC -> documents -> quality filter -> dedup -> benchmark decontamination
#   (with ../shared/data/benchmarks when it is there) -> a BPE tokenizer
#   trained on them -> Megatron shards -> the report (build/demo/report.md,
#   report.html) and the blend file; then the blend's table (mtok stats),
#   a tiny GPT trained on it for 80 steps, text sampled from it, and a
#   picture of the run (scripts/mplot, gnuplot: build/demo/run.png; the
#   README's docs/demo-run.png is one, drawn by
#   `scripts/mplot --size 800x560 -o docs/demo-run.png build/demo/train.jsonl`).
# About half a minute on 2 cores. Everything is written under build/demo/.
set -e
cd "$(dirname "$0")/.."
B=build/bin
D=build/demo
rm -rf "$D"
mkdir -p "$D"
step() { printf '\n== %s\n' "$*"; }
j=$(nproc 2>/dev/null || echo 1)

BENCH=${MTK_SHARED:-../shared}/data/benchmarks
[ -d "$BENCH" ] || BENCH=
step "pipelines/cc.mk: data/*.warc.gz -> $D/shards/ and the report"
echo "make -f pipelines/cc.mk WARCS=data OUT=$D${BENCH:+ BENCH=$BENCH} VOCAB_SIZE=1024 THREADS=$j -j $j"
# a make of its own, not a sub-make of `make demo` (its -j and jobserver)
(unset MAKEFLAGS MFLAGS MAKELEVEL
 make --no-print-directory -f pipelines/cc.mk WARCS=data OUT="$D" ${BENCH:+BENCH="$BENCH"} \
	VOCAB_SIZE=1024 THREADS="$j" BIN="$PWD/$B" -j "$j")

step "the report's summary ($D/report.md; with plots: $D/report.html)"
awk '/^## /{show = $0 ~ /^## (Summary|Funnel)/} show' "$D/report.md"

# the blend the report wrote, as mtrain will draw from it
steps=80 batch=8 seq=128
step "mtok stats: the blend $D/blend.txt, for $steps steps of $batch x $seq tokens"
$B/mtok stats --train-tokens $((steps * batch * seq)) "@$D/blend.txt"

# the GPU when there is one and the build has the CUDA backend (the demo's
# binaries then link libcudart), else the CPU
dev=cpu
if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L 2>/dev/null | grep -q GPU &&
	ldd $B/mtrain 2>/dev/null | grep -q libcudart; then
	dev=cuda
fi
step "mtrain: a tiny GPT (2 layers, 128 wide, 0.5M parameters) on the blend, $dev"
$B/mtrain --data "@$D/blend.txt" --device $dev --vocab 1024 --layers 2 --heads 4 --dim 128 --seq $seq \
	--batch $batch --steps $steps --lr 3e-3 --warmup 8 --seed 1 -j "$j" --eval-every 20 --eval-batches 4 \
	--log "$D/train.jsonl" --ckpt "$D/ckpt" 2>"$D/train.log" || { cat "$D/train.log"; exit 1; }
awk '!/^step/ || $2 ~ /^(1|20|40|60|80)\//' "$D/train.log"

step "mplot: a picture of the run (loss, validation loss, learning rate, tokens/s, MFU)"
scripts/mplot -o "$D/run.png" "$D/train.jsonl"
echo "$D/run.png"

step "msample: text from the trained model"
$B/msample --ckpt "$D/ckpt/model.ckpt" --vocab "$D/tok.json" --text "The" -n 80 \
	--temperature 0.8 --top-k 40 --seed 1
echo
echo
echo "demo done: outputs in $D/ (each step's documents, shards/, tok.json, stats/, report.md, report.html, blend.txt, train.jsonl, run.png, ckpt/)"
