/* kernels/emu: the part of cuBLASLt that kernels/matmul.cuh calls, as a
 * plain column-major loop, so that the emulator checks the cuBLASLt path
 * (plans, layouts, epilogues, the fall-backs) and not only the GemmEx one.
 * D = alpha op(A) op(B) + beta C summed in fp32, then the epilogue, as
 * cuBLASLt documents it (cublasLtEpilogue_t): BIAS adds bias[row]; GELU_AUX
 * writes the pre-activation (with the bias) to aux and D = gelu(pre), both
 * from the unrounded fp32 value; DGELU multiplies by gelu'(aux); BGRADB
 * writes the column sums of op(B) over k (one per column of D) to the bias
 * pointer, in the bias type. GELU is the tanh form of lib/nn/ops_cpu.c.
 * Each result is rounded once to its type. The heuristic returns up to
 * EMU_LT_ALGOS "algorithms" (ids 0, 1, ...), which sum k in different
 * orders (0 forward, 1 backward, 2 the even terms then the odd), as a
 * device's kernels do, so which one a caller picks shows in the bits; each
 * run advances the virtual clock of kernels/emu/cuda_runtime.h by a
 * made-up time for its shape and algorithm (emu_lt_cost), so a caller
 * that times candidates picks among them as on a device. It refuses (no
 * result) a bias type other than D's for a bf16 D with an fp32 compute
 * scale, as cuBLAS 13 did on an H100 (kernels/matmul.cuh), so the bf16
 * bias copy path runs here too. On stream 0 a product runs at once; on
 * another stream (the dw stream's tuned products) it is deferred like
 * kernels/emu/cublas_v2.h's GemmEx, until something waits for the stream,
 * with the descriptor and layouts as they were at the call (the caller may
 * change the bias pointer before then, as cuBLASLt allows). */
#ifndef MTK_EMU_CUBLASLT_H
#define MTK_EMU_CUBLASLT_H
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "cublas_v2.h"

enum { EMU_LT_ALGOS = 3 };

typedef void *cublasLtHandle_t;

typedef enum {
	CUBLASLT_EPILOGUE_DEFAULT = 1,
	CUBLASLT_EPILOGUE_BIAS = 4,
	CUBLASLT_EPILOGUE_GELU = 32,
	CUBLASLT_EPILOGUE_GELU_AUX = 32 | 128,
	CUBLASLT_EPILOGUE_GELU_BIAS = 32 | 4,
	CUBLASLT_EPILOGUE_GELU_AUX_BIAS = 32 | 128 | 4,
	CUBLASLT_EPILOGUE_DGELU = 64 | 128,
	CUBLASLT_EPILOGUE_BGRADA = 256,
	CUBLASLT_EPILOGUE_BGRADB = 512
} cublasLtEpilogue_t;

typedef enum {
	CUBLASLT_MATMUL_DESC_TRANSA,
	CUBLASLT_MATMUL_DESC_TRANSB,
	CUBLASLT_MATMUL_DESC_EPILOGUE,
	CUBLASLT_MATMUL_DESC_BIAS_POINTER,
	CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE,
	CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER,
	CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD
} cublasLtMatmulDescAttributes_t;

typedef enum {
	CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES,
	CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES,
	CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES,
	CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES,
	CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES
} cublasLtMatmulPreferenceAttributes_t;

struct emu_lt_desc {
	cublasComputeType_t compute;
	cudaDataType scale;
	cublasOperation_t ta, tb;
	cublasLtEpilogue_t epi;
	const void *bias;
	cudaDataType bias_t;
	void *aux;
	int64_t aux_ld;
};
typedef struct emu_lt_desc *cublasLtMatmulDesc_t;

struct emu_lt_layout {
	cudaDataType t;
	uint64_t rows, cols;
	int64_t ld;
};
typedef struct emu_lt_layout *cublasLtMatrixLayout_t;

typedef struct emu_lt_pref {
	uint64_t ws;
} *cublasLtMatmulPreference_t;

typedef struct {
	uint64_t data[8];
} cublasLtMatmulAlgo_t;

typedef struct {
	cublasLtMatmulAlgo_t algo;
	size_t workspaceSize;
	cublasStatus_t state;
	float wavesCount;
	int reserved[4];
} cublasLtMatmulHeuristicResult_t;

static inline cublasStatus_t cublasLtCreate(cublasLtHandle_t *h)
{
	*h = malloc(1);
	return *h ? 0 : CUBLAS_STATUS_ALLOC_FAILED;
}
static inline cublasStatus_t cublasLtDestroy(cublasLtHandle_t h) { free(h); return 0; }

static inline cublasStatus_t cublasLtMatmulDescCreate(cublasLtMatmulDesc_t *d, cublasComputeType_t c, cudaDataType s)
{
	*d = (cublasLtMatmulDesc_t)calloc(1, sizeof **d);
	if (!*d)
		return CUBLAS_STATUS_ALLOC_FAILED;
	(*d)->compute = c, (*d)->scale = s, (*d)->epi = CUBLASLT_EPILOGUE_DEFAULT, (*d)->bias_t = (cudaDataType)-1;
	return 0;
}
static inline cublasStatus_t cublasLtMatmulDescDestroy(cublasLtMatmulDesc_t d) { free(d); return 0; }

static inline cublasStatus_t cublasLtMatmulDescSetAttribute(cublasLtMatmulDesc_t d, cublasLtMatmulDescAttributes_t a,
                                                            const void *buf, size_t n)
{
	switch (a) {
	case CUBLASLT_MATMUL_DESC_TRANSA: if (n != sizeof d->ta) break; memcpy(&d->ta, buf, n); return 0;
	case CUBLASLT_MATMUL_DESC_TRANSB: if (n != sizeof d->tb) break; memcpy(&d->tb, buf, n); return 0;
	case CUBLASLT_MATMUL_DESC_EPILOGUE: if (n != sizeof d->epi) break; memcpy(&d->epi, buf, n); return 0;
	case CUBLASLT_MATMUL_DESC_BIAS_POINTER: if (n != sizeof d->bias) break; memcpy(&d->bias, buf, n); return 0;
	case CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE: if (n != sizeof d->bias_t) break; memcpy(&d->bias_t, buf, n); return 0;
	case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER: if (n != sizeof d->aux) break; memcpy(&d->aux, buf, n); return 0;
	case CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD: if (n != sizeof d->aux_ld) break; memcpy(&d->aux_ld, buf, n); return 0;
	}
	return CUBLAS_STATUS_INVALID_VALUE;
}

static inline cublasStatus_t cublasLtMatrixLayoutCreate(cublasLtMatrixLayout_t *l, cudaDataType t, uint64_t rows,
                                                        uint64_t cols, int64_t ld)
{
	if (ld < (int64_t)rows)
		return CUBLAS_STATUS_INVALID_VALUE;
	*l = (cublasLtMatrixLayout_t)malloc(sizeof **l);
	if (!*l)
		return CUBLAS_STATUS_ALLOC_FAILED;
	**l = (struct emu_lt_layout){t, rows, cols, ld};
	return 0;
}
static inline cublasStatus_t cublasLtMatrixLayoutDestroy(cublasLtMatrixLayout_t l) { free(l); return 0; }

static inline cublasStatus_t cublasLtMatmulPreferenceCreate(cublasLtMatmulPreference_t *p)
{
	*p = (cublasLtMatmulPreference_t)calloc(1, sizeof **p);
	return *p ? 0 : CUBLAS_STATUS_ALLOC_FAILED;
}
static inline cublasStatus_t cublasLtMatmulPreferenceDestroy(cublasLtMatmulPreference_t p) { free(p); return 0; }
static inline cublasStatus_t cublasLtMatmulPreferenceSetAttribute(cublasLtMatmulPreference_t p,
                                                                  cublasLtMatmulPreferenceAttributes_t a,
                                                                  const void *buf, size_t n)
{
	if (a == CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES) {
		if (n != sizeof p->ws)
			return CUBLAS_STATUS_INVALID_VALUE;
		memcpy(&p->ws, buf, n);
	} else if (n != sizeof(uint32_t)) {
		return CUBLAS_STATUS_INVALID_VALUE;
	}
	return 0;
}

/* the epilogue adds a bias */
static inline int emu_lt_bias(cublasLtEpilogue_t e)
{
	return e == CUBLASLT_EPILOGUE_BIAS || e == CUBLASLT_EPILOGUE_GELU_AUX_BIAS || e == CUBLASLT_EPILOGUE_GELU_BIAS;
}

/* the shapes agree: op(A) m x k, op(B) k x n, C and D m x n */
static inline int emu_lt_shapes(const struct emu_lt_desc *d, const struct emu_lt_layout *a,
                                const struct emu_lt_layout *b, const struct emu_lt_layout *c,
                                const struct emu_lt_layout *o)
{
	uint64_t m = d->ta == CUBLAS_OP_N ? a->rows : a->cols, k = d->ta == CUBLAS_OP_N ? a->cols : a->rows;
	uint64_t kb = d->tb == CUBLAS_OP_N ? b->rows : b->cols, n = d->tb == CUBLAS_OP_N ? b->cols : b->rows;
	return k == kb && c->rows == m && c->cols == n && o->rows == m && o->cols == n && c->t == o->t;
}

static inline cublasStatus_t cublasLtMatmulAlgoGetHeuristic(cublasLtHandle_t, cublasLtMatmulDesc_t d,
                                                            cublasLtMatrixLayout_t a, cublasLtMatrixLayout_t b,
                                                            cublasLtMatrixLayout_t c, cublasLtMatrixLayout_t o,
                                                            cublasLtMatmulPreference_t, int want,
                                                            cublasLtMatmulHeuristicResult_t *res, int *nres)
{
	*nres = 0;
	if (!emu_lt_shapes(d, a, b, c, o))
		return CUBLAS_STATUS_INVALID_VALUE;
	if (emu_lt_bias(d->epi) && o->t == CUDA_R_16BF && d->bias_t != CUDA_R_16BF)
		return CUBLAS_STATUS_NOT_SUPPORTED;   /* what cuBLAS 13 said on an H100 */
	for (int i = 0; i < want && i < EMU_LT_ALGOS; i++) {
		memset(&res[i], 0, sizeof res[i]);
		res[i].algo.data[0] = (uint64_t)i;
		res[i].wavesCount = 1.0f;
	}
	*nres = want < EMU_LT_ALGOS ? want : EMU_LT_ALGOS;
	return 0;
}

/* the made-up time of a product, m n k of one unit scaled by a factor in
 * [1, 2) hashed from the shape, the algorithm and EMU_TIME_SEED (default
 * 1): the same in every process for a seed */
static inline double emu_lt_cost(uint64_t m, uint64_t n, uint64_t k, uint64_t algo)
{
	static uint64_t seed = getenv("EMU_TIME_SEED") ? strtoull(getenv("EMU_TIME_SEED"), NULL, 10) : 1;
	uint64_t h = seed * 0x9e3779b97f4a7c15ull;
	const uint64_t v[4] = {m, n, k, algo};
	for (int i = 0; i < 4; i++) {
		h ^= v[i] + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
		h *= 0xff51afd7ed558ccdull;
		h ^= h >> 33;
	}
	return (double)m * n * k * 1e-9 * (1.0 + (double)(h >> 11) / 9007199254740992.0);
}

/* the k-th term of the sum in algorithm a's order (see the header) */
static inline uint64_t emu_lt_term(uint64_t a, uint64_t q, uint64_t k)
{
	uint64_t half = (k + 1) / 2;
	return a == 1 ? k - 1 - q : a == 2 ? (q < half ? 2 * q : 2 * (q - half) + 1) : q;
}

static inline size_t cublasLtGetVersion(void) { return 130000; }

static inline float emu_lt_gelu_t(float x) { return tanhf(0.7978845608028654f * (x + 0.044715f * x * x * x)); }
static inline float emu_lt_gelu(float x) { return 0.5f * x * (1.0f + emu_lt_gelu_t(x)); }
static inline float emu_lt_dgelu(float x)
{
	float t = emu_lt_gelu_t(x);
	return 0.5f * (1.0f + t) + 0.5f * x * (1.0f - t * t) * 0.7978845608028654f * (1.0f + 3.0f * 0.044715f * x * x);
}
static inline void emu_lt_st(void *p, cudaDataType t, size_t i, float v)
{
	if (t == CUDA_R_16BF)
		((__nv_bfloat16 *)p)[i] = __float2bfloat16(v);
	else
		((float *)p)[i] = v;
}

/* one product's arguments, by value (deferred on a stream) */
struct emu_lt_call {
	struct emu_lt_desc d;
	struct emu_lt_layout la, lb, lc, lo;
	float al, be;
	const void *A, *B, *C;
	void *D;
	uint64_t algo;
};

static void emu_lt_run(void *arg)
{
	struct emu_lt_call c = *(struct emu_lt_call *)arg;
	free(arg);
	const struct emu_lt_desc *d = &c.d;
	const struct emu_lt_layout *la = &c.la, *lb = &c.lb, *lc = &c.lc, *lo = &c.lo;
	const void *A = c.A, *B = c.B, *C = c.C;
	void *D = c.D;
	float al = c.al, be = c.be;
	cublasLtEpilogue_t e = d->epi;
	int bias = emu_lt_bias(e);
	int gelu = e == CUBLASLT_EPILOGUE_GELU || e == CUBLASLT_EPILOGUE_GELU_BIAS || e == CUBLASLT_EPILOGUE_GELU_AUX ||
	           e == CUBLASLT_EPILOGUE_GELU_AUX_BIAS;
	int aux = e == CUBLASLT_EPILOGUE_GELU_AUX || e == CUBLASLT_EPILOGUE_GELU_AUX_BIAS || e == CUBLASLT_EPILOGUE_DGELU;
	cudaDataType bt = d->bias_t == (cudaDataType)-1 ? lo->t : d->bias_t;
	uint64_t m = lo->rows, n = lo->cols, k = d->ta == CUBLAS_OP_N ? la->cols : la->rows;
	for (uint64_t j = 0; j < n; j++)
		for (uint64_t i = 0; i < m; i++) {
			float s = 0;
			for (uint64_t q = 0; q < k; q++) {
				uint64_t p = emu_lt_term(c.algo, q, k);
				float x = emu_gemm_ld(A, la->t, d->ta == CUBLAS_OP_N ? i + p * la->ld : p + i * la->ld);
				float y = emu_gemm_ld(B, lb->t, d->tb == CUBLAS_OP_N ? p + j * lb->ld : j + p * lb->ld);
				s += x * y;
			}
			float r = al * s + (be != 0 ? be * emu_gemm_ld(C, lc->t, i + j * lc->ld) : 0.0f);
			if (bias)
				r += emu_gemm_ld(d->bias, bt, i);
			if (aux && gelu)
				emu_lt_st(d->aux, lo->t, i + j * d->aux_ld, r);
			if (gelu)
				r = emu_lt_gelu(r);
			if (e == CUBLASLT_EPILOGUE_DGELU)
				r *= emu_lt_dgelu(emu_gemm_ld(d->aux, lo->t, i + j * d->aux_ld));
			emu_lt_st(D, lo->t, i + j * lo->ld, r);
		}
	if (e == CUBLASLT_EPILOGUE_BGRADB)   /* the sums of op(B)'s columns over k */
		for (uint64_t j = 0; j < n; j++) {
			float s = 0;
			for (uint64_t p = 0; p < k; p++)
				s += emu_gemm_ld(B, lb->t, d->tb == CUBLAS_OP_N ? p + j * lb->ld : j + p * lb->ld);
			emu_lt_st((void *)d->bias, bt, j, s);
		}
}

static inline cublasStatus_t cublasLtMatmul(cublasLtHandle_t, cublasLtMatmulDesc_t d, const void *alpha,
                                            const void *A, cublasLtMatrixLayout_t la, const void *B,
                                            cublasLtMatrixLayout_t lb, const void *beta, const void *C,
                                            cublasLtMatrixLayout_t lc, void *D, cublasLtMatrixLayout_t lo,
                                            const cublasLtMatmulAlgo_t *algo, void *, size_t, cudaStream_t st)
{
	if (!emu_lt_shapes(d, la, lb, lc, lo) || !algo || algo->data[0] >= EMU_LT_ALGOS)
		return CUBLAS_STATUS_INVALID_VALUE;
	cublasLtEpilogue_t e = d->epi;
	int aux = e == CUBLASLT_EPILOGUE_GELU_AUX || e == CUBLASLT_EPILOGUE_GELU_AUX_BIAS || e == CUBLASLT_EPILOGUE_DGELU;
	if ((emu_lt_bias(e) || e == CUBLASLT_EPILOGUE_BGRADB) && !d->bias)
		return CUBLAS_STATUS_INVALID_VALUE;
	if (aux && (!d->aux || d->aux_ld < (int64_t)lo->rows || d->aux_ld % 8))
		return CUBLAS_STATUS_INVALID_VALUE;
	if (e == CUBLASLT_EPILOGUE_BGRADA)
		return CUBLAS_STATUS_NOT_SUPPORTED;
	struct emu_lt_call *c = (struct emu_lt_call *)malloc(sizeof *c);
	if (!c)
		return CUBLAS_STATUS_ALLOC_FAILED;
	*c = (struct emu_lt_call){*d, *la, *lb, *lc, *lo, *(const float *)alpha, *(const float *)beta, A, B, C, D,
	                          algo->data[0]};
	uint64_t k = d->ta == CUBLAS_OP_N ? la->cols : la->rows;
	emu_clock() += emu_lt_cost(lo->rows, lo->cols, k, algo->data[0]);   /* at the call: the same picks either way */
	if (st)
		emu_stream_push(st, emu_lt_run, c);   /* deferred until waited for */
	else
		emu_lt_run(c);
	return 0;
}
#endif
