#!/usr/bin/env python3
"""A corpus with benchmark passages planted at known places, and its check.

  decon_corpus.py make DATA_DIR N OUT [--exclude ids.txt]   (OUT, and OUT.truth: what was planted where)
  decon_corpus.py check corpus.jsonl out.jsonl report.jsonl

make: real documents (CCNet/Dolma, DCLM, WikiText paragraphs) and synthetic
ones (sentences of those and of Tiny Shakespeare drawn at random, some with
Unicode sentences: accents, Greek, CJK, emoji) up to N documents, seed 1.
About one in eight gets a benchmark passage (LAMBADA, BoolQ, HellaSwag,
ARC, TriviaQA texts; 13 words or more, and some of 8 to 12 words, which
mdecon uses whole) at the start, the end, or a sentence boundary inside;
some get two passages close together or the same passage twice (overlapping
matches); a third are changed in case and punctuation (the same words after
normalization). Every passage is planted once. --exclude: ids of documents
that contain benchmark text of their own (left out, so that every untouched
document is clean).

check: recall (no 13-word window of a planted passage, nor a whole short
passage, is left in the output pieces of its document), precision (every
document without a planted passage is written back byte for byte and is not
in the report); prints the figures, exits 1 on a miss.
"""
import gzip
import json
import os
import random
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from decon_ref import words  # noqa: E402  the same word rule as mdecon

UNICODE = [
    "Über die Brücke fährt ein Zug nach Zürich, naïve Gäste trinken Café.",
    "Η οδός ΟΔΟΣ είναι μακριά και ο δρόμος είναι ήσυχος σήμερα.",
    "東京タワーは夜になると美しく光ります。",
    "The party was great 🎉🎉 and everyone stayed until dawn — really!",
    "Ça va très bien, merci beaucoup; à bientôt mon cher ami.",
    "Смотри, как быстро бежит время в этом маленьком городе.",
]


def sentences(text):
    return [s.strip() for s in re.split(r"(?<=[.!?])\s+", text) if len(s.strip()) > 20]


def load(data):
    real, pool = [], []
    d = os.path.join(data, "text/ccnet-dolma")
    for f in sorted(os.listdir(d)):
        for line in gzip.open(os.path.join(d, f), "rt", encoding="utf-8"):
            r = json.loads(line)
            t = r.get("text") or r.get("raw_content")
            if t:
                real.append(t)
    for f in ("majority_data.jsonl", "agreement_data.jsonl"):
        for line in open(os.path.join(data, "text/dclm-human-quality", f), encoding="utf-8"):
            real.append(json.loads(line)["text"])
    for line in open(os.path.join(data, "text/wikitext-2-raw-test.txt"), encoding="utf-8"):
        line = line.strip()
        if len(line.split()) >= 20 and not line.startswith("="):
            real.append(line)
    for t in real:
        pool.extend(sentences(t))
    shake = open(os.path.join(data, "text/tinyshakespeare.txt"), encoding="utf-8").read()
    pool.extend(s.replace("\n", " ") for s in sentences(shake))
    return real, pool


def passages(data):
    b = os.path.join(data, "benchmarks/llm-foundry")
    long_, short = [], []
    for line in open(os.path.join(b, "lambada_openai.jsonl"), encoding="utf-8"):
        long_.append(json.loads(line)["context"])
    for line in open(os.path.join(b, "boolq.jsonl"), encoding="utf-8"):
        q = json.loads(line)["query"]
        m = re.match(r"Passage: (.*)\nQuestion:", q, re.S)
        if m:
            long_.append(m.group(1))
    for line in gzip.open(os.path.join(data, "benchmarks/hellaswag_val.jsonl.gz"), "rt", encoding="utf-8"):
        c = json.loads(line)["ctx"]
        n = len(words(c))
        (long_ if n >= 13 else short if n >= 8 else []).append(c)
    for line in open(os.path.join(b, "arc_easy.jsonl"), encoding="utf-8"):
        q = json.loads(line)["query"][len("Question: "):]
        n = len(words(q))
        (long_ if n >= 13 else short if n >= 8 else []).append(q)
    # only passages whose words occur once in these lists (so a planted one
    # is planted once), long ones up to 2,000 characters
    key = {p: tuple(w for _, _, w in words(p)) for p in long_ + short}
    seen = {}
    for p in long_ + short:
        seen[key[p]] = seen.get(key[p], 0) + 1
    long_ = [p for p in long_ if seen[key[p]] == 1 and len(p) < 2000]
    short = [p for p in short if seen[key[p]] == 1]
    return long_, short


def mangle(p, rnd):
    """Other case and punctuation, the same words."""
    p = "".join(c.upper() if c.isascii() and c.isalpha() and rnd.random() < 0.5 else c for c in p)
    return p.replace(", ", " -- ").replace(". ", "!! ")


def make(data, n, exclude):
    rnd = random.Random(1)
    real, pool = load(data)
    long_, short = passages(data)
    rnd.shuffle(long_)
    rnd.shuffle(short)
    docs = [t for t in real]
    while len(docs) < n:
        k = rnd.randint(3, 12)
        ss = [rnd.choice(pool) for _ in range(k)]
        if rnd.random() < 0.2:
            ss.insert(rnd.randint(0, k), rnd.choice(UNICODE))
        docs.append(" ".join(ss))
    docs = docs[:n]
    truth = {}
    out = []
    for i, t in enumerate(docs):
        did = "d%05d" % i
        if did in exclude:
            continue
        planted = []
        if i % 8 == 3 and long_:
            where = (i // 8) % 5
            p = long_.pop()
            if i % 3 == 0:
                p = mangle(p, rnd)
            planted.append(p)
            if where == 0:
                t = p + " " + t
            elif where == 1:
                t = t + " " + p
            elif where == 2:   # the same passage twice, overlapping matches
                t = t[: len(t) // 2] + " " + p + " " + p + " " + t[len(t) // 2:]
            elif where == 3 and long_:   # two passages a few words apart
                q = long_.pop()
                planted.append(q)
                t = p + " And then, " + q + " " + t
            else:   # at a sentence boundary inside, with Unicode around it
                ss = sentences(t) or [t]
                k = rnd.randint(0, len(ss))
                t = " ".join(ss[:k] + [rnd.choice(UNICODE), p, rnd.choice(UNICODE)] + ss[k:])
        elif i % 8 == 5 and short:
            p = short.pop()
            planted.append(p)
            ss = sentences(t) or [t]
            k = rnd.randint(0, len(ss))
            t = " ".join(ss[:k] + [p] + ss[k:])
        if planted:
            truth[did] = planted
        out.append(json.dumps({"id": did, "text": t, "source": "test"}, ensure_ascii=False))
    return out, truth


def check(corpus, outp, report):
    truth = json.load(open(corpus + ".truth", encoding="utf-8"))
    inp = {}
    for line in open(corpus, encoding="utf-8"):
        inp[json.loads(line)["id"]] = line.rstrip("\n")
    pieces = {}
    outlines = set()
    for line in open(outp, encoding="utf-8"):
        outlines.add(line.rstrip("\n"))
        d = json.loads(line)
        pieces.setdefault(d["id"].split("#")[0], []).append(d["text"])
    reported = set()
    for line in open(report, encoding="utf-8"):
        r = json.loads(line)
        if "id" in r:
            reported.add(r["id"])
    missed = 0
    npass = 0
    for did, ps in truth.items():
        left = [tuple(w for _, _, w in words(t)) for t in pieces.get(did, [])]
        for p in ps:
            pw = tuple(w for _, _, w in words(p))
            npass += 1
            grams = {pw[i:i + 13] for i in range(len(pw) - 12)} if len(pw) >= 13 else {pw}
            k = len(next(iter(grams)))
            if any(lw[i:i + k] in grams for lw in left for i in range(len(lw) - k + 1)):
                missed += 1
                print("missed: %s: %s" % (did, p[:80]))
    touched = 0
    for did, line in inp.items():
        if did in truth:
            continue
        if line not in outlines or did in reported:
            touched += 1
            print("touched without a plant: %s" % did)
    clean = len(inp) - len(truth)
    print("documents %d, planted %d (%d passages), recall %d/%d, clean documents untouched %d/%d"
          % (len(inp), len(truth), npass, npass - missed, npass, clean - touched, clean))
    return 1 if missed or touched else 0


def main():
    if sys.argv[1] == "make":
        ex = set()
        if "--exclude" in sys.argv:
            ex = set(open(sys.argv[sys.argv.index("--exclude") + 1]).read().split())
        out, truth = make(sys.argv[2], int(sys.argv[3]), ex)
        with open(sys.argv[4], "w", encoding="utf-8") as f:
            f.write("\n".join(out) + "\n")
        with open(sys.argv[4] + ".truth", "w", encoding="utf-8") as f:
            json.dump(truth, f, ensure_ascii=False)
    else:
        sys.exit(check(sys.argv[2], sys.argv[3], sys.argv[4]))


if __name__ == "__main__":
    main()
