/* nn/plan: a layout's memory and time from the shapes; see plan.h. */
#include "nn/plan.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "buf.h"
#include "err.h"
#include "nn/comm.h"
#include "nn/layout.h"
#include "nn/ops.h"

/* ---- profiles ---- */

static const struct {
	const char *key;
	size_t off;
} num_keys[] = {
#define K(f) {#f, offsetof(struct plan_gpu, f)}
	K(peak_flops), K(matmul_flops), K(matmul_call), K(attn_flops), K(mem_bw), K(intra_bw), K(inter_bw),
	K(latency), K(launch), K(mem), K(reserve), K(workspace), K(weight_bw), K(few_flops),
#undef K
};

/* a number with an optional SI (k M G T) or binary (Ki Mi Gi Ti) suffix */
static int parse_num(const char *s, double *out)
{
	char *e;
	double v = strtod(s, &e);
	if (e == s || !isfinite(v) || v < 0)
		return -1;
	static const struct { const char *suf; double m; } sufs[] = {
		{"", 1}, {"k", 1e3}, {"M", 1e6}, {"G", 1e9}, {"T", 1e12}, {"P", 1e15},
		{"Ki", 1024.0}, {"Mi", 1048576.0}, {"Gi", 1073741824.0}, {"Ti", 1099511627776.0},
	};
	for (size_t i = 0; i < sizeof sufs / sizeof sufs[0]; i++)
		if (!strcmp(e, sufs[i].suf)) {
			*out = v * sufs[i].m;
			return 0;
		}
	return -1;
}

int plan_gpu_parse(struct plan_gpu *g, const char *text, const char *name)
{
	memset(g, 0, sizeof *g);
	g->act_dtype = NN_BF16;
	g->cuda = 1;
	int line = 0;
	for (const char *p = text; *p;) {
		const char *nl = strchr(p, '\n');
		size_t len = nl ? (size_t)(nl - p) : strlen(p);
		char buf[256], key[64], val[192];
		line++;
		if (len >= sizeof buf)
			return mtk_seterr("%s:%d: line too long", name, line);
		memcpy(buf, p, len);
		buf[len] = 0;
		p += len + (nl != NULL);
		char *hash = strchr(buf, '#');
		if (hash)
			*hash = 0;
		int n = sscanf(buf, "%63s %191s", key, val);
		if (n <= 0)
			continue;
		if (n != 2)
			return mtk_seterr("%s:%d: '%s' without a value", name, line, key);
		int done = 0;
		for (size_t i = 0; i < sizeof num_keys / sizeof num_keys[0]; i++)
			if (!strcmp(key, num_keys[i].key)) {
				if (parse_num(val, (double *)((char *)g + num_keys[i].off)) < 0)
					return mtk_seterr("%s:%d: %s: '%s' is not a number (suffixes k M G T, Ki Mi Gi Ti)",
					                  name, line, key, val);
				done = 1;
			}
		if (done)
			continue;
		if (!strcmp(key, "name")) {
			/* the rest of the line, after the key */
			const char *v = buf + strspn(buf, " \t");
			v += strcspn(v, " \t");
			v += strspn(v, " \t");
			snprintf(g->name, sizeof g->name, "%s", v);
			for (char *e = g->name + strlen(g->name); e > g->name && (e[-1] == ' ' || e[-1] == '\t');)
				*--e = 0;
		} else if (!strcmp(key, "act")) {
			if (!strcmp(val, "bf16"))
				g->act_dtype = NN_BF16;
			else if (!strcmp(val, "fp32"))
				g->act_dtype = NN_F32;
			else
				return mtk_seterr("%s:%d: act: '%s': want bf16 or fp32", name, line, val);
		} else if (!strcmp(key, "device")) {
			if (strcmp(val, "cpu") && strcmp(val, "cuda"))
				return mtk_seterr("%s:%d: device: '%s': want cpu or cuda", name, line, val);
			g->cuda = !strcmp(val, "cuda");
		} else if (!strcmp(key, "gpus_per_node") || !strcmp(key, "threads")) {
			double v;
			if (parse_num(val, &v) < 0 || v != floor(v) || v > 1 << 20)
				return mtk_seterr("%s:%d: %s: '%s': want a whole number", name, line, key, val);
			*(key[0] == 'g' ? &g->per_node : &g->threads) = (int)v;
		} else {
			return mtk_seterr("%s:%d: unknown key '%s'", name, line, key);
		}
	}
	const char *missing = !(g->peak_flops > 0) ? "peak_flops" : !(g->matmul_flops > 0) ? "matmul_flops"
	                      : !(g->attn_flops > 0) ? "attn_flops" : !(g->mem_bw > 0) ? "mem_bw"
	                      : !(g->intra_bw > 0) ? "intra_bw" : NULL;
	if (missing)
		return mtk_seterr("%s: %s is missing (or 0)", name, missing);
	if (!(g->inter_bw > 0))
		g->inter_bw = g->intra_bw;
	if (!(g->weight_bw > 0))
		g->weight_bw = g->mem_bw;
	if (!(g->few_flops > 0))
		g->few_flops = g->matmul_flops;
	if (!g->name[0])
		snprintf(g->name, sizeof g->name, "%s", name);
	return 0;
}

void plan_gpu_write(const struct plan_gpu *g, const char *comment, char *buf, size_t len)
{
	size_t o = 0;
#define OUT(...) (o += (size_t)snprintf(buf + (o < len ? o : len), o < len ? len - o : 0, __VA_ARGS__))
	if (comment)
		OUT("# %s\n", comment);
	OUT("name %s\n", g->name);
	OUT("device %s\nact %s\n", g->cuda ? "cuda" : "cpu", g->act_dtype == NN_BF16 ? "bf16" : "fp32");
	for (size_t i = 0; i < sizeof num_keys / sizeof num_keys[0]; i++)
		OUT("%s %.6g\n", num_keys[i].key, *(const double *)((const char *)g + num_keys[i].off));
	if (g->per_node)
		OUT("gpus_per_node %d\n", g->per_node);
	if (g->threads)
		OUT("threads %d\n", g->threads);
#undef OUT
}

/* ---- memory ---- */

size_t plan_rank_params(const struct gpt_config *cfg, int tp, int pp)
{
	/* the tensors of gpt.c's layout(): per layer the sliced qkv, attproj,
	 * fc, fcproj weights and the qkv and fc biases (12 C^2 + 7 C), the
	 * replicated LayerNorms and row-parallel biases (6 C); wte sliced,
	 * wpe and the final LayerNorm replicated */
	size_t C = (size_t)cfg->dim, Ls = (size_t)(cfg->layers / (pp > 0 ? pp : 1));
	size_t sliced = Ls * (12 * C * C + 7 * C) + (size_t)cfg->vocab_padded * C;
	size_t repl = Ls * 6 * C + (size_t)cfg->max_seq * C + (pp > 1 ? 0 : 2 * C);
	return sliced / (size_t)(tp > 0 ? tp : 1) + repl;
}

double plan_attn_flops(double n, int T, int C, int tp)
{
	/* q k^T and p v over the causal half: 4 n T C / 2 forward; backward
	 * recomputes the scores and makes dq, dk, dv: 2.5 times the forward */
	return 3.5 * 2.0 * n * T * C / (tp > 0 ? tp : 1);
}

/* the largest AdamW range of the data group's ranks */
static size_t opt_shard(const struct plan_layout *l, size_t n)
{
	struct nn_layout lay = {.tp = l->tp, .pp = l->pp, .dp = l->dp, .distopt = l->distopt};
	size_t most = 0;
	for (int r = 0; r < (l->distopt ? l->dp : 1); r++) {
		size_t lo, hi;
		lay.dp_rank = r;
		nn_layout_opt_range(&lay, n, &lo, &hi);
		if (hi - lo > most)
			most = hi - lo;
	}
	return most;
}

/* the parameters of stage `stage` (the first holds wte and wpe, the last
 * wte and the final LayerNorm, both with pp 1) */
static size_t stage_params(const struct gpt_config *c, int tp, int pp, int stage)
{
	size_t P = plan_rank_params(c, tp, pp);
	if (pp > 1 && stage == pp - 1)
		P = P - (size_t)c->max_seq * c->dim + 2 * (size_t)c->dim;
	return P;
}

static void stage_memory(const struct plan_job *j, const struct plan_layout *l, const struct plan_gpu *g,
                         int stage, struct plan_mem *m)
{
	const struct gpt_config *c = &j->cfg;
	size_t P = stage_params(c, l->tp, l->pp, stage), shard = opt_shard(l, P);
	double e = (double)nn_dtype_size(g->act_dtype);
	memset(m, 0, sizeof *m);
	m->stage = stage;
	m->params = 4.0 * P;
	m->grads = 4.0 * P;
	/* gpt_shard_optimizer gives an empty shard 64 bytes a moment */
	m->moments = shard ? 8.0 * shard : 128.0;
	m->shadow = g->act_dtype == NN_F32 ? 0 : e * P;
	/* the stage's arena (gpt_stage_arena_bytes: the tokens and targets in
	 * it too) of the micro-batches it holds in flight under the schedule
	 * (nn_sched_inflight; Narayanan et al. 2021: the first stage pp of
	 * them under 1F1B, interleaved 1 + (pp - 1)/(pp v) times that, the
	 * last one) */
	int slots = 1, v = l->vstages > 1 ? l->vstages : 1;
	if (l->pp > 1) {
		long micro = j->G / ((long)l->mbs * l->dp);
		slots = nn_sched_inflight(v > 1 ? NN_SCHED_INTERLEAVED : NN_SCHED_1F1B, l->pp, stage, (int)micro, v);
	}
	m->acts = (double)gpt_stage_arena_bytes(c, l->mbs, j->T, l->rc, g->act_dtype, l->tp, l->sp, l->pp, v, stage,
	                                        slots > 0 ? slots : 1);
	m->workspace = g->workspace;
	m->total = m->params + m->grads + m->moments + m->shadow + m->acts + m->workspace;
}

void plan_memory(const struct plan_job *j, const struct plan_layout *l, const struct plan_gpu *g,
                 struct plan_mem *m)
{
	/* the first stage holds the most micro-batches, the last the
	 * classifier's logits: the larger of the two (the stages between
	 * hold less than the first) */
	stage_memory(j, l, g, 0, m);
	if (l->pp > 1) {
		struct plan_mem last;
		stage_memory(j, l, g, l->pp - 1, &last);
		if (last.total > m->total)
			*m = last;
	}
}

/* ---- time ---- */

/* ring collectives over k ranks of bytes: all-reduce, and all-gather or
 * reduce-scatter (half of it) */
static double t_ar(double bytes, int k, double bw, double lat)
{
	return k > 1 ? 2.0 * (k - 1) / k * bytes / bw + 2.0 * (k - 1) * lat : 0;
}

static double t_half(double bytes, int k, double bw, double lat)
{
	return k > 1 ? (double)(k - 1) / k * bytes / bw + (k - 1) * lat : 0;
}

void plan_time(const struct plan_job *j, const struct plan_layout *l, const struct plan_gpu *g,
               struct plan_time *t)
{
	const struct gpt_config *c = &j->cfg;
	double n = (double)l->mbs * j->T, C = c->dim, Vp = c->vocab_padded, T = j->T;
	double e = (double)nn_dtype_size(g->act_dtype), tp = l->tp, p = l->sp ? tp : 1;
	int Ls = c->layers / l->pp, per_node = j->per_node > 0 ? j->per_node : 1;
	double micro = (double)j->G / ((double)l->mbs * l->dp);
	double nce = n * C * e;
	memset(t, 0, sizeof *t);

	/* a layer, one micro-batch: forward (f) and backward (b); 4 products
	 * forward, 8 backward, each with its fixed cost */
	double mm_f = 24 * n * C * C / tp / g->matmul_flops + 4 * g->matmul_call;
	double at = plan_attn_flops(n, j->T, c->dim, l->tp) / g->attn_flops, at_f = at / 3.5;
	/* LayerNorms and residual adds over the sequence region (ln1 2, the
	 * fused add + ln2 4, the fused add + next ln1 4: 10 N C elements read
	 * or written), the GELU's output over the tensor region (8); backward
	 * about twice */
	double mb_f = nce * (10 / p + 8 / tp) / g->mem_bw;
	double bw_tp = g->intra_bw;
	double tc_f = 0, tc_b = 0;
	if (l->tp > 1) {
		if (!l->sp) {   /* f and g: two all-reduces each way */
			tc_f = 2 * t_ar(nce, l->tp, bw_tp, g->latency);
			tc_b = tc_f;
		} else {        /* all-gather + reduce-scatter; backward gathers again */
			tc_f = 4 * t_half(nce, l->tp, bw_tp, g->latency);
			tc_b = 6 * t_half(nce, l->tp, bw_tp, g->latency);
		}
	}
	/* ops a layer runs: about 12 forward, 18 backward */
	double layer = 3 * mm_f + at + 3 * mb_f + tc_f + tc_b + 30 * g->launch;
	/* recomputation, a layer */
	/* full:N: the first N layers of each chunk (gpt.c; Megatron's block
	 * method under a pipeline), v chunks a stage */
	int v = l->vstages > 1 ? l->vstages : 1;
	int full = v * gpt_full_layers(l->rc, Ls / v);
	double rc_sel = l->rc == GPT_RECOMPUTE_SELECTIVE ? nce * (4 / p + 8 / tp) / g->mem_bw : 0;
	double rc_full = mm_f + at_f + mb_f + tc_f + 12 * g->launch;
	/* the classifier (2 n C Vp / tp forward, its backward twice that), the
	 * cross-entropy over the logits (written, read, rewritten), the
	 * embedding, and their collectives */
	double mm_head = 3 * (2 * n * C * Vp / tp / g->matmul_flops + g->matmul_call);
	double head = mm_head + 3 * n * Vp * e / tp / g->mem_bw +
	              6 * nce / p / g->mem_bw + (l->tp > 1 ? 2 * t_ar(nce, l->tp, bw_tp, g->latency) : 0);

	double mb = Ls * layer + rc_sel * Ls + rc_full * full + head;
	t->matmul = micro * (Ls * 3 * mm_f + mm_head);
	t->attn = micro * Ls * at;
	t->membound = micro * (Ls * (3 * mb_f + 30 * g->launch) + 3 * n * Vp * e / tp / g->mem_bw + 6 * nce / p / g->mem_bw);
	t->recompute = micro * (rc_sel * Ls + rc_full * full);
	t->tp_comm = micro * (Ls * (tc_f + tc_b) + (l->tp > 1 ? 2 * t_ar(nce, l->tp, bw_tp, g->latency) : 0));
	double pp_mb = 0, emb = 0;
	if (l->pp > 1) {
		/* a stage sends each micro-batch's output forward and receives its
		 * gradient back, a chunk's stream each way: the rank's rows, n C
		 * (n C / tp with SP), v times with interleaving (the stage stride
		 * is tp dp ranks). The sends do not wait for their receiver, but
		 * on one host the copy is the sender's and the receiver's work. */
		double bw = l->tp * l->dp >= per_node ? g->inter_bw : g->intra_bw;
		pp_mb = v * 2 * (nce / p / bw + g->latency);
		/* the bubble: 1F1B's p - 1 micro-batches of warm-up and cool-down,
		 * a chunk's work each (1/v of a micro-batch's with interleaving,
		 * Narayanan et al. 2021): (p - 1)/(v m) of the ideal step; the
		 * slowest stage sets the pace (the last: the classifier) */
		t->bubble = (l->pp - 1.0) / v * (mb + pp_mb);
		/* the tied embedding's gradient summed over the first and last
		 * stage once a step (Megatron's embedding group) */
		emb = t_ar(4.0 * Vp * C / tp, 2, j->gpus <= per_node ? g->intra_bw : g->inter_bw, g->latency);
		t->pp_comm = micro * pp_mb + emb;
	}
	/* per step: the data group's gradient sum (all-reduce, or reduce-
	 * scatter + all-gather: the same bytes; fp32), the replicated tensors'
	 * gradients over the tensor group with SP, AdamW over the rank's range
	 * (p, g, m, v read, p, m, v written, the shadow), the gradients zeroed */
	size_t P = plan_rank_params(c, l->tp, l->pp), shard = opt_shard(l, P);
	double bw_dp = l->tp * l->dp <= per_node ? g->intra_bw : g->inter_bw;
	t->dp_comm = t_ar(4.0 * P, l->dp, bw_dp, g->latency);
	if (l->sp)
		t->tp_comm += t_ar(4.0 * (6.0 * Ls * C + T * C + 2 * C), l->tp, bw_tp, g->latency);
	t->optimizer = ((28 + (g->act_dtype == NN_F32 ? 0 : e)) * shard + 4.0 * P) / g->mem_bw;
	t->step = micro * (mb + pp_mb) + emb + t->bubble + t->dp_comm + t->optimizer +
	          (l->sp ? t_ar(4.0 * (6.0 * Ls * C + T * C + 2 * C), l->tp, bw_tp, g->latency) : 0);
	t->tokens_per_s = (double)j->G * j->T / t->step;
	t->mfu = t->tokens_per_s * gpt_flops_per_token(c, j->T) / ((double)j->gpus * g->peak_flops);
}

/* ---- search ---- */

int plan_check(const struct plan_job *j, struct plan_layout *l)
{
	int per_node = j->per_node > 0 ? j->per_node : 1;
	if (l->tp > per_node || per_node % l->tp)
		return mtk_seterr("--tp %d does not fit nodes of %d GPUs (a tensor group stays inside a node)",
		                  l->tp, per_node);
	if (j->G % l->mbs)
		return mtk_seterr("--global-batch %ld is not a multiple of --batch %d", j->G, l->mbs);
	struct nn_layout lay = {.tp = l->tp, .pp = l->pp, .vstages = l->vstages, .sp = l->sp,
	                        .distopt = l->distopt};
	if (nn_layout_decide(&lay, j->gpus, 0, &j->cfg, j->T, l->mbs, j->G) < 0)
		return -1;
	if (lay.distopt && gpt_num_params(&j->cfg) > INT32_MAX)
		return mtk_seterr("--distributed-optimizer: %zu parameters: at most 2^31 - 1 for now",
		                  gpt_num_params(&j->cfg));
	l->tp = lay.tp;
	l->pp = lay.pp;
	l->vstages = lay.vstages;
	l->sp = lay.sp;
	l->distopt = lay.distopt;
	l->dp = lay.dp;
	return 0;
}

const char *plan_rc_name(enum gpt_recompute rc, int layers, char *buf, size_t len)
{
	int full = gpt_full_layers(rc, layers);
	if (rc == GPT_RECOMPUTE_NONE)
		snprintf(buf, len, "none");
	else if (rc == GPT_RECOMPUTE_SELECTIVE)
		snprintf(buf, len, "selective");
	else if (full >= layers)
		snprintf(buf, len, "full");
	else
		snprintf(buf, len, "full:%d", full);
	return buf;
}

static int cmp_result(const void *a, const void *b)
{
	const struct plan_result *x = a, *y = b;
	if (x->fits != y->fits)
		return y->fits - x->fits;
	double u = x->fits ? x->t.step : x->m.total, v = y->fits ? y->t.step : y->m.total;
	if (u != v)
		return u < v ? -1 : 1;
	/* ties: less memory, then the simpler layout */
	if (x->m.total != y->m.total)
		return x->m.total < y->m.total ? -1 : 1;
	int sx = x->l.tp + x->l.pp + x->l.sp + x->l.distopt, sy = y->l.tp + y->l.pp + y->l.sp + y->l.distopt;
	return sx - sy;
}

long plan_search(const struct plan_job *j, const struct plan_gpu *g, double mem, int with_pp,
                 struct plan_result **out)
{
	const struct gpt_config *c = &j->cfg;
	int per_node = j->per_node > 0 ? j->per_node : 1, L = c->layers;
	*out = NULL;
	if (j->gpus < 1 || j->G < 1 || j->T < 1 || j->T > c->max_seq || !c->vocab_padded)
		return mtk_seterr("a job of %d GPUs, global batch %ld, sequence %d (model positions %d)",
		                  j->gpus, j->G, j->T, c->max_seq);
	enum gpt_recompute rcs[8];
	size_t cap = 0, n = 0;
	struct plan_result *r = NULL;
	char first[256] = "";
	for (int tp = 1; tp <= j->gpus && tp <= per_node; tp++) {
		if (per_node % tp || j->gpus % tp)
			continue;
		for (int pp = 1; pp <= j->gpus / tp; pp++) {
			if ((j->gpus / tp) % pp || (pp > 1 && !with_pp))
				continue;
			for (int v = 1; v <= (pp > 1 ? 8 : 1); v++) {
				if (pp > 1 && L % (pp * v))
					continue;
				/* none, selective, full:N for N a quarter, half, three
				 * quarters of a chunk's layers (mtrain recomputes the first N
				 * of each chunk), full */
				int Lc = L / (pp * v), nrc = 2;
				rcs[0] = GPT_RECOMPUTE_NONE;
				rcs[1] = GPT_RECOMPUTE_SELECTIVE;
				for (int q = 1; q <= 3; q++) {
					int N = Lc * q / 4;
					if (N >= 1 && N < Lc && (nrc == 2 || gpt_full_layers(rcs[nrc - 1], L) != N))
						rcs[nrc++] = (enum gpt_recompute)(GPT_RECOMPUTE_FULL + N);
				}
				rcs[nrc++] = (enum gpt_recompute)(GPT_RECOMPUTE_FULL + L);
				int seen = 0;
				for (int q = 0; q < nrc; q++)
					seen |= rcs[q] == j->rc || (gpt_full_layers(j->rc, L) && gpt_full_layers(rcs[q], L) ==
					                                                         gpt_full_layers(j->rc, L));
				if (!seen)
					rcs[nrc++] = j->rc;
				int dp = j->gpus / (tp * pp);
				long share = j->G % dp ? 0 : j->G / dp;
				for (long mbs = 1; mbs <= (share ? share : 1) && mbs <= 1024; mbs++) {
					if (share && share % mbs)
						continue;
					for (int sp = 0; sp <= (tp > 1); sp++)
						for (int k = 0; k < nrc; k++)
							for (int dop = 0; dop <= (dp > 1); dop++) {
								struct plan_layout l = {.tp = tp, .sp = sp, .pp = pp, .vstages = v,
								                        .mbs = (int)mbs, .distopt = dop, .rc = rcs[k]};
								if (plan_check(j, &l) < 0) {
									if (!first[0])
										snprintf(first, sizeof first, "%s", mtk_errmsg());
									continue;
								}
								if (n == cap) {
									cap = cap ? 2 * cap : 256;
									struct plan_result *nr = realloc(r, cap * sizeof *r);
									if (!nr) {
										free(r);
										return mtk_seterr("out of memory");
									}
									r = nr;
								}
								struct plan_result *x = &r[n++];
								x->l = l;
								plan_memory(j, &x->l, g, &x->m);
								plan_time(j, &x->l, g, &x->t);
								x->fits = x->m.total <= mem;
							}
				}
			}
		}
	}
	if (!n) {
		free(r);
		mtk_seterr("%s", first[0] ? first : "no layout");
		return 0;
	}
	qsort(r, n, sizeof *r, cmp_result);
	*out = r;
	return (long)n;
}

/* ---- trials ---- */

static int cmp_dbl(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

int plan_log_figures(const char *text, double *ms, double *mem, int *steps)
{
	size_t n = 0, cap = 0;
	double *v = NULL, last_mem = 0;
	int rc = -1;
	for (const char *p = text; p && *p;) {
		const char *nl = strchr(p, '\n'), *end = nl ? nl : p + strlen(p), *k;
		/* a step's line: {"step":...}; the keys are mtrain's own */
		if ((k = strstr(p, "\"ms\":")) && k < end) {
			char *e;
			double x = strtod(k + 5, &e);
			if (e == k + 5 || !isfinite(x) || x < 0) {
				mtk_seterr("step %zu: bad \"ms\"", n + 1);
				goto out;
			}
			if (n == cap) {
				double *nv = realloc(v, (cap = cap ? 2 * cap : 64) * sizeof *v);
				if (!nv) {
					mtk_seterr("out of memory");
					goto out;
				}
				v = nv;
			}
			v[n++] = x;
			if ((k = strstr(p, "\"mem_mib\":")) && k < end)
				last_mem = strtod(k + 10, NULL);
		}
		p = nl ? nl + 1 : NULL;
	}
	if (n < 2) {
		mtk_seterr("%zu step%s logged: the median of the steps after the first needs 2", n, n == 1 ? "" : "s");
		goto out;
	}
	/* the median of v[1..n) */
	qsort(v + 1, n - 1, sizeof *v, cmp_dbl);
	size_t m = n - 1;
	*ms = m % 2 ? v[1 + m / 2] : (v[m / 2] + v[1 + m / 2]) / 2;
	*mem = last_mem;
	*steps = (int)n;
	rc = 0;
out:
	free(v);
	return rc;
}

/* ---- calibration ---- */

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* wait for the backend (to_host is blocking) */
static void sync_be(struct nn_be *be, const void *dev)
{
	float x;
	be->ops->to_host(be, &x, dev, sizeof x);
}

struct cal {
	struct nn_be *be;
	const struct nn_ops *o;
	int N, B, T, C, NH;
	int Nmm;   /* rows of OP_MATMUL's products (N, or fewer) */
	void *x, *y, *big, *big2, *w, *dw_lp, *qkv, *dqkv, *att, *datt, *wbig, *wout;
	int wrows;   /* rows of C of wbig */
	float *bias, *dw, *db, *mean, *rstd, *lnw, *lnb, *dlnw, *dlnb, *lse, *p, *gr, *m, *v;
	size_t np;
};

enum { OP_MATMUL, OP_ATTN, OP_MEM, OP_ADAMW, OP_COPY, OP_TINY, OP_GEMV, OP_FEW };

static void run_op(struct cal *k, int op)
{
	struct nn_be *be = k->be;
	const struct nn_ops *o = k->o;
	int N = k->N, C = k->C;
	switch (op) {
	case OP_MATMUL:   /* fc: Nmm x C -> Nmm x 4C, forward and backward */
		o->matmul_fwd(be, k->big, NULL, k->x, k->w, k->bias, k->Nmm, C, 4 * C, NN_EPI_NONE);
		o->matmul_bwd(be, k->y, k->dw, k->db, k->big, k->x, k->w, NULL, NULL, k->Nmm, C, 4 * C);
		break;
	case OP_ATTN:
		o->attention_fwd(be, k->att, k->lse, k->qkv, k->B, k->T, k->NH, C / k->NH, NULL);
		o->attention_bwd(be, k->dqkv, k->datt, k->qkv, k->att, k->lse, k->B, k->T, k->NH, C / k->NH, NULL);
		break;
	case OP_MEM:   /* 29 N C elements moved (plan_calibrate) */
		o->layernorm_fwd(be, k->y, k->mean, k->rstd, k->x, k->lnw, k->lnb, N, C);
		o->layernorm_bwd(be, k->datt, k->dlnw, k->dlnb, NULL, k->y, k->x, k->lnw, k->mean, k->rstd, N, C);
		o->residual_fwd(be, k->y, k->x, k->datt, (size_t)N * C);
		o->gelu_fwd(be, k->big2, k->big, (size_t)N * 4 * C);
		o->gelu_bwd(be, k->big2, k->big, k->big2, (size_t)N * 4 * C);
		break;
	case OP_ADAMW:
		o->adamw(be, k->p, be->act_dtype == NN_F32 ? NULL : k->dw_lp, k->gr, k->m, k->v, k->np, 1e-4f,
		         0.9f, 0.95f, 1e-8f, 0.1f, 1.0f, 1);
		break;
	case OP_TINY:   /* an op with next to no work: its fixed cost, 10 times */
		for (int i = 0; i < 10; i++)
			o->residual_fwd(be, k->y, k->x, k->datt, 256);
		break;
	case OP_COPY:
		o->copy(be, k->big2, k->big, (size_t)N * 4 * C * nn_dtype_size(be->act_dtype));
		break;
	case OP_GEMV:   /* one row through a weight past every cache: generation's product */
		o->matmul_fwd(be, k->wout, NULL, k->x, k->wbig, NULL, 1, C, k->wrows, NN_EPI_NONE);
		break;
	case OP_FEW:   /* the same with a small batch's rows */
		o->matmul_fwd(be, k->wout, NULL, k->x, k->wbig, NULL, NN_FEW_ROWS, C, k->wrows, NN_EPI_NONE);
		break;
	}
}

/* seconds a run of op: one warm-up, then runs of n calls with one wait
 * for the device at the end, n doubled (from 3) until a run takes 0.1 s;
 * the fastest of three such rounds. A step waits once, not after each op:
 * with a wait after each call, two calibrations on an H200 (d12 and d24
 * shapes, 8 x 1024 tokens) fit a fixed 60 us a call of the products,
 * a third of a d12 layer's, and mplan put d12's step 26% too slow */
static double time_op(struct cal *k, int op)
{
	run_op(k, op);   /* warm-up: plans, tuned picks */
	sync_be(k->be, k->bias);
	int n = 3;
	double best = 1e30;
	for (int round = 0; round < 3; round++) {
		double t;
		for (;;) {
			double t0 = now_s();
			for (int i = 0; i < n; i++)
				run_op(k, op);
			sync_be(k->be, k->bias);
			t = now_s() - t0;
			if (t >= 0.1 || n >= 1 << 20)
				break;
			n *= 2;
		}
		if (t / n < best)
			best = t / n;
	}
	return best;
}

/* seconds an all-reduce of n floats takes over world: the fastest of
 * rounds of a fixed count (every rank runs the same calls) */
static double time_allreduce(struct nn_comm *world, struct nn_be *be, float *x, size_t n, int iters)
{
	double best = 1e30;
	nn_comm_all_reduce(world, be, x, n, NN_COMM_SUM);   /* warm-up, and a barrier */
	for (int round = 0; round < 3; round++) {
		double t0 = now_s();
		for (int i = 0; i < iters; i++)
			nn_comm_all_reduce(world, be, x, n, NN_COMM_SUM);
		sync_be(be, x);
		double t = (now_s() - t0) / iters;
		/* the slowest rank's time: a collective ends when its last rank does */
		float tf = (float)t;
		be->ops->to_dev(be, x, &tf, sizeof tf);
		nn_comm_all_reduce(world, be, x, 1, NN_COMM_MAX);
		be->ops->to_host(be, &tf, x, sizeof tf);
		if (tf < best)
			best = tf;
	}
	return best;
}

void plan_fit_products(double flops, double t, double t4, double *rate, double *call)
{
	*rate = flops / t;
	*call = 0;
	if (t4 > 0 && t > t4 && 4 * t4 > t) {   /* a quarter of the work took over a quarter of the time */
		*rate = 0.75 * flops / (t - t4);
		*call = (t - flops / *rate) / 3;
	}
}

int plan_calibrate(struct nn_be *be, const struct gpt_config *cfg, int B, int T, struct nn_comm *world,
                   struct plan_gpu *g)
{
	struct cal k = {.be = be, .o = be->ops, .B = B, .T = T, .N = B * T, .Nmm = B * T, .C = cfg->dim, .NH = cfg->heads};
	size_t e = nn_dtype_size(be->act_dtype), NC = (size_t)k.N * k.C, C = (size_t)k.C;
	int rc = -1;
	if (k.C % k.NH)
		return mtk_seterr("calibrate: dim %d is not a multiple of heads %d", k.C, k.NH);
	k.np = (size_t)4 << 20;   /* AdamW over 4M parameters: past every cache */
	void **acts[] = {&k.x, &k.y, &k.att, &k.datt};
	for (size_t i = 0; i < sizeof acts / sizeof acts[0]; i++)
		if (!(*acts[i] = k.o->alloc(be, NC * e)))
			goto out;
	if (!(k.big = k.o->alloc(be, 4 * NC * e)) || !(k.big2 = k.o->alloc(be, 4 * NC * e)) ||
	    !(k.qkv = k.o->alloc(be, 3 * NC * e)) || !(k.dqkv = k.o->alloc(be, 3 * NC * e)) ||
	    !(k.w = k.o->alloc(be, 4 * C * C * e)) || !(k.dw_lp = k.o->alloc(be, k.np * e)) ||
	    !(k.bias = k.o->alloc(be, 4 * C * 4)) || !(k.dw = k.o->alloc(be, 4 * C * C * 4)) ||
	    !(k.db = k.o->alloc(be, 4 * C * 4)) || !(k.mean = k.o->alloc(be, (size_t)k.N * 4)) ||
	    !(k.rstd = k.o->alloc(be, (size_t)k.N * 4)) || !(k.lnw = k.o->alloc(be, C * 4)) ||
	    !(k.lnb = k.o->alloc(be, C * 4)) || !(k.dlnw = k.o->alloc(be, C * 4)) ||
	    !(k.dlnb = k.o->alloc(be, C * 4)) || !(k.lse = k.o->alloc(be, (size_t)k.N * k.NH * 4)) ||
	    !(k.p = k.o->alloc(be, k.np * 4)) || !(k.gr = k.o->alloc(be, k.np * 4)) ||
	    !(k.m = k.o->alloc(be, k.np * 4)) || !(k.v = k.o->alloc(be, k.np * 4)))
		goto out;
	/* 256 MiB of weight (at most the rows big holds) */
	k.wrows = (int)((256u << 20) / (C * e) < 4 * NC ? (256u << 20) / (C * e) : 4 * NC);
	if (!(k.wbig = k.o->alloc(be, (size_t)k.wrows * C * e)) ||
	    !(k.wout = k.o->alloc(be, (size_t)NN_FEW_ROWS * k.wrows * e)))
		goto out;
	/* zeros everywhere but the LayerNorm weights: the ops' speed does
	 * not depend on the values (no denormals; attention of equal scores) */
	{
		float *ones = malloc(C * sizeof *ones);
		if (!ones) {
			mtk_seterr("out of memory");
			goto out;
		}
		for (size_t i = 0; i < C; i++)
			ones[i] = 1;
		k.o->to_dev(be, k.lnw, ones, C * sizeof *ones);
		free(ones);
	}
	double mm = time_op(&k, OP_MATMUL), at = time_op(&k, OP_ATTN), mb = time_op(&k, OP_MEM);
	/* the products again on a quarter of the rows, for their rate and
	 * their fixed cost a product: t = F / R + 3 c (a forward and two
	 * backward products a call) */
	k.Nmm = k.N / 4;
	double mm4 = k.Nmm >= 64 ? time_op(&k, OP_MATMUL) : 0;
	k.Nmm = k.N;
	double aw = time_op(&k, OP_ADAMW), cp = time_op(&k, OP_COPY), tiny = time_op(&k, OP_TINY);
	double gv = time_op(&k, OP_GEMV), few = k.N >= NN_FEW_ROWS ? time_op(&k, OP_FEW) : 0;
	memset(g, 0, sizeof *g);
	be->ops->describe ? be->ops->describe(be, g->name, sizeof g->name) : (void)0;
	g->cuda = !be->host_mem;
	g->act_dtype = be->act_dtype;
	g->peak_flops = nn_be_peak_flops(be);
	plan_fit_products(3 * 2.0 * k.N * C * 4 * C, mm, mm4, &g->matmul_flops, &g->matmul_call);
	g->attn_flops = plan_attn_flops(k.N, T, k.C, 1) / at;
	/* the memory-bound ops over N C elements: LayerNorm forward 2 and
	 * backward 4, the residual add 3, GELU forward 8 and backward 12;
	 * AdamW 28 bytes a parameter (+ the shadow): the two rates weighed
	 * by time, as a step mixes them */
	double mbytes = 29.0 * NC * e, abytes = (28.0 + (be->act_dtype == NN_F32 ? 0 : e)) * k.np;
	g->mem_bw = (mbytes + abytes) / (mb + aw);
	/* ranks on one host sum through shared memory: a copy in and a copy
	 * out (MPI's), so half the copy rate; across hosts the same, unknown */
	/* a product of one row streams its weight: mplan --serve's rate */
	g->weight_bw = (double)k.wrows * C * e / gv;
	g->few_flops = few > 0 ? 2.0 * NN_FEW_ROWS * k.wrows * C / few : g->matmul_flops;
	g->intra_bw = 4.0 * NC * e / cp / 2;
	g->inter_bw = g->intra_bw;
	g->launch = tiny / 10;
	g->latency = g->cuda ? 10e-6 : 20e-6;
	if (world && world->size > 1) {
		/* the ring formula's two terms: 2 (k - 1) latency steps, and
		 * 2 (k - 1) / k of the bytes at the bus bandwidth */
		int kr = world->size;
		size_t big = k.np;   /* 4M floats, 16 MB */
		double ts = time_allreduce(world, be, k.p, 64, 50), tl = time_allreduce(world, be, k.p, big, 5);
		g->latency = ts / (2.0 * (kr - 1));
		g->intra_bw = tl > ts ? 2.0 * (kr - 1) / kr * big * 4 / (tl - ts) : g->intra_bw;
		g->inter_bw = g->intra_bw;
	}
	g->workspace = g->cuda ? 64.0 * 1048576 : 0;
	g->per_node = 0;
	rc = 0;
out:
	{
		void *bufs[] = {k.x, k.y, k.att, k.datt, k.big, k.big2, k.qkv, k.dqkv, k.w, k.dw_lp, k.bias, k.dw,
		                k.db, k.mean, k.rstd, k.lnw, k.lnb, k.dlnw, k.dlnb, k.lse, k.p, k.gr, k.m, k.v, k.wbig,
		                k.wout};
		for (size_t i = 0; i < sizeof bufs / sizeof bufs[0]; i++)
			if (bufs[i])
				k.o->free(be, bufs[i]);
	}
	return rc;
}

/* ---- serving (mplan --serve) ---- */

static int divides(int a, int b) { return a > 0 && b % a == 0; }

/* the last stage's seconds (the slowest: it has the classifier too) for
 * a decode step of b sequences at context ctx: per layer the four
 * products (memory-bound at small b: the weights are read once a step),
 * the attention against the cache (its keys and values read), LayerNorms
 * and adds, the two tensor-parallel sums; then the classifier */
static double serve_stage(const struct plan_serve_job *j, const struct plan_gpu *g, int tp, int pp, double b,
                          double ctx)
{
	const struct gpt_config *c = &j->cfg;
	double C = c->dim, e = nn_dtype_size(g->act_dtype), Ls = (double)c->layers / pp, Vp = c->vocab_padded;
	double rate = b <= NN_FEW_ROWS ? g->few_flops : g->matmul_flops;   /* a small batch's products */
	double call = b <= NN_FEW_ROWS ? 0 : g->matmul_call;
	double mm = fmax(24.0 * b * C * C / tp / rate + 4 * call, 12.0 * C * C / tp * e / g->weight_bw);
	double att = fmax(4.0 * b * ctx * C / tp / g->attn_flops, 2.0 * b * ctx * C / tp * e / g->mem_bw);
	double mb = 16.0 * b * C * e / g->mem_bw;
	double ops = (9.0 + 2.0 * b) * g->launch;   /* the ops, and the cache's two copies a sequence */
	double comm = 2.0 * t_ar(b * C * e, tp, g->intra_bw, g->latency);
	double head = fmax(2.0 * b * C * Vp / tp / rate + call, Vp * C / tp * e / g->weight_bw) + 2.0 * g->launch;
	return Ls * (mm + att + mb + ops + comm) + head;
}

/* a decode step of the replica's B sequences: with pipeline stages the
 * batch goes as pp micro-batches where it divides, which fill the
 * pipeline as training's do; the sends between stages inside a node
 * when it holds them */
static double serve_step(const struct plan_serve_job *j, const struct plan_gpu *g, const struct plan_serve *s,
                         double ctx)
{
	int m = s->pp > 1 && s->batch % s->pp == 0 ? s->pp : 1;
	double b = (double)s->batch / m, e = nn_dtype_size(g->act_dtype);
	double stage = serve_stage(j, g, s->tp, s->pp, b, ctx);
	double bw = s->tp * s->pp <= (j->per_node > 0 ? j->per_node : 1) ? g->intra_bw : g->inter_bw;
	double hop = s->pp > 1 ? g->latency + b * j->cfg.dim * e / bw : 0;
	return (m + s->pp - 1) * stage + (s->pp - 1) * hop;
}

void plan_serve_eval(const struct plan_serve_job *j, const struct plan_gpu *g, struct plan_serve *s)
{
	const struct gpt_config *c = &j->cfg;
	int S = j->prompt + j->gen, act = g->act_dtype;
	size_t P = plan_rank_params(c, s->tp, s->pp);
	struct gpt_config rows = *c;
	rows.layers = 0;   /* gpt_cache_bytes without the keys and values: a row's buffers */
	s->params = 4.0 * P;
	s->shadow = act == NN_F32 ? 0 : (double)nn_dtype_size(act) * P;
	s->arena = (double)gpt_stage_arena_bytes(c, 1, S, GPT_INFERENCE, act, s->tp, 0, s->pp, 1, 0, 1);
	s->cache = 2.0 * c->layers / s->pp * s->batch * S * ((double)c->dim / s->tp) * nn_dtype_size(act) +
	           (double)gpt_cache_bytes(&rows, s->batch, S, act, s->tp);
	s->workspace = g->workspace;
	s->mem = s->params + s->shadow + s->arena + s->cache + s->workspace;
	s->replicas = j->gpus / (s->tp * s->pp);
	s->token_s = serve_step(j, g, s, j->prompt + j->gen / 2.0);
	s->first_s = j->prompt * serve_step(j, g, s, j->prompt / 2.0);
	s->tokens_per_s = s->replicas * s->batch / s->token_s;
}

static int cmp_serve(const void *a, const void *b)
{
	const struct plan_serve *x = a, *y = b;
	if (x->fits != y->fits)
		return y->fits - x->fits;
	if (x->fits && x->tokens_per_s != y->tokens_per_s)
		return x->tokens_per_s > y->tokens_per_s ? -1 : 1;
	if (!x->fits && x->mem != y->mem)
		return x->mem < y->mem ? -1 : 1;
	return x->token_s < y->token_s ? -1 : x->token_s > y->token_s;
}

long plan_serve_search(const struct plan_serve_job *j, const struct plan_gpu *g, double mem, double cap_s,
                       int max_batch, struct plan_serve **out)
{
	const struct gpt_config *c = &j->cfg;
	*out = NULL;
	if (j->prompt < 1 || j->gen < 1 || j->prompt + j->gen > c->max_seq)
		return mtk_seterr("a prompt of %d and %d tokens to generate: the model has %d positions", j->prompt,
		                  j->gen, c->max_seq);
	long n = 0, cap = 64;
	struct plan_serve *r = xmalloc((size_t)cap * sizeof *r);
	int per_node = j->per_node > 0 ? j->per_node : 1;
	for (int tp = 1; tp <= j->gpus && tp <= per_node; tp *= 2) {
		if (!divides(tp, c->heads) || !divides(tp, c->vocab_padded) || !divides(tp, j->gpus))
			continue;
		for (int pp = 1; tp * pp <= j->gpus; pp++) {
			if (!divides(pp, c->layers) || !divides(tp * pp, j->gpus))
				continue;
			for (int b = 1; b <= max_batch; b *= 2) {
				if (n == cap)
					r = xrealloc(r, (size_t)(cap *= 2) * sizeof *r);
				struct plan_serve *s = &r[n++];
				memset(s, 0, sizeof *s);
				s->tp = tp, s->pp = pp, s->batch = b;
				plan_serve_eval(j, g, s);
				s->fits = s->mem <= mem && (cap_s <= 0 || s->token_s <= cap_s);
			}
		}
	}
	qsort(r, (size_t)n, sizeof *r, cmp_serve);
	*out = r;
	return n;
}
