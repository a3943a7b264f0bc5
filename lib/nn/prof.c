/* nn/prof: per-op times of a training step. See prof.h. */
#include "nn/prof.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "err.h"

struct nn_prof {
	struct nn_ops ops;          /* first: be->ops points here while attached */
	const struct nn_ops *in;    /* the backend's own table */
	struct nn_be *be;
	struct nn_prof_row *rows;   /* one per op and shape seen */
	size_t nrows, caprows;
	int *call_row;              /* this step's calls, in order: a row index each */
	size_t ncalls, capcalls;
	double *t;                  /* the marks' times, ms (the host's, without in->mark) */
	size_t capt;
	struct nn_prof_row *sorted; /* nn_prof_rows' answer */
	long steps;
	double idle_ms, span_ms, wall_ms;
	char *off;                  /* why marking stopped (the backend's pool could not grow), or NULL */
};

static struct nn_prof *prof_of(struct nn_be *be) { return (struct nn_prof *)(void *)be->ops; }

static double host_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

/* room for marks 0..i+1 (a call's two), here and in the backend's pool;
 * when that cannot grow, the profile stops (p->off says why) */
static int room(struct nn_prof *p, size_t i)
{
	if (i + 1 < p->capt)
		return 0;
	size_t cap = p->capt ? 2 * p->capt : 1024;
	if (p->in->marks && p->in->marks(p->be, (int)cap) < 0) {
		p->off = xstrdup(mtk_errmsg());
		return -1;
	}
	p->t = xrealloc(p->t, cap * sizeof *p->t);
	p->capt = cap;
	return 0;
}

/* record mark i: the backend's, or the host clock's */
static void mark(struct nn_prof *p, size_t i)
{
	if (p->in->mark)
		p->in->mark(p->be, (int)i);
	else
		p->t[i] = host_ms();
}

/* A call begins: its row (found or made by the key), mark 2 * call */
static void begin(struct nn_be *be, double flops, double bytes, const char *fmt, ...)
{
	struct nn_prof *p = prof_of(be);
	if (p->off || room(p, 2 * p->ncalls) < 0)
		return;
	char key[160];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(key, sizeof key, fmt, ap);
	va_end(ap);
	size_t r;
	for (r = 0; r < p->nrows && strcmp(p->rows[r].what, key); r++)
		;
	if (r == p->nrows) {
		if (p->nrows == p->caprows) {
			p->caprows = p->caprows ? 2 * p->caprows : 64;
			p->rows = xrealloc(p->rows, p->caprows * sizeof *p->rows);
		}
		p->rows[r] = (struct nn_prof_row){.what = xstrdup(key), .flops = flops, .bytes = flops ? 0 : bytes};
		p->nrows++;
	}
	if (p->ncalls == p->capcalls) {
		p->capcalls = p->capcalls ? 2 * p->capcalls : 512;
		p->call_row = xrealloc(p->call_row, p->capcalls * sizeof *p->call_row);
	}
	p->call_row[p->ncalls] = (int)r;
	mark(p, 2 * p->ncalls);
}

/* ... and ends: mark 2 * call + 1 */
static void end(struct nn_be *be)
{
	struct nn_prof *p = prof_of(be);
	if (p->off)
		return;
	mark(p, 2 * p->ncalls + 1);
	p->ncalls++;
}

#define IN(be) (prof_of(be)->in)
#define ES(be) ((double)nn_dtype_size((be)->act_dtype))

/* ---- the wrapped ops: begin (key, FLOPs or bytes), the backend's, end ---- */

static void *p_alloc(struct nn_be *be, size_t bytes) { return IN(be)->alloc(be, bytes); }
static void p_free(struct nn_be *be, void *q) { IN(be)->free(be, q); }

static void p_zero(struct nn_be *be, void *q, size_t bytes)
{
	begin(be, 0, (double)bytes, "zero %zu bytes", bytes);
	IN(be)->zero(be, q, bytes);
	end(be);
}

static void p_to_dev(struct nn_be *be, void *dst, const void *src, size_t bytes)
{
	begin(be, 0, (double)bytes, "to_dev %zu bytes", bytes);
	IN(be)->to_dev(be, dst, src, bytes);
	end(be);
}

static void p_to_host(struct nn_be *be, void *dst, const void *src, size_t bytes)
{
	begin(be, 0, (double)bytes, "to_host %zu bytes", bytes);
	IN(be)->to_host(be, dst, src, bytes);
	end(be);
}

static void p_copy(struct nn_be *be, void *dst, const void *src, size_t bytes)
{
	begin(be, 0, 2.0 * bytes, "copy %zu bytes", bytes);
	IN(be)->copy(be, dst, src, bytes);
	end(be);
}

static void p_embed_fwd(struct nn_be *be, void *out, const int32_t *tok, const float *wte,
                        const float *wpe, int N, int T, int C)
{
	/* the rows read (fp32) and written */
	begin(be, 0, (double)N * C * (4 + ES(be)), "embed_fwd %dx%d", N, C);
	IN(be)->embed_fwd(be, out, tok, wte, wpe, N, T, C);
	end(be);
}

static void p_embed_bwd(struct nn_be *be, float *dwte, float *dwpe, const void *dout,
                        const int32_t *tok, int N, int T, int C)
{
	/* dout read, the dwte rows read and written */
	begin(be, 0, (double)N * C * (ES(be) + 8), "embed_bwd %dx%d", N, C);
	IN(be)->embed_bwd(be, dwte, dwpe, dout, tok, N, T, C);
	end(be);
}

static void p_layernorm_fwd(struct nn_be *be, void *out, float *mean, float *rstd, const void *inp,
                            const float *w, const float *b, int N, int C)
{
	begin(be, 0, 2.0 * N * C * ES(be), "layernorm_fwd %dx%d", N, C);
	IN(be)->layernorm_fwd(be, out, mean, rstd, inp, w, b, N, C);
	end(be);
}

static void p_layernorm_bwd(struct nn_be *be, void *dinp, float *dw, float *db, float *dsum,
                            const void *dout, const void *inp, const float *w, const float *mean,
                            const float *rstd, int N, int C)
{
	/* dout, inp and dinp read, dinp written */
	begin(be, 0, 4.0 * N * C * ES(be), "layernorm_bwd %dx%d%s", N, C, dsum ? ", bias sum" : "");
	IN(be)->layernorm_bwd(be, dinp, dw, db, dsum, dout, inp, w, mean, rstd, N, C);
	end(be);
}

static void p_matmul_fwd(struct nn_be *be, void *out, void *pre, const void *inp, const void *w,
                         const float *bias, int N, int C, int OC, int epi)
{
	begin(be, 2.0 * N * C * OC, 0, "matmul_fwd %dx%d -> %d%s%s", N, C, OC, bias ? ", bias" : "",
	      epi == NN_EPI_GELU ? ", gelu" : "");
	IN(be)->matmul_fwd(be, out, pre, inp, w, bias, N, C, OC, epi);
	end(be);
}

static void p_matmul_bwd(struct nn_be *be, void *dinp, float *dw, float *dbias, const void *dout,
                         const void *inp, const void *w, const void *pre, float *dpre_bias, int N,
                         int C, int OC)
{
	begin(be, (dinp ? 4.0 : 2.0) * N * C * OC, 0, "matmul_bwd %dx%d -> %d%s%s%s", N, C, OC,
	      dinp ? "" : ", dw only", dbias ? ", bias" : "", pre ? ", gelu" : "");
	IN(be)->matmul_bwd(be, dinp, dw, dbias, dout, inp, w, pre, dpre_bias, N, C, OC);
	end(be);
}

/* causal: half the T x T scores; the forward's two products (S = Q K^T,
 * O = P V) at 2 FLOPs a multiply-add, the backward's 2.5 times that (the
 * convention of FlashAttention's benchmarks and tests/bench/nn_ops_bench) */
static double attn_flops(int B, int T, int NH, int HS) { return 4.0 * B * NH * (double)T * T * HS / 2; }

static void p_attention_fwd(struct nn_be *be, void *out, float *lse, const void *qkv, int B, int T,
                            int NH, int HS, const struct nn_attn_drop *drop)
{
	begin(be, attn_flops(B, T, NH, HS), 0, "attention_fwd %dx%dx%dx%d", B, T, NH, HS);
	IN(be)->attention_fwd(be, out, lse, qkv, B, T, NH, HS, drop);
	end(be);
}

static void p_attention_bwd(struct nn_be *be, void *dqkv, const void *dout, const void *qkv,
                            const void *out, const float *lse, int B, int T, int NH, int HS,
                            const struct nn_attn_drop *drop)
{
	begin(be, 2.5 * attn_flops(B, T, NH, HS), 0, "attention_bwd %dx%dx%dx%d", B, T, NH, HS);
	IN(be)->attention_bwd(be, dqkv, dout, qkv, out, lse, B, T, NH, HS, drop);
	end(be);
}

static void p_gelu_fwd(struct nn_be *be, void *out, const void *inp, size_t n)
{
	begin(be, 0, 2.0 * n * ES(be), "gelu_fwd %zu", n);
	IN(be)->gelu_fwd(be, out, inp, n);
	end(be);
}

static void p_gelu_bwd(struct nn_be *be, void *dinp, const void *inp, const void *dout, size_t n)
{
	begin(be, 0, 3.0 * n * ES(be), "gelu_bwd %zu", n);
	IN(be)->gelu_bwd(be, dinp, inp, dout, n);
	end(be);
}

static void p_residual_fwd(struct nn_be *be, void *out, const void *a, const void *b, size_t n)
{
	begin(be, 0, 3.0 * n * ES(be), "residual_fwd %zu", n);
	IN(be)->residual_fwd(be, out, a, b, n);
	end(be);
}

static void p_residual_layernorm_fwd(struct nn_be *be, void *res, void *ln, float *mean, float *rstd,
                                     const void *a, const void *b, const float *w, const float *bias,
                                     int N, int C)
{
	begin(be, 0, 4.0 * N * C * ES(be), "residual_layernorm_fwd %dx%d", N, C);
	IN(be)->residual_layernorm_fwd(be, res, ln, mean, rstd, a, b, w, bias, N, C);
	end(be);
}

static void p_add(struct nn_be *be, void *acc, const void *x, size_t n)
{
	begin(be, 0, 3.0 * n * ES(be), "add %zu", n);
	IN(be)->add(be, acc, x, n);
	end(be);
}

static void p_scale(struct nn_be *be, void *x, size_t n, float s)
{
	begin(be, 0, 2.0 * n * ES(be), "scale %zu", n);
	IN(be)->scale(be, x, n, s);
	end(be);
}

static void p_crossentropy(struct nn_be *be, void *logits, float *losses, const int32_t *targets,
                           int N, int V, int Vp, float dscale)
{
	/* the logits read, and with the backward written over */
	begin(be, 0, (dscale != 0 ? 2.0 : 1.0) * N * Vp * ES(be), "crossentropy %dx%d%s", N, Vp,
	      dscale != 0 ? ", backward" : "");
	IN(be)->crossentropy(be, logits, losses, targets, N, V, Vp, dscale);
	end(be);
}

static void p_adamw(struct nn_be *be, float *p, void *p_lowp, const float *grad, float *m, float *v,
                    size_t n, float lr, float beta1, float beta2, float eps, float wd, float gscale, int t)
{
	/* p, grad, m, v read; p, m, v (and the shadow) written */
	begin(be, 0, n * (28.0 + (p_lowp ? ES(be) : 0)), "adamw %zu", n);
	IN(be)->adamw(be, p, p_lowp, grad, m, v, n, lr, beta1, beta2, eps, wd, gscale, t);
	end(be);
}

static double p_sumsq(struct nn_be *be, const float *x, size_t n)
{
	begin(be, 0, 4.0 * n, "sumsq %zu", n);
	double s = IN(be)->sumsq(be, x, n);
	end(be);
	return s;
}

struct nn_prof *nn_prof_attach(struct nn_be *be)
{
	struct nn_prof *p = xcalloc(1, sizeof *p);
	p->in = be->ops;
	p->be = be;
	p->ops = *be->ops;   /* destroy, peak_flops, describe and the marks as they are */
	p->ops.alloc = p_alloc;
	p->ops.free = p_free;
	p->ops.zero = p_zero;
	p->ops.to_dev = p_to_dev;
	p->ops.to_host = p_to_host;
	p->ops.copy = p_copy;
	p->ops.embed_fwd = p_embed_fwd;
	p->ops.embed_bwd = p_embed_bwd;
	p->ops.layernorm_fwd = p_layernorm_fwd;
	p->ops.layernorm_bwd = p_layernorm_bwd;
	p->ops.matmul_fwd = p_matmul_fwd;
	p->ops.matmul_bwd = p_matmul_bwd;
	p->ops.attention_fwd = p_attention_fwd;
	p->ops.attention_bwd = p_attention_bwd;
	p->ops.gelu_fwd = p_gelu_fwd;
	p->ops.gelu_bwd = p_gelu_bwd;
	p->ops.residual_fwd = p_residual_fwd;
	p->ops.residual_layernorm_fwd = p_residual_layernorm_fwd;
	p->ops.add = p_add;
	p->ops.scale = p_scale;
	p->ops.crossentropy = p_crossentropy;
	p->ops.adamw = p_adamw;
	p->ops.sumsq = p_sumsq;
	if (room(p, 0) < 0) {
		free(p->off);
		free(p);
		return NULL;
	}
	be->ops = &p->ops;
	return p;
}

void nn_prof_step(struct nn_prof *p, int count, double wall_ms)
{
	size_t n = 2 * p->ncalls;
	if (n && p->in->marks_ms)
		p->in->marks_ms(p->be, (int)n, p->t);
	if (count && !p->off) {
		for (size_t c = 0; c < p->ncalls; c++) {
			struct nn_prof_row *r = &p->rows[p->call_row[c]];
			r->ms += p->t[2 * c + 1] - p->t[2 * c];
			r->calls++;
			if (c)
				p->idle_ms += p->t[2 * c] - p->t[2 * c - 1];
		}
		if (n)
			p->span_ms += p->t[n - 1] - p->t[0];
		p->wall_ms += wall_ms;
		p->steps++;
	}
	p->ncalls = 0;
}

long nn_prof_steps(const struct nn_prof *p) { return p->steps; }

static int by_time(const void *a, const void *b)
{
	const struct nn_prof_row *x = a, *y = b;
	if (x->ms != y->ms)
		return x->ms < y->ms ? 1 : -1;
	return strcmp(x->what, y->what);
}

size_t nn_prof_rows(struct nn_prof *p, const struct nn_prof_row **rows, double *idle_ms)
{
	free(p->sorted);
	p->sorted = xcalloc(p->nrows ? p->nrows : 1, sizeof *p->sorted);
	size_t n = 0;
	for (size_t i = 0; i < p->nrows; i++)
		if (p->rows[i].calls)
			p->sorted[n++] = p->rows[i];
	qsort(p->sorted, n, sizeof *p->sorted, by_time);
	*rows = p->sorted;
	if (idle_ms)
		*idle_ms = p->idle_ms;
	return n;
}

/* a row of the report: flops or bytes of all its calls, s steps; the
 * backend's peaks (bytes: 0 when not known) */
static void put_row(struct buf *out, const struct nn_prof_row *r, double flops, double bytes, double s,
                    double span_ms, double peak, double peak_bytes)
{
	char rate[64] = "";
	double sec = r->ms * 1e-3;
	if (sec > 0 && flops)
		snprintf(rate, sizeof rate, "%.4g TFLOP/s, %.1f%% of peak", flops / sec / 1e12, 100 * flops / sec / peak);
	else if (sec > 0 && bytes && peak_bytes > 0)
		snprintf(rate, sizeof rate, "%.4g GB/s, %.1f%% of peak", bytes / sec / 1e9, 100 * bytes / sec / peak_bytes);
	else if (sec > 0 && bytes)
		snprintf(rate, sizeof rate, "%.4g GB/s", bytes / sec / 1e9);
	buf_printf(out, "%10.3f %6.2f %6.4g  %-32s %s\n", r->ms / s, span_ms > 0 ? 100 * r->ms / span_ms : 0.0,
	           r->calls / s, rate, r->what);
}

void nn_prof_report(struct nn_prof *p, struct buf *out)
{
	if (p->off)
		buf_printf(out, "profile: stopped after %ld step%s: %s\n", p->steps, p->steps == 1 ? "" : "s", p->off);
	if (!p->steps) {
		buf_puts(out, "profile: no step counted (the first is not: it tunes and allocates)\n");
		return;
	}
	const struct nn_prof_row *r;
	double idle, ops = 0, s = (double)p->steps, peak = p->in->peak_flops(p->be);
	double peak_bytes = p->in->peak_bytes ? p->in->peak_bytes(p->be) : 0;
	size_t n = nn_prof_rows(p, &r, &idle);
	for (size_t i = 0; i < n; i++)
		ops += r[i].ms;
	buf_printf(out, "profile: %ld step%s after the first; a step %.3f ms (host clock), %.3f ms from its first"
	           " op to its last on the %s backend: ops %.3f ms, between ops %.3f ms\n",
	           p->steps, p->steps == 1 ? "" : "s", p->wall_ms / s, p->span_ms / s, p->in->name, ops / s,
	           idle / s);
	/* by op first (the rows' names up to the shape), then every row */
	struct nn_prof_row *op = xcalloc(n ? n : 1, sizeof *op);
	size_t nop = 0;
	for (size_t i = 0; i < n; i++) {
		size_t len = strcspn(r[i].what, " "), k;
		for (k = 0; k < nop && (strlen(op[k].what) != len || strncmp(op[k].what, r[i].what, len)); k++)
			;
		if (k == nop)
			op[nop++].what = xstrndup(r[i].what, len);
		op[k].calls += r[i].calls;
		op[k].ms += r[i].ms;
		op[k].flops += r[i].flops * r[i].calls;   /* all calls' here, for the rate */
		op[k].bytes += r[i].bytes * r[i].calls;
	}
	qsort(op, nop, sizeof *op, by_time);
	buf_printf(out, "%10s %6s %6s  %-32s %s\n", "ms/step", "%", "calls", "rate", "op");
	for (size_t k = 0; k < nop; k++) {
		put_row(out, &op[k], op[k].flops, op[k].bytes, s, p->span_ms, peak, peak_bytes);
		free((char *)op[k].what);
	}
	free(op);
	buf_printf(out, "%10.3f %6.2f %6s  %-32s %s\n", idle / s, p->span_ms > 0 ? 100 * idle / p->span_ms : 0.0,
	           "", "", "(between ops)");
	buf_printf(out, "\n%10s %6s %6s  %-32s %s\n", "ms/step", "%", "calls", "rate", "op and shape");
	for (size_t i = 0; i < n; i++)
		put_row(out, &r[i], r[i].flops * r[i].calls, r[i].bytes * r[i].calls, s, p->span_ms, peak,
		        peak_bytes);
	buf_printf(out, "peak: %.4g TFLOP/s (the MFU denominator)", peak / 1e12);
	if (peak_bytes > 0)
		buf_printf(out, ", %.4g GB/s of memory", peak_bytes / 1e9);
	buf_putc(out, '\n');
}

void nn_prof_detach(struct nn_prof *p)
{
	if (!p)
		return;
	p->be->ops = p->in;
	for (size_t i = 0; i < p->nrows; i++)
		free((char *)p->rows[i].what);
	free(p->rows);
	free(p->call_row);
	free(p->t);
	free(p->sorted);
	free(p->off);
	free(p);
}
