#!/usr/bin/env python3
"""How much the extractor leans on surface features that unseen pages change
freely (issue 28): each page of a folder is rewritten by a set of transforms,
the extractor (and readability-lxml, the peer, when installed) runs on each
rewritten folder, and F1 is printed per transform beside the unperturbed one.

  extract_perturb.py [-n N] [-t T,T] [--no-peer] [-k KEEP] [--bin B] DIR
      DIR holds html/*.html(.gz) and ground-truth.json(.gz); -n N scores a
      fixed sample of N pages (every k-th by name), -t only these
      transforms, -k DIR keeps the rewritten pages and outputs in DIR.

Transforms work on the bytes with a small tokenizer (tags, text, comments,
raw text of script/style/textarea); a tag no transform touches is written
back byte for byte, so a page's DOM stays the same unless the transform's
point is to change it.

  meaning-preserving (a drop of 0.002 or more is a defect):
    minify   runs of white space made one space, none next to a block tag
             (html-minifier's collapseWhitespace)
    upper    tag and attribute names upper-cased
    quote    attribute values unquoted where HTML allows, else in ' quotes
    crlf     CRLF line ends
    wrap     every element child of <body> wrapped in one more <div>
    span     each text run inside a <p> wrapped in a <span>
  hint-destroying (compare with the peer's drop):
    hash     every class and id name replaced by a hash of itself
    nocls    class and id attributes removed
    p2div    every <p> made a <div>
    sem2div  article, main, aside, nav, header, footer made <div>
"""
import gzip
import hashlib
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.join(here, "..", "..")
spec = importlib.util.spec_from_file_location("es", os.path.join(here, "extract_score.py"))
es = importlib.util.module_from_spec(spec)
spec.loader.exec_module(es)

RAW = (b"script", b"style", b"textarea", b"xmp", b"plaintext", b"noscript")
VOID = {b"area", b"base", b"br", b"col", b"embed", b"hr", b"img", b"input", b"link", b"meta",
        b"param", b"source", b"track", b"wbr", b"keygen", b"frame", b"basefont", b"isindex"}
INLINE = {b"a", b"abbr", b"b", b"bdi", b"bdo", b"br", b"cite", b"code", b"data", b"dfn", b"em",
          b"font", b"i", b"img", b"kbd", b"label", b"mark", b"q", b"s", b"samp", b"small",
          b"span", b"strong", b"sub", b"sup", b"time", b"tt", b"u", b"var", b"wbr", b"big",
          b"button", b"input", b"select", b"strike", b"del", b"ins", b"nobr", b"abbr"}
KEEPWS = (b"pre", b"textarea", b"listing")
SEM = {b"article", b"main", b"aside", b"nav", b"header", b"footer"}

# a tag as HTML's tokenizer reads it: a quote opens a value only right after
# '=' (href=”x" /> ends at the first '>'); an attribute name runs to
# whitespace, '/', '>' or '='
NAME = re.compile(rb"<(/?)([A-Za-z][^\s/>]*)")
SKIP = re.compile(rb"[\s/]*")
ANAME = re.compile(rb"[^\s/>][^\s/>=]*")
EQ = re.compile(rb"\s*=\s*")
UVAL = re.compile(rb"[^\s>]*")


class Tag:
    __slots__ = ("raw", "end", "name", "attrs", "selfclose", "dirty")

    def bytes(self):
        if not self.dirty:
            return self.raw
        if self.end:
            return b"</" + self.name + b">"
        out = b"<" + self.name
        for k, v in self.attrs:
            out += b" " + k + (b"=" + v if v is not None else b"")
        if self.selfclose:
            # an unquoted value would take the '/' in
            return out + (b" />" if self.attrs and self.attrs[-1][1] and
                          self.attrs[-1][1][:1] not in (b'"', b"'") else b"/>")
        return out + b">"

    def lname(self):
        return self.name.lower()


def scan_tag(h, j):
    """the Tag at h[j] ('<') and the offset after it, or None"""
    m = NAME.match(h, j)
    if not m:
        return None
    t = Tag()
    t.end, t.name, t.attrs, t.dirty = bool(m.group(1)), m.group(2), [], False
    i, n = m.end(), len(h)
    while True:
        k = SKIP.match(h, i).end()
        if k >= n:
            return None
        if h[k] == 0x3e:
            t.selfclose = b"/" in h[i:k] and not t.end
            t.raw = h[j:k + 1]
            return t, k + 1
        m = ANAME.match(h, k)
        name, i, val = m.group(0), m.end(), None
        e = EQ.match(h, i)
        if e:
            i = e.end()
            if i < n and h[i] in (0x22, 0x27):
                q = h.find(h[i:i + 1], i + 1)
                if q < 0:
                    return None
                val, i = h[i:q + 1], q + 1
            else:
                u = UVAL.match(h, i)
                val, i = u.group(0), u.end()
        t.attrs.append([name, val])


def tokens(h):
    """[(kind, bytes|Tag)]: kind 't' text, 'g' tag, 'o' other (comment,
    doctype, raw text of script and the like)"""
    out = []
    i, n = 0, len(h)
    hl = h.lower()
    while i < n:
        j = h.find(b"<", i)
        if j < 0:
            out.append(("t", h[i:]))
            break
        if j > i:
            out.append(("t", h[i:j]))
        if h.startswith(b"<!--", j):
            k = h.find(b"-->", j + 4)
            k = n if k < 0 else k + 3
            out.append(("o", h[j:k]))
            i = k
            continue
        if h.startswith(b"<!", j) or h.startswith(b"<?", j):
            k = h.find(b">", j)
            k = n if k < 0 else k + 1
            out.append(("o", h[j:k]))
            i = k
            continue
        m = scan_tag(h, j)
        if not m:
            out.append(("t", b"<"))
            i = j + 1
            continue
        t, i = m
        out.append(("g", t))
        ln = t.lname()
        if not t.end and ln in RAW:
            k = hl.find(b"</" + ln, i)
            if k < 0:
                k = n
            if k > i:
                out.append(("o", h[i:k]))
            i = k
    return out


def join(toks):
    return b"".join(v.bytes() if k == "g" else v for k, v in toks)


WS = re.compile(rb"[ \t\r\n\f]+")


def t_minify(toks):
    """html-minifier's collapseWhitespace: runs of white space made one
    space, and none next to a block tag (pre and textarea kept)"""
    out = []
    pre = 0
    for i, (k, v) in enumerate(toks):
        if k == "g":
            if v.lname() in KEEPWS:
                pre += -1 if v.end else 1
                pre = max(pre, 0)
        if k == "t" and not pre:
            prev = toks[i - 1][1] if i and toks[i - 1][0] == "g" else None
            nxt = toks[i + 1][1] if i + 1 < len(toks) and toks[i + 1][0] == "g" else None
            v = WS.sub(b" ", v)
            if prev is not None and prev.lname() not in INLINE:
                v = v.lstrip(b" ")
            if nxt is not None and nxt.lname() not in INLINE:
                v = v.rstrip(b" ")
            if not v:
                continue
        out.append((k, v))
    return out


def t_upper(toks):
    for k, v in toks:
        if k == "g":
            v.name = v.name.upper()
            for a in v.attrs:
                a[0] = a[0].upper()
            v.dirty = True
    return toks


UNQ = re.compile(rb"^[^\s\"'=<>`]+$")


def t_quote(toks):
    for k, v in toks:
        if k != "g" or v.end:
            continue
        for a in v.attrs:
            val = a[1]
            if val is None:
                continue
            if val[:1] in (b'"', b"'"):
                val = val[1:-1]
            if UNQ.match(val) and not val.endswith(b"/"):
                a[1] = val
            elif b"'" not in val:
                a[1] = b"'" + val + b"'"
            else:
                a[1] = b'"' + val + b'"'
        v.dirty = True
    return toks


def t_crlf(toks):
    return [("o", (v.bytes() if k == "g" else v).replace(b"\r\n", b"\n").replace(b"\n", b"\r\n"))
            for k, v in toks]


def t_wrap(toks):
    out = []
    stack = None   # open element names under body; None before <body>
    for k, v in toks:
        if k == "g":
            ln = v.lname()
            if ln == b"body" and not v.end and stack is None:
                stack = []
                out.append((k, v))
                continue
            if stack is not None and ln in (b"body", b"html") and v.end:
                if stack:
                    out.append(("o", b"</div>"))
                stack = None
                out.append((k, v))
                continue
            if stack is not None:
                if not v.end:
                    if not stack:
                        out.append(("o", b"<div>"))
                    if ln not in VOID and not v.selfclose:
                        stack.append(ln)
                    out.append((k, v))
                    if not stack:
                        out.append(("o", b"</div>"))
                    continue
                if ln in stack:
                    while stack and stack.pop() != ln:
                        pass
                    out.append((k, v))
                    if not stack:
                        out.append(("o", b"</div>"))
                    continue
        out.append((k, v))
    if stack:
        out.append(("o", b"</div>"))
    return out


BLOCKS_CLOSE_P = {b"address", b"article", b"aside", b"blockquote", b"div", b"dl", b"fieldset",
                  b"footer", b"form", b"h1", b"h2", b"h3", b"h4", b"h5", b"h6", b"header",
                  b"hr", b"main", b"nav", b"ol", b"p", b"pre", b"section", b"table", b"ul",
                  b"figure", b"details", b"menu"}


def t_span(toks):
    out = []
    inp = False
    for k, v in toks:
        if k == "g":
            ln = v.lname()
            if ln == b"p":
                inp = not v.end
            elif not v.end and ln in BLOCKS_CLOSE_P:
                inp = False
            elif v.end and ln in (b"body", b"td", b"th", b"li", b"div", b"blockquote"):
                inp = False
        elif k == "t" and inp and v.strip():
            out.append(("o", b"<span>" + v + b"</span>"))
            continue
        out.append((k, v))
    return out


def hname(x):
    return b"h" + hashlib.md5(x).hexdigest()[:7].encode()


def t_hash(toks):
    for k, v in toks:
        if k != "g" or v.end:
            continue
        for a in v.attrs:
            if a[0].lower() in (b"class", b"id") and a[1] is not None:
                val = a[1]
                q = b""
                if val[:1] in (b'"', b"'"):
                    q, val = val[:1], val[1:-1]
                a[1] = q + b" ".join(hname(w) for w in val.split()) + q
                v.dirty = True
    return toks


def t_nocls(toks):
    for k, v in toks:
        if k == "g" and not v.end:
            n = len(v.attrs)
            v.attrs = [a for a in v.attrs if a[0].lower() not in (b"class", b"id")]
            v.dirty = v.dirty or len(v.attrs) != n
    return toks


def rename(names):
    def f(toks):
        for k, v in toks:
            if k == "g" and v.lname() in names:
                v.name = b"div"
                v.dirty = True
        return toks
    return f


TRANSFORMS = [
    ("minify", t_minify, "m"), ("upper", t_upper, "m"), ("quote", t_quote, "m"),
    ("crlf", t_crlf, "m"), ("wrap", t_wrap, "m"), ("span", t_span, "m"),
    ("hash", t_hash, "h"), ("nocls", t_nocls, "h"), ("p2div", rename({b"p"}), "h"),
    ("sem2div", rename(SEM), "h"),
]


def read_page(path):
    with open(path, "rb") as f:
        b = f.read()
    return gzip.decompress(b) if path.endswith(".gz") else b


def run_ours(binary, d, out):
    subprocess.run([binary, "-o", out, d], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=True)
    return es.load(out)


def run_peer(d, out):
    with open(out, "w") as f:
        r = subprocess.run(["/usr/bin/python3", os.path.join(here, "extract_peer_rd.py"), d],
                           stdout=f, stderr=subprocess.DEVNULL)
    return es.load(out) if r.returncode == 0 else None


def main():
    args = sys.argv[1:]
    sample, only, peer, keep = 0, None, True, None
    binary = os.path.join(root, "build", "bench", "extract_pages")
    while args and args[0].startswith("-"):
        a = args.pop(0)
        if a == "-n":
            sample = int(args.pop(0))
        elif a == "-t":
            only = args.pop(0).split(",")
        elif a == "--no-peer":
            peer = False
        elif a == "-k":
            keep = args.pop(0)
        elif a == "--bin":
            binary = args.pop(0)
        else:
            sys.exit(__doc__)
    if len(args) != 1:
        sys.exit(__doc__)
    d = args[0]
    gpath = os.path.join(d, "ground-truth.json")
    if not os.path.exists(gpath):
        gpath += ".gz"
    gt = es.load(gpath)
    files = sorted(f for f in os.listdir(os.path.join(d, "html"))
                   if f.endswith(".html") or f.endswith(".html.gz"))
    if sample and sample < len(files):
        step = len(files) / sample
        files = [files[int(i * step)] for i in range(sample)]
    ids = {f.rsplit(".html", 1)[0] for f in files}
    gt = {k: v for k, v in gt.items() if k in ids}
    if peer and subprocess.run(["/usr/bin/python3", "-c", "import readability"],
                               stderr=subprocess.DEVNULL).returncode:
        peer = False
    tmp = keep or tempfile.mkdtemp(prefix="perturb.")
    os.makedirs(tmp, exist_ok=True)
    pages = {f: read_page(os.path.join(d, "html", f)) for f in files}
    sets = {}
    for k, v in gt.items():
        sets.setdefault(v.get("dataset", "all"), {})[k] = v
    # a column per dataset where they are few (WCEB's five), not per genre
    names = sorted(sets) if 1 < len(sets) <= 8 else []
    todo = [("none", None, "-")] + [t for t in TRANSFORMS if not only or t[0] in only]
    rows = []
    try:
        for name, fn, kind in todo:
            td = os.path.join(tmp, name, "html")
            os.makedirs(td, exist_ok=True)
            for f, h in pages.items():
                b = h if fn is None else join(fn(tokens(h)))
                with open(os.path.join(td, f.rsplit(".html", 1)[0] + ".html.gz"), "wb") as o:
                    o.write(gzip.compress(b, 1))
            ours = run_ours(binary, td, os.path.join(tmp, name, "mtk.json"))
            theirs = run_peer(td, os.path.join(tmp, name, "peer.json")) if peer else None
            row = [name, kind, es.aeb.score(gt, ours)[0]]
            row += [es.aeb.score(sets[n], ours)[0] for n in names]
            row += [es.aeb.score(gt, theirs)[0] if theirs is not None else None]
            rows.append(row)
            print_row(row, rows[0], names, peer, len(rows) == 1, len(gt))
    finally:
        if not keep:
            shutil.rmtree(tmp, ignore_errors=True)


def print_row(row, base, names, peer, head, n):
    if head:
        print(f"{'transform':<9} {'kind':<4} {'mtk':>6} {'drop':>7}" +
              "".join(f" {x[:12]:>12}" for x in names) +
              (f" {'peer':>6} {'drop':>7}" if peer else "") + f"  (n={n})")
    s = f"{row[0]:<9} {row[1]:<4} {row[2]:6.4f} {base[2] - row[2]:+7.4f}"
    for i in range(len(names)):
        s += f" {row[3 + i]:6.4f}{base[3 + i] - row[3 + i]:+6.3f}"
    if peer:
        p = row[-1]
        s += f" {p:6.4f} {base[-1] - p:+7.4f}" if p is not None else "      -       -"
    print(s, flush=True)


if __name__ == "__main__":
    main()
