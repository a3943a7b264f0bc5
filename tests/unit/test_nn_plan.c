/* nn/plan: mplan's memory model against what the model really allocates
 * (the CPU backend's bytes_in_use after gpt_init_layout, the distributed
 * optimizer's shard and the activation arena), for every rank of small
 * layouts; profiles parse and round-trip; the search keeps nn_layout_decide's
 * rules and ranks what fits by time. */
#include "t.h"

#include "err.h"
#include "nn/gpt.h"
#include "nn/layout.h"
#include "nn/ops.h"
#include "nn/plan.h"

static const char prof_text[] =
	"# a test profile\n"
	"name test cpu\n"
	"device cpu\nact fp32\n"
	"peak_flops 96G\nmatmul_flops 50G\nattn_flops 10G\nmem_bw 5G\n"
	"intra_bw 2G\nlatency 20e-6\nmem 1Gi\n";

/* the bytes a rank of the layout allocates, against plan_memory */
static void check_pipe(const struct gpt_config *cfg, int T, int B, long G, int world,
                       int tp, int sp, int pp, int v, int distopt, enum gpt_recompute rc)
{
	struct plan_gpu pg;
	CHECK_INT(plan_gpu_parse(&pg, prof_text, "test"), ==, 0);
	struct plan_job j = {.cfg = *cfg, .T = T, .G = G, .gpus = world, .per_node = 8};
	struct plan_layout l = {.tp = tp, .sp = sp, .pp = pp, .vstages = v, .mbs = B, .distopt = distopt, .rc = rc};
	if (plan_check(&j, &l) < 0) {
		T_FAIL("plan_check: %s", mtk_errmsg());
		return;
	}
	struct plan_mem m;
	plan_memory(&j, &l, &pg, &m);
	/* the rank with the largest optimizer shard: rank 0's tensor rank,
	 * each data rank; with a pipeline, on the first stage (the embeddings
	 * and the most micro-batches in flight) and on the last (the
	 * classifier's logits): plan_memory's is the larger of the two */
	size_t most[2] = {0, 0}, arena[2] = {0, 0};
	for (int k = 0; k < (pp > 1 ? 2 : 1); k++)
		for (int d = 0; d < l.dp; d++) {
			int stage = k ? pp - 1 : 0;
			struct nn_layout lay = {.tp = tp, .sp = sp, .pp = pp, .vstages = v, .distopt = distopt};
			if (nn_layout_decide(&lay, world, 0, cfg, T, B, G) < 0) {
				T_FAIL("nn_layout_decide: %s", mtk_errmsg());
				return;
			}
			int rank = nn_layout_rank(&lay, 0, d, stage);
			if (nn_layout_decide(&lay, world, rank, cfg, T, B, G) < 0) {
				T_FAIL("nn_layout_decide: %s", mtk_errmsg());
				return;
			}
			CHECK_INT(lay.pp_rank, ==, stage);
			struct nn_be *be = nn_cpu_new(1);
			struct gpt g;
			if (gpt_init_layout(&g, be, cfg, B, T, rc, 1, &lay) < 0) {
				T_FAIL("gpt_init_layout: %s", mtk_errmsg());
				nn_be_free(be);
				return;
			}
			if (!k)
				CHECK_INT(g.nparams, ==, plan_rank_params(cfg, tp, pp));
			if (lay.distopt) {
				size_t lo, hi;
				nn_layout_opt_range(&lay, g.nparams, &lo, &hi);
				CHECK_INT(gpt_shard_optimizer(&g, lo, hi), ==, 0);
			}
			if (be->bytes_in_use > most[k])
				most[k] = be->bytes_in_use;
			arena[k] = g.arena_bytes;
			gpt_release(&g);
			nn_be_free(be);
		}
	int k = most[1] > most[0];
	CHECK_INT(m.stage, ==, k ? pp - 1 : 0);
	CHECK_INT((size_t)m.acts, ==, arena[k]);
	CHECK_INT((size_t)m.total, ==, most[k]);
}

static void check_layout(const struct gpt_config *cfg, int T, int B, long G, int world,
                         int tp, int sp, int distopt, enum gpt_recompute rc)
{
	check_pipe(cfg, T, B, G, world, tp, sp, 1, 1, distopt, rc);
}

static void test_memory(void)
{
	struct gpt_config c = {.layers = 3, .heads = 4, .dim = 32, .vocab = 300, .max_seq = 32};
	CHECK_INT(gpt_config_check(&c), ==, 0);
	CHECK_INT(plan_rank_params(&c, 1, 1), ==, gpt_num_params(&c));
	enum gpt_recompute rcs[] = {GPT_RECOMPUTE_NONE, GPT_RECOMPUTE_SELECTIVE,
	                            (enum gpt_recompute)(GPT_RECOMPUTE_FULL + 1),
	                            (enum gpt_recompute)(GPT_RECOMPUTE_FULL + 4096)};
	for (int k = 0; k < 4; k++) {
		check_layout(&c, 32, 2, 8, 1, 1, 0, 0, rcs[k]);
		check_layout(&c, 32, 2, 8, 2, 2, 0, 0, rcs[k]);
		check_layout(&c, 32, 2, 8, 2, 2, 1, 0, rcs[k]);
		check_layout(&c, 16, 1, 8, 4, 4, 1, 0, rcs[k]);
		check_layout(&c, 32, 2, 8, 4, 2, 1, 1, rcs[k]);
		check_layout(&c, 32, 1, 8, 8, 1, 0, 1, rcs[k]);
	}
	/* many data ranks: shards of 64-element units, some empty */
	check_layout(&c, 32, 1, 64, 64, 1, 0, 1, GPT_RECOMPUTE_NONE);
	/* pipelines (the first stage: the embeddings, its layers, and its
	 * micro-batches in flight): pp 2 and 4 under 1F1B, pp 2 interleaved
	 * with 2 virtual stages, with tensor and data ranks beside; full:N
	 * recomputes the first N layers of each chunk */
	struct gpt_config d = {.layers = 8, .heads = 4, .dim = 32, .vocab = 300, .max_seq = 32};
	CHECK_INT(gpt_config_check(&d), ==, 0);
	enum gpt_recompute prc[] = {GPT_RECOMPUTE_NONE, GPT_RECOMPUTE_SELECTIVE,
	                            (enum gpt_recompute)(GPT_RECOMPUTE_FULL + 1),
	                            (enum gpt_recompute)(GPT_RECOMPUTE_FULL + 3),
	                            (enum gpt_recompute)(GPT_RECOMPUTE_FULL + 4096)};
	for (int k = 0; k < 5; k++) {
		check_pipe(&d, 32, 2, 8, 2, 1, 0, 2, 1, 0, prc[k]);    /* 4 micro-batches */
		check_pipe(&d, 32, 1, 8, 2, 1, 0, 2, 1, 0, prc[k]);    /* 8: still 2 in flight */
		check_pipe(&d, 32, 1, 8, 4, 1, 0, 4, 1, 0, prc[k]);
		check_pipe(&d, 32, 1, 8, 2, 1, 0, 2, 2, 0, prc[k]);    /* interleaved */
		check_pipe(&d, 32, 1, 8, 4, 1, 0, 2, 2, 0, prc[k]);    /* interleaved, m 4 */
		check_pipe(&d, 32, 2, 16, 4, 2, 1, 2, 1, 0, prc[k]);   /* tp 2 --sp x pp 2 */
		check_pipe(&d, 32, 1, 8, 8, 2, 1, 2, 2, 1, prc[k]);    /* 3D, distopt, interleaved */
	}
	/* a large vocabulary: the last stage's logits outweigh the first
	 * stage's micro-batches */
	struct gpt_config w = {.layers = 2, .heads = 2, .dim = 16, .vocab = 6000, .max_seq = 32};
	CHECK_INT(gpt_config_check(&w), ==, 0);
	check_pipe(&w, 32, 4, 8, 2, 1, 0, 2, 1, 0, GPT_RECOMPUTE_NONE);
	check_pipe(&w, 32, 4, 8, 2, 1, 0, 2, 1, 0, (enum gpt_recompute)(GPT_RECOMPUTE_FULL + 4096));
	struct plan_gpu pg;
	struct plan_mem m0;
	CHECK_INT(plan_gpu_parse(&pg, prof_text, "test"), ==, 0);
	struct plan_job j = {.cfg = w, .T = 32, .G = 8, .gpus = 2, .per_node = 8};
	struct plan_layout l = {.tp = 1, .pp = 2, .vstages = 1, .mbs = 4};
	CHECK_INT(plan_check(&j, &l), ==, 0);
	plan_memory(&j, &l, &pg, &m0);
	CHECK_INT(m0.stage, ==, 1);
}

static void test_profile(void)
{
	struct plan_gpu g, h;
	CHECK_INT(plan_gpu_parse(&g, prof_text, "test"), ==, 0);
	CHECK_STR(g.name, "test cpu");
	CHECK_DBL(g.mem, 1073741824.0, 0);
	CHECK_DBL(g.matmul_flops, 50e9, 0);
	CHECK_INT(g.act_dtype, ==, NN_F32);
	CHECK_INT(g.cuda, ==, 0);
	CHECK_DBL(g.inter_bw, g.intra_bw, 0);   /* defaults to the node's */
	char buf[2048];
	plan_gpu_write(&g, "again", buf, sizeof buf);
	CHECK_INT(plan_gpu_parse(&h, buf, "again"), ==, 0);
	CHECK_DBL(h.attn_flops, g.attn_flops, 1e-6 * g.attn_flops);
	CHECK_STR(h.name, g.name);
	CHECK_INT(plan_gpu_parse(&h, "  name  name x \t\nmatmul_flops 1\nattn_flops 1\nmem_bw 1\nintra_bw 1\n"
	                            "peak_flops 1\n", "n"), ==, 0);
	CHECK_STR(h.name, "name x");
	CHECK_INT(plan_gpu_parse(&h, "peak_flops 1x\n", "bad"), ==, -1);
	CHECK_STR(mtk_errmsg(), "bad:1: peak_flops: '1x' is not a number (suffixes k M G T, Ki Mi Gi Ti)");
	CHECK_INT(plan_gpu_parse(&h, "peak_flops 1\nfoo 2\n", "bad"), ==, -1);
	CHECK_STR(mtk_errmsg(), "bad:2: unknown key 'foo'");
	CHECK_INT(plan_gpu_parse(&h, "peak_flops 1\n", "bad"), ==, -1);
	CHECK_STR(mtk_errmsg(), "bad: matmul_flops is missing (or 0)");
}

static void test_search(void)
{
	struct plan_gpu g;
	CHECK_INT(plan_gpu_parse(&g, prof_text, "test"), ==, 0);
	struct gpt_config c = {.layers = 4, .heads = 6, .dim = 48, .vocab = 300, .max_seq = 64};
	CHECK_INT(gpt_config_check(&c), ==, 0);
	struct plan_job j = {.cfg = c, .T = 64, .G = 8, .gpus = 4, .per_node = 4};
	struct plan_result *r;
	long n = plan_search(&j, &g, 1e12, 0, &r);
	CHECK_INT(n, >, 0);
	int tp3 = 0, prev_fit = 1;
	for (long i = 0; i < n; i++) {
		const struct plan_layout *l = &r[i].l;
		struct plan_layout again = *l;
		CHECK_INT(plan_check(&j, &again), ==, 0);
		CHECK_INT(l->tp * l->dp * l->pp, ==, 4);
		CHECK(l->tp == 1 || l->tp == 2 || l->tp == 4);
		tp3 |= l->tp == 3;
		CHECK_INT(l->pp, ==, 1);   /* without with_pp */
		CHECK(!l->sp || l->tp > 1);
		CHECK(!l->distopt || l->dp > 1);
		CHECK_INT(8 % (l->mbs * l->dp), ==, 0);
		if (i && r[i].fits && prev_fit)
			CHECK(r[i].t.step >= r[i - 1].t.step);
		prev_fit = r[i].fits;
	}
	CHECK(!tp3);
	free(r);
	/* a memory limit between the smallest and largest: the fitting ones
	 * first, then the rest by memory */
	n = plan_search(&j, &g, 1e12, 0, &r);
	double lo = 1e30, hi = 0;
	for (long i = 0; i < n; i++) {
		lo = r[i].m.total < lo ? r[i].m.total : lo;
		hi = r[i].m.total > hi ? r[i].m.total : hi;
	}
	free(r);
	double cap = (lo + hi) / 2;
	n = plan_search(&j, &g, cap, 0, &r);
	long i = 0;
	for (; i < n && r[i].fits; i++)
		CHECK(r[i].m.total <= cap);
	CHECK_INT(i, >, 0);
	CHECK_INT(i, <, n);
	for (long k = i; k < n; k++) {
		CHECK(!r[k].fits && r[k].m.total > cap);
		if (k > i)
			CHECK(r[k].m.total >= r[k - 1].m.total);
	}
	free(r);
	/* with pipelines: pp divides the layers, and more layouts */
	long n1 = plan_search(&j, &g, 1e12, 0, &r);
	free(r);
	long n2 = plan_search(&j, &g, 1e12, 1, &r);
	CHECK_INT(n2, >, n1);
	for (long k = 0; k < n2; k++)
		CHECK_INT(c.layers % (r[k].l.pp * r[k].l.vstages), ==, 0);
	free(r);
	/* no valid layout: the first rule's message */
	j.G = 3;
	j.gpus = 2;
	j.per_node = 1;   /* no tp 2 */
	CHECK_INT(plan_search(&j, &g, 1e12, 0, &r), ==, 0);
	CHECK_STR(mtk_errmsg(), "--global-batch 3 is not a multiple of --batch 1 x 2 ranks of data parallelism");
}

/* time: the parts add up to the step; tensor parallelism splits the
 * products; recomputation and the bubble cost */
static void test_time(void)
{
	struct plan_gpu g;
	CHECK_INT(plan_gpu_parse(&g, prof_text, "test"), ==, 0);
	struct gpt_config c = {.layers = 4, .heads = 8, .dim = 512, .vocab = 1000, .max_seq = 256};
	CHECK_INT(gpt_config_check(&c), ==, 0);
	struct plan_job j = {.cfg = c, .T = 256, .G = 8, .gpus = 2, .per_node = 8};
	struct plan_layout a = {.tp = 1, .pp = 1, .vstages = 1, .mbs = 2, .rc = GPT_RECOMPUTE_NONE};
	struct plan_layout b = a, s = a, f = a;
	b.tp = 2;
	s.rc = GPT_RECOMPUTE_SELECTIVE;
	f.rc = (enum gpt_recompute)(GPT_RECOMPUTE_FULL + 4096);
	CHECK_INT(plan_check(&j, &a), ==, 0);
	CHECK_INT(plan_check(&j, &b), ==, 0);
	CHECK_INT(plan_check(&j, &s), ==, 0);
	CHECK_INT(plan_check(&j, &f), ==, 0);
	struct plan_time ta, tb, ts, tf;
	plan_time(&j, &a, &g, &ta);
	plan_time(&j, &b, &g, &tb);
	plan_time(&j, &s, &g, &ts);
	plan_time(&j, &f, &g, &tf);
	double sum = ta.matmul + ta.attn + ta.membound + ta.recompute + ta.tp_comm + ta.pp_comm + ta.bubble +
	             ta.dp_comm + ta.optimizer;
	CHECK_DBL(sum, ta.step, 1e-9 * ta.step);
	/* dp 2 a micro-batch each, vs tp 2 over both: the same products a rank */
	CHECK_DBL(tb.matmul, ta.matmul, 1e-9 * ta.matmul);
	CHECK(tb.tp_comm > 0 && ta.tp_comm == 0 && ta.dp_comm > 0 && tb.dp_comm == 0);
	CHECK(ts.recompute > 0 && ts.step > ta.step);
	CHECK(tf.recompute > ts.recompute);
	CHECK_DBL(ta.tokens_per_s, 8.0 * 256 / ta.step, 1e-6 * ta.tokens_per_s);
	/* pipelines: full:N recomputes the first N layers of each chunk (4
	 * layers, pp 2: chunks of 2, or of 1 with 2 virtual stages, where
	 * full:1 is every layer); the bubble (p - 1)/v micro-batches */
	j.G = 8;
	struct plan_layout p1 = {.tp = 1, .pp = 2, .vstages = 1, .mbs = 1, .rc = (enum gpt_recompute)(GPT_RECOMPUTE_FULL + 1)};
	struct plan_layout pf = p1, v1 = p1, vf = p1, pn = p1, vn = p1;
	pf.rc = vf.rc = (enum gpt_recompute)(GPT_RECOMPUTE_FULL + 4096);
	v1.vstages = vf.vstages = vn.vstages = 2;
	pn.rc = vn.rc = GPT_RECOMPUTE_NONE;
	struct plan_layout *ls[] = {&p1, &pf, &v1, &vf, &pn, &vn};
	struct plan_time tt[6];
	for (int i = 0; i < 6; i++) {
		CHECK_INT(plan_check(&j, ls[i]), ==, 0);
		plan_time(&j, ls[i], &g, &tt[i]);
		CHECK_DBL(tt[i].matmul + tt[i].attn + tt[i].membound + tt[i].recompute + tt[i].tp_comm + tt[i].pp_comm +
		          tt[i].bubble + tt[i].dp_comm + tt[i].optimizer, tt[i].step, 1e-9 * tt[i].step);
	}
	CHECK(tt[0].recompute > 0);
	CHECK_DBL(tt[1].recompute, 2 * tt[0].recompute, 1e-9 * tt[1].recompute);   /* 1 of 2 a chunk, 2 of 2 */
	CHECK_DBL(tt[2].recompute, tt[3].recompute, 1e-9 * tt[3].recompute);       /* 1 of 1 a chunk: all */
	CHECK_DBL(tt[1].recompute, tt[3].recompute, 1e-9 * tt[3].recompute);
	CHECK(tt[4].bubble > 0 && tt[5].bubble < tt[4].bubble && tt[5].pp_comm > tt[4].pp_comm);
	/* a product's fixed cost: 12 a layer (4 forward, 8 backward) and 3
	 * of the classifier a micro-batch, 4 more a layer recomputed whole */
	struct plan_gpu gc = g;
	gc.matmul_call = 1e-3;
	struct plan_time tc, tfc;
	plan_time(&j, &a, &gc, &tc);
	plan_time(&j, &f, &gc, &tfc);
	double micro = (double)j.G / (a.mbs * 2);   /* dp 2 */
	CHECK_DBL(tc.matmul - ta.matmul, micro * (4 * 12 + 3) * 1e-3, 1e-9);
	CHECK_DBL(tfc.recompute - tf.recompute, micro * 4 * 4 * 1e-3, 1e-9);
	CHECK_DBL(tc.step - ta.step, micro * (4 * 12 + 3) * 1e-3, 1e-9);
}

/* calibrate's fit of the products: t = F / R + 3 c at two sizes */
static void test_fit(void)
{
	double R, c, F = 1e12;
	plan_fit_products(F, F / 500e12 + 3 * 20e-6, F / 4 / 500e12 + 3 * 20e-6, &R, &c);
	CHECK_DBL(R, 500e12, 1e-6 * 500e12);
	CHECK_DBL(c, 20e-6, 1e-12);
	/* no fixed cost seen (a quarter took a quarter, or less): the rate of t */
	plan_fit_products(F, 2.0, 0.5, &R, &c);
	CHECK_DBL(R, F / 2, 0);
	CHECK_DBL(c, 0, 0);
	plan_fit_products(F, 2.0, 0.4, &R, &c);
	CHECK_DBL(R, F / 2, 0);
	CHECK_DBL(c, 0, 0);
	plan_fit_products(F, 2.0, 0, &R, &c);   /* not measured */
	CHECK_DBL(R, F / 2, 0);
	CHECK_DBL(c, 0, 0);
	plan_fit_products(F, 2.0, 2.5, &R, &c);   /* noise: the smaller slower */
	CHECK_DBL(R, F / 2, 0);
	CHECK_DBL(c, 0, 0);
}

/* --trial's figures from mtrain's log: the median after the first step */
static void test_log(void)
{
	double ms = 0, mem = 0;
	int n = 0;
	const char *log = "{\"step\":1,\"loss\":5.5,\"mem_mib\":10.0,\"ms\":900.000}\n"
	                  "{\"step\":2,\"loss\":5.4,\"mem_mib\":12.5,\"ms\":30.000}\n"
	                  "{\"step\":3,\"loss\":5.3,\"mem_mib\":12.5,\"ms\":10.500}\n"
	                  "{\"step\":4,\"loss\":5.2,\"mem_mib\":12.5,\"ms\":20.000,\"val_loss\":5.1}\n"
	                  "{\"step\":5,\"loss\":5.1,\"mem_mib\":13.0,\"ms\":11.000}";
	CHECK_INT(plan_log_figures(log, &ms, &mem, &n), ==, 0);
	CHECK_DBL(ms, 15.5, 1e-9);   /* 10.5 11 20 30: not the first's 900 */
	CHECK_DBL(mem, 13.0, 0);
	CHECK_INT(n, ==, 5);
	CHECK_INT(plan_log_figures("{\"ms\":1}\n{\"ms\":3}\n{\"ms\":2}\n{\"ms\":7}\n", &ms, &mem, &n), ==, 0);
	CHECK_DBL(ms, 3, 1e-9);
	CHECK_INT(plan_log_figures("{\"step\":1,\"ms\":5}\n", &ms, &mem, &n), ==, -1);
	CHECK_STR(mtk_errmsg(), "1 step logged: the median of the steps after the first needs 2");
	CHECK_INT(plan_log_figures("", &ms, &mem, &n), ==, -1);
	CHECK_INT(plan_log_figures("{\"ms\":1}\n{\"ms\":x}\n", &ms, &mem, &n), ==, -1);
	CHECK_STR(mtk_errmsg(), "step 2: bad \"ms\"");
}

/* mplan --serve: on one CPU rank the memory is what msample allocates
 * (the model, its window arena, the key/value cache), exactly; the
 * search keeps its rules (tp dividing heads, pp the layers), orders by
 * tokens/s, and the cap and memory decide what fits; the time grows with
 * the batch and the context as the model says */
static void test_serve(void)
{
	struct plan_gpu pg;
	CHECK_INT(plan_gpu_parse(&pg, prof_text, "test"), ==, 0);
	CHECK_DBL(pg.weight_bw, pg.mem_bw, 0);   /* absent: mem_bw */
	struct gpt_config cfg = {.layers = 4, .heads = 4, .dim = 32, .vocab = 300, .max_seq = 64};
	CHECK_INT(gpt_config_check(&cfg), ==, 0);
	struct plan_serve_job j = {.cfg = cfg, .prompt = 10, .gen = 20, .gpus = 1, .per_node = 8};
	for (int b = 1; b <= 4; b *= 2) {
		struct nn_be *be = nn_cpu_new(1);
		struct gpt g;
		struct gpt_cache c;
		CHECK_INT(gpt_init(&g, be, &cfg, 1, 30, GPT_INFERENCE, 1), ==, 0);
		CHECK_INT(gpt_cache_init(&g, &c, b, 30), ==, 0);
		struct plan_serve s = {.tp = 1, .pp = 1, .batch = b};
		plan_serve_eval(&j, &pg, &s);
		CHECK_DBL(s.mem, (double)be->bytes_in_use, 0);
		gpt_cache_release(&g, &c);
		gpt_release(&g);
		nn_be_free(be);
	}
	struct plan_serve a = {.tp = 1, .pp = 1, .batch = 1}, b2 = a, far = a;
	b2.batch = 8;
	plan_serve_eval(&j, &pg, &a);
	plan_serve_eval(&j, &pg, &b2);
	CHECK(b2.token_s >= a.token_s && b2.tokens_per_s > a.tokens_per_s && b2.cache > a.cache);
	struct plan_serve_job jl = j;
	jl.prompt = 40;
	plan_serve_eval(&jl, &pg, &far);
	CHECK(far.token_s > a.token_s && far.first_s > a.first_s);

	j.gpus = 8;
	struct plan_serve *r;
	long n = plan_serve_search(&j, &pg, 1e12, 0, 16, &r);
	CHECK(n > 0);
	int seen_tp4 = 0, seen_pp2 = 0;
	for (long i = 0; i < n; i++) {
		CHECK(cfg.heads % r[i].tp == 0 && cfg.layers % r[i].pp == 0 && r[i].fits);
		CHECK_INT(r[i].replicas * r[i].tp * r[i].pp, ==, 8);
		if (i)
			CHECK(r[i].tokens_per_s <= r[i - 1].tokens_per_s);
		seen_tp4 |= r[i].tp == 4;
		seen_pp2 |= r[i].pp == 2;
	}
	CHECK(seen_tp4 && seen_pp2);
	double cap = r[n / 2].token_s;
	free(r);
	n = plan_serve_search(&j, &pg, 1e12, cap, 16, &r);
	for (long i = 0; i < n; i++)
		CHECK(!r[i].fits || r[i].token_s <= cap);
	CHECK(n > 1 && r[0].fits && !r[n - 1].fits);
	free(r);
	j.prompt = 60;   /* past the positions */
	CHECK_INT(plan_serve_search(&j, &pg, 1e12, 0, 16, &r), ==, -1);
	CHECK_STR(mtk_errmsg(), "a prompt of 60 and 20 tokens to generate: the model has 64 positions");
}

int main(void)
{
	TEST(test_log);
	TEST(test_profile);
	TEST(test_memory);
	TEST(test_search);
	TEST(test_time);
	TEST(test_fit);
	TEST(test_serve);
	return t_done();
}
