/* classify: see classify.h. */
#include "classify.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>
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
	c->balance = 0;
}

void clf_scratch_release(struct clf_scratch *s)
{
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

static inline uint64_t fmix(uint64_t h)
{
	h ^= h >> 33;
	h *= 0xFF51AFD7ED558CCDull;
	h ^= h >> 33;
	h *= 0xC4CEB9FE1A85EC53ull;
	return h ^ (h >> 33);
}

static void grow(struct clf_scratch *s)
{
	s->cap = s->cap ? 2 * s->cap : 4096;
	s->h = xrealloc(s->h, s->cap * sizeof *s->h);
}

/* words.h classes of the ASCII bytes, filled once from words_class. */
static unsigned char cls_tab[128];
static int cls_ready;

static void cls_ensure(void)
{
	if (__atomic_load_n(&cls_ready, __ATOMIC_ACQUIRE))
		return;
	for (int c = 0; c < 128; c++)
		cls_tab[c] = (unsigned char)words_class(c);
	__atomic_store_n(&cls_ready, 1, __ATOMIC_RELEASE);
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
	if (ngrams < 1)
		ngrams = 1;
	cls_ensure();
	/* Tokenize (words.h's definition) and hash each token's lowercased code
	 * points in one pass: no token array, no copy. FNV-1a over code points,
	 * finished with a strong mix below. */
	const unsigned char *p = (const unsigned char *)text;
	size_t nt = 0, i = 0;
	int in = 0;
	uint64_t h = 0;
	while (i < n) {
		int cls;
		int32_t cp;
		size_t k = 1;
		if (p[i] < 0x80) {
			cp = p[i];
			cls = cls_tab[p[i]];
			if (cp >= 'A' && cp <= 'Z')
				cp += 32;
		} else {
			k = words_char(p + i, n - i, &cp, &cls);
			if (cls & WC_ALPHA)
				cp = utf8proc_tolower(cp);
		}
		int kind = cls & WC_SPACE ? 0 : cls & WC_WORD ? 1 : 2;
		if (kind != in) {
			if (in) {
				if (nt == s->cap)
					grow(s);
				s->h[nt++] = h;
			}
			in = kind;
			h = seed ^ (0xCBF29CE484222325ull + (uint64_t)kind);
		}
		if (kind)
			h = (h ^ (uint64_t)cp) * 0x100000001B3ull;
		i += k;
	}
	if (in) {
		if (nt == s->cap)
			grow(s);
		s->h[nt++] = h;
	}
	for (i = 0; i < nt; i++)
		s->h[i] = fmix(s->h[i]);
	size_t need = nt * ngrams + 1;
	if (need > s->fcap) {
		s->fcap = need + need / 2;
		s->feat = xrealloc(s->feat, s->fcap * sizeof *s->feat);
	}
	size_t k = 0;
	for (i = 0; i < nt; i++)
		s->feat[k++] = bucket(s->h[i], dim_log2);
	for (uint32_t g = 2; g <= ngrams; g++) {
		for (i = 0; i + g <= nt; i++) {
			uint64_t gh = 0x6A09E667F3BCC908ull + g;
			for (uint32_t t = 0; t < g; t++)
				gh = mix(gh, s->h[i + t]);
			s->feat[k++] = bucket(gh, dim_log2);
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
		for (i = 0; i < k; i++) {
			uint32_t f = s->feat[i];
			uint64_t bit = 1ull << (f & 63);
			if (!(s->seen[f >> 6] & bit)) {
				s->seen[f >> 6] |= bit;
				s->feat[u++] = f;
			}
		}
		for (i = 0; i < u; i++)
			s->seen[s->feat[i] >> 6] = 0;
		k = u;
	} else {
		qsort(s->feat, k, sizeof *s->feat, cmp_u32);
		size_t u = 0;
		for (i = 0; i < k; i++)
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

/* The objective is evaluated in two phases, each split over threads by
 * fixed ranges: per document, z, its loss and its residual r = p - y; then
 * per feature, the gradient sum over that feature's documents in document
 * order (a transposed copy of the data). No floating-point sum depends on
 * how the work is split, so the model is identical for any thread count. */
struct objective {
	const struct clf_data *d;
	const uint32_t *cf;    /* compact feature ids, parallel to d->feat */
	size_t nf;             /* compact dimension; theta[nf] is the bias */
	const size_t *coff;    /* feature j's documents: cdoc[coff[j] .. coff[j+1]) */
	const uint32_t *cdoc;
	double *sc, *res, *loss;   /* per document: 1/sqrt(nfeat), residual, loss */
	double l2, cw[2];      /* class weights */
	int threads;
};

struct part {
	const struct objective *o;
	const double *theta;
	double *g;
	int phase;
	size_t lo, hi;
};

static void *part_eval(void *arg)
{
	struct part *p = arg;
	const struct objective *o = p->o;
	const struct clf_data *d = o->d;
	const double *th = p->theta;
	if (p->phase == 0) {
		double b = th[o->nf];
		for (size_t i = p->lo; i < p->hi; i++) {
			double z = 0;
			for (size_t j = d->off[i]; j < d->off[i + 1]; j++)
				z += th[o->cf[j]];
			z = b + z * o->sc[i];
			double y = d->y[i];
			double wt = o->cw[y > 0.5];
			o->loss[i] = wt * ((z > 0 ? z : 0) - z * y + log1p(exp(-fabs(z))));
			o->res[i] = wt * (sigmoid(z) - y);
		}
	} else {
		for (size_t j = p->lo; j < p->hi; j++) {
			double s = 0;
			for (size_t k = o->coff[j]; k < o->coff[j + 1]; k++) {
				uint32_t i = o->cdoc[k];
				s += o->res[i] * o->sc[i];
			}
			p->g[j] = s;
		}
	}
	return NULL;
}

static void run_phase(const struct objective *o, const double *theta, double *g, int phase, size_t n)
{
	int T = o->threads;
	struct part parts[64];
	pthread_t th[64];
	for (int t = 0; t < T; t++) {
		parts[t] = (struct part){o, theta, g, phase, n * (size_t)t / (size_t)T, n * (size_t)(t + 1) / (size_t)T};
		if (T > 1)
			pthread_create(&th[t], NULL, part_eval, &parts[t]);
		else
			part_eval(&parts[t]);
	}
	if (T > 1)
		for (int t = 0; t < T; t++)
			pthread_join(th[t], NULL);
}

/* Objective and gradient at theta. */
static double evaluate(const struct objective *o, const double *theta, double *g)
{
	size_t N = o->d->n;
	run_phase(o, theta, g, 0, N);
	run_phase(o, theta, g, 1, o->nf);
	double loss = 0, rb = 0, reg = 0;
	for (size_t i = 0; i < N; i++) {
		loss += o->loss[i];
		rb += o->res[i];
	}
	g[o->nf] = rb / (double)N;
	for (size_t j = 0; j < o->nf; j++) {
		reg += theta[j] * theta[j];
		g[j] = g[j] / (double)N + o->l2 * theta[j];
	}
	return loss / (double)N + 0.5 * o->l2 * reg;
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
	/* the transposed data: documents per feature, in document order */
	size_t *coff = xcalloc(nf + 1, sizeof *coff);
	uint32_t *cdoc = xmalloc((d->nfeat + 1) * sizeof *cdoc);
	double *sc = xmalloc(d->n * sizeof *sc), *res = xmalloc(d->n * sizeof *res);
	double *lossv = xmalloc(d->n * sizeof *lossv);
	for (size_t j = 0; j < d->nfeat; j++)
		coff[cf[j] + 1]++;
	for (size_t j = 0; j < nf; j++)
		coff[j + 1] += coff[j];
	size_t *fill = xmalloc((nf + 1) * sizeof *fill);
	memcpy(fill, coff, (nf + 1) * sizeof *fill);
	for (size_t i = 0; i < d->n; i++) {
		size_t a = d->off[i], e = d->off[i + 1];
		sc[i] = e > a ? 1 / sqrt((double)(e - a)) : 0;
		for (size_t j = a; j < e; j++)
			cdoc[fill[cf[j]]++] = (uint32_t)i;
	}
	free(fill);
	struct objective o = {d, cf, nf, coff, cdoc, sc, res, lossv, c->l2, {1, 1}, T};
	if (c->balance) {
		o.cw[1] = (double)d->n / (2.0 * (double)npos);
		o.cw[0] = (double)d->n / (2.0 * (double)(d->n - npos));
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
	double f = evaluate(&o, x, g);
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
			fn = evaluate(&o, xn, gn);
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

	free(coff), free(cdoc), free(sc), free(res), free(lossv);
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
	if (!b.len) {
		mtk_seterr("%s: empty file (not an mtk classifier model)", path);
		goto out;
	}
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
