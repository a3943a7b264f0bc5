"""The peer of bench_mplan_serve.sh: a GPT-2 of the given shape (random
weights) generating N tokens greedily for each of B sequences decoded
together, with a key/value cache, in PyTorch on one CPU thread, as msample
--samples B does with its cache; prints the median milliseconds a step (a
token of every sequence) after the first; THREADS (default 1) threads.
Usage: torch_decode.py L H C V N [B [THREADS]]"""
import statistics
import sys
import time

import torch

L, H, C, V, N = (int(a) for a in sys.argv[1:6])
B = int(sys.argv[6]) if len(sys.argv) > 6 else 1
torch.set_num_threads(int(sys.argv[7]) if len(sys.argv) > 7 else 1)
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
    x = wte[tok] + wpe[pos]   # B, C
    for i, p in enumerate(layers):
        q, k, v = (ln(x, (C,)) @ p["qkv"]).split(C, -1)
        cache[i][0].append(k.view(B, H, hs))
        cache[i][1].append(v.view(B, H, hs))
        K, Vv = torch.stack(cache[i][0], 2), torch.stack(cache[i][1], 2)   # B, H, t, hs
        a = torch.softmax((K @ q.view(B, H, hs, 1)).squeeze(-1) / hs ** 0.5, -1)
        x = x + (a.unsqueeze(2) @ Vv).reshape(B, C) @ p["ap"]
        x = x + gelu(ln(x, (C,)) @ p["fc"], approximate="tanh") @ p["fp"]
    return (ln(x, (C,)) @ wte.T).argmax(-1)


cache = [([], []) for _ in range(L)]
tok, times = torch.zeros(B, dtype=torch.long), []
for pos in range(N):
    t0 = time.perf_counter()
    tok = step(tok, pos, cache)
    times.append(time.perf_counter() - t0)
print(f"{1000 * statistics.median(times[1:]):.2f}")
