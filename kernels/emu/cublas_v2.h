/* kernels/emu: cublasGemmEx as a plain column-major triple loop. Each of A,
 * B and C is CUDA_R_32F or CUDA_R_16BF as its type argument says: inputs are
 * widened to float, the sum is fp32 (whatever the compute type), and the
 * result alpha*sum + beta*C is rounded once to C's type, as cuBLAS does. */
#ifndef MTK_EMU_CUBLAS_V2_H
#define MTK_EMU_CUBLAS_V2_H
#include "emu.h"
#include "cuda_bf16.h"

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

static inline cublasStatus_t cublasCreate(cublasHandle_t *h) { *h = (void *)1; return 0; }
static inline cublasStatus_t cublasDestroy(cublasHandle_t) { return 0; }
static inline cublasStatus_t cublasSetWorkspace(cublasHandle_t, void *, size_t) { return 0; }

static inline float emu_gemm_ld(const void *p, cudaDataType t, size_t i)
{
	return t == CUDA_R_16BF ? __bfloat162float(((const __nv_bfloat16 *)p)[i]) : ((const float *)p)[i];
}

static inline cublasStatus_t cublasGemmEx(cublasHandle_t, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                                          int k, const void *alpha, const void *A, cudaDataType at, int lda,
                                          const void *B, cudaDataType bt, int ldb, const void *beta, void *C,
                                          cudaDataType ct, int ldc, cublasComputeType_t, int)
{
	float al = *(const float *)alpha, be = *(const float *)beta;
	if ((at != CUDA_R_32F && at != CUDA_R_16BF) || (bt != CUDA_R_32F && bt != CUDA_R_16BF) ||
	    (ct != CUDA_R_32F && ct != CUDA_R_16BF))
		return CUBLAS_STATUS_NOT_SUPPORTED;
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
	return 0;
}
#endif
