/*
 * nn/prof: where a training step's time goes, op by op (mtrain --profile).
 *
 * nn_prof_attach swaps a backend's ops table for one that marks the
 * backend's timeline before and after every op and forwards the call
 * unchanged (the same be, so the numbers are the same bits). A device
 * backend gives the marks (struct nn_ops: marks, mark, marks_ms; CUDA:
 * events on the stream every op's main work runs on, so an op's time is
 * what the device spent on it, from the moment it reached it); a backend
 * without them is synchronous and the host clock times it. nn_prof_step,
 * once a step, reads the marks and adds each call's time to its row: one
 * row per op and shape (the model's products differ in shape, so qkv,
 * attproj, fc, fcproj and the head each get their own), with the FLOPs
 * or the bytes the call must move at least, for a rate against the
 * backend's peak (ops->peak_flops, and ops->peak_bytes where the backend
 * knows its memory's). What falls
 * between two ops (host work the device waited for, communication outside
 * the table) is summed apart. Work the CUDA backend overlaps on its second
 * stream (the dw products) is not in any row; an op that waits for it
 * shows the wait.
 *
 * Cost: two marks an op (a few microseconds on a device, where the model
 * runs ~300 ops a d12 step); memory: a row per distinct op and shape, two
 * marks per call of one step.
 */
#ifndef MTK_NN_PROF_H
#define MTK_NN_PROF_H

#include <stddef.h>

#include "buf.h"
#include "nn/ops.h"

struct nn_prof;

/* One row of the table: an op at one shape, summed over the counted steps */
struct nn_prof_row {
	const char *what;    /* "matmul_fwd 8192x768 -> 2304", owned by the profile */
	long calls;
	double ms;           /* device (or host) time, all calls */
	double flops;        /* FLOPs of one call (0: a memory-bound op) */
	double bytes;        /* bytes one call moves at least (0 when flops) */
};

/* Start timing be's ops (be keeps working as before). NULL when out of
 * memory or the backend cannot make marks (message set). */
struct nn_prof *nn_prof_attach(struct nn_be *be);
/* The end of a step: waits for its marks and, when count != 0, adds its
 * calls into the rows, wall_ms (the host's time of the step) into the
 * step totals; with count == 0 drops them (a first step that tunes and
 * allocates, evaluation, checkpoints). */
void nn_prof_step(struct nn_prof *p, int count, double wall_ms);
/* Steps counted so far */
long nn_prof_steps(const struct nn_prof *p);
/* The rows, slowest first (valid until the next nn_prof_step); *idle_ms
 * (if not NULL) gets the time between ops, all counted steps */
size_t nn_prof_rows(struct nn_prof *p, const struct nn_prof_row **rows, double *idle_ms);
/* The table as text for a person (per step: ms, share, calls, rate against
 * the backend's peak), appended to out */
void nn_prof_report(struct nn_prof *p, struct buf *out);
/* Give be its own table back and free p (before nn_be_free(be)) */
void nn_prof_detach(struct nn_prof *p);

#endif
