#!/bin/sh
# The pipeline bubble measured against the schedule's: mtrain --pp P
# [--virtual-stages V] with m micro-batches a step on the CPU, traced
# (--trace), and each rank's idle time over its busy time in steps 2-4
# (scripts/mtrace) next to Narayanan et al. 2021's (P - 1)/(V m). Equal
# stages: 8 layers, a vocabulary of 256 so that the embedding and the
# classifier weigh little. A layout runs only when every stage has a
# core of its own (nproc >= P; ranks that share a core take turns, and
# the bubble is then the scheduler's). Not a test: timing on a shared
# machine is noisy.
#
#   sh tests/bench/bench_pipe_bubble.sh
cd "$(dirname "$0")/../.." || exit 2
S=${MTK_SHARED:-../shared}
BIN=build/bin
text=$S/data/text/tinyshakespeare.txt
if ! command -v mpirun >/dev/null || ! command -v python3 >/dev/null || [ ! -f "$text" ]; then
	echo "bench_pipe_bubble: skipped: needs mpirun, python3 and $text"
	exit 0
fi
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
python3 tests/cli/byte_shard.py "$text" "$tmp/sh"
cores=$(nproc)
M="--data $tmp/sh --layers 8 --heads 4 --dim 256 --vocab 256 --seq 128 --batch 2 --steps 4 -j 1 -q"
printf '%-24s %10s %10s %10s %8s\n' layout "bubble" "worst" "(P-1)/(Vm)" ratio
for l in "2 1 4" "2 1 8" "2 2 4" "2 2 8" "4 1 8" "4 2 8" "8 1 16"; do
	set -- $l
	p=$1 v=$2 m=$3
	name="P $p V $v m $m"
	if [ "$p" -gt "$cores" ]; then
		printf '%-24s skipped: %d stages on %d cores\n' "$name" "$p" "$cores"
		continue
	fi
	if ! mpirun -np "$p" $BIN/mtrain $M --pp "$p" --virtual-stages "$v" --global-batch $((2 * m)) \
		--trace "$tmp/t.json" 2>"$tmp/err"; then
		printf '%-24s failed: %s\n' "$name" "$(head -1 "$tmp/err")"
		continue
	fi
	python3 scripts/mtrace --steps 2:4 "$tmp/t.json" | awk -v n="$name" -v p="$p" -v v="$v" -v m="$m" '
		$1 == "rank" && $2 ~ /^[0-9]+$/ { s += $NF; k++; if ($NF > w) w = $NF }
		END { f = (p - 1) / (v * m); printf "%-24s %10.4f %10.4f %10.4f %8.2f\n", n, s / k, w, f, (s / k) / f }'
done
