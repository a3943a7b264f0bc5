/* utf8: see utf8.h. */
#include "utf8.h"

size_t utf8_next(const unsigned char *s, size_t n, uint32_t *cp, int *bad)
{
	unsigned c = s[0];
	*bad = 0;
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	size_t len;
	uint32_t v;
	unsigned lo = 0x80, hi = 0xBF;
	if (c >= 0xC2 && c <= 0xDF)
		len = 2, v = c & 0x1F;
	else if (c >= 0xE0 && c <= 0xEF) {
		len = 3, v = c & 0x0F;
		if (c == 0xE0) lo = 0xA0;
		if (c == 0xED) hi = 0x9F;
	} else if (c >= 0xF0 && c <= 0xF4) {
		len = 4, v = c & 0x07;
		if (c == 0xF0) lo = 0x90;
		if (c == 0xF4) hi = 0x8F;
	} else
		goto invalid1;
	for (size_t i = 1; i < len; i++) {
		if (i >= n)
			goto invalid_i;
		unsigned b = s[i];
		if (b < lo || b > hi) {
			n = i;
			goto invalid_i;
		}
		lo = 0x80, hi = 0xBF;
		v = v << 6 | (b & 0x3F);
	}
	*cp = v;
	return len;
invalid_i:
	*cp = UTF8_REPLACEMENT;
	*bad = 1;
	return n;
invalid1:
	*cp = UTF8_REPLACEMENT;
	*bad = 1;
	return 1;
}

size_t utf8_valid_prefix(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0;
	while (i < n) {
		/* ASCII fast path, 8 bytes at a time */
		while (i + 8 <= n) {
			uint64_t w;
			memcpy(&w, p + i, 8);
			if (w & 0x8080808080808080ull)
				break;
			i += 8;
		}
		if (i >= n)
			break;
		if (p[i] < 0x80) {
			i++;
			continue;
		}
		uint32_t cp;
		int bad;
		size_t k = utf8_next(p + i, n - i, &cp, &bad);
		if (bad)
			return i;
		i += k;
	}
	return n;
}

size_t utf8_encode(uint32_t cp, char out[4])
{
	if (cp < 0x80) {
		out[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		out[0] = (char)(0xC0 | cp >> 6);
		out[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		out[0] = (char)(0xE0 | cp >> 12);
		out[1] = (char)(0x80 | (cp >> 6 & 0x3F));
		out[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	out[0] = (char)(0xF0 | cp >> 18);
	out[1] = (char)(0x80 | (cp >> 12 & 0x3F));
	out[2] = (char)(0x80 | (cp >> 6 & 0x3F));
	out[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

size_t utf8_repair(const char *s, size_t n, struct buf *out)
{
	size_t fixed = 0;
	while (n) {
		size_t ok = utf8_valid_prefix(s, n);
		buf_add(out, s, ok);
		s += ok, n -= ok;
		if (!n)
			break;
		uint32_t cp;
		int bad;
		size_t k = utf8_next((const unsigned char *)s, n, &cp, &bad);
		buf_add(out, "\xEF\xBF\xBD", 3);
		fixed++;
		s += k, n -= k;
	}
	return fixed;
}
