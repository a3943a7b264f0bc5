/* bpe: byte-level BPE vocabulary loading, encoding, decoding; see bpe.h. */
#include "bpe.h"

#include "err.h"
#include "pretok.h"

#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

size_t bpe_heap_threshold = 128;

/* ---- GPT-2 byte alphabet ---- */

static int printable_byte(int c)
{
	return (c >= '!' && c <= '~') || (c >= 0xa1 && c <= 0xac) || (c >= 0xae && c <= 0xff);
}

uint32_t bpe_byte_to_cp(unsigned char c)
{
	if (printable_byte(c))
		return c;
	/* the other 68 bytes map, in byte order, to 256, 257, ... */
	uint32_t k = 0;
	for (int i = 0; i < c; i++)
		k += !printable_byte(i);
	return 256 + k;
}

int bpe_cp_to_byte(uint32_t cp)
{
	static const unsigned char low[68] = {   /* code points 256.. back to their bytes */
		0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
		24, 25, 26, 27, 28, 29, 30, 31, 32, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136,
		137, 138, 139, 140, 141, 142, 143, 144, 145, 146, 147, 148, 149, 150, 151, 152, 153,
		154, 155, 156, 157, 158, 159, 160, 173};
	if (cp < 256)
		return printable_byte((int)cp) ? (int)cp : -1;
	if (cp >= 256 + 68)
		return -1;
	return low[cp - 256];
}

/* ---- hash tables ---- */

static inline uint64_t hbytes(const void *p, size_t n) { return XXH3_64bits(p, n); }

static inline uint32_t tok_len(const struct bpe *b, uint32_t id) { return b->off[id + 1] - b->off[id]; }

static int64_t tok_find(const struct bpe *b, const void *p, size_t n)
{
	uint64_t h = hbytes(p, n);
	uint32_t tag = (uint32_t)(h >> 32);
	for (uint32_t i = (uint32_t)h & b->tok_mask;; i = (i + 1) & b->tok_mask) {
		uint64_t e = b->tok_tab[i];
		if (!e)
			return -1;
		if ((uint32_t)(e >> 32) == tag) {
			uint32_t id = (uint32_t)e - 1;
			if (tok_len(b, id) == n && !memcmp(b->bytes + b->off[id], p, n))
				return id;
		}
	}
}

static void tok_insert(struct bpe *b, uint32_t id)
{
	uint64_t h = hbytes(b->bytes + b->off[id], tok_len(b, id));
	uint32_t i = (uint32_t)h & b->tok_mask;
	while (b->tok_tab[i])
		i = (i + 1) & b->tok_mask;
	b->tok_tab[i] = (h >> 32) << 32 | (uint64_t)(id + 1);
}

static inline uint32_t short_slot(uint64_t w, size_t n, uint32_t mask)
{
	return (uint32_t)(((w ^ n) * 0x9e3779b97f4a7c15ull) >> 40) & mask;
}

/* The keys' low 22 bits (the rank) are zero when probing and the ids sit in
 * fixed fields: mix every bit in (murmur3's finaliser), or linear probing
 * forms long clusters. The low bits pick the slot, the high ones the bloom
 * word, bits 20-31 its two bits. */
static inline uint64_t pair_hash(uint64_t lr)
{
	lr ^= lr >> 33;
	lr *= 0xff51afd7ed558ccdull;
	lr ^= lr >> 33;
	return lr;
}

static inline uint32_t pair_slot(uint64_t key, uint32_t mask)
{
	return (uint32_t)pair_hash(key) & mask;
}

static inline uint64_t bloom_bits(uint64_t h)
{
	return 1ull << ((h >> 20) & 63) | 1ull << ((h >> 26) & 63);
}

enum { RANK_BITS = 22, ID_BITS = 21 };
#define RANK_MASK ((1ull << RANK_BITS) - 1)
#define PAIR_EMPTY (~0ull)

static inline uint64_t pair_lr(uint32_t l, uint32_t r)
{
	return (uint64_t)l << (RANK_BITS + ID_BITS) | (uint64_t)r << RANK_BITS;
}

/* Rank of merging tokens l and r, UINT32_MAX if they do not merge. */
static inline uint32_t pair_rank(const struct bpe *b, uint32_t l, uint32_t r)
{
	uint64_t lr = pair_lr(l, r), h = pair_hash(lr), m = bloom_bits(h);
	/* most lookups ask about pairs that do not merge: a bloom filter small
	 * enough to stay in L2 answers them without touching the table */
	if ((b->pair_bloom[(h >> 40) & b->bloom_mask] & m) != m)
		return UINT32_MAX;
	for (uint32_t i = (uint32_t)h & b->pair_mask;; i = (i + 1) & b->pair_mask) {
		uint64_t e = b->pairs[i];
		if ((e & ~RANK_MASK) == lr)
			return (uint32_t)(e & RANK_MASK);
		if (e == PAIR_EMPTY)
			return UINT32_MAX;
	}
}

/* The same, and the merged token in *id. */
static inline uint32_t pair_get(const struct bpe *b, uint32_t l, uint32_t r, uint32_t *id)
{
	uint32_t rank = pair_rank(b, l, r);
	if (rank != UINT32_MAX)
		*id = b->rank_id[rank];
	return rank;
}

int64_t bpe_token_id(const struct bpe *b, const void *s, size_t n)
{
	int64_t id = n ? tok_find(b, s, n) : -1;
	if (id >= 0)
		return id;
	for (int i = 0; i < b->nspecial; i++)
		if (b->special[i].len == n && !memcmp(b->special[i].text, s, n))
			return b->special[i].id;
	return -1;
}

/* The lookup tables are probed at random on every piece: ask for huge pages
 * (transparent, where the kernel allows it on request) to spare the TLB. */
static void *table_alloc(size_t bytes)
{
	void *p = NULL;
	if (bytes >= (1u << 21) && posix_memalign(&p, 1u << 21, bytes) == 0) {
		madvise(p, bytes, MADV_HUGEPAGE);
		return p;
	}
	return xmalloc(bytes);
}

static uint32_t pow2_at_least(uint64_t n)
{
	uint32_t c = 16;
	while (c < n)
		c *= 2;
	return c;
}

/* The tables that every piece reads, moved into one block on 2 MB pages
 * (where the kernel grants them on request): the encoder probes them at
 * random, and on 4 KB pages both the TLB and the L2 sets (which 4 KB pages
 * land on is chance, and changes from run to run) cost misses. */
static void pack_tables(struct bpe *b, size_t nrank)
{
	const size_t huge = (size_t)1 << 21;
	size_t n_short = ((size_t)b->short_mask + 1) * sizeof *b->short_tab;
	size_t n_long = ((size_t)b->long_mask + 1) * sizeof *b->long_tab;
	size_t n_pairs = ((size_t)b->pair_mask + 1) * sizeof *b->pairs;
	size_t n_bloom = ((size_t)b->bloom_mask + 1) * sizeof *b->pair_bloom;
	size_t n_rank = nrank * sizeof *b->rank_id;
	size_t n_bp = 65536 * sizeof *b->byte_pairs;
	size_t n_off = ((size_t)b->nvocab + 1) * sizeof *b->off;
	size_t n_bytes = (size_t)b->off[b->nvocab] + 1;
#define LINES(n) (((n) + 63) & ~(size_t)63)
	size_t total = LINES(n_short) + LINES(n_long) + LINES(n_pairs) + LINES(n_bloom) + LINES(n_rank) +
		LINES(n_bp) + LINES(n_off) + LINES(n_bytes);
	total = (total + huge - 1) & ~(huge - 1);
	void *arena;
	if (posix_memalign(&arena, huge, total))
		return;   /* the tables stay where they are */
	madvise(arena, total, MADV_HUGEPAGE);
	unsigned char *a = arena;
	size_t at = 0;
#define MOVE(ptr, n) do { memcpy(a + at, (ptr), (n)); free(ptr); (ptr) = (void *)(a + at); at += LINES(n); } while (0)
	MOVE(b->short_tab, n_short);
	MOVE(b->long_tab, n_long);
	MOVE(b->pair_bloom, n_bloom);
	MOVE(b->byte_pairs, n_bp);
	MOVE(b->rank_id, n_rank);
	MOVE(b->off, n_off);
	MOVE(b->bytes, n_bytes);
	MOVE(b->pairs, n_pairs);
#undef MOVE
#undef LINES
	b->arena = arena;
}

/* With off/bytes/rank/special set: index the tokens, build the pair table. */
static int finish(struct bpe *b, const char *name)
{
	uint32_t nmerge = 0;
	b->eot = UINT32_MAX;
	for (uint32_t i = 0; i < b->nvocab; i++)
		if (b->rank[i] != UINT32_MAX)
			nmerge++;
	b->tok_mask = pow2_at_least(2ull * nmerge + 512) - 1;
	b->tok_tab = table_alloc(((size_t)b->tok_mask + 1) * sizeof *b->tok_tab);
	memset(b->tok_tab, 0, ((size_t)b->tok_mask + 1) * sizeof *b->tok_tab);
	for (int c = 0; c < 256; c++)
		b->byte_id[c] = UINT32_MAX;
	for (uint32_t i = 0; i < b->nvocab; i++) {
		uint32_t n = tok_len(b, i);
		if (b->rank[i] == UINT32_MAX)
			continue;
		/* a duplicate token text: the lower id stays the token, the
		 * other only decodes (as a map from bytes to rank, tiktoken's
		 * encoder cannot hold both either) */
		if (n == 1) {
			if (b->byte_id[b->bytes[b->off[i]]] != UINT32_MAX) {
				b->rank[i] = UINT32_MAX;
				continue;
			}
			b->byte_id[b->bytes[b->off[i]]] = i;
		} else if (tok_find(b, b->bytes + b->off[i], n) >= 0) {
			b->rank[i] = UINT32_MAX;
			continue;
		}
		tok_insert(b, i);
	}
	for (int c = 0; c < 256; c++)
		if (b->byte_id[c] == UINT32_MAX)
			return mtk_seterr("%s: vocabulary has no token for byte 0x%02x (not byte-level BPE)", name, c);

	/* the tokens of 9 bytes or more apart: the encoder looks up only
	 * those by hash, and a quarter of the table stays in cache */
	uint32_t nlong = 0;
	for (uint32_t i = 0; i < b->nvocab; i++)
		nlong += b->rank[i] != UINT32_MAX && tok_len(b, i) > 8;
	b->long_mask = pow2_at_least(2ull * nlong + 16) - 1;
	b->long_tab = xcalloc((size_t)b->long_mask + 1, sizeof *b->long_tab);
	for (uint32_t i = 0; i < b->nvocab; i++) {
		if (b->rank[i] == UINT32_MAX || tok_len(b, i) <= 8)
			continue;
		uint64_t h = hbytes(b->bytes + b->off[i], tok_len(b, i));
		uint32_t j = (uint32_t)h & b->long_mask;
		while (b->long_tab[j])
			j = (j + 1) & b->long_mask;
		b->long_tab[j] = (h >> 32) << 32 | (uint64_t)(i + 1);
	}

	uint32_t nshort = 0;
	for (uint32_t i = 0; i < b->nvocab; i++)
		nshort += b->rank[i] != UINT32_MAX && tok_len(b, i) >= 2 && tok_len(b, i) <= 8;
	b->short_mask = pow2_at_least(nshort + nshort / 2 + 16) - 1;
	b->short_tab = table_alloc(((size_t)b->short_mask + 1) * sizeof *b->short_tab);
	memset(b->short_tab, 0, ((size_t)b->short_mask + 1) * sizeof *b->short_tab);
	for (uint32_t i = 0; i < b->nvocab; i++) {
		uint32_t n = tok_len(b, i);
		if (b->rank[i] == UINT32_MAX || n < 2 || n > 8)
			continue;
		uint64_t w = 0;
		memcpy(&w, b->bytes + b->off[i], n);
		uint32_t j = short_slot(w, n, b->short_mask);
		while (b->short_tab[j].len)
			j = (j + 1) & b->short_mask;
		b->short_tab[j] = (struct bpe_short){w, i, n};
	}

	/* Every split of every mergeable token into two mergeable tokens is a
	 * pair that merges into it: exactly tiktoken's "rank of the
	 * concatenation" rule. */
	uint32_t maxrank = 0;
	for (uint32_t t = 0; t < b->nvocab; t++)
		if (b->rank[t] != UINT32_MAX && b->rank[t] > maxrank)
			maxrank = b->rank[t];
	if (b->nvocab >= (1u << ID_BITS) - 1 || maxrank >= RANK_MASK)
		return mtk_seterr("%s: vocabulary too large (%u ids, ranks up to %u; at most %u)", name,
			b->nvocab, maxrank, (1u << ID_BITS) - 2);
	b->rank_id = xmalloc(((size_t)maxrank + 1) * sizeof *b->rank_id);
	for (uint32_t i = 0; i <= maxrank; i++)
		b->rank_id[i] = UINT32_MAX;
	for (uint32_t t = 0; t < b->nvocab; t++)
		if (b->rank[t] != UINT32_MAX && tok_len(b, t) > 1) {
			if (b->rank_id[b->rank[t]] != UINT32_MAX)
				return mtk_seterr("%s: tokens %u and %u have the same rank %u", name,
					b->rank_id[b->rank[t]], t, b->rank[t]);
			b->rank_id[b->rank[t]] = t;
		}
	uint64_t npairs = 0, cap = 1024;   /* the splits first: size the table to them, it is probed per merge */
	uint64_t *split = xmalloc(cap * sizeof *split);
	for (uint32_t t = 0; t < b->nvocab; t++) {
		uint32_t n = tok_len(b, t);
		if (b->rank[t] == UINT32_MAX || n < 2)
			continue;
		const unsigned char *s = b->bytes + b->off[t];
		for (uint32_t k = 1; k < n; k++) {
			int64_t l = k == 1 ? b->byte_id[s[0]] : tok_find(b, s, k);
			int64_t r = l < 0 ? -1 : n - k == 1 ? b->byte_id[s[k]] : tok_find(b, s + k, n - k);
			if (r < 0)
				continue;
			if (npairs == cap)
				split = xrealloc(split, (cap *= 2) * sizeof *split);
			split[npairs++] = pair_lr((uint32_t)l, (uint32_t)r) | (b->rank[t] & RANK_MASK);
		}
	}
	b->pair_mask = pow2_at_least(npairs + npairs / 2 + 16) - 1;
	b->pairs = table_alloc(((size_t)b->pair_mask + 1) * sizeof *b->pairs);
	for (size_t i = 0; i <= b->pair_mask; i++)
		b->pairs[i] = PAIR_EMPTY;
	/* about 10 bits a pair, a few % false positives: at 20 bits the filter's own
	 * misses cost more than the probes it saves (cachegrind, 1 MB L2) */
	b->bloom_mask = pow2_at_least(npairs / 8 + 64) - 1;
	b->pair_bloom = xcalloc((size_t)b->bloom_mask + 1, sizeof *b->pair_bloom);
	for (uint64_t k = 0; k < npairs; k++) {
		uint64_t lr = split[k] & ~RANK_MASK, h = pair_hash(lr);
		b->pair_bloom[(h >> 40) & b->bloom_mask] |= bloom_bits(h);
		uint32_t j = pair_slot(lr, b->pair_mask);
		while (b->pairs[j] != PAIR_EMPTY && (b->pairs[j] & ~RANK_MASK) != lr)
			j = (j + 1) & b->pair_mask;
		/* two tokens cannot share a split (the concatenation differs) */
		b->pairs[j] = split[k];
	}
	free(split);
	b->byte_pairs = xmalloc(65536 * sizeof *b->byte_pairs);
	for (uint32_t k = 0; k < 65536; k++)
		b->byte_pairs[k] = pair_rank(b, b->byte_id[k >> 8], b->byte_id[k & 255]);
	for (int i = 0; i < b->nspecial; i++)
		if (b->special[i].len == 13 && !memcmp(b->special[i].text, "<|endoftext|>", 13))
			b->eot = b->special[i].id;
	pack_tables(b, (size_t)maxrank + 1);
	return 0;
}

void bpe_release(struct bpe *b)
{
	if (b->arena) {
		free(b->arena);
	} else {
		free(b->off);
		free(b->bytes);
		free(b->short_tab);
		free(b->long_tab);
		free(b->pairs);
		free(b->pair_bloom);
		free(b->rank_id);
		free(b->byte_pairs);
	}
	free(b->rank);
	free(b->tok_tab);
	for (int i = 0; i < b->nspecial; i++)
		free(b->special[i].text);
	free(b->special);
	memset(b, 0, sizeof *b);
}

/* ---- building from token lists ---- */

/* A loader collects (id, bytes) in any order, then lays them out. */
struct coll {
	struct buf bytes;
	struct tokref { uint32_t id, off, len, rank; int special; } *t;
	size_t n, cap;
};

static void coll_add(struct coll *c, uint32_t id, const void *p, size_t len, uint32_t rank, int special)
{
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 1024;
		c->t = xrealloc(c->t, c->cap * sizeof *c->t);
	}
	c->t[c->n++] = (struct tokref){id, (uint32_t)c->bytes.len, (uint32_t)len, rank, special};
	buf_add(&c->bytes, p, len);
}

static void coll_release(struct coll *c)
{
	buf_release(&c->bytes);
	free(c->t);
	memset(c, 0, sizeof *c);
}

static int is_special_text(const unsigned char *s, size_t n)
{
	return n >= 4 && s[0] == '<' && s[1] == '|' && s[n - 2] == '|' && s[n - 1] == '>';
}

/* Lay out the collected tokens as b's arrays; duplicate ids are an error. */
static int coll_finish(struct coll *c, struct bpe *b, int pattern, const char *name)
{
	uint32_t nv = 0;
	for (size_t i = 0; i < c->n; i++)
		if (c->t[i].id + 1 > nv)
			nv = c->t[i].id + 1;
	memset(b, 0, sizeof *b);
	b->nvocab = nv;
	b->pattern = pattern;
	uint32_t *len = xcalloc((size_t)nv + 1, sizeof *len), *src = xmalloc(((size_t)nv + 1) * sizeof *src);
	b->rank = xmalloc(((size_t)nv + 1) * sizeof *b->rank);
	for (uint32_t i = 0; i < nv; i++)
		b->rank[i] = UINT32_MAX, src[i] = UINT32_MAX;
	int rc = -1;
	for (size_t i = 0; i < c->n; i++) {
		uint32_t id = c->t[i].id;
		if (src[id] != UINT32_MAX) {
			mtk_seterr("%s: id %u is given to two tokens", name, id);
			goto out;
		}
		src[id] = (uint32_t)i;
		len[id] = c->t[i].len;
	}
	b->off = xmalloc(((size_t)nv + 1) * sizeof *b->off);
	b->bytes = xmalloc(c->bytes.len + 1);
	uint32_t o = 0;
	for (uint32_t i = 0; i < nv; i++) {
		b->off[i] = o;
		if (src[i] == UINT32_MAX)
			continue;
		const struct tokref *t = &c->t[src[i]];
		memcpy(b->bytes + o, c->bytes.p + t->off, t->len);
		o += t->len;
		if (t->special) {
			b->special = xrealloc(b->special, (size_t)(b->nspecial + 1) * sizeof *b->special);
			b->special[b->nspecial++] = (struct bpe_special){
				xstrndup(c->bytes.p + t->off, t->len), t->len, i};
		} else {
			b->rank[i] = t->rank;
		}
	}
	b->off[nv] = o;
	rc = finish(b, name);
out:
	free(len);
	free(src);
	if (rc)
		bpe_release(b);
	return rc;
}

int bpe_build(struct bpe *b, const unsigned char *const *tokens, const uint32_t *len, uint32_t n,
	const struct bpe_special *special, int nspecial, int pattern)
{
	struct coll c = {BUF_INIT, NULL, 0, 0};
	for (uint32_t i = 0; i < n; i++) {
		int sp = 0;
		for (int k = 0; k < nspecial; k++)
			sp |= special[k].id == i;
		if (!sp)
			coll_add(&c, i, tokens[i], len[i], i, 0);
	}
	for (int k = 0; k < nspecial; k++)
		coll_add(&c, special[k].id, special[k].text, special[k].len, UINT32_MAX, 1);
	int rc = coll_finish(&c, b, pattern, "vocabulary");
	coll_release(&c);
	return rc;
}

/* ---- a small JSON reader for encoder.json and tok.json ---- */

struct jr {
	const char *p, *end, *name;
	const char *line_start;
	int line;
};

static void jr_ws(struct jr *j)
{
	while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r')) {
		if (*j->p == '\n')
			j->line++;
		j->p++;
	}
}

static int jr_err(struct jr *j, const char *what)
{
	return mtk_seterr("%s:%d: %s", j->name, j->line, what);
}

static int jr_lit(struct jr *j, char c)
{
	jr_ws(j);
	if (j->p >= j->end || *j->p != c) {
		char m[64];
		snprintf(m, sizeof m, "expected '%c'", c);
		return jr_err(j, m);
	}
	j->p++;
	return 0;
}

static void put_utf8(struct buf *o, uint32_t c)
{
	char s[4];
	int n;
	if (c < 0x80) s[0] = (char)c, n = 1;
	else if (c < 0x800) s[0] = (char)(0xc0 | c >> 6), s[1] = (char)(0x80 | (c & 0x3f)), n = 2;
	else if (c < 0x10000) s[0] = (char)(0xe0 | c >> 12), s[1] = (char)(0x80 | ((c >> 6) & 0x3f)),
		s[2] = (char)(0x80 | (c & 0x3f)), n = 3;
	else s[0] = (char)(0xf0 | c >> 18), s[1] = (char)(0x80 | ((c >> 12) & 0x3f)),
		s[2] = (char)(0x80 | ((c >> 6) & 0x3f)), s[3] = (char)(0x80 | (c & 0x3f)), n = 4;
	buf_add(o, s, (size_t)n);
}

static int hex4(const char *p, uint32_t *v)
{
	*v = 0;
	for (int i = 0; i < 4; i++) {
		int c = p[i], d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 :
			c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
		if (d < 0)
			return -1;
		*v = *v << 4 | (uint32_t)d;
	}
	return 0;
}

/* A string, unescaped into out as UTF-8. */
static int jr_str(struct jr *j, struct buf *out)
{
	buf_clear(out);
	if (jr_lit(j, '"'))
		return -1;
	while (j->p < j->end && *j->p != '"') {
		if (*j->p != '\\') {
			buf_putc(out, *j->p++);
			continue;
		}
		if (j->end - j->p < 2)
			break;
		char e = j->p[1];
		j->p += 2;
		switch (e) {
		case '"': case '\\': case '/': buf_putc(out, e); break;
		case 'b': buf_putc(out, '\b'); break;
		case 'f': buf_putc(out, '\f'); break;
		case 'n': buf_putc(out, '\n'); break;
		case 'r': buf_putc(out, '\r'); break;
		case 't': buf_putc(out, '\t'); break;
		case 'u': {
			uint32_t c, c2;
			if (j->end - j->p < 4 || hex4(j->p, &c))
				return jr_err(j, "bad \\u escape");
			j->p += 4;
			if (c >= 0xd800 && c < 0xdc00 && j->end - j->p >= 6 && j->p[0] == '\\' && j->p[1] == 'u' &&
			    !hex4(j->p + 2, &c2) && c2 >= 0xdc00 && c2 < 0xe000) {
				c = 0x10000 + ((c - 0xd800) << 10) + (c2 - 0xdc00);
				j->p += 6;
			}
			put_utf8(out, c);
			break;
		}
		default:
			return jr_err(j, "bad escape in string");
		}
	}
	if (j->p >= j->end)
		return jr_err(j, "unterminated string");
	j->p++;
	buf_add(out, "", 0); /* out->p is a C string even for "" */
	return 0;
}

static int jr_int(struct jr *j, uint32_t *v)
{
	jr_ws(j);
	uint64_t x = 0;
	const char *s = j->p;
	while (j->p < j->end && *j->p >= '0' && *j->p <= '9' && x <= UINT32_MAX)
		x = x * 10 + (uint64_t)(*j->p++ - '0');
	if (j->p == s || x >= UINT32_MAX)
		return jr_err(j, "expected a token id (non-negative integer)");
	*v = (uint32_t)x;
	return 0;
}

/* GPT-2-alphabet string -> bytes. */
static int unmap(struct jr *j, const struct buf *s, struct buf *out)
{
	buf_clear(out);
	if (!s->len)
		return jr_err(j, "empty token");
	const unsigned char *p = (const unsigned char *)s->p, *e = p + s->len;
	while (p < e) {
		uint32_t c;
		int n;
		if (*p < 0x80) c = *p, n = 1;
		else if ((*p & 0xe0) == 0xc0 && e - p >= 2) c = (uint32_t)(*p & 0x1f) << 6 | (p[1] & 0x3f), n = 2;
		else if ((*p & 0xf0) == 0xe0 && e - p >= 3)
			c = (uint32_t)(*p & 0x0f) << 12 | (uint32_t)(p[1] & 0x3f) << 6 | (p[2] & 0x3f), n = 3;
		else c = 0x110000, n = 1;
		int byte = bpe_cp_to_byte(c);
		if (byte < 0) {
			char m[160];
			snprintf(m, sizeof m, "token \"%.40s\": character U+%04X is not in the GPT-2 byte alphabet",
				s->p, (unsigned)c);
			return jr_err(j, m);
		}
		buf_putc(out, byte);
		p += n;
	}
	return 0;
}

/* Skip any JSON value (nested too); every step consumes input or fails. */
static int jr_skip(struct jr *j, struct buf *tmp, int depth)
{
	if (depth > 64)
		return jr_err(j, "values nested too deep");
	jr_ws(j);
	if (j->p >= j->end)
		return jr_err(j, "unexpected end of file");
	char c = *j->p;
	if (c == '"')
		return jr_str(j, tmp);
	if (c == '{' || c == '[') {
		char close = c == '{' ? '}' : ']';
		j->p++;
		jr_ws(j);
		if (j->p < j->end && *j->p == close) {
			j->p++;
			return 0;
		}
		for (;;) {
			if (c == '{' && (jr_str(j, tmp) || jr_lit(j, ':')))
				return -1;
			if (jr_skip(j, tmp, depth + 1))
				return -1;
			jr_ws(j);
			if (j->p < j->end && *j->p == ',') {
				j->p++;
				continue;
			}
			return jr_lit(j, close);
		}
	}
	const char *s = j->p;   /* number, true, false, null */
	while (j->p < j->end && (isalnum((unsigned char)*j->p) || *j->p == '-' || *j->p == '+' || *j->p == '.'))
		j->p++;
	if (j->p == s)
		return jr_err(j, "unexpected character");
	return 0;
}

/* ---- loaders ---- */

static int read_all(const char *path, struct buf *out)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return mtk_seterr("%s: %s", path, strerror(errno));
	char tmp[65536];
	size_t n;
	while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
		buf_add(out, tmp, n);
	int bad = ferror(f);
	fclose(f);
	if (bad)
		return mtk_seterr("%s: read error", path);
	return 0;
}

/* Parse encoder entries of an object whose '{' was consumed. */
static int parse_encoder(struct jr *j, struct coll *c, int is_special_obj)
{
	struct buf k = BUF_INIT, raw = BUF_INIT;
	int rc = -1;
	jr_ws(j);
	if (j->p < j->end && *j->p == '}') {
		j->p++;
		rc = 0;
		goto out;
	}
	for (;;) {
		uint32_t id;
		if (jr_str(j, &k) || jr_lit(j, ':') || jr_int(j, &id))
			goto out;
		if (is_special_obj) {
			if (!k.len) {
				jr_err(j, "empty special token");
				goto out;
			}
			coll_add(c, id, k.p, k.len, UINT32_MAX, 1);
		} else {
			if (unmap(j, &k, &raw))
				goto out;
			/* rank = id until merges say otherwise */
			coll_add(c, id, raw.p, raw.len, id, is_special_text((unsigned char *)raw.p, raw.len));
		}
		jr_ws(j);
		if (j->p < j->end && *j->p == ',') {
			j->p++;
			continue;
		}
		if (jr_lit(j, '}'))
			goto out;
		break;
	}
	rc = 0;
out:
	buf_release(&k);
	buf_release(&raw);
	return rc;
}

/* Give ranks by merge order: merge k (0-based) makes a token of rank 256+k.
 * Mergeable tokens that no merge makes (other than single bytes) lose their
 * rank. lines: merges, one per entry (already split). */
struct merges { struct buf text; size_t *start, n, cap; int *line; };

static int apply_merges(struct coll *c, const struct merges *m, const char *name)
{
	/* index the collected tokens by bytes (a temporary hash on the coll) */
	size_t cap = pow2_at_least(2 * c->n + 16), mask = cap - 1;
	uint32_t *tab = xcalloc(cap, sizeof *tab);
	struct buf x = BUF_INIT, y = BUF_INIT, xy = BUF_INIT, u = BUF_INIT;
	int rc = -1;
	for (size_t i = 0; i < c->n; i++) {
		if (c->t[i].special)
			continue;
		size_t h = (size_t)hbytes(c->bytes.p + c->t[i].off, c->t[i].len) & mask;
		while (tab[h])
			h = (h + 1) & mask;
		tab[h] = (uint32_t)i + 1;
	}
#define FIND(s, n, res) do { \
		size_t h_ = (size_t)hbytes((s), (n)) & mask; (res) = -1; \
		for (; tab[h_]; h_ = (h_ + 1) & mask) { \
			const struct tokref *t_ = &c->t[tab[h_] - 1]; \
			if (t_->len == (n) && !memcmp(c->bytes.p + t_->off, (s), (n))) { (res) = (long)tab[h_] - 1; break; } \
		} } while (0)
	uint32_t *newrank = xmalloc(c->n * sizeof *newrank);
	for (size_t i = 0; i < c->n; i++)
		newrank[i] = c->t[i].len == 1 && !c->t[i].special ? c->t[i].rank : UINT32_MAX;
	for (size_t k = 0; k < m->n; k++) {
		const char *s = m->text.p + m->start[k];
		const char *sp = strchr(s, ' ');
		struct jr j = {s, s + strlen(s), name, s, m->line[k]};
		if (!sp || sp == s || !sp[1] || strchr(sp + 1, ' ')) {
			jr_err(&j, "merge line is not two tokens separated by one space");
			goto out;
		}
		buf_clear(&u);
		buf_add(&u, s, (size_t)(sp - s));
		if (unmap(&j, &u, &x))
			goto out;
		buf_clear(&u);
		buf_puts(&u, sp + 1);
		if (unmap(&j, &u, &y))
			goto out;
		long ix, iy, ixy;
		FIND(x.p, x.len, ix);
		FIND(y.p, y.len, iy);
		if (ix < 0 || iy < 0) {
			char msg[160];
			snprintf(msg, sizeof msg, "merge of unknown token \"%.*s\"",
				ix < 0 ? (int)(sp - s) : (int)strlen(sp + 1), ix < 0 ? s : sp + 1);
			jr_err(&j, msg);
			goto out;
		}
		buf_clear(&xy);
		buf_add(&xy, x.p, x.len);
		buf_add(&xy, y.p, y.len);
		FIND(xy.p, xy.len, ixy);
		if (ixy < 0) {
			char msg[160];
			snprintf(msg, sizeof msg, "merge result \"%.60s\" is not in the vocabulary", s);
			jr_err(&j, msg);
			goto out;
		}
		if (newrank[ixy] == UINT32_MAX)
			newrank[ixy] = 256 + (uint32_t)k;
	}
	/* every token of several bytes is made by a merge: one that none makes
	 * could never be produced (merges cut short, or another vocabulary's) */
	size_t orphans = 0, first = 0;
	for (size_t i = 0; i < c->n; i++)
		if (!c->t[i].special && c->t[i].len > 1 && newrank[i] == UINT32_MAX && !orphans++)
			first = i;
	if (orphans) {
		mtk_seterr("%s: %zu tokens are made by no merge (id %u the first; %zu merges for %zu tokens: "
		           "merges cut short, or another vocabulary's)", name, orphans, c->t[first].id, m->n, c->n);
		goto out;
	}
	for (size_t i = 0; i < c->n; i++)
		if (!c->t[i].special)
			c->t[i].rank = newrank[i];
	rc = 0;
out:
#undef FIND
	free(newrank);
	free(tab);
	buf_release(&x);
	buf_release(&y);
	buf_release(&xy);
	buf_release(&u);
	return rc;
}

static void merges_add(struct merges *m, const char *s, size_t n, int line)
{
	if (m->n == m->cap) {
		m->cap = m->cap ? 2 * m->cap : 1024;
		m->start = xrealloc(m->start, m->cap * sizeof *m->start);
		m->line = xrealloc(m->line, m->cap * sizeof *m->line);
	}
	m->start[m->n] = m->text.len;
	m->line[m->n++] = line;
	buf_add(&m->text, s, n);
	buf_putc(&m->text, 0);
}

static void merges_release(struct merges *m)
{
	buf_release(&m->text);
	free(m->start);
	free(m->line);
	memset(m, 0, sizeof *m);
}

static int load_merges_file(const char *path, struct merges *m)
{
	struct buf f = BUF_INIT;
	if (read_all(path, &f)) {
		buf_release(&f);
		return -1;
	}
	const char *p = f.p, *end = f.p + f.len;
	int line = 0;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		const char *e = nl ? nl : end;
		line++;
		size_t n = (size_t)(e - p);
		if (n && p[n - 1] == '\r')
			n--;
		if (n && !(line == 1 && n >= 8 && !memcmp(p, "#version", 8)))
			merges_add(m, p, n, line);
		p = nl ? nl + 1 : end;
	}
	if (f.len && f.p[f.len - 1] != '\n' && m->n) {
		/* a last line without newline is fine, but a file cut mid-token
		 * shows up as an unknown merge; nothing more to check here */
	}
	buf_release(&f);
	return 0;
}

static int load_json(struct bpe *b, const char *path, const char *merges_path)
{
	struct buf f = BUF_INIT, key = BUF_INIT, val = BUF_INIT;
	struct coll c = {BUF_INIT, NULL, 0, 0};
	struct merges m = {BUF_INIT, NULL, 0, 0, NULL};
	int rc = -1, pattern = PRETOK_GPT2, have_merges = 0;
	if (read_all(path, &f))
		goto out;
	struct jr j = {f.p, f.p + f.len, path, f.p, 1};
	if (jr_lit(&j, '{'))
		goto out;
	jr_ws(&j);
	if (j.p < j.end && *j.p == '}') {
		jr_err(&j, "empty vocabulary");
		goto out;
	}
	for (;;) {
		if (jr_str(&j, &key) || jr_lit(&j, ':'))
			goto out;
		jr_ws(&j);
		/* a numeric value: an encoder.json entry (tok.json's own keys all
		 * have non-numeric values, so any token text stays a valid key) */
		if (j.p < j.end && *j.p >= '0' && *j.p <= '9') {
			uint32_t id;
			if (jr_int(&j, &id) || unmap(&j, &key, &val))
				goto out;
			coll_add(&c, id, val.p, val.len, id, is_special_text((unsigned char *)val.p, val.len));
		} else if (!strcmp(key.p, "encoder") || !strcmp(key.p, "special")) {
			if (jr_lit(&j, '{') || parse_encoder(&j, &c, key.p[0] == 's'))
				goto out;
		} else if (!strcmp(key.p, "merges")) {
			if (jr_lit(&j, '['))
				goto out;
			have_merges = 1;
			jr_ws(&j);
			while (j.p < j.end && *j.p != ']') {
				if (jr_str(&j, &val))
					goto out;
				merges_add(&m, val.p, val.len, j.line);
				jr_ws(&j);
				if (j.p < j.end && *j.p == ',')
					j.p++;
				jr_ws(&j);
			}
			if (jr_lit(&j, ']'))
				goto out;
		} else if (!strcmp(key.p, "type")) {
			if (jr_str(&j, &val))
				goto out;
			if (strcmp(val.p, "mtok-bpe/1")) {
				jr_err(&j, "unknown type (this mtok reads mtok-bpe/1)");
				goto out;
			}
		} else if (!strcmp(key.p, "pattern")) {
			if (jr_str(&j, &val))
				goto out;
			pattern = pretok_pattern_by_name(val.p);
			if (pattern < 0) {
				jr_err(&j, "unknown pattern (want gpt2, cl100k or o200k)");
				goto out;
			}
		} else if (jr_skip(&j, &val, 0)) {
			goto out;
		}
		jr_ws(&j);
		if (j.p < j.end && *j.p == ',') {
			j.p++;
			continue;
		}
		if (jr_lit(&j, '}'))
			goto out;
		break;
	}
	if (!c.n) {
		mtk_seterr("%s: no tokens", path);
		goto out;
	}
	if (merges_path) {
		if (load_merges_file(merges_path, &m))
			goto out;
		have_merges = 1;
	}
	if (have_merges && apply_merges(&c, &m, merges_path ? merges_path : path))
		goto out;
	/* ids run 0..n-1: a stray big id would size the vocabulary (and make
	 * every shard int32) for tokens that do not exist */
	uint32_t maxid = 0;
	for (size_t i = 0; i < c.n; i++)
		if (c.t[i].id > maxid)
			maxid = c.t[i].id;
	if ((uint64_t)maxid + 1 > c.n) {
		mtk_seterr("%s: ids run to %u but there are %zu tokens (ids must be 0 to %zu, without gaps)", path,
		           maxid, c.n, c.n - 1);
		goto out;
	}
	rc = coll_finish(&c, b, pattern, path);
out:
	buf_release(&f);
	buf_release(&key);
	buf_release(&val);
	coll_release(&c);
	merges_release(&m);
	return rc;
}

static int b64val(int c)
{
	if (c >= 'A' && c <= 'Z') return c - 'A';
	if (c >= 'a' && c <= 'z') return c - 'a' + 26;
	if (c >= '0' && c <= '9') return c - '0' + 52;
	if (c == '+') return 62;
	if (c == '/') return 63;
	return -1;
}

static int load_tiktoken(struct bpe *b, const char *path, struct buf *f)
{
	struct coll c = {BUF_INIT, NULL, 0, 0};
	struct buf tok = BUF_INIT;
	int rc = -1, line = 0;
	uint32_t maxr = 0;
	const char *p = f->p, *end = f->p + f->len;
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p)), *e = nl ? nl : end;
		line++;
		const char *sp = memchr(p, ' ', (size_t)(e - p));
		if (e == p) {
			p = nl ? nl + 1 : end;
			continue;
		}
		if (!sp) {
			mtk_seterr("%s:%d: expected \"base64 rank\"", path, line);
			goto out;
		}
		buf_clear(&tok);
		uint32_t acc = 0;
		int bits = 0;
		for (const char *q = p; q < sp && *q != '='; q++) {
			int v = b64val((unsigned char)*q);
			if (v < 0) {
				mtk_seterr("%s:%d: bad base64 in token", path, line);
				goto out;
			}
			acc = acc << 6 | (uint32_t)v;
			bits += 6;
			if (bits >= 8) {
				bits -= 8;
				buf_putc(&tok, (int)(acc >> bits) & 0xff);
			}
		}
		char *ep;
		errno = 0;
		unsigned long r = strtoul(sp + 1, &ep, 10);
		if (ep == sp + 1 || (ep < e && *ep != '\r') || errno || r >= UINT32_MAX - 16 || !tok.len) {
			mtk_seterr("%s:%d: bad rank", path, line);
			goto out;
		}
		coll_add(&c, (uint32_t)r, tok.p, tok.len, (uint32_t)r, 0);
		if (r > maxr)
			maxr = (uint32_t)r;
		p = nl ? nl + 1 : end;
	}
	if (!c.n) {
		mtk_seterr("%s: no tokens", path);
		goto out;
	}
	int pattern = PRETOK_GPT2;
	if (maxr == 100255) {   /* cl100k_base: its specials and pattern */
		static const struct { const char *s; uint32_t id; } sp[] = {
			{"<|endoftext|>", 100257}, {"<|fim_prefix|>", 100258}, {"<|fim_middle|>", 100259},
			{"<|fim_suffix|>", 100260}, {"<|endofprompt|>", 100276}};
		for (size_t i = 0; i < sizeof sp / sizeof *sp; i++)
			coll_add(&c, sp[i].id, sp[i].s, strlen(sp[i].s), UINT32_MAX, 1);
		pattern = PRETOK_CL100K;
	} else if (maxr == 199997) {   /* o200k_base */
		coll_add(&c, 199999, "<|endoftext|>", 13, UINT32_MAX, 1);
		coll_add(&c, 200018, "<|endofprompt|>", 15, UINT32_MAX, 1);
		pattern = PRETOK_O200K;
	} else {
		coll_add(&c, maxr + 1, "<|endoftext|>", 13, UINT32_MAX, 1);
	}
	rc = coll_finish(&c, b, pattern, path);
out:
	coll_release(&c);
	buf_release(&tok);
	return rc;
}

int bpe_load(struct bpe *b, const char *path, const char *merges)
{
	struct stat st;
	memset(b, 0, sizeof *b);
	if (stat(path, &st))
		return mtk_seterr("%s: %s", path, strerror(errno));
	if (S_ISDIR(st.st_mode)) {
		struct buf e = BUF_INIT, m = BUF_INIT;
		buf_printf(&e, "%s/encoder.json", path);
		buf_printf(&m, "%s/vocab.bpe", path);
		int rc;
		if (access(m.p, R_OK) == 0 || merges)
			rc = load_json(b, e.p, merges ? merges : m.p);
		else
			rc = load_json(b, e.p, NULL);
		buf_release(&e);
		buf_release(&m);
		return rc;
	}
	struct buf f = BUF_INIT;
	if (read_all(path, &f)) {
		buf_release(&f);
		return -1;
	}
	size_t i = 0;
	while (i < f.len && isspace((unsigned char)f.p[i]))
		i++;
	int rc;
	if (i < f.len && f.p[i] == '{') {
		buf_release(&f);
		rc = load_json(b, path, merges);
	} else if (!f.len) {
		rc = mtk_seterr("%s: empty vocabulary file", path);
	} else {
		if (merges)
			rc = mtk_seterr("%s: --merges goes with an encoder.json, not a tiktoken file", path);
		else
			rc = load_tiktoken(b, path, &f);
	}
	buf_release(&f);
	return rc;
}

/* ---- encoding ---- */

/* Per-thread cache of pieces that are not short tokens: two-way set
 * associative (a set is two adjacent 64-byte lines, the newest first),
 * keyed by the piece bytes. An entry packs the key and then its ids, three
 * bytes each (ids < 2^21), in one line: a 13-byte Cyrillic word that
 * becomes 15 tokens fits, and those are the pieces that cost most to merge.
 * 8K lines (512 KB): 16K hit 2% more often on the benchmark texts but
 * missed L2 more (cachegrind, 1 MB L2) and ran no faster end to end. */
enum { CACHE_BITS = 13, CACHE_DATA = 58 };   /* 2^CACHE_BITS lines: at most 2 MB */
struct bpe_cache_ent {   /* 64 bytes: one cache line */
	uint32_t h;
	uint8_t len, nids;
	unsigned char d[CACHE_DATA];   /* key[len], then nids ids of 3 bytes */
};

void bpe_enc_init(struct bpe_enc *e, const struct bpe *b)
{
	memset(e, 0, sizeof *e);
	e->b = b;
	/* on a 2 MB page of its own, as the vocabulary's tables (pack_tables),
	 * and so aligned to its sets: an entry that straddled two lines would
	 * cost two misses */
	size_t bytes = ((size_t)1 << CACHE_BITS) * sizeof *e->cache, huge = (size_t)1 << 21;
	void *p = NULL;
	if (posix_memalign(&p, huge, huge))
		p = xmalloc(bytes);   /* out of memory: as every other allocation here */
	else
		madvise(p, huge, MADV_HUGEPAGE);
	e->cache = memset(p, 0, bytes);
}

void bpe_enc_release(struct bpe_enc *e)
{
	free(e->id);
	free(e->pos);
	free(e->r);
	free(e->heap);
	free(e->cache);
	memset(e, 0, sizeof *e);
}

static void scratch(struct bpe_enc *e, size_t n)
{
	if (n <= e->scap)
		return;
	e->scap = n + n / 2 + 64;
	e->id = xrealloc(e->id, e->scap * sizeof *e->id);
	e->pos = xrealloc(e->pos, e->scap * sizeof *e->pos);
	e->r = xrealloc(e->r, e->scap * sizeof *e->r);
}

/* tiktoken's loop: parts in id[0..k), rank of pair (i, i+1) in r[i] and the
 * token it makes in pos[i]. */
static size_t merge_scan(struct bpe_enc *e, const unsigned char *p, size_t n)
{
	const struct bpe *b = e->b;
	uint32_t *id = e->id, *r = e->r;
	size_t k = n;
	for (size_t i = 0; i < n; i++)
		id[i] = b->byte_id[p[i]];
	for (size_t i = 0; i + 1 < k; i++)
		r[i] = b->byte_pairs[p[i] << 8 | p[i + 1]];
	while (k > 1) {
		uint32_t best = UINT32_MAX;
		size_t bi = 0;
		for (size_t i = 0; i + 1 < k; i++)
			if (r[i] < best)
				best = r[i], bi = i;
		if (best == UINT32_MAX)
			break;
		id[bi] = b->rank_id[best];
		size_t tail = k - bi - 2;
		memmove(id + bi + 1, id + bi + 2, tail * sizeof *id);
		memmove(r + bi + 1, r + bi + 2, (tail ? tail - 1 : 0) * sizeof *r);
		k--;
		if (bi + 1 < k)
			r[bi] = pair_rank(b, id[bi], id[bi + 1]);
		if (bi > 0)
			r[bi - 1] = pair_rank(b, id[bi - 1], id[bi]);
	}
	return k;
}

/* Long pieces: a linked list of parts and a min-heap of candidate pairs
 * keyed (rank, position); stale entries are skipped when popped. The
 * smallest valid entry is tiktoken's choice: lowest rank, then leftmost. */
struct hent { uint64_t key; uint32_t lid, rid; };

static void heap_push(struct hent *h, size_t *n, struct hent x)
{
	size_t i = (*n)++;
	while (i) {
		size_t par = (i - 1) / 2;
		if (h[par].key <= x.key)
			break;
		h[i] = h[par];
		i = par;
	}
	h[i] = x;
}

static struct hent heap_pop(struct hent *h, size_t *n)
{
	struct hent top = h[0], x = h[--*n];
	size_t i = 0;
	for (;;) {
		size_t c = 2 * i + 1;
		if (c >= *n)
			break;
		if (c + 1 < *n && h[c + 1].key < h[c].key)
			c++;
		if (x.key <= h[c].key)
			break;
		h[i] = h[c];
		i = c;
	}
	if (*n)
		h[i] = x;
	return top;
}

static void merge_heap(struct bpe_enc *e, const unsigned char *p, size_t n, struct bpe_ids *out)
{
	const struct bpe *b = e->b;
	scratch(e, n);
	uint32_t *id = e->id, *next = e->pos, *prev = e->r;   /* UINT32_MAX: none */
	/* every merge pushes at most 2 entries: n initial + 2n */
	if (e->hcap < 3 * n + 4) {
		e->hcap = 3 * n + 4;
		free(e->heap);
		e->heap = xmalloc(e->hcap * sizeof(struct hent));
	}
	struct hent *h = e->heap;
	size_t hn = 0;
	for (size_t i = 0; i < n; i++) {
		id[i] = b->byte_id[p[i]];
		next[i] = i + 1 < n ? (uint32_t)(i + 1) : UINT32_MAX;
		prev[i] = i ? (uint32_t)(i - 1) : UINT32_MAX;
	}
	for (size_t i = 0; i + 1 < n; i++) {
		uint32_t m, r = pair_get(b, id[i], id[i + 1], &m);
		if (r != UINT32_MAX)
			heap_push(h, &hn, (struct hent){(uint64_t)r << 32 | i, id[i], id[i + 1]});
	}
	while (hn) {
		struct hent x = heap_pop(h, &hn);
		uint32_t i = (uint32_t)x.key, j = next[i];
		if (id[i] != x.lid || j == UINT32_MAX || id[j] != x.rid || prev[i] == i)
			continue;   /* stale: a neighbour changed since it was pushed */
		uint32_t m = 0;
		pair_get(b, id[i], id[j], &m);
		id[i] = m;
		next[i] = next[j];
		if (next[j] != UINT32_MAX)
			prev[next[j]] = i;
		prev[j] = j;          /* mark dead */
		id[j] = UINT32_MAX;
		uint32_t r;
		if (prev[i] != UINT32_MAX && (r = pair_get(b, id[prev[i]], id[i], &m)) != UINT32_MAX)
			heap_push(h, &hn, (struct hent){(uint64_t)r << 32 | prev[i], id[prev[i]], id[i]});
		if (next[i] != UINT32_MAX && (r = pair_get(b, id[i], id[next[i]], &m)) != UINT32_MAX)
			heap_push(h, &hn, (struct hent){(uint64_t)r << 32 | i, id[i], id[next[i]]});
	}
	for (uint32_t i = 0; i != UINT32_MAX; i = next[i])
		bpe_ids_push(out, id[i]);
}

static inline void cache_out(const struct bpe_cache_ent *ce, struct bpe_ids *out)
{
	size_t k = ce->nids;
	if (out->n + k > out->cap) {
		out->cap = out->cap + k > 2 * out->cap ? out->cap + k : 2 * out->cap;
		out->v = xrealloc(out->v, out->cap * sizeof *out->v);
	}
	const unsigned char *q = ce->d + ce->len;
	uint32_t *o = out->v + out->n;
	for (size_t i = 0; i < k; i++, q += 3)
		o[i] = (uint32_t)q[0] | (uint32_t)q[1] << 8 | (uint32_t)q[2] << 16;
	out->n += k;
}

static inline uint64_t load8(const unsigned char *p)
{
	uint64_t w;
	memcpy(&w, p, 8);
	return w;
}

/* p[0..n) == q[0..n) for a piece of more than 8 bytes: two overlapping
 * words up to 16, without a call. */
static inline int same_long(const unsigned char *p, const unsigned char *q, size_t n)
{
	if (n <= 16)
		return load8(p) == load8(q) && load8(p + n - 8) == load8(q + n - 8);
	return !memcmp(p, q, n);
}

/* splitmix64's finaliser: every bit of the word moves the low ones, which
 * pick the cache set */
static inline uint64_t word_hash(uint64_t x)
{
	x = (x ^ x >> 30) * 0xbf58476d1ce4e5b9ull;
	x = (x ^ x >> 27) * 0x94d049bb133111ebull;
	return x ^ x >> 31;
}

/* Id of the token of 9 or more bytes p[0..n) hashed to h, or -1. */
static inline int64_t long_find(const struct bpe *b, const unsigned char *p, size_t n, uint64_t h)
{
	uint32_t tag = (uint32_t)(h >> 32);
	for (uint32_t i = (uint32_t)h & b->long_mask;; i = (i + 1) & b->long_mask) {
		uint64_t t = b->long_tab[i];
		if (!t)
			return -1;
		if ((uint32_t)(t >> 32) == tag) {
			uint32_t id = (uint32_t)t - 1;
			if (tok_len(b, id) == n && same_long(b->bytes + b->off[id], p, n))
				return id;
		}
	}
}

/* Id of the token of 2..8 bytes whose bytes are the word w (n of them, the
 * rest zero), or -1. */
static inline int64_t short_find(const struct bpe *b, uint64_t w, size_t n)
{
	for (uint32_t j = short_slot(w, n, b->short_mask);; j = (j + 1) & b->short_mask) {
		const struct bpe_short *s = &b->short_tab[j];
		if (s->w == w && s->len == n)
			return s->id;
		if (!s->len)
			return -1;
	}
}

/* A piece of 2 or more bytes that is not a token of up to 8 bytes: the
 * cache, a token of 9 or more, then the merge loop. w is the piece as a
 * word when n <= 8: those are hashed and compared from it, not from p. */
static void piece_slow(struct bpe_enc *e, const unsigned char *p, size_t n, uint64_t w, struct bpe_ids *out)
{
	const struct bpe *b = e->b;
	uint64_t h = n <= 8 ? word_hash(w ^ n) : hbytes(p, n);
	uint32_t tag = (uint32_t)(h >> 32);
	/* the thread's cache first: warm for the pieces that recur, long
	 * tokens as well as merged pieces */
	struct bpe_cache_ent *set = NULL;
	if (n < CACHE_DATA) {
		set = &e->cache[h & ((1u << CACHE_BITS) - 2)];
		for (int i = 0; i < 2; i++) {
			const struct bpe_cache_ent *ce = &set[i];
			if (ce->h == tag && ce->len == n &&
			    (n <= 8 ? (load8(ce->d) & (~0ull >> (64 - 8 * n))) == w : same_long(ce->d, p, n))) {
				e->hits++;
				cache_out(ce, out);
				return;
			}
		}
		e->misses++;
	}
	size_t k = 0;
	int64_t id = n > 8 ? long_find(b, p, n, h) : -1;
	if (id >= 0) {
		scratch(e, 1);
		e->id[0] = (uint32_t)id;
		k = 1;
	} else {
		if (n > bpe_heap_threshold) {
			merge_heap(e, p, n, out);
			return;
		}
		scratch(e, n);
		k = merge_scan(e, p, n);
	}
	for (size_t i = 0; i < k; i++)
		bpe_ids_push(out, e->id[i]);
	if (set && n + 3 * k <= CACHE_DATA) {
		set[1] = set[0];
		set->h = tag;
		set->len = (uint8_t)n;
		set->nids = (uint8_t)k;
		memcpy(set->d, p, n);
		for (size_t i = 0; i < k; i++) {
			unsigned char *q = set->d + n + 3 * i;
			q[0] = (unsigned char)e->id[i];
			q[1] = (unsigned char)(e->id[i] >> 8);
			q[2] = (unsigned char)(e->id[i] >> 16);
		}
	}
}

void bpe_encode_piece(struct bpe_enc *e, const unsigned char *p, size_t n, struct bpe_ids *out)
{
	uint64_t w = 0;
	if (n == 1) {
		bpe_ids_push(out, e->b->byte_id[p[0]]);
		return;
	}
	if (n <= 8) {
		memcpy(&w, p, n);
		int64_t id = short_find(e->b, w, n);
		if (id >= 0) {
			bpe_ids_push(out, (uint32_t)id);
			return;
		}
	}
	piece_slow(e, p, n, w, out);
}

static void encode_ordinary(struct bpe_enc *e, const unsigned char *p, size_t n, struct bpe_ids *out)
{
	const struct bpe *b = e->b;
	int pat = b->pattern;
	while (n) {
		size_t l = pretok_next_fast(pat, p, n);
		if (l == 1) {
			bpe_ids_push(out, b->byte_id[p[0]]);
		} else if (l <= 8) {
			uint64_t w = 0;
			if (n >= 8) {   /* one unaligned load, masked to the piece */
				w = load8(p) & ~0ull >> (64 - 8 * l);
			} else {
				memcpy(&w, p, l);
			}
			int64_t id = short_find(b, w, l);
			if (id >= 0)
				bpe_ids_push(out, (uint32_t)id);
			else
				piece_slow(e, p, l, w, out);
		} else {
			piece_slow(e, p, l, 0, out);
		}
		p += l;
		n -= l;
	}
}

void bpe_encode(struct bpe_enc *e, const void *text, size_t n, int allow_special, struct bpe_ids *out)
{
	const unsigned char *p = text;
	const struct bpe *b = e->b;
	if (!allow_special || !b->nspecial) {
		encode_ordinary(e, p, n, out);
		return;
	}
	while (n) {
		/* earliest special occurrence; the longest one at that position */
		const unsigned char *best = NULL;
		int bs = -1;
		for (int i = 0; i < b->nspecial; i++) {
			const unsigned char *q = memmem(p, n, b->special[i].text, b->special[i].len);
			if (q && (!best || q < best || (q == best && b->special[i].len > b->special[bs].len)))
				best = q, bs = i;
		}
		if (!best) {
			encode_ordinary(e, p, n, out);
			return;
		}
		encode_ordinary(e, p, (size_t)(best - p), out);
		bpe_ids_push(out, b->special[bs].id);
		n -= (size_t)(best - p) + b->special[bs].len;
		p = best + b->special[bs].len;
	}
}

int bpe_decode(const struct bpe *b, const uint32_t *ids, size_t n, struct buf *out)
{
	for (size_t i = 0; i < n; i++) {
		uint32_t id = ids[i];
		if (id >= b->nvocab || tok_len(b, id) == 0)
			return mtk_seterr("token %zu: id %u is not in the vocabulary (%u ids)", i, id, b->nvocab);
		buf_add(out, b->bytes + b->off[id], tok_len(b, id));
	}
	return 0;
}
