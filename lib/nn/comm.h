/*
 * nn/comm: the collectives between the ranks of a training job.
 *
 * One process per rank, started by mpirun or Slurm's srun; nn_comm_init
 * joins them through MPI when the environment says a launcher started this
 * process (OMPI_COMM_WORLD_SIZE, PMI_SIZE, PMIX_RANK), and is one rank
 * otherwise, with every collective a no-op. So a plain `mtrain ...` never
 * touches MPI, and the same binary runs under `mpirun -np 8`.
 *
 * Only data parallelism uses it so far (nn/train.c): the gradients summed
 * over the ranks (all-reduce), or with the distributed optimizer summed
 * into shards (reduce-scatter), each rank's AdamW over its shard, and the
 * parameters gathered back (all-gather). The tensor- and pipeline-parallel
 * groups of ../DESIGN.md will be sub-communicators of the same kind.
 *
 * Buffers are backend memory (nn/ops.h). A backend whose memory is host
 * memory (be->host_mem: the CPU) hands its pointers to MPI as they are;
 * another (CUDA) is staged through one host buffer of the largest count
 * seen, the path for ranks sharing one device. NCCL between GPU buffers is
 * the next implementation of this interface.
 *
 * Sums are MPI_SUM over float (double for the host scalars): for a given
 * number of ranks and message size MPI sums in a fixed order, so a run is
 * repeatable and a resumed run equals the uninterrupted one bit for bit;
 * against one rank the sums are reassociated (equal to rounding).
 *
 * Errors: MPI's default handler ends the whole job with MPI's message; a
 * rank that exits on its own error ends it too (mpirun kills the others).
 */
#ifndef MTK_NN_COMM_H
#define MTK_NN_COMM_H

#include <stddef.h>

#include "nn/ops.h"

struct nn_comm {
	int rank, size;
	int mpi;                /* MPI initialised by nn_comm_init */
	void *stage;            /* host staging for backends with device memory */
	size_t stage_bytes;
};

/* Join the job's ranks (see above). 0, or -1 with a message: launched by
 * a launcher with more than one rank in a build without MPI. */
int nn_comm_init(struct nn_comm *c, int *argc, char ***argv);
/* Wait for every rank, then finalize MPI (after the last collective);
 * safe on one rank. */
void nn_comm_free(struct nn_comm *c);

/* Every collective takes c == NULL as one rank. */
/* x[0..n) := the sum over the ranks of x[0..n), on every rank. */
void nn_comm_sum(struct nn_comm *c, struct nn_be *be, float *x, size_t n);
/* The same for host doubles (losses, squared norms). */
void nn_comm_sum_host(struct nn_comm *c, double *x, int n);
/* 1 on every rank when flag is non-zero on any rank (stop requests). */
int nn_comm_any(struct nn_comm *c, int flag);

/* The distributed optimizer's shards of n elements: rank r owns
 * [lo, hi), contiguous, in rank order, sizes differing by at most one. */
void nn_comm_shard(const struct nn_comm *c, int rank, size_t n, size_t *lo, size_t *hi);
/* Reduce-scatter in place: afterwards x[lo..hi) of this rank's shard holds
 * the sum over the ranks; the rest of x is clobbered. */
void nn_comm_sum_shard(struct nn_comm *c, struct nn_be *be, float *x, size_t n);
/* All-gather in place: every rank's shard of x (n elements of `size`
 * bytes) copied into every rank's x. */
void nn_comm_gather(struct nn_comm *c, struct nn_be *be, void *x, size_t n, size_t size);
/* Gather into rank 0's host buffer out[n] the shards of the ranks, each
 * rank giving its own shard from the host array mine[hi - lo]. */
void nn_comm_gather_host(struct nn_comm *c, const float *mine, float *out, size_t n);

#endif
