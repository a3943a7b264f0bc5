/*
 * minhash: text normalization, shingling and MinHash/LSH signatures for
 * near-duplicate detection (mdedup).
 *
 * The pipeline for one document:
 *   mh_normalize   UTF-8 text -> NFKC, case-folded, punctuation and
 *                  whitespace folded to single spaces (utf8proc for the
 *                  Unicode part; pure-ASCII text takes a table-driven fast
 *                  path, NFKC being the identity there). Invalid UTF-8 bytes
 *                  fold to spaces.
 *   mh_shingles    normalized text -> 64-bit xxh3 hashes of word n-grams
 *                  (MH_WORDS, FineWeb/datatrove style) or of character
 *                  n-grams (MH_CHARS, codepoints, NeMo Curator style),
 *                  appended to a flat u64 array.
 *   mh_sig_batch   a batch of documents given as ONE flat shingle-hash array
 *                  plus offsets -> bands*rows 32-bit minima each. This is the
 *                  only heavy loop and has no pointers per document, so a
 *                  CUDA twin can take the same two arrays.
 *   mh_band_key    the LSH bucket key of one band (xxh3 of its rows).
 *
 * The permutation family: h_p(x) = mix(x, p), a 32-bit multiply-xorshift
 * mixer keyed by three random 32-bit words per permutation (from the seed by
 * splitmix64). It uses only 32-bit lane operations, so the per-shingle loop
 * over permutations vectorizes with SSE4.1/AVX2/AVX-512 (compiled for each,
 * picked at run time). Datatrove's (a*x+b) mod 2^61-1 needs 64-bit lane
 * multiplies that only AVX-512DQ has. Whether this family behaves like
 * random permutations is measured, not assumed: test_minhash and
 * tests/bench/bench_mdedup.sh hold the detection S-curve to the theory
 * 1-(1-s^r)^b.
 *
 * Ownership: struct mh_params owns its key arrays (mh_params_release);
 * struct mh_scratch holds the per-thread buffers that make normalization
 * allocation-free after warm-up (mh_scratch_release). Nothing here exits or
 * prints.
 */
#ifndef MTK_MINHASH_H
#define MTK_MINHASH_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

enum { MH_WORDS = 1, MH_CHARS = 2 };
#define MH_EMPTY 0xffffffffu   /* every minimum of a document with no shingles */

struct mh_params {
	int bands, rows, nperm;    /* nperm = bands * rows */
	int shingle, n;            /* MH_WORDS or MH_CHARS, n-gram size */
	uint64_t seed;
	uint32_t *k;               /* 3 * nperm keys: k[p], k[nperm+p], k[2*nperm+p] */
};

/* 0, or -1 with a message for a bad combination (bands, rows, n < 1, more
 * than 1024 permutations). */
int mh_params_init(struct mh_params *p, int bands, int rows, int shingle, int n, uint64_t seed);
void mh_params_release(struct mh_params *p);
/* "words:5" / "chars:24" -> kind and n. 0 or -1 (message set). */
int mh_parse_shingle(const char *s, int *kind, int *n);

struct mh_scratch {
	int32_t *cp;  size_t cpcap;     /* codepoints for the Unicode path */
	struct buf tmp;                 /* UTF-8 with invalid bytes replaced */
	struct mh_cent *cache;          /* per-codepoint normal forms (minhash.c) */
};
#define MH_SCRATCH_INIT {0, 0, BUF_INIT, 0}
void mh_scratch_release(struct mh_scratch *s);

/* Normalize text[0..len) into out (cleared first): words separated by one
 * space, no leading or trailing space. */
void mh_normalize(struct mh_scratch *s, const char *text, size_t len, struct buf *out);

/* The same through utf8proc on the whole text at once: slower, the
 * reference mh_normalize is tested against. */
void mh_normalize_ref(struct mh_scratch *s, const char *text, size_t len, struct buf *out);

/* A growable array of shingle hashes (flat, for a whole batch). */
struct u64vec { uint64_t *v; size_t n, cap; };
#define U64VEC_INIT {0, 0, 0}
void u64vec_push(struct u64vec *a, uint64_t x);
void u64vec_release(struct u64vec *a);

/* Append the shingle hashes of normalized text norm[0..len) to out; returns
 * how many. A text shorter than one n-gram gives one shingle (the whole
 * text); an empty text gives none. */
size_t mh_shingles(int kind, int n, const char *norm, size_t len, struct u64vec *out);

/* Signatures of ndocs documents: the shingles of document d are
 * h[off[d] .. off[d+1]); sig receives ndocs * nperm minima, document-major.
 * A document without shingles gets MH_EMPTY everywhere. */
void mh_sig_batch(const struct mh_params *p, const uint64_t *h, const size_t *off,
                  size_t ndocs, uint32_t *sig);

/* Bucket key of band b of one signature. */
uint64_t mh_band_key(const struct mh_params *p, const uint32_t *sig, int band);

/* 128-bit exact-duplicate hash (XXH3_128bits) of normalized text. */
void mh_exact(const char *norm, size_t len, uint64_t out[2]);

/* Sort and deduplicate a[0..n) in place; returns the new length. */
size_t mh_set(uint64_t *a, size_t n);
/* Jaccard similarity of two sorted unique sets (1 when both are empty). */
double mh_jaccard(const uint64_t *a, size_t na, const uint64_t *b, size_t nb);
/* Fraction of equal minima: the MinHash estimate of Jaccard. */
double mh_estimate(const struct mh_params *p, const uint32_t *a, const uint32_t *b);
/* LSH detection probability 1-(1-s^r)^b. */
double mh_prob(double s, int bands, int rows);

#endif
