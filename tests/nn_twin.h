/*
 * tests/nn_twin.h: the main() shared by the tests that hold a second nn
 * backend to the CPU twin (tests/unit/test_nn_cuda*.c). The backend is
 * MTK_NN_BACKEND (default "cuda"); MTK_NN_TOL overrides the test's base
 * tolerance. Both activation storage types run, fp32 then bf16, unless
 * MTK_CUDA_ACT names one (or the backend is the CPU, which has one). When
 * the backend cannot be made at all (no GPU) the test skips, saying why;
 * when fp32 works and bf16 does not, that is a failure.
 *
 * Include after t.h; the test provides run(name), which makes the backend
 * into its `dev`, runs its TESTs and frees it (-1 when it cannot be made).
 */
#ifndef MTK_TESTS_NN_TWIN_H
#define MTK_TESTS_NN_TWIN_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "nn/ops.h"

static int nn_twin_main(int (*run)(const char *name), struct nn_be **ref, double *tol)
{
	const char *name = getenv("MTK_NN_BACKEND") ? getenv("MTK_NN_BACKEND") : "cuda";
	if (getenv("MTK_NN_TOL"))
		*tol = atof(getenv("MTK_NN_TOL"));
	*ref = nn_cpu_new(1);
	int both = !getenv("MTK_CUDA_ACT") && strcmp(name, "cpu");
	if (both)
		setenv("MTK_CUDA_ACT", "fp32", 1);
	if (run(name) < 0) {
		printf("skipping: backend %s: %s\n0 passed, 0 failed\n", name, mtk_errmsg());
		nn_be_free(*ref);
		return 0;
	}
	if (both) {
		setenv("MTK_CUDA_ACT", "bf16", 1);
		if (run(name) < 0) {
			T_FAIL("backend %s with bf16 activations: %s", name, mtk_errmsg());
			t_fail++;
		}
	}
	nn_be_free(*ref);
	return t_done();
}

#endif
