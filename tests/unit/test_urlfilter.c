/* test_urlfilter: host parsing, domain blocklist with subdomains, binary
 * extensions. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "err.h"
#include "t.h"
#include "urlfilter.h"

static void test_host(void)
{
	char h[256];
	CHECK_INT(url_host("https://User:pw@WWW.Example.COM:8080/a/b?c#d", h, sizeof h), ==, 15);
	CHECK_STR(h, "www.example.com");
	url_host("http://example.com", h, sizeof h);
	CHECK_STR(h, "example.com");
	url_host("http://example.com./x", h, sizeof h);
	CHECK_STR(h, "example.com");
	url_host("http://[::1]:80/", h, sizeof h);
	CHECK_STR(h, "[::1]");
	url_host("example.org/path", h, sizeof h);
	CHECK_STR(h, "example.org");
	CHECK_INT(url_host("http:///nohost", h, sizeof h), ==, 0);
	CHECK_INT(url_host("", h, sizeof h), ==, 0);
}

static void test_ext(void)
{
	CHECK(url_binary_ext("http://a.com/file.PDF"));
	CHECK(url_binary_ext("http://a.com/x/y/photo.jpg?size=2#top"));
	CHECK(url_binary_ext("http://a.com/setup.exe"));
	CHECK(url_binary_ext("http://a.com/archive.tar.gz"));
	CHECK(!url_binary_ext("http://a.com/page.html"));
	CHECK(!url_binary_ext("http://a.com/"));
	CHECK(!url_binary_ext("http://a.com"));
	CHECK(!url_binary_ext("http://files.pdf.com/"));      /* a host, not a path */
	CHECK(!url_binary_ext("http://a.com/x.pdf/view"));
	CHECK(!url_binary_ext("http://a.com/view?file=x.pdf"));
}

static void test_blocklist(void)
{
	char path[128];
	int fd = mkstemp(t_tmppath(path, sizeof path, "mtk-test-urlfilter.XXXXXX"));
	CHECK(fd >= 0);
	const char *list = "# adult and spam domains\n\nexample.com\n*.Bad.ORG\n  .spam.net  # trailing comment\r\n";
	CHECK_INT(write(fd, list, strlen(list)), ==, (long long)strlen(list));
	close(fd);
	struct urlfilter *f = urlfilter_new();
	CHECK_INT(urlfilter_load(f, path), ==, 0);
	CHECK_INT(urlfilter_size(f), ==, 3);
	CHECK_INT(urlfilter_check(f, "http://example.com/"), ==, URL_BLOCKED_DOMAIN);
	CHECK_INT(urlfilter_check(f, "https://www.example.com/a"), ==, URL_BLOCKED_DOMAIN);
	CHECK_INT(urlfilter_check(f, "https://a.b.c.EXAMPLE.com:443/"), ==, URL_BLOCKED_DOMAIN);
	CHECK_INT(urlfilter_check(f, "http://notexample.com/"), ==, URL_OK);
	CHECK_INT(urlfilter_check(f, "http://example.com.evil.io/"), ==, URL_OK);
	CHECK_INT(urlfilter_check(f, "http://bad.org/"), ==, URL_BLOCKED_DOMAIN);
	CHECK_INT(urlfilter_check(f, "http://x.spam.net/"), ==, URL_BLOCKED_DOMAIN);
	CHECK_INT(urlfilter_check(f, "http://good.org/x.zip"), ==, URL_BINARY_EXT);
	CHECK_INT(urlfilter_check(f, "http://good.org/"), ==, URL_OK);
	/* many domains: the set grows */
	char d[64];
	for (int i = 0; i < 100000; i++) {
		int n = snprintf(d, sizeof d, "host%d.example%d.net", i, i % 7);
		urlfilter_add(f, d, (size_t)n);
	}
	CHECK_INT(urlfilter_size(f), ==, 100003);
	CHECK_INT(urlfilter_check(f, "http://www.host99999.example4.net/"), ==, URL_BLOCKED_DOMAIN);
	CHECK_INT(urlfilter_check(f, "http://host99999.example5.net/"), ==, URL_OK);
	urlfilter_free(f);
	unlink(path);
	/* a missing file is an error with its name */
	f = urlfilter_new();
	CHECK_INT(urlfilter_load(f, "/nonexistent/list.txt"), ==, -1);
	CHECK(strstr(mtk_errmsg(), "/nonexistent/list.txt") != NULL);
	CHECK_INT(urlfilter_check(NULL, "http://a.com/a.pdf"), ==, URL_BINARY_EXT);
	urlfilter_free(f);
}

int main(void)
{
	TEST(test_host);
	TEST(test_ext);
	TEST(test_blocklist);
	return t_done();
}
