/*
 * kernels/elementwise: the embedding, GELU, residual, add and scale ops.
 *
 * Design: one thread per output element in a grid-stride loop, plain
 * coalesced scalar loads and stores of the storage type T (fp32 or bf16).
 * These ops are bound by memory bandwidth; scalar loads over enough resident
 * warps reach most of it, and they make no alignment assumption (the model
 * passes sub-buffers at any element offset).
 *
 * Numeric contract: the same formulas as lib/nn/ops_cpu.c, term for term
 * (GELU's tanh through one expf), in fp32, so with fp32 storage results
 * differ from the CPU only by rounding (nvcc contracts a*b+c into FMA, the
 * CPU build does not); with bf16 storage the output is the fp32 result
 * rounded once (relative 2^-8). embed_fwd reads the fp32 master tables, not
 * the bf16 shadow: wte + wpe is then rounded once instead of three times, and
 * a gather of N x C elements costs little either way.
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

template <typename T>
__global__ void embed_fwd_kernel(T *__restrict__ out, const int32_t *__restrict__ tok,
                                 const float *__restrict__ wte, const float *__restrict__ wpe,
                                 size_t total, int T_, int C)
{
	GRID_STRIDE(i, total) {
		size_t n = i / C;
		int c = (int)(i % C);
		out[i] = st<T>(wte[(size_t)tok[n] * C + c] + wpe[(n % T_) * C + c]);
	}
}

template <typename T>
__global__ void embed_bwd_wte_kernel(float *__restrict__ dwte, const T *__restrict__ dout,
                                     const int32_t *__restrict__ tok, size_t total, int C)
{
	GRID_STRIDE(i, total) {
		size_t n = i / C;
		int c = (int)(i % C);
		atomicAdd(&dwte[(size_t)tok[n] * C + c], ld(dout[i]));
	}
}

/* one thread per (t, c): rows t, t+T, t+2T, ... in order */
template <typename T>
__global__ void embed_bwd_wpe_kernel(float *__restrict__ dwpe, const T *__restrict__ dout,
                                     int N, int T_, int C)
{
	size_t total = (size_t)T_ * C;
	GRID_STRIDE(i, total) {
		int t = (int)(i / C), c = (int)(i % C);
		float s = 0;
		for (int n = t; n < N; n += T_)
			s += ld(dout[(size_t)n * C + c]);
		dwpe[i] += s;
	}
}

template <typename T>
__global__ void gelu_fwd_kernel(T *out, const T *inp, size_t n)   /* may run in place */
{
	GRID_STRIDE(i, n)
		out[i] = st<T>(gelu1(ld(inp[i])));
}

/* in place: dinp may alias dout or inp (each element is read before the
 * same thread writes it), so no __restrict__ here */
template <typename T>
__global__ void gelu_bwd_kernel(T *dinp, const T *inp, const T *dout, size_t n)
{
	GRID_STRIDE(i, n)
		dinp[i] = st<T>(ld(dout[i]) * gelu_grad1(ld(inp[i])));
}

/* out may alias a (add: acc += x) or b (the model's res = in + res), so no
 * __restrict__: each element is read before the same thread writes it */
template <typename T>
__global__ void residual_kernel(T *out, const T *a, const T *b, size_t n)
{
	GRID_STRIDE(i, n)
		out[i] = st<T>(ld(a[i]) + ld(b[i]));
}

template <typename T>
__global__ void scale_kernel(T *__restrict__ x, size_t n, float s)
{
	GRID_STRIDE(i, n)
		x[i] = st<T>(ld(x[i]) * s);
}

template <typename T>
static void embed_fwd_t(struct cuda_impl *ci, void *out, const int32_t *tok, const float *wte,
                        const float *wpe, size_t total, int T_, int C)
{
	embed_fwd_kernel<T><<<grid_for(ci, total, EW_THREADS), EW_THREADS>>>((T *)out, tok, wte, wpe, total, T_, C);
	LAUNCH_CHECK(ci, "embed_fwd_kernel");
}

static void cuda_embed_fwd(struct nn_be *be, void *out, const int32_t *tok, const float *wte,
                           const float *wpe, int N, int T, int C)
{
	struct cuda_impl *ci = impl_of(be);
	size_t total = (size_t)N * C;
	if (!total)
		return;
	ACT_DISPATCH(be, embed_fwd_t, ci, out, tok, wte, wpe, total, T, C);
}

template <typename T>
static void embed_bwd_t(struct cuda_impl *ci, float *dwte, float *dwpe, const void *dout,
                        const int32_t *tok, int N, int T_, int C)
{
	size_t total = (size_t)N * C, tc = (size_t)T_ * C;
	embed_bwd_wte_kernel<T><<<grid_for(ci, total, EW_THREADS), EW_THREADS>>>(dwte, (const T *)dout, tok, total, C);
	LAUNCH_CHECK(ci, "embed_bwd_wte_kernel");
	embed_bwd_wpe_kernel<T><<<grid_for(ci, tc, EW_THREADS), EW_THREADS>>>(dwpe, (const T *)dout, N, T_, C);
	LAUNCH_CHECK(ci, "embed_bwd_wpe_kernel");
}

static void cuda_embed_bwd(struct nn_be *be, float *dwte, float *dwpe, const void *dout,
                           const int32_t *tok, int N, int T, int C)
{
	struct cuda_impl *ci = impl_of(be);
	if (N <= 0 || C <= 0)
		return;
	ACT_DISPATCH(be, embed_bwd_t, ci, dwte, dwpe, dout, tok, N, T, C);
}

template <typename T>
static void gelu_fwd_t(struct cuda_impl *ci, void *out, const void *inp, size_t n)
{
	gelu_fwd_kernel<T><<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>((T *)out, (const T *)inp, n);
	LAUNCH_CHECK(ci, "gelu_fwd_kernel");
}

static void cuda_gelu_fwd(struct nn_be *be, void *out, const void *inp, size_t n)
{
	if (n)
		ACT_DISPATCH(be, gelu_fwd_t, impl_of(be), out, inp, n);
}

template <typename T>
static void gelu_bwd_t(struct cuda_impl *ci, void *dinp, const void *inp, const void *dout, size_t n)
{
	gelu_bwd_kernel<T><<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>((T *)dinp, (const T *)inp, (const T *)dout, n);
	LAUNCH_CHECK(ci, "gelu_bwd_kernel");
}

static void cuda_gelu_bwd(struct nn_be *be, void *dinp, const void *inp, const void *dout, size_t n)
{
	if (n)
		ACT_DISPATCH(be, gelu_bwd_t, impl_of(be), dinp, inp, dout, n);
}

template <typename T>
static void residual_t(struct cuda_impl *ci, void *out, const void *a, const void *b, size_t n)
{
	residual_kernel<T><<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>((T *)out, (const T *)a, (const T *)b, n);
	LAUNCH_CHECK(ci, "residual_kernel");
}

static void cuda_residual_fwd(struct nn_be *be, void *out, const void *a, const void *b, size_t n)
{
	if (n)
		ACT_DISPATCH(be, residual_t, impl_of(be), out, a, b, n);
}

static void cuda_add(struct nn_be *be, void *acc, const void *x, size_t n)
{
	cuda_residual_fwd(be, acc, acc, x, n);
}

template <typename T>
static void scale_t(struct cuda_impl *ci, void *x, size_t n, float s)
{
	scale_kernel<T><<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>((T *)x, n, s);
	LAUNCH_CHECK(ci, "scale_kernel");
}

static void cuda_scale(struct nn_be *be, void *x, size_t n, float s)
{
	if (n)
		ACT_DISPATCH(be, scale_t, impl_of(be), x, n, s);
}
