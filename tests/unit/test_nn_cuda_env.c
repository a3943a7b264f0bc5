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
		struct nn_be *be = nn_be_new("cuda", 1, NULL);
		CHECK(be == NULL);
		nn_be_free(be);
		/* "MTK_CUDA_ATTN=x: want simt or tc": the name, not a longer one */
		snprintf(want, sizeof want, "%s=x: want ", vars[i]);
		if (!strstr(mtk_errmsg(), want))
			T_FAIL("%s=x: message \"%s\" does not name it", vars[i], mtk_errmsg());
		unsetenv(vars[i]);
	}
}

/* the caller's words (mtrain's --act, --matmul, --attn-bwd) are checked
 * the same way, named by the option, and win over the environment's */
static void test_options(void)
{
	static const struct {
		const char *opt, *var;
	} o[] = {{"--act", "MTK_CUDA_ACT"}, {"--matmul", "MTK_CUDA_MATH"}, {"--attn-bwd", "MTK_CUDA_ATTN_BWD"}};
	for (size_t i = 0; i < sizeof o / sizeof *o; i++) {
		struct nn_cuda_opts c = {.device = -1};
		const char **w = i == 0 ? &c.act : i == 1 ? &c.math : &c.attn_bwd;
		char want[64];
		*w = "x";
		CHECK(nn_be_new("cuda", 1, &c) == NULL);
		snprintf(want, sizeof want, "%s x: want ", o[i].opt);
		if (!strstr(mtk_errmsg(), want))
			T_FAIL("%s x: message \"%s\" does not name it", o[i].opt, mtk_errmsg());
		/* a good word is not overruled by a bad variable: no error
		 * about the variable (a machine without a GPU fails later,
		 * for want of a device) */
		*w = i == 0 ? "fp32" : i == 1 ? "tf32" : "atomic";
		setenv(o[i].var, "x", 1);
		struct nn_be *be = nn_be_new("cuda", 1, &c);
		if (!be && strstr(mtk_errmsg(), o[i].var))
			T_FAIL("%s %s: the environment's %s=x won: %s", o[i].opt, *w, o[i].var, mtk_errmsg());
		nn_be_free(be);
		unsetenv(o[i].var);
	}
}

int main(void)
{
	for (size_t i = 0; i < sizeof vars / sizeof *vars; i++)
		unsetenv(vars[i]);
	struct nn_be *be = nn_be_new("cuda", 1, NULL);
	if (!be && strstr(mtk_errmsg(), "no CUDA backend")) {
		printf("skipping: %s\n", mtk_errmsg());
		return t_done();
	}
	nn_be_free(be);
	TEST(test_unknown_values);
	TEST(test_options);
	return t_done();
}
