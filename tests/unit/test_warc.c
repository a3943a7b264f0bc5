/* test_warc: the WARC reader on every shared test file (record counts from
 * shared/data/SOURCES.md), on damaged input built here, and the HTTP layer
 * on the files' quirks (chunked bodies, ClueWeb content types). */
#include <dirent.h>
#include <libdeflate.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#define ZDICT_STATIC_LINKING_ONLY
#include <zdict.h>
#include <zstd.h>

#include "buf.h"
#include "err.h"
#include "http.h"
#include "stream.h"
#include "t.h"
#include "warc.h"

struct count { int n, err, type[WARC_CONTINUATION + 1]; char firstmsg[512]; };

static void count_reader(struct warc *w, struct count *c)
{
	struct warc_rec r;
	int rc, guard = 0;
	memset(c, 0, sizeof *c);
	while ((rc = warc_next(w, &r)) != 0 && guard++ < 100000) {
		if (rc < 0) {
			if (!c->err)
				snprintf(c->firstmsg, sizeof c->firstmsg, "%s", mtk_errmsg());
			c->err++;
			continue;
		}
		c->n++;
		c->type[r.type]++;
	}
}

static int count_file(const char *rel, struct count *c)
{
	const char *p = t_shared(rel);
	if (!p)
		return -1;
	struct warc *w = warc_open(p);
	if (!w)
		return -1;
	count_reader(w, c);
	warc_close(w);
	return 0;
}

/* SOURCES.md, warc section: total, warcinfo, response, request, metadata, revisit, resource */
static const struct { const char *f; int n, info, resp, req, meta, rev, res; } expect[] = {
	{"warc/aeb-dev.warc.gz", 223, 1, 111, 111, 0, 0, 0},
	{"warc/resiliparse/warcfile.warc.gz", 50, 1, 16, 17, 16, 0, 0},
	{"warc/resiliparse/clueweb-quirk.warc.gz", 30, 1, 29, 0, 0, 0, 0},
	{"warc/resiliparse/block-sized-records.warc.gz", 3, 0, 0, 0, 0, 0, 0},
	{"warc/commoncrawl/whirlwind.warc.gz", 4, 1, 1, 1, 1, 0, 0},
	{"warc/commoncrawl/whirlwind.warc.wet.gz", 2, 1, 0, 0, 0, 0, 0},
	{"warc/commoncrawl/whirlwind.warc.wat.gz", 2, 1, 0, 0, 1, 0, 0},
	{"warc/dolma/sample-0000.warc.gz", 48, 1, 22, 22, 1, 0, 2},
	{"warc/dolma/sample-0001.warc.gz", 34, 1, 15, 15, 1, 0, 2},
	{"warc/pywb/iana.warc.gz", 343, 1, 48, 171, 0, 123, 0},
	{"warc/pywb/dupes.warc.gz", 25, 1, 3, 12, 0, 9, 0},
	{"warc/pywb/example-wpull.warc.gz", 4, 1, 1, 1, 0, 0, 1},
	{"warc/warcio/example.warc.gz", 6, 2, 1, 2, 0, 1, 0},
	{"warc/warcio/example.warc", 6, 2, 1, 2, 0, 1, 0},
	{"warc/warcio/example-iana.org-chunked.warc", 3, 1, 1, 1, 0, 0, 0},
	{"warc/warcio/example-wrong-chunks.warc.gz", 2, 0, 1, 1, 0, 0, 0},
	{"warc/warcio/example-bad-non-chunked.warc.gz", 6, 2, 1, 2, 0, 1, 0},
	{"warc/warcio/example-trunc.warc", 4, 2, 1, 1, 0, 0, 0},
	{"warc/warcio/example-digest.warc", 4, 0, 0, 4, 0, 0, 0},
	{"warc/warcio/example-resource.warc.gz", 3, 2, 0, 0, 0, 0, 1},
	{"warc/warcio/example-space-in-target-uri.warc.gz", 2, 1, 0, 0, 0, 0, 1},
	{"warc/warcio/example-wget-bad-target-uri.warc.gz", 6, 1, 1, 1, 1, 0, 2},
	{"warc/warcio/post-test.warc.gz", 6, 0, 3, 3, 0, 0, 0},
};

static void test_counts(void)
{
	if (!t_shared("warc/aeb-dev.warc.gz")) {
		printf("skip: shared data not found\n");
		return;
	}
	for (size_t i = 0; i < sizeof expect / sizeof expect[0]; i++) {
		struct count c;
		if (count_file(expect[i].f, &c) < 0) {
			T_FAIL("%s: missing or unreadable", expect[i].f);
			continue;
		}
		t_cur = expect[i].f;
		CHECK_INT(c.n, ==, expect[i].n);
		CHECK_INT(c.err, ==, 0);
		CHECK_INT(c.type[WARC_WARCINFO], ==, expect[i].info);
		CHECK_INT(c.type[WARC_RESPONSE], ==, expect[i].resp);
		CHECK_INT(c.type[WARC_REQUEST], ==, expect[i].req);
		CHECK_INT(c.type[WARC_METADATA], ==, expect[i].meta);
		CHECK_INT(c.type[WARC_REVISIT], ==, expect[i].rev);
		CHECK_INT(c.type[WARC_RESOURCE], ==, expect[i].res);
	}
	t_cur = "test_counts";
}

/* Every file under warc/ is read to the end without a crash or a hang
 * (ASan copy of this test), whatever it holds. */
static void walk(const char *dir, int *files)
{
	DIR *d = opendir(dir);
	if (!d)
		return;
	struct dirent *e;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.')
			continue;
		char p[4096];
		snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
		struct stat st;
		if (stat(p, &st) < 0)
			continue;
		if (S_ISDIR(st.st_mode)) {
			walk(p, files);
			continue;
		}
		struct warc *w = warc_open(p);
		CHECK(w != NULL);
		if (!w)
			continue;
		struct count c;
		count_reader(w, &c);
		CHECK(c.n + c.err > 0);
		warc_close(w);
		(*files)++;
	}
	closedir(d);
}

static void test_every_file(void)
{
	const char *p = t_shared("warc/aeb-dev.warc.gz");
	if (!p)
		return;
	char dir[4096];
	snprintf(dir, sizeof dir, "%s", p);
	*strrchr(dir, '/') = 0;
	int files = 0;
	walk(dir, &files);
	CHECK_INT(files, >=, 25);
}

static void test_clipped(void)
{
	struct count c;
	if (count_file("warc/resiliparse/clipped.warc.gz", &c) < 0)
		return;
	CHECK_INT(c.n, ==, 0);           /* its one record is cut short */
	CHECK_INT(c.err, ==, 1);
	CHECK(strstr(c.firstmsg, "clipped.warc.gz: offset 0: truncated") != NULL);
}

static void test_arc_rejected(void)
{
	struct count c;
	if (count_file("warc/warcio/example.arc.gz", &c) < 0)
		return;
	CHECK_INT(c.n, ==, 0);
	CHECK_INT(c.err, ==, 1);
	CHECK(strstr(c.firstmsg, "ARC file, not WARC") != NULL);
}

/* dolma's wget writes WARC-Target-URI: <http://...> */
static void test_angle_uri(void)
{
	const char *p = t_shared("warc/dolma/sample-0000.warc.gz");
	if (!p)
		return;
	struct warc *w = warc_open(p);
	struct warc_rec r;
	int n = 0, angled = 0;
	while (warc_next(w, &r) > 0) {
		if (r.type != WARC_RESPONSE)
			continue;
		n++;
		angled += r.uri[0] == '<' || (*r.uri && r.uri[strlen(r.uri) - 1] == '>');
		CHECK(!strncmp(r.uri, "http", 4));
		CHECK(r.id[0] == '<');
		CHECK(!strncmp(r.date, "20", 2));
	}
	CHECK_INT(n, ==, 22);
	CHECK_INT(angled, ==, 0);
	warc_close(w);
}

/* ClueWeb: WARC/0.18, "application/http;msgtype=response" without space. */
/* A real Common Crawl record: its header fields as written. */
static void test_commoncrawl(void)
{
	const char *p = t_shared("warc/commoncrawl/whirlwind.warc.gz");
	if (!p)
		return;
	struct warc *w = warc_open(p);
	struct warc_rec r;
	int found = 0;
	while (warc_next(w, &r) > 0) {
		if (r.type != WARC_RESPONSE)
			continue;
		found++;
		CHECK_STR(r.uri, "https://an.wikipedia.org/wiki/Escopete");
		CHECK_STR(r.payload_type, "text/html");
		CHECK_STR(r.ctype, "application/http; msgtype=response");
		CHECK_STR(r.truncated, "");
		CHECK(!strncmp(r.id, "<urn:uuid:", 10));
		CHECK(!strncmp(r.date, "2024-", 5));
		CHECK(!memcmp(r.block, "HTTP/1.1 200", 12));
		CHECK_INT(r.offset, >, 0);
	}
	CHECK_INT(found, ==, 1);
	warc_close(w);
}

static void test_clueweb(void)
{
	const char *p = t_shared("warc/resiliparse/clueweb-quirk.warc.gz");
	if (!p)
		return;
	struct warc *w = warc_open(p);
	struct http *h = http_new();
	struct warc_rec r;
	struct http_resp hr;
	int n = 0, html = 0;
	while (warc_next(w, &r) > 0) {
		if (r.type != WARC_RESPONSE)
			continue;
		n++;
		CHECK_STR(r.ctype, "application/http;msgtype=response");
		CHECK(http_is_response_ctype(r.ctype));
		CHECK_INT(http_parse(h, r.block, r.block_len, &hr), ==, 0);
		CHECK_INT(hr.status, ==, 200);
		html += http_is_html(&hr);
	}
	CHECK_INT(n, ==, 29);
	CHECK_INT(html, ==, 29);
	http_free(h);
	warc_close(w);
}

static void test_chunked_file(void)
{
	const char *p = t_shared("warc/warcio/example-iana.org-chunked.warc");
	if (!p)
		return;
	struct warc *w = warc_open(p);
	struct http *h = http_new();
	struct warc_rec r;
	struct http_resp hr;
	int found = 0;
	while (warc_next(w, &r) > 0) {
		if (r.type != WARC_RESPONSE)
			continue;
		found++;
		CHECK_INT(http_parse(h, r.block, r.block_len, &hr), ==, 0);
		CHECK(hr.chunked);
		CHECK_INT(hr.body_flags, ==, 0);
		CHECK_INT(hr.body_len, ==, 0x1c37);      /* one chunk of 0x1c37 bytes */
		CHECK(!memcmp(hr.body, "<!doctype html>", 15) || !memcmp(hr.body, "<!DOCTYPE html>", 15));
		CHECK(memmem(hr.body, hr.body_len, "</html>", 7) != NULL);
		CHECK(http_is_html(&hr));
	}
	CHECK_INT(found, ==, 1);
	http_free(h);
	warc_close(w);
}

/* Bodies that are broken in the ways crawls break them. */
static void test_wrong_chunks_files(void)
{
	const char *files[] = {"warc/warcio/example-wrong-chunks.warc.gz", "warc/warcio/example-bad-non-chunked.warc.gz"};
	for (int i = 0; i < 2; i++) {
		const char *p = t_shared(files[i]);
		if (!p)
			continue;
		struct warc *w = warc_open(p);
		struct http *h = http_new();
		struct warc_rec r;
		struct http_resp hr;
		int found = 0;
		while (warc_next(w, &r) > 0) {
			if (r.type != WARC_RESPONSE)
				continue;
			found++;
			CHECK_INT(http_parse(h, r.block, r.block_len, &hr), ==, 0);
			CHECK_INT(hr.status, ==, 200);
			/* decoded to HTML either way (the second is gzip content-encoded) */
			CHECK(memmem(hr.body, hr.body_len, "Example Domain", 14) != NULL);
			CHECK(http_is_html(&hr));
		}
		CHECK_INT(found, ==, 1);
		http_free(h);
		warc_close(w);
	}
}

/* ---- built here --------------------------------------------------------- */

static void rec(struct buf *b, const char *type, const char *uri, const char *body)
{
	buf_printf(b, "WARC/1.0\r\nWARC-Type: %s\r\nWARC-Target-URI: %s\r\n"
		"WARC-Record-ID: <urn:uuid:%s-%zu>\r\nWARC-Date: 2024-01-01T00:00:00Z\r\n"
		"Content-Type: application/http; msgtype=response\r\nContent-Length: %zu\r\n\r\n%s\r\n\r\n",
		type, uri, type, b->len, strlen(body), body);
}

static void gz_append(struct buf *out, const char *p, size_t n)
{
	struct libdeflate_compressor *c = libdeflate_alloc_compressor(6);
	size_t bound = libdeflate_gzip_compress_bound(c, n);
	buf_grow(out, bound);
	out->len += libdeflate_gzip_compress(c, p, n, out->p + out->len, bound);
	libdeflate_free_compressor(c);
}

static int count_mem(const char *p, size_t n, struct count *c)
{
	struct warc *w = warc_open_mem(p, n, "mem");
	count_reader(w, c);
	int e = (int)warc_errors(w);
	warc_close(w);
	return e;
}

static void test_plain_mem(void)
{
	struct buf b = BUF_INIT;
	rec(&b, "response", "<http://a.example/>", "HTTP/1.1 200 OK\r\n\r\nhello");
	rec(&b, "request", "http://a.example/", "GET / HTTP/1.1\r\n\r\n");
	struct warc *w = warc_open_mem(b.p, b.len, "mem");
	struct warc_rec r;
	CHECK_INT(warc_peek(w), ==, 'W');
	CHECK_INT(warc_next(w, &r), ==, 1);
	CHECK_INT(r.type, ==, WARC_RESPONSE);
	CHECK_STR(r.uri, "http://a.example/");
	CHECK_STR(r.date, "2024-01-01T00:00:00Z");
	CHECK_STR(r.truncated, "");
	CHECK_INT(r.offset, ==, 0);
	CHECK_INT(r.block_len, ==, 24);
	CHECK_MEM(r.block, "HTTP/1.1 200 OK\r\n\r\nhello", 24);
	CHECK_INT(r.block[r.block_len], ==, 0);
	CHECK_INT(warc_next(w, &r), ==, 1);
	CHECK_INT(r.type, ==, WARC_REQUEST);
	CHECK_INT(warc_next(w, &r), ==, 0);
	CHECK_INT(warc_next(w, &r), ==, 0);
	warc_close(w);
	/* records back to back without the blank lines, LF-only headers */
	buf_clear(&b);
	buf_puts(&b, "WARC/1.1\nWARC-Type: resource\nContent-Length: 3\n\nabc"
		"WARC/1.1\nWARC-Type: metadata\nContent-Length: 2\nWARC-Truncated: length\n\nxy");
	w = warc_open_mem(b.p, b.len, "mem");
	CHECK_INT(warc_next(w, &r), ==, 1);
	CHECK_INT(r.type, ==, WARC_RESOURCE);
	CHECK_MEM(r.block, "abc", 4);
	CHECK_INT(warc_next(w, &r), ==, 1);
	CHECK_INT(r.type, ==, WARC_METADATA);
	CHECK_STR(r.truncated, "length");
	CHECK_MEM(r.block, "xy", 3);
	CHECK_INT(warc_next(w, &r), ==, 0);
	warc_close(w);
	buf_release(&b);
}

static void test_damaged(void)
{
	struct buf good = BUF_INIT, b = BUF_INIT;
	struct count c;
	rec(&good, "response", "http://x/", "HTTP/1.1 200 OK\r\n\r\nbody");
	/* truncated plain record: the first survives, the second is named */
	buf_add(&b, good.p, good.len);
	buf_add(&b, good.p, good.len - 10);
	CHECK_INT(count_mem(b.p, b.len, &c), ==, 1);
	CHECK_INT(c.n, ==, 1);
	CHECK(strstr(c.firstmsg, "mem: offset ") && strstr(c.firstmsg, "truncated WARC record"));
	char want[64];
	snprintf(want, sizeof want, "offset %zu:", good.len);
	CHECK(strstr(c.firstmsg, want) != NULL);
	/* garbage between plain records: skipped to the next WARC/1. line */
	buf_clear(&b);
	buf_add(&b, good.p, good.len);
	buf_puts(&b, "garbage garbage\nmore WARC/1.0 not at line start\n");
	buf_add(&b, good.p, good.len);
	CHECK_INT(count_mem(b.p, b.len, &c), ==, 1);
	CHECK_INT(c.n, ==, 2);
	/* a bad Content-Length */
	buf_clear(&b);
	buf_puts(&b, "WARC/1.0\r\nWARC-Type: response\r\nContent-Length: 12x\r\n\r\nabc\r\n\r\n");
	buf_add(&b, good.p, good.len);
	count_mem(b.p, b.len, &c);
	CHECK_INT(c.n, ==, 1);
	CHECK_INT(c.err, ==, 1);
	/* gzip members: a corrupt one in the middle is reported, the reader goes on */
	struct buf gz = BUF_INIT;
	for (int i = 0; i < 3; i++)
		gz_append(&gz, good.p, good.len);
	size_t m1 = gz.len / 3;
	gz.p[m1 + m1 / 2] ^= 0x55;
	gz.p[m1 + m1 / 2 + 1] ^= 0x55;
	count_mem(gz.p, gz.len, &c);
	CHECK_INT(c.n, ==, 2);
	CHECK_INT(c.err, >=, 1);
	/* a truncated last member */
	buf_clear(&gz);
	for (int i = 0; i < 3; i++)
		gz_append(&gz, good.p, good.len);
	count_mem(gz.p, gz.len - m1 / 2, &c);
	CHECK_INT(c.n, ==, 2);
	CHECK_INT(c.err, ==, 1);
	snprintf(want, sizeof want, "offset %zu: truncated gzip", 2 * m1);
	CHECK(strstr(c.firstmsg, want) != NULL);
	/* only the trailer cut: the record is whole, the missing checksum is named */
	count_mem(gz.p, gz.len - 7, &c);
	CHECK_INT(c.n, ==, 3);
	CHECK_INT(c.err, ==, 1);
	/* garbage between gzip members */
	buf_clear(&gz);
	gz_append(&gz, good.p, good.len);
	buf_puts(&gz, "JUNKJUNK");
	gz_append(&gz, good.p, good.len);
	count_mem(gz.p, gz.len, &c);
	CHECK_INT(c.n, ==, 2);
	CHECK_INT(c.err, ==, 1);
	/* not WARC */
	count_mem("<html><body>hi</body></html>", 28, &c);
	CHECK_INT(c.n, ==, 0);
	CHECK(strstr(c.firstmsg, "not a WARC file") != NULL);
	count_mem("\x28\xb5\x2f\xfd\0\0\0\0", 8, &c);
	CHECK(strstr(c.firstmsg, "mem: offset 0: truncated zstd frame") != NULL);
	/* an empty input is no error (mtk(7)); an empty gzip member is empty */
	count_mem("", 0, &c);
	CHECK_INT(c.n, ==, 0);
	CHECK_INT(c.err, ==, 0);
	buf_clear(&gz);
	gz_append(&gz, "", 0);
	count_mem(gz.p, gz.len, &c);
	CHECK_INT(c.n, ==, 0);
	CHECK_INT(c.err, ==, 0);
	count_mem("\r\n\r\n", 4, &c);
	CHECK_INT(c.err, ==, 1);
	/* a huge Content-Length on a tiny input ends, it does not hang */
	count_mem("WARC/1.0\r\nContent-Length: 999999999\r\n\r\nabc", 42, &c);
	CHECK_INT(c.n, ==, 0);
	CHECK_INT(c.err, ==, 1);
	buf_release(&gz);
	buf_release(&good);
	buf_release(&b);
}

/* One gzip member larger than the reader's first input window, from a file:
 * the window grows and the records come out whole. */
static void test_big_member_file(void)
{
	struct buf raw = BUF_INIT, gz = BUF_INIT, body = BUF_INIT;
	uint64_t x = 12345;
	int nrec = 0;
	while (raw.len < (12u << 20)) {
		buf_clear(&body);
		for (int i = 0; i < 20000; i++) {
			x ^= x << 13, x ^= x >> 7, x ^= x << 17;
			buf_putc(&body, "0123456789abcdef"[x & 15]);
		}
		rec(&raw, "resource", "http://r/", body.p);
		nrec++;
	}
	gz_append(&gz, raw.p, raw.len);
	CHECK_INT(gz.len, >, 4u << 20);
	char path[128];
	int fd = mkstemp(t_tmppath(path, sizeof path, "mtk-test-warc.XXXXXX"));
	CHECK(fd >= 0);
	CHECK_INT(write(fd, gz.p, gz.len), ==, (long long)gz.len);
	close(fd);
	struct warc *w = warc_open(path);
	struct count c;
	count_reader(w, &c);
	CHECK_INT(c.n, ==, nrec);
	CHECK_INT(c.err, ==, 0);
	CHECK_INT(warc_in_bytes(w), ==, gz.len);
	warc_close(w);
	unlink(path);
	buf_release(&raw);
	buf_release(&gz);
	buf_release(&body);
}

/* ---- zstd: the IIPC "WARC zstd" layout ---------------------------------- */

/* One record (or any bytes) as one zstd frame, with the dictionary cd. */
static void zs_append(struct buf *out, const char *p, size_t n, const ZSTD_CDict *cd, int checksum)
{
	ZSTD_CCtx *cc = ZSTD_createCCtx();
	ZSTD_CCtx_setParameter(cc, ZSTD_c_checksumFlag, checksum);
	if (cd)
		ZSTD_CCtx_refCDict(cc, cd);
	size_t bound = ZSTD_compressBound(n);
	buf_grow(out, bound);
	size_t k = ZSTD_compress2(cc, out->p + out->len, bound, p, n);
	CHECK(!ZSTD_isError(k));
	if (!ZSTD_isError(k))
		out->len += k;
	ZSTD_freeCCtx(cc);
}

/* The skippable frame (magic 0x184D2A5D) that carries the dictionary. */
static void zs_dict_frame(struct buf *out, const void *dict, size_t n)
{
	unsigned char h[8] = {0x5d, 0x2a, 0x4d, 0x18, (unsigned char)n, (unsigned char)(n >> 8),
		(unsigned char)(n >> 16), (unsigned char)(n >> 24)};
	buf_add(out, (const char *)h, 8);
	buf_add(out, dict, n);
}

/* Every record of a and b the same: type, URI, date, block. */
static void same_records(struct warc *a, struct warc *b, int want_n)
{
	struct warc_rec ra, rb;
	int n = 0, rc;
	while ((rc = warc_next(a, &ra)) > 0) {
		CHECK_INT(warc_next(b, &rb), ==, 1);
		CHECK_INT(ra.type, ==, rb.type);
		CHECK_STR(ra.uri, rb.uri);
		CHECK_STR(ra.date, rb.date);
		CHECK_INT(ra.block_len, ==, rb.block_len);
		if (ra.block_len != rb.block_len || memcmp(ra.block, rb.block, ra.block_len)) {
			CHECK(!"record blocks differ");
			break;
		}
		n++;
	}
	CHECK_INT(rc, ==, 0);
	CHECK_INT(warc_next(b, &rb), ==, 0);
	CHECK_INT(warc_errors(a), ==, 0);
	CHECK_INT(warc_errors(b), ==, 0);
	CHECK_INT(n, ==, want_n);
}

static char *tmp_write(const struct buf *b)
{
	static char path[128];
	int fd = mkstemp(t_tmppath(path, sizeof path, "mtk-test-warc.XXXXXX"));
	CHECK(fd >= 0);
	CHECK_INT(write(fd, b->p, b->len), ==, (long long)b->len);
	close(fd);
	return path;
}

/* A real crawl (aeb-dev) re-framed record by record: without a dictionary,
 * with a trained one (plain and compressed), and as one frame; the records
 * read equal the gzip reader's, and each record's offset is its frame's. */
static void test_zstd_layouts(void)
{
	const char *gzp = t_shared("warc/aeb-dev.warc.gz");
	if (!gzp)
		return;
	struct buf plain = BUF_INIT, zst = BUF_INIT, dz = BUF_INIT;
	CHECK_INT(read_file(gzp, &plain), ==, 0);
	/* record spans in the plain file */
	size_t *off = xmalloc(300 * sizeof *off), nrec = 0;
	struct warc *w = warc_open_mem(plain.p, plain.len, "plain");
	struct warc_rec r;
	while (nrec < 299 && warc_next(w, &r) > 0)
		off[nrec++] = (size_t)r.offset;
	warc_close(w);
	CHECK_INT(nrec, ==, 223);
	off[nrec] = plain.len;
	size_t *sizes = xmalloc(nrec * sizeof *sizes);
	for (size_t i = 0; i < nrec; i++)
		sizes[i] = off[i + 1] - off[i];
	char dict[16384];
	size_t dn = ZDICT_trainFromBuffer(dict, sizeof dict, plain.p, sizes, (unsigned)nrec);
	CHECK(!ZDICT_isError(dn));
	ZSTD_CDict *cd = ZSTD_createCDict(dict, dn, 3);
	uint64_t *zoff = xmalloc(nrec * sizeof *zoff);
	for (int layout = 0; layout < 4; layout++) {
		buf_clear(&zst);
		if (layout == 1)
			zs_dict_frame(&zst, dict, dn);
		if (layout == 2) {
			buf_clear(&dz);
			zs_append(&dz, dict, dn, NULL, 1);
			zs_dict_frame(&zst, dz.p, dz.len);
		}
		if (layout == 3)
			zs_append(&zst, plain.p, plain.len, NULL, 1);
		else
			for (size_t i = 0; i < nrec; i++) {
				zoff[i] = zst.len;
				zs_append(&zst, plain.p + off[i], sizes[i], layout ? cd : NULL, 0);
			}
		/* from memory, and (dictionary, one stream) from a file */
		for (int file = 0; file < (layout == 1 || layout == 3 ? 2 : 1); file++) {
			const char *path = file ? tmp_write(&zst) : NULL;
			struct warc *a = warc_open(gzp);
			struct warc *b = file ? warc_open(path) : warc_open_mem(zst.p, zst.len, "zst");
			same_records(a, b, 223);
			CHECK_INT(warc_in_bytes(b), ==, zst.len);
			warc_close(a);
			warc_close(b);
			if (path)
				unlink(path);
		}
		if (layout != 3) {
			w = warc_open_mem(zst.p, zst.len, "zst");
			int bad = 0;
			for (size_t i = 0; i < nrec && warc_next(w, &r) > 0; i++)
				bad += r.offset != zoff[i];
			CHECK_INT(bad, ==, 0);
			warc_close(w);
		}
	}
	CHECK_INT(zst.len, <, plain.len / 2);
	/* dictionary frames without the dictionary: named, no record, no hang */
	buf_clear(&zst);
	for (size_t i = 0; i < 3; i++)
		zs_append(&zst, plain.p + off[i], sizes[i], cd, 0);
	struct count c;
	count_mem(zst.p, zst.len, &c);
	CHECK_INT(c.n, ==, 0);
	CHECK_INT(c.err, >=, 1);
	CHECK(strstr(c.firstmsg, "zst") && strstr(c.firstmsg, "offset 0: zstd frame needs dictionary"));
	ZSTD_freeCDict(cd);
	free(off), free(sizes), free(zoff);
	buf_release(&plain), buf_release(&zst), buf_release(&dz);
}

/* Damaged zstd input: a corrupt frame is named with its offset and skipped,
 * a truncated frame or dictionary is named, garbage between frames too. */
static void test_zstd_damaged(void)
{
	struct buf good = BUF_INIT, z = BUF_INIT;
	struct count c;
	char want[96];
	rec(&good, "response", "http://x/", "HTTP/1.1 200 OK\r\n\r\nsome body text that is long enough to compress");
	size_t f[4];
	for (int i = 0; i < 3; i++) {
		f[i] = z.len;
		zs_append(&z, good.p, good.len, NULL, 1);
	}
	f[3] = z.len;
	CHECK_INT(count_mem(z.p, z.len, &c), ==, 0);
	CHECK_INT(c.n, ==, 3);
	/* a corrupt middle frame (the checksum catches it) */
	struct buf b = BUF_INIT;
	buf_add(&b, z.p, z.len);
	b.p[f[1] + (f[2] - f[1]) / 2] ^= 0x5a;
	CHECK_INT(count_mem(b.p, b.len, &c), ==, 1);
	CHECK_INT(c.n, ==, 2);
	snprintf(want, sizeof want, "mem: offset %zu: corrupt zstd frame", f[1]);
	CHECK(strstr(c.firstmsg, want) != NULL);
	/* a corrupt frame header: resumes at the next frame magic */
	buf_clear(&b);
	buf_add(&b, z.p, z.len);
	b.p[f[1] + 4] = (char)0xff;       /* reserved frame header bits */
	count_mem(b.p, b.len, &c);
	CHECK_INT(c.n, ==, 2);
	CHECK_INT(c.err, ==, 1);
	/* the last frame cut short */
	count_mem(z.p, f[3] - 5, &c);
	CHECK_INT(c.n, ==, 2);
	CHECK_INT(c.err, ==, 1);
	snprintf(want, sizeof want, "mem: offset %zu: truncated zstd frame", f[2]);
	CHECK(strstr(c.firstmsg, want) != NULL);
	/* garbage between frames */
	buf_clear(&b);
	buf_add(&b, z.p, f[1]);
	buf_puts(&b, "JUNK\x28JUNK");
	buf_add(&b, z.p + f[1], f[3] - f[1]);
	count_mem(b.p, b.len, &c);
	CHECK_INT(c.n, ==, 3);
	CHECK_INT(c.err, ==, 1);
	snprintf(want, sizeof want, "mem: offset %zu: not a zstd frame", f[1]);
	CHECK(strstr(c.firstmsg, want) != NULL);
	/* trailing NULs end the file; another skippable frame is skipped */
	buf_clear(&b);
	buf_add(&b, z.p, f[3]);
	zs_dict_frame(&b, "meta", 4);
	b.p[b.len - 12] = 0x50;           /* magic 0x184D2A50: not the dictionary */
	buf_add(&b, "\0\0\0\0", 4);
	CHECK_INT(count_mem(b.p, b.len, &c), ==, 0);
	CHECK_INT(c.n, ==, 3);
	/* a whole WARC as one frame, cut: the records before the cut come out */
	buf_clear(&b);
	struct buf three = BUF_INIT;
	for (int i = 0; i < 3; i++)
		buf_add(&three, good.p, good.len);
	zs_append(&b, three.p, three.len, NULL, 1);
	count_mem(b.p, b.len - 6, &c);
	CHECK_INT(c.err, ==, 1);
	CHECK(strstr(c.firstmsg, "offset 0: truncated zstd frame") != NULL);
	/* a truncated or corrupt dictionary frame: named, then EOF */
	buf_clear(&b);
	zs_dict_frame(&b, "0123456789", 10);
	count_mem(b.p, 14, &c);
	CHECK_INT(c.n, ==, 0);
	CHECK(strstr(c.firstmsg, "mem: offset 0: truncated zstd dictionary frame") != NULL);
	buf_clear(&b);
	zs_dict_frame(&b, "\x28\xb5\x2f\xfdjunk", 8);
	buf_add(&b, z.p, z.len);
	count_mem(b.p, b.len, &c);
	CHECK_INT(c.n, ==, 0);
	CHECK_INT(c.err, ==, 1);
	CHECK(strstr(c.firstmsg, "mem: offset 0: truncated compressed zstd dictionary") != NULL);
	/* JSONL in zstd is read as lines */
	buf_clear(&b);
	zs_append(&b, "{\"a\":1}\n{\"b\":2}\n", 16, NULL, 0);
	struct warc *w = warc_open_mem(b.p, b.len, "mem");
	char *line;
	size_t n;
	CHECK_INT(warc_peek(w), ==, '{');
	CHECK_INT(warc_getline(w, &line, &n), ==, 1);
	CHECK_STR(line, "{\"a\":1}");
	warc_close(w);
	buf_release(&three), buf_release(&b), buf_release(&z), buf_release(&good);
}

static void test_getline(void)
{
	struct buf gz = BUF_INIT;
	gz_append(&gz, "{\"a\":1}\n{\"b\":2}\r\n{\"c\"", 21);
	struct warc *w = warc_open_mem(gz.p, gz.len, "mem");
	char *line;
	size_t n;
	CHECK_INT(warc_peek(w), ==, '{');
	CHECK_INT(warc_getline(w, &line, &n), ==, 1);
	CHECK_STR(line, "{\"a\":1}");
	CHECK_INT(warc_getline(w, &line, &n), ==, 1);
	CHECK_STR(line, "{\"b\":2}");
	CHECK_INT(warc_getline(w, &line, &n), ==, 1);
	CHECK_INT(n, ==, 4);
	CHECK_INT(warc_getline(w, &line, &n), ==, 0);
	warc_close(w);
	buf_release(&gz);
}

int main(void)
{
	TEST(test_counts);
	TEST(test_every_file);
	TEST(test_clipped);
	TEST(test_arc_rejected);
	TEST(test_angle_uri);
	TEST(test_commoncrawl);
	TEST(test_clueweb);
	TEST(test_chunked_file);
	TEST(test_wrong_chunks_files);
	TEST(test_plain_mem);
	TEST(test_damaged);
	TEST(test_big_member_file);
	TEST(test_getline);
	TEST(test_zstd_layouts);
	TEST(test_zstd_damaged);
	return t_done();
}
