#!/bin/sh
# WARC reading speed on one core, MB/s of gzip input: mtk's reader
# (libdeflate per gzip member) next to zlib, measured in the same run:
# zlib's gzread inside the same driver, `zcat`, and Python's gzip module
# (what warcio-based pipelines decompress with). Then mextract end to end.
cd "$(dirname "$0")/../.." || exit 2
S=${MTK_SHARED:-../shared}
F=${1:-$S/data/warc/aeb-dev.warc.gz}
make -s build/bench/warc_read build/bin/mextract || exit 1
[ -f "$F" ] || { echo "bench_warc: $F not found"; exit 1; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
mb=$(awk -v b="$(wc -c <"$F")" 'BEGIN{printf "%.3f", b/1e6}')
echo "== WARC reading: $F"
build/bench/warc_read "$F" 7
# peers as separate processes: best user+sys time of 5
best() {
	b=999
	for i in 1 2 3 4 5; do
		/usr/bin/time -f "%U %S" -o "$tmp/t" "$@" >/dev/null 2>&1
		t=$(awk '{print $1+$2}' "$tmp/t")
		b=$(awk -v a="$b" -v t="$t" 'BEGIN{print (t<a)?t:a}')
	done
	echo "$b"
}
if [ -x /usr/bin/time ]; then
	tz=$(best zcat "$F")
	awk -v m="$mb" -v t="$tz" 'BEGIN{printf "zcat > /dev/null:     %7.1f MB/s\n", m/t}'
	if command -v python3 >/dev/null; then
		tp=$(best python3 -c "import gzip,sys; f=gzip.open(sys.argv[1]);
while f.read(1<<20): pass" "$F")
		awk -v m="$mb" -v t="$tp" 'BEGIN{printf "python3 gzip.read:    %7.1f MB/s (includes interpreter start)\n", m/t}'
	fi
fi
echo "== mextract end to end (HTTP + extraction + language id)"
if [ -x /usr/bin/time ]; then
	tm=$(best build/bin/mextract -j1 "$F")
	awk -v m="$mb" -v t="$tm" 'BEGIN{printf "mextract -j1:          %7.1f MB/s of gzip input per core (CPU time)\n", m/t}'
fi
for j in 1 2; do
	t0=$(date +%s.%N)
	build/bin/mextract -j$j "$F" >/dev/null
	t1=$(date +%s.%N)
	awk -v m="$mb" -v a="$t0" -v b="$t1" -v j="$j" 'BEGIN{printf "mextract -j%d:          %7.1f MB/s wall (a shared machine makes this noisy)\n", j, m/(b-a)}'
done
