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
static void check_layout(const struct gpt_config *cfg, int T, int B, long G, int world,
                         int tp, int sp, int distopt, enum gpt_recompute rc)
{
	struct plan_gpu pg;
	CHECK_INT(plan_gpu_parse(&pg, prof_text, "test"), ==, 0);
	struct plan_job j = {.cfg = *cfg, .T = T, .G = G, .gpus = world, .per_node = 8};
	struct plan_layout l = {.tp = tp, .sp = sp, .pp = 1, .vstages = 1, .mbs = B, .distopt = distopt, .rc = rc};
	if (plan_check(&j, &l) < 0) {
		T_FAIL("plan_check: %s", mtk_errmsg());
		return;
	}
	struct plan_mem m;
	plan_memory(&j, &l, &pg, &m);
	/* the rank with the largest optimizer shard: rank 0's tensor rank,
	 * each data rank */
	size_t most = 0, arena = 0;
	for (int d = 0; d < l.dp; d++) {
		struct nn_layout lay = {.tp = tp, .sp = sp, .distopt = distopt};
		if (nn_layout_decide(&lay, world, d * tp, cfg, T, B, G) < 0) {
			T_FAIL("nn_layout_decide: %s", mtk_errmsg());
			return;
		}
		struct nn_be *be = nn_cpu_new(1);
		struct gpt g;
		if (gpt_init_layout(&g, be, cfg, B, T, rc, 1, &lay) < 0) {
			T_FAIL("gpt_init_layout: %s", mtk_errmsg());
			nn_be_free(be);
			return;
		}
		CHECK_INT(g.nparams, ==, plan_rank_params(cfg, tp, 1));
		if (lay.distopt) {
			size_t lo, hi;
			nn_layout_opt_range(&lay, g.nparams, &lo, &hi);
			CHECK_INT(gpt_shard_optimizer(&g, lo, hi), ==, 0);
		}
		if (be->bytes_in_use > most)
			most = be->bytes_in_use;
		arena = g.arena_bytes;
		gpt_release(&g);
		nn_be_free(be);
	}
	CHECK_INT((size_t)m.acts, ==, arena);
	CHECK_INT((size_t)m.total, ==, most);
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
}

int main(void)
{
	TEST(test_profile);
	TEST(test_memory);
	TEST(test_search);
	TEST(test_time);
	return t_done();
}
