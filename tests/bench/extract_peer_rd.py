#!/usr/bin/python3
"""readability-lxml (Debian python3-readability) over a directory of
*.html.gz pages: writes {id: {"articleBody": text}} to stdout, the text being
html_text's rendering of the summary when html_text is installed, else
lxml's text_content() of it.  Usage: extract_peer_rd.py DIR > out.json"""
import gzip, json, logging, os, sys
logging.disable(logging.CRITICAL)
from readability import Document
import lxml.html
try:
    import html_text
except ImportError:
    html_text = None

def text_of(summary):
    if html_text:
        return html_text.extract_text(summary)
    if not summary.strip():
        return ""
    t = lxml.html.fromstring(summary)
    for el in t.iter("p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "pre", "blockquote"):
        el.tail = "\n" + (el.tail or "")
    return "\n".join(" ".join(l.split()) for l in t.text_content().split("\n") if l.strip())

d = sys.argv[1]
out = {}
for f in sorted(os.listdir(d)):
    if not f.endswith(".html.gz"):
        continue
    html = gzip.open(os.path.join(d, f)).read().decode("utf-8", "replace")
    try:
        s = Document(html).summary(html_partial=True)
        out[f[:-8]] = {"articleBody": text_of(s)}
    except Exception:
        out[f[:-8]] = {"articleBody": ""}
json.dump(out, sys.stdout, ensure_ascii=False)
