/*
 * nn/trace: a timeline of a training run's passes, for `mtrain --trace
 * FILE`: each rank's forward and backward passes (a pipeline stage's by
 * micro-batch and chunk), the time it waited to receive from another
 * stage, its sends, and the optimizer step, written as a Chrome trace
 * (the JSON "trace event format": chrome://tracing, Perfetto, or
 * scripts/mtrace, which draws it as an SVG with the ranks as rows).
 *
 * Times are the host's: on the CPU backend a pass's real time; with CUDA,
 * whose ops are asynchronous, the time to enqueue it unless something
 * waited on the device inside it. Every rank's clock starts at the same
 * barrier (nn_trace_start), so one machine's ranks line up exactly and
 * several machines' to their clocks' offsets after it.
 *
 * Memory: 32 bytes an event, at most NN_TRACE_MAX a rank (then the run
 * goes on untraced and the file says how many were dropped); a step
 * records 2 m v passes and as many messages with a pipeline.
 */
#ifndef MTK_NN_TRACE_H
#define MTK_NN_TRACE_H

#include <stddef.h>

#include "nn/comm.h"

struct wr;

enum { NN_TRACE_MAX = 1 << 20 };
enum nn_trace_kind { NN_TR_FWD, NN_TR_BWD, NN_TR_RECV, NN_TR_SEND, NN_TR_OPT, NN_TR_EVAL };

struct nn_trace_ev {
	double ts, dur;        /* seconds since the start */
	int step, mb, chunk;   /* mb, chunk -1 where they do not apply */
	unsigned char kind;
};

struct nn_trace {
	double t0;
	struct wr *out;        /* rank 0: the file, open from the start */
	struct nn_trace_ev *ev;
	size_t n, cap, dropped;
	int step;              /* the step being recorded (nn_trace_step) */
};

/* Start recording into path (rank 0 opens it now, so that a path that
 * cannot be written stops the run before it trains): a barrier over
 * `world`, then the clock's zero. 0, or -1 with a message on rank 0. */
int nn_trace_start(struct nn_trace *t, struct nn_comm *world, const char *path);
/* seconds since the start (the clock events are recorded in) */
double nn_trace_now(const struct nn_trace *t);
/* An event of kind from t0 (nn_trace_now) to now; t NULL: nothing. */
void nn_trace_add(struct nn_trace *t, enum nn_trace_kind kind, double t0, int mb, int chunk);
/* Write every rank's events to the file (rank 0 writes; the others send
 * theirs: a collective over world) and close it. who, a label of this
 * rank's place in the layout, names its row. 0 or -1 with a message. */
int nn_trace_write(struct nn_trace *t, struct nn_comm *world, const char *who);
void nn_trace_free(struct nn_trace *t);

#endif
