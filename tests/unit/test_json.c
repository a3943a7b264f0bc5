#include "t.h"
#include "json.h"
#include "err.h"
#include "utf8.h"

static void test_parse_fields(void)
{
	const char *line = "{\"id\":\"a\\\"b\", \"n\": -1.5e3, \"o\":{\"x\":[1,2,{\"y\":null}]},\"t\":true,\"text\":\"h\\u00e9llo\\n\\ud83d\\ude00\"}";
	struct jdoc d = JDOC_INIT;
	CHECK_INT(jdoc_parse(&d, line, strlen(line)), ==, 0);
	CHECK_INT(d.n, ==, 5);
	const struct jfield *f = jdoc_get(&d, "o");
	CHECK(f && f->type == J_OBJ);
	CHECK(f && f->vlen == strlen("{\"x\":[1,2,{\"y\":null}]}"));
	struct buf b = BUF_INIT;
	CHECK_INT(jdoc_str(&d, "text", &b), ==, 1);
	CHECK_STR(b.p, "h\xc3\xa9llo\n\xf0\x9f\x98\x80");
	CHECK_INT(jdoc_str(&d, "id", &b), ==, 1);
	CHECK_STR(b.p, "a\"b");
	CHECK_INT(jdoc_str(&d, "missing", &b), ==, 0);
	CHECK_INT(jdoc_str(&d, "n", &b), ==, -1);
	double v = 0;
	CHECK_INT(jdoc_num(&d, "n", &v), ==, 1);
	CHECK_DBL(v, -1500, 0);
	buf_release(&b);
	jdoc_release(&d);
}

static void test_malformed(void)
{
	static const char *bad[] = {
		"", "   ", "[1]", "{", "{\"a\"}", "{\"a\":}", "{\"a\":1,}", "{\"a\":1} x",
		"{\"a\":\"unterminated}", "{\"a\":tru}", "{\"a\":01}", "{\"a\":1.}", "{\"a\":\"\\x\"}",
		"{\"a\":\"\t\"}", "{\"a\":[1,2}", "{a:1}", "{\"a\":\"\\u12G4\"}", "{\"a\":-}",
	};
	struct jdoc d = JDOC_INIT;
	for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
		if (jdoc_parse(&d, bad[i], strlen(bad[i])) != -1)
			T_FAIL("accepted malformed: %s", bad[i]);
	/* deep nesting is refused, not a stack overflow */
	struct buf deep = BUF_INIT;
	buf_puts(&deep, "{\"a\":");
	for (int i = 0; i < 100000; i++)
		buf_putc(&deep, '[');
	CHECK_INT(jdoc_parse(&d, deep.p, deep.len), ==, -1);
	CHECK(strstr(mtk_errmsg(), "nesting") != NULL);
	buf_release(&deep);
	jdoc_release(&d);
}

static void test_roundtrip_passthrough(void)
{
	const char *line = "{\"id\":\"x\",\"weird\": [1, {\"k\":\"v\"}] ,\"text\":\"old\",\"score\":0.1}";
	struct jdoc d = JDOC_INIT;
	CHECK_INT(jdoc_parse(&d, line, strlen(line)), ==, 0);
	struct buf o = BUF_INIT;
	struct jset set[] = {{"text", "\"new\"", 5}, {"score", NULL, 0}, {"lang", "\"en\"", 4}};
	jdoc_write(&d, &o, set, 3);
	CHECK_STR(o.p, "{\"id\":\"x\",\"weird\":[1, {\"k\":\"v\"}],\"text\":\"new\",\"lang\":\"en\"}\n");
	buf_release(&o);
	jdoc_release(&d);
}

static void test_put_str(void)
{
	struct buf o = BUF_INIT;
	json_put_str(&o, "a\"\\\n\x01\xff" "b\xc3\xa9" "\xe2\x82", 11);
	CHECK_STR(o.p, "\"a\\\"\\\\\\n\\u0001\xef\xbf\xbd" "b\xc3\xa9\xef\xbf\xbd\"");
	/* what we write parses back to the repaired text */
	buf_clear(&o);
	jw_begin(&o);
	jw_cstr(&o, "t", "x\xc0y");
	jw_num(&o, "n", 3);
	jw_num(&o, "f", 0.25);
	jw_num(&o, "nan", 0.0 / 0.0);
	jw_end(&o);
	CHECK_STR(o.p, "{\"t\":\"x\xef\xbf\xbdy\",\"n\":3,\"f\":0.25,\"nan\":null}\n");
	struct jdoc d = JDOC_INIT;
	CHECK_INT(jdoc_parse(&d, o.p, o.len), ==, 0);
	jdoc_release(&d);
	buf_release(&o);
}

static void test_unescape_repairs(void)
{
	struct buf o = BUF_INIT;
	/* raw invalid UTF-8 inside a JSON string and a lone surrogate */
	const char *s = "\"a\xff\\ud800z\"";
	CHECK_INT(json_unescape(s, strlen(s), &o), ==, 2);
	CHECK_STR(o.p, "a\xef\xbf\xbd\xef\xbf\xbdz");
	buf_release(&o);
}

static void test_utf8(void)
{
	CHECK_INT(utf8_valid_prefix("abc\xc3\xa9", 5), ==, 5);
	CHECK_INT(utf8_valid_prefix("abcdefghij\xed\xa0\x80", 13), ==, 10);   /* surrogate */
	CHECK_INT(utf8_valid_prefix("\xf4\x90\x80\x80", 4), ==, 0);            /* > U+10FFFF */
	CHECK_INT(utf8_valid_prefix("\xc0\xaf", 2), ==, 0);                    /* overlong */
	struct buf o = BUF_INIT;
	/* maximal subpart: E2 82 is one replacement, then 'x' */
	CHECK_INT(utf8_repair("\xe2\x82x\xf0\x9f\x98\x80", 7, &o), ==, 1);
	CHECK_STR(o.p, "\xef\xbf\xbdx\xf0\x9f\x98\x80");
	buf_release(&o);
}

int main(void)
{
	TEST(test_parse_fields);
	TEST(test_malformed);
	TEST(test_roundtrip_passthrough);
	TEST(test_put_str);
	TEST(test_unescape_repairs);
	TEST(test_utf8);
	return t_done();
}
