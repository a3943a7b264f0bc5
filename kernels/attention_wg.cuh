/*
 * kernels/attention_wg.cuh: the tensor-core attention forward on Hopper's
 * warpgroup product (wgmma.mma_async, sm_90a): FlashAttention-2's forward,
 * as attention_tc.cuh's mma.sync kernel, whose helpers (softmax, masks,
 * packing, stores) and launch plumbing it shares: it is included by
 * attention_tc.cuh, not on its own. Apart because it is a different
 * instruction set with rules of its own (asynchronous products,
 * descriptors, fences; kernels/emu/wgmma.h emulates and enforces them).
 * The default forward on compute capability 9.0 with bf16 storage, head
 * size 64 (48 is padded to it) and aligned tensors (measured 1.4% faster
 * end to end than the mma.sync forward on an H200, kernels/README.md);
 * elsewhere, and under MTK_CUDA_ATTN_FWD=held, the mma.sync kernel. The
 * backward is attention_tc.cuh's everywhere. The sm_80 cubin gets a
 * __trap body, never launched.
 */

/* ---- the warpgroup product ---- */

/* The block is one warpgroup (its 4 warps); a product is m64n64k16: 64
 * rows of A, 16 to a warp in mma.sync's A layout, from registers, times B
 * (k 16 x n 64) read by the tensor cores straight from shared memory, into
 * 32 fp32 accumulators a thread laid out as 8 of mma.sync's 16 x 8 blocks
 * side by side (so the softmax code is the same). It runs asynchronously: issued,
 * committed as a group, waited for; the accumulators and A's registers may
 * not be touched in between, and ordinary register writes before it need
 * wgmma.fence. kernels/emu/wgmma.h has the layouts and checks that
 * protocol.
 * Shared memory for it: the tiles copied from global memory (Q, K, V;
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
 * unswizzled core-matrix layout the kernel had first (8 x 8 blocks of 128
 * contiguous bytes) made each warp's copy 32 requests of 32 bytes, and
 * the kernel L2-bound (ncu on an H100). ldmatrix reads the swizzled tiles
 * too, without bank conflicts (the 8 rows of a phase hold a column's chunk
 * in 8 different chunks). */

/* a compile-time int as a value (for a generic lambda's parameter) */
template <int N>
struct tc_int {
	static constexpr int value = N;
};

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

/* a matrix descriptor's address and offsets for p: lbo, sbo in bytes */
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

/* the kernel's dynamic shared memory from its first 1024-byte boundary
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

/* The forward on wgmma (sm_90a, bf16 storage, aligned, D = 64: GPT-2's
 * head size at every preset). One warpgroup a block, M = 2 fragments of 64
 * query rows (a product each), warp w holding rows 16 w .. 16 w + 15 of
 * each, so the block's query tile is 128 rows; key
 * tiles of TC_T = 64. Per key tile j and fragment: S = Q K^T as 4 products
 * (k = 16 columns of the head each; Q from registers, K by descriptor), a
 * group of its own; the online softmax; O += P V as 4 products (k = 16
 * keys each; P packed from S's accumulators, V by descriptor, MN-major).
 * Tile j's P V is issued in tile j + 1, after its S products, as
 * FlashAttention-3 overlaps within a warpgroup: fragment 0's softmax runs
 * while the tensor cores make fragment 1's S and both P V(j-1), fragment
 * 1's under what is left of them; O is rescaled once P V(j-1) has landed.
 * Nothing is in flight from one tile to the next: products left in flight
 * across a loop's back edge made ptxas serialise them (C7515). A fragment
 * whose rows all precede the tile skips it (its P zero, so the next P V
 * adds nothing: products stay uniform over the warpgroup, as wgmma needs).
 * Shared memory: Q (128 rows) and three K, V pairs (tile j + 1 copied into
 * tile j - 2's), 64 KB; 240 registers: 2 blocks an SM. (One fragment a
 * block, 3 blocks an SM, measured slower on an H200.) */
template <int D>
__global__ void __launch_bounds__(TC_THREADS, 1)
	att_tc_fwd_wg_kernel(tc_bf16 *__restrict__ out, float *__restrict__ lse, const tc_bf16 *__restrict__ qkv,
	                     tc_geom g)
{
#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
	__trap();   /* never launched: the host picks this kernel on sm_90 only */
#else
	static_assert(D == 64 && TC_WARPS == 4, "one warpgroup, n = 64 products");
	enum { M = 2, KS = D / 16, NO = D / 8, TQ = 64 * M, TT = TC_T * D, NB = TC_WG_BUFS };
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

/* A check of this file's reading of wgmma's layouts, for a device
 * (nn_cuda_wg_probe; test_nn_cuda_attn): one m64n64k16 product over a
 * 64 x 64 bf16 tile copied by tc_stage_sw into the 128-byte swizzle, as
 * the forward stages Q, K and V, B read from it at the second k step
 * (k = 16 .. 31), so that the step is checked too: MN = 0 K-major
 * (B[k][n] = tile[n][16 + k], as K in S = Q K^T), MN = 1 MN-major (B[k][n]
 * = tile[16 + k][n], as V in O += P V). A is a row selector in registers
 * (A[m][k] = 1 where k = m % 16), so D[m][n] = B[m % 16][n], written as the
 * accumulator layout says: a tile of row (or column) numbers shows where
 * each element came from. */
template <int MN>
__global__ void att_tc_wg_probe_kernel(float *__restrict__ d, const tc_bf16 *__restrict__ tile, tc_geom g)
{
#if defined(__CUDA_ARCH__) && !defined(__CUDA_ARCH_FEAT_SM90_ALL)
	__trap();
#else
	DYN_SHARED(raw);
	tc_bf16 *t = (tc_bf16 *)tc_wg_smem(raw);
	tc_stage_sw<64>(t, tile, 64, 0, 64, g);
	cp_async_commit();
	cp_async_wait<0>();
	tc_fence_async_smem();
	__syncthreads();
	int warp = threadIdx.x / 32, lane = threadIdx.x % 32, gq = lane / 4, tq = lane % 4;
	float acc[TC_NS][4];
	tc_wg_fence();
	/* this lane's A elements: rows gq, gq + 8 of its warp's 16, columns 2 tq (+ 1, + 8, + 9) */
	uint32_t a[4] = {tc_pack(2 * tq == gq, 2 * tq + 1 == gq), tc_pack(2 * tq == gq + 8, 2 * tq + 1 == gq + 8),
	                 tc_pack(2 * tq + 8 == gq, 2 * tq + 9 == gq), tc_pack(2 * tq + 8 == gq + 8, 2 * tq + 9 == gq + 8)};
	tc_wg_mma<MN>(acc, a, tc_desc_sw(t) + (MN ? TC_SW_MN : TC_SW_K), 0);
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

template <int D>
static void att_tc_fwd_wg_launch(struct cuda_impl *ci, tc_bf16 *out, float *lse, const tc_bf16 *qkv, int B, tc_geom g)
{
	static bool optin;
	const size_t sm = (size_t)(128 + 2 * TC_WG_BUFS * TC_T) * D * sizeof(tc_bf16) + TC_WG_ALIGN;
	smem_optin(att_tc_fwd_wg_kernel<D>, sm, &optin);
	dim3 grid((unsigned)(B * g.NH), (unsigned)((g.T + 127) / 128));
	att_tc_fwd_wg_kernel<D><<<grid, TC_THREADS, sm>>>(out, lse, qkv, g);
	LAUNCH_CHECK(ci, "att_tc_fwd_wg_kernel");
}

/* nn_cuda_wg_probe's launch: d (64 x 64 fp32) from tile (64 x 64 bf16),
 * both on the device; mode 0 reads B K-major, 1 MN-major
 * (att_tc_wg_probe_kernel) */
template <int MN>
static void att_tc_wg_probe_mode(float *d, const tc_bf16 *tile)
{
	static bool opt;
	const size_t sm = 64 * 64 * sizeof(tc_bf16) + TC_WG_ALIGN;
	tc_geom g = {64, 1, 64, 64, 0.125f, 1};
	smem_optin(att_tc_wg_probe_kernel<MN>, sm, &opt);
	att_tc_wg_probe_kernel<MN><<<1, TC_THREADS, sm>>>(d, tile, g);
}
static void att_tc_wg_probe(int mode, float *d, const tc_bf16 *tile)
{
	if (mode == 0)
		att_tc_wg_probe_mode<0>(d, tile);
	else
		att_tc_wg_probe_mode<1>(d, tile);
}
