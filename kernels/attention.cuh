/*
 * kernels/attention: causal multi-head attention, forward and backward,
 * flash-attention style: the T x T score matrix is never stored.
 *
 * Layout (nn/ops.h): qkv [B][T][3][NH][HS], out [B][T][NH][HS], lse
 * [B][NH][T]. Row t of head h of batch b: q at qkv + ((b*T + t)*3 + 0)*C +
 * h*HS, k at +C, v at +2C, with C = NH*HS.
 *
 * Design (a plain, first version; FlashAttention-2's algorithm without its
 * tensor-core tiling):
 *   forward: a block of 64 threads owns 64 query rows of one (b, h); each
 *     thread keeps its q row and its output accumulator in registers. Keys
 *     and values stream through shared memory in tiles of 32 rows; each
 *     thread walks the keys j <= i with an online softmax (running max m,
 *     running sum l, the accumulator rescaled when m grows). It writes
 *     out = acc / l and lse = m + log l.
 *   backward: delta_i = dout_i . out_i first (one thread per row); then
 *     dQ with the forward's structure (thread per query row, K/V tiles in
 *     shared memory), and dK, dV with the transposed one (thread per key
 *     row, Q/dOut/lse/delta tiles in shared memory, queries i >= j). Every
 *     kernel recomputes p_ij = exp(s_ij - lse_i) from the saved lse, so no
 *     probabilities are stored. dK and dV are separate kernels to keep the
 *     per-thread register arrays at three rows of the head size. No atomics:
 *     every output element is written by exactly one thread, and all sums
 *     run in key or query order, so results are deterministic.
 * The head size is padded up to the next of 16, 32, 64, 128 (a template
 * parameter, so the per-thread rows live in registers); pad lanes hold
 * zeros and are never written back. Head sizes above 128 are refused.
 *
 * Numeric contract: fp32 arithmetic throughout; s = (q . k) / sqrt(HS) as
 * on the CPU, softmax with the running max subtracted. Storage: qkv, out,
 * dout and dqkv in T (fp32 or bf16, widened as they are loaded into
 * registers and shared tiles, which stay fp32; rounded once on store); lse
 * and delta fp32. With fp32 storage it agrees with the CPU twin to rounding
 * (about 1e-6 relative); with bf16, to the one rounding of each output.
 *
 * Speed: this version does its dot products on the FP32 pipes, one row per
 * thread, and recomputes the scores three times in backward; see
 * kernels/README for the path to tensor cores (bf16 mma / cuDNN SDPA).
 *
 * Attention dropout (ops.h: nn_attn_drop, the CPU's masks bit for bit):
 * only these kernels have it, so with dropout on the dispatch takes them
 * over the tensor-core ones. The forward's accumulator takes p m (m the
 * element's nn_attn_keep), the sum l the undropped p; backward multiplies
 * dout . v by m for ds and p by m for dv. Not yet timed on a GPU.
 */

enum { ATT_BQ = 64, ATT_BK = 32 };

struct att_geom {
	int T, NH, hs, C;
	float sc;
	int drop;             /* attention dropout: dr holds it */
	struct nn_attn_drop dr;
};

/* the dropout factor of (query i, key j) of head h of batch b: 1 without */
__device__ __forceinline__ float att_keep(const att_geom &g, int b, int h, int i, int j)
{
	return g.drop ? nn_attn_keep(&g.dr, b, h, g.T, i, j) : 1.0f;
}

/* pointer to row t of part s (0 q, 1 k, 2 v) of head h of batch b */
__device__ __forceinline__ size_t qkv_at(const att_geom &g, int b, int t, int s, int h)
{
	return ((size_t)b * g.T + t) * 3 * g.C + (size_t)s * g.C + (size_t)h * g.hs;
}

template <int D, typename T>
__device__ __forceinline__ void load_row(float (&r)[D], const T *__restrict__ p, int hs, bool ok)
{
#pragma unroll
	for (int d = 0; d < D; d++)
		r[d] = ok && d < hs ? ld(p[d]) : 0.0f;
}

/* tile rows [r0, r0 + ROWS) of part s into sh[ROWS][D], zero past T or hs */
template <int D, int ROWS, typename T>
__device__ __forceinline__ void load_tile(float (*sh)[D], const T *__restrict__ qkv, const att_geom &g,
                                          int b, int h, int s, int r0)
{
	for (int e = threadIdx.x; e < ROWS * D; e += blockDim.x) {
		int rr = e / D, d = e % D, t = r0 + rr;
		sh[rr][d] = t < g.T && d < g.hs ? ld(qkv[qkv_at(g, b, t, s, h) + d]) : 0.0f;
	}
}

/* r . row and r += a * row for a row of shared memory, read as float4: one
 * 16-byte shared load (a broadcast: every thread of the warp reads the same
 * row) feeds four FMAs, so the loop is not bound by shared-memory issue; the
 * dot product keeps four partial sums so that it is not one long chain of
 * dependent FMAs */
template <int D>
__device__ __forceinline__ float dot_sh(const float (&r)[D], const float *__restrict__ row)
{
	const float4 *r4 = reinterpret_cast<const float4 *>(row);
	float s0 = 0, s1 = 0, s2 = 0, s3 = 0;   /* four chains: FMA latency hidden */
#pragma unroll
	for (int d = 0; d < D / 4; d++) {
		float4 v = r4[d];
		s0 += r[4 * d] * v.x;
		s1 += r[4 * d + 1] * v.y;
		s2 += r[4 * d + 2] * v.z;
		s3 += r[4 * d + 3] * v.w;
	}
	return (s0 + s1) + (s2 + s3);
}

template <int D>
__device__ __forceinline__ void axpy_sh(float (&r)[D], float a, const float *__restrict__ row)
{
	const float4 *r4 = reinterpret_cast<const float4 *>(row);
#pragma unroll
	for (int d = 0; d < D / 4; d++) {
		float4 v = r4[d];
		r[4 * d] += a * v.x;
		r[4 * d + 1] += a * v.y;
		r[4 * d + 2] += a * v.z;
		r[4 * d + 3] += a * v.w;
	}
}

template <int D, typename T>
__global__ void __launch_bounds__(ATT_BQ) attention_fwd_kernel(T *__restrict__ out, float *__restrict__ lse,
                                                               const T *__restrict__ qkv, att_geom g)
{
	__shared__ __align__(16) float ks[ATT_BK][D], vs[ATT_BK][D];
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int i = blockIdx.y * ATT_BQ + threadIdx.x;
	bool active = i < g.T;
	float q[D], o[D];
	load_row<D>(q, qkv + (active ? qkv_at(g, b, i, 0, h) : 0), g.hs, active);
#pragma unroll
	for (int d = 0; d < D; d++)
		o[d] = 0;
	float m = -INFINITY, l = 0;
	int kend = min(g.T, (int)(blockIdx.y + 1) * ATT_BQ);
	for (int j0 = 0; j0 < kend; j0 += ATT_BK) {
		__syncthreads();   /* the previous tile is consumed */
		load_tile<D, ATT_BK, T>(ks, qkv, g, b, h, 1, j0);
		load_tile<D, ATT_BK, T>(vs, qkv, g, b, h, 2, j0);
		__syncthreads();
		int jn = active ? min(ATT_BK, i - j0 + 1) : 0;
		for (int jj = 0; jj < jn; jj++) {
			float s = dot_sh<D>(q, ks[jj]) * g.sc;
			if (s > m) {
				float f = expf(m - s);
				l *= f;
#pragma unroll
				for (int d = 0; d < D; d++)
					o[d] *= f;
				m = s;
			}
			float p = expf(s - m);
			l += p;
			axpy_sh<D>(o, p * att_keep(g, b, h, i, j0 + jj), vs[jj]);
		}
	}
	if (!active)
		return;
	float rl = 1.0f / l;
	T *op = out + ((size_t)b * g.T + i) * g.C + (size_t)h * g.hs;
#pragma unroll
	for (int d = 0; d < D; d++)
		if (d < g.hs)
			op[d] = st<T>(o[d] * rl);
	lse[(size_t)bh * g.T + i] = m + logf(l);
}

/* delta[b][h][t] = dout . out over the head's channels */
template <typename T>
__global__ void attention_delta_kernel(float *__restrict__ delta, const T *__restrict__ dout,
                                       const T *__restrict__ out, int B, att_geom g)
{
	size_t total = (size_t)B * g.NH * g.T;
	GRID_STRIDE(r, total) {
		int t = (int)(r % g.T);
		size_t bh = r / g.T;
		int h = (int)(bh % g.NH), b = (int)(bh / g.NH);
		size_t off = ((size_t)b * g.T + t) * g.C + (size_t)h * g.hs;
		float s = 0;
		for (int d = 0; d < g.hs; d++)
			s += ld(dout[off + d]) * ld(out[off + d]);
		delta[r] = s;
	}
}

/* dq_i = sum_{j<=i} p_ij (dout_i . v_j - delta_i) sc k_j */
template <int D, typename T>
__global__ void __launch_bounds__(ATT_BQ) attention_dq_kernel(T *__restrict__ dqkv, const T *__restrict__ dout,
                                                              const T *__restrict__ qkv, const float *__restrict__ lse,
                                                              const float *__restrict__ delta, att_geom g)
{
	__shared__ __align__(16) float ks[ATT_BK][D], vs[ATT_BK][D];
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int i = blockIdx.y * ATT_BQ + threadIdx.x;
	bool active = i < g.T;
	size_t orow = ((size_t)b * g.T + (active ? i : 0)) * g.C + (size_t)h * g.hs;
	float q[D], dov[D], dq[D];
	load_row<D>(q, qkv + (active ? qkv_at(g, b, i, 0, h) : 0), g.hs, active);
	load_row<D>(dov, dout + orow, g.hs, active);
#pragma unroll
	for (int d = 0; d < D; d++)
		dq[d] = 0;
	float L = active ? lse[(size_t)bh * g.T + i] : 0.0f;
	float Dl = active ? delta[(size_t)bh * g.T + i] : 0.0f;
	int kend = min(g.T, (int)(blockIdx.y + 1) * ATT_BQ);
	for (int j0 = 0; j0 < kend; j0 += ATT_BK) {
		__syncthreads();
		load_tile<D, ATT_BK, T>(ks, qkv, g, b, h, 1, j0);
		load_tile<D, ATT_BK, T>(vs, qkv, g, b, h, 2, j0);
		__syncthreads();
		int jn = active ? min(ATT_BK, i - j0 + 1) : 0;
		for (int jj = 0; jj < jn; jj++) {
			float s = dot_sh<D>(q, ks[jj]), dp = dot_sh<D>(dov, vs[jj]);
			float p = expf(s * g.sc - L);
			float ds = p * (dp * att_keep(g, b, h, i, j0 + jj) - Dl) * g.sc;
			axpy_sh<D>(dq, ds, ks[jj]);
		}
	}
	if (!active)
		return;
	T *dst = dqkv + qkv_at(g, b, i, 0, h);
#pragma unroll
	for (int d = 0; d < D; d++)
		if (d < g.hs)
			dst[d] = st<T>(dq[d]);
}

enum { ATT_BKEY = 64, ATT_BQT = 32 };

/* Thread per key row j; queries i >= j stream through shared memory.
 *   DK = false: dv_j = sum_i p_ij dout_i
 *   DK = true:  dk_j = sum_i p_ij (dout_i . v_j - delta_i) sc q_i */
template <int D, bool DK, typename T>
__global__ void __launch_bounds__(ATT_BKEY) attention_dkv_kernel(T *__restrict__ dqkv, const T *__restrict__ dout,
                                                                 const T *__restrict__ qkv, const float *__restrict__ lse,
                                                                 const float *__restrict__ delta, att_geom g)
{
	__shared__ __align__(16) float qs[ATT_BQT][D], dos[ATT_BQT][D];
	__shared__ float Ls[ATT_BQT], Ds[ATT_BQT];
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int j = blockIdx.y * ATT_BKEY + threadIdx.x;
	bool active = j < g.T;
	float k[D], v[D], acc[D];
	load_row<D>(k, qkv + (active ? qkv_at(g, b, j, 1, h) : 0), g.hs, active);
	if (DK)
		load_row<D>(v, qkv + (active ? qkv_at(g, b, j, 2, h) : 0), g.hs, active);
#pragma unroll
	for (int d = 0; d < D; d++)
		acc[d] = 0;
	for (int i0 = blockIdx.y * ATT_BKEY; i0 < g.T; i0 += ATT_BQT) {
		__syncthreads();
		load_tile<D, ATT_BQT, T>(qs, qkv, g, b, h, 0, i0);
		for (int e = threadIdx.x; e < ATT_BQT * D; e += blockDim.x) {
			int rr = e / D, d = e % D, t = i0 + rr;
			dos[rr][d] = t < g.T && d < g.hs ? ld(dout[((size_t)b * g.T + t) * g.C + (size_t)h * g.hs + d]) : 0.0f;
		}
		for (int rr = threadIdx.x; rr < ATT_BQT; rr += blockDim.x) {
			int t = i0 + rr;
			Ls[rr] = t < g.T ? lse[(size_t)bh * g.T + t] : 0.0f;
			Ds[rr] = t < g.T ? delta[(size_t)bh * g.T + t] : 0.0f;
		}
		__syncthreads();
		if (!active)
			continue;
		/* queries i in [max(i0, j), min(i0 + BQT, T)) */
		int ii0 = j > i0 ? j - i0 : 0, ii1 = min(ATT_BQT, g.T - i0);
		for (int ii = ii0; ii < ii1; ii++) {
			float p = expf(dot_sh<D>(k, qs[ii]) * g.sc - Ls[ii]), mk = att_keep(g, b, h, i0 + ii, j);
			if (DK) {
				float ds = p * (dot_sh<D>(v, dos[ii]) * mk - Ds[ii]) * g.sc;
				axpy_sh<D>(acc, ds, qs[ii]);
			} else {
				axpy_sh<D>(acc, p * mk, dos[ii]);
			}
		}
	}
	if (!active)
		return;
	T *dst = dqkv + qkv_at(g, b, j, DK ? 1 : 2, h);
#pragma unroll
	for (int d = 0; d < D; d++)
		if (d < g.hs)
			dst[d] = st<T>(acc[d]);
}

static att_geom att_geometry(int T, int NH, int HS, const struct nn_attn_drop *drop)
{
	att_geom g;
	memset(&g, 0, sizeof g);
	g.T = T;
	g.NH = NH;
	g.hs = HS;
	g.C = NH * HS;
	g.sc = 1.0f / sqrtf((float)HS);
	g.drop = drop != NULL;
	if (drop)
		g.dr = *drop;
	return g;
}

template <int D, typename T>
static void attention_fwd_launch(struct cuda_impl *ci, T *out, float *lse, const T *qkv, int B, att_geom g)
{
	dim3 grid((unsigned)(B * g.NH), (unsigned)((g.T + ATT_BQ - 1) / ATT_BQ));
	attention_fwd_kernel<D, T><<<grid, ATT_BQ>>>(out, lse, qkv, g);
	LAUNCH_CHECK(ci, "attention_fwd_kernel");
}

template <int D, typename T>
static void attention_bwd_launch(struct cuda_impl *ci, T *dqkv, const T *dout, const T *qkv,
                                 const float *lse, const float *delta, int B, att_geom g)
{
	dim3 gq((unsigned)(B * g.NH), (unsigned)((g.T + ATT_BQ - 1) / ATT_BQ));
	attention_dq_kernel<D, T><<<gq, ATT_BQ>>>(dqkv, dout, qkv, lse, delta, g);
	LAUNCH_CHECK(ci, "attention_dq_kernel");
	dim3 gk((unsigned)(B * g.NH), (unsigned)((g.T + ATT_BKEY - 1) / ATT_BKEY));
	attention_dkv_kernel<D, true, T><<<gk, ATT_BKEY>>>(dqkv, dout, qkv, lse, delta, g);
	LAUNCH_CHECK(ci, "attention_dkv_kernel<dk>");
	attention_dkv_kernel<D, false, T><<<gk, ATT_BKEY>>>(dqkv, dout, qkv, lse, delta, g);
	LAUNCH_CHECK(ci, "attention_dkv_kernel<dv>");
}

static void att_check_hs(int HS)
{
	if (HS < 1 || HS > 128) {
		fprintf(stderr, "mtk: cuda: attention: head size %d is not supported (1 to 128)\n", HS);
		abort();
	}
}

template <typename T>
static void attention_fwd_t(struct cuda_impl *ci, void *out_, float *lse, const void *qkv_, int B, att_geom g)
{
	T *out = (T *)out_;
	const T *qkv = (const T *)qkv_;
	if (ci->attn_tc && !g.drop && g.hs % 16 == 0 && att_tc_fwd<T>(ci, out, lse, qkv, B, g.T, g.NH, g.hs))
		return;
	if (g.hs <= 16)
		attention_fwd_launch<16, T>(ci, out, lse, qkv, B, g);
	else if (g.hs <= 32)
		attention_fwd_launch<32, T>(ci, out, lse, qkv, B, g);
	else if (g.hs <= 64)
		attention_fwd_launch<64, T>(ci, out, lse, qkv, B, g);
	else
		attention_fwd_launch<128, T>(ci, out, lse, qkv, B, g);
}

/* the dispatch point of attention forward (storage type, head size) */
static void cuda_attention_fwd(struct nn_be *be, void *out, float *lse, const void *qkv,
                               int B, int T, int NH, int HS, const struct nn_attn_drop *drop)
{
	struct cuda_impl *ci = impl_of(be);
	if (B <= 0 || T <= 0 || NH <= 0)
		return;
	att_check_hs(HS);
	att_geom g = att_geometry(T, NH, HS, drop);
	ACT_DISPATCH(be, attention_fwd_t, ci, out, lse, qkv, B, g);
}

template <typename T>
static void attention_bwd_t(struct cuda_impl *ci, void *dqkv_, const void *dout_, const void *qkv_,
                            const void *out_, const float *lse, int B, att_geom g)
{
	T *dqkv = (T *)dqkv_;
	const T *dout = (const T *)dout_, *qkv = (const T *)qkv_, *out = (const T *)out_;
	if (ci->attn_tc && !g.drop && g.hs % 16 == 0 && att_tc_bwd<T>(ci, dqkv, dout, qkv, out, lse, B, g.T, g.NH, g.hs))
		return;
	size_t rows = (size_t)B * g.NH * g.T;
	float *delta = (float *)cuda_scratch(ci, rows * sizeof(float));
	attention_delta_kernel<T><<<grid_for(ci, rows, EW_THREADS), EW_THREADS>>>(delta, dout, out, B, g);
	LAUNCH_CHECK(ci, "attention_delta_kernel");
	if (g.hs <= 16)
		attention_bwd_launch<16, T>(ci, dqkv, dout, qkv, lse, delta, B, g);
	else if (g.hs <= 32)
		attention_bwd_launch<32, T>(ci, dqkv, dout, qkv, lse, delta, B, g);
	else if (g.hs <= 64)
		attention_bwd_launch<64, T>(ci, dqkv, dout, qkv, lse, delta, B, g);
	else
		attention_bwd_launch<128, T>(ci, dqkv, dout, qkv, lse, delta, B, g);
}

/* the dispatch point of attention backward */
static void cuda_attention_bwd(struct nn_be *be, void *dqkv, const void *dout,
                               const void *qkv, const void *out, const float *lse,
                               int B, int T, int NH, int HS, const struct nn_attn_drop *drop)
{
	struct cuda_impl *ci = impl_of(be);
	if (B <= 0 || T <= 0 || NH <= 0)
		return;
	att_check_hs(HS);
	att_geom g = att_geometry(T, NH, HS, drop);
	ACT_DISPATCH(be, attention_bwd_t, ci, dqkv, dout, qkv, out, lse, B, g);
}
