/*
 * kernels/emu: the subset of WMMA (<mma.h>, nvcuda::wmma) the attention
 * kernels use: 16x16x16 tiles, bf16 operands (matrix_a, matrix_b, row- or
 * column-major in memory), float accumulators; fill_fragment,
 * load_matrix_sync, mma_sync, store_matrix_sync.
 *
 * The calls are warp-collective, made by all 32 lanes with the same
 * arguments. Here every lane loads its own copy of an operand tile (reads
 * may overlap), and an accumulator holds 8 of the 256 elements per lane,
 * element e = 32 i + lane for i < 8, as many as on the device but not the
 * device's map: kernels reach accumulators only through store_matrix_sync,
 * never through x[]. mma_sync computes each lane's own 8 elements, so every
 * element of a stored tile is written by exactly one lane, as on the device,
 * and no warp barrier is taken: a lane that reads another lane's stores
 * without a __syncwarp between them races here as it would there.
 * Products of two bf16 values are exact in fp32; they are summed in fp32,
 * in k order, onto the accumulator (the device's adder order is its own:
 * agreement is to fp32 rounding). Pointers must be 32-byte aligned and ldm a
 * multiple of 16 bytes, the device's rules: a violation aborts.
 */
#ifndef MTK_EMU_MMA_H
#define MTK_EMU_MMA_H
#include "emu.h"
#include "cuda_bf16.h"
#include <type_traits>

namespace nvcuda {
namespace wmma {

struct matrix_a {};
struct matrix_b {};
struct accumulator {};
struct row_major {};
struct col_major {};
enum layout_t { mem_row_major, mem_col_major };

template <typename Use, int M, int N, int K, typename T, typename Layout = void>
struct fragment;

/* an operand: the whole tile, [row][col] as mma uses it (A: m x k, B: k x n) */
template <typename Use, typename L>
struct fragment<Use, 16, 16, 16, __nv_bfloat16, L> {
	static_assert(std::is_same<Use, matrix_a>::value || std::is_same<Use, matrix_b>::value, "operand");
	float t[16][16];
};

template <>
struct fragment<accumulator, 16, 16, 16, float, void> {
	enum { num_elements = 8 };
	float x[8];
};

static inline unsigned emu_lane() { return emu_linear() % 32; }

static inline void emu_wmma_check(const void *p, unsigned ldm, unsigned esize)
{
	if ((uintptr_t)p % 32 || ldm * esize % 16) {
		fprintf(stderr, "emu: wmma: pointer %p or ldm %u misaligned\n", p, ldm);
		abort();
	}
}

template <typename Use, typename L>
static inline void load_matrix_sync(fragment<Use, 16, 16, 16, __nv_bfloat16, L> &f, const __nv_bfloat16 *p,
                                    unsigned ldm)
{
	emu_wmma_check(p, ldm, 2);
	for (int r = 0; r < 16; r++)
		for (int c = 0; c < 16; c++)
			f.t[r][c] = __bfloat162float(std::is_same<L, row_major>::value ? p[r * ldm + c] : p[c * ldm + r]);
}

template <typename Use, typename L>
static inline void fill_fragment(fragment<Use, 16, 16, 16, __nv_bfloat16, L> &f, __nv_bfloat16 v)
{
	for (int r = 0; r < 16; r++)
		for (int c = 0; c < 16; c++)
			f.t[r][c] = __bfloat162float(v);
}

static inline void fill_fragment(fragment<accumulator, 16, 16, 16, float> &f, float v)
{
	for (int i = 0; i < 8; i++)
		f.x[i] = v;
}

template <typename LA, typename LB>
static inline void mma_sync(fragment<accumulator, 16, 16, 16, float> &d,
                            const fragment<matrix_a, 16, 16, 16, __nv_bfloat16, LA> &a,
                            const fragment<matrix_b, 16, 16, 16, __nv_bfloat16, LB> &b,
                            const fragment<accumulator, 16, 16, 16, float> &c)
{
	unsigned lane = emu_lane();
	for (int i = 0; i < 8; i++) {
		int e = 32 * i + (int)lane, r = e / 16, col = e % 16;
		float s = c.x[i];
		for (int k = 0; k < 16; k++)
			s += a.t[r][k] * b.t[k][col];
		d.x[i] = s;
	}
}

static inline void load_matrix_sync(fragment<accumulator, 16, 16, 16, float> &f, const float *p, unsigned ldm,
                                    layout_t l)
{
	emu_wmma_check(p, ldm, 4);
	unsigned lane = emu_lane();
	for (int i = 0; i < 8; i++) {
		int e = 32 * i + (int)lane, r = e / 16, c = e % 16;
		f.x[i] = p[l == mem_row_major ? r * ldm + c : c * ldm + r];
	}
}

static inline void store_matrix_sync(float *p, const fragment<accumulator, 16, 16, 16, float> &f, unsigned ldm,
                                     layout_t l)
{
	emu_wmma_check(p, ldm, 4);
	unsigned lane = emu_lane();
	for (int i = 0; i < 8; i++) {
		int e = 32 * i + (int)lane, r = e / 16, c = e % 16;
		p[l == mem_row_major ? r * ldm + c : c * ldm + r] = f.x[i];
	}
}

} /* namespace wmma */
} /* namespace nvcuda */
#endif
