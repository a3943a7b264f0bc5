/* nn/train: learning-rate schedule and checkpoints; see train.h. */
#include "nn/train.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <xxhash.h>

#include "buf.h"
#include "err.h"
#include "nn/layout.h"
#include "nn/trace.h"

double nn_lr(const struct nn_sched *s, long step)
{
	if (s->warmup > 0 && step <= s->warmup)
		return s->lr * (double)step / (double)s->warmup;
	if (s->decay == NN_DECAY_CONSTANT || s->steps <= s->warmup)
		return s->lr;
	double f = (double)(step - s->warmup) / (double)(s->steps - s->warmup);
	if (f > 1)
		f = 1;
	double k = s->decay == NN_DECAY_COSINE ? 0.5 * (1 + cos(M_PI * f)) : 1 - f;
	return s->min_lr + (s->lr - s->min_lr) * k;
}

/* Messages between pipeline stages: the tag names the micro-batch, the
 * model chunk that sent it and the direction, so that a receive matches
 * its send whatever order the two stages' schedules run them in. */
static int pipe_tag(int mb, int K, int k, int bwd) { return 2 * (mb * K + k) + bwd; }

/* The forward of model chunk k of micro-batch mb (its ids inp, targets
 * tgt: B x T) in the slot in use: embedded (k = 0) or received from the
 * stage before, the chunk's layers, then the loss (the last chunk: with
 * the head's backward when dscale != 0, while its dlogits exist; *loss +=
 * it) or the output sent on (a request of reqs, *nreq counting them, or
 * waited for at once when reqs is NULL). Traced into tr (NULL: not). */
static void chunk_fwd(struct gpt *g, struct nn_trace *tr, int k, int mb, int chunk, const int32_t *inp,
                      const int32_t *tgt, int B, int T, float dscale, double *loss, struct nn_req *reqs, int *nreq)
{
	struct nn_comm *c = &g->lay->ppc;
	int p = g->pp, K = p * g->vst;
	size_t ne;
	double t0 = nn_trace_now(tr);
	if (k == 0) {
		gpt_embed_fwd(g, inp, B, T);
	} else {
		gpt_chunk_begin(g, B, T);
		void *in = gpt_stream(g, GPT_STREAM_IN, &ne);
		nn_comm_recv(c, g->be, in, ne, g->act_size, (k - 1) % p, pipe_tag(mb, K, k - 1, 0));
		nn_trace_add(tr, NN_TR_RECV, t0, mb, chunk);
		t0 = nn_trace_now(tr);
	}
	gpt_blocks_fwd(g, k * g->Lc, (k + 1) * g->Lc);
	if (k == K - 1) {
		*loss += gpt_head_fwd(g, tgt, dscale);
		if (dscale != 0)
			gpt_head_bwd(g);
	}
	nn_trace_add(tr, NN_TR_FWD, t0, mb, chunk);
	if (k < K - 1) {
		t0 = nn_trace_now(tr);
		struct nn_req r;
		void *out = gpt_stream(g, GPT_STREAM_OUT, &ne);
		nn_comm_send(c, g->be, out, ne, g->act_size, (k + 1) % p, pipe_tag(mb, K, k, 0), reqs ? &reqs[(*nreq)++] : &r);
		if (!reqs)
			nn_comm_wait(&r);
		nn_trace_add(tr, NN_TR_SEND, t0, mb, chunk);
	}
}

double nn_pipe_step(struct gpt *g, const int32_t *inp, const int32_t *tgt, int m, int B, int T, float dscale,
                    int64_t sample0)
{
	struct nn_layout *l = g->lay;
	int p = g->pp, s = g->pp_rank, v = g->vst, K = p * v, n = 2 * m * v;
	size_t BT = (size_t)B * T;
	struct nn_sched_step *list = xmalloc((size_t)n * sizeof *list);
	if (nn_sched_build(l->sched, p, s, m, v, list) != n)
		mtk_die("%s", mtk_errmsg());   /* nn_layout_decide checked the sizes */
	int *slot_of = xmalloc((size_t)m * v * sizeof *slot_of), *busy = xcalloc((size_t)g->nslots, sizeof *busy);
	/* a send a pass at most; those the receiver has taken are let go as
	 * the passes go on, the rest waited for at the end */
	struct nn_req *req = xcalloc((size_t)n, sizeof *req);
	int nreq = 0;
	struct nn_trace *tr = g->trace;
	double loss = 0;
	for (int i = 0; i < n; i++) {
		const struct nn_sched_step *x = &list[i];
		int k = x->chunk * p + s, key = x->mb * v + x->chunk, j = 0;
		size_t ne;
		for (int r = 0; r < nreq; r++)
			nn_comm_test(&req[r]);
		if (x->pass == 'F') {
			while (j < g->nslots && busy[j])
				j++;
			if (j == g->nslots)
				mtk_die("pipeline: stage %d holds more than %d micro-batches", s, g->nslots);
			busy[j] = 1;
			slot_of[key] = j;
			gpt_use_slot(g, j);
			g->sample0 = sample0 < 0 ? -1 : sample0 + (int64_t)x->mb * B;   /* dropout's place in the run */
			chunk_fwd(g, tr, k, x->mb, x->chunk, inp + (size_t)x->mb * BT, tgt + (size_t)x->mb * BT, B, T, dscale,
			          &loss, req, &nreq);
		} else {
			j = slot_of[key];
			gpt_use_slot(g, j);
			void *grad = gpt_stream(g, GPT_STREAM_GRAD, &ne);
			double t0 = nn_trace_now(tr);
			if (k != K - 1) {
				nn_comm_recv(&l->ppc, g->be, grad, ne, g->act_size, (k + 1) % p, pipe_tag(x->mb, K, k + 1, 1));
				nn_trace_add(tr, NN_TR_RECV, t0, x->mb, x->chunk);
				t0 = nn_trace_now(tr);
			}
			gpt_blocks_bwd(g, k * g->Lc, (k + 1) * g->Lc);
			if (k == 0)
				gpt_embed_bwd(g);
			nn_trace_add(tr, NN_TR_BWD, t0, x->mb, x->chunk);
			if (k > 0) {
				t0 = nn_trace_now(tr);
				nn_comm_send(&l->ppc, g->be, grad, ne, g->act_size, (k - 1) % p, pipe_tag(x->mb, K, k, 1),
				             &req[nreq++]);
				nn_trace_add(tr, NN_TR_SEND, t0, x->mb, x->chunk);
			}
			busy[j] = 0;
		}
	}
	for (int r = 0; r < nreq; r++)
		nn_comm_wait(&req[r]);
	g->sample0 = -1;
	gpt_use_slot(g, 0);
	free(req);
	free(busy);
	free(slot_of);
	free(list);
	return loss;
}

/* One micro-batch forward through every stage (evaluation): the loss on
 * the last stage, 0 elsewhere */
static double pipe_forward(struct gpt *g, const int32_t *inp, const int32_t *tgt, int B, int T)
{
	double loss = 0;
	for (int k = g->pp_rank; k < g->pp * g->vst; k += g->pp)
		chunk_fwd(g, NULL, k, 0, k / g->pp, inp, tgt, B, T, 0, &loss, NULL, NULL);   /* nn_eval traces it whole */
	return loss;
}

void nn_train_step(struct gpt *g, struct nn_data *d, const struct nn_hparams *h, long step,
                   struct nn_step_out *out)
{
	/* a pipeline's micro-batches all at once (the first and the last
	 * stage read them), one at a time otherwise */
	size_t BT = (size_t)h->B * h->T, nb = g->pp > 1 ? (size_t)h->accum : 1;
	int32_t *inp = xmalloc(nb * BT * sizeof(int32_t)), *tgt = xmalloc(nb * BT * sizeof(int32_t));
	struct nn_comm *c = g->lay ? &g->lay->dpc : NULL;
	int dp = g->lay ? g->lay->dp : 1, rank = g->lay ? g->lay->dp_rank : 0;
	/* the global batch is the ranks' micro-batches in rank order: rank r
	 * takes the samples one rank would take in micro-batches
	 * [r accum, (r + 1) accum), so every layout sees the same data */
	uint64_t mine = (uint64_t)h->B * h->accum, G = mine * dp;
	uint64_t first = (uint64_t)(step - 1) * G + (uint64_t)rank * mine;
	float dscale = 1.0f / (float)(G * h->T);
	double loss = 0;
	if (g->trace)
		g->trace->step = (int)step;
	gpt_zero_grad(g);
	if (g->pp > 1) {
		if (g->pp_rank == 0 || g->pp_rank == g->pp - 1)
			for (size_t b = 0; b < nb * h->B; b++)
				nn_data_sample(d, NN_TRAIN, first + b, inp + b * h->T, tgt + b * h->T);
		loss = nn_pipe_step(g, inp, tgt, h->accum, h->B, h->T, dscale, (int64_t)first);
	}
	for (int m = 0; g->pp == 1 && m < h->accum; m++) {
		for (int b = 0; b < h->B; b++)
			nn_data_sample(d, NN_TRAIN, first + (uint64_t)m * h->B + b,
			               inp + (size_t)b * h->T, tgt + (size_t)b * h->T);
		g->sample0 = (int64_t)(first + (uint64_t)m * h->B);   /* dropout's place in the run */
		double t0 = nn_trace_now(g->trace);
		loss += gpt_forward(g, inp, tgt, h->B, h->T, dscale);
		nn_trace_add(g->trace, NN_TR_FWD, t0, m, 0);
		t0 = nn_trace_now(g->trace);
		gpt_backward(g);
		nn_trace_add(g->trace, NN_TR_BWD, t0, m, 0);
	}
	double t0 = nn_trace_now(g->trace);
	g->sample0 = -1;
	gpt_sync_grads(g);   /* sequence parallelism's replicated tensors, the pipeline's tied embedding */
	/* data parallelism: the sum of the ranks' gradients (each already
	 * scaled by the global 1 / (G T)), whole or into the optimizer's shards */
	int sharded = g->lay && g->lay->distopt;
	if (sharded)
		nn_comm_sum_shard(c, g->be, g->grads, g->nparams);
	else
		nn_comm_all_reduce(c, g->be, g->grads, g->nparams, NN_COMM_SUM);
	double norm = gpt_grad_norm(g);
	float gscale = h->clip > 0 && norm > h->clip ? (float)(h->clip / norm) : 1.0f;
	double lr = nn_lr(&h->sched, step);
	gpt_adamw(g, (float)lr, h->wd, h->beta1, h->beta2, h->eps, gscale, (int)step);
	if (sharded) {   /* every rank's updated part to every rank */
		nn_comm_gather(c, g->be, g->params, g->nparams, sizeof(float));
		if (g->params_lp)
			nn_comm_gather(c, g->be, g->params_lp, g->nparams, g->act_size);
	}
	if (g->pp > 1)   /* the loss lives on the last stage */
		nn_comm_sum_host(&g->lay->ppc, &loss, 1);
	nn_comm_sum_host(c, &loss, 1);
	nn_trace_add(g->trace, NN_TR_OPT, t0, -1, -1);
	out->loss = loss / ((double)h->accum * dp);
	out->lr = lr;
	out->grad_norm = norm;
	free(inp);
	free(tgt);
}

double nn_eval(struct gpt *g, struct nn_data *d, int B, int T, int batches)
{
	size_t BT = (size_t)B * T;
	int32_t *inp = xmalloc(BT * sizeof(int32_t)), *tgt = xmalloc(BT * sizeof(int32_t));
	struct nn_comm *c = g->lay ? &g->lay->dpc : NULL;
	int dp = g->lay ? g->lay->dp : 1, rank = g->lay ? g->lay->dp_rank : 0;
	double loss = 0, t0 = nn_trace_now(g->trace);
	for (int m = rank; m < batches; m += dp) {   /* the batches dealt over the ranks */
		for (int b = 0; b < B; b++)
			nn_data_sample(d, NN_VALID, (uint64_t)m * B + b, inp + (size_t)b * T, tgt + (size_t)b * T);
		loss += g->pp > 1 ? pipe_forward(g, inp, tgt, B, T) : gpt_forward(g, inp, tgt, B, T, 0);
	}
	if (g->pp > 1)
		nn_comm_sum_host(&g->lay->ppc, &loss, 1);
	nn_comm_sum_host(c, &loss, 1);
	nn_trace_add(g->trace, NN_TR_EVAL, t0, -1, -1);
	free(inp);
	free(tgt);
	return batches ? loss / batches : 0;
}

static const char magic[8] = "MTKCKPT";   /* with its NUL: 8 bytes */

static void put32(unsigned char *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

static void put64(unsigned char *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

static uint32_t get32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t get64(const unsigned char *p)
{
	return (uint64_t)get32(p) | (uint64_t)get32(p + 4) << 32;
}

static int write_all(FILE *f, const void *p, size_t n)
{
	return fwrite(p, 1, n, f) == n ? 0 : -1;
}

/* A tensor record of the table (train.h): name, dtype, shape, where its
 * bytes are and their checksum. */
struct rec {
	char name[32];
	uint32_t dtype, ndim;
	uint64_t dims[4], off, bytes, sum;
};

static const char *const buf_prefix[3] = {"", "m.", "v."};

/* tensor i of a whole model of config c: its shape, and its floats'
 * offset in the one-rank flat buffer */
static int tensor_shape(const struct gpt_config *c, int i, uint64_t *dims, size_t *off, size_t *n)
{
	uint64_t L = (uint64_t)c->layers, C = (uint64_t)c->dim, Vp = (uint64_t)c->vocab_padded;
	uint64_t S = (uint64_t)c->max_seq;
	static const int nd[GPT_NT] = {2, 2, 2, 2, 3, 2, 3, 2, 2, 2, 3, 2, 3, 2, 1, 1};
	const uint64_t sh[GPT_NT][3] = {
		{Vp, C}, {S, C}, {L, C}, {L, C}, {L, 3 * C, C}, {L, 3 * C}, {L, C, C}, {L, C},
		{L, C}, {L, C}, {L, 4 * C, C}, {L, 4 * C}, {L, C, 4 * C}, {L, C}, {C}, {C},
	};
	uint64_t k = 1;
	for (int d = 0; d < nd[i]; d++)
		k *= (dims[d] = sh[i][d]);
	size_t o = 0;
	for (int j = 0; j < i; j++) {
		uint64_t m = 1;
		for (int d = 0; d < nd[j]; d++)
			m *= sh[j][d];
		o += (size_t)m;
	}
	*off = o;
	*n = (size_t)k;
	return nd[i];
}

static void put_rec(unsigned char *p, const struct rec *r)
{
	memset(p, 0, NN_CKPT_REC);
	memcpy(p, r->name, sizeof r->name);
	put32(p + 32, r->dtype);
	put32(p + 36, r->ndim);
	for (int d = 0; d < 4; d++)
		put64(p + 40 + 8 * d, r->dims[d]);
	put64(p + 72, r->off);
	put64(p + 80, r->bytes);
	put64(p + 88, r->sum);
}

static void get_rec(const unsigned char *p, struct rec *r)
{
	memcpy(r->name, p, sizeof r->name);
	r->name[sizeof r->name - 1] = 0;
	r->dtype = get32(p + 32);
	r->ndim = get32(p + 36);
	for (int d = 0; d < 4; d++)
		r->dims[d] = get64(p + 40 + 8 * d);
	r->off = get64(p + 72);
	r->bytes = get64(p + 80);
	r->sum = get64(p + 88);
}

/* the header's own checksum, over its first 248 bytes, at 248 */
static uint64_t header_sum(const unsigned char *h)
{
	return XXH3_64bits(h, NN_CKPT_HDR - 8);
}

int nn_ckpt_save(const char *path, struct gpt *g, const struct nn_ckpt *st, int with_opt)
{
	if (with_opt && !g->m)
		return mtk_seterr("%s: an inference-only model has no optimizer state to save", path);
	unsigned char h[NN_CKPT_HDR] = {0};
	memcpy(h, magic, 8);
	put32(h + 8, NN_CKPT_VERSION);
	put32(h + 12, NN_CKPT_HDR);
	const struct gpt_config *c = &g->cfg;
	uint32_t cf[6] = {(uint32_t)c->layers, (uint32_t)c->heads, (uint32_t)c->dim,
	                  (uint32_t)c->vocab, (uint32_t)c->vocab_padded, (uint32_t)c->max_seq};
	for (int i = 0; i < 6; i++)
		put32(h + 16 + 4 * i, cf[i]);
	put32(h + 40, with_opt ? NN_CKPT_OPT : 0);
	put32(h + 44, st->seq);
	put32(h + 48, st->global_batch);
	put32(h + 52, st->micro_batch);
	size_t P = gpt_num_params(&g->cfg);   /* the whole model's, whatever the layout */
	put64(h + 56, P);
	put64(h + 64, st->step);
	put64(h + 72, st->samples);
	put64(h + 80, st->seed);
	put64(h + 88, st->rng);
	uint64_t lb;
	memcpy(&lb, &st->loss, 8);
	put64(h + 96, lb);

	struct buf tmp = BUF_INIT;
	buf_printf(&tmp, "%s.tmp", path);
	int rank = g->lay ? g->lay->rank : 0;
	FILE *f = rank ? NULL : fopen(tmp.p, "wb");
	float *host = NULL;
	int rc = -1;
	if (!rank && !f)   /* the others go on: gpt_get_whole is a collective */
		mtk_seterr("%s: %s", tmp.p, strerror(errno));
	if (!rank)
		host = xmalloc(P * sizeof(float));
	/* the data, then the tensor table at its end; the header (with the
	 * table's place and checksum) written again last */
	int nb = with_opt ? 3 : 1, nrec = nb * GPT_NT;
	uint64_t table = NN_CKPT_HDR + (uint64_t)nb * P * sizeof(float);
	unsigned char *tab = f ? xcalloc((size_t)nrec, NN_CKPT_REC) : NULL;
	int bad = f ? write_all(f, h, sizeof h) : 0;
	float *bufs[3] = {g->params, g->m, g->v};
	for (int i = 0; i < nb; i++) {
		gpt_get_whole(g, bufs[i], host);   /* every rank gives its part */
		if (!f)
			continue;
		if (!bad)
			bad = write_all(f, host, P * sizeof(float));
		for (int t = 0; t < GPT_NT; t++) {
			struct rec r = {.dtype = 0};
			size_t o, n;
			snprintf(r.name, sizeof r.name, "%s%s", buf_prefix[i], gpt_tensor_names[t]);
			r.ndim = (uint32_t)tensor_shape(&g->cfg, t, r.dims, &o, &n);
			r.off = NN_CKPT_HDR + ((uint64_t)i * P + o) * sizeof(float);
			r.bytes = n * sizeof(float);
			r.sum = XXH3_64bits(host + o, n * sizeof(float));
			put_rec(tab + (size_t)(i * GPT_NT + t) * NN_CKPT_REC, &r);
		}
	}
	if (f && !bad) {
		bad = write_all(f, tab, (size_t)nrec * NN_CKPT_REC);
		put64(h + 104, table);
		put32(h + 112, (uint32_t)nrec);
		put32(h + 116, NN_CKPT_REC);
		put64(h + 120, XXH3_64bits(tab, (size_t)nrec * NN_CKPT_REC));
		put64(h + NN_CKPT_HDR - 8, header_sum(h));
		bad = bad || fseek(f, 0, SEEK_SET) || write_all(f, h, sizeof h);
	}
	free(tab);
	if (!rank && !f)
		goto out;
	if (rank) {
		rc = 0;
		goto out;
	}
	if (bad || fflush(f) || fsync(fileno(f))) {
		mtk_seterr("%s: write failed: %s", tmp.p, strerror(errno));
		fclose(f);
		unlink(tmp.p);
		goto out;
	}
	if (fclose(f)) {
		mtk_seterr("%s: %s", tmp.p, strerror(errno));
		unlink(tmp.p);
		goto out;
	}
	if (rename(tmp.p, path)) {
		mtk_seterr("%s: rename to %s: %s", tmp.p, path, strerror(errno));
		unlink(tmp.p);
		goto out;
	}
	rc = 0;
out:
	free(host);
	buf_release(&tmp);
	return rc;
}

static int read_header(FILE *f, const char *path, struct nn_ckpt *st)
{
	unsigned char h[NN_CKPT_HDR];
	size_t got = fread(h, 1, sizeof h, f);
	if (ferror(f))   /* a directory: EISDIR */
		return mtk_seterr("%s: %s", path, strerror(errno));
	if (got == 0)
		return mtk_seterr("%s: empty file (not an mtrain checkpoint)", path);
	if (got < 16 || memcmp(h, magic, 8))
		return mtk_seterr("%s: bad magic (not an mtrain checkpoint)", path);
	uint32_t ver = get32(h + 8), hs = get32(h + 12);
	if ((ver != 1 && ver != NN_CKPT_VERSION) || hs != NN_CKPT_HDR)
		return mtk_seterr("%s: checkpoint version %u (header %u bytes); this mtrain reads versions 1 and %d",
		                  path, ver, hs, NN_CKPT_VERSION);
	if (got < sizeof h)
		return mtk_seterr("%s: truncated checkpoint header", path);
	memset(st, 0, sizeof *st);
	st->version = ver;
	st->cfg.layers = (int)get32(h + 16);
	st->cfg.heads = (int)get32(h + 20);
	st->cfg.dim = (int)get32(h + 24);
	st->cfg.vocab = (int)get32(h + 28);
	st->cfg.vocab_padded = (int)get32(h + 32);
	st->cfg.max_seq = (int)get32(h + 36);
	st->flags = get32(h + 40);
	st->seq = get32(h + 44);
	st->global_batch = get32(h + 48);
	st->micro_batch = get32(h + 52);
	st->nparams = get64(h + 56);
	st->step = get64(h + 64);
	st->samples = get64(h + 72);
	st->seed = get64(h + 80);
	st->rng = get64(h + 88);
	uint64_t lb = get64(h + 96);
	memcpy(&st->loss, &lb, 8);
	/* a resumed run counts on from step + 1 in a long: past that it would
	 * wrap to a negative step and train without end */
	if (st->step >= (uint64_t)INT64_MAX)
		return mtk_seterr("%s: inconsistent checkpoint header (step %llu)", path,
		                  (unsigned long long)st->step);
	struct gpt_config c = st->cfg;
	if (gpt_config_check(&c) < 0) {   /* its message, copied: mtk_seterr writes the buffer it is in */
		char why[256];
		snprintf(why, sizeof why, "%s", mtk_errmsg());
		return mtk_seterr("%s: inconsistent checkpoint header (%s)", path, why);
	}
	if (c.vocab_padded != st->cfg.vocab_padded || gpt_num_params(&c) != st->nparams)
		return mtk_seterr("%s: inconsistent checkpoint header (parameter count does not match the config)",
		                  path);
	int nb = (st->flags & NN_CKPT_OPT) ? 3 : 1;
	uint64_t data = NN_CKPT_HDR + st->nparams * 4 * nb, want = data;
	if (ver >= 2) {
		st->table = get64(h + 104);
		st->records = get32(h + 112);
		st->table_sum = get64(h + 120);
		if (get32(h + 116) != NN_CKPT_REC || st->records != (uint32_t)(nb * GPT_NT) || st->table != data)
			return mtk_seterr("%s: inconsistent checkpoint header (tensor table: %u records of %u bytes at %llu)",
			                  path, st->records, get32(h + 116), (unsigned long long)st->table);
		want = st->table + (uint64_t)st->records * NN_CKPT_REC;
	}
	struct stat sb;
	if (fstat(fileno(f), &sb) == 0 && (uint64_t)sb.st_size != want)
		return mtk_seterr("%s: checkpoint is %lld bytes, its header says %llu", path,
		                  (long long)sb.st_size, (unsigned long long)want);
	if (ver >= 2 && get64(h + NN_CKPT_HDR - 8) != header_sum(h))
		return mtk_seterr("%s: the header's checksum does not match (a damaged checkpoint)", path);
	return 0;
}

int nn_ckpt_header(const char *path, struct nn_ckpt *st)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return mtk_seterr("%s: %s", path, strerror(errno));
	int rc = read_header(f, path, st);
	fclose(f);
	return rc;
}

/* The tensor table of a version 2 checkpoint (its checksum checked) into
 * *tab, records of NN_CKPT_REC bytes. 0 or -1 with a message. */
static int read_table(FILE *f, const char *path, const struct nn_ckpt *st, unsigned char **tab)
{
	size_t n = (size_t)st->records * NN_CKPT_REC;
	*tab = xmalloc(n);
	if (fseeko(f, (off_t)st->table, SEEK_SET) || fread(*tab, 1, n, f) != n)
		return mtk_seterr("%s: cannot read the tensor table: %s", path, ferror(f) ? strerror(errno) : "truncated");
	if (XXH3_64bits(*tab, n) != st->table_sum)
		return mtk_seterr("%s: the tensor table's checksum does not match (a damaged checkpoint)", path);
	return 0;
}

/* 0 when x[0..n) is finite, else -1 with a message naming the tensor of
 * buffer i (params, m, v) that holds the value: tensor t, or with t < 0
 * x is the whole buffer and the tensor is found by the element's place */
static int finite_or_say(const char *path, const struct gpt_config *c, int i, int t, const float *x,
                         size_t n)
{
	for (size_t k = 0; k < n; k++) {
		if (isfinite(x[k]))
			continue;
		size_t o = 0, len;
		uint64_t dims[4];
		if (t < 0)   /* the last tensor that starts at or before k (tensor 0 starts at 0) */
			for (t = GPT_NT - 1; tensor_shape(c, t, dims, &o, &len), o > k; t--)
				;
		return mtk_seterr("%s: %s%s holds %g (element %zu): a checkpoint of a diverged run?", path,
		                  buf_prefix[i], gpt_tensor_names[t], x[k], k - o);
	}
	return 0;
}

/* Tensor t of buffer i (params, m, v) of a version 2 checkpoint into dst
 * (its n floats): by its record, its shape and place checked, its
 * checksum verified and its values finite. 0 or -1 with a message naming
 * the tensor. */
static int read_tensor(FILE *f, const char *path, const struct gpt_config *c, const unsigned char *tab,
                       uint32_t nrec, uint64_t end, int i, int t, float *dst)
{
	char name[40];
	uint64_t dims[4] = {0};
	size_t o, n;
	int nd = tensor_shape(c, t, dims, &o, &n);
	snprintf(name, sizeof name, "%s%s", buf_prefix[i], gpt_tensor_names[t]);
	struct rec r;
	uint32_t k = 0;
	for (; k < nrec; k++) {
		get_rec(tab + (size_t)k * NN_CKPT_REC, &r);
		if (!strcmp(r.name, name))
			break;
	}
	if (k == nrec)
		return mtk_seterr("%s: no tensor %s", path, name);
	if (r.dtype != 0 || r.ndim != (uint32_t)nd || memcmp(r.dims, dims, sizeof dims) ||
	    r.bytes != n * sizeof(float) || r.off < NN_CKPT_HDR || r.off > end || r.bytes > end - r.off)
		return mtk_seterr("%s: tensor %s: dtype %u, %u dimensions, %llu bytes at %llu: not the"
		                  " float32 tensor of this model", path, name, r.dtype, r.ndim,
		                  (unsigned long long)r.bytes, (unsigned long long)r.off);
	if (fseeko(f, (off_t)r.off, SEEK_SET) || fread(dst, 1, r.bytes, f) != r.bytes)
		return mtk_seterr("%s: tensor %s: %s", path, name, ferror(f) ? strerror(errno) : "truncated");
	if (XXH3_64bits(dst, r.bytes) != r.sum)
		return mtk_seterr("%s: tensor %s: checksum does not match (a damaged checkpoint)", path, name);
	return finite_or_say(path, c, i, t, dst, n);
}

int nn_ckpt_load(const char *path, struct gpt *g, struct nn_ckpt *st, int with_opt)
{
	FILE *f = fopen(path, "rb");
	float *host = NULL, *whole = NULL;
	unsigned char *tab = NULL;
	int rc = -1;
	if (!f)
		return mtk_seterr("%s: %s", path, strerror(errno));
	if (read_header(f, path, st) < 0)
		goto out;
	const struct gpt_config *a = &st->cfg, *b = &g->cfg;
	if (a->layers != b->layers || a->heads != b->heads || a->dim != b->dim ||
	    a->vocab != b->vocab || a->max_seq != b->max_seq) {
		mtk_seterr("%s: checkpoint is for another model (layers %d heads %d dim %d vocab %d seq %d;"
		           " this run: layers %d heads %d dim %d vocab %d seq %d)", path,
		           a->layers, a->heads, a->dim, a->vocab, a->max_seq,
		           b->layers, b->heads, b->dim, b->vocab, b->max_seq);
		goto out;
	}
	if (with_opt && !g->m) {
		mtk_seterr("%s: an inference-only model cannot take optimizer state", path);
		goto out;
	}
	if (with_opt && !(st->flags & NN_CKPT_OPT)) {
		mtk_seterr("%s: checkpoint has no optimizer state (use --init-from to start from it)", path);
		goto out;
	}
	size_t P = gpt_num_params(&g->cfg);
	float *bufs[3] = {g->params, g->m, g->v};
	if (st->version < 2) {   /* version 1: the buffers back to back, no checksums */
		host = xmalloc(P * sizeof(float));
		for (int i = 0; i < (with_opt ? 3 : 1); i++) {
			if (fread(host, sizeof(float), P, f) != P) {
				mtk_seterr("%s: truncated checkpoint", path);
				goto out;
			}
			if (finite_or_say(path, &g->cfg, i, -1, host, P) < 0)
				goto out;
			gpt_set_whole(g, bufs[i], host);   /* this rank's part */
		}
		rc = 0;
		goto out;
	}
	if (read_table(f, path, st, &tab) < 0)
		goto out;
	/* tensor by tensor, each whole and then this rank's part of it, so that
	 * a rank of a layout holds its part and one tensor, not the model; one
	 * rank reads straight into its part, the whole */
	int one = g->tp == 1 && g->pp == 1;
	size_t most = 0;
	for (int t = 0; t < GPT_NT; t++) {
		uint64_t dims[4];
		size_t o, n;
		tensor_shape(&g->cfg, t, dims, &o, &n);
		most = n > most ? n : most;
	}
	host = xmalloc((g->nparams + 1) * sizeof(float));   /* untouched pages cost nothing */
	whole = one ? NULL : xmalloc(most * sizeof(float));
	for (int i = 0; i < (with_opt ? 3 : 1); i++) {
		/* one rank on the host (the CPU backend): into the buffer itself,
		 * when it is whole and has no bf16 shadow to refresh */
		float *into = one && g->be->host_mem && (i ? g->opt_hi - g->opt_lo == P : !g->params_lp) ? bufs[i]
		              : host;
		for (int t = 0; t < GPT_NT; t++) {
			uint64_t dims[4];
			size_t o, n;
			tensor_shape(&g->cfg, t, dims, &o, &n);
			if (read_tensor(f, path, &g->cfg, tab, st->records, st->table, i, t, one ? into + o : whole) < 0)
				goto out;
			if (!one)
				gpt_tensor_part(g, t, whole, host);
		}
		/* the moments of a distributed optimizer: this rank's shard */
		if (into == host)
			gpt_set(g, bufs[i], i ? host + g->opt_lo : host);
	}
	rc = 0;
out:
	free(host);
	free(whole);
	free(tab);
	fclose(f);
	return rc;
}
