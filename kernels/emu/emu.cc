/*
 * kernels/emu: the emulator's globals, barriers and block scheduler.
 *
 * A block's threads are fibers (ucontext) on the one host thread that
 * launches: a fiber runs until it waits at a barrier (block, warp, or the
 * warp exchange a shuffle or mma makes) or returns, then the scheduler
 * runs the next one that may go on. Fibers rather than host threads: with
 * a host thread per CUDA thread, the barriers' yields and futex waits
 * were most of the run and grew with the machine's load (14 minutes on
 * two busy cores for what takes one here); a fiber switch is a function
 * call, and a run takes the same steps however busy the machine is. It is
 * deterministic too: a failure repeats. On x86-64 the switch is six
 * pushes, a stack swap and six pops (emu_switch below): swapcontext saves
 * the signal mask with a system call each time, which was a third of the
 * run; elsewhere it is swapcontext.
 */
#include "emu.h"
#include <signal.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

dim3 blockIdx, blockDim, gridDim;
unsigned emu_tid;
emu_block emu_blk;

enum { F_RUN, F_WAIT, F_DONE };
enum { EMU_STACK = 512 << 10 };   /* a fiber's stack; a page below it guards */
#if defined(__x86_64__)
/* emu_switch(&from, to): save the callee-saved registers on this stack and
 * its pointer in from, then go on from the stack to, as saved there */
extern "C" void emu_switch(void **from, void *to);
asm(".text\n.globl emu_switch\n.type emu_switch,@function\nemu_switch:\n"
    "\tpushq %rbp\n\tpushq %rbx\n\tpushq %r12\n\tpushq %r13\n\tpushq %r14\n\tpushq %r15\n"
    "\tmovq %rsp, (%rdi)\n\tmovq %rsi, %rsp\n"
    "\tpopq %r15\n\tpopq %r14\n\tpopq %r13\n\tpopq %r12\n\tpopq %rbx\n\tpopq %rbp\n\tret\n"
    ".size emu_switch, .-emu_switch\n");
struct ctx {
	void *sp;
};
static void ctx_switch(ctx *from, ctx *to) { emu_switch(&from->sp, to->sp); }
/* a stack whose first switch to it returns into f, aligned as by a call */
static void ctx_make(ctx *c, char *stack, size_t size, void (*f)())
{
	void **top = (void **)(((uintptr_t)stack + size) & ~(uintptr_t)15);
	*--top = NULL;          /* f's return address: never used */
	*--top = (void *)f;     /* emu_switch's ret */
	for (int i = 0; i < 6; i++)
		*--top = NULL;  /* rbp rbx r12 r13 r14 r15 */
	c->sp = top;
}
#else
struct ctx {
	ucontext_t uc;
};
static void ctx_switch(ctx *from, ctx *to) { swapcontext(&from->uc, &to->uc); }
static void ctx_make(ctx *c, char *stack, size_t size, void (*f)())
{
	if (getcontext(&c->uc)) {
		perror("emu: getcontext");
		abort();
	}
	c->uc.uc_stack.ss_sp = stack;
	c->uc.uc_stack.ss_size = size;
	c->uc.uc_link = NULL;
	makecontext(&c->uc, f, 0);
}
#endif

static struct fiber {
	ctx c;
	int state;
	const emu_barrier *bar;   /* F_WAIT: at this barrier, */
	uint32_t gen;             /* until its phase moves past this */
} F[1024];
static unsigned nfibers;
static ctx sched;
static unsigned lag = ~0u;   /* the fiber holding back (see __syncthreads), ~0u none */

/* the launch being run, for the fibers and for a stopped run's message */
static struct {
	unsigned nt, nblocks, block;
	void (*body)(void *);
	void *ctx;
	const char *name;
} L;

static void yield() { ctx_switch(&F[emu_tid].c, &sched); }

void emu_barrier::complete()
{
	unsigned n = members;
	arrived = 0;
	gen++;
	if (on_phase)
		on_phase(n);
}

void emu_barrier::arrive_and_wait()
{
	uint32_t g = gen;
	if (++arrived >= members)
		complete();
	/* the last to arrive yields too: who goes on first is the scheduler's */
	F[emu_tid].state = F_WAIT;
	F[emu_tid].bar = this;
	F[emu_tid].gen = g;
	yield();
}

void emu_barrier::leave()
{
	members--;
	if (arrived > 0 && arrived >= members)
		complete();
}

/*
 * Out of a block barrier the threads would otherwise go on in the order
 * the scheduler visits them and keep in step, and a race that needs one
 * thread to lag (shared memory reused without a barrier before it, as in
 * block_sum called twice) would never show. So after each barrier phase
 * (or one in EMU_LAG_EVERY) one thread, picked by a hash of the phase,
 * holds back until every other thread of the block waits at a barrier or
 * has returned: as far behind as it can be. Lane and warp are drawn apart,
 * so that a small lane (one that reads another warp's slot) is as likely
 * as a large one. Checked: with the barrier after the tensor-core
 * forward's key-tile loop gone (the next round's copies overwrite a tile
 * still read), test_nn_cuda_attn fails 23 of 47 checks.
 */
#ifndef EMU_LAG_EVERY
#define EMU_LAG_EVERY 1
#endif

void __syncthreads()
{
	emu_blk.bar.arrive_and_wait();
	uint32_t h = emu_blk.bar.gen * 2654435761u;
	h ^= (blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z)) * 40503u;
	h ^= h >> 15, h *= 2246822519u, h ^= h >> 13;
	unsigned nt = blockDim.x * blockDim.y * blockDim.z, t = emu_tid;
	if (h % EMU_LAG_EVERY == 0 && t % 32 == h / EMU_LAG_EVERY % 32 && t / 32 == h / EMU_LAG_EVERY / 32 % (nt / 32)) {
		lag = t;
		yield();
	}
}

/* a fiber's life: the launch's body for each block it is started on */
static void fiber_main()
{
	for (;;) {
		unsigned t = emu_tid;
		L.body(L.ctx);
		emu_block_end();
		emu_blk.bar.leave();
		emu_blk.warps[t / 32].bar.leave();
		F[t].state = F_DONE;
		yield();
	}
}

static void fiber_new(struct fiber *f)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	char *m = (char *)mmap(NULL, EMU_STACK + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
	                       -1, 0);
	if (m == MAP_FAILED || mprotect(m, page, PROT_NONE)) {
		perror("emu: a fiber's stack");
		abort();
	}
	ctx_make(&f->c, m + page, EMU_STACK, fiber_main);
	f->state = F_DONE;
}

static bool may_run(const struct fiber *f)
{
	return f->state == F_RUN || (f->state == F_WAIT && f->bar->gen != f->gen);
}

static void run(unsigned t)
{
	F[t].state = F_RUN;
	emu_tid = t;
	ctx_switch(&sched, &F[t].c);
}

/* one block: visit the fibers in order, each running until it waits, until
 * all have returned; the lagging one only when no other may run */
static void run_block(unsigned nt)
{
	emu_blk.bar.reset(nt);
	emu_blk.bar.on_phase = emu_proxy_phase;
	emu_proxy_fences = 0;
	for (unsigned w = 0; w < nt / 32; w++)
		emu_blk.warps[w].bar.reset(32);
	for (unsigned t = 0; t < nt; t++) {
		F[t].state = F_RUN;
		emu_shfl_n_[t] = 0;
	}
	lag = ~0u;
	for (unsigned done = 0; done < nt;) {
		bool ran = false;
		for (unsigned t = 0; t < nt; t++) {
			if (t == lag || !may_run(&F[t]))
				continue;
			ran = true;
			run(t);
			done += F[t].state == F_DONE;
		}
		if (ran)
			continue;
		if (lag != ~0u) {
			unsigned t = lag;
			lag = ~0u;
			run(t);
			done += F[t].state == F_DONE;
			continue;
		}
		fprintf(stderr, "emu: deadlock in launch %u (%s), block %u of %u: %u of %u threads wait at barriers no other "
		        "thread will reach\n", (unsigned)emu_launch_no, L.name, L.block, L.nblocks, nt - done, nt);
		abort();
	}
}

/* a run stopped from outside (a test's timeout, ^C) says where it was */
static void on_stop(int sig)
{
	char b[512];
	int n = L.name ? snprintf(b, sizeof b, "emu: stopped by signal %d in launch %u (%s), block %u of %u\n", sig,
	                          (unsigned)emu_launch_no, L.name, L.block, L.nblocks)
	               : snprintf(b, sizeof b, "emu: stopped by signal %d after launch %u, between launches\n", sig,
	                          (unsigned)emu_launch_no);
	if (n > 0 && write(2, b, (size_t)n < sizeof b ? (size_t)n : sizeof b - 1) < 0) {
	}
	signal(sig, SIG_DFL);
	raise(sig);
}

void emu_run(const char *name, unsigned nt, unsigned nblocks, void (*body)(void *), void *ctx)
{
	static bool handlers;
	if (!handlers) {
		handlers = true;
		for (int s : {SIGTERM, SIGINT, SIGHUP})
			if (signal(s, on_stop) == SIG_IGN)
				signal(s, SIG_IGN);
	}
	if (nblocks == 0)
		return;
	emu_launch_no++;
	while (nfibers < nt)
		fiber_new(&F[nfibers++]);
	for (unsigned t = 0; t < nt; t++)
		emu_thread_idx[t] = dim3(t % blockDim.x, (t / blockDim.x) % blockDim.y, t / (blockDim.x * blockDim.y));
	L.nt = nt, L.nblocks = nblocks, L.body = body, L.ctx = ctx, L.name = name;
	for (unsigned b = 0; b < nblocks; b++) {
		L.block = b;
		blockIdx = dim3(b % gridDim.x, (b / gridDim.x) % gridDim.y, b / (gridDim.x * gridDim.y));
		run_block(nt);
	}
	L.name = NULL;
}
