/* kernels/emu: the CUDA runtime calls the backend makes, on host memory */
#ifndef MTK_EMU_CUDA_RUNTIME_H
#define MTK_EMU_CUDA_RUNTIME_H
#include "emu.h"

typedef int cudaError_t;
enum { cudaSuccess = 0, cudaErrorMemoryAllocation = 2 };
enum cudaMemcpyKind { cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice };
enum cudaDeviceAttr { cudaDevAttrClockRate = 13, cudaDevAttrMaxSharedMemoryPerBlockOptin = 97 };
typedef void *cudaStream_t;
typedef struct emu_event *cudaEvent_t;
struct cudaDeviceProp {
	char name[256];
	int multiProcessorCount, major, minor;
};

static inline const char *cudaGetErrorString(cudaError_t e) { return e ? "emulated error" : "no error"; }
static inline cudaError_t cudaGetLastError(void) { return cudaSuccess; }
static inline cudaError_t cudaDeviceSynchronize(void) { return cudaSuccess; }
static inline cudaError_t cudaGetDeviceCount(int *n) { *n = getenv("EMU_NO_DEVICE") ? 0 : 1; return cudaSuccess; }
static inline cudaError_t cudaSetDevice(int) { return cudaSuccess; }
static inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int)
{
	memset(p, 0, sizeof *p);
	strcpy(p->name, "emulated H100");
	p->multiProcessorCount = 2;   /* small grids: few host threads */
	p->major = 9;
	return cudaSuccess;
}
static inline cudaError_t cudaDeviceGetAttribute(int *v, cudaDeviceAttr a, int)
{
	*v = a == cudaDevAttrMaxSharedMemoryPerBlockOptin ? (int)EMU_DYN_SMEM : 1500000;
	return cudaSuccess;
}
template <typename T>
static inline cudaError_t cudaMalloc(T **p, size_t n)
{
	/* poison like fresh device memory would be: the backend must zero */
	*p = (T *)malloc(n);
	if (*p)
		memset((void *)*p, 0x7f, n);
	return *p ? cudaSuccess : cudaErrorMemoryAllocation;
}
static inline cudaError_t cudaFree(void *p) { free(p); return cudaSuccess; }
static inline cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t) { memset(p, v, n); return cudaSuccess; }
static inline cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind) { memcpy(d, s, n); return cudaSuccess; }
static inline cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, cudaMemcpyKind, cudaStream_t)
{
	memcpy(d, s, n);
	return cudaSuccess;
}
enum cudaFuncAttribute { cudaFuncAttributeMaxDynamicSharedMemorySize = 8 };
template <typename F>
static inline cudaError_t cudaFuncSetAttribute(F *, cudaFuncAttribute, int) { return cudaSuccess; }
static inline cudaError_t cudaEventCreate(cudaEvent_t *e) { *e = NULL; return cudaSuccess; }
static inline cudaError_t cudaEventRecord(cudaEvent_t, cudaStream_t) { return cudaSuccess; }
static inline cudaError_t cudaEventSynchronize(cudaEvent_t) { return cudaSuccess; }
static inline cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t, cudaEvent_t) { *ms = 0; return cudaSuccess; }
static inline cudaError_t cudaEventDestroy(cudaEvent_t) { return cudaSuccess; }
#endif
