/* pretok: GPT-2, cl100k and o200k pre-tokenization scanners; see pretok.h. */
#include "pretok.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
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

/* The classes of the Basic Multilingual Plane, two bits each (16 KB),
 * filled from utf8proc once per process: utf8proc_category walks two
 * tables per call, and text in Cyrillic, Greek or with typographic quotes
 * and dashes asks for every character. */
static unsigned char bmp_cls[0x10000 / 4];
static atomic_int bmp_ready;
static pthread_once_t bmp_once = PTHREAD_ONCE_INIT;

static void bmp_fill(void)
{
	for (int32_t c = 0; c < 0x10000; c++)
		bmp_cls[c >> 2] |= (unsigned char)(cp_class(c) << 2 * (c & 3));
	atomic_store_explicit(&bmp_ready, 1, memory_order_release);
}

/* Every entry point calls this before it classifies a character. */
static inline void bmp_need(void)
{
	if (!atomic_load_explicit(&bmp_ready, memory_order_acquire))
		pthread_once(&bmp_once, bmp_fill);
}

static inline int bmp_class(int32_t c) { return bmp_cls[c >> 2] >> 2 * (c & 3) & 3; }

static inline int cont(unsigned char b) { return (b & 0xc0) == 0x80; }

static inline size_t char_cls(const unsigned char *p, size_t n, int *cls)
{
	unsigned char b = p[0];
	if (b < 0x80) {
		*cls = ascii_cls[b];
		return 1;
	}
	if (b >= 0xc2 && b <= 0xdf && n >= 2 && cont(p[1])) {
		*cls = bmp_class((b & 0x1f) << 6 | (p[1] & 0x3f));
		return 2;
	} else if (b >= 0xe0 && b <= 0xef && n >= 3 && cont(p[1]) && cont(p[2]) &&
		   (b != 0xe0 || p[1] >= 0xa0) && (b != 0xed || p[1] < 0xa0)) {
		*cls = bmp_class((b & 0x0f) << 12 | (p[1] & 0x3f) << 6 | (p[2] & 0x3f));
		return 3;
	} else if (b >= 0xf0 && b <= 0xf4 && n >= 4 && cont(p[1]) && cont(p[2]) && cont(p[3]) &&
		   (b != 0xf0 || p[1] >= 0x90) && (b != 0xf4 || p[1] < 0x90)) {
		*cls = cp_class((b & 0x07) << 18 | (p[1] & 0x3f) << 12 | (p[2] & 0x3f) << 6 | (p[3] & 0x3f));
		return 4;
	}
	*cls = PT_OTHER;
	return 1;
}

size_t pretok_char(const unsigned char *p, size_t n, int *cls)
{
	bmp_need();
	return char_cls(p, n, cls);
}

/* Class of a byte that is a whole character, or PT_MULTI for a byte that
 * starts (or is not) a multi-byte sequence. */
enum { PT_MULTI = 4 };
#define O PT_OTHER
#define L PT_LETTER
#define N PT_NUMBER
#define S PT_SPACE
#define M PT_MULTI
const unsigned char pretok_byte_class[256] = {
	O, O, O, O, O, O, O, O, O, S, S, S, S, S, O, O,
	O, O, O, O, O, O, O, O, O, O, O, O, O, O, O, O,
	S, O, O, O, O, O, O, O, O, O, O, O, O, O, O, O,
	N, N, N, N, N, N, N, N, N, N, O, O, O, O, O, O,
	O, L, L, L, L, L, L, L, L, L, L, L, L, L, L, L,
	L, L, L, L, L, L, L, L, L, L, L, O, O, O, O, O,
	O, L, L, L, L, L, L, L, L, L, L, L, L, L, L, L,
	L, L, L, L, L, L, L, L, L, L, L, O, O, O, O, O,
	M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
	M, M, M, M, M, M, M, M, M, M, M, M, M, M, M, M,
};
#undef O
#undef L
#undef N
#undef S
#undef M

static inline size_t char_at(const unsigned char *p, size_t n, int *cls)
{
	if (p[0] < 0x80) {
		*cls = ascii_cls[p[0]];
		return 1;
	}
	return char_cls(p, n, cls);
}

/* Bytes of the run of class cls at p[0..n). */
static inline size_t run(const unsigned char *p, size_t n, int cls)
{
	size_t i = 0;
	for (;;) {
		while (i < n && pretok_byte_class[p[i]] == cls)
			i++;
		if (i >= n || p[i] < 0x80)
			return i;
		int c;
		size_t l = char_cls(p + i, n - i, &c);
		if (c != cls)
			return i;
		i += l;
	}
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
		size_t l = char_cls(p + i, n - i, &c);
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
		size_t l1 = char_at(p + 1, n - 1, &c1);
		if (c1 != PT_SPACE)
			return 1 + l1 + run(p + 1 + l1, n - 1 - l1, c1);
	}
	int c0;
	size_t l0 = char_at(p, n, &c0);
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
	size_t l0 = char_cls(p, n, &c0);
	/* [^\r\n\p{L}\p{N}]?+\p{L}+ */
	if (c0 == PT_LETTER)
		return l0 + run(p + l0, n - l0, PT_LETTER);
	if (c0 != PT_NUMBER && p[0] != '\r' && p[0] != '\n' && l0 < n) {
		int c1;
		size_t l1 = char_cls(p + l0, n - l0, &c1);
		if (c1 == PT_LETTER)
			return l0 + l1 + run(p + l0 + l1, n - l0 - l1, PT_LETTER);
	}
	/* \p{N}{1,3} */
	if (c0 == PT_NUMBER) {
		size_t i = l0;
		for (int k = 1; k < 3 && i < n; k++) {
			int c;
			size_t l = char_cls(p + i, n - i, &c);
			if (c != PT_NUMBER)
				break;
			i += l;
		}
		return i;
	}
	/*  ?[^\s\p{L}\p{N}]++[\r\n]* */
	if (p[0] == ' ' && n >= 2) {
		int c1;
		size_t l1 = char_cls(p + 1, n - 1, &c1);
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

/* o200k's finer classes: the letter categories and marks apart. */
enum { K_O, K_LU, K_LL, K_LB, K_MK, K_N, K_S };   /* LU: Lu Lt; LB: Lm Lo; MK: Mn Mc Me */

static size_t char_k(const unsigned char *p, size_t n, int *k)
{
	int c;
	if (p[0] < 0x80) {
		c = ascii_cls[p[0]];
		*k = c == PT_LETTER ? (p[0] >= 'a' ? K_LL : K_LU) : c == PT_NUMBER ? K_N : c == PT_SPACE ? K_S : K_O;
		return 1;
	}
	size_t l = char_cls(p, n, &c);
	if (c == PT_SPACE || c == PT_NUMBER) {
		*k = c == PT_SPACE ? K_S : K_N;
		return l;
	}
	if (l == 1) {   /* invalid byte */
		*k = K_O;
		return 1;
	}
	int32_t cp = l == 2 ? (p[0] & 0x1f) << 6 | (p[1] & 0x3f) :
		l == 3 ? (p[0] & 0x0f) << 12 | (p[1] & 0x3f) << 6 | (p[2] & 0x3f) :
		(p[0] & 0x07) << 18 | (p[1] & 0x3f) << 12 | (p[2] & 0x3f) << 6 | (p[3] & 0x3f);
	switch (utf8proc_category(cp)) {
	case UTF8PROC_CATEGORY_LU: case UTF8PROC_CATEGORY_LT: *k = K_LU; break;
	case UTF8PROC_CATEGORY_LL: *k = K_LL; break;
	case UTF8PROC_CATEGORY_LM: case UTF8PROC_CATEGORY_LO: *k = K_LB; break;
	case UTF8PROC_CATEGORY_MN: case UTF8PROC_CATEGORY_MC: case UTF8PROC_CATEGORY_ME: *k = K_MK; break;
	default: *k = K_O;
	}
	return l;
}

static inline int k_upper(int k) { return k == K_LU || k == K_LB || k == K_MK; }
static inline int k_lower(int k) { return k == K_LL || k == K_LB || k == K_MK; }
static inline int k_letter(int k) { return k == K_LU || k == K_LL || k == K_LB; }

/* End of the run of characters with pred at p[i..n). */
static size_t run_k(const unsigned char *p, size_t n, size_t i, int (*pred)(int))
{
	while (i < n) {
		int k;
		size_t l = char_k(p + i, n - i, &k);
		if (!pred(k))
			break;
		i += l;
	}
	return i;
}

/* (?i:'s|'t|'re|'ve|'m|'ll|'d)? at p[i..n): the end. */
static size_t contraction(const unsigned char *p, size_t n, size_t i)
{
	if (i + 1 >= n || p[i] != '\'')
		return i;
	unsigned char a = lower(p[i + 1]);
	if (a == 's' || a == 't' || a == 'm' || a == 'd')
		return i + 2;
	if (i + 2 < n && p[i + 1] == 0xc5 && p[i + 2] == 0xbf)   /* U+017F long s */
		return i + 3;
	if (i + 2 < n) {
		unsigned char b = lower(p[i + 2]);
		if ((a == 'r' && b == 'e') || (a == 'v' && b == 'e') || (a == 'l' && b == 'l'))
			return i + 3;
	}
	return i;
}

/* U*W+ at q (greedy U*, giving back until W+ can start): its end, or 0. */
static size_t upper_lower(const unsigned char *p, size_t n, size_t q)
{
	size_t i = q, last_w = SIZE_MAX, last_w_len = 0;
	int k = K_O;
	size_t l = 0;
	while (i < n) {
		l = char_k(p + i, n - i, &k);
		if (!k_upper(k))
			break;
		if (k_lower(k))
			last_w = i, last_w_len = l;
		i += l;
	}
	if (i < n && k_lower(k))
		return run_k(p, n, i, k_lower);
	if (last_w != SIZE_MAX)
		return last_w + last_w_len;   /* the U run's last W-class character alone */
	return 0;
}

/* U+W* at q: its end, or 0. */
static size_t upper_then_lower(const unsigned char *p, size_t n, size_t q)
{
	int k;
	if (q >= n)
		return 0;
	char_k(p + q, n - q, &k);
	if (!k_upper(k))
		return 0;
	size_t i = run_k(p, n, q, k_upper);
	return run_k(p, n, i, k_lower);
}

static size_t o200k(const unsigned char *p, size_t n)
{
	int k0;
	size_t l0 = char_k(p, n, &k0);
	int is_p = !k_letter(k0) && k0 != K_N && p[0] != '\r' && p[0] != '\n';
	for (int alt = 0; alt < 2; alt++) {
		for (int take = 1; take >= 0; take--) {
			if (take && !is_p)
				continue;
			size_t q = take ? l0 : 0;
			size_t e = alt == 0 ? upper_lower(p, n, q) : upper_then_lower(p, n, q);
			if (e)
				return contraction(p, n, e);
		}
	}
	if (k0 == K_N) {   /* \p{N}{1,3} */
		size_t i = l0;
		for (int c = 1; c < 3 && i < n; c++) {
			int k;
			size_t l = char_k(p + i, n - i, &k);
			if (k != K_N)
				break;
			i += l;
		}
		return i;
	}
	/*  ?[^\s\p{L}\p{N}]+[\r\n/]* */
	size_t s = 0;
	if (p[0] == ' ' && n >= 2) {
		int k1;
		char_k(p + 1, n - 1, &k1);
		if (k1 == K_O || k1 == K_MK)
			s = 1;
	}
	int ks;
	if (s || k0 == K_O || k0 == K_MK) {
		size_t i = s;
		while (i < n) {
			size_t l = char_k(p + i, n - i, &ks);
			if (ks != K_O && ks != K_MK)
				break;
			i += l;
		}
		while (i < n && (p[i] == '\r' || p[i] == '\n' || p[i] == '/'))
			i++;
		return i;
	}
	/* \s*[\r\n]+ | \s+(?!\S) | \s+ */
	size_t nl, r = space_run(p, n, l0, &nl);
	return nl ? nl : r;
}

size_t pretok_next(int pattern, const unsigned char *p, size_t n)
{
	bmp_need();
	if (pattern == PRETOK_CL100K)
		return cl100k(p, n);
	if (pattern == PRETOK_O200K)
		return o200k(p, n);
	return gpt2(p, n);
}

int pretok_pattern_by_name(const char *name)
{
	if (!strcmp(name, "gpt2") || !strcmp(name, "r50k") || !strcmp(name, "p50k"))
		return PRETOK_GPT2;
	if (!strcmp(name, "cl100k"))
		return PRETOK_CL100K;
	if (!strcmp(name, "o200k"))
		return PRETOK_O200K;
	return -1;
}

const char *pretok_pattern_name(int pattern)
{
	return pattern == PRETOK_CL100K ? "cl100k" : pattern == PRETOK_O200K ? "o200k" : "gpt2";
}

const char *pretok_regex(int pattern)
{
	if (pattern == PRETOK_O200K)
		return "[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+"
		       "(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+"
		       "[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\\p{N}{1,3}"
		       "| ?[^\\s\\p{L}\\p{N}]+[\\r\\n/]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+";
	if (pattern == PRETOK_CL100K)
		return "'(?i:[sdmt]|ll|ve|re)|[^\\r\\n\\p{L}\\p{N}]?+\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]++[\\r\\n]*"
		       "|\\s*[\\r\\n]|\\s+(?!\\S)|\\s+";
	return "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+";
}
