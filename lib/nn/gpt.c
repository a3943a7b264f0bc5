/*
 * nn/gpt: see gpt.h. Every computation goes through g->be->ops; this file
 * only decides shapes, offsets and order.
 */
#include "nn/gpt.h"

#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "err.h"
#include "nn/layout.h"
#include "nn/sched.h"

const char *const gpt_tensor_names[GPT_NT] = {
	"wte", "wpe", "ln1_w", "ln1_b", "qkv_w", "qkv_b", "attproj_w", "attproj_b",
	"ln2_w", "ln2_b", "fc_w", "fc_b", "fcproj_w", "fcproj_b", "lnf_w", "lnf_b",
};
enum { WTE, WPE, LN1W, LN1B, QKVW, QKVB, APW, APB, LN2W, LN2B, FCW, FCB, FPW, FPB, LNFW, LNFB };

int gpt_preset(struct gpt_config *c, const char *name)
{
	static const struct { const char *name; int layers, heads, dim; } p[] = {
		{"d12", 12, 12, 768}, {"d24", 24, 16, 1024}, {"d36", 36, 20, 1280}, {"d48", 48, 25, 1600},
	};
	for (size_t i = 0; i < sizeof p / sizeof p[0]; i++)
		if (!strcmp(name, p[i].name)) {
			c->layers = p[i].layers;
			c->heads = p[i].heads;
			c->dim = p[i].dim;
			c->vocab = 50257;
			c->max_seq = 1024;
			return 0;
		}
	return mtk_seterr("unknown model '%s' (want d12, d24, d36 or d48)", name);
}

int gpt_config_check(struct gpt_config *c)
{
	if (c->layers < 1 || c->heads < 1 || c->dim < 1 || c->vocab < 1 || c->max_seq < 1)
		return mtk_seterr("model sizes must be positive (layers %d, heads %d, dim %d, vocab %d, seq %d)",
		                  c->layers, c->heads, c->dim, c->vocab, c->max_seq);
	if (c->dim % c->heads)
		return mtk_seterr("dim %d is not a multiple of heads %d", c->dim, c->heads);
	if (c->vocab > (1 << 30) || c->dim > (1 << 16) || c->max_seq > (1 << 20) || c->layers > 4096)
		return mtk_seterr("model too large (vocab %d, dim %d, seq %d, layers %d)",
		                  c->vocab, c->dim, c->max_seq, c->layers);
	c->vocab_padded = (c->vocab + 127) / 128 * 128;
	return 0;
}

/* the tensors with a slice per layer ([L][...]) */
static int per_layer(int i) { return i >= LN1W && i <= FPB; }

/* The tensors of the flat buffers for a tensor rank of tp (see gpt.h) on
 * a pipeline stage of `layers` layers, holding the embedding (wte, wpe)
 * or the head (wte, lnf) or not: each whole tensor as [outer][span][inner],
 * cut along span when split; a tensor the stage does not hold has n = 0. */
static void layout(const struct gpt_config *c, int tp, int layers, int embed, int head, struct gpt_tensor *t)
{
	size_t L = (size_t)layers, C = c->dim, Vp = c->vocab_padded, T = c->max_seq;
	static const int decay[GPT_NT] = {1, 1, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0, 1, 0, 0, 0};
	/* outer, span, inner, split: column-parallel products cut their
	 * output rows (qkv per q, k, v: whole heads), row-parallel ones their
	 * input columns, wte its vocabulary rows */
	const size_t shape[GPT_NT][4] = {
		{1, Vp, C, 1}, {1, T, C, 0}, {1, L, C, 0}, {1, L, C, 0},
		{L * 3, C, C, 1}, {L * 3, C, 1, 1}, {L * C, C, 1, 1}, {1, L, C, 0},
		{1, L, C, 0}, {1, L, C, 0}, {L, 4 * C, C, 1}, {L, 4 * C, 1, 1},
		{L * C, 4 * C, 1, 1}, {1, L, C, 0}, {1, 1, C, 0}, {1, 1, C, 0},
	};
	size_t off = 0;
	for (int i = 0; i < GPT_NT; i++) {
		t[i].name = gpt_tensor_names[i];
		t[i].outer = shape[i][0];
		t[i].span = shape[i][1];
		t[i].inner = shape[i][2];
		int held = per_layer(i) || (i == WTE && (embed || head)) || (i == WPE && embed) ||
		           (i >= LNFW && head);
		t[i].split = shape[i][3] && tp > 1 && held;
		t[i].full = held ? t[i].outer * t[i].span * t[i].inner : 0;
		t[i].n = t[i].split ? t[i].full / (size_t)tp : t[i].full;
		t[i].off = off;
		t[i].decay = decay[i];
		off += t[i].n;
	}
}

void gpt_shard_copy(const struct gpt_tensor *t, int tp, int r, float *whole, float *part, int gather)
{
	if (!t->split) {
		if (gather)
			memcpy(whole, part, t->n * sizeof *whole);
		else
			memcpy(part, whole, t->n * sizeof *part);
		return;
	}
	size_t k = t->span / (size_t)tp * t->inner;   /* floats of one outer slice's part */
	for (size_t o = 0; o < t->outer; o++) {
		float *w = whole + (o * t->span * t->inner) + (size_t)r * k, *p = part + o * k;
		if (gather)
			memcpy(w, p, k * sizeof *w);
		else
			memcpy(p, w, k * sizeof *p);
	}
}

size_t gpt_num_params(const struct gpt_config *c)
{
	struct gpt_tensor t[GPT_NT];
	layout(c, 1, c->layers, 1, 1, t);
	return t[GPT_NT - 1].off + t[GPT_NT - 1].n;
}

double gpt_flops_per_token(const struct gpt_config *c, int T)
{
	/* llm.c's estimate (gpt2_estimate_mfu), which the peers are quoted
	 * with: every parameter, padding and position table included, and
	 * 6 L C T for attention. The exact count (12 L C T for the two
	 * attention matmuls, without the lookups) differs by a few percent;
	 * one formula for all keeps the MFU figures comparable. */
	return 6.0 * (double)gpt_num_params(c) + 6.0 * c->layers * c->dim * (double)T;
}

/*
 * Rows of logits per classifier chunk: as many as fit HEAD_CHUNK_BYTES
 * (256 MiB), rounded down to a multiple of 128 when there are that many, at
 * most N. At d12 (Vp = 50304) in bf16 that is 2560 rows, so a chunk's
 * GEMM is still 2560 x 768 x 50304 (0.2 TFLOP forward, 0.6 with its
 * backward; ~7900 output tiles of 128 x 128: the device stays full) while
 * the buffer is about 1/26 of the 6.6 GB the full logits of B = 64,
 * T = 1024 took (26 chunks). Smaller chunks would only add launches;
 * bigger ones buy nothing but memory.
 */
enum { HEAD_CHUNK_BYTES = 256 << 20 };

static size_t head_rows(size_t N, size_t Vp, size_t as)
{
	size_t r = HEAD_CHUNK_BYTES / (Vp * as);
	if (r >= 128)
		r = r / 128 * 128;
	if (r < 1)
		r = 1;
	return r < N ? r : N;
}

/*
 * The one place that decides what the arena keeps (and in what type:
 * activations in elements of `as` bytes, statistics in fp32). With
 * GPT_RECOMPUTE_SELECTIVE the LayerNorm outputs and the GELU output are not
 * kept (they are large and cheap to recompute: Korthikanti et al.'s
 * selective recomputation keeps what is costly to recompute and drops those)
 * and backward recomputes them into shared scratch. With full recomputation
 * of R layers (GPT_RECOMPUTE_FULL + R) the per-layer buffers have L - R + 1
 * slots, the first shared by those layers, and res3 all L (see layer_at).
 *
 * The arena is the shared part (the classifier's chunk, scratch that a
 * pass uses and leaves) and then one part a micro-batch in flight, a slot
 * (gpt_slot): what its backward reads, for the Lc layers of one chunk (all
 * L without a pipeline; R then counts a chunk's layers: Megatron's block
 * recompute, the first R layers of each), the final LayerNorm's when the
 * stage holds the head, and its gradient stream dres. `part` says which
 * of the two to plan. Returns the bytes; with base != NULL also sets the
 * pointers of that part in a (the caller zeroes a once). Every buffer
 * starts on a 64-byte boundary.
 */
enum { PLAN_SHARED = 1, PLAN_SLOT = 2 };

static size_t plan_acts(const struct gpt_config *c, int B, int T, enum gpt_recompute rc,
                        size_t as, int tp, int sp, int Lc, int head, int part, char *base, struct gpt_acts *a)
{
	/* Cl, NH, Vp: this tensor rank's attention width, heads, vocabulary;
	 * Ns: its rows of the residual stream (all N, or N / tp with SP) */
	size_t C = c->dim, N = (size_t)B * T, NH = c->heads / tp, Vp = c->vocab_padded / tp;
	size_t Cl = C / tp, Ns = sp ? N / tp : N;
	int R = gpt_full_layers(rc, Lc);
	size_t L = (size_t)(Lc - R + (R > 0));   /* slots of the per-layer buffers */
	size_t off = 0;
	int keep_cheap = rc != GPT_RECOMPUTE_SELECTIVE && rc != GPT_INFERENCE, train = rc != GPT_INFERENCE;
#define BUF(field, count, size) do { \
		size_t n_ = (count) * (size); \
		if (base) a->field = (void *)(base + off); \
		off += (n_ + 63) & ~(size_t)63; } while (0)
#define ACT(field, count) BUF(field, count, as)
#define F32(field, count) BUF(field, count, sizeof(float))
	if (part == PLAN_SLOT) {
		if (base)
			a->full = R;
		ACT(encoded, Ns * C);
		if (keep_cheap)
			ACT(ln1, L * Ns * C);
		F32(ln1_mean, L * Ns);
		F32(ln1_rstd, L * Ns);
		ACT(qkv, L * N * 3 * Cl);
		ACT(atty, L * N * Cl);
		F32(att_lse, L * NH * N);
		ACT(res2, L * Ns * C);
		if (keep_cheap)
			ACT(ln2, L * Ns * C);
		F32(ln2_mean, L * Ns);
		F32(ln2_rstd, L * Ns);
		ACT(fch, L * N * 4 * Cl);
		if (keep_cheap)
			ACT(fch_gelu, L * N * 4 * Cl);
		ACT(res3, (size_t)Lc * Ns * C);
		if (head) {
			ACT(lnf, Ns * C);
			F32(lnf_mean, Ns);
			F32(lnf_rstd, Ns);
		}
		BUF(tok, N, sizeof(int32_t));
		if (train)
			ACT(dres, Ns * C);
		return off;
	}
	/* the classifier works on chunks of head_rows rows (gpt_head_fwd): the
	 * N x Vp logits never exist in full */
	size_t hr = head_rows(N, Vp, as);
	if (base)
		a->head_rows = (int)hr;
	if (head) {
		ACT(logits, hr * Vp);
		if (tp > 1) {
			F32(ce_st, hr * 3);
			F32(ce_all, (size_t)tp * hr * 3);
		}
		F32(losses, N);
		BUF(tgt, N, sizeof(int32_t));
	}
	if (sp) {   /* every row: a gathered input, a product's partial sums */
		ACT(allrows, N * C);
		ACT(allrows2, N * C);
	}
	if (train) {
		ACT(dln, Ns * C);   /* also attproj's input gradient, N x Cl */
		ACT(dbig, N * 4 * Cl);
		ACT(dqkv, N * 3 * Cl);
	}
	if (!keep_cheap) {
		ACT(ln_scr, Ns * C);
		ACT(gelu_scr, N * 4 * Cl);
	}
#undef ACT
#undef F32
#undef BUF
	return off;
}

/* The arena of a stage holding `slots` micro-batches; with base, sets
 * slot k's pointers in sl[k] (shared ones in each). */
static size_t plan_arena(const struct gpt_config *c, int B, int T, enum gpt_recompute rc, size_t as, int tp,
                         int sp, int Lc, int head, int slots, char *base, struct gpt_slot *sl)
{
	struct gpt_acts sh;
	memset(&sh, 0, sizeof sh);
	size_t shared = plan_acts(c, B, T, rc, as, tp, sp, Lc, head, PLAN_SHARED, base, &sh);
	size_t one = plan_acts(c, B, T, rc, as, tp, sp, Lc, head, PLAN_SLOT, NULL, &sh);
	for (int k = 0; base && k < slots; k++) {
		memset(&sl[k], 0, sizeof sl[k]);
		sl[k].a = sh;
		sl[k].fpb_done = -1;
		sl[k].sample0 = -1;
		plan_acts(c, B, T, rc, as, tp, sp, Lc, head, PLAN_SLOT, base + shared + (size_t)k * one, &sl[k].a);
	}
	return shared + (size_t)slots * one;
}

/* Megatron's conjugate communication operators around a tensor-parallel
 * region: f is identity forward / all-reduce backward, g is all-reduce
 * forward / identity backward (with SP: all-gather / reduce-scatter). With
 * one rank both are the identity. */
static void comm_f_bwd(struct gpt *g, void *x, size_t n)
{
	if (g->tp > 1 && g->fault != GPT_FAULT_SKIP_F)
		nn_comm_sum_act(&g->lay->tpc, g->be, x, n);
}

static void comm_g_fwd(struct gpt *g, void *x, size_t n)
{
	if (g->tp > 1 && g->fault != GPT_FAULT_SKIP_G)
		nn_comm_sum_act(&g->lay->tpc, g->be, x, n);
}

/* Sequence parallelism: g's forward is a reduce-scatter, from the full
 * rows' partial sums `full` into the rank's rows x; f's forward an
 * all-gather of the rank's rows x into all rows (returned: the full
 * buffer, or x itself without SP). The rank's rows are a contiguous
 * share of the B x T rows, so every rank's part of a gather is whole. */
static void sp_scatter(struct gpt *g, void *x, const void *full, size_t nc)
{
	if (g->fault != GPT_FAULT_SKIP_G)
		nn_comm_reduce_scatter_act(&g->lay->tpc, g->be, x, full, nc);
}

static void *sp_gather(struct gpt *g, void *full, const void *x, size_t nc)
{
	if (!g->sp)
		return (void *)x;
	if (g->fault != GPT_FAULT_SKIP_F)
		nn_comm_all_gather(&g->lay->tpc, g->be, full, x, nc, g->act_size);
	return full;
}

/* g after a row-parallel product (and the embedding) whose partial sums
 * are in `part` (a.allrows with SP, else x itself): x := the sum, this
 * rank's rows; and f's backward, the same for an input gradient's
 * partial sums into dln */
static void g_fwd_sum(struct gpt *g, void *x, const void *part, size_t nc)
{
	if (g->sp)
		sp_scatter(g, x, part, nc);
	else
		comm_g_fwd(g, x, nc);
}

static void f_bwd_sum(struct gpt *g, void *dln, const void *part, size_t nc)
{
	if (g->sp)
		sp_scatter(g, dln, part, nc);
	else
		comm_f_bwd(g, dln, nc);
}

/* Hidden dropout (gpt_set_dropout): on the embedding's output and on
 * each layer's two projections' outputs, before the residual adds, while
 * training (g->sample0 >= 0). Each site and layer has its stream (key),
 * and element (r, c) of the rows its coordinates in the whole run:
 * r = global sample x T + position, so every layout (data, tensor,
 * sequence parallel), every accumulation and every recomputation draws
 * the same mask. */
enum { DROP_EMBED, DROP_ATTN, DROP_MLP, DROP_ATTN_CORE };

static int drop_on(const struct gpt *g) { return g->drop > 0 && g->sample0 >= 0; }

static uint64_t drop_key(const struct gpt *g, int site, int l)
{
	uint64_t s = g->drop_seed + 0x9e3779b97f4a7c15ULL * (uint64_t)(site * 65536 + l + 1);
	return nn_rng_next(&s);
}

/* the first global row of the rank's rows (all N, or its share with SP) */
static uint64_t drop_row0(const struct gpt *g, int all)
{
	uint64_t r = (uint64_t)g->sample0 * (uint64_t)g->T;
	return g->sp && !all ? r + (uint64_t)g->tp_rank * ((size_t)g->B * g->T / g->tp) : r;
}

/* attention dropout of layer l for this micro-batch (into d), or NULL */
static const struct nn_attn_drop *attn_drop(const struct gpt *g, int l, struct nn_attn_drop *d)
{
	if (!(g->attn_drop > 0 && g->sample0 >= 0))
		return NULL;
	*d = (struct nn_attn_drop){.key = drop_key(g, DROP_ATTN_CORE, l), .sample0 = (uint64_t)g->sample0,
	                           .head0 = g->tp_rank * (g->cfg.heads / g->tp), .heads = g->cfg.heads,
	                           .p = g->attn_drop};
	return d;
}

/* forward: the rank's rows x (Ns x C) of a site's output, in place */
static void drop_fwd(struct gpt *g, void *x, int rows, int site, int l)
{
	if (drop_on(g))
		g->be->ops->dropout(g->be, x, x, rows, g->cfg.dim, drop_key(g, site, l), drop_row0(g, 0), g->drop);
}

/* backward: the site's output gradient, every row the products need (with
 * SP gathered into a.allrows) with the forward's mask (into a.allrows, or
 * the ddrop scratch: dres goes on unmasked along the residual stream) */
static const void *drop_dres(struct gpt *g, int site, int l)
{
	size_t N = (size_t)g->B * g->T, Ns = g->sp ? N / g->tp : N, C = (size_t)g->cfg.dim;
	const void *dres = sp_gather(g, g->a.allrows, g->a.dres, Ns * C);
	if (!drop_on(g))
		return dres;
	void *out = g->sp ? g->a.allrows : g->ddrop;
	g->be->ops->dropout(g->be, out, dres, (int)N, (int)C, drop_key(g, site, l), drop_row0(g, 1), g->drop);
	return out;
}

size_t gpt_arena_bytes(const struct gpt_config *cfg, int B, int T, enum gpt_recompute rc, int act_dtype,
                       int tp, int sp)
{
	return gpt_stage_arena_bytes(cfg, B, T, rc, act_dtype, tp, sp, 1, 1, 0, 1);
}

size_t gpt_stage_arena_bytes(const struct gpt_config *cfg, int B, int T, enum gpt_recompute rc, int act_dtype,
                             int tp, int sp, int pp, int vst, int stage, int slots)
{
	struct gpt_config c = *cfg;
	tp = tp > 1 ? tp : 1;
	if (gpt_config_check(&c) < 0 || c.heads % tp || c.vocab_padded % tp || (sp && ((size_t)B * T) % tp) ||
	    pp < 1 || vst < 1 || c.layers % (pp * vst) || stage < 0 || stage >= pp)
		return 0;
	return plan_arena(&c, B, T, rc, nn_dtype_size(act_dtype), tp, sp && tp > 1, c.layers / (pp * vst),
	                  stage == pp - 1, slots, NULL, NULL);
}

size_t gpt_layer_bytes(const struct gpt_config *cfg, int B, int T, enum gpt_recompute rc, int act_dtype,
                       int tp, int sp, char *expr, size_t len)
{
	/* per token of the micro-batch (s b = B T of them), h = dim, a =
	 * heads, in activation elements of e bytes: the sequence region
	 * (ln1, res2, ln2, res3: 4 h, over p = tp with SP) and the tensor
	 * region (qkv 3 h, the attention output h, fc's 4 h before and 4 h
	 * after the GELU: 12 h, over t); selective recompute keeps neither
	 * LayerNorm output nor the GELU's (2 h and 8 h); and fp32 statistics,
	 * the LayerNorms' mean and rstd (4) and the attention's lse a head (a
	 * over t), where Korthikanti et al. keep the 5 a s b s attention
	 * scores that flash attention never stores. A layer recomputed in
	 * full keeps its output, h over p. */
	double t = tp > 1 ? tp : 1, p = sp && tp > 1 ? t : 1, e = nn_dtype_size(act_dtype);
	double sb = (double)B * T, h = cfg->dim, a = cfg->heads;
	int sel = rc == GPT_RECOMPUTE_SELECTIVE, full = gpt_full_layers(rc, cfg->layers) > 0;
	double seq = full ? 1 : sel ? 2 : 4, ten = full ? 0 : sel ? 8 : 12, st = full ? 0 : 4;
	double bytes = e * sb * h * (seq / p + ten / t) + 4 * sb * (st / p + (full ? 0 : a / t));
	if (expr && len) {
		if (full)
			snprintf(expr, len, "%g sbh%s", e, p > 1 ? "/t" : "");
		else
			snprintf(expr, len, "sbh (%g%s + %g%s) + sb (%d%s + %d a%s)", e * seq, p > 1 ? "/t" : "",
			         e * ten, t > 1 ? "/t" : "", 16, p > 1 ? "/t" : "", 4, t > 1 ? "/t" : "");
	}
	return (size_t)(bytes + 0.5);
}

/* floats of buffer b: the optimizer's moments may be a shard */
static size_t buf_len(const struct gpt *g, const float *b)
{
	return b && (b == g->m || b == g->v) ? g->opt_hi - g->opt_lo : g->nparams;
}

/* Upload host fp32 parameters to params (when dst is params, also the
 * rounded copy to params_lp, through a bounded host buffer). */

static void set_params(struct gpt *g, float *dst, const float *host)
{
	const struct nn_ops *o = g->be->ops;
	o->to_dev(g->be, dst, host, buf_len(g, dst) * sizeof(float));
	if (dst != g->params || !g->params_lp)
		return;
	enum { CHUNK = 1 << 16 };
	uint16_t *lp = xmalloc(CHUNK * sizeof *lp);
	for (size_t i = 0; i < g->nparams; i += CHUNK) {
		size_t n = g->nparams - i < CHUNK ? g->nparams - i : CHUNK;
		for (size_t j = 0; j < n; j++)
			lp[j] = nn_f32_to_bf16(host[i + j]);
		o->to_dev(g->be, (char *)g->params_lp + i * sizeof *lp, lp, n * sizeof *lp);
	}
	free(lp);
}

/* The one-rank initialisation of tensor i (whole, into w; s the RNG, drawn
 * in tensor order): N(0, 0.02), residual projections scaled, LayerNorm
 * weights 1, biases 0, wte's padding rows 0. */
static void init_tensor(const struct gpt *g, int i, size_t n, float *w, uint64_t *s)
{
	memset(w, 0, n * sizeof *w);
	if (i == LN1W || i == LN2W || i == LNFW) {
		for (size_t j = 0; j < n; j++)
			w[j] = 1.0f;
		return;
	}
	if (!g->t[i].decay)
		return;   /* biases and LayerNorm shifts start at 0 */
	double std = (i == APW || i == FPW) ? 0.02 / sqrt(2.0 * g->cfg.layers) : 0.02;
	if (i == WTE)
		n = (size_t)g->cfg.vocab * g->cfg.dim;   /* padded rows stay 0 */
	for (size_t j = 0; j < n; j += 2) {
		/* Box-Muller, two normals per pair of uniforms */
		double u1 = nn_rng_unif(s), u2 = nn_rng_unif(s);
		double r = sqrt(-2.0 * log(1.0 - u1));
		w[j] = (float)(std * r * cos(2 * M_PI * u2));
		if (j + 1 < n)
			w[j + 1] = (float)(std * r * sin(2 * M_PI * u2));
	}
}

/* Tensor i between the whole model's (whole, n floats) and pipeline stage
 * s's part of it (st: the stage's tensor uncut, ts): a per-layer tensor's
 * layers of the stage's chunks, chunk c being the model's chunk c pp + s;
 * another tensor whole, when the stage holds it. */
static void stage_copy(const struct gpt *g, int s, int i, const struct gpt_tensor *ts, size_t n, float *whole,
                       float *st, int gather)
{
	size_t per = per_layer(i) ? n / (size_t)g->cfg.layers * (size_t)g->Lc : ts->full;   /* floats a chunk */
	for (int c = 0; c < (per_layer(i) ? g->vst : 1); c++) {
		float *w = whole + (per_layer(i) ? (size_t)(c * g->pp + s) * per : 0), *p = st + (size_t)c * per;
		if (gather)
			memcpy(w, p, per * sizeof *w);
		else
			memcpy(p, w, per * sizeof *p);
	}
}

/* tensor i of the whole model (n floats) into this rank's part: its
 * stage's layers, then its tensor rank's slice */
static void rank_copy(const struct gpt *g, int i, size_t n, float *whole, float *part)
{
	float *st = whole;
	if (g->pp > 1) {
		st = xmalloc((g->t[i].full + 1) * sizeof *st);
		stage_copy(g, g->pp_rank, i, &g->t[i], n, whole, st, 0);
	}
	gpt_shard_copy(&g->t[i], g->tp, g->tp_rank, st, part, 0);
	if (st != whole)
		free(st);
}

int gpt_alloc(struct gpt *g, struct nn_be *be, const struct gpt_config *cfg, int B, int T,
              enum gpt_recompute rc, struct nn_layout *lay)
{
	const struct nn_ops *o = be->ops;
	memset(g, 0, sizeof *g);
	g->fpb_done = -1;
	g->cfg = *cfg;
	g->lay = lay;
	g->tp = lay && lay->tp > 1 ? lay->tp : 1;
	g->tp_rank = g->tp > 1 ? lay->tp_rank : 0;
	g->sp = g->tp > 1 && lay->sp;
	g->pp = lay && lay->pp > 1 ? lay->pp : 1;
	g->pp_rank = g->pp > 1 ? lay->pp_rank : 0;
	g->vst = g->pp > 1 && lay->vstages > 1 ? lay->vstages : 1;
	g->sample0 = -1;
	if (gpt_config_check(&g->cfg) < 0)
		return -1;
	if (g->cfg.layers % (g->pp * g->vst))
		return mtk_seterr("--pp %d x --virtual-stages %d does not divide the %d layers", g->pp, g->vst,
		                  g->cfg.layers);
	g->Lc = g->cfg.layers / (g->pp * g->vst);
	g->nslots = 1;
	if (g->pp > 1 && rc != GPT_INFERENCE &&
	    (g->nslots = nn_sched_inflight(lay->sched, g->pp, g->pp_rank, lay->micro, g->vst)) < 1)
		return -1;
	if (B < 1 || T < 1 || T > g->cfg.max_seq)
		return mtk_seterr("micro-batch %d x %d does not fit the model (sequence at most %d)",
		                  B, T, g->cfg.max_seq);
	if (g->tp > 1 && (g->cfg.heads % g->tp || g->cfg.vocab_padded % g->tp))
		return mtk_seterr("--tp %d must divide the heads (%d) and the padded vocabulary (%d)",
		                  g->tp, g->cfg.heads, g->cfg.vocab_padded);
	if (g->sp && ((size_t)B * T) % g->tp)
		return mtk_seterr("--sp: --tp %d does not divide the %d x %d rows of a micro-batch", g->tp, B, T);
	if (g->tp > 1 && (!o->ce_stats || !o->ce_finish))
		return mtk_seterr("backend %s has no vocabulary-parallel cross-entropy: --tp needs it", o->name);
	g->be = be;
	g->maxB = B;
	g->maxT = T;
	g->recompute = rc;
	int head = g->pp_rank == g->pp - 1;
	layout(&g->cfg, g->tp, g->vst * g->Lc, g->pp_rank == 0, head, g->t);
	g->nparams = g->t[GPT_NT - 1].off + g->t[GPT_NT - 1].n;
	size_t pb = g->nparams * sizeof(float);
	if (be->act_dtype != NN_F32 && be->act_dtype != NN_BF16)
		return mtk_seterr("backend %s: unknown activation type %d", o->name, be->act_dtype);
	g->act_size = nn_dtype_size(be->act_dtype);
	g->arena_bytes = plan_arena(&g->cfg, B, T, rc, g->act_size, g->tp, g->sp, g->Lc, head, g->nslots, NULL, NULL);
	int train = rc != GPT_INFERENCE;
	if (!(g->params = o->alloc(be, pb)) ||
	    (be->act_dtype != NN_F32 && !(g->params_lp = o->alloc(be, g->nparams * g->act_size))) ||
	    (train && (!(g->grads = o->alloc(be, pb)) || !(g->m = o->alloc(be, pb)) ||
	               !(g->v = o->alloc(be, pb)))) ||
	    !(g->arena = o->alloc(be, g->arena_bytes))) {
		gpt_release(g);
		return -1;
	}
	g->slots = xcalloc((size_t)g->nslots, sizeof *g->slots);
	plan_arena(&g->cfg, B, T, rc, g->act_size, g->tp, g->sp, g->Lc, head, g->nslots, g->arena, g->slots);
	g->a = g->slots[0].a;
	g->opt_hi = g->nparams;
	g->losses_host = xmalloc((size_t)B * T * sizeof(float));
	g->tok_host = xmalloc((size_t)B * T * sizeof(int32_t));
	return 0;
}

int gpt_init(struct gpt *g, struct nn_be *be, const struct gpt_config *cfg,
             int B, int T, enum gpt_recompute rc, uint64_t seed)
{
	return gpt_init_layout(g, be, cfg, B, T, rc, seed, NULL);
}

int gpt_init_layout(struct gpt *g, struct nn_be *be, const struct gpt_config *cfg, int B, int T,
                    enum gpt_recompute rc, uint64_t seed, struct nn_layout *lay)
{
	if (gpt_alloc(g, be, cfg, B, T, rc, lay) < 0)
		return -1;
	/* on the host, tensor by tensor in a fixed order, each whole (the
	 * one-rank stream of random numbers) and then this rank's part */
	float *h = xcalloc(g->nparams + 1, sizeof(float)), *w = NULL;
	size_t wn = 0;
	uint64_t s = seed;
	struct gpt_tensor whole[GPT_NT];
	layout(&g->cfg, 1, g->cfg.layers, 1, 1, whole);
	for (int i = 0; i < GPT_NT; i++) {
		if (whole[i].full > wn)
			w = xrealloc(w, (wn = whole[i].full) * sizeof *w);
		init_tensor(g, i, whole[i].full, w, &s);
		rank_copy(g, i, whole[i].full, w, h + g->t[i].off);
	}
	free(w);
	set_params(g, g->params, h);
	free(h);
	return 0;
}

void gpt_release(struct gpt *g)
{
	if (!g->be)
		return;
	const struct nn_ops *o = g->be->ops;
	void *bufs[] = {g->params, g->params_lp, g->grads, g->m, g->v, g->arena, g->ddrop, g->lall};
	for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++)
		if (bufs[i])
			o->free(g->be, bufs[i]);
	free(g->losses_host);
	free(g->tok_host);
	free(g->slots);
	memset(g, 0, sizeof *g);
}

#define P(i) (g->params + g->t[i].off)
#define G(i) (g->grads + g->t[i].off)

/* Activation pointer arithmetic, in elements of the activation type: every
 * offset into a void * activation buffer goes through here. */
static inline void *act_at(const struct gpt *g, void *base, size_t elems)
{
	return (char *)base + elems * g->act_size;
}

/* Weight w of tensor i at element offset off, as the matmuls read it: the
 * low-precision shadow when there is one, else the fp32 parameters. */
static inline const void *W(const struct gpt *g, int i, size_t off)
{
	size_t e = g->t[i].off + off;
	return g->params_lp ? (const void *)((const char *)g->params_lp + e * g->act_size)
	                    : (const void *)(g->params + e);
}

/* shapes every piece below needs; per-layer buffers are laid out for the
 * arena's capacity (cap rows), the current micro-batch uses N of them */
struct dims {
	int C, NH, HS, L, V, Vp, B, T;
	/* this tensor rank's share: attention width C/tp (and the MLP's 4 Cl),
	 * heads, vocabulary columns Vl from v0, the first Vr of them real */
	int Cl, NHl, Vl, v0, Vr;
	/* rows: N of the micro-batch (the products, attention and the
	 * classifier see them all); Ns of them in the residual stream, the
	 * LayerNorms and their outputs (N / tp with sequence parallelism: a
	 * rank's contiguous share of the B x T rows), NC = Ns C; the arena's
	 * capacities likewise (cap, caps, CC = caps C) */
	size_t N, Ns, NC, cap, caps, CC;
	int sp;
};

static struct dims dims_of(const struct gpt *g)
{
	struct dims d;
	d.C = g->cfg.dim;
	d.NH = g->cfg.heads;
	d.HS = d.C / d.NH;
	d.L = g->cfg.layers;
	d.V = g->cfg.vocab;
	d.Vp = g->cfg.vocab_padded;
	d.B = g->B;
	d.T = g->T;
	d.Cl = d.C / g->tp;
	d.NHl = d.NH / g->tp;
	d.Vl = d.Vp / g->tp;
	d.v0 = g->tp_rank * d.Vl;
	d.Vr = d.V - d.v0 < 0 ? 0 : d.V - d.v0 > d.Vl ? d.Vl : d.V - d.v0;
	d.sp = g->sp;
	d.N = (size_t)d.B * d.T;
	d.Ns = d.sp ? d.N / g->tp : d.N;
	d.NC = d.Ns * d.C;
	d.cap = (size_t)g->maxB * g->maxT;
	d.caps = d.sp ? d.cap / g->tp : d.cap;
	d.CC = d.caps * d.C;
	return d;
}

/* Layer l's activations: its slot of the per-layer buffers (layers below
 * a.full share slot 0) and its own res3; a NULL kept buffer means the
 * scratch (ln_scr, gelu_scr) stands in. */
struct layer {
	void *ln1, *ln2, *fcg, *qkv, *atty, *res2, *fch, *res3;
	float *l1m, *l1r, *l2m, *l2r, *lse;
	int kept_ln1, kept_ln2, kept_gelu;   /* ln1/ln2/fcg are the arena's, not scratch */
	int lp;                              /* its slice of the rank's per-layer tensors */
	int recomputed;                      /* recomputed in full (shares slot 0) */
};

/* Model layer l (0 .. L - 1) on a pipeline stage: its slice of the rank's
 * per-layer tensors (the stage's chunks one after the other), and its
 * place in its chunk, which is where a slot keeps it */
static int layer_param(const struct gpt *g, int l) { return l / g->Lc / g->pp * g->Lc + l % g->Lc; }

static void layer_at(struct gpt *g, int l, const struct dims *d, struct layer *x)
{
	struct gpt_acts *a = &g->a;
	int lc = l % g->Lc;
	size_t s = (size_t)(lc < a->full ? 0 : lc - a->full + (a->full > 0)), Cl = (size_t)d->Cl;
	x->lp = layer_param(g, l);
	x->recomputed = lc < a->full;
	x->kept_ln1 = a->ln1 != NULL;
	x->kept_ln2 = a->ln2 != NULL;
	x->kept_gelu = a->fch_gelu != NULL;
	x->ln1 = a->ln1 ? act_at(g, a->ln1, s * d->CC) : a->ln_scr;
	x->ln2 = a->ln2 ? act_at(g, a->ln2, s * d->CC) : a->ln_scr;
	x->fcg = a->fch_gelu ? act_at(g, a->fch_gelu, s * d->cap * 4 * Cl) : a->gelu_scr;
	x->qkv = act_at(g, a->qkv, s * d->cap * 3 * Cl);
	x->atty = act_at(g, a->atty, s * d->cap * Cl);
	x->res2 = act_at(g, a->res2, s * d->CC);
	x->fch = act_at(g, a->fch, s * d->cap * 4 * Cl);
	x->res3 = act_at(g, a->res3, (size_t)lc * d->CC);
	x->l1m = a->ln1_mean + s * d->caps;
	x->l1r = a->ln1_rstd + s * d->caps;
	x->l2m = a->ln2_mean + s * d->caps;
	x->l2r = a->ln2_rstd + s * d->caps;
	x->lse = a->att_lse + s * d->cap * d->NHl;
}

/* a layer's bias of a row-parallel product (attproj, fcproj; lp its
 * slice): added by the tensor group's first rank to its partial sum, so
 * once in the sum */
static const float *row_bias(const struct gpt *g, int i, int lp)
{
	return g->tp_rank && g->fault != GPT_FAULT_BIAS_TWICE ? NULL : P(i) + (size_t)lp * g->cfg.dim;
}

/* the residual stream entering layer l (l = L: the last layer's output):
 * a chunk's first layer reads the slot's input, the embedding's output
 * or what the stage before sent */
static void *layer_in(struct gpt *g, int l, const struct dims *d)
{
	int lc = l == d->L ? g->Lc : l % g->Lc;
	return lc ? act_at(g, g->a.res3, (size_t)(lc - 1) * d->CC) : g->a.encoded;
}

void gpt_embed_fwd(struct gpt *g, const int32_t *tokens, int B, int T)
{
	const struct nn_ops *o = g->be->ops;
	g->B = B;
	g->T = T;
	g->lnf_done = 0;
	g->fpb_done = -1;
	struct dims d = dims_of(g);
	const int32_t *ids = tokens;
	if (g->tp > 1) {   /* the rank's rows of wte; -1: another rank's */
		for (size_t i = 0; i < d.N; i++)
			g->tok_host[i] = tokens[i] >= d.v0 && tokens[i] < d.v0 + d.Vl ? tokens[i] - d.v0 : -1;
		ids = g->tok_host;
	}
	o->to_dev(g->be, g->a.tok, ids, d.N * sizeof(int32_t));
	/* the position term once, by the group's first rank; with SP every
	 * row's partial sum, then each rank's rows summed (g) */
	void *out = g->sp ? g->a.allrows : g->a.encoded;
	o->embed_fwd(g->be, out, g->a.tok, P(WTE), g->tp_rank ? NULL : P(WPE), (int)d.N, T, d.C);
	g_fwd_sum(g, g->a.encoded, out, d.NC);
	drop_fwd(g, g->a.encoded, (int)d.Ns, DROP_EMBED, 0);
}

/* Layer l up to its MLP's first product: ln1 (normalised here when
 * norm_in, else left by the fused add ending the layer before), attention,
 * the residual add with ln2, fc with the GELU. What backward needs of the
 * layer, so also what full recomputation reruns. */
static void layer_front(struct gpt *g, int l, const struct dims *d, const struct layer *x, int norm_in)
{
	const struct nn_ops *o = g->be->ops;
	struct nn_be *be = g->be;
	struct gpt_acts *a = &g->a;
	int C = d->C, Cl = d->Cl, N = (int)d->N, Ns = (int)d->Ns;
	void *in = layer_in(g, l, d);
	size_t p = (size_t)x->lp;
	if (norm_in)
		o->layernorm_fwd(be, x->ln1, x->l1m, x->l1r, in, P(LN1W) + p * C, P(LN1B) + p * C, Ns, C);
	const void *ln1 = sp_gather(g, a->allrows2, x->ln1, d->NC);
	o->matmul_fwd(be, x->qkv, NULL, ln1, W(g, QKVW, p * 3 * Cl * C), P(QKVB) + p * 3 * Cl,
	              N, C, 3 * Cl, NN_EPI_NONE);
	struct nn_attn_drop ad;
	o->attention_fwd(be, x->atty, x->lse, x->qkv, d->B, d->T, d->NHl, d->HS, attn_drop(g, l, &ad));
	o->matmul_fwd(be, d->sp ? a->allrows : x->res2, NULL, x->atty, W(g, APW, p * C * Cl),
	              row_bias(g, APB, x->lp), N, Cl, C, NN_EPI_NONE);
	g_fwd_sum(g, x->res2, a->allrows, d->NC);
	drop_fwd(g, x->res2, Ns, DROP_ATTN, l);
	o->residual_layernorm_fwd(be, x->res2, x->ln2, x->l2m, x->l2r, in, x->res2,
	                          P(LN2W) + p * C, P(LN2B) + p * C, Ns, C);
	const void *ln2 = sp_gather(g, a->allrows2, x->ln2, d->NC);
	o->matmul_fwd(be, x->fcg, x->fch, ln2, W(g, FCW, p * 4 * Cl * C), P(FCB) + p * 4 * Cl,
	              N, C, 4 * Cl, NN_EPI_GELU);
}

void gpt_blocks_fwd(struct gpt *g, int l0, int l1)
{
	const struct nn_ops *o = g->be->ops;
	struct nn_be *be = g->be;
	struct gpt_acts *a = &g->a;
	struct dims d = dims_of(g);
	int C = d.C, Cl = d.Cl, N = (int)d.N, Ns = (int)d.Ns;
	size_t NC = d.NC;
	g->lnf_done = 0;
	for (int l = l0; l < l1; l++) {
		struct layer x;
		layer_at(g, l, &d, &x);
		/* the first layer of the range normalises the stream it was given;
		 * every later one got its ln1 from the fused add ending the layer
		 * before (with selective recompute, in ln_scr, which nothing else
		 * writes in between) */
		layer_front(g, l, &d, &x, l == l0);
		o->matmul_fwd(be, d.sp ? a->allrows : x.res3, NULL, x.fcg, W(g, FPW, (size_t)x.lp * 4 * Cl * C),
		              row_bias(g, FPB, x.lp), N, 4 * Cl, C, NN_EPI_NONE);
		g_fwd_sum(g, x.res3, a->allrows, NC);
		drop_fwd(g, x.res3, Ns, DROP_MLP, l);
		/* res3 with the LayerNorm that reads it next: ln1 of layer l+1
		 * when this range runs it, lnf after the last layer; a stage that
		 * ends earlier hands the bare residual on */
		if (l + 1 < l1) {
			struct layer nx;
			layer_at(g, l + 1, &d, &nx);
			o->residual_layernorm_fwd(be, x.res3, nx.ln1, nx.l1m, nx.l1r, x.res2, x.res3,
			                          P(LN1W) + (size_t)nx.lp * C, P(LN1B) + (size_t)nx.lp * C, Ns, C);
		} else if (l + 1 == d.L) {
			o->residual_layernorm_fwd(be, x.res3, a->lnf, a->lnf_mean, a->lnf_rstd, x.res2, x.res3,
			                          P(LNFW), P(LNFB), Ns, C);
			g->lnf_done = 1;
		} else {
			o->residual_fwd(be, x.res3, x.res2, x.res3, NC);
		}
	}
}

float gpt_head_fwd(struct gpt *g, const int32_t *targets, float dscale)
{
	const struct nn_ops *o = g->be->ops;
	struct nn_be *be = g->be;
	struct gpt_acts *a = &g->a;
	struct dims d = dims_of(g);
	if (!g->lnf_done)
		o->layernorm_fwd(be, a->lnf, a->lnf_mean, a->lnf_rstd, layer_in(g, d.L, &d),
		                 P(LNFW), P(LNFB), (int)d.Ns, d.C);
	g->lnf_done = 0;

	/* only a model with gradients runs the classifier's backward */
	int bwd = targets != NULL && dscale != 0 && g->grads != NULL;
	g->have_targets = bwd;
	if (!targets)
		return 0;   /* gpt_logits computes the rows it is asked for */
	const int32_t *tg = targets;
	if (g->tp > 1) {   /* column in the rank's vocabulary, or none here, or no target */
		for (size_t i = 0; i < d.N; i++)
			g->tok_host[i] = targets[i] < 0 ? NN_CE_IGNORE
			                 : targets[i] >= d.v0 && targets[i] < d.v0 + d.Vl ? targets[i] - d.v0
			                 : NN_CE_ELSEWHERE;
		tg = g->tok_host;
	}
	o->to_dev(be, a->tgt, tg, d.N * sizeof(int32_t));
	/* chunk by chunk: logits, the loss (and dlogits in place), and while
	 * the dlogits exist the classifier's backward: dlnf rows and dwte +=.
	 * Over a tensor group each rank has its vocabulary's columns: the
	 * loss from the statistics of every rank's (vocabulary-parallel) */
	size_t hr = (size_t)a->head_rows;
	const void *lnf = sp_gather(g, a->allrows2, a->lnf, d.NC);   /* with SP: every row */
	void *dlnf = d.sp ? a->allrows : a->dln;
	for (size_t r0 = 0; r0 < d.N; r0 += hr) {
		int n = (int)(d.N - r0 < hr ? d.N - r0 : hr);
		const void *x = act_at(g, (void *)lnf, r0 * d.C);
		o->matmul_fwd(be, a->logits, NULL, x, W(g, WTE, 0), NULL, n, d.C, d.Vl, NN_EPI_NONE);
		if (g->tp == 1) {
			o->crossentropy(be, a->logits, a->losses + r0, a->tgt + r0, n, d.V, d.Vp, bwd ? dscale : 0);
		} else {
			o->ce_stats(be, a->logits, a->ce_st, a->tgt + r0, n, d.Vr, d.Vl);
			nn_comm_all_gather(&g->lay->tpc, be, a->ce_all, a->ce_st, (size_t)n * 3, sizeof(float));
			o->ce_finish(be, a->logits, a->losses + r0, a->tgt + r0, a->ce_all, g->tp, n, d.Vr, d.Vl,
			             bwd ? dscale : 0);
		}
		if (bwd)
			o->matmul_bwd(be, act_at(g, dlnf, r0 * d.C), G(WTE), NULL, a->logits, x,
			              W(g, WTE, 0), NULL, NULL, n, d.C, d.Vl);
	}
	/* f before the classifier: its input gradient summed over the group
	 * (with SP, each rank's rows of the sum) */
	if (bwd)
		f_bwd_sum(g, a->dln, dlnf, d.NC);
	o->to_host(be, g->losses_host, a->losses, d.N * sizeof(float));
	double s = 0;
	size_t cnt = 0;
	for (size_t i = 0; i < d.N; i++)
		if (targets[i] >= 0) {
			s += g->losses_host[i];
			cnt++;
		}
	return cnt ? (float)(s / cnt) : 0.0f;
}

float gpt_forward(struct gpt *g, const int32_t *tokens, const int32_t *targets,
                  int B, int T, float dscale)
{
	gpt_embed_fwd(g, tokens, B, T);
	gpt_blocks_fwd(g, 0, g->cfg.layers);
	return gpt_head_fwd(g, targets, dscale);
}

void gpt_head_bwd(struct gpt *g)
{
	const struct nn_ops *o = g->be->ops;
	struct nn_be *be = g->be;
	struct gpt_acts *a = &g->a;
	struct dims d = dims_of(g);
	/* gpt_head_fwd left dlnf in dln (and added to dwte) */
	o->zero(be, a->dres, d.NC * g->act_size);
	/* dres is the last fcproj's output gradient: its bias sum goes in here */
	int drop = drop_on(g);   /* then the biases' sums are of the masked gradient: below */
	o->layernorm_bwd(be, a->dres, G(LNFW), G(LNFB), drop ? NULL : G(FPB) + (size_t)layer_param(g, d.L - 1) * d.C,
	                 a->dln,
	                 layer_in(g, d.L, &d), P(LNFW), a->lnf_mean, a->lnf_rstd, (int)d.Ns, d.C);
	g->fpb_done = drop ? -1 : d.L - 1;
}

/* The LayerNorm output that backward needs: the one kept, else recomputed
 * into the scratch buffer (x->ln1 or x->ln2 is then ln_scr). */
static void *ln_out(struct gpt *g, void *out, int kept, int lp, const void *inp, int w, int b,
                    float *mean, float *rstd, const struct dims *d)
{
	if (!kept)
		g->be->ops->layernorm_fwd(g->be, out, mean, rstd, inp, P(w) + (size_t)lp * d->C,
		                          P(b) + (size_t)lp * d->C, (int)d->Ns, d->C);
	return out;
}

void gpt_blocks_bwd(struct gpt *g, int l0, int l1)
{
	const struct nn_ops *o = g->be->ops;
	struct nn_be *be = g->be;
	struct gpt_acts *a = &g->a;
	struct dims d = dims_of(g);
	int C = d.C, Cl = d.Cl, N = (int)d.N, Ns = (int)d.Ns;
	size_t NC = d.NC;
	/* with SP, the products' input gradients (every row, partial sums)
	 * go to `full` and each rank's rows of the sum to dln (f's backward:
	 * a reduce-scatter); without, to dln, all-reduced */
	void *dinp = d.sp ? a->allrows : a->dln;
	for (int l = l1 - 1; l >= l0; l--) {
		void *in = layer_in(g, l, &d);
		struct layer x;
		layer_at(g, l, &d, &x);
		size_t p = (size_t)x.lp;
		if (x.recomputed)   /* full recomputation: the layer's forward again, into its slot */
			layer_front(g, l, &d, &x, 1);

		/* MLP: res3 = res2 + fcproj(gelu(fc(ln2(res2)))) */
		if (!x.kept_gelu)
			o->gelu_fwd(be, x.fcg, x.fch, d.N * 4 * Cl);
		/* dbig = (dres W) * gelu'(fch): the GELU's backward inside, and
		 * fc's bias gradient summed from dbig there; fcproj's own bias
		 * sum is in unless no LayerNorm backward wrote this dres (with
		 * SP, from every row's dres: by one rank of the group, as the
		 * replicated gradients are summed over it, gpt_sync_grads) */
		float *fpb = g->fpb_done == l || (d.sp && g->tp_rank) ? NULL : G(FPB) + p * C;
		g->fpb_done = -1;
		const void *dres = drop_dres(g, DROP_MLP, l);
		o->matmul_bwd(be, a->dbig, G(FPW) + p * 4 * Cl * C, fpb, dres,
		              x.fcg, W(g, FPW, p * 4 * Cl * C), x.fch, G(FCB) + p * 4 * Cl, N, 4 * Cl, C);
		void *ln2 = ln_out(g, x.ln2, x.kept_ln2, x.lp, x.res2, LN2W, LN2B, x.l2m, x.l2r, &d);
		o->matmul_bwd(be, dinp, G(FCW) + p * 4 * Cl * C, NULL, a->dbig,
		              sp_gather(g, a->allrows2, ln2, NC), W(g, FCW, p * 4 * Cl * C), NULL, NULL,
		              N, C, 4 * Cl);
		f_bwd_sum(g, a->dln, dinp, NC);
		int drop = drop_on(g);   /* the bias sums from the masked gradient, by the products */
		o->layernorm_bwd(be, a->dres, G(LN2W) + p * C, G(LN2B) + p * C, drop ? NULL : G(APB) + p * C, a->dln,
		                 x.res2, P(LN2W) + p * C, x.l2m, x.l2r, Ns, C);

		/* attention: res2 = in + attproj(attn(qkv(ln1(in)))), attproj's
		 * bias gradient summed by the LayerNorm backward above; its input
		 * gradient, N x Cl, fits dln (N x C, or N / tp x C with SP) */
		dres = drop_dres(g, DROP_ATTN, l);
		o->matmul_bwd(be, a->dln, G(APW) + p * C * Cl,
		              drop && !(d.sp && g->tp_rank) ? G(APB) + p * C : NULL, dres,
		              x.atty, W(g, APW, p * C * Cl), NULL, NULL, N, Cl, C);
		struct nn_attn_drop ad;
		o->attention_bwd(be, a->dqkv, a->dln, x.qkv, x.atty, x.lse, d.B, d.T, d.NHl, d.HS, attn_drop(g, l, &ad));
		void *ln1 = ln_out(g, x.ln1, x.kept_ln1, x.lp, in, LN1W, LN1B, x.l1m, x.l1r, &d);
		o->matmul_bwd(be, dinp, G(QKVW) + p * 3 * Cl * C, G(QKVB) + p * 3 * Cl, a->dqkv,
		              sp_gather(g, a->allrows2, ln1, NC), W(g, QKVW, p * 3 * Cl * C), NULL, NULL,
		              N, C, 3 * Cl);
		f_bwd_sum(g, a->dln, dinp, NC);
		/* dres is now layer l - 1's fcproj output gradient */
		o->layernorm_bwd(be, a->dres, G(LN1W) + p * C, G(LN1B) + p * C,
		                 l % g->Lc && !drop ? G(FPB) + (p - 1) * C : NULL, a->dln, in,
		                 P(LN1W) + p * C, x.l1m, x.l1r, Ns, C);
		g->fpb_done = drop || l % g->Lc == 0 ? -1 : l - 1;
	}
}

void gpt_embed_bwd(struct gpt *g)
{
	struct dims d = dims_of(g);
	/* with SP every row's gradient, and dwpe by one rank of the group
	 * (summed over it with the other replicated gradients) */
	const void *dres = drop_dres(g, DROP_EMBED, 0);
	g->be->ops->embed_bwd(g->be, G(WTE), d.sp && g->tp_rank ? NULL : G(WPE), dres, g->a.tok, (int)d.N,
	                      d.T, d.C);
}

void gpt_backward(struct gpt *g)
{
	assert(g->grads);
	if (!g->have_targets)
		return;
	g->have_targets = 0;
	gpt_head_bwd(g);
	gpt_blocks_bwd(g, 0, g->cfg.layers);
	gpt_embed_bwd(g);
}

int gpt_set_dropout(struct gpt *g, float p, float pa, uint64_t seed)
{
	if (!(p >= 0 && p < 1) || !(pa >= 0 && pa < 1))
		return mtk_seterr("dropout %g, attention dropout %g: want probabilities in [0, 1)", p, pa);
	if (p > 0 && !g->be->ops->dropout)
		return mtk_seterr("backend %s has no dropout", g->be->ops->name);
	g->drop = p;
	g->attn_drop = pa;
	g->drop_seed = seed;
	size_t bytes = (size_t)g->maxB * g->maxT * g->cfg.dim * g->act_size;
	if (p > 0 && !g->sp && !g->ddrop && g->grads && !(g->ddrop = g->be->ops->alloc(g->be, bytes)))
		return -1;
	return 0;
}

void gpt_sync_grads(struct gpt *g)
{
	/* the tied embedding's two copies, on the first and the last stage:
	 * each holds the sum, so that both take the same step */
	if (g->pp > 1 && g->t[WTE].n && g->fault != GPT_FAULT_SKIP_EMBED)
		nn_comm_all_reduce(&g->lay->embc, g->be, G(WTE), g->t[WTE].n, NN_COMM_SUM);
	if (!g->sp)
		return;
	for (int i = 0; i < GPT_NT;) {   /* each run of replicated tensors: one all-reduce */
		int j = i;
		while (j < GPT_NT && !g->t[j].split)
			j++;
		if (j > i)
			nn_comm_all_reduce(&g->lay->tpc, g->be, g->grads + g->t[i].off,
			                   g->t[j - 1].off + g->t[j - 1].n - g->t[i].off, NN_COMM_SUM);
		i = j + 1;
	}
}

void gpt_zero_grad(struct gpt *g)
{
	assert(g->grads);
	g->be->ops->zero(g->be, g->grads, g->nparams * sizeof(float));
}

/* B rows of logits in the device buffer dev, [tp][B][Vl] (each tensor
 * rank's shard of the vocabulary gathered; [B][Vp] on one rank), into
 * host out[B][vocab] as fp32 whatever the activation type */
static void logits_host(struct gpt *g, const void *dev, int B, float *out)
{
	struct dims d = dims_of(g);
	size_t as = g->act_size, V = (size_t)g->cfg.vocab, Vl = (size_t)d.Vl;
	void *h = xmalloc((size_t)B * d.Vp * as);
	g->be->ops->to_host(g->be, h, dev, (size_t)B * d.Vp * as);
	for (size_t b = 0; b < (size_t)B; b++)
		for (size_t v = 0; v < V; v++) {
			size_t at = (v / Vl * (size_t)B + b) * Vl + v % Vl;
			out[b * V + v] = as == sizeof(float) ? ((const float *)h)[at]
			                                     : nn_bf16_to_f32(((const uint16_t *)h)[at]);
		}
	free(h);
}

void gpt_logits(struct gpt *g, int b, int t, float *out)
{
	assert(g->pp == 1 && !g->sp);
	const struct nn_ops *o = g->be->ops;
	struct dims d = dims_of(g);
	size_t row = (size_t)b * g->T + t;
	/* one row of lnf times the rank's wte^T, into the first row of the
	 * chunk buffer; under tp the group's shards gathered */
	o->matmul_fwd(g->be, g->a.logits, NULL, act_at(g, g->a.lnf, row * g->cfg.dim), W(g, WTE, 0), NULL, 1,
	              g->cfg.dim, d.Vl, NN_EPI_NONE);
	if (g->tp == 1) {
		logits_host(g, g->a.logits, 1, out);
		return;
	}
	if (!g->lall && !(g->lall = o->alloc(g->be, (size_t)d.Vp * g->act_size)))
		mtk_die("%s", mtk_errmsg());
	nn_comm_all_gather(&g->lay->tpc, g->be, g->lall, g->a.logits, (size_t)d.Vl, g->act_size);
	logits_host(g, g->lall, 1, out);
}

/* the buffers of struct gpt_cache, in its order: k, v, x, ln, qkv, att,
 * res2, fch, fcg, logits, lpart, mean, rstd, tok; a tensor rank's share
 * of the heads and the MLP (C/tp, 4C/tp a row) */
enum { CACHE_BUFS = 14 };

static void cache_sizes(const struct gpt_config *cfg, int B, int Tc, size_t as, int tp, size_t *bytes)
{
	size_t C = (size_t)cfg->dim, Cl = C / (size_t)tp, L = (size_t)cfg->layers, rows = (size_t)B;
	size_t kv = L * rows * (size_t)Tc * Cl * as, Vp = (size_t)cfg->vocab_padded;
	size_t b[CACHE_BUFS] = {kv, kv, rows * C * as, rows * C * as, rows * 3 * Cl * as, rows * Cl * as,
	                        rows * C * as, rows * 4 * Cl * as, rows * 4 * Cl * as, rows * Vp * as,
	                        tp > 1 ? rows * (Vp / (size_t)tp) * as : 0, rows * sizeof(float),
	                        rows * sizeof(float), rows * sizeof(int32_t)};
	memcpy(bytes, b, sizeof b);
}

size_t gpt_cache_bytes(const struct gpt_config *cfg, int B, int Tc, int act_dtype, int tp)
{
	size_t bytes[CACHE_BUFS], sum = 0;
	cache_sizes(cfg, B, Tc, nn_dtype_size(act_dtype), tp, bytes);
	for (int i = 0; i < CACHE_BUFS; i++)
		sum += bytes[i];
	return sum;
}

int gpt_cache_init(struct gpt *g, struct gpt_cache *c, int B, int Tc)
{
	const struct nn_ops *o = g->be->ops;
	memset(c, 0, sizeof *c);
	if (g->pp > 1 || g->sp)
		return mtk_seterr("a key/value cache is for a model on one rank or split by tensor parallelism alone");
	if (!o->attention_decode)
		return mtk_seterr("the %s backend has no attention against a key/value cache", o->name);
	if (B < 1 || Tc < 1 || Tc > g->cfg.max_seq)
		return mtk_seterr("a key/value cache of %d x %d positions: the model has %d", B, Tc,
		                  g->cfg.max_seq);
	c->B = B;
	c->Tc = Tc;
	void **bufs[CACHE_BUFS] = {&c->k, &c->v, &c->x, &c->ln, &c->qkv, &c->att, &c->res2, &c->fch, &c->fcg,
	                           &c->logits, &c->lpart, (void **)&c->mean, (void **)&c->rstd,
	                           (void **)&c->tok};
	size_t bytes[CACHE_BUFS];
	cache_sizes(&g->cfg, B, Tc, g->act_size, g->tp, bytes);
	for (size_t i = 0; i < CACHE_BUFS; i++)
		if (bytes[i] && !(*bufs[i] = o->alloc(g->be, bytes[i]))) {
			gpt_cache_release(g, c);
			return -1;
		}
	return 0;
}

void gpt_cache_release(struct gpt *g, struct gpt_cache *c)
{
	void *bufs[] = {c->k, c->v, c->x, c->ln, c->qkv, c->att, c->res2, c->fch, c->fcg, c->logits, c->lpart,
	                c->mean, c->rstd, c->tok};
	for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++)
		if (bufs[i])
			g->be->ops->free(g->be, bufs[i]);
	memset(c, 0, sizeof *c);
}

/* the forward of gpt_blocks_fwd for one row a sequence, unfused (the
 * LayerNorms apart from the residual adds: the same values), with the
 * attention against the cache; split by tensor parallelism as the
 * training forward is (without SP): the rank's heads and MLP columns,
 * the row-parallel products' partial sums added over the group (g), the
 * vocabulary-parallel embedding summed, the logits' shards gathered */
void gpt_decode(struct gpt *g, struct gpt_cache *c, const int32_t *tok, float *logits)
{
	const struct nn_ops *o = g->be->ops;
	struct nn_be *be = g->be;
	struct dims d = dims_of(g);
	int C = d.C, Cl = d.Cl, B = c->B, t = c->n;
	size_t as = g->act_size, Cs = (size_t)C, Cls = (size_t)Cl, per_layer = (size_t)B * c->Tc * Cls;
	assert(t < c->Tc);
	int32_t *ids = xmalloc((size_t)B * sizeof *ids);
	for (int b = 0; b < B; b++)   /* the rank's rows of wte; -1: another rank's */
		ids[b] = g->tp == 1 ? tok[b] : tok[b] >= d.v0 && tok[b] < d.v0 + d.Vl ? tok[b] - d.v0 : -1;
	o->to_dev(be, c->tok, ids, (size_t)B * sizeof *ids);
	free(ids);
	/* the position term of position t (wpe's row t as a table of one
	 * row), once in the group */
	o->embed_fwd(be, c->x, c->tok, P(WTE), g->tp_rank ? NULL : P(WPE) + (size_t)t * Cs, B, 1, C);
	comm_g_fwd(g, c->x, (size_t)B * Cs);
	for (int l = 0; l < g->cfg.layers; l++) {
		size_t p = (size_t)l;
		char *kc = (char *)c->k + p * per_layer * as, *vc = (char *)c->v + p * per_layer * as;
		o->layernorm_fwd(be, c->ln, c->mean, c->rstd, c->x, P(LN1W) + p * Cs, P(LN1B) + p * Cs, B, C);
		o->matmul_fwd(be, c->qkv, NULL, c->ln, W(g, QKVW, p * 3 * Cls * Cs), P(QKVB) + p * 3 * Cls, B, C,
		              3 * Cl, NN_EPI_NONE);
		for (int b = 0; b < B; b++) {   /* this position's key and value into the cache */
			size_t row = ((size_t)b * c->Tc + (size_t)t) * Cls * as;
			const char *q = (const char *)c->qkv + (size_t)b * 3 * Cls * as;
			o->copy(be, kc + row, q + Cls * as, Cls * as);
			o->copy(be, vc + row, q + 2 * Cls * as, Cls * as);
		}
		o->attention_decode(be, c->att, c->qkv, 3 * Cls, kc, vc, B, t + 1, c->Tc, d.NHl, d.HS);
		o->matmul_fwd(be, c->res2, NULL, c->att, W(g, APW, p * Cs * Cls), row_bias(g, APB, l), B, Cl, C,
		              NN_EPI_NONE);
		comm_g_fwd(g, c->res2, (size_t)B * Cs);
		o->residual_fwd(be, c->res2, c->x, c->res2, (size_t)B * Cs);
		o->layernorm_fwd(be, c->ln, c->mean, c->rstd, c->res2, P(LN2W) + p * Cs, P(LN2B) + p * Cs, B, C);
		o->matmul_fwd(be, c->fcg, c->fch, c->ln, W(g, FCW, p * 4 * Cls * Cs), P(FCB) + p * 4 * Cls, B, C,
		              4 * Cl, NN_EPI_GELU);
		o->matmul_fwd(be, c->x, NULL, c->fcg, W(g, FPW, p * 4 * Cls * Cs), row_bias(g, FPB, l), B, 4 * Cl, C,
		              NN_EPI_NONE);
		comm_g_fwd(g, c->x, (size_t)B * Cs);
		o->residual_fwd(be, c->x, c->res2, c->x, (size_t)B * Cs);
	}
	o->layernorm_fwd(be, c->ln, c->mean, c->rstd, c->x, P(LNFW), P(LNFB), B, C);
	/* the logits: [B][Vp], or each rank's [B][Vl] gathered as [tp][B][Vl] */
	o->matmul_fwd(be, g->tp > 1 ? c->lpart : c->logits, NULL, c->ln, W(g, WTE, 0), NULL, B, C, d.Vl,
	              NN_EPI_NONE);
	if (g->tp > 1)
		nn_comm_all_gather(&g->lay->tpc, be, c->logits, c->lpart, (size_t)B * d.Vl, as);
	c->n++;
	logits_host(g, c->logits, B, logits);
}

int gpt_shard_optimizer(struct gpt *g, size_t lo, size_t hi)
{
	assert(g->m && lo <= hi && hi <= g->nparams);
	const struct nn_ops *o = g->be->ops;
	size_t b = (hi - lo) * sizeof(float);
	o->free(g->be, g->m);
	o->free(g->be, g->v);
	g->v = NULL;
	/* a zero-length shard (more ranks than 64-element units) still gets a
	 * buffer, so that m != NULL keeps meaning "has an optimizer" */
	if (!(g->m = o->alloc(g->be, b ? b : 64)) || !(g->v = o->alloc(g->be, b ? b : 64)))
		return -1;
	g->opt_lo = lo;
	g->opt_hi = hi;
	return 0;
}

double gpt_grad_norm(struct gpt *g)
{
	assert(g->grads);
	int distopt = g->lay && g->lay->distopt;
	if (!distopt && g->tp == 1 && g->pp == 1)   /* the whole gradient (summed over ranks already) */
		return sqrt(g->be->ops->sumsq(g->be, g->grads, g->nparams));
	/* the part this rank holds: its optimizer shard with the distributed
	 * optimizer, else all of its tensors; over a tensor group the split
	 * tensors' squares (ss[0]) are summed over the group, the replicated
	 * ones (ss[1]: every rank holds the same) counted once; over a
	 * pipeline every stage's, the tied embedding's copy on the last stage
	 * left out */
	size_t lo = distopt ? g->opt_lo : 0, hi = distopt ? g->opt_hi : g->nparams;
	double ss[2] = {0, 0};
	for (int i = g->pp_rank ? WTE + 1 : 0; i < GPT_NT;) {
		int j = i + 1;   /* a run of tensors of the same kind: one sum */
		while (j < GPT_NT && g->t[j].split == g->t[i].split)
			j++;
		size_t a = g->t[i].off, b = g->t[j - 1].off + g->t[j - 1].n;
		a = a > lo ? a : lo;
		b = b < hi ? b : hi;
		if (a < b)
			ss[g->t[i].split ? 0 : 1] += g->be->ops->sumsq(g->be, g->grads + a, b - a);
		i = j;
	}
	if (distopt)
		nn_comm_sum_host(&g->lay->dpc, ss, 2);
	if (g->tp > 1)
		nn_comm_sum_host(&g->lay->tpc, ss, 1);
	if (g->pp > 1)
		nn_comm_sum_host(&g->lay->ppc, ss, 2);
	return sqrt(ss[0] + ss[1]);
}

void gpt_adamw(struct gpt *g, float lr, float wd, float beta1, float beta2, float eps,
               float gscale, int step)
{
	assert(g->m && g->v);
	for (int i = 0; i < GPT_NT; i++) {   /* each tensor's part in [opt_lo, opt_hi) */
		size_t a = g->t[i].off, b = a + g->t[i].n;
		a = a > g->opt_lo ? a : g->opt_lo;
		b = b < g->opt_hi ? b : g->opt_hi;
		if (a >= b)
			continue;
		void *lp = g->params_lp ? (char *)g->params_lp + a * g->act_size : NULL;
		size_t s = a - g->opt_lo;
		g->be->ops->adamw(g->be, g->params + a, lp, g->grads + a, g->m + s, g->v + s, b - a,
		                  lr, beta1, beta2, eps, g->t[i].decay ? wd : 0.0f, gscale, step);
	}
}

void gpt_get(struct gpt *g, const float *src, float *host)
{
	g->be->ops->to_host(g->be, host, src, buf_len(g, src) * sizeof(float));
}

void gpt_set(struct gpt *g, float *dst, const float *host)
{
	set_params(g, dst, host);
}

/* the tensors of pipeline stage s, uncut (tp 1), and the floats of them */
static size_t stage_layout(const struct gpt *g, int s, struct gpt_tensor *t)
{
	layout(&g->cfg, 1, g->vst * g->Lc, s == 0, s == g->pp - 1, t);
	return t[GPT_NT - 1].off + t[GPT_NT - 1].n;
}

void gpt_get_whole(struct gpt *g, const float *src, float *host)
{
	struct nn_layout *l = g->lay;
	int moments = src == g->m || src == g->v;
	size_t n = g->nparams;
	if (g->tp == 1 && g->pp == 1 && !(moments && l && l->distopt)) {   /* the rank's part is the whole */
		if (host)
			gpt_get(g, src, host);
		return;
	}
	float *mine = xmalloc((n + 1) * sizeof *mine);
	if (moments && l && l->distopt) {   /* the data group's shards, to its rank 0 */
		float *part = xmalloc((g->opt_hi - g->opt_lo + 1) * sizeof *part);
		gpt_get(g, src, part);
		nn_comm_gather_host(&l->dpc, part, mine, n);
		free(part);
	} else {
		gpt_get(g, src, mine);
	}
	if (g->tp == 1 && g->pp == 1) {
		if (host)
			memcpy(host, mine, n * sizeof *host);
		free(mine);
		return;
	}
	if (l->dp_rank) {   /* data rank 0's copy is the one */
		free(mine);
		return;
	}
	/* the stage's tensors whole: its tensor group's parts put together */
	struct gpt_tensor st[GPT_NT], whole[GPT_NT];
	size_t sn = stage_layout(g, g->pp_rank, st);
	float *stage = mine;
	if (g->tp > 1) {   /* to the group's rank 0 alone: the others hold only their part */
		if (l->tp_rank) {
			nn_comm_send(&l->tpc, NULL, mine, n, sizeof *mine, 0, l->tp_rank, NULL);
			free(mine);
			return;
		}
		stage = xmalloc((sn + 1) * sizeof *stage);
		for (int r = 0; r < g->tp; r++) {
			if (r)
				nn_comm_recv(&l->tpc, NULL, mine, n, sizeof *mine, r, r);
			for (int i = 0; i < GPT_NT; i++)
				gpt_shard_copy(&g->t[i], g->tp, r, stage + st[i].off, mine + g->t[i].off, 1);
		}
		free(mine);
	}
	layout(&g->cfg, 1, g->cfg.layers, 1, 1, whole);
	if (g->pp == 1) {
		if (host)
			memcpy(host, stage, sn * sizeof *host);
		free(stage);
		return;
	}
	/* every stage's to the first, one after the other, each put in place
	 * (the layers of its chunks): the first stage holds the whole model
	 * and one stage's tensors at a time */
	if (l->pp_rank) {
		nn_comm_send(&l->ppc, NULL, stage, sn, sizeof *stage, 0, l->pp_rank, NULL);
		free(stage);
		return;
	}
	for (int s = 0; s < g->pp; s++) {
		size_t n_s = stage_layout(g, s, st);
		float *buf = stage;
		if (s) {
			buf = xmalloc((n_s + 1) * sizeof *buf);
			nn_comm_recv(&l->ppc, NULL, buf, n_s, sizeof *buf, s, s);
		}
		for (int i = 0; host && i < GPT_NT; i++)
			stage_copy(g, s, i, &st[i], whole[i].full, host + whole[i].off, buf + st[i].off, 1);
		if (s)
			free(buf);
	}
	free(stage);
}

void gpt_tensor_part(struct gpt *g, int i, float *whole, float *part)
{
	struct gpt_tensor w[GPT_NT];
	layout(&g->cfg, 1, g->cfg.layers, 1, 1, w);
	rank_copy(g, i, w[i].full, whole, part + g->t[i].off);
}

void gpt_set_whole(struct gpt *g, float *dst, const float *host)
{
	int moments = dst == g->m || dst == g->v;
	if (g->tp == 1 && g->pp == 1) {   /* the rank's part is the whole, in the same order */
		set_params(g, dst, host + (moments ? g->opt_lo : 0));
		return;
	}
	float *mine = xmalloc((g->nparams + 1) * sizeof *mine);
	struct gpt_tensor whole[GPT_NT];
	layout(&g->cfg, 1, g->cfg.layers, 1, 1, whole);
	for (int i = 0; i < GPT_NT; i++)
		rank_copy(g, i, whole[i].full, (float *)host + whole[i].off, mine + g->t[i].off);
	set_params(g, dst, moments ? mine + g->opt_lo : mine);   /* the moments: this rank's shard */
	free(mine);
}

void gpt_use_slot(struct gpt *g, int k)
{
	assert(k >= 0 && k < g->nslots);
	struct gpt_slot *c = &g->slots[g->cur], *n = &g->slots[k];
	*c = (struct gpt_slot){.a = g->a, .B = g->B, .T = g->T, .have_targets = g->have_targets,
	                       .lnf_done = g->lnf_done, .fpb_done = g->fpb_done, .sample0 = g->sample0};
	g->a = n->a;
	g->B = n->B;
	g->T = n->T;
	g->have_targets = n->have_targets;
	g->lnf_done = n->lnf_done;
	g->fpb_done = n->fpb_done;
	g->sample0 = n->sample0;
	g->cur = k;
}

void gpt_chunk_begin(struct gpt *g, int B, int T)
{
	g->B = B;
	g->T = T;
	g->lnf_done = 0;
	g->fpb_done = -1;
}

void *gpt_stream(struct gpt *g, enum gpt_stream which, size_t *elems)
{
	struct dims d = dims_of(g);
	*elems = d.NC;
	switch (which) {
	case GPT_STREAM_IN: return g->a.encoded;
	case GPT_STREAM_OUT: return act_at(g, g->a.res3, (size_t)(g->Lc - 1) * d.CC);
	default: return g->a.dres;
	}
}
