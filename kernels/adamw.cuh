/*
 * kernels/adamw: the fused AdamW update and the deterministic sum of
 * squares (gradient norm for clipping).
 *
 * AdamW: one thread per parameter, the formula of the CPU twin term for
 * term (torch semantics, decoupled decay; the bias corrections 1 - beta^t
 * are computed once on the host with powf, as on the CPU). Parameters,
 * gradients and moments are fp32; with a low-precision shadow (p_lowp, in
 * the activation type) the same thread writes round(p) there, so the
 * weights the matmuls read never lag the master copy.
 *
 * sumsq: two passes in double. Pass 1: a fixed number of blocks (it depends
 * only on n), each thread summing a fixed grid-stride subset, then a block
 * reduction in a fixed tree; pass 2: one block adds the partials the same
 * way. Same n, same bits, every run; it differs from the CPU's sum (blocks
 * of 8192 in order) only by double rounding.
 */

template <typename T>
__global__ void adamw_kernel(float *__restrict__ p, T *__restrict__ plp, const float *__restrict__ grad, float *__restrict__ m,
                             float *__restrict__ v, size_t n, float lr, float b1, float b2, float eps,
                             float wd, float gs, float c1, float c2)
{
	GRID_STRIDE(i, n) {
		float g = grad[i] * gs;
		float mi = b1 * m[i] + (1 - b1) * g;
		float vi = b2 * v[i] + (1 - b2) * g * g;
		m[i] = mi;
		v[i] = vi;
		float pi = p[i] * (1 - lr * wd);
		pi = pi - lr * (mi / c1) / (sqrtf(vi / c2) + eps);
		p[i] = pi;
		if (plp)
			plp[i] = st<T>(pi);
	}
}

template <typename T>
static void adamw_t(struct cuda_impl *ci, float *p, void *plp, const float *grad, float *m, float *v, size_t n,
                    float lr, float b1, float b2, float eps, float wd, float gs, float c1, float c2)
{
	adamw_kernel<T><<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>(p, (T *)plp, grad, m, v, n, lr, b1, b2, eps, wd,
	                                                             gs, c1, c2);
	LAUNCH_CHECK(ci, "adamw_kernel");
}

static void cuda_adamw(struct nn_be *be, float *p, void *p_lowp, const float *grad, float *m,
                       float *v, size_t n, float lr, float beta1, float beta2, float eps, float wd,
                       float gscale, int t)
{
	struct cuda_impl *ci = impl_of(be);
	if (!n)
		return;
	float c1 = 1.0f - powf(beta1, (float)t), c2 = 1.0f - powf(beta2, (float)t);
	ACT_DISPATCH(be, adamw_t, ci, p, p_lowp, grad, m, v, n, lr, beta1, beta2, eps, wd, gscale, c1, c2);
}

enum { SUMSQ_BLOCKS = 1024, SUMSQ_THREADS = 256 };

__global__ void __launch_bounds__(SUMSQ_THREADS) sumsq_partial_kernel(double *__restrict__ part,
                                                                      const float *__restrict__ x, size_t n)
{
	__shared__ double sh[32];
	double acc = 0;
	GRID_STRIDE(i, n) {
		double xi = x[i];
		acc += xi * xi;
	}
	acc = block_sum(acc, sh);
	if (threadIdx.x == 0)
		part[blockIdx.x] = acc;
}

/* one block: part[nb] = sum of part[0..nb) */
__global__ void __launch_bounds__(1024) sumsq_final_kernel(double *__restrict__ part, int nb)
{
	__shared__ double sh[32];
	double acc = 0;
	for (int i = threadIdx.x; i < nb; i += blockDim.x)
		acc += part[i];
	acc = block_sum(acc, sh);
	if (threadIdx.x == 0)
		part[nb] = acc;
}

static double cuda_sumsq(struct nn_be *be, const float *x, size_t n)
{
	struct cuda_impl *ci = impl_of(be);
	if (!n)
		return 0;
	size_t need = (n + SUMSQ_THREADS - 1) / SUMSQ_THREADS;
	int nb = need < SUMSQ_BLOCKS ? (int)need : SUMSQ_BLOCKS;
	sumsq_partial_kernel<<<nb, SUMSQ_THREADS>>>(ci->sumsq_part, x, n);
	LAUNCH_CHECK(ci, "sumsq_partial_kernel");
	sumsq_final_kernel<<<1, 1024>>>(ci->sumsq_part, nb);
	LAUNCH_CHECK(ci, "sumsq_final_kernel");
	double r = 0;
	CUDA_CHECK(cudaMemcpy(&r, ci->sumsq_part + nb, sizeof r, cudaMemcpyDeviceToHost));
	return r;
}
