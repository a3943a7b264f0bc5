#!/bin/sh
# mtok stats over a blend: the table of datasets (tokens, documents, weight,
# share, trained tokens, epochs) against numbers computed here from the shard
# files' sizes and index headers, by Python; blend files with comments, blank
# lines and tabs; the same blend files accepted and refused as mtrain --data
# accepts and refuses them; errors that name the file and line.
. "$(dirname "$0")/lib.sh"
PY=python3
command -v $PY >/dev/null || { echo "skip: no python3"; done_tests; exit $?; }
cd "$TMP" || exit 1
mkdir sh

echo "now: three shards: mtok's own (uint16), bytes (byte_shard.py), int32"
$PY - <<'EOF'
import random
r = random.Random(7)
words = "the of and a to in is was for on that with as by at from his her it an".split()
def para(n):
    return " ".join(r.choice(words) for _ in range(n)) + "."
open("a.txt", "w").write("\n".join(para(r.randint(3, 60)) for _ in range(300)) + "\n")
open("b.txt", "w").write("\n\n".join(para(r.randint(5, 90)) for _ in range(40)) + "\n")
EOF
ok "mtok train" mtok train --vocab-size 300 --text -o tok.json a.txt b.txt
ok "mtok a" mtok --vocab tok.json --lines --append-eod -o sh/a a.txt
ok "byte shard b" $PY "$ROOT/tests/cli/byte_shard.py" b.txt sh/b
# an int32 shard of 3 documents, one of them empty, written here
$PY - <<'EOF'
import struct
docs = [[1, 70000, 3], [], list(range(100))]
with open("sh/c.bin", "wb") as f:
    for d in docs:
        f.write(struct.pack("<%di" % len(d), *d))
with open("sh/c.idx", "wb") as f:
    f.write(b"MMIDIDX\0\0" + struct.pack("<QBQQ", 1, 4, len(docs), len(docs) + 1))
    f.write(struct.pack("<%di" % len(docs), *[len(d) for d in docs]))
    offs, o = [], 0
    for d in docs:
        offs.append(o); o += 4 * len(d)
    f.write(struct.pack("<%dq" % len(docs), *offs))
    f.write(struct.pack("<%dq" % (len(docs) + 1), *range(len(docs) + 1)))
EOF
# an empty shard: epochs "-"
printf '' | mtok --vocab tok.json --lines -o sh/e - 2>/dev/null
[ -f sh/e.idx ] && have_empty=1 || have_empty=

# want PAIRS [TRAIN_TOKENS]: the table mtok stats should print, computed
# from the files: tokens = size of .bin / item size of the .idx's dtype,
# documents = the .idx header's document entries - 1; share = w / sum(w);
# trained = share * N; epochs = trained / tokens. PAIRS: "w:prefix,..."
want() {
	$PY - "$@" <<'EOF'
import os, struct, sys
pairs = [p.split(":", 1) for p in sys.argv[1].split(",")]
N = int(sys.argv[2]) if len(sys.argv) > 2 else 0
size = {1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 4, 7: 8, 8: 2}
rows = []
for w, p in pairs:
    h = open(p + ".idx", "rb").read(34)
    assert h[:9] == b"MMIDIDX\0\0"
    ver, dt, nseq, ndoc = struct.unpack("<QBQQ", h[9:34])
    rows.append((p, os.path.getsize(p + ".bin") // size[dt], ndoc - 1, float(w)))
wsum = 0.0
for r in rows:
    wsum += r[3]
tt = sum(r[1] for r in rows)
rows.append(("total", tt, sum(r[2] for r in rows), wsum))
wn = max(7, max(len(r[0]) for r in rows))
ww = max(6, max(len("%.12g" % r[3]) for r in rows))
out = ["%-*s %14s %12s %*s %8s" % (wn, "dataset", "tokens", "documents", ww, "weight", "share")
       + (" %14s %8s" % ("trained", "epochs") if N else "")]
for i, (p, tok, docs, w) in enumerate(rows):
    share = 1.0 if p == "total" and i == len(rows) - 1 else w / wsum
    line = "%-*s %14d %12d %*.12g %7.2f%%" % (wn, p, tok, docs, ww, w, 100 * share)
    if N:
        trained = share * N
        line += " %14.0f" % trained + (" %8.2f" % (trained / tok) if tok else " %8s" % "-")
    out.append(line)
print("\n".join(out))
EOF
}
# check NAME PAIRS N CMD...: the table printed equals want's
check() {
	nm=$1 pairs=$2 n=$3; shift 3
	if [ "$n" = 0 ]; then want "$pairs" >"$TMP/want"; else want "$pairs" "$n" >"$TMP/want"; fi
	if "$@" >"$TMP/got" 2>"$TMP/.err"; then
		if cmp -s "$TMP/got" "$TMP/want"; then pass_; else
			fail_ "$nm: the table differs"; diff "$TMP/want" "$TMP/got" >&2; fi
	else fail_ "$nm: exit $?: $(head -n 1 "$TMP/.err")"; fi
}

echo "now: the tables"
cat >blend.txt <<'EOF'
# a blend: weight prefix, '#' comments, blank lines, tabs

0.6 sh/a    # mtok's shard
	0.25	sh/b
0.15 sh/c
EOF
check "blend file" "0.6:sh/a,0.25:sh/b,0.15:sh/c" 0 mtok stats @blend.txt
check "blend file, --train-tokens" "0.6:sh/a,0.25:sh/b,0.15:sh/c" 1000000 mtok stats --train-tokens 1M @blend.txt
check "--train-tokens after" "0.6:sh/a,0.25:sh/b,0.15:sh/c" 5000 mtok stats @blend.txt --train-tokens 5000
check "weights on the command line" "3:sh/b,1:sh/a" 123457 mtok stats --train-tokens 123457 3 sh/b 1 sh/a
check "no weights: equal" "1:sh/a,1:sh/b,1:sh/c" 0 mtok stats sh/a sh/b sh/c
check "one prefix with --train-tokens" "1:sh/c" 2000 mtok stats --train-tokens 2000 sh/c
printf 'sh/c\nsh/a # bare prefixes\n' >bare.txt
check "bare blend file" "1:sh/c,1:sh/a" 10000 mtok stats --train-tokens 10000 @bare.txt
check "two blend files" "0.6:sh/a,0.25:sh/b,0.15:sh/c,0.6:sh/a,0.25:sh/b,0.15:sh/c" 777 \
	mtok stats --train-tokens 777 @blend.txt @blend.txt
# weights of any scale (pipelines/report writes token counts)
ta=$(mtok stats sh/a | sed -n 's/^tokens //p')
tb=$(mtok stats sh/b | sed -n 's/^tokens //p')
printf '%s %s\n%s %s\n' "$ta" sh/a "$tb" sh/b >tokens.txt
check "token-count weights" "$ta:sh/a,$tb:sh/b" 3000000 mtok stats --train-tokens 3M @tokens.txt
if [ -n "$have_empty" ]; then
	check "an empty shard: epochs -" "1:sh/a,1:sh/e" 1000 mtok stats --train-tokens 1000 sh/a sh/e
fi
# the one-shard form is as before
ok "one prefix" mtok stats sh/c
eq "one prefix: name value lines" "$(sed -n '1p;3p;5p' "$TMP/.out" | tr '\n' ' ')" "prefix sh/c documents 3 tokens 103 "

# A hand-made expectation on top of the computed ones: a 2:1:1 blend of
# 1,000 tokens each, trained on 8,000: 4 epochs of the first, 2 of the others.
$PY - <<'EOF'
import struct
for name in "xyz":
    n = 1000
    with open("sh/%s.bin" % name, "wb") as f:
        f.write(struct.pack("<%dH" % n, *[7] * n))
    with open("sh/%s.idx" % name, "wb") as f:
        f.write(b"MMIDIDX\0\0" + struct.pack("<QBQQ", 1, 8, 1, 2))
        f.write(struct.pack("<i", n) + struct.pack("<q", 0) + struct.pack("<2q", 0, 1))
EOF
mtok stats --train-tokens 8000 2 sh/x 1 sh/y 1 sh/z >t.txt
eq "2:1:1 epochs" "$(awk 'NR > 1 {print $1, $5, $6, $7}' t.txt | tr '\n' ';')" \
	"sh/x 50.00% 4000 4.00;sh/y 25.00% 2000 2.00;sh/z 25.00% 2000 2.00;total 100.00% 8000 2.67;"

echo "now: errors"
printf '0.5 sh/a\n\n# fine so far\n0.5 sh/nope\n' >missing.txt
fails "missing shard" 1 mtok stats @missing.txt
grep -q '^mtok: missing.txt:4: sh/nope.idx: ' "$TMP/.err" && pass_ || fail_ "missing shard message: $(cat "$TMP/.err")"
fails "missing shard, command line" 1 mtok stats 1 sh/a 1 sh/nope
grep -q '^mtok: sh/nope.idx: ' "$TMP/.err" && pass_ || fail_ "missing shard message: $(cat "$TMP/.err")"
printf '0.5 sh/a\n# comment\nhalf sh/b\n' >badw.txt
printf '0.5 sh/a\n0 sh/b\n' >zero.txt
printf '0.5 sh/a\n-1 sh/b\n' >neg.txt
printf 'sh/a\n0.5 sh/b\n' >mixed.txt
printf '0.5 sh/a\nsh/b\n' >mixed2.txt
printf '0.5 sh/a sh/b\n' >three.txt
printf '# only a comment\n\n' >empty.txt
for f in badw:3 zero:2 neg:2 mixed:2 mixed2:2 three:1 empty: nosuch:; do
	name=${f%%:*} line=${f#*:}
	fails "bad blend $name" 2 mtok stats @$name.txt
	if [ -n "$line" ]; then
		grep -q "^mtok: $name.txt:$line: " "$TMP/.err" && pass_ || fail_ "$name: no $name.txt:$line: $(cat "$TMP/.err")"
	else
		grep -q "^mtok: $name.txt: " "$TMP/.err" && pass_ || fail_ "$name: no $name.txt: $(cat "$TMP/.err")"
	fi
done
# mtrain --data reads blends with the same parser (lib/blend.c): one bad
# file refused and one good one taken are enough to show it uses it
fails "mtrain refuses mixed.txt too" 2 mtrain --schedule-only --data @mixed.txt
grep -q "mixed.txt:2: want one prefix on each line" "$TMP/.err" && pass_ || fail_ "mtrain: $(cat "$TMP/.err")"
fails "bad weight" 2 mtok stats @badw.txt
grep -q "^mtok: badw.txt:3: 'half' is not a positive weight" "$TMP/.err" && pass_ || fail_ "bad weight: $(cat "$TMP/.err")"
ok "mtrain accepts blend.txt too" mtrain --schedule-only --data @blend.txt
fails "odd weighted words" 2 mtok stats 0.5 sh/a 0.5
fails "bad weight, command line" 2 mtok stats 0.5 sh/a x sh/b
grep -q "'x' is not a positive weight" "$TMP/.err" && pass_ || fail_ "bad weight message: $(cat "$TMP/.err")"
fails "--train-tokens 0" 2 mtok stats --train-tokens 0 sh/a
fails "--train-tokens junk" 2 mtok stats --train-tokens 10x sh/a
fails "no prefix" 2 mtok stats
fails "--train-tokens elsewhere" 2 mtok cat --train-tokens 5 sh/a
done_tests
