/*
 * nn/plan: mplan's model of a training layout's memory and time, from the
 * shapes alone, so that the layouts of a job can be ranked in seconds.
 *
 * A layout is what mtrain's options choose: tp, sp, pp (and virtual
 * stages), the micro-batch, the recompute policy and the distributed
 * optimizer; dp follows from the number of GPUs. Whether a layout is
 * valid is nn_layout_decide's answer (nn/layout.h), never re-derived here.
 *
 * Memory, per rank, as mtrain allocates it (nn/gpt.c: gpt_init_layout):
 * the parameters and their gradients (fp32, 4 + 4 bytes a parameter of the
 * rank's tensors: the sliced ones / tp, the replicated whole), AdamW's two
 * moments (8 bytes a parameter of the optimizer's range: nn_layout_opt_range,
 * a 1/dp shard with the distributed optimizer), the bf16 shadow of the
 * weights when activations are bf16 (2 bytes a parameter), the activation
 * arena with the token and target ids (gpt_stage_arena_bytes, exactly), and the
 * profile's fixed workspace (cuBLAS's and the like). On the CPU backend the
 * sum equals the backend's bytes_in_use (tests/unit/test_nn_plan.c).
 * With pipeline stages (1F1B, or interleaved with virtual stages, as
 * mtrain runs them), the first stage's or the last's, whichever is more:
 * the first holds its layers' parameters and the embeddings, and the
 * activations of the micro-batches it holds in flight (nn_sched_inflight:
 * pp under 1F1B, interleaved 1 + (pp - 1) / (pp v) times that in chunks),
 * the last the tied embedding, the final LayerNorm, one micro-batch and
 * the classifier's logits. Both are held against the allocator too.
 *
 * Time, per step: matrix products at the profile's rate, attention at its
 * own, the memory-bound ops (LayerNorm, GELU, residual adds, cross-entropy,
 * AdamW) as bytes over the profile's bandwidth, each collective by the ring
 * formulas over the node's or the network's bandwidth (tensor groups inside
 * a node), a fixed cost an op (launch; what makes small micro-batches slow),
 * the recomputation's extra work (full:N: the first N layers of each
 * chunk, as mtrain recomputes them), and with pipelines the sends between
 * stages, the tied embedding's gradient sum, and the bubble.
 * Nothing overlaps: mtrain runs its collectives between the kernels.
 */
#ifndef MTK_NN_PLAN_H
#define MTK_NN_PLAN_H

#include <stddef.h>

#include "nn/gpt.h"

/* A device profile (mplan --gpu: the files of data/plan, or mplan calibrate's). */
struct plan_gpu {
	char name[64];
	double peak_flops;     /* the datasheet's dense FLOP/s, for MFU */
	double matmul_flops;   /* FLOP/s the matrix products reach */
	double matmul_call;    /* seconds a product costs besides its FLOPs
	                        * at matmul_flops (small ones reach less) */
	double attn_flops;     /* FLOP/s the attention reaches (plan_attn_flops' count) */
	double mem_bw;         /* bytes/s the memory-bound ops reach */
	double intra_bw;       /* bytes/s a GPU, ring collectives inside a node */
	double inter_bw;       /* bytes/s a GPU, ring collectives across nodes */
	double latency;        /* seconds a step of a ring collective */
	double launch;         /* seconds an op costs besides its work (a kernel launch) */
	double mem;            /* bytes of memory a GPU */
	double reserve;        /* bytes of it the allocator never gets (context) */
	double workspace;      /* bytes a rank allocates besides the model (cuBLAS) */
	double weight_bw;      /* bytes/s a product of one row streams its weight at
	                        * (generation; absent from a profile: mem_bw) */
	double few_flops;      /* FLOP/s a product of NN_FEW_ROWS rows through a
	                        * weight past the caches reaches (a small batch
	                        * decoding; absent: matmul_flops) */
	int act_dtype;         /* enum nn_dtype of activations */
	int per_node;          /* GPUs a node (0: not set) */
	int threads;           /* CPU: mtrain -j the profile was measured with */
	int cuda;              /* mtrain --device cuda */
};

/* Read a profile: "key value" lines, # comments; every key of struct
 * plan_gpu by its name, act bf16|fp32, device cpu|cuda, sizes with
 * suffixes (80Gi). name labels messages. 0, or -1 with "name:line: ...". */
int plan_gpu_parse(struct plan_gpu *g, const char *text, const char *name);
/* Write a profile in the form plan_gpu_parse reads (comment: a first
 * line, may be NULL). */
void plan_gpu_write(const struct plan_gpu *g, const char *comment, char *buf, size_t len);

/* One layout, as mtrain's options say it. */
struct plan_layout {
	int tp, sp, pp, vstages, dp, mbs, distopt;
	enum gpt_recompute rc;
};

/* The job: the model (checked), the sequence, the global batch and the
 * GPUs. */
struct plan_job {
	struct gpt_config cfg;
	int T;
	long G;
	int gpus, per_node;
	enum gpt_recompute rc;   /* a policy plan_search tries besides its own (0: none) */
};

/* A rank's memory: that of pipeline stage `stage`, the first or the
 * last, whichever needs more (0 without a pipeline). */
struct plan_mem {
	double params, grads, moments, shadow, acts, workspace, total;
	int stage;
};

struct plan_time {
	double matmul, attn, membound, recompute, tp_comm, pp_comm, bubble, dp_comm, optimizer;
	double step;              /* seconds a step */
	double tokens_per_s, mfu;
};

/* Parameters of a rank of tensor group tp at pipeline stage 0 of pp (the
 * first stage holds the embeddings; pp 1: the whole model's rank share). */
size_t plan_rank_params(const struct gpt_config *cfg, int tp, int pp);
/* FLOPs of one causal attention (forward and backward) over n tokens of
 * sequences of T, heads of the whole dim C on one rank of tp: the count
 * the profiles' attn_flops is measured in (4 n T C / 2 forward, 2.5 times
 * that backward). */
double plan_attn_flops(double n, int T, int C, int tp);
/* The memory of a rank of layout l (checked by nn_layout_decide). */
void plan_memory(const struct plan_job *j, const struct plan_layout *l, const struct plan_gpu *g,
                 struct plan_mem *m);
/* The time of a step. */
void plan_time(const struct plan_job *j, const struct plan_layout *l, const struct plan_gpu *g,
               struct plan_time *t);
/* Check l against nn_layout_decide (and what mtrain adds: the
 * distributed optimizer's 2^31 parameters); fills l->dp, turns distopt
 * off where it means nothing. 0 or -1 with the message. */
int plan_check(const struct plan_job *j, struct plan_layout *l);

struct plan_result {
	struct plan_layout l;
	struct plan_mem m;
	struct plan_time t;
	int fits;
};

/* Every valid layout of the job: tp (divisors of per_node and gpus), pp
 * (with_pp: divisors of the rest, virtual stages dividing the layers),
 * micro-batches (powers of two and divisors of the global batch's share),
 * sp, recompute none, selective, full:N (N a quarter, half, three quarters
 * of a chunk's layers: mtrain recomputes the first N of each chunk; j->rc
 * too) and full, the distributed optimizer on and off. *out
 * (malloc'd, the caller frees) sorted: those that fit first, fastest
 * first; the rest by memory, least first. Returns the count (0: none
 * valid, with the message of the first rejection), or -1 on a bad job. */
long plan_search(const struct plan_job *j, const struct plan_gpu *g, double mem, int with_pp,
                 struct plan_result **out);

/* The recompute policy's name as mtrain takes it (full, full:N). */
const char *plan_rc_name(enum gpt_recompute rc, int layers, char *buf, size_t len);

/* A trial run's figures from mtrain --log's text (a JSON object a step,
 * with "ms" and "mem_mib"): *ms the median of the steps' milliseconds
 * after the first (which warms up: allocation, cuBLAS's choices), *mem
 * the last step's mem_mib, *steps the steps read. 0, or -1 with a
 * message when fewer than 2 steps have an "ms". */
int plan_log_figures(const char *text, double *ms, double *mem, int *steps);

/*
 * Serving (mplan --serve): generation as msample runs it, with the
 * key/value cache (nn/gpt.h: gpt_decode), on replicas of tp x pp GPUs
 * each decoding a batch of sequences together. Memory a GPU: the
 * parameters (fp32, and the shadow in bf16), msample's window arena
 * (gpt_stage_arena_bytes, one sequence, forward only), the cache
 * (gpt_cache_bytes; the keys and values split over tp and pp) and the
 * workspace: on one CPU rank exactly what msample allocates. Time of a
 * decode step, per layer: the products, at small batches bound by
 * reading the weights (12 C^2 / tp elements a step); the attention,
 * reading the cached keys and values of the context; the small ops; two
 * all-reduces of the tensor group a layer; the classifier; with
 * pipeline stages the batch as pp micro-batches and the bubble. The
 * first token: the prompt decoded token by token, as msample does.
 * Only tp 1, pp 1, one sequence is what msample itself runs today.
 */
struct plan_serve_job {
	struct gpt_config cfg;   /* checked */
	int prompt, gen;         /* tokens of the prompt, and to generate */
	int gpus, per_node;
};
struct plan_serve {
	int tp, pp, batch, replicas;
	double params, shadow, arena, cache, workspace, mem;   /* bytes a GPU */
	double first_s, token_s, tokens_per_s;   /* first token, a step, all replicas */
	int fits;                                /* in memory, and under the latency cap */
};
/* Fill s's memory and times (s->tp, pp, batch set; tp x pp dividing the
 * GPUs). */
void plan_serve_eval(const struct plan_serve_job *j, const struct plan_gpu *g, struct plan_serve *s);
/* Every tp (powers of two inside a node, dividing the heads), pp
 * (dividing the layers), batch (powers of two up to max_batch): *out
 * (malloc'd) sorted, those within mem bytes and a step within cap_s
 * seconds (0: no cap) first, by tokens/s. The count, or -1 with a
 * message. */
long plan_serve_search(const struct plan_serve_job *j, const struct plan_gpu *g, double mem, double cap_s,
                       int max_batch, struct plan_serve **out);

/* A product's rate and fixed cost (plan_gpu's matmul_flops, matmul_call)
 * from the seconds t that calibrate's call of three products (forward,
 * two backward) of flops FLOPs took, and t4 at a quarter of the rows:
 * t = flops / rate + 3 call. Where the quarter took a quarter of the time
 * or less (or t4 is 0), the rate is flops / t and the cost 0. */
void plan_fit_products(double flops, double t, double t4, double *rate, double *call);

/* Measure a backend with mtrain's own ops (matmul_fwd/bwd, attention,
 * LayerNorm, GELU, residual, AdamW, copy) at shapes of the model cfg,
 * micro-batch B x T, into g (name, peak from the backend; the rest
 * measured). With a world of several ranks (mpirun -np N mplan calibrate)
 * every rank measures at once, as ranks that share a machine run, and the
 * collectives are timed too (nn_comm_all_reduce, small and large: latency
 * and intra_bw); alone, those are guesses. A collective over world when it
 * has several ranks. 0 or -1 with a message. */
struct nn_be;
struct nn_comm;
int plan_calibrate(struct nn_be *be, const struct gpt_config *cfg, int B, int T, struct nn_comm *world,
                   struct plan_gpu *g);

#endif
