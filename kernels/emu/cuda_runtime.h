/* kernels/emu: the CUDA runtime calls the backend makes, on host memory */
#ifndef MTK_EMU_CUDA_RUNTIME_H
#define MTK_EMU_CUDA_RUNTIME_H
#include "emu.h"

typedef int cudaError_t;
enum { cudaSuccess = 0, cudaErrorMemoryAllocation = 2 };
enum cudaMemcpyKind { cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost, cudaMemcpyDeviceToDevice };
enum cudaDeviceAttr {
	cudaDevAttrClockRate = 13,
	cudaDevAttrMemoryClockRate = 36,
	cudaDevAttrGlobalMemoryBusWidth = 37,
	cudaDevAttrMaxSharedMemoryPerBlockOptin = 97
};
/* Streams: stream 0 (and NULL) runs everything at once. A stream made by
 * cudaStreamCreateWithFlags DEFERS the work queued on it (cuBLAS GEMMs
 * through a handle bound to it: kernels/emu/cublas_v2.h) until something
 * waits for it: cudaStreamWaitEvent on an event recorded after the work, or
 * any synchronising call (cudaDeviceSynchronize, cudaMemcpy, cudaFree,
 * cudaEventSynchronize, cudaStreamDestroy). That is the latest schedule a
 * device may legally pick, so a consumer that forgets to wait, or a
 * producer that overwrites an input before the wait, gives wrong results
 * here instead of only sometimes on a GPU. */
struct emu_work {
	void (*run)(void *arg);
	void *arg;
};
struct emu_stream {
	struct emu_work *q;
	size_t n, cap, done;   /* queued, capacity, run */
};
struct emu_event {
	struct emu_stream *s;   /* recorded on this stream (NULL: stream 0) */
	size_t upto;            /* after this many of its queued items */
	double ms;              /* emu_clock() when recorded */
};
typedef struct emu_stream *cudaStream_t;
typedef struct emu_event *cudaEvent_t;
enum { cudaStreamNonBlocking = 1 };

/* Time. A virtual clock in milliseconds, which only the emulated
 * cuBLASLt products advance (kernels/emu/cublasLt.h: a made-up cost per
 * shape and algorithm, from EMU_TIME_SEED); an event reads it when
 * recorded, so cudaEventElapsedTime around a product gives its made-up
 * time. Deterministic for a seed, so two backends or two processes time
 * alike and pick alike, as the same device would most of the time; a test
 * that must see picks differ sets another seed. */
static inline double &emu_clock(void)
{
	static double ms;
	return ms;
}

/* run s's queued work up to item upto */
static inline void emu_stream_run(struct emu_stream *s, size_t upto)
{
	while (s && s->done < upto && s->done < s->n) {
		struct emu_work w = s->q[s->done++];
		w.run(w.arg);
	}
}

/* every stream made, to drain them all at a synchronising call */
static inline struct emu_stream **emu_streams(size_t **n)
{
	static struct emu_stream *all[16];
	static size_t count;
	*n = &count;
	return all;
}

static inline void emu_sync_all(void)
{
	size_t *n;
	struct emu_stream **all = emu_streams(&n);
	for (size_t i = 0; i < *n; i++)
		emu_stream_run(all[i], all[i]->n);
}

static inline void emu_stream_push(struct emu_stream *s, void (*run)(void *), void *arg)
{
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 16;
		s->q = (struct emu_work *)realloc(s->q, s->cap * sizeof *s->q);
		if (!s->q)
			abort();
	}
	s->q[s->n].run = run;
	s->q[s->n].arg = arg;
	s->n++;
}

static inline int cudaStreamCreateWithFlags(cudaStream_t *s, unsigned)
{
	size_t *n;
	struct emu_stream **all = emu_streams(&n);
	if (*n == 16)
		abort();
	*s = all[(*n)++] = (struct emu_stream *)calloc(1, sizeof **s);
	return *s ? 0 : 2;
}

static inline int cudaStreamDestroy(cudaStream_t s)
{
	size_t *n;
	struct emu_stream **all = emu_streams(&n);
	emu_stream_run(s, s->n);
	for (size_t i = 0; i < *n; i++)
		if (all[i] == s)
			all[i] = all[--*n];
	free(s->q);
	free(s);
	return 0;
}
struct cudaDeviceProp {
	char name[256];
	int multiProcessorCount, major, minor;
};

static inline const char *cudaGetErrorString(cudaError_t e) { return e ? "emulated error" : "no error"; }
static inline cudaError_t cudaGetLastError(void) { return cudaSuccess; }
static inline cudaError_t cudaDeviceSynchronize(void) { emu_sync_all(); return cudaSuccess; }
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
	/* an H100 SXM's: 227 KB, 2619 MHz HBM3 on 5120 bits, 1.5 GHz */
	*v = a == cudaDevAttrMaxSharedMemoryPerBlockOptin ? (int)EMU_DYN_SMEM
	     : a == cudaDevAttrMemoryClockRate           ? 2619000
	     : a == cudaDevAttrGlobalMemoryBusWidth      ? 5120
	                                                 : 1500000;
	return cudaSuccess;
}
template <typename T>
static inline cudaError_t cudaMalloc(T **p, size_t n)
{
	/* poison like fresh device memory would be: the backend must zero.
	 * 256-byte aligned, as cudaMalloc promises (cuBLASLt plans are keyed
	 * by alignment: kernels/matmul.cuh) */
	void *q = NULL;
	*p = posix_memalign(&q, 256, n ? n : 1) ? NULL : (T *)q;
	if (*p)
		memset((void *)*p, 0x7f, n);
	return *p ? cudaSuccess : cudaErrorMemoryAllocation;
}
static inline cudaError_t cudaFree(void *p) { emu_sync_all(); free(p); return cudaSuccess; }
/* pinned host memory: plain memory here (poisoned, like cudaMalloc's) */
static inline cudaError_t cudaMallocHost(void **p, size_t n)
{
	*p = malloc(n ? n : 1);
	if (*p)
		memset(*p, 0x7f, n);
	return *p ? cudaSuccess : cudaErrorMemoryAllocation;
}
static inline cudaError_t cudaFreeHost(void *p) { emu_sync_all(); free(p); return cudaSuccess; }
static inline cudaError_t cudaMemsetAsync(void *p, int v, size_t n, cudaStream_t) { memset(p, v, n); return cudaSuccess; }
static inline cudaError_t cudaMemcpy(void *d, const void *s, size_t n, cudaMemcpyKind)
{
	emu_sync_all();
	memcpy(d, s, n);
	return cudaSuccess;
}
static inline cudaError_t cudaMemcpyAsync(void *d, const void *s, size_t n, cudaMemcpyKind, cudaStream_t)
{
	memcpy(d, s, n);
	return cudaSuccess;
}
enum cudaFuncAttribute { cudaFuncAttributeMaxDynamicSharedMemorySize = 8 };
template <typename F>
static inline cudaError_t cudaFuncSetAttribute(F *f, cudaFuncAttribute a, int v)
{
	if (a == cudaFuncAttributeMaxDynamicSharedMemorySize)
		emu_set_optin(reinterpret_cast<const void *>(f), v);
	return cudaSuccess;
}
static inline cudaError_t cudaEventCreate(cudaEvent_t *e)
{
	*e = (cudaEvent_t)calloc(1, sizeof **e);
	return *e ? cudaSuccess : cudaErrorMemoryAllocation;
}
static inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t *e, unsigned) { return cudaEventCreate(e); }
enum { cudaEventDisableTiming = 2 };
static inline cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t s)
{
	e->s = s;
	e->upto = s ? s->n : 0;
	e->ms = emu_clock();
	return cudaSuccess;
}
/* the waiter runs at once, so waiting = running what the event covers */
static inline cudaError_t cudaStreamWaitEvent(cudaStream_t, cudaEvent_t e, unsigned)
{
	emu_stream_run(e->s, e->upto);
	return cudaSuccess;
}
static inline cudaError_t cudaEventSynchronize(cudaEvent_t e) { emu_stream_run(e->s, e->upto); return cudaSuccess; }
static inline cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t a, cudaEvent_t b)
{
	*ms = (float)(b->ms - a->ms);
	return cudaSuccess;
}
static inline cudaError_t cudaEventDestroy(cudaEvent_t e) { free(e); return cudaSuccess; }
#endif
