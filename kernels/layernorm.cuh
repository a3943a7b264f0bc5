/*
 * kernels/layernorm: LayerNorm forward and backward, the fused residual add
 * + LayerNorm forward, and the deterministic column sums that backward
 * (dw, db) and matmul backward (dbias) share.
 *
 * Design: one warp per row (8 rows per 256-thread block); the lanes stride
 * over the C channels, so loads are coalesced, and the row statistics are
 * warp-shuffle sums. When C is a multiple of 16 bytes of the storage type
 * and the row pointers are 16-byte aligned (checked per call; the model's
 * arena always is), a lane moves 16 bytes per load and store (4 fp32 or
 * 8 bf16 consecutive channels, summed in order), else one element. The forward is two-pass (mean, then the centred sum of
 * squares) like the CPU, which avoids the cancellation of E[x^2] - E[x]^2;
 * the second pass re-reads the row from L1/L2. eps = 1e-5 as on the CPU.
 *
 * Column sums over N rows (dw, db, dbias) are two-stage and deterministic:
 * the rows are cut into R chunks; a block of 32 column-lanes (of 16 bytes
 * each on the vector path) x 8 row-lanes sums its chunk (each lane its
 * rows in order, then the 8 lanes in order) into a partial [R][C] in
 * scratch; a second kernel adds the R partials in chunk order onto the
 * accumulated gradient (+=, the accumulation contract).
 * The LayerNorm backward folds its column sums into the row pass when a
 * lane's share of a row fits in registers (layernorm_bwd_fused: bf16
 * C <= 2048, fp32 C <= 1024, aligned), so dout and inp are read once.
 *
 * Numeric contract: fp32 sums in a fixed tree order (the CPU sums in double
 * in row order): results agree with the CPU to a few ulp relative to the row
 * magnitude, and are bit-identical run to run. Storage: inp, out, dout and
 * dinp in T (fp32 or bf16: one rounding per stored element, and dinp's +=
 * rounds the sum once); mean, rstd, w, b, dw, db and the partials fp32.
 */

enum { LN_THREADS = 256, LN_ROWS_PER_BLOCK = LN_THREADS / 32 };

/* A lane's step along the row: V consecutive elements, one 16-byte load
 * (VEC: 4 fp32 or 8 bf16) or one element (V = 1); the lanes take steps
 * lane, lane + 32, ... so a warp's loads stay coalesced either way. */
template <typename T, bool VEC> struct lnv { static constexpr int V = VEC ? v16<T>::n : 1; };

template <typename T, bool VEC>
__device__ __forceinline__ void ldv(T (&e)[lnv<T, VEC>::V], const T *p)
{
	if constexpr (VEC)
		ld16<T>(e, p);
	else
		e[0] = *p;
}

template <typename T, bool VEC>
__device__ __forceinline__ void stv(T *p, const T (&e)[lnv<T, VEC>::V])
{
	if constexpr (VEC)
		st16<T>(p, e);
	else
		*p = e[0];
}

/* The vector path when C fills whole vectors and every row pointer is
 * 16-byte aligned (the model's arena always is); else one element a step. */
template <typename T>
static bool ln_vec(int C, const void *p0, const void *p1, const void *p2 = NULL, const void *p3 = NULL)
{
	return C % v16<T>::n == 0 && aligned16(p0) && aligned16(p1) && (!p2 || aligned16(p2)) &&
	       (!p3 || aligned16(p3));
}

/* Given the lane's part s of the row sum of x: the row's mean, the
 * centred second pass, and out = (x - mean) * rstd * w + b. Shared by
 * layernorm_fwd and residual_layernorm_fwd, so the two agree bit for bit
 * on the same x when they take the same path. */
template <typename T, bool VEC>
__device__ __forceinline__ void ln_fwd_finish(T *o, float *mean, float *rstd, const T *x,
                                              const float *w, const float *b, int row, int lane,
                                              int C, float s)
{
	constexpr int V = lnv<T, VEC>::V;
	float m = warp_sum(s) / C;
	float v = 0;
	for (int c = lane * V; c < C; c += 32 * V) {
		T e[V];
		ldv<T, VEC>(e, x + c);
		for (int k = 0; k < V; k++) {
			float d = ld(e[k]) - m;
			v += d * d;
		}
	}
	float rs = 1.0f / sqrtf(warp_sum(v) / C + 1e-5f);
	for (int c = lane * V; c < C; c += 32 * V) {
		T e[V], r[V];
		ldv<T, VEC>(e, x + c);
		for (int k = 0; k < V; k++)
			r[k] = st<T>((ld(e[k]) - m) * rs * w[c + k] + b[c + k]);
		stv<T, VEC>(o + c, r);
	}
	if (lane == 0) {
		mean[row] = m;
		rstd[row] = rs;
	}
}

template <typename T, bool VEC>
__global__ void layernorm_fwd_kernel(T *__restrict__ out, float *__restrict__ mean,
                                     float *__restrict__ rstd, const T *__restrict__ inp,
                                     const float *__restrict__ w, const float *__restrict__ b,
                                     int N, int C)
{
	constexpr int V = lnv<T, VEC>::V;
	int row = blockIdx.x * LN_ROWS_PER_BLOCK + (threadIdx.x >> 5), lane = threadIdx.x & 31;
	if (row >= N)
		return;   /* warp-uniform: the whole warp shares the row */
	const T *x = inp + (size_t)row * C;
	float s = 0;
	for (int c = lane * V; c < C; c += 32 * V) {
		T e[V];
		ldv<T, VEC>(e, x + c);
		for (int k = 0; k < V; k++)
			s += ld(e[k]);
	}
	ln_fwd_finish<T, VEC>(out + (size_t)row * C, mean, rstd, x, w, b, row, lane, C, s);
}

/* res = a + b, then LayerNorm(res): the residual add and layernorm_fwd in
 * one kernel, one warp per row. Contract: the statistics and the output are
 * computed from res AS STORED (each element rounded to T first), never from
 * the fp32 sum, so the backward (which reads res) and a selective
 * recomputation (layernorm_fwd over res) see exactly what the forward
 * normalised; the first pass sums the rounded values in the order
 * layernorm_fwd_kernel does and both finish in ln_fwd_finish, so mean,
 * rstd and ln are bit-identical to residual_fwd followed by layernorm_fwd
 * (on the same path, vector or scalar, which the model's aligned buffers
 * make the same). The later passes re-read the row the same lane just
 * wrote (L1 hits: a block's 8 rows are 12 KB in bf16 at C = 768). res may
 * alias a or b (each element is read before the same thread writes it),
 * hence no __restrict__ on them. */
template <typename T, bool VEC>
__global__ void residual_layernorm_fwd_kernel(T *res, T *__restrict__ out, float *__restrict__ mean,
                                              float *__restrict__ rstd, const T *a, const T *b,
                                              const float *__restrict__ w,
                                              const float *__restrict__ bias, int N, int C)
{
	constexpr int V = lnv<T, VEC>::V;
	int row = blockIdx.x * LN_ROWS_PER_BLOCK + (threadIdx.x >> 5), lane = threadIdx.x & 31;
	if (row >= N)
		return;
	size_t off = (size_t)row * C;
	T *x = res + off;
	float s = 0;
	for (int c = lane * V; c < C; c += 32 * V) {
		T ea[V], eb[V], r[V];
		ldv<T, VEC>(ea, a + off + c);
		ldv<T, VEC>(eb, b + off + c);
		for (int k = 0; k < V; k++) {
			r[k] = st<T>(ld(ea[k]) + ld(eb[k]));
			s += ld(r[k]);
		}
		stv<T, VEC>(x + c, r);
	}
	ln_fwd_finish<T, VEC>(out + off, mean, rstd, x, w, bias, row, lane, C, s);
}

/* dinp += rstd * (dout*w - mean(dout*w) - xhat * mean(dout*w*xhat)) */
template <typename T, bool VEC>
__global__ void layernorm_bwd_rows_kernel(T *__restrict__ dinp, const T *__restrict__ dout,
                                          const T *__restrict__ inp, const float *__restrict__ w,
                                          const float *__restrict__ mean, const float *__restrict__ rstd,
                                          int N, int C)
{
	constexpr int V = lnv<T, VEC>::V;
	int row = blockIdx.x * LN_ROWS_PER_BLOCK + (threadIdx.x >> 5), lane = threadIdx.x & 31;
	if (row >= N)
		return;
	const T *x = inp + (size_t)row * C, *d = dout + (size_t)row * C;
	float m = mean[row], rs = rstd[row];
	float a = 0, bb = 0;
	for (int c = lane * V; c < C; c += 32 * V) {
		T ex[V], ed[V];
		ldv<T, VEC>(ex, x + c);
		ldv<T, VEC>(ed, d + c);
		for (int k = 0; k < V; k++) {
			float dn = ld(ed[k]) * w[c + k];
			a += dn;
			bb += dn * (ld(ex[k]) - m) * rs;
		}
	}
	float ma = warp_sum(a) / C, mb = warp_sum(bb) / C;
	T *di = dinp + (size_t)row * C;
	for (int c = lane * V; c < C; c += 32 * V) {
		T ex[V], ed[V], ei[V];
		ldv<T, VEC>(ex, x + c);
		ldv<T, VEC>(ed, d + c);
		ldv<T, VEC>(ei, di + c);
		for (int k = 0; k < V; k++) {
			float xh = (ld(ex[k]) - m) * rs;
			ei[k] = st<T>(ld(ei[k]) + rs * (ld(ed[k]) * w[c + k] - ma - xh * mb));
		}
		stv<T, VEC>(di + c, ei);
	}
}

enum { COLS_X = 32, COLS_Y = 8 };
/* what a column-sum pass sums: dout; dout and dout * xhat (LayerNorm); or
 * dout := dout * gelu'(pre) written back, summed as stored (the GELU's
 * backward with the bias gradient of the product that made pre) */
enum { CS_SUM, CS_LN, CS_GELU };

/* Partial column sums of rows [chunk*rows, (chunk+1)*rows): part_d gets
 * sum(dout), with CS_LN part_x gets sum(dout * xhat); with CS_GELU each
 * element of dout becomes dout * gelu'(inp) first (ew1<EW_GELU_BWD>, so the
 * values equal gelu_bwd's) and part_d sums those as stored. A block is
 * COLS_X lanes of V columns (one 16-byte load each with VEC, so a warp
 * reads 512 contiguous bytes of a row) by COLS_Y row-lanes; the per-column
 * order of the sums is the same either way. */
template <int MODE, typename T, bool VEC>
__global__ void colsum_partial_kernel(float *__restrict__ part_d, float *__restrict__ part_x,
                                      T *__restrict__ dout, const T *__restrict__ inp,
                                      const float *__restrict__ mean, const float *__restrict__ rstd,
                                      int N, int C, int rows)
{
	constexpr bool LN = MODE == CS_LN;
	constexpr int V = lnv<T, VEC>::V, W = COLS_X * V;   /* W: the block's columns */
	__shared__ float sd[COLS_Y][W + 1], sx[LN ? COLS_Y : 1][W + 1];
	int tx = threadIdx.x, ty = threadIdx.y;
	int c0 = blockIdx.x * W + tx * V, chunk = blockIdx.y;
	int r0 = chunk * rows, r1 = min(N, r0 + rows);
	float ad[V], ax[V];
	for (int k = 0; k < V; k++)
		ad[k] = ax[k] = 0;
	if (c0 < C)   /* with VEC, C is whole vectors: the vector is in */
		for (int r = r0 + ty; r < r1; r += COLS_Y) {
			T e[V], xi[V];
			ldv<T, VEC>(e, dout + (size_t)r * C + c0);
			if (MODE != CS_SUM)
				ldv<T, VEC>(xi, inp + (size_t)r * C + c0);
			if (MODE == CS_GELU) {
				for (int k = 0; k < V; k++)
					e[k] = st<T>(ew1<EW_GELU_BWD>(ld(xi[k]), ld(e[k]), 0.0f));
				stv<T, VEC>(dout + (size_t)r * C + c0, e);
			}
			for (int k = 0; k < V; k++) {
				float d = ld(e[k]);
				ad[k] += d;
				if (LN)
					ax[k] += d * (ld(xi[k]) - mean[r]) * rstd[r];
			}
		}
	for (int k = 0; k < V; k++) {
		sd[ty][tx * V + k] = ad[k];
		if (LN)
			sx[ty][tx * V + k] = ax[k];
	}
	__syncthreads();
	for (int j = ty * COLS_X + tx; j < W; j += COLS_X * COLS_Y) {
		int c = blockIdx.x * W + j;
		if (c >= C)
			continue;
		float s = 0, t = 0;
		for (int k = 0; k < COLS_Y; k++) {
			s += sd[k][j];
			if (LN)
				t += sx[k][j];
		}
		part_d[(size_t)chunk * C + c] = s;
		if (LN)
			part_x[(size_t)chunk * C + c] = t;
	}
}

template <int MODE, typename T, bool VEC>
static void colsum_partial(struct cuda_impl *ci, float *part_d, float *part_x, T *dout, const T *inp,
                           const float *mean, const float *rstd, int N, int C, int R, int rows)
{
	const int W = COLS_X * lnv<T, VEC>::V;
	dim3 grid((C + W - 1) / W, R), block(COLS_X, COLS_Y);
	colsum_partial_kernel<MODE, T, VEC><<<grid, block>>>(part_d, part_x, dout, inp, mean, rstd, N, C, rows);
	LAUNCH_CHECK(ci, "colsum_partial_kernel");
}

/* acc[c] += sum over chunks of part[chunk][c], in chunk order */
__global__ void colsum_finish_kernel(float *__restrict__ acc, const float *__restrict__ part, int R, int C)
{
	int c = blockIdx.x * blockDim.x + threadIdx.x;
	if (c >= C)
		return;
	float s = 0;
	for (int k = 0; k < R; k++)
		s += part[(size_t)k * C + c];
	acc[c] += s;
}

/* acc[i] (those not NULL) += the R partials at part + i * R * C, each in
 * chunk order */
static void colsum_finish(struct cuda_impl *ci, float *const *acc, int nacc, const float *part, int R, int C)
{
	unsigned nb = (unsigned)((C + 255) / 256);
	for (int i = 0; i < nacc; i++)
		if (acc[i]) {
			colsum_finish_kernel<<<nb, 256>>>(acc[i], part + (size_t)i * R * C, R, C);
			LAUNCH_CHECK(ci, "colsum_finish_kernel");
		}
}

/* db += colsum(dout), and by mode: with inp (LayerNorm's x) also dw +=
 * colsum(dout * xhat) (CS_LN); dout := dout * gelu'(inp), then db +=
 * colsum of that (CS_GELU, inp = pre, dw unused) */
template <int MODE, typename T>
static void colsums_t(struct cuda_impl *ci, float *db, float *dw, T *dout, const T *inp,
                      const float *mean, const float *rstd, int N, int C)
{
	if (N <= 0 || C <= 0)
		return;
	int R = (N + 63) / 64;
	if (R > 128)
		R = 128;
	int rows = (N + R - 1) / R;
	R = (N + rows - 1) / rows;
	float *part = (float *)cuda_scratch(ci, 2 * (size_t)R * C * sizeof(float));
	float *part_d = part, *part_x = part + (size_t)R * C;
	if (ln_vec<T>(C, dout, MODE == CS_SUM ? dout : inp))
		colsum_partial<MODE, T, true>(ci, part_d, part_x, dout, inp, mean, rstd, N, C, R, rows);
	else
		colsum_partial<MODE, T, false>(ci, part_d, part_x, dout, inp, mean, rstd, N, C, R, rows);
	float *acc[2] = {db, MODE == CS_LN ? dw : NULL};
	colsum_finish(ci, acc, 2, part, R, C);
}

/* db += colsum(dout); with inp (LayerNorm) also dw += colsum(dout * xhat) */
template <typename T>
static void colsums(struct cuda_impl *ci, float *db, float *dw, const T *dout, const T *inp,
                    const float *mean, const float *rstd, int N, int C)
{
	/* the two read-only modes never write through dout */
	if (inp)
		colsums_t<CS_LN, T>(ci, db, dw, const_cast<T *>(dout), inp, mean, rstd, N, C);
	else
		colsums_t<CS_SUM, T>(ci, db, NULL, const_cast<T *>(dout), NULL, NULL, NULL, N, C);
}

/* LayerNorm backward in one pass over the rows, the column sums (dw, db)
 * included: where a lane's share of a row fits in registers (16-byte
 * vectors, NV of them: C <= 32 * NV * 16 bytes), each warp keeps its
 * columns' dw and db partial sums in registers over its rows, so dout and
 * inp are read once (layernorm_bwd_rows_kernel + colsums read them twice).
 * With DS a third sum, of dinp as stored after the update (layernorm_bwd's
 * dsum: the projection's bias gradient), rides along the same way.
 * Block b takes rows [b * rows, (b + 1) * rows), warp w of them w, w + 8,
 * ... in order; the 8 warps' sums are added in warp order through shared
 * memory into part (db, dw, dsum: [3][R][C]) at block b, which
 * colsum_finish adds in block order: deterministic. */
enum { LN_FUSED_COLS = 1024 };   /* the shared memory of the warp reduction: 8 x 1024 floats */

template <typename T, int NV, bool DS>
__global__ void __launch_bounds__(LN_THREADS, NV <= 4 ? 2 : 1) layernorm_bwd_fused_kernel(
	T *__restrict__ dinp, float *__restrict__ part, const T *__restrict__ dout,
	const T *__restrict__ inp, const float *__restrict__ w, const float *__restrict__ mean,
	const float *__restrict__ rstd, int N, int C, int rows)
{
	constexpr int V = v16<T>::n;
	__shared__ float sm[LN_ROWS_PER_BLOCK][LN_FUSED_COLS];
	int warp = threadIdx.x >> 5, lane = threadIdx.x & 31;
	int r0 = blockIdx.x * rows, r1 = min(N, r0 + rows);
	float aw[NV][V], ab[NV][V], as[NV][V];
#pragma unroll
	for (int j = 0; j < NV; j++)
#pragma unroll
		for (int k = 0; k < V; k++)
			aw[j][k] = ab[j][k] = as[j][k] = 0;
	for (int r = r0 + warp; r < r1; r += LN_ROWS_PER_BLOCK) {
		const T *x = inp + (size_t)r * C, *d = dout + (size_t)r * C;
		T ex[NV][V], ed[NV][V];
#pragma unroll
		for (int j = 0; j < NV; j++) {
			int c = (lane + 32 * j) * V;
			if (c < C) {   /* C is whole vectors: the vector is in */
				ld16<T>(ex[j], x + c);
				ld16<T>(ed[j], d + c);
			}
		}
		float m = mean[r], rs = rstd[r], a = 0, bb = 0;
#pragma unroll
		for (int j = 0; j < NV; j++)
			if ((lane + 32 * j) * V < C)
#pragma unroll
				for (int k = 0; k < V; k++) {
					float dn = ld(ed[j][k]) * w[(lane + 32 * j) * V + k];
					a += dn;
					bb += dn * (ld(ex[j][k]) - m) * rs;
				}
		float ma = warp_sum(a) / C, mb = warp_sum(bb) / C;
		T *di = dinp + (size_t)r * C;
#pragma unroll
		for (int j = 0; j < NV; j++) {
			int c = (lane + 32 * j) * V;
			if (c >= C)
				continue;
			T ei[V];
			ld16<T>(ei, di + c);
#pragma unroll
			for (int k = 0; k < V; k++) {
				float xh = (ld(ex[j][k]) - m) * rs, dv = ld(ed[j][k]);
				ei[k] = st<T>(ld(ei[k]) + rs * (dv * w[c + k] - ma - xh * mb));
				ab[j][k] += dv;
				aw[j][k] += dv * xh;
				if (DS)
					as[j][k] += ld(ei[k]);
			}
			st16<T>(di + c, ei);
		}
	}
	/* the 8 warps' sums, db, dw (and dsum), in warp order, LN_FUSED_COLS
	 * columns at a time */
	for (int pass = 0; pass < (DS ? 3 : 2); pass++)
		for (int cb = 0; cb < C; cb += LN_FUSED_COLS) {
#pragma unroll
			for (int j = 0; j < NV; j++)
#pragma unroll
				for (int k = 0; k < V; k++) {
					int c = (lane + 32 * j) * V + k;
					if (c >= cb && c < min(C, cb + LN_FUSED_COLS))
						sm[warp][c - cb] = pass == 0 ? ab[j][k] : pass == 1 ? aw[j][k] : as[j][k];
				}
			__syncthreads();
			float *pp = part + ((size_t)pass * gridDim.x + blockIdx.x) * C;
			for (int c = cb + threadIdx.x; c < min(C, cb + LN_FUSED_COLS); c += LN_THREADS) {
				float s = 0;
				for (int k = 0; k < LN_ROWS_PER_BLOCK; k++)
					s += sm[k][c - cb];
				pp[c] = s;
			}
			__syncthreads();
		}
}

/* Whether dsum's third set of register sums fits beside the other two:
 * 3 NV V fp32 sums + the row's two vectors (8 NV registers) + ~32 for the
 * rest, within 128 registers (2 blocks per SM, NV <= 4) or 255. ptxas
 * (sm_90a) agrees: bf16 NV = 3 takes 128 with no spill and 6 takes 247,
 * but NV = 4 (d24's C = 1024) spilled 756 bytes and 8 (d48) 904; fp32 fits
 * at every NV. Where it does not fit, dsum is a second pass over dinp
 * (colsums): what the model paid before the sum moved here. */
template <typename T>
static constexpr bool ln_ds_fits(int nv)
{
	return 3 * nv * v16<T>::n + 8 * nv + 32 <= (nv <= 4 ? 128 : 255);
}

template <typename T, int NV, bool DS>
static void layernorm_bwd_fused_launch1(int R, T *dinp, float *part, const T *dout, const T *inp, const float *w,
                                        const float *mean, const float *rstd, int N, int C, int rows)
{
	constexpr bool D = DS && ln_ds_fits<T>(NV);   /* never instantiated where it would spill */
	layernorm_bwd_fused_kernel<T, NV, D><<<R, LN_THREADS>>>(dinp, part, dout, inp, w, mean, rstd, N, C, rows);
}

/* nv, the vectors a lane needs, rounded up to an instantiated NV */
static inline int ln_nv(int nv) { return nv <= 4 ? nv : nv <= 6 ? 6 : 8; }

template <typename T, bool DS>
static void layernorm_bwd_fused_launch(int nv, int R, T *dinp, float *part, const T *dout, const T *inp,
                                       const float *w, const float *mean, const float *rstd, int N, int C, int rows)
{
	switch (nv) {
	case 1: layernorm_bwd_fused_launch1<T, 1, DS>(R, dinp, part, dout, inp, w, mean, rstd, N, C, rows); break;
	case 2: layernorm_bwd_fused_launch1<T, 2, DS>(R, dinp, part, dout, inp, w, mean, rstd, N, C, rows); break;
	case 3: layernorm_bwd_fused_launch1<T, 3, DS>(R, dinp, part, dout, inp, w, mean, rstd, N, C, rows); break;
	case 4: layernorm_bwd_fused_launch1<T, 4, DS>(R, dinp, part, dout, inp, w, mean, rstd, N, C, rows); break;
	case 6:   /* d36: C = 1280 */
		layernorm_bwd_fused_launch1<T, 6, DS>(R, dinp, part, dout, inp, w, mean, rstd, N, C, rows);
		break;
	default:  /* d48: C = 1600 */
		layernorm_bwd_fused_launch1<T, 8, DS>(R, dinp, part, dout, inp, w, mean, rstd, N, C, rows);
	}
}

/* the fused backward when C fits (16-byte vectors, at most 8 per lane:
 * bf16 C <= 2048, fp32 C <= 1024; above 4, one block per SM for the
 * registers); false, nothing done, otherwise */
template <typename T>
static bool layernorm_bwd_fused(struct cuda_impl *ci, T *dinp, float *dw, float *db, float *dsum, const T *dout,
                                const T *inp, const float *w, const float *mean, const float *rstd, int N, int C)
{
	const int V = v16<T>::n, need = (C + 32 * V - 1) / (32 * V);
	if (!ln_vec<T>(C, dinp, dout, inp) || need > 8)
		return false;
	int nv = ln_nv(need);
	/* blocks of 64 rows, at most 1024 blocks (their partials: 12 MB at C = 1024) */
	int R = min((N + 63) / 64, 1024), rows = (N + R - 1) / R;
	R = (N + rows - 1) / rows;
	float *part = (float *)cuda_scratch(ci, 3 * (size_t)R * C * sizeof(float));
	bool ds = dsum && ln_ds_fits<T>(nv);
	if (ds)
		layernorm_bwd_fused_launch<T, true>(nv, R, dinp, part, dout, inp, w, mean, rstd, N, C, rows);
	else
		layernorm_bwd_fused_launch<T, false>(nv, R, dinp, part, dout, inp, w, mean, rstd, N, C, rows);
	LAUNCH_CHECK(ci, "layernorm_bwd_fused_kernel");
	float *acc[3] = {db, dw, ds ? dsum : NULL};
	colsum_finish(ci, acc, 3, part, R, C);
	if (dsum && !ds)
		colsums<T>(ci, dsum, NULL, dinp, NULL, NULL, NULL, N, C);
	return true;
}

template <typename T>
static void layernorm_fwd_t(struct cuda_impl *ci, void *out, float *mean, float *rstd, const void *inp,
                            const float *w, const float *b, int N, int C)
{
	unsigned nb = (unsigned)((N + LN_ROWS_PER_BLOCK - 1) / LN_ROWS_PER_BLOCK);
	if (ln_vec<T>(C, out, inp))
		layernorm_fwd_kernel<T, true><<<nb, LN_THREADS>>>((T *)out, mean, rstd, (const T *)inp, w, b, N, C);
	else
		layernorm_fwd_kernel<T, false><<<nb, LN_THREADS>>>((T *)out, mean, rstd, (const T *)inp, w, b, N, C);
	LAUNCH_CHECK(ci, "layernorm_fwd_kernel");
}

static void cuda_layernorm_fwd(struct nn_be *be, void *out, float *mean, float *rstd,
                               const void *inp, const float *w, const float *b, int N, int C)
{
	if (N > 0)
		ACT_DISPATCH(be, layernorm_fwd_t, impl_of(be), out, mean, rstd, inp, w, b, N, C);
}

template <typename T>
static void residual_layernorm_fwd_t(struct cuda_impl *ci, void *res, void *out, float *mean,
                                     float *rstd, const void *a, const void *b, const float *w,
                                     const float *bias, int N, int C)
{
	unsigned nb = (unsigned)((N + LN_ROWS_PER_BLOCK - 1) / LN_ROWS_PER_BLOCK);
	if (ln_vec<T>(C, res, out, a, b))
		residual_layernorm_fwd_kernel<T, true><<<nb, LN_THREADS>>>((T *)res, (T *)out, mean, rstd,
		                                                           (const T *)a, (const T *)b, w, bias, N, C);
	else
		residual_layernorm_fwd_kernel<T, false><<<nb, LN_THREADS>>>((T *)res, (T *)out, mean, rstd,
		                                                            (const T *)a, (const T *)b, w, bias, N, C);
	LAUNCH_CHECK(ci, "residual_layernorm_fwd_kernel");
}

static void cuda_residual_layernorm_fwd(struct nn_be *be, void *res, void *out, float *mean,
                                        float *rstd, const void *a, const void *b,
                                        const float *w, const float *bias, int N, int C)
{
	if (N > 0)
		ACT_DISPATCH(be, residual_layernorm_fwd_t, impl_of(be), res, out, mean, rstd, a, b, w,
		             bias, N, C);
}

template <typename T>
static void layernorm_bwd_t(struct cuda_impl *ci, void *dinp, float *dw, float *db, float *dsum,
                            const void *dout, const void *inp, const float *w, const float *mean,
                            const float *rstd, int N, int C)
{
	if (layernorm_bwd_fused<T>(ci, (T *)dinp, dw, db, dsum, (const T *)dout, (const T *)inp, w, mean, rstd, N, C))
		return;
	unsigned nb = (unsigned)((N + LN_ROWS_PER_BLOCK - 1) / LN_ROWS_PER_BLOCK);
	if (ln_vec<T>(C, dinp, dout, inp))
		layernorm_bwd_rows_kernel<T, true><<<nb, LN_THREADS>>>((T *)dinp, (const T *)dout, (const T *)inp, w,
		                                                       mean, rstd, N, C);
	else
		layernorm_bwd_rows_kernel<T, false><<<nb, LN_THREADS>>>((T *)dinp, (const T *)dout, (const T *)inp, w,
		                                                        mean, rstd, N, C);
	LAUNCH_CHECK(ci, "layernorm_bwd_rows_kernel");
	colsums<T>(ci, db, dw, (const T *)dout, (const T *)inp, mean, rstd, N, C);
	if (dsum)   /* a second pass where the row doesn't fit the fused kernel */
		colsums<T>(ci, dsum, NULL, (const T *)dinp, NULL, NULL, NULL, N, C);
}

static void cuda_layernorm_bwd(struct nn_be *be, void *dinp, float *dw, float *db, float *dsum,
                               const void *dout, const void *inp, const float *w,
                               const float *mean, const float *rstd, int N, int C)
{
	if (N > 0)
		ACT_DISPATCH(be, layernorm_bwd_t, impl_of(be), dinp, dw, db, dsum, dout, inp, w, mean, rstd, N, C);
}
