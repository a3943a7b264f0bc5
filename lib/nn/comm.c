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
	/* srun started several tasks but gave them no process manager to
	 * join through (--mpi=none, a cluster's default): each would train
	 * alone, all writing the same checkpoint */
	const char *st = getenv("SLURM_STEP_NUM_TASKS");
	if (n <= 1 && st && atoi(st) > 1)
		return mtk_seterr("srun started %d tasks, but not as MPI ranks (no PMI or PMIx in the"
		                  " environment): srun --mpi=pmix or --mpi=pmi2 (srun --mpi=list says which"
		                  " this Slurm has)", atoi(st));
	if (n <= 1)
		return 0;
#ifdef MTK_MPI
	if (MPI_Init(argc, argv) != MPI_SUCCESS)
		return mtk_seterr("MPI_Init failed");
	c->mpi = 1;
	c->handle = MPI_Comm_c2f(MPI_COMM_WORLD);
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

/* more than one rank: MPI does the work */
static int multi(const struct nn_comm *c)
{
	return c && c->size > 1;
}

int nn_comm_split(struct nn_comm *world, int color, int key, struct nn_comm *group)
{
	memset(group, 0, sizeof *group);
	group->size = 1;
	if (!multi(world))
		return 0;
#ifdef MTK_MPI
	MPI_Comm m;
	if (MPI_Comm_split(MPI_Comm_f2c(world->handle), color, key, &m) != MPI_SUCCESS)
		return mtk_seterr("MPI_Comm_split failed");
	group->handle = MPI_Comm_c2f(m);
	MPI_Comm_rank(m, &group->rank);
	MPI_Comm_size(m, &group->size);
#else
	(void)color, (void)key;
#endif
	return 0;
}

int nn_comm_attach(struct nn_comm *c, struct nn_be *be)
{
	const struct nn_dcoll *dc = be->ops->dcoll;
	if (!dc)
		return mtk_seterr("the %s backend has no device collectives", be->ops->name);
	if (!multi(c) || c->dg)
		return 0;
	unsigned char id[NN_DCOLL_ID_MAX] = {0};
	int ok = c->rank != 0 || dc->make_id(id) == 0;
	if (nn_comm_any(c, !ok))
		return ok ? mtk_seterr("another rank could not make the group's id") : -1;
	nn_comm_bcast(c, NULL, id, dc->id_bytes, 1, 0);
	void *g = dc->join(be, id, c->size, c->rank);
	if (nn_comm_any(c, !g)) {
		if (g)
			dc->leave(g);
		return g ? mtk_seterr("another rank could not join the group") : -1;
	}
	c->dc = dc;
	c->dg = g;
	return 0;
}

/* this operation on be's buffers goes to the attached device collectives */
static int dev(const struct nn_comm *c, const struct nn_be *be)
{
	return c && c->dg && be && !be->host_mem;
}

void nn_comm_free(struct nn_comm *c)
{
	if (c->dg)
		c->dc->leave(c->dg);
#ifdef MTK_MPI
	if (c->mpi) {
		/* no rank leaves before all are done (rank 0 may still be writing
		 * the checkpoint: a rank that exits non-zero makes mpirun end the job) */
		MPI_Barrier(MPI_COMM_WORLD);
		MPI_Finalize();
	} else if (c->size > 1) {
		MPI_Comm m = MPI_Comm_f2c(c->handle);
		MPI_Comm_free(&m);
	}
#endif
	free(c->stage);
	memset(c, 0, sizeof *c);
}

void nn_comm_shard(int parts, int i, size_t n, size_t *lo, size_t *hi)
{
	/* in units of 64 elements, so that every shard but the last starts and
	 * ends 256-byte aligned in fp32 (vectorised kernels, device memory) */
	size_t units = (n + 63) / 64, p = parts > 0 ? (size_t)parts : 1;
	size_t a = units * (size_t)i / p * 64, b = units * (size_t)(i + 1) / p * 64;
	*lo = a < n ? a : n;
	*hi = b < n ? b : n;
}

#ifdef MTK_MPI
static MPI_Comm mpi_comm(const struct nn_comm *c)
{
	return MPI_Comm_f2c(c->handle);
}

static void *stage(struct nn_comm *c, size_t bytes)
{
	if (bytes > c->stage_bytes) {
		free(c->stage);
		c->stage = xmalloc(bytes);
		c->stage_bytes = bytes;
	}
	return c->stage;
}

/* MPI counts are ints: a message past 2^31 - 1 of its units is refused
 * (the callers' messages are a layer's activations or a shard) */
static int count(const struct nn_comm *c, size_t n)
{
	if (n > INT32_MAX) {
		fprintf(stderr, "nn_comm: a message of %zu elements: at most 2^31 - 1\n", n);
		MPI_Abort(mpi_comm(c), 1);
	}
	return (int)n;
}

/* counts then displacements of every rank's shard, in elements, in one
 * array to free (MPI's ints: a shard ending past 2^31 - 1 is refused) */
static int *shard_counts(struct nn_comm *c, size_t n)
{
	int *cnt = xmalloc(2 * c->size * sizeof *cnt), *dsp = cnt + c->size;
	for (int r = 0; r < c->size; r++) {
		size_t lo, hi;
		nn_comm_shard(c->size, r, n, &lo, &hi);
		cnt[r] = count(c, hi - lo);
		dsp[r] = count(c, lo);
	}
	return cnt;
}
#endif

void nn_comm_all_reduce(struct nn_comm *c, struct nn_be *be, float *x, size_t n, enum nn_comm_op op)
{
	if (dev(c, be)) {
		c->dc->all_reduce(be, c->dg, x, n, NN_F32, op == NN_COMM_MAX);
		return;
	}
#ifdef MTK_MPI
	if (!multi(c))
		return;
	float *h = be->host_mem ? x : stage(c, n * sizeof *x);
	if (!be->host_mem)
		be->ops->to_host(be, h, x, n * sizeof *x);
	for (size_t off = 0; off < n; off += 1u << 30) {   /* MPI counts are ints */
		size_t k = n - off < (1u << 30) ? n - off : 1u << 30;
		MPI_Allreduce(MPI_IN_PLACE, h + off, (int)k, MPI_FLOAT, op == NN_COMM_MAX ? MPI_MAX : MPI_SUM,
		              mpi_comm(c));
	}
	if (!be->host_mem)
		be->ops->to_dev(be, x, h, n * sizeof *x);
#else
	(void)c, (void)be, (void)x, (void)n, (void)op;
#endif
}

void nn_comm_sum_act(struct nn_comm *c, struct nn_be *be, void *x, size_t n)
{
	if (dev(c, be)) {
		c->dc->all_reduce(be, c->dg, x, n, be->act_dtype, 0);
		return;
	}
	if (be->act_dtype == NN_F32) {
		nn_comm_all_reduce(c, be, x, n, NN_COMM_SUM);
		return;
	}
#ifdef MTK_MPI
	if (!multi(c))
		return;
	/* bf16: widened on the host, summed in fp32, rounded once */
	uint16_t *h = stage(c, (n + 1) * sizeof *h + n * sizeof(float));
	float *f = (float *)(h + n + (n & 1));
	be->ops->to_host(be, h, x, n * sizeof *h);
	for (size_t i = 0; i < n; i++)
		f[i] = nn_bf16_to_f32(h[i]);
	for (size_t off = 0; off < n; off += 1u << 30) {
		size_t k = n - off < (1u << 30) ? n - off : 1u << 30;
		MPI_Allreduce(MPI_IN_PLACE, f + off, (int)k, MPI_FLOAT, MPI_SUM, mpi_comm(c));
	}
	for (size_t i = 0; i < n; i++)
		h[i] = nn_f32_to_bf16(f[i]);
	be->ops->to_dev(be, x, h, n * sizeof *h);
#else
	(void)c, (void)x, (void)n;
#endif
}

void nn_comm_reduce_scatter_act(struct nn_comm *c, struct nn_be *be, void *out, const void *in, size_t n)
{
	if (dev(c, be)) {
		c->dc->reduce_scatter(be, c->dg, out, in, n, be->act_dtype);
		return;
	}
	if (be->act_dtype == NN_F32) {
		nn_comm_reduce_scatter(c, be, out, in, n);
		return;
	}
#ifdef MTK_MPI
	if (multi(c)) {   /* bf16: widened on the host, summed in fp32, rounded once */
		size_t all = n * c->size;
		uint16_t *h = stage(c, (all + 1) * sizeof *h + (all + n) * sizeof(float));
		float *f = (float *)(h + all + (all & 1)), *r = f + all;
		be->ops->to_host(be, h, in, all * sizeof *h);
		for (size_t i = 0; i < all; i++)
			f[i] = nn_bf16_to_f32(h[i]);
		MPI_Reduce_scatter_block(f, r, count(c, n), MPI_FLOAT, MPI_SUM, mpi_comm(c));
		for (size_t i = 0; i < n; i++)
			h[i] = nn_f32_to_bf16(r[i]);
		be->ops->to_dev(be, out, h, n * sizeof *h);
		return;
	}
#endif
	if (out != in)
		be->ops->copy(be, out, in, n * sizeof(uint16_t));
}

void nn_comm_reduce_scatter(struct nn_comm *c, struct nn_be *be, float *out, const float *in, size_t n)
{
	if (dev(c, be)) {
		c->dc->reduce_scatter(be, c->dg, out, in, n, NN_F32);
		return;
	}
#ifdef MTK_MPI
	if (multi(c)) {
		size_t all = n * c->size * sizeof *in;
		if (be->host_mem) {
			MPI_Reduce_scatter_block(in, out, count(c, n), MPI_FLOAT, MPI_SUM, mpi_comm(c));
			return;
		}
		float *h = stage(c, all + n * sizeof *out);
		be->ops->to_host(be, h, in, all);
		MPI_Reduce_scatter_block(h, h + n * c->size, count(c, n), MPI_FLOAT, MPI_SUM, mpi_comm(c));
		be->ops->to_dev(be, out, h + n * c->size, n * sizeof *out);
		return;
	}
#endif
	if (out != in)
		be->ops->copy(be, out, in, n * sizeof *out);
}

void nn_comm_all_gather(struct nn_comm *c, struct nn_be *be, void *out, const void *in, size_t n,
                        size_t size)
{
	int host = !be || be->host_mem;
	if (dev(c, be)) {
		c->dc->all_gather(be, c->dg, out, in, n * size);
		return;
	}
#ifdef MTK_MPI
	if (multi(c)) {
		size_t mine = n * size;
		int k = count(c, mine);
		if (host) {
			MPI_Allgather(in, k, MPI_BYTE, out, k, MPI_BYTE, mpi_comm(c));
			return;
		}
		char *h = stage(c, mine * (c->size + 1));
		be->ops->to_host(be, h, in, mine);
		MPI_Allgather(h, k, MPI_BYTE, h + mine, k, MPI_BYTE, mpi_comm(c));
		be->ops->to_dev(be, out, h + mine, mine * c->size);
		return;
	}
#endif
	if (out == in)
		return;
	if (host)
		memmove(out, in, n * size);
	else
		be->ops->copy(be, out, in, n * size);
}

void nn_comm_bcast(struct nn_comm *c, struct nn_be *be, void *x, size_t n, size_t size, int root)
{
	if (dev(c, be)) {
		c->dc->bcast(be, c->dg, x, n * size, root);
		return;
	}
#ifdef MTK_MPI
	if (!multi(c))
		return;
	int k = count(c, n * size), host = !be || be->host_mem;
	void *h = host ? x : stage(c, n * size);
	if (!host && c->rank == root)
		be->ops->to_host(be, h, x, n * size);
	MPI_Bcast(h, k, MPI_BYTE, root, mpi_comm(c));
	if (!host && c->rank != root)
		be->ops->to_dev(be, x, h, n * size);
#else
	(void)c, (void)be, (void)x, (void)n, (void)size, (void)root;
#endif
}

void nn_comm_send(struct nn_comm *c, struct nn_be *be, const void *x, size_t n, size_t size, int peer,
                  int tag, struct nn_req *req)
{
	if (req)
		memset(req, 0, sizeof *req);
#ifdef MTK_MPI
	if (!multi(c))
		return;
	int host = !be || be->host_mem;
	if (!req) {
		const void *h = host ? x : stage(c, n * size);
		if (!host)
			be->ops->to_host(be, (void *)h, x, n * size);
		MPI_Send(h, count(c, n * size), MPI_BYTE, peer, tag % NN_TAG_MAX, mpi_comm(c));
		return;
	}
	/* a copy of its own: the request outlives the call and x */
	void *own = xmalloc(n * size + 1), *h = own;
	if (host)
		memcpy(own, x, n * size);
	else
		be->ops->to_host(be, own, x, n * size);
	MPI_Request r;
	MPI_Isend(h, count(c, n * size), MPI_BYTE, peer, tag % NN_TAG_MAX, mpi_comm(c), &r);
	req->handle = MPI_Request_c2f(r);
	req->host = own;
	req->live = 1;
#else
	(void)c, (void)be, (void)x, (void)n, (void)size, (void)peer, (void)tag;
#endif
}

int nn_comm_test(struct nn_req *req)
{
#ifdef MTK_MPI
	if (req->live) {
		MPI_Request r = MPI_Request_f2c(req->handle);
		int done = 0;
		MPI_Test(&r, &done, MPI_STATUS_IGNORE);
		if (!done)
			return 0;
		req->live = 0;
	}
#endif
	free(req->host);
	memset(req, 0, sizeof *req);
	return 1;
}

void nn_comm_wait(struct nn_req *req)
{
#ifdef MTK_MPI
	if (req->live) {
		MPI_Request r = MPI_Request_f2c(req->handle);
		MPI_Wait(&r, MPI_STATUS_IGNORE);
	}
#endif
	free(req->host);
	memset(req, 0, sizeof *req);
}

void nn_comm_recv(struct nn_comm *c, struct nn_be *be, void *x, size_t n, size_t size, int peer, int tag)
{
#ifdef MTK_MPI
	if (!multi(c))
		return;
	int host = !be || be->host_mem;
	void *h = host ? x : stage(c, n * size);
	MPI_Recv(h, count(c, n * size), MPI_BYTE, peer, tag % NN_TAG_MAX, mpi_comm(c), MPI_STATUS_IGNORE);
	if (!host)
		be->ops->to_dev(be, x, h, n * size);
#else
	(void)c, (void)be, (void)x, (void)n, (void)size, (void)peer, (void)tag;
#endif
}

void nn_comm_barrier(struct nn_comm *c)
{
#ifdef MTK_MPI
	if (multi(c))
		MPI_Barrier(mpi_comm(c));
#else
	(void)c;
#endif
}

void nn_comm_sum_host(struct nn_comm *c, double *x, int n)
{
#ifdef MTK_MPI
	if (multi(c))
		MPI_Allreduce(MPI_IN_PLACE, x, n, MPI_DOUBLE, MPI_SUM, mpi_comm(c));
#else
	(void)c, (void)x, (void)n;
#endif
}

int nn_comm_any(struct nn_comm *c, int flag)
{
	flag = flag != 0;
#ifdef MTK_MPI
	if (multi(c))
		MPI_Allreduce(MPI_IN_PLACE, &flag, 1, MPI_INT, MPI_MAX, mpi_comm(c));
#else
	(void)c;
#endif
	return flag;
}

void nn_comm_sum_shard(struct nn_comm *c, struct nn_be *be, float *x, size_t n)
{
	if (dev(c, be)) {   /* uneven shards: a reduce to each shard's owner, as one batch */
		c->dc->batch(1);
		for (int r = 0; r < c->size; r++) {
			size_t lo, hi;
			nn_comm_shard(c->size, r, n, &lo, &hi);
			if (hi > lo)
				c->dc->reduce(be, c->dg, x + lo, hi - lo, r);
		}
		c->dc->batch(0);
		return;
	}
#ifdef MTK_MPI
	if (!multi(c))
		return;
	int *cnt = shard_counts(c, n), *dsp = cnt + c->size;
	size_t lo = (size_t)dsp[c->rank], k = (size_t)cnt[c->rank];
	float *h = be->host_mem ? x : stage(c, n * sizeof *x);
	if (!be->host_mem)
		be->ops->to_host(be, h, x, n * sizeof *x);
	/* in place, the sum of this rank's shard lands at the buffer's start */
	MPI_Reduce_scatter(MPI_IN_PLACE, h, cnt, MPI_FLOAT, MPI_SUM, mpi_comm(c));
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
	if (dev(c, be)) {   /* each shard broadcast by its owner, as one batch */
		c->dc->batch(1);
		for (int r = 0; r < c->size; r++) {
			size_t lo, hi;
			nn_comm_shard(c->size, r, n, &lo, &hi);
			if (hi > lo)
				c->dc->bcast(be, c->dg, (char *)x + lo * size, (hi - lo) * size, r);
		}
		c->dc->batch(0);
		return;
	}
#ifdef MTK_MPI
	if (!multi(c))
		return;
	int *cnt = shard_counts(c, n), *dsp = cnt + c->size;
	size_t lo = (size_t)dsp[c->rank], k = (size_t)cnt[c->rank];
	char *h = be->host_mem ? x : stage(c, n * size);
	if (!be->host_mem)
		be->ops->to_host(be, h + lo * size, (char *)x + lo * size, k * size);
	MPI_Datatype t;
	MPI_Type_contiguous((int)size, MPI_BYTE, &t);
	MPI_Type_commit(&t);
	MPI_Allgatherv(MPI_IN_PLACE, 0, MPI_DATATYPE_NULL, h, cnt, dsp, t, mpi_comm(c));
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
	if (multi(c)) {
		int *cnt = shard_counts(c, n), *dsp = cnt + c->size;
		MPI_Gatherv(mine, cnt[c->rank], MPI_FLOAT, out, cnt, dsp, MPI_FLOAT, 0, mpi_comm(c));
		free(cnt);
		return;
	}
#endif
	(void)c;
	memmove(out, mine, n * sizeof *out);
}
