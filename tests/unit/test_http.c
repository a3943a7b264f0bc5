/* test_http: status line and headers, chunked and gzip bodies (whole,
 * broken, mislabelled), br and zstd bodies, content types, HTML sniffing. */
#include <brotli/encode.h>
#include <libdeflate.h>
#include <stdint.h>
#include <zstd.h>
#include <string.h>

#include "buf.h"
#include "http.h"
#include "t.h"

static struct http *h;

static int parse(const char *s, struct http_resp *r)
{
	return http_parse(h, s, strlen(s), r);
}

static void test_status_headers(void)
{
	struct http_resp r;
	CHECK_INT(parse("HTTP/1.1 404 Not Found\r\nContent-Type: Text/HTML; Charset=\"ISO-8859-1\"\r\n"
		"X-Foo: bar\r\n\r\n<html>", &r), ==, 0);
	CHECK_INT(r.status, ==, 404);
	CHECK_STR(r.mime, "text/html");
	CHECK_STR(r.charset, "iso-8859-1");
	CHECK_INT(r.body_len, ==, 6);
	CHECK_MEM(r.body, "<html>", 6);
	char v[32];
	CHECK_INT(http_header(&r, "x-foo", v, sizeof v), ==, 1);
	CHECK_STR(v, "bar");
	CHECK_INT(http_header(&r, "x-bar", v, sizeof v), ==, 0);
	/* LF-only, no body, HTTP/1.0, no headers at all */
	CHECK_INT(parse("HTTP/1.0 301 Moved\nLocation: /x\n\n", &r), ==, 0);
	CHECK_INT(r.status, ==, 301);
	CHECK_INT(r.body_len, ==, 0);
	CHECK_INT(parse("HTTP/1.1 200 OK\r\n", &r), ==, 0);
	CHECK_INT(r.body_len, ==, 0);
	/* not HTTP */
	CHECK_INT(parse("GET / HTTP/1.1\r\n\r\n", &r), ==, -1);
	CHECK_INT(parse("HTTP/1.1 2x0 OK\r\n\r\n", &r), ==, -1);
	CHECK_INT(parse("", &r), ==, -1);
}

static void test_chunked(void)
{
	struct http_resp r;
	CHECK_INT(parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
		"5\r\nhello\r\n7;ext=1\r\n, world\r\n0\r\nTrailer: x\r\n\r\n", &r), ==, 0);
	CHECK(r.chunked);
	CHECK_INT(r.body_flags, ==, 0);
	CHECK_INT(r.body_len, ==, 12);
	CHECK_MEM(r.body, "hello, world", 12);
	/* hex sizes in either case, LF only */
	CHECK_INT(parse("HTTP/1.1 200 OK\nTransfer-Encoding: Chunked\n\nA\n0123456789\nb\n0123456789a\n0\n\n", &r), ==, 0);
	CHECK_INT(r.body_len, ==, 21);
	CHECK_INT(r.body_flags, ==, 0);
	/* labelled chunked, but sent plain: kept as sent */
	CHECK_INT(parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n<html>hi</html>", &r), ==, 0);
	CHECK_INT(r.body_flags, ==, HTTP_BAD_CHUNKS);
	CHECK_INT(r.body_len, ==, 15);
	CHECK_MEM(r.body, "<html>hi</html>", 15);
	/* cut short inside a chunk: what is there */
	CHECK_INT(parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n20\r\nabc", &r), ==, 0);
	CHECK_INT(r.body_flags, ==, HTTP_BAD_CHUNKS);
	CHECK_INT(r.body_len, ==, 8);
	CHECK_MEM(r.body, "helloabc", 8);
	/* no final 0 chunk */
	CHECK_INT(parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\n", &r), ==, 0);
	CHECK_INT(r.body_len, ==, 3);
	CHECK_INT(r.body_flags, ==, HTTP_BAD_CHUNKS);
	/* garbage after a chunk */
	CHECK_INT(parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabcXYZ", &r), ==, 0);
	CHECK_INT(r.body_len, ==, 3);
	CHECK_INT(r.body_flags, ==, HTTP_BAD_CHUNKS);
	/* a size that does not fit anything */
	CHECK_INT(parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffffff\r\nabc", &r), ==, 0);
	CHECK_INT(r.body_flags, ==, HTTP_BAD_CHUNKS);
}

static void test_gzip(void)
{
	const char *html = "<html><body><p>compressed page compressed page compressed page</p></body></html>";
	struct libdeflate_compressor *c = libdeflate_alloc_compressor(6);
	char gz[512];
	size_t gn = libdeflate_gzip_compress(c, html, strlen(html), gz, sizeof gz);
	char zl[512];
	size_t zn = libdeflate_zlib_compress(c, html, strlen(html), zl, sizeof zl);
	char raw[512];
	size_t rn = libdeflate_deflate_compress(c, html, strlen(html), raw, sizeof raw);
	libdeflate_free_compressor(c);
	struct buf b = BUF_INIT;
	struct http_resp r;
	buf_puts(&b, "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Type: text/html\r\n\r\n");
	size_t hl = b.len;
	buf_add(&b, gz, gn);
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_STR(r.encoding, "gzip");
	CHECK_INT(r.body_flags, ==, 0);
	CHECK_INT(r.body_len, ==, strlen(html));
	CHECK_MEM(r.body, html, strlen(html));
	/* truncated gzip: the prefix that inflated, flagged */
	CHECK_INT(http_parse(h, b.p, b.len - 12, &r), ==, 0);
	CHECK_INT(r.body_flags, ==, HTTP_BAD_ENCODING);
	CHECK_INT(r.body_len, <=, strlen(html));
	/* gzip said, plain sent (crawler already decoded): left alone */
	b.len = hl;
	buf_puts(&b, html);
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_INT(r.body_flags, ==, 0);
	CHECK_MEM(r.body, html, strlen(html));
	/* deflate: zlib-wrapped and raw, both seen in the wild */
	buf_clear(&b);
	buf_puts(&b, "HTTP/1.1 200 OK\r\nContent-Encoding: deflate\r\n\r\n");
	hl = b.len;
	buf_add(&b, zl, zn);
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_INT(r.body_len, ==, strlen(html));
	b.len = hl;
	buf_add(&b, raw, rn);
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_INT(r.body_len, ==, strlen(html));
	CHECK_MEM(r.body, html, strlen(html));
	/* chunked and gzip together */
	buf_clear(&b);
	buf_printf(&b, "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nContent-Encoding: gzip\r\n\r\n%zx\r\n", gn);
	buf_add(&b, gz, gn);
	buf_puts(&b, "\r\n0\r\n\r\n");
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_INT(r.body_flags, ==, 0);
	CHECK_MEM(r.body, html, strlen(html));
	/* unknown encoding */
	CHECK_INT(parse("HTTP/1.1 200 OK\r\nContent-Encoding: compress\r\n\r\n\x1f\x9d\x90", &r), ==, 0);
	CHECK_INT(r.body_flags, ==, HTTP_UNKNOWN_ENCODING);
	/* gzip that is corrupt from the first byte: nothing decoded, said so */
	buf_clear(&b);
	buf_puts(&b, "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\n\r\n\x1f\x8b\x08\xff\xff\xff");
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_INT(r.body_flags, ==, HTTP_BAD_ENCODING | HTTP_UNDECODED);
	/* a gzip bomb: decoding stops past HTTP_BODY_MAX and says so, not as a
	 * silently shorter page (issue 27 W2) */
	size_t big = HTTP_BODY_MAX + (1 << 20);
	char *zeros = calloc(1, big);
	struct libdeflate_compressor *c1 = libdeflate_alloc_compressor(1);
	size_t cap = libdeflate_gzip_compress_bound(c1, big);
	char *bomb = malloc(cap);
	size_t bn = libdeflate_gzip_compress(c1, zeros, big, bomb, cap);
	libdeflate_free_compressor(c1);
	free(zeros);
	buf_clear(&b);
	buf_puts(&b, "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Type: text/html\r\n\r\n");
	buf_add(&b, bomb, bn);
	free(bomb);
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_INT(r.body_flags, ==, HTTP_TOO_LARGE);
	CHECK(r.body_len > HTTP_BODY_MAX);
	/* a lower maximum (mextract's --max-record) stops it sooner, so the
	 * decoded page takes no more memory than a record may */
	http_set_max_body(h, 1 << 20);
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_INT(r.body_flags, ==, HTTP_TOO_LARGE);
	CHECK_INT(r.body_len, ==, (1 << 20) + 1);
	http_set_max_body(h, 0);
	buf_release(&b);
}

/* Content-Encoding: br (built here with libbrotli's encoder) and zstd */
static void test_brotli_zstd(void)
{
	struct buf html = BUF_INIT, b = BUF_INIT;
	for (int i = 0; i < 200; i++)
		buf_printf(&html, "<p>paragraph %d of a page sent brotli-compressed</p>\n", i);
	size_t cn = BrotliEncoderMaxCompressedSize(html.len);
	uint8_t *c = malloc(cn);
	CHECK(BrotliEncoderCompress(5, 22, BROTLI_MODE_TEXT, html.len, (const uint8_t *)html.p, &cn, c));
	CHECK_INT(cn, <, html.len / 4);
	struct http_resp r;
	buf_puts(&b, "HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Encoding: br\r\n\r\n");
	size_t hl = b.len;
	buf_add(&b, c, cn);
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_STR(r.encoding, "br");
	CHECK_INT(r.body_flags, ==, 0);
	CHECK_INT(r.body_len, ==, html.len);
	CHECK_MEM(r.body, html.p, html.len);
	CHECK(http_is_html(&r));
	/* cut short: the prefix that decoded, flagged */
	CHECK_INT(http_parse(h, b.p, b.len - cn / 2, &r), ==, 0);
	CHECK_INT(r.body_flags, ==, HTTP_BAD_ENCODING);
	CHECK_INT(r.body_len, <, html.len);
	CHECK_MEM(r.body, html.p, r.body_len);
	/* corrupt from the start: nothing decoded, the flag says so, no crash */
	b.len = hl;
	buf_puts(&b, "\xff\xff\xff\xff garbage that is not brotli");
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_INT(r.body_flags, ==, HTTP_BAD_ENCODING | HTTP_UNDECODED);
	/* labelled br, sent plain (a crawler decoded it): kept as sent */
	b.len = hl;
	buf_add(&b, html.p, html.len);
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_INT(r.body_flags, ==, 0);
	CHECK_INT(r.body_len, ==, html.len);
	/* zstd */
	size_t zb = ZSTD_compressBound(html.len);
	char *z = malloc(zb);
	size_t zn = ZSTD_compress(z, zb, html.p, html.len, 3);
	b.len = hl - strlen("br\r\n\r\n");
	buf_puts(&b, "zstd\r\n\r\n");
	buf_add(&b, z, zn);
	CHECK_INT(http_parse(h, b.p, b.len, &r), ==, 0);
	CHECK_INT(r.body_flags, ==, 0);
	CHECK_MEM(r.body, html.p, html.len);
	CHECK_INT(http_parse(h, b.p, b.len - zn / 2, &r), ==, 0);
	CHECK(r.body_flags & HTTP_BAD_ENCODING);
	free(z);
	free(c);
	buf_release(&html);
	buf_release(&b);
}

static void test_types(void)
{
	CHECK(http_is_response_ctype("application/http; msgtype=response"));
	CHECK(http_is_response_ctype("application/http;msgtype=response"));
	CHECK(http_is_response_ctype("Application/HTTP; msgtype=\"response\""));
	CHECK(http_is_response_ctype("application/http"));
	CHECK(!http_is_response_ctype("application/http; msgtype=request"));
	CHECK(!http_is_response_ctype("text/html"));
	CHECK(!http_is_response_ctype("application/https"));
	struct http_resp r;
	parse("HTTP/1.1 200 OK\r\nContent-Type: application/xhtml+xml\r\n\r\nx", &r);
	CHECK(http_is_html(&r));
	parse("HTTP/1.1 200 OK\r\nContent-Type: image/png\r\n\r\n<html>", &r);
	CHECK(!http_is_html(&r));
	parse("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n<html>", &r);
	CHECK(!http_is_html(&r));
	parse("HTTP/1.1 200 OK\r\n\r\n\xef\xbb\xbf  \n<!DOCTYPE HTML><p>", &r);
	CHECK(http_is_html(&r));
	parse("HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\n\r\n<HTML>", &r);
	CHECK(http_is_html(&r));
	parse("HTTP/1.1 200 OK\r\n\r\n%PDF-1.4", &r);
	CHECK(!http_is_html(&r));
	parse("HTTP/1.1 200 OK\r\n\r\n", &r);
	CHECK(!http_is_html(&r));
	CHECK(http_sniff_html("<?xml version=\"1.0\"?>\n<html xmlns=\"x\">", 38));
	CHECK(!http_sniff_html("<?xml version=\"1.0\"?><rss>", 26));
	CHECK(!http_sniff_html("{\"a\":1}", 7));
}

int main(void)
{
	h = http_new();
	TEST(test_status_headers);
	TEST(test_chunked);
	TEST(test_gzip);
	TEST(test_brotli_zstd);
	TEST(test_types);
	http_free(h);
	return t_done();
}
