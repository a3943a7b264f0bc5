#!/bin/sh
# mtrain's pipeline parallelism (CPU backend, ranks under mpirun): every
# pipeline layout trains the one-rank model, within rounding. pp 2 under
# GPipe and 1F1B, pp 4, pp 2 with 2 virtual stages (interleaved 1F1B), and
# the full 3D layout, 2 data x 2 tensor x 2 pipeline ranks with --sp,
# selective recompute, the distributed optimizer and dropout: losses,
# gradient norms and the final weights (the checkpoint, gathered whole
# from the stages) equal one rank's to the tolerances of mtrain_cmp.sh.
# A broken pipeline shows: the tied embedding's gradient not summed over
# the first and last stage leaves the two copies apart, and the weights
# differ (the run with the embedding group left out below). Checkpoints
# move between pipeline layouts: pp 2 -> 1 and 1 -> 2 continue the
# one-rank run. Bad layouts exit 2 before anything is allocated.
. "$(dirname "$0")/lib.sh"

text=$SHARED/data/text/tinyshakespeare.txt
need_ranks "$text"   # (CI runs as root; more ranks than cores)
python3 "$ROOT/tests/cli/byte_shard.py" "$text" "$TMP/sh"
# 4 layers: pp 2 x 2 chunks and pp 4 divide them; 4 micro-batches a step
M="--data $TMP/sh --layers 4 --heads 4 --dim 32 --vocab 256 --seq 32 --batch 2 --global-batch 8
   --lr 3e-3 --warmup 3 --steps 8 -j 1"
run() { n=$1; shift; mpirun -np "$n" "$BIN/mtrain" $M "$@"; }
. "$ROOT/tests/cli/mtrain_cmp.sh"

K="--ckpt-every 4 --keep 2"
# shellcheck disable=SC2086
ok "one rank" mtrain $M $K --ckpt "$TMP/one" --log "$TMP/one.jsonl"
ok "pp 2, GPipe" run 2 --pp 2 --schedule gpipe --ckpt "$TMP/g2" --log "$TMP/g2.jsonl"
check "pp 2 GPipe: one rank's run" "$TMP/g2.jsonl" "$TMP/g2/model.ckpt"
grep -q '2 ranks: data 1 x tensor 1 x pipeline 2 (GPipe)' "$TMP/.err"; eq "says its layout" $? 0
grep -q 'activations: .* MiB on stage 0, 4 micro-batches of 2 layers in flight' "$TMP/.err"
eq "GPipe's first stage holds all 4 micro-batches" $? 0
ok "pp 2, 1F1B" run 2 --pp 2 $K --ckpt "$TMP/p2" --log "$TMP/p2.jsonl"
check "pp 2 1F1B: one rank's run" "$TMP/p2.jsonl" "$TMP/p2/model.ckpt"
grep -q 'activations: .* on stage 0, 2 micro-batches of 2 layers in flight' "$TMP/.err"
eq "1F1B's first stage holds p = 2" $? 0
ok "pp 4, --recompute full:1" run 4 --pp 4 --recompute full:1 --ckpt "$TMP/p4" --log "$TMP/p4.jsonl"
check "pp 4: one rank's run" "$TMP/p4.jsonl" "$TMP/p4/model.ckpt"
ok "pp 2, 2 virtual stages, --trace" run 2 --pp 2 --virtual-stages 2 --ckpt "$TMP/v2" --log "$TMP/v2.jsonl" \
	--trace "$TMP/v2.json"
check "pp 2 interleaved: one rank's run" "$TMP/v2.jsonl" "$TMP/v2/model.ckpt"
grep -q 'pipeline 2 (interleaved 1F1B, virtual stages)' "$TMP/.err"; eq "says it" $? 0
# the trace: every step of each rank, its 4 micro-batches x 2 chunks
# forward and backward in the order of its schedule (as --schedule-only
# prints it), a receive before each pass that needs one, one optimizer
# step; and mtrace draws it
# shellcheck disable=SC2086
mtrain $M --pp 2 --virtual-stages 2 --schedule-only >"$TMP/sched.txt"
python3 - "$TMP/v2.json" "$TMP/sched.txt" <<'PY' >"$TMP/.cmp" 2>&1
import json, sys
d = json.load(open(sys.argv[1]))
want = {int(l.split(":")[0].split()[1]): l.split(":")[1].split() for l in open(sys.argv[2]) if l.startswith("stage ")}
ev = [e for e in d["traceEvents"] if e["ph"] == "X"]
names = {e["pid"]: e["args"]["name"] for e in d["traceEvents"] if e["name"] == "process_name"}
bad = 0
for r in (0, 1):
    if "stage %d" % r not in names.get(r, ""):
        print("rank %d is named %r" % (r, names.get(r))); bad = 1
    for step in range(1, 9):
        mine = sorted((e for e in ev if e["pid"] == r and e["args"]["step"] == step), key=lambda e: e["ts"])
        passes = [e["name"] for e in mine if e["cat"] in ("forward", "backward")]
        if passes != want[r]:
            print("rank %d step %d: %s, schedule %s" % (r, step, passes, want[r])); bad = 1
        recv = sum(e["cat"] == "recv" for e in mine)
        # every pass receives but the model's first chunk's forwards and
        # its last chunk's backwards: 12 of 16 on each stage
        if recv != 12 or sum(e["cat"] == "optimizer" for e in mine) != 1:
            print("rank %d step %d: %d receives" % (r, step, recv)); bad = 1
sys.exit(bad)
PY
eq "the trace: each rank's passes in its schedule's order" $? 0
[ $? -eq 0 ] || sed 's/^/  /' "$TMP/.cmp" | head -5 >&2
# shellcheck disable=SC2086
fails "--trace into a missing directory: before training" 1 mtrain $M --trace "$TMP/none/t.json" --log "$TMP/t.jsonl"
grep -q "^mtrain: --trace: $TMP/none/t.json" "$TMP/.err"; eq "says so" $? 0
eq "and trained nothing" "$(cat "$TMP/t.jsonl" 2>/dev/null | wc -l | tr -d ' ')" 0
ok "mtrace draws it" python3 "$ROOT/scripts/mtrace" -o "$TMP/v2.svg" --steps 2:3 "$TMP/v2.json"
eq "one forward box a pass" "$(grep -c '<title>F' "$TMP/v2.svg")" 32
grep -q '^rank 1 (stage 1, data 0, tensor 0) .* [0-9.]*$' "$TMP/.out"; eq "and the bubble of each rank" $? 0
ok "pp 2 with 2 data ranks, --eval-every 4" run 4 --pp 2 --eval-every 4 --eval-batches 2 \
	--ckpt "$TMP/e2" --log "$TMP/e2.jsonl"
check "dp 2 x pp 2: one rank's run" "$TMP/e2.jsonl" "$TMP/e2/model.ckpt"
# shellcheck disable=SC2086
ok "one rank, --eval-every 4" mtrain $M --eval-every 4 --eval-batches 2 --log "$TMP/e1.jsonl"
v1=$(jq -s 'map(.val_loss // empty) | @csv' "$TMP/e1.jsonl")
v2=$(jq -s 'map(.val_loss // empty) | @csv' "$TMP/e2.jsonl")
python3 -c 'import sys; a, b = (list(map(float, x.strip("\"").split(","))) for x in sys.argv[1:]);
sys.exit(not (len(a) == len(b) == 2 and all(abs(x - y) < 1e-6 * x for x, y in zip(a, b))))' "$v1" "$v2"
eq "the validation loss through the stages: one rank's ($v1)" $? 0

# checkpoints move between pipeline layouts: step 4 resumed in another
from() { mkdir "$TMP/$2" && cp "$TMP/$1/step-00000004.ckpt" "$TMP/$2/model.ckpt" &&
	cp "$TMP/$1.jsonl" "$TMP/$2.jsonl"; }
from p2 a
# shellcheck disable=SC2086
ok "pp 2's step 4, resumed on one rank" mtrain $M --resume --ckpt "$TMP/a" --log "$TMP/a.jsonl"
check "pp 2 -> 1: one rank's run" "$TMP/a.jsonl" "$TMP/a/model.ckpt"
from one b
ok "one rank's step 4, resumed at pp 2 x 2 virtual stages" run 2 --pp 2 --virtual-stages 2 --resume \
	--ckpt "$TMP/b" --log "$TMP/b.jsonl"
check "pp 1 -> 2: one rank's run" "$TMP/b.jsonl" "$TMP/b/model.ckpt"

# 3D: 2 data x 2 tensor x 2 pipeline ranks, with sequence parallelism,
# selective recompute, the distributed optimizer and dropout, against one
# rank with the same dropout
# shellcheck disable=SC2086
ok "one rank, --dropout 0.1 --attn-dropout 0.1" mtrain $M --dropout 0.1 --attn-dropout 0.1 --ckpt "$TMP/dr" \
	--log "$TMP/dr.jsonl"
base=dr
ok "dp 2 x tp 2 x pp 2 --sp, selective, distributed optimizer, dropout" run 8 --tp 2 --pp 2 --sp \
	--recompute selective --distributed-optimizer --dropout 0.1 --attn-dropout 0.1 --ckpt "$TMP/3d" \
	--log "$TMP/3d.jsonl"
check "3D: one rank's run with dropout" "$TMP/3d.jsonl" "$TMP/3d/model.ckpt"
grep -q '8 ranks: data 2 x tensor 2 (sequence parallel) x pipeline 2 (1F1B), distributed optimizer' "$TMP/.err"
eq "says its layout" $? 0

# what the layout cannot split: exit 2 before anything is opened
fails "--pp 3 with 4 layers" 2 mpirun -np 3 "$BIN/mtrain" $M --pp 3
grep -q -- "--pp 3 x --virtual-stages 1 does not divide the 4 layers" "$TMP/.err"; eq "says so" $? 0
# shellcheck disable=SC2086
fails "--pp 2 with one micro-batch a step" 2 mtrain $M --global-batch 2 --pp 2 --schedule-only
grep -q -- "--pp 2 with one micro-batch a step" "$TMP/.err"; eq "says so" $? 0
# shellcheck disable=SC2086
fails "--virtual-stages 2 with 6 micro-batches on 4 stages" 2 mtrain $M --layers 8 --global-batch 12 \
	--pp 4 --virtual-stages 2 --schedule-only
grep -q -- "not a multiple of --pp 4" "$TMP/.err"; eq "says so" $? 0
# shellcheck disable=SC2086
fails "--schedule gpipe with virtual stages" 2 mtrain $M --pp 2 --virtual-stages 2 --schedule gpipe \
	--schedule-only
done_tests
