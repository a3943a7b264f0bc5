/* words: see words.h. */
#include "words.h"

#include <stdlib.h>
#include <utf8proc.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* Class bits of the 128 ASCII code points, filled once (the hot path never
 * calls utf8proc for ASCII text). */
static unsigned char ascii_cls[128];
static int ascii_ready;

static void ascii_init(void)
{
	for (int c = 0; c < 128; c++) {
		int k = WC_OTHER;
		if (c == ' ' || (c >= 9 && c <= 13) || (c >= 0x1c && c <= 0x1f))
			k = WC_SPACE;
		else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
			k = WC_WORD | WC_ALPHA;
		else if ((c >= '0' && c <= '9') || c == '_')
			k = WC_WORD;
		if (c == '\n' || c == '\r' || c == 0x0b || c == 0x0c || (c >= 0x1c && c <= 0x1e))
			k |= WC_NL;
		ascii_cls[c] = (unsigned char)k;
	}
	__atomic_store_n(&ascii_ready, 1, __ATOMIC_RELEASE);
}

static inline void ascii_ensure(void)
{
	if (!__atomic_load_n(&ascii_ready, __ATOMIC_ACQUIRE))
		ascii_init();   /* idempotent: a race writes the same bytes */
}

int words_class(int32_t cp)
{
	if (cp >= 0 && cp < 128) {
		ascii_ensure();
		return ascii_cls[cp];
	}
	if (cp == 0x85)
		return WC_SPACE | WC_NL;
	if (cp == 0x2028 || cp == 0x2029)
		return WC_SPACE | WC_NL;
	switch (utf8proc_category(cp)) {
	case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL: case UTF8PROC_CATEGORY_LT:
	case UTF8PROC_CATEGORY_LM: case UTF8PROC_CATEGORY_LO:
		return WC_WORD | WC_ALPHA;
	case UTF8PROC_CATEGORY_MN: case UTF8PROC_CATEGORY_MC: case UTF8PROC_CATEGORY_ME:
	case UTF8PROC_CATEGORY_ND: case UTF8PROC_CATEGORY_NL: case UTF8PROC_CATEGORY_NO:
	case UTF8PROC_CATEGORY_PC:
		return WC_WORD;
	case UTF8PROC_CATEGORY_ZS: case UTF8PROC_CATEGORY_ZL: case UTF8PROC_CATEGORY_ZP:
		return WC_SPACE;
	default:
		return WC_OTHER;
	}
}

size_t words_char(const unsigned char *s, size_t n, int32_t *cp, int *cls)
{
	if (s[0] < 0x80) {
		ascii_ensure();
		*cp = s[0];
		*cls = ascii_cls[s[0]];
		return 1;
	}
	utf8proc_int32_t c;
	utf8proc_ssize_t k = utf8proc_iterate(s, (utf8proc_ssize_t)(n > 4 ? 4 : n), &c);
	if (k <= 0) {
		*cp = 0xFFFD;
		*cls = WC_OTHER;
		return 1;
	}
	*cp = c;
	*cls = words_class(c);
	return (size_t)k;
}

size_t words_split(struct words *ws, const char *text, size_t n)
{
	const unsigned char *s = (const unsigned char *)text;
	if (n > UINT32_MAX)
		n = UINT32_MAX;
	ascii_ensure();
	ws->n = 0;
	size_t i = 0;
	struct word cur = {0, 0, 0, 0, 0};
	int in = 0;   /* 0: between tokens; WC_WORD or WC_OTHER: inside one */
	while (i < n) {
		int cls;
		size_t k;
		if (s[i] < 0x80) {
			cls = ascii_cls[s[i]];
			k = 1;
		} else {
			int32_t cp;
			k = words_char(s + i, n - i, &cp, &cls);
		}
		int kind = cls & WC_SPACE ? 0 : cls & WC_WORD ? WC_WORD : WC_OTHER;
		if (kind != in) {
			if (in) {
				cur.len = (uint32_t)(i - cur.off);
				if (ws->n == ws->cap) {
					ws->cap = ws->cap ? ws->cap * 2 : 1024;
					ws->w = xrealloc(ws->w, ws->cap * sizeof *ws->w);
				}
				ws->w[ws->n++] = cur;
			}
			in = kind;
			if (kind) {
				cur.off = (uint32_t)i;
				cur.nchars = 0;
				cur.is_word = kind == WC_WORD;
				cur.alpha = 0;
			}
		}
		if (kind) {
			cur.nchars++;
			if (cls & WC_ALPHA)
				cur.alpha = 1;
		}
		i += k;
	}
	if (in) {
		cur.len = (uint32_t)(n - cur.off);
		if (ws->n == ws->cap) {
			ws->cap = ws->cap ? ws->cap * 2 : 1024;
			ws->w = xrealloc(ws->w, ws->cap * sizeof *ws->w);
		}
		ws->w[ws->n++] = cur;
	}
	return ws->n;
}

size_t words_nchars(const char *s, size_t n)
{
	/* Every byte that is not a continuation byte starts a code point; an
	 * invalid stray continuation byte is then not counted, which is the one
	 * place this differs from words_char (it only matters for broken text). */
	size_t c = 0, i = 0;
#ifdef __SSE2__
	/* 16 bytes a step: take off the continuation bytes (0x80..0xBF, which
	 * as signed bytes are those below -64) */
	for (; n - i >= 16; i += 16) {
		__m128i b = _mm_loadu_si128((const __m128i *)(const void *)(s + i));
		unsigned cont = (unsigned)_mm_movemask_epi8(_mm_cmplt_epi8(b, _mm_set1_epi8(-64)));
		c += 16 - (size_t)__builtin_popcount(cont);
	}
#endif
	for (; i < n; i++)
		c += ((unsigned char)s[i] & 0xC0) != 0x80;
	return c;
}

int words_valid_utf8(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0;
	while (i < n) {
		if (p[i] < 0x80) {
			i++;
			continue;
		}
		utf8proc_int32_t c;
		utf8proc_ssize_t k = utf8proc_iterate(p + i, (utf8proc_ssize_t)(n - i > 4 ? 4 : n - i), &c);
		if (k <= 0)
			return 0;
		i += (size_t)k;
	}
	return 1;
}

void words_norm(struct buf *out, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	buf_grow(out, n + 8);
	size_t i = 0;
	while (i < n) {
		if (p[i] < 0x80) {
			char c = (char)p[i];
			if (c >= 'A' && c <= 'Z')
				c = (char)(c + 32);
			buf_putc(out, c);
			i++;
			continue;
		}
		int32_t cp;
		int cls;
		size_t k = words_char(p + i, n - i, &cp, &cls);
		utf8proc_uint8_t enc[4];
		utf8proc_ssize_t m = utf8proc_encode_char(utf8proc_tolower(cp), enc);
		buf_add(out, enc, (size_t)m);
		i += k;
	}
}

void words_strip(const char **sp, size_t *np)
{
	const unsigned char *s = (const unsigned char *)*sp;
	size_t n = *np, i = 0;
	while (i < n) {
		int32_t cp;
		int cls;
		size_t k = words_char(s + i, n - i, &cp, &cls);
		if (!(cls & WC_SPACE))
			break;
		i += k;
	}
	size_t e = n;
	while (e > i) {
		/* step back to the start of the last code point */
		size_t b = e - 1;
		while (b > i && (s[b] & 0xC0) == 0x80 && e - b < 4)
			b--;
		int32_t cp;
		int cls;
		size_t k = words_char(s + b, e - b, &cp, &cls);
		if (b + k != e) {   /* not a whole code point: treat the byte alone */
			b = e - 1;
			words_char(s + b, 1, &cp, &cls);
		}
		if (!(cls & WC_SPACE))
			break;
		e = b;
	}
	*sp = (const char *)s + i;
	*np = e - i;
}

int words_nextline(const char *text, size_t n, size_t *pos, const char **line, size_t *len)
{
	const unsigned char *s = (const unsigned char *)text;
	size_t i = *pos;
	if (i >= n)
		return 0;
	size_t start = i;
	while (i < n) {
		unsigned char c = s[i];
		if (c < 0x80) {
			if (c == '\n' || c == 0x0b || c == 0x0c || (c >= 0x1c && c <= 0x1e)) {
				*line = text + start, *len = i - start, *pos = i + 1;
				return 1;
			}
			if (c == '\r') {
				*line = text + start, *len = i - start;
				*pos = i + 1 < n && s[i + 1] == '\n' ? i + 2 : i + 1;
				return 1;
			}
			i++;
			continue;
		}
		if (c == 0xC2 && i + 1 < n && s[i + 1] == 0x85) {
			*line = text + start, *len = i - start, *pos = i + 2;
			return 1;
		}
		if (c == 0xE2 && i + 2 < n && s[i + 1] == 0x80 && (s[i + 2] == 0xA8 || s[i + 2] == 0xA9)) {
			*line = text + start, *len = i - start, *pos = i + 3;
			return 1;
		}
		i++;
	}
	*line = text + start, *len = n - start, *pos = n;
	return 1;
}

void words_release(struct words *ws)
{
	free(ws->w);
	ws->w = 0;
	ws->n = ws->cap = 0;
}
