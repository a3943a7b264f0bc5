/*
 * urlfilter: see urlfilter.h. The set stores 64-bit hashes only (a false
 * positive needs an xxhash64 collision between a host suffix and a listed
 * domain: about 1 in 10^12 for a million-entry list).
 */
#include "urlfilter.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <xxhash.h>

#include "buf.h"
#include "err.h"
#include "stream.h"
#include "utf8.h"

struct urlfilter {
	uint64_t *slot;      /* 0 = empty; a hash of 0 is stored as 1 */
	size_t cap, n;
};

struct urlfilter *urlfilter_new(void)
{
	return xcalloc(1, sizeof(struct urlfilter));
}

void urlfilter_free(struct urlfilter *f)
{
	if (!f)
		return;
	free(f->slot);
	free(f);
}

size_t urlfilter_size(const struct urlfilter *f) { return f->n; }

static uint64_t key(const char *s, size_t n)
{
	uint64_t h = XXH64(s, n, 0);
	return h ? h : 1;
}

static void put(struct urlfilter *f, uint64_t h)
{
	size_t m = f->cap - 1, i = (size_t)h & m;
	while (f->slot[i]) {
		if (f->slot[i] == h)
			return;
		i = (i + 1) & m;
	}
	f->slot[i] = h;
	f->n++;
}

static int has(const struct urlfilter *f, uint64_t h)
{
	if (!f->cap)
		return 0;
	size_t m = f->cap - 1, i = (size_t)h & m;
	while (f->slot[i]) {
		if (f->slot[i] == h)
			return 1;
		i = (i + 1) & m;
	}
	return 0;
}

void urlfilter_add(struct urlfilter *f, const char *d, size_t len)
{
	while (len && isspace((unsigned char)*d)) {
		d++;
		len--;
	}
	while (len && isspace((unsigned char)d[len - 1]))
		len--;
	if (len >= 2 && d[0] == '*' && d[1] == '.') {
		d += 2;
		len -= 2;
	}
	while (len && d[0] == '.') {
		d++;
		len--;
	}
	while (len && d[len - 1] == '.')
		len--;
	if (!len || len > 253)
		return;
	char low[256];
	for (size_t i = 0; i < len; i++)
		low[i] = (char)tolower((unsigned char)d[i]);
	if ((f->n + 1) * 2 > f->cap) {          /* keep the load under 1/2 */
		size_t oc = f->cap;
		uint64_t *old = f->slot;
		f->cap = oc ? oc * 2 : 1024;
		f->slot = xcalloc(f->cap, sizeof *f->slot);
		f->n = 0;
		for (size_t i = 0; i < oc; i++)
			if (old[i])
				put(f, old[i]);
		free(old);
	}
	put(f, key(low, len));
}

int urlfilter_load(struct urlfilter *f, const char *path)
{
	struct rd *r = rd_open(path);
	if (!r)
		return -1;
	struct buf line = BUF_INIT;
	int rc;
	unsigned long long no = 0;
	while ((rc = rd_getline(r, &line)) > 0) {
		no++;
		if (rc == RD_LONG)
			continue;   /* no host is that long */
		char *s = line.p;
		char *hash = memchr(s, '#', line.len);
		size_t n = hash ? (size_t)(hash - s) : line.len;
		/* a control byte or invalid UTF-8 is no host: not a list (a binary file given by mistake) */
		int bad = utf8_valid_prefix(s, n) != n;
		for (size_t i = 0; i < n && !bad; i++)
			bad = ((unsigned char)s[i] < 0x20 && s[i] != '\t' && s[i] != '\r') || s[i] == 0x7f;
		if (bad) {
			rc = mtk_seterr("%s:%llu: not a host name (a control byte or invalid UTF-8): a list of"
			                " hosts, one a line, is wanted", path, no);
			break;
		}
		urlfilter_add(f, s, n);
	}
	buf_release(&line);
	rd_close(r);
	return rc < 0 ? -1 : 0;
}

size_t url_host(const char *url, char *out, size_t outsz)
{
	const char *p = strstr(url, "://");
	p = p ? p + 3 : url;
	size_t end = strcspn(p, "/?#");
	/* userinfo@host:port */
	const char *at = memchr(p, '@', end);
	if (at) {
		end -= (size_t)(at + 1 - p);
		p = at + 1;
	}
	size_t hl = end;
	if (hl && p[0] == '[') {               /* [v6]:port */
		const char *rb = memchr(p, ']', hl);
		hl = rb ? (size_t)(rb - p) + 1 : hl;
	} else {
		const char *colon = memchr(p, ':', hl);
		if (colon)
			hl = (size_t)(colon - p);
	}
	while (hl && p[hl - 1] == '.')
		hl--;
	if (!hl || hl >= outsz)
		return 0;
	for (size_t i = 0; i < hl; i++)
		out[i] = (char)tolower((unsigned char)p[i]);
	out[hl] = 0;
	return hl;
}

int url_binary_ext(const char *url)
{
	static const char *const ext[] = {
		"pdf", "jpg", "jpeg", "png", "gif", "bmp", "tif", "tiff", "webp", "ico", "svg",
		"zip", "gz", "tgz", "bz2", "xz", "7z", "rar", "tar", "zst",
		"exe", "msi", "dmg", "apk", "iso", "bin", "deb", "rpm", "jar",
		"mp3", "mp4", "m4a", "m4v", "avi", "mov", "mkv", "wmv", "flv", "ogg", "wav", "webm", "flac",
		"doc", "docx", "xls", "xlsx", "ppt", "pptx", "odt", "ods", "odp", "rtf", "epub",
		"woff", "woff2", "ttf", "otf", "eot", "css", "js", "json", "xml", "rss", "swf",
	};
	const char *p = strstr(url, "://");
	p = p ? p + 3 : url;
	size_t end = strcspn(p, "?#");
	const char *slash = memchr(p, '/', end);
	if (!slash)
		return 0;
	const char *seg = slash;
	for (const char *q = slash; q < p + end; q++)
		if (*q == '/')
			seg = q + 1;
	const char *dot = NULL;
	for (const char *q = seg; q < p + end; q++)
		if (*q == '.')
			dot = q;
	if (!dot)
		return 0;
	size_t el = (size_t)(p + end - dot - 1);
	for (size_t i = 0; i < sizeof ext / sizeof ext[0]; i++)
		if (strlen(ext[i]) == el && !strncasecmp(dot + 1, ext[i], el))
			return 1;
	return 0;
}

int urlfilter_check(const struct urlfilter *f, const char *url)
{
	if (f && f->n) {
		char host[256];
		size_t hl = url_host(url, host, sizeof host);
		/* the host, then each parent domain: a.b.example.com, b.example.com, ... */
		for (size_t i = 0; i < hl;) {
			if (has(f, key(host + i, hl - i)))
				return URL_BLOCKED_DOMAIN;
			const char *dot = memchr(host + i, '.', hl - i);
			if (!dot)
				break;
			i = (size_t)(dot - host) + 1;
		}
	}
	return url_binary_ext(url) ? URL_BINARY_EXT : URL_OK;
}
