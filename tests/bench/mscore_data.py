#!/usr/bin/env python3
"""Build the quality-classifier benchmark splits, deterministically.

usage: mscore_data.py SHARED_DATA_DIR OUT_DIR [SEED ...]

Two tasks, each split 70/30 per class (stratified) with random.Random(seed):
  dclm  DCLM human quality labels (text/dclm-human-quality/majority_data.jsonl):
        label 1 positive, 0 negative
  wiki  positives: WikiText-2 test articles (split at " = Title = " lines)
        and the gold article texts of the extraction benchmark;
        negatives: raw Common Crawl documents (text/ccnet-dolma, all three
        files, and the DCLM documents whatever their label)
  wikicc  the same positives; negatives only the 30 ccnet/dolma documents
        (few: its test split has 9 negatives, so its AUC is coarse)
For each task and seed, OUT_DIR/TASK/sSEED/ gets
  train.pos.jsonl train.neg.jsonl test.pos.jsonl test.neg.jsonl   {"text": ...}
  train.ft test.ft     fastText format: "__label__1 text on one line"
  test.jsonl           the test documents in order, {"text","label"}
"""
import gzip
import json
import os
import random
import re
import sys


def jsonl(path):
    op = gzip.open if path.endswith(".gz") else open
    with op(path, "rt", encoding="utf-8") as f:
        return [json.loads(l) for l in f if l.strip()]


def wikitext(path):
    docs, cur = [], []
    with open(path, encoding="utf-8", newline="") as f:
        for line in f.read().replace("\r\n", "\n").split("\n"):
            if re.match(r"^ = [^=].* = $", line):
                if cur:
                    docs.append("\n".join(cur).strip())
                cur = [line.strip()]
            elif line.strip():
                cur.append(line.strip())
    if cur:
        docs.append("\n".join(cur).strip())
    return docs


def split(items, seed):
    items = list(items)
    random.Random(seed).shuffle(items)
    k = int(round(len(items) * 0.7))
    return items[:k], items[k:]


def write(d, name, texts):
    with open(os.path.join(d, name), "w", encoding="utf-8") as f:
        for t in texts:
            f.write(json.dumps({"text": t}, ensure_ascii=False) + "\n")


def ft(t):
    return " ".join(t.split())


def main():
    shared, out = sys.argv[1], sys.argv[2]
    seeds = [int(s) for s in sys.argv[3:]] or [1, 2, 3]
    dclm = jsonl(os.path.join(shared, "text/dclm-human-quality/majority_data.jsonl"))
    gold = json.load(open(os.path.join(shared, "extraction/scrapinghub-aeb/dev/ground-truth.json"), encoding="utf-8"))
    wiki = wikitext(os.path.join(shared, "text/wikitext-2-raw-test.txt"))
    cc = []
    for f in ("cc_en_head-0091.jsonl.gz", "cc_en_head-0174.jsonl.gz", "dolma-documents-000.json.gz"):
        cc += [d["text"] for d in jsonl(os.path.join(shared, "text/ccnet-dolma", f))]
    tasks = {
        "dclm": ([d["text"] for d in dclm if d["label"] == 1], [d["text"] for d in dclm if d["label"] == 0]),
        "wiki": (wiki + [gold[k]["articleBody"] for k in sorted(gold)], cc + [d["text"] for d in dclm]),
        "wikicc": (wiki + [gold[k]["articleBody"] for k in sorted(gold)], cc),
    }
    for name, (pos, neg) in tasks.items():
        for seed in seeds:
            d = os.path.join(out, name, "s%d" % seed)
            os.makedirs(d, exist_ok=True)
            ptr, pte = split(pos, seed)
            ntr, nte = split(neg, seed + 1000)
            write(d, "train.pos.jsonl", ptr)
            write(d, "train.neg.jsonl", ntr)
            write(d, "test.pos.jsonl", pte)
            write(d, "test.neg.jsonl", nte)
            train = [(1, t) for t in ptr] + [(0, t) for t in ntr]
            random.Random(seed).shuffle(train)   # fastText's SGD sees mixed labels
            with open(os.path.join(d, "train.ft"), "w", encoding="utf-8") as f:
                for y, t in train:
                    f.write("__label__%d %s\n" % (y, ft(t)))
            test = [(1, t) for t in pte] + [(0, t) for t in nte]
            with open(os.path.join(d, "test.ft"), "w", encoding="utf-8") as f:
                for y, t in test:
                    f.write("__label__%d %s\n" % (y, ft(t)))
            with open(os.path.join(d, "test.jsonl"), "w", encoding="utf-8") as f:
                for y, t in test:
                    f.write(json.dumps({"text": t, "label": y}, ensure_ascii=False) + "\n")
            print("%s s%d: train %d+/%d-, test %d+/%d-" % (name, seed, len(ptr), len(ntr), len(pte), len(nte)))


if __name__ == "__main__":
    main()
