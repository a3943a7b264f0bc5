/* classify: see classify.h. */
#include "classify.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "err.h"
#include "stream.h"

static const char clf_magic[8] = {'M', 'T', 'K', 'C', 'L', 'F', '\r', '\n'};

void clf_conf_init(struct clf_conf *c)
{
	c->dim_log2 = 20;
	c->ngrams = 2;
	c->seed = 1;
	c->l2 = 1e-4;
	c->iters = 100;
	c->threads = 1;
	c->verbose = 0;
}

void clf_scratch_release(struct clf_scratch *s)
{
	words_release(&s->ws);
	buf_release(&s->norm);
	free(s->h);
	free(s->feat);
	free(s->seen);
	memset(s, 0, sizeof *s);
}

static inline uint64_t mix(uint64_t h, uint64_t w)
{
	h = ((h << 29) | (h >> 35)) ^ w;
	return h * 0xC2B2AE3D27D4EB4Full;
}

static inline uint32_t bucket(uint64_t h, uint32_t dim_log2)
{
	return (uint32_t)((h * 0x9E3779B97F4A7C15ull) >> (64 - dim_log2));
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? -1 : x > y;
}

size_t clf_features(struct clf_scratch *s, uint32_t dim_log2, uint32_t ngrams, uint64_t seed,
                    const char *text, size_t n)
{
	size_t nt = words_split(&s->ws, text, n);
	if (ngrams < 1)
		ngrams = 1;
	size_t need = nt * ngrams + 1;
	if (need > s->cap) {
		s->cap = need + need / 2;
		s->h = xrealloc(s->h, s->cap * sizeof *s->h);
		s->feat = xrealloc(s->feat, s->cap * sizeof *s->feat);
	}
	for (size_t i = 0; i < nt; i++) {
		const struct word *w = &s->ws.w[i];
		const unsigned char *p = (const unsigned char *)text + w->off;
		char low[64];
		size_t j = 0;
		if (w->len <= sizeof low) {
			for (; j < w->len && p[j] < 0x80; j++)
				low[j] = (char)(p[j] >= 'A' && p[j] <= 'Z' ? p[j] + 32 : p[j]);
		}
		if (j == w->len) {
			s->h[i] = XXH3_64bits_withSeed(low, j, seed);
		} else {
			buf_clear(&s->norm);
			words_norm(&s->norm, (const char *)p, w->len);
			s->h[i] = XXH3_64bits_withSeed(s->norm.p, s->norm.len, seed);
		}
	}
	size_t k = 0;
	for (size_t i = 0; i < nt; i++)
		s->feat[k++] = bucket(s->h[i], dim_log2);
	for (uint32_t g = 2; g <= ngrams; g++) {
		for (size_t i = 0; i + g <= nt; i++) {
			uint64_t h = 0x6A09E667F3BCC908ull + g;
			for (uint32_t t = 0; t < g; t++)
				h = mix(h, s->h[i + t]);
			s->feat[k++] = bucket(h, dim_log2);
		}
	}
	/* presence, not counts: each bucket once per document */
	if (dim_log2 <= 24) {
		size_t words = ((size_t)1 << dim_log2) / 64;
		if (s->seen_words != words) {
			free(s->seen);
			s->seen = xcalloc(words, sizeof *s->seen);
			s->seen_words = words;
		}
		size_t u = 0;
		for (size_t i = 0; i < k; i++) {
			uint32_t f = s->feat[i];
			uint64_t bit = 1ull << (f & 63);
			if (!(s->seen[f >> 6] & bit)) {
				s->seen[f >> 6] |= bit;
				s->feat[u++] = f;
			}
		}
		for (size_t i = 0; i < u; i++)
			s->seen[s->feat[i] >> 6] = 0;
		k = u;
	} else {
		qsort(s->feat, k, sizeof *s->feat, cmp_u32);
		size_t u = 0;
		for (size_t i = 0; i < k; i++)
			if (!u || s->feat[u - 1] != s->feat[i])
				s->feat[u++] = s->feat[i];
		k = u;
	}
	s->nfeat = k;
	return k;
}

static inline double sigmoid(double z)
{
	return z >= 0 ? 1 / (1 + exp(-z)) : exp(z) / (1 + exp(z));
}

double clf_score_feat(const struct clf_model *m, const uint32_t *feat, size_t nfeat)
{
	if (!nfeat)
		return sigmoid(m->bias);
	float acc = 0;
	for (size_t i = 0; i < nfeat; i++)
		acc += m->w[feat[i]];
	return sigmoid(m->bias + acc / sqrt((double)nfeat));
}

double clf_score(const struct clf_model *m, struct clf_scratch *s, const char *text, size_t n)
{
	size_t k = clf_features(s, m->dim_log2, m->ngrams, m->seed, text, n);
	return clf_score_feat(m, s->feat, k);
}

void clf_data_add(struct clf_data *d, const uint32_t *feat, size_t nfeat, int label)
{
	if (d->n + 2 > d->cap_doc) {
		d->cap_doc = d->cap_doc ? d->cap_doc * 2 : 1024;
		d->off = xrealloc(d->off, d->cap_doc * sizeof *d->off);
		d->y = xrealloc(d->y, d->cap_doc * sizeof *d->y);
	}
	if (d->nfeat + nfeat > d->cap_feat) {
		d->cap_feat = (d->nfeat + nfeat) * 2;
		d->feat = xrealloc(d->feat, d->cap_feat * sizeof *d->feat);
	}
	if (!d->n)
		d->off[0] = 0;
	memcpy(d->feat + d->nfeat, feat, nfeat * sizeof *feat);
	d->nfeat += nfeat;
	d->y[d->n] = label ? 1.0f : 0.0f;
	d->off[++d->n] = d->nfeat;
}

void clf_data_release(struct clf_data *d)
{
	free(d->feat);
	free(d->off);
	free(d->y);
	memset(d, 0, sizeof *d);
}

/* ---- training: L-BFGS on the compacted feature space ---- */

struct objective {
	const struct clf_data *d;
	const uint32_t *cf;    /* compact feature ids, parallel to d->feat */
	size_t nf;             /* compact dimension; theta[nf] is the bias */
	double l2;
	int threads;
};

struct part {
	const struct objective *o;
	const double *theta;
	double *grad;          /* nf + 1, this part's data term */
	double loss;
	size_t lo, hi;
};

static void *part_eval(void *arg)
{
	struct part *p = arg;
	const struct objective *o = p->o;
	const struct clf_data *d = o->d;
	const double *th = p->theta;
	double b = th[o->nf], loss = 0;
	memset(p->grad, 0, (o->nf + 1) * sizeof *p->grad);
	for (size_t i = p->lo; i < p->hi; i++) {
		size_t a = d->off[i], e = d->off[i + 1];
		double sc = e > a ? 1 / sqrt((double)(e - a)) : 0, z = 0;
		for (size_t j = a; j < e; j++)
			z += th[o->cf[j]];
		z = b + z * sc;
		double y = d->y[i];
		loss += (z > 0 ? z : 0) - z * y + log1p(exp(-fabs(z)));
		double r = sigmoid(z) - y, rs = r * sc;
		for (size_t j = a; j < e; j++)
			p->grad[o->cf[j]] += rs;
		p->grad[o->nf] += r;
	}
	p->loss = loss;
	return NULL;
}

/* Objective and gradient at theta; parts are summed in order. */
static double evaluate(const struct objective *o, struct part *parts, const double *theta, double *g)
{
	int T = o->threads;
	pthread_t th[64];
	for (int t = 0; t < T; t++) {
		parts[t].theta = theta;
		if (T > 1)
			pthread_create(&th[t], NULL, part_eval, &parts[t]);
		else
			part_eval(&parts[t]);
	}
	if (T > 1)
		for (int t = 0; t < T; t++)
			pthread_join(th[t], NULL);
	double N = (double)o->d->n, loss = 0;
	memset(g, 0, (o->nf + 1) * sizeof *g);
	for (int t = 0; t < T; t++) {
		loss += parts[t].loss;
		for (size_t j = 0; j <= o->nf; j++)
			g[j] += parts[t].grad[j];
	}
	double reg = 0;
	for (size_t j = 0; j <= o->nf; j++)
		g[j] /= N;
	for (size_t j = 0; j < o->nf; j++) {
		reg += theta[j] * theta[j];
		g[j] += o->l2 * theta[j];
	}
	return loss / N + 0.5 * o->l2 * reg;
}

static double dot(const double *a, const double *b, size_t n)
{
	double s = 0;
	for (size_t i = 0; i < n; i++)
		s += a[i] * b[i];
	return s;
}

int clf_train(const struct clf_data *d, const struct clf_conf *c, struct clf_model *m)
{
	memset(m, 0, sizeof *m);
	if (!d->n)
		return mtk_seterr("no training documents");
	size_t npos = 0;
	for (size_t i = 0; i < d->n; i++)
		npos += d->y[i] > 0.5f;
	if (!npos || npos == d->n)
		return mtk_seterr("training needs both positive and negative documents (%zu of %zu positive)", npos, d->n);
	if (c->dim_log2 < 1 || c->dim_log2 > 30)
		return mtk_seterr("dimension 2^%u out of range (2^1 .. 2^30)", c->dim_log2);

	/* compact ids in first-seen order: deterministic, and only the buckets
	 * the data uses take memory in the optimizer */
	size_t dim = (size_t)1 << c->dim_log2;
	uint32_t *map = xmalloc(dim * sizeof *map);
	memset(map, 0xff, dim * sizeof *map);
	uint32_t *cf = xmalloc((d->nfeat + 1) * sizeof *cf);
	size_t nf = 0;
	for (size_t j = 0; j < d->nfeat; j++) {
		uint32_t b = d->feat[j];
		if (map[b] == UINT32_MAX)
			map[b] = (uint32_t)nf++;
		cf[j] = map[b];
	}

	int T = c->threads < 1 ? 1 : c->threads > 64 ? 64 : c->threads;
	if ((size_t)T > d->n)
		T = (int)d->n;
	struct objective o = {d, cf, nf, c->l2, T};
	struct part parts[64];
	for (int t = 0; t < T; t++) {
		parts[t].o = &o;
		parts[t].grad = xmalloc((nf + 1) * sizeof(double));
		parts[t].lo = d->n * (size_t)t / (size_t)T;
		parts[t].hi = d->n * (size_t)(t + 1) / (size_t)T;
	}

	enum { M = 8 };
	size_t D = nf + 1;
	double *x = xcalloc(D, sizeof *x), *g = xmalloc(D * sizeof *g);
	double *xn = xmalloc(D * sizeof *xn), *gn = xmalloc(D * sizeof *gn), *dir = xmalloc(D * sizeof *dir);
	double *S = xmalloc(M * D * sizeof *S), *Y = xmalloc(M * D * sizeof *Y);
	double rho[M], alpha[M];
	int hist = 0, head = 0;
	/* start from the class prior, so the first steps learn words, not the bias */
	x[nf] = log((double)npos / (double)(d->n - npos));
	double f = evaluate(&o, parts, x, g);
	for (int it = 0; it < c->iters; it++) {
		double gnorm = sqrt(dot(g, g, D));
		if (gnorm < 1e-7)
			break;
		/* two-loop recursion: dir = -H g */
		for (size_t i = 0; i < D; i++)
			dir[i] = -g[i];
		for (int k = 0; k < hist; k++) {
			int h = (head - 1 - k + M) % M;
			alpha[h] = rho[h] * dot(S + h * D, dir, D);
			for (size_t i = 0; i < D; i++)
				dir[i] -= alpha[h] * Y[h * D + i];
		}
		if (hist) {
			int h = (head - 1 + M) % M;
			double gamma = dot(S + h * D, Y + h * D, D) / dot(Y + h * D, Y + h * D, D);
			for (size_t i = 0; i < D; i++)
				dir[i] *= gamma;
		}
		for (int k = hist - 1; k >= 0; k--) {
			int h = (head - 1 - k + M) % M;
			double beta = rho[h] * dot(Y + h * D, dir, D);
			for (size_t i = 0; i < D; i++)
				dir[i] += (alpha[h] - beta) * S[h * D + i];
		}
		double gd = dot(g, dir, D);
		if (gd >= 0) {   /* not a descent direction: restart from the gradient */
			for (size_t i = 0; i < D; i++)
				dir[i] = -g[i];
			gd = -gnorm * gnorm;
			hist = 0;
		}
		double step = hist ? 1 : 1 / gnorm, fn = f;
		int ok = 0;
		for (int ls = 0; ls < 40; ls++) {
			for (size_t i = 0; i < D; i++)
				xn[i] = x[i] + step * dir[i];
			fn = evaluate(&o, parts, xn, gn);
			if (fn <= f + 1e-4 * step * gd) {
				ok = 1;
				break;
			}
			step *= 0.5;
		}
		if (!ok)
			break;
		double *sv = S + head * D, *yv = Y + head * D;
		for (size_t i = 0; i < D; i++) {
			sv[i] = xn[i] - x[i];
			yv[i] = gn[i] - g[i];
		}
		double sy = dot(sv, yv, D);
		if (sy > 1e-12) {
			rho[head] = 1 / sy;
			head = (head + 1) % M;
			if (hist < M)
				hist++;
		}
		double df = f - fn;
		memcpy(x, xn, D * sizeof *x);
		memcpy(g, gn, D * sizeof *g);
		f = fn;
		if (c->verbose)
			fprintf(stderr, "iter %d loss %.6f |g| %.3g\n", it + 1, f, gnorm);
		if (df < 1e-10 * (fabs(f) > 1 ? fabs(f) : 1))
			break;
	}

	m->dim_log2 = c->dim_log2;
	m->ngrams = c->ngrams;
	m->seed = c->seed;
	m->bias = x[nf];
	m->w = xcalloc(dim, sizeof *m->w);
	for (size_t b = 0; b < dim; b++)
		if (map[b] != UINT32_MAX)
			m->w[b] = (float)x[map[b]];

	for (int t = 0; t < T; t++)
		free(parts[t].grad);
	free(x), free(g), free(xn), free(gn), free(dir), free(S), free(Y);
	free(map), free(cf);
	return 0;
}

void clf_model_release(struct clf_model *m)
{
	free(m->w);
	memset(m, 0, sizeof *m);
}

static void put32(struct buf *b, uint32_t v)
{
	unsigned char c[4] = {(unsigned char)v, (unsigned char)(v >> 8), (unsigned char)(v >> 16), (unsigned char)(v >> 24)};
	buf_add(b, c, 4);
}

static void put64(struct buf *b, uint64_t v)
{
	put32(b, (uint32_t)v);
	put32(b, (uint32_t)(v >> 32));
}

static uint32_t get32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t get64(const unsigned char *p)
{
	return get32(p) | (uint64_t)get32(p + 4) << 32;
}

enum { HDR = 8 + 4 * 4 + 8 + 8 + 8 };

int clf_save(const struct clf_model *m, const char *path)
{
	struct buf b = BUF_INIT;
	size_t dim = (size_t)1 << m->dim_log2, nnz = 0;
	for (size_t i = 0; i < dim; i++)
		nnz += m->w[i] != 0;
	buf_add(&b, clf_magic, 8);
	put32(&b, CLF_VERSION);
	put32(&b, m->dim_log2);
	put32(&b, m->ngrams);
	put32(&b, 0);
	put64(&b, m->seed);
	uint64_t bits;
	memcpy(&bits, &m->bias, 8);
	put64(&b, bits);
	put64(&b, nnz);
	for (size_t i = 0; i < dim; i++) {
		if (m->w[i] == 0)
			continue;
		uint32_t wb;
		memcpy(&wb, &m->w[i], 4);
		put32(&b, (uint32_t)i);
		put32(&b, wb);
	}
	put64(&b, XXH64(b.p, b.len, 0));
	int rc = write_file(path, b.p, b.len);
	buf_release(&b);
	return rc;
}

int clf_load(struct clf_model *m, const char *path)
{
	memset(m, 0, sizeof *m);
	struct buf b = BUF_INIT;
	int rc = -1;
	if (read_file(path, &b) < 0)
		goto out;
	const unsigned char *p = (const unsigned char *)b.p;
	if (b.len < 8 || memcmp(p, clf_magic, 8)) {
		mtk_seterr("%s: not an mtk classifier model (bad magic)", path);
		goto out;
	}
	if (b.len < HDR + 8) {
		mtk_seterr("%s: truncated model (%zu bytes, header alone is %d)", path, b.len, HDR + 8);
		goto out;
	}
	uint32_t ver = get32(p + 8), dl = get32(p + 12), ng = get32(p + 16);
	if (ver != CLF_VERSION) {
		mtk_seterr("%s: model version %u, this program reads version %d", path, ver, CLF_VERSION);
		goto out;
	}
	if (dl < 1 || dl > 30 || ng < 1 || ng > 16) {
		mtk_seterr("%s: bad model settings (dim 2^%u, ngrams %u)", path, dl, ng);
		goto out;
	}
	uint64_t nnz = get64(p + 40);
	if (nnz > ((uint64_t)1 << dl) || b.len != HDR + nnz * 8 + 8) {
		mtk_seterr("%s: truncated or padded model (%zu bytes, want %llu for %llu weights)", path, b.len,
		           (unsigned long long)(HDR + nnz * 8 + 8), (unsigned long long)nnz);
		goto out;
	}
	if (XXH64(p, b.len - 8, 0) != get64(p + b.len - 8)) {
		mtk_seterr("%s: model checksum mismatch (corrupt file)", path);
		goto out;
	}
	m->dim_log2 = dl;
	m->ngrams = ng;
	m->seed = get64(p + 24);
	uint64_t bits = get64(p + 32);
	memcpy(&m->bias, &bits, 8);
	m->w = xcalloc((size_t)1 << dl, sizeof *m->w);
	const unsigned char *q = p + HDR;
	for (uint64_t i = 0; i < nnz; i++, q += 8) {
		uint32_t idx = get32(q), wb = get32(q + 4);
		if (idx >= (1u << dl)) {
			mtk_seterr("%s: weight %llu: bucket %u out of range", path, (unsigned long long)i, idx);
			clf_model_release(m);
			goto out;
		}
		memcpy(&m->w[idx], &wb, 4);
	}
	rc = 0;
out:
	buf_release(&b);
	return rc;
}

static int by_score(const void *a, const void *b, void *ctx)
{
	const double *s = ctx;
	double x = s[*(const size_t *)a], y = s[*(const size_t *)b];
	return x < y ? -1 : x > y;
}

void clf_metrics(const double *score, const float *y, size_t n, struct clf_metrics *o)
{
	memset(o, 0, sizeof *o);
	o->n = n;
	double ll = 0;
	for (size_t i = 0; i < n; i++) {
		int pos = y[i] > 0.5f, pred = score[i] > 0.5;
		o->pos += pos;
		o->tp += pos && pred;
		o->fp += !pos && pred;
		o->tn += !pos && !pred;
		o->fn += pos && !pred;
		double p = score[i] < 1e-15 ? 1e-15 : score[i] > 1 - 1e-15 ? 1 - 1e-15 : score[i];
		ll -= pos ? log(p) : log(1 - p);
	}
	o->accuracy = n ? (double)(o->tp + o->tn) / (double)n : 0;
	o->precision = o->tp + o->fp ? (double)o->tp / (double)(o->tp + o->fp) : 0;
	o->recall = o->pos ? (double)o->tp / (double)o->pos : 0;
	o->logloss = n ? ll / (double)n : 0;
	/* AUC from average ranks (Mann-Whitney U) */
	size_t *ix = xmalloc((n + 1) * sizeof *ix);
	for (size_t i = 0; i < n; i++)
		ix[i] = i;
	qsort_r(ix, n, sizeof *ix, by_score, (void *)score);
	double rsum = 0;
	for (size_t i = 0; i < n;) {
		size_t j = i;
		while (j < n && score[ix[j]] == score[ix[i]])
			j++;
		double r = (double)(i + 1 + j) / 2;   /* average 1-based rank */
		for (size_t k = i; k < j; k++)
			if (y[ix[k]] > 0.5f)
				rsum += r;
		i = j;
	}
	double P = (double)o->pos, N = (double)(n - o->pos);
	o->auc = P > 0 && N > 0 ? (rsum - P * (P + 1) / 2) / (P * N) : 0;
	free(ix);
}
