/* test_pretok: the hand-written scanners cut text exactly where PCRE2 (JIT)
 * running the same regex cuts it, on real corpora and on random text built
 * from the characters where the patterns are subtle. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include "pretok.h"
#include "buf.h"
#include "t.h"

#include <pcre2.h>
#include <zlib.h>

/* tiktoken's \s is Unicode White_Space; PCRE2's \s lacks U+0085, so the
 * cross-check spells the class out. */
#define WS "\\t-\\r \\x{85}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}"
#define NPAT 3
static const char *pcre_pat[NPAT] = {
	"'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^" WS "\\p{L}\\p{N}]+|[" WS "]+(?![^" WS "])|[" WS "]+",
	"'(?i:[sdmt]|ll|ve|re)|[^\\r\\n\\p{L}\\p{N}]?+\\p{L}+|\\p{N}{1,3}| ?[^" WS "\\p{L}\\p{N}]++[\\r\\n]*"
	"|[" WS "]*[\\r\\n]|[" WS "]+(?![^" WS "])|[" WS "]+",
	"[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]*[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]+"
	"(?i:'s|'t|'re|'ve|'m|'ll|'d)?|[^\\r\\n\\p{L}\\p{N}]?[\\p{Lu}\\p{Lt}\\p{Lm}\\p{Lo}\\p{M}]+"
	"[\\p{Ll}\\p{Lm}\\p{Lo}\\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?|\\p{N}{1,3}"
	"| ?[^" WS "\\p{L}\\p{N}]+[\\r\\n/]*|[" WS "]*[\\r\\n]+|[" WS "]+(?![^" WS "])|[" WS "]+",
};
static pcre2_code *re[NPAT];
static pcre2_match_data *md;

static void compile(void)
{
	for (int k = 0; k < NPAT; k++) {
		int err;
		PCRE2_SIZE off;
		re[k] = pcre2_compile((PCRE2_SPTR)pcre_pat[k], PCRE2_ZERO_TERMINATED, PCRE2_UTF | PCRE2_UCP,
			&err, &off, NULL);
		if (!re[k]) {
			PCRE2_UCHAR msg[256];
			pcre2_get_error_message(err, msg, sizeof msg);
			fprintf(stderr, "pcre2: %s at %zu\n", (char *)msg, (size_t)off);
			exit(1);
		}
		pcre2_jit_compile(re[k], PCRE2_JIT_COMPLETE);
	}
	md = pcre2_match_data_create(4, NULL);
}

/* Compare the two splitters over text; report the first difference. */
static size_t compare(int pat, const char *what, const unsigned char *s, size_t n)
{
	size_t pos = 0, pieces = 0;
	while (pos < n) {
		int rc = pcre2_match(re[pat], s, n, pos, PCRE2_NO_UTF_CHECK, md, NULL);
		PCRE2_SIZE *ov = pcre2_get_ovector_pointer(md);
		size_t mine = pretok_next(pat, s + pos, n - pos);
		if (pretok_next_fast(pat, s + pos, n - pos) != mine) {
			T_FAIL("%s %s: at byte %zu pretok_next_fast disagrees with pretok_next", pretok_pattern_name(pat), what, pos);
			return pieces;
		}
		if (rc < 0 || ov[0] != pos || ov[1] - ov[0] != mine) {
			size_t ctx = n - pos < 40 ? n - pos : 40;
			T_FAIL("%s %s: at byte %zu pcre2 %s [%zu,%zu) vs ours [%zu,%zu): \"%.*s\"",
				pretok_pattern_name(pat), what, pos, rc < 0 ? "no match" : "matches",
				rc < 0 ? 0 : (size_t)ov[0], rc < 0 ? 0 : (size_t)ov[1], pos, pos + mine,
				(int)ctx, (const char *)s + pos);
			return pieces;
		}
		pos += mine;
		pieces++;
	}
	return pieces;
}

static void split_is(int pat, const char *text, const char *const *want)
{
	size_t n = strlen(text), pos = 0;
	int i = 0;
	while (pos < n) {
		size_t l = pretok_next(pat, (const unsigned char *)text + pos, n - pos);
		if (!want[i] || strlen(want[i]) != l || memcmp(want[i], text + pos, l)) {
			T_FAIL("%s: piece %d is \"%.*s\", want \"%s\"", text, i, (int)l, text + pos,
				want[i] ? want[i] : "(end)");
			return;
		}
		pos += l;
		i++;
	}
	if (want[i])
		T_FAIL("%s: missing piece \"%s\"", text, want[i]);
}

static void test_known_splits(void)
{
	split_is(PRETOK_GPT2, "Hello world", (const char *[]){"Hello", " world", NULL});
	split_is(PRETOK_GPT2, "a   b", (const char *[]){"a", "  ", " b", NULL});
	split_is(PRETOK_GPT2, "a \n\nb", (const char *[]){"a", " \n", "\n", "b", NULL});
	split_is(PRETOK_GPT2, "x  ", (const char *[]){"x", "  ", NULL});
	split_is(PRETOK_GPT2, "I'll don't they're ?'s",
		(const char *[]){"I", "'ll", " don", "'t", " they", "'re", " ?'", "s", NULL});
	split_is(PRETOK_GPT2, "I'LL 2024!! <|endoftext|>",
		(const char *[]){"I", "'", "LL", " 2024", "!!", " <|", "endoftext", "|>", NULL});
	split_is(PRETOK_GPT2, "caf\xc3\xa9 \xe4\xb8\xad\xe6\x96\x87\xef\xbc\x8c\xe2\x80\x94",
		(const char *[]){"caf\xc3\xa9", " \xe4\xb8\xad\xe6\x96\x87", "\xef\xbc\x8c\xe2\x80\x94", NULL});
	/* invalid UTF-8: bytes of no class, grouped with punctuation */
	split_is(PRETOK_GPT2, "a\xff\xfe!b", (const char *[]){"a", "\xff\xfe!", "b", NULL});
	split_is(PRETOK_CL100K, "I'LL 12345 .Hello\tworld  \n\n x",
		(const char *[]){"I", "'LL", " ", "123", "45", " .", "Hello", "\tworld", "  \n\n", " x", NULL});
	split_is(PRETOK_CL100K, "a!!\n\nb", (const char *[]){"a", "!!\n\n", "b", NULL});
	split_is(PRETOK_O200K, "HELLOworld helloWorld HELLO'S it's 12345 a/\n/b",
		(const char *[]){"HELLOworld", " hello", "World", " HELLO'S", " it's", " ", "123", "45", " a",
			"/\n/", "b", NULL});
}

static void test_pattern_names(void)
{
	CHECK_INT(pretok_pattern_by_name("gpt2"), ==, PRETOK_GPT2);
	CHECK_INT(pretok_pattern_by_name("cl100k"), ==, PRETOK_CL100K);
	CHECK_INT(pretok_pattern_by_name("o200k"), ==, PRETOK_O200K);
	CHECK_INT(pretok_pattern_by_name("p100k"), ==, -1);
	CHECK(strstr(pretok_regex(PRETOK_GPT2), "(?!\\S)"));
}

static int load(const char *rel, struct buf *out)
{
	const char *p = t_shared(rel);
	buf_clear(out);
	if (!p) {
		printf("skip: %s not found (set MTK_SHARED)\n", rel);
		return 0;
	}
	gzFile f = gzopen(p, "rb");
	char tmp[65536];
	int n;
	while ((n = gzread(f, tmp, sizeof tmp)) > 0)
		buf_add(out, tmp, (size_t)n);
	gzclose(f);
	return 1;
}

static void test_corpora(void)
{
	static const char *files[] = {
		"text/tinyshakespeare.txt", "text/wikitext-2-raw-test.txt",
		"extraction/scrapinghub-aeb/dev/ground-truth.json",
		"text/dclm-human-quality/majority_data.jsonl",
		"text/ccnet-dolma/cc_en_head-0091.jsonl.gz", "text/ccnet-dolma/dolma-documents-000.json.gz",
		"gpt2/reference/docs.gpt2.jsonl", "gpt2/vocab.bpe",
	};
	struct buf b = BUF_INIT;
	for (size_t i = 0; i < sizeof files / sizeof *files; i++) {
		if (!load(files[i], &b))
			continue;
		for (int pat = 0; pat < NPAT; pat++) {
			size_t np = compare(pat, files[i], (unsigned char *)b.p, b.len);
			CHECK_INT(np, >, b.len / 10);
		}
	}
	buf_release(&b);
}

/* Random strings over the characters that matter: every kind of space
 * (incl. U+0085 and U+3000), newlines, apostrophes and contraction letters,
 * letters and digits of several scripts, marks, punctuation, emoji. */
static void test_random(void)
{
	static const char *atoms[] = {
		" ", " ", " ", "  ", "\t", "\n", "\r", "\r\n", "\v", "\f", "\xc2\x85", "\xc2\xa0",
		"\xe3\x80\x80", "\xe2\x80\x83", "\xe2\x80\xa8", "'", "'", "s", "t", "re", "ve", "m", "ll",
		"d", "S", "LL", "Re", "\xc5\xbf", "a", "Z", "hello", "World", "\xc3\xa9", "\xc3\x9f",
		"\xd0\x96", "\xe4\xb8\xad", "\xe3\x81\x82", "\xd8\xb9", "1", "42", "12345", "\xd9\xa3",
		"\xc2\xbd", "\xe2\x85\xa2", "\xe2\x91\xa0", ".", ",", "!", "?", "-", "\"", "<|endoftext|>",
		"\xe2\x80\x94", "\xe2\x80\x99", "\xf0\x9f\x98\x80", "\xcc\x81", "\xe2\x80\x8b", "_", "#",
		"\xef\xbc\x8c", "\x01", "\x1c", "/", "//", "HELLO", "Hello", "hELLo", "\xc7\x85",
		"\xca\xb0", "\xd7\x90", "\xcc\x88", "\xe0\xa4\xbe", "\xe0\xa4\x95", "\xd2\x88",
		"I'M", "x'S", "'Ll", "A\xcc\x81", "\xc3\x89T\xc3\x89",
	};
	size_t na = sizeof atoms / sizeof *atoms;
	struct buf b = BUF_INIT;
	unsigned long long x = 0x9e3779b97f4a7c15ull;
	for (int iter = 0; iter < 3000; iter++) {
		buf_clear(&b);
		int len = 1 + (int)(x % 40);
		for (int i = 0; i < len; i++) {
			x ^= x << 13; x ^= x >> 7; x ^= x << 17;
			buf_puts(&b, atoms[x % na]);
		}
		for (int pat = 0; pat < NPAT; pat++)
			compare(pat, "random", (unsigned char *)b.p, b.len);
		if (t_cur_failed)
			break;
	}
	buf_release(&b);
}

int main(void)
{
	compile();
	TEST(test_known_splits);
	TEST(test_pattern_names);
	TEST(test_corpora);
	TEST(test_random);
	for (int k = 0; k < NPAT; k++)
		pcre2_code_free(re[k]);
	pcre2_match_data_free(md);
	return t_done();
}
