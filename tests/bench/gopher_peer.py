#!/usr/bin/env python3
"""Plain-Python quality rules, written for mtk in the style of datatrove.

Two uses:
  * the independent reference that tests/cli/test_mscore.sh holds mscore's
    measured values to (same definitions as lib/quality.h, written again
    from the rule descriptions with Python's str/re/unicodedata);
  * the peer in tests/bench/bench_mscore.sh: docs/s of the Gopher rules in
    plain Python, timed in the same run as mscore.

usage: gopher_peer.py [--rules gopher|all] [--time] [FILE ...]
Reads JSONL documents with a "text" field; writes one JSON object per
document: {"quality": {...}, "quality_fail": [...]} (or, with --time, only
"docs N seconds S docs/s R" on stderr: CPU seconds of the rules alone).
"""
import json
import re
import sys
import time
import unicodedata

STOP = {"the", "be", "to", "of", "and", "that", "have", "with"}
ASCII_TOKEN = re.compile(r"\w+|[^\w\s]+")
_cat = {}


def kind(c):
    k = _cat.get(c)
    if k is None:
        if c.isspace():
            k = 0
        else:
            cat = unicodedata.category(c)
            k = 1 if cat[0] in "LMN" or cat == "Pc" else 2
        _cat[c] = k
    return k


def tokens(text):
    """Runs of word characters (letters, marks, numbers, connectors) and runs
    of other non-space characters."""
    if text.isascii():
        return ASCII_TOKEN.findall(text)
    out, cur, ck = [], [], 0
    for c in text:
        k = kind(c)
        if k != ck:
            if ck:
                out.append("".join(cur))
            cur, ck = [], k
        if k:
            cur.append(c)
    if ck:
        out.append("".join(cur))
    return out


def is_word(tok):
    return kind(tok[0]) == 1


def dups(items):
    seen, n, chars = set(), 0, 0
    for x in items:
        if x in seen:
            n += 1
            chars += len(x)
        else:
            seen.add(x)
    return n, chars


def ratio(a, b):
    return a / b if b else 0.0


def gopher(text, q):
    words = tokens(text)
    nw = len(words)
    real = [w for w in words if is_word(w)]
    q["gopher_word_count"] = len(real)
    q["gopher_mean_word_len"] = ratio(sum(len(w) for w in real), len(real))
    q["gopher_hash_ratio"] = ratio(text.count("#"), nw)
    q["gopher_ellipsis_ratio"] = ratio(text.count("...") + text.count("\u2026"), nw)
    lines = text.splitlines()
    q["gopher_bullet_lines"] = ratio(sum(l.lstrip().startswith(("\u2022", "-")) for l in lines), len(lines))
    q["gopher_ellipsis_lines"] = ratio(sum(l.rstrip().endswith(("...", "\u2026")) for l in lines), len(lines))
    q["gopher_alpha_words"] = ratio(sum(any(c.isalpha() for c in w) for w in words), nw)
    q["gopher_stop_words"] = sum(w in STOP for w in words)

    n = len(text)
    paras = re.split(r"\n{2,}", text.strip())
    d, c = dups(paras)
    q["gopher_dup_para_frac"] = ratio(d, len(paras))
    q["gopher_dup_para_chars"] = ratio(c, n)
    lines = re.split(r"\n+", text)
    d, c = dups(lines)
    q["gopher_dup_line_frac"] = ratio(d, len(lines))
    q["gopher_dup_line_chars"] = ratio(c, n)
    for k in (2, 3, 4):
        grams = [tuple(words[i:i + k]) for i in range(nw - k + 1)]
        if not grams:
            q["gopher_top_%dgram" % k] = 0.0
            continue
        counts = {}
        for g in grams:
            counts[g] = counts.get(g, 0) + 1
        top = max(counts, key=counts.get)  # first inserted among the most common
        q["gopher_top_%dgram" % k] = ratio((sum(map(len, top)) + k - 1) * counts[top], n)
    for k in range(5, 11):
        seen, rep, i = set(), 0, 0
        while i < nw - k + 1:
            g = tuple(words[i:i + k])
            if g in seen:
                rep += sum(map(len, g))
                i += k
            else:
                seen.add(g)
                i += 1
        q["gopher_dup_%dgram" % k] = ratio(rep, n)


CITATION = re.compile(r"\[[0-9]*\]|\[edit\]|\[citation needed\]")
SENT_END = re.compile(r"[.!?]+(?:[\"')\]\u201d\u2019])*(?=\s+[^\sa-z]|\s*$)")
POLICY = ("terms of use", "privacy policy", "cookie policy", "uses cookies", "use of cookies", "use cookies")


def c4(text, q):
    c = dict(lines=0, nopunct=0, few=0, longw=0, js=0, pol=0, sent=0, lorem=0, curly=0)
    for line in text.splitlines():
        c["lines"] += 1
        line = line.strip()
        words = line.split()
        if any(len(w) > 1000 for w in words):
            c["longw"] += 1
            continue
        line = CITATION.sub("", line)
        if not line.endswith((".", "?", "!", '"', "'")) or line.endswith("..."):
            c["nopunct"] += 1
            continue
        if len(words) < 3:
            c["few"] += 1
            continue
        low = line.lower()
        if "lorem ipsum" in low:
            c["lorem"] = 1
        if "javascript" in low:
            c["js"] += 1
            continue
        if "{" in line:
            c["curly"] = 1
        if any(p in low for p in POLICY):
            c["pol"] += 1
            continue
        c["sent"] += max(1, len(SENT_END.findall(line)))
    q.update({
        "c4_lines": c["lines"], "c4_lines_no_terminal_punct": c["nopunct"], "c4_lines_few_words": c["few"],
        "c4_lines_long_word": c["longw"], "c4_lines_javascript": c["js"], "c4_lines_policy": c["pol"],
        "c4_sentences": c["sent"], "c4_lorem_ipsum": c["lorem"], "c4_curly_bracket": c["curly"],
    })


def fineweb(text, q):
    lines = text.split("\n")
    q["fineweb_line_punct_ratio"] = sum(l.endswith((".", "'", '"', "!", "?")) for l in lines) / len(lines)
    q["fineweb_short_line_ratio"] = sum(len(l) <= 30 for l in lines) / len(lines)
    q["fineweb_char_dup_ratio"] = ratio(dups([l for l in lines if l.strip()])[1], len(text.replace("\n", "")))
    nw = len(tokens(text))
    q["fineweb_newline_ratio"] = text.count("\n") / nw if nw else float(text.count("\n"))


def fails(q):
    f = []
    if "gopher_word_count" in q:
        f += [n for n, bad in [
            ("gopher_short_doc", q["gopher_word_count"] < 50),
            ("gopher_long_doc", q["gopher_word_count"] > 100000),
            ("gopher_below_avg_word_len", q["gopher_mean_word_len"] < 3),
            ("gopher_above_avg_word_len", q["gopher_mean_word_len"] > 10),
            ("gopher_too_many_hashes", q["gopher_hash_ratio"] > 0.1),
            ("gopher_too_many_ellipsis", q["gopher_ellipsis_ratio"] > 0.1),
            ("gopher_too_many_bullets", q["gopher_bullet_lines"] > 0.9),
            ("gopher_too_many_end_ellipsis", q["gopher_ellipsis_lines"] > 0.3),
            ("gopher_below_alpha_threshold", q["gopher_alpha_words"] < 0.8),
            ("gopher_few_stop_words", q["gopher_stop_words"] < 2),
            ("gopher_dup_para_frac", q["gopher_dup_para_frac"] > 0.3),
            ("gopher_dup_para_chars", q["gopher_dup_para_chars"] > 0.2),
            ("gopher_dup_line_frac", q["gopher_dup_line_frac"] > 0.3),
            ("gopher_dup_line_chars", q["gopher_dup_line_chars"] > 0.2),
            ("gopher_top_2gram", q["gopher_top_2gram"] > 0.2),
            ("gopher_top_3gram", q["gopher_top_3gram"] > 0.18),
            ("gopher_top_4gram", q["gopher_top_4gram"] > 0.16),
        ] if bad]
        f += ["gopher_dup_%dgram" % k for k in range(5, 11) if q["gopher_dup_%dgram" % k] > 0.15 - 0.01 * (k - 5)]
    if "c4_lines" in q:
        f += [n for n, bad in [("c4_lorem_ipsum", q["c4_lorem_ipsum"]), ("c4_curly_bracket", q["c4_curly_bracket"]),
                               ("c4_too_few_sentences", q["c4_sentences"] < 5)] if bad]
    if "fineweb_line_punct_ratio" in q:
        f += [n for n, bad in [
            ("fineweb_line_punct_ratio", q["fineweb_line_punct_ratio"] <= 0.12),
            ("fineweb_short_line_ratio", q["fineweb_short_line_ratio"] >= 0.67),
            ("fineweb_char_dup_ratio", q["fineweb_char_dup_ratio"] >= 0.01),
            ("fineweb_list_ratio", q["fineweb_newline_ratio"] > 0.3),
        ] if bad]
    return f


def main(argv):
    rules, timing, files = "all", False, []
    i = 0
    while i < len(argv):
        if argv[i] == "--rules":
            rules = argv[i + 1]
            i += 2
        elif argv[i] == "--time":
            timing, i = True, i + 1
        else:
            files.append(argv[i])
            i += 1
    texts = []
    for f in files or ["-"]:
        fh = sys.stdin if f == "-" else open(f, encoding="utf-8")
        for line in fh:
            texts.append(json.loads(line)["text"])
    t0 = time.process_time()
    out = []
    for text in texts:
        q = {}
        if rules in ("gopher", "all"):
            gopher(text, q)
        if rules == "all":
            c4(text, q)
            fineweb(text, q)
        out.append({"quality": q, "quality_fail": fails(q)})
    dt = time.process_time() - t0
    if timing:
        print("docs %d seconds %.3f docs/s %.0f" % (len(texts), dt, len(texts) / dt), file=sys.stderr)
    else:
        for o in out:
            print(json.dumps(o))


if __name__ == "__main__":
    main(sys.argv[1:])
