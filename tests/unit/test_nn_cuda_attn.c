/* The CUDA backend's tensor-core attention (kernels/attention_tc.cuh and
 * attention_wg.cuh) held to the CPU twin: head sizes 64 (GPT-2) and 128,
 * and 16 and 48 (padded to 64),
 * sequences of 1, 17, 130 and 257 positions (one partial tile up to five
 * tiles, the last partial), several batches and heads, 16-byte aligned
 * tensors and not (the two staging paths), scores that grow along the
 * sequence (the running maximum rises tile after tile); forward (out, lse)
 * and backward (dqkv), and the backward bitwise repeatable (dQ is its own
 * pass, no atomics); each path the backend has: the mma.sync forward
 * (MTK_CUDA_ATTN_FWD=held) and, where it applies (sm_90a, bf16, HS 64 and
 * 48, aligned: the default there), the wgmma one (=wgmma); the backward
 * recomputing dQ (MTK_CUDA_ATTN_BWD=recompute, the default) and summing it
 * by fp32 atomics (=atomic, where only dK and dV repeat bit for bit); fp32
 * then bf16 storage (MTK_CUDA_ACT picks one), the CPU fed the same
 * bf16-rounded inputs. MTK_CUDA_ATTN=tc is set before the backend is made, so
 * this runs the tensor-core path whatever MTK_CUDA_MATH says. Skips when the
 * backend cannot be created (no GPU). Under kernels/emu/check.sh it runs on
 * the host.
 *
 * Tolerance: max |cpu - gpu| over max |cpu| per array, 2e-2 (MTK_NN_TOL
 * overrides). The kernels round q, k, v, P, dout and dS to bf16 (relative
 * error at most 2^-9 = 2e-3 each) before their products, and sum in fp32. A
 * product of two rounded operands is off by at most ~4e-3 relative; sums of
 * many such terms of mixed sign partly cancel, and the gradient chains two
 * or three rounded products (dS = P (dP - delta) then dS K); the observed
 * error is ~3e-3 in out, lse and dqkv, 5e-3 at most (printed per case).
 * 2e-2 is the bound the project uses for bf16 storage: a few times the
 * observed error, and far below what a wrong mask, tile edge or missing
 * barrier gives (order 1: checked by breaking each). */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "nn/gpt.h"
#include "nn/ops.h"
#include "t.h"
#include "nn_twin.h"
#ifdef MTK_CUDA
#include "kernels/nn_cuda.h"
/* weak: the ASan build links no CUDA backend (the symbol is then NULL) */
#pragma weak nn_cuda_wg_probe
#endif

/* device buffers start `shift` elements into their allocation: 1 makes
 * them 2- or 4-byte aligned only, which takes the kernels' one-element
 * staging path */
static int shift;

/* MTK_CUDA_ATTN_BWD=atomic: dQ's sums are added in whatever order the
 * blocks run, so a second run may differ in dQ's last bits */
static int atomic_dq;

/* A device buffer of n elements: an activation (act) in the backend's
 * storage type, else fp32 (lse). h, when given, is uploaded (converted). */
struct dbuf {
	char *base;
	void *p;
	size_t n;
	int act;
};

static size_t esize(int act) { return act ? nn_dtype_size(dev->act_dtype) : sizeof(float); }

static struct dbuf up(const float *h, size_t n, int act)
{
	struct dbuf d = {NULL, NULL, n, act};
	size_t es = esize(act);
	d.base = dev->ops->alloc(dev, (n + (size_t)shift) * es);
	d.p = d.base + (size_t)shift * es;
	if (h) {
		void *t = malloc(n * es);
		if (act && dev->act_dtype == NN_BF16)
			for (size_t i = 0; i < n; i++)
				((uint16_t *)t)[i] = nn_f32_to_bf16(h[i]);
		else
			memcpy(t, h, n * sizeof(float));
		dev->ops->to_dev(dev, d.p, t, n * es);
		free(t);
	}
	return d;
}

static void dfree(struct dbuf d) { dev->ops->free(dev, d.base); }

static float *down(struct dbuf d)
{
	size_t es = esize(d.act);
	float *h = malloc(d.n * sizeof(float));
	void *t = malloc(d.n * es);
	dev->ops->to_host(dev, t, d.p, d.n * es);
	if (d.act && dev->act_dtype == NN_BF16)
		for (size_t i = 0; i < d.n; i++)
			h[i] = nn_bf16_to_f32(((uint16_t *)t)[i]);
	else
		memcpy(h, t, d.n * sizeof(float));
	free(t);
	return h;
}

/* the CPU's inputs carry the storage rounding too, so that the comparison
 * measures the op */
static void round_like_dev(float *x, size_t n)
{
	if (dev->act_dtype == NN_BF16)
		for (size_t i = 0; i < n; i++)
			x[i] = nn_bf16_to_f32(nn_f32_to_bf16(x[i]));
}

/* max |want - got| relative to max |want|, checked against tol; returned */
static double same(const char *what, const float *want, struct dbuf dgot)
{
	float *got = down(dgot);
	size_t n = dgot.n;
	double e = 0, m = 1e-6;
	for (size_t i = 0; i < n; i++) {
		e = fmax(e, fabs((double)want[i] - got[i]));   /* NaN: e stays, caught below */
		m = fmax(m, fabs(want[i]));
		if (isnan(got[i]))
			e = INFINITY;
	}
	if (!(e / m <= tol))
		T_FAIL("%s: max difference %.3g relative to max %.3g (tolerance %g)", what, e / m, m, tol);
	free(got);
	return e / m;
}

/* Scores that grow along the sequence, so that the row maximum keeps rising
 * tile after tile (the forward's rescaling of its accumulator), without the
 * bf16 rounding of q and k that large scores would magnify: q = b/4 and
 * k = a g/4 for integers |a|, |b| <= 6 and g = 1 + t/16 <= 17 are exact in
 * bf16 (at most 8 significant bits) and their products and sums exact in
 * fp32, so S is exact on both sides. */
static int growing;

static void make_growing(float *qkv, int B, int T, int NH, int HS)
{
	size_t C = (size_t)NH * HS;
	for (int b = 0; b < B; b++)
		for (int t = 0; t < T; t++)
			for (size_t c = 0; c < 2 * C; c++) {
				int a = (int)(nn_rng_unif(&rs) * 13) - 6;
				qkv[((size_t)b * T + t) * 3 * C + c] = c < C ? a / 4.0f : a * (1 + t / 16) / 4.0f;
			}
}

static void attention_case(int B, int T, int NH, int HS)
{
	size_t n = (size_t)B * T * NH * HS, nl = (size_t)B * NH * T;
	float *qkv = rnd(3 * n, 1.5f), *dout = rnd(n, 1);
	if (growing)
		make_growing(qkv, B, T, NH, HS);
	round_like_dev(qkv, 3 * n);
	round_like_dev(dout, n);
	float *out = calloc(n, sizeof(float)), *lse = calloc(nl, sizeof(float)), *dqkv = calloc(3 * n, sizeof(float));
	struct dbuf dq = up(qkv, 3 * n, 1), ddo = up(dout, n, 1), dout_ = up(NULL, n, 1), dlse = up(NULL, nl, 0);
	struct dbuf ddq = up(NULL, 3 * n, 1), ddq2 = up(NULL, 3 * n, 1);
	char nm[96];
	ref->ops->attention_fwd(ref, out, lse, qkv, B, T, NH, HS, NULL);
	dev->ops->attention_fwd(dev, dout_.p, dlse.p, dq.p, B, T, NH, HS, NULL);
	snprintf(nm, sizeof nm, "tc attention out B=%d T=%d NH=%d HS=%d", B, T, NH, HS);
	double eo = same(nm, out, dout_);
	snprintf(nm, sizeof nm, "tc attention lse B=%d T=%d NH=%d HS=%d", B, T, NH, HS);
	double el = same(nm, lse, dlse);
	/* the backward from the CPU's out and lse, so that it is judged alone */
	round_like_dev(out, n);
	dfree(dout_), dfree(dlse);
	dout_ = up(out, n, 1), dlse = up(lse, nl, 0);
	ref->ops->attention_bwd(ref, dqkv, dout, qkv, out, lse, B, T, NH, HS, NULL);
	dev->ops->attention_bwd(dev, ddq.p, ddo.p, dq.p, dout_.p, dlse.p, B, T, NH, HS, NULL);
	snprintf(nm, sizeof nm, "tc attention dqkv B=%d T=%d NH=%d HS=%d", B, T, NH, HS);
	double eg = same(nm, dqkv, ddq);
	dev->ops->attention_bwd(dev, ddq2.p, ddo.p, dq.p, dout_.p, dlse.p, B, T, NH, HS, NULL);
	float *a = down(ddq), *b = down(ddq2);
	if (!atomic_dq) {
		CHECK(!memcmp(a, b, 3 * n * sizeof(float)));
	} else {   /* dK and dV bitwise; dQ within a bf16 rounding of the largest */
		size_t C = (size_t)NH * HS;
		double e = 0, m = 1e-6;
		int kv_same = 1;
		for (size_t i = 0; i < 3 * n; i++) {
			m = fmax(m, fabs(a[i]));
			if (i % (3 * C) < C)
				e = fmax(e, fabs((double)a[i] - b[i]));
			else
				kv_same &= !memcmp(a + i, b + i, sizeof *a);
		}
		CHECK(kv_same);
		CHECK(e <= 1e-2 * m);
	}
	printf("  %s B=%d T=%3d NH=%d HS=%3d%s%s: relative error out %.1e lse %.1e dqkv %.1e\n",
	       dev->act_dtype == NN_BF16 ? "bf16" : "fp32", B, T, NH, HS, shift ? " unaligned" : "",
	       growing ? " growing" : "", eo, el, eg);
	free(a), free(b);
	free(qkv), free(dout), free(out), free(lse), free(dqkv);
	dfree(dq), dfree(ddo), dfree(dout_), dfree(dlse), dfree(ddq), dfree(ddq2);
}

static void test_hs64(void)
{
	attention_case(1, 1, 2, 64);     /* a single position */
	attention_case(2, 17, 1, 64);    /* one partial tile */
	attention_case(1, 130, 2, 64);   /* three tiles, the last of two rows */
	attention_case(1, 257, 1, 64);   /* five tiles, the last of one row */
}

static void test_hs128(void)
{
	attention_case(2, 17, 1, 128);
	attention_case(1, 130, 2, 128);
}

static void test_padded(void)
{
	attention_case(1, 70, 2, 16);
	attention_case(1, 70, 1, 48);    /* padded to 64 */
}

static void test_growing(void)
{
	growing = 1;
	attention_case(1, 257, 2, 64);
	attention_case(1, 200, 1, 128);   /* the rescale in two column passes */
	growing = 0;
}

static void test_unaligned(void)
{
	shift = 1;
	attention_case(1, 130, 2, 64);
	shift = 0;
}

/* The wgmma forward's reading of the instruction's layouts, on its own
 * (nn_cuda_wg_probe): a tile of row numbers and one of column numbers
 * (exact in bf16), staged in the 128-byte swizzle and read as B at the
 * second k step K-major (as K) and MN-major (as V); each D[m][n] must name
 * the element the layout promises (K-major: tile[n][16 + m % 16],
 * MN-major: tile[16 + m % 16][n]). On a device that disagrees this says
 * which element came instead, which the attention errors alone would
 * not. */
static void test_wg_layout(void)
{
#ifdef MTK_CUDA
	static const char *const what[] = {"B K-major, swizzled", "B MN-major, swizzled"};
	static float rows[64 * 64], cols[64 * 64], dr[64 * 64], dc[64 * 64];
	for (int i = 0; i < 64 * 64; i++)
		rows[i] = (float)(i / 64), cols[i] = (float)(i % 64);
	for (int mode = 0; mode < 2; mode++) {
		if (!nn_cuda_wg_probe || nn_cuda_wg_probe(dev, mode, rows, dr) < 0 ||
		    nn_cuda_wg_probe(dev, mode, cols, dc) < 0) {
			printf("  wgmma layout probe: skipped (not an sm_90 device)\n");
			return;
		}
		int bad = 0;
		for (int m = 0; m < 64; m++)
			for (int n = 0; n < 64; n++) {
				int r = mode ? 16 + m % 16 : n, c = mode ? n : 16 + m % 16;   /* the promised tile[r][c] */
				int i = m * 64 + n;
				if (dr[i] != (float)r || dc[i] != (float)c) {
					if (bad++ < 4)
						T_FAIL("%s: D[%d][%d] = tile[%g][%g], want tile[%d][%d]", what[mode], m, n, dr[i], dc[i],
						       r, c);
				}
			}
		printf("  wgmma layout probe, %s: %d of 4096 elements misplaced\n", what[mode], bad);
	}
#else
	printf("  wgmma layout probe: skipped (built without CUDA)\n");
#endif
}

static int run(const char *name)
{
	/* 0: the mma.sync forward, the backward recomputing dQ; 1: the wgmma
	 * forward (bf16 storage, HS 64 or 48, aligned, on sm_90a: fp32 would
	 * rerun 0, and so would HS 128 and unaligned tensors), the same
	 * backward; 2: the backward with dQ by atomics, with the default
	 * forward (wgmma where it applies) */
	static const char *const bwd[] = {"recompute", "recompute", "atomic"};
	static const char *const fwd[] = {"held", "wgmma", "wgmma"};
	static const char *const says[] = {"recomputing dQ", "recomputing dQ", "dQ by atomics"};
	const char *only = getenv("MTK_TEST_ATTN_ONLY");   /* one variant (0 .. 2), to rerun it alone */
	for (int v = 0; v < 3; v++) {
		if (only && *only && atoi(only) != v)
			continue;
		atomic_dq = v == 2;
		setenv("MTK_CUDA_ATTN_BWD", bwd[v], 1);
		setenv("MTK_CUDA_ATTN_FWD", fwd[v], 1);
		dev = nn_be_new(name, 3, NULL);
		if (!dev)
			return -1;
		if (v == 1 && dev->act_dtype != NN_BF16) {
			nn_be_free(dev);
			continue;
		}
		printf("== activations %s, backward %s, forward %s\n", dev->act_dtype == NN_BF16 ? "bf16" : "fp32", says[v],
		       fwd[v]);
		TEST(test_hs64);
		if (v != 1) {
			TEST(test_hs128);
			TEST(test_unaligned);
		}
		TEST(test_padded);
		TEST(test_growing);
		if (v == 1)
			TEST(test_wg_layout);
		nn_be_free(dev);
	}
	return 0;
}

int main(void)
{
	setenv("MTK_CUDA_ATTN", "tc", 1);   /* the tensor-core path whatever MTK_CUDA_MATH says */
	return nn_twin_main(run, 2e-2, 4242);
}
