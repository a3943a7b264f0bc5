/* kernels/emu: the emulator's globals, barriers and thread pool */
#include "emu.h"
#include <linux/futex.h>
#include <sys/syscall.h>
#include <sched.h>
#include <unistd.h>

#ifndef EMU_YIELD
#define EMU_YIELD 50
#endif

thread_local dim3 threadIdx, blockIdx;
thread_local unsigned emu_shfl_n;
dim3 blockDim, gridDim;
emu_block emu_blk;
std::mutex emu_atomic_mu;

static void fwait(std::atomic<uint32_t> *a, uint32_t v)
{
	syscall(SYS_futex, (uint32_t *)a, FUTEX_WAIT_PRIVATE, v, NULL, NULL, 0);
}

static void fwake(std::atomic<uint32_t> *a)
{
	syscall(SYS_futex, (uint32_t *)a, FUTEX_WAKE_PRIVATE, INT32_MAX, NULL, NULL, 0);
}

/*
 * Wait for *a to move from v. There are far more threads than cores, so the
 * ones still to arrive are usually runnable on this very core: yielding to
 * them a few times beats both spinning (which only burns our slice) and
 * going straight to sleep (a futex round trip per thread per barrier);
 * measured, it cut the run from 36 s to 5 s.
 */
static void wait_change(std::atomic<uint32_t> *a, uint32_t v, std::atomic<uint32_t> *sleepers = NULL)
{
	for (int i = 0; i < EMU_YIELD; i++) {
		if (a->load(std::memory_order_acquire) != v)
			return;
		sched_yield();
	}
	if (sleepers)
		sleepers->fetch_add(1, std::memory_order_seq_cst);
	/* seq_cst against release(): either it sees us counted or we see gen moved */
	while (a->load(std::memory_order_seq_cst) == v)
		fwait(a, v);
	if (sleepers)
		sleepers->fetch_sub(1, std::memory_order_relaxed);
}

void emu_barrier::release()
{
	gen.fetch_add(1, std::memory_order_seq_cst);
	if (sleepers.load(std::memory_order_seq_cst))
		fwake(&gen);
}

void emu_barrier::arrive_and_wait()
{
	/* read before arriving: this phase cannot end without us */
	uint32_t g = gen.load(std::memory_order_acquire);
	uint64_t s = st.load(std::memory_order_relaxed);
	for (;;) {
		uint64_t want = s >> 32, here = (s & 0xffffffffu) + 1;
		if (here >= want) {
			if (!st.compare_exchange_weak(s, want << 32, std::memory_order_acq_rel))
				continue;
			if (on_phase)
				on_phase((unsigned)want);
			release();
			return;
		}
		if (st.compare_exchange_weak(s, s + 1, std::memory_order_acq_rel))
			break;
	}
	wait_change(&gen, g, &sleepers);
}

/*
 * Out of a block barrier the threads would otherwise leave in about the order
 * they were woken and keep in step, and a race that needs one thread to lag
 * (shared memory reused without a barrier before it, as in block_sum called
 * twice) would seldom show. So after each barrier phase (or one in
 * EMU_LAG_EVERY) one thread, picked by a hash of the phase, holds back until
 * every other thread of the block waits at a barrier or has returned: as far
 * behind as it can be. Lane and warp are drawn apart, so that a small lane
 * (one that reads another warp's slot) is as likely as a large one. Checked:
 * with block_sum's leading barrier gone (crossentropy's block_max then
 * block_sum on one sh), test_nn_cuda fails; with lagging one thread in 4
 * phases, or none, it passed.
 */
#ifndef EMU_LAG_EVERY
#define EMU_LAG_EVERY 1
#endif

static unsigned emu_finished();

static unsigned waiting(unsigned nt)
{
	unsigned n = (unsigned)(emu_blk.bar.st.load(std::memory_order_relaxed) & 0xffffffffu);
	for (unsigned w = 0; w < nt / 32; w++)
		n += (unsigned)(emu_blk.warps[w].bar.st.load(std::memory_order_relaxed) & 0xffffffffu);
	return n + emu_finished();
}

void __syncthreads()
{
	emu_blk.bar.arrive_and_wait();
	/* the same for every thread of the phase: gen cannot move again until
	 * this thread arrives at the next barrier */
	uint32_t h = emu_blk.bar.gen.load(std::memory_order_relaxed) * 2654435761u;
	h ^= (blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)) * 40503u;
	h ^= h >> 15, h *= 2246822519u, h ^= h >> 13;
	unsigned nt = blockDim.x * blockDim.y * blockDim.z, t = emu_linear();
	if (h % EMU_LAG_EVERY == 0 && t % 32 == h / EMU_LAG_EVERY % 32 && t / 32 == h / EMU_LAG_EVERY / 32 % (nt / 32))
		for (int i = 0; i < 100000 && waiting(nt) < nt - 1; i++)
			sched_yield();
}

void emu_barrier::leave()
{
	uint64_t s = st.load(std::memory_order_relaxed);
	for (;;) {
		uint64_t want = (s >> 32) - 1, here = s & 0xffffffffu;
		if (here > 0 && here >= want) {
			if (!st.compare_exchange_weak(s, want << 32, std::memory_order_acq_rel))
				continue;
			if (on_phase)
				on_phase((unsigned)want);
			release();
			return;
		}
		if (st.compare_exchange_weak(s, want << 32 | here, std::memory_order_acq_rel))
			return;
	}
}

/*
 * The pool. Worker i sleeps on the start word of its warp-sized group, so a
 * launch of nt threads wakes nt threads and no more. The workers of a launch
 * run every block; between blocks they meet at `blockend` (no leaving), whose
 * last arriver resets the block's barriers for the next block.
 */
static struct {
	std::atomic<uint32_t> start[32];
	std::atomic<uint32_t> done{0};
	std::atomic<uint32_t> finished{0};
	unsigned nworkers, nt, nblocks;
	void (*body)(void *);
	void *ctx;
	emu_barrier blockend;
} P;

static unsigned emu_finished() { return P.finished.load(std::memory_order_relaxed); }

static void reset_block(unsigned nt)
{
	emu_blk.bar.reset(nt);
	emu_blk.bar.on_phase = emu_proxy_phase;
	emu_proxy_fences.store(0, std::memory_order_relaxed);
	for (unsigned w = 0; w < nt / 32; w++)
		emu_blk.warps[w].bar.reset(32);
}

static void worker(unsigned id)
{
	std::atomic<uint32_t> *st = &P.start[id / 32];
	uint32_t seen = 0;
	for (;;) {
		wait_change(st, seen);
		seen = st->load(std::memory_order_acquire);
		/* all of it read now: a worker that has passed the last block
		 * must not see the next launch's */
		unsigned nt = P.nt, nb = P.nblocks, gx = gridDim.x, gy = gridDim.y;
		void (*body)(void *) = P.body;
		void *ctx = P.ctx;
		threadIdx = dim3(id % blockDim.x, (id / blockDim.x) % blockDim.y, id / (blockDim.x * blockDim.y));
		for (unsigned b = 0; b < nb; b++) {
			blockIdx = dim3(b % gx, (b / gx) % gy, b / (gx * gy));
			emu_shfl_n = 0;
			body(ctx);
			emu_block_end();
			emu_blk.bar.leave();
			emu_blk.warps[id / 32].bar.leave();
			/* the last one here resets the block for the next */
			if (P.finished.fetch_add(1, std::memory_order_acq_rel) + 1 == nt) {
				P.finished.store(0, std::memory_order_relaxed);
				reset_block(nt);
			}
			P.blockend.arrive_and_wait();
		}
		if (id == 0) {
			P.done.fetch_add(1, std::memory_order_release);
			fwake(&P.done);
		}
	}
}

void emu_run(unsigned nt, unsigned nblocks, void (*body)(void *), void *ctx)
{
	if (nblocks == 0)
		return;
	emu_launch_no.fetch_add(1, std::memory_order_relaxed);
	while (P.nworkers < nt)
		std::thread(worker, P.nworkers++).detach();
	P.nt = nt;
	P.nblocks = nblocks;
	P.body = body;
	P.ctx = ctx;
	P.blockend.reset(nt);
	reset_block(nt);
	uint32_t d = P.done.load(std::memory_order_acquire);
	for (unsigned g = 0; g < nt / 32; g++) {
		P.start[g].fetch_add(1, std::memory_order_release);
		fwake(&P.start[g]);
	}
	wait_change(&P.done, d);
}
