/*
 * kernels/emu: a host emulation of the small part of CUDA the backend uses,
 * so that its kernels can be run and held to the CPU twin on a machine
 * without a GPU (kernels/emu/check.sh). It checks index math, guards,
 * reductions and barrier placement, and the ordering rules of the
 * asynchronous copies and products (cp.async below, wgmma in wgmma.h); it
 * says nothing about speed, the memory model or races beyond what barriers
 * and those rules order.
 *
 * A launch runs the grid's blocks one after another; the threads of a block
 * are fibers on the launching thread (emu.cc), switched at every barrier
 * (so __syncthreads and warp shuffles are real barriers), and __shared__
 * is a static, which is per block since blocks do not overlap. What CUDA
 * keeps per thread (threadIdx, and the emulator's own per-thread state
 * below and in wgmma.h) is an array indexed by the running fiber, emu_tid,
 * behind the name the code uses. A thread that returns early leaves the
 * block and warp barriers (CUDA's rule since Volta). Shuffles wait for
 * their warp only. After each block barrier one thread lags as far as it
 * can, so that a missing barrier before shared memory is reused shows.
 * cuBLAS's GemmEx is a plain triple loop.
 */
#ifndef MTK_KERNELS_EMU_H
#define MTK_KERNELS_EMU_H

#include <algorithm>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <vector>

/* CUDA's integer min and max */
static inline int min(int a, int b) { return a < b ? a : b; }
static inline int max(int a, int b) { return a > b ? a : b; }

struct dim3 {
	unsigned x, y, z;
	dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {}
};

#define __global__
#define __device__
#define __host__
#define __forceinline__ inline
#define __launch_bounds__(...)
#define __shared__ static
#define __align__(n) __attribute__((aligned(n)))

struct alignas(8) float2 {
	float x, y;
};
struct alignas(16) float4 {
	float x, y, z, w;
};
struct alignas(16) uint4 {
	unsigned x, y, z, w;
};
struct alignas(8) uint2 {
	unsigned x, y;
};

extern dim3 blockIdx, blockDim, gridDim;
extern unsigned emu_tid;                   /* the running thread (fiber) of the block */
inline dim3 emu_thread_idx[1024];
#define threadIdx (emu_thread_idx[emu_tid])
inline unsigned emu_launch_no;             /* launches so far (emu_run) */

/*
 * A barrier that threads may leave for good. Whoever completes a phase
 * resets the count and bumps gen; the others wait (emu.cc's scheduler runs
 * none of them) until gen moves.
 */
struct emu_barrier {
	unsigned members = 0, arrived = 0;
	uint32_t gen = 0;
	void (*on_phase)(unsigned members) = nullptr;   /* run by whoever completes a phase */
	void reset(unsigned n) { members = n, arrived = 0; }
	void arrive_and_wait();
	void leave();
	void complete();
};

struct emu_warp {
	emu_barrier bar;
	double slot[2][32];
	uint32_t mma_a[2][32][4], mma_b[2][32][2];   /* mma_sync.h's exchange */
	const void *rows[2][32];                     /* ldmatrix's row addresses */
};

struct emu_block {
	emu_barrier bar;
	emu_warp warps[32];
};

extern emu_block emu_blk;

static inline unsigned emu_linear() { return emu_tid; }

/* the block barrier, after which a thread now and then falls behind */
void __syncthreads();

/*
 * A shuffle is one warp barrier (the warp, not the block) between writing
 * one's value and reading the partner's. The slots alternate, so the next
 * shuffle's writes cannot clobber a value still to be read: reusing a slot
 * takes passing the next shuffle's barrier, which every lane reaches only
 * after its read. emu_shfl_n counts a thread's shuffles in the block.
 */
inline unsigned emu_shfl_n_[1024];
#define emu_shfl_n (emu_shfl_n_[emu_tid])
template <typename F>
static inline F __shfl_xor_sync(unsigned, F v, int o)
{
	unsigned t = emu_linear();
	emu_warp *w = &emu_blk.warps[t / 32];
	unsigned lane = t % 32, k = emu_shfl_n++ & 1;
	w->slot[k][lane] = (double)v;
	w->bar.arrive_and_wait();
	return (F)w->slot[k][lane ^ (unsigned)o];
}

/* a vote: a shuffle's slot and barrier, then every lane reads all 32 slots
 * (so all 32 lanes must take part, as the kernels' full masks say) */
static inline int __any_sync(unsigned, int pred)
{
	unsigned t = emu_linear();
	emu_warp *w = &emu_blk.warps[t / 32];
	unsigned lane = t % 32, k = emu_shfl_n++ & 1;
	w->slot[k][lane] = pred ? 1 : 0;
	w->bar.arrive_and_wait();
	for (unsigned j = 0; j < 32; j++)
		if (w->slot[k][j] != 0)
			return 1;
	return 0;
}

/* a barrier of the warp alone (mask ignored: kernels pass the full warp) */
static inline void __syncwarp(unsigned = 0xffffffffu) { emu_blk.warps[emu_linear() / 32].bar.arrive_and_wait(); }

/* one host thread runs every fiber, and a fiber switches only at a barrier */
static inline float atomicAdd(float *p, float v)
{
	float o = *p;
	*p = o + v;
	return o;
}

/*
 * Runs body(ctx) as nt threads of each of nblocks blocks, blocks one after
 * another, each thread a fiber (emu.cc); name is the kernel's, for messages.
 */
void emu_run(const char *name, unsigned nt, unsigned nblocks, void (*body)(void *), void *ctx);

template <typename F>
static void emu_tramp(void *p) { (*(F *)p)(); }

/* kernel<<<grid, block>>>(args), as kernels/emu/check.sh rewrites it */
template <typename... K, typename... A>
static void emu_launch(const char *name, dim3 grid, dim3 block, void (*k)(K...), A... args)
{
	gridDim = grid;
	blockDim = block;
	unsigned nt = block.x * block.y * block.z;
	if (nt == 0 || nt > 1024 || nt % 32) {
		fprintf(stderr, "emu: bad block size %u\n", nt);
		abort();
	}
	auto fn = [&] { k(args...); };
	emu_run(name, nt, grid.x * grid.y * grid.z, &emu_tramp<decltype(fn)>, &fn);
}

/*
 * Dynamic shared memory (<<<grid, block, bytes>>>): one buffer, as blocks run
 * one after another, of the H100's 227 KB opt-in maximum per block; a launch
 * asking for more aborts, as the device would refuse it.
 */
enum { EMU_DYN_SMEM = 232448 };
alignas(128) inline unsigned char emu_dyn_smem[EMU_DYN_SMEM];

/*
 * cp.async as the device runs it: a copy lands only at the
 * cp.async.wait_group that covers its group (copies not yet committed are
 * in no group and wait for none), and until then its 16 bytes hold 0xff
 * (NaN as bf16 and as fp32), so that a read before the wait, or a copy
 * issued into a buffer another thread still reads, shows in the results.
 * Copies still in flight when the block ends are dropped (nothing reads
 * them). The source is read at issue: the kernels never write what they
 * copy from.
 */
struct emu_cp {
	void *dst;
	unsigned char data[16];
	unsigned group;
};
inline std::vector<emu_cp> emu_cp_pending_[1024];
inline unsigned emu_cp_group_[1024];   /* the group being filled */
#define emu_cp_pending (emu_cp_pending_[emu_tid])
#define emu_cp_group (emu_cp_group_[emu_tid])

static inline void emu_cp_async16(void *dst, const void *src, int bytes)
{
	if ((uintptr_t)dst % 16 || (uintptr_t)src % 16) {
		fprintf(stderr, "emu: cp.async: %p <- %p not 16-byte aligned\n", dst, src);
		abort();
	}
	emu_cp c;
	c.dst = dst;
	c.group = emu_cp_group;
	if (bytes)
		memcpy(c.data, src, 16);
	else
		memset(c.data, 0, 16);
	memset(dst, 0xff, 16);
	emu_cp_pending.push_back(c);
}
static inline void emu_cp_commit() { emu_cp_group++; }
/* cp.async.wait_group n: the copies of all but the newest n committed groups land */
static inline void emu_cp_wait(unsigned n)
{
	size_t k = 0;
	for (size_t i = 0; i < emu_cp_pending.size(); i++) {
		emu_cp &c = emu_cp_pending[i];
		if (c.group + n < emu_cp_group)
			memcpy(c.dst, c.data, 16);
		else
			emu_cp_pending[k++] = c;
	}
	emu_cp_pending.resize(k);
}

/*
 * What the tensor cores' reads (wgmma's operands in shared memory: the
 * async proxy) may see: ordinary stores and cp.async are the generic proxy,
 * and their data reach the async proxy only through fence.proxy.async by
 * the writing thread, then a barrier. Tracking which thread wrote which
 * bytes is beyond this emulator, so it keeps an image of dynamic shared
 * memory as last published: a block barrier phase in which every thread
 * of the block executed the fence copies shared memory into it, and
 * kernels/emu/wgmma.h aborts when a product reads bytes that differ from
 * the image. (A fence by only some threads publishes nothing here: the
 * kernels fence with every thread.)
 */
alignas(128) inline unsigned char emu_proxy_img[EMU_DYN_SMEM];
inline size_t emu_dyn_bytes;                     /* the launch's dynamic shared memory */
inline unsigned emu_proxy_fences;          /* threads fenced in this barrier phase */
inline uint32_t emu_proxy_gen_[1024];      /* 1 + the phase of this thread's last fence */
#define emu_proxy_gen (emu_proxy_gen_[emu_tid])

static inline void emu_proxy_fence()
{
	uint32_t g = emu_blk.bar.gen + 1;
	if (emu_proxy_gen != g) {
		emu_proxy_gen = g;
		emu_proxy_fences++;
	}
}

/* called by the thread that completes a block barrier phase of n members,
 * before any leaves it */
static inline void emu_proxy_phase(unsigned n)
{
	unsigned fenced = emu_proxy_fences;
	emu_proxy_fences = 0;
	if (fenced >= n)
		memcpy(emu_proxy_img, emu_dyn_smem, emu_dyn_bytes);
}

/* the end of a thread's block: what the async emulations (cp.async here,
 * wgmma in wgmma.h) must check or forget then */
inline void (*emu_block_end_hook)();
static inline void emu_block_end()
{
	emu_cp_pending.clear();
	emu_cp_group = 0;
	emu_proxy_gen = 0;
	if (emu_block_end_hook)
		emu_block_end_hook();
}

/* Above 48 KB a kernel must have opted in to at least the bytes it is
 * launched with (cudaFuncSetAttribute's MaxDynamicSharedMemorySize, kept
 * here per kernel), or the device refuses the launch: so does this. */
enum { EMU_SMEM_NO_OPTIN = 48 << 10 };
inline std::vector<std::pair<const void *, int>> emu_optin;
static inline void emu_set_optin(const void *k, int bytes)
{
	for (auto &e : emu_optin)
		if (e.first == k) {
			e.second = bytes;
			return;
		}
	emu_optin.push_back({k, bytes});
}
static inline size_t emu_get_optin(const void *k)
{
	for (auto &e : emu_optin)
		if (e.first == k)
			return (size_t)e.second > (size_t)EMU_SMEM_NO_OPTIN ? (size_t)e.second : (size_t)EMU_SMEM_NO_OPTIN;
	return EMU_SMEM_NO_OPTIN;
}

template <typename... K, typename... A>
static void emu_launch(const char *name, dim3 grid, dim3 block, size_t smem, void (*k)(K...), A... args)
{
	if (smem > EMU_DYN_SMEM) {
		fprintf(stderr, "emu: %zu bytes of dynamic shared memory (at most %d)\n", smem, (int)EMU_DYN_SMEM);
		abort();
	}
	if (smem > emu_get_optin(reinterpret_cast<const void *>(k))) {
		fprintf(stderr, "emu: %zu bytes of dynamic shared memory, but the kernel opted in to %zu\n", smem,
		        emu_get_optin(reinterpret_cast<const void *>(k)));
		abort();
	}
	emu_dyn_bytes = smem;
	emu_launch(name, grid, block, k, args...);
	emu_dyn_bytes = 0;
}

#endif
