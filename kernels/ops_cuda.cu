/*
 * kernels/ops_cuda: the CUDA backend of nn/ops.h: the table, memory, device
 * set-up, and the kernels of the layer families included below (one .cuh
 * per family, each opening with its design and numeric contract). It is one
 * translation unit so that the kernels stay static and nvcc runs once.
 *
 * Storage: activations in bf16 (MTK_CUDA_ACT=bf16, the default) or fp32
 * (MTK_CUDA_ACT=fp32), be->act_dtype; parameters, gradients, optimizer state
 * and per-row statistics always fp32; accumulation fp32 (double in sumsq).
 * Every kernel is instantiated for both storage types (kernels/common.cuh:
 * ACT_DISPATCH). Matmuls go through cuBLAS: with bf16 storage bf16 operands
 * and CUBLAS_COMPUTE_32F; with fp32 storage the multiply precision is
 * MTK_CUDA_MATH=fp32|tf32|bf16 (default tf32; fp32 to compare with the CPU
 * at 1e-4, which `make test-gpu` does). MTK_CUDA_LT=0|1 turns off/on the
 * cuBLASLt epilogues that fuse the matmul forward's bias and GELU (both
 * storage types; default MTK_CUDA_LT_DEFAULT, kernels/matmul.cuh).
 * MTK_CUDA_SYNC=1 synchronises after
 * every kernel so that a fault names its launch. The error policy is in
 * kernels/common.cuh: device faults abort, nn_cuda_new and alloc fail
 * softly with a message.
 *
 * nn_cuda_new returns NULL (message set) when no device is usable, which is
 * what makes the CUDA tests skip on machines without a GPU.
 */
extern "C" {
#include "err.h"
#include "nn/ops.h"
}
#include "kernels/nn_cuda.h"

#include <math.h>
#include <string.h>

#include "kernels/common.cuh"
#include "kernels/elementwise.cuh"
#include "kernels/layernorm.cuh"
#include "kernels/matmul.cuh"
#include "kernels/attention_tc.cuh"
#include "kernels/attention.cuh"
#include "kernels/crossentropy.cuh"
#include "kernels/adamw.cuh"
#include "kernels/nccl.cuh"

/* ---- memory ---- */

static void *cuda_alloc(struct nn_be *be, size_t bytes)
{
	struct cuda_impl *ci = impl_of(be);
	void *p = NULL;
	cudaError_t e = cudaMalloc(&p, bytes ? bytes : 1);
	if (e != cudaSuccess) {
		(void)cudaGetLastError();   /* out of memory is not sticky: clear it */
		mtk_seterr("cuda: out of device memory allocating %zu bytes (%zu in use): %s", bytes,
		           be->bytes_in_use, cudaGetErrorString(e));
		return NULL;
	}
	CUDA_CHECK(cudaMemsetAsync(p, 0, bytes, 0));
	if (ci->nrecs == ci->caprecs) {
		size_t cap = ci->caprecs ? 2 * ci->caprecs : 64;
		struct cuda_alloc_rec *r = (struct cuda_alloc_rec *)realloc(ci->recs, cap * sizeof *r);
		if (!r) {
			CUDA_CHECK(cudaFree(p));
			mtk_seterr("out of host memory");
			return NULL;
		}
		ci->recs = r;
		ci->caprecs = cap;
	}
	ci->recs[ci->nrecs].p = p;
	ci->recs[ci->nrecs].bytes = bytes;
	ci->nrecs++;
	be->bytes_in_use += bytes;
	if (be->bytes_in_use > be->bytes_peak)
		be->bytes_peak = be->bytes_in_use;
	return p;
}

static void cuda_free(struct nn_be *be, void *p)
{
	struct cuda_impl *ci = impl_of(be);
	if (!p)
		return;
	for (size_t i = ci->nrecs; i-- > 0;)
		if (ci->recs[i].p == p) {
			emb_forget(ci, p, ci->recs[i].bytes);
			be->bytes_in_use -= ci->recs[i].bytes;
			ci->recs[i] = ci->recs[--ci->nrecs];
			break;
		}
	CUDA_CHECK(cudaFree(p));
}

static void cuda_zero(struct nn_be *be, void *p, size_t bytes)
{
	emb_forget(impl_of(be), p, bytes);
	if (bytes)
		CUDA_CHECK(cudaMemsetAsync(p, 0, bytes, 0));
}

/* to_dev and to_host are blocking copies: the host may reuse or read its
 * buffer as soon as they return */
static void cuda_to_dev(struct nn_be *be, void *dst, const void *src, size_t bytes)
{
	emb_forget(impl_of(be), dst, bytes);
	if (bytes)
		CUDA_CHECK(cudaMemcpy(dst, src, bytes, cudaMemcpyHostToDevice));
}

static void cuda_to_host(struct nn_be *be, void *dst, const void *src, size_t bytes)
{
	if (bytes)
		CUDA_CHECK(cudaMemcpy(dst, src, bytes, cudaMemcpyDeviceToHost));
}

static void cuda_copy(struct nn_be *be, void *dst, const void *src, size_t bytes)
{
	emb_forget(impl_of(be), dst, bytes);
	if (bytes && dst != src)
		CUDA_CHECK(cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, 0));
}

/* ---- device ---- */

/* the index in words (NULL-terminated) of opt, the caller's word (named
 * optname in messages), or when opt is NULL of environment variable name's
 * value; def when neither is set; -1, with the error set, for any other
 * value */
static int opt_word(const char *opt, const char *optname, const char *name, const char *const *words, int def)
{
	const char *v = opt ? opt : getenv(name);
	if (!v || !*v)
		return def;
	if (opt)
		name = optname;
	char want[64] = "";
	for (int i = 0; words[i]; i++) {
		if (!strcmp(v, words[i]))
			return i;
		snprintf(want + strlen(want), sizeof want - strlen(want), "%s%s", i ? " or " : "", words[i]);
	}
	mtk_seterr("%s%s%s: want %s", name, opt ? " " : "=", v, want);
	return -1;
}

static int env_word(const char *name, const char *const *words, int def)
{
	return opt_word(NULL, NULL, name, words, def);
}

/* Dense bf16 tensor-core FLOP/s: the datasheet figure for the parts we know
 * (H100 SXM 989e12, the figure MFU is quoted against), otherwise
 * SMs x clock x dense bf16 FLOPs per SM per clock of the architecture. */
static double device_peak(const cudaDeviceProp *p, int device)
{
	if (strstr(p->name, "H100") || strstr(p->name, "H200") || strstr(p->name, "GH200"))
		return strstr(p->name, "PCIe") ? 756e12 : 988.9e12;
	if (strstr(p->name, "A100"))
		return 312e12;
	int khz = 0;
	if (cudaDeviceGetAttribute(&khz, cudaDevAttrClockRate, device) != cudaSuccess || khz <= 0)
		khz = 1500000;
	int cc = p->major * 10 + p->minor;
	double per_clk = cc >= 100 ? 8192 : cc >= 90 ? 4096 : cc == 80 ? 2048 : cc >= 70 ? 1024 : 256;
	return (double)p->multiProcessorCount * khz * 1e3 * per_clk;
}

static double cuda_peak_flops(const struct nn_be *be)
{
	return ((const struct cuda_impl *)be->impl)->peak;
}

/* memory bytes/s: two transfers a memory clock (DDR, HBM) on the bus's
 * width (H100 SXM: 2619 MHz, 5120 bits, 3.35 TB/s); 0 when not reported */
static double device_peak_bytes(int device)
{
	int khz = 0, bits = 0;
	if (cudaDeviceGetAttribute(&khz, cudaDevAttrMemoryClockRate, device) != cudaSuccess ||
	    cudaDeviceGetAttribute(&bits, cudaDevAttrGlobalMemoryBusWidth, device) != cudaSuccess) {
		(void)cudaGetLastError();
		return 0;
	}
	return 2.0 * khz * 1e3 * bits / 8;
}

static double cuda_peak_bytes(const struct nn_be *be)
{
	return ((const struct cuda_impl *)be->impl)->peak_bytes;
}

/* the words of MTK_CUDA_ATTN_BWD and _FWD (attention_tc.cuh: TC_BWD_*,
 * TC_FWD_*) in the order of their values; also what describe says */
static const char *const bwd_words[] = {"recompute", "atomic", NULL};
static const char *const fwd_words[] = {"held", "wgmma", NULL};

/* the device and every MTK_CUDA_* choice in effect, for the log's first
 * line (so a benchmark's log says what ran) */
static void cuda_describe(const struct nn_be *be, char *buf, size_t len)
{
	const struct cuda_impl *ci = (const struct cuda_impl *)be->impl;
	static const char *const maths[] = {"fp32", "tf32", "bf16"};
	char tuned[64];
	snprintf(tuned, sizeof tuned, ", every product tuned (%d candidates)", (int)LT_TUNE_CANDIDATES);
	snprintf(buf, len,
	         "cuda %d (%s), %s activations%s%s, attention %s%s%s%s%s%s, cuBLASLt epilogues %s%s%s, "
	         "dw stream %s",
	         ci->device, ci->name, be->act_dtype == NN_BF16 ? "bf16" : "fp32",
	         be->act_dtype == NN_BF16 ? "" : " with math ", be->act_dtype == NN_BF16 ? "" : maths[ci->math],
	         ci->attn_tc ? "tc" : "simt", ci->attn_tc ? " (bwd " : "", ci->attn_tc ? bwd_words[ci->attn_bwd] : "",
	         ci->attn_tc ? ", fwd " : "", ci->attn_tc ? fwd_words[ci->attn_fwd] : "",
	         ci->attn_tc ? (ci->attn_fwd == TC_FWD_WGMMA ? " where bf16 and head size 64, else held)" : ")") : "",
	         ci->lt ? "on" : "off",
	         ci->lt && ci->lt_bwd ? " (backward too)" : "", ci->lt && ci->lt_tune ? tuned : "",
	         ci->dw_stream ? "on" : "off");
}

static void cuda_destroy(struct nn_be *be)
{
	struct cuda_impl *ci = impl_of(be);
	cudaDeviceSynchronize();
	cublasDestroy(ci->blas);
	if (ci->dw_stream) {
		cublasDestroy(ci->blas_side);
		cudaStreamDestroy(ci->side);
		cudaEventDestroy(ci->ev_main);
		cudaEventDestroy(ci->ev_side);
		cudaFree(ci->side_ws);
	}
	lt_plans_free(ci);
	free(ci->lt_picks);
	free(ci->lt_tune_file);
	if (ci->lt)
		cublasLtDestroy(ci->lt);
	cudaFree(ci->blas_ws);
	cudaFree(ci->scratch);
	cudaFree(ci->sumsq_part);
	free(ci->emb_host);
	if (ci->emb_pin)
		cudaFreeHost(ci->emb_pin);
	if (ci->emb_ev) {
		cudaEventDestroy(ci->emb_ev);
		cudaEventDestroy(ci->emb_plan_ev);
	}
	free(ci->recs);
	for (int i = 0; i < ci->nmarks; i++)
		cudaEventDestroy(ci->marks[i]);
	free(ci->marks);
	free(ci);
}

/* nn/prof's marks: events on stream 0, where every op's main work runs
 * (the dw stream's products are waited for there, not timed) */
static int cuda_marks(struct nn_be *be, int n)
{
	struct cuda_impl *ci = impl_of(be);
	if (n <= ci->nmarks)
		return 0;
	cudaEvent_t *m = (cudaEvent_t *)realloc(ci->marks, (size_t)n * sizeof *m);
	if (!m) {
		mtk_seterr("out of host memory for %d timeline marks", n);
		return -1;
	}
	ci->marks = m;
	for (; ci->nmarks < n; ci->nmarks++) {
		cudaError_t e = cudaEventCreate(&m[ci->nmarks]);
		if (e != cudaSuccess) {
			(void)cudaGetLastError();
			mtk_seterr("cudaEventCreate: %s", cudaGetErrorString(e));
			return -1;
		}
	}
	return 0;
}

static void cuda_mark(struct nn_be *be, int i)
{
	CUDA_CHECK(cudaEventRecord(impl_of(be)->marks[i], 0));
}

static void cuda_marks_ms(struct nn_be *be, int n, double *ms)
{
	struct cuda_impl *ci = impl_of(be);
	CUDA_CHECK(cudaEventSynchronize(ci->marks[n - 1]));
	ms[0] = 0;
	for (int i = 1; i < n; i++) {
		float t;
		CUDA_CHECK(cudaEventElapsedTime(&t, ci->marks[0], ci->marks[i]));
		ms[i] = t;
	}
}

/* The table's entries join the dw stream before they run (common.cuh:
 * side_join), but for the four the backward runs between two matmul_bwd
 * calls, which join only when they would overwrite what the pending dw
 * product reads (side_guard over their outputs). */
template <typename F, F f>
struct joined;
template <typename R, typename... A, R (*f)(struct nn_be *, A...)>
struct joined<R (*)(struct nn_be *, A...), f> {
	static R call(struct nn_be *be, A... a)
	{
		side_join(impl_of(be));
		return f(be, a...);
	}
};
#define JOINED(fn) joined<decltype(&fn), &fn>::call

static void guarded_layernorm_fwd(struct nn_be *be, void *out, float *mean, float *rstd, const void *inp,
                                  const float *w, const float *b, int N, int C)
{
	struct cuda_impl *ci = impl_of(be);
	side_guard(ci, out, (size_t)N * C * nn_dtype_size(be->act_dtype));
	side_guard(ci, mean, (size_t)N * sizeof(float));
	side_guard(ci, rstd, (size_t)N * sizeof(float));
	cuda_layernorm_fwd(be, out, mean, rstd, inp, w, b, N, C);
}

static void guarded_layernorm_bwd(struct nn_be *be, void *dinp, float *dw, float *db, float *dsum,
                                  const void *dout, const void *inp, const float *w, const float *mean,
                                  const float *rstd, int N, int C)
{
	struct cuda_impl *ci = impl_of(be);
	side_guard(ci, dinp, (size_t)N * C * nn_dtype_size(be->act_dtype));
	side_guard(ci, dw, (size_t)C * sizeof(float));
	side_guard(ci, db, (size_t)C * sizeof(float));
	side_guard(ci, dsum, (size_t)C * sizeof(float));
	cuda_layernorm_bwd(be, dinp, dw, db, dsum, dout, inp, w, mean, rstd, N, C);
}

static void guarded_gelu_fwd(struct nn_be *be, void *out, const void *inp, size_t n)
{
	side_guard(impl_of(be), out, n * nn_dtype_size(be->act_dtype));
	cuda_gelu_fwd(be, out, inp, n);
}

static void guarded_attention_bwd(struct nn_be *be, void *dqkv, const void *dout, const void *qkv,
                                  const void *out, const float *lse, int B, int T, int NH, int HS,
                                  const struct nn_attn_drop *drop)
{
	side_guard(impl_of(be), dqkv, (size_t)B * T * 3 * NH * HS * nn_dtype_size(be->act_dtype));
	cuda_attention_bwd(be, dqkv, dout, qkv, out, lse, B, T, NH, HS, drop);
}

static struct nn_ops make_ops(void)
{
	struct nn_ops o;
	memset(&o, 0, sizeof o);
	o.name = "cuda";
	o.destroy = cuda_destroy;
	o.peak_flops = cuda_peak_flops;
	o.describe = cuda_describe;
	o.alloc = JOINED(cuda_alloc);
	o.free = JOINED(cuda_free);
	o.zero = JOINED(cuda_zero);
	o.to_dev = JOINED(cuda_to_dev);
	o.to_host = JOINED(cuda_to_host);
	o.copy = JOINED(cuda_copy);
	o.embed_fwd = JOINED(cuda_embed_fwd);
	o.embed_bwd = JOINED(cuda_embed_bwd);
	o.layernorm_fwd = guarded_layernorm_fwd;
	o.layernorm_bwd = guarded_layernorm_bwd;
	o.matmul_fwd = JOINED(cuda_matmul_fwd);
	o.matmul_bwd = JOINED(cuda_matmul_bwd);
	o.attention_fwd = JOINED(cuda_attention_fwd);
	o.attention_bwd = guarded_attention_bwd;
	o.gelu_fwd = guarded_gelu_fwd;
	o.gelu_bwd = JOINED(cuda_gelu_bwd);
	o.residual_fwd = JOINED(cuda_residual_fwd);
	o.residual_layernorm_fwd = JOINED(cuda_residual_layernorm_fwd);
	o.add = JOINED(cuda_add);
	o.scale = JOINED(cuda_scale);
	o.dropout = JOINED(cuda_dropout);
	o.crossentropy = JOINED(cuda_crossentropy);
	o.ce_stats = JOINED(cuda_ce_stats);
	o.ce_finish = JOINED(cuda_ce_finish);
	o.adamw = JOINED(cuda_adamw);
	o.sumsq = JOINED(cuda_sumsq);
	o.marks = cuda_marks;
	o.mark = cuda_mark;
	o.marks_ms = cuda_marks_ms;
	o.peak_bytes = cuda_peak_bytes;
	o.dcoll = CUDA_DCOLL;
	return o;
}

static const struct nn_ops cuda_ops = make_ops();

enum { BLAS_WS_BYTES = 32 << 20 };   /* cuBLAS asks for 32 MiB on Hopper */

extern "C" struct nn_be *nn_cuda_new(const struct nn_cuda_opts *o)
{
	static const struct nn_cuda_opts none = {-1, NULL, NULL, NULL, NULL};
	if (!o)
		o = &none;
	int device = o->device;
	/* the environment first: a wrong word is reported with or without a
	 * device. The word lists in the order of the values they pick */
	static const char *const maths[] = {"fp32", "tf32", "bf16", NULL};   /* enum cuda_math */
	static const char *const acts[] = {"bf16", "fp32", NULL};
	static const char *const offon[] = {"0", "1", NULL};
	static const char *const attns[] = {"simt", "tc", NULL};
	int math = opt_word(o->math, "--matmul", "MTK_CUDA_MATH", maths, MATH_TF32);
	int act = opt_word(o->act, "--act", "MTK_CUDA_ACT", acts, 0);
	int lt = env_word("MTK_CUDA_LT", offon, MTK_CUDA_LT_DEFAULT);   /* kernels/matmul.cuh */
	int lt_bwd = env_word("MTK_CUDA_LT_BWD", offon, 1);               /* kernels/matmul.cuh */
	int lt_tune = env_word("MTK_CUDA_LT_TUNE", offon, 1);             /* kernels/matmul.cuh */
	/* tensor-core attention unless asked for the fp32 kernels, which fp32
	 * math (the compare-with-the-CPU-at-1e-4 mode) implies */
	int attn_tc = env_word("MTK_CUDA_ATTN", attns, math != MATH_FP32);
	int attn_bwd = opt_word(o->attn_bwd, "--attn-bwd", "MTK_CUDA_ATTN_BWD", bwd_words, TC_BWD_RECOMPUTE);
	int attn_fwd = env_word("MTK_CUDA_ATTN_FWD", fwd_words, TC_FWD_WGMMA);   /* where it applies */
	int dw_stream = env_word("MTK_CUDA_DW_STREAM", offon, 1);   /* common.cuh */
	if (math < 0 || act < 0 || lt < 0 || lt_bwd < 0 || lt_tune < 0 || attn_tc < 0 || attn_bwd < 0 ||
	    attn_fwd < 0 || dw_stream < 0)
		return NULL;
	int n = 0;
	cudaError_t e = cudaGetDeviceCount(&n);
	if (e != cudaSuccess || n <= 0) {
		(void)cudaGetLastError();
		mtk_seterr("no CUDA device: %s", e != cudaSuccess ? cudaGetErrorString(e) : "none found");
		return NULL;
	}
	if (device < 0) {   /* a rank's: its local rank among the node's ranks, round robin */
		static const char *const vars[] = {"OMPI_COMM_WORLD_LOCAL_RANK", "SLURM_LOCALID", "MPI_LOCALRANKID"};
		const char *v = NULL;
		for (int i = 0; i < 3 && !v; i++)
			v = getenv(vars[i]);
		device = v ? atoi(v) % n : 0;
	}
	if (device < 0 || device >= n) {
		mtk_seterr("no CUDA device %d (%d present)", device, n);
		return NULL;
	}
	cudaDeviceProp prop;
	if ((e = cudaSetDevice(device)) != cudaSuccess || (e = cudaGetDeviceProperties(&prop, device)) != cudaSuccess) {
		(void)cudaGetLastError();
		mtk_seterr("CUDA device %d: %s", device, cudaGetErrorString(e));
		return NULL;
	}
	struct cuda_impl *ci = (struct cuda_impl *)calloc(1, sizeof *ci);
	struct nn_be *be = (struct nn_be *)calloc(1, sizeof *be);
	if (!ci || !be) {
		free(ci);
		free(be);
		mtk_seterr("out of host memory");
		return NULL;
	}
	ci->device = device;
	snprintf(ci->name, sizeof ci->name, "%.*s", (int)sizeof ci->name - 1, prop.name);   /* a name past 95 bytes cut */
	ci->sms = prop.multiProcessorCount > 0 ? prop.multiProcessorCount : 1;
	ci->math = math;
	ci->sync = getenv("MTK_CUDA_SYNC") && !strcmp(getenv("MTK_CUDA_SYNC"), "1");
	ci->attn_tc = attn_tc;
	/* wgmma is sm_90a's (compute capability 9.0 exactly): elsewhere the
	 * mma.sync forward (and with fp32 storage or another head size:
	 * att_tc_fwd_pick) */
	int sm90a = prop.major == 9 && prop.minor == 0;
	ci->attn_fwd = attn_fwd == TC_FWD_WGMMA && !sm90a ? TC_FWD_HELD : attn_fwd;
	ci->attn_bwd = attn_bwd;
	ci->lt_bwd = lt_bwd;
	ci->lt_tune = lt_tune;
	ci->lt_tune_say = getenv("MTK_CUDA_LT_TUNE") && *getenv("MTK_CUDA_LT_TUNE");
	ci->peak = device_peak(&prop, device);
	ci->peak_bytes = device_peak_bytes(device);
	cublasStatus_t s = cublasCreate(&ci->blas);
	if (s != CUBLAS_STATUS_SUCCESS) {
		mtk_seterr("CUDA device %d (%s): cublasCreate: %s", device, prop.name, cublas_msg(s));
		free(ci);
		free(be);
		return NULL;
	}
	if ((e = cudaMalloc(&ci->blas_ws, BLAS_WS_BYTES)) != cudaSuccess ||
	    (e = cudaMalloc((void **)&ci->sumsq_part, (SUMSQ_BLOCKS + 1) * sizeof(double))) != cudaSuccess) {
		(void)cudaGetLastError();
		mtk_seterr("CUDA device %d (%s): %s", device, prop.name, cudaGetErrorString(e));
		cudaFree(ci->blas_ws);
		cublasDestroy(ci->blas);
		free(ci);
		free(be);
		return NULL;
	}
	ci->blas_ws_bytes = BLAS_WS_BYTES;
	CUBLAS_CHECK(cublasSetWorkspace(ci->blas, ci->blas_ws, ci->blas_ws_bytes));
	if (dw_stream) {   /* the dw stream: its own handle and workspace (common.cuh) */
		ci->dw_stream = 1;
		CUDA_CHECK(cudaStreamCreateWithFlags(&ci->side, cudaStreamNonBlocking));
		CUDA_CHECK(cudaEventCreateWithFlags(&ci->ev_main, cudaEventDisableTiming));
		CUDA_CHECK(cudaEventCreateWithFlags(&ci->ev_side, cudaEventDisableTiming));
		CUDA_CHECK(cudaMalloc(&ci->side_ws, BLAS_WS_BYTES));
		CUBLAS_CHECK(cublasCreate(&ci->blas_side));
		CUBLAS_CHECK(cublasSetStream(ci->blas_side, ci->side));
		CUBLAS_CHECK(cublasSetWorkspace(ci->blas_side, ci->side_ws, BLAS_WS_BYTES));
	}
	if (lt && cublasLtCreate(&ci->lt) != CUBLAS_STATUS_SUCCESS)
		ci->lt = NULL;   /* the GemmEx path serves */
	const char *picks = o->picks;   /* kernels/matmul.cuh: the tuned picks */
	if (picks && *picks)
		ci->lt_tune_file = strdup(picks);
	be->ops = &cuda_ops;
	be->act_dtype = act == 0 ? NN_BF16 : NN_F32;
	be->impl = ci;
	return be;
}

/* ---- kernels/nn_cuda.h ---- */

struct nn_cuda_timer {
	cudaEvent_t a, b;
};

extern "C" const char *nn_cuda_device_name(const struct nn_be *be)
{
	static cudaDeviceProp prop;
	if (!be || be->ops != &cuda_ops)
		return NULL;
	if (cudaGetDeviceProperties(&prop, ((const struct cuda_impl *)be->impl)->device) != cudaSuccess)
		return "unknown CUDA device";
	return prop.name;
}

extern "C" void nn_cuda_sync(struct nn_be *be)
{
	(void)be;
	CUDA_CHECK(cudaDeviceSynchronize());
}

extern "C" int nn_cuda_wg_probe(struct nn_be *be, int mode, const float *tile, float *d)
{
	cudaDeviceProp prop;
	if (!be || be->ops != &cuda_ops ||
	    cudaGetDeviceProperties(&prop, ((const struct cuda_impl *)be->impl)->device) != cudaSuccess ||
	    prop.major != 9 || prop.minor != 0)
		return -1;
	tc_bf16 h[64 * 64], *dt;
	float *dd;
	for (int i = 0; i < 64 * 64; i++)
		h[i] = __float2bfloat16(tile[i]);
	CUDA_CHECK(cudaMalloc((void **)&dt, sizeof h));
	CUDA_CHECK(cudaMalloc((void **)&dd, 64 * 64 * sizeof(float)));
	CUDA_CHECK(cudaMemcpy(dt, h, sizeof h, cudaMemcpyHostToDevice));
	att_tc_wg_probe(mode, dd, dt);
	LAUNCH_CHECK((struct cuda_impl *)be->impl, "att_tc_wg_probe_kernel");
	CUDA_CHECK(cudaMemcpy(d, dd, 64 * 64 * sizeof(float), cudaMemcpyDeviceToHost));
	CUDA_CHECK(cudaFree(dt));
	CUDA_CHECK(cudaFree(dd));
	return 0;
}

extern "C" struct nn_cuda_timer *nn_cuda_timer_new(void)
{
	struct nn_cuda_timer *t = (struct nn_cuda_timer *)calloc(1, sizeof *t);
	if (!t)
		return NULL;
	CUDA_CHECK(cudaEventCreate(&t->a));
	CUDA_CHECK(cudaEventCreate(&t->b));
	return t;
}

extern "C" void nn_cuda_timer_start(struct nn_cuda_timer *t)
{
	CUDA_CHECK(cudaEventRecord(t->a, 0));
}

extern "C" double nn_cuda_timer_stop_ms(struct nn_cuda_timer *t)
{
	float ms = 0;
	CUDA_CHECK(cudaEventRecord(t->b, 0));
	CUDA_CHECK(cudaEventSynchronize(t->b));
	CUDA_CHECK(cudaEventElapsedTime(&ms, t->a, t->b));
	return ms;
}

extern "C" void nn_cuda_timer_free(struct nn_cuda_timer *t)
{
	if (!t)
		return;
	cudaEventDestroy(t->a);
	cudaEventDestroy(t->b);
	free(t);
}
