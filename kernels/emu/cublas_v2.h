/* kernels/emu: cublasGemmEx as a plain column-major triple loop. Each of A,
 * B and C is CUDA_R_32F or CUDA_R_16BF as its type argument says: inputs are
 * widened to float, the sum is fp32 (whatever the compute type), and the
 * result alpha*sum + beta*C is rounded once to C's type, as cuBLAS does. */
#ifndef MTK_EMU_CUBLAS_V2_H
#define MTK_EMU_CUBLAS_V2_H
#include "emu.h"
#include "cuda_bf16.h"
#include "cuda_runtime.h"

typedef int cublasStatus_t;
typedef void *cublasHandle_t;
enum {
	CUBLAS_STATUS_SUCCESS = 0, CUBLAS_STATUS_NOT_INITIALIZED, CUBLAS_STATUS_ALLOC_FAILED,
	CUBLAS_STATUS_INVALID_VALUE, CUBLAS_STATUS_ARCH_MISMATCH, CUBLAS_STATUS_MAPPING_ERROR,
	CUBLAS_STATUS_EXECUTION_FAILED, CUBLAS_STATUS_INTERNAL_ERROR, CUBLAS_STATUS_NOT_SUPPORTED
};
typedef enum { CUBLAS_OP_N, CUBLAS_OP_T } cublasOperation_t;
typedef enum { CUBLAS_COMPUTE_32F, CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_COMPUTE_32F_FAST_16BF } cublasComputeType_t;
typedef enum { CUDA_R_32F = 0, CUDA_R_16BF = 14 } cudaDataType;
enum { CUBLAS_GEMM_DEFAULT = -1 };

/* a handle is the stream its work goes to (cublasSetStream): stream 0 runs
 * a GEMM at once, a stream of cudaStreamCreateWithFlags queues it
 * (kernels/emu/cuda_runtime.h) */
struct emu_blas {
	cudaStream_t stream;
};
static inline cublasStatus_t cublasCreate(cublasHandle_t *h)
{
	*h = calloc(1, sizeof(struct emu_blas));
	return *h ? 0 : CUBLAS_STATUS_ALLOC_FAILED;
}
static inline cublasStatus_t cublasDestroy(cublasHandle_t h) { free(h); return 0; }
static inline cublasStatus_t cublasSetWorkspace(cublasHandle_t, void *, size_t) { return 0; }
static inline cublasStatus_t cublasSetStream(cublasHandle_t h, cudaStream_t s)
{
	((struct emu_blas *)h)->stream = s;
	return 0;
}

static inline float emu_gemm_ld(const void *p, cudaDataType t, size_t i)
{
	return t == CUDA_R_16BF ? __bfloat162float(((const __nv_bfloat16 *)p)[i]) : ((const float *)p)[i];
}

struct emu_gemm {
	cublasOperation_t ta, tb;
	int m, n, k, lda, ldb, ldc;
	float al, be;
	const void *A, *B;
	void *C;
	cudaDataType at, bt, ct;
};

static void emu_gemm_run(void *arg)
{
	struct emu_gemm *g = (struct emu_gemm *)arg;
	cublasOperation_t ta = g->ta, tb = g->tb;
	int m = g->m, n = g->n, k = g->k, lda = g->lda, ldb = g->ldb, ldc = g->ldc;
	float al = g->al, be = g->be;
	const void *A = g->A, *B = g->B;
	void *C = g->C;
	cudaDataType at = g->at, bt = g->bt, ct = g->ct;
	free(g);
	for (int j = 0; j < n; j++)
		for (int i = 0; i < m; i++) {
			float s = 0;
			for (int p = 0; p < k; p++) {
				float x = emu_gemm_ld(A, at, ta == CUBLAS_OP_N ? i + (size_t)p * lda : p + (size_t)i * lda);
				float y = emu_gemm_ld(B, bt, tb == CUBLAS_OP_N ? p + (size_t)j * ldb : j + (size_t)p * ldb);
				s += x * y;
			}
			size_t o = i + (size_t)j * ldc;
			float r = al * s + (be != 0 ? be * emu_gemm_ld(C, ct, o) : 0.0f);
			if (ct == CUDA_R_16BF)
				((__nv_bfloat16 *)C)[o] = __float2bfloat16(r);
			else
				((float *)C)[o] = r;
		}
}

static inline cublasStatus_t cublasGemmEx(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                                          int k, const void *alpha, const void *A, cudaDataType at, int lda,
                                          const void *B, cudaDataType bt, int ldb, const void *beta, void *C,
                                          cudaDataType ct, int ldc, cublasComputeType_t, int)
{
	if ((at != CUDA_R_32F && at != CUDA_R_16BF) || (bt != CUDA_R_32F && bt != CUDA_R_16BF) ||
	    (ct != CUDA_R_32F && ct != CUDA_R_16BF))
		return CUBLAS_STATUS_NOT_SUPPORTED;
	struct emu_gemm *g = (struct emu_gemm *)malloc(sizeof *g);
	if (!g)
		return CUBLAS_STATUS_ALLOC_FAILED;
	*g = (struct emu_gemm){ta, tb, m, n, k, lda, ldb, ldc, *(const float *)alpha, *(const float *)beta,
	                       A, B, C, at, bt, ct};
	cudaStream_t s = ((struct emu_blas *)h)->stream;
	if (s)
		emu_stream_push(s, emu_gemm_run, g);   /* deferred until waited for */
	else
		emu_gemm_run(g);
	return 0;
}
#endif
