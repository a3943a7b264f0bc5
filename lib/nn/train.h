/*
 * nn/train: what a training run needs around the model: the optimizer step
 * over a global batch (gradient accumulation, clipping, AdamW), evaluation,
 * the learning-rate schedule and checkpoints. mtrain is a loop over these.
 *
 * Checkpoint file, little-endian (documented in man/mtrain.1, read by
 * tests/torch_ref.py), version 2:
 *   0   char[8]  "MTKCKPT\0"
 *   8   u32      version (2; version 1 files, without the table and the
 *                checksums, are still read)
 *   12  u32      header size in bytes (256)
 *   16  u32[6]   layers, heads, dim, vocab, vocab_padded, max_seq
 *   40  u32      flags: bit 0 = AdamW moments follow the parameters
 *   44  u32      seq (T), u32 global batch (sequences per step)
 *   52  u32      micro-batch B
 *   56  u64      parameter count P
 *   64  u64      steps done
 *   72  u64      training samples consumed (the data position)
 *   80  u64      seed
 *   88  u64      RNG state
 *   96  f64      loss of the last step
 *   104 u64      offset of the tensor table
 *   112 u32      records in it, u32 bytes a record (96)
 *   120 u64      XXH3-64 of the table
 *   128 ...      zero up to 248
 *   248 u64      XXH3-64 of bytes 0..247
 *   256 f32[P]   parameters, in gpt_tensor_names order, each tensor whole
 *                (whatever the layout that wrote it: a tensor-parallel
 *                run's slices gathered) and row-major with the shapes of
 *                gpt.h; with flag bit 0, f32[P] first moments and f32[P]
 *                second moments in the same order
 *   then the table: a record a tensor, "wte" ... "lnf_b", then "m.wte"
 *   ... and "v.wte" ... with the moments: char[32] name, u32 dtype (0:
 *   float32), u32 dimensions, u64[4] shape, u64 offset, u64 bytes, u64
 *   XXH3-64 of those bytes.
 * Loading checks every checksum (a damaged file is an error naming the
 * tensor) and refuses non-finite values. Written to PATH.tmp, flushed,
 * then renamed over PATH: a crash leaves the previous checkpoint intact.
 */
#ifndef MTK_NN_TRAIN_H
#define MTK_NN_TRAIN_H

#include <stdint.h>

#include "nn/data.h"
#include "nn/gpt.h"

enum nn_decay { NN_DECAY_COSINE, NN_DECAY_LINEAR, NN_DECAY_CONSTANT };

struct nn_sched {
	double lr, min_lr;
	long warmup, steps;
	enum nn_decay decay;
};

/* Learning rate for 1-based step s: linear warmup over `warmup` steps to lr,
 * then cosine or linear decay to min_lr at `steps`. */
double nn_lr(const struct nn_sched *s, long step);

struct nn_hparams {
	int B, T, accum;           /* micro-batch, sequence, micro-batches per step and rank */
	struct nn_sched sched;
	float wd, beta1, beta2, eps, clip;   /* clip <= 0: no clipping */
};

struct nn_step_out {
	double loss, lr, grad_norm;
};

/* One optimizer step (1-based): samples [(step-1)*G, step*G) of the train
 * split, G = B*accum*ranks, loss averaged over all G*T targets. With
 * g->lay of several data-parallel ranks, a collective over the data
 * group: each rank computes its share of the batch, the gradients are
 * summed (all-reduce, or reduce-scatter and a gather of the updated
 * parameters with the distributed optimizer), and out is the same on every
 * rank. */
void nn_train_step(struct gpt *g, struct nn_data *d, const struct nn_hparams *h, long step,
                   struct nn_step_out *out);
/* A pipeline stage's share of a step's forward and backward (g->pp > 1;
 * nn_train_step calls it): its schedule's passes (nn/sched.h) over m
 * micro-batches of B x T, inp and tgt [m][B][T] (read on the first and
 * the last stage), gradients accumulated with the loss scaled by dscale;
 * sample0 the global sample of the first row (dropout; -1: none). The
 * first chunk embeds its micro-batch, the others receive their input from
 * the stage of the chunk before and send their output on; backward the
 * other way. Sends do not block (a stage sends a copy and goes on to its
 * next pass; nn_comm_send), so a stage waits only for what it receives:
 * the order nn_sched_sim checks for deadlocks. Returns the sum of the micro-batches' mean losses on the
 * last stage, 0 on the others. A collective over the pipeline group. */
double nn_pipe_step(struct gpt *g, const int32_t *inp, const int32_t *tgt, int m, int B, int T, float dscale,
                    int64_t sample0);
/* Mean loss over the first `batches` micro-batches of the validation split
 * (the same samples every time, so evaluations compare); over several
 * ranks the batches are dealt round-robin and the sum all-reduced. */
double nn_eval(struct gpt *g, struct nn_data *d, int B, int T, int batches);

#define NN_CKPT_VERSION 2
enum { NN_CKPT_HDR = 256, NN_CKPT_OPT = 1, NN_CKPT_REC = 96 };

struct nn_ckpt {
	struct gpt_config cfg;
	uint32_t flags, seq, global_batch, micro_batch;
	uint64_t nparams, step, samples, seed, rng;
	double loss;
	/* read from the file: its version, its tensor table (version 2) */
	uint32_t version, records;
	uint64_t table, table_sum;
};

/* Write g (parameters, and the moments when with_opt) and the state st
 * (cfg and nparams are taken from g). 0 or -1 with a message. Over several
 * ranks every rank calls it (a sharded optimizer's moments are gathered)
 * and rank 0 writes; the others return 0. */
int nn_ckpt_save(const char *path, struct gpt *g, const struct nn_ckpt *st, int with_opt);
/* Read only the header. 0 or -1 with a message (not a checkpoint, other
 * version, truncated). */
int nn_ckpt_header(const char *path, struct nn_ckpt *st);
/* Load parameters (and the moments when with_opt and present) into g,
 * whose config must equal the file's: a mismatch is an error naming both.
 * A sharded optimizer takes its shard of the moments: a checkpoint resumes
 * on any number of ranks. 0 or -1 with a message. */
int nn_ckpt_load(const char *path, struct gpt *g, struct nn_ckpt *st, int with_opt);

#endif
