/*
 * pretok: pre-tokenization, the regex split that runs before byte-level BPE.
 *
 * Text is cut into pieces exactly where tiktoken's regex would cut it, and
 * BPE then runs on each piece alone. Three patterns:
 *
 *   GPT-2 (r50k/p50k):
 *     's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
 *   cl100k:
 *     '(?i:[sdmt]|ll|ve|re)|[^\r\n\p{L}\p{N}]?+\p{L}+|\p{N}{1,3}|
 *     ?[^\s\p{L}\p{N}]++[\r\n]*|\s*[\r\n]|\s+(?!\S)|\s+
 *   o200k (U = [\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}], W = [\p{Ll}\p{Lm}\p{Lo}\p{M}],
 *   C = (?i:'s|'t|'re|'ve|'m|'ll|'d), P = [^\r\n\p{L}\p{N}]):
 *     P?U*W+C?|P?U+W*C?|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|
 *     \s+(?!\S)|\s+
 *   where the backtracking of P?U*W+ is worked out by hand (pretok.c).
 *
 * Why not a regex engine: the scanners are hand-written state machines over
 * character classes (a byte table for ASCII, a 2-bit table of the Basic
 * Multilingual Plane filled from utf8proc's categories on first use, and
 * utf8proc itself above it), 2-3.5x faster than PCRE2-JIT running the same pattern
 * (tests/bench/pretok_speed), allocation-free, and with no regex
 * dependency at run time. tests/unit/test_pretok.c runs PCRE2 with
 * the same pattern over real corpora and random text and requires identical
 * cuts.
 *
 * Classes, as in tiktoken (Rust regex): \p{L} = Lu Ll Lt Lm Lo,
 * \p{N} = Nd Nl No, \s = the Unicode White_Space property (which includes
 * U+0085; PCRE2's \s does not, so the test spells \s out as a class).
 * Invalid UTF-8: each bad byte is one character of no class (neither
 * letter, digit nor space), so any bytes split, and BPE still round-trips.
 */
#ifndef MTK_PRETOK_H
#define MTK_PRETOK_H

#include <stddef.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

enum pretok_pattern { PRETOK_GPT2 = 0, PRETOK_CL100K = 1, PRETOK_O200K = 2 };

/* Length in bytes (>= 1) of the piece that starts at p, where p[0..n) is
 * the rest of the text (n >= 1). Pieces tile the text: call again at
 * p + returned length. */
size_t pretok_next(int pattern, const unsigned char *p, size_t n);

/* Character classes used by the scanners (exposed for tests and training). */
enum { PT_OTHER = 0, PT_LETTER = 1, PT_NUMBER = 2, PT_SPACE = 3 };
/* Decode one character at p[0..n): its class in *cls, its length returned
 * (1 for an invalid byte). */
size_t pretok_char(const unsigned char *p, size_t n, int *cls);

/* pretok_next with the commonest case inline: an ASCII word, alone or after
 * one space, ended by an ASCII byte (GPT-2 and cl100k cut it the same way).
 * With SSE2 the word's end is found 16 bytes at a time, without a branch
 * per letter (whose last one the predictor always misses). */
extern const unsigned char pretok_byte_class[256];   /* PT_* of ASCII bytes; 4 for bytes >= 0x80 */
static inline size_t pretok_next_fast(int pattern, const unsigned char *p, size_t n)
{
	if (pattern != PRETOK_O200K) {
		size_t i = p[0] == ' ' && n > 1;
#ifdef __SSE2__
		if (n - i > 16) {
			__m128i v = _mm_loadu_si128((const __m128i *)(p + i));
			/* (b | 0x20) - 'a' < 26 exactly for [A-Za-z] */
			__m128i y = _mm_sub_epi8(_mm_or_si128(v, _mm_set1_epi8(0x20)), _mm_set1_epi8('a'));
			__m128i letter = _mm_cmpeq_epi8(_mm_min_epu8(y, _mm_set1_epi8(25)), y);
			unsigned end = ~(unsigned)_mm_movemask_epi8(letter);   /* bit 16 set: stops the count */
			unsigned e = (unsigned)__builtin_ctz(end);
			if (e > 0 && e < 16 && p[i + e] < 0x80)
				return i + e;
		}
#endif
		if (pretok_byte_class[p[i]] == PT_LETTER) {
			for (i++; i < n && pretok_byte_class[p[i]] == PT_LETTER; i++)
				;
			if (i == n || p[i] < 0x80)
				return i;
		}
	}
	return pretok_next(pattern, p, n);
}

/* Pattern by name ("gpt2", "r50k", "p50k", "cl100k", "o200k"): the enum, or -1. */
int pretok_pattern_by_name(const char *name);
const char *pretok_pattern_name(int pattern);
/* The regex itself, for documentation and the PCRE2 cross-check. */
const char *pretok_regex(int pattern);

#endif
