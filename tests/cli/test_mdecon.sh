#!/bin/sh
# mdecon end to end on the real benchmarks of ../shared/data/benchmarks and
# real documents with benchmark passages planted at known places
# (tests/bench/decon_corpus.py): recall and precision on 10,500 documents;
# the same documents and report as an independent Python implementation of
# the rules (tests/bench/decon_ref.py), byte for byte, with the frequent
# n-gram rule at work and with other parameters; the same bytes at any -j,
# from stdin, compressed, from a saved index, and from the sharded count
# steps; bad benchmarks, bad records, damaged inputs and files, SIGINT.
. "$(dirname "$0")/lib.sh"

BM=$SHARED/data/benchmarks
LF=$BM/llm-foundry
if [ ! -f "$LF/boolq.jsonl" ] || [ ! -f "$SHARED/data/text/wikitext-2-raw-test.txt" ]; then
	echo "skip: $BM or $SHARED/data/text not found"; done_tests; exit
fi
PY=/usr/bin/python3
REF=$ROOT/tests/bench/decon_ref.py
cd "$TMP" || exit 1
canon() { $PY "$REF" --canon "$1"; }

# the index of every benchmark there, saved and mapped again
ok "index" mdecon index -b "$BM" -o tasks.idx --stats ix.json
grep -q '"boolq":3270' ix.json && grep -q '"hellaswag_val":10042' ix.json && grep -q '"tasks":15' ix.json &&
	pass_ || fail_ "index stats: $(head -c 300 ix.json)"

# recall and precision: 10,500 documents, a quarter with planted passages
$PY "$ROOT/tests/bench/decon_corpus.py" make "$SHARED/data" 10500 corpus.jsonl || fail_ "corpus"
ok "filter" mdecon --index tasks.idx --report rep.jsonl --stats st.json -o out.jsonl corpus.jsonl
$PY "$ROOT/tests/bench/decon_corpus.py" check corpus.jsonl out.jsonl rep.jsonl >check.txt &&
	pass_ || fail_ "recall/precision: $(grep -v '^documents' check.txt | head -5)"
grep '^documents' check.txt
grep -q '"in":10500' st.json && grep -q '"touched":' st.json && pass_ || fail_ "stats: $(cat st.json)"
grep -q '"summary":"total","docs":[1-9]' rep.jsonl && grep -q '"summary":"task","task":"lambada_openai","docs":[1-9]' rep.jsonl &&
	pass_ || fail_ "report summary: $(tail -2 rep.jsonl)"

# -b gives what the saved index gives; any -j the same bytes; stdin (spooled
# for the two passes) the same
ok "-b" mdecon -b "$BM" -o outb.jsonl corpus.jsonl
cmp -s out.jsonl outb.jsonl && pass_ || fail_ "-b and --index differ"
for j in 2 4; do
	ok "-j $j" mdecon --index tasks.idx -j $j --report rep$j.jsonl -o out$j.jsonl corpus.jsonl
	cmp -s out.jsonl out$j.jsonl && cmp -s rep.jsonl rep$j.jsonl && pass_ || fail_ "-j $j output differs"
done
mkdir sp
mdecon --index tasks.idx --tmp sp <corpus.jsonl >stdin.jsonl && cmp -s out.jsonl stdin.jsonl && pass_ ||
	fail_ "stdin output differs"
eq "spool removed" "$(ls sp | wc -l)" 0
gzip -c corpus.jsonl >corpus.jsonl.gz
ok "gz in, zst out" mdecon --index tasks.idx -o out.jsonl.zst corpus.jsonl.gz
zstd -dc out.jsonl.zst 2>/dev/null | cmp -s out.jsonl - && pass_ || fail_ "compressed round trip differs"

# sharded: count per shard, then filter each with all the counts
split -l 3500 corpus.jsonl shard.
mkdir cnt
for s in shard.aa shard.ab shard.ac; do ok "count $s" mdecon count --index tasks.idx -o cnt/$s.cnt $s; done
for s in shard.aa shard.ab shard.ac; do
	ok "filter $s" mdecon --index tasks.idx --counts cnt/*.cnt -o f.$s $s
done
cat f.shard.aa f.shard.ab f.shard.ac | cmp -s out.jsonl - && pass_ || fail_ "sharded output differs"

# the Python reference, byte for byte: a slice of the corpus plus one passage
# in 12 documents (10 or more: common text, kept) and one in 3 (removed)
head -1500 corpus.jsonl >small.jsonl
$PY - "$LF/lambada_openai.jsonl" >>small.jsonl <<'EOF'
import json, sys
ctx = [json.loads(l)["context"] for l in open(sys.argv[1], encoding="utf-8")]
filler = "The weather was mild that week, and the market stayed open late. " * 4
for i in range(12):
    print(json.dumps({"id": "freq%d" % i, "text": filler + ctx[-1] + " " + filler}))
for i in range(3):
    print(json.dumps({"id": "rare%d" % i, "text": filler + ctx[-2] + " " + filler}))
EOF
# a document cut in five pieces (four HellaSwag contexts between fillers)
zcat "$BM/hellaswag_val.jsonl.gz" | sed -n '101p;201p;301p;401p' | $PY -c '
import json, sys
f = " The weather was mild that week, and the market stayed open late. " * 2
print(json.dumps({"id": "split", "text": f + f.join(json.loads(l)["ctx"] for l in sys.stdin) + f}))' >>small.jsonl
ok "filter small" mdecon --index tasks.idx --report srep.jsonl --stats sst.json -o sout.jsonl small.jsonl
ok "reference" $PY "$REF" -b "$BM" --report prep.jsonl -o pout.jsonl small.jsonl
canon sout.jsonl >a.txt; canon pout.jsonl >b.txt
cmp -s a.txt b.txt && pass_ || fail_ "documents differ from the Python reference: $(diff a.txt b.txt | head -c 600)"
canon srep.jsonl >a.txt; canon prep.jsonl >b.txt
cmp -s a.txt b.txt && pass_ || fail_ "report differs from the Python reference: $(diff a.txt b.txt | head -c 600)"
eq "frequent passage kept" "$(grep -c '"id": "freq' sout.jsonl)" 12
eq "rare passage removed" "$(grep -c '"id": "rare' sout.jsonl)" 0
grep -q '"matches_frequent":[1-9]' sst.json && pass_ || fail_ "no frequent matches counted: $(cat sst.json)"
# other parameters, other benchmarks
set -- -n 8 --min-len 5 --max-matches 3 --cut 50 --min-piece 40 --max-splits 2
ok "filter params" mdecon -b "$LF/copa.jsonl" -b "$LF/winogrande.jsonl" -b "$BM/hellaswag_val.jsonl.gz" "$@" \
	--report srep2.jsonl -o sout2.jsonl small.jsonl
ok "reference params" $PY "$REF" -b "$LF/copa.jsonl" -b "$LF/winogrande.jsonl" -b "$BM/hellaswag_val.jsonl.gz" "$@" \
	--report prep2.jsonl -o pout2.jsonl small.jsonl
canon sout2.jsonl >a.txt; canon pout2.jsonl >b.txt
cmp -s a.txt b.txt && pass_ || fail_ "documents differ from the reference (params): $(diff a.txt b.txt | head -c 600)"
canon srep2.jsonl >a.txt; canon prep2.jsonl >b.txt
cmp -s a.txt b.txt && pass_ || fail_ "report differs from the reference (params): $(diff a.txt b.txt | head -c 600)"
grep -q '"dropped":"max_splits"' srep2.jsonl && pass_ || fail_ "no document dropped for max_splits"
set --

# pieces: ids ID#k, split_id, other fields kept
grep -m1 '"id":"d[0-9]*#1"' out.jsonl | $PY -c '
import json, sys
d = json.loads(sys.stdin.read())
assert list(d) == ["id", "text", "source", "split_id"] and d["split_id"] == 1, d' && pass_ ||
	fail_ "piece fields: $(grep -m1 '#1"' out.jsonl | cut -c 1-80)"

# bad benchmarks: clear errors, exit 1
printf '{"label":1,"choices":["a","b"]}\n' >nofield.jsonl
fails "no usable field" 1 mdecon -b nofield.jsonl corpus.jsonl
grep -q 'nofield.jsonl: no usable text field: the records have label, choices' "$TMP/.err" && pass_ || fail_ "message: $(cat .err)"
: >empty.jsonl
fails "empty benchmark" 1 mdecon -b empty.jsonl corpus.jsonl
grep -q 'empty.jsonl: no records' "$TMP/.err" && pass_ || fail_ "message: $(cat .err)"
printf '{"query":"caf\351 au lait"}\n' >latin1.jsonl
fails "non-UTF-8 benchmark" 1 mdecon -b latin1.jsonl corpus.jsonl
grep -q 'latin1.jsonl:1: invalid UTF-8' "$TMP/.err" && pass_ || fail_ "message: $(cat .err)"
mkdir nobench
fails "empty directory" 1 mdecon -b nobench corpus.jsonl
grep -q 'no benchmark files' "$TMP/.err" && pass_ || fail_ "message: $(cat .err)"
fails "--fields nothing there" 1 mdecon -b "$LF/copa.jsonl" --fields answer corpus.jsonl
ok "--fields picks" mdecon index -b "$LF/copa.jsonl" --fields choices --min-len 3 -o copa.idx

# bad records: named, counted, kept as they are; --strict fatal
{
	head -3 corpus.jsonl
	echo '{"id":"x1","text":'
	echo '{"id":"x2","title":"no text"}'
	printf '{"id":"x3","text":"caf\351 %s"}\n' "$(sed -n 2p "$LF/lambada_openai.jsonl" | sed 's/.*"context": "//; s/", "continuation.*//')"
	echo
	printf '{"id":"x4","text":"'; head -c 20000000 /dev/zero | tr '\0' 'a'; echo '"}'
} >bad.jsonl
fails "bad records" 1 mdecon --index tasks.idx --strict -o strict.jsonl bad.jsonl
[ ! -e strict.jsonl ] && pass_ || fail_ "--strict left output"
ok "bad records kept" mdecon --index tasks.idx --stats bst.json --report brep.jsonl -o bout.jsonl bad.jsonl
grep -q 'bad.jsonl:4: bad JSON' .err && grep -q 'bad.jsonl:5: no "text"' .err && grep -q 'bad.jsonl:6: invalid UTF-8' .err &&
	pass_ || fail_ "messages: $(cat .err)"
grep -q '"malformed":{"json":1,"no_text":1}' bst.json && grep -q '"invalid_utf8":1' bst.json && grep -q '"blank":1' bst.json &&
	pass_ || fail_ "stats: $(cat bst.json)"
grep -q '"id":"x3","task":"lambada_openai"' brep.jsonl && pass_ || fail_ "invalid UTF-8 document not decontaminated"
grep -q '^{"id":"x4"' bout.jsonl && pass_ || fail_ "20 MB line lost"
: >empty.jsonl
ok "empty input" mdecon --index tasks.idx -o eout.jsonl empty.jsonl
eq "empty output" "$(wc -c <eout.jsonl)" 0
head -c 100000 corpus.jsonl.gz >trunc.jsonl.gz
fails "truncated gzip" 1 mdecon --index tasks.idx --stats tst.json -o tout.jsonl trunc.jsonl.gz
grep -q 'trunc.jsonl.gz' .err && grep -q '"unreadable_files":1' tst.json && pass_ || fail_ "truncated: $(cat .err)"
[ -s tout.jsonl ] && pass_ || fail_ "documents before the damage lost"

# damaged or mismatched index and counts
head -c 5000 tasks.idx >short.idx
fails "truncated index" 1 mdecon --index short.idx corpus.jsonl
grep -q 'short.idx: size does not match' .err && pass_ || fail_ "message: $(cat .err)"
ok "other index" mdecon index -b "$LF/copa.jsonl" -o copa2.idx
fails "counts of another index" 1 mdecon --index copa2.idx --counts cnt/shard.aa.cnt corpus.jsonl
grep -q 'counted with another index' .err && pass_ || fail_ "message: $(cat .err)"

# usage
fails "no benchmarks" 2 mdecon corpus.jsonl
fails "both -b and --index" 2 mdecon -b "$LF/copa.jsonl" --index tasks.idx corpus.jsonl
fails "-n with --index" 2 mdecon --index tasks.idx -n 8 corpus.jsonl
fails "--counts unused" 2 mdecon --index tasks.idx --max-matches 0 --counts cnt/shard.aa.cnt corpus.jsonl
fails "bad -n" 2 mdecon -b "$LF/copa.jsonl" -n 0 corpus.jsonl

# SIGINT while reading standard input: exit 130, the spool and the
# temporary output removed, the previous output intact
echo previous >int.jsonl
mkdir sp2
(cat corpus.jsonl; sleep 5; cat corpus.jsonl) | mdecon --index tasks.idx --tmp sp2 -o int.jsonl 2>/dev/null &
pid=$!
sleep 1
kill -INT $pid 2>/dev/null
wait $pid; rc=$?
eq "SIGINT exit" "$rc" 130
eq "spool removed on SIGINT" "$(ls sp2 | wc -l)" 0
eq "previous output kept" "$(cat int.jsonl)" previous
eq "no temporary output" "$(ls int.jsonl.tmp.* 2>/dev/null | wc -l)" 0
done_tests
