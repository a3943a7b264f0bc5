/*
 * bpe_train: learn a byte-level BPE vocabulary from text (mtok train).
 *
 * Two phases. Counting: text is cut by pretok (the same pattern the
 * encoder will use) and every distinct piece is counted in a struct
 * bpe_counts; give each thread its own and bpe_counts_merge them (sums
 * commute, so the result is the same for any thread count). Merging: each
 * distinct piece becomes a word of byte symbols; pair counts live in a hash
 * with, per pair, the words that hold it; a max-heap of (count, pair) with
 * lazy re-validation picks the next merge; merging a pair touches only the
 * words listed for it and updates the neighbouring pair counts in place.
 * Ties go to the smaller (left id, right id), so training is deterministic.
 *
 * The model: ids 0..255 are the bytes (id = byte value), id 256+k is merge
 * k, then the special tokens. bpe_model_write writes mtok's tok.json
 * ({"type":"mtok-bpe/1","pattern":..,"encoder":{..},"merges":[..],
 * "special":{..}}, tokens in GPT-2's byte-to-unicode alphabet), which
 * bpe_load reads.
 */
#ifndef MTK_BPE_TRAIN_H
#define MTK_BPE_TRAIN_H

#include <stddef.h>
#include <stdint.h>

#include "bpe.h"

struct bpe_counts;
struct bpe_counts *bpe_counts_new(int pattern);
void bpe_counts_add(struct bpe_counts *c, const void *text, size_t n);
/* Add every count of from into into; from is left empty. */
void bpe_counts_merge(struct bpe_counts *into, struct bpe_counts *from);
uint64_t bpe_counts_unique(const struct bpe_counts *c);
uint64_t bpe_counts_total(const struct bpe_counts *c);    /* pieces counted */
void bpe_counts_free(struct bpe_counts *c);

struct bpe_model {
	int pattern;
	uint32_t nmerge;
	uint32_t (*merge)[2];       /* merge k joins ids merge[k][0], merge[k][1] into id 256+k */
	char **special;
	int nspecial;
};

/* Learn merges until 256 + merges + specials = vocab_size, or no pair is
 * left. 0, or -1 if vocab_size is too small for the bytes and specials. */
int bpe_train(const struct bpe_counts *c, uint32_t vocab_size, const char *const *special, int nspecial,
	struct bpe_model *m);
/* The vocabulary the model defines, ready to encode. */
int bpe_model_to_bpe(const struct bpe_model *m, struct bpe *b);
int bpe_model_write(const struct bpe_model *m, const char *path);   /* tok.json, temp + rename */
void bpe_model_release(struct bpe_model *m);

#endif
