#!/bin/sh
# mscore against its peers, measured in the same run:
#  1. the quality classifier against fastText (Debian's `fasttext` CLI,
#     -lr 0.5 -epoch 25 -wordNgrams 1): the same train/test splits built by
#     tests/bench/mscore_data.py for several seeds; test accuracy and ROC AUC
#     of both; training and scoring docs/s of both on one core;
#  2. the full rule set (gopher, c4, fineweb) in docs/s per core on real
#     documents, next to a plain Python implementation of the rules
#     (tests/bench/gopher_peer.py).
# Environment: MTK_SHARED (default ../shared), SEEDS (default "1 2 3 4 5").
cd "$(dirname "$0")/../.." || exit 2
ROOT=$PWD
M=$ROOT/build/bin/mscore
SHARED=${MTK_SHARED:-$ROOT/../shared}
SEEDS=${SEEDS:-1 2 3 4 5}
T=$(mktemp -d /tmp/mtk-bench-mscore.XXXXXX)
trap 'rm -rf "$T"' EXIT
[ -x "$M" ] || { echo "build first: make all"; exit 2; }
command -v fasttext >/dev/null || { echo "fasttext not installed (apt-get install fasttext)"; exit 2; }

# Timings are CPU seconds (user + system) of the process: docs/s per core,
# and much less disturbed by other work on a shared machine than wall time.
cpu() { /usr/bin/time -f "%U %S" -o "$T/time" "$@"; }
secs() { awk '{ print $1 + $2 }' "$T/time"; }
rate() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", n / (s > 0 ? s : 0.001) }'; }

python3 tests/bench/mscore_data.py "$SHARED/data" "$T/data" $SEEDS >"$T/prep.log" || exit 1
sed 's/^/# /' "$T/prep.log"

echo
echo "## 1. classifier vs fastText (test split, 70/30 per class)"
printf '%-6s %-4s | %-8s %-8s | %-8s %-8s | %s\n' task seed ft_acc ft_auc our_acc our_auc "auc diff"
for task in dclm wiki wikicc; do
	for s in $SEEDS; do
		d=$T/data/$task/s$s
		ntrain=$(cat "$d/train.pos.jsonl" "$d/train.neg.jsonl" | wc -l)
		cpu fasttext supervised -input "$d/train.ft" -output "$T/ft" -lr 0.5 -epoch 25 -wordNgrams 1 -thread 1 -verbose 0 >/dev/null 2>&1
		fs=$(secs)
		fasttext predict-prob "$T/ft.bin" "$d/test.ft" 2 >"$T/ft.pred"
		ft=$(python3 tests/bench/ft_auc.py "$d/test.ft" "$T/ft.pred")
		cpu "$M" train -q -j 1 -o "$T/q.bin" --pos "$d/train.pos.jsonl" --neg "$d/train.neg.jsonl"
		os=$(secs)
		ours=$("$M" eval --model "$T/q.bin" --pos "$d/test.pos.jsonl" --neg "$d/test.neg.jsonl")
		fa=$(echo "$ft" | awk '{print $2}'); fu=$(echo "$ft" | awk '{print $4}')
		oa=$(echo "$ours" | awk '{for(i=1;i<NF;i++) if($i=="accuracy") print $(i+1)}')
		ou=$(echo "$ours" | awk '{for(i=1;i<NF;i++) if($i=="auc") print $(i+1)}')
		printf '%-6s %-4s | %-8s %-8s | %-8s %-8s | %+.4f\n' "$task" "$s" "$fa" "$fu" "$oa" "$ou" "$(awk -v a="$ou" -v b="$fu" 'BEGIN{print a-b}')"
		echo "$task $fa $fu $oa $ou $(rate "$ntrain" "$fs") $(rate "$ntrain" "$os")" >>"$T/rows"
	done
done
echo
awk '{ n[$1]++; fa[$1]+=$2; fu[$1]+=$3; oa[$1]+=$4; ou[$1]+=$5; ft[$1]+=$6; ot[$1]+=$7 }
END { for (t in n) printf "mean %-5s fastText acc %.4f auc %.4f | mscore acc %.4f auc %.4f | auc diff %+.4f | train docs/s fastText %.0f mscore %.0f\n",
	t, fa[t]/n[t], fu[t]/n[t], oa[t]/n[t], ou[t]/n[t], (ou[t]-fu[t])/n[t], ft[t]/n[t], ot[t]/n[t] }' "$T/rows" | sort

# scoring speed, one core each: the wiki s1 test documents, 40 times over
d=$T/data/wiki/$(echo "s$SEEDS" | awk '{print $1}')
fasttext supervised -input "$d/train.ft" -output "$T/ft" -lr 0.5 -epoch 25 -wordNgrams 1 -thread 1 -verbose 0 >/dev/null 2>&1
"$M" train -q -o "$T/q.bin" --pos "$d/train.pos.jsonl" --neg "$d/train.neg.jsonl"
: >"$T/many.ft"; : >"$T/many.jsonl"
for i in $(seq 40); do cat "$d/test.ft" >>"$T/many.ft"; cat "$d/test.jsonl" >>"$T/many.jsonl"; done
n=$(wc -l <"$T/many.ft")
mb=$(du -m "$T/many.jsonl" | cut -f1)
cpu fasttext predict-prob "$T/ft.bin" "$T/many.ft" 2 >/dev/null; fr=$(rate "$n" "$(secs)")
cpu "$M" -j 1 --rules none --model "$T/q.bin" "$T/many.jsonl" >/dev/null; or=$(rate "$n" "$(secs)")
echo "scoring, 1 core, $n docs ($mb MB): fastText $fr docs/s, mscore $or docs/s (JSON in and out), ratio $(awk -v a="$or" -v b="$fr" 'BEGIN{printf "%.1f", a/b}')x"

echo
echo "## 2. rules: docs/s per core on real documents"
(zcat "$SHARED"/data/text/ccnet-dolma/*.gz; cat "$SHARED/data/text/dclm-human-quality/majority_data.jsonl"
 cat "$T"/data/wiki/s*/test.pos.jsonl | head -n 100) >"$T/real.jsonl"
n1=$(wc -l <"$T/real.jsonl")
: >"$T/real10.jsonl"
for i in $(seq 10); do cat "$T/real.jsonl" >>"$T/real10.jsonl"; done
n=$(wc -l <"$T/real10.jsonl")
cpu "$M" -j 1 --rules all "$T/real10.jsonl" >/dev/null; all=$(rate "$n" "$(secs)")
cpu "$M" -j 1 --rules gopher "$T/real10.jsonl" >/dev/null; gop=$(rate "$n" "$(secs)")
t0=$(date +%s.%N); "$M" -j 2 --rules all "$T/real10.jsonl" >/dev/null; t1=$(date +%s.%N)
pg=$(python3 tests/bench/gopher_peer.py --rules gopher --time "$T/real.jsonl" 2>&1 | awk '{print $6}')
pa=$(python3 tests/bench/gopher_peer.py --rules all --time "$T/real.jsonl" 2>&1 | awk '{print $6}')
echo "docs: $n1 real documents (CC, DCLM, Wikipedia; $(du -k "$T/real.jsonl" | cut -f1) KB), mscore runs 10 copies; Python: CPU time in-process, JSON parsing excluded"
echo "gopher rules: mscore $gop docs/s, Python $pg docs/s, ratio $(awk -v a="$gop" -v b="$pg" 'BEGIN{printf "%.0f", a/b}')x"
echo "all rules:    mscore $all docs/s, Python $pa docs/s, ratio $(awk -v a="$all" -v b="$pa" 'BEGIN{printf "%.0f", a/b}')x"
echo "all rules, -j 2, wall clock: $(awk -v n="$n" -v a="$t0" -v b="$t1" 'BEGIN{printf "%.0f", n/(b-a)}') docs/s"
