#!/usr/bin/env python3
"""mtok_corpus: a JSONL corpus of at least SIZE bytes for bench_mtok.sh's end
to end run, made of the real documents in shared/data (article texts,
Wikipedia articles, DCLM web pages, HellaSwag contexts, CCNet pages,
Shakespeare in 40-line scenes: ~11,700 documents, 12 MB). They are repeated
in a new random order each time (fixed seed), so that no document meets its
own pieces still in the encoder's cache, as a run over a large corpus would
not. usage: mtok_corpus.py DATA_DIR SIZE > corpus.jsonl"""
import gzip
import json
import random
import re
import sys


def docs(d):
    with open(d + "/extraction/scrapinghub-aeb/dev/ground-truth.json", encoding="utf-8") as f:
        yield from (v["articleBody"] for v in json.load(f).values())
    with open(d + "/text/dclm-human-quality/majority_data.jsonl", encoding="utf-8") as f:
        yield from (json.loads(line)["text"] for line in f)
    with open(d + "/text/wikitext-2-raw-test.txt", encoding="utf-8") as f:
        yield from (a for a in re.split(r"\n(?= = [^=].* = \n)", f.read()) if a.strip())
    with open(d + "/text/tinyshakespeare.txt", encoding="utf-8") as f:
        lines = f.read().split("\n")
        yield from ("\n".join(lines[i:i + 40]) for i in range(0, len(lines), 40))
    with gzip.open(d + "/benchmarks/hellaswag_val.jsonl.gz", "rt", encoding="utf-8") as f:
        for line in f:
            o = json.loads(line)
            yield o["ctx"] + " " + " ".join(o["endings"])
    for name in ("cc_en_head-0091.jsonl.gz", "cc_en_head-0174.jsonl.gz", "dolma-documents-000.json.gz"):
        with gzip.open(d + "/text/ccnet-dolma/" + name, "rt", encoding="utf-8") as f:
            yield from (o["text"] for o in map(json.loads, f) if "text" in o)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    lines = [json.dumps({"text": t}, ensure_ascii=False) + "\n" for t in docs(sys.argv[1])]
    want, size, rng = float(sys.argv[2]), 0, random.Random(1)
    out = sys.stdout
    while size < want:
        rng.shuffle(lines)
        for line in lines:
            out.write(line)
            size += len(line.encode("utf-8"))


main()
