#!/bin/sh
# mtrain's data-parallel ranks under mpirun (CPU backend, MPI over host
# memory): every layout gives one rank's loss curve (to rounding: the
# ranks' gradients are summed in another order), the distributed optimizer
# the plain all-reduce's bit for bit, checkpoints resume on the same and on
# another number of ranks, a signal stops all ranks at one step, the log and
# the checkpoint are written once.
. "$(dirname "$0")/lib.sh"

text=$SHARED/data/text/tinyshakespeare.txt
need_ranks "$text"   # (CI runs as root; more ranks than cores)
python3 "$ROOT/tests/cli/byte_shard.py" "$text" "$TMP/sh"
M="--data $TMP/sh --layers 2 --heads 2 --dim 32 --vocab 256 --seq 32 --batch 2 --global-batch 8 --lr 3e-3 --warmup 3 -j 1"
run() { n=$1; shift; mpirun -np "$n" "$BIN/mtrain" $M "$@"; }
field() { sed "s/.*\"$1\":\([^,}]*\).*/\1/" "$2" | tr '\n' ' '; }
# the losses (or another field) of two logs agree to tol, relative, step by step
close() {
	paste -d ' ' "$2" "$3" | awk -v tol="$4" -v f="\"$5\":" '
		{ split($1, a, f); split($2, b, f); split(a[2], x, /[,}]/); split(b[2], y, /[,}]/)
		  d = x[1] - y[1]; d = d < 0 ? -d : d; if (d > tol * (y[1] < 0 ? -y[1] : y[1])) bad++; n++ }
		END { exit !(n > 0 && !bad) }'
	eq "$1" $? 0
}

# shellcheck disable=SC2086
ok "one rank" mtrain $M --steps 8 --eval-every 4 --ckpt "$TMP/c1" --log "$TMP/one.jsonl"
ok "two ranks" run 2 --steps 8 --eval-every 4 --ckpt "$TMP/c2" --log "$TMP/two.jsonl"
eq "the log written once" "$(wc -l <"$TMP/two.jsonl" | tr -d ' ')" 8
close "two ranks: one rank's losses" "$TMP/two.jsonl" "$TMP/one.jsonl" 1e-6 loss
close "and gradient norms" "$TMP/two.jsonl" "$TMP/one.jsonl" 1e-5 grad_norm
close "and validation losses (batches dealt over the ranks)" "$TMP/two.jsonl" "$TMP/one.jsonl" 1e-6 val_loss
grep -q '2 ranks: data 2 x tensor 1' "$TMP/.err"; eq "says its ranks" $? 0
# mfu / tokens_per_s is FLOPs per token over the peak: of both ranks, half
k() { sed -n 1p "$1" | awk -F'"tokens_per_s":|,"mfu":|,"mem_mib"' '{ printf "%.9g", $3 / $2 }'; }
eq "MFU against both ranks' peak" "$(awk -v a="$(k "$TMP/one.jsonl")" -v b="$(k "$TMP/two.jsonl")" \
	'BEGIN { d = a / b - 2; print (d < 1e-3 && d > -1e-3) }')" 1
eq "the other rank stays quiet" "$(grep -c "^step 8/8" "$TMP/.err")" 1

# the distributed optimizer: a shard of AdamW's moments a rank; over two
# ranks the sums are the all-reduce's (a + b either way), so the same bits
ok "two ranks, distributed optimizer" run 2 --steps 8 --eval-every 4 --distributed-optimizer \
	--ckpt "$TMP/z2" --log "$TMP/z2.jsonl"
eq "the all-reduce's losses bit for bit" "$(field loss "$TMP/z2.jsonl")" "$(field loss "$TMP/two.jsonl")"
ok "and its checkpoint (the moments gathered)" cmp "$TMP/z2/model.ckpt" "$TMP/c2/model.ckpt"
ok "four ranks, distributed optimizer" run 4 --steps 8 --distributed-optimizer --log "$TMP/z4.jsonl"
close "four ranks: one rank's losses" "$TMP/z4.jsonl" "$TMP/one.jsonl" 1e-6 loss

# a checkpoint of sharded moments resumes bit for bit, and on one rank
ok "stopped at 4" run 2 --steps 8 --eval-every 4 --distributed-optimizer --stop-at 4 \
	--ckpt "$TMP/r" --log "$TMP/r.jsonl"
ok "resumed" run 2 --steps 8 --eval-every 4 --distributed-optimizer --resume --ckpt "$TMP/r" \
	--log "$TMP/r.jsonl"
eq "the uninterrupted losses" "$(field loss "$TMP/r.jsonl")" "$(field loss "$TMP/z2.jsonl")"
ok "and checkpoint" cmp "$TMP/r/model.ckpt" "$TMP/z2/model.ckpt"
ok "stopped at 4 again" run 2 --steps 8 --distributed-optimizer --stop-at 4 --ckpt "$TMP/r1" \
	--log "$TMP/r1.jsonl"
# shellcheck disable=SC2086
ok "resumed on one rank" mtrain $M --steps 8 --resume --ckpt "$TMP/r1" --log "$TMP/r1.jsonl"
close "one rank's losses" "$TMP/r1.jsonl" "$TMP/one.jsonl" 1e-6 loss

# --keep: one step file a checkpoint, the link beside, by rank 0
ok "--keep" run 2 --steps 4 --ckpt-every 2 --keep 1 --ckpt "$TMP/k" --distributed-optimizer
eq "one step file and the link" "$(ls "$TMP/k" | grep -c ckpt)" 2
ok "the link names step 4" test "$(readlink "$TMP/k/model.ckpt")" = step-00000004.ckpt

# --profile: the report once
ok "--profile" run 2 --steps 4 --profile
eq "one report" "$(grep -c '^peak' "$TMP/.err")" 1

# a checkpoint rank 0 cannot write ends the whole job with its message
# (the other rank waiting in a collective is ended by mpirun), never a hang
mkdir -p "$TMP/bad/model.ckpt.tmp"
for d in "" --distributed-optimizer; do
	fails "unwritable checkpoint ${d:-(all-reduce)}" 1 timeout 120 mpirun -np 2 "$BIN/mtrain" $M --steps 4 \
		--ckpt-every 2 --ckpt "$TMP/bad" $d
	grep -q "bad/model.ckpt.tmp: Is a directory" "$TMP/.err"; eq "and says why" $? 0
done

# bad layouts stop before training, with the usage exit code
fails "global batch not a multiple of batch x ranks" 2 run 2 --global-batch 6
grep -q 'not a multiple of --batch 2 x 2 ranks' "$TMP/.err"; eq "and says so" $? 0

# SIGUSR1 (mpirun forwards it; SIGINT and SIGTERM make mpirun end the job
# itself): every rank finishes the same step, the checkpoint is written
mpirun -np 2 "$BIN/mtrain" $M --steps 100000 --distributed-optimizer --ckpt "$TMP/sig" \
	--log "$TMP/sig.jsonl" 2>"$TMP/sig.err" &
pid=$!
i=0   # the handlers are in place once a step is logged
while [ ! -s "$TMP/sig.jsonl" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
kill -USR1 $pid
wait $pid
[ $? -ne 0 ]; eq "SIGUSR1 stops the job with an error status" $? 0
last=$(tail -n 1 "$TMP/sig.jsonl" | sed 's/{"step":\([0-9]*\),.*/\1/')
eq "both ranks at the log's last step" "$(grep -c "signal 1 at step $last; checkpoint written" "$TMP/sig.err")" 2
ok "resumes from it" run 2 --steps $((last + 2)) --distributed-optimizer --resume --ckpt "$TMP/sig" \
	--log "$TMP/sig.jsonl"
eq "and logs on from there" "$(tail -n 2 "$TMP/sig.jsonl" | sed 's/{"step":\([0-9]*\),.*/\1/' | tr '\n' ' ')" \
	"$((last + 1)) $((last + 2)) "

# pipelines/slurm/train.sbatch, srun and scontrol stubbed (srun: mpirun
# -np 2): SIGUSR1 before the time limit, the checkpoint, a requeue; the
# requeued start resumes and ends the run, every step logged once
mkdir "$TMP/stub"
printf '#!/bin/sh\necho $$ >"%s/srun.pid"\nshift   # --kill-on-bad-exit=1\nexec mpirun -np 2 "$@"\n' "$TMP" \
	>"$TMP/stub/srun"
printf '#!/bin/sh\necho "$*" >>"%s/requeued"\n' "$TMP" >"$TMP/stub/scontrol"
chmod +x "$TMP/stub/srun" "$TMP/stub/scontrol"
A="--layers 2 --heads 2 --dim 32 --vocab 256 --seq 32 --batch 2 --global-batch 8 --distributed-optimizer"
export SLURM_JOB_ID=7 SLURM_CPUS_PER_TASK=1
PATH="$TMP/stub:$PATH" DATA="$TMP/sh" RUN="$TMP/job" STEPS=100000 ARGS="$A" \
	sh "$ROOT/pipelines/slurm/train.sbatch" 2>"$TMP/job.err" &
job=$!
i=0
while [ ! -s "$TMP/job/log.jsonl" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
kill -USR1 "$(cat "$TMP/srun.pid")"
wait $job
eq "train.sbatch: requeued after the checkpoint" "$(cat "$TMP/requeued" 2>/dev/null)" "requeue 7"
last=$(tail -n 1 "$TMP/job/log.jsonl" | sed 's/{"step":\([0-9]*\),.*/\1/')
# (the requeued start as 2 pipeline stages: the checkpoint moves layouts)
PATH="$TMP/stub:$PATH" DATA="$TMP/sh" RUN="$TMP/job" STEPS=$((last + 3)) ARGS="$A" PP=2 \
	sh "$ROOT/pipelines/slurm/train.sbatch" 2>"$TMP/job.err"
eq "the requeued start ends the run (PP=2)" $? 0
grep -q 'data 1 x tensor 1 x pipeline 2' "$TMP/job.err"; eq "as 2 stages" $? 0
eq "every step logged once" "$(sed 's/{"step":\([0-9]*\),.*/\1/' "$TMP/job/log.jsonl" | uniq | wc -l | tr -d ' ')" \
	$((last + 3))
eq "and not requeued again" "$(wc -l <"$TMP/requeued" | tr -d ' ')" 1
PATH="$TMP/stub:$PATH" DATA="$TMP/sh" RUN="$TMP/job" ARGS="$A" TP=2 SLURM_NTASKS_PER_NODE=3 \
	sh "$ROOT/pipelines/slurm/train.sbatch" 2>"$TMP/job.err"
eq "TP=2 with 3 tasks a node: refused" $? 2
grep -q 'tensor group would span nodes' "$TMP/job.err"; eq "says why" $? 0

done_tests
