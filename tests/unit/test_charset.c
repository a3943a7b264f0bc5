/* charset: labels, sniffing order, and conversions to UTF-8. */
#include <stdint.h>
#include <zlib.h>

#include "charset.h"
#include "t.h"
#include "utf8.h"

static void test_canon(void)
{
	CHECK_STR(charset_canon("ISO-8859-1", 10), "windows-1252");
	CHECK_STR(charset_canon(" \"latin1\" ", 10), "windows-1252");
	CHECK_STR(charset_canon("us-ascii", 8), "windows-1252");
	CHECK_STR(charset_canon("GB2312", 6), "gbk");
	CHECK_STR(charset_canon("x-gbk", 5), "gbk");
	CHECK_STR(charset_canon("UTF8", 4), "utf-8");
	CHECK_STR(charset_canon("cp1251", 6), "windows-1251");
	CHECK_STR(charset_canon("Shift_JIS", 9), "shift_jis");
	CHECK_STR(charset_canon("euc-kr", 6), "euc-kr");
	CHECK(charset_canon("klingon-8", 9) == NULL);
	CHECK(charset_canon("", 0) == NULL);
}

static void test_meta(void)
{
	const char *a = "<html><head><meta charset=\"windows-1251\"><title>x</title>";
	CHECK_STR(charset_from_meta(a, strlen(a)), "windows-1251");
	const char *b = "<head><META HTTP-EQUIV='Content-Type' CONTENT='text/html; charset=gb2312'>";
	CHECK_STR(charset_from_meta(b, strlen(b)), "gbk");
	const char *c = "<meta content=\"text/html;charset=ISO-8859-1\" http-equiv=\"content-type\">";
	CHECK_STR(charset_from_meta(c, strlen(c)), "windows-1252");
	/* a commented-out meta does not count; the real one after it does */
	const char *d = "<!-- <meta charset=koi8-r> --><meta charset=utf-8>";
	CHECK_STR(charset_from_meta(d, strlen(d)), "utf-8");
	/* utf-16 named in ASCII bytes means utf-8 */
	const char *e = "<meta charset=utf-16>";
	CHECK_STR(charset_from_meta(e, strlen(e)), "utf-8");
	const char *f = "<meta name=viewport content=\"width=device-width\"><p>charset=koi8-r</p>";
	CHECK(charset_from_meta(f, strlen(f)) == NULL);
	const char *g = "<meta charset=windows-1251/>";
	CHECK_STR(charset_from_meta(g, strlen(g)), "windows-1251");
	CHECK(charset_from_meta("", 0) == NULL);
	CHECK(charset_from_meta("<meta", 5) == NULL);
}

static void test_sniff(void)
{
	size_t bom;
	CHECK_STR(charset_sniff("\xEF\xBB\xBFhi", 5, "windows-1251", &bom), "utf-8");
	CHECK_INT(bom, ==, 3);
	CHECK_STR(charset_sniff("\xFF\xFEh\0", 4, NULL, &bom), "utf-16le");
	CHECK_INT(bom, ==, 2);
	const char *m = "<meta charset=windows-1251>\xcf\xf0\xe8";
	/* the HTTP hint wins over meta */
	CHECK_STR(charset_sniff(m, strlen(m), "text/html; charset=KOI8-R", &bom), "koi8-r");
	CHECK_INT(bom, ==, 0);
	CHECK_STR(charset_sniff(m, strlen(m), "bogus-charset", &bom), "windows-1251");
	CHECK_STR(charset_sniff(m, strlen(m), NULL, &bom), "windows-1251");
	/* no declaration: valid UTF-8 or windows-1252 */
	CHECK_STR(charset_sniff("caf\xc3\xa9", 5, NULL, &bom), "utf-8");
	CHECK_STR(charset_sniff("caf\xe9", 4, NULL, &bom), "windows-1252");
	CHECK_STR(charset_sniff("plain", 5, NULL, &bom), "utf-8");
	/* a latin1 label on bytes that are UTF-8 is a server default: UTF-8 */
	CHECK_STR(charset_sniff("caf\xc3\xa9", 5, "iso-8859-1", &bom), "utf-8");
	CHECK_STR(charset_sniff("caf\xe9", 4, "iso-8859-1", &bom), "windows-1252");
	/* a page cut inside its last character is still UTF-8 */
	CHECK_STR(charset_sniff("caf\xc3\xa9 \xe2\x82", 8, NULL, &bom), "utf-8");
}

static void dec(const char *cs, const char *in, size_t n, const char *want)
{
	struct charset_dec d = CHARSET_DEC_INIT;
	struct buf o = BUF_INIT;
	CHECK_INT(charset_decode(&d, cs, in, n, &o), ==, 0);
	CHECK_STR(o.p ? o.p : "", want);
	CHECK_INT(utf8_valid_prefix(o.p ? o.p : "", o.len), ==, o.len);
	buf_release(&o);
	charset_dec_release(&d);
}

static void test_guess(void)
{
	/* Latin-1 text: accented letters alone between ASCII ones */
	const char *fr = "<p>Le caf\xe9 est tr\xe8s bon, et la cr\xe8me br\xfbl\xe9" "e aussi. "
	                 "\xc0 bient\xf4" "t, \xe0 la f\xea" "te!</p>";
	CHECK_STR(charset_guess(fr, strlen(fr)), "windows-1252");
	/* Russian in windows-1251 */
	const char *ru = "<p>\xcf\xf0\xe8\xe2\xe5\xf2, \xec\xe8\xf0! \xdd\xf2\xee "
	                 "\xf2\xe5\xea\xf1\xf2 \xed\xe0 \xf0\xf3\xf1\xf1\xea\xee\xec "
	                 "\xff\xe7\xfb\xea\xe5.</p>";
	CHECK_STR(charset_guess(ru, strlen(ru)), "windows-1251");
	/* Chinese in gbk: 你好，世界。这是一段中文。 */
	const char *zh = "<p>\xc4\xe3\xba\xc3\xa3\xac\xca\xc0\xbd\xe7\xa1\xa3\xd5\xe2"
	                 "\xca\xc7\xd2\xbb\xb6\xce\xd6\xd0\xce\xc4\xa1\xa3</p>";
	CHECK_STR(charset_guess(zh, strlen(zh)), "gbk");
	CHECK_STR(charset_guess("<p>ascii only</p>", 17), "windows-1252");
	size_t bom;
	CHECK_STR(charset_sniff(zh, strlen(zh), NULL, &bom), "gbk");
}

static void test_decode(void)
{
	dec("windows-1251", "\xcf\xf0\xe8\xe2\xe5\xf2, \xec\xe8\xf0", 11,
	    "\xd0\x9f\xd1\x80\xd0\xb8\xd0\xb2\xd0\xb5\xd1\x82, \xd0\xbc\xd0\xb8\xd1\x80");
	dec("gbk", "\xc4\xe3\xba\xc3", 4, "\xe4\xbd\xa0\xe5\xa5\xbd");        /* 你好 */
	dec("windows-1252", "\x93hi\x94 \xe9\x80", 7, "\xe2\x80\x9chi\xe2\x80\x9d \xc3\xa9\xe2\x82\xac");
	dec("utf-8", "a\xff b\xe2\x82", 6, "a\xef\xbf\xbd b\xef\xbf\xbd");
	dec("utf-8", "\xc0\xaf\xed\xa0\x80", 5,
	    "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");
	/* invalid gbk: a lone lead byte at the end becomes U+FFFD */
	dec("gbk", "ok\x81", 3, "ok\xef\xbf\xbd");
	dec("koi8-r", "\xf0\xd2\xc9", 3, "\xd0\x9f\xd1\x80\xd0\xb8");
	dec("shift_jis", "\x82\xa0", 2, "\xe3\x81\x82");                      /* あ */
	struct charset_dec d = CHARSET_DEC_INIT;
	struct buf o = BUF_INIT;
	CHECK_INT(charset_decode(&d, "no-such", "x", 1, &o), ==, -1);
	CHECK_INT(o.len, ==, 0);
	/* the cached converter is reused and reset between pages */
	CHECK_INT(charset_decode(&d, "gbk", "\xc4\xe3", 2, &o), ==, 0);
	CHECK_INT(charset_decode(&d, "gbk", "\xba\xc3", 2, &o), ==, 0);
	CHECK_STR(o.p, "\xe4\xbd\xa0\xe5\xa5\xbd");
	buf_release(&o);
	charset_dec_release(&d);
}

static void test_to_utf8(void)
{
	struct charset_dec d = CHARSET_DEC_INIT;
	struct buf o = BUF_INIT;
	const char *cs;
	const char *p = "<meta http-equiv=Content-Type content=\"text/html; charset=windows-1251\">"
	                "\xc4\xe0";
	charset_to_utf8(&d, p, strlen(p), NULL, &o, &cs);
	CHECK_STR(cs, "windows-1251");
	CHECK(strstr(o.p, "\xd0\x94\xd0\xb0") != NULL);
	buf_clear(&o);
	charset_to_utf8(&d, "\xEF\xBB\xBF<p>x", 7, NULL, &o, &cs);
	CHECK_STR(cs, "utf-8");
	CHECK_STR(o.p, "<p>x");   /* BOM skipped */
	buf_clear(&o);
	charset_to_utf8(&d, "", 0, NULL, &o, &cs);
	CHECK_STR(cs, "utf-8");
	CHECK_INT(o.len, ==, 0);
	buf_release(&o);
	charset_dec_release(&d);
}


/* Real Common Crawl pages in gb2312, gbk, windows-1251, iso-8859-1 and
 * utf-8 (shared/data/warc/resiliparse/warcfile.warc.gz): every response is
 * decoded to valid UTF-8; the Chinese and Russian pages are recognised and
 * come out as Chinese and Cyrillic text, with few replacement characters. */
static size_t count_range(const char *s, size_t n, uint32_t lo, uint32_t hi, size_t *fffd)
{
	size_t k = 0;
	*fffd = 0;
	for (size_t i = 0; i < n;) {
		uint32_t cp;
		int bad;
		i += utf8_next((const unsigned char *)s + i, n - i, &cp, &bad);
		if (cp >= lo && cp <= hi)
			k++;
		if (cp == 0xFFFD)
			++*fffd;
	}
	return k;
}

static void test_real_pages(void)
{
	const char *path = t_shared("warc/resiliparse/warcfile.warc.gz");
	if (!path) {
		printf("skip test_real_pages: no shared data\n");
		return;
	}
	gzFile f = gzopen(path, "rb");
	struct buf w = BUF_INIT, o = BUF_INIT;
	char tmp[65536];
	int r;
	while ((r = gzread(f, tmp, sizeof tmp)) > 0)
		buf_add(&w, tmp, (size_t)r);
	gzclose(f);
	struct charset_dec d = CHARSET_DEC_INIT;
	int pages = 0, cjk = 0, cyr = 0, guessed = 0;
	const char *p = w.p, *end = w.p + w.len;
	while ((p = memmem(p, (size_t)(end - p), "WARC/1.0\r\n", 10)) != NULL) {
		const char *he = memmem(p, (size_t)(end - p), "\r\n\r\n", 4);
		if (!he)
			break;
		const char *cl = memmem(p, (size_t)(he - p), "Content-Length: ", 16);
		size_t len = cl ? strtoul(cl + 16, NULL, 10) : 0;
		int resp = memmem(p, (size_t)(he - p), "WARC-Type: response", 19) != NULL;
		const char *blk = he + 4;
		p = blk + len <= end ? blk + len : end;
		if (!resp)
			continue;
		const char *hh = memmem(blk, (size_t)(p - blk), "\r\n\r\n", 4);
		if (!hh)
			continue;
		char hint[64] = "";
		const char *ct = memmem(blk, (size_t)(hh - blk), "charset=", 8);
		if (ct) {
			size_t k = 0;
			for (ct += 8; k < sizeof hint - 1 && ct < hh && *ct != '\r' && *ct != ';'; ct++)
				hint[k++] = *ct;
			hint[k] = 0;
		}
		const char *body = hh + 4, *cs;
		buf_clear(&o);
		charset_to_utf8(&d, body, (size_t)(p - body), hint[0] ? hint : NULL, &o, &cs);
		pages++;
		CHECK_INT(utf8_valid_prefix(o.p ? o.p : "", o.len), ==, o.len);
		size_t bad, han = count_range(o.p, o.len, 0x4E00, 0x9FFF, &bad);
		size_t cy = count_range(o.p, o.len, 0x0400, 0x04FF, &bad);
		/* with the declarations taken away, the guess finds the same */
		if (!strcmp(cs, "gbk") || !strcmp(cs, "windows-1251")) {
			CHECK_STR(charset_guess(body, (size_t)(p - body)), cs);
			guessed++;
		}
		if (!strcmp(cs, "gbk")) {
			cjk++;
			CHECK_INT(han, >, 20);
			CHECK_INT(bad * 100, <=, han);
		}
		if (!strcmp(cs, "windows-1251")) {
			cyr++;
			CHECK_INT(cy, >, 20);
			CHECK_INT(bad, ==, 0);
		}
	}
	printf("real pages: %d decoded, %d gbk, %d windows-1251\n", pages, cjk, cyr);
	CHECK_INT(pages, >=, 16);
	CHECK_INT(cjk, >=, 4);
	CHECK_INT(cyr, >=, 1);
	CHECK_INT(guessed, ==, cjk + cyr);
	charset_dec_release(&d);
	buf_release(&w);
	buf_release(&o);
}

int main(void)
{
	TEST(test_canon);
	TEST(test_meta);
	TEST(test_sniff);
	TEST(test_guess);
	TEST(test_decode);
	TEST(test_to_utf8);
	TEST(test_real_pages);
	return t_done();
}
