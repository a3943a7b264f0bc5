/*
 * TEMPORARY stand-in for the real extractor (branch `extract`), so that
 * mextract links and its tests run in the `warc` branch. Drop this file
 * when merging: the real lib/extract.c replaces it. It strips tags, drops
 * script/style/noscript, decodes a few entities and keeps block breaks.
 */
#include "extract.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "utf8.h"

struct extractor {
	struct buf tmp;
};

struct extractor *extractor_new(void) { return xcalloc(1, sizeof(struct extractor)); }

void extractor_free(struct extractor *x)
{
	if (!x)
		return;
	buf_release(&x->tmp);
	free(x);
}

static void put_space(struct buf *o, int nl)
{
	if (!o->len)
		return;
	char last = o->p[o->len - 1];
	if (nl) {
		while (o->len && o->p[o->len - 1] == ' ')
			o->len--;
		if (o->len && o->p[o->len - 1] != '\n')
			buf_putc(o, '\n');
	} else if (last != ' ' && last != '\n')
		buf_putc(o, ' ');
}

int extract_html(struct extractor *x, const char *html, size_t len,
                 const char *charset_hint, struct buf *out, struct extract_info *info)
{
	static const char *const blocks[] = {"p", "div", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6",
		"tr", "table", "section", "article", "header", "footer", "ul", "ol", "blockquote", "pre", "title"};
	struct buf *t = &x->tmp;
	buf_clear(t);
	memset(info, 0, sizeof *info);
	info->html_bytes = len;
	snprintf(info->charset, sizeof info->charset, "%s", charset_hint && *charset_hint ? charset_hint : "utf-8");
	size_t i = 0, title_start = 0;
	int in_title = 0;
	while (i < len) {
		char c = html[i];
		if (c == '<') {
			size_t j = i + 1;
			int close = j < len && html[j] == '/';
			if (close)
				j++;
			size_t ns = j;
			while (j < len && (isalnum((unsigned char)html[j]) || html[j] == '!'))
				j++;
			size_t nl = j - ns;
			const char *name = html + ns;
			const char *gt = memchr(html + j, '>', len - j);
			size_t after = gt ? (size_t)(gt - html) + 1 : len;
			if (nl == 3 && !strncmp(name, "!--", 3)) {
				const char *e = memmem(html + i, len - i, "-->", 3);
				after = e ? (size_t)(e - html) + 3 : len;
			} else if (!close && ((nl == 6 && (!strncasecmp(name, "script", 6))) || (nl == 5 && !strncasecmp(name, "style", 5))
			           || (nl == 8 && !strncasecmp(name, "noscript", 8)))) {
				char endtag[16];
				int el = snprintf(endtag, sizeof endtag, "</%.*s", (int)nl, name);
				size_t k = after;
				while (k + (size_t)el <= len && strncasecmp(html + k, endtag, (size_t)el))
					k++;
				const char *e = k + (size_t)el <= len ? memchr(html + k, '>', len - k) : NULL;
				after = e ? (size_t)(e - html) + 1 : len;
			} else if (nl == 5 && !strncasecmp(name, "title", 5)) {
				if (!close) {
					in_title = 1;
					title_start = t->len;
				} else if (in_title) {
					in_title = 0;
					size_t n = t->len - title_start;
					if (n >= sizeof info->title)
						n = sizeof info->title - 1;
					memcpy(info->title, t->p + title_start, n);
					info->title[n] = 0;
					t->len = title_start;
				}
			} else {
				for (size_t b = 0; b < sizeof blocks / sizeof blocks[0]; b++)
					if (strlen(blocks[b]) == nl && !strncasecmp(blocks[b], name, nl)) {
						put_space(t, 1);
						break;
					}
			}
			i = after;
			continue;
		}
		if (c == '&') {
			static const struct { const char *e; const char *s; } ent[] = {
				{"&amp;", "&"}, {"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&#39;", "'"}, {"&nbsp;", " "}, {"&apos;", "'"}};
			size_t k;
			for (k = 0; k < sizeof ent / sizeof ent[0]; k++) {
				size_t el = strlen(ent[k].e);
				if (len - i >= el && !strncmp(html + i, ent[k].e, el)) {
					buf_puts(t, ent[k].s);
					i += el;
					break;
				}
			}
			if (k < sizeof ent / sizeof ent[0])
				continue;
		}
		if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f')
			put_space(t, 0);
		else
			buf_putc(t, c);
		i++;
	}
	while (t->len && (t->p[t->len - 1] == ' ' || t->p[t->len - 1] == '\n'))
		t->len--;
	buf_clear(out);
	size_t s = 0;
	while (s < t->len && (t->p[s] == ' ' || t->p[s] == '\n'))
		s++;
	/* trim spaces at line starts */
	for (; s < t->len; s++) {
		if (t->p[s] == ' ' && (!out->len || out->p[out->len - 1] == '\n'))
			continue;
		buf_putc(out, t->p[s]);
	}
	if (out->len) {
		buf_clear(t);
		utf8_repair(out->p, out->len, t);
		buf_clear(out);
		buf_add(out, t->p, t->len);
	}
	info->fallback = 1;
	return 0;
}
