/*
 * utf8: validation and repair of UTF-8, the only text encoding inside mtk.
 *
 * utf8_next follows the Unicode standard's "maximal subpart" rule: an
 * invalid sequence yields U+FFFD and consumes the longest prefix that could
 * have started a valid sequence (at least one byte), so repair is the same
 * as in browsers and Python's errors="replace".
 */
#ifndef MTK_UTF8_H
#define MTK_UTF8_H

#include <stddef.h>
#include <stdint.h>
#include "buf.h"

#define UTF8_REPLACEMENT 0xFFFDu

/* Decode one code point at s[0..n), n >= 1. Returns the bytes consumed and
 * stores the code point, or U+FFFD with *bad = 1 for an invalid sequence. */
size_t utf8_next(const unsigned char *s, size_t n, uint32_t *cp, int *bad);
/* Length of the valid UTF-8 prefix of s[0..n) (n when all valid). */
size_t utf8_valid_prefix(const char *s, size_t n);
/* Encode cp (<= 0x10FFFF, not a surrogate) into out; returns 1..4. */
size_t utf8_encode(uint32_t cp, char out[4]);
/* Append s with every invalid sequence replaced by U+FFFD; returns the
 * number of replacements. */
size_t utf8_repair(const char *s, size_t n, struct buf *out);

#endif
