/* Every CPU op of nn/ops.h against central finite differences of the scalar
 * objective sum(out * R) for a random R, plus the exact contracts the model
 * relies on (accumulation, masking of padded logits, determinism across
 * thread counts). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "nn/gpt.h"
#include "nn/ops.h"
#include "t.h"

static struct nn_be *be;
static const struct nn_ops *o;
static uint64_t rs = 12345;

static float *rnd(size_t n, float scale)
{
	float *p = calloc(n ? n : 1, sizeof(float));
	for (size_t i = 0; i < n; i++)
		p[i] = (float)((nn_rng_unif(&rs) * 2 - 1) * scale);
	return p;
}

static double dot(const float *a, const float *b, size_t n)
{
	double s = 0;
	for (size_t i = 0; i < n; i++)
		s += (double)a[i] * b[i];
	return s;
}

/* Compare analytic gradient an[] of f w.r.t. x[] at up to 24 indices. */
typedef double (*objective)(void *ctx);
static int grad_check(const char *what, float *x, size_t n, const float *an, objective f, void *ctx,
                      double eps, double rtol)
{
	int bad = 0;
	size_t step = n > 24 ? n / 24 : 1;
	for (size_t i = 0; i < n; i += step) {
		float keep = x[i];
		x[i] = (float)(keep + eps);
		double fp = f(ctx);
		x[i] = (float)(keep - eps);
		double fm = f(ctx);
		x[i] = keep;
		double fd = (fp - fm) / (2 * eps);
		double err = fabs(fd - an[i]);
		if (err > rtol * (fabs(fd) + fabs(an[i])) + 2e-3) {
			if (bad++ < 3)
				fprintf(stderr, "%s[%zu]: finite difference %.6g, analytic %.6g\n", what, i, fd, an[i]);
		}
	}
	return bad;
}

/* ---- layernorm ---- */
struct ln_t { float *out, *mean, *rstd, *inp, *w, *b, *R; int N, C; };
static double ln_f(void *p)
{
	struct ln_t *t = p;
	o->layernorm_fwd(be, t->out, t->mean, t->rstd, t->inp, t->w, t->b, t->N, t->C);
	return dot(t->out, t->R, (size_t)t->N * t->C);
}

static void test_layernorm(void)
{
	struct ln_t t = {.N = 6, .C = 20};
	size_t NC = (size_t)t.N * t.C;
	t.inp = rnd(NC, 2);
	t.w = rnd(t.C, 1);
	t.b = rnd(t.C, 1);
	t.R = rnd(NC, 1);
	t.out = rnd(NC, 0);
	t.mean = rnd(t.N, 0);
	t.rstd = rnd(t.N, 0);
	ln_f(&t);
	/* mean 0, variance 1 before the affine part */
	double m = 0;
	for (int c = 0; c < t.C; c++)
		m += (t.out[c] - t.b[c]) / t.w[c];
	CHECK_DBL(m / t.C, 0, 1e-4);
	float *dinp = rnd(NC, 1), *dinp0 = malloc(NC * sizeof(float));
	memcpy(dinp0, dinp, NC * sizeof(float));
	float *dw = rnd(t.C, 0), *db = rnd(t.C, 0), *ds = rnd(t.C, 1), *ds0 = malloc(t.C * sizeof(float));
	memcpy(ds0, ds, t.C * sizeof(float));
	o->layernorm_bwd(be, dinp, dw, db, ds, t.R, t.inp, t.w, t.mean, t.rstd, t.N, t.C);
	/* dsum += the column sums of dinp as it stands after the update */
	for (int c = 0; c < t.C; c++) {
		double want = ds0[c];
		for (int n = 0; n < t.N; n++)
			want += dinp[(size_t)n * t.C + c];
		CHECK_DBL(ds[c], want, 1e-5);
	}
	free(ds); free(ds0);
	for (size_t i = 0; i < NC; i++)
		dinp[i] -= dinp0[i];   /* it accumulates */
	CHECK_INT(grad_check("ln dinp", t.inp, NC, dinp, ln_f, &t, 1e-2, 2e-2), ==, 0);
	CHECK_INT(grad_check("ln dw", t.w, t.C, dw, ln_f, &t, 1e-2, 2e-2), ==, 0);
	CHECK_INT(grad_check("ln db", t.b, t.C, db, ln_f, &t, 1e-2, 2e-2), ==, 0);
	free(t.inp); free(t.w); free(t.b); free(t.R); free(t.out); free(t.mean); free(t.rstd);
	free(dinp); free(dinp0); free(dw); free(db);
}

/* The fused residual + LayerNorm equals residual_fwd then layernorm_fwd
 * bit for bit, also written in place over either term (as the model does:
 * res2 = in + res2), and over enough rows to run on every thread. */
static void test_residual_layernorm(void)
{
	int N = 300, C = 130;
	size_t NC = (size_t)N * C;
	float *a = rnd(NC, 2), *b = rnd(NC, 2), *w = rnd(C, 1), *bias = rnd(C, 1);
	float *res = rnd(NC, 0), *ln = rnd(NC, 0), *mean = rnd(N, 0), *rstd = rnd(N, 0);
	float *res1 = rnd(NC, 0), *ln1 = rnd(NC, 0), *mean1 = rnd(N, 0), *rstd1 = rnd(N, 0);
	o->residual_fwd(be, res, a, b, NC);
	o->layernorm_fwd(be, ln, mean, rstd, res, w, bias, N, C);
	o->residual_layernorm_fwd(be, res1, ln1, mean1, rstd1, a, b, w, bias, N, C);
	CHECK_MEM(res, res1, NC * sizeof(float));
	CHECK_MEM(ln, ln1, NC * sizeof(float));
	CHECK_MEM(mean, mean1, N * sizeof(float));
	CHECK_MEM(rstd, rstd1, N * sizeof(float));
	/* out = b (in place over the second term), then over the first */
	float *b2 = malloc(NC * sizeof(float)), *a2 = malloc(NC * sizeof(float));
	memcpy(b2, b, NC * sizeof(float));
	memcpy(a2, a, NC * sizeof(float));
	memset(ln1, 0, NC * sizeof(float));
	o->residual_layernorm_fwd(be, b2, ln1, mean1, rstd1, a, b2, w, bias, N, C);
	CHECK_MEM(res, b2, NC * sizeof(float));
	CHECK_MEM(ln, ln1, NC * sizeof(float));
	o->residual_layernorm_fwd(be, a2, ln1, mean1, rstd1, a2, b, w, bias, N, C);
	CHECK_MEM(res, a2, NC * sizeof(float));
	CHECK_MEM(ln, ln1, NC * sizeof(float));
	CHECK_MEM(rstd, rstd1, N * sizeof(float));
	free(a); free(b); free(w); free(bias); free(res); free(ln); free(mean); free(rstd);
	free(res1); free(ln1); free(mean1); free(rstd1); free(a2); free(b2);
}

/* ---- matmul, with and without bias and GELU epilogue ---- */
struct mm_t { float *out, *pre, *inp, *w, *bias, *R; int N, C, OC, epi; };
static double mm_f(void *p)
{
	struct mm_t *t = p;
	o->matmul_fwd(be, t->out, t->pre, t->inp, t->w, t->bias, t->N, t->C, t->OC, t->epi);
	return dot(t->out, t->R, (size_t)t->N * t->OC);
}

static void matmul_case(int bias, int epi)
{
	struct mm_t t = {.N = 5, .C = 7, .OC = 9, .epi = epi};
	t.inp = rnd(35, 1);
	t.w = rnd(63, 1);
	t.bias = bias ? rnd(9, 1) : NULL;
	t.R = rnd(45, 1);
	t.out = rnd(45, 0);
	t.pre = rnd(45, 0);
	mm_f(&t);
	/* one output element by hand */
	double y = t.bias ? t.bias[3] : 0;
	for (int c = 0; c < 7; c++)
		y += (double)t.inp[2 * 7 + c] * t.w[3 * 7 + c];
	double want = epi ? 0.5 * y * (1 + tanh(sqrt(2 / M_PI) * (y + 0.044715 * y * y * y))) : y;
	CHECK_DBL(t.out[2 * 9 + 3], want, 1e-5);
	float *dout = rnd(45, 0);
	memcpy(dout, t.R, 45 * sizeof(float));
	if (epi)
		o->gelu_bwd(be, dout, t.pre, dout, 45);
	float *dinp = rnd(35, 0), *dw = rnd(63, 0), *db = rnd(9, 0);
	dw[0] = 1.0f;   /* dw accumulates: start from a known value */
	o->matmul_bwd(be, dinp, dw, bias ? db : NULL, dout, t.inp, t.w, NULL, NULL, 5, 7, 9);
	dw[0] -= 1.0f;
	CHECK_INT(grad_check("mm dinp", t.inp, 35, dinp, mm_f, &t, 1e-2, 1e-2), ==, 0);
	CHECK_INT(grad_check("mm dw", t.w, 63, dw, mm_f, &t, 1e-2, 1e-2), ==, 0);
	if (bias)
		CHECK_INT(grad_check("mm db", t.bias, 9, db, mm_f, &t, 1e-2, 1e-2), ==, 0);
	free(t.inp); free(t.w); free(t.bias); free(t.R); free(t.out); free(t.pre);
	free(dout); free(dinp); free(dw); free(db);
}

/* every row count the forward treats apart (one row: sgemv; 2 ..
 * NN_FEW_ROWS: the few-row product; more: sgemm), with widths that are and
 * are not multiples of its 8 lanes and enough outputs to split over the
 * threads: each element against a sum in double, with the bias and the
 * GELU epilogue; on one thread and on two the same bits */
static void test_matmul_rows(void)
{
	struct nn_be *b1 = nn_cpu_new(1);
	int widths[] = {7, 64, 131};
	for (int N = 1; N <= NN_FEW_ROWS + 1; N++)
		for (int wi = 0; wi < 3; wi++) {
			int C = widths[wi], OC = 600;
			float *inp = rnd((size_t)N * C, 1), *w = rnd((size_t)OC * C, 1), *bias = rnd(OC, 1);
			float *out = rnd((size_t)N * OC, 0), *pre = rnd((size_t)N * OC, 0);
			float *out1 = rnd((size_t)N * OC, 0), *pre1 = rnd((size_t)N * OC, 0);
			o->matmul_fwd(be, out, pre, inp, w, bias, N, C, OC, NN_EPI_GELU);
			o->matmul_fwd(b1, out1, pre1, inp, w, bias, N, C, OC, NN_EPI_GELU);
			double worst = 0;
			for (int n = 0; n < N; n++)
				for (int j = 0; j < OC; j++) {
					double y = bias[j], mag = fabs(bias[j]);
					for (int c = 0; c < C; c++) {
						y += (double)inp[(size_t)n * C + c] * w[(size_t)j * C + c];
						mag += fabs((double)inp[(size_t)n * C + c] * w[(size_t)j * C + c]);
					}
					double e = fabs(pre[(size_t)n * OC + j] - y) / (mag + 1e-30);
					worst = e > worst ? e : worst;
				}
			if (worst > 1e-6)
				T_FAIL("matmul_fwd N %d C %d: pre off by %g of the products' magnitude", N, C, worst);
			CHECK_MEM(pre, pre1, (size_t)N * OC * sizeof(float));
			CHECK_MEM(out, out1, (size_t)N * OC * sizeof(float));
			o->gelu_fwd(be, out1, pre, (size_t)N * OC);
			CHECK_MEM(out, out1, (size_t)N * OC * sizeof(float));
			free(inp); free(w); free(bias); free(out); free(pre); free(out1); free(pre1);
		}
	nn_be_free(b1);
}

static void test_matmul(void) { matmul_case(0, NN_EPI_NONE); }
static void test_matmul_bias(void) { matmul_case(1, NN_EPI_NONE); }
static void test_matmul_gelu(void) { matmul_case(1, NN_EPI_GELU); }

/* matmul_bwd with pre: the gradient through gelu then the linear, with
 * respect to the pre-activation (the model's fcproj(gelu(fch))) */
struct mmg_t { float *x, *g, *w, *out, *R; };
static double mmg_f(void *p)
{
	struct mmg_t *t = p;
	o->gelu_fwd(be, t->g, t->x, 35);
	o->matmul_fwd(be, t->out, NULL, t->g, t->w, NULL, 5, 7, 9, NN_EPI_NONE);
	return dot(t->out, t->R, 45);
}

static void test_matmul_bwd_gelu(void)
{
	struct mmg_t t = {.x = rnd(35, 3), .g = rnd(35, 0), .w = rnd(63, 1), .out = rnd(45, 0), .R = rnd(45, 1)};
	mmg_f(&t);
	float *dx = rnd(35, 0), *ref = rnd(35, 0), *db = rnd(7, 1), *dbr = malloc(7 * sizeof(float));
	memcpy(dbr, db, 7 * sizeof(float));
	o->matmul_bwd(be, dx, NULL, NULL, t.R, t.g, t.w, t.x, db, 5, 7, 9);
	CHECK_INT(grad_check("mm dinp * gelu'", t.x, 35, dx, mmg_f, &t, 1e-2, 1e-2), ==, 0);
	/* the same bits as the two ops one after the other, and dpre_bias
	 * (accumulated) the same bits as a matmul_bwd's dbias over that dinp */
	o->matmul_bwd(be, ref, NULL, NULL, t.R, t.g, t.w, NULL, NULL, 5, 7, 9);
	o->gelu_bwd(be, ref, t.x, ref, 35);
	CHECK(!memcmp(ref, dx, 35 * sizeof *dx));
	o->matmul_bwd(be, NULL, NULL, dbr, ref, NULL, NULL, NULL, NULL, 5, 1, 7);
	CHECK(!memcmp(db, dbr, 7 * sizeof *db));
	free(db); free(dbr);
	free(t.x); free(t.g); free(t.w); free(t.out); free(t.R); free(dx); free(ref);
}

/* ---- attention ---- */
struct att_t { float *out, *lse, *qkv, *R; int B, T, NH, HS; const struct nn_attn_drop *drop; };
static double att_f(void *p)
{
	struct att_t *t = p;
	o->attention_fwd(be, t->out, t->lse, t->qkv, t->B, t->T, t->NH, t->HS, t->drop);
	return dot(t->out, t->R, (size_t)t->B * t->T * t->NH * t->HS);
}

static void test_attention(void)
{
	struct att_t t = {.B = 2, .T = 5, .NH = 2, .HS = 3};
	size_t C = 6, n = (size_t)t.B * t.T * C;
	t.qkv = rnd(3 * n, 1.5);
	t.R = rnd(n, 1);
	t.out = rnd(n, 0);
	t.lse = rnd((size_t)t.B * t.NH * t.T, 0);
	att_f(&t);
	/* causality: the first row attends only to itself, so out = v */
	for (int d = 0; d < 3; d++)
		CHECK_DBL(t.out[d], t.qkv[2 * C + d], 1e-6);
	/* a direct softmax for b=1, h=1, t=3 */
	{
		int b = 1, h = 1, tt = 3;
		const float *base = t.qkv + (size_t)b * t.T * 3 * C;
		double s[5], mx = -1e30, z = 0, o1[3] = {0, 0, 0};
		for (int j = 0; j <= tt; j++) {
			s[j] = 0;
			for (int d = 0; d < 3; d++)
				s[j] += (double)base[tt * 3 * C + h * 3 + d] * base[j * 3 * C + C + h * 3 + d];
			s[j] /= sqrt(3.0);
			if (s[j] > mx)
				mx = s[j];
		}
		for (int j = 0; j <= tt; j++)
			z += exp(s[j] - mx);
		for (int j = 0; j <= tt; j++)
			for (int d = 0; d < 3; d++)
				o1[d] += exp(s[j] - mx) / z * base[j * 3 * C + 2 * C + h * 3 + d];
		for (int d = 0; d < 3; d++)
			CHECK_DBL(t.out[((size_t)b * t.T + tt) * C + h * 3 + d], o1[d], 1e-5);
		CHECK_DBL(t.lse[((size_t)b * t.NH + h) * t.T + tt], mx + log(z), 1e-5);
	}
	float *dqkv = rnd(3 * n, 0);
	o->attention_bwd(be, dqkv, t.R, t.qkv, t.out, t.lse, t.B, t.T, t.NH, t.HS, NULL);
	CHECK_INT(grad_check("att dqkv", t.qkv, 3 * n, dqkv, att_f, &t, 1e-2, 2e-2), ==, 0);
	free(t.qkv); free(t.R); free(t.out); free(t.lse); free(dqkv);
}

/* Attention dropout: the forward is the probabilities times the mask of
 * nn_attn_keep (checked against a direct sum), its backward the gradient
 * of that forward; lse is the undropped softmax's; p = 0 is no dropout;
 * and the mask is the element's: a rank holding heads from head0 on (a
 * tensor-parallel slice) and a micro-batch from sample0 on draws the
 * whole run's. */
static void test_attention_dropout(void)
{
	struct nn_attn_drop dr = {.key = 77, .sample0 = 10, .head0 = 0, .heads = 2, .p = 0.3f};
	struct att_t t = {.B = 2, .T = 6, .NH = 2, .HS = 3, .drop = &dr};
	size_t C = 6, n = (size_t)t.B * t.T * C, nl = (size_t)t.B * t.NH * t.T;
	t.qkv = rnd(3 * n, 1.5);
	t.R = rnd(n, 1);
	t.out = rnd(n, 0);
	t.lse = rnd(nl, 0);
	float *out0 = rnd(n, 0), *lse0 = rnd(nl, 0);
	o->attention_fwd(be, out0, lse0, t.qkv, t.B, t.T, t.NH, t.HS, NULL);
	att_f(&t);
	CHECK(!memcmp(lse0, t.lse, nl * sizeof *lse0));   /* the softmax's own */
	int dropped = 0, kept = 0;
	for (int b = 0; b < t.B; b++)
		for (int h = 0; h < t.NH; h++)
			for (int i = 0; i < t.T; i++) {
				const float *base = t.qkv + (size_t)b * t.T * 3 * C;
				double o1[3] = {0, 0, 0};
				for (int j = 0; j <= i; j++) {
					double s = 0;
					for (int d = 0; d < 3; d++)
						s += (double)base[i * 3 * C + h * 3 + d] * base[j * 3 * C + C + h * 3 + d];
					double p = exp(s / sqrt(3.0) - t.lse[((size_t)b * t.NH + h) * t.T + i]);
					double m = nn_attn_keep(&dr, b, h, t.T, i, j);
					dropped += m == 0;
					kept += m != 0;
					for (int d = 0; d < 3; d++)
						o1[d] += p * m * base[j * 3 * C + 2 * C + h * 3 + d];
				}
				for (int d = 0; d < 3; d++)
					CHECK_DBL(t.out[((size_t)b * t.T + i) * C + h * 3 + d], o1[d], 1e-5);
			}
	CHECK(dropped > 10 && kept > 2 * dropped);   /* about 0.3 of 84 */
	float *dqkv = rnd(3 * n, 0);
	o->attention_bwd(be, dqkv, t.R, t.qkv, t.out, t.lse, t.B, t.T, t.NH, t.HS, &dr);
	CHECK_INT(grad_check("att dqkv, dropout", t.qkv, 3 * n, dqkv, att_f, &t, 1e-2, 2e-2), ==, 0);
	/* p = 0: no dropout, bit for bit */
	struct nn_attn_drop zero = dr;
	zero.p = 0;
	t.drop = &zero;
	att_f(&t);
	CHECK(!memcmp(out0, t.out, n * sizeof *out0));
	/* head 1 of sample 11 as head 0 of sample 0 of a slice that starts
	 * there: the same mask */
	struct nn_attn_drop sl = dr;
	sl.sample0 = 11;
	sl.head0 = 1;
	int same = 1;
	for (int i = 0; i < t.T; i++)
		for (int j = 0; j <= i; j++)
			same &= nn_attn_keep(&dr, 1, 1, t.T, i, j) == nn_attn_keep(&sl, 0, 0, t.T, i, j);
	CHECK(same);
	free(t.qkv); free(t.R); free(t.out); free(t.lse); free(dqkv); free(out0); free(lse0);
}

/* ---- gelu, residual, add, scale ---- */
struct gelu_t { float *out, *inp, *R; size_t n; };
static double gelu_f(void *p)
{
	struct gelu_t *t = p;
	o->gelu_fwd(be, t->out, t->inp, t->n);
	return dot(t->out, t->R, t->n);
}

static void test_gelu_elementwise(void)
{
	struct gelu_t t = {.n = 50};
	t.inp = rnd(50, 4);
	t.R = rnd(50, 1);
	t.out = rnd(50, 0);
	gelu_f(&t);
	CHECK_DBL(t.out[7], 0.5 * t.inp[7] * (1 + tanh(sqrt(2 / M_PI) * (t.inp[7] + 0.044715 * pow(t.inp[7], 3)))), 1e-6);
	float *d = rnd(50, 0);
	o->gelu_bwd(be, d, t.inp, t.R, 50);
	CHECK_INT(grad_check("gelu", t.inp, 50, d, gelu_f, &t, 1e-3, 1e-2), ==, 0);

	float *a = rnd(50, 1), *b = rnd(50, 1), *c = rnd(50, 0);
	o->residual_fwd(be, c, a, b, 50);
	CHECK_DBL(c[9], a[9] + b[9], 0);
	o->add(be, c, a, 50);
	CHECK_DBL(c[9], (a[9] + b[9]) + a[9], 0);
	o->scale(be, c, 50, 0.5f);
	CHECK_DBL(c[9], ((a[9] + b[9]) + a[9]) * 0.5f, 0);
	free(t.inp); free(t.R); free(t.out); free(d); free(a); free(b); free(c);
}

/* ---- embedding ---- */
struct emb_t { float *out, *wte, *wpe, *R; int32_t *tok; int N, T, C; };
static double emb_f(void *p)
{
	struct emb_t *t = p;
	o->embed_fwd(be, t->out, t->tok, t->wte, t->wpe, t->N, t->T, t->C);
	return dot(t->out, t->R, (size_t)t->N * t->C);
}

static void test_embedding(void)
{
	int32_t tok[8] = {3, 1, 3, 0, 2, 3, 3, 1};
	struct emb_t t = {.tok = tok, .N = 8, .T = 4, .C = 5};
	t.wte = rnd(4 * 5, 1);
	t.wpe = rnd(4 * 5, 1);
	t.R = rnd(40, 1);
	t.out = rnd(40, 0);
	emb_f(&t);
	CHECK_DBL(t.out[5 * 5 + 2], t.wte[3 * 5 + 2] + t.wpe[1 * 5 + 2], 0);
	float *dwte = rnd(20, 0), *dwpe = rnd(20, 0);
	o->embed_bwd(be, dwte, dwpe, t.R, tok, 8, 4, 5);
	CHECK_INT(grad_check("dwte", t.wte, 20, dwte, emb_f, &t, 1e-2, 1e-2), ==, 0);
	CHECK_INT(grad_check("dwpe", t.wpe, 20, dwpe, emb_f, &t, 1e-2, 1e-2), ==, 0);
	/* a vocabulary shard: a token < 0 has no row here, no position term
	 * without wpe (and no gradient for it without dwpe) */
	int32_t part[8] = {1, -1, 1, 0, -1, 1, 1, -1};
	o->embed_fwd(be, t.out, part, t.wte, NULL, 8, 4, 5);
	CHECK_DBL(t.out[5 * 5 + 2], t.wte[1 * 5 + 2], 0);
	CHECK_DBL(t.out[4 * 5 + 2], 0, 0);
	memset(dwte, 0, 20 * sizeof(float));
	o->embed_bwd(be, dwte, NULL, t.R, part, 8, 4, 5);
	CHECK_DBL(dwte[0 * 5 + 3], t.R[3 * 5 + 3], 1e-6);
	CHECK_DBL(dwte[2 * 5 + 3], 0, 0);
	free(t.wte); free(t.wpe); free(t.R); free(t.out); free(dwte); free(dwpe);
}

/* ---- cross-entropy with padded vocabulary and ignored targets ---- */
struct ce_t { float *logits, *work, *losses; int32_t *tg; int N, V, Vp; };
static double ce_f(void *p)
{
	struct ce_t *t = p;
	memcpy(t->work, t->logits, (size_t)t->N * t->Vp * sizeof(float));
	o->crossentropy(be, t->work, t->losses, t->tg, t->N, t->V, t->Vp, 0);
	double s = 0;
	for (int i = 0; i < t->N; i++)
		s += t->losses[i];
	return s;
}

static void test_crossentropy(void)
{
	int32_t tg[4] = {2, 6, -1, 0};
	struct ce_t t = {.tg = tg, .N = 4, .V = 7, .Vp = 10};
	t.logits = rnd(40, 3);
	for (int n = 0; n < 4; n++)
		for (int i = 7; i < 10; i++)
			t.logits[n * 10 + i] = 50.0f;   /* huge padded logits must not matter */
	t.work = rnd(40, 0);
	t.losses = rnd(4, 0);
	ce_f(&t);
	double z = 0;
	for (int i = 0; i < 7; i++)
		z += exp(t.logits[10 + i]);
	CHECK_DBL(t.losses[1], log(z) - t.logits[16], 1e-5);
	CHECK_DBL(t.losses[2], 0, 0);
	float *d = malloc(40 * sizeof(float));
	memcpy(d, t.logits, 40 * sizeof(float));
	o->crossentropy(be, d, t.losses, tg, 4, 7, 10, 1.0f);
	for (int n = 0; n < 4; n++)
		for (int i = 7; i < 10; i++)
			CHECK_DBL(d[n * 10 + i], 0, 0);
	for (int i = 0; i < 10; i++)
		CHECK_DBL(d[20 + i], 0, 0);
	CHECK_INT(grad_check("ce", t.logits, 40, d, ce_f, &t, 1e-2, 1e-2), ==, 0);
	free(t.logits); free(t.work); free(t.losses); free(d);
}

/* The vocabulary-parallel halves: the 10 columns (7 real) of the test
 * above split into shards of 5 (5 real, then 2), each shard's statistics,
 * the all-gather (two ranks' stats side by side), and the finish on each
 * shard: the losses and gradient columns of the fused op. */
static void test_crossentropy_split(void)
{
	int32_t tg[4] = {2, 6, -1, 0};
	enum { N = 4, V = 7, Vp = 10, H = 5 };
	float *l = rnd(N * Vp, 3), *d = malloc(N * Vp * sizeof(float)), los[N];
	memcpy(d, l, N * Vp * sizeof(float));
	o->crossentropy(be, d, los, tg, N, V, Vp, 0.5f);
	float part[2][N * H], all[2 * N * 3], got[2][N], *st = all;
	int32_t lt[2][N];
	for (int r = 0; r < 2; r++, st += N * 3) {
		for (int n = 0; n < N; n++) {
			memcpy(part[r] + n * H, l + n * Vp + r * H, H * sizeof(float));
			lt[r][n] = tg[n] < 0 ? NN_CE_IGNORE : tg[n] / H == r ? tg[n] - r * H : NN_CE_ELSEWHERE;
		}
		o->ce_stats(be, part[r], st, lt[r], N, r ? V - H : H, H);
	}
	for (int r = 0; r < 2; r++) {
		o->ce_finish(be, part[r], got[r], lt[r], all, 2, N, r ? V - H : H, H, 0.5f);
		for (int n = 0; n < N; n++) {
			CHECK_DBL(got[r][n], los[n], 1e-5);
			for (int i = 0; i < H; i++)
				CHECK_DBL(part[r][n * H + i], d[n * Vp + r * H + i], 1e-6);
		}
	}
	free(l); free(d);
}

/* dropout: about p of the elements dropped, the rest scaled by 1/(1-p);
 * the mask a function of the global coordinates alone (a call on rows
 * 5..14 equals those rows of a call on 0..19); the backward (the same
 * call on a gradient) drops the same elements */
static void test_dropout(void)
{
	enum { N = 20, C = 5000 };
	float *x = rnd((size_t)N * C, 1), *y = rnd((size_t)N * C, 0), *z = rnd((size_t)10 * C, 0);
	o->dropout(be, y, x, N, C, 77, 0, 0.3f);
	size_t dropped = 0;
	for (size_t i = 0; i < (size_t)N * C; i++) {
		if (y[i] == 0)
			dropped++;
		else
			CHECK_DBL(y[i], x[i] / 0.7f, 1e-6);
	}
	CHECK(fabs((double)dropped / (N * C) - 0.3) < 0.01);
	o->dropout(be, z, x + 5 * C, 10, C, 77, 5, 0.3f);
	CHECK_MEM(z, y + 5 * C, (size_t)10 * C * sizeof(float));
	o->dropout(be, z, x + 5 * C, 10, C, 78, 5, 0.3f);   /* another stream */
	CHECK(memcmp(z, y + 5 * C, (size_t)10 * C * sizeof(float)) != 0);
	float *g = rnd((size_t)N * C, 1);
	o->dropout(be, g, g, N, C, 77, 0, 0.3f);   /* in place */
	for (size_t i = 0; i < (size_t)N * C; i++)
		CHECK((g[i] == 0) == (y[i] == 0));
	free(x), free(y), free(z), free(g);
}

static void test_adamw_sumsq(void)
{
	float p[3] = {1.0f, -2.0f, 0.5f}, g[3] = {0.1f, -0.3f, 2.0f}, m[3] = {0.01f, 0, 0}, v[3] = {0.001f, 0, 0};
	double lr = 0.1, b1 = 0.9, b2 = 0.95, eps = 1e-8, wd = 0.1, gs = 0.5;
	double pw = p[0] * (1 - lr * wd), gg = g[0] * gs;
	double mm = b1 * m[0] + (1 - b1) * gg, vv = b2 * v[0] + (1 - b2) * gg * gg;
	double mh = mm / (1 - b1 * b1), vh = vv / (1 - b2 * b2);   /* t = 2 */
	double want = pw - lr * mh / (sqrt(vh) + eps);
	o->adamw(be, p, NULL, g, m, v, 3, (float)lr, (float)b1, (float)b2, (float)eps, (float)wd, (float)gs, 2);
	CHECK_DBL(p[0], want, 1e-6);
	CHECK_DBL(m[0], mm, 1e-7);

	size_t n = 100000;
	float *x = rnd(n, 1);
	double s = 0;
	for (size_t i = 0; i < n; i++)
		s += (double)x[i] * x[i];
	CHECK_DBL(o->sumsq(be, x, n), s, 1e-9 * s);
	free(x);
}

/* The same big-enough inputs through a 1-thread and a 3-thread backend give
 * bit-identical results for the ops that reduce across rows. */
static void test_thread_determinism(void)
{
	struct nn_be *b1 = nn_cpu_new(1), *b3 = nn_cpu_new(3);
	int B = 4, T = 64, NH = 8, HS = 16, C = NH * HS;   /* big enough to use every thread */
	size_t n = (size_t)B * T * C;
	float *qkv = rnd(3 * n, 1), *dout = rnd(n, 1), *out = rnd(n, 0), *lse = rnd((size_t)B * NH * T, 0);
	float *d1 = rnd(3 * n, 0), *d3 = rnd(3 * n, 0);
	b1->ops->attention_fwd(b1, out, lse, qkv, B, T, NH, HS, NULL);
	b1->ops->attention_bwd(b1, d1, dout, qkv, out, lse, B, T, NH, HS, NULL);
	b3->ops->attention_bwd(b3, d3, dout, qkv, out, lse, B, T, NH, HS, NULL);
	CHECK_MEM(d1, d3, 3 * n * sizeof(float));
	float *w = rnd(C, 1), *dw1 = rnd(C, 0), *db1 = rnd(C, 0), *dw3 = rnd(C, 0), *db3 = rnd(C, 0);
	float *m = rnd(B * T, 0), *r = rnd(B * T, 0), *di1 = rnd(n, 0), *di3 = rnd(n, 0);
	b1->ops->layernorm_fwd(b1, out, m, r, qkv, w, w, B * T, C);
	float *ds1 = rnd(C, 0), *ds3 = rnd(C, 0);
	b1->ops->layernorm_bwd(b1, di1, dw1, db1, ds1, dout, qkv, w, m, r, B * T, C);
	b3->ops->layernorm_bwd(b3, di3, dw3, db3, ds3, dout, qkv, w, m, r, B * T, C);
	CHECK_MEM(dw1, dw3, C * sizeof(float));
	CHECK_MEM(ds1, ds3, C * sizeof(float));
	free(ds1); free(ds3);
	CHECK_MEM(di1, di3, n * sizeof(float));
	CHECK(b1->ops->sumsq(b1, qkv, 3 * n) == b3->ops->sumsq(b3, qkv, 3 * n));
	free(qkv); free(dout); free(out); free(lse); free(d1); free(d3); free(w); free(dw1); free(db1);
	free(dw3); free(db3); free(m); free(r); free(di1); free(di3);
	nn_be_free(b1);
	nn_be_free(b3);
}

static void test_backend_names(void)
{
	struct nn_be *x = nn_be_new("cpu", 2, NULL);
	char buf[64];
	CHECK(x != NULL);
	CHECK_STR(nn_be_describe(x, buf, sizeof buf), "cpu, 2 threads, fp32");
	nn_be_free(x);
	CHECK(nn_be_new("tpu", 1, NULL) == NULL);
}

int main(void)
{
	be = nn_cpu_new(2);
	o = be->ops;
	TEST(test_layernorm);
	TEST(test_residual_layernorm);
	TEST(test_matmul);
	TEST(test_matmul_rows);
	TEST(test_matmul_bias);
	TEST(test_matmul_gelu);
	TEST(test_matmul_bwd_gelu);
	TEST(test_attention);
	TEST(test_attention_dropout);
	TEST(test_gelu_elementwise);
	TEST(test_embedding);
	TEST(test_crossentropy);
	TEST(test_crossentropy_split);
	TEST(test_dropout);
	TEST(test_adamw_sumsq);
	TEST(test_thread_determinism);
	TEST(test_backend_names);
	nn_be_free(be);
	return t_done();
}
