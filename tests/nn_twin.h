/*
 * tests/nn_twin.h: the main() shared by the tests that hold a second nn
 * backend to the CPU twin (tests/unit/test_nn_cuda*.c). The backend is
 * MTK_NN_BACKEND (default "cuda"); MTK_NN_TOL overrides the test's base
 * tolerance. Both activation storage types run, fp32 then bf16, unless
 * MTK_CUDA_ACT names one (or the backend is the CPU, which has one). When
 * the backend cannot be made at all (no GPU) the test skips, saying why;
 * when fp32 works and bf16 does not, that is a failure.
 *
 * Include after t.h. The header owns what the tests share: the CPU
 * reference `ref`, the backend under test `dev`, the base tolerance `tol`,
 * whether the device stores activations in bf16 (`bf`, set by the test's
 * run once dev exists), and the random inputs (`rnd`, seeded per test).
 * The test provides run(name), which makes the backend into `dev`, runs
 * its TESTs and frees it (-1 when it cannot be made).
 */
#ifndef MTK_TESTS_NN_TWIN_H
#define MTK_TESTS_NN_TWIN_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "nn/gpt.h"
#include "nn/ops.h"

static struct nn_be *ref, *dev;
static double tol;
static int bf;
static uint64_t rs;

/* tolerance for an output that went through k bf16 roundings */
static inline double tk(int k) { return bf ? tol + k / 256.0 : tol; }

/* n uniform floats in [-scale, scale) (malloc) */
static inline float *rnd(size_t n, float scale)
{
	float *p = malloc((n ? n : 1) * sizeof(float));
	for (size_t i = 0; i < n; i++)
		p[i] = (float)((nn_rng_unif(&rs) * 2 - 1) * scale);
	return p;
}

/* base tolerance tol0 (MTK_NN_TOL overrides), inputs from seed */
static int nn_twin_main(int (*run)(const char *name), double tol0, uint64_t seed)
{
	const char *name = getenv("MTK_NN_BACKEND") ? getenv("MTK_NN_BACKEND") : "cuda";
	tol = getenv("MTK_NN_TOL") ? atof(getenv("MTK_NN_TOL")) : tol0;
	rs = seed;
	ref = nn_cpu_new(1);
	int both = !getenv("MTK_CUDA_ACT") && strcmp(name, "cpu");
	if (both)
		setenv("MTK_CUDA_ACT", "fp32", 1);
	if (run(name) < 0) {
		printf("skipping: backend %s: %s\n0 passed, 0 failed\n", name, mtk_errmsg());
		nn_be_free(ref);
		return 0;
	}
	if (both) {
		setenv("MTK_CUDA_ACT", "bf16", 1);
		if (run(name) < 0) {
			T_FAIL("backend %s with bf16 activations: %s", name, mtk_errmsg());
			t_fail++;
		}
	}
	nn_be_free(ref);
	return t_done();
}

#endif
