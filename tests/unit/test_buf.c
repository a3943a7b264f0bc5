#include "t.h"
#include "buf.h"
#include "err.h"

static void test_append(void)
{
	struct buf b = BUF_INIT;
	for (int i = 0; i < 1000; i++)
		buf_putc(&b, 'a' + i % 26);
	CHECK_INT(b.len, ==, 1000);
	CHECK_INT(b.p[1000], ==, 0);
	buf_clear(&b);
	buf_printf(&b, "%s-%d", "x", 42);
	buf_printf(&b, "%0300d", 7);
	CHECK_INT(b.len, ==, 4 + 300);
	CHECK(!memcmp(b.p, "x-42000", 7));
	char *p = buf_detach(&b);
	CHECK(b.p == NULL);
	free(p);
}

static void test_err(void)
{
	CHECK_INT(mtk_seterr("bad %s at %d", "thing", 3), ==, -1);
	CHECK_STR(mtk_errmsg(), "bad thing at 3");
	/* context added around the last message, which is read as it is replaced */
	mtk_seterr("inner");
	CHECK_INT(mtk_seterr("outer (%s): %s", "x", mtk_errmsg()), ==, -1);
	CHECK_STR(mtk_errmsg(), "outer (x): inner");
}

int main(void)
{
	TEST(test_append);
	TEST(test_err);
	return t_done();
}
