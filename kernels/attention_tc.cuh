/*
 * kernels/attention_tc: causal attention on the tensor cores (bf16
 * operands, fp32 accumulation), forward and backward, FlashAttention-2's
 * algorithm with the softmax in registers. kernels/attention.cuh dispatches
 * here when the head size is a multiple of 16 (at most 128) and the backend
 * chose tensor cores (MTK_CUDA_ATTN, kernels/README.md); its layout comment
 * (qkv [B][T][3][NH][HS], out [B][T][NH][HS], lse [B][NH][T]) holds here too.
 *
 * The instruction is mma.sync.m16n8k16 (sm_80 and later), written in PTX
 * because its register layout is documented (PTX ISA, "Matrix Fragments for
 * mma.m16n8k16"; kernels/emu/mma_sync.h spells it out), which WMMA's is not.
 * Lane l holds, of a 16 x 8 accumulator, rows g = l/4 and g + 8 at columns
 * 2t and 2t + 1 (t = l%4), and of a 16 x 16 A operand the same two rows at
 * columns 2t, 2t+1, 2t+8, 2t+9. So a row of scores lives in the 4 lanes of a
 * quad (its max and sum take two shuffles), and the probabilities computed
 * in the accumulators of S = Q K^T are, packed to bf16 pairs, already the A
 * operand of O += P V: nothing goes through shared memory but the staged
 * tiles. Tiles are row-major bf16 with rows of D + 8 halves (so the loads
 * below are free of bank conflicts). An operand with k along a tile's rows
 * (Q, K, V, dO as A; K, Q as the B of S = Q K^T, S^T = K Q^T) is read
 * with ldmatrix.x4, four fragment registers a lane in one instruction (the
 * B of dP = dO V^T and dP^T = V dO^T with 32-bit loads, two bf16 of a row
 * per register: see tc_mma_col); one with k down the tile (V in O += P V, dO in dV += P^T dO, Q in dK +=
 * dS^T Q, K in dQ += dS K) with ldmatrix.x4.trans, which hands each lane the
 * transposed pairs. Tiles are copied with cp.async (16 bytes a copy, zero
 * fill past T and hs) into two buffers, so the copies of the next tile run
 * under the products of this one; with fp32 storage or unaligned tensors
 * they are staged through registers instead, into the same layout.
 *
 * Storage type T (float or __nv_bfloat16) for qkv, out, dout and dqkv; lse
 * and the backward's delta stay fp32. Tiles are converted to bf16 as they are
 * staged into shared memory (explicit conversions only: the emulator's bf16
 * has no operators). The head size is padded up to D, the next of 16, 32, 64,
 * 128: pad columns are staged as zeros and never written back.
 *
 * Blocks of 4 warps; a warp owns M fragments of 16 rows (M = 2 up to D = 64,
 * else 1: tc_m), so a block's own tile is 64 M rows and each fragment read
 * from shared memory feeds M products; the other side's tiles are 64 rows.
 * Tiles are aligned, so that every tile before the diagonal is whole and
 * those reaching past it are masked per element (tiles wholly past a warp's
 * rows are skipped by that warp, past the block's never visited).
 *
 *   forward (grid B*NH x query tiles, the diagonal-heavy last tiles first):
 *     Q staged once and held as A fragments; per key tile, K and V staged,
 *     S = Q K^T, online softmax in base 2 (row max over the quad; the output
 *     accumulators rescaled by 2^(m_old - m_new) every tile, a multiply per
 *     register), P packed to bf16, O += P V. The row sum l stays a per-lane
 *     partial until the end. out = O / l and lse = m + log l.
 *   backward: delta = rowsum(dout * out) (a pre-pass), then two kernels that
 *     each recompute P = exp(S - lse):
 *     dK/dV (grid B*NH x key tiles): a warp owns 16 M keys, V held as A
 *       fragments; per query tile, Q and dO staged with lse and delta;
 *       S^T = K Q^T, P^T; dV += P^T dO; dP^T = V dO^T a column block at a
 *       time, dS^T = P^T (dP^T - delta) * scale; dK += dS^T Q, the
 *       accumulators in registers for the whole loop (the scale is
 *       applied to dK and dQ as they are written, not to every dS).
 *     dQ (grid B*NH x query tiles): the forward's shape, dO held as A
 *       fragments; per key tile K, V staged; S, P, dP = dO V^T (a column
 *       block at a time), dS, dQ += dS K.
 *     dQ has its own pass rather than FlashAttention-2's fp32 atomics into a
 *     scratch: it costs recomputing S and dP (7 tile products per tile pair
 *     instead of 5, ~40% more backward tensor work) but every output element
 *     is written once, in a fixed order, so the backward is deterministic
 *     (bitwise repeatable runs, which the trainer's checks rely on) and
 *     needs no T x HS fp32 scratch or conversion pass.
 *     MTK_CUDA_ATTN_BWD=atomic, the one non-deterministic opt-in, is
 *     FlashAttention-2's way, 5 products in one kernel: the dK/dV kernel
 *     also puts each dS^T tile in shared memory and, after a barrier,
 *     makes the query tile's dQ from it and its K
 *     (tc_dq_atomic: each warp 16 queries over the block's keys up to the
 *     tile's last query), adding it to an fp32 scratch the size of q by
 *     atomics; att_tc_dq_store_kernel then scales that into dqkv. dQ's
 *     sums then come in whatever order the blocks run: its last bits vary
 *     from run to run (dK and dV do not). On an H200 it measured about
 *     1.5% faster end to end, noisily (kernels/README.md).
 *
 * Numeric contract: S from bf16-rounded q and k, P and dS / scale rounded
 * to bf16 as operands of their products (dS itself computed from the fp32
 * P), all sums in fp32; softmax statistics in fp32; exponentials by the
 * MUFU's ex2 (exp2_fast, common.cuh).
 * Against the fp32 CPU twin: about 3e-3 relative to the largest element in
 * out, lse and dqkv at the tests' scales, 5e-3 at most (tests/unit/
 * test_nn_cuda_attn.c bounds 2e-2 and says why).
 *
 * Shared memory is dynamic (tc_smem_*): at D = 64 (M = 2) / 128 (M = 1),
 * forward 55 / 87 KB, dK/dV 75 / 106 KB, dQ 74 / 104 KB; with
 * MTK_CUDA_ATTN_BWD=atomic the dK/dV kernel 93 / 115 KB (a device short of
 * 115 KB runs the default there). A device with less
 * opt-in shared memory per block (sm_86/89: 99 KB) gets the SIMT kernels at
 * HS = 128 (smem_limit, common.cuh).
 * The forward on sm_90a with bf16 storage and D = 64 (GPT-2's head size;
 * 48 padded to it), aligned, is attention_wg.cuh's kernel on Hopper's
 * wgmma.mma_async instead (measured 1.4% faster end to end on an H200;
 * MTK_CUDA_ATTN_FWD=held forces this file's everywhere, to compare); the
 * backward is this file's everywhere. Figures: kernels/README.md.
 */
#include <cuda_bf16.h>
#ifdef MTK_EMU
#include <mma_sync.h>
#include <wgmma.h>
#endif

typedef __nv_bfloat16 tc_bf16;

enum {
	TC_T = 64,            /* query and key tile rows */
	TC_WARPS = 4,         /* warps per block, each M fragments of 16 rows */
	TC_THREADS = 32 * TC_WARPS,
	TC_NS = TC_T / 8,     /* 16 x 8 score fragments across a tile */
	TC_WG_BUFS = 3        /* tiles in shared memory at once in the wgmma forward's loop */
};

/* the backward's ways, MTK_CUDA_ATTN_BWD's words in this order
 * (ci->attn_bwd): dQ in its own pass recomputing S and dP (the default,
 * deterministic); by fp32 atomics from the dK/dV kernel */
enum { TC_BWD_RECOMPUTE, TC_BWD_ATOMIC };

/* the forward's kernels, MTK_CUDA_ATTN_FWD's words in this order
 * (ci->attn_fwd): mma.sync with Q held in registers; on wgmma, 128 query
 * rows a block (sm_90a, bf16 storage, D = 64, aligned: the default there;
 * elsewhere the first) */
enum { TC_FWD_HELD, TC_FWD_WGMMA };

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

/* two bf16 of shared memory (p 4-byte aligned) as one register, and two
 * floats rounded into one; the lower index in the low half */
__device__ __forceinline__ uint32_t tc_ld2(const tc_bf16 *p)
{
	uint32_t u;
	memcpy(&u, p, 4);
	return u;
}
__device__ __forceinline__ uint32_t tc_pack(float lo, float hi)
{
	__nv_bfloat162 v = __floats2bfloat162_rn(lo, hi);
	uint32_t u;
	memcpy(&u, &v, 4);
	return u;
}

/* an A operand (16 x 16) from score accumulators: k = the columns of
 * 16 x 8 blocks 2 kk and 2 kk + 1 (P or dS as the A of P V, dS K, ...) */
__device__ __forceinline__ void tc_pack_a(uint32_t (&a)[4], const float (&s)[TC_NS][4], int kk)
{
	a[0] = tc_pack(s[2 * kk][0], s[2 * kk][1]);
	a[1] = tc_pack(s[2 * kk][2], s[2 * kk][3]);
	a[2] = tc_pack(s[2 * kk + 1][0], s[2 * kk + 1][1]);
	a[3] = tc_pack(s[2 * kk + 1][2], s[2 * kk + 1][3]);
}

/* d += a b: one m16n8k16 product, bf16 operands, fp32 accumulators */
__device__ __forceinline__ void tc_mma(float (&d)[4], const uint32_t (&a)[4], uint32_t b0, uint32_t b1)
{
#ifdef MTK_EMU
	emu_mma_m16n8k16(d, a, b0, b1);
#else
	asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
	             "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
	             : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
	             : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
#endif
}

/* Operands with k along a tile's rows come from ldmatrix.x4 (no .trans):
 * lanes 8j .. 8j + 7 give the addresses of the 8 rows (8 halves each) of
 * matrix j, and lane l receives in r[j] row l / 4, halves 2 (l % 4) and
 * 2 (l % 4) + 1 of it: exactly a fragment register of the A or B layout
 * above. One instruction for four 32-bit loads; at D = 64 the bf16 rows of
 * D + 8 halves put the 8 rows of a matrix on 8 disjoint groups of 4 banks.
 * q: this lane's row. */
__device__ __forceinline__ void tc_ldsm_x4(uint32_t (&r)[4], const tc_bf16 *q)
{
#ifdef MTK_EMU
	emu_ldmatrix_x4(r, q);
#else
	unsigned sa = (unsigned)__cvta_generic_to_shared(q);
	asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
	             : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
	             : "r"(sa));
#endif
}

/* the A operand: rows [0, 16) and columns [0, 16) of a row-major bf16 tile
 * at p with a row stride of ld halves (matrix j: rows 8 (j % 2), columns
 * 8 (j / 2)) */
__device__ __forceinline__ void tc_lda(uint32_t (&a)[4], const tc_bf16 *p, int ld)
{
	int lane = threadIdx.x % 32;
	tc_ldsm_x4(a, p + ((lane / 8) % 2 * 8 + lane % 8) * ld + lane / 16 * 8);
}

/* the B operands of two n-blocks over 16 k, n down the rows of the tile at
 * p and k along them (K for S = Q K^T): b[0], b[1] for rows [0, 8), b[2],
 * b[3] for [8, 16) */
__device__ __forceinline__ void tc_ldb_n(uint32_t (&b)[4], const tc_bf16 *p, int ld)
{
	int lane = threadIdx.x % 32;
	tc_ldsm_x4(b, p + (lane / 16 * 8 + lane % 8) * ld + (lane / 8) % 2 * 8);
}

/* d[m][n] += a[m] B_n: NB products for each of M A operands, each B
 * fragment loaded once; B_n^T = rows [8n, 8n + 8) of the tile at p (n down
 * its rows, k along them: K for S = Q K^T), two n-blocks per tc_ldb_n */
template <int M, int NB>
__device__ __forceinline__ void tc_mma_rows(float (&d)[M][NB][4], const uint32_t (&a)[M][4], const tc_bf16 *p, int ld)
{
	static_assert(NB % 2 == 0, "n-blocks in pairs");
#pragma unroll
	for (int n = 0; n < NB; n += 2) {
		uint32_t b[4];
		tc_ldb_n(b, p + n * 8 * ld, ld);
#pragma unroll
		for (int m = 0; m < M; m++) {
			tc_mma(d[m][n], a[m], b[0], b[1]);
			tc_mma(d[m][n + 1], a[m], b[2], b[3]);
		}
	}
}

/* dp[m] += a[kk][m] B over KS k-steps of 16, B^T = the 8 rows of the tile
 * at p (k along them): a dP = dO V^T (or dP^T = V dO^T) column block of the
 * backward kernels. 32-bit loads: with ldmatrix here (two k-steps a load)
 * ptxas spilled 50 to 100 bytes more in the dK/dV and dQ kernels at M = 2
 * (sm_90a, 255 registers). */
template <int M, int KS>
__device__ __forceinline__ void tc_mma_col(float (&dp)[M][4], const uint32_t (&a)[KS][M][4], const tc_bf16 *p,
                                           int ld)
{
	int lane = threadIdx.x % 32, g = lane / 4, t = lane % 4;
#pragma unroll
	for (int kk = 0; kk < KS; kk++) {
		const tc_bf16 *q = p + g * ld + kk * 16 + 2 * t;
		uint32_t b0 = tc_ld2(q), b1 = tc_ld2(q + 8);
#pragma unroll
		for (int m = 0; m < M; m++)
			tc_mma(dp[m], a[kk][m], b0, b1);
	}
}

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

/* 8 elements of row r0 + r from column d, zeros past T rows and hs columns */
template <typename T>
__device__ __forceinline__ tc_bf16x8 tc_row8(const T *__restrict__ src, size_t stride, int r0, int r, int d,
                                              const tc_geom &g)
{
	if (r0 + r < g.T && d < g.hs)
		return tc_load8(src + (size_t)(r0 + r) * stride + d);
	tc_bf16x8 o;
	for (int k = 0; k < 8; k++)
		o.h[k] = __float2bfloat16(0.0f);
	return o;
}

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
			*reinterpret_cast<tc_bf16x8 *>(sh + r * (D + 8) + d) = tc_row8(src, stride, r0, r, d, g);
		}
		return;
	}
	for (int e = threadIdx.x; e < TC_T * D; e += TC_THREADS) {
		int r = e / D, d = e % D;
		float v = r0 + r < g.T && d < g.hs ? tc_f(src[(size_t)(r0 + r) * stride + d]) : 0.0f;
		sh[r * (D + 8) + d] = __float2bfloat16(v);
	}
}

/* ---- shared memory: asynchronous staging and transposed operand loads ---- */

/* rows [r0, r0 + TC_T) of a [rows][stride] array into a bf16 [TC_T][D + 8]
 * tile, as tc_stage, but with bf16 storage and g.vec as 16-byte cp.async
 * copies (zero-filled past T rows and hs columns) that the caller waits for
 * (cp_async_wait) before a barrier; otherwise tc_stage itself */
template <typename T, int D>
__device__ __forceinline__ void tc_stage_async(tc_bf16 *sh, const T *__restrict__ src, size_t stride, int r0,
                                               const tc_geom &g)
{
	if constexpr (sizeof(T) != 2) {
		tc_stage<T, D>(sh, src, stride, r0, g);
	} else if (!g.vec) {
		tc_stage<T, D>(sh, src, stride, r0, g);
	} else {
		for (int e = threadIdx.x; e < TC_T * D / 8; e += TC_THREADS) {
			int r = e / (D / 8), d = e % (D / 8) * 8;
			bool in = r0 + r < g.T && d < g.hs;
			cp_async16(sh + r * (D + 8) + d, in ? src + (size_t)(r0 + r) * stride + d : src, in);
		}
	}
}

/* the B operands of two n-blocks from a row-major tile holding k down its
 * rows and n along them (V for O += P V): one ldmatrix.x4.trans; lane l
 * gives row (l/8 % 2) * 8 + l%8, column (l/16) * 8 of the 16 x 16 block at
 * p; b[0], b[1] for columns [0, 8), b[2], b[3] for [8, 16) */
__device__ __forceinline__ void tc_ldsm_x4t(uint32_t (&r)[4], const tc_bf16 *q)   /* q: this lane's row */
{
#ifdef MTK_EMU
	emu_ldmatrix_x4_trans(r, q);
#else
	unsigned sa = (unsigned)__cvta_generic_to_shared(q);
	asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n"
	             : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
	             : "r"(sa));
#endif
}
__device__ __forceinline__ void tc_ldsm_t(uint32_t (&b)[4], const tc_bf16 *p, int ld)
{
	int lane = threadIdx.x % 32;
	tc_ldsm_x4t(b, p + ((lane / 8) % 2 * 8 + lane % 8) * ld + lane / 16 * 8);
}

/* the A operand (16 x 16, m x k) from a row-major tile holding k down its
 * rows and m along them (dS^T for dQ += dS K): one ldmatrix.x4.trans; lane
 * l gives row (l/16) * 8 + l%8, column (l/8 % 2) * 8 of the block at p, so
 * that matrix j is a[j] of tc_lda's layout */
__device__ __forceinline__ void tc_ldsm_ta(uint32_t (&a)[4], const tc_bf16 *p, int ld)
{
	int lane = threadIdx.x % 32;
	tc_ldsm_x4t(a, p + (lane / 16 * 8 + lane % 8) * ld + (lane / 8) % 2 * 8);
}

/* d[m][n] += a[m] B_n over 16 k: B = 16 rows (k) of a row-major tile at p
 * (stride ld) with n = 8 NB columns along them, two n-blocks per
 * tc_ldsm_t */
template <int M, int NB>
__device__ __forceinline__ void tc_mma_kt(float (&d)[M][NB][4], const uint32_t (&a)[M][4], const tc_bf16 *p, int ld)
{
	static_assert(NB % 2 == 0, "n-blocks in pairs");
#pragma unroll
	for (int n = 0; n < NB; n += 2) {
		uint32_t b[4];
		tc_ldsm_t(b, p + n * 8, ld);
#pragma unroll
		for (int m = 0; m < M; m++) {
			tc_mma(d[m][n], a[m], b[0], b[1]);
			tc_mma(d[m][n + 1], a[m], b[2], b[3]);
		}
	}
}

/* d[m][n] += P_m B_n, P_m = the 16 x TC_T probabilities (or dS) of
 * fragment m, held in score accumulators s[m] (a 16 x 8 block each) and
 * packed to bf16 as A operands; B = the row-major tile at p (stride ld)
 * with k = the TC_T keys (or queries) down its rows and n = 8 NB columns
 * along them, read by tc_ldsm_t */
template <int M, int NB>
__device__ __forceinline__ void tc_mma_pm(float (&d)[M][NB][4], const float (&s)[M][TC_NS][4], const tc_bf16 *p,
                                          int ld)
{
#pragma unroll
	for (int kk = 0; kk < TC_T / 16; kk++) {
		uint32_t a[M][4];
#pragma unroll
		for (int m = 0; m < M; m++)
			tc_pack_a(a[m], s[m], kk);
		tc_mma_kt<M, NB>(d, a, p + kk * 16 * ld, ld);
	}
}

/* the quad's sum or max of a row: the 4 lanes of a quad hold one row */
__device__ __forceinline__ float tc_quad_max(float v)
{
	v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 1));
	return fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 2));
}
__device__ __forceinline__ float tc_quad_sum(float v)
{
	v += __shfl_xor_sync(0xffffffffu, v, 1);
	return v + __shfl_xor_sync(0xffffffffu, v, 2);
}

/* the causal mask on M fragments of score accumulators: v where the key is
 * past the query. Element (m, n, e) is row r0 + FS m + g + 8 (e / 2) and
 * column c0 + 8 n + 2 t + e % 2; the keys are the columns (S = Q K^T) or,
 * with KT, the rows (S^T = K Q^T of the dK/dV kernel). The callers run it
 * on the tiles that cross the diagonal only (a uniform branch), so the
 * other tiles pay nothing for it. */
template <int M, bool KT, int FS = 16>
__device__ __forceinline__ void tc_mask(float (&s)[M][TC_NS][4], int r0, int c0, float v)
{
	int lane = threadIdx.x % 32, g = lane / 4, t = lane % 4;
#pragma unroll
	for (int m = 0; m < M; m++)
#pragma unroll
		for (int n = 0; n < TC_NS; n++)
#pragma unroll
			for (int e = 0; e < 4; e++) {
				int r = r0 + m * FS + g + 8 * (e / 2), c = c0 + n * 8 + 2 * t + e % 2;
				if (KT ? c < r : c > r)
					s[m][n][e] = v;
			}
}

/* write 16 rows of accumulators (row g of fragment n at element 0, 1; row
 * g + 8 at 2, 3), times scale[0] / scale[1], to dst rows r0 + g and r0 + g + 8
 * (row r at dst + r * stride), columns below hs; rows >= nrows not written */
template <int NO, typename T>
__device__ __forceinline__ void tc_write(T *__restrict__ dst, size_t stride, int nrows, int hs,
                                         const float (&acc)[NO][4], const float (&scale)[2])
{
	int lane = threadIdx.x % 32, g = lane / 4, t = lane % 4;
#pragma unroll
	for (int h = 0; h < 2; h++) {
		int r = g + 8 * h;
		if (r >= nrows)
			continue;
		T *p = dst + (size_t)r * stride;
#pragma unroll
		for (int n = 0; n < NO; n++) {
			int c = n * 8 + 2 * t;
			if (c < hs) {   /* hs is even: c + 1 < hs too */
				tc_put(p + c, acc[n][2 * h] * scale[h]);
				tc_put(p + c + 1, acc[n][2 * h + 1] * scale[h]);
			}
		}
	}
}

/* bytes of dynamic shared memory: bf16 tiles of TC_T x (D + 8), fp32
 * per-row values */
static constexpr size_t tc_smem(int D, int tiles, int rowvals)
{
	return (size_t)tiles * TC_T * (D + 8) * 2 + (size_t)rowvals * TC_T * 4;
}
/* Q (M tiles), K and V twice (double-buffered) */
static constexpr size_t tc_smem_fwd(int D, int M) { return tc_smem(D, M + 4, 0); }
/* K and V (M tiles each), Q and dO twice, lse and delta twice */
static constexpr size_t tc_smem_dkv(int D, int M) { return tc_smem(D, 2 * M + 4, 4); }
/* and with DQA the block's dS^T tile, TC_T + 8 to a row */
static constexpr size_t tc_smem_dkv_dqa(int D, int M) { return tc_smem_dkv(D, M) + (size_t)M * TC_T * (TC_T + 8) * 2; }
/* Q and dO (M tiles each), K and V twice */
static constexpr size_t tc_smem_dq(int D, int M) { return tc_smem(D, 2 * M + 4, 0); }

/* one key tile's online softmax for a fragment of 16 rows (two a lane):
 * s, the tile's scores (masked ones -inf), becomes P; the row maxima m
 * (base 2, scaled) and this lane's partial sums l move on, and alpha is
 * what the output accumulators are to be scaled by, 2^(m_old - m_new) */
__device__ __forceinline__ void tc_softmax_p(float (&s)[TC_NS][4], float (&m)[2], float (&l)[2], float (&alpha)[2],
                                             float c2)
{
	float mx[2] = {-INFINITY, -INFINITY};
#pragma unroll
	for (int n = 0; n < TC_NS; n++)
#pragma unroll
		for (int e = 0; e < 4; e++)
			mx[e / 2] = fmaxf(mx[e / 2], s[n][e]);
	float ls[2] = {0, 0};
#pragma unroll
	for (int r = 0; r < 2; r++) {
		float mn = fmaxf(m[r], tc_quad_max(mx[r]) * c2);
		alpha[r] = exp2_fast(m[r] - mn);   /* 0 on the first tile */
		m[r] = mn;
	}
#pragma unroll
	for (int n = 0; n < TC_NS; n++)
#pragma unroll
		for (int e = 0; e < 4; e++) {
			s[n][e] = exp2_fast(fmaf(s[n][e], c2, -m[e / 2]));
			ls[e / 2] += s[n][e];
		}
#pragma unroll
	for (int r = 0; r < 2; r++)
		l[r] = l[r] * alpha[r] + ls[r];
}

template <int NO>
__device__ __forceinline__ void tc_rescale(float (&o)[NO][4], const float (&alpha)[2])
{
#pragma unroll
	for (int n = 0; n < NO; n++)
#pragma unroll
		for (int e = 0; e < 4; e++)
			o[n][e] *= alpha[e / 2];
}

/* both: P, and o rescaled at once */
template <int NO>
__device__ __forceinline__ void tc_softmax_step(float (&s)[TC_NS][4], float (&m)[2], float (&l)[2],
                                                float (&o)[NO][4], float c2)
{
	float alpha[2];
	tc_softmax_p(s, m, l, alpha, c2);
	tc_rescale<NO>(o, alpha);
}

/* a forward's start for M fragments: O = 0, row maxima -inf, sums 0 */
template <int M, int NO>
__device__ __forceinline__ void tc_fwd_init(float (&o)[M][NO][4], float (&m)[M][2], float (&l)[M][2])
{
#pragma unroll
	for (int mi = 0; mi < M; mi++) {
		m[mi][0] = m[mi][1] = -INFINITY;
		l[mi][0] = l[mi][1] = 0;
#pragma unroll
		for (int n = 0; n < NO; n++)
			o[mi][n][0] = o[mi][n][1] = o[mi][n][2] = o[mi][n][3] = 0;
	}
}

/* the end of a forward for the fragment of 16 rows from i0: out = O / l,
 * lse = m + log l (natural log) */
template <int NO, typename T>
__device__ __forceinline__ void tc_fwd_store(T *__restrict__ out, float *__restrict__ lse, int b, int h, int i0,
                                             const float (&o)[NO][4], const float (&m)[2], float (&l)[2],
                                             const tc_geom &g)
{
	int lane = threadIdx.x % 32, gq = lane / 4, tq = lane % 4;
	float rl[2];
#pragma unroll
	for (int r = 0; r < 2; r++) {
		l[r] = tc_quad_sum(l[r]);
		rl[r] = 1.0f / l[r];
	}
	T *op = out + ((size_t)b * g.T + i0) * g.C + (size_t)h * g.hs;
	tc_write<NO>(op, g.C, g.T - i0, g.hs, o, rl);
#pragma unroll
	for (int r = 0; r < 2; r++)
		if (tq == 0 && i0 + gq + 8 * r < g.T)
			lse[((size_t)b * g.NH + h) * g.T + i0 + gq + 8 * r] = (m[r] + log2f(l[r])) * TC_LN2;
}

/* ---- forward ---- */

/* A warp holds M fragments of 16 query rows (a block TC_WARPS * 16 M rows):
 * each K or V fragment read from shared memory then feeds M products, half
 * the shared memory traffic per product at M = 2, for twice the
 * accumulator registers. Query tiles of TQ = 64 M rows and key tiles of
 * TC_T: the key tiles from q0 on reach past some rows and are masked per
 * element; a warp skips a key tile wholly past its rows. K and V tiles are
 * double-buffered: the copies of tile t + 1 (cp.async) run under the
 * products of tile t. */
template <typename T, int D, int M>
__global__ void __launch_bounds__(TC_THREADS, 1) att_tc_fwd_kernel(T *__restrict__ out, float *__restrict__ lse,
                                                                 const T *__restrict__ qkv, tc_geom g)
{
	enum { LH = D + 8, KS = D / 16, NO = D / 8, TQ = TC_WARPS * 16 * M };
	DYN_SHARED(smem);
	tc_bf16 *qs = (tc_bf16 *)smem, *kv = qs + TQ * LH;   /* kv: K, V of buffer 0, then of buffer 1 */
	int warp = threadIdx.x / 32;
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int q0 = (int)(gridDim.y - 1 - blockIdx.y) * TQ;   /* longest rows first */
	int w0 = q0 + warp * 16 * M;                         /* this warp's first row */
	size_t rs = 3 * (size_t)g.C;
	const T *base = qkv + (size_t)b * g.T * rs + (size_t)h * g.hs;
	for (int r0 = 0; r0 < TQ; r0 += TC_T)
		tc_stage_async<T, D>(qs + r0 * LH, base, rs, q0 + r0, g);
	cp_async_commit();
	tc_stage_async<T, D>(kv, base + g.C, rs, 0, g);
	tc_stage_async<T, D>(kv + TC_T * LH, base + 2 * g.C, rs, 0, g);
	cp_async_commit();
	cp_async_wait<1>();   /* Q */
	__syncthreads();
	const tc_bf16 *qw = qs + warp * 16 * M * LH;   /* this warp's rows of Q */
	uint32_t qf[KS][M][4];
#pragma unroll
	for (int kk = 0; kk < KS; kk++)
#pragma unroll
		for (int mi = 0; mi < M; mi++)
			tc_lda(qf[kk][mi], qw + mi * 16 * LH + kk * 16, LH);
	float o[M][NO][4], m[M][2], l[M][2];
	tc_fwd_init<M, NO>(o, m, l);
	const float c2 = g.sc * TC_LOG2E;   /* scores in base 2 */
	int kend = min(g.T, q0 + TQ);
	for (int j0 = 0; j0 < kend; j0 += TC_T) {
		int buf = j0 / TC_T % 2;
		if (j0 + TC_T < kend) {   /* the next tile into the other buffer */
			tc_bf16 *nx = kv + (1 - buf) * 2 * TC_T * LH;
			tc_stage_async<T, D>(nx, base + g.C, rs, j0 + TC_T, g);
			tc_stage_async<T, D>(nx + TC_T * LH, base + 2 * g.C, rs, j0 + TC_T, g);
			cp_async_commit();
			cp_async_wait<1>();
		} else {
			cp_async_wait<0>();
		}
		__syncthreads();   /* tile j0 in buffer buf */
		const tc_bf16 *ks = kv + buf * 2 * TC_T * LH, *vs = ks + TC_T * LH;
		if (j0 < w0 + 16 * M) {   /* else every key is past this warp's rows (uniform) */
			float s[M][TC_NS][4];
#pragma unroll
			for (int mi = 0; mi < M; mi++)
#pragma unroll
				for (int n = 0; n < TC_NS; n++)
					s[mi][n][0] = s[mi][n][1] = s[mi][n][2] = s[mi][n][3] = 0;
#pragma unroll
			for (int kk = 0; kk < KS; kk++)
				tc_mma_rows<M, TC_NS>(s, qf[kk], ks + kk * 16, LH);
			/* key j0 <= w0 <= i: every row has a finite score in every tile
			 * it visits; only tiles reaching past w0 have keys past rows */
			if (j0 + TC_T > w0)
				tc_mask<M, false>(s, w0, j0, -INFINITY);
#pragma unroll
			for (int mi = 0; mi < M; mi++)
				tc_softmax_step<NO>(s[mi], m[mi], l[mi], o[mi], c2);
			tc_mma_pm<M, NO>(o, s, vs, LH);   /* O += P V */
		}
		__syncthreads();   /* buffer buf read: the next round's copies may overwrite it */
	}
#pragma unroll
	for (int mi = 0; mi < M; mi++)
		tc_fwd_store<NO>(out, lse, b, h, w0 + mi * 16, o[mi], m[mi], l[mi], g);
}

/* ---- backward ---- */

/* 8 elements of T at p (16-byte aligned) as floats: one 16-byte load of
 * bf16, two of fp32 (no rounding) */
__device__ __forceinline__ void tc_load8f(float (&f)[8], const float *p)
{
	float4 a = reinterpret_cast<const float4 *>(p)[0], b = reinterpret_cast<const float4 *>(p)[1];
	f[0] = a.x, f[1] = a.y, f[2] = a.z, f[3] = a.w, f[4] = b.x, f[5] = b.y, f[6] = b.z, f[7] = b.w;
}
__device__ __forceinline__ void tc_load8f(float (&f)[8], const tc_bf16 *p)
{
	tc_bf16x8 v = tc_load8(p);
	for (int k = 0; k < 8; k++)
		f[k] = __bfloat162float(v.h[k]);
}

/* delta[b][h][t] = dout . out over the head's channels. With g.vec, G
 * lanes a row (hs / 8 rounded up to a power of two: 8 at HS 64, so a warp
 * takes 4 rows), 8 elements a lane by 16-byte loads, summed over the G
 * lanes by shuffles; else a warp a row, an element a lane at a time. */
template <typename T>
__global__ void att_tc_delta_kernel(float *__restrict__ delta, const T *__restrict__ dout, const T *__restrict__ out,
                                    int B, tc_geom g)
{
	size_t rows = (size_t)B * g.NH * g.T;
	int lane = threadIdx.x % 32;
	size_t warp = (blockIdx.x * (size_t)blockDim.x + threadIdx.x) / 32, nwarps = (size_t)gridDim.x * blockDim.x / 32;
	if (g.vec) {
		int G = 1;
		while (G < g.hs / 8)
			G *= 2;
		int sub = lane % G, per = 32 / G;   /* a lane's 8 columns; rows a warp */
		for (size_t r0 = warp * per; r0 < rows; r0 += nwarps * per) {   /* uniform across the warp */
			size_t rw = r0 + lane / G;
			float s = 0;
			if (rw < rows && sub * 8 < g.hs) {
				int t = (int)(rw % g.T);
				size_t bh = rw / g.T;
				size_t off = ((bh / g.NH) * g.T + t) * g.C + (bh % g.NH) * g.hs + sub * 8;
				float a[8], o[8];
				tc_load8f(a, dout + off);
				tc_load8f(o, out + off);
				for (int k = 0; k < 8; k++)
					s += a[k] * o[k];
			}
			for (int x = G / 2; x > 0; x /= 2)
				s += __shfl_xor_sync(0xffffffffu, s, x);
			if (sub == 0 && rw < rows)
				delta[rw] = s;
		}
		return;
	}
	for (size_t rw = warp; rw < rows; rw += nwarps) {
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

/* p[0] += a, p[1] += b (p 8-byte aligned) in global memory, one vector
 * atomic on sm_90 */
__device__ __forceinline__ void tc_red2(float *p, float a, float b)
{
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
	atomicAdd(reinterpret_cast<float2 *>(p), make_float2(a, b));
#else
	atomicAdd(p, a);
	atomicAdd(p + 1, b);
#endif
}

/* MTK_CUDA_ATTN_BWD=atomic: dQ / scale += dS K for the query tile at i0
 * from the block's first nk keys (the others are all past its queries),
 * the block's dS^T tile in shared memory (dst: keys down its rows,
 * queries along them, LS to a row) and its K tile (ks); warp w takes the
 * tile's queries [16 w, 16 w + 16) (A = dS, ldmatrix.trans of dS^T; B = K,
 * k down its rows) and adds its 16 x hs sums to dqa, this (batch, head)'s
 * fp32 [T][hs] rows, two floats an atomic */
template <int D, int TK>
__device__ __forceinline__ void tc_dq_atomic(float *__restrict__ dqa, const tc_bf16 *dst, const tc_bf16 *ks, int i0,
                                             int nk, const tc_geom &g)
{
	enum { LH = D + 8, LS = TC_T + 8, NO = D / 8 };
	static_assert(TC_WARPS * 16 == TC_T, "a warp per 16 queries of a tile");
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32, gq = lane / 4, tq = lane % 4;
	float acc[1][NO][4];
#pragma unroll
	for (int n = 0; n < NO; n++)
		acc[0][n][0] = acc[0][n][1] = acc[0][n][2] = acc[0][n][3] = 0;
#pragma unroll
	for (int kk = 0; kk < TK / 16; kk++)
		if (kk * 16 < nk) {   /* uniform */
			uint32_t a[1][4];
			tc_ldsm_ta(a[0], dst + kk * 16 * LS + warp * 16, LS);
			tc_mma_kt<1, NO>(acc, a, ks + kk * 16 * LH, LH);
		}
#pragma unroll
	for (int r = 0; r < 2; r++) {
		int i = i0 + warp * 16 + gq + 8 * r;
		if (i >= g.T)
			continue;
#pragma unroll
		for (int n = 0; n < NO; n++) {
			int c = n * 8 + 2 * tq;
			if (c < g.hs)   /* hs even: c + 1 < hs too */
				tc_red2(dqa + (size_t)i * g.hs + c, acc[0][n][2 * r], acc[0][n][2 * r + 1]);
		}
	}
}

/* dQ = scale * dqa (MTK_CUDA_ATTN_BWD=atomic's fp32 sums, [B][NH][T][hs])
 * into dqkv's q slots, four elements a thread (hs a multiple of 16) */
template <typename T>
__global__ void att_tc_dq_store_kernel(T *__restrict__ dqkv, const float *__restrict__ dqa, int B, tc_geom g)
{
	size_t n4 = (size_t)B * g.NH * g.T * g.hs / 4;
	for (size_t e = blockIdx.x * (size_t)blockDim.x + threadIdx.x; e < n4; e += (size_t)gridDim.x * blockDim.x) {
		size_t i = e * 4, row = i / g.hs;   /* row = (b NH + h) T + t */
		int d = (int)(i % g.hs), t = (int)(row % g.T), h = (int)(row / g.T % g.NH), b = (int)(row / g.T / g.NH);
		float4 v = *reinterpret_cast<const float4 *>(dqa + i);
		T *p = dqkv + ((size_t)b * g.T + t) * 3 * g.C + (size_t)h * g.hs + d;
		tc_put(p, v.x * g.sc), tc_put(p + 1, v.y * g.sc), tc_put(p + 2, v.z * g.sc), tc_put(p + 3, v.w * g.sc);
	}
}

/* dK and dV of one key tile of TK = 64 M keys: a warp per 16 M keys (M
 * fragments, as in the forward), query tiles of TC_T from the diagonal to
 * the end, double-buffered (Q, dO, lse, delta of tile t + 1 copied under
 * the products of tile t); a warp skips a query tile wholly before its
 * keys. dP^T is formed one 8-query column block at a time against V
 * fragments held in registers, so that with M = 2 the accumulators (dK,
 * dV, P^T) fit. With DQA (MTK_CUDA_ATTN_BWD=atomic) it also makes, through
 * the dS^T tile in shared memory, dQ's part from its keys, added to dqa
 * (tc_dq_atomic). */
template <typename T, int D, int M, bool DQA>
__global__ void __launch_bounds__(TC_THREADS) att_tc_dkv_kernel(T *__restrict__ dqkv, const T *__restrict__ dout,
                                                                const T *__restrict__ qkv,
                                                                const float *__restrict__ lse,
                                                                const float *__restrict__ delta,
                                                                float *__restrict__ dqa, tc_geom g)
{
	enum { LH = D + 8, KS = D / 16, NO = D / 8, TK = TC_WARPS * 16 * M };
	DYN_SHARED(smem);
	tc_bf16 *ks = (tc_bf16 *)smem, *vs = ks + TK * LH, *qd = vs + TK * LH;   /* qd: Q, dO of buffer 0, then 1 */
	float *LD = (float *)(qd + 4 * TC_T * LH);                                  /* lse, delta of buffer 0, then 1 */
	tc_bf16 *DSW = (tc_bf16 *)(LD + 4 * TC_T);   /* DQA: the block's dS^T tile, TK keys x LS */
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32, gq = lane / 4, tq = lane % 4;
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int k0 = blockIdx.y * TK;        /* the longest column first */
	int w0 = k0 + warp * 16 * M;     /* this warp's first key */
	size_t rs = 3 * (size_t)g.C;
	const T *base = qkv + (size_t)b * g.T * rs + (size_t)h * g.hs;
	const T *dob = dout + (size_t)b * g.T * g.C + (size_t)h * g.hs;
	/* Q, dO, lse and delta of the query tile at i0 into buffer bf */
	auto stage = [&](int i0, int bf) {
		tc_bf16 *q = qd + bf * 2 * TC_T * LH;
		tc_stage_async<T, D>(q, base, rs, i0, g);
		tc_stage_async<T, D>(q + TC_T * LH, dob, g.C, i0, g);
		float *Ls = LD + bf * 2 * TC_T, *Ds = Ls + TC_T;
		for (int e = threadIdx.x; e < TC_T; e += TC_THREADS) {
			int t = i0 + e;
			/* past T: p = exp2(s - inf) = 0 */
			Ls[e] = t < g.T ? lse[(size_t)bh * g.T + t] * TC_LOG2E : INFINITY;
			Ds[e] = t < g.T ? delta[(size_t)bh * g.T + t] : 0.0f;
		}
	};
	for (int r0 = 0; r0 < TK; r0 += TC_T) {
		tc_stage_async<T, D>(ks + r0 * LH, base + g.C, rs, k0 + r0, g);
		tc_stage_async<T, D>(vs + r0 * LH, base + 2 * g.C, rs, k0 + r0, g);
	}
	cp_async_commit();
	stage(k0, 0);
	cp_async_commit();
	cp_async_wait<1>();   /* K, V */
	__syncthreads();
	uint32_t vf[KS][M][4];
#pragma unroll
	for (int kk = 0; kk < KS; kk++)
#pragma unroll
		for (int mi = 0; mi < M; mi++)
			tc_lda(vf[kk][mi], vs + (warp * 16 * M + mi * 16) * LH + kk * 16, LH);
	float dk[M][NO][4], dv[M][NO][4];
#pragma unroll
	for (int mi = 0; mi < M; mi++)
#pragma unroll
		for (int n = 0; n < NO; n++)
			for (int e = 0; e < 4; e++)
				dk[mi][n][e] = dv[mi][n][e] = 0;
	const float c2 = g.sc * TC_LOG2E;
	for (int i0 = k0; i0 < g.T; i0 += TC_T) {
		int buf = (i0 - k0) / TC_T % 2;
		if (i0 + TC_T < g.T) {
			stage(i0 + TC_T, 1 - buf);
			cp_async_commit();
			cp_async_wait<1>();
		} else {
			cp_async_wait<0>();
		}
		__syncthreads();   /* tile i0 in buffer buf */
		const tc_bf16 *qs = qd + buf * 2 * TC_T * LH, *dos = qs + TC_T * LH;
		const float *Ls = LD + buf * 2 * TC_T, *Ds = Ls + TC_T;
		if (i0 + TC_T > w0) {   /* else every query is before this warp's keys (uniform) */
			float s[M][TC_NS][4];
#pragma unroll
			for (int mi = 0; mi < M; mi++)
#pragma unroll
				for (int n = 0; n < TC_NS; n++)
					for (int e = 0; e < 4; e++)
						s[mi][n][e] = 0;
#pragma unroll
			for (int kk = 0; kk < KS; kk++) {
				uint32_t a[M][4];
#pragma unroll
				for (int mi = 0; mi < M; mi++)
					tc_lda(a[mi], ks + (warp * 16 * M + mi * 16) * LH + kk * 16, LH);
				tc_mma_rows<M, TC_NS>(s, a, qs + kk * 16, LH);   /* S^T = K Q^T: keys x queries */
			}
			/* P^T; query tiles before w0 + 16 M have queries before keys */
			if (i0 < w0 + 16 * M)
				tc_mask<M, true>(s, w0, i0, -INFINITY);
#pragma unroll
			for (int n = 0; n < TC_NS; n++) {
				float2 lq = *reinterpret_cast<const float2 *>(Ls + n * 8 + 2 * tq);   /* this lane's 2 queries */
#pragma unroll
				for (int mi = 0; mi < M; mi++)
#pragma unroll
					for (int e = 0; e < 4; e++)
						s[mi][n][e] = exp2_fast(fmaf(s[mi][n][e], c2, -(e % 2 ? lq.y : lq.x)));
			}
			tc_mma_pm<M, NO>(dv, s, dos, LH);   /* dV += P^T dO */
			/* dS^T / scale = P^T (dP^T - delta), dP^T = V dO^T a column block at a
			 * time (the scale goes on dK as it is written: one multiply an
			 * element of dK instead of one an element of every dS^T tile);
			 * with DQA also put, as bf16 pairs, in the warp's rows of DSW
			 * (this lane's: gq, + 8, + 16 mi), from the whole of which the
			 * block makes dQ below */
			tc_bf16 *pd = DSW + warp * 16 * M * (TC_T + 8) + gq * (TC_T + 8) + 2 * tq;
#pragma unroll
			for (int n = 0; n < TC_NS; n++) {
				float dp[M][4];
#pragma unroll
				for (int mi = 0; mi < M; mi++)
					dp[mi][0] = dp[mi][1] = dp[mi][2] = dp[mi][3] = 0;
				tc_mma_col<M, KS>(dp, vf, dos + n * 8 * LH, LH);
				float2 dl = *reinterpret_cast<const float2 *>(Ds + n * 8 + 2 * tq);   /* delta of its 2 queries */
#pragma unroll
				for (int mi = 0; mi < M; mi++) {
#pragma unroll
					for (int e = 0; e < 4; e++)
						s[mi][n][e] *= dp[mi][e] - (e % 2 ? dl.y : dl.x);
					if constexpr (DQA) {
						tc_bf16 *p = pd + mi * 16 * (TC_T + 8) + n * 8;
						*reinterpret_cast<uint32_t *>(p) = tc_pack(s[mi][n][0], s[mi][n][1]);
						*reinterpret_cast<uint32_t *>(p + 8 * (TC_T + 8)) = tc_pack(s[mi][n][2], s[mi][n][3]);
					}
				}
			}
			tc_mma_pm<M, NO>(dk, s, qs, LH);   /* dK += dS^T Q */
		}
		if constexpr (DQA) {
			__syncthreads();   /* every warp's rows of DSW written */
			tc_dq_atomic<D, TK>(dqa + (size_t)bh * g.T * g.hs, DSW, ks, i0, min(TK, i0 + TC_T - k0), g);
		}
		__syncthreads();   /* buffer buf (and DSW) read */
	}
	const float one[2] = {1, 1}, sc[2] = {g.sc, g.sc};
#pragma unroll
	for (int mi = 0; mi < M; mi++) {
		int j = w0 + mi * 16;
		T *dkp = dqkv + (size_t)b * g.T * rs + (size_t)j * rs + g.C + (size_t)h * g.hs;
		tc_write<NO>(dkp, rs, g.T - j, g.hs, dk[mi], sc);
		tc_write<NO>(dkp + g.C, rs, g.T - j, g.hs, dv[mi], one);
	}
}

/* dQ of one query tile: the forward's shape (M fragments of 16 rows per
 * warp, K and V double-buffered), key tiles up to the diagonal; dP a column
 * block at a time against dO fragments held in registers, as dP^T in the
 * dK/dV kernel */
template <typename T, int D, int M>
__global__ void __launch_bounds__(TC_THREADS) att_tc_dq_kernel(T *__restrict__ dqkv, const T *__restrict__ dout,
                                                               const T *__restrict__ qkv,
                                                               const float *__restrict__ lse,
                                                               const float *__restrict__ delta, tc_geom g)
{
	enum { LH = D + 8, KS = D / 16, NO = D / 8, TQ = TC_WARPS * 16 * M };
	DYN_SHARED(smem);
	tc_bf16 *qs = (tc_bf16 *)smem, *dos = qs + TQ * LH, *kv = dos + TQ * LH;
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32, gq = lane / 4;
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int q0 = (int)(gridDim.y - 1 - blockIdx.y) * TQ;
	int w0 = q0 + warp * 16 * M;   /* this warp's first row */
	size_t rs = 3 * (size_t)g.C;
	const T *base = qkv + (size_t)b * g.T * rs + (size_t)h * g.hs;
	for (int r0 = 0; r0 < TQ; r0 += TC_T) {
		tc_stage_async<T, D>(qs + r0 * LH, base, rs, q0 + r0, g);
		tc_stage_async<T, D>(dos + r0 * LH, dout + (size_t)b * g.T * g.C + (size_t)h * g.hs, g.C, q0 + r0, g);
	}
	cp_async_commit();
	tc_stage_async<T, D>(kv, base + g.C, rs, 0, g);
	tc_stage_async<T, D>(kv + TC_T * LH, base + 2 * g.C, rs, 0, g);
	cp_async_commit();
	cp_async_wait<1>();   /* Q, dO */
	__syncthreads();
	uint32_t df[KS][M][4];
#pragma unroll
	for (int kk = 0; kk < KS; kk++)
#pragma unroll
		for (int mi = 0; mi < M; mi++)
			tc_lda(df[kk][mi], dos + (warp * 16 * M + mi * 16) * LH + kk * 16, LH);
	const float c2 = g.sc * TC_LOG2E;
	float L[M][2], Dl[M][2], dq[M][NO][4];
#pragma unroll
	for (int mi = 0; mi < M; mi++) {
#pragma unroll
		for (int r = 0; r < 2; r++) {
			int i = w0 + mi * 16 + gq + 8 * r;
			L[mi][r] = i < g.T ? lse[(size_t)bh * g.T + i] * TC_LOG2E : 0.0f;
			Dl[mi][r] = i < g.T ? delta[(size_t)bh * g.T + i] : 0.0f;
		}
#pragma unroll
		for (int n = 0; n < NO; n++)
			for (int e = 0; e < 4; e++)
				dq[mi][n][e] = 0;
	}
	int kend = min(g.T, q0 + TQ);
	for (int j0 = 0; j0 < kend; j0 += TC_T) {
		int buf = j0 / TC_T % 2;
		if (j0 + TC_T < kend) {
			tc_bf16 *nx = kv + (1 - buf) * 2 * TC_T * LH;
			tc_stage_async<T, D>(nx, base + g.C, rs, j0 + TC_T, g);
			tc_stage_async<T, D>(nx + TC_T * LH, base + 2 * g.C, rs, j0 + TC_T, g);
			cp_async_commit();
			cp_async_wait<1>();
		} else {
			cp_async_wait<0>();
		}
		__syncthreads();   /* tile j0 in buffer buf */
		const tc_bf16 *ks = kv + buf * 2 * TC_T * LH, *vs = ks + TC_T * LH;
		if (j0 < w0 + 16 * M) {   /* else every key is past this warp's rows */
			float s[M][TC_NS][4];
#pragma unroll
			for (int mi = 0; mi < M; mi++)
#pragma unroll
				for (int n = 0; n < TC_NS; n++)
					for (int e = 0; e < 4; e++)
						s[mi][n][e] = 0;
#pragma unroll
			for (int kk = 0; kk < KS; kk++) {
				uint32_t a[M][4];
#pragma unroll
				for (int mi = 0; mi < M; mi++)
					tc_lda(a[mi], qs + (warp * 16 * M + mi * 16) * LH + kk * 16, LH);
				tc_mma_rows<M, TC_NS>(s, a, ks + kk * 16, LH);   /* S = Q K^T */
			}
			if (j0 + TC_T > w0)
				tc_mask<M, false>(s, w0, j0, -INFINITY);
#pragma unroll
			for (int n = 0; n < TC_NS; n++) {
				float dp[M][4];   /* dP = dO V^T, keys [8n, 8n + 8) */
#pragma unroll
				for (int mi = 0; mi < M; mi++)
					dp[mi][0] = dp[mi][1] = dp[mi][2] = dp[mi][3] = 0;
				tc_mma_col<M, KS>(dp, df, vs + n * 8 * LH, LH);
#pragma unroll
				for (int mi = 0; mi < M; mi++)
#pragma unroll
					for (int e = 0; e < 4; e++) {
						float p = exp2_fast(fmaf(s[mi][n][e], c2, -L[mi][e / 2]));
						s[mi][n][e] = p * (dp[mi][e] - Dl[mi][e / 2]);   /* dS / scale */
					}
			}
			tc_mma_pm<M, NO>(dq, s, ks, LH);   /* dQ += dS K */
		}
		__syncthreads();   /* buffer buf read */
	}
	const float sc[2] = {g.sc, g.sc};
#pragma unroll
	for (int mi = 0; mi < M; mi++) {
		int i = w0 + mi * 16;
		T *dqp = dqkv + (size_t)b * g.T * rs + (size_t)i * rs + (size_t)h * g.hs;
		tc_write<NO>(dqp, rs, g.T - i, g.hs, dq[mi], sc);
	}
}

/* ---- launches ---- */

template <typename T, int D, int M>
static void att_tc_fwd_launch(struct cuda_impl *ci, T *out, float *lse, const T *qkv, int B, tc_geom g)
{
	static bool optin;
	const size_t sm = tc_smem_fwd(D, M);
	smem_optin(att_tc_fwd_kernel<T, D, M>, sm, &optin);
	const int TQ = TC_WARPS * 16 * M;
	dim3 grid((unsigned)(B * g.NH), (unsigned)((g.T + TQ - 1) / TQ));
	att_tc_fwd_kernel<T, D, M><<<grid, TC_THREADS, sm>>>(out, lse, qkv, g);
	LAUNCH_CHECK(ci, "att_tc_fwd_kernel");
}

/* dqa: with MTK_CUDA_ATTN_BWD=atomic, the fp32 dQ sums (B NH T hs); NULL
 * runs the default, recomputing dQ in its own kernel */
template <typename T, int D, int M>
static void att_tc_bwd_launch(struct cuda_impl *ci, T *dqkv, const T *dout, const T *qkv, const float *lse,
                              const float *delta, float *dqa, int B, tc_geom g)
{
	const int TB = TC_WARPS * 16 * M;
	dim3 grid((unsigned)(B * g.NH), (unsigned)((g.T + TB - 1) / TB));
	if (!dqa) {
		static bool optk, optq;
		const size_t smk = tc_smem_dkv(D, M), smq = tc_smem_dq(D, M);
		smem_optin(att_tc_dkv_kernel<T, D, M, false>, smk, &optk);
		smem_optin(att_tc_dq_kernel<T, D, M>, smq, &optq);
		att_tc_dkv_kernel<T, D, M, false><<<grid, TC_THREADS, smk>>>(dqkv, dout, qkv, lse, delta, dqa, g);
		LAUNCH_CHECK(ci, "att_tc_dkv_kernel");
		att_tc_dq_kernel<T, D, M><<<grid, TC_THREADS, smq>>>(dqkv, dout, qkv, lse, delta, g);
		LAUNCH_CHECK(ci, "att_tc_dq_kernel");
		return;
	}
	static bool opta;
	const size_t sma = tc_smem_dkv_dqa(D, M);
	smem_optin(att_tc_dkv_kernel<T, D, M, true>, sma, &opta);
	CUDA_CHECK(cudaMemsetAsync(dqa, 0, (size_t)B * g.NH * g.T * g.hs * sizeof(float), 0));
	att_tc_dkv_kernel<T, D, M, true><<<grid, TC_THREADS, sma>>>(dqkv, dout, qkv, lse, delta, dqa, g);
	LAUNCH_CHECK(ci, "att_tc_dkv_kernel<atomic>");
	att_tc_dq_store_kernel<T><<<grid_for(ci, (size_t)B * g.NH * g.T * g.hs / 4, 256), 256>>>(dqkv, dqa, B, g);
	LAUNCH_CHECK(ci, "att_tc_dq_store_kernel");
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

/* query (or key) fragments of 16 rows per warp: 2 up to D = 64, where the
 * accumulators fit in registers (about 240 with M = 2), else 1 */
static constexpr int tc_m(int D) { return D <= 64 ? 2 : 1; }

/* the sm_90a forward (wgmma) and its launch */
#include "kernels/attention_wg.cuh"

template <typename T, int D>
static void att_tc_fwd_pick(struct cuda_impl *ci, T *out, float *lse, const T *qkv, int B, tc_geom g)
{
	if constexpr (D == 64 && sizeof(T) == sizeof(tc_bf16)) {
		/* ci->attn_fwd is TC_FWD_WGMMA on sm_90a only (nn_cuda_new) */
		if (ci->attn_fwd == TC_FWD_WGMMA && g.vec) {
			att_tc_fwd_wg_launch<D>(ci, (tc_bf16 *)out, lse, (const tc_bf16 *)qkv, B, g);
			return;
		}
	}
	att_tc_fwd_launch<T, D, tc_m(D)>(ci, out, lse, qkv, B, g);
}

template <typename T>
static bool att_tc_fwd(struct cuda_impl *ci, T *out, float *lse, const T *qkv, int B, int T_, int NH, int HS)
{
	if (tc_smem_fwd(tc_pad(HS), tc_m(tc_pad(HS))) > smem_limit(ci))
		return false;
	tc_geom g = tc_geometry(T_, NH, HS, qkv, qkv, qkv, qkv);
	if (g.hs <= 16)
		att_tc_fwd_pick<T, 16>(ci, out, lse, qkv, B, g);
	else if (g.hs <= 32)
		att_tc_fwd_pick<T, 32>(ci, out, lse, qkv, B, g);
	else if (g.hs <= 64)
		att_tc_fwd_pick<T, 64>(ci, out, lse, qkv, B, g);
	else
		att_tc_fwd_pick<T, 128>(ci, out, lse, qkv, B, g);
	return true;
}

template <typename T>
static bool att_tc_bwd(struct cuda_impl *ci, T *dqkv, const T *dout, const T *qkv, const T *out, const float *lse,
                       int B, int T_, int NH, int HS)
{
	if (tc_smem_dkv(tc_pad(HS), tc_m(tc_pad(HS))) > smem_limit(ci))   /* dK/dV's, the larger */
		return false;
	tc_geom g = tc_geometry(T_, NH, HS, dqkv, dout, qkv, out);
	size_t rows = (size_t)B * g.NH * g.T;
	/* scratch: delta, then with MTK_CUDA_ATTN_BWD=atomic the fp32 dQ sums
	 * (the size of q); the atomic dK/dV kernel needs more shared memory:
	 * without it, the default */
	bool atomic = ci->attn_bwd == TC_BWD_ATOMIC && tc_smem_dkv_dqa(tc_pad(HS), tc_m(tc_pad(HS))) <= smem_limit(ci);
	size_t dbytes = (rows * sizeof(float) + 255) / 256 * 256;
	char *scr = (char *)cuda_scratch(ci, dbytes + (atomic ? rows * g.hs * sizeof(float) : 0));
	float *delta = (float *)scr, *dqa = atomic ? (float *)(scr + dbytes) : NULL;
	att_tc_delta_kernel<T><<<grid_for(ci, rows * 32, 256), 256>>>(delta, dout, out, B, g);
	LAUNCH_CHECK(ci, "att_tc_delta_kernel");
	if (g.hs <= 16)
		att_tc_bwd_launch<T, 16, tc_m(16)>(ci, dqkv, dout, qkv, lse, delta, dqa, B, g);
	else if (g.hs <= 32)
		att_tc_bwd_launch<T, 32, tc_m(32)>(ci, dqkv, dout, qkv, lse, delta, dqa, B, g);
	else if (g.hs <= 64)
		att_tc_bwd_launch<T, 64, tc_m(64)>(ci, dqkv, dout, qkv, lse, delta, dqa, B, g);
	else
		att_tc_bwd_launch<T, 128, tc_m(128)>(ci, dqkv, dout, qkv, lse, delta, dqa, B, g);
	return true;
}

/* the bf16-storage instantiations, compiled (and so checked) before the ops
 * table carries an element type */
template bool att_tc_fwd<tc_bf16>(struct cuda_impl *, tc_bf16 *, float *, const tc_bf16 *, int, int, int, int);
template bool att_tc_bwd<tc_bf16>(struct cuda_impl *, tc_bf16 *, const tc_bf16 *, const tc_bf16 *, const tc_bf16 *,
                                  const float *, int, int, int, int);
