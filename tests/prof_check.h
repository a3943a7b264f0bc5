/* The profiler (lib/nn/prof.h) on a backend, for test_nn_gpt (CPU, host
 * clock) and test_nn_cuda (the device's marks; emulated on a machine
 * without a GPU): three training steps of a tiny GPT with the profile
 * attached give the same bits as without; the rows count every call of
 * the two steps after the first, at the shapes the model runs; the report
 * says so; detaching gives the backend its table back. Include after t.h. */
#ifndef MTK_TESTS_PROF_CHECK_H
#define MTK_TESTS_PROF_CHECK_H

#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "nn/gpt.h"
#include "nn/prof.h"

/* steps of training with profile p (NULL: none); the losses in loss[],
 * the parameters after in par[] */
static void prof_train(struct nn_be *be, struct nn_prof *p, const struct gpt_config *cfg, float *loss,
                       float **par, size_t *np)
{
	struct gpt g;
	CHECK_INT(gpt_init(&g, be, cfg, 2, 16, GPT_RECOMPUTE_SELECTIVE, 7), ==, 0);
	uint64_t lrs = 99;
	for (int s = 0; s < 3; s++) {
		int32_t in[32], tg[32];
		for (int i = 0; i < 32; i++) {
			in[i] = (int32_t)(nn_rng_next(&lrs) % (uint64_t)cfg->vocab);
			tg[i] = (int32_t)(nn_rng_next(&lrs) % (uint64_t)cfg->vocab);
		}
		gpt_zero_grad(&g);
		loss[s] = gpt_forward(&g, in, tg, 2, 16, 1.0f / 32);
		gpt_backward(&g);
		float norm = (float)gpt_grad_norm(&g);
		gpt_adamw(&g, 1e-3f, 0.1f, 0.9f, 0.95f, 1e-8f, norm > 1 ? 1 / norm : 1, s + 1);
		if (p)
			nn_prof_step(p, s > 0, 1.0);
	}
	*np = g.nparams;
	*par = malloc(g.nparams * sizeof(float));
	gpt_get(&g, g.params, *par);
	gpt_release(&g);
}

/* the row named what, or NULL */
static const struct nn_prof_row *prof_row(const struct nn_prof_row *r, size_t n, const char *what)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(r[i].what, what))
			return &r[i];
	return NULL;
}

static void prof_check(struct nn_be *be)
{
	const struct gpt_config cfg = {.layers = 2, .heads = 2, .dim = 32, .vocab = 100, .max_seq = 16};
	const struct nn_ops *own = be->ops;
	float la[3], lb[3], *pa, *pb;
	size_t na, nb;
	prof_train(be, NULL, &cfg, la, &pa, &na);
	struct nn_prof *p = nn_prof_attach(be);
	CHECK(p != NULL);
	if (!p)
		return;
	CHECK(be->ops != own);
	prof_train(be, p, &cfg, lb, &pb, &nb);
	CHECK_INT(memcmp(la, lb, sizeof la), ==, 0);   /* the same bits */
	CHECK_INT(na, ==, nb);
	CHECK_INT(memcmp(pa, pb, na * sizeof *pa), ==, 0);
	CHECK_INT(nn_prof_steps(p), ==, 2);

	const struct nn_prof_row *r;
	double idle = -1;
	size_t n = nn_prof_rows(p, &r, &idle);
	CHECK(n >= 10);
	CHECK(idle >= 0);
	int bad = 0;
	for (size_t i = 0; i < n; i++) {
		bad += !(r[i].ms >= 0) || r[i].calls <= 0 || (r[i].flops > 0) == (r[i].bytes > 0);
		if (i)
			bad += r[i].ms > r[i - 1].ms;   /* slowest first */
	}
	CHECK_INT(bad, ==, 0);
	/* 2 counted steps of 2 layers at N = 32 rows, C = 32, vocab padded to 128 */
	static const struct {
		const char *what;
		long calls;
		double flops;
	} want[] = {
		{"matmul_fwd 32x32 -> 96, bias", 4, 2.0 * 32 * 32 * 96},
		{"matmul_fwd 32x32 -> 128, bias, gelu", 4, 2.0 * 32 * 32 * 128},
		{"matmul_fwd 32x128 -> 32, bias", 4, 2.0 * 32 * 128 * 32},
		{"matmul_fwd 32x32 -> 128", 2, 2.0 * 32 * 32 * 128},   /* the head */
		{"matmul_bwd 32x128 -> 32, gelu", 4, 4.0 * 32 * 128 * 32},
		{"attention_fwd 2x16x2x16", 4, 4.0 * 2 * 2 * 16 * 16 * 16 / 2},
		{"attention_bwd 2x16x2x16", 4, 2.5 * 4.0 * 2 * 2 * 16 * 16 * 16 / 2},
		{"crossentropy 32x128, backward", 2, 0},
	};
	for (size_t i = 0; i < sizeof want / sizeof *want; i++) {
		const struct nn_prof_row *w = prof_row(r, n, want[i].what);
		if (!w) {
			T_FAIL("profile: no row \"%s\"", want[i].what);
			continue;
		}
		CHECK_INT(w->calls, ==, want[i].calls);
		CHECK_DBL(w->flops, want[i].flops, 0);
	}
	struct buf rep = BUF_INIT;
	nn_prof_report(p, &rep);
	CHECK(strstr(rep.p, "profile: 2 steps after the first; a step 1.000 ms (host clock)") != NULL);
	CHECK(strstr(rep.p, "(between ops)") != NULL);
	/* CUDA knows its memory's peak where the device reports it (the
	 * emulator says an H100 SXM's, 3352 GB/s; an H200 4800): on the peak line */
	if (own->peak_bytes && own->peak_bytes(be) > 0) {
		double gbs = own->peak_bytes(be) / 1e9;
		char line[96];
		snprintf(line, sizeof line, " TFLOP/s (the MFU denominator), %.4g GB/s of memory\n", gbs);
		CHECK(gbs >= 1000);
		CHECK(strstr(rep.p, line) != NULL);
	}
	CHECK(strstr(rep.p, " matmul_fwd 32x32 -> 96, bias\n") != NULL);
	CHECK(strstr(rep.p, " attention_bwd\n") != NULL);   /* the table by op */
	buf_release(&rep);
	nn_prof_detach(p);
	CHECK(be->ops == own);
	free(pa);
	free(pb);
}

#endif
