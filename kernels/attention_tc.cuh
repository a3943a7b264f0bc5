/*
 * kernels/attention_tc: causal attention on the tensor cores (WMMA, bf16
 * operands, fp32 accumulation), forward and backward, FlashAttention-2's
 * algorithm. kernels/attention.cuh dispatches here when the head size is a
 * multiple of 16 (at most 128) and the backend chose tensor cores
 * (MTK_CUDA_ATTN, kernels/README.md); its layout comment (qkv
 * [B][T][3][NH][HS], out [B][T][NH][HS], lse [B][NH][T]) holds here too.
 *
 * Storage type T (float or __nv_bfloat16) for qkv, out, dout and dqkv; lse
 * and the backward's delta stay fp32. Tiles are converted to bf16 as they are
 * staged into shared memory (explicit conversions only: the emulator's bf16
 * has no operators). The head size is padded up to D, the next of 16, 32, 64,
 * 128: pad columns are staged as zeros and never written back.
 *
 * Blocks of 4 warps; query and key tiles of 64 rows, aligned, so that every
 * tile before the diagonal is whole and the diagonal one is masked per
 * element (the tiles past it are never visited). A warp owns 16 rows of its
 * block's tile. WMMA accumulators have an opaque register layout, so scores
 * go through a per-warp fp32 scratch in shared memory (store_matrix_sync),
 * where lane l owns row l/2 and the columns of parity l%2 (2-way bank
 * conflicts with the 68-float stride); the row statistics then live in that
 * lane pair's registers and combine with one shuffle.
 *
 *   forward (grid B*NH x query tiles, the diagonal-heavy last tiles first):
 *     Q staged once; per key tile K, V staged, S = Q K^T (wmma), online
 *     softmax in base 2 on the scratch (row max and row sum in the lane
 *     pair), P in bf16 to shared, O += P V into accumulator fragments held
 *     for the whole loop. O is rescaled (through the scratch) only when a
 *     row's maximum grows by more than 2^8 (TC_SLACK); out = O / l and
 *     lse = m + log l at the end.
 *   backward: delta = rowsum(dout * out) (a pre-pass), then two kernels that
 *     each recompute P = exp(S - lse):
 *     dK/dV (grid B*NH x key tiles): a warp owns 16 keys; per query tile Q,
 *       dO, lse, delta staged; S^T = K Q^T, P^T; dP^T = V dO^T,
 *       dS^T = P^T (dP^T - delta) * scale; dV += P^T dO, dK += dS^T Q with
 *       the accumulators in WMMA fragments for the whole loop.
 *     dQ (grid B*NH x query tiles): the forward's shape; per key tile
 *       S, P, dP = dO V^T, dS, dQ += dS K.
 *     dQ has its own pass rather than FlashAttention-2's fp32 atomics into a
 *     scratch: it costs recomputing S and dP (7 tile products per tile pair
 *     instead of 5, ~40% more backward tensor work) but every output element
 *     is written once, in a fixed order, so the backward is deterministic
 *     (bitwise repeatable runs, which the trainer's checks rely on) and
 *     needs no T x HS fp32 scratch or conversion pass.
 *
 * Numeric contract: S from bf16-rounded q and k, P and dS rounded to bf16
 * before their products (the backward's dS = P (dP - delta) from the bf16
 * P), all sums in fp32; softmax statistics in fp32.
 * Against the fp32 CPU twin: about 3e-3 relative to the largest element in
 * out, lse and dqkv at the tests' scales, 5e-3 at most (tests/unit/
 * test_nn_cuda_attn.c bounds 2e-2 and says why).
 *
 * Shared memory is dynamic (over 48 KB; tc_smem): at D = 64 / 128, forward
 * 53 / 77 KB, dK/dV 72 / 104 KB, dQ 62 / 94 KB.
 * A device with less opt-in shared memory per block (sm_86/89: 99 KB)
 * gets the SIMT kernels at HS = 128 (tc_smem_limit).
 * Not done: WGMMA and TMA on sm_90a (this is mma.sync through WMMA, the
 * sm_80 instruction set), softmax on the accumulators in registers (needs
 * mma.sync through PTX, whose fragment layout is documented), more rows
 * per warp to reuse K/V fragments, double-buffered (cp.async) tile loads.
 */
#include <cuda_bf16.h>
#include <mma.h>

#ifdef MTK_EMU
#define TC_DYN_SHARED(p) unsigned char *p = emu_dyn_smem
#else
#define TC_DYN_SHARED(p) extern __shared__ __align__(128) unsigned char p[]
#endif

namespace tcw = nvcuda::wmma;
typedef __nv_bfloat16 tc_bf16;
typedef tcw::fragment<tcw::accumulator, 16, 16, 16, float> tc_acc;
typedef tcw::fragment<tcw::matrix_a, 16, 16, 16, tc_bf16, tcw::row_major> tc_a;
typedef tcw::fragment<tcw::matrix_b, 16, 16, 16, tc_bf16, tcw::row_major> tc_b;
typedef tcw::fragment<tcw::matrix_b, 16, 16, 16, tc_bf16, tcw::col_major> tc_bt;

enum {
	TC_T = 64,            /* query and key tile rows */
	TC_WARPS = 4,         /* a warp per 16 rows */
	TC_THREADS = 32 * TC_WARPS,
	TC_LP = TC_T + 8,     /* bf16 stride of a 64-wide P or dS row */
	TC_SW = TC_T + 4,     /* fp32 stride of a warp's scratch row */
	TC_CW = 64            /* output columns per pass through the scratch */
};

#define TC_LOG2E 1.4426950408889634f
#define TC_LN2 0.6931471805599453f

/* the geometry of one call, as attention.cuh's att_geom (this file comes
 * first in ops_cuda.cu and stands alone) */
struct tc_geom {
	int T, NH, hs, C;
	float sc;   /* 1 / sqrt(hs) */
	int vec;    /* every tensor 16-byte aligned: stage tiles 8 elements at a time */
};

__device__ __forceinline__ float tc_f(float x) { return x; }
__device__ __forceinline__ float tc_f(tc_bf16 x) { return __bfloat162float(x); }
__device__ __forceinline__ void tc_put(float *p, float v) { *p = v; }
__device__ __forceinline__ void tc_put(tc_bf16 *p, float v) { *p = __float2bfloat16(v); }

/* 8 bf16 as one 16-byte word; tc_load8 reads 8 elements of T as 16-byte
 * loads (p 16-byte aligned) and converts them */
struct __align__(16) tc_bf16x8 {
	tc_bf16 h[8];
};

__device__ __forceinline__ tc_bf16x8 tc_load8(const float *p)
{
	const float4 *q = reinterpret_cast<const float4 *>(p);
	float4 a = q[0], b = q[1];   /* two 16-byte loads: a struct copy was split into 8 */
	tc_bf16x8 o;
	o.h[0] = __float2bfloat16(a.x), o.h[1] = __float2bfloat16(a.y);
	o.h[2] = __float2bfloat16(a.z), o.h[3] = __float2bfloat16(a.w);
	o.h[4] = __float2bfloat16(b.x), o.h[5] = __float2bfloat16(b.y);
	o.h[6] = __float2bfloat16(b.z), o.h[7] = __float2bfloat16(b.w);
	return o;
}
__device__ __forceinline__ tc_bf16x8 tc_load8(const tc_bf16 *p) { return *reinterpret_cast<const tc_bf16x8 *>(p); }

/* rows [r0, r0 + TC_T) of a [rows][stride] array, hs columns, into a bf16
 * [TC_T][D + 8] tile; zeros past T rows and past hs columns. With g.vec
 * (hs and stride multiples of 8, base 16-byte aligned: the host checks) 8
 * elements per load and store, else one. */
template <typename T, int D>
__device__ __forceinline__ void tc_stage(tc_bf16 *sh, const T *__restrict__ src, size_t stride, int r0,
                                         const tc_geom &g)
{
	if (g.vec) {
		for (int e = threadIdx.x; e < TC_T * D / 8; e += TC_THREADS) {
			int r = e / (D / 8), d = e % (D / 8) * 8;
			tc_bf16x8 o;
			if (r0 + r < g.T && d < g.hs) {
				o = tc_load8(src + (size_t)(r0 + r) * stride + d);
			} else {
				for (int k = 0; k < 8; k++)
					o.h[k] = __float2bfloat16(0.0f);
			}
			*reinterpret_cast<tc_bf16x8 *>(sh + r * (D + 8) + d) = o;
		}
		return;
	}
	for (int e = threadIdx.x; e < TC_T * D; e += TC_THREADS) {
		int r = e / D, d = e % D;
		float v = r0 + r < g.T && d < g.hs ? tc_f(src[(size_t)(r0 + r) * stride + d]) : 0.0f;
		sh[r * (D + 8) + d] = __float2bfloat16(v);
	}
}

/* sw[16][0..64) = A . M^T for A = 16 x D rows at a (row-major, stride D+8)
 * and M = the 64 x D tile at m: scores (or dP) of a warp's 16 rows against
 * 64 columns. Loop order k, n: each A fragment is loaded once. */
template <int D>
__device__ __forceinline__ void tc_abt(float *sw, const tc_bf16 *a, const tc_bf16 *m)
{
	tc_acc acc[TC_T / 16];
	for (int n = 0; n < TC_T / 16; n++)
		tcw::fill_fragment(acc[n], 0.0f);
	for (int k = 0; k < D / 16; k++) {
		tc_a fa;
		tcw::load_matrix_sync(fa, a + k * 16, D + 8);
		for (int n = 0; n < TC_T / 16; n++) {
			tc_bt fb;   /* col-major view of M's rows: M^T */
			tcw::load_matrix_sync(fb, m + n * 16 * (D + 8) + k * 16, D + 8);
			tcw::mma_sync(acc[n], fa, fb, acc[n]);
		}
	}
	for (int n = 0; n < TC_T / 16; n++)
		tcw::store_matrix_sync(sw + n * 16, acc[n], TC_SW, tcw::mem_row_major);
}

/* acc[n] += A . M[:, 16 c0 + 16 n ...] for n < NF: A = 16 x 64 at a
 * (row-major, stride TC_LP: P or dS rows), M = the 64 x D tile at m */
template <int D, int NF>
__device__ __forceinline__ void tc_ab(tc_acc (&acc)[NF], const tc_bf16 *a, const tc_bf16 *m, int c0)
{
	for (int k = 0; k < TC_T / 16; k++) {
		tc_a fa;
		tcw::load_matrix_sync(fa, a + k * 16, TC_LP);
		for (int n = 0; n < NF; n++) {
			tc_b fb;
			tcw::load_matrix_sync(fb, m + k * 16 * (D + 8) + c0 + n * 16, D + 8);
			tcw::mma_sync(acc[n], fa, fb, acc[n]);
		}
	}
}

/* write NF accumulator fragments (16 x 16 NF, columns from c0) to 16 rows of
 * dst (row r at dst + r * stride), through the warp's scratch; rows >= nrows
 * and columns >= hs are not written */
template <int NF, typename T>
__device__ __forceinline__ void tc_write(T *__restrict__ dst, size_t stride, int nrows, int hs, int c0,
                                         const tc_acc *acc, float *sw)
{
	int lane = threadIdx.x % 32;
	__syncwarp();   /* the scratch is free */
	for (int n = 0; n < NF; n++)
		tcw::store_matrix_sync(sw + n * 16, acc[n], TC_SW, tcw::mem_row_major);
	__syncwarp();
	/* consecutive lanes, consecutive columns of a row */
	for (int e = lane; e < 16 * 16 * NF; e += 32) {
		int r = e / (16 * NF), c = e % (16 * NF);
		if (r < nrows && c0 + c < hs)
			tc_put(dst + (size_t)r * stride + c0 + c, sw[r * TC_SW + c]);
	}
}

/* bytes of dynamic shared memory: bf16 tiles of TC_T x (D + 8), bf16 P/dS
 * blocks of TC_T x TC_LP, the warps' fp32 scratch, fp32 per-row values */
static constexpr size_t tc_smem(int D, int tiles, int pblocks, int rowvals)
{
	return (size_t)tiles * TC_T * (D + 8) * 2 + (size_t)pblocks * TC_T * TC_LP * 2 +
	       (size_t)TC_WARPS * 16 * TC_SW * 4 + (size_t)rowvals * TC_T * 4;
}

/* ---- forward ---- */

/* The output accumulates in WMMA fragments, which cannot be scaled row by
 * row in registers (opaque layout), so a row's reference maximum m moves
 * only when a tile's maximum passes it by more than TC_SLACK (base 2): then
 * the warp round-trips its accumulators through the scratch to rescale them.
 * Otherwise P = 2^(s - m) <= 2^TC_SLACK, harmless in bf16 and fp32 (the sum
 * l and the output carry the same factor, which out = O / l cancels). With
 * scores of ordinary size that is the first tile and seldom another. */
#define TC_SLACK 8.0f

template <typename T, int D>
__global__ void __launch_bounds__(TC_THREADS) att_tc_fwd_kernel(T *__restrict__ out, float *__restrict__ lse,
                                                                const T *__restrict__ qkv, tc_geom g)
{
	enum { CW = D < TC_CW ? D : TC_CW, LH = D + 8, NF = D / 16 };
	TC_DYN_SHARED(smem);
	tc_bf16 *qs = (tc_bf16 *)smem, *ks = qs + TC_T * LH, *vs = ks + TC_T * LH, *ps = vs + TC_T * LH;
	float *scr = (float *)(ps + TC_T * TC_LP);
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32, r = lane / 2, hf = lane % 2;
	float *sw = scr + warp * 16 * TC_SW;
	tc_bf16 *pw = ps + warp * 16 * TC_LP, *qw = qs + warp * 16 * LH;
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int q0 = (int)(gridDim.y - 1 - blockIdx.y) * TC_T;   /* longest rows first */
	int i = q0 + warp * 16 + r;                            /* this lane pair's query row */
	size_t rs = 3 * (size_t)g.C;
	const T *base = qkv + (size_t)b * g.T * rs + (size_t)h * g.hs;
	tc_stage<T, D>(qs, base, rs, q0, g);
	tc_acc o[NF];
	for (int n = 0; n < NF; n++)
		tcw::fill_fragment(o[n], 0.0f);
	float m = -INFINITY, l = 0;
	const float c2 = g.sc * TC_LOG2E;   /* scores in base 2 */
	int kend = min(g.T, q0 + TC_T);
	for (int j0 = 0; j0 < kend; j0 += TC_T) {
		__syncthreads();   /* Q staged; the previous K, V consumed */
		tc_stage<T, D>(ks, base + g.C, rs, j0, g);
		tc_stage<T, D>(vs, base + 2 * g.C, rs, j0, g);
		__syncthreads();
		tc_abt<D>(sw, qw, ks);
		__syncwarp();
		/* key j0 <= q0 <= i: every row has a finite score in every tile.
		 * The scores are read twice rather than held: 32 registers fewer */
		int jn = min(TC_T, i - j0 + 1);   /* columns [0, jn) unmasked */
		float mx = -INFINITY;
#pragma unroll
		for (int c = 0; c < TC_T / 2; c++)
			if (2 * c + hf < jn)
				mx = fmaxf(mx, sw[r * TC_SW + 2 * c + hf]);
		mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, 1)) * c2;
		bool rescale = __any_sync(0xffffffffu, mx > m + TC_SLACK);
		float alpha = 1;
		if (rescale) {   /* uniform over the warp */
			float mn = fmaxf(m, mx);
			alpha = exp2f(m - mn);   /* 0 on the first tile */
			m = mn;
		}
		float ls = 0;
#pragma unroll
		for (int c = 0; c < TC_T / 2; c++) {
			float p = 2 * c + hf < jn ? exp2f(sw[r * TC_SW + 2 * c + hf] * c2 - m) : 0.0f;
			ls += p;
			pw[r * TC_LP + 2 * c + hf] = __float2bfloat16(p);
		}
		ls += __shfl_xor_sync(0xffffffffu, ls, 1);
		l = l * alpha + ls;
		__syncwarp();   /* P written; the scores read */
		if (rescale && j0 > 0) {
#pragma unroll
			for (int c0 = 0; c0 < D; c0 += CW) {
				for (int n = 0; n < CW / 16; n++)
					tcw::store_matrix_sync(sw + n * 16, o[c0 / 16 + n], TC_SW, tcw::mem_row_major);
				__syncwarp();
#pragma unroll
				for (int k = 0; k < CW / 2; k++)
					sw[r * TC_SW + 2 * k + hf] *= alpha;
				__syncwarp();
				for (int n = 0; n < CW / 16; n++)
					tcw::load_matrix_sync(o[c0 / 16 + n], sw + n * 16, TC_SW, tcw::mem_row_major);
				__syncwarp();   /* loaded before the next chunk's stores */
			}
		}
		tc_ab<D, NF>(o, pw, vs, 0);   /* O += P V */
	}
	/* out = O / l, through the scratch; the lane pair of row r has its l */
	float rl = 1.0f / l;
	T *op = out + ((size_t)b * g.T + i) * g.C + (size_t)h * g.hs;
#pragma unroll
	for (int c0 = 0; c0 < D; c0 += CW) {
		__syncwarp();
		for (int n = 0; n < CW / 16; n++)
			tcw::store_matrix_sync(sw + n * 16, o[c0 / 16 + n], TC_SW, tcw::mem_row_major);
		__syncwarp();
		if (i < g.T)
			for (int k = 0; k < CW / 2; k++)
				if (c0 + 2 * k + hf < g.hs)
					tc_put(op + c0 + 2 * k + hf, sw[r * TC_SW + 2 * k + hf] * rl);
	}
	if (i < g.T && hf == 0)
		lse[(size_t)bh * g.T + i] = (m + log2f(l)) * TC_LN2;
}

/* ---- backward ---- */

/* delta[b][h][t] = dout . out over the head's channels: a warp per row */
template <typename T>
__global__ void att_tc_delta_kernel(float *__restrict__ delta, const T *__restrict__ dout, const T *__restrict__ out,
                                    int B, tc_geom g)
{
	size_t rows = (size_t)B * g.NH * g.T;
	int lane = threadIdx.x % 32;
	for (size_t rw = (blockIdx.x * (size_t)blockDim.x + threadIdx.x) / 32; rw < rows;
	     rw += (size_t)gridDim.x * blockDim.x / 32) {
		int t = (int)(rw % g.T);
		size_t bh = rw / g.T;
		int h = (int)(bh % g.NH), b = (int)(bh / g.NH);
		size_t off = ((size_t)b * g.T + t) * g.C + (size_t)h * g.hs;
		float s = 0;
		for (int d = lane; d < g.hs; d += 32)
			s += tc_f(dout[off + d]) * tc_f(out[off + d]);
		s = warp_sum(s);
		if (lane == 0)
			delta[rw] = s;
	}
}

/* dK and dV of one key tile: a warp per 16 keys, query tiles from the
 * diagonal to the end */
template <typename T, int D>
__global__ void __launch_bounds__(TC_THREADS) att_tc_dkv_kernel(T *__restrict__ dqkv, const T *__restrict__ dout,
                                                                const T *__restrict__ qkv,
                                                                const float *__restrict__ lse,
                                                                const float *__restrict__ delta, tc_geom g)
{
	enum { LH = D + 8, NF = D / 16 };
	TC_DYN_SHARED(smem);
	tc_bf16 *ks = (tc_bf16 *)smem, *vs = ks + TC_T * LH, *qs = vs + TC_T * LH, *dos = qs + TC_T * LH;
	tc_bf16 *pts = dos + TC_T * LH, *dss = pts + TC_T * TC_LP;
	float *scr = (float *)(dss + TC_T * TC_LP), *Ls = scr + TC_WARPS * 16 * TC_SW, *Ds = Ls + TC_T;
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32, r = lane / 2, hf = lane % 2;
	float *sw = scr + warp * 16 * TC_SW;
	tc_bf16 *ptw = pts + warp * 16 * TC_LP, *dsw = dss + warp * 16 * TC_LP;
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int k0 = blockIdx.y * TC_T;   /* the longest column first */
	int j = k0 + warp * 16 + r;   /* this lane pair's key */
	size_t rs = 3 * (size_t)g.C;
	const T *base = qkv + (size_t)b * g.T * rs + (size_t)h * g.hs;
	const T *dob = dout + (size_t)b * g.T * g.C + (size_t)h * g.hs;
	tc_stage<T, D>(ks, base + g.C, rs, k0, g);
	tc_stage<T, D>(vs, base + 2 * g.C, rs, k0, g);
	tc_acc dk[NF], dv[NF];
	for (int n = 0; n < NF; n++) {
		tcw::fill_fragment(dk[n], 0.0f);
		tcw::fill_fragment(dv[n], 0.0f);
	}
	const float c2 = g.sc * TC_LOG2E;
	for (int i0 = k0; i0 < g.T; i0 += TC_T) {
		__syncthreads();   /* K, V staged; the previous Q, dO consumed */
		tc_stage<T, D>(qs, base, rs, i0, g);
		tc_stage<T, D>(dos, dob, g.C, i0, g);
		for (int e = threadIdx.x; e < TC_T; e += TC_THREADS) {
			int t = i0 + e;
			/* past T: p = exp2(s - inf) = 0 */
			Ls[e] = t < g.T ? lse[(size_t)bh * g.T + t] * TC_LOG2E : INFINITY;
			Ds[e] = t < g.T ? delta[(size_t)bh * g.T + t] : 0.0f;
		}
		__syncthreads();
		tc_abt<D>(sw, ks + warp * 16 * LH, qs);   /* S^T: keys x queries */
		__syncwarp();
		/* P^T in bf16 only (its lane reads it back for dS): 32 registers
		 * fewer than keeping it in fp32, for a rounding dS gets anyway */
#pragma unroll
		for (int c = 0; c < TC_T / 2; c++) {
			int ii = 2 * c + hf;
			float p = i0 + ii >= j ? exp2f(sw[r * TC_SW + ii] * c2 - Ls[ii]) : 0.0f;
			ptw[r * TC_LP + ii] = __float2bfloat16(p);
		}
		__syncwarp();
		tc_abt<D>(sw, vs + warp * 16 * LH, dos);   /* dP^T */
		__syncwarp();
#pragma unroll
		for (int c = 0; c < TC_T / 2; c++) {
			int ii = 2 * c + hf;
			float p = __bfloat162float(ptw[r * TC_LP + ii]);
			dsw[r * TC_LP + ii] = __float2bfloat16(p * (sw[r * TC_SW + ii] - Ds[ii]) * g.sc);
		}
		__syncwarp();
		tc_ab<D, NF>(dv, ptw, dos, 0);   /* dV += P^T dO */
		tc_ab<D, NF>(dk, dsw, qs, 0);    /* dK += dS^T Q */
	}
	int kr = min(16, g.T - (k0 + warp * 16));
	if (kr <= 0)
		return;
	T *dkp = dqkv + (size_t)b * g.T * rs + (size_t)(k0 + warp * 16) * rs + g.C + (size_t)h * g.hs;
	for (int c0 = 0; c0 < D; c0 += TC_CW) {
		tc_write<(D < TC_CW ? D : TC_CW) / 16>(dkp, rs, kr, g.hs, c0, dk + c0 / 16, sw);
		tc_write<(D < TC_CW ? D : TC_CW) / 16>(dkp + g.C, rs, kr, g.hs, c0, dv + c0 / 16, sw);
	}
}

/* dQ of one query tile: the forward's shape, key tiles up to the diagonal */
template <typename T, int D>
__global__ void __launch_bounds__(TC_THREADS) att_tc_dq_kernel(T *__restrict__ dqkv, const T *__restrict__ dout,
                                                               const T *__restrict__ qkv,
                                                               const float *__restrict__ lse,
                                                               const float *__restrict__ delta, tc_geom g)
{
	enum { LH = D + 8, NF = D / 16 };
	TC_DYN_SHARED(smem);
	tc_bf16 *qs = (tc_bf16 *)smem, *dos = qs + TC_T * LH, *ks = dos + TC_T * LH, *vs = ks + TC_T * LH;
	tc_bf16 *dss = vs + TC_T * LH;
	float *scr = (float *)(dss + TC_T * TC_LP);
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32, r = lane / 2, hf = lane % 2;
	float *sw = scr + warp * 16 * TC_SW;
	tc_bf16 *dsw = dss + warp * 16 * TC_LP;
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int q0 = (int)(gridDim.y - 1 - blockIdx.y) * TC_T;
	int i = q0 + warp * 16 + r;
	size_t rs = 3 * (size_t)g.C;
	const T *base = qkv + (size_t)b * g.T * rs + (size_t)h * g.hs;
	tc_stage<T, D>(qs, base, rs, q0, g);
	tc_stage<T, D>(dos, dout + (size_t)b * g.T * g.C + (size_t)h * g.hs, g.C, q0, g);
	bool ok = i < g.T;
	const float c2 = g.sc * TC_LOG2E;
	float L = ok ? lse[(size_t)bh * g.T + i] * TC_LOG2E : 0.0f, Dl = ok ? delta[(size_t)bh * g.T + i] : 0.0f;
	tc_acc dq[NF];
	for (int n = 0; n < NF; n++)
		tcw::fill_fragment(dq[n], 0.0f);
	int kend = min(g.T, q0 + TC_T);
	for (int j0 = 0; j0 < kend; j0 += TC_T) {
		__syncthreads();
		tc_stage<T, D>(ks, base + g.C, rs, j0, g);
		tc_stage<T, D>(vs, base + 2 * g.C, rs, j0, g);
		__syncthreads();
		tc_abt<D>(sw, qs + warp * 16 * LH, ks);   /* S */
		__syncwarp();
		/* P parked in bf16 where dS will go, as in the dK/dV kernel */
#pragma unroll
		for (int c = 0; c < TC_T / 2; c++) {
			int jj = 2 * c + hf;
			float p = j0 + jj <= i ? exp2f(sw[r * TC_SW + jj] * c2 - L) : 0.0f;
			dsw[r * TC_LP + jj] = __float2bfloat16(p);
		}
		__syncwarp();
		tc_abt<D>(sw, dos + warp * 16 * LH, vs);   /* dP */
		__syncwarp();
#pragma unroll
		for (int c = 0; c < TC_T / 2; c++) {
			int jj = 2 * c + hf;
			float p = __bfloat162float(dsw[r * TC_LP + jj]);
			dsw[r * TC_LP + jj] = __float2bfloat16(p * (sw[r * TC_SW + jj] - Dl) * g.sc);
		}
		__syncwarp();
		tc_ab<D, NF>(dq, dsw, ks, 0);   /* dQ += dS K */
	}
	int qr = min(16, g.T - (q0 + warp * 16));
	if (qr <= 0)
		return;
	T *dqp = dqkv + (size_t)b * g.T * rs + (size_t)(q0 + warp * 16) * rs + (size_t)h * g.hs;
	for (int c0 = 0; c0 < D; c0 += TC_CW)
		tc_write<(D < TC_CW ? D : TC_CW) / 16>(dqp, rs, qr, g.hs, c0, dq + c0 / 16, sw);
}

/* ---- launches ---- */

/* above 48 KB a kernel must opt in, once per instantiation */
template <typename K>
static void tc_smem_optin(K *kernel, size_t bytes, bool *done)
{
	if (!*done)
		CUDA_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)bytes));
	*done = true;
}

template <typename T, int D>
static void att_tc_fwd_launch(struct cuda_impl *ci, T *out, float *lse, const T *qkv, int B, tc_geom g)
{
	static bool optin;
	const size_t sm = tc_smem(D, 3, 1, 0);
	tc_smem_optin(att_tc_fwd_kernel<T, D>, sm, &optin);
	dim3 grid((unsigned)(B * g.NH), (unsigned)((g.T + TC_T - 1) / TC_T));
	att_tc_fwd_kernel<T, D><<<grid, TC_THREADS, sm>>>(out, lse, qkv, g);
	LAUNCH_CHECK(ci, "att_tc_fwd_kernel");
}

template <typename T, int D>
static void att_tc_bwd_launch(struct cuda_impl *ci, T *dqkv, const T *dout, const T *qkv, const float *lse,
                              const float *delta, int B, tc_geom g)
{
	static bool optk, optq;
	const size_t smk = tc_smem(D, 4, 2, 2), smq = tc_smem(D, 4, 1, 0);
	tc_smem_optin(att_tc_dkv_kernel<T, D>, smk, &optk);
	tc_smem_optin(att_tc_dq_kernel<T, D>, smq, &optq);
	dim3 grid((unsigned)(B * g.NH), (unsigned)((g.T + TC_T - 1) / TC_T));
	att_tc_dkv_kernel<T, D><<<grid, TC_THREADS, smk>>>(dqkv, dout, qkv, lse, delta, g);
	LAUNCH_CHECK(ci, "att_tc_dkv_kernel");
	att_tc_dq_kernel<T, D><<<grid, TC_THREADS, smq>>>(dqkv, dout, qkv, lse, delta, g);
	LAUNCH_CHECK(ci, "att_tc_dq_kernel");
}

/* the device's opt-in shared memory per block: 227 KB on sm_90, 163 KB on
 * sm_80, but 99 KB on sm_86/89 (which run the sm_80 cubin), less than the
 * backward needs at HS = 128 */
static size_t tc_smem_limit(const struct cuda_impl *ci)
{
	static int lim = -1;
	if (lim < 0 && cudaDeviceGetAttribute(&lim, cudaDevAttrMaxSharedMemoryPerBlockOptin, ci->device) != cudaSuccess) {
		(void)cudaGetLastError();
		lim = 0;
	}
	return (size_t)lim;
}

static int tc_pad(int hs) { return hs <= 16 ? 16 : hs <= 32 ? 32 : hs <= 64 ? 64 : 128; }

/* entry points for cuda_attention_fwd/bwd: HS a multiple of 16, at most 128;
 * false (nothing done) when the device has too little shared memory */
static tc_geom tc_geometry(int T, int NH, int HS, const void *p0, const void *p1, const void *p2, const void *p3)
{
	uintptr_t a = (uintptr_t)p0 | (uintptr_t)p1 | (uintptr_t)p2 | (uintptr_t)p3;
	tc_geom g = {T, NH, HS, NH * HS, 1.0f / sqrtf((float)HS), HS % 8 == 0 && a % 16 == 0};
	return g;
}

template <typename T>
static bool att_tc_fwd(struct cuda_impl *ci, T *out, float *lse, const T *qkv, int B, int T_, int NH, int HS)
{
	if (tc_smem(tc_pad(HS), 3, 1, 0) > tc_smem_limit(ci))
		return false;
	tc_geom g = tc_geometry(T_, NH, HS, qkv, qkv, qkv, qkv);
	if (g.hs <= 16)
		att_tc_fwd_launch<T, 16>(ci, out, lse, qkv, B, g);
	else if (g.hs <= 32)
		att_tc_fwd_launch<T, 32>(ci, out, lse, qkv, B, g);
	else if (g.hs <= 64)
		att_tc_fwd_launch<T, 64>(ci, out, lse, qkv, B, g);
	else
		att_tc_fwd_launch<T, 128>(ci, out, lse, qkv, B, g);
	return true;
}

template <typename T>
static bool att_tc_bwd(struct cuda_impl *ci, T *dqkv, const T *dout, const T *qkv, const T *out, const float *lse,
                       int B, int T_, int NH, int HS)
{
	if (tc_smem(tc_pad(HS), 4, 2, 2) > tc_smem_limit(ci))   /* dK/dV's, the larger */
		return false;
	tc_geom g = tc_geometry(T_, NH, HS, dqkv, dout, qkv, out);
	size_t rows = (size_t)B * g.NH * g.T;
	float *delta = (float *)cuda_scratch(ci, rows * sizeof(float));
	att_tc_delta_kernel<T><<<grid_for(ci, rows * 32, 256), 256>>>(delta, dout, out, B, g);
	LAUNCH_CHECK(ci, "att_tc_delta_kernel");
	if (g.hs <= 16)
		att_tc_bwd_launch<T, 16>(ci, dqkv, dout, qkv, lse, delta, B, g);
	else if (g.hs <= 32)
		att_tc_bwd_launch<T, 32>(ci, dqkv, dout, qkv, lse, delta, B, g);
	else if (g.hs <= 64)
		att_tc_bwd_launch<T, 64>(ci, dqkv, dout, qkv, lse, delta, B, g);
	else
		att_tc_bwd_launch<T, 128>(ci, dqkv, dout, qkv, lse, delta, B, g);
	return true;
}

/* the bf16-storage instantiations, compiled (and so checked) before the ops
 * table carries an element type */
template bool att_tc_fwd<tc_bf16>(struct cuda_impl *, tc_bf16 *, float *, const tc_bf16 *, int, int, int, int);
template bool att_tc_bwd<tc_bf16>(struct cuda_impl *, tc_bf16 *, const tc_bf16 *, const tc_bf16 *, const tc_bf16 *,
                                  const float *, int, int, int, int);
