#!/bin/sh
# mplan --serve's predicted decode step and memory against msample's on this
# machine's CPU: mplan calibrate (-j 1, at the model's shapes), then a model
# of that shape (initialised, one step of mtrain), and msample generating N
# tokens after a one-token prompt, twice: -n 1 and -n N+1, so that loading
# the checkpoint cancels and the difference is N decode steps with the
# key/value cache. Printed: the predicted step (mplan --serve --prompt-len 1
# --gen N --batch 1) next to the measured one, their ratio, and the memory
# (predicted; msample's is held exactly by tests/unit/test_nn_plan.c). The
# peer in the same run: PyTorch generating with a key/value cache on one
# thread, the same shape (tests/bench/torch_decode.py), beside msample's
# measured step. Not a test: timing on a loaded shared machine is noisy.
#
#   sh tests/bench/bench_mplan_serve.sh [N]     (default 128)
cd "$(dirname "$0")/../.." || exit 2
N=${1:-128}
S=${MTK_SHARED:-../shared}
BIN=build/bin
text=$S/data/text/tinyshakespeare.txt
if ! command -v python3 >/dev/null || [ ! -f "$text" ]; then
	echo "bench_mplan_serve: skipped: needs python3 and $text"
	exit 0
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
python3 tests/cli/byte_shard.py "$text" "$tmp/sh"
SHAPE="--layers 12 --heads 12 --dim 768"
SEQ=$((N + 1))
$BIN/mplan calibrate -j 1 $SHAPE --seq 256 --batch 2 -o "$tmp/cpu.txt" || exit 1
$BIN/mtrain --data "$tmp/sh" $SHAPE --vocab 256 --seq "$SEQ" --batch 1 --steps 1 -q --ckpt "$tmp/ck" || exit 1
echo "bench_mplan_serve: load: $(uptime | sed 's/.*load/load/') on $(nproc) cores"
pred=$($BIN/mplan --serve --gpu "$tmp/cpu.txt" $SHAPE --vocab 256 --seq "$SEQ" --gpus 1 --prompt-len 1 \
	--gen "$N" --batch 1 | awk '/^ +1 +1 +1 +1 / { print $10, $6, $7 }')
now() { date +%s.%N; }
secs() { t0=$(now); "$@" >/dev/null || exit 1; t1=$(now); echo "$t1 - $t0" | bc -l; }
one=$(secs $BIN/msample --ckpt "$tmp/ck/model.ckpt" -n 1)
all=$(secs $BIN/msample --ckpt "$tmp/ck/model.ckpt" -n $((N + 1)))
peer=-
for py in python3 /usr/bin/python3; do
	if [ "$peer" = - ] && $py -c 'import torch' 2>/dev/null; then
		peer=$($py tests/bench/torch_decode.py 12 12 768 256 "$N") || peer=-
	fi
done
echo "$pred $one $all $peer" | awk -v n="$N" '{ meas = ($5 - $4) / n * 1000
	printf "%-34s %12s %12s %7s %12s\n", "d12 shape, vocab 256, batch 1", "predicted ms", "measured ms", "ratio", "pred. mem"
	printf "%-34s %12.2f %12.2f %7.2f %9s %s\n", "a decode step (key/value cache)", $1, meas, $1 / meas, $2, $3
	if ($6 == "-") print "peer: PyTorch not installed (sh scripts/deps.sh bench)"
	else printf "%-34s %12s %12.2f %7.2fx (PyTorch ms / msample ms)\n", "PyTorch, one thread, same cache", "", $6, $6 / meas }'
