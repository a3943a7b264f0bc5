/*
 * nn/layout: how a training job's ranks split the work, decided and checked
 * once (nn_layout_decide) from the number of ranks and the options; the
 * model, the step and the checkpoints ask it and never re-derive it.
 *
 * world = tp x dp x pp ranks. Ranks are ordered as Megatron-LM orders them:
 * the tensor-parallel group is tp adjacent ranks (innermost: the heaviest
 * traffic stays inside a node), then data parallelism, then the pipeline
 * stages outermost:
 *
 *     rank = (pp_rank x dp + dp_rank) x tp + tp_rank
 *
 * so with 16 ranks, tp 2, pp 4 the tensor groups are {0,1} {2,3} ..., the
 * data groups {0,2} {1,3} {4,6} ..., the pipeline groups {0,4,8,12}
 * {1,5,9,13} ... (Megatron's initialize_model_parallel docstring).
 *
 * Sequence parallelism (sp) splits the LayerNorm/dropout regions along the
 * sequence over the tensor group; virtual stages (vstages) give each
 * pipeline rank that many chunks of layers (the interleaved schedule). The
 * distributed optimizer shards AdamW's state over the data group; with one
 * data-parallel rank there is nothing to shard and it is off.
 *
 * nn_layout_join makes the group communicators (nn/comm.h); the struct owns
 * them (nn_layout_release). A zeroed layout's groups are one rank each.
 */
#ifndef MTK_NN_LAYOUT_H
#define MTK_NN_LAYOUT_H

#include <stddef.h>

#include "nn/comm.h"
#include "nn/gpt.h"
#include "nn/sched.h"

struct nn_layout {
	/* asked for (options); 0 means 1 for tp, pp, vstages */
	int tp, pp, vstages, sp, distopt;
	int gpipe;                             /* GPipe rather than 1F1B (v = 1) */
	/* decided: world = tp dp pp; micro = micro-batches per rank per step */
	int world, dp, micro;
	enum nn_sched_kind sched;              /* the pipeline's schedule (pp > 1) */
	int rank, tp_rank, dp_rank, pp_rank;   /* this rank and its coordinates */
	/* its groups, after nn_layout_join; embc is Megatron's embedding group,
	 * the first and the last stage of its pipeline (which both hold the
	 * tied wte), one rank on the stages between and with pp = 1 */
	struct nn_comm tpc, dpc, ppc, embc;
};

enum nn_group { NN_TP, NN_DP, NN_PP };

/* Check the asked-for l->tp, pp, vstages, sp, distopt against `world`
 * ranks, the model (checked: vocab_padded set), the sequence T, the
 * micro-batch B and the global batch G, and fill in the rest for `rank`.
 * 0, or -1 with one message naming the options at fault (mtrain exits 2). */
int nn_layout_decide(struct nn_layout *l, int world, int rank, const struct gpt_config *cfg,
                     int T, long B, long G);
/* The rank at coordinates (tp_rank, dp_rank, pp_rank), and back. */
int nn_layout_rank(const struct nn_layout *l, int t, int d, int p);
void nn_layout_coords(const struct nn_layout *l, int rank, int *t, int *d, int *p);
/* The colour (which group of that kind) and key (place in it) of `rank`
 * in its group of kind `which`: the arguments of MPI_Comm_split. */
void nn_layout_group(const struct nn_layout *l, enum nn_group which, int rank, int *color, int *key);
/* Make this rank's four group communicators from the world (a
 * collective: every rank calls it). 0 or -1 with a message. */
int nn_layout_join(struct nn_layout *l, struct nn_comm *world);
/* How the groups' collectives over device buffers travel (mtrain --comm
 * auto, mpi, nccl):
 * by the backend's device collectives (NCCL) where every rank has a device
 * of its own (AUTO), always (DEVICE: an error where that cannot be), or by
 * MPI over host copies (HOST). */
enum nn_comm_way { NN_COMM_AUTO, NN_COMM_HOST, NN_COMM_DEVICE };
/* Attach be's device collectives to the four groups as `way` says (a
 * collective over world). *used: 1 when they were attached. 0, or -1 with
 * a message: DEVICE asked where the backend has none or two ranks share a
 * device (named), or the library failed. */
int nn_layout_attach(struct nn_layout *l, struct nn_comm *world, struct nn_be *be, enum nn_comm_way way,
                     int *used);
/* Free the group communicators (before nn_comm_free of the world). */
void nn_layout_release(struct nn_layout *l);
/* The part [lo, hi) of n parameters whose AdamW state this rank keeps:
 * its data-parallel shard with the distributed optimizer, else all. */
void nn_layout_opt_range(const struct nn_layout *l, size_t n, size_t *lo, size_t *hi);

#endif
