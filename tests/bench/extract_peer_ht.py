#!/usr/bin/python3
"""html-text (Debian python3-html-text): all visible text of each page of a
directory of *.html.gz, the floor an extractor must beat. Writes
{id: {"articleBody": text}} to stdout.  Usage: extract_peer_ht.py DIR > out.json"""
import gzip, json, os, sys
import html_text

d = sys.argv[1]
out = {}
for f in sorted(os.listdir(d)):
    if not f.endswith(".html.gz"):
        continue
    html = gzip.open(os.path.join(d, f)).read().decode("utf-8", "replace")
    try:
        out[f[:-8]] = {"articleBody": html_text.extract_text(html)}
    except Exception:
        out[f[:-8]] = {"articleBody": ""}
json.dump(out, sys.stdout, ensure_ascii=False)
