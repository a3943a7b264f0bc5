/*
 * kernels/emu: the tensor-core instruction the attention kernels use,
 * mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 (D = A B + C; A 16x16,
 * B 16x8, bf16; C and D fp32), with the fragment layout of the PTX ISA
 * ("Matrix Fragments for mma.m16n8k16"). For lane l, g = l / 4 and
 * t = l % 4:
 *   A, 4 registers of two bf16 (the lower index in the low half):
 *     a0 = A[g][2t, 2t+1]    a1 = A[g+8][2t, 2t+1]
 *     a2 = A[g][2t+8, 2t+9]  a3 = A[g+8][2t+8, 2t+9]
 *   B, 2 registers: b0 = B[2t, 2t+1][g]   b1 = B[2t+8, 2t+9][g]
 *   C and D, 4 floats: c0, c1 = C[g][2t, 2t+1]   c2, c3 = C[g+8][2t, 2t+1]
 * and the loads that feed it (ldmatrix .x4, with and without .trans, and
 * cp.async, below).
 *
 * The instruction is warp-collective: each lane's D needs other lanes' A
 * and B. Every lane publishes its registers in its warp's exchange slot,
 * passes the warp barrier, and computes its own four elements. The slots
 * alternate with the shuffles' (emu_shfl_n), so a slot is rewritten only
 * after the next collective's barrier, which every lane passes after its
 * reads (emu.h). All 32 lanes must take part, as on the device. Products of
 * two bf16 values are exact in fp32; they are summed in fp32, in k order,
 * onto C (the device's adder order is its own: agreement is to fp32
 * rounding).
 */
#ifndef MTK_EMU_MMA_SYNC_H
#define MTK_EMU_MMA_SYNC_H
#include "emu.h"
#include "cuda_bf16.h"

static inline float emu_bf16_half(uint32_t r, int hi)
{
	__nv_bfloat16 h;
	h.x = (uint16_t)(hi ? r >> 16 : r & 0xffffu);
	return __bfloat162float(h);
}

static inline void emu_mma_m16n8k16(float (&d)[4], const uint32_t (&a)[4], uint32_t b0, uint32_t b1)
{
	unsigned th = emu_linear(), lane = th % 32, k = emu_shfl_n++ & 1;
	emu_warp *w = &emu_blk.warps[th / 32];
	for (int i = 0; i < 4; i++)
		w->mma_a[k][lane][i] = a[i];
	w->mma_b[k][lane][0] = b0;
	w->mma_b[k][lane][1] = b1;
	w->bar.arrive_and_wait();
	int g = (int)lane / 4, t = (int)lane % 4;
	for (int e = 0; e < 4; e++) {
		int row = g + 8 * (e / 2), col = 2 * t + e % 2;
		float s = d[e];
		for (int kk = 0; kk < 16; kk++) {
			/* A[row][kk] lives in lane (row % 8) * 4 + (kk % 8) / 2 */
			unsigned la = (unsigned)((row % 8) * 4 + (kk % 8) / 2), lb = (unsigned)(col * 4 + (kk % 8) / 2);
			float av = emu_bf16_half(w->mma_a[k][la][(row >= 8) + 2 * (kk >= 8)], kk % 2);
			float bv = emu_bf16_half(w->mma_b[k][lb][kk >= 8], kk % 2);
			s += av * bv;
		}
		d[e] = s;
	}
}
/* ldmatrix.sync.aligned.m8n8.x4[.trans].shared.b16: lanes 8j .. 8j + 7 give
 * the addresses of the 8 rows (8 halves, 16 bytes each) of matrix j; lane l
 * receives in r[j] row g = l / 4, halves 2t and 2t + 1 (t = l % 4), or with
 * .trans the same of the transposed matrix: halves g of rows 2t and 2t + 1 */
static inline void emu_ldmatrix_x4_any(uint32_t (&r)[4], const void *p, bool trans)
{
	unsigned th = emu_linear(), lane = th % 32, k = emu_shfl_n++ & 1;
	emu_warp *w = &emu_blk.warps[th / 32];
	if ((uintptr_t)p % 16) {
		fprintf(stderr, "emu: ldmatrix: row address %p not 16-byte aligned\n", p);
		abort();
	}
	w->rows[k][lane] = p;
	w->bar.arrive_and_wait();
	unsigned g = lane / 4, t = lane % 4;
	for (unsigned j = 0; j < 4; j++) {
		if (trans) {
			const uint16_t *lo = (const uint16_t *)w->rows[k][8 * j + 2 * t], *hi = (const uint16_t *)w->rows[k][8 * j + 2 * t + 1];
			r[j] = (uint32_t)lo[g] | (uint32_t)hi[g] << 16;
		} else {
			const uint16_t *row = (const uint16_t *)w->rows[k][8 * j + g];
			r[j] = (uint32_t)row[2 * t] | (uint32_t)row[2 * t + 1] << 16;
		}
	}
}
static inline void emu_ldmatrix_x4_trans(uint32_t (&r)[4], const void *p) { emu_ldmatrix_x4_any(r, p, true); }
static inline void emu_ldmatrix_x4(uint32_t (&r)[4], const void *p) { emu_ldmatrix_x4_any(r, p, false); }

#endif
