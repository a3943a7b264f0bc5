#include "t.h"
#include "docbatch.h"
#include "err.h"
#include "stream.h"

#include <unistd.h>
#include <zlib.h>

static char dir[128];   /* $TMPDIR/mtk-test-docbatch.XXXXXX, made in main */

static const char *put(const char *name, const void *p, size_t n)
{
	static char path[256];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "wb");
	fwrite(p, 1, n, f);
	fclose(f);
	return path;
}

static int doc_is(const struct docbatch *b, size_t i, const char *want)
{
	size_t len;
	const char *p = docbatch_doc(b, i, &len);
	return len == strlen(want) && !memcmp(p, want, len);
}

static void budgets(void)
{
	const char *path = put("ten", "a\nbb\nccc\ndddd\ne\nf\ng\nh\ni\nj\n", 26);
	struct rd *r = rd_open(path);
	struct docbatch b = DOCBATCH_INIT;
	struct buf line = BUF_INIT;
	/* by documents: 4, 4, then 2 and the end */
	CHECK_INT(docbatch_fill(&b, r, &line, 4, 1000, 0), ==, 1);
	CHECK_INT(b.n, ==, 4);
	CHECK(doc_is(&b, 0, "a") && doc_is(&b, 3, "dddd"));
	CHECK_INT(b.line[0], ==, 1);
	CHECK_INT(b.line[3], ==, 4);
	CHECK_INT(b.text.len, ==, 10);
	CHECK_INT(b.raw, ==, 14);
	docbatch_clear(&b);
	/* by bytes, checked after each line: "e" "f" "g" reach 3 */
	CHECK_INT(docbatch_fill(&b, r, &line, 100, 3, 0), ==, 1);
	CHECK_INT(b.n, ==, 3);
	CHECK(doc_is(&b, 0, "e") && doc_is(&b, 2, "g"));
	CHECK_INT(b.line[0], ==, 5);
	docbatch_clear(&b);
	CHECK_INT(docbatch_fill(&b, r, &line, 100, 1000, 0), ==, 0);
	CHECK_INT(b.n, ==, 3);
	CHECK(doc_is(&b, 2, "j"));
	CHECK_INT(b.line[2], ==, 10);
	docbatch_clear(&b);
	CHECK_INT(docbatch_fill(&b, r, &line, 100, 1000, 0), ==, 0);
	CHECK_INT(b.n, ==, 0);
	rd_close(r);
	/* growth past the first allocation keeps every document in place */
	struct buf many = BUF_INIT;
	for (int i = 0; i < 1000; i++)
		buf_printf(&many, "%d\n", i);
	r = rd_open(put("many", many.p, many.len));
	docbatch_clear(&b);
	CHECK_INT(docbatch_fill(&b, r, &line, 100000, 1 << 20, 0), ==, 0);
	CHECK_INT(b.n, ==, 1000);
	CHECK(doc_is(&b, 0, "0") && doc_is(&b, 517, "517") && doc_is(&b, 999, "999"));
	CHECK_INT(b.line[999], ==, 1000);
	rd_close(r);
	buf_release(&many);
	buf_release(&line);
	docbatch_release(&b);
	CHECK(b.n == 0 && b.off == NULL && b.text.p == NULL);
}

static void long_line(void)
{
	/* a line over the byte budget is a batch of its own */
	size_t big = 100000;
	char *s = malloc(big + 8);
	memset(s, 'x', big);
	memcpy(s + big, "\nyy\n", 4);
	struct rd *r = rd_open(put("long", s, big + 4));
	struct docbatch b = DOCBATCH_INIT;
	struct buf line = BUF_INIT;
	CHECK_INT(docbatch_fill(&b, r, &line, 10, 1000, 0), ==, 1);
	CHECK_INT(b.n, ==, 1);
	size_t len;
	const char *p = docbatch_doc(&b, 0, &len);
	CHECK_INT(len, ==, big);
	CHECK(p[0] == 'x' && p[big - 1] == 'x');
	docbatch_clear(&b);
	CHECK_INT(docbatch_fill(&b, r, &line, 10, 1000, 0), ==, 0);
	CHECK_INT(b.n, ==, 1);
	CHECK(doc_is(&b, 0, "yy"));
	CHECK_INT(b.line[0], ==, 2);
	CHECK_INT(docbatch_long(&b, 0), ==, 0);
	rd_close(r);
	/* over the reader's maximum: an empty document that says its length */
	r = rd_open(put("long", s, big + 4));
	rd_set_max_line(r, 1000);
	docbatch_clear(&b);
	CHECK_INT(docbatch_fill(&b, r, &line, 10, 1 << 20, 0), ==, 0);
	CHECK_INT(b.n, ==, 2);
	CHECK_INT(docbatch_long(&b, 0), ==, big);
	CHECK_INT(docbatch_doc(&b, 0, &len) != NULL && len == 0, ==, 1);
	CHECK_INT(b.nbig, ==, 1);
	CHECK(doc_is(&b, 1, "yy") && docbatch_long(&b, 1) == 0);
	CHECK_INT(b.line[1], ==, 2);
	CHECK_INT(b.raw, ==, big + 4);
	rd_close(r);
	buf_release(&line);
	docbatch_release(&b);
	free(s);
}

static void endings(void)
{
	/* no newline after the last line; CRLF dropped only under DB_CRLF */
	const char *path = put("crlf", "one\r\ntwo\r\n\r\nlast", 16);
	struct docbatch b = DOCBATCH_INIT;
	struct buf line = BUF_INIT;
	struct rd *r = rd_open(path);
	CHECK_INT(docbatch_fill(&b, r, &line, 10, 1000, DB_CRLF), ==, 0);
	CHECK_INT(b.n, ==, 4);
	CHECK(doc_is(&b, 0, "one") && doc_is(&b, 1, "two") && doc_is(&b, 2, "") && doc_is(&b, 3, "last"));
	CHECK_INT(b.line[3], ==, 4);
	CHECK_INT(b.raw, ==, 17);   /* a '\n' counted for the last line too */
	rd_close(r);
	docbatch_clear(&b);
	r = rd_open(path);
	CHECK_INT(docbatch_fill(&b, r, &line, 10, 1000, 0), ==, 0);
	CHECK(doc_is(&b, 0, "one\r") && doc_is(&b, 2, "\r") && doc_is(&b, 3, "last"));
	rd_close(r);
	/* an empty file: no document, the end */
	docbatch_clear(&b);
	r = rd_open(put("empty", "", 0));
	CHECK_INT(docbatch_fill(&b, r, &line, 10, 1000, DB_CRLF), ==, 0);
	CHECK_INT(b.n, ==, 0);
	rd_close(r);
	buf_release(&line);
	docbatch_release(&b);
}

static void read_error(void)
{
	/* a gzip stream cut short: the lines before the damage, then -1 naming the file */
	struct buf plain = BUF_INIT;
	for (int i = 1; i <= 2000; i++)
		buf_printf(&plain, "{\"text\":\"document number %d\"}\n", i);
	unsigned char *gz = malloc(plain.len + 1024);
	z_stream z = {0};
	deflateInit2(&z, 1, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
	z.next_in = (Bytef *)plain.p, z.avail_in = (uInt)plain.len;
	z.next_out = gz, z.avail_out = (uInt)(plain.len + 1024);
	deflate(&z, Z_FINISH);
	size_t n = plain.len + 1024 - z.avail_out;
	deflateEnd(&z);
	struct rd *r = rd_open(put("cut.gz", gz, n - 20));
	struct docbatch b = DOCBATCH_INIT;
	struct buf line = BUF_INIT;
	size_t total = 0, last = 0;
	int rc;
	while ((rc = docbatch_fill(&b, r, &line, 256, 1 << 20, DB_CRLF)) == 1) {
		total += b.n;
		last = b.line[b.n - 1];
		docbatch_clear(&b);
	}
	CHECK_INT(rc, ==, -1);
	CHECK(strstr(mtk_errmsg(), "cut.gz") != NULL);
	total += b.n;
	if (b.n)
		last = b.line[b.n - 1];
	CHECK_INT(total, >, 0);
	CHECK_INT(total, <, 2000);
	CHECK_INT(last, ==, total);
	/* the lines come out in order; rd returns a partial last line before
	 * the error too (the commands then name it as bad JSON) */
	if (b.n) {
		size_t len;
		const char *p = docbatch_doc(&b, b.n - 1, &len);
		char want[64];
		snprintf(want, sizeof want, "{\"text\":\"document number %zu\"}", (size_t)last);
		CHECK(len > 0 && len <= strlen(want) && !memcmp(p, want, len));
	}
	rd_close(r);
	buf_release(&line);
	buf_release(&plain);
	docbatch_release(&b);
	free(gz);
}

static void add_mark_msg(void)
{
	struct docbatch b = DOCBATCH_INIT;
	b.file = "in.jsonl";
	docbatch_add(&b, "abc", 3, 7);
	buf_puts(&b.text, "whole file");
	docbatch_mark(&b, 1);
	CHECK_INT(b.n, ==, 2);
	CHECK(doc_is(&b, 0, "abc") && doc_is(&b, 1, "whole file"));
	struct buf m = BUF_INIT;
	docbatch_msg(&b, 0, &m, "no \"%s\" field", "text");
	CHECK_STR(m.p, "in.jsonl:7: no \"text\" field");
	docbatch_clear(&b);
	CHECK_INT(b.n, ==, 0);
	CHECK_STR(b.file, "in.jsonl");
	buf_release(&m);
	docbatch_release(&b);
}

int main(void)
{
	if (!mkdtemp(t_tmppath(dir, sizeof dir, "mtk-test-docbatch.XXXXXX"))) {
		perror("mkdtemp");
		return 1;
	}
	TEST(budgets);
	TEST(long_line);
	TEST(endings);
	TEST(read_error);
	TEST(add_mark_msg);
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd)) {
	}
	return t_done();
}
