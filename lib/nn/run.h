/*
 * nn/run: the policy of a training run around nn/train (mtrain's, kept
 * out of the command): its JSON-lines log, cut back to a checkpoint's
 * step on resume so that every step is logged once, and its checkpoints,
 * one file or the last K step files behind a link.
 */
#ifndef MTK_NN_RUN_H
#define MTK_NN_RUN_H

#include <stdio.h>

#include "nn/train.h"

/* The log for a run starting after step `start` (0: a new log, created
 * or emptied). On resume, the lines up to the checkpoint's step are kept
 * and what a run wrote after its last checkpoint (and a torn last line)
 * dropped: ftruncate at the first line to drop, then append, so a crash
 * in between leaves a prefix of the log, never a repeat. The stream
 * writes whole lines and keeps room for the next (disk taken past the end
 * with fallocate, and the file size limit): a write after which there is
 * no room reports the error (ENOSPC, EFBIG) with its line in the log, so
 * the run stops at a step that is logged. A warning names the steps up
 * to `start` that are missing. NULL with errno, also when there is no
 * room for a line (a log that exists but cannot be read is never
 * replaced). */
FILE *nn_log_open(const char *path, long start);

/* Write g's checkpoint st (with the moments). Without keep, to `latest`
 * (DIR/model.ckpt) itself. With keep K, to DIR/step-NNNNNNNN.ckpt, then
 * `latest` made a symbolic link to it (created beside and renamed over,
 * so it always names a whole checkpoint), and the step files beyond the
 * newest K up to this step removed, as are any of later steps (left by a
 * run this one does not continue). A collective over the layout's ranks
 * (nn_ckpt_save); rank 0 writes. 0 or -1 with a message. */
int nn_ckpt_keep(const char *dir, const char *latest, struct gpt *g, const struct nn_ckpt *st, long keep);

#endif
