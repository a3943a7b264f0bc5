#include "t.h"
#include "stream.h"
#include "err.h"

#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

static char dir[128];   /* $TMPDIR/mtk-test-stream.XXXXXX, made in main */

static const char *path(const char *name)
{
	static char p[256];
	snprintf(p, sizeof p, "%s/%s", dir, name);
	return p;
}

static void put(const char *name, const void *p, size_t n)
{
	FILE *f = fopen(path(name), "wb");
	fwrite(p, 1, n, f);
	fclose(f);
}

static size_t gz(const char *s, size_t n, unsigned char *out, size_t cap)
{
	z_stream z = {0};
	deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
	z.next_in = (Bytef *)s, z.avail_in = (uInt)n;
	z.next_out = out, z.avail_out = (uInt)cap;
	deflate(&z, Z_FINISH);
	size_t k = cap - z.avail_out;
	deflateEnd(&z);
	return k;
}

static int count_lines(const char *name, struct buf *last, int *err)
{
	struct rd *r = rd_open(path(name));
	if (!r)
		return -1;
	struct buf line = BUF_INIT;
	int n = 0, rc;
	while ((rc = rd_getline(r, &line)) > 0) {
		n++;
		buf_clear(last);
		buf_add(last, line.p, line.len);
	}
	*err = rc < 0;
	rd_close(r);
	buf_release(&line);
	return n;
}

static void test_plain_gzip_zstd_multimember(void)
{
	const char *a = "one\ntwo\n", *b = "three\nfour";
	unsigned char g[512];
	size_t n1 = gz(a, strlen(a), g, sizeof g);
	size_t n2 = gz(b, strlen(b), g + n1, sizeof g - n1);
	put("multi.gz", g, n1 + n2);
	struct buf last = BUF_INIT;
	int err;
	CHECK_INT(count_lines("multi.gz", &last, &err), ==, 4);
	CHECK_INT(err, ==, 0);
	CHECK_STR(last.p, "four");

	unsigned char z[512];
	size_t zn = ZSTD_compress(z, sizeof z, "x\ny\n", 4, 3);
	put("a.zst", z, zn);
	CHECK_INT(count_lines("a.zst", &last, &err), ==, 2);
	CHECK_INT(err, ==, 0);

	/* truncated gzip: the complete lines come out, then an error with offset */
	put("trunc.gz", g, n1 + n2 - 6);
	int n = count_lines("trunc.gz", &last, &err);
	CHECK_INT(err, ==, 1);
	CHECK(n >= 2);
	CHECK(strstr(mtk_errmsg(), "trunc.gz") && strstr(mtk_errmsg(), "truncated"));

	put("trunc.zst", z, zn - 3);
	count_lines("trunc.zst", &last, &err);
	CHECK_INT(err, ==, 1);

	put("empty", "", 0);
	CHECK_INT(count_lines("empty", &last, &err), ==, 0);
	CHECK_INT(err, ==, 0);
	buf_release(&last);
}

static void test_huge_line(void)
{
	size_t n = 5 << 20;
	char *big = xmalloc(n + 3);
	memset(big, 'x', n);
	memcpy(big + n, "\ny", 2);
	put("big", big, n + 2);
	struct rd *r = rd_open(path("big"));
	struct buf line = BUF_INIT;
	CHECK_INT(rd_getline(r, &line), ==, 1);
	CHECK_INT(line.len, ==, n);
	CHECK_INT(rd_getline(r, &line), ==, 1);
	CHECK_STR(line.p, "y");
	CHECK_INT(rd_getline(r, &line), ==, 0);
	CHECK_INT(rd_lineno(r), ==, 2);
	rd_close(r);
	/* over the maximum: passed over to its end, never held (the line buffer
	 * stays within the maximum), its length told; then the lines after it.
	 * The last line over it, cut off by the end of a gzip stream, too. */
	r = rd_open(path("big"));
	rd_set_max_line(r, 4096);
	buf_release(&line);
	CHECK_INT(rd_getline(r, &line), ==, RD_LONG);
	CHECK_INT(line.len, ==, 0);
	CHECK(line.cap <= 4096 + (1 << 20) + 1);
	CHECK_INT(rd_long_len(r), ==, n);
	CHECK_INT(rd_lineno(r), ==, 1);
	CHECK_INT(rd_getline(r, &line), ==, 1);
	CHECK_STR(line.p, "y");
	CHECK_INT(rd_getline(r, &line), ==, 0);
	rd_close(r);
	unsigned char *g = xmalloc(n);
	size_t gn = gz(big, n, g, n);
	put("big.gz", g, gn);
	rd_set_default_max_line(1000);   /* every reader opened after this */
	r = rd_open(path("big.gz"));
	rd_set_default_max_line(0);
	CHECK_INT(rd_getline(r, &line), ==, RD_LONG);
	CHECK_INT(rd_long_len(r), ==, n);
	CHECK_INT(rd_getline(r, &line), ==, 0);
	rd_close(r);
	free(g);
	buf_release(&line);
	free(big);
}

static void test_write_roundtrip(void)
{
	static const char *names[] = {"out.jsonl", "out.jsonl.gz", "out.jsonl.zst"};
	struct buf data = BUF_INIT, back = BUF_INIT;
	for (int i = 0; i < 200000; i++)
		buf_printf(&data, "{\"i\":%d}\n", i);
	for (int k = 0; k < 3; k++) {
		struct wr *w = wr_open(path(names[k]));
		CHECK(w != NULL);
		/* small and large writes */
		CHECK_INT(wr_write(w, data.p, 100), ==, 0);
		CHECK_INT(wr_write(w, data.p + 100, data.len - 100), ==, 0);
		/* not visible under the final name before close */
		CHECK(access(path(names[k]), F_OK) != 0);
		CHECK_INT(wr_close(w), ==, 0);
		CHECK_INT(read_file(path(names[k]), &back), ==, 0);
		CHECK_INT(back.len, ==, data.len);
		CHECK(back.len == data.len && !memcmp(back.p, data.p, data.len));
	}
	/* wr_abort leaves the previous file intact */
	struct wr *w = wr_open(path("out.jsonl"));
	wr_write(w, "partial", 7);
	wr_abort(w);
	CHECK_INT(read_file(path("out.jsonl"), &back), ==, 0);
	CHECK_INT(back.len, ==, data.len);
	buf_release(&data);
	buf_release(&back);
}

/* Write to w until a write fails (a full device), then close or abort it;
 * returns what the first failing call returned. */
static int fill_until_error(struct wr *w)
{
	char b[4096] = {0};
	int rc = 0;
	for (int i = 0; i < 1000 && !rc; i++)
		rc = wr_write(w, b, sizeof b);
	if (!rc)
		return wr_close(w);
	wr_abort(w);
	return rc;
}

static void test_device_written_in_place(void)
{
	/* -o /dev/full must not replace the device with a regular file */
	struct wr *w = wr_open("/dev/full");
	CHECK(w != NULL);
	if (!w)
		return;
	CHECK_INT(fill_until_error(w), ==, -1);
	CHECK(strstr(mtk_errmsg(), "/dev/full") && strstr(mtk_errmsg(), "No space"));
	struct stat st;
	CHECK(stat("/dev/full", &st) == 0 && S_ISCHR(st.st_mode));
	/* and /dev/null takes output and stays a device */
	w = wr_open("/dev/null");
	CHECK(w && wr_write(w, "x", 1) == 0 && wr_close(w) == 0);
	CHECK(stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode));
}

static void test_errors(void)
{
	CHECK(rd_open(path("does-not-exist")) == NULL);
	CHECK(strstr(mtk_errmsg(), "does-not-exist") != NULL);
	CHECK(wr_open("/nonexistent-dir/x.jsonl") == NULL);
	/* a full disk: writes to /dev/full fail with a message */
	struct wr *w = wr_open("-");
	if (w) {
		int fd = dup(1);
		FILE *f = freopen("/dev/full", "w", stdout);
		if (f) {
			CHECK_INT(fill_until_error(w), ==, -1);
			CHECK(strstr(mtk_errmsg(), "No space") != NULL);
		} else
			wr_abort(w);
		dup2(fd, 1);
		close(fd);
	}
}

int main(void)
{
	if (!mkdtemp(t_tmppath(dir, sizeof dir, "mtk-test-stream.XXXXXX")))
		return 1;
	TEST(test_plain_gzip_zstd_multimember);
	TEST(test_huge_line);
	TEST(test_write_roundtrip);
	TEST(test_device_written_in_place);
	TEST(test_errors);
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd)) {}
	return t_done();
}
