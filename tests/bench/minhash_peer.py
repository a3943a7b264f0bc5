#!/usr/bin/python3
"""Peer for bench_mdedup.sh: datatrove's MinHash signature method in Python +
numpy, written here from its description (not copied): text simplified
(lowercase, punctuation out, whitespace folded, accents stripped after NFD),
word 5-grams joined by spaces, each hashed with sha1 (first 8 bytes, little
endian), 112 permutations h(x) = ((a*x + b) mod 2^61-1) & (2^61-1) in uint64
numpy arithmetic, minimum over shingles.

usage: minhash_peer.py corpus.jsonl [max_bytes]
prints "peer: N docs, B bytes, W s wall, C s CPU, R MB/s of text per CPU second"
"""
import hashlib
import json
import re
import string
import sys
import time
import unicodedata

import numpy as np

P = np.uint64((1 << 61) - 1)
NPERM, N = 112, 5
PUNCT = re.compile("[%s]" % re.escape(string.punctuation))
WS = re.compile(r"\s+")


def simplify(t):
    t = unicodedata.normalize("NFD", t.lower())
    t = "".join(c for c in t if unicodedata.category(c) != "Mn")
    return WS.sub(" ", PUNCT.sub(" ", t)).strip()


def main():
    path = sys.argv[1]
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else 1 << 62
    rng = np.random.RandomState(1)
    a = rng.randint(1, int(P), size=(1, NPERM), dtype=np.uint64)
    b = rng.randint(0, int(P), size=(1, NPERM), dtype=np.uint64)
    docs = nbytes = 0
    sigs = []
    t0, c0 = time.perf_counter(), time.process_time()
    with open(path, encoding="utf-8") as f:
        for line in f:
            text = json.loads(line)["text"]
            nbytes += len(text.encode("utf-8"))
            docs += 1
            w = simplify(text).split(" ")
            grams = [" ".join(w[i:i + N]) for i in range(max(1, len(w) - N + 1))]
            sh = np.fromiter((int.from_bytes(hashlib.sha1(g.encode()).digest()[:8], "little") for g in grams),
                             dtype=np.uint64, count=len(grams)).reshape(-1, 1)
            with np.errstate(over="ignore"):
                phv = np.bitwise_and((sh * a + b) % P, P)
            sigs.append(phv.min(axis=0))
            if nbytes >= limit:
                break
    dt, dc = time.perf_counter() - t0, time.process_time() - c0
    print("peer: %d docs, %d bytes, %.2f s wall, %.2f s CPU, %.2f MB/s of text per CPU second"
          % (docs, nbytes, dt, dc, nbytes / dc / 1e6))


main()
