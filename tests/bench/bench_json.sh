#!/bin/sh
# JSONL reader/writer speed: mtk's span reader vs jansson and cJSON (Debian)
# on real records: the DCLM Common Crawl documents and the article gold texts.
cd "$(dirname "$0")/../.." || exit 2
S=${MTK_SHARED:-../shared}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
make -s build/libmtk.a || exit 1
cc -O2 -D_GNU_SOURCE -Ilib tests/bench/peers/json_speed.c build/libmtk.a \
	-ljansson -lcjson $(make -s -p 2>/dev/null | sed -n 's/^LDLIBS := //p' | head -1) -o "$tmp/json_speed" || exit 1
cat "$S/data/text/dclm-human-quality/majority_data.jsonl" > "$tmp/docs.jsonl"
echo "== JSONL: DCLM documents"
"$tmp/json_speed" "$tmp/docs.jsonl" 5
