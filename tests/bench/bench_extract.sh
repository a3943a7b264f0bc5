#!/bin/sh
# HTML main-content extraction: quality and speed on the 111 dev pages of the
# scrapinghub article-extraction-benchmark (shared/data/extraction).
#  quality: our precision/recall/F1 (shared/tools/aeb-score.py) next to the
#           published outputs of trafilatura, readability(-lxml),
#           rs_trafilatura and others, scored the same way in this run,
#           and html-text's all visible text (Debian python3-html-text),
#           the floor, run here;
#  WCEB:    per-dataset F1 on the 1,778 WCEB dev pages (five datasets that
#           disagree on what main content is; issue 28) for us, html-text,
#           readability-lxml and, when its npm packages are installed
#           (RJS_NODE_PATH=DIR/node_modules with @mozilla/readability and
#           jsdom), Mozilla's Readability.js, all run here on the same pages;
#           WCEB=0 skips it (the peers take minutes);
#  fixtures: per-genre F1 on tests/fixtures/extract, 1,749 hand-made pages of
#           genres the dev sets hardly hold (live blogs, job ads, wikis,
#           events, public broadcasters, advice portals, forums, shops and
#           recipes, blogs, company pages, reviews, sport, podcasts and
#           galleries, papers, listings, culture, legal texts, magazine
#           features, JS frameworks' pages, news, pages of 1998 to 2013,
#           tutorials, software docs, Q&A threads, newsletter platforms,
#           clubs' pages, tech and finance news, games and TV, health
#           portals, English-language news, lifestyle magazines, government,
#           travel, cars, universities, firms' product pages, charities,
#           banks and insurers, press releases, hobby guides, restaurants
#           and food, opinion and interviews, code hosts and mailing lists,
#           family and pet portals, parliaments and parties, music,
#           personal and academic homepages, utilities' and transport
#           operators' notices, blogs and forums in ten more languages
#           of Europe, English news portals of 2008 to 2014 and blogs of
#           2010 to 2015, CJK news, blogs, Q&A and forums; mostly German, news in 16
#           other scripts and 17 more European languages, and French,
#           Spanish, Italian, Portuguese pages), for
#           us and readability-lxml;
#  speed:   pages/s on one core for our extractor (extract_pages, pages held
#           in memory), readability-lxml (Debian python3-readability, same
#           pages in memory) and `lynx -dump` (one process per page, as it is
#           used), all measured here, now, with ratios; and MB/s on big
#           generated pages at two sizes (BIGN and 4*BIGN repeats), whose
#           ratio shows time that grows faster than the page.
cd "$(dirname "$0")/../.." || exit 2
S=${MTK_SHARED:-../shared}
D=$S/data/extraction/scrapinghub-aeb/dev
[ -d "$D/html" ] || { echo "bench_extract: $D: no dev pages"; exit 1; }
ROUNDS=${ROUNDS:-5}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
make -s build/bench/extract_pages || exit 1

echo "== quality on $(ls "$D"/html | wc -l) dev pages (F1, precision, recall, exact-token accuracy)"
build/bench/extract_pages -o "$tmp/mtk.json" "$D/html" 2>/dev/null || exit 1
# html-text: all visible text, the floor
ht=""
/usr/bin/python3 -c 'import html_text' 2>/dev/null &&
	/usr/bin/python3 tests/bench/extract_peer_rd.py --all "$D/html" >"$tmp/html-text.json" &&
	ht="$tmp/html-text.json"
python3 "$S/tools/aeb-score.py" "$D/ground-truth.json" "$tmp/mtk.json" $ht \
	"$D/reference-outputs/trafilatura.json" "$D/reference-outputs/rs_trafilatura.json" \
	"$D/reference-outputs/readability.json" "$D/reference-outputs/readability_js.json" \
	"$D/reference-outputs/justext.json" "$D/reference-outputs/boilerpipe.json" | tee "$tmp/q.txt"
awk '$1=="mtk"{m=$2} $1=="trafilatura"{t=$2} END{if (t) printf "F1 ratio mtk/trafilatura: %.3f\n", m/t}' "$tmp/q.txt"

WD=$S/data/extraction/wceb/dev
if [ "${WCEB:-1}" != 0 ] && [ -d "$WD/html" ]; then
	echo "== WCEB dev, F1 per dataset ($(ls "$WD"/html | wc -l) pages)"
	build/bench/extract_pages -o "$tmp/mtk.json" "$WD/html" 2>/dev/null || exit 1
	peers=""
	if /usr/bin/python3 -c 'import html_text' 2>/dev/null; then
		/usr/bin/python3 tests/bench/extract_peer_rd.py --all "$WD/html" >"$tmp/html-text.json" &&
			peers="$peers $tmp/html-text.json"
	fi
	if /usr/bin/python3 -c 'import readability' 2>/dev/null; then
		/usr/bin/python3 tests/bench/extract_peer_rd.py "$WD/html" >"$tmp/readability-lxml.json" &&
			peers="$peers $tmp/readability-lxml.json"
	fi
	if [ -n "$RJS_NODE_PATH" ]; then
		: >"$tmp/parts"
		n=$(ls "$WD"/html | wc -l) i=0
		while [ "$i" -lt "$n" ]; do
			NODE_PATH=$RJS_NODE_PATH node --max-old-space-size=3000 tests/bench/extract_peer_rjs.mjs \
				"$WD/html" "$i" 100 >"$tmp/rjs.$i.json" && echo "$tmp/rjs.$i.json" >>"$tmp/parts"
			i=$((i + 100))
		done
		python3 -c 'import json,sys; d={}; [d.update(json.load(open(l.strip()))) for l in open(sys.argv[1])]; json.dump(d, open(sys.argv[2], "w"))' \
			"$tmp/parts" "$tmp/Readability.js.json" && peers="$peers $tmp/Readability.js.json"
	fi
	MTK_SHARED=$S python3 tests/bench/extract_score.py "$WD/ground-truth.json" "$tmp/mtk.json" $peers
	printf 'mtk empty outputs where the gold is not empty: '
	MTK_SHARED=$S python3 tests/bench/extract_score.py --empty "$WD/ground-truth.json" "$tmp/mtk.json" | wc -l
fi

FD=tests/fixtures/extract
echo "== hand-made pages of genres the dev sets lack, mostly German ($(ls "$FD"/html | wc -l) pages; F1 per genre)"
build/bench/extract_pages -o "$tmp/mtk.json" "$FD/html" 2>/dev/null || exit 1
peers=""
/usr/bin/python3 -c 'import readability' 2>/dev/null &&
	/usr/bin/python3 tests/bench/extract_peer_rd.py "$FD/html" >"$tmp/readability-lxml.json" &&
	peers="$tmp/readability-lxml.json"
MTK_SHARED=$S python3 tests/bench/extract_score.py "$FD/ground-truth.json.gz" "$tmp/mtk.json" $peers

echo "== speed, one core ($ROUNDS rounds for mtk)"
ours=$(taskset -c 0 build/bench/extract_pages -n "$ROUNDS" -o /dev/null "$D/html" 2>&1 | sed -n 's/.*pages\/s \([0-9.]*\).*/\1/p')
echo "mtk extract_html          $ours pages/s"
rd=""
if /usr/bin/python3 -c 'import readability' 2>/dev/null; then
	rd=$(taskset -c 0 /usr/bin/python3 - "$D/html" <<'PY'
import gzip, os, sys, time, logging
logging.disable(logging.CRITICAL)
from readability import Document
d = sys.argv[1]
pages = [gzip.open(os.path.join(d, f)).read() for f in sorted(os.listdir(d)) if f.endswith(".gz")]
t = time.perf_counter()
for p in pages:
    Document(p).summary()
print("%.1f" % (len(pages) / (time.perf_counter() - t)))
PY
)
	echo "readability-lxml          $rd pages/s"
else
	echo "readability-lxml          (not installed: make bench installs python3-readability)"
fi
ly=""
if command -v lynx >/dev/null; then
	mkdir "$tmp/h"
	for f in "$D"/html/*.gz; do b=$(basename "$f" .gz); gzip -dc "$f" > "$tmp/h/$b"; done
	t0=$(date +%s.%N)
	for f in "$tmp"/h/*.html; do taskset -c 0 lynx -dump -force_html -nolist "$f" >/dev/null 2>&1; done
	t1=$(date +%s.%N)
	ly=$(echo "$t0 $t1 $(ls "$tmp"/h | wc -l)" | awk '{printf "%.1f", $3/($2-$1)}')
	echo "lynx -dump                $ly pages/s"
fi
# big pages: MB/s on generated pages of N and 4N repeats of five shapes
# (tests/bench/gen_big_page.py); a ratio near 1 is linear, 0.5 means the
# time grows with N^1.5: forum threads, docs, tables, tag soup, builders;
# readability-lxml's MB/s on the page of N beside ours (4N takes it long)
BIGN=${BIGN:-2000}
echo "== big pages, one core: MB/s at N and 4N repeats (N=$BIGN), the ratio (1: linear)"
python3 tests/bench/gen_big_page.py -s forum,docs,table,deep,builder "$tmp/big" "$BIGN" \
	$((BIGN * 4)) || exit 1
for s in forum docs table deep builder; do
	r=""
	for n in "$BIGN" $((BIGN * 4)); do
		f=$tmp/big/$s-$n.html
		t=$(taskset -c 0 build/bench/extract_pages -o /dev/null "$f" 2>&1 |
			sed -n 's/.*seconds \([0-9.]*\).*/\1/p')
		r="$r $(wc -c <"$f") $t"
	done
	p=0
	[ -n "$rd" ] && p=$(taskset -c 0 /usr/bin/python3 - "$tmp/big/$s-$BIGN.html" <<'PY'
import logging, sys, time
logging.disable(logging.CRITICAL)
from readability import Document
h = open(sys.argv[1], "rb").read()
t = time.perf_counter()
Document(h).summary()
print("%.4f" % (time.perf_counter() - t))
PY
)
	echo "$s$r $p" | awk '{a = $3 > 0 ? $2 / $3 / 1e6 : 0; b = $5 > 0 ? $4 / $5 / 1e6 : 0
		printf "%-8s %6.2f MB/s at %5.1f MB  %6.2f MB/s at %5.1f MB  ratio %.2f", $1, a,
			$2 / 1e6, b, $4 / 1e6, (a > 0 ? b / a : 0)
		if ($6 > 0)
			printf "  readability-lxml %5.2f MB/s at %5.1f MB (%.1fx)", $2 / $6 / 1e6,
				$2 / 1e6, a * $6 * 1e6 / $2
		printf "\n"}'
done
[ -n "$rd" ] && echo "$ours $rd" | awk '{printf "ratio mtk/readability-lxml: %.1fx\n", $1/$2}'
[ -n "$ly" ] && echo "$ours $ly" | awk '{printf "ratio mtk/lynx: %.1fx\n", $1/$2}'
exit 0
