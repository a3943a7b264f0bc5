/*
 * classify: a linear quality classifier over hashed word n-grams.
 *
 * The GPT-3 / fastText family of quality filters, reduced to what the
 * task needs: a document is the bag of its words.h tokens (lowercased with
 * utf8proc_tolower) and of its word n-grams up to `ngrams`, hashed (FNV-1a
 * over code points with the model's seed, then a 64-bit finalizer)
 * into 2^dim_log2 buckets. x is the set of buckets present, scaled by
 * 1/sqrt(their number) (presence beat counts on both benchmark sets: a
 * word repeated in a list page should not outweigh the vocabulary); the
 * score is sigmoid(bias + w.x), a probability in [0,1] that the document
 * is like the positive examples.
 *
 * Training minimizes the mean logistic loss plus (l2/2)|w|^2 with L-BFGS
 * (with `balance`, each class's documents weigh n/(2 n_class), so that
 * 0.5 separates the classes even when one is much larger)
 * over the buckets the training data uses. Loss and gradient are computed
 * by `threads` threads, but every sum runs in document order whatever the
 * split (see classify.c), so a model is bit-identical for a given input,
 * seed and settings at any thread count. Features are extracted once, in
 * parallel, into struct clf_data.
 *
 * Why not fastText itself: it is C++ with its own I/O, and its supervised
 * model (a dense embedding per token, averaged) scores slower than one
 * table lookup per feature; tests/bench/bench_mscore.sh compares the two.
 *
 * Model file (all little-endian):
 *   "MTKCLF\r\n"  u32 version (1)  u32 dim_log2  u32 ngrams  u32 flags (0)
 *   u64 seed  f64 bias  u64 nnz  nnz x (u32 bucket, f32 weight) ascending
 *   u64 XXH64 of everything before it
 * Only non-zero weights are stored, so a model is small.
 */
#ifndef MTK_CLASSIFY_H
#define MTK_CLASSIFY_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "words.h"

#define CLF_VERSION 1

struct clf_model {
	uint32_t dim_log2, ngrams;
	uint64_t seed;
	double bias;
	float *w;              /* 2^dim_log2 weights; owned */
};

struct clf_conf {
	uint32_t dim_log2;     /* default 20 */
	uint32_t ngrams;       /* default 2 */
	uint64_t seed;         /* hashing seed; default 1 */
	double l2;             /* default 1e-4 (of the mean loss) */
	int iters;             /* L-BFGS iterations; default 100 */
	int threads;           /* default 1 */
	int verbose;           /* print the loss per iteration to stderr */
	int balance;           /* weight the classes to equal total weight */
};

void clf_conf_init(struct clf_conf *c);

/* Per-thread scratch for feature extraction and scoring (reused). */
struct clf_scratch {
	uint64_t *h;           /* token hashes */
	uint32_t *feat;        /* bucket per feature */
	size_t cap, fcap, nfeat;
	uint64_t *seen;        /* bitmap of buckets already taken (dim <= 2^24) */
	size_t seen_words;
};
void clf_scratch_release(struct clf_scratch *s);

/* Hash text's features into s->feat[0..s->nfeat); returns nfeat. */
size_t clf_features(struct clf_scratch *s, uint32_t dim_log2, uint32_t ngrams, uint64_t seed,
                    const char *text, size_t n);

/* Probability in [0,1] that text is a positive. */
double clf_score(const struct clf_model *m, struct clf_scratch *s, const char *text, size_t n);

/* Training data: per document its feature buckets and a label (0/1). */
struct clf_data {
	uint32_t *feat;        /* all documents' buckets, concatenated */
	size_t *off;           /* document i: feat[off[i] .. off[i+1]) */
	float *y;
	size_t n, nfeat, cap_doc, cap_feat;
};
void clf_data_add(struct clf_data *d, const uint32_t *feat, size_t nfeat, int label);
void clf_data_release(struct clf_data *d);

/* Train m (allocated here; release with clf_model_release). 0, or -1 with
 * a message (no documents, only one class). */
int clf_train(const struct clf_data *d, const struct clf_conf *c, struct clf_model *m);

/* Score of a training-data document under m. */
double clf_score_feat(const struct clf_model *m, const uint32_t *feat, size_t nfeat);

int clf_save(const struct clf_model *m, const char *path);   /* 0 or -1 */
int clf_load(struct clf_model *m, const char *path);         /* 0 or -1: names the problem */
void clf_model_release(struct clf_model *m);

/* Binary metrics of scores against labels at threshold 0.5, and ROC AUC
 * (ties get half credit). */
struct clf_metrics {
	size_t n, pos, tp, fp, tn, fn;
	double accuracy, precision, recall, auc, logloss;
};
void clf_metrics(const double *score, const float *y, size_t n, struct clf_metrics *out);

#endif
