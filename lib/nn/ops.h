/*
 * nn/ops: the table of operations the GPT model is written against, and the
 * CPU backend that implements it.
 *
 * The model (nn/gpt.c) never touches memory it did not get from ops->alloc
 * and never computes on it itself: every read, write and kernel goes through
 * the table, so a second backend (CUDA, kernels/) slots in by filling the same
 * table. Buffers are flat arrays of float with explicit element counts; on a
 * device backend the pointers are device pointers and the host only moves
 * bytes with to_dev / to_host. Token ids are int32 in backend memory.
 *
 * Accumulation contract (what the model relies on):
 *   - parameter gradients (dw, dbias, dln_w, dln_b, dwte, dwpe) are always
 *     accumulated (+=), so gradient accumulation over micro-batches needs no
 *     extra buffers;
 *   - layernorm_bwd accumulates into dinp (+=): the residual stream gradient
 *     flows through it unchanged;
 *   - matmul_bwd and gelu_bwd overwrite dinp (=); gelu_bwd may run in place.
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

struct nn_be;

struct nn_ops {
	const char *name;
	void (*destroy)(struct nn_be *be);      /* frees impl, not be */
	double (*peak_flops)(const struct nn_be *be);
	/* memory: alloc returns zeroed memory or NULL (message set) */
	void *(*alloc)(struct nn_be *be, size_t bytes);
	void (*free)(struct nn_be *be, void *p);
	void (*zero)(struct nn_be *be, void *p, size_t bytes);
	void (*to_dev)(struct nn_be *be, void *dst, const void *src, size_t bytes);
	void (*to_host)(struct nn_be *be, void *dst, const void *src, size_t bytes);
	void (*copy)(struct nn_be *be, void *dst, const void *src, size_t bytes);

	/* out[N][C] = wte[tok] + wpe[t], t = row % T */
	void (*embed_fwd)(struct nn_be *be, float *out, const int32_t *tok,
	                  const float *wte, const float *wpe, int N, int T, int C);
	/* dwte[tok] += dout, dwpe[t] += dout */
	void (*embed_bwd)(struct nn_be *be, float *dwte, float *dwpe, const float *dout,
	                  const int32_t *tok, int N, int T, int C);

	/* out = (x - mean) * rstd * w + b per row; mean, rstd [N] saved */
	void (*layernorm_fwd)(struct nn_be *be, float *out, float *mean, float *rstd,
	                      const float *inp, const float *w, const float *b, int N, int C);
	void (*layernorm_bwd)(struct nn_be *be, float *dinp, float *dw, float *db,
	                      const float *dout, const float *inp, const float *w,
	                      const float *mean, const float *rstd, int N, int C);

	/* out[N][OC] = inp[N][C] w[OC][C]^T (+ bias). With NN_EPI_GELU, pre gets
	 * the pre-activation and out gelu(pre); otherwise pre is unused. */
	void (*matmul_fwd)(struct nn_be *be, float *out, float *pre, const float *inp,
	                   const float *w, const float *bias, int N, int C, int OC, int epi);
	/* dinp = dout w (if dinp), dw += dout^T inp, dbias += colsum(dout) (if dbias) */
	void (*matmul_bwd)(struct nn_be *be, float *dinp, float *dw, float *dbias,
	                   const float *dout, const float *inp, const float *w,
	                   int N, int C, int OC);

	/* Causal multi-head attention. qkv [B][T][3][NH][HS] (q, k, v each
	 * [NH][HS], as produced by the fused qkv linear), out [B][T][NH][HS],
	 * lse [B][NH][T] the log-sum-exp of each softmax row (all that backward
	 * keeps: it recomputes the probabilities, flash-attention style). */
	void (*attention_fwd)(struct nn_be *be, float *out, float *lse, const float *qkv,
	                      int B, int T, int NH, int HS);
	/* dqkv = gradient w.r.t. qkv (overwritten) */
	void (*attention_bwd)(struct nn_be *be, float *dqkv, const float *dout,
	                      const float *qkv, const float *out, const float *lse,
	                      int B, int T, int NH, int HS);

	/* GELU, tanh approximation */
	void (*gelu_fwd)(struct nn_be *be, float *out, const float *inp, size_t n);
	void (*gelu_bwd)(struct nn_be *be, float *dinp, const float *inp, const float *dout, size_t n);

	/* out = a + b */
	void (*residual_fwd)(struct nn_be *be, float *out, const float *a, const float *b, size_t n);
	/* acc += x */
	void (*add)(struct nn_be *be, float *acc, const float *x, size_t n);
	/* x *= s */
	void (*scale)(struct nn_be *be, float *x, size_t n, float s);

	/* Softmax cross-entropy over the first V of Vp logits per row (the
	 * padding columns are masked out: they get probability 0 and gradient
	 * 0). losses[N] gets -log p(target); a target < 0 is ignored (loss 0,
	 * gradient 0). When dscale != 0 the logits are overwritten in place with
	 * dscale * dloss/dlogits (the fused backward). */
	void (*crossentropy)(struct nn_be *be, float *logits, float *losses,
	                     const int32_t *targets, int N, int V, int Vp, float dscale);

	/* AdamW (torch semantics, decoupled decay): g = grad * gscale;
	 * p -= lr * wd * p; m, v updated; p -= lr * mhat / (sqrt(vhat) + eps).
	 * t is the 1-based step used for bias correction. */
	void (*adamw)(struct nn_be *be, float *p, const float *grad, float *m, float *v,
	              size_t n, float lr, float beta1, float beta2, float eps, float wd,
	              float gscale, int t);
	/* sum of squares of x[0..n) in double, fixed summation order */
	double (*sumsq)(struct nn_be *be, const float *x, size_t n);
};

/* A backend instance: its table and its private state. */
struct nn_be {
	const struct nn_ops *ops;
	size_t bytes_in_use, bytes_peak;   /* kept by alloc/free */
	void *impl;
};

/* The CPU backend with `threads` worker threads (>= 1; OpenBLAS gets the
 * same count). NULL on failure (message set). */
struct nn_be *nn_cpu_new(int threads);
/* The CUDA backend (kernels/); until it exists, NULL and a message. */
struct nn_be *nn_cuda_new(int device);
/* By name: "cpu" or "cuda". */
struct nn_be *nn_be_new(const char *name, int threads);
void nn_be_free(struct nn_be *be);

/* Peak FLOP/s of the backend for MFU estimates (fp32 FMA width estimate on
 * CPU, bf16 tensor-core peak on a GPU). */
double nn_be_peak_flops(const struct nn_be *be);

#endif
