/*
 * kernels/crossentropy: fused softmax cross-entropy over the first V of Vp
 * logit columns, with the backward written in place.
 *
 * Design: one block of 512 threads per row. Pass 1 reads the V real
 * columns once for both the maximum and the sum of exp(l - max) (online
 * softmax: each thread rescales its sum when its maximum grows; the
 * (max, sum) pairs merge by warp shuffles, then the 16 warp results),
 * lse = max + log sum. The loss is lse - l[target] (the target logit is
 * read by every thread before any write). With dscale != 0, pass 2
 * overwrites the row with dscale * (softmax - onehot) over the V columns
 * and zeros over the Vp - V padding columns; a target < 0 gives loss 0 and
 * an all-zero row. Each thread writes only the columns it read, so the
 * passes need no barrier beyond the reduction's. A thread keeps the
 * vectors it read in registers for pass 2 when they fit (CE_HELD: GPT-2's
 * 50304 bf16 columns take 13 a thread), so a row is read once and written
 * once; else (longer rows, or unaligned ones) pass 2 reads it again; the
 * two give the same bits. When Vp is whole 16-byte vectors and
 * the logits are 16-byte aligned (the model's chunk buffer is), a thread
 * moves 4 fp32 or 8 bf16 columns per load and store.
 *
 * Numeric contract: the sum is accumulated in fp32 per thread, rescaled by
 * exp(old max - new max) when the maximum grows (the CPU sums the same terms
 * in double); the per-column exponentials are 2^x of the difference
 * times log2 e (exp2_fast: the MUFU's ex2, 2 ulp, subnormal results
 * flushed to 0; and 6e-8 relative per unit of the difference from
 * rounding the product: the far tail, where that grows, adds almost
 * nothing to the sum). For V = 50257 the relative difference in lse is
 * about 1e-7. Deterministic (fixed reduction tree). Storage: logits and
 * the in-place dlogits in T (fp32 or bf16: the gradient is rounded once on
 * store), lse and losses fp32.
 */

/* CE_HELD: the 16-byte vectors a thread may hold between the passes (64
 * registers): rows up to 65536 bf16 or 32768 fp32 columns are read once */
enum { CE_THREADS = 512, CE_HELD = 16 };
#define CE_LOG2E 1.4426950408889634f   /* exp(x) = 2^(x log2 e): one SFU op where expf takes several */

/* (m, s) <- the pair for the union of two sets, s = sum of exp(x - m):
 * commutative bit for bit (IEEE + and * are), so a butterfly leaves every
 * lane with the same result */
__device__ __forceinline__ void ce_merge(float &m, float &s, float m2, float s2)
{
	float M = fmaxf(m, m2);
	s = M == -INFINITY ? 0.0f : s * expf(m - M) + s2 * expf(m2 - M);
	m = M;
}

__device__ __forceinline__ void ce_warp_merge(float &m, float &s)
{
	for (int o = 16; o > 0; o >>= 1) {
		float m2 = __shfl_xor_sync(0xffffffffu, m, o), s2 = __shfl_xor_sync(0xffffffffu, s, o);
		ce_merge(m, s, m2, s2);
	}
}

/* a thread's vector of columns i.. into its running (m, s) (online
 * softmax: s is rescaled when m grows); padding columns count as -inf */
template <typename T, int K>
__device__ __forceinline__ void ce_step(const T (&e)[K], int i, int V, float &m, float &s)
{
	float x[K], vm = -INFINITY;
	for (int k = 0; k < K; k++) {
		x[k] = i + k < V ? ld(e[k]) : -INFINITY;
		vm = fmaxf(vm, x[k]);
	}
	if (vm > m) {
		s *= expf(m - vm);
		m = vm;
	}
	for (int k = 0; k < K; k++)
		s += exp2_fast((x[k] - m) * CE_LOG2E);
}

/* the row's (m, s) from every thread's: warps by shuffles, then the
 * warps' pairs (sh[0..31] maxima, sh[32..63] sums) by the first warp's
 * lanes in every warp alike; one barrier */
__device__ __forceinline__ void ce_block_pair(float &m, float &s, float *sh)
{
	int lane = threadIdx.x & 31, w = threadIdx.x >> 5, nw = blockDim.x >> 5;
	ce_warp_merge(m, s);
	if (lane == 0) {
		sh[w] = m;
		sh[32 + w] = s;
	}
	__syncthreads();
	m = lane < nw ? sh[lane] : -INFINITY;
	s = lane < nw ? sh[32 + lane] : 0.0f;
	ce_warp_merge(m, s);
}

/* the row's lse, m + log s */
__device__ __forceinline__ float ce_block_lse(float m, float s, float *sh)
{
	ce_block_pair(m, s, sh);
	return m + logf(s);
}

/* dscale * (softmax - onehot) of the vector e of columns i.., stored at
 * l + i: zero past V and for an ignored row (not live); the onehot at
 * column y (none when y < 0: the vocabulary-parallel target elsewhere) */
template <typename T, bool VEC>
__device__ __forceinline__ void ce_grad(T *l, const T (&e)[lnv<T, VEC>::V], int i, int V, int y, bool live,
                                        float lse, float dscale)
{
	constexpr int K = lnv<T, VEC>::V;
	T r[K];
	for (int k = 0; k < K; k++) {
		float g = 0.0f;
		if (live && i + k < V)
			g = (exp2_fast((ld(e[k]) - lse) * CE_LOG2E) - (i + k == y ? 1.0f : 0.0f)) * dscale;
		r[k] = st<T>(g);
	}
	stv<T, VEC>(l + i, r);
}

/* NR > 0 (with VEC): the row's vectors stay in registers between the two
 * passes, NR per thread at most, so the row is read once; NR = 0: pass 2
 * reads the row again. */
template <typename T, bool VEC, int NR>
__global__ void __launch_bounds__(CE_THREADS, 1)
	crossentropy_kernel(T *__restrict__ logits, float *__restrict__ losses, const int32_t *__restrict__ targets, int N,
	                    int V, int Vp, float dscale)
{
	constexpr int K = lnv<T, VEC>::V;
	static_assert(NR == 0 || VEC, "rows held in registers as vectors");
	__shared__ float sh[64];
	int n = blockIdx.x;
	if (n >= N)
		return;   /* block-uniform */
	T *l = logits + (size_t)n * Vp;
	int y = targets[n];
	float ly = y >= 0 ? ld(l[y]) : 0.0f;
	/* one pass for max and sum (online softmax): a thread keeps its
	 * running max m and s = sum exp(x - m), rescaled when m grows */
	float m = -INFINITY, s = 0.0f;
	T held[NR > 0 ? NR : 1][K];
	auto step = [&](const T (&e)[K], int i) { ce_step(e, i, V, m, s); };
	if constexpr (NR > 0) {
#pragma unroll
		for (int j = 0; j < NR; j++) {
			int i = (threadIdx.x + j * CE_THREADS) * K;
			if (i < V) {
				ldv<T, VEC>(held[j], l + i);
				step(held[j], i);
			}
		}
	} else {
		for (int i = threadIdx.x * K; i < V; i += blockDim.x * K) {
			T e[K];
			ldv<T, VEC>(e, l + i);   /* i < V <= Vp, and Vp is whole vectors */
			step(e, i);
		}
	}
	float lse = ce_block_lse(m, s, sh);
	if (threadIdx.x == 0)
		losses[n] = y >= 0 ? lse - ly : 0.0f;
	if (dscale == 0.0f)
		return;
	/* every thread read ly before the barrier above, so rows may be
	 * overwritten now; each thread writes the vectors it reads */
	auto grad = [&](const T (&e)[K], int i) { ce_grad<T, VEC>(l, e, i, V, y, y >= 0, lse, dscale); };
	if constexpr (NR > 0) {
#pragma unroll
		for (int j = 0; j < NR; j++) {
			int i = (threadIdx.x + j * CE_THREADS) * K;
			if (i < Vp)   /* held[j] was loaded if i < V; past V grad reads none of it */
				grad(held[j], i);
		}
	} else {
		for (int i = threadIdx.x * K; i < Vp; i += blockDim.x * K) {
			T e[K];
			ldv<T, VEC>(e, l + i);
			grad(e, i);
		}
	}
}

template <typename T>
static void crossentropy_t(struct cuda_impl *ci, void *logits, float *losses, const int32_t *targets,
                           int N, int V, int Vp, float dscale)
{
	const int vec = Vp % v16<T>::n == 0 && aligned16(logits), K = v16<T>::n;
	if (vec && Vp <= CE_HELD * CE_THREADS * K)
		crossentropy_kernel<T, true, CE_HELD><<<(unsigned)N, CE_THREADS>>>((T *)logits, losses, targets, N, V, Vp, dscale);
	else if (vec)
		crossentropy_kernel<T, true, 0><<<(unsigned)N, CE_THREADS>>>((T *)logits, losses, targets, N, V, Vp, dscale);
	else
		crossentropy_kernel<T, false, 0><<<(unsigned)N, CE_THREADS>>>((T *)logits, losses, targets, N, V, Vp, dscale);
	LAUNCH_CHECK(ci, "crossentropy_kernel");
}

static void cuda_crossentropy(struct nn_be *be, void *logits, float *losses,
                              const int32_t *targets, int N, int V, int Vp, float dscale)
{
	if (N > 0)
		ACT_DISPATCH(be, crossentropy_t, impl_of(be), logits, losses, targets, N, V, Vp, dscale);
}

/* The vocabulary-parallel halves (nn/ops.h: ce_stats, ce_finish), one
 * block a row like the fused kernel, each pass reading the row again
 * (two reads and a write in all, where the fused kernel reads once). Not
 * yet timed on a GPU: scripts/gpu-check.sh's tp step. */
template <typename T, bool VEC>
__global__ void __launch_bounds__(CE_THREADS, 1)
	ce_stats_kernel(const T *__restrict__ logits, float *__restrict__ stats, const int32_t *__restrict__ targets,
	                int N, int V, int Vp)
{
	constexpr int K = lnv<T, VEC>::V;
	__shared__ float sh[64];
	int n = blockIdx.x;
	if (n >= N)
		return;
	const T *l = logits + (size_t)n * Vp;
	float m = -INFINITY, s = 0.0f;
	for (int i = threadIdx.x * K; i < V; i += blockDim.x * K) {
		T e[K];
		ldv<T, VEC>(e, l + i);
		ce_step(e, i, V, m, s);
	}
	ce_block_pair(m, s, sh);
	if (threadIdx.x == 0) {
		int y = targets[n];
		stats[3 * (size_t)n] = m;
		stats[3 * (size_t)n + 1] = s;
		stats[3 * (size_t)n + 2] = y >= 0 ? ld(l[y]) : 0.0f;
	}
}

template <typename T, bool VEC>
__global__ void __launch_bounds__(CE_THREADS, 1)
	ce_finish_kernel(T *__restrict__ logits, float *__restrict__ losses, const int32_t *__restrict__ targets,
	                 const float *__restrict__ stats, int R, int N, int V, int Vp, float dscale)
{
	constexpr int K = lnv<T, VEC>::V;
	int n = blockIdx.x;
	if (n >= N)
		return;
	/* every thread merges the R ranks' pairs in rank order: the same
	 * bits in every thread and on every rank */
	float M = -INFINITY, S = 0.0f, ly = 0.0f;
	for (int r = 0; r < R; r++) {
		const float *st = stats + ((size_t)r * N + n) * 3;
		ce_merge(M, S, st[0], st[1]);
		ly += st[2];
	}
	float lse = M + logf(S);
	int y = targets[n];
	bool live = y != NN_CE_IGNORE;
	if (threadIdx.x == 0)
		losses[n] = live ? lse - ly : 0.0f;
	if (dscale == 0.0f)
		return;
	T *l = logits + (size_t)n * Vp;
	for (int i = threadIdx.x * K; i < Vp; i += blockDim.x * K) {
		T e[K];
		ldv<T, VEC>(e, l + i);
		ce_grad<T, VEC>(l, e, i, V, y, live, lse, dscale);
	}
}

template <typename T>
static void ce_stats_t(struct cuda_impl *ci, const void *logits, float *stats, const int32_t *targets, int N,
                       int V, int Vp)
{
	if (Vp % v16<T>::n == 0 && aligned16(logits))
		ce_stats_kernel<T, true><<<(unsigned)N, CE_THREADS>>>((const T *)logits, stats, targets, N, V, Vp);
	else
		ce_stats_kernel<T, false><<<(unsigned)N, CE_THREADS>>>((const T *)logits, stats, targets, N, V, Vp);
	LAUNCH_CHECK(ci, "ce_stats_kernel");
}

template <typename T>
static void ce_finish_t(struct cuda_impl *ci, void *logits, float *losses, const int32_t *targets,
                        const float *stats, int R, int N, int V, int Vp, float dscale)
{
	if (Vp % v16<T>::n == 0 && aligned16(logits))
		ce_finish_kernel<T, true><<<(unsigned)N, CE_THREADS>>>((T *)logits, losses, targets, stats, R, N, V, Vp,
		                                                       dscale);
	else
		ce_finish_kernel<T, false><<<(unsigned)N, CE_THREADS>>>((T *)logits, losses, targets, stats, R, N, V, Vp,
		                                                        dscale);
	LAUNCH_CHECK(ci, "ce_finish_kernel");
}

static void cuda_ce_stats(struct nn_be *be, const void *logits, float *stats, const int32_t *targets,
                          int N, int V, int Vp)
{
	if (N > 0)
		ACT_DISPATCH(be, ce_stats_t, impl_of(be), logits, stats, targets, N, V, Vp);
}

static void cuda_ce_finish(struct nn_be *be, void *logits, float *losses, const int32_t *targets,
                           const float *stats, int R, int N, int V, int Vp, float dscale)
{
	if (N > 0)
		ACT_DISPATCH(be, ce_finish_t, impl_of(be), logits, losses, targets, stats, R, N, V, Vp, dscale);
}
