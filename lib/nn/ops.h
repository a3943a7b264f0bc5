/*
 * nn/ops: the table of operations the GPT model is written against, and the
 * CPU backend that implements it.
 *
 * The model (nn/gpt.c) never touches memory it did not get from ops->alloc
 * and never computes on it itself: every read, write and kernel goes through
 * the table, so a second backend (CUDA, kernels/) slots in by filling the same
 * table. Buffers are flat arrays with explicit element counts; on a device
 * backend the pointers are device pointers and the host only moves bytes
 * with to_dev / to_host. Token ids are int32 in backend memory.
 *
 * Element types (the dtype contract). A backend stores activations in
 * be->act_dtype, fixed at creation: NN_F32 on the CPU, NN_BF16 by default on
 * CUDA (MTK_CUDA_ACT=bf16|fp32). Every `void *` below is an activation
 * buffer of act_dtype elements: out, inp, pre, qkv, logits and their
 * gradients (dout, dinp, dqkv). Everything typed `float *` is fp32 whatever
 * act_dtype is: parameters (the master weights), parameter gradients, AdamW
 * moments, biases and LayerNorm weights as read by the ops, and the small
 * per-row statistics (mean, rstd, lse, losses). Matmuls read their weight
 * `w` in act_dtype: the model keeps a low-precision shadow of the parameters
 * (gpt.h: params_lp) that adamw refreshes in the same pass (p_lowp). All
 * arithmetic and every sum is fp32 (double in sumsq): a bf16 value is
 * widened on load and rounded (to nearest even) once on store, so an op's
 * output carries one bf16 rounding (relative 2^-8) on top of its fp32 math.
 *
 * Accumulation contract (what the model relies on):
 *   - parameter gradients (dw, dbias, dln_w, dln_b, dwte, dwpe) are always
 *     accumulated (+=) in fp32, so gradient accumulation over micro-batches
 *     needs no extra buffers;
 *   - layernorm_bwd accumulates into dinp (+=, in act_dtype): the residual
 *     stream gradient flows through it unchanged;
 *   - matmul_bwd and gelu_bwd overwrite dinp (=); gelu_bwd may run in place;
 *   - residual_fwd and residual_layernorm_fwd may write res over either term
 *     (the model's res = in + res).
 *
 * Determinism: the CPU backend gives bit-identical results for any thread
 * count, except inside OpenBLAS sgemm (whose thread count is set to the same
 * -j). Every reduction has a fixed order: threads split work by output
 * element, never by summation index.
 *
 * Shapes: N = B*T rows; C channels; OC output channels; weights are stored
 * [OC][C] (out-major, like torch.nn.Linear), so y = x W^T + b.
 */
#ifndef MTK_NN_OPS_H
#define MTK_NN_OPS_H

#include <stddef.h>
#include <stdint.h>

enum nn_epilogue { NN_EPI_NONE = 0, NN_EPI_GELU = 1 };
/* local targets of the vocabulary-parallel cross-entropy (ce_stats) */
enum { NN_CE_IGNORE = -1, NN_CE_ELSEWHERE = -2 };
/* element type of activation storage (struct nn_be.act_dtype) */
enum nn_dtype { NN_F32 = 0, NN_BF16 = 1 };

struct nn_be;
struct nn_attn_drop;

struct nn_dcoll;

/* the most rows of a product the CPU backend runs as a few-row product */
enum { NN_FEW_ROWS = 8 };

struct nn_ops {
	const char *name;
	void (*destroy)(struct nn_be *be);      /* frees impl, not be */
	double (*peak_flops)(const struct nn_be *be);
	/* one line for logs: the device and the settings that change speed or
	 * numerics (CUDA: the MTK_CUDA_* choices in effect), in buf */
	void (*describe)(const struct nn_be *be, char *buf, size_t len);
	/* memory: alloc returns zeroed memory or NULL (message set) */
	void *(*alloc)(struct nn_be *be, size_t bytes);
	void (*free)(struct nn_be *be, void *p);
	void (*zero)(struct nn_be *be, void *p, size_t bytes);
	void (*to_dev)(struct nn_be *be, void *dst, const void *src, size_t bytes);
	void (*to_host)(struct nn_be *be, void *dst, const void *src, size_t bytes);
	void (*copy)(struct nn_be *be, void *dst, const void *src, size_t bytes);

	/* out[N][C] = wte[tok] + wpe[t], t = row % T (fp32 tables, summed in
	 * fp32, rounded once to act_dtype). A token < 0 takes no wte row (with
	 * tensor parallelism, one another rank's vocabulary shard owns), and
	 * wpe may be NULL (no position term: added by one rank only). */
	void (*embed_fwd)(struct nn_be *be, void *out, const int32_t *tok,
	                  const float *wte, const float *wpe, int N, int T, int C);
	/* dwte[tok] += dout for tok >= 0, dwpe[t] += dout (fp32; none when
	 * dwpe is NULL) */
	void (*embed_bwd)(struct nn_be *be, float *dwte, float *dwpe, const void *dout,
	                  const int32_t *tok, int N, int T, int C);

	/* out = (x - mean) * rstd * w + b per row; mean, rstd [N] saved */
	void (*layernorm_fwd)(struct nn_be *be, void *out, float *mean, float *rstd,
	                      const void *inp, const float *w, const float *b, int N, int C);
	/* dinp += the input's gradient, dw += colsum(dout * xhat), db +=
	 * colsum(dout); with dsum, also dsum += colsum(dinp) as it stands
	 * after the update: the bias gradient of the projection whose output
	 * gradient dinp is (the model's residual stream feeds attproj and
	 * fcproj), summed in the pass that writes dinp instead of a second
	 * pass that reads it back. */
	void (*layernorm_bwd)(struct nn_be *be, void *dinp, float *dw, float *db, float *dsum,
	                      const void *dout, const void *inp, const float *w,
	                      const float *mean, const float *rstd, int N, int C);

	/* out[N][OC] = inp[N][C] w[OC][C]^T (+ bias). With NN_EPI_GELU, pre gets
	 * the pre-activation and out gelu(pre); otherwise pre is unused. w is
	 * in act_dtype (the shadow), bias fp32. Up to NN_FEW_ROWS rows (a batch
	 * decoding) the CPU's reads the weight once, not as a packed GEMM:
	 * mplan calibrate times that product apart (few_flops). */
	void (*matmul_fwd)(struct nn_be *be, void *out, void *pre, const void *inp,
	                   const void *w, const float *bias, int N, int C, int OC, int epi);
	/* dinp = dout w (if dinp), dw += dout^T inp, dbias += colsum(dout) (if
	 * dbias); dw and dbias fp32. With pre (the [N][C] pre-activation of a
	 * GELU whose output was inp), dinp = (dout w) * gelu'(pre): the GELU's
	 * backward fused into the product (gelu_bwd's formula; CUDA may run it
	 * in the GEMM's epilogue, rounding once instead of twice); then with
	 * dpre_bias also dpre_bias += colsum(dinp) as stored: the bias
	 * gradient of the product that made pre, summed where dinp is written
	 * (so that product's own matmul_bwd takes dbias = NULL). */
	void (*matmul_bwd)(struct nn_be *be, void *dinp, float *dw, float *dbias,
	                   const void *dout, const void *inp, const void *w, const void *pre,
	                   float *dpre_bias, int N, int C, int OC);

	/* Causal multi-head attention. qkv [B][T][3][NH][HS] (q, k, v each
	 * [NH][HS], as produced by the fused qkv linear), out [B][T][NH][HS],
	 * lse [B][NH][T] the log-sum-exp of each softmax row (all that backward
	 * keeps: it recomputes the probabilities, flash-attention style).
	 * drop (NULL: none) drops attention probabilities, each kept one
	 * scaled by 1/(1 - p), by nn_attn_keep: lse is the softmax's, undropped,
	 * and the backward redraws the same mask from drop. */
	void (*attention_fwd)(struct nn_be *be, void *out, float *lse, const void *qkv,
	                      int B, int T, int NH, int HS, const struct nn_attn_drop *drop);
	/* dqkv = gradient w.r.t. qkv (overwritten) */
	void (*attention_bwd)(struct nn_be *be, void *dqkv, const void *dout,
	                      const void *qkv, const void *out, const float *lse,
	                      int B, int T, int NH, int HS, const struct nn_attn_drop *drop);

	/* Optional (NULL where a backend has none: nn/gpt then recomputes the
	 * window): generation with a key/value cache. For each of B sequences
	 * one new query, q [B] rows of qs elements, the first NH x HS of each
	 * the query, against keys and values 0 .. n-1 of its cache, kc and vc
	 * [B][Tc][NH][HS]; out [B][NH][HS]: attention_fwd's last row for
	 * that query. */
	void (*attention_decode)(struct nn_be *be, void *out, const void *q, size_t qs, const void *kc,
	                         const void *vc, int B, int n, int Tc, int NH, int HS);

	/* GELU, tanh approximation (activations) */
	void (*gelu_fwd)(struct nn_be *be, void *out, const void *inp, size_t n);
	void (*gelu_bwd)(struct nn_be *be, void *dinp, const void *inp, const void *dout, size_t n);

	/* out = a + b (activations) */
	void (*residual_fwd)(struct nn_be *be, void *out, const void *a, const void *b, size_t n);
	/* res = a + b, then ln = LayerNorm(res) with mean, rstd [N] saved: the
	 * residual add and the LayerNorm that follows it in one pass over the
	 * row (res may alias a or b). The LayerNorm normalises res as stored
	 * (rounded to act_dtype), so the result equals residual_fwd followed
	 * by layernorm_fwd (bit for bit on the CPU), and a backward or a
	 * recomputation that reads res sees what the forward normalised. */
	void (*residual_layernorm_fwd)(struct nn_be *be, void *res, void *ln, float *mean,
	                               float *rstd, const void *a, const void *b,
	                               const float *w, const float *bias, int N, int C);
	/* Dropout, counter-based: out = in / (1 - p) where element (r, c)
	 * of rows r = row0 .. row0 + N - 1 is kept, 0 where it is dropped:
	 * dropped when nn_drop_bits(key, r C + c) < p 2^24, a function of
	 * the key and the element's coordinates alone (the caller makes them
	 * global: every layout, recomputation and backend draws the same
	 * mask). The backward is the same call on the gradient. out may be
	 * in. */
	void (*dropout)(struct nn_be *be, void *out, const void *in, int N, int C, uint64_t key,
	                uint64_t row0, float p);
	/* acc += x (activations) */
	void (*add)(struct nn_be *be, void *acc, const void *x, size_t n);
	/* x *= s (activations) */
	void (*scale)(struct nn_be *be, void *x, size_t n, float s);

	/* Softmax cross-entropy over the first V of Vp logits per row (the
	 * padding columns are masked out: they get probability 0 and gradient
	 * 0). losses[N] gets -log p(target); a target < 0 is ignored (loss 0,
	 * gradient 0). When dscale != 0 the logits are overwritten in place with
	 * dscale * dloss/dlogits (the fused backward). */
	void (*crossentropy)(struct nn_be *be, void *logits, float *losses,
	                     const int32_t *targets, int N, int V, int Vp, float dscale);
	/* The same loss over a vocabulary split between R ranks (tensor
	 * parallelism: each holds Vp columns of the logits, the first V of
	 * them real), in two halves around an all-gather of the statistics.
	 * Local targets: the column in this shard, NN_CE_IGNORE (the row has
	 * no target: loss and gradient 0) or NN_CE_ELSEWHERE (another rank's
	 * column). ce_stats writes stats[N][3] = the row's max m over the V
	 * columns, sum exp(l - m), and the target's logit (0 when elsewhere).
	 * ce_finish reads every rank's stats ([R][N][3], rank order), so
	 * M = max m_r, S = sum s_r exp(m_r - M), loss = M + log S - sum of the
	 * target logits (the same bits on every rank); with dscale != 0 the
	 * logits become dscale * (exp(l - M) / S - [target]), as crossentropy
	 * does. */
	void (*ce_stats)(struct nn_be *be, const void *logits, float *stats, const int32_t *targets,
	                 int N, int V, int Vp);
	void (*ce_finish)(struct nn_be *be, void *logits, float *losses, const int32_t *targets,
	                  const float *stats, int R, int N, int V, int Vp, float dscale);

	/* AdamW (torch semantics, decoupled decay): g = grad * gscale;
	 * p -= lr * wd * p; m, v updated; p -= lr * mhat / (sqrt(vhat) + eps).
	 * t is the 1-based step used for bias correction. All fp32; when p_lowp
	 * is not NULL it gets the updated p rounded to act_dtype (the shadow the
	 * matmuls read), in the same pass. */
	void (*adamw)(struct nn_be *be, float *p, void *p_lowp, const float *grad, float *m,
	              float *v, size_t n, float lr, float beta1, float beta2, float eps,
	              float wd, float gscale, int t);
	/* sum of squares of x[0..n) in double, fixed summation order */
	double (*sumsq)(struct nn_be *be, const float *x, size_t n);

	/* Optional (nn/prof): marks on the timeline of an asynchronous
	 * backend; NULL on a synchronous one, which the host clock times.
	 * marks makes room for n marks (0, or -1 with a message); mark records
	 * mark i, reached when the work queued before it is done; marks_ms
	 * waits for marks 0..n-1 and gives each one's time after mark 0. */
	int (*marks)(struct nn_be *be, int n);
	void (*mark)(struct nn_be *be, int i);
	void (*marks_ms)(struct nn_be *be, int n, double *ms);
	/* Optional (nn/prof): the bytes a second the memory moves at most
	 * (the datasheet's; NULL where not known) */
	double (*peak_bytes)(const struct nn_be *be);
	/* Optional: collectives between the backend's own buffers by the
	 * device's library (NCCL on CUDA), which nn/comm uses in place of MPI
	 * over host copies; NULL where there are none. */
	const struct nn_dcoll *dcoll;
};

/* A backend's device collectives (see nn/comm.c for how they are used).
 * A group is joined by every member with the same id, made by one member
 * (make_id) and passed over MPI; each operation is issued by every member
 * in the same order, in stream order with the backend's ops (it returns
 * before it is done, as a kernel does). Errors inside an operation end the
 * process with a message, as a failed kernel does. */
struct nn_dcoll {
	size_t id_bytes;                                 /* at most NN_DCOLL_ID_MAX */
	int (*make_id)(void *id);                        /* 0, or -1 and a message */
	/* the device a rank runs on, for telling ranks sharing one apart */
	int (*device)(const struct nn_be *be);
	void *(*join)(struct nn_be *be, const void *id, int size, int rank);   /* NULL + message */
	void (*leave)(void *g);
	/* x[0..n) in place: the sum (max when max != 0) over the group;
	 * dtype: enum nn_dtype (bf16 is summed by the library in bf16) */
	void (*all_reduce)(struct nn_be *be, void *g, void *x, size_t n, int dtype, int max);
	/* out[0..n) := the sum of the members' in[rank n .. (rank + 1) n) */
	void (*reduce_scatter)(struct nn_be *be, void *g, void *out, const void *in, size_t n, int dtype);
	/* out[r bytes .. (r + 1) bytes) := member r's in[0..bytes) */
	void (*all_gather)(struct nn_be *be, void *g, void *out, const void *in, size_t bytes);
	/* root's x[0..bytes) to every member (in place) */
	void (*bcast)(struct nn_be *be, void *g, void *x, size_t bytes, int root);
	/* root's x[0..n) := the sum over the members of x[0..n) (fp32, in place) */
	void (*reduce)(struct nn_be *be, void *g, float *x, size_t n, int root);
	/* begin (1) and end (0) a group of operations issued as one (NCCL's
	 * ncclGroupStart/End): how uneven shards are reduced and gathered */
	void (*batch)(int begin);
};
enum { NN_DCOLL_ID_MAX = 256 };

/* A backend instance: its table and its private state. */
struct nn_be {
	const struct nn_ops *ops;
	int act_dtype;                     /* enum nn_dtype, set at creation */
	int host_mem;                      /* its memory is host memory (nn/comm reads it) */
	size_t bytes_in_use, bytes_peak;   /* kept by alloc/free */
	void *impl;
};

/* The CPU backend with `threads` worker threads (>= 1; OpenBLAS gets the
 * same count). NULL on failure (message set). */
struct nn_be *nn_cpu_new(int threads);
/* What a user asks of the CUDA backend (mtrain's --act, --matmul,
 * --attn-bwd, and the picks file beside its checkpoints). A NULL word: the
 * MTK_CUDA_* variable of that name when set (kept for debugging and the
 * test scripts: kernels/README.md), else the default. */
struct nn_cuda_opts {
	int device;              /* -1: the rank's, its node-local rank (mpirun's,
	                          * Slurm's) modulo the devices present, so ranks
	                          * share devices round robin; 0 alone */
	const char *act;         /* activation storage: "bf16" (default) or "fp32" */
	const char *math;        /* fp32 activations' products: "tf32" (default), "fp32", "bf16" */
	const char *attn_bwd;    /* "recompute" (default: deterministic) or "atomic"
	                          * (dQ summed by atomics: faster, its last bits vary) */
	const char *picks;       /* the tuned cuBLASLt picks file (kernels/matmul.cuh);
	                          * NULL: none kept */
};
/* The CUDA backend (kernels/); o NULL: every default, device -1. NULL and a
 * message when there is no device, it is not built, or a word is unknown. */
struct nn_be *nn_cuda_new(const struct nn_cuda_opts *o);
/* By name: "cpu" or "cuda" (with cuda's options, or NULL). */
struct nn_be *nn_be_new(const char *name, int threads, const struct nn_cuda_opts *cuda);
void nn_be_free(struct nn_be *be);

/* Peak FLOP/s of the backend for MFU estimates (fp32 FMA width estimate on
 * CPU, bf16 tensor-core peak on a GPU). */
double nn_be_peak_flops(const struct nn_be *be);
/* ops->describe into buf (len bytes), for logs */
const char *nn_be_describe(const struct nn_be *be, char *buf, size_t len);

#ifdef __CUDACC__   /* (the emulator runs kernels as host code) */
#define NN_HD __host__ __device__
#else
#define NN_HD
#endif
/* dropout's 24 random bits for element e of the stream `key`: a
 * splitmix64 finalizer over the key and the element's index (a counter-
 * based generator, as Philox is: no state, any element in any order) */
static inline NN_HD uint32_t nn_drop_bits(uint64_t key, uint64_t e)
{
	uint64_t z = key ^ (e * 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (uint32_t)((z ^ (z >> 31)) >> 40);
}
/* the threshold and scale of probability p: kept when bits >= thr */
static inline NN_HD uint32_t nn_drop_thr(float p) { return (uint32_t)(p * 16777216.0f); }

/* Attention dropout (attention_fwd/bwd): the probability of query t and
 * key j of head h of sample b of the micro-batch is kept when
 * nn_drop_bits(key, e) >= nn_drop_thr(p) for its coordinates in the whole
 * run, e = (((sample0 + b) heads + head0 + h) T + t) T + j: the sample's
 * global index, the head's in the whole model (a tensor-parallel rank
 * holds heads head0 ..), so every layout draws the same mask. */
struct nn_attn_drop {
	uint64_t key, sample0;
	int head0, heads;
	float p;
};
/* 1/(1 - p) for a kept element, 0 for a dropped one */
static inline NN_HD float nn_attn_keep(const struct nn_attn_drop *d, int b, int h, int T, int t, int j)
{
	uint64_t e = (((d->sample0 + (uint64_t)b) * (uint64_t)d->heads + (uint64_t)(d->head0 + h)) * (uint64_t)T +
	              (uint64_t)t) * (uint64_t)T + (uint64_t)j;
	return nn_drop_bits(d->key, e) >= nn_drop_thr(d->p) ? 1.0f / (1.0f - d->p) : 0.0f;
}

/* Bytes of one activation element. */
static inline size_t nn_dtype_size(int dtype) { return dtype == NN_BF16 ? 2 : 4; }

/* bf16 <-> fp32 on the host, the device's rounding (to nearest, ties to
 * even; NaN kept quiet), for the shadow weights and for tests. */
static inline uint16_t nn_f32_to_bf16(float f)
{
	union { float f; uint32_t u; } v = {f};
	if ((v.u & 0x7fffffffu) > 0x7f800000u)
		return (uint16_t)((v.u >> 16) | 0x40);
	return (uint16_t)((v.u + 0x7fffu + ((v.u >> 16) & 1)) >> 16);
}
static inline float nn_bf16_to_f32(uint16_t h)
{
	union { uint32_t u; float f; } v = {(uint32_t)h << 16};
	return v.f;
}

#endif
