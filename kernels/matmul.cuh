/*
 * kernels/matmul: the linear layers through cuBLAS, and their bias/GELU
 * epilogue.
 *
 * Layout. Weights are [OC][C] row-major and activations [N][C] row-major,
 * as in nn/ops.h. cuBLAS is column-major, so every product is written for
 * the transposed (column-major) views, which are the same bytes:
 *   forward  out^T[OC x N] = W[OC x C] . inp^T[C x N]   (opA = T on w)
 *   dinp     dinp^T[C x N] = W^T[C x OC] . dout^T[OC x N]
 *   dw       dw^T[C x OC] += inp^T[C x N] . dout[N x OC] (opB = T, beta 1)
 *
 * Precision. With bf16 activations (the default) A and B are CUDA_R_16BF
 * (the activations and the bf16 shadow of the weights), the output is
 * CUDA_R_16BF for out and dinp and CUDA_R_32F for dw (accumulated with
 * beta = 1 into the fp32 gradient), and the compute type is always
 * CUBLAS_COMPUTE_32F: products of bf16 values are exact in fp32, so the
 * only losses are the fp32 sums and the final rounding of the output.
 * With fp32 activations (MTK_CUDA_ACT=fp32) everything is CUDA_R_32F and
 * MTK_CUDA_MATH picks the multiply: fp32 (CUBLAS_COMPUTE_32F, exact fp32:
 * what the op tests against the CPU at 1e-4 need), tf32 (the default:
 * tensor cores, 10-bit mantissa inputs, relative error about 1e-3), bf16
 * (tensor cores with inputs rounded to bf16, about 1e-2).
 *
 * Epilogue. By default a separate kernel adds the bias and applies GELU
 * after the GEMM (one extra read and write of the output). With
 * MTK_CUDA_LT=1 the forward goes through cuBLASLt with the bias and GELU in
 * the GEMM's epilogue (CUBLASLT_EPILOGUE_BIAS / GELU_AUX_BIAS), falling back
 * to the kernel where cuBLASLt offers no algorithm; opt-in until measured
 * and checked on a GPU, and fp32 activations only (with bf16 the bias
 * pointer type, the aux layout and the epilogue's rounding are unverified
 * without a device, so bf16 always takes the GemmEx + kernel path).
 * With bias and bf16 the GEMM's output is rounded once to bf16 before the
 * kernel adds the bias (and rounds again): llm.c's unfused path does the
 * same; an fp32 staging buffer would cost N x OC x 4 bytes. dbias is the deterministic column sum of
 * kernels/layernorm.cuh.
 */

static cublasComputeType_t compute_type(const struct cuda_impl *ci, cudaDataType ab)
{
	if (ab != CUDA_R_32F)
		return CUBLAS_COMPUTE_32F;   /* bf16 inputs: products exact, fp32 sums */
	switch (ci->math) {
	case MATH_FP32: return CUBLAS_COMPUTE_32F;
	case MATH_BF16: return CUBLAS_COMPUTE_32F_FAST_16BF;
	default: return CUBLAS_COMPUTE_32F_FAST_TF32;
	}
}

template <typename T> static inline cudaDataType cuda_type();
template <> inline cudaDataType cuda_type<float>() { return CUDA_R_32F; }
template <> inline cudaDataType cuda_type<bf16>() { return CUDA_R_16BF; }

/* C[m x n] = alpha op(A) op(B) + beta C, column-major; A and B of type ab,
 * C of type ct; fp32 scalars and accumulation */
static void gemm(struct cuda_impl *ci, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                 cudaDataType ab, const void *A, int lda, const void *B, int ldb, float beta,
                 cudaDataType ct, void *C, int ldc)
{
	const float alpha = 1.0f;
	CUBLAS_CHECK(cublasGemmEx(ci->blas, ta, tb, m, n, k, &alpha, A, ab, lda, B, ab, ldb,
	                          &beta, C, ct, ldc, compute_type(ci, ab), CUBLAS_GEMM_DEFAULT));
	if (ci->sync)
		CUDA_CHECK(cudaDeviceSynchronize());
}

/* in place on dst [N][OC]: dst += bias; with GELU, out = gelu(dst), from
 * the value as stored (what backward's gelu_bwd will read) */
template <typename T>
__global__ void bias_gelu_kernel(T *__restrict__ out, T *__restrict__ dst,
                                 const float *__restrict__ bias, size_t total, int OC, int gelu)
{
	GRID_STRIDE(i, total) {
		T v = dst[i];
		if (bias) {
			v = st<T>(ld(v) + bias[i % OC]);
			dst[i] = v;
		}
		if (gelu)
			out[i] = st<T>(gelu1(ld(v)));
	}
}

#ifndef MTK_EMU
/* The forward through cuBLASLt with the bias and GELU fused into the GEMM's
 * epilogue (CUBLASLT_EPILOGUE_BIAS, or GELU_AUX_BIAS: out = gelu(x W^T + b)
 * with the pre-activation written to the aux buffer). Opt-in with
 * MTK_CUDA_LT=1 until it is measured and its GELU is checked against the
 * tanh formula of the CPU twin on a GPU. 0 when done; -1 when cuBLASLt has
 * no algorithm for the case (the caller falls back to GemmEx + kernel). */
static int lt_matmul_fwd(struct cuda_impl *ci, float *out, float *pre, const float *inp, const float *w,
                         const float *bias, int N, int C, int OC, int epi)
{
	if (epi == NN_EPI_GELU && OC % 8)
		return -1;   /* the aux leading dimension must be a multiple of 8 */
	cublasLtMatmulDesc_t op = NULL;
	cublasLtMatrixLayout_t la = NULL, lb = NULL, ld = NULL;
	cublasLtMatmulPreference_t pref = NULL;
	cublasLtMatmulHeuristicResult_t res;
	int nres = 0, rc = -1;
	cublasOperation_t ta = CUBLAS_OP_T, tb = CUBLAS_OP_N;
	cublasLtEpilogue_t e = epi == NN_EPI_GELU ? (bias ? CUBLASLT_EPILOGUE_GELU_AUX_BIAS : CUBLASLT_EPILOGUE_GELU_AUX)
	                                          : (bias ? CUBLASLT_EPILOGUE_BIAS : CUBLASLT_EPILOGUE_DEFAULT);
	int64_t auxld = OC;
	uint64_t wsb = ci->blas_ws_bytes;
	float *dst = out;
	const float alpha = 1.0f, beta = 0.0f;
	if (cublasLtMatmulDescCreate(&op, compute_type(ci, CUDA_R_32F), CUDA_R_32F) ||
	    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof ta) ||
	    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_TRANSB, &tb, sizeof tb) ||
	    cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE, &e, sizeof e))
		goto done;
	if (bias && cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias))
		goto done;
	if (epi == NN_EPI_GELU &&
	    (cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER, &pre, sizeof pre) ||
	     cublasLtMatmulDescSetAttribute(op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, &auxld, sizeof auxld)))
		goto done;
	/* column-major views: A = w as C x OC (op T), B = inp as C x N, D = out as OC x N */
	if (cublasLtMatrixLayoutCreate(&la, CUDA_R_32F, C, OC, C) || cublasLtMatrixLayoutCreate(&lb, CUDA_R_32F, C, N, C) ||
	    cublasLtMatrixLayoutCreate(&ld, CUDA_R_32F, OC, N, OC) || cublasLtMatmulPreferenceCreate(&pref) ||
	    cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &wsb, sizeof wsb))
		goto done;
	if (cublasLtMatmulAlgoGetHeuristic(ci->lt, op, la, lb, ld, ld, pref, 1, &res, &nres) || nres < 1)
		goto done;
	CUBLAS_CHECK(cublasLtMatmul(ci->lt, op, &alpha, w, la, inp, lb, &beta, dst, ld, dst, ld, &res.algo,
	                            ci->blas_ws, ci->blas_ws_bytes, 0));
	if (ci->sync)
		CUDA_CHECK(cudaDeviceSynchronize());
	rc = 0;
done:
	if (pref)
		cublasLtMatmulPreferenceDestroy(pref);
	if (ld)
		cublasLtMatrixLayoutDestroy(ld);
	if (lb)
		cublasLtMatrixLayoutDestroy(lb);
	if (la)
		cublasLtMatrixLayoutDestroy(la);
	if (op)
		cublasLtMatmulDescDestroy(op);
	return rc;
}
#endif

template <typename T>
static void matmul_fwd_t(struct cuda_impl *ci, void *out, void *pre, const void *inp, const void *w,
                         const float *bias, int N, int C, int OC, int epi)
{
	cudaDataType t = cuda_type<T>();
	T *dst = (T *)(epi == NN_EPI_GELU ? pre : out);
	if (C <= 0)
		CUDA_CHECK(cudaMemsetAsync(dst, 0, (size_t)N * OC * sizeof(T), 0));
	else
		gemm(ci, CUBLAS_OP_T, CUBLAS_OP_N, OC, N, C, t, w, C, inp, C, 0.0f, t, dst, OC);
	if (bias || epi == NN_EPI_GELU) {
		size_t total = (size_t)N * OC;
		/* out and dst are distinct with GELU; without it out is unused */
		bias_gelu_kernel<T><<<grid_for(ci, total, EW_THREADS), EW_THREADS>>>(
			epi == NN_EPI_GELU ? (T *)out : NULL, dst, bias, total, OC, epi == NN_EPI_GELU);
		LAUNCH_CHECK(ci, "bias_gelu_kernel");
	}
}

static void cuda_matmul_fwd(struct nn_be *be, void *out, void *pre, const void *inp,
                            const void *w, const float *bias, int N, int C, int OC, int epi)
{
	struct cuda_impl *ci = impl_of(be);
	if (N <= 0 || OC <= 0)
		return;
#ifndef MTK_EMU
	if (ci->lt && be->act_dtype == NN_F32 && C > 0 &&
	    lt_matmul_fwd(ci, (float *)out, (float *)pre, (const float *)inp, (const float *)w, bias, N, C, OC, epi) == 0)
		return;
#endif
	ACT_DISPATCH(be, matmul_fwd_t, ci, out, pre, inp, w, bias, N, C, OC, epi);
}

template <typename T>
static void matmul_bwd_t(struct cuda_impl *ci, void *dinp, float *dw, float *dbias, const void *dout,
                         const void *inp, const void *w, int N, int C, int OC)
{
	cudaDataType t = cuda_type<T>();
	if (dinp) {
		if (OC <= 0)
			CUDA_CHECK(cudaMemsetAsync(dinp, 0, (size_t)N * C * sizeof(T), 0));
		else
			gemm(ci, CUBLAS_OP_N, CUBLAS_OP_N, C, N, OC, t, w, C, dout, OC, 0.0f, t, dinp, C);
	}
	if (dw && OC > 0)
		gemm(ci, CUBLAS_OP_N, CUBLAS_OP_T, C, OC, N, t, inp, C, dout, OC, 1.0f, CUDA_R_32F, dw, C);
	if (dbias)
		colsums<T>(ci, dbias, NULL, (const T *)dout, (const T *)NULL, NULL, NULL, N, OC);
}

static void cuda_matmul_bwd(struct nn_be *be, void *dinp, float *dw, float *dbias,
                            const void *dout, const void *inp, const void *w,
                            int N, int C, int OC)
{
	if (N > 0 && C > 0)
		ACT_DISPATCH(be, matmul_bwd_t, impl_of(be), dinp, dw, dbias, dout, inp, w, N, C, OC);
}
