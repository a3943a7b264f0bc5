/* bpe_train: piece counting and BPE merge learning; see bpe_train.h. */
#include "bpe_train.h"

#include "buf.h"
#include "err.h"
#include "json.h"
#include "pretok.h"
#include "stream.h"

#include <stdlib.h>
#include <string.h>

#define XXH_INLINE_ALL
#include <xxhash.h>

/* ---- counting ---- */

struct cent { uint64_t h, count; uint32_t off, len; };

struct bpe_counts {
	int pattern;
	struct buf keys;
	struct cent *tab;
	size_t mask, n;
	uint64_t total;
};

struct bpe_counts *bpe_counts_new(int pattern)
{
	struct bpe_counts *c = xcalloc(1, sizeof *c);
	c->pattern = pattern;
	c->mask = 4095;
	c->tab = xcalloc(c->mask + 1, sizeof *c->tab);
	return c;
}

void bpe_counts_free(struct bpe_counts *c)
{
	if (!c)
		return;
	buf_release(&c->keys);
	free(c->tab);
	free(c);
}

static void grow(struct bpe_counts *c)
{
	size_t nm = c->mask * 2 + 1;
	struct cent *t = xcalloc(nm + 1, sizeof *t);
	for (size_t i = 0; i <= c->mask; i++) {
		if (!c->tab[i].count)
			continue;
		size_t j = c->tab[i].h & nm;
		while (t[j].count)
			j = (j + 1) & nm;
		t[j] = c->tab[i];
	}
	free(c->tab);
	c->tab = t;
	c->mask = nm;
}

static void count_piece(struct bpe_counts *c, const void *p, size_t n, uint64_t k)
{
	uint64_t h = XXH3_64bits(p, n);
	size_t i = h & c->mask;
	for (; c->tab[i].count; i = (i + 1) & c->mask) {
		struct cent *e = &c->tab[i];
		if (e->h == h && e->len == n && !memcmp(c->keys.p + e->off, p, n)) {
			e->count += k;
			return;
		}
	}
	c->tab[i] = (struct cent){h, k, (uint32_t)c->keys.len, (uint32_t)n};
	buf_add(&c->keys, p, n);
	if (++c->n * 2 > c->mask)
		grow(c);
}

void bpe_counts_add(struct bpe_counts *c, const void *text, size_t n)
{
	const unsigned char *p = text;
	while (n) {
		size_t l = pretok_next(c->pattern, p, n);
		c->total++;
		if (l > 1)   /* a one-byte piece holds no pair */
			count_piece(c, p, l, 1);
		p += l;
		n -= l;
	}
}

void bpe_counts_merge(struct bpe_counts *into, struct bpe_counts *from)
{
	for (size_t i = 0; i <= from->mask; i++)
		if (from->tab[i].count)
			count_piece(into, from->keys.p + from->tab[i].off, from->tab[i].len, from->tab[i].count);
	into->total += from->total;
	buf_clear(&from->keys);
	memset(from->tab, 0, (from->mask + 1) * sizeof *from->tab);
	from->n = 0;
	from->total = 0;
}

uint64_t bpe_counts_unique(const struct bpe_counts *c) { return c->n; }
uint64_t bpe_counts_total(const struct bpe_counts *c) { return c->total; }

/* ---- merging ---- */

struct vec { uint32_t *v; uint32_t n, cap; };

static void vec_push(struct vec *v, uint32_t x)
{
	if (v->n && v->v[v->n - 1] == x)
		return;   /* the same word twice in a row: once is enough */
	if (v->n == v->cap) {
		v->cap = v->cap ? 2 * v->cap : 4;
		v->v = xrealloc(v->v, v->cap * sizeof *v->v);
	}
	v->v[v->n++] = x;
}

struct pairs {
	uint64_t *key;
	int64_t *count;
	struct vec *where;
	uint32_t *stamp;
	uint32_t n, cap;
	uint32_t *tab;   /* index + 1 */
	size_t mask;
};

static inline size_t pslot(uint64_t key, size_t mask) { return (size_t)((key * 0x9e3779b97f4a7c15ull) >> 20) & mask; }

static uint32_t pair_idx(struct pairs *p, uint64_t key)
{
	size_t i = pslot(key, p->mask);
	for (; p->tab[i]; i = (i + 1) & p->mask)
		if (p->key[p->tab[i] - 1] == key)
			return p->tab[i] - 1;
	if (p->n == p->cap) {
		p->cap = p->cap ? 2 * p->cap : 1024;
		p->key = xrealloc(p->key, p->cap * sizeof *p->key);
		p->count = xrealloc(p->count, p->cap * sizeof *p->count);
		p->where = xrealloc(p->where, p->cap * sizeof *p->where);
		p->stamp = xrealloc(p->stamp, p->cap * sizeof *p->stamp);
	}
	uint32_t k = p->n++;
	p->key[k] = key;
	p->count[k] = 0;
	p->where[k] = (struct vec){0};
	p->stamp[k] = 0;
	p->tab[i] = k + 1;
	if ((size_t)p->n * 2 > p->mask) {
		size_t nm = p->mask * 2 + 1;
		uint32_t *t = xcalloc(nm + 1, sizeof *t);
		for (uint32_t j = 0; j < p->n; j++) {
			size_t s = pslot(p->key[j], nm);
			while (t[s])
				s = (s + 1) & nm;
			t[s] = j + 1;
		}
		free(p->tab);
		p->tab = t;
		p->mask = nm;
	}
	return k;
}

/* Max-heap on (count, then smaller key). */
struct hent { int64_t count; uint64_t key; };
struct heap { struct hent *h; size_t n, cap; };

static int above(const struct hent *a, const struct hent *b)
{
	return a->count > b->count || (a->count == b->count && a->key < b->key);
}

static void hpush(struct heap *h, int64_t count, uint64_t key)
{
	if (h->n == h->cap) {
		h->cap = h->cap ? 2 * h->cap : 1024;
		h->h = xrealloc(h->h, h->cap * sizeof *h->h);
	}
	struct hent x = {count, key};
	size_t i = h->n++;
	while (i && above(&x, &h->h[(i - 1) / 2])) {
		h->h[i] = h->h[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	h->h[i] = x;
}

static struct hent hpop(struct heap *h)
{
	struct hent top = h->h[0], x = h->h[--h->n];
	size_t i = 0;
	for (;;) {
		size_t c = 2 * i + 1;
		if (c >= h->n)
			break;
		if (c + 1 < h->n && above(&h->h[c + 1], &h->h[c]))
			c++;
		if (!above(&h->h[c], &x))
			break;
		h->h[i] = h->h[c];
		i = c;
	}
	if (h->n)
		h->h[i] = x;
	return top;
}

static inline uint64_t pk(uint32_t a, uint32_t b) { return (uint64_t)a << 32 | b; }

int bpe_train(const struct bpe_counts *c, uint32_t vocab_size, const char *const *special, int nspecial,
	struct bpe_model *m)
{
	memset(m, 0, sizeof *m);
	m->pattern = c->pattern;
	if ((uint64_t)vocab_size < 256 + (uint64_t)nspecial)
		return mtk_seterr("a vocabulary of %u cannot hold the 256 bytes and %d special token(s)",
			vocab_size, nspecial);
	uint32_t target = vocab_size - 256 - (uint32_t)nspecial;
	m->special = xcalloc((size_t)nspecial + 1, sizeof *m->special);
	for (int i = 0; i < nspecial; i++)
		m->special[i] = xstrdup(special[i]);
	m->nspecial = nspecial;
	m->merge = xmalloc(((size_t)target + 1) * sizeof *m->merge);

	/* the result depends only on the counts: the word order (hash order)
	 * changes the order of updates, never a count or a choice */
	size_t nw = c->n;
	const struct cent **ws = xmalloc((nw + 1) * sizeof *ws);
	nw = 0;
	for (size_t i = 0; i <= c->mask; i++)
		if (c->tab[i].count)
			ws[nw++] = &c->tab[i];
	uint32_t *woff = xmalloc((nw + 1) * sizeof *woff), *wlen = xmalloc((nw + 1) * sizeof *wlen);
	uint64_t *wcnt = xmalloc((nw + 1) * sizeof *wcnt);
	size_t nsym = 0;
	for (size_t w = 0; w < nw; w++)
		nsym += ws[w]->len;
	uint32_t *sym = xmalloc((nsym + 1) * sizeof *sym);
	struct pairs P = {0};
	P.mask = 4095;
	P.tab = xcalloc(P.mask + 1, sizeof *P.tab);
	struct heap H = {0};
	nsym = 0;
	for (size_t w = 0; w < nw; w++) {
		const unsigned char *s = (const unsigned char *)c->keys.p + ws[w]->off;
		woff[w] = (uint32_t)nsym;
		wlen[w] = ws[w]->len;
		wcnt[w] = ws[w]->count;
		for (uint32_t i = 0; i < ws[w]->len; i++)
			sym[nsym++] = s[i];
	}
	for (size_t w = 0; w < nw; w++) {
		uint32_t *s = sym + woff[w];
		for (uint32_t i = 0; i + 1 < wlen[w]; i++) {
			uint32_t k = pair_idx(&P, pk(s[i], s[i + 1]));
			P.count[k] += (int64_t)wcnt[w];
			vec_push(&P.where[k], (uint32_t)w);
		}
	}
	for (uint32_t k = 0; k < P.n; k++)
		hpush(&H, P.count[k], P.key[k]);

	uint32_t *todo = NULL, *touched = NULL;
	size_t tcap = 0, ntouched = 0, touchcap = 0;
	uint32_t gen = 0;
	while (m->nmerge < target && H.n) {
		struct hent top = hpop(&H);
		uint32_t k = pair_idx(&P, top.key);
		if (top.count != P.count[k]) {
			if (P.count[k] > 0)
				hpush(&H, P.count[k], top.key);
			continue;
		}
		if (top.count <= 0)
			continue;
		uint32_t a = (uint32_t)(top.key >> 32), b = (uint32_t)top.key, nid = 256 + m->nmerge;
		m->merge[m->nmerge][0] = a;
		m->merge[m->nmerge][1] = b;
		m->nmerge++;
		gen++;
		ntouched = 0;
		uint32_t nt = P.where[k].n;
		if (nt > tcap) {
			tcap = nt;
			todo = xrealloc(todo, tcap * sizeof *todo);
		}
		memcpy(todo, P.where[k].v, nt * sizeof *todo);
		free(P.where[k].v);
		P.where[k] = (struct vec){0};
#define ADJ(x, y, d) do { \
			uint32_t j_ = pair_idx(&P, pk((x), (y))); \
			P.count[j_] += (d); \
			if ((d) > 0) { \
				vec_push(&P.where[j_], w); \
				if (P.stamp[j_] != gen) { \
					P.stamp[j_] = gen; \
					if (ntouched == touchcap) \
						touchcap = touchcap ? 2 * touchcap : 256, touched = xrealloc(touched, touchcap * sizeof *touched); \
					touched[ntouched++] = j_; \
				} \
			} } while (0)
		for (uint32_t t = 0; t < nt; t++) {
			uint32_t w = todo[t];
			uint32_t *s = sym + woff[w], len = wlen[w];
			int64_t cnt = (int64_t)wcnt[w];
			for (uint32_t i = 0; i + 1 < len; i++) {
				if (s[i] != a || s[i + 1] != b)
					continue;
				if (i > 0) {
					ADJ(s[i - 1], a, -cnt);
					ADJ(s[i - 1], nid, cnt);
				}
				if (i + 2 < len) {
					ADJ(b, s[i + 2], -cnt);
					ADJ(nid, s[i + 2], cnt);
				}
				P.count[pair_idx(&P, top.key)] -= cnt;
				s[i] = nid;
				memmove(s + i + 1, s + i + 2, (len - i - 2) * sizeof *s);
				len--;
			}
			wlen[w] = len;
		}
#undef ADJ
		for (size_t i = 0; i < ntouched; i++)
			if (P.count[touched[i]] > 0)
				hpush(&H, P.count[touched[i]], P.key[touched[i]]);
	}
	free(todo);
	free(touched);
	for (uint32_t k = 0; k < P.n; k++)
		free(P.where[k].v);
	free(P.key);
	free(P.count);
	free(P.where);
	free(P.stamp);
	free(P.tab);
	free(H.h);
	free(sym);
	free(woff);
	free(wlen);
	free(wcnt);
	free(ws);
	return 0;
}

void bpe_model_release(struct bpe_model *m)
{
	for (int i = 0; i < m->nspecial; i++)
		free(m->special[i]);
	free(m->special);
	free(m->merge);
	memset(m, 0, sizeof *m);
}

/* The bytes of every token: tok[i] points into one allocation. */
static unsigned char *token_bytes(const struct bpe_model *m, unsigned char ***tok, uint32_t **len)
{
	uint32_t n = 256 + m->nmerge;
	*len = xmalloc((size_t)n * sizeof **len);
	*tok = xmalloc((size_t)n * sizeof **tok);
	size_t total = 256;
	for (uint32_t i = 0; i < 256; i++)
		(*len)[i] = 1;
	for (uint32_t k = 0; k < m->nmerge; k++) {
		(*len)[256 + k] = (*len)[m->merge[k][0]] + (*len)[m->merge[k][1]];
		total += (*len)[256 + k];
	}
	unsigned char *all = xmalloc(total), *p = all;
	for (uint32_t i = 0; i < 256; i++) {
		(*tok)[i] = p;
		*p++ = (unsigned char)i;
	}
	for (uint32_t k = 0; k < m->nmerge; k++) {
		uint32_t l = m->merge[k][0], r = m->merge[k][1];
		(*tok)[256 + k] = p;
		memcpy(p, (*tok)[l], (*len)[l]);
		memcpy(p + (*len)[l], (*tok)[r], (*len)[r]);
		p += (*len)[256 + k];
	}
	return all;
}

int bpe_model_to_bpe(const struct bpe_model *m, struct bpe *b)
{
	unsigned char **tok;
	uint32_t *len;
	unsigned char *all = token_bytes(m, &tok, &len);
	struct bpe_special *sp = xcalloc((size_t)m->nspecial + 1, sizeof *sp);
	for (int i = 0; i < m->nspecial; i++)
		sp[i] = (struct bpe_special){m->special[i], strlen(m->special[i]), 256 + m->nmerge + (uint32_t)i};
	int rc = bpe_build(b, (const unsigned char *const *)tok, len, 256 + m->nmerge, sp, m->nspecial, m->pattern);
	free(sp);
	free(all);
	free(tok);
	free(len);
	return rc;
}

static void put_mapped(struct buf *tmp, const unsigned char *s, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		uint32_t c = bpe_byte_to_cp(s[i]);
		if (c < 0x80) {
			buf_putc(tmp, (int)c);
		} else {
			buf_putc(tmp, (int)(0xc0 | c >> 6));
			buf_putc(tmp, (int)(0x80 | (c & 0x3f)));
		}
	}
}

int bpe_model_write(const struct bpe_model *m, const char *path)
{
	unsigned char **tok;
	uint32_t *len;
	unsigned char *all = token_bytes(m, &tok, &len);
	struct buf o = BUF_INIT, t = BUF_INIT;
	buf_printf(&o, "{\"type\":\"mtok-bpe/1\",\"pattern\":\"%s\",\n\"encoder\":{",
		pretok_pattern_name(m->pattern));
	for (uint32_t i = 0; i < 256 + m->nmerge; i++) {
		buf_clear(&t);
		put_mapped(&t, tok[i], len[i]);
		buf_puts(&o, i ? ",\n" : "\n");
		json_put_str(&o, t.p, t.len);
		buf_printf(&o, ":%u", i);
	}
	buf_puts(&o, "},\n\"merges\":[");
	for (uint32_t k = 0; k < m->nmerge; k++) {
		buf_clear(&t);
		put_mapped(&t, tok[m->merge[k][0]], len[m->merge[k][0]]);
		buf_putc(&t, ' ');
		put_mapped(&t, tok[m->merge[k][1]], len[m->merge[k][1]]);
		buf_puts(&o, k ? ",\n" : "\n");
		json_put_str(&o, t.p, t.len);
	}
	buf_puts(&o, "],\n\"special\":{");
	for (int i = 0; i < m->nspecial; i++) {
		buf_puts(&o, i ? ",\n" : "\n");
		json_put_str(&o, m->special[i], strlen(m->special[i]));
		buf_printf(&o, ":%u", 256 + m->nmerge + (uint32_t)i);
	}
	buf_puts(&o, "}}\n");
	int rc = write_file(path, o.p, o.len);
	buf_release(&o);
	buf_release(&t);
	free(all);
	free(tok);
	free(len);
	return rc;
}
