#!/usr/bin/env python3
"""Hold mtrain's GPT to an independent implementation.

Runs build/tests/test_nn_gpt with MTK_NN_DUMP=DIR, which writes a checkpoint
of a small model (ref.ckpt, the format of man/mtrain.1) and, for one batch,
the tokens, targets, logits, mean loss and parameter gradients our CPU
backend computes. This script reads the checkpoint with its own parser,
builds the same GPT-2 (pre-LayerNorm, causal attention, tanh GELU, tied
output embedding, padded vocabulary masked out of the loss) in float64 and
compares:
  - with PyTorch: logits, loss and every gradient (autograd);
  - without PyTorch but with numpy: logits and loss (forward only).
With neither it skips, saying why. Prints "N passed, N failed" like the
other tests and exits 1 on a mismatch; the tolerances are TOL_* below. It
also checks that a 3x-tolerance error in any one array would be caught, and
--perturb NAME (logits, loss or a tensor name, e.g. qkv_w) moves one value
of ours by 3x its tolerance to see the comparison fail (exit 1).

usage: tests/torch_ref.py [--perturb NAME] [path/to/test_nn_gpt]
"""
import os
import struct
import subprocess
import sys
import tempfile

NAMES = ["wte", "wpe", "ln1_w", "ln1_b", "qkv_w", "qkv_b", "attproj_w", "attproj_b",
         "ln2_w", "ln2_b", "fc_w", "fc_b", "fcproj_w", "fcproj_b", "lnf_w", "lnf_b"]

try:
    import torch
except ImportError:
    torch = None
try:
    import numpy as np
except ImportError:
    np = None


def shapes(L, C, Vp, S):
    return [(Vp, C), (S, C), (L, C), (L, C), (L, 3 * C, C), (L, 3 * C), (L, C, C), (L, C),
            (L, C), (L, C), (L, 4 * C, C), (L, 4 * C), (L, C, 4 * C), (L, C), (C,), (C,)]


def read_ckpt(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"MTKCKPT\0":
        raise SystemExit("%s: bad magic" % path)
    version, hsize = struct.unpack_from("<II", data, 8)
    if version not in (1, 2) or hsize != 256:
        raise SystemExit("%s: version %d, header %d: want 1 or 2, 256" % (path, version, hsize))
    L, H, C, V, Vp, S = struct.unpack_from("<6I", data, 16)
    (nparams,) = struct.unpack_from("<Q", data, 56)
    cfg = dict(layers=L, heads=H, dim=C, vocab=V, vocab_padded=Vp, max_seq=S, nparams=nparams)
    flat = np.frombuffer(data, dtype="<f4", count=nparams, offset=256).astype(np.float64)
    params, off = {}, 0
    for name, shp in zip(NAMES, shapes(L, C, Vp, S)):
        n = int(np.prod(shp))
        params[name] = flat[off:off + n].reshape(shp)
        off += n
    assert off == nparams, (off, nparams)
    return cfg, params


class Ops:
    """The few array operations the model needs, for numpy or torch."""

    def __init__(self, lib):
        self.t = lib == "torch"

    def tanh(self, x): return torch.tanh(x) if self.t else np.tanh(x)
    def exp(self, x): return torch.exp(x) if self.t else np.exp(x)
    def log(self, x): return torch.log(x) if self.t else np.log(x)
    def sqrt(self, x): return torch.sqrt(x) if self.t else np.sqrt(x)
    def perm(self, x, axes): return x.permute(*axes) if self.t else x.transpose(axes)
    def mean(self, x): return x.mean(-1, keepdim=True) if self.t else x.mean(-1, keepdims=True)
    def sum(self, x): return x.sum(-1, keepdim=True) if self.t else x.sum(-1, keepdims=True)
    def max(self, x): return x.max(-1, keepdim=True).values if self.t else x.max(-1, keepdims=True)
    def swap(self, x): return x.transpose(-1, -2) if self.t else np.swapaxes(x, -1, -2)


def layernorm(o, x, w, b):
    m = o.mean(x)
    v = o.mean((x - m) * (x - m))
    return (x - m) / o.sqrt(v + 1e-5) * w + b


def gelu(o, x):
    return 0.5 * x * (1 + o.tanh(0.7978845608028654 * (x + 0.044715 * x * x * x)))


def forward(o, P, cfg, tok, tgt, mask):
    """Logits [B][T][V] and the mean loss over targets >= 0."""
    L, NH, C, V = cfg["layers"], cfg["heads"], cfg["dim"], cfg["vocab"]
    B, T = tok.shape
    HS = C // NH
    x = P["wte"][tok] + P["wpe"][:T]
    for l in range(L):
        h = layernorm(o, x, P["ln1_w"][l], P["ln1_b"][l])
        qkv = h @ o.swap(P["qkv_w"][l]) + P["qkv_b"][l]
        q, k, v = (o.perm(qkv[:, :, i * C:(i + 1) * C].reshape(B, T, NH, HS), (0, 2, 1, 3)) for i in range(3))
        s = q @ o.swap(k) / HS ** 0.5 + mask[:T, :T]
        s = s - o.max(s)
        p = o.exp(s)
        p = p / o.sum(p)
        y = o.perm(p @ v, (0, 2, 1, 3)).reshape(B, T, C)
        x = x + y @ o.swap(P["attproj_w"][l]) + P["attproj_b"][l]
        h = layernorm(o, x, P["ln2_w"][l], P["ln2_b"][l])
        h = gelu(o, h @ o.swap(P["fc_w"][l]) + P["fc_b"][l])
        x = x + h @ o.swap(P["fcproj_w"][l]) + P["fcproj_b"][l]
    x = layernorm(o, x, P["lnf_w"], P["lnf_b"])
    logits = x @ o.swap(P["wte"][:V])     # the padded rows are masked out of the loss
    z = logits - o.max(logits)
    logp = z - o.log(o.sum(o.exp(z)))
    flat = logp.reshape(B * T, V)
    tg = tgt.reshape(-1)
    keep = [i for i in range(B * T) if int(tg[i]) >= 0]
    loss = -sum(flat[i, int(tg[i])] for i in keep) / len(keep)
    return logits, loss


# Tolerances. The reference runs in float64 on the float32 parameters of the
# checkpoint, so it computes the same function as ours, almost exactly; the
# differences are our float32 rounding: measured on this model, about 4e-7 of
# the logits' scale, 2e-8 of the loss and at most 1e-7 of each gradient's.
# Each bound is 10x to 50x that, relative to a scale:
# max |ours - ref| over the array <= tol * scale.
TOL_LOGITS = 1e-5   # scale: max(1, max |ref logits|)
TOL_LOSS = 1e-6     # scale: |ref loss|
TOL_GRAD = 1e-5     # scale: max |ref grad| of the tensor (per tensor, so a
                    # small tensor is not hidden behind a large one)

passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL %s %s" % (name, detail), file=sys.stderr)


def compare(ref, ours, cfg):
    """[(name, max abs diff, allowed)] for logits, loss and (when ref has
    them) each gradient tensor; ref and ours are dicts of numpy arrays."""
    out = []
    scale = max(1.0, float(np.abs(ref["logits"]).max()))
    out.append(("logits", float(np.abs(ref["logits"] - ours["logits"]).max()), TOL_LOGITS * scale))
    out.append(("loss", abs(ref["loss"] - ours["loss"]), TOL_LOSS * abs(ref["loss"])))
    if ref.get("grads") is not None:
        off = 0
        for name, shp in zip(NAMES, shapes(cfg["layers"], cfg["dim"], cfg["vocab_padded"], cfg["max_seq"])):
            n = int(np.prod(shp))
            a, b = ours["grads"][off:off + n], ref["grads"][off:off + n]
            out.append(("grad " + name, float(np.abs(a - b).max()), TOL_GRAD * float(np.abs(b).max())))
            off += n
    return out


def perturbed(ours, cfg, name, factor):
    """A copy of ours with one element of `name` (logits, loss or a grad
    tensor) moved by factor times its tolerance."""
    p = {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in ours.items()}
    if name == "loss":
        p["loss"] += factor * TOL_LOSS * abs(ours["loss"])
    elif name == "logits":
        p["logits"].reshape(-1)[7] += factor * TOL_LOGITS * max(1.0, float(np.abs(ours["logits"]).max()))
    else:
        off = 0
        for n_, shp in zip(NAMES, shapes(cfg["layers"], cfg["dim"], cfg["vocab_padded"], cfg["max_seq"])):
            n = int(np.prod(shp))
            if n_ == name:
                g = p["grads"][off:off + n]
                g[n // 2] += factor * TOL_GRAD * float(np.abs(g).max())
            off += n
    return p


def main():
    args = sys.argv[1:]
    perturb = None
    if len(args) >= 2 and args[0] == "--perturb":
        perturb, args = args[1], args[2:]
    if np is None:
        print("skipping: neither numpy nor torch is importable by %s" % sys.executable)
        print("0 passed, 0 failed")
        return 0
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    exe = args[0] if args else os.path.join(root, "build", "tests", "test_nn_gpt")
    with tempfile.TemporaryDirectory() as d:
        subprocess.run([exe], env=dict(os.environ, MTK_NN_DUMP=d), check=True, stdout=subprocess.DEVNULL)
        cfg, P = read_ckpt(os.path.join(d, "ref.ckpt"))
        tok = np.fromfile(os.path.join(d, "ref.tok"), dtype="<i4")
        tgt = np.fromfile(os.path.join(d, "ref.tgt"), dtype="<i4")
        ours = {"logits": np.fromfile(os.path.join(d, "ref.logits"), dtype="<f4").astype(np.float64),
                "loss": float(np.fromfile(os.path.join(d, "ref.loss"), dtype="<f8")[0]),
                "grads": np.fromfile(os.path.join(d, "ref.grads"), dtype="<f4").astype(np.float64)}
    T = cfg["max_seq"]
    B = len(tok) // T
    check("dump sizes", len(tok) == B * T and len(tgt) == B * T and B > 0 and
          ours["logits"].size == B * T * cfg["vocab"] and ours["grads"].size == cfg["nparams"],
          "tokens %d, logits %d, grads %d for B %d T %d vocab %d params %d" %
          (len(tok), ours["logits"].size, ours["grads"].size, B, T, cfg["vocab"], cfg["nparams"]))
    if failed:
        print("%d passed, %d failed" % (passed, failed))
        return 1
    tok, tgt = tok.reshape(B, T), tgt.reshape(B, T)
    ours["logits"] = ours["logits"].reshape(B, T, cfg["vocab"])
    mask = np.triu(np.full((T, T), -np.inf), 1)

    if torch is None:
        print("torch is not importable by %s: comparing the forward pass with numpy only" % sys.executable)
        logits, loss = forward(Ops("numpy"), P, cfg, tok, tgt, mask)
        ref = {"logits": logits, "loss": float(loss), "grads": None}
    else:
        torch.set_num_threads(1)
        tp = {k: torch.tensor(v, dtype=torch.float64, requires_grad=True) for k, v in P.items()}
        logits, loss = forward(Ops("torch"), tp, cfg, torch.tensor(tok, dtype=torch.long),
                               torch.tensor(tgt), torch.tensor(mask))
        loss.backward()
        ref = {"logits": logits.detach().numpy(), "loss": float(loss.detach()),
               "grads": np.concatenate([tp[k].grad.numpy().reshape(-1) for k in NAMES])}
    if perturb:   # to see this fail: --perturb NAME moves one value of ours
        ours = perturbed(ours, cfg, perturb, 3.0)

    print("%-15s %10s %10s   (max |ours - ref|, float64 ref%s)" %
          ("", "diff", "allowed", "" if ref["grads"] is not None else ", forward only"))
    for name, err, tol in compare(ref, ours, cfg):
        check(name, err <= tol, "max abs diff %.3g > allowed %.3g" % (err, tol))
        print("%-15s %10.3g %10.3g" % (name, err, tol))
    print("loss ours %.9f reference %.9f" % (ours["loss"], ref["loss"]))
    # The comparison itself must be able to fail: moving any one value of
    # ours by 3x its tolerance is caught, and caught under its own name.
    if not perturb:
        names = [n for n, _, _ in compare(ref, ours, cfg)]
        missed = []
        for name in names:
            bad = [n for n, e, t in compare(ref, perturbed(ours, cfg, name[5:] if name.startswith("grad ") else name, 3.0), cfg) if e > t]
            if bad != [name]:
                missed.append("%s (flagged %s)" % (name, bad))
        check("a 3x-tolerance error in any one array is caught", not missed, ", ".join(missed))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
