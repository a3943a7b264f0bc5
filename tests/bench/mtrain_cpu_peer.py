#!/usr/bin/env python3
"""The PyTorch peer of tests/bench/bench_mtrain_cpu.sh: mtrain's GPT and
training step in PyTorch on the CPU, for a speed comparison at the same
shapes, batch and thread count.

The model is mtrain's (man/mtrain.1): learned position embeddings,
pre-LayerNorm blocks of causal attention and a 4x tanh-GELU MLP, a final
LayerNorm, the output projection tied to the token embedding, the
vocabulary padded to a multiple of 128 with the padded logits left out of
the loss. Attention is written out (QK^T, mask, softmax, PV) as mtrain's
CPU backend does it; torch 1.13 has no fused attention on the CPU. The step
is mtrain's: float32, one micro-batch per step, global-norm clipping at 1,
AdamW (beta 0.9/0.95, eps 1e-8, weight decay 0.1 on matrices and
embeddings only), the learning rate decayed from --lr to lr/10 by a cosine
over the steps.

Samples are consecutive chunks of T+1 tokens of PREFIX.bin (uint16, as
written by mtok); the order does not matter to speed. Prints a line per
step and, last, "RESULT tok_s=X steps=N" with the median tokens/s over the
steps after --warmup.

--ranks N: data parallel as mtrain under mpirun -np N: N processes
(torch.distributed, gloo over loopback) of --threads each, each a batch of
B/N, the gradients all-reduced by DistributedDataParallel; with --zero the
optimizer state sharded by ZeroRedundancyOptimizer (mtrain's
--distributed-optimizer). tokens/s counts the whole batch, timed on rank 0.

usage: mtrain_cpu_peer.py --data PREFIX --layers L --heads A --dim C
                          --vocab V --seq T --batch B --steps N
                          [--warmup W] [--threads J] [--lr X] [--ranks N [--zero]]
"""
import argparse
import math
import os
import statistics
import sys
import time

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn


class Block(nn.Module):
    def __init__(self, C, H):
        super().__init__()
        self.H = H
        self.ln1 = nn.LayerNorm(C)
        self.qkv = nn.Linear(C, 3 * C)
        self.attproj = nn.Linear(C, C)
        self.ln2 = nn.LayerNorm(C)
        self.fc = nn.Linear(C, 4 * C)
        self.fcproj = nn.Linear(4 * C, C)

    def forward(self, x, mask):
        B, T, C = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(C, dim=2)
        q, k, v = (t.view(B, T, self.H, C // self.H).transpose(1, 2) for t in (q, k, v))
        s = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(C // self.H))
        s = s.masked_fill(mask[:T, :T], float("-inf"))
        y = (F.softmax(s, dim=-1) @ v).transpose(1, 2).reshape(B, T, C)
        x = x + self.attproj(y)
        return x + self.fcproj(F.gelu(self.fc(self.ln2(x)), approximate="tanh"))


class GPT(nn.Module):
    def __init__(self, L, H, C, V, T):
        super().__init__()
        self.V = V
        Vp = (V + 127) // 128 * 128
        self.wte = nn.Embedding(Vp, C)
        self.wpe = nn.Embedding(T, C)
        self.blocks = nn.ModuleList(Block(C, H) for _ in range(L))
        self.lnf = nn.LayerNorm(C)
        # a plain attribute, not a buffer: DDP broadcasts buffers, and gloo has no bool
        self.mask = torch.ones(T, T, dtype=torch.bool).triu(1)
        for n, p in self.named_parameters():
            if p.dim() == 2:
                std = 0.02 / math.sqrt(2 * L) if n.endswith(("attproj.weight", "fcproj.weight")) else 0.02
                nn.init.normal_(p, 0.0, std)
            elif n.endswith("bias"):
                nn.init.zeros_(p)
        with torch.no_grad():
            self.wte.weight[V:].zero_()

    def forward(self, idx, tgt):
        T = idx.shape[1]
        x = self.wte(idx) + self.wpe(torch.arange(T))
        for b in self.blocks:
            x = b(x, self.mask)
        logits = self.lnf(x) @ self.wte.weight.t()
        return F.cross_entropy(logits[..., :self.V].reshape(-1, self.V), tgt.reshape(-1))


def main():
    a = args()
    if a.ranks > 1:
        import socket
        import torch.multiprocessing as mp
        with socket.socket() as s:   # a free port on loopback for the rendezvous
            s.bind(("127.0.0.1", 0))
            os.environ["MASTER_PORT"] = str(s.getsockname()[1])
        os.environ["MASTER_ADDR"] = "127.0.0.1"
        mp.spawn(train, args=(a,), nprocs=a.ranks)
    else:
        train(0, a)


def args():
    ap = argparse.ArgumentParser()
    for name in ("layers", "heads", "dim", "vocab", "seq", "batch", "steps"):
        ap.add_argument("--" + name, type=int, required=True)
    ap.add_argument("--data", required=True)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--lr", type=float, default=6e-4)
    ap.add_argument("--ranks", type=int, default=1)
    ap.add_argument("--zero", action="store_true")
    a = ap.parse_args()
    if a.batch % a.ranks:
        sys.exit("mtrain_cpu_peer: --batch %d is not a multiple of --ranks %d" % (a.batch, a.ranks))
    return a


def train(rank, a):
    torch.set_num_threads(a.threads)
    dist = a.ranks > 1
    if dist:
        torch.distributed.init_process_group("gloo", rank=rank, world_size=a.ranks)
    torch.manual_seed(1234)
    toks = np.fromfile(a.data + ".bin", dtype="<u2").astype(np.int64)
    n_chunks = (len(toks) - 1) // a.seq
    if n_chunks < a.batch:
        sys.exit("mtrain_cpu_peer: %s.bin: %d tokens, fewer than one batch" % (a.data, len(toks)))
    if int(toks.max()) >= a.vocab:
        sys.exit("mtrain_cpu_peer: token %d is not below --vocab %d" % (int(toks.max()), a.vocab))

    model = GPT(a.layers, a.heads, a.dim, a.vocab, a.seq)
    decay = [p for p in model.parameters() if p.dim() == 2]
    other = [p for p in model.parameters() if p.dim() != 2]
    if a.zero and dist:   # ZeRO-1 takes one parameter group; a second goes in with add_param_group
        from torch.distributed.optim import ZeroRedundancyOptimizer
        opt = ZeroRedundancyOptimizer(decay, optimizer_class=torch.optim.AdamW, lr=a.lr,
                                      betas=(0.9, 0.95), eps=1e-8, weight_decay=0.1)
        opt.add_param_group({"params": other, "weight_decay": 0.0})
    else:
        opt = torch.optim.AdamW([{"params": decay, "weight_decay": 0.1}, {"params": other, "weight_decay": 0.0}],
                                lr=a.lr, betas=(0.9, 0.95), eps=1e-8)
    step_model = torch.nn.parallel.DistributedDataParallel(model) if dist else model
    if rank == 0:
        print("torch %s, %d threads, %.2fM parameters%s" %
              (torch.__version__, torch.get_num_threads(), sum(p.numel() for p in model.parameters()) / 1e6,
               ", %d ranks%s" % (a.ranks, " (ZeRO-1)" if a.zero else "") if dist else ""), flush=True)
    mine = a.batch // a.ranks
    rates = []
    for step in range(a.steps):
        for g in opt.param_groups:   # mtrain's default: cosine from --lr to lr/10 over the steps
            g["lr"] = a.lr / 10 + (a.lr - a.lr / 10) * 0.5 * (1 + math.cos(math.pi * (step + 1) / a.steps))
        t0 = time.perf_counter()   # like mtrain's, the step's time includes fetching its batch
        j0 = (step * a.batch) % (n_chunks - a.batch + 1) + rank * mine
        rows = [toks[(j0 + i) * a.seq:(j0 + i) * a.seq + a.seq + 1] for i in range(mine)]
        batch = torch.from_numpy(np.stack(rows))
        loss = step_model(batch[:, :-1], batch[:, 1:])
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
        dt = time.perf_counter() - t0
        tps = a.batch * a.seq / dt
        if step >= a.warmup:
            rates.append(tps)
        if rank == 0:
            print("step %d | loss %.4f | %.0f tok/s | %.0f ms" % (step + 1, loss.item(), tps, dt * 1e3), flush=True)
    if rank == 0:
        print("RESULT tok_s=%.1f steps=%d" % (statistics.median(rates) if rates else 0.0, len(rates)))
    if dist:
        torch.distributed.destroy_process_group()


if __name__ == "__main__":
    main()
