/* Tensor, sequence and pipeline parallelism (nn/gpt.c, nn/train.c)
 * against one rank, and the faults that comparison must catch.
 *
 * Under `mpirun -np 2` (tests/cli/test_mtrain_tp.sh) each rank builds the
 * one-rank model and its tp 2 slice (with and without --sp), runs the same
 * micro-batch through both, and compares the loss, the gradient norm and
 * (rank 0, the slices gathered) every gradient: equal to rounding. Then
 * with each enum gpt_fault set (f's collectives skipped, g's skipped, the
 * row-parallel bias added by both ranks) the same comparison must fail.
 * The same ranks as two pipeline stages: test_pipeline.
 * Run alone it is one rank: tp 1, where f and g are the identity, so a
 * fault set changes nothing and the comparison must pass. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "err.h"
#include "nn/comm.h"
#include "nn/gpt.h"
#include "nn/layout.h"
#include "nn/train.h"
#include "t.h"

enum { B = 2, T = 8, N = B * T };
static struct gpt_config cfg = {.layers = 2, .heads = 4, .dim = 16, .vocab = 200, .max_seq = 8};   /* checked in main */
static struct nn_comm world;
static struct nn_layout lay;
static struct nn_be *be;
static int32_t tok[N], tgt[N];

struct run { float loss; double norm; float *grads; };   /* grads whole, on rank 0 */

static void step(struct gpt *g, struct run *r)
{
	gpt_zero_grad(g);
	r->loss = gpt_forward(g, tok, tgt, B, T, 1.0f / N);
	gpt_backward(g);
	gpt_sync_grads(g);
	r->norm = gpt_grad_norm(g);
	r->grads = calloc(gpt_num_params(&cfg), sizeof(float));
	gpt_get_whole(g, g->grads, r->grads);
}

/* the largest difference, relative: loss, norm, every gradient (the
 * gradients on rank 0, the others giving 0) */
static double differ(const struct run *a, const struct run *b)
{
	double d = fmax(fabs(a->loss - b->loss) / fabs(a->loss), fabs(a->norm - b->norm) / a->norm), top = 0, e = 0;
	if (!world.rank) {
		for (size_t i = 0; i < gpt_num_params(&cfg); i++) {
			top = fmax(top, fabs(a->grads[i]));
			e = fmax(e, fabs(a->grads[i] - b->grads[i]));
		}
		d = fmax(d, e / top);
	}
	return d;
}

static void test_layouts_and_faults(void)
{
	struct gpt one, g;
	struct run ref;
	CHECK_INT(gpt_init(&one, be, &cfg, B, T, GPT_RECOMPUTE_NONE, 7), ==, 0);
	/* every parameter moved off its initial value (the biases start at 0,
	 * where a bias added twice would not show) */
	size_t P = gpt_num_params(&cfg);
	float *w = malloc(P * sizeof *w);
	gpt_get(&one, one.params, w);
	uint64_t s = 11;
	for (size_t i = 0; i < P; i++)
		w[i] += (float)(0.05 * (nn_rng_unif(&s) - 0.5));
	gpt_set(&one, one.params, w);
	step(&one, &ref);
	gpt_release(&one);
	for (int sp = 0; sp <= (lay.tp > 1); sp++)
		for (int f = 0; f <= GPT_FAULT_BIAS_TWICE; f++) {
			lay.sp = sp;
			CHECK_INT(gpt_init_layout(&g, be, &cfg, B, T, GPT_RECOMPUTE_NONE, 7, &lay), ==, 0);
			g.fault = f;
			gpt_set_whole(&g, g.params, w);
			struct run r;
			step(&g, &r);
			double d = differ(&ref, &r);
			if (getenv("MTK_NN_VERBOSE"))
				printf("  tp %d sp %d fault %d: differs by %.3g\n", g.tp, sp, f, d);
			if (!f || lay.tp == 1)
				CHECK(d < 1e-5);   /* one rank's, to rounding */
			else
				CHECK(d > 1e-3);   /* the fault is seen */
			free(r.grads);
			gpt_release(&g);
		}
	free(ref.grads);
	free(w);
}

/* A pipeline of the world's ranks (2 under mpirun: 1F1B over 2 stages):
 * two micro-batches through nn_pipe_step equal to one rank's forward and
 * backward of both, and the tied embedding's gradient left unsummed over
 * the first and last stage is seen. */
static void test_pipeline(void)
{
	enum { M = 2 };
	struct nn_layout pl = {.pp = world.size};
	if (nn_layout_decide(&pl, world.size, world.rank, &cfg, T, B, M * B) < 0 || nn_layout_join(&pl, &world) < 0) {
		fprintf(stderr, "%s\n", mtk_errmsg());
		CHECK(0);
		return;
	}
	int32_t in[M][N], tg[M][N];
	for (int m = 0; m < M; m++)
		for (int i = 0; i < N; i++) {
			in[m][i] = tok[(i + 5 * m) % N];
			tg[m][i] = tgt[(i + 3 * m) % N];
		}
	struct gpt one, g;
	struct run ref = {0};
	CHECK_INT(gpt_init(&one, be, &cfg, B, T, GPT_RECOMPUTE_NONE, 7), ==, 0);
	gpt_zero_grad(&one);
	for (int m = 0; m < M; m++) {
		ref.loss += gpt_forward(&one, in[m], tg[m], B, T, 1.0f / (M * N));
		gpt_backward(&one);
	}
	ref.norm = gpt_grad_norm(&one);
	ref.grads = calloc(gpt_num_params(&cfg), sizeof(float));
	gpt_get_whole(&one, one.grads, ref.grads);
	gpt_release(&one);
	for (int f = 0; f <= 1; f++) {
		CHECK_INT(gpt_init_layout(&g, be, &cfg, B, T, GPT_RECOMPUTE_NONE, 7, &pl), ==, 0);
		g.fault = f ? GPT_FAULT_SKIP_EMBED : 0;
		struct run r;
		gpt_zero_grad(&g);
		double loss = nn_pipe_step(&g, &in[0][0], &tg[0][0], M, B, T, 1.0f / (M * N), -1);
		nn_comm_sum_host(&pl.ppc, &loss, 1);   /* from the last stage */
		r.loss = (float)loss;
		gpt_sync_grads(&g);
		r.norm = gpt_grad_norm(&g);
		r.grads = calloc(gpt_num_params(&cfg), sizeof(float));
		gpt_get_whole(&g, g.grads, r.grads);
		double d = differ(&ref, &r);
		if (getenv("MTK_NN_VERBOSE"))
			printf("  pp %d fault %d: differs by %.3g\n", g.pp, f, d);
		if (!f || pl.pp == 1)
			CHECK(d < 1e-5);
		else
			CHECK(d > 1e-3);
		free(r.grads);
		gpt_release(&g);
	}
	free(ref.grads);
	nn_layout_release(&pl);
}

int main(int argc, char **argv)
{
	if (nn_comm_init(&world, &argc, &argv) < 0 || !(be = nn_cpu_new(1))) {
		fprintf(stderr, "%s\n", mtk_errmsg());
		return 1;
	}
	uint64_t s = 5;
	for (int i = 0; i < N; i++) {
		tok[i] = (int32_t)(nn_rng_next(&s) % cfg.vocab);
		tgt[i] = i == 3 ? -1 : (int32_t)(nn_rng_next(&s) % cfg.vocab);
	}
	lay.tp = world.size;   /* the whole world one tensor group */
	if (gpt_config_check(&cfg) < 0 || nn_layout_decide(&lay, world.size, world.rank, &cfg, T, B, B) < 0 || nn_layout_join(&lay, &world) < 0) {
		fprintf(stderr, "%s\n", mtk_errmsg());
		return 1;
	}
	TEST(test_layouts_and_faults);
	TEST(test_pipeline);
	nn_layout_release(&lay);
	nn_be_free(be);
	nn_comm_free(&world);
	return t_done();
}
