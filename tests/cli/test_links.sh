#!/bin/sh
# -o and --stats through symbolic links and onto special files (issue 27 B6):
# a link is followed and its target replaced (the temporary goes beside the
# target), never replaced by a regular file; /proc/self/fd/N, /dev/stdout and
# FIFOs are written in place. For every writer: wr_open (-o, --stats),
# mdedup's intermediates, mtok's shards.
. "$(dirname "$0")/lib.sh"
cd "$TMP" || exit 1
G=$SHARED/data/gpt2

printf '{"id":"a","text":"one two three four five six seven eight nine ten."}\n' >good.jsonl
printf '{"id":"b","text":"eleven twelve thirteen fourteen fifteen sixteen."}\n' >>good.jsonl
mscore good.jsonl >want.jsonl
mkdir real
islink() { [ -L "$1" ] && pass_ || fail_ "$2: $1 is no longer a link"; }

# -o through a link: the target gets the output, the link stays
echo old >real/out.jsonl
ln -s real/out.jsonl link.jsonl
ok "-o through a link" mscore -o link.jsonl good.jsonl
islink link.jsonl "-o"
cmp -s real/out.jsonl want.jsonl && pass_ || fail_ "-o: the target does not hold the output"
# a chain of links, the last one relative to its own directory
ln -s ../link.jsonl real/chain.jsonl
ok "-o through two links" mscore -o real/chain.jsonl good.jsonl
islink real/chain.jsonl "-o chain"
cmp -s real/out.jsonl want.jsonl && pass_ || fail_ "-o chain: the target does not hold the output"
# a dangling link: its target is created
ln -s real/new.jsonl dangling.jsonl
ok "-o through a dangling link" mscore -o dangling.jsonl good.jsonl
islink dangling.jsonl "-o dangling"
cmp -s real/new.jsonl want.jsonl && pass_ || fail_ "-o dangling: no target written"
eq "no temporary left" "$(ls real link.jsonl* | grep -c tmp)" 0
# --stats through a link, compressed by the link's name
ln -s real/st.json st.json
ok "--stats through a link" mscore --stats st.json -o /dev/null good.jsonl
islink st.json "--stats"
grep -q '"in"' real/st.json && pass_ || fail_ "--stats: $(cat real/st.json)"

# special files, written in place: a link to /proc/self/fd/1 and 2 while
# they are regular files (as /dev/stdout is; not probed itself: a build
# without this fix, run as root, would replace the machine's /dev/stdout), a FIFO
ln -s /proc/self/fd/1 fd1
ok "-o a link to /proc/self/fd/1" sh -c 'mscore -o fd1 good.jsonl >via-fd1.txt'
islink fd1 "-o /proc/self/fd/1"
cmp -s via-fd1.txt want.jsonl && pass_ || fail_ "-o /proc/self/fd/1: output not on stdout"
ln -s /proc/self/fd/2 fd2
ok "--stats a link to /proc/self/fd/2" sh -c 'mscore --stats fd2 -o /dev/null good.jsonl 2>via-fd2.txt'
islink fd2 "--stats /proc/self/fd/2"
grep -q '"in"' via-fd2.txt && pass_ || fail_ "--stats /proc/self/fd/2: $(cat via-fd2.txt)"
if mkfifo fifo 2>/dev/null; then
	cat fifo >via-fifo.txt &
	ok "-o a FIFO" mscore -o fifo good.jsonl
	wait
	[ -p fifo ] && pass_ || fail_ "-o fifo: no longer a FIFO"
	cmp -s via-fifo.txt want.jsonl && pass_ || fail_ "-o fifo: output not through the FIFO"
fi

# mdedup's intermediates and mtok's shards follow links too
ln -s real/s.sig s.sig
ok "mdedup sig through a link" mdedup sig -o s.sig good.jsonl
islink s.sig "mdedup sig"
[ -s real/s.sig ] && pass_ || fail_ "mdedup sig: the target is empty"
ok "mdedup bucket reads it" mdedup bucket --band exact -o p.pairs s.sig
if [ -f "$G/encoder.json" ]; then
	ln -s real/sh.bin sh.bin
	ln -s real/sh.idx sh.idx
	ok "mtok through links" mtok --vocab "$G" -o sh good.jsonl
	islink sh.bin "mtok .bin"
	islink sh.idx "mtok .idx"
	[ -s real/sh.bin ] && [ -s real/sh.idx ] && pass_ || fail_ "mtok: the targets are empty"
	ok "mtok cat reads them" mtok cat sh
fi
eq "no temporary left anywhere" "$(ls -a . real | grep -c 'tmp')" 0
done_tests
