#!/bin/sh
# pipelines/slurm/ on a real Slurm: munged, slurmctld and slurmd of the
# test's own on this machine (a key, sockets, free ports, state, spool and
# logs under $TMP; no cgroups, no accounting), stopped however the test
# ends. The sample WARC and a truncated copy of it (damaged) are built by
# pipelines/cc.mk with make, then by cc.sbatch as array jobs chained with
# afterok: every output equals make's byte for byte, each task built its
# own WARC or band and nothing else, and train.sbatch, after the report
# job, trains on the build's blend with 2 ranks under srun. A task whose
# earlier steps are not done refuses to run; an empty folder submits
# nothing. Beside the build, dedup.sbatch on three small JSONL shards keeps
# what one mdedup keeps, byte for byte, and submitted again after one
# output was deleted (the chain, or one step's array) redoes that one only. Where Slurm cannot be started (not installed: scripts/deps.sh
# installs slurm-wlm and munge; not root; a daemon that does not start), a
# SKIP line says which step failed.
. "$(dirname "$0")/lib.sh"

unset MAKEFLAGS MFLAGS MAKELEVEL
PATH=$PATH:/usr/sbin:/sbin
cd "$TMP" || exit 1
D=$TMP/slurm
mkdir -p "$D/state" "$D/spool" "$D/log"
export SLURM_CONF="$D/slurm.conf"
pids=""

skip() { echo "SKIP: $*"; done_tests; exit; }

# Every job is cancelled, every daemon stopped, and whatever carries the
# MTK_SLURM mark (the daemons and the jobs' processes) killed, before $TMP
# goes.
stop_slurm() {
	if [ -n "$pids" ]; then
		[ -n "$(squeue -h -o %i 2>/dev/null)" ] && timeout 10 scancel --user="$(id -un)" 2>/dev/null
		kill $pids 2>/dev/null
		i=0
		while [ $i -lt 50 ] && kill -0 $pids 2>/dev/null; do sleep 0.1; i=$((i + 1)); done
		kill -KILL $pids 2>/dev/null
	fi
	for p in $(grep -lsxzF "MTK_SLURM=$D" /proc/[0-9]*/environ | cut -d/ -f3); do
		[ "$p" != $$ ] && kill -KILL "$p" 2>/dev/null
	done
	pids=""
}
trap 'stop_slurm; rm -rf "$TMP"' EXIT

for c in munged munge unmunge slurmctld slurmd sbatch squeue sinfo scontrol scancel srun python3 jq zstd; do
	command -v $c >/dev/null || skip "no $c (scripts/deps.sh installs slurm-wlm, munge, jq, zstd)"
done

[ "$(id -u)" -eq 0 ] || skip "not root: slurmd starts the jobs' processes as their user"

echo "now: munged"
dd if=/dev/urandom of="$D/munge.key" bs=1024 count=1 2>/dev/null && chmod 600 "$D/munge.key"
# -f: $TMP is not world-searchable, which munged would refuse for its socket
MTK_SLURM=$D munged -F -f --socket="$D/munge.sock" --key-file="$D/munge.key" --pid-file="$D/munged.pid" \
	--seed-file="$D/munged.seed" --log-file="$D/log/munged.log" >"$D/log/munged.out" 2>&1 &
pids="$pids $!"
i=0
until munge -S "$D/munge.sock" -n 2>/dev/null | unmunge -S "$D/munge.sock" >/dev/null 2>&1; do
	[ $i -lt 50 ] && kill -0 $pids 2>/dev/null ||
		skip "munged did not start: $(cat "$D/log/munged.out" "$D/log/munged.log" 2>/dev/null | tail -n 3 | tr '\n' ' ')"
	sleep 0.1; i=$((i + 1))
done

echo "now: slurmctld and slurmd"
# two ports nothing listens on
ports=$(python3 -c 'import socket
s = [socket.socket() for _ in range(2)]
for x in s: x.bind(("", 0))
print(*[x.getsockname()[1] for x in s])') || skip "no free ports"
host=$(hostname -s)
# at least 4 CPUs, so that a step's tasks (two WARCs; two bands) and the
# index run side by side: they wait on make and Slurm more than they compute
cpus=$(nproc)
[ "$cpus" -ge 4 ] || cpus=4
: >"$D/plugstack.conf"
cat >"$SLURM_CONF" <<EOF
ClusterName=mtktest
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=${ports% *}
SlurmdPort=${ports#* }
SlurmUser=$(id -un)
AuthType=auth/munge
AuthInfo=socket=$D/munge.sock
CredType=cred/munge
StateSaveLocation=$D/state
SlurmdSpoolDir=$D/spool
TmpFS=$D/spool
SlurmctldPidFile=$D/slurmctld.pid
SlurmdPidFile=$D/slurmd.pid
SlurmctldLogFile=$D/log/slurmctld.log
SlurmdLogFile=$D/log/slurmd.log
PlugStackConfig=$D/plugstack.conf
MailProg=/bin/true
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
MpiDefault=none
SchedulerType=sched/builtin
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0
DependencyParameters=kill_invalid_depend
ReturnToService=2
SlurmdParameters=config_overrides
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=mtk Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
MTK_SLURM=$D slurmctld -D -i -f "$SLURM_CONF" >"$D/log/slurmctld.out" 2>&1 &
slurmctld=$!
MTK_SLURM=$D slurmd -D -f "$SLURM_CONF" >"$D/log/slurmd.out" 2>&1 &
slurmd=$!
pids="$pids $slurmctld $slurmd"

# the make build, beside the Slurm build: the sample WARC, and a truncated
# copy of it (damaged; its documents are duplicates); a benchmark of 30 of
# its words
mkdir w bench
cp "$ROOT/data/sample.warc.gz" w/a.warc.gz
head -c 300000 "$ROOT/data/sample.warc.gz" >w/c.warc.gz
mextract w/c.warc.gz 2>/dev/null | mscore --keep pass | sed -n 1p | jq -r .text |
	tr -s ' \n\t' '   ' | cut -d ' ' -f 40-69 | jq -Rc '{question: .}' >bench/quiz.jsonl
# Both builds are made from directories of their own, m/ and s/, with the
# same relative names (the dedup files and messages hold them).
SET="WARCS=../w OUT=out BENCH=$TMP/bench VOCAB_SIZE=512 BANDS=1 BIN=$BIN"
echo "now: the make build"
mkdir m s
(cd m && exec make --no-print-directory -f "$ROOT/pipelines/cc.mk" $SET -j2 >../make.out 2>../make.err) &
mk=$!
skip() { { kill "$mk" && wait "$mk"; } 2>/dev/null; echo "SKIP: $*"; done_tests; exit; }

i=0
until [ "$(sinfo -h -o %t 2>/dev/null)" = idle ]; do
	for x in slurmctld slurmd; do
		eval "kill -0 \$$x" 2>/dev/null ||
			skip "$x did not start: $(cat "$D/log/$x.out" "$D/log/$x.log" 2>/dev/null | tail -n 3 | tr '\n' ' ')"
	done
	[ $i -lt 200 ] || skip "slurmd did not register with slurmctld in 20 s: $(sinfo 2>&1 | tr '\n' ' ')"
	sleep 0.1; i=$((i + 1))
done

echo "now: the Slurm build"
cd s || exit 1
report=$(MTK_SLURM=$D sh "$ROOT/pipelines/slurm/cc.sbatch" submit $SET 2>../submit.err)
cat ../submit.err
case $report in ''|*[!0-9]*) fail_ "submit printed [$report], not the report job's id: $(cat ../submit.err)";; *) pass_;; esac
train=$(DATA=@out/blend.txt RUN=run STEPS=2 MPI=pmix ARGS="--vocab 512 --layers 1 --heads 2 --dim 32 --seq 32 --batch 2 --global-batch 4" \
	MTK_SLURM=$D sbatch --parsable --dependency=afterok:"$report" --ntasks-per-node=2 --cpus-per-task=1 \
	-o ../train.log "$ROOT/pipelines/slurm/train.sbatch")
cd "$TMP" || exit 1
state() { [ -n "$1" ] && scontrol show job -o "$1" 2>/dev/null | sed -n 's/.*JobState=\([A-Z_]*\).*/\1/p'; }
# ends JOB SECONDS: waits until the job (every task of an array) has ended
ends() {
	i=0
	while [ $i -lt $(($2 * 4)) ]; do
		case $(state "$1" | tr '\n' ' ') in *PENDING*|*RUNNING*|*CONFIGURING*|*COMPLETING*) ;; *) return;; esac
		sleep 0.25; i=$((i + 1))
	done
}

# dedup.sbatch, beside the build on the same cluster: three shards (the
# sample's kept documents; those of its truncated copy as source "wiki",
# first by PRIORITY; four of the sample's with a word changed, near
# duplicates), two bands. Its kept shards, decompressed and concatenated in
# their order, are one mdedup's output over the same shards byte for byte.
echo "now: dedup.sbatch"
mkdir -p d/in && cd d || exit 1
mextract "$ROOT/data/sample.warc.gz" | mscore --keep pass -o in/a.jsonl.zst
mextract ../w/c.warc.gz 2>/dev/null | mscore --keep pass | jq -c '.source = "wiki"' | zstd -q -o in/b.jsonl.zst
zstd -dc in/a.jsonl.zst | head -n 4 | jq -c '.text |= sub(" the "; " a ")' | zstd -q -o in/c.jsonl.zst
DD="IN=in WORK=work OUT=out BANDS=2 PRIORITY=wiki MTK_SLURM=$D"
dd_logs() { for f in work/slurm/*.log; do [ -s "$f" ] && { echo "== $f"; cat "$f"; } >&2; done; }
dedup=$(env $DD sh "$ROOT/pipelines/slurm/dedup.sbatch" submit 2>submit.err)
cat submit.err
mdedup --bands 2 --priority wiki in/a.jsonl.zst in/b.jsonl.zst in/c.jsonl.zst >one.jsonl
ends "$dedup" 60
eq "dedup.sbatch apply job" "$(state "$dedup" | sort -u)" COMPLETED
[ "$(state "$dedup" | sort -u)" = COMPLETED ] || dd_logs
zstd -dc out/a.jsonl.zst out/b.jsonl.zst out/c.jsonl.zst 2>/dev/null | cmp -s - one.jsonl &&
	pass_ || fail_ "dedup.sbatch's kept documents differ from one mdedup's"
# kept: a less the 5 documents of b (wiki, first by PRIORITY), all of b,
# none of c (near duplicates of a)
eq "kept per shard" "$(cd work/sig && jq -r .out a.apply.json b.apply.json c.apply.json | tr '\n' ' ')" "8 5 0 "
# Submitted again after one output was deleted: the chain after an apply
# output (every other step skips its outputs), and beside it, on a copy,
# the sig step's array after a signature file: each redoes that one only.
cp -a work work2 && cp -a out out2
cp out/b.jsonl.zst b.keep && rm out/b.jsonl.zst
cp work2/sig/c.sig c.keep && rm work2/sig/c.sig
touch mark
dedup=$(env $DD sh "$ROOT/pipelines/slurm/dedup.sbatch" submit 2>submit.err)
j=$(env $DD WORK=work2 OUT=out2 sbatch --parsable --array=0-2 -o "work2/slurm/%x-%A_%a.log" "$ROOT/pipelines/slurm/dedup.sbatch" sig)
ends "$dedup" 60
ends "$j" 60
eq "outputs the chain redid" "$(find out work -type f -newer mark ! -path 'work/slurm/*' | sort | tr '\n' ' ')" \
	"out/b.jsonl.zst work/sig/b.apply.json "
cmp -s b.keep out/b.jsonl.zst && pass_ || { fail_ "out/b.jsonl.zst redone differs"; dd_logs; }
eq "outputs the sig step redid" "$(find out2 work2 -type f -newer mark ! -path 'work2/slurm/*' | tr '\n' ' ')" "work2/sig/c.sig "
cmp -s c.keep work2/sig/c.sig && pass_ || fail_ "work2/sig/c.sig redone differs"
cd "$TMP" || exit 1

wait "$mk" && pass_ || fail_ "the make build failed: $(cat make.err)"
# the train job ends last (a failed task cancels the jobs after it:
# kill_invalid_depend); 3 minutes at most
i=0
while [ $i -lt 720 ]; do
	case $(state "$train") in PENDING|RUNNING|CONFIGURING|COMPLETING) ;; *) break;; esac
	sleep 0.25; i=$((i + 1))
done
eq "report job" "$(state "$report")" COMPLETED
eq "train job" "$(state "$train")" COMPLETED
if [ "$(state "$train")" != COMPLETED ]; then
	squeue >&2
	for f in s/out/slurm/*.log train.log; do [ -s "$f" ] && { echo "== $f"; cat "$f"; } >&2; done
fi

# every output of make, byte for byte, and nothing else but the logs; the
# report and the blend name their build's directory, m/out or s/out
for f in report.md report.html blend.txt; do
	sed "s|$TMP/m/out|$TMP/s/out|g" "m/out/$f" >m.tmp && mv m.tmp "m/out/$f"
done
diff -rq -x slurm m/out s/out >diff.out 2>&1 && pass_ || fail_ "the Slurm build differs from make's: $(head -n 5 diff.out)"
eq "files compared" "$(find m/out -type f | wc -l | awk '{print ($1 >= 40)}')" 1
cmp -s m/out/shards/a.bin s/out/shards/a.bin && pass_ || fail_ "shards/a.bin differs"

# each task printed the steps of its own WARC or band, each step once
for f in s/out/slurm/cc-*.log; do
	s=$(basename "$f" .log | sed 's/^cc-\([a-z]*\)-[0-9]*/\1/')
	grep -E '^(extract|filter|sig|bucket|cluster|apply|count|decon|vocab|tokenize|report)( |$)' "$f" | sed "s|^|$s: |"
done | sed "s|$TMP|TMP|" >steps.txt
eq "the tasks' steps" "$(cat steps.txt)" "apply_0: apply    a
apply_0: count    a
apply_1: apply    c
apply_1: count    c
bucket_0: bucket   band exact
bucket_1: bucket   band 0
cluster: cluster
decon_0: decon    a
decon_1: decon    c
extract_0: extract  a
extract_0: filter   a
extract_0: sig      a
extract_1: extract  c
extract_1: filter   c
extract_1: sig      c
index: decon    index of TMP/bench
report: report   out/report.md, out/report.html
tok_0: tokenize a
tok_1: tokenize c
vocab: vocab    mtok train --vocab-size 512"
eq "make's steps" "$(sed "s|$TMP|TMP|" make.out | sort)" "$(sed 's/^[a-z_0-9]*: //' steps.txt | sort)"
grep -q "c.warc.gz: damaged" s/out/slurm/cc-extract-*_1.log && pass_ || fail_ "the extract task of c did not name it damaged"

# training after the build: 2 ranks joined by srun's PMIx (MPI=pmix; the
# cluster's MpiDefault is none), through the blend
grep -q "2 ranks: data 2" train.log 2>/dev/null && pass_ || fail_ "train.sbatch did not train on 2 ranks: $(head -n 3 train.log 2>/dev/null)"
eq "training steps logged" "$(grep -c '"step"' s/run/log.jsonl 2>/dev/null)" 2
[ -s s/run/model.ckpt ] && pass_ || fail_ "no s/run/model.ckpt"

# a task before the steps it needs: refused, nothing built
mkdir early empty
(cd early && CC_MK=$ROOT/pipelines/cc.mk SLURM_ARRAY_TASK_ID=0 exec sh "$ROOT/pipelines/slurm/cc.sbatch" bucket $SET >../early.out 2>&1)
eq "a bucket task before extract" $? 1
grep -q "bucket: the steps before it are not all done" early.out && pass_ || fail_ "no message: $(cat early.out)"
[ -e early/out/dedup ] && fail_ "the early bucket task built something" || pass_
# an empty folder: make's message, no job
fails "submit of an empty folder" 2 sh "$ROOT/pipelines/slurm/cc.sbatch" submit WARCS=empty OUT=eout
grep -q "no WARC files" "$TMP/.err" && pass_ || fail_ "empty folder message: $(cat "$TMP/.err")"
eq "no job submitted" "$(squeue -h | wc -l)" 0

stop_slurm
# SIGKILL is not instant: on a loaded machine a daemon (or a step it was
# forking) can still be there a moment later; 5 seconds at most
i=0
while [ $i -lt 50 ] && grep -qsxzF "MTK_SLURM=$D" /proc/[0-9]*/environ; do
	stop_slurm
	sleep 0.1; i=$((i + 1))
done
eq "daemons stopped" "$(grep -lsxzF "MTK_SLURM=$D" /proc/[0-9]*/environ | wc -l)" 0
done_tests
