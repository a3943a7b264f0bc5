#!/bin/sh
# The GPU checks of the trainer, in one command on the device machine, over
# what scripts/gpu-pack.sh built and packed here (.gpu/pack.tar.xz, carried).
# Each step's output goes to NN-step.log in $LOGS (default /tmp/mtk-gpu-logs),
# packed into $OUT/logs.tgz after every step (the device tool brings back
# few files, and a call killed at its limit still returns what is there),
# and one line per step to $OUT/summary.txt (and stdout): ok or FAIL, with
# the figure that matters. Steps, in the order kernels/README.md gives:
#
#   wgmma    (not in the default list; ops runs it too) the first
#            question for the sm_90a forward, in a minute: test_nn_cuda_attn
#            with the wgmma forward only (MTK_TEST_ATTN_ONLY=1), the layout
#            probe's lines into the summary
#   ops      every CUDA op and the whole model against the CPU twin, in
#            both storage types at the tolerances the tests state (fp32
#            math: 1e-4 for fp32 storage), then with tensor-core attention,
#            tf32 math, and each default's opposite: without the backward's
#            cuBLASLt epilogues (MTK_CUDA_LT_BWD=0), untuned
#            (MTK_CUDA_LT_TUNE=0), on one stream (MTK_CUDA_DW_STREAM=0);
#            test_nn_cuda's test_dcoll is NCCL's first run (a group of one
#            rank: one GPU allows no more)
#   losses   d12 at a small batch, the first 20 losses of --device cuda
#            against --device cpu (fp32 storage, SIMT attention:
#            |diff| <= 2e-3; bf16 storage, tensor-core attention: 5e-2);
#            the bf16 run again with dQ by atomics (MTK_CUDA_ATTN_BWD=
#            atomic), and with the mma.sync forward where the wgmma one is
#            the default (MTK_CUDA_ATTN_FWD=held); then
#            one bf16 run again (the cuBLASLt picks of the first read
#            back), stopped and resumed from a checkpoint (the picks from
#            its directory), and on one stream and on two, untuned and
#            tuned (MTK_CUDA_LT_BWD=0): the losses equal bit for bit each
#            time; then two data-parallel ranks on the GPU (mpirun, host
#            staging), the distributed optimizer against the all-reduce bit
#            for bit and against one rank within 5e-2; and two
#            tensor-parallel ranks (--tp 2, and with --sp) and pipeline
#            stages (--pp 2, and with --virtual-stages 2) against one rank
#            within 5e-2;
#            first of all msample --device cuda (four samples past the
#            window) and on two tensor ranks sharing the GPU, against the
#            CPU's tokens
#   mplan    (not in the default list) mplan calibrate --device cuda, and
#            its predicted step time and memory of d12 B=64 and d24 B=32
#            at each recompute level against mtrain's measured ones
#            (issue 25: within 15%; issue 21: each level's step time)
#   torch    tests/torch_ref.py (our CPU model's logits, loss, gradients
#            against PyTorch autograd)
#   opsbench (not in the default list: ~90 s a run) build/bench/nn_ops_bench 8 1024 (per-op times at d12 shapes),
#            without the cuBLASLt epilogues, with dQ by atomics
#            (MTK_CUDA_ATTN_BWD=atomic), with the mma.sync forward
#            (MTK_CUDA_ATTN_FWD=held), without the backward's epilogues
#            (MTK_CUDA_LT_BWD=0), untuned (MTK_CUDA_LT_TUNE=0), and at d48
#            shapes (B = 16): the defaults, dQ by atomics, the mma.sync
#            forward
#   bench    tests/bench/bench_mtrain_gpu.sh: d12 at B=64 and d48 at B=16,
#            next to PyTorch
#   ncu      (not in the default list) Nsight Compute on the attention
#            kernels (nn_ops_bench 8 1024, one iteration): the defaults
#            (the wgmma forward, the backward recomputing dQ), the mma.sync
#            forward (MTK_CUDA_ATTN_FWD=held), dQ by atomics: per kernel its
#            time, L2 sectors per L2 read request (4 when a warp's 16-byte
#            copies make whole 128-byte rows; the unswizzled wgmma tiles
#            made 1), L2 throughput and active warps: a layout change seen
#            directly
#   profile  mtrain --profile, d12 at B=64 and
#            d48 at B=16: where a step's time goes, by op (into the
#            summary) and by op and shape (the log), each product's
#            TFLOP/s against the peak
#   speed48  (not in the default list) the same at d48, B=16, 20 steps,
#            for the same variants
#   speed    (not in the default list) mtrain alone, d12 at B=64, 30 steps,
#            for each of SPEED_VARIANTS: the defaults, each default turned
#            off alone (the mma.sync forward, no backward epilogues, one
#            stream), and the opt-in dQ by atomics
#
#   sh scripts/gpu-check.sh [step ...]     (default: ops losses torch profile bench)
#   RUN_CAP=S: a test's cap in seconds (default 300)
#
# Timed on an H200: on 2026-11-26 speed 4 min (15 variants), wgmma 20 s;
# on 2026-11-27 mplan (4 rows), ops, losses and profile 7 min 14 s in
# all, bench 4 min 12 s; mplan (6 rows) and losses 6 min 6 s. The
# machine's start comes on top (about 30 s).
#
# A test that prints "skipping" counts as FAIL here: on the device machine
# the CUDA backend must come up. Nothing here calls make (no -dev packages
# there); rebuild here and pack again instead.
cd "$(dirname "$0")/.." || exit 2
OUT=${OUT:-/tmp/mtk-gpu}
LOGS=${LOGS:-/tmp/mtk-gpu-logs}
mkdir -p "$OUT" "$LOGS"
if [ -f .gpu/pack.tar.xz ]; then
	tar -xJf .gpu/pack.tar.xz || exit 1
fi
export LD_LIBRARY_PATH="$PWD/.gpu/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
# Open MPI's libraries: the machine's own when it has them (its mpirun starts
# the ranks, and its libmpi must match it), else the packed ones
ldconfig -p 2>/dev/null | grep -q 'libmpi\.so\.40 ' || LD_LIBRARY_PATH="$LD_LIBRARY_PATH:$PWD/.gpu/mpilib"
export MTK_SHARED="$PWD/.gpu/shared" MTK_BIN="$PWD/build/bin" PATH="$PWD/build/bin:$PATH"
export MTK_NO_MAKE=1
n=0
say() { echo "$*" | tee -a "$OUT/summary.txt"; }

# run NAME CMD...: run one check with a 5-minute cap, log it, judge it by
# exit status, by a "N failed" line and by "skipping"
run() {
	name=$1; shift
	n=$((n + 1))
	log=$(printf '%s/%02d-%s.log' "$LOGS" "$n" "$name")
	echo "\$ $*" >"$log"
	case $(type "$1" 2>/dev/null) in
	*function*) "$@" >>"$log" 2>&1 ;;   # a step of this script: no timeout
	*) timeout "${RUN_CAP:-300}" "$@" >>"$log" 2>&1 ;;
	esac
	rc=$?
	tot=$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
	if [ $rc -ne 0 ] || grep -q '^skipping' "$log" || { [ -n "$tot" ] && echo "$tot" | grep -qv ' 0 failed'; }; then
		say "FAIL $name (exit $rc) $tot"
		tail -n 15 "$log"
	else
		say "ok   $name $tot"
	fi
	tar -czf "$OUT/logs.tgz" -C "$LOGS" --exclude=tok --exclude="*.ckpt*" .   # the device tool brings back 16 MB a file
}

step_wgmma() {
	run test_nn_cuda_attn-only1 env MTK_TEST_ATTN_ONLY=1 MTK_CUDA_MATH=fp32 build/tests/test_nn_cuda_attn
	figures 'wgmma layout probe'
}

step_ops() {
	for t in build/tests/test_nn_cuda*; do
		b=$(basename "$t")
		# both storage types, each op at its stated tolerance (fp32: 1e-4)
		run "$b" env MTK_CUDA_MATH=fp32 "$t"
		[ "$b" = test_nn_cuda_attn ] && figures 'wgmma layout probe'
		run "$b-lt-bf16" env MTK_CUDA_LT=1 MTK_CUDA_ACT=bf16 MTK_CUDA_ATTN=tc MTK_CUDA_MATH=fp32 MTK_NN_TOL=5e-3 "$t"
		[ "$b" = test_nn_cuda_attn ] && continue
		run "$b-noltbwd-bf16" env MTK_CUDA_LT_BWD=0 MTK_CUDA_ACT=bf16 MTK_CUDA_MATH=fp32 MTK_NN_TOL=5e-3 "$t"
		run "$b-untuned-bf16" env MTK_CUDA_LT_TUNE=0 MTK_CUDA_ACT=bf16 MTK_CUDA_MATH=fp32 MTK_NN_TOL=5e-3 "$t"
		run "$b-onestream" env MTK_CUDA_DW_STREAM=0 MTK_CUDA_MATH=fp32 "$t"
		run "$b-tc" env MTK_CUDA_ATTN=tc MTK_CUDA_MATH=fp32 MTK_NN_TOL=5e-3 "$t"
		run "$b-tf32" env MTK_CUDA_ACT=fp32 MTK_CUDA_MATH=tf32 MTK_NN_TOL=5e-3 "$t"
		run "$b-lt" env MTK_CUDA_LT=1 MTK_CUDA_ACT=fp32 MTK_CUDA_MATH=fp32 "$t"
	done
}

shards() {
	[ -f "$LOGS/tok/done" ] && return 0
	mkdir -p "$LOGS/tok"
	cat "$MTK_SHARED/data/text/wikitext-2-raw-test.txt" "$MTK_SHARED/data/text/tinyshakespeare.txt" >"$LOGS/tok/text.txt"
	build/bin/mtok --vocab "$MTK_SHARED/data/gpt2" --lines --append-eod -o "$LOGS/tok/t" "$LOGS/tok/text.txt" &&
		touch "$LOGS/tok/done"
	rm -f "$LOGS/tok/text.txt"
}

# losses ACT ATTN TOL [VAR=VALUE ...]: d12, T = 256, B = 4, 20 steps on both
# devices (the VAR=VALUE words for the cuda run)
losses() {
	act=$1 attn=$2 tol=$3
	shift 3
	more="$*"
	shards || return 1
	p=$(ls "$LOGS"/tok/t*.bin | head -n 1); p=${p%.bin}
	set -- --data "$p" --model d12 --seq 256 --batch 4 --steps 20 --warmup 5 --seed 7 --eval-every 0 -q
	# shellcheck disable=SC2086
	{ [ -f "$LOGS/cpu.jsonl" ] || build/bin/mtrain "$@" --device cpu -j 16 --log "$LOGS/cpu.jsonl"; } &&
		env $more MTK_CUDA_ACT=$act MTK_CUDA_ATTN=$attn MTK_CUDA_MATH=fp32 build/bin/mtrain "$@" --device cuda \
			--log "$LOGS/cuda-$act.jsonl" &&
		python3 - "$LOGS/cpu.jsonl" "$LOGS/cuda-$act.jsonl" "$tol" <<'PY'
import json, sys
a = [json.loads(l)["loss"] for l in open(sys.argv[1]) if '"loss"' in l]
b = [json.loads(l)["loss"] for l in open(sys.argv[2]) if '"loss"' in l]
tol = float(sys.argv[3])
worst = max(abs(x - y) for x, y in zip(a, b)) if a and len(a) == len(b) else float("inf")
for i, (x, y) in enumerate(zip(a, b)):
    print("step %2d  cpu %.5f  cuda %.5f  diff %+.2e" % (i + 1, x, y, y - x))
print("max |diff| %.3g over %d steps (tolerance %g)" % (worst, len(b), tol))
ok = worst <= tol
print("%d passed, %d failed" % (ok, not ok))
PY
}
# repeat: a bf16 run with a checkpoint directory (its cuBLASLt picks kept
# there: kernels/matmul.cuh), then the same run again reading those picks
# (--tune-file), then one stopped at step 5 and resumed in that
# directory; and untuned without the backward's epilogues on one stream,
# then with the dw products on their own (the same GEMMs on the same
# inputs); and the same pair tuned (the second reads the first's picks:
# timing twice may pick twice). The losses compared bit for bit, 2 and 3
# with 1's, 5 with 4's, 7 with 6's
# (every op deterministic, the embedding backward included)
repeat() {
	shards || return 1
	p=$(ls "$LOGS"/tok/t*.bin | head -n 1); p=${p%.bin}
	set -- --data "$p" --model d12 --seq 256 --batch 4 --steps 10 --warmup 5 --seed 7 --eval-every 0 -q --device cuda
	ck=$LOGS/repeat-ck
	rm -rf "$ck" "$LOGS"/repeat-*.jsonl
	build/bin/mtrain "$@" --ckpt "$ck" --log "$LOGS/repeat-1.jsonl" &&
		build/bin/mtrain "$@" --tune-file $ck/cublaslt-tune.txt --log "$LOGS/repeat-2.jsonl" &&
		rm "$ck/model.ckpt" &&
		build/bin/mtrain "$@" --ckpt "$ck" --stop-at 5 --log "$LOGS/repeat-3.jsonl" &&
		build/bin/mtrain "$@" --ckpt "$ck" --resume --log "$LOGS/repeat-3.jsonl" &&
		MTK_CUDA_LT_TUNE=0 MTK_CUDA_LT_BWD=0 MTK_CUDA_DW_STREAM=0 build/bin/mtrain "$@" --log "$LOGS/repeat-4.jsonl" &&
		MTK_CUDA_LT_TUNE=0 MTK_CUDA_LT_BWD=0 MTK_CUDA_DW_STREAM=1 build/bin/mtrain "$@" --log "$LOGS/repeat-5.jsonl" &&
		MTK_CUDA_LT_BWD=0 MTK_CUDA_DW_STREAM=0 build/bin/mtrain "$@" --tune-file "$LOGS/repeat-picks.txt" \
			--log "$LOGS/repeat-6.jsonl" &&
		MTK_CUDA_LT_BWD=0 MTK_CUDA_DW_STREAM=1 build/bin/mtrain "$@" --tune-file "$LOGS/repeat-picks.txt" \
			--log "$LOGS/repeat-7.jsonl" ||
		return 1
	rm -f "$ck/model.ckpt" "$LOGS/repeat-picks.txt"   # 1.5 GB: not for logs.tgz
	for r in 1 2 3 4 5 6 7; do
		grep -o '"loss":[^,]*' "$LOGS/repeat-$r.jsonl" >"$LOGS/repeat-$r.txt"
	done
	pass=0 fail=0
	for r in 1:2 1:3 4:5 6:7; do
		a=${r%:*} b=${r#*:}
		if [ -s "$LOGS/repeat-$a.txt" ] && cmp "$LOGS/repeat-$a.txt" "$LOGS/repeat-$b.txt"; then
			pass=$((pass + 1))
		else
			paste "$LOGS/repeat-$a.txt" "$LOGS/repeat-$b.txt"
			fail=$((fail + 1))
		fi
	done
	echo "$pass passed, $fail failed"
}
# ranks: data parallelism on the device through host staging, two ranks on
# the one GPU (NCCL refuses two ranks on one device): d12, T = 256, 2 ranks x
# batch 2; the distributed optimizer against the all-reduce, bit for bit (the
# second run reads the first's per-rank cuBLASLt picks from the same
# directory), and both against one rank taking the 2 micro-batches itself
# (bf16: 5e-2)
ranks() {
	shards || return 1
	p=$(ls "$LOGS"/tok/t*.bin | head -n 1); p=${p%.bin}
	set -- --data "$p" --model d12 --seq 256 --batch 2 --global-batch 4 --steps 10 --warmup 5 --seed 7 \
		--eval-every 0 -q --device cuda
	ck=$LOGS/ranks-ck
	rm -rf "$ck" "$LOGS"/ranks-*.jsonl
	mpirun --allow-run-as-root -np 2 build/bin/mtrain "$@" --ckpt "$ck" --log "$LOGS/ranks-1.jsonl" &&
		mv "$ck/model.ckpt" "$LOGS/ranks-1.ckpt" &&
		mpirun --allow-run-as-root -np 2 build/bin/mtrain "$@" --distributed-optimizer --ckpt "$ck" \
			--log "$LOGS/ranks-2.jsonl" &&
		build/bin/mtrain "$@" --log "$LOGS/ranks-3.jsonl" || return 1
	pass=0 fail=0
	grep -o '"loss":[^,]*' "$LOGS/ranks-1.jsonl" >"$LOGS/ranks-1.txt"
	grep -o '"loss":[^,]*' "$LOGS/ranks-2.jsonl" >"$LOGS/ranks-2.txt"
	if [ -s "$LOGS/ranks-1.txt" ] && cmp "$LOGS/ranks-1.txt" "$LOGS/ranks-2.txt" &&
		cmp "$LOGS/ranks-1.ckpt" "$ck/model.ckpt"; then
		pass=$((pass + 1))
	else
		paste "$LOGS/ranks-1.txt" "$LOGS/ranks-2.txt"
		fail=$((fail + 1))
	fi
	rm -rf "$ck" "$LOGS/ranks-1.ckpt"   # 1.5 GB each: not for logs.tgz
	python3 - "$LOGS/ranks-3.jsonl" "$LOGS/ranks-1.jsonl" <<'PY' && pass=$((pass + 1)) || fail=$((fail + 1))
import json, sys
a = [json.loads(l)["loss"] for l in open(sys.argv[1])]
b = [json.loads(l)["loss"] for l in open(sys.argv[2])]
worst = max(abs(x - y) for x, y in zip(a, b)) if a and len(a) == len(b) else float("inf")
print("one rank against two: max |diff| %.3g over %d steps (tolerance 5e-2)" % (worst, len(b)))
sys.exit(worst > 5e-2)
PY
	echo "$pass passed, $fail failed"
}
# layranks NAME LAYOUT...: two ranks sharing the GPU in that layout
# against one rank, the same run (d12, 2 micro-batches of 4 x 256 a step,
# --dropout 0.1): losses within 5e-2 (bf16), and the median step of each
# (not a speed claim: staged through the host). Tensor parallelism (d12
# split in two: 6 heads, 1536 MLP columns, 25152 vocabulary rows each)
# runs the vocabulary-parallel cross-entropy (ce_stats, ce_finish), the
# shard embedding and the dropout kernel on a device for the first time;
# pipeline parallelism (6 layers a stage; interleaved, 3 a chunk) its
# stages' activations and gradients sent between the two processes.
layranks() {
	name=$1; shift
	shards || return 1
	p=$(ls "$LOGS"/tok/t*.bin | head -n 1); p=${p%.bin}
	one="--data $p --model d12 --seq 256 --batch 4 --global-batch 8 --steps 10 --warmup 5 --seed 7
		--eval-every 0 -q --device cuda --dropout 0.1"
	slug=$(echo "$name" | tr -c 'A-Za-z0-9\n' -)
	rm -f "$LOGS/lay-$slug.jsonl"
	# shellcheck disable=SC2086
	{ [ -f "$LOGS/one.jsonl" ] || build/bin/mtrain $one --log "$LOGS/one.jsonl"; } &&
		mpirun --allow-run-as-root -np 2 build/bin/mtrain $one "$@" --log "$LOGS/lay-$slug.jsonl" || return 1
	python3 - "$LOGS/one.jsonl" "$LOGS/lay-$slug.jsonl" "$name" <<'PY'
import json, sys
a = [json.loads(l) for l in open(sys.argv[1])]
b = [json.loads(l) for l in open(sys.argv[2])]
worst = max(abs(x["loss"] - y["loss"]) for x, y in zip(a, b)) if a and len(a) == len(b) else float("inf")
ms = lambda r: sorted(x["ms"] for x in r)[len(r) // 2]
print("%s against one rank: max |diff| %.3g over %d steps (tolerance 5e-2); median step %.1f ms, one rank %.1f ms"
      % (sys.argv[3], worst, len(b), ms(b), ms(a)))
print("%d passed, %d failed" % ((1, 0) if worst <= 5e-2 else (0, 1)))
PY
}
# sample: msample --device cuda (the backend has no key/value cache: the
# samples' windows recomputed together each token, padded to one shape)
# against the CPU's cached decoding, fp32: four samples of 100 tokens past
# the 64 positions, the same tokens; then two tensor ranks sharing the GPU
# (mpirun, host staging) the same again
sample() {
	shards || return 1
	p=$(ls "$LOGS"/tok/t*.bin | head -n 1); p=${p%.bin}
	F="MTK_CUDA_ACT=fp32 MTK_CUDA_ATTN=simt MTK_CUDA_MATH=fp32"
	build/bin/mtrain --data "$p" --layers 2 --heads 4 --dim 128 --seq 64 --batch 8 --steps 40 -q -j 16 \
		--device cpu --ckpt "$LOGS/sck" || return 1
	set -- --ckpt "$LOGS/sck/model.ckpt" --prompt 464,3290 -n 100 --seed 3 --samples 4
	build/bin/msample "$@" >"$LOGS/s-cpu" &&
		env $F build/bin/msample "$@" --device cuda >"$LOGS/s-cuda" &&
		env $F mpirun --allow-run-as-root -np 2 build/bin/msample "$@" --device cuda >"$LOGS/s-tp2" || return 1
	ok=0
	cmp "$LOGS/s-cpu" "$LOGS/s-cuda" && ok=$((ok + 1))
	cmp "$LOGS/s-cpu" "$LOGS/s-tp2" && ok=$((ok + 1))
	echo "$ok passed, $((2 - ok)) failed"
}

step_losses() {
	run sample sample
	run losses-fp32 losses fp32 simt 2e-3
	run losses-bf16 losses bf16 tc 5e-2
	run losses-bf16-atomic losses bf16 tc 5e-2 MTK_CUDA_ATTN_BWD=atomic
	run losses-bf16-held losses bf16 tc 5e-2 MTK_CUDA_ATTN_FWD=held
	run repeat repeat
	run ranks ranks
	rm -f "$LOGS/one.jsonl"
	run tpranks layranks "tp 2" --tp 2
	run spranks layranks "tp 2 sp" --tp 2 --sp
	run ppranks layranks "pp 2" --pp 2
	run vpranks layranks "pp 2 V 2" --pp 2 --virtual-stages 2
	figures '^(tp|pp) 2.* against'
}

# mplan's model of a single-GPU step against mtrain's (issue 25: within
# 15%): mplan calibrate --device cuda at each model's shape, then for each
# layout mplan's predicted step time and memory (its first row under
# these filters, at the GPU's memory) next to the median step of steps
# 4-15 and the peak memory of the run of its printed command
mplan_row() {
	m=$1 b=$2 r=$3
	shards || return 1
	p=$(ls "$LOGS"/tok/t*.bin | head -n 1); p=${p%.bin}
	cal=$LOGS/cal-$m.txt
	[ -s "$cal" ] || build/bin/mplan calibrate --device cuda --model "$m" --seq 1024 --batch 8 -o "$cal" || return 1
	cat "$cal"
	gm=$(nvidia-smi --query-gpu=memory.total --format=csv,noheader,nounits | head -n 1)
	out=$(build/bin/mplan --gpu "$cal" --gpu-mem "${gm}Mi" --model "$m" --seq 1024 --gpus 1 --global-batch "$b" \
		--batch "$b" --recompute "$r" --data "$p" --top 1 -v) || return 1
	echo "$out"
	cmd=$(echo "$out" | sed -n 's/^    \(mtrain .*\)/\1/p')
	pred=$(echo "$out" | awk '$1 == 1 {print $12}')
	pmem=$(echo "$out" | sed -n 's/.*; total \([0-9.]*\)$/\1/p')
	rm -f "$LOGS/mplan.jsonl"
	# shellcheck disable=SC2086
	PATH="$PWD/build/bin:$PATH" $cmd --steps 15 --eval-every 0 -q --log "$LOGS/mplan.jsonl" || return 1
	python3 - "$LOGS/mplan.jsonl" "$m B=$b $r" "$pred" "$pmem" <<'PY'
import json, statistics, sys
r = [json.loads(l) for l in open(sys.argv[1]) if '"ms"' in l][3:]
ms = statistics.median(x["ms"] for x in r)
mem = max(x["mem_mib"] for x in r)
pred, pmem = float(sys.argv[3]) * 1000, float(sys.argv[4])
ok = abs(pred / ms - 1) <= 0.15
print("mplan %-20s predicted %7.1f ms %8.0f MiB, measured %7.1f ms %8.0f MiB: time %.2f, memory %.2f"
      % (sys.argv[2], pred, pmem, ms, mem, pred / ms, pmem / mem))
print("%d passed, %d failed" % (ok, not ok))
PY
}
step_mplan() {
	for r in "d12 64 none" "d12 64 selective" "d12 64 full" "d24 32 none" "d24 32 selective" "d24 32 full"; do
		# shellcheck disable=SC2086
		run "mplan-$(echo "$r" | tr ' ' -)" mplan_row $r
		figures '^mplan '
	done
}

step_torch() { run torch_ref python3 tests/torch_ref.py build/tests/test_nn_gpt; }
# the figures of the last log whose lines match a pattern, into the summary
figures() { grep -E "$1" "$log" | sed 's/^/       /' | tee -a "$OUT/summary.txt"; }
step_opsbench() {
	run nn_ops_bench build/bench/nn_ops_bench 8 1024
	figures '^(attention|crossentropy|layernorm bwd|matmul .* bwd)'
	run nn_ops_bench-nolt env MTK_CUDA_LT=0 build/bench/nn_ops_bench 8 1024
	for v in "MTK_CUDA_ATTN_BWD=atomic" "MTK_CUDA_ATTN_FWD=held" "MTK_CUDA_LT_BWD=0" "MTK_CUDA_LT_TUNE=0"; do
		# shellcheck disable=SC2086
		run "nn_ops_bench-$(echo "$v" | tr -c "A-Za-z0-9_\n" -)" env $v build/bench/nn_ops_bench 8 1024
		figures '^(attention|crossentropy|matmul .* bwd)'
	done
	run nn_ops_bench-d48 build/bench/nn_ops_bench 16 1024 10 d48
	figures '^attention'
	run nn_ops_bench-d48-atomic env MTK_CUDA_ATTN_BWD=atomic build/bench/nn_ops_bench 16 1024 10 d48
	figures '^attention'
	run nn_ops_bench-d48-held env MTK_CUDA_ATTN_FWD=held build/bench/nn_ops_bench 16 1024 10 d48
	figures '^attention'
}
# ours alone, for iterating: $SPEED_MODEL (d12) at B=$SPEED_B (64),
# T=1024, $SPEED_STEPS (30) steps (the peer's figure from an earlier
# bench); speed [VAR=VALUE ...]
SPEED_MODEL=d12 SPEED_B=64 SPEED_STEPS=30
speed() {
	shards || return 1
	p=$(ls "$LOGS"/tok/t*.bin | head -n 1); p=${p%.bin}
	env "$@" build/bin/mtrain --data "${p}" --device cuda --model $SPEED_MODEL --seq 1024 --batch $SPEED_B \
		--global-batch $SPEED_B --steps $SPEED_STEPS --eval-every 0 --log "$LOGS/speed.jsonl" 2>&1 |
		grep -v 'tuned: candidate' | tail -n 3
	# the median tokens/s and the peak memory of steps 11 on, for the ranking
	python3 - "$LOGS/speed.jsonl" "${*:-defaults}" >>"$LOGS/speed-rank.txt" <<'PY'
import json, sys
r = [json.loads(l) for l in open(sys.argv[1]) if '"tokens_per_s"' in l][10:]
t = sorted(x["tokens_per_s"] for x in r)
if t:   # the last loss too: every variant trains the same model on the same tokens
    print("%9.0f tok/s  %5.1f%% MFU  %6.0f MiB  loss %.4f  %s" % (
        t[len(t) // 2], 100 * sorted(x["mfu"] for x in r)[len(r) // 2], max(x["mem_mib"] for x in r), r[-1]["loss"],
        sys.argv[2]))
PY
}
# the variants speed and speed48 time, one a line ("" the defaults)
SPEED_VARIANTS='
MTK_CUDA_ATTN_FWD=held
MTK_CUDA_ATTN_BWD=atomic
MTK_CUDA_LT_BWD=0
MTK_CUDA_DW_STREAM=0'
# speed_all NAME LAST: each variant (the defaults first), ranked
speed_all() {
	rm -f "$LOGS/speed-rank.txt"
	while IFS= read -r v; do   # not a pipe: run counts the logs in this shell
		# shellcheck disable=SC2086
		run "speed-$1$(echo "$v" | sed 's/MTK_CUDA_/-/g' | tr -c "A-Za-z0-9_\n-" -)" speed $v
		figures "^step $2/"
	done <<EOF

$SPEED_VARIANTS
EOF
	say "$1 B=$SPEED_B, fastest first (median of steps 11-$2):"
	sort -rn "$LOGS/speed-rank.txt" | sed 's/^/       /' | tee -a "$OUT/summary.txt"
}
step_speed() { speed_all d12 30; }
# the same at d48, B=16, 20 steps (issue 4's MFU target there); not in the
# default list (~1 minute each)
step_speed48() {
	SPEED_MODEL=d48 SPEED_B=16 SPEED_STEPS=20
	speed_all d48 20
	SPEED_MODEL=d12 SPEED_B=64 SPEED_STEPS=30
}
# the attention kernels under Nsight Compute, a line each (see the header)
NCU_METRICS=gpu__time_duration.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_requests_srcunit_tex_op_read.sum
NCU_METRICS=$NCU_METRICS,lts__t_sectors.avg.pct_of_peak_sustained_elapsed,sm__warps_active.avg.pct_of_peak_sustained_active
ncu_attn() {
	ncu=$(command -v ncu || ls /usr/local/cuda/bin/ncu 2>/dev/null) || { echo "skipping: no ncu"; return 1; }
	env "$@" "$ncu" --kernel-name regex:att_tc --launch-count 16 --csv --metrics "$NCU_METRICS" \
		build/bench/nn_ops_bench 8 1024 1 >"$LOGS/ncu.csv" || return 1
	python3 - "$LOGS/ncu.csv" <<'PY'
import collections, csv, sys
rows = list(csv.reader(l for l in open(sys.argv[1]) if l.startswith('"')))
head, rows = rows[0], rows[1:]
ix = {k: head.index(k) for k in ("ID", "Kernel Name", "Metric Name", "Metric Value")}
k = collections.OrderedDict()
for r in rows:
    name = r[ix["Kernel Name"]].split("(")[0].split("<")[0].split()[-1]
    k.setdefault((r[ix["ID"]], name), {})[r[ix["Metric Name"]]] = float(r[ix["Metric Value"]].replace(",", ""))
seen = set()
for (i, name), m in k.items():   # each kernel's first launch
    if name in seen:
        continue
    seen.add(name)
    req = m.get("lts__t_requests_srcunit_tex_op_read.sum", 0)
    print("ncu %-28s %8.1f us  %4.1f sectors/request  L2 %4.1f%%  warps %4.1f%%" % (
        name, m.get("gpu__time_duration.sum", 0) / 1e3,
        m.get("lts__t_sectors_srcunit_tex_op_read.sum", 0) / req if req else 0,
        m.get("lts__t_sectors.avg.pct_of_peak_sustained_elapsed", 0),
        m.get("sm__warps_active.avg.pct_of_peak_sustained_active", 0)))
PY
}
step_ncu() {
	run ncu-defaults ncu_attn
	figures '^ncu '
	run ncu-held ncu_attn MTK_CUDA_ATTN_FWD=held
	figures '^ncu '
	run ncu-atomic ncu_attn MTK_CUDA_ATTN_BWD=atomic
	figures '^ncu '
}
# where a step's time goes (mtrain --profile): profile MODEL B STEPS
# [VAR=VALUE ...]; the table by op into the summary, by op and shape in
# the log
profile() {
	m=$1 b=$2 k=$3; shift 3
	shards || return 1
	p=$(ls "$LOGS"/tok/t*.bin | head -n 1); p=${p%.bin}
	env "$@" build/bin/mtrain --data "$p" --device cuda --model "$m" --seq 1024 --batch "$b" \
		--global-batch "$b" --steps "$k" --eval-every 0 --profile -q 2>&1 | grep -v 'tuned: candidate'
}
step_profile() {
	for r in "d12 64 12" "d48 16 6"; do
		# shellcheck disable=SC2086
		run "profile-${r%% *}" profile $r
		sed -n '/^profile:/,/(between ops)/p' "$log" | sed 's/^/       /' | tee -a "$OUT/summary.txt"
	done
}
step_bench() {
	run bench_mtrain_gpu-d12 sh tests/bench/bench_mtrain_gpu.sh 64 30 d12
	figures '^(mtrain|torch|ratio) '
	run bench_mtrain_gpu-d48 sh tests/bench/bench_mtrain_gpu.sh 16 20 d48
	figures '^(mtrain|torch|ratio) '
}

nvidia-smi -L 2>&1 | tee -a "$OUT/summary.txt"
for s in ${*:-ops losses torch profile bench}; do
	"step_$s"
done
