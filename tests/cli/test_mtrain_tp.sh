#!/bin/sh
# mtrain's tensor and sequence parallelism (CPU backend, ranks under
# mpirun): every layout trains the one-rank model, within rounding. tp 2
# and 4, each with and without --sp, and 2 data x 2 tensor ranks with --sp
# and the distributed optimizer, under each recompute policy: losses,
# gradient norms and the final weights (the checkpoint, gathered whole)
# equal one rank's to the tolerances below; test_nn_tp shows that such a
# comparison fails when a collective of Megatron's f or g is skipped or a
# row-parallel bias is added by every rank.
# Checkpoints move between layouts: tp 2 -> 1, 1 -> 2, and 2 x 2 with the
# distributed optimizer -> 1 continue the one-rank run. With --dropout
# and --attn-dropout (hidden and attention dropout, counter-based masks
# keyed by global coordinates) the layouts equal one rank with them. (mpirun starts
# ranks slowly on a loaded machine: a few seconds a run, so the runs are
# few and each serves several checks.)
. "$(dirname "$0")/lib.sh"

text=$SHARED/data/text/tinyshakespeare.txt
need_ranks "$text"   # (CI runs as root; more ranks than cores)
python3 "$ROOT/tests/cli/byte_shard.py" "$text" "$TMP/sh"
# 4 heads, a vocabulary of 256 (padded 256): tp 2 and 4 divide both
M="--data $TMP/sh --layers 2 --heads 4 --dim 32 --vocab 256 --seq 32 --batch 2 --global-batch 8
   --lr 3e-3 --warmup 3 --steps 8 -j 1"
run() { n=$1; shift; mpirun -np "$n" "$BIN/mtrain" $M "$@"; }

# same/check: a run's log and checkpoint against $base's (the tolerances there)
. "$ROOT/tests/cli/mtrain_cmp.sh"

# every layout keeps its step 4 and 8 checkpoints (the moves below start
# from step 4); each recompute policy under some tensor-parallel layout
K="--ckpt-every 4 --keep 2"
# shellcheck disable=SC2086
ok "one rank" mtrain $M $K --ckpt "$TMP/one" --log "$TMP/one.jsonl"
ok "tp 2" run 2 --tp 2 $K --ckpt "$TMP/t2" --log "$TMP/t2.jsonl"
check "tp 2: one rank's run" "$TMP/t2.jsonl" "$TMP/t2/model.ckpt"
grep -q '2 ranks: data 1 x tensor 2, collectives by MPI' "$TMP/.err"; eq "says its layout and its collectives" $? 0
ok "tp 2 --sp, --recompute full:1" run 2 --tp 2 --sp --recompute full:1 --ckpt "$TMP/t2f" \
	--log "$TMP/t2f.jsonl"
check "tp 2 --sp, --recompute full:1: one rank's run" "$TMP/t2f.jsonl" "$TMP/t2f/model.ckpt"
grep -q 'tensor 2 (sequence parallel)' "$TMP/.err"; eq "says it" $? 0
grep -q 'activations: .* MiB a rank; a layer .* t = 2)' "$TMP/.err"; eq "and its activation memory" $? 0
ok "tp 4, --recompute selective" run 4 --tp 4 --recompute selective --ckpt "$TMP/t4" --log "$TMP/t4.jsonl"
check "tp 4, --recompute selective: one rank's run" "$TMP/t4.jsonl" "$TMP/t4/model.ckpt"
ok "tp 4 --sp, --recompute selective" run 4 --tp 4 --sp --recompute selective --ckpt "$TMP/t4s" \
	--log "$TMP/t4s.jsonl"
check "tp 4 --sp, --recompute selective: one rank's run" "$TMP/t4s.jsonl" "$TMP/t4s/model.ckpt"
ok "2 data x 2 tensor ranks --sp, distributed optimizer, --recompute full" run 4 --tp 2 --sp \
	--distributed-optimizer --recompute full $K --ckpt "$TMP/d2" --log "$TMP/d2.jsonl"
check "dp 2 x tp 2 --sp: one rank's run" "$TMP/d2.jsonl" "$TMP/d2/model.ckpt"

# the comparison catches a broken tensor-parallel layer: tests/unit/
# test_nn_tp, one micro-batch through the one-rank model and its tp 2
# slice (with and without --sp) on each rank, equal to rounding, and
# different with f's collectives skipped, g's skipped, or the bias added
# by both ranks (enum gpt_fault)
ok "f, g and the bias: one rank's, and each fault caught" mpirun -np 2 "${MTK_UNIT_BIN:-$ROOT/build/tests}/test_nn_tp"
eq "both ranks passed" "$(grep -c ' passed, 0 failed$' "$TMP/.out")" 2

# checkpoints move between layouts and continue the one-rank run: step 4
# of one layout resumed in another
from() { mkdir "$TMP/$2" && cp "$TMP/$1/step-00000004.ckpt" "$TMP/$2/model.ckpt" &&
	cp "$TMP/$1.jsonl" "$TMP/$2.jsonl"; }
from t2 a
# shellcheck disable=SC2086
ok "tp 2's step 4, resumed on one rank" mtrain $M --resume --ckpt "$TMP/a" --log "$TMP/a.jsonl"
check "tp 2 -> 1: one rank's run" "$TMP/a.jsonl" "$TMP/a/model.ckpt"
from one b
ok "one rank's step 4, resumed at tp 2" run 2 --tp 2 --resume --ckpt "$TMP/b" --log "$TMP/b.jsonl"
check "tp 1 -> 2: one rank's run" "$TMP/b.jsonl" "$TMP/b/model.ckpt"
from d2 c
# shellcheck disable=SC2086
ok "dp 2 x tp 2 --sp's step 4 (sharded moments), resumed on one rank" mtrain $M --resume --ckpt "$TMP/c" \
	--log "$TMP/c.jsonl"
check "dp 2 x tp 2 --sp -> 1: one rank's run" "$TMP/c.jsonl" "$TMP/c/model.ckpt"

# dropout that every layout agrees on: the masks drawn from each
# element's global coordinates (sample, position, channel), so the runs
# with --dropout equal one rank's with --dropout, under every layout and
# recompute policy, and differ from the runs without
# shellcheck disable=SC2086
ok "one rank, --dropout 0.1 --attn-dropout 0.1" mtrain $M --dropout 0.1 --attn-dropout 0.1 --ckpt "$TMP/dr" \
	--log "$TMP/dr.jsonl"
same "" "$TMP/dr.jsonl" "$TMP/dr/model.ckpt" >/dev/null 2>&1
eq "dropout changes the run" $? 1
base=dr
ok "tp 2 --sp --dropout 0.1 --attn-dropout 0.1, --recompute selective" run 2 --tp 2 --sp --dropout 0.1 \
	--attn-dropout 0.1 --recompute selective \
	--ckpt "$TMP/dr2" --log "$TMP/dr2.jsonl"
check "tp 2 --sp --dropout: one rank's run with dropout" "$TMP/dr2.jsonl" "$TMP/dr2/model.ckpt"
ok "dp 2 x tp 2 --dropout 0.1 --attn-dropout 0.1, distributed optimizer, --recompute full" run 4 --tp 2 \
	--dropout 0.1 --attn-dropout 0.1 \
	--distributed-optimizer --recompute full --ckpt "$TMP/dr4" --log "$TMP/dr4.jsonl"
check "dp 2 x tp 2 --dropout: one rank's run with dropout" "$TMP/dr4.jsonl" "$TMP/dr4/model.ckpt"
# shellcheck disable=SC2086
ok "one rank, --attn-dropout 0.1 alone" mtrain $M --attn-dropout 0.1 --ckpt "$TMP/ad" --log "$TMP/ad.jsonl"
base=one
same "" "$TMP/ad.jsonl" "$TMP/ad/model.ckpt" >/dev/null 2>&1
eq "attention dropout alone changes the run" $? 1

# what the layout cannot split: exit 2 before anything is opened
fails "--tp 4 with 2 heads" 2 mpirun -np 4 "$BIN/mtrain" $M --heads 2 --tp 4
grep -q -- "--tp 4 does not divide the 2 heads" "$TMP/.err"; eq "says so" $? 0

# msample under mpirun: the ranks split the model by tensor parallelism
# (the key/value cache the rank's heads, the logits' shards gathered):
# the one-rank tokens, sampled and greedy, with a batch, and past the
# model's 32 positions (the window recomputed, the logits gathered there
# too); only rank 0 writes
S="--ckpt $TMP/one/model.ckpt --prompt 84,104"
msample $S -n 20 --seed 5 >"$TMP/s1" 2>/dev/null
ok "msample on 2 tensor ranks" mpirun -np 2 "$BIN/msample" $S -n 20 --seed 5 -o "$TMP/s2"
eq "the one-rank sample" "$(cat "$TMP/s2")" "$(cat "$TMP/s1")"
msample $S -n 40 --temperature 0 --samples 3 >"$TMP/g1" 2>/dev/null
ok "4 tensor ranks, 3 greedy samples past the window" mpirun -np 4 "$BIN/msample" $S -n 40 --temperature 0 --samples 3
eq "the one-rank samples" "$(cat "$TMP/.out")" "$(cat "$TMP/g1")"
fails "msample on 3 ranks: 4 heads" 2 mpirun -np 3 "$BIN/msample" $S -n 2
grep -q "^msample: 3 ranks split the model by tensor parallelism, as mtrain --tp 3: --tp 3 does not divide the 4 heads" \
	"$TMP/.err"; eq "says why" $? 0
done_tests
