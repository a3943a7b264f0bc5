/*
 * kernels/elementwise: the embedding, GELU, residual, add and scale ops.
 *
 * Design: one thread per output element in a grid-stride loop, plain
 * coalesced fp32 loads and stores. These ops are bound by memory bandwidth;
 * scalar loads over enough resident warps reach most of it, and they make no
 * alignment assumption (the model passes sub-buffers at any float offset).
 *
 * Numeric contract: the same formulas as lib/nn/ops_cpu.c, term for term
 * (GELU's tanh through one expf), so results differ from the CPU only by
 * rounding (nvcc contracts a*b+c into FMA, the CPU build does not).
 * embed_bwd: dwpe is summed in row order by one thread per (t, c), so it is
 * deterministic; dwte uses atomicAdd (a token may repeat anywhere in the
 * batch), so its last bits depend on scheduling.
 */

#define GELU_K 0.7978845608028654f   /* sqrt(2/pi) */

__device__ __forceinline__ float tanh_via_exp(float u)
{
	return 1.0f - 2.0f / (1.0f + expf(2.0f * u));
}

__device__ __forceinline__ float gelu1(float x)
{
	return 0.5f * x * (1.0f + tanh_via_exp(GELU_K * (x + 0.044715f * x * x * x)));
}

__device__ __forceinline__ float gelu_grad1(float x)
{
	float u = GELU_K * (x + 0.044715f * x * x * x);
	float t = tanh_via_exp(u);
	return 0.5f * (1.0f + t) + 0.5f * x * (1.0f - t * t) * GELU_K * (1.0f + 3.0f * 0.044715f * x * x);
}

#define GRID_STRIDE(i, n) \
	for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < (n); i += (size_t)gridDim.x * blockDim.x)

enum { EW_THREADS = 256 };

__global__ void embed_fwd_kernel(float *__restrict__ out, const int32_t *__restrict__ tok,
                                 const float *__restrict__ wte, const float *__restrict__ wpe,
                                 size_t total, int T, int C)
{
	GRID_STRIDE(i, total) {
		size_t n = i / C;
		int c = (int)(i % C);
		out[i] = wte[(size_t)tok[n] * C + c] + wpe[(n % T) * C + c];
	}
}

__global__ void embed_bwd_wte_kernel(float *__restrict__ dwte, const float *__restrict__ dout,
                                     const int32_t *__restrict__ tok, size_t total, int C)
{
	GRID_STRIDE(i, total) {
		size_t n = i / C;
		int c = (int)(i % C);
		atomicAdd(&dwte[(size_t)tok[n] * C + c], dout[i]);
	}
}

/* one thread per (t, c): rows t, t+T, t+2T, ... in order */
__global__ void embed_bwd_wpe_kernel(float *__restrict__ dwpe, const float *__restrict__ dout,
                                     int N, int T, int C)
{
	size_t total = (size_t)T * C;
	GRID_STRIDE(i, total) {
		int t = (int)(i / C), c = (int)(i % C);
		float s = 0;
		for (int n = t; n < N; n += T)
			s += dout[(size_t)n * C + c];
		dwpe[i] += s;
	}
}

__global__ void gelu_fwd_kernel(float *out, const float *inp, size_t n)   /* may run in place */
{
	GRID_STRIDE(i, n)
		out[i] = gelu1(inp[i]);
}

/* in place: dinp may alias dout or inp (each element is read before the
 * same thread writes it), so no __restrict__ here */
__global__ void gelu_bwd_kernel(float *dinp, const float *inp, const float *dout, size_t n)
{
	GRID_STRIDE(i, n)
		dinp[i] = dout[i] * gelu_grad1(inp[i]);
}

/* out may alias a (add: acc += x) or b (the model's res = in + res), so no
 * __restrict__: each element is read before the same thread writes it */
__global__ void residual_kernel(float *out, const float *a, const float *b, size_t n)
{
	GRID_STRIDE(i, n)
		out[i] = a[i] + b[i];
}

__global__ void scale_kernel(float *__restrict__ x, size_t n, float s)
{
	GRID_STRIDE(i, n)
		x[i] *= s;
}

static void cuda_embed_fwd(struct nn_be *be, float *out, const int32_t *tok, const float *wte,
                           const float *wpe, int N, int T, int C)
{
	struct cuda_impl *ci = impl_of(be);
	size_t total = (size_t)N * C;
	if (!total)
		return;
	embed_fwd_kernel<<<grid_for(ci, total, EW_THREADS), EW_THREADS>>>(out, tok, wte, wpe, total, T, C);
	LAUNCH_CHECK(ci, "embed_fwd_kernel");
}

static void cuda_embed_bwd(struct nn_be *be, float *dwte, float *dwpe, const float *dout,
                           const int32_t *tok, int N, int T, int C)
{
	struct cuda_impl *ci = impl_of(be);
	size_t total = (size_t)N * C;
	if (!total)
		return;
	embed_bwd_wte_kernel<<<grid_for(ci, total, EW_THREADS), EW_THREADS>>>(dwte, dout, tok, total, C);
	LAUNCH_CHECK(ci, "embed_bwd_wte_kernel");
	size_t tc = (size_t)T * C;
	embed_bwd_wpe_kernel<<<grid_for(ci, tc, EW_THREADS), EW_THREADS>>>(dwpe, dout, N, T, C);
	LAUNCH_CHECK(ci, "embed_bwd_wpe_kernel");
}

static void cuda_gelu_fwd(struct nn_be *be, float *out, const float *inp, size_t n)
{
	struct cuda_impl *ci = impl_of(be);
	if (!n)
		return;
	gelu_fwd_kernel<<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>(out, inp, n);
	LAUNCH_CHECK(ci, "gelu_fwd_kernel");
}

static void cuda_gelu_bwd(struct nn_be *be, float *dinp, const float *inp, const float *dout, size_t n)
{
	struct cuda_impl *ci = impl_of(be);
	if (!n)
		return;
	gelu_bwd_kernel<<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>(dinp, inp, dout, n);
	LAUNCH_CHECK(ci, "gelu_bwd_kernel");
}

static void cuda_residual_fwd(struct nn_be *be, float *out, const float *a, const float *b, size_t n)
{
	struct cuda_impl *ci = impl_of(be);
	if (!n)
		return;
	residual_kernel<<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>(out, a, b, n);
	LAUNCH_CHECK(ci, "residual_kernel");
}

static void cuda_add(struct nn_be *be, float *acc, const float *x, size_t n)
{
	cuda_residual_fwd(be, acc, acc, x, n);
}

static void cuda_scale(struct nn_be *be, float *x, size_t n, float s)
{
	struct cuda_impl *ci = impl_of(be);
	if (!n)
		return;
	scale_kernel<<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>(x, n, s);
	LAUNCH_CHECK(ci, "scale_kernel");
}
