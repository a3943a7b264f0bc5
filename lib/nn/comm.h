/*
 * nn/comm: the collectives between the ranks of a training job.
 *
 * One process per rank, started by mpirun or Slurm's srun; nn_comm_init
 * joins them through MPI when the environment says a launcher started this
 * process (OMPI_COMM_WORLD_SIZE, PMI_SIZE, PMIX_RANK), and is one rank
 * otherwise, with every collective a no-op. So a plain `mtrain ...` never
 * touches MPI, and the same binary runs under `mpirun -np 8`.
 *
 * A struct nn_comm is a communicator: the world (nn_comm_init) or a group
 * split from it (nn_comm_split; nn/layout.h makes the tensor-, data- and
 * pipeline-parallel groups). Every operation below works over any of
 * them, takes c == NULL (or a zeroed struct) as one rank, and is then a
 * no-op or a copy. Data parallelism (nn/train.c) sums the gradients over
 * the data group (all-reduce), or with the distributed optimizer into
 * uneven 64-aligned shards (nn_comm_sum_shard, nn_comm_gather); tensor and
 * sequence parallelism (nn/gpt.c) sum activations over the tensor group
 * (nn_comm_sum_act, nn_comm_reduce_scatter_act: bf16 summed in fp32) and
 * gather them (nn_comm_all_gather); pipeline stages send activations
 * and their gradients to each other (nn_comm_send, nn_comm_recv).
 *
 * Buffers are backend memory (nn/ops.h). A backend whose memory is host
 * memory (be->host_mem: the CPU) hands its pointers to MPI as they are.
 * Another (CUDA) either has its device collectives attached to the group
 * (nn_comm_attach: NCCL between GPU buffers, one GPU per rank), which then
 * carry every collective over its buffers, or is staged through a host
 * buffer of the communicator (the largest message seen): the path for
 * ranks sharing one device. Point-to-point messages (pipeline stages) and
 * host buffers always go through MPI.
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
	int mpi;                /* the world: MPI initialised by nn_comm_init */
	int handle;             /* the MPI communicator (MPI_Comm_c2f), size > 1 */
	void *stage;            /* host staging for backends with device memory */
	size_t stage_bytes;
	const struct nn_dcoll *dc;   /* the backend's device collectives (nn_comm_attach) */
	void *dg;                    /* ... their group, NULL when not attached */
};

enum nn_comm_op { NN_COMM_SUM, NN_COMM_MAX };

/* Join the job's ranks (see above) as the world. 0, or -1 with a message:
 * launched by a launcher with more than one rank in a build without MPI. */
int nn_comm_init(struct nn_comm *c, int *argc, char ***argv);
/* A group of the world's ranks: those calling with the same colour, ordered
 * by key (MPI_Comm_split; a collective over the world). 0 or -1. */
int nn_comm_split(struct nn_comm *world, int color, int key, struct nn_comm *group);
/* Carry the group's collectives over be's buffers by be's device
 * collectives (be->ops->dcoll; a collective over c: one member makes the
 * id, MPI passes it on). 0, or -1 with a message (the backend has none,
 * or the library refused). */
int nn_comm_attach(struct nn_comm *c, struct nn_be *be);
/* A group: free it (every member calls it). The world (after its groups):
 * wait for every rank, then finalize MPI; safe on one rank. */
void nn_comm_free(struct nn_comm *c);

/* Float buffers are backend memory; n counts elements. Every rank of c
 * calls each operation with the same n (and root or peer as stated). */
/* x[0..n) := the sum (or max) over the ranks of x[0..n), on every rank. */
void nn_comm_all_reduce(struct nn_comm *c, struct nn_be *be, float *x, size_t n, enum nn_comm_op op);
/* The same sum over activations (be->act_dtype elements): bf16 is widened
 * to fp32 for the sum and rounded once. */
void nn_comm_sum_act(struct nn_comm *c, struct nn_be *be, void *x, size_t n);
/* out[0..n) := the sum over the ranks of their in[r n .. (r + 1) n), where
 * r is this rank: in holds n x size elements, out n (out of place). */
void nn_comm_reduce_scatter(struct nn_comm *c, struct nn_be *be, float *out, const float *in, size_t n);
/* The same over activations (be->act_dtype; bf16 summed in fp32). */
void nn_comm_reduce_scatter_act(struct nn_comm *c, struct nn_be *be, void *out, const void *in, size_t n);
/* out[r n .. (r + 1) n) := rank r's in[0..n), on every rank: elements of
 * `size` bytes; out holds n x c->size of them (out of place). be NULL:
 * host memory. */
void nn_comm_all_gather(struct nn_comm *c, struct nn_be *be, void *out, const void *in, size_t n,
                        size_t size);
/* root's x[0..n) (elements of `size` bytes) to every rank's x. */
void nn_comm_bcast(struct nn_comm *c, struct nn_be *be, void *x, size_t n, size_t size, int root);
/* Point to point, peer a rank of c, messages matched by tag (reduced
 * modulo NN_TAG_MAX, which MPI guarantees): every send needs its recv.
 * recv blocks. send with req NULL blocks too; with a request it copies x
 * to a host buffer the request owns and returns at once (MPI_Isend), so
 * that a sender never waits for its receiver (pipeline stages: two
 * neighbours sending to each other, a buffer reused at once); the request
 * ends with nn_comm_wait, or nn_comm_test when it has. be NULL: host
 * memory. */
enum { NN_TAG_MAX = 32767 };
struct nn_req {
	int handle;    /* MPI_Request_c2f */
	int live;      /* a request to wait for */
	void *host;    /* the staged copy, freed by nn_comm_wait */
};
void nn_comm_send(struct nn_comm *c, struct nn_be *be, const void *x, size_t n, size_t size, int peer,
                  int tag, struct nn_req *req);
void nn_comm_recv(struct nn_comm *c, struct nn_be *be, void *x, size_t n, size_t size, int peer, int tag);
/* Wait for a send to finish (a zeroed or finished request: nothing). */
void nn_comm_wait(struct nn_req *req);
/* 1 when it has finished (then freed, as by nn_comm_wait), else 0. */
int nn_comm_test(struct nn_req *req);
void nn_comm_barrier(struct nn_comm *c);
/* (One rank: reduce-scatter and all-gather copy in to out, the rest do
 * nothing.) */

/* The same sum for host doubles (losses, squared norms). */
void nn_comm_sum_host(struct nn_comm *c, double *x, int n);
/* 1 on every rank when flag is non-zero on any rank (stop requests). */
int nn_comm_any(struct nn_comm *c, int flag);

/* The distributed optimizer's shards of n elements over `parts` ranks:
 * part i owns [lo, hi), contiguous, in order, 64-element aligned. */
void nn_comm_shard(int parts, int i, size_t n, size_t *lo, size_t *hi);
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
