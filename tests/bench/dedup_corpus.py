#!/usr/bin/python3
"""Build a dedup quality corpus from real documents with controlled edits.

usage: dedup_corpus.py SHARED_DATA_DIR [variants_per_doc] [seed] > corpus.jsonl

Base documents (real text, at least 60 words): the 111 gold article bodies of
extraction/scrapinghub-aeb/dev/ground-truth.json, the 499 Common Crawl
documents of text/dclm-human-quality/majority_data.jsonl, the 30 Common Crawl
documents of text/ccnet-dolma/, and the articles of
text/wikitext-2-raw-test.txt (split at " = Title = " lines).

Each base document gets `variants` copies made by controlled edits, with a
target edit rate drawn per copy so that the word-5-gram Jaccard to the base
spreads over about 0.2 .. 1.0:
  insert   a word from the corpus vocabulary at a random place
  delete   a random word
  swap     two adjacent words
  boiler   a boilerplate header and footer (navigation, cookie and copyright
           lines seen on real pages) around the text
Every line is {"id", "text", "source", "group", "edit"}: documents with the same
group come from the same base (the base has edit "base"). The true Jaccard of
each pair is measured by dedup_eval with mtk's own normalization, so nothing
here needs to predict it. Deterministic for a given seed.
"""
import gzip
import json
import os
import random
import re
import sys

HEADERS = [
    "Home | About | Contact | Blog | Shop\nSkip to main content",
    "Menu\nSearch\nSign in\nSubscribe to our newsletter",
    "We use cookies to improve your experience. By continuing you accept our cookie policy.",
]
FOOTERS = [
    "Copyright 2019 All rights reserved. Privacy Policy | Terms of Use",
    "Share this: Facebook Twitter Email Print\nRelated posts",
    "Leave a comment\nYour email address will not be published. Required fields are marked",
]


def bases(shared):
    out = []
    gt = json.load(open(os.path.join(shared, "extraction/scrapinghub-aeb/dev/ground-truth.json")))
    for k in sorted(gt):
        out.append(("aeb-gold", "aeb-" + k[:12], gt[k]["articleBody"]))
    with open(os.path.join(shared, "text/dclm-human-quality/majority_data.jsonl")) as f:
        for i, line in enumerate(f):
            out.append(("dclm", "dclm-%d" % i, json.loads(line)["text"]))
    d = os.path.join(shared, "text/ccnet-dolma")
    for name in sorted(os.listdir(d)):
        with gzip.open(os.path.join(d, name), "rt") as f:
            for i, line in enumerate(f):
                out.append(("ccnet", "%s-%d" % (name.split(".")[0], i), json.loads(line)["text"]))
    with open(os.path.join(shared, "text/wikitext-2-raw-test.txt"), encoding="utf-8") as f:
        art, title = [], None
        for line in f.read().replace("\r\n", "\n").split("\n"):
            if re.match(r"^ = [^=].* = $", line):
                if title and art:
                    out.append(("wikitext", "wiki-" + title, "\n".join(art)))
                title, art = line.strip(" ="), []
            elif line.strip():
                art.append(line.strip())
        if title and art:
            out.append(("wikitext", "wiki-" + title, "\n".join(art)))
    return [b for b in out if len(b[2].split()) >= 60]


def edit(rng, text, rate, vocab):
    words = text.split(" ")
    n = max(1, int(round(rate * len(words))))
    kind = rng.choice(["insert", "delete", "swap", "mixed"])
    for _ in range(n):
        k = rng.choice(["insert", "delete", "swap"]) if kind == "mixed" else kind
        i = rng.randrange(len(words))
        if k == "insert":
            words.insert(i, rng.choice(vocab))
        elif k == "delete" and len(words) > 10:
            del words[i]
        elif k == "swap" and i + 1 < len(words):
            words[i], words[i + 1] = words[i + 1], words[i]
    return " ".join(words), "%s:%.3f" % (kind, rate)


def main():
    shared = sys.argv[1]
    nvar = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    bs = bases(shared)
    vocab = sorted({w for _, _, t in bs[:200] for w in t.split() if w.isalpha() and len(w) > 2})
    docs = []
    for g, (src, bid, text) in enumerate(bs):
        docs.append({"id": bid, "text": text, "source": src, "group": g, "edit": "base"})
        for v in range(nvar):
            r = rng.random()
            if r < 0.15:
                h, f = rng.choice(HEADERS), rng.choice(FOOTERS)
                t, e = h + "\n" + text + "\n" + f, "boiler"
            elif r < 0.22:
                t, e = text, "exact"
            else:
                t, e = edit(rng, text, rng.uniform(0.0, 0.12), vocab)
            docs.append({"id": "%s~%d" % (bid, v), "text": t, "source": "variant", "group": g, "edit": e})
    rng.shuffle(docs)   # variants must not rely on coming after their base
    for d in docs:
        sys.stdout.write(json.dumps(d, ensure_ascii=False) + "\n")


main()
