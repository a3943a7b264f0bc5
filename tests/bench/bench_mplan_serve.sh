#!/bin/sh
# mplan --serve's predicted decode step and memory against msample's on this
# machine's CPU: mplan calibrate (-j 1, at the model's shapes), then a model
# of that shape (initialised, one step of mtrain), and msample generating N
# tokens after a one-token prompt for B samples decoded together (--samples
# B, B in BATCHES), twice: -n 1 and -n N+1, so that loading the checkpoint
# cancels and the difference is N decode steps with the key/value cache.
# Printed per B: the predicted step (mplan --serve --prompt-len 1 --gen N
# --batch B) next to the measured one, their ratio, the memory (predicted;
# msample's is held exactly by tests/unit/test_nn_plan.c), and the peer in
# the same run: PyTorch generating B sequences together with a key/value
# cache on one thread, the same shape (tests/bench/torch_decode.py), as a
# ratio to msample's measured step; then the same for one sequence on two
# tensor ranks (mpirun -np 2 msample, mplan --serve --tp 2), PyTorch on two
# threads beside it. Not a test:
# timing on a loaded shared machine is noisy.
#
#   sh tests/bench/bench_mplan_serve.sh [N [BATCHES]]   (default 128, "1 4 8")
cd "$(dirname "$0")/../.." || exit 2
N=${1:-128}
BATCHES=${2:-1 4 8}
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
now() { date +%s.%N; }
secs() { t0=$(now); "$@" >/dev/null || exit 1; t1=$(now); echo "$t1 - $t0" | bc -l; }
torch=
for py in python3 /usr/bin/python3; do
	[ -z "$torch" ] && $py -c 'import torch' 2>/dev/null && torch=$py
done
printf "%-34s %12s %12s %7s %12s %s\n" "d12 shape, vocab 256" "predicted ms" "measured ms" "ratio" "pred. mem" \
	"PyTorch ms (PyTorch/msample)"
for b in $BATCHES; do
	pred=$($BIN/mplan --serve --gpu "$tmp/cpu.txt" $SHAPE --vocab 256 --seq "$SEQ" --gpus 1 --prompt-len 1 \
		--gen "$N" --batch "$b" | awk -v b="$b" '$2 == 1 && $3 == 1 && $4 == b && $5 == 1 { print $10, $6, $7 }')
	one=$(secs $BIN/msample --ckpt "$tmp/ck/model.ckpt" -n 1 --samples "$b")
	all=$(secs $BIN/msample --ckpt "$tmp/ck/model.ckpt" -n $((N + 1)) --samples "$b")
	peer=-
	[ -n "$torch" ] && { peer=$($torch tests/bench/torch_decode.py 12 12 768 256 "$N" "$b") || peer=-; }
	echo "$pred $one $all $peer" | awk -v n="$N" -v b="$b" '{ meas = ($5 - $4) / n * 1000
		peer = $6 == "-" ? "not installed (sh scripts/deps.sh bench)" : sprintf("%.2f (%.2fx)", $6, $6 / meas)
		printf "%-34s %12.2f %12.2f %7.2f %9s %s %s\n", "a decode step, batch " b, $1, meas, $1 / meas, $2, $3, peer }'
done
# two tensor ranks (mpirun -np 2 msample), one sequence: the all-reduces
# over MPI on top of half the weights each
if command -v mpirun >/dev/null; then
	mpi="mpirun --allow-run-as-root --oversubscribe -np 2"
	pred=$($BIN/mplan --serve --gpu "$tmp/cpu.txt" $SHAPE --vocab 256 --seq "$SEQ" --gpus 2 --tp 2 --prompt-len 1 \
		--gen "$N" --batch 1 | awk '$2 == 2 && $3 == 1 && $4 == 1 { print $10, $6, $7 }')
	one=$(secs $mpi $BIN/msample --ckpt "$tmp/ck/model.ckpt" -n 1)
	all=$(secs $mpi $BIN/msample --ckpt "$tmp/ck/model.ckpt" -n $((N + 1)))
	peer=-
	[ -n "$torch" ] && { peer=$($torch tests/bench/torch_decode.py 12 12 768 256 "$N" 1 2) || peer=-; }
	echo "$pred $one $all $peer" | awk -v n="$N" '{ meas = ($5 - $4) / n * 1000
		peer = $6 == "-" ? "not installed (sh scripts/deps.sh bench)" : sprintf("%.2f (%.2fx, two threads)", $6, $6 / meas)
		printf "%-34s %12.2f %12.2f %7.2f %9s %s %s\n", "a decode step, tp 2, batch 1", $1, meas, $1 / meas, $2, $3, peer }'
fi
