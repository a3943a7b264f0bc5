/*
 * words: Unicode-aware word splitting and normalization.
 *
 * One definition of "word" for every tool that counts or hashes words
 * (quality rules, the quality classifier, later dedup shingles), so that
 * their numbers agree. Character classes come from utf8proc's Unicode
 * categories, with an ASCII table as the fast path:
 *
 *   space   Zs Zl Zp and the C0/C1 controls Python's str.isspace() accepts
 *           (\t \n \v \f \r \x1c-\x1f \x85)
 *   word    L* (letters), M* (marks), N* (numbers), Pc (connectors: "_")
 *   other   everything else: punctuation, symbols, other controls; an
 *           invalid UTF-8 byte counts as one "other" character
 *
 * A token is a maximal run of word characters, or a maximal run of "other"
 * characters ("...", "?!", "--"); spaces separate tokens and are not part
 * of any. This is close to NLTK's word_tokenize (which datatrove's English
 * filters use) on ordinary prose: punctuation is split off words, runs of
 * it stay together. Unlike NLTK, contractions stay split at the apostrophe
 * ("don", "'", "t") and there is no language-specific model.
 *
 * Lengths are counted in code points, as Python's len() counts them, so
 * ratios match the published (Python) rule definitions.
 *
 * Normalization (words_norm) lowercases with utf8proc_tolower code point by
 * code point; the classifier hashes tokens lowercased the same way (inline,
 * without the copy).
 *
 * The caller owns struct words and reuses it across documents (no malloc
 * per document once the array has grown).
 */
#ifndef MTK_WORDS_H
#define MTK_WORDS_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"

enum {
	WC_SPACE = 1,   /* separates tokens */
	WC_WORD = 2,    /* letter, mark, number, connector */
	WC_ALPHA = 4,   /* letter (L*): Python's str.isalpha() */
	WC_OTHER = 8,   /* punctuation, symbol, control, invalid byte */
	WC_NL = 16,     /* a line break for str.splitlines() */
};

struct word {
	uint32_t off;     /* byte offset in the text */
	uint32_t len;     /* bytes */
	uint32_t nchars;  /* code points */
	uint8_t is_word;  /* 1: run of word characters; 0: run of "other" */
	uint8_t alpha;    /* contains at least one letter */
};

struct words {
	struct word *w;
	size_t n, cap;
};

#define WORDS_INIT {0, 0, 0}

/* Decode one code point at s[0..n) (n >= 1): returns bytes consumed (>= 1)
 * and its class bits in *cls. An invalid sequence consumes one byte and is
 * WC_OTHER with *cp = 0xFFFD. */
size_t words_char(const unsigned char *s, size_t n, int32_t *cp, int *cls);

/* Class bits of code point cp. */
int words_class(int32_t cp);

/* Split text[0..n) into tokens, replacing ws's contents. Texts over 4 GiB
 * are split only up to 4 GiB (offsets are 32-bit). Returns ws->n. */
size_t words_split(struct words *ws, const char *text, size_t n);

/* Code points in s[0..n) (an invalid byte counts as one). */
size_t words_nchars(const char *s, size_t n);

/* 1 when s[0..n) is valid UTF-8 (no surrogates, no overlongs). */
int words_valid_utf8(const char *s, size_t n);

/* Append the lowercased form of s[0..n) to out. */
void words_norm(struct buf *out, const char *s, size_t n);

/* Python's str.strip() bounds: advance *s / shrink *n past leading and
 * trailing space characters. */
void words_strip(const char **s, size_t *n);

/* Lines as Python's str.splitlines() cuts them (\n, \r, \r\n, \v, \f,
 * \x1c-\x1e, U+0085, U+2028, U+2029). Iterate with pos = 0:
 *   while (words_nextline(text, n, &pos, &line, &len)) ...
 * The line excludes its terminator; a final terminator yields no empty
 * last line (as in Python). */
int words_nextline(const char *text, size_t n, size_t *pos, const char **line, size_t *len);

void words_release(struct words *ws);

#endif
