/* minhash: see minhash.h. */
#include "minhash.h"

#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>
#include <xxhash.h>

#include "err.h"

#define MH_MAXN 256        /* largest n-gram (ring buffer on the stack) */
#define MH_LANES 16        /* permutations computed together */

static uint64_t splitmix64(uint64_t *x)
{
	uint64_t z = (*x += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

int mh_params_init(struct mh_params *p, int bands, int rows, int shingle, int n, uint64_t seed)
{
	memset(p, 0, sizeof *p);
	if (bands < 1 || rows < 1 || bands * rows > 1024)
		return mtk_seterr("bands x rows must be between 1 and 1024 permutations (got %d x %d)", bands, rows);
	if (shingle != MH_WORDS && shingle != MH_CHARS)
		return mtk_seterr("unknown shingle kind %d", shingle);
	if (n < 1 || n > MH_MAXN)
		return mtk_seterr("shingle size must be 1..%d (got %d)", MH_MAXN, n);
	p->bands = bands, p->rows = rows, p->nperm = bands * rows;
	p->shingle = shingle, p->n = n, p->seed = seed;
	int npad = (p->nperm + MH_LANES - 1) / MH_LANES * MH_LANES;
	p->k = xcalloc(3 * (size_t)npad, sizeof *p->k);
	uint64_t st = seed;
	for (int i = 0; i < p->nperm; i++) {
		uint64_t r = splitmix64(&st), q = splitmix64(&st);
		p->k[i] = (uint32_t)r;                          /* xor key */
		p->k[npad + i] = (uint32_t)(r >> 32) | 1;        /* odd multipliers */
		p->k[2 * npad + i] = (uint32_t)q | 1;
	}
	return 0;
}

void mh_params_release(struct mh_params *p)
{
	free(p->k);
	p->k = NULL;
}

int mh_parse_shingle(const char *s, int *kind, int *n)
{
	const char *c = strchr(s, ':');
	if (!c)
		return mtk_seterr("bad shingle spec '%s' (want words:N or chars:N)", s);
	size_t kl = (size_t)(c - s);
	if (kl == 5 && !memcmp(s, "words", 5))
		*kind = MH_WORDS;
	else if (kl == 5 && !memcmp(s, "chars", 5))
		*kind = MH_CHARS;
	else
		return mtk_seterr("bad shingle kind in '%s' (want words or chars)", s);
	char *end;
	long v = strtol(c + 1, &end, 10);
	if (end == c + 1 || *end || v < 1 || v > MH_MAXN)
		return mtk_seterr("bad shingle size in '%s' (want 1..%d)", s, MH_MAXN);
	*n = (int)v;
	return 0;
}

void mh_scratch_release(struct mh_scratch *s)
{
	free(s->cp);
	s->cp = NULL, s->cpcap = 0;
	buf_release(&s->tmp);
	free(s->cache);
	s->cache = NULL;
}

/* ASCII: lower-cased letter or digit, 0 for a separator. */
static unsigned char ascii_class[128];
static void ascii_init(void)
{
	for (int c = 0; c < 128; c++) {
		if (c >= 'a' && c <= 'z')
			ascii_class[c] = (unsigned char)c;
		else if (c >= 'A' && c <= 'Z')
			ascii_class[c] = (unsigned char)(c - 'A' + 'a');
		else if (c >= '0' && c <= '9')
			ascii_class[c] = (unsigned char)c;
	}
}

/* Append c to out[*k] with the separator rule: a run of separators becomes
 * one space, none at the start. out has room (the caller grew it). */
static inline void emit_byte(char *o, size_t *k, int *space, char c)
{
	if (c == ' ') {
		*space = *k > 0;
		return;
	}
	if (*space)
		o[(*k)++] = ' ', *space = 0;
	o[(*k)++] = c;
}

/* NFKC + casefold + category filter of text[0..len) by utf8proc, appended
 * to out at *k. Used for runs that may compose across codepoints. */
static void normalize_run(struct mh_scratch *s, const char *text, size_t len, struct buf *out, size_t *k,
                          int *space)
{
	const utf8proc_option_t opts = UTF8PROC_STABLE | UTF8PROC_COMPOSE | UTF8PROC_COMPAT | UTF8PROC_CASEFOLD;
	/* utf8proc rejects a whole string over one bad byte: fold those first */
	buf_clear(&s->tmp);
	buf_grow(&s->tmp, len);
	const uint8_t *u = (const uint8_t *)text;
	size_t i = 0;
	while (i < len) {
		if (u[i] < 0x80) {
			s->tmp.p[s->tmp.len++] = (char)u[i++];
			continue;
		}
		utf8proc_int32_t c;
		utf8proc_ssize_t n = utf8proc_iterate(u + i, (utf8proc_ssize_t)(len - i), &c);
		if (n < 1) {
			s->tmp.p[s->tmp.len++] = ' ';
			i++;
		} else {
			memcpy(s->tmp.p + s->tmp.len, u + i, (size_t)n);
			s->tmp.len += (size_t)n, i += (size_t)n;
		}
	}
	s->tmp.p[s->tmp.len] = 0;
	utf8proc_ssize_t n;
	for (;;) {
		n = utf8proc_decompose((const utf8proc_uint8_t *)s->tmp.p, (utf8proc_ssize_t)s->tmp.len,
		                       s->cp, (utf8proc_ssize_t)s->cpcap, opts);
		if (n < 0) {    /* cannot happen after the fold above; keep the text out */
			n = 0;
			break;
		}
		if ((size_t)n <= s->cpcap)
			break;
		s->cpcap = (size_t)n + (size_t)n / 2 + 64;
		free(s->cp);
		s->cp = xmalloc(s->cpcap * sizeof *s->cp);
	}
	if (n > 0)
		n = utf8proc_normalize_utf32(s->cp, n, opts);
	out->len = *k;
	buf_grow(out, (size_t)(n > 0 ? n : 0) * 4 + 1);
	for (utf8proc_ssize_t j = 0; j < n; j++) {
		int32_t c = s->cp[j];
		if (c < 128) {
			emit_byte(out->p, k, space, ascii_class[c] ? (char)ascii_class[c] : ' ');
			continue;
		}
		utf8proc_category_t cat = utf8proc_category(c);
		if (cat < UTF8PROC_CATEGORY_LU || cat > UTF8PROC_CATEGORY_NO) {
			emit_byte(out->p, k, space, ' ');
			continue;
		}
		uint8_t e[4];
		utf8proc_ssize_t m = utf8proc_encode_char(c, e);
		for (utf8proc_ssize_t q = 0; q < m; q++)
			emit_byte(out->p, k, space, (char)e[q]);
	}
}

/*
 * One codepoint alone: its normalized bytes (separators as ' ') and whether
 * a run may be cut right before it. NFKC of a text is the concatenation of
 * the NFKC of its pieces when every cut is before a codepoint whose
 * decomposition starts with a starter that never composes as a second
 * element; most text (ASCII, CJK, Cyrillic, curly quotes) is all such
 * codepoints, so it is normalized a codepoint at a time from this cache
 * and only runs with combining marks go through utf8proc whole.
 */
struct mh_cent { int32_t cp; uint8_t len, safe, ok, cached; char out[24]; };
#define MH_CACHE 4096

static const struct mh_cent *cp_info(struct mh_scratch *s, int32_t c)
{
	if (!s->cache)
		s->cache = xcalloc(MH_CACHE, sizeof *s->cache);
	struct mh_cent *e = &s->cache[(uint32_t)c * 2654435761u >> 20 & (MH_CACHE - 1)];
	if (e->ok && e->cp == c)
		return e;
	e->cp = c, e->ok = 1;
	utf8proc_int32_t d[32];
	int bc = 0;
	utf8proc_ssize_t n = utf8proc_decompose_char(c, d, 32, UTF8PROC_COMPAT | UTF8PROC_CASEFOLD | UTF8PROC_DECOMPOSE, &bc);
	e->safe = 0;
	if (n >= 1 && n <= 32) {
		const utf8proc_property_t *p = utf8proc_get_property(d[0]);
		int second = p->comb_index != UINT16_MAX && p->comb_index >= 0x8000;
		int jamo = (d[0] >= 0x1161 && d[0] <= 0x1175) || (d[0] >= 0x11a8 && d[0] <= 0x11c2);
		e->safe = p->combining_class == 0 && !second && !jamo;
	}
	/* the normalized form of the codepoint alone */
	uint8_t in[4];
	utf8proc_ssize_t m = utf8proc_encode_char(c, in);
	struct buf o = BUF_INIT;
	size_t k = 1;          /* after a dummy letter, so leading separators show */
	int space = 0;
	buf_grow(&o, 64);
	o.p[0] = 'x';
	normalize_run(s, (const char *)in, (size_t)m, &o, &k, &space);
	if (space)
		o.p[k++] = ' ';
	k--;
	e->cached = k <= sizeof e->out;
	if (e->cached)
		memcpy(e->out, o.p + 1, k), e->len = (uint8_t)k;
	else
		e->safe = 0, e->len = 0;   /* too long to cache: goes through utf8proc as a run */
	buf_release(&o);
	return e;
}

void mh_normalize_ref(struct mh_scratch *s, const char *text, size_t len, struct buf *out)
{
	if (!ascii_class['a'])
		ascii_init();
	size_t k = 0;
	int space = 0;
	buf_clear(out);
	normalize_run(s, text, len, out, &k, &space);
	out->len = k;
	out->p[k] = 0;
}

/* May a run be cut right before the codepoint at u[j]? */
static int safe_at(struct mh_scratch *s, const uint8_t *u, size_t j, size_t len)
{
	int32_t c;
	if (j >= len || u[j] < 0x80)
		return 1;
	if (utf8proc_iterate(u + j, (utf8proc_ssize_t)(len - j), &c) < 1)
		return 1;   /* an invalid byte is a separator */
	return cp_info(s, c)->safe;
}

void mh_normalize(struct mh_scratch *s, const char *text, size_t len, struct buf *out)
{
	if (!ascii_class['a'])
		ascii_init();    /* idempotent: a race writes the same bytes */
	buf_clear(out);
	buf_grow(out, len + 64);
	const uint8_t *u = (const uint8_t *)text;
	size_t k = 0, i = 0;
	int space = 0;
	while (i < len) {
		if (u[i] < 0x80 && (i + 1 == len || u[i + 1] < 0x80 || safe_at(s, u, i + 1, len))) {
			unsigned char c = ascii_class[u[i++]];
			emit_byte(out->p, &k, &space, c ? (char)c : ' ');
			continue;
		}
		int32_t c = 0;
		utf8proc_ssize_t n = u[i] < 0x80 ? 1 : utf8proc_iterate(u + i, (utf8proc_ssize_t)(len - i), &c);
		if (n < 1) {      /* invalid byte: a separator */
			emit_byte(out->p, &k, &space, ' ');
			i++;
			continue;
		}
		/* a run from i to the next codepoint that is safe to cut before */
		size_t j = i + (size_t)n;
		while (j < len && !safe_at(s, u, j, len)) {
			utf8proc_int32_t d;
			j += (size_t)utf8proc_iterate(u + j, (utf8proc_ssize_t)(len - j), &d);
		}
		const struct mh_cent *e = u[i] >= 0x80 && j == i + (size_t)n ? cp_info(s, c) : NULL;
		if (e && e->cached) {
			for (int q = 0; q < e->len; q++)
				emit_byte(out->p, &k, &space, e->out[q]);
		} else {
			normalize_run(s, text + i, j - i, out, &k, &space);
		}
		if (out->cap - k < (len - j) + 64)
			out->len = k, buf_grow(out, (len - j) + 64);
		i = j;
	}
	out->len = k;
	out->p[k] = 0;
}

void u64vec_push(struct u64vec *a, uint64_t x)
{
	if (a->n == a->cap) {
		a->cap = a->cap ? a->cap * 2 : 1024;
		a->v = xrealloc(a->v, a->cap * sizeof *a->v);
	}
	a->v[a->n++] = x;
}

void u64vec_release(struct u64vec *a)
{
	free(a->v);
	a->v = NULL, a->n = a->cap = 0;
}

size_t mh_shingles(int kind, int n, const char *norm, size_t len, struct u64vec *out)
{
	size_t ring[MH_MAXN];   /* start offsets of the last n units */
	size_t units = 0, before = out->n;
	if (len == 0)
		return 0;
	if (kind == MH_WORDS) {
		size_t i = 0;
		while (i < len) {
			size_t st = i;
			while (i < len && norm[i] != ' ')
				i++;
			ring[units % (size_t)n] = st;
			units++;
			if (units >= (size_t)n) {
				size_t from = ring[(units - (size_t)n) % (size_t)n];
				u64vec_push(out, XXH3_64bits(norm + from, i - from));
			}
			i++;   /* the single space */
		}
	} else {
		for (size_t i = 0; i <= len; i++) {
			if (i < len && ((unsigned char)norm[i] & 0xc0) == 0x80)
				continue;   /* inside a codepoint */
			if (units >= (size_t)n) {
				size_t from = ring[(units - (size_t)n) % (size_t)n];
				u64vec_push(out, XXH3_64bits(norm + from, i - from));
			}
			if (i < len)
				ring[units % (size_t)n] = i;
			units++;
		}
		units--;   /* the end position counted above is not a unit */
	}
	if (out->n == before && units > 0)
		u64vec_push(out, XXH3_64bits(norm, len));
	return out->n - before;
}

/*
 * The hot loop: MH_LANES permutations at a time over all shingles of one
 * document, minima kept in a local array the compiler keeps in vector
 * registers. Built for AVX-512, AVX2 and baseline; the loader picks one.
 */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__) && !defined(__SANITIZE_ADDRESS__)
#define MH_CLONES __attribute__((target_clones("avx512f", "avx2", "default")))
#else
#define MH_CLONES
#endif

MH_CLONES
static void sig_one(const uint32_t *restrict kx, const uint32_t *restrict ka, const uint32_t *restrict kb,
                    int npad, const uint64_t *restrict h, size_t nh, uint32_t *restrict out)
{
	for (int pb = 0; pb < npad; pb += MH_LANES) {
		uint32_t m[MH_LANES];
		for (int l = 0; l < MH_LANES; l++)
			m[l] = MH_EMPTY;
		for (size_t i = 0; i < nh; i++) {
			uint32_t xl = (uint32_t)h[i], xh = (uint32_t)(h[i] >> 32);
			for (int l = 0; l < MH_LANES; l++) {
				uint32_t v = (xl ^ kx[pb + l]) * ka[pb + l];
				v ^= v >> 15;
				v = (v ^ xh) * kb[pb + l];
				v ^= v >> 13;
				m[l] = v < m[l] ? v : m[l];
			}
		}
		for (int l = 0; l < MH_LANES; l++)
			out[pb + l] = m[l];
	}
}

void mh_sig_batch(const struct mh_params *p, const uint64_t *h, const size_t *off,
                  size_t ndocs, uint32_t *sig)
{
	int npad = (p->nperm + MH_LANES - 1) / MH_LANES * MH_LANES;
	uint32_t tmp[1024 + MH_LANES];
	for (size_t d = 0; d < ndocs; d++) {
		size_t nh = off[d + 1] - off[d];
		uint32_t *o = sig + d * (size_t)p->nperm;
		if (nh == 0) {
			for (int i = 0; i < p->nperm; i++)
				o[i] = MH_EMPTY;
			continue;
		}
		sig_one(p->k, p->k + npad, p->k + 2 * npad, npad, h + off[d], nh, tmp);
		memcpy(o, tmp, (size_t)p->nperm * sizeof *o);
	}
}

uint64_t mh_band_key(const struct mh_params *p, const uint32_t *sig, int band)
{
	return XXH3_64bits_withSeed(sig + (size_t)band * (size_t)p->rows, (size_t)p->rows * sizeof *sig,
	                            (uint64_t)band);
}

void mh_exact(const char *norm, size_t len, uint64_t out[2])
{
	XXH128_hash_t x = XXH3_128bits(norm, len);
	out[0] = x.low64, out[1] = x.high64;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

size_t mh_set(uint64_t *a, size_t n)
{
	if (n < 2)
		return n;
	qsort(a, n, sizeof *a, cmp_u64);
	size_t k = 1;
	for (size_t i = 1; i < n; i++)
		if (a[i] != a[k - 1])
			a[k++] = a[i];
	return k;
}

double mh_jaccard(const uint64_t *a, size_t na, const uint64_t *b, size_t nb)
{
	if (na == 0 && nb == 0)
		return 1.0;
	size_t i = 0, j = 0, inter = 0;
	while (i < na && j < nb) {
		if (a[i] < b[j])
			i++;
		else if (a[i] > b[j])
			j++;
		else
			inter++, i++, j++;
	}
	return (double)inter / (double)(na + nb - inter);
}

double mh_estimate(const struct mh_params *p, const uint32_t *a, const uint32_t *b)
{
	int eq = 0;
	for (int i = 0; i < p->nperm; i++)
		eq += a[i] == b[i];
	return (double)eq / p->nperm;
}

double mh_prob(double s, int bands, int rows)
{
	double q = 1.0;
	double sr = 1.0;
	for (int i = 0; i < rows; i++)
		sr *= s;
	for (int i = 0; i < bands; i++)
		q *= 1.0 - sr;
	return 1.0 - q;
}
