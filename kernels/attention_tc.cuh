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
 *     MTK_CUDA_ATTN_BWD=ds keeps determinism and drops the recomputation:
 *     the dK/dV kernel makes dV only and stores each dS^T tile (bf16, 8 KB
 *     a 64 x 64 tile pair), and att_tc_ds_kernel makes dK = dS^T Q and
 *     dQ = dS K from them, one product per pair each (5 in all, and the
 *     dK/dV kernel sheds dK's accumulators). The tiles take 1.1 MB per
 *     (batch, head) at T = 1024, so the kernels run a chunk of (batch,
 *     head)s at a time within a 256 MB scratch (tc_ds_budget). Not the
 *     default until measured on a device.
 *     MTK_CUDA_ATTN_BWD=atomic is FlashAttention-2's way, 5 products in one
 *     kernel: the dK/dV kernel also puts each dS^T tile in shared memory
 *     and, after a barrier, makes the query tile's dQ from it and its K
 *     (tc_dq_atomic: each warp 16 queries over the block's keys up to the
 *     tile's last query), adding it to an fp32 scratch the size of q by
 *     atomics; att_tc_dq_store_kernel then scales that into dqkv. dQ's
 *     sums then come in whatever order the blocks run: its last bits vary
 *     from run to run (dK and dV do not). Not the default until measured.
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
 * MTK_CUDA_ATTN_BWD=ds, dV (and dS stores) 93 / 115 KB, dK or dQ from dS
 * 55 / 53 KB, with =atomic the dK/dV kernel 93 / 115 KB (a device short of
 * 115 KB runs the default there). A device with less
 * opt-in shared memory per block (sm_86/89: 99 KB) gets the SIMT kernels at
 * HS = 128 (smem_limit, common.cuh).
 * Measured on an H100 (kernels/README.md, "Measured"): at d12 shapes,
 * B = 8, forward 0.087 ms (149 TFLOP/s), backward 0.353 ms (91).
 * Since then (not yet timed): ldmatrix for the operands with k along the
 * rows, the causal mask only on the tiles that cross the diagonal (it was
 * a compare and select per score on every tile), ex2.approx.ftz, and the
 * backward's softmax scale moved from every dS to dK and dQ. Per 64 x 64
 * tile and warp (M = 2, D = 64) that is 48 fewer shared-load instructions
 * in S = Q K^T, ~190 fewer on the tiles off the diagonal (mask), 192 fewer
 * SASS instructions for the 64 exponentials (exp2f is 4 each), 64 fewer
 * multiplies in each backward kernel; the forward's loop went from 867 to
 * 703 PTX instructions around its 128 products.
 * MTK_CUDA_ATTN_FWD=wgmma and MTK_CUDA_ATTN_BWD=wgmma (sm_90a, bf16,
 * D = 64): the forward, and the default backward's two kernels, on
 * wgmma.mma_async, A from registers and B from shared memory by
 * descriptor (the section "sm_90a" and the *_wg_kernels). Not done: TMA,
 * warp specialisation, overlapping a tile's softmax with the next tile's
 * products.
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
	TC_WG_BUFS = 3        /* tiles in shared memory at once in the wgmma kernels' loops */
};

/* the backward's ways, MTK_CUDA_ATTN_BWD's words in this order
 * (ci->attn_bwd): dQ in its own pass recomputing S and dP; from stored
 * dS^T tiles; by fp32 atomics from the dK/dV kernel; the first and the
 * third on wgmma (sm_90a, bf16 storage, D = 64; else on mma.sync) */
enum { TC_BWD_RECOMPUTE, TC_BWD_DS, TC_BWD_ATOMIC, TC_BWD_WGMMA, TC_BWD_WGMMA_ATOMIC };

/* the forward's kernels, MTK_CUDA_ATTN_FWD's words in this order
 * (ci->attn_fwd): Q held in registers; Q reread per tile at 3 blocks an
 * SM; on wgmma (sm_90a, bf16 storage, D = 64; else the first) */
enum { TC_FWD_HELD, TC_FWD_RELOAD, TC_FWD_WGMMA };

#define TC_LOG2E 1.4426950408889634f
#define TC_LN2 0.6931471805599453f

/* the geometry of one call, as attention.cuh's att_geom (this file comes
 * first in ops_cuda.cu and stands alone) */
struct tc_geom {
	int T, NH, hs, C;
	float sc;   /* 1 / sqrt(hs) */
	int vec;    /* every tensor 16-byte aligned: stage tiles 8 elements at a time */
	int bh0;    /* the backward's first (batch, head) when it runs in chunks */
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

/* tc_mma_pm with P_m already packed: pk[m][n] = the bf16 pairs of score
 * block n, elements (0, 1) and (2, 3) */
template <int M, int NB>
__device__ __forceinline__ void tc_mma_pk(float (&d)[M][NB][4], const uint32_t (&pk)[M][TC_NS][2], const tc_bf16 *p,
                                          int ld)
{
#pragma unroll
	for (int kk = 0; kk < TC_T / 16; kk++) {
		uint32_t a[M][4];
#pragma unroll
		for (int m = 0; m < M; m++) {
			a[m][0] = pk[m][2 * kk][0], a[m][1] = pk[m][2 * kk][1];
			a[m][2] = pk[m][2 * kk + 1][0], a[m][3] = pk[m][2 * kk + 1][1];
		}
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
/* and with DS the block's rows of a dS^T tile, TC_T + 8 to a row */
static constexpr size_t tc_smem_dkv_ds(int D, int M) { return tc_smem_dkv(D, M) + (size_t)M * TC_T * (TC_T + 8) * 2; }
/* Q and dO (M tiles each), K and V twice */
static constexpr size_t tc_smem_dq(int D, int M) { return tc_smem(D, 2 * M + 4, 0); }
/* Q or K and M dS^T tiles (TC_T x TC_T + 8), twice */
static constexpr size_t tc_smem_ds(int D, int M) { return tc_smem(D, 2, 0) + 2 * (size_t)M * TC_T * (TC_T + 8) * 2; }

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

/* ---- sm_90a: the warpgroup product (wgmma) ---- */

/* MTK_CUDA_ATTN_FWD=wgmma, MTK_CUDA_ATTN_BWD=wgmma and wgmma-atomic: the
 * attention on Hopper's wgmma.mma_async instead of mma.sync (the *_wg_kernels
 * below). The block is one warpgroup (its 4 warps); a product is m64n64k16:
 * 64 rows of A, 16 to a warp in mma.sync's A layout, from registers (or,
 * once, from shared memory: tc_wg_mma_ss), times B (k 16 x n 64) read by
 * the tensor cores straight from shared memory, into 32 fp32 accumulators a
 * thread laid out as 8 of mma.sync's 16 x 8 blocks side by side (so the
 * softmax code is the same). It runs asynchronously: issued, committed as
 * a group, waited for; the accumulators and A's registers may not be
 * touched in between, and ordinary register writes before it need
 * wgmma.fence. kernels/emu/wgmma.h has the layouts and checks that
 * protocol.
 * Shared memory for it is not row-major: tiles are made of 8 x 8 core
 * matrices of 128 contiguous bytes (row r, column c of a tile with D
 * columns at tc_cm), so that one descriptor reads a K tile "K-major" (S =
 * Q K^T: n = the key rows, k = their columns) and a V tile "MN-major"
 * (O += P V: k = the key rows, n = their columns), without swizzling:
 * LBO steps 8 k, SBO 8 n. ldmatrix reads the same tiles (a lane's 16-byte
 * row segment is contiguous) and a core matrix is 128 contiguous bytes, so
 * neither it nor the tensor cores meet bank conflicts. */

/* a compile-time int as a value (for a generic lambda's parameter) */
template <int N>
struct tc_int {
	static constexpr int value = N;
};

/* element offset of (r, c) in a core-matrix tile of D columns */
template <int D>
__device__ __forceinline__ int tc_cm(int r, int c)
{
	return ((r >> 3) * (D / 8) + (c >> 3)) * 64 + (r & 7) * 8 + (c & 7);
}

/* the shared-memory address of p, as descriptors and PTX want it (the
 * emulator's: the offset into its dynamic shared memory) */
__device__ __forceinline__ uint32_t tc_smem_addr(const void *p)
{
#ifdef MTK_EMU
	return (uint32_t)((const unsigned char *)p - emu_dyn_smem);
#else
	return (uint32_t)__cvta_generic_to_shared(p);
#endif
}

/* a no-swizzle matrix descriptor at p: lbo, sbo in bytes */
__device__ __forceinline__ uint64_t tc_desc(const tc_bf16 *p, uint32_t lbo, uint32_t sbo)
{
	return (uint64_t)((tc_smem_addr(p) >> 4) & 0x3fff) | (uint64_t)((lbo >> 4) & 0x3fff) << 16 |
	       (uint64_t)((sbo >> 4) & 0x3fff) << 32;
}

/* the 32 accumulators of an m64n64k16 product: operands %0 .. %31 */
#define TC_WG_D_REGS                                                                   \
	"{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "          \
	"%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, "
#define TC_WG_D(d)                                                                                          \
	"+f"(d[0][0]), "+f"(d[0][1]), "+f"(d[0][2]), "+f"(d[0][3]), "+f"(d[1][0]), "+f"(d[1][1]), "+f"(d[1][2]), \
	"+f"(d[1][3]), "+f"(d[2][0]), "+f"(d[2][1]), "+f"(d[2][2]), "+f"(d[2][3]), "+f"(d[3][0]), "+f"(d[3][1]), \
	"+f"(d[3][2]), "+f"(d[3][3]), "+f"(d[4][0]), "+f"(d[4][1]), "+f"(d[4][2]), "+f"(d[4][3]), "+f"(d[5][0]), \
	"+f"(d[5][1]), "+f"(d[5][2]), "+f"(d[5][3]), "+f"(d[6][0]), "+f"(d[6][1]), "+f"(d[6][2]), "+f"(d[6][3]), \
	"+f"(d[7][0]), "+f"(d[7][1]), "+f"(d[7][2]), "+f"(d[7][3])

/* d = (acc ? d : 0) + A B, m64n64k16; TB: B MN-major (imm-trans-b) */
template <int TB>
__device__ __forceinline__ void tc_wg_mma(float (&d)[TC_NS][4], const uint32_t (&a)[4], uint64_t desc, int acc)
{
#ifdef MTK_EMU
	emu_wgmma_m64n64k16(&d[0][0], a, desc, TB, acc);
#elif defined(__CUDA_ARCH_FEAT_SM90_ALL)
	static_assert(TC_NS == 8, "n = 64");
	asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %38, 0;\n"
	             "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 "
	             TC_WG_D_REGS
	             "{%32, %33, %34, %35}, %36, p, 1, 1, %37;\n}\n"
	             : TC_WG_D(d)
	             : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(desc), "n"(TB), "r"(acc));
#endif
}

/* d = (acc ? d : 0) + A B with A too from shared memory (da: K-major, or
 * MN-major with TA) */
template <int TA, int TB>
__device__ __forceinline__ void tc_wg_mma_ss(float (&d)[TC_NS][4], uint64_t da, uint64_t db, int acc)
{
#ifdef MTK_EMU
	emu_wgmma_m64n64k16_ss(&d[0][0], da, TA, db, TB, acc);
#elif defined(__CUDA_ARCH_FEAT_SM90_ALL)
	asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %36, 0;\n"
	             "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 "
	             TC_WG_D_REGS
	             "%32, %33, p, 1, 1, %34, %35;\n}\n"
	             : TC_WG_D(d)
	             : "l"(da), "l"(db), "n"(TA), "n"(TB), "r"(acc));
#endif
}

/* wgmma.fence (before a product whose registers ordinary instructions
 * wrote), commit_group, wait_group N */
__device__ __forceinline__ void tc_wg_fence()
{
#ifdef MTK_EMU
	emu_wg_fence();
#elif defined(__CUDA_ARCH_FEAT_SM90_ALL)
	asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
#endif
}
__device__ __forceinline__ void tc_wg_commit()
{
#ifdef MTK_EMU
	emu_wg_commit();
#elif defined(__CUDA_ARCH_FEAT_SM90_ALL)
	asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
#endif
}
template <int N>
__device__ __forceinline__ void tc_wg_wait()
{
#ifdef MTK_EMU
	emu_wg_wait(N);
#elif defined(__CUDA_ARCH_FEAT_SM90_ALL)
	asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(N) : "memory");
#endif
}

/* wait_group n for an n the unrolled code knows (0 .. 3) */
__device__ __forceinline__ void tc_wg_wait_n(int n)
{
	switch (n) {
	case 0: tc_wg_wait<0>(); break;
	case 1: tc_wg_wait<1>(); break;
	case 2: tc_wg_wait<2>(); break;
	default: tc_wg_wait<3>(); break;
	}
}

/* after a wait: the compiler may not move reads of d above it (it sees
 * the product's asm as having written d already), so d passes through an
 * empty asm that "writes" it here (CUTLASS's warpgroup_fence_operand) */
__device__ __forceinline__ void tc_wg_hold(float (&d)[TC_NS][4])
{
#ifndef MTK_EMU
#pragma unroll
	for (int n = 0; n < TC_NS; n++)
#pragma unroll
		for (int e = 0; e < 4; e++)
			asm volatile("" : "+f"(d[n][e])::"memory");
#endif
}

/* cp.async's writes to shared memory, made visible to the tensor cores'
 * (async proxy) reads: each writing thread, after its wait and before the
 * barrier */
__device__ __forceinline__ void tc_fence_async_smem()
{
#ifdef MTK_EMU
	emu_proxy_fence();
#elif defined(__CUDA_ARCH_FEAT_SM90_ALL)
	asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
#endif
}

/* rows [r0, r0 + rows) of a [T][stride] bf16 array into a core-matrix
 * tile (tc_cm) by 16-byte cp.async, zeros past T rows and hs columns
 * (g.vec holds: the caller checks). Thread e copies chunk e of the tile's
 * memory order, so a warp writes 512 contiguous bytes, and reads 8 rows'
 * first 64 bytes (whole 32-byte sectors). */
template <int D>
__device__ __forceinline__ void tc_stage_cm(tc_bf16 *sh, const tc_bf16 *__restrict__ src, size_t stride, int r0,
                                            int rows, const tc_geom &g)
{
	for (int e = threadIdx.x; e < rows * D / 8; e += TC_THREADS) {
		int c = e / 8, r = c / (D / 8) * 8 + e % 8, d = c % (D / 8) * 8;
		bool in = r0 + r < g.T && d < g.hs;
		cp_async16(sh + e * 8, in ? src + (size_t)(r0 + r) * stride + d : src, in);
	}
}

/* the key loop's double buffering in att_tc_dq_wg_kernel (kv: K, V of
 * buffer 0, then of buffer 1): the copies of the tile after j0 (if before
 * kend) into the other buffer, then the wait for tile j0's, fenced for the
 * tensor cores and published by a barrier; its K (V follows) */
template <int D>
__device__ __forceinline__ const tc_bf16 *tc_kv_tile(tc_bf16 *kv, const tc_bf16 *base, size_t rs, int j0, int kend,
                                                     const tc_geom &g)
{
	enum { TT = TC_T * D };
	int buf = j0 / TC_T % 2;
	if (j0 + TC_T < kend) {
		tc_bf16 *nx = kv + (1 - buf) * 2 * TT;
		tc_stage_cm<D>(nx, base + g.C, rs, j0 + TC_T, TC_T, g);
		tc_stage_cm<D>(nx + TT, base + 2 * g.C, rs, j0 + TC_T, TC_T, g);
		cp_async_commit();
		cp_async_wait<1>();
	} else {
		cp_async_wait<0>();
	}
	tc_fence_async_smem();
	__syncthreads();
	return kv + buf * 2 * TT;
}

/* the A operand (16 x 16) at rows r0.., columns c0.. of a core-matrix tile */
template <int D>
__device__ __forceinline__ void tc_lda_cm(uint32_t (&a)[4], const tc_bf16 *sh, int r0, int c0)
{
	int lane = threadIdx.x % 32;
	tc_ldsm_x4(a, sh + tc_cm<D>(r0 + (lane / 8) % 2 * 8 + lane % 8, c0 + lane / 16 * 8));
}

/* ---- forward ---- */

/* A warp holds M fragments of 16 query rows (a block TC_WARPS * 16 M rows):
 * each K or V fragment read from shared memory then feeds M products, half
 * the shared memory traffic per product at M = 2, for twice the
 * accumulator registers. Query tiles of TQ = 64 M rows and key tiles of
 * TC_T: the key tiles from q0 on reach past some rows and are masked per
 * element; a warp skips a key tile wholly past its rows. K and V tiles are
 * double-buffered: the copies of tile t + 1 (cp.async) run under the
 * products of tile t.
 * QR (MTK_CUDA_ATTN_FWD=reload, M = 2): the Q fragments are read from
 * shared memory for each key tile (8 ldmatrix a tile) instead of held in 32
 * registers, and the kernel is compiled for 3 blocks per SM (at most 168
 * registers; ptxas spills ~70 bytes to get there, sm_90a): 12 warps per SM
 * instead of 8 to hide the latency the loop is bound by, as
 * FlashAttention-2 does (it reloads Q too). To be timed against the
 * default on a device. */
template <typename T, int D, int M, bool QR>
__global__ void __launch_bounds__(TC_THREADS, QR ? 3 : 1) att_tc_fwd_kernel(T *__restrict__ out, float *__restrict__ lse,
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
	uint32_t qf[QR ? 1 : KS][M][4];               /* held unless QR */
	if constexpr (!QR) {
#pragma unroll
		for (int kk = 0; kk < KS; kk++)
#pragma unroll
			for (int mi = 0; mi < M; mi++)
				tc_lda(qf[kk][mi], qw + mi * 16 * LH + kk * 16, LH);
	}
	float o[M][NO][4], m[M][2], l[M][2];
#pragma unroll
	for (int mi = 0; mi < M; mi++) {
		m[mi][0] = m[mi][1] = -INFINITY;
		l[mi][0] = l[mi][1] = 0;
#pragma unroll
		for (int n = 0; n < NO; n++)
			o[mi][n][0] = o[mi][n][1] = o[mi][n][2] = o[mi][n][3] = 0;
	}
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
			for (int kk = 0; kk < KS; kk++) {
				if constexpr (QR) {
					uint32_t qa[M][4];
#pragma unroll
					for (int mi = 0; mi < M; mi++)
						tc_lda(qa[mi], qw + mi * 16 * LH + kk * 16, LH);
					tc_mma_rows<M, TC_NS>(s, qa, ks + kk * 16, LH);
				} else {
					tc_mma_rows<M, TC_NS>(s, qf[kk], ks + kk * 16, LH);
				}
			}
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

/* The forward on wgmma (MTK_CUDA_ATTN_FWD=wgmma, sm_90a, bf16 storage,
 * aligned, D = 64: GPT-2's head size at every preset). One warpgroup a
 * block, M fragments of 64 query rows (a product each), warp w holding rows
 * 16 w .. 16 w + 15 of each, so the block's query tile is 64 M rows; key
 * tiles of TC_T = 64. Per key tile j and fragment: S = Q K^T as 4 products
 * (k = 16 columns of the head each; Q from registers, K by descriptor), a
 * group of its own; the online softmax; O += P V as 4 products (k = 16
 * keys each; P packed from S's accumulators, V by descriptor, MN-major).
 * Tile j's P V is issued in tile j + 1, after its S products, as
 * FlashAttention-3 overlaps within a warpgroup: fragment 0's softmax runs
 * while the tensor cores make fragment 1's S and both P V(j-1), fragment
 * 1's under what is left of them; O is rescaled once P V(j-1) has landed.
 * Nothing is in flight from one tile to the next (see
 * att_tc_dkv_wg_kernel). A fragment whose rows all precede the tile skips
 * it (its P zero, so the next P V adds nothing: products stay uniform over
 * the warpgroup, as wgmma needs). Shared memory: Q (64 M rows) and three
 * K, V pairs (tile j + 1 copied into tile j - 2's), 64 KB at M = 2. Not the
 * default until timed on a device. */
template <int D, int M>
__global__ void __launch_bounds__(TC_THREADS) att_tc_fwd_wg_kernel(tc_bf16 *__restrict__ out, float *__restrict__ lse,
                                                                  const tc_bf16 *__restrict__ qkv, tc_geom g)
{
#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
	__trap();   /* never launched: the host picks this kernel on sm_90 only */
#else
	static_assert(D == 64 && TC_WARPS == 4 && M <= 2, "one warpgroup, n = 64 products, 1 or 2 fragments");
	enum { KS = D / 16, NO = D / 8, TQ = 64 * M, TT = TC_T * D, NB = TC_WG_BUFS };
	DYN_SHARED(smem);
	tc_bf16 *qs = (tc_bf16 *)smem, *kv = qs + TQ * D;   /* kv: K, V of buffer 0, then 1, 2 */
	int warp = threadIdx.x / 32;
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int q0 = (int)(gridDim.y - 1 - blockIdx.y) * TQ;   /* longest rows first */
	int nt = (min(g.T, q0 + TQ) + TC_T - 1) / TC_T;    /* key tiles, to the diagonal */
	size_t rs = 3 * (size_t)g.C;
	const tc_bf16 *base = qkv + (size_t)b * g.T * rs + (size_t)h * g.hs;
	auto stage = [&](int j) {
		tc_bf16 *k = kv + j % NB * 2 * TT;
		tc_stage_cm<D>(k, base + g.C, rs, j * TC_T, TC_T, g);
		tc_stage_cm<D>(k + TT, base + 2 * g.C, rs, j * TC_T, TC_T, g);
	};
	tc_stage_cm<D>(qs, base, rs, q0, TQ, g);
	cp_async_commit();
	stage(0);
	cp_async_commit();
	cp_async_wait<1>();   /* Q */
	__syncthreads();
	uint32_t qf[KS][M][4];
#pragma unroll
	for (int kk = 0; kk < KS; kk++)
#pragma unroll
		for (int mi = 0; mi < M; mi++)
			tc_lda_cm<D>(qf[kk][mi], qs, 64 * mi + 16 * warp, kk * 16);
	float o[M][NO][4], m[M][2], l[M][2];
	uint32_t pa[M][TC_T / 16][4];   /* the previous tile's P, packed */
#pragma unroll
	for (int mi = 0; mi < M; mi++) {
		m[mi][0] = m[mi][1] = -INFINITY;
		l[mi][0] = l[mi][1] = 0;
#pragma unroll
		for (int n = 0; n < NO; n++)
			o[mi][n][0] = o[mi][n][1] = o[mi][n][2] = o[mi][n][3] = 0;
	}
	/* O += P V for tile j, whose P is in pa: one group */
	auto pv = [&](int j) {
		/* V: k = key rows (LBO a block row), n = columns (SBO a block); a
		 * k step of 16 moves the start 2 block rows */
		const uint64_t dv = tc_desc(kv + j % NB * 2 * TT + TT, D / 8 * 128, 128);
#pragma unroll
		for (int mi = 0; mi < M; mi++)
#pragma unroll
			for (int kk = 0; kk < TC_T / 16; kk++)
				tc_wg_mma<1>(o[mi], pa[mi][kk], dv + (uint64_t)(kk * 2 * (D / 8) * 128 / 16), 1);
		tc_wg_commit();
	};
	const float c2 = g.sc * TC_LOG2E;
	/* tile j; FIRST: no P V before it; fragments before F0 end before the
	 * tile (both constants: no run-time branch may stand among the
	 * products, or ptxas serialises them) */
	auto tile = [&](int j, auto first, auto f0) {
		constexpr bool FIRST = decltype(first)::value;
		constexpr int F0 = decltype(f0)::value;
		int j0 = j * TC_T;
		cp_async_wait<0>();   /* tile j */
		tc_fence_async_smem();
		__syncthreads();   /* tile j visible to the tensor cores; tile j - 2's buffer free */
		if (j + 1 < nt)
			stage(j + 1);
		cp_async_commit();
		/* K: n = key rows (SBO a block row), k = columns (LBO a block); a k
		 * step of 16 moves the start 2 blocks */
		const uint64_t dk = tc_desc(kv + j % NB * 2 * TT, 128, D / 8 * 128);
		float s[M][TC_NS][4], alpha[M][2];
		tc_wg_fence();
#pragma unroll
		for (int mi = F0; mi < M; mi++) {
#pragma unroll
			for (int kk = 0; kk < KS; kk++)
				tc_wg_mma<0>(s[mi], qf[kk][mi], dk + (uint64_t)(kk * 256 / 16), kk > 0);
			tc_wg_commit();
		}
		if constexpr (!FIRST)
			pv(j - 1);
#pragma unroll
		for (int mi = F0; mi < M; mi++) {
			/* S of fragment mi: the later S groups and P V(j-1) may run */
			tc_wg_wait_n(M - 1 - mi + (FIRST ? 0 : 1));
			tc_wg_hold(s[mi]);
			int r0 = q0 + 64 * mi + 16 * warp;   /* key j0 <= r0: a finite score per row */
			if (j0 + TC_T > r0)
				tc_mask<1, false>(*reinterpret_cast<float(*)[1][TC_NS][4]>(&s[mi]), r0, j0, -INFINITY);
			tc_softmax_p(s[mi], m[mi], l[mi], alpha[mi], c2);
		}
		tc_wg_wait<0>();   /* P V(j-1): O and the P registers free */
#pragma unroll
		for (int mi = 0; mi < M; mi++) {
			tc_wg_hold(o[mi]);
			if (mi < F0) {   /* (a constant) skipped: the next P V adds 0 */
#pragma unroll
				for (int kk = 0; kk < TC_T / 16; kk++)
					pa[mi][kk][0] = pa[mi][kk][1] = pa[mi][kk][2] = pa[mi][kk][3] = 0;
				continue;
			}
			tc_rescale<NO>(o[mi], alpha[mi]);
#pragma unroll
			for (int kk = 0; kk < TC_T / 16; kk++)
				tc_pack_a(pa[mi][kk], s[mi], kk);
		}
	};
	tile(0, tc_int<1>(), tc_int<0>());
	for (int j = 1; j < nt; j++) {
		if (j * TC_T < q0 + 64)
			tile(j, tc_int<0>(), tc_int<0>());
		else   /* the last tile, past fragment 0's rows (M = 2) */
			tile(j, tc_int<0>(), tc_int<M - 1>());
	}
	tc_wg_fence();   /* P and the rescaled O, by ordinary instructions */
	pv(nt - 1);
	tc_wg_wait<0>();
#pragma unroll
	for (int mi = 0; mi < M; mi++) {
		tc_wg_hold(o[mi]);
		tc_fwd_store<NO>(out, lse, b, h, q0 + 64 * mi + 16 * warp, o[mi], m[mi], l[mi], g);
	}
#endif
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

/* dS^T tiles (MTK_CUDA_ATTN_BWD=ds): for each (batch, head) of a chunk,
 * the tile pairs (query tile qi, key tile kj <= qi) of TC_T x TC_T, in the
 * order (0,0), (1,0), (1,1), (2,0)...; a tile holds dS^T / scale, TC_T keys of
 * TC_T queries each, row-major bf16. The offset, in elements, of one: */
__device__ __forceinline__ size_t tc_ds_tile(int bl, int T, int qi, int kj)
{
	size_t nt = (size_t)(T + TC_T - 1) / TC_T;
	return ((size_t)bl * (nt * (nt + 1) / 2) + (size_t)qi * (qi + 1) / 2 + kj) * TC_T * TC_T;
}
static size_t tc_ds_bytes_per_head(int T)
{
	size_t nt = (size_t)(T + TC_T - 1) / TC_T;
	return nt * (nt + 1) / 2 * TC_T * TC_T * sizeof(tc_bf16);
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
 * dV, P^T) fit. MODE (TC_BWD_*): with DS it makes dV only and stores every
 * dS^T tile to ds (bf16, the values a product would round them to) for
 * att_tc_ds_kernel, which makes dK and dQ from them; with DQA it makes dK,
 * dV and, through the dS^T tile in shared memory, dQ's part from its keys,
 * added to dqa (tc_dq_atomic). */
template <typename T, int D, int M, int MODE>
__global__ void __launch_bounds__(TC_THREADS) att_tc_dkv_kernel(T *__restrict__ dqkv, const T *__restrict__ dout,
                                                                const T *__restrict__ qkv,
                                                                const float *__restrict__ lse,
                                                                const float *__restrict__ delta,
                                                                tc_bf16 *__restrict__ ds, float *__restrict__ dqa,
                                                                tc_geom g)
{
	enum { LH = D + 8, KS = D / 16, NO = D / 8, TK = TC_WARPS * 16 * M };
	constexpr bool DS = MODE == TC_BWD_DS, DQA = MODE == TC_BWD_ATOMIC;
	DYN_SHARED(smem);
	tc_bf16 *ks = (tc_bf16 *)smem, *vs = ks + TK * LH, *qd = vs + TK * LH;   /* qd: Q, dO of buffer 0, then 1 */
	float *LD = (float *)(qd + 4 * TC_T * LH);                                  /* lse, delta of buffer 0, then 1 */
	tc_bf16 *DSW = (tc_bf16 *)(LD + 4 * TC_T);   /* DS, DQA: the block's dS^T tile, TK keys x LS */
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32, gq = lane / 4, tq = lane % 4;
	int bh = g.bh0 + blockIdx.x, b = bh / g.NH, h = bh % g.NH;
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
			/* with DS, P^T is kept packed for dV after the loop below (so that
			 * the fp32 P^T and dS^T are not live together); else dV now */
			uint32_t pk[DS ? M : 1][TC_NS][2];
			if constexpr (!DS)
				tc_mma_pm<M, NO>(dv, s, dos, LH);   /* dV += P^T dO */
			/* dS^T / scale = P^T (dP^T - delta), dP^T = V dO^T a column block at a
			 * time (the scale goes on dK as it is written, here and in
			 * att_tc_ds_kernel: one multiply an element of dK instead of one an
			 * element of every dS^T tile);
			 * with DS or DQA also put, as bf16 pairs, in the warp's rows of DSW
			 * (this lane's: gq, + 8, + 16 mi); DS's warp then copies them out
			 * to the tile (i0, w0's key tile) a row of 16-byte stores at a
			 * time, DQA's block makes dQ from the whole of DSW below */
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
					if constexpr (DS) {
						pk[mi][n][0] = tc_pack(s[mi][n][0], s[mi][n][1]);
						pk[mi][n][1] = tc_pack(s[mi][n][2], s[mi][n][3]);
					}
#pragma unroll
					for (int e = 0; e < 4; e++)
						s[mi][n][e] *= dp[mi][e] - (e % 2 ? dl.y : dl.x);
					if constexpr (DS || DQA) {
						tc_bf16 *p = pd + mi * 16 * (TC_T + 8) + n * 8;
						*reinterpret_cast<uint32_t *>(p) = tc_pack(s[mi][n][0], s[mi][n][1]);
						*reinterpret_cast<uint32_t *>(p + 8 * (TC_T + 8)) = tc_pack(s[mi][n][2], s[mi][n][3]);
					}
				}
			}
			if constexpr (DS) {
				__syncwarp();
				/* the warp's 16 M rows of dS^T, 16 bytes a copy */
				tc_bf16 *gd = ds + tc_ds_tile(blockIdx.x, g.T, i0 / TC_T, w0 / TC_T) + w0 % TC_T * TC_T;
				const tc_bf16 *sd = DSW + warp * 16 * M * (TC_T + 8);
				for (int e = lane; e < 16 * M * TC_T / 8; e += 32)
					*reinterpret_cast<uint4 *>(gd + e * 8) =
						*reinterpret_cast<const uint4 *>(sd + e / (TC_T / 8) * (TC_T + 8) + e % (TC_T / 8) * 8);
				__syncwarp();
				tc_mma_pk<M, NO>(dv, pk, dos, LH);   /* dV += P^T dO */
			}
			else
				tc_mma_pm<M, NO>(dk, s, qs, LH);    /* dK += dS^T Q */
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
		if constexpr (!DS)
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
	int bh = g.bh0 + blockIdx.x, b = bh / g.NH, h = bh % g.NH;
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

/* dK or dQ from the stored dS^T tiles (MTK_CUDA_ATTN_BWD=ds), one tile
 * product per tile pair: DK: dK = dS^T Q for a block of TB = 64 M keys
 * over the query tiles from the diagonal on (A = the dS^T tile as stored,
 * keys by queries: ldmatrix as tc_lda); else dQ = dS K for a block of
 * TB queries over the key tiles up to the diagonal (A = its transpose, by
 * ldmatrix.trans). B (Q or K, k down the tile) by ldmatrix.trans. A warp
 * owns 16 M rows, as in the other kernels, and skips the tiles wholly on
 * the far side of the diagonal; the other side's tile and the block's
 * dS^T tiles are staged together, double-buffered. Sums in the same fixed
 * order every run: deterministic. */
template <typename T, int D, int M, bool DK>
__global__ void __launch_bounds__(TC_THREADS) att_tc_ds_kernel(T *__restrict__ dqkv, const T *__restrict__ qkv,
                                                               const tc_bf16 *__restrict__ ds, tc_geom g)
{
	enum { LH = D + 8, LS = TC_T + 8, NO = D / 8, TB = TC_WARPS * 16 * M, NQ = TB / TC_T };
	enum { BUF = TC_T * LH + NQ * TC_T * LS };   /* a buffer: Q or K, then NQ dS^T tiles */
	DYN_SHARED(smem);
	tc_bf16 *sb = (tc_bf16 *)smem;
	int warp = threadIdx.x / 32;
	int bh = g.bh0 + blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int nt = (g.T + TC_T - 1) / TC_T;
	/* dK: the longest column first, as the dK/dV kernel; dQ: the longest row */
	int r0 = (int)(DK ? blockIdx.y : gridDim.y - 1 - blockIdx.y) * TB;
	int w0 = r0 + warp * 16 * M;   /* this warp's first row */
	size_t rs = 3 * (size_t)g.C;
	const T *ob = qkv + (size_t)b * g.T * rs + (DK ? 0 : g.C) + (size_t)h * g.hs;   /* Q for dK, K for dQ */
	/* the other side's tiles: queries [r0, T) for dK, keys [0, min(T, r0 + TB)) for dQ */
	int o0 = DK ? r0 : 0, oend = DK ? g.T : min(g.T, r0 + TB);
	auto stage = [&](int j0, int bf) {
		tc_bf16 *o = sb + bf * BUF;
		tc_stage_async<T, D>(o, ob, rs, j0, g);
		for (int q = 0; q < NQ; q++) {
			int rt = r0 / TC_T + q, ot = j0 / TC_T;   /* the row tile, the other tile */
			int qi = DK ? ot : rt, kj = DK ? rt : ot;
			if (qi >= nt || kj > qi)   /* no such tile; its warps skip this one */
				continue;
			const tc_bf16 *src = ds + tc_ds_tile(blockIdx.x, g.T, qi, kj);
			tc_bf16 *dst = o + TC_T * LH + q * TC_T * LS;
			for (int e = threadIdx.x; e < TC_T * TC_T / 8; e += TC_THREADS)
				cp_async16(dst + e / (TC_T / 8) * LS + e % (TC_T / 8) * 8, src + e * 8, true);
		}
	};
	stage(o0, 0);
	cp_async_commit();
	float acc[M][NO][4];
#pragma unroll
	for (int mi = 0; mi < M; mi++)
#pragma unroll
		for (int n = 0; n < NO; n++)
			for (int e = 0; e < 4; e++)
				acc[mi][n][e] = 0;
	for (int j0 = o0; j0 < oend; j0 += TC_T) {
		int buf = (j0 - o0) / TC_T % 2;
		if (j0 + TC_T < oend) {
			stage(j0 + TC_T, 1 - buf);
			cp_async_commit();
			cp_async_wait<1>();
		} else {
			cp_async_wait<0>();
		}
		__syncthreads();   /* tile j0 in buffer buf */
		const tc_bf16 *os = sb + buf * BUF, *dss = os + TC_T * LH;
		/* dK: queries before the warp's keys; dQ: keys past its rows */
		if (DK ? j0 + TC_T > w0 : j0 < w0 + 16 * M) {
#pragma unroll
			for (int kk = 0; kk < TC_T / 16; kk++) {
				uint32_t a[M][4];
#pragma unroll
				for (int mi = 0; mi < M; mi++) {
					int r = warp * 16 * M + mi * 16;   /* the block's row: tile r / TC_T, at r % TC_T */
					const tc_bf16 *t = dss + r / TC_T * TC_T * LS;
					if constexpr (DK)
						tc_lda(a[mi], t + r % TC_T * LS + kk * 16, LS);
					else
						tc_ldsm_ta(a[mi], t + kk * 16 * LS + r % TC_T, LS);
				}
				tc_mma_kt<M, NO>(acc, a, os + kk * 16 * LH, LH);
			}
		}
		__syncthreads();   /* buffer buf read */
	}
	const float sc[2] = {g.sc, g.sc};   /* the tiles hold dS^T / scale */
#pragma unroll
	for (int mi = 0; mi < M; mi++) {
		int i = w0 + mi * 16;
		T *p = dqkv + (size_t)b * g.T * rs + (size_t)i * rs + (DK ? g.C : 0) + (size_t)h * g.hs;
		tc_write<NO>(p, rs, g.T - i, g.hs, acc[mi], sc);
	}
}

/* The backward on wgmma (MTK_CUDA_ATTN_BWD=wgmma, sm_90a, bf16 storage,
 * aligned, D = 64): the default's scheme (a dK/dV kernel, then a dQ kernel
 * recomputing S and dP: deterministic, bitwise repeatable) with each
 * kernel one warpgroup of 64 rows, every product an m64n64k16 wgmma with A
 * from registers and B from shared memory by descriptor, as in
 * att_tc_fwd_wg_kernel. One fragment (64 keys or queries) a block: the
 * accumulators of two would not fit (dK/dV holds dK, dV, S^T and dP^T, 32
 * registers each, and K, V as A operands). Not the default until timed on
 * a device. */

/* dK, dV for the 64 keys from k0. Per query tile n: S^T = K Q^T and dP^T
 * = V dO^T (a group each), P^T, dV += P^T dO, dS^T / scale = P^T (dP^T -
 * delta), dK += dS^T Q (with DQA also dQ = dS K). Tile n's dK (and dQ) is
 * issued in tile n + 1, after its S^T and dP^T, as FlashAttention-3
 * overlaps within a warpgroup: the tensor cores make dP^T(n) and dK(n-1)
 * while the threads exponentiate S^T(n), and dV(n) while they make
 * dS^T(n), which waits in registers (and, with DQA, in shared memory) for
 * the next tile. Nothing is in flight from one tile to the next: with
 * tile n + 1's S^T and dP^T issued before tile n's dK, in flight across
 * the loop's back edge, ptxas serialised the products (C7515). Q, dO, lse and delta in three buffers: tile n + 1 is copied
 * while tile n is worked on, into the buffer of tile n - 2, whose last
 * product, dK(n-2), was done in tile n - 1. Q and dO are read K-major (n =
 * query rows) for S^T and dP^T and MN-major (k = query rows) for dV and
 * dK, from the same core-matrix tiles. */
template <int D, bool DQA>
__global__ void __launch_bounds__(TC_THREADS) att_tc_dkv_wg_kernel(tc_bf16 *__restrict__ dqkv,
                                                                   const tc_bf16 *__restrict__ dout,
                                                                   const tc_bf16 *__restrict__ qkv,
                                                                   const float *__restrict__ lse,
                                                                   const float *__restrict__ delta,
                                                                   float *__restrict__ dqa, tc_geom g)
{
#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
	__trap();   /* never launched: the host picks this kernel on sm_90 only */
#else
	static_assert(D == 64 && TC_WARPS == 4, "one warpgroup, n = 64 products");
	enum { KS = D / 16, NO = D / 8, TT = TC_T * D, KB = 2 * (D / 8) * 128 / 16, NB = TC_WG_BUFS };
	DYN_SHARED(smem);
	tc_bf16 *ks = (tc_bf16 *)smem, *vs = ks + TT, *qd = vs + TT;   /* qd: Q, dO of buffer 0, then 1, 2 */
	float *LD = (float *)(qd + 2 * NB * TT);                       /* lse, delta of buffer 0, then 1, 2 */
	tc_bf16 *dst = (tc_bf16 *)(LD + 2 * NB * TC_T);                /* DQA: the dS^T tile, keys x queries */
	int warp = threadIdx.x / 32, gq = threadIdx.x % 32 / 4, tq = threadIdx.x % 32 % 4;
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int k0 = blockIdx.y * TC_T;   /* the longest column first */
	int w0 = k0 + 16 * warp;      /* this warp's first key */
	int nt = (g.T - k0 + TC_T - 1) / TC_T;   /* query tiles, from k0 */
	size_t rs = 3 * (size_t)g.C;
	const tc_bf16 *base = qkv + (size_t)b * g.T * rs + (size_t)h * g.hs;
	const tc_bf16 *dob = dout + (size_t)b * g.T * g.C + (size_t)h * g.hs;
	auto stage = [&](int n) {
		int i0 = k0 + n * TC_T, bf = n % NB;
		tc_bf16 *q = qd + bf * 2 * TT;
		tc_stage_cm<D>(q, base, rs, i0, TC_T, g);
		tc_stage_cm<D>(q + TT, dob, g.C, i0, TC_T, g);
		float *Ls = LD + bf * 2 * TC_T, *Ds = Ls + TC_T;
		for (int e = threadIdx.x; e < TC_T; e += TC_THREADS) {
			int t = i0 + e;
			Ls[e] = t < g.T ? lse[(size_t)bh * g.T + t] * TC_LOG2E : INFINITY;   /* past T: p = 0 */
			Ds[e] = t < g.T ? delta[(size_t)bh * g.T + t] : 0.0f;
		}
	};
	tc_stage_cm<D>(ks, base + g.C, rs, k0, TC_T, g);
	tc_stage_cm<D>(vs, base + 2 * g.C, rs, k0, TC_T, g);
	cp_async_commit();
	stage(0);
	cp_async_commit();
	cp_async_wait<1>();   /* K, V */
	__syncthreads();
	uint32_t kf[KS][4], vf[KS][4];
#pragma unroll
	for (int kk = 0; kk < KS; kk++) {
		tc_lda_cm<D>(kf[kk], ks, 16 * warp, kk * 16);
		tc_lda_cm<D>(vf[kk], vs, 16 * warp, kk * 16);
	}
	float dk[NO][4], dv[NO][4];
	[[maybe_unused]] float dq[DQA ? TC_NS : 1][4];
	uint32_t da[TC_T / 16][4];   /* the previous tile's dS^T, packed */
#pragma unroll
	for (int n = 0; n < NO; n++)
#pragma unroll
		for (int e = 0; e < 4; e++)
			dk[n][e] = dv[n][e] = 0;
	/* dK(n) += dS^T Q (and dQ = dS K) for tile n, whose dS^T is in da (and dst) */
	auto dk_dq = [&](int n) {
		const uint64_t qk = tc_desc(qd + n % NB * 2 * TT, D / 8 * 128, 128);   /* k = query rows */
#pragma unroll
		for (int kk = 0; kk < TC_T / 16; kk++)
			tc_wg_mma<1>(dk, da[kk], qk + (uint64_t)(kk * KB), 1);
		if constexpr (DQA) {
			/* dQ (tile n's queries) = dS K: A = dS^T's tile read MN-major (m = its
			 * columns, k = its rows), B = K MN-major (k = key rows) */
			const uint64_t sa = tc_desc(dst, TC_T / 8 * 128, 128), kb = tc_desc(ks, D / 8 * 128, 128);
#pragma unroll
			for (int kk = 0; kk < TC_T / 16; kk++)
				tc_wg_mma_ss<1, 1>(dq, sa + (uint64_t)(kk * 2 * (TC_T / 8) * 8), kb + (uint64_t)(kk * KB), kk > 0);
		}
		tc_wg_commit();
	};
	/* tile n's dQ (landed) into the fp32 scratch */
	[[maybe_unused]] auto dq_out = [&](int n) {
		float *dqb = dqa + (size_t)bh * g.T * g.hs;
#pragma unroll
		for (int r = 0; r < 2; r++) {
			int i = k0 + n * TC_T + 16 * warp + gq + 8 * r;
			if (i >= g.T)
				continue;
#pragma unroll
			for (int c = 0; c < TC_NS; c++) {
				int col = c * 8 + 2 * tq;
				if (col < g.hs)   /* hs even: col + 1 < hs too */
					tc_red2(dqb + (size_t)i * g.hs + col, dq[c][2 * r], dq[c][2 * r + 1]);
			}
		}
	};
	const float c2 = g.sc * TC_LOG2E;
	/* tile n; FIRST: no dK before it (a constant: no run-time branch may
	 * stand among the products, or ptxas serialises them) */
	auto tile = [&](int n, auto first) {
		constexpr bool FIRST = decltype(first)::value;
		int i0 = k0 + n * TC_T;
		const tc_bf16 *qs = qd + n % NB * 2 * TT;
		const float *Ls = LD + n % NB * 2 * TC_T, *Ds = Ls + TC_T;
		cp_async_wait<0>();   /* tile n */
		tc_fence_async_smem();
		__syncthreads();   /* tile n (and dS^T(n-1)) visible to the tensor cores; tile n - 2's buffer free */
		if (n + 1 < nt)
			stage(n + 1);
		cp_async_commit();
		const uint64_t qn = tc_desc(qs, 128, D / 8 * 128), on = tc_desc(qs + TT, 128, D / 8 * 128);
		float s[TC_NS][4], dp[TC_NS][4];
		uint32_t pa[TC_T / 16][4];
		tc_wg_fence();
#pragma unroll
		for (int kk = 0; kk < KS; kk++)
			tc_wg_mma<0>(s, kf[kk], qn + (uint64_t)(kk * 16), kk > 0);    /* S^T = K Q^T */
		tc_wg_commit();
#pragma unroll
		for (int kk = 0; kk < KS; kk++)
			tc_wg_mma<0>(dp, vf[kk], on + (uint64_t)(kk * 16), kk > 0);   /* dP^T = V dO^T */
		tc_wg_commit();
		if constexpr (!FIRST)
			dk_dq(n - 1);
		tc_wg_wait<FIRST ? 1 : 2>();   /* S^T (dP^T and dK(n-1) may run) */
		tc_wg_hold(s);
		if (i0 < w0 + 16)   /* the diagonal tile: queries before keys */
			tc_mask<1, true>(*reinterpret_cast<float(*)[1][TC_NS][4]>(&s), w0, i0, -INFINITY);
#pragma unroll
		for (int c = 0; c < TC_NS; c++) {
			float2 lq = *reinterpret_cast<const float2 *>(Ls + c * 8 + 2 * tq);   /* this lane's 2 queries */
#pragma unroll
			for (int e = 0; e < 4; e++)
				s[c][e] = exp2_fast(fmaf(s[c][e], c2, -(e % 2 ? lq.y : lq.x)));
		}
#pragma unroll
		for (int kk = 0; kk < TC_T / 16; kk++)
			tc_pack_a(pa[kk], s, kk);
		tc_wg_fence();   /* P^T packed by ordinary instructions */
		const uint64_t ok = tc_desc(qs + TT, D / 8 * 128, 128);   /* k = query rows */
#pragma unroll
		for (int kk = 0; kk < TC_T / 16; kk++)
			tc_wg_mma<1>(dv, pa[kk], ok + (uint64_t)(kk * KB), 1);   /* dV += P^T dO */
		tc_wg_commit();
		tc_wg_wait<1>();   /* dP^T, dK(n-1) (dV may run) */
		tc_wg_hold(dp);
		if constexpr (DQA) {
			if constexpr (!FIRST) {
				tc_wg_hold(dq);
				dq_out(n - 1);
			}
		}
#pragma unroll
		for (int c = 0; c < TC_NS; c++) {
			float2 dl = *reinterpret_cast<const float2 *>(Ds + c * 8 + 2 * tq);
#pragma unroll
			for (int e = 0; e < 4; e++)
				dp[c][e] = s[c][e] * (dp[c][e] - (e % 2 ? dl.y : dl.x));   /* dS^T / scale */
		}
#pragma unroll
		for (int kk = 0; kk < TC_T / 16; kk++)
			tc_pack_a(da[kk], dp, kk);
		if constexpr (DQA) {   /* dS^T into shared memory for dQ = dS K, A-fragment pairs as they are */
			if constexpr (!FIRST)
				__syncthreads();   /* every warp past dQ(n-1)'s wait: dst no longer read */
#pragma unroll
			for (int kk = 0; kk < TC_T / 16; kk++)
#pragma unroll
				for (int j = 0; j < 4; j++)
					*reinterpret_cast<uint32_t *>(dst + tc_cm<TC_T>(16 * warp + gq + 8 * (j % 2),
					                                                16 * kk + 8 * (j / 2) + 2 * tq)) = da[kk][j];
		}
		tc_wg_wait<0>();   /* dV */
		tc_wg_hold(dv);
	};
	tile(0, tc_int<1>());
	for (int n = 1; n < nt; n++)
		tile(n, tc_int<0>());
	if constexpr (DQA) {
		tc_fence_async_smem();
		__syncthreads();   /* dS^T(nt-1) visible to the tensor cores */
	}
	tc_wg_fence();
	dk_dq(nt - 1);
	tc_wg_wait<0>();
	tc_wg_hold(dk);
	if constexpr (DQA) {
		tc_wg_hold(dq);
		dq_out(nt - 1);
	}
	const float one[2] = {1, 1}, sc[2] = {g.sc, g.sc};
	tc_bf16 *dkp = dqkv + (size_t)b * g.T * rs + (size_t)w0 * rs + g.C + (size_t)h * g.hs;
	tc_write<NO>(dkp, rs, g.T - w0, g.hs, dk, sc);
	tc_write<NO>(dkp + g.C, rs, g.T - w0, g.hs, dv, one);
#endif
}

/* dQ for the 64 queries from q0: per key tile, S = Q K^T and dP = dO V^T
 * (a group each; Q, dO held as A), P (while the tensor cores make dP),
 * dS / scale = P (dP - delta), dQ += dS K (K read MN-major: k = key rows) */
template <int D>
__global__ void __launch_bounds__(TC_THREADS) att_tc_dq_wg_kernel(tc_bf16 *__restrict__ dqkv,
                                                                  const tc_bf16 *__restrict__ dout,
                                                                  const tc_bf16 *__restrict__ qkv,
                                                                  const float *__restrict__ lse,
                                                                  const float *__restrict__ delta, tc_geom g)
{
#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
	__trap();   /* never launched: the host picks this kernel on sm_90 only */
#else
	static_assert(D == 64 && TC_WARPS == 4, "one warpgroup, n = 64 products");
	enum { KS = D / 16, NO = D / 8, TT = TC_T * D, KB = 2 * (D / 8) * 128 / 16 };
	DYN_SHARED(smem);
	tc_bf16 *qs = (tc_bf16 *)smem, *dos = qs + TT, *kv = dos + TT;   /* kv: K, V of buffer 0, then 1 */
	int warp = threadIdx.x / 32, gq = threadIdx.x % 32 / 4;
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int q0 = (int)(gridDim.y - 1 - blockIdx.y) * TC_T;   /* longest rows first */
	int w0 = q0 + 16 * warp;                             /* this warp's first row */
	size_t rs = 3 * (size_t)g.C;
	const tc_bf16 *base = qkv + (size_t)b * g.T * rs + (size_t)h * g.hs;
	tc_stage_cm<D>(qs, base, rs, q0, TC_T, g);
	tc_stage_cm<D>(dos, dout + (size_t)b * g.T * g.C + (size_t)h * g.hs, g.C, q0, TC_T, g);
	cp_async_commit();
	tc_stage_cm<D>(kv, base + g.C, rs, 0, TC_T, g);
	tc_stage_cm<D>(kv + TT, base + 2 * g.C, rs, 0, TC_T, g);
	cp_async_commit();
	cp_async_wait<1>();   /* Q, dO */
	__syncthreads();
	uint32_t qf[KS][4], df[KS][4];
#pragma unroll
	for (int kk = 0; kk < KS; kk++) {
		tc_lda_cm<D>(qf[kk], qs, 16 * warp, kk * 16);
		tc_lda_cm<D>(df[kk], dos, 16 * warp, kk * 16);
	}
	const float c2 = g.sc * TC_LOG2E;
	float L[2], Dl[2], dq[NO][4];
#pragma unroll
	for (int r = 0; r < 2; r++) {
		int i = w0 + gq + 8 * r;
		L[r] = i < g.T ? lse[(size_t)bh * g.T + i] * TC_LOG2E : 0.0f;
		Dl[r] = i < g.T ? delta[(size_t)bh * g.T + i] : 0.0f;
	}
#pragma unroll
	for (int n = 0; n < NO; n++)
#pragma unroll
		for (int e = 0; e < 4; e++)
			dq[n][e] = 0;
	int kend = min(g.T, q0 + TC_T);
	for (int j0 = 0; j0 < kend; j0 += TC_T) {
		const tc_bf16 *ks = tc_kv_tile<D>(kv, base, rs, j0, kend, g), *vs = ks + TT;
		const uint64_t kn = tc_desc(ks, 128, D / 8 * 128), vn = tc_desc(vs, 128, D / 8 * 128);
		const uint64_t kk_ = tc_desc(ks, D / 8 * 128, 128);   /* K, k = key rows */
		/* S and dP each a group: P is made while the tensor cores make dP */
		float s[TC_NS][4], dp[TC_NS][4];
		tc_wg_fence();
#pragma unroll
		for (int kk = 0; kk < KS; kk++)
			tc_wg_mma<0>(s, qf[kk], kn + (uint64_t)(kk * 16), kk > 0);    /* S = Q K^T */
		tc_wg_commit();
#pragma unroll
		for (int kk = 0; kk < KS; kk++)
			tc_wg_mma<0>(dp, df[kk], vn + (uint64_t)(kk * 16), kk > 0);   /* dP = dO V^T */
		tc_wg_commit();
		tc_wg_wait<1>();   /* S */
		tc_wg_hold(s);
		if (j0 + TC_T > w0)   /* the diagonal tile: keys past rows */
			tc_mask<1, false>(*reinterpret_cast<float(*)[1][TC_NS][4]>(&s), w0, j0, -INFINITY);
#pragma unroll
		for (int n = 0; n < TC_NS; n++)
#pragma unroll
			for (int e = 0; e < 4; e++)
				s[n][e] = exp2_fast(fmaf(s[n][e], c2, -L[e / 2]));   /* P */
		tc_wg_wait<0>();   /* dP */
		tc_wg_hold(dp);
		uint32_t da[TC_T / 16][4];
#pragma unroll
		for (int n = 0; n < TC_NS; n++)
#pragma unroll
			for (int e = 0; e < 4; e++)
				s[n][e] *= dp[n][e] - Dl[e / 2];   /* dS / scale */
#pragma unroll
		for (int kk = 0; kk < TC_T / 16; kk++)
			tc_pack_a(da[kk], s, kk);
		tc_wg_fence();
#pragma unroll
		for (int kk = 0; kk < TC_T / 16; kk++)
			tc_wg_mma<1>(dq, da[kk], kk_ + (uint64_t)(kk * KB), 1);   /* dQ += dS K */
		tc_wg_commit();
		tc_wg_wait<0>();
		tc_wg_hold(dq);
		__syncthreads();   /* buffer buf read */
	}
	const float sc[2] = {g.sc, g.sc};
	tc_write<NO>(dqkv + (size_t)b * g.T * rs + (size_t)w0 * rs + (size_t)h * g.hs, rs, g.T - w0, g.hs, dq, sc);
#endif
}

/* A check of this file's reading of wgmma's layouts, for a device
 * (nn_cuda_wg_probe; test_nn_cuda_attn): one m64n64k16 product with A a row
 * selector (A[m][k] = 1 where k = m % 16) and B from a 64 x 64 bf16 tile
 * staged as the kernels stage theirs, read K-major (TB = 0: B[k][n] =
 * tile[n][k]) or MN-major (TB = 1: B[k][n] = tile[k][n]). So D[m][n] is
 * the tile element the descriptor maps to (k = m % 16, n), where D is
 * written as the accumulator layout says: a tile of row (or column)
 * numbers shows where each element came from. */
template <int TB>
__global__ void att_tc_wg_probe_kernel(float *__restrict__ d, const tc_bf16 *__restrict__ tile, tc_geom g)
{
#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
	__trap();
#else
	DYN_SHARED(smem);
	tc_bf16 *t = (tc_bf16 *)smem;
	tc_stage_cm<64>(t, tile, 64, 0, 64, g);
	cp_async_commit();
	cp_async_wait<0>();
	tc_fence_async_smem();
	__syncthreads();
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32, gq = lane / 4, tq = lane % 4;
	/* this lane's A elements: rows gq, gq + 8 of its warp's 16, columns 2 tq (+ 1, + 8, + 9) */
	uint32_t a[4] = {tc_pack(2 * tq == gq, 2 * tq + 1 == gq), tc_pack(2 * tq == gq + 8, 2 * tq + 1 == gq + 8),
	                 tc_pack(2 * tq + 8 == gq, 2 * tq + 9 == gq), tc_pack(2 * tq + 8 == gq + 8, 2 * tq + 9 == gq + 8)};
	float acc[TC_NS][4];
	tc_wg_fence();
	tc_wg_mma<TB>(acc, a, TB ? tc_desc(t, 8 * 128, 128) : tc_desc(t, 128, 8 * 128), 0);
	tc_wg_commit();
	tc_wg_wait<0>();
	tc_wg_hold(acc);
#pragma unroll
	for (int n = 0; n < TC_NS; n++)
#pragma unroll
		for (int e = 0; e < 4; e++)
			d[(16 * warp + gq + 8 * (e / 2)) * 64 + 8 * n + 2 * tq + e % 2] = acc[n][e];
#endif
}

/* ---- launches ---- */

template <typename T, int D, int M, bool QR>
static void att_tc_fwd_launch(struct cuda_impl *ci, T *out, float *lse, const T *qkv, int B, tc_geom g)
{
	static bool optin;
	const size_t sm = tc_smem_fwd(D, M);
	smem_optin(att_tc_fwd_kernel<T, D, M, QR>, sm, &optin);
	const int TQ = TC_WARPS * 16 * M;
	dim3 grid((unsigned)(B * g.NH), (unsigned)((g.T + TQ - 1) / TQ));
	att_tc_fwd_kernel<T, D, M, QR><<<grid, TC_THREADS, sm>>>(out, lse, qkv, g);
	LAUNCH_CHECK(ci, "att_tc_fwd_kernel");
}

/* how a backward runs: mode (TC_BWD_*) and its scratch: with TC_BWD_DS,
 * ds, the dS^T tiles of chunk (batch, head)s (the kernels then run a chunk
 * at a time); with TC_BWD_ATOMIC, dqa, the fp32 dQ sums (B NH T hs) */
struct tc_bwd_plan {
	int mode;
	tc_bf16 *ds;
	int chunk;
	float *dqa;
};

template <typename T, int D, int M>
static void att_tc_bwd_launch(struct cuda_impl *ci, T *dqkv, const T *dout, const T *qkv, const float *lse,
                              const float *delta, const tc_bwd_plan &pl, int B, tc_geom g)
{
	tc_bf16 *ds = pl.ds;
	float *dqa = pl.dqa;
	const int TB = TC_WARPS * 16 * M;
	const unsigned tiles = (unsigned)((g.T + TB - 1) / TB);
	dim3 grid((unsigned)(B * g.NH), tiles);
	if (pl.mode == TC_BWD_RECOMPUTE) {
		static bool optk, optq;
		const size_t smk = tc_smem_dkv(D, M), smq = tc_smem_dq(D, M);
		smem_optin(att_tc_dkv_kernel<T, D, M, TC_BWD_RECOMPUTE>, smk, &optk);
		smem_optin(att_tc_dq_kernel<T, D, M>, smq, &optq);
		att_tc_dkv_kernel<T, D, M, TC_BWD_RECOMPUTE><<<grid, TC_THREADS, smk>>>(dqkv, dout, qkv, lse, delta, ds,
		                                                                       dqa, g);
		LAUNCH_CHECK(ci, "att_tc_dkv_kernel");
		att_tc_dq_kernel<T, D, M><<<grid, TC_THREADS, smq>>>(dqkv, dout, qkv, lse, delta, g);
		LAUNCH_CHECK(ci, "att_tc_dq_kernel");
		return;
	}
	if (pl.mode == TC_BWD_ATOMIC) {
		static bool opta;
		const size_t sma = tc_smem_dkv_ds(D, M);
		smem_optin(att_tc_dkv_kernel<T, D, M, TC_BWD_ATOMIC>, sma, &opta);
		CUDA_CHECK(cudaMemsetAsync(dqa, 0, (size_t)B * g.NH * g.T * g.hs * sizeof(float), 0));
		att_tc_dkv_kernel<T, D, M, TC_BWD_ATOMIC><<<grid, TC_THREADS, sma>>>(dqkv, dout, qkv, lse, delta, ds,
		                                                                    dqa, g);
		LAUNCH_CHECK(ci, "att_tc_dkv_kernel<atomic>");
		att_tc_dq_store_kernel<T><<<grid_for(ci, (size_t)B * g.NH * g.T * g.hs / 4, 256), 256>>>(dqkv, dqa, B, g);
		LAUNCH_CHECK(ci, "att_tc_dq_store_kernel");
		return;
	}
	static bool optv, optk, optq;
	const size_t smv = tc_smem_dkv_ds(D, M), sms = tc_smem_ds(D, M);
	smem_optin(att_tc_dkv_kernel<T, D, M, TC_BWD_DS>, smv, &optv);
	smem_optin(att_tc_ds_kernel<T, D, M, true>, sms, &optk);
	smem_optin(att_tc_ds_kernel<T, D, M, false>, sms, &optq);
	for (int bh0 = 0; bh0 < B * g.NH; bh0 += pl.chunk) {
		g.bh0 = bh0;
		dim3 gc((unsigned)min(pl.chunk, B * g.NH - bh0), tiles);
		att_tc_dkv_kernel<T, D, M, TC_BWD_DS><<<gc, TC_THREADS, smv>>>(dqkv, dout, qkv, lse, delta, ds, dqa, g);
		LAUNCH_CHECK(ci, "att_tc_dkv_kernel<ds>");
		att_tc_ds_kernel<T, D, M, true><<<gc, TC_THREADS, sms>>>(dqkv, qkv, ds, g);
		LAUNCH_CHECK(ci, "att_tc_ds_kernel<dk>");
		att_tc_ds_kernel<T, D, M, false><<<gc, TC_THREADS, sms>>>(dqkv, qkv, ds, g);
		LAUNCH_CHECK(ci, "att_tc_ds_kernel<dq>");
	}
}

/* the most scratch the dS^T tiles take (MTK_CUDA_ATTN_BWD=ds): 1.1 MB a
 * (batch, head) at T = 1024, so d12 at B = 64 (768 of them, 855 MB in all)
 * runs in 4 chunks; MTK_CUDA_ATTN_DS_KB overrides (the tests make it small) */
static size_t tc_ds_budget(void)
{
	static size_t b;
	if (!b) {
		const char *v = getenv("MTK_CUDA_ATTN_DS_KB");
		b = (v && atoi(v) > 0 ? (size_t)atoi(v) : 256 << 10) << 10;
	}
	return b;
}

static int tc_pad(int hs) { return hs <= 16 ? 16 : hs <= 32 ? 32 : hs <= 64 ? 64 : 128; }

/* entry points for cuda_attention_fwd/bwd: HS a multiple of 16, at most 128;
 * false (nothing done) when the device has too little shared memory */
static tc_geom tc_geometry(int T, int NH, int HS, const void *p0, const void *p1, const void *p2, const void *p3)
{
	uintptr_t a = (uintptr_t)p0 | (uintptr_t)p1 | (uintptr_t)p2 | (uintptr_t)p3;
	tc_geom g = {T, NH, HS, NH * HS, 1.0f / sqrtf((float)HS), HS % 8 == 0 && a % 16 == 0, 0};
	return g;
}

/* query (or key) fragments of 16 rows per warp: 2 up to D = 64, where the
 * accumulators fit in registers (about 240 with M = 2), else 1; 1 with
 * MTK_CUDA_ATTN_M=1 (ci->attn_m1, kept to compare the two on a device) */
static int tc_m(const struct cuda_impl *ci, int D)
{
	return D <= 64 && !ci->attn_m1 ? 2 : 1;
}

template <int D, int M>
static void att_tc_fwd_wg_launch(struct cuda_impl *ci, tc_bf16 *out, float *lse, const tc_bf16 *qkv, int B, tc_geom g)
{
	static bool optin;
	const size_t sm = (size_t)(64 * M + 2 * TC_WG_BUFS * TC_T) * D * sizeof(tc_bf16);
	smem_optin(att_tc_fwd_wg_kernel<D, M>, sm, &optin);
	dim3 grid((unsigned)(B * g.NH), (unsigned)((g.T + 64 * M - 1) / (64 * M)));
	att_tc_fwd_wg_kernel<D, M><<<grid, TC_THREADS, sm>>>(out, lse, qkv, g);
	LAUNCH_CHECK(ci, "att_tc_fwd_wg_kernel");
}

template <typename T, int D>
static void att_tc_fwd_pick(struct cuda_impl *ci, T *out, float *lse, const T *qkv, int B, tc_geom g)
{
	if constexpr (D == 64 && sizeof(T) == sizeof(tc_bf16)) {
		if (ci->attn_fwd == TC_FWD_WGMMA && g.vec) {
			att_tc_fwd_wg_launch<D, 2>(ci, (tc_bf16 *)out, lse, (const tc_bf16 *)qkv, B, g);
			return;
		}
	}
	if constexpr (D <= 64) {
		if (tc_m(ci, D) == 2 && ci->attn_fwd == TC_FWD_RELOAD) {
			att_tc_fwd_launch<T, D, 2, true>(ci, out, lse, qkv, B, g);
			return;
		}
		if (tc_m(ci, D) == 2) {
			att_tc_fwd_launch<T, D, 2, false>(ci, out, lse, qkv, B, g);
			return;
		}
	}
	att_tc_fwd_launch<T, D, 1, false>(ci, out, lse, qkv, B, g);
}

template <int D>
static void att_tc_bwd_wg_launch(struct cuda_impl *ci, tc_bf16 *dqkv, const tc_bf16 *dout, const tc_bf16 *qkv,
                                 const float *lse, const float *delta, const tc_bwd_plan &pl, int B, tc_geom g)
{
	/* dK/dV: K, V, then Q, dO, lse and delta in TC_WG_BUFS buffers (and
	 * the dS^T tile); dQ: Q, dO, and K, V twice */
	const size_t smk = (size_t)(2 + 2 * TC_WG_BUFS) * TC_T * D * sizeof(tc_bf16) +
	                   (size_t)2 * TC_WG_BUFS * TC_T * sizeof(float),
	             sma = smk + (size_t)TC_T * TC_T * sizeof(tc_bf16), smq = (size_t)6 * TC_T * D * sizeof(tc_bf16);
	dim3 grid((unsigned)(B * g.NH), (unsigned)((g.T + TC_T - 1) / TC_T));
	if (pl.mode == TC_BWD_WGMMA_ATOMIC) {
		static bool opta;
		smem_optin(att_tc_dkv_wg_kernel<D, true>, sma, &opta);
		CUDA_CHECK(cudaMemsetAsync(pl.dqa, 0, (size_t)B * g.NH * g.T * g.hs * sizeof(float), 0));
		att_tc_dkv_wg_kernel<D, true><<<grid, TC_THREADS, sma>>>(dqkv, dout, qkv, lse, delta, pl.dqa, g);
		LAUNCH_CHECK(ci, "att_tc_dkv_wg_kernel<atomic>");
		att_tc_dq_store_kernel<tc_bf16><<<grid_for(ci, (size_t)B * g.NH * g.T * g.hs / 4, 256), 256>>>(dqkv, pl.dqa,
		                                                                                              B, g);
		LAUNCH_CHECK(ci, "att_tc_dq_store_kernel");
		return;
	}
	static bool optk, optq;
	smem_optin(att_tc_dkv_wg_kernel<D, false>, smk, &optk);
	smem_optin(att_tc_dq_wg_kernel<D>, smq, &optq);
	att_tc_dkv_wg_kernel<D, false><<<grid, TC_THREADS, smk>>>(dqkv, dout, qkv, lse, delta, (float *)NULL, g);
	LAUNCH_CHECK(ci, "att_tc_dkv_wg_kernel");
	att_tc_dq_wg_kernel<D><<<grid, TC_THREADS, smq>>>(dqkv, dout, qkv, lse, delta, g);
	LAUNCH_CHECK(ci, "att_tc_dq_wg_kernel");
}

template <typename T, int D>
static void att_tc_bwd_pick(struct cuda_impl *ci, T *dqkv, const T *dout, const T *qkv, const float *lse,
                            const float *delta, const tc_bwd_plan &pl, int B, tc_geom g)
{
	if constexpr (D == 64 && sizeof(T) == sizeof(tc_bf16)) {
		if (pl.mode == TC_BWD_WGMMA || pl.mode == TC_BWD_WGMMA_ATOMIC) {   /* (g.vec: att_tc_bwd checked) */
			att_tc_bwd_wg_launch<D>(ci, (tc_bf16 *)dqkv, (const tc_bf16 *)dout, (const tc_bf16 *)qkv, lse, delta,
			                        pl, B, g);
			return;
		}
	}
	if constexpr (D <= 64) {
		if (tc_m(ci, D) == 2) {
			att_tc_bwd_launch<T, D, 2>(ci, dqkv, dout, qkv, lse, delta, pl, B, g);
			return;
		}
	}
	att_tc_bwd_launch<T, D, 1>(ci, dqkv, dout, qkv, lse, delta, pl, B, g);
}

template <typename T>
static bool att_tc_fwd(struct cuda_impl *ci, T *out, float *lse, const T *qkv, int B, int T_, int NH, int HS)
{
	if (tc_smem_fwd(tc_pad(HS), tc_m(ci, tc_pad(HS))) > smem_limit(ci))
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
	if (tc_smem_dkv(tc_pad(HS), tc_m(ci, tc_pad(HS))) > smem_limit(ci))   /* dK/dV's, the larger */
		return false;
	tc_geom g = tc_geometry(T_, NH, HS, dqkv, dout, qkv, out);
	size_t rows = (size_t)B * g.NH * g.T;
	/* scratch: delta, then with MTK_CUDA_ATTN_BWD=ds the dS^T tiles of
	 * chunk (batch, head)s, chunk bounded so they take at most
	 * tc_ds_budget(), or with =atomic the fp32 dQ sums (the size of q) */
	size_t dbytes = (rows * sizeof(float) + 255) / 256 * 256, more = 0;
	tc_bwd_plan pl = {ci->attn_bwd, NULL, 0, NULL};
	/* (wgmma's kernels take bf16, D = 64, aligned: else the same scheme
	 * on mma.sync) */
	if ((pl.mode == TC_BWD_WGMMA || pl.mode == TC_BWD_WGMMA_ATOMIC) &&
	    !(sizeof(T) == sizeof(tc_bf16) && tc_pad(HS) == 64 && g.vec))
		pl.mode = pl.mode == TC_BWD_WGMMA ? TC_BWD_RECOMPUTE : TC_BWD_ATOMIC;
	/* (ds and atomic's dK/dV kernel needs more shared memory: without it, the default) */
	if (pl.mode != TC_BWD_RECOMPUTE && tc_smem_dkv_ds(tc_pad(HS), tc_m(ci, tc_pad(HS))) > smem_limit(ci))
		pl.mode = TC_BWD_RECOMPUTE;
	if (pl.mode == TC_BWD_DS) {
		size_t per = tc_ds_bytes_per_head(g.T);
		pl.chunk = (int)max((size_t)1, min((size_t)B * g.NH, tc_ds_budget() / per));
		more = (size_t)pl.chunk * per;
	} else if (pl.mode == TC_BWD_ATOMIC || pl.mode == TC_BWD_WGMMA_ATOMIC) {
		more = rows * g.hs * sizeof(float);
	}
	char *scr = (char *)cuda_scratch(ci, dbytes + more);
	float *delta = (float *)scr;
	if (pl.mode == TC_BWD_DS)
		pl.ds = (tc_bf16 *)(scr + dbytes);
	else if (pl.mode == TC_BWD_ATOMIC || pl.mode == TC_BWD_WGMMA_ATOMIC)
		pl.dqa = (float *)(scr + dbytes);
	att_tc_delta_kernel<T><<<grid_for(ci, rows * 32, 256), 256>>>(delta, dout, out, B, g);
	LAUNCH_CHECK(ci, "att_tc_delta_kernel");
	if (g.hs <= 16)
		att_tc_bwd_pick<T, 16>(ci, dqkv, dout, qkv, lse, delta, pl, B, g);
	else if (g.hs <= 32)
		att_tc_bwd_pick<T, 32>(ci, dqkv, dout, qkv, lse, delta, pl, B, g);
	else if (g.hs <= 64)
		att_tc_bwd_pick<T, 64>(ci, dqkv, dout, qkv, lse, delta, pl, B, g);
	else
		att_tc_bwd_pick<T, 128>(ci, dqkv, dout, qkv, lse, delta, pl, B, g);
	return true;
}

/* nn_cuda_wg_probe's launch: d (64 x 64 fp32) from tile (64 x 64 bf16),
 * both on the device */
static void att_tc_wg_probe(int tnsp, float *d, const tc_bf16 *tile)
{
	static bool opt0, opt1;
	const size_t sm = 64 * 64 * sizeof(tc_bf16);
	tc_geom g = {64, 1, 64, 64, 0.125f, 1, 0};
	if (tnsp) {
		smem_optin(att_tc_wg_probe_kernel<1>, sm, &opt1);
		att_tc_wg_probe_kernel<1><<<1, TC_THREADS, sm>>>(d, tile, g);
	} else {
		smem_optin(att_tc_wg_probe_kernel<0>, sm, &opt0);
		att_tc_wg_probe_kernel<0><<<1, TC_THREADS, sm>>>(d, tile, g);
	}
}

/* the bf16-storage instantiations, compiled (and so checked) before the ops
 * table carries an element type */
template bool att_tc_fwd<tc_bf16>(struct cuda_impl *, tc_bf16 *, float *, const tc_bf16 *, int, int, int, int);
template bool att_tc_bwd<tc_bf16>(struct cuda_impl *, tc_bf16 *, const tc_bf16 *, const tc_bf16 *, const tc_bf16 *,
                                  const float *, int, int, int, int);
