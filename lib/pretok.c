/* pretok: GPT-2 and cl100k pre-tokenization scanners; see pretok.h. */
#include "pretok.h"

#include <string.h>
#include <utf8proc.h>

/* ASCII classes: letters, digits, the six ASCII White_Space characters
 * (\t \n \v \f \r and space); everything else is "other". */
static const unsigned char ascii_cls[128] = {
	['\t'] = PT_SPACE, ['\n'] = PT_SPACE, ['\v'] = PT_SPACE, ['\f'] = PT_SPACE,
	['\r'] = PT_SPACE, [' '] = PT_SPACE,
	['0'] = PT_NUMBER, ['1'] = PT_NUMBER, ['2'] = PT_NUMBER, ['3'] = PT_NUMBER,
	['4'] = PT_NUMBER, ['5'] = PT_NUMBER, ['6'] = PT_NUMBER, ['7'] = PT_NUMBER,
	['8'] = PT_NUMBER, ['9'] = PT_NUMBER,
#define L PT_LETTER
	['A'] = L, ['B'] = L, ['C'] = L, ['D'] = L, ['E'] = L, ['F'] = L, ['G'] = L,
	['H'] = L, ['I'] = L, ['J'] = L, ['K'] = L, ['L'] = L, ['M'] = L, ['N'] = L,
	['O'] = L, ['P'] = L, ['Q'] = L, ['R'] = L, ['S'] = L, ['T'] = L, ['U'] = L,
	['V'] = L, ['W'] = L, ['X'] = L, ['Y'] = L, ['Z'] = L,
	['a'] = L, ['b'] = L, ['c'] = L, ['d'] = L, ['e'] = L, ['f'] = L, ['g'] = L,
	['h'] = L, ['i'] = L, ['j'] = L, ['k'] = L, ['l'] = L, ['m'] = L, ['n'] = L,
	['o'] = L, ['p'] = L, ['q'] = L, ['r'] = L, ['s'] = L, ['t'] = L, ['u'] = L,
	['v'] = L, ['w'] = L, ['x'] = L, ['y'] = L, ['z'] = L,
#undef L
};

static int cp_class(int32_t c)
{
	switch (c) {   /* White_Space above ASCII */
	case 0x85: case 0xa0: case 0x1680: case 0x2028: case 0x2029: case 0x202f:
	case 0x205f: case 0x3000:
		return PT_SPACE;
	}
	if (c >= 0x2000 && c <= 0x200a)
		return PT_SPACE;
	switch (utf8proc_category(c)) {
	case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LL: case UTF8PROC_CATEGORY_LT:
	case UTF8PROC_CATEGORY_LM: case UTF8PROC_CATEGORY_LO:
		return PT_LETTER;
	case UTF8PROC_CATEGORY_ND: case UTF8PROC_CATEGORY_NL: case UTF8PROC_CATEGORY_NO:
		return PT_NUMBER;
	default:
		return PT_OTHER;
	}
}

static inline int cont(unsigned char b) { return (b & 0xc0) == 0x80; }

size_t pretok_char(const unsigned char *p, size_t n, int *cls)
{
	unsigned char b = p[0];
	if (b < 0x80) {
		*cls = ascii_cls[b];
		return 1;
	}
	int32_t c;
	size_t len;
	if (b >= 0xc2 && b <= 0xdf && n >= 2 && cont(p[1])) {
		c = (b & 0x1f) << 6 | (p[1] & 0x3f);
		len = 2;
	} else if (b >= 0xe0 && b <= 0xef && n >= 3 && cont(p[1]) && cont(p[2]) &&
		   (b != 0xe0 || p[1] >= 0xa0) && (b != 0xed || p[1] < 0xa0)) {
		c = (b & 0x0f) << 12 | (p[1] & 0x3f) << 6 | (p[2] & 0x3f);
		len = 3;
	} else if (b >= 0xf0 && b <= 0xf4 && n >= 4 && cont(p[1]) && cont(p[2]) && cont(p[3]) &&
		   (b != 0xf0 || p[1] >= 0x90) && (b != 0xf4 || p[1] < 0x90)) {
		c = (b & 0x07) << 18 | (p[1] & 0x3f) << 12 | (p[2] & 0x3f) << 6 | (p[3] & 0x3f);
		len = 4;
	} else {
		*cls = PT_OTHER;
		return 1;
	}
	*cls = cp_class(c);
	return len;
}

/* Bytes of the run of class cls at p[0..n). */
static inline size_t run(const unsigned char *p, size_t n, int cls)
{
	size_t i = 0;
	while (i < n) {
		if (p[i] < 0x80) {
			if (ascii_cls[p[i]] != cls)
				break;
			i++;
			continue;
		}
		int c;
		size_t l = pretok_char(p + i, n - i, &c);
		if (c != cls)
			break;
		i += l;
	}
	return i;
}

/* \s+(?!\S)|\s+ at a whitespace character of length l0: the whole run at
 * the end of the text; else the run less its last character when that
 * leaves at least one (the last one goes with what follows); else the one
 * character. */
static size_t space_run(const unsigned char *p, size_t n, size_t l0, size_t *nl_end)
{
	size_t i = l0, last = 0;
	*nl_end = (p[0] == '\r' || p[0] == '\n') ? 1 : 0;
	while (i < n) {
		int c;
		size_t l = pretok_char(p + i, n - i, &c);
		if (c != PT_SPACE)
			break;
		if (p[i] == '\r' || p[i] == '\n')
			*nl_end = i + 1;
		last = i;
		i += l;
	}
	if (i == n)
		return n;
	return last ? last : l0;
}

static size_t gpt2(const unsigned char *p, size_t n)
{
	if (p[0] == '\'' && n >= 2) {
		unsigned char a = p[1];
		if (a == 's' || a == 't' || a == 'm' || a == 'd')
			return 2;
		if (n >= 3 && ((a == 'r' && p[2] == 'e') || (a == 'v' && p[2] == 'e') || (a == 'l' && p[2] == 'l')))
			return 3;
	}
	if (p[0] == ' ' && n >= 2) {
		int c1;
		size_t l1 = pretok_char(p + 1, n - 1, &c1);
		if (c1 != PT_SPACE)
			return 1 + l1 + run(p + 1 + l1, n - 1 - l1, c1);
	}
	int c0;
	size_t l0 = pretok_char(p, n, &c0);
	if (c0 != PT_SPACE)
		return l0 + run(p + l0, n - l0, c0);
	size_t nl;
	return space_run(p, n, l0, &nl);
}

static inline unsigned char lower(unsigned char c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }

static size_t crlf(const unsigned char *p, size_t n, size_t i)
{
	while (i < n && (p[i] == '\r' || p[i] == '\n'))
		i++;
	return i;
}

static size_t cl100k(const unsigned char *p, size_t n)
{
	if (p[0] == '\'' && n >= 2) {
		unsigned char a = lower(p[1]);
		if (a == 's' || a == 't' || a == 'm' || a == 'd')
			return 2;
		if (n >= 3 && p[1] == 0xc5 && p[2] == 0xbf)   /* U+017F long s: (?i)s matches it */
			return 3;
		if (n >= 3) {
			unsigned char b = lower(p[2]);
			if ((a == 'r' && b == 'e') || (a == 'v' && b == 'e') || (a == 'l' && b == 'l'))
				return 3;
		}
	}
	int c0;
	size_t l0 = pretok_char(p, n, &c0);
	/* [^\r\n\p{L}\p{N}]?+\p{L}+ */
	if (c0 == PT_LETTER)
		return l0 + run(p + l0, n - l0, PT_LETTER);
	if (c0 != PT_NUMBER && p[0] != '\r' && p[0] != '\n' && l0 < n) {
		int c1;
		size_t l1 = pretok_char(p + l0, n - l0, &c1);
		if (c1 == PT_LETTER)
			return l0 + l1 + run(p + l0 + l1, n - l0 - l1, PT_LETTER);
	}
	/* \p{N}{1,3} */
	if (c0 == PT_NUMBER) {
		size_t i = l0;
		for (int k = 1; k < 3 && i < n; k++) {
			int c;
			size_t l = pretok_char(p + i, n - i, &c);
			if (c != PT_NUMBER)
				break;
			i += l;
		}
		return i;
	}
	/*  ?[^\s\p{L}\p{N}]++[\r\n]* */
	if (p[0] == ' ' && n >= 2) {
		int c1;
		size_t l1 = pretok_char(p + 1, n - 1, &c1);
		if (c1 == PT_OTHER) {
			size_t i = 1 + l1;
			i += run(p + i, n - i, PT_OTHER);
			return crlf(p, n, i);
		}
	}
	if (c0 == PT_OTHER) {
		size_t i = l0 + run(p + l0, n - l0, PT_OTHER);
		return crlf(p, n, i);
	}
	/* \s*[\r\n] | \s+(?!\S) | \s+ */
	size_t nl, r = space_run(p, n, l0, &nl);
	return nl ? nl : r;
}

size_t pretok_next(int pattern, const unsigned char *p, size_t n)
{
	return pattern == PRETOK_CL100K ? cl100k(p, n) : gpt2(p, n);
}

int pretok_pattern_by_name(const char *name)
{
	if (!strcmp(name, "gpt2") || !strcmp(name, "r50k") || !strcmp(name, "p50k"))
		return PRETOK_GPT2;
	if (!strcmp(name, "cl100k"))
		return PRETOK_CL100K;
	return -1;
}

const char *pretok_pattern_name(int pattern)
{
	return pattern == PRETOK_CL100K ? "cl100k" : "gpt2";
}

const char *pretok_regex(int pattern)
{
	if (pattern == PRETOK_CL100K)
		return "'(?i:[sdmt]|ll|ve|re)|[^\\r\\n\\p{L}\\p{N}]?+\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]++[\\r\\n]*"
		       "|\\s*[\\r\\n]|\\s+(?!\\S)|\\s+";
	return "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+";
}
