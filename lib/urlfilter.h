/*
 * urlfilter: drop pages by URL before they are parsed.
 *
 * Two rules. A blocklist of domains (one per line; '#' comments, blank
 * lines, and "*." or "." prefixes allowed) matches the URL's host and every
 * subdomain of it: blocking example.com blocks www.example.com, not
 * notexample.com. The domains live in an open-addressing hash set of
 * xxhash64 keys, so a lookup costs one hash per label of the host, whatever
 * the list size (UT1 and similar lists have millions of entries). And URLs
 * whose path ends in the extension of a binary or non-page file (.pdf .jpg
 * .zip .exe .mp4 .css .js ...) are dropped: those are not HTML pages even
 * when a server says they are.
 *
 * A struct urlfilter is read-only after loading: share it between threads.
 */
#ifndef MTK_URLFILTER_H
#define MTK_URLFILTER_H

#include <stddef.h>

enum { URL_OK = 0, URL_BLOCKED_DOMAIN = 1, URL_BINARY_EXT = 2 };

struct urlfilter;
struct urlfilter *urlfilter_new(void);                  /* empty: extensions only */
/* Add the domains listed in a file (plain or compressed). 0, or -1 with the
 * message naming file and line. */
int urlfilter_load(struct urlfilter *f, const char *path);
void urlfilter_add(struct urlfilter *f, const char *domain, size_t len);
size_t urlfilter_size(const struct urlfilter *f);        /* domains held */
/* URL_OK, URL_BLOCKED_DOMAIN or URL_BINARY_EXT for url (NUL-terminated). */
int urlfilter_check(const struct urlfilter *f, const char *url);
void urlfilter_free(struct urlfilter *f);

/* The host part of url, lower-cased, without port or userinfo, into out.
 * Its length, or 0 when url has no host. */
size_t url_host(const char *url, char *out, size_t outsz);
/* Whether url's path ends in a binary file extension. */
int url_binary_ext(const char *url);

#endif
