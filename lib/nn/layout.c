/* nn/layout: the ranks' layout, decided and checked once; see layout.h. */
#include "nn/layout.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "err.h"

int nn_layout_decide(struct nn_layout *l, int world, int rank, const struct gpt_config *cfg,
                     int T, long B, long G)
{
	int tp = l->tp > 0 ? l->tp : 1, pp = l->pp > 0 ? l->pp : 1, v = l->vstages > 0 ? l->vstages : 1;
	/* the order of the checks: the ranks first, then what each split
	 * divides; one message, naming the options to change */
	if (world % (tp * pp))
		return mtk_seterr("%d rank%s not divisible by --tp %d x --pp %d", world,
		                  world == 1 ? " is" : "s are", tp, pp);
	int dp = world / (tp * pp);
	if (cfg->heads % tp)
		return mtk_seterr("--tp %d does not divide the %d heads", tp, cfg->heads);
	if (4 * cfg->dim % tp)   /* implied while dim is whole heads; not for an MLP of its own width */
		return mtk_seterr("--tp %d does not divide the MLP width 4 x %d", tp, cfg->dim);
	if (cfg->vocab_padded % tp)
		return mtk_seterr("--tp %d does not divide the padded vocabulary %d", tp, cfg->vocab_padded);
	if (l->sp && tp == 1)
		return mtk_seterr("--sp needs --tp 2 or more (it splits the sequence over the tensor group)");
	if (l->sp && T % tp)
		return mtk_seterr("--sp: --tp %d does not divide the sequence %d", tp, T);
	if (v > 1 && pp == 1)
		return mtk_seterr("--virtual-stages needs --pp 2 or more");
	if (cfg->layers % (pp * v))
		return mtk_seterr("--pp %d x --virtual-stages %d does not divide the %d layers", pp, v,
		                  cfg->layers);
	if (G % (B * dp))
		return mtk_seterr("--global-batch %ld is not a multiple of --batch %ld x %d ranks of data"
		                  " parallelism", G, B, dp);
	if (pp > 1 && G / (B * dp) < 2)
		return mtk_seterr("--pp %d with one micro-batch a step: the stages would only take turns;"
		                  " raise --global-batch to %ld or more (micro-batches of --batch %ld a rank)",
		                  pp, 2 * B * dp, B);
	if (l->gpipe && v > 1)
		return mtk_seterr("--schedule gpipe: one chunk a stage (--virtual-stages 1)");
	if (v > 1 && (G / (B * dp)) % pp)   /* the interleaved schedule's groups of p (nn/sched.h) */
		return mtk_seterr("--virtual-stages: the %ld micro-batches a step of a rank are not a multiple"
		                  " of --pp %d", G / (B * dp), pp);
	l->tp = tp;
	l->pp = pp;
	l->vstages = v;
	l->sp = !!l->sp;
	l->distopt = l->distopt && dp > 1;   /* one rank's shard is the whole */
	l->world = world;
	l->dp = dp;
	l->micro = (int)(G / (B * dp));
	l->sched = v > 1 ? NN_SCHED_INTERLEAVED : l->gpipe ? NN_SCHED_GPIPE : NN_SCHED_1F1B;
	l->rank = rank;
	nn_layout_coords(l, rank, &l->tp_rank, &l->dp_rank, &l->pp_rank);
	return 0;
}

int nn_layout_rank(const struct nn_layout *l, int t, int d, int p)
{
	return (p * l->dp + d) * l->tp + t;
}

void nn_layout_coords(const struct nn_layout *l, int rank, int *t, int *d, int *p)
{
	*t = rank % l->tp;
	*d = rank / l->tp % l->dp;
	*p = rank / (l->tp * l->dp);
}

void nn_layout_group(const struct nn_layout *l, enum nn_group which, int rank, int *color, int *key)
{
	int t, d, p;
	nn_layout_coords(l, rank, &t, &d, &p);
	/* the colour numbers the group by the coordinates it does not span */
	switch (which) {
	case NN_TP: *color = p * l->dp + d; *key = t; break;
	case NN_DP: *color = p * l->tp + t; *key = d; break;
	case NN_PP: *color = d * l->tp + t; *key = p; break;
	}
}

int nn_layout_join(struct nn_layout *l, struct nn_comm *world)
{
	struct nn_comm *g[3] = {&l->tpc, &l->dpc, &l->ppc};
	for (int i = 0; i < 3; i++) {
		int color = 0, key = 0;
		nn_layout_group(l, (enum nn_group)i, l->rank, &color, &key);
		if (nn_comm_split(world, color, key, g[i]) < 0)
			return -1;
	}
	/* the embedding group: the ends of this rank's pipeline (coloured as
	 * the pipeline group), every other rank alone (a colour of its own) */
	int color, key, end = l->pp_rank == 0 || l->pp_rank == l->pp - 1;
	nn_layout_group(l, NN_PP, l->rank, &color, &key);
	return nn_comm_split(world, end ? color : l->world + l->rank, key, &l->embc);
}

/* where a rank runs: its host's name and its device there */
struct place {
	char host[64];
	int32_t device;
};

int nn_layout_attach(struct nn_layout *l, struct nn_comm *world, struct nn_be *be, enum nn_comm_way way,
                     int *used)
{
	*used = 0;
	if (way == NN_COMM_HOST || be->host_mem || world->size == 1)
		return 0;
	if (!be->ops->dcoll) {
		if (way == NN_COMM_AUTO)
			return 0;
		return mtk_seterr("--comm nccl: the %s backend has no device collectives"
		                  " (this build found no NCCL)", be->ops->name);
	}
	/* NCCL wants a device of its own for each rank: ranks sharing one
	 * (more ranks on a node than devices) stay on the host path */
	struct place me = {0}, *all = calloc((size_t)world->size, sizeof *all);
	if (!all)
		return mtk_seterr("out of memory");
	gethostname(me.host, sizeof me.host - 1);
	me.device = be->ops->dcoll->device(be);
	nn_comm_all_gather(world, NULL, all, &me, 1, sizeof me);
	int a = -1, b = -1;
	for (int i = 0; i < world->size && a < 0; i++)
		for (int j = i + 1; j < world->size && a < 0; j++)
			if (all[i].device == all[j].device && !strcmp(all[i].host, all[j].host))
				a = i, b = j;
	if (a >= 0) {
		int rc = way == NN_COMM_AUTO ? 0
		                             : mtk_seterr("--comm nccl: ranks %d and %d share device %d of %s,"
		                                          " and NCCL needs one device a rank (--comm mpi stages"
		                                          " through the host)", a, b, all[a].device, all[a].host);
		free(all);
		return rc;
	}
	free(all);
	struct nn_comm *g[4] = {&l->tpc, &l->dpc, &l->ppc, &l->embc};
	for (int i = 0; i < 4; i++)
		if (nn_comm_attach(g[i], be) < 0)
			return -1;
	*used = 1;
	return 0;
}

void nn_layout_release(struct nn_layout *l)
{
	nn_comm_free(&l->tpc);
	nn_comm_free(&l->dpc);
	nn_comm_free(&l->ppc);
	nn_comm_free(&l->embc);
}

void nn_layout_opt_range(const struct nn_layout *l, size_t n, size_t *lo, size_t *hi)
{
	if (l && l->distopt) {
		nn_comm_shard(l->dp, l->dp_rank, n, lo, hi);
	} else {
		*lo = 0;
		*hi = n;
	}
}
