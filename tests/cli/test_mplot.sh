#!/bin/sh
# scripts/mplot, pictures of mtrain --log files: a PNG of the asked size (its
# IHDR read back), drawn from the logs' numbers (the ranges gnuplot itself
# reports for each panel with -v, and the SVG's legend), logs with and
# without val_loss, nan points, standard input, options after the logs; a
# missing, empty or non-JSONL log is exit 1 with the file (and line) named
# and the old picture left intact; usage errors exit 2.
. "$(dirname "$0")/lib.sh"
M="$ROOT/scripts/mplot"
cd "$TMP" || exit 2

# no gnuplot: a clear message, exit 1 (checked before anything else runs)
mkdir nobin
PATH=$TMP/nobin /bin/sh "$M" x.jsonl >/dev/null 2>err; rc=$?
eq "no gnuplot: exit 1" "$rc" 1
grep -q 'gnuplot not found' err && pass_ || fail_ "no gnuplot: $(cat err)"
if ! command -v gnuplot >/dev/null 2>&1; then
	echo "skip: gnuplot not found (scripts/deps.sh installs gnuplot-nox)"; done_tests; exit
fi

# a.jsonl: 40 steps, loss 9.5 down to 3.6, val_loss every 10 steps, lr warmup
# to 0.004, tokens/s 20100..24000, mfu 0.011..0.05; b.jsonl: 30 steps, no
# val_loss, its own values. Every range below comes from these numbers.
awk 'BEGIN { for (s = 1; s <= 40; s++) {
	printf "{\"step\":%d,\"loss\":%g,\"lr\":%g,\"grad_norm\":1.5,\"tokens_per_s\":%.1f,\"mfu\":%g,\"mem_mib\":8.0,\"ms\":3.5",
		s, 9.5 - (s - 1) * 0.15, s < 10 ? 0.0004 * s : 0.004, 20000 + 100 * s, 0.01 + 0.001 * s
	if (s % 10 == 0) printf ",\"val_loss\":%g", 9.5 - (s - 1) * 0.15 + 0.25
	print "}" } }' >a.jsonl
awk 'BEGIN { for (s = 1; s <= 30; s++)
	printf "{\"step\":%d,\"loss\":%g,\"lr\":0.001,\"grad_norm\":1,\"tokens_per_s\":15000.0,\"mfu\":0.02,\"mem_mib\":8.0,\"ms\":3}\n", s, 8 - s * 0.1 }' >b.jsonl

# png_size FILE: "W H" from the IHDR chunk (bytes 16-23, big-endian)
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{ print $1*16777216 + $2*65536 + $3*256 + $4, $5*16777216 + $6*65536 + $7*256 + $8 }'; }
png_magic() { od -An -c -N4 "$1" | tr -d ' \n'; }

ok "two runs, -v" "$M" -v -o run.png a.jsonl b.jsonl
cp "$TMP/.err" v.txt
eq "png signature" "$(png_magic run.png)" "211PNG"
eq "default size 1000x700" "$(png_size run.png)" "1000 700"
eq "a: what the log holds" "$(grep '^mplot: a.jsonl:' v.txt)" \
	"mplot: a.jsonl: 40 steps (1..40), loss 3.65..9.5, 4 val_loss points"
eq "b: no val_loss" "$(grep '^mplot: b.jsonl:' v.txt)" \
	"mplot: b.jsonl: 30 steps (1..30), loss 5..7.9, 0 val_loss points"
# the ranges gnuplot drew: both runs, val_loss in the loss panel (3.9 > 3.65)
eq "loss panel drew the logs' losses" "$(grep 'panel loss:' v.txt)" \
	"mplot: panel loss: step 1..40, y 3.65..9.5"
eq "lr panel" "$(grep 'panel learning rate:' v.txt)" \
	"mplot: panel learning rate: step 1..40, y 0.0004..0.004"
eq "tokens/s panel" "$(grep 'panel tokens/s:' v.txt)" \
	"mplot: panel tokens/s: step 1..40, y 15000..24000"
eq "MFU panel, in percent" "$(grep 'panel MFU %:' v.txt)" \
	"mplot: panel MFU %: step 1..40, y 1.1..5"
ls -A | grep -q '\.mplot' && fail_ "a temporary file was left: $(ls -A)" || pass_

# SVG: its size, a legend entry per run and one for a's val_loss only
ok "--svg" "$M" --svg --size 800x600 -o run.svg a.jsonl b.jsonl
grep -q 'viewBox="0 0 800 600"' run.svg && pass_ || fail_ "svg: no 800x600 viewBox"
for t in a.jsonl b.jsonl "a.jsonl val_loss"; do
	grep -q ">$t<" run.svg && pass_ || fail_ "svg: no legend entry $t"
done
grep -q '>b.jsonl val_loss<' run.svg && fail_ "svg: b has no val_loss" || pass_
# standard input, to standard output, options after the log, another size;
# a nan loss (a diverged run) is left out; other numbers, another picture
sed 's/"loss":7.1,/"loss":nan,/' b.jsonl >nan.jsonl
grep -q nan nan.jsonl && pass_ || fail_ "no nan in nan.jsonl"
"$M" - -v --size 640x480 <nan.jsonl >nan.png 2>err; rc=$?
eq "stdin, nan: exit 0" "$rc" 0
eq "stdin png" "$(png_magic nan.png)" "211PNG"
eq "640x480" "$(png_size nan.png)" "640 480"
grep -q '^mplot: (stdin): 30 steps (1..30), loss 5..7.9' err && pass_ || fail_ "stdin: $(cat err)"
cmp -s nan.png run.png && fail_ "nan.png is run.png" || pass_
ok "b alone" "$M" -o b.png b.jsonl

# -o as every command: a link is followed (it stays a link, its target gets
# the picture); a FIFO and /proc/self/fd/N are written in place, never
# renamed over (as /dev/stdout and /dev/null would be)
mkdir t && ln -s t/real.png link.png
ok "-o a link" "$M" -o link.png b.jsonl
[ -L link.png ] && cmp -s t/real.png b.png && pass_ || fail_ "-o link.png: $(ls -l link.png t)"
mkfifo fifo
cat fifo >fifo.png &
cpid=$!
ok "-o a FIFO" "$M" -o fifo b.jsonl
[ -p fifo ] || kill "$cpid" 2>/dev/null   # renamed over: no writer will come
wait
[ -p fifo ] && cmp -s fifo.png b.png && pass_ || fail_ "-o fifo: $(ls -l fifo fifo.png)"
ok "-o /proc/self/fd/3" sh -c '"$1" -o /proc/self/fd/3 b.jsonl 3>fd3.png' sh "$M"
cmp -s fd3.png b.png && pass_ || fail_ "-o /proc/self/fd/3: $(ls -l fd3.png)"

# errors: exit 1 with the file (and line) named; run.png left as it was
cp run.png keep.png
: >empty.jsonl
printf '{"step":1,"loss":2}\nstep 2 loss 1.9\n' >text.jsonl
printf '{"step":1,"loss":2}\n{"epoch":1,"acc":0.5}\n' >other.jsonl
fails "missing file" 1 "$M" -o run.png a.jsonl missing.jsonl
grep -q '^mplot: missing.jsonl: no such file' "$TMP/.err" && pass_ || fail_ "missing: $(cat "$TMP/.err")"
fails "empty log" 1 "$M" -o run.png empty.jsonl
grep -q '^mplot: empty.jsonl: empty log' "$TMP/.err" && pass_ || fail_ "empty: $(cat "$TMP/.err")"
fails "not JSONL" 1 "$M" -o run.png text.jsonl
grep -q '^mplot: text.jsonl:2: not a JSON object' "$TMP/.err" && pass_ || fail_ "text: $(cat "$TMP/.err")"
fails "not a training log" 1 "$M" -o run.png other.jsonl
grep -q '^mplot: other.jsonl:2: no numeric "step" and "loss"' "$TMP/.err" && pass_ || fail_ "other: $(cat "$TMP/.err")"
fails "a directory" 1 "$M" -o run.png .
fails "no output directory" 1 "$M" -o nodir/run.png a.jsonl
cmp -s run.png keep.png && pass_ || fail_ "a failed run changed run.png"
ls -A | grep -q '\.mplot' && fail_ "a temporary file was left: $(ls -A)" || pass_

# usage errors: exit 2 and the usage
fails "unknown option" 2 "$M" --bogus a.jsonl
grep -q '^usage: mplot' "$TMP/.err" && pass_ || fail_ "no usage on a usage error"
fails "-o without a file" 2 "$M" a.jsonl -o
fails "bad --size" 2 "$M" --size 100 a.jsonl
fails "tiny --size" 2 "$M" --size 10x10 a.jsonl
done_tests
