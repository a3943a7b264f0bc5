#!/bin/sh
# mscore end to end: rule values on real documents against an independent
# Python computation (tests/bench/gopher_peer.py), --keep/--pareto/--stats,
# byte-identical output at any -j, train/eval, bad input and bad models,
# --help against the man page.
. "$(dirname "$0")/lib.sh"
M="$BIN/mscore"
D=$SHARED/data

# --help: exit 0, stdout only, usage lines = man SYNOPSIS
"$M" --help >"$TMP/help" 2>"$TMP/err"; eq "--help exit" $? 0
[ -s "$TMP/err" ] && fail_ "--help wrote to stderr" || pass_
awk '/^\.SH SYNOPSIS/{s=1;next} s&&/^\.SH/{exit} s&&!/^\./{print}' "$ROOT/man/mscore.1" | sed 's/\\-/-/g' >"$TMP/syn"
sed -e '/^$/,$d' -e 's/^usage: //' -e 's/^ *//' "$TMP/help" >"$TMP/use"
cmp -s "$TMP/syn" "$TMP/use" && pass_ || { fail_ "--help differs from man SYNOPSIS"; diff "$TMP/syn" "$TMP/use" >&2; }
fails "unknown option" 2 "$M" --bogus
fails "bad --keep" 2 "$M" --keep 'nonsense>1'
fails "bad --rules" 2 "$M" --rules gopher,c5
fails "bad --threshold" 2 "$M" --threshold c4_min_sentences=x
fails "score without model" 2 "$M" --keep 'score>0.5'
fails "train without --neg" 2 "$M" train -o "$TMP/x.bin" --pos /dev/null

if [ ! -d "$D/text" ]; then
	echo "skip: no shared data at $D"
	done_tests; exit $?
fi

# Real documents: Common Crawl (ccnet, dolma), DCLM, extraction gold texts
(zcat "$D"/text/ccnet-dolma/*.gz; head -n 150 "$D/text/dclm-human-quality/majority_data.jsonl"
 python3 -c 'import json,sys
g=json.load(open(sys.argv[1],encoding="utf-8"))
for k in sorted(g)[:40]: print(json.dumps({"id":k,"text":g[k]["articleBody"]}))' \
	"$D/extraction/scrapinghub-aeb/dev/ground-truth.json") >"$TMP/real.jsonl"
n=$(wc -l <"$TMP/real.jsonl")
eq "real docs" "$n" 220

ok "score real docs" "$M" -o "$TMP/real.out" "$TMP/real.jsonl"
if command -v python3 >/dev/null; then
	python3 "$ROOT/tests/bench/gopher_peer.py" "$TMP/real.jsonl" >"$TMP/real.py"
	res=$(python3 - "$TMP/real.out" "$TMP/real.py" <<'EOF'
import json, sys
bad = vals = 0
for i, (a, b) in enumerate(zip(open(sys.argv[1], encoding="utf-8"), open(sys.argv[2], encoding="utf-8"))):
    a, b = json.loads(a), json.loads(b)
    for k, y in b["quality"].items():
        x = a["quality"].get(k)
        vals += 1
        # mscore writes 6 significant digits
        if x is None or abs(x - y) > 5e-6 * max(1.0, abs(y)):
            bad += 1
            print("doc %d %s: mscore %r python %r" % (i, k, x, y), file=sys.stderr)
    if a["quality_fail"] != b["quality_fail"]:
        bad += 1
        print("doc %d fails: %r vs %r" % (i, a["quality_fail"], b["quality_fail"]), file=sys.stderr)
print("%d %d" % (vals, bad))
EOF
)
	eq "values vs python (values compared, mismatches)" "$res" "7480 0"
fi
# every input field passes through in order
python3 -c 'import json,sys
for a,b in zip(open(sys.argv[1]),open(sys.argv[2])):
    a,b=json.loads(a),json.loads(b)
    assert list(b)[:len(a)]==list(a) and all(b[k]==a[k] for k in a), a.get("id")
print("ok")' "$TMP/real.jsonl" "$TMP/real.out" >"$TMP/pt" 2>&1
eq "fields pass through" "$(cat "$TMP/pt")" ok

# --keep pass and --stats: out + removed = in, removed per first failing rule
ok "keep pass" "$M" -j 2 --keep pass --stats "$TMP/st.json" -o "$TMP/pass.out" "$TMP/real.jsonl"
res=$(python3 -c 'import json,sys
s=json.load(open(sys.argv[1]))
kept=sum(1 for l in open(sys.argv[2]) if not json.loads(l)["quality_fail"])
print(s["in"], s["out"] + sum(s["removed"].values()), s["out"] == kept == sum(1 for l in open(sys.argv[3])))' \
	"$TMP/st.json" "$TMP/real.out" "$TMP/pass.out")
eq "stats in/out/removed" "$res" "220 220 True"

# rule failure names: each documented in man/mscore.1, each a --keep term
awk '/^\.SS Rule failures/{s=1;next} s&&/^\.S[SH]/{exit} s&&/^\.B /{print}' "$ROOT/man/mscore.1" >"$TMP/rf"
for f in $(sed -n 's/^	X(F_[A-Z0-9_]*, "\([a-z0-9_]*\)".*/\1/p' "$ROOT/lib/quality.h"); do
	grep -qE "[ ,]$f(,|\$)" "$TMP/rf" || fail_ "failure $f: not in man/mscore.1's Rule failures"
done
pass_
ok "keep !gopher_short_doc" "$M" -j 2 --keep '!gopher_short_doc,!fineweb_list_ratio' --stats "$TMP/rf.json" \
	-o "$TMP/rf.out" "$TMP/real.jsonl"
ok "keep gopher_short_doc" "$M" --keep 'gopher_short_doc' --stats "$TMP/rf2.json" -o "$TMP/rf2.out" "$TMP/real.jsonl"
res=$(python3 -c 'import json,sys
docs=[json.loads(l)["quality_fail"] for l in open(sys.argv[1])]
n=lambda f: sum(1 for l in open(f))
s=json.load(open(sys.argv[2])); s2=json.load(open(sys.argv[4]))
short=sum("gopher_short_doc" in q for q in docs)
want=sum("gopher_short_doc" not in q and "fineweb_list_ratio" not in q for q in docs)
print(short > 0, want > 0, n(sys.argv[3]) == want == s["out"], sum(s["removed"].values()) == len(docs) - want,
      s["removed"].get("gopher_short_doc") == short, n(sys.argv[5]) == short == s2["out"],
      s2["removed"].get("passes") == len(docs) - short)' \
	"$TMP/real.out" "$TMP/rf.json" "$TMP/rf.out" "$TMP/rf2.json" "$TMP/rf2.out")
eq "keep by failure names" "$res" "True True True True True True True"
fails "! before a value" 2 "$M" --keep '!gopher_word_count' "$TMP/real.jsonl"
fails "failure of a set --rules leaves out" 2 "$M" --rules c4 --keep '!gopher_short_doc' "$TMP/real.jsonl"

# a classifier: train on DCLM labels, score, filter, identical at any -j
grep '"label": 1' "$D/text/dclm-human-quality/majority_data.jsonl" >"$TMP/pos.jsonl"
grep '"label": 0' "$D/text/dclm-human-quality/majority_data.jsonl" >"$TMP/neg.jsonl"
ok "train" "$M" train -q -j 2 -o "$TMP/q.bin" --pos "$TMP/pos.jsonl" --neg "$TMP/neg.jsonl"
"$M" eval --model "$TMP/q.bin" --pos "$TMP/pos.jsonl" --neg "$TMP/neg.jsonl" >"$TMP/ev" 2>&1
auc=$(awk '{for(i=1;i<NF;i++) if($i=="auc") print ($(i+1) > 0.9) ? "high" : $(i+1)}' "$TMP/ev")
eq "eval on training data: auc > 0.9" "$auc" high
ok "train again, -j 1" "$M" train -q -j 1 -o "$TMP/q2.bin" --pos "$TMP/pos.jsonl" --neg "$TMP/neg.jsonl"
cmp -s "$TMP/q.bin" "$TMP/q2.bin" && pass_ || fail_ "training is not deterministic across -j"
# --balance reweights the classes: a different model, still a good one
ok "train --balance" "$M" train -q -j 2 --balance -o "$TMP/b.bin" --pos "$TMP/pos.jsonl" --neg "$TMP/neg.jsonl"
cmp -s "$TMP/q.bin" "$TMP/b.bin" && fail_ "--balance changed nothing" || pass_
"$M" --model "$TMP/q.bin" -j 1 "$TMP/real.jsonl" >"$TMP/j1"
"$M" --model "$TMP/q.bin" -j 3 "$TMP/real.jsonl" >"$TMP/j3"
cmp -s "$TMP/j1" "$TMP/j3" && pass_ || fail_ "-j 1 and -j 3 differ"
"$M" --rules none --model "$TMP/q.bin" --keep 'score>0.5' "$TMP/real.jsonl" >"$TMP/k"
res=$(python3 -c 'import json,sys
print(all(json.loads(l)["score"] > 0.5 for l in open(sys.argv[1])), sum(1 for l in open(sys.argv[1])) == sum(1 for l in open(sys.argv[2]) if json.loads(l)["score"] > 0.5))' "$TMP/k" "$TMP/j1")
eq "keep score>0.5" "$res" "True True"
"$M" --rules none --model "$TMP/q.bin" --pareto 9 --seed 5 -j 1 "$TMP/real.jsonl" >"$TMP/p1"
"$M" --rules none --model "$TMP/q.bin" --pareto 9 --seed 5 -j 3 "$TMP/real.jsonl" >"$TMP/p3"
"$M" --rules none --model "$TMP/q.bin" --pareto 9 --seed 6 -j 1 "$TMP/real.jsonl" >"$TMP/p6"
cmp -s "$TMP/p1" "$TMP/p3" && pass_ || fail_ "--pareto differs across -j"
cmp -s "$TMP/p1" "$TMP/p6" && fail_ "--pareto ignores --seed" || pass_
np=$(wc -l <"$TMP/p1")
[ "$np" -gt 0 ] && [ "$np" -lt 220 ] && pass_ || fail_ "--pareto kept $np of 220"

# bad models: truncated, other version, not a model
head -c 100 "$TMP/q.bin" >"$TMP/trunc.bin"
fails "truncated model" 1 "$M" --model "$TMP/trunc.bin" "$TMP/real.jsonl"
grep -q "trunc.bin: truncated" "$TMP/.err" && pass_ || fail_ "truncated model message: $(cat "$TMP/.err")"
{ head -c 8 "$TMP/q.bin"; printf '\002\000\000\000'; tail -c +13 "$TMP/q.bin"; } >"$TMP/v2.bin"
fails "model version 2" 1 "$M" --model "$TMP/v2.bin" "$TMP/real.jsonl"
grep -q "model version 2" "$TMP/.err" && pass_ || fail_ "version message: $(cat "$TMP/.err")"
fails "not a model" 1 "$M" --model "$TMP/real.jsonl" "$TMP/real.jsonl"
grep -q "bad magic" "$TMP/.err" && pass_ || fail_ "magic message: $(cat "$TMP/.err")"
fails "an empty model" 1 "$M" --model /dev/null "$TMP/real.jsonl"
grep -q "^mscore: /dev/null: empty file (not an mtk classifier model)" "$TMP/.err" && pass_ ||
	fail_ "empty model message: $(cat "$TMP/.err")"

# bad input lines: named with file:line, counted, the rest still scored
{ echo '{"text":"One fine line here. And another one!"}'; echo 'not json'; echo '{"id":1}'
  echo '{"text":5}'; printf '{"text":"bad \377 byte in it."}\n'; echo '{"text":"Last good line, it ends well."}'; } >"$TMP/bad.jsonl"
fails "bad lines exit 1" 1 "$M" --rules c4 --stats "$TMP/bst.json" -o "$TMP/bad.out" "$TMP/bad.jsonl"
eq "bad lines kept" "$(wc -l <"$TMP/bad.out")" 3
grep -q 'bad.jsonl:2: bad JSON' "$TMP/.err" && pass_ || fail_ "non-JSON message: $(cat "$TMP/.err")"
grep -q 'bad.jsonl:3: no "text" field' "$TMP/.err" && pass_ || fail_ "missing text message"
grep -q 'bad.jsonl:4: "text" is not a string' "$TMP/.err" && pass_ || fail_ "text type message"
grep -q 'bad.jsonl:5: invalid UTF-8' "$TMP/.err" && pass_ || fail_ "utf-8 message"
python3 -c 'import json,sys; json.load(open(sys.argv[1])); [json.loads(l) for l in open(sys.argv[2], encoding="utf-8")]' \
	"$TMP/bst.json" "$TMP/bad.out" && pass_ || fail_ "output is not valid JSON/UTF-8"
eq "bad line stats" "$(tr -d ' \n' <"$TMP/bst.json" | grep -o '"removed":{[^}]*}').$(grep -o '"invalid_utf8":[0-9]*' "$TMP/bst.json")" \
	'"removed":{"bad_json":1,"no_text":1,"text_not_string":1}."invalid_utf8":1'
# a blank line is no record (a file joined with an empty line, a trailing
# one): counted as blank, not a bad line; only blank lines: no valid document
printf '{"text":"One fine line here. And another one!"}\n\n \r\n{"text":"Last good line, it ends well."}\n\n' >"$TMP/blank.jsonl"
ok "blank lines between documents" "$M" --rules c4 --stats "$TMP/blank.json" -o "$TMP/blank.out" "$TMP/blank.jsonl"
eq "blank lines counted, not in" "$(tr -d ' \n' <"$TMP/blank.json" | grep -o '"in":[0-9]*,"out":[0-9]*,"blank":[0-9]*')" '"in":2,"out":2,"blank":3'
printf '\n  \n' >"$TMP/blanks.jsonl"
fails "only blank lines" 1 "$M" -o "$TMP/blanks.out" "$TMP/blanks.jsonl"
grep -q "blanks.jsonl: no valid document (2 lines, all blank)" "$TMP/.err"; eq "and says so" $? 0
# invalid UTF-8 outside the text (an id, a key) passes through as it is, but
# is counted and said once (issue 27 W3)
printf '{"id":"a\377b","text":"one two three four five."}\n{"k\376":1,"text":"ok \377 x"}\n{"text":"fine"}\n' >"$TMP/w3.jsonl"
ok "invalid UTF-8 in fields" "$M" --stats "$TMP/w3.json" -o "$TMP/w3.out" "$TMP/w3.jsonl"
grep -q '"invalid_utf8_fields":2' "$TMP/w3.json" && pass_ || fail_ "fields stats: $(cat "$TMP/w3.json")"
eq "invalid UTF-8 in fields: said once" "$(grep -c 'outside "text"' "$TMP/.err")" 1
grep -q 'w3.jsonl:1: invalid UTF-8 outside "text"' "$TMP/.err" && pass_ || fail_ "fields message: $(cat "$TMP/.err")"
head -1 "$TMP/w3.out" | LC_ALL=C grep -q '"id":"a.b"' && pass_ || fail_ "the id did not pass through"
fails "strict stops at the first bad line" 1 "$M" --strict --rules c4 "$TMP/bad.jsonl"
eq "strict message" "$(grep -c 'bad.jsonl:' "$TMP/.err")" 1

# a damaged file and a missing one: named, counted, the others still read,
# the documents before the damage kept, the same at any -j
gzip -c "$TMP/real.jsonl" | head -c 200000 >"$TMP/trunc.jsonl.gz"
fails "truncated gzip, -j 1" 1 "$M" --rules c4 --stats "$TMP/tst.json" -o "$TMP/t1" "$TMP/trunc.jsonl.gz" "$TMP/nope.jsonl" "$TMP/bad.jsonl"
grep -q 'trunc.jsonl.gz: .*truncated' "$TMP/.err" && pass_ || fail_ "truncated gzip message: $(cat "$TMP/.err")"
grep -q 'nope.jsonl: No such file' "$TMP/.err" && pass_ || fail_ "missing file message: $(cat "$TMP/.err")"
fails "truncated gzip, -j 3" 1 "$M" -j 3 --rules c4 -o "$TMP/t3" "$TMP/trunc.jsonl.gz" "$TMP/nope.jsonl" "$TMP/bad.jsonl"
cmp -s "$TMP/t1" "$TMP/t3" && pass_ || fail_ "damaged input: -j 1 and -j 3 differ"
n=$(grep -c . "$TMP/t1"); [ "$n" -gt 100 ] && pass_ || fail_ "damaged input: only $n documents kept"
grep -q '"unreadable_files":2' "$TMP/tst.json" && pass_ || fail_ "unreadable files not counted: $(cat "$TMP/tst.json")"
fails "write error" 1 sh -c "'$M' '$TMP/real.jsonl' >/dev/full"
grep -q 'write error' "$TMP/.err" && pass_ || fail_ "write error message: $(cat "$TMP/.err")"

# a 20 MB document (over --max-bytes, under --max-record): named, counted, passed through, no crash
python3 -c 'import sys; sys.stdout.write("{\"id\":\"huge\",\"text\":\"" + "word " * 4000000 + "\"}\n{\"text\":\"A small one. It is fine.\"}\n")' >"$TMP/huge.jsonl"
ok "20 MB document" "$M" --stats "$TMP/hst.json" -o "$TMP/huge.out" "$TMP/huge.jsonl"
grep -q 'huge.jsonl:1: text of 20000000 bytes is over --max-bytes' "$TMP/.err" && pass_ || fail_ "huge message: $(cat "$TMP/.err")"
grep -q '"too_long_unscored":1' "$TMP/hst.json" && pass_ || fail_ "huge not counted: $(cat "$TMP/hst.json")"
eq "huge passed through" "$(wc -l <"$TMP/huge.out")" 2
ok "huge removed when filtering" "$M" --keep pass --stats "$TMP/hst.json" -o "$TMP/huge.out" "$TMP/huge.jsonl"
grep -q '"too_long":1' "$TMP/hst.json" && pass_ || fail_ "huge not counted as removed: $(cat "$TMP/hst.json")"
rm -f "$TMP/huge.jsonl" "$TMP/huge.out"

done_tests
