/* json: see json.h. */
#include "json.h"
#include "err.h"
#include "utf8.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

#define MAXDEPTH 256

struct pz {
	const char *s, *end, *start;
	int depth;
};

static int perr(struct pz *p, const char *what)
{
	return mtk_seterr("byte %ld: %s", (long)(p->s - p->start), what);
}

static inline void ws(struct pz *p)
{
	while (p->s < p->end && (*p->s == ' ' || *p->s == '\t' || *p->s == '\n' || *p->s == '\r'))
		p->s++;
}

/* Scan a string token starting at the opening quote. */
static int scan_str(struct pz *p)
{
	const char *s = p->s + 1, *e = p->end;
	for (;;) {
#ifdef __SSE2__
		/* 16 bytes at a time to the next '"', '\\' or control character */
		while (e - s >= 16) {
			__m128i b = _mm_loadu_si128((const __m128i *)(const void *)s);
			__m128i stop = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(b, _mm_set1_epi8('"')),
			                                         _mm_cmpeq_epi8(b, _mm_set1_epi8('\\'))),
			                            _mm_cmpeq_epi8(_mm_min_epu8(b, _mm_set1_epi8(0x1f)), b));
			unsigned m = (unsigned)_mm_movemask_epi8(stop);
			if (m) {
				s += __builtin_ctz(m);
				break;
			}
			s += 16;
		}
#endif
		while (s < e && *s != '"' && *s != '\\' && (unsigned char)*s >= 0x20)
			s++;
		if (s >= e)
			return perr(p, "unterminated string");
		if (*s == '"') {
			p->s = s + 1;
			return 0;
		}
		if (*s == '\\') {
			if (s + 1 >= e)
				return perr(p, "unterminated string");
			char c = s[1];
			if (c == 'u') {
				if (e - s < 6)
					return perr(p, "bad \\u escape");
				for (int i = 2; i < 6; i++)
					if (!strchr("0123456789abcdefABCDEF", s[i]) || !s[i]) {
						p->s = s;
						return perr(p, "bad \\u escape");
					}
				s += 6;
			} else if (strchr("\"\\/bfnrt", c) && c) {
				s += 2;
			} else {
				p->s = s;
				return perr(p, "bad escape in string");
			}
			continue;
		}
		p->s = s;
		return perr(p, "control character in string");
	}
}

static int scan_num(struct pz *p)
{
	const char *s = p->s, *e = p->end;
	if (s < e && *s == '-')
		s++;
	if (s < e && *s == '0')
		s++;
	else if (s < e && *s >= '1' && *s <= '9')
		while (s < e && *s >= '0' && *s <= '9')
			s++;
	else
		return perr(p, "bad number");
	if (s < e && *s == '.') {
		s++;
		if (!(s < e && *s >= '0' && *s <= '9'))
			return perr(p, "bad number");
		while (s < e && *s >= '0' && *s <= '9')
			s++;
	}
	if (s < e && (*s == 'e' || *s == 'E')) {
		s++;
		if (s < e && (*s == '+' || *s == '-'))
			s++;
		if (!(s < e && *s >= '0' && *s <= '9'))
			return perr(p, "bad number");
		while (s < e && *s >= '0' && *s <= '9')
			s++;
	}
	p->s = s;
	return 0;
}

static int scan_value(struct pz *p, int *type);

static int scan_container(struct pz *p, char close)
{
	if (++p->depth > MAXDEPTH)
		return perr(p, "nesting too deep");
	p->s++;
	ws(p);
	if (p->s < p->end && *p->s == close) {
		p->s++;
		p->depth--;
		return 0;
	}
	for (;;) {
		int t;
		if (close == '}') {
			if (p->s >= p->end || *p->s != '"')
				return perr(p, "expected a key");
			if (scan_str(p))
				return -1;
			ws(p);
			if (p->s >= p->end || *p->s != ':')
				return perr(p, "expected ':'");
			p->s++;
			ws(p);
		}
		if (scan_value(p, &t))
			return -1;
		ws(p);
		if (p->s < p->end && *p->s == ',') {
			p->s++;
			ws(p);
			continue;
		}
		if (p->s < p->end && *p->s == close) {
			p->s++;
			p->depth--;
			return 0;
		}
		return perr(p, close == '}' ? "expected ',' or '}'" : "expected ',' or ']'");
	}
}

static int lit(struct pz *p, const char *w, size_t n)
{
	if ((size_t)(p->end - p->s) < n || memcmp(p->s, w, n))
		return perr(p, "bad literal");
	p->s += n;
	return 0;
}

static int scan_value(struct pz *p, int *type)
{
	if (p->s >= p->end)
		return perr(p, "unexpected end of line");
	switch (*p->s) {
	case '"': *type = J_STR; return scan_str(p);
	case '{': *type = J_OBJ; return scan_container(p, '}');
	case '[': *type = J_ARR; return scan_container(p, ']');
	case 't': *type = J_TRUE; return lit(p, "true", 4);
	case 'f': *type = J_FALSE; return lit(p, "false", 5);
	case 'n': *type = J_NULL; return lit(p, "null", 4);
	default: *type = J_NUM; return scan_num(p);
	}
}

int jdoc_parse(struct jdoc *d, const char *line, size_t len)
{
	struct pz p = {line, line + len, line, 0};
	d->n = 0;
	ws(&p);
	if (p.s >= p.end || *p.s != '{')
		return perr(&p, p.s >= p.end ? "empty line" : "not a JSON object");
	p.s++;
	p.depth = 1;
	ws(&p);
	if (p.s < p.end && *p.s == '}') {
		p.s++;
		goto tail;
	}
	for (;;) {
		if (p.s >= p.end || *p.s != '"')
			return perr(&p, "expected a key");
		const char *k = p.s + 1;
		if (scan_str(&p))
			return -1;
		size_t klen = (size_t)(p.s - 1 - k);
		ws(&p);
		if (p.s >= p.end || *p.s != ':')
			return perr(&p, "expected ':'");
		p.s++;
		ws(&p);
		const char *v = p.s;
		int t;
		if (scan_value(&p, &t))
			return -1;
		if (d->n == d->cap) {
			d->cap = d->cap ? 2 * d->cap : 16;
			d->f = xrealloc(d->f, (size_t)d->cap * sizeof *d->f);
		}
		d->f[d->n++] = (struct jfield){k, klen, v, (size_t)(p.s - v), t};
		ws(&p);
		if (p.s < p.end && *p.s == ',') {
			p.s++;
			ws(&p);
			continue;
		}
		if (p.s < p.end && *p.s == '}') {
			p.s++;
			break;
		}
		return perr(&p, "expected ',' or '}'");
	}
tail:
	ws(&p);
	if (p.s != p.end)
		return perr(&p, "trailing characters after the object");
	return 0;
}

void jdoc_release(struct jdoc *d)
{
	free(d->f);
	d->f = NULL;
	d->n = d->cap = 0;
}

const struct jfield *jdoc_get(const struct jdoc *d, const char *key)
{
	size_t n = strlen(key);
	for (int i = 0; i < d->n; i++)
		if (d->f[i].klen == n && !memcmp(d->f[i].key, key, n))
			return &d->f[i];
	return NULL;
}

static int hexv(char c)
{
	return c <= '9' ? c - '0' : (c | 32) - 'a' + 10;
}

static unsigned hex4(const char *s)
{
	return (unsigned)(hexv(s[0]) << 12 | hexv(s[1]) << 8 | hexv(s[2]) << 4 | hexv(s[3]));
}

int json_unescape(const char *s, size_t n, struct buf *out)
{
	if (n < 2 || s[0] != '"' || s[n - 1] != '"')
		return mtk_seterr("not a JSON string");
	const char *e = s + n - 1;
	s++;
	int fixed = 0;
	while (s < e) {
		const char *q = memchr(s, '\\', (size_t)(e - s));
		size_t run = q ? (size_t)(q - s) : (size_t)(e - s);
		fixed += (int)utf8_repair(s, run, out);
		s += run;
		if (!q)
			break;
		if (s + 1 >= e)
			return mtk_seterr("bad escape");
		char c = s[1];
		s += 2;
		switch (c) {
		case 'n': buf_putc(out, '\n'); break;
		case 't': buf_putc(out, '\t'); break;
		case 'r': buf_putc(out, '\r'); break;
		case 'b': buf_putc(out, '\b'); break;
		case 'f': buf_putc(out, '\f'); break;
		case '/': buf_putc(out, '/'); break;
		case '\\': buf_putc(out, '\\'); break;
		case '"': buf_putc(out, '"'); break;
		case 'u': {
			if (e - s < 4)
				return mtk_seterr("bad \\u escape");
			uint32_t cp = hex4(s);
			s += 4;
			if (cp >= 0xD800 && cp <= 0xDBFF && e - s >= 6 && s[0] == '\\' && s[1] == 'u') {
				uint32_t lo = hex4(s + 2);
				if (lo >= 0xDC00 && lo <= 0xDFFF) {
					cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
					s += 6;
				}
			}
			if (cp >= 0xD800 && cp <= 0xDFFF)
				cp = UTF8_REPLACEMENT, fixed++;
			char u[4];
			buf_add(out, u, utf8_encode(cp, u));
			break;
		}
		default:
			return mtk_seterr("bad escape \\%c", c);
		}
	}
	return fixed;
}

int jdoc_str(const struct jdoc *d, const char *key, struct buf *out)
{
	buf_clear(out);
	const struct jfield *f = jdoc_get(d, key);
	if (!f)
		return 0;
	if (f->type != J_STR)
		return mtk_seterr("field \"%s\" is not a string", key);
	if (json_unescape(f->val, f->vlen, out) < 0)
		return -1;
	return 1;
}

int jdoc_num(const struct jdoc *d, const char *key, double *v)
{
	const struct jfield *f = jdoc_get(d, key);
	if (!f)
		return 0;
	if (f->type != J_NUM)
		return mtk_seterr("field \"%s\" is not a number", key);
	char tmp[64];
	size_t n = f->vlen < sizeof tmp - 1 ? f->vlen : sizeof tmp - 1;
	memcpy(tmp, f->val, n);
	tmp[n] = 0;
	*v = strtod(tmp, NULL);
	return 1;
}

static const char hexd[] = "0123456789abcdef";

/* Bytes that can be copied as they are: printable ASCII except '"' and '\\'. */
static inline int plain(unsigned char c)
{
	return c >= 0x20 && c < 0x80 && c != '"' && c != '\\';
}

void json_put_str(struct buf *o, const char *s, size_t n)
{
	buf_grow(o, n + 2);
	buf_putc(o, '"');
	const unsigned char *p = (const unsigned char *)s, *e = p + n;
	while (p < e) {
		const unsigned char *q = p;
		while (q < e && plain(*q))
			q++;
		buf_add(o, p, (size_t)(q - p));
		p = q;
		if (p >= e)
			break;
		unsigned char c = *p;
		if (c >= 0x80) {
			uint32_t cp;
			int bad;
			size_t k = utf8_next(p, (size_t)(e - p), &cp, &bad);
			if (bad)
				buf_add(o, "\xEF\xBF\xBD", 3);
			else
				buf_add(o, p, k);
			p += k;
			continue;
		}
		p++;
		switch (c) {
		case '"': buf_add(o, "\\\"", 2); break;
		case '\\': buf_add(o, "\\\\", 2); break;
		case '\n': buf_add(o, "\\n", 2); break;
		case '\t': buf_add(o, "\\t", 2); break;
		case '\r': buf_add(o, "\\r", 2); break;
		case '\b': buf_add(o, "\\b", 2); break;
		case '\f': buf_add(o, "\\f", 2); break;
		default: {
			char u[6] = {'\\', 'u', '0', '0', hexd[c >> 4], hexd[c & 15]};
			buf_add(o, u, 6);
		}
		}
	}
	buf_putc(o, '"');
}

void json_put_num(struct buf *o, double v)
{
	if (!isfinite(v))
		buf_puts(o, "null");
	else if (v == (double)(long long)v && fabs(v) < 1e15)
		buf_printf(o, "%lld", (long long)v);
	else
		buf_printf(o, "%.6g", v);
}

static void put_sep(struct buf *o)
{
	if (o->len && o->p[o->len - 1] != '{')
		buf_putc(o, ',');
}

void jdoc_write(const struct jdoc *d, struct buf *out, const struct jset *set, int nset)
{
	uint64_t used = 0;   /* which set entries replaced an existing field */
	buf_putc(out, '{');
	for (int i = 0; i < d->n; i++) {
		const struct jfield *f = &d->f[i];
		const char *val = f->val;
		size_t vlen = f->vlen;
		int drop = 0;
		for (int j = 0; j < nset && j < 64; j++)
			if (strlen(set[j].key) == f->klen && !memcmp(set[j].key, f->key, f->klen)) {
				used |= 1ull << j;
				val = set[j].val, vlen = set[j].vlen;
				drop = val == NULL;
				break;
			}
		if (drop)
			continue;
		put_sep(out);
		buf_putc(out, '"');
		buf_add(out, f->key, f->klen);
		buf_add(out, "\":", 2);
		buf_add(out, val, vlen);
	}
	for (int j = 0; j < nset && j < 64; j++)
		if (!(used >> j & 1) && set[j].val)
			jw_raw(out, set[j].key, set[j].val, set[j].vlen);
	buf_add(out, "}\n", 2);
}

void jw_begin(struct buf *o) { buf_putc(o, '{'); }
void jw_end(struct buf *o) { buf_add(o, "}\n", 2); }

static void put_key(struct buf *o, const char *key)
{
	put_sep(o);
	json_put_str(o, key, strlen(key));
	buf_putc(o, ':');
}

void jw_str(struct buf *o, const char *key, const char *s, size_t n)
{
	put_key(o, key);
	json_put_str(o, s, n);
}

void jw_cstr(struct buf *o, const char *key, const char *s)
{
	jw_str(o, key, s, strlen(s));
}

void jw_num(struct buf *o, const char *key, double v)
{
	put_key(o, key);
	json_put_num(o, v);
}

void jw_raw(struct buf *o, const char *key, const char *raw, size_t n)
{
	put_key(o, key);
	buf_add(o, raw, n);
}
