/* nn/train: learning-rate schedule and checkpoints; see train.h. */
#include "nn/train.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "buf.h"
#include "err.h"
#include "nn/layout.h"

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

void nn_train_step(struct gpt *g, struct nn_data *d, const struct nn_hparams *h, long step,
                   struct nn_step_out *out)
{
	size_t BT = (size_t)h->B * h->T;
	int32_t *inp = xmalloc(BT * sizeof(int32_t)), *tgt = xmalloc(BT * sizeof(int32_t));
	struct nn_comm *c = g->lay ? &g->lay->dpc : NULL;
	int dp = g->lay ? g->lay->dp : 1, rank = g->lay ? g->lay->dp_rank : 0;
	/* the global batch is the ranks' micro-batches in rank order: rank r
	 * takes the samples one rank would take in micro-batches
	 * [r accum, (r + 1) accum), so every layout sees the same data */
	uint64_t mine = (uint64_t)h->B * h->accum, G = mine * dp;
	uint64_t first = (uint64_t)(step - 1) * G + (uint64_t)rank * mine;
	float dscale = 1.0f / (float)(G * h->T);
	double loss = 0;
	gpt_zero_grad(g);
	for (int m = 0; m < h->accum; m++) {
		for (int b = 0; b < h->B; b++)
			nn_data_sample(d, NN_TRAIN, first + (uint64_t)m * h->B + b,
			               inp + (size_t)b * h->T, tgt + (size_t)b * h->T);
		loss += gpt_forward(g, inp, tgt, h->B, h->T, dscale);
		gpt_backward(g);
	}
	gpt_sync_grads(g);   /* sequence parallelism: the replicated tensors' partial sums */
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
	nn_comm_sum_host(c, &loss, 1);
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
	double loss = 0;
	for (int m = rank; m < batches; m += dp) {   /* the batches dealt over the ranks */
		for (int b = 0; b < B; b++)
			nn_data_sample(d, NN_VALID, (uint64_t)m * B + b, inp + (size_t)b * T, tgt + (size_t)b * T);
		loss += gpt_forward(g, inp, tgt, B, T, 0);
	}
	nn_comm_sum_host(c, &loss, 1);
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
	int bad = f ? write_all(f, h, sizeof h) : 0;
	float *bufs[3] = {g->params, g->m, g->v};
	for (int i = 0; i < (with_opt ? 3 : 1); i++) {
		gpt_get_whole(g, bufs[i], host);   /* every rank gives its part */
		if (f && !bad)
			bad = write_all(f, host, P * sizeof(float));
	}
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
	if (got < 16 || memcmp(h, magic, 8))
		return mtk_seterr("%s: bad magic (not an mtrain checkpoint)", path);
	uint32_t ver = get32(h + 8), hs = get32(h + 12);
	if (ver != NN_CKPT_VERSION || hs != NN_CKPT_HDR)
		return mtk_seterr("%s: checkpoint version %u (header %u bytes); this mtrain reads version %d",
		                  path, ver, hs, NN_CKPT_VERSION);
	if (got < sizeof h)
		return mtk_seterr("%s: truncated checkpoint header", path);
	memset(st, 0, sizeof *st);
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
	if (gpt_config_check(&c) < 0 || c.vocab_padded != st->cfg.vocab_padded ||
	    gpt_num_params(&c) != st->nparams)
		return mtk_seterr("%s: inconsistent checkpoint header (%s)", path,
		                  c.vocab_padded != st->cfg.vocab_padded || gpt_num_params(&c) != st->nparams
		                  ? "parameter count does not match the config" : mtk_errmsg());
	struct stat sb;
	uint64_t want = NN_CKPT_HDR + st->nparams * 4 * ((st->flags & NN_CKPT_OPT) ? 3 : 1);
	if (fstat(fileno(f), &sb) == 0 && (uint64_t)sb.st_size != want)
		return mtk_seterr("%s: checkpoint is %lld bytes, its header says %llu", path,
		                  (long long)sb.st_size, (unsigned long long)want);
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

int nn_ckpt_load(const char *path, struct gpt *g, struct nn_ckpt *st, int with_opt)
{
	FILE *f = fopen(path, "rb");
	float *host = NULL;
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
	host = xmalloc(P * sizeof(float));
	float *bufs[3] = {g->params, g->m, g->v};
	for (int i = 0; i < (with_opt ? 3 : 1); i++) {
		if (fread(host, sizeof(float), P, f) != P) {
			mtk_seterr("%s: truncated checkpoint", path);
			goto out;
		}
		gpt_set_whole(g, bufs[i], host);   /* this rank's part */
	}
	rc = 0;
out:
	free(host);
	fclose(f);
	return rc;
}
