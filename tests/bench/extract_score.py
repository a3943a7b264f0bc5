#!/usr/bin/env python3
"""Per-dataset F1 of extraction outputs, the metric of shared/tools/aeb-score.py.

  extract_score.py GROUND_TRUTH.json PRED.json [PRED.json ...]
      a row per system: F1 over all pages, then per dataset (the gold's
      "dataset" field; AEB pages have none and form one set "all")
  extract_score.py --worst N [--dataset D] GROUND_TRUTH.json PRED.json
      the N pages with the lowest F1 per dataset: F1 P R, output and gold
      lengths in characters
  extract_score.py --empty GROUND_TRUTH.json PRED.json
      the pages with empty output whose gold is not empty
"""
import gzip
import importlib.util
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
shared = os.environ.get("MTK_SHARED", os.path.join(here, "..", "..", "..", "shared"))
spec = importlib.util.spec_from_file_location("aeb", os.path.join(shared, "tools", "aeb-score.py"))
aeb = importlib.util.module_from_spec(spec)
spec.loader.exec_module(aeb)


def load(path):
    d = json.load((gzip.open if path.endswith(".gz") else open)(path, "rt", encoding="utf-8"))
    if isinstance(d, dict) and set(d) == {"version", "output"}:
        d = d["output"]
    return d


def page_f1(true, pred):
    tp, fp, fn = aeb.doc_counts(true, pred)
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    if fp == fn == 0 and tp:
        p = r = 1.0
    return (2 * p * r / (p + r) if p + r else 0.0), p, r


def main():
    args = sys.argv[1:]
    worst = 0
    empty = False
    only = None
    while args and args[0].startswith("--"):
        a = args.pop(0)
        if a == "--worst":
            worst = int(args.pop(0))
        elif a == "--dataset":
            only = args.pop(0)
        elif a == "--empty":
            empty = True
    gt = load(args[0])
    sets = {}
    for k, v in gt.items():
        sets.setdefault(v.get("dataset", "all"), {})[k] = v
    names = sorted(sets) if len(sets) > 1 else []
    if worst or empty:
        pred = load(args[1])
        for ds in sorted(sets):
            if only and ds != only:
                continue
            rows = []
            for k, v in sets[ds].items():
                t = v.get("articleBody", "")
                p = (pred.get(k) or {}).get("articleBody", "")
                if empty and (p.strip() or not t.strip()):
                    continue
                f, pp, rr = page_f1(t, p)
                rows.append((f, pp, rr, len(p), len(t), k))
            rows.sort()
            for r in rows[: worst or len(rows)]:
                print(f"{ds:<16} {r[0]:.3f} P {r[1]:.3f} R {r[2]:.3f} out {r[3]:6d} gold {r[4]:6d} {r[5]}")
        return
    print(f"{'system':<20} {'all':>6}" + "".join(f" {n[:15]:>15}" for n in names) + f"  (n={len(gt)})")
    for path in args[1:]:
        d = load(path)
        F = aeb.score(gt, d)[0]
        row = f"{os.path.basename(path).rsplit('.', 1)[0]:<20} {F:6.3f}"
        for n in names:
            row += f" {aeb.score(sets[n], d)[0]:15.3f}"
        print(row)


if __name__ == "__main__":
    main()
