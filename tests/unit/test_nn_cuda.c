/* Every op of a second backend held to the CPU reference, then the whole
 * model: the same inputs through both, outputs compared with a relative
 * tolerance. The backend is MTK_NN_BACKEND (default "cuda"); the test skips
 * when it cannot be created (no GPU, or the CUDA backend not built yet).
 * MTK_NN_BACKEND=cpu runs the harness against itself (a second CPU backend
 * with another thread count). MTK_NN_TOL sets the tolerance (default 1e-4,
 * for fp32; bf16 storage wants about 2e-2). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "nn/gpt.h"
#include "nn/ops.h"
#include "t.h"

static struct nn_be *ref, *dev;
static double tol = 1e-4;
static uint64_t rs = 4242;

static float *rnd(size_t n, float scale)
{
	float *p = malloc((n ? n : 1) * sizeof(float));
	for (size_t i = 0; i < n; i++)
		p[i] = (float)((nn_rng_unif(&rs) * 2 - 1) * scale);
	return p;
}

static void *up(const void *h, size_t bytes)
{
	void *d = dev->ops->alloc(dev, bytes);
	dev->ops->to_dev(dev, d, h, bytes);
	return d;
}

static float *down(const void *d, size_t n)
{
	float *h = malloc(n * sizeof(float));
	dev->ops->to_host(dev, h, d, n * sizeof(float));
	return h;
}

static void dfree(void *d) { dev->ops->free(dev, d); }

/* max |a - b| relative to max |b| */
static void same(const char *what, const float *want, const float *got, size_t n)
{
	double e = 0, m = 1e-6;
	for (size_t i = 0; i < n; i++) {
		e = fmax(e, fabs((double)want[i] - got[i]));
		m = fmax(m, fabs(want[i]));
	}
	if (!(e / m <= tol))
		T_FAIL("%s: max difference %.3g relative to max %.3g (tolerance %g)", what, e / m, m, tol);
}

/* Run an op on the reference over host copies and on the device over device
 * copies of the same buffers, then compare the listed outputs. */
#define NB 8
struct call {
	float *h[NB];      /* host buffers: the reference works in place on these */
	void *d[NB];       /* device copies */
	size_t n[NB];
};

static void call_init(struct call *c, int k, size_t n, float scale)
{
	c->h[k] = rnd(n, scale);
	c->n[k] = n;
	c->d[k] = up(c->h[k], n * sizeof(float));
}

static void call_check(struct call *c, int k, const char *what)
{
	float *g = down(c->d[k], c->n[k]);
	same(what, c->h[k], g, c->n[k]);
	free(g);
}

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

static void test_layernorm(void)
{
	int N = 37, C = 96;
	struct call c = {0};
	call_init(&c, 0, (size_t)N * C, 2);   /* inp */
	call_init(&c, 1, C, 1);               /* w */
	call_init(&c, 2, C, 1);               /* b */
	call_init(&c, 3, (size_t)N * C, 0);   /* out */
	call_init(&c, 4, N, 0);               /* mean */
	call_init(&c, 5, N, 0);               /* rstd */
	call_init(&c, 6, (size_t)N * C, 1);   /* dout, then dinp accumulates here */
	call_init(&c, 7, 2 * (size_t)C, 1);   /* dw | db */
	ref->ops->layernorm_fwd(ref, H(3), H(4), H(5), H(0), H(1), H(2), N, C);
	dev->ops->layernorm_fwd(dev, D(3), D(4), D(5), D(0), D(1), D(2), N, C);
	call_check(&c, 3, "layernorm out");
	call_check(&c, 4, "layernorm mean");
	call_check(&c, 5, "layernorm rstd");
	/* out serves as dout; dinp accumulates onto the random start in 6 */
	ref->ops->layernorm_bwd(ref, H(6), H(7), H(7) + C, H(3), H(0), H(1), H(4), H(5), N, C);
	dev->ops->layernorm_bwd(dev, D(6), D(7), D(7) + C, D(3), D(0), D(1), D(4), D(5), N, C);
	call_check(&c, 6, "layernorm dinp");
	call_check(&c, 7, "layernorm dw, db");
	call_free(&c);
}

static void matmul_case(int bias, int epi)
{
	int N = 33, C = 48, OC = 80;
	struct call c = {0};
	call_init(&c, 0, (size_t)N * C, 1);
	call_init(&c, 1, (size_t)OC * C, 0.3f);
	call_init(&c, 2, OC, 1);
	call_init(&c, 3, (size_t)N * OC, 0);   /* out */
	call_init(&c, 4, (size_t)N * OC, 0);   /* pre */
	call_init(&c, 5, (size_t)N * C, 0);    /* dinp */
	call_init(&c, 6, (size_t)OC * C, 1);   /* dw accumulates */
	call_init(&c, 7, OC, 1);               /* dbias accumulates */
	ref->ops->matmul_fwd(ref, H(3), H(4), H(0), H(1), bias ? H(2) : NULL, N, C, OC, epi);
	dev->ops->matmul_fwd(dev, D(3), D(4), D(0), D(1), bias ? D(2) : NULL, N, C, OC, epi);
	call_check(&c, 3, epi ? "matmul+gelu out" : "matmul out");
	if (epi)
		call_check(&c, 4, "matmul+gelu pre");
	ref->ops->matmul_bwd(ref, H(5), H(6), bias ? H(7) : NULL, H(3), H(0), H(1), N, C, OC);
	dev->ops->matmul_bwd(dev, D(5), D(6), bias ? D(7) : NULL, D(3), D(0), D(1), N, C, OC);
	call_check(&c, 5, "matmul dinp");
	call_check(&c, 6, "matmul dw");
	call_check(&c, 7, "matmul dbias");
	call_free(&c);
}

static void test_matmul(void)
{
	matmul_case(0, NN_EPI_NONE);
	matmul_case(1, NN_EPI_NONE);
	matmul_case(1, NN_EPI_GELU);
}

static void test_attention(void)
{
	int B = 3, T = 50, NH = 4, HS = 16, C = NH * HS;
	size_t n = (size_t)B * T * C;
	struct call c = {0};
	call_init(&c, 0, 3 * n, 1.5f);               /* qkv */
	call_init(&c, 1, n, 0);                      /* out */
	call_init(&c, 2, (size_t)B * NH * T, 0);     /* lse */
	call_init(&c, 3, n, 1);                      /* dout */
	call_init(&c, 4, 3 * n, 0);                  /* dqkv */
	ref->ops->attention_fwd(ref, H(1), H(2), H(0), B, T, NH, HS);
	dev->ops->attention_fwd(dev, D(1), D(2), D(0), B, T, NH, HS);
	call_check(&c, 1, "attention out");
	call_check(&c, 2, "attention lse");
	ref->ops->attention_bwd(ref, H(4), H(3), H(0), H(1), H(2), B, T, NH, HS);
	dev->ops->attention_bwd(dev, D(4), D(3), D(0), D(1), D(2), B, T, NH, HS);
	call_check(&c, 4, "attention dqkv");
	call_free(&c);
}

static void test_elementwise(void)
{
	size_t n = 5000;
	struct call c = {0};
	call_init(&c, 0, n, 4);
	call_init(&c, 1, n, 1);
	call_init(&c, 2, n, 0);
	call_init(&c, 3, n, 0);
	ref->ops->gelu_fwd(ref, H(2), H(0), n);
	dev->ops->gelu_fwd(dev, D(2), D(0), n);
	call_check(&c, 2, "gelu");
	ref->ops->gelu_bwd(ref, H(3), H(0), H(1), n);
	dev->ops->gelu_bwd(dev, D(3), D(0), D(1), n);
	call_check(&c, 3, "gelu backward");
	ref->ops->residual_fwd(ref, H(2), H(0), H(1), n);
	dev->ops->residual_fwd(dev, D(2), D(0), D(1), n);
	ref->ops->add(ref, H(2), H(1), n);
	dev->ops->add(dev, D(2), D(1), n);
	ref->ops->scale(ref, H(2), n, 0.37f);
	dev->ops->scale(dev, D(2), n, 0.37f);
	call_check(&c, 2, "residual, add, scale");
	double a = ref->ops->sumsq(ref, H(0), n), b = dev->ops->sumsq(dev, D(0), n);
	if (!(fabs(a - b) <= tol * a))
		T_FAIL("sumsq: %.9g vs %.9g", a, b);
	call_free(&c);
}

static void test_embedding(void)
{
	int N = 40, T = 10, C = 24, V = 17;
	int32_t tok[40];
	for (int i = 0; i < N; i++)
		tok[i] = (int32_t)(nn_rng_next(&rs) % V);
	void *dtok = up(tok, sizeof tok);
	struct call c = {0};
	call_init(&c, 0, (size_t)V * C, 1);
	call_init(&c, 1, (size_t)T * C, 1);
	call_init(&c, 2, (size_t)N * C, 0);
	ref->ops->embed_fwd(ref, H(2), tok, H(0), H(1), N, T, C);
	dev->ops->embed_fwd(dev, D(2), dtok, D(0), D(1), N, T, C);
	call_check(&c, 2, "embedding");
	ref->ops->embed_bwd(ref, H(0), H(1), H(2), tok, N, T, C);
	dev->ops->embed_bwd(dev, D(0), D(1), D(2), dtok, N, T, C);
	call_check(&c, 0, "embedding dwte");
	call_check(&c, 1, "embedding dwpe");
	dfree(dtok);
	call_free(&c);
}

static void test_crossentropy(void)
{
	int N = 20, V = 300, Vp = 384;
	int32_t tg[20];
	for (int i = 0; i < N; i++)
		tg[i] = i == 7 ? -1 : (int32_t)(nn_rng_next(&rs) % V);
	void *dtg = up(tg, sizeof tg);
	struct call c = {0};
	call_init(&c, 0, (size_t)N * Vp, 5);
	call_init(&c, 1, N, 0);
	ref->ops->crossentropy(ref, H(0), H(1), tg, N, V, Vp, 0);
	dev->ops->crossentropy(dev, D(0), D(1), dtg, N, V, Vp, 0);
	call_check(&c, 1, "cross-entropy losses");
	ref->ops->crossentropy(ref, H(0), H(1), tg, N, V, Vp, 0.05f);
	dev->ops->crossentropy(dev, D(0), D(1), dtg, N, V, Vp, 0.05f);
	call_check(&c, 0, "cross-entropy dlogits");
	dfree(dtg);
	call_free(&c);
}

static void test_adamw(void)
{
	size_t n = 3000;
	struct call c = {0};
	call_init(&c, 0, n, 1);
	call_init(&c, 1, n, 1);
	call_init(&c, 2, n, 0.1f);
	call_init(&c, 3, n, 0);
	for (size_t i = 0; i < n; i++)
		c.h[3][i] = fabsf(c.h[2][i]) * 0.01f;   /* v >= 0 */
	dev->ops->to_dev(dev, c.d[3], c.h[3], n * sizeof(float));
	ref->ops->adamw(ref, H(0), H(1), H(2), H(3), n, 1e-3f, 0.9f, 0.95f, 1e-8f, 0.1f, 0.5f, 3);
	dev->ops->adamw(dev, D(0), D(1), D(2), D(3), n, 1e-3f, 0.9f, 0.95f, 1e-8f, 0.1f, 0.5f, 3);
	call_check(&c, 0, "adamw params");
	call_check(&c, 2, "adamw m");
	call_check(&c, 3, "adamw v");
	call_free(&c);
}

/* The whole model: same seed on both backends, one training forward and
 * backward, then one AdamW step. */
static void test_model(void)
{
	struct gpt_config cfg = {.layers = 2, .heads = 4, .dim = 64, .vocab = 200, .max_seq = 32};
	struct gpt a, b;
	CHECK_INT(gpt_init(&a, ref, &cfg, 2, 32, GPT_RECOMPUTE_NONE, 5), ==, 0);
	CHECK_INT(gpt_init(&b, dev, &cfg, 2, 32, GPT_RECOMPUTE_SELECTIVE, 5), ==, 0);
	int32_t in[64], tg[64];
	for (int i = 0; i < 64; i++) {
		in[i] = (int32_t)(nn_rng_next(&rs) % 200);
		tg[i] = (int32_t)(nn_rng_next(&rs) % 200);
	}
	gpt_zero_grad(&a);
	gpt_zero_grad(&b);
	float la = gpt_forward(&a, in, tg, 2, 32, 1.0f / 64), lb = gpt_forward(&b, in, tg, 2, 32, 1.0f / 64);
	CHECK_DBL(lb, la, tol * la);
	gpt_backward(&a);
	gpt_backward(&b);
	float *ga = malloc(a.nparams * sizeof(float)), *gb = malloc(a.nparams * sizeof(float));
	gpt_get(&a, a.grads, ga);
	gpt_get(&b, b.grads, gb);
	for (int i = 0; i < GPT_NT; i++)
		same(a.t[i].name, ga + a.t[i].off, gb + a.t[i].off, a.t[i].n);
	CHECK_DBL(gpt_grad_norm(&b), gpt_grad_norm(&a), tol * gpt_grad_norm(&a));
	gpt_adamw(&a, 1e-3f, 0.1f, 0.9f, 0.95f, 1e-8f, 1.0f, 1);
	gpt_adamw(&b, 1e-3f, 0.1f, 0.9f, 0.95f, 1e-8f, 1.0f, 1);
	gpt_get(&a, a.params, ga);
	gpt_get(&b, b.params, gb);
	same("parameters after a step", ga, gb, a.nparams);
	free(ga);
	free(gb);
	gpt_release(&a);
	gpt_release(&b);
}

int main(void)
{
	const char *name = getenv("MTK_NN_BACKEND") ? getenv("MTK_NN_BACKEND") : "cuda";
	if (getenv("MTK_NN_TOL"))
		tol = atof(getenv("MTK_NN_TOL"));
	dev = nn_be_new(name, 3);
	if (!dev) {
		printf("skipping: backend %s: %s\n0 passed, 0 failed\n", name, mtk_errmsg());
		return 0;
	}
	ref = nn_cpu_new(1);
	TEST(test_layernorm);
	TEST(test_matmul);
	TEST(test_attention);
	TEST(test_elementwise);
	TEST(test_embedding);
	TEST(test_crossentropy);
	TEST(test_adamw);
	TEST(test_model);
	nn_be_free(ref);
	nn_be_free(dev);
	return t_done();
}
