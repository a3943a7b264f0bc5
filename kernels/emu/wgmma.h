/*
 * kernels/emu: Hopper's warpgroup product as attention_wg.cuh uses it,
 * wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 with A in registers
 * and B in shared memory, named by a matrix descriptor, and the
 * instructions that order it (wgmma.fence, commit_group, wait_group), as the PTX ISA
 * ("Asynchronous Warpgroup Level Matrix Multiply-Accumulate") describes them.
 *
 * The 4 warps of a warpgroup each own 16 of the 64 rows: warp w rows
 * 16w .. 16w + 15. Within a warp, A and D have mma.m16n8k16's layouts
 * (mma_sync.h): A is exactly its A operand, and D is 8 of its 16 x 8
 * accumulators side by side, d[n][e] at row g + 8 (e / 2), column
 * 8n + 2t + e % 2. So a warp's rows need only its own lanes' A and the
 * shared B: the emulation exchanges A within the warp, as mma_sync.h does.
 *
 * The descriptor (64 bits): bits 0-13 the start address, 16-29 the leading
 * byte offset (LBO), 32-45 the stride byte offset (SBO), each in units of
 * 16 bytes; bits 49-51 the base offset (emulated as 0 only); bits 62-63 the
 * swizzle mode, of which only 1 (128 bytes), the one the kernel uses, is
 * emulated (none, 64 and 32 bytes abort). The unit is an atom of 8 rows of
 * 128 bytes (1024 contiguous bytes), a row 64 consecutive bf16 along K
 * (imm-trans-b = 0, B "K-major": of one n, so a k step of 16 moves the
 * start 32 bytes) or along N (imm-trans-b = 1, "MN-major": of one k); SBO is the distance between atoms adjacent in N (K-major) or
 * in K (MN-major), LBO between atoms adjacent in N for MN-major (unused
 * at N = 64) and unused for K-major. The address so computed is then
 * swizzled as a whole: its bits 4-6 (the 16-byte chunk within a 128-byte
 * row) XOR its bits 7-9 (the row within a 1024-byte period), which is why
 * such tiles start on 1024-byte boundaries (a base offset of 0).
 * The start address here is the offset into emu_dyn_smem (tc_smem_addr).
 *
 * The asynchrony is emulated strictly, so that the ordering mistakes a
 * device forgives only sometimes fail here every time: a product is
 * computed when issued but lands in its accumulators only at the
 * wait_group that covers its group, so reading them earlier reads stale
 * values; an accumulator or A register written by the thread between
 * issue and wait, or the shared memory under an in-flight product changed,
 * aborts; a wait_group with products not yet committed aborts; a block
 * that ends with products in flight aborts.
 * The fences are checked too. wgmma.fence must come between a thread's
 * ordinary access to registers and a product that uses them as A or as
 * accumulators (except accumulators chained from a product still in
 * flight). The emulation keeps, for each set of registers a product has
 * used, what they held then and at each fence since: a product whose
 * registers changed after the last fence aborts, as does one whose A
 * registers changed since their last product with no fence since, or
 * whose accumulators landed at a wait with no fence since (a register
 * read is invisible here, so every landed accumulator counts as read),
 * or that runs before any fence in its block. The threads of a warpgroup
 * must issue the same products (emu_wg_uniform). Shared memory a product
 * reads must have been published to the async proxy (fence.proxy.async by
 * every thread, then a barrier: emu.h's image), or it aborts.
 */
#ifndef MTK_EMU_WGMMA_H
#define MTK_EMU_WGMMA_H
#include "mma_sync.h"

struct emu_wg_op {
	float *d;            /* the thread's 32 accumulators */
	int group;           /* the commit group it belongs to */
	float regs[32];      /* the registers when it was issued (or its predecessor landed) */
	float before[32];    /* what it adds to: regs, or an in-flight predecessor's result */
	float after[32];
	float a[16][16];     /* the warp's rows of A, to recompute at the wait */
	const uint32_t *ar;  /* A's registers (rs), unchanged until the wait */
	uint32_t av[4];
	uint64_t desc;
	int tnsp, acc;
};
/* per thread of the block (emu.h: emu_tid) */
inline std::vector<emu_wg_op> emu_wg_ops_[1024];
inline int emu_wg_group_[1024];   /* the group being filled */
#define emu_wg_ops (emu_wg_ops_[emu_tid])
#define emu_wg_group (emu_wg_group_[emu_tid])

/* the registers products have used, for the wgmma.fence rule: where,
 * what they held when a product last used them or landed in them (tick:
 * emu_wg_tick then, which counts a thread's issues, landings and fences in
 * its block), and what they held at the last fence after that */
struct emu_wg_reg {
	const void *p;
	size_t n;
	uint64_t tick, fenced;
	unsigned char v[128], f[128];
};
inline std::vector<emu_wg_reg> emu_wg_regs_[1024];
inline uint64_t emu_wg_tick_[1024], emu_wg_fenced_[1024];   /* fenced: the tick of the last wgmma.fence, 0 none */
#define emu_wg_regs (emu_wg_regs_[emu_tid])
#define emu_wg_tick (emu_wg_tick_[emu_tid])
#define emu_wg_fenced (emu_wg_fenced_[emu_tid])

static inline emu_wg_reg *emu_wg_reg_find(const void *p)
{
	for (auto &r : emu_wg_regs)
		if (r.p == p)
			return &r;
	return NULL;
}

/* may a product use the n bytes of registers at p now? acc: as
 * accumulators not chained from one in flight, which the emulation takes
 * as read by the thread since they landed (it cannot see reads) */
static inline void emu_wg_reg_check(const void *p, size_t n, int acc)
{
	const char *what = acc ? "accumulators" : "A registers", *why = NULL;
	emu_wg_reg *r = emu_wg_reg_find(p);
	if (!r) {
		if (!emu_wg_fenced)
			why = "used for the first time";
	} else if (r->fenced > r->tick) {
		if (memcmp(r->f, p, n))
			why = "written since the last fence";
	} else if (acc) {
		why = "used since their last product";
	} else if (memcmp(r->v, p, n)) {
		why = "written since their last product";
	}
	if (why) {
		fprintf(stderr, "emu: wgmma's %s %s, with no wgmma.fence between\n", what, why);
		abort();
	}
}

static inline void emu_wg_reg_note(const void *p, size_t n)
{
	emu_wg_reg *r = emu_wg_reg_find(p);
	if (!r) {
		emu_wg_regs.push_back(emu_wg_reg{p, n, 0, 0, {0}, {0}});
		r = &emu_wg_regs.back();
	}
	r->tick = ++emu_wg_tick;
	memcpy(r->v, p, n);
}

static inline void emu_wg_fence()
{
	emu_wg_fenced = ++emu_wg_tick;
	for (auto &r : emu_wg_regs) {
		r.fenced = emu_wg_fenced;
		memcpy(r.f, r.p, r.n);
	}
}

static inline void emu_wg_block_end();
inline const bool emu_wg_hooked = (emu_block_end_hook = emu_wg_block_end, true);

/* byte offset into shared memory of B[k][n] under desc */
static inline size_t emu_wg_boff(uint64_t desc, int tnsp, int k, int n)
{
	if ((desc >> 62) != 1 || (desc >> 49 & 7)) {
		fprintf(stderr, "emu: wgmma: no swizzle, a 64- or 32-byte swizzle or a base offset: not emulated\n");
		abort();
	}
	size_t start = (desc & 0x3fff) << 4, lbo = (desc >> 16 & 0x3fff) << 4, sbo = (desc >> 32 & 0x3fff) << 4;
	/* the 128-byte swizzle's atoms */
	size_t off = tnsp ? (size_t)(k / 8) * sbo + (size_t)(k % 8) * 128 + (size_t)(n / 64) * lbo + (size_t)(n % 64) * 2
	                  : (size_t)(n / 8) * sbo + (size_t)(n % 8) * 128 + (size_t)k * 2;
	size_t a = start + off;
	a ^= (a >> 7 & 7) << 4;
	if (a + 2 > EMU_DYN_SMEM) {
		fprintf(stderr, "emu: wgmma: B[%d][%d] at byte %zu, past shared memory\n", k, n, a);
		abort();
	}
	return a;
}

/* the 2 bytes at off, which a product reads: published to the async proxy? */
static inline void emu_wg_published(size_t off, const char *what)
{
	if (memcmp(emu_dyn_smem + off, emu_proxy_img + off, 2)) {
		fprintf(stderr,
		        "emu: wgmma reads %s at shared byte %zu, written since the last fence.proxy.async "
		        "(by every thread) and barrier\n",
		        what, off);
		abort();
	}
}

/* this lane's 32 results of base + A B, B read from shared memory now
 * (and checked as published when issued) */
static inline void emu_wg_product(float (&out)[32], const float (&base)[32], const float (&a)[16][16], uint64_t desc,
                                  int tnsp, int acc, int issued)
{
	unsigned lane = emu_linear() % 32, g = lane / 4, t = lane % 4;
	for (int n = 0; n < 8; n++)
		for (int e = 0; e < 4; e++) {
			int row = (int)g + 8 * (e / 2), col = 8 * n + 2 * (int)t + e % 2;
			float s = acc ? base[4 * n + e] : 0.0f;
			for (int k = 0; k < 16; k++) {
				__nv_bfloat16 b;
				size_t off = emu_wg_boff(desc, tnsp, k, col);
				if (issued)
					emu_wg_published(off, "B");
				memcpy(&b.x, emu_dyn_smem + off, 2);
				s += a[row][k] * __bfloat162float(b);
			}
			out[4 * n + e] = s;
		}
}

static inline void emu_wg_check_block()
{
	if (blockDim.x * blockDim.y * blockDim.z % 128) {
		fprintf(stderr, "emu: wgmma in a block of %u threads, not whole warpgroups\n",
		        blockDim.x * blockDim.y * blockDim.z);
		abort();
	}
}

static inline void emu_wg_issue(emu_wg_op &op, float *d, uint64_t desc, int tnsp, int acc);

/* wgmma.mma_async m64n64k16, A from registers: d (row-major [8][4] as
 * above) += A B, or = A B when !acc (scale-d false) */
static inline void emu_wgmma_m64n64k16(float *d, const uint32_t (&a)[4], uint64_t desc, int tnsp, int acc)
{
	unsigned th = emu_linear(), lane = th % 32, k = emu_shfl_n++ & 1;
	emu_wg_check_block();
	emu_warp *w = &emu_blk.warps[th / 32];
	for (int i = 0; i < 4; i++)
		w->mma_a[k][lane][i] = a[i];
	w->bar.arrive_and_wait();
	emu_wg_op op;
	op.ar = a;
	memcpy(op.av, a, sizeof op.av);
	emu_wg_reg_check(a, sizeof op.av, 0);
	emu_wg_reg_note(a, sizeof op.av);
	for (int r = 0; r < 16; r++)   /* A[r][c]: mma_sync.h's layout */
		for (int c = 0; c < 16; c++)
			op.a[r][c] = emu_bf16_half(w->mma_a[k][(r % 8) * 4 + (c % 8) / 2][(r >= 8) + 2 * (c >= 8)], c % 2);
	emu_wg_issue(op, d, desc, tnsp, acc);
}

/*
 * wgmma is .sync.aligned over the warpgroup: its threads issue the same
 * products in the same order, with the same descriptors, transposes and
 * scale-d (the device reads one descriptor for all of them; here each warp
 * would read its own and hide the difference). Each thread's n-th product
 * in the block is held to the first thread's n-th.
 */
struct emu_wg_same {
	uint64_t desc;
	int tnsp, acc;
	unsigned who;
};
struct emu_wg_log {
	uint64_t block;   /* whose log: launch << 32 | block */
	std::vector<emu_wg_same> v;
};
inline emu_wg_log emu_wg_logs[1024 / 128];
inline size_t emu_wg_n_[1024];   /* the thread's products in its block */
#define emu_wg_n (emu_wg_n_[emu_tid])

static inline void emu_wg_uniform(const emu_wg_op &op)
{
	unsigned th = emu_linear();
	uint64_t blk = (uint64_t)emu_launch_no << 32 | (blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z));
	emu_wg_same e = {op.desc, op.tnsp, op.acc, th};
	emu_wg_log &l = emu_wg_logs[th / 128];
	if (l.block != blk) {
		l.block = blk;
		l.v.clear();
	}
	size_t n = emu_wg_n++;
	if (n == l.v.size()) {
		l.v.push_back(e);
		return;
	}
	const emu_wg_same &f = l.v[n];
	if (f.desc != e.desc || f.tnsp != e.tnsp || f.acc != e.acc) {
		fprintf(stderr,
		        "emu: wgmma %zu of the block differs between threads %u and %u of a warpgroup "
		        "(descriptor %#llx / %#llx, scale-d %d / %d): it must be uniform\n",
		        n, f.who, th, (unsigned long long)f.desc, (unsigned long long)e.desc, f.acc, e.acc);
		abort();
	}
}

static inline void emu_wg_issue(emu_wg_op &op, float *d, uint64_t desc, int tnsp, int acc)
{
	op.d = d;
	op.group = emu_wg_group;
	op.desc = desc;
	op.tnsp = tnsp;
	op.acc = acc;
	emu_wg_uniform(op);
	memcpy(op.regs, d, sizeof op.regs);
	/* the accumulators it starts from: the last in-flight product's into
	 * the same registers (ordered after it without a fence), else the
	 * registers, which the thread may have accessed since they were last
	 * a product's (or ever) */
	const float *from = d;
	for (auto it = emu_wg_ops.rbegin(); it != emu_wg_ops.rend(); ++it)
		if (it->d == d) {
			from = it->after;
			break;
		}
	if (from == d)
		emu_wg_reg_check(d, sizeof op.regs, 1);
	emu_wg_reg_note(d, sizeof op.regs);
	memcpy(op.before, from, sizeof op.before);
	emu_wg_product(op.after, op.before, op.a, desc, tnsp, acc, 1);
	emu_wg_ops.push_back(op);
}

static inline void emu_wg_commit() { emu_wg_group++; }

/* wgmma.wait_group n: the products of all but the newest n committed
 * groups land, in issue order */
static inline void emu_wg_wait(int n)
{
	std::vector<emu_wg_op> keep;
	for (size_t i = 0; i < emu_wg_ops.size(); i++) {
		emu_wg_op &op = emu_wg_ops[i];
		if (op.group >= emu_wg_group) {
			fprintf(stderr, "emu: wgmma.wait_group with a product issued but not committed\n");
			abort();
		}
		if (op.group >= emu_wg_group - n) {
			keep.push_back(op);
			continue;
		}
		if (memcmp(op.d, op.regs, sizeof op.regs)) {
			fprintf(stderr, "emu: accumulators written while their wgmma was in flight\n");
			abort();
		}
		if (memcmp(op.ar, op.av, sizeof op.av)) {
			fprintf(stderr, "emu: A registers written while their wgmma was in flight\n");
			abort();
		}
		float again[32];
		emu_wg_product(again, op.before, op.a, op.desc, op.tnsp, op.acc, 0);
		if (memcmp(again, op.after, sizeof again)) {
			fprintf(stderr, "emu: shared memory under an in-flight wgmma changed before its wait\n");
			abort();
		}
		memcpy(op.d, op.after, sizeof op.after);
		emu_wg_reg_note(op.d, sizeof op.after);
		for (size_t j = i + 1; j < emu_wg_ops.size(); j++)   /* what the registers now hold */
			if (emu_wg_ops[j].d == op.d)
				memcpy(emu_wg_ops[j].regs, op.after, sizeof op.after);
	}
	emu_wg_ops.swap(keep);
}

static inline void emu_wg_block_end()
{
	if (!emu_wg_ops.empty()) {
		fprintf(stderr, "emu: a block ended with %zu wgmma products not waited for\n", emu_wg_ops.size());
		abort();
	}
	emu_wg_regs.clear();
	emu_wg_tick = emu_wg_fenced = 0;
	emu_wg_n = 0;
	emu_wg_group = 0;
}

#endif
