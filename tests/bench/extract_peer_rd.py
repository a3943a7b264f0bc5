#!/usr/bin/python3
"""Peers of mextract over a directory of *.html.gz pages; writes
{id: {"articleBody": text}} to stdout.

  extract_peer_rd.py DIR          readability-lxml (Debian python3-readability):
                                  html_text's rendering of the summary when
                                  html_text is installed, else lxml's
                                  text_content() of it
  extract_peer_rd.py --all DIR    html-text (python3-html-text): all visible
                                  text of the page, the floor to beat"""
import gzip, json, logging, os, sys
logging.disable(logging.CRITICAL)
try:
    import html_text
except ImportError:
    html_text = None

def text_of(summary):
    import lxml.html
    if html_text:
        return html_text.extract_text(summary)
    if not summary.strip():
        return ""
    t = lxml.html.fromstring(summary)
    for el in t.iter("p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "pre", "blockquote"):
        el.tail = "\n" + (el.tail or "")
    return "\n".join(" ".join(l.split()) for l in t.text_content().split("\n") if l.strip())

if sys.argv[1] == "--all":
    extract = html_text.extract_text
    d = sys.argv[2]
else:
    from readability import Document
    extract = lambda html: text_of(Document(html).summary(html_partial=True))
    d = sys.argv[1]
out = {}
for f in sorted(os.listdir(d)):
    if not f.endswith(".html.gz"):
        continue
    html = gzip.open(os.path.join(d, f)).read().decode("utf-8", "replace")
    try:
        out[f[:-8]] = {"articleBody": extract(html)}
    except Exception:
        out[f[:-8]] = {"articleBody": ""}
json.dump(out, sys.stdout, ensure_ascii=False)
