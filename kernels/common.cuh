/*
 * kernels/common: what every kernel file of the CUDA backend shares: the
 * backend's private state, error checks, launch geometry and block
 * reductions.
 *
 * Error policy. The ops of nn/ops.h return nothing, and an error inside a
 * kernel or a cuBLAS call leaves the CUDA context unusable (errors are
 * sticky), so there is nothing a caller could do with a return code: a
 * failed launch or call prints "mtk: cuda: file:line: call: message" on
 * stderr and aborts. The only recoverable failures are in nn_cuda_new (no
 * device: NULL and a message) and alloc (out of memory: NULL and a message).
 * MTK_CUDA_SYNC=1 synchronises after every launch, so that an asynchronous
 * fault is reported at the launch that caused it (slow; for debugging).
 *
 * Streams. Everything runs on the legacy default stream, in issue order, so
 * a later op always sees what an earlier one wrote, and to_host (a blocking
 * cudaMemcpy) is the synchronisation point the host code relies on. The
 * per-backend scratch buffer is therefore safe to reuse from op to op.
 *
 * Storage types. Every kernel that touches activations is a template on the
 * storage type T (float or __nv_bfloat16, from be->act_dtype; act_dispatch
 * below picks the instantiation) and does its arithmetic in float: ld()
 * widens on load, st<T>() rounds to nearest even on store. Only the explicit
 * conversions of <cuda_bf16.h> are used (no bf16 operators), which is all the
 * emulator's shim (kernels/emu/cuda_bf16.h) offers.
 */
#ifndef MTK_KERNELS_COMMON_CUH
#define MTK_KERNELS_COMMON_CUH

#include <cublas_v2.h>
#include <cublasLt.h>   /* under MTK_EMU, kernels/emu's */
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum cuda_math { MATH_FP32 = 0, MATH_TF32 = 1, MATH_BF16 = 2 };

struct cuda_alloc_rec {
	void *p;
	size_t bytes;
};

struct lt_plan;   /* kernels/matmul.cuh */
struct lt_pick;

struct cuda_impl {
	int device;
	char name[96];              /* the device's, for describe */
	int sms;                    /* multiprocessors, for grid sizes */
	int math;                   /* enum cuda_math, from MTK_CUDA_MATH */
	int sync;                   /* MTK_CUDA_SYNC=1: synchronise after launches */
	int attn_tc;                /* attention on tensor cores (MTK_CUDA_ATTN, attention_tc.cuh) */
	int attn_bwd;               /* its backward's way (MTK_CUDA_ATTN_BWD): TC_BWD_* */
	int attn_fwd;               /* its forward's kernel (MTK_CUDA_ATTN_FWD, the device): TC_FWD_* */
	int lt_bwd;                 /* the backward's cuBLASLt epilogues (MTK_CUDA_LT_BWD=1) */
	int lt_tune;                /* every product by cuBLASLt, algorithms timed (MTK_CUDA_LT_TUNE=1) */
	int lt_tune_say;            /* MTK_CUDA_LT_TUNE set explicitly: a line per tuned plan */
	cublasHandle_t blas;
	/* MTK_CUDA_DW_STREAM (on unless 0): matmul_bwd's dw product on a second stream
	 * (side_*, below and kernels/matmul.cuh) */
	int dw_stream;
	cudaStream_t side;
	cublasHandle_t blas_side;   /* bound to side, with its own workspace */
	void *side_ws;
	cudaEvent_t ev_main, ev_side;
	int side_pending;           /* a dw product not yet waited for */
	const char *side_rd[3];     /* the buffers it reads (dout, inp) and writes (dw) */
	size_t side_rn[3];
	cublasLtHandle_t lt;        /* non-NULL when MTK_CUDA_LT is on (matmul.cuh) */
	struct lt_plan *lt_plans;   /* cuBLASLt plan cache (matmul.cuh), freed by destroy */
	unsigned lt_next;           /* the cache slot to recycle next */
	unsigned lt_notes;          /* cuBLASLt notes already printed */
	struct lt_pick *lt_picks;   /* the tuned picks (matmul.cuh), freed by destroy */
	size_t lt_npicks, lt_cap_picks;
	char *lt_tune_file;         /* nn_cuda_opts.picks, or NULL */
	int lt_picks_state;         /* LT_PICKS_* (matmul.cuh) */
	void *blas_ws;              /* cuBLAS workspace */
	size_t blas_ws_bytes;
	void *scratch;              /* per-op temporaries (partial sums, D of attention) */
	size_t scratch_bytes;
	int32_t *emb_host;          /* embed_bwd's host side: ids, then the rows by id (elementwise.cuh) */
	size_t emb_cap;             /* int32s in emb_host */
	int32_t *emb_pin;           /* pinned: the ids embed_fwd copies, then embed_bwd's plan */
	size_t emb_pin_cap;         /* int32s in emb_pin */
	const int32_t *emb_tok;     /* the device ids emb_pin holds (NULL: none), emb_n of them */
	int emb_n;
	cudaEvent_t emb_ev, emb_plan_ev;   /* the ids' copy landed; the plan's upload done */
	double *sumsq_part;         /* [SUMSQ_BLOCKS + 1] */
	cudaEvent_t *marks;         /* nn/prof's timeline marks (ops_cuda.cu: cuda_marks) */
	int nmarks;
	struct cuda_alloc_rec *recs; /* live allocations, for bytes_in_use */
	size_t nrecs, caprecs;
	double peak;                /* bf16 dense tensor FLOP/s */
	double peak_bytes;          /* memory bytes/s (0: not reported) */
};

static void cuda_fail(const char *what, const char *msg, const char *file, int line)
{
	fprintf(stderr, "mtk: cuda: %s:%d: %s: %s\n", file, line, what, msg);
	abort();
}

static inline void cuda_check_(cudaError_t e, const char *what, const char *file, int line)
{
	if (e != cudaSuccess)
		cuda_fail(what, cudaGetErrorString(e), file, line);
}

static const char *cublas_msg(cublasStatus_t s)
{
	switch (s) {
	case CUBLAS_STATUS_NOT_INITIALIZED: return "cuBLAS not initialised";
	case CUBLAS_STATUS_ALLOC_FAILED: return "cuBLAS allocation failed";
	case CUBLAS_STATUS_INVALID_VALUE: return "cuBLAS invalid value";
	case CUBLAS_STATUS_ARCH_MISMATCH: return "cuBLAS architecture mismatch";
	case CUBLAS_STATUS_MAPPING_ERROR: return "cuBLAS mapping error";
	case CUBLAS_STATUS_EXECUTION_FAILED: return "cuBLAS execution failed";
	case CUBLAS_STATUS_INTERNAL_ERROR: return "cuBLAS internal error";
	case CUBLAS_STATUS_NOT_SUPPORTED: return "cuBLAS not supported";
	default: return "cuBLAS error";
	}
}

static inline void cublas_check_(cublasStatus_t s, const char *what, const char *file, int line)
{
	if (s != CUBLAS_STATUS_SUCCESS)
		cuda_fail(what, cublas_msg(s), file, line);
}

#define CUDA_CHECK(x) cuda_check_((x), #x, __FILE__, __LINE__)
#define CUBLAS_CHECK(x) cublas_check_((x), #x, __FILE__, __LINE__)

/* After every <<<...>>>: the launch itself (bad configuration), and with
 * MTK_CUDA_SYNC=1 the kernel's execution. */
static inline void launch_check_(const struct cuda_impl *ci, const char *what, const char *file, int line)
{
	cuda_check_(cudaGetLastError(), what, file, line);
	if (ci->sync)
		cuda_check_(cudaDeviceSynchronize(), what, file, line);
}
#define LAUNCH_CHECK(ci, name) launch_check_((ci), name, __FILE__, __LINE__)

static inline struct cuda_impl *impl_of(struct nn_be *be) { return (struct cuda_impl *)be->impl; }

/*
 * The dw stream (MTK_CUDA_DW_STREAM, on unless 0). matmul_bwd's weight gradient
 * dw += dout^T inp is off the backward's critical path: nothing before the
 * optimizer reads dw. So it may run on a second stream, beside the
 * memory-bound LayerNorm, GELU and attention-prologue kernels that follow
 * on the main one, whose SMs the dW GEMM (few output tiles: 768 x 768 for
 * attproj) leaves idle. Correctness is a matter of when the main stream
 * waits for it (side_join: cudaStreamWaitEvent on the event recorded
 * after it):
 *   - every op joins first (ops_cuda.cu's table wraps them), except those
 *     the backward runs between two matmul_bwd calls: layernorm_fwd and
 *     _bwd, gelu_fwd, attention_bwd;
 *   - those four join only when they would write memory the pending
 *     product reads or writes (side_guard over their outputs: its dout,
 *     inp and dw are recorded; none of the four reads a weight gradient),
 *     so the model needs no contract beyond the ops
 *     table's (and the emulator, which runs side work only when it is
 *     waited for, checks exactly that).
 * One product is pending at most (matmul_bwd joins before queueing the
 * next); the side handle has its own workspace (and the tuned cuBLASLt
 * products there, the plans and picks a single stream would use:
 * matmul.cuh's side_dw); results are bit-identical to the single-stream
 * run's where that runs the same GEMMs: untuned (MTK_CUDA_LT_TUNE=0), or
 * tuned without the backward's epilogues (MTK_CUDA_LT_BWD=0; with them
 * one stream sums a dbias in its dw product's BGRADB epilogue, a plan and
 * pick of its own, where the side stream runs the plain dw plan and the
 * column-sum kernel).
 * Measured on an H100 (d12, B = 64, tuned products): 492.2K -> 495.9K
 * tok/s with the wgmma forward, which alone was neutral.
 */
static void side_join(struct cuda_impl *ci)
{
	if (ci->side_pending) {
		CUDA_CHECK(cudaStreamWaitEvent(0, ci->ev_side, 0));
		ci->side_pending = 0;
	}
}

/* join when [p, p + n), about to be written, overlaps what the pending
 * product reads or writes */
static void side_guard(struct cuda_impl *ci, const void *p, size_t n)
{
	const char *a = (const char *)p;
	for (int i = 0; ci->side_pending && p && i < 3; i++)
		if (ci->side_rd[i] && a < ci->side_rd[i] + ci->side_rn[i] && ci->side_rd[i] < a + n)
			side_join(ci);
}

/* ---- storage types ---- */

typedef __nv_bfloat16 bf16;

__device__ __forceinline__ float ld(float x) { return x; }
__device__ __forceinline__ float ld(bf16 x) { return __bfloat162float(x); }

template <typename T> __device__ __forceinline__ T st(float x);
template <> __device__ __forceinline__ float st<float>(float x) { return x; }
template <> __device__ __forceinline__ bf16 st<bf16>(float x) { return __float2bfloat16(x); }

/* fn<T>(args...) with T the backend's activation type (fn takes the
 * activation buffers as void * and casts them to T *). */
#define ACT_DISPATCH(be, fn, ...)                                  \
	do {                                                       \
		if ((be)->act_dtype == NN_BF16)                    \
			fn<bf16>(__VA_ARGS__);                     \
		else                                               \
			fn<float>(__VA_ARGS__);                    \
	} while (0)

/* Scratch of at least `bytes`, grown on demand and kept. Growing waits for
 * the device first: an earlier kernel may still read the old block. */
static void *cuda_scratch(struct cuda_impl *ci, size_t bytes)
{
	if (ci->scratch_bytes < bytes) {
		CUDA_CHECK(cudaDeviceSynchronize());
		if (ci->scratch)
			CUDA_CHECK(cudaFree(ci->scratch));
		ci->scratch = NULL;
		size_t n = bytes < (1u << 20) ? (1u << 20) : bytes;
		CUDA_CHECK(cudaMalloc(&ci->scratch, n));
		ci->scratch_bytes = n;
	}
	return ci->scratch;
}

/* Blocks for a grid-stride loop over n items: enough to fill the device
 * (a few waves), never more than the items need. */
static inline unsigned grid_for(const struct cuda_impl *ci, size_t n, int threads)
{
	size_t need = (n + threads - 1) / threads;
	size_t cap = (size_t)ci->sms * 32;
	if (need > cap)
		need = cap;
	return need ? (unsigned)need : 1u;
}

/* 2^x by the MUFU alone: ex2.approx.ftz. exp2f, without fast math, is
 * ex2.approx plus a fix-up that keeps subnormal results (values below
 * 2^-126, which no sum here can tell from 0): 4 SASS instructions instead
 * of 1 (sm_90a, counted from the cubin). Same accuracy otherwise (2 ulp).
 * 2^-inf = 0. The emulator uses exp2f. */
__device__ __forceinline__ float exp2_fast(float x)
{
#ifdef MTK_EMU
	return exp2f(x);
#else
	float y;
	asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
	return y;
#endif
}

/* ---- shared memory: dynamic, and filled by asynchronous copies ---- */

/* the launch's dynamic shared memory (its third argument), 128-byte aligned */
#ifdef MTK_EMU
#define DYN_SHARED(p) unsigned char *p = emu_dyn_smem
#else
#define DYN_SHARED(p) extern __shared__ __align__(128) unsigned char p[]
#endif

/* above 48 KB a kernel must opt in, once per instantiation */
template <typename K>
static void smem_optin(K *kernel, size_t bytes, bool *done)
{
	if (!*done)
		CUDA_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)bytes));
	*done = true;
}

/* the device's opt-in shared memory per block: 227 KB on sm_90, 163 KB on
 * sm_80, but 99 KB on sm_86/89 (which run the sm_80 cubin), less than the
 * backward needs at HS = 128 */
static size_t smem_limit(const struct cuda_impl *ci)
{
	static int lim = -1;
	if (lim < 0 && cudaDeviceGetAttribute(&lim, cudaDevAttrMaxSharedMemoryPerBlockOptin, ci->device) != cudaSuccess) {
		(void)cudaGetLastError();
		lim = 0;
	}
	return (size_t)lim;
}

/* 16 bytes from global src to shared dst (both 16-byte aligned) by
 * cp.async, or 16 zero bytes when !in */
__device__ __forceinline__ void cp_async16(void *dst, const void *src, bool in)
{
#ifdef MTK_EMU
	emu_cp_async16(dst, src, in ? 16 : 0);
#else
	unsigned sa = (unsigned)__cvta_generic_to_shared(dst);
	asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(sa), "l"(src), "r"(in ? 16 : 0));
#endif
}

/* close a group of cp.async copies; wait until at most N groups are in
 * flight. A thread's own copies are then visible to it; a barrier after
 * the wait publishes them to the block. */
__device__ __forceinline__ void cp_async_commit()
{
#ifdef MTK_EMU
	emu_cp_commit();
#else
	asm volatile("cp.async.commit_group;\n" ::);
#endif
}
template <int N>
__device__ __forceinline__ void cp_async_wait()
{
#ifdef MTK_EMU
	emu_cp_wait(N);
#else
	asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
#endif
}

/* ---- reductions ---- */

template <typename F>
__device__ __forceinline__ F warp_sum(F v)
{
	for (int o = 16; o > 0; o >>= 1)
		v += __shfl_xor_sync(0xffffffffu, v, o);
	return v;
}

__device__ __forceinline__ float warp_max(float v)
{
	for (int o = 16; o > 0; o >>= 1)
		v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
	return v;
}

/* Sum over the block (blockDim.x a multiple of 32, at most 1024); every
 * thread gets the result. sh holds 32 values; the leading barrier makes it
 * safe to call twice in a row with the same sh. Fixed order: deterministic. */
template <typename F>
__device__ F block_sum(F v, F *sh)
{
	int lane = threadIdx.x & 31, w = threadIdx.x >> 5, nw = blockDim.x >> 5;
	v = warp_sum(v);
	__syncthreads();
	if (lane == 0)
		sh[w] = v;
	__syncthreads();
	v = lane < nw ? sh[lane] : (F)0;
	return warp_sum(v);
}

__device__ inline float block_max(float v, float *sh)
{
	int lane = threadIdx.x & 31, w = threadIdx.x >> 5, nw = blockDim.x >> 5;
	v = warp_max(v);
	__syncthreads();
	if (lane == 0)
		sh[w] = v;
	__syncthreads();
	v = lane < nw ? sh[lane] : -INFINITY;
	return warp_max(v);
}

#endif
