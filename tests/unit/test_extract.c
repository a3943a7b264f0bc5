/* extract: boilerplate removal and text shape on small hand-made pages, and
 * the quality floors on the 111 article-extraction-benchmark dev pages and,
 * per dataset, on the 1,778 WCEB dev pages. */
#include <dirent.h>
#include <stdint.h>
#include <zlib.h>
#include <utf8proc.h>
#include <libxml/xmlmemory.h>

#include "extract.h"
#include "err.h"
#include "json.h"
#include "t.h"
#include "utf8.h"

static struct extractor *X;

static const char *ex(const char *html, const char *hint, struct extract_info *info)
{
	static struct buf out;
	struct extract_info tmp;
	CHECK_INT(extract_html(X, html, strlen(html), hint, &out, info ? info : &tmp), ==, 0);
	CHECK_INT(utf8_valid_prefix(out.p ? out.p : "", out.len), ==, out.len);
	return out.p ? out.p : "";
}

#define PARA "The committee met on Tuesday and agreed, after a long debate, that the new " \
	"bridge would be built over the river by the end of next year."

static void test_boilerplate(void)
{
	const char *page =
		"<html><head><title>Bridge news | Daily</title><style>p{color:red}</style></head><body>"
		"<header><nav><a href=/>Home</a> <a href=/world>World</a> <a href=/sport>Sport</a></nav></header>"
		"<div class=cookie-banner><p>We use cookies to improve your experience. Accept?</p></div>"
		"<main><article><h1>Bridge news</h1>"
		"<div class=byline>By Jane Doe</div>"
		"<p>" PARA "</p><p>Officials said the cost would be shared, and that work starts in spring.</p>"
		"<div class=share-tools><a href=#>Share on Facebook</a><a href=#>Tweet</a></div>"
		"<h2>What happens next</h2><p>" PARA " " PARA "</p>"
		"<script>var x = 'not text';</script>"
		"</article></main>"
		"<aside class=sidebar><h3>Most read</h3><ul><li><a href=/a>Some other story about things</a></li>"
		"<li><a href=/b>Another story about other things</a></li></ul></aside>"
		"<section id=comments><p>Great article, I really loved reading it, thanks for writing!</p></section>"
		"<footer><p>Copyright 2019 Daily News. All rights reserved.</p></footer></body></html>";
	struct extract_info info;
	const char *t = ex(page, NULL, &info);
	CHECK_STR(t, PARA "\nOfficials said the cost would be shared, and that work starts in spring.\n"
	             "What happens next\n" PARA " " PARA);
	CHECK_STR(info.title, "Bridge news | Daily");
	CHECK_STR(info.charset, "utf-8");
	CHECK_INT(info.fallback, ==, 0);
}

static void test_structure(void)
{
	const char *page =
		"<body><div id=content><p>" PARA "</p>"
		"<h2>  A   heading\n with  spaces </h2>"
		"<ul><li>first item, with words</li><li>second <b>bold</b> item.</li></ul>"
		"<p>Line one<br>line two<br><br><br>line three, the end of the paragraph.</p>"
		"<p>Inline <i>tags</i> <span>keep</span> their<em>own</em> spacing.</p>"
		"<table><tr><td>Name</td><td>Points</td></tr><tr><td>Kyle</td><td>5040</td></tr></table>"
		"<p>" PARA "</p></div></body>";
	const char *t = ex(page, NULL, NULL);
	CHECK_STR(t, PARA "\nA heading with spaces\nfirst item, with words\nsecond bold item.\n"
	             "Line one\nline two\nline three, the end of the paragraph.\n"
	             "Inline tags keep theirown spacing.\nName Points\nKyle 5040\n" PARA);
}

static void test_pre(void)
{
	/* code keeps its indentation; the newline after <pre> is not text */
	const char *page =
		"<body><article><p>" PARA "</p><pre>\nint main(void)\n{\n    return 0;  /* ok */\n}\n"
		"</pre><pre>   </pre><pre>  x = 1;</pre><p>" PARA "</p></article></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\nint main(void)\n{\n    return 0;  /* ok */\n}\n"
	                                "  x = 1;\n" PARA);
	/* an HTML sample in a tutorial is code, not markup that leaked */
	page = "<body><article><p>" PARA "</p><pre><code>&lt;script src=\"vendor/mocha.js\""
	       "&gt;&lt;/script&gt;</code></pre><p>" PARA "</p></article></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n<script src=\"vendor/mocha.js\"></script>\n" PARA);
	/* a WordPress shortcode that no plugin rendered is markup; in a <pre>
	 * it is a sample */
	page = "<body><article><p>" PARA "</p><p>[button link=\"/submit/\" type=\"big\"] Send "
	       "us your review[/button]</p><p>" PARA "</p><pre>[gallery ids=\"1,2\"][/gallery]"
	       "</pre><p>" PARA "</p></article></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA "\n[gallery ids=\"1,2\"][/gallery]\n" PARA);
	/* a theme's structured data, hidden by its CSS, is addresses and
	 * figures; a line that gives one address is text */
	page = "<body><article><p>" PARA "</p><p>Read the report at "
	       "http://example.org/report.pdf before the meeting.</p><p>" PARA "</p><span "
	       "class=av-structured-data itemprop=image><span itemprop=url>"
	       "http://example.org/wp-content/uploads/2018/10/photo_0901.jpg</span> <span "
	       "itemprop=height>540</span> <span itemprop=width>960</span></span> <span "
	       "itemprop=publisher><span itemprop=name>admin</span> <span itemprop=url>"
	       "http://example.org/logo.jpg</span></span><p>" PARA "</p></article></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\nRead the report at http://example.org/report.pdf "
	          "before the meeting.\n" PARA "\n" PARA);
}

static void test_entities(void)
{
	const char *page =
		"<body><article><p>Caf&eacute; &amp; bar &#8217;s &lt;tag&gt; a&nbsp;b &#x201C;q&#x201D; "
		"&copy; 2019 and more words so that it is a paragraph, surely.</p></article></body>";
	const char *t = ex(page, NULL, NULL);
	CHECK_STR(t, "Caf\xc3\xa9 & bar \xe2\x80\x99s <tag> a b \xe2\x80\x9cq\xe2\x80\x9d \xc2\xa9 2019 "
	             "and more words so that it is a paragraph, surely.");
}

static void test_math(void)
{
	/* MathML is text a reader sees; its TeX annotation is not, nor is math
	 * a page hides behind an image */
	const char *page =
		"<body><article><p>" PARA "</p><p>When <math><mi>a</mi> <mo>&#x2260;</mo> <mn>0</mn>"
		"<annotation encoding=\"application/x-tex\">a \\neq 0</annotation></math> there "
		"are two roots<span style=\"display: none\"><math><mi>x</mi></math></span>.</p>"
		"</article></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\nWhen a \xe2\x89\xa0 0 there are two roots.");
}

static void test_bogus_comments(void)
{
	/* Word's downlevel-revealed conditionals ("<![if ...]>", "<![endif]>")
	 * are bogus comments to a browser: no text */
	const char *t = ex("<body><div><p>" PARA "</p><p><![if !supportEmptyParas]>&nbsp;"
	                   "<![endif]><o:p></o:p></p><p>Officials said the cost would be shared, "
	                   "and that work starts in spring.</p></div></body>", NULL, NULL);
	CHECK_STR(t, PARA "\nOfficials said the cost would be shared, and that work starts in "
	             "spring.");
}

static void test_c1_references(void)
{
	/* "&#147;" and the other numeric references in 0x80-0x9F are
	 * windows-1252's characters to a browser, not C1 controls */
	const char *t = ex("<body><article><p>&#147;Operation Discredit,&#148; he said &#150; "
	                   "it&#146;s under way, and more words so that it is a paragraph.</p>"
	                   "</article></body>", NULL, NULL);
	CHECK_STR(t, "\xe2\x80\x9cOperation Discredit,\xe2\x80\x9d he said \xe2\x80\x93 "
	             "it\xe2\x80\x99s under way, and more words so that it is a paragraph.");
}

static void test_spaces(void)
{
	/* zero-width space removed; thin, ideographic and no-break spaces are
	 * spaces; zero-width joiners stay (emoji, Indic and Persian text) */
	const char *t = ex("<p>a&#8203;b c&#x3000;d e&#8201;f g&#x200D;h i&nbsp;&nbsp; j, and "
	                   "some more words in the sentence.</p>", NULL, NULL);
	CHECK_STR(t, "ab c d e f g\xe2\x80\x8dh i j, and some more words in the sentence.");
}

static void test_invalid_utf8(void)
{
	/* a UTF-8 page (it says so) with broken bytes: replaced, never passed */
	const char *page =
		"<meta charset=utf-8><body><p>Bad \xff\xfe bytes and a cut \xe2\x82 sequence in a "
		"sentence that is long enough, to be kept as text.</p></body>";
	struct extract_info info;
	const char *t = ex(page, NULL, &info);
	CHECK_STR(info.charset, "utf-8");
	CHECK(strstr(t, "Bad \xef\xbf\xbd\xef\xbf\xbd bytes") != NULL);
	CHECK(strstr(t, "cut \xef\xbf\xbd sequence") != NULL);
}

static void test_charsets(void)
{
	struct extract_info info;
	const char *cp1251 =
		"<html><head><meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1251\">"
		"<title>\xcd\xee\xe2\xee\xf1\xf2\xe8</title></head><body><p>\xcf\xf0\xe8\xe2\xe5\xf2, "
		"\xec\xe8\xf0! \xdd\xf2\xee \xf2\xe5\xea\xf1\xf2 \xed\xe0 \xf0\xf3\xf1\xf1\xea\xee\xec "
		"\xff\xe7\xfb\xea\xe5, \xe8 \xee\xed \xe4\xee\xf1\xf2\xe0\xf2\xee\xf7\xed\xee "
		"\xe4\xeb\xe8\xed\xed\xfb\xe9.</p></body></html>";
	const char *t = ex(cp1251, NULL, &info);
	CHECK_STR(info.charset, "windows-1251");
	CHECK_STR(info.title, "\xd0\x9d\xd0\xbe\xd0\xb2\xd0\xbe\xd1\x81\xd1\x82\xd0\xb8");   /* Новости */
	CHECK(!strncmp(t, "\xd0\x9f\xd1\x80\xd0\xb8\xd0\xb2\xd0\xb5\xd1\x82, ", 14));         /* Привет, */
	const char *gbk =
		"<html><head><meta charset=gb2312></head><body><p>\xc4\xe3\xba\xc3\xa3\xac\xca\xc0"
		"\xbd\xe7\xa1\xa3\xd5\xe2\xca\xc7\xd2\xbb\xb6\xce\xd6\xd0\xce\xc4\xa1\xa3</p></body></html>";
	t = ex(gbk, NULL, &info);
	CHECK_STR(info.charset, "gbk");
	CHECK(!strncmp(t, "\xe4\xbd\xa0\xe5\xa5\xbd", 6));                                 /* 你好 */
	/* the HTTP hint beats the meta tag */
	t = ex("<meta charset=utf-8><p>caf\xe9 au lait, and a sentence.</p>", "ISO-8859-1", &info);
	CHECK_STR(info.charset, "windows-1252");
	CHECK(strstr(t, "caf\xc3\xa9") != NULL);
}

static void test_edge(void)
{
	struct extract_info info;
	CHECK_STR(ex("", NULL, &info), "");
	CHECK_INT(info.html_bytes, ==, 0);
	CHECK_STR(ex("plain text, no tags at all.", NULL, NULL), "plain text, no tags at all.");
	CHECK_STR(ex("<html><body></body></html>", NULL, NULL), "");
	CHECK_STR(ex("<script>only script</script><style>x</style>", NULL, NULL), "");
	/* a script tag with a quote left open: its attributes go with it, or
	 * the parser would read the page after it as their value */
	CHECK_STR(ex("<head><script src=\"/a.js;\nx='1';\n//-->\n</script></head><body><p>" PARA
	             "</p><svg viewBox=\"0 0 1 1\"/><p>" PARA "</p></body>", NULL, NULL),
	          PARA "\n" PARA);
	ex("<body><svg><title>not the title</title></svg><p>Text.</p></body>", NULL, &info);
	CHECK_STR(info.title, "");
	ex("<title>one</title><title>two</title><p>Text.</p>", NULL, &info);
	CHECK_STR(info.title, "one");
	/* deep nesting and unclosed tags do not crash or recurse; libxml2 keeps
	 * at most 256 levels, so very deep text may be lost, never crash */
	struct buf b = BUF_INIT;
	for (int i = 0; i < 100; i++)
		buf_puts(&b, "<div><span>");
	buf_puts(&b, "deep text, in a sentence.");
	CHECK(strstr(ex(b.p, NULL, NULL), "deep text") != NULL);
	for (int i = 0; i < 20000; i++)
		buf_puts(&b, "<div><b>");
	buf_puts(&b, "deeper.");
	ex(b.p, NULL, NULL);
	buf_release(&b);
	/* NUL bytes inside the page */
	static const char nul[] = "<p>before\0after, a sentence of words.</p>";
	struct buf out = BUF_INIT;
	CHECK_INT(extract_html(X, nul, sizeof nul - 1, NULL, &out, &info), ==, 0);
	CHECK_INT(utf8_valid_prefix(out.p ? out.p : "", out.len), ==, out.len);
	buf_release(&out);
}


/* libxml2 allocates through xmalloc: out of memory in the parser is mtk's
 * "out of memory" abort. libxml2's own handling printed "internal buffer
 * error" and the page came out empty, counted as removed.empty, exit 0
 * (issue 27). */
static void test_parser_alloc(void)
{
	xmlFreeFunc f;
	xmlMallocFunc m;
	xmlReallocFunc r;
	xmlStrdupFunc s;
	CHECK_INT(xmlMemGet(&f, &m, &r, &s), ==, 0);
	CHECK(m == xmalloc);
	CHECK(r == xrealloc);
	CHECK(s == xstrdup);
}

/* Issue 28: a hint weighs a block, it never empties the page. */
static void test_hints_weigh(void)
{
	/* an unclosed named anchor is no link: the text after it is prose */
	CHECK_STR(ex("<body><a name=top><div class=menu><a href=/>Home</a></div>"
	             "<div class=text><p>" PARA "</p><p>" PARA "</p></div></body>", NULL, NULL),
	          PARA "\n" PARA);
	/* libxml2 leaves an unknown element in <head> open, the body inside it */
	CHECK_STR(ex("<html><head><title>T</title><xbox><div><p>" PARA "</p></div></body></html>",
	             NULL, NULL), PARA);
	/* page-wide classes on <html> and <body> name features, not the page */
	CHECK_STR(ex("<html class=js-tooltip-on><body class='post comments-open'>"
	             "<div class=story><p>" PARA "</p><p>" PARA "</p></div></body></html>", NULL, NULL),
	          PARA "\n" PARA);
	/* a weak name ("more") on the element holding the whole article */
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div class=sidebar><p>About this blog, by a writer.</p></div><div id=more>");
	for (int i = 0; i < 6; i++)
		buf_puts(&b, "<p>" PARA "</p>");
	buf_puts(&b, "</div><div id=comments><p>Nice post, thank you so much for it.</p></div></body>");
	const char *t = ex(b.p, NULL, NULL);
	CHECK(strstr(t, PARA) == t);
	CHECK(strstr(t, "Nice post") == NULL);
	CHECK(strstr(t, "About this blog") == NULL);
	buf_release(&b);
	/* a comment section that holds all the page's prose is its text */
	buf_clear(&b);
	buf_puts(&b, "<body><nav><a href=/>Forum</a> <a href=/b>Board</a></nav><div class=comments>");
	for (int i = 0; i < 4; i++)
		buf_puts(&b, "<p>I think that the bridge is a very good idea, and that it should "
		             "have been built a long time ago, by the city.</p>");
	buf_puts(&b, "</div></body>");
	t = ex(b.p, NULL, NULL);
	CHECK(strstr(t, "I think that the bridge") == t);
	buf_release(&b);
}

/* The headline leads to the article; teaser lists and furniture go. */
static void test_article_edges(void)
{
	/* a short post right under its headline beats a longer blurb elsewhere */
	const char *page =
		"<html><head><title>How to crimp a pie crust | A food blog</title></head><body>"
		"<div class=top><a href=/>Home</a></div><div class=links><a href=/a>Recipes</a></div>"
		"<div class=more><a href=/b>Baking</a></div><div class=x><a href=/c>About</a></div>"
		"<div class=post><h3>How to crimp a pie crust</h3>"
		"<p>Crimp the edge with a fork, then chill it. Bake it hot for the first ten minutes.</p></div>"
		"<ul class=archive><li><a href=/1>May</a></li><li><a href=/2>June</a></li>"
		"<li><a href=/3>July</a></li><li><a href=/4>August</a></li><li><a href=/5>Fall</a></li>"
		"<li><a href=/6>Winter</a></li><li><a href=/7>Spring</a></li></ul>"
		"<div class=box><p>This blog is written by a cook who has baked for twenty years, "
		"in three countries, and who still loves a good pie.</p></div></body></html>";
	CHECK_STR(ex(page, NULL, NULL), "How to crimp a pie crust\n"
	          "Crimp the edge with a fork, then chill it. Bake it hot for the first ten minutes.");
	/* a list of linked headlines with summaries after the body */
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div class=main><p>" PARA "</p><p>" PARA "</p><dl>");
	for (int i = 0; i < 3; i++)
		buf_puts(&b, "<dt><a href=/other>Another story from the same region</a></dt>"
		             "<dd>A short summary of that other story, one sentence long.</dd>");
	buf_puts(&b, "</dl></div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), PARA "\n" PARA);
	buf_release(&b);
	/* German end-of-article furniture */
	CHECK_STR(ex("<body><div class=text><p>" PARA "</p><p>" PARA "</p>"
	             "<p>Mehr zum Thema</p><p>Artikel teilen</p><p>Alle Rechte vorbehalten</p>"
	             "</div></body>", NULL, NULL), PARA "\n" PARA);
	/* a caption that is a sentence is text; a short label is not */
	CHECK_STR(ex("<body><div class=text><p>" PARA "</p><figure><img src=a.jpg>"
	             "<figcaption>The new bridge will cross the river near the old mill.</figcaption>"
	             "</figure><figure><figcaption>Bridge</figcaption></figure><p>" PARA "</p>"
	             "</div></body>", NULL, NULL),
	          PARA "\nThe new bridge will cross the river near the old mill.\n" PARA);
	/* a sentence ends in a German or French closing quote too */
#define DEQ "Der B\xC3\xBC" "rgermeister sagte: \xE2\x80\x9E" "Wir bauen sie im Fr\xC3\xBC" \
	"hjahr.\xE2\x80\x9C"
#define FRQ "Le maire a dit : \xC2\xAB Nous la construirons au printemps. \xC2\xBB"
	CHECK_STR(ex("<body><div class=text><p>" PARA "</p><p>" PARA "</p><figure><figcaption>"
	             DEQ "</figcaption></figure><figure><figcaption>" FRQ "</figcaption></figure>"
	             "</div></body>", NULL, NULL),
	          PARA "\n" PARA "\n" DEQ "\n" FRQ);
	/* and in a CJK full stop */
#define ZHS "\xE6\x96\xB0\xE6\xA1\xA5\xE5\xB0\x86\xE4\xBA\x8E\xE6\x98\x8E\xE5\xB9\xB4" \
	"\xE6\x98\xA5\xE5\xA4\xA9\xE5\x9C\xA8\xE6\x97\xA7\xE7\xA3\xA8\xE5\x9D\x8A\xE9\x99\x84" \
	"\xE8\xBF\x91\xE5\xBB\xBA\xE6\x88\x90\xE3\x80\x82"  /* 新桥将于明年春天在旧磨坊附近建成。 */
	CHECK_STR(ex("<body><div class=text><p>" ZHS ZHS ZHS ZHS "</p><p>" ZHS ZHS ZHS ZHS "</p>"
	             "<figure><figcaption>" ZHS "</figcaption></figure></div></body>", NULL, NULL),
	          ZHS ZHS ZHS ZHS "\n" ZHS ZHS ZHS ZHS "\n" ZHS);
#undef ZHS
#undef DEQ
#undef FRQ
}

static void test_rules(void)
{
	const char *page =
		"<body>&lt;img src=\"x.gif\" width=\"1\"&gt;<div class=story><div class=body>"
		"<p>" PARA "</p>"
		"<figure><img src=a.jpg><figcaption>The bridge at dusk, seen from the south bank "
		"</figcaption></figure>"
		"<div class=social-media-embed><blockquote class=twitter-tweet><p>The bridge is a "
		"great idea, said nobody at all, ever.</p></blockquote></div>"
		"<p>Officials said the cost would be shared, and that work starts in spring.</p>"
		"<p>(Reporting by Jane Doe; Editing by John Roe)</p>"
		"<div class=sharing><a href=#>Share</a></div>"
		"</div></div>"
		"<div class=list><div class=card><h3><a href=/x>Another story about a tunnel</a></h3>"
		"<p>A tunnel was proposed, and then forgotten, and then proposed again by everyone.</p></div>"
		"<div class=card><h3><a href=/y>Yet another story about ferries</a></h3>"
		"<p>The ferry company said that prices would rise, again, in the new year.</p></div></div>"
		"</body>";
	const char *t = ex(page, NULL, NULL);
	/* (an agency's credit under the story closes it) */
	CHECK_STR(t, PARA "\nThe bridge at dusk, seen from the south bank\n"
	             "The bridge is a great idea, said nobody at all, ever.\n"
	             "Officials said the cost would be shared, and that work starts in spring.\n"
	             "(Reporting by Jane Doe; Editing by John Roe)");
	t = ex("<body><article><p>" PARA "</p><p>" PARA "</p><p>Associated Press writer Meghan "
	       "Lowry in Columbus contributed to this report.</p><div class=share><a href=#>"
	       "Share</a></div></article></body>", NULL, NULL);
	CHECK(strstr(t, "Meghan Lowry in Columbus contributed") != NULL);
	/* widget phrases match whole words: "Shares" and "Subscribers" are prose */
	t = ex("<body><article><p>" PARA "</p><h2>Shares rally on bridge news</h2><p>Subscribers "
	       "grew.</p><p>Share</p><p>" PARA "</p></article></body>", NULL, NULL);
	CHECK_STR(t, PARA "\nShares rally on bridge news\nSubscribers grew.\n" PARA);
}

/* A gallery of titled pictures set in an article's body goes; a slideshow
 * page, whose gallery is most of its prose, keeps it. */
static void test_linked_list_items(void)
{
	/* a list of references: an item that is mostly its link stays with
	 * the items around it that are kept */
	const char *t = ex("<body><article><p>" PARA "</p><p>" PARA "</p><ol>"
	                   "<li><a href=\"#r1\">^</a> Eich, Brendan (2003). <a href=\"/x\">"
	                   "\"Development roadmap\"</a>. Mozilla. Retrieved 2009-08-02.</li>"
	                   "<li><a href=\"#r2\">^</a> <a href=\"/y\">\"Better Browsing on "
	                   "Your Android Smartphone\"</a>. AllThingsD.</li>"
	                   "<li><a href=\"#r3\">^</a> Smith, Anna (2011). <a href=\"/z\">"
	                   "\"Test version\"</a>. PC Magazine. Retrieved 2012-08-18.</li>"
	                   "</ol></article></body>", NULL, NULL);
	CHECK(strstr(t, "Better Browsing on Your Android Smartphone") != NULL);
	CHECK(strstr(t, "Eich, Brendan") != NULL);
	/* a list of links after the body, none of them kept, stays out */
	t = ex("<body><article><p>" PARA "</p><p>" PARA "</p><ul>"
	       "<li><a href=\"/a\">Another story from the region</a></li>"
	       "<li><a href=\"/b\">A second story from the region</a></li>"
	       "<li><a href=\"/c\">A third story from the region</a></li>"
	       "</ul></article></body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA);
}

static void test_forum_thread(void)
{
	/* a thread: each post a small box under its author's linked name,
	 * like a teaser card (a linked headline and a short summary); a run
	 * of three such boxes is the thread and stays */
#define POST(u, t) "<table><tr><td><a href=\"/member?u=" u "\">" u "</a>" \
	"<div>Join Date: Mar 2008</div></td><td>" t "</td></tr>" \
	"<tr><td><a href=\"/reply\">Reply With Quote</a></td></tr></table>"
	const char *t = ex("<body><div class=nav><a href=\"/\">Home</a> | <a "
	                   "href=\"/f\">Forums</a></div><div id=posts>"
	                   POST("kim", "I have been trying to get the new driver working "
	                        "on my laptop, and every time I reboot the screen goes "
	                        "black after the logo. Has anyone seen this before?")
	                   POST("lee", "Same here. What fixed it for me was booting into "
	                        "safe mode and removing the old package completely.")
	                   POST("kim", "Thanks, that worked. I also had to turn off the "
	                        "fast startup option in the power settings.")
	                   "</div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "every time I reboot the screen goes black") != NULL);
	CHECK(strstr(t, "What fixed it for me") != NULL);
	CHECK(strstr(t, "fast startup option") != NULL);
	/* so does each post's author box, its labels one a line */
	t = ex("<body><table><tr><td>kim<br>Joined: Jun 26, 2004<br>Posts: 5342<br>Location: "
	       "England</td><td>" PARA "</td></tr><tr><td>lee<br>Registriert: 12.05.2009<br>"
	       "Beitr\xC3\xA4" "ge: 17</td><td>" PARA "</td></tr></table></body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA);
	/* the forum's list of the reader's rights below the thread goes */
	t = ex("<body><div class=post><p>" PARA "</p><p>" PARA "</p></div><table><tr><td>"
	       "Sie d\xC3\xBC" "rfen keine neuen Themen in diesem Forum erstellen.<br>Sie "
	       "d\xC3\xBC" "rfen keine Antworten zu Themen in diesem Forum erstellen.<br>"
	       "Sie d\xC3\xBC" "rfen Ihre Beitr\xC3\xA4" "ge in diesem Forum nicht \xC3\xA4"
	       "ndern.</td></tr></table></body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA);
	/* one such box after the body is the author's bio: it goes */
	t = ex("<body><article><p>" PARA "</p><p>" PARA "</p><div class=bio>"
	       "<a href=\"/u/ann\">Ann Lee</a><p>Ann is a scientist who works "
	       "on drugs and enjoys cooking.</p></div></article></body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA);
}

static void test_thread_dates(void)
{
	/* a modern forum's thread: each post's date links to the post and
	 * is no card headline; the author's details box goes */
#define POST(u, n, t) "<article class=message><div class=message-user><h4><a href=\"/m/" u \
	"\">" u "</a></h4><h5 class=userTitle>Member</h5><div class=message-userExtras><dl>" \
	"<dt>Joined</dt><dd>Mar 12, 2019</dd></dl><dl><dt>Messages</dt><dd>1" n "</dd></dl>" \
	"</div></div><div class=message-main><header><a href=\"/t/1/post-" n "\">Apr " n \
	", 2021</a> <a href=\"/t/1/post-" n "\">#" n "</a></header><div class=bbWrapper>" t \
	"</div><footer><a href=/r>Report</a> <a href=/q>Quote</a> <a href=/a>Reply</a>" \
	"</footer></div></article>"
	const char *t = ex("<body><div class=nav><a href=\"/\">Forums</a> | <a href=\"/n\">New "
	                   "posts</a></div><div class=block-body>"
	                   POST("kim", "1", "My router drops the connection every evening for "
	                        "about ten minutes. Has anyone seen this before?")
	                   POST("lee", "2", "That sounds like the firmware bug in the update.")
	                   POST("max", "3", "Same here. Rolling back the firmware fixed it.")
	                   POST("kim", "4", "Thanks, that helped a lot!")
	                   "</div></body>", NULL, NULL);
#undef POST
	CHECK_STR(t, "My router drops the connection every evening for about ten minutes. Has "
	             "anyone seen this before?\nThat sounds like the firmware bug in the update.\n"
	             "Same here. Rolling back the firmware fixed it.\nThanks, that helped a lot!");
}

static void test_contact_links(void)
{
	/* a contact page's lines whose values are mailto:/tel: links, each
	 * after its label, are its text; a share bar's "E-Mail" link is not */
	const char *t = ex("<body><nav><a href=\"/\">Start</a> <a href=/l>Leistungen</a> "
	                   "<a href=/k>Kontakt</a></nav><main><h1>Kontakt</h1><p>Termine vergeben "
	                   "wir telefonisch oder per E-Mail. Bitte bringen Sie zur ersten "
	                   "Behandlung Ihre Verordnung mit.</p><h2>Adresse</h2><p>Praxis am Markt"
	                   "<br>Marktplatz 3<br>79098 Freiburg</p><p>Telefon: <a href=\"tel:"
	                   "+49761000000\">0761 000000</a><br>E-Mail: <a href=\"mailto:praxis@"
	                   "example.org\">praxis@example.org</a></p><div class=share><a href=\""
	                   "mailto:?subject=Kontakt\">E-Mail</a> <a href=/f>Facebook</a></div>"
	                   "</main><footer><a href=/i>Impressum</a> <a href=/d>Datenschutz</a>"
	                   "</footer></body>", NULL, NULL);
	CHECK_STR(t, "Termine vergeben wir telefonisch oder per E-Mail. Bitte bringen Sie zur "
	             "ersten Behandlung Ihre Verordnung mit.\nAdresse\nPraxis am Markt\n"
	             "Marktplatz 3\n79098 Freiburg\nTelefon: 0761 000000\nE-Mail: "
	             "praxis@example.org");
}

static void test_bold_top_heading(void)
{
	/* a job posting's text opens with a bold paragraph, its first
	 * section's heading: it heads the kept text below as an h2 would */
	const char *t = ex("<body><div id=header><h1>Entwickler (m/w/d) Backend</h1><span "
	                   "class=company-name>bei Beispiel GmbH</span></div><div id=content>"
	                   "<p><strong>Über uns</strong></p><p>Wir entwickeln seit zwanzig Jahren "
	                   "Software für Handwerksbetriebe in ganz Deutschland und beschäftigen "
	                   "heute mehr als achtzig Menschen an zwei Standorten.</p><p><strong>"
	                   "Ihre Aufgaben</strong></p><ul><li>Sie entwickeln neue Funktionen für "
	                   "unsere Plattform</li><li>Sie arbeiten eng mit dem Produktteam "
	                   "zusammen</li></ul></div><div id=application><h2>Jetzt bewerben</h2>"
	                   "<form><label>Vorname *</label><input name=a></form></div></body>",
	                   NULL, NULL);
	CHECK_STR(t, "Über uns\nWir entwickeln seit zwanzig Jahren Software für "
	             "Handwerksbetriebe in ganz Deutschland und beschäftigen heute mehr als "
	             "achtzig Menschen an zwei Standorten.\nIhre Aufgaben\nSie entwickeln neue "
	             "Funktionen für unsere Plattform\nSie arbeiten eng mit dem Produktteam "
	             "zusammen");
}

static void test_vote_count(void)
{
	/* a review's readers' rating closes with its count of votes: a
	 * widget, not the review's verdict, kept above it */
	const char *t = ex("<body><main><article><h1>E-Bike im Test</h1><div class=entry-content>"
	                   "<p>Seit August fahre ich das Rad täglich zur Arbeit, bei Wind von vorn "
	                   "und manchmal auch von der Seite. Zeit für ein ehrliches Fazit.</p><p>"
	                   "Der Motor schiebt kräftig, aber gleichmäßig an, und der Akku reicht "
	                   "für gut hundert Kilometer.</p><div class=review-box><div class=review-"
	                   "total><span>8.4</span> <span>Sehr gut</span></div><div class=user-"
	                   "review-area><span class=user-review-title>Leserwertung</span><span>"
	                   "7.9</span><span>(23 Stimmen)</span></div></div></div></article>"
	                   "</main></body>", NULL, NULL);
	CHECK_STR(t, "Seit August fahre ich das Rad täglich zur Arbeit, bei Wind von vorn und "
	             "manchmal auch von der Seite. Zeit für ein ehrliches Fazit.\nDer Motor "
	             "schiebt kräftig, aber gleichmäßig an, und der Akku reicht für gut hundert "
	             "Kilometer.\n8.4 Sehr gut");
}

static void test_fact_link_value(void)
{
	/* an event's details after its description: a value that is a link
	 * alone under its label ("Website:") is the label's */
	const char *t = ex("<body><main><div class=tribe-events-single><h1>Herbstkonzert</h1>"
	                   "<div class=tribe-events-content><p>Zum Abschluss der Saison lädt das "
	                   "Kammerorchester zu einem Abend mit Werken der Wiener Klassik ein. Auf "
	                   "dem Programm stehen Haydn, Mozart und Beethoven.</p><p>Karten gibt es "
	                   "im Vorverkauf im Vereinsbüro und an der Abendkasse.</p></div><div "
	                   "class=tribe-events-meta-group><h2>Details</h2><dl><dt>Datum:</dt><dd>"
	                   "15. November 2026</dd><dt>Eintritt:</dt><dd>15 Euro</dd><dt>Website:"
	                   "</dt><dd><a href=\"https://orchester.example\">https://orchester."
	                   "example</a></dd></dl></div></div></main><footer><a href=/i>Impressum"
	                   "</a></footer></body>", NULL, NULL);
	CHECK_STR(t, "Zum Abschluss der Saison lädt das Kammerorchester zu einem Abend mit "
	             "Werken der Wiener Klassik ein. Auf dem Programm stehen Haydn, Mozart und "
	             "Beethoven.\nKarten gibt es im Vorverkauf im Vereinsbüro und an der "
	             "Abendkasse.\nDetails\nDatum:\n15. November 2026\nEintritt:\n15 Euro\n"
	             "Website:\nhttps://orchester.example");
}

static void test_label_hidden(void)
{
	/* a CMS's body field, "field--label-hidden": its label is hidden,
	 * not the field; a consent banner with more prose than the news
	 * item must not take it */
	const char *t = ex("<body><nav><a href=\"/\">Start</a> <a href=\"/a\">Aktuelles</a>"
	                   "</nav><main><h1>Wasserleitung wird erneuert</h1><article class=\"node "
	                   "node--type-article\"><div class=\"field field--name-body field--label-"
	                   "hidden field__item\"><p>Ab Montag erneuern die Gemeindewerke die "
	                   "Wasserleitung in der Lindenstraße. Die Arbeiten dauern voraussichtlich "
	                   "bis Mitte November.</p><p>Während der Bauzeit ist die Straße für den "
	                   "Durchgangsverkehr gesperrt. Anlieger können ihre Grundstücke "
	                   "erreichen.</p></div><div class=\"field field--name-field-tags\"><h3 "
	                   "class=field__label>Schlagworte</h3><ul><li><a href=/t/1>Bauarbeiten</a>"
	                   "</li><li><a href=/t/2>Verkehr</a></li></ul></div></article></main>"
	                   "<div class=\"eu-cookie-compliance-banner\"><div class=popup-content><h2>"
	                   "Wir verwenden Cookies</h2><p>Auf dieser Website setzen wir Cookies und "
	                   "vergleichbare Techniken ein. Einige davon sind technisch notwendig, "
	                   "damit die Website funktioniert. Andere helfen uns, die Nutzung der "
	                   "Website statistisch auszuwerten, damit wir unser Angebot verbessern "
	                   "können.</p><p>Diese Cookies sind für den Betrieb der Website "
	                   "erforderlich, zum Beispiel um Ihre Auswahl in diesem Fenster zu "
	                   "speichern. Sie können nicht abgewählt werden.</p></div></div></body>",
	                   NULL, NULL);
	CHECK(strstr(t, "Ab Montag erneuern die Gemeindewerke") != NULL);
	CHECK(strstr(t, "Während der Bauzeit") != NULL);
	CHECK(strstr(t, "Cookies") == NULL);
	CHECK(strstr(t, "Schlagworte") == NULL);
}

static void test_consent_dialog(void)
{
	/* a consent manager's dialog with a tab of long texts about each
	 * kind of cookie holds more prose than a company's short page: its
	 * name ("CybotCookiebotDialog") is its verdict, never a wrapper's */
#define KIND(h, t) "<div class=CybotCookiebotDialogDetailBodyContentCookieTypeIntro><h3>" h \
	"</h3>" t "</div>"
	const char *t = ex("<head><title>Berger GmbH</title></head><body><nav><a href=/>Start"
	                   "</a> <a href=/l>Leistungen</a></nav><main><div class=\"frame "
	                   "frame-type-textmedia\"><h2>Heizung und Wärmepumpen</h2><p>Seit über "
	                   "30 Jahren planen und installieren wir Heizungsanlagen für Ein- und "
	                   "Mehrfamilienhäuser im Raum Stuttgart.</p><p>Bevor wir ein Gerät "
	                   "empfehlen, erstellen wir eine raumweise Heizlastberechnung und prüfen "
	                   "die Heizkörper.</p></div></main><footer><a href=/impressum>Impressum"
	                   "</a></footer><div id=CybotCookiebotDialog><div id="
	                   "CybotCookiebotDialogDetailBodyContentCookieContainerTypes>"
	                   KIND("Notwendig", "Notwendige Cookies helfen dabei, eine Webseite "
	                        "nutzbar zu machen, indem sie Grundfunktionen wie "
	                        "Seitennavigation und Zugriff auf sichere Bereiche der Webseite "
	                        "ermöglichen.")
	                   KIND("Statistiken", "Statistik-Cookies helfen Webseiten-Besitzern "
	                        "zu verstehen, wie Besucher mit Webseiten interagieren, indem "
	                        "Informationen anonym gesammelt und gemeldet werden.")
	                   KIND("Marketing", "Marketing-Cookies werden verwendet, um Besuchern "
	                        "auf Webseiten zu folgen. Die Absicht ist, Anzeigen zu zeigen, "
	                        "die relevant und ansprechend für den einzelnen Benutzer sind.")
	                   "</div></div></body>", NULL, NULL);
#undef KIND
	CHECK(strstr(t, "Seit über 30 Jahren") != NULL);
	CHECK(strstr(t, "Heizlastberechnung") != NULL);
	CHECK(strstr(t, "Cookies") == NULL);
	/* a page-wide flag on the wrapper of the whole page is no dialog */
	t = ex("<head><title>Startseite</title></head><body><div class=\"wrapper "
	       "cookies-not-accepted\"><nav><a href=/>Start</a> <a href=/b>Blog</a></nav><div "
	       "class=content><h2>Neue Kurse im Herbst</h2><p>Ab September bieten wir wieder "
	       "Yoga für Einsteiger an, jeden Dienstag um 18 Uhr in der Turnhalle.</p><p>Die "
	       "Kurse dauern zehn Wochen und kosten 80 Euro, Mitglieder zahlen die Hälfte."
	       "</p></div><footer><a href=/impressum>Impressum</a></footer></div></body>",
	       NULL, NULL);
	CHECK(strstr(t, "Ab September bieten wir") != NULL);
}

static void test_consent_unnamed(void)
{
	/* a consent dialog under hashed class names after the page: its
	 * "Alle akzeptieren" link and its prose on consent make it one, and
	 * its long text must not outweigh a bakery's short news item */
	const char *t = ex("<head><title>Neue Öffnungszeiten - Bäckerei</title></head><body>"
	                   "<nav><a href=/>Start</a> <a href=/a>Aktuelles</a></nav><main><article>"
	                   "<h1>Neue Öffnungszeiten</h1><p>Ab dem 1. April öffnen unsere Filialen "
	                   "bereits um 6:00 Uhr. Dafür schließen wir samstags eine Stunde früher."
	                   "</p><p>Vielen Dank für Ihre Treue!</p></article></main><div id=a2c5e4>"
	                   "<div class=a-1kp0f2><div class=a-t73ka>Privatsphäre-Einstellungen</div>"
	                   "<div class=a-7vq1m>Wir benötigen Ihre Einwilligung, bevor Sie unsere "
	                   "Website weiter besuchen können. Wir verwenden Cookies und andere "
	                   "Technologien auf unserer Website. Einige von ihnen sind essenziell, "
	                   "während andere uns helfen, diese Website und Ihre Erfahrung zu "
	                   "verbessern. Personenbezogene Daten können verarbeitet werden, z. B. für "
	                   "personalisierte Anzeigen und Inhalte oder die Messung von Anzeigen und "
	                   "Inhalten. Sie können Ihre Auswahl jederzeit unter Einstellungen "
	                   "widerrufen oder anpassen.</div><div class=a-ft5s2><a href=#>Alle "
	                   "akzeptieren</a> <a href=#>Weiter ohne Einwilligung</a></div></div></div>"
	                   "</body>", NULL, NULL);
	CHECK(strstr(t, "Ab dem 1. April") != NULL);
	CHECK(strstr(t, "Einwilligung") == NULL);
}

static void test_download_list(void)
{
	/* a club's page of forms: a CMS's list of files, each a link with
	 * its size, is the page's content, no menu */
#define DL(f, n, k) "<li class=\"download-element ext-pdf\"><a href=\"files/" f ".pdf\">" n \
	" <span class=size>(" k " KiB)</span></a></li>"
	const char *t = ex("<body><nav><ul><li><a href=/>Start</a></li><li><a href=/v>Verein"
	                   "</a></li><li><a href=/t>Termine</a></li></ul></nav><main><div "
	                   "class=mod_article><div class=\"ce_text block\"><h1>Downloads</h1><p>"
	                   "Hier finden Sie alle Formulare rund um die Mitgliedschaft. Die "
	                   "ausgefüllten Formulare können Sie bei jeder Probe abgeben.</p></div>"
	                   "<div class=\"ce_downloads block\"><h2>Mitgliedschaft</h2><ul>"
	                   DL("beitritt", "Beitrittserklärung", "96,4")
	                   DL("sepa", "SEPA-Lastschriftmandat", "54,1")
	                   DL("satzung", "Satzung (Stand 2022)", "212,8")
	                   "</ul></div><div class=\"ce_text block\"><h2>Datenschutz</h2><p>Mit der "
	                   "Abgabe der Beitrittserklärung willigen Sie ein, dass der Verein Ihre "
	                   "Daten zur Mitgliederverwaltung speichert.</p></div></div></main>"
	                   "<footer><a href=/impressum>Impressum</a></footer></body>", NULL, NULL);
#undef DL
	CHECK(strstr(t, "Mitgliedschaft\nBeitrittserklärung (96,4 KiB)\nSEPA-Lastschriftmandat "
	                "(54,1 KiB)\nSatzung (Stand 2022) (212,8 KiB)\nDatenschutz") != NULL);
}

static void test_content_blocker(void)
{
	/* a consent manager's placeholders over a video and a map in the
	 * body: a note on data sent to a third party, its buttons to unblock
	 * or accept ("Inhalt entsperren", "Ich stimme zu" run into the next
	 * link's text): not the post's */
	const char *t = ex("<head><title>Obstbaum pflanzen</title></head><body><nav><a href=/>"
	                   "Start</a> <a href=/r>Ratgeber</a></nav><article><h1>Obstbaum pflanzen"
	                   "</h1><div class=entry-content><p>Der Herbst ist die beste Zeit, um "
	                   "Obstbäume zu pflanzen: Der Boden ist noch warm.</p><p>Heben Sie ein "
	                   "Loch aus, das doppelt so breit ist wie der Wurzelballen.</p><figure><div "
	                   "class=brlbs-cmpnt-content-blocker><div class=brlbs-cmpnt-cb-main><p>Sie "
	                   "sehen gerade einen Platzhalterinhalt von YouTube. Um auf den eigentlichen "
	                   "Inhalt zuzugreifen, klicken Sie auf die Schaltfläche unten. Bitte "
	                   "beachten Sie, dass dabei Daten an Drittanbieter weitergegeben werden.</p>"
	                   "<div><a href=#>Inhalt entsperren</a></div></div></div></figure><p>Nach "
	                   "dem Pflanzen gießen Sie den Baum kräftig an, auch wenn es geregnet "
	                   "hat.</p><div class=a-x1y2z3><div class=a-h7j8>Wir benötigen Ihre "
	                   "Einwilligung, um den Google-Maps-Service zu laden!</div><div class=a-m4n5>"
	                   "Wir verwenden einen Drittanbieter-Service, um Karteninhalte einzubetten, "
	                   "der möglicherweise Daten über Ihre Aktivitäten sammelt. Bitte überprüfen "
	                   "Sie die Details und akzeptieren Sie den Service.</div><div><a href=#>Ich "
	                   "stimme zu</a><a href=#>Weitere Informationen</a></div></div><p>Unsere "
	                   "Baumschule finden Sie an der Landstraße.</p></div></article></body>",
	                   NULL, NULL);
	CHECK(strstr(t, "Der Herbst ist") != NULL);
	CHECK(strstr(t, "Nach dem Pflanzen") != NULL);
	CHECK(strstr(t, "Unsere Baumschule") != NULL);
	CHECK(strstr(t, "Platzhalterinhalt") == NULL);
	CHECK(strstr(t, "Einwilligung") == NULL);
	CHECK(strstr(t, "Drittanbieter") == NULL);
}

static void test_accordion_header(void)
{
	/* a CMS's accordion: each question in a box named a header
	 * ("accordion-header"), a button over its answer, and a table
	 * under a heading in a "frame-header": they head what follows */
#define QA(q, a) "<div class=accordion-item><h3 class=accordion-header><button " \
	"class=accordion-button type=button><span>" q "</span></button></h3><div class=" \
	"\"accordion-collapse collapse\"><div class=accordion-body><p>" a "</p></div></div></div>"
	const char *t = ex("<head><title>Häufige Fragen: Stadtwerke</title></head><body><nav><a "
	                   "href=/strom>Strom</a> <a href=/gas>Gas</a></nav><main><div class="
	                   "frame><div class=frame-header><h1>Häufige Fragen</h1></div></div><div "
	                   "class=frame><div class=accordion>"
	                   QA("Was muss ich bei einem Umzug beachten?", "Melden Sie Ihren Umzug "
	                      "spätestens zwei Wochen vorher bei uns an und notieren Sie am "
	                      "Auszugstag die Zählerstände.")
	                   QA("Wie teile ich meinen Zählerstand mit?", "Am einfachsten über das "
	                      "Kundenportal oder mit der Ablesekarte, die wir Ihnen jedes Jahr "
	                      "schicken.")
	                   "</div></div><div class=frame><div class=frame-header><h2>"
	                   "Öffnungszeiten Kundencenter</h2></div><table><tr><td>Montag bis "
	                   "Donnerstag</td><td>8:00 – 16:00 Uhr</td></tr><tr><td>Freitag</td><td>"
	                   "8:00 – 12:00 Uhr</td></tr></table></div></main><footer><a href="
	                   "/impressum>Impressum</a></footer></body>", NULL, NULL);
#undef QA
	CHECK(strstr(t, "Was muss ich bei einem Umzug beachten?\nMelden Sie") != NULL);
	CHECK(strstr(t, "Wie teile ich meinen Zählerstand mit?\nAm einfachsten") != NULL);
	CHECK(strstr(t, "Öffnungszeiten Kundencenter\nMontag bis Donnerstag") != NULL);
}

static void test_consent_modal(void)
{
	/* a consent tool's preference centre in a "modal" (role=dialog),
	 * its category texts in accordions, its buttons <button>s: its
	 * prose on cookies outweighs a holiday flat's two paragraphs */
#define CAT(h, t) "<div class=cky-accordion><div class=cky-accordion-header><button>" h \
	"</button></div><div class=cky-accordion-header-des><p>" t "</p></div></div>"
	const char *t = ex("<head><title>Ferienwohnung Seeblick</title></head><body><header>"
	                   "<nav><a href=/w>Die Wohnung</a> <a href=/p>Preise</a></nav></header>"
	                   "<main><div class=entry-content><h2>Herzlich willkommen</h2><p>Unsere "
	                   "Ferienwohnung liegt in ruhiger Lage, nur zehn Gehminuten vom Ufer "
	                   "entfernt.</p><p>Die Wohnung bietet Platz für bis zu vier Personen. "
	                   "Bettwäsche und WLAN sind im Preis enthalten.</p></div></main><div "
	                   "class=cky-modal><div class=cky-preference-center><p>Wir verwenden "
	                   "Cookies, damit Sie effizient navigieren und bestimmte Funktionen "
	                   "ausführen können. Detaillierte Informationen zu allen Cookies finden Sie "
	                   "unten unter jeder Einwilligungskategorie.</p><p>Wir verwenden auch "
	                   "Cookies von Drittanbietern, die uns helfen zu analysieren, wie Sie "
	                   "diese Website nutzen. Diese Cookies werden nur mit Ihrer vorherigen "
	                   "Zustimmung in Ihrem Browser gespeichert.</p>"
	                   CAT("Notwendige", "Notwendige Cookies sind für die Grundfunktionen "
	                       "dieser Website von entscheidender Bedeutung, beispielsweise für "
	                       "die sichere Anmeldung.")
	                   CAT("Analyse", "Analyse-Cookies werden verwendet, um zu verstehen, "
	                       "wie Besucher mit der Website interagieren, etwa die Zahl der "
	                       "Besucher und die Absprungrate.")
	                   "<button>Alle akzeptieren</button></div></div></body>", NULL, NULL);
#undef CAT
	CHECK(strstr(t, "Unsere Ferienwohnung") != NULL);
	CHECK(strstr(t, "Die Wohnung bietet") != NULL);
	CHECK(strstr(t, "Cookies") == NULL);
}

static void test_pros_cons(void)
{
	/* a product test's pros and cons in a summary box above the body,
	 * beside the shop's button: the two lists are the test's and go
	 * before the body; the shop's link does not */
#define TEST_P "Der Vortex S9 ist das neue Spitzenmodell unter den kabellosen " \
	"Staubsaugern des Herstellers. Mit seinem wechselbaren Akku und einer Laufzeit " \
	"von bis zu 70 Minuten verspricht er, den klassischen Bodenstaubsauger komplett " \
	"zu ersetzen. Wir haben ihn vier Wochen lang in einer Altbauwohnung genutzt."
	const char *t = ex("<body><nav><a href=/>Start</a> | <a href=/tests>Tests</a></nav>"
	                   "<article><div class=summary><div class=pros><h3>Vorteile</h3><ul>"
	                   "<li>sehr gute Saugleistung auf Teppich</li><li>lange "
	                   "Akkulaufzeit</li><li>Akku wechselbar</li></ul></div><div class="
	                   "cons><h3>Nachteile:</h3><ul><li>laut im Boost-Modus</li><li>recht "
	                   "schwer</li></ul></div><a href=/go/1>Bei Amazon ansehen</a></div>"
	                   "<div class=entry-content><p>" TEST_P "</p><p>" TEST_P "</p></div>"
	                   "</article></body>", NULL, NULL);
	CHECK_STR(t, "Vorteile\nsehr gute Saugleistung auf Teppich\nlange Akkulaufzeit\n"
	             "Akku wechselbar\nNachteile:\nlaut im Boost-Modus\nrecht schwer\n"
	             TEST_P "\n" TEST_P);
#undef TEST_P
	/* and in a verdict box below it, in English */
	t = ex("<body><article><div class=entry-content><p>" PARA "</p><p>" PARA "</p></div>"
	       "<div class=verdict><div class=pros><span>Pros</span><ul><li>Bright "
	       "screen</li><li>Long battery life</li></ul></div><div class=cons><span>"
	       "Cons</span><ul><li>No charger in the box</li></ul></div></div><div class="
	       "share><a href=/s>Share</a></div></article></body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA "\nPros\nBright screen\nLong battery life\nCons\nNo "
	             "charger in the box");
	/* and in the body, each head named a "title" */
	t = ex("<body><article><div class=post-body><p>" PARA "</p><div class=pc-box><div>"
	       "<p class=pc-title>Pro</p><ul><li>beste Ger\xC3\xA4uschunterdr\xC3\xBC"
	       "ckung</li><li>sehr bequem</li></ul></div><div><p class=pc-title>Contra</p>"
	       "<ul><li>teuer</li></ul></div></div><p>" PARA "</p></div></article></body>",
	       NULL, NULL);
	CHECK_STR(t, PARA "\nPro\nbeste Ger\xC3\xA4uschunterdr\xC3\xBC" "ckung\nsehr "
	             "bequem\nContra\nteuer\n" PARA);
}

static void test_fact_numbers(void)
{
	/* an exposé's key facts as terms and values: a value of digits
	 * alone under its kept term ("Zimmer" "5") is data, no counter of
	 * likes, which a list item of digits alone is */
	const char *t = ex("<body><div class=expose><div class=criteria><dl><dt>Typ</dt>"
	                   "<dd>Reihenhaus</dd></dl><dl><dt>Zimmer</dt><dd>5</dd></dl><dl>"
	                   "<dt>Etagen</dt><dd>2</dd></dl><dl><dt>Baujahr</dt><dd>1979</dd>"
	                   "</dl></div><h4>Objektbeschreibung</h4><p>" PARA "</p><p>" PARA
	                   "</p><ul class=reactions><li>12</li></ul></div></body>", NULL, NULL);
	CHECK_STR(t, "Typ\nReihenhaus\nZimmer\n5\nEtagen\n2\nBaujahr\n1979\n"
	             "Objektbeschreibung\n" PARA "\n" PARA);
}

static void test_facts_after(void)
{
	/* an event's details under its description, past the calendar's
	 * links: each heading over its terms and values follows the text;
	 * a linked value stays under its label, a hidden label goes */
	const char *t = ex("<body><div class=event><div class=description><p>" PARA "</p><p>"
	                   PARA "</p></div><div class=subscribe><ul><li><a href=/g>Google "
	                   "Kalender</a></li><li><a href=/i>iCalendar</a></li></ul></div>"
	                   "<div class=event-meta><h2>Details</h2><dl><dt>Datum:</dt><dd>15. "
	                   "November 2026</dd><dt>Zeit:</dt><dd>18:00 - 20:30</dd><dt>"
	                   "Kategorie:</dt><dd><a href=/k>Konzert</a></dd></dl><h2>"
	                   "Veranstaltungsort</h2><dl><dt class=visually-hidden>Ort</dt><dd>"
	                   "Philippuskirche</dd></dl></div></div><div class=nav><a href=/p>"
	                   "Vorherige</a></div></body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA "\nDetails\nDatum:\n15. November 2026\nZeit:\n18:00 - "
	             "20:30\nKategorie:\nKonzert\nVeranstaltungsort\nPhilippuskirche");
	/* a list of teasers, each a linked headline over its label, is
	 * no listing's facts */
	t = ex("<body><div class=story><div class=body><p>" PARA "</p><p>" PARA "</p></div>"
	       "<div class=more><h3>Don't Miss</h3><ul><li><a href=/a>Meet the new phone: "
	       "join us Monday</a></li><li>Dialed In</li><li><a href=/b>Keeping tabs "
	       "online</a></li><li>Internet &amp; Media</li><li><a href=/c>Google "
	       "announces new tablets</a></li><li>Internet &amp; Media</li></ul></div></div>"
	       "</body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA);
	/* nor is a list of similar threads, each a linked heading over
	 * its counts */
	t = ex("<body><div class=thread><div class=post><p>" PARA "</p><p>" PARA "</p></div>"
	       "<div class=similar><h4>Similar Threads</h4><ol><li><h6><a href=/t/1>Fan "
	       "always running</a></h6><div>Replies: 7</div><div>Last Post: 02-11-2019"
	       "</div></li><li><h6><a href=/t/2>BIOS update fails</a></h6><div>Replies: "
	       "12</div><div>Last Post: 02-11-2019</div></li></ol></div></div></body>",
	       NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA);
}

static void test_facts_table(void)
{
	/* a concert's facts in a table of labels and values right after
	 * its description (the container, just under the headline), and the
	 * note under it, follow the text */
	const char *t = ex("<title>Kettcar Live | Zeche</title><body><div class=event><div "
	                   "class=head><h1>Kettcar Live</h1></div><div class=text><p>" PARA
	                   "</p><p>" PARA "</p></div><div class=facts><table><tr><th>Einlass"
	                   "</th><td>19:00 Uhr</td></tr><tr><th>Beginn</th><td>20:00 Uhr</td>"
	                   "</tr><tr><th>VVK</th><td>39,90 €</td></tr></table><p>Die "
	                   "Veranstaltung ist bestuhlt, Rollstuhlplätze bitte vorab per E-Mail "
	                   "anfragen.</p></div><div class=tickets><a href=/t>Tickets kaufen</a> "
	                   "<a href=/k>In Kalender eintragen</a></div><div class=share><a "
	                   "href=/f>Facebook</a> <a href=/w>WhatsApp</a> <a href=/x>X</a></div>"
	                   "</div></body>", NULL, NULL);
	CHECK_STR(t, "Kettcar Live\n" PARA "\n" PARA "\nEinlass 19:00 Uhr\nBeginn 20:00 "
	             "Uhr\nVVK 39,90 €\nDie Veranstaltung ist bestuhlt, Rollstuhlplätze bitte "
	             "vorab per E-Mail anfragen.");
	/* a table of links after the text (other dates, each linked) is
	 * no listing's facts */
	t = ex("<title>Kettcar Live | Zeche</title><body><div class=event><div class=head><h1>"
	       "Kettcar Live</h1></div><div class=text><p>" PARA "</p><p>" PARA "</p></div>"
	       "<div class=more><table><tr><td>15.11.</td><td><a href=/a>90er Party</a></td>"
	       "</tr><tr><td>20.11.</td><td><a href=/b>Madsen</a></td></tr><tr><td>21.11."
	       "</td><td><a href=/c>Provinz</a></td></tr></table></div></div></body>",
	       NULL, NULL);
	CHECK_STR(t, "Kettcar Live\n" PARA "\n" PARA);
}

static void test_facts_map_link(void)
{
	/* a venue's address in the event's facts, its map link after it in
	 * the same line ("+ Google Karte"), follows the text with its link */
	const char *t = ex("<body><div class=event><div class=description><p>" PARA "</p><p>"
	                   PARA "</p></div><div class=event-meta><h2>Details</h2><dl><dt>"
	                   "Datum:</dt><dd>13. Juni 2026</dd><dt>Zeit:</dt><dd>19:30 - 22:00"
	                   "</dd></dl><h2>Veranstaltungsort</h2><dl><dd>Kloster Lüne</dd><dd>"
	                   "<address>Am Domänenhof, 21337 Lüneburg <a href=/map>+ Google Karte"
	                   "</a></address></dd></dl></div></div></body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA "\nDetails\nDatum:\n13. Juni 2026\nZeit:\n19:30 - 22:00"
	             "\nVeranstaltungsort\nKloster Lüne\nAm Domänenhof, 21337 Lüneburg + "
	             "Google Karte");
	/* a teaser's summary and its "Read more..." under its heading is
	 * no fact */
	t = ex("<body><div class=news><div class=body><p>" PARA "</p><p>" PARA "</p></div>"
	       "<div class=latest><h3>Launch of the new console at midnight</h3><ul><li>First "
	       "consoles go on sale on Nov. 18. <a href=/a>Read more...</a></li></ul><h3>New "
	       "downloads this week</h3><ul><li>Games, videos and more. <a href=/b>Read "
	       "more...</a></li></ul></div></div></body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA);
}

static void test_facts_boxes(void)
{
	/* an event's facts in boxes of one fact each under its heading
	 * (Modern Events Calendar's "Datum", "Uhrzeit", "Ort") beside its
	 * description follow the text as one heading over its list does */
	const char *t = ex("<title>Konzert im Saal - Stadtkapelle</title><body><article "
	                   "class=event><div class=col-8><div class=content><h1>Konzert im Saal"
	                   "</h1><div class=description><p>" PARA "</p><p>" PARA "</p></div>"
	                   "</div><ul class=export><li><a href=/g>+ Google Kalender</a></li><li>"
	                   "<a href=/i>+ iCal / Outlook export</a></li></ul></div><div "
	                   "class=col-4><div class=date><h3>Datum</h3><dl><dd>25 Apr. 2026</dd>"
	                   "</dl></div><div class=time><h3>Uhrzeit</h3><dl><dd>19:30 - 22:00"
	                   "</dd></dl></div><div class=location><h3>Ort</h3><dl><dd>Festhalle "
	                   "Leutkirch</dd></dl></div></div></article></body>", NULL, NULL);
	CHECK_STR(t, "Konzert im Saal\n" PARA "\n" PARA "\nDatum\n25 Apr. 2026\nUhrzeit\n"
	             "19:30 - 22:00\nOrt\nFesthalle Leutkirch");
	/* one heading over one item is no listing's facts */
	t = ex("<title>Konzert im Saal - Stadtkapelle</title><body><article class=post><div "
	       "class=col-8><div class=content><h1>Konzert im Saal</h1><div class=text><p>" PARA
	       "</p><p>" PARA "</p></div></div><ul class=export><li><a href=/g>+ Google "
	       "Kalender</a></li><li><a href=/i>+ iCal / Outlook export</a></li></ul></div><div "
	       "class=col-4><div class=tags><h3>Kategorie</h3><ul><li>Allgemein</li></ul></div>"
	       "</div></article></body>", NULL, NULL);
	CHECK_STR(t, "Konzert im Saal\n" PARA "\n" PARA);
}

static void test_calendar_grid(void)
{
	/* a holiday flat's occupancy calendar in the body, a month's grid
	 * of weekdays and days, goes; its prices table stays */
	const char *t = ex("<body><div class=content><p>" PARA "</p><table><tr><th>Saison</th>"
	                   "<th>Preis</th></tr><tr><td>Nebensaison</td><td>95 €</td></tr><tr>"
	                   "<td>Hauptsaison</td><td>125 €</td></tr></table><p>" PARA "</p>"
	                   "<table class=bp-month><caption>Juni 2026</caption><tr><th>Mo</th>"
	                   "<th>Di</th><th>Mi</th><th>Do</th><th>Fr</th><th>Sa</th><th>So</th>"
	                   "</tr><tr><td>1</td><td>2</td><td>3</td><td>4</td><td>5</td><td>6"
	                   "</td><td>7</td></tr><tr><td>8</td><td>9</td><td>10</td><td>11</td>"
	                   "<td>12</td><td>13</td><td>14</td></tr></table></div></body>",
	                   NULL, NULL);
	CHECK(strstr(t, "Nebensaison 95 €") != NULL);
	CHECK(strstr(t, "Mo Di") == NULL);
	CHECK(strstr(t, "8 9 10") == NULL);
}

static void test_header_box_h1(void)
{
	/* TYPO3's "csc-header" box around the page's headline, an h1 that
	 * is the headline, right over the intro: a section's heading box,
	 * no boilerplate, and the intro under it stays */
	const char *t = ex("<html><head><title>Termine 2026: Feuerwehr</title></head><body><div "
	                   "id=nav><ul><li><a href=/>Start</a></li><li><a href=/t>Termine</a>"
	                   "</li></ul></div><div id=content><div class=csc-default><div "
	                   "class=\"csc-header csc-header-n1\"><h1>Termine 2026</h1></div><p>Hier "
	                   "finden Sie die öffentlichen Termine der Feuerwehr. Zu allen "
	                   "Veranstaltungen ist die Bevölkerung herzlich eingeladen.</p></div><div "
	                   "class=csc-default><h2>Veranstaltungen</h2><table><tr><td>Sa, "
	                   "14.03.2026</td><td>Jahreshauptversammlung</td></tr><tr><td>So, "
	                   "03.05.2026</td><td>Tag der offenen Tür</td></tr></table></div><div "
	                   "class=csc-default><h2>Hinweis</h2><p>" PARA "</p></div></div></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Hier finden Sie die öffentlichen Termine") != NULL);
	CHECK(strstr(t, "Sa, 14.03.2026 Jahreshauptversammlung") != NULL);
}

static void test_facts_aside(void)
{
	/* an event's details in the page's <aside> column beside its text
	 * (a municipal site's "Wanneer en waar") follow the text; the share
	 * box under them stays out */
	const char *t = ex("<html><head><title>Koningsdag 2026 | Gemeente</title></head><body>"
	                   "<article class=node><div class=node__header><h1>Koningsdag 2026</h1>"
	                   "</div><div class=layout><div class=main><div class=body><p>" PARA
	                   "</p><p>" PARA "</p></div></div><aside class=details-col><div "
	                   "class=event-details><h2>Wanneer en waar</h2><dl><dt>Datum</dt><dd>"
	                   "maandag 27 april 2026</dd><dt>Tijd</dt><dd>9.00 - 22.00 uur</dd><dt>"
	                   "Locatie</dt><dd>Binnenstad</dd></dl><a href=/ical>Zet in je agenda</a>"
	                   "</div><div class=block-share><h2>Deel deze pagina</h2><ul><li><a "
	                   "href=/f>Facebook</a></li><li><a href=/w>WhatsApp</a></li></ul></div>"
	                   "</aside></div></article></body></html>", NULL, NULL);
	CHECK_STR(t, "Koningsdag 2026\n" PARA "\n" PARA "\nWanneer en waar\nDatum\nmaandag 27 "
	             "april 2026\nTijd\n9.00 - 22.00 uur\nLocatie\nBinnenstad");
}

static void test_head_over_prose(void)
{
	/* a page builder's section heading (named a title) after a button
	 * that went ("Prenota ora") heads the paragraph of prose under it */
	const char *t = ex("<html><head><title>Camere e Suite - Hotel</title></head><body><main>"
	                   "<div class=page-content><h1>Camere e Suite</h1><p>" PARA "</p><div "
	                   "class=button-wrapper><a class=button href=/book>Prenota ora</a></div>"
	                   "<div class=widget-heading><h2 class=heading-title>Informazioni utili"
	                   "</h2></div><div class=text-editor><p>Check-in dalle 14:00 alle 20:00, "
	                   "check-out entro le 11:00. Per arrivi dopo le 20:00 vi preghiamo di "
	                   "avvisarci. La tassa di soggiorno del Comune (2,50 euro a persona per "
	                   "notte) non è inclusa nel prezzo.</p></div></div></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, PARA "\nInformazioni utili\nCheck-in dalle 14:00") != NULL);
	CHECK(strstr(t, "Prenota") == NULL);
}

static void test_affiliate_box(void)
{
	/* a travel blog's box of an affiliate's tip in the post goes; a
	 * link named so in a paragraph of the post stays with it */
	const char *t = ex("<html><head><title>Madeira | Blog</title></head><body><article><h1>"
	                   "Madeira</h1><div class=entry-content><p>Wir haben unseren Mietwagen "
	                   "über <a class=affiliate-link href=/go/x>Sunny Cars*</a> gebucht, weil "
	                   "dort die Vollkasko ohne Selbstbeteiligung schon drin ist.</p><p>" PARA
	                   "</p><div class=affiliate-box><p><strong>Tip:</strong> Wij boekten onze "
	                   "huurauto via <a href=/go>Sunny Cars</a>, inclusief alle verzekeringen."
	                   "</p></div><p>" PARA "</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Wir haben unseren Mietwagen über Sunny Cars* gebucht") != NULL);
	CHECK(strstr(t, "huurauto") == NULL);
}

static void test_media_label(void)
{
	/* a broadcaster's player boxes in the story: their kind and running
	 * time, or their call to play, go; a sentence about a video stays */
	const char *t = ex("<html><head><title>Lawine | ORF</title></head><body><div class=story>"
	                   "<h1>Lawine</h1><p>" PARA "</p><div class=stripe-audio><p>Radio Tirol"
	                   "</p><span>Audio: 2 Min</span></div><p>" PARA "</p><div class=sc-video>"
	                   "<div>Die Resultate im Überblick</div><span>Video afspelen · 1:54</span>"
	                   "</div><div class=media-still><span>Video abspielen. Laufzeit 2 Minuten "
	                   "11 Sekunden.</span></div><p>Das Video zeigt, wie die Lawine in drei "
	                   "Minuten ins Tal ging.</p></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Audio: 2 Min") == NULL);
	CHECK(strstr(t, "afspelen") == NULL);
	CHECK(strstr(t, "Laufzeit") == NULL);
	CHECK(strstr(t, "Das Video zeigt") != NULL);
}

static void test_media_counter(void)
{
	/* a podcast player's time readout in the show notes' box and a
	 * slideshow's counters between its captions go; a score in a table's
	 * cell ("4/5") and a sentence with a count stay */
	const char *t = ex("<html><head><title>BK093 Schwebebahn | Bahnknoten</title></head><body>"
	                   "<article><h1>BK093 Schwebebahn</h1><div class=entry-content><div "
	                   "class=player><p>Lecture 00:00 / 38:21 Vitesse 1x Chapitres</p>"
	                   "<span>0:00 / 1:24:07</span></div><p>" PARA "</p><div class=slide>"
	                   "<span>2 / 10</span><p>" PARA "</p></div><div class=slide><span>"
	                   "Foto 3 di 10</span>"
	                   "<p>" PARA "</p></div><table><tr><td>Siebenmeter</td><td>4/5</td></tr>"
	                   "</table><p>Er traf 3 von 12 W\xC3\xBCrfen.</p></div></article></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "00:00") == NULL);
	CHECK(strstr(t, "1:24:07") == NULL);
	CHECK(strstr(t, "2 / 10") == NULL);
	CHECK(strstr(t, "Foto 3 di 10") == NULL);
	CHECK(strstr(t, "4/5") != NULL);
	CHECK(strstr(t, "3 von 12") != NULL);
}

static void test_shownotes_links(void)
{
	/* a podcast episode's show notes: its list of links under a heading
	 * that names them is kept with the heading; a list of other episodes'
	 * links under "Mehr Folgen" is not */
	const char *t = ex("<html><head><title>#87 W\xC3\xA4rmepumpe | Podcast</title></head>"
	                   "<body><article><h1>#87 W\xC3\xA4rmepumpe</h1><div "
	                   "class=episode__description><p>" PARA "</p><p>" PARA "</p><h3>Links "
	                   "zur Folge</h3><ul><li><a "
	                   "href=https://www.bafa.de/>BAFA \xE2\x80\x93 Bundesf\xC3\xB6rderung "
	                   "f\xC3\xBCr effiziente Geb\xC3\xA4ude</a></li><li><a href=https://www."
	                   "ise.fraunhofer.de/>Fraunhofer ISE: Feldtest W\xC3\xA4rmepumpen</a>"
	                   "</li><li><a href=https://www.verbraucherzentrale.de/>"
	                   "Verbraucherzentrale: Energieberatung</a></li></ul><p>Fragen, "
	                   "Kritik oder Themenw\xC3\xBCnsche? Schreibt uns "
	                   "eine E-Mail, wir lesen jede Nachricht.</p><h3>Mehr Folgen</h3><ul><li>"
	                   "<a href=/86>#86 Balkonkraftwerk"
	                   "</a></li><li><a href=/85>#85 D\xC3\xA4mmung: Mythen und Fakten</a>"
	                   "</li></ul></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Links zur Folge") != NULL);
	CHECK(strstr(t, "BAFA") != NULL);
	CHECK(strstr(t, "Fraunhofer ISE") != NULL);
	CHECK(strstr(t, "Balkonkraftwerk") == NULL);
}

static void test_broadcast_note(void)
{
	/* a public broadcaster's note on the programme that covered the
	 * story goes, wherever it stands */
	const char *t = ex("<html><head><title>Bahnstreik | tagesschau</title></head><body>"
	                   "<article><h1>Bahnstreik</h1><p>" PARA "</p><p>" PARA "</p><div "
	                   "class=infobox><p>Dieses Thema im Programm: Das Erste, tagesschau, 27. "
	                   "November 2026 um 12:00 Uhr</p></div><p>" PARA "</p><p>Sendung: "
	                   "hr-iNFO, 27.11.26, 12.00 Uhr</p></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Das Erste, tagesschau") == NULL);
	CHECK(strstr(t, "hr-iNFO") == NULL);
	CHECK(strstr(t, "The committee met") != NULL);
}

static void test_page_feedback_it(void)
{
	/* an Italian town's page asks how clear it was, over its stars */
	const char *t = ex("<html><head><title>Avviso | Comune</title></head><body><main><h1>"
	                   "Avviso</h1><p>" PARA "</p><p>" PARA "</p><div class=cmp-rating><h2>"
	                   "Quanto sono chiare le informazioni su questa pagina?</h2></div>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Quanto sono chiare") == NULL);
}

static void test_donation_box(void)
{
	/* a charity's box of a call for gifts in its news story goes */
	const char *t = ex("<html><head><title>Erdbeben | Hilfswerk</title></head><body><article>"
	                   "<h1>Erdbeben</h1><div class=text><p>" PARA "</p><p>" PARA "</p></div>"
	                   "<div class=donation-box><h2>Helfen Sie jetzt!</h2><p>Mit 50 Euro "
	                   "versorgen Sie eine Familie eine Woche lang mit Lebensmitteln.</p><p>"
	                   "Spendenkonto: IBAN DE42 3702 0500 0000 1234 56, Stichwort: Erdbeben</p>"
	                   "</div><div class=text><p>" PARA "</p></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Spendenkonto") == NULL);
	CHECK(strstr(t, "Mit 50 Euro") == NULL);
}

static void test_dachzeile(void)
{
	/* a ministry's line over the headline of its press release, named
	 * so in German ("dachzeile"), is a kicker: date, number and topic */
	const char *t = ex("<html><head><title>Förderrichtlinie | Ministerium</title></head><body>"
	                   "<main><div class=article><div class=text><p class=dachzeile><span "
	                   "class=date>27.11.2026</span> | <span class=type>Pressemitteilung Nr. "
	                   "187/26</span> | <span class=thema>Klimaanpassung</span></p><h1>Neue "
	                   "Förderrichtlinie</h1><p>" PARA "</p><p>" PARA "</p></div></div></main>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Nr. 187/26") == NULL);
	CHECK(strstr(t, "The committee met") != NULL);
}

static void test_title_sections(void)
{
	/* a restaurant's page of sections whose <title> lists two of them:
	 * the h2 "Öffnungszeiten" is one item of that list, and the h1 above
	 * it that shares a word with the title heads the page, so its menu
	 * (price boxes that weigh nothing) stays with the opening hours */
	const char *item = "<div class=price-item><h4>%s</h4><div class=price>%s</div>"
	                   "<p>%s</p></div>";
	char menu[2048];
	int n = snprintf(menu, sizeof menu, item, "Flädlesuppe", "6,50 €",
	                 "Kräftige Rinderbrühe mit Pfannkuchenstreifen");
	n += snprintf(menu + n, sizeof menu - (size_t)n, item, "Schäufele", "21,90 €",
	              "Gepökelte Schweineschulter mit Kartoffelsalat");
	n += snprintf(menu + n, sizeof menu - (size_t)n, item, "Käsespätzle", "16,80 €",
	              "Mit Bergkäse, Röstzwiebeln und kleinem Salat");
	char page[8192];
	snprintf(page, sizeof page,
	         "<html><head><title>Speisekarte &amp; Öffnungszeiten | Gasthaus zur Linde</title>"
	         "</head><body><nav><a href=/>Start</a> <a href=/karte>Speisekarte</a></nav>"
	         "<div class=entry><div class=section><h1>Unsere Speisekarte</h1><p>Badische "
	         "Küche mit Zutaten von Höfen aus dem Dreisamtal, die Karte wechselt mit der "
	         "Saison.</p></div><div class=section><h2>Vorspeisen</h2><div class=list>%s"
	         "</div></div><div class=section><div class=col><h2>Öffnungszeiten</h2>"
	         "<table><tr><td>Montag</td><td>Ruhetag</td></tr></table><p>" PARA "</p></div>"
	         "<div class=col><h2>So finden Sie uns</h2><p>" PARA "</p></div></div></div>"
	         "<footer>Impressum</footer></body></html>", menu);
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Badische Küche") != NULL);
	CHECK(strstr(t, "Kräftige Rinderbrühe mit Pfannkuchenstreifen") != NULL);
	CHECK(strstr(t, "16,80 €") != NULL);
	CHECK(strstr(t, "Montag Ruhetag") != NULL);
	/* a news page's headline in an h2 that is the title's whole name
	 * stays the headline */
	t = ex("<html><head><title>Bridge opens &amp; traffic flows - Daily</title></head><body>"
	       "<h1>Daily News and Views</h1><div class=teaser><p>" PARA "</p></div>"
	       "<article><h2>Bridge opens &amp; traffic flows</h2><p>" PARA "</p><p>" PARA
	       "</p></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Bridge opens & traffic flows\n" PARA) != NULL);
}

static void test_glued_labels(void)
{
	/* tab labels, badges and a docs page's member labels that the markup
	 * runs together and the stylesheet sets apart are words of their
	 * own; a drop cap, a bold letter and a highlighted part of a word
	 * stay in their word */
	const char *t = ex("<body><nav><a href=/>Start</a> <a href=/d>Doku</a></nav><main><article>"
	                   "<h1>Installation</h1><p><span class=dropcap>D</span>ie Installation "
	                   "<b>\xC3\xBC</b>berschreibt keine <mark>Einstell</mark>ungen. " PARA
	                   "</p><div class=tabbed-labels><label for=t1>Docker Compose</label>"
	                   "<label for=t2>Podman</label></div><p>Eigenschaften: <span class=tag>"
	                   "koffeinfrei</span><span class=tag>glutenfrei</span>.</p><ul role="
	                   "tablist><li><a href=#a role=tab>Beschreibung</a><a href=#b role=tab>"
	                   "Zubereitung</a></li></ul><p><span class=mlabels><span class=mlabel>"
	                   "inline</span><span class=mlabel>noexcept</span></span></p><p><span "
	                   "style=\"display: block\">Sabato 14 febbraio</span><span style="
	                   "display:block>Sala grande</span></p><p>" PARA "</p></article></main>"
	                   "</body>", NULL, NULL);
	CHECK(strstr(t, "Docker Compose Podman") != NULL);
	CHECK(strstr(t, "koffeinfrei glutenfrei.") != NULL);
	CHECK(strstr(t, "inline noexcept") != NULL);
	CHECK(strstr(t, "febbraio Sala") != NULL);
	CHECK(strstr(t, "Die Installation \xC3\xBC" "berschreibt keine Einstellungen.") != NULL);
}

static void test_fact_rows(void)
{
	/* a fire brigade's report, its facts in rows of a label and a value
	 * run together in the markup (the stylesheet sets them apart): each
	 * label is a word of its own, and the date's row and the row of
	 * linked vehicles are facts of the box, kept with the others */
#define ROW(c, l, v) "<div class=einsatz__" c "><span class=label>" l "</span><span " \
	"class=value>" v "</span></div>"
	const char *t = ex("<body><nav><a href=/>Home</a> <a href=/e>Eins\xC3\xA4tze</a> "
	                   "<a href=/f>Fahrzeuge</a></nav><main><article class=einsatz><h1>"
	                   "\xC3\x96lspur nach Hydraulikschaden</h1><div class=einsatz__daten>"
	                   ROW("datum", "Datum", "12.09.2026")
	                   ROW("alarm", "Alarmierung", "07:52 Uhr")
	                   ROW("dauer", "Einsatzdauer", "1 Std. 35 Min.")
	                   ROW("ort", "Einsatzort", "Weilerbach, Industriestra\xC3\x9F" "e")
	                   ROW("fahrzeuge", "Fahrzeuge", "<a href=/f/hlf>HLF 20</a> <a "
	                       "href=/f/gwl>GW-L</a> <a href=/f/kdow>KdoW</a>")
	                   "</div><div class=einsatz__text><p>Ein M\xC3\xBCllfahrzeug hatte auf "
	                   "einer Strecke von etwa 800 Metern Hydraulik\xC3\xB6l verloren. Wir "
	                   "streuten die \xC3\x96lspur mit Bindemittel ab und nahmen es nach der "
	                   "Einwirkzeit wieder auf. Die Stra\xC3\x9F" "e war w\xC3\xA4hrend der "
	                   "Arbeiten halbseitig gesperrt.</p></div></article></main><aside><h2>"
	                   "Letzte Eins\xC3\xA4tze</h2><ul><li><a href=/e/1>Brandmeldealarm "
	                   "Schule</a></li><li><a href=/e/2>Verkehrsunfall L367</a></li></ul>"
	                   "</aside></body>", NULL, NULL);
#undef ROW
	CHECK(strstr(t, "Alarmierung 07:52 Uhr") != NULL);
	CHECK(strstr(t, "Datum 12.09.2026") != NULL);
	CHECK(strstr(t, "Fahrzeuge HLF 20 GW-L KdoW") != NULL);
	CHECK(strstr(t, "Verkehrsunfall") == NULL);
}

static void test_board_signature(void)
{
	/* a garden club's notice, signed by its board in a box of its own
	 * under the last paragraph: the signature is the notice's closing */
	const char *t = ex("<body><nav><a href=/>Start</a> <a href=/v>Verein</a> <a "
	                   "href=/k>Kontakt</a></nav><div id=content><div class=\"j-module "
	                   "j-header\"><h1>Gartenordnung und Pflichtstunden</h1></div><div "
	                   "class=\"j-module j-text\"><p>Jedes Mitglied leistet pro Jahr acht "
	                   "Pflichtstunden f\xC3\xBC" "r die Gemeinschaft. Die Termine f\xC3\xBC"
	                   "r die Arbeitseins\xC3\xA4tze h\xC3\xA4ngen im Schaukasten am "
	                   "Vereinsheim aus.</p></div><div class=\"j-module j-text\"><p>Die "
	                   "Au\xC3\x9F" "enhecken d\xC3\xBC" "rfen eine H\xC3\xB6he von 1,25 "
	                   "Metern nicht \xC3\xBC" "berschreiten und werden bis Ende Juni "
	                   "geschnitten.</p></div><div class=\"j-module j-hr\"><hr></div><div "
	                   "class=\"j-module j-text\"><p>Bei Fragen wendet euch gerne an "
	                   "unseren Gartenfachberater Horst Weidlich (Parzelle 42).</p><p>Der "
	                   "Vorstand</p></div></div><aside><h2>N\xC3\xA4" "chste Termine</h2><p>"
	                   "18.04. Arbeitseinsatz 9 Uhr</p></aside></body>", NULL, NULL);
	CHECK(strstr(t, "Parzelle 42).\nDer Vorstand") != NULL);
	CHECK(strstr(t, "Arbeitseinsatz 9 Uhr") == NULL);
}

static void test_listing_gap(void)
{
	/* a club's page of dates, its event list (Contao's, each date a
	 * header over a time, a linked title and a place) between its
	 * welcome and its note on the museum's hours: the list is the page's */
#define EV(d, t, n, l) "<div class=header><span class=day>" d "</span> <span class=date>" \
	"2026</span></div><div class=\"event layout_upcoming\"><span class=time>" t \
	"</span> <a href=/e>" n "</a> <span class=location>" l "</span></div>"
	const char *t = ex("<body><header><a href=/>Start</a> <a href=/v>Verein</a> <a "
	                   "href=/t>Termine</a> <a href=/m>Museum</a></header><main><div "
	                   "class=mod_article><h1>Termine 2026</h1><div class=ce_text><p>Zu "
	                   "allen Veranstaltungen sind Mitglieder und G\xC3\xA4ste herzlich "
	                   "eingeladen. Der Eintritt ist, wenn nicht anders angegeben, "
	                   "frei.</p></div><div class=mod_eventlist>"
	                   EV("Samstag, 14.03.", "19:00 - 21:00", "Jahreshauptversammlung",
	                      "Gasthaus Krone")
	                   EV("Sonntag, 26.04.", "14:00 - 17:00", "Museumsfest", "Heimatmuseum")
	                   EV("Samstag, 20.06.", "10:00", "Historische Wanderung",
	                      "Treffpunkt Rathaus")
	                   EV("Donnerstag, 12.11.", "19:30", "Vortrag: Auswanderer",
	                      "B\xC3\xBCrgerhaus, Saal 1")
	                   "</div><div class=ce_text><p>Das Heimatmuseum ist von April bis "
	                   "Oktober an jedem ersten Sonntag im Monat von 14 bis 17 Uhr "
	                   "ge\xC3\xB6" "ffnet. F\xC3\xBChrungen f\xC3\xBC" "r Gruppen sind "
	                   "nach Absprache m\xC3\xB6glich.</p></div></div></main><footer><a "
	                   "href=/i>Impressum</a></footer></body>", NULL, NULL);
#undef EV
	CHECK(strstr(t, "19:00 - 21:00 Jahreshauptversammlung Gasthaus Krone") != NULL);
	CHECK(strstr(t, "Historische Wanderung") != NULL);
	CHECK(strstr(t, "Samstag, 14.03. 2026") != NULL);
	CHECK(strstr(t, "Impressum") == NULL);
}

static void test_sponsor_box(void)
{
	/* a cricket club's season review, and under it in the same page's
	 * sections a box of its sponsors' names: the box goes; a heading of
	 * the text that names sponsors, no box of its own, stays */
	const char *t = ex("<html lang=en><body><nav><a href=/>Home</a> <a href=/news>News</a> "
	                   "<a href=/join>Join us</a></nav><article class=sections><section "
	                   "class=page-section><h1>Season review 2026</h1><div class=body><p>"
	                   "After three near misses, the First XI finally secured promotion to "
	                   "Division Two of the county league, clinching the title with a "
	                   "six-wicket win at Ashby Green on the final Saturday.</p><h3>New "
	                   "sponsors</h3><p>Captain Tom Ashworth led from the front with 612 "
	                   "league runs, and two new sponsors paid for the new covers and the "
	                   "scoreboard this summer.</p><p>None of this would be possible without "
	                   "the volunteers who mow the square, run the bar, score and umpire, "
	                   "and the parents who drive the juniors to their matches. "
	                   "Special thanks go to groundsman Derek Pike.</p></div></section>"
	                   "<section class=page-section><div class=sqs-block><h2>Our sponsors</h2>"
	                   "<p>The Haddon Arms \xC2\xB7 Pike &amp; Sons Builders \xC2\xB7 Haddon "
	                   "Village Stores</p></div></section></article><footer><a href=/privacy>"
	                   "Privacy</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "groundsman Derek Pike") != NULL);
	CHECK(strstr(t, "New sponsors") != NULL);
	CHECK(strstr(t, "Haddon Arms") == NULL);
	CHECK(strstr(t, "Our sponsors") == NULL);
}

static void test_table_rows(void)
{
	/* a council's notice with its documents under the text, a table
	 * whose head row is kept and whose rows are a linked file and its
	 * size: the rows are the table's, kept with its head; a table of an
	 * event's facts, no head row, keeps its link row out */
	const char *t = ex("<body><nav><a href=/>Startseite</a> <a href=/a>Aktuelles</a> "
	                   "<a href=/v>Verwaltung</a></nav><main><h1>Wasserleitungsbau Alte "
	                   "Landstrasse</h1><div class=icms-wysiwyg><p>Die Arbeiten beginnen am "
	                   "Montag, 4. Mai 2026, und dauern voraussichtlich bis Ende September. "
	                   "Gleichzeitig werden die Hausanschl\xC3\xBC" "sse erneuert und die "
	                   "Kabelschutzrohre f\xC3\xBC" "r das Glasfasernetz verlegt.</p><p>Die "
	                   "Zufahrt zu den Liegenschaften bleibt grunds\xC3\xA4tzlich "
	                   "gew\xC3\xA4hrleistet. Bei kurzfristigen Sperrungen werden die "
	                   "Anwohner vorg\xC3\xA4ngig mit einem Flugblatt informiert.</p></div>"
	                   "<div class=icms-dokumente><h2>Dokumente</h2><table><thead><tr><th>"
	                   "Name</th><th>Gr\xC3\xB6sse</th></tr></thead><tbody><tr><td><a "
	                   "href=/d/1>Situationsplan.pdf</a></td><td>1.2 MB</td></tr><tr><td><a "
	                   "href=/d/2>Etappenplan.pdf</a></td><td>340 kB</td></tr></tbody>"
	                   "</table></div></main><footer><a href=/i>Impressum</a> <a href=/d>"
	                   "Datenschutz</a></footer></body>", NULL, NULL);
	CHECK(strstr(t, "Situationsplan.pdf 1.2 MB") != NULL);
	CHECK(strstr(t, "Etappenplan.pdf 340 kB") != NULL);
	CHECK(strstr(t, "Impressum") == NULL);
}

static void test_similar_listings(void)
{
	/* a job portal's ad, its lists and no prose, over the portal's
	 * similar jobs, each card a linked title, the firm, the place and a
	 * snippet: the heading that says so and its cards go */
#define JOB(t, s) "<article class=job-card><a href=/job><h2>" t "</h2></a><div " \
	"class=company>Nordfracht GmbH</div><div class=loc>Hamburg</div><div class=snippet>" \
	s "</div><span class=date>vor 2 Tagen</span></article>"
	const char *t = ex("<body><div class=nav><a href=/>Jobs</a> | <a href=/l>Login</a>"
	                   "</div><main><h1>Lagermitarbeiter (m/w/d)</h1><div class=listing><h4>"
	                   "Ihre Aufgaben</h4><ul><li>Warenannahme und Kontrolle</li><li>"
	                   "Kommissionierung und Verpackung</li><li>Bedienung von "
	                   "Gabelstaplern</li><li>Inventur</li></ul><h4>Ihr Profil</h4><ul>"
	                   "<li>Erfahrung im Lager</li><li>Staplerschein</li><li>"
	                   "Schichtbereitschaft</li></ul><h4>Wir bieten</h4><ul><li>15,50 "
	                   "Euro Stundenlohn</li><li>Schichtzulagen</li><li>Kostenlose "
	                   "Parkpl\xC3\xA4tze</li></ul><h4>Kontakt</h4><p>Nordfracht Logistik "
	                   "GmbH, Frau Meyer, Tel. 040 123 456 0</p></div><section "
	                   "class=more><h3>\xC3\x84hnliche Jobs</h3>"
	                   JOB("Lagerlogistiker (m/w/d)", "Wir suchen zur Verst\xC3\xA4rkung "
	                       "unseres Teams im Lager einen engagierten Mitarbeiter f\xC3\xBCr "
	                       "Wareneingang und Versand.")
	                   JOB("Kommissionierer (m/w/d)", "Sie stellen Auftr\xC3\xA4ge mit dem "
	                       "Handscanner zusammen und verpacken die Ware versandfertig.")
	                   JOB("Disponent (m/w/d)", "Sie planen Touren im Nahverkehr und "
	                       "stehen im engen Austausch mit unseren Fahrern.")
	                   "</section></main></body>", NULL, NULL);
#undef JOB
	CHECK(strstr(t, "Gabelstaplern") != NULL);
	CHECK(strstr(t, "Handscanner") == NULL);
	CHECK(strstr(t, "hnliche Jobs") == NULL);
}

static void test_cite_box(void)
{
	/* a court's ruling, its reasons in numbered paragraphs, over the
	 * portal's box that suggests how to cite it: the box goes */
	const char *t = ex("<body><div class=nav><a href=/>Start</a> | <a href=/s>Suche</a>"
	                   "</div><main><h1>BGH, Urteil vom 14. M\xC3\xA4rz 2024</h1><div class=text>"
	                   "<h2>Tenor</h2><p>Auf die Revision der Kl\xC3\xA4gerin wird das Urteil "
	                   "des Oberlandesgerichts aufgehoben und die Sache zur neuen "
	                   "Verhandlung an das Berufungsgericht zur\xC3\xBC" "ckverwiesen.</p>"
	                   "<h2>Gr\xC3\xBCnde</h2><p>1. Die Revision hat Erfolg. Nach dem Gesetz "
	                   "kann der Besteller Vorschuss f\xC3\xBCr die Aufwendungen zur "
	                   "Beseitigung eines Mangels verlangen.</p><p>2. Anhaltspunkte gegen die "
	                   "Absicht zur Beseitigung hat das Berufungsgericht nicht "
	                   "festgestellt.</p></div><div class=box><h4>Zitiervorschlag</h4><p>"
	                   "BGH, Urteil vom 14.03.2024 - VII ZR 123/23 -, Portal</p></div>"
	                   "</main></body>", NULL, NULL);
	CHECK(strstr(t, "Anhaltspunkte") != NULL);
	CHECK(strstr(t, "Zitiervorschlag") == NULL);
	CHECK(strstr(t, "VII ZR") == NULL);
}

static void test_bold_title_under_h1(void)
{
	/* a shop's terms: under the page's h1, its sections' titles are
	 * paragraphs all bold; the first, right under the dropped h1,
	 * heads its clauses as the others do */
	const char *t = ex("<body><div class=nav><a href=/>Shop</a> | <a href=/k>Kontakt</a>"
	                   "</div><main><h1>Allgemeine Gesch\xC3\xA4" "ftsbedingungen</h1><div "
	                   "class=rte><p><strong>\xC2\xA7 1 Geltungsbereich</strong></p><p>1.1 "
	                   "Diese Bedingungen gelten f\xC3\xBCr alle Bestellungen, die Verbraucher "
	                   "\xC3\xBC" "ber unseren Online-Shop abschlie\xC3\x9F" "en.</p><p>1.2 "
	                   "Abweichende Bedingungen des Kunden werden nicht anerkannt.</p><p>"
	                   "<strong>\xC2\xA7 2 Vertragsschluss</strong></p><p>2.1 Die Darstellung "
	                   "der Produkte im Shop ist kein bindendes Angebot, sondern eine "
	                   "Aufforderung zur Bestellung.</p></div></main></body>", NULL, NULL);
	CHECK(strstr(t, "1 Geltungsbereich") != NULL);
	CHECK(strstr(t, "2 Vertragsschluss") != NULL);
}

static void test_margin_numbers(void)
{
	/* a ruling's paragraphs numbered in a definition list, the margin
	 * number the term and the paragraph its definition: the numbers
	 * stay with the text */
#define RN(n, t) "<dl class=rsp><dt><a name=rd_" n ">" n "</a></dt><dd><p>" t "</p></dd></dl>"
	const char *t = ex("<body><div class=nav><a href=/>Start</a> | <a href=/s>Suche</a>"
	                   "</div><main><h1>Urteil vom 14. M\xC3\xA4rz 2024</h1><div class=text>"
	                   "<h2>Tatbestand</h2>"
	                   RN("1", "Die Kl\xC3\xA4gerin verlangt von der Beklagten einen Vorschuss "
	                      "auf die Kosten der Beseitigung von M\xC3\xA4ngeln an einem Haus.")
	                   RN("2", "Die Beklagte errichtete im Auftrag der Kl\xC3\xA4gerin ein "
	                      "Wohngeb\xC3\xA4ude mit zw\xC3\xB6lf Einheiten und einer Tiefgarage.")
	                   "<h2>Entscheidungsgr\xC3\xBCnde</h2>"
	                   RN("3", "Die Revision hat Erfolg, denn das Berufungsgericht hat die "
	                      "Absicht zur Beseitigung der M\xC3\xA4ngel zu Unrecht verneint.")
	                   "</div></main></body>", NULL, NULL);
#undef RN
	CHECK(strstr(t, "Tatbestand\n1\nDie Kl") != NULL);
	CHECK(strstr(t, "\n3\nDie Revision") != NULL);
}

static void test_review_cards(void)
{
	/* a review portal's reviews, no microdata: each under its title,
	 * linked; the first, under a title of four words, holds the longest
	 * text and is no teaser card where its kin stay as posts */
#define REV(u, h, t) "<article class=review-card><aside class=consumer-info><a href=\"/u/" u \
	"\">" u "</a></aside><section class=review-wrap><time>3. Sept. 2024</time><div " \
	"class=review-content><a href=\"/r/" u "\"><h2>" h "</h2></a><p>" t "</p></div>" \
	"</section></article>"
	const char *t = ex("<body><div class=nav><a href=\"/\">Start</a> | <a href=\"/k\">"
	                   "Kategorien</a></div><main><h1>Bewertungen</h1>"
	                   REV("jonas", "Schnelle Reparatur, ehrliche Beratung", "Mein "
	                       "Hinterrad hatte einen Achtschlag und die Schaltung sprang "
	                       "ständig. Der Mechaniker hat mir sogar erklärt, wie ich sie "
	                       "selbst nachstellen kann.")
	                   REV("katrin", "Lange Wartezeit", "Auf die Inspektion habe ich "
	                       "fast drei Wochen gewartet, obwohl mir eine zugesagt wurde.")
	                   REV("stefan", "Top Beratung", "Wir haben zwei E-Bikes "
	                       "probegefahren und uns ohne Druck entschieden.")
	                   "</main></body>", NULL, NULL);
#undef REV
	CHECK(strstr(t, "Schnelle Reparatur, ehrliche Beratung\nMein Hinterrad hatte einen "
	                "Achtschlag") != NULL);
	CHECK(strstr(t, "Lange Wartezeit\nAuf die Inspektion") != NULL);
	CHECK(strstr(t, "Top Beratung\nWir haben zwei E-Bikes") != NULL);
}

static void test_price_boxes(void)
{
	/* a page builder's price tables: short lines in boxes named
	 * "__header" and "__footer", each table a price, a heading, a list
	 * and a button: data, kept with the text around them */
#define PRICE(h, s, p, f) "<div class=e-child><div class=price-table><div " \
	"class=price-table__header><h3>" h "</h3><span>" s "</span></div><div " \
	"class=price-table__price><span>€</span><span>" p "</span><div>pro Monat</div>" \
	"</div><ul class=features><li><div><span>" f "</span></div></li><li><div><span>" \
	"Umkleide und Duschen</span></div></li></ul><div class=price-table__footer><a " \
	"href=/probe class=button>Probetraining buchen</a><p>Monatlich kündbar</p></div>" \
	"</div></div>"
	const char *t = ex("<body><div class=site-header><ul class=nav-menu><li><a href=/>"
	                   "Start</a></li><li><a href=/kurse>Kurse</a></li></ul></div><div "
	                   "class=page><div class=e-parent><h1>Mitgliedschaften</h1><p>Bei uns "
	                   "gibt es keine Aufnahmegebühr und keine versteckten Kosten. Alle "
	                   "Tarife enthalten eine Einweisung.</p></div><div class=e-parent>"
	                   PRICE("Basis", "Für Einsteiger", "29", "Zugang zu allen Geräten")
	                   PRICE("Plus", "Unser Bestseller", "39", "Alle Kurse inklusive")
	                   PRICE("Premium", "Rundum betreut", "59", "Getränkeflatrate")
	                   "</div><div class=e-parent><h2>Studenten</h2><p>Mit gültigem "
	                   "Ausweis erhaltet ihr auf alle Tarife zwanzig Prozent Rabatt.</p>"
	                   "</div></div><div class=site-footer><p>FitWerk · Hauptstraße 11 · "
	                   "Mo–Fr 6–23 Uhr</p></div></body>", NULL, NULL);
#undef PRICE
	CHECK(strstr(t, "Tarife enthalten eine Einweisung.\nBasis\nFür Einsteiger\n€29\n"
	                "pro Monat\nZugang zu allen Geräten\nUmkleide und Duschen\n"
	                "Monatlich kündbar\nPlus\n") != NULL);
	CHECK(strstr(t, "Getränkeflatrate\nUmkleide und Duschen\nMonatlich kündbar\n"
	                "Studenten\nMit gültigem Ausweis") != NULL);
	CHECK(strstr(t, "Probetraining") == NULL);
	CHECK(strstr(t, "Hauptstraße") == NULL);
}

static void test_body_header(void)
{
	/* a recipe card in a post, its title, description and times in a
	 * box named a header ("mv-create-header"): past the post's first
	 * paragraph, no link in it, it heads a part of the body */
	const char *t = ex("<body><div class=site-header><a href=/>The Cozy Oven</a> <a "
	                   "href=/recipes>Recipes</a></div><article class=post><div "
	                   "class=entry-content><p>This is the banana bread I make every week "
	                   "when the bananas on the counter turn brown.</p><div "
	                   "class=recipe-card><header class=recipe-card-header><h2>Banana "
	                   "Bread</h2><div class=recipe-description><p>A soft, moist loaf with "
	                   "plenty of banana flavor and a crackly top.</p></div></header><div "
	                   "class=recipe-ingredients><h3>Ingredients</h3><ul><li>3 ripe "
	                   "bananas</li><li>1 cup flour</li></ul></div><div "
	                   "class=recipe-instructions><h3>Instructions</h3><ol><li>Mash the "
	                   "bananas in a bowl and stir in the melted butter.</li><li>Fold in "
	                   "the flour and bake for 55 minutes.</li></ol></div></div></div>"
	                   "</article><div class=site-footer>© 2023 The Cozy Oven</div></body>",
	                   NULL, NULL);
	CHECK(strstr(t, "A soft, moist loaf with plenty of banana flavor and a crackly top.\n"
	                "Ingredients\n3 ripe bananas") != NULL);
	CHECK(strstr(t, "The Cozy Oven") == NULL);
}

static void test_guestbook_count(void)
{
	/* an old guestbook's line over its entries that counts them, with
	 * its link to sign it: the script's, no entry */
	const char *t = ex("<body><table><tr><td class=nav><a href=/>Startseite</a><br><a "
	                   "href=/gb>Gästebuch</a></td><td><table><tr><td class=gbhead>Es sind "
	                   "214 Einträge im Gästebuch. <a href=\"gb.php?add\">Eintrag "
	                   "hinzufügen</a></td></tr><tr><td><b>Hildegard Weber</b></td><td>"
	                   "Liebe Sänger, das Herbstkonzert in der Stadthalle war wieder ein "
	                   "Erlebnis! Besonders das Lied vom Rhein hat mich berührt.</td></tr>"
	                   "<tr><td><b>Peter</b></td><td>Schöne neue Homepage! Wann sind denn "
	                   "die Singstunden? Ich würde gerne mal als Gast vorbeischauen.</td>"
	                   "</tr></table></td></tr></table></body>", NULL, NULL);
	CHECK(strstr(t, "Liebe Sänger, das Herbstkonzert") != NULL);
	CHECK(strstr(t, "Wann sind denn die Singstunden?") != NULL);
	CHECK(strstr(t, "214") == NULL);
}

static void test_nested_widgets(void)
{
	/* a shop's reviews page: each review a box named a widget
	 * ("celwidget") in a list named so too that holds all the prose:
	 * the word is the shop's name for its boxes */
#define REV(t) "<div class=\"a-section celwidget\"><span class=a-profile-name>Kunde</span>" \
	"<div class=review-text><span>" t "</span></div></div>"
	const char *t = ex("<body><div id=nav-belt class=nav-menu><a href=/>Shop</a> <a "
	                   "href=/konto>Konto und Listen</a></div><div class=\"review-views "
	                   "celwidget\">"
	                   REV("Wir hatten vorher ein Modell mit Kunststoffgehäuse, bei dem das "
	                       "Wasser immer nach Plastik geschmeckt hat. Das ist hier kein "
	                       "Thema mehr, und der Kocher ist angenehm leise.")
	                   REV("Am Anfang war ich zufrieden, aber nach vier Monaten ist die Feder "
	                       "im Deckel gebrochen. Der Kundenservice hat immerhin schnell "
	                       "Ersatz geschickt.")
	                   REV("Kocht schnell und sieht gut aus. Das Kabel am Sockel ist mit "
	                       "siebzig Zentimetern allerdings recht kurz für unsere Küche.")
	                   "</div><div class=nav-footer><a href=/agb>AGB</a></div></body>",
	                   NULL, NULL);
#undef REV
	CHECK(strstr(t, "Wir hatten vorher ein Modell") != NULL);
	CHECK(strstr(t, "Am Anfang war ich zufrieden") != NULL);
	CHECK(strstr(t, "Kocht schnell und sieht gut aus.") != NULL);
}

static void test_food_menu(void)
{
	/* a restaurant's menu in boxes named "menu" ("menu-section",
	 * "menu-item-title"): no link in it, so no site's navigation; the
	 * dishes stay, the navigation bar named so goes */
#define DISH(h, t, p) "<div class=menu-item><div class=menu-item-title>" h "</div><div " \
	"class=menu-item-description>" t "</div><div class=menu-item-price-bottom>$" p \
	"</div></div>"
	const char *t = ex("<body><div class=header-nav><div class=header-nav-item><a href=/>"
	                   "Home</a></div><div class=header-nav-item><a href=/menu>Menu</a></div>"
	                   "<div class=header-nav-item><a href=/events>Private Events</a></div>"
	                   "</div><main><h1>Our Menu</h1><p>Seasonal cooking from the farms of "
	                   "the valley, and the menu changes every few weeks.</p><div "
	                   "class=menu-block><div class=menu-section><div "
	                   "class=menu-section-header><div class=menu-section-title>Starters"
	                   "</div></div><div class=menu-items>"
	                   DISH("Roasted Beet Salad", "Goat cheese, candied walnuts, arugula, "
	                        "sherry vinaigrette", "14")
	                   DISH("Crispy Brussels Sprouts", "Maple glaze, chili flakes, toasted "
	                        "pecans", "12")
	                   DISH("Pan-Seared Trout", "Brown butter, capers, fingerling potatoes, "
	                        "green beans", "29")
	                   "</div></div></div><p>Please tell your server about any allergies."
	                   "</p></main></body>", NULL, NULL);
#undef DISH
	CHECK_STR(t, "Seasonal cooking from the farms of the valley, and the menu changes every "
	             "few weeks.\nStarters\nRoasted Beet Salad\nGoat cheese, candied walnuts, "
	             "arugula, sherry vinaigrette\n$14\nCrispy Brussels Sprouts\nMaple glaze, "
	             "chili flakes, toasted pecans\n$12\nPan-Seared Trout\nBrown butter, capers, "
	             "fingerling potatoes, green beans\n$29\nPlease tell your server about any "
	             "allergies.");
}

static void test_food_menu_short(void)
{
	/* a menu's sections of two dishes each ("menu-section"), each
	 * under 200 characters: their prices make them a restaurant's
	 * menu, not the site's navigation */
#define DISH(h, t, p) "<div class=menu-item-row><h4>" h "</h4><p>" t "</p><span " \
	"class=price>" p "</span></div>"
	const char *t = ex("<html lang=de><body><nav class=main-navigation><a href=/>Home</a> "
	                   "<a href=/karte>Speisekarte</a> <a href=/kontakt>Kontakt</a></nav>"
	                   "<main><h1>Speisekarte</h1><p>Unsere Küche kocht saisonal und "
	                   "regional, mit Fleisch von Höfen aus dem Umland.</p>"
	                   "<h2>Vorspeisen</h2><div class=menu-section>"
	                   DISH("Burrata", "auf Tomatensalat", "13,80 €")
	                   DISH("Kürbissuppe", "mit Kernöl", "8,90 €")
	                   "</div><h2>Desserts</h2><div class=menu-section>"
	                   DISH("Kaiserschmarrn", "mit Zwetschgenröster", "11,50 €")
	                   DISH("Crème brûlée", "mit Vanille", "9,50 €")
	                   "</div><p>Alle Preise verstehen sich inklusive Mehrwertsteuer und "
	                   "Bedienung.</p></main></body></html>", NULL, NULL);
#undef DISH
	CHECK(strstr(t, "Burrata\nauf Tomatensalat\n13,80") != NULL);
	CHECK(strstr(t, "Kaiserschmarrn\nmit Zwetschgenröster\n11,50") != NULL);
	CHECK(strstr(t, "Home") == NULL);
}

static void test_food_menu_dishes(void)
{
	/* a menu plugin's dishes in boxes of no heading and no menu word
	 * ("fdm-item": its name, its price, what it holds): the short
	 * lines are the page's, not a teaser list's, and so the menu stays
	 * with the intro above it */
#define DISH(h, p, t) "<div class=fdm-item><p class=fdm-item-title>" h "</p><div " \
	"class=fdm-item-price-wrapper><span class=fdm-item-price>" p "</span></div>" \
	"<div class=fdm-item-content><p>" t "</p></div></div>"
	const char *t = ex("<html lang=es><body><nav class=main-navigation><a href=/>Inicio</a> "
	                   "<a href=/carta>Carta</a> <a href=/contacto>Contacto</a></nav>"
	                   "<main><h1>Nuestra carta</h1><p>Cocina mediterránea de mercado con "
	                   "productos de la Albufera y arroces preparados al momento.</p>"
	                   "<div class=fdm-menu><h3>Entrantes</h3>"
	                   DISH("Croquetas de jamón ibérico", "9,50 €", "ocho unidades caseras")
	                   DISH("Pulpo a la gallega", "18,00 €", "con patata y pimentón")
	                   "<h3>Arroces</h3>"
	                   DISH("Paella valenciana", "16,50 €", "mínimo dos personas")
	                   DISH("Arroz negro", "17,00 €", "con sepia y alioli")
	                   DISH("Arroz del senyoret", "19,50 €", "marisco pelado")
	                   "</div></main></body></html>", NULL, NULL);
#undef DISH
	CHECK(strstr(t, "Pulpo a la gallega\n18,00 €\ncon patata y pimentón") != NULL);
	CHECK(strstr(t, "Arroz negro\n17,00 €\ncon sepia y alioli") != NULL);
	CHECK(strstr(t, "Inicio") == NULL);
}

static void test_card_heads(void)
{
	/* a company's services, each a card of a heading over its text: a
	 * heading that opens with a widget's word ("Werbung", "Print") is
	 * the card's title and stays */
#define CARD(h, t) "<div class=service-card><h3 class=heading-s>" h "</h3><div " \
	"class=body-text>" t "</div></div>"
	const char *t = ex("<html lang=de><body><div class=navbar><a href=/>Start</a> <a "
	                   "href=/l>Leistungen</a></div><div class=section><h2>Was wir tun</h2>"
	                   "<div class=grid>"
	                   CARD("Werbung &amp; Beschriftung", "Fahrzeugbeschriftung, Schilder und "
	                        "Schaufenster, geplant und montiert von unserem eigenen Team.")
	                   CARD("Print &amp; Verpackung", "Flyer, Etiketten und Kartons, gedruckt "
	                        "bei Druckereien aus der Region.")
	                   CARD("Webseiten", "Schnelle Seiten, die Ihr Team selbst pflegen kann, "
	                        "ohne uns anzurufen.")
	                   "</div></div></body></html>", NULL, NULL);
#undef CARD
	CHECK_STR(t, "Was wir tun\nWerbung & Beschriftung\nFahrzeugbeschriftung, Schilder und "
	             "Schaufenster, geplant und montiert von unserem eigenen Team.\nPrint & "
	             "Verpackung\nFlyer, Etiketten und Kartons, gedruckt bei Druckereien aus der "
	             "Region.\nWebseiten\nSchnelle Seiten, die Ihr Team selbst pflegen kann, ohne "
	             "uns anzurufen.");
}

static void test_team_names(void)
{
	/* a site builder's section heading in a box named a header (Jimdo's
	 * "j-module n j-header") over a team's cards, each a name, a short
	 * role and a line about them: the heading and the first name stay */
#define MEMBER(n, r, t) "<div class=cc-m-hgrid-column><div class=\"j-module n j-text\"><div>" \
	"<strong>" n "</strong></div><div>" r "</div><div>" t "</div></div></div>"
	const char *t = ex("<html lang=de><body><div class=jtpl-navigation><a href=/>Start</a> "
	                   "<a href=/u>\xC3\x9C" "ber uns</a></div><div id=content_area><div "
	                   "class=\"j-module n j-text\"><div>Die Schreinerei ist ein "
	                   "familiengef\xC3\xBChrter Meisterbetrieb in dritter Generation.</div></div>"
	                   "<div class=\"j-module n j-header\"><h2>Unser Team</h2></div><div "
	                   "class=\"j-module n j-hgrid\">"
	                   MEMBER("Thomas Holzmann", "Schreinermeister und Inhaber.", "F\xC3\xBChrt "
	                          "den Betrieb seit 1998 und k\xC3\xBCmmert sich um die Planung.")
	                   MEMBER("Anna Holzmann", "Betriebswirtin im Handwerk.", "Ist Ihre "
	                          "Ansprechpartnerin f\xC3\xBCr Angebote und Termine.")
	                   "</div></div></body></html>", NULL, NULL);
#undef MEMBER
	CHECK_STR(t, "Die Schreinerei ist ein familiengef\xC3\xBChrter Meisterbetrieb in dritter "
	             "Generation.\nUnser Team\nThomas Holzmann\nSchreinermeister und Inhaber.\n"
	             "F\xC3\xBChrt den Betrieb seit 1998 und k\xC3\xBCmmert sich um die Planung.\n"
	             "Anna Holzmann\nBetriebswirtin im Handwerk.\nIst Ihre Ansprechpartnerin "
	             "f\xC3\xBCr Angebote und Termine.");
}

static void test_faq_questions(void)
{
	/* an FAQ's accordion: each question in a box named a title
	 * ("elementor-tab-title"), its answer in the panel beside it; the
	 * questions stay between the answers */
#define QA(q, a) "<div class=elementor-accordion-item><div class=elementor-tab-title " \
	"role=tab><a class=elementor-accordion-title>" q "</a></div><div " \
	"class=elementor-tab-content role=tabpanel><p>" a "</p></div></div>"
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/faq>FAQ</a>"
	                   "</nav><div class=page><p>Hier beantworten wir die Fragen, die uns "
	                   "unsere Patienten am h\xC3\xA4ufigsten stellen.</p><div "
	                   "class=elementor-accordion role=tablist>"
	                   QA("Wie lange dauert eine Behandlung?", "Eine Behandlung dauert je "
	                      "nach Verordnung zwanzig bis sechzig Minuten.")
	                   QA("Brauche ich ein Rezept vom Arzt?", "F\xC3\xBCr Leistungen der "
	                      "Krankenkassen ben\xC3\xB6tigen Sie eine \xC3\xA4rztliche "
	                      "Verordnung.")
	                   "</div></div></body></html>", NULL, NULL);
#undef QA
	CHECK_STR(t, "Hier beantworten wir die Fragen, die uns unsere Patienten am "
	             "h\xC3\xA4ufigsten stellen.\nWie lange dauert eine Behandlung?\nEine "
	             "Behandlung dauert je nach Verordnung zwanzig bis sechzig Minuten.\nBrauche "
	             "ich ein Rezept vom Arzt?\nF\xC3\xBCr Leistungen der Krankenkassen "
	             "ben\xC3\xB6tigen Sie eine \xC3\xA4rztliche Verordnung.");
}

static void test_builder_widgets(void)
{
	/* a page builder names every box a widget: the text above an FAQ's
	 * accordion and below it stays, though the accordion holds most of
	 * the page's prose */
#define W(k, x) "<div class=\"elementor-widget elementor-widget-" k "\"><div " \
	"class=elementor-widget-container>" x "</div></div>"
#define QA(q, a) "<div class=elementor-accordion-item><div class=elementor-tab-title>" q \
	"</div><div class=elementor-tab-content><p>" a "</p></div></div>"
#define INTRO_FAQ2 W("text-editor", "<p>Hier beantworten wir die Fragen, die uns unsere " \
	  "Patienten am h\xC3\xA4ufigsten stellen.</p>") \
	W("accordion", "<div class=elementor-accordion>" \
	  QA("Wie lange dauert eine Behandlung?", "Eine Behandlung dauert je " \
	     "nach Verordnung zwanzig bis sechzig Minuten, bitte kommen Sie " \
	     "f\xC3\xBCnf Minuten vor Ihrem Termin.") \
	  QA("Brauche ich ein Rezept?", "F\xC3\xBCr Leistungen der " \
	     "Krankenkassen ben\xC3\xB6tigen Sie eine \xC3\xA4rztliche " \
	     "Verordnung, als Selbstzahler k\xC3\xB6nnen Sie ohne Rezept " \
	     "kommen.")
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/faq>FAQ</a>"
	                   "</nav><div class=elementor>"
	                   INTRO_FAQ2
	                   QA("Gibt es Parkpl\xC3\xA4tze?", "Direkt vor dem Haus stehen vier "
	                        "Parkpl\xC3\xA4tze f\xC3\xBCr unsere Patienten zur "
	                        "Verf\xC3\xBCgung, weitere im Parkhaus am Bahnhof.")
	                     "</div>")
	                   W("text-editor", "<p>Weitere Fragen? Unser Empfang ist werktags von 8 "
	                     "bis 18 Uhr f\xC3\xBCr Sie da.</p>")
	                   "</div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Hier beantworten wir die Fragen") == t);
	CHECK(strstr(t, "\nWeitere Fragen? Unser Empfang ist werktags von 8 bis 18 Uhr "
	                "f\xC3\xBCr Sie da.") != NULL);
	CHECK(strstr(t, "Gibt es Parkpl\xC3\xA4tze?\n") != NULL);
	/* two such boxes are a page builder's too: the introduction stays
	 * above an accordion that holds most of the prose */
	t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/faq>FAQ</a></nav>"
	       "<div class=elementor>" INTRO_FAQ2 "</div>") "</div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Hier beantworten wir die Fragen, die uns unsere Patienten am "
	                "h\xC3\xA4ufigsten stellen.\nWie lange dauert eine Behandlung?\n") == t);
#undef INTRO_FAQ2
#undef QA
#undef W
}

static void test_top_title(void)
{
	/* a site builder names each section's heading a title (Weebly's
	 * "wsite-content-title"): the first one, at the top of the text and
	 * not in the page's <title>, heads it and stays */
	const char *t = ex("<html lang=de><head><title>Aktuelles - TSV 1921</title></head><body>"
	                   "<ul class=wsite-menu-default><li><a href=/>Startseite</a></li><li><a "
	                   "href=/a>Aktuelles</a></li></ul><div id=wsite-content><h2 "
	                   "class=wsite-content-title>Neues aus dem Verein</h2><div "
	                   "class=paragraph>Liebe Mitglieder,<br>hier findet ihr die neuesten "
	                   "Nachrichten aus unseren Abteilungen und die Termine des Jahres.</div>"
	                   "<h2 class=wsite-content-title>Neue Turngruppe ab April</h2><div "
	                   "class=paragraph>Ab dem 8. April turnen Kinder von vier bis sechs Jahren "
	                   "dienstags in der Grundschulturnhalle.</div></div></body></html>",
	                   NULL, NULL);
	CHECK_STR(t, "Neues aus dem Verein\nLiebe Mitglieder,\nhier findet ihr die neuesten "
	             "Nachrichten aus unseren Abteilungen und die Termine des Jahres.\nNeue "
	             "Turngruppe ab April\nAb dem 8. April turnen Kinder von vier bis sechs Jahren "
	             "dienstags in der Grundschulturnhalle.");
}

static void test_recipe_ingredients(void)
{
	/* a recipe portal: the ingredients in a table of their own box
	 * (named "ingredients table-header", the names linked), the steps
	 * in the box below; the ingredients and their heading go first */
#define ROW(q, u, n) "<tr><td class=td-left><span>" q "</span></td><td class=td-right><span>" \
	"<a href=\"/was-ist/" u "\">" n "</a></span></td></tr>"
	const char *page =
		"<html lang=de><body><nav><a href=/>Rezepte</a> <a href=/m>Magazin</a></nav>"
		"<article class=recipe><div class=recipe-header><h1>Kartoffelsuppe</h1>"
		"<div class=rating>4,6 (312)</div></div>"
		"<div class=ds-box><h2>Zutaten</h2><form><label>Portionen</label>"
		"<input name=p value=4></form><table class=\"ingredients table-header\"><tbody>"
		ROW("1 kg", "k", "Kartoffeln") ROW("2", "z", "Zwiebeln") ROW("1 Liter", "b",
		"Gem\xC3\xBC" "sebr\xC3\xBC" "he") ROW("200 ml", "s", "Sahne")
		"</tbody></table><a href=/liste>Auf die Einkaufsliste</a></div>"
		"<div class=ds-box><h2>Zubereitung</h2><div class=ds-box>Kartoffeln und Zwiebeln "
		"sch\xC3\xA4len und in W\xC3\xBCrfel schneiden. In Butter and\xC3\xBC" "nsten und mit "
		"der Br\xC3\xBC" "he abl\xC3\xB6schen.<br><br>Etwa zwanzig Minuten k\xC3\xB6" "cheln "
		"lassen, bis die Kartoffeln weich sind, dann einen Teil p\xC3\xBCrieren und die "
		"Sahne unterr\xC3\xBChren.</div></div>"
		"<div class=recipe-comments><h2>Kommentare</h2><p>Sehr lecker und einfach, gibt "
		"es jetzt jede Woche!</p></div></article></body></html>";
#undef ROW
	CHECK_STR(ex(page, NULL, NULL),
	          "Zutaten\n1 kg Kartoffeln\n2 Zwiebeln\n1 Liter Gem\xC3\xBC" "sebr\xC3\xBC" "he\n"
	          "200 ml Sahne\nZubereitung\nKartoffeln und Zwiebeln sch\xC3\xA4len und in "
	          "W\xC3\xBCrfel schneiden. In Butter and\xC3\xBC" "nsten und mit der Br\xC3\xBC"
	          "he abl\xC3\xB6schen.\nEtwa zwanzig Minuten k\xC3\xB6" "cheln lassen, bis die "
	          "Kartoffeln weich sind, dann einen Teil p\xC3\xBCrieren und die Sahne "
	          "unterr\xC3\xBChren.");
	/* a recipe card's heading named a header ("wprm-recipe-ingredients-
	 * header") over its list heads the ingredients */
	const char *card =
		"<body><article><div class=entry-content><p>" PARA "</p><p>" PARA "</p>"
		"<div class=wprm-recipe><h2 class=wprm-recipe-name>Sp\xC3\xA4tzle</h2>"
		"<div class=wprm-recipe-ingredients-container><h3 class=\"wprm-recipe-header "
		"wprm-recipe-ingredients-header\">Zutaten</h3><ul class=wprm-recipe-ingredients>"
		"<li class=wprm-recipe-ingredient>400 g Mehl</li><li class=wprm-recipe-ingredient>"
		"5 Eier</li></ul></div><div class=wprm-recipe-instructions-container><h3 class="
		"\"wprm-recipe-header wprm-recipe-instructions-header\">Zubereitung</h3><ul><li>"
		"Mehl, Eier und Salz verr\xC3\xBChren und den Teig kr\xC3\xA4" "ftig schlagen, bis "
		"er Blasen wirft.</li></ul></div></div></div></article></body>";
	CHECK(strstr(ex(card, NULL, NULL), "Zutaten\n400 g Mehl\n5 Eier\nZubereitung\n") != NULL);
}

static void test_feedback_prompts(void)
{
	/* a help page's feedback prompt under the text, and a recipe card's
	 * call to show the dish made (its heading and text one line, or the
	 * text alone) are widgets */
	const char *doc =
		"<html lang=de><body><nav><a href=/>Start</a> <a href=/api>API</a></nav><main>"
		"<h1>Limits</h1><p>Jeder API-Schl\xC3\xBCssel darf bis zu hundert Anfragen pro "
		"Sekunde senden. Dar\xC3\xBC" "ber hinaus antwortet der Server mit dem Status 429.</p>"
		"<p>Kunden im Business-Tarif k\xC3\xB6nnen h\xC3\xB6here Limits beantragen.</p>"
		"<div class=feedback><p>War diese Seite hilfreich?</p><button>Ja</button>"
		"<button>Nein</button></div></main></body></html>";
	CHECK(strstr(ex(doc, NULL, NULL), "hilfreich") == NULL);
	const char *card =
		"<body><article><div class=entry-content><p>" PARA "</p><p>" PARA "</p>"
		"<div class=recipe-card><h3>Instructions</h3><ol><li>Preheat the oven to 180 "
		"degrees and line a tin with paper.</li><li>Bake the bars for twenty minutes "
		"until golden.</li></ol><div class=cta><span class=cta-head>Did you make this "
		"recipe?</span><span class=cta-text>Tag <a href=/ig>@sunnykitchen</a> on Instagram "
		"or leave a rating below!</span></div><div class=plug><div class=plug-head>Tried "
		"this recipe?</div><p>Tag <a href=/ig>@sunnykitchen</a> on Instagram and hashtag "
		"it.</p></div></div></div></article></body>";
	const char *t = ex(card, NULL, NULL);
	CHECK(strstr(t, "until golden.") != NULL);
	CHECK(strstr(t, "Instagram") == NULL);
}

static void test_aria_table(void)
{
	/* a docs site's table set in divs with ARIA roles: a row's short
	 * cells share its line, as in a <table> */
#define ROW(a, b) "<div role=row class=flex><div role=cell class=flex-1>" a "</div>" \
	"<div role=cell class=flex-1>" b "</div></div>"
	const char *page =
		"<body><main><h1>Rate limits</h1><div class=grid><p>" PARA "</p><p>Each response "
		"tells you where you stand, so use these headers:</p><div role=table><div "
		"role=rowgroup><div role=row><div role=columnheader>Header</div><div "
		"role=columnheader>Meaning</div></div></div><div role=rowgroup>"
		ROW("X-RateLimit-Limit", "Requests allowed per second")
		ROW("Retry-After", "Seconds to wait after a 429")
		"</div></div><p>" PARA "</p></div></main></body>";
#undef ROW
	CHECK(strstr(ex(page, NULL, NULL), "headers:\nHeader Meaning\nX-RateLimit-Limit "
	             "Requests allowed per second\nRetry-After Seconds to wait after a 429\n") !=
	      NULL);
}

static void test_recipe_ingredient_groups(void)
{
	/* a recipe portal's ingredients in a table for each part of the
	 * dish ("Zum Abschmecken"), above the steps' box that wins: all the
	 * tables go first, not the last alone */
	static char page[8192];
	const char *top =
		"<html lang=de><head><title>Kartoffelsuppe mit W\xC3\xBCrstchen | Kochportal</tit"
		"le></head><body><article class=\"recipe\"><div class=\"ds-box recipe-header\"><d"
		"iv class=\"recipe-image-carousel\"><span>12 Bilder</span></div><div class=\"ds-m"
		"b ds-mb-col\"><h1>Kartoffelsuppe mit W\xC3\xBCrstchen</h1><div class=\"ds-mb-row"
		" recipe-meta\"><div class=\"ds-rating\"><div class=\"ds-rating-avg\"><span><stro"
		"ng>4,6</strong></span></div><div class=\"ds-rating-count\"><span>(<span>312</spa"
		"n>)</span></div></div></div><div class=\"ds-mb-row\"><small class=\"recipe-prept"
		"ime\">30 Min.</small><small class=\"recipe-difficulty\">simpel</small><small cla"
		"ss=\"recipe-date\">12.10.2009</small><small class=\"recipe-kcalories\">412 kcal<"
		"/small></div></div></div><div class=\"ad-container ad-container--rectangle\"><di"
		"v class=\"ad-label\">Anzeige</div></div><div class=\"ds-box\"><h2>Zutaten</h2><d"
		"iv class=\"recipe-servings ds-box\"><form class=\"ds-form\"><label>Portionen</la"
		"bel><input type=\"number\" name=\"portionen\" value=\"4\"></form></div><table cl"
		"ass=\"ingredients table-header\"><thead><tr><th colspan=\"2\"><h3>F\xC3\xBCr die"
		" Suppe</h3></th></tr></thead><tbody><tr><td class=\"td-left\"><span>1 kg</span><"
		"/td><td class=\"td-right\"><span><a href=\"/w/kartoffeln.html\">Kartoffel(n)</a>"
		", mehligkochend</span></td></tr><tr><td class=\"td-left\"><span>2</span></td><td"
		" class=\"td-right\"><span><a href=\"/w/zwiebeln.html\">Zwiebel(n)</a></span></td"
		"></tr></tbody></table><table class=\"ingredients table-header\"><thead><tr><th c"
		"olspan=\"2\"><h3>Zum Abschmecken</h3></th></tr></thead><tbody><tr><td class=\"td"
		"-left\"></td><td class=\"td-right\"><span><a href=\"/w/salz.html\">Salz</a> und "
		"<a href=\"/w/pfeffer.html\">Pfeffer</a></span></td></tr><tr><td class=\"td-left\""
		"><span>1 TL</span></td><td class=\"td-right\"><span><a href=\"/w/majoran.html\">"
		"Majoran</a>, getrocknet</span></td></tr></tbody></table><div class=\"recipe-shop"
		"ping-list\"><a class=\"ds-btn\" href=\"/einkaufsliste/\">Auf die Einkaufsliste</"
		"a></div></div>";
	const char *rest =
		"<div class=\"ds-box\"><h2>Zubereitung</h2><div class=\"ds-recipe-meta\"><span cl"
		"ass=\"rds-recipe-meta__badge\">Arbeitszeit ca. 30 Minuten</span><span class=\"rd"
		"s-recipe-meta__badge\">Koch-/Backzeit ca. 25 Minuten</span><span class=\"rds-rec"
		"ipe-meta__badge\">Gesamtzeit ca. 55 Minuten</span></div><div class=\"ds-box\">Ka"
		"rtoffeln, M\xC3\xB6hren und Zwiebeln sch\xC3\xA4len und in W\xC3\xBCrfel schneid"
		"en. Den Lauch putzen, l\xC3\xA4ngs halbieren, gr\xC3\xBCndlich waschen und in Ri"
		"nge schneiden.<br><br>Die Zwiebeln in etwas Butter glasig d\xC3\xBCnsten, dann K"
		"artoffeln, M\xC3\xB6hren und Lauch dazugeben und kurz mitd\xC3\xBCnsten. Mit der"
		" Br\xC3\xBChe abl\xC3\xB6schen und etwa 20 Minuten k\xC3\xB6" "cheln lassen, bis"
		" die Kartoffeln weich sind.<br><br>Etwa ein Drittel der Suppe mit dem P\xC3\xBCr"
		"ierstab p\xC3\xBCrieren, damit sie sch\xC3\xB6n s\xC3\xA4mig wird. Die Sahne unt"
		"err\xC3\xBChren und mit Salz, Pfeffer und Majoran abschmecken.<br><br>Die W\xC3\xBC"
		"rstchen in Scheiben schneiden und in der Suppe hei\xC3\x9F werden lassen, aber n"
		"icht kochen. Mit gehackter Petersilie bestreut servieren.</div><div class=\"reci"
		"pe-author ds-mb\"><div class=\"ds-mb-row\"><a class=\"recipe-author__avatar\" hr"
		"ef=\"/u/hobbykoch_77.html\"></a><div><span class=\"recipe-author__name\"><a href"
		"=\"/u/hobbykoch_77.html\">hobbykoch_77</a></span><div class=\"recipe-author__met"
		"a\">Mitglied seit 04.03.2008 &middot; 48 Rezepte</div></div></div></div></div><d"
		"iv class=\"ds-box recipe-tags\"><h3>Themen in diesem Rezept</h3><div class=\"ds-"
		"tag-list\"><a class=\"ds-tag\" href=\"/t\">Suppe</a><a class=\"ds-tag\" href=\"/"
		"t\">Hauptspeise</a><a class=\"ds-tag\" href=\"/t\">Winter</a><a class=\"ds-tag\""
		" href=\"/t\">einfach</a><a class=\"ds-tag\" href=\"/t\">Kartoffeln</a></div></di"
		"v><div class=\"ds-box recipe-comments\" id=\"recipe-comments\"><h2>Kommentare</h"
		"2><div class=\"comment-item\"><div class=\"comment-author\"><a href=\"/u/suppenk"
		"asper.html\">suppenkasper</a> <span class=\"comment-date\">14.11.2021 18:22</spa"
		"n></div><p>Sehr lecker und einfach! Ich habe noch etwas Speck angebraten und daz"
		"ugegeben.</p></div><div class=\"comment-item\"><div class=\"comment-author\"><a "
		"href=\"/u/lena_kocht.html\">lena_kocht</a> <span class=\"comment-date\">02.02.20"
		"22 12:05</span></div><p>Die perfekte Suppe f\xC3\xBCr kalte Tage. Gibt es bei un"
		"s jetzt jede Woche.</p></div><a class=\"ds-btn\" href=\"/rezepte/kommentare/1234"
		"56/\">Alle 87 Kommentare anzeigen</a></div><div class=\"ds-box recipe-related\">"
		"<h2>\xC3\x84hnliche Rezepte</h2><div class=\"ds-teaser-grid\"><div class=\"ds-te"
		"aser\"><a href=\"/r\" class=\"ds-teaser-link\"><h3 class=\"ds-teaser-link__name\""
		">Einfache Kartoffelsuppe</h3><span class=\"ds-teaser-link__meta\">25 Min. &middo"
		"t; simpel</span></a></div><div class=\"ds-teaser\"><a href=\"/r\" class=\"ds-tea"
		"ser-link\"><h3 class=\"ds-teaser-link__name\">Linsensuppe mit W\xC3\xBCrstchen</"
		"h3><span class=\"ds-teaser-link__meta\">40 Min. &middot; normal</span></a></div>"
		"<div class=\"ds-teaser\"><a href=\"/r\" class=\"ds-teaser-link\"><h3 class=\"ds-"
		"teaser-link__name\">Omas Erbsensuppe</h3><span class=\"ds-teaser-link__meta\">30"
		" Min. &middot; simpel</span></a></div></div></div></article></body></html>";
	snprintf(page, sizeof page, "%s%s", top, rest);
	CHECK(strstr(ex(page, NULL, NULL), "Zutaten\nF\xC3\xBCr die Suppe\n1 kg Kartoffel(n), mehligkochend\n2 Zwiebel(n)\nZum Abschmecken\nSalz und Pfeffer\n1 TL Majoran, getrocknet\nZubereitung\n") != NULL);
}

static void test_recipe_ingredient_cloud(void)
{
	/* a line of links alone in a box named for the ingredients is a tag
	 * cloud ("Mehl Eier Bergk\xC3\xA4se", each a link to its recipes),
	 * no ingredient: it is judged as any line of links */
	const char *page =
		"<html lang=de><body><article><div class=entry-content><p>Wenn es drau\xC3\x9F" "en "
		"kalt und grau ist, gibt es bei uns nichts Besseres als eine gro\xC3\x9F" "e "
		"Pfanne K\xC3\xA4sesp\xC3\xA4tzle mit viel Bergk\xC3\xA4se.</p><div class=wprm-recipe>"
		"<div class=wprm-recipe-ingredients-container><h3>Zutaten</h3><ul><li class="
		"wprm-recipe-ingredient>400 g Mehl</li><li class=wprm-recipe-ingredient>5 Eier</li>"
		"</ul></div><div class=wprm-recipe-instructions-container><h3>Zubereitung</h3><ul>"
		"<li>Mehl, Eier und Salz verr\xC3\xBChren und den Teig kr\xC3\xA4" "ftig schlagen, "
		"bis er Blasen wirft.</li></ul></div><div class=wprm-recipe-ingredient-tags><a "
		"href=/z/mehl>Mehl</a> <a href=/z/eier>Eier</a> <a href=/z/kaese>Bergk\xC3\xA4se</a>"
		"</div></div><p>Guten Appetit! Ich freue mich, wenn du mir erz\xC3\xA4hlst, wie dir "
		"die K\xC3\xA4sesp\xC3\xA4tzle geschmeckt haben.</p></div></article></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Zutaten\n400 g Mehl\n5 Eier\n") != NULL);
	CHECK(strstr(t, "Mehl Eier") == NULL);
}

#define IPS_POST(n, t) "<article class=\"cPost ipsComment\"><aside class=cAuthorPane><h3>" \
	"<a href=/profile/" n ">" n "</a></h3></aside><div id=comment-" n "_wrap " \
	"class=ipsComment_content><div class=ipsComment_meta><a href=\"/t/7/?c=" n "\">" \
	"Geschrieben 14. M\xC3\xA4rz 2023</a></div><div data-role=commentContent " \
	"class=ipsType_richText><p>" t "</p></div></div></article>"
#define IPS_THREAD(head, tail) "<html lang=de><body><nav><a href=/>Forum</a> <a href=/s>" \
	"Suche</a></nav><main><h1>W\xC3\xA4rmepumpe taktet zu oft</h1>" head "<div " \
	"id=comments class=cTopic>" \
	IPS_POST("1", "Seit dem Einbau der neuen W\xC3\xA4rmepumpe taktet die Anlage bei null " \
	         "Grad ungew\xC3\xB6hnlich oft, manchmal zehnmal pro Stunde. Woran kann das " \
	         "liegen?") \
	IPS_POST("2", "Klingt nach einer zu gro\xC3\x9F" "en W\xC3\xA4rmepumpe. Wie gro\xC3\x9F " \
	         "ist die Heizlast laut Berechnung?") \
	IPS_POST("3", "Laut Berechnung sind es 7,5 kW, das Ger\xC3\xA4t hat 9 kW. Ich lese " \
	         "morgen die Starts aus.") \
	"</div>" tail "</main></body></html>"

static void test_recommended_posts(void)
{
	/* Invision Community heads a thread's posts "Recommended Posts"
	 * ("Empfohlene Beitr\xC3\xA4ge"): the forum's furniture, no heading
	 * of the text */
	const char *t = ex(IPS_THREAD("<h2 class=ipsType_sectionTitle>Empfohlene Beitr\xC3\xA4ge"
	                              "</h2>", ""), NULL, NULL);
	CHECK(strstr(t, "Seit dem Einbau") != NULL);
	CHECK(strstr(t, "Empfohlene") == NULL);
}

/* and in the other languages of Europe: a Czech forum's "Pro odpověď se
 * musíte přihlásit." under the posts in its quick reply box */
static void test_signin_prompt_europe(void)
{
#define CZ_POST(a, t) "<div class=prispevek><div class=autor><a href=/p/" a ">" a "</a>" \
	"</div><div class=telo><div class=text><p>" t "</p></div><div class=akce><a " \
	"href=/odpovedet>Odpov\xC4\x9B" "d\xC4\x9Bt</a></div></div></div>"
	const char *t = ex("<html lang=cs><body><div class=hlavni><h1>Digitalizace star\xC3\xA9 "
	                   "lokomotivy</h1>"
	                   CZ_POST("pepa", "Zd\xC4\x9B" "dil jsem po t\xC3\xA1tovi starou "
	                           "lokomotivu a r\xC3\xA1" "d bych ji p\xC5\x99" "evedl na "
	                           "digit\xC3\xA1l. M\xC3\xA1 n\xC4\x9Bkdo zku\xC5\xA1" "enost?")
	                   CZ_POST("jirka", "D\xC4\x9Blal jsem p\xC5\x99" "esn\xC4\x9B tuhle "
	                           "ma\xC5\xA1inu loni, vejde se tam mal\xC3\xBD dekod\xC3\xA9r.")
	                   CZ_POST("pepa", "D\xC3\xADky, objednal jsem ho a d\xC3\xA1m "
	                           "v\xC4\x9B" "d\xC4\x9Bt.")
	                   "<div class=odpoved-formular><h3>Rychl\xC3\xA1 odpov\xC4\x9B\xC4\x8F"
	                   "</h3><p>Pro odpov\xC4\x9B\xC4\x8F se mus\xC3\xADte <a href=/login>"
	                   "p\xC5\x99ihl\xC3\xA1sit</a>.</p></div></div></body></html>",
	                   NULL, NULL);
#undef CZ_POST
	CHECK(strstr(t, "objednal") != NULL);
	CHECK(strstr(t, "Pro odpov") == NULL);
	CHECK(strstr(t, "Rychl") == NULL);
}

static void test_signin_prompt(void)
{
	/* a guest's prompt to sign in under the posts, and the sign-up box
	 * and the similar threads after it, go */
	const char *t = ex(IPS_THREAD("", "<div class=cTopicPostArea><div class=cGuestTeaser><h2>"
	                              "Erstelle ein Benutzerkonto oder melde dich an, um zu "
	                              "kommentieren</h2><p>Du musst ein Benutzerkonto haben, um "
	                              "einen Kommentar verfassen zu k\xC3\xB6nnen</p><h2>"
	                              "Benutzerkonto erstellen</h2><p>Neues Benutzerkonto f\xC3\xBCr "
	                              "unsere Community erstellen. Es ist einfach!</p><h2>Anmelden"
	                              "</h2><p>Du hast bereits ein Benutzerkonto? Melde dich hier "
	                              "an.</p></div></div>"), NULL, NULL);
	CHECK(strstr(t, "Ich lese morgen die Starts aus.") != NULL);
	CHECK(strstr(t, "Benutzerkonto") == NULL);
	t = ex("<body><div class=p-body><h1>Router drops the connection</h1><div class=block-body>"
	       "<article class=message><div class=message-user><a href=/m/kim>kim</a></div><div "
	       "class=bbWrapper>My router drops the connection every evening for about ten "
	       "minutes. Has anyone seen this before?</div></article><article class=message><div "
	       "class=message-user><a href=/m/lee>lee</a></div><div class=bbWrapper>That sounds "
	       "like the firmware bug in the last update, roll it back.</div></article><article "
	       "class=message><div class=message-user><a href=/m/max>max</a></div><div class="
	       "bbWrapper>Same here, the old firmware fixed it for me.</div></article></div><div "
	       "class=block-outer><p>You must log in or register to reply here.</p></div><div "
	       "class=block><h3>Similar threads</h3><p>Many people asked the same thing before, "
	       "and the answers are all in the list of similar threads below.</p></div></div>"
	       "</body>", NULL, NULL);
	CHECK(strstr(t, "roll it back.") != NULL);
	CHECK(strstr(t, "You must log in") == NULL);
	CHECK(strstr(t, "Many people asked") == NULL);
}
#undef IPS_THREAD
#undef IPS_POST

static void test_role_signature(void)
{
	/* Invision Community marks a post's signature by its data-role
	 * alone, and the signature holds the forum's rich-text markup
	 * ("ipsType_richText", article-body markup): it goes */
#define POST(n, t, sig) "<article class=\"cPost ipsComment\"><aside class=cAuthorPane><h3>" \
	"<a href=/profile/" n ">" n "</a></h3></aside><div id=comment-" n "_wrap class=" \
	"ipsComment_content><div data-role=commentContent class=ipsType_richText><p>" t \
	"</p></div><div data-role=memberSignature class=ipsSpacer_top><div class=" \
	"ipsType_richText><p>" sig "</p></div></div></div></article>"
	const char *t = ex("<html lang=de><body><nav><a href=/>Forum</a> <a href=/s>Suche</a>"
	                   "</nav><main><h1>W\xC3\xA4rmepumpe taktet zu oft</h1><div id=comments>"
	                   POST("1", "Seit dem Einbau der neuen W\xC3\xA4rmepumpe taktet die "
	                        "Anlage bei null Grad ungew\xC3\xB6hnlich oft. Woran kann das "
	                        "liegen?", "Vitocal 250-A 10 kW, Pufferspeicher 200 l, PV 9,8 "
	                        "kWp mit Speicher. Baujahr Haus 1978, saniert 2015.")
	                   POST("2", "Schau dir die Hysterese an, im Fachmannmen\xC3\xBC "
	                        "l\xC3\xA4sst sie sich erh\xC3\xB6hen.", "K\xC3\xA4" "lteanlagen"
	                        "bauermeister seit 1998, Beratung hier im Forum ist kostenlos.")
	                   POST("3", "Danke, mit 4 Kelvin Hysterese sind es nur noch drei "
	                        "Starts pro Stunde.", "Gru\xC3\x9F aus dem Allg\xC3\xA4u.")
	                   "</div></main></body></html>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "Schau dir die Hysterese an") != NULL);
	CHECK(strstr(t, "Vitocal") == NULL);
	CHECK(strstr(t, "Beratung hier im Forum") == NULL);
}

static void test_salutation(void)
{
	/* a question opens with its salutation, a line of its own that ends
	 * with a comma: it stays over the text it opens */
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/f>Frage stellen"
	                   "</a></nav><main><h1>Warum riecht mein Geschirrsp\xC3\xBCler?</h1>"
	                   "<div class=Question-body><p>Hallo zusammen,</p><p>seit zwei Wochen "
	                   "riecht die Sp\xC3\xBClmaschine nach dem \xC3\x96" "ffnen ziemlich "
	                   "eklig, obwohl das Geschirr sauber ist. Das Sieb habe ich schon "
	                   "gereinigt, was kann ich noch tun?</p></div></main></body></html>",
	                   NULL, NULL);
	CHECK(!strncmp(t, "Hallo zusammen,\nseit zwei Wochen", 32));
}

static void test_answer_count(void)
{
	/* a Q&A page's heading over the answers is their count, "3
	 * r\xC3\xA9ponses": it goes, the answers stay */
#define ANSWER(u, t) "<div class=answer itemprop=suggestedAnswer itemscope><div class=" \
	"author><a href=/u/" u ">" u "</a></div><div itemprop=text><p>" t "</p></div></div>"
	const char *t = ex("<html lang=fr><body><nav><a href=/>Forum</a> <a href=/faq>Astuces</a>"
	                   "</nav><main><h1>Mon PC ne d\xC3\xA9tecte plus le wifi</h1><div class="
	                   "question itemprop=text><p>Depuis la derni\xC3\xA8re mise \xC3\xA0 jour, "
	                   "mon portable ne voit plus aucun r\xC3\xA9seau wifi. Quelqu'un aurait une "
	                   "id\xC3\xA9" "e ?</p></div><h2>3 r\xC3\xA9ponses</h2>"
	                   ANSWER("brucine", "Le pilote de la carte a probablement \xC3\xA9t\xC3\xA9 "
	                          "remplac\xC3\xA9 par la mise \xC3\xA0 jour : restaurez-le.")
	                   ANSWER("martine", "Merci beaucoup, la restauration du pilote a "
	                          "fonctionn\xC3\xA9 !")
	                   ANSWER("brucine", "Parfait. Pensez \xC3\xA0 bloquer la mise \xC3\xA0 jour "
	                          "de ce pilote.")
	                   "</main></body></html>", NULL, NULL);
#undef ANSWER
	CHECK(strstr(t, "Merci beaucoup") != NULL);
	CHECK(strstr(t, "3 r\xC3\xA9ponses") == NULL);
}

static void test_post_header(void)
{
	/* a Q&A page: each answer's header box (named a header:
	 * boilerplate) holds its author's details and the date; an author's
	 * name there is no teaser card's headline, and the answers stay */
#define ANSWER(u, d, t) "<article class=Answer><header class=Answer-header><div " \
	"class=UserInfo><a href=/nutzer/" u ">" u "</a><span>" d "</span></div></header>" \
	"<div class=Answer-body><p>" t "</p></div><div class=Answer-footer><button>" \
	"Hilfreich</button></div></article>"
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/f>Frage "
	                   "stellen</a></nav><main><article class=Question><h1>Warum riecht "
	                   "mein Geschirrsp\xC3\xBCler?</h1><div class=Question-body><p>Seit zwei "
	                   "Wochen riecht die Sp\xC3\xBClmaschine nach dem \xC3\x96" "ffnen "
	                   "ziemlich eklig. Das Sieb habe ich schon gereinigt, was kann ich "
	                   "noch tun?</p></div></article><section class=AnswerList>"
	                   ANSWER("Hausmeister77", "11.02.2024, 19:31", "Das kommt fast immer "
	                          "vom Eco-Programm: bei 45 Grad l\xC3\xB6sen sich Fett und "
	                          "Essensreste nicht richtig und setzen sich im Schlauch fest.")
	                   ANSWER("sonnenblume_3", "11.02.2024, 20:02", "Bei uns war es die "
	                          "Dichtung an der T\xC3\xBCr, unten sammelt sich gerne Dreck.")
	                   "</section></main></body></html>", NULL, NULL);
#undef ANSWER
	CHECK(strstr(t, "Das kommt fast immer vom Eco-Programm") != NULL);
	CHECK(strstr(t, "Bei uns war es die Dichtung") != NULL);
	CHECK(strstr(t, "Hausmeister77") == NULL);
}

static void test_review_text(void)
{
	/* reviews in schema.org markup, each a linked title over its text
	 * (itemprop=reviewBody): a review, no teaser card */
#define REVIEW(n, h, t) "<div class=review-card itemprop=review itemscope><div class=" \
	"review-author itemprop=author>" n "</div><h3><a href=/reviews/" n ">" h "</a></h3>" \
	"<p itemprop=reviewBody>" t "</p><div class=review-actions><a href=/h>Hilfreich</a>" \
	"</div></div>"
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/k>Kategorien"
	                   "</a></nav><main><h1>Fahrradladen Speiche: 284 Bewertungen</h1>"
	                   REVIEW("Jonas", "Schnelle Reparatur, ehrliche Beratung", "Mein "
	                          "Hinterrad hatte einen Achtschlag und die Schaltung sprang. "
	                          "Nachmittags konnte ich das Rad schon abholen.")
	                   REVIEW("Katrin", "Lange Wartezeit bei der Inspektion", "Die "
	                          "Beratung war gut, aber auf die Inspektion habe ich fast drei "
	                          "Wochen gewartet.")
	                   REVIEW("Stefan", "Top Beratung beim E-Bike", "Wir haben zwei "
	                          "E-Bikes probegefahren und uns ohne Druck entschieden.")
	                   "</main></body></html>", NULL, NULL);
#undef REVIEW
	CHECK(strstr(t, "Mein Hinterrad hatte einen Achtschlag") != NULL);
	CHECK(strstr(t, "Die Beratung war gut") != NULL);
	CHECK(strstr(t, "Wir haben zwei E-Bikes") != NULL);
}

static void test_quote_toggle(void)
{
	/* a mailing list's thread (Mailman 3): a reply opens with its
	 * quote under a link that folds it, "Hide quoted text" (href="#"):
	 * a link within the page is no teaser card's headline, and the
	 * reply stays with the thread */
#define MAIL(n, q, t) "<div class=email><div class=email-header><div class=email-author>" \
	"<a href=/u/" n ">" n "</a></div><div class=email-date>11. M\xC3\xA4rz 2024</div>" \
	"</div><div class=email-body>" q t "</div><div class=email-info><a href=mailto:l>" \
	"Antworten</a></div></div>"
	const char *t = ex("<html lang=de><body><nav><a href=/>Listen</a> <a href=/s>Suche</a>"
	                   "</nav><section id=thread-content>"
	                   MAIL("jens", "", "Nach dem Update auf 9.18 schlagen einzelne Abfragen "
	                        "mit SERVFAIL fehl, im Log steht jedes Mal broken trust chain. "
	                        "Hat jemand eine Idee, wo ich suchen soll?")
	                   MAIL("petra", "Hallo Jens,<br><div class=quoted-switch><a href=\"#\">"
	                        "Zitierten Text ausblenden</a></div><div class=quoted-text>"
	                        "&gt; Im Log steht jedes Mal broken trust chain.</div>",
	                        "Das klingt nach einem veralteten Trust Anchor. Pr\xC3\xBC"
	                        "f, ob in managed-keys.bind noch der alte Schl\xC3\xBCssel steht.")
	                   MAIL("jens", "", "Danke, das war es. Nach dem Verschieben der Datei "
	                        "laufen alle Abfragen wieder durch.")
	                   "</section></body></html>", NULL, NULL);
#undef MAIL
	CHECK(strstr(t, "Das klingt nach einem veralteten Trust Anchor.") != NULL);
	CHECK(strstr(t, "Danke, das war es.") != NULL);
}

static void test_heading_button(void)
{
	/* an accordion's question in a <button> that opens its heading (the
	 * ARIA pattern, Squarespace's FAQ): the button holds the heading's
	 * text; a button after a heading's text is still a control */
#define QA(q, a) "<li class=accordion-item><h4 class=accordion-item__title-wrapper><button " \
	"class=accordion-item__click-target aria-expanded=false><span " \
	"class=accordion-item__title>" q "</span></button></h4><div " \
	"class=accordion-item__dropdown role=region><p>" a "</p></div></li>"
	const char *t = ex("<body><nav><a href=/>Home</a> <a href=/faq>FAQ</a></nav><main><p>Here "
	                   "are answers to the questions new patients ask us most often.</p><h2>"
	                   "Visits <button>Copy link</button></h2><ul class=accordion-items>"
	                   QA("How long does a first visit take?", "Plan on about an hour, with a "
	                      "full history and any X-rays we need.")
	                   QA("Do you accept my insurance?", "We are in network with most major "
	                      "plans and will check your coverage first.")
	                   "</ul></main></body>", NULL, NULL);
#undef QA
	CHECK_STR(t, "Here are answers to the questions new patients ask us most often.\nVisits\n"
	             "How long does a first visit take?\nPlan on about an hour, with a full "
	             "history and any X-rays we need.\nDo you accept my insurance?\nWe are in "
	             "network with most major plans and will check your coverage first.");
}

static void test_sign_words(void)
{
	/* a company's services in cards, each a linked title over a line:
	 * "&" is no word, and "Photovoltaik & Speicher" (two words) is the
	 * title of a card like the others, no teaser's headline */
#define CARD(u, h, t) "<div class=\"elementor-widget elementor-widget-icon-box\"><div " \
	"class=elementor-icon-box-content><h3 class=elementor-icon-box-title><a href=\"/l/" u \
	"\">" h "</a></h3><p class=elementor-icon-box-description>" t "</p></div></div>"
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/l>Leistungen</a> "
	                   "<a href=/k>Kontakt</a></nav><div class=elementor><h1>Unsere "
	                   "Leistungen</h1><p>Vom Neubau bis zur Sanierung im Altbau: Wir sind Ihr "
	                   "Meisterbetrieb f\xC3\xBCr Elektrotechnik im Landkreis und \xC3\xBC"
	                   "bernehmen Planung, Installation und Wartung.</p>"
	                   CARD("e", "Elektroinstallation", "Komplette Installation in Neubau und "
	                        "Altbau, Z\xC3\xA4hlerschr\xC3\xA4nke und Unterverteilungen.")
	                   CARD("p", "Photovoltaik &amp; Speicher", "Wir planen Ihre Solaranlage, "
	                        "montieren sie auf dem Dach und binden den Speicher ein.")
	                   CARD("s", "Smart Home", "Licht, Jalousien und Heizung per App oder "
	                        "Taster steuern, auch nachtr\xC3\xA4glich.")
	                   CARD("n", "Netzwerktechnik", "Strukturierte Verkabelung, WLAN und "
	                        "Glasfaseranschluss f\xC3\xBCr B\xC3\xBCro und Eigenheim.")
	                   "</div></body></html>", NULL, NULL);
#undef CARD
	CHECK(strstr(t, "Wir planen Ihre Solaranlage, montieren sie auf dem Dach und binden den "
	                "Speicher ein.") != NULL);
	CHECK(strstr(t, "Licht, Jalousien") != NULL);
	/* and each card that stays keeps its linked title */
	CHECK(strstr(t, "\nSmart Home\nLicht, Jalousien") != NULL);
	CHECK(strstr(t, "\nElektroinstallation\nKomplette Installation") != NULL);
}

static void test_cell_paragraph(void)
{
	/* a shop's attribute table under the description, each value a
	 * paragraph in its cell: a cell's data, on its row's line, and the
	 * last row stays though nothing is kept after it */
	const char *t = ex("<html lang=de><body><nav><a href=/>Shop</a> <a href=/k>Kontakt</a></nav>"
	                   "<div class=product-description><h2>Beschreibung</h2><p>Unser "
	                   "Oliven\xC3\xB6l stammt von einer Familie, die ihre Haine seit drei "
	                   "Generationen ohne chemische Spritzmittel bewirtschaftet.</p><p>Das "
	                   "\xC3\x96l wird nicht gefiltert, sondern setzt sich in Edelstahltanks ab "
	                   "und wird erst danach in Flaschen abgef\xC3\xBCllt.</p><table "
	                   "class=shop_attributes><tr><th>Gewicht</th><td>0,9 kg</td></tr><tr><th>"
	                   "Herkunft</th><td><p>Griechenland, Kreta</p></td></tr><tr><th>Sorte</th>"
	                   "<td><p>Koroneiki</p></td></tr><tr><th>Inhalt</th><td><p>500 ml</p></td>"
	                   "</tr></table></div><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "in Flaschen abgef\xC3\xBCllt.\nGewicht 0,9 kg\nHerkunft Griechenland, "
	                "Kreta\nSorte Koroneiki\nInhalt 500 ml") != NULL);
}

static void test_tab_panels(void)
{
	/* a shop's product tabs, all in the page and one shown at a time:
	 * the description wins, the attribute table in the next panel is
	 * the product's too, the reviews' panel is not */
	const char *t = ex("<html lang=de><body><nav><a href=/>Shop</a> <a href=/k>Kontakt</a></nav>"
	                   "<div class=product><h1>Bio-Oliven\xC3\xB6l Kreta</h1><div "
	                   "class=woocommerce-tabs><ul class=tabs role=tablist><li><a href=#d>"
	                   "Beschreibung</a></li><li><a href=#a>Zus\xC3\xA4tzliche Informationen</a>"
	                   "</li><li><a href=#r>Bewertungen (2)</a></li></ul><div class=panel id=d "
	                   "role=tabpanel><h2>Beschreibung</h2><p>Unser Oliven\xC3\xB6l stammt von "
	                   "einer Familie, die ihre Haine seit drei Generationen ohne chemische "
	                   "Spritzmittel bewirtschaftet.</p><p>Das \xC3\x96l wird nicht gefiltert, "
	                   "sondern setzt sich in Edelstahltanks ab und wird erst danach in Flaschen "
	                   "abgef\xC3\xBCllt.</p></div><div class=panel id=a role=tabpanel><h2>"
	                   "Zus\xC3\xA4tzliche Informationen</h2><table class=shop_attributes><tr><th>"
	                   "Gewicht</th><td>0,9 kg</td></tr><tr><th>Herkunft</th><td><p>"
	                   "Griechenland, Kreta</p></td></tr></table></div><div class=panel id=r "
	                   "role=tabpanel><div id=comments><h2>2 Bewertungen</h2><ol class=commentlist>"
	                   "<li><p>Sehr aromatisch, wir kaufen es jetzt schon zum dritten Mal.</p></li>"
	                   "<li><p>Gutes \xC3\x96l, f\xC3\xBCr mich etwas zu scharf im Abgang.</p></li>"
	                   "</ol></div></div></div></div><footer><a href=/i>Impressum</a></footer>"
	                   "</body></html>", NULL, NULL);
	CHECK_STR(t, "Beschreibung\nUnser Oliven\xC3\xB6l stammt von einer Familie, die ihre Haine "
	             "seit drei Generationen ohne chemische Spritzmittel bewirtschaftet.\nDas "
	             "\xC3\x96l wird nicht gefiltert, sondern setzt sich in Edelstahltanks ab und wird "
	             "erst danach in Flaschen abgef\xC3\xBCllt.\nZus\xC3\xA4tzliche Informationen\n"
	             "Gewicht 0,9 kg\nHerkunft Griechenland, Kreta");
}

/* a WooCommerce product page: the short description (S) in the column
 * beside the picture, over the product's tabs */
#define TAB_PAGE(S) "<html lang=de><body><nav><a href=/>Shop</a> <a href=/k>Kontakt</a></nav>" \
	"<div class=product><div class=images><img src=o.jpg></div><div " \
	"class=\"summary entry-summary\"><h1 class=product_title>Bio-Oliven\xC3\xB6l " \
	"Kreta</h1><p class=price>12,90 \xE2\x82\xAC</p><p class=price-unit>25,80 " \
	"\xE2\x82\xAC / 1 l</p><p class=tax-info>inkl. 7 % MwSt.</p><p " \
	"class=shipping-costs-info>zzgl. <a href=/v>Versandkosten</a></p><div " \
	"class=\"woocommerce-" \
	"product-details__short-description\">" S "</div><p class=delivery-time-info>" \
	"Lieferzeit: 2-3 Werktage</p>" \
	"<form class=cart><table class=variations><tr><th>Gr\xC3\xB6\xC3\x9F" "e</th>" \
	"<td><select><option>500 ml</option></select><a href=#>Leeren</a></td></tr>" \
	"</table><button>In den Warenkorb</button></form><div class=product_meta>" \
	"<span>Artikelnummer: OL-KR-500</span> <span>Kategorie: <a href=/k/o>" \
	"\xC3\x96le &amp; Essig</a></span></div></div><div class=woocommerce-tabs>" \
	"<ul class=tabs role=tablist><li><a href=#d>Beschreibung</a></li><li><a " \
	"href=#a>Zus\xC3\xA4tzliche Informationen</a></li><li><a href=#r>" \
	"Bewertungen (0)</a></li></ul>" \
	"<div class=\"panel entry-content wc-tab\" id=d role=tabpanel><h2>Beschreibung</h2><p>Unser " \
	"Oliven\xC3\xB6l stammt von einer Familie, die ihre Haine seit drei " \
	"Generationen ohne chemische Spritzmittel bewirtschaftet.</p><p>Das " \
	"\xC3\x96l wird nicht gefiltert, sondern setzt sich in Edelstahltanks ab " \
	"und wird erst danach in Flaschen abgef\xC3\xBCllt.</p><h3>Verwendung</h3><p>Am " \
	"besten schmeckt es pur: auf frischem Brot, \xC3\xBC" "ber Tomaten mit Feta " \
	"oder zum Abschluss \xC3\xBC" "ber eine Linsensuppe.</p><h3>Lagerung</h3><p>" \
	"K\xC3\xBC" "hl, dunkel und gut verschlossen lagern. Nach dem \xC3\x96" "ffnen " \
	"innerhalb von drei Monaten verbrauchen.</p></div><div " \
	"class=\"panel entry-content wc-tab\" id=r role=tabpanel><div id=reviews><div id=comments><ol " \
	"class=commentlist><li class=review><p class=meta>Petra S. &ndash; 2. " \
	"M\xC3\xA4rz 2026</p><div class=description><p>Sehr aromatisch, wir kaufen " \
	"es jetzt schon zum dritten Mal. Die Lieferung kam gut verpackt und " \
	"schnell an.</p></div></li><li class=review><p class=meta>Jonas &ndash; 14. " \
	"April 2026</p><div class=description><p>Gutes \xC3\x96l, f\xC3\xBCr mich " \
	"etwas zu scharf im Abgang, aber das ist Geschmackssache. Die Flasche ist " \
	"sch\xC3\xB6n.</p></div></li></ol></div>" \
	"<div id=review_form_wrapper><div id=respond class=comment-respond><span>" \
	"Schreibe die erste Bewertung</span><form id=commentform class=comment-form>" \
	"<p class=comment-notes>Deine E-Mail-Adresse wird nicht " \
	"ver\xC3\xB6" "ffentlicht. Erforderliche Felder sind mit * markiert.</p>" \
	"<p><label>Deine Rezension *</label><textarea></textarea></p></form></div>" \
	"</div></div></div></div><section class=\"related products\"><h2>\xC3\x84hnliche " \
	"Produkte</h2><ul class=products><li><a href=/p/b><h2>Aceto Balsamico di " \
	"Modena</h2><span class=price>9,50 \xE2\x82\xAC</span></a></li><li><a " \
	"href=/p/o><h2>Wilder Bergoregano, getrocknet</h2><span class=price>4,90 " \
	"\xE2\x82\xAC</span></a></li></ul></section></div></body></html>"

static void test_tab_summary(void)
{
	/* a product's short description goes first, and the features listed
	 * in it; its price and the cart form do not */
	const char *t = ex(TAB_PAGE("<p>Kaltgepresstes Oliven\xC3\xB6l aus "
	                   "Koroneiki-Oliven, die von Hand geerntet und am selben Tag gepresst "
	                   "werden.</p><ul><li>Extra natives Oliven\xC3\xB6l</li><li>Ernte 2025/26</li><li>"
	                   "Fruchtig mit pfeffrigem Abgang</li></ul>"), NULL, NULL);
	CHECK_STR(t, "Kaltgepresstes Oliven\xC3\xB6l aus Koroneiki-Oliven, die von Hand geerntet und "
	             "am selben Tag gepresst werden.\nExtra natives Oliven\xC3\xB6l\nErnte 2025/26\n"
	             "Fruchtig mit pfeffrigem Abgang\nBeschreibung\nUnser Oliven\xC3\xB6l stammt von "
	             "einer Familie, die ihre Haine seit drei Generationen ohne chemische "
	             "Spritzmittel bewirtschaftet.\nDas \xC3\x96l wird nicht gefiltert, sondern setzt "
	             "sich in Edelstahltanks ab und wird erst danach in Flaschen abgef\xC3\xBCllt.\n"
	             "Verwendung\nAm besten schmeckt es pur: auf frischem Brot, \xC3\xBC" "ber "
	             "Tomaten mit Feta oder zum Abschluss \xC3\xBC" "ber eine Linsensuppe.\nLagerung\n"
	             "K\xC3\xBC" "hl, dunkel und gut verschlossen lagern. Nach dem \xC3\x96" "ffnen "
	             "innerhalb von drei Monaten verbrauchen.");
	/* a short description that is a list of features and nothing else */
	t = ex(TAB_PAGE("<ul><li>Extra natives Oliven\xC3\xB6l</li><li>Ernte 2025/26</li>"
	                "<li>Fruchtig mit pfeffrigem Abgang</li></ul>"), NULL, NULL);
	CHECK(!strncmp(t, "Extra natives Oliven\xC3\xB6l\nErnte 2025/26\nFruchtig mit "
	               "pfeffrigem Abgang\nBeschreibung\nUnser", 70));
}
#undef TAB_PAGE

static void test_answers(void)
{
	/* a question and its answers: "Add a comment" under each answer is
	 * the answer's widget, not the page's comment section, and each
	 * answer's author box goes */
#define ANSWER(t) "<div class=answer><div class=s-prose>" t "</div><div class=post-menu>" \
	"<a href=/s>Share</a> <a href=/e>Improve this answer</a></div><div class=user-info>" \
	"answered Sep 16, 2008<br><a href=/u/1>lee</a><br>12.3k 3 gold badges</div>" \
	"<div class=comments><ul><li>This worked for me, thanks. - bob</li></ul>" \
	"<a class=comments-link>Add a comment</a></div></div>"
	const char *t = ex("<body><div id=mainbar><div class=question><div class=s-prose><p>"
	                   "I have a list of dictionaries and I want to sort it by the value of "
	                   "one key. What is the cleanest way to do this in Python 3?</p><p>"
	                   "I tried a loop that compares each pair of items, but it is slow on a "
	                   "list of a million records and hard to read.</p></div>"
	                   "</div><div id=answers>"
	                   ANSWER("<p>Use sorted() with a key function that returns the value of "
	                          "the key, or operator.itemgetter, which is faster.</p>")
	                   ANSWER("<p>To sort the list in place, call its sort method with the "
	                          "same key.</p>")
	                   ANSWER("<p>You can also sort by several keys by returning a tuple "
	                          "from the key function.</p>")
	                   "</div></div></body>", NULL, NULL);
#undef ANSWER
	CHECK_STR(t, "I have a list of dictionaries and I want to sort it by the value of one key. "
	             "What is the cleanest way to do this in Python 3?\nI tried a loop that "
	             "compares each pair of items, but it is slow on a list of a million records "
	             "and hard to read.\nUse sorted() with a key "
	             "function that returns the value of the key, or operator.itemgetter, which is "
	             "faster.\nTo sort the list in place, call its sort method with the same key.\n"
	             "You can also sort by several keys by returning a tuple from the key function.");
}

static void test_user_reviews(void)
{
	/* a game store's page: the game's text, then its customers' reviews,
	 * each in a card under its vote line; the cards and their heading go,
	 * the text and its requirements stay */
	const char *t = ex("<body><nav><a href=\"/\">Novit\xC3\xA0</a> <a "
	                   "href=\"/o\">Offerte</a></nav><div class=corpo><div "
	                   "class=descrizione><h2>Il gioco</h2><p>Vento di Sale "
	                   "\xC3\xA8 un'avventura narrativa ambientata nelle saline "
	                   "di Trapani negli anni Cinquanta. Interpreti Rosa, una "
	                   "giovane che torna al paese dopo la morte del nonno e "
	                   "scopre che la salina di famiglia \xC3\xA8 stata "
	                   "venduta.</p><p>Tra dialoghi in dialetto siciliano con "
	                   "sottotitoli, enigmi ambientali e una colonna sonora "
	                   "registrata con strumenti tradizionali, il gioco "
	                   "racconta una comunit\xC3\xA0 che cambia insieme al suo "
	                   "paesaggio. Ogni scelta di Rosa modifica il destino "
	                   "della salina e delle persone che ci "
	                   "lavorano.</p><h2>Requisiti</h2><p>Sistema operativo: "
	                   "Windows 10 a 64 bit. Memoria: 4 GB di "
	                   "RAM.</p></div><div class=utenti><h2>Recensioni degli "
	                   "utenti</h2><div class=card><div class=nome>marco_tp "
	                   "<span>9,5 ore di gioco</span></div><p>Finalmente un "
	                   "gioco che parla della mia terra senza cartoline. Il "
	                   "finale nella salina mi ha commosso.</p><div>Questa "
	                   "recensione ti \xC3\xA8 stata utile? "
	                   "<button>S\xC3\xAC</button> "
	                   "<button>No</button></div></div><div class=card><div "
	                   "class=nome>giuliaplays <span>6,1 ore di "
	                   "gioco</span></div><p>Bellissimo da vedere, qualche "
	                   "enigma un po' troppo facile. Lo consiglio comunque a "
	                   "chi ama le storie.</p><div>Questa recensione ti "
	                   "\xC3\xA8 stata utile? <button>S\xC3\xAC</button> "
	                   "<button>No</button></div></div></div></div><footer>\xC2\xA9 "
	                   "2026 PixelBottega</footer></body>", NULL, NULL);
	CHECK(strstr(t, "ci lavorano.") != NULL);
	CHECK(strstr(t, "Memoria: 4 GB di RAM.") != NULL);
	CHECK(strstr(t, "Finalmente un gioco") == NULL);
	CHECK(strstr(t, "Bellissimo da vedere") == NULL);
	CHECK(strstr(t, "ore di gioco") == NULL);
	CHECK(strstr(t, "Recensioni degli utenti") == NULL);
	/* a Q&A page's answers under their vote lines are its text */
	t = ex("<body><div class=q><h1>Wie entkalke ich eine "
	       "Siebtr\xC3\xA4germaschine?</h1><p>Meine Maschine zieht seit Wochen "
	       "immer langsamer durch und der Druck schwankt stark, obwohl ich den "
	       "Mahlgrad nicht ver\xC3\xA4ndert habe.</p></div><div class=a><p>Nimm "
	       "Zitronens\xC3\xA4ure in der Dosierung aus der Anleitung und lass "
	       "die L\xC3\xB6sung eine halbe Stunde im Kessel stehen, bevor du sie "
	       "durch die Br\xC3\xBChgruppe und die Dampflanze laufen l\xC3\xA4sst. "
	       "Danach zweimal mit klarem Wasser sp\xC3\xBClen.</p><div>War diese "
	       "Antwort hilfreich? <button>Ja</button></div></div><div "
	       "class=a><p>Bei einem Zweikreiser solltest du das lieber in der "
	       "Werkstatt machen lassen, weil sich der Kalk im W\xC3\xA4rmetauscher "
	       "sonst l\xC3\xB6sen und die Leitungen verstopfen kann.</p><div>War "
	       "diese Antwort hilfreich? <button>Ja</button></div></div></body>", NULL, NULL);
	CHECK(strstr(t, "Zweikreiser") != NULL);
}

static void test_header_time(void)
{
	/* a business magazine's story: its header box holds the headline,
	 * the lead, the author and a bare <time>; the time goes as a byline
	 * named a date does */
	const char *t = ex("<body><main><article><header><h2>Pharmakonzern unter "
	                   "Druck: Novo Nordisk verliert Marktanteile</h2><div "
	                   "class=RichText><strong>Der d\xC3\xA4nische Hersteller "
	                   "muss seine Prognose senken. Die Aktie bricht "
	                   "ein.</strong></div><div>Von <a "
	                   "href=\"/autor/1\">Kristina Gnirke</a></div><time "
	                   "datetime=\"2026-01-21 14:22:00\">21.01.2026, 14.22 "
	                   "Uhr</time></header><section><div "
	                   "class=RichText><p>F\xC3\xBCr Novo Nordisk l\xC3\xA4uft "
	                   "es nicht mehr rund. Der Pharmakonzern aus "
	                   "Bagsv\xC3\xA6rd hat am Mittwoch seine Umsatzprognose "
	                   "f\xC3\xBCr das laufende Jahr gesenkt.</p><p>An der "
	                   "B\xC3\xB6rse in Kopenhagen fiel die Aktie daraufhin um "
	                   "fast 18 Prozent. Es war der gr\xC3\xB6\xC3\x9Fte "
	                   "Tagesverlust seit mehr als zwei "
	                   "Jahrzehnten.</p></div></section></article></main></body>", NULL, NULL);
	CHECK(strstr(t, "zwei Jahrzehnten.") != NULL);
	CHECK(strstr(t, "14.22 Uhr") == NULL);
	/* a deadline's <time> in a field under its label is the page's */
	t = ex("<body><main><h1>Ausschreibung: Sanierung der Turnhalle</h1><div "
	       "class=field><div class=field__label>Angebotsfrist</div><div "
	       "class=field__item><time "
	       "datetime=\"2024-04-18T10:00:00Z\">18.04.2024, 10:00 "
	       "Uhr</time></div></div><div class=body><p>Die Stadt schreibt die "
	       "Sanierung der Turnhalle an der Schulstra\xC3\x9F" "e aus. Die "
	       "Arbeiten umfassen das Dach, die Fassade und die "
	       "Sanit\xC3\xA4ranlagen und sollen bis zum Herbst 2025 abgeschlossen "
	       "sein.</p><p>Die Unterlagen stehen auf der Vergabeplattform zum "
	       "Download bereit. Fragen sind bis zehn Tage vor Fristende "
	       "schriftlich zu stellen.</p></div></main></body>", NULL, NULL);
	CHECK(strstr(t, "18.04.2024, 10:00 Uhr") != NULL);
}

static void test_spec_label(void)
{
	/* a game store's system requirements: "Recommended:" over its list
	 * beside "Minimum:" is the list's label, no title of links */
	const char *t = ex("<body><div class=desc><h2>About This Game</h2><p>When a "
	                   "storm washes you ashore on Lanternlight Island, the "
	                   "last thing you expect is to inherit a crumbling harbor "
	                   "and a town that has almost forgotten how to fish. "
	                   "Restore the docks and bring the market back to "
	                   "life.</p><p>Every building you restore brings new "
	                   "residents to the island. The baker needs flour from the "
	                   "mill and the shipwright needs timber from the northern "
	                   "woods.</p></div><div class=sysreq><h2>System "
	                   "Requirements</h2><div "
	                   "class=left><ul><strong>MINIMUM:</strong><br>"
	                   "<ul><li><strong>OS:</strong> "
	                   "Windows 10<br></li><li><strong>Memory:</strong> 4 GB "
	                   "RAM<br></li></ul></ul></div><div "
	                   "class=right><ul><strong>RECOMMENDED:</strong><br>"
	                   "<ul><li><strong>OS:</strong> "
	                   "Windows 11<br></li><li><strong>Memory:</strong> 8 GB "
	                   "RAM<br></li></ul></ul></div></div><footer><a "
	                   "href=/p>Privacy Policy</a></footer></body>", NULL, NULL);
	CHECK(strstr(t, "MINIMUM:") != NULL);
	CHECK(strstr(t, "RECOMMENDED:\nOS: Windows 11") != NULL);
	CHECK(strstr(t, "Memory: 8 GB RAM") != NULL);
}

static void test_section_facts(void)
{
	/* an episode guide: each episode's title, its facts line in a box
	 * named a meta box, its summary; the facts lines stay */
	const char *t = ex("<body><main><div class=entry-content><p>Die zweite "
	                   "Staffel von Grenzland lief ab dem 3. Oktober 2026 im "
	                   "Ersten und ist vollst\xC3\xA4ndig in der Mediathek "
	                   "abrufbar. Die Folgen schlie\xC3\x9F" "en direkt an die "
	                   "erste Staffel an.</p><div class=episode><h2>2.01 "
	                   "Nebelwand</h2><p class=ep-meta>Erstausstrahlung: "
	                   "03.10.2026 (Das Erste) | Regie: Anna Berger</p><p>Ein "
	                   "halbes Jahr nach den Ereignissen in Gm\xC3\xBCnd hat "
	                   "sich Vera nach Linz versetzen lassen. Als an der Grenze "
	                   "ein Transporter gefunden wird, wird sie "
	                   "zur\xC3\xBC" "ckgeholt.</p></div><div "
	                   "class=episode><h2>2.02 Schwarzer Fluss</h2><p "
	                   "class=ep-meta>Erstausstrahlung: 10.10.2026 (Das Erste) "
	                   "| Regie: Markus Wolf</p><p>Die Spur f\xC3\xBChrt zu "
	                   "einem Fuhrunternehmen in Tschechien. Vera und ihr neuer "
	                   "Kollege m\xC3\xBCssen sich zusammenraufen, "
	                   "w\xC3\xA4hrend eine Zeugin "
	                   "verschwindet.</p></div></div></main></body>", NULL, NULL);
	CHECK(strstr(t, "2.01 Nebelwand\nErstausstrahlung: 03.10.2026 (Das Erste) | Regie: Anna "
	                "Berger\nEin halbes Jahr") != NULL);
	CHECK(strstr(t, "Erstausstrahlung: 10.10.2026") != NULL);
}

static void test_meta_sentence(void)
{
	/* a TV guide's film page: the synopsis opens with a line set in a
	 * headline's type ("text-row headline-3"), a sentence of the text;
	 * a byline set so ("Von ..., Berlin") still goes */
	const char *t = ex("<body><main><div class=film><h2>Thriller, D "
	                   "2025</h2><div class=synopsis><p class=\"text-row "
	                   "headline-3\">In einer Winternacht verschwindet in einem "
	                   "brandenburgischen Dorf ein 14-j\xC3\xA4hriges "
	                   "M\xC3\xA4" "dchen.</p><p class=\"text-row byline\">Von "
	                   "Anna Muster und Max Beispiel, Berlin</p><p>Als die "
	                   "14-j\xC3\xA4hrige Lea nach einem Dorffest nicht nach "
	                   "Hause kommt, beginnt f\xC3\xBCr die Bewohner von "
	                   "Lindenau eine lange Nacht. Der Dorfpolizist organisiert "
	                   "eine Suche, doch bald richtet sich der Verdacht gegen "
	                   "den zugezogenen Lehrer.</p><p>Regisseurin Paula "
	                   "Kr\xC3\xA4mer erz\xC3\xA4hlt ihren Thriller fast in "
	                   "Echtzeit und konzentriert sich ganz auf die Gesichter "
	                   "ihrer Figuren. Nur das Finale wirkt etwas zu "
	                   "konstruiert.</p></div></div></main></body>", NULL, NULL);
	CHECK(strstr(t, "In einer Winternacht verschwindet") != NULL);
	CHECK(strstr(t, "etwas zu konstruiert.") != NULL);
	CHECK(strstr(t, "Anna Muster") == NULL);
}

static void test_live_stamps(void)
{
	/* a live blog, the newest entry first, each under its time on a line
	 * of its own: the times go, the entries stay */
	const char *t = ex("<body><main><div class=diretta><p class=summary>Seconda "
	                   "giornata di sciopero dei trasporti in tutta Italia: "
	                   "treni cancellati, metropolitane ferme a Milano e "
	                   "Roma.</p><div class=item><div class=hour>ore "
	                   "18:40</div><h3>Salvini minaccia la "
	                   "precettazione</h3><p>Il ministro dei Trasporti ha "
	                   "minacciato di ricorrere alla precettazione se i "
	                   "sindacati proclameranno nuove giornate di "
	                   "sciopero.</p></div><div class=item><div class=hour>ore "
	                   "17:15</div><p>A Milano la metropolitana ha ripreso a "
	                   "funzionare regolarmente sulle linee M1 e M3, restano "
	                   "chiuse alcune stazioni.</p></div><div class=item><div "
	                   "class=hour>ore 15:50</div><h3>Cancellati il 60 per "
	                   "cento dei regionali</h3><p>Secondo i dati diffusi nella "
	                   "fascia pomeridiana \xC3\xA8 stato cancellato circa il "
	                   "60 per cento dei treni "
	                   "regionali.</p></div></div></main></body>", NULL, NULL);
	CHECK(strstr(t, "ore 18:40") == NULL);
	CHECK(strstr(t, "ore 15:50") == NULL);
	CHECK(strstr(t, "Salvini minaccia la precettazione") != NULL);
	CHECK(strstr(t, "treni regionali.") != NULL);
	/* a parish's services, their times rising, keep them */
	t = ex("<body><main><h1>Gottesdienste am Sonntag</h1><p>Am ersten "
	       "Adventssonntag feiern wir in allen drei Kirchen unserer Pfarrei "
	       "Gottesdienste, zu denen alle herzlich eingeladen sind.</p><div "
	       "class=termin><p class=zeit>09:00</p><p>Heilige Messe in St. Martin "
	       "mit dem Kirchenchor und anschlie\xC3\x9F" "endem "
	       "Fr\xC3\xBChschoppen im Pfarrheim.</p></div><div class=termin><p "
	       "class=zeit>10:30</p><p>Familiengottesdienst in St. Josef, gestaltet "
	       "von den Kindern der Erstkommuniongruppe.</p></div><div "
	       "class=termin><p class=zeit>18:00</p><p>Abendmesse in der Kapelle am "
	       "Friedhof mit adventlicher Musik f\xC3\xBCr Orgel und "
	       "Fl\xC3\xB6te.</p></div></main></body>", NULL, NULL);
	CHECK(strstr(t, "10:30\nFamiliengottesdienst") != NULL);
	CHECK(strstr(t, "18:00") != NULL);
}

static void test_news_lead(void)
{
	/* a German news page: the lead (Vorspann) sits in the article's
	 * header box, whose name is boilerplate, past the byline, the share
	 * bar and the picture; it goes first */
	const char *t = ex("<body><nav><a href=\"/\">Startseite</a> <a href=\"/p\">Politik</a>"
	                   "</nav><article><header class=article-header><h1>Die Bahn verschiebt "
	                   "die Sanierung</h1><p class=article-header__lead>Die Deutsche Bahn "
	                   "verschiebt die Sanierung mehrerer Strecken um zwei Jahre. Pendler "
	                   "m\xC3\xBCssen sich auf l\xC3\xA4ngere Bauzeiten einstellen.</p><div "
	                   "class=byline>Von Max Muster, Berlin</div><div class=actions><a href="
	                   "\"#\">Teilen</a> <a href=\"#\">Merken</a> <a href=\"#c\">Kommentare "
	                   "(41)</a></div></header><figure><img src=a.jpg><figcaption>Bauarbeiten "
	                   "an der Riedbahn <span>Foto: dpa</span></figcaption></figure><div "
	                   "class=article-body><p>Die Deutsche Bahn muss ihren Zeitplan f\xC3\xBCr "
	                   "die Sanierung des Schienennetzes korrigieren. Wie aus einem Papier des "
	                   "Konzerns hervorgeht, sollen vier der geplanten Sanierungen erst 2029 "
	                   "beginnen.</p><p>Als Gr\xC3\xBCnde nennt die Bahn fehlende "
	                   "Baukapazit\xC3\xA4ten und lange Genehmigungsverfahren. Ein Sprecher "
	                   "best\xC3\xA4tigte die Verschiebungen auf Anfrage.</p></div></article>"
	                   "<footer>Impressum | Datenschutz</footer></body>", NULL, NULL);
	CHECK(!strncmp(t, "Die Deutsche Bahn verschiebt die Sanierung mehrerer Strecken", 60));
	CHECK(strstr(t, "Ein Sprecher best\xC3\xA4tigte die Verschiebungen auf Anfrage.") != NULL);
	CHECK(strstr(t, "Max Muster") == NULL);
	CHECK(strstr(t, "Teilen") == NULL);
	/* German words that are English function words ("in", "an", "so",
	 * "was") pass the stopword test: the page's declared language
	 * decides; the body is its first page's box */
	t = ex("<html lang=de><body><article><div class=article-header><h1>Die Stadt, in der "
	       "niemand mehr umzieht</h1><div class=summary>Wer in M\xC3\xBCnchen eine "
	       "g\xC3\xBCnstige Wohnung hat, gibt sie nicht mehr her. So ist das, was auch "
	       "immer kommt.</div><div class=byline>Von Lea Beispiel</div></div><div "
	       "class=article-body><div class=article-page><p>Die Wohnung hat vier Zimmer, "
	       "einen Balkon an dem Hof und eine Miete, die seit 1994 kaum gestiegen ist. Was "
	       "soll ich in einer kleinen Wohnung, so fragt sie.</p><p>Eine kleinere Wohnung "
	       "in der Nachbarschaft w\xC3\xBCrde sie fast das Doppelte kosten. So bleibt sie, "
	       "was auch immer kommt, in ihrer Wohnung an dem Hof.</p></div><div "
	       "class=pagination><a href=\"?page=2\">N\xC3\xA4" "chste Seite</a></div></div>"
	       "</article></body></html>", NULL, NULL);
	CHECK(!strncmp(t, "Wer in M\xC3\xBCnchen eine", 20));
	CHECK(strstr(t, "in ihrer Wohnung an dem Hof.") != NULL);
	/* a lead that the body repeats as its first paragraph comes once */
	t = ex("<html lang=de><body><article><header class=article-header><h1>Bahn</h1><p "
	       "class=lead>Die Bahn verschiebt die Sanierung mehrerer Strecken um zwei Jahre. "
	       "Pendler m\xC3\xBCssen sich auf l\xC3\xA4ngere Bauzeiten einstellen.</p>"
	       "</header><div class=article-body><p>Die Bahn verschiebt die Sanierung mehrerer "
	       "Strecken um zwei Jahre. Pendler m\xC3\xBCssen sich auf l\xC3\xA4ngere "
	       "Bauzeiten einstellen.</p><p>Als Gr\xC3\xBCnde nennt die Bahn fehlende "
	       "Baukapazit\xC3\xA4ten und lange Genehmigungsverfahren. Ein Sprecher "
	       "best\xC3\xA4tigte die Verschiebungen auf Anfrage.</p></div></article></body>"
	       "</html>", NULL, NULL);
	CHECK(!strncmp(t, "Die Bahn verschiebt", 19));
	CHECK(strstr(t + 1, "Die Bahn verschiebt") == NULL);
}

static void test_lead_names(void)
{
	/* the lead's name in Czech ("perex"), Swedish ("ingress"), Italian
	 * ("sommario"), Turkish ("spot"), and a subtitle: it goes first */
#define PAGE(l, c) "<html lang=" l "><body><article><div class=article-header><h1>Vláda " \
	"schválila zvýšení platů</h1><div class=article-info>Jan Příklad, 16. června 2026" \
	"</div><p class=" c ">Učitelé si od září polepší v průměru o čtyři tisíce korun " \
	"měsíčně, zbytek peněz mají školy najít ve svých rozpočtech.</p></div><figure><img " \
	"src=u.jpg><figcaption>Foto: Petr Příklad</figcaption></figure><div class=" \
	"article-body><p>Ministr školství po jednání vlády uvedl, že průměrný plat učitele " \
	"by měl po zvýšení přesáhnout 56 tisíc korun.</p><p>Odbory však s výsledkem " \
	"spokojené nejsou. Tvrdí, že peníze nepokryjí růst cen.</p></div></article></body>" \
	"</html>"
	const char *t = ex(PAGE("cs", "perex"), NULL, NULL);
	CHECK(!strncmp(t, "Učitelé si od září polepší", 28));
	CHECK(strstr(t, "nepokryjí růst cen.") != NULL);
	t = ex(PAGE("sv", "article-ingress"), NULL, NULL);
	CHECK(!strncmp(t, "Učitelé si od září polepší", 28));
	t = ex(PAGE("tr", "news-detail-spot"), NULL, NULL);
	CHECK(!strncmp(t, "Učitelé si od září polepší", 28));
	/* a news site's subtitle under the headline ("content-head__subtitle") */
	t = ex(PAGE("pt", "content-head__subtitle"), NULL, NULL);
	CHECK(!strncmp(t, "Učitelé si od září polepší", 28));
#undef PAGE
}

static void test_follow_line(void)
{
	/* the call to follow the site under the article, in Spanish,
	 * Russian, French (after a sentence) and Turkish (the verb last) */
#define BODY "<p>El Consejo de Ministros ha aprobado este martes el nuevo plan estatal " \
	"de vivienda, que incluye la prórroga del bono alquiler joven.</p><p>Las " \
	"asociaciones de inquilinos consideran que la medida es insuficiente y reclaman " \
	"que se limiten los precios.</p>"
	const char *t = ex("<html lang=es><body><article><div class=article-body>" BODY
	                   "<p>Síguenos en <a href=#>Twitter</a>, <a href=#>Facebook</a> e "
	                   "<a href=#>Instagram</a> para estar al día de toda la actualidad.</p>"
	                   "<p>Подписывайтесь на наш Telegram-канал, чтобы первыми узнавать "
	                   "о главных событиях.</p><p>Vous avez aimé cet article ? Suivez-nous "
	                   "sur Facebook et Instagram.</p><p>Bizi Google News'te takip edin."
	                   "</p></div></article></body></html>", NULL, NULL);
#undef BODY
	CHECK(strstr(t, "reclaman que se limiten los precios.") != NULL);
	CHECK(strstr(t, "Síguenos") == NULL);
	CHECK(strstr(t, "Telegram") == NULL);
	CHECK(strstr(t, "Suivez-nous") == NULL);
	CHECK(strstr(t, "takip") == NULL);
	/* a call to join the site's channel, past an emoji */
	t = ex("<html lang=pt><body><article><div class=content-text><p>A chuva forte que "
	       "atingiu Porto Alegre causou alagamentos em pelo menos 15 bairros.</p><p>A "
	       "previsão indica mais chuva até sexta-feira, com volumes que podem passar dos "
	       "100 milímetros.</p><p><strong>📲 Participe do canal do g1 RS no WhatsApp"
	       "</strong></p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "passar dos 100 milímetros.") != NULL);
	CHECK(strstr(t, "WhatsApp") == NULL);
	/* a call to pin the post; a sentence that names the network stays */
	t = ex("<html lang=fr><body><article><div class=entry-content><p>Le lac de Gaube "
	       "se rejoint en une heure depuis le Pont d'Espagne.</p><p>Pinterest a "
	       "d\xC3\xA9" "couvert ce sentier gr\xC3\xA2" "ce aux photos des randonneurs.</p>"
	       "<p>Vous avez aim\xC3\xA9 cet article ? \xC3\x89pinglez-le sur Pinterest !</p>"
	       "<p>Pin it for later on Pinterest!</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Pinterest a d\xC3\xA9" "couvert ce sentier") != NULL);
	CHECK(strstr(t, "pinglez") == NULL);
	CHECK(strstr(t, "Pin it") == NULL);
}

static void test_end_phrases(void)
{
	/* furniture in Swedish, Italian, Czech and Russian: a "read also"
	 * line set in the body, the date line and the rights reserved under
	 * it, and the readers' comments under their heading */
	const char *t = ex("<html lang=sv><body><article><div class=text><p>Regeringen "
	                   "föreslår att energiskatten på bensin och diesel sänks med 80 öre per "
	                   "liter från den 1 augusti.</p><p>Läs också: Så mycket har dieselpriset "
	                   "stigit sedan i våras</p><p>Sänkningen beräknas kosta statskassan "
	                   "drygt fyra miljarder kronor per år, enligt finansministern.</p><p>"
	                   "Publicerad 2026-06-16 11.05</p></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "enligt finansministern.") != NULL);
	CHECK(strstr(t, "Läs också") == NULL);
	CHECK(strstr(t, "Publicerad") == NULL);
	t = ex("<html lang=it><body><article><div class=chapter><p>Il fiume più lungo "
	       "d'Italia non è mai stato così basso a metà giugno, e l'acqua salata risale il "
	       "delta.</p><p>Le Regioni del bacino hanno chiesto al governo la dichiarazione "
	       "dello stato di emergenza, che permetterebbe di accelerare le opere per i pozzi "
	       "e le condotte, e di pagare subito i primi indennizzi agli agricoltori.</p>"
	       "<p>Čtěte také: Školy hledají učitele</p><p>Una "
	       "decisione è attesa per il prossimo Consiglio dei ministri, forse già "
	       "venerdì.</p></div><p class=copy>14 giugno 2026 (modifica il 14 giugno 2026 | "
	       "11:20)<br>© RIPRODUZIONE RISERVATA</p></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "forse già venerdì.") != NULL);
	CHECK(strstr(t, "RIPRODUZIONE") == NULL);
	CHECK(strstr(t, "Čtěte") == NULL);
	t = ex("<html lang=ru><body><div class=content><h1>Жара</h1><p>Аномальная жара придет "
	       "в центральные регионы России в конце недели, сообщили синоптики.</p><p>Ночью "
	       "воздух будет остывать лишь до двадцати градусов, а в городах может быть еще "
	       "теплее, чем за городом.</p><p>Синоптики посоветовали избегать солнца и пить "
	       "больше воды в самые жаркие часы, с полудня до четырех часов дня, и по "
	       "возможности не выходить на улицу без головного убора.</p>"
	       "<h3>Комментарии (2)</h3><div><b>Иван</b>"
	       "<p>Опять эта жара, в прошлом году было то же самое, и никто ничего не сделал "
	       "для того, чтобы в домах стало прохладнее. Кондиционеры стоят дорого, а "
	       "вентиляторы не помогают.</p></div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "без головного убора.") != NULL);
	CHECK(strstr(t, "Кондиционеры") == NULL);
}

static void test_rating_line(void)
{
	/* a rating widget under a blog post, in Spanish and in English:
	 * the score and the votes go, the post's last line stays */
#define POST(r) "<body><article><div class=entry-content><p>Los pueblos blancos de " \
	"la sierra de Cádiz son una de esas rutas que se disfrutan mejor sin prisa.</p>" \
	"<p>Terminamos en Setenil, famoso por sus casas construidas bajo la roca.</p>" \
	"<div class=post-ratings>" r "</div><p>Gracias por leer.</p></div></article></body>"
	const char *t = ex(POST("(<strong>12</strong> votos, promedio: <strong>4,58</strong> "
	                        "de 5)<br><span>Valora este artículo</span>"), NULL, NULL);
	CHECK(strstr(t, "construidas bajo la roca.") != NULL);
	CHECK(strstr(t, "votos") == NULL);
	CHECK(strstr(t, "Valora") == NULL);
	t = ex(POST("(12 votes, average: 4.58 out of 5)"), NULL, NULL);
	CHECK(strstr(t, "votes") == NULL);
	t = ex(POST("4.6/5 - (12 Stimmen)"), NULL, NULL);
	CHECK(strstr(t, "Stimmen") == NULL);
	/* a recipe card's score over its count */
	t = ex(POST("<span class=wprm-recipe-rating-average>4.86</span> da <span>21</span> "
	            "voti"), NULL, NULL);
	CHECK(strstr(t, "voti") == NULL);
#undef POST
}

static void test_helpful_question(void)
{
	/* "was this article helpful?" under the article, in French and in
	 * Spanish (behind its opening question mark) */
#define PAGE(q) "<body><article><div class=article-detail__body><p>Les derniers éléments " \
	"de la structure métallique ont été posés la semaine dernière, a indiqué la " \
	"métropole.</p><p>Une fête d'inauguration est prévue le samedi 19 septembre, avec " \
	"des animations sur les berges.</p></div><div class=reactions><p>" q " <a href=#>" \
	"Oui</a> <a href=#>Non</a></p></div><p>Le pont sera ouvert aux vélos et aux piétons " \
	"dès la rentrée.</p></article></body>"
	const char *t = ex(PAGE("Cet article vous a-t-il été utile ?"), NULL, NULL);
	CHECK(strstr(t, "animations sur les berges.") != NULL);
	CHECK(strstr(t, "utile") == NULL);
	t = ex(PAGE("¿Te ha resultado útil este artículo?"), NULL, NULL);
	CHECK(strstr(t, "útil") == NULL);
#undef PAGE
}

static void test_last_update(void)
{
	/* the line of the last update under the article, in Italian and in
	 * French */
#define PAGE(d) "<body><article><div class=news-txt><p>La Protezione civile ha diramato " \
	"l'allerta rossa per criticità idraulica su gran parte della pianura tra Bologna e " \
	"Ravenna.</p><p>Le piogge cadute nelle ultime 24 ore hanno superato i 150 millimetri " \
	"sull'Appennino, e i livelli dei fiumi sono in rapido aumento.</p><p>" d "</p>" \
	"</div></article></body>"
	const char *t = ex(PAGE("Ultimo aggiornamento: 16 giugno 2026, 18:40"), NULL, NULL);
	CHECK(strstr(t, "in rapido aumento.") != NULL);
	CHECK(strstr(t, "aggiornamento") == NULL);
	t = ex(PAGE("Dernière mise à jour le 16/06/2026 à 18h40"), NULL, NULL);
	CHECK(strstr(t, "mise à jour") == NULL);
#undef PAGE
}

static void test_tip_line(void)
{
	/* the newsroom's call for tips or corrections under the article, a
	 * sentence of 80+ characters: Dutch, and Spanish past its "¿" */
#define PAGE(l) "<body><article><div class=article__body><p>De brug werd vanmiddag " \
	"geopend door de wethouder en een groep scholieren, die er als eersten overheen " \
	"fietsten.</p><p>De opening liep ruim een jaar vertraging op doordat de leverancier " \
	"van het staal failliet ging.</p><p>" l "</p></div></article></body>"
	const char *t = ex(PAGE("Heb je een tip of zie je een fout in dit artikel? Laat het ons "
	                        "weten via <a href=/tip>onze tipspagina</a>."), NULL, NULL);
	CHECK(strstr(t, "failliet ging.") != NULL);
	CHECK(strstr(t, "tip") == NULL);
	t = ex(PAGE("¿Has visto algún error en esta noticia? Comunícanoslo a través de nuestro "
	            "formulario y lo corregiremos."), NULL, NULL);
	CHECK(strstr(t, "error") == NULL);
	/* and a call for readers' pictures */
	t = ex(PAGE("Schick uns deine Bilder, Videos und Informationen per WhatsApp an 079 999 "
	            "99 99 oder über das <a href=/form>Formular</a>."), NULL, NULL);
	CHECK(strstr(t, "failliet ging.") != NULL);
	CHECK(strstr(t, "WhatsApp") == NULL);
#undef PAGE
}

static void test_link_box_title(void)
{
	/* a box of links under its title between paragraphs: the title
	 * goes with its links */
	const char *t = ex("<html lang=cs><body><article><div class=bbtext><p>O zdražení "
	                   "rozhodla ve čtvrtek rada hlavního města kvůli rostoucím nákladům na "
	                   "energie a mzdy řidičů.</p><div class=art-dalsi><h3>Další články</h3>"
	                   "<a href=/x>Praha otevře novou tramvajovou trať na Barrandov</a></div>"
	                   "<p>Opozice zdražení kritizuje, město by podle ní mělo spíš šetřit na "
	                   "provozu.</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "šetřit na provozu.") != NULL);
	CHECK(strstr(t, "Další články") == NULL);
	/* a short title over a list of links, the post's paragraph after
	 * it: a blog's related posts set in the body */
	t = ex("<html lang=fr><body><article><div class=entry-content><p>Le lac de Gaube est "
	       "l'une des balades les plus connues des Pyrénées, à une heure de marche du Pont "
	       "d'Espagne.</p><h3>Articles similaires</h3><ul><li><a href=/g>Le cirque de "
	       "Gavarnie en famille</a></li><li><a href=/i>Le lac d'Ilhéou depuis le "
	       "Cambasque</a></li></ul><p>Pensez à partir tôt en été : le parking est souvent "
	       "complet dès 9 heures.</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "complet dès 9 heures.") != NULL);
	CHECK(strstr(t, "similaires") == NULL);
}

static void test_ad_labels(void)
{
	/* an ad's box in the body under its label in Russian and Czech */
#define PAGE(l) "<body><article><div class=text><p>Аномальная жара придет в центральные " \
	"регионы России в конце недели, сообщили синоптики.</p><div class=box><span>" l \
	"</span><p>Кондиционеры со скидкой до 40 процентов только до конца недели.</p></div>" \
	"<p>Ночью воздух будет остывать лишь до двадцати градусов, а в городах может быть " \
	"еще теплее.</p></div></article></body>"
	const char *t = ex(PAGE("Реклама"), NULL, NULL);
	CHECK(strstr(t, "может быть еще теплее.") != NULL);
	CHECK(strstr(t, "скидкой") == NULL);
	t = ex(PAGE("Inzerce"), NULL, NULL);
	CHECK(strstr(t, "скидкой") == NULL);
#undef PAGE
}

static void test_ad_label_dashes(void)
{
	/* a theme's ad slot in a list article's body, its label set off by
	 * dashes ("- Publicidad -", "– Anzeige –"), goes; a sentence that
	 * opens with a dash stays */
	const char *t = ex("<body><article><div class=td-post-content><h2>3. Mercado de San "
	                   "Fernando</h2><p>" PARA "</p><div class=td-a-rec><span>- Publicidad -"
	                   "</span></div><h2>4. Mercado de la Paz</h2><p>" PARA "</p><div><span>"
	                   "\xE2\x80\x93 Anzeige \xE2\x80\x93</span></div><h2>5. Mercado de "
	                   "Chamber\xC3\xAD</h2><p>" PARA "</p><p>- Werbung gab es nicht.</p>"
	                   "</div></article></body>", NULL, NULL);
	CHECK(strstr(t, "Publicidad") == NULL);
	CHECK(strstr(t, "Anzeige") == NULL);
	CHECK(strstr(t, "4. Mercado de la Paz") != NULL);
	CHECK(strstr(t, "- Werbung gab es nicht.") != NULL);
}

static void test_paywall_prompt(void)
{
	/* a paywall's prompt under the free part of an article ends it: the
	 * offer after it is no text of the article, in German or French */
	const char *t = ex("<body><article><h1>Warum die Stadtwerke z\xC3\xB6gern</h1><div "
	                   "class=article-body><p>Im Keller des Heizkraftwerks riecht es nach "
	                   "Metall und Staub. Hier stehen heute zwei gro\xC3\x9F" "e "
	                   "W\xC3\xA4rmepumpen, die dem Abwasser der Stadt die W\xC3\xA4rme "
	                   "entziehen.</p><p>Das Gesetz verpflichtet die Kommunen, bis 2028 "
	                   "aufzuschreiben, welche Stra\xC3\x9F" "en an ein W\xC3\xA4rmenetz "
	                   "angeschlossen werden sollen. Doch ein Plan baut noch kein Netz.</p>"
	                   "<div class=paywall><p>Lesen Sie mit SPIEGEL+</p><p>Jetzt weiterlesen "
	                   "f\xC3\xBCr nur 1 Euro im ersten Monat. Danach 19,99 Euro pro Monat, "
	                   "jederzeit k\xC3\xBCndbar.</p><a href=\"/abo\">Jetzt testen</a></div>"
	                   "</div></article></body>", NULL, NULL);
	CHECK(strstr(t, "Doch ein Plan baut noch kein Netz.") != NULL);
	CHECK(strstr(t, "SPIEGEL+") == NULL);
	CHECK(strstr(t, "19,99 Euro") == NULL);
	t = ex("<body><article class=article__content><p>Sur le port, les volets des maisons "
	       "de p\xC3\xAA" "cheurs restent ferm\xC3\xA9s dix mois sur douze. La commune "
	       "compte d\xC3\xA9sormais plus de r\xC3\xA9sidences secondaires que de "
	       "r\xC3\xA9sidences principales.</p><p>Pour enrayer le ph\xC3\xA9nom\xC3\xA8"
	       "ne, le conseil municipal a vot\xC3\xA9 en septembre la majoration maximale de la "
	       "taxe d'habitation sur les r\xC3\xA9sidences secondaires.</p><section "
	       "class=article__status><p>Il vous reste 58.42% de cet article \xC3\xA0 lire. "
	       "La suite est r\xC3\xA9serv\xC3\xA9" "e aux abonn\xC3\xA9s.</p></section>"
	       "</article></body>", NULL, NULL);
	CHECK(strstr(t, "taxe d'habitation sur les") != NULL);
	CHECK(strstr(t, "Il vous reste") == NULL);
	/* the share left to read, with no "article" in it; a badge over a
	 * teaser in the body ("Nur f\xC3\xBCr Abonnenten") ends nothing */
	t = ex("<body><article class=article-body><p>Die Stadt hat ihre Pl\xC3\xA4ne f\xC3\xBCr "
	       "die neue Strecke vorgestellt. Anwohner f\xC3\xBCrchten jahrelange Baustellen "
	       "vor ihrer Haust\xC3\xBCr.</p><div class=box><span>Nur f\xC3\xBCr Abonnenten"
	       "</span> <a href=\"/x\">Baustart im Fr\xC3\xBChjahr</a></div><p>Die Planungen "
	       "sollen im kommenden Jahr beginnen. Einen Zeitplan will die Verwaltung im "
	       "Fr\xC3\xBChjahr vorlegen.</p><p>Il vous reste 80% \xC3\xA0 d\xC3\xA9"
	       "couvrir.</p><p>Abonnez-vous \xC3\xA0 partir de 1 euro.</p></article></body>",
	       NULL, NULL);
	CHECK(strstr(t, "Einen Zeitplan will die Verwaltung") != NULL);
	CHECK(strstr(t, "80%") == NULL);
}

static void test_paywall_question(void)
{
	/* a Spanish question opens with its mark: "¿Ya eres suscriptor?" is
	 * a paywall's prompt, and the offer under it goes; so in Polish,
	 * Czech, Swedish and Russian */
	const char *t = ex("<html lang=es><body><article><h1>La sequía obliga a cortar el agua"
	                   "</h1><div class=v-d__bd><p>Una treintena de municipios cortarán el "
	                   "suministro de agua potable durante la noche a partir del próximo "
	                   "lunes.</p><p>Los cortes se producirán entre la medianoche y las seis "
	                   "de la mañana, y afectarán a unos 180.000 vecinos.</p></div><div "
	                   "class=v-d__ft><p>¿Tienes una suscripción? <a href=/login>Inicia "
	                   "sesión</a></p><p>Accede a todas las noticias de tu provincia por 1 "
	                   "euro al mes y sin permanencia.</p></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "afectarán a unos 180.000 vecinos.") != NULL);
	CHECK(strstr(t, "Tienes una") == NULL);
	CHECK(strstr(t, "sin permanencia") == NULL);
	t = ex("<html lang=ru><body><article><h1>Жара</h1><div class=text><p>Аномальная жара "
	       "придет в центральные регионы в конце недели, сообщили синоптики.</p><p>Ночью "
	       "воздух будет остывать лишь до двадцати градусов, а в городах может быть еще "
	       "теплее.</p><p>Уже подписаны? <a href=/login>Войти</a></p><p>Полный доступ ко "
	       "всем материалам за 199 рублей в месяц.</p></div></article></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "может быть еще теплее.") != NULL);
	CHECK(strstr(t, "199 рублей") == NULL);
	/* a Czech premium box under the free part */
	t = ex("<html lang=cs><body><article><h1>MHD</h1><div class=bbtext><p>O zdražení "
	       "rozhodla ve čtvrtek rada hlavního města kvůli rostoucím nákladům.</p><p>Opozice "
	       "zdražení kritizuje, město by podle ní mělo spíš šetřit na provozu.</p><div "
	       "class=premium-box><p>Tento článek je součástí předplatného Premium. Chcete číst "
	       "dál?</p><p>Celý článek za 39 Kč měsíčně, zrušit můžete kdykoli.</p></div></div>"
	       "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "šetřit na provozu.") != NULL);
	CHECK(strstr(t, "39 Kč") == NULL);
}

static void test_liveblog_times(void)
{
	/* a live blog: each entry a box of its time, a permalink, its text
	 * and a share bar; an entry with no heading of its own is no teaser
	 * card whose headline is "17:40 Uhr" */
#define ENTRY(id, tm, h, t) "<article class=entry id=p" id "><div class=entry__meta><a " \
	"href=\"#p" id "\">" tm " Uhr</a></div><div class=entry__body>" h "<p>" t "</p></div>" \
	"<div class=entry__share><a href=\"#\">Teilen</a> <a href=\"#\">Link kopieren</a>" \
	"</div></article>"
	const char *t = ex("<body><nav><a href=\"/\">Start</a> <a href=\"/p\">Politik</a></nav>"
	                   "<article><h1>Union und SPD vereinbaren Sondierungen</h1><div "
	                   "class=entries>"
	                   ENTRY("4", "18:12", "<h2>Gr\xC3\xBCne k\xC3\xBCndigen Opposition an"
	                         "</h2>", "Die Gr\xC3\xBCnen wollen sich in der Opposition als "
	                         "Gegenpol zu einer gro\xC3\x9F" "en Koalition profilieren. Man "
	                         "werde jeden Gesetzentwurf genau pr\xC3\xBC" "fen.")
	                   ENTRY("3", "17:40", "", "Der SPD-Vorsitzende hat best\xC3\xA4tigt, "
	                         "dass seine Partei zu Sondierungen bereit ist.")
	                   ENTRY("2", "16:55", "<h2>Hohe Wahlbeteiligung</h2>", "Die "
	                         "Wahlbeteiligung lag bei 83,1 Prozent. Das ist der h\xC3\xB6"
	                         "chste Wert seit der ersten gesamtdeutschen Wahl.")
	                   ENTRY("1", "15:20", "", "Die Union will bereits am Montag ihre "
	                         "Verhandlungsgruppe benennen.")
	                   "</div></article><footer>Impressum</footer></body>", NULL, NULL);
#undef ENTRY
	CHECK(strstr(t, "Der SPD-Vorsitzende hat best\xC3\xA4tigt") != NULL);
	CHECK(strstr(t, "Die Union will bereits am Montag") != NULL);
	CHECK(strstr(t, "Man werde jeden Gesetzentwurf genau pr\xC3\xBC" "fen.") != NULL);
	CHECK(strstr(t, "Teilen") == NULL);
}

static void test_audio_player(void)
{
	/* a player that reads the article aloud and the reading time, set in
	 * the article's body: widgets, not its text */
	const char *t = ex("<body><article><h1>Rente: Diese \xC3\x84nderungen gelten ab Januar</h1>"
	                   "<div class=article-body><p><strong>Zum Jahreswechsel kommen auf Rentner "
	                   "mehrere Neuerungen zu. Ein \xC3\x9C" "berblick.</strong></p><div>"
	                   "Lesedauer: 3 Min.</div><div class=audio>Artikel anh\xC3\xB6ren "
	                   "<span>Hinweis: Diese Audioversion wurde k\xC3\xBCnstlich generiert."
	                   "</span></div><p>F\xC3\xBCr die rund 21 Millionen Rentner in Deutschland "
	                   "bringt das neue Jahr einige \xC3\x84nderungen. Manche davon bedeuten "
	                   "mehr Geld, andere h\xC3\xB6here Abz\xC3\xBCge.</p><p>Der steuerliche "
	                   "Grundfreibetrag steigt im Januar um 312 Euro. Rentner mit kleinen "
	                   "Bez\xC3\xBCgen zahlen weniger oder gar keine Steuern.</p></div>"
	                   "</article></body>", NULL, NULL);
	CHECK(strstr(t, "Zum Jahreswechsel kommen auf Rentner") != NULL);
	CHECK(strstr(t, "gar keine Steuern.") != NULL);
	CHECK(strstr(t, "Audioversion") == NULL);
	CHECK(strstr(t, "Lesedauer") == NULL);
}

static void test_ad_box(void)
{
	/* a partner's offer in the article's body under an "Anzeige" label,
	 * in a box whose name says nothing: the ad, its text too */
	const char *t = ex("<html lang=de><body><article><h1>Strompreise sinken</h1><div "
	                   "class=article__body><p>Viele Stromanbieter senken zum Jahreswechsel "
	                   "ihre Preise. Die Neukundentarife liegen im Schnitt um elf Prozent unter "
	                   "dem Vorjahr.</p><p>Verbrauchersch\xC3\xBCtzer raten deshalb, den eigenen "
	                   "Tarif zu pr\xC3\xBC" "fen. Ein Wechsel ist in der Regel innerhalb von "
	                   "zwei Wochen m\xC3\xB6glich.</p><div class=content-box><div "
	                   "class=content-box__label>Anzeige</div><p>Jetzt Strompreise vergleichen: "
	                   "Mit unserem Tarifrechner finden Sie in wenigen Minuten den "
	                   "g\xC3\xBCnstigsten Anbieter.</p><a href=\"https://partner.example/\">"
	                   "Zum Tarifrechner</a></div><p>Bei der Auswahl sollte man auch auf kurze "
	                   "Vertragslaufzeiten achten. Von Tarifen mit Vorauskasse raten Experten "
	                   "ab.</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "innerhalb von zwei Wochen") != NULL);
	CHECK(strstr(t, "Von Tarifen mit Vorauskasse raten Experten ab.") != NULL);
	CHECK(strstr(t, "Tarifrechner") == NULL);
}

static void test_product_boxes(void)
{
	/* an affiliate plugin's product boxes in a post: the linked title, the
	 * features, the price and the button go, the post's own comparison
	 * table (its prices in cells) stays */
	const char *t = ex("<html lang=de><body><article><h1>Die besten Akku-Rasenm\xC3\xA4her</h1>"
	                   "<div class=entry-content><p>Wer einen kleinen Garten hat, braucht heute "
	                   "keinen lauten Benzinm\xC3\xA4her mehr. Akku-Rasenm\xC3\xA4her sind leiser "
	                   "und leichter.</p><h2>Unsere Bestseller</h2><div class=aawp><div "
	                   "class=aawp-product><span class=ribbon>Bestseller Nr. 1</span><a "
	                   "href=\"/dp/1\"><img src=a.jpg></a><a class=title href=\"/dp/1\">Gartenmax "
	                   "Akku-Rasenm\xC3\xA4her 36V, Schnittbreite 37 cm</a><ul><li>Zwei Akkus "
	                   "liefern die Leistung eines Kabelm\xC3\xA4hers</li><li>45-Liter-Fangkorb mit "
	                   "F\xC3\xBCllstandsanzeige</li></ul><span class=price>279,00 EUR</span><a "
	                   "class=button href=\"/dp/1\">Bei Amazon ansehen</a></div><div "
	                   "class=aawp-product><span class=ribbon>Bestseller Nr. 2</span><a "
	                   "class=title href=\"/dp/2\">Rasenprofi Akku-Rasenm\xC3\xA4her 18V, 33 cm "
	                   "Schnittbreite</a><ul><li>Leicht: nur 11 kg, ideal f\xC3\xBCr kleine "
	                   "G\xC3\xA4rten</li></ul><span class=price>149,99 EUR</span><a class=button "
	                   "href=\"/dp/2\">Bei Amazon ansehen</a></div></div><h2>Vergleich</h2><p>Die "
	                   "Laufzeit habe ich selbst gemessen, jeweils auf trockenem Rasen mit "
	                   "mittlerer Schnitth\xC3\xB6he.</p><table><tr><td>Gartenmax 36V</td><td>42 "
	                   "Minuten</td><td>279 EUR</td></tr><tr><td>Rasenprofi 18V</td><td>28 "
	                   "Minuten</td><td>149 EUR</td></tr></table><p>F\xC3\xBCr die meisten "
	                   "G\xC3\xA4rten ist ein Modell mit 36 Volt der beste Kompromiss, wer mehr "
	                   "Fl\xC3\xA4" "che hat, greift zum gr\xC3\xB6\xC3\x9f" "eren.</p></div>"
	                   "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "braucht heute keinen lauten") != NULL);
	CHECK(strstr(t, "Rasenprofi 18V 28 Minuten 149 EUR") != NULL);
	CHECK(strstr(t, "der beste Kompromiss") != NULL);
	CHECK(strstr(t, "Bestseller Nr.") == NULL);
	CHECK(strstr(t, "Fangkorb") == NULL);
	CHECK(strstr(t, "279,00 EUR") == NULL);
	CHECK(strstr(t, "ideal f\xC3\xBCr kleine") == NULL);
	CHECK(strstr(t, "Bei Amazon") == NULL);
}

static void test_disclosure_lines(void)
{
	/* a post's disclosures: it holds affiliate links, it is paid for; a
	 * sentence of the post that names affiliate links stays */
	const char *t = ex("<html lang=de><body><article><h1>Sauerteig selber machen</h1><div "
	                   "class=entry-content><p><strong>Werbung</strong> | Dieser Beitrag "
	                   "enth\xC3\xA4lt Affiliate-Links (mit * gekennzeichnet).</p><p>Sauerteig "
	                   "ist nichts anderes als ein Gemisch aus Mehl und Wasser, in dem sich "
	                   "wilde Hefen angesiedelt haben. Sie lockern den Teig.</p><p>Ein "
	                   "Affiliate-Link ist ein Link, \xC3\xBC" "ber den ein Shop einen Kauf dem "
	                   "Blog zuordnet.</p><p>Anders als bei Backhefe brauchst du daf\xC3\xBCr nur "
	                   "etwas Geduld und ein warmes Pl\xC3\xA4tzchen f\xC3\xBCr das Glas.</p>"
	                   "<p><em>*Dieser Artikel enth\xC3\xA4lt Affiliate-Links. Wenn du \xC3\xBC"
	                   "ber einen dieser Links kaufst, erhalte ich eine kleine Provision.</em>"
	                   "</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "wilde Hefen") != NULL);
	CHECK(strstr(t, "Ein Affiliate-Link ist ein Link") != NULL);
	CHECK(strstr(t, "warmes Pl\xC3\xA4tzchen") != NULL);
	CHECK(strstr(t, "Werbung") == NULL);
	CHECK(strstr(t, "Provision") == NULL);
	t = ex("<html lang=en><body><article><h1>My favourite hiking boots</h1><div "
	       "class=entry-content><p><em>This post may contain affiliate links. As an Amazon "
	       "Associate I earn from qualifying purchases.</em></p><p>I have walked about six "
	       "hundred miles in these boots over two summers, on rock, mud and snow.</p><p>"
	       "They are not light, but they have never given me a blister.</p></div>"
	       "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "six hundred miles") != NULL);
	CHECK(strstr(t, "affiliate") == NULL);
	/* a Dutch travel blog's disclosure over the post ("bevat",
	 * "commissie"), and its call to pin the post under a picture */
	t = ex("<html lang=nl><body><article><h1>Rondreis Schotland</h1><div "
	       "class=entry-content><p><em>Dit artikel bevat affiliate links. Boek je via een van "
	       "deze links, dan ontvangen wij een kleine commissie.</em></p><p>Schotland was voor "
	       "ons al jaren de bestemming voor een roadtrip, en vorig najaar was het zover.</p>"
	       "<p>We begonnen in Edinburgh, waar we drie nachten bleven in een klein hotel.</p>"
	       "<figure><img src=/p.jpg><figcaption>Vond je dit artikel handig? Pin het dan op "
	       "Pinterest!</figcaption></figure></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "drie nachten") != NULL);
	CHECK(strstr(t, "commissie") == NULL);
	CHECK(strstr(t, "Pinterest") == NULL);
}

static void test_commission_note(void)
{
	/* a review's note that its shop links pay the site, with no word
	 * "affiliate" (a fee and links named), under the verdict; a broker's
	 * fee in the text stays */
	const char *t = ex("<html lang=en><body><article><h1>Aero Book 14 review</h1><div "
	                   "class=article-body><p>The Aero Book 14 weighs 2.6 pounds and is just "
	                   "under half an inch thick, and the chassis feels sturdy.</p><p>In my "
	                   "usual workload it averaged 14 hours with the screen at 200 nits.</p>"
	                   "<p class=disclosure>If you buy something from one of our links, we "
	                   "may earn a commission. See our ethics statement.</p><p>Power users who "
	                   "render video should look at something with a fan.</p></div></article>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "14 hours") != NULL);
	CHECK(strstr(t, "with a fan") != NULL);
	CHECK(strstr(t, "commission") == NULL);
	t = ex("<html lang=de><body><article><h1>Wohnung kaufen</h1><div class=article-body>"
	       "<p>Beim Kauf \xC3\xBC" "ber einen Makler f\xC3\xA4llt eine Provision an, die "
	       "sich K\xC3\xA4ufer und Verk\xC3\xA4ufer teilen.</p><p>Wer selbst sucht, spart "
	       "sich diese Kosten, braucht aber mehr Zeit f\xC3\xBCr Besichtigungen.</p>"
	       "</div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Provision an") != NULL);
}

static void test_score_line(void)
{
	/* a review's score box in its verdict: the figure alone, out of a
	 * scale, or with the word for a score; the pros and cons, a spec
	 * list's "Bluetooth 5.3", "Operating System 2.1" and a quantity stay */
	const char *t = ex("<html lang=it><body><article><h1>Recensione Visio OLED 55</h1><div "
	                   "class=thecontent><p>Il pannello \xC3\xA8 spesso appena 4 millimetri "
	                   "nella parte superiore, mentre sotto ci sono gli altoparlanti.</p><p>Con "
	                   "la modalit\xC3\xA0 Filmmaker il televisore offre una resa molto "
	                   "fedele e luminosa.</p><ul><li>Bluetooth 5.3</li><li>1/2 metro di "
	                   "cavo</li><li>Operating System 2.1</li></ul><div class=pro><b>PRO</b><ul><li>Immagine "
	                   "eccellente</li><li>Quattro HDMI 2.1</li></ul></div><div class=box>"
	                   "<div>VOTO 8.8</div><div>4,5/5</div><div>8,6</div></div><p>Il "
	                   "televisore \xC3\xA8 consigliato a chi cerca un OLED completo.</p>"
	                   "</div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Bluetooth 5.3") != NULL);
	CHECK(strstr(t, "1/2 metro") != NULL);
	CHECK(strstr(t, "Operating System 2.1") != NULL);
	CHECK(strstr(t, "Immagine eccellente") != NULL);
	CHECK(strstr(t, "OLED completo") != NULL);
	CHECK(strstr(t, "VOTO") == NULL);
	CHECK(strstr(t, "4,5/5") == NULL);
	CHECK(strstr(t, "8,6") == NULL);
	/* a shop's card in the body: its stars and its count of votes */
	t = ex("<html lang=de><body><article><h1>Zyklon V12 im Test</h1><div class=body><p>Zwei "
	       "Wochen lang habe ich mit dem Zyklon V12 meine Wohnung gesaugt, inklusive "
	       "Katzenhaaren auf dem Sofa.</p><div class=card><div>4.6 (128)</div></div><p>Der "
	       "Akku h&auml;lt auf der mittleren Stufe rund 45 Minuten, auf der h&ouml;chsten nur "
	       "acht Minuten.</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "45 Minuten") != NULL);
	CHECK(strstr(t, "(128)") == NULL);
}

static void test_headline_teaser(void)
{
	/* a test's teaser, an unnamed paragraph right under the headline in
	 * the article's header box (named boilerplate), above the byline and
	 * the body's box: it goes first */
	const char *t = ex("<html lang=de><body><div id=screen><article><header "
	                   "class=cluster-header><h1>Lumio Libra im Test</h1><p>Der Lumio Libra "
	                   "ist der erste E-Book-Reader des Herstellers mit Farbdisplay. Im Test "
	                   "zeigen sich St\xC3\xA4rken bei Comics.</p><div class=authors>Ein Test "
	                   "von Tobias K\xC3\xB6hler, 25. November 2026</div></header><div "
	                   "class=formatted><p>Farbige E-Ink-Displays gibt es seit einigen Jahren, "
	                   "doch erst jetzt werden sie in g\xC3\xBCnstigeren Ger\xC3\xA4ten "
	                   "verbaut.</p><p>Im Alltag f\xC3\xA4llt sofort auf: Die Farben wirken "
	                   "blass, \xC3\xA4hnlich wie auf einer alten Zeitung.</p><p>Wer vor allem "
	                   "Romane liest, ist mit einem Schwarz-Wei\xC3\x9F-Reader besser "
	                   "bedient.</p></div></article></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Der Lumio Libra ist der erste") == t);
	CHECK(strstr(t, "alten Zeitung") != NULL);
	CHECK(strstr(t, "Tobias") == NULL);
}

static void test_price_only(void)
{
	/* a shop's card in a review's body: its price alone on a line goes;
	 * three prices alone are a price list, a restaurant's menu, and stay */
	const char *t = ex("<html lang=de><body><article><h1>Zyklon V12 im Test</h1><div "
	                   "class=body><p>Zwei Wochen lang habe ich mit dem Zyklon V12 meine "
	                   "Wohnung gesaugt, inklusive Katzenhaaren auf dem Sofa.</p><div "
	                   "class=card><div>CHF 549.\xE2\x80\x93</div></div><p>Der Akku "
	                   "h&auml;lt auf der mittleren Stufe rund 45 Minuten, auf der "
	                   "h&ouml;chsten nur acht Minuten.</p></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "45 Minuten") != NULL);
	CHECK(strstr(t, "CHF") == NULL);
	t = ex("<html lang=de><body><main><h1>Speisekarte</h1><p>Unsere K\xC3\xBC" "che kocht "
	       "mit Zutaten aus der Region, die Karte wechselt mit den Jahreszeiten.</p><div><h4>"
	       "Fl\xC3\xA4" "dlesuppe</h4><div>6,50 \xE2\x82\xAC</div><p>Kr\xC3\xA4" "ftige "
	       "Rinderbr\xC3\xBChe mit Fl\xC3\xA4" "dle.</p><h4>Feldsalat</h4><div>9,80 "
	       "\xE2\x82\xAC</div><p>Mit Speck und Crou\xC3\xBBtons.</p><h4>Flammkuchen</h4>"
	       "<div>11,50 \xE2\x82\xAC</div><p>Mit Zwiebeln und Speck nach Els\xC3\xA4sser "
	       "Art.</p></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "9,80") != NULL);
}

static void test_toc_title(void)
{
	/* a table of contents in a review's body: its title goes with its
	 * links; a heading "Inhalt" over text stays */
	const char *t = ex("<html lang=fr><body><article><h1>Test des Sonique Buds Pro</h1><div "
	                   "class=post__content><p>Les Sonique Buds Pro arrivent sur un march\xC3\xA9 "
	                   "satur\xC3\xA9 d'\xC3\xA9" "couteurs sans fil \xC3\xA0 r\xC3\xA9" "duction "
	                   "de bruit.</p><div class=toc-box><p>Sommaire</p><ol><li><a "
	                   "href=#design>Design</a></li><li><a href=#audio>Qualit\xC3\xA9 audio</a>"
	                   "</li><li><a href=#autonomie>Autonomie</a></li><li><a href=#prix>Prix "
	                   "et disponibilit\xC3\xA9</a></li></ol></div>"
	                   "<h2 id=design>Un design passe-partout</h2><p>Les \xC3\xA9" "couteurs "
	                   "adoptent une forme \xC3\xA0 tige courte et tiennent bien.</p><h2>Inhalt"
	                   "</h2><p>La bo\xC3\xAEte contient les \xC3\xA9" "couteurs, un c\xC3\xA2" "ble "
	                   "et quatre paires d'embouts.</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "tige courte") != NULL);
	CHECK(strstr(t, "Inhalt") != NULL);
	CHECK(strstr(t, "Sommaire") == NULL);
}

static void test_offer_box(void)
{
	/* an affiliate plugin's offer box under a post, run into one line;
	 * a sentence naming the shop and the price stays */
	const char *t = ex("<html lang=de><body><article><h1>Barista One im Test</h1><div "
	                   "class=entry-content><p>Seit einem halben Jahr steht die Barista One "
	                   "bei mir in der K\xC3\xBC" "che, ich habe etwa 900 Espressi gezogen.</p>"
	                   "<p>Die Maschine ist bei Amazon f\xC3\xBCr 249 \xE2\x82\xAC "
	                   "erh\xC3\xA4ltlich.</p><p>F\xC3\xBCr Einsteiger ist die Barista One eine "
	                   "richtig gute Wahl, ich w\xC3\xBCrde sie wieder kaufen.</p><div "
	                   "class=aawp><div class=aawp-product><span>Barista One "
	                   "Siebtr\xC3\xA4germaschine, 15 bar</span><span>ab 249,99 "
	                   "\xE2\x82\xAC</span><a href=#>Bei Amazon kaufen</a><span>Preis inkl. "
	                   "MwSt., zzgl. Versandkosten. Letzte Aktualisierung am 27.11.2026</span>"
	                   "</div></div></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "wieder kaufen") != NULL);
	CHECK(strstr(t, "erh\xC3\xA4ltlich") != NULL);
	CHECK(strstr(t, "Letzte Aktualisierung") == NULL);
}

static void test_score_label(void)
{
	/* a review box's list of sub-scores: each label goes with its score;
	 * a list of the pros stays */
	const char *t = ex("<html lang=de><body><article><h1>Barista One im Test</h1><div "
	                   "class=entry-content><p>Seit einem halben Jahr steht die Barista One "
	                   "bei mir in der K\xC3\xBC" "che, ich habe etwa 900 Espressi gezogen.</p>"
	                   "<div class=review-box><ul><li><span>Espresso</span><div>4,5/5</div></li>"
	                   "<li><span>Milchschaum</span><div>4/5</div></li><li><span>Verarbeitung"
	                   "</span><div>3,5/5</div></li></ul><h4>Vorteile</h4><ul><li>Konstanter "
	                   "Espresso</li><li>Kr\xC3\xA4" "ftige Dampflanze</li></ul></div><p>"
	                   "F\xC3\xBCr Einsteiger ist die Barista One eine richtig gute Wahl, ich "
	                   "w\xC3\xBCrde sie wieder kaufen.</p></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "wieder kaufen") != NULL);
	CHECK(strstr(t, "Konstanter Espresso") != NULL);
	CHECK(strstr(t, "Milchschaum") == NULL);
	CHECK(strstr(t, "Verarbeitung") == NULL);
}

static void test_rating_prompt(void)
{
	/* a blog's star rating widget under the post: its question and its
	 * call to click a star, the post's last paragraph stays */
	const char *t = ex("<html lang=de><body><article><h1>Rasen d\xC3\xBCngen</h1><div "
	                   "class=entry-content><p>Im Fr\xC3\xBChjahr braucht der Rasen vor allem "
	                   "Stickstoff, damit er nach dem Winter schnell wieder gr\xC3\xBCn "
	                   "wird.</p><p>D\xC3\xBCnge erst, wenn der Boden w\xC3\xA4rmer als zehn Grad "
	                   "ist, sonst wird der D\xC3\xBCnger ausgewaschen.</p><div "
	                   "class=kk-star-ratings><div class=kksr-legend>Wie hilfreich war dieser "
	                   "Beitrag?</div><div class=kksr-stars></div></div><div class=rmp-widgets>"
	                   "<p class=rmp-heading>Klicke auf die Sterne um zu bewerten!</p></div>"
	                   "</div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "sonst wird der D\xC3\xBCnger ausgewaschen.") != NULL);
	CHECK(strstr(t, "hilfreich") == NULL);
	CHECK(strstr(t, "Sterne") == NULL);
}

/* A bio box set in utility or hashed classes: its label is no heading,
 * a line styled as one ("<div class="text-xs uppercase">Über die
 * Autorin</div>"), or a heading names the author, "Written by ...": the
 * box goes, the post stays. */
static void test_bio_label(void)
{
	const char *t = ex("<html lang=de><body><main><article><h1 class=\"text-4xl\">F\xC3\xBCnf "
	                   "\xC3\x9C" "bungen</h1><div class=\"max-w-[680px]\"><p class=\"mb-5\">Wer "
	                   "den ganzen Tag am K\xC3\xBC" "chentisch arbeitet, merkt es oft erst "
	                   "abends: Der Nacken ist verspannt.</p><p class=\"mb-5\">Schon wenige "
	                   "Minuten Bewegung am Tag k\xC3\xB6nnen viel bewirken, und die "
	                   "\xC3\x9C" "bungen brauchen kein Ger\xC3\xA4t.</p></div><div class=\""
	                   "mt-12 rounded-xl border p-6\"><div class=\"text-xs uppercase\">\xC3\x9C"
	                   "ber die Autorin</div><div class=\"flex gap-4\"><img src=a.jpg alt=\"\">"
	                   "<div><p class=\"font-semibold\">Dr. med. Anna Lindner</p><p class=\""
	                   "text-sm\">Anna Lindner ist Fach\xC3\xA4rztin f\xC3\xBCr Orthop\xC3\xA4"
	                   "die in M\xC3\xBCnchen.</p></div></div></div><div class=css-1x2y3z><h3 "
	                   "class=css-9q8w7e>Written by Priya Raman</h3><p class=css-4r5t6y>Priya "
	                   "leads the developer productivity team. Before that she built payment "
	                   "systems in Berlin.</p></div></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Der Nacken ist verspannt.") != NULL);
	CHECK(strstr(t, "kein Ger\xC3\xA4t.") != NULL);
	CHECK(strstr(t, "Autorin") == NULL);
	CHECK(strstr(t, "Orthop\xC3\xA4" "die") == NULL);
	CHECK(strstr(t, "Written by") == NULL);
	CHECK(strstr(t, "payment systems") == NULL);
}

/* A byline's line in utility classes, no class to name it one, that
 * gives the reading time ("Bewegung · 12. November 2024 · 4 Min.
 * Lesezeit", "Felix Brandner 07.05.2025 · 6 Min.") goes; a recipe's
 * time, "Backzeit: 30 Min.", stays. */
static void test_read_time_line(void)
{
	const char *t = ex("<html lang=de><body><main><div class=\"grid gap-12\"><div><div class=\""
	                   "mb-4 flex text-sm text-slate-500\"><a class=\"font-semibold\" href=/b>"
	                   "Bewegung</a><span>\xC2\xB7</span><span>12. November 2024</span><span>"
	                   "\xC2\xB7</span><span>4 Min. Lesezeit</span></div><h1 class=\"text-4xl\">"
	                   "Apfelkuchen wie bei Oma</h1><div class=\"max-w-prose\"><p class=\"mb-5\">"
	                   "Dieser Apfelkuchen gelingt immer, und er schmeckt am zweiten Tag fast "
	                   "noch besser als frisch aus dem Ofen.</p><p class=\"mb-5\">Den Teig "
	                   "verkneten, die \xC3\x84pfel schneiden und alles in die Form geben. Dann "
	                   "kommt der Kuchen in den vorgeheizten Ofen.</p><p class=\"mb-5\">Backzeit:"
	                   " 30 Min.</p><p class=\"mb-5\">Vor dem Anschneiden sollte der Kuchen "
	                   "mindestens eine Stunde auskühlen, sonst zerf\xC3\xA4llt er.</p></div>"
	                   "<div class=\"mt-8 flex\"><span>Felix Brandner 07.05.2025 \xC2\xB7 6 Min."
	                   "</span></div></div></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Dieser Apfelkuchen gelingt immer") != NULL);
	CHECK(strstr(t, "Backzeit: 30 Min.") != NULL);
	CHECK(strstr(t, "Lesezeit") == NULL);
	CHECK(strstr(t, "6 Min.") == NULL);
	/* a sentence with minutes and "read" in it stays */
	t = ex("<html><body><p>The shot clock after the 20 minutes read Wings 16, Canucks 5.</p>"
	       "<p>" PARA "</p></body></html>", NULL, NULL);
	CHECK(strstr(t, "20 minutes read Wings 16") != NULL);
}

/* A magazine's byline line whose minutes close it after a date in
 * figures, no word of reading nor a dot between ("Andrea Fontana (Text)
 * 21.11.2026, 05.30 Uhr 12 min") goes; a sentence that ends in minutes
 * without a date, "Der Zug braucht nach Bern 12 min", stays. */
static void test_read_time_figure_date(void)
{
	const char *t = ex("<html lang=de><body><article><h1>Die Mineure von Airolo</h1>"
	                   "<p class=headline__lead>1872 begann der Bau des Tunnels. Tausende "
	                   "Arbeiter gruben sich durch den Fels.</p><div class=metainfo><span><a "
	                   "href=/a>Andrea Fontana</a> (Text)</span> <span>21.11.2026, 05.30 "
	                   "Uhr</span> <span>12 min</span></div><div class=body><p>" PARA "</p><p>"
	                   "Der Zug braucht nach Bern 12 min</p><p>" PARA "</p></div></article>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Tausende Arbeiter") != NULL);
	CHECK(strstr(t, "nach Bern 12 min") != NULL);
	CHECK(strstr(t, "Andrea Fontana") == NULL);
	CHECK(strstr(t, "05.30") == NULL);
}

/* A press release's date line with its words, all in an inline element
 * named a date, right over the headline ("<span class=date>
 * Pressemitteilung vom 21.11.2024</span><h1>", "Communiqué de presse du 3
 * mars 2025") goes; the body stays. */
static void test_press_date_kicker(void)
{
	const char *t = ex("<html lang=de><body><main><div class=\"news-detail svelte-q1\"><div "
	                   "class=\"news-head svelte-q1\"><span class=\"date svelte-q1\">"
	                   "Pressemitteilung vom 21.11.2024</span><h1 class=svelte-q1>Neue "
	                   "Preise ab 1. Januar</h1></div><div class=\"news-content svelte-q1\">"
	                   "<p>" PARA "</p><p>" PARA "</p><p>" PARA "</p></div></div></main>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Pressemitteilung vom") == NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	t = ex("<html lang=fr><body><main><article><header><p><span class=date>Communiqu"
	       "\xC3\xA9 de presse du 3 mars 2025</span></p><h1>Nouveaux tarifs</h1></header>"
	       "<div class=content><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p></div>"
	       "</article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "de presse du 3 mars") == NULL);
	CHECK(strstr(t, "The committee met") != NULL);
}

/* A chapter's number alone over its title between kept paragraphs
 * ("<div class=chapter__label>Kapitel 3</div><h2>Rotterdam wartet</h2>")
 * goes; the title stays, and so does a line that only opens with the
 * word ("Kapitel 3 des Gesetzes"). */
static void test_chapter_label(void)
{
	const char *t = ex("<html lang=de><body><main><section class=chapter><div class="
	                   "chapter__label>Kapitel 2</div><h2>Kaub, Pegel 78 Zentimeter</h2><p>"
	                   PARA "</p><p>" PARA "</p></section><section class=chapter><div class="
	                   "chapter__label>Kapitel 3</div><h2>Rotterdam wartet</h2><p>" PARA
	                   "</p><p>" PARA "</p><p>Kapitel 3 des Gesetzes</p><p>" PARA "</p>"
	                   "</section></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Kapitel 3\n") == NULL);
	CHECK(strstr(t, "Rotterdam wartet") != NULL);
	CHECK(strstr(t, "Kapitel 3 des Gesetzes") != NULL);
}

/* A call to act after the post, its button a link in utility classes
 * alone ("<a class=\"rounded-full bg-teal-600 px-5 py-2.5\">Get
 * started</a>"): the band goes, past a tag's pill of the same classes in
 * the byline; a grid of cards of one class, each with such a button,
 * stays. */
static void test_cta_utility_button(void)
{
	const char *t = ex("<html><body><main><article><div class=\"flex text-xs\"><time>3 Feb "
	                   "2025</time><a href=/c class=\"rounded-full bg-gray-50 px-3 py-1.5\">"
	                   "Legal</a></div><h1 class=\"text-3xl\">Analytics without cookies</h1>"
	                   "<div class=\"prose max-w-none\"><p>" PARA "</p><p>" PARA "</p><p>"
	                   PARA "</p><p>" PARA "</p><p>" PARA "</p></div>"
	                   "<div class=\"mt-12 rounded-2xl bg-teal-500 px-6 py-10\"><h2 class=\""
	                   "text-2xl\">Try Plausive free for 30 days</h2><p class=\"mt-3\">Cookie-"
	                   "free analytics, hosted in Frankfurt. No credit card required.</p><a "
	                   "href=/signup class=\"mt-6 inline-block rounded-full bg-white px-5 py-"
	                   "2.5\">Get started</a></div></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Try Plausive") == NULL);
	CHECK(strstr(t, "No credit card") == NULL);
	t = ex("<html><body><main><div class=\"prose\"><p>" PARA "</p><p>" PARA "</p><p>" PARA
	       "</p><p>" PARA "</p><p>" PARA "</p></div>"
	       "<div class=\"grid grid-cols-2\"><div class=\"rounded-xl p-6\"><h3>Starter</h3>"
	       "<p>For small teams with one website and up to ten thousand visits.</p><a href=/s "
	       "class=\"rounded-md bg-teal-600 px-4 py-2\">Choose Starter</a></div><div class=\""
	       "rounded-xl p-6\"><h3>Business</h3><p>For agencies with many websites and "
	       "unlimited visits.</p><a href=/b class=\"rounded-md bg-teal-600 px-4 py-2\">"
	       "Choose Business</a></div></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "unlimited visits") != NULL);
}

/* Custom elements: one that starts a line is a box ("<article-meta>
 * <author-list>...</author-list><time>", not run into one line), named as
 * a class names one ("<site-footer>": boilerplate); one in a line of text
 * stays inline ("changed <relative-time>on Mar 3, 2025</relative-time>
 * after"). */
static void test_custom_elements(void)
{
	const char *t = ex("<html><body><main><article><h1>Bridge to be built</h1><article-meta>"
	                   "<author-list><a href=/a>Lea Meier</a></author-list><time>19.03.2025, "
	                   "17.45 Uhr</time></article-meta><article-body><p>" PARA "</p><p>The "
	                   "plan was changed <relative-time datetime=2025-03-03>on Mar 3, 2025"
	                   "</relative-time> after a vote in the council, and the cost went up by "
	                   "a fifth.</p><p>" PARA "</p></article-body></article><site-footer><a "
	                   "href=/i>Impressum</a> <a href=/d>Datenschutz</a> Limmattaler Zeitung AG"
	                   ", Z\xC3\xBCrich. F\xC3\xBCr unverlangt eingesandte Manuskripte "
	                   "\xC3\xBC" "bernehmen wir keine Haftung.</site-footer></main></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "changed on Mar 3, 2025 after a vote") != NULL);
	CHECK(strstr(t, "Meier19") == NULL);
	CHECK(strstr(t, "Manuskripte") == NULL);
	/* MathJax's math that opens a line stays in its sentence */
	t = ex("<html><body><h1>Quadratic equations</h1><p>When</p><mjx-container class=MathJax>"
	       "<mjx-assistive-mml><math><mi>a</mi><mo>=</mo><mn>1</mn></math></mjx-assistive-mml>"
	       "</mjx-container>, there are two solutions to the equation, and they are given by "
	       "the well-known formula that every pupil learns at school.<p>" PARA "</p></body>"
	       "</html>", NULL, NULL);
	CHECK(strstr(t, "=1, there are two solutions") != NULL);
}

/* A client-rendered shell: its visible HTML the site's name and a
 * spinner, its text in JSON-LD's articleBody alone. The page gives its
 * <title>, the site's name cut off after or before it; the articleBody,
 * no page text, is never taken on its own word. */
static void test_shell_title(void)
{
	const char *t = ex("<html lang=de><head><title>Bahnstreik: Was Pendler wissen m\xC3\xBCssen "
	                   "| Pendlerportal</title><script type=application/ld+json>{\"@type\":"
	                   "\"NewsArticle\",\"articleBody\":\"Die Gewerkschaft hat zu einem Streik "
	                   "aufgerufen.\"}</script></head><body><noscript>You need to enable "
	                   "JavaScript to run this app.</noscript><div id=root><div class=spinner "
	                   "role=progressbar></div></div></body></html>", NULL, NULL);
	CHECK(strcmp(t, "Bahnstreik: Was Pendler wissen m\xC3\xBCssen") == 0);
	t = ex("<html><head><title>Pendlerportal | Bahnstreik: Was Pendler wissen m\xC3\xBCssen"
	       "</title></head><body><app-root><div class=loader></div></app-root></body></html>",
	       NULL, NULL);
	CHECK(strcmp(t, "Bahnstreik: Was Pendler wissen m\xC3\xBCssen") == 0);
}

/* A widget's label run into its figure, its spans set with no space
 * ("Artikel anhören3:12", a read-aloud player), is the label; and the
 * question whether the reader liked the article ("Hat Ihnen dieser
 * Artikel gefallen?", "Did you enjoy this article?") is a widget's. */
static void test_widget_glued(void)
{
	const char *t = ex("<html lang=de><body><main><article><h1 class=_h_x1>Freibad \xC3\xB6"
	                   "ffnet wieder</h1><div class=_audio_a2><button>Play</button><span>"
	                   "Artikel anh\xC3\xB6ren</span><span>3:12</span></div><div class=_body_b3>"
	                   "<p>Nach zwei Jahren Bauzeit \xC3\xB6" "ffnet das Freibad am 1. Juni "
	                   "wieder. Die Stadt hat rund 11 Millionen Euro investiert.</p><p>Das "
	                   "Becken wurde komplett erneuert, neu sind ein Wasserspielplatz und eine "
	                   "Rutsche.</p></div><div class=_feedback_c4><p>Hat Ihnen dieser Artikel "
	                   "gefallen?</p><button>Ja</button></div></article></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Nach zwei Jahren Bauzeit") != NULL);
	CHECK(strstr(t, "anh\xC3\xB6ren") == NULL);
	CHECK(strstr(t, "gefallen") == NULL);
}

/* A byline set as a portrait and two lines beside it between the
 * headline and the text, in utility classes that name nothing: it goes;
 * the text stays. */
static void test_avatar_byline(void)
{
	const char *t = ex("<html lang=de><body><main><div class=\"grid gap-12\"><div><h1 class=\""
	                   "text-4xl\">R\xC3\xBC" "ckenschmerzen im Homeoffice</h1><div class=\"mb-8 "
	                   "flex items-center gap-3\"><img alt=\"\" width=48 height=48 src=/a.jpg>"
	                   "<div><div class=font-semibold>Dr. med. Anna Lindner</div><div class=\""
	                   "text-sm\">Fach\xC3\xA4rztin f\xC3\xBCr Orthop\xC3\xA4" "die</div></div>"
	                   "</div><div class=\"max-w-prose\"><p class=mb-5>Wer den ganzen Tag am "
	                   "K\xC3\xBC" "chentisch arbeitet, merkt es oft erst abends: Der Nacken ist "
	                   "verspannt.</p><p class=mb-5>Schon wenige Minuten Bewegung am Tag "
	                   "k\xC3\xB6nnen viel bewirken, und die \xC3\x9C" "bungen brauchen kein "
	                   "Ger\xC3\xA4t.</p></div></div></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Der Nacken ist verspannt.") != NULL);
	CHECK(strstr(t, "kein Ger\xC3\xA4t.") != NULL);
	CHECK(strstr(t, "Anna Lindner") == NULL);
	CHECK(strstr(t, "Fach\xC3\xA4rztin") == NULL);
}

/* An author's card closing the post, in a page builder's classes that
 * name nothing: a portrait, a name, a line of bio. It goes; a picture with
 * a short line and a paragraph of the post before more of its text stays. */
static void test_avatar_bio(void)
{
	static const char *const card = "<div class=gb-container-a1><div class=gb-inside>"
		"<img class=gb-image src=/b.jpg alt=\"\" width=80 height=80><p class=gb-h1>"
		"Benedikt Maier</p><p class=gb-h2>Pendler, Schrauber und Familienvater. Ich "
		"teste seit 2019 E-Bikes im Alltag und schreibe hier \xC3\xBC" "ber das "
		"Rad.</p></div></div>";
	char page[4096];
	snprintf(page, sizeof page, "<html lang=de><body><main><article><h1>Dienstrad-Leasing"
	         "</h1><div class=entry-content><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
	         "</div>%s</article></main></body></html>", card);
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Familienvater") == NULL);
	snprintf(page, sizeof page, "<html lang=de><body><main><article><h1>Dienstrad-Leasing"
	         "</h1><div class=entry-content><p>" PARA "</p><p>" PARA "</p>%s<p>" PARA
	         "</p><p>Das war mein Fazit nach drei Jahren mit dem Rad zur Arbeit.</p></div>"
	         "</article></main></body></html>", card);
	t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Familienvater") != NULL);
	CHECK(strstr(t, "mein Fazit") != NULL);
}

/* A newsletter plugin's sign-up box in a blog post, named for the plugin
 * alone ("mailpoet_form"): its heading goes with its pitch. */
static void test_newsletter_plugin_box(void)
{
	const char *t = ex("<html lang=de><body><main><article><h1>Taschengeld</h1><div class="
	                   "entry-content><p>" PARA "</p><p>" PARA "</p><div class=mailpoet_form>"
	                   "<h3>Nichts mehr verpassen!</h3><p>Trag dich in unseren Familien-"
	                   "Newsletter ein und erhalte jeden Monat Tipps.</p><form><input type="
	                   "email></form></div><p>" PARA "</p></div></article></main></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Nichts mehr verpassen") == NULL);
}

/* A call to act after the post's <article>, in hashed classes that name
 * nothing, its button a link alone ("We are hiring ... See open roles"):
 * it goes; after a list of <article>s (a thread's posts, a live blog's
 * entries) a box is no such band and stays. */
static void test_cta_after_article(void)
{
	const char *t = ex("<html><body><main class=css-1a><article class=css-2b><h1 class=css-3c>"
	                   "How we cut our CI pipeline</h1><div class=css-4d><p>" PARA "</p><p>" PARA
	                   "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p></div></article><section "
	                   "class=css-5e><h2 class=css-6f>We are hiring</h2><p class=css-7g>Want to "
	                   "work on problems like this? We are looking for platform engineers in "
	                   "Berlin.</p><a class=css-8h href=/careers>See open roles</a></section>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "We are hiring") == NULL);
	CHECK(strstr(t, "platform engineers") == NULL);
	t = ex("<html><body><main class=css-1a><article class=css-2b><p>" PARA "</p><p>" PARA
	       "</p><p>" PARA "</p></article><article class=css-2b><p>" PARA "</p><p>" PARA
	       "</p></article><div class=css-5e><h2 class=css-6f>Rescued from the underpass</h2>"
	       "<p class=css-7g>Firefighters freed five people from their cars this morning.</p>"
	       "<a class=css-8h href=/e/9>Permalink</a></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Firefighters freed five people") != NULL);
}

static void test_bio_after_short_post(void)
{
	/* a short post and, under it, the author's bio box, longer than the
	 * post and as near to the headline, over the related posts: the post
	 * is the article */
	const char *t = ex(
	                   "<html lang=de><head><title>Kurz notiert: Unser Stand auf dem Weihnacht"
	                   "smarkt - Strickliesel</title></head><body><div><header><a href=/>Stric"
	                   "kliesel</a><nav><a href=/>Start</a> <a href=/a/>Anleitungen</a></nav><"
	                   "/header><div><div><div><main><article><div><header class=\"entry-heade"
	                   "r ast-no-thumbnail\"><h1>Kurz notiert: Unser Stand auf dem Weihnachtsm"
	                   "arkt</h1><div><span><a href=/author/anke/><span>Anke</span></a></span>"
	                   " / <span><span>24. November 2026</span></span></div></header><div><p>A"
	                   "m ersten Adventswochenende findet ihr uns wieder mit einem Stand auf d"
	                   "em Weihnachtsmarkt am Rathausplatz. Wir haben M\xC3\xBCtzen, Socken un"
	                   "d Schals dabei, alles von Hand gestrickt, und nat\xC3\xBCrlich auch Wo"
	                   "lle aus unserem kleinen Shop.</p><p>Kommt vorbei, wir freuen uns auf e"
	                   "uch! Der Stand ist von 11 bis 20 Uhr ge\xC3\xB6" "ffnet.</p></div></di"
	                   "v></article><div class=ast-single-author-box><div><div><h3>\xC3\x9C" "b"
	                   "er die Autorin</h3></div><div><div></div><div><a href=/author/anke/><h"
	                   "4>Anke</h4></a><div>Anke strickt, seit sie sieben Jahre alt ist, und h"
	                   "at die Leidenschaft von ihrer Gro\xC3\x9Fmutter geerbt. Nach zwanzig J"
	                   "ahren als Grundschullehrerin hat sie 2019 ihren kleinen Wollladen in d"
	                   "er Altstadt er\xC3\xB6" "ffnet, in dem sie auch Kurse f\xC3\xBCr Anf"
	                   "\xC3\xA4ngerinnen und Anf\xC3\xA4nger gibt. Auf diesem Blog schreibt s"
	                   "ie \xC3\xBC" "ber Anleitungen, Garne und alles, was beim Stricken schi"
	                   "efgehen kann.</div></div></div></div></div><div><div><h2>\xC3\x84hnlic"
	                   "he Beitr\xC3\xA4ge</h2></div><div><article><div><div><header class=\"e"
	                   "ntry-header related-entry-header\"><h3><a href=/socken-ferse/>Socken s"
	                   "tricken f\xC3\xBCr Anf\xC3\xA4nger: Die Ferse</a></h3><div><span><span"
	                   ">10. November 2026</span></span></div></header><div><p class=ast-relat"
	                   "ed-post-excerpt>Die Ferse ist f\xC3\xBCr viele der Moment, in dem sie "
	                   "das Sockenstricken aufgeben. Dabei ist die Bumerangferse gar nicht so "
	                   "schwer, wenn man einmal verstanden hat, wie die verk\xC3\xBCrzten Reih"
	                   "en funktionieren.</p></div></div></div></article><article><div><div><h"
	                   "eader class=\"entry-header related-entry-header\"><h3><a href=/wollres"
	                   "te/>Wollreste verwerten: 7 Ideen</a></h3><div><span><span>2. November "
	                   "2026</span></span></div></header><div><p class=ast-related-post-excerp"
	                   "t>Jeder, der strickt, kennt das Problem: Die Kiste mit den Wollresten "
	                   "wird immer voller. Hier sind sieben Ideen, wie aus kleinen Kn\xC3\xA4u"
	                   "eln noch etwas Sch\xC3\xB6nes wird, von Pompons bis zur Restedecke.</p"
	                   "></div></div></div></article><article><div><div><header><h3><a href=/g"
	                   "arn-waschen/>Merinogarn richtig waschen</a></h3><div><span><span>20. O"
	                   "ktober 2026</span></span></div></header><div><p>Merino ist weich und w"
	                   "arm, aber empfindlich. Mit lauwarmem Wasser, wenig Wollwaschmittel und"
	                   " ohne Reiben bleiben eure Lieblingsst\xC3\xBC" "cke jahrelang sch\xC3"
	                   "\xB6n und verfilzen nicht.</p></div></div></div></article></div></div>"
	                   "</main></div></div></div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Am ersten Adventswochenende") != NULL);
	CHECK(strstr(t, "von 11 bis 20 Uhr") != NULL);
	CHECK(strstr(t, "Grundschullehrerin") == NULL);
}

static void test_social_count(void)
{
	/* a post's claps between its dek and its first paragraph, a count
	 * rounded to thousands; the same figures in a table are data */
	const char *t = ex("<html lang=en><body><article><h1>Why I Stopped Using Story Points</h1>"
	                   "<h2>And what my team estimates instead</h2><div><a href=/@dana>Dana "
	                   "Whitfield</a> <span>6 min read</span></div><div><button>"
	                   "<span>clap</span></button><p>1.2K</p></div><p>For four years my team "
	                   "estimated every ticket in story points. We argued about whether a task "
	                   "was a three or a five.</p><p>Last spring we dropped them. Nothing broke, "
	                   "and our planning meetings got shorter.</p><table><tr><td>Tickets</td>"
	                   "<td>1.2K</td></tr><tr><td>Points</td><td>15K</td></tr></table><p>Try "
	                   "counting for a quarter and compare the forecasts.</p></article>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "For four years") != NULL);
	CHECK(strstr(t, "\n1.2K\n") == NULL);
	CHECK(strstr(t, "Points 15K") != NULL);
}

static void test_bio_heading(void)
{
	/* a bio box set in the post under its heading, past the body: it
	 * goes; the post's own heading and paragraphs stay */
	const char *t = ex("<html lang=de><body><article><h1>Minimalismus im Kinderzimmer</h1><div "
	                   "class=entry-content><p>Vor einem Jahr haben wir das Kinderzimmer "
	                   "unserer beiden T\xC3\xB6" "chter radikal ausgemistet. Hier sind unsere "
	                   "Tipps.</p><h2>Spielzeug rotieren</h2><p>Alle vier Wochen tauschen wir "
	                   "eine Kiste aus. Das alte Spielzeug f\xC3\xBChlt sich dann wieder wie neu "
	                   "an.</p><div class=autorenbox><h3>\xC3\x9C" "ber die Autorin</h3><p>Julia "
	                   "ist Mutter von zwei T\xC3\xB6" "chtern, Erzieherin in Teilzeit und bloggt "
	                   "seit 2018 \xC3\xBC" "ber den Familienwahnsinn.</p></div></div></article>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Spielzeug rotieren\nAlle vier Wochen") != NULL);
	CHECK(strstr(t, "Autorin") == NULL);
	CHECK(strstr(t, "Erzieherin") == NULL);
}

static void test_source_list(void)
{
	/* a news story's sources under its heading at its end go, in their
	 * box or bare over a list; the body's own list stays */
	const char *t = ex("<html lang=de><body><article><h1>Krankenkassen erh\xC3\xB6hen den "
	                   "Zusatzbeitrag</h1><div class=article-body><p>Gesetzlich Versicherte "
	                   "m\xC3\xBCssen sich im kommenden Jahr auf h\xC3\xB6here Beitr\xC3\xA4ge "
	                   "einstellen. Der Sch\xC3\xA4tzerkreis rechnet mit einem Anstieg.</p>"
	                   "<ul><li>Beitrag steigt um 0,4 Punkte</li><li>Wechsel ist jederzeit "
	                   "m\xC3\xB6glich</li></ul><p>Wer wechseln m\xC3\xB6" "chte, muss nur bei der "
	                   "neuen Kasse einen Antrag stellen. Diese k\xC3\xBCmmert sich um die "
	                   "K\xC3\xBCndigung.</p><div class=article-sources><h3>Verwendete Quellen</h3>"
	                   "<ul><li>Nachrichtenagentur dpa</li><li>Bundesamt f\xC3\xBCr Soziale "
	                   "Sicherung: Prognose</li></ul></div></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Wechsel ist jederzeit") != NULL);
	CHECK(strstr(t, "neuen Kasse") != NULL);
	CHECK(strstr(t, "Quellen") == NULL);
	CHECK(strstr(t, "dpa") == NULL);
	t = ex("<html lang=es><body><article><h1>La sequ\xC3\xAD" "a obliga a restringir el riego en "
	       "Andaluc\xC3\xAD" "a</h1><div class=entry-content><p>La Junta ha aprobado este martes "
	       "nuevas restricciones al riego agr\xC3\xAD" "cola en toda la cuenca del "
	       "Guadalquivir, que est\xC3\xA1 al 18 por ciento de su capacidad.</p><p>Los regantes "
	       "han anunciado movilizaciones para la pr\xC3\xB3xima semana en Sevilla y "
	       "C\xC3\xB3rdoba.</p><h4>Fuentes</h4><ul><li>Europa Press</li><li>Confederaci\xC3\xB3n "
	       "Hidrogr\xC3\xA1" "fica del Guadalquivir</li></ul></div></article></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "movilizaciones") != NULL);
	CHECK(strstr(t, "Fuentes") == NULL);
	CHECK(strstr(t, "Europa Press") == NULL);
}

static void test_podcast_promo(void)
{
	/* a paper's promo for its podcast closing a story, its call to
	 * subscribe in the apps and the line that names the show; a story
	 * about the apps stays */
	const char *t = ex("<html lang=de><body><article><h1>Autozulieferer streicht 12.000 "
	                   "Stellen</h1><div class=article-body><p>Der Zulieferer will bis 2029 "
	                   "weltweit rund 12.000 Stellen abbauen, davon mehr als die H\xC3\xA4lfte "
	                   "in Deutschland.</p><p>An der B\xC3\xB6rse kam die Ank\xC3\xBCndigung gut "
	                   "an. Die Aktie legte im fr\xC3\xBChen Handel um mehr als vier Prozent "
	                   "zu.</p><div class=podcast-embed><p>\xE2\x80\x9E" "B\xC3\xB6rse am Morgen"
	                   "\xE2\x80\x9C ist der t\xC3\xA4gliche Finanz-Podcast unserer Redaktion. "
	                   "Jeden Morgen ab 5 Uhr.</p><p>Abonnieren Sie den Podcast bei <a "
	                   "href=#>Spotify</a>, <a href=#>Apple Podcasts</a> und <a href=#>Deezer</a>."
	                   "</p></div></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "vier Prozent") != NULL);
	CHECK(strstr(t, "Abonnieren") == NULL);
	CHECK(strstr(t, "Finanz-Podcast") == NULL);
	t = ex("<html lang=en><body><article><h1>Streaming wars reach audio</h1><div "
	       "class=story><p>Spotify said on Tuesday it would raise prices for its premium "
	       "plans in twelve markets, the second increase in eighteen months.</p><p>Listener "
	       "growth slows across the industry. Analysts expect Deezer and Apple Podcasts to "
	       "follow Spotify.</p></div>"
	       "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Deezer and Apple Podcasts to follow") != NULL);
}

static void test_debate_box(void)
{
	/* a magazine's call to discuss the essay after a label ("Debatte:")
	 * closes it and goes; a headline with a label over "Kommentare"
	 * stays */
	const char *t = ex("<html lang=de><body><article><h1>Warum wir Maschinen vertrauen</h1>"
	                   "<div class=body><p>Vertrauen, das hat die Philosophin einmal "
	                   "geschrieben, sollte man nur dem schenken, der sich als "
	                   "vertrauensw\xC3\xBCrdig erwiesen hat. F\xC3\xBCr Maschinen gilt "
	                   "nichts anderes.</p><p>Doch wir pr\xC3\xBC" "fen Algorithmen kaum, bevor "
	                   "wir ihnen unsere Kredite, Bewerbungen und Diagnosen anvertrauen.</p>"
	                   "<h2>Analyse: Kommentare zu Algorithmen</h2><p>Die meisten Urteile "
	                   "\xC3\xBC" "ber Software fallen, bevor jemand den Code gelesen hat, und "
	                   "sie halten sich lange.</p></div><section class=css-dialog><h3>Debatte: "
	                   "Diskutieren Sie mit Lea Sommer</h3><p>Vertrauen Sie Algorithmen? "
	                   "Teilen Sie Ihre Erfahrungen im Dialog.</p><a href=/dialog>Zur "
	                   "Debatte</a></section></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Analyse: Kommentare zu Algorithmen\nDie meisten") != NULL);
	CHECK(strstr(t, "Diskutieren") == NULL);
	CHECK(strstr(t, "Erfahrungen im Dialog") == NULL);
}

static void test_fund_box(void)
{
	/* a newsroom's box asking for support under the story, its heading
	 * not naming journalism, its text and its button do the rest: it
	 * goes; a section on how to support a child stays */
	const char *t = ex("<html lang=en><body><article><h1>The great allotment boom</h1><div "
	                   "class=body><p>Across Britain, waiting lists for a plot have grown "
	                   "longer than ever, and some councils now quote waits of decades.</p>"
	                   "<h2>How to support a new plot-holder</h2><p>Older members often lend "
	                   "tools and share seedlings with newcomers in their first season.</p>"
	                   "<p>Today's plot-holders are younger and more diverse than ever, and "
	                   "many grow food they cannot buy in the shops.</p></div><div class=epic>"
	                   "<h2>\xE2\x80\xA6 there is a good reason why not to support the "
	                   "Ledger.</h2><p>Not every publication can afford to be free, but we "
	                   "choose to keep our journalism open to all readers.</p><a "
	                   "href=/contribute>Support us</a></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "How to support a new plot-holder\nOlder members") != NULL);
	CHECK(strstr(t, "good reason") == NULL);
	CHECK(strstr(t, "open to all readers") == NULL);
}

static void test_tail_bio(void)
{
	/* the line about the writer closing a magazine's piece, the name
	 * a link, in a box whose class names nothing, goes; a closing line
	 * about a person in the story, no link, stays */
#define KEEPER "<html lang=en><body><article><h1>The Last Lighthouse Keeper</h1><div " \
	"class=body><p>The lighthouse on the island has stood for a hundred and sixty years, " \
	"and for most of them a keeper lived in the cottage below it, trimming the wick and " \
	"logging the weather.</p><p>Harmon took the job in 1987, when the light was already " \
	"automated and the Coast Guard no longer needed anyone there. He stayed anyway, and he " \
	"still climbs the stairs every evening at dusk.</p><p>People on the mainland call him " \
	"the last keeper of Maine. He does not like the name, but he has stopped arguing with " \
	"it, and he keeps a log of every ship that passes the point.</p><p>On my last evening " \
	"on the island, the fog came in so thick that I could not see the tower from the " \
	"porch. Harmon went up anyway. When he came down, he said that he had seen nothing at " \
	"all. He seemed satisfied.</p><p>Twice a year a supply boat comes out from Rockland " \
	"with fuel, flour and the mail. The rest of the time he fishes, mends the roof and " \
	"reads the same shelf of sea novels that the last keeper left behind.</p><p>His " \
	"daughter visits in August. She says that he talks to the gulls more than to her, and " \
	"that he has never once complained about the cold, the wind or the silence of the " \
	"long winters.</p><p>When the Coast Guard offered to sell him the cottage for a " \
	"dollar, he asked whether the light came with it. It did not, they told him, and he " \
	"signed the papers anyway, the same afternoon.</p>"
	const char *t = ex(KEEPER "</div><div class=ContributorBioBio><a href=/contributors/d>"
	                   "Daniel Okafor</a> is a contributing writer at the Review. His most "
	                   "recent book is \xE2\x80\x9CTidewater.\xE2\x80\x9D</div></article>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "He seemed satisfied.") != NULL);
	CHECK(strstr(t, "contributing writer") == NULL);
	t = ex(KEEPER "<p>Ellen Harmon is a retired editor and lives in the cottage too.</p>"
	       "</div></article></body></html>", NULL, NULL);
#undef KEEPER
	CHECK(strstr(t, "retired editor") != NULL);
}

static void test_tip_jar(void)
{
	/* a blogger's call for a tip under the post, its button too */
	const char *t = ex("<html lang=de><body><article><h1>Meine Wanderschuhe nach 1000 "
	                   "Kilometern</h1><div class=entry-content><p>Seit gut zwei Jahren trage ich "
	                   "auf fast allen Touren dieselben Schuhe. Zeit f\xC3\xBCr ein ehrliches "
	                   "Fazit.</p><p>Die Membran ist nach etwa 700 Kilometern nicht mehr ganz "
	                   "dicht, bei Regen werden die Socken feucht.</p><div class=wp-block-group>"
	                   "<p><strong>Dir gef\xC3\xA4llt mein Blog?</strong> Ich schreibe hier "
	                   "werbefrei und in meiner Freizeit. Wenn du magst, kannst du mir einen "
	                   "Kaffee spendieren!</p><div class=wp-block-button><a "
	                   "href=\"https://ko-fi.com/x\">Spendiere mir einen Kaffee</a></div></div>"
	                   "</div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "nicht mehr ganz dicht") != NULL);
	CHECK(strstr(t, "Kaffee") == NULL);
	CHECK(strstr(t, "werbefrei") == NULL);
}

static void test_patreon_call(void)
{
	/* a podcast's call for members under its show notes goes */
	const char *t = ex("<html lang=en><body><article class=episode><h1>Why Cities Are "
	                   "Tearing Down Highways</h1><div class=episode-description><p>In the "
	                   "1960s, American cities rammed urban freeways through dense "
	                   "neighborhoods. Now a growing number of them are taking those roads "
	                   "out again.</p><ul><li>(02:10) The Inner Loop in Rochester and what "
	                   "replaced it</li><li>(14:45) Traffic evaporation, and why it surprises "
	                   "engineers</li></ul><p><em>The Urban Fix is listener-supported. If you "
	                   "enjoy the show, consider becoming a member on Patreon.</em></p></div>"
	                   "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "(14:45) Traffic evaporation") != NULL);
	CHECK(strstr(t, "Patreon") == NULL);
}

static void test_entry_stamp_header(void)
{
	/* a live ticker's entries, each under a header box with its time and
	 * author: entries, no teaser cards */
	const char *t = ex("<html lang=de><body><h1>Liveticker: Die Regierung steht</h1>"
	                   "<div class=ticker><div class=posting><div class=posting-header>"
	                   "<time>20:15</time> Anna Berger</div><h3>Programm vorgestellt</h3>"
	                   "<p>Die drei Parteichefs haben soeben das gemeinsame "
	                   "Regierungsprogramm vorgestellt. Es umfasst rund zweihundert "
	                   "Seiten.</p></div><div class=posting><div class=posting-header>"
	                   "<time>19:40</time> Anna Berger</div><h3>Empfang beim "
	                   "Bundespr\xC3\xA4sidenten</h3><p>Der Bundespr\xC3\xA4sident hat die "
	                   "Verhandler am fr\xC3\xBChen Abend empfangen. Die Angelobung ist "
	                   "f\xC3\xBCr Montag geplant.</p></div><div class=posting><div "
	                   "class=posting-header><time>18:55</time> Anna Berger</div><h3>Kritik "
	                   "der Opposition</h3><p>Der Chef der gr\xC3\xB6\xC3\x9Ften "
	                   "Oppositionspartei hat die k\xC3\xBCnftige Regierung scharf "
	                   "kritisiert und Neuwahlen gefordert.</p></div></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Empfang beim") != NULL);
	CHECK(strstr(t, "Angelobung") != NULL);
	CHECK(strstr(t, "Neuwahlen gefordert") != NULL);
}

static void test_entry_heading(void)
{
	/* a live blog entry's heading, named a headline, under its linked
	 * time stamp stays over the entry's text */
	const char *t = ex("<html lang=de><body><h1>Liveblog: Sturm \xC3\xBC" "ber "
	                   "Norddeutschland</h1><div class=liveblog><div class=entry><a "
	                   "class=entry-time href=#e3>18:40 Uhr</a><h2 class=entry-headline>Bahn "
	                   "stellt Fernverkehr ein</h2><p>Die Bahn hat den Fernverkehr in "
	                   "Niedersachsen und Bremen bis auf Weiteres eingestellt. Reisende "
	                   "sollen ihre Fahrt verschieben.</p></div><div class=entry><a "
	                   "class=entry-time href=#e2>17:05 Uhr</a><h2 class=entry-headline>"
	                   "B\xC3\xA4ume auf der A7</h2><p>Auf der Autobahn 7 bei Soltau sind "
	                   "mehrere B\xC3\xA4ume auf die Fahrbahn gest\xC3\xBCrzt. Die Polizei hat "
	                   "die Strecke in beide Richtungen gesperrt.</p></div><div class=entry>"
	                   "<a class=entry-time href=#e1>15:30 Uhr</a><h2 class=entry-headline>"
	                   "Warnung vor Orkanb\xC3\xB6" "en</h2><p>Der Deutsche Wetterdienst "
	                   "warnt vor Orkanb\xC3\xB6" "en an der K\xC3\xBCste. Die F\xC3\xA4hren "
	                   "zu den Inseln bleiben in den H\xC3\xA4" "fen.</p></div></div>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Bahn stellt Fernverkehr ein\n") != NULL);
	CHECK(strstr(t, "auf der A7\n") != NULL);
	CHECK(strstr(t, "Warnung vor Orkan") != NULL);
	CHECK(strstr(t, "18:40") == NULL);
}

static void test_newsroom_appeal(void)
{
	/* a newsroom's call to fund it, a box in the body under its heading,
	 * goes; the paragraph after it stays */
	const char *t = ex("<html lang=de><body><article><h1>Protest gegen Klinikschlie\xC3\x9F"
	                   "ung</h1><div class=article-body><p>Auf dem Augustusplatz stehen "
	                   "die Menschen dicht gedr\xC3\xA4ngt. Nach Angaben der Polizei sind "
	                   "rund 4.000 Menschen gekommen.</p><p>Anlass ist ein Beschluss des "
	                   "Aufsichtsrats, das Klinikum bis Ende 2027 zu schlie\xC3\x9F" "en.</p>"
	                   "<div class=community><h4>Unterst\xC3\xBCtzen Sie unabh\xC3\xA4ngigen "
	                   "Journalismus</h4><p>Die Zeitung ist frei zug\xC3\xA4nglich, weil viele "
	                   "Leser freiwillig f\xC3\xBCr guten Journalismus bezahlen. Machen Sie "
	                   "mit.</p><a href=/zahl>Jetzt unterst\xC3\xBCtzen</a></div><p>Die "
	                   "Gewerkschaft k\xC3\xBCndigte weitere Proteste an. F\xC3\xBCr den 12. "
	                   "Dezember ist eine Kundgebung geplant.</p></div></article></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Aufsichtsrats") != NULL);
	CHECK(strstr(t, "Kundgebung geplant") != NULL);
	CHECK(strstr(t, "frei zug") == NULL);
	CHECK(strstr(t, "Unterst\xC3\xBCtzen Sie") == NULL);
}

static void test_embed_consent(void)
{
	/* a news site's box over an embedded post that asks for consent to
	 * show it and names the third parties goes, the body around it stays */
	const char *t = ex("<html lang=de><body><article><h1>Protest in Leipzig</h1><div "
	                   "class=article-body><p>Auf dem Augustusplatz stehen die Menschen "
	                   "dicht gedr\xC3\xA4ngt. Nach Angaben der Polizei sind rund 4.000 "
	                   "Menschen gekommen.</p><div class=embed-consent><p>Externer "
	                   "Inhalt</p><p>Um diesen Inhalt von Instagram anzuzeigen, "
	                   "ben\xC3\xB6tigen wir Ihre Zustimmung. Dabei werden Daten an Dritte "
	                   "\xC3\xBC" "bermittelt.</p><button>Inhalt laden</button></div><p>Die "
	                   "Gewerkschaft k\xC3\xBCndigte weitere Proteste an. F\xC3\xBCr den 12. "
	                   "Dezember ist eine Kundgebung geplant.</p></div></article></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Augustusplatz") != NULL);
	CHECK(strstr(t, "Kundgebung geplant") != NULL);
	CHECK(strstr(t, "Zustimmung") == NULL);
	/* a click that agrees to it */
	t = ex("<html lang=de><body><article><h1>Abstimmungen</h1><div class=ticker><p>Laut "
	       "der zweiten Hochrechnung wird der Ausbau der Nationalstrassen mit 52 Prozent "
	       "abgelehnt.</p><div class=embed><p>Dieser Inhalt von X kann hier nicht "
	       "angezeigt werden. Mit einem Klick auf \"Inhalt anzeigen\" stimmst du zu, dass "
	       "Daten an Drittanbieter \xC3\xBC" "bermittelt werden.</p></div><p>Besonders "
	       "deutlich f\xC3\xA4llt das Nein in der Westschweiz aus.</p></div></article>"
	       "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Westschweiz") != NULL);
	CHECK(strstr(t, "Drittanbieter") == NULL);
}

static void test_embed_consent_network(void)
{
	/* a magazine's box over an Instagram or TikTok post that asks for
	 * the reader's consent and names the network, no third party, goes
	 * with its title and button; the story around it stays */
	const char *t = ex("<html lang=de><body><article><h1>Hochzeit auf Mallorca</h1><div "
	                   "class=article__body><p>Vor rund 120 G\xC3\xA4sten gaben sich die "
	                   "beiden am Samstag auf einer Finca das Jawort.</p><div class=embed><p>"
	                   "Instagram</p><p>Um mit Inhalten aus Instagram und anderen sozialen "
	                   "Netzwerken zu interagieren oder diese darzustellen, brauchen wir Ihre "
	                   "Zustimmung.</p><button>Social Media aktivieren</button></div><p>Die "
	                   "Zeremonie fand unter freiem Himmel statt, zwischen "
	                   "Olivenb\xC3\xA4umen.</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "das Jawort.\nDie Zeremonie") != NULL);
	CHECK(strstr(t, "Instagram") == NULL);
	t = ex("<html lang=de><body><article><h1>Bauchtraining</h1><div class=content><p>Machen "
	       "Sie das Programm zwei- bis dreimal pro Woche, mit einem Tag Pause.</p><div "
	       "class=embed-placeholder><strong>Externer Inhalt von TikTok</strong><p>Wir "
	       "ben\xC3\xB6tigen Ihre Zustimmung, um diesen Inhalt anzuzeigen. Dabei werden "
	       "Daten an TikTok \xC3\xBC" "bertragen.</p><button>Inhalt laden</button></div><p>"
	       "Nach vier Wochen k\xC3\xB6nnen Sie die Haltezeiten verl\xC3\xA4ngern.</p>"
	       "</div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Haltezeiten") != NULL);
	CHECK(strstr(t, "TikTok") == NULL);
}

static void test_offer_card(void)
{
	/* a fashion list's shopping card under each item, its name, price
	 * and shop run into one line over its button, goes; the item's
	 * heading and text stay */
	const char *t = ex("<html lang=de><body><article><h1>Sommerkleider</h1><div "
	                   "class=article-body><p>Wir haben uns durch die aktuellen Kollektionen "
	                   "geklickt und zehn Modelle ausgew\xC3\xA4hlt, die gut sitzen.</p>"
	                   "<section class=item><h2>1. Das Leinenkleid</h2><p>Ein Klassiker, der "
	                   "jedes Jahr wiederkommt: das Midikleid aus reinem Leinen mit "
	                   "Knopfleiste.</p><div class=product-card><div><span>Midikleid aus "
	                   "Leinen</span><span>79,95 \xE2\x82\xAC</span><span>bei Mango</span></div>"
	                   "<a class=btn href=#>Jetzt kaufen*</a></div></section><section "
	                   "class=item><h2>2. Das H\xC3\xA4kelkleid</h2><p>H\xC3\xA4kel ist der "
	                   "Trend des Sommers, \xC3\xBC" "ber dem Bikini getragen ersetzt es jede "
	                   "Tunika.</p><div class=product-card><div><span>H\xC3\xA4kelkleid "
	                   "Creme</span><span>49,99 \xE2\x82\xAC</span><span>bei Zalando</span>"
	                   "</div><a class=btn href=#>Jetzt kaufen*</a></div></section></div>"
	                   "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "1. Das Leinenkleid\nEin Klassiker") != NULL);
	CHECK(strstr(t, "Tunika.") != NULL);
	CHECK(strstr(t, "\xE2\x82\xAC") == NULL);
	CHECK(strstr(t, "kaufen") == NULL);
	/* a product box after a workout: its label, name, price, button and
	 * tax note */
	t = ex("<html lang=de><body><article><h1>Bauchtraining</h1><div class=content><p>Machen "
	       "Sie das Programm zwei- bis dreimal pro Woche, mit einem Tag Pause "
	       "dazwischen.</p><div class=product-box><span>Unsere Empfehlung</span><p>"
	       "Trainingsmatte extra dick, 183 x 61 cm</p><p>29,99 \xE2\x82\xAC</p><a href=#>"
	       "Bei Amazon ansehen</a><p>Preis inkl. MwSt., zzgl. Versand</p></div><p>Nach vier "
	       "Wochen k\xC3\xB6nnen Sie die Haltezeiten verl\xC3\xA4ngern.</p></div>"
	       "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Haltezeiten") != NULL);
	CHECK(strstr(t, "Trainingsmatte") == NULL);
	CHECK(strstr(t, "Empfehlung") == NULL);
}

static void test_slide_heads(void)
{
	/* a workout's exercises, each a box of its heading, its picture's
	 * credit and its text, keep their headings; so do a gallery's
	 * slides, each heading over its text in the slide's caption */
	const char *t = ex("<html lang=de><body><article><h1>Bauchtraining</h1><div "
	                   "class=content><p>Ein starker Rumpf sch\xC3\xBCtzt den R\xC3\xBC"
	                   "cken und verbessert die Haltung bei jeder anderen Sportart.</p>"
	                   "<p>Die folgenden \xC3\x9C" "bungen brauchen kein "
	                   "Ger\xC3\xA4t. Machen Sie das Programm zwei- bis dreimal pro "
	                   "Woche.</p><div class=exercise><h2 class=exercise__title>\xC3\x9C"
	                   "bung 1: Unterarmst\xC3\xBCtz (Plank)</h2><figure><img src=a.gif>"
	                   "<figcaption class=credit>\xC2\xA9 Men's Fit / Foto: J. Wagner"
	                   "</figcaption></figure><p>St\xC3\xBCtzen Sie sich auf Unterarme und "
	                   "Zehenspitzen, der K\xC3\xB6rper bildet eine gerade Linie.</p></div>"
	                   "<div class=exercise><h2 class=exercise__title>\xC3\x9C" "bung 2: "
	                   "Dead Bug</h2><figure><img src=b.gif><figcaption class=credit>"
	                   "\xC2\xA9 Men's Fit / Foto: J. Wagner</figcaption></figure><p>In "
	                   "R\xC3\xBC" "ckenlage die Arme nach oben strecken und die Beine im "
	                   "rechten Winkel anheben.</p></div></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "\xC3\x9C" "bung 1: Unterarmst\xC3\xBCtz (Plank)\nSt\xC3\xBCtzen") != NULL);
	CHECK(strstr(t, "\xC3\x9C" "bung 2: Dead Bug\nIn R") != NULL);
	CHECK(strstr(t, "Wagner") == NULL);
}

static void test_placeholder_note(void)
{
	/* a consent placeholder's note that the consent can be taken back
	 * goes with its box */
	const char *t = ex("<html lang=de><body><article><h1>Frisuren-Trends</h1><div "
	                   "class=c-article__body><p>Viele Schnitte steht vor allem Frauen mit "
	                   "feinem Haar, weil er Volumen vort\xC3\xA4uscht.</p><div class=c-embed>"
	                   "<p>Pinterest</p><p>Um diesen Inhalt von Pinterest anzuzeigen, "
	                   "ben\xC3\xB6tigen wir deine Zustimmung. Dabei werden Daten an Dritte "
	                   "\xC3\xBC" "bermittelt.</p><button>Inhalt anzeigen</button><p>Deine "
	                   "Einwilligung kannst du jederzeit in den Datenschutzeinstellungen "
	                   "widerrufen.</p></div><p>Der Shag ist zur\xC3\xBC" "ck: fransig, stufig "
	                   "und bewusst ein wenig unordentlich.</p></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "unordentlich") != NULL);
	CHECK(strstr(t, "widerrufen") == NULL);
	CHECK(strstr(t, "Pinterest") == NULL);
}

static void test_offer_card_head(void)
{
	/* a shopping card's own heading, the product's name, goes with the
	 * card under the item's kept heading (the item's picture and its
	 * counter first in the item's box) */
	const char *t = ex("<html lang=de><body><article><h1>Sommerkleider</h1><div "
	                   "class=article-body><p>Wir haben uns durch die aktuellen Kollektionen "
	                   "geklickt und zehn Modelle ausgew\xC3\xA4hlt, die gut sitzen.</p>"
	                   "<section class=item><div class=media><span>1/10</span><img src=a.jpg>"
	                   "</div><h2>1. Das Leinenkleid</h2><p>Ein Klassiker, der jedes Jahr "
	                   "wiederkommt: das Midikleid aus reinem Leinen mit Knopfleiste.</p><div "
	                   "class=product-card><div class=product-card__img><img src=p.jpg></div>"
	                   "<div class=product-card__info><h3>Midikleid aus Leinen</h3><span>79,95 "
	                   "\xE2\x82\xAC</span><span>bei Mango</span></div><a class=btn href=#>"
	                   "Jetzt kaufen*</a></div>"
	                   "</section><section class=item><div class=media><span>2/10</span><img "
	                   "src=b.jpg></div><h2>2. Das H\xC3\xA4kelkleid</h2><p>H\xC3\xA4kel ist der "
	                   "Trend des Sommers, \xC3\xBC" "ber dem Bikini getragen ersetzt es jede "
	                   "Tunika.</p><div class=product-card><div class=product-card__img><img "
	                   "src=p.jpg></div><div class=product-card__info><h3>H\xC3\xA4kelkleid "
	                   "Creme</h3><span>49,99 \xE2\x82\xAC</span><span>bei Zalando</span></div>"
	                   "<a class=btn href=#>Jetzt kaufen*</a></div></section></div></article>"
	                   "</body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "1. Das Leinenkleid\nEin Klassiker") != NULL);
	CHECK(strstr(t, "2. Das H\xC3\xA4kelkleid\nH\xC3\xA4kel ist") != NULL);
	CHECK(strstr(t, "Midikleid aus Leinen") == NULL);
	CHECK(strstr(t, "\xE2\x82\xAC") == NULL);
}

static void test_newsletter_call_nl(void)
{
	/* a Dutch magazine's call in the body to sign up for its
	 * "nieuwsbrief" goes; the paragraphs around it stay */
	const char *t = ex("<html lang=nl><body><article><h1>Capsule wardrobe</h1><div "
	                   "class=article-content><p>Een capsule wardrobe bestaat uit een klein "
	                   "aantal kledingstukken die je makkelijk met elkaar combineert.</p><p>"
	                   "Het idee stamt uit de jaren zeventig, maar werd pas bekend door "
	                   "blogs.</p><div class=nl-box><p>Schrijf je in voor onze nieuwsbrief en "
	                   "ontvang elke week de leukste modetips.</p><form><input type=email>"
	                   "<button>OK</button></form></div></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "door blogs.") != NULL);
	CHECK(strstr(t, "nieuwsbrief") == NULL);
}

static void test_offer_card_calls(void)
{
	/* a French card run into one line that closes with "Je l'achète"
	 * and a Dutch card's "Bekijk bij Douglas" are shops' calls: their
	 * cards go */
	const char *t = ex("<html lang=fr><body><article><h1>Cr\xC3\xA8mes</h1><div "
	                   "class=entry-content><p>Nous avons test\xC3\xA9 une vingtaine de "
	                   "cr\xC3\xA8mes pendant tout l'hiver, sur des peaux tr\xC3\xA8s "
	                   "diff\xC3\xA9rentes.</p><h2>1. La cr\xC3\xA8me l\xC3\xA9g\xC3\xA8re</h2>"
	                   "<p>Elle p\xC3\xA9n\xC3\xA8tre vite et convient aux peaux mixtes, "
	                   "m\xC3\xAAme sous le maquillage.</p><div class=bloc-produit><span>"
	                   "Cr\xC3\xA8me Nivea Soft</span><span>4,90 \xE2\x82\xAC</span><a href=#>"
	                   "Je l'ach\xC3\xA8te</a></div><p>Elle reste notre favorite pour son prix "
	                   "et sa texture.</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "sous le maquillage.\nElle reste") != NULL);
	CHECK(strstr(t, "Nivea") == NULL);
	t = ex("<html lang=nl><body><article><h1>Dagcr\xC3\xA8mes</h1><div class=entry-content>"
	       "<p>We testten twintig dagcr\xC3\xA8mes de hele winter lang op heel verschillende "
	       "huidtypes.</p><h2>1. De lichte cr\xC3\xA8me</h2><p>Ze trekt snel in en is "
	       "geschikt voor de gemengde huid, ook onder make-up.</p><div class=product-tip><p>"
	       "<strong>Tip:</strong> Dagcr\xC3\xA8me van Rituals</p><p>\xE2\x82\xAC 24,50</p><a "
	       "class=btn href=#>Bekijk bij Douglas</a></div><p>Ze blijft onze favoriet om haar "
	       "prijs en textuur.</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "onder make-up.\nZe blijft") != NULL);
	CHECK(strstr(t, "Rituals") == NULL);
}

static void test_offer_line(void)
{
	/* an offer's line of its own in the body, no box round it, a price
	 * and a shop's call ("hier kaufen*", "Zum Shop"), goes; the item's
	 * text stays */
	const char *t = ex("<html lang=de><body><article><h1>Kleider</h1><div "
	                   "class=entry-content><p>Wir haben die sch\xC3\xB6nsten Kleider der "
	                   "Saison gesucht, die auch im B\xC3\xBCro funktionieren.</p><h2>1. Das "
	                   "Leinenkleid</h2><p>Ein Klassiker, der jedes Jahr wiederkommt: das "
	                   "Midikleid aus Leinen mit Knopfleiste.</p><p>Kleid von Zara, 49,95 "
	                   "\xE2\x82\xAC <a href=#>hier kaufen*</a></p><h2>2. Das H\xC3\xA4kelkleid"
	                   "</h2><p>H\xC3\xA4kel ist der Trend des Sommers, \xC3\xBC" "ber dem Bikini "
	                   "getragen.</p><p>Preis: 39,95 \xE2\x82\xAC | <a href=#>Zum Shop</a></p>"
	                   "</div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Knopfleiste.\n2. Das H") != NULL);
	CHECK(strstr(t, "Bikini getragen.") != NULL);
	CHECK(strstr(t, "\xE2\x82\xAC") == NULL);
}

static void test_newsletter_call_de(void)
{
	/* a regional paper's call in the body to sign up for its newsletter,
	 * the noun capitalised, goes; the paragraphs around it stay */
	const char *t = ex("<html lang=de><body><article><h1>B\xC3\xA4" "cker halbiert den "
	                   "Preis</h1><div class=story-body><p>Seit Anfang November h\xC3\xA4ngt "
	                   "an der T\xC3\xBCr der B\xC3\xA4" "ckerei ein Schild: Brot vom Vortag "
	                   "kostet die H\xC3\xA4lfte.</p><p><em>Sie wollen keine News mehr aus "
	                   "Ihrer Region verpassen? Dann melden Sie sich hier f\xC3\xBCr unseren "
	                   "kostenlosen Ebersberg-Newsletter an.</em></p><p>Der B\xC3\xA4" "cker "
	                   "will das Modell auch im kommenden Jahr beibehalten.</p></div>"
	                   "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Brot vom Vortag") != NULL);
	CHECK(strstr(t, "kommenden Jahr") != NULL);
	CHECK(strstr(t, "Newsletter") == NULL);
}

static void test_teaser_lead(void)
{
	/* the body's lead, named a teaser as German newsrooms call it, opens
	 * the article; a teaser card's summary after the body goes */
	const char *t = ex("<html lang=de><body><main><div class=story><h1>Inflation "
	                   "gesunken</h1><p class=teaser>Die Inflation in \xC3\x96sterreich "
	                   "ist im November laut einer Schnellsch\xC3\xA4tzung auf 2,4 Prozent "
	                   "gesunken.</p><p>Hauptgrund f\xC3\xBCr den R\xC3\xBC" "ckgang seien "
	                   "gesunkene Preise f\xC3\xBCr Treibstoffe und Heiz\xC3\xB6l, teilte "
	                   "die Statistikbeh\xC3\xB6rde heute mit.</p><p>Dienstleistungen "
	                   "verteuerten sich dagegen weiterhin deutlich, vor allem in der "
	                   "Gastronomie und bei Mieten.</p></div><div class=teaser><a "
	                   "href=/b>Budget beschlossen</a><p class=teaser-text>Die Regierung hat "
	                   "das Budget f\xC3\xBCr das kommende Jahr im Ministerrat "
	                   "beschlossen.</p></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Die Inflation in") != NULL);
	CHECK(strstr(t, "Dienstleistungen") != NULL);
	CHECK(strstr(t, "Ministerrat") == NULL);
}

static void test_paywall_variants(void)
{
	/* a subscribers' wall worded another way ("réservé à nos abonnés")
	 * ends the article as the listed wordings do */
	const char *t = ex("<html lang=fr><body><article><h1>Vaud veut 5000 logements</h1><div "
	                   "class=ArticleBody><p>Lausanne, le canton et plusieurs communes se "
	                   "sont mis d'accord sur une liste de terrains constructibles.</p><p>La "
	                   "conseill\xC3\xA8re d'Etat a rappel\xC3\xA9 que le taux de logements "
	                   "vacants est tomb\xC3\xA9 \xC3\xA0 0,7%.</p><div class=wall><h3>Cet "
	                   "article est r\xC3\xA9serv\xC3\xA9 \xC3\xA0 nos abonn\xC3\xA9s</h3><p>"
	                   "Profitez de notre offre: le premier mois pour 1 franc.</p></div></div>"
	                   "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "logements vacants") != NULL);
	CHECK(strstr(t, "nos abonn") == NULL);
	CHECK(strstr(t, "Profitez") == NULL);
}

static void test_paywall_heading(void)
{
	/* the offer box's heading, "Diesen Artikel weiterlesen mit X+", is a
	 * paywall's prompt too: the offer under it goes */
	const char *t = ex("<html lang=de><body><article><h1>L\xC3\xA4nder sollen f\xC3\xBCr "
	                   "Br\xC3\xBC" "cken zahlen</h1><section data-area=body><div><p>Seit Wochen "
	                   "streiten die Bundesl\xC3\xA4nder \xC3\xBC" "ber die Kosten f\xC3\xBCr die "
	                   "Sanierung der Br\xC3\xBC" "cken.</p><p>Der Bund will in zehn Jahren 14 "
	                   "Milliarden Euro in einen Fonds zahlen, die L\xC3\xA4nder sollen 40 "
	                   "Prozent tragen.</p></div><div data-area=offer><h3>Diesen Artikel "
	                   "weiterlesen mit ZEITUNG+</h3><ul><li>Zugriff auf alle Artikel in der "
	                   "App und auf der Website</li><li>Jederzeit k\xC3\xBCndbar</li></ul></div>"
	                   "</section></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "14 Milliarden") != NULL);
	CHECK(strstr(t, "weiterlesen") == NULL);
	CHECK(strstr(t, "Zugriff auf alle") == NULL);
}

static void test_placeholder_box(void)
{
	/* a consent placeholder's title and question in its box go with it */
	const char *t = ex("<html lang=de><body><article><h1>Tram kracht in Lieferwagen</h1>"
	                   "<section class=Article_body><p>Am Montagmorgen ist es an der Kreuzung zu "
	                   "einem Unfall zwischen einem Tram und einem Lieferwagen gekommen, sagt die "
	                   "Polizei.</p><div class=Embed_wrapper><div class=EmbedConsent_container>"
	                   "<p class=EmbedConsent_title>Externe Inhalte</p><p class=EmbedConsent_text>"
	                   "M\xC3\xB6" "chtest du diesen empfohlenen Inhalt von Tiktok sehen?</p>"
	                   "<button>Inhalt anzeigen</button><p class=EmbedConsent_small>Ich bin damit "
	                   "einverstanden, dass mir externe Inhalte angezeigt werden. Damit "
	                   "k\xC3\xB6nnen personenbezogene Daten an Drittplattformen "
	                   "\xC3\xBC" "bermittelt werden. <a href=/datenschutz>Mehr Infos</a></p>"
	                   "</div></div><p>Der Fahrer des Lieferwagens und zwei Passagiere wurden "
	                   "leicht verletzt und ins Spital gebracht.</p></section></article></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Passagiere") != NULL);
	CHECK(strstr(t, "Externe Inhalte") == NULL);
	CHECK(strstr(t, "Tiktok") == NULL);
	/* and so does its line on what it loads */
	t = ex("<html lang=de><body><article><h1>Frequenzen ohne Auktion</h1><div "
	       "class=article-content><p>Die Bundesnetzagentur hat die Regeln f\xC3\xBCr die "
	       "Vergabe von Mobilfunkfrequenzen festgelegt, sie werden verl\xC3\xA4ngert.</p>"
	       "<div class=a-embed-consent><div class=a-embed-consent__header><p "
	       "class=a-embed-consent__title>Empfohlener redaktioneller Inhalt</p><p "
	       "class=a-embed-consent__subtitle>Mit Ihrer Zustimmung wird hier ein externes "
	       "Video (YouTube) geladen.</p></div><button>Video jetzt laden</button><p "
	       "class=a-embed-consent__text>Ich bin damit einverstanden, dass mir externe "
	       "Inhalte angezeigt werden. Damit k\xC3\xB6nnen personenbezogene Daten an "
	       "Drittplattformen (YouTube) \xC3\xBC" "bermittelt werden.</p></div><p>1&amp;1 "
	       "kritisierte die Entscheidung, das Unternehmen hatte auf eine Versteigerung "
	       "gehofft.</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Versteigerung") != NULL);
	CHECK(strstr(t, "externes Video") == NULL);
}

static void test_header_lead(void)
{
	/* the lead named so in the article's header box (named a header,
	 * holding the headline) stays on a page not in English */
	const char *t = ex("<html lang=de><head><title>Klagenfurt: Stadtbus f\xC3\xA4hrt im "
	                   "Zehn-Minuten-Takt | Zeitung</title></head><body><div class=story><div "
	                   "class=story__header><span class=story__kicker>Verkehr</span><h1>"
	                   "Klagenfurt: Stadtbus f\xC3\xA4hrt im Zehn-Minuten-Takt</h1><p "
	                   "class=story__lead>Ab J\xC3\xA4nner wird der Klagenfurter Stadtbus "
	                   "verst\xC3\xA4rkt. Drei Linien fahren dann im Zehn-Minuten-Takt.</p><div "
	                   "class=story__author>Von Michael Swersina</div></div><p>Die Stadtwerke "
	                   "Klagenfurt bauen ihr Busangebot deutlich aus. Ab 7. J\xC3\xA4nner fahren "
	                   "die Linien 10, 20 und 40 an Werktagen alle zehn Minuten.</p><p>Die Kosten "
	                   "f\xC3\xBCr den dichteren Takt beziffern die Stadtwerke mit rund 2,8 "
	                   "Millionen Euro pro Jahr, die Stadt \xC3\xBC" "bernimmt zwei Drittel.</p>"
	                   "</div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Drei Linien") != NULL);
	CHECK(strstr(t, "zwei Drittel") != NULL);
	/* and so does one in a box around the headline with a linked
	 * section's name over it: no teaser's card */
	t = ex("<html lang=it><head><title>Le 10 spiagge pi\xC3\xB9 belle della Sardegna - Il "
	       "Giornale</title></head><body><main class=gallery-container><div class=gallery-head>"
	       "<p class=sezione><a href=/viaggi>Viaggi</a></p><h1>Le 10 spiagge pi\xC3\xB9 belle "
	       "della Sardegna</h1><p class=sommario>Dall'arcipelago della Maddalena alla costa di "
	       "Chia: ecco le spiagge che secondo i lettori valgono il viaggio.</p><p class=data>15 "
	       "luglio 2024</p></div><div class=slideshow><div class=slide><p class=slide-text>Cala "
	       "Goloritz\xC3\xA9, nel golfo di Orosei, si raggiunge solo a piedi o in barca. Il "
	       "pinnacolo di roccia alto 143 metri \xC3\xA8 una meta amata dagli arrampicatori.</p>"
	       "</div><div class=slide><p class=slide-text>La Spiaggia Rosa di Budelli deve il suo "
	       "colore ai frammenti di un microrganismo marino che vive nella posidonia.</p></div>"
	       "</div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "valgono il viaggio") != NULL);
}

static void test_short_header_lead(void)
{
	/* a short lead (9 words, under 80 characters) named so right under
	 * the headline in the page's header box stays: a CV's, a profile's */
	const char *t = ex("<html lang=de-CH><head><title>Lebenslauf \xE2\x80\x93 Reto "
	                   "Gisler</title></head><body><nav class=navbar><ul><li><a "
	                   "href=/>Home</a></li><li><a href=/cv>Lebenslauf</a></li><li><a "
	                   "href=/blog>Blog</a></li></ul></nav><div class=\"container "
	                   "cv\"><section class=cv-header><h1>Lebenslauf</h1><p "
	                   "class=lead>Softwareentwickler mit Schwerpunkt Backend und "
	                   "Datenbanken, wohnhaft in Winterthur.</p><p class=downloads><a "
	                   "href=/cv.pdf class=btn>PDF herunterladen (DE)</a> <a href=/cv-en.pdf "
	                   "class=btn>PDF download (EN)</a></p></section><section "
	                   "class=cv-section><h2>Berufserfahrung</h2><div class=cv-entry><div "
	                   "class=cv-date>seit 03/2021</div><div class=cv-body><h3>Senior "
	                   "Software Engineer</h3><p class=cv-org>Helvetia Logistik AG, "
	                   "Z\xC3\xBCrich</p><ul><li>Entwicklung und Betrieb der "
	                   "Sendungsverfolgung (Java 17, Spring Boot, PostgreSQL)</li><li>Migrati"
	                   "on von 40 Microservices auf Kubernetes</li></ul></div></div><div "
	                   "class=cv-entry><div class=cv-date>08/2016 \xE2\x80\x93 "
	                   "02/2021</div><div class=cv-body><h3>Software Engineer</h3><p "
	                   "class=cv-org>Datenwerk GmbH, Winterthur</p><ul><li>Webanwendungen "
	                   "f\xC3\xBCr Gemeinden und Kantone (Python, Django)</li><li>Schnittstel"
	                   "len zu eCH-Standards und zum Einwohnerregister</li></ul></div></div><"
	                   "/section><section class=cv-section><h2>Ausbildung</h2><div "
	                   "class=cv-entry><div class=cv-date>2017 \xE2\x80\x93 2020</div><div "
	                   "class=cv-body><h3>BSc Informatik (berufsbegleitend)</h3><p "
	                   "class=cv-org>ZHAW Z\xC3\xBCrcher Hochschule f\xC3\xBCr Angewandte "
	                   "Wissenschaften</p></div></div></section><section "
	                   "class=cv-section><h2>Freizeit</h2><p>Ich spiele seit meiner Jugend "
	                   "Unihockey und bin im Vorstand eines Vereins, der Programmierkurse "
	                   "f\xC3\xBCr Kinder anbietet.</p></section></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "wohnhaft in Winterthur.") != NULL);
	CHECK(strstr(t, "Kinder anbietet") != NULL);
	CHECK(strstr(t, "herunterladen") == NULL);
	/* an English page's stays out, as the AEB's gold has it */
	t = ex("<html lang=en><head><title>Lebenslauf \xE2\x80\x93 Reto Gisler</title></head><bod"
	       "y><nav class=navbar><ul><li><a href=/>Home</a></li><li><a "
	       "href=/cv>Lebenslauf</a></li><li><a href=/blog>Blog</a></li></ul></nav><div "
	       "class=\"container cv\"><section class=cv-header><h1>Lebenslauf</h1><p "
	       "class=lead>Software engineer with a focus on backends and databases, based in "
	       "Winterthur.</p><p class=downloads><a href=/cv.pdf class=btn>PDF herunterladen "
	       "(DE)</a> <a href=/cv-en.pdf class=btn>PDF download (EN)</a></p></section><section"
	       " class=cv-section><h2>Berufserfahrung</h2><div class=cv-entry><div "
	       "class=cv-date>seit 03/2021</div><div class=cv-body><h3>Senior Software "
	       "Engineer</h3><p class=cv-org>Helvetia Logistik AG, Z\xC3\xBCrich</p><ul><li>Entwi"
	       "cklung und Betrieb der Sendungsverfolgung (Java 17, Spring Boot, "
	       "PostgreSQL)</li><li>Migration von 40 Microservices auf Kubernetes</li></ul></div>"
	       "</div><div class=cv-entry><div class=cv-date>08/2016 \xE2\x80\x93 "
	       "02/2021</div><div class=cv-body><h3>Software Engineer</h3><p "
	       "class=cv-org>Datenwerk GmbH, Winterthur</p><ul><li>Webanwendungen f\xC3\xBCr "
	       "Gemeinden und Kantone (Python, Django)</li><li>Schnittstellen zu eCH-Standards "
	       "und zum Einwohnerregister</li></ul></div></div></section><section "
	       "class=cv-section><h2>Ausbildung</h2><div class=cv-entry><div class=cv-date>2017 "
	       "\xE2\x80\x93 2020</div><div class=cv-body><h3>BSc Informatik "
	       "(berufsbegleitend)</h3><p class=cv-org>ZHAW Z\xC3\xBCrcher Hochschule f\xC3\xBCr "
	       "Angewandte Wissenschaften</p></div></div></section><section "
	       "class=cv-section><h2>Freizeit</h2><p>Ich spiele seit meiner Jugend Unihockey und "
	       "bin im Vorstand eines Vereins, der Programmierkurse f\xC3\xBCr Kinder "
	       "anbietet.</p></section></div></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "based in Winterthur") == NULL);
	CHECK(strstr(t, "Kinder anbietet") != NULL);
}

static void test_tail_facts(void)
{
	/* a game's facts box under the article, past its source line and its
	 * share bar, goes: its name and its facts one on a line */
	const char *page = "<html lang=de><head><title>Ashen Frontier: Patch 1.4 bringt "
	                   "Koop-Modus | Spielemagazin</title></head><body><nav class=mainNav><a "
	                   "href=/>News</a> <a href=/tests>Tests</a> <a href=/videos>Videos</a></"
	                   "nav><div class=articleContainer><h1>Ashen Frontier: Patch 1.4 bringt "
	                   "Koop-Modus</h1><p class=articleDate>26.11.2026, 11:30 "
	                   "Uhr</p><p>Entwickler Ironvale hat den lange angek\xC3\xBCndigten "
	                   "Patch 1.4 f\xC3\xBCr das Action-Rollenspiel Ashen Frontier "
	                   "ver\xC3\xB6" "ffentlicht. Das Update ist rund 18 Gigabyte "
	                   "gro\xC3\x9F und bringt vor allem einen Koop-Modus f\xC3\xBCr bis zu "
	                   "drei Spieler.</p><p>Au\xC3\x9F" "erdem gibt es eine neue Region mit "
	                   "sieben Nebenquests, zwei neue Waffenklassen und einen Fotomodus. Die "
	                   "vollst\xC3\xA4ndigen Patchnotes hat das Studio im offiziellen Forum "
	                   "ver\xC3\xB6" "ffentlicht.</p><p>Ashen Frontier ist f\xC3\xBCr PC, "
	                   "PS5 und Xbox Series X|S erh\xC3\xA4ltlich und ist zudem im Game Pass "
	                   "enthalten.</p><div class=articleSource>Quelle: Ironvale "
	                   "Games</div><div class=articleSocial><span>Artikel teilen:</span> <a "
	                   "href=#>Facebook</a> <a href=#>X</a> <a href=#>Reddit</a></div><div "
	                   "class=articleGameBox><img src=/p.jpg alt=\"\"><div "
	                   "class=gameBoxInfo><strong>Ashen Frontier</strong><br>Genre: "
	                   "Action-Rollenspiel<br>Release: 12.09.2026<br>Plattformen: PC, PS5, "
	                   "XSX<br><a href=/ashen-frontier/>Alle Artikel zum "
	                   "Spiel</a></div></div></div><div class=commentsContainer><h3>Kommentar"
	                   "e (37)</h3><div class=commentItem><b>Drachenfels</b> <i>26.11.2026 "
	                   "12:03</i><p>Endlich Koop! Dann wird das Spiel nochmal "
	                   "angefangen.</p></div></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Game Pass enthalten.") != NULL);
	CHECK(strstr(t, "Genre: Action") == NULL);
	CHECK(strstr(t, "Alle Artikel zum Spiel") == NULL);
	/* one in the text, no end of it above, stays */
	const char *cut = strstr(page, "<div class=articleSource>");
	const char *box = strstr(page, "<div class=articleGameBox>");
	char buf[4096];
	snprintf(buf, sizeof buf, "%.*s%s", (int)(cut - page), page, box);
	t = ex(buf, NULL, NULL);
	CHECK(strstr(t, "Genre: Action") != NULL);
}

static void test_zero_counters(void)
{
	/* an animated counter's zeros before its script ran go: "0 Brunnen",
	 * "0% in Betrieb"; the text with the real figures stays */
	const char *t = ex("<html lang=de><head><title>Projektbericht 2025: Brunnen f\xC3\xBCr "
	                   "D\xC3\xB6rfer in Malawi</title></head><body><nav class=main-nav><a "
	                   "href=/>Start</a> <a href=/projekte>Projekte</a> <a "
	                   "href=/spenden>Spenden</a></nav><main><article "
	                   "class=post><h1>Projektbericht 2025: Brunnen f\xC3\xBCr D\xC3\xB6rfer "
	                   "in Malawi</h1><div class=entry-content><p>Seit 2018 bauen wir "
	                   "gemeinsam mit unserer Partnerorganisation im S\xC3\xBC" "den Malawis "
	                   "Brunnen und schulen Wasserkomitees, die sie instand halten. In "
	                   "diesem Bericht erfahren Sie, was Ihre Spenden bewirkt "
	                   "haben.</p><h2>Das Jahr in Zahlen</h2><div class=\"elementor-counter\""
	                   "><div class=counter-item><span class=counter-number "
	                   "data-count=48>0</span><span class=counter-label>Brunnen</span></div><"
	                   "div class=counter-item><span class=counter-number "
	                   "data-count=97>0</span><span class=counter-label>% in "
	                   "Betrieb</span></div><div class=counter-item><span "
	                   "class=counter-number data-count=12000>0</span><span "
	                   "class=counter-label>Menschen mit sauberem Wasser</span></div></div><p"
	                   ">Im Jahr 2025 haben wir 48 Brunnen gebaut oder instand gesetzt. 97 "
	                   "Prozent aller Brunnen, die wir seit 2018 gebaut haben, liefern heute "
	                   "noch Wasser, und rund 12.000 Menschen haben dadurch sauberes "
	                   "Trinkwasser.</p><p>Die Wasserkomitees in den D\xC3\xB6rfern sammeln "
	                   "kleine Beitr\xC3\xA4ge, mit denen sie Ersatzteile kaufen. So bleiben "
	                   "die Pumpen auch nach dem Ende unserer F\xC3\xB6rderung in "
	                   "Betrieb.</p></div></article></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "0 Brunnen") == NULL);
	CHECK(strstr(t, "0% in Betrieb") == NULL);
	CHECK(strstr(t, "Das Jahr in Zahlen\nIm Jahr 2025") != NULL);
}

static void test_kin_cards(void)
{
	/* a service's card with a longer linked heading, among kin cards
	 * whose linked headings are a word or two, stays with them */
	const char *t = ex("<html lang=de><head><title>Leistungen | Kanzlei Berger "
	                   "Steuerberatung</title></head><body><header class=fusion-header><nav "
	                   "class=fusion-main-menu><ul><li><a href=/>Start</a></li><li><a "
	                   "href=/leistungen/>Leistungen</a></li><li><a href=/kontakt/>Kontakt</a"
	                   "></li></ul></nav></header><main id=main><div class=post-content><h1>U"
	                   "nsere Leistungen</h1><p>Seit \xC3\xBC" "ber 30 Jahren beraten wir "
	                   "Unternehmen, Selbstst\xC3\xA4ndige und Privatpersonen in Rosenheim "
	                   "und Umgebung in allen steuerlichen Fragen.</p><div "
	                   "class=\"fusion-content-boxes\"><div class=\"fusion-column "
	                   "content-box-column\"><div class=\"col content-box-wrapper\"><div "
	                   "class=heading><a class=heading-link href=/leistungen/steuern/><h2 "
	                   "class=content-box-heading>Steuern</h2></a></div><div "
	                   "class=content-container>Wir erstellen Ihre Steuererkl\xC3\xA4rung "
	                   "und pr\xC3\xBC" "fen jeden Bescheid des Finanzamts "
	                   "sorgf\xC3\xA4ltig.</div><a class=fusion-read-more "
	                   "href=/leistungen/steuern/>Mehr erfahren</a></div></div><div "
	                   "class=\"fusion-column content-box-column\"><div class=\"col "
	                   "content-box-wrapper\"><div class=heading><a class=heading-link "
	                   "href=/leistungen/lohn/><h2 class=content-box-heading>Lohnbuchhaltung<"
	                   "/h2></a></div><div class=content-container>Wir rechnen L\xC3\xB6hne "
	                   "und Geh\xC3\xA4lter Ihrer Mitarbeitenden p\xC3\xBCnktlich jeden "
	                   "Monat ab.</div><a class=fusion-read-more href=/leistungen/lohn/>Mehr "
	                   "erfahren</a></div></div><div class=\"fusion-column "
	                   "content-box-column\"><div class=\"col content-box-wrapper\"><div "
	                   "class=heading><a class=heading-link href=/leistungen/nachfolge/><h2 "
	                   "class=content-box-heading>Nachfolge und Erbrecht</h2></a></div><div "
	                   "class=content-container>Wir begleiten die \xC3\x9C" "bergabe Ihres "
	                   "Betriebs an die n\xC3\xA4" "chste Generation mit einem klaren "
	                   "Plan.</div><a class=fusion-read-more href=/leistungen/nachfolge/>Mehr"
	                   " erfahren</a></div></div><div class=\"fusion-column "
	                   "content-box-column\"><div class=\"col content-box-wrapper\"><div "
	                   "class=heading><a class=heading-link href=/leistungen/gruendung/><h2 "
	                   "class=content-box-heading>Gr\xC3\xBCndung</h2></a></div><div "
	                   "class=content-container>Wir helfen bei der Wahl der Rechtsform und "
	                   "melden Ihre Gesellschaft beim Handelsregister an.</div><a "
	                   "class=fusion-read-more href=/leistungen/gruendung/>Mehr "
	                   "erfahren</a></div></div></div><p>Vereinbaren Sie gern ein erstes "
	                   "Gespr\xC3\xA4" "ch, telefonisch oder in unserer Kanzlei am "
	                   "Max-Josefs-Platz.</p></div></main><footer class=fusion-footer><p>\xC2"
	                   "\xA9 2026 Kanzlei Berger</p></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Nachfolge und Erbrecht\nWir begleiten") != NULL);
	CHECK(strstr(t, "Lohnbuchhaltung\nWir rechnen") != NULL);
	CHECK(strstr(t, "Mehr erfahren") == NULL);
}

static void test_audio_note(void)
{
	/* the read-aloud player's note that a machine speaks the article goes */
	const char *t = ex("<html lang=de><body><article><h1>Freiburg f\xC3\xBChrt "
	                   "Verpackungssteuer ein</h1><div class=article-content><div "
	                   "class=audio><button>Anh\xC3\xB6ren</button><span>4:12 Min.</span>"
	                   "<span>Diese Audioversion wurde k\xC3\xBCnstlich generiert.</span>"
	                   "</div><p>Die Stadt Freiburg f\xC3\xBChrt ab Januar eine "
	                   "Verpackungssteuer auf Einwegbecher und Essensboxen ein.</p><p>Der "
	                   "Gemeinderat stimmte am Dienstagabend mit gro\xC3\x9F" "er Mehrheit f\xC3\xBCr "
	                   "die neue Abgabe.</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Einwegbecher") != NULL);
	CHECK(strstr(t, "Audioversion") == NULL);
}

static void test_head_after_bar(void)
{
	/* a section's title named a title, right under a share bar, heads the
	 * kept list under it: a live blog's summary */
	const char *t = ex("<html lang=de><body><article class=liveblog><h1>Liveblog: "
	                   "Angriffe auf das Stromnetz</h1><p class=intro>Die Ukraine meldet "
	                   "schwere Angriffe auf ihre Energieversorgung. Der Pr\xC3\xA4sident "
	                   "fordert mehr Flugabwehr.</p><div class=share><a href=#>Teilen</a>"
	                   "</div><h2 class=summary-title>Das Wichtigste in K\xC3\xBCrze</h2><ul>"
	                   "<li>Russland greift erneut Kraftwerke in der Westukraine an</li><li>Der "
	                   "Pr\xC3\xA4sident bittet die Verb\xC3\xBCndeten um weitere Systeme zur "
	                   "Flugabwehr</li><li>Die Bundesregierung sagt zus\xC3\xA4tzliche Hilfe "
	                   "f\xC3\xBCr den Winter zu</li></ul><p>Nach den Angriffen m\xC3\xBCssen "
	                   "sich die Menschen in mehreren Regionen auf stundenweise Abschaltungen "
	                   "einstellen. Krankenh\xC3\xA4user werden \xC3\xBC" "ber Notstrom "
	                   "versorgt.</p></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Das Wichtigste in K\xC3\xBCrze\nRussland") != NULL);
	CHECK(strstr(t, "Teilen") == NULL);
}

static void test_key_points(void)
{
	/* a live blog's key points in a box of their own over the entries go
	 * first, under their heading */
	const char *t = ex("<html lang=fr><body><main><h1>Budget : suivez le d\xC3\xA9" "bat en "
	                   "direct</h1><section class=resume><h2>Ce qu'il faut retenir</h2><ul><li>Le "
	                   "gouvernement pourrait utiliser le 49.3 jeudi.</li><li>Quarante milliards "
	                   "d'euros d'\xC3\xA9" "conomies sont pr\xC3\xA9vus.</li><li>Les syndicats "
	                   "appellent \xC3\xA0 manifester le 5 d\xC3\xA9" "cembre.</li></ul></section><div "
	                   "class=refresh>3 nouveaux posts</div><div class=live><div class=post><p>Le "
	                   "Premier ministre a assur\xC3\xA9 qu'il n'y aurait aucune hausse de "
	                   "la TVA dans le budget. Nous ferons des \xC3\xA9" "conomies l\xC3\xA0 "
	                   "o\xC3\xB9 elles sont n\xC3\xA9" "cessaires, a-t-il d\xC3\xA9" "clar\xC3\xA9.</p></div><div "
	                   "class=post><p>La commission des finances a rejet\xC3\xA9 en fin d'apr\xC3\xA8s-midi "
	                   "l'amendement visant \xC3\xA0 r\xC3\xA9tablir l'imp\xC3\xB4t sur la "
	                   "fortune.</p></div><div class=post><p>Le texte pr\xC3\xA9voit quarante "
	                   "milliards d'euros d'\xC3\xA9" "conomies, dont vingt-cinq sur les d\xC3\xA9penses "
	                   "de l'Etat et quinze sur les collectivit\xC3\xA9s.</p></div></div><aside "
	                   "class=related><h3>Lire aussi</h3><ul><li><a href=/x0>Article li\xC3\xA9 "
	                   "num\xC3\xA9ro 0 sur le budget de l'Etat</a></li><li><a href=/x1>Article "
	                   "li\xC3\xA9 num\xC3\xA9ro 1 sur le budget de l'Etat</a></li><li><a href=/x2>Article "
	                   "li\xC3\xA9 num\xC3\xA9ro 2 sur le budget de l'Etat</a></li><li><a href=/x3>Article "
	                   "li\xC3\xA9 num\xC3\xA9ro 3 sur le budget de l'Etat</a></li><li><a href=/x4>Article "
	                   "li\xC3\xA9 num\xC3\xA9ro 4 sur le budget de l'Etat</a></li><li><a href=/x5>Article "
	                   "li\xC3\xA9 num\xC3\xA9ro 5 sur le budget de l'Etat</a></li><li><a href=/x6>Article "
	                   "li\xC3\xA9 num\xC3\xA9ro 6 sur le budget de l'Etat</a></li><li><a href=/x7>Article "
	                   "li\xC3\xA9 num\xC3\xA9ro 7 sur le budget de l'Etat</a></li></ul></aside></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Ce qu'il faut retenir\nLe gouvernement") != NULL);
	CHECK(strstr(t, "le 5 d\xC3\xA9" "cembre.\nLe Premier ministre") != NULL);
	CHECK(strstr(t, "Article li\xC3\xA9") == NULL);
}

static void test_header_title(void)
{
	/* a live page's posts, each post's title in its header box beside its
	 * time: entries under their titles, no teaser cards */
	const char *t = ex("<html lang=en><body><main><h1>Budget live: final talks</h1>"
	                   "<div class=stream><article class=post><header class=post-header>"
	                   "<time>14:32</time><h3>Chancellor arrives at Downing Street</h3>"
	                   "</header><p>The chancellor has arrived at Downing Street for talks "
	                   "with the prime minister ahead of the budget statement.</p></article>"
	                   "<article class=post><header class=post-header><time>13:55</time>"
	                   "<h3>Unions warn of strikes</h3></header><p>The leaders of three major "
	                   "unions have warned that they will coordinate strike action if pay is "
	                   "not increased.</p></article><article class=post><header "
	                   "class=post-header><time>13:10</time><h3>What we know so far</h3>"
	                   "</header><p>The budget is expected to include a freeze on income tax "
	                   "thresholds and new spending on the health service.</p></article>"
	                   "</div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Unions warn of strikes\nThe leaders") != NULL);
	CHECK(strstr(t, "What we know so far\nThe budget") != NULL);
	CHECK(strstr(t, "Chancellor arrives at Downing Street\n") != NULL);
}

static void test_title_over_stamp(void)
{
	/* a ticker entry's title, named a title, over its time line and its
	 * text stays */
	const char *t = ex("<html lang=de><body><article><h1>Unwetter in K\xC3\xA4rnten</h1>"
	                   "<div class=ticker><p class=lead>Ein schweres Unwetter hat am "
	                   "Montagabend weite Teile K\xC3\xA4rntens getroffen. Die Feuerwehren "
	                   "stehen im Dauereinsatz.</p><div class=item><h2 class=item-title>Alarm "
	                   "aufgehoben</h2><div class=item-meta>21:45 Uhr red</div><p>Der "
	                   "Zivilschutzalarm f\xC3\xBCr die Gemeinde ist aufgehoben worden. Die "
	                   "Pegel sinken wieder, teilte die Beh\xC3\xB6rde mit.</p></div><div "
	                   "class=item><h2 class=item-title>Bahnstrecke unterbrochen</h2><div "
	                   "class=item-meta>20:30 Uhr red</div><p>Die Bahn hat die Strecke "
	                   "zwischen Klagenfurt und Wolfsberg wegen einer Mure gesperrt. Ein "
	                   "Ersatzverkehr ist eingerichtet.</p></div></div></article></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Alarm aufgehoben\nDer Zivilschutzalarm") != NULL);
	CHECK(strstr(t, "Bahnstrecke unterbrochen\nDie Bahn") != NULL);
	CHECK(strstr(t, "Uhr red") == NULL);
}

static void test_feedback_call(void)
{
	/* a Swiss site's call for feedback under the article goes */
	const char *t = ex("<html lang=de><body><article><h1>Kinderspital-Chefin</h1><div "
	                   "class=Article_body><p>Wir haben ein Triagesystem eingef\xC3\xBChrt, "
	                   "damit die dringendsten F\xC3\xA4lle sofort behandelt werden.</p><p>Die "
	                   "Zahl der Bewerbungen ist im letzten Halbjahr um ein Viertel "
	                   "gestiegen.</p><div class=Article_feedback><p>Hast du Feedback zu "
	                   "diesem Artikel? <a href=#>Schreib uns</a></p></div></div></article>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Viertel gestiegen") != NULL);
	CHECK(strstr(t, "Feedback") == NULL);
}

static void test_media_duration(void)
{
	/* a video player's running time alone on its line goes; a race's
	 * result in a list stays */
	const char *t = ex("<html lang=de><body><article><h1>AKW Saporischschja</h1><div "
	                   "class=text><p>Die Atomenergiebeh\xC3\xB6rde hat sich erneut besorgt "
	                   "\xC3\xBC" "ber die Lage am besetzten Kraftwerk ge\xC3\xA4u\xC3\x9F" "ert."
	                   "</p><div class=player><p>1:42 min</p></div><p>Die K\xC3\xBChlung "
	                   "der Reaktoren sei \xC3\xBC" "ber Dieselgeneratoren sichergestellt "
	                   "worden.</p><ul><li>1:42 min</li><li>1:45 min</li></ul></div></article>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "ge\xC3\xA4u\xC3\x9F" "ert.\nDie K\xC3\xBChlung") != NULL);
	CHECK(strstr(t, "1:45 min") != NULL);
}

static void test_embed_privacy(void)
{
	/* a privacy plugin's lines over an embedded video go, the post around
	 * them stays */
	const char *t = ex("<html lang=de><body><article><h1>Rosenmontagszug in Mainz</h1>"
	                   "<div class=entry-content><p>P\xC3\xBCnktlich um 11.11 Uhr hat sich "
	                   "der Zug am Mainzer Hauptbahnhof in Bewegung gesetzt.</p><div "
	                   "class=embed-privacy-container><div class=embed-privacy-overlay><p>"
	                   "Klicken Sie hier, um den Inhalt von YouTube anzuzeigen.</p><p>Mit dem "
	                   "Laden des Videos akzeptieren Sie die Datenschutzerkl\xC3\xA4rung von "
	                   "YouTube.</p><p><a href=#>YouTube immer entsperren</a></p></div></div>"
	                   "<p>Entgegen der Vorhersage bleibt es bislang trocken. Die Stimmung "
	                   "am Stra\xC3\x9F" "enrand ist ausgelassen.</p></div></article></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Bewegung gesetzt.\nEntgegen") != NULL);
	CHECK(strstr(t, "YouTube") == NULL);
}

static void test_embed_placeholder(void)
{
	/* a consent tool's placeholder for an embedded post in the body goes,
	 * the paragraphs around it stay */
	const char *t = ex("<html lang=de><body><article><h1>Meine Wanderschuhe</h1><div "
	                   "class=entry-content><p>Seit gut zwei Jahren trage ich auf fast allen "
	                   "Touren dieselben Schuhe. Zeit f\xC3\xBCr ein ehrliches Fazit.</p><div "
	                   "class=embed><p>Sie sehen gerade einen Platzhalterinhalt von "
	                   "<strong>Instagram</strong>. Um auf den eigentlichen Inhalt zuzugreifen, "
	                   "klicken Sie auf die Schaltfl\xC3\xA4" "che unten. Bitte beachten Sie, dass "
	                   "dabei Daten an Drittanbieter weitergegeben werden.</p><p><a href=#>Inhalt "
	                   "entsperren</a></p></div><p>Viele Outdoorl\xC3\xA4" "den bieten inzwischen "
	                   "Leihschuhe f\xC3\xBCr ein Wochenende an.</p></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "ehrliches Fazit") != NULL);
	CHECK(strstr(t, "Leihschuhe") != NULL);
	CHECK(strstr(t, "Platzhalter") == NULL);
}

static void test_link_list_sections(void)
{
	/* a post's list of links in sections, each item a link and a line on
	 * it; a section of two items, one a bare link, stays whole */
	const char *t = ex("<html lang=de><body><article><h1>Fundst\xC3\xBC" "cke der Woche</h1><div "
	                   "class=entry-content><p>Diese Woche war kurz, die Leseliste trotzdem lang. "
	                   "Hier sind meine Empfehlungen:</p><h2>Entwicklung</h2><ul><li><a "
	                   "href=\"https://example.com/a\">SQLite in Produktion</a> \xE2\x80\x93 "
	                   "funktioniert besser als gedacht, solange man die Grenzen kennt.</li><li><a "
	                   "href=\"https://example.com/b\">Die Kunst des Code-Reviews</a> \xE2\x80\x93 "
	                   "weniger Kommentare, daf\xC3\xBCr die richtigen.</li></ul><h2>Sonstiges</h2>"
	                   "<ul><li><a href=\"https://example.com/c\">Wie ein Bahnhof in Tokio seine "
	                   "Durchsagen gestaltet</a> \xE2\x80\x93 faszinierend, wie viel Gestaltung "
	                   "in so etwas steckt.</li><li><a href=\"https://example.com/d\">Die "
	                   "Geschichte der B\xC3\xBCroklammer</a></li></ul><p>Habt ihr etwas "
	                   "Spannendes gelesen? Schickt mir gern eure Links!</p></div></article>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "faszinierend, wie viel Gestaltung") != NULL);
	CHECK(strstr(t, "Die Geschichte der B\xC3\xBCroklammer") != NULL);
}

static void test_title_heads(void)
{
	/* headings of the body named a "title" (an info box's "Hintergrund",
	 * a section's heading) are the article's, not its byline */
	const char *t = ex("<html lang=de><body><article><h1>B\xC3\xBCrgergeld wird reformiert</h1>"
	                   "<div class=author-meta>Von Jan Beispiel</div><div class=text><p>Die "
	                   "Bundesregierung hat sich auf eine Reform des B\xC3\xBCrgergelds "
	                   "geeinigt. Im Kern geht es um strengere Regeln f\xC3\xBCr Empf\xC3\xA4"
	                   "nger.</p><div class=infobox><h3 class=infobox__title>Hintergrund</h3>"
	                   "<p>Das B\xC3\xBCrgergeld hatte 2023 das Arbeitslosengeld II "
	                   "abgel\xC3\xB6st. Es wird von rund 5,5 Millionen Menschen bezogen.</p>"
	                   "</div><h2 class=section-title>Weniger Schonverm\xC3\xB6gen</h2><p>Auch "
	                   "beim Verm\xC3\xB6gen gibt es \xC3\x84nderungen. Das Schonverm\xC3\xB6"
	                   "gen sinkt deutlich, und die Karenzzeit entf\xC3\xA4llt.</p></div>"
	                   "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "\nHintergrund\nDas B\xC3\xBCrgergeld hatte 2023") != NULL);
	CHECK(strstr(t, "\nWeniger Schonverm\xC3\xB6gen\nAuch beim") != NULL);
	CHECK(strstr(t, "Jan Beispiel") == NULL);
}

static void test_comment_call(void)
{
	/* a news site's call to its readers ("Diskutieren Sie mit (3)") heads
	 * their posts, in boxes whose names say nothing: the article ends */
#define POST(u, t) "<div class=ugc-item><div class=ugc-user>" u "</div><div " \
	"class=ugc-time>vor 2 Stunden</div><p>" t "</p></div>"
	const char *t = ex("<html lang=de><body><div class=wrap><h1>Handyverbot an Schulen</h1>"
	                   "<div class=txt><p>Ab dem kommenden Schuljahr d\xC3\xBCrfen "
	                   "Sch\xC3\xBCler an den Grundschulen ihre Smartphones w\xC3\xA4hrend des "
	                   "Unterrichts und in den Pausen nicht mehr nutzen. Das hat das "
	                   "Kultusministerium am Dienstag bekannt gegeben.</p><p>F\xC3\xBCr die "
	                   "weiterf\xC3\xBChrenden Schulen sollen die Schulkonferenzen eigene "
	                   "Regeln beschlie\xC3\x9F" "en. Ausnahmen gelten f\xC3\xBCr den Einsatz "
	                   "im Unterricht. Die Eltern werden per Brief informiert.</p></div><div class=ugc><h2>Diskutieren Sie mit (3)</h2>"
	                   POST("Mutter", "Endlich! In der Pause spielt niemand mehr miteinander, "
	                        "weil alle nur auf ihre Handys starren. Das ist eine "
	                        "\xC3\xBC" "berf\xC3\xA4llige Entscheidung.")
	                   POST("Lehrer", "Ich begr\xC3\xBC\xC3\x9F" "e die Regelung, frage "
	                        "mich aber, wer die Einhaltung kontrollieren soll. Wir sind "
	                        "jetzt schon am Limit.")
	                   POST("Peter K.", "Verbote bringen nichts. Man sollte den Kindern "
	                        "lieber Medienkompetenz beibringen.")
	                   "</div></div></body></html>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "Die Eltern werden per Brief informiert.") != NULL);
	CHECK(strstr(t, "Diskutieren") == NULL);
	CHECK(strstr(t, "Verbote bringen nichts") == NULL);
}

static void test_builder_boxes(void)
{
	/* a page builder names every box of the page a widget
	 * ("elementor-widget-container"): the word is no verdict on the
	 * boxes that hold the page's prose; the cookie box still goes */
#define COL(t) "<div class=\"elementor-column elementor-col-33\"><div class=" \
	"\"elementor-widget-wrap\"><div class=\"elementor-widget elementor-widget-" \
	"text-editor\"><div class=elementor-widget-container><p>" t "</p></div></div>" \
	"</div></div>"
	const char *t = ex("<body class=\"page-template-elementor_header_footer\"><div "
	                   "class=cookie-box><p>Wir nutzen Cookies auf unserer Website, um "
	                   "Ihre Erfahrung zu verbessern.</p></div><nav><a href=\"/\">Start"
	                   "</a> <a href=\"/l\">Leistungen</a></nav><div class=elementor>"
	                   COL("Komplette Installation in Neubau und Altbau, Zählerschränke "
	                       "und die Prüfung nach DGUV V3.")
	                   COL("Wir planen Ihre Solaranlage, montieren sie auf dem Dach und "
	                       "binden den Speicher ein.")
	                   COL("Licht, Jalousien und Heizung per App steuern, auch "
	                       "nachträglich im Altbau.")
	                   "</div><footer><p>Bahnhofstraße 40, 73033 Göppingen</p></footer>"
	                   "</body>", NULL, NULL);
#undef COL
	CHECK_STR(t, "Komplette Installation in Neubau und Altbau, Zählerschränke und die "
	             "Prüfung nach DGUV V3.\nWir planen Ihre Solaranlage, montieren sie auf "
	             "dem Dach und binden den Speicher ein.\nLicht, Jalousien und Heizung per "
	             "App steuern, auch nachträglich im Altbau.");
}

static void test_section_headers(void)
{
	/* a CMS sets each section's heading in a box named a header
	 * (TYPO3's "frame-header", "element-header"): a heading right over
	 * prose heads a section of the text, and the sections of a legal
	 * notice page are its content */
#define FRAME(h, t) "<div class=\"frame frame-type-text\"><div class=frame-inner><header " \
	"class=frame-header><h2 class=element-header><span>" h "</span></h2></header><p>" t \
	"</p></div></div>"
	const char *t = ex("<body><header class=page-header><a href=\"/\">Hofmann</a> <a "
	                   "href=\"/k\">Kontakt</a></header><main>"
	                   "<div class=frame><header class=frame-header><h1 class=element-header>"
	                   "Impressum</h1></header></div>"
	                   FRAME("Angaben gemäß § 5 TMG", "Hofmann Maschinenbau GmbH<br>"
	                         "Industriestraße 23<br>73430 Aalen")
	                   FRAME("Vertreten durch", "Geschäftsführer: Dipl.-Ing. Andreas "
	                         "Hofmann, Claudia Weiß")
	                   FRAME("Registereintrag", "Eintragung im Handelsregister.<br>"
	                         "Registergericht: Amtsgericht Ulm")
	                   FRAME("Haftung für Inhalte", "Als Diensteanbieter sind wir gemäß "
	                         "§ 7 Abs.1 TMG für eigene Inhalte auf diesen Seiten nach den "
	                         "allgemeinen Gesetzen verantwortlich. Eine Haftung ist erst ab "
	                         "dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung "
	                         "möglich, dann werden wir diese Inhalte umgehend entfernen.")
	                   "</main><footer><p>© 2026 Hofmann Maschinenbau GmbH</p></footer>"
	                   "</body>", NULL, NULL);
#undef FRAME
	CHECK(strstr(t, "Angaben gemäß § 5 TMG\nHofmann Maschinenbau GmbH\n") != NULL);
	CHECK(strstr(t, "Vertreten durch\nGeschäftsführer: Dipl.-Ing.") != NULL);
	CHECK(strstr(t, "Registereintrag\nEintragung im Handelsregister.") != NULL);
	CHECK(strstr(t, "Haftung für Inhalte\nAls Diensteanbieter") != NULL);
	CHECK(strstr(t, "Kontakt") == NULL);
}

static void test_title_headings(void)
{
	/* a page builder names every heading a title
	 * ("elementor-heading-title", "elementor-icon-box-title"): a heading
	 * alone in such a box heads a section between kept text, and a team
	 * member's name heads the role under it */
#define HEAD(h) "<div class=\"elementor-widget elementor-widget-heading\"><div class=" \
	"elementor-widget-container><h2 class=elementor-heading-title>" h "</h2></div></div>"
#define TEXT(t) "<div class=\"elementor-widget elementor-widget-text-editor\"><div class=" \
	"elementor-widget-container><p>" t "</p></div></div>"
#define CARD(n, r) "<div class=elementor-image-box-content><h3 class=" \
	"elementor-image-box-title>" n "</h3><p class=elementor-image-box-description>" r \
	"</p></div>"
	const char *t = ex("<body><nav><a href=\"/\">Start</a> <a href=\"/u\">Über uns</a>"
	                   "</nav><div class=elementor>"
	                   TEXT("Wir bauen Küchen, Einbaumöbel und Treppen für Kunden in "
	                        "ganz Oberbayern.")
	                   HEAD("Unsere Geschichte")
	                   TEXT("Angefangen hat alles 1962 in einer kleinen Werkstatt hinter "
	                        "dem Wohnhaus, mit einer Hobelbank und zwei Lehrlingen.")
	                   TEXT("Sein Sohn übernahm den Betrieb 1991 und baute die neue Halle "
	                        "am Ortsrand, in der wir heute fertigen.")
	                   HEAD("Unser Team")
	                   CARD("Katharina Brandl", "Geschäftsführerin, Schreinermeisterin")
	                   CARD("Stefan Huber", "Werkstattleiter")
	                   HEAD("Zertifizierungen")
	                   TEXT("Unser Betrieb ist Mitglied der Schreinerinnung und nach PEFC "
	                        "zertifiziert, für den Einbruchschutz sind wir geprüft.")
	                   "</div></body>", NULL, NULL);
#undef HEAD
#undef TEXT
#undef CARD
	CHECK(strstr(t, "Unsere Geschichte\nAngefangen hat alles") != NULL);
	CHECK(strstr(t, "Unser Team\nKatharina Brandl\nGeschäftsführerin") != NULL);
	CHECK(strstr(t, "Stefan Huber\nWerkstattleiter\nZertifizierungen\nUnser") != NULL);
}

static void test_team_cards(void)
{
	/* a team member's card: the name in a box named a header (Divi's
	 * "et_pb_module_header"), a role, a line about them; the name heads
	 * the card and does not make it a teaser */
#define MEMBER(n, r, t) "<div class=\"et_pb_module et_pb_team_member\"><div class=" \
	"et_pb_team_member_description><h4 class=et_pb_module_header>" n "</h4><p class=" \
	"et_pb_member_position>" r "</p><div><p>" t "</p></div></div></div>"
	const char *t = ex("<body><nav><a href=\"/\">Home</a> <a href=\"/a\">About us</a>"
	                   "</nav><div class=entry-content><p>Brightwell is an independent "
	                   "firm of chartered accountants in Leeds. Since 1994 we have looked "
	                   "after the accounts and tax returns of small businesses.</p>"
	                   "<h2>Meet the team</h2>"
	                   MEMBER("Sarah Whitaker", "Managing Partner, FCA", "Sarah founded "
	                          "the firm and still looks after many of its clients.")
	                   MEMBER("Raj Patel", "Tax Manager, CTA", "Raj leads our tax team "
	                          "and specialises in property and self-assessment.")
	                   MEMBER("Emma Clarke", "Payroll Supervisor", "Emma runs payroll "
	                          "for more than ninety local employers every month.")
	                   "</div></body>", NULL, NULL);
#undef MEMBER
	CHECK(strstr(t, "Sarah Whitaker\nManaging Partner, FCA\nSarah founded") != NULL);
	CHECK(strstr(t, "Raj Patel\nTax Manager, CTA\nRaj leads") != NULL);
	CHECK(strstr(t, "Emma Clarke\nPayroll Supervisor\nEmma runs") != NULL);
}

static void test_icon_glyphs(void)
{
	/* an icon font's glyph in the Private Use Area (Divi's blurb icon
	 * "&#xe08a;", U+F0A1) is no text: no line of its own, none in a word */
	const char *t = ex("<body><div class=blurb><span class=et-pb-icon>&#xe08a;</span>"
	                   "<h4>Plain English</h4><p>No jargon: we explain what the figures "
	                   "mean for you and what you need to do next.</p><p>&#xf0a1;We "
	                   "work with Xero, QuickBooks and FreeAgent and can move your books "
	                   "across for you.</p></div></body>", NULL, NULL);
	CHECK_STR(t, "Plain English\nNo jargon: we explain what the figures mean for you "
	             "and what you need to do next.\nWe work with Xero, QuickBooks and "
	             "FreeAgent and can move your books across for you.");
}

static void test_preview_twice(void)
{
	/* a shop's description tab holds a preview cut off before its
	 * "more" link and the whole text: the text comes out once */
	const char *t = ex("<body><div class=tab-menu--product><div class=tab--container>"
	                   "<div class=tab--preview>Der BS 18 Pro ist ein kompakter "
	                   "Bohrschrauber für Handwerker, die den ganzen Tag über Kopf..."
	                   "<a href=\"#\" class=tab--link> mehr</a></div><div class=tab--content>"
	                   "<div class=product--description><p>Der BS 18 Pro ist ein kompakter "
	                   "Bohrschrauber für Handwerker, die den ganzen Tag über Kopf oder in "
	                   "engen Schränken arbeiten.</p><p>Das zweigängige Getriebe und die "
	                   "Drehmomentkupplung machen ihn vielseitig, vom feinen Eindrehen bis "
	                   "zum Bohren in Stahl.</p></div></div></div></div></body>", NULL, NULL);
	CHECK_STR(t, "Der BS 18 Pro ist ein kompakter Bohrschrauber für Handwerker, die den "
	             "ganzen Tag über Kopf oder in engen Schränken arbeiten.\nDas zweigängige "
	             "Getriebe und die Drehmomentkupplung machen ihn vielseitig, vom feinen "
	             "Eindrehen bis zum Bohren in Stahl.");
}

static void test_figure_table(void)
{
	/* a block editor sets a table in a <figure> ("wp-block-table"): its
	 * rows are data, not a picture's caption; the labels stay */
	const char *t = ex("<body><div class=entry-content><p>Termine vergeben wir "
	                   "telefonisch oder per E-Mail, bitte bringen Sie Ihre Verordnung "
	                   "und ein großes Handtuch mit.</p><h2>Öffnungszeiten</h2><figure "
	                   "class=wp-block-table><table><tbody><tr><td>Montag bis Donnerstag"
	                   "</td><td>7:30 – 19:00 Uhr</td></tr><tr><td>Freitag</td><td>7:30 – "
	                   "14:00 Uhr</td></tr></tbody></table></figure><p>Die Praxis liegt im "
	                   "ersten Stock über der Apotheke, ein Aufzug ist vorhanden.</p></div>"
	                   "</body>", NULL, NULL);
	CHECK(strstr(t, "Öffnungszeiten\nMontag bis Donnerstag 7:30 – 19:00 Uhr\nFreitag "
	                "7:30 – 14:00 Uhr\nDie Praxis") != NULL);
}

static void test_consent_placeholder(void)
{
	/* an embedded map's or video's placeholder asks for consent to
	 * cookies: the site's notice, in any of the major languages; cookies
	 * in a recipe are the text's */
	const char *t = ex("<body><div class=content><p>Whether you need a new staircase or "
	                   "a fitted kitchen, we are happy to come and see you and give you a "
	                   "written quote free of charge.</p><div class=map><p>Please accept "
	                   "marketing cookies to view this map.</p></div><p>Parking is "
	                   "available in front of the workshop, and the station is a "
	                   "ten-minute walk away.</p><div class=video><p>Bitte akzeptieren Sie "
	                   "die Marketing-Cookies, um dieses Video anzusehen.</p></div><p>Place "
	                   "the cookies on a rack and let them cool, then accept a compliment "
	                   "or two.</p><p>This slideshow requires JavaScript.</p><p>Write your "
	                   "JavaScript in a file of its own, and the page loads faster.</p>"
	                   "</div></body>", NULL, NULL);
	CHECK(strstr(t, "view this map") == NULL);
	/* so is a line saying a widget needs scripts; a line on scripts
	 * that asks for nothing is text */
	CHECK(strstr(t, "requires JavaScript") == NULL);
	CHECK(strstr(t, "Write your JavaScript") != NULL);
	CHECK(strstr(t, "Video anzusehen") == NULL);
	CHECK(strstr(t, "Parking is available") != NULL);
	CHECK(strstr(t, "Place the cookies on a rack") != NULL);
}

static void test_thread_posts(void)
{
	/* a thread whose first post is long and whose replies are short,
	 * each under a link bar: the container is the run of post boxes,
	 * not the first post */
#define POST(t) "<div class=post><div class=info><a href=\"/u\">kim</a> " \
	"Posted on Jan 3, 2009</div><div class=body>" t "</div><div class=bar>" \
	"<a href=\"/r\">Reply</a> | <a href=\"/q\">Quote</a> | <a href=\"/p\">" \
	"Report post</a> | <a href=\"/m\">Send private message</a></div></div>"
	const char *t = ex("<body><div class=nav><a href=\"/\">Home</a> | <a "
	                   "href=\"/f\">Forums</a></div><div id=posts>"
	                   POST(PARA)
	                   POST("Same here. What fixed it for me was safe mode.")
	                   POST("Thanks, that worked. I also turned off fast startup.")
	                   POST("Good to hear. The next release will fix it.")
	                   "</div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, PARA) != NULL);
	CHECK(strstr(t, "What fixed it for me was safe mode.") != NULL);
	CHECK(strstr(t, "The next release will fix it.") != NULL);
	CHECK(strstr(t, "Report post") == NULL);
}

static void test_thread_reply(void)
{
	/* a thread of two posts: the reply's box (its linked title "Re: ...",
	 * "Quote", the date line, a short text) looks like a teaser card, but
	 * it is the same kind of box as the first post's, which holds the
	 * body: a reply, and it stays */
#define POST(n, h, t) "<div class=\"post bg" n "\"><dl class=postprofile><dt><a href=\"/u\">" \
	"kim</a></dt><dd>Posts: 12</dd><dd>Joined: Feb 2014</dd></dl><div class=postbody>" \
	"<div id=c" n "><h3><a href=\"/viewtopic.php?p=" n "\">" h "Router drops the " \
	"connection every evening</a></h3><ul><li><a href=\"/posting?q=" n "\">Quote</a>" \
	"</li></ul><p class=author>by kim &raquo; Tue Mar 14, 2023 8:1" n " am</p><div " \
	"class=content>" t "</div></div></div></div>"
	const char *t = ex("<body><div class=navbar><a href=\"/\">Board index</a> <a href=\"/f\">"
	                   "Network</a></div><div id=page-body>"
	                   POST("1", "", PARA "<br><br>" PARA)
	                   POST("2", "Re: ", "Did you check the firmware? An update fixed it "
	                        "for me.")
	                   "</div></body>", NULL, NULL);
#undef POST
	CHECK_STR(t, PARA "\n" PARA "\nDid you check the firmware? An update fixed it for me.");
}

static void test_thread_pair(void)
{
	/* a thread of two posts, each an <article> with its author's box:
	 * the first post, long, outweighs the short reply under its date
	 * link, but two sibling boxes of one class, each with prose and an
	 * author box, are a thread */
#define POST(n, t) "<li id=post" n " class=anchorFixedHeader><article class=\"message wbbPost\"><aside " \
	"class=messageSidebar><a href=\"/user/" n "/\">kim</a><div class=userTitle>Profi" \
	"</div><dl><dt>Beitr\xC3\xA4" "ge</dt><dd>31" n "</dd></dl></aside><div " \
	"class=messageContent><header><a href=\"/t/?postID=" n "\">14. M\xC3\xA4rz 2023</a>" \
	"</header><div class=messageText>" t "</div><footer><a href=\"#\">Zitieren</a> " \
	"<a href=\"#\">Gef\xC3\xA4llt mir</a></footer></div></article></li>"
	const char *t = ex("<body><nav><a href=\"/\">Forum</a> <a href=\"/b/\">Heizung</a></nav>"
	                   "<div id=content><h1>Router trennt jeden Abend</h1><ul "
	                   "class=messageList>"
	                   POST("1", "<p>" PARA "</p><p>" PARA "</p>")
	                   POST("2", "<p>Das klingt nach dem Fehler in der neuen Firmware.</p>")
	                   "</ul></div></body>", NULL, NULL);
#undef POST
	CHECK_STR(t, PARA "\n" PARA "\nDas klingt nach dem Fehler in der neuen Firmware.");
}

static void test_thread_quote(void)
{
	/* a reply quoting an earlier post: the quote is part of the reply.
	 * Discourse sets it in an <aside> around a blockquote (no sidebar);
	 * a forum's quote names its source in a link ("Quote from: kim on
	 * <date>"), no headline of a teaser card */
#define POST(n, t) "<div id=post_" n " class=\"topic-body crawler-post\"><div class=meta>" \
	"<span class=creator itemprop=author><a href=\"/u/kim\">kim</a></span> <time>March " \
	"14, 2023, 8:1" n "am</time></div><div class=post itemprop=text>" t "</div></div>"
	const char *t = ex("<body><div id=main-outlet><h1><a href=\"/t/812\">Router drops "
	                   "every evening</a></h1>"
	                   POST("1", "<p>" PARA "</p><p>" PARA "</p>")
	                   POST("2", "<aside class=quote><div class=title>kim:</div><blockquote>"
	                        "<p>Has anyone seen this before?</p></blockquote></aside><p>Yes, "
	                        "the firmware update fixed it for me.</p>")
	                   "</div><footer><a href=\"/tos\">Terms</a></footer></body>", NULL, NULL);
#undef POST
	CHECK_STR(t, PARA "\n" PARA "\nHas anyone seen this before?\nYes, the firmware update "
	             "fixed it for me.");
#define POST(n, t) "<div class=windowbg><div class=post_wrapper><div class=userinfo><h4>" \
	"<a href=\"/u\">kim</a></h4><ul><li>Full Member</li></ul></div><div class=postarea>" \
	"<div class=keyinfo><a href=\"/msg" n "\">14 March 2023, 08:1" n ":00</a></div>" \
	"<div class=post><div class=inner>" t "</div></div><div class=under_message><a " \
	"href=\"/like\">Like</a></div></div></div></div>"
	t = ex("<body><div class=navigate_section><a href=\"/\">Forum</a></div><div id=forumposts>"
	       POST("1", PARA "<br><br>" PARA)
	       POST("2", "<blockquote class=bbc_standard_quote><cite><a href=\"/msg1\">Quote "
	            "from: kim on 14 March 2023, 08:10:00</a></cite>Has anyone seen this "
	            "before?</blockquote>Yes, the firmware update fixed it for me.")
	       "</div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "Yes, the firmware update fixed it for me.") != NULL);
}

static void test_thread_poster(void)
{
	/* a forum names each post's author box "poster" (Simple Machines
	 * Forum): an author hint, so two posts make a thread */
#define POST(n, t) "<div class=windowbg id=msg" n "><div class=post_wrapper><div " \
	"class=poster><h4><a href=\"/u\">kim</a></h4><ul class=user_info><li>Full " \
	"Member</li><li>Beitr\xC3\xA4" "ge: 1" n "</li></ul></div><div class=postarea><div " \
	"class=keyinfo><a href=\"/msg" n "\">14 M\xC3\xA4rz 2023, 08:1" n ":00</a></div>" \
	"<div class=post><div class=inner>" t "</div></div><div class=under_message><a " \
	"href=\"/like\">Gef\xC3\xA4llt mir</a></div></div></div></div>"
	const char *t = ex("<body><div class=navigate_section><a href=\"/\">Forum</a></div>"
	                   "<div id=forumposts>"
	                   POST("1", PARA "<br><br>" PARA)
	                   POST("2", "Das klingt stark nach zu wenig Durchfluss im Heizkreis.")
	                   "</div></body>", NULL, NULL);
#undef POST
	CHECK_STR(t, PARA "\n" PARA "\nDas klingt stark nach zu wenig Durchfluss im Heizkreis.");
}

static void test_thread_signature(void)
{
	/* a post's signature under a rule line ("_____", a link to the
	 * author's blog, a motto) is the author's furniture, not the post */
	const char *t = ex("<body><div id=page-body><div class=\"post bg1\"><dl "
	                   "class=postprofile><dt><a href=\"/u\">kim</a></dt><dd>Posts: 12</dd>"
	                   "</dl><div class=postbody><div class=content>" PARA "<br><br>" PARA
	                   "</div><div id=sig1 class=signature>_____________________<br><a "
	                   "href=\"http://example.org/blog\">My homelab blog</a><br>Debian "
	                   "stable on everything, since 2009.</div></div></div></div></body>",
	                   NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA);
}

static void test_thread_rows(void)
{
	/* posts in boxes whose class counts their row ("post bg1", "post
	 * bg2", "windowbg2", "alt1"): one kind of box, so two posts with
	 * their author boxes are a thread, not the first post alone */
#define POST(n, t) "<div class=\"post bg" n "\"><dl class=postprofile><dt><a href=\"/u\">" \
	"kim</a></dt><dd>Posts: 12</dd></dl><div class=postbody><div id=c" n "><h3><a " \
	"href=\"#p" n "\">Router drops the connection</a></h3><p class=author>by kim " \
	"&raquo; Tue Mar 14, 2023 8:1" n " am</p><div class=content>" t "</div></div></div>" \
	"<div class=bar><a href=\"/r\">Quote</a></div></div>"
	const char *t = ex("<body><div class=navbar><a href=\"/\">Board index</a></div><div "
	                   "id=page-body>"
	                   POST("1", PARA "<br><br>" PARA)
	                   POST("2", "<blockquote><cite><a href=\"/viewtopic.php?p=1\">Quote "
	                        "from: kim on 14 March 2023, 08:10:00</a></cite><div>Has anyone "
	                        "seen this before?</div></blockquote>Yes, the firmware update "
	                        "fixed it for me.")
	                   "</div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, PARA "\n" PARA) != NULL);
	CHECK(strstr(t, "Yes, the firmware update fixed it for me.") != NULL);
}

static void test_comment_thread(void)
{
	/* a thread whose posts are all named comments (Invision Community:
	 * <article class=ipsComment>, "comment-901_wrap") is the page: no
	 * article's body comes before the first post */
#define POST(n, t) "<article id=elComment_90" n " class=\"cPost ipsBox ipsComment " \
	"ipsComment_parent\"><aside class=\"ipsComment_author cAuthorPane\"><h3><a " \
	"href=\"/profile/" n "/\">kim</a></h3><ul class=cAuthorPane_info><li>Members</li>" \
	"</ul></aside><div id=comment-90" n "_wrap class=ipsComment_content><div " \
	"class=ipsComment_meta><a href=\"/topic/5/?comment=90" n "\">Posted March 14, " \
	"2023</a></div><div class=cPost_contentWrap><div data-role=commentContent " \
	"class=ipsType_richText>" t "</div><ul class=ipsComment_controls><li><a " \
	"href=\"#\">Quote</a></li></ul></div></div></article>"
	const char *t = ex("<head><title>Server freezes after update - Hardware</title></head>"
	                   "<body><nav><a href=\"/\">Home</a> <a href=\"/forums/\">Forums</a>"
	                   "</nav><main><div class=ipsPageHeader><h1>Server freezes after "
	                   "update</h1><p class=ipsType_light>By <a href=\"/p/1\">kim</a>, "
	                   "March 14, 2023 in <a href=\"/f/12\">Hardware</a></p></div><div "
	                   "id=comments class=cTopic>"
	                   POST("0", "<p>" PARA "</p><p>" PARA "</p>")
	                   POST("1", "<p>Did you check the disk with smartctl?</p>")
	                   POST("2", "<p>Same problem here after the update, the old kernel "
	                        "fixed it.</p>")
	                   "</div></main><footer><a href=\"/privacy/\">Privacy</a></footer>"
	                   "</body>", NULL, NULL);
#undef POST
	/* the thread's title over its posts goes first (test_question_title) */
	CHECK_STR(t, "Server freezes after update\n" PARA "\n" PARA "\nDid you check the disk "
	             "with smartctl?\nSame problem here after the update, the old kernel fixed "
	             "it.");
	/* a blog post's readers' comments below its body stay out, the
	 * body a short line or none but a video in an article's box */
#define POST(n) "<li class=comment><div class=comment-author>lee" n "</div><div " \
	"class=comment-content><p>" PARA "</p></div></li>"
	t = ex("<body><h1>My new project</h1><div class=entry-content><p>Max, born "
	       "today.</p></div><div id=comments><h3>3 Responses</h3><ol class=commentlist>"
	       POST("1") POST("2") POST("3") "</ol></div></body>", NULL, NULL);
	CHECK_STR(t, "Max, born today.");
	t = ex("<body><h1>Next up: pumpkin pie</h1><article class=post><video "
	       "src=pie.mp4></video></article><div id=comments><ol class=commentlist>"
	       POST("1") POST("2") POST("3") "</ol></div></body>", NULL, NULL);
	CHECK(strstr(t, "committee") == NULL);
#undef POST
}

static void test_link_board_thread(void)
{
	/* a link board's thread (old Reddit's): the board's name closes the
	 * <title> and heads its sidebar as a linked h1, the post's title is
	 * a link in a box of no heading tag, and each reply's text sits in
	 * its small edit form under a box named a comment: the replies are
	 * the page's, not a story's comments nor a form's labels */
#define POST(n, t) "<div class=\"thing comment\" id=c" n "><div class=entry><p " \
	"class=tagline><a href=\"/user/u" n "\" class=author>rider" n "</a> 12 points " \
	"2 days ago</p><form class=usertext><div class=md><p>" t "</p></div></form>" \
	"<ul class=buttons><li><a href=\"/p" n "\">permalink</a></li><li><a " \
	"href=\"#\">embed</a></li><li><a href=\"#\">save</a></li><li><a " \
	"href=\"#\">reply</a></li></ul></div></div>"
	const char *t = ex("<head><title>How do I bleed my disc brakes at home? : bikewrench"
	                   "</title></head><body><div class=side><div class=titlebox><h1><a "
	                   "href=\"/r/bikewrench/\">bikewrench</a></h1><div class=md><p>A "
	                   "place for all questions about fixing and maintaining your bike, "
	                   "from flats to bearings.</p><p>Be kind to each other.</p></div>"
	                   "</div></div><div class=content><div class=\"thing link\"><p "
	                   "class=title><a href=\"/r/bikewrench/c/1\">How do I bleed my disc "
	                   "brakes at home?</a></p><p class=tagline>submitted 2 days ago by "
	                   "<a href=\"/user/op\">op</a></p><form class=usertext><div class=md>"
	                   "<p>My rear brake lever goes almost to the bar and the pads barely "
	                   "bite any more. It started after a long descent in the Alps last "
	                   "month, and it has got worse on every ride since then.</p><p>Is a "
	                   "bleed kit worth it, or should I take the bike to a shop?</p></div>"
	                   "</form><ul class=buttons><li><a href=\"/c/1\">"
	                   "31 comments</a></li><li><a href=\"#\">share</a></li></ul></div>"
	                   "<div class=commentarea>"
	                   POST("1", "A bleed kit costs less than one visit to the shop, and "
	                        "the job takes half an hour once you have done it twice.")
	                   POST("2", "Check the pads first: if they are glazed, no bleed "
	                        "will bring the bite back. Sand them or buy new ones, they are cheap.")
	                   POST("3", "Mineral oil or DOT fluid matters a lot, so read what "
	                        "is printed on the lever before you buy a kit. The wrong fluid ruins "
	                        "the seals.")
	                   POST("4", "Watch one of the long videos for your brake model "
	                        "first, then do the front brake, where the hose is short "
	                        "and there is less to go wrong.")
	                   "</div></div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "My rear brake lever") != NULL);
	CHECK(strstr(t, "A bleed kit costs less") != NULL);
	CHECK(strstr(t, "Check the pads first") != NULL);
	CHECK(strstr(t, "Mineral oil or DOT fluid") != NULL);
	CHECK(strstr(t, "Watch one of the long videos") != NULL);
	CHECK(strstr(t, "Be kind") == NULL);
}

static void test_reply_stamp(void)
{
	/* a nested thread's replies, each under its poster's linked name and
	 * a time told from now ("kim vor 5 Stunden", "lee • 3 hours ago"),
	 * in boxes of two blocks: posts, no teaser cards under linked
	 * headlines; and a time alone on its line, the name in a box of its
	 * own ("•vor 3 Tg."), goes with the other headers */
#define POST(n, w, t) "<li class=comment><article class=comment-node><div " \
	"class=comment-header><a href=\"/u/" n "\">" n "</a> <span>" w "</span></div>" \
	"<div class=md-div><p>" t "</p></div></article></li>"
	const char *t = ex("<body><main><div class=post-listing><h1>Balkonkraftwerk speist "
	                   "nachmittags kaum ein</h1><div class=md-div><p>" PARA "</p></div>"
	                   "</div><ul class=comments>"
	                   POST("wattwaechter", "vor 5 Stunden", "Schau mal, wie warm die "
	                        "Module nachmittags werden, bei voller Sonne verlieren die "
	                        "locker ein Viertel.")
	                   POST("elektro_jo", "vor 4 Stunden", "Achtzehn Volt an einem "
	                        "Eingang heißt fast immer, dass ein Teil des Moduls "
	                        "verschattet ist.")
	                   POST("sonnenfan", "vor 1 Stunde", "Treffer: die Querstrebe vom "
	                        "Geländer wirft ab 14 Uhr einen schmalen Schatten. Danke euch!")
	                   "</ul></main></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "Schau mal, wie warm") != NULL);
	CHECK(strstr(t, "Achtzehn Volt") != NULL);
	CHECK(strstr(t, "Treffer:") != NULL);
	CHECK(strstr(t, "vor 5 Stunden") == NULL);
#define POST(n, t) "<div class=reply><div><a href=\"/user/" n "\">" n "</a></div><div>" \
	"&bull;vor 3 Tg.</div><div class=md><p>" t "</p></div></div>"
	t = ex("<body><h1>Kette springt bei Belastung</h1><div class=thread><p>" PARA "</p>"
	       POST("radler", "Die alte Kette hat die Kassette mit abgenutzt, da hilft nur "
	            "eine neue Kassette.")
	       POST("velo_dd", "Schau dir auch die Kettenblätter an, bevor du Geld "
	            "ausgibst.")
	       POST("grete", "Bei sechstausend Kilometern ist eine neue Kassette ganz "
	            "normal.")
	       "</div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "vor 3 Tg.") == NULL);
	CHECK(strstr(t, "Die alte Kette") != NULL);
}

static void test_consent_buttons(void)
{
	/* a consent dialog whose controls are buttons, no links (a CMP's
	 * "<p class=qc-cmp2-summary-info>Nosotros y nuestros socios ...
	 * cookies ...</p><button>ACEPTO</button>"), first on a thread's page
	 * of tables: boilerplate, and no lead above the posts though its box
	 * is named a summary */
#define POST(n, t) "<table id=post" n " class=tborder><tr><td class=thead>24-nov-2024, " \
	"21:1" n "</td></tr><tr><td class=alt2><a class=bigusername href=\"/m" n "\">user" \
	n "</a></td><td class=alt1 id=td_post_" n "><div id=post_message_" n ">" t \
	"</div></td></tr></table>"
	const char *t = ex("<head><title>Hipoteca fija o variable - Foro</title></head><body>"
	                   "<div id=qc-cmp2-container><div class=qc-cmp2-summary-section><p "
	                   "class=qc-cmp2-summary-info>Nosotros y nuestros socios almacenamos "
	                   "o accedemos a información en un dispositivo, tales como cookies, "
	                   "y procesamos datos personales para anuncios y contenido "
	                   "personalizados.</p><button>ACEPTO</button><button>NO ACEPTO"
	                   "</button></div></div><div id=posts>"
	                   POST("1", PARA "<br>" PARA)
	                   POST("2", "Fija sin dudarlo, al dos con ochenta y cinco a treinta "
	                        "años es un buen precio y duermes tranquilo.")
	                   POST("3", "Depende: si en los dos primeros años amortizas con el "
	                        "colchón, la variable te pilla con menos capital.")
	                   "</div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "cookies") == NULL);
	CHECK(strstr(t, "Fija sin dudarlo") != NULL);
}

static void test_numbered_post_heads(void)
{
	/* a vBulletin thread's post headers, the time in one cell and the
	 * post's number, its permalink, in the next ("24-nov-2024, 21:14" |
	 * "#1"): no text of the posts */
#define POST(n, t) "<table id=post" n " class=tborder><tr><td class=thead>24-nov-2024, " \
	"21:1" n "</td><td class=thead align=right>#<a href=\"showpost.php?p=" n "\"><strong>" \
	n "</strong></a></td></tr><tr><td class=alt2><a class=bigusername href=\"/m" n "\">" \
	"forero" n "</a></td><td class=alt1><div id=post_message_" n ">" t "</div></td></tr>" \
	"</table>"
	const char *t = ex("<head><title>Aerotermia o caldera de gas - Foro</title></head><body>"
	                   "<div id=posts>"
	                   POST("1", PARA "<br>" PARA)
	                   POST("2", "Aerotermia sin dudarlo si la casa está bien aislada, con "
	                        "suelo radiante el rendimiento es muy bueno.")
	                   POST("3", "Depende del clima: en el interior con heladas fuertes la "
	                        "bomba de calor pierde mucho rendimiento en enero.")
	                   "</div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "suelo radiante") != NULL);
	CHECK(strstr(t, "21:12") == NULL);
	CHECK(strstr(t, "#2") == NULL);
}

static void test_post_date_line(void)
{
	/* a post's header line is its date in an inline <span class=date>
	 * and its number ("03-14-2023, 10:10 #2", vBulletin; MyBB's
	 * "<span class=post_date>"): it goes under a paragraph of the body
	 * as a block under a date hint does */
#define POST(n, t) "<li class=\"postbitlegacy postcontainer\" id=post_" n "><div " \
	"class=posthead><span class=postdate><span class=date>03-14-2023, <span " \
	"class=time>10:1" n "</span></span></span><span class=nodecontrols><a " \
	"href=\"/t?p=" n "#post" n "\" class=postcounter>#" n "</a></span></div><div " \
	"class=postdetails><div class=userinfo><a class=username href=\"/m/" n "\">kim" \
	"</a><span class=usertitle>Member</span></div><div class=postbody><div " \
	"class=content><blockquote class=postcontent>" t "</blockquote></div></div>" \
	"</div></li>"
	const char *t = ex("<body><div id=postlist><ol id=posts class=posts>"
	                   POST("1", PARA "<br><br>" PARA)
	                   POST("2", "Did you check the disk with smartctl first?")
	                   POST("3", "Same problem here after the update, sadly.")
	                   "</ol></div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "10:12") == NULL);
	CHECK(strstr(t, "10:13") == NULL);
	CHECK(strstr(t, "Did you check the disk with smartctl first?") != NULL);
	CHECK(strstr(t, "Same problem here after the update, sadly.") != NULL);
}

static void test_quote_cite(void)
{
	/* a <cite> that opens a quote is its header line (phpBB), not run
	 * into the quoted text; one inside a line stays inline */
	const char *t = ex("<body><div class=postbody><div class=content><p>" PARA "</p>"
	                   "<blockquote><div><cite><a href=\"/u/3\">kim</a> hat geschrieben: "
	                   "<a href=\"/t?p=7#p7\">\xE2\x86\x91</a><span>Di 14. M\xC3\xA4r 2023, "
	                   "08:10</span></cite>Der Installateur war schon zweimal da.</div>"
	                   "</blockquote><p>" PARA "</p><blockquote><p>So it goes, as <cite>"
	                   "the novel</cite> says again and again.</p></blockquote></div></div>"
	                   "</body>", NULL, NULL);
	CHECK(strstr(t, "08:10\nDer Installateur war schon zweimal da.") != NULL);
	CHECK(strstr(t, "So it goes, as the novel says again and again.") != NULL);
}

static void test_like_count(void)
{
	/* the likes under a post, a number alone in a list item, go */
	const char *t = ex("<body><div class=post><p>" PARA "</p><div class=ipsReact>"
	                   "<ul><li class=ipsReact_reactCount><span>2</span></li></ul>"
	                   "</div><p>" PARA "</p></div></body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA);
}

static void test_forum_counters(void)
{
	/* a forum's counters go: who thanked or liked a post, who reads the
	 * thread; a sentence that says "like this" stays */
	const char *t = ex("<body><div id=posts><div class=post><p>" PARA "</p><p>Cases like "
	                   "this one are rare, and people like this kind of fix.</p><div>The "
	                   "Following 2 Users Say Thank You to kim For This Useful Post: <a "
	                   "href=\"/u/2\">lee</a></div><div>1 person likes this.</div><div>2 "
	                   "Personen gef\xC3\xA4llt das.</div></div></div><div class=online>"
	                   "<h3>Who is online</h3><p>Users "
	                   "browsing this forum: No registered users and 3 guests</p><p>"
	                   "Mitglieder in diesem Forum: 0 Mitglieder und 3 G\xC3\xA4ste</p></div>"
	                   "</body>", NULL, NULL);
	CHECK_STR(t, PARA "\nCases like this one are rare, and people like this kind of fix.");
	/* a sentence about members and guests counts nobody */
	t = ex("<body><article><p>" PARA "</p><p>Members and guests are welcome.</p><p>" PARA
	       "</p></article></body>", NULL, NULL);
	CHECK_STR(t, PARA "\nMembers and guests are welcome.\n" PARA);
}

static void test_anchor_heading(void)
{
	/* a section whose heading links back to the table of contents is no
	 * teaser card (a linked headline and a short summary) */
	const char *t = ex("<body><div class=body><p>" PARA "</p><p>" PARA "</p>"
	                   "<div class=section><h2><a href=\"#id3\">Publishing and "
	                   "non-publishing repositories</a></h2><p>The key to shared history "
	                   "is to keep your changes in draft phase as you pass them around.</p>"
	                   "</div><p>" PARA "</p></div></body>", NULL, NULL);
	CHECK(strstr(t, "The key to shared history") != NULL);
	/* and the heading stays with its section */
	CHECK(strstr(t, "Publishing and non-publishing repositories\nThe key") != NULL);
	/* a documentation page's heading keeps its text, not its hidden
	 * permalink mark */
	t = ex("<body><div class=body><p>" PARA "</p><h2>Make a Request<a class=headerlink "
	       "href=\"#make\" title=\"Permalink to this heading\">\xC2\xB6</a></h2><p>" PARA
	       "</p></div></body>", NULL, NULL);
	CHECK_STR(t, PARA "\nMake a Request\n" PARA);
}

static void test_list_no_card(void)
{
	/* a list of links and a line of text, each an item of its own, is a
	 * list, not a teaser card (a linked headline and a summary) */
	const char *t = ex("<body><div class=body><p>" PARA "</p><ul><li>Florian has some new "
	                   "views up for the hang dashboard<ul><li><a href=/a>showFrames</a></li>"
	                   "<li><a href=/b>onlyLeaf</a></li><li><a href=/d>skipKnown</a></li>"
	                   "<li>This dashboard helped find a hang in the password code, "
	                   "<a href=/c>which is now fixed</a>! Thanks, Dimi!</li></ul></li>"
	                   "<li>Gijs made the toolbar start later in the window.</li></ul>"
	                   "<p>" PARA "</p></div></body>", NULL, NULL);
	CHECK(strstr(t, "This dashboard helped find a hang") != NULL);
}

static void test_inline_style(void)
{
	/* a box styled inline-block (a browser add-on's icon in a saved page)
	 * does not cut a reference in two: its link-heavy half would go */
	const char *t = ex("<body><div class=body><p>" PARA "</p><ol><li>^ Bratersky, A. (2013). "
	                   "<a href=/a>\"Dance troupe to tour the Middle East\"</a>"
	                   "<div style=\"cursor: pointer; display: -webkit-inline-box\"><div>"
	                   "</div></div>. The Moscow Times. Retrieved 1 May 2015.</li><li>^ Keller, "
	                   "B. (1988). <a href=/b>\"A movie tribute\"</a>. The New York Times. "
	                   "Retrieved 1 May 2015.</li></ol><p>" PARA "</p></div></body>", NULL, NULL);
	CHECK(strstr(t, "Dance troupe to tour the Middle East\". The Moscow Times.") != NULL);
	/* a block inside an element styled inline still breaks the line */
	CHECK_STR(ex("<body><div style=\"display:inline\"><p>" PARA "</p><p>" PARA "</p></div>"
	             "</body>", NULL, NULL), PARA "\n" PARA);
	/* an inline-block box that starts a line is a layout column: its
	 * paragraphs and its list of share links are blocks of their own */
	CHECK_STR(ex("<body><div class=\"main\" style=\"display: inline-block; width: 70%\">"
	             "<p>" PARA "</p><ul><li><a href=/x>Share on Twitter</a></li><li><a href=/y>"
	             "Share on Facebook</a></li></ul><p>" PARA "</p></div></body>", NULL, NULL),
	          PARA "\n" PARA);
}

static void test_sublist(void)
{
	/* a list of links under a kept item that ends with a colon is what
	 * the item introduces */
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div class=body><p>" PARA "</p><ul><li>We landed the new player "
	             "window this week, and students will work on it.</li><li>In progress:<ul>");
	for (int i = 0; i < 5; i++)
		buf_puts(&b, "<li><a href=/1>Bug 1677080 - Add telemetry for tracking usage</a></li>");
	buf_puts(&b, "</ul></li></ul><p>" PARA "</p></div></body>");
	CHECK(strstr(ex(b.p, NULL, NULL), "Add telemetry for tracking usage") != NULL);
	buf_release(&b);
}

static void test_data_row(void)
{
	/* a table row of three cells, a linked title, a year and a short
	 * description, is data, not a teaser card */
	const char *t = ex("<body><article><p>" PARA "</p><table>"
	                   "<tr><th><a href=\"/a\">Urusei Yatsura: Beautiful Dreamer of the School</a></th>"
	                   "<td>1984</td><td>The students relive the day before the school "
	                   "festival over and over.</td></tr>"
	                   "<tr><th><a href=\"/b\">Mirror</a></th><td>1987</td>"
	                   "<td>Two heroes circle multiple times in 1949, and more.</td></tr>"
	                   "</table><p>" PARA "</p></article></body>", NULL, NULL);
	CHECK(strstr(t, "The students relive the day") != NULL);
}

static void test_gallery(void)
{
	const char *slides =
		"<div class=\"full-gallery\"><h2>Business news in pictures</h2><ul>"
		"<li><h2>1/3 Bank fined</h2><p>The bank was fined for selling loans it knew "
		"to be bad, the regulator said on Monday.</p></li>"
		"<li><h2>2/3 Airport for sale</h2><p>The airport was put up for sale by the "
		"fund that has owned it for ten years.</p></li>"
		"<li><h2>3/3 Pier for sale</h2><p>The pier has been put up for sale by its "
		"owner, who wants offers of about four million.</p></li></ul></div>";
	char page[8192];
	int n = snprintf(page, sizeof page, "<body><article>");
	for (int i = 0; i < 14; i++)  /* 1,500 characters of prose outside it */
		n += snprintf(page + n, sizeof page - (size_t)n, "<p>" PARA "</p>");
	snprintf(page + n, sizeof page - (size_t)n, "%s<p>" PARA "</p></article></body>", slides);
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, PARA "\n" PARA) != NULL);
	CHECK(strstr(t, "news in pictures") == NULL);
	CHECK(strstr(t, "owner, who") == NULL);
	/* with a short introduction the gallery is the page */
	snprintf(page, sizeof page, "<body><article><p>" PARA "</p>%s</article></body>", slides);
	t = ex(page, NULL, NULL);
	CHECK(strstr(t, "The airport was put up for sale") != NULL);
	CHECK(strstr(t, "owner, who wants offers") != NULL);
}

/* A post's first paragraph, cut off from its last by a list of linked places
 * that weighs negative, is not the whole article: its parent is. */
static void test_fragment(void)
{
	const char *page =
		"<html><head><title>Our tour</title></head><body>"
		"<div class=menu><a href=/>Home</a> <a href=/a>About</a></div>"
		"<div class=post><h2>Our tour</h2><div class=body>"
		"<p>We are excited to announce the first stops of our tour next year. The pages "
		"for each city go live today, and you can find them in the sidebar.</p>"
		"<p><a href=/1>Lisbon and Porto</a></p><p><a href=/2>Madrid</a></p>"
		"<p><a href=/3>Rome, Milan, Turin</a></p><p><a href=/4>Vienna</a></p>"
		"<p><a href=/5>Berlin and Hamburg</a></p><p><a href=/6>Oslo</a></p>"
		"<p><a href=/7>Stockholm</a></p><p><a href=/8>Copenhagen and Aarhus</a></p>"
		"<p>Write to us if you want a session in a city that is not on the list yet.</p>"
		"</div></div><div class=sidebar><a href=/x>Archive</a></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "We are excited to announce") != NULL);
	CHECK(strstr(t, "Write to us if you want") != NULL);
	CHECK(strstr(t, "Archive") == NULL);
}

/* A long paragraph with a link in it that ends in an ellipsis leads on to a
 * picture: it is prose, not a teaser's summary. */
static void test_long_ellipsis(void)
{
	const char *page =
		"<html><head><title>Almond cake</title></head><body>"
		"<div class=menu><a href=/>Home</a> <a href=/a>About</a></div>"
		"<div class=post><h1>Almond cake</h1>"
		"<p>Here is a cake you could make at home. It is just a simple tiered cake covered "
		"with buttercream and then decorated with rows of sliced almonds. We used almonds "
		"without the skins to keep it white, but we think it would be pretty to use the ones "
		"with the skins still on them for more texture. And then, just for fun, I made a "
		"board from our <a href=/p>autumn pictures</a> to give you a few more ideas&#8230;</p>"
		"<p><img src=a.jpg></p><p>" PARA "</p></div>"
		"<div class=sidebar><a href=/x>Archive</a></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Here is a cake you could make") != NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	/* a teaser's summary is short */
	page = "<html><head><title>Almond cake</title></head><body><div class=post>"
	       "<h1>Almond cake</h1><p>" PARA "</p><p>" PARA "</p></div><div class=more>"
	       "<p><a href=/q>Pear tart</a> A tart for the autumn, with pears and a little "
	       "cream&#8230;</p></div></body></html>";
	t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Pear tart") == NULL);
}

/* A caption that is no sentence stays between kept blocks of the body (the
 * WCEB golds keep it), not over the article, and not when it is a credit, a
 * label or a video's title. */
/* A slideshow's counter over each picture ("Bild 2 von 12", "Foto 3/4") is
 * furniture; the captions (sentences) are the gallery's text. */
static void test_slide_counter(void)
{
	const char *page =
		"<body><header><nav><a href=/>Start</a> <a href=/bilder/>Bilder</a></nav></header>"
		"<main><div class=gallery><h1>Die H\xC3\xB6hepunkte vom Volksfest</h1>"
		"<div class=slide><figure><img src=1.jpg><figcaption><span class=counter>Bild 1 "
		"von 4</span><p>Zum Auftakt zog der Festumzug mit mehr als 3000 Teilnehmern durch "
		"die Stadt.</p><span>Foto: dpa</span></figcaption></figure></div>"
		"<div class=slide><figure><img src=2.jpg><figcaption><span class=counter>Bild 2 "
		"von 4</span><p>Der Oberb\xC3\xBCrgermeister brauchte drei Schl\xC3\xA4ge f\xC3\xBCr "
		"den Fassanstich.</p><span>Foto: dpa/Name</span></figcaption></figure></div>"
		"<div class=slide><figure><img src=3.jpg><figcaption><span class=counter>Foto "
		"3/4</span><p>Die Ma\xC3\x9F kostet in diesem Jahr bis zu 14,90 Euro, so viel wie nie."
		"</p><span>Foto: dpa</span></figcaption></figure></div>"
		"<div class=slide><figure><img src=4.jpg><figcaption><span class=counter>Image 4 "
		"of 4</span><p>Das Volksfest dauert noch bis zum 13. Oktober, dann ist Schluss."
		"</p><span>Foto: Lichtgut</span></figcaption></figure></div>"
		"</div></main><footer><a href=/impressum/>Impressum</a></footer></body>";
	CHECK_STR(ex(page, NULL, NULL),
	          "Zum Auftakt zog der Festumzug mit mehr als 3000 Teilnehmern durch die Stadt.\n"
	          "Der Oberb\xC3\xBCrgermeister brauchte drei Schl\xC3\xA4ge f\xC3\xBCr den "
	          "Fassanstich.\n"
	          "Die Ma\xC3\x9F kostet in diesem Jahr bis zu 14,90 Euro, so viel wie nie.\n"
	          "Das Volksfest dauert noch bis zum 13. Oktober, dann ist Schluss.");
}

/* A caption of two or three words stays next to another picture's kept
 * caption: a post told in pictures. Not alone between paragraphs, not a
 * credit inside its picture's caption. */
static void test_short_captions(void)
{
	const char *page =
		"<body><nav><a href=/>Start</a> <a href=/nordsee/>Nordsee</a></nav>"
		"<article><h1>Ein Tag auf der Hallig in Bildern</h1><div class=entry-content>"
		"<p>Manchmal braucht es nicht viele Worte. Hier ist unser Tag auf der Hallig, "
		"erz\xC3\xA4hlt in Bildern.</p>"
		"<figure><img src=1.jpg><figcaption>Eineinhalb Stunden durchs Wattenmeer, vorbei "
		"an Seehundb\xC3\xA4nken</figcaption></figure>"
		"<figure><img src=2.jpg><figcaption>Ankunft am Anleger</figcaption></figure>"
		"<figure><img src=3.jpg><figcaption>Mit dem Leihrad zur Hanswarft</figcaption>"
		"</figure>"
		"<figure><img src=4.jpg><figcaption>Schafe auf dem Deich</figcaption></figure>"
		"<figure><img src=5.jpg><figcaption>Mittagessen: Krabbenbrot</figcaption></figure>"
		"<p>Die Hallig ist mit der F\xC3\xA4hre zu erreichen, die \xC3\x9C"
		"berfahrt kostet etwa 30 Euro.</p>"
		"<figure><img src=6.jpg><figcaption>Der Leuchtturm</figcaption></figure>"
		"<p>Tagesg\xC3\xA4ste haben rund vier Stunden auf der Hallig, genug f\xC3\xBCr "
		"einen Rundgang.</p>"
		"<figure><img src=7.jpg><figcaption><div class=caption-text>Die neue Uhr am "
		"Handgelenk</div>Uhrwerk, Inc.</figcaption></figure>"
		"<p>Zur\xC3\xBC" "ck ging es am Abend, in den Sonnenuntergang hinein.</p>"
		"</div></article></body>";
	CHECK_STR(ex(page, NULL, NULL),
	          "Manchmal braucht es nicht viele Worte. Hier ist unser Tag auf der Hallig, "
	          "erz\xC3\xA4hlt in Bildern.\n"
	          "Eineinhalb Stunden durchs Wattenmeer, vorbei an Seehundb\xC3\xA4nken\n"
	          "Ankunft am Anleger\nMit dem Leihrad zur Hanswarft\nSchafe auf dem Deich\n"
	          "Mittagessen: Krabbenbrot\n"
	          "Die Hallig ist mit der F\xC3\xA4hre zu erreichen, die \xC3\x9C"
	          "berfahrt kostet etwa 30 Euro.\n"
	          "Tagesg\xC3\xA4ste haben rund vier Stunden auf der Hallig, genug f\xC3\xBCr "
	          "einen Rundgang.\n"
	          "Die neue Uhr am Handgelenk\n"
	          "Zur\xC3\xBC" "ck ging es am Abend, in den Sonnenuntergang hinein.");
}

static void test_loose_captions(void)
{
	const char *page =
		"<body><div class=story>"
		"<div class=caption><img src=a.jpg><span>The mayor has promoted the city to "
		"start-ups</span></div>"
		"<p>" PARA "</p>"
		"<div class=caption><img src=b.jpg><span>Unstable political systems can complicate "
		"aid efforts</span></div>"
		"<p>Officials said the cost would be shared, and that work starts in spring.</p>"
		"<span class=cross-head>Needing people to grow</span>"
		"<figure><img src=c.jpg><figcaption>A thousand new start-ups in five "
		"years</figcaption></figure>"
		"<p>The ferry company said that prices would rise, again, in the new year.</p>"
		"<figure><img src=d.jpg><figcaption>Traders on the floor of the exchange Jane "
		"Doe/Agency</figcaption></figure>"
		"<figure><img src=e.jpg><figcaption>The old mill at dawn, courtesy of the "
		"museum</figcaption></figure>"
		"<figure><img src=f.jpg><figcaption>Bridge at dusk</figcaption></figure>"
		"<figure><div><iframe src=v.html></iframe></div><figcaption>Day 3: the "
		"opening statement</figcaption></figure>"
		"<p>Work on the tunnel was stopped in May, and nobody has said when it will go on.</p>"
		"</div></body>";
	CHECK_STR(ex(page, NULL, NULL),
	          PARA "\nUnstable political systems can complicate aid efforts\n"
	          "Officials said the cost would be shared, and that work starts in spring.\n"
	          "Needing people to grow\nA thousand new start-ups in five years\n"
	          "The ferry company said that prices would rise, again, in the new year.\n"
	          "Work on the tunnel was stopped in May, and nobody has said when it will go on.");
}

/* the <title>'s no-break and ideographic spaces read as the text's spaces:
 * a short post's headline set with them ("今日の富士山　河口湖から", French's
 * "Tarte au potiron&nbsp;: la recette") is found in the title and goes
 * first, not the blog's linked name */
static void test_title_spaces(void)
{
	const char *ja =
		"<html lang=ja><head><title>今日の富士山　河口湖から - ゆきの日記</title></head><body>"
		"<header id=blog-title><h1 id=title><a href=/>ゆきの日記</a></h1></header>"
		"<article class=entry><header class=entry-header><h1 class=entry-title>"
		"<a href=/entry/1>今日の富士山　河口湖から</a></h1></header>"
		"<div class=entry-content><p><img src=fuji.jpg></p>"
		"<p>朝の河口湖から見た富士山です。雲ひとつありませんでした。</p></div></article>"
		"</body></html>";
	CHECK_STR(ex(ja, NULL, NULL), "今日の富士山 河口湖から\n"
	          "朝の河口湖から見た富士山です。雲ひとつありませんでした。");
	const char *fr =
		"<html lang=fr><head><title>Tarte au potiron&nbsp;: la recette - Mon blog</title>"
		"</head><body><div class=header><h1><a href=/>Mon blog</a></h1></div>"
		"<div class=post><h1 class=entry-title><a href=/p>Tarte au potiron&nbsp;: la recette"
		"</a></h1><img src=tarte.jpg><p>La meilleure tarte de l'automne, en une heure.</p>"
		"</div></body></html>";
	CHECK_STR(ex(fr, NULL, NULL), "Tarte au potiron : la recette\n"
	          "La meilleure tarte de l'automne, en une heure.");
}

static void test_short_post(void)
{
	/* a post that is a picture and a line: its headline is much of what
	 * it says; the blog's name, also in the <title>, is not it */
	const char *post =
		"<html><head><title>Food blog: Next up: pumpkin pie</title></head><body>"
		"<div class=header><h1><a href=/>Food blog</a></h1></div>"
		"<ul class=menu><li><a href=/a>Recipes</a></li><li><a href=/b>About</a></li></ul>"
		"<div class=post><h2><a href=/p>Next up: pumpkin pie</a></h2>"
		"<div class=date>Monday, November 12</div><img src=pie.jpg>"
		"<p>Here it comes, the best pie of the year.</p></div>"
		"<div class=sidebar><p><a href=/x>Older posts</a></p></div></body></html>";
	CHECK_STR(ex(post, NULL, NULL), "Next up: pumpkin pie\nHere it comes, the best pie of the year.");
	/* a longer text: its h1 is the page's headline, a label left to the
	 * title; a lower heading from the <title> is a post's own and stays */
	const char *article =
		"<html><head><title>Food blog: Next up: pumpkin pie</title></head><body>"
		"<div class=post><h1>Next up: pumpkin pie</h1>"
		"<p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p></div></body></html>";
	CHECK_STR(ex(article, NULL, NULL), PARA "\n" PARA "\n" PARA "\n" PARA);
	const char *blog =
		"<html><head><title>Food blog: Next up: pumpkin pie</title></head><body>"
		"<h1>Food blog</h1><div class=post><h2>Next up: pumpkin pie</h2>"
		"<p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p></div></body></html>";
	CHECK_STR(ex(blog, NULL, NULL), "Next up: pumpkin pie\n" PARA "\n" PARA "\n" PARA "\n" PARA);
	/* the heading nearest the text is not in the <title>: the blog's name
	 * further up is not the post's headline */
	const char *named =
		"<html><head><title>Pumpkin pie - Food blog</title></head><body>"
		"<div class=header><h1><a href=/>Food blog</a></h1></div>"
		"<div class=post><h2>Pumpkin pie 12Nov12</h2>"
		"<p>Here it comes, the best pie of the year.</p></div></body></html>";
	CHECK_STR(ex(named, NULL, NULL), "Pumpkin pie 12Nov12\nHere it comes, the best pie of the year.");
}

static void test_small_forms(void)
{
	/* a small form in the article (a newsletter box, "email this",
	 * a comment box) is labels: dropped; a form that wraps the whole
	 * page (ASP.NET) holds the article and changes nothing */
	const char *page =
		"<body><div class=story><p>" PARA "</p>"
		"<form action=/send><p>Enter the email address of the recipient.</p>"
		"<input name=to><p>Add your own personal message:</p><textarea></textarea>"
		"<button>Send</button></form>"
		"<p>Officials said the cost would be shared, and that work starts in spring.</p>"
		"<form action=/join><b>Free Newsletter!</b><br>Your email:<input name=e></form>"
		"</div></body>";
	CHECK_STR(ex(page, NULL, NULL),
	          PARA "\nOfficials said the cost would be shared, and that work starts in spring.");
	const char *wrapped =
		"<body><form id=aspnetForm action=/p><div class=story><p>" PARA "</p>"
		"<p>Officials said the cost would be shared, and that work starts in spring.</p>"
		"</div></form></body>";
	CHECK_STR(ex(wrapped, NULL, NULL),
	          PARA "\nOfficials said the cost would be shared, and that work starts in spring.");
}

static void test_keyword_lists(void)
{
	/* a keyword list for search engines (lower case, commas, no function
	 * word) is not text; a list of names has capitals and stays */
	const char *page =
		"<body><div class=story><p>" PARA "</p>"
		"<p>Present: Spencer Chang, Tim Curley, Edward Dare, Eric Darnell, Cynthia Doyle, "
		"Bill Farrell, Dean Fisher, Ann Gray, Tom Hale, Rita Ives, Jon Kerr, Sue Lamb.</p>"
		"<p>Officials said the cost would be shared, and that work starts in spring.</p>"
		"<p>actions, bag, aim, definition, acid, atmosphere, welfare, doubt, laws, examination, "
		"troops, doors, display, persons, establishment, song, towns, index, bottom, weapons, "
		"passage, total</p></div></body>";
	CHECK_STR(ex(page, NULL, NULL),
	          PARA "\nPresent: Spencer Chang, Tim Curley, Edward Dare, Eric Darnell, Cynthia "
	          "Doyle, Bill Farrell, Dean Fisher, Ann Gray, Tom Hale, Rita Ives, Jon Kerr, Sue Lamb.\n"
	          "Officials said the cost would be shared, and that work starts in spring.");
}

static void test_glued_keywords(void)
{
	/* a keyword list with no space after its commas ("trade,sales,...")
	 * is not text, capitals or not; citation numbers glued by commas stay */
	const char *page =
		"<body><div class=story><p>" PARA "</p>"
		"<p>Born 8-9-1770, Orange County, North Carolina.1,2,3,10,28,44,40,217</p>"
		"<p>Distribution,Ekaterinburg,Ural,market,trade,research,sale,sales,region,survey,"
		"network,agent</p>"
		"<p>Officials said the cost would be shared, and that work starts in spring.</p>"
		"</div></body>";
	CHECK_STR(ex(page, NULL, NULL),
	          PARA "\nBorn 8-9-1770, Orange County, North Carolina.1,2,3,10,28,44,40,217\n"
	          "Officials said the cost would be shared, and that work starts in spring.");
}

static void test_lead_above(void)
{
	/* an introduction in a box of its own, a sibling right above the
	 * element holding the rest, is the article's first paragraph */
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div id=wrap><div class=intro>" PARA " " PARA "</div>"
	             "<div class=reviews><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p></div><div>");
	for (int i = 0; i < 30; i++)
		buf_puts(&b, "<a href=/x>Another page on this site</a><br>");
	buf_puts(&b, "</div></div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), PARA " " PARA "\n" PARA "\n" PARA "\n" PARA);
	buf_release(&b);
}

/* A post's title (h2-h6) in a box of its own right above the post's body,
 * or above a date line, goes first; an h1 and a linked title stay out. */
static void test_head_above(void)
{
	const char *tail =
		"<div class=body><p>" PARA "</p><p>" PARA "</p></div><div>"
		"<a href=/a>Another page on this site</a><br><a href=/b>And one more page</a>"
		"</div></div></body>";
	char page[4096];
	snprintf(page, sizeof page,
	         "<body><div id=wrap><div class=t><h3>A bridge for the town</h3></div>%s", tail);
	CHECK_STR(ex(page, NULL, NULL), "A bridge for the town\n" PARA "\n" PARA);
	snprintf(page, sizeof page,
	         "<body><div id=wrap><div class=t><h2>A bridge for the town</h2>"
	         "<span>March 3, 2004</span></div>%s", tail);
	CHECK_STR(ex(page, NULL, NULL), "A bridge for the town\n" PARA "\n" PARA);
	snprintf(page, sizeof page,
	         "<body><div id=wrap><div class=t><h1>A bridge for the town</h1></div>%s", tail);
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA);
	snprintf(page, sizeof page,
	         "<body><div id=wrap><div class=t><h3><a href=/p>A bridge for the town</a></h3>"
	         "</div>%s", tail);
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA);
	/* a blog's post title linked to the post itself, the page's
	 * headline by its <title> ("<h3 class=post-title><a href=...>"),
	 * over a post too long to be a short one */
	snprintf(page, sizeof page,
	         "<head><title>Town Notes: A bridge for the town</title></head><body><div id=wrap>"
	         "<div class=t><h3><a href=/p>A bridge for the town</a></h3></div><div class=body>"
	         "<p>" PARA "</p><p>" PARA "</p>%s", tail + strlen("<div class=body>"));
	CHECK_STR(ex(page, NULL, NULL),
	          "A bridge for the town\n" PARA "\n" PARA "\n" PARA "\n" PARA);
}

/* After the body, a short copyright line in the container is the site's
 * footer; a news agency's notice and one in parentheses are the story's. */
static void test_footer_copyright(void)
{
#define BODY4 "<body><div id=main><p>" PARA "</p><p>" PARA "</p><p>" PARA " " PARA "</p>"
	const char *page =
		BODY4 "<p>Text and pictures by Jane Smith for the Riverside History Society, "
		"1996-2006. All rights reserved.</p></div></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA "\n" PARA " " PARA);
	page = BODY4 "<p>Copyright 2008 The Associated Press. All rights reserved. This material "
	       "may not be published, broadcast, rewritten or redistributed.</p></div></body>";
	CHECK(strstr(ex(page, NULL, NULL), "rewritten or redistributed.") != NULL);
	page = BODY4 "<p>(Copyright 2007 by The Wire Service of the North. All Rights Reserved.)</p>"
	       "</div></body>";
	CHECK(strstr(ex(page, NULL, NULL), "All Rights Reserved.)") != NULL);
#undef BODY4
}

static void test_layout_table(void)
{
	/* an old-style page: navigation and text side by side in one row */
	const char *page =
		"<body><table><tr><td><a href=/>Home</a><br><a href=/news>News</a><br>"
		"<a href=/about>About us</a></td><td>" PARA "<br><br>" PARA "</td></tr>"
		"<tr><td colspan=2><a href=/c>Contact</a> | <a href=/p>Privacy</a></td></tr></table></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA);
	/* a forum post beside its author's cell is a line of its own; the
	 * short cells of a data row share one */
	page = "<body><table><tr><td>Posts: 4</td><td>" PARA "</td></tr></table>"
	       "<table><tr><td>Name</td><td>Points</td></tr><tr><td>Kyle</td>"
	       "<td>5040</td></tr></table></body>";
	CHECK_STR(ex(page, NULL, NULL), "Posts: 4\n" PARA "\nName Points\nKyle 5040");
}

static void test_hints_languages(void)
{
	/* class names in German and Spanish weigh as their English twins: an
	 * ad box and a caption inside the article go, and so does a reader's
	 * comment section longer than the article */
#define DE "Der Stadtrat hat am Dienstag nach einer langen Debatte beschlossen, " \
	"dass die neue Br\xC3\xBC" "cke \xC3\xBC" "ber den Fluss im kommenden Fr\xC3\xBC" "hjahr gebaut wird."
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div class=artikel-text><p>" DE "</p><div class=werbung><p>Jetzt "
	             "neu: Die besten Angebote f\xC3\xBC" "r Ihren Urlaub am Meer, nur noch "
	             "heute im Sonderverkauf und mit vielen Extras.</p></div><p>" DE "</p>"
	             "<div class=bildunterschrift>Die alte Br\xC3\xBC" "cke am Abend, vom Ufer im "
	             "S\xC3\xBC" "den aus gesehen</div></div>"
	             "<div id=leser-kommentare>");
	for (int i = 0; i < 4; i++)
		buf_puts(&b, "<div><p>Ich finde, dass die Br\xC3\xBC" "cke eine sehr gute Idee ist "
		             "und schon vor langer Zeit h\xC3\xA4" "tte gebaut werden sollen.</p></div>");
	buf_puts(&b, "</div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), DE "\n" DE);
	buf_release(&b);
#undef DE
	/* "comentarios" closes a Spanish article as "comments" does */
	const char *t = ex("<body><div class=cuerpo-noticia><p>" PARA "</p><p>" PARA "</p></div>"
	                   "<div class=comentarios-box><p>Los comentarios publicados son de "
	                   "exclusiva responsabilidad de sus autores y pueden ser sancionados."
	                   "</p></div></body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA);
}

static void test_wrappers(void)
{
	/* a boilerplate-sounding name on the element that wraps the article is
	 * the page's layout, not boilerplate */
	const char *page =
		"<body><div id=has-sidebar-banner><nav><a href=/>Home</a> <a href=/x>X</a></nav>"
		"<div class=text><p>" PARA "</p><p>" PARA "</p></div>"
		"<div class=sidebar><a href=/a>Other things to read</a></div></div></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA);
	/* a comment thread longer than the article stays out */
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div class=post><p>" PARA "</p></div><div id=comments>");
	for (int i = 0; i < 6; i++)
		buf_puts(&b, "<div class=comment><p>I think that the bridge is a very good idea, and "
		             "that it should have been built a long time ago, by the city.</p></div>");
	buf_puts(&b, "</div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), PARA);
	buf_release(&b);
}

/* ---- the dev-set quality floor: aeb-score.py's metric in C ---- */

/* Python's \w: letters, numbers and the underscore. */
static int is_word(utf8proc_int32_t c)
{
	if (c == '_')
		return 1;
	if (c < 0x80)
		return (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z');
	utf8proc_category_t k = utf8proc_category(c);
	return (k >= UTF8PROC_CATEGORY_LU && k <= UTF8PROC_CATEGORY_LO) ||
	       (k >= UTF8PROC_CATEGORY_ND && k <= UTF8PROC_CATEGORY_NO);
}

static size_t tokens(const char *s, size_t n, uint64_t **out, size_t *cap)
{
	size_t k = 0, i = 0;
	uint64_t h = 0;
	int in = 0;
	while (i <= n) {
		utf8proc_int32_t c = -1;
		utf8proc_ssize_t l = 1;
		if (i < n) {
			l = utf8proc_iterate((const utf8proc_uint8_t *)s + i, (utf8proc_ssize_t)(n - i), &c);
			if (l < 1)
				l = 1, c = -1;
		}
		if (i < n && c >= 0 && is_word(c)) {
			if (!in)
				h = 1469598103934665603ull, in = 1;
			h = (h ^ (uint64_t)c) * 1099511628211ull;
		} else if (in) {
			if (k == *cap)
				*out = realloc(*out, (*cap = *cap * 2 + 64) * sizeof **out);
			(*out)[k++] = h;
			in = 0;
		}
		i += (size_t)l;
	}
	return k;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

/* Sorted 4-gram hashes of s (one shingle for texts under 4 tokens). */
static size_t shingles(const char *s, size_t n, uint64_t **sh, size_t *shcap)
{
	static uint64_t *tok;
	static size_t tcap;
	size_t k = tokens(s, n, &tok, &tcap), m = k < 4 ? (k ? 1 : 0) : k - 3;
	if (m > *shcap)
		*sh = realloc(*sh, (*shcap = m + 64) * sizeof **sh);
	for (size_t i = 0; i < m; i++) {
		uint64_t h = 0;
		for (size_t j = i; j < i + 4 && j < k; j++)
			h = (h ^ tok[j]) * 0x100000001b3ull + (h >> 29);
		(*sh)[i] = h;
	}
	qsort(*sh, m, sizeof **sh, cmp_u64);
	return m;
}

static char *read_gz(const char *path, size_t *n)
{
	gzFile f = gzopen(path, "rb");
	struct buf b = BUF_INIT;
	char tmp[65536];
	int r;
	if (!f)
		return NULL;
	while ((r = gzread(f, tmp, sizeof tmp)) > 0)
		buf_add(&b, tmp, (size_t)r);
	gzclose(f);
	*n = b.len;
	return b.p ? buf_detach(&b) : xstrdup("");
}

/* F1 per dataset (the gold's "dataset" field, else "all") of extract_html
 * over one dev set, as shared/tools/aeb-score.py computes it. */
struct dscore {
	char name[32];
	double psum, rsum;
	int np, nr, ndocs, empty;
};

static int score_dev(const char *gt, struct dscore *ds, int maxds)
{
	char dir[4096];
	snprintf(dir, sizeof dir, "%s", gt);
	*strrchr(dir, '/') = 0;
	size_t gn;
	char *g = read_gz(gt, &gn);
	struct jdoc top = JDOC_INIT, d = JDOC_INIT;
	struct buf gold = BUF_INIT, out = BUF_INIT, path = BUF_INIT, name = BUF_INIT;
	CHECK(g != NULL);
	CHECK_INT(jdoc_parse(&top, g ? g : "{}", g ? gn : 2), ==, 0);
	uint64_t *a = NULL, *b = NULL;
	size_t acap = 0, bcap = 0;
	int nds = 0;
	for (int i = 0; i < top.n; i++) {
		const struct jfield *f = &top.f[i];
		if (f->type != J_OBJ || jdoc_parse(&d, f->val, f->vlen) != 0 ||
		    jdoc_str(&d, "articleBody", &gold) != 1)
			continue;
		if (jdoc_str(&d, "dataset", &name) != 1) {
			buf_clear(&name);
			buf_puts(&name, "all");
		}
		int k = 0;
		while (k < nds && strcmp(ds[k].name, name.p))
			k++;
		if (k == nds) {
			if (nds == maxds)
				continue;
			memset(&ds[nds], 0, sizeof ds[nds]);
			snprintf(ds[nds].name, sizeof ds[nds].name, "%s", name.p);
			nds++;
		}
		struct dscore *e = &ds[k];
		buf_clear(&path);
		buf_printf(&path, "%s/html/%.*s.html.gz", dir, (int)f->klen, f->key);
		size_t hn;
		char *html = read_gz(path.p, &hn);
		CHECK(html != NULL);
		if (!html)
			continue;
		struct extract_info info;
		CHECK_INT(extract_html(X, html, hn, NULL, &out, &info), ==, 0);
		free(html);
		e->ndocs++;
		size_t na = shingles(gold.p ? gold.p : "", gold.len, &a, &acap);
		size_t nb = shingles(out.p ? out.p : "", out.len, &b, &bcap);
		if (na && !nb)
			e->empty++;
		size_t tp = 0;
		for (size_t x = 0, y = 0; x < na && y < nb;) {
			if (a[x] == b[y])
				tp++, x++, y++;
			else if (a[x] < b[y])
				x++;
			else
				y++;
		}
		size_t fp = nb - tp, fn = na - tp;
		if (tp + fp > 0)
			e->psum += fp == 0 && fn == 0 ? 1.0 : (double)tp / (double)(tp + fp), e->np++;
		if (tp + fn > 0)
			e->rsum += fp == 0 && fn == 0 ? 1.0 : (double)tp / (double)(tp + fn), e->nr++;
	}
	free(a);
	free(b);
	free(g);
	jdoc_release(&top);
	jdoc_release(&d);
	buf_release(&gold);
	buf_release(&out);
	buf_release(&path);
	buf_release(&name);
	return nds;
}

static double f1_of(const struct dscore *e, double *P, double *R)
{
	*P = e->np ? e->psum / e->np : 0;
	*R = e->nr ? e->rsum / e->nr : 0;
	return *P + *R > 0 ? 2 * *P * *R / (*P + *R) : 0;
}

static void test_dev_quality(void)
{
	const char *gt = t_shared("extraction/scrapinghub-aeb/dev/ground-truth.json");
	if (!gt) {
		printf("skip test_dev_quality: no shared data\n");
		return;
	}
	struct dscore ds[1];
	CHECK_INT(score_dev(gt, ds, 1), ==, 1);
	double P, R, F = f1_of(&ds[0], &P, &R);
	printf("dev pages %d: F1 %.4f precision %.4f recall %.4f\n", ds[0].ndocs, F, P, R);
	CHECK_INT(ds[0].ndocs, ==, 111);
	/* trafilatura scores 0.960 / 0.944 / 0.977 here; we reach 0.983 /
	 * 0.978 / 0.988: the floor sits a little under that (issue 28 asks
	 * 0.975 at least) */
	CHECK(F >= 0.978);
	CHECK(P >= 0.972);
	CHECK(R >= 0.984);
}

/* WCEB dev (1,778 pages from five datasets that disagree on what main
 * content is): a floor per dataset, a little under what we reach (issue 28;
 * the peers are in tests/bench/bench_extract.sh). */
static void test_wceb_quality(void)
{
	static const struct { const char *name; int n; double floor; } want[] = {
		{"cleaneval", 470, 0.911}, {"cleanportaleval", 33, 0.968}, {"dragnet", 857, 0.925},
		{"l3s-gn1", 358, 0.958}, {"readability", 60, 0.966},
	};
	const char *gt = t_shared("extraction/wceb/dev/ground-truth.json");
	if (!gt) {
		printf("skip test_wceb_quality: no shared data\n");
		return;
	}
	struct dscore ds[8];
	int nds = score_dev(gt, ds, 8), all = 0, empty = 0, np = 0, nr = 0;
	double psum = 0, rsum = 0;
	CHECK_INT(nds, ==, 5);
	for (size_t w = 0; w < sizeof want / sizeof *want; w++) {
		int k = 0;
		while (k < nds && strcmp(ds[k].name, want[w].name))
			k++;
		CHECK(k < nds);
		if (k == nds)
			continue;
		double P, R, F = f1_of(&ds[k], &P, &R);
		printf("wceb %-16s pages %3d: F1 %.4f precision %.4f recall %.4f empty %d\n",
		       ds[k].name, ds[k].ndocs, F, P, R, ds[k].empty);
		CHECK_INT(ds[k].ndocs, ==, want[w].n);
		CHECK(F >= want[w].floor);
		all += ds[k].ndocs, empty += ds[k].empty;
		psum += ds[k].psum, rsum += ds[k].rsum, np += ds[k].np, nr += ds[k].nr;
	}
	double P = np ? psum / np : 0, R = nr ? rsum / nr : 0, F = P + R > 0 ? 2 * P * R / (P + R) : 0;
	printf("wceb all %d pages: F1 %.4f precision %.4f recall %.4f empty %d\n", all, F, P, R, empty);
	CHECK(F >= 0.930);
	/* empty output where the gold is not: a meta-refresh stub and an error
	 * page with an empty body (see issue 28's notes) */
	CHECK(empty <= 2);
}

/* Hand-made pages of the genres the dev sets hardly hold, mostly German
 * (tests/fixtures/extract: live blogs and news, job ads and company pages,
 * wikis and docs, events and travel, public broadcasters and institutions,
 * advice portals, forums and Q&A, shops and recipes, small sites' blogs,
 * page builders' and small firms' pages, news in 16 other scripts,
 * product reviews, sport, podcasts and galleries, papers and research
 * news, property and other listings, culture, rulings and legal texts,
 * long-form magazine features, pages of JS frameworks as a crawler gets
 * them, German, Austrian and Swiss news, pages of 1998 to 2013, French,
 * Spanish, Italian, Portuguese pages of all kinds, tutorials and
 * documentation, Q&A threads, newsletter platforms' posts, clubs' and
 * fire brigades' pages, news in 17 more European languages, tech and
 * finance news, games and TV, health portals, English-language news,
 * lifestyle magazines, government and administration, travel and cars,
 * universities and schools, firms' product and software pages, charities
 * and churches, banks and insurers, press releases, hobby and DIY guides,
 * restaurants, wine and food, opinion pieces, interviews and letters,
 * developers' pages (code hosts, mailing lists), family, pet and garden
 * portals, parliaments, parties and councils, lyrics, music reviews
 * and playlists, researchers', courses' and personal homepages,
 * utilities' and transport operators' notices, blogs, forums and firms'
 * pages in ten more languages of Europe, English news portals of 2008
 * to 2014 and blogs of 2010 to 2015, Chinese, Japanese and Korean news,
 * blogs, Q&A, forums and firms; 1,174 pages, each with the
 * text a reader would call its content): a floor per genre, a
 * little under what we reach. Written to find failure classes, so no
 * benchmark: a guard against losing them. */
static void test_fixture_quality(void)
{
	static const struct { const char *name; double floor; } want[] = {
		{"auto", 0.970}, {"b2b", 0.968}, {"blog", 0.980}, {"cjk", 0.954},
		{"company", 0.973}, {"culture", 0.948}, {"devweb", 0.964}, {"docs", 0.985},
		{"edu", 0.963}, {"enblog", 0.984}, {"ennews", 0.965}, {"entertain", 0.957},
		{"europe", 0.990}, {"euroweb", 0.957}, {"events", 0.970},
		{"family", 0.985}, {"finance", 0.969}, {"food", 0.972}, {"forum", 0.976},
		{"gov", 0.975}, {"health", 0.975}, {"hobby", 0.979}, {"howto", 0.978},
		{"jobs", 0.975}, {"legal", 0.975}, {"lifestyle", 0.966},
		{"listings", 0.965}, {"live", 0.980}, {"local", 0.970},
		{"magazine", 0.970}, {"media", 0.956}, {"music", 0.952}, {"newsde", 0.990},
		{"ngo", 0.962}, {"oldweb", 0.960}, {"opinion", 0.966}, {"personal", 0.978},
		{"platform", 0.972}, {"politics", 0.987}, {"press", 0.980},
		{"public", 0.960}, {"qa", 0.970}, {"ratgeber", 0.956}, {"reviews", 0.980},
		{"romance", 0.983}, {"science", 0.980}, {"scripts", 0.988},
		{"shop", 0.968}, {"spa", 0.970}, {"sports", 0.990}, {"technews", 0.968},
		{"travel", 0.972}, {"utility", 0.954}, {"wiki", 0.982}, {"wire", 0.984},
	};
	struct dscore ds[60];
	int nds = score_dev("tests/fixtures/extract/ground-truth.json.gz", ds, 60), all = 0;
	CHECK_INT(nds, ==, 55);
	for (size_t w = 0; w < sizeof want / sizeof *want; w++) {
		int k = 0;
		while (k < nds && strcmp(ds[k].name, want[w].name))
			k++;
		CHECK(k < nds);
		if (k == nds)
			continue;
		double P, R, F = f1_of(&ds[k], &P, &R);
		printf("fixtures %-9s pages %3d: F1 %.4f precision %.4f recall %.4f\n", ds[k].name,
		       ds[k].ndocs, F, P, R);
		CHECK(F >= want[w].floor);
		CHECK_INT(ds[k].empty, ==, 0);
		all += ds[k].ndocs;
	}
	CHECK_INT(all, ==, 1174);
}

/* The selection's verdict weighs in a second choice of container. */
static void test_second_choice(void)
{
	/* a grid of teaser cards (linked title, summary, "Read more") outweighs
	 * a short post; the cards all go in selection, so the post is chosen */
	struct buf b = BUF_INIT;
	buf_puts(&b, "<html><head><title>A pie for the fall | Kitchen notes</title></head><body>"
	             "<div class=slides>");
	for (int i = 0; i < 8; i++)
		buf_puts(&b, "<div class=card><h4><a href=/x>Another recipe from the archive</a></h4>"
		             "<div>We baked this one for a party, and everyone asked for the recipe, "
		             "so here it is with all the steps and tips.</div>"
		             "<a href=/x>Read more</a></div>");
	buf_puts(&b, "</div><div class=post><h2>A pie for the fall</h2><div class=text>"
	             "<p>" PARA "</p><p>Crimp the edge with a fork, then chill it. Bake it hot for "
	             "the first ten minutes, then turn the oven down.</p></div></div><ul>");
	for (int i = 0; i < 12; i++)
		buf_puts(&b, "<li><a href=/y>An archive of the older posts</a></li>");
	buf_puts(&b, "</ul></body></html>");
	CHECK_STR(ex(b.p, NULL, NULL), "A pie for the fall\n" PARA "\nCrimp the edge with a fork, "
	          "then chill it. Bake it hot for the first ten minutes, then turn the oven down.");
	buf_release(&b);
}

/* A comment section's heading after the body ends the article, whatever
 * the markup around the comments is called. */
static void test_comment_head(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div class=box><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
	             "<h3>12 Comments</h3><dl>");
	for (int i = 0; i < 3; i++)
		buf_puts(&b, "<dt>Jane - August 8, 2012</dt><dd><p>I think that the bridge is a very "
		             "good idea, and that it should have been built a long time ago.</p></dd>");
	buf_puts(&b, "</dl></div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), PARA "\n" PARA "\n" PARA);
	/* one comment, after a count */
	buf_clear(&b);
	buf_puts(&b, "<body><div class=box><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
	             "<p>One Response to &#8220;Bridges&#8221;</p><p>I think that the bridge is "
	             "a very good idea, and that it should have been built long ago.</p></div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), PARA "\n" PARA "\n" PARA);
	/* a comment count before the body, or the word in it, ends nothing */
	CHECK_STR(ex("<body><div class=box><p>12 comments</p><p>" PARA "</p><p>" PARA "</p>"
	             "<p>" PARA "</p><p>Comments from readers were mixed, the council said on Monday."
	             "</p><p>" PARA "</p></div></body>", NULL, NULL),
	          PARA "\n" PARA "\n" PARA "\nComments from readers were mixed, the council said "
	          "on Monday.\n" PARA);
	/* WordPress's "Leave a Reply" in German, and "1 Kommentar" */
	const char *heads[] = {"<h3>Schreibe einen Kommentar</h3>", "<p>1 Kommentar</p>"};
	for (int k = 0; k < 2; k++) {
		buf_clear(&b);
		buf_puts(&b, "<body><div class=box><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>");
		buf_puts(&b, heads[k]);
		buf_puts(&b, "<p>Ich finde, dass die Br\xC3\xBC" "cke eine sehr gute Idee ist und "
		             "schon vor langer Zeit h\xC3\xA4" "tte gebaut werden sollen.</p></div></body>");
		CHECK_STR(ex(b.p, NULL, NULL), PARA "\n" PARA "\n" PARA);
	}
	buf_release(&b);
}

/* A death notice, and under it the mourners' entries under a heading of
 * their own ("Kondolenzen (3)", "Guest Book") in boxes of no telling name:
 * the readers' text, as a comment section's; a story's subheading that
 * goes on past such a word ("Condolences from world leaders") is none. */
static void test_condolence_head(void)
{
	const char *heads[] = {"<h2>Kondolenzen (3)</h2>", "<h2>Guest Book</h2>",
	                       "<h2>Gedenkkerzen (12)</h2>",
	                       "<h2>Messages de condol\xC3\xA9" "ances (9)</h2>"};
	struct buf b = BUF_INIT;
	for (int k = 0; k < 4; k++) {
		buf_clear(&b);
		buf_puts(&b, "<body><div class=box><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>");
		buf_puts(&b, heads[k]);
		for (int i = 0; i < 3; i++)
			buf_puts(&b, "<div class=entry><span>Familie Brenner</span><p>Wir sind sehr "
			             "traurig. Sie war uns viele Jahre eine liebe Nachbarin, immer "
			             "hilfsbereit und mit einem guten Wort.</p></div>");
		buf_puts(&b, "</div></body>");
		CHECK_STR(ex(b.p, NULL, NULL), PARA "\n" PARA "\n" PARA);
	}
	/* a story's subheading that goes on past the word ends nothing */
	CHECK_STR(ex("<body><div class=box><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
	             "<h2>Condolences from world leaders</h2><p>" PARA "</p></div></body>",
	             NULL, NULL),
	          PARA "\n" PARA "\n" PARA "\nCondolences from world leaders\n" PARA);
	buf_release(&b);
}

/* A long "about me" paragraph in a sidebar holds most of a short post's
 * page; the hint on its column is still a hint, not a wrapper's name. */
static void test_sidebar_blurb(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<html><head><title>Blog: A walk by the river</title></head><body>"
	             "<div id=main><div class=post><h3 class=post-title>A walk by the river</h3>"
	             "<div class=post-body>" PARA "<br>" PARA "</div></div></div>"
	             "<div class=sidebar><div class=widget><h2>About me</h2><dl><dd>");
	for (int i = 0; i < 6; i++)
		buf_puts(&b, "I have written about this town, its people and its bridges for many "
		             "years, and I still walk by the river every single morning. ");
	buf_puts(&b, "</dd></dl></div></div></body></html>");
	CHECK_STR(ex(b.p, NULL, NULL), "A walk by the river\n" PARA "\n" PARA);
	buf_release(&b);
}

/* A short post under its headline, and before the headline a sidebar with
 * one long "about me" paragraph: what comes before the headline holds few
 * blocks of weight, so it weighs a quarter and the post wins. */
static void test_blurb_before_headline(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<html><head><title>Blog: Paper leaves for crafting</title></head><body>"
	             "<div id=left><h2>About me</h2><p>");
	for (int i = 0; i < 5; i++)
		buf_puts(&b, "I have written about paper, glue and scissors for many years, and I "
		             "still make something new with my children every single weekend. ");
	buf_puts(&b, "</p><ul><li><a href=/a>Archive</a></li><li><a href=/t>Tags</a></li></ul></div>"
	             "<div id=posts><h3>Paper leaves for crafting</h3>"
	             "<div>I love the idea of keeping these paper leaves for other craft projects! "
	             "Get the details at the shop.</div></div></body></html>");
	CHECK_STR(ex(b.p, NULL, NULL), "Paper leaves for crafting\nI love the idea of keeping these "
	                               "paper leaves for other craft projects! Get the details at "
	                               "the shop.");
	buf_release(&b);
}

/* A post that is a picture, and under it the comment section's heading as
 * the only text of weight: a comment heading with nothing kept before it
 * and little after it is no article; the page gives its headline. */
static void test_comment_head_alone(void)
{
	const char *page =
		"<html><head><title>Food blog: Next up: pumpkin pie</title></head><body>"
		"<div class=post><h3><a href=/p>Next up: pumpkin pie</a></h3><div><img src=p.jpg>"
		"</div></div><div id=talk><h4>16 comments:</h4><dl class=comments><dd>Looks great, "
		"I will make it on Sunday for the whole family!</dd></dl></div></body></html>";
	CHECK_STR(ex(page, NULL, NULL), "Next up: pumpkin pie");
}

/* A caption that is a sentence with its credit after it: a slideshow's
 * only text, or a gallery after the body, is kept; in the body, between
 * paragraphs, it is a picture's caption and goes (the AEB's golds drop
 * them). */
static void test_credited_captions(void)
{
	const char *show =
		"<html><head><title>Magic art in pictures | Photos</title></head><body>"
		"<h1>Magic art in pictures</h1><div class=slideshow><div class=caption>A boy poses "
		"with a painting at the exhibition in the city. In one of the few shows where touch "
		"is encouraged, visitors sit on the paintings. (Jane Doe/Agency)</div></div>"
		"<ul><li><a href=/1>Next</a></li><li><a href=/2>Previous</a></li></ul></body></html>";
	CHECK_STR(ex(show, NULL, NULL), "Magic art in pictures\n"
	          "A boy poses with a painting at the exhibition in the city. In one of the few "
	          "shows where touch is encouraged, visitors sit on the paintings. (Jane Doe/Agency)");
	const char *body =
		"<body><article><p>" PARA "</p><div class=caption>A boy poses with a painting at "
		"the exhibition in the city. (Jane Doe/Agency)</div><p>" PARA "</p></article></body>";
	CHECK_STR(ex(body, NULL, NULL), PARA "\n" PARA);
}

/* A news site's byline box over the story, its author and its two stamps
 * run into one line of 12+ words that closes on "p.m.": no sentence but
 * a byline, dropped; a byline's sentence with a time in it stays. */
static void test_stamp_byline(void)
{
	const char *page =
		"<body><article><h1>Driver charged in crash</h1><div class=b-byline>"
		"<span>By <a href=/a/>Ana Kim</a></span><time>Published: Nov. 25, 2026, 2:14 "
		"p.m.</time><span>Updated: Nov. 25, 2026, 5:40 p.m.</span></div>"
		"<div class=body><p>" PARA "</p><p>" PARA "</p></div></article></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA);
	const char *bio =
		"<body><article><h1>Driver charged in crash</h1><div class=byline>"
		"<p>Ana Kim covers the courts for the paper and was in the room at 2:14 p.m. "
		"for the ruling.</p></div>"
		"<div class=body><p>" PARA "</p></div></article></body>";
	CHECK_STR(ex(bio, NULL, NULL), "Ana Kim covers the courts for the paper and was in the "
	          "room at 2:14 p.m. for the ruling.\n" PARA);
}

/* A tabloid's call for readers' stories closing the body, its address
 * linked or not ("Do you have a story to share? Email us at ...",
 * "Continue the conversation @... | Have a story? Contact us at ..."):
 * dropped; a paragraph about a story someone has stays. */
static void test_story_call(void)
{
	const char *page =
		"<body><article><h1>Mum fined for stopping</h1><div class=article-body>"
		"<p>" PARA "</p><p>" PARA "</p><p><strong>Do you have a story to share? Email "
		"us at <a href=mailto:news@example.com>news@example.com</a></strong></p>"
		"<p><em>Continue the conversation @newsHQ | Have a story? Contact us at "
		"newsroom@example.com</em></p></div></article></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA);
	const char *told =
		"<body><article><h1>Mum fined for stopping</h1><div class=article-body>"
		"<p>" PARA "</p><p>Her neighbour, who has a story of her own about the same car "
		"park, says she was fined twice in one week.</p></div></article></body>";
	CHECK_STR(ex(told, NULL, NULL), PARA "\nHer neighbour, who has a story of her own "
	          "about the same car park, says she was fined twice in one week.");
}

/* A picture's credit on its own line under its caption in one box: the
 * caption, a sentence, stays and the credit goes; a line with a figure
 * under a video's caption is its text and stays. */
static void test_caption_credit(void)
{
	const char *page =
		"<body><article><h1>Water tower plan approved</h1><div class=body><p>" PARA "</p>"
		"<figure><img src=t.jpg><figcaption><div class=caption-text><p>The water tower, "
		"built in 1962, is to be replaced by 2028 under the plan.</p></div>"
		"<div class=caption-source><span>JANE DOE, The Courier</span></div></figcaption>"
		"</figure><p>" PARA "</p></div></article></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\nThe water tower, built in 1962, is to be "
	          "replaced by 2028 under the plan.\n" PARA);
	const char *video =
		"<body><article><h1>Water tower plan approved</h1><div class=body><p>" PARA "</p>"
		"<figure><img src=t.jpg><figcaption><div class=caption-text><p>The water tower, "
		"built in 1962, is to be replaced by 2028 under the plan.</p></div>"
		"<div class=caption-source><span>(Published Monday, Nov. 18)</span></div>"
		"</figcaption></figure><p>" PARA "</p></div></article></body>";
	CHECK(strstr(ex(video, NULL, NULL), "(Published Monday, Nov. 18)") != NULL);
}

/* A newsroom's call to fund it: after the body under a heading that asks
 * for nothing, its button asking ("I hope you appreciated this article."
 * ... "Support the Guardian"), and over the body under a label that asks
 * ("Support truly independent journalism"): the box goes. A story's own
 * box on how to help, its text naming no journalism, stays. */
static void test_fund_epic(void)
{
	const char *after =
		"<body><article><h1>Water bosses banned from bonuses</h1><div class=body><p>" PARA
		"</p><p>" PARA "</p></div><div class=dcr-1mwy><h2>I hope you appreciated this "
		"article.</h2><p>Before you move on, I was hoping you would consider taking the "
		"step of supporting our journalism, which is free for everyone to read.</p>"
		"<a href=/contribute>Support the Guardian</a></div></article></body>";
	CHECK_STR(ex(after, NULL, NULL), PARA "\n" PARA);
	const char *before =
		"<body><article><h1>Why nurses are quitting</h1><div class=sc-tip><p>Support truly "
		"independent journalism</p><p>Our mission is to deliver unbiased, fact-based "
		"reporting that holds power to account. Every contribution counts.</p>"
		"<a href=/donate>Support us</a></div><div class=body><p>" PARA "</p><p>" PARA
		"</p></div></article></body>";
	CHECK_STR(ex(before, NULL, NULL), PARA "\n" PARA);
	const char *help =
		"<body><article><h1>Flood victims need help</h1><div class=body><p>" PARA
		"</p><p>" PARA "</p></div><div class=box><h2>How you can help</h2><p>The Red Cross "
		"is collecting money for families who lost their homes in the flood this week.</p>"
		"<a href=/give>Donate to the appeal</a></div></article></body>";
	CHECK(strstr(ex(help, NULL, NULL), "The Red Cross is collecting money") != NULL);
}

/* A news site's related stories under the body, each item a linked title
 * and its stamp ("Council to charge for garden waste" "Published 3 weeks
 * ago"): no sentences with links in them, they go with their heading. */
static void test_ago_items(void)
{
	const char *page =
		"<body><article><h1>Bins not collected</h1><div class=body><p>" PARA "</p><p>" PARA
		"</p></div><div class=links><h2>More on this story</h2><ul><li><a href=/1>Council "
		"to charge for garden waste</a><span>Published 3 weeks ago</span></li><li><a "
		"href=/2>Bin strike talks are set to resume</a><span>Published 2 days ago</span>"
		"</li></ul></div></article></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA);
}

/* An Indian news site's teaser between paragraphs, a label and its colon
 * before a linked question ("Also Read: <a>New tax regime vs old: Which
 * is better for you?</a>"), and its line under every story ("Catch all
 * the Latest News ... Download The ... App"): both go. */
static void test_also_read(void)
{
	const char *page =
		"<body><article><h1>ITR deadline extended</h1><div class=detail><p>" PARA "</p>"
		"<p><strong>Also Read:</strong> <a href=/1>New tax regime vs old: Which is better "
		"for you?</a></p><p>" PARA "</p></div><div class=catchAll><p>Catch all the <a "
		"href=/l>Latest News</a>, <a href=/i>India News</a> and <a href=/b>Business News</a> "
		"at The Daily Times. Download The Daily Times App to get the latest updates.</p>"
		"</div></article></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA);
}

/* A video's running time and its source under its player in the body
 * ("02:14 - Source: CNN", "1:05 | Quelle: Reuters"): the player's line,
 * dropped. */
static void test_media_source(void)
{
	const char *page =
		"<body><article><h1>Probe sends images</h1><div class=content><p>" PARA "</p>"
		"<div class=media><div class=media__details>02:14 - Source: CNN</div></div>"
		"<p>" PARA "</p><div class=media><div class=media__details>1:05 \xC2\xB7 Quelle: "
		"Reuters</div></div><p>" PARA "</p></div></article></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA "\n" PARA);
}

/* A newsroom's call for story ideas under the body, its addresses linked
 * so that it is mostly link ("Send your story ideas to <a>...</a> or <a>
 * via WhatsApp on 0808 100 2210</a>."): no linked sentence of the body,
 * it goes. */
static void test_linked_tip(void)
{
	const char *page =
		"<body><article><h1>Bins not collected</h1><div class=rich><p>" PARA "</p></div>"
		"<div class=rich><p>" PARA "</p></div><div class=rich><p><i>Send your story ideas "
		"to <a href=mailto:news@example.com>news@example.com</a> or <a href=/send>via "
		"WhatsApp on 0808 100 2210</a>.</i></p></div><div class=rich><p><i>Listen to "
		"highlights from the county on <a href=/sounds>Sounds</a>, catch up with <a "
		"href=/tv>the latest episode</a> or find out <a href=/inv>something we should be "
		"investigating</a>.</i></p></div></article></body>";
	const char *out = ex(page, NULL, NULL);
	CHECK(strstr(out, PARA "\n" PARA) != NULL);
	CHECK(strstr(out, "Send your story ideas") == NULL);
}

/* A post of pictures and, after it, the site's notice about the reader's
 * browser (a paragraph of prose that names the page): it weighs against
 * its element and is dropped, and the page gives its headline. An
 * article's paragraph about browsers names no page or site and stays. */
static void test_browser_notice(void)
{
	const char *page =
		"<html><head><title>News - Day in pictures</title></head><body>"
		"<h1>Day in pictures</h1><div class=pics><img src=a.jpg><img src=b.jpg></div>"
		"<div id=note><p>This page is best viewed in an up-to-date web browser with style "
		"sheets enabled. While you will be able to view the content of this page in your "
		"current browser, you will not be able to get the full visual experience.</p></div>"
		"</body></html>";
	CHECK_STR(ex(page, NULL, NULL), "Day in pictures");
	const char *article =
		"<body><article><p>" PARA "</p><p>Users of an outdated browser should update "
		"it soon, the company said, as the flaw lets a web page read their files.</p>"
		"</article></body>";
	CHECK_STR(ex(article, NULL, NULL),
	          PARA "\nUsers of an outdated browser should update it soon, the company said, "
	          "as the flaw lets a web page read their files.");
}

/* A sidebar of teasers (a linked headline, a date, a summary) inside the
 * element that wraps the post: their summaries made the wrapper the
 * container, and selection dropped them; the post inside is the article,
 * without the sidebar's blurb. */
static void test_sidebar_teasers(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div id=wrap><div class=post><p>" PARA "</p><p>" PARA "</p><p>" PARA
	             "</p></div><div class=col><h4>Recent posts</h4>");
	for (int i = 0; i < 4; i++)
		buf_puts(&b, "<div><h5><a href=/p>A walk by the river in the fall</a></h5>"
		             "<p>November 12</p><p>The leaves were red and gold, and the water was "
		             "low and clear, so we walked all the way to the old mill and back.</p></div>");
	buf_puts(&b, "<h4>Topics</h4><ul>");
	for (int i = 0; i < 10; i++)
		buf_puts(&b, "<li><a href=/t>Bridges</a></li>");
	buf_puts(&b, "</ul><h4>About</h4><p>A blog about the town, its people and its bridges, "
	             "written by a reader.</p></div></div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), PARA "\n" PARA "\n" PARA);
	buf_release(&b);
}

/* A linked line in the body and the paragraph after it are one pair, not a
 * list of teasers: the count starts afresh when a second choice of
 * container (the post inside the page's column) selects again. */
static void test_teasers_counted_once(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div id=wrap><div class=post><p>" PARA "</p><p>" PARA "</p>"
	             "<ul><li><a href=/live>Live updates from the town hall</a></li></ul>"
	             "<p>The mayor said the vote would be close, and that she would not "
	             "give up on the plan.</p><p>" PARA "</p></div><div class=col>"
	             "<h4>Recent posts</h4>");
	for (int i = 0; i < 4; i++)
		buf_puts(&b, "<div><h5><a href=/p>A walk by the river in the fall</a></h5>"
		             "<p>November 12</p><p>The leaves were red and gold, and the water was "
		             "low and clear, so we walked all the way to the old mill and back.</p></div>");
	buf_puts(&b, "</div></div></body>");
	const char *t = ex(b.p, NULL, NULL);
	CHECK(strstr(t, "The mayor said the vote would be close") != NULL);
	CHECK(strstr(t, "The leaves were red") == NULL);
	buf_release(&b);
}

/* A paragraph of the article that ends in a link to its continuation is
 * the article's; a linked headline and a cut-off summary after it is a
 * teaser. */
static void test_continued(void)
{
	CHECK_STR(ex("<body><div class=story><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA
	             "</p><p>The council will vote on the plan in March, and the mayor said she "
	             "expects it to pass. <a href=/2>Continued...</a></p><p><a href=/o>Mayor opens "
	             "the library</a> The mayor cut the ribbon on Monday, and hundreds of...</p>"
	             "</div></body>", NULL, NULL),
	          PARA "\n" PARA "\n" PARA "\n" PARA "\nThe council will vote on the plan in March, "
	          "and the mayor said she expects it to pass. Continued...");
}

/* The blog's name in the <title> heads the page as a link home; the post's
 * own heading is the headline, and the short post after it beats a longer
 * notice in the sidebar. */
static void test_linked_site_name(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<html><head><title>A walk by the river - Town Notes</title></head><body>"
	             "<div class=top><h1><a href=/>Town Notes</a></h1><ul>");
	for (int i = 0; i < 8; i++)
		buf_puts(&b, "<li><a href=/s>Sections</a></li>");
	buf_puts(&b, "</ul></div><div class=post><h3>A walk by the river</h3><p>We walked by the "
	             "river on Sunday, and the leaves were red and gold.</p><p>The water was low "
	             "and clear, and we could see the stones on the bottom.</p><p>We saw two herons "
	             "by the old mill, and a boat with two men fishing.</p></div><div class=col>"
	             "<p>If you see a picture here that is yours and we did not give you credit for "
	             "it, please write to us, and we will credit it or take it down at once.</p><ul>");
	for (int i = 0; i < 8; i++)
		buf_puts(&b, "<li><a href=/b>Another blog</a></li>");
	buf_puts(&b, "</ul></div></body></html>");
	CHECK_STR(ex(b.p, NULL, NULL), "A walk by the river\nWe walked by the river on Sunday, and "
	          "the leaves were red and gold.\nThe water was low and clear, and we could see "
	          "the stones on the bottom.\nWe saw two herons by the old mill, and a boat with "
	          "two men fishing.");
	buf_release(&b);
}

/* The blog's name and the post's title are both links and both part of the
 * <title>: the longer one is the post's, and a post that is a picture gives
 * it. */
static void test_linked_post_title(void)
{
	const char *page =
		"<html><head><title>Paper leaves for crafting - Town Craft Notes</title></head><body>"
		"<div class=top><h1><a href=/>Town Craft Notes</a></h1></div><div class=post>"
		"<h3><a href=/p>Paper leaves for crafting</a></h3><div><img src=a.jpg></div></div>"
		"</body></html>";
	CHECK_STR(ex(page, NULL, NULL), "Paper leaves for crafting");
}

/* A list item whose names are links and that goes on in sentences is the
 * article's, as a paragraph would be, and so is one that is a sentence with
 * links in it; a list of links is not. */
static void test_linked_items(void)
{
	struct buf b = BUF_INIT, want = BUF_INIT;
	buf_puts(&b, "<body><div class=story><p>" PARA "</p><p>" PARA "</p><ul>");
	buf_puts(&want, PARA "\n" PARA);
	for (int i = 0; i < 4; i++) {
		buf_puts(&b, "<li><a href=/f>The Long Summer of the Students at the Old School by the "
		             "River</a> (1984). They live one day, again and again.</li>");
		buf_puts(&want, "\nThe Long Summer of the Students at the Old School by the River "
		                "(1984). They live one day, again and again.");
	}
	buf_puts(&b, "</ul><ul>");
	for (int i = 0; i < 3; i++) {
		buf_puts(&b, "<li>Jane and Tom <a href=/b>fixed a bug in the map</a> of the "
		             "<a href=/m>town that hid the bridges</a></li>");
		buf_puts(&want, "\nJane and Tom fixed a bug in the map of the town that hid the "
		                "bridges");
	}
	buf_puts(&b, "</ul><ul>");
	for (int i = 0; i < 4; i++)
		buf_puts(&b, "<li><a href=/o>Other films of the year, by the same studio</a></li>");
	buf_puts(&b, "</ul></div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), want.p);
	buf_release(&b);
	buf_release(&want);
}

/* After the article, the author's bio box goes, sentences and all; a
 * sentence under a byline hint before the body's end stays. */
static void test_author_bio(void)
{
	CHECK_STR(ex("<body><div class=post><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
	             "<div class=post-author><h4>About Jane Doe</h4><p>Jane Doe is the editor of "
	             "Town Notes, and she has written about the town and its bridges for ten years."
	             "</p></div></div></body>", NULL, NULL),
	          PARA "\n" PARA "\n" PARA);
	CHECK_STR(ex("<body><div class=post><p class=author-note>Readers in the town sent us the "
	             "photos for this story, and we thank them all.</p><p>" PARA "</p><p>" PARA
	             "</p></div></body>", NULL, NULL),
	          "Readers in the town sent us the photos for this story, and we thank them all.\n"
	          PARA "\n" PARA);
}

/* A blog engine's lines under the post (filed under, trackbacks, no
 * comments yet) are furniture, however long they run. */
static void test_blog_engine_lines(void)
{
	CHECK_STR(ex("<body><div class=post><p>" PARA "</p><p>" PARA "</p><p class=postmetadata>"
	             "<small>This entry was posted on Saturday, August 25th, 2012 at 12:23 am and is "
	             "filed under <a href=/c>Bridges</a>, <a href=/t>Town</a>. You can follow any "
	             "responses to this entry through the <a href=/f>RSS 2.0</a> feed. You can leave "
	             "a response, or trackback from your own site.</small></p>"
	             "<p>No comments yet.</p></div></body>", NULL, NULL),
	          PARA "\n" PARA);
}

/* A heading over a section that selection dropped whole heads nothing and
 * goes; a heading over kept text, or right over another heading, stays. */
static void test_orphan_heads(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div class=post><h2>The plan</h2><h3>What the council said</h3><p>"
	             PARA "</p><p>" PARA "</p><p>" PARA "</p><h4>Topics</h4><ul>");
	for (int i = 0; i < 3; i++)
		buf_puts(&b, "<li><a href=/t>Bridges</a></li>");
	buf_puts(&b, "</ul><h4>Archive</h4><ul>");
	for (int i = 0; i < 3; i++)
		buf_puts(&b, "<li><a href=/a>May 2012</a></li>");
	buf_puts(&b, "</ul></div></body>");
	CHECK_STR(ex(b.p, NULL, NULL),
	          "The plan\nWhat the council said\n" PARA "\n" PARA "\n" PARA);
	buf_release(&b);
}

/* A post that is a picture: its headline is its text. */
static void test_headline_only(void)
{
	CHECK_STR(ex("<html><head><title>Street looks: Velvet and shine in Paris</title></head><body>"
	             "<ul class=menu><li><a href=/>Home</a></li><li><a href=/a>Archive</a></li></ul>"
	             "<div class=post><h3>Velvet and shine in Paris</h3><div class=body>"
	             "<img src=a.jpg></div></div><div class=footer><a href=/n>Newer</a> "
	             "<a href=/o>Older</a></div></body></html>", NULL, NULL),
	          "Velvet and shine in Paris");
}

/* Chinese lines without punctuation (phrases set apart by spaces) are
 * prose: a character weighs about a word, not a Latin letter. */
static void test_cjk_lengths(void)
{
	const char *line = "一波波低溫寒流報到 已將山後一帶層層山巒披上嫣紅的彩衣 順路下切蜿蜒道路";
	struct buf b = BUF_INIT, want = BUF_INIT;
	buf_puts(&b, "<body><div class=post>");
	for (int i = 0; i < 8; i++) {
		buf_printf(&b, "<p>%s</p>", line);
		buf_printf(&want, "%s%s", i ? "\n" : "", line);
	}
	buf_puts(&b, "</div><ul>");
	for (int i = 0; i < 12; i++)
		buf_puts(&b, "<li><a href=/a>An archive of older posts</a></li>");
	buf_puts(&b, "</ul><div class=notes>");
	for (int i = 0; i < 4; i++)
		buf_puts(&b, "<p>謝謝你的來訪！</p>");
	buf_puts(&b, "</div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), want.p);
	buf_release(&b);
	buf_release(&want);
}

/* A short sentence in a script whose stop is not ASCII's: a Hindi line that
 * ends in a danda ("।") opens the post, and was a label without its stop. */
static void test_script_stops(void)
{
	const char *page =
		"<html lang=hi><body><nav><a href=/>होम</a> <a href=/h>हेल्थ</a></nav><article>"
		"<h1>सर्दियों में सेहत</h1><div class=content><p>सर्दियों का मौसम शुरू हो गया है।</p>"
		"<p>इस मौसम में सर्दी-जुकाम और खांसी आम बात है, इसलिए डॉक्टरों के अनुसार कुछ आसान "
		"उपाय अपनाकर हम बीमारियों से बच सकते हैं और पूरी सर्दी स्वस्थ रह सकते हैं।</p>"
		"<p>गर्म पानी पिएं, मौसमी फल और सब्जियां खाएं, रोज़ हल्का व्यायाम करें और पूरी नींद "
		"लें। बच्चों और बुज़ुर्गों का खास ध्यान रखें।</p></div></article>"
		"<footer><a href=/a>हमारे बारे में</a></footer></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strncmp(t, "सर्दियों का मौसम", strlen("सर्दियों का मौसम")) == 0);
	CHECK(strstr(t, "हमारे") == NULL);
}

/* A news site's lead in its header box, named for its markup in other
 * words than "lead": a Russian site's "article__announce", and a Hebrew
 * subtitle of 15 words in 74 characters (no vowels written). */
static void test_lead_scripts(void)
{
	const char *ru =
		"<html lang=ru><body><nav><a href=/>Главное</a> <a href=/c>Город</a></nav>"
		"<article><div class=article__header><h1>Новый мост через Обь</h1>"
		"<div class=article__info>26 ноября 2026</div><div class=article__announce><p>"
		"Движение по четвёртому мосту запустили на три месяца раньше срока, мэрия ждёт "
		"меньше пробок.</p></div></div><div class=article__body itemprop=articleBody><p>"
		"В субботу в Новосибирске открыли движение по новому мосту через Обь. Длина "
		"переправы вместе с подходами составляет около пяти километров.</p><p>"
		"Строительство моста началось в 2022 году по концессионному соглашению, общая "
		"стоимость проекта превысила 50 миллиардов рублей.</p></div></article></body></html>";
	const char *t = ex(ru, NULL, NULL);
	CHECK(strncmp(t, "Движение по", strlen("Движение по")) == 0);
	const char *he =
		"<html lang=he dir=rtl><body><nav><a href=/>חדשות</a></nav><article>"
		"<div class=article-header><h1>הקו הכחול ייפתח בעוד שנתיים</h1><h2 class=subtitle>"
		"משרד התחבורה הודיע כי העבודות על הקו הכחול נמצאות בשלב מתקדם. התושבים מתלוננים על "
		"פקקים.</h2></div><div class=article-body><p>משרד התחבורה ועיריית ירושלים הודיעו היום "
		"כי הקו הכחול של הרכבת הקלה צפוי להיפתח לציבור בעוד כשנתיים, והוא יחבר בין רמות "
		"בצפון העיר לגילה בדרום.</p><p>לפי ההערכות, הקו ישרת כ-250 אלף נוסעים ביום. אורכו "
		"כ-23 קילומטרים והוא יכלול 42 תחנות, חלקן תת-קרקעיות במרכז העיר.</p></div>"
		"</article></body></html>";
	t = ex(he, NULL, NULL);
	CHECK(strncmp(t, "משרד התחבורה הודיע", strlen("משרד התחבורה הודיע")) == 0);
}

/* The furniture of a news page in other scripts, inside the body's box: a
 * Chinese portal's source and editor line, a Korean paper's reporter line
 * and its notice that reproduction is prohibited. */
static void test_script_boiler(void)
{
	const char *zh =
		"<html lang=zh-CN><body><div class=post_main><h1>多地推进老旧小区改造</h1>"
		"<div class=post_body><p>记者从住房和城乡建设部获悉，今年前十个月，全国新开工改造城镇"
		"老旧小区5.3万个，惠及居民约880万户。</p><p>住房和城乡建设部有关负责人介绍，老旧小区"
		"改造是重大民生工程和发展工程，各地优先改造水电气热等基础设施。</p>"
		"<p>本文来源：人民日报 责任编辑：张晓明_NN1234</p></div></div></body></html>";
	const char *t = ex(zh, NULL, NULL);
	CHECK(strstr(t, "负责人介绍") != NULL);
	CHECK(strstr(t, "责任编辑") == NULL);
	const char *ko =
		"<html lang=ko><body><div class=article_body>서울시가 내년 1월부터 심야버스 노선을 "
		"대폭 확대한다. 늦은 시간 귀가하는 시민들의 교통 불편을 줄이기 위한 조치다.<br><br>"
		"새로 생기는 노선은 주로 강남, 홍대, 종로 등 심야 유동 인구가 많은 지역과 외곽 "
		"주거지를 연결한다.<br><br><p>김지훈 기자 jhkim@hanbit.example</p>"
		"<p>ⓒ 데일리뉴스, 무단 전재 및 재배포 금지</p></div></body></html>";
	t = ex(ko, NULL, NULL);
	CHECK(strstr(t, "주거지를 연결한다.") != NULL);
	CHECK(strstr(t, "기자") == NULL);
	CHECK(strstr(t, "무단") == NULL);
	/* the notice in brackets */
	const char *ko2 =
		"<html lang=ko><body><div class=article_body><p>서울시가 내년 1월부터 심야버스 노선을 "
		"대폭 확대한다. 늦은 시간 귀가하는 시민들의 교통 불편을 줄이기 위한 조치다.</p><p>"
		"새로 생기는 노선은 주로 강남, 홍대, 종로 등 심야 유동 인구가 많은 지역과 외곽 "
		"주거지를 연결한다.</p><p>&lt;ⓒ한빛일보(www.hanbit.example) 무단전재 및 재배포금지&gt;"
		"</p></div></body></html>";
	t = ex(ko2, NULL, NULL);
	CHECK(strstr(t, "주거지를 연결한다.") != NULL);
	CHECK(strstr(t, "무단") == NULL);
	/* a university's news page: who contributed and checked it */
	const char *edu =
		"<html><body><table><tr><td class=contentstyle><p>11月24日下午，我校2026年秋季学期"
		"教学工作会议在图书馆报告厅举行，各学院院长及教务处全体人员参加会议。</p><p>会议总结"
		"了本学期教学工作取得的成绩，分析了当前本科教学中存在的问题。</p>"
		"<p style=\"text-align:right\">（教务处 供稿　审核：王明）</p></td></tr></table>"
		"</body></html>";
	t = ex(edu, NULL, NULL);
	CHECK(strstr(t, "存在的问题") != NULL);
	CHECK(strstr(t, "供稿") == NULL);
	/* a repost's notice under a blog's article */
	const char *repost =
		"<html><body><div class=entry><p>11月24日下午，我校2026年秋季学期教学工作会议在图书馆"
		"报告厅举行，各学院院长及教务处全体人员参加会议。</p><p>会议总结了本学期教学工作取得的"
		"成绩，分析了当前本科教学中存在的问题。</p><p>本文转载自网络，版权归原作者所有，如有侵权"
		"请联系删除。</p></div></body></html>";
	t = ex(repost, NULL, NULL);
	CHECK(strstr(t, "存在的问题") != NULL);
	CHECK(strstr(t, "侵权") == NULL);
	/* a related-reading line in the body, its link a short title */
#define RA(lang, para, line) "<html lang=" lang "><body><div class=article-body><p>" para \
	"</p><p>" line "</p><p>" para "</p><p>" para "</p></div></body></html>"
	t = ex(RA("el", "Σε λειτουργία τίθεται από τη Δευτέρα ο νέος σταθμός του μετρό στην "
	          "Καλαμαριά, όπως ανακοίνωσε το υπουργείο Υποδομών και Μεταφορών σήμερα.",
	          "Διαβάστε επίσης: <a href=/x>Νέο μετρό</a>"), NULL, NULL);
	CHECK(strstr(t, "Καλαμαριά") != NULL);
	CHECK(strstr(t, "επίσης") == NULL);
	t = ex(RA("ja", "JR各社は２５日、年末年始期間の新幹線と在来線特急の指定席予約状況を発表した。予約"
	          "数は前年同期比１２％増の約４８０万席で、過去最多となった。",
	          "【関連記事】<a href=/x>新幹線の予約</a>"), NULL, NULL);
	CHECK(strstr(t, "過去最多") != NULL);
	CHECK(strstr(t, "関連記事") == NULL);
	/* the source under the story, as "Quelle: dpa" */
	t = ex(RA("ru", "В субботу в Новосибирске торжественно открыли движение по новому мосту "
	          "через Обь. Длина переправы составляет около пяти километров.",
	          "Источник: ТАСС"), NULL, NULL);
	CHECK(strstr(t, "ТАСС") == NULL);
	t = ex(RA("id", "Banjir merendam 12 desa di Kabupaten Bandung, Jawa Barat, setelah hujan "
	          "deras mengguyur wilayah tersebut sejak Rabu malam.", "Sumber: Antara"), NULL, NULL);
	CHECK(strstr(t, "Bandung") != NULL);
	CHECK(strstr(t, "Antara") == NULL);
#undef RA
}

/* a Q&A page whose answers set their text four boxes down in their items,
 * an author box beside: both answers are the thread's */
static void test_deep_answers(void)
{
#define ANS(name, text) "<div class=List-item><div class=\"ContentItem AnswerItem\">" \
	"<div class=AuthorInfo><a class=UserLink-link href=/p>" name "</a><div " \
	"class=AuthorInfo-badge>宠物话题下的优秀答主</div></div><div class=RichContent><div " \
	"class=RichContent-inner><span class=RichText>" text "</span></div><div " \
	"class=ContentItem-time><a href=/a>编辑于 2026-11-20 18:02</a></div><div " \
	"class=ContentItem-actions><button>赞同 12</button><button>分享</button></div></div>" \
	"</div></div>"
	const char *zh =
		"<html lang=zh><body><main><div class=Question-main><div class=Question-mainColumn>"
		"<div class=List><div class=List-header><h4>58 个回答</h4></div>"
		ANS("陈默言", "<p>谢邀。养了六年猫，说一下我的经验。</p><p>必备的东西其实不多：猫砂盆、猫砂、"
		    "猫粮、食盆水盆、猫抓板。这几样到家之前一定要准备好。</p><p>猫砂建议先用豆腐砂，不容易"
		    "带出来，也比较好清理。</p><p>最容易踩的坑是一次买太多零食和玩具，很多猫根本不感兴趣。"
		    "</p><p>另外，领养之后一周内最好带去医院做个体检，顺便问问疫苗和驱虫的时间。</p>")
		ANS("林小满", "<p>补充一点：家里的窗户一定要装纱窗！</p><p>小猫好奇心很强，很多意外都是"
		    "从窗户掉下去的。</p>")
		"<div class=\"Card ViewAll\"><a href=/all>查看全部 58 个回答</a></div></div></div>"
		"<div class=Question-sideColumn><div class=Card><h3>相关问题</h3><ul><li><a href=/q1>"
		"小猫刚到家不吃东西怎么办？</a></li><li><a href=/q2>猫砂哪种比较好用？</a></li><li><a "
		"href=/q3>公猫和母猫哪个更适合新手？</a></li></ul></div></div></div></main></body></html>";
#undef ANS
	const char *t = ex(zh, NULL, NULL);
	CHECK(strstr(t, "驱虫的时间") != NULL);
	CHECK(strstr(t, "从窗户掉下去的") != NULL);
	CHECK(strstr(t, "不吃东西") == NULL);
}

/* a Q&A page's labels over its answers: the best one's, the others' with
 * their count, a count of answers; an answer's text stays */
static void test_answers_label(void)
{
	const char *ja =
		"<html lang=ja><body><div id=Main><div class=QuestionItem><h1>エアコンの暖房はつけっぱなしと"
		"こまめに消すのでは、どちらが安いですか？</h1><p>一人暮らしで、日中は仕事で8時間ほど家を"
		"空けます。冬の間、暖房をつけっぱなしにした方が安いという話を聞きました。</p></div>"
		"<div class=AnswerList><h2>ベストアンサー</h2><div class=AnswerItem><p>外出が8時間なら、"
		"消して出かけた方が安くなることがほとんどです。タイマーを使うと便利ですよ。</p></div>"
		"<h2>その他の回答（3件）</h2><div class=AnswerItem><p>うちも1Kで同じくらいの外出時間ですが、"
		"消して出かけています。電気代は月に2,000円くらい変わりました。</p></div></div></div>"
		"</body></html>";
	const char *t = ex(ja, NULL, NULL);
	CHECK(strstr(t, "タイマーを使うと便利") != NULL);
	CHECK(strstr(t, "2,000円くらい変わりました") != NULL);
	CHECK(strstr(t, "ベストアンサー") == NULL);
	CHECK(strstr(t, "その他の回答") == NULL);
	/* a count of the answers over them, in English and German; a heading
	 * that only opens with the word stays */
#define QA(head, h2) "<html><body><div class=thread><h1>" head "</h1><p>My router " \
	"keeps dropping the connection every few minutes since the last update.</p>" \
	"<h2>" h2 "</h2><div class=answer><p>Restart it and check whether a newer " \
	"firmware is out, that usually fixes it.</p></div></div></body></html>"
	t = ex(QA("Router drops the connection", "2 Answers"), NULL, NULL);
	CHECK(strstr(t, "newer firmware") != NULL);
	CHECK(strstr(t, "2 Answers") == NULL);
	t = ex(QA("Router verliert Verbindung", "Antworten (4)"), NULL, NULL);
	CHECK(strstr(t, "Antworten (4)") == NULL);
	t = ex(QA("Router drops the connection", "Answers to common router questions"), NULL, NULL);
	CHECK(strstr(t, "Answers to common router questions") != NULL);
#undef QA
}

/* a Korean story's reporter's address alone under the body goes; a firm's
 * contact address under its German text stays */
static void test_reporter_mail(void)
{
	const char *ko =
		"<html lang=ko><body><div class=\"story-news article\"><p>(부산=연합뉴스) 한지우 기자 = "
		"부산 해운대해수욕장 일대에서 겨울 빛 축제가 다음 달 6일부터 내년 2월 2일까지 열린다."
		"<br><br>해운대구는 올해로 열 번째를 맞는 이번 축제에서 대형 조형물과 경관 조명을 "
		"설치한다고 28일 밝혔다.<br><br>축제 기간 주말에는 거리 공연과 플리마켓도 함께 열린다."
		"</p><p>hanjw@example.co.kr</p></div></body></html>";
	const char *t = ex(ko, NULL, NULL);
	CHECK(strstr(t, "플리마켓도 함께 열린다.") != NULL);
	CHECK(strstr(t, "hanjw@") == NULL);
	const char *de =
		"<html lang=de><body><div class=content><p>Seit über dreißig Jahren fertigen wir in "
		"Augsburg Präzisionsteile für den Maschinenbau und die Medizintechnik.</p><p>Schreiben "
		"Sie uns, wir melden uns innerhalb eines Werktags bei Ihnen zurück.</p>"
		"<p>info@feinwerk-example.de</p></div></body></html>";
	t = ex(de, NULL, NULL);
	CHECK(strstr(t, "info@feinwerk-example.de") != NULL);
}

/* a Chinese paper's print edition under the story goes; a line that opens
 * with a book's title in title marks stays */
static void test_print_edition(void)
{
#define PE(line) "<html lang=zh-CN><body><div class=rm_txt_con><p>本报北京11月27日电　（记者孙" \
	"嘉禾）记者从国家发展改革委获悉：今年以来，各地加快推进养老托育服务设施建设，新增社区养老" \
	"服务设施1.2万个。</p><p>据介绍，中央预算内投资今年安排专项资金，重点支持城镇社区嵌入式服务" \
	"设施建设。</p><p>" line "</p></div></body></html>"
	const char *t = ex(PE("《 人民日报 》（ 2026年11月28日 04 版）"), NULL, NULL);
	CHECK(strstr(t, "嵌入式服务设施建设") != NULL);
	CHECK(strstr(t, "人民日报") == NULL);
	t = ex(PE("《光明日报》（2026年11月28日 05版）"), NULL, NULL);
	CHECK(strstr(t, "光明日报") == NULL);
	t = ex(PE("《城市更新实务》一书介绍了各地社区服务设施建设的经验和做法。"), NULL, NULL);
	CHECK(strstr(t, "城市更新实务") != NULL);
#undef PE
}

/* a Chinese forum post's tail line (the app it came from, its floor and
 * time) goes; a reply that names a floor in a sentence stays */
static void test_post_tail(void)
{
#define PT(tail) "<html lang=zh-CN><body><div class=p_postlist><div class=l_post><div " \
	"class=d_post_content>今年第一次在阳台种番茄，一共种了三棵，花开了很多，但是几乎不结果。" \
	"<br>阳台朝南，每天大概有五六个小时的阳光。请问是哪里出了问题？</div><div class=core_reply>" \
	"<span>" tail "</span></div></div><div class=l_post><div class=d_post_content>阳台上没有" \
	"蜜蜂，番茄需要人工授粉。开花的时候每天中午轻轻摇一摇花枝就行。</div></div></div>" \
	"</body></html>"
	const char *t = ex(PT("来自Android客户端1楼2026-11-20 19:32"), NULL, NULL);
	CHECK(strstr(t, "人工授粉") != NULL);
	CHECK(strstr(t, "客户端") == NULL);
	t = ex(PT("回复 3楼 2026-11-20 21:47"), NULL, NULL);
	CHECK(strstr(t, "3楼") == NULL);
	t = ex(PT("我同意2楼的说法：晚上温度低于15度时，番茄很容易落花。"), NULL, NULL);
	CHECK(strstr(t, "我同意2楼的说法") != NULL);
#undef PT
}

/* a BBS post's signature in the post's own block, "--" and the site's
 * stamp in spans after the text, is cut off; the post stays */
static void test_bbs_sign(void)
{
	const char *ptt =
		"<html><body><div id=main-content class=bbs-screen><div class=article-metaline>"
		"<span class=article-meta-tag>作者</span><span class=article-meta-value>dawnrain</span>"
		"</div>\n如題，小弟第一次在台中租屋，上個月合約到期退租。\n房東說牆壁有釘孔、冷氣濾網沒洗，"
		"要扣掉一個月押金的一半，也就是6,500元。\n想請問各位這樣合理嗎？可以去哪裡申訴？\n\n--\n"
		"<span class=f2>※ 發信站: 批踢踢實業坊(ptt.cc), 來自: 111.82.xx.xx (臺灣)\n</span>"
		"<span class=f2>※ 文章網址: <a href=https://www.example.cc/bbs/M.html>"
		"https://www.example.cc/bbs/M.html</a>\n</span></div></body></html>";
	const char *t = ex(ptt, NULL, NULL);
	CHECK(strstr(t, "可以去哪裡申訴？") != NULL);
	CHECK(strstr(t, "發信站") == NULL);
	CHECK(strstr(t, "--") == NULL);
}

/* a Chinese portal's note under a story from a partner, longer than 250
 * bytes, and a column's shorter one: no view of the portal, no advice */
static void test_portal_note(void)
{
	const char *zh =
		"<html lang=zh-CN><body><div class=article id=article><p>本报讯（记者 程立远）11月27日"
		"上午，杭州地铁十号线二期工程在余杭区仁和街道举行开工仪式。该工程全长约18.6公里，共设车站"
		"12座，全部为地下站，预计2028年底建成通车。</p><p>据杭州市轨道交通集团介绍，十号线二期工程"
		"南起一期终点逸盛路站，向北经过良渚、仁和，终至运河新城。</p></div>"
		"<div class=article-notice><p>新浪声明：此消息系转载自新浪合作媒体，新浪网登载此文出于传递"
		"更多信息之目的，并不意味着赞同其观点或证实其描述。文章内容仅供参考，不构成投资建议。投资者"
		"据此操作，风险自担。</p></div></body></html>";
	const char *t = ex(zh, NULL, NULL);
	CHECK(strstr(t, "终至运河新城") != NULL);
	CHECK(strstr(t, "声明") == NULL);
	const char *col =
		"<html lang=zh-CN><body><div class=entry><p>11月24日下午，我校2026年秋季学期教学工作"
		"会议在图书馆报告厅举行，各学院院长及教务处全体人员参加会议。</p><p>会议总结了本学期教学"
		"工作取得的成绩，分析了当前本科教学中存在的问题。</p><p>本文仅代表作者个人观点，不代表本站"
		"立场。</p></div></body></html>";
	t = ex(col, NULL, NULL);
	CHECK(strstr(t, "存在的问题") != NULL);
	CHECK(strstr(t, "立场") == NULL);
}

/* Thai sets no space between words: a page builder's page whose every box
 * is a "widget" holds its prose in Thai paragraphs, each of them one "word"
 * by its spaces, and the builder's names stayed boilerplate. */
static void test_unspaced_words(void)
{
#define W(x) "<div class=\"elementor-widget elementor-widget-text-editor\"><div class=" \
	"elementor-widget-container><p>" x "</p></div></div>"
	const char *page =
		"<html lang=th><body><header class=elementor-location-header><nav><a href=/>"
		"หน้าแรก</a> <a href=/a>บริการ</a></nav></header><div class=elementor><h1>"
		"เกี่ยวกับคลินิก</h1>"
		W("คลินิกทันตกรรมยิ้มสวยให้บริการด้านทันตกรรมครบวงจรโดยทีมทันตแพทย์เฉพาะทางที่มี"
		  "ประสบการณ์มากกว่าสิบปี")
		W("เราใช้เครื่องมือที่ทันสมัยและได้มาตรฐานสากลทุกชิ้นผ่านการฆ่าเชื้ออย่างถูกต้องตาม"
		  "หลักการควบคุมการติดเชื้อ")
		W("คลินิกตั้งอยู่ใกล้สถานีรถไฟฟ้าอารีย์ เดินทางสะดวกและมีที่จอดรถสำหรับผู้มารับบริการ")
		"</div><footer class=elementor-location-footer><p>© 2026 สงวนลิขสิทธิ์</p></footer>"
		"</body></html>";
#undef W
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "เราใช้เครื่องมือ") != NULL);
	CHECK(strstr(t, "สถานีรถไฟฟ้าอารีย์") != NULL);
}

/* A blog's comment section in the post's box, its heading in Chinese,
 * Japanese or Korean: the readers' lines after it are not the post. */
static void test_script_comment_head(void)
{
#define PAGE(lang, p1, p2, p3, head, c1, c2) "<html lang=" lang "><body><div class=nav>" \
	"<a href=/>Home</a> <a href=/b>Blog</a></div><div class=post><h1>Title</h1><p>" p1 \
	"</p><p>" p2 "</p><p>" p3 "</p><h3>" head "</h3><div class=item><b>A</b><p>" c1 \
	"</p></div><div class=item><b>B</b><p>" c2 "</p></div></div></body></html>"
	const char *t = ex(PAGE("zh-CN", "上周末和朋友一起去了城市北边的香山，天气很好，山上的红叶正是最漂亮的"
		"时候，游客也比想象中少很多。", "我们从东门上山，沿着石阶慢慢走，大约两个小时到了山顶，在山顶吃了"
		"带来的午饭，休息了一会儿才下山。", "下山的时候走的是另一条小路，路上有很多卖水果和小吃的摊位，"
		"价格也不贵，推荐大家去试试。", "评论 (2)", "照片拍得真好看，我下周也想去，请问需要提前预约门票"
		"吗？现在人多不多？", "香山的红叶确实漂亮，不过周末人太多了，建议工作日去，体验会好很多。"),
		NULL, NULL);
	CHECK(strstr(t, "推荐大家去试试") != NULL);
	CHECK(strstr(t, "照片拍得") == NULL);
	t = ex(PAGE("ja", "先週末、友達と高尾山に登ってきました。天気がよく、紅葉がちょうど見頃で、とても"
		"きれいでした。", "稲荷山コースで登り、約二時間で山頂に到着しました。山頂からは富士山もはっきり"
		"見えました。", "帰りはケーブルカーで下りて、麓のお店でとろろそばを食べました。", "コメント（2件）",
		"写真がとてもきれいですね！来週行ってみようと思います。混雑はどうでしたか？",
		"稲荷山コースは景色がいいですよね。自分も先月登りました。"), NULL, NULL);
	CHECK(strstr(t, "とろろそば") != NULL);
	CHECK(strstr(t, "写真がとても") == NULL);
	t = ex(PAGE("ko", "지난 주말 친구들과 북한산에 다녀왔어요. 날씨가 맑아서 단풍이 정말 예뻤고 사람도 "
		"생각보다 많지 않았어요.", "우이동에서 출발해 백운대까지 약 세 시간 정도 걸렸어요. 정상에서 보는 "
		"서울 풍경이 정말 멋졌어요.", "내려오는 길에는 산 아래 식당에서 파전과 막걸리를 먹었는데 정말 "
		"맛있었어요.", "댓글 2", "사진 너무 예쁘네요! 다음 주에 가보려고 하는데 주차는 어디에 하셨나요?",
		"백운대 코스 힘들지 않으셨어요? 초보자도 갈 수 있을까요?"), NULL, NULL);
	CHECK(strstr(t, "막걸리") != NULL);
	CHECK(strstr(t, "사진 너무") == NULL);
#undef PAGE
}

/* Teasers in one block each (a linked headline, a line break, a summary),
 * repeated after the body: other articles, not this one. An index page's
 * short introduction before the same list keeps the list. */
static void test_teaser_blocks(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div class=story><p>" PARA " " PARA "</p><p>" PARA " " PARA "</p></div>"
	             "<div class=box><h4>Most popular</h4>");
	for (int i = 0; i < 3; i++)
		buf_puts(&b, "<div class=item><a href=/s>Mayor opens the new library downtown</a><br>"
		             "The mayor cut the ribbon on Monday, and hundreds of readers came.</div>");
	buf_puts(&b, "</div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), PARA " " PARA "\n" PARA " " PARA);
	buf_clear(&b);
	buf_puts(&b, "<body><div class=list><p>Articles on bridges, picked by our editors.</p>");
	for (int i = 0; i < 3; i++)
		buf_puts(&b, "<div class=item><a href=/s>Mayor opens the new library downtown</a><br>"
		             "The mayor cut the ribbon on Monday, and hundreds of readers came.</div>");
	buf_puts(&b, "</div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), "Articles on bridges, picked by our editors.\n"
	          "Mayor opens the new library downtown\nThe mayor cut the ribbon on Monday, and "
	          "hundreds of readers came.\nMayor opens the new library downtown\nThe mayor cut "
	          "the ribbon on Monday, and hundreds of readers came.\nMayor opens the new library "
	          "downtown\nThe mayor cut the ribbon on Monday, and hundreds of readers came.");
	/* the same in Chinese: a character weighs three letters in the lead too */
	const char *line = "一波波低溫寒流報到，已將山後一帶層層山巒披上嫣紅的彩衣。順路下切蜿蜒道路，"
	                   "我們來到了河邊。";
	buf_clear(&b);
	buf_puts(&b, "<body><div class=story>");
	for (int i = 0; i < 4; i++)
		buf_printf(&b, "<p>%s</p>", line);
	buf_puts(&b, "</div><div class=box><h4>熱門文章</h4>");
	for (int i = 0; i < 3; i++)
		buf_puts(&b, "<div class=item><a href=/s>市長今天為新圖書館剪綵開幕</a><br>"
		             "數百名讀者在星期一來到新的圖書館參觀。</div>");
	buf_puts(&b, "</div></body>");
	struct buf want = BUF_INIT;
	for (int i = 0; i < 4; i++)
		buf_printf(&want, "%s%s", i ? "\n" : "", line);
	CHECK_STR(ex(b.p, NULL, NULL), want.p);
	buf_release(&want);
	buf_release(&b);
}

/* A paragraph that trails off ("Sigh...") with a link inside its text is
 * the article's: only a cut-off block that opens or closes with its link
 * is a teaser (a linked headline and its summary, "Read more..."). */
static void test_trailing_ellipsis(void)
{
	const char *first = "Wow, I really did not see this one coming. The two old rivals will "
		"meet again in the next game of the series, according to a story on a games "
		"site. Just to prove that it is real, the site has real pictures of the two, "
		"and it hinted that more characters could appear. My wish for the old villain "
		"will probably go unfulfilled though. Sigh...";
	char page[4096];
	snprintf(page, sizeof page, "<body><div class=post><h2>Rivals meet again</h2>"
	         "<div class=postcont><p>%.*s<a href=/x>a story on a games site</a>%s</p>"
	         "<p>" PARA "</p></div></div></body>",
	         (int)(strstr(first, "a story on") - first), first,
	         strstr(first, ". Just to prove"));
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Wow, I really") != NULL);
	CHECK(strstr(t, "Sigh...\n" PARA) != NULL);
	/* a summary closed by its link is a teaser still */
	snprintf(page, sizeof page, "<body><div class=story><p>" PARA "</p><p>" PARA "</p></div>"
	         "<div class=box><p>The mayor cut the ribbon on Monday, and hundreds of readers "
	         "came to see the new library. <a href=/s>Read more...</a></p></div></body>");
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA);
}

/* An h1 over a plain box of text (an old page's table or div, no article
 * markup) heads that text and stays (the WCEB golds keep it); over an
 * <article> it is the page's label and goes (the AEB's golds drop it). */
static void test_plain_h1(void)
{
#define PARAS "<p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
#define TEXT PARA "\n" PARA "\n" PARA "\n" PARA
	const char *page =
		"<html><head><title>Bridge to be built | Daily</title></head><body>"
		"<div class=menu><a href=/>Home</a> <a href=/w>World</a></div>"
		"<table><tr><td class=story><h1>Bridge to be built</h1>" PARAS
		"</td></tr></table></body></html>";
	CHECK_STR(ex(page, NULL, NULL), "Bridge to be built\n" TEXT);
	page = "<html><head><title>Bridge to be built | Daily</title></head><body>"
	       "<div class=menu><a href=/>Home</a> <a href=/w>World</a></div>"
	       "<article><h1>Bridge to be built</h1>" PARAS "</article></body></html>";
	CHECK_STR(ex(page, NULL, NULL), TEXT);
#undef PARAS
#undef TEXT
}

/* Teasers after the body stay other articles when short lines of prose
 * (a list of reports, each a sentence with a link) follow them: the body
 * ends at its last long paragraph. */
static void test_teasers_before_lines(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div class=story><p>" PARA " " PARA "</p><p>" PARA " " PARA "</p></div>"
	             "<div class=box>");
	for (int i = 0; i < 3; i++)
		buf_puts(&b, "<p><a href=/s>Mayor opens the new library downtown</a><br>"
		             "The mayor cut the ribbon on Monday, and hundreds of readers came.</p>");
	buf_puts(&b, "</div><div class=reports>");
	for (int i = 0; i < 3; i++)
		buf_puts(&b, "<p>Market report - <a href=/r>the morning session</a> by a broker, "
		             "with the prices of the day in it.</p>");
	buf_puts(&b, "</div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), PARA " " PARA "\n" PARA " " PARA "\n"
	          "Market report - the morning session by a broker, with the prices of the "
	          "day in it.\nMarket report - the morning session by a broker, with the "
	          "prices of the day in it.\nMarket report - the morning session by a broker, "
	          "with the prices of the day in it.");
	buf_release(&b);
}

/* A boilerplate word in the name of an element that holds paragraphs of
 * link-free prose ("entry-more": the rest of a post) names it, it does not
 * judge it. */
static void test_prose_names(void)
{
	struct buf b = BUF_INIT, want = BUF_INIT;
	buf_puts(&b, "<body><div class=post><div class=entry-body>");
	for (int i = 0; i < 16; i++) {
		buf_puts(&b, "<p>" PARA "</p>");
		buf_printf(&want, "%s" PARA, i ? "\n" : "");
	}
	buf_puts(&b, "</div><div class=entry-more>");
	for (int i = 0; i < 12; i++) {
		buf_puts(&b, "<p>The engineers said that the river is wide there, and that the work "
		             "would take two summers.</p>");
		buf_puts(&want, "\nThe engineers said that the river is wide there, and that the work "
		                "would take two summers.");
	}
	buf_puts(&b, "</div></div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), want.p);
	buf_release(&b);
	buf_release(&want);
}

/* The site's legal notice, a long paragraph of prose at the foot of the
 * page, does not pull the container off the article; a news agency's mark
 * at the end of a story stays with it. */
static void test_legal_notice(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div id=page><div class=story><p>" PARA "</p><p>" PARA "</p><p>" PARA
	             " (c) 2007 ANI. All rights reserved.</p></div><div id=bottom><p>");
	for (int i = 0; i < 4; i++)
		buf_puts(&b, "Daily.com is the official web site of the Daily News, and the name and "
		             "the logo are registered trademarks of the Daily News Company. ");
	buf_puts(&b, "Copyright 2012 Daily News. All Rights Reserved.</p></div></div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), PARA "\n" PARA "\n" PARA " (c) 2007 ANI. All rights reserved.");
	buf_release(&b);
}

static void test_site_notice(void)
{
	/* the site's terms under the story, in the same box, go ("Use of this
	 * website constitutes acceptance", a "Disclaimer:" about the site); a
	 * news agency's notice stays with its story */
	const char *page =
		"<body><div class=story><p>" PARA "</p><p>" PARA "</p>"
		"<p>Copyright 2008 Reuters. Republication or redistribution of Reuters content is "
		"expressly prohibited without the prior written consent of Reuters.</p>"
		"<p>Disclaimer: This news article is copyrighted by its agency and published by this "
		"site. If you have any questions about it, please write to the editors.</p>"
		"<p>Note: All information on this page is subject to change. The use of this website "
		"constitutes acceptance of our user agreement. Please read our privacy policy and "
		"legal disclaimer. Opinions expressed here are those of the writers and do not "
		"represent the views of the owners of this website in any way at all.</p></div></body>";
	CHECK_STR(ex(page, NULL, NULL),
	          PARA "\n" PARA "\nCopyright 2008 Reuters. Republication or redistribution of Reuters "
	          "content is expressly prohibited without the prior written consent of Reuters.");
	/* so does its note under the links that it is not responsible for
	 * the sites they lead to, in English or German */
	page = "<body><div class=story><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
	       "<p>The Daily is not responsible for the content of external internet sites</p>"
	       "<p>Die Zeitung ist nicht verantwortlich f\xC3\xBCr die Inhalte externer "
	       "Internetseiten</p></div></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA "\n" PARA);
}

static void test_notice_ends_article(void)
{
	/* a copyright notice that closes the story's box ends the article:
	 * readers' posts below it, with no comment markup, go */
	const char *page =
		"<body><div id=main><div class=story><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
		"<p>\xC2\xA9 All rights reserved. Reproduction in whole or in part without "
		"permission is prohibited.</p></div>"
		"<div class=c1><div>Steve, Glasgow on 9:35am Wed 9 Jan 08</div><p>As the body has a "
		"national remit, logic would suggest that the location of its office does not "
		"matter much, and that the money is better spent on the athletes themselves.</p></div>"
		"<div class=c2><div>Brad on 10:12am Wed 9 Jan 08</div><p>I wasn't talking about the "
		"office, more about the importance of geography. You have to employ people and be "
		"able to get around, and that costs money wherever you are.</p></div></div></body>";
	CHECK_STR(ex(page, NULL, NULL),
	          PARA "\n" PARA "\n" PARA "\n\xC2\xA9 All rights reserved. Reproduction in whole "
	          "or in part without permission is prohibited.");
	/* a mark inside the story's text (a picture's credit) ends nothing */
	const char *page2 =
		"<body><div id=main><div class=story><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
		"<div><p>\xC2\xA9 All rights reserved.</p></div><p>" PARA "</p></div></div></body>";
	CHECK_STR(ex(page2, NULL, NULL), PARA "\n" PARA "\n" PARA "\n" PARA);
}

static void test_have_your_say(void)
{
	/* an older newspaper site's comment heading ends the article too */
	const char *page =
		"<body><div class=box><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
		"<h4>Have your say</h4><div><b>Steve, Bolton</b><p>Why not? They have been acting "
		"as cricketers for long enough, and they can't play the game any more.</p></div>"
		"<div><b>Amir</b><p>Good luck to him, he has earned it after the year that he has "
		"had with his injuries.</p></div></div></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\n" PARA "\n" PARA);
	/* "Your views" as the first words of a sentence in the body end nothing */
	CHECK_STR(ex("<body><div class=box><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
	             "<p>Your views on the bridge matter, the council said on Monday.</p><p>" PARA
	             "</p></div></body>", NULL, NULL),
	          PARA "\n" PARA "\n" PARA "\nYour views on the bridge matter, the council said "
	          "on Monday.\n" PARA);
}

static void test_comments_weigh_less(void)
{
	/* a reader's post longer than the article, in a box of its own under a
	 * comment heading and past a list of links, is not the article */
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><table><tr><td><div class=story><b>Derby want the midfielder.</b><br><br>"
	             PARA " " PARA " " PARA "</div><div class=other><p>Other recent articles</p>");
	for (int i = 0; i < 12; i++)
		buf_puts(&b, "<a href=/a>Striker to leave the club in the summer (Monday)</a><br>");
	buf_puts(&b, "</div><p>What you think...</p><div class=say><p>");
	for (int i = 0; i < 4; i++)
		buf_puts(&b, "He isn't short of clubs wanting to sign him, and the fact that they are all "
		             "teams fighting for survival tells you what the fans think of him. ");
	buf_puts(&b, "</p></div></td></tr></table></body>");
	CHECK_STR(ex(b.p, NULL, NULL), "Derby want the midfielder.\n" PARA " " PARA " " PARA);
	buf_release(&b);
}

static void test_report_bars(void)
{
	/* posts with a header line and a "Quote | Report this post" bar under
	 * the article, with no comment markup or heading: the thread goes from
	 * the first post's header on */
	struct buf b = BUF_INIT;
	buf_puts(&b, "<body><div class=main><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>");
	for (int i = 0; i < 3; i++)
		buf_puts(&b, "<div>Posted by: amir, Bolton on 8:10pm Tue 1 Jan 08</div><div>Why not? "
		             "They have been acting as cricketers for long enough, so why not act in a "
		             "film as well?</div><div><a href=#q>Quote</a> | <a href=#r>Report this "
		             "post</a></div>");
	buf_puts(&b, "</div></body>");
	CHECK_STR(ex(b.p, NULL, NULL), PARA "\n" PARA "\n" PARA);
	buf_release(&b);
}

/* A short post under its headline, then the post's footer and long link
 * lists, then far down a sidebar box of long text (a list of events): the
 * boilerplate between them sets the box apart, and the post wins. */
static void test_far_sidebar(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<html><head><title>Blog: Notes from the week</title></head><body>"
	             "<ul id=top><li><a href=/>Home</a><li><a href=/a>Archive</a>"
	             "<li><a href=/b>About</a><li><a href=/c>Contact</a></ul>"
	             "<div id=content><div class=entry><h3>Notes from the week</h3>"
	             "<div class=text>");
	for (int i = 0; i < 8; i++)
		buf_puts(&b, "<p>" PARA "</p>");
	buf_puts(&b, "</div></div><div class=recent><ul>");
	for (int i = 0; i < 20; i++)
		buf_puts(&b, "<li><a href=#p>An older post about something else</a></li>");
	buf_puts(&b, "</ul></div></div><div id=right><div class=events><p>");
	for (int i = 0; i < 13; i++)
		buf_puts(&b, "Join us on Monday for an afternoon session, where our team will show "
		             "how the new tools work and answer your questions. ");
	buf_puts(&b, "</p></div></div><ul id=bottom>");
	for (int i = 0; i < 20; i++)
		buf_puts(&b, "<li><a href=#t>A tag for the posts of the site</a></li>");
	buf_puts(&b, "</ul></body></html>");
	CHECK_STR(ex(b.p, NULL, NULL), "Notes from the week\n" PARA "\n" PARA "\n" PARA "\n" PARA
	          "\n" PARA "\n" PARA "\n" PARA "\n" PARA);
	buf_release(&b);
}

/* A sentence that is one link (a week's news, each line a link to it) is
 * kept between kept blocks; a list of linked titles after the body is not. */
static void test_linked_sentence(void)
{
	CHECK_STR(ex("<body><div class=post><p>" PARA "</p><ul><li><a href=/n>The new storage "
	             "gateway is now available to all of the users in the region.</a></li></ul>"
	             "<p>" PARA "</p></div><ul><li><a href=/a>An older post about the bridge</a>"
	             "</li><li><a href=/b>Another post about the river</a></li></ul></body>",
	             NULL, NULL),
	          PARA "\nThe new storage gateway is now available to all of the users in the "
	          "region.\n" PARA);
}

/* A listicle's item: its heading, a sentence, over the picture, a link to
 * view it and the picture's credit. The link is no teaser's headline. */
static void test_listicle_item(void)
{
	const char *head = "The mother of a student said the pills burned her daughter up from "
	                   "within, moments before her death.";
	for (int k = 0; k < 2; k++) {
		struct buf b = BUF_INIT;
		buf_printf(&b, "<body><header><h1>Student dies after diet pills</h1></header>"
		           "<div class=body><div class=list_item><h2>%s</h2>"
		           "<div class=content><img src=/a.jpg><div class=share>"
		           "<a href=/a.jpg>%s</a></div>"
		           "<span class=credit>West Mercia Police</span></div></div>"
		           "<div class=list_item><p>" PARA "</p><p>" PARA "</p></div></div></body>",
		           head, k ? "Bild vergr&ouml;&szlig;ern &rsaquo;" : "View this image &rsaquo;");
		struct buf want = BUF_INIT;
		buf_printf(&want, "%s\n" PARA "\n" PARA, head);
		CHECK_STR(ex(b.p, NULL, NULL), want.p);
		buf_release(&want);
		buf_release(&b);
	}
}

/* A list article's item: its heading (named a title), its picture with
 * a caption that is only the credit, then its text. The dropped credit
 * is passed over: the heading stays with the text below the picture. */
static void test_listicle_credit(void)
{
	const char *t = ex("<body><article><div class=article-body><p>" PARA "</p>"
	                   "<section class=list-item><h2 class=list-item__title>Platz 9: "
	                   "Border Collie</h2><figure><img src=/b.jpg><figcaption><span "
	                   "class=image-credit>Foto: dpa/Patrick Pleul</span></figcaption>"
	                   "</figure><p>" PARA "</p></section><section class=list-item><h2 "
	                   "class=list-item__title>Platz 8: Rottweiler</h2><figure><img "
	                   "src=/r.jpg><figcaption><span class=image-credit>Foto: imago "
	                   "images/Ardea</span></figcaption></figure><p>" PARA "</p></section>"
	                   "</div></article></body>", NULL, NULL);
	CHECK(strstr(t, "Platz 9: Border Collie") != NULL);
	CHECK(strstr(t, "Platz 8: Rottweiler") != NULL);
	CHECK(strstr(t, "Foto:") == NULL);
}

/* A book's chapter in HTML5 sections, each under its own h1: the first
 * h1 is the page's headline, the ones after a paragraph of the body are
 * its sections' headings. */
static void test_section_h1(void)
{
	const char *page =
		"<body><nav><a href=/>Home</a> <a href=/toc>Contents</a></nav><article>"
		"<section><h1>Monitoring Distributed Systems</h1><p>" PARA "</p>"
		"<section><h1>Setting Reasonable Expectations</h1><p>" PARA "</p></section>"
		"<section><h1>Symptoms Versus Causes</h1><p>" PARA "</p></section>"
		"</section></article><footer>Copyright 2017</footer></body>";
	CHECK_STR(ex(page, NULL, NULL), PARA "\nSetting Reasonable Expectations\n" PARA
	          "\nSymptoms Versus Causes\n" PARA);
}

/* A page builder names each of its boxes a widget ("elementor-widget"):
 * they hold most of an "about us" page's own prose, though a cookie
 * banner's text, counted in, would make them under half the page's. */
static void test_builder_consent(void)
{
	const char *page =
		"<html lang=es><body><nav><a href=/>Inicio</a> <a href=/s>Servicios</a>"
		"</nav><div class=elementor><div class=\"elementor-widget elementor-widget-text-e"
		"ditor\"><p>Carpinteria Hermanos Ruiz nacio en 1971 en un taller de Valdepenas, "
		"cuando nuestro abuelo empezo a fabricar puertas y ventanas para las "
		"casas del pueblo. Hoy somos nueve personas y seguimos en el mismo barrio.</p>"
		"<p>Hacemos muebles a medida, cocinas, armarios y escaleras de madera "
		"maciza para toda la region.</p></div><div class=\"elementor-widget elementor-wid"
		"get-icon-box\"><h3>Madera local</h3><p>Compramos pino y roble de aserraderos "
		"de la region.</p></div><div class=\"elementor-widget elementor-widget-icon-box\""
		"><h3>Presupuesto</h3><p>Visitamos su casa, medimos y le enviamos un "
		"presupuesto cerrado.</p></div></div><div class=cmplz-cookiebanner><p>"
		"Para ofrecer las mejores experiencias, utilizamos tecnologias como las "
		"cookies para almacenar y/o acceder a la informacion del dispositivo. "
		"El consentimiento de estas tecnologias nos permitira procesar datos "
		"como el comportamiento de navegacion.</p><p>No consentir o retirar el "
		"consentimiento, puede afectar negativamente a ciertas caracteristicas "
		"y funciones de las cookies.</p><p>Puede cambiar su eleccion sobre las "
		"cookies en cualquier momento en la configuracion de privacidad de este "
		"sitio web, donde encontrara tambien mas informacion.</p></div></body>"
		"</html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Carpinteria Hermanos") == t);
	CHECK(strstr(t, "presupuesto cerrado.") != NULL);
	CHECK(strstr(t, "cookies") == NULL);
}

/* A shop names a product's description for the quick view that hides it
 * ("product__description rte quick-add-hidden"): it is shown on the
 * product's page and is its text. */
static void test_quick_view_hidden(void)
{
	const char *page =
		"<html><body><header><a href=/>Shop</a> <a href=/hats>Hats</a> <a href=/about>"
		"Our story</a></header><main><div class=product><h1>Merino Wool Beanie</h1>"
		"<div class=price>CHF 49.00</div><form action=/cart/add><button>Add to "
		"cart</button></form><div class=\"product__description rte quick-add-hidden\">"
		"<p>Knitted in a small family mill in Appenzell from merino wool, our "
		"beanie is warm on the coldest ski-lift ride and soft enough to wear "
		"all day without itching.</p><p>The double-layered brim covers your ears, "
		"and the fine rib keeps its shape wash after wash, so you can wear it "
		"on multi-day hikes.</p></div><details class=accordion><summary>Materials</summar"
		"y><div class=accordion__content><p>Our wool comes from a cooperative "
		"of farms in Patagonia that is certified to the Responsible Wool Standard, "
		"and it is spun and dyed in Italy.</p></div></details><details class=accordion>"
		"<summary>Shipping</summary><div class=accordion__content><p>We ship "
		"within two business days with Swiss Post, and returns are free within "
		"thirty days of the day your order arrives.</p></div></details></div>"
		"<div class=related><h2>You may also like</h2><a href=/p/1>Neck Gaiter</a>"
		"<a href=/p/2>Wool Scarf</a></div></main><footer><a href=/privacy>Privacy "
		"policy</a></footer></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Knitted in a small") != NULL);
	CHECK(strstr(t, "multi-day hikes.") != NULL);
	CHECK(strstr(t, "Wool Scarf") == NULL);
}

/* A page builder's cards of a company's services name each linked title
 * a header ("<h4 class=et_pb_module_header><a>Arbeitsrecht</a>"): the
 * cards stay with their titles, no teasers under boilerplate. */
static void test_card_header(void)
{
	const char *page =
		"<html lang=de><body><nav><a href=/>Start</a> <a href=/k>Kanzlei</a> "
		"<a href=/l>Leistungen</a></nav><div id=main-content><h1>Leistungen</h1>"
		"<p>Wir beraten und vertreten Privatpersonen und Unternehmen in Hannover "
		"und der Region. Unsere Schwerpunkte:</p><div class=\"et_pb_module et_pb_blurb\">"
		"<h4 class=et_pb_module_header><a href=/l/0>Arbeitsrecht</a></h4><div "
		"class=et_pb_blurb_description><p>Kuendigungsschutzklagen, Aufhebungsvertraege "
		"und Abmahnungen, fuer Arbeitnehmer und Arbeitgeber.</p></div></div><div "
		"class=\"et_pb_module et_pb_blurb\"><h4 class=et_pb_module_header><a "
		"href=/l/1>Familienrecht</a></h4><div class=et_pb_blurb_description><p>"
		"Scheidung, Unterhalt, Sorge- und Umgangsrecht. Wir suchen zuerst die "
		"einvernehmliche Loesung.</p></div></div><div class=\"et_pb_module et_pb_blurb\">"
		"<h4 class=et_pb_module_header><a href=/l/2>Erbrecht</a></h4><div class=et_pb_blu"
		"rb_description><p>Testamente, Pflichtteilsansprueche und die Auseinandersetzung "
		"von Erbengemeinschaften.</p></div></div><div class=\"et_pb_module et_pb_blurb\">"
		"<h4 class=et_pb_module_header><a href=/l/3>Mietrecht</a></h4><div class=et_pb_bl"
		"urb_description><p>Beratung von Mietern und Vermietern bei Mieterhoehung, "
		"Nebenkosten und Maengeln.</p></div></div></div><footer><a href=/impressum>"
		"Impressum</a></footer></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Arbeitsrecht\nKuendigungsschutzklagen") != NULL);
	CHECK(strstr(t, "Mietrecht\nBeratung von Mietern") != NULL);
	CHECK(strstr(t, "Impressum") == NULL);
}

/* A job ad's facts box sits between its title and its text, above the
 * text's box and an "apply" button: its labelled items go first. */
static void test_facts_before(void)
{
	const char *page =
		"<html lang=de><head><title>Industriekaufmann (m/w/d) - Vogt AG</title>"
		"</head><body><ul class=nav><li><a href=/>Karriere</a></li><li><a href=/jobs>"
		"Alle Jobs</a></li></ul><div id=jobad><h1>Industriekaufmann (m/w/d)</h1>"
		"<ul class=facts><li><span>Standort:</span> Ravensburg</li><li><span>"
		"Arbeitszeit:</span> Vollzeit</li><li><span>Vertragsart:</span> Unbefristet</li>"
		"<li><span>Gehalt:</span> 48.000 Euro im Jahr</li></ul><div class=apply>"
		"<a class=btn href=/apply>Jetzt bewerben</a></div><div id=jobad_content>"
		"<p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
		"</div><div class=similar><h3>Weitere Jobs</h3><ul><li><a href=/j/1>"
		"Technischer Einkaeufer (m/w/d)</a></li><li><a href=/j/2>Sachbearbeiter "
		"Logistik (m/w/d)</a></li><li><a href=/j/3>Ausbildung Industriekaufmann "
		"(m/w/d) 2027</a></li><li><a href=/j/4>Werkstudent Einkauf (m/w/d)</a></li>"
		"</ul></div><div class=share><a href=/s/1>LinkedIn</a> <a href=/s/2>XING</a> "
		"<a href=/s/3>E-Mail</a></div></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Standort: Ravensburg\nArbeitszeit: Vollzeit\n") == t);
	CHECK(strstr(t, "Gehalt: 48.000 Euro im Jahr\n" PARA) != NULL);
	CHECK(strstr(t, "Logistik") == NULL);
}

/* A job ad's application form after its text, inside the container: its
 * labels, questions and notes go, however long the form's text. */
static void test_form_after(void)
{
	const char *page =
		"<html><body><div id=app_body><div id=top><h1>Customer Success Manager</h1>"
		"<div class=location>Berlin, Germany</div></div><div id=content>"
		"<p>" PARA "</p><p><strong>What you will do</strong></p><ul><li>Lead onboarding "
		"projects with clinic managers</li><li>Run quarterly business reviews</li></ul>"
		"<p>" PARA "</p><p><strong>What we offer</strong></p><ul><li>28 days of vacation "
		"plus your birthday off</li><li>A yearly learning budget</li></ul><p>" PARA "</p>"
		"<p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
		"</div><div id=application><form id=application_form><h2>Apply for this Job</h2>"
		"<div class=field><label>First Name *</label><input type=text></div>"
		"<div class=field><label>Resume/CV *</label><input type=file></div>"
		"<div class=field><label>Email *</label><input type=text></div>"
		"<div class=field><label>LinkedIn Profile</label><input type=text></div>"
		"<div class=field><label>Do you require visa sponsorship to work in Germany? *"
		"</label><select><option>Yes</option></select></div>"
		"<h3>Standard Demographic Questions</h3><p>We invite applicants to share their "
		"demographic background. If you choose to complete this survey, your responses "
		"may be used to identify areas of improvement in our hiring process.</p>"
		"<p>By applying you confirm that you have read our Candidate Privacy Notice and "
		"agree that we keep your application for six months after the role is filled.</p>"
		"<input type=submit value=Submit></form></div></div><div id=footer>Powered by "
		"<a href=/gh>Greenhouse</a></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "offer\n28 days") != NULL);
	CHECK(strstr(t, "visa") == NULL);
	CHECK(strstr(t, "demographic") == NULL);
}

/* A site builder names each heading's box a header (Jimdo's "j-module
 * j-header"): one over a list of link-free items in the next box heads
 * that list (a craftsman's services), as one over prose does. */
static void test_header_over_list(void)
{
	const char *page =
		"<html lang=de><body><ul class=nav><li><a href=/>Start</a></li><li><a href=/u>"
		"Ueber uns</a></li><li><a href=/k>Kontakt</a></li></ul><div id=content_area>"
		"<div class=\"j-module j-header\"><h1>Ueber uns</h1></div>"
		"<div class=\"j-module j-text\"><p>" PARA "</p><p>" PARA "</p></div>"
		"<div class=\"j-module j-header\"><h2>Unsere Leistungen</h2></div>"
		"<div class=\"j-module j-text\"><ul><li>Innenanstrich und Tapezierarbeiten</li>"
		"<li>Fassadenanstrich und Fassadenreinigung</li><li>Bodenbelaege</li></ul></div>"
		"<div class=\"j-module j-text\"><p>" PARA "</p></div></div>"
		"<div id=footer><a href=/impressum>Impressum</a></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "\nUnsere Leistungen\nInnenanstrich und Tapezierarbeiten\n") != NULL);
}

/* A press portal's line under a release, whoever posted it answers for its
 * content, is the portal's notice; the release's contacts stay. */
static void test_press_portal_notice(void)
{
	const char *page =
		"<html lang=de><body><div id=main><h1>Kornfeld eroeffnet 50. Filiale</h1>"
		"<div class=release-text><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p></div>"
		"<div class=about><h3>Ueber Kornfeld</h3><p>Die Kornfeld Backstuben GmbH wurde "
		"1994 in Taucha gegruendet und betreibt heute 50 Filialen in Sachsen und "
		"Sachsen-Anhalt. Das Familienunternehmen beschaeftigt 620 Mitarbeiterinnen und "
		"Mitarbeiter.</p></div><div class=contact><h4>Pressekontakt</h4><p>Agentur "
		"Brotzeit PR, Lisa Scholz, Telefon: 0341 555 666</p></div>"
		"<div class=release-disclaimer><p>Fuer den Inhalt "
		"der Pressemitteilung ist der Einsteller, Kornfeld Backstuben GmbH, "
		"verantwortlich.</p></div></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Lisa Scholz") != NULL);
	CHECK(strstr(t, "Einsteller") == NULL);
}

/* A wiki's stub: two paragraphs over navigation boxes in one box, whose
 * links outweigh them; the box stands (its infobox's rows as data), not
 * the longer paragraph alone. */
static void test_stub_navbox(void)
{
	struct buf b = BUF_INIT;
	buf_puts(&b, "<html><head><title>Gratbahn - Wiki</title></head><body>"
	             "<div id=content><h1>Gratbahn</h1><div class=mw-parser-output>"
	             "<table class=infobox><tr><td>Typ</td><td>Umlaufbahn</td></tr>"
	             "<tr><td>Ort</td><td>Oberstdorf</td></tr></table>"
	             "<p>Die Gratbahn war eine Umlaufbahn im Skigebiet am Nebelhorn bei "
	             "Oberstdorf. Sie verband von 1972 bis 2019 die Station am Höfatsblick "
	             "mit dem Grat und erschloss die Abfahrten auf der Nordseite.</p>"
	             "<p>Nach einem Schaden am Getriebe wurde die Bahn 2019 stillgelegt "
	             "und 2021 abgebaut. Heute fährt dort eine Sesselbahn.</p>");
	for (int i = 0; i < 3; i++) {
		buf_puts(&b, "<div role=navigation class=navbox><table><tr><th>Seilbahnen "
		             "am Berg</th></tr><tr><td>");
		for (int j = 0; j < 8; j++)
			buf_puts(&b, "<a href=/w>Eine andere Bahn</a> | ");
		buf_puts(&b, "</td></tr></table></div>");
	}
	buf_puts(&b, "</div></div></body></html>");
	CHECK_STR(ex(b.p, NULL, NULL), "Typ Umlaufbahn\nOrt Oberstdorf\n"
	          "Die Gratbahn war eine Umlaufbahn im Skigebiet am Nebelhorn bei Oberstdorf. "
	          "Sie verband von 1972 bis 2019 die Station am Höfatsblick mit dem Grat und "
	          "erschloss die Abfahrten auf der Nordseite.\nNach einem Schaden am Getriebe "
	          "wurde die Bahn 2019 stillgelegt und 2021 abgebaut. Heute fährt dort eine "
	          "Sesselbahn.");
	buf_release(&b);
}

/* Teaser cards in a grid, each in its own column and card box ("<div
 * class=col><div class=card><div class=card-body><h3><a>..</a></h3><p>"):
 * a glossary's other terms under a short entry go, as a list's do. */
static void test_teaser_cards(void)
{
#define CARD(t, d) "<div class=col><div class=card><div class=card-body><h3><a href=/t>" \
	t "</a></h3><p>" d "</p></div></div></div>"
	CHECK_STR(ex("<html><head><title>Abschreibung - Lexikon</title></head><body>"
	             "<div class=container><h1>Abschreibung</h1><div class=text><p>Die "
	             "Abschreibung verteilt die Kosten eines Guts auf die Jahre seiner "
	             "Nutzung, so dass jedes Jahr ein Teil davon als Ausgabe zählt. Wer "
	             "eine Maschine für 30.000 Euro zehn Jahre nutzt, setzt jedes Jahr "
	             "3.000 Euro ab.</p></div><div class=row>"
	             CARD("Buchwert", "Der Wert, mit dem ein Gut in der Bilanz steht: die "
	                  "Kosten abzüglich der bisherigen Abschreibungen.")
	             CARD("Nutzungsdauer", "Der Zeitraum, über den ein Gut voraussichtlich "
	                  "genutzt wird. Tabellen des Ministeriums geben Richtwerte vor.")
	             CARD("Sonderabschreibung", "Eine zusätzliche Abschreibung, die das "
	                  "Gesetz für bestimmte Investitionen kleiner Betriebe erlaubt.")
	             "</div></div></body></html>", NULL, NULL),
	          "Die Abschreibung verteilt die Kosten eines Guts auf die Jahre seiner "
	          "Nutzung, so dass jedes Jahr ein Teil davon als Ausgabe zählt. Wer eine "
	          "Maschine für 30.000 Euro zehn Jahre nutzt, setzt jedes Jahr 3.000 Euro ab.");
#undef CARD
}

/* A paragraph of one sentence whose name is a long link, on a page not in
 * English (no English function words to count): kept between the body's
 * paragraphs, as an English one with its function words is. */
static void test_linked_sentence_de(void)
{
	const char *p1 = "Brenner wuchs als Tochter eines Lotsen und einer Lehrerin auf. Nach "
	                 "dem Abitur studierte sie Germanistik und Geschichte und arbeitete "
	                 "danach mehrere Jahre als Redakteurin bei einer Zeitung.";
	const char *p3 = "Ihr erster Roman erzählt von einer Familie auf einer Hallig während "
	                 "der großen Sturmflut und wurde von der Kritik als leise, aber "
	                 "unerbittlich gelobt.";
	struct buf b = BUF_INIT;
	buf_printf(&b, "<html lang=de><body><nav><a href=/>Start</a> <a href=/z>Zufall</a></nav>"
	           "<div class=text><p>%s</p><p>Sie ist seit 2016 Mitglied der <a href=/a>"
	           "Deutschen Akademie für Sprache und Dichtung</a>.</p><p>%s</p></div>"
	           "</body></html>", p1, p3);
	struct buf w = BUF_INIT;
	buf_printf(&w, "%s\nSie ist seit 2016 Mitglied der Deutschen Akademie für Sprache und "
	           "Dichtung.\n%s", p1, p3);
	CHECK_STR(ex(b.p, NULL, NULL), w.p);
	buf_release(&b);
	buf_release(&w);
}

/* A list of linked items, each with a year before its link, between the
 * body's blocks: a biography's awards, kept with their heading. */
static void test_mid_list(void)
{
	CHECK_STR(ex("<body><nav><a href=/>Home</a> <a href=/r>Random</a></nav><div class=text>"
	             "<p>" PARA "</p><h2>Awards</h2><ul><li>2002: <a href=/a>Bremen Prize for "
	             "Literature</a></li><li>2005: <a href=/b>Anna Seghers Prize</a></li>"
	             "<li>2014: <a href=/c>Wilhelm Raabe Prize</a></li></ul><h2>Works</h2>"
	             "<p>" PARA "</p></div></body>", NULL, NULL),
	          PARA "\nAwards\n2002: Bremen Prize for Literature\n2005: Anna Seghers Prize\n"
	          "2014: Wilhelm Raabe Prize\nWorks\n" PARA);
}

/* An FAQ in a block editor's accordion: each question a <button> named an
 * accordion's toggle in a box named its header, each answer in a panel
 * named "...-panel-hidden" until a click opens it (Kadence). */
static void test_accordion_button(void)
{
#define PANE(q, a) "<div class=kt-accordion-pane><div class=kt-accordion-header-wrap><button " \
	"class=kt-blocks-accordion-header aria-controls=p><span>" q "</span></button></div>" \
	"<div class=\"kt-accordion-panel kt-accordion-panel-hidden\" role=region><div " \
	"class=kt-accordion-panel-inner><p>" a "</p></div></div></div>"
	CHECK_STR(ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/k>Kontakt</a></nav>"
	             "<div class=entry-content><p>Bei der Zahnreinigung entfernen wir Beläge "
	             "und Zahnstein auch dort, wo Bürste und Zahnseide nicht hinkommen.</p>"
	             "<div class=kt-accordion-wrap>"
	             PANE("Tut die Reinigung weh?", "In der Regel nicht. An empfindlichen "
	                  "Stellen kann es kurz unangenehm sein.")
	             PANE("Was kostet sie?", "Je nach Aufwand zwischen 90 und 130 Euro. Den "
	                  "Preis nennen wir Ihnen vorher.")
	             "</div></div></body></html>", NULL, NULL),
	          "Bei der Zahnreinigung entfernen wir Beläge und Zahnstein auch dort, wo "
	          "Bürste und Zahnseide nicht hinkommen.\nTut die Reinigung weh?\nIn der Regel "
	          "nicht. An empfindlichen Stellen kann es kurz unangenehm sein.\nWas kostet "
	          "sie?\nJe nach Aufwand zwischen 90 und 130 Euro. Den Preis nennen wir Ihnen "
	          "vorher.");
#undef PANE
}

/* A page builder's column of widgets, each named a "widget": the text
 * above an FAQ's accordion, which holds most of the column's prose, is
 * the page's as the accordion is (Elementor). */
static void test_builder_intro(void)
{
#define ITEM(q, a) "<div class=elementor-accordion-item><div class=elementor-tab-title " \
	"role=button aria-expanded=false><a class=elementor-accordion-title>" q "</a></div>" \
	"<div class=elementor-tab-content role=region><p>" a "</p></div></div>"
	const char *intro = "Hier finden Sie Antworten auf die Fragen, die uns Kunden am "
	                    "häufigsten stellen. Ist Ihre Frage nicht dabei, rufen Sie uns an.";
	struct buf b = BUF_INIT;
	buf_printf(&b, "<html lang=de><body><nav><a href=/>Shop</a> <a href=/k>Kontakt</a></nav>"
	           "<div class=elementor-widget-wrap><div class=\"elementor-widget "
	           "elementor-widget-heading\"><div class=elementor-widget-container><h1>Häufige "
	           "Fragen</h1></div></div><div class=\"elementor-widget "
	           "elementor-widget-text-editor\"><div class=elementor-widget-container><p>%s"
	           "</p></div></div><div class=\"elementor-widget elementor-widget-accordion\">"
	           "<div class=elementor-widget-container><div class=elementor-accordion>%s%s%s%s"
	           "</div></div></div></div></body></html>", intro,
	           ITEM("Wie lange dauert die Lieferung?", "Lagerware versenden wir binnen 24 "
	                "Stunden. Die Zustellung dauert meist ein bis zwei Werktage, nach "
	                "Österreich zwei bis vier."),
	           ITEM("Kann ich auf Rechnung bestellen?", "Ja, Firmenkunden können nach der "
	                "ersten Bestellung auf Rechnung kaufen. Das Zahlungsziel beträgt 14 "
	                "Tage ohne Abzug."),
	           ITEM("Gibt es Mengenrabatt?", "Ab einem Bestellwert von 500 Euro gewähren "
	                "wir 5 Prozent Rabatt. Größere Mengen kalkulieren wir gern für Sie."),
	           ITEM("Bieten Sie Muster an?", "Für alle Stoffe und Folien senden wir Ihnen "
	                "kostenlos Muster im Format A5 zu. Bestellen Sie bis zu fünf Muster "
	                "direkt im Shop."));
#undef ITEM
	const char *t = ex(b.p, NULL, NULL);
	CHECK(strstr(t, intro) != NULL);
	CHECK(strstr(t, "\nWie lange dauert die Lieferung?\nLagerware") != NULL);
	buf_release(&b);
}

/* An FAQ in a builder's toggles: each question a link within the page in
 * a heading named a title, its answer in a panel of its own, the pair in
 * a box of its own (Avada's, WPBakery's). */
static void test_faq_toggle_link(void)
{
#define PANEL(n, q, a) "<div class=fusion-panel><div class=panel-heading><h4 " \
	"class=panel-title><a href=#t" n " aria-expanded=false>" q "</a></h4></div><div " \
	"id=t" n " class=\"panel-collapse collapse\"><div class=panel-body><p>" a "</p>" \
	"</div></div></div>"
	const char *t = ex("<html lang=de><body><nav><a href=/>Shop</a> <a href=/k>Kontakt</a>"
	                   "</nav><div class=post-content><p>Hier finden Sie Antworten auf die "
	                   "Fragen, die uns Kunden am häufigsten stellen.</p><div class=panel-group>"
	                   PANEL("1", "Wie lange dauert die Lieferung?", "Lagerware versenden "
	                         "wir binnen 24 Stunden. Die Zustellung dauert ein bis zwei Tage.")
	                   PANEL("2", "Kann ich auf Rechnung bestellen?", "Ja, Firmenkunden "
	                         "können nach der ersten Bestellung auf Rechnung kaufen.")
	                   "</div></div></body></html>", NULL, NULL);
#undef PANEL
	CHECK(strstr(t, "\nWie lange dauert die Lieferung?\nLagerware") != NULL);
	CHECK(strstr(t, "\nKann ich auf Rechnung bestellen?\nJa, Firmenkunden") != NULL);
}

/* A list article: a paragraph over a table of data whose cells hold links
 * (a place's street and location, its record's number): the table is the
 * article's, its linked cells data as their row's text is. */
static void test_list_table(void)
{
#define ROW(a, b, c) "<tr><td>" a "<br><small><a href=/geo>(Standort)</a></small></td><td>" \
	b "</td><td><a href=/d>" c "</a></td></tr>"
	const char *t = ex("<html lang=de><head><title>Liste der Baudenkmäler in Rotenfels"
	                   "</title></head><body><nav><a href=/>Hauptseite</a> <a href=/z>Zufall"
	                   "</a></nav><div class=content><h1>Liste der Baudenkmäler in Rotenfels"
	                   "</h1><p>Auf dieser Seite sind die Baudenkmäler des Marktes Rotenfels "
	                   "zusammengestellt. Grundlage ist die Denkmalliste, die auf Basis des "
	                   "Denkmalschutzgesetzes von 1973 erstmals erstellt wurde.</p>"
	                   "<h2>Baudenkmäler</h2><table><tr><th>Lage</th><th>Beschreibung</th>"
	                   "<th>Akten-Nr.</th></tr>"
	                   ROW("Am Markt 1", "Rathaus, 1612", "D-1-89-141-1")
	                   ROW("Am Markt 3", "Gasthof zur Post, 18. Jahrhundert", "D-1-89-141-2")
	                   ROW("Kirchplatz 2", "Pfarrkirche St. Martin, 1723", "D-1-89-141-4")
	                   ROW("Mühlweg 7", "Ehemalige Mühle, 1801", "D-1-89-141-6")
	                   "</table><h2>Weblinks</h2><ul><li><a href=/atlas>Denkmal-Atlas</a></li>"
	                   "<li><a href=/bodendenkmal>Liste der Bodendenkmäler in Rotenfels</a>"
	                   "</li></ul></div></body></html>", NULL, NULL);
#undef ROW
	CHECK(strstr(t, "\nBaudenkmäler\n") != NULL);
	CHECK(strstr(t, "Am Markt 3") != NULL);
	CHECK(strstr(t, "Ehemalige Mühle, 1801") != NULL);
}

/* A CMS's text element with its heading in a <header> (TYPO3's "<header>
 * <h1 class=element-header>"): the page's headline there makes no teaser
 * card of the box, and the introduction under it stays. */
static void test_header_h1_intro(void)
{
	const char *intro = "Arbeitsrecht steckt voller Fachbegriffe. Hier erklären wir die "
	                    "wichtigsten kurz und verständlich, mit Beispielen aus der Praxis.";
	struct buf b = BUF_INIT;
	buf_printf(&b, "<html lang=de><head><title>Glossar - Kanzlei</title></head><body><nav>"
	           "<a href=/>Start</a> <a href=/k>Kontakt</a></nav><main><div class=frame>"
	           "<header><h1 class=element-header>Glossar</h1></header><p>%s</p></div>"
	           "<div class=frame><p>%s</p><p>%s</p><p>%s</p></div></main></body></html>",
	           intro, PARA, PARA, PARA);
	CHECK(strstr(ex(b.p, NULL, NULL), intro) != NULL);
	buf_release(&b);
}

/* A glossary's index: each term linked to its page over its definition,
 * and no paragraph of a body: the terms and definitions are the page, no
 * teasers of other pages (a news site's run under headlines of 4+ words). */
static void test_glossary_terms(void)
{
#define TERM(t, d) "<dt><a href=/g>" t "</a></dt><dd>" d "</dd>"
	const char *t = ex("<html lang=de><head><title>Glossar Arbeitsrecht</title></head><body>"
	                   "<nav><a href=/>Start</a> <a href=/k>Kontakt</a></nav><main><h1>Glossar "
	                   "Arbeitsrecht</h1><p>Hier erklären wir die wichtigsten Begriffe kurz "
	                   "und verständlich.</p><dl>"
	                   TERM("Abfindung", "Eine einmalige Zahlung des Arbeitgebers, wenn das "
	                        "Arbeitsverhältnis endet. Einen Anspruch gibt es selten.")
	                   TERM("Abmahnung", "Die förmliche Rüge eines Fehlverhaltens. Sie geht "
	                        "einer Kündigung wegen des Verhaltens meist voraus.")
	                   TERM("Befristung", "Ein Vertrag kann ohne sachlichen Grund für "
	                        "höchstens zwei Jahre befristet werden, danach nur mit Grund.")
	                   "</dl></main></body></html>", NULL, NULL);
#undef TERM
	CHECK(strstr(t, "\nAbmahnung\nDie förmliche Rüge") != NULL);
	CHECK(strstr(t, "\nBefristung\nEin Vertrag kann") != NULL);
}

/* A docs page's note: its label named a title ("admonition-title") over
 * the note's paragraph in a small box of their own stays with the note. */
static void test_admonition_title(void)
{
	const char *t = ex("<body><nav><a href=/>Docs</a> <a href=/api>API</a></nav><div "
	                   "class=document><p>" PARA "</p><div class=\"admonition note\"><p "
	                   "class=admonition-title>Note</p><p>This guide needs version 2.2 or "
	                   "newer; older versions named the method merge.</p></div><p>" PARA
	                   "</p></div></body>", NULL, NULL);
	CHECK(strstr(t, "\nNote\nThis guide needs version 2.2") != NULL);
}

/* A block editor's notice: its label in a box of its own named a title
 * ("gb-notice-title"), the note's text in the next box, stays with the
 * note; so does a label of three words named a title over its note. */
static void test_notice_box_label(void)
{
	const char *t = ex("<body><nav><a href=/>Start</a> <a href=/python>Python</a></nav><div "
	                   "class=entry-content><p>" PARA "</p><div class=\"gb-notice "
	                   "gb-notice-warning\"><div class=gb-notice-title><p>Achtung</p></div>"
	                   "<div class=gb-notice-text><p>Die Methode wirft einen Fehler, wenn der "
	                   "Wert nicht in der Liste steht.</p></div></div><div class=notice><p "
	                   "class=notice__title>Hinweis für Android-Kassen</p><p>Version 5.2 setzt "
	                   "Android 10 oder neuer voraus, ältere Geräte bleiben auf 5.1.</p></div>"
	                   "<p>" PARA "</p></div></body>", NULL, NULL);
	CHECK(strstr(t, "\nAchtung\nDie Methode wirft") != NULL);
	CHECK(strstr(t, "\nHinweis für Android-Kassen\nVersion 5.2") != NULL);
}

/* A listing's line numbers in a cell of their own beside the code
 * ("<td class=gutter><pre>1 2 3") are no text of the page; a <pre> of
 * numbers that do not count up from 1 stays. */
static void test_gutter_cell(void)
{
	const char *t = ex("<body><div class=inhalt><p>" PARA "</p><table class=code-table><tr>"
	                   "<td class=gutter><pre>1\n2\n3\n4</pre></td><td class=code><pre>"
	                   "$fehler = [];\n$name = trim($_POST['name']);\nif ($name === '')\n"
	                   "    $fehler[] = 'Name fehlt';</pre></td></tr></table><pre>12\n7\n"
	                   "30\n4</pre><table><tr><td><pre>1\n2\n</pre></td><td><pre>apt "
	                   "update\napt install restic</pre></td></tr></table><p>" PARA
	                   "</p></div></body>", NULL, NULL);
	CHECK(strstr(t, "\n1\n") == NULL && strstr(t, "\n1 2") == NULL);
	CHECK(strstr(t, "2 apt") == NULL && strstr(t, "\napt update") != NULL);
	CHECK(strstr(t, "$fehler = [];") != NULL);
	CHECK(strstr(t, "12\n7\n30") != NULL);
}

/* A short code listing that ends an answer or a tutorial, "<pre>git
 * reset HEAD~1</pre>" over the post's menu, is code, not a line decided by
 * its neighbours. */
static void test_short_pre_last(void)
{
	const char *t = ex("<body><div id=mainbar><div class=answer><div class=post-body><p>"
	                   PARA "</p><p>Maybe the commit was not a disaster, you only want to "
	                   "undo it and keep your changes:</p><pre><code>git reset HEAD~1"
	                   "</code></pre></div><div class=post-menu><a href=/a/1>Share</a> "
	                   "<a href=/e/1>Improve this answer</a> <button>Follow</button></div>"
	                   "</div></div></body>", NULL, NULL);
	CHECK(strstr(t, "keep your changes:\ngit reset HEAD~1") != NULL);
	CHECK(strstr(t, "Share") == NULL);
}

/* A tutorial's callout in the body marked role=alert (Bootstrap's "alert
 * alert-warning") is the tutorial's text. */
static void test_alert_callout(void)
{
	const char *t = ex("<body><nav><a href=/>Start</a> <a href=/php>PHP</a></nav><div "
	                   "class=inhalt><p>" PARA "</p><div class=\"alert alert-warning\" "
	                   "role=alert><strong>Wichtig:</strong> Gib Benutzereingaben niemals "
	                   "ungefiltert aus, sonst öffnest du die Tür für Cross-Site-Scripting."
	                   "</div><p>" PARA "</p></div></body>", NULL, NULL);
	CHECK(strstr(t, "Wichtig: Gib Benutzereingaben") != NULL);
}

/* A Q&A page's vote tally beside an answer (itemprop=upvoteCount) is no
 * text of the page, though kept blocks stand around it. */
static void test_upvote_count(void)
{
	const char *t = ex("<body><div id=mainbar><div class=question><div class=post-body><p>"
	                   PARA "</p></div></div><div class=answer><div class=votecell><div "
	                   "itemprop=upvoteCount>28936</div></div><div class=post-body><p>" PARA
	                   "</p></div></div></div></body>", NULL, NULL);
	CHECK(strstr(t, "28936") == NULL);
	CHECK(strstr(t, "committee") != NULL);
}

/* A link back up to the top in each section's heading of a manual page
 * ("<span class=top-link>top</span>") is hidden; a class that only holds
 * the letters ("desktop-link") hides nothing. */
static void test_top_link(void)
{
	const char *t = ex("<body><div class=man><h2>NAME <a href=#top><span class=top-link>top"
	                   "</span></a></h2><p>" PARA "</p><h2>OPTIONS <a href=#top class="
	                   "back-to-top>nach oben</a></h2><p>" PARA "</p><p class=desktop-link>"
	                   "See also the other pages of this manual for details.</p></div></body>",
	                   NULL, NULL);
	CHECK(strstr(t, "NAME\n") != NULL && strstr(t, "OPTIONS\n") != NULL);
	CHECK(strstr(t, "See also the other pages") != NULL);
}

/* A help page's feedback widget under the text, its lines run into one
 * ("¿Te ha resultado útil este artículo?Gracias por tu opinión"), and its
 * date line with a capital accented letter ("Última actualización") go. */
static void test_help_feedback(void)
{
	const char *p = "Puedes cambiar la dirección de envío mientras tu pedido esté en estado "
	                "pendiente o en preparación. Una vez enviado, ya no es posible "
	                "modificarla desde tu cuenta.";
	const char *p2 = "Si el pedido ya ha salido del almacén, contacta con la empresa de "
	                 "transporte con tu número de seguimiento y pide que lo desvíen.";
	struct buf b = BUF_INIT;
	buf_printf(&b, "<html lang=es><body><nav><a href=/>Inicio</a> <a href=/p>Pedidos</a></nav>"
	           "<div class=content><article><p>%s</p><p>%s</p></article><div class=foot>"
	           "<div><span>¿Te ha resultado útil este artículo?</span><span>Gracias por tu "
	           "opinión</span><span>Hubo un problema al enviar tu opinión. Inténtalo de nuevo "
	           "más tarde.</span></div><time>Última actualización el 30 de septiembre de 2024"
	           "</time></div></div></body></html>", p, p2);
	struct buf w = BUF_INIT;
	buf_printf(&w, "%s\n%s", p, p2);
	CHECK_STR(ex(b.p, NULL, NULL), w.p);
	buf_release(&b);
	buf_release(&w);
}

static void test_guide_feedback(void)
{
	const char *page =
		"<html lang=de><body><div id=main><h1>Silikonfuge erneuern</h1><div class=text>"
		"<p>" PARA "</p><h2>Schritt 1: Alte Fuge entfernen</h2><p>" PARA "</p><p>" PARA
		"</p><p>Tipp: Sanitaer-Silikon mit Fungizid beugt neuem Schimmel vor.</p></div>"
		"<div class=rating><p>War dieser Ratgeber hilfreich?</p><button>Ja</button>"
		"<button>Nein</button></div></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Fungizid") != NULL);
	CHECK(strstr(t, "hilfreich") == NULL);
}

static void test_reviewer_line(void)
{
	const char *page =
		"<html lang=fr><body><nav class=menu><a href=/m>Maladies</a> <a href=/s>Symptômes"
		"</a></nav><main><article class=sp-article><h1>Migraine</h1><div class=info>"
		"<p>Rédigé par <a href=/a/cm>Claire Martin</a>, journaliste santé</p>"
		"<p>Validé par le <a href=/e/pl>Dr Paul Leroy</a>, neurologue</p>"
		"<p>Mis à jour le 3 novembre 2026</p></div><div class=sp-chapo><p>La migraine "
		"touche environ 15 % de la population adulte en France, principalement les "
		"femmes.</p></div><div class=contenu><h2>Définition</h2><p>" PARA "</p><p>" PARA
		"</p><p>La douleur est souvent pulsatile et aggravée par l'effort physique.</p>"
		"</div></article></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "pulsatile") != NULL);
	CHECK(strstr(t, "Claire Martin") == NULL);
	CHECK(strstr(t, "Leroy") == NULL);
}

static void test_thread_subjects(void)
{
	/* Simple Machines: each post's subject a link over it ("Re: <title>"),
	 * the first post's the title itself, the author's box between posts */
#define SMF_POST(n, subj, body) \
	"<div class=windowbg><div class=post_wrapper><div class=poster><h4><a href=/u" n \
	">user" n "</a></h4><ul class=user_info><li class=title>Mitglied</li><li " \
	"class=postcount>Posts: 4" n "</li><li class=poster_ip>Registriert</li></ul></div>" \
	"<div class=postarea><div class=keyinfo><div class=\"subject_title subject_hidden\">" \
	"<a href=/m" n ">" subj "</a></div><a href=/m" n " class=smalltext>03. April 2024, " \
	"1" n ":20:05 &raquo;</a></div><div class=post><div class=inner>" body \
	"</div></div></div></div></div>"
#define SMF_T "Waermepumpe taktet staendig bei milden Temperaturen"
	const char *page =
		"<html lang=de><head><title>" SMF_T " - Forum</title></head><body><div id=menu>"
		"<a href=/>Forum</a> <a href=/hilfe>Hilfe</a></div><div id=forumposts>"
		"<h2 class=display_title>" SMF_T "</h2>"
		SMF_POST("1", SMF_T, "Hallo, die Anlage laeuft seit dem Herbst ohne Probleme, aber "
		         "in der Uebergangszeit schaltet der Verdichter sehr haeufig ein und wieder "
		         "aus, und das kostet Strom und Lebensdauer. Was kann ich tun?")
		SMF_POST("2", "Re: " SMF_T, "Stell die Heizkurve flacher ein und oeffne alle "
		         "Thermostate ganz, dann regelt die Anlage ueber die Vorlauftemperatur und "
		         "nicht ueber die Stellantriebe der Raeume.")
		SMF_POST("3", "Re: " SMF_T, "Danke euch beiden, das probiere ich heute Abend "
		         "gleich aus und berichte dann am Wochenende, ob sich die Zahl der Starts "
		         "wirklich verringert hat.")
		SMF_POST("4", "Re: " SMF_T, "Bei mir hat eine laengere Mindestlaufzeit des "
		         "Verdichters geholfen, das stellt der Installateur im Fachmannmenue ein, "
		         "und seitdem sind es nur noch wenige Starts am Tag.")
		"</div><div id=footer><a href=/impressum>Impressum</a></div></body></html>";
#undef SMF_POST
#undef SMF_T
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Was kann ich tun?") != NULL);
	CHECK(strstr(t, "Stellantriebe") != NULL);
	CHECK(strstr(t, "Fachmannmenue") != NULL);
	CHECK(strstr(t, "Registriert") == NULL);
}

static void test_answer_comment_counts(void)
{
	/* a Q&A portal: each answer's comments under a count of them */
#define QA_ANSWER(body, n, com) \
	"<article class=Answer><header class=ContentMeta><a class=UserLink href=/u>user</a>" \
	"</header><div class=Answer-body><p>" body "</p></div><div class=Answer-comments>" \
	"<div class=Answer-commentsHeadline>" n " Kommentare</div>" com "</div></article>"
	const char *page =
		"<html lang=de><head><title>Rasen nach dem Vertikutieren kahl - was tun?</title>"
		"</head><body><main><article class=Question><h1>Rasen nach dem Vertikutieren kahl "
		"- was tun?</h1><div class=Question-body><p>Ich habe den Rasen zum ersten Mal "
		"vertikutiert, rund 200 Quadratmeter mit viel Moos, und jetzt sind viele Stellen "
		"kahl und braun. Soll ich sofort nachsaeen oder erst abwarten, ob sich das Gras "
		"erholt?</p></div></article><section class=Answers><h2>3 Antworten</h2>"
		QA_ANSWER("Keine Panik, das sieht nach dem ersten Vertikutieren fast immer so aus. "
		          "Ich wuerde jetzt direkt nachsaeen, solange der Boden offen ist, und die "
		          "Flaechen drei bis vier Wochen lang gleichmaessig feucht halten.", "2",
		          "<div class=Comment><p>Wie oft muss ich denn giessen?</p></div>"
		          "<div class=Comment><p>Lieber zweimal am Tag kurz.</p></div>")
		QA_ANSWER("Zusaetzlich wuerde ich im Herbst einen pH-Test machen, denn Moos waechst "
		          "gerne auf saurem Boden und kommt sonst jedes Jahr wieder.", "0", "")
		QA_ANSWER("Bei uns hat es nach dem Nachsaeen ungefaehr drei Wochen gedauert, bis "
		          "alles wieder gruen war.", "0", "")
		"</section></main></body></html>";
#undef QA_ANSWER
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Keine Panik") != NULL);
	CHECK(strstr(t, "pH-Test") != NULL);
	CHECK(strstr(t, "drei Wochen gedauert") != NULL);
}

static void test_thread_first_post(void)
{
	/* phpBB's prosilver: a thread of three posts, each under its title
	 * linked to itself ("#p1"); the replies' texts are in no card */
#define PB_POST(n, subj, body) \
	"<div class=\"post has-profile bg" n "\"><div class=inner><dl class=postprofile><dt>" \
	"<a href=/u" n " class=username>user" n "</a></dt><dd class=profile-posts><strong>" \
	"Messages:</strong> <a href=/s" n ">1" n "</a></dd></dl><div class=postbody><div " \
	"id=post_content" n "><h3><a href=#p" n ">" subj "</a></h3><ul class=post-buttons>" \
	"<li><a href=/q" n " class=button><span>Citer</span></a></li></ul><p class=author>" \
	"<span>par <a href=/u" n " class=username>user" n "</a> &raquo; </span>mar. 5 mars " \
	"2024 19:2" n "</p><div class=content>" body "</div></div></div></div></div>" \
	"<hr class=divider>"
#define PB_T "La chaine saute sur les petits pignons en danseuse"
	const char *page =
		"<html lang=fr><head><title>" PB_T " - Forum Velo Route</title></head><body>"
		"<div class=headerbar><h1>Forum Velo Route</h1><p>Le forum des passionnes de velo"
		"</p></div><div id=page-body><h2 class=topic-title><a href=/t1>" PB_T "</a></h2>"
		"<div class=pagination>3 messages</div>"
		PB_POST("1", PB_T, "Bonjour a tous,<br><br>depuis deux semaines, ma chaine saute "
		        "sur les deux plus petits pignons de la cassette quand j appuie fort en "
		        "danseuse. Transmission Shimano 105 en 11 vitesses, environ 6 000 km. J ai "
		        "deja regle la tension du cable avec le barillet, sans effet.<br><br>Est-ce "
		        "que ca peut venir de l usure de la chaine ou de la cassette ?")
		PB_POST("2", "Re: " PB_T, "Bonsoir, a 6 000 km une chaine 11 vitesses est tres "
		        "souvent en fin de vie, surtout si elle a roule sous la pluie. Une chaine "
		        "allongee saute typiquement sur les petits pignons, qui sont les plus uses."
		        "<br><br>Un temoin d usure coute moins de 10 euros et te fera economiser une "
		        "cassette.")
		PB_POST("3", "Re: " PB_T, "<blockquote><div><cite><a href=/u2>user2</a> a ecrit: "
		        "mar. 5 mars 2024</cite>Si la chaine depasse 0,5 %, change-la sans "
		        "attendre.</div></blockquote>Verdict du velociste : 0,75 %. Chaine et "
		        "cassette changees, plus aucun saut. Merci pour le conseil.")
		"</div><div class=copyright>Powered by phpBB</div></body></html>";
#undef PB_POST
#undef PB_T
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Shimano 105") != NULL);
	CHECK(strstr(t, "temoin d usure") != NULL);
	CHECK(strstr(t, "Verdict du velociste") != NULL);
}

static void test_reply_titles(void)
{
	/* vBulletin: each reply's title over it, "AW: <thread's title>" */
#define VB_POST(n, title, body) \
	"<li class=\"postbitlegacy postcontainer\" id=post_" n "><div class=posthead>" \
	"<span class=date>11.03.2024, 2" n ":33</span></div><div class=postdetails><div " \
	"class=userinfo><a class=username href=/m" n "><strong>user" n "</strong></a><dl " \
	"class=userinfo_extra><dt>Beitraege</dt> <dd>1" n "4</dd></dl></div><div " \
	"class=postbody><div class=postrow><h2 class=\"title icon\">" title "</h2><div " \
	"class=content><blockquote class=\"postcontent restore\">" body "</blockquote>" \
	"</div></div></div></div></li>"
#define VB_T "Gruenalgen an Scheiben und Anubias trotz Wasserwechsel"
	const char *page =
		"<html lang=de><head><title>" VB_T "</title></head><body><div id=navbar><a "
		"href=/>Forum</a> <a href=/faq>FAQ</a></div><div id=postlist><ol id=posts>"
		VB_POST("1", VB_T, "In meinem Becken habe ich seit drei Wochen Gruenalgen an den "
		        "Scheiben und auf den Blaettern, obwohl ich jede Woche ein Drittel des "
		        "Wassers wechsle. Was mache ich falsch?")
		VB_POST("2", "AW: " VB_T, "Zehn Stunden Licht sind fuer ein Becken mit vielen "
		        "langsam wachsenden Pflanzen zu viel, reduziere auf acht Stunden und baue "
		        "eine Mittagspause von zwei Stunden ein, dann haben es die Algen schwerer.")
		VB_POST("3", "AW: " VB_T, "Setz Schwimmpflanzen ein, zum Beispiel Froschbiss oder "
		        "Muschelblumen, die nehmen viele Naehrstoffe auf und beschatten die Blaetter "
		        "der Anubias, die sonst gerne veralgen.")
		"</ol></div><div id=footer><a href=/impressum>Impressum</a></div></body></html>";
#undef VB_POST
#undef VB_T
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "acht Stunden") != NULL);
	CHECK(strstr(t, "Schwimmpflanzen") != NULL);
	CHECK(strstr(t, "AW:") == NULL);
}

static void test_author_lines(void)
{
	/* vBulletin 3: the author's details a line each, in divs of their own */
#define VB3_POST(n, body) \
	"<table class=tborder id=post" n "><tr><td class=alt2 width=175><div><a " \
	"class=bigusername href=/m" n ">user" n "</a></div><div class=smallfont>Miembro</div>" \
	"<div class=smallfont><div>Fecha de Ingreso: ene 2024</div><div>Ubicaci\xC3\xB3n: " \
	"Le\xC3\xB3n</div><div>Mensajes: 3" n "</div></div></td><td class=alt1><div " \
	"id=post_message_" n ">" body "</div></td></tr></table>"
	const char *page =
		"<html lang=es><head><title>Caldera de gasoil o aerotermia - Foro</title></head>"
		"<body><div class=navbar><a href=/>Foro</a> <a href=/faq>Preguntas</a></div>"
		VB3_POST("1", "Tengo una casa de pueblo en Le\xC3\xB3n de unos 140 metros con muros "
		         "de piedra y una caldera de gasoil de 2005. El gasto anual ronda los 2.200 "
		         "euros y me ofrecen una aerotermia con subvenci\xC3\xB3n.")
		VB3_POST("2", "Con radiadores de hierro fundido la aerotermia puede funcionar bien "
		         "si los radiadores son generosos. Pide al instalador un c\xC3\xA1lculo de "
		         "cargas habitaci\xC3\xB3n por habitaci\xC3\xB3n.")
		"<div class=footer><a href=/aviso-legal>Aviso legal</a></div></body></html>";
#undef VB3_POST
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "caldera de gasoil") != NULL);
	CHECK(strstr(t, "hierro fundido") != NULL);
	CHECK(strstr(t, "Fecha de Ingreso") == NULL);
	CHECK(strstr(t, "Mensajes") == NULL);
	/* vBulletin 3's Italian labels: "Data registrazione", "Messaggi" */
	t = ex("<html lang=it><body><div id=posts><table class=tborder id=post1><tr><td "
	       "class=alt2><div><a class=bigusername href=/m1>marco</a></div><div "
	       "class=smallfont>Utente</div><div class=smallfont><div>Data registrazione: "
	       "Mar 2019</div><div>Messaggi: 214</div></div></td><td class=alt1><div "
	       "id=post_message_1>" PARA "</div></td></tr></table><table class=tborder "
	       "id=post2><tr><td class=alt2><div><a class=bigusername href=/m2>lupo</a></div>"
	       "<div class=smallfont>Utente</div><div class=smallfont><div>Data registrazione: "
	       "Gen 2008</div><div>Messaggi: 9.102</div></div></td><td class=alt1><div "
	       "id=post_message_2>" PARA "</div></td></tr></table></div></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "committee") != NULL);
	CHECK(strstr(t, "Data registrazione") == NULL);
	CHECK(strstr(t, "Messaggi") == NULL);
}

static void test_xenforo_furniture(void)
{
	/* XenForo: a quote's toggle in a reply, the guest's prompt under the
	 * posts, in German */
#define XF_POST(n, body) \
	"<article class=\"message message--post\"><div class=message-cell--user><h4 " \
	"class=message-name><a href=/m" n ">user" n "</a></h4></div><div " \
	"class=message-cell--main><div class=message-content><article class=message-body>" \
	"<div class=bbWrapper>" body "</div></article></div></div></article>"
	const char *page =
		"<html lang=de><head><title>Golf ruckelt beim Anfahren | Forum</title></head><body>"
		"<nav class=p-nav><a href=/>Foren</a> <a href=/neu>Neue Beitraege</a></nav><div "
		"class=p-body><h1 class=p-title-value>Golf ruckelt beim Anfahren</h1><div "
		"class=block-body>"
		XF_POST("1", "Mein Golf ruckelt seit ein paar Wochen beim Anfahren aus dem Stand, "
		        "besonders wenn der Motor noch kalt ist. Der Fehlerspeicher ist leer.")
		XF_POST("2", "In vielen Faellen hilft eine Grundeinstellung der Kupplungen, danach "
		        "lernt das Getriebe die Schleifpunkte neu an.")
		XF_POST("3", "<blockquote class=\"bbCodeBlock bbCodeBlock--quote\"><div "
		        "class=bbCodeBlock-content><div class=bbCodeBlock-expandContent>In vielen "
		        "Faellen hilft eine Grundeinstellung.</div><div class=bbCodeBlock-expandLink>"
		        "<a role=button tabindex=0>Zum Vergr\xC3\xB6\xC3\x9F" "ern anklicken....</a>"
		        "</div></div></blockquote>Danke, das lasse ich bei der Inspektion "
		        "nachschauen und berichte dann hier, ob es geholfen hat.")
		"</div><div class=block-outer-note>Du musst dich einloggen oder registrieren, um "
		"hier zu antworten.</div></div></body></html>";
#undef XF_POST
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Schleifpunkte") != NULL);
	CHECK(strstr(t, "Inspektion") != NULL);
	CHECK(strstr(t, "anklicken") == NULL);
	CHECK(strstr(t, "einloggen") == NULL);
}

static void test_qa_browse_prompt(void)
{
	/* a Q&A site's call under the answers, a heading with its tags' links */
	const char *page =
		"<html lang=en><head><title>Why does groupby drop NaN keys? - Stack</title></head>"
		"<body><div id=mainbar><h1>Why does groupby drop NaN keys?</h1><div class=question>"
		"<div class=s-prose><p>After calling groupby and sum, the rows whose key is missing "
		"disappear from the result, and my totals no longer match the whole column.</p>"
		"</div></div><div id=answers><div class=answer><div class=s-prose><p>It is not a "
		"bug: by default groupby excludes missing keys, and since version 1.1 you can "
		"change that with the dropna argument.</p></div></div><div class=answer><div "
		"class=s-prose><p>On older versions, fill the missing keys with a placeholder "
		"before grouping, which also makes the output easier to read.</p></div></div>"
		"<h2 class=bottom-notice>Not the answer you're looking for? Browse other questions "
		"tagged <a href=/t/python>python</a> <a href=/t/pandas>pandas</a> or <a "
		"href=/ask>ask your own question</a>.</h2></div></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "dropna") != NULL);
	CHECK(strstr(t, "placeholder") != NULL);
	CHECK(strstr(t, "Browse other") == NULL);
}

static void test_last_updated_line(void)
{
	const char *page =
		"<html lang=de><body><main><div class=ratgeber-article><h1>Darf mein Vermieter "
		"die Miete erhoehen?</h1><div class=ratgeber-article__info>Zuletzt aktualisiert am "
		"21. August 2026 &middot; Lesezeit 3 Minuten</div><div class=answer><p>" PARA
		"</p><p>" PARA "</p><p>Die Erhoehung muss mit dem amtlichen Formular mitgeteilt "
		"werden.</p></div></div></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Formular") != NULL);
	CHECK(strstr(t, "aktualisiert") == NULL);
}

/* A call to act under a company's page, a heading and a line in a box
 * with a button, goes; a grid's last card with its own button stays, and
 * so does a job ad's paragraph on how to apply. */
static void test_cta_band(void)
{
	const char *page =
		"<html lang=de><body><main><section class=s1><div class=col><h2>Unsere "
		"Leistungen</h2><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA
		"</p></div></section><section class=s2><div class=row><div class=c1><h3>Smart Home</h3><p>Licht und "
		"Heizung zentral steuern.</p><a class=elementor-button href=/a>Mehr</a></div>"
		"<div class=c2><h3>Sicherheitstechnik</h3><p>Alarmanlagen fuer Haus und "
		"Betrieb.</p><a class=elementor-button href=/b>Mehr</a></div></div></section>"
		"<section class=s3><div class=col><h2>Sie planen ein Projekt?</h2><p>Rufen Sie "
		"uns an, wir melden uns.</p><div class=elementor-button-wrapper><a "
		"class=elementor-button href=/kontakt><span>Kontakt aufnehmen</span></a></div>"
		"</div></section></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Alarmanlagen") != NULL);
	CHECK(strstr(t, "Sicherheitstechnik") != NULL);
	CHECK(strstr(t, "Projekt") == NULL);
	CHECK(strstr(t, "Rufen Sie") == NULL);
	const char *job =
		"<html lang=de><body><main><div class=col><h2>Ihre Aufgaben</h2><p>" PARA
		"</p><p>" PARA "</p></div><div class=col><p>Klingt gut? Dann senden Sie uns Ihre "
		"Bewerbung mit Lebenslauf und Zeugnissen. Ein Anschreiben ist nicht noetig. Ihre "
		"Ansprechpartnerin ist Frau Sabine Brenner.</p><a class=btn href=/b>Jetzt "
		"bewerben</a></div></main></body></html>";
	t = ex(job, NULL, NULL);
	CHECK(strstr(t, "Sabine Brenner") != NULL);
}

/* Two calls to act one after the other under an animal's profile (a
 * shelter's "Interesse an Bruno?" over its button, then "Pate werden"
 * over its own): both go, not only the last. */
static void test_cta_band_run(void)
{
	const char *page =
		"<html lang=de><body><main><article><h1>Bruno</h1><p>" PARA "</p><p>" PARA
		"</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><div class=\"contact box\">"
		"<h3>Interesse an "
		"Bruno?</h3><p>Bitte f\xC3\xBC" "llen Sie zuerst unsere Selbstauskunft aus.</p>"
		"<a class=btn href=/auskunft>Zur Selbstauskunft</a></div><div class=\"pate box\">"
		"<h3>Pate werden</h3><p>Mit einer Patenschaft helfen Sie bei Futter und "
		"Tierarzt.</p><a class=btn href=/pate>Patenschaft \xC3\xBC" "bernehmen</a></div>"
		"</article></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, PARA) != NULL);
	CHECK(strstr(t, "Interesse") == NULL);
	CHECK(strstr(t, "Selbstauskunft") == NULL);
	CHECK(strstr(t, "Pate werden") == NULL);
}

/* A page builder's sections of one class: the first holds the text over
 * its own button ("Gruppe anmelden"), the last a call to donate over
 * "Jetzt spenden". The first is no card of a grid: the call goes. */
static void test_cta_band_sections(void)
{
	const char *page =
		"<html lang=de><body><main><section class=wixui-section><h1>Tag der offenen "
		"Moschee</h1><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>"
		PARA "</p><div class=wixui-button><a href=/anmelden>Gruppe anmelden</a></div>"
		"</section><section class=wixui-section><h2>Unterst\xC3\xBCtzen Sie unsere "
		"Gemeinde</h2><p>Mit Ihrer Spende helfen Sie bei der Renovierung.</p><div "
		"class=wixui-button><a href=/spenden>Jetzt spenden</a></div></section></main>"
		"</body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, PARA) != NULL);
	CHECK(strstr(t, "Gemeinde") == NULL);
	CHECK(strstr(t, "Renovierung") == NULL);
}

/* An event's date and place under its title in a box named for the event
 * (Squarespace's "eventitem-meta"), above its description: the event's
 * facts, first; a story's dateline in a box of no such name stays out. */
static void test_event_facts(void)
{
	const char *page =
		"<html lang=en><body><main><article class=eventitem><div class=eventitem-head>"
		"<h1 class=eventitem-title>Chanukah Community Celebration</h1><ul "
		"class=eventitem-meta><li class=eventitem-meta-date><time>Sunday, 17 December "
		"2025</time></li><li class=eventitem-meta-address>Synagogue Hall, 1 Shadwell "
		"Lane, Leeds</li></ul><ul class=eventitem-meta-export><li><a href=/ics>ICS</a>"
		"</li></ul></div><div class=eventitem-body><p>" PARA "</p><p>" PARA "</p><p>"
		PARA "</p></div></article></main></body></html>";
	CHECK_STR(ex(page, NULL, NULL), "Sunday, 17 December 2025\nSynagogue Hall, 1 Shadwell "
	          "Lane, Leeds\n" PARA "\n" PARA "\n" PARA);
	const char *story =
		"<html lang=en><body><main><article class=story><div class=story-head>"
		"<h1 class=story-title>Bridge to be built next year</h1><ul "
		"class=story-meta><li class=story-meta-date><time>Sunday, 17 December "
		"2025</time></li><li class=story-meta-place>Leeds</li></ul></div><div "
		"class=story-body><p>" PARA "</p><p>" PARA "</p><p>" PARA
		"</p></div></article></main></body></html>";
	CHECK_STR(ex(story, NULL, NULL), PARA "\n" PARA "\n" PARA);
}

/* A memorial page's life dates under the name, in its header box above
 * the text ("* 3. Februar 1941 in Eschwege", "† 18. November 2025 in
 * Kassel"; "March 2, 1938 – November 19, 2025"): the notice's, first; a
 * story's date and byline there stay out, and so do a footnote's "* Stand:
 * 27.11.2025" and a season's "2024 – 2025". */
static void test_life_dates(void)
{
	const char *page =
		"<html lang=de><body><main><div class=memorial-head><h1>In Gedenken an Heinrich "
		"Vollmer</h1><p>* 3. Februar 1941 in Eschwege</p><p>\xE2\x80\xA0 18. November "
		"2025 in Kassel</p></div><div class=memorial-body><p>" PARA "</p><p>" PARA
		"</p><p>" PARA "</p></div></main></body></html>";
	CHECK_STR(ex(page, NULL, NULL), "* 3. Februar 1941 in Eschwege\n\xE2\x80\xA0 18. "
	          "November 2025 in Kassel\n" PARA "\n" PARA "\n" PARA);
	const char *en =
		"<html lang=en><body><main><div class=memorial-head><h1>Margaret Whitfield "
		"Obituary</h1><p>March 2, 1938 \xE2\x80\x93 November 19, 2025</p></div><div "
		"class=memorial-body><p>" PARA "</p><p>" PARA "</p><p>" PARA
		"</p></div></main></body></html>";
	CHECK_STR(ex(en, NULL, NULL), "March 2, 1938 \xE2\x80\x93 November 19, 2025\n" PARA
	          "\n" PARA "\n" PARA);
	const char *story =
		"<html lang=en><body><main><div class=story-head><h1>Bridge to be built</h1>"
		"<p class=date>27.11.2025, 14:32</p><p class=byline>Anna Berg</p></div><div "
		"class=story-body><p>" PARA
		"</p><p>" PARA "</p><p>" PARA "</p></div></main></body></html>";
	CHECK_STR(ex(story, NULL, NULL), PARA "\n" PARA "\n" PARA);
	/* nor a footnote's mark before a date, nor a season's two years */
	const char *marks[] = {"* Stand: 27.11.2025", "Saison 2024 \xE2\x80\x93 2025"};
	struct buf b = BUF_INIT;
	for (int k = 0; k < 2; k++) {
		buf_clear(&b);
		buf_puts(&b, "<html lang=de><body><main><div class=story-head><h1>Neue Br"
		             "\xC3\xBC" "cke</h1><p class=date>");
		buf_puts(&b, marks[k]);
		buf_puts(&b, "</p></div><div class=story-body><p>" PARA "</p><p>" PARA "</p><p>"
		             PARA "</p></div></main></body></html>");
		CHECK_STR(ex(b.p, NULL, NULL), PARA "\n" PARA "\n" PARA);
	}
	buf_release(&b);
}

/* A listing's calculator box (a heading, a line, a link to the tool) is
 * the portal's widget and goes, mid-page too; a section of the text whose
 * paragraph says "calculated" stays. */
static void test_calc_box(void)
{
	const char *page =
		"<html lang=fr><body><main><h1>Appartement 2 pieces</h1><section><h2>"
		"Description</h2><p>" PARA "</p><p>" PARA "</p></section><section class=s2><h3>"
		"Calculez votre budget</h3><p>Estimez en 2 minutes le loyer maximum.</p><a "
		"href=/simulateur>Lancer la simulation</a></section><section><h2>Charges</h2><p>"
		PARA "</p></section></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Charges") != NULL);
	CHECK(strstr(t, "budget") == NULL);
	CHECK(strstr(t, "Estimez") == NULL);
	const char *paper =
		"<html lang=en><body><main><h2>1. Introduction</h2><p>" PARA "</p><p>" PARA
		"</p><section><h2>2. Method</h2><p>The factors were calculated as the ratio of "
		"heat to power.</p><p><a href=#b1>[4]</a></p></section><h2>3. Results</h2><p>"
		PARA "</p></main></body></html>";
	t = ex(paper, NULL, NULL);
	CHECK(strstr(t, "2. Method") != NULL);
	CHECK(strstr(t, "were calculated") != NULL);
}

/* A <nav> of link-free prose (a site builder's dropdown as an FAQ's
 * answer) is the page's; a <nav> of links is not. */
static void test_nav_prose(void)
{
	const char *page =
		"<html lang=de><body><nav class=top><a href=/>Start</a> <a href=/preise>Preise"
		"</a></nav><main><h2>Funktionen</h2><p>" PARA "</p><p>" PARA "</p><h2>Haeufige "
		"Fragen</h2><div class=\"faq-item w-dropdown\"><div class=w-dropdown-toggle><div "
		"class=faq-q>Wo werden meine Daten gespeichert?</div></div><nav class=\"faq-answer "
		"w-dropdown-list\"><p>Ausschliesslich in zertifizierten Rechenzentren in Frankfurt "
		"am Main, die wir selbst jedes Jahr pruefen.</p></nav></div></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Rechenzentren") != NULL);
	CHECK(strstr(t, "Preise") == NULL);
}

/* A year alone under a date hint, between kept blocks, is a step of a
 * company's history (a timeline): it stays, and its title after it. */
static void test_timeline_year(void)
{
	const char *page =
		"<html lang=de><body><main><h2>Unsere Geschichte</h2><p>" PARA "</p>"
		"<div class=timeline><div class=timeline-item><div class=timeline-date><span>1878"
		"</span></div><div class=timeline-content><h3 class=timeline-title>Die Gruendung"
		"</h3><p>Johann Hofmeister uebernimmt die kleine Gasthausbrauerei am Markt.</p>"
		"</div></div><div class=timeline-item><div class=timeline-date><span>1912</span>"
		"</div><div class=timeline-content><h3 class=timeline-title>Eigene Maelzerei</h3>"
		"<p>Sein Sohn Karl baut eine eigene Maelzerei hinter dem Sudhaus.</p></div></div>"
		"</div><p>" PARA "</p></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "1878") != NULL);
	CHECK(strstr(t, "1912") != NULL);
	CHECK(strstr(t, "Eigene Maelzerei") != NULL);
}

/* A genealogy site's person page: a note of two paragraphs and a box of
 * facts, the events in a table under their heading after them, the
 * parents in another and the pedigree's links: the record is the note's
 * parent, tables and all. */
#define GEN_ROW(ev, d, pl, desc) "<tr><td>" ev "</td><td>" d "</td><td><a href=/p>" pl \
	"</a></td><td>" desc "</td></tr>"
static void test_record_tables(void)
{
	const char *page =
		"<html lang=de><body><div id=nav><ul><li><a href=/i>Personen</a></li><li><a "
		"href=/f>Familien</a></li><li><a href=/o>Orte</a></li></ul></div><div class=content>"
		"<h3>Streibl, Johann Georg</h3><div id=summaryarea><div class=note><p>Johann Georg "
		"war Bauer auf dem Streiblhof in Oberaich und uebernahm den Hof nach dem fruehen "
		"Tod seines Vaters bereits mit 21 Jahren, in schweren Jahren.</p><p>Laut "
		"Pfarrchronik stiftete er 1846 das Feldkreuz an der Strasse nach Kirchdorf.</p>"
		"</div><table class=infolist><tr><td>Geschlecht</td><td>maennlich</td></tr><tr><td>"
		"Alter beim Tod</td><td>62 Jahre</td></tr></table></div><div class=subsection><h4>"
		"Ereignisse</h4><table class=infolist><tr><th>Ereignis</th><th>Datum</th><th>Ort"
		"</th><th>Beschreibung</th></tr>"
		GEN_ROW("Geburt", "1798-03-14", "Oberaich", "Geburt von Streibl")
		GEN_ROW("Taufe", "1798-03-15", "Kirchdorf", "Pate: Georg Huber")
		GEN_ROW("Heirat", "1822-11-19", "Kirchdorf", "mit Maria Anna Huber")
		GEN_ROW("Tod", "1861-11-17", "Oberaich", "an Lungenentzuendung")
		"</table></div><div class=subsection><h4>Eltern</h4><table class=infolist><tr><td>"
		"Vater</td><td><a href=/m>Streibl, Michael</a> (1761-1819)</td></tr></table></div>"
		"<div class=subsection><h4>Ahnentafel</h4><ol><li><a href=/m>Streibl, Michael</a>"
		"<ol><li>Streibl, Johann Georg<ol><li><a href=/h>Huber, Maria Anna</a><ol><li><a "
		"href=/a>Streibl, Josef</a></li><li><a href=/b>Streibl, Anna Maria</a></li><li><a "
		"href=/c>Streibl, Franz Xaver</a></li><li><a href=/d>Streibl, Walburga</a></li>"
		"</ol></li></ol></li></ol></li></ol></div></div><div id=footer><p>Erstellt mit "
		"Gramps am 2025-09-03</p></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Feldkreuz") != NULL);
	CHECK(strstr(t, "Ereignisse") != NULL);
	CHECK(strstr(t, "1798-03-14") != NULL);
	CHECK(strstr(t, "an Lungenentzuendung") != NULL);
	CHECK(strstr(t, "Personen") == NULL);
}

/* A lecturer's course page in a Bootstrap grid: the side column's card
 * "Contatti" (the department's address and e-mail) after the course's
 * text, in a box named no contact box, goes as a contact box does. */
static void test_contact_card(void)
{
	const char *page =
		"<html lang=it><body><div class=container><div class=row><div class=col-md-9>"
		"<h1>Storia della lingua italiana</h1><h2>Programma</h2><p>" PARA "</p><p>" PARA
		"</p><h2>Modalita d'esame</h2><p>Esame orale. Per i frequentanti e' prevista una "
		"prova scritta intermedia facoltativa a meta dicembre.</p></div><div "
		"class=col-md-3><div class=card><div class=card-body><h5 class=card-title>Contatti"
		"</h5><p class=card-text>Dipartimento di Studi Umanistici<br>Via Roma 56, 53100 "
		"Montalto<br>giulia.benedetti@unimontalto.it</p></div></div></div></div></div>"
		"</body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Esame orale") != NULL);
	CHECK(strstr(t, "Via Roma 56") == NULL);
	CHECK(strstr(t, "Contatti") == NULL);
}

/* A hand-written homepage's travel diary in a table cell: the visitor
 * counter under the day's text, its figures an image, and the date of
 * the last change run into one line, go. */
static void test_visitor_counter(void)
{
	const char *page =
		"<html><body><table><tr><td><a href=index.html>Startseite</a><br><a href=tag04."
		"html>Tag 4</a></td><td><h2>Tag 5: Abel Tasman</h2><p>" PARA "</p><p>" PARA "</p>"
		"<hr><p align=center><font size=1>Du bist Besucher Nr. <img src=count.php alt=''>"
		" &middot; Letzte &Auml;nderung: 03.04.2004 &middot; <a href=mailto:a@b.at>E-Mail "
		"an uns</a></font></p></td></tr></table></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "committee") != NULL);
	CHECK(strstr(t, "Besucher") == NULL);
}

/* A journal entry's mood and music under its text (LiveJournal's): no
 * part of the entry. */
static void test_journal_mood(void)
{
	const char *page =
		"<html><body><div class=entry><h2 class=subject>The last night train</h2><div "
		"class=entryText><p>" PARA "</p><p>" PARA "</p></div><div class=entryMeta><div "
		"class=currentmood><b>Current Mood:</b> <img src=m.gif alt=''> content</div><div "
		"class=currentmusic><b>Current Music:</b> the rattle of the rails</div></div>"
		"</div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "committee") != NULL);
	CHECK(strstr(t, "Current Mood") == NULL);
	CHECK(strstr(t, "rattle") == NULL);
}

/* A researcher's publication list in boxes of one class: the entry whose
 * linked title is over half its text stays with the others. */
#define PUB_ITEM(who, year, title, venue) "<div class=pub-list-item><span class=author>" \
	who "</span> (" year "). <a href=/p>" title "</a>. " venue "<p><a class=btn " \
	"href=/p.pdf>PDF</a></p></div>"
static void test_cite_links(void)
{
	const char *page =
		"<html lang=nl><body><nav><a href=/>Home</a> <a href=/pub>Publicaties</a></nav>"
		"<div class=wrapper><div id=container-publications>"
		PUB_ITEM("Sanne de Wit, Pieter Jansen, Marloes Visser", "2025", "Klimaatadaptatie "
		         "van regionale dijken", "<em>Water Governance</em>, 15(2), 44-61, een "
		         "vergelijking van drie waterschappen in het oosten van het land.")
		PUB_ITEM("Marloes Visser, Sanne de Wit", "2022", "Lessen uit het Deltaprogramma",
		         "In <em>Proceedings of the Netherlands Institute of Government Conference "
		         "2022</em>, Utrecht, met een verslag van de discussie.")
		PUB_ITEM("Sanne de Wit", "2020", "Samen sturen op water: netwerken en vertrouwen "
		         "in regionaal waterbeheer", "Proefschrift, Universiteit Twente.")
		"</div></div><footer><p>Gemaakt met Hugo</p></footer></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Lessen uit het Deltaprogramma") != NULL);
	CHECK(strstr(t, "Samen sturen op water") != NULL);
}

/* A pedigree under a person's text: nested lists of linked names around
 * the person's own, unlinked, go, and their heading with them; a flat
 * list of links with one plain item keeps it. */
static void test_tree_here(void)
{
	const char *page =
		"<html lang=de><body><div class=content><h3>Johann Georg Streibl</h3><p>" PARA
		"</p><p>" PARA "</p><h4>Vorfahren</h4><ul><li><a href=/a>Quellen im Archiv</a></li>"
		"<li><a href=/b>Kirchenbuch Kirchdorf</a></li><li>Sterbebuch (verschollen)</li><li>"
		"<a href=/c>Steuerliste 1810</a></li><li><a href=/d>Hofchronik</a></li></ul><h4>"
		"Ahnentafel</h4><ol><li><a href=/m>Streibl, Michael</a><ol><li>Streibl, Johann "
		"Georg<ol><li><a href=/h>Huber, Maria Anna</a><ol><li><a href=/j>Streibl, Josef</a>"
		"</li><li><a href=/k>Streibl, Anna Maria</a></li><li><a href=/f>Streibl, Franz "
		"Xaver</a></li></ol></li></ol></li></ol></li></ol></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "committee") != NULL);
	CHECK(strstr(t, "Sterbebuch (verschollen)") != NULL);
	CHECK(strstr(t, "Ahnentafel") == NULL);
	CHECK(strstr(t, "Streibl, Johann Georg") == NULL);
}

/* A poem on an amateur's blog: its signature under the last stanza, the
 * poet, the place and the month ("Josiane, Thiers, avril 2024"), stays. */
static void test_poem_sign(void)
{
	const char *page =
		"<html lang=fr><body><div id=main><article class=post><h2>Les hirondelles</h2>"
		"<div class=articlebody><p>Elles sont revenues ce matin,<br>trois, puis dix, puis "
		"tout un ciel,<br>criant par-dessus le jardin<br>le nom de l'ete eternel.</p><p>Et "
		"moi qui n'ai pas bouge<br>de tout l'hiver, pres de ma lampe,<br>je les regarde "
		"et je me sens<br>un peu moins seule, un peu moins vieille.</p><p><em>Josiane, "
		"Thiers, avril 2024</em></p></div><p class=meta>Publie par <a href=/a>Josiane</a> "
		"a 09:12 - <a href=/c>Commentaires [4]</a></p></article></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "un peu moins vieille") != NULL);
	CHECK(strstr(t, "Josiane, Thiers, avril 2024") != NULL);
	CHECK(strstr(t, "Commentaires") == NULL);
}

/* A CV's steps, each its span of months under a date hint ("seit
 * 03/2021", "08/2016 \xE2\x80\x93 02/2021") over its title and its duties: the spans
 * stay, as a timeline's years do. */
static void test_cv_span(void)
{
	const char *page =
		"<html lang=de><body><main><section><h2>Berufserfahrung</h2><div class=cv-entry>"
		"<div class=cv-date>seit 03/2021</div><div class=cv-body><h3>Senior Software "
		"Engineer</h3><p>Helvetia Logistik AG, Zuerich</p><ul><li>Entwicklung und Betrieb "
		"der Sendungsverfolgung (Java 17, Spring Boot, PostgreSQL)</li><li>Migration von "
		"40 Microservices auf Kubernetes</li></ul></div></div><div class=cv-entry><div "
		"class=cv-date>08/2016 \xE2\x80\x93 02/2021</div><div class=cv-body><h3>Software "
		"Engineer</h3><p>Datenwerk GmbH, Winterthur</p><ul><li>Webanwendungen fuer "
		"Gemeinden und Kantone (Python, Django)</li></ul></div></div></section><section>"
		"<h2>Freizeit</h2><p>" PARA "</p></section></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "seit 03/2021") != NULL);
	CHECK(strstr(t, "08/2016") != NULL);
	CHECK(strstr(t, "Berufserfahrung") != NULL);
}

/* A heading named a title after a dropped button, over a short line and
 * the steps of a process, heads them; a step's title with its number,
 * "2. Angebot", is no date. */
static void test_section_after_button(void)
{
	const char *page =
		"<html lang=de><body><main><h2>Leistungen</h2><p>" PARA "</p><p>" PARA "</p>"
		"<div class=btn-wrap><a class=button href=/k>Kontakt aufnehmen</a></div><div "
		"class=w><h2 class=section-title>So arbeiten wir</h2></div><div class=w><p>Ein "
		"klarer Ablauf sorgt dafuer, dass Ihr Projekt im Rahmen bleibt.</p></div><div "
		"class=box><h4 class=box-title>1. Beratung vor Ort</h4><p>Wir sehen uns alles an "
		"und besprechen Ihre Wuensche.</p></div><div class=box><h4 class=box-title>2. "
		"Angebot</h4><p>Sie erhalten ein Festpreisangebot in fuenf Tagen.</p></div>"
		"</main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "So arbeiten wir") != NULL);
	CHECK(strstr(t, "2. Angebot") != NULL);
	CHECK(strstr(t, "Kontakt aufnehmen") == NULL);
}

/* A card's title named a title with a number in it, a product ("Microsoft
 * 365"), is no date: it stays over its text, and the section's heading
 * above it. */
static void test_number_title(void)
{
	const char *page =
		"<html lang=de><body><main><h2>Cloud</h2><p>" PARA "</p><p>" PARA "</p><h2 "
		"class=paragraph__title>Das ist inklusive</h2><div class=row><div class=feature>"
		"<h3 class=feature__title>Microsoft 365</h3><p>Lizenzen, Einrichtung und "
		"Verwaltung von Exchange und Teams.</p></div><div class=feature><h3 "
		"class=feature__title>Sicherheit</h3><p>Mehrstufige Anmeldung und "
		"verschluesselte Geraete.</p></div></div><p>" PARA "</p></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Microsoft 365") != NULL);
	CHECK(strstr(t, "Das ist inklusive") != NULL);
}

/* A subtitle under the page's headline in a page builder's hero, over its
 * button, stays; the button goes. */
static void test_hero_subtitle(void)
{
	const char *page =
		"<html lang=de><head><title>Behandlungen | Praxis</title></head><body><main>"
		"<div class=page><div class=c1><h1>Behandlungen</h1></div><div class=c2><p>Ihre "
		"Gesundheit in guten Haenden</p></div><div class=c3><a class=wixui-button "
		"href=/termin><span>Termin vereinbaren</span></a></div><div class=c4><p>" PARA
		"</p></div><div class=c5><p>" PARA "</p></div></div></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Gesundheit") != NULL);
	CHECK(strstr(t, "Termin vereinbaren") == NULL);
}

/* A flip box's back, named an overlay ("elementor-flip-box__layer__
 * overlay"), holds the card's text: it stays. */
static void test_flip_box(void)
{
	const char *page =
		"<html lang=de><body><main><h2>Kompressoren</h2><p>" PARA "</p><p>" PARA "</p>"
		"<div class=grid><div class=elementor-flip-box><div class=\"elementor-flip-box__"
		"layer elementor-flip-box__front\"><div class=elementor-flip-box__layer__overlay>"
		"<h3 class=elementor-flip-box__layer__title>Oelfrei</h3></div></div><div class="
		"\"elementor-flip-box__layer elementor-flip-box__back\"><div class=elementor-flip-"
		"box__layer__overlay><div class=elementor-flip-box__layer__description>Fuer "
		"Lebensmittel, Pharmazie und Elektronik liefern wir Druckluft der Klasse null."
		"</div></div></div></div></div><p>" PARA "</p></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Lebensmittel") != NULL);
}

/* A hand-built page of <br> lines: the left column's menu, a run of links
 * after a blank line under a welcome text, is no part of that text, and
 * the post beside it is the article alone; a paragraph that opens with a
 * link after a blank line ("<br><br><a>Click here</a> for ...") stays a
 * line of its text; a run of links under its label in bold after a story
 * is no part of the story either. */
static void test_br_link_run(void)
{
	const char *page =
		"<html><body><table><tr><td width=200><font>Herzlich willkommen<br>auf unserer "
		"kleinen Familienseite! Hier findet ihr Berichte von unseren Reisen und "
		"Radtouren, Bilder von Haus und Garten und ein paar Rezepte. Viel Spass beim "
		"Stoebern, und schreibt doch einen Gruss ins Gaestebuch!<br><br>"
		"<a href=/>Startseite</a><br><a href=/wir>Ueber uns</a><br><a href=/reisen>"
		"Reiseberichte</a><br><a href=/garten>Unser Garten</a><br><a href=/gb>"
		"Gaestebuch</a><br><br>Zuletzt aktualisiert: 30.09.2024</font></td><td><font>"
		"Vom 18. bis 25. August sind wir mit den Raedern die Mosel von Trier bis Koblenz "
		"hinuntergefahren. Hier ein kleiner Bericht mit den wichtigsten Etappen.<br><br>"
		"Start am Hauptbahnhof Trier, dann immer auf dem Moselradweg. Der Weg ist fast "
		"durchgehend asphaltiert und gut beschildert, und in Neumagen haben wir uns das "
		"Weinschiff angesehen.<br><br><a href=/galerie>Fotos</a> von der Tour gibt es in "
		"der Bildergalerie.</font></td></tr></table></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Weinschiff") != NULL);
	CHECK(strstr(t, "Fotos von der Tour") != NULL);
	CHECK(strstr(t, "willkommen") == NULL);
	CHECK(strstr(t, "Startseite") == NULL);
	/* and a run of links between two paragraphs of a post stays: its
	 * sources, its video */
	const char *post =
		"<html lang=de><body><div class=post><h3>Neue Weichenantriebe</h3><div "
		"class=post-body>Heute habe ich die neuen Weichenantriebe im Schattenbahnhof "
		"eingebaut. Die alten Magnetartikel waren einfach zu laut und haben die ganze "
		"Anlage erschuettert.<br><br><a href=/servo>ESU SwitchPilot Servo</a><br><a "
		"href=/thread>Thread im Stummiforum</a><br><a href=/video>Mein Video vom Einbau"
		"</a><br><br>Im naechsten Schritt kommen die Signale an die Reihe, dann kann "
		"endlich richtig gefahren werden. Bis dahin vergeht noch etwas Zeit.</div></div>"
		"<div class=sidebar><h2>Archiv</h2><ul><li><a href=/2024>2024</a></li><li><a "
		"href=/2023>2023</a></li></ul></div></body></html>";
	t = ex(post, NULL, NULL);
	CHECK(strstr(t, "Thread im Stummiforum") != NULL);
	CHECK(strstr(t, "Signale") != NULL);
	/* and a run of three links or more under its label in bold after the
	 * story in the same cell, an old news site's other headlines; a bold
	 * subheading over a paragraph stays */
	const char *wire =
		"<html><body><table><tr><td><font>BOSTON (AP) -- Tyler Brannigan scored twice in "
		"the third period, and the Bruins beat the Canadiens 4-2 on Saturday night to "
		"move into first place in the Northeast Division.<br><br><b>Notes</b><br>The "
		"Bruins improved to 9-2-1 at home, and the teams meet again on Dec. 20 in "
		"Montreal, where the Canadiens have won three straight.<br><br><b>More Sports "
		"Headlines</b><br><a href=/a/1>Celtics win 17th straight, beat Blazers</a><br><a "
		"href=/a/2>Patriots prepare for Seahawks without top RB</a><br><a href=/a/3>Red "
		"Sox sign reliever to 2-year deal</a><br><a href=/a/4>Revolution name new coach"
		"</a></font></td></tr></table></body></html>";
	t = ex(wire, NULL, NULL);
	CHECK(strstr(t, "Notes\nThe Bruins improved") != NULL);
	CHECK(strstr(t, "More Sports Headlines") == NULL);
	CHECK(strstr(t, "Celtics win") == NULL);
}

/* A sidebar <aside> that holds a Facebook page box, a blockquote of one
 * link (the embed's fallback), is a sidebar, not a post quoted in a reply:
 * its next dates and the club's address stay out. */
static void test_aside_embed_quote(void)
{
	const char *page =
		"<html lang=de><body><div class=section><div class=content><h1>Unsere "
		"Clubanlage</h1><div>Seit 1994 baut der Club an seiner grossen H0-Anlage im alten "
		"Gueterschuppen am Bahnhof. Die Anlage ist inzwischen 28 Meter lang und stellt "
		"eine Nebenbahn in der Epoche III dar.<br><br>Gefahren wird digital, die Weichen "
		"werden ueber ein Stellpult im Stil der 60er Jahre gestellt.</div></div>"
		"<aside class=\"jtpl-sidebar sidebar-options\"><h2>Naechster Fahrtag</h2><p>"
		"Sonntag, 6. April 2025<br>10:00 bis 16:00 Uhr<br>Gueterschuppen am Bahnhof</p>"
		"<p>Modellbahnclub e.V.<br>Bahnhofstrasse 12<br>74613 Oehringen</p><div "
		"class=fb-page><blockquote class=fb-xfbml-parse-ignore><a href=https://fb.com/mbc>"
		"Der Club auf Facebook</a></blockquote></div></aside></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Stellpult") != NULL);
	CHECK(strstr(t, "Bahnhofstrasse") == NULL);
	CHECK(strstr(t, "Fahrtag") == NULL);
}

/* A code listing set in boxes, a box a line, beside a cell of its line
 * numbers (SyntaxHighlighter's table, WordPress): its lines are code as
 * a <pre>'s are, its short first lines too, and the numbers are none of
 * it; "gutter" on a grid ("no-gutters") hides nothing. */
static void test_code_listing_boxes(void)
{
	static const char *const lines[] = {
		"server {", "listen 443 ssl;", "server_name cloud.example.de;",
		"location / {", "proxy_pass http://127.0.0.1:8080;", "}", "}",
	};
	char g[1024] = "", c[2048] = "";
	for (int i = 0; i < 7; i++) {
		snprintf(g + strlen(g), sizeof g - strlen(g), "<div class=\"line number%d\">"
		         "%d</div>", i + 1, 4711 + i);
		snprintf(c + strlen(c), sizeof c - strlen(c), "<div class=\"line number%d\">"
		         "<code class=\"nginx plain\">%s</code></div>", i + 1, lines[i]);
	}
	char page[8192];
	snprintf(page, sizeof page,
	         "<html lang=de><body><div class=\"row no-gutters\"><article><h1>Nextcloud "
	         "hinter Nginx</h1><div class=entry-content><p>Der Container lauscht nur "
	         "lokal auf Port 8080. Nginx uebernimmt TLS und reicht die Anfragen an ihn "
	         "weiter, so wie hier gezeigt:</p><div class=\"syntaxhighlighter nginx\">"
	         "<table><tr><td class=gutter>%s</td><td class=code><div class=container>%s"
	         "</div></td></tr></table></div><p>Wichtig ist vor allem die maximale "
	         "Groesse der Uploads, sonst scheitern grosse Dateien mit einem Fehler.</p>"
	         "</div></article></div></body></html>", g, c);
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "server {\nlisten 443") != NULL);
	CHECK(strstr(t, "proxy_pass") != NULL);
	CHECK(strstr(t, "4711") == NULL);
	CHECK(strstr(t, "Container lauscht") != NULL);
}

/* A post's closing lines at its end, a greeting and the author's name
 * ("Liebe Grüße" over "Renate"; "Eure Katrin"; "Ganz liebe Grüße" over
 * "Eure Hanne"), are the post's; the
 * byline under them is not. */
static void test_closing_lines(void)
{
	const char *page =
		"<html lang=de><body><div class=post><h3 class=post-title>Fruehling im "
		"Kraichgau</h3><div class=post-body><div>Am Sonntag waren wir wieder rund um "
		"Sulzfeld unterwegs, die Kirschbaeume bluehen schon, und an der Burg haben wir "
		"lange Rast gemacht.</div><div><br></div><div>Die Runde ist sehr zu empfehlen: "
		"14 Kilometer, knapp 300 Hoehenmeter, Start am Bahnhof Sulzfeld.</div><div>"
		"<br></div><div>Liebe Gr\xc3\xbc\xc3\x9f" "e</div><div>Renate</div></div>"
		"<div class=post-footer>Eingestellt von <a href=/p>Renate</a> um 19:32</div>"
		"</div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Hoehenmeter") != NULL);
	CHECK(strstr(t, "Liebe Gr\xc3\xbc\xc3\x9f" "e\nRenate") != NULL);
	CHECK(strstr(t, "Eingestellt") == NULL);
	/* a warmer one, "Ganz liebe Grüße" over "Eure Hanne" */
	static const char *const from = "<div>Liebe Gr\xc3\xbc\xc3\x9f" "e</div><div>Renate</div>";
	static const char *const to = "<div>Ganz liebe Gr\xc3\xbc\xc3\x9f" "e</div><div>Eure "
		"Hanne</div>";
	char buf[2048];
	const char *at = strstr(page, from);
	snprintf(buf, sizeof buf, "%.*s%s%s", (int)(at - page), page, to, at + strlen(from));
	t = ex(buf, NULL, NULL);
	CHECK(strstr(t, "Ganz liebe Gr\xc3\xbc\xc3\x9f" "e\nEure Hanne") != NULL);
	CHECK(strstr(t, "Eingestellt") == NULL);
}

/* A post about newsletters names one in its text ("do not put it in the
 * newsletter"): no call to sign up, which asks for it ("Sign up for our
 * free newsletter"). */
static void test_newsletter_word(void)
{
	const char *page =
		"<html lang=en><body><article><h1>Newsletter lessons</h1><div><p>For the first "
		"year I sent an issue every Sunday, no matter what. Some of them were bad. "
		"Nobody unsubscribed because of a bad issue; people left when I went quiet."
		"</p><blockquote><p>If you would not say it across a kitchen table, do not put "
		"it in the newsletter.</p></blockquote><p>I checked open rates obsessively for "
		"two years. They told me almost nothing useful. Replies told me everything, "
		"and I read every one.</p><p>Sign up for our free newsletter to get new posts "
		"in your inbox.</p></div></article></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "kitchen table") != NULL);
	CHECK(strstr(t, "Replies told me") != NULL);
	CHECK(strstr(t, "Sign up") == NULL);
}

/* Joomla's info box over an article, "<dl class=article-info>" ("Details",
 * "Geschrieben von", "Zugriffe: 214"), is its byline, not its text. */
static void test_article_info(void)
{
	const char *page =
		"<html lang=de><body><main><div class=item-page><div class=page-header><h1>"
		"Jahresausflug nach Dresden</h1></div><dl class=\"article-info text-muted\"><dt "
		"class=article-info-term>Details</dt><dd class=createdby itemprop=author>"
		"Geschrieben von: Dieter</dd><dd class=category-name>Kategorie: <a "
		"href=/aktuelles>Aktuelles</a></dd><dd "
		"class=hits>Zugriffe: 214</dd></dl><div class=com-content-article__body>"
		"<p>Liebe Vereinsmitglieder,<br><br>unser Jahresausflug fuehrt uns im Juni nach "
		"Dresden. Auf dem Programm stehen eine Dampferfahrt, das Verkehrsmuseum und die "
		"Loessnitzgrundbahn.<br><br>Der Preis fuer Fahrt, zwei Uebernachtungen mit "
		"Fruehstueck und alle Eintritte betraegt 289 Euro pro Person, der Verein "
		"uebernimmt wie immer einen Teil der Kosten.<br><br>Anmeldungen bitte bis zum "
		"30. April bei unserem Kassenwart, telefonisch oder beim Vereinsabend. Die "
		"Plaetze sind auf 40 begrenzt, also meldet euch bald.</p></div></div></main>"
		"</body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Verkehrsmuseum") != NULL);
	CHECK(strstr(t, "Zugriffe") == NULL);
	CHECK(strstr(t, "Details") == NULL);
}

static void test_buy_box_lines(void)
{
	const char *page =
		"<html lang=de><body><nav class=menu><a href=/g>Garten</a> <a href=/w>Werkzeug</a>"
		"</nav><main><div class=product-detail><div class=product-info><h1>Gartenschlauch "
		"Flex Pro 25 m</h1><ul class=info-essential><li>Artikelnummer: GS-FLEX-25</li></ul>"
		"<div class=shortdesc><p>Knickfester Gartenschlauch mit sechsschichtigem Gewebe, "
		"UV-bestaendig und frei von Phthalaten, fuer jahrelange Bewaesserung.</p></div>"
		"<div class=price-box><div class=price>39,99 &euro;*</div><div class=vat>inkl. "
		"gesetzl. MwSt. zzgl. <a href=/versand>Versand</a></div><p>Sofort verf&uuml;gbar"
		"</p><p>Lieferzeit: 1 - 3 Werktage</p></div></div><div class=desc><p>" PARA "</p>"
		"<p>" PARA "</p><h3>Lieferumfang</h3><ul><li>25 m Gartenschlauch</li><li>2 "
		"Schlauchkupplungen</li></ul><table><tr><td>Artikelnummer:</td><td>GS-FLEX-25</td>"
		"</tr><tr><td>L&auml;nge:</td><td>25 m</td></tr></table></div></div></main>"
		"</body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "sechsschichtigem") != NULL);
	CHECK(strstr(t, "Schlauchkupplungen") != NULL);
	CHECK(strstr(t, "Artikelnummer: GS-FLEX-25") != NULL);  /* the table's row */
	CHECK(strstr(t, "39,99") == NULL);
	CHECK(strstr(t, "MwSt") == NULL);
	CHECK(strstr(t, "Sofort") == NULL);
	CHECK(strstr(t, "Lieferzeit") == NULL);
	t = strstr(t, "Artikelnummer");
	CHECK(t && strstr(t + 1, "Artikelnummer") == NULL);  /* once: the buy box's went */
}

/* A tariff's footnote under its price table (a Stadtwerke's "* inkl. 19 %
 * MwSt. Mindestvertragslaufzeit 24 Monate.") is the table's note, not a
 * buy box's line on tax. */
static void test_tariff_table_note(void)
{
	const char *page =
		"<html lang=de><body><nav class=menu><a href=/strom>Strom</a> <a href=/gas>Gas</a>"
		"</nav><main><div class=frame><h2>Grundversorgung Strom</h2><p>" PARA "</p><p>"
		PARA "</p><table><thead><tr><th>Preisbestandteil</th><th>netto</th><th>brutto*"
		"</th></tr></thead><tbody><tr><td>Arbeitspreis in ct/kWh</td><td>25,13</td><td>"
		"29,90</td></tr><tr><td>Grundpreis in &euro;/Jahr</td><td>126,05</td><td>150,00"
		"</td></tr></tbody></table><p class=small>* inkl. 19 % Mehrwertsteuer. "
		"Mindestvertragslaufzeit 24 Monate.</p><p>" PARA "</p></div></main><footer><a "
		"href=/impressum>Impressum</a></footer></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Arbeitspreis") != NULL);
	CHECK(strstr(t, "Mindestvertragslaufzeit") != NULL);
}

/* A news list under a page's text (a Contao "mod_newslist"): each item's
 * date over its short linked title, its summary named a teaser; the
 * titles and dates are other pages', not this one's. */
static void test_dated_teaser_heads(void)
{
	const char *page =
		"<html lang=de><body><nav><a href=/>Start</a> <a href=/k>Katalog</a></nav"
		"><main id=\"main\"><div class=\"inside\"><div class=\"mod_article first "
		"last block\"><div class=\"ce_text block\"><h1>\xC3\x96" "ffnungszeiten</"
		"h1><p>Die Stadtbibliothek im Kulturzentrum am Marktplatz ist an f\xC3"
		"\xBCnf Tagen in der Woche f\xC3\xBCr Sie ge\xC3\xB6" "ffnet. R\xC3\xBC" ""
		"ckgaben sind au\xC3\x9F" "erhalb der \xC3\x96" "ffnungszeiten \xC3\xBC" ""
		"ber den Medienr\xC3\xBC" "ckgabekasten am Seiteneingang m\xC3\xB6glich.<"
		"/p></div><div class=\"ce_table block\"><table><thead><tr><th>Tag</th><th"
		">\xC3\x96" "ffnungszeit</th></tr></thead><tbody><tr><td>Montag</td><td>g"
		"eschlossen</td></tr><tr><td>Dienstag</td><td>10:00 \xE2\x80\x93 19:00 Uh"
		"r</td></tr><tr><td>Mittwoch</td><td>10:00 \xE2\x80\x93 13:00 Uhr</td></t"
		"r><tr><td>Donnerstag</td><td>10:00 \xE2\x80\x93 19:00 Uhr</td></tr><tr><"
		"td>Freitag</td><td>10:00 \xE2\x80\x93 18:00 Uhr</td></tr><tr><td>Samstag"
		"</td><td>10:00 \xE2\x80\x93 14:00 Uhr</td></tr></tbody></table></div><di"
		"v class=\"ce_text block\"><h2>Schlie\xC3\x9Ftage 2025</h2><ul><li>Karnev"
		"alsdienstag, 4. M\xC3\xA4rz</li><li>Gr\xC3\xBCndonnerstag bis Ostermonta"
		"g, 17. bis 21. April</li><li>Inventur: 28. Juli bis 2. August</li><li>24"
		". Dezember bis 1. Januar 2026</li></ul></div><div class=\"mod_newslist b"
		"lock\"><h2>Aktuelles aus der Bibliothek</h2><div class=\"layout_latest a"
		"rc_1 block first even\"><p class=\"info\"><time>20.02.2025</time></p><h3"
		"><a href=\"aktuelles/neue-selbstverbuchung.html\">Neue Selbstverbuchung "
		"im Erdgeschoss</a></h3><div class=\"teaser\"><p>Seit Februar k\xC3\xB6nn"
		"en Sie Ihre Medien an zwei neuen Terminals selbst ausleihen und zur\xC3"
		"\xBC" "ckgeben.</p></div><p class=\"more\"><a href=\"aktuelles/neue-selb"
		"stverbuchung.html\">Weiterlesen \xE2\x80\xA6<span class=\"invisible\"> N"
		"eue Selbstverbuchung</span></a></p></div><div class=\"layout_latest arc_"
		"1 block odd\"><p class=\"info\"><time>11.02.2025</time></p><h3><a href="
		"\"aktuelles/vorlesezeit-maerz.html\">Vorlesezeit im M\xC3\xA4rz</a></h3>"
		"<div class=\"teaser\"><p>Jeden Mittwoch um 15 Uhr lesen unsere ehrenamtl"
		"ichen Vorlesepatinnen f\xC3\xBCr Kinder ab vier Jahren.</p></div><p clas"
		"s=\"more\"><a href=\"aktuelles/vorlesezeit-maerz.html\">Weiterlesen \xE2"
		"\x80\xA6</a></p></div><div class=\"layout_latest arc_1 block last even\""
		"><p class=\"info\"><time>30.01.2025</time></p><h3><a href=\"aktuelles/ja"
		"hresstatistik-2024.html\">Jahresstatistik 2024: Mehr Besuche als vor der"
		" Pandemie</a></h3><div class=\"teaser\"><p>\xC3\x9C" "ber 148.000 Besuch"
		"e z\xC3\xA4hlte die Stadtbibliothek im vergangenen Jahr.</p></div><p cla"
		"ss=\"more\"><a href=\"aktuelles/jahresstatistik-2024.html\">Weiterlesen "
		"\xE2\x80\xA6</a></p></div></div></div></div></main><footer><a href=/impr"
		"essum>Impressum</a></footer></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Samstag") != NULL);
	CHECK(strstr(t, "Inventur") != NULL);
	CHECK(strstr(t, "Selbstverbuchung") == NULL);
	CHECK(strstr(t, "Vorlesezeit") == NULL);
	CHECK(strstr(t, "20.02.2025") == NULL);
}

/* A box named a teaser beside the page's text that holds a form (a
 * utility's tariff calculator: "Jetzt wechseln", its postcode and kWh
 * fields) is a promotion, no lead of the article. */
static void test_entry_lead(void)
{
	const char *page =
		"<html lang=de><head><title>Strompreise | Stadtwerke</title></head><body>"
		"<nav class=mainnav><a href=/strom>Strom</a> <a href=/gas>Erdgas</a> <a h"
		"ref=/waerme>W\xC3\xA4rme</a></nav><div class=section-row><div class=sect"
		"ion-sidebar><nav class=submenu><a href=/fix>Strom Fix</a> <a href=/natur"
		">Strom Natur</a> <a href=/preise>Strompreise</a></nav><div class=\"frame"
		" teaser-box\"><h3>Jetzt wechseln</h3><p>In nur drei Minuten zu Ihrem neu"
		"en Stromtarif \xE2\x80\x93 wir k\xC3\xBCmmern uns um die K\xC3\xBCndigun"
		"g beim alten Anbieter.</p><form action=/rechner><label>Postleitzahl</lab"
		"el><input name=plz><label>Jahresverbrauch in kWh</label><input name=kwh>"
		"<button>Preis berechnen</button></form></div></div><main class=section-m"
		"ain><div class=frame><h1>Strompreise der Stadtwerke</h1></div><div class"
		"=frame><p>Zum 1. Januar 2025 passen wir unsere Strompreise an. Grund daf"
		"\xC3\xBCr sind vor allem gesunkene Beschaffungskosten, denen gestiegene "
		"Netzentgelte gegen\xC3\xBC" "berstehen. F\xC3\xBCr die meisten Haushalte"
		" sinken die Kosten damit leicht.</p><p>Auf dieser Seite finden Sie die P"
		"reise f\xC3\xBCr die Grundversorgung und f\xC3\xBCr unsere Sondervertr"
		"\xC3\xA4ge im \xC3\x9C" "berblick. Die vollst\xC3\xA4ndigen Preisbl\xC3"
		"\xA4tter k\xC3\xB6nnen Sie unten herunterladen.</p></div><div class=fram"
		"e><h2>Grundversorgung Strom</h2><table><tr><th>Preisbestandteil</th><th>"
		"brutto</th></tr><tr><td>Arbeitspreis in ct/kWh</td><td>35,00</td></tr><t"
		"r><td>Grundpreis in \xE2\x82\xAC/Jahr</td><td>164,01</td></tr></table><p"
		">Nur rund ein Drittel des Preises k\xC3\xB6nnen wir als Stadtwerke selbs"
		"t beeinflussen. Der gr\xC3\xB6\xC3\x9F" "ere Teil entf\xC3\xA4llt auf st"
		"aatlich veranlasste Bestandteile und die Netzentgelte.</p></div></main><"
		"/div><footer><a href=/impressum>Impressum</a> <a href=/datenschutz>Daten"
		"schutz</a></footer></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Grundversorgung") != NULL);
	CHECK(strstr(t, "Zum 1. Januar") != NULL);
	CHECK(strstr(t, "drei Minuten") == NULL);
}

static void test_icon_ligature(void)
{
	const char *page =
		"<html lang=de><body><main><article><h1>Linsensuppe</h1><p class=zeiten>"
		"<span><i class=material-icons>timer</i> 30 Min.</span> <span><i class="
		"\"material-symbols-outlined\">whatshot</i> 512 kcal</span></p><p>" PARA "</p>"
		"<p>" PARA "</p><p>Mit Essig, Salz und Pfeffer abschmecken.</p></article></main>"
		"</body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "abschmecken") != NULL);
	CHECK(strstr(t, "30 Min.") != NULL);
	CHECK(strstr(t, "timer") == NULL);
	CHECK(strstr(t, "whatshot") == NULL);
}

static void test_review_tab(void)
{
	const char *page =
		"<html lang=de><body><nav class=menu><a href=/b>Bettwaren</a> <a href=/k>Kissen"
		"</a></nav><main><h1>Bettdecke Schafschurwolle</h1><div class=details-tabs><ul "
		"class=nav-tabs><li><a href=#description>Beschreibung</a></li><li><a href=#review>"
		"Bewertungen</a></li></ul><div class=tab-content><div class=\"tab-pane active\" "
		"id=description><p>" PARA "</p><p>Die Wolle stammt aus kontrolliert biologischer "
		"Tierhaltung auf der Schwaebischen Alb.</p></div><div class=tab-pane id=review><dl>"
		"<dt>Ingrid schrieb am 12.02.2026</dt><dd>Endlich schwitze ich nachts nicht mehr, "
		"die Decke ist leicht und trotzdem warm genug fuer den Winter.</dd><dt>Karl schrieb "
		"am 03.03.2026</dt><dd>Sehr gute Qualitaet, wir haben gleich eine zweite Decke "
		"fuer das Gaestezimmer bestellt und sind zufrieden.</dd></dl></div></div></div>"
		"</main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Schwaebischen Alb") != NULL);
	CHECK(strstr(t, "schwitze") == NULL);
	CHECK(strstr(t, "Gaestezimmer") == NULL);
}

static void test_spec_table_title(void)
{
	const char *page =
		"<html lang=de><body><nav class=menu><a href=/w>Werkzeug</a> <a href=/g>Garten</a>"
		"</nav><main><h1>Akku-Bohrschrauber BS 18</h1><div class=product-tabs><div "
		"class=description><p>" PARA "</p><p>" PARA "</p><p>Die LED-Leuchte sorgt auch in "
		"dunklen Ecken fuer gute Sicht.</p></div><div class=properties><div "
		"class=\"properties-title h3\">Technische Daten</div><table><tr><th>Spannung:"
		"</th><td>18 V</td></tr><tr><th>Drehmoment:</th><td>60 Nm</td></tr><tr><th>"
		"Gewicht:</th><td>1,3 kg</td></tr></table></div></div><div class=related><h2>"
		"Kunden kauften auch</h2><a href=/akku>Akkupack 18 V</a> <a href=/bits>Bit-Set</a>"
		"</div></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "dunklen Ecken") != NULL);
	CHECK(strstr(t, "Technische Daten") != NULL);
	CHECK(strstr(t, "Drehmoment: 60 Nm") != NULL);
	CHECK(strstr(t, "kauften") == NULL);
}

static void test_recipe_times(void)
{
	const char *page =
		"<html lang=es><body><main><article><h1>Tortilla de patatas</h1><p>" PARA "</p>"
		"<div class=wprm-recipe><h2 class=wprm-recipe-name>Tortilla de patatas</h2><div "
		"class=wprm-recipe-summary>La tortilla de patatas cl&aacute;sica con cebolla, "
		"jugosa por dentro.</div><div class=wprm-recipe-time-container>Tiempo de "
		"preparaci&oacute;n 15 minutos</div><div class=wprm-recipe-time-container>Tiempo de "
		"cocci&oacute;n 35 minutos</div><div class=wprm-recipe-ingredients-container><h3>"
		"Ingredientes</h3><ul><li>5 huevos</li><li>600 g patatas</li><li>1 cebolla</li>"
		"</ul></div><h3>Instrucciones</h3><ol><li>" PARA "</li></ol></div><div class="
		"post-meta><span class=reading-time>Tiempo de lectura 3 minutos</span></div>"
		"</article></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "600 g patatas") != NULL);
	CHECK(strstr(t, "preparaci\xC3\xB3n 15 minutos") != NULL);
	CHECK(strstr(t, "35 minutos") != NULL);
	CHECK(strstr(t, "lectura") == NULL);
}

static void test_shipping_tab(void)
{
	const char *page =
		"<html lang=nl><body><nav class=menu><a href=/d>Dames</a> <a href=/h>Heren</a>"
		"</nav><main><div class=product__info><h1>Regenjas Noorderzon</h1><div class="
		"\"product__description rte\"><p>" PARA "</p><p>" PARA "</p></div><div class="
		"product__accordion><details><summary><h2 class=accordion__title>Materiaal en "
		"onderhoud</h2></summary><div class=accordion__content><p>Buitenstof van gerecycled "
		"polyester, wassen op 30 graden en niet in de droger.</p></div></details></div>"
		"<div class=product__accordion><details><summary><h2 class=accordion__title>"
		"Verzending en retour</h2></summary><div class=accordion__content><p>Gratis "
		"verzending vanaf 50 euro. Retourneren kan binnen 30 dagen, kosteloos via een "
		"PostNL-punt.</p></div></details></div></div></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "gerecycled polyester") != NULL);
	CHECK(strstr(t, "Verzending en retour") == NULL);
	CHECK(strstr(t, "PostNL") == NULL);
}

static void test_post_grid_excerpts(void)
{
	const char *page =
		"<html lang=de><body><main><div class=elementor><div class=elementor-widget-wrap>"
		"<div class=\"elementor-element elementor-widget\"><div class=elementor-widget-"
		"container><h1>B&auml;rlauchpesto</h1></div></div><div class=\"elementor-element "
		"elementor-widget\"><div class=elementor-widget-container><p>" PARA "</p><p>" PARA
		"</p></div></div><div class=\"elementor-element elementor-widget\"><div "
		"class=elementor-widget-container><ol><li>Den B&auml;rlauch waschen und grob "
		"hacken.</li><li>Alles im Mixer fein p&uuml;rieren.</li></ol></div></div><div "
		"class=\"elementor-element elementor-widget\"><div class=elementor-widget-container>"
		"<p>Im K&uuml;hlschrank h&auml;lt sich das Pesto etwa drei Wochen.</p></div></div>"
		"<div class=\"elementor-element elementor-widget\"><div class=elementor-widget-"
		"container><div class=elementor-posts><article class=\"elementor-post post\"><div "
		"class=elementor-post__text><h3 class=elementor-post__title><a href=/b>"
		"B&auml;rlauchbutter</a></h3><div class=elementor-post__excerpt><p>Schnell gemacht "
		"und perfekt zum Grillen.</p></div></div></article><article class=\"elementor-post "
		"post\"><div class=elementor-post__text><h3 class=elementor-post__title><a href=/k>"
		"B&auml;rlauchkn&ouml;del</a></h3><div class=elementor-post__excerpt><p>Ein "
		"Klassiker aus S&uuml;dtirol.</p></div></div></article></div></div></div></div>"
		"</div></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "drei Wochen") != NULL);
	CHECK(strstr(t, "Grillen") == NULL);
	CHECK(strstr(t, "Klassiker") == NULL);
}

static void test_recipe_call_nl(void)
{
	const char *page =
		"<html lang=nl><body><main><article><h1>Stamppot boerenkool</h1><p>" PARA "</p>"
		"<div class=wprm-recipe><h3>Ingredi&euml;nten</h3><ul><li>1 kg aardappelen</li>"
		"<li>500 g boerenkool</li></ul><h3>Bereiding</h3><ol><li>" PARA "</li></ol>"
		"<div class=wprm-recipe-notes>Lekker met een kuiltje jus of een scheutje azijn."
		"</div><div class=wprm-call-to-action><span class=wprm-call-to-action-header>Recept "
		"geprobeerd?</span><span class=wprm-call-to-action-text>Vermeld <a href=https://"
		"www.instagram.com/sannekookt>@sannekookt</a> of tag <a href=https://"
		"www.instagram.com/explore/tags/sannekookt>#sannekookt</a>!</span></div></div>"
		"</article></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "azijn") != NULL);
	CHECK(strstr(t, "geprobeerd") == NULL);
}

static void test_buy_box_passed_over(void)
{
	const char *page =
		"<html lang=es><body><main><div class=product><h1>Aceite Hojiblanca 3 L</h1>"
		"<div class=product-info><p>" PARA "</p><p>" PARA "</p><div class=product-reference>"
		"Referencia AOVE-HOJ-3L</div><div class=product-quantities>En stock 120 "
		"Art&iacute;culos</div><p class=h6>Ficha t&eacute;cnica</p><dl><dt>Capacidad</dt>"
		"<dd>3 L</dd><dt>Origen</dt><dd>C&oacute;rdoba, Espa&ntilde;a</dd></dl><p>" PARA
		"</p></div></div></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Ficha t\xC3\xA9" "cnica") != NULL);
	CHECK(strstr(t, "Capacidad") != NULL);
	CHECK(strstr(t, "Referencia") == NULL);
	CHECK(strstr(t, "En stock") == NULL);
}

/* Joomla's article info box under the headline ("<dl class=article-info>":
 * "Details", "Geschrieben von: ...", "Zugriffe: 212") is the byline, no
 * job's facts box to keep over the text. */
static void test_info_box_no_facts(void)
{
	const char *page =
		"<html lang=de><head><title>Herren 1: Ausw&auml;rtssieg in Weinheim</title></head>"
		"<body><main><div class=item-page><div class=page-header>"
		"<h2 itemprop=headline>Herren 1: Ausw&auml;rtssieg in Weinheim</h2></div>"
		"<dl class=article-info><dt class=article-info-term>Details</dt>"
		"<dd class=createdby>Geschrieben von: Pressewart</dd>"
		"<dd class=published><time>17. November 2024</time></dd>"
		"<dd class=hits>Zugriffe: 212</dd></dl>"
		"<div itemprop=articleBody><p>" PARA "</p><p>" PARA "</p></div>"
		"</div></main></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "The committee") != NULL);
	CHECK(strstr(t, "Zugriffe") == NULL);
	CHECK(strstr(t, "Geschrieben von") == NULL);
}

/* A lead named a subtitle in two words ("td-post-sub-title") in the
 * article's header, past the byline, the views and a share bar: the
 * lead, no title's byline. */
static void test_sub_title_lead(void)
{
	const char *page =
		"<html lang=it><head><title>Atalanta-Napoli 3-2: Lookman show</title></head>"
		"<body><article><div class=td-post-header><header class=td-post-title>"
		"<ul class=td-category><li><a href=/serie-a/>Serie A</a></li></ul>"
		"<h1 class=entry-title>Atalanta-Napoli 3-2: Lookman show</h1>"
		"<p class=td-post-sub-title>I bergamaschi ribaltano il Napoli nel secondo tempo e "
		"raggiungono la squadra di Conte in testa alla classifica.</p>"
		"<div class=td-module-meta-info><div class=td-post-author-name><div>Di</div> "
		"<a href=/a>Marco Rinaldi</a><div> - </div></div><span class=td-post-date>"
		"<time>30 Novembre 2024</time></span><div class=td-post-views><span>1523</span>"
		"</div></div></header></div><div class=td-post-sharing><div><a href=#>Facebook</a></div>"
		"<div><a href=#>Twitter</a></div><div><a href=#>WhatsApp</a></div></div>"
		"<div class=td-post-content><p>Serata da ricordare al Gewiss Stadium. Il Napoli era "
		"passato in vantaggio due volte, ma l'Atalanta non si &egrave; mai arresa e ha "
		"completato la rimonta nella ripresa grazie a una doppietta di Lookman.</p>"
		"<p>Partenza sprint degli ospiti: al 9' Lukaku sfrutta un errore in disimpegno di "
		"Hien e batte Carnesecchi. I nerazzurri reagiscono subito e pareggiano con De "
		"Ketelaere prima dell'intervallo.</p><p>Gasperini inserisce Zappacosta e Samardzic e "
		"l'Atalanta cambia marcia: al 58' Lookman firma il 2-2, al 77' Retegui di testa "
		"completa la rimonta sugli sviluppi di un corner.</p><p>&laquo;Abbiamo dimostrato di "
		"avere carattere, ora non dobbiamo fermarci&raquo;, ha detto Gasperini a fine gara, "
		"dopo la quinta vittoria consecutiva in campionato.</p><p>Con questo successo la Dea "
		"aggancia il Napoli in vetta alla classifica e prepara la sfida di Champions League "
		"di mercoled&igrave; sera contro il Real Madrid.</p></div><footer><ul class=td-tags>"
		"<li><a href=/t/1>Atalanta</a></li><li><a href=/t/2>Napoli</a></li><li><a href=/t/3>"
		"Lookman</a></li></ul><div class=td-post-author-box><a href=/a>Marco Rinaldi</a><div>"
		"Giornalista sportivo dal 2008, segue l'Atalanta per Calcio Oggi.</div></div></footer>"
		"</article>"
		"<aside class=td-main-sidebar><ul><li><a href=/b>Inter-Juventus, le pagelle</a></li>"
		"<li><a href=/c>Milan, la crisi continua</a></li></ul></aside></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Serata da ricordare") != NULL);
	const char *l = strstr(t, "I bergamaschi ribaltano"), *b = strstr(t, "Serata da");
	CHECK(l != NULL && b != NULL && l < b);
	CHECK(strstr(t, "1523") == NULL);
}

/* A profile's box of facts, its heading over one block ("Spielerdaten"
 * over "Geburtsdatum: ..."), over boxes of tables (a player's statistics):
 * the column of boxes is the container, as it is for a lone block. */
static void test_profile_tables(void)
{
	const char *page =
		"<html lang=de><body><div class=columns><div class=box><h2>Spielerdaten</h2>"
		"<div class=info-table><span>Geburtsdatum:</span><span>08.12.1996</span> "
		"<span>Geburtsort:</span><span>Hannover</span> <span>Gr&ouml;&szlig;e:</span>"
		"<span>1,81 m</span> <span>Position:</span><span>Mittelfeld - Zentrales "
		"Mittelfeld</span> <span>Vertrag bis:</span><span>30.06.2027</span></div></div>"
		"<div class=box><h2>Leistungsdaten 24/25</h2><table><tr><th>Wettbewerb</th>"
		"<th>Spiele</th><th>Tore</th><th>Minuten</th></tr><tr><td>Bundesliga</td><td>11</td>"
		"<td>1</td><td>912</td></tr><tr><td>DFB-Pokal</td><td>2</td><td>0</td><td>165</td>"
		"</tr><tr><td>Europa League</td><td>4</td><td>0</td><td>310</td></tr></table></div>"
		"<div class=box><h2>Transferhistorie</h2><div class=grid><div>21/22</div><div>"
		"<a href=/v/1>Werder Bremen</a></div><div><a href=/v/2>SC Freiburg</a></div></div>"
		"<div class=grid><div>15/16</div><div><a href=/v/3>Werder Bremen U19</a></div><div>"
		"<a href=/v/1>Werder Bremen</a></div></div></div></div><div class=sidebar><ul><li><a href=/a>Vincenzo Grifo</a></li>"
		"<li><a href=/b>Matthias Ginter</a></li></ul></div></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Geburtsdatum") != NULL);
	CHECK(strstr(t, "Leistungsdaten") != NULL);
	CHECK(strstr(t, "Europa League") != NULL);
	CHECK(strstr(t, "Ginter") == NULL);
}

/* A grid of boxes, no table, a row of cells each (a player's transfer
 * history: "21/22" | "<a>Werder Bremen</a>" | "<a>SC Freiburg</a>" |
 * "4,00 Mio."): its linked cells are data as a table's are and stay with
 * their row. */
static void test_grid_cells(void)
{
	const char *page =
		"<html lang=de><body><main><h1>Maximilian Eggestein</h1><p>" PARA "</p><p>" PARA
		"</p><h2>Transferhistorie</h2>"
		"<div class=tgrid><div class=tgrid__cell>Saison</div><div class=tgrid__cell>Datum"
		"</div><div class=tgrid__cell>Abgebender Verein</div><div class=tgrid__cell>"
		"Aufnehmender Verein</div></div>"
		"<div class=tgrid><div class=tgrid__cell>21/22</div><div class=tgrid__cell>"
		"01.07.2021</div><div class=tgrid__cell><a href=/v/1>Werder Bremen</a></div>"
		"<div class=tgrid__cell><a href=/v/2>SC Freiburg</a></div></div>"
		"<div class=tgrid><div class=tgrid__cell>15/16</div><div class=tgrid__cell>"
		"01.07.2015</div><div class=tgrid__cell><a href=/v/3>Werder Bremen U19</a></div>"
		"<div class=tgrid__cell><a href=/v/1>Werder Bremen</a></div></div>"
		"<p>" PARA "</p></main><footer><div class=links><a href=/i>Impressum</a> "
		"<a href=/d>Datenschutz</a></div></footer></body></html>";
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "01.07.2021") != NULL);
	CHECK(strstr(t, "SC Freiburg") != NULL);
	CHECK(strstr(t, "Werder Bremen U19") != NULL);
	CHECK(strstr(t, "Impressum") == NULL);
}

/* A paper's page (Highwire Press's citation_ meta tags): the front matter
 * above the abstract's heading, its lines by their label and the works
 * cited under their heading go; the same lines on another page stay. */
static void test_paper_apparatus(void)
{
	const char *body =
		"<body><article><h1>Soil carbon under alley cropping</h1>"
		"<div class=affil>Department of Soil Science, University of Hohenheim, Stuttgart, "
		"Germany</div><h2>Abstract</h2><p>" PARA "</p><h2>1. Introduction</h2><p>" PARA
		"</p><p>" PARA "</p><div class=refs><h2>References</h2><ol><li>Lal, R. Soil carbon "
		"sequestration impacts on global climate change. Science 2004, 304, 1623-1627.</li>"
		"<li>Mayer, S.; Wiesmeier, M. Soil organic carbon sequestration in temperate "
		"agroforestry systems. Agric. Ecosyst. Environ. 2022, 323, 107689.</li></ol></div>"
		"<h2>Funding</h2><p>This research was funded by the Federal Ministry of Food and "
		"Agriculture, grant number 2821ABS101.</p><p>Received: 14 November 2023; Accepted: "
		"26 February 2024</p><p>&copy; 2024 by the authors. This is an open access article "
		"distributed under the terms of the Creative Commons Attribution license.</p>"
		"</article></body></html>";
	char page[4096];
	snprintf(page, sizeof page, "<html lang=en><head><meta name=citation_title "
	         "content=\"Soil carbon\"></head>%s", body);
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Introduction") != NULL);
	CHECK(strstr(t, "Funding") != NULL);
	CHECK(strstr(t, "Hohenheim") == NULL);
	CHECK(strstr(t, "Lal, R.") == NULL);
	CHECK(strstr(t, "Mayer, S.") == NULL);
	CHECK(strstr(t, "Received:") == NULL);
	CHECK(strstr(t, "by the authors") == NULL);
	snprintf(page, sizeof page, "<html lang=en><head></head>%s", body);
	t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Lal, R.") != NULL);
	/* no heading over the abstract: the short lines above its paragraph
	 * go */
	t = ex("<html lang=en><head><meta name=citation_doi content=10.3389/x></head><body>"
	       "<main><div class=abstract><ul class=notes><li><sup>1</sup>Department of "
	       "Behavioural Ecology, University of Munich, Germany</li><li><sup>2</sup>"
	       "Department of Biology, University of Padova, Italy</li></ul><p>" PARA " " PARA
	       " " PARA " " PARA "</p></div><div class=fulltext><h2>1 Introduction</h2><p>" PARA "</p><p>" PARA
	       "</p><p>" PARA "</p></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Introduction") != NULL);
	CHECK(strstr(t, "Padova") == NULL);
	/* the paper's highlights above its abstract stay, in a box named
	 * an author's or not */
	t = ex("<html lang=en><head><meta name=citation_title content=Heat></head><body><main>"
	       "<article><h1>Heat pumps in old buildings</h1><div class=\"abstract author-"
	       "highlights\"><h2>Highlights</h2><ul><li>Forty-two heat pumps in old buildings "
	       "were monitored for two seasons.</li><li>Replacing a few radiators raised "
	       "efficiency more than insulation.</li></ul></div><div class=abstract><h2>Abstract"
	       "</h2><p>" PARA "</p></div><h2>1. Introduction</h2><p>" PARA "</p><p>" PARA
	       "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Highlights") != NULL);
	CHECK(strstr(t, "Forty-two heat pumps") != NULL);
	CHECK(strstr(t, "Replacing a few radiators") != NULL);
	/* its keywords, links in a box named tags, stay */
	t = ex("<html lang=en><head><meta name=citation_title content=Soil></head><body><main>"
	       "<article><h1>Soil carbon</h1><h2>Abstract</h2><p>" PARA "</p><div "
	       "class=html-keywords><b>Keywords:</b> <a href=/s?q=a>agroforestry</a>; <a "
	       "href=/s?q=b>alley cropping</a>; <a href=/s?q=c>soil organic carbon</a></div>"
	       "<h2>1. Introduction</h2><p>" PARA "</p><p>" PARA "</p></article></main></body>"
	       "</html>", NULL, NULL);
	CHECK(strstr(t, "Keywords: agroforestry; alley cropping") != NULL);
}

/* A lead by its markup without its full stop, a headline's style (a
 * press office's "entradilla" in the header box above the body): it goes
 * first. */
#define ES_PARA "Los autores calculan que la p\xC3\xA9rdida de praderas registrada desde " \
	"los a\xC3\xB1os sesenta podr\xC3\xAD" "a haber liberado el equivalente a las " \
	"emisiones anuales de varios millones de autom\xC3\xB3viles, y por ello reclaman que " \
	"la protecci\xC3\xB3n de la posidonia se incluya en las estrategias nacionales."
static void test_bare_lead(void)
{
	const char *t = ex("<html lang=es><body><nav><a href=/a>Inicio</a> <a href=/b>Actualidad"
	                   "</a></nav><main><div class=noticia><div class=noticia-cabecera><p "
	                   "class=area><a href=/vida>Vida</a></p><h1>Las praderas de posidonia "
	                   "almacenan m\xC3\xA1s carbono</h1><div class=entradilla><p>Las praderas "
	                   "de posidonia del Mediterr\xC3\xA1neo espa\xC3\xB1ol acumulan en sus "
	                   "sedimentos hasta un 40 % m\xC3\xA1s de carbono de lo que indicaban los "
	                   "inventarios anteriores</p></div><div class=fecha>Madrid / 21 de febrero "
	                   "de 2024</div></div><div class=noticia-cuerpo><p>" ES_PARA "</p><p>"
	                   ES_PARA "</p><p>" ES_PARA "</p></div><div class=compartir>Compartir: <a "
	                   "href=#f>Facebook</a> <a href=#x>X</a></div></div></main></body></html>",
	                   NULL, NULL);
	CHECK(!strncmp(t, "Las praderas de posidonia del Mediterr", 38));
	CHECK(strstr(t, "estrategias nacionales") != NULL);
	CHECK(strstr(t, "Madrid /") == NULL);
}

/* A lead of two sentences whose last lost its full stop, under the
 * words of a bare one ("... alle 15 Minuten. Die Gr\xC3\xBCnen fordern
 * mehr"): it goes first; a deck of a few words with an abbreviation in it
 * ("Prof. Dr. Weber im Gespr\xC3\xA4" "ch") does not. */
#define DE_PARA "Die Wiener Linien bauen ihr Angebot in den Nachtstunden aus, und ab Mitte " \
	"Dezember fahren die Busse auf acht Linien im Takt von f\xC3\xBCnfzehn Minuten."
static void test_bare_lead_two(void)
{
	const char *t = ex("<html lang=de><body><nav><a href=/a>Start</a> <a href=/b>Wien</a>"
	                   "</nav><main><article><header class=article-header><h1 class=article-"
	                   "title>Wiener Linien verdichten Nachtbusse</h1><p class=article-"
	                   "subtitle>Ab Mitte Dezember fahren Nightline-Busse alle 15 Minuten. Die "
	                   "Gr\xC3\xBCnen fordern mehr</p><div class=article-meta>27. November "
	                   "2026, 13:12</div></header><div class=article-body><p>" DE_PARA "</p><p>"
	                   DE_PARA "</p><p>" DE_PARA "</p></div></article></main></body></html>",
	                   NULL, NULL);
	CHECK(!strncmp(t, "Ab Mitte Dezember fahren", 24));
	t = ex("<html lang=de><body><main><article><header class=article-header><h1>Wiener "
	       "Linien verdichten Nachtbusse</h1><p class=article-subtitle>Ein Gespr\xC3\xA4"
	       "ch mit Prof. Dr. Weber vom Institut</p></header><div class=article-body><p>"
	       DE_PARA "</p><p>" DE_PARA "</p><p>" DE_PARA "</p></div></article></main></body>"
	       "</html>", NULL, NULL);
	CHECK(strstr(t, "Prof. Dr. Weber") == NULL);
}

/* A parish's sidebar column before the article's, its box of dates under
 * a heading ("Nächste Termine" over "So, 07.12., 10 Uhr: Gottesdienst mit
 * Abendmahl"): above the page's headline, neither the article's key
 * points nor its facts. */
static void test_dates_above_headline(void)
{
	const char *t = ex("<html lang=de><body><div class=col-left><h3>N\xC3\xA4" "chste Termine"
	                   "</h3><ul><li>So, 07.12., 10 Uhr: Gottesdienst mit Abendmahl</li>"
	                   "<li>Mi, 10.12., 19 Uhr: Adventsandacht in der Kapelle</li>"
	                   "<li>So, 14.12., 17 Uhr: Adventskonzert der Kantorei</li></ul>"
	                   "<a href=/termine>Alle Termine</a></div><div class=col-main>"
	                   "<h1>Predigt zum 1. Advent</h1><p>" DE_PARA "</p><p>" DE_PARA "</p>"
	                   "<p>" DE_PARA "</p></div></body></html>", NULL, NULL);
	CHECK_STR(t, "Predigt zum 1. Advent\n" DE_PARA "\n" DE_PARA "\n" DE_PARA);
}

/* A repository's record: the table of metadata right after the abstract's
 * box follows it, its caption over it, though a value is the author's
 * linked name under a label with its colon. */
static void test_record_table(void)
{
	const char *t = ex("<html lang=de><body><div id=header><a href=/>Home</a> <a href=/s>"
	                   "Suchen</a></div><div class=frontdoor><h2>Untersuchungen zur Rotbuche"
	                   "</h2><div id=result-data><p>Bitte verwenden Sie diesen Link, um diese "
	                   "Publikation zu zitieren: <a href=https://nbn-resolving.org/urn:nbn:de:"
	                   "bvb:20-opus-330215>https://nbn-resolving.org/urn:nbn:de:bvb:20-opus-"
	                   "330215</a></p><ul id=files><li><a href=/f.pdf>Maurer_Dissertation.pdf "
	                   "(12,4 MB)</a></li></ul><ul class=social-links><li><a href=#t>Teilen auf "
	                   "Twitter</a></li><li><a href=#f>Teilen auf Facebook</a></li></ul></div>"
	                   "<div class=abstract><h3>Zusammenfassung</h3><p>" PARA " " PARA " " PARA
	                   "</p><p>" PARA " " PARA "</p></div><table><caption>Metadaten</caption>"
	                   "<tr><th>Verfasserangaben:</th><td><a href=/a>Katharina Maurer</a></td>"
	                   "</tr><tr><th>Dokumentart:</th><td>Dissertation</td></tr><tr><th>"
	                   "Erscheinungsjahr:</th><td>2024</td></tr><tr><th>Seitenangabe:</th><td>"
	                   "xii, 184</td></tr></table></div><div id=footer><a href=/i>Impressum</a>"
	                   "</div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Zusammenfassung") != NULL);
	CHECK(strstr(t, "Metadaten\n") != NULL);
	CHECK(strstr(t, "Verfasserangaben: Katharina Maurer") != NULL);
	CHECK(strstr(t, "Seitenangabe: xii, 184") != NULL);
}

/* A theatre's list of performances under the text, each a date closed by
 * its ticket link or its sold-out mark: a box office's widget, dropped; the
 * text and its cast stay. */
static void test_ticket_dates(void)
{
	const char *t = ex("<html lang=de><body><div id=header><a href=/>Spielplan</a> <a href=/e>"
	                   "Ensemble</a></div><div id=main><h1>Der zerbrochne Krug</h1><p>" PARA
	                   "</p><p>" PARA "</p><h2>Besetzung</h2><ul><li>Adam: Bernd Hollatz</li>"
	                   "<li>Eve: Lea Sommerfeld</li></ul><div class=termine><h2>Termine</h2>"
	                   "<div class=event>Sa, 12.10.2024, 19:30 Uhr Gro\xC3\x9F""es Haus <a href=/t1>"
	                   "Tickets</a></div><div class=event>Fr, 18.10.2024, 19:30 Uhr Gro\xC3\x9F"
	                   "es Haus <a href=/t2>Tickets</a></div><div class=event>Mi, 06.11.2024, "
	                   "19:30 Uhr Gro\xC3\x9F""es Haus Ausverkauft</div></div></div><div id=footer>"
	                   "<a href=/i>Impressum</a></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Adam: Bernd Hollatz") != NULL);
	CHECK(strstr(t, "12.10.2024") == NULL);
	CHECK(strstr(t, "06.11.2024") == NULL);
	CHECK(strstr(t, "Tickets") == NULL);
}

/* A quotation's <footer> in the text is its attribution, kept; the page's
 * <footer> is still dropped. */
static void test_quote_footer(void)
{
	const char *t = ex("<html lang=de><body><div id=header><a href=/>Start</a> <a href=/a>"
	                   "Ausstellungen</a></div><main><h1>Paula Modersohn-Becker</h1><p>" PARA
	                   "</p><blockquote><p>Sie hat sich nie f\xC3\xBCr die Erwartungen anderer "
	                   "interessiert, und genau das macht ihre Bilder bis heute so frisch.</p>"
	                   "<footer>Dr. Annette Kruse, Kuratorin der Ausstellung</footer></blockquote>"
	                   "<p>" PARA "</p></main><footer><p>Kunsthalle am Wall, Am Wall 207, 28195 "
	                   "Bremen</p></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Dr. Annette Kruse, Kuratorin der Ausstellung") != NULL);
	CHECK(strstr(t, "Am Wall 207") == NULL);
}

/* A magazine's picture in the body, its caption a sentence and its credit
 * in one line with no parentheses ("... im \xC3\x96tztal. Foto: Anna Rosen"),
 * stays between kept paragraphs ("Picture:" too); the one over the article,
 * under its standfirst and before the body, does not. */
static void test_credit_tail(void)
{
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/r>Reportage</a>"
	                   "</nav><main><article><header><h1>Das letzte Haus am Hang</h1><p "
	                   "class=lead>In Altweiler leben noch elf Menschen. Eine Reportage "
	                   "\xC3\xBC" "ber das Bleiben, das Gehen und die, die dazwischen "
	                   "stehen.</p></header><figure><img src=a.jpg><figcaption><span>"
	                   "Altweiler an einem Morgen im Oktober, vom Hang aus gesehen.</span> "
	                   "<span>\xC2\xA9 Jonas Wendt</span></figcaption></figure><div class=body><p>"
	                   PARA "</p><figure><img "
	                   "src=b.jpg><figcaption><span>Heinz Gerlach vor dem Haus, das im Dorf "
	                   "Millersch hei\xC3\x9Ft.</span> <span>Foto: Jonas Wendt</span>"
	                   "</figcaption></figure><p>" PARA "</p></div></article></main><footer>"
	                   "<a href=/impressum>Impressum</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Heinz Gerlach vor dem Haus, das im Dorf Millersch hei\xC3\x9Ft. Foto: "
	                "Jonas Wendt") != NULL);
	CHECK(strstr(t, "Altweiler an einem Morgen") == NULL);
	/* and a chart's source after its caption, a long one */
	t = ex("<html lang=de><body><main><article><h1>Der Rhein trocknet aus</h1><p>" PARA
	       "</p><p>" PARA "</p><figure class=chart><img src=c.png><figcaption>Pegel Kaub, "
	       "Tagesmittelwerte im August 2018 bis 2026. Quelle: Wasserstra\xC3\x9F" "en- und "
	       "Schifffahrtsverwaltung des Bundes</figcaption></figure><p>" PARA "</p></article>"
	       "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Pegel Kaub, Tagesmittelwerte") != NULL);
	/* and a British paper's "Photograph:" */
	t = ex("<html lang=en><body><main><article><h1>The allotment boom</h1><p>" PARA "</p>"
	       "<p>" PARA "</p><figure><img src=p.jpg><figcaption><span>A Dig for Victory "
	       "poster from 1942.</span> <span>Photograph: Imperial War Museum</span>"
	       "</figcaption></figure><p>" PARA "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "A Dig for Victory poster from 1942. Photograph: Imperial") != NULL);
	/* and the "Picture:" of a British, Irish, Australian or South African
	 * paper's caption, set in its own line under the picture */
	t = ex("<html lang=en><body><main><article><h1>Cable theft delays trains</h1><div "
	       "class=article-body><p>" PARA "</p><p>" PARA "</p><div class=inline-image><img "
	       "src=p.jpg><p class=image-caption>Commuters wait on the platform at Naledi "
	       "station on Monday morning. Picture: Sizwe Dlamini</p></div><p>" PARA "</p>"
	       "</div></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Commuters wait on the platform at Naledi station on Monday morning. "
	                "Picture: Sizwe Dlamini") != NULL);
}

/* A news agency's sign-off on a line of its own right under the story's
 * last paragraph ("- SAPA", "- NZPA", "(IANS)") is the story's; the
 * share bar under it is not. */
static void test_agency_signoff(void)
{
	const char *t = ex("<html lang=en><body><nav><a href=/>Home</a> <a href=/news>News</a>"
	                   "</nav><article><h1>Cable theft delays trains again</h1><div "
	                   "class=article-body><p>" PARA "</p><p>" PARA "</p><p>Police arrested "
	                   "four men, who are expected to appear in court on Wednesday.</p><p>- "
	                   "SAPA</p></div><div class=share><a href=#>Share on Facebook</a></div>"
	                   "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "on Wednesday.\n- SAPA") != NULL);
	CHECK(strstr(t, "Share on Facebook") == NULL);
	t = ex("<html lang=en><body><article><div class=story><p>" PARA "</p><p>" PARA "</p>"
	       "<p>The trains will run from September 15 till the end of November.</p><p>(IANS)"
	       "</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "November.\n(IANS)") != NULL);
}

/* An old news site's tool that sets the story's type size, a line of its
 * own in the body ("Text size: A A A", "Textgröße: A- A A+"), goes; a
 * sentence that opens with the words stays. */
static void test_size_tool(void)
{
	const char *t = ex("<html lang=en><body><div id=main><h1>Council passes budget</h1><div "
	                   "class=story-body><p>" PARA "</p><p>Text size: <a href=#>A</a> <a "
	                   "href=#>A</a> <a href=#>A</a></p><p>" PARA "</p><p>Text size matters "
	                   "less than contrast, the designers said.</p></div></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Text size: A") == NULL);
	CHECK(strstr(t, "Text size matters less than contrast") != NULL);
	t = ex("<html lang=de><body><article><p>" PARA "</p><p>Textgr\xC3\xB6\xC3\x9F" "e: "
	       "<a href=#>A-</a> <a href=#>A</a> <a href=#>A+</a></p><p>" PARA "</p></article>"
	       "</body></html>", NULL, NULL);
	CHECK(strstr(t, "A+") == NULL);
}

/* A news site's call to recommend the story on the social networks, a line
 * of its own under or in the story ("Recommend this story: Facebook
 * Twitter"), its rating widget's line and an ad's "AdChoices" label
 * between its paragraphs go. */
static void test_recommend_line(void)
{
	const char *t = ex("<html lang=en><body><div id=main><h1>Council passes budget</h1><div "
	                   "class=story-body><p>" PARA "</p><p>AdChoices</p><p>" PARA "</p><p>"
	                   "Recommend this story: <a href=#>Facebook</a> <a href=#>Twitter</a></p>"
	                   "</div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Recommend this") == NULL);
	CHECK(strstr(t, "AdChoices") == NULL);
	CHECK(strstr(t, PARA "\n" PARA) != NULL);
	/* and its rating widget's line ("Rate this article: 1 2 3 4 5") */
	t = ex("<html lang=en><body><div id=main><h1>Council passes budget</h1><div "
	       "class=story-body><p>" PARA "</p><p>" PARA "</p><p>Rate this article: <a "
	       "onclick=rate(1)>1</a> <a onclick=rate(2)>2</a> <a onclick=rate(3)>3</a> <a "
	       "onclick=rate(4)>4</a> <a onclick=rate(5)>5</a></p></div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Rate this") == NULL);
}

/* A pull quote, a sentence of the body set again in a blockquote between
 * its paragraphs, is no text twice; a quotation of its own stays, and so
 * does one a line leads in to with a colon. */
static void test_pull_quote(void)
{
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/k>Kolumnen</a>"
	                   "</nav><article><h1>Die Kunst des Weglassens</h1><div class=entry>"
	                   "<p>Das ist keine Ausnahme. Wer viele Termine hat, ist wichtig. Wer "
	                   "Zeit hat, ist verd\xC3\xA4" "chtig. Dabei zeigen Studien, dass es anders "
	                   "ist.</p><figure class=wp-block-pullquote><blockquote><p>\xE2\x80\x9E"
	                   "Wer Zeit hat, ist verd\xC3\xA4" "chtig.\xE2\x80\x9C</p><cite>Thomas "
	                   "Sauer</cite></blockquote></figure><p>" PARA "</p><blockquote><p>Ein "
	                   "voller Kalender ist noch lange kein volles Leben.</p></blockquote><p>"
	                   PARA "</p></div></article><footer><a href=/impressum>Impressum</a>"
	                   "</footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "\xE2\x80\x9EWer Zeit") == NULL);
	CHECK(strstr(t, "Thomas Sauer") == NULL);
	CHECK(strstr(t, "Ein voller Kalender ist noch lange kein volles Leben.") != NULL);
	CHECK(strstr(t, "Wer Zeit hat, ist verd\xC3\xA4" "chtig. Dabei") != NULL);
}

/* A news site's box over an embedded chart that calls it external content
 * and offers to show it, naming no third party but the tool, weighs
 * nothing and goes. */
static void test_external_content(void)
{
	const char *t = ex("<html lang=de><body><main><article><h1>Der Rhein trocknet aus</h1>"
	                   "<p>" PARA "</p><figure class=chart><div class=embed-consent><p>Hier "
	                   "finden Sie einen externen Inhalt von Datawrapper, der den Artikel "
	                   "erg\xC3\xA4nzt. Sie k\xC3\xB6nnen ihn sich mit einem Klick anzeigen "
	                   "lassen.</p></div></figure><p>" PARA "</p></article></main></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "externen Inhalt") == NULL);
	CHECK(strstr(t, PARA "\n" PARA) != NULL);
}

/* The notes under an essay or a reportage, in a box named "footnotes",
 * are the author's text that the numbers in the body point to: kept. */
static void test_footnotes(void)
{
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/r>Reportage</a>"
	                   "</nav><main><h1>Die Stadt unter der Stadt</h1><div class=article-text>"
	                   "<p>" PARA "<sup><a href=#anm1>1</a></sup></p><p>" PARA "</p><div "
	                   "class=footnotes><ol><li id=anm1>Laut Wien Kanal leben im Kanalnetz "
	                   "zwei bis drei Millionen Ratten; gez\xC3\xA4hlt hat sie niemand.</li>"
	                   "</ol></div></div></main><footer><a href=/impressum>Impressum</a> <a "
	                   "href=/datenschutz>Datenschutz</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Laut Wien Kanal leben im Kanalnetz") != NULL);
	/* a note's link back up to its number is hidden */
	t = ex("<html lang=de><body><main><h1>Die Mineure von Airolo</h1><div class=text><p>"
	       PARA "<sup><a href=#fn1 id=r1>1</a></sup></p><p>" PARA "</p><ol class=notes><li "
	       "id=fn1>Vgl. Alexander Kuoni: Gotthard. Z\xC3\xBCrich 2016, S. 211. <a "
	       "href=#r1 class=footnote-backref>\xE2\x86\xA9</a></li></ol></div></main></body>"
	       "</html>", NULL, NULL);
	CHECK(strstr(t, "Gotthard. Z\xC3\xBCrich 2016, S. 211.") != NULL);
	CHECK(strstr(t, "\xE2\x86\xA9") == NULL);
}

/* A read-aloud player's lines run into one, its opening words, its times
 * and the credit of its voice, is a widget over the body. */
static void test_audio_player_line(void)
{
	const char *t = ex("<html lang=en><body><main><article><h1>The Quiet Collapse of the "
	                   "Pharmacy</h1><div class=audio><span>Listen to this article</span> "
	                   "<span>00:00</span> <span>16:42</span> <span>Produced by ElevenLabs "
	                   "and News Over Audio (Noa) using AI narration.</span></div><p>" PARA
	                   "</p><p>" PARA "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Listen to this article") == NULL);
	CHECK(strstr(t, PARA) != NULL);
}

/* A news site's line under the story that the reader can follow its
 * section on the networks ("Puedes seguir a ... en Facebook, X e
 * Instagram.") is a follow line. */
static void test_follow_section(void)
{
	const char *t = ex("<html lang=es><body><main><article><h1>Los \xC3\xBAltimos serenos "
	                   "de Madrid</h1><div class=cuerpo><p>" PARA "</p><p>" PARA "</p></div>"
	                   "<div class=sus><p>Puedes seguir Revista Domingo en <a href=#>Facebook"
	                   "</a>, <a href=#>X</a> e <a href=#>Instagram</a>.</p></div></article>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Puedes seguir") == NULL);
	CHECK(strstr(t, PARA) != NULL);
	/* and in English on X, named by its letter */
	t = ex("<html lang=en><body><main><article><h1>The allotment boom</h1><div class=body>"
	       "<p>" PARA "</p><p>" PARA "</p><p><em>Follow the Long Read on X at @longread, "
	       "listen to our podcasts here and sign up to the weekly email here.</em></p>"
	       "</div></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Follow the Long Read") == NULL);
}

/* A magazine's box on the writer under an essay, "Zur Autorin" over a
 * line or two, is a bio box; the subject's box in an interview, "Zur
 * Person", stays. */
static void test_bio_zur_autorin(void)
{
	const char *t = ex("<html lang=de><body><main><article><h1>Warum wir Maschinen "
	                   "vertrauen</h1><section class=center><p>" PARA "</p><p>" PARA "</p>"
	                   "<section class=box><h3>Zur Person</h3><p>Judith Behrens, 46, ist "
	                   "Professorin in Leipzig und forscht zur Einsamkeit.</p></section><p>"
	                   PARA "</p></section><section class=css-1x><h3>Zur Autorin</h3><p>Lea "
	                   "Sommer ist Technikphilosophin und lehrt an der Universit\xC3\xA4t "
	                   "Z\xC3\xBCrich.</p></section></article></main></body></html>", NULL,
	                   NULL);
	CHECK(strstr(t, "Zur Autorin") == NULL);
	CHECK(strstr(t, "Lea Sommer ist") == NULL);
	CHECK(strstr(t, "Judith Behrens, 46") != NULL);
}

/* A review's score as the last paragraph of its text, right under the
 * verdict's prose: the critic's line, kept. */
static void test_body_score(void)
{
	const char *t = ex("<html lang=de><body><div id=header><a href=/>Start</a> <a href=/k>"
	                   "Kritiken</a></div><article><h1>Die Zweiflers</h1><div class=td-post-content>"
	                   "<p>" PARA "</p><p>" PARA "</p><h2>Fazit</h2><p>Eine der besten deutschen "
	                   "Serien der letzten Jahre: warmherzig, bissig und mutig. Alle Folgen sind in "
	                   "der Mediathek abrufbar.</p><p><strong>Wertung: 8,5/10</strong></p></div>"
	                   "</article><div id=footer><a href=/i>Impressum</a></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Wertung: 8,5/10") != NULL);
}

/* infinite scroll: the next story, a box of the headline box's tag and
 * class with its own heading, byline and prose, is no part of the page's */
static void test_scroll_story(void)
{
	const char *t = ex("<html><head><title>Brücke bei Rosenheim gesperrt</title></head><body>"
	                   "<div class=stories><article class=story><h1>Brücke bei Rosenheim "
	                   "gesperrt</h1><div class=author>Von Maria Berger</div><p>" PARA "</p><p>"
	                   PARA "</p></article><div class=divider>Nächster Artikel</div>"
	                   "<article class=story><h2>Wasserburg beschließt den Haushalt</h2><div "
	                   "class=author>Von Thomas Huber</div><p>Der Stadtrat hat am Abend den "
	                   "Haushalt für das kommende Jahr mit großer Mehrheit beschlossen, die "
	                   "Schulden steigen.</p><p>Die Sanierung der Grundschule soll im Sommer "
	                   "beginnen und rund drei Jahre dauern, sagte der Bürgermeister.</p><p>Die "
	                   "Kinder werden während der Bauzeit in Containern auf dem Sportplatz "
	                   "unterrichtet, die Eltern sind damit einverstanden.</p><p>Kritik kam von "
	                   "der Opposition, die die hohen Kosten für das neue Parkhaus an der Brücke "
	                   "bemängelte und einen Bürgerentscheid fordert.</p>"
	                   "</article></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Stadtrat") == NULL);
	/* each story's byline in its header box, named a header */
	t = ex("<html><head><title>Stadtbus f\xC3\xA4hrt im Zehn-Minuten-Takt</title></head><body>"
	       "<div class=stream><div class=story><div class=story__header><h1>Stadtbus "
	       "f\xC3\xA4hrt im Zehn-Minuten-Takt</h1><div class=author>Von Michael "
	       "Swersina</div></div><div class=story__body><p>Die Stadtwerke bauen ihr "
	       "Busangebot deutlich aus, ab J\xC3\xA4nner fahren drei Linien an Werktagen alle "
	       "zehn Minuten.</p><p>Die Kosten f\xC3\xBCr den dichteren Takt beziffern die "
	       "Stadtwerke mit rund 2,8 Millionen Euro pro Jahr.</p></div></div><div "
	       "class=story><div class=story__header><h2>WAC trennt sich von seinem Trainer</h2>"
	       "<div class=author>Von Karin Hautzinger</div></div><div class=story__body>"
	       "<p>Der Wolfsberger AC hat sich nach der dritten Niederlage in Folge von seinem "
	       "Trainer getrennt, teilte der Klub am Abend mit.</p><p>Bis zur Winterpause "
	       "\xC3\xBC" "bernimmt der Co-Trainer, ein Nachfolger soll bis Mitte Dezember "
	       "feststehen, sagte der Pr\xC3\xA4sident des Vereins.</p><p>Der Trainer hatte den "
	       "Klub seit drei Jahren betreut und ihn zweimal in den Europacup gef\xC3\xBChrt, "
	       "zuletzt blieb der Erfolg aber aus.</p><p>Die Fans reagierten gelassen, viele "
	       "hatten den Schritt seit Wochen erwartet und fordern nun einen Neuanfang mit "
	       "jungen Spielern aus der eigenen Akademie.</p></div></div></div></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "Busangebot") != NULL);
	CHECK(strstr(t, "Wolfsberger") == NULL);
}

/* An old homepage built of frames: its <noframes> text is the page. */
static void test_noframes(void)
{
	const char *t = ex("<html><head><title>Familie Huber</title></head><frameset cols=\"160,*\">"
	                   "<frame name=links src=menue.htm><frame name=haupt src=start.htm>"
	                   "<noframes><body><p>Diese Seite verwendet Frames. Ihr Browser kann sie "
	                   "leider nicht anzeigen.</p><p>" PARA "</p></body></noframes></frameset>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Diese Seite verwendet Frames") != NULL);
}

/* A label over a list of links after the body, a box of its own or bold
 * in a list item ("IM INTERNET:", a mail archive's "Follow-Ups:"), or
 * between its paragraphs ("More from The Daily Courier:"), goes with its
 * links; a label over a dropped value ("Etage:") is no such. */
static void test_orphan_label(void)
{
	const char *t = ex("<html><body><table><tr><td id=nav><a href=/>Home</a><br><a href=/p>"
	                   "Politik</a></td><td id=main><h1>Bridge vote</h1><p>" PARA "</p><p>"
	                   PARA "</p><p class=author>fdi/dpa</p><div class=spAsset>"
	                   "<div class=spBoxHead>MEHR AUF SPIEGEL ONLINE:</div><ul><li><a href=/a>"
	                   "Streik: GDL droht im Advent</a></li><li><a href=/b>Bahnfahren wird "
	                   "teurer</a></li></ul><div class=spBoxHead>IM INTERNET:</div><ul><li>"
	                   "<a href=/c>Bundesverkehrsministerium</a></li><li><a href=/d>Deutsche "
	                   "Bahn AG</a></li></ul></div></td></tr></table></body></html>", NULL, NULL);
	CHECK(strstr(t, "committee") != NULL);
	CHECK(strstr(t, "MEHR AUF") == NULL);
	CHECK(strstr(t, "IM INTERNET") == NULL);
	/* and one over a list of links between the story's paragraphs */
	t = ex("<html lang=en><body><div id=main><h1>Council passes budget</h1><div "
	       "class=story-body><p>" PARA "</p><p>More from The Daily Courier:</p><ul><li><a "
	       "href=/x>Fire destroys barn</a></li><li><a href=/y>School levy fails</a></li>"
	       "<li><a href=/z>New dollar store planned</a></li></ul><p>" PARA "</p></div></div>"
	       "</body></html>", NULL, NULL);
	CHECK(strstr(t, "More from") == NULL);
	CHECK(strstr(t, PARA "\n" PARA) != NULL);
}

/* A forum post's signature under its rule of underscores (vBulletin 3)
 * goes; the post stays. */
static void test_sign_rule(void)
{
	const char *t = ex("<html><body><table id=post2><tr><td class=alt2><a class=bigusername "
	                   "href=/u2>Norma</a></td><td class=alt1><div id=post_message_2>What you "
	                   "are seeing is a bacterial bloom, which is very common in a tank that is "
	                   "still cycling, and it clears by itself within a week or so.</div><div>"
	                   "__________________<br>125l planted community | 60l shrimp tank</div>"
	                   "</td></tr></table></body></html>", NULL, NULL);
	CHECK(strstr(t, "bacterial bloom") != NULL);
	CHECK(strstr(t, "shrimp") == NULL);
}

/* A guestbook's pager line between its entries, no box named a pager
 * around it, goes, and so does a split post's "Seiten: 1 2"; a date line
 * with numbers stays. */
static void test_pager_line(void)
{
	const char *t = ex("<html><body><table><tr><td><p><font size=4>Unser Gästebuch</font></p>"
	                   "<p><font size=1>Seite: <b>1</b> <a href=?s=2>2</a> <a href=?s=3>3</a> "
	                   "<a href=?s=4>4</a> ... <a href=?s=18>18</a> <a href=?s=2>&raquo;</a>"
	                   "</font></p><table><tr><td>Uwe aus Leipzig | 02.08.2004, 17:30</td></tr>"
	                   "<tr><td>" PARA "</td></tr><tr><td>Renate aus Augsburg | 15.08.2004, "
	                   "21:05</td></tr><tr><td>Sehr saubere und gemütliche Zimmer mit Balkon und "
	                   "Blick auf den Ahorn, und Frau Moser hat uns viele gute Tipps für Ausflüge "
	                   "gegeben. Danke für alles!</td></tr></table></td></tr></table></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Sehr saubere") != NULL);
	CHECK(strstr(t, "02.08.2004") != NULL);
	CHECK(strstr(t, "Seite:") == NULL);
	/* a post split in two by WordPress, "Seiten: 1 2" under its text */
	t = ex("<html lang=de><body><article><h1>Geschenke f\xC3\xBCr G\xC3\xA4rtner</h1>"
	       "<div class=entry-content><p>" PARA "</p><p>" PARA "</p><div class=page-links>"
	       "Seiten: <span class=\"post-page-numbers current\">1</span> <a href=/g/2/ class="
	       "post-page-numbers>2</a></div></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Seiten") == NULL);
}

/* An old homepage's note on the screen it was made for, under its text. */
static void test_screen_note(void)
{
	const char *t = ex("<html><body><center><table><tr><td><font face=Arial size=2><p>" PARA
	                   "</p><p>Über einen Eintrag in unserem Gästebuch freuen wir uns immer!</p>"
	                   "<p align=center><font size=1>Diese Seite wurde zuletzt am 14.03.2003 "
	                   "aktualisiert.<br>Optimiert für Internet Explorer 5.0 bei 800x600</font>"
	                   "</p></font></td></tr></table></center></body></html>", NULL, NULL);
	CHECK(strstr(t, "Gästebuch") != NULL);
	CHECK(strstr(t, "800x600") == NULL);
}

/* Movable Type's trackback address under a German post goes, and the
 * heading over it with it. */
static void test_trackback_url(void)
{
	const char *t = ex("<html><body><div class=content><h2>12. September 2004</h2><h3>"
	                   "Zwetschgendatschi</h3><p>" PARA "</p><p>Dazu gehört natürlich ein "
	                   "großer Klecks geschlagene Sahne, sagt Oma, und ein Kaffee.</p>"
	                   "<p class=posted>Geschrieben von Susanne um 04:08 PM</p><h2>Trackback "
	                   "Pings</h2><p class=techstuff>TrackBack-URL für diesen Eintrag:<br>"
	                   "http://www.example.de/mt/mt-tb.cgi/213</p></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Sahne") != NULL);
	CHECK(strstr(t, "TrackBack-URL") == NULL);
	CHECK(strstr(t, "Trackback Pings") == NULL);
}

/* A forum's note that a post was changed, under the post, goes. */
static void test_edit_note(void)
{
	const char *t = ex("<html><body><table id=post3><tr><td class=alt2><a class=bigusername "
	                   "href=/u1>dave_h</a></td><td class=alt1><div id=post_message_3>Thanks "
	                   "Norma, did a big water change last night and ammonia is down to 0.25 "
	                   "this morning. Will keep going as you said.</div><div class=smallfont>"
	                   "<hr><em>Last edited by dave_h; 03-15-2009 at <span class=time>08:51 AM"
	                   "</span>.</em></div></td></tr></table></body></html>", NULL, NULL);
	CHECK(strstr(t, "water change") != NULL);
	CHECK(strstr(t, "Last edited") == NULL);
}

/* phpBB's note that a post was changed, in the other languages of Europe
 * ("Senast redigerad av ..."), and a recipe card's call in Polish
 * ("Zrobiłeś ten przepis? Oznacz @... na Instagramie!"), go. */
static void test_edit_note_europe(void)
{
	const char *t = ex("<html lang=sv><body><div id=p3 class=post><div class=postbody>"
	                   "<div class=content>Tack f\xC3\xB6r tipsen! Det l\xC3\xA5g en "
	                   "isklump under hela utedelen och avloppsr\xC3\xB6ret var helt "
	                   "igenfruset. Har best\xC3\xA4llt en v\xC3\xA4rmekabel.</div>"
	                   "<div class=notice><cite>Senast redigerad av Henrik fre 12 jan 2024 "
	                   "17:34, redigerad totalt 1 g\xC3\xA5ng.</cite></div></div></div>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "isklump") != NULL);
	CHECK(strstr(t, "Senast redigerad") == NULL);
	/* phpBB's count of who reads the forum under the thread */
	t = ex("<html lang=sv><body><div id=page-body><div id=p3 class=post><div class=content>"
	       "Tack f\xC3\xB6r tipsen! Det l\xC3\xA5g en isklump under hela utedelen och "
	       "avloppsr\xC3\xB6ret var helt igenfruset. Har best\xC3\xA4llt en v\xC3\xA4rmekabel "
	       "och \xC3\xA5terkommer om ljudet f\xC3\xB6rsvinner.</div></div><div class="
	       "stat-block><p>Anv\xC3\xA4ndare som bes\xC3\xB6ker denna kategori: Inga "
	       "registrerade anv\xC3\xA4ndare och 7 g\xC3\xA4ster</p></div></div></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "isklump") != NULL);
	CHECK(strstr(t, "g\xC3\xA4ster") == NULL);
	/* a call to sign up for the newsletter in Romanian */
	t = ex("<html lang=ro><body><article><div class=entry-content><p>" PARA "</p><p>" PARA
	       "</p><p><strong>Aboneaz\xC4\x83-te la newsletter</strong> \xC8\x99i "
	       "prime\xC8\x99ti lunar calendarul lucr\xC4\x83rilor \xC3\xAEn "
	       "gr\xC4\x83" "din\xC4\x83.</p></div>"
	       "</article></body></html>", NULL, NULL);
	CHECK(strstr(t, "newsletter") == NULL);
	const char *card =
		"<html lang=pl><body><article><div class=entry-content><p>Pierogi z kasz\xC4\x85 "
		"gryczan\xC4\x85 to smak mojego dzieci\xC5\x84stwa. Babcia robi\xC5\x82" "a je "
		"zawsze w t\xC5\x82usty czwartek, a u nas na stole l\xC4\x85" "dowa\xC5\x82" "a "
		"wielka micha pierog\xC3\xB3w.</p><p>" PARA "</p><div class=wprm-recipe><h3>"
		"Przygotowanie</h3><ul><li>Kasz\xC4\x99 ugotuj na sypko i ca\xC5\x82kowicie "
		"ostud\xC5\xBA przed dodaniem sera.</li><li>Gotuj pierogi partiami w osolonej "
		"wodzie przez dwie minuty.</li></ul><div class=wprm-call-to-action><span class="
		"cta-head>Zrobi\xC5\x82" "e\xC5\x9B ten przepis?</span><span class=cta-text>"
		"Oznacz <a href=/ig>@kuchnia</a> na Instagramie!</span></div></div><p>Smacznego! "
		"A je\xC5\x9Bli macie swoje rodzinne sposoby na farsz z kaszy, koniecznie "
		"napiszcie w komentarzu.</p></div></article></body></html>";
	t = ex(card, NULL, NULL);
	CHECK(strstr(t, "osolonej") != NULL);
	CHECK(strstr(t, "Smacznego") != NULL);
	CHECK(strstr(t, "Instagramie") == NULL);
}

/* A newsletter's box in a post's body, no class that names it and no
 * button (its form set by a script): its heading that calls to sign up
 * and its pitch go. */
static void test_newsletter_box(void)
{
	const char *t = ex("<html lang=de><body><article><div class=entry-content><p>" PARA
	                   "</p><p>" PARA "</p><p>Dieses Jahr ist der Salat fast unber\xC3\xBChrt "
	                   "gewachsen. Welche Methoden nutzt ihr?</p><div class=kt-info-box>"
	                   "<div class=kt-text><h3>Newsletter abonnieren</h3><p>Einmal im Monat "
	                   "den Gartenkalender und Tipps zur Saison erhalten.</p></div></div>"
	                   "</div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "unber\xC3\xBChrt") != NULL);
	CHECK(strstr(t, "Newsletter") == NULL);
	CHECK(strstr(t, "Gartenkalender") == NULL);
	/* and in Hungarian, the word inflected ("h\xC3\xADrlevel\xC3\xBCnkre") */
	t = ex("<html lang=hu><body><article><div class=entry-content><p>" PARA "</p><p>" PARA
	       "</p><p>Idén a saláta szinte érintetlenül nőtt. Ti milyen módszert "
	       "használtok?</p><div class=kt-info-box><div class=kt-text><h3>Iratkozzon fel "
	       "h\xC3\xADrlevel\xC3\xBCnkre</h3><p>Havonta egyszer a kerti naptár és "
	       "szezonális tippek.</p></div></div></div></article></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "saláta") != NULL);
	CHECK(strstr(t, "Iratkozzon") == NULL);
	CHECK(strstr(t, "naptár") == NULL);
}

/* An old news page's tools line under the story, text with no links. */
static void test_tools_text(void)
{
	const char *t = ex("<html><body><table><tr><td><h1>Carlisle counts cost of flooding</h1>"
	                   "<p>" PARA "</p><p>Insurers estimate the cost of the damage could "
	                   "reach 250m pounds, the association said on Monday.</p><div class=mvb>"
	                   "<span class=mvtb>E-mail this to a friend</span> <span class=mvtb>"
	                   "Printable version</span></div></td></tr></table></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Insurers") != NULL);
	CHECK(strstr(t, "Printable") == NULL);
}

/* WoltLab's note how often a post was changed, under the post, goes. */
static void test_edit_count(void)
{
	const char *t = ex("<html><body><div id=post1 class=message><div class=messageContent>"
	                   "<div class=messageBody><div id=postText1>Moin zusammen, mein 1302 S "
	                   "tropft seit ein paar Wochen nach dem Abstellen aus dem Vergaser, "
	                   "w&auml;hrend der Fahrt ist alles dicht.</div></div><div class=\"editNote "
	                   "smallFont light\">Dieser Beitrag wurde bereits 1 mal editiert, zuletzt "
	                   "von &bdquo;kaeferhans&ldquo; (13. Juni 2009, 16:52)</div></div></div>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Vergaser") != NULL);
	CHECK(strstr(t, "editiert") == NULL);
}

/* Joomla 1.0's breadcrumb, named "pathway", over the article goes. */
static void test_pathway(void)
{
	const char *t = ex("<html><body><div id=content_inner><div id=pathway_text><span "
	                   "class=pathway><a href=/ class=pathway>Startseite</a> <img src=a.png> "
	                   "<a href=/akt class=pathway>Aktuelles</a> <img src=a.png> Tischtennis: "
	                   "Herren I steigen in die Bezirksliga auf</span></div><table "
	                   "class=contentpaneopen><tr><td class=contentheading>Tischtennis: Herren I "
	                   "steigen in die Bezirksliga auf</td></tr></table><table "
	                   "class=contentpaneopen><tr><td><p>" PARA "</p><p>Gefeiert wurde "
	                   "anschlie&szlig;end im Sportheim, wo die Mannschaft von zahlreichen Fans "
	                   "empfangen wurde.</p></td></tr></table></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Sportheim") != NULL);
	CHECK(strstr(t, "Startseite") == NULL);
}

/* A phpBB 2 thread's table head, "Autor" | "Nachricht", goes. */
static void test_thread_head(void)
{
	const char *t = ex("<html><body><table class=forumline><tr><th class=thLeft>Autor</th>"
	                   "<th class=thRight>Nachricht</th></tr><tr><td class=row1><span "
	                   "class=name><b>heizungsfrust</b></span></td><td class=row1><span "
	                   "class=postbody>Hallo zusammen, wir haben eine Vitola mit Atola-Brenner "
	                   "von 1994, und seit ein paar Wochen springt der Brenner alle paar "
	                   "Minuten an. Woran kann das liegen?</span></td></tr></table></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Brenner") != NULL);
	CHECK(strstr(t, "Nachricht") == NULL);
}

/* A table's header cells and <caption> named so ("utrecht-table__header-
 * cell", "utrecht-table__caption": the NL Design System's) are the table's
 * own: kept, no page header nor picture caption. */
static void test_table_header_names(void)
{
	const char *t = ex("<html lang=nl><body><div class=header><a href=/>Home</a> <a href=/a>"
	                   "Afval</a></div><main><h1>Grofvuil</h1><p>" PARA "</p><table class="
	                   "utrecht-table><caption class=utrecht-table__caption>Openingstijden "
	                   "milieustraat</caption><tr><th class=utrecht-table__header-cell>Maandag "
	                   "t/m vrijdag</th><td>8.30 - 16.30 uur</td></tr><tr><th class=utrecht-"
	                   "table__header-cell>Zaterdag</th><td>9.00 - 15.00 uur</td></tr></table><p>"
	                   PARA "</p></main><div class=footer><a href=/p>Privacy</a></div></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Openingstijden milieustraat") != NULL);
	CHECK(strstr(t, "Maandag t/m vrijdag") != NULL);
	CHECK(strstr(t, "Zaterdag") != NULL);
	CHECK(strstr(t, "Privacy") == NULL);
}

/* A Spanish paper's call under the body to follow it and receive its
 * newsletter ("Puedes seguir a ... en Facebook y X, o apuntarte aquí para
 * recibir nuestra newsletter semanal"): boilerplate, as the English one. */
static void test_newsletter_romance(void)
{
	const char *t = ex("<html lang=es><body><div class=menu><a href=/>Portada</a> <a href=/e>"
	                   "Espa\xC3\xB1" "a</a></div><article><h1>La sequ\xC3\xAD" "a</h1><div "
	                   "class=a_c><p>" PARA "</p><p>" PARA "</p><p>Puedes seguir a EL DIARIO "
	                   "Clima en <a href=https://facebook.com/x>Facebook</a> y <a href=https://"
	                   "x.com/x>X</a>, o apuntarte aqu\xC3\xAD para recibir <a href=/nl>nuestra "
	                   "newsletter semanal</a>.</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	CHECK(strstr(t, "Puedes seguir") == NULL);
}

/* A French paper's info box under the headline, "article-infos" (the
 * plural of Joomla's "article-info"): its byline and dates, dropped. */
static void test_article_infos(void)
{
	const char *t = ex("<html lang=fr><body><div class=menu><a href=/>Accueil</a> <a href=/b>"
	                   "Bretagne</a></div><article><h1>Le march\xC3\xA9 couvert rouvre</h1><div "
	                   "class=article-infos><span>Ouest R\xC3\xA9gions</span> <span>Publi\xC3\xA9 "
	                   "le 26/11/2026 \xC3\xA0 17h45</span> <span>Mis \xC3\xA0 jour le 26/11/2026 "
	                   "\xC3\xA0 18h10</span></div><div class=article-body><p>" PARA "</p><p>"
	                   PARA "</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	CHECK(strstr(t, "Mis \xC3\xA0 jour") == NULL);
}

/* An Italian paper's deck that ends in a quote it opened ("... chiedono
 * ristori: «Abbiamo perso il trenta per cento degli incassi»"), named a
 * summary in the header box: a sentence, the lead, kept first. */
static void test_deck_quote_end(void)
{
	const char *t = ex("<html lang=it><body><div class=menu><a href=/>Home</a> <a href=/c>"
	                   "Cronaca</a></div><div class=col-main><div class=bck-article-header>"
	                   "<h1>Il tram slitta al 2027</h1><h2 class=summary-art>Il Comune conferma "
	                   "il ritardo di sei mesi. I commercianti chiedono ristori: \xC2\xAB" "Abbiamo "
	                   "perso il trenta per cento degli incassi\xC2\xBB</h2><p class=writer>di "
	                   "Marco Bettazzi</p></div><div class=article-body><p>" PARA "</p><p>" PARA
	                   "</p></div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Il Comune conferma") != NULL);
	CHECK(strstr(t, "Bettazzi") == NULL);
}

/* A recipe card's head inside the post's body, named a header ("tasty-
 * recipes-entry-header": the dish's times and servings), is the card's,
 * no page header: kept. */
static void test_body_box_header(void)
{
	const char *t = ex("<html lang=pl><body><div class=header><a href=/>Start</a> <a href=/o>"
	                   "Obiady</a></div><article><h1>Pierogi ruskie</h1><div class=entry-content>"
	                   "<p>" PARA "</p><p>" PARA "</p><div class=tasty-recipes><div class=tasty-"
	                   "recipes-entry-header><ul><li>Przygotowanie: 1 godzina</li><li>Gotowanie: "
	                   "15 minut</li><li>Porcje: ok. 50 sztuk</li></ul></div><div class=tasty-"
	                   "recipes-instructions><ol><li>Ziemniaki obra\xC4\x87, ugotowa\xC4\x87 w "
	                   "osolonej wodzie i przecisn\xC4\x85\xC4\x87 przez prask\xC4\x99.</li><li>"
	                   "Gotowa\xC4\x87 partiami w osolonej wodzie oko\xC5\x82o 2 minut.</li></ol>"
	                   "</div></div></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Gotowanie: 15 minut") != NULL);
	CHECK(strstr(t, "Obiady") == NULL);
}

/* A Polish recipe card's times in boxes named a time ("prep-time":
 * "Przygotowanie: 1 godzina", "Gotowanie: 15 minut") are the recipe's. */
static void test_recipe_time_pl(void)
{
	const char *t = ex("<html lang=pl><body><div class=menu><a href=/>Start</a> <a href=/o>"
	                   "Obiady</a></div><article><h1>Pierogi ruskie</h1><div class=entry-content>"
	                   "<p>" PARA "</p><p>" PARA "</p><ul><li class=prep-time>Przygotowanie: 1 "
	                   "godzina</li><li class=cook-time>Gotowanie: 15 minut</li></ul><ol><li>"
	                   "Ziemniaki obra\xC4\x87, ugotowa\xC4\x87 w osolonej wodzie i przecisn"
	                   "\xC4\x85\xC4\x87 przez prask\xC4\x99.</li><li>Gotowa\xC4\x87 partiami w "
	                   "osolonej wodzie oko\xC5\x82o 2 minut.</li></ol></div></article></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Przygotowanie: 1 godzina") != NULL);
	CHECK(strstr(t, "Gotowanie: 15 minut") != NULL);
}

/* A post's signature in an inline box that opens a line ("<span class=
 * signature>---------------<br>Ma rénovation ...</span>" on a table-built
 * forum) is a block of its own and goes, as a <div> so named does. */
static void test_span_signature(void)
{
	const char *t = ex("<html lang=fr><body><div class=menu><a href=/>Forums</a> <a href=/r>"
	                   "Recherche</a></div><table class=messagetable><tr><td class=messCase1>"
	                   "<b>Lucie_M</b></td><td class=messCase2><div id=para1><p>" PARA "</p><p>"
	                   PARA "</p><span class=signature>---------------<br>R\xC3\xA9novation d'un "
	                   "appart 1930 \xC3\xA0 Lyon, \xC3\xA9tape par \xC3\xA9tape</span></div></td>"
	                   "</tr></table></body></html>", NULL, NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	CHECK(strstr(t, "appart 1930") == NULL);
}

/* A French forum post's date line in its author's cell ("Posté le
 * 24-11-2026 à 18:42:10") is the post's header, dropped as "Posted on". */
static void test_forum_date_fr(void)
{
	const char *t = ex("<html lang=fr><body><div class=menu><a href=/>Forums</a> <a href=/r>"
	                   "Recherche</a></div><div id=posts><table class=messagetable><tr><td "
	                   "class=messCase1><div><b>Lucie_M</b></div><span class=MessCase1Info>Post\xC3\xA9 "
	                   "le 24-11-2026 \xC3\xA0 18:42:10</span></td><td class=messCase2><p>" PARA
	                   "</p><p>" PARA "</p></td></tr></table><table class=messagetable><tr><td "
	                   "class=messCase1><div><b>Bernard69</b></div><span class=MessCase1Info>Post"
	                   "\xC3\xA9 le 24-11-2026 \xC3\xA0 19:15:33</span></td><td class=messCase2>"
	                   "<p>" PARA "</p></td></tr></table></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	CHECK(strstr(t, "Post\xC3\xA9 le") == NULL);
}

/* A French forum's page line and its author's rank line ("Page : 1",
 * "Profil : Habitué") between the posts are its widgets, dropped. */
static void test_forum_lines_fr(void)
{
	const char *t = ex("<html lang=fr><body><div class=menu><a href=/>Forums</a> <a href=/r>"
	                   "Recherche</a></div><div id=posts><div class=pages>Page : 1</div><table "
	                   "class=messagetable><tr><td class=messCase1><div class=MoodStatus>Profil "
	                   ": Membre</div></td><td class=messCase2><p>" PARA "</p><p>" PARA "</p></td>"
	                   "</tr></table><table class=messagetable><tr><td class=messCase1><div class="
	                   "MoodStatus>Profil : Habitu\xC3\xA9</div></td><td class=messCase2><p>" PARA
	                   "</p></td></tr></table></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	CHECK(strstr(t, "Profil :") == NULL);
	CHECK(strstr(t, "Page : 1") == NULL);
}

/* A trail of links on a line of its own ("Accueil » Actualités » Le marché
 * couvert rouvre ...", "Forum Bricolage > Maçonnerie > Fissure ...") is a
 * breadcrumb, dropped though it holds the page's title. */
static void test_crumb_trail(void)
{
	const char *t = ex("<html lang=fr><head><title>Travaux</title></head><body><div class=menu>"
	                   "<a href=/>Accueil</a> <a href=/a>Actus</a></div><div class=post><p>" PARA
	                   "</p><p>" PARA "</p><div class=line><a href=/>Accueil</a> \xC2\xBB <a "
	                   "href=/a/>Actualit\xC3\xA9s</a> \xC2\xBB Le march\xC3\xA9 couvert rouvre ses "
	                   "portes le 6 d\xC3\xA9" "cembre</div><p>" PARA "</p><p>" PARA "</p></div>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	CHECK(strstr(t, "Accueil") == NULL);
}

/* A shop's opening hours closing its page ("Horaires", "Du mardi au samedi
 * : 7 h – 19 h 30", "Fermé le lundi") under its prose: kept. */
static void test_trailing_hours(void)
{
	const char *t = ex("<html lang=fr><body><nav><a href=/>Accueil</a> <a href=/p>Nos pains"
	                   "</a></nav><main><h1>Notre histoire</h1><p>" PARA "</p><p>" PARA "</p><h2>"
	                   "Horaires</h2><p>Du mardi au samedi : 7 h \xE2\x80\x93 19 h 30</p><p>"
	                   "Dimanche : 7 h \xE2\x80\x93 13 h</p><p>Ferm\xC3\xA9 le lundi</p><a href=/c>"
	                   "Nous contacter</a></main><footer><p>Le Fournil, 14 rue Saint-Laud, Angers"
	                   "</p></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Horaires") != NULL);
	CHECK(strstr(t, "Dimanche : 7 h") != NULL);
	CHECK(strstr(t, "Ferm\xC3\xA9 le lundi") != NULL);
	CHECK(strstr(t, "Nous contacter") == NULL);
}

/* A page's main box that a menu of links opens, then the article with its
 * header box (date, headline) and its lead in a teaser box: that header is
 * the page's, no box's own head inside the body, and the lead stays. */
static void test_header_after_menu(void)
{
#define BODENSEE "<p>Kunststoffpartikel, die auf den Grund des Bodensees sinken, bleiben " \
	"dort deutlich l\xC3\xA4nger erhalten als bisher angenommen. Das zeigt eine Studie des " \
	"Limnologischen Instituts, die jetzt in einer Fachzeitschrift erschienen ist.</p>"
	const char *t = ex("<html lang=de><body><header class=site-header><a href=/>Uni</a>"
	                   "</header><div id=content class=\"container main-content\"><aside><nav>"
	                   "<ul><li><a href=/a>Aktuelle Meldungen</a></li><li><a href=/p>"
	                   "Pressemitteilungen</a></li><li><a href=/m>Medienservice</a></li></ul>"
	                   "</nav></aside><main><div class=\"news news-single\"><div class=article "
	                   "itemscope itemtype=\"http://schema.org/Article\"><div class=header><span>"
	                   "14.05.2024</span> <span>Pressemitteilung Nr. 48/2024</span><h1>Bakterien "
	                   "bauen Mikroplastik langsamer ab</h1></div><div class=teaser-text "
	                   "itemprop=description><p>Konstanzer Limnologinnen und Limnologen zeigen, "
	                   "dass der mikrobielle Abbau von Kunststoffpartikeln im Seesediment "
	                   "Jahrzehnte dauern kann.</p></div><div class=news-img-wrap><figure><img "
	                   "src=a.jpg><figcaption class=news-img-caption>Sedimentkerne aus dem See "
	                   "werden im Labor aufgeschnitten. <span class=copyright>Bild: Universit"
	                   "\xC3\xA4t</span></figcaption></figure></div><div class=news-text-wrap "
	                   "itemprop=articleBody>" BODENSEE BODENSEE BODENSEE "</div><div "
	                   "class=news-contact><h3>Kontakt:</h3><p>Universit\xC3\xA4t Konstanz<br>"
	                   "Kommunikation und Marketing<br>Telefon: +49 7531 88-3603</p></div></div>"
	                   "</div></main></div></body></html>", NULL, NULL);
#undef BODENSEE
	CHECK(strstr(t, "Jahrzehnte dauern kann") != NULL);
	CHECK(strstr(t, "Pressemitteilung Nr.") == NULL);
	CHECK(strstr(t, "Telefon:") == NULL);
}

/* a site builder's heading, numbered "header" by its id alone (Jimdo's
 * "cc-m-header-NNN"), is a heading of the text, not the page's header;
 * "<h2 id=header>" round a logo stays the page's header */
static void test_numbered_header_id(void)
{
#define PRAXIS "<div class=\"j-module n j-text\"><p>Seit 2009 behandeln wir in unserer " \
	"hellen Praxis im Herzen von Linz Patientinnen und Patienten aller Altersgruppen, " \
	"auf rund 240 m\xC2\xB2 mit f\xC3\xBCnf Behandlungsr\xC3\xA4umen.</p></div>"
	const char *t = ex("<html lang=de><body><h2 id=header><a href=/>Physio Linz</a></h2>"
	                   "<div id=content_area data-container=content><div id=cc-m-1 class=\""
	                   "j-module n j-header\"><h1 id=cc-m-header-1>Unsere Praxis</h1></div>"
	                   PRAXIS "<div id=cc-m-2 class=\"j-module n j-header\"><h2 id=cc-m-"
	                   "header-2>Ausstattung</h2></div><div class=\"j-module n j-text\"><ul>"
	                   "<li>Elektrotherapie und Ultraschall</li><li>Medizinische "
	                   "Trainingstherapie an Ger\xC3\xA4ten</li><li>Schlingentisch und "
	                   "Bobath-Liege</li></ul></div>" PRAXIS PRAXIS "</div></body></html>",
	                   NULL, NULL);
#undef PRAXIS
	CHECK(strstr(t, "Ausstattung\n") != NULL);
	CHECK(strstr(t, "Physio Linz") == NULL);
}

/* a box named "meta" round three headings or more, each over its prose,
 * is a section of a one-page site (OnePress's "section-meta"), no byline */
static void test_meta_section(void)
{
	const char *t = ex("<html lang=de><body><header><nav><a href=#a>Start</a> <a href=#f>"
	                   "Klassen</a></nav></header><main><section id=about class=section-about>"
	                   "<h2>\xC3\x9C" "ber uns</h2><p>Seit 2012 bringen wir Fahranf\xC3\xA4ngerinnen "
	                   "und Fahranf\xC3\xA4ngern in K\xC3\xB6ln das sichere Autofahren bei, mit "
	                   "modernen Fahrschulwagen und Theorie an vier Abenden pro Woche.</p>"
	                   "</section><section id=features class=\"section-features section-meta\">"
	                   "<div class=row><div class=feature-item><h4>Klasse B</h4><p>Der klassische "
	                   "Autof\xC3\xBChrerschein, auch als begleitetes Fahren ab 17.</p></div>"
	                   "<div class=feature-item><h4>Klasse A2</h4><p>Motorr\xC3\xA4" "der bis 35 kW, "
	                   "ab 18 Jahren.</p></div><div class=feature-item><h4>Klasse BE</h4><p>"
	                   "F\xC3\xBCr Anh\xC3\xA4nger \xC3\xBC" "ber 750 kg, zum Beispiel Wohnwagen.</p>"
	                   "</div></div></section></main><footer><p>Copyright 2024</p></footer>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Klasse A2") != NULL);
	CHECK(strstr(t, "zum Beispiel Wohnwagen") != NULL);
}

/* a heading that closes the container over no text heads nothing: a
 * company's "Unsere Partner" over its partners' logos */
static void test_trailing_logo_head(void)
{
#define ELEKTRO "<p>Die Elektro Schwarz GmbH ist ein familiengef\xC3\xBChrter Meisterbetrieb " \
	"mit Sitz in Freiburg. Seit 1987 planen und installieren wir Elektroanlagen in " \
	"Wohnh\xC3\xA4usern, B\xC3\xBCros und Gewerbebetrieben.</p>"
	const char *t = ex("<html lang=de><body><header><nav><a href=/>Start</a> <a href=/l>"
	                   "Leistungen</a></nav></header><div id=main-content><article><div "
	                   "class=entry-content><div class=et_pb_section><div class=et_pb_text>"
	                   "<h1>Ihr Elektriker in Freiburg</h1>" ELEKTRO ELEKTRO "<h2>Photovoltaik"
	                   "</h2>" ELEKTRO "</div></div><div class=et_pb_section><div class="
	                   "et_pb_text><h3>Unsere Partner</h3></div><div class=et_pb_gallery><img "
	                   "src=a.png alt=Hager><img src=b.png alt=SMA></div></div></div></article>"
	                   "</div><footer><p>\xC2\xA9 2024 Elektro Schwarz</p></footer></body></html>",
	                   NULL, NULL);
#undef ELEKTRO
	CHECK(strstr(t, "Photovoltaik") != NULL);
	CHECK(strstr(t, "Unsere Partner") == NULL);
}

/* a slider of a heading or two and their slogans is a company's hero,
 * no text of its page ("et_pb_slider": "Strom. Licht. Sicherheit.") */
static void test_hero_slider(void)
{
#define ELEKTRO "<p>Die Elektro Schwarz GmbH ist ein familiengef\xC3\xBChrter Meisterbetrieb " \
	"mit Sitz in Freiburg. Seit 1987 planen und installieren wir Elektroanlagen in " \
	"Wohnh\xC3\xA4usern, B\xC3\xBCros und Gewerbebetrieben.</p>"
	const char *t = ex("<html lang=de><body><header><nav><a href=/>Start</a> <a href=/l>"
	                   "Leistungen</a></nav></header><div id=main-content><article><div "
	                   "class=entry-content><div class=\"et_pb_module et_pb_slider\"><div class="
	                   "et_pb_slides><div class=et_pb_slide><h2 class=et_pb_slide_title>Strom. "
	                   "Licht. Sicherheit.</h2><div class=et_pb_slide_content><p>Ihr "
	                   "Elektromeister in Freiburg und Umgebung</p></div><a class=et_pb_button "
	                   "href=/kontakt>Angebot anfordern</a></div></div></div><div class="
	                   "et_pb_text><h2>Ihr Elektriker in Freiburg</h2>" ELEKTRO ELEKTRO
	                   "<h2>Photovoltaik</h2>" ELEKTRO "</div></div></article></div><footer>"
	                   "<p>\xC2\xA9 2024 Elektro Schwarz</p></footer></body></html>", NULL, NULL);
#undef ELEKTRO
	CHECK(strstr(t, "Photovoltaik") != NULL);
	CHECK(strstr(t, "Strom. Licht") == NULL);
	CHECK(strstr(t, "Elektromeister in Freiburg und") == NULL);
}

/* a box named a call to action ("cta") under the page's text is a band
 * of the site's, no text of the page */
static void test_cta_box(void)
{
#define FESSLER "<p>Die Schreinerei Fe\xC3\x9Fler wurde 1962 in Konstanz gegr\xC3\xBCndet. " \
	"Aus der kleinen Werkstatt ist ein Betrieb mit heute elf Mitarbeitern geworden, " \
	"der M\xC3\xB6" "bel nach Ma\xC3\x9F, K\xC3\xBC" "chen und Treppen baut.</p>"
	const char *t = ex("<html lang=de><body><header><nav><a href=/>Start</a> <a href=/m>"
	                   "M\xC3\xB6" "bel</a></nav></header><main id=main><div class=mod_article>"
	                   "<div class=\"ce_text block\"><h2>Handwerk</h2>" FESSLER FESSLER "</div>"
	                   "<div class=\"ce_text cta block\"><p><strong>Sie planen ein neues "
	                   "M\xC3\xB6" "belst\xC3\xBC" "ck?</strong> Wir beraten Sie gerne in unserer "
	                   "Ausstellung.</p></div></div></main><footer><p>Impressum</p></footer>"
	                   "</body></html>", NULL, NULL);
#undef FESSLER
	CHECK(strstr(t, "elf Mitarbeitern") != NULL);
	CHECK(strstr(t, "Wir beraten Sie gerne") == NULL);
}

/* A Q&A page's controls between the question and its answers: the sort
 * control's label and the count of views are the page's, no answer's. */
static void test_list_control(void)
{
	const char *t = ex("<html lang=de><body><header><a href=/>Frageportal</a></header><main>"
	                   "<section class=question><h1>Laptop von der Steuer absetzen?</h1><div "
	                   "class=question-body><p>Ich habe mir im Oktober einen Laptop f\xC3\xBCr "
	                   "das Studium gekauft und nutze ihn fast nur f\xC3\xBCr die Uni. Kann ich "
	                   "ihn in meiner Steuererkl\xC3\xA4rung angeben, obwohl ich kaum Einkommen "
	                   "habe?</p></div><div class=question-actions><span>1.284 Aufrufe</span>"
	                   "</div></section><section class=answers><div class=answers-sort><span>"
	                   "Sortiert nach:</span><button>Hilfreichste</button><button>Neueste"
	                   "</button></div><div class=answer><p>Ja, Arbeitsmittel bis 952 Euro "
	                   "darfst du im Jahr der Anschaffung komplett als Werbungskosten abziehen, "
	                   "wenn du sie fast nur beruflich nutzt.</p></div><div class=answer><p>Seit "
	                   "2021 gilt f\xC3\xBCr Computer zudem eine Nutzungsdauer von einem Jahr, "
	                   "daher geht auch ein teureres Ger\xC3\xA4t komplett im Kaufjahr.</p></div>"
	                   "</section></main><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Werbungskosten") != NULL);
	CHECK(strstr(t, "Nutzungsdauer") != NULL);
	CHECK(strstr(t, "Sortiert nach") == NULL);
	CHECK(strstr(t, "Aufrufe") == NULL);
}

/* A threaded board's comments: the sort label alone with its colon
 * ("Sortieren:", "Trier :") and each comment's line with its fold toggle,
 * author and points ("[\xE2\x80\x93]velofan 41 points 4 days ago") are
 * the page's furniture; the comments' text stays. */
static void test_fold_tagline(void)
{
#define POST(u, p, t) "<div class=post><p class=tagline>[\xE2\x80\x93]<a href=\"/u/" u "\">" \
	u "</a> " p " points 4 days ago</p><p>" t "</p></div>"
	const char *t = ex("<body><div class=nav><a href=\"/\">Home</a> | <a href=\"/f\">Forums"
	                   "</a></div><div id=posts>"
	                   POST("kim", "41", "I have been trying to get the new driver working "
	                        "on my laptop, and every time I reboot the screen goes black "
	                        "after the logo. Has anyone seen this before?")
	                   "<div class=sort><span>Sortieren:</span> <button>Top</button> "
	                   "<button>Neu</button></div>"
	                   POST("lee", "17", "Same here. What fixed it for me was booting into "
	                        "safe mode and removing the old package completely.")
	                   POST("kim", "9", "Thanks, that worked. I also had to turn off the "
	                        "fast startup option in the power settings.")
	                   "</div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "What fixed it for me") != NULL);
	CHECK(strstr(t, "fast startup option") != NULL);
	CHECK(strstr(t, "Sortieren") == NULL);
	CHECK(strstr(t, "points") == NULL);
}

/* An Italian vBulletin thread's author cells, "Registrato dal: Mar 2019"
 * over "Messaggi: 212": the box's labels, not the post's text. */
static void test_author_labels_it(void)
{
	const char *t = ex("<body><table><tr><td><a href=\"/u/gianni\">Gianni_Bo</a><div>"
	                   "Registrato dal: Mar 2019</div><div>Messaggi: 212</div></td><td>Da "
	                   "una settimana la mia caldaia va in blocco ogni mattina verso le sei, "
	                   "con un codice di errore sul display. La resetto e riparte fino al "
	                   "giorno dopo.</td></tr><tr><td><a href=\"/u/termo\">termotecnico</a>"
	                   "<div>Iscritto dal: Gen 2011</div><div>Messaggi: 9.410</div></td><td>"
	                   "Controlla lo scarico della condensa all'esterno: con le prime gelate "
	                   "il tubo si ghiaccia e la caldaia non riesce a scaricare, quindi va in "
	                   "blocco.</td></tr></table></body>", NULL, NULL);
	CHECK(strstr(t, "ogni mattina verso le sei") != NULL);
	CHECK(strstr(t, "prime gelate") != NULL);
	CHECK(strstr(t, "Registrato") == NULL);
	CHECK(strstr(t, "Iscritto") == NULL);
	CHECK(strstr(t, "Messaggi") == NULL);
}

/* A vBulletin thread whose author cells hold a name and a rank alone,
 * "Gianni_Bo" over "Utente", between each post's header ("02-12-2025,
 * 19:40 #1") and its text: the header and the cell go, the posts stay. */
static void test_post_head_cell(void)
{
#define POST(d, n, u, r, t) "<table><tr><td class=thead>" d "</td><td class=thead>#<a " \
	"href=\"showpost.php?p=" n "\">" n "</a></td></tr><tr><td class=alt2><a href=\"" \
	"member.php?u=" u "\">" u "</a><div>" r "</div></td><td class=alt1><div>" t \
	"</div></td></tr></table>"
	const char *t = ex("<body><div id=posts>"
	                   POST("02-12-2025, 19:40", "1", "Gianni_Bo", "Utente", "Da una "
	                        "settimana la mia caldaia va in blocco ogni mattina verso le "
	                        "sei, con un codice di errore sul display. La resetto e "
	                        "riparte fino al giorno dopo.")
	                   POST("02-12-2025, 20:15", "2", "termotecnico", "Moderatore",
	                        "Controlla lo scarico della condensa all'esterno: con le "
	                        "prime gelate il tubo si ghiaccia e la caldaia non riesce "
	                        "a scaricare.")
	                   POST("03-12-2025, 07:02", "3", "Gianni_Bo", "Utente", "Avevi "
	                        "ragione, il tubo esce sul balcone a nord ed era pieno di "
	                        "ghiaccio. Il tecnico ha isolato lo scarico.")
	                   "</div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "ogni mattina") != NULL);
	CHECK(strstr(t, "prime gelate") != NULL);
	CHECK(strstr(t, "balcone a nord") != NULL);
	CHECK(strstr(t, "Utente") == NULL);
	CHECK(strstr(t, "Moderatore") == NULL);
	CHECK(strstr(t, "19:40") == NULL);
}

/* A classified ad's own header box in <main> ("Listing-header": its h1,
 * its price, its stats) is the item's, not the site's: the title and the
 * price are kept; an article's header (a byline in it) keeps its h1 out. */
static void test_item_header(void)
{
	const char *t = ex("<html lang=nl><head><title>Eiken eettafel 200 cm | Banken | Plein"
	                   "</title></head><body><header class=hz-Header><a href=/>Plein</a>"
	                   "<nav><a href=/plaats>Plaats advertentie</a><a href=/mijn>Mijn Plein"
	                   "</a></nav></header><main class=Listing-root><section "
	                   "class=Listing-header><h1 class=Listing-title>Eiken eettafel 200 cm"
	                   "</h1><div class=Listing-price><span>\xE2\x82\xAC 275,00</span></div>"
	                   "<div class=Stats-root><span>Sinds 3 nov.</span> <span>92x bekeken"
	                   "</span></div></section><section class=Description-root><h2>"
	                   "Beschrijving</h2><div class=Description-description>Massief eiken "
	                   "eettafel van 200 bij 95 centimeter, geolied en in goede staat. Er "
	                   "zitten een paar kleine krasjes in het blad, zie de foto's.<br><br>"
	                   "Ophalen in Utrecht-Oost, de poten kunnen eraf voor het vervoer. "
	                   "Bieden vanaf 250 euro, geen ruil.</div></section></main><footer>"
	                   "<a href=/over>Over ons</a> <a href=/privacy>Privacy</a></footer>"
	                   "</body></html>", NULL, NULL);
	CHECK(strncmp(t, "Eiken eettafel 200 cm\n\xE2\x82\xAC 275,00\n", 27) == 0);
	CHECK(strstr(t, "Massief eiken") != NULL);
	CHECK(strstr(t, "Mijn Plein") == NULL);
	t = ex("<html lang=de><head><title>Neue Buslinie | Stadt</title></head><body>"
	       "<header class=site-header><a href=/>Stadt</a></header><main><div "
	       "class=news-header><h1>Neue Buslinie zum Klinikum</h1><div class=byline>Von "
	       "Anna Berg</div><div class=news-date>12.03.2025</div><div>Lesezeit 2 Min.</div>"
	       "</div><div class=news-text><p>Ab dem 1. April f\xC3\xA4hrt die neue Linie 12 "
	       "alle zehn Minuten von der Weststadt zum Klinikum und zur Hochschule.</p><p>Die "
	       "Stadtwerke setzen daf\xC3\xBCr vier neue Elektrobusse ein, die am Betriebshof "
	       "geladen werden.</p></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Neue Buslinie zum Klinikum") == NULL);
	CHECK(strstr(t, "Ab dem 1. April") != NULL);
}

/* A listing's h1 in its title box right over its price ("<div class=
 * vip-title><h1>...</h1><div class=price-block>"): the item's name and
 * price are kept; a shop's product, its cart form right below, keeps its
 * price out as the shops' golds do. */
static void test_item_price(void)
{
#define ITEM(form) "<html lang=de><head><title>Gazelle Damenrad 28 Zoll | Markt</title>" \
	"</head><body><header><a href=/>Markt</a><nav><a href=/s>Suchen</a><a href=/v>" \
	"Verkaufen</a></nav></header><div class=vip-main><div class=gallery><img src=a.jpg " \
	"alt=Rad></div><div class=vip-title><h1>Gazelle Damenrad 28 Zoll, 7-Gang</h1><div " \
	"class=price-block><span>180 \xE2\x82\xAC</span> <span>VB</span></div></div>" form \
	"<div class=description><h2>Beschreibung</h2><p>Gut erhaltenes Damenrad mit " \
	"Nabenschaltung, Nabendynamo und Gep\xC3\xA4" "cktr\xC3\xA4ger. Die Reifen sind neu, " \
	"die Kette wurde im Fr\xC3\xBChjahr gewechselt.</p><p>Abholung in Kassel-West, kein " \
	"Versand. Probefahrt nach Absprache gerne m\xC3\xB6glich.</p></div></div><footer>" \
	"<a href=/i>Impressum</a></footer></body></html>"
	const char *t = ex(ITEM(""), NULL, NULL);
	CHECK(strncmp(t, "Gazelle Damenrad 28 Zoll, 7-Gang\n180 \xE2\x82\xAC VB\n", 40) == 0);
	CHECK(strstr(t, "Nabendynamo") != NULL);
	t = ex(ITEM("<form class=cart action=/warenkorb><input type=number name=qty><button>"
	            "In den Warenkorb</button></form>"), NULL, NULL);
#undef ITEM
	CHECK(strstr(t, "180 \xE2\x82\xAC") == NULL);
	CHECK(strstr(t, "Nabendynamo") != NULL);
}

/* A listing's key facts in rows of a label and a value right under its
 * kept title and price: all of them stay, not the one row the weights
 * keep ("Kilometerstand 38.200 km" of four). */
static void test_item_facts(void)
{
#define KF(l, v) "<div class=key-feature><span class=key-feature__label>" l "</span> " \
	"<span class=key-feature__value>" v "</span></div>"
	const char *t = ex("<html lang=de><head><title>Opel Astra K 1.2 Turbo | AutoMarkt</title>"
	                   "</head><body><header><a href=/>AutoMarkt</a><nav><a href=/s>Suchen"
	                   "</a><a href=/v>Verkaufen</a></nav></header><div class=vip-main><div "
	                   "class=vip-title><h1>Opel Astra K 1.2 Turbo Elegance, Navi, LED</h1>"
	                   "<div class=price-block><span>15.990 \xE2\x82\xAC</span> <span>(Brutto)"
	                   "</span></div></div><div class=key-features>"
	                   KF("Kilometerstand", "41.500 km") KF("Erstzulassung", "09/2021")
	                   KF("Leistung", "96 kW (130 PS)") KF("Kraftstoff", "Benzin")
	                   "</div><div class=description><h2>Fahrzeugbeschreibung</h2><p>Gepflegter "
	                   "Astra aus zweiter Hand, scheckheftgepflegt, Nichtraucherfahrzeug. Neue "
	                   "Bremsen vorne und hinten, T\xC3\x9C" "V neu bei Auslieferung.</p><p>"
	                   "Inzahlungnahme m\xC3\xB6glich, Finanzierung \xC3\xBC" "ber unsere "
	                   "Partnerbank auf Anfrage.</p></div></div><footer><a href=/i>Impressum</a>"
	                   "</footer></body></html>", NULL, NULL);
#undef KF
	CHECK(strstr(t, "Kilometerstand 41.500 km\nErstzulassung 09/2021\nLeistung 96 kW (130 PS)\n"
	                "Kraftstoff Benzin\n") != NULL);
	CHECK(strstr(t, "Gepflegter Astra") != NULL);
}

/* Elementor's flip boxes, each a title (named a title), a line of text
 * and a "Mehr erfahren" button: the dropped button is passed over, and
 * each card's title after the one before keeps its place. */
static void test_card_after_button(void)
{
#define FB(h, t) "<div class=elementor-widget-flip-box><div class=elementor-widget-container>" \
	"<div class=elementor-flip-box><div class=\"elementor-flip-box__layer " \
	"elementor-flip-box__front\"><h3 class=elementor-flip-box__layer__title>" h "</h3></div>" \
	"<div class=\"elementor-flip-box__layer elementor-flip-box__back\"><div class=" \
	"elementor-flip-box__layer__description>" t "</div><a class=\"elementor-flip-box__button " \
	"elementor-button\" href=/x>Mehr erfahren</a></div></div></div></div>"
	const char *t = ex("<html lang=de><head><title>Heizungen - Haustechnik Berger</title></head>"
	                   "<body><header class=site-header><a href=/>Haustechnik Berger</a><nav>"
	                   "<a href=/h>Heizung</a><a href=/s>Sanit\xC3\xA4r</a></nav></header><main>"
	                   "<h1 class=elementor-heading-title>Heizungen</h1><h2 class="
	                   "elementor-heading-title>Die passende Heizung f\xC3\xBCr Ihr Haus</h2><p>"
	                   "Ob Neubau oder Sanierung: Wir planen Ihre Heizung so, dass sie zu Ihrem "
	                   "Haus, Ihrem Verbrauch und Ihrem Budget passt, und k\xC3\xBCmmern uns um "
	                   "die F\xC3\xB6rderantr\xC3\xA4ge beim Bund.</p>"
	                   FB("W\xC3\xA4rmepumpe", "Heizt mit der W\xC3\xA4rme aus Luft oder "
	                      "Erdreich und spart bis zu 60 Prozent Heizkosten.")
	                   FB("Pelletheizung", "Heizt klimaneutral mit Holzpellets aus der "
	                      "Region, auch im Altbau.")
	                   FB("Gas-Hybrid", "Verbindet Gasbrennwert und W\xC3\xA4rmepumpe f\xC3\xBCr "
	                      "kalte Wintertage.")
	                   "</main><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
#undef FB
	CHECK(strstr(t, "Pelletheizung\nHeizt klimaneutral") != NULL);
	CHECK(strstr(t, "Gas-Hybrid\nVerbindet") != NULL);
	CHECK(strstr(t, "Mehr erfahren") == NULL);
}

/* A house's own header box above its description ("object-header": its
 * h1, its place, its price, its rooms), the description the container:
 * the h1 goes first with the price line. */
static void test_item_header_above(void)
{
	const char *t = ex("<html lang=nl><head><title>Te koop: Vondellaan 14 | HuisVinder</title>"
	                   "</head><body><header class=site-header><a href=/>HuisVinder</a><nav>"
	                   "<a href=/koop>Koop</a><a href=/huur>Huur</a></nav></header><main>"
	                   "<section class=object-header><h1 class=object-header__title>Vondellaan "
	                   "14</h1><div class=object-header__postcode>3521 GH Utrecht</div><div "
	                   "class=object-header__price>\xE2\x82\xAC 549.000 k.k.</div><ul><li>96 "
	                   "m\xC2\xB2 wonen</li><li>4 kamers</li></ul></section><section class="
	                   "object-description><h2>Omschrijving</h2><p>Op een van de mooiste lanen "
	                   "van Lombok staat deze karakteristieke jaren-dertigwoning met diepe "
	                   "achtertuin op het zuidwesten.</p><p>De begane grond heeft een ruime "
	                   "woonkamer en suite met houten vloer en een open keuken met toegang tot "
	                   "de tuin.</p><p>De zolder is via een vaste trap bereikbaar en biedt "
	                   "ruimte voor een vierde slaapkamer of werkplek.</p></section></main>"
	                   "<footer><a href=/privacy>Privacy</a></footer></body></html>", NULL, NULL);
	CHECK(strncmp(t, "Vondellaan 14\n3521 GH Utrecht\n\xE2\x82\xAC 549.000 k.k.\n96 m\xC2\xB2 "
	              "wonen\n4 kamers\nOmschrijving\n", 71) == 0);
	CHECK(strstr(t, "Op een van de mooiste") != NULL);
}

/* An item's own header with a picture's credit in a box named a copyright
 * above its h1 (a member of parliament's profile: "<p class=
 * mdb-header__copyright>Foto: Landtag ..."): the credit is no byline
 * under the headline, so the box is the item's header and its party and
 * constituency lines stay (item_header). */
static void test_item_header_credit(void)
{
	const char *t = ex(
	                   "<html><head><title>Dr. Miriam Seidlitz \xE2\x80\x93 Landtag von Bade"
	                   "n-W\xC3\xBCrttemberg</title></head><body><nav><a href=/>Start</a> <a"
	                   " href=/p>Parlament</a></nav><main id=content class=page-content><div"
	                   " class=mdb-profile><div class=mdb-header><div class=mdb-header__imag"
	                   "e><img src=p.jpg alt=Portr\xC3\xA4t Dr. Miriam Seidlitz><p class=mdb"
	                   "-header__copyright>Foto: Landtag Baden-W\xC3\xBCrttemberg / Achim Me"
	                   "nde</p></div><div class=mdb-header__text><h1 class=mdb-name>Dr. Miri"
	                   "am Seidlitz</h1><p class=mdb-party>B\xC3\x9CNDNIS 90/DIE GR\xC3\x9CN"
	                   "EN</p><p class=mdb-constituency>Wahlkreis 04 Stuttgart IV</p></div><"
	                   "/div><div class=mdb-tabs role=tablist><button role=tab aria-selected"
	                   "=true>Biografie</button><button role=tab>Aussch\xC3\xBCsse</button><"
	                   "button role=tab>Reden</button><button role=tab>Kontakt</button></div"
	                   "><section class=mdb-bio id=biografie><h2>Biografie</h2><p>Geboren am"
	                   " 3. M\xC3\xA4rz 1981 in Heilbronn; verheiratet, zwei Kinder.</p><p>N"
	                   "ach dem Abitur am Theodor-Heuss-Gymnasium Heilbronn Studium der Umwe"
	                   "ltwissenschaften an der Universit\xC3\xA4t Hohenheim und der ETH Z"
	                   "\xC3\xBCrich. 2012 Promotion zur Grundwasserneubildung in urbanen R"
	                   "\xC3\xA4umen. Von 2012 bis 2021 wissenschaftliche Mitarbeiterin am I"
	                   "nstitut f\xC3\xBCr Wasser- und Umweltsystemmodellierung der Universi"
	                   "t\xC3\xA4t Stuttgart, zuletzt als Leiterin der Arbeitsgruppe Stadthy"
	                   "drologie.</p><p>Seit 2007 Mitglied von B\xC3\x9CNDNIS 90/DIE GR\xC3"
	                   "\x9CNEN. 2014 bis 2021 Mitglied des Gemeinderats der Landeshauptstad"
	                   "t Stuttgart, dort Sprecherin f\xC3\xBCr Umwelt und Stadtklima. Seit "
	                   "2021 Mitglied des Landtags von Baden-W\xC3\xBCrttemberg.</p><p>Ehren"
	                   "amtlich engagiert im Vorstand des BUND-Kreisverbands Stuttgart und a"
	                   "ls \xC3\x9C" "bungsleiterin im Schwimmverein Stuttgart-Vaihingen.</p"
	                   "></section></div><aside class=mdb-more><h2>Weitere Abgeordnete der F"
	                   "raktion</h2><ul class=mdb-grid><li><a href=/abgeordnete/w\xC3\xB6rne"
	                   "r><img src=i.jpg alt=><span>Tobias W\xC3\xB6rner</span><span class=w"
	                   "k>Wahlkreis 07 Esslingen</span></a></li><li><a href=/abgeordnete/kie"
	                   "nzle><img src=i.jpg alt=><span>Sandra Kienzle</span><span class=wk>W"
	                   "ahlkreis 37 Wiesloch</span></a></li><li><a href=/abgeordnete/oetting"
	                   "er><img src=i.jpg alt=><span>Fabian Oettinger</span><span class=wk>W"
	                   "ahlkreis 58 T\xC3\xBC" "bingen</span></a></li><li><a href=/abgeordne"
	                   "te/demir><img src=i.jpg alt=><span>Ayse Demir</span><span class=wk>W"
	                   "ahlkreis 35 Mannheim I</span></a></li><li><a href=/abgeordnete/halle"
	                   "r><img src=i.jpg alt=><span>J\xC3\xBCrgen Haller</span><span class=w"
	                   "k>Wahlkreis 48 Offenburg</span></a></li><li><a href=/abgeordnete/bac"
	                   "hmann><img src=i.jpg alt=><span>Lena Bachmann</span><span class=wk>W"
	                   "ahlkreis 46 Freiburg II</span></a></li></ul></aside></main></body></"
	                   "html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Wahlkreis 04 Stuttgart IV") != NULL);
	CHECK(strstr(t, "Foto: Landtag") == NULL);
}

/* The same with no <main>, the header box below the site's menu: its
 * price makes it the item's; a hotel's over its guests' reviews gives
 * its name alone, not its place and stars. */
static void test_item_header_nomain(void)
{
#define PAGE(box, h1, facts, body) "<html lang=de><head><title>Angebot | Portal</title>" \
	"</head><body><header class=site-header><a href=/>Portal</a><nav><a href=/kaufen>Kaufen" \
	"</a><a href=/mieten>Mieten</a><a href=/anmelden>Anmelden</a></nav></header><div " \
	"class=page><div class=" box "-header><h1 class=" box "-header__title>" h1 "</h1>" \
	facts "</div>" body "</div><footer><a href=/i>Impressum</a></footer></body></html>"
	const char *t = ex(PAGE("object", "Lindenstra\xC3\x9F" "e 8", "<div class=object-header__place>"
	                        "04155 Leipzig</div><div class=object-header__price>845 \xE2\x82\xAC"
	                        "</div><ul class=facts><li>78 m\xC2\xB2</li><li>3 Zimmer</li></ul>",
	                        "<section class=description><h2>Beschreibung</h2><p>Die sanierte "
	                        "Altbauwohnung liegt im zweiten Stock eines ruhigen Hauses mit "
	                        "gepflegtem Hof.</p><p>Die K\xC3\xBC" "che ist neu, das Bad hat eine "
	                        "Wanne und ein Fenster.</p><p>Frei ab Februar, Haustiere nach "
	                        "Absprache.</p></section>"), NULL, NULL);
	CHECK(strncmp(t, "Lindenstra\xC3\x9F" "e 8\n04155 Leipzig\n845 \xE2\x82\xAC\n78 m\xC2\xB2"
	              "\n3 Zimmer\n", 46) == 0);
	t = ex(PAGE("hotel", "Hotel Seeblick", "<div class=hotel-header__place>Zell am See</div>"
	            "<div class=hotel-header__price>ab 129 \xE2\x82\xAC</div><div class=hotel-header"
	            "__score>5,4 von 6</div>",
	            "<section class=reviews><h2>Bewertungen</h2><div class=review><h3>Traumhaft"
	            "</h3><p>Das Hotel liegt direkt am See mit Blick auf die Berge, das "
	            "Fr\xC3\xBChst\xC3\xBC" "ck war hervorragend.</p></div><div class=review><h3>"
	            "Gerne wieder</h3><p>Zum dritten Mal hier und wieder herzlich empfangen "
	            "worden, die Wanderungen sind zu empfehlen.</p></div></section>"), NULL, NULL);
#undef PAGE
	CHECK(strncmp(t, "Hotel Seeblick\n", 15) == 0);
	CHECK(strstr(t, "Zell am See") == NULL);
	CHECK(strstr(t, "Das Hotel liegt") != NULL);
}

/* A classified ad's title box over its price ("ad-title-box"), above the
 * box of its description that is the container: the title and the price
 * go first. */
static void test_title_box_above(void)
{
	const char *t = ex("<html lang=fr><head><title>V\xC3\xA9lo Moustache Samedi 27 | Annonces"
	                   "</title></head><body><header class=pa-header><a href=/>Annonces</a><nav>"
	                   "<a href=/deposer>D\xC3\xA9poser une annonce</a><a href=/favoris>Favoris"
	                   "</a></nav></header><div class=ad-view><div class=ad-title-box><h1 "
	                   "class=ad-title>V\xC3\xA9lo \xC3\xA9lectrique Moustache Samedi 27</h1><p "
	                   "class=ad-price>1 450 \xE2\x82\xAC <span>Prix n\xC3\xA9gociable</span></p>"
	                   "<p class=ad-date>Publi\xC3\xA9" "e le 21/11/2026 \xC3\xA0 18:42</p></div>"
	                   "<div class=description><h2>Description</h2><p>Vends mon v\xC3\xA9lo "
	                   "\xC3\xA9lectrique achet\xC3\xA9 en 2022, environ 3 800 km au compteur, "
	                   "batterie 500 Wh qui tient encore tr\xC3\xA8s bien.</p><p>Entretien fait "
	                   "chaque ann\xC3\xA9" "e chez le v\xC3\xA9lociste, cha\xC3\xAEne et "
	                   "plaquettes chang\xC3\xA9" "es en septembre.</p><p>Remise en main propre "
	                   "\xC3\xA0 Lyon 7e uniquement, essai possible.</p></div></div><footer><a "
	                   "href=/cgu>CGU</a></footer></body></html>", NULL, NULL);
	CHECK(strncmp(t, "V\xC3\xA9lo \xC3\xA9lectrique Moustache Samedi 27\n1 450 \xE2\x82\xAC Prix",
	              48) == 0);
	CHECK(strstr(t, "Publi\xC3\xA9") == NULL);
	CHECK(strstr(t, "Entretien fait") != NULL);
}

/* A review's author line over its title and text (the name marked
 * itemprop=author, who and when after it): no text of the review's. */
static void test_review_author(void)
{
#define REV(n, w, h, t) "<div class=review-card itemprop=review itemscope><div class=" \
	"review-card__user><span class=review-card__name itemprop=author>" n "</span><span " \
	"class=review-card__travel>" w "</span></div><h3 class=review-card__title>" h "</h3>" \
	"<div class=review-card__text itemprop=reviewBody><p>" t "</p></div></div>"
	const char *t = ex("<html lang=de><head><title>Gasthof Post: Bewertungen</title></head><body>"
	                   "<header><a href=/>Reiseportal</a><nav><a href=/hotels>Hotels</a></nav>"
	                   "</header><main><section class=reviews>"
	                   REV("Sandra (41-45)", "Paar \xE2\x80\xA2 Verreist im Juli 2024",
	                       "Traumhafte Lage", "Das Hotel liegt direkt am See mit Blick auf die "
	                       "Berge, das Zimmer war gro\xC3\x9F und sauber, das Fr\xC3\xBChst\xC3"
	                       "\xBC" "ck hervorragend.")
	                   REV("Thomas (51-55)", "Familie \xE2\x80\xA2 Verreist im August 2024",
	                       "Sch\xC3\xB6nes Hotel, aber laut", "Wir waren mit zwei Kindern eine "
	                       "Woche hier, leider lag unser Zimmer direkt \xC3\xBC" "ber der "
	                       "Terrasse der Bar.")
	                   "</section></main><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
#undef REV
	CHECK(strstr(t, "Verreist im") == NULL);
	CHECK(strstr(t, "Traumhafte Lage\nDas Hotel liegt") != NULL);
	CHECK(strstr(t, "Terrasse der Bar") != NULL);
}

/* An accordion's first question under its section's heading, after a
 * dropped link: the question over its kept answer heads it, and the
 * heading over the question stays. */
static void test_faq_first_question(void)
{
#define ACC(q, a) "<div class=elementor-accordion-item><div class=elementor-tab-title " \
	"role=button><a class=elementor-accordion-title>" q "</a></div><div class=" \
	"elementor-tab-content><p>" a "</p></div></div>"
	const char *t = ex("<html lang=de><head><title>Druckluft - Weber GmbH</title></head><body>"
	                   "<header class=site-header><a href=/>Weber</a><nav><a href=/p>Produkte"
	                   "</a><a href=/k>Kontakt</a></nav></header><main><h1 class="
	                   "elementor-heading-title>Druckluft</h1><p>Druckluft ist in vielen "
	                   "Betrieben der teuerste Energietr\xC3\xA4ger. Wir messen Ihren Bedarf, "
	                   "bevor wir Ihnen eine Anlage empfehlen, und planen die "
	                   "W\xC3\xA4rmer\xC3\xBC" "ckgewinnung gleich mit.</p><p><a href=/k>Zum "
	                   "Kontaktformular</a></p><h2 class=elementor-heading-title>"
	                   "H\xC3\xA4ufige Fragen</h2><div class=elementor-accordion role=tablist>"
	                   ACC("Wie gro\xC3\x9F muss mein Kompressor sein?", "Das h\xC3\xA4ngt vom "
	                       "Luftverbrauch Ihrer Maschinen ab, wir messen ihn zwei Wochen lang.")
	                   ACC("Bieten Sie Mietkompressoren an?", "Ja, f\xC3\xBCr Baustellen "
	                       "vermieten wir Anlagen von 7 bis 90 kW, auch kurzfristig.")
	                   "</div></main><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
#undef ACC
	CHECK(strstr(t, "H\xC3\xA4ufige Fragen\nWie gro\xC3\x9F muss mein Kompressor sein?\n"
	                "Das h\xC3\xA4ngt") != NULL);
	CHECK(strstr(t, "Zum Kontaktformular") == NULL);
}

/* A thread whose posts are named comments ("Post CommentPost", Flarum's),
 * the question as its h1 over them: the h1 is the thread's first line. */
static void test_thread_title_cm(void)
{
#define POST(u, t) "<li><article class=\"Post CommentPost\"><header class=Post-header><a " \
	"href=/u/" u ">" u "</a> <time>vor 3 Tagen</time></header><div class=Post-body><p>" \
	t "</p></div></article></li>"
	const char *t = ex("<html lang=de><head><title>Tretlager knackt im Wiegetritt - Forum"
	                   "</title></head><body><header class=App-header><a href=/>Forum</a>"
	                   "</header><main class=App-content><header class=DiscussionHero><h1>"
	                   "Tretlager knackt im Wiegetritt</h1></header><ul class=PostStream>"
	                   POST("kathi", "Mein Gravelbike knackt seit zwei Wochen bei jedem Tritt "
	                        "im Wiegetritt, im Sitzen ist alles still. Woran kann das liegen?")
	                   POST("jens", "Pressfit ist da leider der \xC3\xBC" "bliche "
	                        "Verd\xC3\xA4" "chtige, gerade wenn die Lagerschalen nicht "
	                        "perfekt im Rahmen sitzen oder Dreck reingekommen ist.")
	                   POST("vent", "Mit einer Gewindestange, zwei gro\xC3\x9F" "en "
	                        "Unterlegscheiben und passenden N\xC3\xBCssen kannst du die "
	                        "Lager selbst gerade einpressen.")
	                   POST("kathi", "Kurzes Update: Lager raus, alles sauber gemacht, neu "
	                        "eingepresst, und das Knacken ist weg. Die Lagersitze waren voller "
	                        "Staub.")
	                   "</ul></main><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
#undef POST
	CHECK(strncmp(t, "Tretlager knackt im Wiegetritt\nMein Gravelbike", 46) == 0);
	CHECK(strstr(t, "Knacken ist weg") != NULL);
}

/* The same on a Lemmy thread: the comments in a list named "comments",
 * each reply's list inside its parent's "comment": the innermost boxes
 * are the posts, and the question's h1 heads the thread. */
static void test_thread_title_nested(void)
{
#define CM(u, t, in) "<li class=comment><article class=comment-node><div " \
	"class=comment-header><a class=person-listing href=#>" u "</a> <span>vor 5 " \
	"Stunden</span></div><div class=md-div><p>" t "</p></div></article>" in "</li>"
	const char *t = ex("<html lang=de><head><title>Balkonkraftwerk speist nachmittags kaum "
	                   "ein - feddit</title></head><body><nav><a href=/>feddit</a></nav><main "
	                   "class=col-12><div class=post-listing><div class=small><a href=#>solar"
	                   "</a> | <a class=person-listing href=#>sonnenfan</a> | <span>vor 6 "
	                   "Stunden</span></div><h1 class=post-title>Balkonkraftwerk speist "
	                   "nachmittags kaum ein</h1><div class=md-div><p>Ich habe seit April ein "
	                   "Balkonkraftwerk mit zwei Modulen am Balkon. Ab etwa 14 Uhr sinkt die "
	                   "Leistung auf unter 100 Watt, obwohl die Sonne noch voll draufscheint."
	                   "</p><p>Verschattung sehe ich keine. Hat jemand eine Idee, woran das "
	                   "liegen kann?</p></div></div><ul class=comments>"
	                   CM("wattwaechter", "Schau mal, wie warm die Module nachmittags werden. "
	                      "Bei voller Sonne und wenig Luft dahinter verlieren die locker ein "
	                      "Viertel der Leistung.",
	                      "<ul class=comments>"
	                      CM("sonnenfan", "Die Module sind direkt am Geländer montiert, "
	                         "hinten ist also genug Luft. Die App zeigt aber nur noch 18 Volt "
	                         "an einem Eingang.", "") "</ul>")
	                   CM("elektro_jo", "18 Volt an einem Eingang heißt fast immer, dass ein "
	                      "Teil des Moduls verschattet ist und die Bypass-Dioden schalten.", "")
	                   CM("sonnenfan", "Treffer: Die untere Querstrebe vom Geländer wirft ab "
	                      "14 Uhr einen schmalen Schatten auf die unterste Zellreihe. Danke "
	                      "euch!", "")
	                   "</ul></main></body></html>", NULL, NULL);
#undef CM
	CHECK(strncmp(t, "Balkonkraftwerk speist nachmittags kaum ein\nIch habe", 52) == 0);
	CHECK(strstr(t, "Danke euch!") != NULL);
}

/* A review portal's sub-scores under each review in a definition list,
 * "<dt>Zimmer</dt><dd>5,4</dd>": the term goes with its score. */
static void test_score_terms(void)
{
#define REVIEW(t) "<div class=review><h3>" t "</h3><p>Das Hotel liegt direkt am See, das " \
	"Zimmer war gro\xC3\x9F und sauber, und das Fr\xC3\xBChst\xC3\xBC" "ck mit regionalen " \
	"Produkten war hervorragend. Wir kommen gerne wieder.</p><dl class=sub-ratings><dt>" \
	"Zimmer</dt><dd>5,4</dd><dt>Service</dt><dd>5,8</dd><dt>Lage</dt><dd>6,0</dd></dl></div>"
	const char *t = ex("<html lang=de><body><header><a href=/>Reiseportal</a></header><main>"
	                   "<h1>Hotel Seeblick</h1>" REVIEW("Traumhafte Lage") REVIEW("Gerne wieder")
	                   "</main><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
#undef REVIEW
	CHECK(strstr(t, "direkt am See") != NULL);
	CHECK(strstr(t, "\nZimmer") == NULL);
	CHECK(strstr(t, "Service") == NULL);
	CHECK(strstr(t, "\nLage") == NULL);
}

/* A reply that quotes a sentence of an earlier post with no attribution
 * (Flarum's "<blockquote class=uncited>"): the quote is the reply's, no
 * pull quote; its source lies in another post's box. */
static void test_reply_quote(void)
{
#define POST(b) "<li><article class=\"Post CommentPost\"><header class=Post-header><h3>" \
	"<a href=/u/k>kathi</a></h3></header><div class=Post-body>" b "</div></article></li>"
	const char *t = ex("<html lang=de><body><header><a href=/>Forum</a></header><main><h1>"
	                   "Knacken beim Antreten</h1><ul class=PostStream>"
	                   POST("<p>Mein Gravelbike knackt seit ein paar Wochen beim Antreten, vor "
	                        "allem am Berg und im Wiegetritt. Pedale und Sattelst\xC3\xBCtze "
	                        "habe ich schon gefettet.</p>")
	                   POST("<p>Pressfit-Lager sind da der \xC3\xBC" "bliche Verd\xC3\xA4" "chtige."
	                        "</p><p>Ich w\xC3\xBCrde die Lager auspressen, die Sitze im Rahmen "
	                        "reinigen und mit etwas Loctite wieder einpressen. Danach war bei mir "
	                        "Ruhe.</p>")
	                   POST("<blockquote class=uncited><div><p>Ich w\xC3\xBCrde die Lager "
	                        "auspressen, die Sitze im Rahmen reinigen und mit etwas Loctite "
	                        "wieder einpressen.</p></div></blockquote><p>Brauche ich daf\xC3\xBCr "
	                        "Spezialwerkzeug oder geht das mit einer Gewindestange aus dem "
	                        "Baumarkt?</p>")
	                   "</ul></main><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
#undef POST
	CHECK(strstr(t, "Spezialwerkzeug") != NULL);
	CHECK(strstr(t, "wieder einpressen.\nBrauche") != NULL);
}

/* A thread's last post, a short line over its reply and vote buttons
 * (NodeBB's "<li component=post>"): a post as those above it, no band
 * that closes the page with a call to act. */
static void test_last_post_buttons(void)
{
#define POST(u, d, b) "<li component=post class=pt-4><div class=\"d-flex gap-3\"><div " \
	"class=\"post-container d-flex\"><div class=\"post-header d-flex\" itemprop=author " \
	"itemscope><a href=/user/" u ">" u "</a> <span class=text-muted>schrieb am</span> <a " \
	"href=/post/1 class=\"timeago text-muted\">" d "</a></div><div class=content " \
	"component=post/content itemprop=text>" b "</div><div class=post-footer><a href=# " \
	"class=\"btn btn-ghost btn-sm\">Antworten</a><a href=# class=\"btn btn-ghost btn-sm\">" \
	"Zitieren</a></div></div></div></li>"
	const char *t = ex("<html lang=de><body><header><a href=/>Netzwerk-Treff</a></header><main>"
	                   "<h1>VLANs mit OPNsense aufteilen</h1><ul component=topic class=posts>"
	                   POST("hans", "20. Jan. 2025", "<p>Ich m\xC3\xB6" "chte mein Heimnetz in "
	                        "VLANs aufteilen: G\xC3\xA4ste, IoT, Kameras und das normale LAN. "
	                        "Router ist eine OPNsense, dahinter ein managed Switch und zwei "
	                        "Access-Points.</p><p>Wie richte ich das am sinnvollsten ein, damit die "
	                        "IoT-Ger\xC3\xA4te nicht ins LAN kommen, Home Assistant sie aber "
	                        "trotzdem alle erreicht?</p>")
	                   POST("nina", "21. Jan. 2025", "<p>Lege f\xC3\xBCr jedes Netz ein eigenes "
	                        "VLAN mit eigenem Subnetz an und setze in der OPNsense pro Interface "
	                        "Regeln: erst alles blockieren, dann gezielt freigeben. IoT darf nur "
	                        "ins Internet und zum Home-Assistant-Server.</p><p>F\xC3\xBCr mDNS "
	                        "brauchst du das Plugin os-mdns-repeater, sonst findet Home Assistant "
	                        "manche Ger\xC3\xA4te nicht.</p>")
	                   POST("hans", "22. Jan. 2025", "<p>Danke, genau so habe ich es jetzt "
	                        "gemacht. Chromecast und die Shelly-Ger\xC3\xA4te werden auch "
	                        "gefunden.</p>")
	                   "</ul></main><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
#undef POST
	CHECK(strstr(t, "os-mdns-repeater") != NULL);
	CHECK(strstr(t, "genau so habe ich es jetzt gemacht") != NULL);
}

/* A post's salutation of six words ("Bonjour \xC3\xA0 toutes et \xC3\xA0 tous,")
 * over its first paragraph is the post's. */
static void test_long_salutation(void)
{
	const char *t = ex("<html lang=fr><body><header><a href=/>Entraide</a></header><main><h1>"
	                   "Nextcloud tr\xC3\xA8s lent</h1><div class=cooked><p>Bonjour \xC3\xA0 "
	                   "toutes et \xC3\xA0 tous,</p><p>Je viens d'installer Nextcloud sur un "
	                   "Raspberry Pi 5 avec un SSD en USB. Tout fonctionne, mais l'interface "
	                   "est tr\xC3\xA8s lente et chaque clic prend deux ou trois secondes.</p><p>"
	                   "J'utilise Apache avec PHP 8.2 et MariaDB, sans cache pour le moment. "
	                   "Avez-vous des conseils ?</p></div></main><footer><a href=/p>"
	                   "Confidentialit\xC3\xA9</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Bonjour \xC3\xA0 toutes et \xC3\xA0 tous,\nJe viens") != NULL);
}

#define REPLY(who, t) "<div class=comment><div class=meta><a href=/u/" who ">" who "</a> " \
	"<time>vor 3 Std.</time></div><div class=md><p>" t "</p></div><div class=actions>" \
	"<button>Antworten</button></div></div>"
#define OP_THREAD(tail) "<html lang=de><body><header><a href=/>Forum</a> <a href=/s>" \
	"Suche</a></header><main><h1>Telefonate brechen nach 30 Sekunden ab</h1><div " \
	"class=post><p>Seit dem Wechsel zum neuen Glasfaseranbieter bricht jedes Telefonat " \
	"vom Tischtelefon nach etwa 30 Sekunden ab. Die Verbindung steht, aber keiner h" \
	"\xC3\xB6rt mehr etwas.</p><p>Router vom Anbieter, Yealink am LAN. Hat jemand eine " \
	"Idee, bevor ich die Hotline anrufe?</p></div><div class=comments>" \
	REPLY("paket", "Pr\xC3\xBC" "fe, ob im Router SIP ALG aktiv ist. Das st\xC3\xB6rt " \
	      "VoIP bei vielen Anschl\xC3\xBCssen und passt genau zu deinen Symptomen.") \
	REPLY("op", "War tats\xC3\xA4" "chlich an. Ausgeschaltet und neu gestartet, ich melde " \
	      "mich nach ein paar Anrufen wieder.") \
	REPLY("netz", "Falls es das nicht ist, schneide am Telefonport mit und schau, ob die " \
	      "RTP-Pakete in eine Richtung ausbleiben. Das ist fast immer NAT.") \
	REPLY("op", "Nachtrag: SIP ALG aus hat es gel\xC3\xB6st, drei Gespr\xC3\xA4" "che " \
	      "\xC3\xBC" "ber zwanzig Minuten ohne Abbruch. Danke euch allen!") \
	"</div>" tail "</main><footer><a href=/i>Impressum</a></footer></body></html>"

static void test_question_replies(void)
{
	/* a question of two short paragraphs, its replies in boxes named
	 * "comment" that hold more prose than it: the replies are the
	 * thread, not readers' comments */
	const char *t = ex(OP_THREAD(""), NULL, NULL);
	CHECK(strstr(t, "Hotline anrufe?") != NULL);
	CHECK(strstr(t, "passt genau zu deinen Symptomen.") != NULL);
	CHECK(strstr(t, "Danke euch allen!") != NULL);
	/* a comment form under them: a short post's readers' comments */
	t = ex(OP_THREAD("<form method=post action=/c><h3>Kommentar schreiben</h3>"
	                 "<textarea name=c></textarea><button>Senden</button></form>"), NULL, NULL);
	CHECK(strstr(t, "Hotline anrufe?") != NULL);
	CHECK(strstr(t, "Danke euch allen!") == NULL);
	/* nor a short news item's under its byline and "4 Kommentare",
	 * the comments closed (no form) */
	t = ex("<html lang=de><body><header><a href=/>Kreisbote</a></header><main><h1>Bibliothek "
	       "verl\xC3\xA4ngert \xC3\x96" "ffnungszeiten</h1><div class=byline>Von Miriam "
	       "Keller, 14.03.2025</div><div class=text><p>Die Stadtbibliothek hat ab April auch "
	       "samstags bis 16 Uhr ge\xC3\xB6" "ffnet. Bisher schloss sie bereits um 13 Uhr.</p>"
	       "<p>Die R\xC3\xBC" "ckgabe \xC3\xBC" "ber den Automaten im Foyer bleibt rund um "
	       "die Uhr m\xC3\xB6glich.</p></div><div class=comments><h3>4 Kommentare</h3>"
	       REPLY("lea", "Endlich! Gerade f\xC3\xBCr Berufst\xC3\xA4tige war 13 Uhr am "
	             "Samstag viel zu fr\xC3\xBCh, jetzt kann ich nach dem Markt noch st\xC3\xB6"
	             "bern.")
	       REPLY("hb", "Sch\xC3\xB6n und gut, aber montags ist immer noch geschlossen. Das "
	             "w\xC3\xA4re mir wichtiger gewesen als der Samstagnachmittag.")
	       REPLY("tina", "Gibt es dann samstags auch wieder die Vorlesestunde f\xC3\xBCr "
	             "Kinder? Die wurde letztes Jahr gestrichen und fehlt uns sehr.")
	       REPLY("gd", "Zwei Stellen f\xC3\xBCr drei Stunden am Samstag klingt teuer. Wer "
	             "zahlt das, die Stadt allein oder gibt es Zusch\xC3\xBCsse?")
	       "</div><p>Die Kommentarfunktion ist geschlossen.</p></main></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "rund um die Uhr m\xC3\xB6glich.") != NULL);
	CHECK(strstr(t, "fehlt uns sehr.") == NULL);
}
#undef OP_THREAD
#undef REPLY

static void test_topic_map(void)
{
	/* a thread's summary after its posts (Discourse's "topic-map"):
	 * its counters' labels are no headings of a listing's facts */
	const char *t = ex("<html lang=fr><body><header><a href=/>Entraide</a></header><div "
	                   "id=main-outlet><h1>Nextcloud tr\xC3\xA8s lent</h1><div class=posts>"
	                   "<article class=topic-post><div class=cooked><p>Je viens d'installer "
	                   "Nextcloud sur un Raspberry Pi 5 avec un SSD en USB. Tout fonctionne, "
	                   "mais l'interface est tr\xC3\xA8s lente et chaque clic prend deux ou "
	                   "trois secondes.</p></div></article><article class=topic-post><div "
	                   "class=cooked><p>Installe APCu et Redis pour le cache, et v\xC3\xA9rifie "
	                   "que les t\xC3\xA2" "ches de fond passent par cron et pas par AJAX, "
	                   "\xC3\xA7" "a change tout sur un Pi.</p></div></article></div><div "
	                   "class=topic-map><section class=map><ul><li><h4>cr\xC3\xA9\xC3\xA9</h4>"
	                   "<span>f\xC3\xA9vr. 14</span></li><li><h4>derni\xC3\xA8re r\xC3\xA9ponse"
	                   "</h4><span>f\xC3\xA9vr. 17</span></li><li><span>3</span><h4>"
	                   "r\xC3\xA9ponses</h4></li><li><span>412</span><h4>vues</h4></li></ul>"
	                   "</section></div></div><footer><a href=/p>Confidentialit\xC3\xA9</a>"
	                   "</footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "sur un Pi.") != NULL);
	CHECK(strstr(t, "vues") == NULL);
	CHECK(strstr(t, "cr\xC3\xA9\xC3\xA9\n") == NULL);
}

static void test_code_signature(void)
{
	/* an API reference's declaration in a box named a signature
	 * (Javadoc's "type-signature", "member-signature") is code, no
	 * forum post's signature */
	const char *t = ex("<html lang=en><body><nav><a href=/>Overview</a> <a href=/tree>Tree</a>"
	                   "</nav><main><h1>Interface RetryPolicy</h1><section class=class-"
	                   "description><div class=type-signature><span class=modifiers>public "
	                   "sealed interface </span><span class=element-name>RetryPolicy</span> "
	                   "<span class=permits>permits <a href=E.html>ExponentialBackoff</a>, <a "
	                   "href=F.html>FixedDelay</a></span></div><div class=block>Decides whether "
	                   "a failed request is sent again, and how long the client waits before "
	                   "it does. Policies must be stateless and thread-safe.</div></section>"
	                   "</main><footer><p>Copyright 2026 Tessera Labs.</p></footer></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "public sealed interface RetryPolicy") != NULL);
	CHECK(strstr(t, "thread-safe.") != NULL);
	CHECK(strstr(t, "Copyright") == NULL);
}

static void test_code_anchor_id(void)
{
	/* a member's section whose id is its signature, "exponential(java.
	 * time.Duration,int)": "time" in it names no byline's box */
	const char *t = ex("<html lang=en><body><nav><a href=/>Overview</a> <a href=/tree>Tree</a>"
	                   "</nav><main><h1>Interface RetryPolicy</h1><div class=block>Decides "
	                   "whether a failed request is sent again, and how long the client waits "
	                   "before it does. Policies must be stateless and thread-safe.</div><h2>"
	                   "Method Details</h2><section class=detail id=\"exponential(java.time."
	                   "Duration,int)\"><h3>exponential</h3><div class=block>A policy that "
	                   "doubles the delay after each attempt, with random jitter, up to the "
	                   "given number of attempts.</div><dl class=notes><dt>Parameters:</dt><dd>"
	                   "<code>base</code> - the delay before the first retry</dd></dl></section>"
	                   "</main><footer><p>Copyright 2026 Tessera Labs.</p></footer></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "random jitter") != NULL);
	CHECK(strstr(t, "base - the delay before the first retry") != NULL);
}

static void test_self_anchor_terms(void)
{
	/* a reference's headings and terms linked to their own anchors
	 * (MDN's "<h2 id=syntaxe><a href=#syntaxe>", "<dt id=index><a
	 * href=#index>") are its sections' titles, no teasers' headlines:
	 * the text under them stays */
	const char *t = ex("<html lang=fr><body><nav><a href=/>Accueil</a> <a href=/ref>R&eacute;f"
	                   "&eacute;rence</a></nav><main><article><h1>Array.prototype.at()</h1><p>"
	                   "La m&eacute;thode at() des instances d'Array prend un entier en argument "
	                   "et renvoie l'&eacute;l&eacute;ment du tableau situ&eacute; &agrave; cet "
	                   "indice. Les entiers n&eacute;gatifs sont accept&eacute;s : ils comptent "
	                   "&agrave; rebours depuis le dernier &eacute;l&eacute;ment du tableau.</p>"
	                   "<h2 id=syntaxe><a href=#syntaxe>Syntaxe</a></h2><pre><code>at(index)"
	                   "</code></pre><h3 id=parametres><a href=#parametres>Param&egrave;tres</a>"
	                   "</h3><dl><dt id=index><a href=#index><code>index</code></a></dt><dd><p>"
	                   "L'indice de l'&eacute;l&eacute;ment &agrave; renvoyer, converti en "
	                   "entier. Un indice n&eacute;gatif compte &agrave; rebours depuis la fin "
	                   "du tableau : si index &lt; 0, c'est index + array.length qui est utilis"
	                   "&eacute;.</p></dd></dl><h2 id=description><a href=#description>"
	                   "Description</a></h2><p>La m&eacute;thode at() est &eacute;quivalente "
	                   "&agrave; la notation avec crochets lorsque index est positif ou nul. Par "
	                   "exemple, array[0] et array.at(0) renvoient tous les deux le premier "
	                   "&eacute;l&eacute;ment. Pour compter &agrave; partir de la fin du "
	                   "tableau, on ne peut pas &eacute;crire array[-1] comme en Python.</p>"
	                   "</article></main><footer><a href=/cgu>Conditions</a></footer></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "\nindex\nL'indice") != NULL);
	CHECK(strstr(t, "array.length qui est") != NULL);
	CHECK(strstr(t, "Description\nLa m") != NULL);
	CHECK(strstr(t, "comme en Python.") != NULL);
	CHECK(strstr(t, "Conditions") == NULL);
}

static void test_help_description(void)
{
	/* a help center's description under the article's title, in a box
	 * of its own, no full stop (Intercom's): the article's lead */
	const char *t = ex("<html lang=es><body><header><a href=/es/>Centro de ayuda</a> <a "
	                   "href=https://cobralia.es>Ir a cobralia.es</a></header><main><section "
	                   "class=article><div class=header><div class=\"flex flex-col\"><h1>"
	                   "C&oacute;mo conectar tu TPV con la tienda online</h1><div class=text-md>"
	                   "<p>Sincroniza stock, precios y pedidos entre el punto de venta y tu "
	                   "tienda</p></div></div><div class=avatar><span>Escrito por Luc&iacute;a "
	                   "Ferrer</span></div></div><div class=article_body><article><p>Si vendes "
	                   "en tienda f&iacute;sica y online, lo m&aacute;s c&oacute;modo es que "
	                   "ambos canales compartan el mismo cat&aacute;logo. Al conectar el TPV con "
	                   "tu tienda online, cada venta en caja descuenta el stock de la web.</p>"
	                   "<h2>Qu&eacute; tiendas son compatibles</h2><p>Actualmente puedes "
	                   "conectar tiendas de Shopify, WooCommerce y PrestaShop. Necesitas un plan "
	                   "Profesional o superior para usar la integraci&oacute;n.</p></article>"
	                   "</div></section></main><footer><a href=/aviso>Aviso legal</a></footer>"
	                   "</body></html>", NULL, NULL);
	CHECK(!strncmp(t, "Sincroniza stock, precios y pedidos", 35));
	CHECK(strstr(t, "Escrito por") == NULL);
	CHECK(strstr(t, "la integraci") != NULL);
}

#define ANSWER(cls, who, when, t) "<div class=\"" cls "\"><div class=AnswerCard-author>" \
	"<a href=/nutzer/" who "><img src=/a.jpg alt=\"\"></a><div class=AnswerCard-authorInfo>" \
	"<a href=/nutzer/" who ">" who "</a><span class=AnswerCard-date>" when "</span></div>" \
	"</div><div class=AnswerCard-body><p>" t "</p></div><div class=AnswerCard-actions>" \
	"<button>Hilfreich</button><button>Melden</button></div></div>"

static void test_answer_author_line(void)
{
	/* a Q&A page's last answer, short, under its author's linked name
	 * and its time ("Ratlos2000 vor 1 Tag", more link than text) in a
	 * box named for the author: an answer, no teaser's card */
	const char *t = ex("<html lang=de><body><header><a href=/>Frage</a></header><main><h1>"
	                   "Laptop von der Steuer absetzen?</h1><p>Ich habe mir f\xC3\xBCr mein "
	                   "Studium einen Laptop f\xC3\xBCr 899 Euro gekauft. Kann ich den "
	                   "komplett absetzen oder nur anteilig?</p><section class=answers>"
	                   ANSWER("AnswerCard AnswerCard--top", "SteuerFuchs", "vor 2 Tagen",
	                          "Ja, das kannst du absetzen. Arbeitsmittel bis 952 Euro brutto "
	                          "darfst du im Jahr der Anschaffung komplett als Werbungskosten "
	                          "abziehen, wenn du ihn beruflich nutzt.")
	                   ANSWER("AnswerCard", "Lena1987", "vor 2 Tagen",
	                          "Seit 2021 gibt es die Sonderregel f\xC3\xBCr Computer: Die "
	                          "Nutzungsdauer wird mit einem Jahr angesetzt.")
	                   ANSWER("AnswerCard", "Ratlos2000", "vor 1 Tag",
	                          "Frag am besten beim Lohnsteuerhilfeverein nach, die kennen sich "
	                          "damit aus.")
	                   "</section></main><footer><a href=/i>Impressum</a></footer></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "mit einem Jahr angesetzt.") != NULL);
	CHECK(strstr(t, "die kennen sich damit aus.") != NULL);
}
#undef ANSWER

static void test_footnote_card(void)
{
	/* a newsletter's footnotes at the end of the post, each a box of its
	 * number linked back up to the text and the note (Substack's
	 * "footnote"): notes of the body, no teaser cards */
	const char *t = ex("<html lang=en><body><article><h1>Notes from a closed bakery</h1>"
	                   "<div class=body><p>A sourdough loaf takes about thirty hours from "
	                   "feeding the starter to pulling it out of the oven, and we sold it "
	                   "for five pounds.<a href=#fn-1 id=fa-1>1</a></p><p>I knew this when "
	                   "we started, and I thought that volume and wholesale would fix it. "
	                   "They did not.</p><div class=x><a id=fn-1 href=#fa-1 class=y>1</a>"
	                   "<div class=z><p>Those numbers include the bread we gave to the food "
	                   "bank at the end of the day.</p></div></div></div></article>"
	                   "<footer><a href=/p>Privacy</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "gave to the food bank") != NULL);
}

static void test_thanks_share(void)
{
	/* a newsletter's thanks at the end of the post that asks the reader
	 * to share it, over its button (Substack's): the publisher's call,
	 * no line of the post; thanks alone stay */
#define CRUMB(line) "<html lang=en><body><article><h1>Notes from a closed bakery</h1>" \
	"<div class=body><p>A sourdough loaf takes about thirty hours from feeding the " \
	"starter to pulling it out of the oven, and we sold it for five pounds.</p><p>I " \
	"knew this when we started, and I thought that volume and wholesale would fix " \
	"it. They did not, and last Saturday we sold our last loaf.</p><p>" line "</p>" \
	"<p class=button-wrapper><a class=\"button primary\" href=\"/p/x?action=share\">" \
	"<span>Share</span></a></p></div></article><footer><a href=/p>Privacy</a></footer>" \
	"</body></html>"
	const char *t = ex(CRUMB("Thanks for reading Crumb! This post is public so feel free "
	                         "to share it."), NULL, NULL);
	CHECK(strstr(t, "our last loaf") != NULL);
	CHECK(strstr(t, "feel free to share") == NULL);
	t = ex(CRUMB("Danke f\xC3\xBCrs Lesen von Crumb! Dieser Beitrag ist \xC3\xB6" "ffentlich, "
	             "also teilen Sie ihn gerne."), NULL, NULL);
	CHECK(strstr(t, "teilen Sie ihn gerne") == NULL);
	t = ex(CRUMB("Thank you for reading, and see you at the market next spring."), NULL,
	       NULL);
	CHECK(strstr(t, "see you at the market") != NULL);
#undef CRUMB
}

static void test_newsletter_signoff(void)
{
	/* a weekly newsletter's sign-off under its last item, the writer's
	 * name after a <br> ("Bis nächste Woche,<br>Mira"): the post's end */
	const char *t = ex("<html lang=de><body><main><article><h1>Ausgabe 87: Wem geh\xC3\xB6rt "
	                   "der Hafen?</h1><div class=post__content><p>Seit dem Fr\xC3\xBChjahr "
	                   "kursieren Ger\xC3\xBC" "chte, dass die Stadt Teile des Ostuferhafens "
	                   "verkaufen will. In dieser Woche lag dem Ausschuss eine Vorlage "
	                   "vor.</p><p>Die Ratsversammlung soll am 11. Dezember entscheiden. "
	                   "Die Sitzung ist "
	                   "\xC3\xB6" "ffentlich und beginnt um 16 Uhr im Rathaus.</p><p>Bis "
	                   "n\xC3\xA4" "chste Woche,<br>Mira</p></div></article></main><footer>"
	                   "<a href=/i>Impressum</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "um 16 Uhr im Rathaus.") != NULL);
	CHECK(strstr(t, "Mira") != NULL);
}

static void test_signup_box(void)
{
	/* a newsletter's sign-up box after the post, in utility classes: a
	 * heading that names the call, a line on what comes, and a form of an
	 * email field and a button (beehiiv's): the publisher's, no part of
	 * the issue */
	const char *t = ex("<html lang=en><body><main><div class=max-w-3xl><h1>Heat pumps hit "
	                   "a wall in Germany</h1><div id=content-blocks><p>Germany sold about "
	                   "193,000 heat pumps in the first three quarters of 2026, roughly 40 "
	                   "percent less than in the same period of 2023, when a record was "
	                   "set.</p><p>The official target was 500,000 per year. The industry is "
	                   "now not even halfway there, and the installers we spoke to this week "
	                   "give three reasons for it, none of them new, all of them hard to "
	                   "fix.</p></div>"
	                   "<div class=\"mt-10 rounded-lg p-6\"><h3>Subscribe to The Climate "
	                   "Ledger</h3><p>Every Friday: the energy transition in Europe, in five "
	                   "minutes.</p><form><input type=email placeholder=\"Enter your email\">"
	                   "<button type=submit>Subscribe</button></form></div></div></main>"
	                   "<footer><a href=/p>Privacy policy</a></footer></body></html>", NULL,
	                   NULL);
	CHECK(strstr(t, "not even halfway there") != NULL);
	CHECK(strstr(t, "Every Friday") == NULL);
}

static void test_form_call(void)
{
	/* a product page's request form after the body, with its heading
	 * and its note over the form's labels: the vendor's call, no part of
	 * the product's text */
#define PUMP(h, note) "<html lang=de><body><main><h1>Normpumpe NP 80</h1><div " \
	"class=text><p>Die NP 80 ist seit zwanzig Jahren das Arbeitspferd unserer " \
	"Baureihe. Das optimierte Laufrad und das Spiralgeh\xC3\xA4use sorgen f\xC3\xBCr " \
	"Wirkungsgrade von bis zu 82 Prozent, auch im Teillastbereich.</p><p>Dank der " \
	"Back-Pull-Out-Bauweise l\xC3\xA4sst sich die Einschubeinheit mit Motor, " \
	"Lagertr\xC3\xA4ger und Laufrad ausbauen, ohne das Geh\xC3\xA4use von der " \
	"Rohrleitung zu trennen. Wartung und Austausch der Gleitringdichtung sind so in " \
	"weniger als einer Stunde erledigt.</p><p>Die Pumpe f\xC3\xB6rdert Heiz- und " \
	"K\xC3\xBChlwasser in Heizungs- und Klimaanlagen und speist Wasser in " \
	"Versorgungsnetze ein. In der Industrie wird sie f\xC3\xBCr Prozess- und " \
	"K\xC3\xBChlkreisl\xC3\xA4ufe, zur L\xC3\xB6schwasserversorgung und in " \
	"Waschanlagen eingesetzt.</p></div><div class=frame><div class=container><h2>" h \
	"</h2><p>" note "</p><form method=post><label for=n>Name *</label><input " \
	"id=n><label for=m>E-Mail *</label><input id=m><label for=t>Ihre " \
	"Nachricht</label><textarea id=t></textarea><button " \
	"type=submit>Absenden</button></form></div></div></main><footer><a " \
	"href=/i>Impressum</a></footer></body></html>"
	const char *t = ex(PUMP("Anfrage senden", "Sie haben Fragen zur NP 80 oder "
	                        "ben\xC3\xB6tigen ein Angebot? F\xC3\xBCllen Sie das Formular "
	                        "aus, wir melden uns innerhalb eines Werktags."), NULL, NULL);
	CHECK(strstr(t, "weniger als einer Stunde") != NULL);
	CHECK(strstr(t, "innerhalb eines Werktags") == NULL);
	CHECK(strstr(t, "Anfrage senden") == NULL);
	t = ex(PUMP("Demande de devis", "Une question sur la NP 80 ? Remplissez le formulaire, "
	            "nous vous r\xC3\xA9pondons sous 24 heures."), NULL, NULL);
	CHECK(strstr(t, "sous 24 heures") == NULL);
#undef PUMP
}

static void test_sales_card(void)
{
	/* a machine maker's sales contact under the product's text, in a
	 * box of its own: a label that names the person, the name and role,
	 * a phone number (Enfold's icon list, a TYPO3 "contact-card") */
#define PRESS(card) "<html lang=fr><body><main><h1>Presse plieuse PL 135</h1><div " \
	"class=avia_textblock><p>La PL 135 est une presse plieuse hydraulique de 135 " \
	"tonnes, con\xC3\xA7ue pour les ateliers de t\xC3\xB4lerie qui travaillent des " \
	"petites et moyennes s\xC3\xA9ries.</p><p>La commande num\xC3\xA9rique permet de " \
	"programmer une pi\xC3\xA8" "ce en quelques minutes, directement \xC3\xA0 partir " \
	"d'un fichier DXF ou en dessinant le profil \xC3\xA0 l'\xC3\xA9" "cran.</p><p>Nos " \
	"techniciens assurent la livraison et la mise en service de la machine dans " \
	"votre atelier, et une formation de trois jours est incluse dans le prix, " \
	"ainsi que la premi\xC3\xA8re visite de maintenance apr\xC3\xA8s 500 heures de " \
	"fonctionnement.</p></div><div class=av_one_third><ul class=avia-icon-list><li><h4>" card \
	"</li></ul></div></main><footer><a href=/m>Mentions l\xC3\xA9gales</a></footer>" \
	"</body></html>"
	const char *t = ex(PRESS("Un conseiller \xC3\xA0 votre \xC3\xA9" "coute</h4><p>"
	                         "J\xC3\xA9r\xC3\xB4me Martin, responsable commercial<br>06 "
	                         "12 48 77 30</p>"), NULL, NULL);
	CHECK(strstr(t, "formation de trois jours") != NULL);
	CHECK(strstr(t, "responsable commercial") == NULL);
	t = ex(PRESS("Ihr Ansprechpartner</h4><p>Markus Keller</p><p>Vertrieb S\xC3\xBC" "d</p><p>"
	             "<a href=mailto:m.keller@example.de>m.keller@example.de</a></p>"), NULL,
	       NULL);
	CHECK(strstr(t, "Markus Keller") == NULL);
#undef PRESS
}

static void test_more_grid(void)
{
	/* a firm's other case studies under this one, the heading and the
	 * grid each in a page builder's widget of its own (Elementor's
	 * heading and posts widgets): teasers, no part of the study */
#define CARD(t, e) "<article class=elementor-post><h3 class=elementor-post__title><a " \
	"href=/r/>" t "</a></h3><div class=elementor-post__excerpt><p>" e "</p></div><a " \
	"class=elementor-post__read-more href=/r/>Weiterlesen</a></article>"
#define WIDGET(k, in) "<div class=\"elementor-widget elementor-widget-" k "\"><div " \
	"class=elementor-widget-container>" in "</div></div>"
	const char *t = ex("<html lang=de><body><main><div class=e-con><h1>Stadtwerke "
	                   "Lindenau: Ein Leitsystem f\xC3\xBCr drei Sparten</h1><p>Die "
	                   "Stadtwerke versorgen rund 68.000 Einwohner mit Strom, Erdgas und "
	                   "Trinkwasser. Bis 2023 liefen die drei Sparten auf getrennten "
	                   "Leitsystemen, die zum Teil \xC3\xBC" "ber 20 Jahre alt waren.</p><p>"
	                   "Seit Herbst 2024 steuern die Stadtwerke alle Netze aus einer "
	                   "Leitwarte. Die Zahl der Bereitschaftsdienste sank von drei auf einen, "
	                   "die Wartungskosten um etwa 40 Prozent.</p></div><div class=e-con>"
	                   WIDGET("heading", "<h2>Weitere Referenzen</h2>")
	                   WIDGET("posts", "<div class=elementor-posts-container>"
	                   CARD("Zweckverband Oberland", "Fernwirktechnik f\xC3\xBCr 86 "
	                        "Hochbeh\xC3\xA4lter und Pumpwerke.")
	                   CARD("EWG Nordheim", "Smart-Meter-Rollout mit Gateway-Administration.")
	                   CARD("Stadtwerke Bergstadt", "Modernisierung der Gasnetzleitstelle im "
	                        "laufenden Betrieb.") "</div>") "</div></main><footer><a "
	                   "href=/i>Impressum</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Wartungskosten um etwa 40 Prozent") != NULL);
	CHECK(strstr(t, "Pumpwerke") == NULL);
	CHECK(strstr(t, "Gasnetzleitstelle") == NULL);
#undef WIDGET
#undef CARD
}

static void test_step_numbers(void)
{
	/* a product page's steps, each a number set large over its title
	 * ("01" over "Import your team"): the number is an ornament, the
	 * section's heading stays over the steps */
#define STEP(n, h, p) "<div class=how_step><div class=how_step-number>" n "</div><h3>" h \
	"</h3><p>" p "</p></div>"
	const char *t = ex("<html lang=en><body><main><h1>Shift planning</h1><section><p>Shiftly "
	                   "builds fair rosters for hospitals and care homes in minutes and "
	                   "respects every working-time rule while you plan.</p></section>"
	                   "<section><h2>How it works</h2><div class=how_steps>"
	                   STEP("01", "Import your team", "Upload your staff list or connect your "
	                        "HR system, and qualifications and contracts are read in.")
	                   STEP("02", "Define your demand", "Tell Shiftly how many people with "
	                        "which skills each ward needs, per shift and weekday.")
	                   STEP("03", "Publish and relax", "Review the proposed roster, adjust "
	                        "what you like and publish it to every phone in one click.")
	                   "</div></section></main><footer><a href=/p>Privacy</a></footer>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "How it works\n") != NULL);
	CHECK(strstr(t, "Import your team") != NULL);
	CHECK(strstr(t, "02\n") == NULL);
#undef STEP
}

static void test_trust_line(void)
{
	/* a logo wall's caption on a product page, its logos pictures: who
	 * trusts the firm, no line of the page's text */
#define CARD(h, p) "<div class=card><h3>" h "</h3><p>" p "</p></div>"
#define LOGOS(cap) "<html lang=en><body><main><header class=hero><h1>Shift planning " \
	"for care homes</h1><p>Shiftly builds fair rosters in minutes.</p></header><section " \
	"class=logos><div class=caption>" cap "</div><div class=logo-wall><img src=/a.svg " \
	"alt=A><img src=/b.svg alt=B></div></section><section class=features><h2>Everything " \
	"you need</h2>" CARD("Automatic rostering", "Set your demand per ward and skill " \
	"level, and Shiftly proposes a roster that covers every shift.") CARD("Shift " \
	"swaps on mobile", "Staff offer and accept swaps in the app, and managers approve " \
	"them with one tap.") "</section><section class=faq><h2>Frequently asked " \
	"questions</h2>" CARD("How long does it take to get started?", "Most customers " \
	"publish their first roster within two weeks of signing up.") CARD("Where is our " \
	"data stored?", "All data is stored in certified data centres in Frankfurt.") \
	"</section></main><footer><a href=/p>Privacy</a></footer></body></html>"
	const char *t = ex(LOGOS("Trusted by 420+ healthcare organisations"), NULL, NULL);
	CHECK(strstr(t, "Everything you need") != NULL);
	CHECK(strstr(t, "Trusted by") == NULL);
	t = ex(LOGOS("Over 300 care homes rely on Shiftly"), NULL, NULL);
	CHECK(strstr(t, "rely on Shiftly") == NULL);
#undef LOGOS
#undef CARD
}

static void test_release_heads(void)
{
	/* a changelog: each release under its date, its heading named a
	 * title ("Version 4.7": no date, though its full stop parts two
	 * figures), over its kept notes */
#define REL(d, v, a, b) "<div class=changelog-entry><div class=changelog-entry_date>" d \
	"</div><h2 class=changelog-entry_title>" v "</h2><div class=rich-text><h3>New</h3>" \
	"<ul><li>" a "</li><li>" b "</li></ul></div></div>"
	const char *t = ex("<html lang=en><body><main><h1>Changelog</h1><div class=list>"
	                   REL("November 19, 2026", "Version 4.8: E-invoicing with Peppol",
	                       "Send and receive e-invoices over the Peppol network directly "
	                       "from Invoicely, without a separate access point.",
	                       "Recurring invoices can now be paused for a number of months "
	                       "instead of being deleted.")
	                   REL("November 5, 2026", "Version 4.7", "Custom fields on customers "
	                       "and invoices, available in templates and exports.",
	                       "Two-factor authentication can now be enforced for all users "
	                       "of an account.")
	                   "</div></main><footer><a href=/p>Privacy</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Two-factor authentication") != NULL);
	CHECK(strstr(t, "Version 4.7\n") != NULL);
#undef REL
}

static void test_quote_speaker(void)
{
	/* a customer's quote in a case study, its speaker in the quote's
	 * footer named an author (Elementor's blockquote widget): the
	 * quote's line, no byline */
	const char *t = ex("<html lang=de><body><main><h1>Stadtwerke Lindenau</h1><div "
	                   "class=text><p>Die Stadtwerke Lindenau versorgen rund 68.000 Einwohner "
	                   "mit Strom, Erdgas und Trinkwasser. Bis 2023 liefen die drei Sparten "
	                   "auf getrennten Leitsystemen.</p></div><blockquote "
	                   "class=elementor-blockquote><p class=elementor-blockquote__content>"
	                   "\xE2\x80\x9EHeute sehen wir alle drei Netze auf einen Blick. Bei "
	                   "St\xC3\xB6rungen sparen wir wertvolle Minuten.\xE2\x80\x9C</p><footer>"
	                   "<cite class=elementor-blockquote__author>Thomas Brenner, Leiter "
	                   "Netzf\xC3\xBChrung</cite></footer></blockquote><div class=text><h2>Das "
	                   "Ergebnis</h2><p>Seit Herbst 2024 steuern die Stadtwerke alle Netze aus "
	                   "einer Leitwarte, und die Wartungskosten sanken um etwa 40 "
	                   "Prozent.</p></div></main><footer><a href=/i>Impressum</a></footer>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "wertvolle Minuten") != NULL);
	CHECK(strstr(t, "Thomas Brenner, Leiter") != NULL);
}

static void test_net_price_note(void)
{
	/* a trade shop's note under its net price ("zzgl. MwSt. (2.200,31 €
	 * brutto)", Shopware's product-detail-tax): the buy box's, no line
	 * of the product's description */
	const char *t = ex("<html lang=de><body><main><div class=product-detail><h1 "
	                   "class=product-detail-name>S\xC3\xA4ulenbohrmaschine SB 32</h1><div "
	                   "class=row><div class=product-detail-media><img src=/a.jpg alt=\"\">"
	                   "</div><div class=product-detail-buy><p class=product-detail-price>"
	                   "1.849,00 \xE2\x82\xAC*</p><p class=product-detail-tax>zzgl. MwSt. "
	                   "(2.200,31 \xE2\x82\xAC brutto)</p><button>In den Warenkorb</button>"
	                   "</div></div><div class=product-detail-description><h2>"
	                   "Produktinformationen</h2><p>Die SB 32 ist eine robuste "
	                   "S\xC3\xA4ulenbohrmaschine f\xC3\xBCr Werkst\xC3\xA4tten, "
	                   "Instandhaltung und Ausbildung. Das stufenlos regelbare Getriebe "
	                   "erm\xC3\xB6glicht "
	                   "Drehzahlen von 90 bis 2.800 Umdrehungen pro Minute.</p><p>Der "
	                   "Bohrtisch ist schwenk- und neigbar und \xC3\xBC" "ber eine Zahnstange "
	                   "leicht h\xC3\xB6henverstellbar.</p></div></div></main><footer><a "
	                   "href=/i>Impressum</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Zahnstange") != NULL);
	CHECK(strstr(t, "zzgl. MwSt.") == NULL);
}

static void test_plan_badge(void)
{
	/* a SaaS page's pricing plans, the featured one under its badge
	 * ("Most popular"): an ornament of the table, no line of the text */
#define PLAN(badge, name, price, a, b) "<div class=pricing_plan>" badge "<h3>" name \
	"</h3><div class=pricing_price>" price "</div><ul><li>" a "</li><li>" b \
	"</li></ul></div>"
	const char *t = ex("<html lang=en><body><main><h1>Pricing</h1><section><p>Shiftly "
	                   "costs the same for every ward, and you only pay for the people "
	                   "you actually plan with, billed monthly.</p><h2>Simple pricing per "
	                   "employee</h2><div class=pricing_grid>"
	                   PLAN("", "Starter", "2.90 per employee and month",
	                        "Up to 50 employees", "Automatic rostering for every ward")
	                   PLAN("<div class=pricing_badge>Most popular</div>", "Professional",
	                        "4.50 per employee and month", "Unlimited employees",
	                        "Working-time compliance checks and payroll export")
	                   "</div></section></main><footer><a href=/p>Privacy</a></footer>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Unlimited employees") != NULL);
	CHECK(strstr(t, "Most popular") == NULL);
#undef PLAN
}

static void test_hidden_accordion_panel(void)
{
	/* a bank's FAQ in the ARIA pattern: each answer in a panel with the
	 * hidden attribute, shown at a click on its question; the answers
	 * are the page's, a hidden modal's text is not */
#define FAQ(panel) "<html lang=de><body><main><h1>Tagesgeld</h1><p>Mit unserem " \
	"Tagesgeldkonto bleibt Ihr Geld täglich verfügbar und wird attraktiv verzinst, " \
	"ohne Gebühren.</p><h2>Häufige Fragen</h2><div class=accordion><h3><button " \
	"aria-expanded=false>Wie sicher ist mein Geld?</button></h3><div " panel ">" \
	"<p>Ihre Einlagen sind bis 100.000 Euro je Kunde durch die gesetzliche " \
	"Einlagensicherung geschützt.</p></div></div><div class=modal hidden><p>Sie " \
	"verlassen jetzt unsere Website und wechseln zu einem Partner.</p></div>" \
	"</main><footer><a href=/impressum>Impressum</a></footer></body></html>"
	const char *t = ex(FAQ("class=accordion__panel hidden"), NULL, NULL);
	CHECK(strstr(t, "Einlagensicherung geschützt") != NULL);
	CHECK(strstr(t, "verlassen jetzt") == NULL);
	t = ex(FAQ("class=panel hidden=until-found"), NULL, NULL);
	CHECK(strstr(t, "Einlagensicherung geschützt") != NULL);
	t = ex(FAQ("class=panel hidden"), NULL, NULL);
	CHECK(strstr(t, "Einlagensicherung geschützt") == NULL);
#undef FAQ
}

static void test_entry_box(void)
{
	/* a mortgage guide's calculator in the body, no <form> round it: its
	 * heading, its fields' labels and its empty result are the widget's;
	 * a line with a field in the text ("Ihr Name") stays when its box
	 * is the body's */
#define CALC(box) "<html lang=es><body><main><article><h1>Hipoteca fija o variable" \
	"</h1><div class=entry-content><p>Con el euríbor estabilizado por debajo del " \
	"2,5 %, muchos compradores dudan entre fijar la cuota o arriesgarse con un tipo " \
	"variable.</p>" box "<h2>Ventajas de la hipoteca fija</h2><p>Pagas la misma " \
	"cuota durante toda la vida del préstamo y te protege frente a subidas del " \
	"euríbor.</p></div></article></main><footer><a href=/aviso>Aviso legal</a>" \
	"</footer></body></html>"
	const char *t = ex(CALC("<div class=calculadora><h3>Calcula tu cuota</h3><label>"
	                        "Importe</label><input><label>Plazo (años)</label><input "
	                        "type=number><select><option>Fijo</option></select><button>"
	                        "Calcular</button><p>Cuota mensual: —</p></div>"), NULL, NULL);
	CHECK(strstr(t, "Pagas la misma cuota") != NULL);
	CHECK(strstr(t, "Calcula tu cuota") == NULL);
	CHECK(strstr(t, "Importe") == NULL);
	CHECK(strstr(t, "Cuota mensual") == NULL);
	t = ex(CALC("<div class=calculadora><h3>Calcula tu cuota</h3><label>Importe</label>"
	            "<input type=checkbox><p>Cuota mensual: 907 euros</p></div>"), NULL, NULL);
	CHECK(strstr(t, "Calcula tu cuota") != NULL);
#undef CALC
}

static void test_forwarded_call(void)
{
	/* a newsletter's call at the end of an issue to a reader it was
	 * forwarded to: the publisher's, no line of the issue */
#define LEDGER(line) "<html lang=en><body><main><h1>Heat pumps hit a wall</h1><div " \
	"class=post><p>Germany sold about 193,000 heat pumps in the first three quarters " \
	"of 2026, roughly 40 percent less than in the same period of 2023.</p><p>The " \
	"official target was 500,000 per year, and the industry is not even halfway " \
	"there.</p><p>" line "</p></div></main><footer><a href=/p>Privacy</a></footer>" \
	"</body></html>"
	const char *t = ex(LEDGER("That's it for this week. If someone forwarded you this email, "
	                          "you can <a href=/subscribe>subscribe here</a>."), NULL, NULL);
	CHECK(strstr(t, "not even halfway") != NULL);
	CHECK(strstr(t, "forwarded you") == NULL);
	t = ex(LEDGER("Wurde dir diese E-Mail weitergeleitet? Hier kostenlos anmelden."), NULL,
	       NULL);
	CHECK(strstr(t, "weitergeleitet") == NULL);
#undef LEDGER
}

static void test_mail_footer(void)
{
	/* an email's archived copy: its footer's lines in one block, under
	 * <br>s (why it was sent, the address, how to leave the list,
	 * Mailchimp's), is the sender's, no part of the issue */
	const char *t = ex("<html lang=en><body><table><tr><td><div class=mceText><h1>The "
	                   "studio opens</h1><p>For the first time in the museum's history, "
	                   "visitors can now watch our conservators at work in the new studio "
	                   "on the second floor.</p><p>The studio is open Tuesday to Friday from "
	                   "10 am to 4 pm, and entry is included in the museum ticket.</p></div>"
	                   "</td></tr><tr><td><div class=mceText><p><em>Copyright (C) 2026 City "
	                   "Museum. All rights reserved.</em><br>You are receiving this email "
	                   "because you signed up for Museum Notes at the ticket desk.<br><br>"
	                   "Want to change how you receive these emails?<br>You can <a href=/p>"
	                   "update your preferences</a> or <a href=/u>unsubscribe from this "
	                   "list</a>.</p></div></td></tr></table></body></html>", NULL, NULL);
	CHECK(strstr(t, "included in the museum ticket") != NULL);
	CHECK(strstr(t, "receiving this email") == NULL);
}

static void test_byline_role(void)
{
	/* an author's role between the lines of a byline card before the
	 * text (LinkedIn's article header: name, role, date): the byline's,
	 * no line of the article */
	const char *t = ex("<html lang=de><body><main><article><h1>Fachkr\xC3\xA4" "ftemangel im "
	                   "Mittelstand: Was wirklich hilft</h1><div class=card><div class=info>"
	                   "<h3 class=author-name>Thomas Rieger</h3><h4 class=subtitle>"
	                   "Gesch\xC3\xA4" "ftsf\xC3\xBChrer bei Rieger GmbH</h4><div "
	                   "class=metadata><span>Ver\xC3\xB6" "ffentlicht: 3. Nov. 2026</span>"
	                   "</div></div></div><div class=content><p>Seit zwanzig Jahren "
	                   "f\xC3\xBChre ich ein Familienunternehmen mit 140 Mitarbeitenden im "
	                   "Allg\xC3\xA4u. Wir stellen Kunststoffteile f\xC3\xBCr die "
	                   "Medizintechnik her.</p><p>Hier m\xC3\xB6" "chte ich aufschreiben, was "
	                   "bei uns tats\xC3\xA4" "chlich funktioniert hat und was nicht, von der "
	                   "Ausbildung bis zur Pr\xC3\xA4mie.</p></div></article></main><footer>"
	                   "<a href=/i>Impressum</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "140 Mitarbeitenden") != NULL);
	CHECK(strstr(t, "bei Rieger GmbH") == NULL);
}

static void test_callout_icon(void)
{
	/* a callout's icon in a box of its own over its text (Ghost's
	 * "kg-callout-emoji", Notion's): a pictograph, no line of the text */
	const char *t = ex("<html lang=de><body><main><article><h1>Kaffee aus der Mokkakanne"
	                   "</h1><section class=gh-content><p>Viele f\xC3\xBCllen kaltes "
	                   "Wasser in den unteren Teil und stellen die Kanne auf die "
	                   "hei\xC3\x9F" "e Platte. Bis das Wasser kocht, steht das Pulver "
	                   "minutenlang \xC3\xBC" "ber der Hitze.</p><div class=\"kg-card "
	                   "kg-callout-card\"><div class=kg-callout-emoji>\xF0\x9F\x92\xA1"
	                   "</div><div class=kg-callout-text>Das Wasser sollte nur bis knapp "
	                   "unter das Ventil reichen.</div></div><p>Sobald der Kaffee hell aus "
	                   "dem Steigrohr kommt, geh\xC3\xB6rt die Kanne vom Herd, sonst wird "
	                   "er bitter und verbrannt.</p></section></article></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "knapp unter das Ventil") != NULL);
	CHECK(strstr(t, "\xF0\x9F\x92\xA1") == NULL);
}

#define QA_ANSWER(who, when, t) "<article class=Answer><header class=Answer-header><div " \
	"class=ContentMeta><a class=ContentMeta-authorName href=/nutzer/" who ">" who "</a> " \
	"<time>" when "</time></div></header><div class=Answer-body><p>" t "</p></div></article>"
#define LIVE_ENTRY(when, title, t) "<div class=entry><div class=entry-meta><span " \
	"class=author-name>Jonas Weber</span> " when "</div><p><strong>" title "</strong></p><p>" \
	t "</p></div>"

static void test_question_title(void)
{
	/* a Q&A page's question, its h1 in a header box over the opening
	 * post, its answers each under its author's box: the question is
	 * the thread's first line */
	const char *t = ex("<html lang=de><body><header><a href=/>Ratgeber</a><nav><a href=/t>"
	                   "Themen</a> <a href=/f>Frage stellen</a></nav></header><main><article "
	                   "class=Question><header class=Question-header><div class=ContentMeta>"
	                   "<a class=ContentMeta-authorName href=/nutzer/lena>lena</a> <time>"
	                   "21.11.2024</time></div><h1>Darf der Vermieter die Kaution behalten?"
	                   "</h1></header><div class=Question-body><p>Ich bin vor vier Monaten "
	                   "ausgezogen, im Protokoll steht \"ohne M\xC3\xA4ngel\". Trotzdem zahlt "
	                   "der Vermieter die Kaution nicht zur\xC3\xBC" "ck, weil die "
	                   "Nebenkostenabrechnung noch aussteht.</p></div></article><section "
	                   "class=Answers>"
	                   QA_ANSWER("RAinMietrecht", "21.11.2024", "Er darf nur einen "
	                             "angemessenen Teil einbehalten, meist drei bis vier "
	                             "monatliche Vorauszahlungen. Den Rest muss er dir "
	                             "auszahlen.")
	                   QA_ANSWER("Hausverwalter", "22.11.2024", "Aus Vermietersicht: Vier "
	                             "Monate sind noch im Rahmen, die ganze Kaution einzubehalten "
	                             "ist aber nicht legitim.")
	                   "</section></main><footer><a href=/i>Impressum</a></footer></body>"
	                   "</html>", NULL, NULL);
	CHECK(!strncmp(t, "Darf der Vermieter die Kaution behalten?\n", 41));
	CHECK(strstr(t, "ist aber nicht legitim.") != NULL);
	/* a live blog's entries under their author's box, each with its
	 * title in bold: a story's, its h1 a label */
	t = ex("<html lang=de><body><header><a href=/>Stadtanzeiger</a></header><main><header>"
	       "<h1>Stadtfest im Liveblog</h1></header>"
	       LIVE_ENTRY("16:42", "Feuerwerk beginnt", "P\xC3\xBCnktlich um zehn Uhr hat das "
	                  "Feuerwerk \xC3\xBC" "ber dem Fluss begonnen, tausende Zuschauer stehen "
	                  "am Ufer und auf den Br\xC3\xBC" "cken.")
	       LIVE_ENTRY("15:58", "Stra\xC3\x9F" "en gesperrt", "Die Polizei hat die Innenstadt "
	                  "f\xC3\xBCr den Autoverkehr gesperrt, Busse fahren bis Mitternacht eine "
	                  "Umleitung \xC3\xBC" "ber den Ring.")
	       LIVE_ENTRY("15:10", "B\xC3\xBChne er\xC3\xB6" "ffnet", "Auf dem Marktplatz spielt "
	                  "die erste Band, die Stimmung ist trotz des Nieselregens ausgelassen und "
	                  "der Platz ist voll.")
	       "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "der Platz ist voll.") != NULL);
	CHECK(strstr(t, "Stadtfest im Liveblog") == NULL);
}
#undef QA_ANSWER
#undef LIVE_ENTRY

static void test_closed_notice(void)
{
	/* a thread's notice under its last post that it is closed, in a
	 * box of its own: no reply */
#define THREAD(end) "<html lang=fr><body><header><a href=/>Communaut\xC3\xA9</a></header>" \
	"<main><h1>Photos ne se synchronisent plus</h1><div class=thread><div class=post><p>" \
	"Depuis la mise \xC3\xA0 jour, mes photos prises avec le t\xC3\xA9l\xC3\xA9phone " \
	"n'apparaissent plus sur l'ordinateur. Sur le site tout est bien l\xC3\xA0, mais " \
	"l'application indique \xC2\xAB Mise \xC3\xA0 jour en cours \xC2\xBB depuis trois " \
	"jours.</p></div><div class=post><p>Ce blocage vient souvent d'une biblioth\xC3\xA8que " \
	"ab\xC3\xAEm\xC3\xA9" "e. Quittez l'application, maintenez deux touches enfonc\xC3\xA9" \
	"es en l'ouvrant, puis cliquez sur R\xC3\xA9parer. Cela peut durer plusieurs heures " \
	"selon la taille de la biblioth\xC3\xA8que.</p></div><div class=post><p>Merci ! La " \
	"r\xC3\xA9paration a dur\xC3\xA9 deux heures et depuis toutes les photos sont " \
	"revenues, il y avait pourtant assez d'espace disque.</p></div>" end "</main><footer>" \
	"<a href=/l>Mentions l\xC3\xA9gales</a></footer></body></html>"
	const char *t = ex(THREAD("</div><div class=thread-locked><p>Cette discussion a "
	                          "\xC3\xA9t\xC3\xA9 ferm\xC3\xA9" "e par le syst\xC3\xA8me. Vous "
	                          "pouvez voter pour tout message utile.</p></div>"), NULL, NULL);
	CHECK(strstr(t, "assez d'espace disque.") != NULL);
	CHECK(strstr(t, "ferm\xC3\xA9" "e") == NULL);
	/* a post's own closing line stays */
	t = ex(THREAD("<div class=post><p>La discussion est ferm\xC3\xA9" "e pour moi, merci "
	              "\xC3\xA0 tous pour les r\xC3\xA9ponses !</p></div></div>"), NULL, NULL);
	CHECK(strstr(t, "pour les r\xC3\xA9ponses !") != NULL);
	/* and so does one under its header line, in a box of its posts'
	 * kind (vBulletin's "25-nov-2024, 08:05 #4" over "Gracias a todos.
	 * ... Tema cerrado.") */
	t = ex(THREAD("<div class=post-head>25-nov-2024, 08:05 <a href=\"/p4\">#4</a></div>"
	              "<div class=post><p>Merci \xC3\xA0 tous, tout refonctionne. Discussion "
	              "ferm\xC3\xA9" "e.</p></div></div>"), NULL, NULL);
	CHECK(strstr(t, "tout refonctionne.") != NULL);
#undef THREAD
}

#define CCM_POST(who, when, t) "<div class=ctn><div class=ctn__head><a href=/u/" who ">" who \
	"</a> - " when "</div><div class=typo><p>Bonjour,</p><p>" t "</p></div></div>"

static void test_post_heads(void)
{
	/* a thread's post headers in boxes no hint names, the poster's
	 * linked name and the time: no text of the posts */
	const char *t = ex("<html lang=fr><body><header><a href=/>Forum</a></header><main><h1>"
	                   "Wifi qui se d\xC3\xA9" "connecte</h1><div class=answers>"
	                   CCM_POST("lucie_b75", "12 nov. 2024 \xC3\xA0 14:31", "Mon PC portable "
	                            "perd la connexion wifi toutes les dix minutes environ, les "
	                            "autres appareils de la maison n'ont aucun probl\xC3\xA8me.")
	                   CCM_POST("Bruno83", "12 nov. 2024 \xC3\xA0 15:07", "C'est souvent la "
	                            "gestion de l'alimentation de la carte wifi qui coupe la "
	                            "connexion pour \xC3\xA9" "conomiser la batterie.")
	                   CCM_POST("lucie_b75", "12 nov. 2024 \xC3\xA0 18:44", "Merci beaucoup, "
	                            "c'\xC3\xA9tait bien \xC3\xA7" "a ! Depuis que j'ai "
	                            "d\xC3\xA9" "coch\xC3\xA9 la case, plus aucune coupure.")
	                   "</div></main><footer><a href=/m>Mentions l\xC3\xA9gales</a></footer>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "plus aucune coupure.") != NULL);
	CHECK(strstr(t, "15:07") == NULL);
	CHECK(strstr(t, "18:44") == NULL);
	/* a quote's source in a reply stays the quote's */
	t = ex("<html lang=de><body><main><h1>W\xC3\xA4rmepumpe taktet</h1><div class=posts>"
	       "<div class=post><div class=head><a href=/u/1>Willi</a> - Sa 13. Jan 2024, 19:20"
	       "</div><p>Meine W\xC3\xA4rmepumpe schaltet im Winter alle zehn Minuten ein und "
	       "wieder aus, obwohl die Heizkurve flach eingestellt ist.</p></div><div class=post>"
	       "<div class=head><a href=/u/2>Sepp</a> - So 14. Jan 2024, 09:31</div><blockquote>"
	       "<cite><a href=/u/1>Willi</a> hat geschrieben: Sa 13. Jan 2024, 19:20</cite><p>"
	       "alle zehn Minuten ein und wieder aus</p></blockquote><p>Das klingt nach einem zu "
	       "kleinen Pufferspeicher, pr\xC3\xBC" "f mal die Hysterese in den Einstellungen."
	       "</p></div></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Willi hat geschrieben") != NULL);
	CHECK(strstr(t, "So 14. Jan 2024, 09:31") == NULL);
}
#undef CCM_POST

static void test_formal_closing(void)
{
	/* a support thread's posts closing with a formal greeting and the
	 * name under it: the post's ("Gruß", "Mit freundlichen Grüßen") */
	const char *t = ex("<html lang=de><body><header><a href=/>Hilfe-Community</a></header>"
	                   "<main><h1>WLAN bricht abends ab</h1><div class=post><p>Hallo "
	                   "Community,</p><p>seit zwei Wochen bricht bei uns jeden Abend das WLAN "
	                   "ab. Per Kabel am Router l\xC3\xA4uft alles normal weiter, nach einem "
	                   "Neustart geht es f\xC3\xBCr etwa eine Stunde.</p><p>Gru\xC3\x9F<br>"
	                   "Tobias</p></div><div class=post><p>Hallo Tobias,</p><p>stell den Kanal "
	                   "im 5-GHz-Band bitte fest auf 36 bis 48 ein, diese Kan\xC3\xA4le sind "
	                   "vom automatischen Wechsel ausgenommen.</p><p>Mit freundlichen "
	                   "Gr\xC3\xBC\xC3\x9F" "en<br>Stefan</p></div></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Gru\xC3\x9F\nTobias") != NULL);
	CHECK(strstr(t, "Mit freundlichen Gr\xC3\xBC\xC3\x9F" "en\nStefan") != NULL);
}

#define IT_ANSWER(who, t) "<article class=answer><div class=answer-author><a href=/utente/" \
	who ">" who "</a> <span class=user-level>Esperto</span> <time>24 novembre 2024, " \
	"18:15</time></div><div class=answer-text>" t "</div></article>"

static void test_question_card(void)
{
	/* a Q&A page's question in a box of its own above the answers'
	 * box, each answer under its author's box, related questions and a
	 * ranking beside them: the question goes first */
	const char *t = ex("<html lang=it><body><main><div class=row><div class=col-main><ol "
	                   "class=breadcrumb><li><a href=/>Home</a></li><li><a href=/domande>"
	                   "Domande</a></li><li><a href=/materie/italiano>Italiano</a></li></ol>"
	                   "<section class=question-card><h1>Differenza tra passato prossimo e "
	                   "passato remoto?</h1><div class=question-author><a href=/utente/giulia>"
	                   "giulia</a> <span class=user-level>Principiante</span> <time>24 "
	                   "novembre 2024, 17:02</time></div><div class=question-text><p>Ciao a "
	                   "tutti, qualcuno mi pu\xC3\xB2 spiegare quando si usa il passato remoto "
	                   "e quando il passato prossimo? La prof dice che al nord si usa quasi "
	                   "solo il passato prossimo, ma nei temi io non capisco mai quale "
	                   "scegliere.</p><p>Per esempio: \xC2\xAB" "Dante scrisse la Divina "
	                   "Commedia\xC2\xBB oppure \xC2\xAB" "Dante ha scritto la Divina "
	                   "Commedia\xC2\xBB? Grazie mille!</p></div></section><section "
	                   "class=answers>"
	                   IT_ANSWER("prof_rossi", "<p>Ciao Giulia! La regola generale \xC3\xA8 "
	                             "questa:</p><ul><li>il passato prossimo si usa per azioni "
	                             "concluse che hanno ancora un legame con il presente "
	                             "(\xC2\xABQuest'anno ho letto tre libri\xC2\xBB);</li><li>il "
	                             "passato remoto si usa per azioni concluse in un passato "
	                             "lontano e senza legame con il presente, soprattutto nei "
	                             "racconti e nei testi storici.</li></ul><p>Nel tuo esempio "
	                             "sono corrette entrambe, ma in un tema di storia della "
	                             "letteratura \xC3\xA8 meglio \xC2\xAB" "Dante scrisse la "
	                             "Divina Commedia\xC2\xBB, perch\xC3\xA9 parli di un fatto "
	                             "storico.</p><p>Un consiglio: in un racconto non mescolare i "
	                             "due tempi senza motivo.</p>")
	                   IT_ANSWER("luca03", "<p>Aggiungo solo che al sud il passato remoto si "
	                             "usa molto anche nel parlato per cose successe da poco. Nello "
	                             "scritto formale per\xC3\xB2 vale la regola della prof.</p>")
	                   "</section><section class=related-questions><h2>Domande simili</h2><ul>"
	                   "<li><a href=/d/1>Quando si usa il trapassato remoto?</a> <span>3 "
	                   "risposte</span></li><li><a href=/d/2>Imperfetto o passato prossimo "
	                   "nei temi?</a> <span>5 risposte</span></li><li><a href=/d/3>Analisi "
	                   "logica: complemento di tempo</a> <span>2 risposte</span></li></ul>"
	                   "</section></div><aside class=sidebar><h3>Classifica</h3><ol><li><a "
	                   "href=/u/1>prof_rossi</a> 1.240 punti</li><li><a href=/u/2>mate_mania"
	                   "</a> 980 punti</li></ol></aside></div></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "non capisco mai quale scegliere.") != NULL);
	CHECK(strstr(t, "vale la regola della prof.") != NULL);
}
#undef IT_ANSWER

static void test_answer_helpful(void)
{
	/* a Q&A page's prompt under each answer, "Cette réponse vous
	 * a-t-elle aidé ? 23 Répondre": no text of the answer */
#define FR_ANSWER(t) "<div class=answer><div class=typo><p>" t "</p></div><div " \
	"class=actions><span class=useful>Cette r\xC3\xA9ponse vous a-t-elle aid\xC3\xA9 ?" \
	"</span> <span>23</span> <a href=#r>R\xC3\xA9pondre</a></div></div>"
	const char *t = ex("<html lang=fr><body><main><h1>Wifi qui se d\xC3\xA9" "connecte</h1>"
	                   FR_ANSWER("Mon PC portable perd la connexion wifi toutes les dix "
	                             "minutes, les autres appareils n'ont aucun probl\xC3\xA8me "
	                             "avec la m\xC3\xAAme box.")
	                   FR_ANSWER("C'est tr\xC3\xA8s souvent la gestion de l'alimentation de "
	                             "la carte wifi qui coupe la connexion pour "
	                             "\xC3\xA9" "conomiser la batterie.")
	                   "</main></body></html>", NULL, NULL);
#undef FR_ANSWER
	CHECK(strstr(t, "pour \xC3\xA9" "conomiser la batterie.") != NULL);
	CHECK(strstr(t, "aid\xC3\xA9 ?") == NULL);
}

static void test_tally_line(void)
{
	/* a Q&A page's tallies under each answer, the views first ("8.4K
	 * views · View upvotes"): no text of the answer */
#define EN_ANSWER(t, n) "<div class=answer><div class=content><p>" t "</p></div><div " \
	"class=stats><span>" n " views</span> \xC2\xB7 <span>View upvotes</span></div></div>"
	const char *t = ex("<html lang=en><body><main><h1>Is it bad to drink coffee after 3 "
	                   "p.m.?</h1>"
	                   EN_ANSWER("The half-life of caffeine in a healthy adult is about five "
	                             "hours, so an afternoon coffee still leaves half its "
	                             "caffeine in your blood in the evening.", "8.4K")
	                   EN_ANSWER("If you love the taste, switch to decaf in the afternoon; a "
	                             "good decaf is honestly hard to tell apart.", "1.1K")
	                   "</main></body></html>", NULL, NULL);
#undef EN_ANSWER
	CHECK(strstr(t, "hard to tell apart.") != NULL);
	CHECK(strstr(t, "View upvotes") == NULL);
}

static void test_iso_stamp(void)
{
	/* a Q&A page's post times printed as ISO 8601 stamps over each
	 * post: no text of the page */
	const char *t = ex("<html lang=en><body><main><h1>Timer trigger runs twice</h1><div "
	                   "class=question><div class=when>2024-11-18T07:41:12.6 +00:00</div><p>"
	                   "My timer-triggered function is scheduled once a day, but about once a "
	                   "week the logs show two executions starting within the same second."
	                   "</p></div><div class=answer><div class=when>2024-11-18T10:02:33.1 "
	                   "+00:00</div><p>Timer triggers take a blob lease in the storage "
	                   "account, so two apps that share it and their host ID can both run "
	                   "the schedule.</p></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "can both run the schedule.") != NULL);
	CHECK(strstr(t, "+00:00") == NULL);
}

static void test_stamp_line(void)
{
	/* a news story's line of when it went up and was changed, under the
	 * headline in a box whose class names nothing, in Turkish and in
	 * Finnish: no text of the story; an event's date and hour stays */
	const char *t = ex("<html lang=tr><body><header><a href=/>Gazete</a></header><main>"
	                   "<div class=news-detail><h1>Gece seferleri "
	                   "art\xC4\xB1r\xC4\xB1l\xC4\xB1yor</h1><div class=news-detail-info>"
	                   "<span>Haber Merkezi</span> <span>Giri\xC5\x9F: 27.11.2026 - 11:24"
	                   "</span> <span>G\xC3\xBCncelleme: 27.11.2026 - 12:05</span></div><p>"
	                   PARA "</p><p>" PARA "</p></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "11:24") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	t = ex("<html lang=fi><body><main><article><h1>Lumimyr\xC3\xA4kk\xC3\xA4</h1>"
	       "<div class=ArticleMeta_times__r3><span>27.11. 9:12</span> \xE2\x80\xA2 "
	       "<span>P\xC3\xA4ivitetty 27.11. 11:40</span></div><p>" PARA "</p><p>" PARA
	       "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "11:40") == NULL);
	t = ex("<html lang=de><body><main><article><h1>Adventskonzert</h1>"
	       "<div class=event-when>Samstag, 12. Dezember 2026, 19:30 Uhr</div><p>" PARA
	       "</p><p>" PARA "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "19:30 Uhr") != NULL);
}

static void test_tip_follow_europe(void)
{
	/* a Norwegian paper's call for tips and a Romanian one's call to
	 * follow it on Google News, under the story: no text of it */
	const char *t = ex("<html lang=nb><body><main><article><h1>Ny skole</h1><p>" PARA
	                   "</p><p>" PARA "</p><div class=article-tip>Har du tips til en sak? "
	                   "Ring oss p\xC3\xA5 77 00 00 00 eller send e-post.</div></article>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Ring oss") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	t = ex("<html lang=ro><body><main><article><h1>Salariul minim</h1><p>" PARA "</p><p>"
	       PARA "</p><p><em>Urm\xC4\x83re\xC8\x99te \xC8\x99tirile pe <a href=/g>Google News"
	       "</a> \xC8\x99i pe canalul nostru de <a href=/w>WhatsApp</a>.</em></p></article>"
	       "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Google News") == NULL);
}

static void test_itemprop_list(void)
{
	/* a Czech news site's headline of two sentences under its date
	 * line, its itemprop a list of names ("name headline"): the title,
	 * no text of the story */
#define CZ_HEAD "Praha zdra\xC5\xBE\xC3\xAD parkov\xC3\xA1n\xC3\xAD v centru. Hodina v " \
	"prvn\xC3\xAD z\xC3\xB3n\xC4\x9B bude st\xC3\xA1t a\xC5\xBE 120 korun"
	const char *t = ex("<html lang=cs><head><title>" CZ_HEAD " - Zpr\xC3\xA1vy</title></head>"
	                   "<body><div id=menu><a href=/d>Dom\xC3\xA1" "c\xC3\xAD</a> <a href=/z>"
	                   "Zahrani\xC4\x8Dn\xC3\xAD</a></div><div class=art-full><div "
	                   "class=art-info>27. listopadu 2026 12:34</div><h1 itemprop=\"name "
	                   "headline\">" CZ_HEAD "</h1><div class=bbtext><p>" PARA "</p><p>" PARA
	                   "</p></div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Hodina") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
#undef CZ_HEAD
}

static void test_credit_europe(void)
{
	/* a picture's caption in the body, a sentence and its credit in
	 * Finnish ("Kuva: ..."), set as a German one ("Foto: ...") is:
	 * kept between the paragraphs */
	const char *t = ex("<html lang=fi><body><main><article><h1>Lumimyr\xC3\xA4kk\xC3\xA4"
	                   "</h1><p>" PARA "</p><p>" PARA "</p><figure><img src=a.jpg>"
	                   "<figcaption>Auroja Keh\xC3\xA4 I:ll\xC3\xA4 Espoossa "
	                   "torstaiaamuna. Kuva: Jari Kovalainen / Yle</figcaption></figure><p>"
	                   PARA "</p><p>" PARA "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Espoossa torstaiaamuna.") != NULL);
}

static void test_named_bio(void)
{
	/* a Danish op-ed's author box after the text, its name line over a
	 * line that opens with the name, and the paper's note on op-eds
	 * kept after it: the box goes */
	const char *t = ex("<html lang=da><body><main><div class=article-wrapper><h1>Kronik</h1>"
	                   "<div class=article-content><p>" PARA " " PARA "</p><p>" PARA " " PARA
	                   "</p><p>" PARA " " PARA "</p><p>" PARA " " PARA "</p><p>" PARA " "
	                   PARA "</p></div><div class=article-author-box><img src=a.jpg><div>"
	                   "<strong>Mads Holm</strong><p>Mads Holm er autoriseret psykolog og "
	                   "arbejder p\xC3\xA5 en ungdomsuddannelse i Aalborg.</p></div></div>"
	                   "<p class=note>Kronikker og "
	                   "debatindl\xC3\xA6g udtrykker skribentens holdning. Vil du skrive et "
	                   "debatindl\xC3\xA6g? L\xC3\xA6s vores retningslinjer og send dit "
	                   "indl\xC3\xA6g til os.</p></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "autoriseret psykolog") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
}

static void test_pic_caption(void)
{
	/* the lead picture's caption and credit in a box whose class names
	 * no caption, set with the picture over the text (an Estonian news
	 * site's spans, a Polish one's "imageDescription"): a caption, which
	 * goes before the body */
	const char *t = ex("<html lang=et><body><main><div class=article><h1>Tallinna trammiliin"
	                   "</h1><div class=article__lead><p>Tallinna linnavalitsus kinnitas "
	                   "kolmap\xC3\xA4" "eval trammiliini pikendamise Vanasadamast "
	                   "Kadriorgu.</p></div><div class=article__image><img src=/t.jpg><span>"
	                   "Tramm Vanasadamas.</span> <span>Foto: Siim L\xC3\xB5vi</span></div>"
	                   "<div class=article__body><p>" PARA "</p><p>" PARA "</p></div></div>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Tramm Vanasadamas") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	t = ex("<html lang=pl><body><main><div class=articleDetail><h1>Wichura nad Pomorzem</h1>"
	       "<div class=leadImage><img src=/w.jpg><div class=imageDescription>Powalone "
	       "drzewo na ul. Grunwaldzkiej w Gda\xC5\x84sku <span>Fot. Piotr Kowalczyk / "
	       "Agencja</span></div></div><div class=articleBody><p>" PARA "</p><p>" PARA
	       "</p></div></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Powalone") == NULL);
}

static void test_newsletter_europe(void)
{
	/* a paper's call in the body to sign up for its newsletter, where
	 * the newsletter has a word of its own (Swedish, Finnish): no text
	 * of the story */
	const char *t = ex("<html lang=sv><body><main><article><h1>Bostadsbidrag</h1><p>" PARA
	                   "</p><p>" PARA "</p><p><strong>Nyhetsbrev:</strong> F\xC3\xA5 de "
	                   "senaste nyheterna direkt i din inkorg varje morgon. <a href=/nb>"
	                   "Prenumerera h\xC3\xA4r</a></p><p>" PARA "</p></article></main>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "inkorg") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	t = ex("<html lang=fi><body><main><article><h1>Asumistuki</h1><p>" PARA "</p><p>" PARA
	       "</p><p>Tilaa uutiskirjeemme ja saat p\xC3\xA4iv\xC3\xA4n t\xC3\xA4rkeimm"
	       "\xC3\xA4t uutiset joka aamu. <a href=/u>Tilaa t\xC3\xA4st\xC3\xA4</a></p><p>"
	       PARA "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "uutiskirjeemme") == NULL);
}

static void test_ad_goes_on(void)
{
	/* a note in the body that the article goes on past the ad, in
	 * German and Swedish: no text of it; a sentence about a video that
	 * goes on stays */
	const char *t = ex("<html lang=de><body><main><article><h1>Bahnstreik</h1><p>" PARA
	                   "</p><p>" PARA "</p><p>Artikel wird unter der Anzeige fortgesetzt</p>"
	                   "<p>Artikeln forts\xC3\xA4tter under annonsen</p><p>Das Video zeigt, "
	                   "wie die Polizei weiter ermittelt.</p><p>" PARA "</p></article></main>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "fortgesetzt") == NULL);
	CHECK(strstr(t, "annonsen") == NULL);
	CHECK(strstr(t, "Das Video zeigt") != NULL);
}

static void test_read_time_europe(void)
{
	/* a news site's reading time over the text in Polish and Finnish,
	 * in a box whose class names nothing: no text of the story */
	const char *t = ex("<html lang=pl><body><main><article><h1>Wichura</h1><p>Czas czytania: "
	                   "4 min</p><div>Lukuaika 3 min</div><p>" PARA "</p><p>" PARA "</p><p>"
	                   PARA "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Czas czytania") == NULL);
	CHECK(strstr(t, "Lukuaika") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
}

static void test_source_tip_europe(void)
{
	/* a Finnish story's source line and a Polish paper's call for
	 * readers' news under it: no text of the story */
	const char *t = ex("<html lang=fi><body><main><article><h1>Lumimyr\xC3\xA4kk\xC3\xA4"
	                   "</h1><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>L\xC3\xA4hde: STT"
	                   "</p><p>"
	                   "Masz newsa, zdj\xC4\x99" "cie lub filmik? Prze\xC5\x9Blij nam przez "
	                   "formularz kontaktowy.</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "STT") == NULL);
	CHECK(strstr(t, "Masz newsa") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
}

static void test_paywall_plan(void)
{
	/* a paywall's offer set in the body under the free part, its
	 * heading "Lesen Sie jetzt weiter" or named for the plan ("Mit
	 * heise+ weiterlesen"), goes with the offer under it; a sentence
	 * that opens with "Mit" stays */
	const char *t = ex("<body><article><div class=c-article-text><p>Der Autozulieferer "
	                   "baut weitere 2800 Arbeitspl\xC3\xA4tze in Deutschland ab. Das teilte "
	                   "das Unternehmen am Mittwoch mit.</p><p>Schon im Herbst hatte der "
	                   "Konzern angek\xC3\xBCndigt, in Europa 4700 Stellen zu streichen. Der "
	                   "neue Abbau kommt nun hinzu.</p><div class=c-paywall><h2>Lesen Sie "
	                   "jetzt weiter</h2><p>Erhalten Sie Zugriff auf diesen und jeden weiteren "
	                   "Artikel im Web und in unserer App f\xC3\xBCr 4 Wochen kostenlos.</p>"
	                   "<ul><li>Jederzeit k\xC3\xBCndbar</li></ul></div></div></article></body>",
	                   NULL, NULL);
	CHECK(strstr(t, "Der neue Abbau kommt nun hinzu.") != NULL);
	CHECK(strstr(t, "Lesen Sie") == NULL);
	CHECK(strstr(t, "4 Wochen kostenlos") == NULL);
	t = ex("<body><article><div class=article-content><p>Das Passwort hat ein Problem: Es "
	       "l\xC3\xA4sst sich abfischen, erraten und weitergeben. Passkeys l\xC3\xB6sen das "
	       "mit einem Schl\xC3\xBCsselpaar.</p><p>Mit einem Passkey meldet man sich ohne "
	       "Passwort an. Inzwischen unterst\xC3\xBCtzen alle gro\xC3\x9F" "en Plattformen "
	       "das Verfahren.</p><div class=a-paywall><p>Mit heise+ weiterlesen</p><ul><li>"
	       "Zugriff auf alle Beitr\xC3\xA4ge inkl. Magazine</li><li>Unbegrenzt lesen und "
	       "h\xC3\xB6ren</li></ul><p>Monatlich 12,95 Euro, die ersten 4 Wochen f\xC3\xBCr "
	       "nur 1 Euro</p></div></div></article></body>", NULL, NULL);
	CHECK(strstr(t, "Mit einem Passkey meldet man sich") != NULL);
	CHECK(strstr(t, "weiterlesen") == NULL);
	CHECK(strstr(t, "12,95 Euro") == NULL);
}

static void test_advice_note(void)
{
	/* a finance page's note under the story that it is no investment
	 * advice goes, in German and in English; a sentence of the story on
	 * advisers stays */
	const char *t = ex("<body><article><div class=news-article__body><p>Der Softwarekonzern "
	                   "hat im vierten Quartal mehr umgesetzt und verdient als erwartet. Die "
	                   "Aktie legte am Morgen um gut f\xC3\xBCnf Prozent zu.</p><p>Der Umsatz "
	                   "stieg um elf Prozent auf 9,38 Milliarden Euro. Anlageberater "
	                   "empfehlen die Aktie weiter zum Kauf.</p></div><div class=box><p><b>"
	                   "Keine Anlageberatung:</b> Die Inhalte dieser Seite stellen keine "
	                   "Anlageberatung und keine Aufforderung zum Kauf oder Verkauf von "
	                   "Wertpapieren dar.</p></div></article></body>", NULL, NULL);
	CHECK(strstr(t, "Anlageberater empfehlen") != NULL);
	CHECK(strstr(t, "Wertpapieren dar") == NULL);
	t = ex("<body><article><div class=body><p>" PARA "</p><p>" PARA "</p></div><div><p>"
	       "The views expressed are the author's own. This article does not constitute "
	       "investment advice, and past performance is no guide to future returns.</p>"
	       "</div></article></body>", NULL, NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	CHECK(strstr(t, "investment advice") == NULL);
	/* a blogger's note as a paragraph of the post is the post's */
	t = ex("<body><article><div class=entry-content><p>" PARA "</p><p>" PARA "</p><p><em>"
	       "Risikohinweis: Dieser Artikel ist keine Anlageberatung. Investitionen in "
	       "Wertpapiere sind mit Risiken verbunden.</em></p></div></article></body>", NULL,
	       NULL);
	CHECK(strstr(t, "Risikohinweis") != NULL);
	/* a paragraph of a story set a box each that quotes the words,
	 * prose after it, stays */
	t = ex("<body><article><div class=c><p>" PARA "</p></div><div class=c><p>The founder "
	       "posted that buying the coin was not financial advice, and the price doubled "
	       "within an hour of the post.</p></div><div class=c><p>" PARA "</p></div>"
	       "</article></body>", NULL, NULL);
	CHECK(strstr(t, "not financial advice") != NULL);
}

static void test_loading_line(void)
{
	/* a chart's text until its script has run ("Chart wird geladen …",
	 * "Loading chart...") goes; a sentence that ends with dots stays */
	const char *t = ex("<body><article><div class=body><p>" PARA "</p><div class=chart>"
	                   "<span>Chart wird geladen \xE2\x80\xA6</span></div><p>" PARA "</p>"
	                   "<div class=widget><p>Loading chart...</p></div><p>" PARA "</p>"
	                   "<p>Am Ende war der Akku nie geladen...</p></div></article></body>",
	                   NULL, NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	CHECK(strstr(t, "Chart wird") == NULL);
	CHECK(strstr(t, "Loading chart") == NULL);
	CHECK(strstr(t, "Am Ende war der Akku nie geladen...") != NULL);
}

static void test_stock_quote_inline(void)
{
	/* a share's price and change after its name in a finance story's
	 * sentence, a widget named a stock quote, is no word of the text;
	 * the name stays */
	const char *t = ex("<body><article><div class=c-article-text><p>Der Zulieferer baut "
	                   "weitere 2800 Arbeitspl\xC3\xA4tze ab. Die Aktie von <a href=\"/s\" "
	                   "class=c-stock-link>Schaeffler <span class=\"c-stock-link__quote "
	                   "is-down\">5,12 \xE2\x82\xAC -3,40 %</span></a> gab daraufhin nach. "
	                   "Hinzu kommen Stellen im Ausland.</p><p>An der B\xC3\xB6rse fiel die "
	                   "Aktie von <a href=\"/n\">Novo Nordisk</a> <span class=stock-quote>"
	                   "<span>62,10 \xE2\x82\xAC</span> <span>-17,9 %</span></span> um fast "
	                   "18 Prozent. Es war der gr\xC3\xB6\xC3\x9Fte Tagesverlust seit mehr als "
	                   "zwei Jahrzehnten.</p></div></article></body>", NULL, NULL);
	CHECK(strstr(t, "Die Aktie von Schaeffler gab daraufhin nach.") != NULL);
	CHECK(strstr(t, "5,12") == NULL);
	CHECK(strstr(t, "Novo Nordisk um fast 18 Prozent") != NULL);
	CHECK(strstr(t, "-17,9") == NULL);
}

static void test_plan_offer_after(void)
{
	/* a subscription's offer box after the story, its heading naming the
	 * plan over its benefits in a list and its button, is no listing's
	 * facts kept after the container */
	const char *t = ex("<body><main><article><h1>Linux 6.13 ist fertig</h1><div "
	                   "class=article-content><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
	                   "</div></article><aside class=plus-teaser><h3>Immer mehr Wissen. Das "
	                   "digitale Abo f\xC3\xBCr IT und Technik.</h3><ul><li>Exklusive Tests, "
	                   "Ratgeber und Hintergr\xC3\xBCnde</li><li>Unbegrenzter Zugriff auf alle "
	                   "Beitr\xC3\xA4ge</li></ul><a href=\"/abo\">Jetzt testen</a></aside>"
	                   "</main></body>", NULL, NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	CHECK(strstr(t, "Abo") == NULL);
	CHECK(strstr(t, "Unbegrenzter Zugriff") == NULL);
}

static void test_credit_by_line(void)
{
	/* a review's credit line of its own under the text, a name and its
	 * outlet, goes; a sentence that opens the same way stays */
	const char *t = ex("<body><article><div class=body><p>" PARA "</p><p>Photos by local "
	                   "children hang in the hall / the foyer until the end of May.</p><p>"
	                   PARA "</p><p><em>Photography by Chris Welch / The Verge</em></p></div>"
	                   "</article></body>", NULL, NULL);
	CHECK(strstr(t, "The committee met") != NULL);
	CHECK(strstr(t, "Photos by local children") != NULL);
	CHECK(strstr(t, "Chris Welch") == NULL);
}

static void test_credit_line_europe(void)
{
	/* a picture's credit alone on its line in the body, in Finnish and
	 * Hungarian: no text of the story */
	const char *t = ex("<html lang=fi><body><main><article><h1>Lumimyr\xC3\xA4kk\xC3\xA4"
	                   "</h1><p>" PARA "</p><p>" PARA "</p><div class=img><img src=a.jpg "
	                   "width=800 height=500><p>Kuva: Jari Kovalainen / Yle</p></div><p>" PARA
	                   "</p><div class=img><img src=b.jpg width=800 height=500><p>"
	                   "Fot\xC3\xB3: MTI/Kov\xC3\xA1" "cs</p></div><p>" PARA "</p></article>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Kovalainen") == NULL);
	CHECK(strstr(t, "MTI") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
}

static void test_care_notice(void)
{
	/* a health page's notice that it is no doctor's advice, in German and
	 * Italian, and a drug advert's mandatory line: no text of the article;
	 * a story's own sentence that an app is no doctor stays */
	const char *t = ex("<html lang=de><body><main><article><h1>Sodbrennen</h1><p>" PARA
	                   "</p><p class=hint>Wichtiger Hinweis: Dieser Artikel enth\xC3\xA4lt nur "
	                   "allgemeine Hinweise und kann einen Arztbesuch nicht ersetzen.</p><p>"
	                   PARA "</p><p>Eine App kann den Arzt nicht ersetzen, sagt die "
	                   "Expertin, aber sie hilft beim Beobachten der Beschwerden.</p><p>"
	                   "Informationen aus dem Internet ersetzen keinen Arztbesuch, warnt "
	                   "die Verbraucherzentrale in ihrer neuen Brosch\xC3\xBCre.</p><p>" PARA
	                   "</p><p>Zu Risiken und Nebenwirkungen lesen Sie die Packungsbeilage und "
	                   "fragen Sie Ihre \xC3\x84rztin, Ihren Arzt oder in Ihrer Apotheke.</p>"
	                   "<p><em>Le informazioni contenute in questa pagina hanno scopo "
	                   "divulgativo e non sostituiscono il parere del medico.</em></p>"
	                   "</article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "allgemeine Hinweise") == NULL);
	CHECK(strstr(t, "Packungsbeilage") == NULL);
	CHECK(strstr(t, "parere del medico") == NULL);
	CHECK(strstr(t, "Eine App kann") != NULL);
	CHECK(strstr(t, "warnt die Verbraucherzentrale") != NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
}

static void test_cited_sources(void)
{
	/* a health article's list of guidelines under "Quellen" and
	 * "Bibliograf\xC3\xADa", each line long but naming its year: the list
	 * goes, the body stays */
	const char *t = ex("<html lang=de><body><main><article><h1>Sodbrennen</h1><p>" PARA
	                   "</p><p>" PARA "</p><section class=sources><h2>Quellen</h2><ul><li>"
	                   "Deutsche Gesellschaft f\xC3\xBCr Gastroenterologie, Verdauungs- und "
	                   "Stoffwechselkrankheiten (DGVS): S2k-Leitlinie Gastro\xC3\xB6sophageale "
	                   "Refluxkrankheit und eosinophile \xC3\x96sophagitis, AWMF-Register Nr. "
	                   "021-013, Stand 2023</li><li>Herold G: Innere Medizin 2024, "
	                   "Eigenverlag K\xC3\xB6ln</li></ul></section></article></main></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Quellen") == NULL);
	CHECK(strstr(t, "Leitlinie") == NULL);
	t = ex("<html lang=es><body><main><article><h1>Gripe</h1><p>" PARA "</p><p>" PARA
	       "</p><div class=biblio><h3>Bibliograf\xC3\xAD" "a</h3><ul><li>Ministerio de "
	       "Sanidad. Recomendaciones de vacunaci\xC3\xB3n frente a la gripe. Temporada "
	       "2025-2026.</li><li>Organizaci\xC3\xB3n Mundial de la Salud. Gripe (estacional). "
	       "Nota descriptiva, 2024.</li></ul></div></article></main></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Ministerio") == NULL);
}

static void test_teaser_dates(void)
{
	/* a pharmacy's list of its other tips under the article, each a
	 * date over a linked title: the dates and the list's heading go */
	const char *t = ex("<html lang=de><body><main><div class=newsreader><h1>Heuschnupfen"
	                   "</h1><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p></div>"
	                   "<div class=newslist><h2>Weitere Gesundheitstipps</h2><div class=item>"
	                   "<p class=info>12.02.2025</p><h3><a href=/a>Erk\xC3\xA4ltung oder "
	                   "Grippe? So erkennen Sie den Unterschied</a></h3></div><div class=item>"
	                   "<p class=info>20.01.2025</p><h3><a href=/b>Vitamin D im Winter: "
	                   "Brauche ich ein Pr\xC3\xA4parat?</a></h3></div></div></main></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "12.02.2025") == NULL);
	CHECK(strstr(t, "20.01.2025") == NULL);
	CHECK(strstr(t, "Weitere Gesundheitstipps") == NULL);
}

static void test_review_line(void)
{
	/* a health page's line that names who checked it, in a box named
	 * nothing, in German and English: no text of the article */
	const char *t = ex("<html lang=de><body><main><article><h1>FSME</h1><div class=check>"
	                   "Expertenpr\xC3\xBC" "fung durch: Univ.-Prof. Dr. Ursula Berger, "
	                   "Fach\xC3\xA4rztin f\xC3\xBCr Tropenmedizin</div><p>" PARA "</p><p>"
	                   PARA "</p><p>Medically reviewed by Dr. Jane Smith, MD</p></article>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Expertenpr") == NULL);
	CHECK(strstr(t, "Medically reviewed") == NULL);
}

static void test_views_notice(void)
{
	/* a contributor platform's notice over the post and a guest post's
	 * under it, in English and German: the writer's view, no text of the
	 * post; a paragraph of the body that speaks of authors' own views
	 * stays, and so does one that only quotes a view */
	const char *t = ex("<html lang=en><body><main><div class=entry><h1>Grief</h1><div "
	                   "class=box><p>This post was published on the now-closed Contributor "
	                   "platform. Contributors control their own work and posted freely to "
	                   "our site.</p></div><div class=body><p>" PARA "</p><p>Some authors "
	                   "hold views of their own on everything, my father said once.</p><p>"
	                   PARA "</p><p>" PARA "</p><p><em>The views expressed in this article "
	                   "are those of the author and do not necessarily reflect the position "
	                   "of this site.</em></p></div></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "control their own work") == NULL);
	CHECK(strstr(t, "views expressed") == NULL);
	CHECK(strstr(t, "my father said") != NULL);
	t = ex("<html lang=de><body><main><article><h1>Gastbeitrag</h1><p>" PARA "</p><p>"
	       PARA "</p><p>" PARA "</p><p>Gastbeitr\xC3\xA4ge geben nicht zwingend die "
	       "Meinung der Redaktion wieder.</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Gastbeitr") == NULL);
	/* a guest's bio that ends on the notice is the bio */
	t = ex("<html lang=de><body><main><article><h1>Gastbeitrag</h1><p>" PARA "</p><p>"
	       PARA "</p><p>" PARA "</p><p>Thomas Brandl ist Stadtplaner und lebt in der "
	       "Region. GastbeitrÃ¤ge geben nicht zwingend die Meinung der Redaktion "
	       "wieder.</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "ist Stadtplaner") != NULL);
}

static void test_extended_entry(void)
{
	/* a blog's post past its "Continue reading" cut in a box of its own,
	 * Movable Type's "asset-more" with the id "more", TypePad's
	 * "entry-more": the post's text; a list's "more" box is none */
	const char *t = ex("<body><div id=alpha><div class=entry-asset><h2>A week without the "
	                   "car</h2><div class=asset-content><div class=asset-body><p>" PARA
	                   "</p></div><div class=asset-more id=more><p>Monday was easy, and the "
	                   "children walked to school with me for the first time in years.</p>"
	                   "<p>" PARA "</p></div></div></div><div class=more><a href=/a>Older "
	                   "posts from this blog</a></div></div></body>", NULL, NULL);
	CHECK(strstr(t, "Monday was easy") != NULL);
	CHECK(strstr(t, "Older posts") == NULL);
}

static void test_facts_titled(void)
{
	/* a house's features after its description under one title named
	 * a header by its class, over a heading and a list each: the title
	 * and its sections follow the text */
	const char *t = ex("<body><div class=page><div class=main><section class=descr><h2>"
	                   "Omschrijving</h2><div class=body><p>" PARA "</p><p>" PARA "</p>"
	                   "</div></section><section class=features><h2 class=features__header>"
	                   "Kenmerken</h2><h3>Overdracht</h3><dl><dt>Vraagprijs</dt><dd>"
	                   "€ 675.000 k.k.</dd><dt>Status</dt><dd>Beschikbaar</dd></dl><h3>Bouw"
	                   "</h3><dl><dt>Bouwjaar</dt><dd>1932</dd><dt>Soort bouw</dt><dd>"
	                   "Bestaande bouw</dd></dl></section></div></div></body>", NULL, NULL);
	CHECK(strstr(t, "\nKenmerken\nOverdracht\nVraagprijs\n") != NULL);
	CHECK(strstr(t, "\nBouwjaar\n1932\n") != NULL);
}

static void test_calendar_cards(void)
{
	/* a town's event calendar, no body but its introduction: each
	 * event's card, a linked title over its time and place and its
	 * summary, is the page, with its date in the box around it */
	const char *t = ex("<body><main><h1>Veranstaltungen</h1><p>Hier finden Sie die "
	                   "Veranstaltungen in der Stadt und den Ortsteilen.</p><div class=list>"
	                   "<article class=ev><div class=ev__date>Sa 06.06.2026</div><div "
	                   "class=ev__body><h3><a href=/e/1>Altstadtfest</a></h3><p class=ev__meta>"
	                   "11:00 \xE2\x80\x93 23:00 Uhr \xC2\xB7 Marktplatz</p><p>Drei Tage Musik "
	                   "auf vier B\xC3\xBChnen und Kunsthandwerk in der Altstadt.</p></div>"
	                   "</article><article class=ev><div class=ev__date>Di 09.06.2026</div>"
	                   "<div class=ev__body><h3><a href=/e/2>Stadtf\xC3\xBChrung am "
	                   "Nachmittag</a></h3><p class=ev__meta>14:00 Uhr \xC2\xB7 Rathaus</p><p>"
	                   "Rundgang durch die Altstadt mit Blasturm und Stadtmauer, etwa 90 "
	                   "Minuten.</p></div></article><article class=ev><div class=ev__date>So "
	                   "14.06.2026</div><div class=ev__body><h3><a href=/e/3>Flohmarkt am "
	                   "See</a></h3><p class=ev__meta>7:00 Uhr \xC2\xB7 Seeufer</p><p>Privater "
	                   "Flohmarkt mit \xC3\xBC" "ber 150 St\xC3\xA4nden, keine Anmeldung "
	                   "n\xC3\xB6tig.</p></div></article></div></main></body>", NULL, NULL);
	CHECK(strstr(t, "Altstadtfest\n11:00") != NULL);
	CHECK(strstr(t, "Di 09.06.2026\n") != NULL);
	CHECK(strstr(t, "Privater Flohmarkt") != NULL);
}

static void test_grid_rows(void)
{
	/* a used car's data in rows of two boxes, a label and its value,
	 * under a heading named a header, between its key facts and its
	 * description: the rows stay with their heading */
	const char *t = ex("<body><div class=main><h1>VW Golf 1.5 TSI</h1><div class=box><h2 "
	                   "class=box-header>Technische Daten</h2><div class=row><div class=col>"
	                   "Getriebe</div><div class=col>Schaltgetriebe</div></div><div "
	                   "class=row><div class=col>Hubraum</div><div class=col>1.498 cm3</div>"
	                   "</div><div class=row><div class=col>Anzahl der T\xC3\xBCren</div><div "
	                   "class=col>4/5</div></div><div class=row><div class=col>Farbe</div>"
	                   "<div class=col>Grau Metallic</div></div><div class=row><div class=col>"
	                   "HU</div><div class=col>04/2027</div></div></div><div class=box><h2>"
	                   "Beschreibung</h2><p>" PARA "</p><p>" PARA "</p></div></div></body>",
	                   NULL, NULL);
	CHECK(strstr(t, "Technische Daten\nGetriebe\nSchaltgetriebe\nHubraum\n") != NULL);
	CHECK(strstr(t, "HU\n04/2027\n") != NULL);
}

static void test_grid_facts_after(void)
{
	/* a flat's basic features after its description, under their
	 * heading, in rows of two boxes: they follow the text */
	const char *t = ex("<body><div class=page><section class=info><h1>Piso en Lavapi\xC3\xA9s"
	                   "</h1><section class=block><h2>Comentario</h2><div class=text><p>" PARA
	                   "</p><p>" PARA "</p></div></section><section class=block><h2>"
	                   "Caracter\xC3\xADsticas b\xC3\xA1sicas</h2><div class=frow><div>Superficie"
	                   "</div><div>68 m2</div></div><div class=frow><div>Habitaciones</div>"
	                   "<div>2</div></div><div class=frow><div>Ba\xC3\xB1os</div><div>1</div>"
	                   "</div></section></section></div></body>", NULL, NULL);
	CHECK(strstr(t, "b\xC3\xA1sicas\nSuperficie\n68 m2\nHabitaciones\n2\n") != NULL);
}

static void test_backers_thanks(void)
{
	/* a film's page closing with thanks to those who backed it on
	 * Patreon: the text's own last line; a call to become a member
	 * there still goes */
	const char *t = ex("<body><main><article><h1>Restoring a Wooden Sailboat</h1><p>" PARA
	                   "</p><p>" PARA "</p><p>We are grateful to the shipwrights who lent us "
	                   "their shed, and to everyone who supported the project on Patreon.</p>"
	                   "</article></main></body>", NULL, NULL);
	CHECK(strstr(t, "who supported the project on Patreon") != NULL);
	t = ex("<body><main><article><h1>Restoring a Wooden Sailboat</h1><p>" PARA "</p><p>"
	       PARA "</p><p>If you enjoyed the film, consider becoming a member on Patreon.</p>"
	       "</article></main></body>", NULL, NULL);
	CHECK(strstr(t, "Patreon") == NULL);
}

static void test_event_titles(void)
{
	/* a theatre's programme in a list, each item a date, a linked
	 * title, a time and place and a line about the show: the titles
	 * stay with their events */
	const char *t = ex("<body><div class=content><h1>Programma</h1><p>Tutti gli spettacoli "
	                   "del mese al Teatro Comunale.</p><ul class=lista><li class=sp><p>Gio "
	                   "03.12.2026</p><h3><a href=/s/1>La traviata</a></h3><p>ore 20:30 "
	                   "\xC2\xB7 Sala grande</p><p>Il capolavoro di Verdi nel nuovo "
	                   "allestimento con l'orchestra della citt\xC3\xA0.</p></li><li class=sp>"
	                   "<p>Sab 05.12.2026</p><h3><a href=/s/2>Il berretto a sonagli</a></h3>"
	                   "<p>ore 21:00 \xC2\xB7 Sala grande</p><p>La commedia di Pirandello con "
	                   "una compagnia di giovani attori emiliani.</p></li><li class=sp><p>Dom "
	                   "06.12.2026</p><h3><a href=/s/3>Concerto aperitivo</a></h3><p>ore 11:00 "
	                   "\xC2\xB7 Ridotto</p><p>Quartetto d'archi del conservatorio: Haydn e "
	                   "Schubert.</p></li></ul></div></body>", NULL, NULL);
	CHECK(strstr(t, "03.12.2026\nLa traviata\nore 20:30") != NULL);
	CHECK(strstr(t, "\nConcerto aperitivo\n") != NULL);
}

static void test_reader_vote(void)
{
	/* a game review's score box: the readers' rating and its count of
	 * votes, bare or with a call after it, and a store's "Was this
	 * review helpful?" are widgets, no text of the review */
	const char *t = ex("<body><main><article><h1>Frostgrave im Test</h1><div class=content>"
	                   "<p>" PARA "</p><p>" PARA "</p><div class=rating-box><div class=pros>"
	                   "<h4>Pro</h4><ul><li>Hervorragende Story mit echten Konsequenzen</li>"
	                   "</ul></div><div class=rating-vote><span>Eure Wertung</span> <span>"
	                   "2.314 Stimmen</span></div><div class=user-note><span>Note des lecteurs"
	                   "</span> <span>17,2/20</span> <span>(412 avis)</span> <a href=/avis>"
	                   "Donnez votre avis</a></div></div><p>" PARA "</p><div class=control>"
	                   "Was this review helpful? <a>Yes</a> <a>No</a> <a>Funny</a></div></div>"
	                   "</article></main></body>", NULL, NULL);
	CHECK(strstr(t, "Stimmen") == NULL);
	CHECK(strstr(t, "412 avis") == NULL);
	CHECK(strstr(t, "helpful") == NULL);
	CHECK(strstr(t, "Hervorragende Story") != NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	/* an election's count alone is text */
	t = ex("<body><main><article><h1>Wahl</h1><p>" PARA "</p><ul><li>CDU 12.345 Stimmen</li>"
	       "<li>SPD 11.204 Stimmen</li></ul><p>" PARA "</p></article></main></body>",
	       NULL, NULL);
	CHECK(strstr(t, "CDU 12.345 Stimmen") != NULL);
}

static void test_pros_contro(void)
{
	/* an Italian game review's verdict box below the body: "Pro" and
	 * "Contro" over their lists are the review's */
	const char *t = ex("<html lang=it><body><article><div class=article-body><p>" PARA
	                   "</p><p>" PARA "</p></div><div class=review-box><div class=score>"
	                   "<span>8.3</span><span>Voto</span></div><div class=review-"
	                   "pros><h4>Pro</h4><ul><li>Atmosfera rilassante</li><li>Personaggi "
	                   "ben scritti</li></ul></div><div class=review-cons><h4>Contro</h4><ul>"
	                   "<li>Ripetitivo sulla lunga distanza</li></ul></div></div></article>"
	                   "</body></html>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA "\nPro\nAtmosfera rilassante\nPersonaggi ben scritti\n"
	             "Contro\nRipetitivo sulla lunga distanza");
}

static void test_video_consent(void)
{
	/* a music site's box over its video asks for consent to show it and
	 * names the platform alone, no third party: no text of the news */
	const char *t = ex("<body><main><article><h1>Neues Album</h1><div class=text><p>" PARA
	                   "</p><div class=\"embed youtube\"><div class=consent-embed>Um dieses "
	                   "Video anzuzeigen, musst du der Nutzung von YouTube zustimmen. <a href="
	                   "\"#\">Video anzeigen</a></div></div><p>" PARA "</p><p>" PARA "</p></div>"
	                   "</article></main></body>", NULL, NULL);
	CHECK(strstr(t, "Video anzuzeigen") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	t = ex("<html lang=it><body><main><article><h1>Trailer</h1><p>" PARA "</p><div class=yt>"
	       "Per visualizzare questo video devi dare il tuo consenso a YouTube.</div><p>"
	       PARA "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "visualizzare") == NULL);
}

static void test_gallery_lead(void)
{
	/* a celebrity site's gallery: its lead in the header box above the
	 * slides, named the gallery's intro, goes first */
	const char *t = ex("<html lang=de><body><main><article class=gallery><header class="
	                   "gallery__header><h1 class=gallery__title>Hochzeit auf Mallorca</h1>"
	                   "<p class=gallery__intro>Moderatorin Lena Albrecht und Fu\xC3\x9F"
	                   "ballprofi Jonas Berg haben sich auf Mallorca das Jawort gegeben. Rund "
	                   "120 G\xC3\xA4ste feierten mit dem Paar.</p></header><div class="
	                   "gallery__slides><div class=slide><div class=slide__counter>Bild 1 von "
	                   "24</div><figure><img src=a.jpg></figure><div class=slide__caption><p>"
	                   "An der Seite des Paares standen Lenas Schwester Marie und sein "
	                   "fr\xC3\xBCherer Teamkollege Luca Baumann. Beide hielten sehr "
	                   "pers\xC3\xB6nliche Reden.</p></div></div><div class=slide><div class="
	                   "slide__counter>Bild 2 von 24</div><figure><img src=b.jpg></figure>"
	                   "<div class=slide__caption><p>Gefeiert wurde auf der Finca Son Vell, "
	                   "die seit \xC3\xBC" "ber 300 Jahren im Besitz derselben Familie ist."
	                   "</p></div>"
	                   "</div></div></article></main></body></html>", NULL, NULL);
	CHECK(strncmp(t, "Moderatorin Lena Albrecht", 25) == 0);
	CHECK(strstr(t, "Luca Baumann") != NULL);
	CHECK(strstr(t, "Bild 1 von") == NULL);
}

static void test_navbox_label(void)
{
	/* a game wiki's navigation box under the article: its rows' labels
	 * go with their links; a table of data stays */
	const char *t = ex("<body><main><div class=mw-parser-output><p>" PARA "</p><p>" PARA
	                   "</p><table class=wikitable><tr><th>Attack</th><th>Counter</th></tr>"
	                   "<tr><td>Lantern Slam</td><td>Roll to the left.</td></tr></table>"
	                   "<table class=navbox><tr><th colspan=2><a href=/b>Bosses</a></th></tr>"
	                   "<tr><th>Main</th><td><a href=/1>Ashen Knight</a> \xE2\x80\xA2 <a "
	                   "href=/2>The Pale Mother</a> \xE2\x80\xA2 <a href=/3>King Orvald</a>"
	                   "</td></tr><tr><th>Optional</th><td><strong>The Hollow Warden</strong> "
	                   "\xE2\x80\xA2 <a href=/4>Rot Gardener</a> \xE2\x80\xA2 <a href=/5>"
	                   "Twin Bellringers</a></td></tr></table></div></main></body>",
	                   NULL, NULL);
	CHECK(strstr(t, "Main") == NULL);
	CHECK(strstr(t, "Optional") == NULL);
	CHECK(strstr(t, "Lantern Slam") != NULL);
	CHECK(strstr(t, "Roll to the left.") != NULL);
}

static void test_cast_terms(void)
{
	/* a film's cast as roles over linked actors: each role after the
	 * last actor opens the next entry, no teaser's summary */
	const char *t = ex("<html lang=de><body><main><article><h1>Die Nacht</h1><p>" PARA
	                   "</p><p>" PARA "</p><h3>Darsteller</h3><dl class=cast><dt>Sabine "
	                   "Kessler</dt><dd><a href=/p/1>Katrin Neuhaus</a></dd><dt>Ralf Behrens"
	                   "</dt><dd><a href=/p/2>J\xC3\xB6rg Hartwig</a></dd><dt>Mehmet Aydin"
	                   "</dt><dd><a href=/p/3>Cem \xC3\x96zkan</a></dd><dt>Lea Kessler</dt>"
	                   "<dd><a href=/p/4>Emma Liebig</a></dd></dl></article></main></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Ralf Behrens\nJ\xC3\xB6rg Hartwig\nMehmet Aydin\n") != NULL);
	CHECK(strstr(t, "Lea Kessler\nEmma Liebig") != NULL);
}

static void test_faq_after(void)
{
	/* an insurer's FAQ accordion in a sibling box right after the text
	 * box, a call to action and teasers after it: the questions and
	 * answers (one with a link in it) go with the body, the rest stays
	 * out */
	const char *t = ex("<html lang=de><body><main><div class=breadcrumb><ol><li><a href=/>"
	                   "Startseite</a></li><li><a href=/l>Leistungen</a></li><li>Brillen"
	                   "</li></ol></div><div class=stage><h1>Brillen: Was zahlt die Kasse?"
	                   "</h1></div><div class=text><h2>Der Zuschuss</h2><p>Die Krankenkasse "
	                   "zahlt f\xC3\xBCr Brillengl\xC3\xA4ser nur in wenigen F\xC3\xA4llen "
	                   "einen Zuschuss. Erwachsene bekommen ihn erst ab einer starken "
	                   "Fehlsichtigkeit von mehr als sechs Dioptrien.</p><h2>Kinder</h2><p>"
	                   "F\xC3\xBCr Kinder und Jugendliche bis 18 Jahre \xC3\xBC" "bernehmen "
	                   "wir die Kosten f\xC3\xBCr die Gl\xC3\xA4ser in voller H\xC3\xB6he. "
	                   "Das Gestell zahlen Sie selbst, auch wenn es teurer ist.</p><h2>Das "
	                   "Rezept</h2><p>Sie brauchen eine Verordnung von Ihrer "
	                   "Augen\xC3\xA4rztin oder Ihrem Augenarzt. Damit gehen Sie zum Optiker, "
	                   "der mit uns direkt abrechnet.</p></div><div class=accordion><h2>"
	                   "H\xC3\xA4ufige Fragen"
	                   "</h2><div class=item><h3><button class=accordion-button aria-expanded"
	                   "=false>Zahlt die Kasse auch Kontaktlinsen?</button></h3><div class="
	                   "panel><p>Nur wenn eine Brille medizinisch nicht ausreicht, etwa bei "
	                   "einer sehr starken Hornhautverkr\xC3\xBCmmung.</p></div></div><div "
	                   "class=item><h3><button class=accordion-button aria-expanded=false>Wie"
	                   " oft bekomme ich neue Gl\xC3\xA4ser?</button></h3><div class=panel><p>"
	                   "Kinder bekommen neue Gl\xC3\xA4ser, sobald sich die <a href=/s>"
	                   "St\xC3\xA4rke</a> um "
	                   "mindestens 0,5 Dioptrien \xC3\xA4ndert.</p></div></div></div><div "
	                   "class=\"teaser teaser--cta\"><h3>Noch Fragen?</h3><p>Rufen Sie uns an,"
	                   " wir helfen Ihnen gern weiter.</p><a href=/kontakt>Kontakt</a></div>"
	                   "<div class=downloads><h3>Downloads</h3><ul><li><a href=/a.pdf>"
	                   "Merkblatt Brillen (PDF, 180 KB)</a></li><li><a href=/b.pdf>Antrag "
	                   "Kontaktlinsen (PDF, 90 KB)</a></li></ul></div><div class=related><h2>"
	                   "Das k\xC3\xB6nnte Sie auch interessieren</h2><a href=/x><h3>Sehtest"
	                   "</h3><p>Wann wir ihn zahlen.</p></a><a href=/y><h3>Augenvorsorge</h3>"
	                   "<p>Unsere Leistungen.</p></a></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "H\xC3\xA4ufige Fragen\nZahlt die Kasse auch Kontaktlinsen?\nNur wenn")
	      != NULL);
	CHECK(strstr(t, "Wie oft bekomme ich neue Gl\xC3\xA4ser?\nKinder bekommen") != NULL);
	CHECK(strstr(t, "Noch Fragen") == NULL);
	CHECK(strstr(t, "Merkblatt") == NULL);
	CHECK(strstr(t, "Sehtest") == NULL);
}

static void test_box_title(void)
{
	/* a summary box's title in a <div> over its list, and a table of
	 * contents' title over its links after it */
	const char *t = ex("<html lang=de><body><main><article><h1>Migr\xC3\xA4ne</h1><p>" PARA
	                   "</p><div class=quickfacts><div class=quickfacts__title>"
	                   "Schnell\xC3\xBC" "bersicht</div><ul><li><strong>Symptome:</strong> "
	                   "pulsierender, meist einseitiger Kopfschmerz, \xC3\x9C" "belkeit</li>"
	                   "<li><strong>Ursachen:</strong> genetische Veranlagung, Stress, "
	                   "Schlafmangel</li><li><strong>Behandlung:</strong> Schmerzmittel, "
	                   "Triptane, Entspannungsverfahren</li></ul></div><div class=toc><div "
	                   "class=toc__title>Inhalt</div><ul><li><a href=#a>Symptome</a></li><li>"
	                   "<a href=#b>Ursachen</a></li></ul></div><p>" PARA "</p><p>" PARA
	                   "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Schnell\xC3\xBC" "bersicht\nSymptome:") != NULL);
	CHECK(strstr(t, "Inhalt") == NULL);
}

static void test_question_comments(void)
{
	/* a Q&A site on a blog's theme: the post asks and is named a
	 * question ("single-question", "type-question"), and its comments
	 * are the answers, kept though the post has a byline, an <article>
	 * box of its own and a form to answer below; the comment form's
	 * note on the e-mail address is no answer */
#define POST(n, t) "<li id=comment-" n " class=\"comment depth-1\"><article " \
	"class=comment-body><footer class=comment-meta><div class=\"comment-author " \
	"vcard\"><b class=fn>user" n "</b> <span class=says>sagt:</span></div></footer>" \
	"<div class=comment-content><p>" t "</p></div><div class=reply><a " \
	"class=comment-reply-link href=\"#respond\">Antworten</a></div></article></li>"
#define PAGE(cls) "<html lang=de><head><title>Wie entkalke ich den Wasserkocher? | " \
	"Haushaltsfragen</title></head><body class=\"single " cls "\"><main><article " \
	"class=\"post hentry\"><header class=entry-header><h1 class=entry-title>Wie " \
	"entkalke ich den Wasserkocher?</h1><div class=entry-meta><span class=byline>" \
	"Frage von <a href=\"/autor/jo/\">Jo</a></span></div></header><div " \
	"class=entry-content><p>Unser Wasserkocher hat innen eine dicke Kalkschicht, und " \
	"das Wasser schmeckt schon komisch. Essig riecht mir zu stark.</p><p>Was nehmt " \
	"ihr dafür, und wie oft macht ihr das?</p></div></article><div id=comments " \
	"class=comments-area><h2 class=comments-title>3 Antworten auf „Wie entkalke ich " \
	"den Wasserkocher?“</h2><ol class=comment-list>" \
	POST("1", "Zitronensäure aus der Drogerie: zwei Esslöffel auf einen Liter Wasser, " \
	     "aufkochen, eine halbe Stunde stehen lassen und gut ausspülen.") \
	POST("2", "Bei uns kommt das alle vier Wochen dran, bei hartem Wasser eher öfter, " \
	     "sonst wird die Schicht zu dick.") \
	POST("3", "Backpulver geht auch, wirkt aber schwächer als die Zitronensäure und " \
	     "braucht länger, bis der Kalk sich löst.") \
	"</ol><div id=respond class=comment-respond><h3>Deine Antwort</h3><form " \
	"id=commentform class=comment-form><p class=comment-notes>Deine E-Mail-Adresse " \
	"wird nicht veröffentlicht. Erforderliche Felder sind mit * markiert.</p><p><label " \
	"for=comment>Antwort</label><textarea id=comment></textarea></p></form></div>" \
	"</div></main></body></html>"
	const char *t = ex(PAGE("single-question"), NULL, NULL);
	CHECK(strstr(t, "Was nehmt ihr dafür") != NULL);
	CHECK(strstr(t, "Zitronensäure aus der Drogerie") != NULL);
	CHECK(strstr(t, "alle vier Wochen") != NULL);
	CHECK(strstr(t, "Backpulver geht auch") != NULL);
	CHECK(strstr(t, "E-Mail-Adresse") == NULL);
	CHECK(strstr(t, "sagt:") == NULL);
	/* the same page as a blog's post: its readers' comments stay out */
	t = ex(PAGE("single-post"), NULL, NULL);
	CHECK(strstr(t, "Was nehmt ihr dafür") != NULL);
	CHECK(strstr(t, "Zitronensäure aus der Drogerie") == NULL);
#undef PAGE
#undef POST
}

static void test_thread_same_box(void)
{
	/* a link board's thread whose question is long next to its replies:
	 * the question's text sits in the box each reply's sits in (an edit
	 * form of one tag and class), so the replies are posts of the page
	 * as the question is, not a story's readers' comments */
#define POST(n, t) "<div class=\"thing comment\" id=c" n "><div class=entry><p " \
	"class=tagline><a href=\"/user/u" n "\" class=author>rider" n "</a> 12 points " \
	"2 days ago</p><form class=usertext><div class=md><p>" t "</p></div></form>" \
	"<ul class=buttons><li><a href=\"/p" n "\">permalink</a></li><li><a " \
	"href=\"#\">reply</a></li></ul></div></div>"
	const char *t = ex("<head><title>Chain skips under load : bikewrench</title></head>"
	                   "<body><div class=side><div class=titlebox><h1><a href=\"/r/"
	                   "bikewrench/\">bikewrench</a></h1></div></div><div class=content "
	                   "role=main><div class=\"thing link\"><p "
	                   "class=title><a href=\"/r/bikewrench/c/2\">Chain skips under load"
	                   "</a></p><p class=tagline>submitted 2 days ago by <a href=\"/user/"
	                   "op\">op</a></p><form class=usertext><div class=md><p>Since last "
	                   "week my chain skips on the middle cogs whenever I push hard on a "
	                   "climb, but never on the flat or when I spin easily.</p><p>The "
	                   "chain is new, about 400 km old, and the cassette has maybe 6,000 "
	                   "km on it. Do I need a new cassette, or is it the derailleur?</p>"
	                   "</div></form><ul class=buttons><li><a href=\"/c/2\">12 comments"
	                   "</a></li></ul></div><div class=commentarea>"
	                   POST("1", "A new chain on a worn cassette skips exactly like "
	                        "that on the cogs you use most. Replace the cassette, and "
	                        "look at the chainrings while you are at it.")
	                   POST("2", "Check the hanger alignment first, a bent hanger "
	                        "does the same under load and costs far less to fix than "
	                        "a new cassette.")
	                   POST("3", "It was the cassette, thanks! The middle cogs were "
	                        "shark-finned, the new one runs quiet.")
	                   "</div></div></body>", NULL, NULL);
#undef POST
	CHECK(strstr(t, "Since last week") != NULL);
	CHECK(strstr(t, "A new chain on a worn cassette") != NULL);
	CHECK(strstr(t, "Check the hanger alignment") != NULL);
	CHECK(strstr(t, "It was the cassette") != NULL);
}

static void test_vb3_short_posts(void)
{
	/* vBulletin 3: each post a row of a table, its text one short line
	 * in "<div id=post_message_N>": the lines are the thread, though a
	 * table's short cells are data elsewhere */
#define VB3_POST(n, body) \
	"<table class=tborder id=post" n "><tr><td class=thead>12.05.2025, 08:1" n \
	"</td><td class=thead>#<a href=\"/showpost.php?p=" n "\">" n "</a></td></tr><tr>" \
	"<td class=alt2 width=175><div><a class=bigusername href=/m" n ">user" n "</a>" \
	"</div><div class=smallfont>Benutzer</div><div class=smallfont><div>Registriert " \
	"seit: 03.2019</div><div>Beiträge: 21" n "</div></div></td><td class=alt1 " \
	"id=td_post_" n "><div id=post_message_" n ">" body "</div></td></tr></table>"
	const char *t = ex("<html lang=de><head><title>Rasenmäher springt nicht an - Forum"
	                   "</title></head><body><div class=navbar><a href=/>Forum</a> <a "
	                   "href=/f/3>Garten</a></div><div id=posts>"
	                   VB3_POST("1", "Mein Rasenmäher springt seit gestern nicht mehr an.")
	                   VB3_POST("2", "Ist noch Benzin im Tank?")
	                   VB3_POST("3", "Ja, halb voll.")
	                   VB3_POST("4", "Dann schau dir mal die Zündkerze an.")
	                   VB3_POST("5", "Die war total verrußt, danke!")
	                   VB3_POST("6", "Gern geschehen, viel Spaß beim Mähen.")
	                   "</div><div class=footer><a href=/impressum>Impressum</a></div>"
	                   "<div align=center><div class=smallfont>Powered by vBulletin "
	                   "Version 3.8.11<br>Copyright 2025 vBulletin Solutions Inc. Alle "
	                   "Rechte vorbehalten.</div></div></body></html>", NULL, NULL);
#undef VB3_POST
	CHECK(strstr(t, "springt seit gestern") != NULL);
	CHECK(strstr(t, "Ist noch Benzin im Tank?") != NULL);
	CHECK(strstr(t, "Ja, halb voll.") != NULL);
	CHECK(strstr(t, "Zündkerze") != NULL);
	CHECK(strstr(t, "total verrußt") != NULL);
	CHECK(strstr(t, "viel Spaß beim Mähen") != NULL);
	CHECK(strstr(t, "Registriert seit") == NULL);
	CHECK(strstr(t, "08:1") == NULL);
}

static void test_post_head_glued(void)
{
	/* vBulletin 4: each post's header, its time and its number run on
	 * with no space ("Gestern, 08:14#1"); the first one, kept at the
	 * top of the thread, goes as the others do */
#define VB4_POST(n, body) \
	"<li class=\"postbitlegacy postcontainer\" id=post_" n "><div class=posthead>" \
	"<span class=postdate><span class=date>Gestern,&nbsp;<span class=time>08:1" n \
	"</span></span></span><span class=nodecontrols><a name=post" n " href=\"/t?p=" n \
	"#post" n "\" class=postcounter>#" n "</a></span></div><div class=postdetails>" \
	"<div class=userinfo><div class=username_container><a class=username href=/m" n \
	"><strong>user" n "</strong></a></div><span class=usertitle>Benutzer</span><dl " \
	"class=userinfo_extra><dt>Registriert seit</dt> <dd>11.2023</dd><dt>Beiträge</dt>" \
	" <dd>1" n "</dd></dl></div><div class=postbody><div class=postrow><div " \
	"class=content><div id=post_message_" n "><blockquote class=\"postcontent " \
	"restore\">" body "</blockquote></div></div></div></div></div><div class=postfoot>" \
	"<a class=newreply href=\"/newreply?p=" n "\">Zitieren</a></div></li>"
	const char *t = ex("<html lang=de><head><title>Welches Öl für den Rasenmäher?</title>"
	                   "</head><body><div id=breadcrumb class=breadcrumb><a href=/>Forum"
	                   "</a></div><div id=pagetitle><h1>Thema: <span class=threadtitle><a "
	                   "href=/t>Welches Öl für den Rasenmäher?</a></span></h1></div><div "
	                   "id=postlist class=postlist><ol id=posts class=posts>"
	                   VB4_POST("1", "Welches Öl nehmt ihr für einen Benzin-Rasenmäher mit "
	                            "Briggs-Motor?")
	                   VB4_POST("2", "Ich nehme seit Jahren ganz normales SAE 30, steht "
	                            "auch so in der Anleitung.")
	                   VB4_POST("3", "Bei Temperaturen unter 5 Grad lieber 10W-30, sonst "
	                            "springt er schwer an.")
	                   "</ol></div></body></html>", NULL, NULL);
#undef VB4_POST
	CHECK(strstr(t, "Briggs-Motor?") != NULL);
	CHECK(strstr(t, "SAE 30") != NULL);
	CHECK(strstr(t, "10W-30") != NULL);
	CHECK(strstr(t, "08:1") == NULL);
}

static void test_review_score_six(void)
{
	/* a travel portal's review cards: each a reviewer, a score out of
	 * six ("5,3/6"), a title and the text; the score goes, the title
	 * stays, however short */
#define CARD(n, sc, title, body) \
	"<div class=review-card><div class=review-card__user><span class=" \
	"review-card__name>Gast " n "</span></div><div class=review-card__rating><span " \
	"class=rating-badge>" sc "</span><span class=rating-max>/6</span></div><h3 " \
	"class=review-card__title>" title "</h3><div class=review-card__text><p>" body \
	"</p></div></div>"
	const char *t = ex("<html lang=de><body><main><h1>Hotel am See</h1><section class=reviews>"
	                   CARD("1", "5,6", "Traumhafte Lage, super Frühstück", "Das Hotel "
	                        "liegt direkt am See mit Blick auf die Berge, das Zimmer war groß "
	                        "und sauber, das Frühstück hervorragend.")
	                   CARD("2", "4,2", "Schön, aber laut", "Unser Zimmer lag direkt über "
	                        "der Terrasse der Bar, bis Mitternacht war es ziemlich laut, "
	                        "sonst war alles bestens.")
	                   CARD("3", "5,3", "Gerne wieder", "Ich war zum dritten Mal hier und "
	                        "wurde wieder herzlich empfangen, die geführten Wanderungen sind "
	                        "sehr zu empfehlen.")
	                   "</section></main></body></html>", NULL, NULL);
#undef CARD
	CHECK(strstr(t, "Gerne wieder\nIch war zum dritten Mal") != NULL);
	CHECK(strstr(t, "/6") == NULL);
}

static void test_info_box(void)
{
	/* an info box between the story's paragraphs explains a term; a
	 * box of links to other stories further down stays out */
	const char *t = ex("<html lang=de><body><main><article><h1>Inflation sinkt</h1><div "
	                   "class=article-body><p>" PARA "</p><p>" PARA "</p><aside class="
	                   "story-info-box><h4>Wissen: Was ist der VPI?</h4><p>Der "
	                   "Verbraucherpreisindex misst, wie sich die Preise eines Warenkorbs "
	                   "entwickeln. Er umfasst rund 760 Waren und Dienstleistungen.</p>"
	                   "</aside><p>" PARA "</p><aside class=story-related><h4>Mehr zum Thema"
	                   "</h4><ul><li><a href=/a>Mieten steigen stark</a></li><li><a href=/b>"
	                   "EZB senkt Zinsen</a></li></ul></aside><p>" PARA "</p></div></article>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Wissen: Was ist der VPI?\nDer Verbraucherpreisindex") != NULL);
	CHECK(strstr(t, "Mehr zum Thema") == NULL);
	CHECK(strstr(t, "Mieten") == NULL);
}

static void test_testimonials(void)
{
	/* a firm's home page: its customers' quotes in a band under the
	 * text go, with their heading; a page of nothing but its customers'
	 * voices keeps them */
	const char *t = ex("<html lang=de><body><main><section class=intro><h2>Ihr Elektriker"
	                   "</h2><p>" PARA "</p><p>" PARA "</p></section><section class=leistungen>"
	                   "<h3>Photovoltaik</h3><p>Wir planen Ihre Solaranlage passend zu Dach "
	                   "und Verbrauch und melden sie beim Netzbetreiber an.</p></section>"
	                   "<section class=\"section section--testimonials\"><h2>Das sagen unsere "
	                   "Kunden</h2><blockquote class=testimonial><p>P\xC3\xBCnktlich, sauber "
	                   "und kompetent. Die neue Unterverteilung war an einem Tag fertig.</p>"
	                   "<cite>Michael R.</cite></blockquote></section></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Solaranlage") != NULL);
	CHECK(strstr(t, "P\xC3\xBCnktlich") == NULL);
	CHECK(strstr(t, "Das sagen") == NULL);
	t = ex("<html lang=fr><body><main><h1>T\xC3\xA9moignages</h1><div class=temoignages>"
	       "<blockquote><p>Une \xC3\xA9quipe tr\xC3\xA8s professionnelle, le chantier a "
	       "\xC3\xA9t\xC3\xA9 termin\xC3\xA9 dans les d\xC3\xA9lais et tout \xC3\xA9tait "
	       "propre.</p></blockquote><blockquote><p>Nous recommandons cette entreprise \xC3\xA0 "
	       "tous nos amis, le devis a \xC3\xA9t\xC3\xA9 respect\xC3\xA9 au centime pr\xC3\xA8s."
	       "</p></blockquote></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "devis") != NULL);
}

static void test_reviews_section(void)
{
	/* a directory entry: its hours, services and "Über uns" stay, its
	 * section of reviews under them goes */
	const char *t = ex("<html lang=de><body><main class=entry><h1>Tischlerei Brandt</h1>"
	                   "<section class=mod-hours><h2>\xC3\x96" "ffnungszeiten</h2><dl><dt>"
	                   "Montag</dt><dd>07:30 - 17:00 Uhr</dd><dt>Dienstag</dt><dd>07:30 - "
	                   "17:00 Uhr</dd></dl></section><section class=mod-about><h2>\xC3\x9c"
	                   "ber uns</h2><p>" PARA "</p></section><section class=mod-Bewertungen "
	                   "id=bewertungen><h2>Bewertungen</h2><div class=mod-Bewertung><span>"
	                   "Markus H.</span> <span>12.10.2026</span><p>Unser Einbauschrank unter "
	                   "der Dachschr\xC3\xA4ge ist wundersch\xC3\xB6n geworden.</p></div>"
	                   "</section></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Einbauschrank") == NULL);
}

static void test_ad_parts(void)
{
	/* a classified ad's page names the ad's own boxes "ad-": its
	 * description stays; an advert's box "ad-slot" goes */
	const char *t = ex("<html lang=nl><body><main class=vip><div id=ad-title><h1>Vintage "
	                   "Chesterfield bank</h1><span class=price>\xE2\x82\xAC 450,00</span></div>"
	                   "<div class=\"ad-description\"><p>" PARA "</p><p>" PARA "</p></div>"
	                   "<div class=ad-slot><p>Nu met 20% korting op alle matrassen bij "
	                   "onze partner, alleen deze week in de winkel.</p></div></main>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "matrassen") == NULL);
}

/* A classified ad's facts and place in boxes of their own beside its
 * text ("ad-criteria", "ad-location" by "ad-description"): the listing
 * holds them all, and its place under its heading stays. */
static void test_ad_listing(void)
{
	const char *t = ex("<html lang=de><head><title>Kinderwagen Bugaboo Fox 3 | Kleinanzeigen"
	                   "</title></head><body><header><a href=/>Kleinanzeigen</a><nav><a "
	                   "href=/neu>Anzeige aufgeben</a><a href=/merk>Merkliste</a></nav></header>"
	                   "<div class=ad-view><div class=ad-title-box><h1>Kinderwagen Bugaboo Fox "
	                   "3</h1><p class=ad-price>390 \xE2\x82\xAC VB</p></div><div "
	                   "class=ad-criteria><h2>Details</h2><div class=ad-criteria__row><span "
	                   "class=label>Art</span> <span>Kombikinderwagen</span></div><div "
	                   "class=ad-criteria__row><span class=label>Zustand</span> <span>Gut"
	                   "</span></div></div><div class=ad-description><h2>Beschreibung</h2><p>"
	                   "Wir verkaufen unseren Bugaboo Fox 3 in Grau, gekauft im M\xC3\xA4rz "
	                   "2024, mit Babywanne und Sportsitz.</p><p>Die Reifen sind wie neu, am "
	                   "Bezug gibt es kleine Gebrauchsspuren, alles wurde gewaschen.</p><p>"
	                   "Abholung in M\xC3\xBCnchen-Schwabing, kein Versand, gerne mit Probefahrt."
	                   "</p></div><div class=ad-location><h2>Standort</h2><p>80331 M\xC3\xBCnchen"
	                   "</p></div><div class=ad-actions><a href=/msg>Nachricht schreiben</a>"
	                   "</div></div><footer><a href=/agb>AGB</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Zustand Gut") != NULL);
	CHECK(strstr(t, "Standort\n80331 M\xC3\xBCnchen") != NULL);
	CHECK(strstr(t, "Bezug gibt es") != NULL);
	CHECK(strstr(t, "Nachricht") == NULL);
}

/* A listing's line of stats, its views counted "186x" anywhere in it
 * ("Online seit 21.11.2026 412x angesehen 9x gemerkt"), goes, and its
 * facts under it stay; its bids under a heading ("Gebote" over "Jonas -
 * 380 EUR - 23.11.") go with the button to bid. */
static void test_view_tally(void)
{
	const char *t = ex("<html lang=de><head><title>Ledersofa 3-Sitzer cognac | Markt</title>"
	                   "</head><body><header><a href=/>Markt</a><nav><a href=/neu>Anzeige "
	                   "aufgeben</a><a href=/login>Login</a></nav></header><main "
	                   "class=listing><section class=listing-header><h1>Ledersofa 3-Sitzer "
	                   "cognac</h1><div class=price>450 \xE2\x82\xAC</div><div class=stats>"
	                   "<span>Online seit 21.11.2026</span> <span>412x angesehen</span> <span>"
	                   "9x gemerkt</span></div></section><section class=attributes><div><span "
	                   "class=label>Zustand</span> <span>Gebraucht</span></div><div><span "
	                   "class=label>Material</span> <span>Leder</span></div><div><span "
	                   "class=label>Lieferung</span> <span>Abholung</span></div></section>"
	                   "<section class=description><h2>Beschreibung</h2><p>Sch\xC3\xB6nes "
	                   "Chesterfield-Sofa aus cognacfarbenem Leder, vermutlich aus den "
	                   "Siebzigern, mit sch\xC3\xB6ner Patina und gut gepflegt.</p><p>Ma\xC3\x9f"
	                   "e: 210 cm breit, 90 cm tief, 75 cm hoch. Kleine Gebrauchsspuren an der "
	                   "Armlehne, die Federung ist noch fest.</p></section><section "
	                   "class=bidding><h3>Gebote</h3><ul><li>Jonas \xE2\x80\x93 380 \xE2\x82\xAC "
	                   "\xE2\x80\x93 23.11.</li><li>M. Berger \xE2\x80\x93 400 \xE2\x82\xAC "
	                   "\xE2\x80\x93 24.11.</li></ul><a class=button href=#>Gebot abgeben</a>"
	                   "</section></main><footer><a href=/agb>AGB</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "angesehen") == NULL);
	CHECK(strstr(t, "Zustand Gebraucht") != NULL);
	CHECK(strstr(t, "Federung") != NULL);
	CHECK(strstr(t, "Gebote") == NULL);
	CHECK(strstr(t, "Jonas") == NULL);
}

/* A row of tabs' labels (role=tablist) over the shown tab's text, under
 * the section's heading: the heading and the labels stay; the small
 * screen's copy of the labels goes. */
static void test_tab_labels(void)
{
#define TAB(n, id) "<div class=elementor-tab-title role=tab aria-controls=tc-" id ">" n "</div>"
	const char *t = ex("<html lang=de><body><header><nav><a href=/>Start</a><a href=/p>"
	                   "Produkte</a></nav></header><main><h1>Schraubenkompressoren</h1><p>"
	                   PARA "</p><p>" PARA "</p><h2>Technik im Detail</h2><div "
	                   "class=elementor-tabs><div class=elementor-tabs-wrapper role=tablist>"
	                   TAB("Wartung", "1") TAB("F\xC3\xB6rderung", "2") "</div><div "
	                   "class=elementor-tabs-content-wrapper role=tablist><div "
	                   "class=elementor-tab-mobile-title role=tab>Wartung</div><div "
	                   "id=tc-1 class=elementor-tab-content role=tabpanel><p>Unsere "
	                   "Servicetechniker warten Kompressoren aller Hersteller, mit festen "
	                   "Intervallen und einer Ersatzanlage im St\xC3\xB6rungsfall.</p></div>"
	                   "<div class=elementor-tab-mobile-title role=tab>F\xC3\xB6rderung</div><div "
	                   "id=tc-2 class=elementor-tab-content role=tabpanel hidden><p>Die "
	                   "BAFA f\xC3\xB6rdert effiziente Anlagen.</p></div></div></div></main>"
	                   "<footer><a href=/impressum>Impressum</a></footer></body></html>",
	                   NULL, NULL);
#undef TAB
	CHECK(strstr(t, "Technik im Detail\nWartung\nF\xC3\xB6rderung\nUnsere") != NULL);
}

/* A service page's closing references, a heading over a list of links
 * ("Rechtsgrundlage" | "Personalausweisverordnung (PAuswV)", "Formulare"):
 * the heading and its links stay; the related services after them go. */
static void test_service_refs(void)
{
	const char *t = ex("<html lang=de><body><header><nav><a href=/>Start</a><a href=/b>"
	                   "B\xC3\xBCrgerservice</a></nav></header><main><h1>Personalausweis "
	                   "beantragen</h1><p>" PARA "</p><h2>Kosten</h2><p>" PARA "</p>"
	                   "<h2>Formulare</h2><ul><li><a href=/f.pdf>Vollmacht zur Abholung (PDF, "
	                   "61 KB)</a></li></ul><h2>Rechtsgrundlage</h2><ul><li><a href=/g>"
	                   "Personalausweisgesetz (PAuswG)</a></li><li><a href=/v>"
	                   "Personalausweisverordnung (PAuswV)</a></li></ul><div class=related>"
	                   "<h2>Verwandte Leistungen</h2><ul><li><a href=/r>Reisepass "
	                   "beantragen</a></li></ul></div></main><footer><a href=/i>Impressum</a>"
	                   "</footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Formulare\nVollmacht zur Abholung (PDF, 61 KB)\n"
	                "Rechtsgrundlage\nPersonalausweisgesetz (PAuswG)") != NULL);
	CHECK(strstr(t, "Reisepass") == NULL);
}

/* The same references in a box of their own after the body's box, past
 * the page's contact box: they come after the body. */
static void test_refs_after(void)
{
	const char *t = ex("<html lang=de><body><header><nav><a href=/>Start</a><a href=/w>"
	                   "Wohnen</a></nav></header><main><article><h1>Umzug</h1><div "
	                   "class=rich-text><h2>Abmelden</h2><p>" PARA "</p><h2>Anmelden</h2><p>"
	                   PARA "</p></div><div class=contact><h2>Kontakt</h2><p>Einwohnerkontrolle "
	                   "Ihrer Gemeinde</p></div><div class=sources><h2>Rechtliche Grundlagen"
	                   "</h2><ul><li><a href=/rhg>Registerharmonisierungsgesetz (RHG)</a></li>"
	                   "</ul></div></article><section class=related><h2>Das k\xC3\xB6nnte Sie "
	                   "auch interessieren</h2><a href=/c>Checkliste</a></section></main><footer>"
	                   "<a href=/i>Impressum</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "next year.\nRechtliche Grundlagen\nRegisterharmonisierungsgesetz (RHG)")
	      != NULL);
	CHECK(strstr(t, "Checkliste") == NULL);
}

/* A guide's page in rows of one class (GOV.UK's "govuk-grid-row"): its
 * title and lead in one, its body under its "Contents" in the next, the
 * h1 named for the page's title. The body is no next story of an
 * infinite scroll: it stays. */
static void test_toc_story(void)
{
	const char *t = ex("<html lang=en><head><title>Energy efficiency grants - GOV.UK</title>"
	                   "</head><body><header><nav><a href=/>Home</a><a href=/browse>Menu</a>"
	                   "</nav></header><main><div class=govuk-grid-row><div "
	                   "class=govuk-grid-column-two-thirds><div class=gem-c-title><span "
	                   "class=\"govuk-caption-xl gem-c-title__context\">Guidance</span><h1 "
	                   "class=\"gem-c-title__text govuk-heading-l\">Energy efficiency grants"
	                   "</h1></div></div><div class=govuk-grid-column-two-thirds><p "
	                   "class=gem-c-lead-paragraph>How to check if you can get help paying for "
	                   "insulation or a heat pump.</p></div></div><div class=govuk-grid-row><div "
	                   "class=govuk-grid-column-two-thirds><nav class=gem-c-contents-list><h2>"
	                   "Contents</h2><ol><li><a href=#a>Who can apply</a></li><li><a href=#b>"
	                   "How to apply</a></li></ol></nav><div class=govspeak><h2 id=a>Who can "
	                   "apply</h2><p>" PARA "</p><p>" PARA "</p><h2 id=b>How to apply</h2><p>"
	                   PARA "</p><p>" PARA "</p></div><div class=app-c-published-dates>"
	                   "Published 3 April 2023<br>Last updated 12 September 2025</div></div>"
	                   "</div></main><footer><a href=/help>Help</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Who can apply\n" PARA) != NULL);
}

/* A council meeting's page (SessionNet's, ALLRIS's): a box of facts with
 * no prose ("Gremium:", "Datum:") over the agenda, a table of data whose
 * subjects link to their papers, and the meeting's files. The agenda
 * stays with the facts. */
static void test_agenda_table(void)
{
#define ROW(l, v) "<div class=row><div class=\"col-sm-3 smc-dl-label\">" l "</div><div " \
	"class=col-sm-9>" v "</div></div>"
#define TOP(n, s, v) "<tr><td><span class=smc-badge>\xC3\x96 " n "</span></td><td><div " \
	"class=smc-el-h>" s "</div></td><td>" v "</td></tr>"
	const char *t = ex("<html lang=de><body><header><nav><a href=/k>Kalender</a><a href=/g>"
	                   "Gremien</a></nav></header><div class=smc-content><h1>Sitzung des "
	                   "Gemeinderates</h1><div class=smc-table-responsive><div class=\"smc-table "
	                   "smc-dl\">" ROW("Gremium:", "Gemeinderat") ROW("Datum:", "Di, 09.12.2025")
	                   ROW("Zeit:", "18:30 - 21:45") ROW("Raum:", "Gro\xC3\x9F" "er Sitzungssaal")
	                   "</div></div><h2>Tagesordnung</h2><table class=smc-table><thead><tr><th>"
	                   "TOP</th><th>Betreff</th><th>Vorlage</th></tr></thead><tbody>"
	                   TOP("1", "Fragestunde f\xC3\xBCr Einwohner", "")
	                   TOP("2", "<a href=/v2>Haushaltssatzung und Haushaltsplan 2026</a>",
	                       "<a href=/v2>GR 112/2025</a>")
	                   TOP("3", "<a href=/v3>Bebauungsplan Am M\xC3\xBChlbach II</a>",
	                       "<a href=/v3>GR 118/2025</a>")
	                   TOP("4", "Bekanntgaben, Verschiedenes", "") "</tbody></table><h2>"
	                   "Dokumente</h2><ul><li><a href=/d1.pdf>Bekanntmachung (PDF, 88 KB)</a>"
	                   "</li><li><a href=/d2.pdf>Niederschrift \xC3\xB6" "ffentlich (PDF, 412 KB)"
	                   "</a></li></ul></div><footer><a href=/i>Impressum</a></footer></body>"
	                   "</html>", NULL, NULL);
#undef ROW
#undef TOP
	CHECK(strstr(t, "Gro\xC3\x9F" "er Sitzungssaal\nTagesordnung\n") != NULL);
	CHECK(strstr(t, "Haushaltssatzung und Haushaltsplan 2026 GR 112/2025") != NULL);
}

/* An election's results page: its status line, a row of tabs (role=
 * tablist), then tables of data under their headings, the first of them
 * small ("Wahlbeteiligung"), and no prose: the tables stay. */
static void test_result_tables(void)
{
	const char *t = ex("<html lang=de><body><header><nav><a href=/w>Wahlen</a><a href=/b>"
	                   "Bundestagswahl</a></nav></header><div class=row><nav class=vm-subnav>"
	                   "<ul><li><a href=/g1>Altstadt</a></li><li><a href=/g2>Sankt Mang</a>"
	                   "</li></ul></nav><main class=vm-main><h1>Bundestagswahl 2025 \xE2\x80\x93 "
	                   "Stadt Kempten</h1><p class=vm-stand>Endg\xC3\xBCltiges Ergebnis \xC2\xB7 "
	                   "Stand: 24.02.2025, 01:14 Uhr \xC2\xB7 68 von 68 Wahlbezirken</p><div "
	                   "role=tablist><a href=#>Zweitstimmen</a> <a href=/e>Erststimmen</a></div>"
	                   "<h2>Wahlbeteiligung</h2><table><tr><th>Wahlberechtigte</th><td>48.912"
	                   "</td></tr><tr><th>Wahlbeteiligung</th><td>79,8 %</td></tr></table><h2>"
	                   "Zweitstimmen</h2><table><tr><td>CSU</td><td>14.301</td><td>36,8 %</td>"
	                   "</tr><tr><td>AfD</td><td>7.803</td><td>20,1 %</td></tr><tr><td>SPD</td>"
	                   "<td>4.232</td><td>10,9 %</td></tr></table><h2>Downloads</h2><ul><li><a "
	                   "href=/d.csv>Open Data (CSV)</a></li><li><a href=/p.pdf>Pr\xC3\xA4"
	                   "sentation (PDF)</a></li></ul></main></div><footer><a href=/i>Impressum"
	                   "</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Wahlberechtigte 48.912") != NULL);
	CHECK(strstr(t, "CSU 14.301 36,8 %") != NULL);
}

/* An auction's bids closing its page, each with a price and a time
 * ("r***o - CHF 420.00 - 27.11.2026 19:02"): no opening hours, they go. */
static void test_bid_times(void)
{
	const char *t = ex("<html lang=de><body><header><nav><a href=/>Start</a><a href=/v>"
	                   "Verkaufen</a></nav></header><main class=vip><h1>Junghans Max Bill "
	                   "Automatic</h1><p>" PARA "</p><p>" PARA "</p><section class=vip-bids>"
	                   "<h3>Gebote</h3><ol><li>r***o \xE2\x80\x93 CHF 420.00 \xE2\x80\x93 "
	                   "27.11.2026 19:02</li><li>u***8 \xE2\x80\x93 CHF 400.00 \xE2\x80\x93 "
	                   "27.11.2026 08:15</li></ol><a href=/bieten>Jetzt bieten</a></section>"
	                   "</main><footer><a href=/agb>AGB</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "CHF 420.00") == NULL);
	CHECK(strstr(t, "Gebote") == NULL);
}

/* An auction's title box, its h1 over its price after a label ("Aktuelles
 * Gebot: CHF 420.00"): the item's name and price stay. */
static void test_price_label(void)
{
	const char *t = ex(
	                   "<!DOCTYPE html><html lang=\"de\"><head><meta charset=\"utf-8\"><title>"
	                   "Junghans Max Bill Automatic 027/3500 Herrenuhr | Biete-Markt.ch</title"
	                   "></head><body class=\"vip\"><header class=\"bm-header\"><a class=\"bm-"
	                   "logo\" href=\"/\">Biete-Markt.ch</a><nav><a href=\"/verkaufen\">Verkau"
	                   "fen</a><a href=\"/meine-gebote\">Meine Gebote</a><a href=\"/konto\">Me"
	                   "in Konto</a></nav></header><div class=\"bm-content\"><main class=\"vip"
	                   "-main\"><div class=\"vip-head\"><h1 class=\"vip-title\">Junghans Max B"
	                   "ill Automatic 027/3500 Herrenuhr</h1><div class=\"vip-price\"><span>Ak"
	                   "tuelles Gebot:</span> <strong>CHF 420.00</strong></div></div><section "
	                   "class=\"vip-facts\"><h2>Artikelmerkmale</h2><dl><dt>Zustand</dt><dd>Ge"
	                   "braucht</dd><dt>Geh\xC3\xA4" "usedurchmesser</dt><dd>38 mm</dd><dt>"
	                   "Uhrwerk</dt><dd>Automatik, Kaliber J800.1</dd><dt>Papiere</dt><dd>Orig"
	                   "inal-Box und Garantiekarte</dd></dl></section><section class=\"vip-tex"
	                   "t\"><h2>Beschreibung</h2><p>Ich verkaufe meine Junghans Max Bill Autom"
	                   "atic, gekauft im Mai 2021 beim Konzession\xC3\xA4" "r in Z\xC3\xBC"
	                   "rich. Die Uhr l\xC3\xA4" "uft genau und wurde nur an Wochenenden"
	                   " getragen.</p><p>Das Glas ist kratzerfrei, am Geh\xC3\xA4" "usebode"
	                   "n gibt es feine Gebrauchsspuren. Das Lederarmband ist original, ein zw"
	                   "eites Armband in Schwarz lege ich dazu.</p><p>Versand versichert mit d"
	                   "er Post oder Abholung in Winterthur. Privatverkauf, keine Garantie und"
	                   " keine R\xC3\xBC" "cknahme.</p></section></main></div><footer class"
	                   "=\"bm-footer\"><a href=\"/hilfe\">Hilfe</a> <a href=\"/agb\">AGB</a> <"
	                   "a href=\"/datenschutz\">Datenschutz</a><p>\xC2\xA9" " 2026 Biete-Ma"
	                   "rkt AG</p></footer></body></html>", NULL, NULL);
	CHECK(strncmp(t, "Junghans Max Bill Automatic 027/3500 Herrenuhr\nAktuelles Gebot: CHF "
	              "420.00\n", 75) == 0);
}

static void test_contact_box(void)
{
	/* a chair's page closes with the site's contact box under "Kontakt"
	 * alone: it goes; a press release's "Pressekontakt" box stays */
	const char *t = ex("<html lang=de><body><div id=inhalt><h1>Lehrstuhl f\xC3\xBCr Neuere "
	                   "Geschichte</h1><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><div "
	                   "class=kontaktbox>"
	                   "<h3>Kontakt</h3><p>Prof. Dr. Katharina Weber<br>Lehrstuhlinhaberin<br>"
	                   "Universit\xC3\xA4tsstra\xC3\x9F" "e 31, 93053 Regensburg<br>"
	                   "Raum 3.112<br>"
	                   "Telefon: +49 941 943-3541<br>E-Mail: k.weber@uni.example</p></div>"
	                   "</div></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Raum 3.112") == NULL);
	CHECK(strstr(t, "Kontakt") == NULL);
	t = ex("<html lang=de><body><div id=inhalt><h1>Backstube er\xC3\xB6" "ffnet</h1><p>" PARA
	       "</p><p>" PARA "</p><p>" PARA "</p><div class=contact-box><h4>Pressekontakt</h4>"
	       "<p>Agentur Brotzeit PR<br>Telefon: 0341 123456<br>E-Mail: presse@brotzeit."
	       "example</p></div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Pressekontakt\nAgentur Brotzeit PR") != NULL);
}

static void test_open_status(void)
{
	/* a directory entry's opening status under its address goes; a line
	 * of its hours stays */
	const char *t = ex("<html lang=de><body><main class=entry><h1>Tischlerei Brandt</h1>"
	                   "<p class=addr>Schinkelstr. 112, 49084 Osnabr\xC3\xBC" "ck</p><div "
	                   "class=status>Jetzt ge\xC3\xB6" "ffnet \xC2\xB7 schlie\xC3\x9F" "t um "
	                   "17:00</div><h2>\xC3\x9C" "ber uns</h2><p>" PARA "</p><p>" PARA "</p>"
	                   "<p>Ge\xC3\xB6" "ffnet: Mo\xE2\x80\x93" "Fr 7:30 - 17:00 Uhr</p></main>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Jetzt ge") == NULL);
	CHECK(strstr(t, "Fr 7:30 - 17:00 Uhr") != NULL);
	t = ex("<html lang=it><body><main><p class=stato>Aperto \xC2\xB7 Chiude alle 22:30</p>"
	       "<p>" PARA "</p><p>" PARA "</p></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Chiude") == NULL);
}

static void test_facts_head(void)
{
	/* a directory entry's box title over its list of contacts, after
	 * the entry's buttons, heads the list */
	const char *t = ex("<html lang=nl><body><main class=company><div class=company__header>"
	                   "<h1>Rijwielhandel Van Dijk</h1><p>Assendorperstraat 88, 8012 DJ Zwolle"
	                   "</p></div><div class=company__actions><a class=btn href=/bel>Bellen</a>"
	                   "<a class=btn href=/route>Route</a></div><section class=card><h2 class="
	                   "card__title>Contactgegevens</h2><dl><dt>Telefoon</dt><dd>038 422 11 33"
	                   "</dd><dt>Website</dt><dd><a href=\"https://www.example.nl\">"
	                   "www.vandijk.example</a></dd><dt>KvK-nummer</dt><dd>05012345</dd></dl>"
	                   "</section><section class=card><h2 class=card__title>Over ons</h2><p>"
	                   PARA "</p><p>" PARA "</p></section></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Contactgegevens\nTelefoon") != NULL);
}

static void test_wiki_boxes(void)
{
	/* a wiki's boxes that are not printed: the "from the encyclopedia"
	 * line, a disambiguation notice, a navigation box's title and the
	 * authority data; a "[citation needed]" marked so in a sentence and
	 * the references stay */
	const char *t = ex("<html lang=de><body><div id=content class=mw-body><h1 id="
	                   "firstHeading>Falkenrode</h1><div id=siteSub>aus Wikipedia, der "
	                   "freien Enzyklopädie</div><div id=mw-content-text><p>" PARA
	                   "<sup class=\"noprint Template-Fact\">[Beleg fehlt]</sup></p><p>"
	                   PARA "</p><h2>Einzelnachweise</h2><ol class=references><li>Günter "
	                   "Schmitt: Burgenführer Schwäbische Alb. Band 3, S. 301.</li></ol>"
	                   "<table class=noprint><tr><td>Dies ist eine Begriffsklärungsseite "
	                   "zur Unterscheidung mehrerer mit demselben Wort bezeichneter "
	                   "Begriffe.</td></tr></table><div class=navbox><table><tr><th>"
	                   "Burgen im Landkreis Sigmaringen</th></tr><tr><td><a href=/a>Burg A"
	                   "</a> | <a href=/b>Burg B</a></td></tr></table></div><div id="
	                   "normdaten class=catlinks>Normdaten (Geografikum): <a href=/g>GND"
	                   "</a>: 4123456-7</div></div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "[Beleg fehlt]") != NULL);
	CHECK(strstr(t, "Burgenführer") != NULL);
	CHECK(strstr(t, "Enzyklopädie") == NULL);
	CHECK(strstr(t, "Begriffsklärungsseite") == NULL);
	CHECK(strstr(t, "Sigmaringen") == NULL);
	CHECK(strstr(t, "Normdaten") == NULL);
}

static void test_div_table(void)
{
	/* an API reference's member summary set as a grid of divs in a box
	 * named a table (Javadoc's), no rows: its linked cells are data as a
	 * table's are, each cell a line */
	const char *t = ex("<html><body><main><h1>Interface RetryPolicy</h1><p>" PARA "</p>"
	                   "<h2>Method Summary</h2><div class=\"summary-table three-column-"
	                   "summary\"><div class=\"table-header col-first\">Modifier and Type"
	                   "</div><div class=\"table-header col-second\">Method</div><div "
	                   "class=\"table-header col-last\">Description</div><div class="
	                   "\"col-first method-summary-table\"><code>static <a href=R.html>"
	                   "RetryPolicy</a></code></div><div class=\"col-second method-summary-"
	                   "table\"><code><a href=#none()>none</a>()</code></div><div class="
	                   "\"col-last method-summary-table\"><div class=block>A policy that "
	                   "never retries.</div></div><div class=\"col-first method-summary-"
	                   "table\"><code><a href=D.html>RetryPolicy.Decision</a></code></div>"
	                   "<div class=\"col-second method-summary-table\"><code><a href=#d>"
	                   "decide</a>(int attempt)</code></div><div class=\"col-last method-"
	                   "summary-table\"><div class=block>Returns what to do after the "
	                   "failed attempt.</div></div></div><p>" PARA "</p></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "\nstatic RetryPolicy\nnone()\nA policy") != NULL);
	CHECK(strstr(t, "\nRetryPolicy.Decision\n") != NULL);
}

static void test_signature_cell(void)
{
	/* an API reference's signature set in a table's row (Doxygen's
	 * "memname"): the cell of the return type and the linked class, 30
	 * or more characters, is data as the row's other cells are */
	const char *t = ex("<html><body><div class=contents><h2>Member Function "
	                   "Documentation</h2><p>" PARA "</p><div class=memitem><div class="
	                   "memproto><table class=memname><tr><td class=memname>bool <a class=el "
	                   "href=c.html>tessel::RingBuffer</a>&lt; T &gt;::push </td><td>(</td>"
	                   "<td class=paramtype>const T &amp;</td><td class=paramname>value"
	                   "</td><td>)</td></tr></table></div><div class=memdoc><p>Appends a "
	                   "copy of value at the back of the queue.</p></div></div><p>" PARA
	                   "</p></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "bool tessel::RingBuffer< T >::push") != NULL);
	CHECK(strstr(t, "const T &") != NULL);
}

static void test_see_also(void)
{
	/* a wiki article's "See also" list of links between its body and
	 * its references is the article's; a news story's closing list of
	 * links is not */
	const char *t = ex("<html><body><div id=content><h1>Hermitian matrix</h1><div id="
	                   "mw-content-text><p>" PARA "</p><p>" PARA "</p><h2>See also</h2><ul>"
	                   "<li><a href=/a>Vector space</a></li><li><a href=/b>Hermitian form"
	                   "</a></li><li><a href=/c>Self-adjoint operator</a></li><li><a href=/d>"
	                   "Unitary matrix</a></li></ul><h2>References</h2><ol class=references>"
	                   "<li>Frankel, Theodore (2004). The Geometry of Physics: an "
	                   "introduction. Cambridge University Press. p. 652.</li><li>Horn, "
	                   "Roger A.; Johnson, Charles R. (2013). Matrix Analysis, second "
	                   "edition. Cambridge University Press.</li></ol></div></div>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "See also\nVector space\nHermitian form\nSelf-adjoint operator\n"
	                "Unitary matrix\nReferences") != NULL);
	t = ex("<html lang=de><body><article><h1>Inflation sinkt</h1><p>" PARA "</p><p>" PARA
	       "</p><h2>Siehe auch</h2><ul><li><a href=/a>Mieten steigen stark</a></li><li>"
	       "<a href=/b>EZB senkt Zinsen</a></li><li><a href=/c>Gaspreis im Keller</a></li>"
	       "</ul></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Mieten") == NULL);
}

static void test_wiki_refs(void)
{
	/* a short wiki article's references under their heading, one item
	 * a link, are the article's, in a box that looks like a card of
	 * links; its hatnote over the text is not */
	const char *t = ex("<html lang=fr><body><div id=content><h1>Saint-Aurel</h1><div "
	                   "id=mw-content-text><div class=\"bandeau-container homonymie "
	                   "hatnote\">Pour les articles homonymes, voir <a href=/h>Saint-Aurel"
	                   "</a>.</div><p>" PARA "</p><p>" PARA "</p><h2>Notes et références"
	                   "</h2><div class=references-small><ol class=references><li><a href=#r1>"
	                   "↑</a> <a href=https://www.insee.fr/c>« Comparateur de territoire : "
	                   "commune de Saint-Aurel »</a>, sur insee.fr.</li><li><a href=#r2>↑</a> "
	                   "Jean Castex, Histoire des villages de la Lèze, Privat, 1987.</li></ol>"
	                   "</div></div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Notes et références\n↑ « Comparateur de territoire") != NULL);
	CHECK(strstr(t, "Jean Castex") != NULL);
	CHECK(strstr(t, "homonymes") == NULL);
}

static void test_cell_button(void)
{
	/* a browser compatibility table whose cells are buttons that open
	 * their notes: the cells' text is the table's; a button beside the
	 * text ("Copy") is still none */
	const char *t = ex("<html lang=fr><body><main><h1>Array.prototype.at()</h1><p>" PARA
	                   "</p><p>" PARA "</p><h2>Compatibilité des navigateurs</h2><table "
	                   "class=bc-table><thead><tr><td></td><th>Chrome</th><th>Firefox</th>"
	                   "</tr></thead><tbody><tr><th><code>at</code></th><td><button type="
	                   "button><span>Full support</span> <span>Chrome 92</span></button></td>"
	                   "<td><button type=button><span>Full support</span> <span>Firefox 90"
	                   "</span></button></td></tr></tbody></table><p>" PARA "<button>Copy"
	                   "</button></p></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Full support Chrome 92") != NULL);
	CHECK(strstr(t, "Firefox 90") != NULL);
	CHECK(strstr(t, "Copy") == NULL);
}

static void test_code_label(void)
{
	/* a code listing's language on a line over it is no text; a
	 * heading that names it and a sample's tab stay */
	const char *t = ex("<html><body><main><h1>Array.prototype.at()</h1><p>" PARA "</p>"
	                   "<p>The at() method takes an integer value and returns the item "
	                   "at that index, allowing for positive and negative integers.</p>"
	                   "<div class=code-example><div class=code-lang>js</div><pre class="
	                   "\"brush: js\"><code>const cart = [\"apple\", \"banana\", \"pear\"];\n"
	                   "function lastItem(arr) {\n  return arr.at(-1);\n}\n</code></pre>"
	                   "</div><p>" PARA "</p><h4>Python</h4><pre>cart = [\"apple\", \"pear\"]"
	                   "\nprint(cart[-1])\n</pre><p>" PARA "</p></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "negative integers.\nconst cart") != NULL);
	CHECK(strstr(t, "Python\ncart = ") != NULL);
}

static void test_byline_stamp(void)
{
	/* a byline that holds the story's date and hour, under the
	 * headline in a box whose class names nothing, in German and in
	 * English: no text of the story */
	const char *t = ex("<html lang=de><body><main><article class=story><header><h1>Neue "
	                   "Buslinie</h1><div class=story-head__info><span>Von Jonas Reiter"
	                   "</span> <time datetime=2026-11-24T06:00>24.11.2026, 06:00 Uhr</time>"
	                   "</div></header><div class=story-text><p>" PARA "</p><p>" PARA
	                   "</p></div></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Jonas Reiter") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	t = ex("<html lang=en><body><main><article><h1>New bus line</h1><div class=info>"
	       "<span>By Jane Doe</span> <span>24/11/2026 06:00</span></div><p>" PARA
	       "</p><p>" PARA "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Jane Doe") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
}

static void test_script_stamp(void)
{
	/* a recipe's id and date line under its text, in Japanese, and a
	 * Chinese story's line of when it went up: no text of the page; a
	 * sentence that names a date stays */
	const char *t = ex("<html lang=ja><body><div id=recipe><h1>照り焼き</h1><p>"
	                   "パサつきがちな鶏むね肉も、片栗粉をまぶして焼けばしっとりやわらか。"
	                   "お弁当にもぴったりです。</p><p>家族が鶏むね肉をもっと食べてくれる"
	                   "ように考えました。フライパンにサラダ油を熱し、鶏肉を並べて中火で"
	                   "両面を焼く。</p><div class=recipe_id>レシピID : 23456789 "
	                   "公開日 : 26/11/20</div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "中火で両面を焼く。") != NULL);
	CHECK(strstr(t, "23456789") == NULL);
	t = ex("<html lang=zh-CN><body><div class=post_main><h1>多地推进老旧小区改造</h1>"
	       "<div class=info>发布时间：2026-11-20 10:05</div><div class=post_body><p>"
	       "记者从住房和城乡建设部获悉，今年前十个月，全国新开工改造城镇老旧小区5.3万个，"
	       "惠及居民约880万户。</p><p>住房和城乡建设部有关负责人介绍，老旧小区改造是重大民生"
	       "工程和发展工程，各地优先改造水电气热等基础设施。</p></div></div></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "负责人介绍") != NULL);
	CHECK(strstr(t, "10:05") == NULL);
}

static void test_colophon(void)
{
	/* a colophon under a man page, its heading the word alone: how the
	 * page was made, no text of it; the footer line after it stays, and
	 * a heading that only names a colophon ("The colophon of the Book of
	 * Kells") heads text */
	const char *t = ex("<html><body><h1>rsync(1)</h1><h2>DESCRIPTION</h2><pre>\n"
	                   "       Rsync is a fast and extraordinarily versatile file copying "
	                   "tool.\n       It can copy locally, to/from another host over any "
	                   "remote shell.\n</pre><h2>COLOPHON</h2><pre>\n       This page was "
	                   "obtained from the project's upstream Git repository on 2024-06-10.\n"
	                   "       send a mail to man-pages@example.org\n</pre><pre>rsync 3.3.0  "
	                   "6 Apr 2024  rsync(1)</pre></body></html>", NULL, NULL);
	CHECK(strstr(t, "versatile file copying") != NULL);
	CHECK(strstr(t, "upstream Git") == NULL);
	CHECK(strstr(t, "6 Apr 2024") != NULL);
	t = ex("<html><body><main><h1>Manuscripts</h1><p>" PARA "</p><h2>The colophon of the "
	       "Book</h2><p>" PARA "</p></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "The colophon of the Book") != NULL);
}

static void test_label_links(void)
{
	/* a line of links to the site's other pages under its label, after
	 * the body: no text of the page; a sentence with a link in it stays */
	const char *t = ex("<html><body><main><h1>Buslinie</h1><p>" PARA "</p><p>" PARA " "
	                   PARA "</p><p>Mehr dazu im <a href=/f>Fahrplan</a>, gültig ab Dezember.</p>"
	                   "<p>Pages that refer to this page: <a href=/a>rsync-ssl(1)</a>, <a "
	                   "href=/b>rsyncd.conf(5)</a></p></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "gültig ab Dezember") != NULL);
	CHECK(strstr(t, "refer to this page") == NULL);
}

static void test_gauges(void)
{
	/* a rating widget's criteria, each a label and an empty gauge drawn
	 * by its style, and the widget's verdict: no text of the page; a
	 * list of facts, each a label and its value, stays */
	const char *t = ex("<html lang=de><body><main><h1>Die Nacht</h1><div class=rating><ul>"
	                   "<li><span class=item__label>Humor</span><span class=\"dots r0\">"
	                   "</span></li><li><span class=item__label>Anspruch</span><span class="
	                   "\"dots r2\"></span></li><li><span class=item__label>Action</span>"
	                   "<span class=\"dots r1\"></span></li></ul><p>Daumen hoch</p></div><p>"
	                   PARA "</p><p>" PARA "</p><ul><li><span class=item__label>Regie</span> "
	                   "<span class=item__value>Paula</span></li><li><span class=item__label>"
	                   "Musik</span> <span class=item__value>Lena</span></li><li><span class="
	                   "item__label>Kamera</span> <span class=item__value>Jonas</span></li>"
	                   "</ul></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Anspruch") == NULL);
	CHECK(strstr(t, "Daumen") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Kamera") != NULL);
}

static void test_calendar_stamps(void)
{
	/* an "add to calendar" widget's hidden fields, its start and end
	 * stamps glued to the event's title and its link, under the event's
	 * facts: no text of the page; the facts stay */
	const char *t = ex("<html lang=fr><body><main><article><h1>F\xC3\xAAte</h1><div "
	                   "class=body><p>" PARA "</p><p>" PARA "</p></div><div class=infos><h2>"
	                   "Infos pratiques</h2><p>Lieu : Parc de la Scarpe</p></div><div class="
	                   "atc><span class=atc_event><span class=atc_date_start>2026-06-27 "
	                   "18:00:00</span><span class=atc_date_end>2026-06-27 23:30:00</span>"
	                   "<span class=atc_title>F\xC3\xAAte de la Saint-Jean et grand feu "
	                   "d artifice au parc de la Scarpe</span></span><a class=atc-link "
	                   "href=#>Ajouter \xC3\xA0 mon agenda</a></div></article></main></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "18:00:00") == NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
}

static void test_recipe_reports(void)
{
	/* a Japanese recipe's reports of readers who cooked it under its
	 * text, each a line and a name: its comments, no text of it */
	const char *t = ex("<html lang=ja><body><div id=recipe><h1>照り焼き</h1><p>"
	                   "パサつきがちな鶏むね肉も、片栗粉をまぶして焼けばしっとりやわらか。"
	                   "お弁当にもぴったりです。</p><p>家族が鶏むね肉をもっと食べてくれる"
	                   "ように考えました。フライパンにサラダ油を熱し、鶏肉を並べて中火で"
	                   "両面を焼く。</p><div id=reports><h3>つくれぽ 12件</h3><ul><li><p>"
	                   "とてもやわらかくて家族に好評でした！</p><span>ゆうこ</span></li><li>"
	                   "<p>リピ決定です。</p><span>さとし</span></li></ul></div></div>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "中火で両面を焼く。") != NULL);
	CHECK(strstr(t, "家族に好評") == NULL);
}

static void test_event_when(void)
{
	/* an event's date and hour under the heading of its facts, after
	 * the text, named a date: the event's, kept over its place */
	const char *t = ex("<html lang=de><body><main><div class=article><h1>Adventskonzert</h1>"
	                   "<div class=text><p>" PARA "</p><p>" PARA "</p></div><div class="
	                   "event-details><h2>Termin und Ort</h2><p class=event-date>Sonntag, "
	                   "13. Dezember 2026, 17:00 Uhr</p><p class=event-location>Stadtkirche "
	                   "St. Stephan, Marktplatz 2, 88131 Lindau</p></div></div></main>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Termin und Ort\nSonntag, 13. Dezember 2026, 17:00 Uhr\nStadtkirche")
	      != NULL);
}

static void test_credits_after(void)
{
	/* a radio feature's credits in a text element of its own after the
	 * body's, a heading over lines of a label and a name each: the
	 * programme's, kept */
	const char *t = ex("<html lang=de><body><nav><a href=/a>Start</a> <a href=/b>Sendungen"
	                   "</a> <a href=/c>Programm</a></nav><div id=content><div class=\"frame "
	                   "frame-type-header\"><h1>Die letzten H\xC3\xBCttenwirte</h1><p class="
	                   "subheader>Feature am Sonntag, 17. M\xC3\xA4rz 2024, 17:05 Uhr</p></div>"
	                   "<div class=\"frame frame-type-audio\"><button>Anh\xC3\xB6ren</button>"
	                   "<a href=/x.mp3>MP3 herunterladen (52 MB)</a></div><div class=\"frame "
	                   "frame-type-textmedia\"><div class=ce-textpic><div class=ce-gallery>"
	                   "<figure><img src=a.jpg><figcaption>Die H\xC3\xBCtte. Foto: Radio"
	                   "</figcaption></figure></div><div class=ce-bodytext><p>" PARA "</p><p>"
	                   PARA "</p></div></div></div><div class=\"frame frame-type-text\"><h3>"
	                   "Mitwirkende</h3><p>Autorin: Anna Gruber<br>Sprecher: Markus Hofer, "
	                   "Lena Wimmer<br>Regie: Christoph Stadler</p></div></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "the new bridge") != NULL);
	CHECK(strstr(t, "Mitwirkende\nAutorin: Anna Gruber") != NULL);
	CHECK(strstr(t, "Regie: Christoph Stadler") != NULL);
}

static void test_self_more(void)
{
	/* a generated reference's member list: each brief line ends in a
	 * "More..." that leads to its own section on the page
	 * ("classQueue.html#a1"); no teasers, the list stays */
	const char *t = ex(
	                   "<html><body><div class=header><div class=title>Queue Class Referen"
	                   "ce</div></div><div class=contents><p>A bounded queue. <a href=\"cl"
	                   "assQueue.html#details\">More...</a></p><table class=memberdecls><t"
	                   "r><td><h2>Public Member Functions</h2></td></tr><tr><td>void</td><"
	                   "td><a href=\"classQueue.html#a1\">push</a> (int v)</td></tr><tr><t"
	                   "d></td><td>Appends a value at the tail of the queue and wakes a re"
	                   "ader. <a href=\"classQueue.html#a1\">More...</a></td></tr><tr><td>"
	                   "int</td><td><a href=\"classQueue.html#a2\">pop</a> ()</td></tr><tr"
	                   "><td></td><td>Takes the value at the head of the queue, waiting fo"
	                   "r one. <a href=\"classQueue.html#a2\">More...</a></td></tr><tr><td"
	                   ">bool</td><td><a href=\"classQueue.html#a3\">empty</a> () const</t"
	                   "d></tr><tr><td></td><td>Tells whether the queue holds no value at "
	                   "the moment. <a href=\"classQueue.html#a3\">More...</a></td></tr></"
	                   "table><a name=details></a><h2>Detailed Description</h2><div class="
	                   "textblock><p>A bounded queue.</p><p>Readers wait while it is empty"
	                   " and writers while it is full.</p></div></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Public Member Functions\nvoid push (int v)\nAppends a value") != NULL);
	CHECK(strstr(t, "Readers wait while") != NULL);
}

static void test_more_trim(void)
{
	/* a generated reference's member row closes with "Mehr ..." that leads
	 * to the member's own section on the page: the row's text is the
	 * description before it */
	const char *t = ex(
	                   "<html><body><div class=header><div class=title>RingPuffer Klassenr"
	                   "eferenz</div></div><div class=contents><p>Ein Puffer fester Größe."
	                   " <a href=\"classRing.html#details\">Mehr ...</a></p><table class=m"
	                   "emberdecls><tr><td><h2>Öffentliche Methoden</h2></td></tr><tr><td>"
	                   "bool</td><td><a href=\"classRing.html#a1\">push</a> (int v)</td></"
	                   "tr><tr><td></td><td>Legt einen Wert am Ende ab, solange noch Platz"
	                   " ist. <a href=\"classRing.html#a1\">Mehr ...</a></td></tr><tr><td>"
	                   "int</td><td><a href=\"classRing.html#a2\">pop</a> ()</td></tr><tr>"
	                   "<td></td><td>Nimmt den ältesten Wert heraus, wenn einer da ist. <a"
	                   " href=\"classRing.html#a2\">Mehr ...</a></td></tr><tr><td>bool</td"
	                   "><td><a href=\"classRing.html#a3\">leer</a> () const</td></tr><tr>"
	                   "<td></td><td>Sagt, ob der Puffer gerade keinen Wert hält. <a href="
	                   "\"classRing.html#a3\">Mehr ...</a></td></tr></table><a name=detail"
	                   "s></a><h2>Ausführliche Beschreibung</h2><div class=textblock><p>Ei"
	                   "n Puffer fester Größe.</p><p>Wer liest, wartet, solange er leer is"
	                   "t, und wer schreibt, solange er voll ist.</p></div></div></body></"
	                   "html>",
	                   NULL, NULL);
	CHECK(strstr(t, "solange noch Platz ist.\n") != NULL);
	CHECK(strstr(t, "wenn einer da ist.\n") != NULL);
	CHECK(strstr(t, "Mehr ...") == NULL);
	CHECK(strstr(t, "solange er voll ist.") != NULL);
}

static void test_wiki_homonymie(void)
{
	/* the French wiki's note over a disambiguation page and its banner
	 * under the list ("homonymie") go; the list stays */
	const char *t = ex(
	                   "<html><body><div id=content><h1>Montbrun</h1><div class=mw-parser-ou"
	                   "tput><div class=homonymie>Sur les autres projets Wikimedia :</div><p"
	                   ">Le nom <b>Montbrun</b> peut désigner :</p><ul><li><a href=\"/wiki/M"
	                   "ontbrun_(Lot)\">Montbrun (Lot)</a>, commune française du Lot, dans l"
	                   "a vallée du même nom</li><li><a href=\"/wiki/Montbrun_(Lozère)\">Mon"
	                   "tbrun (Lozère)</a>, ancienne commune rattachée à Gorges du Tarn Caus"
	                   "ses</li><li><a href=\"/wiki/Montbrun-Bocage\">Montbrun-Bocage</a>, "
	                   "commune française de la Haute-Garonne, au pied des Pyrénées</li></ul"
	                   "><p>Plusieurs familles nobles du Dauphiné ont porté ce nom, dont cel"
	                   "le de Charles du Puy-Montbrun, chef protestant.</p><table class=\"ba"
	                   "ndeau-container homonymie metadata\"><tr><td>Cette page d'<a href=\""
	                   "/wiki/Aide:Homonymie\">homonymie</a> répertorie les différents sujet"
	                   "s et articles partageant un même nom.</td></tr></table></div></div><"
	                   "/body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Tarn Causses") != NULL);
	CHECK(strstr(t, "chef protestant.") != NULL);
	CHECK(strstr(t, "autres projets") == NULL);
	CHECK(strstr(t, "répertorie") == NULL);
}

static void test_see_also_dd(void)
{
	/* a reference's "See Also:" term over a list of links in its <dd>,
	 * between the kept "Since:" value and the summary kept after it,
	 * stays with its links */
	const char *t = ex(
	                   "<html><body><header><nav><a href=/>Overview</a> <a href=/tree>Tree<"
	                   "/a> <a href=/index>Index</a></nav></header><main><h1>Interface Retry"
	                   "Policy</h1><section class=class-description><div class=block><p>Deci"
	                   "des whether a failed request is sent again, and after how long. Pol"
	                   "icies must be stateless and thread-safe: one instance is shared by "
	                   "all requests of a client.</p><p>Requests that are not idempotent ar"
	                   "e never retried, whatever the policy says.</p></div><dl class=notes"
	                   "><dt>Since:</dt><dd>4.0</dd><dt>See Also:</dt><dd><ul><li><a href="
	                   "\"../Builder.html#retryPolicy(RetryPolicy)\"><code>Builder.retryPol"
	                   "icy(RetryPolicy)</code></a></li></ul></dd></dl></section><section c"
	                   "lass=summary><h2>Method Summary</h2><p>Returns the delay before the"
	                   " next attempt, or an empty value when the request is not to be sen"
	                   "t again, as the policy decides.</p></section></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Since:\n4.0\nSee Also:\nBuilder.retryPolicy(RetryPolicy)\n") != NULL);
	CHECK(strstr(t, "as the policy decides.") != NULL);
	/* two links, the second under the first as a card's summary is */
	t = ex(
	       "<html><body><main><h1>Record-Klasse Zaehlerstand</h1><section class=cl"
	       "ass-description><div class=block><p>Ein abgelesener Stand eines Strom"
	       "zählers, wie ihn das Messstellenportal liefert. Der Wert wird in Watts"
	       "tunden angegeben und ist nie negativ.</p><p>Stände werden nicht gerun"
	       "det. Wer Kilowattstunden braucht, teilt selbst durch 1000.</p></div><d"
	       "l class=notes><dt>Seit:</dt><dd>3.0</dd><dt>Siehe auch:</dt><dd><ul><"
	       "li><a href=\"Messreihe.html#hinzufuegen(Zaehlerstand)\"><code>Messrei"
	       "he.hinzufuegen(Zaehlerstand)</code></a></li><li><a href=\"Verbrauch.ht"
	       "ml#zwischen(Zaehlerstand,Zaehlerstand)\"><code>Verbrauch.zwischen(Zae"
	       "hlerstand, Zaehlerstand)</code></a></li></ul></dd></dl></section><sec"
	       "tion class=summary><h2>Methodenübersicht</h2><p>Gibt den abgelesenen "
	       "Wert in Wattstunden zurück, nie negativ, seit dem Einbau des Zählers."
	       "</p></section></main></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "Siehe auch:\nMessreihe.hinzufuegen(Zaehlerstand)\nVerbrauch.") != NULL);
}

static void test_include_line(void)
{
	/* a C++ reference's include line, the header's name linked to its
	 * source, between the brief and the member list: kept */
	const char *t = ex(
	                   "<html><body><div class=header><div class=title>RingPuffer&lt; T, N"
	                   " &gt; Klassen-Template-Referenz</div></div><div class=contents><p>P"
	                   "uffer fester Größe für Messwerte, die ein Interrupt schreibt und di"
	                   "e Hauptschleife liest.</p><p><code>#include &lt;<a class=el href=\"r"
	                   "ingpuffer_8h_source.html\">ringpuffer.h</a>&gt;</code></p><h2>Öffen"
	                   "tliche Methoden</h2><p>Legt einen Wert am Ende ab, solange noch Pla"
	                   "tz ist, und meldet, ob er abgelegt wurde.</p><p>Nimmt den ältesten "
	                   "Wert heraus, wenn einer da ist, und gibt ihn zurück.</p></div></bod"
	                   "y></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "liest.\n#include <ringpuffer.h>\nÖffentliche Methoden") != NULL);
}

static void test_api_terms(void)
{
	/* an API reference: a linked value under its kept term ("All Implemented
	 * Interfaces:" "AutoCloseable"), a version under "Since:" (no score) and a
	 * member's signature, its types linked, all stay */
	const char *t = ex(
	                   "<html><body><main><h1>Class Pool</h1><dl class=notes><dt>All Imple"
	                   "mented Interfaces:</dt><dd><code><a href=\"https://docs.example.or"
	                   "g/api/AutoCloseable.html\">AutoCloseable</a></code></dd></dl><p>Th"
	                   "e pool hands out connections in the order in which callers asked f"
	                   "or them, and it closes those that stayed idle for too long in a ba"
	                   "ckground thread.</p><dl class=notes><dt>Since:</dt><dd>2.0</dd></d"
	                   "l><h2>Method Details</h2><h3>acquire</h3><div class=member-signatu"
	                   "re><span>public</span> <a href=\"../Conn.html\">Connection</a> acq"
	                   "uire(<a href=\"https://docs.example.org/api/Duration.html\">Durati"
	                   "on</a> timeout) throws <a href=\"../PoolExhausted.html\">PoolExhau"
	                   "stedException</a></div><div class=block>Takes a connection from th"
	                   "e pool, waiting at most timeout for one to become free. The caller"
	                   " must close it to give it back.</div></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Interfaces:\nAutoCloseable\n") != NULL);
	CHECK(strstr(t, "Since:\n2.0\n") != NULL);
	CHECK(strstr(t, "acquire\npublic Connection acquire(Duration timeout) throws") != NULL);
}

static void test_colon_list(void)
{
	/* a wiki's list under a kept line that ends with a colon keeps its linked
	 * item beside a kept one; a "Voir aussi" list kept by the list rules is no
	 * teaser card */
	const char *t = ex(
	                   "<html><body><main><h1>Falkenstein</h1><p>Falkenstein steht für:</p"
	                   "><ul><li><a href=\"/wiki/A\">Falkenstein (Adelsgeschlecht)</a>, Ad"
	                   "el</li><li><a href=\"/wiki/B\">Falkenstein (Familienname)</a>, Fam"
	                   "ilienname, zu Namensträgern siehe dort</li></ul><h2>Orte</h2><p>Fa"
	                   "lkenstein ist der Name mehrerer Orte in Deutschland und in Österre"
	                   "ich, von denen die meisten nach einer Burg heißen.</p><h2>Geschich"
	                   "te</h2><p>Die Burg Falkenstein wurde im zwölften Jahrhundert auf e"
	                   "inem Felsen über dem Tal errichtet und im Dreißigjährigen Krieg ze"
	                   "rstört.</p><h2>Voir aussi</h2><ul><li><a href=\"/wiki/Liste_A\">Li"
	                   "ste des communes du canton</a></li><li><a href=\"/wiki/Vallee\">Va"
	                   "llée de la Lèze</a></li></ul><h2>Notes</h2><ol class=references><l"
	                   "i>Jean Castex, Histoire des villages de la vallée, Toulouse, Priva"
	                   "t, 1987, 312 pages, p. 88.</li></ol></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "für:\nFalkenstein (Adelsgeschlecht), Adel\n") != NULL);
	CHECK(strstr(t, "Voir aussi\nListe des communes du canton\nVallée de la Lèze\n") !=
	      NULL);
}

static void test_column_cell(void)
{
	/* a table of one column: the linked cell under its kept header
	 * ("Spécification" over the standard's linked name) stays */
	const char *t = ex(
	                   "<html><body><main><h1>Array.prototype.at()</h1><p>La méthode at() "
	                   "des instances d'Array prend un entier en argument et renvoie l'élé"
	                   "ment du tableau situé à cet indice.</p><h2 id=spec><a href=\"#spec"
	                   "\">Spécifications</a></h2><table class=standard-table><thead><tr><"
	                   "th scope=col>Spécification</th></tr></thead><tbody><tr><td><a href"
	                   "=\"https://tc39.es/ecma262/#sec-array.prototype.at\">ECMAScript® 2"
	                   "026 Language Specification</a></td></tr></tbody></table><h2 id=voi"
	                   "r><a href=\"#voir\">Description</a></h2><p>La méthode at() est équ"
	                   "ivalente à la notation avec crochets lorsque l'indice est positif,"
	                   " et elle accepte aussi un indice négatif.</p></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Spécification\nECMAScript® 2026 Language Specification\n") != NULL);
}

static void test_doc_source_note(void)
{
	/* a documentation generator's closing note and the source files listed
	 * under it go; the class's description stays */
	const char *t = ex(
	                   "<html><body><div class=contents><h2 class=groupheader>Description "
	                   "détaillée</h2><div class=textblock><p>Une file bornée pour un seul"
	                   " producteur et un seul consommateur, sans verrou.</p><p>La capacit"
	                   "é doit être une puissance de deux, et la file ne doit pas être cop"
	                   "iée pendant son utilisation.</p></div><hr/>La documentation de cet"
	                   "te classe a été générée à partir du fichier suivant :<ul><li>inclu"
	                   "de/ringbuf/<a class=el href=\"spsc__queue_8hpp_source.html\">spsc_"
	                   "queue.hpp</a></li></ul></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "pendant son utilisation.") != NULL);
	CHECK(strstr(t, "générée") == NULL);
	CHECK(strstr(t, "spsc_queue.hpp") == NULL);
}

/* A hiking route's or a hotel's section of its guests' reviews under the
 * text, a box named for reviews that opens with "Bewertungen": the
 * readers' posts go; the route's directions stay. */
static void test_review_section(void)
{
	const char *t = ex(
	                   "<html lang=de><body><main><h1>Rundweg zum Alpsee</h1><section class=\"s"
	                   "ection tour-text\"><h2>Wegbeschreibung</h2><p>" PARA "</p><p>Vom Parkp"
	                   "latz geht es auf dem breiten Forstweg bergauf bis zur Alpe, von dort "
	                   "auf schmalem Pfad weiter zum See und auf demselben Weg zurück.</p"
	                   "></section><section class=\"section tour-reviews\"><h2>Bewertungen</h"
	                   "2><div class=review><span>Bergfex_1982</span> <span>02.09.2026</span><p"
	                   ">Traumhafte Tour, aber wirklich lang. Wir haben den Bus genommen, das"
	                   " war richtig.</p></div><div class=review><span>Sabine K.</span> <spa"
	                   "n>18.08.2026</span><p>Am Wochenende völlig überlaufen. Unter de"
	                   "r Woche ein Traum.</p></div></section></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Vom Parkplatz") != NULL);
	CHECK(strstr(t, "Traumhafte Tour") == NULL);
	CHECK(strstr(t, "Sabine K.") == NULL);
}

/* A hotel's house rules, a label over its value: the check-in's span of
 * hours that "Von" opens ("Von 15:00 bis 22:00 Uhr") is no byline with
 * its stamp and stays under its label. */
static void test_checkin_hours(void)
{
	const char *t = ex(
	                   "<html lang=de><body><main><h1>Alpenhotel Sonnblick</h1><p>" PARA "</p"
	                   "><div class=policies><h2>Hausregeln</h2><p>Das Hotel nimmt Sonderw\xC3"
	                   "\xBCnsche gerne an, bitte geben Sie diese bei der Buchung an.</p><div "
	                   "class=description><span class=policy_name>Check-in</span> <p>Von 15:0"
	                   "0 bis 22:00 Uhr</p></div><div class=description><span class=policy_na"
	                   "me>Check-out</span> <p>Von 07:00 bis 10:30 Uhr</p></div><div class=des"
	                   "cription><span class=policy_name>Haustiere</span> <p>Haustiere sind au"
	                   "f Anfrage gestattet. Es fallen Geb\xC3\xBChren von 20 Euro pro Nacht a"
	                   "n.</p></div></div></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Check-in\nVon 15:00 bis 22:00 Uhr\n") != NULL);
	CHECK(strstr(t, "Von 07:00 bis 10:30 Uhr") != NULL);
}

/* A hiking route's lead named a teaser under its facts panel ("Strecke
 * 17,4 km", "Dauer 7:30 h", no sentence among them): the lead stays. */
static void test_teaser_under_facts(void)
{
	const char *t = ex(
	                   "<html lang=de><body><div class=content><div class=main><h1>Rundwanderu"
	                   "ng zum Schrecksee</h1><div class=facts><div class=fact><span>Schwierig"
	                   "keit</span> <span>schwer</span></div><div class=fact><span>Strecke</sp"
	                   "an> <span>17,4 km</span></div><div class=fact><span>Dauer</span> <span"
	                   ">7:30 h</span></div><div class=fact><span>H\xC3\xB6" "chster Punkt</spa"
	                   "n> <span>1.908 m</span></div></div><div class=ratings>Kondition 4/6 Te"
	                   "chnik 3/6 Erlebnis 6/6 Landschaft 6/6</div><section class=\"section te"
	                   "aser-text\"><p>Der Schrecksee gilt als einer der sch\xC3\xB6nsten Bergs"
	                   "een der Allg\xC3\xA4uer Alpen, die lange Tour f\xC3\xBChrt durch das Ta"
	                   "l hinauf zum See.</p></section><section class=section><p>" PARA "</p><"
	                   "p>" PARA "</p></section><section class=section><h2>Wegbeschreibung</h2"
	                   "><p>" PARA "</p></section></div></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Der Schrecksee gilt als") != NULL);
}

/* A route's tips from its community, each under its vote's tally ("12
 * found this helpful"): the readers' posts go; the overview stays. */
static void test_helpful_tally(void)
{
	const char *t = ex(
	                   "<html lang=en><body><main><h1>Loop around Buttermere</h1><section><h2>"
	                   "Overview</h2><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA
	                   "</p></section><section><h2>Tips from the community</h2><div class=t"
	                   "ip><div><span>Helen</span> <span>August 2026</span></div><p>Go early "
	                   "on summer weekends, the car park fills up by nine.</p><div>12 found t"
	                   "his helpful</div></div><div class=tip><div><span>Mark R.</span> <span"
	                   ">June 2026</span></div><p>The Lone Tree is best photographed in the e"
	                   "vening light.</p><div>8 found this helpful</div></div></section></mai"
	                   "n></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "the end of next year.") != NULL);
	CHECK(strstr(t, "Go early") == NULL);
	CHECK(strstr(t, "Lone Tree") == NULL);
}

/* A cruise's dates and prices, each line closed by its button ("Jetzt
 * buchen"): the lines stay, the buttons' labels go. */
static void test_button_tail(void)
{
	const char *t = ex(
	                   "<html lang=de><body><main><h1>Norwegens Fjorde</h1><p>" PARA "</p><p>"
	                   PARA "</p><h2>Termine und Preise</h2><div class=termin><span>14.06.2027"
	                   " - 21.06.2027</span> <span>ab 1.499 Euro p. P.</span> <a class=\"btn "
	                   "btn-primary\" href=\"/buchen?t=1\">Jetzt buchen</a></div><div class=te"
	                   "rmin><span>05.07.2027 - 12.07.2027</span> <span>ab 1.699 Euro p. P.</s"
	                   "pan> <a class=\"btn btn-primary\" href=\"/buchen?t=2\">Jetzt buchen</a"
	                   "></div></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "14.06.2027 - 21.06.2027 ab 1.499 Euro p. P.\n") != NULL);
	CHECK(strstr(t, "Jetzt buchen") == NULL);
}

/* A travel story's facts box between its paragraphs, an aside titled
 * "Reise-Infos" over a list's terms and their prose: kept. */
static void test_travel_infobox(void)
{
	const char *t = ex(
	                   "<html lang=de><body><main><article><h1>Madeira: Wandern an den Levad"
	                   "as</h1><p>" PARA "</p><p>" PARA "</p><aside class=infobox><h3>Reise-I"
	                   "nfos Madeira</h3><dl><dt>Anreise</dt><dd>Direktfl\xC3\xBC" "ge nach Fu"
	                   "nchal ab Frankfurt, Flugzeit rund vier Stunden.</dd><dt>Beste Zeit</d"
	                   "t><dd>M\xC3\xA4rz bis Juni und September bis November.</dd><dt>Geb\xC3"
	                   "\xBChr</dt><dd>Seit 2025 kostet die Nutzung vieler Wege 3 Euro.</dd></"
	                   "dl></aside><p>Vor jeder Tour lohnt sich ein Blick auf die Website der"
	                   " Regionalregierung, denn nach Unwettern sind Wege oft gesperrt.</p></"
	                   "article></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Anreise\nDirektfl") != NULL);
	CHECK(strstr(t, "Seit 2025 kostet") != NULL);
}

/* A route planner's band closing the page in hashed classes, a heading
 * and a line over a plain link that calls to sign up: it goes. */
static void test_signup_band(void)
{
	const char *t = ex(
	                   "<html lang=en><body><main class=css-mn01><h1 class=css-1e9>Loop aroun"
	                   "d Buttermere</h1><section class=css-ov23><h2>Overview</h2><p>" PARA
	                   "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p>"
	                   PARA "</p></section><div class="
	                   "css-cta9><h3>Plan your own adventures</h3><p>Join 40 million outdoor l"
	                   "overs and start planning today.</p><a href=\"/signup\">Sign up for fr"
	                   "ee</a></div></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "the end of next year.") != NULL);
	CHECK(strstr(t, "Plan your own") == NULL);
	CHECK(strstr(t, "40 million") == NULL);
}

/* A hotel's address closed by a link to the map ("– Karte anzeigen"): the
 * address stays, the link and its dash go. */
static void test_map_link_tail(void)
{
	const char *t = ex(
	                   "<html lang=de><body><main><h1>Alpenhotel Sonnblick</h1><p class=addre"
	                   "ss><span>Seeuferstra\xC3\x9F" "e 14, 5700 Zell am See, Salzburger Land, "
	                   "\xC3\x96sterreich</span> \xE2\x80\x93 <a href=\"#map\">Karte anzeigen</a"
	                   "></p><p>" PARA "</p><p>" PARA "</p></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Salzburger Land, \xC3\x96sterreich\n") != NULL);
	CHECK(strstr(t, "Karte anzeigen") == NULL);
}

/* A box named a teaser, with no link and no heading, under a section's
 * heading is the section's facts, no teaser of another page (Bootstrap
 * Italia's "card-teaser" under "Informazioni generali"). */
static void test_teaser_facts(void)
{
	const char *t = ex(
	                   "<html lang=it><body><main><h1>Scienze della formazione</h1><h2>P"
	                   "resentazione</h2><p>" PARA "</p><h2>Informazioni generali</h2><di"
	                   "v class=\"card card-teaser\"><ul><li><strong>Durata:</strong> 3 a"
	                   "nni</li><li><strong>Crediti:</strong> 180 CFU</li><li><strong>Lin"
	                   "gua:</strong> italiano</li></ul></div><h2>Ammissione</h2><p>" PARA
	                   "</p></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Durata: 3 anni\n") != NULL);
	CHECK(strstr(t, "Lingua: italiano\n") != NULL);
}

/* A programme's facts between its title and its text, each a row of a
 * label named so in Spanish and its value ("<span class=dato-etiqueta>
 * Cr\xC3\xA9ditos</span><span>240 ECTS</span>"): the rows go first, a space
 * between label and value. */
static void test_label_rows_before(void)
{
	const char *t = ex(
	                   "<html lang=es><head><title>Grado en Derecho</title></head><body><d"
	                   "iv class=cabecera><h1>Grado en Derecho</h1><div class=datos><div c"
	                   "lass=dato><span class=dato-etiqueta>Rama</span><span class=dato-va"
	                   "lor>Ciencias Sociales</span></div><div class=dato><span class=dato"
	                   "-etiqueta>Cr\xC3\xA9" "ditos</span><span class=dato-valor>240 ECTS"
	                   "</span></div><div class=dato><span class=dato-etiqueta>Plazas</spa"
	                   "n><span class=dato-valor>180</span></div></div></div><div class=ro"
	                   "w><div class=cuerpo><h2>Presentaci\xC3\xB3n</h2><p>"
	                   PARA "</p><p>" PARA "</p></div></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Rama Ciencias Sociales\n") != NULL);
	CHECK(strstr(t, "Plazas 180\n") != NULL);
}

/* A programme's facts under its title's subtitle, over the page's table
 * of contents (links within the page alone) and the body's sections: the
 * facts go first. */
static void test_facts_over_toc(void)
{
	const char *t = ex(
	                   "<html lang=nl><head><title>Leraar Geschiedenis</title></head><body><"
	                   "section class=hero><h1>Leraar Geschiedenis</h1><p>Bachelor, voltijd"
	                   "</p><ul><li><span class=kenmerk-label>Diploma</span> Bachelor of Ed"
	                   "ucation</li><li><span class=kenmerk-label>Studielast</span> 240 EC<"
	                   "/li><li><span class=kenmerk-label>Taal</span> Nederlands</li></ul></"
	                   "section><nav class=anchor-nav><ul><li><a href=#over>Over</a></li><li"
	                   "><a href=#programma>Programma</a></li><li><a href=#kosten>Kosten</a>"
	                   "</li></ul></nav><div class=row><div class=content><section id=over><"
	                   "h2>Over de opleiding</h2><p>" PARA "</p><p>" PARA "</p></section></"
	                   "div></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Studielast 240 EC\n") != NULL);
	CHECK(strstr(t, "Taal Nederlands\n") != NULL);
	CHECK(strstr(t, "Programma") == NULL);
}

/* A course page's "Das k\xC3\xB6nnte Sie auch interessieren": each item a
 * linked title and its date and place; the one a little longer in plain
 * text than its link goes with the others. */
static void test_lone_kept_teaser_item(void)
{
	const char *t = ex(
	                   "<html lang=de><body><div class=kurs><h1>Spanisch A1</h1><p>" PARA
	                   "</p><p>" PARA "</p><h2>Das k\xC3\xB6nnte Sie auch interessieren</h2"
	                   "><ul><li><a href=/k/1>Spanisch A1.2 Fortsetzung</a> <span>Do., 14"
	                   ".01.2027, Alzey</span></li><li><a href=/k/2>Spanisch A2 Conversaci"
	                   "\xC3\xB3n</a> <span>Mo., 11.01.2027, W\xC3\xB6rrstadt</span></li><li>"
	                   "<a href=/k/3>Bildungsurlaub: Spanisch kompakt</a> <span>Mo., 22.03"
	                   ".2027, Alzey</span></li></ul></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "committee") != NULL);
	CHECK(strstr(t, "Conversaci") == NULL);
	CHECK(strstr(t, "Fortsetzung") == NULL);
}

/* A chair's team page: each person's card, a linked name over the role,
 * room and phone, and the e-mail address linked alone; the name and the
 * address stay with the kept lines. */
static void test_person_cards(void)
{
	const char *t = ex(
	                   "<html lang=de><body><main><h1>Team</h1><p>" PARA "</p><h2>Mitarb"
	                   "eiter</h2><div class=persons><div class=person><h3><a href=/t/br"
	                   "andt>Dr. Felix Brandt</a></h3><p>Akademischer Rat, Koordination de"
	                   "r Lernwerkstatt</p><p>Raum 02.116, Geb\xC3\xA4ude NW II</p><p>Tel."
	                   ": 0921 55-3214</p><p><a href=mailto:felix.brandt@uni-fh.de>felix.b"
	                   "randt@uni-fh.de</a></p></div><div class=person><h3><a href=/t/yil"
	                   "maz>Derya Yilmaz, M.Ed.</a></h3><p>Wissenschaftliche Mitarbeiterin"
	                   ", Promotion zur Sprachbildung</p><p>Raum 02.118, Geb\xC3\xA4ude NW"
	                   " II</p><p>Tel.: 0921 55-3216</p><p><a href=mailto:derya.yilmaz@un"
	                   "i-fh.de>derya.yilmaz@uni-fh.de</a></p></div></div></main></body></"
	                   "html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Dr. Felix Brandt\n") != NULL);
	CHECK(strstr(t, "Derya Yilmaz, M.Ed.\n") != NULL);
	CHECK(strstr(t, "felix.brandt@uni-fh.de") != NULL);
	CHECK(strstr(t, "Tel.: 0921 55-3216") != NULL);
}

/* An academic's home page (Jekyll's al-folio): the bio in a box of its
 * own, then in the same <article> the news and the publications, each
 * with its abstract in a box named hidden that a click opens; the hidden
 * abstracts weigh nothing and the article stands. */
static void test_hidden_abstracts(void)
{
	const char *t = ex(
	                   "<html lang=en><head><title>Lukas Brenner</title></head><body><div"
	                   " class=post><header><h1>Lukas Brenner</h1></header><article><div "
	                   "class=clearfix><p>" PARA "</p><p>" PARA "</p></div><h2>news</h2><t"
	                   "able><tr><th>Nov 03, 2026</th><td>Our tactile insertion paper rec"
	                   "eived the best student paper award at IROS 2026.</td></tr><tr><th"
	                   ">Jul 12, 2026</th><td>I am spending the summer as a research inte"
	                   "rn at a robotics lab in Zurich.</td></tr></table><h2>publications"
	                   "</h2><ol><li><div class=title>Feeling the Way: Tactile Insertion W"
	                   "ithout Vision</div><div class=periodical>In IEEE/RSJ Conference on"
	                   " Intelligent Robots and Systems, 2026</div><div class=\"abstract h"
	                   "idden\"><p>" PARA "</p></div></li><li><div class=title>A Low-Cost "
	                   "Tactile Sensor for Dexterous Hands</div><div class=periodical>IEEE"
	                   " Robotics and Automation Letters, 2025</div><div class=\"abstract "
	                   "hidden\"><p>" PARA "</p></div></li></ol></article></div></body></h"
	                   "tml>",
	                   NULL, NULL);
	CHECK(strstr(t, "best student paper award") != NULL);
	CHECK(strstr(t, "committee") != NULL);
}

static void test_field_span(void)
{
	const char *t = ex(
	                   "<html lang=de><body><main><h1>Ofengem\xC3\xBCse</h1><p>" PARA "</p><p>" PARA
	                   "</p><div class=nutrition><span>Pro Portion: 320 kcal</span><span>E 12 g"
	                   "</span><span>F 22 g</span></div><p>" PARA "</p><p class=x><span class=d"
	                   "ropcap>D</span><span>ie</span> Sauce wird mit Sahne und etwas Butter langs"
	                   "am eingekocht, bis sie dick ist.</p></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "320 kcal E 12 g F 22 g\n") != NULL);
	CHECK(strstr(t, "Die Sauce") != NULL);
	/* an add-to-calendar widget's stamps, now parted, still go */
	t = ex("<html lang=fr><body><main><h1>F\xC3\xAAte</h1><p>" PARA "</p><p>" PARA "</p><d"
	       "iv class=addtocalendar><span class=atc_event><span>2026-06-27 18:00:00</span><spa"
	       "n>2026-06-27 23:30:00</span><span>F\xC3\xAAte de la Saint-Jean</span></span><a h"
	       "ref=\"#\">Ajouter \xC3\xA0 mon agenda</a></div></main></body></html>",
	       NULL, NULL);
	CHECK(strstr(t, "2026-06-27") == NULL);
}

static void test_liked_promo(void)
{
	const char *t = ex(
	                   "<html lang=fr><body><article><h1>Stress et sommeil</h1><p>" PARA "</p><p>"
	                   PARA "</p><p>" PARA "</p><div class=wp-block-group><p>Cet article v"
	                   "ous a plu ? D\xC3\xA9" "couvrez notre dossier sp\xC3\xA9" "cial somme"
	                   "il dans le magazine en kiosque cette semaine.</p></div></article></bod"
	                   "y></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "vous a plu") == NULL);
	CHECK(strstr(t, "committee") != NULL);
}

static void test_author_line(void)
{
	const char *t = ex(
	                   "<html lang=en><body><main><h1>Water bosses to be banned from bonuses</h1>"
	                   "<div class=dcr-1jlfsmv><p>Environment secretary announces crackdown as"
	                   " figures show record spills</p></div><div class=dcr-1cfpnlw><div class=d"
	                   "cr-1lqrmf6><a rel=author href=\"/profile/helena-horton\">Helena Horton</a"
	                   "> <span class=dcr-1ts7ly>Environment reporter</span></div></div><div clas"
	                   "s=dcr-11jq3zt><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p></div></main>"
	                   "</body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Helena Horton") == NULL);
	CHECK(strstr(t, "Environment secretary") != NULL);
}

static void test_poll_box(void)
{
	const char *t = ex(
	                   "<html lang=de><body><article><h1>Sport im Alltag</h1><div class=text><p>"
	                   PARA "</p><p>" PARA "</p><div class=c-box><p>Wie oft treiben Sie Spor"
	                   "t?</p><ul><li><label><input type=radio name=v> T\xC3\xA4glich</label></l"
	                   "i><li><label><input type=radio name=v> Einmal pro Woche</label></li><li>"
	                   "<label><input type=radio name=v> Nie</label></li></ul><button>Abstimmen</"
	                   "button></div><p>" PARA "</p></div></article></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Wie oft") == NULL);
	CHECK(strstr(t, "Einmal pro Woche") == NULL);
	CHECK(strstr(t, "committee") != NULL);
	/* and an old news site's quick poll, its options <br> lines in one
	 * form */
	t = ex("<html lang=en><body><div id=main><h1>Council passes budget</h1><div class=story>"
	       "<p>" PARA "</p><div class=poll><h4>Quick Poll</h4><p>Should the city raise "
	       "property taxes to pay for road repairs?</p><form action=/poll><input type=radio "
	       "name=a value=1> Yes<br><input type=radio name=a value=2> No<br><input type=radio "
	       "name=a value=3> Not sure<br><input type=submit value=Vote></form><a href=/poll/r>"
	       "View results</a></div><p>" PARA "</p></div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Quick Poll") == NULL);
	CHECK(strstr(t, "Should the city") == NULL);
	CHECK(strstr(t, PARA "\n" PARA) != NULL);
	/* a quiz's answers set as buttons stay */
	t = ex("<html lang=en><body><main><h1>Which getaway are you?</h1><div class=body><p>" PARA
	       "</p><div class=quiz><h2>How do you like to start your morning?</h2><ul><li><butt"
	       "on class=answer>A long walk before breakfast</button></li><li><button class=answ"
	       "er>Coffee in bed</button></li></ul></div><p>" PARA "</p></div></main></body></htm"
	       "l>",
	       NULL, NULL);
	CHECK(strstr(t, "committee") != NULL);
}

static void test_answer_button(void)
{
	const char *t = ex(
	                   "<html lang=en><body><main><h1>Which getaway are you?</h1><div class=body>"
	                   "<p>" PARA "</p><div class=quiz><h2>How do you like to start your mornin"
	                   "g?</h2><ul><li><button class=quiz-answer>A long walk before breakfast</"
	                   "button></li><li><button class=quiz-answer>Coffee in bed, obviously</but"
	                   "ton></li><li><button class=quiz-answer>A swim, whatever the weather</bu"
	                   "tton></li></ul></div><p>" PARA "</p><ul class=c-list><li><button class="
	                   "c-btn>Teilen</button></li><li><button class=c-btn>Merken</button></li><"
	                   "/ul></div></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "A long walk before breakfast\n") != NULL);
	CHECK(strstr(t, "Coffee in bed") != NULL);
	CHECK(strstr(t, "Teilen") == NULL);
}

static void test_tip_promo(void)
{
	const char *t = ex(
	                   "<html lang=en><body><main><h1>Bin collections</h1><div class=body><p>"
	                   PARA "</p><p>" PARA "</p><p>" PARA "</p><p><i>Send your story ideas to <"
	                   "a href=\"mailto:news@example.org\">news@example.org</a> or <a href=\"/s"
	                   "end\">via WhatsApp on 0808 100 2210</a>.</i></p><p><i>Listen to highlig"
	                   "hts from West Yorkshire on <a href=\"/sounds\">BBC Sounds</a>, catch up "
	                   "with the latest episode of <a href=\"/iplayer\">Look North</a>.</i></p>"
	                   "</div></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Listen to highlights") == NULL);
	CHECK(strstr(t, "committee") != NULL);
}

static void test_time_after_byline(void)
{
	const char *t = ex(
	                   "<html lang=en><body><main><h1>Rail fares to rise by 4.6% in March</h1><p"
	                   " class=sc-a1>Season tickets on some routes will cost more than 5,000 pou"
	                   "nds a year</p><div class=sc-b2><div class=sc-c3><a rel=author href=\"/a"
	                   "uthors/tom-reid\">Tom Reid</a><span>Transport correspondent</span></div>"
	                   "<div class=sc-d4><time datetime=2026-11-27>27 November 2026, 6:00am</tim"
	                   "e></div></div><div class=sc-e5><p>" PARA "</p><p>" PARA "</p><p>" PARA
	                   "</p></div></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "27 November 2026") == NULL);
	CHECK(strstr(t, "committee") != NULL);
}

static void test_byline_date(void)
{
	const char *t = ex(
	                   "<html lang=en><body><main><h1>Water bosses to be banned from bonuses</h1>"
	                   "<div class=dcr-1jlfsmv><p>Environment secretary announces crackdown as"
	                   " figures show record spills</p></div><div class=dcr-1cfpnlw><div class=d"
	                   "cr-1lqrmf6><a rel=author href=\"/profile/helena-horton\">Helena Horton</a"
	                   "> <span>Environment reporter</span></div><details class=dcr-1jsblmw><sum"
	                   "mary><span>Wed 26 Nov 2026 07.00 GMT</span></summary></details></div><d"
	                   "iv class=dcr-11jq3zt><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p></div>"
	                   "</main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Wed 26 Nov") == NULL);
	CHECK(strstr(t, "committee") != NULL);
}

/* A one-page site (Hugo's academic theme): the bio, the news and the
 * interests in sibling <section>s whose class opens with one word
 * ("home-section wg-about", "home-section wg-markdown"); their parent is
 * the content, not the bio's section alone. */
static void test_onepage_sections(void)
{
	const char *t = ex(
	                   "<html lang=en><head><title>Anna Lindqvist</title></head><body>"
	                   "<nav class=navbar><ul><li><a href=/>Home</a></li><li>"
	                   "<a href=/publications/>Publications</a></li><li>"
	                   "<a href=/teaching/>Teaching</a></li><li><a href=/group/>"
	                   "Group</a></li><li><a href=/cv.pdf>Curriculum vitae</a></li>"
	                   "</ul></nav><div class=page-body>"
	                   "<section id=about class=\"home-section wg-about\">"
	                   "<div class=container><h1>Biography</h1><div class=row>"
	                   "<div class=col-8><p>" PARA
	                   "</p><p>" PARA
	                   "</p><p>" PARA
	                   "</p></div></div></div></section>"
	                   "<section id=news class=\"home-section wg-markdown\">"
	                   "<div class=container><h1>News</h1><ul><li>"
	                   "Oct 2026: Our paper on tokenisation bias in Finnish "
	                   "was accepted at EMNLP 2026.</li><li>"
	                   "Jun 2026: I received a starting grant for the project "
	                   "on morphology in low-resource languages.</li></ul></div>"
	                   "</section>"
	                   "<section id=publications class=\"home-section wg-collection\">"
	                   "<div class=container><h1>Recent Publications</h1>"
	                   "<div class=pub-list-item>Anna Lindqvist (2026). <a href=/p/1>"
	                   "Tokenisation Bias and Morphological Generalisation in "
	                   "Uralic Languages</a>. <a href=/p/1.pdf>PDF</a>"
	                   " <a href=/p/1.bib>Cite</a></div><div class=pub-list-item>"
	                   "Anna Lindqvist (2024). <a href=/p/2>"
	                   "How Not to Evaluate Cross-Lingual Transfer in Language "
	                   "Models</a>. <a href=/p/2.pdf>PDF</a> <a href=/p/2.bib>Cite</a>"
	                   "</div><div class=pub-list-item>"
	                   "Anna Lindqvist (2021). <a href=/p/3>"
	                   "Learning Morphology from Few Examples: A Thesis</a>"
	                   ". <a href=/p/3.pdf>PDF</a> <a href=/p/3.bib>Cite</a></div>"
	                   "<div class=see-all><a href=/publication/>"
	                   "See all publications</a></div></div></section>"
	                   "<section id=contact class=\"home-section wg-contact\">"
	                   "<div class=container><h1>Contact</h1><p>"
	                   "Andreasstrasse 15, 8050 Zurich</p></div></section></div>"
	                   "<footer><p>(c) 2026 Anna Lindqvist. Published with <a href=/h>"
	                   "Hugo Blox Builder</a>, the free, <a href=/o>open source</a>"
	                   " website builder.</p></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "committee") != NULL);
	CHECK(strstr(t, "accepted at EMNLP 2026") != NULL);
}

/* A course catalogue's page (HIS's): its boxes are fieldsets, each titled
 * by its legend ("Grunddaten", "Inhalt") over a table or the text; the
 * legend of a fieldset outside a form is a heading and stays. */
static void test_fieldset_legend(void)
{
	const char *t = ex(
	                   "<html lang=de><head><title>Soziologie</title></head><body><div i"
	                   "d=nav><a href=/>Startseite</a> <a href=/vv>Vorlesungsverzeichnis"
	                   "</a></div><div id=content><h1>Einf\xC3\xBChrung in die Soziologie "
	                   "- Einzelansicht</h1><div class=functionnavi><a href=# class=butto"
	                   "nLink>Zur\xC3\xBC" "ck</a> <a href=# class=buttonLink>Drucken</a> <a "
	                   "href=# class=buttonLink>Vormerken</a></div><div class=tabContaine"
	                   "r><ul class=tabs role=tablist><li role=tab><a href=#>Semesterplan"
	                   "ung</a></li><li role=tab><a href=#>Inhalte</a></li><li role=tab><"
	                   "a href=#>Module / Studieng\xC3\xA4nge</a></li></ul></div><div clas"
	                   "s=box_content><fieldset class=box><legend class=boxHeader><span>G"
	                   "runddaten</span></legend><div class=boxContent><table><tr><th>Ver"
	                   "anstaltungsart</th><td>Vorlesung</td></tr><tr><th>Semester</th><t"
	                   "d>WiSe 2026/27</td></tr></table></div></fieldset><fieldset class="
	                   "box><legend class=boxHeader><span>Inhalt</span></legend><div clas"
	                   "s=boxContent><h3>Kommentar</h3><p>" PARA "</p><p>" PARA "</p></div"
	                   "></fieldset></div></div></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Grunddaten\n") != NULL);
	CHECK(strstr(t, "committee") != NULL);
}

/* A course's page (Moodle's enrolment page): under its description the
 * teachers, each a role's label and the name as a link ("Trainer/in:
 * <a>Katrin Lüders</a>"); the list is the course's, not link-heavy. */
static void test_role_links(void)
{
	const char *t = ex(
	                   "<html lang=de><head><title>Kurs: Statistik I</title></head><body>"
	                   "<nav class=navbar><a href=/>Startseite</a> <a href=/c>Kursbereich"
	                   "e</a> <a href=/h>Hilfe</a></nav><div id=page><div role=main><h2>E"
	                   "inschreibeoptionen</h2><div class=\"box generalbox info\"><div cla"
	                   "ss=coursebox><div class=content><p>" PARA "</p><p>" PARA "</p><ul"
	                   " class=teachers><li><span class=font-weight-bold>Trainer/in: </sp"
	                   "an><a href=\"/user/view.php?id=2231\">Katrin L\xC3\xBC" "ders</a></l"
	                   "i><li><span class=font-weight-bold>Trainer/in: </span><a href=\"/"
	                   "user/view.php?id=3107\">Jan-Philipp Reuter</a></li></ul></div></di"
	                   "v></div></div></div><footer><a href=/d>Datenschutz</a> <a href=/i"
	                   ">Impressum</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Trainer/in: Katrin L\xC3\xBC" "ders\n") != NULL);
	CHECK(strstr(t, "Trainer/in: Jan-Philipp Reuter") != NULL);
}

/* A list of publications (al-folio's): each item's title and authors in
 * boxes named so ("<div class=title>", "<div class=author>") read as a
 * byline's; the list is of references, its lines are the page's. */
static void test_cite_items(void)
{
	const char *t = ex(
	                   "<html lang=en><head><title>Lukas Brenner</title></head><body"
	                   "><nav><a href=/>about</a> <a href=/blog/>blog</a> <a href=/p"
	                   "ublications/>publications</a></nav><div class=container><art"
	                   "icle><div class=clearfix><p>" PARA
	                   "</p><p>" PARA
	                   "</p></div><div class=publications><ol class=bibliography><li"
	                   "><div class=row><div class=col-sm-8><div class=title>Feeling"
	                   " the Way: Tactile Insertion Without Vision</div><div class=a"
	                   "uthor><em>Lukas Brenner</em>, Mira Osei, and Andrea Kessler<"
	                   "/div><div class=periodical><em>In IEEE/RSJ International Con"
	                   "ference on Intelligent Robots and Systems</em>, 2026</div><d"
	                   "iv class=links><a href=/a1 class=btn>arXiv</a> <a href=/c1 c"
	                   "lass=btn>Code</a></div></div></div></li><li><div class=row><"
	                   "div class=col-sm-8><div class=title>A Low-Cost Vision-Based "
	                   "Tactile Sensor for Dexterous Hands</div><div class=author><e"
	                   "m>Lukas Brenner</em>, and Andrea Kessler</div><div class=per"
	                   "iodical><em>IEEE Robotics and Automation Letters</em>, 2025<"
	                   "/div><div class=links><a href=/p2 class=btn>PDF</a></div></d"
	                   "iv></div></li></ol></div></article></div><footer>(c) Copyrig"
	                   "ht 2026 Lukas Brenner. Powered by Jekyll.</footer></body></h"
	                   "tml>",
	                   NULL, NULL);
	CHECK(strstr(t, "Feeling the Way: Tactile Insertion Without Vision\n") != NULL);
	CHECK(strstr(t, "Lukas Brenner, and Andrea Kessler\n") != NULL);
	CHECK(strstr(t, "arXiv") == NULL);
}

/* An academic's home page (al-folio): its sections' headings are links to
 * their own pages ("<h2><a href=/news/>news</a></h2>") over the rows of a
 * table in a box of their own; the heading is the section's, kept over
 * the kept lines of its parent's box, however deep they lie. */
static void test_linked_section_head(void)
{
	const char *t = ex(
	                   "<html lang=en><head><title>Lukas Brenner</title></head><body"
	                   "><nav><a href=/>about</a> <a href=/blog/>blog</a> <a href=/p"
	                   "ublications/>publications</a></nav><div class=container><art"
	                   "icle><div class=clearfix><p>" PARA
	                   "</p><p>" PARA
	                   "</p></div><h2><a href=\"/news/\">news</a></h2><div class=news>"
	                   "<div class=table-responsive><table><tr><th>Nov 03, 2026</th>"
	                   "<td>Our tactile insertion paper received the best student pa"
	                   "per award at IROS 2026 in Abu Dhabi!</td></tr><tr><th>Jul 12"
	                   ", 2026</th><td>I am spending the summer as a research intern"
	                   " at a robotics lab in Zurich.</td></tr></table></div></div><"
	                   "/article></div><footer>(c) Copyright 2026 Lukas Brenner. Pow"
	                   "ered by Jekyll.</footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "\nnews\nNov 03, 2026") != NULL);
}

/* A course's box (Moodle's "coursebox"): its linked name in a title box
 * of its own ("<div class=info><h3 class=coursename><a>...</a></h3>"),
 * its description in the next box; the name heads the course's box. */
static void test_title_box_head(void)
{
	const char *t = ex(
	                   "<html lang=de><head><title>Kurs: Statistik I</title></head><body>"
	                   "<nav class=navbar><a href=/>Startseite</a> <a href=/c>Kursbereich"
	                   "e</a> <a href=/h>Hilfe</a></nav><div id=page><div role=main><h2>E"
	                   "inschreibeoptionen</h2><div class=\"box generalbox info\"><div cla"
	                   "ss=coursebox><div class=info><h3 class=coursename><a class=aalink"
	                   " href=\"/course/view.php?id=4812\">Statistik f\xC3\xBCr Psychologie"
	                   " I</a></h3></div><div class=content><p>" PARA "</p><p>" PARA "</p"
	                   "></div></div></div></div></div><footer><a href=/d>Datenschutz</a>"
	                   " <a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Statistik f\xC3\xBCr Psychologie I\nThe committee") != NULL);
}

/* A lyrics site's song, its lines links to the notes on them in the first
 * box of verses and some of them in the second (an ad between): the first
 * box, mostly links, is the song's too. */
#define VL(t) "<a href=\"/1/note\" class=ReferentFragment><span>" t "</span></a>"
static void test_linked_verse(void)
{
	const char *t = ex("<html lang=de><head><title>Nachtschicht Lyrics</title></head><body>"
	                   "<nav><a href=/>Start</a> <a href=/charts>Charts</a></nav><main>"
	                   "<h1>Nachtschicht</h1><div data-lyrics-container=true class=Lyrics__"
	                   "Container>[Strophe 1]<br>" VL("Die Neonr\xC3\xB6hren flackern \xC3\xBC"
	                   "ber dem Kiosk an der Ecke") "<br>Ich z\xC3\xA4hl das Wechselgeld und du "
	                   "die Sekunden<br>" VL("Wir haben nie gelernt, wie man nach Hause geht")
	                   "<br>" VL("Nur wie man bleibt, bis keiner mehr was fragt") "<br>[Refrain]"
	                   "<br>Nachtschicht, Nachtschicht<br>" VL("Die Stadt geh\xC3\xB6rt uns, bis"
	                   " die Sonne kommt") "<br>Nachtschicht, Nachtschicht<br>" VL("Wir sind zu "
	                   "m\xC3\xBC" "de, um zu gehen") "</div><div class=ad>Anzeige</div><div data"
	                   "-lyrics-container=true class=Lyrics__Container>[Strophe 2]<br>Dein Kaffee"
	                   " wird kalt in einem Pappbecher aus Hamburg<br>" VL("Ich schreib deinen "
	                   "Namen an die beschlagene Scheibe") "<br>Der Taxifahrer kennt uns schon "
	                   "beim Vornamen<br>Und fragt nicht mehr, wohin die Reise geht<br>[Refrain]"
	                   "<br>Nachtschicht, Nachtschicht<br>" VL("Die Stadt geh\xC3\xB6rt uns, bis"
	                   " die Sonne kommt") "<br>Nachtschicht, Nachtschicht<br>Wir sind zu m\xC3"
	                   "\xBC" "de, um zu gehen</div></main><footer><a href=/i>Impressum</a> <a "
	                   "href=/d>Datenschutz</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Wir haben nie gelernt, wie man nach Hause geht") != NULL);
	CHECK(strstr(t, "Dein Kaffee wird kalt") != NULL);
	CHECK(strstr(t, "Impressum") == NULL);
}
#undef VL

/* A band's news post with its tour dates in a table, each row closed by a
 * "Tickets" link or "Ausverkauft": the dates, towns and venues stay, the
 * box office's column goes. */
#define TOUR_ROW(d, c, v, t) "<tr><td>" d "</td><td>" c "</td><td>" v "</td><td>" t "</td></tr>"
static void test_ticket_cells(void)
{
	const char *t = ex("<html lang=de><body><main><article><h1>Tour 2025 angek\xC3\xBCndigt!"
	                   "</h1><div class=entry-content><p>" PARA "</p><h3>Alle Termine</h3>"
	                   "<table><thead><tr><th>Datum</th><th>Stadt</th><th>Location</th><th>"
	                   "</th></tr></thead><tbody>"
	                   TOUR_ROW("02.10.2025", "Hamburg", "Knust", "<a href=/t1>Tickets</a>")
	                   TOUR_ROW("03.10.2025", "Bremen", "Tower", "<a href=/t2>Tickets</a>")
	                   TOUR_ROW("05.10.2025", "Wien", "Chelsea", "Ausverkauft")
	                   TOUR_ROW("07.10.2025", "Berlin", "Lido", "<a href=/t3>Tickets</a>")
	                   "</tbody></table><p>" PARA "</p></div></article></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Hamburg") != NULL);
	CHECK(strstr(t, "Lido") != NULL);
	CHECK(strstr(t, "Tickets") == NULL);
	CHECK(strstr(t, "Ausverkauft") == NULL);
}
#undef TOUR_ROW

/* A radio station's playlist: a paragraph over the form that picks the
 * day and hour, an ad slot's label and the hour's table of songs; the
 * table is the page's too. */
#define PL_ROW(t, a, s, c) "<tr><td>" t "</td><td><a href=/i>" a "</a></td><td>" s "</td>" c "</tr>"
#define PL_PAGE(c) "<html lang=de><body><nav><a href=/>Start</a> <a href=/p>Programm</a></nav>" \
	"<main><div class=container><h1>Welcher Song lief wann?</h1><p>Sie haben einen Song im " \
	"Radio geh\xC3\xB6rt und wissen nicht, wie er hei\xC3\x9Ft? In unserer Playlist finden " \
	"Sie alle Titel der letzten sieben Tage.</p><form action=/pl><label>Datum</label><select>" \
	"<option>Heute</option></select><label>Uhrzeit</label><select><option>14:00 Uhr</option>" \
	"</select><button>Anzeigen</button></form><div class=ad><span>Anzeige</span></div>" \
	"<section class=playlist><h2>" \
	"Dienstag, 14:00 bis 15:00 Uhr</h2><table><tr><th>Uhrzeit</th><th>Interpret</th><th>" \
	"Titel</th></tr>" PL_ROW("14:58", "Nina Chuba", "Wildberry Lillet", c) \
	PL_ROW("14:54", "Coldplay", "Viva la Vida", c) PL_ROW("14:50", "Lea", "Zu dir", c) \
	PL_ROW("14:46", "Dua Lipa", "Houdini", c) "</table></section><section class=charts><h2>" \
	"Top 5</h2><ol><li><a href=/c1>Dua Lipa \xE2\x80\x93 Houdini</a></li><li><a href=/c2>" \
	"Peter Fox \xE2\x80\x93 Zukunft Pink</a></li></ol><a href=/charts>Alle Charts</a>" \
	"</section></div></main><footer><a href=/i>Impressum</a></footer></body></html>"
static void test_playlist_table(void)
{
	const char *t = ex(PL_PAGE(""), NULL, NULL);
	CHECK(strstr(t, "In unserer Playlist") != NULL);
	CHECK(strstr(t, "14:54 Coldplay Viva la Vida") != NULL);
	CHECK(strstr(t, "Alle Charts") == NULL);
}

/* and its table's last column the same links in each row, to listen
 * elsewhere: a column of calls, no data */
static void test_call_column(void)
{
	const char *t = ex(PL_PAGE("<td><a href=/s>Spotify</a><a href=/a>Apple Music</a></td>"),
	                   NULL, NULL);
	CHECK(strstr(t, "14:54 Coldplay Viva la Vida") != NULL);
	CHECK(strstr(t, "Apple Music") == NULL);
}
#undef PL_PAGE
#undef PL_ROW

/* A song's page with its album's tracklist under the text, each number
 * in a box of its own beside the track's link: the links go, and so do
 * the numbers and the list's heading. */
#define TRACK(n, t) "<li class=Track><div class=TrackNumber>" n "</div><a href=/t" n ">" t \
	"</a></li>"
static void test_bare_ordinals(void)
{
	const char *t = ex("<html lang=de><body><main><h1>Nachtschicht</h1><div class=lyrics><p>"
	                   PARA "</p><p>" PARA "</p></div><div class=album><h3>Parkdeck-Lieder "
	                   "(2025)</h3><ol>" TRACK("1.", "Intro (Parkdeck)") TRACK("2.", "Tankst"
	                   "elle") TRACK("3.", "Wir bleiben") TRACK("4.", "Nachtschicht") TRACK("5"
	                   ".", "Kaltes Licht") "</ol></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "The committee") != NULL);
	CHECK(strstr(t, "\n3.") == NULL);
	CHECK(strstr(t, "Parkdeck-Lieder") == NULL);
}
#undef TRACK

/* A lyrics page: the song's lines in their box, its writers' credit in a
 * box named its footer after it ("Writer(s): ...", "Compositores: ...");
 * the credit is the song's, the box's copyright line is not. */
static void test_writers_after(void)
{
	const char *t = ex("<html lang=de><body><div class=header><a href=/>Songtexte</a> <a href"
	                   "=/charts>Charts</a></div><div class=main><h1>Wenn die Stadt schl\xC3"
	                   "\xA4" "ft Songtext</h1><div id=lyrics>Die Lichter gehen aus in der Eisen"
	                   "bahnstra\xC3\x9F" "e<br>Ein letzter Bus f\xC3\xA4hrt leer an mir vorbei"
	                   "<br>Ich z\xC3\xA4hl die Fenster, die noch brennen<br>Und eins davon ist "
	                   "deins<br><br>Wenn die Stadt schl\xC3\xA4" "ft, bin ich wach<br>Lauf die "
	                   "Stra\xC3\x9F" "en ab, die wir kannten<br>Wenn die Stadt schl\xC3\xA4" "ft,"
	                   " bin ich wach<br>Und such nach dir in allen Namen<br></div><div class="
	                   "lyricsFooter><p class=writers>Writer(s): Nele Bauer, Sven Fromm</p><p "
	                   "class=copyright>Lyrics powered by www.musixmatch.com</p></div><div "
	                   "class=comments><h3>Kommentare</h3><p>Sei der Erste. <a href=/login>Anmel"
	                   "den</a></p></div></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "Und such nach dir in allen Namen\nWriter(s): Nele Bauer, Sven Fromm") !=
	      NULL);
	CHECK(strstr(t, "musixmatch") == NULL);
}

/* A lyrics translation page: the song's stanzas, each a box of lines and
 * a line a box, in two columns, the translation's title the page's h1;
 * the original's stanzas come out whole. */
static void test_verse_boxes(void)
{
	const char *t = ex(
	                   "<html lang=de><head><title>Clara Morel - Reste encore un peu Songtext + Deutsc"
	                   "h \xC3\x9C" "bersetzung</title></head><body>\n<div id=\"main\"><div id=\"content\""
	                   ">\n<div class=\"breadcrumb\"><a href=\"/de\">Startseite</a> \xE2\x80\xBA <a hr"
	                   "ef=\"/de/clara-morel-lyrics.html\">Clara Morel</a> \xE2\x80\xBA Reste encore u"
	                   "n peu</div>\n<div class=\"song-node\"><div class=\"song-node-info\"><h2 class="
	                   "\"title-h2\">Reste encore un peu</h2><ul class=\"song-node-info-album\"><li><s"
	                   "trong>K\xC3\xBCnstler/in:</strong> <a href=\"/de/clara-morel-lyrics.html\">Cla"
	                   "ra Morel</a></li><li><strong>Album:</strong> Boulevard (2024)</li></ul></div>\n"
	                   "<div class=\"translate-node-text\"><div class=\"ltf\"><div class=\"ltf-left\">"
	                   "<h2 class=\"langsmall-title\">Franz\xC3\xB6sisch</h2><h2 class=\"title-h2\">Re"
	                   "ste encore un peu</h2><div class=\"ltf-original\"><div class=\"par\"><div clas"
	                   "s=\"ll-0\">J'ai travers\xC3\xA9 la ville sous la pluie</div><div class=\"ll-1\""
	                   ">Pour te dire ce que je n'ose pas dire</div><div class=\"ll-2\">Les r\xC3\xA9v"
	                   "erb\xC3\xA8res pleurent sur le boulevard</div><div class=\"ll-3\">Et moi je co"
	                   "urs, toujours en retard</div></div><div class=\"par\"><div class=\"ll-0\">Rest"
	                   "e encore un peu</div><div class=\"ll-1\">Juste le temps d'un feu</div><div cla"
	                   "ss=\"ll-2\">Reste encore un peu</div><div class=\"ll-3\">Avant que tout devien"
	                   "ne bleu</div></div></div></div>\n<div class=\"ltf-right\"><div class=\"langsma"
	                   "ll-title\">Deutsch \xC3\x9C" "bersetzung</div><h1 class=\"title-h2\">Bleib noch e"
	                   "in bisschen</h1><div class=\"ltf-translation\"><div class=\"par\"><div class=\""
	                   "ll-0\">Ich bin im Regen durch die Stadt gelaufen</div><div class=\"ll-1\">Um d"
	                   "ir zu sagen, was ich nicht zu sagen wage</div><div class=\"ll-2\">Die Laternen"
	                   " weinen auf dem Boulevard</div><div class=\"ll-3\">Und ich renne, immer zu sp\xC3"
	                   "\xA4t</div></div><div class=\"par\"><div class=\"ll-0\">Bleib noch ein bissche"
	                   "n</div><div class=\"ll-1\">Nur so lange wie eine Ampel</div><div class=\"ll-2\""
	                   ">Bleib noch ein bisschen</div><div class=\"ll-3\">Bevor alles blau wird</div><"
	                   "/div></div></div></div>\n<div class=\"translation-submitter\"><span>\xC3\x9C" "be"
	                   "rsetzt von</span> <a href=\"/de/translator/marie-l\">marie.l</a> am So, 16/03/"
	                   "2025 - 18:22</div>\n<div class=\"translation-rating\">Bewertung: 5 \xE2\x98\x85"
	                   "\xE2\x98\x85\xE2\x98\x85\xE2\x98\x85\xE2\x98\x85 (2 Stimmen)</div>\n<div class"
	                   "=\"translation-comments-source\"><strong>Anmerkung des \xC3\x9C" "bersetzers:</st"
	                   "rong> \xE2\x80\x9ELe temps d'un feu\xE2\x80\x9C meint die Rotphase einer Ampel"
	                   ", nicht ein Feuer.</div></div>\n<p><a href=\"/user/login\">Einloggen</a> oder "
	                   "<a href=\"/user/register\">registrieren</a>, um Kommentare zu schreiben</p></d"
	                   "iv>\n</div></div>\n</div></div></div>\n</body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Et moi je cours, toujours en retard\nReste encore un peu\nJuste le temps")
	      != NULL);
	CHECK(strstr(t, "Avant que tout devienne bleu") != NULL);
}

static void test_wire_credit(void)
{
	/* a press portal's and a wire service's credit under the release:
	 * the service's line, not the release's */
	const char *t = ex("<html lang=de><body><main><article><h1>Rekord bei Windstrom</h1>"
	                   "<div class=story-text><p>" PARA "</p><p>" PARA "</p>"
	                   "<p>Pressekontakt: Jana Lorenzen, Telefon 040 123456</p>"
	                   "<p class=originator>Original-Content von: Nordwind Energie AG, "
	                   "\xC3\xBC" "bermittelt durch news aktuell</p></div></article>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Pressekontakt") != NULL);
	CHECK(strstr(t, "Original-Content") == NULL);
	t = ex("<html lang=en><body><main><article><h1>Helix signs deal</h1><div class=release>"
	       "<p>" PARA "</p><p>" PARA "</p><p>Media Contact: Priya Nand</p>"
	       "<p>SOURCE Helix Robotics, Inc.</p></div><p>View original content to download "
	       "multimedia: https://www.example.com/news-releases/helix-301999888.html</p>"
	       "</article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Media Contact") != NULL);
	CHECK(strstr(t, "SOURCE") == NULL);
	CHECK(strstr(t, "View original") == NULL);
}

static void test_release_end(void)
{
	/* an ad-hoc disclosure: after "Ende der Insiderinformation" the wire
	 * service's note and the issuer's facts table */
	const char *t = ex("<html lang=de><body><main><h1>Acme senkt Prognose</h1>"
	                   "<div class=news-body><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p>"
	                   "<p>Ende der Insiderinformation</p><p>27.11.2026 CET/CEST Die "
	                   "Distributionsservices umfassen gesetzliche Meldepflichten und "
	                   "Pressemitteilungen.</p><table><tr><td>Sprache:</td><td>Deutsch</td>"
	                   "</tr><tr><td>ISIN:</td><td>DE000A1B2C34</td></tr></table>"
	                   "<p>Ende der Mitteilung</p></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "committee") != NULL);
	CHECK(strstr(t, "Ende der") == NULL);
	CHECK(strstr(t, "Meldepflichten") == NULL);
	CHECK(strstr(t, "DE000A1B2C34") == NULL);
}

static void test_pr_disclaimer(void)
{
	/* a free press portal's disclaimer under each release, longer than
	 * PR_NOTICE, opening "Disclaimer:" */
	const char *t = ex("<html lang=de><body><main><h1>Heizungscheck</h1><div id=pmtext>"
	                   "<p>" PARA "</p><p>" PARA "</p></div><div class=disclaimer>"
	                   "Disclaimer: F\xC3\xBCr den obigen Pressetext inkl. etwaiger "
	                   "Bilder/ Videos ist ausschlie\xC3\x9F" "lich der im Text angegebene "
	                   "Kontakt verantwortlich. Der Webseitenanbieter distanziert sich "
	                   "ausdr\xC3\xBC" "cklich von den Inhalten Dritter und macht sich diese "
	                   "nicht zu eigen. Wenn Sie die obigen Informationen redaktionell nutzen "
	                   "m\xC3\xB6" "chten, so wenden Sie sich bitte an den obigen "
	                   "Pressekontakt.</div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "committee") != NULL);
	CHECK(strstr(t, "Disclaimer") == NULL);
}

static void test_wire_contacts(void)
{
	/* a wire service's box "Contacts" under a release, its first line a
	 * press contact's label: the release's own, it stays */
	const char *t = ex("<html lang=de><body><main><article><h1>Lumenta er\xC3\xB6" "ffnet "
	                   "Forschungszentrum</h1><div class=release><p>" PARA "</p><p>" PARA
	                   "</p><p>" PARA "</p></div><div class=release-contact><h2>Contacts</h2>"
	                   "<p>Pressekontakt<br>Anna Br\xC3\xBC" "ckner<br>+49 89 2345 678<br>"
	                   "lumenta@agentur.example</p></div></article></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Pressekontakt\nAnna") != NULL);
}

static void test_transl_notice(void)
{
	/* a wire's notice in a translated release that only the original
	 * binds: it goes, and the release's contacts under it stay */
	const char *t = ex("<html lang=de><body><main><article><h1>Lumenta er\xC3\xB6" "ffnet "
	                   "Forschungszentrum</h1><div class=story><p>" PARA "</p><p>" PARA
	                   "</p><p>" PARA "</p><p>Die Ausgangssprache, in der der Originaltext "
	                   "ver\xC3\xB6" "ffentlicht wird, ist die offizielle und autorisierte "
	                   "Version. \xC3\x9C" "bersetzungen werden zur besseren Verst\xC3\xA4"
	                   "ndigung mitgeliefert. Nur die Sprachversion, die im Original "
	                   "ver\xC3\xB6" "ffentlicht wurde, ist rechtsg\xC3\xBCltig.</p></div>"
	                   "<div class=release-contact><h2>Contacts</h2><p>Pressekontakt<br>Anna "
	                   "Br\xC3\xBC" "ckner<br>+49 89 2345 678</p></div></article></main>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Ausgangssprache") == NULL);
	CHECK(strstr(t, "Pressekontakt") != NULL);
	CHECK(strstr(t, "committee") != NULL);
}

static void test_release_whom(void)
{
	/* a city's release closes with a box "Kontakt" of whom to ask, each
	 * "Name, role, Telefon ..." on one line: the release's own */
	const char *t = ex("<html lang=de><body><main><article><h1>W\xC3\xA4rmeverbund: "
	                   "Kredit beantragt</h1><div class=body><p>" PARA "</p><p>" PARA
	                   "</p><p>" PARA "</p></div><div class=field-kontakt><h2>Kontakt</h2>"
	                   "<p>Stefan Fritschi, Stadtrat, Vorsteher Departement Technische "
	                   "Betriebe, Telefon 052 267 51 11</p><p>Marco Bertoli, Leiter "
	                   "Stadtwerk, Telefon 052 267 25 01</p></div></article></main>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "Kontakt\nStefan Fritschi") != NULL);
	CHECK(strstr(t, "Marco Bertoli") != NULL);
}

static void test_label_url(void)
{
	/* a release's "Weitere Informationen:" over a link whose text is the
	 * address: the line stays with its label */
	const char *t = ex("<html lang=de><body><main><h1>Neues Verfahren</h1><div class=news>"
	                   "<p>" PARA "</p><p>" PARA "</p><p>" PARA "</p><p><strong>Weitere "
	                   "Informationen:</strong></p><p><a href=\"https://www.kit.example/pi_"
	                   "2024_078.php\">https://www.kit.example/pi_2024_078.php</a></p></div>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Weitere Informationen:\nhttps://www.kit.example/pi_2024_078.php") != NULL);
}

static void test_needs_list(void)
{
	/* a DIY guide's "Das brauchen Sie" box in an aside beside its steps,
	 * "Material" and "Werkzeug" over plain items: the guide's own list;
	 * an aside's list of links under "Tools" stays out */
	const char *t = ex("<html lang=de><body><main><h1>Laminat verlegen</h1><p>" PARA "</p>"
	                   "<div class=grid>"
	                   "<aside class=project-sidebar><h2>Das brauchen Sie</h2><h3>Material"
	                   "</h3><ul><li>Trittschalld\xC3\xA4mmung</li><li>Sockelleisten und Clips"
	                   "</li></ul><h3>Werkzeug</h3><ul><li>Zugeisen</li><li>Schlagklotz</li>"
	                   "</ul></aside><div class=steps><p>" PARA "</p><p>" PARA "</p><p>" PARA
	                   "</p></div><aside class=sidebar><h3>Tools</h3><ul><li><a href=/a>"
	                   "Rechner</a></li><li><a href=/b>Planer</a></li></ul></aside></div>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Das brauchen Sie\nMaterial\nTrittschalld") != NULL);
	CHECK(strstr(t, "Werkzeug\nZugeisen\nSchlagklotz") != NULL);
	CHECK(strstr(t, "Rechner") == NULL);
}

static void test_facts_table_head(void)
{
	/* a plant profile's "Steckbrief", named a title, over its table of
	 * facts, after a table of contents' links: it heads the kept rows */
	const char *t = ex("<html lang=de><body><main><article><h1>Lavendel</h1><p>" PARA "</p>"
	                   "<div class=toc><p class=toc__title>Inhalt</p><ol><li><a href=#a>"
	                   "Steckbrief</a></li><li><a href=#b>Pflanzen</a></li><li><a href=#c>"
	                   "Pflege</a></li></ol></div><section class=factbox><h2 class=factbox__"
	                   "title>Steckbrief</h2><table><tbody><tr><th>Familie</th><td>Lippenbl"
	                   "\xC3\xBCtler</td></tr><tr><th>Wuchsh\xC3\xB6he</th><td>30 bis 60 cm"
	                   "</td></tr><tr><th>Bl\xC3\xBCtezeit</th><td>Juni bis August</td></tr>"
	                   "</tbody></table></section><h2>Pflanzen</h2><p>" PARA "</p><p>" PARA
	                   "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Steckbrief\nFamilie") != NULL);
}

static void test_facts_bold_title(void)
{
	/* a fact box's title set as a bold line and no heading over its
	 * table: it heads the kept rows */
	const char *t = ex("<html lang=de><body><main><article><h1>SSW 24</h1><p>" PARA "</p>"
	                   "<div class=factbox><p class=factbox__title><strong>Dein Baby in SSW "
	                   "24 auf einen Blick</strong></p><table><tr><td>Gr\xC3\xB6\xC3\x9F"
	                   "e</td><td>ca. 30 cm</td></tr><tr><td>Gewicht</td><td>ca. 600 g</td>"
	                   "</tr><tr><td>Trimester</td><td>2. Trimester</td></tr></table></div>"
	                   "<h2>Dein K\xC3\xB6rper</h2><p>" PARA "</p><p>" PARA "</p></article>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "auf einen Blick\nGr") != NULL);
}

static void test_buy_box_blurb(void)
{
	/* a cleaning blog's product block between its steps, its name, price,
	 * a one-line blurb and a shop's call: an offer, not the text */
	const char *t = ex("<html lang=en><body><main><article><h1>How to clean a washing "
	                   "machine</h1><p>" PARA "</p><div class=product-block><img src=p.jpg>"
	                   "<p class=product-title>The Pink Stuff Cleaning Paste</p><p class="
	                   "product-price>\xC2\xA3" "3.50</p><p class=product-excerpt>A cult "
	                   "favourite for scrubbing the drawer and seal.</p><a href=https://shop."
	                   "example/x rel=sponsored>Shop now</a></div><h2>Step by step</h2><p>"
	                   PARA "</p><p>" PARA "</p></article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "river") != NULL);
	CHECK(strstr(t, "A cult favourite") == NULL);
}

static void test_cite_line(void)
{
	/* a dictionary's entry closes with one line that suggests how to
	 * cite it, the label and the reference run together: no text */
	const char *t = ex("<html lang=fr><body><main><article><h1>fl\xC3\xA2ner</h1><h2>"
	                   "D\xC3\xA9" "finition</h2><p>" PARA "</p><p>" PARA "</p><div class="
	                   "d_cite><p>Citer cette page : \xC2\xAB fl\xC3\xA2ner \xC2\xBB, "
	                   "Dictionnaire Lexiplus, consult\xC3\xA9 le 28/11/2026.</p></div>"
	                   "</article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "river") != NULL);
	CHECK(strstr(t, "Citer cette page") == NULL);
}

static void test_card_more(void)
{
	/* a horoscope page's signs, each a card of its heading named a
	 * title, its dates, its text and a link to the sign's page: each
	 * heading stays with its text */
	const char *t = ex("<html lang=de><body><main><article><h1>Tageshoroskop</h1><p>"
	                   PARA "</p><div class=card><h2 class=card__title>Widder</h2>"
	                   "<span class=card__date>21.03. \xE2\x80\x93 20.04.</span><p>Ein "
	                   "Gespr\xC3\xA4" "ch, das Sie lange aufgeschoben haben, ergibt sich "
	                   "heute wie von selbst.</p><a href=/widder/>Mehr zum Widder</a></div>"
	                   "<div class=card><h2 class=card__title>Stier</h2><span class=card__"
	                   "date>21.04. \xE2\x80\x93 20.05.</span><p>Ihre Geduld wird heute auf "
	                   "die Probe gestellt, doch das hat auch sein Gutes.</p><a href=/stier/>"
	                   "Mehr zum Stier</a></div><div class=card><h2 class=card__title>"
	                   "Zwillinge</h2><span class=card__date>21.05. \xE2\x80\x93 21.06.</span>"
	                   "<p>Neugier treibt Sie an, eine Einladung am Abend sollten Sie "
	                   "annehmen.</p><a href=/zwillinge/>Mehr zum Zwilling</a></div>"
	                   "</article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Stier\nIhre Geduld") != NULL);
	CHECK(strstr(t, "Zwillinge\nNeugier") != NULL);
	CHECK(strstr(t, "Mehr zum") == NULL);
}

static void test_grid_box_head(void)
{
	/* a holiday calendar's heading over the box of its rows, each a
	 * holiday's name and date in boxes of their own: it heads them */
	char page[4096];
	int n = snprintf(page, sizeof page, "<html lang=de><body><main><article><h1>Feiertage "
	                 "2027</h1><p>%s</p><h2>Gesetzliche Feiertage 2027</h2><div class="
	                 "holiday-list>", PARA);
	static const char *const h[] = {"Neujahr", "Ostermontag", "Staatsfeiertag",
	                                "Pfingstmontag", "Nationalfeiertag"};
	for (int k = 0; k < 5; k++)
		n += snprintf(page + n, sizeof page - (size_t)n, "<div class=holiday-row><div "
		              "class=holiday-row__name>%s</div><div class=holiday-row__date>%d. "
		              "Mai 2027, Montag</div></div>", h[k], k + 1);
	snprintf(page + n, sizeof page - (size_t)n, "</div><h2>Fenstertage</h2><p>%s</p>"
	         "</article></main></body></html>", PARA);
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Gesetzliche Feiertage 2027\nNeujahr") != NULL);
}

static void test_facts_card_header(void)
{
	/* a card's header, named so alone, over the card's list of facts:
	 * it heads the kept terms */
	const char *t = ex("<html lang=de><body><main><article><h1>Berner Sennenhund</h1><p>"
	                   PARA "</p><div class=card><div class=card-header>Steckbrief</div>"
	                   "<div class=card-body><dl><dt>Ursprungsland</dt><dd>Schweiz</dd><dt>"
	                   "Gewicht</dt><dd>40\xE2\x80\x93" "50 kg</dd><dt>Lebenserwartung</dt>"
	                   "<dd>7\xE2\x80\x93" "10 Jahre</dd></dl></div></div><h2>Charakter</h2>"
	                   "<p>" PARA "</p><p>" PARA "</p></article></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Steckbrief\nUrsprungsland") != NULL);
}

static void test_table_source(void)
{
	/* a table's source on its own line under it stays with the table;
	 * a story's "Quelle: dpa" under its prose still goes */
	const char *t = ex("<html lang=es><body><main><article><h1>Luc\xC3\xAD" "a</h1><p>"
	                   PARA "</p><table><tr><th>A\xC3\xB1o</th><th>Puesto</th></tr><tr><td>"
	                   "2025</td><td>2</td></tr><tr><td>2020</td><td>1</td></tr></table><p>"
	                   "Fuente: INE, nombres de los reci\xC3\xA9n nacidos por a\xC3\xB1o</p>"
	                   "<p>" PARA "</p><p>Fuente: EFE</p></article></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Fuente: INE") != NULL);
	CHECK(strstr(t, "Fuente: EFE") == NULL);
}

static void test_aside_facts(void)
{
	/* a plant profile's fact box in an <aside> between the paragraphs
	 * of its body: kept whole; a sidebar's aside of links is not */
	const char *t = ex("<html lang=it><body><main><article><h1>Ortensia</h1><p>" PARA
	                   "</p><aside class=scheda><h3>Scheda della pianta</h3><ul><li><strong>"
	                   "Famiglia:</strong> Hydrangeaceae</li><li><strong>Esposizione:</strong>"
	                   " mezz'ombra</li><li><strong>Fioritura:</strong> da giugno a settembre"
	                   "</li><li><strong>Terreno:</strong> acido, fresco</li></ul></aside><h2>"
	                   "Dove piantarla</h2><p>" PARA "</p></article><aside><h3>Articoli "
	                   "recenti</h3><ul><li><a href=/a>Rose</a></li><li><a href=/b>Orto</a>"
	                   "</li></ul></aside></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Scheda della pianta\nFamiglia: Hydrangeaceae") != NULL);
	CHECK(strstr(t, "Articoli recenti") == NULL);
}

static void test_term_title(void)
{
	/* a dictionary's term named a title over its examples, between
	 * the meanings: it heads them */
	const char *t = ex("<html lang=de><body><main><article><h1>Gem\xC3\xBCtlichkeit</h1><p>"
	                   PARA "</p><ol><li><div>gem\xC3\xBCtliche Atmosph\xC3\xA4re; das "
	                   "Gem\xC3\xBCtlichsein</div><dl class=note><dt class=note__title>"
	                   "Beispiele</dt><dd><ul><li>die Gem\xC3\xBCtlichkeit einer Wohnung, "
	                   "eines Lokals</li></ul></dd></dl></li></ol><p>" PARA "</p></article>"
	                   "</main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Beispiele\ndie Gem") != NULL);
}

static void test_fact_rows_gap(void)
{
	/* a breed profile's rows of a label and its rating between its
	 * sections, none kept by weight: the run stands in the body, kept
	 * whole with its heading */
	const char *t = ex("<html lang=de><body><main><article><h1>Labrador</h1><p>" PARA
	                   "</p><div class=rating-box><h3>Eigenschaften im \xC3\x9C" "berblick</h3>"
	                   "<div class=row><span class=rating__label>Familienfreundlich</span> "
	                   "<span>5 von 5</span></div><div class=row><span class=rating__label>"
	                   "Bewegungsbedarf</span> <span>5 von 5</span></div><div class=row><span "
	                   "class=rating__label>Erziehbarkeit</span> <span>4 von 5</span></div>"
	                   "</div><h2>Haltung</h2><p>" PARA "</p></article></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "berblick\nFamilienfreundlich 5 von 5") != NULL);
}

static void test_poll_ask(void)
{
	/* a name page's reader poll, its question over its star rating and
	 * votes: both go, the text stays */
	const char *t = ex("<html lang=es><body><main><article><h1>Luc\xC3\xAD" "a</h1><p>"
	                   PARA "</p><p>" PARA "</p><div class=valoracion><p>\xC2\xBFTe gusta "
	                   "este nombre?</p><span class=stars>\xE2\x98\x85\xE2\x98\x85 4.6/5 "
	                   "(1.208 votos)</span></div></article></main></body></html>", NULL,
	                   NULL);
	CHECK(strstr(t, "river") != NULL);
	CHECK(strstr(t, "Te gusta") == NULL);
}

static void test_fact_note_box(void)
{
	/* a daily horoscope's content elements, each a box: its text, its
	 * ratings' table after it, and the day's tip in the next box */
	char page[6000];
	const char *li = "<li><a href=/a/>Horoskop heute</a></li>";
	snprintf(page, sizeof page, "<html lang=de><body><nav><ul>%s%s%s%s%s%s</ul></nav><div "
	         "id=main><div class=mod_breadcrumb><a href=/>Start</a> <a href=/h/>Horoskop</a>"
	         "</div><div class=mod_article><div class=\"ce_text block picker\"><h3>W\xC3\xA4"
	         "hlen Sie Ihr Sternzeichen</h3><a href=/1/>Widder</a> <a href=/2/>Stier</a> <a "
	         "href=/3/>Krebs</a> <a href=/4/>L\xC3\xB6we</a> <a href=/5/>Waage</a> <a href=/6/>"
	         "Fische</a> <a href=/7/>Jungfrau</a> <a href=/8/>Skorpion</a> <a href=/9/>Sch"
	         "\xC3\xBCtze</a> <a href=/10/>Steinbock</a> <a href=/11/>Wassermann</a> <a href="
	         "/12/>Zwillinge</a></div><div class=\"ce_text block\"><p class=date>Samstag, "
	         "28.11.2026</p><div class=text>%s %s<br><br>%s %s<br><br>%s %s</div></div><div "
	         "class=\"ce_text block\"><h2>Liebe und Beruf</h2><table><tr><td>Liebe</td><td>4 "
	         "von 5</td></tr><tr><td>Beruf</td><td>3 von 5</td></tr><tr><td>Gesundheit</td>"
	         "<td>5 von 5</td></tr></table></div><div class=\"ce_text block tipp\"><p>Tipp des "
	         "Tages: G\xC3\xB6nnen Sie sich eine Auszeit in der Natur, ein Spaziergang kl"
	         "\xC3\xA4rt den Kopf.</p></div><div class=\"ce_hyperlink block\"><a href=/woche/>"
	         "Zum Wochenhoroskop</a></div></div></div><footer><a href=/impressum>Impressum</a>"
	         "</footer></body></html>", li, li, li, li, li, li, PARA, PARA, PARA, PARA, PARA,
	         PARA);
	const char *t = ex(page, NULL, NULL);
	CHECK(strstr(t, "Gesundheit 5 von 5\nTipp des Tages") != NULL);
	CHECK(strstr(t, "Wochenhoroskop") == NULL);
}

static void test_last_change_foot(void)
{
	/* a hobby site's old page closes its cell of text with "Letzte
	 * Änderung: ... | Impressum | nach oben": the site's foot */
	const char *t = ex("<html><body><table><tr><td class=menu><a href=a.htm>Start</a><br>"
	                   "<a href=b.htm>Antennen</a></td><td class=inhalt><h2>Loop</h2><p>"
	                   PARA "</p><p>" PARA "</p><p>" PARA "</p><hr><p><font size=1>Letzte "
	                   "\xC3\x84nderung: 12.02.2024 | <a href=impressum.htm>Impressum</a> | "
	                   "<a href=#top>nach oben</a></font></p></td></tr></table></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "river") != NULL);
	CHECK(strstr(t, "Impressum") == NULL);
}

static void test_big_pages(void)
{
	/* a big page keeps all of its text: a forum thread of 5,000 posts,
	 * each a box of its author's name, the text and a quote button,
	 * yields every post's text, in order (mextract's workers meet
	 * threads, lists and tables of megabytes in a crawl) */
	struct buf b = BUF_INIT;
	buf_puts(&b, "<html><body><div class=nav><a href=\"/\">Forum</a> | <a href=\"/t\">"
	         "Technik</a></div><h1>Getriebe ruckelt beim Anfahren</h1><div id=posts>");
	for (int i = 0; i < 5000; i++)
		buf_printf(&b, "<div class=post><div class=author><a href=\"/u/%d\">user%d</a>"
		           "</div><div class=content>Post %d: the clutch slips when the engine "
		           "is cold, and it stops once the car has warmed up.</div><ul class="
		           "buttons><li><a href=\"#\">Zitieren</a></li></ul></div>", i % 97,
		           i % 97, i);
	buf_puts(&b, "</div><footer><a href=\"/impressum\">Impressum</a></footer></body></html>");
	const char *t = ex(b.p, NULL, NULL);
	int n = 0;
	for (const char *p = t; (p = strstr(p, "Post ")) != NULL; p++) {
		char want[32];
		snprintf(want, sizeof want, "Post %d: the clutch", n);
		if (strncmp(p, want, strlen(want)))
			break;
		n++;
	}
	CHECK_INT(n, ==, 5000);
	CHECK(strstr(t, "Impressum") == NULL);
	/* tag soup: 10,000 boxes never closed, each of one line, nest 10,000
	 * deep; all the lines stay */
	buf_clear(&b);
	buf_puts(&b, "<html><body>");
	for (int i = 0; i < 10000; i++)
		buf_printf(&b, "<div class=wrap><span>Line %d of the old page, in a sentence."
		           "</span>", i);
	t = ex(b.p, NULL, NULL);
	CHECK(strstr(t, "Line 0 of the old page") != NULL);
	CHECK(strstr(t, "Line 5000 of the old page") != NULL);
	CHECK(strstr(t, "Line 9999 of the old page") != NULL);
	buf_release(&b);
}

/* A guest column's note on its author, a paragraph of the body's own box
 * that bears the author hint itself, stays; a bio box after the body, its
 * own box with the author's name and a link, goes. */
static void test_author_note(void)
{
	const char *t = ex("<body><div class=entry-content><p>" PARA "</p><p>" PARA "</p><p>" PARA
	                   "</p><p class=autor-note><em>Thomas Brenninger ist Stadtplaner und lebt "
	                   "seit 2011 in der Region. Er war bis 2024 im Beirat f\xC3\xBCr "
	                   "Stadtentwicklung.</em></p></div><div class=author-box><h4>Gastautor"
	                   "</h4><p>Unter diesem Namen ver\xC3\xB6" "ffentlichen wir Beitr\xC3\xA4"
	                   "ge von Gastautoren aus der Region.</p><a href=/author/g>Alle Beitr\xC3\xA4"
	                   "ge</a></div></body>", NULL, NULL);
	CHECK(strstr(t, "ist Stadtplaner und lebt seit 2011 in der Region.") != NULL);
	CHECK(strstr(t, "Unter diesem Namen") == NULL);
}

/* A box's label set in a plain <div> named a title over the box's text,
 * an interview's "Zur Person" over its subject's lines, stays with them;
 * a live blog's time alone in such a div does not. */
static void test_div_box_label(void)
{
	const char *t = ex("<body><article><div class=body><p>" PARA "</p><p>" PARA "</p><p>" PARA
	                   "</p></div><div class=infobox><div class=infobox__title>Zur Person</div>"
	                   "<p class=infobox__text>Katrin Vogelsang, 49, ist Professorin f\xC3\xBCr "
	                   "Stadtsoziologie an der Universit\xC3\xA4t Kassel.</p></div></article>"
	                   "</body>", NULL, NULL);
	CHECK(strstr(t, "Zur Person\nKatrin Vogelsang, 49,") != NULL);
}

/* A newsletter's promotion in the text with no form, its name, a line on
 * it and a lone link to sign up, goes, and so does a podcast's; the
 * paragraphs around them stay. */
static void test_signup_promo(void)
{
	const char *t = ex("<body><article><div class=article__content><p>" PARA "</p><p>" PARA
	                   "</p><section class=inread><p class=inread__title>Newsletter</p><p "
	                   "class=inread__desc>La Lettre des id\xC3\xA9" "es, chaque semaine, le "
	                   "meilleur des d\xC3\xA9" "bats.</p><a href=/newsletters/>S\xE2\x80\x99"
	                   "inscrire</a></section><p>" PARA "</p></div></article></body>", NULL, NULL);
	CHECK(strstr(t, "Newsletter") == NULL);
	CHECK(strstr(t, "chaque semaine") == NULL);
	CHECK_STR(t, PARA "\n" PARA "\n" PARA);
	/* a podcast's, its link a call to listen */
	t = ex("<body><div class=copytext><p>" PARA "</p><p>" PARA "</p><div class=infobox><h3>"
	       "Podcast</h3><p>H\xC3\xB6ren Sie mehr zum Thema im Podcast \"11KM\".</p><a href="
	       "/podcast/11km>Zum Podcast</a></div><p>" PARA "</p></div></body>", NULL, NULL);
	CHECK_STR(t, PARA "\n" PARA "\n" PARA);
}

/* A press review's source under each quotation, in the blockquote with
 * it and named nothing, stays though a box of links follows it. */
static void test_quote_source(void)
{
	const char *t = ex("<body><article><div class=content><p>" PARA "</p><blockquote><p>"
	                   "\xC2\xABLa France a obtenu ce qu'elle voulait sur l'agriculture, mais "
	                   "elle a perdu la bataille sur la dette commune.\xC2\xBB</p><cite>"
	                   "\xC2\xABLe Figaro\xC2\xBB (Paris)</cite></blockquote><div class=related>"
	                   "<h3>Mehr zum Thema</h3><ul><li><a href=/a>EU-Gipfel: Einigung in letzter "
	                   "Minute</a></li><li><a href=/b>Was der Gipfel f\xC3\xBCr die Schweiz "
	                   "bedeutet</a></li></ul></div><p>" PARA "</p></div></article></body>",
	                   NULL, NULL);
	CHECK(strstr(t, "\xC2\xABLe Figaro\xC2\xBB (Paris)") != NULL);
	CHECK(strstr(t, "Mehr zum Thema") == NULL);
}

/* Readers' letters, each signed under an author hint with a name and a
 * town (in a <p> so named, or in the letter's <footer>): the signatures
 * stay with their letters, the last one after the body's end too. */
static void test_letter_signs(void)
{
	const char *t = ex("<body><div class=news-text><div class=letter><h2>Ein "
	                   "Schildb\xC3\xBCrgerstreich</h2><p>" PARA "</p><p class=leserbrief-autor>"
	                   "Herbert Lindemann, Oberzell</p></div><div class=letter><h2>Wo bleibt der "
	                   "Arzt?</h2><p>" PARA "</p><p class=leserbrief-autor>Gertrud Maier, "
	                   "Unterried</p></div></div></body>", NULL, NULL);
	CHECK(strstr(t, "Herbert Lindemann, Oberzell") != NULL);
	CHECK(strstr(t, "Gertrud Maier, Unterried") != NULL);
	t = ex("<body><div class=article-body><article class=letter><h2>Le v\xC3\xA9lo</h2><p>"
	       PARA "</p><footer class=letter__author><span>Jean-Marc Favre, Yverdon</span>"
	       "</footer></article><article class=letter><h2>Les pi\xC3\xA9tons</h2><p>" PARA
	       "</p><footer class=letter__author><span>Monique Rochat, Pully</span></footer>"
	       "</article></div></body>", NULL, NULL);
	CHECK(strstr(t, "Jean-Marc Favre, Yverdon") != NULL);
	CHECK(strstr(t, "Monique Rochat, Pully") != NULL);
	/* the town in parentheses */
	t = ex("<body><div class=news-text><div class=letter><h2>Ein Schildb\xC3\xBCrgerstreich"
	       "</h2><p>" PARA "</p><p class=leserbrief-autor>Herbert Lindemann (Oberzell)</p></div>"
	       "<div class=letter><h2>Wo bleibt der Arzt?</h2><p>" PARA "</p><p class="
	       "leserbrief-autor>Gertrud Maier (Unterried)</p></div></div></body>", NULL, NULL);
	CHECK(strstr(t, "Herbert Lindemann (Oberzell)") != NULL);
	CHECK(strstr(t, "Gertrud Maier (Unterried)") != NULL);
}

/* An explainer's summary box over the body and an interview's box on its
 * subject closing it, each an <aside> (boilerplate by its tag): kept by
 * their titles, "Das Wichtigste in K\xC3\xBCrze" with nothing kept above it,
 * "Zur Person" with nothing kept below it; a box of links stays out. */
static void test_story_boxes(void)
{
	const char *t = ex("<body><article><h1>Klimageld: Was jetzt kommt</h1><div class=meta>"
	                   "Von Kerstin Albers</div><div class=body><aside class=summary-box><h2>Das "
	                   "Wichtigste in K\xC3\xBCrze</h2><ul><li>Die Bundesregierung will 2027 "
	                   "erstmals ein Klimageld auszahlen.</li><li>Einen Antrag m\xC3\xBCssen "
	                   "Verbraucher voraussichtlich nicht stellen.</li></ul></aside><p>" PARA
	                   "</p><p>" PARA "</p><p>" PARA "</p><aside class=infobox><h3>Zur Person</h3>"
	                   "<p>Katrin Vogelsang, 49, ist Professorin f\xC3\xBCr Stadtsoziologie an der "
	                   "Universit\xC3\xA4t Kassel.</p></aside></div><aside class=related><h3>Mehr "
	                   "zum Thema</h3><ul><li><a href=/a>CO2-Preis: So teuer wird das Heizen</a>"
	                   "</li></ul></aside></article></body>", NULL, NULL);
	CHECK(strstr(t, "Das Wichtigste in K\xC3\xBCrze\nDie Bundesregierung will 2027") != NULL);
	CHECK(strstr(t, "Zur Person\nKatrin Vogelsang, 49,") != NULL);
	CHECK(strstr(t, "Mehr zum Thema") == NULL);
}

/* A standfirst right under the headline, named a summary itself, set as
 * an h2 with no full stop in the headline's box named a title: kept on a
 * page that is not in English. */
static void test_title_box_standfirst(void)
{
	const char *t = ex("<html lang=it><head><title>Ferri: i medici non fuggono per i soldi"
	                   "</title></head><body><article><div class=title-art><h1>Ferri: i medici "
	                   "non fuggono per i soldi</h1><h2 class=summary-art>La presidente della "
	                   "Societ\xC3\xA0 di medicina d'urgenza: senza turni sostenibili le "
	                   "assunzioni non basteranno</h2></div><div class=content><p>" PARA "</p><p>"
	                   PARA "</p><p>" PARA "</p></div></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "senza turni sostenibili le assunzioni non basteranno") != NULL);
}

/* A standfirst named a teaser under a kept headline that asks a question
 * ("Soll die Stadt ein B\xC3\xB6llerverbot erlassen?"): the headline closes no
 * sentence of the body, so the lead is no teaser after the text. */
static void test_question_headline_lead(void)
{
	const char *t = ex("<html lang=de><head><title>Pro und Contra: Soll die Stadt ein "
	                   "B\xC3\xB6llerverbot an Silvester erlassen?</title></head><body><main><div "
	                   "class=mod_breadcrumb><ul><li><a href=./>Startseite</a></li><li><a href="
	                   "m.html>Meinung</a></li><li>Pro und Contra</li></ul></div><div class="
	                   "layout_full><h1>Pro und Contra: Soll die Stadt ein B\xC3\xB6llerverbot an "
	                   "Silvester erlassen?</h1><p class=info>27.11.2026 17:00 von Redaktion</p>"
	                   "<div class=\"ce_text teaser\"><p>Der Stadtrat ber\xC3\xA4t am Dienstag "
	                   "\xC3\xBC" "ber eine Verbotszone in der Altstadt. Zwei Redakteure, zwei "
	                   "Meinungen.</p></div><div class=rs-columns><div class=rs-column><div class="
	                   "\"ce_text pro\"><h2>Pro: Ein Abend ohne Verletzte</h2><p class=autor>Von "
	                   "Carina Huber</p><p>" PARA "</p><p>" PARA "</p></div></div><div class="
	                   "rs-column><div class=\"ce_text contra\"><h2>Contra: Verbote helfen nicht"
	                   "</h2><p class=autor>Von Markus Ebner</p><p>" PARA "</p><p>" PARA "</p>"
	                   "</div></div></div><div class=ce_text><p><strong>Was meinen Sie?</strong> "
	                   "Stimmen Sie ab in unserer Umfrage oder schreiben Sie uns einen Leserbrief."
	                   "</p></div></div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Zwei Redakteure, zwei Meinungen.") != NULL);
}

/* A morning briefing signed by its author at its end, "Herzlich,<br>Ihre
 * Nina Brandt", over a share row: the closing stays. */
static void test_briefing_closing(void)
{
	const char *t = ex("<body><div class=article-body><p>Guten Morgen,</p><p>" PARA "</p><p>"
	                   PARA "</p><p>" PARA "</p><p>Ich w\xC3\xBCnsche Ihnen einen guten Tag."
	                   "</p><p>Herzlich,<br>Ihre Nina Brandt</p></div><div class=share-row><a "
	                   "href=/w>WhatsApp</a> <a href=/f>Facebook</a> <a href=/m>E-Mail</a></div>"
	                   "</body>", NULL, NULL);
	CHECK(strstr(t, "Herzlich,\nIhre Nina Brandt") != NULL);
	CHECK(strstr(t, "WhatsApp") == NULL);
}

/* An FAQ whose answers a script opens, closed by a style ("<div class=
 * faq-answer style=\"display: none;\">"): the answers are the page's; a
 * box a style hides that is no panel (a modal) stays hidden. */
static void test_styled_faq_panel(void)
{
	const char *t = ex("<body><div class=entry-content><p>" PARA "</p><div class=faq><div "
	                   "class=faq-title role=button><h4>Wann wird die Uhr umgestellt?</h4></div>"
	                   "<div class=faq-body style=\"display: none;\"><p>In der Nacht auf Sonntag, "
	                   "den 29. M\xC3\xA4rz, um 2 Uhr fr\xC3\xBCh wird die Uhr auf 3 Uhr "
	                   "vorgestellt.</p></div></div><div class=modal style=\"display:none\"><p>Bitte "
	                   "melden Sie sich an, um diesen Artikel zu merken und sp\xC3\xA4ter zu "
	                   "lesen.</p></div><p>" PARA "</p></div></body>", NULL, NULL);
	CHECK(strstr(t, "wird die Uhr auf 3 Uhr vorgestellt.") != NULL);
	CHECK(strstr(t, "Bitte melden Sie sich an") == NULL);
}

/* An interview's box on its subject in an <aside> right after the body's
 * box, in the article around both: kept after the body; a box of links
 * there is not. */
static void test_person_after(void)
{
	const char *t = ex("<body><article><h1>Die Mietpreisbremse</h1><div class=article-body><p>"
	                   PARA "</p><p>" PARA "</p><p>" PARA "</p><p>" PARA "</p></div><aside "
	                   "class=infobox><h3>Zur Person</h3><p>Katrin Vogelsang, 49, ist Professorin "
	                   "f\xC3\xBCr Stadtsoziologie an der Universit\xC3\xA4t Kassel.</p></aside>"
	                   "</article><aside class=related><h3>Mehr zum Thema</h3><ul><li><a href=/a>"
	                   "Wo das Wohnen am teuersten ist</a></li></ul></aside></body>", NULL, NULL);
	CHECK(strstr(t, "Zur Person\nKatrin Vogelsang, 49,") != NULL);
	CHECK(strstr(t, "Mehr zum Thema") == NULL);
}

/* An issue tracker's comments, each body in a box shown but while its edit
 * form is open ("edit-comment-hide"), and the last short comment under its
 * header "NAME commented DATE" */
#define ISSUE_HEAD "<html><head><title>Server fails after power loss - Issue #417</title></head>" \
	"<body><nav><a href=/features>Features</a> <a href=/pricing>Pricing</a></nav><main>" \
	"<h1>Server fails after power loss</h1><div class=js-discussion>"
#define ISSUE_POST(who, cls, text) "<div class=\"timeline-comment-group js-minimizable-" \
	"comment-group\"><div class=\"timeline-comment comment js-comment\"><div class=\"" \
	"timeline-comment-header clearfix\"><h3 class=f5><strong><a class=author href=/" who ">" \
	who "</a></strong>" \
	" commented <a href=#ic class=js-timestamp><relative-time datetime=2026-11-20>Nov 20, " \
	"2026</relative-time></a></h3></div><div class=\"" cls "\"><table><tr><td class=\"" \
	"comment-body markdown-body\">" text "</td></tr></table></div></div></div>"
static void test_edit_hide(void)
{
	const char *t = ex(ISSUE_HEAD
	                   ISSUE_POST("lfriis", "edit-comment-hide", "<p>After the upgrade the "
	                   "server refuses to start on one of our buoys. The log says the last "
	                   "segment is corrupt after the battery ran empty twice.</p><p>With the "
	                   "old version the same power loss just dropped the last batch.</p>")
	                   ISSUE_POST("mhaverkamp", "edit-comment-hide", "<p>Thanks for the "
	                   "report. A torn write at the end of the last segment used to be "
	                   "truncated silently, and now every record is verified first.</p><p>That "
	                   "is a "
	                   "regression; I will open a fix that drops a short final record.</p>")
	                   ISSUE_POST("lfriis", "edit-comment-hide", "<p>Confirmed, the flag works "
	                   "and the buoy is back online with all its data up to the power "
	                   "loss.</p><p>Thanks for the quick fix, we will upgrade all stations "
	                   "next week.</p>")
	                   "</div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "refuses to start") != NULL);
	CHECK(strstr(t, "torn write") != NULL);
	CHECK(strstr(t, "buoy is back online") != NULL);
}

static void test_comment_name_date(void)
{
	const char *t = ex(ISSUE_HEAD
	                   ISSUE_POST("lfriis", "body", "<p>After the upgrade the "
	                   "server refuses to start on one of our buoys. The log says the last "
	                   "segment is corrupt after the battery ran empty twice.</p><p>With the "
	                   "old version the same power loss just dropped the last batch.</p><p>"
	                   "I kept a copy of the data directory to test a fix against it.</p>")
	                   ISSUE_POST("mhaverkamp", "body", "<p>Thanks for the report. "
	                   "A torn write at the end of the last segment used to be truncated "
	                   "silently, and now every record is verified first.</p><p>That is a "
	                   "regression; I will open a fix that drops a short final record.</p>"
	                   "<p>Until then, start the server with the recovery flag.</p>")
	                   ISSUE_POST("lfriis", "body", "<p>Confirmed, the flag works "
	                   "and the buoy is back online with all its data up to the power "
	                   "loss.</p>")
	                   "</div></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "torn write") != NULL);
	CHECK(strstr(t, "buoy is back online") != NULL);
}

/* A pull request's conversation on a code host (Forgejo's markup): its
 * posts, the tracker's events between them ("klaus-b hat die Änderungen
 * genehmigt vor 6 Tagen") and the guest's prompt to sign in under them */
#define PR_POST(who, text) "<div class=\"timeline-item comment\"><div class=\"content " \
	"comment-container\"><div class=\"comment-header\"><span class=\"text grey\"><a " \
	"class=author href=/" who ">" who "</a> hat <a class=time-since href=#c>vor 6 Tagen" \
	"</a> kommentiert</span></div><div class=\"ui attached segment comment-body\">" \
	"<div class=\"render-content markup\">" text "</div></div></div></div>"
#define PR_EVENT(who, what) "<div class=\"timeline-item event\"><span class=badge></span>" \
	"<span class=\"text grey muted-links\"><a class=author href=/" who ">" who "</a> " \
	what " vor 6 Tagen</span></div>"
#define PR_PAGE(tail) "<html><head><title>Umkreissuche für Haltestellen (#224)</title>" \
	"</head><body><nav><a href=/explore>Entdecken</a> <a href=/help>Hilfe</a></nav><div " \
	"role=main><h1>Umkreissuche für Haltestellen</h1><div class=\"ui timeline\">" \
	PR_POST("moez", "<p>Dieser PR ergänzt die Haltestellen-Suche um eine Umkreissuche. " \
	"Bisher konnte man Haltestellen nur über den Namen finden, für die App brauchen wir " \
	"aber alle Haltestellen im Umkreis um den Standort.</p><p>Die Sortierung erfolgt nach " \
	"Entfernung, die Distanz wird in Metern mitgeliefert.</p>") \
	PR_EVENT("moez", "hat <b>klausb</b> um ein Review gebeten") \
	PR_POST("klausb", "<p>Danke, das ist eine sinnvolle Erweiterung. Die Distanzberechnung " \
	"nutzt die Haversine-Formel auf jedem Treffer, eine Näherung reicht bei kleinem " \
	"Radius und ist deutlich schneller.</p><p>Der Index wird bei jedem Import komplett " \
	"neu gebaut, das kostet vier Sekunden.</p>") \
	PR_EVENT("klausb", "hat die Änderungen <b>genehmigt</b>") \
	PR_POST("moez", "<p>Ich habe auf die Näherung umgestellt. Der Fehler liegt bei zwei " \
	"Kilometern Radius unter einem Meter, das inkrementelle Update mache ich in einem " \
	"eigenen Pull-Request.</p><p>Die vier Sekunden fallen nur beim nächtlichen Import " \
	"an.</p>") tail "</div></div><footer><a href=/impressum>Impressum</a></footer>" \
	"</body></html>"
static void test_signin_conversation(void)
{
	const char *t = ex(PR_PAGE("<div class=\"timeline-item comment form\"><div class=\"ui "
	                           "warning message\">Bitte <a rel=nofollow href=/user/login>melde "
	                           "dich an</a>, um an dieser Unterhaltung teilzunehmen.</div>"
	                           "</div>"), NULL, NULL);
	CHECK(strstr(t, "Umkreissuche. Bisher") != NULL);
	CHECK(strstr(t, "Näherung umgestellt") != NULL);
	CHECK(strstr(t, "Unterhaltung teilzunehmen") == NULL);
}

static void test_thread_events(void)
{
	const char *t = ex(PR_PAGE(""), NULL, NULL);
	CHECK(strstr(t, "Umkreissuche. Bisher") != NULL);
	CHECK(strstr(t, "Haversine") != NULL);
	CHECK(strstr(t, "Näherung umgestellt") != NULL);
	CHECK(strstr(t, "um ein Review gebeten") == NULL);
	CHECK(strstr(t, "genehmigt") == NULL);
}

/* A pipermail message (Mailman 2.1): its links to the messages beside it,
 * "Previous message (by thread):", over and under the <pre> of the text */
static void test_msg_nav(void)
{
#define PM_SUBJ "[tidesync-users] peer unreachable with 3.4.1 on Raspberry Pi"
#define PM_NAV "<p><ul><li>Previous message (by thread): <a href=002187.html>" PM_SUBJ \
	"</a></li><li>Next message (by thread): <a href=002192.html>" PM_SUBJ "</a></li><li> " \
	"<b>Messages sorted by:</b> <a href=date.html>[ date ]</a> <a href=thread.html>" \
	"[ thread ]</a></li></ul>"
	const char *t = ex("<html><head><title> " PM_SUBJ "</title></head><body><h1>"
	                   PM_SUBJ "</h1><b>Ingrid "
	                   "Solberg</b> <a href=mailto:x>ingrid at solberg.example</a><br><i>Wed "
	                   "Nov 26 09:48:17 CET 2026</i>" PM_NAV "<hr><!--beginarticle--><pre>"
	                   "Hi Sebastian,\n\nThere is one known issue in 3.4.1 that matches: the "
	                   "heartbeat\nsocket is bound to the first address of the interface.\n\n"
	                   "Cheers,\nIngrid\n</pre><!--endarticle--><hr>" PM_NAV
	                   "<hr><a href=/listinfo>More information about the users mailing "
	                   "list</a></body></html>", NULL, NULL);
#undef PM_NAV
#undef PM_SUBJ
	CHECK(strstr(t, "heartbeat") != NULL);
	CHECK(strstr(t, "Previous message") == NULL);
	CHECK(strstr(t, "sorted by") == NULL);
}

/* A wiki's install box: its command in a <pre> between two links to copy
 * or install it ("Paketliste zum Kopieren:", "Oder mit apturl
 * installieren"), no teaser card of a linked title and a line */
static void test_code_card(void)
{
	const char *t = ex("<html><head><title>Restic - Wiki</title></head><body><div class=navi>"
	                   "<a href=/>Portal</a> <a href=/forum/>Forum</a></div><div id=page><h1>"
	                   "Restic</h1><p>restic ist ein Programm zur Datensicherung, das die "
	                   "Daten verschlüsselt und dedupliziert speichert, lokal oder per SFTP."
	                   "</p><h2>Installation</h2><p>restic ist in den offiziellen "
	                   "Paketquellen enthalten und kann über das folgende Paket installiert "
	                   "werden:</p><div class=package-list><div class=contents><p><a "
	                   "href=apt://restic>Paketliste zum Kopieren</a>:</p><div class=bash>"
	                   "<pre>sudo apt-get install restic</pre></div><p><a href=#>Oder mit "
	                   "apturl installieren, "
	                   "Link: apt://restic</a></p></div></div><p>Die Version in den "
	                   "Paketquellen ist oft nicht die aktuelle, restic kann sich aber selbst "
	                   "aktualisieren.</p><h2>Repository anlegen</h2><p>Die Sicherungen landen "
	                   "in einem Repository, das einmal angelegt und mit einem Passwort "
	                   "geschützt wird.</p></div></body></html>", NULL, NULL);
	CHECK(strstr(t, "selbst aktualisieren") != NULL);
	CHECK(strstr(t, "sudo apt-get install restic") != NULL);
}

/* A code host's releases page: each release a <section>, its version, its
 * notes in "markdown-body" and its assets' list (the files, their sizes,
 * dates); all the notes are the page, not the first release's alone */
#define RL_FILE(v, f, size) "<li class=Box-row><div><a href=/d/" v "/" f " class=Truncate>" \
	"<span class=Truncate-text>" f "</span></a></div><div><span class=color-fg-muted>" size \
	"</span><span class=color-fg-muted><relative-time>Nov 25, 2026</relative-time></span>" \
	"</div></li>"
#define RL_SRC(v, e) "<li class=Box-row><a href=/archive/" v "." e " class=Truncate><span " \
	"class=Truncate-text>Source code</span> <span class=Truncate-text>(" e ")</span></a></li>"
#define RL(v, notes) "<section><h2>" v "</h2><div><div class=col-md-2><div class=color-fg-" \
	"muted><relative-time>Nov 25, 2026</relative-time></div><div><a href=/mh><span class=" \
	"color-fg-muted>mhaverkamp</span></a></div><div><a href=/tree/" v "><span>" v "</span>" \
	"</a></div><div><a href=/commit/8f3e2a1><code>8f3e2a1</code></a></div></div><div class=" \
	"col-md-9><div class=Box><div class=Box-body><div><div><div><span><a href=/tag/" v ">" v \
	"</a></span></div></div><div><a href=/compare/" v ">Compare</a></div></div><div class=" \
	"markdown-body>" notes "</div></div><div class=Box-footer><div><details open><summary>" \
	"<span>Assets</span> <span class=Counter>7</span></summary><div><ul>" \
	RL_FILE(v, "tidewatch_linux_amd64.tar.gz", "6.1 MB") \
	RL_FILE(v, "tidewatch_linux_arm64.tar.gz", "5.7 MB") \
	RL_FILE(v, "tidewatch_linux_armv7.tar.gz", "5.6 MB") \
	RL_FILE(v, "tidewatch_darwin_arm64.tar.gz", "5.9 MB") \
	RL_FILE(v, "checksums.txt", "412 Bytes") RL_SRC(v, "zip") RL_SRC(v, "tar.gz") \
	"</ul></div></details></div><div class=js-comment><div></div><span class=color-fg-muted>" \
	"12 people reacted</span></div></div></div></div></div></section>"
static void test_release_list(void)
{
	static char buf[12000];
	snprintf(buf, sizeof buf, "%s%s%s%s%s",
	         "<html><head><title>Releases · tidewatch</title></head><body><nav><a href="
	         "/features>Features</a> <a href=/pricing>Pricing</a></nav><main><h1>Releases: "
	         "kvothe-labs/tidewatch</h1><div>",
	         RL("v0.9.2", "<h2>Bug fixes</h2><ul><li>Recovery no longer refuses to start "
	            "when the last record of the last segment is torn by a power loss. The short "
	            "record is dropped and a warning is logged.</li><li>The data directory is now "
	            "fsynced after a segment is renamed, so a rename is not lost on ext4.</li></ul>"
	            "<h2>Upgrading</h2><p>No configuration changes. If you started the last "
	            "version with the recovery flag as a workaround, you can remove it.</p>"),
	         RL("v0.9.1", "<h2>Changes</h2><ul><li>Every record of the last segment is "
	            "verified during recovery before new writes are accepted.</li><li>A new fsck "
	            "command checks all segments and prints a summary.</li></ul>"),
	         RL("v0.9.0", "<p>This release adds downsampling to the query API and drops "
	            "support for the old compiler versions.</p><h2>New features</h2><ul><li>"
	            "Queries accept step and agg parameters to downsample on the server.</li><li>"
	            "Compaction runs at an hour that can be configured.</li></ul>"),
	         "</div></main><footer><a href=/terms>Terms</a></footer></body></html>");
	const char *t = ex(buf, NULL, NULL);
	CHECK(strstr(t, "Recovery no longer refuses") != NULL);
	CHECK(strstr(t, "verified during recovery") != NULL);
	CHECK(strstr(t, "adds downsampling") != NULL);
}
#undef RL
#undef RL_FILE
#undef RL_SRC

/* A MHonArc message (lists.debian.org): its header's lines of message ids
 * over the text go, the To, Subject, From and Date lines stay */
static void test_mail_ids(void)
{
	const char *t = ex("<html><head><title>Re: Portable ne sort plus de veille</title></head>"
	                   "<body><a href=/>Debian Mailing Lists</a><hr>[<a href=msg00412.html>"
	                   "Date Prev</a>][<a href=msg00414.html>Date Next</a>]<h1>Re: Portable ne "
	                   "sort plus de veille</h1><hr><ul><li><em>To</em>: <a href=mailto:l>"
	                   "debian-user-french@lists.debian.org</a></li><li><em>Subject</em>: Re: "
	                   "Portable ne sort plus de veille</li><li><em>From</em>: Bertrand "
	                   "Lacombe &lt;<a href=mailto:b>b.lacombe@free.fr</a>&gt;</li><li><em>Date"
	                   "</em>: Thu, 27 Nov 2026 19:42:08 +0100</li><li><em>Message-id</em>: "
	                   "&lt;<a href=msg00413.html>8f2c1e4a-77d1@free.fr</a>&gt;</li><li><em>"
	                   "In-reply-to</em>: &lt;<a href=msg00411.html>87h6t2k9qz.fsf@lavande."
	                   "example.org</a>&gt;</li></ul><hr><pre>Bonsoir H\xC3\xA9l\xC3\xA8ne,\n\n"
	                   "L'erreur -16 (EBUSY) sur le contr\xC3\xB4leur NVMe est connue sur "
	                   "plusieurs\nmod\xC3\xA8les de cette g\xC3\xA9n\xC3\xA9ration. Le noyau "
	                   "r\xC3\xA9" "cent tente la mise en veille\nAPST du disque, que certains "
	                   "firmwares g\xC3\xA8rent mal.\n\nBertrand</pre><hr><ul><li>Prev by "
	                   "Date: <a href=msg00412.html>Re: Serveur de mail</a></li></ul></body>"
	                   "</html>",
	                   NULL, NULL);
	CHECK(strstr(t, "EBUSY") != NULL);
	CHECK(strstr(t, "Message-id") == NULL);
	CHECK(strstr(t, "In-reply-to") == NULL);
}

/* A picture's caption whose credit, a span of its own, runs into its
 * full stop ("... eines Maiskolbens.</span><span class=credit>Foto:
 * iStock</span>"), kept between kept paragraphs; and one under the first
 * section's heading after a standfirst named a lead: in the body. */
static void test_glued_credit(void)
{
	const char *t = ex("<html lang=de><body><main><article><h1>SSW 24</h1><p>" PARA "</p>"
	                   "<figure><img src=a.jpg><figcaption><span>Mit rund 30 Zentimetern "
	                   "hat dein Baby jetzt die Gr\xC3\xB6\xC3\x9F" "e eines Maiskolbens."
	                   "</span><span class=credit>Foto: iStock/Getty Images</span>"
	                   "</figcaption></figure><p>" PARA "</p></article></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Mit rund 30 Zentimetern") != NULL);
	t = ex("<html lang=de><body><main><article><h1>SSW 24</h1><p class=article__intro>"
	       PARA "</p><h2>So entwickelt sich dein Baby</h2><figure><img src=a.jpg>"
	       "<figcaption><span>Mit rund 30 Zentimetern hat dein Baby jetzt die Gr"
	       "\xC3\xB6\xC3\x9F" "e eines Maiskolbens.</span> <span class=credit>Foto: "
	       "iStock/Getty Images</span></figcaption></figure><p>" PARA "</p><p>" PARA "</p>"
	       "</article></main></body></html>", NULL, NULL);
	CHECK(strstr(t, "Mit rund 30 Zentimetern") != NULL);
}

/* a news briefing's items, each a linked heading over a summary of two
 * sentences, under its intro: the page, not teasers (brief_items); the
 * teasers after it, under their section's title, stay out */
static void test_brief_items(void)
{
	const char *t = ex("<html><head><title>Guten Morgen: Haushalt, Streik, Wahl</title></hea"
	                   "d><body><nav><a href=/>Start</a> <a href=/politik>Politik</a></nav><"
	                   "main><article><h1>Guten Morgen: Haushalt, Streik, Wahl</h1><div clas"
	                   "s=body><p>nach einer langen Nacht steht der Haushalt. Ob er haelt, w"
	                   "ird sich zeigen. Ausserdem heute: warum am Freitag viele Flugzeuge a"
	                   "m Boden bleiben und was die Wahl in Rumaenien bedeutet.</p><h2><a hr"
	                   "ef=/politik/haushalt-a-1>Haushalt steht mit Abstrichen</a></h2><p>Na"
	                   "ch einer Nachtsitzung hat sich die Koalition auf den Haushalt geeini"
	                   "gt. Die Luecke wird durch Kuerzungen bei Foerderprogrammen geschloss"
	                   "en.</p><h2><a href=/wirtschaft/streik-a-2>Piloten streiken am Freita"
	                   "g</a></h2><p>Die Gewerkschaft hat zu einem ganztaegigen Streik aufge"
	                   "rufen. Die Airline rechnet mit mehr als 800 Flugausfaellen am Freita"
	                   "g.</p><h2><a href=https://example.org/wahl>Rumaenien vor der Stichwa"
	                   "hl</a></h2><p>Der Kandidat liegt nach Auszaehlung fast aller Stimmen"
	                   " vorn. Er tritt in zwei Wochen in der Stichwahl gegen die Buergermei"
	                   "sterin an.</p><p>Ich wuensche Ihnen einen guten Tag.</p></div></arti"
	                   "cle><section><h2>Mehr zum Thema</h2><div><h3><a href=/a-3>Guten Morg"
	                   "en: Bahnstreik und Klimagipfel</a></h3><p>Was der Tag bringt, kurz e"
	                   "rklaert.</p><h3><a href=/a-4>Guten Morgen: Nato-Gipfel und Mindestlo"
	                   "hn</a></h3><p>Alles Wichtige fuer Ihren Start.</p></div></section></"
	                   "main><footer><a href=/impressum>Impressum</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Piloten streiken am Freitag") != NULL);
	CHECK(strstr(t, "Die Gewerkschaft hat") != NULL);
	CHECK(strstr(t, "Der Kandidat liegt") != NULL);
	CHECK(strstr(t, "Nato-Gipfel") == NULL);
	CHECK(strstr(t, "Was der Tag bringt") == NULL);
}

/* an issue's discussion in a timeline ("<ul class=\"notes timeline\">
 * <li class=\"note timeline-entry note-comment\">"): the replies are the
 * page's with the issue's text, not readers' comments (timeline_thread) */
static void test_timeline_notes(void)
{
	const char *t = ex("<html><head><title>Export PDF drops accents (#1309) - Issues - GitLab<"
	                   "/title></head><body><nav><a href=/>Projects</a> <a href=/issues>Issues"
	                   "</a></nav><main><div class=detail-page-header><h1 class=title>Export P"
	                   "DF drops accents</h1></div><div class=description><div class=md><p>Sin"
	                   "ce version 3.8 the PDF export of invoices shows empty boxes in place o"
	                   "f accented letters in the client's name and address. The screen previe"
	                   "w is correct.</p><p>The 3.8 release replaced the embedded font to make"
	                   " the files smaller. Perhaps only an ASCII subset of the font is embedd"
	                   "ed now.</p></div></div><h2>Activity</h2><ul class=\"notes timeline\"><"
	                   "li class=\"note timeline-entry note-comment\"><div class=note-header><"
	                   "a href=/nb>Nadia Benali</a> <a href=/nb>@nbenali</a> <a href=#note_1>2"
	                   "026-11-24</a></div><div class=note-body><p>Confirmed. The font subset "
	                   "is computed from a sample text instead of the invoice's own strings.</"
	                   "p></div></li><li class=\"note timeline-entry note-comment\"><div class"
	                   "=note-header><a href=/ac>Antoine Coste</a> <a href=/ac>@acoste</a> <a "
	                   "href=#note_2>2026-11-25</a></div><div class=note-body><p>Thanks! Can w"
	                   "e ship a 3.8.1 soon? Several clients wrote to us.</p></div></li></ul><"
	                   "/main><footer><a href=/help>Help</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Since version 3.8") != NULL);
	CHECK(strstr(t, "Confirmed. The font subset") != NULL);
	CHECK(strstr(t, "Can we ship a 3.8.1") != NULL);
}

/* a fact check's claim and verdict in an <aside> between the headline and
 * the body ("Behauptung" over the claim, "Bewertung: Falsch"): the check's,
 * and they go first (claim_box) */
static void test_claim_box(void)
{
	const char *t = ex("<html><head><title>Nein, die EU verbietet keine Holzoefen</title></hea"
	                   "d><body><nav><a href=/>Start</a> <a href=/faktencheck>Faktencheck</a><"
	                   "/nav><main><article><header><h1>Nein, die EU verbietet keine Holzoefen"
	                   "</h1><p class=date>20. November 2026</p></header><aside class=rating><"
	                   "p class=label>Behauptung</p><p>Die EU verbietet ab 2027 das Heizen mit"
	                   " Holzoefen und Kaminen.</p><p class=label>Bewertung: Falsch</p></aside"
	                   "><div class=content><p>In sozialen Netzwerken kursiert seit Anfang Nov"
	                   "ember ein Beitrag, der vielen Menschen Sorgen macht. Darin heisst es, "
	                   "die EU werde ab 2027 Holzoefen und Kamine verbieten.</p><p>Das stimmt "
	                   "so nicht. Ein Verbot bestehender Holzoefen ist weder beschlossen noch "
	                   "geplant. Die geplante Verordnung betrifft nur neu verkaufte Geraete.</"
	                   "p></div></article></main><footer><a href=/impressum>Impressum</a></foo"
	                   "ter></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Die EU verbietet ab 2027") != NULL);
	CHECK(strstr(t, "Bewertung: Falsch") != NULL);
	CHECK(strstr(t, "Bewertung: Falsch") < strstr(t, "In sozialen Netzwerken"));
	CHECK(strstr(t, "Impressum") == NULL);
}

/* a pull request's closing line under its text ("Closes #212") is the
 * request's (keep_close_refs); the forge's merge box under the discussion
 * ("merge-section": "Der Pull-Request wurde erfolgreich zusammengefuehrt.")
 * is no post */
static void test_close_refs(void)
{
	const char *t = ex("<html><head><title>Umkreissuche fuer Haltestellen #224</title></head><"
	                   "body><nav><a href=/>Start</a> <a href=/explore>Erkunden</a></nav><div "
	                   "class=page-content><h1>Umkreissuche fuer Haltestellen <span>#224</span"
	                   "></h1><div class=timeline><div class=\"timeline-item comment first\"><"
	                   "div class=render-content><p>Dieser PR ergaenzt die Haltestellen-Suche "
	                   "um eine Umkreissuche. Bisher konnte man Haltestellen nur ueber den Nam"
	                   "en finden.</p><p>Die Sortierung erfolgt nach Entfernung, die Distanz w"
	                   "ird in Metern mitgeliefert.</p><p>Closes #212</p></div><div class=\"ra"
	                   "w-content tw-hidden\">&lt;p&gt;Dieser PR ergaenzt die Suche.</div></di"
	                   "v><div class=\"timeline-item event\"><a href=/klaus-b>klaus-b</a> hat "
	                   "die Aenderungen genehmigt <span>vor 6 Tagen</span></div><div class=\"t"
	                   "imeline-item comment\"><div class=render-content><p>Danke, das ist ein"
	                   "e sinnvolle Erweiterung! Sieht gut aus, ich merge das.</p></div></div>"
	                   "<div class=\"timeline-item comment merge box\"><div class=\"ui merge-s"
	                   "ection segment\"><div class=item>Der Pull-Request wurde erfolgreich zu"
	                   "sammengefuehrt.</div></div></div></div></div><footer><a href=/impressu"
	                   "m>Impressum</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Closes #212") != NULL);
	CHECK(strstr(t, "Danke, das ist") != NULL);
	CHECK(strstr(t, "erfolgreich zusammengefuehrt") == NULL);
}

/* a byline after its stamp ("27.11.2026 17:00 von Redaktion", Contao's
 * "<p class=info>") is a stamp line (stamp_line); a call to vote above a
 * poll that went ("Was meinen Sie? Stimmen Sie ab in unserer Umfrage")
 * goes with it (drop_poll_box) */
static void test_stamp_byline_vote(void)
{
	const char *t = ex("<html><head><title>Pro und Contra: Soll die Stadt ein Boellerverbot er"
	                   "lassen?</title></head><body><nav><a href=/>Startseite</a> <a href=/mei"
	                   "nung>Meinung</a></nav><main><div class=mod_newsreader><div class=layou"
	                   "t_full><h1>Pro und Contra: Soll die Stadt ein Boellerverbot erlassen?<"
	                   "/h1><p class=info><time datetime=2026-11-27>27.11.2026 17:00</time> vo"
	                   "n Redaktion</p><div class=ce_text><p>Der Stadtrat beraet am Dienstag u"
	                   "eber eine Verbotszone in der Altstadt. Jedes Jahr dasselbe Bild: Notau"
	                   "fnahmen, die an Silvester an ihre Grenzen kommen, veraengstigte Hausti"
	                   "ere und Berge von Muell.</p><p>Ein Verbot in der Altstadt nimmt nieman"
	                   "dem das Feiern. Wer boellern will, kann das ausserhalb tun, und die St"
	                   "adt spart sich die Reinigung am Neujahrsmorgen.</p></div><div class=ce"
	                   "_text><p><strong>Was meinen Sie?</strong> Stimmen Sie ab in unserer Um"
	                   "frage oder schreiben Sie uns einen Leserbrief.</p></div><div class=\"c"
	                   "e_form umfrage\"><form action=/umfrage method=post><fieldset><legend>S"
	                   "oll die Stadt ein Boellerverbot erlassen?</legend><label><input type=r"
	                   "adio name=a value=1> Ja</label><label><input type=radio name=a value=2"
	                   "> Nein</label></fieldset><button type=submit>Abstimmen</button></form>"
	                   "</div></div></div></main><footer><a href=/impressum>Impressum</a></foo"
	                   "ter></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Der Stadtrat beraet") != NULL);
	CHECK(strstr(t, "von Redaktion") == NULL);
	CHECK(strstr(t, "Was meinen Sie") == NULL);
	t = ex("<html><body><article><h1>Kiel gewinnt in Aalborg</h1><p>Der THW Kiel "
	       "hat das Spiel in Aalborg mit 31:30 gewonnen. Die Partie blieb bis zur "
	       "letzten Sekunde spannend, beide Torhueter hielten stark.</p><ul><li>59:12 "
	       "Lichtlein pariert den letzten Wurf von Gidsel</li><li>58:40 Tor durch "
	       "Ekberg zum 31:30</li></ul></article></body></html>", NULL, NULL);
	CHECK(strstr(t, "Wurf von Gidsel") != NULL);
}

/* one event kept in an issue's timeline is the tracker's log all the
 * same ("Nadia Benali closed this issue via the merge request !487 ...
 * 4 days ago"): it goes (drop_thread_events) */
static void test_timeline_event(void)
{
	const char *t = ex("<html><head><title>Export PDF drops accents (#1309) - Issues - GitLab<"
	                   "/title></head><body><nav><a href=/>Projects</a> <a href=/issues>Issues"
	                   "</a></nav><main><div class=detail-page-header><h1 class=title>Export P"
	                   "DF drops accents</h1></div><div class=description><div class=md><p>Sin"
	                   "ce version 3.8 the PDF export of invoices shows empty boxes in place o"
	                   "f accented letters in the client's name and address. The screen previe"
	                   "w is correct.</p><p>The 3.8 release replaced the embedded font to make"
	                   " the files smaller. Perhaps only an ASCII subset of the font is embedd"
	                   "ed now.</p></div></div><h2>Activity</h2><ul class=\"notes timeline\"><"
	                   "li class=\"note timeline-entry note-comment\"><div class=note-header><"
	                   "a href=/nb>Nadia Benali</a> <a href=/nb>@nbenali</a> <a href=#note_1>2"
	                   "026-11-24</a></div><div class=note-body><p>Confirmed. The font subset "
	                   "is computed from a sample text instead of the invoice's own strings.</"
	                   "p></div></li><li class=\"note timeline-entry note-comment\"><div class"
	                   "=note-header><a href=/ac>Antoine Coste</a> <a href=/ac>@acoste</a> <a "
	                   "href=#note_2>2026-11-25</a></div><div class=note-body><p>Thanks! Can w"
	                   "e ship a 3.8.1 soon? Several clients wrote to us.</p></div></li><li cl"
	                   "ass=\"note system-note note-wrapper timeline-entry\"><div class=timeli"
	                   "ne-content><a href=/nb class=author-name-link>Nadia Benali</a> <span c"
	                   "lass=system-note-message>closed this issue via the merge request <a hr"
	                   "ef=/mr/487>!487</a> from the branch fix-font-subset</span> <span>&midd"
	                   "ot;</span> <a class=note-timestamp href=#note_3><time>4 days ago</time"
	                   "></a></div></li></ul></main><footer><a href=/help>Help</a></footer></b"
	                   "ody></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Can we ship a 3.8.1") != NULL);
	CHECK(strstr(t, "closed this issue") == NULL);
}

static void test_agenda_rows(void)
{
	/* a council's sitting: its agenda, a table under "TOP" | "Betreff" |
	 * "Vorlage" whose every cell is a link, one item's title over 80
	 * characters; the rows stay with their head */
	const char *t = ex("<body><div id=nav><a href=si010.asp>Sitzungskalender</a> <a "
	                   "href=gr010.asp>Gremien</a> <a href=vo040.asp>Vorlagen</a></div><div "
	                   "id=content><h1>Sitzung des Bauausschusses</h1><p>Die Sitzung beginnt um "
	                   "17 Uhr im Gro\xC3\x9F" "en Sitzungssaal des Rathauses. Der Zugang ist "
	                   "barrierefrei, die Sitzung ist bis Tagesordnungspunkt 6 "
	                   "\xC3\xB6" "ffentlich.</p><h2>Tagesordnung</h2><table><tr><th>TOP</th>"
	                   "<th>Betreff</th><th>Vorlage</th></tr><tr><td><a href=to1>\xC3\x96 1</a>"
	                   "</td><td><a href=to1>Er\xC3\xB6" "ffnung der Sitzung, Feststellung der "
	                   "Ordnungsm\xC3\xA4\xC3\x9F" "igkeit der Einladung und der "
	                   "Beschlussf\xC3\xA4higkeit</a></td><td></td></tr><tr><td><a href=to2>"
	                   "\xC3\x96 2</a></td><td><a href=to2>Bebauungsplan Nr. 214 "
	                   "Hufeisensee</a></td><td><a href=vo2>VIII/2026/04412</a></td></tr><tr>"
	                   "<td><a href=to3>\xC3\x96 3</a></td><td><a href=to3>Radverkehrskonzept "
	                   "2030</a></td><td><a href=vo3>VIII/2026/04387</a></td></tr></table>"
	                   "<p>Die Niederschrift wird nach ihrer Genehmigung in der folgenden "
	                   "Sitzung ver\xC3\xB6" "ffentlicht.</p></div><div id=footer><a href=/i>"
	                   "Impressum</a></div></body>", NULL, NULL);
	CHECK(strstr(t, "Beschlussf\xC3\xA4higkeit") != NULL);
	CHECK(strstr(t, "Radverkehrskonzept 2030 VIII/2026/04387") != NULL);
	CHECK(strstr(t, "Impressum") == NULL);
}

static void test_caption_under_lead(void)
{
	/* a party's news article: its lead named a teaser, a picture whose
	 * caption is a sentence, then the text; the caption stays between
	 * them, its credit does not */
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/aktuelles>"
	                   "Aktuelles</a> "
	                   "<a href=/fraktion>Fraktion</a></nav><div class=news-single><div "
	                   "class=article><h1>Haushalt 2027: Fraktion legt Antr\xC3\xA4ge "
	                   "vor</h1><div class=teaser-text><p>Die Fraktion im Rat der Stadt hat "
	                   "ihre \xC3\x84nderungsantr\xC3\xA4ge zum Haushaltsentwurf 2027 "
	                   "vorgestellt, vor allem f\xC3\xBCr Schulen und Vereine.</p></div><div "
	                   "class=news-img-wrap><img src=a.jpg alt=\"\"><p class=news-img-caption>"
	                   "Der Fraktionsvorsitzende stellte die Antr\xC3\xA4ge gemeinsam mit "
	                   "den Sprechern vor.</p><p class=news-img-caption>Foto: Privat</p></div>"
	                   "<div class=news-text-wrap><p>Insgesamt will die Fraktion Mittel in "
	                   "H\xC3\xB6he von 6,2 Millionen Euro umschichten. Finanziert werden "
	                   "sollen die Vorschl\xC3\xA4ge durch den Verzicht auf zwei "
	                   "Beratungsauftr\xC3\xA4ge.</p><p>Der Rat ber\xC3\xA4t den Haushalt "
	                   "in seiner Sitzung am 17. Dezember. Die Fraktion hat die Antr\xC3\xA4ge "
	                   "den anderen Fraktionen bereits zugeleitet und bietet Gespr\xC3\xA4" "che "
	                   "an.</p></div><div class=news-related-wrap><h4>\xC3\x84hnliche "
	                   "Artikel</h4><ul><li><a href=/g>Grundsteuer: Keine Mehrbelastung</a>"
	                   "</li><li><a href=/h>Mehr Sicherheit am Hauptbahnhof</a></li><li><a "
	                   "href=/s>Schulentwicklungsplan nachbessern</a></li></ul></div><a "
	                   "href=/aktuelles>Zur\xC3\xBC" "ck</a></div></div><footer><a href=/i>"
	                   "Impressum</a></footer></body>",
	                   NULL, NULL);
	CHECK(strstr(t, "stellte die Antr\xC3\xA4ge gemeinsam") != NULL);
	CHECK(strstr(t, "Foto: Privat") == NULL);
	CHECK(strstr(t, "Schulen und Vereine.\nDer Fraktionsvorsitzende") != NULL);
}

static void test_fig_rows(void)
{
	/* an election's results in the body, rows of boxes each a party and
	 * its figures as inline parts, under their head row and over the
	 * source line: the rows stay between the kept text */
#define FROW(p, v, d) "<div class=res__row><span class=res__party>" p "</span> <span " \
	"class=res__value>" v "</span> <span class=res__diff>" d "</span></div>"
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/region>Region"
	                   "</a></nav><article><h1>Gr\xC3\xBCne bleiben st\xC3\xA4rkste Kraft</h1>"
	                   "<p>Nach Ausz\xC3\xA4hlung aller 62 Wahlbezirke kommen die Gr\xC3\xBCnen "
	                   "auf 27,4 Prozent der Stimmen, 4,1 Punkte weniger als 2021. Die CDU "
	                   "verbessert sich um 3,2 Punkte.</p><h2>Das Ergebnis</h2><div class=res>"
	                   "<div class=res__head><span>Partei</span> <span>Anteil</span> <span>"
	                   "Ver\xC3\xA4nderung</span></div>" FROW("Gr\xC3\xBCne", "27,4 %", "-4,1")
	                   FROW("CDU", "18,9 %", "+3,2") FROW("SPD", "14,2 %", "-0,6")
	                   FROW("FDP", "6,3 %", "-1,4") FROW("Sonstige", "1,7 %", "+0,3")
	                   "<p class=res__source>Quelle: Stadt, vorl\xC3\xA4ufiges Endergebnis</p>"
	                   "</div><h2>Sitzverteilung</h2><p>Der neue Gemeinderat hat 40 Sitze. "
	                   "Eine feste Mehrheit hat kein Lager, die Gr\xC3\xBCnen stellen elf "
	                   "Stadtr\xC3\xA4te.</p></article><footer><a href=/i>Impressum</a></footer>"
	                   "</body></html>", NULL, NULL);
#undef FROW
	CHECK(strstr(t, "CDU 18,9 % +3,2") != NULL);
	CHECK(strstr(t, "Sonstige 1,7 % +0,3") != NULL);
	CHECK(strstr(t, "Sitzverteilung") != NULL);
	CHECK(strstr(t, "Impressum") == NULL);
}

static void test_term_facts(void)
{
	/* a ministry's consultation: under its headline and date, a box of
	 * its facts as terms and their definitions, then the text; the facts
	 * go first, each definition a term's */
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/service>"
	                   "Service</a> <a href=/presse>Presse</a></nav><main><div "
	                   "class=c-article-header><p class=c-article-header__kicker>Beteiligung"
	                   "</p><h1>Konsultation zum Ehrenamtsgesetz</h1><p "
	                   "class=c-article-header__date>Artikel vom 02.11.2026</p></div><div "
	                   "class=c-status-box><dl><dt>Status</dt><dd>Laufend</dd><dt>Beteiligung "
	                   "bis</dt><dd>15. Dezember 2026</dd><dt>Federf\xC3\xBChrend</dt><dd>"
	                   "Referat 212</dd></dl></div><div class=c-richtext><p>Das Ministerium "
	                   "hat den Referentenentwurf eines Gesetzes zur St\xC3\xA4rkung des "
	                   "Ehrenamts vorgelegt. Vereine und Verb\xC3\xA4nde k\xC3\xB6nnen bis "
	                   "zum 15. Dezember Stellung nehmen.</p><p>Rund 29 Millionen Menschen "
	                   "in Deutschland engagieren sich freiwillig. Viele Vereine klagen "
	                   "\xC3\xBC" "ber wachsende Pflichten beim Datenschutz.</p></div></main>"
	                   "<footer><a href=/i>Impressum</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Beteiligung bis\n15. Dezember 2026") != NULL);
	CHECK(strstr(t, "Referat 212\nDas Ministerium") != NULL);
}

static void test_contact_boxes(void)
{
	/* a member of parliament's profile: the bio, then a box named a
	 * contact under "Kontakt" holding two offices' boxes, each named a
	 * contact too, then a list of speeches whose heading stays kept
	 * alone till late: the contact box goes, the bio stays */
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/abg>"
	                   "Abgeordnete</a></nav><main><div class=mdb-profile><h1>Dr. Miriam "
	                   "Seidlitz</h1><h2>Biografie</h2><p>Nach dem Abitur Studium der "
	                   "Umweltwissenschaften an der Universit\xC3\xA4t Hohenheim und der ETH "
	                   "Z\xC3\xBCrich. 2012 Promotion zur Grundwasserneubildung in urbanen "
	                   "R\xC3\xA4umen.</p><p>Von 2012 bis 2021 wissenschaftliche Mitarbeiterin "
	                   "am Institut f\xC3\xBCr Wasserbau der Universit\xC3\xA4t Stuttgart, "
	                   "zuletzt als Leiterin der Arbeitsgruppe Stadthydrologie. Seit 2021 "
	                   "Mitglied des Landtags.</p><section class=mdb-contact><h2>Kontakt</h2>"
	                   "<div class=mdb-contact__grid><div class=mdb-contact__box><h3>"
	                   "Landtagsb\xC3\xBCro</h3><p>Konrad-Adenauer-Stra\xC3\x9F" "e 12<br>"
	                   "70173 Stuttgart</p><p>Telefon: 0711 2063-890</p></div><div "
	                   "class=mdb-contact__box><h3>Wahlkreisb\xC3\xBCro</h3><p>"
	                   "Schwabstra\xC3\x9F" "e 36a<br>70197 Stuttgart</p><p>Sprechzeiten: Di "
	                   "und Do 10\xE2\x80\x93" "13 Uhr</p></div></div></section><section "
	                   "class=mdb-speeches><h2>Letzte Reden im Plenum</h2><ul><li><a "
	                   "href=/r/1>Gesetz zur St\xC3\xA4rkung der Klimaanpassung</a></li><li><a "
	                   "href=/r/2>Aktuelle Debatte: Trockenheit</a></li><li><a href=/r/3>"
	                   "Wassergesetz, Zweite Beratung</a></li></ul></section></div></main>"
	                   "<footer><a href=/i>Impressum</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "Arbeitsgruppe Stadthydrologie") != NULL);
	CHECK(strstr(t, "Wahlkreisb\xC3\xBCro") == NULL);
	CHECK(strstr(t, "0711 2063-890") == NULL);
}

static void test_sign_form(void)
{
	/* a petition's text, then its box to sign it: a heading over the
	 * form and the small print on the terms under it; the box goes */
	const char *t = ex("<html lang=de><body><nav><a href=/>Petitionen</a> <a href=/neu>"
	                   "Petition starten</a></nav><main><article class=petition><h1>Erhalt "
	                   "des Hallenbads Nord</h1><div class=petition-text><p>Wir fordern die "
	                   "Stadtverordnetenversammlung auf, den Beschluss zur Schlie\xC3\x9F"
	                   "ung des Hallenbads Nord aufzuheben und die Sanierung in den "
	                   "Investitionsplan aufzunehmen.</p><h2>Begr\xC3\xBCndung</h2><p>Das "
	                   "Hallenbad Nord ist das einzige Bad im Kasseler Norden. Es wird jede "
	                   "Woche von elf Schulen f\xC3\xBCr den Schwimmunterricht genutzt, "
	                   "au\xC3\x9F" "erdem von drei Vereinen und der DLRG.</p><p>Schon heute "
	                   "kann jedes dritte Kind am Ende der Grundschulzeit nicht sicher "
	                   "schwimmen. Wenn das Bad schlie\xC3\x9Ft, m\xC3\xBCssen die Schulen auf "
	                   "andere B\xC3\xA4" "der ausweichen, die bereits jetzt ausgelastet "
	                   "sind.</p><p>Ein Gutachten der Stadt beziffert die Sanierungskosten auf "
	                   "11,8 Millionen Euro. Bund und Land f\xC3\xB6rdern die Sanierung "
	                   "kommunaler Sportst\xC3\xA4tten mit bis zu 45 Prozent. Diese Chance "
	                   "darf nicht verpasst werden.</p></div><div class=petition-sign><h2>"
	                   "Jetzt unterschreiben</h2>"
	                   "<form action=/sign method=post><input name=vorname placeholder=Vorname>"
	                   "<input name=email placeholder=E-Mail><button>Unterschreiben</button>"
	                   "</form><p class=small>Mit deiner Unterschrift stimmst du unseren "
	                   "Nutzungsbedingungen und der Datenschutzerkl\xC3\xA4rung zu.</p></div>"
	                   "</article></main><footer><a href=/i>Impressum</a></footer></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "nicht sicher schwimmen") != NULL);
	CHECK(strstr(t, "Jetzt unterschreiben") == NULL);
	CHECK(strstr(t, "Nutzungsbedingungen") == NULL);
}

static void test_progress_box(void)
{
	/* a petition: its progress box over the text, a bar and its
	 * counts, each a short line with a figure; the box goes */
	const char *t = ex("<html lang=de><body><nav><a href=/>Petitionen</a> <a href=/neu>"
	                   "Petition starten</a></nav><main><article class=petition><h1>Erhalt "
	                   "des Hallenbads Nord</h1><div class=petition-progress><div "
	                   "class=progress><div class=progress-bar style=\"width:78%\"></div>"
	                   "</div><p><strong>3.126</strong> Unterst\xC3\xBCtzende</p><p>78 % vom "
	                   "Quorum erreicht</p><p>Noch 19 Tage</p></div><div class=petition-text>"
	                   "<p>Wir fordern die Stadtverordnetenversammlung auf, den Beschluss zur "
	                   "Schlie\xC3\x9F" "ung des Hallenbads Nord aufzuheben und die Sanierung "
	                   "in den Investitionsplan aufzunehmen.</p><p>Das Hallenbad Nord ist "
	                   "das einzige Bad im Kasseler Norden. Es wird jede Woche von elf "
	                   "Schulen f\xC3\xBCr den Schwimmunterricht genutzt.</p></div></article>"
	                   "</main><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Kasseler Norden") != NULL);
	CHECK(strstr(t, "Quorum") == NULL);
	CHECK(strstr(t, "Noch 19 Tage") == NULL);
}

static void test_cite_hint(void)
{
	/* a think tank's brief: its text, then a box "Zitierhinweis" with the
	 * reference to cite it by; the box goes */
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/pub>"
	                   "Publikationen</a></nav><main><article><h1>Kommunale "
	                   "W\xC3\xA4rmeplanung</h1><div class=pub-text><p>Mit dem "
	                   "W\xC3\xA4rmeplanungsgesetz hat der Bund die Kommunen verpflichtet, "
	                   "einen Plan f\xC3\xBCr die klimaneutrale W\xC3\xA4rmeversorgung "
	                   "vorzulegen.</p><p>Besonders kleinen Gemeinden fehlt h\xC3\xA4ufig das "
	                   "Fachpersonal, um Ausschreibungen zu formulieren und die Ergebnisse "
	                   "externer Planungsb\xC3\xBCros zu bewerten.</p></div><div "
	                   "class=pub-cite><h2>Zitierhinweis</h2><p>Wolters, Henrike (2026): "
	                   "Kommunale W\xC3\xA4rmeplanung. Kurz gesagt 14/2026. Berlin.</p></div>"
	                   "</article></main><footer><a href=/i>Impressum</a></footer></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Planungsb\xC3\xBCros zu bewerten") != NULL);
	CHECK(strstr(t, "Zitierhinweis") == NULL);
	CHECK(strstr(t, "Kurz gesagt 14/2026") == NULL);
}

static void test_short_h1_title_head(void)
{
	const char *t = ex(
	                   "<html><head><title>Beagle | Dog Breed Facts, Temperament &amp; Care | P"
	                   "etWiki</title></head><body><header class=site-header><a href=/>PetWiki<"
	                   "/a> <a href=/dogs>Dog breeds</a> <a href=/cats>Cat breeds</a></header><"
	                   "main><div class=breed-header><h1 class=breed-header__name>Beagle</h1><p"
	                   " class=breed-header__group>Hound · Family</p></div><div class=breed-sta"
	                   "ts><div class=breed-stats__card><div class=breed-stats__label>Height</d"
	                   "iv><div class=breed-stats__value>13–15 inches</div></div><div class=bre"
	                   "ed-stats__card><div class=breed-stats__label>Weight</div><div class=bre"
	                   "ed-stats__value>20–30 pounds</div></div><div class=breed-stats__card><d"
	                   "iv class=breed-stats__label>Life span</div><div class=breed-stats__valu"
	                   "e>12–15 years</div></div><div class=breed-stats__card><div class=breed-"
	                   "stats__label>Coat</div><div class=breed-stats__value>Short and dense</d"
	                   "iv></div></div><div class=breed-body><h2>About the Beagle</h2><p>The Be"
	                   "agle is a small scent hound bred in England to hunt hares. Merry, curio"
	                   "us and always led by its nose, it has been one of the most popular fami"
	                   "ly dogs for decades.</p><h2>Temperament</h2><p>Beagles are friendly, ge"
	                   "ntle and sociable. They get along well with children and other dogs, bu"
	                   "t they hate to be left alone for long and will tell the neighbours so.<"
	                   "/p><h2>Exercise</h2><p>An hour of walking a day, some of it off the lea"
	                   "d in a safe place, keeps a Beagle content. Their nose can lead them ast"
	                   "ray, so recall training matters.</p></div></main><footer>© 2026 PetWiki"
	                   "</footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Height\n13") != NULL);
	CHECK(strstr(t, "Short and dense") != NULL);
}

static void test_letters_call(void)
{
	const char *t = ex(
	                   "<html><head><title>Leserbriefe: Das Bad muss bleiben | Tagblatt</title>"
	                   "</head><body><header><nav><a href=/>Start</a> <a href=/lokal>Lokales</a"
	                   "> <a href=/meinung>Meinung</a></nav></header><main><article class=artic"
	                   "le><h1>Leserbriefe: Das Bad muss bleiben</h1><div class=article-body><p"
	                   ">Zum Bericht über die geplante Schliessung des Hallenbads: Wer im Winte"
	                   "r mit Kindern schwimmen lernen will, muss künftig bis nach Winterthur f"
	                   "ahren. Das kann nicht im Sinn einer Gemeinde sein, die sich familienfre"
	                   "undlich nennt.</p><p class=leserbrief-autor>Ruth Keller, Andelfingen</p"
	                   "><p>Die Sanierungskosten sind hoch, das bestreitet niemand. Aber ein Ba"
	                   "d ist auch ein Treffpunkt für ältere Menschen, die sonst kaum noch Bewe"
	                   "gung haben. Man sollte die Kosten gegen den Nutzen für die Gesundheit r"
	                   "echnen.</p><p class=leserbrief-autor>Hans Meier, Marthalen</p><p><em>Ha"
	                   "ben Sie eine Meinung zu einem Thema in unserer Zeitung? Schreiben Sie u"
	                   "ns einen Leserbrief an <a href=mailto:leserbriefe@tagblatt.example>lese"
	                   "rbriefe@tagblatt.example</a>, maximal 1500 Zeichen.</em></p></div></art"
	                   "icle></main><footer>© 2026 Tagblatt</footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Hans Meier, Marthalen") != NULL);
	CHECK(strstr(t, "Haben Sie eine Meinung") == NULL);
}

static void test_tab_one_line(void)
{
	const char *t = ex(
	                   "<html><head><title>tabellio · PyPI</title></head><body><header class=si"
	                   "te-header><a href=/>PyPI</a> <a href=/help>Help</a> <a href=/sponsors>S"
	                   "ponsors</a></header><main id=content><div class=package-header><h1 clas"
	                   "s=package-header__name>tabellio 2.3.0</h1><p class=package-header__pip-"
	                   "instructions>pip install tabellio</p></div><div class=package-descripti"
	                   "on><p class=package-description__summary>Read the XLSX and ODS spreadsh"
	                   "eets of any size in constant memory, row by row</p></div><div class=ver"
	                   "tical-tabs><nav class=vertical-tabs__tabs><a href=#description id=descr"
	                   "iption-tab>Project description</a> <a href=#history id=history-tab>Rele"
	                   "ase history</a> <a href=#files id=files-tab>Download files</a><div clas"
	                   "s=sidebar-section><h3 class=sidebar-section__title>Meta</h3><p><strong>"
	                   "License:</strong> MIT License</p><p><strong>Author:</strong> <a href=ma"
	                   "ilto:jo@example.org>Jo Berger</a></p><p><strong>Requires:</strong> Pyth"
	                   "on &gt;=3.10</p></div></nav><div id=description role=tabpanel class=ver"
	                   "tical-tabs__content><h2 class=page-title>Project description</h2><div c"
	                   "lass=project-description><p>tabellio reads spreadsheets of any size in "
	                   "constant memory. It streams the rows of an XLSX or ODS file one at a ti"
	                   "me, so a file of a million rows needs no more memory than a file of ten"
	                   ".</p><h2>Installation</h2><p>Install it with pip. tabellio needs Python"
	                   " 3.10 or newer and has no dependencies outside the standard library.</p"
	                   "><h2>Usage</h2><p>Open a file with tabellio.open and iterate over the s"
	                   "heet. Each row is a tuple of Python values, with dates and numbers conv"
	                   "erted for you.</p></div></div><div id=history role=tabpanel class=verti"
	                   "cal-tabs__content><h2 class=page-title>Release history</h2><div class=r"
	                   "elease><a href=/project/tabellio/2.3.0/>2.3.0</a> <time>Nov 20, 2026</t"
	                   "ime></div><div class=release><a href=/project/tabellio/2.2.1/>2.2.1</a>"
	                   " <time>Aug 2, 2026</time></div></div><div id=files role=tabpanel class="
	                   "vertical-tabs__content><h2 class=page-title>Download files</h2><p>Downl"
	                   "oad the file for your platform. If you're not sure which to choose, lea"
	                   "rn more about <a href=/installing/>installing packages</a>.</p><h3>Sour"
	                   "ce Distribution</h3><div class=file><a href=/f/tabellio-2.3.0.tar.gz>ta"
	                   "bellio-2.3.0.tar.gz</a> (31.0 kB <a href=#d1>view details</a>)<p class="
	                   "file__meta>Uploaded <time>Nov 20, 2026</time> <code>Source</code></p></"
	                   "div><h3>Built Distribution</h3><div class=file><a href=/f/tabellio-2.3."
	                   "0-py3-none-any.whl>tabellio-2.3.0-py3-none-any.whl</a> (27.4 kB <a href"
	                   "=#d2>view details</a>)<p class=file__meta>Uploaded <time>Nov 20, 2026</"
	                   "time> <code>Python 3</code></p></div></div></div></main><footer class=f"
	                   "ooter><a href=/privacy>Privacy</a> <a href=/terms>Terms</a></footer></b"
	                   "ody></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Open a file with tabellio.open") != NULL);
	CHECK(strstr(t, "Download the file for your platform") == NULL);
	CHECK(strstr(t, "Download files") == NULL);
}

static void test_store_call(void)
{
	const char *t = ex(
	                   "<html><head><title>Tailler un rosier : quand et comment ? | Verdelia Co"
	                   "nseils</title></head><body><header class=header><a href=/>Accueil</a> <"
	                   "a href=/conseils>Conseils</a> <a href=/magasins>Nos magasins</a></heade"
	                   "r><main><article class=conseil><h1>Tailler un rosier : quand et comment"
	                   " ?</h1><div class=conseil__content><p>La taille principale des rosiers "
	                   "se fait à la fin de l'hiver, quand les grands froids sont passés et que"
	                   " les bourgeons commencent à gonfler. Dans la plupart des régions, c'est"
	                   " entre fin février et mi-mars.</p><h2>Le bon outil</h2><p>Utilisez un s"
	                   "écateur bien affûté et désinfecté à l'alcool. Une coupe nette cicatrise"
	                   " plus vite et limite les maladies.</p><p class=encart><strong>Bon à sav"
	                   "oir :</strong> tous nos magasins proposent l'affûtage de votre sécateur"
	                   ". <a href=/magasins>Trouver un magasin</a></p><h2>Comment couper</h2><p"
	                   ">Coupez à cinq millimètres au-dessus d'un œil tourné vers l'extérieur, "
	                   "en biais, pour que l'eau de pluie s'écoule. Supprimez d'abord le bois m"
	                   "ort et les branches qui se croisent.</p></div></article></main><footer>"
	                   "© 2026 Verdelia</footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Supprimez d'abord le bois mort") != NULL);
	CHECK(strstr(t, "Trouver un magasin") == NULL);
}

static void test_caption_credit_span(void)
{
	const char *t = ex(
	                   "<html><head><title>Le marché couvert rouvre ses portes après deux ans d"
	                   "e travaux | Le Courrier du Jura</title></head><body><header><nav><a hre"
	                   "f=/>Accueil</a> <a href=/region>Région</a> <a href=/sport>Sport</a></na"
	                   "v></header><main><article class=article><h1>Le marché couvert rouvre se"
	                   "s portes après deux ans de travaux</h1><div class=article__body><p>Aprè"
	                   "s deux ans de chantier, le marché couvert de Delémont a rouvert samedi "
	                   "matin. Plusieurs centaines de personnes se pressaient devant les étals "
	                   "dès sept heures, malgré le froid.</p><figure class=article__image><img "
	                   "src=/img/marche.jpg alt=\"\"><figcaption class=article__caption>Les pre"
	                   "miers clients devant l'étal du fromager, samedi matin. <span class=arti"
	                   "cle__credit>Photo : Léa Martin</span></figcaption></figure><p>La toitur"
	                   "e, qui laissait passer l'eau depuis des années, a été entièrement refai"
	                   "te. Les commerçants disposent désormais de chambres froides et d'un écl"
	                   "airage moderne.</p><p>Le coût total des travaux s'élève à 4,2 millions "
	                   "de francs, dont un quart pris en charge par le canton.</p></div></artic"
	                   "le></main><footer>© 2026 Le Courrier du Jura</footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "fromager, samedi matin.\nLa toiture") != NULL);
	CHECK(strstr(t, "Léa Martin") == NULL);
}

static void test_caption_copyright_span(void)
{
	const char *t = ex(
	                   "<html><head><title>Le marché couvert rouvre ses portes après deux ans d"
	                   "e travaux | Le Courrier du Jura</title></head><body><header><nav><a hre"
	                   "f=/>Accueil</a> <a href=/region>Région</a> <a href=/sport>Sport</a></na"
	                   "v></header><main><article class=article><h1>Le marché couvert rouvre se"
	                   "s portes après deux ans de travaux</h1><div class=article__body><p>Aprè"
	                   "s deux ans de chantier, le marché couvert de Delémont a rouvert samedi "
	                   "matin. Plusieurs centaines de personnes se pressaient devant les étals "
	                   "dès sept heures, malgré le froid.</p><figure class=article__image><img "
	                   "src=/img/marche.jpg alt=\"\"><figcaption class=article__caption>Les pre"
	                   "miers clients devant l'étal du fromager, samedi matin. <span class=figu"
	                   "re__copyright>Photo : Léa Martin</span></figcaption></figure><p>La toit"
	                   "ure, qui laissait passer l'eau depuis des années, a été entièrement ref"
	                   "aite. Les commerçants disposent désormais de chambres froides et d'un é"
	                   "clairage moderne.</p><p>Le coût total des travaux s'élève à 4,2 million"
	                   "s de francs, dont un quart pris en charge par le canton.</p></div></art"
	                   "icle></main><footer>© 2026 Le Courrier du Jura</footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "fromager, samedi matin.\nLa toiture") != NULL);
	CHECK(strstr(t, "Léa Martin") == NULL);
}

static void test_title_item_comma(void)
{
	/* an advice page's <title> lists its sections after a colon, each
	 * item followed by a comma ("Heuschnupfen: Symptome, Ursachen,
	 * Behandlung"): the h2 "Symptome" is one item, the h1 that shares
	 * a word with the title heads the page, and the lead in its header
	 * box stays */
	const char *t = ex(
	                   "<html lang=\"de\"><head><title>Heuschnupfen: Symptome, Ursachen, Behan"
	                   "dlung | Gesundheitsportal Apotheke Plus</title></head><body class=\"pa"
	                   "ge page--article\"><header class=\"header\"><div class=\"header__inner"
	                   "\"><a class=\"header__logo\" href=\"/\">Apotheke Plus Gesundheit</a><n"
	                   "av class=\"header__nav\"><ul><li><a href=\"/krankheiten\">Krankheiten<"
	                   "/a></li><li><a href=\"/symptome\">Symptome</a></li><li><a href=\"/medi"
	                   "kamente\">Medikamente</a></li><li><a href=\"/ernaehrung\">Ernährung</"
	                   "a></li><li><a href=\"/familie\">Familie</a></li><li><a href=\"/apothek"
	                   "enfinder\">Apothekenfinder</a></li></ul></nav></div></header><main cla"
	                   "ss=\"main\"><article class=\"article\"><header class=\"article__header"
	                   "\"><h1 class=\"article__headline\">Heuschnupfen: Was gegen die Pollena"
	                   "llergie hilft</h1><p class=\"article__intro\">Die Nase läuft, die Aug"
	                   "en jucken: Für Millionen Menschen beginnt jedes Frühjahr eine anstre"
	                   "ngende Zeit. Welche Medikamente helfen und wann eine Hyposensibilisier"
	                   "ung sinnvoll ist.</p><div class=\"article__authors\"></div></header><d"
	                   "iv class=\"article__body richtext\"><h2 id=\"was-ist\">Was ist Heuschn"
	                   "upfen?</h2><p>Beim Heuschnupfen reagiert das Immunsystem übermäßig "
	                   "auf eigentlich harmlose Blütenpollen. Mediziner sprechen von einer al"
	                   "lergischen Rhinitis. Etwa jeder siebte Erwachsene in Deutschland ist b"
	                   "etroffen, Tendenz steigend.</p><p>Welche Pollen Beschwerden auslösen,"
	                   " ist von Mensch zu Mensch verschieden. Frühblüher wie Hasel und Erle"
	                   " fliegen oft schon im Januar, Gräserpollen vor allem von Mai bis Juli"
	                   ".</p><h2 id=\"symptome\">Symptome</h2><h2 id=\"behandlung\">Behandlung"
	                   "</h2><p>Gegen akute Beschwerden helfen Antihistaminika als Tabletten, "
	                   "Nasenspray oder Augentropfen. Moderne Wirkstoffe wie Cetirizin oder Lo"
	                   "ratadin machen kaum müde und sind rezeptfrei in der Apotheke erhältl"
	                   "ich. Kortisonhaltige Nasensprays wirken stark entzündungshemmend, bra"
	                   "uchen aber einige Tage, bis die Wirkung voll einsetzt.</p><p>Die einzi"
	                   "ge Behandlung, die an der Ursache ansetzt, ist die spezifische Immunth"
	                   "erapie, auch Hyposensibilisierung genannt. Dabei bekommen Patientinnen"
	                   " und Patienten das Allergen über drei Jahre in steigender Dosis gespr"
	                   "itzt oder als Tablette. Der Körper gewöhnt sich so an die Pollen.</p"
	                   "></div><section class=\"faq\" id=\"faq\"><h2 class=\"faq__title\">Häu"
	                   "fige Fragen</h2><div class=\"accordion\"><div class=\"accordion__item\""
	                   "><button class=\"accordion__trigger\" aria-expanded=\"false\"><h3 clas"
	                   "s=\"accordion__question\">Kann Heuschnupfen auch im Winter auftreten?<"
	                   "/h3></button><div class=\"accordion__panel\" hidden><p>Ja. In milden W"
	                   "intern blühen Hasel und Erle schon im Dezember. Wer das ganze Jahr Be"
	                   "schwerden hat, sollte auch an eine Hausstauballergie denken.</p></div>"
	                   "</div><div class=\"accordion__item\"><button class=\"accordion__trigge"
	                   "r\" aria-expanded=\"false\"><h3 class=\"accordion__question\">Hilft ei"
	                   "ne Nasendusche?</h3></button><div class=\"accordion__panel\" hidden><p"
	                   ">Eine Nasendusche mit Salzwasser spült Pollen aus der Nase und kann d"
	                   "ie Beschwerden lindern. Sie ersetzt aber keine Medikamente.</p></div><"
	                   "/div></div></section></article></main></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "Die Nase läuft, die Augen jucken") != NULL);
	CHECK(strstr(t, "Symptome\nBehandlung") != NULL);
}

static void test_teaser_lead_after_facts(void)
{
	/* a consumer advice page's key facts, a list, over its lead in a
	 * field named a teaser (Drupal's "field--name-field-teaser-text"):
	 * the list is no text before the lead, which stays */
	const char *t = ex("<html lang=de><head><title>Fitnessstudio-Vertrag k\xC3\xBCndigen | "
	                   "Verbraucherportal</title></head><body><nav><a href=/>Start</a> <a "
	                   "href=/v>Vertr\xC3\xA4ge</a></nav><main><article class=node><h1>Fitne"
	                   "ssstudio-Vertrag k\xC3\xBCndigen</h1><div class=key-facts><h2>Das Wi"
	                   "chtigste in K\xC3\xBCrze:</h2><ul><li>Neue Vertr\xC3\xA4ge sind nach"
	                   " der Mindestlaufzeit monatlich k\xC3\xBCndbar.</li><li>Jedes Studio "
	                   "mit Online-Anmeldung braucht einen K\xC3\xBCndigungsbutton.</li></ul"
	                   "></div><div class=\"field field--name-field-teaser-text\"><p>Zu wenig"
	                   " Zeit, keine Lust mehr oder ein Umzug: Es gibt viele Gr\xC3\xBCnde, "
	                   "den Vertrag mit dem Fitnessstudio zu beenden. Wir erkl\xC3\xA4ren, w"
	                   "elche Regeln gelten.</p></div><div class=field--name-body><h2>Welche "
	                   "Frist gilt?</h2><p>Ma\xC3\x9F" "geblich ist zun\xC3\xA4" "chst, was im"
	                   " Vertrag steht. Die erste Laufzeit darf h\xC3\xB6" "chstens zwei Jah"
	                   "re betragen, danach l\xC3\xA4uft er auf unbestimmte Zeit weiter.</p>"
	                   "<p>Bei \xC3\xA4lteren Vertr\xC3\xA4gen kann eine Verl\xC3\xA4ngerung"
	                   " um zw\xC3\xB6lf Monate wirksam sein.</p></div></article><section cl"
	                   "ass=teaser-list><h2>Mehr zum Thema</h2><div class=teaser><a href=/h>"
	                   "Handyvertrag k\xC3\xBCndigen</a><p>Seit 2022 sind Mobilfunkvertr\xC3"
	                   "\xA4ge nach der Mindestlaufzeit monatlich k\xC3\xBCndbar.</p></div>"
	                   "</section></main><footer><a href=/i>Impressum</a></footer></body>"
	                   "</html>", NULL, NULL);
	CHECK(strstr(t, "Zu wenig Zeit, keine Lust mehr") != NULL);
	CHECK(strstr(t, "Handyvertrag") == NULL);
}

static void test_sources_care_notice(void)
{
	/* a health page's sources box closed by its notice that it is no
	 * doctor's advice, a sentence too long for a source's line: the
	 * box is still the sources' list, and goes */
	const char *t = ex(
	                   "<html lang=de><head><title>Heuschnupfen | Gesundheitsportal</title></h"
	                   "ead><body><nav><a href=/>Start</a> <a href=/k>Krankheiten</a></nav><ma"
	                   "in><article><h1>Heuschnupfen</h1><div class=body><p>Beim Heuschnupfen "
	                   "reagiert das Immunsystem übermäßig auf harmlose Blütenpollen. Etwa"
	                   " jeder siebte Erwachsene ist betroffen, Tendenz steigend.</p><h2>Behan"
	                   "dlung</h2><p>Gegen akute Beschwerden helfen Antihistaminika als Tablet"
	                   "ten, Nasenspray oder Augentropfen. Kortisonhaltige Nasensprays wirken "
	                   "stark entzündungshemmend.</p></div><section class=sources><h2>Quellen"
	                   "</h2><ol><li>Deutsche Gesellschaft für Allergologie: Leitlinie Allerg"
	                   "ische Rhinokonjunktivitis, 2024</li><li>Robert Koch-Institut: Allergie"
	                   "n in Deutschland, 2023</li></ol><p>Wichtiger Hinweis: Dieser Artikel e"
	                   "nthält nur allgemeine Hinweise und darf nicht zur Selbstdiagnose oder"
	                   " -behandlung verwendet werden. Er kann einen Arztbesuch nicht ersetzen"
	                   ".</p></section></article></main><footer><a href=/i>Impressum</a></foot"
	                   "er></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "stark entzündungshemmend.") != NULL);
	CHECK(strstr(t, "Robert Koch-Institut") == NULL);
	CHECK(strstr(t, "Quellen") == NULL);
}

static void test_figure_source(void)
{
	/* a results chart of boxes, no table: its rows, a party and its
	 * share, then the source line that closes its box; the line stays
	 * with the rows (a story's "Quelle: dpa" under prose still goes) */
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/wahl>"
	                   "Wahlen</a></nav><main><article><h1>Gemeinderatswahl 2026</h1>"
	                   "<p>Die Gr\xC3\xBCnen bleiben st\xC3\xA4rkste Kraft im Gemeinderat, "
	                   "verlieren aber deutlich. Die Wahlbeteiligung lag bei 58,3 Prozent."
	                   "</p><div class=results><div class=results__head>Stimmenanteile in "
	                   "Prozent</div><div class=results__row><span>Gr\xC3\xBCne</span> "
	                   "<span>27,4 %</span></div><div class=results__row><span>CDU</span> "
	                   "<span>21,3 %</span></div><div class=results__row><span>SPD</span> "
	                   "<span>14,2 %</span></div><div class=results__row><span>FDP</span> "
	                   "<span>6,3 %</span></div><p class=results__source>Quelle: Stadt "
	                   "Musterstadt, vorl\xC3\xA4ufiges Endergebnis</p></div><h2>Sitze</h2>"
	                   "<p>Der neue Gemeinderat hat 40 Sitze. Eine feste Mehrheit hat kein "
	                   "Lager, und die Fraktionen m\xC3\xBCssen nun B\xC3\xBCndnisse suchen."
	                   "</p></article></main><footer><a href=/i>Impressum</a></footer>"
	                   "</body></html>", NULL, NULL);
	CHECK(strstr(t, "FDP 6,3 %\nQuelle: Stadt Musterstadt") != NULL);
	CHECK(strstr(t, "Impressum") == NULL);
}

static void test_pullquote_cite(void)
{
	/* a block editor's pull quote: a blockquote in a figure, its
	 * speaker in a <cite>; the speaker is no picture's credit */
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/presse>"
	                   "Presse</a></nav><main><article><h1>Radentscheid eingereicht</h1>"
	                   "<p>Mehr als 14.000 Menschen haben das B\xC3\xBCrgerbegehren f\xC3\xBCr "
	                   "ein durchg\xC3\xA4ngiges Radwegenetz im Landkreis unterschrieben."
	                   "</p><figure class=wp-block-pullquote><blockquote><p>Wer Klimaschutz "
	                   "ernst meint, muss auch die Wege daf\xC3\xBCr bauen. Die Menschen "
	                   "haben klar gesagt, was sie wollen.</p><cite>Sabine Muster, "
	                   "Fraktionsvorsitzende</cite></blockquote></figure><p>Der Kreistag "
	                   "entscheidet am 12. Dezember \xC3\xBC" "ber die Zul\xC3\xA4ssigkeit des "
	                   "B\xC3\xBCrgerbegehrens und \xC3\xBC" "ber die Kosten.</p></article>"
	                   "</main><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "was sie wollen.\nSabine Muster, Fraktionsvorsitzende\nDer Kreistag")
	      != NULL);
}

static void test_translator_note(void)
{
	/* a lyrics translation: the lines, then the translator's note in a
	 * box named "translation-comments-source": the note is the text's,
	 * the readers' comments under it are not */
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/neu>"
	                   "Neu</a></nav><div id=content><h1>Bleib noch ein bisschen</h1>"
	                   "<div class=translation-text><p>Ich bin im Regen durch die Stadt "
	                   "gelaufen, um dir zu sagen, was ich nicht zu sagen wage.</p><p>Die "
	                   "Laternen weinen auf dem Boulevard, und ich renne, immer zu "
	                   "sp\xC3\xA4t, durch die Nacht.</p></div><div class=translation-"
	                   "comments-source><strong>Anmerkung des \xC3\x9C" "bersetzers:</strong> "
	                   "\xE2\x80\x9ELe temps d'un feu\xE2\x80\x9C meint die Rotphase einer "
	                   "Ampel, nicht ein Feuer.</div><div class=comments><h3>Kommentare</h3>"
	                   "<div class=comment><p>Tr\xC3\xA8s belle traduction, merci !</p></div>"
	                   "</div></div><footer><a href=/i>Impressum</a></footer></body></html>",
	                   NULL, NULL);
	CHECK(strstr(t, "immer zu sp\xC3\xA4t") != NULL);
	CHECK(strstr(t, "meint die Rotphase einer Ampel") != NULL);
	CHECK(strstr(t, "belle traduction") == NULL);
}

static void test_fig_head(void)
{
	/* a results chart of boxes in the body: its head line, named a
	 * title, over its rows stays with them */
#define FHROW(p, v, d) "<div class=chart__row><span>" p "</span> <span>" v "</span> <span>" \
	d "</span></div>"
	const char *t = ex("<html lang=fr><body><nav><a href=/>Accueil</a> <a href=/politique>"
	                   "Politique</a></nav><article><h1>Municipales : les r\xC3\xA9sultats</h1>"
	                   "<p>Le maire sortant est r\xC3\xA9\xC3\xA9lu avec une avance nette au "
	                   "second tour, tandis que la participation recule de quatre points.</p>"
	                   "<h2>Le second tour</h2><div class=chart><div class=chart__title>"
	                   "Suffrages exprim\xC3\xA9s, en %</div>"
	                   FHROW("Liste A", "47,2 %", "31 si\xC3\xA8ges")
	                   FHROW("Liste B", "28,9 %", "14 si\xC3\xA8ges")
	                   FHROW("Liste C", "12,6 %", "6 si\xC3\xA8ges")
	                   FHROW("Liste D", "11,3 %", "4 si\xC3\xA8ges")
	                   "</div><p>Avec 47,2 % des voix, la majorit\xC3\xA9 sortante obtient 31 "
	                   "des 55 si\xC3\xA8ges du conseil municipal gr\xC3\xA2" "ce \xC3\xA0 la prime."
	                   "</p></article><footer><a href=/m>Mentions l\xC3\xA9gales</a></footer>"
	                   "</body></html>", NULL, NULL);
#undef FHROW
	CHECK(strstr(t, "Suffrages exprim\xC3\xA9s, en %\nListe A 47,2 %") != NULL);
	CHECK(strstr(t, "Liste D 11,3 % 4 si\xC3\xA8ges") != NULL);
}

static void test_after_sign(void)
{
	/* a petition: its text, its box to sign with the form, then the
	 * petitioner's short updates and the signers' reasons: these go */
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/petitionen>"
	                   "Petitionen</a></nav><main><div class=petition><h1>Erhalt des "
	                   "Hallenbads Nord</h1><div class=petition-text><p>Wir fordern die "
	                   "Stadtverordnetenversammlung auf, den Beschluss zur Schlie\xC3\x9Fung "
	                   "des Hallenbads Nord aufzuheben und die Sanierung in den "
	                   "Investitionsplan aufzunehmen.</p><h2>Begr\xC3\xBCndung</h2><p>Das "
	                   "Hallenbad Nord ist das einzige Bad im Norden der Stadt. Es wird jede "
	                   "Woche von elf Schulen f\xC3\xBCr den Schwimmunterricht genutzt, "
	                   "au\xC3\x9F" "erdem von drei Vereinen und vielen Seniorinnen.</p><p>Schon "
	                   "heute kann jedes dritte Kind am Ende der Grundschulzeit nicht sicher "
	                   "schwimmen. Wenn das Bad schlie\xC3\x9Ft, m\xC3\xBCssen die Schulen auf "
	                   "andere B\xC3\xA4" "der ausweichen, die bereits ausgelastet sind.</p>"
	                   "<p>Ein Gutachten der Stadt beziffert die Sanierungskosten auf 11,8 "
	                   "Millionen Euro. Bund und Land f\xC3\xB6rdern die Sanierung mit bis "
	                   "zu 45 Prozent.</p>"
	                   "</div><div class=petition-sign><h2>Jetzt unterschreiben</h2><form "
	                   "class=sign-form method=post><input name=vorname><input name=email>"
	                   "<label><input type=checkbox> Meinen Namen Ã¶" "ffentlich anzeigen"
	                   "</label><button>Unterschreiben</button></form></div><section class="
	                   "petition-news><h2>Neuigkeiten</h2><p class=news-date>17.11.2026</p>"
	                   "<h3>\xC3\x9C" "bergabe im Sportausschuss</h3><p>Liebe Unterst\xC3\xBC"
	                   "tzende, wir d\xC3\xBCrfen die Petition im Ausschuss vorstellen!</p>"
	                   "</section><section class=petition-arguments><h2>Pro und Contra</h2>"
	                   "<p>Ohne Hallenbad kein Schulschwimmen im Norden.</p><span>142 "
	                   "Stimmen</span></section></div></main><footer><a href=/i>Impressum"
	                   "</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "die bereits ausgelastet sind.") != NULL);
	CHECK(strstr(t, "Sportausschuss") == NULL);
	CHECK(strstr(t, "142 Stimmen") == NULL);
	CHECK(strstr(t, "Jetzt unterschreiben") == NULL);
}

static void test_translated_by(void)
{
	/* a translation's page: the text, then the stamp of the member who
	 * sent it in, the name linked; the stamp goes */
	const char *t = ex("<html lang=de><body><nav><a href=/>Start</a> <a href=/neu>"
	                   "Neu</a></nav><div id=content><h1>Bleib noch ein bisschen</h1>"
	                   "<div class=translation-text><p>Ich bin im Regen durch die Stadt "
	                   "gelaufen, um dir zu sagen, was ich nicht zu sagen wage.</p><p>Die "
	                   "Laternen weinen auf dem Boulevard, und ich renne, immer zu "
	                   "sp\xC3\xA4t, durch die Nacht.</p></div><div class=translation-"
	                   "submitter><span>\xC3\x9C" "bersetzt von</span> <a href=/u/marie>"
	                   "marie.l</a> am So, 16/03/2025 - 18:22</div></div><footer><a href=/i>"
	                   "Impressum</a></footer></body></html>", NULL, NULL);
	CHECK(strstr(t, "immer zu sp\xC3\xA4t") != NULL);
	CHECK(strstr(t, "marie.l") == NULL);
}

static void test_cite_lines(void)
{
	/* a researcher's page: the biography, then the publications, each
	 * a citation line with its names and title linked, and its buttons */
#define CITE(a, y, t, v) "<div class=\"pub-list-item view-citation\"><span><a href=/a>" a \
	"</a></span> (" y "). <a href=/p>" t "</a>. <em>" v "</em>.<p><a href=/pdf>PDF</a> " \
	"<a href=/cite>Cite</a></p></div>"
	const char *t = ex("<html lang=en><body><nav><a href=/>Home</a> <a href=/pub>"
	                   "Publications</a></nav><main><h1>Anna Berg</h1><h2>Biography</h2><p>I "
	                   "am an Assistant Professor of Computational Linguistics. My research "
	                   "asks how language models represent the grammar of languages with rich "
	                   "morphology, and how we can evaluate them fairly.</p><p>I am recruiting "
	                   "PhD students for a project on morphological generalisation in "
	                   "low-resource languages, starting in autumn 2027.</p><h2>Recent "
	                   "Publications</h2>"
	                   CITE("Anna Berg, Jonas Meier", "2026", "Tokenisation Bias and Morphological "
	                        "Generalisation in Uralic Languages", "Proceedings of EMNLP 2026")
	                   CITE("Anna Berg, Mark Steed", "2024", "How Not to Evaluate Cross-Lingual "
	                        "Transfer", "Transactions of the ACL, 12")
	                   "</main><footer><a href=/i>Imprint</a></footer></body></html>", NULL, NULL);
#undef CITE
	CHECK(strstr(t, "Anna Berg, Jonas Meier (2026). Tokenisation Bias") != NULL);
	CHECK(strstr(t, "How Not to Evaluate Cross-Lingual Transfer. Transactions") != NULL);
	CHECK(strstr(t, "PDF Cite") == NULL);
}

int main(void)
{
	X = extractor_new();
	if (!X) {
		printf("extractor_new: %s\n", mtk_errmsg());
		return 1;
	}
	TEST(test_parser_alloc);
	TEST(test_boilerplate);
	TEST(test_structure);
	TEST(test_rules);
	TEST(test_gallery);
	TEST(test_fragment);
	TEST(test_long_ellipsis);
	TEST(test_data_row);
	TEST(test_sublist);
	TEST(test_inline_style);
	TEST(test_list_no_card);
	TEST(test_anchor_heading);
	TEST(test_forum_thread);
	TEST(test_thread_posts);
	TEST(test_thread_dates);
	TEST(test_contact_links);
	TEST(test_bold_top_heading);
	TEST(test_vote_count);
	TEST(test_fact_link_value);
	TEST(test_label_hidden);
	TEST(test_consent_dialog);
	TEST(test_consent_unnamed);
	TEST(test_download_list);
	TEST(test_content_blocker);
	TEST(test_accordion_header);
	TEST(test_consent_modal);
	TEST(test_pros_cons);
	TEST(test_fact_numbers);
	TEST(test_facts_after);
	TEST(test_title_sections);
	TEST(test_facts_table);
	TEST(test_facts_map_link);
	TEST(test_facts_boxes);
	TEST(test_calendar_grid);
	TEST(test_header_box_h1);
	TEST(test_facts_aside);
	TEST(test_head_over_prose);
	TEST(test_affiliate_box);
	TEST(test_media_label);
	TEST(test_media_counter);
	TEST(test_shownotes_links);
	TEST(test_broadcast_note);
	TEST(test_page_feedback_it);
	TEST(test_donation_box);
	TEST(test_dachzeile);
	TEST(test_similar_listings);
	TEST(test_cite_box);
	TEST(test_bold_title_under_h1);
	TEST(test_margin_numbers);
	TEST(test_review_cards);
	TEST(test_price_boxes);
	TEST(test_body_header);
	TEST(test_guestbook_count);
	TEST(test_nested_widgets);
	TEST(test_recipe_ingredients);
	TEST(test_recipe_ingredient_groups);
	TEST(test_recipe_ingredient_cloud);
	TEST(test_feedback_prompts);
	TEST(test_aria_table);
	TEST(test_quote_toggle);
	TEST(test_post_header);
	TEST(test_review_text);
	TEST(test_recommended_posts);
	TEST(test_signin_prompt);
	TEST(test_signin_prompt_europe);
	TEST(test_role_signature);
	TEST(test_salutation);
	TEST(test_answer_count);
	TEST(test_answers);
	TEST(test_sign_words);
	TEST(test_food_menu);
	TEST(test_food_menu_short);
	TEST(test_food_menu_dishes);
	TEST(test_card_heads);
	TEST(test_team_names);
	TEST(test_faq_questions);
	TEST(test_builder_widgets);
	TEST(test_heading_button);
	TEST(test_top_title);
	TEST(test_cell_paragraph);
	TEST(test_tab_panels);
	TEST(test_tab_summary);
	TEST(test_thread_reply);
	TEST(test_thread_pair);
	TEST(test_thread_quote);
	TEST(test_thread_poster);
	TEST(test_thread_signature);
	TEST(test_thread_rows);
	TEST(test_forum_counters);
	TEST(test_like_count);
	TEST(test_quote_cite);
	TEST(test_post_date_line);
	TEST(test_comment_thread);
	TEST(test_link_board_thread);
	TEST(test_reply_stamp);
	TEST(test_consent_buttons);
	TEST(test_numbered_post_heads);
	TEST(test_news_lead);
	TEST(test_lead_names);
	TEST(test_paywall_prompt);
	TEST(test_paywall_question);
	TEST(test_follow_line);
	TEST(test_end_phrases);
	TEST(test_rating_line);
	TEST(test_helpful_question);
	TEST(test_last_update);
	TEST(test_tip_line);
	TEST(test_link_box_title);
	TEST(test_ad_labels);
	TEST(test_ad_label_dashes);
	TEST(test_liveblog_times);
	TEST(test_audio_player);
	TEST(test_ad_box);
	TEST(test_product_boxes);
	TEST(test_disclosure_lines);
	TEST(test_commission_note);
	TEST(test_score_line);
	TEST(test_headline_teaser);
	TEST(test_price_only);
	TEST(test_toc_title);
	TEST(test_offer_box);
	TEST(test_score_label);
	TEST(test_rating_prompt);
	TEST(test_bio_after_short_post);
	TEST(test_social_count);
	TEST(test_bio_heading);
	TEST(test_bio_label);
	TEST(test_read_time_line);
	TEST(test_read_time_figure_date);
	TEST(test_press_date_kicker);
	TEST(test_chapter_label);
	TEST(test_cta_utility_button);
	TEST(test_custom_elements);
	TEST(test_shell_title);
	TEST(test_widget_glued);
	TEST(test_avatar_byline);
	TEST(test_avatar_bio);
	TEST(test_newsletter_plugin_box);
	TEST(test_cta_after_article);
	TEST(test_tip_jar);
	TEST(test_embed_placeholder);
	TEST(test_patreon_call);
	TEST(test_entry_stamp_header);
	TEST(test_entry_heading);
	TEST(test_newsroom_appeal);
	TEST(test_embed_consent);
	TEST(test_embed_consent_network);
	TEST(test_offer_card);
	TEST(test_slide_heads);
	TEST(test_placeholder_note);
	TEST(test_offer_card_head);
	TEST(test_offer_card_calls);
	TEST(test_offer_line);
	TEST(test_newsletter_call_de);
	TEST(test_newsletter_call_nl);
	TEST(test_teaser_lead);
	TEST(test_paywall_variants);
	TEST(test_paywall_heading);
	TEST(test_placeholder_box);
	TEST(test_header_lead);
	TEST(test_short_header_lead);
	TEST(test_tail_facts);
	TEST(test_zero_counters);
	TEST(test_kin_cards);
	TEST(test_audio_note);
	TEST(test_head_after_bar);
	TEST(test_key_points);
	TEST(test_header_title);
	TEST(test_title_over_stamp);
	TEST(test_feedback_call);
	TEST(test_media_duration);
	TEST(test_embed_privacy);
	TEST(test_link_list_sections);
	TEST(test_title_heads);
	TEST(test_comment_call);
	TEST(test_builder_boxes);
	TEST(test_section_headers);
	TEST(test_title_headings);
	TEST(test_team_cards);
	TEST(test_icon_glyphs);
	TEST(test_preview_twice);
	TEST(test_figure_table);
	TEST(test_consent_placeholder);
	TEST(test_linked_list_items);
	TEST(test_loose_captions);
	TEST(test_slide_counter);
	TEST(test_short_captions);
	TEST(test_short_post);
	TEST(test_title_spaces);
	TEST(test_small_forms);
	TEST(test_keyword_lists);
	TEST(test_glued_keywords);
	TEST(test_credited_captions);
	TEST(test_stamp_byline);
	TEST(test_story_call);
	TEST(test_caption_credit);
	TEST(test_fund_epic);
	TEST(test_ago_items);
	TEST(test_also_read);
	TEST(test_media_source);
	TEST(test_linked_tip);
	TEST(test_lead_above);
	TEST(test_head_above);
	TEST(test_footer_copyright);
	TEST(test_layout_table);
	TEST(test_wrappers);
	TEST(test_hints_languages);
	TEST(test_hints_weigh);
	TEST(test_article_edges);
	TEST(test_second_choice);
	TEST(test_comment_head);
	TEST(test_condolence_head);
	TEST(test_dates_above_headline);
	TEST(test_comment_head_alone);
	TEST(test_sidebar_blurb);
	TEST(test_blurb_before_headline);
	TEST(test_sidebar_teasers);
	TEST(test_teasers_counted_once);
	TEST(test_continued);
	TEST(test_linked_site_name);
	TEST(test_linked_post_title);
	TEST(test_linked_items);
	TEST(test_author_bio);
	TEST(test_blog_engine_lines);
	TEST(test_orphan_heads);
	TEST(test_teaser_blocks);
	TEST(test_teasers_before_lines);
	TEST(test_trailing_ellipsis);
	TEST(test_plain_h1);
	TEST(test_prose_names);
	TEST(test_legal_notice);
	TEST(test_browser_notice);
	TEST(test_site_notice);
	TEST(test_notice_ends_article);
	TEST(test_have_your_say);
	TEST(test_comments_weigh_less);
	TEST(test_report_bars);
	TEST(test_far_sidebar);
	TEST(test_linked_sentence);
	TEST(test_listicle_item);
	TEST(test_listicle_credit);
	TEST(test_section_h1);
	TEST(test_builder_consent);
	TEST(test_quick_view_hidden);
	TEST(test_card_header);
	TEST(test_facts_before);
	TEST(test_form_after);
	TEST(test_header_over_list);
	TEST(test_press_portal_notice);
	TEST(test_stub_navbox);
	TEST(test_teaser_cards);
	TEST(test_linked_sentence_de);
	TEST(test_mid_list);
	TEST(test_accordion_button);
	TEST(test_builder_intro);
	TEST(test_faq_toggle_link);
	TEST(test_list_table);
	TEST(test_header_h1_intro);
	TEST(test_glossary_terms);
	TEST(test_admonition_title);
	TEST(test_notice_box_label);
	TEST(test_gutter_cell);
	TEST(test_short_pre_last);
	TEST(test_alert_callout);
	TEST(test_upvote_count);
	TEST(test_top_link);
	TEST(test_help_feedback);
	TEST(test_guide_feedback);
	TEST(test_reviewer_line);
	TEST(test_last_updated_line);
	TEST(test_br_link_run);
	TEST(test_aside_embed_quote);
	TEST(test_code_listing_boxes);
	TEST(test_closing_lines);
	TEST(test_newsletter_word);
	TEST(test_article_info);
	TEST(test_thread_subjects);
	TEST(test_answer_comment_counts);
	TEST(test_thread_first_post);
	TEST(test_reply_titles);
	TEST(test_author_lines);
	TEST(test_xenforo_furniture);
	TEST(test_qa_browse_prompt);
	TEST(test_buy_box_lines);
	TEST(test_tariff_table_note);
	TEST(test_dated_teaser_heads);
	TEST(test_entry_lead);
	TEST(test_icon_ligature);
	TEST(test_review_tab);
	TEST(test_spec_table_title);
	TEST(test_recipe_times);
	TEST(test_shipping_tab);
	TEST(test_post_grid_excerpts);
	TEST(test_recipe_call_nl);
	TEST(test_buy_box_passed_over);
	TEST(test_info_box_no_facts);
	TEST(test_sub_title_lead);
	TEST(test_profile_tables);
	TEST(test_grid_cells);
	TEST(test_headline_only);
	TEST(test_cjk_lengths);
	TEST(test_script_stops);
	TEST(test_lead_scripts);
	TEST(test_script_boiler);
	TEST(test_portal_note);
	TEST(test_bbs_sign);
	TEST(test_post_tail);
	TEST(test_print_edition);
	TEST(test_reporter_mail);
	TEST(test_answers_label);
	TEST(test_deep_answers);
	TEST(test_unspaced_words);
	TEST(test_script_comment_head);
	TEST(test_pre);
	TEST(test_entities);
	TEST(test_spaces);
	TEST(test_c1_references);
	TEST(test_math);
	TEST(test_bogus_comments);
	TEST(test_invalid_utf8);
	TEST(test_charsets);
	TEST(test_edge);
	TEST(test_cta_band);
	TEST(test_cta_band_run);
	TEST(test_cta_band_sections);
	TEST(test_event_facts);
	TEST(test_life_dates);
	TEST(test_calc_box);
	TEST(test_nav_prose);
	TEST(test_timeline_year);
	TEST(test_cv_span);
	TEST(test_record_tables);
	TEST(test_contact_card);
	TEST(test_visitor_counter);
	TEST(test_journal_mood);
	TEST(test_cite_links);
	TEST(test_tree_here);
	TEST(test_poem_sign);
	TEST(test_section_after_button);
	TEST(test_number_title);
	TEST(test_hero_subtitle);
	TEST(test_flip_box);
	TEST(test_paper_apparatus);
	TEST(test_bare_lead);
	TEST(test_bare_lead_two);
	TEST(test_record_table);
	TEST(test_ticket_dates);
	TEST(test_quote_footer);
	TEST(test_body_score);
	TEST(test_credit_tail);
	TEST(test_agency_signoff);
	TEST(test_size_tool);
	TEST(test_recommend_line);
	TEST(test_pull_quote);
	TEST(test_external_content);
	TEST(test_footnotes);
	TEST(test_source_list);
	TEST(test_podcast_promo);
	TEST(test_debate_box);
	TEST(test_fund_box);
	TEST(test_tail_bio);
	TEST(test_audio_player_line);
	TEST(test_follow_section);
	TEST(test_bio_zur_autorin);
	TEST(test_scroll_story);
	TEST(test_noframes);
	TEST(test_orphan_label);
	TEST(test_sign_rule);
	TEST(test_pager_line);
	TEST(test_screen_note);
	TEST(test_trackback_url);
	TEST(test_edit_note);
	TEST(test_edit_note_europe);
	TEST(test_newsletter_box);
	TEST(test_tools_text);
	TEST(test_edit_count);
	TEST(test_pathway);
	TEST(test_thread_head);
	TEST(test_table_header_names);
	TEST(test_newsletter_romance);
	TEST(test_article_infos);
	TEST(test_deck_quote_end);
	TEST(test_body_box_header);
	TEST(test_recipe_time_pl);
	TEST(test_span_signature);
	TEST(test_forum_date_fr);
	TEST(test_forum_lines_fr);
	TEST(test_crumb_trail);
	TEST(test_trailing_hours);
	TEST(test_header_after_menu);
	TEST(test_numbered_header_id);
	TEST(test_meta_section);
	TEST(test_trailing_logo_head);
	TEST(test_hero_slider);
	TEST(test_cta_box);
	TEST(test_list_control);
	TEST(test_fold_tagline);
	TEST(test_author_labels_it);
	TEST(test_post_head_cell);
	TEST(test_thread_title_cm);
	TEST(test_thread_title_nested);
	TEST(test_score_terms);
	TEST(test_reply_quote);
	TEST(test_last_post_buttons);
	TEST(test_long_salutation);
	TEST(test_question_replies);
	TEST(test_topic_map);
	TEST(test_fact_rows);
	TEST(test_board_signature);
	TEST(test_listing_gap);
	TEST(test_sponsor_box);
	TEST(test_table_rows);
	TEST(test_answer_author_line);
	TEST(test_code_signature);
	TEST(test_code_anchor_id);
	TEST(test_self_anchor_terms);
	TEST(test_help_description);
	TEST(test_footnote_card);
	TEST(test_thanks_share);
	TEST(test_newsletter_signoff);
	TEST(test_signup_box);
	TEST(test_forwarded_call);
	TEST(test_mail_footer);
	TEST(test_byline_role);
	TEST(test_callout_icon);
	TEST(test_question_title);
	TEST(test_closed_notice);
	TEST(test_post_heads);
	TEST(test_formal_closing);
	TEST(test_question_card);
	TEST(test_answer_helpful);
	TEST(test_tally_line);
	TEST(test_iso_stamp);
	TEST(test_stamp_line);
	TEST(test_tip_follow_europe);
	TEST(test_itemprop_list);
	TEST(test_credit_europe);
	TEST(test_named_bio);
	TEST(test_pic_caption);
	TEST(test_newsletter_europe);
	TEST(test_ad_goes_on);
	TEST(test_read_time_europe);
	TEST(test_source_tip_europe);
	TEST(test_credit_line_europe);
	TEST(test_care_notice);
	TEST(test_cited_sources);
	TEST(test_teaser_dates);
	TEST(test_review_line);
	TEST(test_views_notice);
	TEST(test_extended_entry);
	TEST(test_facts_titled);
	TEST(test_calendar_cards);
	TEST(test_grid_rows);
	TEST(test_grid_facts_after);
	TEST(test_backers_thanks);
	TEST(test_event_titles);
	TEST(test_paywall_plan);
	TEST(test_advice_note);
	TEST(test_loading_line);
	TEST(test_stock_quote_inline);
	TEST(test_plan_offer_after);
	TEST(test_credit_by_line);
	TEST(test_reader_vote);
	TEST(test_video_consent);
	TEST(test_pros_contro);
	TEST(test_gallery_lead);
	TEST(test_navbox_label);
	TEST(test_cast_terms);
	TEST(test_glued_labels);
	TEST(test_faq_after);
	TEST(test_box_title);
	TEST(test_info_box);
	TEST(test_user_reviews);
	TEST(test_header_time);
	TEST(test_spec_label);
	TEST(test_section_facts);
	TEST(test_meta_sentence);
	TEST(test_live_stamps);
	TEST(test_testimonials);
	TEST(test_reviews_section);
	TEST(test_ad_parts);
	TEST(test_ad_listing);
	TEST(test_view_tally);
	TEST(test_tab_labels);
	TEST(test_bid_times);
	TEST(test_price_label);
	TEST(test_contact_box);
	TEST(test_open_status);
	TEST(test_facts_head);
	TEST(test_question_comments);
	TEST(test_thread_same_box);
	TEST(test_vb3_short_posts);
	TEST(test_post_head_glued);
	TEST(test_review_score_six);
	TEST(test_wiki_boxes);
	TEST(test_div_table);
	TEST(test_signature_cell);
	TEST(test_see_also);
	TEST(test_wiki_refs);
	TEST(test_cell_button);
	TEST(test_code_label);
	TEST(test_byline_stamp);
	TEST(test_script_stamp);
	TEST(test_colophon);
	TEST(test_label_links);
	TEST(test_gauges);
	TEST(test_calendar_stamps);
	TEST(test_recipe_reports);
	TEST(test_event_when);
	TEST(test_credits_after);
	TEST(test_item_header);
	TEST(test_item_price);
	TEST(test_item_facts);
	TEST(test_card_after_button);
	TEST(test_item_header_above);
	TEST(test_title_box_above);
	TEST(test_item_header_nomain);
	TEST(test_item_header_credit);
	TEST(test_review_author);
	TEST(test_faq_first_question);
	TEST(test_self_more);
	TEST(test_more_trim);
	TEST(test_wiki_homonymie);
	TEST(test_see_also_dd);
	TEST(test_include_line);
	TEST(test_api_terms);
	TEST(test_colon_list);
	TEST(test_column_cell);
	TEST(test_doc_source_note);
	TEST(test_service_refs);
	TEST(test_refs_after);
	TEST(test_toc_story);
	TEST(test_agenda_table);
	TEST(test_result_tables);
	TEST(test_review_section);
	TEST(test_checkin_hours);
	TEST(test_teaser_under_facts);
	TEST(test_helpful_tally);
	TEST(test_button_tail);
	TEST(test_travel_infobox);
	TEST(test_signup_band);
	TEST(test_map_link_tail);
	TEST(test_teaser_facts);
	TEST(test_label_rows_before);
	TEST(test_facts_over_toc);
	TEST(test_lone_kept_teaser_item);
	TEST(test_person_cards);
	TEST(test_hidden_abstracts);
	TEST(test_field_span);
	TEST(test_liked_promo);
	TEST(test_author_line);
	TEST(test_poll_box);
	TEST(test_answer_button);
	TEST(test_tip_promo);
	TEST(test_time_after_byline);
	TEST(test_byline_date);
	TEST(test_wire_credit);
	TEST(test_release_end);
	TEST(test_pr_disclaimer);
	TEST(test_wire_contacts);
	TEST(test_transl_notice);
	TEST(test_release_whom);
	TEST(test_label_url);
	TEST(test_needs_list);
	TEST(test_facts_table_head);
	TEST(test_facts_bold_title);
	TEST(test_facts_card_header);
	TEST(test_aside_facts);
	TEST(test_last_change_foot);
	TEST(test_big_pages);
	TEST(test_author_note);
	TEST(test_div_box_label);
	TEST(test_signup_promo);
	TEST(test_quote_source);
	TEST(test_letter_signs);
	TEST(test_story_boxes);
	TEST(test_title_box_standfirst);
	TEST(test_question_headline_lead);
	TEST(test_briefing_closing);
	TEST(test_styled_faq_panel);
	TEST(test_person_after);
	TEST(test_edit_hide);
	TEST(test_comment_name_date);
	TEST(test_signin_conversation);
	TEST(test_thread_events);
	TEST(test_msg_nav);
	TEST(test_code_card);
	TEST(test_release_list);
	TEST(test_mail_ids);
	TEST(test_fact_note_box);
	TEST(test_poll_ask);
	TEST(test_fact_rows_gap);
	TEST(test_term_title);
	TEST(test_table_source);
	TEST(test_grid_box_head);
	TEST(test_card_more);
	TEST(test_cite_line);
	TEST(test_buy_box_blurb);
	TEST(test_glued_credit);
	TEST(test_agenda_rows);
	TEST(test_caption_under_lead);
	TEST(test_fig_rows);
	TEST(test_term_facts);
	TEST(test_contact_boxes);
	TEST(test_sign_form);
	TEST(test_progress_box);
	TEST(test_cite_hint);
	TEST(test_figure_source);
	TEST(test_pullquote_cite);
	TEST(test_translator_note);
	TEST(test_fig_head);
	TEST(test_after_sign);
	TEST(test_translated_by);
	TEST(test_cite_lines);
	TEST(test_form_call);
	TEST(test_sales_card);
	TEST(test_more_grid);
	TEST(test_step_numbers);
	TEST(test_trust_line);
	TEST(test_release_heads);
	TEST(test_quote_speaker);
	TEST(test_net_price_note);
	TEST(test_plan_badge);
	TEST(test_hidden_accordion_panel);
	TEST(test_entry_box);
	TEST(test_onepage_sections);
	TEST(test_fieldset_legend);
	TEST(test_role_links);
	TEST(test_cite_items);
	TEST(test_linked_section_head);
	TEST(test_title_box_head);
	TEST(test_brief_items);
	TEST(test_timeline_notes);
	TEST(test_claim_box);
	TEST(test_close_refs);
	TEST(test_stamp_byline_vote);
	TEST(test_timeline_event);
	TEST(test_linked_verse);
	TEST(test_ticket_cells);
	TEST(test_playlist_table);
	TEST(test_call_column);
	TEST(test_bare_ordinals);
	TEST(test_writers_after);
	TEST(test_verse_boxes);
	TEST(test_short_h1_title_head);
	TEST(test_letters_call);
	TEST(test_tab_one_line);
	TEST(test_store_call);
	TEST(test_caption_credit_span);
	TEST(test_caption_copyright_span);
	TEST(test_title_item_comma);
	TEST(test_teaser_lead_after_facts);
	TEST(test_sources_care_notice);
	TEST(test_dev_quality);
	TEST(test_wceb_quality);
	TEST(test_fixture_quality);
	extractor_free(X);
	return t_done();
}
