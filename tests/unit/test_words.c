/* Unit tests for lib/words: token boundaries, classes, code point counts,
 * Python-compatible strip and splitlines. */
#include "t.h"
#include "words.h"

static struct words ws = WORDS_INIT;

static const char *tok(const char *text, size_t i, char *out, size_t cap)
{
	snprintf(out, cap, "%.*s", (int)ws.w[i].len, text + ws.w[i].off);
	return out;
}

static void test_ascii_split(void)
{
	const char *t = "Hello, world... it's 42_x!?";
	char b[64];
	CHECK_INT(words_split(&ws, t, strlen(t)), ==, 9);
	CHECK_STR(tok(t, 0, b, sizeof b), "Hello");
	CHECK_STR(tok(t, 1, b, sizeof b), ",");
	CHECK_STR(tok(t, 2, b, sizeof b), "world");
	CHECK_STR(tok(t, 3, b, sizeof b), "...");
	CHECK_STR(tok(t, 4, b, sizeof b), "it");
	CHECK_STR(tok(t, 5, b, sizeof b), "'");
	CHECK_STR(tok(t, 6, b, sizeof b), "s");
	CHECK_STR(tok(t, 7, b, sizeof b), "42_x");
	CHECK_STR(tok(t, 8, b, sizeof b), "!?");
	CHECK_INT(ws.w[0].is_word, ==, 1);
	CHECK_INT(ws.w[1].is_word, ==, 0);
	CHECK_INT(ws.w[7].alpha, ==, 1);
	CHECK_INT(words_split(&ws, "", 0), ==, 0);
	CHECK_INT(words_split(&ws, " \t\n ", 4), ==, 0);
}

static void test_unicode_split(void)
{
	/* "Größe" with a decomposed e+U+0301 (mark stays in the word),
	 * an NBSP separator, Cyrillic, CJK, an em dash, Arabic digits */
	const char *t = "Gro\xc3\x9f" "e\xcc\x81\xc2\xa0\xd0\xbc\xd0\xb8\xd1\x80\xe2\x80\x94\xe4\xb8\xad\xe6\x96\x87 \xd9\xa3\xd9\xa4";
	char b[64];
	CHECK_INT(words_split(&ws, t, strlen(t)), ==, 5);
	CHECK_STR(tok(t, 0, b, sizeof b), "Gro\xc3\x9f" "e\xcc\x81");
	CHECK_INT(ws.w[0].nchars, ==, 6);
	CHECK_STR(tok(t, 1, b, sizeof b), "\xd0\xbc\xd0\xb8\xd1\x80");
	CHECK_INT(ws.w[1].nchars, ==, 3);
	CHECK_STR(tok(t, 2, b, sizeof b), "\xe2\x80\x94");
	CHECK_INT(ws.w[2].is_word, ==, 0);
	CHECK_INT(ws.w[3].nchars, ==, 2);
	CHECK_INT(ws.w[4].is_word, ==, 1);
	CHECK_INT(ws.w[4].alpha, ==, 0);   /* Arabic-Indic digits: not letters */
	/* invalid UTF-8 byte: one "other" character, never a crash */
	const char *bad = "ab\xff" "cd";
	CHECK_INT(words_split(&ws, bad, 5), ==, 3);
	CHECK_INT(words_valid_utf8(bad, 5), ==, 0);
	CHECK_INT(words_valid_utf8(t, strlen(t)), ==, 1);
	CHECK_INT(words_valid_utf8("\xed\xa0\x80", 3), ==, 0);   /* surrogate */
	CHECK_INT(words_nchars(t, strlen(t)), ==, 16);
	/* 16 bytes a step, then the rest: every length and offset across a step,
	 * with 2-, 3- and 4-byte characters and a stray continuation byte */
	const char *u = "a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80" "b\x80" "cdefghijklmnop\xc3\xa9" "qrstuvwxyz\xe2\x82\xac!";
	for (size_t off = 0; off < 8; off++)
		for (size_t len = 0; off + len <= strlen(u); len++) {
			size_t want = 0;
			for (size_t i = off; i < off + len; i++)
				want += ((unsigned char)u[i] & 0xC0) != 0x80;
			CHECK_INT(words_nchars(u + off, len), ==, want);
		}
}

static void test_norm(void)
{
	struct buf b = BUF_INIT;
	words_norm(&b, "HeLLo \xc3\x84\xd0\x96", 10);
	CHECK_STR(b.p, "hello \xc3\xa4\xd0\xb6");
	buf_release(&b);
}

static void test_strip_lines(void)
{
	const char *s = "\xc2\xa0 x y\t\xe3\x80\x80";
	size_t n = strlen(s);
	words_strip(&s, &n);
	CHECK_INT(n, ==, 3);
	CHECK_MEM(s, "x y", 3);
	const char *t = "a\r\nb\rc\n\nd\xe2\x80\xa8" "e\n";
	size_t pos = 0, len, k = 0;
	const char *line;
	const char *want[] = {"a", "b", "c", "", "d", "e"};
	while (words_nextline(t, strlen(t), &pos, &line, &len)) {
		CHECK(k < 6);
		if (k < 6) {
			CHECK_INT(len, ==, strlen(want[k]));
			CHECK_MEM(line, want[k], len);
		}
		k++;
	}
	CHECK_INT(k, ==, 6);
}

int main(void)
{
	TEST(test_ascii_split);
	TEST(test_unicode_split);
	TEST(test_norm);
	TEST(test_strip_lines);
	words_release(&ws);
	return t_done();
}
