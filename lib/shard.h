/*
 * shard: Megatron-LM indexed datasets (PREFIX.bin + PREFIX.idx), byte for
 * byte the layout of megatron/core/datasets/indexed_dataset.py, so
 * Megatron-LM and NeMo read our shards and we read theirs.
 *
 * .idx, little-endian, no padding:
 *   9 bytes  "MMIDIDX\0\0"
 *   u64      version = 1
 *   u8       dtype code (1 u8, 2 i8, 3 i16, 4 i32, 5 i64, 6 f64, 7 f32, 8 u16)
 *   u64      sequence count S
 *   u64      document count D (= documents + 1)
 *   i32[S]   sequence lengths (tokens)
 *   i64[S]   byte offset of each sequence in .bin
 *   i64[D]   document indices: sequence index where each document starts,
 *            starting at 0 and ending at S
 * .bin: the tokens of every sequence, back to back, of the dtype.
 *
 * We write one sequence per document. The writer holds 12 bytes per document
 * in memory; the reader mmaps both files and checks that they agree.
 */
#ifndef MTK_SHARD_H
#define MTK_SHARD_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

enum { SHARD_U8 = 1, SHARD_I32 = 4, SHARD_U16 = 8 };

struct shard_writer {
	char *prefix;
	char *tmp_bin, *tmp_idx;
	char *bin_to, *idx_to;   /* what they replace: PREFIX.bin and .idx, or where links there lead */
	FILE *bin;
	int dtype, elsize;
	int32_t *sizes;
	size_t n, cap;
	uint64_t tokens;
};

/* dtype SHARD_U16 or SHARD_I32 (shard_dtype_for(vocab_size) picks). */
int shard_dtype_for(uint64_t vocab_size);
int shardw_open(struct shard_writer *w, const char *prefix, int dtype);
int shardw_add(struct shard_writer *w, const uint32_t *ids, size_t n);  /* one document */
int shardw_close(struct shard_writer *w);   /* write .idx, rename both into place */
void shardw_abort(struct shard_writer *w);  /* remove temporaries */

struct shard {
	char *prefix;
	int dtype, elsize;
	uint64_t nseq, ndoc;         /* ndoc = documents + 1, as in the file */
	const int32_t *sizes;        /* unaligned in the file: read with memcpy */
	const unsigned char *ptrs;   /* i64[nseq], unaligned */
	const unsigned char *docs;   /* i64[ndoc], unaligned */
	const unsigned char *bin;
	size_t bin_size, idx_size;
	void *idx_map, *bin_map;
	uint64_t ntokens;
};

int shard_open(struct shard *s, const char *prefix);   /* validates; 0 or -1 */
void shard_close(struct shard *s);
uint32_t shard_seq_len(const struct shard *s, uint64_t i);
uint64_t shard_seq_off(const struct shard *s, uint64_t i);   /* in tokens */
/* Copy tokens [from, from+n) of the whole .bin (all sequences back to back)
 * into out as uint32. */
void shard_tokens(const struct shard *s, uint64_t from, size_t n, uint32_t *out);
/* The token at position at as stored, sign and all: shard_tokens gives ids
 * (a negative value of a signed dtype, or one over 32 bits, is no id and
 * comes out wrapped); this is what a dump should print. */
int64_t shard_token_value(const struct shard *s, uint64_t at);

#endif
