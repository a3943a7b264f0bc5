/* The ranks' layout (nn/layout): Megatron's rank order, each bad layout's
 * message, and the collectives over each group (nn/comm).
 *
 * Run alone it is one rank (the collectives are no-ops or copies); under
 * `mpirun -np 4` (tests/cli/test_mtrain_layout.sh) every rank runs the
 * same checks over every layout of four ranks with real groups, and each
 * prints its own "N passed, N failed". */
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "nn/comm.h"
#include "nn/layout.h"
#include "t.h"

/* heads 4, MLP width 32, padded vocabulary 128, 8 layers */
static const struct gpt_config cfg = {.layers = 8, .heads = 4, .dim = 8, .vocab = 100,
                                      .vocab_padded = 128, .max_seq = 16};
static struct nn_comm world;
static struct nn_be *be;

/* Megatron's groups written out, from initialize_model_parallel's example:
 * 16 ranks, tp 2, pp 4 (so dp 2). */
static void test_megatron_example(void)
{
	static const int tpg[8][2] = {{0, 1}, {2, 3}, {4, 5}, {6, 7}, {8, 9}, {10, 11}, {12, 13}, {14, 15}};
	static const int dpg[8][2] = {{0, 2}, {1, 3}, {4, 6}, {5, 7}, {8, 10}, {9, 11}, {12, 14}, {13, 15}};
	static const int ppg[4][4] = {{0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15}};
	struct nn_layout l = {.tp = 2, .pp = 4};
	CHECK_INT(nn_layout_decide(&l, 16, 5, &cfg, 16, 1, 4), ==, 0);
	CHECK_INT(l.dp, ==, 2);
	CHECK_INT(l.tp_rank, ==, 1);   /* 5: the second of {4, 5}, */
	CHECK_INT(l.dp_rank, ==, 0);   /* the first of {5, 7}, */
	CHECK_INT(l.pp_rank, ==, 1);   /* the second of {1, 5, 9, 13} */
	int c0, c1, k0, k1;
	for (int i = 0; i < 8; i++) {
		nn_layout_group(&l, NN_TP, tpg[i][0], &c0, &k0);
		nn_layout_group(&l, NN_TP, tpg[i][1], &c1, &k1);
		CHECK(c0 == c1 && k0 == 0 && k1 == 1);
		nn_layout_group(&l, NN_DP, dpg[i][0], &c0, &k0);
		nn_layout_group(&l, NN_DP, dpg[i][1], &c1, &k1);
		CHECK(c0 == c1 && k0 == 0 && k1 == 1);
	}
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 4; j++) {
			nn_layout_group(&l, NN_PP, ppg[i][0], &c0, &k0);
			nn_layout_group(&l, NN_PP, ppg[i][j], &c1, &k1);
			CHECK(c0 == c1 && k1 == j);
		}
	nn_layout_group(&l, NN_TP, 0, &c0, &k0);   /* and different groups differ */
	nn_layout_group(&l, NN_TP, 2, &c1, &k1);
	CHECK(c0 != c1);
}

/* For several shapes: rank = tp_rank + tp (dp_rank + dp pp_rank) and back;
 * two ranks share a group's colour exactly when they agree on the
 * coordinates the group does not span, and its key is the one it spans
 * (so the group lists its ranks in increasing order, as Megatron's do). */
static void test_rank_order(void)
{
	static const int shapes[][3] = {{1, 1, 1}, {4, 1, 1}, {4, 4, 1}, {4, 1, 4}, {8, 2, 2},
	                                {12, 2, 3}, {12, 3, 2}, {24, 4, 2}, {6, 3, 1}};
	/* divisible by every tp and pp below */
	static const struct gpt_config c = {.layers = 24, .heads = 12, .dim = 12, .vocab = 300,
	                                    .vocab_padded = 384, .max_seq = 16};
	for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++) {
		int W = shapes[s][0], tp = shapes[s][1], pp = shapes[s][2], dp = W / (tp * pp);
		struct nn_layout l = {.tp = tp, .pp = pp};
		CHECK_INT(nn_layout_decide(&l, W, W - 1, &c, 16, 1, 2 * dp), ==, 0);
		CHECK_INT(l.dp, ==, dp);
		CHECK_INT(l.micro, ==, 2);
		for (int r = 0; r < W; r++) {
			int t, d, p;
			nn_layout_coords(&l, r, &t, &d, &p);
			CHECK_INT(t, ==, r % tp);
			CHECK_INT(d, ==, r / tp % dp);
			CHECK_INT(p, ==, r / (tp * dp));
			CHECK_INT(nn_layout_rank(&l, t, d, p), ==, r);
			for (int q = 0; q < W; q++) {
				int u, e, o, cr, kr, cq, kq;
				nn_layout_coords(&l, q, &u, &e, &o);
				nn_layout_group(&l, NN_TP, r, &cr, &kr);
				nn_layout_group(&l, NN_TP, q, &cq, &kq);
				CHECK((cr == cq) == (d == e && p == o));
				CHECK_INT(kq, ==, u);
				nn_layout_group(&l, NN_DP, r, &cr, &kr);
				nn_layout_group(&l, NN_DP, q, &cq, &kq);
				CHECK((cr == cq) == (t == u && p == o));
				CHECK_INT(kq, ==, e);
				nn_layout_group(&l, NN_PP, r, &cr, &kr);
				nn_layout_group(&l, NN_PP, q, &cq, &kq);
				CHECK((cr == cq) == (t == u && d == e));
				CHECK_INT(kq, ==, o);
			}
		}
	}
}

static void bad(int world_size, struct nn_layout l, const struct gpt_config *c, int T, long B, long G,
                const char *want)
{
	CHECK_INT(nn_layout_decide(&l, world_size, 0, c, T, B, G), ==, -1);
	CHECK_STR(mtk_errmsg(), want);
}

/* Every bad layout, one message each; and what is decided for good ones. */
static void test_checks(void)
{
	struct gpt_config c = cfg;
	bad(6, (struct nn_layout){.tp = 4}, &c, 16, 1, 8, "6 ranks are not divisible by --tp 4 x --pp 1");
	bad(8, (struct nn_layout){.tp = 2, .pp = 3}, &c, 16, 1, 8,
	    "8 ranks are not divisible by --tp 2 x --pp 3");
	bad(1, (struct nn_layout){.tp = 2}, &c, 16, 1, 8, "1 rank is not divisible by --tp 2 x --pp 1");
	bad(8, (struct nn_layout){.tp = 8}, &c, 16, 1, 8, "--tp 8 does not divide the 4 heads");
	/* (with dim a multiple of the heads, as gpt_config_check wants, tp
	 * dividing the heads divides 4 dim too: a config made for the check) */
	c.heads = 8;
	c.dim = 1;
	bad(8, (struct nn_layout){.tp = 8}, &c, 16, 1, 8, "--tp 8 does not divide the MLP width 4 x 1");
	c.heads = 6;
	c.dim = 12;   /* 3 divides the heads and 48, not the padded vocabulary 128 */
	bad(3, (struct nn_layout){.tp = 3}, &c, 16, 1, 8, "--tp 3 does not divide the padded vocabulary 128");
	c = cfg;
	bad(2, (struct nn_layout){.sp = 1}, &c, 16, 1, 8,
	    "--sp needs --tp 2 or more (it splits the sequence over the tensor group)");
	bad(4, (struct nn_layout){.tp = 4, .sp = 1}, &c, 6, 1, 8, "--sp: --tp 4 does not divide the sequence 6");
	bad(4, (struct nn_layout){.vstages = 2}, &c, 16, 1, 8, "--virtual-stages needs --pp 2 or more");
	bad(4, (struct nn_layout){.pp = 4, .vstages = 3}, &c, 16, 1, 8,
	    "--pp 4 x --virtual-stages 3 does not divide the 8 layers");
	bad(3, (struct nn_layout){.pp = 3}, &c, 16, 1, 8, "--pp 3 x --virtual-stages 1 does not divide the 8 layers");
	bad(2, (struct nn_layout){.pp = 2}, &c, 16, 1, 1, "--pp 2 with one micro-batch a step: the stages would only take turns;"
	    " raise --global-batch to 2 or more (micro-batches of --batch 1 a rank)");
	bad(2, (struct nn_layout){.pp = 2, .vstages = 2, .gpipe = 1}, &c, 16, 1, 4,
	    "--schedule gpipe: one chunk a stage (--virtual-stages 1)");
	bad(4, (struct nn_layout){.tp = 2}, &c, 16, 2, 6,
	    "--global-batch 6 is not a multiple of --batch 2 x 2 ranks of data parallelism");

	/* good ones: what the layout decides */
	struct nn_layout l = {.tp = 2, .pp = 2, .vstages = 2, .sp = 1, .distopt = 1};
	CHECK_INT(nn_layout_decide(&l, 8, 6, &cfg, 16, 2, 8), ==, 0);
	CHECK(l.world == 8 && l.dp == 2 && l.micro == 2 && l.vstages == 2 && l.sp && l.distopt);
	CHECK(l.rank == 6 && l.tp_rank == 0 && l.dp_rank == 1 && l.pp_rank == 1);
	size_t lo, hi;
	nn_layout_opt_range(&l, 1000, &lo, &hi);   /* the second half, 64-aligned */
	CHECK(lo == 512 && hi == 1000);
	l = (struct nn_layout){.distopt = 1};   /* two data-parallel ranks: sharded */
	CHECK_INT(nn_layout_decide(&l, 2, 0, &cfg, 16, 1, 4), ==, 0);
	CHECK(l.dp == 2 && l.distopt && l.micro == 2);
	/* one data-parallel rank: nothing to shard, so no distributed optimizer */
	l = (struct nn_layout){.tp = 2, .distopt = 1};
	CHECK_INT(nn_layout_decide(&l, 2, 0, &cfg, 16, 1, 4), ==, 0);
	CHECK(l.dp == 1 && !l.distopt && l.tp == 2 && l.pp == 1 && l.vstages == 1 && l.micro == 4);
	nn_layout_opt_range(&l, 1000, &lo, &hi);
	CHECK(lo == 0 && hi == 1000);
	nn_layout_opt_range(NULL, 10, &lo, &hi);
	CHECK(lo == 0 && hi == 10);
}

/* the ranks of this rank's group of kind `which`, in key order */
static int members(const struct nn_layout *l, enum nn_group which, int *out)
{
	int n = which == NN_TP ? l->tp : which == NN_DP ? l->dp : l->pp;
	for (int i = 0; i < n; i++)
		out[i] = nn_layout_rank(l, which == NN_TP ? i : l->tp_rank, which == NN_DP ? i : l->dp_rank,
		                        which == NN_PP ? i : l->pp_rank);
	return n;
}

/* Over each group of every layout of the world's ranks: rank r gives
 * 100 r + i, so each result names the ranks it came from. */
static void test_collectives(void)
{
	enum { N = 6 };
	int W = world.size, ids[64];
	for (int tp = 1; tp <= W; tp++)
		for (int pp = 1; tp * pp <= W; pp++) {
			if (W % (tp * pp))
				continue;
			struct nn_layout l = {.tp = tp, .pp = pp};
			CHECK_INT(nn_layout_decide(&l, W, world.rank, &cfg, 16, 1, W), ==, 0);
			CHECK_INT(nn_layout_join(&l, &world), ==, 0);
			struct nn_comm *gc[3] = {&l.tpc, &l.dpc, &l.ppc};
			for (int k = 0; k < 3; k++) {
				struct nn_comm *c = gc[k];
				int n = members(&l, (enum nn_group)k, ids), me = -1;
				for (int i = 0; i < n; i++)
					me = ids[i] == l.rank ? i : me;
				CHECK_INT(c->size, ==, n);
				CHECK_INT(c->rank, ==, me);
				float *x = calloc((size_t)N * n, sizeof *x), *y = calloc((size_t)N * n, sizeof *y);
				for (int i = 0; i < N; i++)
					x[i] = (float)(100 * l.rank + i);
				nn_comm_all_reduce(c, be, x, N, NN_COMM_SUM);
				for (int i = 0; i < N; i++) {
					float want = 0;
					for (int j = 0; j < n; j++)
						want += (float)(100 * ids[j] + i);
					CHECK_DBL(x[i], want, 0);
				}
				for (int i = 0; i < N; i++)
					x[i] = (float)(100 * l.rank + i);
				nn_comm_all_reduce(c, be, x, N, NN_COMM_MAX);
				CHECK_DBL(x[N - 1], 100 * ids[n - 1] + N - 1, 0);
				/* reduce-scatter: chunk j of every rank's N n, summed, to the j-th */
				for (int i = 0; i < N * n; i++)
					x[i] = (float)(100 * l.rank + i);
				nn_comm_reduce_scatter(c, be, y, x, N);
				for (int i = 0; i < N; i++) {
					float want = 0;
					for (int j = 0; j < n; j++)
						want += (float)(100 * ids[j] + me * N + i);
					CHECK_DBL(y[i], want, 0);
				}
				/* all-gather: every rank's N, in the group's order */
				for (int i = 0; i < N; i++)
					x[i] = (float)(100 * l.rank + i);
				nn_comm_all_gather(c, be, y, x, N, sizeof *x);
				for (int j = 0; j < n; j++)
					CHECK_DBL(y[j * N + 1], 100 * ids[j] + 1, 0);
				/* broadcast from the group's last rank */
				x[0] = (float)l.rank;
				nn_comm_bcast(c, be, x, 1, sizeof *x, n - 1);
				CHECK_DBL(x[0], ids[n - 1], 0);
				nn_comm_barrier(c);
				free(x);
				free(y);
			}
			/* the pipeline: each stage receives from the one before and
			 * sends on, adding its rank; then the same back */
			float v = 0;
			int p = l.ppc.rank, P = l.ppc.size, sum = 0;
			for (int i = 0; i < l.pp; i++)
				sum += nn_layout_rank(&l, l.tp_rank, l.dp_rank, i);
			for (int dir = 0; dir < 2 && P > 1; dir++) {
				int prev = dir ? p + 1 : p - 1, next = dir ? p - 1 : p + 1;
				v = dir ? v : 0;
				if (prev >= 0 && prev < P)
					nn_comm_recv(&l.ppc, be, &v, 1, sizeof v, prev, dir);
				if (dir)   /* the way back carries the sum home */
					CHECK_DBL(v, sum, 0);
				else
					v += (float)l.rank;
				if (next >= 0 && next < P)
					nn_comm_send(&l.ppc, be, &v, 1, sizeof v, next, dir, NULL);
			}
			nn_layout_release(&l);
		}
}

int main(int argc, char **argv)
{
	if (nn_comm_init(&world, &argc, &argv) < 0 || !(be = nn_cpu_new(1))) {
		fprintf(stderr, "%s\n", mtk_errmsg());
		return 1;
	}
	TEST(test_megatron_example);
	TEST(test_rank_order);
	TEST(test_checks);
	TEST(test_collectives);
	nn_be_free(be);
	nn_comm_free(&world);
	return t_done();
}
