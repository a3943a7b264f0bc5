#!/bin/sh
# Run the CUDA backend's kernels on the host (kernels/emu/emu.h) under
# tests/unit/test_nn_cuda*.c: the op-by-op and whole-model comparison with
# the CPU twin, on a machine without a GPU, with fp32 and then bf16
# activation storage (MTK_CUDA_ACT=fp32 or bf16 runs one). `make test` runs
# it through tests/cli/test_cuda_emu.sh (about two minutes of one core); it
# proves nothing about the real device or speed.
# cuBLASLt is emulated too (kernels/emu/cublasLt.h), so the products take
# the cuBLASLt path as on the device (tuned, with the backward's
# epilogues: the defaults); test_nn_cuda runs again with MTK_CUDA_LT=0
# MTK_CUDA_DW_STREAM=0 (GemmEx and the epilogue kernels on one stream) and
# MTK_CUDA_LT_BWD=0 MTK_CUDA_LT_TUNE=0 (the heuristic's first algorithm,
# the backward's epilogues by kernels).
# The emulated GemmEx is exact fp32, so the default math is fp32 (which also
# keeps attention on the fp32 kernels for the 1e-4 comparisons;
# test_nn_cuda_attn asks for the tensor-core path itself).
# Then mtrain itself, linked with the emulated backend: a tiny GPT trained
# for 12 steps with --device cuda (fp32 storage; bf16 storage with the
# tensor-core attention) against --device cpu, the losses compared step by
# step: the whole training path (embedding, layers, head, AdamW, the bf16
# weight copy, clipping, the data loader) through the kernels; then bf16
# on a model of one 64-wide head, the head size the wgmma forward takes
# (the default there), against its own CPU run, with the deterministic
# backward and with the opt-in atomic one. Then, bit
# for bit (losses and checkpoints): the dw products on a second stream
# against one stream, untuned and tuned; and an fp32 run stopped at step 6 and resumed
# under another emulated clock (EMU_TIME_SEED: its own timing picks other
# algorithms, which is checked too) against the uninterrupted run, whose
# cuBLASLt picks it reads from the checkpoint directory. Then msample's
# window path with a batch of samples against the CPU's cached decoding.
# EMU_NO_MTRAIN=1 leaves it out.
#   sh kernels/emu/check.sh [test_nn_cuda test_nn_cuda_shapes test_nn_cuda_attn]
cd "$(dirname "$0")/../.." || exit 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
trap 'exit 129' HUP
mkdir -p "$tmp/kernels"
# kernel<<<grid, block>>>(args) -> emu_launch("kernel", grid, block, kernel, args)
for f in kernels/*.cu kernels/*.cuh kernels/*.h; do
	python3 - "$f" "$tmp/$f" <<'PY' || exit 1
import re, sys
s = open(sys.argv[1]).read()
s = re.sub(r'(\w+(?:<[^<>;()]*>)?)<<<(.*?)>>>\(', lambda m: 'emu_launch("%s", %s, &%s, ' % (m.group(1).replace('"', ''), m.group(2), m.group(1)), s, flags=re.S)
open(sys.argv[2], 'w').write(s)
PY
done
# a line for what runs now: a test stopped by its time limit shows the last
# (tests/run.sh), and the emulator says the launch it was in
now() { echo "now: $*"; }
tests=${*:-test_nn_cuda test_nn_cuda_shapes test_nn_cuda_attn}
export MTK_CUDA_MATH="${MTK_CUDA_MATH:-fp32}"
for t in $tests; do make -s build/tests/unit/$t.o || exit 1; done
make -s build/libmtk.a || exit 1
CXX="g++ -std=c++17 -O1 -g -pthread -Wall -Wno-unknown-pragmas -Wno-unused-function -Wno-unused-parameter"
$CXX -DMTK_EMU -Ikernels/emu -I"$tmp" -Ilib -I. -x c++ -c "$tmp/kernels/ops_cuda.cu" -o "$tmp/ops.o" || exit 1
$CXX -c kernels/emu/emu.cc -o "$tmp/emu.o" || exit 1
rc=0
for t in $tests; do
	# shellcheck disable=SC2046
	g++ -pthread -o "$tmp/$t" build/tests/unit/$t.o "$tmp/ops.o" "$tmp/emu.o" build/libmtk.a \
		-lxml2 -lzstd -ldeflate -lz -lxxhash -lpcre2-8 -lcld2 -lutf8proc -lopenblas \
		$(pkg-config --libs ompi-c 2>/dev/null) -lpthread -lm || exit 1
	now "$t (emulated)"
	"$tmp/$t" || rc=1
done
# the products' other paths: GemmEx and the bias/GELU kernels instead of the
# cuBLASLt epilogues (kernels/emu/cublasLt.h), and cuBLASLt's backward
# epilogues (DGELU, BGRADB) with every product's algorithm timed among the
# heuristic's candidates (MTK_CUDA_LT_TUNE: the timing runs write D, which
# must not show)
case " $tests " in
*" test_nn_cuda "*)
	now "test_nn_cuda (emulated, MTK_CUDA_LT=0 MTK_CUDA_DW_STREAM=0)"
	MTK_CUDA_LT=0 MTK_CUDA_DW_STREAM=0 "$tmp/test_nn_cuda" || rc=1
	now "test_nn_cuda (emulated, MTK_CUDA_LT_BWD=0 MTK_CUDA_LT_TUNE=0)"
	MTK_CUDA_LT_BWD=0 MTK_CUDA_LT_TUNE=0 "$tmp/test_nn_cuda" || rc=1
	;;
esac
[ -n "$EMU_NO_MTRAIN" ] && exit $rc

# mtrain --device cuda (emulated) against --device cpu. Tolerances: fp32
# storage differs from the CPU only in summation order (1e-4 over 12 steps);
# bf16 storage rounds every activation to 8 bits of mantissa (3e-2).
make -s build/cmd/mtrain.o build/bin/mtok || exit 1
# shellcheck disable=SC2046
g++ -pthread -o "$tmp/mtrain" build/cmd/mtrain.o "$tmp/ops.o" "$tmp/emu.o" build/libmtk.a \
	-lxml2 -lzstd -ldeflate -lz -lxxhash -lpcre2-8 -lcld2 -lutf8proc -lopenblas -lbrotlidec \
	$(pkg-config --libs ompi-c 2>/dev/null) -lpthread -lm || exit 1
text=${MTK_SHARED:-../shared}/data/text/tinyshakespeare.txt
now "mtrain --device cuda (emulated) against --device cpu"
if [ ! -f "$text" ]; then
	echo "skipping: $text not found"
	exit $rc
fi
head -c 60000 "$text" >"$tmp/t.txt"
build/bin/mtok train --vocab-size 300 --text -o "$tmp/tok.json" "$tmp/t.txt" 2>/dev/null &&
	build/bin/mtok --vocab "$tmp/tok.json" --text -o "$tmp/sh" "$tmp/t.txt" || exit 1
M="--data $tmp/sh --vocab 300 --layers 2 --heads 2 --dim 32 --seq 32 --batch 4 --steps 12 --warmup 2 --lr 1e-2 --eval-every 0 -q -j 1"
# shellcheck disable=SC2086
"$tmp/mtrain" $M --device cpu --log "$tmp/cpu.jsonl" || exit 1
pass=0 fail=0
# storage:attention:tolerance[:h64|opt]; h64: a model of one 64-wide head,
# opt: the same with the backend's one opt-in, the
# attention backward's dQ by atomics (non-deterministic), its cuBLASLt
# tuning lines on stderr kept out of the log, on a model of one 64-wide
# head (against its own CPU run), so that the forward is the wgmma one (its
# default at head size 64 on sm_90a, as the emulator reports). Its
# learning rate is halved: at 1e-2 its bf16 run drifted 2.6e-2 from the
# CPU's by step 8 with any attention kernels (the emulated mma.sync and
# wgmma ones give the same losses here), near the tolerance; at 5e-3 6e-4.
opts="--attn-bwd atomic"   # mtrain's option for it (the option path into nn_cuda_new)
M64=$(echo "$M" | sed 's/--heads 2 --dim 32/--heads 1 --dim 64/; s/--lr 1e-2/--lr 5e-3/')
# shellcheck disable=SC2086
"$tmp/mtrain" $M64 --device cpu --log "$tmp/cpu64.jsonl" || exit 1
for act in fp32:simt:1e-4 bf16:tc:3e-2 bf16:tc:3e-2:h64 bf16:tc:3e-2:opt; do
	IFS=: read -r a at tol opt <<EOF
$act
EOF
	# the fp32 run keeps its cuBLASLt picks in $tmp/ck (the resume check)
	what="$a storage, $at attention" log=$tmp/$a.jsonl model=$M cpu=$tmp/cpu.jsonl
	[ "$a" = fp32 ] && model="$M --ckpt $tmp/ck"
	[ "$opt" = h64 ] && what="$what, head size 64" log=$tmp/h64.jsonl model=$M64 cpu=$tmp/cpu64.jsonl
	[ "$opt" = opt ] && what="$what, head size 64, $opts" log=$tmp/opt.jsonl model="$M64 $opts" cpu=$tmp/cpu64.jsonl
	now "mtrain: $what"
	# shellcheck disable=SC2086
	if env MTK_CUDA_ACT=$a MTK_CUDA_ATTN=$at MTK_CUDA_MATH=fp32 "$tmp/mtrain" $model --device cuda --log "$log" \
		2>"$tmp/err" && ! grep . "$tmp/err" &&
		awk -v tol="$tol" -v what="$what" -F'"loss":' '
			NR == FNR { split($2, a, ","); want[FNR] = a[1]; n = FNR; next }
			{ split($2, a, ","); d = a[1] - want[FNR]; d = d < 0 ? -d : d; if (d > worst) worst = d; m = FNR }
			END {
				printf "%s: %d steps, loss %.4f -> %.4f, max |cuda - cpu| %.2e (tolerance %s)\n",
					what, m, want[1], want[n], worst, tol
				exit !(m == n && n == 12 && worst <= tol)
			}' "$cpu" "$log"; then
		pass=$((pass + 1))
	else
		cat "$tmp/err"
		echo "FAIL mtrain $what"; fail=$((fail + 1)); rc=1
	fi
done
loss() { sed 's/.*"loss":\([^,]*\),.*/\1/' "$@"; }
same() {   # what, a log, the file of the losses it must have, two checkpoints: all bit for bit
	if [ -s "$2" ] && [ "$(loss "$2")" = "$(cat "$3")" ] && cmp -s "$4" "$5"; then
		echo "$1: the same $(wc -l <"$3") losses and checkpoint bit for bit"; pass=$((pass + 1))
	else
		echo "FAIL mtrain $1: losses or checkpoints differ"; fail=$((fail + 1)); rc=1
	fi
}
F="MTK_CUDA_ACT=fp32 MTK_CUDA_ATTN=simt MTK_CUDA_MATH=fp32"
# the dw products on their own stream, which the emulator runs only when the
# main stream waits for them (kernels/emu/cuda_runtime.h; cuBLASLt's
# products on it too, kernels/emu/cublasLt.h), against one stream: by
# GemmEx and the column-sum kernel on either (MTK_CUDA_LT_TUNE=0
# MTK_CUDA_LT_BWD=0), then by the tuned cuBLASLt plans on either
# (MTK_CUDA_LT_BWD=0: else one stream sums dbias in the dw product's
# epilogue, a plan of its own); the losses and the checkpoint after 4 steps
for U in "MTK_CUDA_LT_TUNE=0 MTK_CUDA_LT_BWD=0" "MTK_CUDA_LT_BWD=0"; do
	now "mtrain: $U, one stream and two"
	rm -rf "$tmp/one" "$tmp/dw"
	# shellcheck disable=SC2086
	env $F $U MTK_CUDA_DW_STREAM=0 "$tmp/mtrain" $M --device cuda --stop-at 4 --ckpt "$tmp/one" --log "$tmp/one.jsonl" &&
		env $F $U MTK_CUDA_DW_STREAM=1 "$tmp/mtrain" $M --device cuda --stop-at 4 --ckpt "$tmp/dw" --log "$tmp/dw.jsonl"
	loss "$tmp/one.jsonl" >"$tmp/want"
	same "fp32 storage, $U, the dw products on a second stream" "$tmp/dw.jsonl" "$tmp/want" "$tmp/one/model.ckpt" \
		"$tmp/dw/model.ckpt"
done
# The tuned picks. fp32 storage, where the emulated algorithms' sum orders
# show in the bits (bf16 products summed in fp32 are mostly exact at these
# sizes): another clock (EMU_TIME_SEED) picks otherwise, and the
# checkpoint after one step differs; a run stopped at 6 and resumed under
# that clock reads the picks of the loop's fp32 run from
# $tmp/ck/cublaslt-tune.txt (said on stderr with MTK_CUDA_LT_TUNE=1 set;
# none timed) and ends with its losses and checkpoint, bit for bit
now "mtrain: the tuned picks, another clock, resumed"
mv "$tmp/ck/model.ckpt" "$tmp/want.ckpt"
loss "$tmp/fp32.jsonl" >"$tmp/want"
# shellcheck disable=SC2086
env $F "$tmp/mtrain" $M --device cuda --stop-at 1 --ckpt "$tmp/s1" &&
	env $F EMU_TIME_SEED=2 "$tmp/mtrain" $M --device cuda --stop-at 1 --ckpt "$tmp/s2"
if [ -s "$tmp/s2/model.ckpt" ] && ! cmp -s "$tmp/s1/model.ckpt" "$tmp/s2/model.ckpt"; then
	echo "EMU_TIME_SEED=2 without the picks: another checkpoint after one step"; pass=$((pass + 1))
else
	echo "FAIL mtrain EMU_TIME_SEED=2 computes what seed 1 did: the resume check below proves nothing"
	fail=$((fail + 1)); rc=1
fi
# shellcheck disable=SC2086
env $F EMU_TIME_SEED=2 MTK_CUDA_LT_TUNE=1 "$tmp/mtrain" $M --device cuda --ckpt "$tmp/ck" --stop-at 6 \
	--log "$tmp/r1.jsonl" 2>"$tmp/err" &&
	env $F EMU_TIME_SEED=2 MTK_CUDA_LT_TUNE=1 "$tmp/mtrain" $M --device cuda --ckpt "$tmp/ck" --resume \
		--log "$tmp/r2.jsonl" 2>>"$tmp/err"
cat "$tmp/r1.jsonl" "$tmp/r2.jsonl" >"$tmp/r.jsonl"
if grep -q "as picked before" "$tmp/err" && ! grep "ms (the heuristic" "$tmp/err"; then
	same "fp32 storage, stopped at 6 and resumed, the picks read back" "$tmp/r.jsonl" "$tmp/want" \
		"$tmp/ck/model.ckpt" "$tmp/want.ckpt"
else
	cat "$tmp/err"
	echo "FAIL mtrain resumed: the picks were not read back"; fail=$((fail + 1)); rc=1
fi
# Full recomputation (bf16 storage, the defaults): the first layer, then
# both, rerun into the shared slot before their backward: the same losses
# and checkpoint as keeping everything, bit for bit
now "mtrain: --recompute"
# shellcheck disable=SC2086
"$tmp/mtrain" $M --device cuda --stop-at 4 --ckpt "$tmp/rc0" --log "$tmp/rc0.jsonl"
loss "$tmp/rc0.jsonl" >"$tmp/want"
for r in full:1 full; do
	# shellcheck disable=SC2086
	"$tmp/mtrain" $M --device cuda --stop-at 4 --recompute $r --ckpt "$tmp/rc$r" --log "$tmp/rc$r.jsonl"
	same "bf16 storage, --recompute $r" "$tmp/rc$r.jsonl" "$tmp/want" "$tmp/rc0/model.ckpt" "$tmp/rc$r/model.ckpt"
done
# msample linked with the emulated backend, which has no key/value cache:
# the samples' windows are recomputed together (one forward of their rows
# a token), sliding past the 32 positions; fp32 storage, three samples
# drawn from their seeds, against the CPU's cached decoding: the same
# tokens (the logits agree to summation order)
now "msample --device cuda (emulated) against --device cpu"
make -s build/cmd/msample.o || exit 1
# shellcheck disable=SC2046
g++ -pthread -o "$tmp/msample" build/cmd/msample.o "$tmp/ops.o" "$tmp/emu.o" build/libmtk.a \
	-lxml2 -lzstd -ldeflate -lz -lxxhash -lpcre2-8 -lcld2 -lutf8proc -lopenblas -lbrotlidec \
	$(pkg-config --libs ompi-c 2>/dev/null) -lpthread -lm || exit 1
S="--ckpt $tmp/want.ckpt --prompt 1,2 -n 40 --seed 3 --samples 3"
# shellcheck disable=SC2086
if env $F "$tmp/msample" $S --device cuda >"$tmp/sc" && "$tmp/msample" $S --device cpu >"$tmp/sp" &&
	[ "$(sort -u "$tmp/sp" | wc -l)" = 3 ] && cmp -s "$tmp/sc" "$tmp/sp"; then
	echo "msample --samples 3 past the window: the CPU's three samples"; pass=$((pass + 1))
else
	echo "FAIL msample --device cuda: not the CPU's samples"; cat "$tmp/sc" "$tmp/sp"; fail=$((fail + 1)); rc=1
fi
# Data parallelism through host staging (the CUDA backend's memory is not
# the host's: nn/comm.c copies it out and back): two ranks, the distributed
# optimizer against the all-reduce bit for bit (bf16 storage: the bf16
# shadow weights are gathered too), and in fp32 storage against one rank
# to rounding (4 steps, batch 2 x 2 ranks)
if command -v mpirun >/dev/null && pkg-config --exists ompi-c; then
	export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
	now "mtrain: two ranks"
	MD="$M --batch 2 --global-batch 4 --stop-at 4"
	# shellcheck disable=SC2086
	mpirun -np 2 "$tmp/mtrain" $MD --device cuda --ckpt "$tmp/dp1" --log "$tmp/dp1.jsonl" &&
		mpirun -np 2 "$tmp/mtrain" $MD --device cuda --distributed-optimizer --ckpt "$tmp/dp2" \
			--log "$tmp/dp2.jsonl"
	loss "$tmp/dp1.jsonl" >"$tmp/want"
	same "bf16 storage, two ranks, the distributed optimizer against the all-reduce" "$tmp/dp2.jsonl" \
		"$tmp/want" "$tmp/dp1/model.ckpt" "$tmp/dp2/model.ckpt"
	# shellcheck disable=SC2086
	env $F "$tmp/mtrain" $MD --device cuda --log "$tmp/dp3.jsonl" &&
		env $F mpirun -np 2 "$tmp/mtrain" $MD --device cuda --distributed-optimizer --log "$tmp/dp4.jsonl"
	if [ -s "$tmp/dp4.jsonl" ] && paste -d ' ' "$tmp/dp3.jsonl" "$tmp/dp4.jsonl" | awk -F'"loss":' '
		{ split($2, a, ","); split($3, b, ","); d = a[1] - b[1]; d = d < 0 ? -d : d; if (d > 1e-5) bad++; n++ }
		END { exit !(n == 4 && !bad) }'; then
		echo "fp32 storage, two ranks: one rank's 4 losses"; pass=$((pass + 1))
	else
		echo "FAIL mtrain fp32 storage, two ranks against one"; fail=$((fail + 1)); rc=1
	fi
else
	echo "skipping the ranks: no mpirun or no Open MPI (scripts/deps.sh installs them)"
fi
echo "$pass passed, $fail failed"
exit $rc
