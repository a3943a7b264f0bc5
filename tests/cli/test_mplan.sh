#!/bin/sh
# mplan: published layouts with the A100 profile, its answers to bad input,
# and its memory against mtrain's own counts on the CPU.
#
# Published setups (A100 80 GB, sequence 2048, vocabulary 51200): the
# configurations of Korthikanti et al. 2022 (Reducing Activation
# Recomputation in Large Transformer Models, Table 3 and the Megatron-LM
# README's MFU table; tensor 8, sequence parallelism and selective
# recomputation, data parallelism 1): 22B (48 layers, dim 6144, 64 heads,
# pipeline 1, 8 GPUs, batch 4 of 4, MFU 41.5%), 175B (96, 12288, 96, pipeline
# 8, 64 GPUs, batch 64 of 1, 51.4%), 530B (105, 20480, 128, pipeline 35, 280
# GPUs, batch 280, 56.0%), 1T (128, 25600, 160, pipeline 64, 512 GPUs, batch
# 512, 56.3%); GPT-3 175B on 1024 A100s, tensor 8 x pipeline 16, batch 1536,
# full recomputation, 140 TFLOP/s a GPU (Narayanan et al. 2021, section 5.1);
# MT-NLG 530B on 2240 A100s, tensor 8 x pipeline 35, batch 1920 (Smith et al.
# 2022). Each published layout must fit 80 GB, and mplan's first choice must
# be it or predicted faster. The stated margin: the predicted MFU, counted as
# the paper counts it (72 B s l h^2 (1 + s/6h + V/12lh) FLOPs a step;
# Narayanan's hardware FLOPs with recomputation, 96 B s l h^2 (1 + s/6h +
# V/16lh)), within 10 points of the published figure. (Pipeline layouts
# are searched with --with-pp, or --pp.)
#
# On this machine (CPU backend, a fixed profile: memory does not depend on
# the rates): the command mplan prints, run for a step, reports the same
# activation arena ("activations: X MiB a rank", or "on stage 0") and the
# same memory in use (its log's mem_mib) as mplan -v predicts, for 1 rank
# and under mpirun for tensor 2 with sequence parallelism, for 2 data ranks,
# and for 2 pipeline stages (1F1B, and interleaved). Predicted against
# measured step time is tests/bench/bench_mplan.sh: timing on a shared
# machine is too noisy for a test.
#
# --trial: with a stand-in mtrain on PATH whose step times the test sets
# (the predicted order reversed, a slow first step), the trial table must
# be re-ranked by the median of steps 2 to N, name each layout's predicted
# rank and time, run exactly the printed commands with --steps and --log,
# and rank a failed run last (exit 1); then with the real mtrain, 1 rank
# and pp 2 under mpirun, each measured time is its kept log's median.
. "$(dirname "$0")/lib.sh"

A100="--gpu a100 --seq 2048 --vocab 51200"
# the rows of mplan's table: # tp sp pp v dp mbs recompute dopt mem unit step s tokens/s MFU
rows() { awk '/^  #  tp/{h=1;next} h&&/^ *[0-9]+ /{print}'; }
# MFU (%) of a row's tokens/s by Korthikanti's count: l h tokens/s
mfu_paper() { awk -v l="$1" -v h="$2" -v tps="$3" -v n="$4" 'BEGIN{s=2048;V=51200;
	printf "%.1f", 100 * tps * 72*l*h*h*(1 + s/(6*h) + V/(12*h*l)) / (n * 312e12)}'; }
within() { awk -v a="$1" -v b="$2" -v m="$3" 'BEGIN{d=a-b; if (d<0) d=-d; exit !(d<=m)}'; }

# published name layers dim heads gpus batch micro pp mfu: one free search
# (pipelines included), in which the published layout (pipeline 1, or the
# plain 1F1B schedule: virtual stages 1) must be, fitting
published() {
	name=$1 l=$2 h=$3 a=$4 n=$5 G=$6 b=$7 p=$8 want=$9
	mplan $A100 --layers $l --dim $h --heads $a --gpus $n --global-batch $G --with-pp --top 0 >"$TMP/pub" 2>"$TMP/err"
	eq "$name: layouts fit" $? 0
	r=$(rows <"$TMP/pub" | awk -v p=$p -v b=$b '$2 == 8 && $3 == "sp" && $4 == p && $5 == 1 && $7 == b &&
		$8 == "selective" && $9 == "-"' | head -1)
	[ -n "$r" ] || { fail_ "$name: the published layout does not fit 78 GiB usable of 80"; return; }
	set -- $r
	mem=${10} unit=${11} tps=${14}
	[ "$unit" = GiB ] && awk -v m="$mem" 'BEGIN{exit !(m < 78)}' && pass_ || fail_ "$name: $mem $unit"
	got=$(mfu_paper $l $h $tps $n)
	within "$got" "$want" 10 && pass_ || fail_ "$name: predicted MFU $got%, published $want% (margin 10)"
	# the first choice is the published layout or predicted faster
	best=$(rows <"$TMP/pub" | awk '{print $14; exit}')
	awk -v a="$best" -v b="$tps" 'BEGIN{exit !(a >= b)}' && pass_ || fail_ "$name: first choice $best tokens/s < $tps"
}
published 22B 48 6144 64 8 4 4 1 41.5
published 175B 96 12288 96 64 64 1 8 51.4
published 530B 105 20480 128 280 280 1 35 56.0
published 1T 128 25600 160 512 512 1 64 56.3

# GPT-3 175B on 1024 A100s: 140 TFLOP/s a GPU, recomputation counted
mplan $A100 --layers 96 --dim 12288 --heads 96 --gpus 1024 --global-batch 1536 --tp 8 --pp 16 \
	--batch 1 --recompute full --top 0 >"$TMP/g3"
eq "GPT-3 175B: tp 8 x pp 16 fits" $? 0
tps=$(rows <"$TMP/g3" | awk '$5 == 1 {print $14; exit}')
tf=$(awk -v t="$tps" 'BEGIN{l=96;h=12288;s=2048;V=51200;
	printf "%.0f", t * 96*l*h*h*(1 + s/(6*h) + V/(16*l*h)) / 1024 / 1e12}')
within "$tf" 140 31 && pass_ || fail_ "GPT-3 175B: $tf TFLOP/s a GPU predicted, 140 published (margin 31: 10% of peak)"
# MT-NLG 530B on 2240 A100s: the first choice is the published 8 x 35
mplan $A100 --layers 105 --dim 20480 --heads 128 --gpus 2240 --global-batch 1920 --with-pp --top 1 >"$TMP/mt"
eq "MT-NLG: first choice tp 8 pp 35" "$(rows <"$TMP/mt" | awk '{print $2, $4}')" "8 35"

# Bad input: nothing fits without pipelines (searched only when asked):
# what it needs and the nearest layout, exit 1
fails "175B on 64 GPUs, no pp" 1 mplan $A100 --layers 96 --dim 12288 --heads 96 --gpus 64 --global-batch 64
grep -q "no layout fits 78.0 GiB a GPU: the least memory a layout needs is .* GiB (parameters, gradients and optimizer .* GiB, activations .* GiB); --with-pp" "$TMP/.err" &&
	pass_ || fail_ "no-fit message: $(cat "$TMP/.err")"
grep -q "^nearest layout (does not fit):" "$TMP/.out" && rows <"$TMP/.out" | grep -q "^  1   8 sp" && pass_ ||
	fail_ "nearest layout: $(cat "$TMP/.out")"
# no layout valid at all: the rule mtrain would name, exit 2
fails "indivisible batch" 2 mplan --layers 2 --heads 3 --dim 48 --seq 64 --gpus 2 --gpus-per-node 1 \
	--global-batch 3 --gpu a100
grep -q "no layout of 2 GPUs is valid: --global-batch 3 is not a multiple of --batch 1 x 2 ranks of data parallelism" \
	"$TMP/.err" && pass_ || fail_ "indivisible: $(cat "$TMP/.err")"
fails "--tp that divides no heads" 2 mplan --layers 2 --heads 3 --dim 48 --seq 64 --gpus 2 --tp 2 --gpu a100
eq "--tp 2 of 3 heads: the rule" "$(cat "$TMP/.err")" "mplan: no layout of 2 GPUs is valid: --tp 2 does not divide the 3 heads"
fails "no --gpus" 2 mplan --model d12
printf 'peak_flops 1T\nmatmul_flops lots\n' >"$TMP/bad.txt"
fails "a bad profile" 1 mplan --model d12 --gpus 1 --gpu "$TMP/bad.txt"
grep -q "bad.txt:2: matmul_flops: 'lots' is not a number" "$TMP/.err" && pass_ || fail_ "bad profile: $(cat "$TMP/.err")"

# The ranking: every printed layout fits, fastest first; d24 on 8 H100s
mplan --model d24 --gpus 8 --global-batch 64 --top 0 >"$TMP/d24"
eq "d24 on 8 H100s" $? 0
rows <"$TMP/d24" | awk '{ m = $11 == "GiB" ? $10 * 1024 : $10; if (m > 77.6 * 1024 || $12 + 0 < prev) bad = 1; prev = $12 }
	END { exit bad || NR < 10 }' && pass_ || fail_ "d24: rows not sorted or over memory"

# --serve: generation layouts, fastest first, each within the latency cap;
# the one-GPU one-sequence row names msample's command; what cannot fit
# says why (memory, or the cap), exit 1; training's options refused
mplan --serve --model d24 --gpus 8 --top 0 --latency-cap 20 >"$TMP/serve"
eq "--serve d24 on 8 H100s" $? 0
grep -q "^  #  tp  pp  batch replicas       mem/GPU   first token    a token     tokens/s" "$TMP/serve"; eq "serve header" $? 0
awk '/^ *[0-9]+ +[0-9]/ { n++; if ($10 + 0 > 20 || (n > 1 && $12 + 0 > prev)) bad = 1; prev = $12 }
	END { exit bad || n < 10 }' "$TMP/serve" && pass_ || fail_ "serve: rows not sorted or over the cap"
mplan --serve --model d12 --gpus 1 --batch 1 --gpu cpu >"$TMP/serve1"
grep -q "^    msample --ckpt CKPT --prompt IDS -n 128$" "$TMP/serve1"; eq "serve: msample's command" $? 0
mplan --serve --model d12 --gpus 1 --batch 4 --gpu cpu >"$TMP/serve4"
grep -q "^    msample --ckpt CKPT --prompt IDS -n 128 --samples 4$" "$TMP/serve4"; eq "serve: a batch is msample --samples" $? 0
mplan --serve --model d12 --gpus 2 --tp 2 --batch 1 --gpu cpu >"$TMP/serve_tp"
grep -q "^    mpirun -np 2 msample --ckpt CKPT --prompt IDS -n 128$" "$TMP/serve_tp"; eq "serve: tensor ranks under mpirun" $? 0
fails "--serve 175B on one GPU" 1 mplan --serve --layers 96 --dim 12288 --heads 96 --gpus 1 --gpu a100
grep -q "no serving layout fits 78.0 GiB a GPU: the least memory one needs is .* GiB (parameters .* GiB, key/value cache .* GiB)" \
	"$TMP/.err"; eq "and says what it needs" $? 0
fails "--serve under an impossible cap" 1 mplan --serve --model d12 --gpus 1 --latency-cap 0.001
grep -q "no serving layout meets --latency-cap 0.001 ms: the fastest step that fits is" "$TMP/.err"; eq "and names the fastest" $? 0
fails "--serve with --trial" 2 mplan --serve --model d12 --gpus 1 --trial 2 --data x
fails "--serve past the positions" 2 mplan --serve --model d12 --gpus 1 --prompt-len 1000 --gen 100
grep -q "a prompt of 1000 and 100 tokens to generate: the model has 1024 positions" "$TMP/.err"; eq "and says so" $? 0
fails "--gen without --serve" 2 mplan --model d12 --gpus 1 --gen 10

# Calibration writes a profile mplan reads
mplan calibrate --layers 1 --heads 2 --dim 64 --seq 32 --batch 1 -o "$TMP/cal.txt"
eq "calibrate" $? 0
ok "plan with the calibrated profile" mplan --gpu "$TMP/cal.txt" --gpus 2 --layers 2 --heads 4 --dim 64 --seq 32 \
	--global-batch 4

# Memory on the CPU, against mtrain
text=$SHARED/data/text/tinyshakespeare.txt
if ! command -v mpirun >/dev/null || ! command -v python3 >/dev/null || [ ! -f "$text" ]; then
	echo "skipping the mtrain comparisons: needs mpirun, python3 and $text"
	done_tests
	exit 0
fi
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 OMPI_MCA_rmaps_base_oversubscribe=1
python3 "$ROOT/tests/cli/byte_shard.py" "$text" "$TMP/sh"
cat >"$TMP/cpu.txt" <<'EOF'
name test cpu
device cpu
act fp32
peak_flops 96G
matmul_flops 50G
attn_flops 10G
mem_bw 5G
intra_bw 5G
latency 20e-6
mem 1Gi
EOF
M="--gpu $TMP/cpu.txt --layers 2 --heads 4 --dim 128 --vocab 256 --seq 64 --global-batch 4 --data $TMP/sh --top 1 -v"
# against name gpus [filters]: mplan's first layout, run by its own command line
against() {
	name=$1 n=$2; shift 2
	mplan $M --gpus "$n" "$@" >"$TMP/plan" 2>&1 || { fail_ "$name: mplan: $(cat "$TMP/plan")"; return; }
	cmd=$(sed -n 's/^    \(\(mpirun -np [0-9]* \)\{0,1\}mtrain .*\)/\1/p' "$TMP/plan")
	acts=$(sed -n 's/.*activations \([0-9.]*\), .*/\1/p' "$TMP/plan")
	total=$(sed -n 's/.*; total \([0-9.]*\)$/\1/p' "$TMP/plan")
	rm -f "$TMP/log.jsonl"
	$cmd --steps 1 -v --log "$TMP/log.jsonl" >"$TMP/run" 2>&1 || { fail_ "$name: $cmd: $(tail -3 "$TMP/run")"; return; }
	got=$(sed -n -e 's/^mtrain: activations: \([0-9.]*\) MiB a rank.*/\1/p' \
		-e 's/^mtrain: activations: \([0-9.]*\) MiB on stage 0,.*/\1/p' "$TMP/run")
	eq "$name: activations (MiB)" "$got" "$acts"
	mem=$(sed -n '$s/.*"mem_mib":\([0-9.]*\),.*/\1/p' "$TMP/log.jsonl")
	eq "$name: memory in use (MiB)" "$mem" "$total"
}
against "1 rank" 1 --recompute none
against "tp 2 --sp" 2 --tp 2 --sp --batch 4 --recompute full
against "dp 2" 2 --tp 1 --batch 2
against "pp 2" 2 --pp 2 --virtual-stages 1 --batch 1
against "pp 2 V 2" 2 --layers 4 --pp 2 --virtual-stages 2 --batch 1

# --trial: the printed commands run for a few steps, the table re-ranked
# by the median step time of each run's log. First with a stand-in mtrain
# whose step times the test chooses: the predicted order reversed, and a
# slow first step and an outlier that the median of steps 2 to N leaves out
mkdir "$TMP/stub"
cat >"$TMP/stub/mtrain" <<STUB
#!/bin/sh
echo "mtrain \$*" >>"$TMP/stub/args"
b= n= log=
while [ \$# -gt 0 ]; do case \$1 in --batch) b=\$2; shift;; --steps) n=\$2; shift;; --log) log=\$2; shift;; esac; shift; done
[ -f "$TMP/stub/fail.\$b" ] && { echo "mtrain: out of memory (stub)" >&2; exit 1; }
ms=\$(cat "$TMP/stub/ms.\$b") i=1
while [ \$i -le \$n ]; do
	case \$i in 1) m=5000;; 2) m=\$((ms + 100));; 3) m=\$ms;; *) m=\$((ms + 1));; esac
	echo "{\"step\":\$i,\"loss\":5.5,\"mem_mib\":2.5,\"ms\":\$m.000}" >>"\$log"
	i=\$((i + 1))
done
STUB
chmod +x "$TMP/stub/mtrain"
TR="--gpu $TMP/cpu.txt --layers 2 --heads 4 --dim 128 --vocab 256 --seq 64 --global-batch 4 --gpus 1 --recompute none"
# the rows of the trial table: # tp sp pp v dp mbs recompute dopt mem unit predicted s measured s tokens/s MFU plan
trows() { awk '/^trial: /{t=1;next} t&&/^  #  tp/{h=1;next} h&&/^ *[0-9]+ /{print}'; }
mplan $TR --data "$TMP/sh" >"$TMP/pred" 2>&1
eq "3 layouts of batch 1, 2, 4" "$(rows <"$TMP/pred" | awk '{print $7}' | sort -n | tr '\n' ' ')" "1 2 4 "
# shellcheck disable=SC2046
set -- $(rows <"$TMP/pred" | awk '{print $7}')
echo 300 >"$TMP/stub/ms.$1"; echo 200 >"$TMP/stub/ms.$2"; echo 100 >"$TMP/stub/ms.$3"
PATH="$TMP/stub:$PATH" mplan $TR --data "$TMP/sh" --trial 4 >"$TMP/trial" 2>"$TMP/trial.err"
eq "--trial with a stand-in mtrain" $? 0
trows <"$TMP/trial" >"$TMP/tr"
eq "trial: re-ranked, the predicted rank beside" "$(awk '{printf "%s ", $18}' "$TMP/tr")" "3 2 1 "
eq "trial: the layouts in measured order" "$(awk '{printf "%s ", $7}' "$TMP/tr")" "$3 $2 $1 "
eq "trial: measured, the median of steps 2 to 4" "$(awk '{printf "%s %s ", $14, $15}' "$TMP/tr")" \
	"0.1010 s 0.2010 s 0.3010 s "
eq "trial: tokens/s of the measured time" "$(awk '{printf "%s ", $16}' "$TMP/tr")" "2535 1274 850 "
# each row's predicted time is the predicted table's for that layout
eq "trial: the predicted column" "$(awk '{print $18, $12}' "$TMP/tr" | sort -n | awk '{print $2}')" \
	"$(rows <"$TMP/pred" | awk '{print $12}')"
# the commands run: as printed, with --steps and --log
sed -n 's/^    \(mtrain .*\)/\1 --steps 4/p' "$TMP/pred" >"$TMP/printed"
eq "trial: ran the printed commands" "$(sed 's/ --log .*//' "$TMP/stub/args")" "$(cat "$TMP/printed")"
grep -q "^mplan: trial 1/3: mtrain .* --steps 4$" "$TMP/trial.err"; eq "trial: progress on stderr" $? 0
# --trial alone: 5 steps; a run that fails is named and ranked last, exit 1
rm -f "$TMP/stub/args"; touch "$TMP/stub/fail.$3"
PATH="$TMP/stub:$PATH" mplan $TR --data "$TMP/sh" --trial >"$TMP/trial" 2>"$TMP/trial.err"
eq "trial: a failed run exits 1" $? 1
eq "trial: 5 steps by default" "$(grep -c -- '--steps 5 --log' "$TMP/stub/args")" 3
eq "trial: the failed run last" "$(trows <"$TMP/trial" | awk '{printf "%s %s %s|", $7, $14, $18}')" \
	"$2 0.2010 2|$1 0.3010 1|$3 failed 3|"
grep -q "^mplan: trial 3: exit 1: mtrain: out of memory (stub)$" "$TMP/trial.err"; eq "trial: why it failed" $? 0
# no mtrain to run, no --data, no shards
PATH=/usr/bin:/bin "$BIN/mplan" $TR --data "$TMP/sh" --top 1 --trial 2 >"$TMP/.out" 2>"$TMP/.err"
eq "trial: no mtrain on PATH exits 1" $? 1
grep -q "trial 1: a program of the command is not found (.*): is mtk's bin directory on PATH?" "$TMP/.err"
eq "trial: says mtrain is not found" $? 0
fails "trial without --data" 2 mplan $TR --trial
grep -q "trial needs --data PREFIX" "$TMP/.err"; eq "trial: asks for --data" $? 0
fails "trial of missing shards" 1 mplan $TR --data "$TMP/none" --trial
fails "--trial 1: no step after the first" 2 mplan $TR --data "$TMP/sh" --trial 1

# the real mtrain: 1 rank (two layouts) and 2 pipeline stages under
# mpirun; each measured time is the median of its kept log's steps 2 to 3
mplan $TR --data "$TMP/sh" --top 2 --trial 3 --trial-logs "$TMP/tl" >"$TMP/trial" 2>"$TMP/trial.err"
eq "trial: 1 rank, mtrain" $? 0
trows <"$TMP/trial" >"$TMP/tr"
eq "trial: 2 rows" "$(wc -l <"$TMP/tr")" 2
awk '{ if (NR > 1 && $14 + 0 < prev) bad = 1; prev = $14 } END { exit bad }' "$TMP/tr"
eq "trial: sorted by the measured time" $? 0
while read -r _ _ _ _ _ _ _ _ _ _ _ _ _ got _ _ _ plan; do
	want=$(python3 -c 'import json, statistics, sys
ms = [json.loads(l)["ms"] for l in open(sys.argv[1])]
print("%.4f" % (statistics.median(ms[1:]) / 1e3))' "$TMP/tl/trial-$plan.jsonl")
	eq "trial: layout $plan measured from its log" "$got" "$want"
done <"$TMP/tr"
mplan $TR --gpus 2 --data "$TMP/sh" --pp 2 --top 1 --trial 3 >"$TMP/trial" 2>"$TMP/trial.err"
eq "trial: pp 2 under mpirun" $? 0
grep -q "^mplan: trial 1/1: mpirun -np 2 mtrain .* --pp 2 .*--steps 3$" "$TMP/trial.err"
eq "trial: pp 2 ran under mpirun -np 2" $? 0
eq "trial: pp 2 measured" "$(trows <"$TMP/trial" | awk '$14 + 0 > 0 {print $4, $18}')" "2 1"
done_tests
