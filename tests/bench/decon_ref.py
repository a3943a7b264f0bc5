#!/usr/bin/env python3
"""An independent Python implementation of mdecon's rules (GPT-3's n-gram
decontamination as Megatron-LM's filter_ngrams and NeMo Curator apply it),
written from the man page, not from lib/decon.c: strings and tuples of words
where the C code uses hashes. tests/cli/test_mdecon.sh compares its output
with mdecon's byte for byte (after --canon), tests/bench/bench_mdecon.sh
uses it as the speed peer.

  decon_ref.py -b BENCH [-b ...] [-n 13] [--min-len 8] [--max-matches 10]
               [--cut 200] [--min-piece 200] [--max-splits 10] [--fields a,b]
               [--report FILE] [-o OUT] CORPUS.jsonl
  decon_ref.py --canon FILE     one JSON object per line, keys sorted

Words: maximal runs of letters, marks, numbers and connector punctuation
(Unicode categories L*, M*, N*, Pc), lowercased character by character.
Known difference: a character whose lowercase is several characters
(U+0130) is kept as is here, mapped to its simple lowercase by mdecon.
"""
import argparse
import gzip
import json
import os
import re
import sys
import time
import unicodedata

DEFAULT_FIELDS = ("query,context,ctx,context_options,question,stem,passage,premise,goal,sentence,"
                  "sentence1,sentence2,hypothesis,article,paragraph,story,prompt,text").split(",")
LABEL = re.compile(r"(Question|Passage|Context|Answer|Choices|Q|A|[A-Z][A-Z &']{1,23}):")
ENDS = ".!?"


def word_re():
    # \w is letters, numbers and "_"; add the marks and the other connectors
    extra = []
    for cp in range(0x80, 0x110000):
        c = chr(cp)
        cat = unicodedata.category(c)
        if (cat[0] == "M" or cat == "Pc") and not re.match(r"\w", c):
            extra.append(c)
    return re.compile("[\\w" + "".join(re.escape(c) for c in extra) + "]+")


WORD = word_re()


def low(w):
    if w.isascii():
        return w.lower()
    return "".join(c.lower() if len(c.lower()) == 1 else c for c in w)


def words(text):
    return [(m.start(), m.end(), low(m.group())) for m in WORD.finditer(text)]


def open_text(path):
    with open(path, "rb") as f:
        magic = f.read(4)
    if magic[:2] == b"\x1f\x8b":
        return gzip.open(path, "rt", encoding="utf-8")
    if magic == b"\x28\xb5\x2f\xfd":
        import subprocess
        return iter(subprocess.run(["zstd", "-dc", path], capture_output=True, check=True).stdout.decode().splitlines())
    return open(path, encoding="utf-8")


def bench_files(path, top=True):
    if os.path.isdir(path):
        for name in sorted(os.listdir(path)):
            if not name.startswith("."):
                yield from bench_files(os.path.join(path, name), False)
    elif top or re.search(r"\.jsonl?(\.gz|\.zst)?$", path):
        yield path


def task_name(path):
    name = os.path.basename(path)
    for ext in (".gz", ".zst", ".jsonl", ".json"):
        if len(name) > len(ext) and name.endswith(ext):
            name = name[: -len(ext)]
    return name


def texts_of(rec, fields, depth=0):
    for f in fields:
        v = rec.get(f)
        if isinstance(v, str):
            yield v
        elif isinstance(v, list):
            yield from (x for x in v if isinstance(x, str))
        elif isinstance(v, dict) and depth == 0:
            yield from texts_of(v, fields, 1)


def segments(text):
    segs, cur = [], []
    for line in text.split("\n"):
        m = LABEL.match(line)
        if m:
            if m.group(1) == "Choices":
                break
            segs.append(cur)
            cur = []
            line = line[m.end():]
        cur.extend(w for _, _, w in words(line))
    segs.append(cur)
    return segs


def load_tasks(benches, fields, n, min_len):
    keys = {}   # tuple of words -> first task
    for b in benches:
        for path in bench_files(b):
            task = task_name(path)
            for line in open_text(path):
                if not line.strip():
                    continue
                for t in texts_of(json.loads(line), fields):
                    for w in segments(t):
                        if len(w) >= n:
                            for i in range(len(w) - n + 1):
                                keys.setdefault(tuple(w[i:i + n]), task)
                        elif len(w) >= min_len:
                            keys.setdefault(tuple(w), task)
    return keys


def find(keys, lens, ws, n):
    """(start, end, key) of every key occurrence, by start then longer first."""
    out = []
    toks = [w for _, _, w in ws]
    for j in range(len(ws)):
        for k in lens:
            if k <= j + 1:
                t = tuple(toks[j - k + 1:j + 1])
                if t in keys:
                    out.append((ws[j - k + 1][0], ws[j][1], t))
    out.sort(key=lambda m: (m[0], -m[1]))
    return out


def cut(text, matches, a):
    """Pieces (kept), cuts [(match, cut_start, cut_end)], short pieces dropped."""
    pieces, cuts, short = [], [], [0]
    s, L = 0, len(text)

    def piece(a_, b_):
        p = text[a_:b_].strip()
        if not p:
            return
        if len(p) <= a.min_piece:
            short[0] += 1
        else:
            pieces.append(p)

    for m in matches:
        ms, me, _ = m
        if ms < s:
            continue
        cs = s
        if ms - s >= a.cut:
            p = ms - a.cut
            q = max(text.rfind(c, s, p + 1) for c in ENDS)
            if q >= s:
                piece(s, q + 1)
                cs = q + 1
        r = me + a.cut
        if r >= L:
            s = L
        else:
            qs = [q for q in (text.find(c, r) for c in ENDS) if q >= 0]
            s = min(qs) + 1 if qs else L
        cuts.append((m, cs, s))
    if cuts and s < L:
        piece(s, L)
    return pieces, cuts, short[0]


def run(a):
    fields = a.fields.split(",") if a.fields else DEFAULT_FIELDS
    min_len = min(a.min_len, a.n)
    t0 = time.process_time()
    keys = load_tasks(a.bench, fields, a.n, min_len)
    lens = sorted({len(k) for k in keys})
    t1 = time.process_time()
    docs = []
    with open(a.corpus, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line.strip():
                docs.append(json.loads(line))
    found = []
    count = {}
    for d in docs:
        ws = words(d["text"])
        ms = find(keys, lens, ws, a.n)
        found.append(ms)
        for m in ms:
            count[m[2]] = count.get(m[2], 0) + 1
    out = open(a.o, "w", encoding="utf-8") if a.o else sys.stdout
    rep = open(a.report, "w", encoding="utf-8") if a.report else None
    tasks = {}
    for b in a.bench:
        for path in bench_files(b):
            tasks.setdefault(task_name(path), [0, 0, 0])
    total = [0, 0, 0, 0, 0]
    for d, ms in zip(docs, found):
        used = [m for m in ms if not a.max_matches or count[m[2]] < a.max_matches]
        pieces, cuts, _ = cut(d["text"], used, a) if used else ([], [], 0)
        if not cuts:
            out.write(json.dumps(d, ensure_ascii=False) + "\n")
            continue
        did = d.get("id")
        rid = did if isinstance(did, str) else json.dumps(did)
        seen = set()
        for (ms_, me_, k), c0, c1 in cuts:
            t = keys[k]
            tasks[t][1] += 1
            tasks[t][2] += c1 - c0
            if t not in seen:
                seen.add(t)
                tasks[t][0] += 1
            if rep:
                rep.write(json.dumps({"id": rid, "task": t, "ngram": " ".join(k), "start": ms_, "end": me_,
                                      "cut_start": c0, "cut_end": c1}, ensure_ascii=False) + "\n")
        total[0] += 1
        total[1] += len(cuts)
        total[2] += sum(c1 - c0 for _, c0, c1 in cuts)
        drop = "max_splits" if len(pieces) > a.max_splits else "contaminated" if not pieces else None
        kept = 0 if drop else sum(len(p) for p in pieces)
        total[3] += len(d["text"]) - kept
        if drop:
            total[4] += 1
            if rep:
                rep.write(json.dumps({"id": rid, "dropped": drop, "pieces": len(pieces)}) + "\n")
            continue
        for i, p in enumerate(pieces):
            e = dict(d)
            e["text"] = p
            if did is not None:
                e["id"] = "%s#%d" % (rid, i)
            e["split_id"] = i
            out.write(json.dumps(e, ensure_ascii=False) + "\n")
    if a.time:
        nbytes = sum(len(d["text"].encode()) for d in docs)
        sys.stderr.write("load %.2f s, filter %.2f s CPU, %d text bytes\n" % (t1 - t0, time.process_time() - t1, nbytes))
    if rep:
        for t, v in tasks.items():
            rep.write(json.dumps({"summary": "task", "task": t, "docs": v[0], "removals": v[1], "chars": v[2]}) + "\n")
        rep.write(json.dumps({"summary": "total", "docs": total[0], "removals": total[1], "chars": total[2],
                              "chars_removed": total[3], "dropped": total[4]}) + "\n")


def canon(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.strip():
                sys.stdout.write(json.dumps(json.loads(line), sort_keys=True, ensure_ascii=False) + "\n")


def main():
    p = argparse.ArgumentParser()
    p.add_argument("-b", dest="bench", action="append", default=[])
    p.add_argument("-n", type=int, default=13)
    p.add_argument("--min-len", type=int, default=8)
    p.add_argument("--max-matches", type=int, default=10)
    p.add_argument("--cut", type=int, default=200)
    p.add_argument("--min-piece", type=int, default=200)
    p.add_argument("--max-splits", type=int, default=10)
    p.add_argument("--fields")
    p.add_argument("--report")
    p.add_argument("-o")
    p.add_argument("--canon")
    p.add_argument("--time", action="store_true", help="CPU seconds of loading and filtering on stderr")
    p.add_argument("corpus", nargs="?")
    a = p.parse_args()
    if a.canon:
        canon(a.canon)
    else:
        run(a)


if __name__ == "__main__":
    main()
