/*
 * kernels/adamw: the fused AdamW update and the deterministic sum of
 * squares (gradient norm for clipping).
 *
 * AdamW: one thread per parameter (four, with 16-byte loads, where the
 * buffers are aligned), the formula of the CPU twin term for
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

/* one parameter's update: p, m, v in place, the new p returned */
__device__ __forceinline__ float adamw1(float &p, float &m, float &v, float grad, float lr, float b1, float b2,
                                        float eps, float wd, float gs, float c1, float c2)
{
	float g = grad * gs;
	m = b1 * m + (1 - b1) * g;
	v = b2 * v + (1 - b2) * g * g;
	p = p * (1 - lr * wd);
	p = p - lr * (m / c1) / (sqrtf(v / c2) + eps);
	return p;
}

/* With VEC (p, grad, m, v 16-byte aligned, plp 4 elements aligned) the
 * first n / 4 groups of four move 16 bytes per load and store (the shadow
 * 8 or 16), the rest one at a time; the same bits either way (nothing is
 * summed across elements). */
template <typename T, bool VEC>
__global__ void adamw_kernel(float *__restrict__ p, T *__restrict__ plp, const float *__restrict__ grad, float *__restrict__ m,
                             float *__restrict__ v, size_t n, float lr, float b1, float b2, float eps,
                             float wd, float gs, float c1, float c2)
{
	size_t done = 0;
	if (VEC) {
		size_t n4 = n / 4;
		GRID_STRIDE(i, n4) {
			float4 pp = ((float4 *)p)[i], gg = ((const float4 *)grad)[i];
			float4 mm = ((float4 *)m)[i], vv = ((float4 *)v)[i];
			float *pe = &pp.x, *ge = &gg.x, *me = &mm.x, *ve = &vv.x;
			T lp[4];
			for (int k = 0; k < 4; k++)
				lp[k] = st<T>(adamw1(pe[k], me[k], ve[k], ge[k], lr, b1, b2, eps, wd, gs, c1, c2));
			((float4 *)p)[i] = pp;
			((float4 *)m)[i] = mm;
			((float4 *)v)[i] = vv;
			if (plp && sizeof(T) == 2) {   /* one 8-byte store */
				uint2 u;
				memcpy(&u, lp, sizeof u);
				((uint2 *)plp)[i] = u;
			} else if (plp) {              /* fp32 shadow: one 16-byte store */
				float4 u;
				memcpy(&u, lp, sizeof u);
				((float4 *)plp)[i] = u;
			}
		}
		done = n4 * 4;
	}
	for (size_t i = done + (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
		float pi = adamw1(p[i], m[i], v[i], grad[i], lr, b1, b2, eps, wd, gs, c1, c2);
		if (plp)
			plp[i] = st<T>(pi);
	}
}

template <typename T>
static void adamw_t(struct cuda_impl *ci, float *p, void *plp, const float *grad, float *m, float *v, size_t n,
                    float lr, float b1, float b2, float eps, float wd, float gs, float c1, float c2)
{
	if (aligned16(p) && aligned16(grad) && aligned16(m) && aligned16(v) &&
	    (!plp || ((uintptr_t)plp & (4 * sizeof(T) - 1)) == 0))
		adamw_kernel<T, true><<<grid_for(ci, n / 4 ? n / 4 : n, EW_THREADS), EW_THREADS>>>(
			p, (T *)plp, grad, m, v, n, lr, b1, b2, eps, wd, gs, c1, c2);
	else
		adamw_kernel<T, false><<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>(p, (T *)plp, grad, m, v, n, lr, b1,
		                                                                     b2, eps, wd, gs, c1, c2);
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
