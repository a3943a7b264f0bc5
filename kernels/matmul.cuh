/*
 * kernels/matmul: the linear layers through cuBLAS, and their bias/GELU
 * epilogue (fused by cuBLASLt, or a separate kernel).
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
 * Epilogue, two paths. With MTK_CUDA_LT on, a forward with a bias or GELU
 * goes through cuBLASLt with the epilogue in the GEMM
 * (CUBLASLT_EPILOGUE_BIAS, GELU_AUX_BIAS, or GELU_AUX without a bias: out =
 * gelu(x W^T + b) with the pre-activation written to the aux buffer); a
 * plain product stays on cublasGemmEx, which has nothing to fuse. Types:
 * A, B, C = D and aux all CUDA_R_16BF (bf16 storage) or CUDA_R_32F,
 * compute type as above (CUBLAS_COMPUTE_32F for bf16), scale type
 * CUDA_R_32F, aux of D's type (the documented default, left unset), aux
 * leading dimension OC (which must be a multiple of 8, else the kernel
 * path). The bias: our biases are fp32 on the device, so it is offered as
 * CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE = CUDA_R_32F; but cuBLAS 13's table
 * (cublasLtMatmul, "Datatypes Supported", and the BIAS_DATA_TYPE attribute:
 * "same as matrix D datatype otherwise") documents a bf16 bias for bf16 A,
 * B and D, so where the heuristic refuses fp32 the plan takes a bf16 copy of
 * the bias made by a small kernel before each GEMM (one more rounding, of b:
 * what runs on an H100 with cuBLAS 13). When the heuristic has no algorithm, or
 * cublasLtMatmul refuses a plan (NOT_SUPPORTED / INVALID_VALUE), the call
 * falls back to GemmEx + the kernel below (a note once on stderr).
 * Rounding differs between the two paths: cuBLASLt rounds pre and
 * gelu(pre) once each from the fp32 accumulator plus bias (its GELU, per
 * the cuBLASLt docs, is the tanh approximation 0.5x(1 + tanh(sqrt(2/pi)(x +
 * 0.044715x^3))), the formula of lib/nn/ops_cpu.c, though computed by its own
 * code, and from the unrounded pre); the kernel path rounds the GEMM output
 * to bf16, adds the bias and rounds again, then applies GELU to that stored
 * pre and rounds (llm.c's unfused path does the same; an fp32 staging
 * buffer would cost N x OC x 4 bytes). In fp32 both round only in fp32.
 *
 * Backward epilogues, MTK_CUDA_LT_BWD (on unless 0; with MTK_CUDA_LT): the
 * GELU's gradient (matmul_bwd's pre: fcproj's dinp times gelu'(fch),
 * nn/ops.h) by CUBLASLT_EPILOGUE_DGELU, aux = pre with leading dimension C
 * (a multiple of 8, else the kernel path), rounding once from the fp32
 * product; and dbias by CUBLASLT_EPILOGUE_BGRADB on the dw product (fp32
 * column sums of dout, D's type, into a scratch that a small add puts on
 * dbias: gradients accumulate, the epilogue overwrites; the sum order is
 * cuBLAS's, fixed for a plan). Otherwise cublasGemmEx, then gelu_bwd in
 * place (rounding the product, then the gradient): with dpre_bias, in the
 * column-sum pass that also sums dinp (colsums_t<CS_GELU>: fc's bias
 * gradient without reading dinp again), else the elementwise kernel; and
 * the column-sum kernel for dbias. (The model hands matmul_bwd a dbias only
 * for qkv, and for fcproj where no LayerNorm backward summed it: the other
 * bias gradients come from layernorm_bwd's dsum and dpre_bias, so BGRADB
 * matters for qkv alone.) llm.c found cuBLASLt's bf16 GELU epilogues slower
 * than its own kernel on an older cuBLAS; on an H100 with cuBLAS 13 they
 * are a little faster (d12, B = 64, tuned: 491.5K -> 492.2K tok/s), so on
 * by default.
 *
 * Plans. Creating the descriptors and asking the heuristic costs tens of
 * microseconds, so each backend keeps up to LT_PLANS plans keyed by (N, C,
 * OC, epilogue, storage type, bias or not, and each pointer's alignment up
 * to 256 bytes: the heuristic picks kernels for the alignment it is shown,
 * told through CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_* and the bias and aux
 * pointer values), holding the descriptor, layouts and chosen algorithm, or
 * the verdict "fall back"; a call sets its bias and aux pointers on the
 * cached descriptor (host-side) and launches. Slots are recycled round
 * robin; cuda_destroy frees them (lt_plans_free).
 *
 * Tuning, MTK_CUDA_LT_TUNE (on unless 0; with MTK_CUDA_LT): every product,
 * plain ones too (the classifier's, the backward's dinp and dw: LT_DINP,
 * LT_DW), goes through a cuBLASLt plan, and a plan is made by asking the
 * heuristic for LT_TUNE_CANDIDATES (8) candidates and timing each on the first
 * call's own operands (lt_tune: a warm-up and LT_TUNE_REPS runs), keeping
 * the fastest, as PyTorch's TunableOp does for its GEMMs, and keeping the
 * pick (below, "The tuned picks"). The heuristic's first is what GemmEx
 * would run; on an H100 (cuBLAS 13) another won at several of GPT-2's
 * shapes: d12 at B = 64 went from 474.8K to 491.5K tok/s. With
 * MTK_CUDA_LT_TUNE set explicitly a line per plan on stderr gives the
 * pick and both times. Costs a few ms per plan at the first step. The dw
 * products on the side stream (MTK_CUDA_DW_STREAM) run the same tuned
 * LT_DW plans on that stream (without the BGRADB epilogue: a dbias is
 * summed on the main stream).
 *
 * The switch: MTK_CUDA_LT=1 or 0; unset, MTK_CUDA_LT_DEFAULT below: on.
 * Measured on an H100 (cuBLAS 13, d12 shapes at B=8, bf16): qkv forward
 * 0.082 -> 0.052 ms, attproj 0.031 -> 0.022, fc+gelu 0.114 -> 0.085, fcproj
 * 0.064 -> 0.055; mtrain d12 at B=64 400K -> 418K tok/s. There cuBLASLt
 * refused the fp32 bias with a bf16 D, so the bf16 copy is what runs.
 * scripts/gpu-check.sh runs the op tests with it in both storage types. The
 * emulator has a cuBLASLt of its own (kernels/emu/cublasLt.h: the
 * epilogues as documented, the fp32 bias refused for a bf16 D as above,
 * algorithms that sum in different orders and take made-up times), so
 * kernels/emu/check.sh runs this path (tuned, and untuned without the
 * backward's epilogues) as well as the kernel path (MTK_CUDA_LT=0). dbias
 * is the deterministic column sum of kernels/layernorm.cuh.
 */

/* MTK_CUDA_LT unset: on (measured above); 0 turns the kernel path back on */
#define MTK_CUDA_LT_DEFAULT 1

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
/* through handle h (ci->blas, or the dw stream's ci->blas_side) */
static void gemm_on(struct cuda_impl *ci, cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb, int m,
                    int n, int k, cudaDataType ab, const void *A, int lda, const void *B, int ldb, float beta,
                    cudaDataType ct, void *C, int ldc)
{
	const float alpha = 1.0f;
	CUBLAS_CHECK(cublasGemmEx(h, ta, tb, m, n, k, &alpha, A, ab, lda, B, ab, ldb,
	                          &beta, C, ct, ldc, compute_type(ci, ab), CUBLAS_GEMM_DEFAULT));
	if (ci->sync)
		CUDA_CHECK(cudaDeviceSynchronize());
}

static void gemm(struct cuda_impl *ci, cublasOperation_t ta, cublasOperation_t tb, int m, int n, int k,
                 cudaDataType ab, const void *A, int lda, const void *B, int ldb, float beta,
                 cudaDataType ct, void *C, int ldc)
{
	gemm_on(ci, ci->blas, ta, tb, m, n, k, ab, A, lda, B, ldb, beta, ct, C, ldc);
}

/* in place on dst [N][OC]: dst += bias; with GELU, out = gelu(dst), from
 * the value as stored (what backward's gelu_bwd will read). Blocks of
 * tx x ty threads on a 2-D grid (tx a multiple of 32 covering a row's items
 * when there are at most 512, else 256 striding along the row; ty rows at
 * once, filling 256 threads): threadIdx.y and blockIdx.y walk the rows, x
 * the columns, so the bias index is the column and no element pays a
 * division. With VEC (OC a multiple of 8 bf16 or 4 fp32, dst and out
 * 16-byte aligned, hence every row) an item is one 16-byte vector, else one
 * element; the results are the same either way. */
template <typename T, bool VEC>
__global__ void bias_gelu_kernel(T *__restrict__ out, T *__restrict__ dst,
                                 const float *__restrict__ bias, int N, int OC, int gelu)
{
	constexpr int V = lnv<T, VEC>::V;
	int c0 = (blockIdx.x * blockDim.x + threadIdx.x) * V, cs = gridDim.x * blockDim.x * V;
	for (int r = blockIdx.y * blockDim.y + threadIdx.y; r < N; r += gridDim.y * blockDim.y) {
		T *d = dst + (size_t)r * OC;
		for (int c = c0; c < OC; c += cs) {
			T e[V];
			ldv<T, VEC>(e, d + c);
			if (bias) {
				for (int k = 0; k < V; k++)
					e[k] = st<T>(ld(e[k]) + bias[c + k]);
				stv<T, VEC>(d + c, e);
			}
			if (gelu) {
				T g[V];
				for (int k = 0; k < V; k++)
					g[k] = st<T>(gelu1(ld(e[k])));
				stv<T, VEC>(out + (size_t)r * OC + c, g);
			}
		}
	}
}

template <typename T>
static void bias_gelu(struct cuda_impl *ci, T *out, T *dst, const float *bias, int N, int OC, int gelu)
{
	bool vec = ln_vec<T>(OC, dst, gelu ? out : dst);
	unsigned items = vec ? OC / v16<T>::n : OC;
	unsigned tx = items <= 2 * EW_THREADS ? (items + 31) / 32 * 32 : EW_THREADS;
	unsigned ty = tx < EW_THREADS ? EW_THREADS / tx : 1, cap = (unsigned)ci->sms * 32;
	unsigned gx = (items + tx - 1) / tx;
	if (gx > cap)
		gx = cap;
	unsigned gy = ((unsigned)N + ty - 1) / ty;
	if (gy > cap / gx)
		gy = cap / gx > 0 ? cap / gx : 1;
	if (gy > 65535)
		gy = 65535;
	dim3 grid(gx, gy), block(tx, ty);
	if (vec)
		bias_gelu_kernel<T, true><<<grid, block>>>(out, dst, bias, N, OC, gelu);
	else
		bias_gelu_kernel<T, false><<<grid, block>>>(out, dst, bias, N, OC, gelu);
	LAUNCH_CHECK(ci, "bias_gelu_kernel");
}

/* ---- the cuBLASLt forward (see the header) ---- */

/* a GPT uses 4 shapes with an epilogue (x the pointers' alignments); with
 * MTK_CUDA_LT_TUNE every product has a plan: ~20 keys at d12, the
 * classifier's last chunk its own */
enum { LT_PLANS = 64 };
/* the candidates timed (the heuristic's first 8: its first 32 measured no
 * faster on an H200, kernels/README.md), runs of each */
enum { LT_TUNE_CANDIDATES = 8, LT_TUNE_REPS = 5 };

/* What a plan depends on: the shape, the epilogue, the storage type, and
 * the alignment of every pointer (log2 bytes, capped at 256), because the
 * heuristic picks kernels for the alignment it is shown: the layouts'
 * through CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_*, bias and aux through their
 * pointer values in the descriptor. Zeroed before filling (memcmp). */
enum lt_kind {
	LT_FWD,      /* out = [gelu](inp w^T [+ bias]) */
	LT_DGELU,    /* dinp = (dout w) * gelu'(pre) */
	LT_BGRAD,    /* dw += dout^T inp with dbias = colsum(dout) (BGRADB) */
	LT_DINP,     /* dinp = dout w, no epilogue (MTK_CUDA_LT_TUNE only) */
	LT_DW        /* dw += dout^T inp, no epilogue (MTK_CUDA_LT_TUNE only) */
};
/* the layouts: forward, dinp (LT_DGELU, LT_DINP), dw (LT_BGRAD, LT_DW) */
static inline bool lt_is_dw(int kind) { return kind == LT_BGRAD || kind == LT_DW; }

struct lt_key {
	int N, C, OC, epi, bias;
	int kind;                    /* enum lt_kind */
	int t;                       /* cudaDataType of A, B (and D, aux but for dw's fp32) */
	unsigned char align[5];      /* A, B, D, bias, pre */
};

struct lt_plan {
	struct lt_key key;
	int used;                    /* the slot holds a plan for key */
	int ready;                   /* descriptors and algo below; 0: fall back */
	int bias_lp;                 /* bias passed as a bf16 copy (the documented type) */
	cublasLtMatmulDesc_t op;
	cublasLtMatrixLayout_t la, lb, ld;
	cublasLtMatmulAlgo_t algo;
};

/* a call's operands, which a plan is made with (the bias and aux values
 * tell the heuristic their alignment; MTK_CUDA_LT_TUNE times the
 * candidates on A, B and D) */
struct lt_args {
	const void *A, *B;
	void *D;
	const void *bias;
	void *pre;
};

/* notes printed once per backend (stderr), for whoever measures the path */
enum { LT_NOTE_NONE = 1, LT_NOTE_FAILED = 4, LT_NOTE_EVICT = 8, LT_NOTE_PICKS_BAD = 16 };

static unsigned char lt_align(const void *p)
{
	uintptr_t a = (uintptr_t)p;
	unsigned char n = 0;
	if (!p)
		return 0;
	while (n < 8 && !(a & ((uintptr_t)1 << n)))
		n++;
	return n;
}

static void lt_plan_drop(struct lt_plan *p)
{
	if (p->ld)
		cublasLtMatrixLayoutDestroy(p->ld);
	if (p->lb)
		cublasLtMatrixLayoutDestroy(p->lb);
	if (p->la)
		cublasLtMatrixLayoutDestroy(p->la);
	if (p->op)
		cublasLtMatmulDescDestroy(p->op);
	p->op = NULL;
	p->la = p->lb = p->ld = NULL;
	p->ready = 0;
}

/* called by cuda_destroy */
static void lt_plans_free(struct cuda_impl *ci)
{
	if (!ci->lt_plans)
		return;
	for (int i = 0; i < LT_PLANS; i++)
		lt_plan_drop(&ci->lt_plans[i]);
	free(ci->lt_plans);
	ci->lt_plans = NULL;
}

/* one line on stderr about the plan for k */
static void lt_say(const struct lt_key *k, const char *msg)
{
	static const char *const kinds[] = {"", "backward dgelu", "backward dw, bgradb", "backward dinp", "backward dw"};
	fprintf(stderr, "mtk: cuda: cublasLt (N %d, C %d, OC %d, %s%s, %s): %s\n", k->N, k->C, k->OC,
	        k->kind != LT_FWD ? kinds[k->kind] : k->epi == NN_EPI_GELU ? "gelu" : "no gelu", k->bias ? ", bias" : "",
	        k->t == CUDA_R_16BF ? "bf16" : "fp32", msg);
}

static void lt_note(struct cuda_impl *ci, unsigned what, const struct lt_key *k, const char *msg)
{
	if (ci->lt_notes & what)
		return;
	ci->lt_notes |= what;
	lt_say(k, msg);
}

/* ---- The tuned picks ----
 *
 * Which candidate lt_tune picked for a key is kept for the backend's life
 * (lt_picks, so a plan dropped from the cache comes back with the same
 * algorithm) and, with a picks file (nn_cuda_opts.picks: mtrain's --tune-file, by default
 * cublaslt-tune.txt in its --ckpt directory), in that file: a resumed run
 * then computes every product with the algorithm the interrupted run used,
 * and its losses are the uninterrupted run's bit for bit; without it a
 * fresh timing may pick another candidate, whose sums round differently
 * (measured on an H100: a resumed d12 run left the curve at step 7).
 * The file is text: a header line naming the device and the cuBLASLt
 * version (a file written by another is started over: a pick holds only for
 * the library and device that made it), then a line per plan, the key and
 * the algorithm's 8 words in hex (cuBLASLt documents cublasLtMatmulAlgo_t as
 * trivially serializable for the same library version), a comment with the
 * times after '#'. Lines are appended as plans are tuned; a malformed line
 * is passed over (said once); a file that cannot be written is said once
 * and the run goes on with its picks in memory. One process per file:
 * ranks of a parallel run will each need their own. */
struct lt_pick {
	struct lt_key key;
	cublasLtMatmulAlgo_t algo;
};

/* the header a picks file must start with for this backend */
static void lt_tune_header(const struct cuda_impl *ci, char *buf, size_t len)
{
	snprintf(buf, len, "mtk cublaslt picks 1, %s, cublasLt %zu\n", ci->name, (size_t)cublasLtGetVersion());
}

/* a pick for k, NULL when none */
static const struct lt_pick *lt_pick_find(const struct cuda_impl *ci, const struct lt_key *k)
{
	for (size_t i = 0; i < ci->lt_npicks; i++)
		if (!memcmp(&ci->lt_picks[i].key, k, sizeof *k))
			return &ci->lt_picks[i];
	return NULL;
}

/* room for one more pick; NULL when the host is out of memory */
static struct lt_pick *lt_pick_slot(struct cuda_impl *ci)
{
	if (ci->lt_npicks == ci->lt_cap_picks) {
		size_t cap = ci->lt_cap_picks ? 2 * ci->lt_cap_picks : 32;
		struct lt_pick *p = (struct lt_pick *)realloc(ci->lt_picks, cap * sizeof *p);
		if (!p)
			return NULL;
		ci->lt_picks = p, ci->lt_cap_picks = cap;
	}
	return &ci->lt_picks[ci->lt_npicks];
}

/* Read the picks file, once (lt_picks_state: LT_PICKS_*). */
enum { LT_PICKS_UNREAD, LT_PICKS_APPEND, LT_PICKS_REWRITE, LT_PICKS_OFF };
static void lt_picks_load(struct cuda_impl *ci)
{
	if (ci->lt_picks_state != LT_PICKS_UNREAD)
		return;
	ci->lt_picks_state = LT_PICKS_REWRITE;   /* missing, empty or another's: written afresh */
	FILE *f = ci->lt_tune_file ? fopen(ci->lt_tune_file, "r") : NULL;
	if (!f) {
		if (!ci->lt_tune_file)
			ci->lt_picks_state = LT_PICKS_OFF;
		return;
	}
	char want[160], line[512];
	lt_tune_header(ci, want, sizeof want);
	if (fgets(line, sizeof line, f) && !strcmp(line, want)) {
		ci->lt_picks_state = LT_PICKS_APPEND;
		long no = 1;
		while (fgets(line, sizeof line, f)) {
			no++;
			struct lt_pick *p = lt_pick_slot(ci);
			if (!p)
				break;
			memset(p, 0, sizeof *p);
			struct lt_key *k = &p->key;
			unsigned al[5];
			unsigned long long w[8];
			int end = 0;
			if (sscanf(line,
			           "%d %d %d %d %d %d %d %u %u %u %u %u %llx %llx %llx %llx %llx %llx %llx %llx%n",
			           &k->N, &k->C, &k->OC, &k->epi, &k->bias, &k->kind, &k->t, &al[0], &al[1], &al[2],
			           &al[3], &al[4], &w[0], &w[1], &w[2], &w[3], &w[4], &w[5], &w[6], &w[7],
			           &end) != 20 ||
			    !(line[end] == '\n' || line[end] == ' ' || line[end] == '\0')) {
				if (!(ci->lt_notes & LT_NOTE_PICKS_BAD))
					fprintf(stderr, "mtk: cuda: %s:%ld: not a cuBLASLt pick; passed over\n",
					        ci->lt_tune_file, no);
				ci->lt_notes |= LT_NOTE_PICKS_BAD;
				continue;
			}
			for (int i = 0; i < 5; i++)
				k->align[i] = (unsigned char)al[i];
			for (int i = 0; i < 8; i++)
				p->algo.data[i] = w[i];
			ci->lt_npicks++;
		}
	}
	fclose(f);
}

/* keep algo as the pick for y, and append it to the file */
static void lt_pick_add(struct cuda_impl *ci, const struct lt_key *y, const cublasLtMatmulAlgo_t *algo,
                        const char *comment)
{
	struct lt_pick *k = lt_pick_slot(ci);
	if (!k)
		return;
	memcpy(&k->key, y, sizeof *y);   /* the padding too: keys compare by memcmp */
	k->algo = *algo;
	ci->lt_npicks++;
	if (ci->lt_picks_state != LT_PICKS_APPEND && ci->lt_picks_state != LT_PICKS_REWRITE)
		return;
	FILE *f = fopen(ci->lt_tune_file, ci->lt_picks_state == LT_PICKS_APPEND ? "a" : "w");
	int ok = f != NULL;
	if (ok && ci->lt_picks_state == LT_PICKS_REWRITE) {
		char h[160];
		lt_tune_header(ci, h, sizeof h);
		ok = fputs(h, f) >= 0;
	}
	if (ok) {
		fprintf(f, "%d %d %d %d %d %d %d %u %u %u %u %u", y->N, y->C, y->OC, y->epi, y->bias, y->kind, y->t,
		        y->align[0], y->align[1], y->align[2], y->align[3], y->align[4]);
		for (int i = 0; i < 8; i++)
			fprintf(f, " %llx", (unsigned long long)algo->data[i]);
		fprintf(f, " # %s\n", comment);
	}
	if (f && fclose(f))
		ok = 0;
	if (ok) {
		ci->lt_picks_state = LT_PICKS_APPEND;
	} else {
		fprintf(stderr,
		        "mtk: cuda: %s: cannot write the cuBLASLt picks (%s); a resumed run may round differently\n",
		        ci->lt_tune_file, strerror(errno));
		ci->lt_picks_state = LT_PICKS_OFF;
	}
}

/* bf16 copy of the fp32 bias, for a bf16 D when cuBLASLt refuses fp32 */
__global__ void bias_to_bf16_kernel(bf16 *__restrict__ dst, const float *__restrict__ src, int n)
{
	GRID_STRIDE(i, (size_t)n)
		dst[i] = st<bf16>(src[i]);
}

/* The descriptors and the heuristic's first algorithm for p->key, with the
 * call's pointers (their values tell the heuristic their alignment). The
 * bias is offered as fp32 first; for a bf16 D the documented bias type is
 * bf16, so when fp32 is refused a bf16 copy is offered. 0 on success; -1
 * when there is no algorithm or a call fails (p->ready stays 0).
 * The backward's plans (MTK_CUDA_LT_BWD=1), in the column-major views of
 * the header: LT_DGELU, dinp^T[C x N] = W^T . dout^T (A = w as C x OC, op
 * N; B = dout as OC x N, op N) with CUBLASLT_EPILOGUE_DGELU: dinp =
 * product * gelu'(aux), aux = pre, [N][C] like dinp (ld C); LT_BGRAD,
 * dw^T[C x OC] += inp^T . dout (A = inp as C x N, op N; B = dout as OC x
 * N, op T; C = D = dw, fp32, beta 1) with CUBLASLT_EPILOGUE_BGRADB: the
 * column sums of B over k = N, i.e. dbias, written (fp32, D's type) to
 * the bias pointer. LT_DINP and LT_DW (MTK_CUDA_LT_TUNE) are LT_DGELU's and
 * LT_BGRAD's products without an epilogue.
 * With MTK_CUDA_LT_TUNE=1 the heuristic is asked for LT_TUNE_CANDIDATES
 * candidates and lt_tune times them on the call's operands (a). */
static void lt_tune(struct cuda_impl *ci, struct lt_plan *p, cublasLtMatmulHeuristicResult_t *res, int n,
                    const struct lt_args *a);

static int lt_plan_make(struct cuda_impl *ci, struct lt_plan *p, const struct lt_args *a)
{
	const struct lt_key *k = &p->key;
	const void *bias = a->bias;
	void *pre = a->pre;
	cudaDataType t = (cudaDataType)k->t;
	cublasLtMatmulPreference_t pref = NULL;
	cublasLtMatmulHeuristicResult_t res[LT_TUNE_CANDIDATES];
	int want = ci->lt_tune ? LT_TUNE_CANDIDATES : 1;
	bool dwl = lt_is_dw(k->kind), fwd = k->kind == LT_FWD;
	cublasOperation_t ta = fwd ? CUBLAS_OP_T : CUBLAS_OP_N;
	cublasOperation_t tb = dwl ? CUBLAS_OP_T : CUBLAS_OP_N;
	cublasLtEpilogue_t e = k->kind == LT_DGELU ? CUBLASLT_EPILOGUE_DGELU
	                       : k->kind == LT_BGRAD ? CUBLASLT_EPILOGUE_BGRADB
	                       : !fwd ? CUBLASLT_EPILOGUE_DEFAULT
	                       : k->epi == NN_EPI_GELU ? (bias ? CUBLASLT_EPILOGUE_GELU_AUX_BIAS : CUBLASLT_EPILOGUE_GELU_AUX)
	                                               : (bias ? CUBLASLT_EPILOGUE_BIAS : CUBLASLT_EPILOGUE_DEFAULT);
	int64_t auxld = k->kind == LT_DGELU ? k->C : k->OC;
	bool aux = k->kind == LT_DGELU || (fwd && k->epi == NN_EPI_GELU);
	/* the column-major views (rows x columns): A, B, D */
	int ar = k->C, ac = dwl ? k->N : k->OC;
	int br = fwd ? k->C : k->OC, bc = k->N;
	int dr = fwd ? k->OC : k->C;
	int dc = dwl ? k->OC : k->N;
	cudaDataType dt = dwl ? CUDA_R_32F : t;
	uint64_t wsb = ci->blas_ws_bytes;
	uint32_t al_a = 1u << k->align[0], al_b = 1u << k->align[1], al_d = 1u << k->align[2];
	cudaDataType bt = CUDA_R_32F;
	int nres = 0, rc = -1;
	memset(res, 0, sizeof res);
	if (cublasLtMatmulDescCreate(&p->op, compute_type(ci, t), CUDA_R_32F) ||
	    cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_TRANSA, &ta, sizeof ta) ||
	    cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_TRANSB, &tb, sizeof tb) ||
	    cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_EPILOGUE, &e, sizeof e))
		goto done;
	/* aux: the pre-activation, of D's type (the default, left unset) */
	if (aux &&
	    (cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER, &pre, sizeof pre) ||
	     cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_LD, &auxld, sizeof auxld)))
		goto done;
	/* forward: A = w as C x OC (op T), B = inp as C x N, C = D = out as OC
	 * x N; the backward's above */
	if (cublasLtMatrixLayoutCreate(&p->la, t, ar, ac, ar) || cublasLtMatrixLayoutCreate(&p->lb, t, br, bc, br) ||
	    cublasLtMatrixLayoutCreate(&p->ld, dt, dr, dc, dr) || cublasLtMatmulPreferenceCreate(&pref) ||
	    cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &wsb, sizeof wsb) ||
	    cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_A_BYTES, &al_a, sizeof al_a) ||
	    cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_B_BYTES, &al_b, sizeof al_b) ||
	    cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_C_BYTES, &al_d, sizeof al_d) ||
	    cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MIN_ALIGNMENT_D_BYTES, &al_d, sizeof al_d))
		goto done;
	if (bias && (cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, &bt, sizeof bt) ||
	             cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof bias)))
		goto done;
	if (cublasLtMatmulAlgoGetHeuristic(ci->lt, p->op, p->la, p->lb, p->ld, p->ld, pref, want, res, &nres) ==
	            CUBLAS_STATUS_SUCCESS && nres > 0) {
		rc = 0;
	} else if (k->kind == LT_FWD && bias && t == CUDA_R_16BF) {
		const void *lp = cuda_scratch(ci, (size_t)k->OC * sizeof(bf16));   /* 256-byte aligned */
		bt = CUDA_R_16BF;
		nres = 0;
		if (cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_BIAS_DATA_TYPE, &bt, sizeof bt) ||
		    cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &lp, sizeof lp))
			goto done;
		if (cublasLtMatmulAlgoGetHeuristic(ci->lt, p->op, p->la, p->lb, p->ld, p->ld, pref, want, res, &nres) ==
		            CUBLAS_STATUS_SUCCESS && nres > 0) {
			p->bias_lp = 1;
			rc = 0;
		}
	}
done:
	if (pref)
		cublasLtMatmulPreferenceDestroy(pref);
	if (rc == 0) {
		const struct lt_pick *kept = NULL;
		if (ci->lt_tune) {
			lt_picks_load(ci);
			kept = lt_pick_find(ci, k);
		}
		if (kept) {
			res[0].algo = kept->algo;
			if (ci->lt_tune_say)
				lt_say(k, "tuned: as picked before");
		} else if (nres > 1) {
			lt_tune(ci, p, res, nres, a);   /* the fastest into res[0], kept */
		}
		p->algo = res[0].algo;
		p->ready = 1;
	} else {
		lt_plan_drop(p);
		lt_note(ci, LT_NOTE_NONE, k, "no algorithm; cublasGemmEx and a kernel serve");
	}
	return rc;
}

/* The plan for this call: found in the cache, or made in the next slot
 * (round robin; the evicted plan's descriptors are destroyed). NULL only
 * when the host is out of memory. */
static struct lt_plan *lt_plan_for(struct cuda_impl *ci, const struct lt_key *k, const struct lt_args *a)
{
	if (!ci->lt_plans && !(ci->lt_plans = (struct lt_plan *)calloc(LT_PLANS, sizeof *ci->lt_plans)))
		return NULL;
	for (int i = 0; i < LT_PLANS; i++)
		if (ci->lt_plans[i].used && !memcmp(&ci->lt_plans[i].key, k, sizeof *k))
			return &ci->lt_plans[i];
	struct lt_plan *p = &ci->lt_plans[ci->lt_next];
	ci->lt_next = (ci->lt_next + 1) % LT_PLANS;
	if (p->used && ci->lt_tune)   /* a tuned plan dropped: it will be tuned again when next used */
		lt_note(ci, LT_NOTE_EVICT, &p->key, "plan cache full (LT_PLANS): this plan is dropped and tuned again");
	lt_plan_drop(p);
	memset(p, 0, sizeof *p);
	p->key = *k;
	p->used = 1;
	lt_plan_make(ci, p, a);
	return p;
}

/* D = A B through plan p (its epilogue; aux = this call's pre-activation
 * when it has one): the plan keeps the descriptors, this call's pointers go
 * in (host-side, cheap). On stream 0 with the main workspace, or with
 * side on the dw stream with its own. 0 when launched; -1 when
 * cublasLtMatmul refuses the plan before launching (it falls back from
 * then on). */
static int lt_run(struct cuda_impl *ci, struct lt_plan *p, const void *A, const void *B, void *D, void *aux,
                  float beta, bool side = false)
{
	if (aux)
		CUBLAS_CHECK(cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_EPILOGUE_AUX_POINTER, &aux, sizeof aux));
	const float alpha = 1.0f;
	cublasStatus_t s = cublasLtMatmul(ci->lt, p->op, &alpha, A, p->la, B, p->lb, &beta, D, p->ld, D, p->ld,
	                                  &p->algo, side ? ci->side_ws : ci->blas_ws, ci->blas_ws_bytes,
	                                  side ? ci->side : 0);
	if (s == CUBLAS_STATUS_NOT_SUPPORTED || s == CUBLAS_STATUS_INVALID_VALUE) {
		struct lt_key k = p->key;
		lt_plan_drop(p);
		lt_note(ci, LT_NOTE_FAILED, &k, "cublasLtMatmul refused the plan; cublasGemmEx and a kernel serve");
		return -1;
	}
	cublas_check_(s, "cublasLtMatmul", __FILE__, __LINE__);
	if (ci->sync)
		CUDA_CHECK(cudaDeviceSynchronize());
	return 0;
}

/* MTK_CUDA_LT_TUNE=1: time each of the heuristic's n candidates for plan p
 * on the call's operands, a warm-up then LT_TUNE_REPS runs each on stream 0,
 * and put the fastest in res[0] (the heuristic's order breaks ties). The
 * runs write D: the call's own where the product overwrites it (the call
 * writes it again right after, and the aux and bias outputs too), a zeroed
 * temporary where it accumulates (dw, beta 1). A candidate cublasLtMatmul
 * refuses is passed over. The pick is kept (lt_pick_add); with
 * MTK_CUDA_LT_TUNE set explicitly, a line on stderr per plan: the pick,
 * its time and the heuristic's first's. */
static void lt_tune(struct cuda_impl *ci, struct lt_plan *p, cublasLtMatmulHeuristicResult_t *res, int n,
                    const struct lt_args *a)
{
	const struct lt_key *k = &p->key;
	bool acc = lt_is_dw(k->kind);
	const float alpha = 1.0f, beta = acc ? 1.0f : 0.0f;
	void *D = a->D;
	size_t dbytes = (size_t)k->C * k->OC * sizeof(float);
	cudaEvent_t e0, e1;
	if (acc && (cudaMalloc(&D, dbytes) != cudaSuccess || cudaMemsetAsync(D, 0, dbytes, 0) != cudaSuccess)) {
		(void)cudaGetLastError();
		return;   /* no room to time it: the heuristic's first */
	}
	CUDA_CHECK(cudaEventCreate(&e0));
	CUDA_CHECK(cudaEventCreate(&e1));
	float best = INFINITY, first = NAN;
	int bi = 0;
	for (int i = 0; i < n; i++) {
		cublasStatus_t s = CUBLAS_STATUS_SUCCESS;
		float ms = 0;
		for (int r = 0; r <= LT_TUNE_REPS && s == CUBLAS_STATUS_SUCCESS; r++) {
			if (r == 1)
				CUDA_CHECK(cudaEventRecord(e0, 0));
			s = cublasLtMatmul(ci->lt, p->op, &alpha, a->A, p->la, a->B, p->lb, &beta, D, p->ld, D, p->ld,
			                   &res[i].algo, ci->blas_ws, ci->blas_ws_bytes, 0);
		}
		CUDA_CHECK(cudaEventRecord(e1, 0));
		CUDA_CHECK(cudaEventSynchronize(e1));
		if (s != CUBLAS_STATUS_SUCCESS)
			continue;
		CUDA_CHECK(cudaEventElapsedTime(&ms, e0, e1));
		ms /= LT_TUNE_REPS;
		if (i == 0)
			first = ms;
		if (ms < best)
			best = ms, bi = i;
	}
	CUDA_CHECK(cudaEventDestroy(e0));
	CUDA_CHECK(cudaEventDestroy(e1));
	if (acc)
		CUDA_CHECK(cudaFree(D));   /* cudaFree waits for the runs */
	if (bi)
		res[0] = res[bi];
	char msg[128];
	snprintf(msg, sizeof msg, "tuned: candidate %d of %d, %.4f ms (the heuristic's first %.4f ms)", bi + 1, n,
	         best, first);
	lt_pick_add(ci, k, &res[0].algo, msg);
	if (ci->lt_tune_say)
		lt_say(k, msg);
}

/* out = [gelu](inp w^T [+ bias]) through cuBLASLt, with pre = the
 * pre-activation under GELU. 0 when done; -1 when cuBLASLt has no
 * algorithm or refuses the call (the caller falls back to GemmEx and the
 * kernel). */
static int lt_matmul_fwd(struct cuda_impl *ci, cudaDataType t, void *out, void *pre, const void *inp,
                         const void *w, const float *bias, int N, int C, int OC, int epi)
{
	if (epi == NN_EPI_GELU && OC % 8)
		return -1;   /* the aux leading dimension must be a multiple of 8 */
	struct lt_key k;
	memset(&k, 0, sizeof k);
	k.N = N, k.C = C, k.OC = OC, k.epi = epi, k.bias = bias != NULL, k.t = t;
	k.align[0] = lt_align(w), k.align[1] = lt_align(inp), k.align[2] = lt_align(out);
	k.align[3] = lt_align(bias), k.align[4] = epi == NN_EPI_GELU ? lt_align(pre) : 0;
	struct lt_args a = {w, inp, out, bias, pre};
	struct lt_plan *p = lt_plan_for(ci, &k, &a);
	if (!p || !p->ready)
		return -1;
	const void *b = bias;
	if (p->bias_lp) {
		bf16 *lp = (bf16 *)cuda_scratch(ci, (size_t)OC * sizeof(bf16));
		bias_to_bf16_kernel<<<grid_for(ci, OC, EW_THREADS), EW_THREADS>>>(lp, bias, OC);
		LAUNCH_CHECK(ci, "bias_to_bf16_kernel");
		b = lp;
	}
	if (bias)
		CUBLAS_CHECK(cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &b, sizeof b));
	return lt_run(ci, p, w, inp, out, epi == NN_EPI_GELU ? pre : NULL, 0.0f);
}

/* A backward product through cuBLASLt, B = dout: LT_DGELU, dinp = (dout w)
 * * gelu'(pre) by the DGELU epilogue (MTK_CUDA_LT_BWD=1); with
 * MTK_CUDA_LT_TUNE=1 the plain ones through tuned plans, LT_DINP, dinp =
 * dout w, and LT_DW, dw += dout^T inp (A = w, or inp for dw; D = dinp or
 * dw), with side on the dw stream (the plan made, and tuned on stream 0,
 * first: the same plan and pick as on one stream). 0 when done, -1 to
 * fall back to GemmEx (nothing written). */
static int lt_matmul_bwd(struct cuda_impl *ci, cudaDataType t, int kind, void *D, const void *A, const void *dout,
                         const void *pre, int N, int C, int OC, bool side = false)
{
	if (kind == LT_DGELU && C % 8)
		return -1;   /* the aux leading dimension must be a multiple of 8 */
	struct lt_key k;
	memset(&k, 0, sizeof k);
	k.N = N, k.C = C, k.OC = OC, k.kind = kind, k.t = t;
	k.align[0] = lt_align(A), k.align[1] = lt_align(dout), k.align[2] = lt_align(D), k.align[4] = lt_align(pre);
	struct lt_args a = {A, dout, D, NULL, (void *)pre};
	struct lt_plan *p = lt_plan_for(ci, &k, &a);
	if (!p || !p->ready)
		return -1;
	return lt_run(ci, p, A, dout, D, (void *)pre, kind == LT_DW ? 1.0f : 0.0f, side);
}

/* dw += dout^T inp and dbias += colsum(dout) in one cuBLASLt call
 * (BGRADB writes the column sums to an fp32 scratch, added to dbias after:
 * the epilogue overwrites, the gradients accumulate) under
 * MTK_CUDA_LT_BWD=1; 0 when done, -1 to fall back (nothing written) */
static int lt_matmul_dw_bgrad(struct cuda_impl *ci, cudaDataType t, float *dw, float *dbias, const void *dout,
                              const void *inp, int N, int C, int OC)
{
	float *db = (float *)cuda_scratch(ci, (size_t)OC * sizeof(float));   /* 256-byte aligned */
	struct lt_key k;
	memset(&k, 0, sizeof k);
	k.N = N, k.C = C, k.OC = OC, k.bias = 1, k.kind = LT_BGRAD, k.t = t;
	k.align[0] = lt_align(inp), k.align[1] = lt_align(dout), k.align[2] = lt_align(dw), k.align[3] = lt_align(db);
	struct lt_args a = {inp, dout, dw, db, NULL};
	struct lt_plan *p = lt_plan_for(ci, &k, &a);
	if (!p || !p->ready)
		return -1;
	CUBLAS_CHECK(cublasLtMatmulDescSetAttribute(p->op, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &db, sizeof db));
	if (lt_run(ci, p, inp, dout, dw, NULL, 1.0f))
		return -1;
	ew_t<float, EW_ADD>(ci, dbias, dbias, db, (size_t)OC, 0.0f);
	return 0;
}

template <typename T>
static void matmul_fwd_t(struct cuda_impl *ci, void *out, void *pre, const void *inp, const void *w,
                         const float *bias, int N, int C, int OC, int epi)
{
	cudaDataType t = cuda_type<T>();
	/* only where there is an epilogue to fuse (a plain product gains
	 * nothing), or every product with MTK_CUDA_LT_TUNE (the tuned algorithm) */
	if (ci->lt && C > 0 && (bias || epi == NN_EPI_GELU || ci->lt_tune) &&
	    lt_matmul_fwd(ci, t, out, pre, inp, w, bias, N, C, OC, epi) == 0)
		return;
	T *dst = (T *)(epi == NN_EPI_GELU ? pre : out);
	if (C <= 0)
		CUDA_CHECK(cudaMemsetAsync(dst, 0, (size_t)N * OC * sizeof(T), 0));
	else
		gemm(ci, CUBLAS_OP_T, CUBLAS_OP_N, OC, N, C, t, w, C, inp, C, 0.0f, t, dst, OC);
	/* out and dst are distinct with GELU; without it out is unused */
	if (bias || epi == NN_EPI_GELU)
		bias_gelu<T>(ci, epi == NN_EPI_GELU ? (T *)out : NULL, dst, bias, N, OC, epi == NN_EPI_GELU);
}

static void cuda_matmul_fwd(struct nn_be *be, void *out, void *pre, const void *inp,
                            const void *w, const float *bias, int N, int C, int OC, int epi)
{
	if (N > 0 && OC > 0)
		ACT_DISPATCH(be, matmul_fwd_t, impl_of(be), out, pre, inp, w, bias, N, C, OC, epi);
}

/* dw += dout^T inp on the side stream (MTK_CUDA_DW_STREAM=1, common.cuh),
 * after everything the main stream has queued (dout and inp are ready):
 * tuned, the LT_DW plan a single stream would run (its tuning, on the
 * first call, runs on stream 0 before the product is queued, with the side
 * stream idle: matmul_bwd joined it), else the plain GemmEx; either way
 * the side stream's own workspace is all it touches (no scratch: the bias
 * sums stay on the main stream). The main stream goes on at once:
 * matmul_bwd's own dinp product runs beside it. */
template <typename T>
static void side_dw(struct cuda_impl *ci, float *dw, const void *dout, const void *inp, int N, int C, int OC)
{
	CUDA_CHECK(cudaEventRecord(ci->ev_main, 0));
	CUDA_CHECK(cudaStreamWaitEvent(ci->side, ci->ev_main, 0));
	if (!(ci->lt && ci->lt_tune &&
	      lt_matmul_bwd(ci, cuda_type<T>(), LT_DW, dw, inp, dout, NULL, N, C, OC, true) == 0))
		gemm_on(ci, ci->blas_side, CUBLAS_OP_N, CUBLAS_OP_T, C, OC, N, cuda_type<T>(), inp, C, dout, OC, 1.0f,
		        CUDA_R_32F, dw, C);   /* the dw product of matmul_bwd_t's gemm, on the side handle */
	CUDA_CHECK(cudaEventRecord(ci->ev_side, ci->side));
	ci->side_pending = 1;
	ci->side_rd[0] = (const char *)dout, ci->side_rn[0] = (size_t)N * OC * sizeof(T);
	ci->side_rd[1] = (const char *)inp, ci->side_rn[1] = (size_t)N * C * sizeof(T);
	ci->side_rd[2] = (const char *)dw, ci->side_rn[2] = (size_t)OC * C * sizeof(float);
}

template <typename T>
static void matmul_bwd_t(struct cuda_impl *ci, void *dinp, float *dw, float *dbias, const void *dout,
                         const void *inp, const void *w, const void *pre, float *dpre_bias, int N, int C,
                         int OC)
{
	cudaDataType t = cuda_type<T>();
	bool side = dw && OC > 0 && ci->dw_stream;
	if (side)
		side_dw<T>(ci, dw, dout, inp, N, C, OC);
	if (dinp && OC <= 0) {
		CUDA_CHECK(cudaMemsetAsync(dinp, 0, (size_t)N * C * sizeof(T), 0));   /* dpre_bias += 0 */
	} else if (dinp) {
		bool done = pre && ci->lt && ci->lt_bwd && lt_matmul_bwd(ci, t, LT_DGELU, dinp, w, dout, pre, N, C, OC) == 0;
		if (!done && !(ci->lt && ci->lt_tune && lt_matmul_bwd(ci, t, LT_DINP, dinp, w, dout, NULL, N, C, OC) == 0))
			gemm(ci, CUBLAS_OP_N, CUBLAS_OP_N, C, N, OC, t, w, C, dout, OC, 0.0f, t, dinp, C);
		if (!done && pre && dpre_bias)   /* dinp *= gelu'(pre) and its column sums, one pass */
			colsums_t<CS_GELU, T>(ci, dpre_bias, NULL, (T *)dinp, (const T *)pre, NULL, NULL, N, C);
		else if (!done && pre)           /* gelu_bwd in place: dinp = dinp * gelu'(pre) */
			ew_t<T, EW_GELU_BWD>(ci, dinp, pre, dinp, (size_t)N * C, 0.0f);
		else if (pre && dpre_bias)       /* after the DGELU epilogue */
			colsums<T>(ci, dpre_bias, NULL, (const T *)dinp, NULL, NULL, NULL, N, C);
	}
	bool db_done = false;   /* dbias made by the dw GEMM's epilogue */
	if (dw && OC > 0 && !side) {
		db_done = dbias && ci->lt && ci->lt_bwd && lt_matmul_dw_bgrad(ci, t, dw, dbias, dout, inp, N, C, OC) == 0;
		if (!db_done && !(ci->lt && ci->lt_tune && lt_matmul_bwd(ci, t, LT_DW, dw, inp, dout, NULL, N, C, OC) == 0))
			gemm(ci, CUBLAS_OP_N, CUBLAS_OP_T, C, OC, N, t, inp, C, dout, OC, 1.0f, CUDA_R_32F, dw, C);
	}
	if (dbias && !db_done)
		colsums<T>(ci, dbias, NULL, (const T *)dout, (const T *)NULL, NULL, NULL, N, OC);
}

static void cuda_matmul_bwd(struct nn_be *be, void *dinp, float *dw, float *dbias,
                            const void *dout, const void *inp, const void *w, const void *pre,
                            float *dpre_bias, int N, int C, int OC)
{
	if (N > 0 && C > 0)
		ACT_DISPATCH(be, matmul_bwd_t, impl_of(be), dinp, dw, dbias, dout, inp, w, pre, dpre_bias, N, C,
		             OC);
}
