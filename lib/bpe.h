/*
 * bpe: byte-level BPE encoding and decoding, token for token what tiktoken
 * produces.
 *
 * A struct bpe is the vocabulary: immutable after loading, shared by every
 * thread. A struct bpe_enc is one thread's encoder: scratch arrays and a
 * cache of recently encoded pieces, reused across documents (no malloc per
 * word). Encoding = pretok (lib/pretok.h) cuts the text into pieces; a
 * piece that is itself a token is that token (as tiktoken does); otherwise
 * its bytes are merged pairwise, always the adjacent pair whose
 * concatenation has the lowest rank, the leftmost of equal ranks, until no
 * adjacent pair concatenates to a ranked token.
 *
 * A piece of up to 8 bytes is looked up as one 64-bit word in a table
 * that holds the short tokens inline (one cache line, no hashing of
 * strings): most pieces of real text end there. Other pieces try the
 * thread's cache (a piece and its ids, 3 bytes each, in one 64-byte line:
 * 58 bytes of both at most), then a table of the tokens of 9 bytes or
 * more, then merge.
 * The merge loop looks pairs up in a hash of (left id, right id) -> rank
 * (8 bytes a pair, so the table stays cache-sized; ids < 2^21, ranks
 * < 2^22) built at load time from every way each token splits into two
 * tokens, so it never hashes byte strings. Short pieces use a linear scan
 * over the parts (tiktoken's loop, cache-friendly); long ones (> 128 bytes)
 * a heap, so a megabyte without spaces costs n log n, not n^2.
 *
 * Files (bpe_load picks by content):
 *  - GPT-2 encoder.json (token -> id, tokens in GPT-2's byte-to-unicode
 *    alphabet) with vocab.bpe (merges, one "a b" per line, in rank order);
 *    a directory holding both; or encoder.json alone (rank = id);
 *  - tiktoken ranks ("base64 rank" per line; rank = id; cl100k_base and
 *    o200k_base are recognised by size and get their specials and pattern);
 *  - mtok's tok.json (bpe_train.h): {"pattern":..,"encoder":{..},
 *    "merges":[..],"special":{..}} in one file.
 * Tokens written <|...|> that no merge produces are special: encoded only
 * when the caller allows special tokens and they occur in the text.
 */
#ifndef MTK_BPE_H
#define MTK_BPE_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

struct bpe_short { uint64_t w; uint32_t id, len; };
struct bpe_special { char *text; size_t len; uint32_t id; };

struct bpe {
	uint32_t nvocab;          /* ids are < nvocab; a gap has len 0 */
	uint32_t *off;            /* token i is bytes[off[i] .. off[i+1]) */
	unsigned char *bytes;
	uint32_t *rank;           /* merge rank of token i; UINT32_MAX: not mergeable */
	uint32_t byte_id[256];
	uint64_t *tok_tab;        /* open addressing: hash tag << 32 | id+1 of mergeable tokens; 0 empty */
	uint32_t tok_mask;
	struct bpe_short *short_tab;   /* tokens of 2..8 bytes, bytes inline: one probe, no strings */
	uint32_t short_mask;
	uint64_t *long_tab;       /* as tok_tab, the tokens of 9 bytes or more only */
	uint32_t long_mask;
	uint64_t *pairs;          /* open addressing: left << 43 | right << 22 | rank; ~0 empty */
	uint32_t *rank_id;        /* merged token of each rank */
	uint64_t *pair_bloom;     /* blocked bloom filter of the pairs: most lookups are misses */
	uint32_t bloom_mask;
	uint32_t *byte_pairs;     /* rank of the pair of bytes [b0 << 8 | b1]: the first merges, no hashing */
	uint32_t pair_mask;
	struct bpe_special *special;
	int nspecial;
	uint32_t eot;             /* id of <|endoftext|>, UINT32_MAX if none */
	void *arena;              /* holds the tables above but rank, tok_tab, special (NULL: apart) */
	int pattern;              /* enum pretok_pattern */
};

/* Load a vocabulary: path is a file or a directory (encoder.json +
 * vocab.bpe inside); merges, if not NULL, is a vocab.bpe to go with an
 * encoder.json. 0, or -1 with a message naming the file and line. */
int bpe_load(struct bpe *b, const char *path, const char *merges);
/* Build from memory: tokens[i] (len[i] bytes) has id i and rank i, except
 * ids listed in special. Used by bpe_train and tests. Copies everything. */
int bpe_build(struct bpe *b, const unsigned char *const *tokens, const uint32_t *len, uint32_t n,
	const struct bpe_special *special, int nspecial, int pattern);
void bpe_release(struct bpe *b);

/* Id of the token whose bytes are s[0..n) (mergeable or special), or -1. */
int64_t bpe_token_id(const struct bpe *b, const void *s, size_t n);

struct bpe_ids { uint32_t *v; size_t n, cap; };
static inline void bpe_ids_push(struct bpe_ids *o, uint32_t id)
{
	if (o->n == o->cap) {
		o->cap = o->cap ? 2 * o->cap : 256;
		o->v = xrealloc(o->v, o->cap * sizeof *o->v);
	}
	o->v[o->n++] = id;
}

struct bpe_cache_ent;
struct bpe_enc {
	const struct bpe *b;
	uint32_t *id, *pos;          /* scratch: parts of the piece being merged */
	uint32_t *r;
	size_t scap;
	void *heap;                  /* scratch for long pieces */
	size_t hcap;
	struct bpe_cache_ent *cache;
	uint64_t hits, misses;
};

void bpe_enc_init(struct bpe_enc *e, const struct bpe *b);
void bpe_enc_release(struct bpe_enc *e);

/* Append the ids of text[0..n) to out. allow_special: special tokens in the
 * text become their ids; otherwise they are ordinary text. */
void bpe_encode(struct bpe_enc *e, const void *text, size_t n, int allow_special, struct bpe_ids *out);
/* Append the ids of one piece (as cut by pretok). */
void bpe_encode_piece(struct bpe_enc *e, const unsigned char *p, size_t n, struct bpe_ids *out);

/* Append the bytes of ids to out. -1 (message names the position) if an id
 * is out of range or a gap. */
int bpe_decode(const struct bpe *b, const uint32_t *ids, size_t n, struct buf *out);

/* GPT-2's byte <-> unicode alphabet (bytes_to_unicode in encoder.py). */
uint32_t bpe_byte_to_cp(unsigned char c);
int bpe_cp_to_byte(uint32_t cp);   /* the byte, or -1 */

/* For tests: pieces longer than this use the heap merge (default 128). */
extern size_t bpe_heap_threshold;

#endif
