/*
 * nn/data: training samples from one or more Megatron shards (lib/shard.h),
 * blended by weight, with Megatron-LM's --data-path / --split semantics.
 *
 * Each dataset's sequences (documents) are split into consecutive ranges:
 * train first, then validation, by the --split proportions. Within a split,
 * an epoch is a seeded permutation of its documents, concatenated; the
 * epochs follow one another forever. A dataset's k-th sample is chunk
 * j = P(k) of that stream, the T+1 tokens from token j*T (inputs are the
 * first T, targets the last T), so samples cross document boundaries, as
 * Megatron's GPTDataset does; P shuffles the chunks within blocks of
 * tokens/T chunks (an epoch's worth) with a keyed permutation, as Megatron
 * shuffles its sample index. Global sample i goes to the dataset whose share so far lags its
 * weight most (Megatron's build_blending_indices), which makes the mix match
 * the weights at every prefix and makes sample i a pure function of
 * (seed, weights, shards, i): resuming at a sample index needs no other
 * state.
 *
 * The struct owns the open shards and the cached permutations (two epochs
 * per dataset and split: 16 bytes per document each).
 */
#ifndef MTK_NN_DATA_H
#define MTK_NN_DATA_H

#include <stdint.h>

#include "shard.h"

enum { NN_TRAIN = 0, NN_VALID = 1 };

struct nn_epoch {
	int64_t e;             /* -1: empty slot */
	uint64_t *perm, *cum;  /* document order; token offsets, cum[0] = 0 */
};

struct nn_dataset {
	struct shard sh;
	double weight;             /* normalised to sum 1 */
	uint64_t lo[2], hi[2];     /* sequence ranges of the splits */
	uint64_t ntok[2];          /* tokens in each split */
	struct nn_epoch ep[2][2];  /* per split, two cached epochs */
	int next_slot[2];
};

struct nn_data {
	int n, T;
	uint64_t seed;
	struct nn_dataset *ds;
	uint64_t next[2];          /* blending cursor: next global sample index */
	uint64_t *count[2];        /* samples given to each dataset before next */
	uint32_t *tmp;             /* T+1 tokens */
};

/* Open n shards (prefixes borrowed for the call) with weights (> 0, any
 * scale), splits train:valid = split[0]:split[1], sequences of T tokens.
 * Every token id is checked against vocab (the model's): a larger id is an
 * error naming the shard and position. 0 or -1 with a message. */
int nn_data_open(struct nn_data *d, int n, char *const *prefixes, const double *weights,
                 const double split[2], int T, uint64_t seed, int vocab);
void nn_data_close(struct nn_data *d);
/* Tokens in a split over all datasets (0: the split is empty). */
uint64_t nn_data_tokens(const struct nn_data *d, int split);
/* Global sample i of a split: T inputs and T targets. */
void nn_data_sample(struct nn_data *d, int split, uint64_t i, int32_t *inp, int32_t *tgt);

#endif
