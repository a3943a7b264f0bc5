"""The peer of bench_mplan_serve.sh: a GPT-2 of the given shape (random
weights) generating N tokens greedily with a key/value cache in PyTorch on
one CPU thread, as msample does with its cache; prints the median
milliseconds a token after the first. Usage: torch_decode.py L H C V N"""
import statistics
import sys
import time

import torch

L, H, C, V, N = (int(a) for a in sys.argv[1:6])
torch.set_num_threads(1)
torch.manual_seed(0)
hs = C // H


def w(*shape):
    return torch.randn(*shape) * 0.02


wte, wpe = w(V, C), w(N + 1, C)
layers = [dict(qkv=w(C, 3 * C), ap=w(C, C), fc=w(C, 4 * C), fp=w(4 * C, C)) for _ in range(L)]
ln = torch.nn.functional.layer_norm
gelu = torch.nn.functional.gelu


@torch.no_grad()
def step(tok, pos, cache):
    x = wte[tok] + wpe[pos]
    for i, p in enumerate(layers):
        q, k, v = (ln(x, (C,)) @ p["qkv"]).split(C)
        cache[i][0].append(k.view(H, hs))
        cache[i][1].append(v.view(H, hs))
        K, Vv = torch.stack(cache[i][0], 1), torch.stack(cache[i][1], 1)   # H, t, hs
        a = torch.softmax((K @ q.view(H, hs, 1)).squeeze(-1) / hs ** 0.5, -1)
        x = x + (a.unsqueeze(1) @ Vv).reshape(C) @ p["ap"]
        x = x + gelu(ln(x, (C,)) @ p["fc"], approximate="tanh") @ p["fp"]
    return int((ln(x, (C,)) @ wte.T).argmax())


cache = [([], []) for _ in range(L)]
tok, times = 0, []
for pos in range(N):
    t0 = time.perf_counter()
    tok = step(tok, pos, cache)
    times.append(time.perf_counter() - t0)
print(f"{1000 * statistics.median(times[1:]):.2f}")
