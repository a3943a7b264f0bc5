/* quality: see quality.h. */
#include "quality.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "err.h"
#include "words.h"

#define QX_NAME(id, name, x) name,
#define QX_THIRD(id, name, x) x,
static const char *const val_names[] = {QUALITY_VALUES(QX_NAME)};
static const int val_sets[] = {QUALITY_VALUES(QX_THIRD)};
static const char *const thr_names[] = {QUALITY_THRESHOLDS(QX_NAME)};
static const double thr_defaults[] = {QUALITY_THRESHOLDS(QX_THIRD)};
static const char *const fail_names[] = {QUALITY_FAILS(QX_NAME)};
static const int fail_sets[] = {QUALITY_FAILS(QX_THIRD)};

const char *quality_value_name(int i) { return i >= 0 && i < Q_NVAL ? val_names[i] : NULL; }
const char *quality_threshold_name(int i) { return i >= 0 && i < Q_NTHR ? thr_names[i] : NULL; }
const char *quality_fail_name(int i) { return i >= 0 && i < Q_NFAIL ? fail_names[i] : NULL; }
int quality_value_set(int i) { return i >= 0 && i < Q_NVAL ? val_sets[i] : 0; }
int quality_fail_set(int i) { return i >= 0 && i < Q_NFAIL ? fail_sets[i] : 0; }

void qconf_init(struct qconf *c)
{
	c->sets = QS_ALL;
	for (int i = 0; i < Q_NTHR; i++)
		c->thr[i] = thr_defaults[i];
}

int qconf_sets(struct qconf *c, const char *list)
{
	unsigned sets = 0;
	const char *p = list;
	while (*p) {
		size_t n = strcspn(p, ",");
		if (n == 3 && !strncmp(p, "all", 3))
			sets |= QS_ALL;
		else if (n == 4 && !strncmp(p, "none", 4))
			;
		else if (n == 6 && !strncmp(p, "gopher", 6))
			sets |= QS_GOPHER;
		else if (n == 2 && !strncmp(p, "c4", 2))
			sets |= QS_C4;
		else if (n == 7 && !strncmp(p, "fineweb", 7))
			sets |= QS_FINEWEB;
		else
			return mtk_seterr("unknown rule set '%.*s' (known: gopher, c4, fineweb, all, none)", (int)n, p);
		p += n;
		if (*p == ',')
			p++;
	}
	c->sets = sets;
	return 0;
}

int qconf_threshold(struct qconf *c, const char *assign)
{
	const char *eq = strchr(assign, '=');
	if (!eq)
		return mtk_seterr("'%s': want NAME=VALUE", assign);
	size_t n = (size_t)(eq - assign);
	for (int i = 0; i < Q_NTHR; i++) {
		if (strlen(thr_names[i]) != n || strncmp(thr_names[i], assign, n))
			continue;
		char *end;
		double v = strtod(eq + 1, &end);
		if (end == eq + 1 || *end || !isfinite(v))
			return mtk_seterr("'%s': not a number", eq + 1);
		c->thr[i] = v;
		return 0;
	}
	return mtk_seterr("unknown threshold '%.*s'", (int)n, assign);
}

/* A per-document hash table of 64-bit keys (0 is the empty slot), with a
 * count and the first position per key. Cleared per use over only the slots
 * the document needs, so small documents stay cheap after a large one. */
struct hslot {
	uint64_t key;
	uint32_t cnt, first;
};

struct hset {
	struct hslot *t;
	size_t cap, mask, alloc;
};

static void hs_reset(struct hset *h, size_t items)
{
	size_t cap = 64;
	while (cap < items * 2)
		cap *= 2;
	if (cap > h->alloc) {
		free(h->t);
		h->t = xmalloc(cap * sizeof *h->t);
		h->alloc = cap;
	}
	h->cap = cap;
	h->mask = cap - 1;
	memset(h->t, 0, cap * sizeof *h->t);
}

/* Insert key (first seen at position pos); returns its count after. */
static inline uint32_t hs_add(struct hset *h, uint64_t key, uint32_t pos)
{
	if (!key)
		key = 1;
	size_t i = (size_t)(key ^ (key >> 29)) & h->mask;
	for (;;) {
		struct hslot *e = &h->t[i];
		if (e->key == key)
			return ++e->cnt;
		if (!e->key) {
			e->key = key;
			e->cnt = 1;
			e->first = pos;
			return 1;
		}
		i = (i + 1) & h->mask;
	}
}

/* Count of key (0 when absent). */
static inline uint32_t hs_count(const struct hset *h, uint64_t key)
{
	if (!key)
		key = 1;
	size_t i = (size_t)(key ^ (key >> 29)) & h->mask;
	for (;;) {
		const struct hslot *e = &h->t[i];
		if (e->key == key)
			return e->cnt;
		if (!e->key)
			return 0;
		i = (i + 1) & h->mask;
	}
}

static inline uint64_t mix(uint64_t h, uint64_t w)
{
	h = ((h << 31) | (h >> 33)) ^ w;
	return h * 0x9E3779B97F4A7C15ull;
}

struct qscratch {
	struct words ws;
	struct hset hs;
	uint64_t *wh, *hcur;
	uint32_t *lcur, *cand;
	size_t nalloc;
	struct buf line, low;
};

struct qscratch *qscratch_new(void)
{
	return xcalloc(1, sizeof(struct qscratch));
}

void qscratch_free(struct qscratch *s)
{
	if (!s)
		return;
	words_release(&s->ws);
	free(s->hs.t);
	free(s->wh), free(s->hcur), free(s->lcur), free(s->cand);
	buf_release(&s->line);
	buf_release(&s->low);
	free(s);
}

/* Non-overlapping occurrences of pat (as Python's str.count). */
static size_t count_str(const char *s, size_t n, const char *pat, size_t m)
{
	size_t c = 0;
	const char *p = s, *e = s + n;
	while ((size_t)(e - p) >= m) {
		const char *q = memmem(p, (size_t)(e - p), pat, m);
		if (!q)
			break;
		c++;
		p = q + m;
	}
	return c;
}

static int starts(const char *s, size_t n, const char *pat)
{
	size_t m = strlen(pat);
	return n >= m && !memcmp(s, pat, m);
}

static int ends(const char *s, size_t n, const char *pat)
{
	size_t m = strlen(pat);
	return n >= m && !memcmp(s + n - m, pat, m);
}

/* Python's lstrip / rstrip through words_strip on a copy of the bounds. */
static void lstrip(const char **s, size_t *n)
{
	const char *p = *s;
	size_t m = *n;
	words_strip(&p, &m);
	*n -= (size_t)(p - *s);
	*s = p;
}

static void rstrip(const char **s, size_t *n)
{
	const char *p = *s;
	size_t m = *n;
	words_strip(&p, &m);
	*n = (size_t)(p - *s) + m;
}

static const char *const stop_words[] = {"the", "be", "to", "of", "and", "that", "have", "with"};

static int is_stop(const char *s, size_t n)
{
	if (n < 2 || n > 4 || s[0] < 'a' || s[0] > 'w')
		return 0;
	for (size_t i = 0; i < sizeof stop_words / sizeof *stop_words; i++)
		if (stop_words[i][0] == s[0] && !strncmp(stop_words[i], s, n) && !stop_words[i][n])
			return 1;
	return 0;
}

static double ratio(double a, double b) { return b > 0 ? a / b : 0; }

static void gopher_quality(struct qscratch *s, const char *text, size_t n, double *v)
{
	const struct words *ws = &s->ws;
	size_t nw = ws->n, nword = 0, chars = 0, alpha = 0, stop = 0;
	for (size_t i = 0; i < nw; i++) {
		const struct word *w = &ws->w[i];
		if (w->is_word) {
			nword++;
			chars += w->nchars;
		}
		alpha += w->alpha;
		stop += is_stop(text + w->off, w->len);
	}
	v[Q_GW_COUNT] = (double)nword;
	v[Q_GW_MEANLEN] = ratio((double)chars, (double)nword);
	v[Q_GW_HASH] = ratio((double)count_str(text, n, "#", 1), (double)nw);
	v[Q_GW_ELLIPSIS] = ratio((double)(count_str(text, n, "...", 3) + count_str(text, n, "\xe2\x80\xa6", 3)), (double)nw);
	v[Q_GW_ALPHA] = ratio((double)alpha, (double)nw);
	v[Q_GW_STOP] = (double)stop;

	size_t pos = 0, len, nlines = 0, bullets = 0, ell = 0;
	const char *line;
	while (words_nextline(text, n, &pos, &line, &len)) {
		nlines++;
		const char *a = line;
		size_t an = len;
		lstrip(&a, &an);
		bullets += starts(a, an, "\xe2\x80\xa2") || starts(a, an, "-");
		a = line, an = len;
		rstrip(&a, &an);
		ell += ends(a, an, "...") || ends(a, an, "\xe2\x80\xa6");
	}
	v[Q_GW_BULLET] = ratio((double)bullets, (double)nlines);
	v[Q_GW_ELLLINES] = ratio((double)ell, (double)nlines);
}

/* Duplicate segments: count and code points of every repeat after the
 * first occurrence (datatrove's find_duplicates). */
static void dup_add(struct hset *h, const char *p, size_t n, uint32_t idx, size_t *dups, size_t *dchars)
{
	if (hs_add(h, XXH3_64bits(p, n), idx) > 1) {
		(*dups)++;
		*dchars += words_nchars(p, n);
	}
}

/* Word n-gram repetition, n = 1..10. The n-gram starting at token i is
 * described by hcur[i] (hash of its words) and lcur[i] (code points of its
 * words). Only an n-gram whose (n-1)-gram prefix occurs twice can occur
 * twice, so each level works on the previous level's repeated positions
 * (cand) alone: ordinary prose has few, and the cost stays near one pass
 * over the tokens. Values are exactly those of the full scans: a position
 * whose n-gram is unique can never be the repeat that datatrove's scan
 * finds, and stepping over it is the scan's "i += 1". */
static void ngrams(struct qscratch *s, const char *text, size_t nchars, double *v)
{
	const struct words *ws = &s->ws;
	size_t nw = ws->n;
	if (nw + 1 > s->nalloc) {
		s->nalloc = nw + nw / 2 + 1;
		s->wh = xrealloc(s->wh, s->nalloc * sizeof *s->wh);
		s->hcur = xrealloc(s->hcur, s->nalloc * sizeof *s->hcur);
		s->lcur = xrealloc(s->lcur, s->nalloc * sizeof *s->lcur);
		s->cand = xrealloc(s->cand, s->nalloc * sizeof *s->cand);
	}
	for (int k = 0; k < 3; k++)
		v[Q_GR_TOP2 + k] = 0;
	for (int k = 0; k < 6; k++)
		v[Q_GR_DUP5 + k] = 0;
	/* token hashes; every position is a candidate for level 2 (a first
	 * level of single words would prune little: most words repeat) */
	for (size_t i = 0; i < nw; i++) {
		s->wh[i] = XXH3_64bits(text + ws->w[i].off, ws->w[i].len);
		s->hcur[i] = mix(0x243F6A8885A308D3ull, s->wh[i]);
		s->lcur[i] = ws->w[i].nchars;
		s->cand[i] = (uint32_t)i;
	}
	size_t nc = nw;
	size_t first_len = nw ? ws->w[0].nchars : 0;   /* n-gram at 0, without spaces */
	for (size_t k = 2; k <= 10 && k <= nw; k++) {
		size_t ng = nw - k + 1;
		first_len += ws->w[k - 1].nchars;
		/* extend the candidates by one word; drop those that run off the end */
		size_t m = 0;
		for (size_t j = 0; j < nc; j++) {
			uint32_t i = s->cand[j];
			if (i >= ng)
				continue;
			s->hcur[i] = mix(s->hcur[i], s->wh[i + k - 1]);
			s->lcur[i] += ws->w[i + k - 1].nchars;
			s->cand[m++] = i;
		}
		nc = m;
		hs_reset(&s->hs, nc);
		for (size_t j = 0; j < nc; j++)
			hs_add(&s->hs, s->hcur[s->cand[j]], s->cand[j]);
		if (k <= 4) {
			/* the most frequent n-gram, ties to the first seen (Counter
			 * order); its joined length counts the k-1 spaces. With no
			 * repeat at all, it is the first n-gram, once. */
			uint32_t best = 1, bestpos = 0;
			size_t bestlen = first_len;
			for (size_t j = 0; j < s->hs.cap; j++) {
				const struct hslot *e = &s->hs.t[j];
				if (!e->key || e->cnt < 2)
					continue;
				if (e->cnt > best || (e->cnt == best && e->first < bestpos))
					best = e->cnt, bestpos = e->first, bestlen = s->lcur[e->first];
			}
			v[Q_GR_TOP2 + k - 2] = ratio((double)(bestlen + k - 1) * best, (double)nchars);
		}
		/* keep only the repeated n-grams as the next level's candidates */
		m = 0;
		for (size_t j = 0; j < nc; j++)
			if (hs_count(&s->hs, s->hcur[s->cand[j]]) > 1)
				s->cand[m++] = s->cand[j];
		nc = m;
		if (k >= 5) {
			/* datatrove's find_all_duplicate: a repeat skips its n words */
			hs_reset(&s->hs, nc);
			size_t rep = 0, next = 0;
			for (size_t j = 0; j < nc; j++) {
				uint32_t i = s->cand[j];
				if (i < next)
					continue;
				if (hs_add(&s->hs, s->hcur[i], i) > 1) {
					rep += s->lcur[i];
					next = i + k;
				}
			}
			v[Q_GR_DUP5 + k - 5] = ratio((double)rep, (double)nchars);
		}
		if (!nc && k >= 4)
			break;   /* nothing repeats: every longer value is 0 */
	}
}

static void gopher_repetition(struct qscratch *s, const char *text, size_t n, size_t nchars, double *v)
{
	/* paragraphs: text.strip() split on runs of 2+ '\n' */
	const char *t = text;
	size_t tn = n;
	words_strip(&t, &tn);
	size_t segs = 1;
	for (size_t i = 0; i < tn; i++)
		segs += t[i] == '\n';
	hs_reset(&s->hs, segs);
	size_t npara = 0, dups = 0, dchars = 0, start = 0, i = 0;
	while (i < tn) {
		if (t[i] == '\n' && i + 1 < tn && t[i + 1] == '\n') {
			size_t j = i;
			while (j < tn && t[j] == '\n')
				j++;
			dup_add(&s->hs, t + start, i - start, (uint32_t)npara++, &dups, &dchars);
			start = i = j;
			continue;
		}
		i++;
	}
	dup_add(&s->hs, t + start, tn - start, (uint32_t)npara++, &dups, &dchars);
	v[Q_GR_PARA] = ratio((double)dups, (double)npara);
	v[Q_GR_PARACH] = ratio((double)dchars, (double)nchars);

	/* lines: the whole text split on runs of '\n' */
	segs = 1;
	for (i = 0; i < n; i++)
		segs += text[i] == '\n';
	hs_reset(&s->hs, segs);
	size_t nline = 0;
	dups = dchars = start = i = 0;
	while (i < n) {
		if (text[i] == '\n') {
			size_t j = i;
			while (j < n && text[j] == '\n')
				j++;
			dup_add(&s->hs, text + start, i - start, (uint32_t)nline++, &dups, &dchars);
			start = i = j;
			continue;
		}
		i++;
	}
	dup_add(&s->hs, text + start, n - start, (uint32_t)nline++, &dups, &dchars);
	v[Q_GR_LINE] = ratio((double)dups, (double)nline);
	v[Q_GR_LINECH] = ratio((double)dchars, (double)nchars);

	ngrams(s, text, nchars, v);
}

/* C4's citation marks: [digits], [edit], [citation needed]. Copies line
 * without them into out. */
static void drop_citations(const char *p, size_t n, struct buf *out)
{
	buf_clear(out);
	size_t i = 0;
	while (i < n) {
		if (p[i] == '[') {
			size_t j = i + 1;
			while (j < n && p[j] >= '0' && p[j] <= '9')
				j++;
			size_t m = 0;
			if (j < n && p[j] == ']')
				m = j + 1 - i;
			else if (starts(p + i, n - i, "[edit]"))
				m = 6;
			else if (starts(p + i, n - i, "[citation needed]"))
				m = 17;
			if (m) {
				i += m;
				continue;
			}
		}
		buf_putc(out, p[i]);
		i++;
	}
}

static inline int is_space_at(const char *p, size_t n, size_t *k)
{
	unsigned char c = (unsigned char)*p;
	if (c < 0x80) {
		*k = 1;
		return c == ' ' || (c >= 9 && c <= 13) || (c >= 0x1c && c <= 0x1f);
	}
	int32_t cp;
	int cls;
	*k = words_char((const unsigned char *)p, n, &cp, &cls);
	return cls & WC_SPACE;
}

/* Sentences in one line (see quality.h): at least 1. */
static size_t sentences(const char *p, size_t n)
{
	size_t c = 0, i = 0;
	while (i < n) {
		if (p[i] != '.' && p[i] != '!' && p[i] != '?') {
			i++;
			continue;
		}
		while (i < n && (p[i] == '.' || p[i] == '!' || p[i] == '?'))
			i++;
		for (;;) {
			if (i < n && (p[i] == '"' || p[i] == '\'' || p[i] == ')' || p[i] == ']'))
				i++;
			else if (starts(p + i, n - i, "\xe2\x80\x9d") || starts(p + i, n - i, "\xe2\x80\x99"))
				i += 3;
			else
				break;
		}
		size_t j = i, k;
		int sp = 0;
		while (j < n && is_space_at(p + j, n - j, &k))
			j += k, sp = 1;
		if (j >= n)
			c++;
		else if (sp && !(p[j] >= 'a' && p[j] <= 'z'))
			c++;
	}
	return c ? c : 1;
}

static const char *const policy[] = {
	"terms of use", "privacy policy", "cookie policy", "uses cookies", "use of cookies", "use cookies",
};

static void c4(struct qscratch *s, const struct qconf *cf, const char *text, size_t n, double *v)
{
	size_t nlines = 0, nopunct = 0, few = 0, longw = 0, js = 0, pol = 0, sent = 0;
	int lorem = 0, curly = 0;
	size_t pos = 0, len;
	const char *line;
	double maxlen = cf->thr[Q_T_C4_WORDLEN], minw = cf->thr[Q_T_C4_WORDS];
	while (words_nextline(text, n, &pos, &line, &len)) {
		nlines++;
		words_strip(&line, &len);
		/* line.split(): whitespace-separated words, longest in code points */
		size_t nwords = 0, wlen = 0, maxw = 0, i = 0;
		int inw = 0;
		while (i < len) {
			size_t k;
			if (is_space_at(line + i, len - i, &k)) {
				inw = 0;
			} else {
				if (!inw)
					nwords++, wlen = 0;
				inw = 1;
				wlen++;
				if (wlen > maxw)
					maxw = wlen;
			}
			i += k;
		}
		if (maxlen >= 0 && (double)maxw > maxlen) {
			longw++;
			continue;
		}
		const char *p = line;
		size_t pn = len;
		if (memchr(line, '[', len)) {
			drop_citations(line, len, &s->line);
			p = s->line.p, pn = s->line.len;
		}
		if (!pn || !strchr(".?!\"'", p[pn - 1]) || ends(p, pn, "...")) {
			nopunct++;
			continue;
		}
		if ((double)nwords < minw) {
			few++;
			continue;
		}
		buf_clear(&s->low);
		buf_add(&s->low, p, pn);
		for (size_t j = 0; j < pn; j++)
			if (s->low.p[j] >= 'A' && s->low.p[j] <= 'Z')
				s->low.p[j] += 32;
		if (memmem(s->low.p, pn, "lorem ipsum", 11))
			lorem = 1;
		if (memmem(s->low.p, pn, "javascript", 10)) {
			js++;
			continue;
		}
		if (memchr(p, '{', pn))
			curly = 1;
		/* four of the six phrases contain "cookie": test that first */
		int ispol = memmem(s->low.p, pn, "terms of use", 12) || memmem(s->low.p, pn, "privacy policy", 14);
		if (!ispol && memmem(s->low.p, pn, "cookie", 6))
			for (size_t j = 2; j < sizeof policy / sizeof *policy && !ispol; j++)
				ispol = memmem(s->low.p, pn, policy[j], strlen(policy[j])) != NULL;
		if (ispol) {
			pol++;
			continue;
		}
		sent += sentences(p, pn);
	}
	v[Q_C4_LINES] = (double)nlines;
	v[Q_C4_NOPUNCT] = (double)nopunct;
	v[Q_C4_FEWWORDS] = (double)few;
	v[Q_C4_LONGWORD] = (double)longw;
	v[Q_C4_JS] = (double)js;
	v[Q_C4_POLICY] = (double)pol;
	v[Q_C4_SENT] = (double)sent;
	v[Q_C4_LOREM] = lorem;
	v[Q_C4_CURLY] = curly;
}

static void fineweb(struct qscratch *s, const struct qconf *cf, const char *text, size_t n, size_t nchars, double *v)
{
	size_t nl = 0;
	for (size_t i = 0; i < n; i++)
		nl += text[i] == '\n';
	hs_reset(&s->hs, nl + 1);
	size_t nlines = 0, punct = 0, shortl = 0, dups = 0, dchars = 0, start = 0;
	double shortlen = cf->thr[Q_T_FW_SHORTLEN];
	for (size_t i = 0; i <= n; i++) {
		if (i < n && text[i] != '\n')
			continue;
		const char *p = text + start;
		size_t len = i - start;
		nlines++;
		punct += len && strchr(".'\"!?", p[len - 1]);
		shortl += (double)words_nchars(p, len) <= shortlen;
		const char *q = p;
		size_t qn = len;
		words_strip(&q, &qn);
		if (qn)
			dup_add(&s->hs, p, len, (uint32_t)nlines, &dups, &dchars);
		start = i + 1;
	}
	v[Q_FW_PUNCT] = ratio((double)punct, (double)nlines);
	v[Q_FW_SHORT] = ratio((double)shortl, (double)nlines);
	v[Q_FW_DUP] = ratio((double)dchars, (double)(nchars - nl));
	/* no words at all: the newline count itself (datatrove divides by 0) */
	v[Q_FW_NL] = s->ws.n ? (double)nl / (double)s->ws.n : (double)nl;
}

static void judge(const struct qconf *c, struct qres *r)
{
	const double *v = r->v, *t = c->thr;
	uint64_t f = 0;
#define FAIL(cond, id) do { if (cond) f |= 1ull << Q_##id; } while (0)
	if (c->sets & QS_GOPHER) {
		FAIL(v[Q_GW_COUNT] < t[Q_T_GW_MIN], F_GW_SHORT);
		FAIL(v[Q_GW_COUNT] > t[Q_T_GW_MAX], F_GW_LONG);
		FAIL(v[Q_GW_MEANLEN] < t[Q_T_GW_MINLEN], F_GW_BELOWLEN);
		FAIL(v[Q_GW_MEANLEN] > t[Q_T_GW_MAXLEN], F_GW_ABOVELEN);
		FAIL(v[Q_GW_HASH] > t[Q_T_GW_SYMBOL], F_GW_HASH);
		FAIL(v[Q_GW_ELLIPSIS] > t[Q_T_GW_SYMBOL], F_GW_ELLIPSIS);
		FAIL(v[Q_GW_BULLET] > t[Q_T_GW_BULLET], F_GW_BULLET);
		FAIL(v[Q_GW_ELLLINES] > t[Q_T_GW_ELLLINES], F_GW_ELLLINES);
		FAIL(v[Q_GW_ALPHA] < t[Q_T_GW_ALPHA], F_GW_ALPHA);
		FAIL(v[Q_GW_STOP] < t[Q_T_GW_STOP], F_GW_STOP);
		FAIL(v[Q_GR_PARA] > t[Q_T_GR_PARA], F_GR_PARA);
		FAIL(v[Q_GR_PARACH] > t[Q_T_GR_PARACH], F_GR_PARACH);
		FAIL(v[Q_GR_LINE] > t[Q_T_GR_LINE], F_GR_LINE);
		FAIL(v[Q_GR_LINECH] > t[Q_T_GR_LINECH], F_GR_LINECH);
		for (int k = 0; k < 3; k++)
			if (v[Q_GR_TOP2 + k] > t[Q_T_GR_TOP2 + k])
				f |= 1ull << (Q_F_GR_TOP2 + k);
		for (int k = 0; k < 6; k++)
			if (v[Q_GR_DUP5 + k] > t[Q_T_GR_DUP5 + k])
				f |= 1ull << (Q_F_GR_DUP5 + k);
	}
	if (c->sets & QS_C4) {
		FAIL(v[Q_C4_LOREM] > 0, F_C4_LOREM);
		FAIL(v[Q_C4_CURLY] > 0, F_C4_CURLY);
		FAIL(v[Q_C4_SENT] < t[Q_T_C4_SENT], F_C4_SENT);
	}
	if (c->sets & QS_FINEWEB) {
		FAIL(v[Q_FW_PUNCT] <= t[Q_T_FW_PUNCT], F_FW_PUNCT);
		FAIL(v[Q_FW_SHORT] >= t[Q_T_FW_SHORT], F_FW_SHORT);
		FAIL(v[Q_FW_DUP] >= t[Q_T_FW_DUP], F_FW_DUP);
		FAIL(v[Q_FW_NL] > t[Q_T_FW_NL], F_FW_NL);
	}
#undef FAIL
	r->fail = f;
}

void quality_eval(struct qscratch *s, const struct qconf *c, const char *text, size_t n, struct qres *r)
{
	memset(r, 0, sizeof *r);
	if (!c->sets)
		return;
	if (n > UINT32_MAX)
		n = UINT32_MAX;   /* token offsets are 32-bit; the rest is not measured */
	size_t nchars = words_nchars(text, n);
	if (c->sets & (QS_GOPHER | QS_FINEWEB))
		words_split(&s->ws, text, n);
	if (c->sets & QS_GOPHER) {
		gopher_quality(s, text, n, r->v);
		gopher_repetition(s, text, n, nchars, r->v);
	}
	if (c->sets & QS_C4)
		c4(s, c, text, n, r->v);
	if (c->sets & QS_FINEWEB)
		fineweb(s, c, text, n, nchars, r->v);
	judge(c, r);
}

static void put_num(struct buf *out, double v)
{
	char tmp[40];
	if (v == floor(v) && fabs(v) < 1e15)
		snprintf(tmp, sizeof tmp, "%.0f", v);
	else if (isfinite(v))
		snprintf(tmp, sizeof tmp, "%.6g", v);
	else
		snprintf(tmp, sizeof tmp, "null");
	buf_puts(out, tmp);
}

void quality_put_values(struct buf *out, const struct qconf *c, const struct qres *r)
{
	buf_putc(out, '{');
	int first = 1;
	for (int i = 0; i < Q_NVAL; i++) {
		if (!(c->sets & val_sets[i]))
			continue;
		if (!first)
			buf_putc(out, ',');
		first = 0;
		buf_putc(out, '"');
		buf_puts(out, val_names[i]);
		buf_puts(out, "\":");
		put_num(out, r->v[i]);
	}
	buf_putc(out, '}');
}

void quality_put_fails(struct buf *out, const struct qres *r)
{
	buf_putc(out, '[');
	int first = 1;
	for (int i = 0; i < Q_NFAIL; i++) {
		if (!(r->fail >> i & 1))
			continue;
		if (!first)
			buf_putc(out, ',');
		first = 0;
		buf_putc(out, '"');
		buf_puts(out, fail_names[i]);
		buf_putc(out, '"');
	}
	buf_putc(out, ']');
}
