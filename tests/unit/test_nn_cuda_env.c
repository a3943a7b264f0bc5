/* The CUDA backend's environment words (MTK_CUDA_MATH, _ACT, _LT, _LT_BWD,
 * _LT_TUNE, _ATTN, _ATTN_FWD, _ATTN_BWD, _DW_STREAM;
 * kernels/README.md): a value outside a
 * word's list makes nn_cuda_new fail with a message naming the variable
 * and the values it takes, before it looks for a device, so this runs (and
 * means the same) with or without a GPU. A build without the CUDA backend (no
 * nvcc; the ASan build) has nothing to parse: it says so and checks
 * nothing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "nn/ops.h"
#include "t.h"

static const char *const vars[] = {"MTK_CUDA_MATH",     "MTK_CUDA_ACT",      "MTK_CUDA_LT",
                                   "MTK_CUDA_LT_BWD",   "MTK_CUDA_LT_TUNE",  "MTK_CUDA_ATTN",
                                   "MTK_CUDA_ATTN_FWD", "MTK_CUDA_ATTN_BWD", "MTK_CUDA_DW_STREAM"};

static void test_unknown_values(void)
{
	for (size_t i = 0; i < sizeof vars / sizeof *vars; i++) {
		char want[64];
		setenv(vars[i], "x", 1);
		struct nn_be *be = nn_be_new("cuda", 1);
		CHECK(be == NULL);
		nn_be_free(be);
		/* "MTK_CUDA_ATTN=x: want simt or tc": the name, not a longer one */
		snprintf(want, sizeof want, "%s=x: want ", vars[i]);
		if (!strstr(mtk_errmsg(), want))
			T_FAIL("%s=x: message \"%s\" does not name it", vars[i], mtk_errmsg());
		unsetenv(vars[i]);
	}
}

int main(void)
{
	for (size_t i = 0; i < sizeof vars / sizeof *vars; i++)
		unsetenv(vars[i]);
	struct nn_be *be = nn_be_new("cuda", 1);
	if (!be && strstr(mtk_errmsg(), "no CUDA backend")) {
		printf("skipping: %s\n", mtk_errmsg());
		return t_done();
	}
	nn_be_free(be);
	TEST(test_unknown_values);
	return t_done();
}
