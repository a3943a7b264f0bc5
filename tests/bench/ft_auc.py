#!/usr/bin/env python3
"""ROC AUC and accuracy of fastText predictions.

usage: ft_auc.py TEST.ft PREDICTIONS
PREDICTIONS is `fasttext predict-prob MODEL TEST.ft 2` output; prints
"accuracy A auc U" (AUC by average ranks, ties half credit).
"""
import sys


def main():
    labels = [l.split(" ", 1)[0] == "__label__1" for l in open(sys.argv[1], encoding="utf-8")]
    scores = []
    for line in open(sys.argv[2]):
        f = line.split()
        p = dict(zip(f[0::2], map(float, f[1::2])))
        scores.append(p["__label__1"] if "__label__1" in p else 1 - p.get("__label__0", 0.5))
    assert len(scores) == len(labels), (len(scores), len(labels))
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    rank, i = [0.0] * len(scores), 0
    while i < len(order):
        j = i
        while j < len(order) and scores[order[j]] == scores[order[i]]:
            j += 1
        for k in range(i, j):
            rank[order[k]] = (i + 1 + j) / 2
        i = j
    P = sum(labels)
    N = len(labels) - P
    auc = (sum(r for r, y in zip(rank, labels) if y) - P * (P + 1) / 2) / (P * N)
    acc = sum((s > 0.5) == y for s, y in zip(scores, labels)) / len(labels)
    print("accuracy %.4f auc %.4f" % (acc, auc))


if __name__ == "__main__":
    main()
