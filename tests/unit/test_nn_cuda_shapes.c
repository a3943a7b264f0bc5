/* The CUDA backend at the shapes test_nn_cuda.c leaves out, held to the CPU
 * reference: GPT-2's head size 64 and head sizes that need padding (40,
 * 128), sequences longer than one 64-row tile (so several query tiles and
 * key blocks meet the causal edge), LayerNorm at C = 768 and 1600 over more rows than
 * one column-sum chunk, a bias+GELU matmul whose dbias spans several chunks,
 * cross-entropy with targets at both ends of the vocabulary (rows held in
 * registers and rows read twice), and reductions
 * over many blocks. Skips when the backend cannot be created (no GPU).
 * MTK_NN_BACKEND picks the backend (default cuda), MTK_NN_TOL the tolerance
 * (default 1e-4: run with MTK_CUDA_MATH=fp32, as `make test-gpu` does).
 * Both activation types run (fp32, then bf16; MTK_CUDA_ACT picks one), with
 * the inputs of the CPU rounded as the device stores them and the
 * tolerances of test_nn_cuda.c: tol + k * 2^-8 for an output that went
 * through k bf16 roundings (1 for most, 2 for matmul out with bias, 4 for
 * matmul+GELU), tol for fp32 outputs. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "nn/gpt.h"
#include "nn/ops.h"
#include "t.h"
#include "nn_twin.h"

static void *up(const void *h, size_t bytes)
{
	void *d = dev->ops->alloc(dev, bytes);
	dev->ops->to_dev(dev, d, h, bytes);
	return d;
}

/* a host buffer and its device copy, an activation (act_dtype on the
 * device) or fp32 */
struct pair {
	float *h;
	float *d;
	size_t n;
	int act;
};

/* host -> device; an activation in bf16 is rounded on the host first */
static void put(struct pair *p)
{
	if (!p->act || !bf) {
		dev->ops->to_dev(dev, p->d, p->h, p->n * sizeof(float));
		return;
	}
	uint16_t *b = malloc((p->n ? p->n : 1) * sizeof *b);
	for (size_t i = 0; i < p->n; i++) {
		b[i] = nn_f32_to_bf16(p->h[i]);
		p->h[i] = nn_bf16_to_f32(b[i]);
	}
	dev->ops->to_dev(dev, p->d, b, p->n * sizeof *b);
	free(b);
}

/* max |want - got(device)| relative to max |want| */
static void same_t(const char *what, const float *want, const struct pair *p, size_t n, double t)
{
	float *got = malloc((n ? n : 1) * sizeof(float));
	if (p->act && bf) {
		uint16_t *b = malloc((n ? n : 1) * sizeof *b);
		dev->ops->to_host(dev, b, p->d, n * sizeof *b);
		for (size_t i = 0; i < n; i++)
			got[i] = nn_bf16_to_f32(b[i]);
		free(b);
	} else {
		dev->ops->to_host(dev, got, p->d, n * sizeof(float));
	}
	double e = 0, m = 1e-6;
	for (size_t i = 0; i < n; i++) {
		e = fmax(e, fabs((double)want[i] - got[i]));
		m = fmax(m, fabs(want[i]));
	}
	if (getenv("MTK_NN_VERBOSE"))
		printf("  %-40s %s  %.3g (tolerance %g)\n", what, bf ? "bf16" : "fp32", e / m, t);
	if (!(e / m <= t))
		T_FAIL("%s (%s): max difference %.3g relative to max %.3g (tolerance %g)", what,
		       bf ? "bf16" : "fp32", e / m, m, t);
	free(got);
}

/* an output of k bf16 roundings (fp32 outputs: k is ignored) */
#define same(what, want, p, n, k) same_t(what, want, p, n, (p)->act ? tk(k) : tol)

static struct pair mk(size_t n, float scale, int act)
{
	struct pair p = {rnd(n, scale), NULL, n, act};
	p.d = dev->ops->alloc(dev, n * (act ? nn_dtype_size(dev->act_dtype) : sizeof(float)));
	put(&p);
	return p;
}

enum { F32 = 0, ACT = 1 };

static void rel(struct pair *p)
{
	free(p->h);
	dev->ops->free(dev, p->d);
}

static void attention_case(int B, int T, int NH, int HS)
{
	size_t n = (size_t)B * T * NH * HS;
	struct pair qkv = mk(3 * n, 1.5f, ACT), out = mk(n, 0, ACT), lse = mk((size_t)B * NH * T, 0, F32);
	struct pair dout = mk(n, 1, ACT), dqkv = mk(3 * n, 0, ACT);
	char nm[96];
	ref->ops->attention_fwd(ref, out.h, lse.h, qkv.h, B, T, NH, HS, NULL);
	dev->ops->attention_fwd(dev, out.d, lse.d, qkv.d, B, T, NH, HS, NULL);
	snprintf(nm, sizeof nm, "attention out B=%d T=%d NH=%d HS=%d", B, T, NH, HS);
	same(nm, out.h, &out, n, 1);
	snprintf(nm, sizeof nm, "attention lse B=%d T=%d NH=%d HS=%d", B, T, NH, HS);
	same(nm, lse.h, &lse, lse.n, 0);
	put(&out), put(&lse);   /* backward reads the same out and lse on both */
	ref->ops->attention_bwd(ref, dqkv.h, dout.h, qkv.h, out.h, lse.h, B, T, NH, HS, NULL);
	dev->ops->attention_bwd(dev, dqkv.d, dout.d, qkv.d, out.d, lse.d, B, T, NH, HS, NULL);
	snprintf(nm, sizeof nm, "attention dqkv B=%d T=%d NH=%d HS=%d", B, T, NH, HS);
	same(nm, dqkv.h, &dqkv, dqkv.n, 1);
	rel(&qkv), rel(&out), rel(&lse), rel(&dout), rel(&dqkv);
}

static void test_attention(void)
{
	attention_case(2, 130, 2, 64);   /* GPT-2's head size, three query tiles */
	attention_case(1, 70, 3, 40);    /* padded to 64 */
	attention_case(1, 65, 1, 128);
	attention_case(1, 1, 2, 8);      /* a single position */
}

/* C = 768 (d12) and 1600 (d48): the fused backward with 3 and 7 vectors a
 * lane in bf16, 6 and (past 8) the two-kernel one in fp32 */
static void layernorm_case(int N, int C)
{
	char nm[64];
	struct pair x = mk((size_t)N * C, 3, ACT), w = mk(C, 1, F32), b = mk(C, 1, F32), out = mk((size_t)N * C, 0, ACT);
	struct pair mean = mk(N, 0, F32), rstd = mk(N, 0, F32), dinp = mk((size_t)N * C, 1, ACT);
	struct pair dwb = mk(2 * (size_t)C, 1, F32), ds = mk(C, 1, F32);
	for (size_t i = 0; i < x.n; i++)   /* an offset, as residual streams have */
		x.h[i] += 5;
	put(&x);
	ref->ops->layernorm_fwd(ref, out.h, mean.h, rstd.h, x.h, w.h, b.h, N, C);
	dev->ops->layernorm_fwd(dev, out.d, mean.d, rstd.d, x.d, w.d, b.d, N, C);
	snprintf(nm, sizeof nm, "layernorm out C=%d", C);
	same(nm, out.h, &out, out.n, 1);
	snprintf(nm, sizeof nm, "layernorm rstd C=%d", C);
	same(nm, rstd.h, &rstd, N, 0);
	put(&out), put(&mean), put(&rstd);
	ref->ops->layernorm_bwd(ref, dinp.h, dwb.h, dwb.h + C, ds.h, out.h, x.h, w.h, mean.h, rstd.h, N, C);
	dev->ops->layernorm_bwd(dev, dinp.d, dwb.d, dwb.d + C, ds.d, out.d, x.d, w.d, mean.d, rstd.d, N, C);
	snprintf(nm, sizeof nm, "layernorm dinp C=%d", C);
	same(nm, dinp.h, &dinp, dinp.n, 1);
	snprintf(nm, sizeof nm, "layernorm dw, db C=%d", C);
	same(nm, dwb.h, &dwb, dwb.n, 0);
	snprintf(nm, sizeof nm, "layernorm dsum C=%d", C);
	same_t(nm, ds.h, &ds, ds.n, tk(2));   /* sums of dinp, rounded on the device */
	rel(&x), rel(&w), rel(&b), rel(&out), rel(&mean), rel(&rstd), rel(&dinp), rel(&dwb), rel(&ds);
}

static void test_layernorm(void)
{
	layernorm_case(300, 768);
	layernorm_case(70, 1600);
}

/* OC = 130: the column sums' one-element path; 136: whole 16-byte vectors */
static void matmul_case(int OC)
{
	int N = 200, C = 96;
	struct pair x = mk((size_t)N * C, 1, ACT), w = mk((size_t)OC * C, 0.3f, ACT), b = mk(OC, 1, F32);
	struct pair out = mk((size_t)N * OC, 0, ACT), pre = mk((size_t)N * OC, 0, ACT);
	struct pair dinp = mk((size_t)N * C, 0, ACT), dw = mk((size_t)OC * C, 1, F32), db = mk(OC, 1, F32);
	ref->ops->matmul_fwd(ref, out.h, pre.h, x.h, w.h, b.h, N, C, OC, NN_EPI_GELU);
	dev->ops->matmul_fwd(dev, out.d, pre.d, x.d, w.d, b.d, N, C, OC, NN_EPI_GELU);
	same("matmul+gelu out", out.h, &out, out.n, 4);
	same("matmul+gelu pre", pre.h, &pre, pre.n, 4);
	put(&out);
	ref->ops->matmul_bwd(ref, dinp.h, dw.h, db.h, out.h, x.h, w.h, NULL, NULL, N, C, OC);
	dev->ops->matmul_bwd(dev, dinp.d, dw.d, db.d, out.d, x.d, w.d, NULL, NULL, N, C, OC);
	same("matmul dinp", dinp.h, &dinp, dinp.n, 1);
	same("matmul dw", dw.h, &dw, dw.n, 0);
	same("matmul dbias over 200 rows", db.h, &db, db.n, 0);
	/* dinp only: dw and dbias may be NULL */
	dev->ops->matmul_bwd(dev, dinp.d, NULL, NULL, out.d, x.d, w.d, NULL, NULL, N, C, OC);
	same("matmul dinp alone", dinp.h, &dinp, dinp.n, 1);
	/* with gelu'(x) fused: x as the pre-activation (C = 96, a multiple of 8:
	 * the DGELU epilogue's shape under MTK_CUDA_LT_BWD=1), and its column
	 * sums (fc's bias gradient in the model) over 200 rows */
	struct pair dpb = mk(C, 1, F32);
	ref->ops->matmul_bwd(ref, dinp.h, NULL, NULL, out.h, x.h, w.h, x.h, dpb.h, N, C, OC);
	dev->ops->matmul_bwd(dev, dinp.d, NULL, NULL, out.d, x.d, w.d, x.d, dpb.d, N, C, OC);
	same("matmul dinp * gelu'(pre)", dinp.h, &dinp, dinp.n, 2);
	same_t("matmul dpre_bias over 200 rows", dpb.h, &dpb, dpb.n, tk(3));
	rel(&x), rel(&w), rel(&b), rel(&out), rel(&pre), rel(&dinp), rel(&dw), rel(&db), rel(&dpb);
}

static void test_matmul(void)
{
	matmul_case(130);
	matmul_case(136);
}

static void ce_case(int N, int V, int Vp, const int32_t *tg, float dscale)
{
	char nm[64];
	void *dtg = up(tg, (size_t)N * sizeof *tg);
	struct pair l = mk((size_t)N * Vp, 8, ACT), loss = mk(N, 0, F32);
	ref->ops->crossentropy(ref, l.h, loss.h, tg, N, V, Vp, dscale);
	dev->ops->crossentropy(dev, l.d, loss.d, dtg, N, V, Vp, dscale);
	snprintf(nm, sizeof nm, "cross-entropy losses V=%d", V);
	same(nm, loss.h, &loss, N, 0);
	snprintf(nm, sizeof nm, "cross-entropy dlogits V=%d", V);
	same(nm, l.h, &l, l.n, 1);
	dev->ops->free(dev, dtg);
	rel(&l), rel(&loss);
}

/* targets at both ends of the vocabulary and an ignored row; GPT-2's
 * padded vocabulary, whose bf16 rows the kernel holds in registers; and
 * rows too long to hold (over 65536 bf16 or 32768 fp32 columns), which it
 * reads twice */
static void test_crossentropy(void)
{
	const int32_t tg[6] = {0, 999, -1, 17, 500, 998};
	ce_case(6, 1000, 1024, tg, 0.25f);
	const int32_t tg1[3] = {50256, 0, 31337};
	ce_case(3, 50257, 50304, tg1, 1.0f / 3);
	const int32_t tg2[2] = {65999, 40000};
	ce_case(2, 66000, 66048, tg2, 0.5f);
}

static void test_reductions(void)
{
	size_t n = 1000003;
	struct pair g = mk(n, 2, F32);   /* sumsq runs over fp32 gradients */
	double a = ref->ops->sumsq(ref, g.h, n), b = dev->ops->sumsq(dev, g.d, n);
	CHECK_DBL(b, a, 1e-9 * a);
	double b2 = dev->ops->sumsq(dev, g.d, n);
	CHECK(b2 == b);   /* deterministic */
	struct pair x = mk(n, 2, ACT), y = mk(n, 1, ACT);
	ref->ops->gelu_bwd(ref, y.h, x.h, y.h, n);   /* in place on dout */
	dev->ops->gelu_bwd(dev, y.d, x.d, y.d, n);
	same("gelu backward in place", y.h, &y, n, 1);
	put(&y);
	ref->ops->residual_fwd(ref, y.h, x.h, y.h, n);   /* out aliases b, as the model does */
	dev->ops->residual_fwd(dev, y.d, x.d, y.d, n);
	same("residual in place", y.h, &y, n, 1);
	rel(&g), rel(&x), rel(&y);
}

static int run(const char *name)
{
	dev = nn_be_new(name, 3, NULL);
	if (!dev)
		return -1;
	bf = dev->act_dtype == NN_BF16;
	printf("== backend %s, activations %s\n", name, bf ? "bf16" : "fp32");
	TEST(test_attention);
	TEST(test_layernorm);
	TEST(test_matmul);
	TEST(test_crossentropy);
	TEST(test_reductions);
	nn_be_free(dev);
	return 0;
}

int main(void) { return nn_twin_main(run, 1e-4, 777); }
