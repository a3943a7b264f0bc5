#!/bin/sh
# mtrain's CPU trainer against the same model in PyTorch on the CPU
# (tests/bench/mtrain_cpu_peer.py: same GPT, float32, AdamW, clipping, the
# same batch), on tinyshakespeare through GPT-2 BPE (mtok), at 1 and 2
# threads. Prints the median tokens/s of each over the steps after the
# warm-up, ours / torch as a ratio, and the peak RSS of each process
# (/usr/bin/time). Then data parallel: 2 ranks of 1 thread under mpirun
# against torch.distributed, with and without the sharded optimizer.
#
#   sh tests/bench/bench_mtrain_cpu.sh [STEPS [BATCH [THREADS...]]]
#                                      (default 8 steps, batch 8, threads 1 2)
#
# Model: 4 layers, 4 heads, dim 256, seq 256, vocab 50257 (16.1M parameters,
# 12.9M of them the tied embedding: the output projection is most of the
# FLOPs). Both link the same OpenBLAS (Debian's torch through libblas.so.3);
# the peer gets OPENBLAS_NUM_THREADS and torch.set_num_threads = the thread
# count, mtrain -j. Not run by `make test`: minutes, and timing is noisy on
# a shared machine (compare the ratio, measured in the same run).
cd "$(dirname "$0")/../.." || exit 2
STEPS=${1:-8}
B=${2:-8}
if [ $# -ge 2 ]; then shift 2; else shift $#; fi   # dash: a shift past the end exits
THREADS=${*:-1 2}
WARMUP=2
S=${MTK_SHARED:-../shared}
MODEL="--layers 4 --heads 4 --dim 256 --seq 256"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

py=""
for p in python3 /usr/bin/python3; do
	if [ -z "$py" ] && $p -c 'import torch, numpy' 2>/dev/null; then py=$p; fi
done
if [ -z "$py" ]; then
	echo "bench_mtrain_cpu: skipped: no python3 with torch and numpy (scripts/deps.sh installs python3-torch)"
	exit 0
fi
[ -x /usr/bin/time ] || { echo "bench_mtrain_cpu: needs /usr/bin/time (apt-get install time)"; exit 1; }
make -s build/bin/mtrain build/bin/mtok || exit 1
build/bin/mtok --vocab "$S/data/gpt2" --lines --append-eod -o "$tmp/tok" "$S/data/text/tinyshakespeare.txt" || exit 1
bin=$(ls "$tmp"/tok*.bin | head -n 1)
prefix=${bin%.bin}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print 0 }'; }

echo "model: $MODEL --vocab 50257, batch $B, $STEPS steps (median after $WARMUP); $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
rows=""
# one row: its label, the thread count, mtrain's launcher words (before the
# binary) and extra flags, the peer's extra flags
pair() {
	label=$1 j=$2 launch=$3 mflags=$4 pflags=$5
	echo "== $launch mtrain --device cpu -j $j $mflags"
	# shellcheck disable=SC2086
	/usr/bin/time -f '%M' -o "$tmp/m.rss" $launch build/bin/mtrain --data "$prefix" --device cpu $MODEL \
		--batch "$B" --global-batch "$B" --steps "$STEPS" -j "$j" $mflags --log "$tmp/m.jsonl" 2>"$tmp/m.err" ||
		{ echo "mtrain failed:"; tail -n 20 "$tmp/m.err"; exit 1; }
	tail -n 2 "$tmp/m.err"
	m=$(awk -F'"tokens_per_s":' -v w=$WARMUP 'NR > w { split($2, a, ","); print a[1] }' "$tmp/m.jsonl" | median)

	echo "== mtrain_cpu_peer.py (torch) --threads $j $pflags"
	# shellcheck disable=SC2086
	OPENBLAS_NUM_THREADS=$j OMP_NUM_THREADS=$j /usr/bin/time -f '%M' -o "$tmp/t.rss" \
		$py tests/bench/mtrain_cpu_peer.py --data "$prefix" $MODEL --vocab 50257 --batch "$B" \
		--steps "$STEPS" --warmup $WARMUP --threads "$j" $pflags >"$tmp/t.out" 2>&1 ||
		{ echo "the torch peer failed:"; tail -n 20 "$tmp/t.out"; exit 1; }
	head -n 1 "$tmp/t.out"; tail -n 2 "$tmp/t.out" | head -n 1
	t=$(sed -n 's/^RESULT tok_s=\([0-9.]*\).*/\1/p' "$tmp/t.out")
	rows="$rows$label $m $t $(tail -n 1 "$tmp/m.rss") $(tail -n 1 "$tmp/t.rss")
"
}
for j in $THREADS; do
	pair "$j" "$j" "" "" ""
done
# Data parallel, 2 ranks of 1 thread, half the batch each: mpirun against
# torch.distributed (gloo, DistributedDataParallel), then the sharded
# optimizers (--distributed-optimizer, ZeroRedundancyOptimizer). RSS is
# mpirun's and the spawning process's: the ranks are their children, and
# /usr/bin/time reports the largest of the tree's processes.
if command -v mpirun >/dev/null; then
	export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
	pair "2x1-dp" 1 "mpirun -np 2" "--batch $((B / 2))" "--ranks 2"
	pair "2x1-zero" 1 "mpirun -np 2" "--batch $((B / 2)) --distributed-optimizer" "--ranks 2 --zero"
fi

echo
printf '%-8s %12s %12s %8s %14s %14s\n' threads "mtrain tok/s" "torch tok/s" ratio "mtrain RSS MiB" "torch RSS MiB"
printf '%s' "$rows" | while read -r j m t mr tr; do
	printf '%-8s %12.0f %12.0f %8s %14.0f %14.0f\n' "$j" "$m" "$t" \
		"$(awk -v a="$m" -v b="$t" 'BEGIN { if (b > 0) printf "%.2fx", a / b; else print "-" }')" \
		"$(awk -v k="$mr" 'BEGIN { print k / 1024 }')" "$(awk -v k="$tr" 'BEGIN { print k / 1024 }')"
done
echo "(ratio = mtrain tok/s / torch tok/s: above 1, mtrain is faster)"
