/*
 * kernels/emu: a host emulation of the small part of CUDA the backend uses,
 * so that its kernels can be run and held to the CPU twin on a machine
 * without a GPU (kernels/emu/check.sh). It checks index math, guards,
 * reductions and barrier placement; it says nothing about speed, the memory
 * model or races beyond what barriers order.
 *
 * A launch runs the grid's blocks one after another; the threads of a block
 * are real threads (so __syncthreads and warp shuffles are real barriers),
 * and __shared__ is a static, which is per block since blocks do not
 * overlap. A thread that returns early leaves the block and warp barriers
 * (CUDA's rule since Volta). cuBLAS's GemmEx is a plain triple loop.
 */
#ifndef MTK_KERNELS_EMU_H
#define MTK_KERNELS_EMU_H

#include <algorithm>
#include <condition_variable>
#include <math.h>
#include <mutex>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <thread>
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

struct alignas(16) float4 {
	float x, y, z, w;
};

extern thread_local dim3 threadIdx, blockIdx;
extern dim3 blockDim, gridDim;

/* a barrier that threads may leave for good */
struct emu_barrier {
	std::mutex mu;
	std::condition_variable cv;
	int want = 0, here = 0;
	unsigned gen = 0;
	void arrive_and_wait()
	{
		std::unique_lock<std::mutex> l(mu);
		unsigned g = gen;
		if (++here >= want) {
			here = 0;
			gen++;
			cv.notify_all();
			return;
		}
		cv.wait(l, [&] { return gen != g; });
	}
	void leave()
	{
		std::unique_lock<std::mutex> l(mu);
		want--;
		if (here > 0 && here >= want) {
			here = 0;
			gen++;
			cv.notify_all();
		}
	}
};

struct emu_warp {
	emu_barrier bar;
	double slot[32];
};

struct emu_block {
	emu_barrier bar;
	std::vector<emu_warp *> warps;
};

extern emu_block *emu_cur;

static inline unsigned emu_linear() { return threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z); }

static inline void __syncthreads() { emu_cur->bar.arrive_and_wait(); }

template <typename F>
static inline F __shfl_xor_sync(unsigned, F v, int o)
{
	unsigned t = emu_linear();
	emu_warp *w = emu_cur->warps[t / 32];
	unsigned lane = t % 32;
	w->slot[lane] = (double)v;
	w->bar.arrive_and_wait();
	F r = (F)w->slot[lane ^ (unsigned)o];
	w->bar.arrive_and_wait();
	return r;
}

extern std::mutex emu_atomic_mu;
static inline float atomicAdd(float *p, float v)
{
	std::lock_guard<std::mutex> l(emu_atomic_mu);
	float o = *p;
	*p = o + v;
	return o;
}

template <typename... K, typename... A>
static void emu_launch(dim3 grid, dim3 block, void (*k)(K...), A... args)
{
	gridDim = grid;
	blockDim = block;
	unsigned nt = block.x * block.y * block.z;
	if (nt == 0 || nt > 1024 || nt % 32) {
		fprintf(stderr, "emu: bad block size %u\n", nt);
		abort();
	}
	for (unsigned bz = 0; bz < grid.z; bz++)
		for (unsigned by = 0; by < grid.y; by++)
			for (unsigned bx = 0; bx < grid.x; bx++) {
				emu_block b;
				b.bar.want = (int)nt;
				for (unsigned w = 0; w < nt / 32; w++) {
					b.warps.push_back(new emu_warp);
					b.warps.back()->bar.want = 32;
				}
				emu_cur = &b;
				std::vector<std::thread> th;
				for (unsigned t = 0; t < nt; t++)
					th.emplace_back([&, t] {
						threadIdx = dim3(t % block.x, (t / block.x) % block.y, t / (block.x * block.y));
						blockIdx = dim3(bx, by, bz);
						k(args...);
						b.bar.leave();
						b.warps[t / 32]->bar.leave();
					});
				for (auto &x : th)
					x.join();
				for (auto *w : b.warps)
					delete w;
			}
}

#endif
