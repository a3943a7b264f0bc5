/* Every op of a second backend held to the CPU reference, then the whole
 * model: the same inputs through both, outputs compared with a relative
 * tolerance. The backend is MTK_NN_BACKEND (default "cuda"); the test skips
 * when it cannot be created (no GPU, or the CUDA backend not built yet).
 * MTK_NN_BACKEND=cpu runs the harness against itself (a second CPU backend
 * with another thread count).
 *
 * Both activation types run, fp32 then bf16 (MTK_CUDA_ACT picks one of
 * them only). Activation buffers go to the device in its act_dtype; in bf16
 * the host copy is first rounded to bf16, so that the CPU computes on the
 * very inputs the device sees and the comparison measures the op, not the
 * input rounding; an output the next op reads is synchronised the same way.
 *
 * Tolerances (max |got - want| / max |want|). fp32 outputs, and everything
 * with fp32 storage: tol, MTK_NN_TOL or 1e-4 (fp32 math; TF32 wants 5e-3).
 * bf16 outputs: tol + k * 2^-8, k the bf16 roundings on the path, since one
 * round-to-nearest of x moves it by at most 2^-8 |x|:
 *   k = 1: layernorm out and dinp (+=, one rounding of the sum), gelu and
 *          its backward, residual, add, scale, embedding, attention out and
 *          dqkv, matmul out without bias, matmul dinp, dlogits;
 *   k = 2: matmul out with bias (the GEMM's bf16 output, then + bias);
 *   k = 4: matmul+GELU out and pre (two roundings of pre, GELU's slope up
 *          to 1.13, one more rounding of out);
 *   k = 0: the fp32 outputs of bf16 inputs (dw, dbias, LayerNorm dw/db,
 *          dwte/dwpe, mean, rstd, lse, losses, AdamW): fp32 sums only.
 * The shadow weights AdamW writes must equal round(p) bit for bit.
 * Whole model, bf16 against the CPU's fp32 (every activation rounded, the
 * errors compound over layers): loss within 1e-2 relative, each gradient
 * tensor within 5e-2 in relative norm error ||g - g_cpu|| / ||g_cpu||, the
 * parameters after one AdamW step within 5e-3 of max |p| (a step moves a
 * parameter by about lr = 1e-3, so this catches a wrong or missing update),
 * the logits of a row within 2^-8 + 1e-2. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "err.h"
#include "nn/gpt.h"
#include "nn/ops.h"
#include "t.h"
#include "nn_twin.h"
#include "prof_check.h"

static void *up(const void *h, size_t bytes)
{
	void *d = dev->ops->alloc(dev, bytes);
	dev->ops->to_dev(dev, d, h, bytes);
	return d;
}

/* host floats -> device buffer of fp32 (act = 0) or the activation type;
 * in bf16 the host copy is rounded in place first */
static void put(void *d, float *h, size_t n, int act)
{
	if (!act || !bf) {
		dev->ops->to_dev(dev, d, h, n * sizeof(float));
		return;
	}
	uint16_t *b = malloc((n ? n : 1) * sizeof *b);
	for (size_t i = 0; i < n; i++) {
		b[i] = nn_f32_to_bf16(h[i]);
		h[i] = nn_bf16_to_f32(b[i]);
	}
	dev->ops->to_dev(dev, d, b, n * sizeof *b);
	free(b);
}

static float *get(const void *d, size_t n, int act)
{
	float *h = malloc((n ? n : 1) * sizeof(float));
	if (!act || !bf) {
		dev->ops->to_host(dev, h, d, n * sizeof(float));
		return h;
	}
	uint16_t *b = malloc((n ? n : 1) * sizeof *b);
	dev->ops->to_host(dev, b, d, n * sizeof *b);
	for (size_t i = 0; i < n; i++)
		h[i] = nn_bf16_to_f32(b[i]);
	free(b);
	return h;
}

static void dfree(void *d) { dev->ops->free(dev, d); }

/* max |a - b| relative to max |b| */
static void same(const char *what, const float *want, const float *got, size_t n, double t)
{
	double e = 0, m = 1e-6;
	for (size_t i = 0; i < n; i++) {
		e = fmax(e, fabs((double)want[i] - got[i]));
		m = fmax(m, fabs(want[i]));
	}
	if (getenv("MTK_NN_VERBOSE"))
		printf("  %-28s %s  %.3g (tolerance %g)\n", what, bf ? "bf16" : "fp32", e / m, t);
	if (!(e / m <= t))
		T_FAIL("%s (%s): max difference %.3g relative to max %.3g (tolerance %g)", what,
		       bf ? "bf16" : "fp32", e / m, m, t);
}

/* Run an op on the reference over host copies and on the device over device
 * copies of the same buffers, then compare the listed outputs. */
#define NB 10
struct call {
	float *h[NB];      /* host buffers: the reference works in place on these */
	void *d[NB];       /* device copies */
	size_t n[NB];
	int act[NB];       /* an activation buffer (act_dtype on the device) */
};

enum { F32 = 0, ACT = 1 };

static void call_init(struct call *c, int k, size_t n, float scale, int act)
{
	c->h[k] = rnd(n, scale);
	c->n[k] = n;
	c->act[k] = act;
	c->d[k] = dev->ops->alloc(dev, n * (act ? nn_dtype_size(dev->act_dtype) : sizeof(float)));
	put(c->d[k], c->h[k], n, act);
}

static void call_check(struct call *c, int k, const char *what, int roundings)
{
	float *g = get(c->d[k], c->n[k], c->act[k]);
	same(what, c->h[k], g, c->n[k], c->act[k] ? tk(roundings) : tol);
	free(g);
}

/* the reference's buffer k becomes the device's input too */
static void call_sync(struct call *c, int k) { put(c->d[k], c->h[k], c->n[k], c->act[k]); }

static void call_free(struct call *c)
{
	for (int k = 0; k < NB; k++)
		if (c->h[k]) {
			free(c->h[k]);
			dfree(c->d[k]);
		}
	memset(c, 0, sizeof *c);
}

#define H(k) (c.h[k])
#define D(k) ((float *)c.d[k])

/* A fused column sum on the device (layernorm_bwd's dsum, matmul_bwd's
 * dpre_bias) equals start + the column sums of x AS THE DEVICE STORED IT,
 * summed here in double: the op sums what it wrote, not the fp32 value
 * before rounding (the comparison with the CPU twin then only adds x's
 * own rounding). */
static void check_colsum(const char *what, const float *start, const void *dx, const void *dsum, int N, int C)
{
	float *x = get(dx, (size_t)N * C, ACT), *got = get(dsum, C, F32), *want = malloc(C * sizeof(float));
	for (int c = 0; c < C; c++) {
		double s = start[c];
		for (int n = 0; n < N; n++)
			s += x[(size_t)n * C + c];
		want[c] = (float)s;
	}
	same(what, want, got, C, 1e-5);
	free(x), free(got), free(want);
}

static void test_layernorm(void)
{
	int N = 37, C = 96;
	struct call c = {0};
	call_init(&c, 0, (size_t)N * C, 2, ACT);   /* inp */
	call_init(&c, 1, C, 1, F32);               /* w */
	call_init(&c, 2, C, 1, F32);               /* b */
	call_init(&c, 3, (size_t)N * C, 0, ACT);   /* out */
	call_init(&c, 4, N, 0, F32);               /* mean */
	call_init(&c, 5, N, 0, F32);               /* rstd */
	call_init(&c, 6, (size_t)N * C, 1, ACT);   /* dout, then dinp accumulates here */
	call_init(&c, 7, 2 * (size_t)C, 1, F32);   /* dw | db */
	ref->ops->layernorm_fwd(ref, H(3), H(4), H(5), H(0), H(1), H(2), N, C);
	dev->ops->layernorm_fwd(dev, D(3), D(4), D(5), D(0), D(1), D(2), N, C);
	call_check(&c, 3, "layernorm out", 1);
	call_check(&c, 4, "layernorm mean", 0);
	call_check(&c, 5, "layernorm rstd", 0);
	call_sync(&c, 3), call_sync(&c, 4), call_sync(&c, 5);
	/* out serves as dout; dinp accumulates onto the random start in 6, its
	 * column sums onto the one in 8 */
	call_init(&c, 8, C, 1, F32);
	float *s0 = malloc(C * sizeof(float));
	memcpy(s0, H(8), C * sizeof(float));
	ref->ops->layernorm_bwd(ref, H(6), H(7), H(7) + C, H(8), H(3), H(0), H(1), H(4), H(5), N, C);
	dev->ops->layernorm_bwd(dev, D(6), D(7), D(7) + C, D(8), D(3), D(0), D(1), D(4), D(5), N, C);
	call_check(&c, 6, "layernorm dinp", 1);
	call_check(&c, 7, "layernorm dw, db", 0);
	check_colsum("layernorm dsum = colsum(dinp)", s0, D(6), D(8), N, C);
	float *g = get(D(8), C, F32);
	same("layernorm dsum", H(8), g, C, tk(2));
	free(g), free(s0);
	call_free(&c);
}

/* The fused residual + LayerNorm: res within one rounding of a + b; ln
 * against the CPU's LayerNorm of res as the device stored it (the op's
 * contract: it normalises the rounded residual); and on the device itself
 * bit-identical to layernorm_fwd over that res, also when res is written
 * over b (the model's res2 = in + res2). */
static void test_residual_layernorm(void)
{
	int N = 37, C = 100;
	size_t NC = (size_t)N * C;
	struct call c = {0};
	call_init(&c, 0, NC, 2, ACT);   /* a */
	call_init(&c, 1, NC, 2, ACT);   /* b */
	call_init(&c, 2, C, 1, F32);    /* w */
	call_init(&c, 3, C, 1, F32);    /* bias */
	call_init(&c, 4, NC, 0, ACT);   /* res */
	call_init(&c, 5, NC, 0, ACT);   /* ln */
	call_init(&c, 6, N, 0, F32);    /* mean */
	call_init(&c, 7, N, 0, F32);    /* rstd */
	ref->ops->residual_fwd(ref, H(4), H(0), H(1), NC);
	dev->ops->residual_layernorm_fwd(dev, D(4), D(5), D(6), D(7), D(0), D(1), D(2), D(3), N, C);
	call_check(&c, 4, "residual+layernorm res", 1);
	size_t as = nn_dtype_size(dev->act_dtype);
	void *ln2 = dev->ops->alloc(dev, NC * as), *st2 = dev->ops->alloc(dev, 2 * N * sizeof(float));
	dev->ops->layernorm_fwd(dev, ln2, st2, (float *)st2 + N, D(4), D(2), D(3), N, C);
	float *x = get(D(5), NC, 1), *y = get(ln2, NC, 1);
	CHECK_MEM(x, y, NC * sizeof(float));
	free(x);
	free(y);
	x = get(D(7), N, 0);
	y = get((float *)st2 + N, N, 0);
	CHECK_MEM(x, y, N * sizeof(float));
	free(x);
	free(y);
	/* in place over b: the same res and ln bit for bit */
	void *b2 = dev->ops->alloc(dev, NC * as);
	dev->ops->copy(dev, b2, D(1), NC * as);
	dev->ops->residual_layernorm_fwd(dev, b2, ln2, st2, (float *)st2 + N, D(0), b2, D(2), D(3), N, C);
	x = get(D(4), NC, 1);
	y = get(b2, NC, 1);
	CHECK_MEM(x, y, NC * sizeof(float));
	free(x);
	free(y);
	x = get(D(5), NC, 1);
	y = get(ln2, NC, 1);
	CHECK_MEM(x, y, NC * sizeof(float));
	free(x);
	free(y);
	dfree(ln2);
	dfree(st2);
	dfree(b2);
	/* the CPU's LayerNorm of the stored res */
	call_sync(&c, 4);
	ref->ops->layernorm_fwd(ref, H(5), H(6), H(7), H(4), H(2), H(3), N, C);
	call_check(&c, 5, "residual+layernorm ln", 1);
	call_check(&c, 6, "residual+layernorm mean", 0);
	call_check(&c, 7, "residual+layernorm rstd", 0);
	call_free(&c);
}

/* The 16-byte vector paths against the scalar ones: the elementwise ops on
 * aligned buffers (vectors, then a scalar tail: n is odd) and on buffers one
 * element off (scalar only) give the same bits; LayerNorm forward, the fused
 * op and LayerNorm backward one element off (scalar) agree with the CPU as
 * the aligned (vector) runs of test_layernorm do. */
static void test_vector_paths(void)
{
	size_t n = 1003, as = nn_dtype_size(dev->act_dtype);
	float *hx = rnd(n, 3), *hy = rnd(n, 3);
	void *xa = dev->ops->alloc(dev, n * as), *ya = dev->ops->alloc(dev, n * as);
	void *oa = dev->ops->alloc(dev, n * as);
	void *xu = dev->ops->alloc(dev, (n + 1) * as), *yu = dev->ops->alloc(dev, (n + 1) * as);
	void *ou = dev->ops->alloc(dev, (n + 1) * as);
	char *x1 = (char *)xu + as, *y1 = (char *)yu + as, *o1 = (char *)ou + as;
	put(xa, hx, n, ACT);
	put(ya, hy, n, ACT);
	put(x1, hx, n, ACT);
	put(y1, hy, n, ACT);
	for (int op = 0; op < 4; op++) {
		const struct nn_ops *d = dev->ops;
		if (op == 0) {
			d->gelu_fwd(dev, oa, xa, n);
			d->gelu_fwd(dev, o1, x1, n);
		} else if (op == 1) {
			d->gelu_bwd(dev, oa, xa, ya, n);
			d->gelu_bwd(dev, o1, x1, y1, n);
		} else if (op == 2) {
			d->residual_fwd(dev, oa, xa, ya, n);
			d->residual_fwd(dev, o1, x1, y1, n);
		} else {
			d->copy(dev, oa, xa, n * as);
			d->copy(dev, o1, x1, n * as);
			d->scale(dev, oa, n, 0.37f);
			d->scale(dev, o1, n, 0.37f);
		}
		float *ga = get(oa, n, ACT), *gu = get(o1, n, ACT);
		if (memcmp(ga, gu, n * sizeof(float)))
			T_FAIL("elementwise op %d: the vector and scalar paths differ", op);
		free(ga);
		free(gu);
	}
	dfree(xa), dfree(ya), dfree(oa), dfree(xu), dfree(yu), dfree(ou);
	free(hx);
	free(hy);

	/* LayerNorm at C = 96 (whole vectors) on rows one element off */
	int N = 21, C = 96;
	size_t NC = (size_t)N * C;
	float *in = rnd(NC, 2), *in2 = rnd(NC, 2), *w = rnd(C, 1), *b = rnd(C, 1);
	float *out = rnd(NC, 0), *st = rnd(2 * (size_t)N, 0), *dinp = rnd(NC, 1);
	void *din = dev->ops->alloc(dev, (NC + 1) * as), *din2 = dev->ops->alloc(dev, (NC + 1) * as);
	void *dout = dev->ops->alloc(dev, (NC + 1) * as), *ddi = dev->ops->alloc(dev, (NC + 1) * as);
	void *dw = up(w, C * sizeof(float)), *db = up(b, C * sizeof(float));
	void *dst = dev->ops->alloc(dev, 2 * N * sizeof(float));
	void *dwb = dev->ops->alloc(dev, 2 * C * sizeof(float));
	float *hwb = calloc(2 * C, sizeof(float));
	char *pin = (char *)din + as, *pin2 = (char *)din2 + as, *pout = (char *)dout + as, *pdi = (char *)ddi + as;
	put(pin, in, NC, ACT);
	put(pin2, in2, NC, ACT);
	put(pdi, dinp, NC, ACT);
	ref->ops->layernorm_fwd(ref, out, st, st + N, in, w, b, N, C);
	dev->ops->layernorm_fwd(dev, pout, dst, (float *)dst + N, pin, dw, db, N, C);
	float *g = get(pout, NC, ACT);
	same("layernorm out (scalar path)", out, g, NC, tk(1));
	free(g);
	put(pout, out, NC, ACT);
	ref->ops->layernorm_bwd(ref, dinp, hwb, hwb + C, NULL, out, in, w, st, st + N, N, C);
	dev->ops->layernorm_bwd(dev, pdi, dwb, (float *)dwb + C, NULL, pout, pin, dw, dst, (float *)dst + N, N, C);
	g = get(pdi, NC, ACT);
	same("layernorm dinp (scalar path)", dinp, g, NC, tk(1));
	free(g);
	g = get(dwb, 2 * (size_t)C, F32);
	same("layernorm dw, db (scalar path)", hwb, g, 2 * (size_t)C, tol);
	free(g);
	/* fused, in place over the second term: res against the CPU sum */
	dev->ops->residual_layernorm_fwd(dev, pin2, pout, dst, (float *)dst + N, pin, pin2, dw, db, N, C);
	ref->ops->residual_fwd(ref, in2, in, in2, NC);
	g = get(pin2, NC, ACT);
	same("residual+layernorm res (scalar path)", in2, g, NC, tk(1));
	free(g);
	put(pin2, in2, NC, ACT);
	ref->ops->layernorm_fwd(ref, out, st, st + N, in2, w, b, N, C);
	g = get(pout, NC, ACT);
	same("residual+layernorm ln (scalar path)", out, g, NC, tk(1));
	free(g);
	dfree(din), dfree(din2), dfree(dout), dfree(ddi), dfree(dw), dfree(db), dfree(dst), dfree(dwb);
	free(in), free(in2), free(w), free(b), free(out), free(st), free(dinp), free(hwb);
}

static void matmul_case(int bias, int epi)
{
	int N = 33, C = 48, OC = 80;
	struct call c = {0};
	call_init(&c, 0, (size_t)N * C, 1, ACT);
	call_init(&c, 1, (size_t)OC * C, 0.3f, ACT);   /* w: the shadow's type */
	call_init(&c, 2, OC, 1, F32);
	call_init(&c, 3, (size_t)N * OC, 0, ACT);   /* out */
	call_init(&c, 4, (size_t)N * OC, 0, ACT);   /* pre */
	call_init(&c, 5, (size_t)N * C, 0, ACT);    /* dinp */
	call_init(&c, 6, (size_t)OC * C, 1, F32);   /* dw accumulates */
	call_init(&c, 7, OC, 1, F32);               /* dbias accumulates */
	ref->ops->matmul_fwd(ref, H(3), H(4), H(0), H(1), bias ? H(2) : NULL, N, C, OC, epi);
	dev->ops->matmul_fwd(dev, D(3), D(4), D(0), D(1), bias ? D(2) : NULL, N, C, OC, epi);
	call_check(&c, 3, epi ? "matmul+gelu out" : "matmul out", epi ? 4 : bias ? 2 : 1);
	if (epi)
		call_check(&c, 4, "matmul+gelu pre", 4);
	call_sync(&c, 3);
	ref->ops->matmul_bwd(ref, H(5), H(6), bias ? H(7) : NULL, H(3), H(0), H(1), NULL, NULL, N, C, OC);
	dev->ops->matmul_bwd(dev, D(5), D(6), bias ? D(7) : NULL, D(3), D(0), D(1), NULL, NULL, N, C, OC);
	call_check(&c, 5, "matmul dinp", 1);
	call_check(&c, 6, "matmul dw", 0);
	call_check(&c, 7, "matmul dbias", 0);
	/* the GELU's backward fused (8: the pre-activation whose GELU was inp):
	 * the fallback rounds the product and then the gradient, the DGELU
	 * epilogue (MTK_CUDA_LT_BWD=1) once */
	call_init(&c, 8, (size_t)N * C, 2, ACT);
	ref->ops->matmul_bwd(ref, H(5), NULL, NULL, H(3), H(0), H(1), H(8), NULL, N, C, OC);
	dev->ops->matmul_bwd(dev, D(5), NULL, NULL, D(3), D(0), D(1), D(8), NULL, N, C, OC);
	call_check(&c, 5, "matmul dinp * gelu'(pre)", 2);
	/* and with the column sums of that dinp (the bias gradient of the
	 * product that made pre) onto the start in 9: the same dinp */
	call_init(&c, 9, C, 1, F32);
	float *s0 = malloc(C * sizeof(float));
	memcpy(s0, H(9), C * sizeof(float));
	call_sync(&c, 5);
	ref->ops->matmul_bwd(ref, H(5), NULL, NULL, H(3), H(0), H(1), H(8), H(9), N, C, OC);
	dev->ops->matmul_bwd(dev, D(5), NULL, NULL, D(3), D(0), D(1), D(8), D(9), N, C, OC);
	call_check(&c, 5, "matmul dinp * gelu'(pre), summed", 2);
	check_colsum("matmul dpre_bias = colsum(dinp)", s0, D(5), D(9), N, C);
	float *g = get(D(9), C, F32);
	same("matmul dpre_bias", H(9), g, C, tk(3));
	free(g), free(s0);
	call_free(&c);
}

static void test_matmul(void)
{
	matmul_case(0, NN_EPI_NONE);
	matmul_case(1, NN_EPI_NONE);
	matmul_case(1, NN_EPI_GELU);
}

/* attention, and with attention dropout (drop: the CPU's masks, so the
 * same tolerance) */
static void attention_case(const struct nn_attn_drop *drop)
{
	int B = 3, T = 50, NH = 4, HS = 16, C = NH * HS;
	size_t n = (size_t)B * T * C;
	struct call c = {0};
	call_init(&c, 0, 3 * n, 1.5f, ACT);             /* qkv */
	call_init(&c, 1, n, 0, ACT);                    /* out */
	call_init(&c, 2, (size_t)B * NH * T, 0, F32);   /* lse */
	call_init(&c, 3, n, 1, ACT);                    /* dout */
	call_init(&c, 4, 3 * n, 0, ACT);                /* dqkv */
	ref->ops->attention_fwd(ref, H(1), H(2), H(0), B, T, NH, HS, drop);
	dev->ops->attention_fwd(dev, D(1), D(2), D(0), B, T, NH, HS, drop);
	call_check(&c, 1, drop ? "attention out, dropout" : "attention out", 1);
	call_check(&c, 2, "attention lse", 0);
	call_sync(&c, 1), call_sync(&c, 2);
	ref->ops->attention_bwd(ref, H(4), H(3), H(0), H(1), H(2), B, T, NH, HS, drop);
	dev->ops->attention_bwd(dev, D(4), D(3), D(0), D(1), D(2), B, T, NH, HS, drop);
	call_check(&c, 4, drop ? "attention dqkv, dropout" : "attention dqkv", 1);
	call_free(&c);
}

static void test_attention(void)
{
	struct nn_attn_drop dr = {.key = 99, .sample0 = 5, .head0 = 4, .heads = 8, .p = 0.2f};
	attention_case(NULL);
	attention_case(&dr);
}

static void test_elementwise(void)
{
	size_t n = 5000;
	struct call c = {0};
	call_init(&c, 0, n, 4, ACT);
	call_init(&c, 1, n, 1, ACT);
	call_init(&c, 2, n, 0, ACT);
	call_init(&c, 3, n, 0, ACT);
	call_init(&c, 4, n, 2, F32);
	ref->ops->gelu_fwd(ref, H(2), H(0), n);
	dev->ops->gelu_fwd(dev, D(2), D(0), n);
	call_check(&c, 2, "gelu", 1);
	ref->ops->gelu_bwd(ref, H(3), H(0), H(1), n);
	dev->ops->gelu_bwd(dev, D(3), D(0), D(1), n);
	call_check(&c, 3, "gelu backward", 1);
	ref->ops->residual_fwd(ref, H(2), H(0), H(1), n);
	dev->ops->residual_fwd(dev, D(2), D(0), D(1), n);
	call_check(&c, 2, "residual", 1);
	call_sync(&c, 2);
	ref->ops->add(ref, H(2), H(1), n);
	dev->ops->add(dev, D(2), D(1), n);
	call_check(&c, 2, "add", 1);
	call_sync(&c, 2);
	ref->ops->scale(ref, H(2), n, 0.37f);
	dev->ops->scale(dev, D(2), n, 0.37f);
	call_check(&c, 2, "scale", 1);
	double a = ref->ops->sumsq(ref, H(4), n), b = dev->ops->sumsq(dev, D(4), n);
	if (!(fabs(a - b) <= tol * a))
		T_FAIL("sumsq: %.9g vs %.9g", a, b);
	call_free(&c);
}

/* every other row token 3 when `skew` (a token on many rows: dwte's rows
 * are summed per token, spread over warps); C = 300 crosses the 256-channel
 * blocks of the dwte kernel */
static void embedding_case(int N, int T, int C, int V, int skew)
{
	int32_t *tok = malloc((size_t)N * sizeof *tok);
	for (int i = 0; i < N; i++)
		tok[i] = skew && i % 2 ? 3 : (int32_t)(nn_rng_next(&rs) % V);
	void *dtok = up(tok, (size_t)N * sizeof *tok);
	struct call c = {0};
	call_init(&c, 0, (size_t)V * C, 1, F32);   /* fp32 master tables */
	call_init(&c, 1, (size_t)T * C, 1, F32);
	call_init(&c, 2, (size_t)N * C, 0, ACT);
	ref->ops->embed_fwd(ref, H(2), tok, H(0), H(1), N, T, C);
	dev->ops->embed_fwd(dev, D(2), dtok, D(0), D(1), N, T, C);
	call_check(&c, 2, "embedding", 1);
	call_sync(&c, 2);
	ref->ops->embed_bwd(ref, H(0), H(1), H(2), tok, N, T, C);
	dev->ops->embed_bwd(dev, D(0), D(1), D(2), dtok, N, T, C);
	call_check(&c, 0, "embedding dwte", 0);
	call_check(&c, 1, "embedding dwpe", 0);
	/* deterministic: the same gradient added to the same tables twice
	 * gives the same bits (an atomicAdd per element would not, on a device) */
	float *w0 = get(D(0), c.n[0], F32), *p0 = get(D(1), c.n[1], F32);
	dev->ops->embed_bwd(dev, D(0), D(1), D(2), dtok, N, T, C);
	float *w1 = get(D(0), c.n[0], F32), *p1 = get(D(1), c.n[1], F32);
	put(D(0), w0, c.n[0], F32), put(D(1), p0, c.n[1], F32);
	dev->ops->embed_bwd(dev, D(0), D(1), D(2), dtok, N, T, C);
	float *w2 = get(D(0), c.n[0], F32), *p2 = get(D(1), c.n[1], F32);
	CHECK(!memcmp(w1, w2, c.n[0] * sizeof *w1));
	CHECK(!memcmp(p1, p2, c.n[1] * sizeof *p1));
	free(w0), free(p0), free(w1), free(p1), free(w2), free(p2);
	/* other ids written over them (as the next micro-batch's to_dev
	 * does), no embed_fwd: embed_bwd must read these, not the copy the
	 * CUDA backend's embed_fwd made of the old ones */
	for (int i = 0; i < N; i++)
		tok[i] = (tok[i] + 1 + i % 3) % V;
	dev->ops->to_dev(dev, dtok, tok, (size_t)N * sizeof *tok);
	call_sync(&c, 0), call_sync(&c, 1);
	ref->ops->embed_bwd(ref, H(0), H(1), H(2), tok, N, T, C);
	dev->ops->embed_bwd(dev, D(0), D(1), D(2), dtok, N, T, C);
	call_check(&c, 0, "embedding dwte, ids rewritten", 0);
	/* and a copy of the ids elsewhere (another pointer than embed_fwd's) */
	void *dtok2 = up(tok, (size_t)N * sizeof *tok);
	call_sync(&c, 0);
	ref->ops->embed_bwd(ref, H(0), H(1), H(2), tok, N, T, C);
	dev->ops->embed_bwd(dev, D(0), D(1), D(2), dtok2, N, T, C);
	call_check(&c, 0, "embedding dwte, ids elsewhere", 0);
	dfree(dtok2);
	dfree(dtok);
	free(tok);
	call_free(&c);
}

/* a vocabulary shard (tensor parallelism): ids < 0 have no row here, no
 * position term without wpe, no dwpe */
static void embedding_shard_case(int N, int T, int C, int V)
{
	int32_t *tok = malloc((size_t)N * sizeof *tok);
	for (int i = 0; i < N; i++)
		tok[i] = i % 3 ? (int32_t)(nn_rng_next(&rs) % V) : -1;
	void *dtok = up(tok, (size_t)N * sizeof *tok);
	struct call c = {0};
	call_init(&c, 0, (size_t)V * C, 1, F32);
	call_init(&c, 2, (size_t)N * C, 0, ACT);
	ref->ops->embed_fwd(ref, H(2), tok, H(0), NULL, N, T, C);
	dev->ops->embed_fwd(dev, D(2), dtok, D(0), NULL, N, T, C);
	call_check(&c, 2, "embedding shard", 1);
	call_sync(&c, 2);
	ref->ops->embed_bwd(ref, H(0), NULL, H(2), tok, N, T, C);
	dev->ops->embed_bwd(dev, D(0), NULL, D(2), dtok, N, T, C);
	call_check(&c, 0, "embedding shard dwte", 0);
	for (int i = 0; i < N; i++)   /* no id here at all */
		tok[i] = -1;
	dev->ops->to_dev(dev, dtok, tok, (size_t)N * sizeof *tok);
	ref->ops->embed_bwd(ref, H(0), NULL, H(2), tok, N, T, C);
	dev->ops->embed_bwd(dev, D(0), NULL, D(2), dtok, N, T, C);
	call_check(&c, 0, "embedding shard dwte, no id here", 0);
	dfree(dtok);
	free(tok);
	call_free(&c);
}

/* dropout: the same mask as the CPU's, bit for bit in fp32 */
static void test_dropout(void)
{
	struct call c = {0};
	call_init(&c, 0, 37 * 300, 1, ACT);
	call_init(&c, 1, 37 * 300, 0, ACT);
	ref->ops->dropout(ref, H(1), H(0), 37, 300, 1234, 1000, 0.2f);
	dev->ops->dropout(dev, D(1), D(0), 37, 300, 1234, 1000, 0.2f);
	call_check(&c, 1, "dropout", 1);
	float *g = get(D(1), c.n[1], ACT);
	for (size_t i = 0; i < c.n[1]; i++)
		CHECK((g[i] == 0) == (H(1)[i] == 0));
	free(g);
	call_free(&c);
}

static void test_embedding(void)
{
	embedding_case(40, 10, 24, 17, 0);
	embedding_case(300, 50, 300, 40, 1);
	embedding_shard_case(40, 10, 24, 17);
}

/* Vp = 384: the 16-byte vector path, V = 300 ending inside a vector;
 * Vp = 301: whole vectors fail, the scalar path; V = 10000: several vectors
 * per thread, so the online softmax rescales its running sums */
static void crossentropy_case(int N, int V, int Vp)
{
	int32_t tg[20];
	for (int i = 0; i < N; i++)
		tg[i] = i == 7 ? -1 : (int32_t)(nn_rng_next(&rs) % V);
	void *dtg = up(tg, sizeof tg);
	struct call c = {0};
	call_init(&c, 0, (size_t)N * Vp, 5, ACT);
	call_init(&c, 1, N, 0, F32);
	ref->ops->crossentropy(ref, H(0), H(1), tg, N, V, Vp, 0);
	dev->ops->crossentropy(dev, D(0), D(1), dtg, N, V, Vp, 0);
	call_check(&c, 1, "cross-entropy losses", 0);
	ref->ops->crossentropy(ref, H(0), H(1), tg, N, V, Vp, 0.05f);
	dev->ops->crossentropy(dev, D(0), D(1), dtg, N, V, Vp, 0.05f);
	call_check(&c, 0, "cross-entropy dlogits", 1);
	dfree(dtg);
	call_free(&c);
}

/* shard r's targets (of Vl columns): the column here, ignored or
 * elsewhere; returns its real columns of V */
static int shard_targets(const int32_t *tg, int32_t *lt, int N, int V, int r, int Vl)
{
	for (int i = 0; i < N; i++)
		lt[i] = tg[i] < 0 ? NN_CE_IGNORE : tg[i] / Vl == r ? tg[i] - r * Vl : NN_CE_ELSEWHERE;
	return V - r * Vl < 0 ? 0 : V - r * Vl > Vl ? Vl : V - r * Vl;
}

/* the vocabulary-parallel halves over R shards of Vl columns (the last
 * shards partly or wholly padding: V real columns in all): every shard's
 * stats, gathered in rank order, then each shard's finish, the device's
 * against the CPU's */
static void crossentropy_split_case(int N, int V, int R, int Vl)
{
	int32_t tg[20], lt[20];
	for (int i = 0; i < N; i++)
		tg[i] = i == 7 ? -1 : (int32_t)(nn_rng_next(&rs) % V);
	struct call c = {0};
	call_init(&c, 1, (size_t)R * N * 3, 0, F32);   /* the gathered stats */
	call_init(&c, 2, N, 0, F32);
	for (int r = 0; r < R; r++) {
		int Vr = shard_targets(tg, lt, N, V, r, Vl);
		void *dlt = up(lt, sizeof lt);
		struct call s = {0};
		call_init(&s, 0, (size_t)N * Vl, 5, ACT);
		call_init(&s, 1, (size_t)N * 3, 0, F32);
		ref->ops->ce_stats(ref, s.h[0], s.h[1], lt, N, Vr, Vl);
		dev->ops->ce_stats(dev, s.d[0], (float *)s.d[1], dlt, N, Vr, Vl);
		call_check(&s, 1, "vocabulary-parallel stats", 0);
		memcpy(H(1) + (size_t)r * N * 3, s.h[1], (size_t)N * 3 * sizeof(float));
		dfree(dlt);
		call_free(&s);
	}
	call_sync(&c, 1);
	for (int r = 0; r < R; r++) {
		int Vr = shard_targets(tg, lt, N, V, r, Vl);
		void *dlt = up(lt, sizeof lt);
		struct call s = {0};
		call_init(&s, 0, (size_t)N * Vl, 5, ACT);
		ref->ops->ce_finish(ref, s.h[0], H(2), lt, H(1), R, N, Vr, Vl, 0.05f);
		dev->ops->ce_finish(dev, s.d[0], D(2), dlt, D(1), R, N, Vr, Vl, 0.05f);
		call_check(&c, 2, "vocabulary-parallel losses", 0);
		call_check(&s, 0, "vocabulary-parallel dlogits", 1);
		dfree(dlt);
		call_free(&s);
	}
	call_free(&c);
}

static void test_crossentropy(void)
{
	crossentropy_case(20, 300, 384);
	crossentropy_case(20, 300, 301);
	crossentropy_case(4, 10000, 10112);
	crossentropy_split_case(20, 300, 2, 192);    /* vectors; the second shard 108 real */
	crossentropy_split_case(20, 250, 3, 100);    /* the third shard 50 real; not whole vectors in bf16 */
	crossentropy_split_case(6, 130, 4, 64);      /* the last two shards: 2 real, then none */
}

/* n = 3003: the 16-byte path with a tail of three; then the same update
 * from one element in (unaligned: the one-at-a-time path) */
/* the log line names the device and the settings in effect */
static void test_describe(void)
{
	char buf[512];
	nn_be_describe(dev, buf, sizeof buf);
	CHECK(strncmp(buf, "cuda 0 (", 8) == 0);
	CHECK(strstr(buf, bf ? "bf16 activations" : "fp32 activations") != NULL);
	CHECK(strstr(buf, "dw stream ") != NULL);
}

/* ---- the tuned picks kept in nn_cuda_opts.picks' file (kernels/matmul.cuh) ---- */

static const char *be_name;   /* run's: the backend the tune-file test makes again */

/* the lines of path, 0 when it cannot be read; its first in first */
static int file_lines(const char *path, char *first, size_t len)
{
	FILE *f = fopen(path, "r");
	char line[512];
	int n = 0;
	if (first)
		*first = 0;
	while (f && fgets(line, sizeof line, f))
		if (n++ == 0 && first)
			snprintf(first, len, "%s", line);
	if (f)
		fclose(f);
	return n;
}

/* element i of a buffer of es-byte elements (bf16 or fp32) */
static void el_put(void *p, size_t es, size_t i, float v)
{
	if (es == 2)
		((uint16_t *)p)[i] = nn_f32_to_bf16(v);
	else
		((float *)p)[i] = v;
}
static float el_get(const void *p, size_t es, size_t i)
{
	return es == 2 ? nn_bf16_to_f32(((const uint16_t *)p)[i]) : ((const float *)p)[i];
}

/* out = inp w^T + b by a fresh backend (made with the environment as it
 * is) keeping its picks in the file picks, in its storage type's bytes: a
 * shape no other test uses, so its plan is tuned here */
static unsigned char *tuned_product(const char *picks, size_t *bytes)
{
	enum { N = 40, C = 24, OC = 56 };
	struct nn_be *be = nn_be_new(be_name, 3, &(struct nn_cuda_opts){.device = -1, .picks = picks});
	CHECK(be != NULL);
	if (!be)
		return NULL;
	size_t es = nn_dtype_size(be->act_dtype);
	unsigned char *h = malloc((size_t)N * C * es), *hw = malloc((size_t)OC * C * es);
	float *hb = malloc(OC * sizeof(float));
	for (int i = 0; i < N * C; i++)
		el_put(h, es, i, (float)((i * 37) % 101 - 50) / 50.0f);
	for (int i = 0; i < OC * C; i++)
		el_put(hw, es, i, (float)((i * 53) % 97 - 48) / 160.0f);
	for (int i = 0; i < OC; i++)
		hb[i] = (float)(i % 7) / 10.0f;
	void *d = be->ops->alloc(be, (size_t)N * C * es), *dw = be->ops->alloc(be, (size_t)OC * C * es);
	void *db = be->ops->alloc(be, OC * sizeof(float)), *dout = be->ops->alloc(be, (size_t)N * OC * es);
	be->ops->to_dev(be, d, h, (size_t)N * C * es);
	be->ops->to_dev(be, dw, hw, (size_t)OC * C * es);
	be->ops->to_dev(be, db, hb, OC * sizeof(float));
	be->ops->matmul_fwd(be, dout, NULL, d, dw, db, N, C, OC, NN_EPI_NONE);
	*bytes = (size_t)N * OC * es;
	unsigned char *out = malloc(*bytes);
	be->ops->to_host(be, out, dout, *bytes);
	be->ops->free(be, d), be->ops->free(be, dw), be->ops->free(be, db), be->ops->free(be, dout);
	nn_be_free(be);
	free(h), free(hw), free(hb);
	return out;
}

/* Another device's file is started over; a backend made again reads the
 * pick back (its product equal bit for bit, nothing appended) past a
 * malformed line; a file that cannot be written leaves the product right */
static void test_tune_file(void)
{
	const char *lt = getenv("MTK_CUDA_LT"), *tune = getenv("MTK_CUDA_LT_TUNE");
	if (strcmp(be_name, "cuda") || (lt && !strcmp(lt, "0")) || (tune && !strcmp(tune, "0"))) {
		printf("  (no tuning in this configuration: skipped)\n");
		return;
	}
	char path[128], first[512];
	int fd = mkstemp(t_tmppath(path, sizeof path, "mtk-tune.XXXXXX"));
	CHECK(fd >= 0);
	close(fd);
	FILE *f = fopen(path, "w");
	CHECK(f != NULL);
	if (!f)
		return;
	fputs("mtk cublaslt picks 1, another device, cublasLt 1\n40 24 56 0 1 0 0 8 8 8 8 0 1 0 0 0 0 0 0 0 # x\n", f);
	fclose(f);
	size_t n1 = 0, n2 = 0, n3 = 0;
	unsigned char *a = tuned_product(path, &n1);
	int lines = file_lines(path, first, sizeof first);
	CHECK(strncmp(first, "mtk cublaslt picks 1, ", 22) == 0 && !strstr(first, "another device"));
	CHECK(lines >= 2);
	f = fopen(path, "a");
	CHECK(f != NULL);
	if (f) {
		fputs("not a pick\n", f);
		fclose(f);
	}
	unsigned char *b = tuned_product(path, &n2);
	CHECK(file_lines(path, NULL, 0) == lines + 1);   /* read back: none tuned again */
	CHECK(a && b && n1 == n2 && !memcmp(a, b, n1));
	unsigned char *c = tuned_product("/nonexistent-dir/picks.txt", &n3);
	/* timed afresh: on a device maybe another pick, rounding otherwise */
	CHECK(a && c && n1 == n3);
	for (size_t i = 0, es = n1 / (40 * 56); a && c && n1 == n3 && i < n1 / es; i++) {
		float x = el_get(a, es, i), y = el_get(c, es, i);
		if (fabsf(x - y) > 1e-2f * (1 + fabsf(x))) {
			CHECK(fabsf(x - y) <= 1e-2f * (1 + fabsf(x)));
			break;
		}
	}
	remove(path);
	free(a), free(b), free(c);
}

static void adamw_case(size_t off)
{
	size_t n = 3003;
	struct call c = {0};
	call_init(&c, 0, n, 1, F32);
	call_init(&c, 1, n, 1, F32);
	call_init(&c, 2, n, 0.1f, F32);
	call_init(&c, 3, n, 0, F32);
	call_init(&c, 4, n, 0, ACT);   /* the shadow, in bf16 */
	for (size_t i = 0; i < n; i++)
		c.h[3][i] = fabsf(c.h[2][i]) * 0.01f;   /* v >= 0 */
	dev->ops->to_dev(dev, c.d[3], c.h[3], n * sizeof(float));
	float *dlp = (float *)((char *)c.d[4] + off * nn_dtype_size(dev->act_dtype));
	ref->ops->adamw(ref, H(0) + off, NULL, H(1) + off, H(2) + off, H(3) + off, n - off, 1e-3f, 0.9f, 0.95f, 1e-8f,
	                0.1f, 0.5f, 3);
	dev->ops->adamw(dev, D(0) + off, bf ? dlp : NULL, D(1) + off, D(2) + off, D(3) + off, n - off, 1e-3f, 0.9f,
	                0.95f, 1e-8f, 0.1f, 0.5f, 3);
	call_check(&c, 0, "adamw params", 0);
	call_check(&c, 2, "adamw m", 0);
	call_check(&c, 3, "adamw v", 0);
	if (bf) {   /* the shadow is the device's own new p, rounded */
		float *p = get(c.d[0], n, F32), *lp = get(c.d[4], n, ACT);
		size_t bad = 0;
		for (size_t i = off; i < n; i++)
			bad += nn_bf16_to_f32(nn_f32_to_bf16(p[i])) != lp[i];
		CHECK_INT(bad, ==, 0);
		free(p);
		free(lp);
	}
	call_free(&c);
}

static void test_adamw(void)
{
	adamw_case(0);
	adamw_case(1);
}

/* ||got - want|| / ||want|| */
static double rel_norm(const float *want, const float *got, size_t n)
{
	double e = 0, w = 0;
	for (size_t i = 0; i < n; i++) {
		e += ((double)got[i] - want[i]) * ((double)got[i] - want[i]);
		w += (double)want[i] * want[i];
	}
	return sqrt(e / (w > 0 ? w : 1e-300));
}

/* The whole model: same seed on both backends, one training forward and
 * backward, then one AdamW step. */
static void test_model(void)
{
	struct gpt_config cfg = {.layers = 2, .heads = 4, .dim = 64, .vocab = 200, .max_seq = 32};
	struct gpt a, b;
	CHECK_INT(gpt_init(&a, ref, &cfg, 2, 32, GPT_RECOMPUTE_NONE, 5), ==, 0);
	CHECK_INT(gpt_init(&b, dev, &cfg, 2, 32, GPT_RECOMPUTE_SELECTIVE, 5), ==, 0);
	CHECK((b.params_lp != NULL) == bf);
	int32_t in[64], tg[64];
	for (int i = 0; i < 64; i++) {
		in[i] = (int32_t)(nn_rng_next(&rs) % 200);
		tg[i] = (int32_t)(nn_rng_next(&rs) % 200);
	}
	double mtol = bf ? 1e-2 : tol, gtol = bf ? 5e-2 : tol, ptol = bf ? 5e-3 : tol;
	gpt_zero_grad(&a);
	gpt_zero_grad(&b);
	float la = gpt_forward(&a, in, tg, 2, 32, 1.0f / 64), lb = gpt_forward(&b, in, tg, 2, 32, 1.0f / 64);
	if (getenv("MTK_NN_VERBOSE"))
		printf("  loss %.6f vs cpu %.6f: relative %.3g (tolerance %g)\n", lb, la, fabs(lb - la) / la, mtol);
	CHECK_DBL(lb, la, mtol * la);
	gpt_backward(&a);
	gpt_backward(&b);
	float *ga = malloc(a.nparams * sizeof(float)), *gb = malloc(a.nparams * sizeof(float));
	gpt_get(&a, a.grads, ga);
	gpt_get(&b, b.grads, gb);
	for (int i = 0; i < GPT_NT; i++) {
		if (bf) {
			double e = rel_norm(ga + a.t[i].off, gb + a.t[i].off, a.t[i].n);
			if (getenv("MTK_NN_VERBOSE"))
				printf("  gradient %-19s bf16  %.3g (tolerance %g)\n", a.t[i].name, e, gtol);
			if (!(e <= gtol))
				T_FAIL("gradient %s (bf16): relative norm error %.3g (tolerance %g)", a.t[i].name, e, gtol);
		} else {
			same(a.t[i].name, ga + a.t[i].off, gb + a.t[i].off, a.t[i].n, tol);
		}
	}
	CHECK_DBL(gpt_grad_norm(&b), gpt_grad_norm(&a), gtol * gpt_grad_norm(&a));
	gpt_adamw(&a, 1e-3f, 0.1f, 0.9f, 0.95f, 1e-8f, 1.0f, 1);
	gpt_adamw(&b, 1e-3f, 0.1f, 0.9f, 0.95f, 1e-8f, 1.0f, 1);
	gpt_get(&a, a.params, ga);
	gpt_get(&b, b.params, gb);
	same("parameters after a step", ga, gb, a.nparams, ptol);
	if (bf) {   /* the shadow the matmuls read follows the step, and gpt_set */
		uint16_t *lp = malloc(b.nparams * sizeof *lp);
		b.be->ops->to_host(b.be, lp, b.params_lp, b.nparams * sizeof *lp);
		size_t bad = 0;
		for (size_t i = 0; i < b.nparams; i++)
			bad += lp[i] != nn_f32_to_bf16(gb[i]);
		CHECK_INT(bad, ==, 0);
		gpt_set(&b, b.params, ga);   /* as a checkpoint load does */
		b.be->ops->to_host(b.be, lp, b.params_lp, b.nparams * sizeof *lp);
		bad = 0;
		for (size_t i = 0; i < b.nparams; i++)
			bad += lp[i] != nn_f32_to_bf16(ga[i]);
		CHECK_INT(bad, ==, 0);
		free(lp);
	}
	/* logits come back as fp32 whatever the storage */
	gpt_forward(&a, in, NULL, 2, 32, 0);
	gpt_forward(&b, in, NULL, 2, 32, 0);
	float *xa = malloc(cfg.vocab * sizeof(float)), *xb = malloc(cfg.vocab * sizeof(float));
	gpt_logits(&a, 1, 17, xa);
	gpt_logits(&b, 1, 17, xb);
	same("logits of a row", xa, xb, cfg.vocab, bf ? 1e-2 + 1 / 256.0 : tol);
	free(xa);
	free(xb);
	free(ga);
	free(gb);
	gpt_release(&a);
	gpt_release(&b);
}

/* mtrain --profile's tables (tests/prof_check.h), timed by the
 * backend's marks (emulated: the virtual clock) */
static void test_profile(void)
{
	CHECK((dev->ops->marks != NULL) == (strcmp(be_name, "cpu") != 0));
	prof_check(dev);
}

/* The backend's device collectives (NCCL), as a group of one rank, the
 * most one GPU allows (NCCL refuses two ranks on one device): each
 * operation must leave or copy its buffer unchanged. Two-rank groups are
 * held against MPI in test_nn_tp with a host stand-in. */
static void test_dcoll(void)
{
	const struct nn_dcoll *dc = dev->ops->dcoll;
	if (!dc) {
		printf("  (no device collectives in this build)\n");
		return;
	}
	unsigned char id[NN_DCOLL_ID_MAX];
	CHECK(dc->id_bytes <= sizeof id);
	CHECK_INT(dc->make_id(id), ==, 0);
	void *g = dc->join(dev, id, 1, 0);
	CHECK(g != NULL);
	if (!g)
		return;
	enum { n = 1000 };
	float x[n], y[n];
	for (int i = 0; i < n; i++)
		x[i] = (float)(i % 17) - 8.5f;
	float *a = dev->ops->alloc(dev, n * sizeof *a), *b = dev->ops->alloc(dev, n * sizeof *b);
	dev->ops->to_dev(dev, a, x, sizeof x);
	dc->all_reduce(dev, g, a, n, NN_F32, 0);
	dc->all_reduce(dev, g, a, n, NN_F32, 1);
	dc->reduce_scatter(dev, g, b, a, n, NN_F32);
	dc->batch(1);
	dc->reduce(dev, g, b, 600, 0);
	dc->bcast(dev, g, b + 600, 400 * sizeof *b, 0);
	dc->batch(0);
	dc->all_gather(dev, g, a, b, n * sizeof *a);
	dev->ops->to_host(dev, y, a, sizeof y);
	CHECK_MEM(x, y, sizeof x);
	if (dev->act_dtype == NN_BF16) {   /* bf16 summed in bf16: one rank, unchanged */
		uint16_t h[n], k[n];
		for (int i = 0; i < n; i++)
			h[i] = nn_f32_to_bf16(x[i]);
		dev->ops->to_dev(dev, a, h, sizeof h);
		dc->all_reduce(dev, g, a, n, NN_BF16, 0);
		dev->ops->to_host(dev, k, a, sizeof k);
		CHECK_MEM(h, k, sizeof h);
	}
	dev->ops->free(dev, a);
	dev->ops->free(dev, b);
	dc->leave(g);
}

static int run(const char *name)
{
	dev = nn_be_new(name, 3, NULL);
	if (!dev)
		return -1;
	be_name = name;
	bf = dev->act_dtype == NN_BF16;
	printf("== backend %s, activations %s\n", name, bf ? "bf16" : "fp32");
	TEST(test_layernorm);
	TEST(test_residual_layernorm);
	TEST(test_vector_paths);
	TEST(test_matmul);
	TEST(test_attention);
	TEST(test_elementwise);
	TEST(test_embedding);
	TEST(test_dropout);
	TEST(test_crossentropy);
	TEST(test_adamw);
	TEST(test_describe);
	TEST(test_tune_file);
	TEST(test_model);
	TEST(test_profile);
	TEST(test_dcoll);
	nn_be_free(dev);
	return 0;
}

int main(void) { return nn_twin_main(run, 1e-4, 4242); }
