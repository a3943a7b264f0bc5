/*
 * kernels/elementwise: the embedding, GELU, residual, add and scale ops.
 *
 * Design: grid-stride loops. GELU, its backward, residual/add and scale
 * (ew_kernel) move 16 bytes per load and store (4 fp32 or 8 bf16) when
 * every pointer is 16-byte aligned, which the model's arena buffers are
 * (64-byte aligned, offsets of whole rows) — checked at each call, with a
 * scalar kernel for any other pointer (tests pass odd offsets); a vector
 * load is a quarter (fp32) or an eighth (bf16) of the load instructions,
 * and these ops are bound by memory bandwidth. The embedding's gather
 * stays scalar, one thread per element.
 *
 * Numeric contract: the same formulas as lib/nn/ops_cpu.c, term for term
 * (GELU's tanh through one expf), in fp32, so with fp32 storage results
 * differ from the CPU only by rounding (nvcc contracts a*b+c into FMA, the
 * CPU build does not); with bf16 storage the output is the fp32 result
 * rounded once (relative 2^-8). embed_fwd reads the fp32 master tables, not
 * the bf16 shadow: wte + wpe is then rounded once instead of three times, and
 * a gather of N x C elements costs little either way.
 * embed_bwd: dwpe is summed in row order by one thread per (t, c); dwte,
 * where a token may repeat anywhere in the batch, by one block per distinct
 * token over its rows in row order (the rows grouped by token on the host,
 * a counting sort: see embed_bwd_t), so both are deterministic, like every
 * other op here: a run repeats bit for bit. An atomicAdd per element, the
 * usual way (llm.c's first version, PyTorch's embedding backward outside
 * its deterministic mode), would make the last bits of dwte, and so of the
 * whole run, depend on scheduling.
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
		/* a vocabulary shard: no row for an id < 0; no wpe: no position term */
		int32_t id = tok[n];
		out[i] = st<T>((id >= 0 ? wte[(size_t)id * C + c] : 0.0f) + (wpe ? wpe[(n % T_) * C + c] : 0.0f));
	}
}

/* dwte[ids[u]] += the rows order[start[u] .. start[u + 1]) of dout: block u
 * for distinct token u, 256 channels at a time; warp w sums rows w, w + 8,
 * ... of the token's list (lane l channels l, l + 32, ...), then the 8
 * partial sums are added in warp order. Sums in a fixed order: the same
 * bits every run. A frequent token (thousands of rows) is spread over the
 * 8 warps, with 8 independent loads a lane in flight. */
enum { EMB_WARPS = 8, EMB_COLS = 256 };
template <typename T>
__global__ void embed_bwd_wte_kernel(float *__restrict__ dwte, const T *__restrict__ dout,
                                     const int32_t *__restrict__ order, const int32_t *__restrict__ start,
                                     const int32_t *__restrict__ ids, int C)
{
	__shared__ float part[EMB_WARPS][EMB_COLS];
	int u = blockIdx.x, warp = threadIdx.x / 32, lane = threadIdx.x % 32;
	int s0 = start[u], s1 = start[u + 1];
	float *dst = dwte + (size_t)ids[u] * C;
	for (int c0 = 0; c0 < C; c0 += EMB_COLS) {
		float acc[EMB_COLS / 32];
		for (int k = 0; k < EMB_COLS / 32; k++)
			acc[k] = 0;
		for (int s = s0 + warp; s < s1; s += EMB_WARPS) {
			const T *row = dout + (size_t)order[s] * C + c0 + lane;
			for (int k = 0; k < EMB_COLS / 32; k++)
				if (c0 + lane + 32 * k < C)
					acc[k] += ld(row[32 * k]);
		}
		for (int k = 0; k < EMB_COLS / 32; k++)
			part[warp][lane + 32 * k] = acc[k];
		__syncthreads();
		int c = c0 + (int)threadIdx.x;
		if (c < C) {
			float sum = 0;
			for (int w = 0; w < EMB_WARPS; w++)
				sum += part[w][threadIdx.x];
			dst[c] += sum;
		}
		__syncthreads();   /* part is rewritten by the next channel block */
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

/* 16-byte vectors: V16<T> elements (4 fp32 or 8 bf16) moved by one
 * 128-bit load or store, through a float4 carrier and memcpy (no type
 * punning; nvcc keeps it in registers). The caller checks the alignment. */
template <typename T> struct v16 { enum { n = 16 / (int)sizeof(T) }; };

template <typename T>
__device__ __forceinline__ void ld16(T (&e)[v16<T>::n], const T *p)
{
	float4 f = *reinterpret_cast<const float4 *>(p);
	memcpy(e, &f, 16);
}

template <typename T>
__device__ __forceinline__ void st16(T *p, const T (&e)[v16<T>::n])
{
	float4 f;
	memcpy(&f, e, 16);
	*reinterpret_cast<float4 *>(p) = f;
}

static inline bool aligned16(const void *p) { return ((uintptr_t)p & 15) == 0; }

/* The four elementwise ops, one formula each; y is unused by the unary
 * ones, s only by scale. */
enum { EW_GELU, EW_GELU_BWD, EW_ADD, EW_SCALE };

template <int OP>
__device__ __forceinline__ float ew1(float x, float y, float s)
{
	if (OP == EW_GELU)
		return gelu1(x);
	if (OP == EW_GELU_BWD)
		return y * gelu_grad1(x);   /* x = inp, y = dout */
	if (OP == EW_ADD)
		return x + y;
	return x * s;
}

/* out[i] = op(x[i], y[i]). With VEC (every pointer 16-byte aligned) the
 * first n / V16 vectors move 16 bytes per load, the few elements after them
 * go one by one; element results are the same either way (no reduction).
 * out may alias x or y (gelu_bwd in place, add's acc += x, the model's
 * res = in + res): each element, or vector, is read before the same thread
 * writes it, hence no __restrict__. */
template <typename T, int OP, bool VEC>
__global__ void ew_kernel(T *out, const T *x, const T *y, size_t n, float s)
{
	size_t done = 0;
	if (VEC) {
		enum { V = v16<T>::n };
		size_t nv = n / V;
		GRID_STRIDE(i, nv) {
			T a[V], b[V], o[V];
			ld16<T>(a, x + i * V);
			if (OP == EW_GELU_BWD || OP == EW_ADD)
				ld16<T>(b, y + i * V);
			for (int k = 0; k < V; k++)
				o[k] = st<T>(ew1<OP>(ld(a[k]), OP == EW_GELU_BWD || OP == EW_ADD ? ld(b[k]) : 0.0f, s));
			st16<T>(out + i * V, o);
		}
		done = nv * V;
	}
	for (size_t i = done + (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
	     i += (size_t)gridDim.x * blockDim.x)
		out[i] = st<T>(ew1<OP>(ld(x[i]), y ? ld(y[i]) : 0.0f, s));
}

template <typename T, int OP>
static void ew_t(struct cuda_impl *ci, void *out, const void *x, const void *y, size_t n, float s)
{
	if (aligned16(out) && aligned16(x) && (!y || aligned16(y))) {
		size_t nv = n / v16<T>::n;
		ew_kernel<T, OP, true><<<grid_for(ci, nv ? nv : n, EW_THREADS), EW_THREADS>>>(
			(T *)out, (const T *)x, (const T *)y, n, s);
	} else {
		ew_kernel<T, OP, false><<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>(
			(T *)out, (const T *)x, (const T *)y, n, s);
	}
	LAUNCH_CHECK(ci, "ew_kernel");
}

template <typename T>
static void embed_fwd_t(struct cuda_impl *ci, void *out, const int32_t *tok, const float *wte,
                        const float *wpe, size_t total, int T_, int C)
{
	embed_fwd_kernel<T><<<grid_for(ci, total, EW_THREADS), EW_THREADS>>>((T *)out, tok, wte, wpe, total, T_, C);
	LAUNCH_CHECK(ci, "embed_fwd_kernel");
}

/* embed_bwd's plan is made on the host from the ids. embed_fwd queues
 * their copy into pinned memory (emb_pin: [ids N][plan 3 N + 2]) behind
 * its kernel, so that embed_bwd, called for the same ids (the same
 * pointer and count, not written since: to_dev, copy, zero and free over
 * them forget the copy, emb_forget), finds them on the host already and
 * sorts while the device still runs the backward queued before it, then
 * queues the plan's upload from the same pinned block; before, it copied
 * the ids back, which waited for that backward, and the device idled
 * through the sort and both copies. Without pinned memory, or for other
 * ids, the copy back as before. The pinned block is rewritten only after
 * the copies that use it are done (emb_ev, emb_plan_ev). */
static int32_t *emb_pinned(struct cuda_impl *ci, size_t n)
{
	if (ci->emb_pin_cap >= n)
		return ci->emb_pin;
	if (!ci->emb_ev) {
		CUDA_CHECK(cudaEventCreateWithFlags(&ci->emb_ev, cudaEventDisableTiming));
		CUDA_CHECK(cudaEventCreateWithFlags(&ci->emb_plan_ev, cudaEventDisableTiming));
	}
	if (ci->emb_pin) {
		CUDA_CHECK(cudaEventSynchronize(ci->emb_ev));
		CUDA_CHECK(cudaEventSynchronize(ci->emb_plan_ev));
		CUDA_CHECK(cudaFreeHost(ci->emb_pin));
		ci->emb_pin = NULL, ci->emb_pin_cap = 0, ci->emb_tok = NULL;
	}
	void *p = NULL;
	if (cudaMallocHost(&p, n * sizeof(int32_t)) != cudaSuccess) {
		(void)cudaGetLastError();
		return NULL;   /* embed_bwd copies the ids back instead */
	}
	ci->emb_pin = (int32_t *)p, ci->emb_pin_cap = n;
	return ci->emb_pin;
}

/* [p, p + bytes) is written or freed: a copy of ids in it is stale */
static void emb_forget(struct cuda_impl *ci, const void *p, size_t bytes)
{
	const char *a = (const char *)ci->emb_tok, *b = (const char *)p;
	if (a && a < b + bytes && b < a + (size_t)ci->emb_n * sizeof(int32_t))
		ci->emb_tok = NULL;
}

static void cuda_embed_fwd(struct nn_be *be, void *out, const int32_t *tok, const float *wte,
                           const float *wpe, int N, int T, int C)
{
	struct cuda_impl *ci = impl_of(be);
	size_t total = (size_t)N * C;
	if (!total)
		return;
	ACT_DISPATCH(be, embed_fwd_t, ci, out, tok, wte, wpe, total, T, C);
	int32_t *pin = emb_pinned(ci, 4 * (size_t)N + 2);
	if (pin) {   /* after any earlier copy into it, in stream order; the plan's part untouched */
		CUDA_CHECK(cudaMemcpyAsync(pin, tok, (size_t)N * sizeof(int32_t), cudaMemcpyDeviceToHost, 0));
		CUDA_CHECK(cudaEventRecord(ci->emb_ev, 0));
		ci->emb_tok = tok, ci->emb_n = N;
	}
}

/* The rows of each distinct token, in row order, for embed_bwd_wte_kernel:
 * the ids on the host (embed_fwd's copy, above, or copied back now), a
 * counting sort by id groups the rows stably, and the plan goes back as
 * [order N][start U + 1][ids U] in the scratch. Host memory, kept from
 * call to call (it grows, never shrinks): the ids, the plan and the
 * counts, 4 N + 2 + (largest id + 1) int32s, and the pinned block's
 * 4 N + 2. Returns U, the distinct tokens. */
static void emb_reserve(struct cuda_impl *ci, size_t n)   /* keeps the contents */
{
	if (ci->emb_cap >= n)
		return;
	int32_t *p = (int32_t *)realloc(ci->emb_host, n * sizeof(int32_t));
	if (!p)
		cuda_fail("embed_bwd", "out of host memory", __FILE__, __LINE__);
	ci->emb_host = p;
	ci->emb_cap = n;
}

static int embed_plan(struct cuda_impl *ci, const int32_t *tok, int N, int32_t **dplan)
{
	bool pinned = ci->emb_tok == tok && ci->emb_n == N;
	if (pinned) {
		CUDA_CHECK(cudaEventSynchronize(ci->emb_ev));        /* landed while the forward ran */
		CUDA_CHECK(cudaEventSynchronize(ci->emb_plan_ev));   /* the last plan's upload is done */
	} else {
		emb_reserve(ci, (size_t)N);
		CUDA_CHECK(cudaMemcpy(ci->emb_host, tok, (size_t)N * sizeof(int32_t), cudaMemcpyDeviceToHost));
	}
	const int32_t *id0 = pinned ? ci->emb_pin : ci->emb_host;
	int32_t vmax = 0;
	for (int i = 0; i < N; i++)
		vmax = id0[i] > vmax ? id0[i] : vmax;   /* ids < 0 (another vocabulary shard's) get no row */
	emb_reserve(ci, 4 * (size_t)N + 2 + (size_t)vmax + 1);
	/* ids, then the plan (order, start, ids), then the counts; the ids
	 * and the plan in the pinned block when the ids are there */
	const int32_t *ids = pinned ? ci->emb_pin : ci->emb_host;
	int32_t *plan = (pinned ? ci->emb_pin : ci->emb_host) + N, *cnt = ci->emb_host + 4 * (size_t)N + 2;
	memset(cnt, 0, ((size_t)vmax + 1) * sizeof *cnt);
	for (int i = 0; i < N; i++)
		if (ids[i] >= 0)
			cnt[ids[i]]++;
	int U = 0;
	for (int32_t v = 0; v <= vmax; v++)
		U += cnt[v] > 0;
	int32_t *order = plan, *start = plan + N, *uid = start + U + 1;
	int pos = 0, u = 0;
	for (int32_t v = 0; v <= vmax; v++)
		if (cnt[v]) {
			uid[u] = v;
			start[u++] = pos;
			int c = cnt[v];
			cnt[v] = pos;   /* now the next free slot of v */
			pos += c;
		}
	start[U] = pos;
	for (int i = 0; i < N; i++)
		if (ids[i] >= 0)
			order[cnt[ids[i]]++] = i;
	size_t bytes = ((size_t)N + 2 * (size_t)U + 1) * sizeof(int32_t);
	*dplan = (int32_t *)cuda_scratch(ci, bytes);
	if (pinned) {   /* queued: the host goes on */
		CUDA_CHECK(cudaMemcpyAsync(*dplan, plan, bytes, cudaMemcpyHostToDevice, 0));
		CUDA_CHECK(cudaEventRecord(ci->emb_plan_ev, 0));
	} else {
		CUDA_CHECK(cudaMemcpy(*dplan, plan, bytes, cudaMemcpyHostToDevice));
	}
	return U;
}

template <typename T>
static void embed_bwd_t(struct cuda_impl *ci, float *dwte, float *dwpe, const void *dout,
                        const int32_t *tok, int N, int T_, int C)
{
	size_t tc = (size_t)T_ * C;
	int32_t *dp;
	int U = embed_plan(ci, tok, N, &dp);
	if (U) {
		embed_bwd_wte_kernel<T><<<U, EMB_WARPS * 32>>>(dwte, (const T *)dout, dp, dp + N, dp + N + U + 1, C);
		LAUNCH_CHECK(ci, "embed_bwd_wte_kernel");
	}
	if (!dwpe)
		return;
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

/* ACT_DISPATCH takes one template argument, the storage type */
#define EW_OP(name, OP) \
	template <typename T> \
	static void name(struct cuda_impl *ci, void *out, const void *x, const void *y, size_t n, float s) \
	{ ew_t<T, OP>(ci, out, x, y, n, s); }
EW_OP(gelu_fwd_t, EW_GELU)
EW_OP(gelu_bwd_t, EW_GELU_BWD)
EW_OP(residual_t, EW_ADD)
EW_OP(scale_t, EW_SCALE)
#undef EW_OP

static void cuda_gelu_fwd(struct nn_be *be, void *out, const void *inp, size_t n)
{
	if (n)
		ACT_DISPATCH(be, gelu_fwd_t, impl_of(be), out, inp, NULL, n, 0.0f);
}

static void cuda_gelu_bwd(struct nn_be *be, void *dinp, const void *inp, const void *dout, size_t n)
{
	if (n)
		ACT_DISPATCH(be, gelu_bwd_t, impl_of(be), dinp, inp, dout, n, 0.0f);
}

static void cuda_residual_fwd(struct nn_be *be, void *out, const void *a, const void *b, size_t n)
{
	if (n)
		ACT_DISPATCH(be, residual_t, impl_of(be), out, a, b, n, 0.0f);
}

static void cuda_add(struct nn_be *be, void *acc, const void *x, size_t n)
{
	cuda_residual_fwd(be, acc, acc, x, n);
}

static void cuda_scale(struct nn_be *be, void *x, size_t n, float s)
{
	if (n)
		ACT_DISPATCH(be, scale_t, impl_of(be), x, x, NULL, n, s);
}

/* Dropout (nn/ops.h): the mask from each element's global index alone,
 * the same bits as the CPU's. One thread an element; memory-bound like
 * scale, and called on the residual stream only (not yet timed on a GPU:
 * scripts/gpu-check.sh's losses step runs it). */
template <typename T>
__global__ void dropout_kernel(T *out, const T *in, size_t n, int C, uint64_t key, uint64_t row0, uint32_t thr,
                               float scale)
{
	GRID_STRIDE(i, n) {
		uint64_t e = (row0 + i / (size_t)C) * (uint64_t)C + i % (size_t)C;
		out[i] = st<T>(nn_drop_bits(key, e) >= thr ? ld(in[i]) * scale : 0.0f);
	}
}

template <typename T>
static void dropout_t(struct cuda_impl *ci, void *out, const void *in, size_t n, int C, uint64_t key,
                      uint64_t row0, float p)
{
	dropout_kernel<T><<<grid_for(ci, n, EW_THREADS), EW_THREADS>>>((T *)out, (const T *)in, n, C, key, row0,
	                                                               nn_drop_thr(p), 1.0f / (1.0f - p));
	LAUNCH_CHECK(ci, "dropout_kernel");
}

static void cuda_dropout(struct nn_be *be, void *out, const void *in, int N, int C, uint64_t key, uint64_t row0,
                         float p)
{
	if (N > 0 && C > 0)
		ACT_DISPATCH(be, dropout_t, impl_of(be), out, in, (size_t)N * C, C, key, row0, p);
}
