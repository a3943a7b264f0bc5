# Sourced by the mtrain layout tests (after lib.sh): compare a run with
# the one-rank run $TMP/$base (its log $TMP/$base.jsonl, its checkpoint
# $TMP/$base/model.ckpt).
# Tolerances: the layouts sum the same terms in another order (partial
# products over the group, the loss's statistics per vocabulary shard),
# so fp32 rounding apart: 1e-6 relative on losses and gradient norms,
# 1e-5 of the largest weight on every weight and AdamW moment.
base=one   # the one-rank run compared with
same() {   # name log ckpt: against the one-rank run's; 0 when within tolerance
	python3 - "$TMP/$base.jsonl" "$2" "$TMP/$base/model.ckpt" "$3" <<'PY'
import array, json, sys
def log(p): return [json.loads(l) for l in open(p)]
a, b = log(sys.argv[1]), log(sys.argv[2])
bad = len(a) != len(b)
for x, y in zip(a, b):
    for k in ("loss", "grad_norm"):
        if abs(x[k] - y[k]) > 1e-6 * abs(x[k]):
            print("step %d %s: %.9g, one rank %.9g" % (y["step"], k, y[k], x[k])); bad = True
def floats(p):   # the parameters and moments: from the header to the tensor table
    b = open(p, "rb").read(); end = int.from_bytes(b[104:112], "little")
    v = array.array("f"); v.frombytes(b[256:end]); return v
u, w = floats(sys.argv[3]), floats(sys.argv[4])
if len(u) != len(w):
    print("checkpoint sizes differ"); sys.exit(1)
top = max(abs(x) for x in u)
d = max(abs(x - y) for x, y in zip(u, w))
if d > 1e-5 * top:
    print("weights or moments differ by %.3g (largest %.3g)" % (d, top)); bad = True
sys.exit(1 if bad else 0)
PY
}
check() { same "$@" >"$TMP/.cmp" 2>&1; r=$?; eq "$1" $r 0; [ $r -eq 0 ] || sed 's/^/  /' "$TMP/.cmp" | head -5 >&2; }
