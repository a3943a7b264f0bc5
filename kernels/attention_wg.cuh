/*
 * kernels/attention_wg.cuh: the tensor-core attention on Hopper's
 * warpgroup product (wgmma.mma_async, sm_90a), MTK_CUDA_ATTN_FWD=wgmma,
 * MTK_CUDA_ATTN_BWD=wgmma and wgmma-atomic: the same algorithms as
 * attention_tc.cuh's mma.sync kernels (FlashAttention-2's forward; the
 * backward recomputing dQ, or adding it by atomics), whose helpers
 * (softmax, masks, packing, stores) and launch plumbing it shares: it is
 * included by attention_tc.cuh, not on its own. Apart because it is a
 * different instruction set with rules of its own (asynchronous products,
 * descriptors, fences; kernels/emu/wgmma.h emulates and enforces them),
 * and because these kernels are not the defaults: on an H100 they ran
 * right but slower, L2-bound on their unswizzled copies, which the
 * swizzled layout below replaces (kernels/README.md, "Measured
 * 2026-11-23", "What remains").
 * Taken on compute capability 9.0 only, bf16 storage, head size 64 (48 is
 * padded to it), aligned tensors; elsewhere the mma.sync kernels of the
 * same scheme. The sm_80 cubin gets __trap bodies, never launched.
 */

/* ---- the warpgroup product ---- */

/* MTK_CUDA_ATTN_FWD=wgmma, MTK_CUDA_ATTN_BWD=wgmma and wgmma-atomic: the
 * attention on Hopper's wgmma.mma_async instead of mma.sync (the *_wg_kernels
 * below). The block is one warpgroup (its 4 warps); a product is m64n64k16:
 * 64 rows of A, 16 to a warp in mma.sync's A layout, from registers (or
 * from shared memory by descriptor too: tc_wg_mma_ss), times B (k 16 x n
 * 64) read by the tensor cores straight from shared memory, into 32 fp32
 * accumulators a thread laid out as 8 of mma.sync's 16 x 8 blocks side by
 * side (so the softmax code is the same). It runs asynchronously: issued,
 * committed as a group, waited for; the accumulators and A's registers may
 * not be touched in between, and ordinary register writes before it need
 * wgmma.fence. kernels/emu/wgmma.h has the layouts and checks that
 * protocol.
 * Shared memory for it: the tiles copied from global memory (Q, K, V, dO;
 * 64 columns, a row 128 bytes) are row-major with the 128-byte swizzle
 * (FlashAttention-3's, CUTLASS's SW128): row r at byte 128 r, its 16-byte
 * chunk c / 8 stored at chunk (c / 8) ^ (r % 8) (tc_sw), tiles starting on
 * 1024-byte boundaries, the swizzle's period. One descriptor kind reads a
 * tile K-major (S = Q K^T: n = the key rows, k = their columns; a k step
 * of 16 moves the start 32 bytes within the row) or MN-major (O += P V: k
 * = the key rows, n = their columns; a k step moves it 16 rows), SBO = 1024
 * bytes (8 rows) either way (tc_desc_sw). Why: 8 threads copy a row's 128
 * contiguous bytes with one 16-byte cp.async each into one 128-byte run of
 * shared memory, so a warp's copy is 4 whole rows in 4 L2 requests. The
 * unswizzled core-matrix layout the kernels had first (8 x 8 blocks of 128
 * contiguous bytes, tc_cm) made each warp's copy 32 requests of 32 bytes,
 * and the kernels L2-bound (ncu on an H100, kernels/README.md). ldmatrix
 * reads the swizzled tiles too, without bank conflicts (the 8 rows of a
 * phase hold a column's chunk in 8 different chunks). The dS^T tile the
 * atomic backward writes from registers stays in the core-matrix layout
 * (tc_cm, unswizzled descriptors: tc_desc). */

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

/* element offset of (r, c) in a swizzled tile of 64 columns */
__device__ __forceinline__ int tc_sw(int r, int c) { return r * 64 + ((c >> 3 ^ (r & 7)) << 3) + (c & 7); }

/* the descriptor of a swizzled tile at p (on a 1024-byte boundary), read
 * K-major or MN-major: SBO 1024 bytes, LBO unused (K-major, and MN-major
 * at n = 64; 1 unit, as CUTLASS sets it), the 128-byte swizzle (mode 1,
 * bits 62-63); and what a k step of 16 adds to it, in the descriptor's
 * 16-byte units: 32 bytes along the rows (K-major), 16 rows (MN-major) */
__device__ __forceinline__ uint64_t tc_desc_sw(const tc_bf16 *p) { return tc_desc(p, 16, 1024) | 1ull << 62; }
enum { TC_SW_K = 32 / 16, TC_SW_MN = 16 * 128 / 16 };

/* the kernels' dynamic shared memory from its first 1024-byte boundary
 * (the launches ask TC_WG_ALIGN bytes more) */
enum { TC_WG_ALIGN = 1024 };
__device__ __forceinline__ unsigned char *tc_wg_smem(unsigned char *p)
{
	return p + ((TC_WG_ALIGN - (tc_smem_addr(p) & (TC_WG_ALIGN - 1))) & (TC_WG_ALIGN - 1));
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

/* rows [r0, r0 + rows) of a [T][stride] bf16 array into a swizzled
 * tile (tc_sw) by 16-byte cp.async, zeros past T rows and hs columns
 * (g.vec holds: the caller checks). Thread e copies chunk e % 8 of row
 * e / 8: a warp reads 4 whole rows of 128 bytes and writes 512 contiguous
 * bytes. */
template <int D>
__device__ __forceinline__ void tc_stage_sw(tc_bf16 *sh, const tc_bf16 *__restrict__ src, size_t stride, int r0,
                                            int rows, const tc_geom &g)
{
	static_assert(D == 64, "a row is the swizzle's 128 bytes");
	for (int e = threadIdx.x; e < rows * 8; e += TC_THREADS) {
		int r = e / 8, d = e % 8 * 8;
		bool in = r0 + r < g.T && d < g.hs;
		cp_async16(sh + tc_sw(r, d), in ? src + (size_t)(r0 + r) * stride + d : src, in);
	}
}

/* key tile j's K and V (rows j TC_T .., of a head's qkv at base, rows rs
 * apart) into buffer j % TC_WG_BUFS of kv (K, V of buffer 0, then 1, 2) */
template <int D>
__device__ __forceinline__ void tc_stage_kv(tc_bf16 *kv, const tc_bf16 *base, size_t rs, int j, const tc_geom &g)
{
	tc_bf16 *k = kv + j % TC_WG_BUFS * 2 * TC_T * D;
	tc_stage_sw<D>(k, base + g.C, rs, j * TC_T, TC_T, g);
	tc_stage_sw<D>(k + TC_T * D, base + 2 * g.C, rs, j * TC_T, TC_T, g);
}

/* the A operand (16 x 16) at rows r0.., columns c0.. of a swizzled tile */
__device__ __forceinline__ void tc_lda_sw(uint32_t (&a)[4], const tc_bf16 *sh, int r0, int c0)
{
	int lane = threadIdx.x % 32;
	tc_ldsm_x4(a, sh + tc_sw(r0 + (lane / 8) % 2 * 8 + lane % 8, c0 + lane / 16 * 8));
}

/* ---- forward ---- */

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
 * K, V pairs (tile j + 1 copied into tile j - 2's), 64 KB at M = 2 (240
 * registers: 2 blocks an SM), 56 KB at M = 1 (MTK_CUDA_ATTN_FWD=wgmma-64:
 * 136 registers, 3 blocks an SM, K and V read once per 64 query rows
 * instead of 128). */
template <int D, int M>
__global__ void __launch_bounds__(TC_THREADS, M == 1 ? 3 : 1)
	att_tc_fwd_wg_kernel(tc_bf16 *__restrict__ out, float *__restrict__ lse, const tc_bf16 *__restrict__ qkv,
	                     tc_geom g)
{
#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
	__trap();   /* never launched: the host picks this kernel on sm_90 only */
#else
	static_assert(D == 64 && TC_WARPS == 4 && M <= 2, "one warpgroup, n = 64 products, 1 or 2 fragments");
	enum { KS = D / 16, NO = D / 8, TQ = 64 * M, TT = TC_T * D, NB = TC_WG_BUFS };
	DYN_SHARED(raw);
	tc_bf16 *qs = (tc_bf16 *)tc_wg_smem(raw), *kv = qs + TQ * D;   /* kv: K, V of buffer 0, then 1, 2 */
	int warp = threadIdx.x / 32;
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int q0 = (int)(gridDim.y - 1 - blockIdx.y) * TQ;   /* longest rows first */
	int nt = (min(g.T, q0 + TQ) + TC_T - 1) / TC_T;    /* key tiles, to the diagonal */
	size_t rs = 3 * (size_t)g.C;
	const tc_bf16 *base = qkv + (size_t)b * g.T * rs + (size_t)h * g.hs;
	tc_stage_sw<D>(qs, base, rs, q0, TQ, g);
	cp_async_commit();
	tc_stage_kv<D>(kv, base, rs, 0, g);
	cp_async_commit();
	cp_async_wait<1>();   /* Q */
	__syncthreads();
	uint32_t qf[KS][M][4];
#pragma unroll
	for (int kk = 0; kk < KS; kk++)
#pragma unroll
		for (int mi = 0; mi < M; mi++)
			tc_lda_sw(qf[kk][mi], qs, 64 * mi + 16 * warp, kk * 16);
	float o[M][NO][4], m[M][2], l[M][2];
	uint32_t pa[M][TC_T / 16][4];   /* the previous tile's P, packed */
	tc_fwd_init<M, NO>(o, m, l);
	/* O += P V for tile j, whose P is in pa: one group */
	auto pv = [&](int j) {
		/* V MN-major: k = key rows, n = columns */
		const uint64_t dv = tc_desc_sw(kv + j % NB * 2 * TT + TT);
#pragma unroll
		for (int mi = 0; mi < M; mi++)
#pragma unroll
			for (int kk = 0; kk < TC_T / 16; kk++)
				tc_wg_mma<1>(o[mi], pa[mi][kk], dv + (uint64_t)(kk * TC_SW_MN), 1);
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
			tc_stage_kv<D>(kv, base, rs, j + 1, g);
		cp_async_commit();
		/* K K-major: n = key rows, k = columns */
		const uint64_t dk = tc_desc_sw(kv + j % NB * 2 * TT);
		float s[M][TC_NS][4], alpha[M][2];
		tc_wg_fence();
#pragma unroll
		for (int mi = F0; mi < M; mi++) {
#pragma unroll
			for (int kk = 0; kk < KS; kk++)
				tc_wg_mma<0>(s[mi], qf[kk][mi], dk + (uint64_t)(kk * TC_SW_K), kk > 0);
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

/* The backward on wgmma (MTK_CUDA_ATTN_BWD=wgmma, sm_90a, bf16 storage,
 * aligned, D = 64): the default's scheme (a dK/dV kernel, then a dQ kernel
 * recomputing S and dP: deterministic, bitwise repeatable) with each
 * kernel one warpgroup of 64 rows, every product an m64n64k16 wgmma with A
 * from registers (or, where registers ran short, from shared memory) and B
 * from shared memory by descriptor, as in att_tc_fwd_wg_kernel. One fragment (64 keys or queries) a block: the
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
	enum { KS = D / 16, NO = D / 8, TT = TC_T * D, NB = TC_WG_BUFS };
	DYN_SHARED(raw);
	tc_bf16 *ks = (tc_bf16 *)tc_wg_smem(raw), *vs = ks + TT, *qd = vs + TT;   /* qd: Q, dO of buffer 0, then 1, 2 */
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
		tc_stage_sw<D>(q, base, rs, i0, TC_T, g);
		tc_stage_sw<D>(q + TT, dob, g.C, i0, TC_T, g);
		float *Ls = LD + bf * 2 * TC_T, *Ds = Ls + TC_T;
		for (int e = threadIdx.x; e < TC_T; e += TC_THREADS) {
			int t = i0 + e;
			Ls[e] = t < g.T ? lse[(size_t)bh * g.T + t] * TC_LOG2E : INFINITY;   /* past T: p = 0 */
			Ds[e] = t < g.T ? delta[(size_t)bh * g.T + t] : 0.0f;
		}
	};
	tc_stage_sw<D>(ks, base + g.C, rs, k0, TC_T, g);
	tc_stage_sw<D>(vs, base + 2 * g.C, rs, k0, TC_T, g);
	cp_async_commit();
	stage(0);
	cp_async_commit();
	cp_async_wait<1>();   /* K, V */
	__syncthreads();
	uint32_t kf[KS][4], vf[KS][4];
#pragma unroll
	for (int kk = 0; kk < KS; kk++) {
		tc_lda_sw(kf[kk], ks, 16 * warp, kk * 16);
		tc_lda_sw(vf[kk], vs, 16 * warp, kk * 16);
	}
	float dk[NO][4], dv[NO][4];
	[[maybe_unused]] float dq[DQA ? TC_NS : 1][4];
	uint32_t da[TC_T / 16][4];   /* the previous tile's dS^T, packed (with DQA: in dst instead) */
#pragma unroll
	for (int n = 0; n < NO; n++)
#pragma unroll
		for (int e = 0; e < 4; e++)
			dk[n][e] = dv[n][e] = 0;
	/* dK(n) += dS^T Q (and dQ = dS K) for tile n, whose dS^T is in da (and dst) */
	auto dk_dq = [&](int n) {
		const uint64_t qk = tc_desc_sw(qd + n % NB * 2 * TT);   /* MN-major: k = query rows */
		if constexpr (DQA) {
			/* A = dS^T's tile in shared memory, K-major (m = its rows, the
			 * keys; k = its columns): no registers held between tiles */
			const uint64_t sk = tc_desc(dst, 128, TC_T / 8 * 128);
#pragma unroll
			for (int kk = 0; kk < TC_T / 16; kk++)
				tc_wg_mma_ss<0, 1>(dk, sk + (uint64_t)(kk * 256 / 16), qk + (uint64_t)(kk * TC_SW_MN),
				                   1);
		} else {
#pragma unroll
			for (int kk = 0; kk < TC_T / 16; kk++)
				tc_wg_mma<1>(dk, da[kk], qk + (uint64_t)(kk * TC_SW_MN), 1);
		}
		if constexpr (DQA) {
			/* dQ (tile n's queries) = dS K: A = dS^T's tile read MN-major (m = its
			 * columns, k = its rows), B = K MN-major (k = key rows) */
			const uint64_t sa = tc_desc(dst, TC_T / 8 * 128, 128), kb = tc_desc_sw(ks);
#pragma unroll
			for (int kk = 0; kk < TC_T / 16; kk++)
				tc_wg_mma_ss<1, 1>(dq, sa + (uint64_t)(kk * 2 * (TC_T / 8) * 8),
				                   kb + (uint64_t)(kk * TC_SW_MN), kk > 0);
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
		const uint64_t qn = tc_desc_sw(qs), on = tc_desc_sw(qs + TT);   /* K-major: n = query rows */
		float s[TC_NS][4], dp[TC_NS][4];
		uint32_t pa[TC_T / 16][4];
		tc_wg_fence();
#pragma unroll
		for (int kk = 0; kk < KS; kk++)
			tc_wg_mma<0>(s, kf[kk], qn + (uint64_t)(kk * TC_SW_K), kk > 0);    /* S^T = K Q^T */
		tc_wg_commit();
#pragma unroll
		for (int kk = 0; kk < KS; kk++)
			tc_wg_mma<0>(dp, vf[kk], on + (uint64_t)(kk * TC_SW_K), kk > 0);   /* dP^T = V dO^T */
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
		const uint64_t ok = tc_desc_sw(qs + TT);   /* MN-major: k = query rows */
#pragma unroll
		for (int kk = 0; kk < TC_T / 16; kk++)
			tc_wg_mma<1>(dv, pa[kk], ok + (uint64_t)(kk * TC_SW_MN), 1);   /* dV += P^T dO */
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

/* dQ for the 64 queries from q0: per key tile j, S = Q K^T and dP = dO V^T
 * (a group each; Q and dO read from shared memory as A, K-major, rather
 * than held in 32 registers), P, dS / scale = P (dP - delta), dQ += dS K
 * (K read MN-major: k = key rows). As in att_tc_dkv_wg_kernel, tile j's dQ
 * product is issued in tile j + 1, after its S and dP, so that the tensor
 * cores make dP(j+1) and dQ(j) while the threads exponentiate S(j+1); K
 * and V in three buffers (tile j + 1 copied into tile j - 2's). Held to
 * 168 registers, so 3 blocks share an SM (64 KB of shared memory each). */
template <int D>
__global__ void __launch_bounds__(TC_THREADS, 3) att_tc_dq_wg_kernel(tc_bf16 *__restrict__ dqkv,
                                                                  const tc_bf16 *__restrict__ dout,
                                                                  const tc_bf16 *__restrict__ qkv,
                                                                  const float *__restrict__ lse,
                                                                  const float *__restrict__ delta, tc_geom g)
{
#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
	__trap();   /* never launched: the host picks this kernel on sm_90 only */
#else
	static_assert(D == 64 && TC_WARPS == 4, "one warpgroup, n = 64 products");
	enum { KS = D / 16, NO = D / 8, TT = TC_T * D, NB = TC_WG_BUFS };
	DYN_SHARED(raw);
	/* kv: K, V of buffer 0, then 1, 2 */
	tc_bf16 *qs = (tc_bf16 *)tc_wg_smem(raw), *dos = qs + TT, *kv = dos + TT;
	int warp = threadIdx.x / 32, gq = threadIdx.x % 32 / 4;
	int bh = blockIdx.x, b = bh / g.NH, h = bh % g.NH;
	int q0 = (int)(gridDim.y - 1 - blockIdx.y) * TC_T;   /* longest rows first */
	int w0 = q0 + 16 * warp;                             /* this warp's first row */
	int nt = (min(g.T, q0 + TC_T) + TC_T - 1) / TC_T;    /* key tiles, to the diagonal */
	size_t rs = 3 * (size_t)g.C;
	const tc_bf16 *base = qkv + (size_t)b * g.T * rs + (size_t)h * g.hs;
	tc_stage_sw<D>(qs, base, rs, q0, TC_T, g);
	tc_stage_sw<D>(dos, dout + (size_t)b * g.T * g.C + (size_t)h * g.hs, g.C, q0, TC_T, g);
	cp_async_commit();
	tc_stage_kv<D>(kv, base, rs, 0, g);
	cp_async_commit();
	/* Q, dO: m = query rows, k = columns (K-major) */
	const uint64_t qa = tc_desc_sw(qs), doa = tc_desc_sw(dos);
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
	uint32_t da[TC_T / 16][4];   /* the previous tile's dS, packed */
	/* dQ += dS K for tile j, whose dS is in da (K: k = key rows) */
	auto dq_mma = [&](int j) {
		const uint64_t kk_ = tc_desc_sw(kv + j % NB * 2 * TT);   /* MN-major */
#pragma unroll
		for (int kk = 0; kk < TC_T / 16; kk++)
			tc_wg_mma<1>(dq, da[kk], kk_ + (uint64_t)(kk * TC_SW_MN), 1);
		tc_wg_commit();
	};
	/* tile j; FIRST: no dQ product before it (a constant, as in att_tc_dkv_wg_kernel) */
	auto tile = [&](int j, auto first) {
		constexpr bool FIRST = decltype(first)::value;
		int j0 = j * TC_T;
		const tc_bf16 *ks = kv + j % NB * 2 * TT, *vs = ks + TT;
		cp_async_wait<0>();   /* tile j (and, first, Q and dO) */
		tc_fence_async_smem();
		__syncthreads();   /* tile j visible to the tensor cores; tile j - 2's buffer free */
		if (j + 1 < nt)
			tc_stage_kv<D>(kv, base, rs, j + 1, g);
		cp_async_commit();
		const uint64_t kn = tc_desc_sw(ks), vn = tc_desc_sw(vs);   /* K-major: n = key rows */
		float s[TC_NS][4], dp[TC_NS][4];
		tc_wg_fence();
		/* S = Q K^T, then dP = dO V^T */
#pragma unroll
		for (int kk = 0; kk < KS; kk++)
			tc_wg_mma_ss<0, 0>(s, qa + (uint64_t)(kk * TC_SW_K), kn + (uint64_t)(kk * TC_SW_K), kk > 0);
		tc_wg_commit();
#pragma unroll
		for (int kk = 0; kk < KS; kk++)
			tc_wg_mma_ss<0, 0>(dp, doa + (uint64_t)(kk * TC_SW_K), vn + (uint64_t)(kk * TC_SW_K), kk > 0);
		tc_wg_commit();
		if constexpr (!FIRST)
			dq_mma(j - 1);
		tc_wg_wait<FIRST ? 1 : 2>();   /* S (dP and dQ(j-1) may run) */
		tc_wg_hold(s);
		if (j0 + TC_T > w0)   /* the diagonal tile: keys past rows */
			tc_mask<1, false>(*reinterpret_cast<float(*)[1][TC_NS][4]>(&s), w0, j0, -INFINITY);
#pragma unroll
		for (int n = 0; n < TC_NS; n++)
#pragma unroll
			for (int e = 0; e < 4; e++)
				s[n][e] = exp2_fast(fmaf(s[n][e], c2, -L[e / 2]));   /* P */
		tc_wg_wait<0>();   /* dP, dQ(j-1) */
		tc_wg_hold(dp);
#pragma unroll
		for (int n = 0; n < TC_NS; n++)
#pragma unroll
			for (int e = 0; e < 4; e++)
				s[n][e] *= dp[n][e] - Dl[e / 2];   /* dS / scale */
#pragma unroll
		for (int kk = 0; kk < TC_T / 16; kk++)
			tc_pack_a(da[kk], s, kk);
	};
	tile(0, tc_int<1>());
	for (int j = 1; j < nt; j++)
		tile(j, tc_int<0>());
	tc_wg_fence();
	dq_mma(nt - 1);
	tc_wg_wait<0>();
	tc_wg_hold(dq);
	const float sc[2] = {g.sc, g.sc};
	tc_write<NO>(dqkv + (size_t)b * g.T * rs + (size_t)w0 * rs + (size_t)h * g.hs, rs, g.T - w0, g.hs, dq, sc);
#endif
}

/* A check of this file's reading of wgmma's layouts, for a device
 * (nn_cuda_wg_probe; test_nn_cuda_attn): one m64n64k16 product over a
 * 64 x 64 bf16 tile. MODE & 3 = 0, 1: B is the tile, read K-major
 * (B[k][n] = tile[n][k]) or MN-major (B[k][n] = tile[k][n]), A a row
 * selector in registers (A[m][k] = 1 where k = m % 16), so D[m][n] =
 * B[m % 16][n]. MODE & 3 = 2, 3: A is the tile, read from shared memory
 * K-major (A[m][k] = tile[m][k]) or MN-major (A[m][k] = tile[k][m]), B a
 * column selector (B[k][n] = 1 where k = n % 16), so D[m][n] = A[m][n %
 * 16]. MODE < 4: the tile in the core-matrix layout (tc_cm, written by the
 * threads, as the dS^T tile is), no swizzle; MODE >= 4: copied by
 * tc_stage_sw into the 128-byte swizzle, as the kernels stage Q, K, V and
 * dO, and read at the second k step (k = 16 .. 31: columns of the tile
 * K-major, rows MN-major), so that the step is checked too; there the
 * promises hold with 16 + m % 16 (n % 16) for m % 16 (n % 16). D is written as the
 * accumulator layout says: a tile of row (or column) numbers shows where
 * each element came from. */
template <int MODE>
__global__ void att_tc_wg_probe_kernel(float *__restrict__ d, const tc_bf16 *__restrict__ tile, tc_geom g)
{
#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
	__trap();
#else
	enum { KIND = MODE & 3, SW = MODE >= 4 };
	DYN_SHARED(raw);
	tc_bf16 *t = (tc_bf16 *)tc_wg_smem(raw), *sel = t + 64 * 64;
	if constexpr (SW) {
		tc_stage_sw<64>(t, tile, 64, 0, 64, g);
		cp_async_commit();
		cp_async_wait<0>();
	} else {
		for (int e = threadIdx.x; e < 64 * 64; e += TC_THREADS)
			t[tc_cm<64>(e / 64, e % 64)] = tile[e];
	}
	if constexpr (KIND >= 2)   /* B K-major: sel[n][k] */
		for (int e = threadIdx.x; e < 64 * 64; e += TC_THREADS)
			sel[tc_cm<64>(e / 64, e % 64)] = __float2bfloat16(e % 64 == e / 64 % 16 ? 1.0f : 0.0f);
	tc_fence_async_smem();
	__syncthreads();
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32, gq = lane / 4, tq = lane % 4;
	float acc[TC_NS][4];
	const uint64_t kmaj = SW ? tc_desc_sw(t) + TC_SW_K : tc_desc(t, 128, 8 * 128),
	               mnmaj = SW ? tc_desc_sw(t) + TC_SW_MN : tc_desc(t, 8 * 128, 128);
	tc_wg_fence();
	if constexpr (KIND < 2) {
		/* this lane's A elements: rows gq, gq + 8 of its warp's 16, columns 2 tq (+ 1, + 8, + 9) */
		uint32_t a[4] = {tc_pack(2 * tq == gq, 2 * tq + 1 == gq), tc_pack(2 * tq == gq + 8, 2 * tq + 1 == gq + 8),
		                 tc_pack(2 * tq + 8 == gq, 2 * tq + 9 == gq),
		                 tc_pack(2 * tq + 8 == gq + 8, 2 * tq + 9 == gq + 8)};
		tc_wg_mma<KIND>(acc, a, KIND ? mnmaj : kmaj, 0);
	} else {
		tc_wg_mma_ss<KIND - 2, 0>(acc, KIND == 3 ? mnmaj : kmaj, tc_desc(sel, 128, 8 * 128), 0);
	}
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

template <int D, int M>
static void att_tc_fwd_wg_launch(struct cuda_impl *ci, tc_bf16 *out, float *lse, const tc_bf16 *qkv, int B, tc_geom g)
{
	static bool optin;
	const size_t sm = (size_t)(64 * M + 2 * TC_WG_BUFS * TC_T) * D * sizeof(tc_bf16) + TC_WG_ALIGN;
	smem_optin(att_tc_fwd_wg_kernel<D, M>, sm, &optin);
	dim3 grid((unsigned)(B * g.NH), (unsigned)((g.T + 64 * M - 1) / (64 * M)));
	att_tc_fwd_wg_kernel<D, M><<<grid, TC_THREADS, sm>>>(out, lse, qkv, g);
	LAUNCH_CHECK(ci, "att_tc_fwd_wg_kernel");
}

template <int D>
static void att_tc_bwd_wg_launch(struct cuda_impl *ci, tc_bf16 *dqkv, const tc_bf16 *dout, const tc_bf16 *qkv,
                                 const float *lse, const float *delta, const tc_bwd_plan &pl, int B, tc_geom g)
{
	/* dK/dV: K, V, then Q, dO, lse and delta in TC_WG_BUFS buffers (and
	 * the dS^T tile); dQ: Q, dO, then K, V in TC_WG_BUFS buffers */
	const size_t smk = (size_t)(2 + 2 * TC_WG_BUFS) * TC_T * D * sizeof(tc_bf16) +
	                   (size_t)2 * TC_WG_BUFS * TC_T * sizeof(float) + TC_WG_ALIGN,
	             sma = smk + (size_t)TC_T * TC_T * sizeof(tc_bf16),
	             smq = (size_t)(2 + 2 * TC_WG_BUFS) * TC_T * D * sizeof(tc_bf16) + TC_WG_ALIGN;
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

/* nn_cuda_wg_probe's launch: d (64 x 64 fp32) from tile (64 x 64 bf16),
 * both on the device; mode as att_tc_wg_probe_kernel's */
template <int MODE>
static void att_tc_wg_probe_mode(float *d, const tc_bf16 *tile)
{
	static bool opt;
	const size_t sm = 2 * 64 * 64 * sizeof(tc_bf16) + TC_WG_ALIGN;
	tc_geom g = {64, 1, 64, 64, 0.125f, 1, 0};
	smem_optin(att_tc_wg_probe_kernel<MODE>, sm, &opt);
	att_tc_wg_probe_kernel<MODE><<<1, TC_THREADS, sm>>>(d, tile, g);
}
static void att_tc_wg_probe(int mode, float *d, const tc_bf16 *tile)
{
	switch (mode) {
	case 0: att_tc_wg_probe_mode<0>(d, tile); break;
	case 1: att_tc_wg_probe_mode<1>(d, tile); break;
	case 2: att_tc_wg_probe_mode<2>(d, tile); break;
	case 3: att_tc_wg_probe_mode<3>(d, tile); break;
	case 4: att_tc_wg_probe_mode<4>(d, tile); break;
	case 5: att_tc_wg_probe_mode<5>(d, tile); break;
	case 6: att_tc_wg_probe_mode<6>(d, tile); break;
	default: att_tc_wg_probe_mode<7>(d, tile); break;
	}
}
