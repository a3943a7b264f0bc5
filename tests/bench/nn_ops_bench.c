/* nn_ops_bench: every op of the CUDA backend timed at GPT-2 d12 shapes
 * (C = 768, 12 heads of 64, vocabulary 50257 padded to 50304; MODEL d24,
 * d36, d48 take their widths and heads, 64 per head; N = B*T rows,
 * default B = 8, T = 1024, so N = 8192), with CUDA events around a loop of
 * calls. Matmuls and attention print TFLOP/s and the fraction of 790 TFLOP/s
 * (what cuBLAS reaches in bf16 on an H100 SXM, the practical ceiling);
 * memory-bound ops print GB/s of the bytes they must move at least.
 *
 *   nn_ops_bench [B [T [ITERS [MODEL]]]]
 *
 * Without a GPU (or a build without nvcc) it prints why and exits 0. The
 * activation storage follows MTK_CUDA_ACT (bf16 default, fp32) and the byte
 * counts follow it; with fp32 activations the matmul precision follows
 * MTK_CUDA_MATH (fp32, tf32 default, bf16). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "nn/gpt.h"
#include "nn/ops.h"
#ifdef MTK_CUDA
#include "kernels/nn_cuda.h"
#endif

#ifndef MTK_CUDA
int main(void)
{
	printf("nn_ops_bench: skipped: built without CUDA (nvcc not found)\n");
	return 0;
}
#else

static const double CUBLAS_BF16_PEAK = 790e12;

static struct nn_be *be;
static const struct nn_ops *o;
static struct nn_cuda_timer *tm;
static int iters = 10;

static void *dalloc(size_t bytes)
{
	void *p = o->alloc(be, bytes);
	if (!p) {
		fprintf(stderr, "nn_ops_bench: %s\n", mtk_errmsg());
		exit(1);
	}
	return p;
}

/* device buffer of n elements, uniform in [-scale, scale]: fp32, or with
 * act in the backend's activation type (room for n floats either way) */
static float *drand_t(size_t n, float scale, int act)
{
	static float *h;
	static uint16_t *hb;
	static uint64_t rs = 12345;
	enum { CH = 1 << 22 };
	if (!h) {
		h = malloc(CH * sizeof(float));
		hb = malloc(CH * sizeof *hb);
		if (!h || !hb)
			exit(1);
	}
	int b16 = act && be->act_dtype == NN_BF16;
	float *d = dalloc(n * sizeof(float));
	for (size_t i = 0; i < n; i += CH) {
		size_t k = n - i < CH ? n - i : CH;
		for (size_t j = 0; j < k; j++)
			h[j] = (float)((nn_rng_unif(&rs) * 2 - 1) * scale);
		if (b16) {
			for (size_t j = 0; j < k; j++)
				hb[j] = nn_f32_to_bf16(h[j]);
			o->to_dev(be, (uint16_t *)d + i, hb, k * sizeof *hb);
		} else {
			o->to_dev(be, d + i, h, k * sizeof(float));
		}
	}
	return d;
}
#define drand(n, scale) drand_t(n, scale, 0)
#define drand_act(n, scale) drand_t(n, scale, 1)

enum kind { FLOPS, BYTES };

static void report(const char *name, double ms, enum kind k, double amount)
{
	if (k == FLOPS) {
		double tf = amount / (ms * 1e-3) / 1e12;
		printf("%-28s %9.3f ms %9.1f TFLOP/s  %5.1f%% of 790\n", name, ms, tf, 100 * tf * 1e12 / CUBLAS_BF16_PEAK);
	} else {
		printf("%-28s %9.3f ms %9.1f GB/s\n", name, ms, amount / (ms * 1e-3) / 1e9);
	}
}

/* time ITERS runs of the statement after one warm-up run */
#define TIME(name, kind, amount, stmt)                  \
	do {                                                \
		stmt;                                           \
		nn_cuda_timer_start(tm);                        \
		for (int it_ = 0; it_ < iters; it_++)           \
			stmt;                                       \
		double ms_ = nn_cuda_timer_stop_ms(tm) / iters; \
		report(name, ms_, kind, amount);                \
	} while (0)

int main(int argc, char **argv)
{
	int B = argc > 1 ? atoi(argv[1]) : 8, T = argc > 2 ? atoi(argv[2]) : 1024;
	if (argc > 3)
		iters = atoi(argv[3]);
	const char *model = argc > 4 ? argv[4] : "d12";
	static const struct {
		const char *name;
		int C, NH;
	} models[] = {{"d12", 768, 12}, {"d24", 1024, 16}, {"d36", 1280, 20}, {"d48", 1600, 25}};
	int mi = -1;
	for (int i = 0; i < 4; i++)
		if (!strcmp(model, models[i].name))
			mi = i;
	if (B < 1 || T < 1 || iters < 1 || mi < 0) {
		fprintf(stderr, "usage: nn_ops_bench [B [T [ITERS [MODEL]]]]\n");
		return 2;
	}
	be = nn_cuda_new(&(struct nn_cuda_opts){.device = 0});
	if (!be) {
		printf("nn_ops_bench: skipped: %s\n", mtk_errmsg());
		return 0;
	}
	o = be->ops;
	tm = nn_cuda_timer_new();
	const int C = models[mi].C, NH = models[mi].NH, HS = C / NH, V = 50257, Vp = 50304;
	const int N = B * T;
	const size_t NC = (size_t)N * C;
	const char *math = getenv("MTK_CUDA_MATH") ? getenv("MTK_CUDA_MATH") : "tf32";
	/* activation bytes per fp32 byte: the GB/s below count the bytes moved */
	const double as = nn_dtype_size(be->act_dtype) / 4.0;
	char desc[512];
	printf("nn_ops_bench: %s, B=%d T=%d (N=%d) C=%d NH=%d V=%d, activations %s, matmul math %s, %d iterations\n"
	       "nn_ops_bench: %s\n",
	       nn_cuda_device_name(be), B, T, N, C, NH, V, be->act_dtype == NN_BF16 ? "bf16" : "fp32",
	       be->act_dtype == NN_BF16 ? "bf16 (fp32 sums)" : math, iters, nn_be_describe(be, desc, sizeof desc));

	float *x = drand_act(NC, 1), *y = dalloc(NC * 4 * 4), *z = dalloc(NC * 4 * 4);
	float *big = drand_act(NC * 4, 1), *big2 = dalloc(NC * 4 * 4);
	float *w = drand_act((size_t)4 * C * C, 0.02f), *bias = drand(4 * C, 0.02f);
	float *dw = dalloc((size_t)4 * C * C * 4), *db = dalloc(4 * C * 4);
	float *mean = dalloc((size_t)N * 4), *rstd = dalloc((size_t)N * 4);
	float *lnw = drand(C, 1), *lnb = drand(C, 1);

	/* matmuls: the four linears of a layer and the LM head, forward and backward */
	struct { const char *name; int C, OC, epi; } mm[] = {
		{"matmul qkv", C, 3 * C, NN_EPI_NONE},
		{"matmul attproj", C, C, NN_EPI_NONE},
		{"matmul fc+gelu", C, 4 * C, NN_EPI_GELU},
		{"matmul fcproj", 4 * C, C, NN_EPI_NONE},
	};
	for (size_t i = 0; i < sizeof mm / sizeof mm[0]; i++) {
		char nm[64];
		double fl = 2.0 * N * mm[i].C * mm[i].OC;
		const float *in = mm[i].C == C ? x : big;
		snprintf(nm, sizeof nm, "%s fwd", mm[i].name);
		TIME(nm, FLOPS, fl, o->matmul_fwd(be, z, big2, in, w, bias, N, mm[i].C, mm[i].OC, mm[i].epi));
		snprintf(nm, sizeof nm, "%s bwd", mm[i].name);
		TIME(nm, FLOPS, 2 * fl, o->matmul_bwd(be, y, dw, db, big, in, w, NULL, NULL, N, mm[i].C, mm[i].OC));
	}
	/* fcproj's backward as the model runs it: dinp times gelu'(pre) (pre:
	 * fc+gelu's, in big2; fused under MTK_CUDA_LT_BWD=1) with fc's bias
	 * gradient summed from it, fcproj's own left to the LayerNorm backward */
	TIME("matmul fcproj bwd+dgelu", FLOPS, 4.0 * N * 4 * C * C,
	     o->matmul_bwd(be, y, dw, NULL, x, big, w, big2, db, N, 4 * C, C));
	float *wte = drand_act((size_t)Vp * C, 0.02f), *wte32 = drand((size_t)Vp * C, 0.02f), *logits = dalloc((size_t)N * Vp * 4);
	double flh = 2.0 * N * C * Vp;
	TIME("matmul lm head fwd", FLOPS, flh, o->matmul_fwd(be, logits, NULL, x, wte, NULL, N, C, Vp, NN_EPI_NONE));
	float *dwte = dalloc((size_t)Vp * C * 4);
	TIME("matmul lm head bwd", FLOPS, 2 * flh, o->matmul_bwd(be, y, dwte, NULL, logits, x, wte, NULL, NULL, N, C, Vp));

	/* cross-entropy: forward only, then fused backward (reads and writes the logits) */
	int32_t *tg = malloc((size_t)N * sizeof *tg), *dtg = dalloc((size_t)N * 4);
	uint64_t rs = 99;
	for (int i = 0; i < N; i++)
		tg[i] = (int32_t)(nn_rng_next(&rs) % V);
	o->to_dev(be, dtg, tg, (size_t)N * 4);
	float *losses = dalloc((size_t)N * 4);
	o->matmul_fwd(be, logits, NULL, x, wte, NULL, N, C, Vp, NN_EPI_NONE);
	TIME("crossentropy fwd", BYTES, as * 4.0 * N * Vp, o->crossentropy(be, logits, losses, dtg, N, V, Vp, 0));
	TIME("crossentropy fwd+bwd", BYTES, as * 8.0 * N * Vp, o->crossentropy(be, logits, losses, dtg, N, V, Vp, 1.0f / N));

	/* attention: causal, so half the T x T products; backward counted as 2.5x forward */
	float *qkv = drand_act(3 * NC, 1), *att = dalloc(NC * 4), *lse = dalloc((size_t)N * NH * 4);
	float *dqkv = dalloc(3 * NC * 4);
	double fla = 4.0 * B * NH * (double)T * T * HS / 2;
	TIME("attention fwd", FLOPS, fla, o->attention_fwd(be, att, lse, qkv, B, T, NH, HS, NULL));
	TIME("attention bwd", FLOPS, 2.5 * fla, o->attention_bwd(be, dqkv, x, qkv, att, lse, B, T, NH, HS, NULL));

	/* memory-bound ops, at the bytes they must read and write */
	TIME("layernorm fwd", BYTES, as * 8.0 * NC, o->layernorm_fwd(be, y, mean, rstd, x, lnw, lnb, N, C));
	/* with dsum (here into db + C, past the db it writes), as the model
	 * runs every LayerNorm backward */
	TIME("layernorm bwd", BYTES, as * 20.0 * NC,
	     o->layernorm_bwd(be, z, dw, db, db + C, y, x, lnw, mean, rstd, N, C));
	TIME("gelu fwd", BYTES, as * 8.0 * NC * 4, o->gelu_fwd(be, big2, big, NC * 4));
	TIME("gelu bwd (in place)", BYTES, as * 12.0 * NC * 4, o->gelu_bwd(be, big2, big, big2, NC * 4));
	TIME("residual", BYTES, as * 12.0 * NC, o->residual_fwd(be, y, x, z, NC));
	/* the fused residual + LayerNorm, in place as the model runs it: reads
	 * a and b, writes res and ln (residual then layernorm move 20 x NC) */
	TIME("residual+layernorm fwd", BYTES, as * 16.0 * NC,
	     o->residual_layernorm_fwd(be, z, y, mean, rstd, x, z, lnw, lnb, N, C));
	TIME("add", BYTES, as * 12.0 * NC, o->add(be, y, x, NC));
	TIME("scale", BYTES, as * 8.0 * NC, o->scale(be, y, NC, 1.0f));
	int32_t *dtok = dtg;
	float *wpe = drand((size_t)T * C, 0.02f), *dwpe = dalloc((size_t)T * C * 4);
	TIME("embed fwd", BYTES, (8.0 + 4 * as) * NC, o->embed_fwd(be, y, dtok, wte32, wpe, N, T, C));
	TIME("embed bwd", BYTES, (8.0 + 4 * as) * NC, o->embed_bwd(be, dwte, dwpe, y, dtok, N, T, C));

	/* optimizer over a d12-sized parameter vector (124M) */
	size_t np = 124475904;
	float *p = drand(np, 0.02f), *g = drand(np, 1e-3f), *m = dalloc(np * 4), *v = dalloc(np * 4);
	void *plp = be->act_dtype != NN_F32 ? dalloc(np * nn_dtype_size(be->act_dtype)) : NULL;
	TIME("adamw", BYTES, (28.0 + (plp ? nn_dtype_size(be->act_dtype) : 0)) * np,
	     o->adamw(be, p, plp, g, m, v, np, 1e-4f, 0.9f, 0.95f, 1e-8f, 0.1f, 1.0f, 1));
	double ss = 0;
	TIME("sumsq", BYTES, 4.0 * np, ss += o->sumsq(be, g, np));
	(void)ss;
	printf("peak (bf16 dense, the MFU denominator): %.0f TFLOP/s; memory in use %.2f GB\n",
	       o->peak_flops(be) / 1e12, be->bytes_peak / 1e9);
	nn_cuda_timer_free(tm);
	free(tg);
	nn_be_free(be);   /* process exit returns the device memory */
	return 0;
}
#endif
