/*
 * http: see http.h. Decoding writes into scratch buffers owned by struct
 * http; an undecoded body is returned in place (no copy).
 */
#include "http.h"

#include <brotli/decode.h>
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <zlib.h>
#include <zstd.h>

#include "buf.h"
#include "err.h"

struct http {
	size_t max_body;          /* a decoded body stops past this (a gzip bomb) */
	struct buf chunks, inflated;
	z_stream z;
	int z_init;
	ZSTD_DCtx *zs;
};

struct http *http_new(void)
{
	struct http *h = xcalloc(1, sizeof(struct http));
	h->max_body = HTTP_BODY_MAX;
	return h;
}

void http_set_max_body(struct http *h, size_t max)
{
	h->max_body = max && max < HTTP_BODY_MAX ? max : HTTP_BODY_MAX;
}

void http_free(struct http *h)
{
	if (!h)
		return;
	buf_release(&h->chunks);
	buf_release(&h->inflated);
	if (h->z_init)
		inflateEnd(&h->z);
	ZSTD_freeDCtx(h->zs);
	free(h);
}

/* Copy s[0..n) lower-cased and trimmed into out. */
static void lower_copy(char *out, size_t outsz, const char *s, size_t n)
{
	while (n && (*s == ' ' || *s == '\t' || *s == '"' || *s == '\'')) {
		s++;
		n--;
	}
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r' || s[n - 1] == '"' || s[n - 1] == '\''))
		n--;
	if (n >= outsz)
		n = outsz - 1;
	for (size_t i = 0; i < n; i++)
		out[i] = (char)tolower((unsigned char)s[i]);
	out[n] = 0;
}

/* Content-Type: "text/html; charset=UTF-8" -> mime, charset. */
static void parse_ctype(struct http_resp *r, const char *v, size_t n)
{
	const char *semi = memchr(v, ';', n);
	lower_copy(r->mime, sizeof r->mime, v, semi ? (size_t)(semi - v) : n);
	while (semi) {
		const char *p = semi + 1, *end = v + n;
		semi = memchr(p, ';', (size_t)(end - p));
		const char *pe = semi ? semi : end;
		while (p < pe && (*p == ' ' || *p == '\t'))
			p++;
		if (pe - p > 8 && !strncasecmp(p, "charset=", 8))
			lower_copy(r->charset, sizeof r->charset, p + 8, (size_t)(pe - p - 8));
	}
}

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c |= 0x20;
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

/* Undo chunked transfer-encoding into out. 0 when the chunking is whole,
 * 1 when it broke after some chunks (out has what decoded), -1 when the
 * body does not look chunked at all. */
static int dechunk(const char *p, size_t n, struct buf *out)
{
	size_t i = 0;
	int nchunks = 0;
	buf_clear(out);
	for (;;) {
		/* size line: hex digits, optional ";ext", CRLF */
		size_t sz = 0;
		int digits = 0;
		while (i < n && (p[i] == ' ' || p[i] == '\t'))
			i++;
		while (i < n && hexval((unsigned char)p[i]) >= 0) {
			if (sz > ((size_t)1 << 40))
				return nchunks ? 1 : -1;
			sz = sz * 16 + (size_t)hexval((unsigned char)p[i]);
			i++;
			digits++;
		}
		if (!digits)
			return nchunks ? 1 : -1;
		/* then optional blanks, optional ";extensions", CRLF or LF */
		while (i < n && (p[i] == ' ' || p[i] == '\t'))
			i++;
		if (i < n && p[i] == ';')
			while (i < n && p[i] != '\n')
				i++;
		else if (i < n && p[i] == '\r')
			i++;
		if (i >= n || p[i] != '\n')
			return nchunks ? 1 : -1;
		i++;
		if (sz == 0)
			return 0;     /* last chunk; trailers ignored */
		if (sz > n - i) {
			/* a record truncated mid-chunk: keep what is there */
			buf_add(out, p + i, n - i);
			return 1;
		}
		buf_add(out, p + i, sz);
		i += sz;
		nchunks++;
		if (i < n && p[i] == '\r')
			i++;
		if (i < n && p[i] == '\n')
			i++;
		else if (i < n)
			return 1;
		if (i >= n)
			return 1;     /* no terminating 0 chunk */
	}
}

/* Output space for a decoder's next call: what out has free (less its
 * NUL), but no more than one byte past max, where decoding stops. */
static size_t room(const struct buf *out, size_t max)
{
	size_t free_ = out->cap - out->len - 1, left = max + 1 - out->len;
	if (left > (1u << 30))
		left = 1u << 30;
	return free_ < left ? free_ : left;
}

/* Inflate gzip or zlib or raw deflate into out; 0 whole, 1 partial, 2 cut
 * past h->max_body, -1 nothing decoded. */
static int inflate_body(struct http *h, const char *p, size_t n, int raw, struct buf *out)
{
	buf_clear(out);
	if (!h->z_init) {
		if (inflateInit2(&h->z, 15 + 32) != Z_OK)
			return -1;
		h->z_init = 1;
	}
	inflateReset2(&h->z, raw ? -15 : 15 + 32);
	h->z.next_in = (unsigned char *)p;
	h->z.avail_in = (uInt)(n > (1u << 30) ? (1u << 30) : n);
	int zr;
	do {
		buf_grow(out, n * 4 + 4096);
		h->z.next_out = (unsigned char *)out->p + out->len;
		h->z.avail_out = (uInt)room(out, h->max_body);
		size_t before = h->z.avail_out;
		zr = inflate(&h->z, Z_NO_FLUSH);
		out->len += before - h->z.avail_out;
		out->p[out->len] = 0;
		if (out->len > h->max_body)
			return 2;
	} while (zr == Z_OK);
	if (zr == Z_STREAM_END)
		return 0;
	return out->len ? 1 : -1;
}

/* Brotli into out; 0 whole, 1 partial (cut short, or corrupt after some
 * output), 2 cut past max, -1 nothing decoded. libbrotli 1.0 has no reset, so a decoder
 * per body: br bodies are rare in crawls (Common Crawl stores them
 * decoded), the allocation does not weigh. */
static int brotli_body(const char *p, size_t n, size_t max, struct buf *out)
{
	buf_clear(out);
	BrotliDecoderState *st = BrotliDecoderCreateInstance(NULL, NULL, NULL);
	if (!st)
		return -1;
	const uint8_t *in = (const uint8_t *)p;
	size_t avail_in = n;
	BrotliDecoderResult br;
	int rc = -1;
	do {
		buf_grow(out, n * 4 + 4096);
		uint8_t *o = (uint8_t *)out->p + out->len;
		size_t avail_out = room(out, max), before = avail_out;
		br = BrotliDecoderDecompressStream(st, &avail_in, &in, &avail_out, &o, NULL);
		out->len += before - avail_out;
		out->p[out->len] = 0;
		if (out->len > max) {
			rc = 2;
			goto done;
		}
	} while (br == BROTLI_DECODER_RESULT_NEEDS_MORE_OUTPUT);
	if (br == BROTLI_DECODER_RESULT_SUCCESS)
		rc = 0;
	else
		rc = out->len ? 1 : -1;
done:
	BrotliDecoderDestroyInstance(st);
	return rc;
}

/* zstd (Content-Encoding: zstd, RFC 8878) into out; as brotli_body. */
static int zstd_body(struct http *h, const char *p, size_t n, struct buf *out)
{
	buf_clear(out);
	if (!h->zs)
		h->zs = ZSTD_createDCtx();
	ZSTD_DCtx_reset(h->zs, ZSTD_reset_session_only);
	ZSTD_inBuffer ib = {p, n, 0};
	size_t zr;
	do {
		buf_grow(out, n * 4 + 4096);
		ZSTD_outBuffer ob = {out->p + out->len, room(out, h->max_body), 0};
		zr = ZSTD_decompressStream(h->zs, &ob, &ib);
		out->len += ob.pos;
		out->p[out->len] = 0;
		if (ZSTD_isError(zr))
			break;
		if (out->len > h->max_body)
			return 2;
		if (zr && ib.pos == ib.size && ob.pos < ob.size)
			break;    /* cut short */
	} while (zr);
	if (!ZSTD_isError(zr) && !zr)
		return 0;
	return out->len ? 1 : -1;
}

int http_parse(struct http *h, const char *p, size_t n, struct http_resp *r)
{
	memset(r, 0, sizeof *r);
	if (n < 12 || memcmp(p, "HTTP/", 5))
		return mtk_seterr("not an HTTP response (no HTTP/ status line)");
	size_t i = 5;
	while (i < n && p[i] != ' ' && p[i] != '\n')
		i++;
	while (i < n && p[i] == ' ')
		i++;
	int st = 0, d = 0;
	while (i < n && d < 3 && p[i] >= '0' && p[i] <= '9') {
		st = st * 10 + (p[i++] - '0');
		d++;
	}
	if (d != 3)
		return mtk_seterr("bad HTTP status line");
	r->status = st;
	const char *nl = memchr(p + i, '\n', n - i);
	if (!nl) {
		r->body = p + n;
		return 0;
	}
	size_t hstart = (size_t)(nl - p) + 1, j = hstart, bstart = n, hend = n;
	/* header lines up to the first empty line */
	while (j < n) {
		const char *e = memchr(p + j, '\n', n - j);
		size_t le = e ? (size_t)(e - p) : n;
		size_t len = le - j;
		if (len && p[le - 1] == '\r')
			len--;
		if (len == 0) {
			hend = j;
			bstart = e ? le + 1 : n;
			break;
		}
		const char *colon = memchr(p + j, ':', len);
		if (colon) {
			size_t nl_ = (size_t)(colon - (p + j));
			const char *v = colon + 1;
			size_t vl = len - nl_ - 1;
			while (vl && (*v == ' ' || *v == '\t')) {
				v++;
				vl--;
			}
			if (nl_ == 12 && !strncasecmp(p + j, "Content-Type", 12))
				parse_ctype(r, v, vl);
			else if (nl_ == 17 && !strncasecmp(p + j, "Transfer-Encoding", 17)) {
				for (size_t k = 0; k + 7 <= vl; k++)
					if (!strncasecmp(v + k, "chunked", 7))
						r->chunked = 1;
			} else if (nl_ == 16 && !strncasecmp(p + j, "Content-Encoding", 16))
				lower_copy(r->encoding, sizeof r->encoding, v, vl);
		}
		j = e ? le + 1 : n;
	}
	r->headers = p + hstart;
	r->headers_len = hend - hstart;
	r->body = p + bstart;
	r->body_len = n - bstart;
	if (r->chunked) {
		int c = dechunk(r->body, r->body_len, &h->chunks);
		if (c < 0) {
			r->body_flags |= HTTP_BAD_CHUNKS;     /* not chunked after all */
		} else {
			if (c > 0)
				r->body_flags |= HTTP_BAD_CHUNKS;
			r->body = h->chunks.p ? h->chunks.p : "";
			r->body_len = h->chunks.len;
		}
	}
	const char *enc = r->encoding;
	if (*enc && strcmp(enc, "identity") && strcmp(enc, "none")) {
		int gz = !strcmp(enc, "gzip") || !strcmp(enc, "x-gzip");
		int defl = !strcmp(enc, "deflate");
		/* A body that says gzip but is plain (the crawler already decoded
		 * it, Common Crawl style) is left alone. */
		int looks_gz = r->body_len >= 2 && (unsigned char)r->body[0] == 0x1f && (unsigned char)r->body[1] == 0x8b;
		int br = !strcmp(enc, "br"), zs = !strcmp(enc, "zstd");
		if ((gz && looks_gz) || defl || br || zs) {
			int c;
			if (br)
				c = brotli_body(r->body, r->body_len, h->max_body, &h->inflated);
			else if (zs)
				c = zstd_body(h, r->body, r->body_len, &h->inflated);
			else {
				c = inflate_body(h, r->body, r->body_len, 0, &h->inflated);
				if (c < 0 && defl)
					c = inflate_body(h, r->body, r->body_len, 1, &h->inflated);
			}
			if (c < 0 && http_sniff_html(r->body, r->body_len)) {
				/* labelled compressed, sent plain: left alone, as for gzip */
			} else if (c < 0) {
				r->body_flags |= HTTP_BAD_ENCODING | HTTP_UNDECODED;
			} else {
				if (c == 2)
					r->body_flags |= HTTP_TOO_LARGE;
				else if (c > 0)
					r->body_flags |= HTTP_BAD_ENCODING;
				r->body = h->inflated.p;
				r->body_len = h->inflated.len;
			}
		} else if (!gz) {
			r->body_flags |= HTTP_UNKNOWN_ENCODING;
		}
	}
	return 0;
}

void http_resource(const char *ct, const char *p, size_t n, struct http_resp *r)
{
	memset(r, 0, sizeof *r);
	r->status = 200;
	parse_ctype(r, ct, strlen(ct));
	r->headers = p;
	r->body = p;
	r->body_len = n;
}

int http_header(const struct http_resp *r, const char *name, char *out, size_t outsz)
{
	size_t nlen = strlen(name), j = 0, n = r->headers_len;
	const char *p = r->headers;
	while (j < n) {
		const char *e = memchr(p + j, '\n', n - j);
		size_t le = e ? (size_t)(e - p) : n;
		if (le - j > nlen && p[j + nlen] == ':' && !strncasecmp(p + j, name, nlen)) {
			const char *v = p + j + nlen + 1;
			size_t vl = le - j - nlen - 1;
			while (vl && (*v == ' ' || *v == '\t')) {
				v++;
				vl--;
			}
			while (vl && (v[vl - 1] == '\r' || v[vl - 1] == ' '))
				vl--;
			if (outsz) {
				if (vl >= outsz)
					vl = outsz - 1;
				memcpy(out, v, vl);
				out[vl] = 0;
			}
			return 1;
		}
		j = le + 1;
	}
	return 0;
}

int http_is_response_ctype(const char *ct)
{
	if (strncasecmp(ct, "application/http", 16))
		return 0;
	const char *p = ct + 16;
	while (*p == ' ')
		p++;
	if (!*p)
		return 1;
	if (*p != ';')
		return 0;
	const char *m = strcasestr(p, "msgtype");
	if (!m)
		return 1;
	m += 7;
	while (*m == ' ' || *m == '=' || *m == '"')
		m++;
	return !strncasecmp(m, "response", 8);
}

int http_sniff_html(const char *p, size_t n)
{
	static const char *const tags[] = {
		"<!doctype html", "<html", "<head", "<body", "<title", "<script",
		"<iframe", "<h1", "<div", "<font", "<table", "<a ", "<style", "<b>",
		"<br", "<p>", "<p ", "<!--", "<meta", "<link",
	};
	size_t i = 0;
	if (n >= 3 && !memcmp(p, "\xef\xbb\xbf", 3))
		i = 3;
	while (i < n && (p[i] == ' ' || p[i] == '\t' || p[i] == '\r' || p[i] == '\n' || p[i] == '\f'))
		i++;
	for (size_t t = 0; t < sizeof tags / sizeof tags[0]; t++) {
		size_t l = strlen(tags[t]);
		if (n - i >= l && !strncasecmp(p + i, tags[t], l))
			return 1;
	}
	/* XHTML served as XML */
	if (n - i >= 5 && !strncasecmp(p + i, "<?xml", 5)) {
		size_t lim = n - i < 1024 ? n - i : 1024;
		for (size_t k = i; k + 5 <= i + lim; k++)
			if (!strncasecmp(p + k, "<html", 5))
				return 1;
	}
	return 0;
}

int http_is_html(const struct http_resp *r)
{
	const char *m = r->mime;
	if (!strcmp(m, "text/html") || !strcmp(m, "application/xhtml+xml"))
		return 1;
	if (!*m || !strcmp(m, "application/octet-stream") || !strcmp(m, "unknown/unknown")
	    || !strcmp(m, "application/unknown") || !strcmp(m, "*/*"))
		return http_sniff_html(r->body, r->body_len);
	return 0;
}
