#!/bin/sh
# mtrain speed on a GPU: GPT-2 d12 at T = 1024 on --device cuda, against the
# PyTorch peer (../shared/tools/torch_gpt2_bench.py: nanoGPT-style, bf16
# autocast, flash SDPA, fused AdamW, torch.compile) on the same tokens, at
# the same micro-batch, in the same run. Prints the median tok/s and MFU of
# each after warm-up, and ours / torch as a ratio; then the per-op figures of
# build/bench/nn_ops_bench at the same shapes.
#
#   sh tests/bench/bench_mtrain_gpu.sh [BATCH [STEPS [MODEL]]]   (default 16, 30, d12)
#
# MODEL is d12, d24, d36 or d48 (the issue's targets: d12 at B=64, d48 for
# MFU). Peak memory of each: the most nvidia-smi saw in use on the GPU
# while it ran (sampled every 200 ms; the CUDA context included for both).
#
# Without a GPU (or without CUDA in the build) it says why and exits 0.
# MTK_CUDA_MATH (fp32, tf32, bf16) picks mtrain's matmul precision;
# MTK_NO_MAKE=1 uses the binaries as they are (scripts/gpu-check.sh).
cd "$(dirname "$0")/../.." || exit 2
B=${1:-16}
STEPS=${2:-30}   # the peer takes its median over the steps after the 10th
MODEL=${3:-d12}
S=${MTK_SHARED:-../shared}
[ -d "$S/data" ] || S=shared
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

if ! command -v nvidia-smi >/dev/null 2>&1 || ! nvidia-smi -L 2>/dev/null | grep -q GPU; then
	echo "bench_mtrain_gpu: skipped: no NVIDIA GPU on this machine"
	exit 0
fi
[ -n "$MTK_NO_MAKE" ] || make -s build/bin/mtrain build/bin/mtok build/bench/nn_ops_bench || exit 1
if ! build/bench/nn_ops_bench 1 64 1 >"$tmp/probe" 2>&1 || grep -q skipped "$tmp/probe"; then
	echo "bench_mtrain_gpu: skipped: the CUDA backend is not usable here:"
	cat "$tmp/probe"
	exit 0
fi
nvidia-smi -L

# tokens: wikitext-2 test and tinyshakespeare through GPT-2 BPE (about 600K)
cat "$S/data/text/wikitext-2-raw-test.txt" "$S/data/text/tinyshakespeare.txt" >"$tmp/text.txt"
build/bin/mtok --vocab "$S/data/gpt2" --lines --append-eod -o "$tmp/tok" "$tmp/text.txt" || exit 1
bin=$(ls "$tmp"/tok*.bin | head -n 1)
prefix=${bin%.bin}

# run a command while sampling the GPU's memory in use; the peak (MiB) goes
# to $tmp/peak
peakmem() {
	nvidia-smi --query-gpu=memory.used --format=csv,noheader,nounits -lms 200 >"$tmp/smi" 2>/dev/null &
	sp=$!
	"$@"; rc=$?
	kill $sp 2>/dev/null; wait $sp 2>/dev/null
	sort -n "$tmp/smi" | tail -n 1 >"$tmp/peak"
	return $rc
}

# median of a column over the steps after the first 5 (warm-up, cuBLAS autotuning)
median() { sort -g | awk '{ v[NR] = $1 } END { if (NR) print v[int((NR + 1) / 2)]; else print 0 }'; }

echo "== mtrain --device cuda --model $MODEL --seq 1024 --batch $B, $STEPS steps (activations ${MTK_CUDA_ACT:-bf16})"
if peakmem build/bin/mtrain --data "$prefix" --device cuda --model "$MODEL" --seq 1024 --batch "$B" --global-batch "$B" \
	--steps "$STEPS" --eval-every 0 --log "$tmp/m.jsonl" 2>"$tmp/m.err"; then
	tail -n 3 "$tmp/m.err"
else
	echo "mtrain failed:"; tail -n 20 "$tmp/m.err"
fi
m_tps=$(awk -F'"tokens_per_s":' 'NR > 5 && NF > 1 { split($2, a, ","); print a[1] }' "$tmp/m.jsonl" 2>/dev/null | median)
m_mfu=$(awk -F'"mfu":' 'NR > 5 && NF > 1 { split($2, a, ","); print a[1] * 100 }' "$tmp/m.jsonl" 2>/dev/null | median)
m_mem=$(cat "$tmp/peak")

echo "== torch_gpt2_bench.py --model $MODEL -b $B -t 1024 --steps $STEPS"
t_tps=0; t_mfu=0; t_mem=0
if python3 -c 'import torch; assert torch.cuda.is_available()' 2>/dev/null; then
	peakmem python3 "$S/tools/torch_gpt2_bench.py" --model "$MODEL" --data "$bin" -b "$B" -t 1024 --steps "$STEPS" >"$tmp/t.out" 2>&1
	t_mem=$(cat "$tmp/peak")
	grep RESULT "$tmp/t.out" || tail -n 20 "$tmp/t.out"
	res=$(grep '^RESULT ' "$tmp/t.out" | sed 's/^RESULT //')
	if [ -n "$res" ]; then
		t_tps=$(printf '%s' "$res" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(r["tok_s_median"])')
		t_mfu=$(printf '%s' "$res" | python3 -c 'import json,sys; r=json.load(sys.stdin); print(100 * r["mfu_median"])')
	fi
else
	echo "(torch with CUDA not found: peer figures missing)"
fi

printf '%-10s %14s %8s %10s\n' "$MODEL B=$B" "tok/s" "MFU %" "mem MiB"
printf '%-10s %14.0f %8.1f %10.0f\n' mtrain "$m_tps" "$m_mfu" "${m_mem:-0}"
printf '%-10s %14.0f %8.1f %10.0f\n' torch "$t_tps" "$t_mfu" "$t_mem"
awk -v a="$m_tps" -v b="$t_tps" 'BEGIN { if (b > 0) printf "ratio mtrain/torch (tok/s): %.3f\n", a / b }'

echo "== per-op figures (build/bench/nn_ops_bench 8 1024)"
build/bench/nn_ops_bench 8 1024
