/*
 * nn/gpt: the GPT-2 model, written once against nn/ops.h.
 *
 * Token + learned position embeddings, pre-LayerNorm blocks (causal
 * multi-head attention, GELU MLP 4x), final LayerNorm, output projection tied
 * to the token embedding. The vocabulary is padded to a multiple of 128 (the
 * padding rows of wte stay zero and the padded logits are masked out of the
 * loss), so GEMM shapes stay friendly to every backend.
 *
 * A struct gpt owns, in backend memory: the parameters, their gradients,
 * AdamW's two moments (one flat fp32 buffer each, tensors in the fixed order
 * of gpt_tensor_names, which is also the checkpoint order), and the
 * activation arena for one micro-batch of at most B x T tokens. Which
 * activations the arena keeps for backward is decided in one place (gpt.c:
 * plan_acts) from the recompute policy; layers read them through accessors
 * that recompute what was not kept.
 *
 * Precision follows the backend (nn/ops.h, the dtype contract): activations
 * are stored in be->act_dtype (fp32 on the CPU, bf16 by default on CUDA);
 * parameters, gradients and AdamW state are always fp32 (master weights).
 * When act_dtype is not fp32 the model also keeps params_lp, the parameters
 * rounded to act_dtype, which the matmuls read; gpt_init, gpt_set (on
 * params) and gpt_adamw keep it equal to round(params). The code path is
 * the same for every dtype: only element sizes change.
 *
 * Parallelism: g->lay (nn/layout.h; NULL: one rank) is the job's layout,
 * given to gpt_init_layout. Data parallelism: each rank of a data group
 * holds the same parameters and nn/train.c sums the gradients over the
 * group. With the distributed optimizer (the layout's distopt;
 * gpt_shard_optimizer) a rank keeps AdamW's moments only for its shard
 * [opt_lo, opt_hi) of the flat buffers, updates only that part of the
 * parameters, and the step gathers them.
 *
 * Tensor parallelism (Megatron-LM's, Shoeybi et al. 2019) over the
 * layout's tp ranks: a rank holds its shard of the matrices, heads A/tp,
 * MLP width 4H/tp, vocabulary Vp/tp rows of wte, and whole copies of the
 * rest (LayerNorms, wpe, the biases of the row-parallel products). The
 * flat buffers hold the local tensors (nparams), in the same order;
 * t[i].full counts the tensor whole and t[i].split says how it is cut
 * (gpt_shard_copy). Column-parallel qkv (whole heads) and fc, row-parallel
 * attproj and fcproj, whose bias the group's first rank adds to its
 * partial sum, once. Megatron's f and g at the four points a layer needs
 * them (f_bwd_sum, g_fwd_sum: the identity with one rank, so the code is
 * the same code); a vocabulary-parallel embedding (a rank's rows, the
 * position term added by one rank, the partial sums all-reduced) and
 * cross-entropy (ce_stats / ce_finish around an all-gather of three
 * floats a row: the full logits never exist). The initialisation is the
 * one-rank initialisation, sliced: every tp starts from the same weights.
 *
 * Sequence parallelism (--sp, Korthikanti et al. 2022) over the same
 * group: the residual stream, the LayerNorms and what they keep hold a
 * rank's contiguous N / tp of the micro-batch's B x T rows; f becomes an
 * all-gather of the LayerNorm output before the column-parallel product
 * (into a.allrows2, again in backward rather than kept) and g a
 * reduce-scatter of the row-parallel product's partial sums (computed
 * into a.allrows), so the activations outside the tensor-parallel regions
 * are split too and the traffic is the same. The embedding sums every
 * row and scatters; the classifier gathers lnf. The replicated tensors'
 * gradients are then partial: gpt_sync_grads sums them.
 */
#ifndef MTK_NN_GPT_H
#define MTK_NN_GPT_H

#include <stddef.h>
#include <stdint.h>

#include "nn/ops.h"

struct nn_layout;
struct nn_trace;

struct gpt_config {
	int layers, heads, dim;
	int vocab;          /* real vocabulary: targets and inputs must be < vocab */
	int vocab_padded;   /* vocab rounded up to a multiple of 128 */
	int max_seq;        /* rows of wpe */
};

/* "d12", "d24", "d36", "d48": GPT-2 small/medium/large/xl shapes (heads
 * 12/16/20/25, dim 768/1024/1280/1600), vocab 50257, max_seq 1024.
 * 0, or -1 with a message for an unknown name. */
int gpt_preset(struct gpt_config *c, const char *name);
/* Check a config (dim divisible by heads, positive sizes) and set
 * vocab_padded. 0 or -1 with a message. */
int gpt_config_check(struct gpt_config *c);
size_t gpt_num_params(const struct gpt_config *c);
/* FLOPs of one training step's forward+backward per token, as llm.c and
 * the peers count them: 6N + 6 L C T (N all parameters). */
double gpt_flops_per_token(const struct gpt_config *c, int T);

enum { GPT_NT = 16 };   /* parameter tensors */
/* What the arena keeps (see plan_acts in gpt.c). GPT_INFERENCE is forward
 * only: no gradients, no AdamW moments, no backward scratch (a third of
 * the memory of a training model's parameter state). GPT_RECOMPUTE_FULL + n
 * (1 <= n): full recomputation of the first n layers (Megatron's "block"
 * method; n past the layer count means all; with pipeline stages, the
 * first n of each chunk a stage holds): of those only the layer's
 * output residual is kept, one shared slot holds the rest while a layer
 * runs, and backward reruns the layer's forward into it first; the other
 * layers keep everything, as GPT_RECOMPUTE_NONE. */
enum gpt_recompute { GPT_RECOMPUTE_NONE = 0, GPT_RECOMPUTE_SELECTIVE = 1, GPT_INFERENCE = 2,
                     GPT_RECOMPUTE_FULL = 1 << 16 };
/* the layers of cfg a policy recomputes in full */
static inline int gpt_full_layers(enum gpt_recompute rc, int layers)
{
	long n = (long)rc - GPT_RECOMPUTE_FULL;
	return n <= 0 ? 0 : n > layers ? layers : (int)n;
}

/* g->fault, set only by tests/unit/test_nn_tp.c after gpt_init_layout, to
 * show that its comparison catches a broken tensor-parallel layer: f's
 * collectives skipped, g's skipped, the row-parallel bias added by every
 * rank of the group; and a broken pipeline: the tied embedding's gradient
 * not summed over the first and last stage */
enum gpt_fault { GPT_FAULT_SKIP_F = 1, GPT_FAULT_SKIP_G, GPT_FAULT_BIAS_TWICE, GPT_FAULT_SKIP_EMBED };

struct gpt_tensor {
	const char *name;
	size_t off, n;      /* in floats, within the flat buffers (this rank's part) */
	size_t full;        /* floats of the whole tensor (n with one tensor rank) */
	/* the whole tensor seen as [outer][span][inner]; with split, a tensor
	 * rank r holds [outer][r span/tp .. (r + 1) span/tp)[inner] */
	size_t outer, span, inner;
	int split;
	int decay;          /* weight decay applies (matrices and embeddings) */
};

/* pointers into the arena, filled by plan_acts; per-layer buffers hold all
 * layers back to back ([L][N][...]; with full recomputation of the first
 * `full` layers, [L - full + 1][N][...], those layers sharing the first
 * slot; res3 always [L]); a NULL per-layer buffer is recomputed into the
 * matching scratch when backward needs it */
struct gpt_acts {
	/* void *: act_dtype elements; float *: fp32 statistics */
	void *encoded;                   /* [N][C] */
	void *ln1;
	float *ln1_mean, *ln1_rstd;
	void *qkv, *atty;
	float *att_lse;
	void *res2, *ln2;
	float *ln2_mean, *ln2_rstd;
	void *fch, *fch_gelu;
	void *res3, *lnf;
	float *lnf_mean, *lnf_rstd;
	void *logits;                    /* [head_rows][Vp / tp]: one classifier chunk */
	float *ce_st, *ce_all;           /* tp > 1: [head_rows][3], [tp][head_rows][3] */
	int head_rows;                   /* rows per chunk (tests may lower it) */
	float *losses;                   /* [N] */
	int full;                        /* the first `full` layers share slot 0 (recomputed) */
	/* backward scratch, shared by all layers */
	void *dres, *dln, *dbig, *dqkv;
	/* recompute scratch */
	void *ln_scr, *gelu_scr;
	/* sequence parallelism: [N][C] each, every row of a gathered input
	 * or of a product's partial sums */
	void *allrows, *allrows2;
	int32_t *tok, *tgt;              /* [N]: the micro-batch's ids (tok a slot's: the
	                                  * embedding's backward reads them) */
};

/* A micro-batch in flight (pipeline parallelism): its activations (a
 * slot of the arena) and the state of its passes. The model's own fields
 * (g->a, B, T, ...) are those of the slot in use (gpt_use_slot). */
struct gpt_slot {
	struct gpt_acts a;
	int B, T, have_targets, lnf_done, fpb_done;
	int64_t sample0;
};

struct gpt {
	struct gpt_config cfg;
	struct nn_be *be;
	struct gpt_tensor t[GPT_NT];
	size_t nparams;                  /* floats of this rank's tensors */
	int tp, tp_rank;                 /* the tensor group: its size and this rank */
	/* the pipeline: pp stages, this rank's, its vst chunks of Lc layers
	 * (chunk c is the model's chunk c pp + pp_rank); one stage: 1, 0, 1, L */
	int pp, pp_rank, vst, Lc;
	int nslots, cur;                 /* micro-batches the arena holds, the one in use */
	struct gpt_slot *slots;
	int sp;                          /* sequence parallelism over it */
	float drop, attn_drop;           /* hidden and attention dropout (gpt_set_dropout) */
	uint64_t drop_seed;
	int64_t sample0;                 /* training: the global sample of the micro-batch's
	                                  * first row (nn_train_step); -1: no dropout */
	void *lall;                      /* [Vp]: gpt_logits' gathered row under tp (on demand) */
	void *ddrop;                     /* [maxB*maxT][C]: a masked gradient (dropout, no SP) */
	int fault;                       /* 0; a test's deliberate break (enum gpt_fault) */
	float *params, *grads, *m, *v;   /* backend memory, nparams each (m, v: opt_hi - opt_lo);
	                                  * only params with GPT_INFERENCE */
	size_t opt_lo, opt_hi;           /* the part of the parameters this rank's AdamW updates */
	struct nn_layout *lay;           /* the job's ranks (nn/layout.h); NULL: one */
	struct nn_trace *trace;          /* nn/train.c records its passes there (nn/trace.h);
	                                  * NULL: not traced */
	void *params_lp;                 /* params in act_dtype, NULL when that is fp32 */
	int maxB, maxT, B, T;            /* arena capacity; shape of the last forward */
	enum gpt_recompute recompute;
	size_t act_size;                 /* bytes of an activation element */
	void *arena;
	size_t arena_bytes;
	struct gpt_acts a;
	float *losses_host;
	int32_t *tok_host;               /* [maxB*maxT]: ids mapped to the rank's vocabulary */
	int have_targets;                /* the last forward ran the classifier's backward */
	int lnf_done;                    /* blocks_fwd fused lnf into the last residual add */
	int fpb_done;                    /* the layer whose fcproj bias gradient already has
	                                  * colsum(a.dres), added by the LayerNorm backward
	                                  * that wrote it; -1: none */
};

extern const char *const gpt_tensor_names[GPT_NT];

/* Allocate a model for micro-batches of up to B x T tokens (T <= max_seq)
 * and initialise the parameters from seed: N(0, 0.02), residual output
 * projections scaled by 1/sqrt(2 layers), LayerNorm weight 1, biases 0,
 * padded embedding rows 0. 0 or -1 with a message. */
int gpt_init(struct gpt *g, struct nn_be *be, const struct gpt_config *cfg,
             int B, int T, enum gpt_recompute rc, uint64_t seed);
void gpt_release(struct gpt *g);
/* The same for a rank of a layout (lay NULL: one rank; gpt_init): the
 * rank's shard of the model, g->lay = lay. 0 or -1 with a message (a
 * backend without the vocabulary-parallel ops, shapes the layout cannot
 * split). */
int gpt_init_layout(struct gpt *g, struct nn_be *be, const struct gpt_config *cfg, int B, int T,
                    enum gpt_recompute rc, uint64_t seed, struct nn_layout *lay);
/* gpt_init_layout without the initialisation, for a model that a
 * checkpoint fills next (nn_ckpt_load): the parameters hold whatever the
 * allocator gave until then. Drawing 85M normals cost msample seconds. */
int gpt_alloc(struct gpt *g, struct nn_be *be, const struct gpt_config *cfg, int B, int T,
              enum gpt_recompute rc, struct nn_layout *lay);
/* Host copies between a whole tensor and tensor rank r's part of it (of
 * tp): from the whole into the part, or back when gather. */
void gpt_shard_copy(const struct gpt_tensor *t, int tp, int r, float *whole, float *part, int gather);

/* Forward over B x T tokens (host arrays, row-major [B][T]). targets may be
 * NULL (returns 0; gpt_logits gives the logits). Otherwise returns the mean
 * loss over targets >= 0; when dscale != 0 (and the model has gradients)
 * the forward already runs the classifier's backward with the loss scaled
 * by dscale (see gpt_head_fwd), and gpt_backward does the rest. */
float gpt_forward(struct gpt *g, const int32_t *tokens, const int32_t *targets,
                  int B, int T, float dscale);
/* Backward of the last training forward; accumulates into g->grads. */
void gpt_backward(struct gpt *g);
void gpt_zero_grad(struct gpt *g);
/* Hidden dropout of probability p on the embedding's output and on each
 * layer's attention and MLP outputs (Megatron's hidden dropout), and
 * attention dropout of probability pa on the attention probabilities
 * (inside the flash attention: the probabilities are never stored, and
 * its backward redraws the mask), while a forward trains: g->sample0, the
 * global sample index of the micro-batch's first row, set (nn_train_step
 * sets it; -1, the default, is off: evaluation and sampling). The masks
 * are counter-based (ops.h: nn_drop_bits), keyed by seed, site, layer and
 * each element's global coordinates (for the attention: sample, head of
 * the whole model, query, key), so every layout, recompute policy and
 * backend draws the same. 0 or -1 with a message. */
int gpt_set_dropout(struct gpt *g, float p, float pa, uint64_t seed);
/* With sequence parallelism, the replicated tensors' gradients (the
 * LayerNorms, wpe, the row-parallel biases: each rank summed its rows)
 * summed over the tensor group, once a step after the micro-batches; with
 * pipeline stages, the tied embedding's over the first and last stage; a
 * no-op otherwise. A collective over those groups. */
void gpt_sync_grads(struct gpt *g);

/* The same passes in pieces, for a pipeline stage that owns layers
 * [l0, l1): gpt_forward = embed_fwd, blocks_fwd(0, L), head_fwd;
 * gpt_backward = head_bwd, blocks_bwd(0, L), embed_bwd. The residual stream
 * between stages is the arena's res3 of layer l0-1 (encoded for l0 = 0);
 * its gradient is a.dres.
 *
 * Fusions across the pieces: blocks_fwd ends every layer with the residual
 * add fused with the LayerNorm that reads it next (ln1 of the next layer of
 * the range; lnf when the range ends at the last layer, which head_fwd then
 * does not recompute: g->lnf_done). A range that stops before the last
 * layer hands on the plain residual, and the next range (or head_fwd)
 * normalises what it receives.
 *
 * The classifier is chunked (a.head_rows rows at a time) so that the
 * N x Vp logits never exist in full; a chunk's dlogits live only until the
 * next chunk, so the classifier's backward happens inside the forward:
 * head_fwd with targets and dscale != 0 computes, per chunk, the logits,
 * the losses and dlogits (scaled by dscale), then dlnf for those rows into
 * a.dln (overwritten) and dwte += (the gradient accumulates, as always).
 * head_bwd then only runs the final LayerNorm's backward, from a.dln into
 * a.dres (zeroed first). So the gradients change at head_fwd time: call
 * gpt_zero_grad before it, not between head_fwd and head_bwd.
 *
 * The projections' bias gradients are column sums of the residual-stream
 * gradient a.dres, which a LayerNorm backward has just written: lnf's (for
 * the last layer's fcproj), ln1's of layer l (fcproj of l - 1), ln2's
 * (attproj of the same layer). Those LayerNorm backwards add the sums as
 * they write dres (layernorm_bwd's dsum), and g->fpb_done tells the next
 * range of blocks_bwd that its last fcproj's sum is already in; fc's bias
 * gradient is summed where fcproj's backward writes dbig (matmul_bwd's
 * dpre_bias). */
void gpt_embed_fwd(struct gpt *g, const int32_t *tokens, int B, int T);
void gpt_blocks_fwd(struct gpt *g, int l0, int l1);
float gpt_head_fwd(struct gpt *g, const int32_t *targets, float dscale);
void gpt_head_bwd(struct gpt *g);
void gpt_blocks_bwd(struct gpt *g, int l0, int l1);
void gpt_embed_bwd(struct gpt *g);

/* Pipeline parallelism (Narayanan et al. 2021; the layout's pp > 1).
 * The rank is stage pp_rank of pp and holds vst chunks of Lc = L / (pp
 * vst) consecutive layers, chunk c being the model's chunk c pp + pp_rank
 * (Megatron's interleaving): its per-layer tensors hold those layers one
 * chunk after the other, and it holds wte and wpe on the first stage, wte
 * (the tied copy) and lnf on the last, nothing of them between. A chunk
 * runs as above with its range of model layers [k Lc, (k + 1) Lc): the
 * first chunk from gpt_embed_fwd, another from its input received into
 * gpt_stream(GPT_STREAM_IN) after gpt_chunk_begin; its output is
 * GPT_STREAM_OUT (the last chunk runs gpt_head_fwd and gpt_head_bwd at
 * once instead). Its backward takes the output's gradient in
 * GPT_STREAM_GRAD (from gpt_head_bwd, or received), runs gpt_blocks_bwd
 * over the range, and leaves the input's gradient there (the first chunk
 * runs gpt_embed_bwd). The layers of a chunk keep their model index for
 * dropout, so every layout draws the same masks.
 *
 * The arena holds g->nslots micro-batches at once (the most in flight on
 * this stage under the layout's schedule, nn_sched_inflight; one without
 * a pipeline), each in a slot of its own (gpt_slot) with the state of its
 * passes; gpt_use_slot switches. Gradients accumulate over all as usual;
 * gpt_sync_grads then sums the tied embedding's over the first and last
 * stage (the layout's embedding group), gpt_grad_norm counts every
 * stage's tensors and that embedding once, and a checkpoint gathers the
 * stages' layers (gpt_get_whole). */
void gpt_use_slot(struct gpt *g, int k);
/* start a micro-batch of B x T on a chunk whose input is received */
void gpt_chunk_begin(struct gpt *g, int B, int T);
enum gpt_stream { GPT_STREAM_IN, GPT_STREAM_OUT, GPT_STREAM_GRAD };
/* the slot's residual stream buffer `which` (act_dtype elements: *elems,
 * the rank's rows of the micro-batch by dim) */
void *gpt_stream(struct gpt *g, enum gpt_stream which, size_t *elems);
/* Bytes of the activation arena gpt_init_layout would allocate for this
 * shape, policy, activation type (enum nn_dtype) and tensor group (tp,
 * with sequence parallelism or not); 0 for an invalid config. */
size_t gpt_arena_bytes(const struct gpt_config *cfg, int B, int T, enum gpt_recompute rc, int act_dtype,
                       int tp, int sp);
/* The same for pipeline stage `stage` of pp with vst chunks a stage,
 * holding `slots` micro-batches (gpt_arena_bytes is one stage, one slot). */
size_t gpt_stage_arena_bytes(const struct gpt_config *cfg, int B, int T, enum gpt_recompute rc, int act_dtype,
                             int tp, int sp, int pp, int vst, int stage, int slots);
/* The bytes a layer's activations take, by Korthikanti et al. 2022's
 * formula (sbh (34 + 5as/h) with no parallelism, sbh (10 + 24/t + 5as/ht)
 * with TP, sbh/t (34 + 5as/h) with TP and SP, in bf16 with dropout masks)
 * adapted to what mtk keeps (gpt.c: no dropout masks, flash attention's
 * lse instead of the scores, selective recompute keeping neither the
 * LayerNorm nor the GELU outputs): a layer under policy rc, of a micro-
 * batch of B x T, on a rank of tp (with sp). expr (len bytes, may be
 * NULL) gets the formula in s, b, h, a, t. The arena's own per-layer
 * growth (gpt_arena_bytes of L and L - 1 layers) equals it to the
 * buffers' 64-byte alignment (tests/unit/test_nn_gpt.c). */
size_t gpt_layer_bytes(const struct gpt_config *cfg, int B, int T, enum gpt_recompute rc, int act_dtype,
                       int tp, int sp, char *expr, size_t len);
/* Logits of row (b, t) of the last forward into host out[vocab], as fp32
 * whatever the activation type: computed on demand from the row's final
 * LayerNorm output (one 1 x C x Vp product), since no forward keeps them.
 * Without pipeline stages or SP; under tp a collective of the group (the
 * vocabulary's shards gathered). */
void gpt_logits(struct gpt *g, int b, int t, float *out);

/* Generation with a key/value cache (one rank, or a tensor-parallel group
 * without SP; a backend with attention_decode): each layer's keys and
 * values of the tokens seen so far are kept, so a new token costs one row
 * through the model instead of the whole window again. 2 L B Tc C/tp
 * activation elements for the cache, and B (4 C + 9 C/tp + Vp (+ Vp/tp))
 * for one row's activations. */
struct gpt_cache {
	int B, Tc, n;              /* sequences, positions held, positions filled */
	void *k, *v;               /* [L][B][Tc][C] */
	void *x, *ln, *qkv, *att, *res2, *fch, *fcg, *logits, *lpart;
	float *mean, *rstd;
	int32_t *tok;
};
/* A cache for B sequences of up to Tc <= max_seq tokens. 0, or -1 with a
 * message (pipeline stages or SP, no attention_decode in the backend,
 * memory). */
int gpt_cache_init(struct gpt *g, struct gpt_cache *c, int B, int Tc);
void gpt_cache_release(struct gpt *g, struct gpt_cache *c);
/* The bytes gpt_cache_init allocates on a rank of tp (mplan --serve
 * counts them). */
size_t gpt_cache_bytes(const struct gpt_config *cfg, int B, int Tc, int act_dtype, int tp);
/* Token tok[b] of each sequence at position c->n (< Tc) through the
 * model, its keys and values added to the cache (c->n then counts it);
 * logits [B][vocab] (host) of the token that follows. */
void gpt_decode(struct gpt *g, struct gpt_cache *c, const int32_t *tok, float *logits);

/* The distributed optimizer: keep AdamW's moments for [lo, hi) of the
 * flat buffers only (zeroed; the bounds from nn_layout_opt_range).
 * 0 or -1 with a message. */
int gpt_shard_optimizer(struct gpt *g, size_t lo, size_t hi);
/* Global gradient norm (sqrt of the sum of squares over all tensors). With
 * the layout's distributed optimizer, over the rank's shard of the
 * (reduce-scattered) gradients, summed over the data group: a collective. */
double gpt_grad_norm(struct gpt *g);
/* One AdamW step over all tensors (weight decay only on t[i].decay), the
 * gradients scaled by gscale (gradient clipping); step is 1-based. With a
 * sharded optimizer, over [opt_lo, opt_hi) only. */
void gpt_adamw(struct gpt *g, float lr, float wd, float beta1, float beta2, float eps,
               float gscale, int step);

/* Host copies of the flat buffers (params, m, v), nparams floats each, or
 * for m and v of a sharded optimizer their opt_hi - opt_lo. gpt_set on
 * params also refreshes params_lp. */
void gpt_get(struct gpt *g, const float *src, float *host);
void gpt_set(struct gpt *g, float *dst, const float *host);
/* The whole model's buffer (params, m or v) in the one-rank layout,
 * gpt_num_params floats, whatever the layout: gpt_get_whole is a
 * collective over the tensor, data and pipeline groups and fills `host`
 * on the rank of tensor, data and pipeline rank 0 (others may pass NULL);
 * gpt_set_whole takes this rank's part of it (every rank passes the
 * whole). */
void gpt_get_whole(struct gpt *g, const float *src, float *host);
void gpt_set_whole(struct gpt *g, float *dst, const float *host);
/* Tensor i whole (its one-rank elements, as a checkpoint holds it) into
 * this rank's part of it in part, a host copy of a flat buffer. */
void gpt_tensor_part(struct gpt *g, int i, float *whole, float *part);

/* A small deterministic RNG (splitmix64) for init, data order and sampling. */
static inline uint64_t nn_rng_next(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}
/* uniform in [0, 1) with 53 bits */
static inline double nn_rng_unif(uint64_t *s) { return (nn_rng_next(s) >> 11) * (1.0 / 9007199254740992.0); }

#endif
