/*
 * charset: decode a web page to UTF-8.
 *
 * Which charset a page is in is decided the way browsers do, in this order:
 * a byte-order mark, the HTTP Content-Type charset (the caller's hint), a
 * <meta charset> or <meta http-equiv=content-type> in the first few KB, and
 * finally the bytes themselves (valid UTF-8 -> utf-8, else a guess between
 * windows-1252, windows-1251 and gbk: charset_guess).
 * One deliberate deviation: a page declared as a single-byte Western charset
 * (windows-1252, latin1, ascii) whose bytes are valid UTF-8 with non-ASCII
 * characters in them is decoded as UTF-8, because that label is usually a
 * server default and the page was written in UTF-8.
 *
 * Names are normalized to the WHATWG encoding labels' canonical names
 * (iso-8859-1, latin1, us-ascii -> windows-1252; gb2312, x-gbk -> gbk; ...).
 *
 * Conversion uses glibc iconv (UTF-8 validation and repair: utf8.h); invalid or truncated sequences become U+FFFD,
 * never passed through, so the output is always valid UTF-8. A struct
 * charset_dec caches the last iconv descriptor: use one per thread, reuse it
 * across pages (no allocation per page once buffers have grown).
 */
#ifndef MTK_CHARSET_H
#define MTK_CHARSET_H

#include <stddef.h>
#include "buf.h"

/* The canonical name for a charset label (case-insensitive, surrounding
 * whitespace and quotes ignored), or NULL when the label is unknown. The
 * result is a static string. */
const char *charset_canon(const char *label, size_t len);

/* Decide the charset of p[0..n). hint is the HTTP charset label or NULL.
 * Returns a canonical name (static); *bom gets the number of BOM bytes to
 * skip (0 without one). */
const char *charset_sniff(const char *p, size_t n, const char *hint, size_t *bom);

/* For bytes that are not UTF-8 and declare nothing: windows-1251 when they
 * look like Cyrillic text, gbk when they look like double-byte CJK text,
 * else windows-1252. A byte-statistics guess on the first 64 KB of text
 * outside tags, not a detector: it only picks among these three. */
const char *charset_guess(const char *p, size_t n);

/* The charset named in a <meta> tag within p[0..n) (only the first 32 KB
 * are looked at), canonical, or NULL. */
const char *charset_from_meta(const char *p, size_t n);

struct charset_dec {
	void *cd;           /* iconv_t for cs, or NULL */
	const char *cs;     /* canonical name cd converts from */
};

#define CHARSET_DEC_INIT {0, 0}
void charset_dec_release(struct charset_dec *d);

/* Decode p[0..n) from charset cs (a canonical name from charset_canon or
 * charset_sniff) and append UTF-8 to out. 0 on success, -1 when iconv has no
 * converter for cs (message set; out unchanged). */
int charset_decode(struct charset_dec *d, const char *cs, const char *p, size_t n,
                   struct buf *out);

/* All of it: sniff, skip the BOM, decode. Sets *cs to the charset used.
 * Falls back to windows-1252 when the sniffed charset has no converter. */
void charset_to_utf8(struct charset_dec *d, const char *p, size_t n, const char *hint,
                     struct buf *out, const char **cs);

#endif
