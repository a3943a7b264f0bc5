/* Tensor, sequence and pipeline parallelism (nn/gpt.c, nn/train.c)
 * against one rank, and the faults that comparison must catch.
 *
 * Under `mpirun -np 2` (tests/cli/test_mtrain_tp.sh) each rank builds the
 * one-rank model and its tp 2 slice (with and without --sp), runs the same
 * micro-batch through both, and compares the loss, the gradient norm and
 * (rank 0, the slices gathered) every gradient: equal to rounding. Then
 * with each enum gpt_fault set (f's collectives skipped, g's skipped, the
 * row-parallel bias added by both ranks) the same comparison must fail.
 * The same ranks as two pipeline stages: test_pipeline; generation with
 * the key/value cache on the tensor group: test_decode.
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

/* Generation with the key/value cache on the tensor group: the slice's
 * logits for two sequences decoded token by token equal the one-rank
 * model's (each rank gets the whole vocabulary's), and the cache takes
 * the bytes gpt_cache_bytes says for a rank of tp (what mplan --serve
 * counts); with g's collectives skipped the logits differ. */
static void test_decode(void)
{
	struct gpt one, g;
	struct gpt_cache c1, ct;
	CHECK_INT(gpt_init(&one, be, &cfg, 1, T, GPT_INFERENCE, 9), ==, 0);
	lay.sp = 0;
	CHECK_INT(gpt_init_layout(&g, be, &cfg, 1, T, GPT_INFERENCE, 9, &lay), ==, 0);
	CHECK_INT(gpt_cache_init(&one, &c1, 2, T), ==, 0);
	size_t before = be->bytes_in_use;
	CHECK_INT(gpt_cache_init(&g, &ct, 2, T), ==, 0);
	CHECK_INT(be->bytes_in_use - before, ==, gpt_cache_bytes(&cfg, 2, T, be->act_dtype, lay.tp));
	float *a = malloc(2 * cfg.vocab * sizeof *a), *b = malloc(2 * cfg.vocab * sizeof *b);
	double worst = 0;
	for (int t = 0; t < T; t++) {
		gpt_decode(&one, &c1, tok + 2 * t, a);
		gpt_decode(&g, &ct, tok + 2 * t, b);
		for (int i = 0; i < 2 * cfg.vocab; i++)
			worst = fmax(worst, fabs(a[i] - b[i]));
	}
	CHECK(worst < 1e-5);
	if (lay.tp > 1) {   /* the partial sums left unsummed */
		gpt_cache_release(&g, &ct);
		CHECK_INT(gpt_cache_init(&g, &ct, 2, T), ==, 0);
		g.fault = GPT_FAULT_SKIP_G;
		gpt_decode(&g, &ct, tok, b);
		gpt_cache_release(&one, &c1);
		CHECK_INT(gpt_cache_init(&one, &c1, 2, T), ==, 0);
		gpt_decode(&one, &c1, tok, a);
		worst = 0;
		for (int i = 0; i < 2 * cfg.vocab; i++)
			worst = fmax(worst, fabs(a[i] - b[i]));
		CHECK(worst > 1e-3);
	}
	free(a), free(b);
	gpt_cache_release(&g, &ct);
	gpt_cache_release(&one, &c1);
	gpt_release(&g);
	gpt_release(&one);
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

/*
 * Device collectives (nn_comm_attach, struct nn_dcoll) with no device: a
 * "device" backend that is the CPU backend with host_mem cleared, whose
 * dcoll does each operation over MPI on the host (through the same group,
 * given the CPU backend, so that nn/comm takes its MPI path). Every
 * operation of nn/comm must then give what the MPI path gives; the uneven
 * shards (reduce and broadcast per owner, in a batch) are the part that
 * exists only on this path. nn_layout_attach attaches where the ranks'
 * devices differ and refuses (or, auto, stays on MPI) where they share.
 */
static struct nn_be fake_be;
static struct nn_ops fake_ops;
static int fake_calls, fake_batch, fake_same_device;
static char fake_id[] = "group id made by rank 0";

static int fake_make_id(void *id) { memcpy(id, fake_id, sizeof fake_id); return 0; }
static int fake_device(const struct nn_be *b) { return fake_same_device ? 0 : world.rank; }
static void *fake_join(struct nn_be *b, const void *id, int size, int rank)
{
	CHECK(!memcmp(id, fake_id, sizeof fake_id));   /* rank 0's, passed on */
	struct nn_comm *c = malloc(sizeof *c);
	nn_comm_split(&world, 0, rank, c);   /* (the test's groups are the world) */
	CHECK_INT(c->size, ==, size);
	return c;
}
static void fake_leave(void *g) { nn_comm_free(g); free(g); }
static void fake_all_reduce(struct nn_be *b, void *g, void *x, size_t n, int dtype, int max)
{
	fake_calls++;
	CHECK_INT(dtype, ==, NN_F32);
	nn_comm_all_reduce(g, be, x, n, max ? NN_COMM_MAX : NN_COMM_SUM);
}
static void fake_reduce_scatter(struct nn_be *b, void *g, void *out, const void *in, size_t n, int dtype)
{
	fake_calls++;
	nn_comm_reduce_scatter(g, be, out, in, n);
}
static void fake_all_gather(struct nn_be *b, void *g, void *out, const void *in, size_t bytes)
{
	fake_calls++;
	nn_comm_all_gather(g, NULL, out, in, bytes, 1);
}
static void fake_bcast(struct nn_be *b, void *g, void *x, size_t bytes, int root)
{
	fake_calls++;
	CHECK(fake_batch >= 0);
	nn_comm_bcast(g, NULL, x, bytes, 1, root);
}
static void fake_reduce(struct nn_be *b, void *g, float *x, size_t n, int root)
{
	fake_calls++;
	CHECK_INT(fake_batch, ==, 1);   /* uneven shards: inside a batch */
	float *t = malloc(n * sizeof *t);
	memcpy(t, x, n * sizeof *t);
	nn_comm_all_reduce(g, be, t, n, NN_COMM_SUM);
	if (((struct nn_comm *)g)->rank == root)
		memcpy(x, t, n * sizeof *t);
	free(t);
}
static void fake_group(int begin) { fake_batch += begin ? 1 : -1; }
static const struct nn_dcoll fake_dcoll = {
	sizeof fake_id, fake_make_id, fake_device, fake_join, fake_leave, fake_all_reduce,
	fake_reduce_scatter, fake_all_gather, fake_bcast, fake_reduce, fake_group,
};

static void fill(float *x, size_t n, int salt)
{
	for (size_t i = 0; i < n; i++)
		x[i] = (float)((i * 7 + (size_t)salt * 13 + (size_t)world.rank * 31) % 23) - 11.0f;
}

static void test_device_collectives(void)
{
	fake_ops = *be->ops;
	fake_ops.dcoll = &fake_dcoll;
	fake_be = *be;
	fake_be.ops = &fake_ops;
	fake_be.host_mem = 0;   /* nn/comm: not host memory, so the device path */
	struct nn_comm host, dev;
	CHECK_INT(nn_comm_split(&world, 0, world.rank, &host), ==, 0);
	CHECK_INT(nn_comm_split(&world, 0, world.rank, &dev), ==, 0);
	CHECK_INT(nn_comm_attach(&dev, &fake_be), ==, 0);
	CHECK(world.size == 1 || dev.dg);
	enum { NS = 1000 };   /* shards of 512 and 488 on two ranks */
	size_t k = (size_t)world.size, n = NS;
	float *a = calloc(n * k, sizeof *a), *b = calloc(n * k, sizeof *b);
	float *oa = calloc(n * k, sizeof *a), *ob = calloc(n * k, sizeof *b);
	int calls = fake_calls;
	for (int op = 0; op < 2; op++) {
		fill(a, n, op);
		fill(b, n, op);
		nn_comm_all_reduce(&host, be, a, n, op ? NN_COMM_MAX : NN_COMM_SUM);
		nn_comm_all_reduce(&dev, &fake_be, b, n, op ? NN_COMM_MAX : NN_COMM_SUM);
		CHECK_MEM(a, b, n * sizeof *a);
	}
	fill(a, n, 2), fill(b, n, 2);
	nn_comm_sum_act(&host, be, a, n);
	nn_comm_sum_act(&dev, &fake_be, b, n);
	CHECK_MEM(a, b, n * sizeof *a);
	fill(a, n * k, 3), fill(b, n * k, 3);
	nn_comm_reduce_scatter(&host, be, oa, a, n);
	nn_comm_reduce_scatter(&dev, &fake_be, ob, b, n);
	CHECK_MEM(oa, ob, n * sizeof *a);
	nn_comm_reduce_scatter_act(&host, be, oa, a, n);
	nn_comm_reduce_scatter_act(&dev, &fake_be, ob, b, n);
	CHECK_MEM(oa, ob, n * sizeof *a);
	fill(a, n, 4), fill(b, n, 4);
	nn_comm_all_gather(&host, be, oa, a, n, sizeof *a);
	nn_comm_all_gather(&dev, &fake_be, ob, b, n, sizeof *a);
	CHECK_MEM(oa, ob, n * k * sizeof *a);
	fill(a, n, 5), fill(b, n, 5);
	nn_comm_bcast(&host, be, a, n, sizeof *a, world.size - 1);
	nn_comm_bcast(&dev, &fake_be, b, n, sizeof *a, world.size - 1);
	CHECK_MEM(a, b, n * sizeof *a);
	/* the distributed optimizer's uneven shards */
	size_t lo, hi;
	nn_comm_shard(world.size, world.rank, n, &lo, &hi);
	fill(a, n, 6), fill(b, n, 6);
	nn_comm_sum_shard(&host, be, a, n);
	nn_comm_sum_shard(&dev, &fake_be, b, n);
	CHECK_MEM(a + lo, b + lo, (hi - lo) * sizeof *a);
	fill(a, n, 7);
	memcpy(b, a, n * sizeof *a);
	nn_comm_gather(&host, be, a, n, sizeof *a);
	nn_comm_gather(&dev, &fake_be, b, n, sizeof *a);
	CHECK_MEM(a, b, n * sizeof *a);
	CHECK_INT(fake_batch, ==, 0);
	if (world.size > 1)   /* every operation went to the device collectives */
		CHECK_INT(fake_calls - calls, ==, 2 + 1 + 2 + 1 + 1 + 2 * world.size);
	free(a), free(b), free(oa), free(ob);
	nn_comm_free(&dev);
	nn_comm_free(&host);

	/* the layout: attached where each rank has a device of its own */
	struct nn_layout l = {.tp = world.size};
	int used = -1;
	CHECK_INT(nn_layout_decide(&l, world.size, world.rank, &cfg, T, B, B), ==, 0);
	CHECK_INT(nn_layout_join(&l, &world), ==, 0);
	fake_same_device = 1;
	CHECK_INT(nn_layout_attach(&l, &world, &fake_be, NN_COMM_AUTO, &used), ==, 0);
	CHECK_INT(used, ==, 0);   /* shared: auto stays on MPI */
	CHECK(!l.tpc.dg);
	if (world.size > 1) {
		CHECK_INT(nn_layout_attach(&l, &world, &fake_be, NN_COMM_DEVICE, &used), ==, -1);
		CHECK(strstr(mtk_errmsg(), "ranks 0 and 1 share device 0 of "));
	}
	CHECK_INT(nn_layout_attach(&l, &world, be, NN_COMM_DEVICE, &used), ==, 0);   /* host memory: MPI */
	CHECK_INT(used, ==, 0);
	fake_same_device = 0;
	CHECK_INT(nn_layout_attach(&l, &world, &fake_be, NN_COMM_AUTO, &used), ==, 0);
	CHECK_INT(used, ==, world.size > 1);
	CHECK(world.size == 1 || l.tpc.dg);
	CHECK(!l.dpc.dg && !l.ppc.dg);   /* groups of one rank: nothing to attach */
	nn_layout_release(&l);
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
	TEST(test_device_collectives);
	TEST(test_decode);
	nn_layout_release(&lay);
	nn_be_free(be);
	nn_comm_free(&world);
	return t_done();
}
