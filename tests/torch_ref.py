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
other tests and exits 1 on a mismatch.

usage: tests/torch_ref.py [path/to/test_nn_gpt]
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
    if version != 1 or hsize != 256:
        raise SystemExit("%s: version %d, header %d: want 1, 256" % (path, version, hsize))
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


passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
    else:
        failed += 1
        print("FAIL %s %s" % (name, detail), file=sys.stderr)


def main():
    if np is None:
        print("skipping: neither numpy nor torch is importable by %s" % sys.executable)
        print("0 passed, 0 failed")
        return 0
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    exe = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build", "tests", "test_nn_gpt")
    with tempfile.TemporaryDirectory() as d:
        subprocess.run([exe], env=dict(os.environ, MTK_NN_DUMP=d), check=True, stdout=subprocess.DEVNULL)
        cfg, P = read_ckpt(os.path.join(d, "ref.ckpt"))
        tok = np.fromfile(os.path.join(d, "ref.tok"), dtype="<i4")
        tgt = np.fromfile(os.path.join(d, "ref.tgt"), dtype="<i4")
        ours_logits = np.fromfile(os.path.join(d, "ref.logits"), dtype="<f4").astype(np.float64)
        ours_loss = float(np.fromfile(os.path.join(d, "ref.loss"), dtype="<f8")[0])
        ours_grads = np.fromfile(os.path.join(d, "ref.grads"), dtype="<f4").astype(np.float64)
    T = cfg["max_seq"]
    B = len(tok) // T
    tok, tgt = tok.reshape(B, T), tgt.reshape(B, T)
    ours_logits = ours_logits.reshape(B, T, cfg["vocab"])
    mask = np.triu(np.full((T, T), -np.inf), 1)

    if torch is None:
        print("torch is not importable by %s: comparing the forward pass with numpy only" % sys.executable)
        logits, loss = forward(Ops("numpy"), P, cfg, tok, tgt, mask)
        grads = None
    else:
        tp = {k: torch.tensor(v, dtype=torch.float64, requires_grad=True) for k, v in P.items()}
        logits, loss = forward(Ops("torch"), tp, cfg, torch.tensor(tok, dtype=torch.long),
                               torch.tensor(tgt), torch.tensor(mask))
        loss.backward()
        logits = logits.detach().numpy()
        loss = float(loss.detach())
        grads = np.concatenate([tp[k].grad.numpy().reshape(-1) for k in NAMES])

    err = float(np.abs(logits - ours_logits).max())
    check("logits", err < 1e-4 * max(1.0, float(np.abs(logits).max())), "max abs diff %.3g" % err)
    check("loss", abs(loss - ours_loss) < 1e-5 * abs(loss), "ours %.9g, reference %.9g" % (ours_loss, loss))
    print("logits max diff %.3g, loss ours %.7f reference %.7f" % (err, ours_loss, loss))
    if grads is not None:
        off = 0
        for name, shp in zip(NAMES, shapes(cfg["layers"], cfg["dim"], cfg["vocab_padded"], cfg["max_seq"])):
            n = int(np.prod(shp))
            a, b = ours_grads[off:off + n], grads[off:off + n]
            rel = float(np.abs(a - b).max() / max(np.abs(b).max(), 1e-12))
            check("grad " + name, rel < 1e-3, "max diff relative to max |grad| %.3g" % rel)
            print("grad %-10s rel diff %.3g" % (name, rel))
            off += n
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
