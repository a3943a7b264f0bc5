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

static void normalize_unicode(struct mh_scratch *s, const char *text, size_t len, struct buf *out)
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
		utf8proc_ssize_t k = utf8proc_iterate(u + i, (utf8proc_ssize_t)(len - i), &c);
		if (k < 1) {
			s->tmp.p[s->tmp.len++] = ' ';
			i++;
		} else {
			memcpy(s->tmp.p + s->tmp.len, u + i, (size_t)k);
			s->tmp.len += (size_t)k, i += (size_t)k;
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
	int space = 0;
	buf_grow(out, (size_t)(n > 0 ? n : 0) * 4);
	for (utf8proc_ssize_t j = 0; j < n; j++) {
		int32_t c = s->cp[j];
		int keep;
		if (c < 128) {
			keep = ascii_class[c] != 0;
		} else {
			utf8proc_category_t cat = utf8proc_category(c);
			keep = cat >= UTF8PROC_CATEGORY_LU && cat <= UTF8PROC_CATEGORY_NO;
		}
		if (!keep) {
			space = out->len > 0;
			continue;
		}
		if (space)
			out->p[out->len++] = ' ', space = 0;
		if (c < 128)
			out->p[out->len++] = (char)ascii_class[c];
		else
			out->len += (size_t)utf8proc_encode_char(c, (utf8proc_uint8_t *)out->p + out->len);
	}
	out->p[out->len] = 0;
}

void mh_normalize(struct mh_scratch *s, const char *text, size_t len, struct buf *out)
{
	if (!ascii_class['a'])
		ascii_init();    /* idempotent: a race writes the same bytes */
	buf_clear(out);
	buf_grow(out, len);
	const uint8_t *u = (const uint8_t *)text;
	char *o = out->p;
	size_t k = 0;
	int space = 0;
	for (size_t i = 0; i < len; i++) {
		if (u[i] >= 0x80) {
			normalize_unicode(s, text, len, out);
			return;
		}
		unsigned char c = ascii_class[u[i]];
		if (!c) {
			space = k > 0;
			continue;
		}
		if (space)
			o[k++] = ' ', space = 0;
		o[k++] = (char)c;
	}
	out->len = k;
	o[k] = 0;
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
