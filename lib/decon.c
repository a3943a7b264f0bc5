/* decon: see decon.h. */
#include "decon.h"

#include <assert.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utf8proc.h>
#define XXH_INLINE_ALL   /* the word hash runs per word: inline it */
#include <xxhash.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#include "docbatch.h"
#include "err.h"
#include "json.h"
#include "pool.h"
#include "progress.h"
#include "utf8.h"
#include "words.h"

__extension__ typedef unsigned __int128 u128;

void dc_conf_init(struct dc_conf *c)
{
	memset(c, 0, sizeof *c);
	c->n = 13;
	c->min_len = 8;
	c->max_matches = 10;
	c->cut = 200;
	c->min_piece = 200;
	c->max_splits = 10;
	c->threads = 1;
}

/* ---- words and hashes ----
 *
 * A word's hash is xxh3 of its lowercased UTF-8; the hash of words
 * w_0..w_{k-1} is sum w_i B^(k-1-i) mod 2^64, so a window's hash comes from
 * two prefix sums (P_j - P_{j-k} B^k) and sliding costs one multiply. The
 * window hash plus its length, through a 64-bit finalizer, is the key. */

#define HB 0x9E3779B97F4A7C15ull
#define K_LEN 0xD6E8FEB86659FD93ull
#define K_MARK 0xA0761D6478BD642Full

/* a_low[c]: the lowercase of ASCII word character c, 0 for every other
 * byte (ASCII separators and all bytes >= 128): one load per byte on the
 * ASCII path of next_word */
static unsigned char a_low[256];
static uint64_t powb[DC_MAX_N + 1];
static uint64_t wmask[17][2];   /* word_hash's masks: a word of len bytes in 16 */
static int tabs_ready;

static void tabs_init(void)
{
	for (int c = 0; c < 128; c++)
		if (words_class(c) & WC_WORD)
			a_low[c] = (unsigned char)(c >= 'A' && c <= 'Z' ? c + 32 : c);
	powb[0] = 1;
	for (int i = 1; i <= DC_MAX_N; i++)
		powb[i] = powb[i - 1] * HB;
	for (int len = 0; len <= 16; len++) {   /* little-endian loads: the first bytes are the low ones */
		wmask[len][0] = len >= 8 ? ~0ull : (1ull << 8 * len) - 1;
		wmask[len][1] = len <= 8 ? 0 : len == 16 ? ~0ull : (1ull << 8 * (len - 8)) - 1;
	}
	__atomic_store_n(&tabs_ready, 1, __ATOMIC_RELEASE);
}

static inline void tabs_ensure(void)
{
	if (!__atomic_load_n(&tabs_ready, __ATOMIC_ACQUIRE))
		tabs_init();   /* idempotent */
}

/* ---- memory ----
 *
 * The tables a scan probes at random (the filter, the counts) and the large
 * arrays it writes once (the count pass's matches) go on 2 MB pages where
 * the kernel grants them on request (transparent huge pages in "madvise"
 * mode). On 4 KB pages each first touch is a page fault, which costs about
 * 25 us in the virtual machines we measure on (more than the scan of the
 * text that touches it), and each random probe wants a TLB entry. */

#define HUGE_PAGE ((size_t)1 << 21)

/* bytes of zeroed memory, freed with free() */
static void *huge_zalloc(size_t bytes)
{
	void *p;
	if (bytes >= HUGE_PAGE / 2) {
		size_t n = (bytes + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
		if (posix_memalign(&p, HUGE_PAGE, n) == 0) {
			madvise(p, n, MADV_HUGEPAGE);
			memset(p, 0, n);
			return p;
		}
	}
	return xcalloc(1, bytes ? bytes : 1);
}

static inline uint64_t fmix(uint64_t k)
{
	k ^= k >> 33;
	k *= 0xff51afd7ed558ccdull;
	k ^= k >> 33;
	k *= 0xc4ceb9fe1a85ec53ull;
	k ^= k >> 33;
	return k ? k : 1;   /* 0 marks an empty slot */
}

/* fmix's inverse (its multipliers' inverses mod 2^64), but for its last
 * step: the key 1 is fmix of 1's preimage and also of 0, unfmix gives the
 * former. */
static inline uint64_t unfmix(uint64_t k)
{
	k ^= k >> 33;
	k *= 0x9cb4b2f8129337dbull;
	k ^= k >> 33;
	k *= 0x4f74430c22a54005ull;
	k ^= k >> 33;
	return k;
}

/* A key is fmix of its raw value; the bitmaps in front of the tables are
 * set by raw values (unfmix of the keys), so that the scan tests a word's
 * window before it pays for the finalizer, which only the few that pass
 * need. */
static inline uint64_t key_raw(uint64_t win, int k) { return win + (uint64_t)k * K_LEN; }
static inline uint64_t mark_raw(uint64_t win, int k) { return (win + (uint64_t)k * K_LEN) ^ K_MARK; }
static inline uint64_t key_of(uint64_t win, int k) { return fmix(key_raw(win, k)); }
static inline uint64_t mark_of(uint64_t win, int k) { return fmix(mark_raw(win, k)); }

/* Set key's bit (by its raw value) in the bitmap f of mask + 1 bits. */
static void bit_set(uint64_t *f, uint64_t mask, uint64_t key)
{
	uint64_t r = unfmix(key);
	f[(r & mask) / 64] |= 1ull << (r & 63);
	if (key == 1)   /* and by raw 0, whose key is 1 too */
		f[0] |= 1;
}

/* A word's hash. Most words are 16 bytes or shorter: those take XXH3's
 * formula for 9 to 16 bytes, zero-padded to 16 (two 8-byte loads masked to
 * the length), without the branches on the length that XXH3 takes for 1-3,
 * 4-8 and 9-16 bytes, which a text's words mix at random (mispredicted, they
 * cost more than the hash). Longer words take XXH3. p[0..16) must be
 * readable whatever len (next_word's and scan_map's buffers have room). */
static inline uint64_t word_hash(const unsigned char *p, size_t len)
{
	if (len > 16)
		return XXH3_64bits(p, len);
	uint64_t lo, hi;
	memcpy(&lo, p, 8);
	memcpy(&hi, p + 8, 8);
	lo = (lo & wmask[len][0]) ^ 0xC2B2AE3D27D4EB4Full;
	hi = (hi & wmask[len][1]) ^ 0x27D4EB2F165667C5ull;
	u128 m = (u128)lo * hi;
	uint64_t h = len + __builtin_bswap64(lo) + hi + ((uint64_t)m ^ (uint64_t)(m >> 64));
	h ^= h >> 37;   /* XXH3's avalanche */
	h *= 0x165667919E3779F9ull;
	return h ^ h >> 32;
}

#ifdef __SSE2__
/* The ASCII word characters (letters, digits, '_': a_low's) among s[0..16)
 * as bits, and the 16 bytes lowercased into out[0..16). */
static inline unsigned word16(const unsigned char *s, unsigned char *out)
{
	__m128i b = _mm_loadu_si128((const __m128i *)(const void *)s);
	__m128i lo = _mm_or_si128(b, _mm_set1_epi8(0x20));   /* bytes >= 128 stay negative */
	__m128i alpha = _mm_and_si128(_mm_cmpgt_epi8(lo, _mm_set1_epi8('a' - 1)), _mm_cmplt_epi8(lo, _mm_set1_epi8('z' + 1)));
	__m128i digit = _mm_and_si128(_mm_cmpgt_epi8(b, _mm_set1_epi8('0' - 1)), _mm_cmplt_epi8(b, _mm_set1_epi8('9' + 1)));
	__m128i word = _mm_or_si128(_mm_or_si128(alpha, digit), _mm_cmpeq_epi8(b, _mm_set1_epi8('_')));
	_mm_storeu_si128((__m128i *)(void *)out, _mm_or_si128(b, _mm_and_si128(alpha, _mm_set1_epi8(0x20))));
	return (unsigned)_mm_movemask_epi8(word);
}
#endif

/* The next word at or after s[i..n): its start in *ws, its normalized bytes
 * in w, its hash in *h; returns its end, or (size_t)-1 when there is none.
 * ASCII runs go 16 bytes at a time where SSE2 is there; other bytes go
 * through words_char and utf8proc. */
static size_t next_word(const unsigned char *s, size_t n, size_t i, struct buf *w, size_t *ws, uint64_t *h)
{
	int32_t cp;
	int cls;
	for (;;) {
		if (i >= n)
			return (size_t)-1;
		if (a_low[s[i]])
			break;
		if (s[i] < 128) {
			i++;
			continue;
		}
		size_t k = words_char(s + i, n - i, &cp, &cls);
		if (cls & WC_WORD)
			break;
		i += k;
	}
	*ws = i;
	w->len = 0;
	if (w->cap < 64)
		buf_grow(w, 64);
	unsigned char *o = (unsigned char *)w->p;
	size_t len = 0;
	for (;;) {
		if (w->cap - len < 32) {   /* room for 16 bytes, or a code point */
			w->len = len;
			buf_grow(w, 32);
			o = (unsigned char *)w->p;
		}
#ifdef __SSE2__
		if (n - i >= 16) {
			unsigned m = ~word16(s + i, o + len) & 0xffff;
			unsigned run = m ? (unsigned)__builtin_ctz(m) : 16;
			len += run, i += run;
			if (run == 16)
				continue;
		}
#endif
		unsigned char x;
		while (i < n && len < w->cap - 8 && (x = a_low[s[i]]))
			o[len++] = x, i++;
		if (i >= n)
			break;
		if (a_low[s[i]])
			continue;   /* out of room */
		if (s[i] < 128)
			break;
		size_t k = words_char(s + i, n - i, &cp, &cls);
		if (!(cls & WC_WORD))
			break;
		len += utf8_encode((uint32_t)utf8proc_tolower(cp), (char *)o + len);
		i += k;
	}
	w->len = len;
	*h = word_hash(o, len);
	return i;
}

/* ---- the scan's map of a text ----
 *
 * dc_find does not take a text's words one by one through next_word: it
 * first maps the whole text in one pass, 64 bytes a step (SSE2 where
 * there), into the text with its ASCII letters lowercased (low) and two
 * bitmaps, the ASCII word characters and the bytes >= 128 (bits: for each
 * 64 bytes of text, one word of each). A word of ASCII word characters that
 * ends at an ASCII byte (or the text's end) is then found with two bit
 * scans and hashed where it lies in low, without a copy; next_word is left
 * the words that a byte >= 128 starts, continues or ends, and gives the same
 * words and hashes for them as for any text. */

#ifdef __SSE2__
/* word16, and the bytes >= 128 of s[0..16) in *hi */
static inline unsigned word16h(const unsigned char *s, unsigned char *out, unsigned *hi)
{
	*hi = (unsigned)_mm_movemask_epi8(_mm_loadu_si128((const __m128i *)(const void *)s));
	return word16(s, out);
}
#endif

static void scan_map(struct dc_scan *s, const unsigned char *t, size_t n)
{
	size_t nb = n / 64 + 1;   /* the word pairs: the last one, partial or empty, is zero past n */
	if (s->bcap < nb) {
		s->bcap = 2 * nb;
		s->bits = xrealloc(s->bits, 2 * s->bcap * sizeof *s->bits);
	}
	buf_clear(&s->low);
	buf_grow(&s->low, n + 16);
	unsigned char *o = (unsigned char *)s->low.p;
	uint64_t *b = s->bits, w = 0, h = 0;
	size_t i = 0;
#ifdef __SSE2__
	for (; n - i >= 64; i += 64, b += 2) {
		unsigned wm[4], hm[4];
		for (int q = 0; q < 4; q++)
			wm[q] = word16h(t + i + 16 * q, o + i + 16 * q, &hm[q]);
		b[0] = wm[0] | (uint64_t)wm[1] << 16 | (uint64_t)wm[2] << 32 | (uint64_t)wm[3] << 48;
		b[1] = hm[0] | (uint64_t)hm[1] << 16 | (uint64_t)hm[2] << 32 | (uint64_t)hm[3] << 48;
	}
#endif
	for (; i < n; i++) {
		unsigned char c = t[i], x = a_low[c];
		o[i] = x ? x : c;
		w |= (uint64_t)(x != 0) << (i % 64);
		h |= (uint64_t)(c >= 128) << (i % 64);
		if (i % 64 == 63)
			*b++ = w, *b++ = h, w = h = 0;
	}
	b[0] = w, b[1] = h;
}

/* The first byte at or after i (< n) that is an ASCII word character or
 * >= 128, or n. */
static inline size_t map_next(const uint64_t *b, size_t i, size_t n)
{
	size_t k = i / 64;
	uint64_t m = (b[2 * k] | b[2 * k + 1]) & (~0ull << (i % 64));
	while (!m) {
		if (++k * 64 >= n)
			return n;
		m = b[2 * k] | b[2 * k + 1];
	}
	return k * 64 + (size_t)__builtin_ctzll(m);
}

/* The first byte at or after i that is not an ASCII word character, or n. */
static inline size_t map_word_end(const uint64_t *b, size_t i)
{
	size_t k = i / 64;
	uint64_t m = ~b[2 * k] & (~0ull << (i % 64));
	while (!m)   /* ends: the bits past n are clear */
		m = ~b[2 * ++k];
	return k * 64 + (size_t)__builtin_ctzll(m);
}

/* next_word(t, n, i, ...) for i < n, through s's map of t[0..n) (scan_map) */
static inline size_t map_word(struct dc_scan *s, const unsigned char *t, size_t n, size_t i, size_t *ws,
                              uint64_t *h)
{
	size_t a = map_next(s->bits, i, n);
	if (a >= n)
		return (size_t)-1;
	if (!(s->bits[2 * (a / 64) + 1] >> (a % 64) & 1)) {   /* an ASCII word character */
		size_t e = map_word_end(s->bits, a);
		if (e == n || t[e] < 128) {
			*ws = a;
			*h = word_hash((const unsigned char *)s->low.p + a, e - a);
			return e;
		}
	}
	return next_word(t, n, a, &s->w, ws, h);
}

void dc_norm(struct buf *out, const char *s, size_t n)
{
	struct buf w = BUF_INIT;
	size_t i = 0, ws, start = out->len;
	uint64_t h;
	tabs_ensure();
	while ((i = next_word((const unsigned char *)s, n, i, &w, &ws, &h)) != (size_t)-1) {
		if (out->len > start)
			buf_putc(out, ' ');
		buf_add(out, w.p, w.len);
	}
	buf_release(&w);
}

/* ---- the index ---- */

static uint64_t slot_of(uint64_t key, uint64_t nslots) { return (uint64_t)(((u128)key * nslots) >> 64); }

static inline int64_t find_in(const uint64_t *keys, uint64_t nslots, uint64_t key)
{
	uint64_t i = slot_of(key, nslots);
	for (;;) {
		uint64_t k = keys[i];
		if (k == key)
			return (int64_t)i;
		if (!k)
			return -1;
		if (++i == nslots)
			i = 0;
	}
}

static inline int in_filter(const struct dc_index *ix, uint64_t raw)
{
	return ix->filter[(raw & ix->fmask) / 64] >> (raw & 63) & 1;
}

int64_t dc_index_find(const struct dc_index *ix, uint64_t key)
{
	return find_in(ix->keys, ix->nslots, key);
}

uint64_t dc_index_bytes(const struct dc_index *ix)
{
	return ix->nslots * (sizeof(uint64_t) + sizeof(uint16_t)) + ix->nmslots * sizeof(uint64_t) +
	       (ix->fmask + 1) / 8 + (ix->mfmask + 1) / 8;
}

/* The markers' filter, from the markers' table: the scan tests it at every
 * word, so it is kept small (16 to 32 bits per marker) and apart from the
 * large filter, whose line the scan prefetches. Set by raw values (bit_set). */
static void mfilter_build(struct dc_index *ix)
{
	uint64_t nm = 0, bits = 512;
	for (uint64_t i = 0; i < ix->nmslots; i++)
		nm += ix->marks[i] != 0;
	while (bits < 16 * nm)
		bits *= 2;
	ix->mfmask = bits - 1;
	ix->mfilter = xcalloc(bits / 64, sizeof *ix->mfilter);
	for (uint64_t i = 0; i < ix->nmslots; i++) {
		if (ix->marks[i])
			bit_set(ix->mfilter, ix->mfmask, ix->marks[i]);
	}
}

static inline int in_mfilter(const struct dc_index *ix, uint64_t raw)
{
	return ix->mfilter[(raw & ix->mfmask) / 64] >> (raw & 63) & 1;
}

struct kv {
	uint64_t key;
	uint16_t task;
};

struct dc_builder {
	int n, min_len;
	struct kv *kv;
	size_t nkv, cap;
	char **names;
	int ntasks;
	uint64_t *whash;          /* one segment's word hashes */
	size_t nw, wcap;
	struct buf w, text;
	struct jdoc jd, jd2;
	/* per add_file */
	uint64_t recs, texts, shorts, skipped, keys;
};

struct dc_builder *dc_builder_new(int n, int min_len)
{
	tabs_ensure();
	struct dc_builder *b = xcalloc(1, sizeof *b);
	b->n = n;
	b->min_len = min_len;
	return b;
}

void dc_builder_free(struct dc_builder *b)
{
	if (!b)
		return;
	free(b->kv);
	for (int i = 0; i < b->ntasks; i++)
		free(b->names[i]);
	free(b->names);
	free(b->whash);
	buf_release(&b->w), buf_release(&b->text);
	jdoc_release(&b->jd), jdoc_release(&b->jd2);
	free(b);
}

int dc_builder_task(struct dc_builder *b, const char *name)
{
	for (int i = 0; i < b->ntasks; i++)
		if (!strcmp(b->names[i], name))
			return i;
	if (b->ntasks >= DC_MAX_TASKS - 1)
		return -1;
	b->names = xrealloc(b->names, (size_t)(b->ntasks + 1) * sizeof *b->names);
	b->names[b->ntasks] = xstrdup(name);
	return b->ntasks++;
}

#define DC_MARK 0xffffu   /* a builder entry that is a short text's marker */

static void kv_add(struct dc_builder *b, uint64_t key, unsigned task)
{
	if (b->nkv == b->cap) {
		b->cap = b->cap ? 2 * b->cap : 4096;
		b->kv = xrealloc(b->kv, b->cap * sizeof *b->kv);
	}
	b->kv[b->nkv++] = (struct kv){key, (uint16_t)task};
}

/* The keys of one segment's words. */
static uint64_t seg_end(struct dc_builder *b, int task)
{
	size_t m = b->nw;
	uint64_t added = 0;
	if (m >= (size_t)b->n) {
		uint64_t P = 0;
		uint64_t *pre = b->whash;   /* prefix sums in place: P_j replaces w_j */
		for (size_t j = 0; j < m; j++)
			pre[j] = P = P * HB + pre[j];
		for (size_t j = (size_t)b->n - 1; j < m; j++) {
			uint64_t before = j >= (size_t)b->n ? pre[j - (size_t)b->n] : 0;
			kv_add(b, key_of(pre[j] - before * powb[b->n], b->n), (unsigned)task);
			added++;
		}
	} else if (m >= (size_t)b->min_len) {
		uint64_t P = 0, S = 0;
		for (size_t j = 0; j < m; j++)
			P = P * HB + b->whash[j];
		for (size_t j = m - (size_t)b->min_len; j < m; j++)
			S = S * HB + b->whash[j];
		kv_add(b, key_of(P, (int)m), (unsigned)task);
		kv_add(b, mark_of(S, b->min_len), DC_MARK);
		b->shorts++;
		added++;
	} else if (m) {
		b->skipped++;
	}
	b->nw = 0;
	return added;
}

static void seg_words(struct dc_builder *b, const char *s, size_t n)
{
	size_t i = 0, ws;
	uint64_t h;
	while ((i = next_word((const unsigned char *)s, n, i, &b->w, &ws, &h)) != (size_t)-1) {
		if (b->nw == b->wcap) {
			b->wcap = b->wcap ? 2 * b->wcap : 1024;
			b->whash = xrealloc(b->whash, b->wcap * sizeof *b->whash);
		}
		b->whash[b->nw++] = h;
	}
}

/* A line label of the llm-foundry and similar prompt formats: a known word
 * or 2-24 capitals (a Jeopardy category), then ':'. Returns the label's
 * length with its colon, 0 if none; *choices when it starts the answer
 * options. */
static size_t label_len(const char *s, size_t n, int *choices)
{
	static const char *const known[] = {"Question", "Passage", "Context", "Answer", "Choices", "Q", "A"};
	*choices = 0;
	size_t k = 0;
	while (k < n && k < 25 && s[k] != ':' && s[k] != '\n')
		k++;
	if (k == 0 || k >= n || s[k] != ':')
		return 0;
	for (size_t i = 0; i < sizeof known / sizeof *known; i++)
		if (strlen(known[i]) == k && !memcmp(s, known[i], k)) {
			*choices = i == 4;
			return k + 1;
		}
	if (k < 2 || k > 24 || !(s[0] >= 'A' && s[0] <= 'Z'))
		return 0;
	for (size_t i = 0; i < k; i++)
		if (!((s[i] >= 'A' && s[i] <= 'Z') || s[i] == ' ' || s[i] == '&' || s[i] == '\''))
			return 0;
	return k + 1;
}

uint64_t dc_builder_text(struct dc_builder *b, int task, const char *s, size_t n)
{
	uint64_t added = 0;
	size_t i = 0;
	b->nw = 0;
	while (i < n) {
		const char *nl = memchr(s + i, '\n', n - i);
		size_t e = nl ? (size_t)(nl - s) : n;
		int choices;
		size_t l = label_len(s + i, e - i, &choices);
		if (choices)
			break;
		if (l) {
			added += seg_end(b, task);
			i += l;
		}
		seg_words(b, s + i, e - i);
		i = e + 1;
	}
	added += seg_end(b, task);
	return added;
}

/* ---- reading benchmark files ---- */

static const char default_fields[] =
	"query,context,ctx,context_options,question,stem,passage,premise,goal,sentence,sentence1,"
	"sentence2,hypothesis,article,paragraph,story,prompt,text";

/* Skip one JSON value at s[i..n) (already validated by jdoc_parse). */
static size_t skip_value(const char *s, size_t n, size_t i)
{
	int depth = 0;
	while (i < n) {
		char c = s[i];
		if (c == '"') {
			for (i++; i < n && s[i] != '"'; i++)
				if (s[i] == '\\')
					i++;
			i++;
			if (!depth)
				return i;
			continue;
		}
		if (c == '[' || c == '{')
			depth++;
		else if (c == ']' || c == '}') {
			if (--depth <= 0)
				return i + 1;
		} else if (!depth && (c == ',' || c == ' ' || c == '\t' || c == '\r' || c == '\n')) {
			return i;
		}
		i++;
	}
	return i;
}

struct bctx {
	struct dc_builder *b;
	int task;
	const char *path;
	uint64_t line;
	char *const *fields;
	int nfields;
	uint64_t texts;
};

static int add_string(struct bctx *x, const char *raw, size_t n)
{
	struct dc_builder *b = x->b;
	buf_clear(&b->text);
	int bad = json_unescape(raw, n, &b->text);
	if (bad != 0)
		return mtk_seterr("%s:%llu: %s", x->path, (unsigned long long)x->line,
		                  bad < 0 ? "bad string escape" : "invalid UTF-8 (benchmarks must be UTF-8)");
	x->texts++;
	b->keys += dc_builder_text(b, x->task, b->text.p, b->text.len);
	return 0;
}

/* The fields of one object: strings, arrays of strings, objects (depth 1). */
static int add_fields(struct bctx *x, struct jdoc *jd, int depth)
{
	for (int k = 0; k < x->nfields; k++) {
		const struct jfield *f = jdoc_get(jd, x->fields[k]);
		if (!f)
			continue;
		if (f->type == J_STR) {
			if (add_string(x, f->val, f->vlen))
				return -1;
		} else if (f->type == J_ARR) {
			size_t i = 1;
			const char *s = f->val;
			while (i < f->vlen) {
				while (i < f->vlen && (s[i] == ' ' || s[i] == ',' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n'))
					i++;
				if (i >= f->vlen || s[i] == ']')
					break;
				size_t e = skip_value(s, f->vlen, i);
				if (s[i] == '"' && add_string(x, s + i, e - i))
					return -1;
				i = e;
			}
		} else if (f->type == J_OBJ && depth == 0) {
			struct jdoc sub = JDOC_INIT;
			int rc = 0;
			if (jdoc_parse(&sub, f->val, f->vlen) == 0)
				rc = add_fields(x, &sub, 1);
			jdoc_release(&sub);
			if (rc)
				return -1;
		}
	}
	return 0;
}

static int add_file(struct dc_builder *b, const char *path, char *const *fields, int nfields, struct stats *st)
{
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	char name[256];
	snprintf(name, sizeof name, "%s", base);
	static const char *const ext[] = {".gz", ".zst", ".jsonl", ".json"};
	for (size_t i = 0; i < sizeof ext / sizeof *ext; i++) {
		size_t a = strlen(name), e = strlen(ext[i]);
		if (a > e && !strcmp(name + a - e, ext[i]))
			name[a - e] = 0;
	}
	struct bctx x = {b, dc_builder_task(b, name), path, 0, fields, nfields, 0};
	if (x.task < 0)
		return mtk_seterr("%s: more than %d benchmarks", path, DC_MAX_TASKS - 1);
	struct rd *r = rd_open(path);
	if (!r)
		return -1;
	struct buf line = BUF_INIT, keys = BUF_INIT;
	int rc = -1, k;
	b->recs = b->shorts = b->skipped = b->keys = 0;
	while ((k = rd_getline(r, &line)) > 0) {
		x.line = rd_lineno(r);
		if (k == RD_LONG) {
			mtk_seterr("%s:%llu: line of %llu bytes is over --max-record", path, (unsigned long long)x.line,
			           (unsigned long long)rd_long_len(r));
			goto out;
		}
		size_t i = 0;
		while (i < line.len && strchr(" \t\r", line.p[i]))
			i++;
		if (i == line.len)
			continue;
		if (jdoc_parse(&b->jd, line.p, line.len) < 0) {
			mtk_seterr("%s:%llu: bad JSON (%s)", path, (unsigned long long)x.line, mtk_errmsg());
			goto out;
		}
		if (!b->recs)
			for (int f = 0; f < b->jd.n; f++)
				buf_printf(&keys, "%s%.*s", f ? ", " : "", (int)b->jd.f[f].klen, b->jd.f[f].key);
		b->recs++;
		if (add_fields(&x, &b->jd, 0))
			goto out;
	}
	if (k < 0)
		goto out;
	if (!b->recs) {
		mtk_seterr("%s: no records (an empty benchmark)", path);
		goto out;
	}
	if (!x.texts) {
		mtk_seterr("%s: no usable text field: the records have %s; pick fields with --fields", path,
		           keys.len ? keys.p : "no fields");
		goto out;
	}
	if (st) {
		char sn[300];
		snprintf(sn, sizeof sn, "records.%s", name), stats_add(st, sn, b->recs);
		snprintf(sn, sizeof sn, "ngrams.%s", name), stats_add(st, sn, b->keys);
		snprintf(sn, sizeof sn, "short_texts.%s", name), stats_add(st, sn, b->shorts);
		snprintf(sn, sizeof sn, "skipped_texts.%s", name), stats_add(st, sn, b->skipped);
	}
	rc = 0;
out:
	rd_close(r);
	buf_release(&line);
	buf_release(&keys);
	return rc;
}

static int is_bench_name(const char *s)
{
	static const char *const suf[] = {".jsonl", ".json", ".jsonl.gz", ".json.gz", ".jsonl.zst", ".json.zst"};
	size_t a = strlen(s);
	for (size_t i = 0; i < sizeof suf / sizeof *suf; i++) {
		size_t e = strlen(suf[i]);
		if (a > e && !strcmp(s + a - e, suf[i]))
			return 1;
	}
	return 0;
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int add_path(struct dc_builder *b, const char *path, char *const *fields, int nfields, struct stats *st,
                    int *nfiles, int top)
{
	struct stat sb;
	if (stat(path, &sb) != 0)
		return mtk_seterr("%s: %s", path, strerror(errno));
	if (!S_ISDIR(sb.st_mode)) {
		if (!top && !is_bench_name(path))
			return 0;
		(*nfiles)++;
		return add_file(b, path, fields, nfields, st);
	}
	DIR *d = opendir(path);
	if (!d)
		return mtk_seterr("%s: %s", path, strerror(errno));
	char **names = NULL;
	size_t nn = 0;
	struct dirent *e;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		names = xrealloc(names, (nn + 1) * sizeof *names);
		names[nn++] = xstrdup(e->d_name);
	}
	closedir(d);
	if (nn)
		qsort(names, nn, sizeof *names, cmp_str);
	int rc = 0;
	struct buf p = BUF_INIT;
	for (size_t i = 0; i < nn; i++) {
		if (!rc) {
			buf_clear(&p);
			buf_printf(&p, "%s%s%s", path, path[strlen(path) - 1] == '/' ? "" : "/", names[i]);
			rc = add_path(b, p.p, fields, nfields, st, nfiles, 0);
		}
		free(names[i]);
	}
	free(names);
	buf_release(&p);
	return rc;
}

int dc_builder_add(struct dc_builder *b, const char *path, const char *fields, struct stats *st)
{
	char *list = xstrdup(fields ? fields : default_fields);
	char *fv[64];
	int nf = 0, nfiles = 0, rc;
	for (char *s = strtok(list, ","); s && nf < 64; s = strtok(NULL, ","))
		fv[nf++] = s;
	if (!nf)
		rc = mtk_seterr("--fields: no field named");
	else
		rc = add_path(b, path, fv, nf, st, &nfiles, 1);
	if (!rc && !nfiles)
		rc = mtk_seterr("%s: no benchmark files (*.jsonl, *.json, optionally .gz or .zst) in it", path);
	free(list);
	return rc;
}

/* Insert key into keys[nslots] (linear probing); returns its slot and
 * whether it was new. */
static uint64_t put_key(uint64_t *keys, uint64_t nslots, uint64_t key, int *fresh)
{
	uint64_t s = slot_of(key, nslots);
	while (keys[s] && keys[s] != key)
		s = s + 1 == nslots ? 0 : s + 1;
	*fresh = !keys[s];
	keys[s] = key;
	return s;
}

void dc_builder_finish(struct dc_builder *b, struct dc_index *ix)
{
	memset(ix, 0, sizeof *ix);
	ix->n = b->n;
	ix->min_len = b->min_len;
	/* dedupe in a scratch table (first task wins), then size the real ones */
	uint64_t tn = b->nkv + b->nkv / 3 + 16, uniq = 0, umark = 0;
	uint64_t *tk = xcalloc(tn, sizeof *tk);
	uint16_t *tt = xcalloc(tn, sizeof *tt);
	for (size_t i = 0; i < b->nkv; i++) {
		int fresh;
		uint64_t s = put_key(tk, tn, b->kv[i].key, &fresh);
		if (fresh) {
			tt[s] = b->kv[i].task;
			if (tt[s] == DC_MARK)
				umark++;
			else
				uniq++;
		}
	}
	ix->nslots = uniq + uniq / 3 + 16;   /* load <= 3/4 */
	ix->nmslots = umark + umark / 3 + 16;
	uint64_t fbits = 1024;
	while (fbits < 16 * (uniq + umark))
		fbits *= 2;
	ix->fmask = fbits - 1;
	ix->ntasks = b->ntasks;
	ix->task_keys = xcalloc((size_t)ix->ntasks + 1, sizeof *ix->task_keys);
	uint64_t *keys = huge_zalloc(ix->nslots * 10 + ix->nmslots * 8 + fbits / 8);
	uint64_t *marks = keys + ix->nslots;
	uint64_t *filter = marks + ix->nmslots;
	uint16_t *task = (uint16_t *)(filter + fbits / 64);
	for (uint64_t i = 0; i < tn; i++) {
		int fresh;
		if (!tk[i])
			continue;
		bit_set(filter, ix->fmask, tk[i]);
		if (tt[i] == DC_MARK) {
			put_key(marks, ix->nmslots, tk[i], &fresh);
			continue;
		}
		uint64_t s = put_key(keys, ix->nslots, tk[i], &fresh);
		task[s] = tt[i];
		ix->nkeys++;
		ix->task_keys[tt[i]]++;
	}
	free(tk), free(tt);
	ix->keys = keys, ix->task = task, ix->marks = marks, ix->filter = filter, ix->own = keys;
	ix->names = b->names;
	b->names = NULL, b->ntasks = 0;
	ix->sum = XXH3_64bits(keys, ix->nslots * sizeof *keys);
	mfilter_build(ix);
	dc_builder_free(b);
}

void dc_index_release(struct dc_index *ix)
{
	if (ix->map)
		munmap(ix->map, ix->maplen);
	free(ix->own);
	for (int i = 0; ix->names && i < ix->ntasks; i++)
		free(ix->names[i]);
	free(ix->names);
	free(ix->task_keys);
	free(ix->mfilter);
	memset(ix, 0, sizeof *ix);
}

/* ---- index file ----
 *   0 "MTKDCIDX"  8 version  12 n  16 min_len  20 ntasks  (u32)
 *  24 nslots  32 nkeys  40 names bytes (padded to 8)  48 nmslots
 *  56 filter bits  (u64)
 *  64 names (NUL-terminated), task_keys[ntasks], keys[nslots],
 *     marks[nmslots], filter[bits / 64] (set by raw values: bit_set),
 *     task[nslots] (u16, padded to 8),
 *     "MTKEND\0\0", xxh3 of all before */

#define IX_MAGIC "MTKDCIDX"
#define IX_VERSION 2u   /* 2: the filter set by raw values (bit_set), word_hash's own short-word hash */
#define PAD8(x) (((x) + 7) & ~(uint64_t)7)

static uint64_t ix_size(uint64_t ntasks, uint64_t nslots, uint64_t nmslots, uint64_t fbits, uint64_t names)
{
	return 64 + names + 8 * ntasks + 8 * nslots + 8 * nmslots + fbits / 8 + PAD8(2 * nslots) + 16;
}

int dc_index_save(const struct dc_index *ix, const char *path)
{
	struct buf nm = BUF_INIT, o = BUF_INIT;
	for (int i = 0; i < ix->ntasks; i++)
		buf_add(&nm, ix->names[i], strlen(ix->names[i]) + 1);
	while (nm.len % 8)
		buf_putc(&nm, 0);
	uint32_t h32[4] = {IX_VERSION, (uint32_t)ix->n, (uint32_t)ix->min_len, (uint32_t)ix->ntasks};
	uint64_t h64[5] = {ix->nslots, ix->nkeys, nm.len, ix->nmslots, ix->fmask + 1};
	buf_grow(&o, ix_size((uint64_t)ix->ntasks, ix->nslots, ix->nmslots, ix->fmask + 1, nm.len));
	buf_add(&o, IX_MAGIC, 8);
	buf_add(&o, h32, sizeof h32);
	buf_add(&o, h64, sizeof h64);
	buf_add(&o, nm.p, nm.len);
	buf_add(&o, ix->task_keys, 8 * (size_t)ix->ntasks);
	buf_add(&o, ix->keys, 8 * ix->nslots);
	buf_add(&o, ix->marks, 8 * ix->nmslots);
	buf_add(&o, ix->filter, (ix->fmask + 1) / 8);
	buf_add(&o, ix->task, 2 * ix->nslots);
	while (o.len % 8)
		buf_putc(&o, 0);
	uint64_t sum = XXH3_64bits(o.p, o.len);
	buf_add(&o, "MTKEND\0\0", 8);
	buf_add(&o, &sum, 8);
	int rc = write_file(path, o.p, o.len);
	buf_release(&nm), buf_release(&o);
	return rc;
}

int dc_index_load(struct dc_index *ix, const char *path)
{
	memset(ix, 0, sizeof *ix);
	int fd = open(path, O_RDONLY);
	if (fd < 0)
		return mtk_seterr("%s: %s", path, strerror(errno));
	struct stat sb;
	if (fstat(fd, &sb) != 0 || !S_ISREG(sb.st_mode)) {
		close(fd);
		return mtk_seterr("%s: not a regular file", path);
	}
	size_t len = (size_t)sb.st_size;
	if (len < 64 + 16) {
		close(fd);
		return mtk_seterr("%s: too short for an mdecon index (%zu bytes)", path, len);
	}
	void *map = mmap(NULL, len, PROT_READ, MAP_SHARED, fd, 0);
	close(fd);
	if (map == MAP_FAILED)
		return mtk_seterr("%s: mmap: %s", path, strerror(errno));
	const unsigned char *p = map;
	uint32_t h32[4];
	uint64_t h64[5], sum;
	memcpy(h32, p + 8, sizeof h32);
	memcpy(h64, p + 24, sizeof h64);
	const char *why = NULL;
	if (memcmp(p, IX_MAGIC, 8))
		why = "bad magic (not an mdecon index)";
	else if (h32[0] != IX_VERSION)
		why = h32[0] < IX_VERSION ? "index of an older mdecon: build it again with mdecon index"
		                          : "index of a newer mdecon (unsupported version)";
	else if (h32[1] < 1 || h32[1] > DC_MAX_N || h32[2] < 1 || h32[3] > DC_MAX_TASKS || h64[2] % 8 || !h64[0] || !h64[3] ||
	         h64[0] > len || h64[2] > len || h64[3] > len || h64[1] > h64[0] ||
	         h64[4] < 1024 || (h64[4] & (h64[4] - 1)) || h64[4] / 8 > len ||
	         ix_size(h32[3], h64[0], h64[3], h64[4], h64[2]) != len)
		why = "size does not match its header (truncated?)";
	else if (memcpy(&sum, p + len - 8, 8), memcmp(p + len - 16, "MTKEND\0\0", 8) ||
	         XXH3_64bits(p, len - 16) != sum)
		why = "checksum mismatch (damaged)";
	if (why) {
		munmap(map, len);
		return mtk_seterr("%s: %s", path, why);
	}
	ix->n = (int)h32[1], ix->min_len = (int)h32[2], ix->ntasks = (int)h32[3];
	ix->nslots = h64[0], ix->nkeys = h64[1], ix->nmslots = h64[3];
	const char *names = (const char *)p + 64;
	ix->names = xcalloc((size_t)ix->ntasks + 1, sizeof *ix->names);
	size_t o = 0;
	for (int i = 0; i < ix->ntasks; i++) {
		size_t l = strnlen(names + o, h64[2] - o);
		ix->names[i] = xstrndup(names + o, l);
		o += l + 1;
	}
	const unsigned char *q = p + 64 + h64[2];
	ix->task_keys = xcalloc((size_t)ix->ntasks + 1, 8);
	memcpy(ix->task_keys, q, 8 * (size_t)ix->ntasks);
	q += 8 * (size_t)ix->ntasks;
	ix->keys = (const uint64_t *)q;
	ix->marks = ix->keys + ix->nslots;
	ix->filter = ix->marks + ix->nmslots;
	ix->fmask = h64[4] - 1;
	ix->task = (const uint16_t *)(ix->filter + h64[4] / 64);
	/* the filter is tested at every word: a private copy on huge pages
	 * (2 MB for the benchmarks) costs less than its 512 shared 4 KB pages */
	ix->own = huge_zalloc(h64[4] / 8);
	memcpy(ix->own, ix->filter, h64[4] / 8);
	ix->filter = ix->own;
	ix->map = map, ix->maplen = len;
	ix->sum = XXH3_64bits(ix->keys, ix->nslots * 8);
	mfilter_build(ix);
	tabs_ensure();
	return 0;
}

/* ---- scanning ---- */

void dc_scan_release(struct dc_scan *s)
{
	free(s->m);
	free(s->pend);
	free(s->bits);
	buf_release(&s->w);
	buf_release(&s->low);
	memset(s, 0, sizeof *s);
}

static void add_match(struct dc_scan *s, size_t start, size_t end, uint64_t slot, int words)
{
	if (s->nm == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 64;
		s->m = xrealloc(s->m, s->cap * sizeof *s->m);
	}
	s->m[s->nm++] = (struct dc_match){start, end, slot, words};
}

/* Whether match x goes before y: by start, longer first. No two matches
 * have the same span (a span has one key), so the order is total. */
static inline int match_before(const struct dc_match *x, const struct dc_match *y)
{
	return x->start != y->start ? x->start < y->start : x->end > y->end;
}

/* Sort m[0..n) (match_before). dc_find finds matches nearly in order: out of
 * it only within a batch of AHEAD words (a short text's match is found as
 * its last word is read, an n-gram's after the batch), so an insertion sort
 * moves each a short way, where qsort's merge sort copied them all. */
static void sort_matches(struct dc_match *m, size_t n)
{
	for (size_t i = 1; i < n; i++) {
		struct dc_match x = m[i];
		size_t j = i;
		while (j > 0 && match_before(&x, &m[j - 1])) {
			m[j] = m[j - 1];
			j--;
		}
		m[j] = x;
	}
}

/* A key that passed the filter: its slot is prefetched now and probed a
 * batch of words later (probe), when it has come in from memory. */
static inline void cand_add(struct dc_scan *s, const struct dc_index *ix, size_t start, size_t end, uint64_t key,
                            int words)
{
	if (s->npend == s->pcap) {
		s->pcap = s->pcap ? 2 * s->pcap : 256;
		s->pend = xrealloc(s->pend, s->pcap * sizeof *s->pend);
	}
	s->pend[s->npend++] = (struct dc_match){start, end, key, words};
	__builtin_prefetch(&ix->keys[slot_of(key, ix->nslots)]);
}

/* Probe the first k candidates; the others move to the front. */
static void probe(struct dc_scan *s, const struct dc_index *ix, size_t k)
{
	for (size_t q = 0; q < k; q++) {
		const struct dc_match *c = &s->pend[q];
		int64_t sl = find_in(ix->keys, ix->nslots, c->slot);
		if (sl >= 0)
			add_match(s, c->start, c->end, (uint64_t)sl, c->words);
	}
	if (s->npend > k)   /* (pend may still be NULL when nothing waits) */
		memmove(s->pend, s->pend + k, (s->npend - k) * sizeof *s->pend);
	s->npend -= k;
}

#define RING 128   /* >= DC_MAX_N + AHEAD */
#define AHEAD 32    /* words whose filter lines are prefetched before testing */

/* In three steps, so that each memory access has been prefetched a while
 * before it is needed: a batch of AHEAD words is hashed and the filter line
 * of each n-gram key prefetched (the markers of short texts are tested at
 * once: their filter and table are small); then the filter is tested, and
 * the keys that pass go to the candidates, their table slots prefetched;
 * those are probed after the next batch. The order matches are found in
 * does not matter: they are sorted at the end. */
size_t dc_find(const struct dc_index *ix, struct dc_scan *s, const char *text, size_t n)
{
	uint64_t P[RING], raw[AHEAD];
	size_t st[RING], en[AHEAD];
	const int N = ix->n, L = ix->min_len, shorts = ix->min_len < ix->n;
	size_t i = 0, ws, e = 0, j = 0, older = 0;
	uint64_t h, p = 0;
	tabs_ensure();
	s->nm = 0;
	s->npend = 0;
	scan_map(s, (const unsigned char *)text, n);
	for (int done = 0; !done;) {
		size_t j0 = j;
		int k = 0;
		while (k < AHEAD) {
			if (i >= n || (e = map_word(s, (const unsigned char *)text, n, i, &ws, &h)) == (size_t)-1) {
				done = 1;
				break;
			}
			p = p * HB + h;
			P[j % RING] = p, st[j % RING] = ws, en[k] = e;
			if (j + 1 >= (size_t)N) {
				uint64_t before = j >= (size_t)N ? P[(j - N) % RING] : 0;
				raw[k] = key_raw(p - before * powb[N], N);
				__builtin_prefetch(&ix->filter[(raw[k] & ix->fmask) / 64]);
			}
			if (shorts && j + 1 >= (size_t)L) {
				uint64_t before = j >= (size_t)L ? P[(j - L) % RING] : 0;
				uint64_t mr = mark_raw(p - before * powb[L], L);
				if (in_mfilter(ix, mr) && find_in(ix->marks, ix->nmslots, fmix(mr)) >= 0)
					for (int m = L; m < N && (size_t)m <= j + 1; m++) {
						before = j >= (size_t)m ? P[(j - m) % RING] : 0;
						cand_add(s, ix, st[(j + 1 - m) % RING], e, key_of(p - before * powb[m], m), m);
					}
			}
			j++, k++;
			i = e;
		}
		for (int q = 0; q < k; q++) {
			size_t jj = j0 + (size_t)q;
			if (jj + 1 >= (size_t)N && in_filter(ix, raw[q]))
				cand_add(s, ix, st[(jj + 1 - N) % RING], en[q], fmix(raw[q]), N);
		}
		probe(s, ix, older);
		older = s->npend;
	}
	probe(s, ix, s->npend);
	sort_matches(s->m, s->nm);
	return s->nm;
}

/* ---- cutting ---- */

void dc_result_release(struct dc_result *r)
{
	free(r->piece);
	free(r->cut);
	memset(r, 0, sizeof *r);
}

static inline int is_cont(unsigned char c) { return (c & 0xC0) == 0x80; }
static inline int is_end(char c) { return c == '.' || c == '!' || c == '?'; }

static void piece_add(const struct dc_conf *c, const char *text, size_t a, size_t b, struct dc_result *r)
{
	const char *s = text + a;
	size_t n = b - a;
	words_strip(&s, &n);
	if (!n)
		return;
	size_t nc = words_nchars(s, n);
	if (nc <= (size_t)c->min_piece) {
		r->short_pieces++;
		return;
	}
	r->piece_chars += nc;
	if (r->npieces == r->pcap) {
		r->pcap = r->pcap ? 2 * r->pcap : 16;
		r->piece = xrealloc(r->piece, 2 * r->pcap * sizeof *r->piece);
	}
	r->piece[2 * r->npieces] = (size_t)(s - text);
	r->piece[2 * r->npieces + 1] = n;
	r->npieces++;
}

size_t dc_cut(const struct dc_conf *c, const char *text, size_t n, const struct dc_match *m, size_t nm,
              const uint32_t *counts, struct dc_result *r)
{
	const unsigned char *u = (const unsigned char *)text;
	size_t s = 0;   /* start of the text not yet cut */
	r->npieces = r->ncuts = r->short_pieces = r->piece_chars = 0;
	for (size_t i = 0; i < nm; i++) {
		if (m[i].start < s)
			continue;
		if (counts && c->max_matches && counts[m[i].slot] >= c->max_matches)
			continue;
		/* left: cut characters before the match, back to a sentence end */
		size_t p = m[i].start, cs = s;
		int k = 0;
		while (k < c->cut && p > s) {
			do
				p--;
			while (p > s && is_cont(u[p]));
			k++;
		}
		if (k == c->cut) {
			size_t q = p + 1;
			while (q > s && !is_end(text[q - 1]))
				q--;
			if (q > s) {
				piece_add(c, text, s, q, r);
				cs = q;
			}
		}
		/* right: cut characters after it, on to a sentence end */
		p = m[i].end, k = 0;
		while (k < c->cut && p < n) {
			p++;
			while (p < n && is_cont(u[p]))
				p++;
			k++;
		}
		if (p >= n) {
			s = n;
		} else {
			while (p < n && !is_end(text[p]))
				p++;
			s = p < n ? p + 1 : n;
		}
		if (r->ncuts == r->ccap) {
			r->ccap = r->ccap ? 2 * r->ccap : 16;
			r->cut = xrealloc(r->cut, r->ccap * sizeof *r->cut);
		}
		r->cut[r->ncuts++] = (struct dc_cutrec){i, cs, s};
	}
	if (r->ncuts && s < n)
		piece_add(c, text, s, n, r);
	return r->ncuts;
}

uint32_t *dc_counts_new(const struct dc_index *ix)
{
	return huge_zalloc(ix->nslots * sizeof(uint32_t));
}

/* ---- counts files ----
 *   0 "MTKDCCNT"  8 version (u32)  12 0  16 index checksum  24 entries (u64)
 *  32 entries x (key u64, count u64), "MTKEND\0\0", xxh3 of all before */

#define CN_MAGIC "MTKDCCNT"

int dc_counts_save(const struct dc_index *ix, const uint32_t *counts, const char *path)
{
	struct buf o = BUF_INIT;
	uint64_t ne = 0;
	uint32_t v[2] = {1, 0};
	buf_add(&o, CN_MAGIC, 8);
	buf_add(&o, v, 8);
	buf_add(&o, &ix->sum, 8);
	buf_add(&o, &ne, 8);
	for (uint64_t i = 0; i < ix->nslots; i++)
		if (counts[i]) {
			uint64_t e[2] = {ix->keys[i], counts[i]};
			buf_add(&o, e, 16);
			ne++;
		}
	memcpy(o.p + 24, &ne, 8);
	uint64_t sum = XXH3_64bits(o.p, o.len);
	buf_add(&o, "MTKEND\0\0", 8);
	buf_add(&o, &sum, 8);
	int rc = write_file(path, o.p, o.len);
	buf_release(&o);
	return rc;
}

uint32_t *dc_counts_load(const struct dc_index *ix, char *const *paths, int n)
{
	uint32_t *counts = dc_counts_new(ix);
	struct buf f = BUF_INIT;
	for (int i = 0; i < n; i++) {
		const char *why = NULL;
		uint64_t ne = 0, sum = 0, isum = 0;
		if (read_file(paths[i], &f))
			goto bad;
		if (f.len >= 48) {
			memcpy(&isum, f.p + 16, 8), memcpy(&ne, f.p + 24, 8), memcpy(&sum, f.p + f.len - 8, 8);
		}
		if (f.len < 48 || memcmp(f.p, CN_MAGIC, 8))
			why = "not an mdecon counts file";
		else if (ne > (f.len - 48) / 16 || 48 + 16 * ne != f.len)
			why = "size does not match its header (truncated?)";
		else if (memcmp(f.p + f.len - 16, "MTKEND\0\0", 8) || XXH3_64bits(f.p, f.len - 16) != sum)
			why = "checksum mismatch (damaged)";
		else if (isum != ix->sum)
			why = "counted with another index (rebuild the counts with this one)";
		for (uint64_t e = 0; !why && e < ne; e++) {
			uint64_t kv[2];
			memcpy(kv, f.p + 32 + 16 * e, 16);
			int64_t s = dc_index_find(ix, kv[0]);
			if (s < 0) {
				why = "a counted key is not in the index";
				break;
			}
			uint64_t t = counts[s] + kv[1];
			counts[s] = t > UINT32_MAX ? UINT32_MAX : (uint32_t)t;
		}
		if (why) {
			mtk_seterr("%s: %s", paths[i], why);
			goto bad;
		}
	}
	buf_release(&f);
	return counts;
bad:
	buf_release(&f);
	free(counts);
	return NULL;
}

/* ---- runs: the count pass and the filter, over the ordered pool ---- */

enum {
	S_IN, S_OUT, S_BLANK, S_BADJSON, S_NOTEXT, S_UTF8, S_BYTES, S_MATCHES, S_FREQ, S_TOUCHED, S_CUTS,
	S_PIECES, S_SHORT, S_CONTAM, S_SPLITS, S_CHARS, S_OVER, S_N
};
static const char *const st_names[S_N] = {
	"in", "out", "blank", "malformed.json", "malformed.no_text", "invalid_utf8", "bytes", "matches",
	"matches_frequent", "touched", "cuts", "pieces", "pieces_dropped", "removed.contaminated",
	"removed.max_splits", "chars_removed",
	"removed.over_max_record",   /* a line over --max-record, not held: in stats only when seen */
};

/* A batch: at most RB_DOCS documents, or RB_BYTES once reached. Small
 * enough that what a batch reads is still in the cache when it is scanned,
 * and that its buffers (2N+2 batches alive) cost few page faults. */
#define RB_DOCS 512
#define RB_BYTES (1u << 20)

/* What the count pass of the one-command form leaves for the filter pass
 * that follows it over the same files: per batch its size, a checksum of
 * its documents and the bytes of text of its clean documents, and a bit per
 * document: set when the filter must look at it (a match, or something to
 * warn about). A clean document (bit clear) is written back as it is
 * without being parsed or scanned again. A batch whose size or checksum
 * differs (the file changed between the passes) is filtered whole. */
struct skipb {
	uint64_t n, sum, bit, clean_bytes;
	uint64_t m0;              /* its matches in skip.m, or SKIP_NONE */
};
/* The matches of the documents that need the filter, kept while they fit in
 * SKIP_MATCHES entries (the rest are found again): for each such document
 * of a batch in turn, a header whose start is its number of matches, then
 * those (sorted, as dc_find leaves them), in 16 bytes each where a struct
 * dc_match takes 32: a batch with a document of 4 GiB or more keeps none. */
struct smatch {
	uint32_t start, end, slot, words;
};
#define SKIP_MATCHES ((uint64_t)1 << 22)   /* 64 MiB */
#define SKIP_NONE UINT64_MAX
struct skip {
	struct skipb *b;
	size_t nb, bcap;
	uint64_t *bits;           /* the documents that need the filter */
	uint64_t nbits, wcap;     /* bits used, words allocated */
	struct smatch *m;         /* SKIP_MATCHES reserved (skip_reserve), or NULL */
	uint64_t nm;
};

/* The matches' room, reserved whole and never moved: address space only,
 * its pages come (2 MB at a time where granted) as they are written. */
static void skip_reserve(struct skip *k)
{
	size_t len = SKIP_MATCHES * sizeof *k->m;
	void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	if (p == MAP_FAILED) {
		k->m = NULL;   /* the filter pass finds the matches again */
		return;
	}
	madvise(p, len, MADV_HUGEPAGE);
	k->m = p;
}

/* The count pass's matches m[0..k) into s->m, as dc_find leaves them; k. */
static size_t smatch_load(struct dc_scan *s, const struct smatch *m, size_t k)
{
	if (s->cap < k) {
		s->cap = k;
		s->m = xrealloc(s->m, k * sizeof *s->m);
	}
	for (size_t i = 0; i < k; i++)
		s->m[i] = (struct dc_match){m[i].start, m[i].end, m[i].slot, (int)m[i].words};
	s->nm = k;
	return k;
}

struct rbatch {
	struct docbatch db;
	struct buf out, rep, warn;
	uint64_t st[S_N];
	uint64_t *tk;             /* per task: docs, cuts, chars */
	int nwarn;
	uint64_t seq;             /* the batch's number in the run */
	uint64_t sum, clean_bytes;  /* the count pass's, for struct skip */
	struct smatch *sm;        /* and its matches (struct skip's layout) */
	size_t nsm, smcap;
	int sm_big;               /* a document too large for struct smatch */
	uint64_t need[RB_DOCS / 64];
};

struct tls {
	struct jdoc jd;
	struct buf text, id, tmp;
	struct dc_scan sc;
	struct dc_result res;
	int *seen;                /* tasks seen in this document */
};

/* The count pass's batches, kept for the filter pass that follows it: their
 * buffers have grown to size and their pages are in (each first touch of a
 * page is a fault: see huge_zalloc). */
#define RB_KEEP 64
struct rbcache {
	struct rbatch *b[RB_KEEP];
	int n;
};

struct run {
	const struct dc_conf *c;
	const struct dc_index *ix;
	const uint32_t *counts;   /* the filter's */
	uint32_t *add;            /* the count pass's */
	struct docfiles in;
	int quiet;
	struct wr *w, *rep;
	struct tls *tls;
	uint64_t st[S_N];
	uint64_t *tk;
	struct progress pg;
	struct skip *skip;        /* the count pass fills it, the filter pass reads it */
	uint64_t nread;           /* batches read */
	struct rbcache *cache;    /* where batches come from and go (NULL: malloc, free) */
};

static void *rb_new(void *ctx)
{
	struct run *r = ctx;
	if (r->cache && r->cache->n)
		return r->cache->b[--r->cache->n];
	struct rbatch *b = xcalloc(1, sizeof *b);
	b->tk = xcalloc(3 * (size_t)r->ix->ntasks + 3, sizeof *b->tk);
	return b;
}

static void rb_destroy(struct rbatch *b)
{
	docbatch_release(&b->db);
	buf_release(&b->out), buf_release(&b->rep), buf_release(&b->warn);
	free(b->tk);
	free(b->sm);
	free(b);
}

static void rb_free(void *ctx, void *p)
{
	struct run *r = ctx;
	if (r->cache && r->cache->n < RB_KEEP)
		r->cache->b[r->cache->n++] = p;
	else
		rb_destroy(p);
}

static int rb_read(void *ctx, void *p)
{
	struct run *r = ctx;
	struct rbatch *b = p;
	if (!docfiles_fill(&r->in, &b->db, RB_DOCS, RB_BYTES, DB_CRLF))
		return 0;
	b->seq = r->nread++;
	progress_tick(&r->pg, b->db.raw, b->db.n);
	return 1;
}

static void rb_warn(struct rbatch *b, size_t i, const char *what)
{
	docbatch_msg(&b->db, i, &b->warn, "%s", what);
	buf_putc(&b->warn, '\n');
	b->nwarn++;
}

/* The document's id as a JSON value for the report: its "id" string or
 * number, else "FILE:LINE". Also *have: whether it has one (pieces get
 * ID#k then). */
static void doc_id(struct rbatch *b, size_t i, struct tls *t, int *have)
{
	buf_clear(&t->id);
	*have = 0;
	const struct jfield *f = jdoc_get(&t->jd, "id");
	if (f && f->type == J_STR && json_unescape(f->val, f->vlen, &t->id) >= 0) {
		*have = 1;
		return;
	}
	buf_clear(&t->id);
	if (f && f->type == J_NUM) {
		buf_add(&t->id, f->val, f->vlen);
		*have = 1;
		return;
	}
	buf_printf(&t->id, "%s:%llu", b->db.file, (unsigned long long)b->db.line[i]);
}

/* Advance (*bp, *cp) (bytes, characters) to byte position to. */
static size_t chars_to(const char *text, size_t *bp, size_t *cp, size_t to)
{
	if (to > *bp) {
		*cp += words_nchars(text + *bp, to - *bp);
		*bp = to;
	}
	return *cp;
}

static void rb_work(void *ctx, void *p, int thread)
{
	struct run *r = ctx;
	struct rbatch *b = p;
	struct tls *t = &r->tls[thread];
	const struct dc_conf *c = r->c;
	const struct dc_index *ix = r->ix;
	buf_clear(&b->out), buf_clear(&b->rep), buf_clear(&b->warn);
	memset(b->st, 0, sizeof b->st);
	memset(b->tk, 0, 3 * (size_t)ix->ntasks * sizeof *b->tk);
	b->nwarn = 0;
	/* the filter pass after this run's count pass: the documents it found
	 * clean are written back without a second look */
	const uint64_t *need = NULL;
	const struct smatch *found = NULL;   /* the count pass's matches */
	uint64_t bo = 0;
	if (r->skip && r->add) {
		assert(b->db.n <= RB_DOCS);
		memset(b->need, 0, sizeof b->need);
		b->clean_bytes = 0;
		b->sum = XXH3_64bits(b->db.text.p, b->db.text.len);
		b->nsm = 0;
		b->sm_big = 0;
	} else if (r->skip) {
		const struct skipb *k = b->seq < r->skip->nb ? &r->skip->b[b->seq] : NULL;
		if (k && k->n == b->db.n && k->sum == XXH3_64bits(b->db.text.p, b->db.text.len)) {
			need = r->skip->bits, bo = k->bit;
			b->st[S_BYTES] += k->clean_bytes;
			if (k->m0 != SKIP_NONE && r->skip->m)
				found = r->skip->m + k->m0;
		}
	}
	for (size_t i = 0; i < b->db.n; i++) {
		size_t len;
		const char *line = docbatch_doc(&b->db, i, &len);
		if (docbatch_long(&b->db, i)) {   /* not held, so it cannot be kept as is */
			buf_clear(&t->tmp);
			buf_printf(&t->tmp, "line of %llu bytes is over --max-record; removed",
			           (unsigned long long)docbatch_long(&b->db, i));
			rb_warn(b, i, t->tmp.p);
			b->st[S_OVER]++;
			continue;
		}
		if (docbatch_blank(line, len)) {
			b->st[S_BLANK]++;
			continue;
		}
		b->st[S_IN]++;
		if (need && !(need[(bo + i) / 64] >> ((bo + i) % 64) & 1)) {
			buf_add(&b->out, line, len);
			buf_putc(&b->out, '\n');
			b->st[S_OUT]++;
			continue;
		}
		int ok = 0, nwarn = b->nwarn;
		if (jdoc_parse(&t->jd, line, len) < 0) {
			buf_clear(&t->tmp);
			buf_printf(&t->tmp, "bad JSON (%s), kept as is", mtk_errmsg());
			rb_warn(b, i, t->tmp.p);
			b->st[S_BADJSON]++;
		} else {
			const struct jfield *f = jdoc_get(&t->jd, "text");
			int bad = -1;
			if (f && f->type == J_STR) {
				buf_clear(&t->text);
				bad = json_unescape(f->val, f->vlen, &t->text);
			}
			if (bad < 0) {
				rb_warn(b, i, !f ? "no \"text\" field, kept as is" : "\"text\" is not a valid string, kept as is");
				b->st[S_NOTEXT]++;
			} else {
				if (bad > 0) {
					rb_warn(b, i, "invalid UTF-8 in \"text\" (read as U+FFFD)");
					b->st[S_UTF8]++;
				}
				ok = 1;
			}
		}
		size_t nm = 0, ncut = 0;
		const struct dc_match *mt = NULL;   /* the matches */
		int have = 0;
		if (found) {   /* as the count pass found them */
			size_t km = found->start;
			if (ok)
				nm = smatch_load(&t->sc, found + 1, km), mt = t->sc.m, have = 1;
			found += 1 + km;
		}
		if (ok) {
			b->st[S_BYTES] += t->text.len;
			if (!have)
				nm = dc_find(ix, &t->sc, t->text.p, t->text.len), mt = t->sc.m;
			b->st[S_MATCHES] += nm;
			/* the counts (and task numbers) of the matches, far apart in
			 * large arrays: all their lines asked for at once */
			const uint32_t *cn = r->add ? r->add : r->counts;
			for (size_t m = 0; m < nm; m++) {
				if (cn)
					__builtin_prefetch(&cn[mt[m].slot]);
				if (!r->add)
					__builtin_prefetch(&ix->task[mt[m].slot]);
			}
		}
		if (r->add) {   /* the count pass */
			if (r->skip && (!ok || nm || b->nwarn != nwarn)) {
				b->need[i / 64] |= 1ull << (i % 64);
				if (b->nsm + 1 + nm > b->smcap) {
					b->smcap = 2 * (b->nsm + 1 + nm);
					b->sm = xrealloc(b->sm, b->smcap * sizeof *b->sm);
				}
				b->sm[b->nsm++] = (struct smatch){(uint32_t)nm, 0, 0, 0};
				for (size_t m = 0; m < nm; m++)
					b->sm[b->nsm++] = (struct smatch){(uint32_t)mt[m].start, (uint32_t)mt[m].end,
					                                  (uint32_t)mt[m].slot, (uint32_t)mt[m].words};
				b->sm_big |= t->text.len > UINT32_MAX || nm > UINT32_MAX;
			} else if (r->skip) {
				b->clean_bytes += t->text.len;
			}
			for (size_t m = 0; m < nm; m++) {
				uint32_t *cnt = &r->add[mt[m].slot], v = __atomic_load_n(cnt, __ATOMIC_RELAXED);
				if (c->threads <= 1)   /* one worker: no locked instruction */
					*cnt = v + (v != UINT32_MAX);
				else
					while (v != UINT32_MAX &&
					       !__atomic_compare_exchange_n(cnt, &v, v + 1, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
						;
			}
			continue;
		}
		if (nm) {
			for (size_t m = 0; r->counts && c->max_matches && m < nm; m++)
				b->st[S_FREQ] += r->counts[mt[m].slot] >= c->max_matches;
			ncut = dc_cut(c, t->text.p, t->text.len, mt, nm, r->counts, &t->res);
		}
		if (!ncut) {
			buf_add(&b->out, line, len);
			buf_putc(&b->out, '\n');
			b->st[S_OUT]++;
			continue;
		}
		/* touched: the report, then the pieces */
		struct dc_result *res = &t->res;
		int have_id;
		doc_id(b, i, t, &have_id);
		size_t bp = 0, cp = 0, nseen = 0;
		b->st[S_TOUCHED]++;
		b->st[S_CUTS] += ncut;
		b->st[S_SHORT] += res->short_pieces;
		for (size_t q = 0; q < ncut; q++) {
			const struct dc_cutrec *cr = &res->cut[q];
			const struct dc_match *m = &mt[cr->match];
			int task = ix->task[m->slot];
			size_t c0 = chars_to(t->text.p, &bp, &cp, cr->cut_start);
			size_t c1 = chars_to(t->text.p, &bp, &cp, m->start);
			size_t c2 = chars_to(t->text.p, &bp, &cp, m->end);
			size_t c3 = chars_to(t->text.p, &bp, &cp, cr->cut_end);
			b->tk[3 * task + 1]++;
			b->tk[3 * task + 2] += c3 - c0;
			size_t z;
			for (z = 0; z < nseen && t->seen[z] != task; z++)
				;
			if (z == nseen) {
				t->seen = xrealloc(t->seen, (nseen + 1) * sizeof *t->seen);
				t->seen[nseen++] = task;
				b->tk[3 * task]++;
			}
			if (!r->rep)
				continue;
			jw_begin(&b->rep);
			jw_str(&b->rep, "id", t->id.p, t->id.len);
			jw_cstr(&b->rep, "task", ix->names[task]);
			buf_clear(&t->tmp);
			dc_norm(&t->tmp, t->text.p + m->start, m->end - m->start);
			jw_str(&b->rep, "ngram", t->tmp.p, t->tmp.len);
			jw_num(&b->rep, "start", (double)c1);
			jw_num(&b->rep, "end", (double)c2);
			jw_num(&b->rep, "cut_start", (double)c0);
			jw_num(&b->rep, "cut_end", (double)c3);
			jw_end(&b->rep);
		}
		size_t kept = res->piece_chars;
		size_t total = chars_to(t->text.p, &bp, &cp, t->text.len);
		const char *drop = NULL;
		if (res->npieces > (size_t)c->max_splits) {
			drop = "max_splits";
			b->st[S_SPLITS]++;
			kept = 0;
		} else if (!res->npieces) {
			drop = "contaminated";
			b->st[S_CONTAM]++;
		}
		b->st[S_CHARS] += total - kept;
		if (drop) {
			if (r->rep) {
				jw_begin(&b->rep);
				jw_str(&b->rep, "id", t->id.p, t->id.len);
				jw_cstr(&b->rep, "dropped", drop);
				jw_num(&b->rep, "pieces", (double)res->npieces);
				jw_end(&b->rep);
			}
			continue;
		}
		for (size_t q = 0; q < res->npieces; q++) {
			struct jset set[3];
			int ns = 0;
			buf_clear(&t->tmp);
			json_put_str(&t->tmp, t->text.p + res->piece[2 * q], res->piece[2 * q + 1]);
			size_t io = t->tmp.len;
			if (have_id) {
				struct buf idk = BUF_INIT;
				buf_add(&idk, t->id.p, t->id.len);
				buf_printf(&idk, "#%zu", q);
				json_put_str(&t->tmp, idk.p, idk.len);
				buf_release(&idk);
			}
			size_t so = t->tmp.len;
			buf_printf(&t->tmp, "%zu", q);
			set[ns++] = (struct jset){"text", t->tmp.p, io};
			if (have_id)
				set[ns++] = (struct jset){"id", t->tmp.p + io, so - io};
			set[ns++] = (struct jset){"split_id", t->tmp.p + so, t->tmp.len - so};
			jdoc_write(&t->jd, &b->out, set, ns);
		}
		b->st[S_PIECES] += res->npieces;
		b->st[S_OUT] += res->npieces;
	}
}

static int rb_write(void *ctx, void *p)
{
	struct run *r = ctx;
	struct rbatch *b = p;
	if (b->nwarn) {
		if (r->c->strict) {
			char *nl = strchr(b->warn.p, '\n');
			*nl = 0;
			return mtk_seterr("%s", b->warn.p);
		}
		if (r->c->warn && !r->quiet) {
			char *s = b->warn.p, *nl;
			while ((nl = strchr(s, '\n'))) {
				*nl = 0;
				r->c->warn(s);
				s = nl + 1;
			}
		}
	}
	for (int k = 0; k < S_N; k++)
		r->st[k] += b->st[k];
	for (int k = 0; k < 3 * r->ix->ntasks; k++)
		r->tk[k] += b->tk[k];
	if (r->skip && r->add) {
		struct skip *k = r->skip;
		if (k->nb == k->bcap) {
			k->bcap = k->bcap ? 2 * k->bcap : 64;
			k->b = xrealloc(k->b, k->bcap * sizeof *k->b);
		}
		k->b[k->nb++] = (struct skipb){b->db.n, b->sum, k->nbits, b->clean_bytes, SKIP_NONE};
		if (k->m && !b->sm_big && k->nm + b->nsm <= SKIP_MATCHES) {
			if (b->nsm)
				memcpy(k->m + k->nm, b->sm, b->nsm * sizeof *b->sm);
			k->b[k->nb - 1].m0 = k->nm;
			k->nm += b->nsm;
		}
		uint64_t words = (k->nbits + b->db.n + 63) / 64;
		if (words > k->wcap) {
			uint64_t old = k->wcap;
			k->wcap = words > 2 * old ? words : 2 * old;
			k->bits = xrealloc(k->bits, k->wcap * sizeof *k->bits);
			memset(k->bits + old, 0, (k->wcap - old) * sizeof *k->bits);
		}
		for (size_t i = 0; i < b->db.n; i++, k->nbits++)
			if (b->need[i / 64] >> (i % 64) & 1)
				k->bits[k->nbits / 64] |= 1ull << (k->nbits % 64);
	}
	if (r->w && wr_write(r->w, b->out.p, b->out.len) < 0)
		return -1;
	if (r->rep && b->rep.len && wr_write(r->rep, b->rep.p, b->rep.len) < 0)
		return -1;
	return 0;
}

static int run_pool(struct run *r, char *const *inputs, int n)
{
	static char *const dash[] = {"-"};
	if (n == 0)
		inputs = dash, n = 1;
	r->in.files = inputs, r->in.nfiles = n;
	r->in.warn = r->quiet ? NULL : r->c->warn;
	int T = r->c->threads > 0 ? r->c->threads : 1;
	r->tls = xcalloc((size_t)T, sizeof *r->tls);
	r->tk = xcalloc(3 * (size_t)r->ix->ntasks + 3, sizeof *r->tk);
	progress_init(&r->pg, r->c->progress && !r->quiet, progress_total(inputs, n), "docs");
	struct pool_ops ops = {rb_new, rb_free, rb_read, rb_work, rb_write};
	int rc = pool_run(&ops, r, T);
	progress_done(&r->pg);
	docfiles_release(&r->in);
	for (int i = 0; i < T; i++) {
		jdoc_release(&r->tls[i].jd);
		buf_release(&r->tls[i].text), buf_release(&r->tls[i].id), buf_release(&r->tls[i].tmp);
		dc_scan_release(&r->tls[i].sc);
		dc_result_release(&r->tls[i].res);
		free(r->tls[i].seen);
	}
	free(r->tls);
	return rc;
}

/* dc_count, and with skip set what the filter pass after it can pass over. */
static int count_run(const struct dc_conf *c, const struct dc_index *ix, char *const *inputs, int n,
                     uint32_t *counts, int quiet, struct stats *st, struct skip *skip, struct rbcache *cache)
{
	struct run r;
	memset(&r, 0, sizeof r);
	r.c = c, r.ix = ix, r.add = counts, r.quiet = quiet, r.skip = skip, r.cache = cache;
	int rc = run_pool(&r, inputs, n);
	if (st) {
		stats_add(st, "in", r.st[S_IN]);
		if (r.st[S_OVER])
			stats_add(st, "removed.over_max_record", r.st[S_OVER]);
		stats_add(st, "bytes", r.st[S_BYTES]);
		stats_add(st, "matches", r.st[S_MATCHES]);
		uint64_t distinct = 0, freq = 0;
		for (uint64_t i = 0; i < ix->nslots; i++) {
			distinct += counts[i] > 0;
			freq += c->max_matches && counts[i] >= c->max_matches;
		}
		stats_add(st, "keys_seen", distinct);
		stats_add(st, "keys_frequent", freq);
		if (r.in.read_errors)
			stats_add(st, "unreadable_files", (uint64_t)r.in.read_errors);
	}
	free(r.tk);
	if (rc < 0)
		return -1;
	return r.in.read_errors ? 1 : 0;
}

int dc_count(const struct dc_conf *c, const struct dc_index *ix, char *const *inputs, int n, uint32_t *counts,
             int quiet, struct stats *st)
{
	return count_run(c, ix, inputs, n, counts, quiet, st, NULL, NULL);
}

/* Standard input to a temporary file that both passes read. */
static int spool(const struct dc_conf *c, struct buf *path)
{
	const char *tmp = c->tmpdir && *c->tmpdir ? c->tmpdir : getenv("TMPDIR");
	buf_printf(path, "%s/mdecon.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	int fd = mkstemp(path->p);
	if (fd < 0)
		return mtk_seterr("%s: %s", path->p, strerror(errno));
	tmp_register(path->p);
	struct rd *r = rd_open("-");
	if (!r) {
		close(fd);
		return -1;
	}
	char b[1 << 16];
	ssize_t k;
	int bad = 0;
	while ((k = rd_read(r, b, sizeof b)) > 0)
		for (ssize_t o = 0; o < k && !bad;) {
			ssize_t w = write(fd, b + o, (size_t)(k - o));
			if (w <= 0)
				bad = 1;
			else
				o += w;
		}
	/* a damaged stream: what came before it is kept, as from a file */
	if (k < 0 && c->warn)
		c->warn(mtk_errmsg());
	rd_close(r);
	if (close(fd) != 0)
		bad = 1;
	if (bad)
		return mtk_seterr("%s: write failed: %s", path->p, strerror(errno));
	return k < 0 ? 1 : 0;
}

int dc_filter(const struct dc_conf *c, const struct dc_index *ix, char *const *inputs, int n,
              const uint32_t *counts, struct wr *w, struct wr *report, struct stats *st)
{
	struct buf sp = BUF_INIT;
	char *spooled[1];
	uint32_t *own = NULL;
	struct skip sk;
	struct rbcache cache;
	int rc = -1, damaged = 0, nstdin = 0;
	/* the input named in the no-valid-document message, when there is one */
	const char *one = n > 1 ? NULL : n == 0 || !strcmp(inputs[0], "-") ? "<stdin>" : inputs[0];
	memset(&sk, 0, sizeof sk);
	cache.n = 0;
	for (int i = 0; i < n; i++)
		nstdin += !strcmp(inputs[i], "-");
	if (!counts && c->max_matches) {
		if (n == 0 || (n == 1 && nstdin == 1)) {
			int k = spool(c, &sp);
			if (k < 0)
				goto out;
			damaged = k;
			spooled[0] = sp.p;
			inputs = spooled, n = 1;
		} else if (nstdin) {
			mtk_seterr("standard input among files needs --counts or --max-matches 0 (it is read twice)");
			goto out;
		}
		own = dc_counts_new(ix);
		if (ix->nslots <= UINT32_MAX)
			skip_reserve(&sk);
		if (count_run(c, ix, inputs, n, own, 1, NULL, &sk, &cache) < 0)
			goto out;
		counts = own;
	}
	struct run r;
	memset(&r, 0, sizeof r);
	r.c = c, r.ix = ix, r.counts = counts, r.w = w, r.rep = report, r.skip = own ? &sk : NULL, r.cache = &cache;
	int prc = run_pool(&r, inputs, n);
	if (prc == 0 && report) {
		struct buf o = BUF_INIT;
		uint64_t docs = 0, cuts = 0, chars = 0;
		for (int t = 0; t < ix->ntasks; t++) {
			jw_begin(&o);
			jw_cstr(&o, "summary", "task");
			jw_cstr(&o, "task", ix->names[t]);
			jw_num(&o, "docs", (double)r.tk[3 * t]);
			jw_num(&o, "removals", (double)r.tk[3 * t + 1]);
			jw_num(&o, "chars", (double)r.tk[3 * t + 2]);
			jw_end(&o);
			docs += r.tk[3 * t], cuts += r.tk[3 * t + 1], chars += r.tk[3 * t + 2];
		}
		jw_begin(&o);
		jw_cstr(&o, "summary", "total");
		jw_num(&o, "docs", (double)r.st[S_TOUCHED]);
		jw_num(&o, "removals", (double)cuts);
		jw_num(&o, "chars", (double)chars);
		jw_num(&o, "chars_removed", (double)r.st[S_CHARS]);
		jw_num(&o, "dropped", (double)(r.st[S_CONTAM] + r.st[S_SPLITS]));
		jw_end(&o);
		if (wr_write(report, o.p, o.len) < 0)
			prc = -1;
		buf_release(&o);
	}
	if (st) {
		for (int k = 0; k < S_N; k++)
			if (k != S_OVER || r.st[k])
				stats_add(st, st_names[k], r.st[k]);
		if (counts && c->max_matches) {
			uint64_t freq = 0;
			for (uint64_t i = 0; i < ix->nslots; i++)
				freq += counts[i] >= c->max_matches;
			stats_add(st, "keys_frequent", freq);
		}
		if (r.in.read_errors + damaged)
			stats_add(st, "unreadable_files", (uint64_t)(r.in.read_errors + damaged));
	}
	free(r.tk);
	if (prc < 0)
		goto out;
	/* records read and not one document among them: the rule of every command (mtk(7)) */
	uint64_t nrec = r.st[S_IN] + r.st[S_OVER];
	if ((nrec || r.st[S_BLANK]) && r.st[S_IN] == r.st[S_BADJSON] + r.st[S_NOTEXT]) {
		struct buf m = BUF_INIT;
		if (one)
			buf_printf(&m, "%s: no valid document", one);
		else
			buf_printf(&m, "no valid document in the %d inputs", n);
		if (nrec)
			mtk_seterr("%s (%llu record%s, none a JSON object with a text)", m.p, (unsigned long long)nrec,
			           nrec == 1 ? "" : "s");
		else   /* not empty, so not an empty shard (mtk(7)) */
			mtk_seterr("%s (%llu line%s, all blank)", m.p, (unsigned long long)r.st[S_BLANK],
			           r.st[S_BLANK] == 1 ? "" : "s");
		buf_release(&m);
		goto out;
	}
	rc = r.in.read_errors || damaged ? 1 : 0;
out:
	if (sp.len) {
		unlink(sp.p);
		tmp_unregister(sp.p);
	}
	buf_release(&sp);
	free(own);
	while (cache.n)
		rb_destroy(cache.b[--cache.n]);
	free(sk.b), free(sk.bits);
	if (sk.m)
		munmap(sk.m, SKIP_MATCHES * sizeof *sk.m);
	return rc;
}
