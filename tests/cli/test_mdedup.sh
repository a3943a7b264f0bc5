#!/bin/sh
# mdedup end to end on real Common Crawl documents with planted duplicates:
# what is removed, the same bytes at any -j, from stdin, and from the sharded
# steps; restart skips finished steps; corrupt, truncated and mismatched
# intermediates and bad records give clear errors and no output; a run
# killed by SIGINT/SIGTERM leaves nothing behind.
. "$(dirname "$0")/lib.sh"

D=$SHARED/data/text/ccnet-dolma
if [ ! -f "$D/dolma-documents-000.json.gz" ]; then
	echo "skip: $D not found"; done_tests; exit
fi
cd "$TMP" || exit 1
# 30 real CC documents, then planted copies: an exact copy, a copy with case
# and punctuation changed (same normalized text), a copy with a header line
# (near duplicate), each under a new id and source "wiki"
zcat "$D/dolma-documents-000.json.gz" >base.jsonl
zcat "$D/cc_en_head-0091.jsonl.gz" "$D/cc_en_head-0174.jsonl.gz" |
	sed 's/^{"added"/{"source":"ccnet","added"/' >>base.jsonl
head -4 base.jsonl | sed 's/"id": *"/"id":"exact-/; s/"source": *"[^"]*"/"source":"wiki"/' >copies.jsonl
sed -n 5,8p base.jsonl | sed 's/"id": *"/"id":"case-/; s/"text": *"/"text":"!!! /; s/the /THE /g; s/\. /!! /g' >>copies.jsonl
sed -n 9,12p base.jsonl | sed 's/"id": *"/"id":"near-/; s/"text": *"/"text":"Home | About | Contact us | Subscribe to our newsletter\\n/' >>copies.jsonl
cat base.jsonl copies.jsonl >all.jsonl
n_all=$(wc -l <all.jsonl)

ok "pipe" mdedup --removed rm.jsonl --stats st.json -o out.jsonl all.jsonl
eq "kept" "$(wc -l <out.jsonl)" $((n_all - 12))
eq "no copy kept" "$(grep -c '"id":"\(exact\|case\|near\)-' out.jsonl)" 0
eq "removed names representatives" "$(grep -c '"duplicate_of"' rm.jsonl)" 12
grep -q '"removed":{"exact":8,"fuzzy":4}' st.json && pass_ || fail_ "stats: $(cat st.json)"
first=$(head -1 base.jsonl | sed 's/.*"id": *"\([^"]*\)".*/\1/')
grep -qF "{\"id\":\"exact-$first\",\"duplicate_of\":\"$first\",\"reason\":\"exact\"}" rm.jsonl && pass_ || fail_ "removed: $(head -2 rm.jsonl)"
# kept lines are the input lines, byte for byte
grep -vF -f out.jsonl all.jsonl | grep -c . >n.txt
eq "byte-for-byte" "$(cat n.txt)" 12

# --priority: the later "wiki" copies win over their originals
ok "priority" mdedup --priority wiki -o prio.jsonl all.jsonl
eq "wiki copies kept" "$(grep -c '"id":"exact-' prio.jsonl)" 4
eq "their originals removed" "$(grep -cF "\"id\": \"$first\"" prio.jsonl)" 0

# the same bytes at any -j, from stdin, compressed, with --verify
for j in 1 2 4; do
	ok "-j $j" mdedup -j $j -o out$j.jsonl all.jsonl
	cmp -s out.jsonl out$j.jsonl && pass_ || fail_ "-j $j output differs"
done
mdedup <all.jsonl >stdin.jsonl && cmp -s out.jsonl stdin.jsonl && pass_ || fail_ "stdin output differs"
# documents without an id: said once per input with a count, and standard
# input named <stdin>, not the temporary file it is spooled to
sed 's/"id": *"[^"]*",\{0,1\}//' all.jsonl >noid.jsonl
mdedup <noid.jsonl >/dev/null 2>noid.err
eq "missing ids: one message" "$(wc -l <noid.err)" 1
grep -q "^mdedup: <stdin>: $n_all documents without an id, the first at line 1" noid.err && pass_ ||
	fail_ "missing ids message: $(head -3 noid.err)"
gzip -c all.jsonl >all.jsonl.gz
ok "gz in, zst out" mdedup -o out.jsonl.zst all.jsonl.gz
zstd -dc out.jsonl.zst 2>/dev/null | cmp -s out.jsonl - && pass_ || fail_ "compressed round trip differs"
ok "verify" mdedup --verify -o v.jsonl all.jsonl
cmp -s out.jsonl v.jsonl && pass_ || fail_ "--verify changed clear cases"

# sharded steps: the same kept set and bytes as the one pipe over the same shards
split -l 15 all.jsonl shard.
shards=$(ls shard.*)
ok "pipe over shards" mdedup -o pipe.jsonl $shards
mkdir sig pairs out
for s in $shards; do ok "sig $s" mdedup sig -o sig/$s.sig $s; done
for b in exact 0 1 2 3 4 5 6 7 8 9 10 11 12 13; do
	ok "bucket $b" mdedup bucket --band $b -o pairs/$b.pairs sig/*.sig
done
ok "cluster" mdedup cluster -o dups.bin --removed srm.jsonl pairs/*.pairs
for s in $shards; do ok "apply $s" mdedup apply -o out/$s dups.bin $s; done
cat $(for s in $shards; do echo out/$s; done) >sharded.jsonl
cmp -s pipe.jsonl sharded.jsonl && pass_ || fail_ "sharded output differs from the pipe"
cmp -s pipe.jsonl out.jsonl && pass_ || fail_ "sharding changed the kept set"
sort rm.jsonl >a.txt; sort srm.jsonl >b.txt
cmp -s a.txt b.txt && pass_ || fail_ "sharded --removed differs"
# --max-record: a line over it is no document in sig, verify and apply alike;
# apply with another maximum than sig's sees another count and refuses
s0=$(echo $shards | cut -d' ' -f1)
{ head -2 $s0; printf '{"id":"long","text":"%0200000d"}\n' 0; tail -n +3 $s0; } >long.jsonl
ok "sig --max-record" mdedup sig --exact --max-record 100000 -o long.sig long.jsonl
grep -q 'long.jsonl:3: line of 2000[0-9][0-9] bytes is over --max-record; removed' "$TMP/.err" && pass_ ||
	fail_ "sig --max-record message: $(cat "$TMP/.err")"
ok "bucket long" mdedup bucket --band exact -o long.pairs long.sig
ok "cluster long" mdedup cluster -o long.dups long.pairs
ok "apply --max-record" mdedup apply --max-record 100000 -o long.out long.dups long.jsonl
mdedup --exact -o long.want $s0
cmp -s long.out long.want && pass_ || fail_ "apply --max-record: not the shard's output without the long line"
fails "apply with another --max-record" 1 mdedup apply -o long2.out long.dups long.jsonl
grep -q 'changed or wrong file' "$TMP/.err" && pass_ || fail_ "apply mismatch message: $(cat "$TMP/.err")"
ok "verify step (makes its -o dir)" mdedup verify -o vp pairs/*.pairs $shards
[ -d vp ] && [ "$(ls vp | wc -l)" -gt 0 ] && pass_ || fail_ "verify: no -o dir or nothing in it"
# intermediates identify their inputs by content, not only by name and count:
# shards given in another order, or another file of the same name and count,
# are refused, where they were taken and gave wrong output
set -- $shards
[ "$(wc -l <$1)" = "$(wc -l <$2)" ] || fail_ "the first two shards should have equal counts"
mkdir vq other
fails "verify with shards swapped" 1 mdedup verify -o vq pairs/*.pairs $2 $1 $(echo $shards | cut -d' ' -f3-)
grep -q "$2: not the file sig/$1.sig was made from" "$TMP/.err" && pass_ || fail_ "verify swapped: $(cat "$TMP/.err")"
cp $2 other/$1
fails "apply to another file of the same name and count" 1 mdedup apply -o other.out dups.bin other/$1
grep -q "other/$1: not the file sig/$1.sig was made from" "$TMP/.err" && pass_ || fail_ "apply other: $(cat "$TMP/.err")"
[ ! -e other.out ] && pass_ || fail_ "apply other: output written"
ok "cluster verified" mdedup cluster -o vdups.bin vp/*.pairs
# --removed without a .sig: the reason is said once (the message was formatted
# into the buffer it read from, and repeated itself)
s0=$(echo $shards | cut -d' ' -f1)
mv sig/$s0.sig gone.sig
fails "cluster --removed without a sig" 1 mdedup cluster -o nodups.bin --removed nrm.jsonl pairs/*.pairs
mv gone.sig sig/$s0.sig
eq "--removed reason said once" "$(grep -o 'needs the .sig files' "$TMP/.err" | wc -l)" 1
grep -q "needs the .sig files: sig/$s0.sig: No such file" "$TMP/.err" && pass_ || fail_ "--removed message: $(cat "$TMP/.err")"

# bounded memory: a budget of 3 entries (many spilled runs, merge passes)
# or of 1k, and no limit, write the bytes of the default; spill counted;
# spill files go to --tmp, else $TMPDIR, else the output's directory, and
# none is left behind
mkdir sp
for b in exact 0 7; do
	ok "bucket $b --mem 0" mdedup bucket --band $b --mem 0 -o sp/m$b.pairs sig/*.sig
	cmp -s pairs/$b.pairs sp/m$b.pairs && pass_ || fail_ "bucket $b --mem 0 differs"
	ok "bucket $b --mem 96" mdedup bucket --band $b --mem 96 --tmp sp --stats sp/st$b.json -o sp/e$b.pairs sig/*.sig
	cmp -s pairs/$b.pairs sp/e$b.pairs && pass_ || fail_ "bucket $b --mem 96 differs"
	grep -q '"spill":{"runs":[1-9][0-9],"bytes":[0-9]*,"passes":[3-9]}' sp/st$b.json && pass_ ||
		fail_ "spill stats: $(cat sp/st$b.json)"
	TMPDIR= ok "bucket $b --mem 1k" mdedup bucket --band $b --mem 1k -o sp/k$b.pairs sig/*.sig
	cmp -s pairs/$b.pairs sp/k$b.pairs && pass_ || fail_ "bucket $b --mem 1k differs"
done
for b in exact 0 7; do
	grep -q '"pairs":[1-9]' sp/st$b.json && pass_ || fail_ "band $b: no pairs, the comparison proves nothing"
done
eq "no spill file left" "$(ls . sp | grep -c mdedup-bucket)" 0
# a failed run still says what it read (issue 27)
printf 'not json\n\n{"id":"x"}\n' >nodoc.jsonl
fails "no valid document" 1 mdedup --stats nodoc.json -o nodoc.out nodoc.jsonl
eq "and --stats says what it read" "$(jq -c '[.in, .blank, .malformed.json, .malformed.no_text]' nodoc.json)" '[2,1,1,1]'
ok "pipe --mem" mdedup --mem 300 --tmp sp --stats sp/pst.json -o sp/pipe.jsonl all.jsonl
cmp -s out.jsonl sp/pipe.jsonl && pass_ || fail_ "pipe --mem 300 output differs"
grep -q '"spill":{"runs":[1-9][0-9]*,' sp/pst.json && pass_ || fail_ "pipe spill stats: $(cat sp/pst.json)"
fails "bad --mem" 2 mdedup bucket --band 0 --mem 1X -o sp/x.pairs sig/*.sig
fails "missing --tmp" 1 mdedup bucket --band 0 --mem 1k --tmp sp/nowhere -o sp/x.pairs sig/*.sig
grep -q 'sp/nowhere/mdedup-bucket\.[A-Za-z0-9]*: cannot create a spill file' "$TMP/.err" && pass_ ||
	fail_ "missing --tmp message: $(cat "$TMP/.err")"
TMPDIR=$TMP/sp/gone mdedup bucket --band 0 --mem 1k -o sp/x.pairs sig/*.sig 2>"$TMP/.err"
eq "spill goes to \$TMPDIR: exit" "$?" 1
grep -q 'sp/gone/mdedup-bucket\.[A-Za-z0-9]*: cannot create' "$TMP/.err" && pass_ || fail_ "\$TMPDIR message: $(cat "$TMP/.err")"
# a full disk while spilling names the spill file, and leaves no output:
# a file size limit (any user), and a real 8 KB tmpfs where an unprivileged
# user namespace may mount one
for i in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do cat all.jsonl; done >big.jsonl
ok "big sig" mdedup sig -o big.sig big.jsonl
(ulimit -f 16; trap '' XFSZ; exec mdedup bucket --band exact --mem 1k --tmp sp -o sp/full.pairs big.sig) \
	>"$TMP/.out" 2>"$TMP/.err"
eq "file size limit: exit" "$?" 1
grep -q 'sp/mdedup-bucket\.[A-Za-z0-9]*: spill file write failed: File too large' "$TMP/.err" && pass_ ||
	fail_ "file size limit message: $(cat "$TMP/.err")"
[ ! -e sp/full.pairs ] && pass_ || fail_ "a failed spill left output"
mkdir fs
if unshare -rm sh -c 'mount -t tmpfs -o size=8k none fs' 2>/dev/null; then
	unshare -rm sh -c 'mount -t tmpfs -o size=8k none fs && exec mdedup bucket --band exact --mem 1k \
		--tmp fs -o full.pairs big.sig' >"$TMP/.out" 2>"$TMP/.err"
	eq "full tmpfs: exit" "$?" 1
	grep -q 'fs/mdedup-bucket\.[A-Za-z0-9]*: spill file write failed: No space left on device' "$TMP/.err" &&
		pass_ || fail_ "full tmpfs message: $(cat "$TMP/.err")"
	[ ! -e full.pairs ] && pass_ || fail_ "a failed spill left output"
else
	echo "note: no unprivileged tmpfs here, full-disk test by file size limit only"
fi

# restart: a finished step is skipped, --force redoes it
s1=$(echo $shards | cut -d' ' -f1)
touch -d '1999-01-01' $s1; touch -d '2000-01-01' sig/$s1.sig
ok "sig again" mdedup sig -o sig/$s1.sig $s1
eq "skipped" "$(find sig/$s1.sig -newermt 2001-01-01 | wc -l)" 0
ok "sig --force" mdedup sig --force -o sig/$s1.sig $s1
eq "redone" "$(find sig/$s1.sig -newermt 2001-01-01 | wc -l)" 1
touch -d '2000-01-01' sig/$s1.sig; touch $s1
ok "sig after its shard changed" mdedup sig -o sig/$s1.sig $s1
eq "redone: shard newer" "$(find sig/$s1.sig -newermt 2001-01-01 | wc -l)" 1
touch -d '2000-01-01' pairs/3.pairs
ok "bucket after a sig changed" mdedup bucket --band 3 -o pairs/3.pairs sig/*.sig
eq "redone: sig newer" "$(find pairs/3.pairs -newermt 2001-01-01 | wc -l)" 1
# a complete output with a flipped byte is redone, not skipped as done (and
# every later step failing on its checksum until --force)
cp sig/$s1.sig good.sig
printf '\377' | dd of=sig/$s1.sig bs=1 seek=100 conv=notrunc 2>/dev/null
touch -d '1999-01-01' $s1; touch -d '2000-01-01' sig/$s1.sig
ok "sig over a corrupt sig" mdedup sig -o sig/$s1.sig $s1
cmp -s sig/$s1.sig good.sig && pass_ || fail_ "a corrupt sig was skipped as done"

# corrupt and mismatched intermediates: exit 1, a message, no output
printf 'not a signature file at all, just text......................................................................' >junk.sig
fails "bad magic" 1 mdedup bucket --band 0 -o x.pairs junk.sig sig/$s1.sig
grep -q 'junk.sig: bad magic' "$TMP/.err" && pass_ || fail_ "bad magic message: $(cat "$TMP/.err")"
head -c 500 sig/$s1.sig >trunc.sig
fails "truncated" 1 mdedup bucket --band 0 -o x.pairs trunc.sig
grep -q 'trunc.sig: truncated' "$TMP/.err" && pass_ || fail_ "truncated message: $(cat "$TMP/.err")"
[ ! -e x.pairs ] && pass_ || fail_ "a failed bucket left x.pairs"
head -c 40 sig/$s1.sig >short.sig   # cut inside the header: still truncated, not "not a signature file"
fails "truncated header" 1 mdedup bucket --band 0 -o x.pairs short.sig
grep -q 'short.sig: truncated' "$TMP/.err" && pass_ || fail_ "truncated header message: $(cat "$TMP/.err")"
: >empty.sig   # an empty file has no magic to be bad
fails "empty sig" 1 mdedup bucket --band 0 -o x.pairs empty.sig
grep -q 'empty.sig: empty file (not an mdedup signature (.sig) file)' "$TMP/.err" && pass_ ||
	fail_ "empty sig message: $(cat "$TMP/.err")"
ok "20x13 sig" mdedup sig --bands 20 --rows 13 -o other.sig $s1
fails "mixed bands" 1 mdedup bucket --band 0 -o x.pairs sig/$s1.sig other.sig
grep -q 'settings differ' "$TMP/.err" && pass_ || fail_ "mixed message: $(cat "$TMP/.err")"
fails "band missing" 1 mdedup cluster -o x.bin pairs/exact.pairs pairs/0.pairs
grep -q 'band 1 missing' "$TMP/.err" && pass_ || fail_ "missing band message: $(cat "$TMP/.err")"
fails "pairs as sig" 1 mdedup bucket --band 0 -o x.pairs pairs/0.pairs
fails "changed shard" 1 mdedup apply -o x.jsonl dups.bin all.jsonl
[ ! -e x.jsonl ] && pass_ || fail_ "a failed apply left output"
cp $s1 renamed
fails "unknown shard" 1 mdedup apply dups.bin renamed
grep -q 'no shard named renamed' "$TMP/.err" && pass_ || fail_ "unknown shard message: $(cat "$TMP/.err")"
ok "--name" mdedup apply --name $s1 -o r.jsonl dups.bin renamed
cmp -s r.jsonl out/$s1 && pass_ || fail_ "--name output differs"

# bad records: named, counted, kept; --strict makes them fatal
printf '{"id":"x","text":"a b c d e f"}\n{"id":"y"}\n{"id":"z","text":"a b c d e f"}\nnot json\n' >bad.jsonl
ok "bad records" mdedup --stats bst.json -o bout.jsonl bad.jsonl
grep -q 'bad.jsonl:2: missing text' "$TMP/.err" && pass_ || fail_ "no-text message: $(cat "$TMP/.err")"
grep -q 'bad.jsonl:4: bad JSON' "$TMP/.err" && pass_ || fail_ "bad-json message: $(cat "$TMP/.err")"
eq "bad records kept" "$(cat bout.jsonl)" "$(printf '{"id":"x","text":"a b c d e f"}\n{"id":"y"}\nnot json')"
fails "strict" 1 mdedup --strict -o sout.jsonl bad.jsonl
[ ! -e sout.jsonl ] && pass_ || fail_ "--strict left output"

# killed mid-run (reading standard input from a FIFO we hold open, so it
# is surely mid-run): SIGINT and SIGTERM leave no mdedup.* directory in
# $TMPDIR and no output, and exit 128 + the signal
for sig in INT TERM; do
	rm -rf td && mkdir td && rm -f fifo && mkfifo fifo
	TMPDIR=$TMP/td mdedup -o killed.jsonl <fifo 2>/dev/null & pid=$!
	exec 9>fifo
	head -5 all.jsonl >&9
	i=0
	while [ $i -lt 400 ] && ! ls td/mdedup.*/stdin.jsonl >/dev/null 2>&1; do sleep 0.05; i=$((i + 1)); done
	ls td/mdedup.*/stdin.jsonl >/dev/null 2>&1 && pass_ || fail_ "SIG$sig: mdedup never started its run"
	kill -$sig $pid
	wait $pid; rc=$?
	exec 9>&-
	[ $sig = INT ] && want=130 || want=143
	eq "SIG$sig exit" "$rc" "$want"
	eq "SIG$sig leaves no temporary directory" "$(ls td)" ""
	[ ! -e killed.jsonl ] && pass_ || fail_ "SIG$sig left output"
done

# a sharded step killed mid-write leaves no temporary beside its output
for sig in INT TERM; do
	rm -f fifo && mkfifo fifo
	mdedup sig -o killed.sig fifo 2>/dev/null & pid=$!
	exec 9>fifo
	head -5 all.jsonl >&9
	i=0
	while [ $i -lt 400 ] && ! ls killed.sig.tmp.* >/dev/null 2>&1; do sleep 0.05; i=$((i + 1)); done
	ls killed.sig.tmp.* >/dev/null 2>&1 && pass_ || fail_ "sig SIG$sig: no temporary seen"
	kill -$sig $pid
	wait $pid
	exec 9>&-
	eq "sig SIG$sig leaves no temporary" "$(ls killed.sig* 2>/dev/null)" ""
done

# usage errors
fails "bad bands" 2 mdedup --bands 0 all.jsonl
fails "bad shingle" 2 mdedup --shingle lines:3 all.jsonl
fails "bucket without band" 2 mdedup bucket -o x.pairs sig/$s1.sig
fails "missing input" 1 mdedup no-such-file.jsonl
done_tests
