/*
 * kernels/emu: bfloat16 on the host, the subset of <cuda_bf16.h> the kernels
 * may use. The kernels convert explicitly (__float2bfloat16,
 * __bfloat162float and the pair forms) and do their arithmetic in float, so
 * the emulated type is a bare 16-bit value with no operators: code that
 * leans on the real header's implicit conversions or bf16 arithmetic fails to
 * compile here, which keeps the kernels portable between the two.
 * Rounding is to nearest, ties to even, NaN kept quiet: the device's
 * cvt.rn.bf16.f32.
 */
#ifndef MTK_EMU_CUDA_BF16_H
#define MTK_EMU_CUDA_BF16_H
#include "emu.h"

struct __nv_bfloat16 {
	uint16_t x;
};
struct alignas(4) __nv_bfloat162 {
	__nv_bfloat16 x, y;
};

static inline __nv_bfloat16 __float2bfloat16(float f)
{
	uint32_t u;
	memcpy(&u, &f, 4);
	__nv_bfloat16 h;
	if ((u & 0x7fffffffu) > 0x7f800000u) {
		h.x = (uint16_t)((u >> 16) | 0x40);   /* quiet NaN */
		return h;
	}
	u += 0x7fffu + ((u >> 16) & 1);
	h.x = (uint16_t)(u >> 16);
	return h;
}
static inline __nv_bfloat16 __float2bfloat16_rn(float f) { return __float2bfloat16(f); }

static inline float __bfloat162float(__nv_bfloat16 h)
{
	uint32_t u = (uint32_t)h.x << 16;
	float f;
	memcpy(&f, &u, 4);
	return f;
}

static inline __nv_bfloat162 __floats2bfloat162_rn(float a, float b)
{
	__nv_bfloat162 r;
	r.x = __float2bfloat16(a);
	r.y = __float2bfloat16(b);
	return r;
}
static inline __nv_bfloat162 __float22bfloat162_rn(float2 f) { return __floats2bfloat162_rn(f.x, f.y); }
static inline float2 __bfloat1622float2(__nv_bfloat162 h)
{
	float2 f;
	f.x = __bfloat162float(h.x);
	f.y = __bfloat162float(h.y);
	return f;
}
static inline float __low2float(__nv_bfloat162 h) { return __bfloat162float(h.x); }
static inline float __high2float(__nv_bfloat162 h) { return __bfloat162float(h.y); }
#endif
