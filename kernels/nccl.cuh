/*
 * kernels/nccl: the CUDA backend's device collectives (struct nn_dcoll,
 * nn/ops.h) by NCCL, built whenever nccl.h is found (MTK_NCCL; the
 * Makefile looks in /usr/include and the CUDA toolkit).
 *
 * nn/comm calls these in place of MPI over host copies when every rank
 * has a GPU of its own (NCCL refuses two ranks on one device): a group is
 * an ncclComm_t, its id made by one member and broadcast over MPI. Each
 * operation is queued on the legacy default stream, where every op of
 * the backend runs, so it sees what earlier kernels wrote and later ones
 * see its result, with no synchronisation of the host. The dw stream's
 * pending product is joined first (common.cuh): a collective may read a
 * weight gradient.
 *
 * bf16 activations are summed by NCCL in bf16 (the MPI path widens them
 * to fp32 and rounds once): equal for two ranks, within bf16 rounding per
 * step of the ring beyond. Uneven shards (the distributed optimizer's)
 * are reduced and gathered as a batch of per-root reduces and broadcasts,
 * which NCCL runs as one operation.
 */
#ifndef MTK_KERNELS_NCCL_CUH
#define MTK_KERNELS_NCCL_CUH

#ifdef MTK_NCCL
#include <nccl.h>

static void nccl_check_(ncclResult_t r, const char *what, const char *file, int line)
{
	if (r != ncclSuccess)
		cuda_fail(what, ncclGetErrorString(r), file, line);
}
#define NCCL_CHECK(x) nccl_check_((x), #x, __FILE__, __LINE__)

static ncclDataType_t nccl_type(int dtype)
{
	return dtype == NN_BF16 ? ncclBfloat16 : ncclFloat;
}

static int nccl_make_id(void *id)
{
	ncclResult_t r = ncclGetUniqueId((ncclUniqueId *)id);
	if (r != ncclSuccess)
		return mtk_seterr("ncclGetUniqueId: %s", ncclGetErrorString(r));
	return 0;
}

static int nccl_device(const struct nn_be *be)
{
	return ((const struct cuda_impl *)be->impl)->device;
}

static void *nccl_join(struct nn_be *be, const void *id, int size, int rank)
{
	ncclComm_t c;
	ncclUniqueId u;
	memcpy(&u, id, sizeof u);
	CUDA_CHECK(cudaSetDevice(impl_of(be)->device));
	ncclResult_t r = ncclCommInitRank(&c, size, u, rank);
	if (r != ncclSuccess) {
		mtk_seterr("ncclCommInitRank (rank %d of %d): %s", rank, size, ncclGetErrorString(r));
		return NULL;
	}
	return c;
}

static void nccl_leave(void *g)
{
	ncclCommDestroy((ncclComm_t)g);
}

static void nccl_all_reduce(struct nn_be *be, void *g, void *x, size_t n, int dtype, int max)
{
	side_join(impl_of(be));
	NCCL_CHECK(ncclAllReduce(x, x, n, nccl_type(dtype), max ? ncclMax : ncclSum, (ncclComm_t)g, 0));
}

static void nccl_reduce_scatter(struct nn_be *be, void *g, void *out, const void *in, size_t n, int dtype)
{
	side_join(impl_of(be));
	NCCL_CHECK(ncclReduceScatter(in, out, n, nccl_type(dtype), ncclSum, (ncclComm_t)g, 0));
}

static void nccl_all_gather(struct nn_be *be, void *g, void *out, const void *in, size_t bytes)
{
	side_join(impl_of(be));
	NCCL_CHECK(ncclAllGather(in, out, bytes, ncclUint8, (ncclComm_t)g, 0));
}

static void nccl_bcast(struct nn_be *be, void *g, void *x, size_t bytes, int root)
{
	side_join(impl_of(be));
	NCCL_CHECK(ncclBroadcast(x, x, bytes, ncclUint8, root, (ncclComm_t)g, 0));
}

static void nccl_reduce(struct nn_be *be, void *g, float *x, size_t n, int root)
{
	side_join(impl_of(be));
	NCCL_CHECK(ncclReduce(x, x, n, ncclFloat, ncclSum, root, (ncclComm_t)g, 0));
}

static void nccl_batch(int begin)
{
	NCCL_CHECK(begin ? ncclGroupStart() : ncclGroupEnd());
}

static const struct nn_dcoll nccl_dcoll = {
	sizeof(ncclUniqueId), nccl_make_id, nccl_device, nccl_join, nccl_leave, nccl_all_reduce,
	nccl_reduce_scatter, nccl_all_gather, nccl_bcast, nccl_reduce, nccl_batch,
};
#define CUDA_DCOLL (&nccl_dcoll)
#else
#define CUDA_DCOLL NULL
#endif

#endif
