/*
 * kernels/nn_cuda: what C code may ask of the CUDA backend beyond the ops
 * table (nn/ops.h): device-side timing for the micro-benchmarks, and a
 * probe of the wgmma layouts for the tests. The
 * backend itself is created with nn_cuda_new (nn/ops.h). Only declared when
 * the build has CUDA (MTK_CUDA); the functions live in kernels/ops_cuda.cu.
 */
#ifndef MTK_KERNELS_NN_CUDA_H
#define MTK_KERNELS_NN_CUDA_H

#include "nn/ops.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The device's name, or NULL when be is not a CUDA backend. */
const char *nn_cuda_device_name(const struct nn_be *be);
/* Wait for every op issued so far. */
void nn_cuda_sync(struct nn_be *be);
/* Events on the backend's stream: start, then stop returns the elapsed
 * device time in milliseconds (it waits for the stop event). */
struct nn_cuda_timer;
struct nn_cuda_timer *nn_cuda_timer_new(void);
void nn_cuda_timer_start(struct nn_cuda_timer *t);
double nn_cuda_timer_stop_ms(struct nn_cuda_timer *t);
void nn_cuda_timer_free(struct nn_cuda_timer *t);
/* One wgmma product (sm_90a) over a 64 x 64 tile of bf16-exact values
 * (host, row-major), into d (host, 64 x 64): the tile staged in the
 * 128-byte swizzle as the wgmma forward stages it, read as B at the
 * second k step K-major (mode 0) or MN-major (1): d[m][n] =
 * tile[n][16 + m % 16] or tile[16 + m % 16][n] if the kernel's reading of
 * wgmma's layouts holds (kernels/attention_wg.cuh). -1 when the device is
 * not sm_90 or be is not a CUDA backend. */
int nn_cuda_wg_probe(struct nn_be *be, int mode, const float *tile, float *d);

#ifdef __cplusplus
}
#endif

#endif
