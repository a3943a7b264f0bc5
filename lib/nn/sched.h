/*
 * nn/sched: pipeline schedules, as lists of steps: what each stage of a
 * pipeline-parallel step runs, in order (nn/train.c runs them;
 * `mtrain --schedule-only` prints them).
 *
 * A pipeline of p stages runs m micro-batches a step; with v virtual
 * stages (model chunks) a stage holds chunks s, s + p, ..., s + (v-1) p of
 * the p v chunks of consecutive layers (Megatron's interleaving). A
 * stage's schedule is the order of its forward and backward passes, each
 * (micro-batch, chunk):
 *
 *   GPipe        every forward, then every backward (v = 1; the simple
 *                reference; holds all m micro-batches' activations)
 *   1F1B         p - s - 1 forwards to warm up, then one forward and one
 *                backward in turn, then the remaining backwards
 *                (Narayanan et al. 2021; at most p - s in flight)
 *   interleaved  1F1B over chunks, micro-batches in groups of p (m a
 *                multiple of p), (p - s - 1) 2 + (v - 1) p forwards to
 *                warm up (Megatron-LM's schedules.py); the bubble shrinks
 *                from (p - 1)/m to (p - 1)/(v m) of the ideal time
 *
 * nn_sched_sim runs the p lists against each other as a pipeline would:
 * a forward of chunk k waits for the same micro-batch's forward of chunk
 * k - 1 (on the stage before), a backward of chunk k for its backward of
 * chunk k + 1 and its own forward; each stage runs its list in order.
 * It finds a deadlock (a list whose next step can never run), a step run
 * twice or missing, and measures the makespan with a forward costing 1/v
 * and a backward 2/v (a chunk is 1/v of a stage's layers), the bubble,
 * and the most activations a stage holds at once.
 */
#ifndef MTK_NN_SCHED_H
#define MTK_NN_SCHED_H

#include <stddef.h>

enum nn_sched_kind { NN_SCHED_GPIPE, NN_SCHED_1F1B, NN_SCHED_INTERLEAVED };

struct nn_sched_step {
	char pass;    /* 'F' or 'B' */
	int mb;       /* micro-batch */
	int chunk;    /* the stage's chunk, 0 .. v - 1 (model chunk chunk p + s) */
};

/* The schedule of stage s of p, m micro-batches, v chunks: 2 m v steps
 * into out (room for them). -1 with a message when the kind does not take
 * these sizes (GPipe and 1F1B: v = 1; interleaved: v >= 2, m a multiple
 * of p). */
int nn_sched_build(enum nn_sched_kind kind, int p, int s, int m, int v, struct nn_sched_step *out);

struct nn_sched_stats {
	double makespan;     /* in units of one stage's whole forward */
	double bubble;       /* makespan over the ideal 3 m, minus 1 */
	int max_inflight;    /* most micro-batch chunks a stage holds (forward done,
	                      * backward not) */
};

/* Simulate all p stages' schedules (see above). 0 with st filled, or -1
 * with a message naming the stage and step that cannot run. */
int nn_sched_sim(enum nn_sched_kind kind, int p, int m, int v, struct nn_sched_stats *st);

/* The same over given lists: stage s's 2 m v steps at list + s 2 m v. */
int nn_sched_run(int p, int m, int v, const struct nn_sched_step *list, struct nn_sched_stats *st);

/* The most micro-batch chunks stage s holds at once (forward done,
 * backward not) under its schedule: the activation slots it needs. -1
 * with a message as nn_sched_build. */
int nn_sched_inflight(enum nn_sched_kind kind, int p, int s, int m, int v);

/* "GPipe", "1F1B" or "interleaved 1F1B" */
const char *nn_sched_kind_name(enum nn_sched_kind kind);

/* "F3.1" for forward of micro-batch 3, chunk 1 (buf of len bytes) */
const char *nn_sched_name(const struct nn_sched_step *x, char *buf, size_t len);

#endif
