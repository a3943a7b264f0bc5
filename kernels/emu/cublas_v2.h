/* kernels/emu: cublasGemmEx as a plain column-major triple loop */
#ifndef MTK_EMU_CUBLAS_V2_H
#define MTK_EMU_CUBLAS_V2_H
#include "emu.h"

typedef int cublasStatus_t;
typedef void *cublasHandle_t;
enum {
	CUBLAS_STATUS_SUCCESS = 0, CUBLAS_STATUS_NOT_INITIALIZED, CUBLAS_STATUS_ALLOC_FAILED,
	CUBLAS_STATUS_INVALID_VALUE, CUBLAS_STATUS_ARCH_MISMATCH, CUBLAS_STATUS_MAPPING_ERROR,
	CUBLAS_STATUS_EXECUTION_FAILED, CUBLAS_STATUS_INTERNAL_ERROR, CUBLAS_STATUS_NOT_SUPPORTED
};
typedef enum { CUBLAS_OP_N, CUBLAS_OP_T } cublasOperation_t;
typedef enum { CUBLAS_COMPUTE_32F, CUBLAS_COMPUTE_32F_FAST_TF32, CUBLAS_COMPUTE_32F_FAST_16BF } cublasComputeType_t;
typedef enum { CUDA_R_32F } cudaDataType;
enum { CUBLAS_GEMM_DEFAULT = -1 };

static inline cublasStatus_t cublasCreate(cublasHandle_t *h) { *h = (void *)1; return 0; }
static inline cublasStatus_t cublasDestroy(cublasHandle_t) { return 0; }
static inline cublasStatus_t cublasSetWorkspace(cublasHandle_t, void *, size_t) { return 0; }

static inline cublasStatus_t cublasGemmEx(cublasHandle_t, cublasOperation_t ta, cublasOperation_t tb, int m, int n,
                                          int k, const void *alpha, const void *A, cudaDataType, int lda,
                                          const void *B, cudaDataType, int ldb, const void *beta, void *C,
                                          cudaDataType, int ldc, cublasComputeType_t, int)
{
	const float *a = (const float *)A, *b = (const float *)B;
	float *c = (float *)C, al = *(const float *)alpha, be = *(const float *)beta;
	for (int j = 0; j < n; j++)
		for (int i = 0; i < m; i++) {
			float s = 0;
			for (int p = 0; p < k; p++) {
				float x = ta == CUBLAS_OP_N ? a[i + (size_t)p * lda] : a[p + (size_t)i * lda];
				float y = tb == CUBLAS_OP_N ? b[p + (size_t)j * ldb] : b[j + (size_t)p * ldb];
				s += x * y;
			}
			float *o = &c[i + (size_t)j * ldc];
			*o = al * s + (be != 0 ? be * *o : 0.0f);
		}
	return 0;
}
#endif
