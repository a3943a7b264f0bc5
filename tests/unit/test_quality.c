/* Unit tests for lib/quality: every rule on hand-made texts whose values
 * were worked out by hand (the comments show the arithmetic). Values on real
 * documents against an independent Python computation are checked in
 * tests/cli/test_mscore.sh. */
#include <stdint.h>

#include "t.h"
#include "quality.h"

static struct qscratch *qs;

static void eval(const char *text, struct qres *r, unsigned sets)
{
	struct qconf c;
	qconf_init(&c);
	c.sets = sets;
	quality_eval(qs, &c, text, strlen(text), r);
}

#define V(id) r.v[Q_##id]
#define FAILED(id) ((int)(r.fail >> Q_##id & 1))

static void test_gopher_quality(void)
{
	struct qres r;
	/* tokens: the cat sat on the mat with a hat ... (10); 9 words of
	 * 25 letters; stop words the, the, with; one ellipsis */
	eval("the cat sat on the mat with a hat ...", &r, QS_GOPHER);
	CHECK_DBL(V(GW_COUNT), 9, 0);
	CHECK_DBL(V(GW_MEANLEN), 25.0 / 9, 1e-12);
	CHECK_DBL(V(GW_ELLIPSIS), 0.1, 1e-12);
	CHECK_DBL(V(GW_HASH), 0, 0);
	CHECK_DBL(V(GW_ALPHA), 0.9, 1e-12);
	CHECK_DBL(V(GW_STOP), 3, 0);
	CHECK_DBL(V(GW_ELLLINES), 1, 0);
	CHECK(FAILED(F_GW_SHORT));
	CHECK(FAILED(F_GW_BELOWLEN));
	CHECK(FAILED(F_GW_ELLLINES));
	CHECK(!FAILED(F_GW_STOP));
	CHECK(!FAILED(F_GW_HASH));
	/* 4 lines, 3 start with a bullet after leading space */
	eval("- a\n\xe2\x80\xa2 b\n  - c\nd #", &r, QS_GOPHER);
	CHECK_DBL(V(GW_BULLET), 0.75, 1e-12);
	CHECK_DBL(V(GW_HASH), 1.0 / 8, 1e-12);   /* - a • b - c d # */
	CHECK(FAILED(F_GW_HASH));
	CHECK(!FAILED(F_GW_BULLET));
	CHECK(FAILED(F_GW_STOP));
	/* Unicode: Cyrillic words count as alphabetic words */
	eval("\xd0\xbc\xd0\xb8\xd1\x80 \xd0\xb4\xd0\xbe\xd0\xbc 42", &r, QS_GOPHER);
	CHECK_DBL(V(GW_COUNT), 3, 0);
	CHECK_DBL(V(GW_ALPHA), 2.0 / 3, 1e-12);
	CHECK_DBL(V(GW_MEANLEN), 8.0 / 3, 1e-12);
	eval("", &r, QS_GOPHER);
	CHECK_DBL(V(GW_COUNT), 0, 0);
	CHECK(FAILED(F_GW_SHORT));
}

static void test_gopher_repetition(void)
{
	struct qres r;
	/* paragraphs and lines: "x y","x y","z": 1 of 3 repeated, 3 of 11 chars */
	eval("x y\n\nx y\n\nz", &r, QS_GOPHER);
	CHECK_DBL(V(GR_PARA), 1.0 / 3, 1e-12);
	CHECK_DBL(V(GR_PARACH), 3.0 / 11, 1e-12);
	CHECK_DBL(V(GR_LINE), 1.0 / 3, 1e-12);
	CHECK_DBL(V(GR_LINECH), 3.0 / 11, 1e-12);
	CHECK(FAILED(F_GR_PARA));
	CHECK(FAILED(F_GR_LINECH));
	/* 2-grams ab ba ab ba ab bc: "a b" x3 = 9 of 13 chars; 3-grams aba x2
	 * first-seen wins the tie with bab x2: 5*2 = 10 */
	eval("a b a b a b c", &r, QS_GOPHER);
	CHECK_DBL(V(GR_TOP2), 9.0 / 13, 1e-12);
	CHECK_DBL(V(GR_TOP3), 10.0 / 13, 1e-12);
	/* 10 words: 5-grams at 0 (ababa), 1 (babab), 2 repeats 0: 5 chars,
	 * then skip to 7 > 5: done. 6-grams: 0,1,2 repeats 0: 6 chars. */
	eval("a b a b a b a b a b", &r, QS_GOPHER);
	CHECK_DBL(V(GR_DUP5), 5.0 / 19, 1e-12);
	CHECK_DBL(V(GR_DUP6), 6.0 / 19, 1e-12);
	CHECK_DBL(V(GR_DUP10), 0, 0);
	CHECK(FAILED(F_GR_DUP5));
	/* n-grams compare word sequences: "ab c" and "a bc" differ */
	eval("ab c d e f ab c d e f", &r, QS_GOPHER);
	CHECK_DBL(V(GR_DUP5), 6.0 / 21, 1e-12);   /* ab c d e f at 5 */
	eval("ab c d e f a bc d e f", &r, QS_GOPHER);
	CHECK_DBL(V(GR_DUP5), 0, 0);
}

static void test_c4(void)
{
	struct qres r;
	eval("Hello there my friend. How are you[1]?\n"
	     "Short.\n"
	     "This line has javascript in it.\n"
	     "We use cookies on this site.\n"
	     "Dr. Smith went home. He was tired! Then slept.\n"
	     "No punct here\n"
	     "{ bad } is here ok.", &r, QS_C4);
	CHECK_DBL(V(C4_LINES), 7, 0);
	CHECK_DBL(V(C4_NOPUNCT), 1, 0);
	CHECK_DBL(V(C4_FEWWORDS), 1, 0);
	CHECK_DBL(V(C4_JS), 1, 0);
	CHECK_DBL(V(C4_POLICY), 1, 0);
	CHECK_DBL(V(C4_SENT), 7, 0);   /* 2 + 4 + 1 */
	CHECK_DBL(V(C4_CURLY), 1, 0);
	CHECK_DBL(V(C4_LOREM), 0, 0);
	CHECK(FAILED(F_C4_CURLY));
	CHECK(!FAILED(F_C4_SENT));
	/* a citation after the full stop leaves a line without end punctuation */
	eval("Lorem ipsum dolor sit amet.\nOne two three. [2]", &r, QS_C4);
	CHECK_DBL(V(C4_LOREM), 1, 0);
	CHECK_DBL(V(C4_NOPUNCT), 1, 0);
	CHECK(FAILED(F_C4_LOREM));
	CHECK(FAILED(F_C4_SENT));
	/* "..." is not terminal punctuation */
	eval("and so on and on...", &r, QS_C4);
	CHECK_DBL(V(C4_NOPUNCT), 1, 0);
}

static void test_fineweb(void)
{
	struct qres r;
	/* 5 lines, 2 end in punctuation, all short; "Line one." repeats:
	 * 9 of 30 non-newline chars; 4 newlines over 9 tokens */
	eval("Line one.\nshort\n\nLine one.\nthe end", &r, QS_FINEWEB);
	CHECK_DBL(V(FW_PUNCT), 0.4, 1e-12);
	CHECK_DBL(V(FW_SHORT), 1, 0);
	CHECK_DBL(V(FW_DUP), 0.3, 1e-12);
	CHECK_DBL(V(FW_NL), 4.0 / 9, 1e-12);
	CHECK(!FAILED(F_FW_PUNCT));
	CHECK(FAILED(F_FW_SHORT));
	CHECK(FAILED(F_FW_DUP));
	CHECK(FAILED(F_FW_NL));
}

static void test_conf_and_output(void)
{
	struct qconf c;
	qconf_init(&c);
	CHECK_INT(qconf_sets(&c, "c4,fineweb"), ==, 0);
	CHECK_INT(c.sets, ==, QS_C4 | QS_FINEWEB);
	CHECK_INT(qconf_sets(&c, "gopher,bogus"), ==, -1);
	CHECK_INT(qconf_sets(&c, "none"), ==, 0);
	CHECK_INT(c.sets, ==, 0);
	CHECK_INT(qconf_threshold(&c, "c4_min_sentences=3"), ==, 0);
	CHECK_DBL(c.thr[Q_T_C4_SENT], 3, 0);
	CHECK_INT(qconf_threshold(&c, "c4_min_sentences=x"), ==, -1);
	CHECK_INT(qconf_threshold(&c, "nope=1"), ==, -1);
	CHECK_INT(qconf_sets(&c, "fineweb"), ==, 0);
	struct qres r;
	quality_eval(qs, &c, "Line one.\nshort\n\nLine one.\nthe end", 34, &r);
	struct buf b = BUF_INIT;
	quality_put_values(&b, &c, &r);
	CHECK_STR(b.p, "{\"fineweb_line_punct_ratio\":0.4,\"fineweb_short_line_ratio\":1,"
	               "\"fineweb_char_dup_ratio\":0.3,\"fineweb_newline_ratio\":0.444444}");
	buf_clear(&b);
	quality_put_fails(&b, &r);
	CHECK_STR(b.p, "[\"fineweb_short_line_ratio\",\"fineweb_char_dup_ratio\",\"fineweb_list_ratio\"]");
	buf_release(&b);
}

/* Random bytes from a small alphabet of troublemakers (newlines, \r,
 * punctuation, bullets, invalid and truncated UTF-8): no crash (the ASan
 * build runs this too), ratios stay ratios. */
static void test_garbage(void)
{
	static const char *const bits[] = {"\n", "\n\n", "\r\n", " ", "a", "the ", "...", "\xe2\x80\xa6", "#",
	                                   "- ", "\xe2\x80\xa2", "\xff", "\xc3", "\xe2\x80", "{", "lorem ipsum ",
	                                   "javascript", ". ", "[1]", "\xc2\x85", "\xe2\x80\xa8", "\t", "x", "\0"};
	uint64_t st = 42;
	char text[4096];
	struct qres r;
	for (int it = 0; it < 2000; it++) {
		size_t n = 0;
		st = st * 6364136223846793005ull + 1442695040888963407ull;
		size_t want = (size_t)(st >> 33) % 3000;
		while (n < want) {
			st = st * 6364136223846793005ull + 1442695040888963407ull;
			const char *b = bits[(st >> 33) % (sizeof bits / sizeof *bits)];
			size_t m = *b ? strlen(b) : 1;
			if (n + m > sizeof text)
				break;
			memcpy(text + n, b, m);
			n += m;
		}
		struct qconf c;
		qconf_init(&c);
		quality_eval(qs, &c, text, n, &r);
		for (int i = 0; i < Q_NVAL; i++)
			if (!(r.v[i] >= 0) || !isfinite(r.v[i]))
				T_FAIL("doc %d: %s = %g", it, quality_value_name(i), r.v[i]);
		for (int i = Q_GW_HASH; i <= Q_GW_ALPHA; i++)
			if (i != Q_GW_HASH && i != Q_GW_ELLIPSIS && r.v[i] > 1)
				T_FAIL("doc %d: %s = %g > 1", it, quality_value_name(i), r.v[i]);
		for (int i = Q_GR_PARA; i <= Q_GR_LINECH; i++)
			if (r.v[i] > 1)
				T_FAIL("doc %d: %s = %g > 1", it, quality_value_name(i), r.v[i]);
		for (int i = Q_GR_DUP5; i <= Q_GR_DUP10; i++)
			if (r.v[i] > 1)
				T_FAIL("doc %d: %s = %g > 1", it, quality_value_name(i), r.v[i]);
	}
}

int main(void)
{
	qs = qscratch_new();
	TEST(test_gopher_quality);
	TEST(test_gopher_repetition);
	TEST(test_c4);
	TEST(test_fineweb);
	TEST(test_conf_and_output);
	TEST(test_garbage);
	qscratch_free(qs);
	return t_done();
}
