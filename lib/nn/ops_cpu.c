/*
 * nn/ops_cpu: the CPU reference backend of nn/ops.h. fp32 throughout
 * (act_dtype NN_F32: the activation void * are float *, the model passes
 * the fp32 parameters as the matmuls' weights and no shadow), GEMMs
 * through OpenBLAS, everything else in plain C over a small persistent
 * thread pool (par_for). Each op splits its work by output element so that
 * the result does not depend on the thread count.
 *
 * Why a pool of our own: lib/pool is a streaming read/work/write pipeline,
 * and an op needs a fork-join "parallel for" with a fixed split and a
 * barrier, many times per step; OpenMP would give that but also a second
 * threading runtime beside OpenBLAS's and a build flag for every target.
 * The pool is 60 lines: workers wait on a generation counter, each runs its
 * contiguous share, the caller runs share 0 and waits for the rest.
 */
#include "nn/ops.h"

/* The inner loops here run over independent outputs and are written to be
 * vectorised; GCC's -O2 cost model ("very cheap") refuses loops whose trip
 * count is not a known multiple of the vector width, which is all of them.
 * No -ffast-math: results stay bit-identical to the scalar order. */
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC optimize("O3", "vect-cost-model=dynamic")
#endif

#include <cblas.h>
#include <stdio.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "buf.h"
#include "err.h"

/* OpenBLAS extension, declared in its cblas.h; repeated here so that another
 * cblas.h still compiles (the call is then a link error, not a silent miss). */
void openblas_set_num_threads(int num_threads);

typedef void (*par_fn)(void *ctx, long lo, long hi, int tid);

struct cpu {
	int n;                     /* threads, the caller included */
	pthread_t *th;
	pthread_mutex_t mu;
	pthread_cond_t go, done;
	unsigned gen;
	int pending, quit;
	par_fn fn;
	void *ctx;
	long total;
	float **scr;               /* per-thread scratch, grown on demand, kept */
	size_t *scr_n;
};

static float *thread_scratch(struct cpu *c, int tid, size_t n)
{
	if (c->scr_n[tid] < n) {
		free(c->scr[tid]);
		c->scr[tid] = xmalloc(n * sizeof(float));
		c->scr_n[tid] = n;
	}
	return c->scr[tid];
}

/* The attention loops also get an AVX2 copy, picked at load time (the
 * build targets x86-64-v2, whose vectors are 4 floats wide). Numbers do not
 * change: the loops vectorise over independent outputs, and ISO C mode
 * keeps the compiler from contracting a*b+c into FMAs. */
#if defined(__GNUC__) && defined(__x86_64__) && !defined(__clang__)
#define VEC_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define VEC_CLONES
#endif

/* y[0..n) += a * x[0..n): the building block of the attention loops */
static inline void axpy(float *restrict y, float a, const float *restrict x, int n)
{
	for (int i = 0; i < n; i++)
		y[i] += a * x[i];
}

struct worker_arg {
	struct cpu *c;
	int id;
};

static void chunk(long total, int n, int i, long *lo, long *hi)
{
	*lo = total * i / n;
	*hi = total * (i + 1) / n;
}

static void *worker(void *p)
{
	struct worker_arg *a = p;
	struct cpu *c = a->c;
	int id = a->id;
	unsigned seen = 0;
	free(a);
	for (;;) {
		pthread_mutex_lock(&c->mu);
		while (c->gen == seen && !c->quit)
			pthread_cond_wait(&c->go, &c->mu);
		if (c->quit) {
			pthread_mutex_unlock(&c->mu);
			return NULL;
		}
		seen = c->gen;
		par_fn fn = c->fn;
		void *ctx = c->ctx;
		long total = c->total;
		pthread_mutex_unlock(&c->mu);

		long lo, hi;
		chunk(total, c->n, id, &lo, &hi);
		if (lo < hi)
			fn(ctx, lo, hi, id);

		pthread_mutex_lock(&c->mu);
		if (--c->pending == 0)
			pthread_cond_signal(&c->done);
		pthread_mutex_unlock(&c->mu);
	}
}

/* Run fn over [0, total) split into one contiguous range per thread. Small
 * jobs stay on the calling thread: waking workers costs more than they do. */
static void par_for(struct nn_be *be, long total, long work_per_item, par_fn fn, void *ctx)
{
	struct cpu *c = be->impl;
	if (total <= 0)
		return;
	if (c->n == 1 || total * work_per_item < 32768 || total == 1) {
		fn(ctx, 0, total, 0);
		return;
	}
	pthread_mutex_lock(&c->mu);
	c->fn = fn;
	c->ctx = ctx;
	c->total = total;
	c->pending = c->n - 1;
	c->gen++;
	pthread_cond_broadcast(&c->go);
	pthread_mutex_unlock(&c->mu);

	long lo, hi;
	chunk(total, c->n, 0, &lo, &hi);
	if (lo < hi)
		fn(ctx, lo, hi, 0);

	pthread_mutex_lock(&c->mu);
	while (c->pending > 0)
		pthread_cond_wait(&c->done, &c->mu);
	pthread_mutex_unlock(&c->mu);
}

/* acc[c] += sum over rows n of x[n][c], each column in row order (threads
 * split the columns): the bias gradients, wherever the model has them summed */
struct colsum_ctx {
	float *acc;
	const float *x;
	int N, C;
};

static void colsum_cols(void *p, long lo, long hi, int tid)
{
	struct colsum_ctx *s = p;
	for (int n = 0; n < s->N; n++) {
		const float *r = s->x + (size_t)n * s->C;
		for (long c = lo; c < hi; c++)
			s->acc[c] += r[c];
	}
}

static void cpu_colsum(struct nn_be *be, float *acc, const float *x, int N, int C)
{
	struct colsum_ctx s = {.acc = acc, .x = x, .N = N, .C = C};
	par_for(be, C, N, colsum_cols, &s);
}

/* ---- memory ---- */

/* Each block carries its size in a 64-byte prefix (keeping the payload
 * 64-byte aligned for the vector units), so free can keep bytes_in_use. */
enum { ALLOC_HDR = 64 };

static void *cpu_alloc(struct nn_be *be, size_t bytes)
{
	size_t n = (bytes + ALLOC_HDR + 63) & ~(size_t)63;
	unsigned char *p = aligned_alloc(64, n);
	if (!p) {
		mtk_seterr("out of memory allocating %zu bytes", bytes);
		return NULL;
	}
	memset(p + ALLOC_HDR, 0, bytes);
	memcpy(p, &bytes, sizeof bytes);
	be->bytes_in_use += bytes;
	if (be->bytes_in_use > be->bytes_peak)
		be->bytes_peak = be->bytes_in_use;
	return p + ALLOC_HDR;
}

static void cpu_free(struct nn_be *be, void *p)
{
	if (!p)
		return;
	unsigned char *b = (unsigned char *)p - ALLOC_HDR;
	size_t bytes;
	memcpy(&bytes, b, sizeof bytes);
	be->bytes_in_use -= bytes;
	free(b);
}

static void cpu_zero(struct nn_be *be, void *p, size_t n) { (void)be; memset(p, 0, n); }
static void cpu_copy(struct nn_be *be, void *d, const void *s, size_t n) { (void)be; memmove(d, s, n); }

/* ---- embedding ---- */

struct embed_ctx {
	float *out, *dwte, *dwpe;
	const float *wte, *wpe, *dout;
	const int32_t *tok;
	int N, T, C;
};

static void embed_fwd_rows(void *p, long lo, long hi, int tid)
{
	struct embed_ctx *e = p;
	for (long n = lo; n < hi; n++) {
		const float *a = e->tok[n] >= 0 ? e->wte + (size_t)e->tok[n] * e->C : NULL;
		const float *b = e->wpe ? e->wpe + (size_t)(n % e->T) * e->C : NULL;
		float *o = e->out + (size_t)n * e->C;
		for (int c = 0; c < e->C; c++)
			o[c] = (a ? a[c] : 0.0f) + (b ? b[c] : 0.0f);
	}
}

static void cpu_embed_fwd(struct nn_be *be, void *out, const int32_t *tok, const float *wte,
                          const float *wpe, int N, int T, int C)
{
	struct embed_ctx e = {.out = out, .wte = wte, .wpe = wpe, .tok = tok, .N = N, .T = T, .C = C};
	par_for(be, N, C, embed_fwd_rows, &e);
}

/* by column range: every thread walks all rows in order, so the sums for a
 * token that appears twice are added in the same order for any -j */
static void embed_bwd_cols(void *p, long lo, long hi, int tid)
{
	struct embed_ctx *e = p;
	for (int n = 0; n < e->N; n++) {
		const float *d = e->dout + (size_t)n * e->C;
		float *a = e->tok[n] >= 0 ? e->dwte + (size_t)e->tok[n] * e->C : NULL;
		float *b = e->dwpe ? e->dwpe + (size_t)(n % e->T) * e->C : NULL;
		for (long c = lo; c < hi; c++) {
			if (a)
				a[c] += d[c];
			if (b)
				b[c] += d[c];
		}
	}
}

static void cpu_embed_bwd(struct nn_be *be, float *dwte, float *dwpe, const void *dout,
                          const int32_t *tok, int N, int T, int C)
{
	struct embed_ctx e = {.dwte = dwte, .dwpe = dwpe, .dout = dout, .tok = tok, .N = N, .T = T, .C = C};
	par_for(be, C, N, embed_bwd_cols, &e);
}

/* ---- layernorm ---- */

struct ln_ctx {
	float *out, *mean, *rstd, *dinp, *dw, *db;
	const float *inp, *w, *b, *dout, *cmean, *crstd;
	const float *ra, *rb;      /* the residual's two terms (fused forward) */
	int N, C;
};

/* row n of the LayerNorm forward: the one body both forward ops share, so
 * that the fused op equals the two-op sequence bit for bit */
static inline void ln_fwd_row(const struct ln_ctx *l, long n)
{
	int C = l->C;
	const float *x = l->inp + (size_t)n * C;
	double s = 0, ss = 0;
	for (int c = 0; c < C; c++)
		s += x[c];
	double m = s / C;
	for (int c = 0; c < C; c++)
		ss += (x[c] - m) * (x[c] - m);
	float rs = (float)(1.0 / sqrt(ss / C + 1e-5));
	float mf = (float)m;
	float *o = l->out + (size_t)n * C;
	for (int c = 0; c < C; c++)
		o[c] = (x[c] - mf) * rs * l->w[c] + l->b[c];
	l->mean[n] = mf;
	l->rstd[n] = rs;
}

static void ln_fwd_rows(void *p, long lo, long hi, int tid)
{
	for (long n = lo; n < hi; n++)
		ln_fwd_row(p, n);
}

static void cpu_layernorm_fwd(struct nn_be *be, void *out, float *mean, float *rstd,
                              const void *inp, const float *w, const float *b, int N, int C)
{
	struct ln_ctx l = {.out = out, .mean = mean, .rstd = rstd, .inp = inp, .w = w, .b = b, .N = N, .C = C};
	par_for(be, N, C, ln_fwd_rows, &l);
}

/* res = ra + rb row by row (res may alias either), then the row's
 * LayerNorm while it is still in cache; l->inp is res */
static void resid_ln_rows(void *p, long lo, long hi, int tid)
{
	struct ln_ctx *l = p;
	size_t C = (size_t)l->C;
	for (long n = lo; n < hi; n++) {
		float *r = (float *)l->inp + n * C;
		const float *x = l->ra + n * C, *y = l->rb + n * C;
		for (size_t c = 0; c < C; c++)
			r[c] = x[c] + y[c];
		ln_fwd_row(l, n);
	}
}

static void cpu_residual_layernorm_fwd(struct nn_be *be, void *res, void *ln, float *mean,
                                       float *rstd, const void *a, const void *b,
                                       const float *w, const float *bias, int N, int C)
{
	struct ln_ctx l = {.out = ln, .mean = mean, .rstd = rstd, .inp = res, .ra = a, .rb = b,
	                   .w = w, .b = bias, .N = N, .C = C};
	par_for(be, N, C, resid_ln_rows, &l);
}

static void ln_bwd_rows(void *p, long lo, long hi, int tid)
{
	struct ln_ctx *l = p;
	int C = l->C;
	for (long n = lo; n < hi; n++) {
		const float *x = l->inp + (size_t)n * C, *d = l->dout + (size_t)n * C;
		float m = l->cmean[n], rs = l->crstd[n];
		double a = 0, b = 0;
		for (int c = 0; c < C; c++) {
			float dn = d[c] * l->w[c];
			a += dn;
			b += dn * (x[c] - m) * rs;
		}
		float ma = (float)(a / C), mb = (float)(b / C);
		float *di = l->dinp + (size_t)n * C;
		for (int c = 0; c < C; c++) {
			float xh = (x[c] - m) * rs;
			di[c] += rs * (d[c] * l->w[c] - ma - xh * mb);
		}
	}
}

static void ln_bwd_cols(void *p, long lo, long hi, int tid)
{
	struct ln_ctx *l = p;
	int C = l->C;
	for (int n = 0; n < l->N; n++) {
		const float *x = l->inp + (size_t)n * C, *d = l->dout + (size_t)n * C;
		float m = l->cmean[n], rs = l->crstd[n];
		for (long c = lo; c < hi; c++) {
			l->dw[c] += d[c] * (x[c] - m) * rs;
			l->db[c] += d[c];
		}
	}
}

static void cpu_layernorm_bwd(struct nn_be *be, void *dinp, float *dw, float *db, float *dsum,
                              const void *dout, const void *inp, const float *w,
                              const float *mean, const float *rstd, int N, int C)
{
	struct ln_ctx l = {.dinp = dinp, .dw = dw, .db = db, .dout = dout, .inp = inp, .w = w,
	                   .cmean = mean, .crstd = rstd, .N = N, .C = C};
	par_for(be, N, C, ln_bwd_rows, &l);
	par_for(be, C, N, ln_bwd_cols, &l);
	if (dsum)
		cpu_colsum(be, dsum, dinp, N, C);
}

/* ---- GELU ---- */

#define GELU_K 0.7978845608028654f   /* sqrt(2/pi) */

/* tanh through one expf: libm's tanhf costs several times more, and GELU
 * runs over the widest activations of the model */
static inline float tanh_fast(float u)
{
	return 1.0f - 2.0f / (1.0f + expf(2.0f * u));
}

static inline float gelu1(float x)
{
	return 0.5f * x * (1.0f + tanh_fast(GELU_K * (x + 0.044715f * x * x * x)));
}

static inline float gelu_grad1(float x)
{
	float u = GELU_K * (x + 0.044715f * x * x * x);
	float t = tanh_fast(u);
	return 0.5f * (1.0f + t) + 0.5f * x * (1.0f - t * t) * GELU_K * (1.0f + 3.0f * 0.044715f * x * x);
}

struct ew_ctx {
	float *out;
	const float *a, *b;
	float s;
};

static void gelu_fwd_range(void *p, long lo, long hi, int tid)
{
	struct ew_ctx *e = p;
	for (long i = lo; i < hi; i++)
		e->out[i] = gelu1(e->a[i]);
}

static void cpu_gelu_fwd(struct nn_be *be, void *out, const void *inp, size_t n)
{
	struct ew_ctx e = {.out = out, .a = inp};
	par_for(be, (long)n, 16, gelu_fwd_range, &e);
}

static void gelu_bwd_range(void *p, long lo, long hi, int tid)
{
	struct ew_ctx *e = p;
	for (long i = lo; i < hi; i++)
		e->out[i] = e->b[i] * gelu_grad1(e->a[i]);
}

static void cpu_gelu_bwd(struct nn_be *be, void *dinp, const void *inp, const void *dout, size_t n)
{
	struct ew_ctx e = {.out = dinp, .a = inp, .b = dout};
	par_for(be, (long)n, 16, gelu_bwd_range, &e);
}

static void resid_range(void *p, long lo, long hi, int tid)
{
	struct ew_ctx *e = p;
	for (long i = lo; i < hi; i++)
		e->out[i] = e->a[i] + e->b[i];
}

static void cpu_residual_fwd(struct nn_be *be, void *out, const void *a, const void *b, size_t n)
{
	struct ew_ctx e = {.out = out, .a = a, .b = b};
	par_for(be, (long)n, 1, resid_range, &e);
}

static void cpu_add(struct nn_be *be, void *acc, const void *x, size_t n)
{
	struct ew_ctx e = {.out = acc, .a = acc, .b = x};
	par_for(be, (long)n, 1, resid_range, &e);
}

static void scale_range(void *p, long lo, long hi, int tid)
{
	struct ew_ctx *e = p;
	for (long i = lo; i < hi; i++)
		e->out[i] *= e->s;
}

static void cpu_scale(struct nn_be *be, void *x, size_t n, float s)
{
	struct ew_ctx e = {.out = x, .s = s};
	par_for(be, (long)n, 1, scale_range, &e);
}

struct drop_ctx {
	float *out;
	const float *in;
	int C;
	uint64_t key, row0;
	uint32_t thr;
	float scale;
};

static void drop_rows(void *p, long lo, long hi, int tid)
{
	struct drop_ctx *d = p;
	for (long n = lo; n < hi; n++) {
		uint64_t e = (d->row0 + (uint64_t)n) * (uint64_t)d->C;
		const float *x = d->in + (size_t)n * d->C;
		float *y = d->out + (size_t)n * d->C;
		for (int c = 0; c < d->C; c++)
			y[c] = nn_drop_bits(d->key, e + (uint64_t)c) >= d->thr ? x[c] * d->scale : 0.0f;
	}
}

static void cpu_dropout(struct nn_be *be, void *out, const void *in, int N, int C, uint64_t key,
                        uint64_t row0, float p)
{
	struct drop_ctx d = {.out = out, .in = in, .C = C, .key = key, .row0 = row0, .thr = nn_drop_thr(p),
	                     .scale = 1.0f / (1.0f - p)};
	par_for(be, N, C, drop_rows, &d);
}

/* ---- matmul ---- */

struct mm_ctx {
	float *out, *pre;
	const float *bias;
	int N, OC, epi;
};

static void mm_epi_rows(void *p, long lo, long hi, int tid)
{
	struct mm_ctx *m = p;
	for (long n = lo; n < hi; n++) {
		float *src = (m->epi == NN_EPI_GELU ? m->pre : m->out) + (size_t)n * m->OC;
		float *o = m->out + (size_t)n * m->OC;
		if (m->bias)
			for (int c = 0; c < m->OC; c++)
				src[c] += m->bias[c];
		if (m->epi == NN_EPI_GELU)
			for (int c = 0; c < m->OC; c++)
				o[c] = gelu1(src[c]);
	}
}

/* A product of a few rows (2 <= N <= NN_FEW_ROWS: a batch decoding, msample
 * --samples) that reads each weight row once for all of them: OpenBLAS's
 * sgemm packs the whole weight first at every call (perf, d12 shape, 8
 * rows: 31% of msample's time in sgemm_incopy against 16% in the product
 * itself), and N sgemv calls would read it N times. The rows are first
 * interleaved by 8 columns ([C/8][N][8]: N + 1 streams through the cache
 * fell to a quarter of the memory rate from N = 6 on, this machine's
 * prefetchers losing track), then each output's N dot products run as N
 * independent 8-lane sums in registers, summed in a fixed order, so that
 * the AVX2 clone and the SSE default give the same bits. */
typedef float v8f __attribute__((vector_size(32)));

struct few_ctx {
	float *out;
	const float *xp, *inp, *w;   /* xp: inp's first C8 columns interleaved */
	int N, C, C8, OC;
};

static inline __attribute__((always_inline)) void few_row(const struct few_ctx *f, long o, const int N)
{
	int C = f->C, C8 = f->C8;
	const float *wr = f->w + (size_t)o * C, *xp = f->xp;
	v8f acc[NN_FEW_ROWS] = {{0}};
	for (int c = 0; c < C8; c += 8, xp += 8 * N) {
		v8f wv, xv;
		memcpy(&wv, wr + c, sizeof wv);
#pragma GCC unroll 8
		for (int b = 0; b < N; b++) {
			memcpy(&xv, xp + 8 * b, sizeof xv);
			acc[b] += wv * xv;
		}
	}
	for (int b = 0; b < N; b++) {
		const float *x = f->inp + (size_t)b * C;
		v8f a = acc[b];
		float s = ((a[0] + a[1]) + (a[2] + a[3])) + ((a[4] + a[5]) + (a[6] + a[7]));
		for (int c = C8; c < C; c++)
			s += wr[c] * x[c];
		f->out[(size_t)b * f->OC + o] = s;
	}
}

VEC_CLONES static void few_rows_range(void *p, long lo, long hi, int tid)
{
	const struct few_ctx *f = p;
#define FEW(n)                                                                                                 \
	case n:                                                                                                \
		for (long o = lo; o < hi; o++)                                                                 \
			few_row(f, o, n);                                                                      \
		break;
	switch (f->N) { FEW(2) FEW(3) FEW(4) FEW(5) FEW(6) FEW(7) FEW(8) }
#undef FEW
}

static void few_rows(struct nn_be *be, float *out, const float *inp, const float *w, int N, int C, int OC)
{
	int C8 = C & ~7;
	float *xp = thread_scratch(be->impl, 0, (size_t)N * C8 + 1);
	for (int b = 0; b < N; b++)
		for (int c = 0; c < C8; c++)
			xp[(size_t)(c / 8) * 8 * N + 8 * b + c % 8] = inp[(size_t)b * C + c];
	struct few_ctx f = {.out = out, .xp = xp, .inp = inp, .w = w, .N = N, .C = C, .C8 = C8, .OC = OC};
	par_for(be, OC, (long)N * C, few_rows_range, &f);
}

static void cpu_matmul_fwd(struct nn_be *be, void *out, void *pre, const void *inp,
                           const void *w, const float *bias, int N, int C, int OC, int epi)
{
	float *dst = epi == NN_EPI_GELU ? pre : out;
	if (N == 1) {   /* one row (generation): OpenBLAS's sgemm would pack the whole weight first */
		cblas_sgemv(CblasRowMajor, CblasNoTrans, OC, C, 1.0f, w, C, inp, 1, 0.0f, dst, 1);
	} else if (N <= NN_FEW_ROWS) {
		few_rows(be, dst, inp, w, N, C, OC);
	} else {
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, N, OC, C,
		            1.0f, inp, C, w, C, 0.0f, dst, OC);
	}
	if (bias || epi != NN_EPI_NONE) {
		struct mm_ctx m = {.out = out, .pre = pre, .bias = bias, .N = N, .OC = OC, .epi = epi};
		par_for(be, N, OC, mm_epi_rows, &m);
	}
}

static void cpu_matmul_bwd(struct nn_be *be, void *dinp, float *dw, float *dbias,
                           const void *dout, const void *inp, const void *w, const void *pre,
                           float *dpre_bias, int N, int C, int OC)
{
	if (dinp) {
		cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, C, OC,
		            1.0f, dout, OC, w, C, 0.0f, dinp, C);
		if (pre)
			cpu_gelu_bwd(be, dinp, pre, dinp, (size_t)N * C);
		if (pre && dpre_bias)
			cpu_colsum(be, dpre_bias, dinp, N, C);
	}
	if (dw)
		cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, OC, C, N,
		            1.0f, dout, OC, inp, C, 1.0f, dw, C);
	if (dbias)
		cpu_colsum(be, dbias, dout, N, OC);
}

/* ---- attention ---- */

/*
 * One task per (batch, head). The head's q, k, v are gathered into
 * contiguous scratch, k and v also transposed, so that every inner loop runs
 * over independent outputs (scores of all keys, or all channels) and
 * vectorises without reassociating a sum: the result stays the same for any
 * thread count and any compiler vector width.
 */
struct att_ctx {
	struct cpu *c;
	float *out, *lse, *dqkv;
	const float *qkv, *dout, *cout, *clse;
	int B, T, NH, HS;
	const struct nn_attn_drop *drop;   /* NULL: none */
};

struct att_scr {
	float *q, *k, *v, *kt, *vt, *s, *p, *dk, *dv, *dq;
};

static void att_scr_init(struct att_scr *w, struct cpu *c, int tid, int T, int HS)
{
	size_t th = (size_t)T * HS;
	float *m = thread_scratch(c, tid, 7 * th + 2 * (size_t)T + HS);
	w->q = m;
	w->k = m + th;
	w->v = m + 2 * th;
	w->kt = m + 3 * th;
	w->vt = m + 4 * th;
	w->dk = m + 5 * th;
	w->dv = m + 6 * th;
	w->s = m + 7 * th;
	w->p = w->s + T;
	w->dq = w->p + T;
}

static void att_gather(const struct att_ctx *a, struct att_scr *w, int b, int h)
{
	int T = a->T, HS = a->HS, C = a->NH * HS;
	const float *base = a->qkv + (size_t)b * T * 3 * C + h * HS;
	for (int t = 0; t < T; t++) {
		const float *r = base + (size_t)t * 3 * C;
		memcpy(w->q + (size_t)t * HS, r, HS * sizeof(float));
		memcpy(w->k + (size_t)t * HS, r + C, HS * sizeof(float));
		memcpy(w->v + (size_t)t * HS, r + 2 * C, HS * sizeof(float));
		for (int d = 0; d < HS; d++) {
			w->kt[(size_t)d * T + t] = r[C + d];
			w->vt[(size_t)d * T + t] = r[2 * C + d];
		}
	}
}

/* s[0..n) = scale * q . k[j] for keys j < n, from the transposed keys */
static inline void att_scores(float *restrict s, const float *restrict q, const float *restrict kt,
                       int T, int HS, int n, float sc)
{
	for (int j = 0; j < n; j++)
		s[j] = 0;
	for (int d = 0; d < HS; d++)
		axpy(s, q[d], kt + (size_t)d * T, n);
	for (int j = 0; j < n; j++)
		s[j] *= sc;
}

VEC_CLONES static void att_fwd_heads(void *p, long lo, long hi, int tid)
{
	struct att_ctx *a = p;
	int T = a->T, NH = a->NH, HS = a->HS, C = NH * HS;
	float sc = 1.0f / sqrtf((float)HS);
	struct att_scr w;
	att_scr_init(&w, a->c, tid, T, HS);
	for (long i = lo; i < hi; i++) {
		int h = (int)(i % NH), b = (int)(i / NH);
		att_gather(a, &w, b, h);
		for (int t = 0; t < T; t++) {
			int n = t + 1;
			att_scores(w.s, w.q + (size_t)t * HS, w.kt, T, HS, n, sc);
			float m = -INFINITY;
			for (int j = 0; j < n; j++)
				m = w.s[j] > m ? w.s[j] : m;
			float z = 0;
			for (int j = 0; j < n; j++) {
				w.p[j] = expf(w.s[j] - m);
				z += w.p[j];
			}
			float rz = 1.0f / z;
			float *o = a->out + ((size_t)b * T + t) * C + h * HS;
			for (int d = 0; d < HS; d++)
				w.dq[d] = 0;
			if (a->drop)   /* the kept probabilities, scaled */
				for (int j = 0; j < n; j++)
					w.p[j] *= nn_attn_keep(a->drop, b, h, T, t, j);
			for (int j = 0; j < n; j++)
				axpy(w.dq, w.p[j] * rz, w.v + (size_t)j * HS, HS);
			memcpy(o, w.dq, HS * sizeof(float));
			a->lse[((size_t)b * NH + h) * T + t] = m + logf(z);
		}
	}
}

static void cpu_attention_fwd(struct nn_be *be, void *out, float *lse, const void *qkv,
                              int B, int T, int NH, int HS, const struct nn_attn_drop *drop)
{
	struct att_ctx a = {.c = be->impl, .out = out, .lse = lse, .qkv = qkv, .B = B, .T = T, .NH = NH, .HS = HS,
	                    .drop = drop};
	par_for(be, (long)B * NH, (long)T * T * HS, att_fwd_heads, &a);
}

struct dec_ctx {
	float *out;
	const float *q, *kc, *vc;
	size_t qs;
	int n, Tc, NH, HS;
};

/* one query a (sequence, head) against n cached keys: the arithmetic of
 * att_fwd_heads' row n - 1, in the same order */
static void att_decode_heads(void *p, long lo, long hi, int tid)
{
	struct dec_ctx *a = p;
	int n = a->n, NH = a->NH, HS = a->HS, C = NH * HS;
	float sc = 1.0f / sqrtf((float)HS);
	float *s = xmalloc((size_t)n * sizeof *s), *o = xmalloc((size_t)HS * sizeof *o);
	(void)tid;
	for (long i = lo; i < hi; i++) {
		int h = (int)(i % NH), b = (int)(i / NH);
		const float *q = a->q + (size_t)b * a->qs + (size_t)h * HS;
		const float *k = a->kc + (size_t)b * a->Tc * C + (size_t)h * HS;
		const float *v = a->vc + (size_t)b * a->Tc * C + (size_t)h * HS;
		float m = -INFINITY, z = 0;
		for (int j = 0; j < n; j++) {
			float d = 0;
			for (int e = 0; e < HS; e++)
				d += q[e] * k[(size_t)j * C + e];
			s[j] = d * sc;
			m = s[j] > m ? s[j] : m;
		}
		for (int j = 0; j < n; j++) {
			s[j] = expf(s[j] - m);
			z += s[j];
		}
		float rz = 1.0f / z;
		for (int e = 0; e < HS; e++)
			o[e] = 0;
		for (int j = 0; j < n; j++)
			axpy(o, s[j] * rz, v + (size_t)j * C, HS);
		memcpy(a->out + (size_t)b * C + (size_t)h * HS, o, (size_t)HS * sizeof *o);
	}
	free(s);
	free(o);
}

static void cpu_attention_decode(struct nn_be *be, void *out, const void *q, size_t qs, const void *kc,
                                 const void *vc, int B, int n, int Tc, int NH, int HS)
{
	struct dec_ctx a = {.out = out, .q = q, .kc = kc, .vc = vc, .qs = qs, .n = n, .Tc = Tc, .NH = NH,
	                    .HS = HS};
	par_for(be, (long)B * NH, (long)n * HS, att_decode_heads, &a);
}

/* dk and dv of a head sum over its query rows, which stay on one thread in
 * a fixed order */
VEC_CLONES static void att_bwd_heads(void *p, long lo, long hi, int tid)
{
	struct att_ctx *a = p;
	int T = a->T, NH = a->NH, HS = a->HS, C = NH * HS;
	float sc = 1.0f / sqrtf((float)HS);
	struct att_scr w;
	att_scr_init(&w, a->c, tid, T, HS);
	for (long i = lo; i < hi; i++) {
		int h = (int)(i % NH), b = (int)(i / NH);
		att_gather(a, &w, b, h);
		memset(w.dk, 0, (size_t)T * HS * sizeof(float));
		memset(w.dv, 0, (size_t)T * HS * sizeof(float));
		float *dbase = a->dqkv + (size_t)b * T * 3 * C + h * HS;
		for (int t = 0; t < T; t++) {
			int n = t + 1;
			const float *q = w.q + (size_t)t * HS;
			const float *o = a->cout + ((size_t)b * T + t) * C + h * HS;
			const float *dout = a->dout + ((size_t)b * T + t) * C + h * HS;
			float lse = a->clse[((size_t)b * NH + h) * T + t];
			float D = 0;
			for (int d = 0; d < HS; d++)
				D += dout[d] * o[d];
			att_scores(w.s, q, w.kt, T, HS, n, sc);
			for (int j = 0; j < n; j++)
				w.s[j] = expf(w.s[j] - lse);   /* probabilities */
			/* dp[j] = dout . v[j] */
			for (int j = 0; j < n; j++)
				w.p[j] = 0;
			for (int d = 0; d < HS; d++)
				axpy(w.p, dout[d], w.vt + (size_t)d * T, n);
			for (int d = 0; d < HS; d++)
				w.dq[d] = 0;
			for (int j = 0; j < n; j++) {
				/* with dropout, the forward used p m (m: 1/(1 - p) kept,
				 * 0 dropped): dv by it, and dp's gradient through it */
				float mk = a->drop ? nn_attn_keep(a->drop, b, h, T, t, j) : 1.0f;
				float pj = w.s[j], ds = pj * (w.p[j] * mk - D) * sc;
				axpy(w.dq, ds, w.k + (size_t)j * HS, HS);
				axpy(w.dk + (size_t)j * HS, ds, q, HS);
				axpy(w.dv + (size_t)j * HS, pj * mk, dout, HS);
			}
			memcpy(dbase + (size_t)t * 3 * C, w.dq, HS * sizeof(float));
		}
		for (int t = 0; t < T; t++) {
			memcpy(dbase + (size_t)t * 3 * C + C, w.dk + (size_t)t * HS, HS * sizeof(float));
			memcpy(dbase + (size_t)t * 3 * C + 2 * C, w.dv + (size_t)t * HS, HS * sizeof(float));
		}
	}
}

static void cpu_attention_bwd(struct nn_be *be, void *dqkv, const void *dout,
                              const void *qkv, const void *out, const float *lse,
                              int B, int T, int NH, int HS, const struct nn_attn_drop *drop)
{
	struct att_ctx a = {.c = be->impl, .dqkv = dqkv, .dout = dout, .qkv = qkv, .cout = out, .clse = lse,
	                    .B = B, .T = T, .NH = NH, .HS = HS, .drop = drop};
	par_for(be, (long)B * NH, (long)T * T * HS, att_bwd_heads, &a);
}

/* ---- cross-entropy ---- */

struct ce_ctx {
	float *logits, *losses;
	const int32_t *tg;
	int V, Vp;
	float dscale;
};

/* sum of exp(l[i] - m) over i < n; with store, l[i] becomes exp(l[i] - m).
 * A block of 64 exps goes to a stack buffer and is summed in 8 float lanes
 * (which the compiler vectorises), block sums in double: the accuracy of a
 * double sum, and a fixed order, at the cost of one exp per logit. */
static double exp_sum(float *l, int n, float m, int store)
{
	double s = 0;
	float blk[64];
	for (int i = 0; i < n; i += 64) {
		int k = n - i < 64 ? n - i : 64, j = 0;
		for (int q = 0; q < k; q++)
			blk[q] = expf(l[i + q] - m);
		float acc[8] = {0};
		for (; j + 8 <= k; j += 8)
			for (int q = 0; q < 8; q++)
				acc[q] += blk[j + q];
		for (; j < k; j++)
			acc[0] += blk[j];
		s += (double)((acc[0] + acc[1]) + (acc[2] + acc[3])) + (double)((acc[4] + acc[5]) + (acc[6] + acc[7]));
		if (store)
			memcpy(l + i, blk, (size_t)k * sizeof(float));
	}
	return s;
}

static void ce_rows(void *p, long lo, long hi, int tid)
{
	struct ce_ctx *e = p;
	for (long n = lo; n < hi; n++) {
		float *l = e->logits + (size_t)n * e->Vp;
		int y = e->tg[n];
		float m = -INFINITY;
		for (int i = 0; i < e->V; i++)
			if (l[i] > m)
				m = l[i];
		float ly = y >= 0 ? l[y] : 0;
		/* the backward keeps exp(l - m) in place and scales it by 1/s */
		int bwd = e->dscale != 0 && y >= 0;
		double s = exp_sum(l, e->V, m, bwd);
		float lse = m + (float)log(s);
		e->losses[n] = y >= 0 ? lse - ly : 0.0f;
		if (e->dscale != 0) {
			if (y < 0) {
				memset(l, 0, e->Vp * sizeof(float));
				continue;
			}
			float inv = (float)(1.0 / s);
			for (int i = 0; i < e->V; i++)
				l[i] = l[i] * inv * e->dscale;
			l[y] -= e->dscale;
			for (int i = e->V; i < e->Vp; i++)
				l[i] = 0;
		}
	}
}

static void cpu_crossentropy(struct nn_be *be, void *logits, float *losses,
                             const int32_t *targets, int N, int V, int Vp, float dscale)
{
	struct ce_ctx e = {.logits = logits, .losses = losses, .tg = targets, .V = V, .Vp = Vp, .dscale = dscale};
	par_for(be, N, V, ce_rows, &e);
}

/* the vocabulary-parallel halves (ops.h) */
struct ce_tp_ctx {
	float *logits, *losses, *stats;
	const float *all;
	const int32_t *tg;
	int R, N, V, Vp;
	float dscale;
};

static void ce_stats_rows(void *p, long lo, long hi, int tid)
{
	struct ce_tp_ctx *e = p;
	for (long n = lo; n < hi; n++) {
		float *l = e->logits + (size_t)n * e->Vp, m = -INFINITY;
		for (int i = 0; i < e->V; i++)
			if (l[i] > m)
				m = l[i];
		int y = e->tg[n];
		e->stats[3 * n] = m;
		e->stats[3 * n + 1] = e->V ? (float)exp_sum(l, e->V, m, 0) : 0.0f;
		e->stats[3 * n + 2] = y >= 0 ? l[y] : 0.0f;
	}
}

static void cpu_ce_stats(struct nn_be *be, const void *logits, float *stats, const int32_t *targets,
                         int N, int V, int Vp)
{
	struct ce_tp_ctx e = {.logits = (float *)logits, .stats = stats, .tg = targets, .N = N, .V = V, .Vp = Vp};
	par_for(be, N, V, ce_stats_rows, &e);
}

static void ce_finish_rows(void *p, long lo, long hi, int tid)
{
	struct ce_tp_ctx *e = p;
	for (long n = lo; n < hi; n++) {
		float M = -INFINITY, ly = 0;
		for (int r = 0; r < e->R; r++) {
			const float *st = e->all + ((size_t)r * e->N + n) * 3;
			M = st[0] > M ? st[0] : M;
			ly += st[2];
		}
		double S = 0;
		for (int r = 0; r < e->R; r++) {
			const float *st = e->all + ((size_t)r * e->N + n) * 3;
			if (st[1] > 0)
				S += (double)st[1] * exp((double)st[0] - M);
		}
		int y = e->tg[n];
		e->losses[n] = y == NN_CE_IGNORE ? 0.0f : M + (float)log(S) - ly;
		if (e->dscale == 0)
			continue;
		float *l = e->logits + (size_t)n * e->Vp;
		if (y == NN_CE_IGNORE) {
			memset(l, 0, e->Vp * sizeof(float));
			continue;
		}
		float inv = (float)(1.0 / S);
		for (int i = 0; i < e->V; i++)
			l[i] = expf(l[i] - M) * inv * e->dscale;
		if (y >= 0)
			l[y] -= e->dscale;
		for (int i = e->V; i < e->Vp; i++)
			l[i] = 0;
	}
}

static void cpu_ce_finish(struct nn_be *be, void *logits, float *losses, const int32_t *targets,
                          const float *stats, int R, int N, int V, int Vp, float dscale)
{
	struct ce_tp_ctx e = {.logits = logits, .losses = losses, .all = stats, .tg = targets,
	                      .R = R, .N = N, .V = V, .Vp = Vp, .dscale = dscale};
	par_for(be, N, V, ce_finish_rows, &e);
}

/* ---- optimizer and reductions ---- */

struct adam_ctx {
	float *p, *m, *v;
	const float *g;
	float lr, b1, b2, eps, wd, gs, c1, c2;
};

static void adam_range(void *ctx, long lo, long hi, int tid)
{
	struct adam_ctx *a = ctx;
	for (long i = lo; i < hi; i++) {
		float g = a->g[i] * a->gs;
		float m = a->b1 * a->m[i] + (1 - a->b1) * g;
		float v = a->b2 * a->v[i] + (1 - a->b2) * g * g;
		a->m[i] = m;
		a->v[i] = v;
		float p = a->p[i] * (1 - a->lr * a->wd);
		a->p[i] = p - a->lr * (m / a->c1) / (sqrtf(v / a->c2) + a->eps);
	}
}

static void cpu_adamw(struct nn_be *be, float *p, void *p_lowp, const float *grad, float *m,
                      float *v, size_t n, float lr, float beta1, float beta2, float eps,
                      float wd, float gscale, int t)
{
	(void)p_lowp;   /* act_dtype is fp32 here: the model passes no shadow */
	struct adam_ctx a = {.p = p, .m = m, .v = v, .g = grad, .lr = lr, .b1 = beta1, .b2 = beta2,
	                     .eps = eps, .wd = wd, .gs = gscale,
	                     .c1 = 1.0f - powf(beta1, (float)t), .c2 = 1.0f - powf(beta2, (float)t)};
	par_for(be, (long)n, 8, adam_range, &a);
}

enum { SUMSQ_BLOCK = 8192 };

struct sumsq_ctx {
	const float *x;
	size_t n;
	double *part;
};

static void sumsq_blocks(void *ctx, long lo, long hi, int tid)
{
	struct sumsq_ctx *s = ctx;
	for (long b = lo; b < hi; b++) {
		size_t i0 = (size_t)b * SUMSQ_BLOCK, i1 = i0 + SUMSQ_BLOCK;
		if (i1 > s->n)
			i1 = s->n;
		double acc = 0;
		for (size_t i = i0; i < i1; i++)
			acc += (double)s->x[i] * s->x[i];
		s->part[b] = acc;
	}
}

static double cpu_sumsq(struct nn_be *be, const float *x, size_t n)
{
	long nb = (long)((n + SUMSQ_BLOCK - 1) / SUMSQ_BLOCK);
	struct sumsq_ctx s = {.x = x, .n = n, .part = xcalloc(nb ? nb : 1, sizeof(double))};
	par_for(be, nb, SUMSQ_BLOCK, sumsq_blocks, &s);
	double tot = 0;
	for (long b = 0; b < nb; b++)
		tot += s.part[b];
	free(s.part);
	return tot;
}

static void cpu_destroy(struct nn_be *be)
{
	struct cpu *c = be->impl;
	pthread_mutex_lock(&c->mu);
	c->quit = 1;
	pthread_cond_broadcast(&c->go);
	pthread_mutex_unlock(&c->mu);
	for (int i = 1; i < c->n; i++)
		pthread_join(c->th[i], NULL);
	pthread_mutex_destroy(&c->mu);
	pthread_cond_destroy(&c->go);
	pthread_cond_destroy(&c->done);
	for (int i = 0; i < c->n; i++)
		free(c->scr[i]);
	free(c->scr);
	free(c->scr_n);
	free(c->th);
	free(c);
}

/* an estimate: 2 AVX2 FMA ports x 8 fp32 lanes x 2 flops at 3 GHz per thread */
static double cpu_peak_flops(const struct nn_be *be)
{
	const struct cpu *c = be->impl;
	return c->n * 3.0e9 * 32;
}

static void cpu_describe(const struct nn_be *be, char *buf, size_t len)
{
	const struct cpu *c = be->impl;
	snprintf(buf, len, "cpu, %d thread%s, fp32", c->n, c->n == 1 ? "" : "s");
}

static const struct nn_ops cpu_ops = {
	.name = "cpu", .destroy = cpu_destroy, .peak_flops = cpu_peak_flops, .describe = cpu_describe,
	.alloc = cpu_alloc, .free = cpu_free, .zero = cpu_zero,
	.to_dev = cpu_copy, .to_host = cpu_copy, .copy = cpu_copy,
	.embed_fwd = cpu_embed_fwd, .embed_bwd = cpu_embed_bwd,
	.layernorm_fwd = cpu_layernorm_fwd, .layernorm_bwd = cpu_layernorm_bwd,
	.matmul_fwd = cpu_matmul_fwd, .matmul_bwd = cpu_matmul_bwd,
	.attention_fwd = cpu_attention_fwd, .attention_bwd = cpu_attention_bwd,
	.attention_decode = cpu_attention_decode,
	.gelu_fwd = cpu_gelu_fwd, .gelu_bwd = cpu_gelu_bwd,
	.residual_fwd = cpu_residual_fwd,
	.residual_layernorm_fwd = cpu_residual_layernorm_fwd, .add = cpu_add, .scale = cpu_scale,
	.dropout = cpu_dropout,
	.crossentropy = cpu_crossentropy, .ce_stats = cpu_ce_stats, .ce_finish = cpu_ce_finish,
	.adamw = cpu_adamw, .sumsq = cpu_sumsq,
};

struct nn_be *nn_cpu_new(int threads)
{
	if (threads < 1)
		threads = 1;
	struct nn_be *be = xcalloc(1, sizeof *be);
	struct cpu *c = xcalloc(1, sizeof *c);
	be->ops = &cpu_ops;
	be->act_dtype = NN_F32;
	be->host_mem = 1;
	be->impl = c;
	c->n = threads;
	pthread_mutex_init(&c->mu, NULL);
	pthread_cond_init(&c->go, NULL);
	pthread_cond_init(&c->done, NULL);
	c->th = xcalloc(threads, sizeof *c->th);
	c->scr = xcalloc(threads, sizeof *c->scr);
	c->scr_n = xcalloc(threads, sizeof *c->scr_n);
	for (int i = 1; i < threads; i++) {
		struct worker_arg *a = xmalloc(sizeof *a);
		a->c = c;
		a->id = i;
		if (pthread_create(&c->th[i], NULL, worker, a)) {
			free(a);
			c->n = i;   /* run with the threads we have */
			break;
		}
	}
	openblas_set_num_threads(threads);
	return be;
}

#ifndef MTK_NN_CUDA_BACKEND   /* defined where kernels/ops_cuda.cu provides nn_cuda_new */
struct nn_be *nn_cuda_new(const struct nn_cuda_opts *o)
{
	(void)o;
	mtk_seterr("this build has no CUDA backend (nvcc was not found when it was built; "
		   "sanitizer and fuzz builds have none): use --device cpu");
	return NULL;
}
#endif

struct nn_be *nn_be_new(const char *name, int threads, const struct nn_cuda_opts *cuda)
{
	if (!strcasecmp(name, "cpu"))
		return nn_cpu_new(threads);
	if (!strcasecmp(name, "cuda"))
		return nn_cuda_new(cuda);
	mtk_seterr("unknown device '%s' (want cpu or cuda)", name);
	return NULL;
}

void nn_be_free(struct nn_be *be)
{
	if (!be)
		return;
	be->ops->destroy(be);
	free(be);
}

double nn_be_peak_flops(const struct nn_be *be)
{
	return be->ops->peak_flops(be);
}

const char *nn_be_describe(const struct nn_be *be, char *buf, size_t len)
{
	if (len)
		buf[0] = 0;
	if (be->ops->describe && len)
		be->ops->describe(be, buf, len);
	return buf;
}
