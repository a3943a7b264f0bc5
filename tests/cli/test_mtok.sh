#!/bin/sh
# mtok end to end: ids identical to tiktoken's (reference files; the npm
# tiktoken itself when GPT2_REF_NODE_DIR or /tmp/gpt2ref has it), shards that
# an independent numpy reader of Megatron's layout accepts, -j N byte-identical,
# training, decode, cat, stats, export, and clear errors on bad input.
. "$(dirname "$0")/lib.sh"

G=$SHARED/data/gpt2
PY=/usr/bin/python3
READER="$ROOT/tests/megatron_reader.py"
have_numpy() { [ -x "$PY" ] && "$PY" -c 'import numpy' 2>/dev/null; }
if [ ! -f "$G/encoder.json" ]; then
	echo "skip: $G not found (set MTK_SHARED)"
	done_tests; exit $?
fi

# 1. tinyshakespeare as one document: the .bin is the reference, byte for byte
ok "encode tinyshakespeare" mtok --vocab "$G" --text -o "$TMP/ts" "$SHARED/data/text/tinyshakespeare.txt"
cmp -s "$TMP/ts.bin" "$G/reference/tinyshakespeare.gpt2.u16le" && pass_ || fail_ "tinyshakespeare ids differ from tiktoken's"
if have_numpy; then
	ok "megatron reader: tinyshakespeare" "$PY" "$READER" "$TMP/ts" --docs 1 --one-seq-per-doc \
		--expect-u16le "$G/reference/tinyshakespeare.gpt2.u16le"
else
	echo "skip: /usr/bin/python3 with numpy not found: Megatron layout check not run"
fi
mtok cat --vocab "$G" "$TMP/ts" >"$TMP/ts.txt"
cmp -s "$TMP/ts.txt" "$SHARED/data/text/tinyshakespeare.txt" && pass_ || fail_ "cat --vocab does not give the text back"

# 2. the reference documents (JSONL), ordinary and with the special token allowed
R=$G/reference/docs.gpt2.jsonl
grep -v 'allowed-special' "$R" >"$TMP/docs.jsonl"
grep 'allowed-special' "$R" >"$TMP/special.jsonl"
jq -r '.ids | map(tostring) | join(" ")' <"$TMP/docs.jsonl" >"$TMP/docs.ids"
ok "encode reference docs" mtok --vocab "$G/encoder.json" --merges "$G/vocab.bpe" -o "$TMP/docs" "$TMP/docs.jsonl"
mtok cat "$TMP/docs" >"$TMP/docs.got"
cmp -s "$TMP/docs.got" "$TMP/docs.ids" && pass_ || fail_ "reference docs: ids differ from tiktoken's"
eq "reference docs count" "$(wc -l <"$TMP/docs.got")" 32
mtok --vocab "$G" --allow-special -o "$TMP/sp" "$TMP/special.jsonl"
eq "allow-special" "$(mtok cat "$TMP/sp")" "64 50256 65"
have_numpy && ok "megatron reader: docs" "$PY" "$READER" "$TMP/docs" --docs 32 --expect-ids "$TMP/docs.ids"

# 3. -j N and --shard-tokens: byte-identical output for any N
for j in 1 2 3; do
	mkdir -p "$TMP/j$j"
	ok "encode -j $j" mtok -j $j --vocab "$G" --append-eod --shard-tokens 20k -o "$TMP/j$j/s" "$TMP/docs.jsonl" \
		"$SHARED/data/text/dclm-human-quality/majority_data.jsonl"
done
eq "shards written" "$(ls "$TMP/j1" | wc -l)" "$(ls "$TMP/j2" | wc -l)"
[ "$(ls "$TMP/j1" | wc -l)" -ge 4 ] && pass_ || fail_ "--shard-tokens 20k made fewer than 2 shards"
diff -r "$TMP/j1" "$TMP/j2" >/dev/null && diff -r "$TMP/j1" "$TMP/j3" >/dev/null && pass_ || fail_ "-j changes the output"
ls "$TMP/j1" | grep -q tmp && fail_ "temporary files left behind" || pass_
if have_numpy; then
	for s in "$TMP"/j1/s_*.idx; do
		"$PY" "$READER" "${s%.idx}" --one-seq-per-doc --print >>"$TMP/j1.ids" 2>"$TMP/.err" || fail_ "megatron reader: $(cat "$TMP/.err")"
	done
	for s in "$TMP"/j1/s_*.idx; do mtok cat "${s%.idx}"; done >"$TMP/j1.cat"
	cmp -s "$TMP/j1.ids" "$TMP/j1.cat" && pass_ || fail_ "numpy reader and mtok cat disagree"
	eq "docs in all shards" "$(wc -l <"$TMP/j1.ids")" \
		"$(($(wc -l <"$TMP/docs.jsonl") + $(wc -l <"$SHARED/data/text/dclm-human-quality/majority_data.jsonl")))"
	# every document ends with <|endoftext|>
	eq "append-eod" "$(awk '{print $NF}' "$TMP/j1.ids" | sort -u)" 50256
fi

# 4. --stats, malformed records: counted and named, fatal with --strict
printf '{"text":"ok"}\nnot json\n{"id":"x"}\n{"text":"fine"}\n' >"$TMP/bad.jsonl"
ok "malformed skipped" mtok --vocab "$G" --stats "$TMP/st.json" -o "$TMP/bad" "$TMP/bad.jsonl"
grep -q 'bad.jsonl:2:' "$TMP/.err" && pass_ || fail_ "malformed line not named: $(cat "$TMP/.err")"
grep -q 'bad.jsonl:3: no "text" field' "$TMP/.err" && pass_ || fail_ "missing field not named"
eq "stats" "$(jq -c '[.in, .out, .removed.malformed, .removed.no_text]' "$TMP/st.json")" "[4,2,1,1]"
fails "strict" 1 mtok --strict --vocab "$G" -o "$TMP/bad2" "$TMP/bad.jsonl"
# a blank JSONL line is no record: counted as blank, not named (as mscore,
# mdedup and mdecon count it); only blank lines: no valid document
printf '{"text":"ok"}\n\n \r\n{"text":"fine"}\n' >"$TMP/blank.jsonl"
ok "blank lines" mtok --vocab "$G" --stats "$TMP/bl.json" -o "$TMP/blank" "$TMP/blank.jsonl"
eq "blank lines: stats" "$(jq -c '[.in, .out, .blank]' "$TMP/bl.json")" "[2,2,2]"
eq "blank lines: not named" "$(grep -c blank "$TMP/.err")" 0
printf '\n\n' >"$TMP/blanks.jsonl"
fails "only blank lines" 1 mtok --vocab "$G" -o "$TMP/blanks" "$TMP/blanks.jsonl"
[ -e "$TMP/bad2.bin" ] && fail_ "--strict failure left a shard" || pass_

# --lines and --field
printf 'Hello world\nsecond line\n\nlast' >"$TMP/lines.txt"
ok "lines" mtok --vocab "$G" --lines -o "$TMP/lines" "$TMP/lines.txt"
eq "lines: one doc a line" "$(mtok cat "$TMP/lines" | tr '\n' '|')" "15496 995|12227 1627||12957|"
printf 'Hello world\r\nsecond line\r\n' | mtok --vocab "$G" --lines -o "$TMP/crlf"
eq "lines: CRLF" "$(mtok cat "$TMP/crlf" | tr '\n' '|')" "15496 995|12227 1627|"
printf '{"body":"Hello world","text":"x"}\n' | mtok --vocab "$G" --field body -o "$TMP/field"
eq "field" "$(mtok cat "$TMP/field")" "15496 995"
eq "cat --doc" "$(mtok cat --vocab "$G" --doc 1 "$TMP/lines")" "second line"
fails "cat --doc out of range" 1 mtok cat --doc 9 "$TMP/lines"
# a signed shard (int16, as older Megatron writes) prints its values as they
# are: a negative one is not an id of 4294945819 (issue 27 W10)
python3 -c '
import struct, sys
p = sys.argv[1]
open(p + ".bin", "wb").write(struct.pack("<hh", 100, -21477))
open(p + ".idx", "wb").write(b"MMIDIDX\0\0" + struct.pack("<QBQQ", 1, 3, 1, 2) + struct.pack("<i", 2)
                             + struct.pack("<q", 0) + struct.pack("<qq", 0, 1))' "$TMP/i16"
eq "cat an int16 shard" "$(mtok cat "$TMP/i16")" "100 -21477"
# invalid UTF-8 in a JSON text becomes U+FFFD: counted, and said once (W5)
printf '{"text":"ok \377 bad"}\n{"text":"fine"}\n{"text":"\303 x"}\n' >"$TMP/u8.jsonl"
ok "invalid UTF-8" mtok --vocab "$G" --stats "$TMP/u8.json" -o "$TMP/u8" "$TMP/u8.jsonl"
grep -q '"invalid_utf8":2' "$TMP/u8.json" && pass_ || fail_ "invalid UTF-8 stats: $(cat "$TMP/u8.json")"
eq "invalid UTF-8 said once" "$(grep -c 'u8.jsonl:1: invalid UTF-8 in "text" (replaced by U+FFFD)' "$TMP/.err")/$(wc -l <"$TMP/.err")" "1/1"

# --doc-sep: plain text cut into documents in a stream (several batches here)
TS=$SHARED/data/text/tinyshakespeare.txt
ok "doc-sep" mtok -j 2 --vocab "$G" --doc-sep '\n\n' -o "$TMP/para" "$TS"
"$PY" -c '
import sys
t = open(sys.argv[1], "rb").read().split(b"\n\n")
if t[-1] == b"": t.pop()
print(len(t)); sys.stdout.flush(); sys.stdout.buffer.write(b"".join(t))' "$TS" >"$TMP/para.want"
eq "doc-sep: documents" "$(mtok stats "$TMP/para" | sed -n 's/^documents //p')" "$(head -n 1 "$TMP/para.want")"
tail -n +2 "$TMP/para.want" >"$TMP/para.text"
mtok cat --vocab "$G" "$TMP/para" | cmp -s - "$TMP/para.text" && pass_ || fail_ "doc-sep: documents do not join back into the text"
eq "doc-sep: one document" "$(mtok cat --vocab "$G" --doc 1 "$TMP/para")" "$(sed -n '/^$/,/^$/p' "$TS" | sed -n '2,/^$/p' | sed '/^$/d')"
ok "doc-sep -j 1" mtok -j 1 --vocab "$G" --doc-sep '\n\n' -o "$TMP/para1" "$TS"
cmp -s "$TMP/para.bin" "$TMP/para1.bin" && cmp -s "$TMP/para.idx" "$TMP/para1.idx" && pass_ || fail_ "doc-sep: -j changes the output"
printf 'one<|endoftext|>two<|endoftext|><|endoftext|>three' >"$TMP/eot.txt"
mtok --vocab "$G" --doc-sep '<|endoftext|>' -o "$TMP/eot" "$TMP/eot.txt"
eq "doc-sep eot" "$(mtok cat --vocab "$G" "$TMP/eot" | tr '\n' '|')" "onetwothree"
eq "doc-sep eot count" "$(mtok stats "$TMP/eot" | sed -n 's/^documents //p')" 4
# a long document (32 MB, no separator) costs --doc-sep about what --text
# costs: the text already searched is not searched again after each read
if [ -x /usr/bin/time ]; then
	yes 'ab cd ef gh' | head -c 32000000 >"$TMP/long.txt"
	tt=$(/usr/bin/time -f %U mtok --vocab "$G" --text -o "$TMP/lt" "$TMP/long.txt" 2>&1 >/dev/null | tail -1)
	ts=$(/usr/bin/time -f %U mtok --vocab "$G" --doc-sep XYZ -o "$TMP/ls" "$TMP/long.txt" 2>&1 >/dev/null | tail -1)
	cmp -s "$TMP/lt.bin" "$TMP/ls.bin" && pass_ || fail_ "doc-sep: one long document differs from --text"
	awk -v s="$ts" -v t="$tt" 'BEGIN { exit !(s < 2 * t + 1) }' && pass_ ||
		fail_ "doc-sep: ${ts}s of CPU for a 32 MB document, --text ${tt}s (quadratic?)"
	rm -f "$TMP/long.txt" "$TMP"/lt.* "$TMP"/ls.*
fi
# --max-record: documents over it are passed over unread, named and counted,
# in every input mode, and the documents around them are kept whole
{ head -c 200000 /dev/zero | tr '\0' a; printf 'XYZ hello XYZ'; head -c 150000 /dev/zero | tr '\0' b
  printf 'XYZ world XYZ'; head -c 100000 /dev/zero | tr '\0' c; } >"$TMP/over.txt"
ok "doc-sep --max-record" mtok --vocab "$G" --doc-sep XYZ --max-record 70000 --stats "$TMP/over.json" -o "$TMP/over" "$TMP/over.txt"
eq "doc-sep --max-record: kept" "$(mtok cat --vocab "$G" "$TMP/over")" " hello  world "
grep -q '"over_max_record":3' "$TMP/over.json" && pass_ || fail_ "doc-sep --max-record stats: $(cat "$TMP/over.json")"
grep -q 'over.txt:5: document of 100000 bytes is over --max-record 70000' "$TMP/.err" && pass_ ||
	fail_ "doc-sep --max-record message: $(cat "$TMP/.err")"
tr 'X' '\n' <"$TMP/over.txt" >"$TMP/over.lines"
ok "lines --max-record" mtok --vocab "$G" --lines --max-record 70000 -o "$TMP/overl" "$TMP/over.lines"
eq "lines --max-record: kept" "$(mtok stats "$TMP/overl" | sed -n 's/^documents //p')" 2
printf 'a small file' >"$TMP/small.txt"
# an empty input is no error and no document (mtk(7)): --text made a
# document of 0 tokens of an empty file
ok "text: an empty file" mtok --vocab "$G" --text --stats "$TMP/e.json" -o "$TMP/et" /dev/null "$TMP/small.txt"
grep -q '"in":1,"out":1' "$TMP/e.json" && pass_ || fail_ "text: an empty file: $(cat "$TMP/e.json")"
ok "text --max-record" mtok --vocab "$G" --text --max-record 70000 --stats "$TMP/over.json" -o "$TMP/overt" "$TMP/over.lines" "$TMP/small.txt"
grep -q '"in":2,"out":1' "$TMP/over.json" && pass_ || fail_ "text --max-record stats: $(cat "$TMP/over.json")"
fails "decode refuses --max-record" 2 mtok decode --vocab "$G" --max-record 1M /dev/null

# 5. decode
eq "decode" "$(echo '15496 995' | mtok decode --vocab "$G")" "Hello world"
fails "decode id out of range" 1 sh -c "echo '15496 50257' | mtok decode --vocab '$G'"
grep -q '50257 is not in the vocabulary' "$TMP/.err" && pass_ || fail_ "decode range message: $(cat "$TMP/.err")"
# what is not an id is quoted escaped: binary input or a terminal escape
# went to stderr as it was
printf '1 \033[31mred\377\n' >"$TMP/esc.txt"
fails "decode binary input" 1 mtok decode --vocab "$G" "$TMP/esc.txt"
eq "decode binary input: the message" "$(cat "$TMP/.err")" "mtok: $TMP/esc.txt:1: \"\\u001b[31mred$(printf '\357\277\275')\" is not a token id"
# the lines before a bad one are decoded on stdout (issue 27 W8: nothing was)
fails "decode a bad second line" 1 sh -c "printf '15496 995\\n15496 99999\\n' | mtok decode --vocab '$G'"
eq "decode: the good first line" "$(cat "$TMP/.out")" "Hello world"
echo previous >"$TMP/dec.txt"
fails "decode -o a bad second line" 1 sh -c "printf '15496 995\\n15496 99999\\n' | mtok decode --vocab '$G' -o '$TMP/dec.txt'"
eq "decode -o: previous output kept" "$(cat "$TMP/dec.txt")" previous
fails "decode junk" 1 sh -c "echo '1 2x' | mtok decode --vocab '$G'"

# 6. bad vocabularies and shards
head -c 500000 "$G/encoder.json" >"$TMP/trunc.json"
fails "truncated encoder.json" 1 mtok --vocab "$TMP/trunc.json" -o "$TMP/x" "$TMP/docs.jsonl"
grep -q 'trunc.json:' "$TMP/.err" && pass_ || fail_ "truncated vocab message: $(cat "$TMP/.err")"
{ head -n 100 "$G/vocab.bpe"; echo "qqqzzz Ġthe"; } >"$TMP/bad.bpe"
fails "merge of unknown token" 1 mtok --vocab "$G/encoder.json" --merges "$TMP/bad.bpe" -o "$TMP/x" "$TMP/docs.jsonl"
grep -q 'bad.bpe:101: merge of unknown token "qqqzzz"' "$TMP/.err" && pass_ || fail_ "unknown merge message: $(cat "$TMP/.err")"
# an empty key: once a NULL string (a crash on {"": "x"}, found by fuzz_tok)
for v in '{"": 5}' '{"": "x"}' '{"encoder": {"": 3}}' '{"special": {"": 3}}'; do
	printf '%s' "$v" >"$TMP/empty.json"
	fails "vocab $v" 1 mtok --vocab "$TMP/empty.json" -o "$TMP/x" "$TMP/docs.jsonl"
	grep -q 'empty.json:' "$TMP/.err" && pass_ || fail_ "vocab $v message: $(cat "$TMP/.err")"
done
cp "$TMP/ts.idx" "$TMP/cut.idx"; head -c 1000 "$TMP/ts.bin" >"$TMP/cut.bin"
fails "shard sizes disagree" 1 mtok stats "$TMP/cut"
grep -q 'does not match' "$TMP/.err" && pass_ || fail_ "shard mismatch message: $(cat "$TMP/.err")"
fails "no vocab" 2 mtok -o "$TMP/x" "$TMP/docs.jsonl"
fails "no output" 2 mtok --vocab "$G" "$TMP/docs.jsonl"
fails "bad --shard-tokens" 2 mtok --vocab "$G" --shard-tokens 1x -o "$TMP/x"
fails "option of another subcommand" 2 mtok stats --vocab "$G" "$TMP/ts"
grep -q -- '--vocab does not apply to mtok stats' "$TMP/.err" && pass_ || fail_ "inapplicable option message: $(head -1 "$TMP/.err")"
# common options a subcommand would not honour are refused, not ignored
fails "stats --stats" 2 mtok stats --stats "$TMP/refused.json" "$TMP/ts"
grep -q -- '--stats does not apply to mtok stats' "$TMP/.err" && pass_ || fail_ "stats --stats message: $(head -1 "$TMP/.err")"
[ ! -e "$TMP/refused.json" ] && pass_ || fail_ "mtok stats --stats wrote a file"
fails "stats -o" 2 mtok stats -o "$TMP/st.txt" "$TMP/ts"
fails "cat --strict" 2 mtok cat --strict "$TMP/ts"
fails "decode --stats" 2 mtok decode --vocab "$G" --stats "$TMP/st.json" /dev/null
fails "export --strict" 2 mtok export --format llmc --strict -o "$TMP/x.bin" "$TMP/ts"
fails "missing input" 1 mtok --vocab "$G" -o "$TMP/x" "$TMP/no-such-file.jsonl"

# a Megatron shard whose first document has two sequences: cat keeps documents
"$PY" - "$TMP/multi" <<'EOF2'
import struct, sys
lens, docs = [2, 1, 3], [0, 2, 3]
idx = b"MMIDIDX\x00\x00" + struct.pack("<QBQQ", 1, 8, len(lens), len(docs))
idx += b"".join(struct.pack("<i", l) for l in lens)
idx += b"".join(struct.pack("<q", 2 * sum(lens[:i])) for i in range(len(lens)))
idx += b"".join(struct.pack("<q", d) for d in docs)
open(sys.argv[1] + ".idx", "wb").write(idx)
open(sys.argv[1] + ".bin", "wb").write(struct.pack("<6H", 15496, 995, 13, 1, 2, 3))
EOF2
eq "cat: multi-sequence document" "$(mtok cat "$TMP/multi" | tr '\n' '|')" "15496 995 13|1 2 3|"
eq "stats: multi-sequence" "$(mtok stats "$TMP/multi" | sed -n 's/^documents //p;s/^sequences //p' | tr '\n' ' ')" "2 3 "

# 7. stats, export to llm.c
mtok stats "$TMP/ts" >"$TMP/stats.txt"
grep -q '^tokens 338025$' "$TMP/stats.txt" && pass_ || fail_ "stats: $(cat "$TMP/stats.txt")"
ok "export llmc" mtok export --format llmc -o "$TMP/ts.llmc" "$TMP/ts"
eq "llmc header" "$(od -An -tu4 -N12 "$TMP/ts.llmc" | tr -s ' ')" " 20240520 1 338025"
tail -c +1025 "$TMP/ts.llmc" | cmp -s - "$G/reference/tinyshakespeare.gpt2.u16le" && pass_ || fail_ "llmc tokens differ"

# 8. train: deterministic for any -j, and its vocabulary round-trips any bytes
W="$SHARED/data/text/wikitext-2-raw-test.txt $SHARED/data/text/tinyshakespeare.txt"
ok "train" mtok train --text --vocab-size 4096 -o "$TMP/tok1.json" $W
ok "train -j 2" mtok train -j 2 --text --vocab-size 4096 -o "$TMP/tok2.json" $W
cmp -s "$TMP/tok1.json" "$TMP/tok2.json" && pass_ || fail_ "train -j 2 differs from -j 1"
ok "encode with trained vocab" mtok --vocab "$TMP/tok1.json" --text -o "$TMP/t4k" $W
mtok cat --vocab "$TMP/tok1.json" "$TMP/t4k" >"$TMP/t4k.txt"
cat $W | cmp -s - "$TMP/t4k.txt" && pass_ || fail_ "trained vocab does not round-trip"
eq "trained vocab size" "$(mtok stats "$TMP/t4k" | awk '/^max_id/{print $2 < 4096}')" 1
head -c 20000 /dev/urandom >"$TMP/rand.dat"
ok "encode random bytes" mtok --vocab "$TMP/tok1.json" --text -o "$TMP/rand" "$TMP/rand.dat"
mtok cat --vocab "$TMP/tok1.json" "$TMP/rand" | cmp -s - "$TMP/rand.dat" && pass_ || fail_ "random bytes do not round-trip"
fails "output would overwrite input" 2 mtok --vocab "$TMP/tok1.json" --text -o "$TMP/rand" "$TMP/rand.bin"
ok "train cl100k pattern, JSONL" mtok train --pattern cl100k --special '<|endoftext|>' --special '<|pad|>' \
	--vocab-size 1000 -o "$TMP/cl.json" "$TMP/docs.jsonl"
eq "trained pattern" "$(jq -r .pattern "$TMP/cl.json")" cl100k
eq "trained specials" "$(jq -c .special "$TMP/cl.json")" '{"<|endoftext|>":998,"<|pad|>":999}'
mtok --vocab "$TMP/cl.json" --allow-special -o "$TMP/cl" "$TMP/special.jsonl"
eq "trained special ids" "$(mtok cat "$TMP/cl" | awk '{print $2}')" 998
fails "train vocab too small" 2 mtok train --vocab-size 100 -o "$TMP/x.json" "$TMP/docs.jsonl"
# inconsistent vocabularies are refused, naming what is wrong (issue 27 W7)
mkdir "$TMP/cutv"
cp "$G/encoder.json" "$TMP/cutv/"
head -20000 "$G/vocab.bpe" >"$TMP/cutv/vocab.bpe"
fails "vocab.bpe cut short" 1 mtok --vocab "$TMP/cutv" -o "$TMP/x" "$TMP/docs.jsonl"
grep -q 'tokens are made by no merge' "$TMP/.err" && pass_ || fail_ "cut merges: $(cat "$TMP/.err")"
sed 's/"type":"mtok-bpe\/1"/"type":"other\/9"/' "$TMP/tok1.json" >"$TMP/badtype.json"
fails "tok.json of an unknown type" 1 mtok --vocab "$TMP/badtype.json" -o "$TMP/x" "$TMP/docs.jsonl"
grep -q 'unknown type' "$TMP/.err" && pass_ || fail_ "unknown type: $(cat "$TMP/.err")"
sed 's/"<|endoftext|>": *\([0-9]*\)/"<|endoftext|>":999999/' "$TMP/tok1.json" >"$TMP/gap.json"
fails "an id far past the others" 1 mtok --vocab "$TMP/gap.json" -o "$TMP/x" "$TMP/docs.jsonl"
grep -q 'ids run to 999999' "$TMP/.err" && pass_ || fail_ "id gap: $(cat "$TMP/.err")"
# special tokens mtok could not read back are refused (issue 27 W9)
fails "train --special ''" 2 mtok train --vocab-size 300 --special '' -o "$TMP/x.json" "$TMP/docs.jsonl"
grep -q 'special: an empty token' "$TMP/.err" && pass_ || fail_ "empty special: $(cat "$TMP/.err")"
fails "train --special twice" 2 mtok train --vocab-size 300 --special '<|a|>' --special '<|a|>' -o "$TMP/x.json" "$TMP/docs.jsonl"
grep -q 'given twice' "$TMP/.err" && pass_ || fail_ "repeated special: $(cat "$TMP/.err")"
[ ! -e "$TMP/x.json" ] && pass_ || fail_ "a refused train wrote its vocabulary"

# 9. the npm tiktoken itself, when installed (see ../shared/tools/README.md):
#    the 111 extraction gold texts and random Unicode documents
# the npm tiktoken: $GPT2_REF_NODE_DIR, /tmp/gpt2ref (shared/tools/README.md), or
# installed into build/gpt2ref by scripts/tiktoken-ref.sh when npm can
NODE_DIR=${GPT2_REF_NODE_DIR:-/tmp/gpt2ref}
[ -d "$NODE_DIR/node_modules/tiktoken" ] || NODE_DIR=$(sh "$(dirname "$0")/../../scripts/tiktoken-ref.sh" 2>/dev/null || echo "$NODE_DIR")
if command -v node >/dev/null && [ -d "$NODE_DIR/node_modules/tiktoken" ]; then
	ref() { # [encoding] JSONL on stdin -> one line of ids per document
		ENC=${1:-gpt2} GPT2_REF_NODE_DIR=$NODE_DIR node -e '
			const req = require("module").createRequire(process.env.GPT2_REF_NODE_DIR + "/x.js");
			const enc = req("tiktoken").get_encoding(process.env.ENC);
			const out = [];
			for (const l of require("fs").readFileSync(0, "utf8").split("\n"))
				if (l) out.push(Array.from(enc.encode_ordinary(JSON.parse(l).text)).join(" "));
			process.stdout.write(out.join("\n") + "\n");'
	}
	jq -c '.[] | {text: .articleBody}' "$SHARED/data/extraction/scrapinghub-aeb/dev/ground-truth.json" >"$TMP/gold.jsonl" 2>/dev/null ||
		jq -c 'to_entries[] | {text: .value.articleBody}' "$SHARED/data/extraction/scrapinghub-aeb/dev/ground-truth.json" >"$TMP/gold.jsonl"
	ref <"$TMP/gold.jsonl" >"$TMP/gold.ref"
	mtok --vocab "$G" -o "$TMP/gold" "$TMP/gold.jsonl" && mtok cat "$TMP/gold" >"$TMP/gold.got"
	eq "gold docs" "$(wc -l <"$TMP/gold.got")" 111
	cmp -s "$TMP/gold.ref" "$TMP/gold.got" && pass_ || fail_ "gold texts: ids differ from npm tiktoken"
	"$PY" - >"$TMP/fuzz.jsonl" <<'EOF'
import json, random
r = random.Random(20241122)
pools = [(0x20, 0x7e), (0x9, 0xd), (0xa0, 0x2ff), (0x370, 0x52f), (0x600, 0x6ff), (0x900, 0x97f),
         (0x1680, 0x1680), (0x2000, 0x206f), (0x3000, 0x30ff), (0x4e00, 0x4eff), (0xac00, 0xacff),
         (0xff00, 0xffef), (0x1f300, 0x1f64f), (0x85, 0x85), (0x10000, 0x1004f), (0x300, 0x36f),
         (0x1c4, 0x1cc), (0x2b0, 0x2ff), (0x41, 0x5a), (0x2f, 0x2f)]
words = ["'s", "'t", "'re", "'ve", "'m", "'ll", "'d", "'S", " ", "  ", "\n", "\r\n", "\t", "<|endoftext|>", "123", " the", "'LL", "'\u017f", "'Ve"]
for _ in range(300):
    s = []
    for _ in range(r.randint(0, 60)):
        if r.random() < 0.3:
            s.append(r.choice(words))
        else:
            lo, hi = r.choice(pools)
            c = r.randint(lo, hi)
            if not 0xd800 <= c < 0xe000:
                s.append(chr(c))
    print(json.dumps({"text": "".join(s)}))
EOF
	ref <"$TMP/fuzz.jsonl" >"$TMP/fuzz.ref"
	mtok --vocab "$G" -o "$TMP/fuzz" "$TMP/fuzz.jsonl" && mtok cat "$TMP/fuzz" >"$TMP/fuzz.got"
	eq "fuzz docs" "$(wc -l <"$TMP/fuzz.got")" 300
	if cmp -s "$TMP/fuzz.ref" "$TMP/fuzz.got"; then pass_; else
		fail_ "random Unicode: ids differ from npm tiktoken"
		diff "$TMP/fuzz.ref" "$TMP/fuzz.got" | head -5 >&2
	fi
	# cl100k and o200k: their rank files as the npm package ships them,
	# rewritten as .tiktoken files; their patterns and int32 shards
	for e in cl100k o200k; do
		ENC=$NODE_DIR/node_modules/tiktoken/encoders/${e}_base.json node -e '
			const fs = require("fs"), d = JSON.parse(fs.readFileSync(process.env.ENC, "utf8"));
			const p = d.bpe_ranks.split(" "), out = [];
			for (let i = 0, r = 0; i < p.length; i++) {
				if (p[i] === "!") { r = parseInt(p[++i]); continue; }
				if (p[i]) out.push(p[i] + " " + r++);
			}
			process.stdout.write(out.join("\n") + "\n");' >"$TMP/$e.tiktoken"
		for f in gold fuzz; do
			ref ${e}_base <"$TMP/$f.jsonl" >"$TMP/$f.$e.ref"
			mtok --vocab "$TMP/$e.tiktoken" -o "$TMP/$f$e" "$TMP/$f.jsonl" && mtok cat "$TMP/$f$e" >"$TMP/$f.$e.got"
			if cmp -s "$TMP/$f.$e.ref" "$TMP/$f.$e.got"; then pass_; else
				fail_ "$e $f: ids differ from npm tiktoken"
				diff "$TMP/$f.$e.ref" "$TMP/$f.$e.got" | head -5 >&2
			fi
		done
	done
	eq "cl100k shards are int32" "$(mtok stats "$TMP/goldcl100k" | sed -n 's/^dtype //p')" int32
else
	echo "skip: node or npm tiktoken not found in $NODE_DIR: live tiktoken comparisons not run (see ../shared/tools/README.md)"
fi

done_tests
