#!/bin/sh
# mextract from the command line: usage and exit codes, determinism across
# -j, --stats counts, filters, JSONL and --html input, and damaged input
# (named with file and offset, exit 1, the documents before it kept).
. "$(dirname "$0")/lib.sh"
M="$BIN/mextract"
S="$ROOT/data/sample.warc.gz"
AEB="$SHARED/data/warc/aeb-dev.warc.gz"

# --help is the man page SYNOPSIS
"$M" --help >"$TMP/help"; eq "--help exit" $? 0
awk 'NR<=3' "$TMP/help" | sed 's/^usage: //; s/^ *//' >"$TMP/u"
awk '/^\.SH SYNOPSIS/{s=1;next} s&&/^\.SH/{exit} s&&!/^\./{print}' "$ROOT/man/mextract.1" | sed 's/\\-/-/g' >"$TMP/s"
ok "--help = SYNOPSIS" cmp "$TMP/u" "$TMP/s"

# usage errors: 2
fails "unknown option" 2 "$M" --frobnicate "$S"
fails "score out of range" 2 "$M" --min-lang-score 2 "$S"
fails "score junk" 2 "$M" --min-lang-score 0.5x "$S"
fails "empty --lang" 2 "$M" --lang "" "$S"
fails "bad -j" 2 "$M" -j -1 "$S"
fails "--html with files" 2 "$M" --html x.html "$S"
# data errors: 1, named
fails "missing file" 1 "$M" "$TMP/nonexistent.warc.gz"
grep -q "nonexistent.warc.gz" "$TMP/.err" && pass_ || fail_ "missing file not named"
fails "missing blocklist" 1 "$M" --url-blocklist "$TMP/nolist" "$S"
printf 'ok.example\nbad\001host\n' >"$TMP/binlist"
fails "a binary blocklist" 1 "$M" --url-blocklist "$TMP/binlist" "$S"
grep -q "binlist:2: not a host name (a control byte or invalid UTF-8)" "$TMP/.err"; eq "names its line" $? 0
if [ -f "$SHARED/data/warc/warcio/example.arc.gz" ]; then
	fails "ARC rejected" 1 "$M" "$SHARED/data/warc/warcio/example.arc.gz"
	grep -q "example.arc.gz: offset 0: ARC file, not WARC" "$TMP/.err" && pass_ || fail_ "ARC message: $(cat "$TMP/.err")"
fi
: >"$TMP/empty.warc"
ok "empty file: no error (mtk(7))" "$M" -o "$TMP/e.jsonl" "$TMP/empty.warc"
eq "empty file: empty output, no message" "$(wc -c <"$TMP/e.jsonl")/$(cat "$TMP/.err")" 0/
head -c 1000000 /dev/zero | gzip >"$TMP/zeros.warc.gz"
fails "gzip of zeros" 1 "$M" "$TMP/zeros.warc.gz"
grep -q "zeros.warc.gz: offset 0: not a WARC file (1000000 bytes, all blank or NUL)" "$TMP/.err" && pass_ ||
	fail_ "zeros message: $(cat "$TMP/.err")"
printf 'hello\n' >"$TMP/hello.txt"
fails "not WARC" 1 "$M" "$TMP/hello.txt"
grep -q "hello.txt: offset 0: not a WARC file" "$TMP/.err" && pass_ || fail_ "not-WARC message: $(cat "$TMP/.err")"

# the sample: 20 pages, their ids, urls, dates and languages
ok "sample" "$M" --stats "$TMP/st.json" "$S"
cp "$TMP/.out" "$TMP/sample.jsonl"
eq "sample docs" "$(wc -l <"$TMP/sample.jsonl" | tr -d ' ')" 20
golden "sample id/url/date/lang" mextract/sample.head sh -c "sed 's/,\"lang_score\".*//' '$TMP/sample.jsonl'"
eq "sample stats" "$(cat "$TMP/st.json")" '{"command":"mextract","in":41,"out":20,"removed":{"warcinfo":1,"request":20}}'
ok "valid JSON" jq -e 'select((.text|length) > 0 and (.lang_score >= 0) and (.lang_score <= 1))' "$TMP/sample.jsonl"
eq "all valid" "$(grep -c '^{' "$TMP/.out")" 20
# stdin, and "-" give the same
"$M" <"$S" >"$TMP/stdin.jsonl"; eq "stdin exit" $? 0
ok "stdin = file" cmp "$TMP/stdin.jsonl" "$TMP/sample.jsonl"
gzip -dc "$S" | "$M" - >"$TMP/plain.jsonl"
ok "plain WARC = gzip WARC" cmp "$TMP/plain.jsonl" "$TMP/sample.jsonl"
# -o with compression
ok "-o .zst" "$M" -o "$TMP/out.jsonl.zst" "$S"
zstd -dcq "$TMP/out.jsonl.zst" >"$TMP/unz.jsonl" 2>/dev/null
ok "-o .zst content" cmp "$TMP/unz.jsonl" "$TMP/sample.jsonl"

# zstd input: the IIPC layout (a dictionary frame, then one frame per record,
# made here with the zstd tool from the sample's records), and a whole WARC
# as one frame, give what the gzip WARC gives
gzip -dc "$S" >"$TMP/s.warc"
mkdir "$TMP/recs"
cr=$(printf '\r')
(cd "$TMP/recs" && csplit -s -z -f r ../s.warc "/^WARC\/1\.[01]$cr\$/" '{*}')
eq "sample split into records" "$(ls "$TMP/recs" | wc -l | tr -d ' ')" 41
zstd -q --train "$TMP"/recs/r* --maxdict=8192 -o "$TMP/dict" 2>/dev/null
zstd -q -c "$TMP/dict" >"$TMP/dict.zst"
le32() { for s in 0 8 16 24; do printf "\\$(printf %03o $(( ($1 >> s) & 255 )))"; done; }
dictlen=$(wc -c <"$TMP/dict.zst" | tr -d ' ')
{ printf '\135\052\115\030'; le32 "$dictlen"; cat "$TMP/dict.zst"
  for f in "$TMP"/recs/r*; do zstd -q -c -D "$TMP/dict" "$f"; done; } >"$TMP/s.warc.zst"
"$M" --stats "$TMP/st.json" "$TMP/s.warc.zst" >"$TMP/z.jsonl"; eq "zstd WARC exit" $? 0
ok "zstd WARC = gzip WARC" cmp "$TMP/z.jsonl" "$TMP/sample.jsonl"
eq "zstd WARC stats" "$(cat "$TMP/st.json")" '{"command":"mextract","in":41,"out":20,"removed":{"warcinfo":1,"request":20}}'
"$M" <"$TMP/s.warc.zst" >"$TMP/zin.jsonl"; eq "zstd stdin exit" $? 0
ok "zstd stdin = gzip WARC" cmp "$TMP/zin.jsonl" "$TMP/sample.jsonl"
zstd -q -c "$TMP/s.warc" >"$TMP/whole.warc.zst"
"$M" "$TMP/whole.warc.zst" >"$TMP/z.jsonl"; eq "zstd whole-file exit" $? 0
ok "zstd whole-file = gzip WARC" cmp "$TMP/z.jsonl" "$TMP/sample.jsonl"
# a corrupt frame (record 6) is named with its offset, counted, and skipped
at=$((8 + dictlen))
for f in r00 r01 r02 r03 r04; do
	at=$((at + $(zstd -q -c -D "$TMP/dict" "$TMP/recs/$f" | wc -c)))
done
flip=$((at + 100))
{ head -c "$flip" "$TMP/s.warc.zst"; printf 'X'; tail -c +$((flip + 2)) "$TMP/s.warc.zst"; } >"$TMP/bad.warc.zst"
fails "corrupt zstd frame" 1 "$M" --stats "$TMP/st.json" "$TMP/bad.warc.zst"
grep -q "^mextract: $TMP/bad.warc.zst: offset $at: corrupt zstd frame" "$TMP/.err" && pass_ ||
	fail_ "corrupt frame message: $(cat "$TMP/.err")"
eq "corrupt zstd frame stats" "$(jq -c '[.in, .errors]' "$TMP/st.json")" '[40,1]'
# truncated at the end: named, the records before it kept
head -c $(($(wc -c <"$TMP/s.warc.zst") - 20)) "$TMP/s.warc.zst" >"$TMP/cut.warc.zst"
fails "truncated zstd" 1 "$M" "$TMP/cut.warc.zst"
grep -q "cut.warc.zst: offset [0-9]*: truncated zstd frame" "$TMP/.err" && pass_ || fail_ "truncated zstd: $(cat "$TMP/.err")"
# the last record (a page) is lost, the 19 before it kept
head -n 19 "$TMP/sample.jsonl" | cmp -s - "$TMP/.out" && pass_ || fail_ "truncated zstd: not the first 19 pages"

# Content-Encoding: br (a page compressed here once with libbrotli), a
# corrupt br body (named, counted, skipped, not an input error), and
# resource records: HTML by type or by sniffing is a page, text/plain not
wrec() {   # type content-type uri body-file id
	printf 'WARC/1.0\r\nWARC-Type: %s\r\nWARC-Target-URI: %s\r\nWARC-Record-ID: <urn:uuid:%s>\r\nWARC-Date: 2024-01-01T00:00:00Z\r\nContent-Type: %s\r\nContent-Length: %s\r\n\r\n' \
		"$1" "$3" "$5" "$2" "$(wc -c <"$4" | tr -d ' ')"
	cat "$4"; printf '\r\n\r\n'
}
http='application/http; msgtype=response'
{ printf 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: br\r\n\r\n'
  printf '\033\273\000\300\214\223\134\375\352\224\156\056\325\245\144\352\052\013\202\307\343\005\171\361\010\175\143\143\177\310\220\343\073\070\317\221\271\350\015\237\137\115\260\074\022\341\045\064\314\010\202\074\273\046\143\144\140\353\052\161\045\001\310\160\137\355\302\206\327\371\301\216\032\334\300\357\136\032\254\132\354\033\336\272\311\206\343\044\170\355\017\037\226\004\100\231\027\017\163\243\171\004\303\021\076'
} >"$TMP/br.http"
{ printf 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: br\r\n\r\n'
  printf '\377\377\377\377 not brotli at all' ; } >"$TMP/badbr.http"
printf '<!DOCTYPE html><html><head><meta charset="iso-8859-1"><title>Saved</title></head><body><p>A page that wget saved from the local disk into a WARC resource record, with no HTTP headers at all, caf\351 included.</p></body></html>' >"$TMP/res.html"
printf '<html><body><p>Another page stored as a resource record whose Content-Type was left out by the tool that wrote the record.</p></body></html>' >"$TMP/res2.html"
printf 'wget log: nothing to see here, this is not a page\n' >"$TMP/log.txt"
wrec response "$http" https://br.example/ "$TMP/br.http" 1 >"$TMP/enc.warc"
badat=$(wc -c <"$TMP/enc.warc" | tr -d ' ')
wrec response "$http" https://badbr.example/ "$TMP/badbr.http" 2 >>"$TMP/enc.warc"
wrec resource 'text/html; charset=iso-8859-1' file:///home/u/saved.html "$TMP/res.html" 3 >>"$TMP/enc.warc"
wrec resource '' urn:page:2 "$TMP/res2.html" 4 >>"$TMP/enc.warc"
wrec resource text/plain metadata://gnu.org/software/wget/warc/wget.log "$TMP/log.txt" 5 >>"$TMP/enc.warc"
ok "br and resource records" "$M" --stats "$TMP/st.json" "$TMP/enc.warc"
eq "br and resource stats" "$(cat "$TMP/st.json")" '{"command":"mextract","in":5,"out":3,"removed":{"not_html":1,"bad_encoding":1}}'
eq "br page" "$(jq -r 'select(.url == "https://br.example/") | [.title, (.text|test("compressed with brotli"))] | @tsv' "$TMP/.out")" "$(printf 'Brotli\ttrue')"
grep -q "^mextract: $TMP/enc.warc: offset $badat: corrupt br body" "$TMP/.err" && pass_ || fail_ "corrupt br not named: $(cat "$TMP/.err")"
eq "resource pages" "$(jq -c '[.id, .url, .date, .title]' "$TMP/.out" | tail -n 2 | tr '\n' ' ')" \
	'["<urn:uuid:3>","file:///home/u/saved.html","2024-01-01T00:00:00Z","Saved"] ["<urn:uuid:4>","urn:page:2","2024-01-01T00:00:00Z",null] '
jq -r .text "$TMP/.out" | grep -q 'café included' && pass_ || fail_ "resource charset (iso-8859-1) not applied"
# invalid UTF-8 in a WARC header value (here the URL): written with U+FFFD,
# counted and said once (issue 27)
wrec resource text/html "$(printf 'https://bad.example/caf\351')" "$TMP/res2.html" 6 >"$TMP/hdr.warc"
wrec resource text/html "$(printf 'https://bad.example/na\357ve')" "$TMP/res2.html" 7 >>"$TMP/hdr.warc"
ok "invalid UTF-8 in a URL" "$M" --stats "$TMP/hst.json" "$TMP/hdr.warc"
eq "invalid UTF-8 in a URL: counted" "$(jq -c '[.out, .invalid_utf8_fields]' "$TMP/hst.json")" '[2,2]'
eq "invalid UTF-8 in a URL: said once" "$(grep -c 'invalid UTF-8 in the WARC id, URL or date' "$TMP/.err")" 1
grep -q "^mextract: $TMP/hdr.warc: offset 0: invalid UTF-8 in the WARC id, URL or date (written with U+FFFD)" "$TMP/.err"
eq "and names the first" $? 0
eq "written with U+FFFD" "$(jq -r .url "$TMP/.out" | head -n 1)" "https://bad.example/caf$(printf '\357\277\275')"
# a resource record whose page needs the same extraction as a response
if [ -f "$SHARED/data/warc/warcio/example-resource.warc.gz" ]; then
	ok "warcio resource record" "$M" "$SHARED/data/warc/warcio/example-resource.warc.gz"
	eq "warcio resource page" "$(jq -r .title "$TMP/.out")" "Example Domain"
fi

# Damaged record bounds in a gzip WARC (a member per record): each named
# once with its file and offset, counted, exit 1, the records around kept.
# A Content-Length that runs past its member (into the next record's) lost
# every record after it.
printf '<html><head><title>P</title></head><body><p>A page of plain words that the extractor keeps as the text of this record, long enough to count.</p></body></html>' >"$TMP/pg.html"
{ printf 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n'; cat "$TMP/pg.html"; } >"$TMP/pg.http"
gzrec() { wrec response "$http" "https://$1.example/" "$TMP/pg.http" "$1" | gzip; }
{ gzrec a; gzrec b | gzip -dc | sed 's/^Content-Length: .*/Content-Length: 100000\r/' | gzip; gzrec c; } >"$TMP/over.warc.gz"
at=$(gzrec a | wc -c | tr -d ' ')
fails "Content-Length past its gzip member" 1 "$M" --stats "$TMP/st.json" "$TMP/over.warc.gz"
eq "the records around it kept" "$(jq -r .url "$TMP/.out" | tr '\n' ' ')" "https://a.example/ https://c.example/ "
grep -q "^mextract: $TMP/over.warc.gz: offset $at: Content-Length 100000 runs past the record's gzip member" "$TMP/.err" &&
	pass_ || fail_ "Content-Length past its member: $(cat "$TMP/.err")"
eq "and counted" "$(jq -c '[.in, .out, .errors]' "$TMP/st.json")" '[2,2,1]'
# the same with a Content-Length over --max-record (read past, not held)
{ gzrec a; gzrec b | gzip -dc | sed 's/^Content-Length: .*/Content-Length: 999999999\r/' | gzip; gzrec c; } >"$TMP/over.warc.gz"
fails "Content-Length over --max-record past its member" 1 "$M" "$TMP/over.warc.gz"
eq "the records around it kept" "$(jq -r .url "$TMP/.out" | tr '\n' ' ')" "https://a.example/ https://c.example/ "
grep -q "offset $at: Content-Length 999999999 runs past the record's gzip member" "$TMP/.err" &&
	pass_ || fail_ "Content-Length over --max-record past its member: $(cat "$TMP/.err")"
# past the end of the file: named, the record before kept
{ gzrec a; gzrec b | gzip -dc | sed 's/^Content-Length: .*/Content-Length: 100000\r/' | gzip; } >"$TMP/end.warc.gz"
fails "Content-Length past the file end" 1 "$M" "$TMP/end.warc.gz"
grep -q "^mextract: $TMP/end.warc.gz: offset $at: truncated WARC record (Content-Length 100000," "$TMP/.err" &&
	pass_ || fail_ "Content-Length past the end: $(cat "$TMP/.err")"
eq "the record before kept" "$(jq -r .url "$TMP/.out")" "https://a.example/"
# members that decode to no record: text, and nothing but zeros
{ gzrec a; printf 'hello, not a record\n' | gzip; head -c 5000 /dev/zero | gzip; gzrec c; } >"$TMP/norec.warc.gz"
fails "a gzip member with no record" 1 "$M" --stats "$TMP/st.json" "$TMP/norec.warc.gz"
grep -q "^mextract: $TMP/norec.warc.gz: offset $at: a gzip member that holds no WARC record" "$TMP/.err" &&
	pass_ || fail_ "member with no record: $(cat "$TMP/.err")"
eq "one message" "$(wc -l <"$TMP/.err" | tr -d ' ')" 1
eq "the records around it" "$(jq -c '[.in, .out, .errors]' "$TMP/st.json")" '[2,2,1]'
# W2: a gzip Content-Encoding body that decodes past 64 MiB was cut to
# 128 MiB of text, silently; now the page is named and counted, in bounded memory
{ printf 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\n\r\n'
  { printf '<html><body><p>'; head -c 70000000 /dev/zero | tr '\0' a; } | gzip -1; } >"$TMP/bomb.http"
{ gzrec a; wrec response "$http" https://bomb.example/ "$TMP/bomb.http" b | gzip; gzrec c; } >"$TMP/bomb.warc.gz"
at2=$(($(gzrec a | wc -c)))
ok "a gzip body over 64 MiB" sh -c 'ulimit -v 1500000 && exec "$@"' sh "$M" --stats "$TMP/st.json" "$TMP/bomb.warc.gz"
grep -q "^mextract: $TMP/bomb.warc.gz: offset $at2: gzip body decodes to more than 67108864 bytes, page removed" "$TMP/.err" &&
	pass_ || fail_ "gzip body over 64 MiB: $(cat "$TMP/.err")"
eq "counted" "$(jq -c '[.in, .out, .removed.body_too_large]' "$TMP/st.json")" '[3,2,1]'
# ...and past --max-record, which bounds the decoded page as it bounds the
# record (it decoded 64 MiB whatever --max-record said)
ok "a gzip body over --max-record" sh -c 'ulimit -v 250000 && exec "$@"' sh "$M" --max-record 1M "$TMP/bomb.warc.gz"
grep -q "offset $at2: gzip body decodes to more than 1000000 bytes, page removed" "$TMP/.err" &&
	pass_ || fail_ "gzip body over --max-record: $(cat "$TMP/.err")"
# A record near --max-record of nothing but tags: the extractor kept 110
# bytes an element (45 times the page: 150 MB for these 3.3 MB); now a page
# of over 2^20 elements is named and removed, in the memory mextract(1)
# states (with -j 1 and --max-record 4M: under 250 MB of address space)
{ printf 'HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n\r\n<html><body><p>Tags.</p>'
  yes '<i>' | head -n 1100000 | tr -d '\n'; } >"$TMP/tags.http"
{ wrec response "$http" https://tags.example/ "$TMP/tags.http" t
  wrec response "$http" https://a.example/ "$TMP/pg.http" a; } >"$TMP/tags.warc"
ok "a page of 2^20 elements" sh -c 'ulimit -v 250000 && exec "$@"' sh "$M" -j1 --max-record 4M \
	--stats "$TMP/st.json" "$TMP/tags.warc"
grep -q "^mextract: $TMP/tags.warc: offset 0: page has more than 1048576 elements; page removed" "$TMP/.err" &&
	pass_ || fail_ "page of 2^20 elements: $(cat "$TMP/.err")"
eq "removed, the next page kept" "$(jq -c '[.in, .out, .removed.extract_error]' "$TMP/st.json")" '[2,1,1]'
# a record over --max-record (64M) is read past in bounded memory, not held
# (the reader held it: out of memory under this limit), named and counted
{ wrec response "$http" https://a.example/ "$TMP/pg.http" a
  printf 'WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: https://big.example/\r\nContent-Type: %s\r\nContent-Length: 300000000\r\n\r\n' "$http"
  head -c 300000000 /dev/zero; printf '\r\n\r\n'
  wrec response "$http" https://c.example/ "$TMP/pg.http" c; } |
	sh -c 'ulimit -v 250000 && exec "$@"' sh "$M" -j1 --stats "$TMP/st.json" >"$TMP/big.jsonl" 2>"$TMP/big.err"
eq "a record over --max-record: exit" $? 0
at3=$(wrec response "$http" https://a.example/ "$TMP/pg.http" a | wc -c | tr -d ' ')
grep -q "^mextract: <stdin>: offset $at3: record of 300000000 bytes is over --max-record; removed" "$TMP/big.err" &&
	pass_ || fail_ "a record over --max-record: $(cat "$TMP/big.err")"
eq "a record over --max-record: counted" "$(jq -c '[.in, .out, .removed.over_max_record]' "$TMP/st.json")" '[3,2,1]'

# filters
"$M" --lang it "$S" >"$TMP/it.jsonl"
eq "--lang it" "$(wc -l <"$TMP/it.jsonl" | tr -d ' ')" 1
grep -q '"url":"http://www.remember8090.it/' "$TMP/it.jsonl" && pass_ || fail_ "--lang it: wrong page"
"$M" --lang en,pt,ko --stats "$TMP/st.json" "$S" >"$TMP/en.jsonl"
eq "--lang en,pt,ko" "$(wc -l <"$TMP/en.jsonl" | tr -d ' ')" 19
eq "--lang stats" "$(jq -c '[.in, .out, .removed.lang]' "$TMP/st.json")" '[41,19,1]'
# exactly the documents scored >= X, whatever the extractor gives CLD2
"$M" --min-lang-score 0.95 --stats "$TMP/st.json" "$S" >"$TMP/ms.jsonl"
jq -r 'select(.lang_score >= 0.95) | .id' "$TMP/sample.jsonl" >"$TMP/ms.want"
jq -r .id "$TMP/ms.jsonl" >"$TMP/ms.got"
ok "--min-lang-score keeps score >= X" cmp "$TMP/ms.got" "$TMP/ms.want"
keep=$(wc -l <"$TMP/ms.want" | tr -d ' ')
eq "--min-lang-score stats" "$(jq -c '[.out, .removed.lang_score]' "$TMP/st.json")" "[$keep,$((20 - keep))]"
[ "$keep" -lt 20 ] && pass_ || fail_ "--min-lang-score 0.95 removed nothing: the test tests nothing"
printf '# test list\nnytimes.com\n*.wsj.com\n' >"$TMP/block.txt"
"$M" --url-blocklist "$TMP/block.txt" --stats "$TMP/st.json" "$S" >"$TMP/bl.jsonl"
eq "--url-blocklist" "$(jq -c '[.out, .removed.url_blocked]' "$TMP/st.json")" '[18,2]'
grep -q 'wsj.com\|nytimes.com' "$TMP/bl.jsonl" && fail_ "blocked domain in output" || pass_

# JSONL with an html field, and --html
printf '{"id":"a","source":"t","html":"<html><head><title>T</title></head><body><p>The weather in the city was cold and windy today, with rain in the afternoon and snow expected at night.</p></body></html>","n":1}\n{"id":"b","text":"no html"}\n' >"$TMP/in.jsonl"
"$M" --stats "$TMP/st.json" "$TMP/in.jsonl" >"$TMP/out.jsonl"; eq "jsonl exit" $? 0
eq "jsonl fields" "$(jq -c '[.id, .source, .n, .lang, (.text|test("weather")), has("html")]' "$TMP/out.jsonl")" '["a","t",1,"en",true,false]'
eq "jsonl stats" "$(jq -c '[.in, .out, .removed.no_html]' "$TMP/st.json")" '[2,1,1]'
# JSONL without one page (text fed to mextract): records and no valid
# document is an error naming the input, as in every command (it was exit 0)
fails "jsonl without a page" 1 "$M" --stats "$TMP/st.json" "$TMP/sample.jsonl"
eq "jsonl without a page: the message" "$(cat "$TMP/.err")" \
	"mextract: $TMP/sample.jsonl: no valid document (20 records, none a JSON object with an \"html\" string)"
printf '{"id":"c",broken\n' >"$TMP/bad.jsonl"
fails "bad jsonl line" 1 "$M" "$TMP/bad.jsonl"
grep -q 'bad.jsonl:1:' "$TMP/.err" && pass_ || fail_ "bad jsonl line not named: $(cat "$TMP/.err")"
printf '<!doctype html><title>Page</title><p>Une page en français, écrite pour vérifier que la langue est bien détectée par le programme.</p>' >"$TMP/p.html"
"$M" --html "$TMP/p.html" >"$TMP/h.jsonl"; eq "--html exit" $? 0
eq "--html" "$(jq -c '[.lang, (.text|test("français"))]' "$TMP/h.jsonl")" '["fr",true]'
# binary data is no page (issue 27: random bytes came out as a document)
{ printf '<html><body><p>'; head -c 2000 /dev/urandom; printf '\001</p>'; } >"$TMP/bin.html"
fails "--html on binary data" 1 "$M" --stats "$TMP/bst.json" --html "$TMP/bin.html"
grep -q "bin.html: binary data, not HTML" "$TMP/.err"; eq "and says so" $? 0
eq "binary data: counted, nothing out" "$(jq -c '[.out, .removed.not_html]' "$TMP/bst.json")" '[0,1]'
printf '\377\376<\000p\000>\000' >"$TMP/u16.html"   # UTF-16: its NULs are text
"$M" --html "$TMP/u16.html" >/dev/null 2>"$TMP/u16.err"
grep -q "binary data" "$TMP/u16.err"; eq "UTF-16 is not binary" $? 1

if [ -f "$AEB" ]; then
	# -j N: byte-identical
	"$M" -j1 --stats "$TMP/st1.json" "$AEB" >"$TMP/j1.jsonl"
	"$M" -j2 --stats "$TMP/st2.json" "$AEB" >"$TMP/j2.jsonl"
	"$M" -j3 "$AEB" >"$TMP/j3.jsonl"
	ok "-j1 = -j2" cmp "$TMP/j1.jsonl" "$TMP/j2.jsonl"
	ok "-j1 = -j3" cmp "$TMP/j1.jsonl" "$TMP/j3.jsonl"
	ok "stats -j1 = -j2" cmp "$TMP/st1.json" "$TMP/st2.json"
	eq "aeb stats" "$(cat "$TMP/st1.json")" '{"command":"mextract","in":223,"out":111,"removed":{"warcinfo":1,"request":111}}'
	# truncated: named with file and offset, exit 1, the documents before kept
	head -c 2000000 "$AEB" >"$TMP/cut.warc.gz"
	"$M" -j2 "$TMP/cut.warc.gz" >"$TMP/cut.jsonl" 2>"$TMP/cut.err"; rc=$?
	eq "truncated exit" "$rc" 1
	grep -q "^mextract: $TMP/cut.warc.gz: offset 1994257: truncated gzip member" "$TMP/cut.err" && pass_ ||
		fail_ "truncated message: $(cat "$TMP/cut.err")"
	ndoc=$(wc -l <"$TMP/cut.jsonl" | tr -d ' ')
	[ "$ndoc" -ge 50 ] && pass_ || fail_ "truncated: only $ndoc documents"
	head -n "$ndoc" "$TMP/j1.jsonl" | cmp -s - "$TMP/cut.jsonl" && pass_ || fail_ "truncated output is not a prefix"
	# the same cut, uncompressed: the partial record is named
	gzip -dc "$AEB" | head -c 3000000 | "$M" >/dev/null 2>"$TMP/cut.err"; rc=$?
	eq "truncated plain exit" "$rc" 1
	grep -q "<stdin>: offset 2915798: truncated WARC record" "$TMP/cut.err" && pass_ || fail_ "plain cut: $(cat "$TMP/cut.err")"
	# --strict stops at the damage, still exit 1 with what came before
	fails "--strict" 1 "$M" --strict "$TMP/cut.warc.gz" "$S"
	eq "--strict stops" "$(wc -l <"$TMP/.out" | tr -d ' ')" "$ndoc"
	# without --strict, the next file is still read
	"$M" "$TMP/cut.warc.gz" "$S" 2>/dev/null | wc -l >"$TMP/n"
	eq "goes on to the next file" "$(tr -d ' ' <"$TMP/n")" $((ndoc + 20))
fi
done_tests
