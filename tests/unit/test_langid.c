/* test_langid: CLD2 through the C shim, on samples in four scripts and on
 * real text from shared/. */
#include <string.h>

#include "buf.h"
#include "langid.h"
#include "stream.h"
#include "t.h"

static void check_lang(const char *text, const char *want, double min_score)
{
	struct langid_result r;
	langid_detect(text, strlen(text), &r);
	CHECK_STR(r.code, want);
	CHECK_DBL(r.score, (r.score >= min_score && r.score <= 1.0) ? r.score : min_score - 1, 0);
}

static void test_samples(void)
{
	check_lang("The committee met on Tuesday to discuss the new budget for the public library. "
		"Several members argued that the opening hours should be extended in the evenings, "
		"while others wanted more money spent on books for children and on repairs to the roof.",
		"en", 0.9);
	check_lang("Der Ausschuss traf sich am Dienstag, um den neuen Haushalt der Stadtbibliothek zu "
		"besprechen. Mehrere Mitglieder meinten, die Öffnungszeiten sollten am Abend verlängert "
		"werden, während andere mehr Geld für Kinderbücher und die Reparatur des Daches wollten.",
		"de", 0.9);
	check_lang("Комитет собрался во вторник, чтобы обсудить новый бюджет городской библиотеки. "
		"Несколько членов комитета считали, что библиотеку нужно открывать и вечером, а другие "
		"хотели потратить больше денег на детские книги и на ремонт крыши.",
		"ru", 0.9);
	check_lang("委员会星期二开会讨论了市图书馆的新预算。几位委员认为晚上应该延长开放时间，"
		"另一些委员则希望把更多的钱用于购买儿童图书和修理屋顶。大家最后同意下个月再讨论这个问题。",
		"zh", 0.9);
}

static void test_edges(void)
{
	struct langid_result r;
	langid_detect("", 0, &r);
	CHECK_STR(r.code, "un");
	CHECK_DBL(r.score, 0, 0);
	langid_detect("12345 67890 !!!", 15, &r);
	CHECK_STR(r.code, "un");
	/* invalid UTF-8 after English text: detected on the valid prefix */
	const char *s = "This is a plain English sentence about the weather in the city today, "
		"which was cold and windy with some rain in the afternoon. \xff\xfe\xc0";
	langid_detect(s, strlen(s), &r);
	CHECK_STR(r.code, "en");
	/* long input is cut at LANGID_MAX_BYTES without splitting a character */
	struct buf b = BUF_INIT;
	while (b.len < LANGID_MAX_BYTES + 100)
		buf_puts(&b, "Это длинный русский текст о погоде и о городе. ");
	langid_detect(b.p, b.len, &r);
	CHECK_STR(r.code, "ru");
	buf_release(&b);
}

/* Real text: WikiText (English) */
static void test_real(void)
{
	const char *p = t_shared("text/wikitext-2-raw-test.txt");
	if (!p) {
		printf("skip: shared data not found\n");
		return;
	}
	struct buf all = BUF_INIT;
	CHECK_INT(read_file(p, &all), ==, 0);
	struct langid_result r;
	langid_detect(all.p, all.len < 20000 ? all.len : 20000, &r);
	CHECK_STR(r.code, "en");
	CHECK(r.reliable);
	buf_release(&all);
}

int main(void)
{
	TEST(test_samples);
	TEST(test_edges);
	TEST(test_real);
	return t_done();
}
