/*
 * extract: main-content text from one HTML page.
 *
 * Input is the raw HTTP payload (any charset); charset_hint is the charset
 * named by the HTTP Content-Type header, or NULL. The page is converted to
 * UTF-8 (see charset.h), parsed with libxml2's HTML parser, and the article
 * text is kept: navigation, headers, footers, menus, comment sections,
 * cookie banners, share widgets and related links are dropped.
 *
 * Output text keeps block structure: one paragraph per line, headings and
 * list items on their own lines, no blank-line runs, whitespace normalized,
 * valid UTF-8. An extractor object holds reusable scratch; use one per
 * thread.
 */
#ifndef MTK_EXTRACT_H
#define MTK_EXTRACT_H

#include <stddef.h>
#include "buf.h"

struct extract_info {
	char charset[32];     /* the charset the page was decoded from */
	char title[512];      /* <title>, UTF-8, whitespace-normalized */
	size_t html_bytes;    /* input size */
	int fallback;         /* 1 when no main content was found and the whole body text was used */
};

/* The most elements a page may have: the extractor keeps about 110 bytes
 * for each (a page of nothing but tags took 45 times its size); a page
 * with more is an error, found in bounded memory and time. Real pages have
 * one element per 50 bytes or more (a 1 MiB page, some 20,000). */
#define EXTRACT_MAX_ELEMENTS (1 << 20)

struct extractor;
struct extractor *extractor_new(void);
void extractor_free(struct extractor *x);

/* Extract into out (cleared first). 0 on success (out may be empty when the
 * page has no text), -1 when the page cannot be parsed or has more than
 * EXTRACT_MAX_ELEMENTS elements (message set). */
int extract_html(struct extractor *x, const char *html, size_t len,
                 const char *charset_hint, struct buf *out, struct extract_info *info);

/* For tuning and bug reports: append to out one line per block of the last
 * page extracted (kept or not, its weight, element, boilerplate ancestors,
 * character, link, word, stopword and punctuation counts, and its text). */
void extract_dump(const struct extractor *x, struct buf *out);

#endif
