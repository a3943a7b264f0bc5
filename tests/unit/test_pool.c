#include "t.h"
#include "pool.h"
#include "opt.h"
#include "stats.h"
#include "stream.h"
#include "err.h"

#include <unistd.h>

struct ctx {
	int next, total, fail_read_at;
	struct buf out;
	int fail_write_at;
};

struct batch {
	int first, n;
	long vals[64];
};

static void *bnew(void *c) { (void)c; return xcalloc(1, sizeof(struct batch)); }
static void bfree(void *c, void *b) { (void)c; free(b); }

static int bread(void *cv, void *bv)
{
	struct ctx *c = cv;
	struct batch *b = bv;
	if (c->next >= c->total)
		return 0;
	if (c->fail_read_at && c->next >= c->fail_read_at)
		return mtk_seterr("read failed on purpose");
	b->first = c->next;
	b->n = c->total - c->next < 64 ? c->total - c->next : 64;
	c->next += b->n;
	return 1;
}

static void bwork(void *cv, void *bv, int th)
{
	struct batch *b = bv;
	(void)cv;
	if (b->first % 128 == 0)
		usleep(2000);   /* uneven work: batches finish out of order */
	for (int i = 0; i < b->n; i++) {
		long x = b->first + i;
		b->vals[i] = x * x % 1000003;
	}
	(void)th;
}

static int bwrite(void *cv, void *bv)
{
	struct ctx *c = cv;
	struct batch *b = bv;
	if (c->fail_write_at && b->first >= c->fail_write_at)
		return mtk_seterr("write failed on purpose");
	for (int i = 0; i < b->n; i++)
		buf_printf(&c->out, "%d:%ld\n", b->first + i, b->vals[i]);
	return 0;
}

static const struct pool_ops ops = {bnew, bfree, bread, bwork, bwrite};

static void test_ordered_any_threads(void)
{
	struct ctx ref = {0, 5000, 0, BUF_INIT, 0};
	CHECK_INT(pool_run(&ops, &ref, 1), ==, 0);
	for (int n = 2; n <= 8; n *= 2) {
		struct ctx c = {0, 5000, 0, BUF_INIT, 0};
		CHECK_INT(pool_run(&ops, &c, n), ==, 0);
		CHECK_INT(c.out.len, ==, ref.out.len);
		CHECK(c.out.len == ref.out.len && !memcmp(c.out.p, ref.out.p, c.out.len));
		buf_release(&c.out);
	}
	buf_release(&ref.out);
}

static void test_write_error_stops(void)
{
	struct ctx c = {0, 5000, 0, BUF_INIT, 1000};
	CHECK_INT(pool_run(&ops, &c, 3), ==, -1);
	CHECK_STR(mtk_errmsg(), "write failed on purpose");
	buf_release(&c.out);
}

static void test_read_error_keeps_what_was_read(void)
{
	/* batches read before a read error are written, at any thread count */
	struct ctx ref = {0, 5000, 3200, BUF_INIT, 0};
	CHECK_INT(pool_run(&ops, &ref, 1), ==, -1);
	CHECK_INT(ref.out.len, >, 0);
	for (int n = 2; n <= 8; n *= 2) {
		struct ctx c = {0, 5000, 3200, BUF_INIT, 0};
		CHECK_INT(pool_run(&ops, &c, n), ==, -1);
		CHECK_STR(mtk_errmsg(), "read failed on purpose");
		CHECK(c.out.len == ref.out.len && !memcmp(c.out.p, ref.out.p, c.out.len));
		buf_release(&c.out);
	}
	buf_release(&ref.out);
}

static void test_numbers(void)
{
	uint64_t v;
	CHECK_INT(opt_u64("100", &v), ==, 0); CHECK_INT(v, ==, 100);
	CHECK_INT(opt_u64("1e8", &v), ==, 0); CHECK_INT(v, ==, 100000000);
	CHECK_INT(opt_u64("10M", &v), ==, 0); CHECK_INT(v, ==, 10000000);
	CHECK_INT(opt_u64("1GiB", &v), ==, 0); CHECK_INT(v, ==, 1073741824);
	CHECK_INT(opt_u64("4Ki", &v), ==, 0); CHECK_INT(v, ==, 4096);
	CHECK_INT(opt_u64("2^20", &v), ==, 0); CHECK_INT(v, ==, 1048576);
	CHECK_INT(opt_u64("1.5k", &v), ==, 0); CHECK_INT(v, ==, 1500);
	CHECK_INT(opt_u64("-1", &v), ==, -1);
	CHECK_INT(opt_u64("12x", &v), ==, -1);
	CHECK_INT(opt_u64("", &v), ==, -1);
	CHECK_INT(opt_u64("99999999999999999999", &v), ==, -1);
	CHECK_INT(opt_u64("20000000000T", &v), ==, -1);
	CHECK_INT(opt_u64("1.5", &v), ==, -1);
	long l;
	CHECK_INT(opt_long("7", 0, 10, &l), ==, 0); CHECK_INT(l, ==, 7);
	CHECK_INT(opt_long("11", 0, 10, &l), ==, -1);
	CHECK_INT(opt_long("3 ", 0, 10, &l), ==, -1);
	double d;
	CHECK_INT(opt_double("0.5", &d), ==, 0); CHECK_DBL(d, 0.5, 0);
	CHECK_INT(opt_double("nan", &d), ==, -1);
	CHECK_INT(opt_double("1x", &d), ==, -1);
}

static void test_stats(void)
{
	struct stats s, t;
	stats_init(&s, "mx");
	stats_init(&t, NULL);
	stats_add(&s, "in", 10);
	stats_add(&s, "removed.lang", 2);
	stats_add(&t, "removed.url", 1);
	stats_add(&t, "out", 7);
	stats_add(&t, "removed.lang", 1);
	stats_merge(&s, &t);
	stats_set_double(&s, "seconds", 1.5);
	char p[128];
	int fd = mkstemp(t_tmppath(p, sizeof p, "mtk-stats.XXXXXX"));
	close(fd);
	CHECK_INT(stats_write(&s, p), ==, 0);
	struct buf b = BUF_INIT;
	read_file(p, &b);
	CHECK_STR(b.p, "{\"command\":\"mx\",\"in\":10,\"removed\":{\"lang\":3,\"url\":1},\"out\":7,\"seconds\":1.5}\n");
	unlink(p);
	buf_release(&b);
	stats_release(&s);
	stats_release(&t);
}

int main(void)
{
	TEST(test_ordered_any_threads);
	TEST(test_write_error_stops);
	TEST(test_read_error_keeps_what_was_read);
	TEST(test_numbers);
	TEST(test_stats);
	return t_done();
}
