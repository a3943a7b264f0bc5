/* nn/comm: collectives over MPI, or one rank; see comm.h. */
#include "nn/comm.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "err.h"

#ifdef MTK_MPI
#include <mpi.h>
#endif

/* Set by mpirun (Open MPI), by MPICH's and Slurm's PMI, by PMIx. */
static int launched_ranks(void)
{
	static const char *const vars[] = {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE"};
	for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
		const char *v = getenv(vars[i]);
		if (v && atoi(v) > 0)
			return atoi(v);
	}
	return getenv("PMIX_RANK") ? 2 : 1;   /* PMIx without a size: ask MPI */
}

int nn_comm_init(struct nn_comm *c, int *argc, char ***argv)
{
	memset(c, 0, sizeof *c);
	c->size = 1;
	int n = launched_ranks();
	if (n <= 1)
		return 0;
#ifdef MTK_MPI
	if (MPI_Init(argc, argv) != MPI_SUCCESS)
		return mtk_seterr("MPI_Init failed");
	c->mpi = 1;
	MPI_Comm_rank(MPI_COMM_WORLD, &c->rank);
	MPI_Comm_size(MPI_COMM_WORLD, &c->size);
	return 0;
#else
	(void)argc;
	(void)argv;
	return mtk_seterr("started as one of %d ranks, but this build has no MPI"
	                  " (install libopenmpi-dev and rebuild)", n);
#endif
}

void nn_comm_free(struct nn_comm *c)
{
#ifdef MTK_MPI
	if (c->mpi) {
		/* no rank leaves before all are done (rank 0 may still be writing
		 * the checkpoint: a rank that exits non-zero makes mpirun end the job) */
		MPI_Barrier(MPI_COMM_WORLD);
		MPI_Finalize();
	}
#endif
	free(c->stage);
	memset(c, 0, sizeof *c);
}

void nn_comm_shard(const struct nn_comm *c, int rank, size_t n, size_t *lo, size_t *hi)
{
	/* in units of 64 elements, so that every shard but the last starts and
	 * ends 256-byte aligned in fp32 (vectorised kernels, device memory) */
	size_t units = (n + 63) / 64, p = c ? (size_t)c->size : 1;
	size_t a = units * (size_t)rank / p * 64, b = units * (size_t)(rank + 1) / p * 64;
	*lo = a < n ? a : n;
	*hi = b < n ? b : n;
}

#ifdef MTK_MPI
static void *stage(struct nn_comm *c, size_t bytes)
{
	if (bytes > c->stage_bytes) {
		free(c->stage);
		c->stage = xmalloc(bytes);
		c->stage_bytes = bytes;
	}
	return c->stage;
}

/* counts then displacements of every rank's shard, in elements, in one
 * array to free (MPI's ints: a shard ending past 2^31 - 1 is refused) */
static int *shard_counts(struct nn_comm *c, size_t n)
{
	int *cnt = xmalloc(2 * c->size * sizeof *cnt), *dsp = cnt + c->size;
	for (int r = 0; r < c->size; r++) {
		size_t lo, hi;
		nn_comm_shard(c, r, n, &lo, &hi);
		if (hi > INT32_MAX) {   /* mtrain checks first */
			fprintf(stderr, "nn_comm: %zu elements: shards past 2^31\n", n);
			MPI_Abort(MPI_COMM_WORLD, 1);
		}
		cnt[r] = (int)(hi - lo);
		dsp[r] = (int)lo;
	}
	return cnt;
}
#endif

void nn_comm_sum(struct nn_comm *c, struct nn_be *be, float *x, size_t n)
{
#ifdef MTK_MPI
	if (!c || c->size <= 1)
		return;
	float *h = be->host_mem ? x : stage(c, n * sizeof *x);
	if (!be->host_mem)
		be->ops->to_host(be, h, x, n * sizeof *x);
	for (size_t off = 0; off < n; off += 1u << 30) {   /* MPI counts are ints */
		size_t k = n - off < (1u << 30) ? n - off : 1u << 30;
		MPI_Allreduce(MPI_IN_PLACE, h + off, (int)k, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
	}
	if (!be->host_mem)
		be->ops->to_dev(be, x, h, n * sizeof *x);
#else
	(void)c, (void)be, (void)x, (void)n;
#endif
}

void nn_comm_sum_host(struct nn_comm *c, double *x, int n)
{
#ifdef MTK_MPI
	if (c && c->size > 1)
		MPI_Allreduce(MPI_IN_PLACE, x, n, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
#else
	(void)c, (void)x, (void)n;
#endif
}

int nn_comm_any(struct nn_comm *c, int flag)
{
	flag = flag != 0;
#ifdef MTK_MPI
	if (c && c->size > 1)
		MPI_Allreduce(MPI_IN_PLACE, &flag, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
#else
	(void)c;
#endif
	return flag;
}

void nn_comm_sum_shard(struct nn_comm *c, struct nn_be *be, float *x, size_t n)
{
#ifdef MTK_MPI
	if (!c || c->size <= 1)
		return;
	int *cnt = shard_counts(c, n), *dsp = cnt + c->size;
	size_t lo = (size_t)dsp[c->rank], k = (size_t)cnt[c->rank];
	float *h = be->host_mem ? x : stage(c, n * sizeof *x);
	if (!be->host_mem)
		be->ops->to_host(be, h, x, n * sizeof *x);
	/* in place, the sum of this rank's shard lands at the buffer's start */
	MPI_Reduce_scatter(MPI_IN_PLACE, h, cnt, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
	if (be->host_mem)
		memmove(x + lo, x, k * sizeof *x);
	else
		be->ops->to_dev(be, x + lo, h, k * sizeof *x);
	free(cnt);
#else
	(void)c, (void)be, (void)x, (void)n;
#endif
}

void nn_comm_gather(struct nn_comm *c, struct nn_be *be, void *x, size_t n, size_t size)
{
#ifdef MTK_MPI
	if (!c || c->size <= 1)
		return;
	int *cnt = shard_counts(c, n), *dsp = cnt + c->size;
	size_t lo = (size_t)dsp[c->rank], k = (size_t)cnt[c->rank];
	char *h = be->host_mem ? x : stage(c, n * size);
	if (!be->host_mem)
		be->ops->to_host(be, h + lo * size, (char *)x + lo * size, k * size);
	MPI_Datatype t;
	MPI_Type_contiguous((int)size, MPI_BYTE, &t);
	MPI_Type_commit(&t);
	MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, h, cnt, dsp, t, MPI_COMM_WORLD);
	MPI_Type_free(&t);
	if (!be->host_mem)
		be->ops->to_dev(be, x, h, n * size);
	free(cnt);
#else
	(void)c, (void)be, (void)x, (void)n, (void)size;
#endif
}

void nn_comm_gather_host(struct nn_comm *c, const float *mine, float *out, size_t n)
{
#ifdef MTK_MPI
	if (c && c->size > 1) {
		int *cnt = shard_counts(c, n), *dsp = cnt + c->size;
		MPI_Gatherv(mine, cnt[c->rank], MPI_FLOAT, out, cnt, dsp, MPI_FLOAT, 0, MPI_COMM_WORLD);
		free(cnt);
		return;
	}
#endif
	(void)c;
	memmove(out, mine, n * sizeof *out);
}
