/*
 * kernels/crossentropy: fused softmax cross-entropy over the first V of Vp
 * logit columns, with the backward written in place.
 *
 * Design: one block of 512 threads per row. Pass 1 takes the row maximum
 * over the V real columns, pass 2 the sum of exp(l - max) (block
 * reductions: warp shuffles, then the 16 warp results), lse = max + log sum.
 * The loss is lse - l[target] (the target logit is read by every thread
 * before any write). With dscale != 0, pass 3 overwrites the row with
 * dscale * (softmax - onehot) over the V columns and zeros over the Vp - V
 * padding columns; a target < 0 gives loss 0 and an all-zero row. Each
 * thread writes only the columns it read, so the passes need no barrier
 * beyond the reductions'.
 *
 * Numeric contract: the sum is accumulated in fp32 per thread (the CPU sums
 * the same terms in double); for V = 50257 the relative difference in lse is
 * about 1e-7. Deterministic (fixed reduction tree). Storage: logits and the
 * in-place dlogits in T (fp32 or bf16: the gradient is rounded once on
 * store), lse and losses fp32.
 */

enum { CE_THREADS = 512 };

template <typename T>
__global__ void __launch_bounds__(CE_THREADS) crossentropy_kernel(T *__restrict__ logits, float *__restrict__ losses,
                                                                  const int32_t *__restrict__ targets,
                                                                  int N, int V, int Vp, float dscale)
{
	__shared__ float sh[32];
	int n = blockIdx.x;
	if (n >= N)
		return;   /* block-uniform */
	T *l = logits + (size_t)n * Vp;
	int y = targets[n];
	float ly = y >= 0 ? ld(l[y]) : 0.0f;
	float m = -INFINITY;
	for (int i = threadIdx.x; i < V; i += blockDim.x)
		m = fmaxf(m, ld(l[i]));
	m = block_max(m, sh);
	float s = 0;
	for (int i = threadIdx.x; i < V; i += blockDim.x)
		s += expf(ld(l[i]) - m);
	s = block_sum(s, sh);
	float lse = m + logf(s);
	if (threadIdx.x == 0)
		losses[n] = y >= 0 ? lse - ly : 0.0f;
	if (dscale == 0.0f)
		return;
	for (int i = threadIdx.x; i < Vp; i += blockDim.x) {
		float g = 0.0f;
		if (y >= 0 && i < V)
			g = (expf(ld(l[i]) - lse) - (i == y ? 1.0f : 0.0f)) * dscale;
		l[i] = st<T>(g);
	}
}

template <typename T>
static void crossentropy_t(struct cuda_impl *ci, void *logits, float *losses, const int32_t *targets,
                           int N, int V, int Vp, float dscale)
{
	crossentropy_kernel<T><<<(unsigned)N, CE_THREADS>>>((T *)logits, losses, targets, N, V, Vp, dscale);
	LAUNCH_CHECK(ci, "crossentropy_kernel");
}

static void cuda_crossentropy(struct nn_be *be, void *logits, float *losses,
                              const int32_t *targets, int N, int V, int Vp, float dscale)
{
	if (N > 0)
		ACT_DISPATCH(be, crossentropy_t, impl_of(be), logits, losses, targets, N, V, Vp, dscale);
}
