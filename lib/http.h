/*
 * http: the HTTP response inside a WARC response record.
 *
 * http_parse() reads the status line and headers, and returns the payload
 * decoded: chunked transfer-encoding undone, gzip/deflate (zlib), br
 * (libbrotli) and zstd content-encoding decoded. Crawled bytes are often
 * wrong about themselves, so decoding is tolerant: a body labelled chunked
 * that is not is kept as sent, chunking broken half-way keeps what decoded,
 * a truncated compressed body keeps what decoded, a body labelled
 * compressed that is plain HTML is kept as sent; body_flags says which
 * happened. Only input that is not an HTTP response at all is an error.
 *
 * Ownership: struct http holds reusable scratch (one per thread). The
 * struct http_resp it fills borrows from the input record and from that
 * scratch, valid until the next http_parse() on the same struct http.
 */
#ifndef MTK_HTTP_H
#define MTK_HTTP_H

#include <stddef.h>

enum {
	HTTP_BAD_CHUNKS = 1,      /* Transfer-Encoding: chunked, but the chunking is broken */
	HTTP_BAD_ENCODING = 2,    /* Content-Encoding could not be (fully) decoded */
	HTTP_UNKNOWN_ENCODING = 4,/* Content-Encoding we do not decode (compress, ...): body left encoded */
	HTTP_UNDECODED = 8,       /* with HTTP_BAD_ENCODING: nothing decoded (corrupt from
	                             the first byte); body is the raw encoded bytes */
	HTTP_TOO_LARGE = 16       /* Content-Encoding decodes to more than the maximum
	                             (http_set_max_body): body is its first bytes, cut
	                             a little past it */
};

#define HTTP_BODY_MAX ((size_t)64 << 20)   /* the largest maximum of a decoded body (a gzip bomb) */

struct http_resp {
	int status;               /* 200, 404, ... */
	char mime[64];            /* media type of Content-Type, lower case ("" when absent) */
	char charset[32];         /* its charset parameter, lower case ("" when absent) */
	char encoding[16];        /* Content-Encoding, lower case ("" for identity) */
	int chunked;              /* Transfer-Encoding: chunked was given */
	int body_flags;           /* HTTP_BAD_* */
	const char *headers;      /* the header lines (after the status line), raw */
	size_t headers_len;
	const char *body;         /* the decoded payload */
	size_t body_len;
};

struct http;
struct http *http_new(void);
void http_free(struct http *h);
/* A Content-Encoding body that decodes to more than max bytes is cut
 * (HTTP_TOO_LARGE), so the memory it takes is bounded by max; 0, or over
 * HTTP_BODY_MAX (the default): HTTP_BODY_MAX. */
void http_set_max_body(struct http *h, size_t max);

/* Parse p[0..n), a response as stored in a WARC record block. 0, or -1
 * (message set) when p does not start with an HTTP status line. */
int http_parse(struct http *h, const char *p, size_t n, struct http_resp *r);

/* A WARC resource record's block (a page stored without its HTTP
 * exchange: wget --warc-file, Webrecorder) as a response with no headers:
 * status 200, mime and charset from the record's Content-Type, body the
 * block (borrowed). */
void http_resource(const char *warc_ctype, const char *p, size_t n, struct http_resp *r);

/* The value of header name (case-insensitive) in r->headers, trimmed, into
 * out (at most outsz-1 bytes). 1 found, 0 not. */
int http_header(const struct http_resp *r, const char *name, char *out, size_t outsz);

/* Whether the WARC Content-Type names an HTTP response:
 * "application/http; msgtype=response", ClueWeb's form without the space,
 * or "application/http" without msgtype. */
int http_is_response_ctype(const char *warc_ctype);

/* HTML by Content-Type (text/html, application/xhtml+xml), or by sniffing
 * the first bytes when the type is absent or generic (text/plain,
 * application/octet-stream, unknown). */
int http_is_html(const struct http_resp *r);
int http_sniff_html(const char *p, size_t n);

#endif
