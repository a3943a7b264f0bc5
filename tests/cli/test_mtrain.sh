#!/bin/sh
# mtrain and msample end to end on a byte-level shard of tinyshakespeare:
# logging, checkpoints, bit-exact resume, init-from, sampling, and the
# errors that must stop a run before it trains.
. "$(dirname "$0")/lib.sh"

# An independent float64 implementation against our logits, loss and
# gradients: PyTorch autograd (scripts/deps.sh installs python3-torch, which
# only Debian's python3 sees), else numpy for the forward pass only.
ref_py=""
for mod in torch numpy; do
	for py in python3 /usr/bin/python3; do
		if [ -z "$ref_py" ] && $py -c "import $mod" 2>/dev/null; then ref_py=$py; fi
	done
done
if [ -n "$ref_py" ] && [ -x "$ROOT/build/tests/test_nn_gpt" ]; then
	ok "reference model ($ref_py)" $ref_py "$ROOT/tests/torch_ref.py" "$ROOT/build/tests/test_nn_gpt"
	sed 's/^/  /' "$TMP/.out"
	fails "reference sees one gradient off by 3x its tolerance" 1 \
		$ref_py "$ROOT/tests/torch_ref.py" --perturb qkv_w "$ROOT/build/tests/test_nn_gpt"
	grep -q '^FAIL grad qkv_w ' "$TMP/.err"; eq "and names it" $? 0
fi

text=$SHARED/data/text/tinyshakespeare.txt
if [ ! -f "$text" ] || ! command -v python3 >/dev/null; then
	echo "skipping: needs $text and python3"
	done_tests
	exit 0
fi

# A Megatron shard of bytes, so the test does not depend on the tokenizer.
python3 "$ROOT/tests/cli/byte_shard.py" "$text" "$TMP/sh"

M="--layers 2 --heads 2 --dim 32 --vocab 256 --seq 32 --batch 4 --global-batch 8 --lr 3e-3 --warmup 3 -j 1 -q"
steps() { sed 's/"lr".*//' "$1"; }   # step and loss of each line
logged() { sed 's/^{"step":\([0-9]*\),.*/\1/' "$1" | tr '\n' ' '; }

ok "train straight" mtrain --data "$TMP/sh" $M --steps 16 --eval-every 8 --log "$TMP/a.jsonl"
eq "one log line per step" "$(wc -l <"$TMP/a.jsonl" | tr -d ' ')" 16
eq "log fields" "$(sed -n 8p "$TMP/a.jsonl" | grep -c '"step":8,"loss":.*"lr":.*"grad_norm":.*"tokens_per_s":.*"val_loss"')" 1
first=$(sed -n 1p "$TMP/a.jsonl" | sed 's/.*"loss":\([0-9.]*\).*/\1/')
last=$(sed -n 16p "$TMP/a.jsonl" | sed 's/.*"loss":\([0-9.]*\).*/\1/')
eq "loss goes down" "$(echo "$last < $first - 1" | bc 2>/dev/null || python3 -c "print(int($last < $first - 1))")" 1

# Our kernels sum in an order -j does not change, but OpenBLAS's threaded
# GEMMs may: with OpenBLAS 0.3.21 on an AMD EPYC 2 of these 16 losses
# differed in their 8th digit (man/mtrain.1: results do not depend on -j
# outside OpenBLAS). So: the same curve to 1e-6, not bit for bit.
ok "the same run on 2 threads" mtrain --data "$TMP/sh" $M --steps 16 --eval-every 8 -j 2 --log "$TMP/j2.jsonl"
eq "loss curve does not depend on -j (to 1e-6)" "$(paste -d ' ' "$TMP/a.jsonl" "$TMP/j2.jsonl" | awk -F'"loss":' '
	{ split($2, a, ","); split($3, b, ","); d = a[1] - b[1]; if (d < 0) d = -d; if (d > 1e-6 * a[1]) bad++; n++ }
	END { print n, bad + 0 }')" "16 0"

# --profile: the same curve (with an evaluation in it, which is not
# counted), and a table on stderr of the steps after the first
ok "not profiled" mtrain --data "$TMP/sh" $M --steps 6 --eval-every 3 --log "$TMP/npr.jsonl"
ok "profile" mtrain --data "$TMP/sh" $M --steps 6 --eval-every 3 --profile --log "$TMP/pr.jsonl"
eq "profiled, the same curve" "$(steps "$TMP/pr.jsonl")" "$(steps "$TMP/npr.jsonl")"
grep -q '^profile: 5 steps after the first; a step .* ms (host clock), .* on the cpu backend' "$TMP/.err"
eq "profile: steps counted" $? 0
# per step, 2 layers: qkv (32 -> 96) twice a step, a 128-row micro-batch, 2 of them
eq "profile: the qkv product's row" "$(grep -c ' 4  .* TFLOP/s, .*% of peak *matmul_fwd 128x32 -> 96, bias$' "$TMP/.err")" 1
eq "profile: attention by op" "$(grep -c ' 4  .* TFLOP/s.* attention_fwd$' "$TMP/.err")" 1
eq "profile: cross-entropy in GB/s" "$(grep -c ' 2  .* GB/s *crossentropy 128x256, backward$' "$TMP/.err")" 1
eq "profile: no evaluation rows" "$(grep -c 'crossentropy 128x256$' "$TMP/.err")" 0

# AdamW's hyperparameters: the defaults spelled out give the same curve; a
# different beta2 or eps a different one (so the options reach the optimizer)
ok "adam defaults spelled out" mtrain --data "$TMP/sh" $M --steps 4 --adam-beta1 0.9 --adam-beta2 0.95 \
	--adam-eps 1e-8 --log "$TMP/ad.jsonl"
eq "the same curve as the defaults" "$(steps "$TMP/ad.jsonl")" "$(head -n 4 "$TMP/a.jsonl" | sed 's/"lr".*//')"
ok "adam beta2 0.999" mtrain --data "$TMP/sh" $M --steps 4 --adam-beta2 0.999 --log "$TMP/b2.jsonl"
ok "adam beta1 0.5, eps 1e-3" mtrain --data "$TMP/sh" $M --steps 4 --adam-beta1 0.5 --adam-eps 1e-3 --log "$TMP/b1.jsonl"
[ "$(sed -n 4p "$TMP/b2.jsonl" | sed 's/"lr".*//')" != "$(sed -n 4p "$TMP/ad.jsonl" | sed 's/"lr".*//')" ] &&
	pass_ || fail_ "--adam-beta2 changed nothing"
[ "$(sed -n 4p "$TMP/b1.jsonl" | sed 's/"lr".*//')" != "$(sed -n 4p "$TMP/ad.jsonl" | sed 's/"lr".*//')" ] &&
	pass_ || fail_ "--adam-beta1/--adam-eps changed nothing"
fails "adam beta 1 refused" 2 mtrain --data "$TMP/sh" $M --adam-beta2 1
fails "adam eps 0 refused" 2 mtrain --data "$TMP/sh" $M --adam-eps 0

# recomputation changes what is kept, not what is computed: the losses and
# the checkpoint bit for bit (full:1 is the first of the two layers)
ok "recompute none" mtrain --data "$TMP/sh" $M --steps 4 --ckpt "$TMP/rn" --log "$TMP/rn.jsonl"
for r in selective full full:1; do
	ok "recompute $r" mtrain --data "$TMP/sh" $M --steps 4 --recompute $r --ckpt "$TMP/r$r" --log "$TMP/r$r.jsonl"
	eq "recompute $r: the same losses" "$(steps "$TMP/r$r.jsonl")" "$(steps "$TMP/rn.jsonl")"
	ok "recompute $r: the same checkpoint" cmp "$TMP/r$r/model.ckpt" "$TMP/rn/model.ckpt"
done
fails "recompute full:0 refused" 2 mtrain --data "$TMP/sh" $M --recompute full:0

mtrain --data "$TMP/sh" $M --steps 100000 --ckpt "$TMP/sig" --log "$TMP/sig.jsonl" 2>"$TMP/sig.err" &
pid=$!
i=0   # the handler is in place once a step is logged
while [ ! -s "$TMP/sig.jsonl" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
kill -TERM $pid
wait $pid
eq "SIGTERM exits 1" $? 1
ok "SIGTERM writes a checkpoint" test -f "$TMP/sig/model.ckpt"
grep -q 'checkpoint written' "$TMP/sig.err"; eq "SIGTERM message" $? 0

mtrain --data "$TMP/sh" $M --steps 100000 --ckpt "$TMP/int" --log "$TMP/int.jsonl" 2>"$TMP/int.err" &
pid=$!
i=0
while [ ! -s "$TMP/int.jsonl" ] && [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
kill -INT $pid
wait $pid
eq "SIGINT exits 1" $? 1
ok "SIGINT writes a checkpoint" test -f "$TMP/int/model.ckpt"

# a full disk under the log: stop at once, say so, keep a checkpoint
if [ -w /dev/full ]; then
	fails "log on a full disk" 1 mtrain --data "$TMP/sh" $M --steps 50 --ckpt "$TMP/full" --log /dev/full
	grep -q '/dev/full: write failed: No space left on device; stopping at step 1 (checkpoint written)' "$TMP/.err"
	eq "and says so" $? 0
	ok "with the checkpoint" test -f "$TMP/full/model.ckpt"
fi
# A disk that fills up under the log (a 16 KiB tmpfs, where mounting is
# allowed): the run stops after a step whose line is in the log whole (it
# tore that line and, resumed from that step's checkpoint, never logged the
# step), and the resumed run logs every step once.
mkdir "$TMP/fs"
if mount -t tmpfs -o size=16k tmpfs "$TMP/fs" 2>/dev/null; then
	trap 'umount "$TMP/fs"; rm -rf "$TMP"' EXIT   # a test killed here leaves no mount
	fails "log on a disk that fills up" 1 mtrain --data "$TMP/sh" $M --steps 1000 --ckpt "$TMP/fs.ck" --log "$TMP/fs/log.jsonl"
	at=$(sed -n 's/.*log.jsonl: write failed: No space left on device; stopping at step \([0-9]*\) (checkpoint written)$/\1/p' "$TMP/.err")
	eq "says where it stopped" "${at:+yes}" yes
	eq "the log ends with that step, whole" "$(tail -n 1 "$TMP/fs/log.jsonl" | sed -n 's/^{"step":\([0-9]*\),.*}$/\1/p')" "$at"
	fails "a resume with no room for a line does not start" 1 mtrain --data "$TMP/sh" $M --steps 1000 \
		--ckpt "$TMP/fs.ck" --resume --log "$TMP/fs/log.jsonl"
	grep -q 'log.jsonl: No space left on device' "$TMP/.err"; eq "and says why" $? 0
	cp "$TMP/fs/log.jsonl" "$TMP/fs.jsonl"
	umount "$TMP/fs"
	trap 'rm -rf "$TMP"' EXIT
	ok "resume on a disk with room" mtrain --data "$TMP/sh" $M --steps 1000 --ckpt "$TMP/fs.ck" --resume \
		--stop-at $((at + 3)) --log "$TMP/fs.jsonl"
	eq "each step logged once after a full disk" "$(logged "$TMP/fs.jsonl")" "$(seq 1 $((at + 3)) | tr '\n' ' ')"
else
	echo "skipping the filling disk: cannot mount a tmpfs"
fi
rmdir "$TMP/fs"

cp "$TMP/sh.bin" "$TMP/sh2.bin"; cp "$TMP/sh.idx" "$TMP/sh2.idx"
ok "blend two datasets by weight" mtrain --data 0.25 "$TMP/sh" 0.75 "$TMP/sh2" $M --steps 2
ok "equal weights without numbers" mtrain --data "$TMP/sh" "$TMP/sh2" $M --steps 2
# a blend file: the same run as its list on the command line
printf '# the blend\n0.25 %s   # bytes\n\n0.75\t%s\n' "$TMP/sh" "$TMP/sh2" >"$TMP/blend.txt"
ok "blend file" mtrain --data @"$TMP/blend.txt" $M --steps 2 --log "$TMP/bl1.jsonl"
ok "its list" mtrain --data 0.25 "$TMP/sh" 0.75 "$TMP/sh2" $M --steps 2 --log "$TMP/bl2.jsonl"
eq "the same losses" "$(grep -o '"loss":[^,]*' "$TMP/bl1.jsonl")" "$(grep -o '"loss":[^,]*' "$TMP/bl2.jsonl")"
printf '0.25 %s\n%s\n' "$TMP/sh" "$TMP/sh2" >"$TMP/blend.txt"
fails "a blend file mixing weighted and bare lines" 2 mtrain --data @"$TMP/blend.txt" $M --steps 2
grep -q -- "--data @.*blend.txt:2: want a weight and a prefix" "$TMP/.err"; eq "names the line" $? 0
fails "a blend file that is not there" 2 mtrain --data @"$TMP/none.txt" $M --steps 2

ok "train to step 8 and stop" mtrain --data "$TMP/sh" $M --steps 16 --eval-every 8 --ckpt "$TMP/ck" --stop-at 8 --log "$TMP/b.jsonl"
ok "checkpoint written" test -f "$TMP/ck/model.ckpt"
ok "resume" mtrain --data "$TMP/sh" $M --steps 16 --eval-every 8 --ckpt "$TMP/ck" --resume --log "$TMP/b.jsonl"
eq "resumed loss curve is bit-exact" "$(steps "$TMP/b.jsonl")" "$(steps "$TMP/a.jsonl")"
eq "resumed validation loss" "$(grep -o '"val_loss":[0-9.]*' "$TMP/b.jsonl")" "$(grep -o '"val_loss":[0-9.]*' "$TMP/a.jsonl")"
# resumed into a log of its own (a new file): the steps after the checkpoint
ok "stop at 8 again" mtrain --data "$TMP/sh" $M --steps 16 --eval-every 8 --ckpt "$TMP/ck2" --stop-at 8
ok "resume into a new log" mtrain --data "$TMP/sh" $M --steps 16 --eval-every 8 --ckpt "$TMP/ck2" --resume \
	--log "$TMP/new.jsonl"
eq "it holds steps 9 to 16, the uninterrupted run's" "$(steps "$TMP/new.jsonl")" "$(steps "$TMP/a.jsonl" | tail -n 8)"

# A resumed run logs each step once: what a run logged after its last
# checkpoint is dropped. Checkpoint at 8, log up to 12 and a torn line, as
# if the run died at step 13 with --ckpt-every 8.
ok "stop at 8" mtrain --data "$TMP/sh" $M --steps 16 --eval-every 8 --ckpt "$TMP/rk" --stop-at 8 --log "$TMP/r.jsonl"
cp "$TMP/rk/model.ckpt" "$TMP/rk8.ckpt"
ok "go on to 12" mtrain --data "$TMP/sh" $M --steps 16 --eval-every 8 --ckpt "$TMP/rk" --resume --stop-at 12 --log "$TMP/r.jsonl"
cp "$TMP/rk8.ckpt" "$TMP/rk/model.ckpt"
printf '{"step":13,"loss":4.' >>"$TMP/r.jsonl"
ok "resume from 8 after logging 12" mtrain --data "$TMP/sh" $M -v --steps 16 --eval-every 8 --ckpt "$TMP/rk" --resume --log "$TMP/r.jsonl"
grep -q 'r.jsonl: dropped 5 lines after step 8' "$TMP/.err"; eq "says what it dropped" $? 0
eq "each step logged once" "$(logged "$TMP/r.jsonl")" "$(seq 1 16 | tr '\n' ' ')"
eq "and the loss curve of an uninterrupted run" "$(steps "$TMP/r.jsonl")" "$(steps "$TMP/a.jsonl")"

# The same, killed for real (SIGKILL: no checkpoint on the way out) at
# whatever step it reached, with a checkpoint every 3 steps; then on to 3
# steps past the kill, against an uninterrupted run.
K="--data $TMP/sh $M --steps 100000 --ckpt-every 3"
mtrain $K --ckpt "$TMP/kk" --log "$TMP/k.jsonl" 2>/dev/null &
pid=$!
i=0
while [ "$(cat "$TMP/k.jsonl" 2>/dev/null | wc -l)" -lt 5 ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i + 1)); done
kill -KILL $pid
wait $pid 2>/dev/null
end=$(($(wc -l <"$TMP/k.jsonl") + 3))
ok "resume after SIGKILL" mtrain $K --ckpt "$TMP/kk" --resume --stop-at $end --log "$TMP/k.jsonl"
ok "uninterrupted" mtrain $K --stop-at $end --log "$TMP/u.jsonl"
eq "each step logged once after SIGKILL" "$(logged "$TMP/k.jsonl")" "$(seq 1 $end | tr '\n' ' ')"
eq "and the same loss curve" "$(steps "$TMP/k.jsonl")" "$(steps "$TMP/u.jsonl")"

# checkpoints every --ckpt-every steps and at the end
ok "ckpt-every" mtrain --data "$TMP/sh" $M -v -v --steps 10 --ckpt "$TMP/ce" --ckpt-every 4
eq "written at 4, 8 and 10" "$(grep -c 'wrote .*ce/model.ckpt' "$TMP/.err")" 3

# --keep: a file per checkpoint, model.ckpt a symlink to the newest, the
# newest K kept; a stale later step (of another run) goes too
mkdir -p "$TMP/kp"; : >"$TMP/kp/step-00000099.ckpt"
ok "keep 2" mtrain --data "$TMP/sh" $M --steps 16 --eval-every 8 --ckpt "$TMP/kp" --ckpt-every 3 --keep 2 --stop-at 10 --log "$TMP/kp.jsonl"
eq "the newest 2 step files and the link" "$(cd "$TMP/kp" && ls | tr '\n' ' ')" "model.ckpt step-00000009.ckpt step-00000010.ckpt "
eq "model.ckpt points to the newest" "$(readlink "$TMP/kp/model.ckpt")" step-00000010.ckpt
ok "resume through the link" mtrain --data "$TMP/sh" $M --steps 16 --eval-every 8 --ckpt "$TMP/kp" --ckpt-every 3 --keep 2 --resume --log "$TMP/kp.jsonl"
eq "the loss curve of an uninterrupted run, with --keep" "$(steps "$TMP/kp.jsonl")" "$(steps "$TMP/a.jsonl")"
eq "at the end" "$(cd "$TMP/kp" && ls | tr '\n' ' ')" "model.ckpt step-00000015.ckpt step-00000016.ckpt "
ok "msample reads the link" msample --ckpt "$TMP/kp/model.ckpt" --text a -n 3 --bytes
fails "--keep without --ckpt" 2 mtrain --data "$TMP/sh" $M --steps 1 --keep 2

ok "init-from" mtrain --data "$TMP/sh" $M --steps 2 --init-from "$TMP/ck/model.ckpt" --log "$TMP/c.jsonl"
lc=$(sed -n 1p "$TMP/c.jsonl" | sed 's/.*"loss":\([0-9.]*\).*/\1/')
eq "init-from starts from the trained weights" "$(python3 -c "print(int($lc < $first - 1))")" 1

# sampling
ok "sample ids" msample --ckpt "$TMP/ck/model.ckpt" --prompt "84,104" -n 20 --seed 5 -o "$TMP/s1"
eq "prompt + 20 ids" "$(wc -w <"$TMP/s1" | tr -d ' ')" 22
msample --ckpt "$TMP/ck/model.ckpt" --prompt "84 104" -n 20 --seed 5 >"$TMP/s2"
eq "sampling is deterministic for a seed" "$(cat "$TMP/s2")" "$(cat "$TMP/s1")"
ok "sample bytes" msample --ckpt "$TMP/ck/model.ckpt" --text "ROMEO:" -n 30 --bytes --top-k 5 --temperature 0.7
eq "greedy" "$(msample --ckpt "$TMP/ck/model.ckpt" --text a -n 5 --temperature 0 | wc -w | tr -d ' ')" 6
# --samples: the samples decoded together, a line each; the first is the
# one sample of the same seed, the others differ; greedy ones are all alike
ok "--samples 3" msample --ckpt "$TMP/ck/model.ckpt" --prompt "84,104" -n 20 --seed 5 --samples 3 -o "$TMP/s3"
eq "3 lines of prompt + 20 ids" "$(awk '{ print NF }' "$TMP/s3" | tr '\n' ' ')" "22 22 22 "
eq "sample 0 = the one sample of its seed" "$(sed -n 1p "$TMP/s3")" "$(cat "$TMP/s1")"
eq "the samples differ" "$(sort -u "$TMP/s3" | wc -l | tr -d ' ')" 3
msample --ckpt "$TMP/ck/model.ckpt" --prompt 84 -n 12 --temperature 0 --samples 4 >"$TMP/g4"
eq "4 greedy samples = the greedy one" "$(sort -u "$TMP/g4")" "$(msample --ckpt "$TMP/ck/model.ckpt" --prompt 84 -n 12 --temperature 0)"
# past the model's positions (the window slides, recomputed per sample)
msample --ckpt "$TMP/ck/model.ckpt" --prompt 84 -n 80 --seed 2 --samples 2 >"$TMP/s80"
eq "sliding: sample 0 = the one sample" "$(sed -n 1p "$TMP/s80")" "$(msample --ckpt "$TMP/ck/model.ckpt" --prompt 84 -n 80 --seed 2)"
fails "--samples with --bytes" 2 msample --ckpt "$TMP/ck/model.ckpt" --text a -n 3 --bytes --samples 2
grep -q "^msample: --samples 2 with --bytes: " "$TMP/.err"; eq "and says why" $? 0
fails "--samples 0" 2 msample --ckpt "$TMP/ck/model.ckpt" -n 3 --samples 0

# msample -o: a temporary name renamed at the end, compressed by its name
ok "sample -o" msample --ckpt "$TMP/ck/model.ckpt" --prompt 84 -n 20 --seed 5 -o "$TMP/o1"
eq "-o = stdout" "$(cat "$TMP/o1")" "$(msample --ckpt "$TMP/ck/model.ckpt" --prompt 84 -n 20 --seed 5)"
eq "no temporary left" "$(ls "$TMP" | grep -c '\.tmp\.')" 0
if command -v zstd >/dev/null; then
	ok "sample -o .zst" msample --ckpt "$TMP/ck/model.ckpt" --prompt 84 -n 20 --seed 5 -o "$TMP/o1.zst"
	eq "-o .zst is compressed" "$(zstd -dc "$TMP/o1.zst")" "$(cat "$TMP/o1")"
fi
fails "sample -o in a missing directory" 1 msample --ckpt "$TMP/ck/model.ckpt" -n 2 -o "$TMP/nodir/o"
# the probe matrix's rows for msample that need a checkpoint (issue 27)
if [ -w /dev/full ]; then
	fails "sample -o /dev/full" 1 msample --ckpt "$TMP/ck/model.ckpt" -n 20 -o /dev/full
	grep -q '^msample: /dev/full: write error: No space left on device' "$TMP/.err"; eq "and says so" $? 0
fi
# a disk that fills up, as a file size limit (512 bytes: the message still
# fits in .err): named, the old output kept, no temporary left
echo previous >"$TMP/o2"
fails "sample -o past a file size limit" 1 sh -c 'ulimit -f 1 && trap "" XFSZ && exec "$@"' sh \
	msample --ckpt "$TMP/ck/model.ckpt" --prompt 84 -n 400 --seed 5 -o "$TMP/o2"
grep -q "^msample: $TMP/o2: write error: File too large" "$TMP/.err"; eq "and says so" $? 0
eq "the old output kept, no temporary" "$(cat "$TMP/o2")/$(ls "$TMP" | grep -c '\.tmp\.')" previous/0
head -c 5000 "$TMP/ck/model.ckpt" >"$TMP/cut.ckpt"
fails "sample from a cut checkpoint" 1 msample --ckpt "$TMP/cut.ckpt" -n 2
grep -q "^msample: $TMP/cut.ckpt: checkpoint is 5000 bytes, its header says" "$TMP/.err"; eq "and says so" $? 0
: >"$TMP/empty.ckpt"
fails "sample from an empty file" 1 msample --ckpt "$TMP/empty.ckpt" -n 2
grep -q "^msample: $TMP/empty.ckpt: empty file" "$TMP/.err"; eq "says it is empty" $? 0
fails "sample from a directory" 1 msample --ckpt "$TMP" -n 2
grep -q "^msample: $TMP: Is a directory" "$TMP/.err"; eq "says it is a directory" $? 0
# a run that fails after -o was opened (here: no CUDA device, where there is
# none) leaves the previous output and no temporary (issue 27 B7)
if ! msample --ckpt "$TMP/ck/model.ckpt" --device cuda --prompt 84 -n 2 >/dev/null 2>&1; then
	mkdir "$TMP/b7"
	echo previous >"$TMP/b7/o"
	fails "sample on a missing device" 1 msample --ckpt "$TMP/ck/model.ckpt" --device cuda --prompt 84 -n 2 -o "$TMP/b7/o"
	eq "missing device: previous output kept" "$(cat "$TMP/b7/o")" previous
	eq "missing device: no temporary left" "$(ls "$TMP/b7" | grep -c '\.tmp\.')" 0
fi
# The CUDA backend is a plugin, loaded when --device cuda asks for it
# (kernels/load.c): the commands link no CUDA library, so a CPU run does not
# pay cuBLASLt's start-up; asked for, the plugin beside the build is found.
if [ -f "$BIN/../lib/mtk/libmtk_cuda.so" ]; then
	ldd "$BIN/mtrain" | grep -q -e cublas -e cudart; eq "mtrain links no CUDA library" $? 1
	mtrain --data "$TMP/sh" $M --steps 1 --device cuda >/dev/null 2>"$TMP/dev.err"
	grep -q "cannot load" "$TMP/dev.err"; eq "--device cuda finds the plugin" $? 1
	mkdir -p "$TMP/alone/bin" && cp "$BIN/mtrain" "$TMP/alone/bin/"
	fails "a copy without the plugin beside it" 1 "$TMP/alone/bin/mtrain" --data "$TMP/sh" $M --steps 1 --device cuda
	grep -q "^mtrain: --device cuda: cannot load the CUDA backend: .*alone/bin/../lib/mtk/libmtk_cuda.so" "$TMP/.err"
	eq "and names the plugin's path" $? 0
	ok "that copy trains on the CPU" "$TMP/alone/bin/mtrain" --data "$TMP/sh" $M --steps 1
fi
# options that mean nothing to msample are refused, not ignored
for o in "--stats $TMP/ms.json" --strict --progress; do
	fails "msample $o refused" 2 msample --ckpt "$TMP/ck/model.ckpt" -n 2 $o
	grep -q "^msample: ${o%% *}: " "$TMP/.err"; eq "msample $o: says why" $? 0
done
[ -e "$TMP/ms.json" ] && fail_ "msample --stats wrote a file" || pass_
# --text without --vocab on a model whose ids are not bytes: refused, naming --vocab
ok "train a 300-id model" mtrain --data "$TMP/sh" $M --vocab 300 --steps 1 --ckpt "$TMP/v300"
fails "--text without --vocab, 300 ids" 2 msample --ckpt "$TMP/v300/model.ckpt" --text "The" -n 2
grep -q 'give its tokenizer with --vocab' "$TMP/.err"; eq "and names --vocab" $? 0
ok "--prompt on the 300-id model" msample --ckpt "$TMP/v300/model.ckpt" --prompt 299 -n 2

# mtrain --stats: the run's summary, as JSON
ok "train --stats" mtrain --data "$TMP/sh" $M --steps 4 --eval-every 2 --stats "$TMP/st.json"
eq "--stats summary" "$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(d["command"], d["steps"], d["last_step"], d["tokens"], d["loss"] > 0, d["val_loss"] > 0,
      d["seconds"] > 0, abs(d["tokens_per_s"] * d["seconds"] - d["tokens"]) < 1)' "$TMP/st.json")" \
	"mtrain 4 4 1024 True True True True"
ok "resumed run --stats" mtrain --data "$TMP/sh" $M --steps 6 --ckpt "$TMP/stck" --stop-at 3
ok "resumed run --stats" mtrain --data "$TMP/sh" $M --steps 6 --ckpt "$TMP/stck" --resume --stats "$TMP/st2.json"
eq "--stats counts this run's steps" "$(python3 -c '
import json, sys
d = json.load(open(sys.argv[1]))
print(d["steps"], d["last_step"], "val_loss" in d)' "$TMP/st2.json")" "3 6 False"
# options that mean nothing to mtrain are refused, not ignored
for o in "-o $TMP/mo" --strict --progress; do
	fails "mtrain $o refused" 2 mtrain --data "$TMP/sh" $M --steps 1 $o
	grep -q "^mtrain: ${o%% *}: " "$TMP/.err"; eq "mtrain $o: says why" $? 0
done
[ -e "$TMP/mo" ] && fail_ "mtrain -o wrote a file" || pass_

# the whole way with a real tokenizer: mtok (GPT-2 BPE) -> mtrain -> msample
if command -v mtok >/dev/null && [ -f "$SHARED/data/gpt2/encoder.json" ]; then
	head -c 100000 "$text" >"$TMP/sh.txt"
	ok "mtok" mtok --vocab "$SHARED/data/gpt2" --lines -o "$TMP/bpe" "$TMP/sh.txt"
	ok "mtrain on BPE shards" mtrain --data "$TMP/bpe" --layers 1 --heads 2 --dim 32 --seq 32 --batch 4 \
		--steps 4 -q -j 1 --ckpt "$TMP/bpeck"
	ok "msample decodes" msample --ckpt "$TMP/bpeck/model.ckpt" --vocab "$SHARED/data/gpt2" --text "ROMEO:" -n 8
	eq "decoded text starts with the prompt" "$(head -c 6 "$TMP/.out")" "ROMEO:"
	msample --ckpt "$TMP/bpeck/model.ckpt" --prompt "49,50" -n 8 --seed 4 | mtok decode --vocab "$SHARED/data/gpt2" >"$TMP/d1"
	msample --ckpt "$TMP/bpeck/model.ckpt" --vocab "$SHARED/data/gpt2" --prompt "49,50" -n 8 --seed 4 >"$TMP/d2"
	eq "ids | mtok decode = msample --vocab" "$(cat "$TMP/d1")" "$(cat "$TMP/d2")"
	# several samples of text: JSONL documents (a text may hold newlines),
	# the first the one sample's text
	msample --ckpt "$TMP/bpeck/model.ckpt" --vocab "$SHARED/data/gpt2" --prompt "49,50" -n 8 --seed 4 --samples 3 >"$TMP/d3"
	eq "3 JSONL samples" "$(python3 -c 'import json,sys; print(" ".join(json.loads(l)["id"] for l in open(sys.argv[1])))' "$TMP/d3")" "0 1 2"
	eq "sample 0's text" "$(python3 -c 'import json,sys; print(json.loads(open(sys.argv[1]).readline())["text"])' "$TMP/d3")" "$(cat "$TMP/d2")"
fi

# errors before training starts
printf 'NOTMMIDIDX................................' >"$TMP/bad.idx"; : >"$TMP/bad.bin"
fails "bad shard magic" 1 mtrain --data "$TMP/bad" $M --steps 1
grep -q 'bad.idx: bad magic' "$TMP/.err"; eq "bad magic message" $? 0
cp "$TMP/sh.idx" "$TMP/mis.idx"; head -c 1000 "$TMP/sh.bin" >"$TMP/mis.bin"
fails "bin/idx mismatch" 1 mtrain --data "$TMP/mis" $M --steps 1
grep -q 'does not match' "$TMP/.err"; eq "mismatch message" $? 0
fails "vocab larger than the model's" 1 mtrain --data "$TMP/sh" $M --vocab 100 --steps 1
grep -q "not below the model's vocabulary of 100" "$TMP/.err"; eq "vocab message" $? 0
fails "checkpoint from another config" 1 mtrain --data "$TMP/sh" $M --dim 64 --steps 20 --ckpt "$TMP/ck" --resume
grep -q 'checkpoint is for another model' "$TMP/.err"; eq "config message" $? 0
fails "resume with another global batch" 1 mtrain --data "$TMP/sh" $M --global-batch 4 --steps 20 --ckpt "$TMP/ck" --resume
fails "init-from a non-checkpoint" 1 mtrain --data "$TMP/sh" $M --steps 1 --init-from "$TMP/sh.idx"
grep -q 'not an mtrain checkpoint' "$TMP/.err"; eq "not a checkpoint message" $? 0
fails "unknown device" 1 mtrain --data "$TMP/sh" $M --steps 1 --device tpu

# usage errors
fails "no data" 2 mtrain $M
fails "bad number" 2 mtrain --data "$TMP/sh" $M --steps 1x
fails "bad decay" 2 mtrain --data "$TMP/sh" $M --decay fast
fails "odd weighted list" 2 mtrain --data 0.5 "$TMP/sh" 0.5
fails "msample without ckpt" 2 msample -n 3
fails "global batch not a multiple" 2 mtrain --data "$TMP/sh" $M --global-batch 6
fails "dim not a multiple of heads" 2 mtrain --data "$TMP/sh" $M --heads 3
fails "seq longer than the model" 2 mtrain --data "$TMP/sh" --model d12 --seq 2048
ok "help" mtrain --help
grep -q '^usage: mtrain --data' "$TMP/.out"; eq "help on stdout" $? 0

# --help matches the man page SYNOPSIS, word for word
for cmd in mtrain msample; do
	man_syn=$(sed -n '/^\.SH SYNOPSIS/,/^\.SH/p' "$ROOT/man/$cmd.1" | grep -v '^\.' | tr -s ' \n\t' ' ' | sed 's/\\-/-/g; s/^ //; s/ $//')
	help_syn=$($cmd --help | sed -e '/^$/,$d' -e 's/^usage: //' | tr -s ' \n\t' ' ' | sed 's/^ //; s/ $//')
	eq "$cmd synopsis = --help" "$man_syn" "$help_syn"
done

done_tests
