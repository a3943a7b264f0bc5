/* lib/decon: normalization, task texts, finding n-grams (across the rolling
 * window's ring and prefetch batches), the cut rules, the index and counts
 * files and their damage checks. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "decon.h"
#include "err.h"
#include "t.h"

static char tmpdir[] = "/tmp/test_decon.XXXXXX";

static struct dc_index build(int n, int min_len, const char *const *texts, int nt)
{
	struct dc_builder *b = dc_builder_new(n, min_len);
	int t0 = dc_builder_task(b, "alpha"), t1 = dc_builder_task(b, "beta");
	for (int i = 0; i < nt; i++)
		dc_builder_text(b, i % 2 ? t1 : t0, texts[i], strlen(texts[i]));
	struct dc_index ix;
	dc_builder_finish(b, &ix);
	return ix;
}

/* The matched text of match i, normalized. */
static const char *matched(const char *doc, const struct dc_scan *s, size_t i)
{
	static struct buf o;
	buf_clear(&o);
	dc_norm(&o, doc + s->m[i].start, s->m[i].end - s->m[i].start);
	return o.p ? o.p : "";
}

static void test_norm(void)
{
	struct buf o = BUF_INIT;
	const char *s = "Don't STOP! Über café—naïve  東京 x_y 3.14 🎉";
	dc_norm(&o, s, strlen(s));
	CHECK_STR(o.p, "don t stop über café naïve 東京 x_y 3 14");
	buf_clear(&o);
	dc_norm(&o, "... !!", 6);
	CHECK_INT(o.len, ==, 0);
	buf_clear(&o);
	/* a combining mark stays inside its word; Greek capital sigma lowers to sigma */
	const char *g = "Cafe\u0301 ΟΔΟΣ";   /* e + combining acute */
	dc_norm(&o, g, strlen(g));
	CHECK_STR(o.p, "cafe\u0301 οδοσ");
	buf_release(&o);
}

static void test_find(void)
{
	const char *tasks[] = {"The quick brown fox jumps over the lazy dog."};
	struct dc_index ix = build(4, 3, tasks, 1);
	CHECK_INT(ix.nkeys, ==, 6);   /* 9 words: 6 4-grams */
	CHECK_INT(ix.task_keys[0], ==, 6);
	struct dc_scan s = {0};
	const char *doc = "Once: THE Quick,  brown -- FOX!! jumped.";
	CHECK_INT(dc_find(&ix, &s, doc, strlen(doc)), ==, 1);
	CHECK_INT(s.m[0].start, ==, 6);
	CHECK_INT(s.m[0].end, ==, 30);
	CHECK_INT(s.m[0].words, ==, 4);
	CHECK_STR(matched(doc, &s, 0), "the quick brown fox");
	CHECK_INT(ix.task[s.m[0].slot], ==, 0);
	/* words must be whole: "foxes" is not "fox"; order matters */
	const char *no[] = {"the quick brown foxes", "quick the brown fox", "the quick brown", ""};
	for (int i = 0; i < 4; i++)
		CHECK_INT(dc_find(&ix, &s, no[i], strlen(no[i])), ==, 0);
	/* all overlapping windows, sorted by start */
	const char *all = "x the quick brown fox jumps over the lazy dog y";
	CHECK_INT(dc_find(&ix, &s, all, strlen(all)), ==, 6);
	for (size_t i = 1; i < s.nm; i++)
		CHECK(s.m[i].start > s.m[i - 1].start);
	CHECK_STR(matched(all, &s, 5), "over the lazy dog");
	dc_scan_release(&s);
	dc_index_release(&ix);
}

/* Matches far into a long document: past the 128-entry ring of prefix hashes
 * and across the 32-word prefetch batches, at every offset. */
static void test_find_long(void)
{
	const char *tasks[] = {"red green blue cyan magenta yellow black white"};
	struct dc_index ix = build(5, 3, tasks, 1);
	struct buf d = BUF_INIT;
	struct dc_scan s = {0};
	int bad = 0;
	for (int pad = 0; pad < 300; pad += 7) {
		buf_clear(&d);
		for (int i = 0; i < pad; i++)
			buf_printf(&d, "w%d ", i);
		size_t at = d.len;
		buf_puts(&d, "Red green BLUE cyan magenta. And more words after it");
		if (dc_find(&ix, &s, d.p, d.len) != 1 || s.m[0].start != at || s.m[0].words != 5)
			bad++;
	}
	CHECK_INT(bad, ==, 0);
	buf_release(&d);
	dc_scan_release(&s);
	dc_index_release(&ix);
}

static void test_short_texts(void)
{
	/* n = 6, whole texts of 3 to 5 words; 2 words are skipped */
	const char *tasks[] = {"alpha beta gamma", "one two three four five", "too short",
	                       "six seven eight nine ten eleven"};
	struct dc_index ix = build(6, 3, tasks, 4);
	CHECK_INT(ix.nkeys, ==, 3);   /* two whole texts, one 6-gram */
	struct dc_scan s = {0};
	const char *d1 = "x Alpha, beta; gamma! y";
	CHECK_INT(dc_find(&ix, &s, d1, strlen(d1)), ==, 1);
	CHECK_INT(s.m[0].words, ==, 3);
	CHECK_STR(matched(d1, &s, 0), "alpha beta gamma");
	CHECK_INT(ix.task[s.m[0].slot], ==, 0);
	const char *d2 = "zero one two three four five six";
	CHECK_INT(dc_find(&ix, &s, d2, strlen(d2)), ==, 1);
	CHECK_INT(s.m[0].words, ==, 5);
	CHECK_INT(ix.task[s.m[0].slot], ==, 1);
	const char *no[] = {"two three four five", "one two three four", "alpha beta", "too short now"};
	for (int i = 0; i < 4; i++)
		CHECK_INT(dc_find(&ix, &s, no[i], strlen(no[i])), ==, 0);
	dc_scan_release(&s);
	dc_index_release(&ix);
}

static void test_labels(void)
{
	/* the label goes, the answer options after "Choices:" are not task text,
	 * and no n-gram spans a label */
	const char *tasks[] = {"Question: what is the capital city of france\nChoices:\nA. paris is a city in france\nAnswer:",
	                       "SCIENCE: this gas makes up most of the air"};
	struct dc_index ix = build(4, 3, tasks, 2);
	struct dc_scan s = {0};
	const char *yes[] = {"what is the capital", "capital city of france", "this gas makes up", "most of the air"};
	const char *no[] = {"question what is the", "paris is a city", "city of france answer", "science this gas makes",
	                    "france a paris is"};
	for (int i = 0; i < 4; i++)
		CHECK_INT(dc_find(&ix, &s, yes[i], strlen(yes[i])), ==, 1);
	for (int i = 0; i < 5; i++)
		CHECK_INT(dc_find(&ix, &s, no[i], strlen(no[i])), ==, 0);
	dc_scan_release(&s);
	dc_index_release(&ix);
}

static size_t run_cut(const struct dc_conf *c, const struct dc_index *ix, const char *doc, const uint32_t *counts,
                      struct dc_result *r, struct buf *pieces)
{
	struct dc_scan s = {0};
	size_t nm = dc_find(ix, &s, doc, strlen(doc));
	size_t k = dc_cut(c, doc, strlen(doc), s.m, nm, counts, r);
	buf_clear(pieces);
	for (size_t i = 0; i < r->npieces; i++)
		buf_printf(pieces, "[%.*s]", (int)r->piece[2 * i + 1], doc + r->piece[2 * i]);
	dc_scan_release(&s);
	return k;
}

static void test_cut(void)
{
	const char *tasks[] = {"alpha beta gamma delta"};
	struct dc_index ix = build(4, 4, tasks, 1);
	struct dc_conf c;
	dc_conf_init(&c);
	c.cut = 10, c.min_piece = 5, c.max_splits = 3;
	struct dc_result r = {0};
	struct buf p = BUF_INIT;
	/* 10 characters back from "Alpha" is in "Two two."; the sentence end
	 * before it is the '.' after "one"; forward, 10 after "delta" is in
	 * "after", and the cut runs on to the '!' after "it" */
	const char *d = "One one one. Two two. Alpha beta gamma delta and after it! Three three three.";
	CHECK_INT(run_cut(&c, &ix, d, NULL, &r, &p), ==, 1);
	CHECK_STR(p.p, "[One one one.][Three three three.]");
	CHECK_INT(r.ncuts, ==, 1);
	CHECK_INT(r.cut[0].cut_start, ==, 12);
	CHECK_INT(r.cut[0].cut_end, ==, 58);
	/* match at the start and at the end: nothing before, nothing after; the
	 * text between keeps what ends at a sentence end 10 characters before
	 * the second match */
	const char *d2 = "alpha beta gamma delta and then some text. Middle part one. Middle part two is long. "
	                 "alpha beta gamma delta";
	CHECK_INT(run_cut(&c, &ix, d2, NULL, &r, &p), ==, 2);
	CHECK_STR(p.p, "[Middle part one.]");
	/* a match inside the cut of the one before is skipped; short pieces go */
	const char *d3 = "Hi. Tiny one here. alpha beta gamma delta alpha beta gamma delta. Enough text here.";
	CHECK_INT(run_cut(&c, &ix, d3, NULL, &r, &p), ==, 1);
	CHECK_STR(p.p, "[Enough text here.]");
	CHECK_INT(r.short_pieces, ==, 1);
	/* Unicode: 10 characters, not bytes (each "é" is two bytes: counted in
	 * bytes, the '.' after "Ab" would end the first piece) */
	const char *d4 = "First part. Ab. éééééé alpha beta gamma delta ééééééééé. Fin du texte.";
	CHECK_INT(run_cut(&c, &ix, d4, NULL, &r, &p), ==, 1);
	CHECK_STR(p.p, "[First part.][Fin du texte.]");
	/* the count rule: a key seen max_matches times is not used */
	uint32_t *cnt = calloc(ix.nslots, sizeof *cnt);
	for (uint64_t i = 0; i < ix.nslots; i++)
		cnt[i] = 10;
	CHECK_INT(run_cut(&c, &ix, d, cnt, &r, &p), ==, 0);
	for (uint64_t i = 0; i < ix.nslots; i++)
		cnt[i] = 9;
	CHECK_INT(run_cut(&c, &ix, d, cnt, &r, &p), ==, 1);
	c.max_matches = 0;   /* rule off */
	for (uint64_t i = 0; i < ix.nslots; i++)
		cnt[i] = 1000;
	CHECK_INT(run_cut(&c, &ix, d, cnt, &r, &p), ==, 1);
	free(cnt);
	/* no match, no cut, no pieces */
	CHECK_INT(run_cut(&c, &ix, "nothing to see. here at all.", NULL, &r, &p), ==, 0);
	CHECK_INT(r.npieces, ==, 0);
	buf_release(&p);
	dc_result_release(&r);
	dc_index_release(&ix);
}

static void test_files(void)
{
	const char *tasks[] = {"one two three four five six", "seven eight nine ten eleven twelve"};
	struct dc_index ix = build(4, 4, tasks, 2), ix2;
	char path[256], cpath[256], bad[256];
	snprintf(path, sizeof path, "%s/t.idx", tmpdir);
	snprintf(cpath, sizeof cpath, "%s/t.cnt", tmpdir);
	snprintf(bad, sizeof bad, "%s/bad", tmpdir);
	CHECK_INT(dc_index_save(&ix, path), ==, 0);
	CHECK_INT(dc_index_load(&ix2, path), ==, 0);
	CHECK_INT(ix2.nkeys, ==, ix.nkeys);
	CHECK_INT(ix2.n, ==, 4);
	CHECK_INT(ix2.ntasks, ==, 2);
	CHECK_STR(ix2.names[1], "beta");
	CHECK_INT(ix2.task_keys[1], ==, 3);
	CHECK(ix2.sum == ix.sum);
	struct dc_scan s = {0};
	const char *d = "eight nine ten eleven";
	CHECK_INT(dc_find(&ix2, &s, d, strlen(d)), ==, 1);
	CHECK_INT(ix2.task[s.m[0].slot], ==, 1);
	/* counts: two files add up */
	uint32_t *c1 = calloc(ix.nslots, 4);
	c1[s.m[0].slot] = 7;
	CHECK_INT(dc_counts_save(&ix2, c1, cpath), ==, 0);
	char *const two[] = {cpath, cpath};
	uint32_t *sum = dc_counts_load(&ix2, two, 2);
	CHECK(sum != NULL);
	if (sum)
		CHECK_INT(sum[s.m[0].slot], ==, 14);
	free(sum);
	dc_index_release(&ix2);
	/* damage: a flipped byte, a truncated file, another index's counts */
	struct buf f = BUF_INIT;
	FILE *fp = fopen(path, "rb");
	char tmp[4096];
	size_t k;
	while ((k = fread(tmp, 1, sizeof tmp, fp)) > 0)
		buf_add(&f, tmp, k);
	fclose(fp);
	f.p[f.len / 2] ^= 1;
	fp = fopen(bad, "wb"), fwrite(f.p, 1, f.len, fp), fclose(fp);
	CHECK_INT(dc_index_load(&ix2, bad), <, 0);
	CHECK(strstr(mtk_errmsg(), "checksum") != NULL);
	fp = fopen(bad, "wb"), fwrite(f.p, 1, f.len - 9, fp), fclose(fp);
	CHECK_INT(dc_index_load(&ix2, bad), <, 0);
	CHECK(strstr(mtk_errmsg(), "size") != NULL);
	fp = fopen(bad, "wb"), fwrite("hello", 1, 5, fp), fclose(fp);
	CHECK_INT(dc_index_load(&ix2, bad), <, 0);
	/* version 1 (its filter set by keys, not raw values): refused, to be built again */
	f.p[f.len / 2] ^= 1;
	f.p[8] = 1;
	fp = fopen(bad, "wb"), fwrite(f.p, 1, f.len, fp), fclose(fp);
	CHECK_INT(dc_index_load(&ix2, bad), <, 0);
	CHECK(strstr(mtk_errmsg(), "older mdecon: build it again") != NULL);
	const char *other[] = {"a b c d e"};
	struct dc_index ix3 = build(4, 4, other, 1);
	char *const one[] = {cpath};
	CHECK(dc_counts_load(&ix3, one, 1) == NULL);
	CHECK(strstr(mtk_errmsg(), "another index") != NULL);
	buf_release(&f);
	free(c1);
	dc_scan_release(&s);
	dc_index_release(&ix);
	dc_index_release(&ix3);
	unlink(path), unlink(cpath), unlink(bad);
}

static void write_text(const char *path, const char *s)
{
	FILE *f = fopen(path, "wb");
	fputs(s, f);
	fclose(f);
}

static void test_bench_files(void)
{
	char p[256];
	struct dc_builder *b = dc_builder_new(13, 8);
	snprintf(p, sizeof p, "%s/empty.jsonl", tmpdir);
	write_text(p, "");
	CHECK_INT(dc_builder_add(b, p, NULL, NULL), <, 0);
	CHECK(strstr(mtk_errmsg(), "no records") != NULL);
	snprintf(p, sizeof p, "%s/nofield.jsonl", tmpdir);
	write_text(p, "{\"label\":1,\"choices\":[\"a\"]}\n");
	CHECK_INT(dc_builder_add(b, p, NULL, NULL), <, 0);
	CHECK(strstr(mtk_errmsg(), "no usable text field: the records have label, choices") != NULL);
	snprintf(p, sizeof p, "%s/latin1.jsonl", tmpdir);
	write_text(p, "{\"query\":\"caf\xe9 au lait\"}\n");
	CHECK_INT(dc_builder_add(b, p, NULL, NULL), <, 0);
	CHECK(strstr(mtk_errmsg(), "latin1.jsonl:1: invalid UTF-8") != NULL);
	snprintf(p, sizeof p, "%s/badjson.jsonl", tmpdir);
	write_text(p, "{\"query\":\"a b\"}\n{\"query\":\n");
	CHECK_INT(dc_builder_add(b, p, NULL, NULL), <, 0);
	CHECK(strstr(mtk_errmsg(), "badjson.jsonl:2: bad JSON") != NULL);
	/* --fields picks; objects one level down (ARC's question.stem) */
	snprintf(p, sizeof p, "%s/arc.jsonl", tmpdir);
	write_text(p, "{\"question\":{\"stem\":\"one two three four five six seven eight nine\",\"choices\":[]}}\n");
	CHECK_INT(dc_builder_add(b, p, NULL, NULL), ==, 0);
	CHECK_INT(dc_builder_add(b, p, "label", NULL), <, 0);
	snprintf(p, sizeof p, "%s/emptydir", tmpdir);
	mkdir(p, 0755);
	CHECK_INT(dc_builder_add(b, p, NULL, NULL), <, 0);
	CHECK(strstr(mtk_errmsg(), "no benchmark files") != NULL);
	rmdir(p);
	struct dc_index ix;
	dc_builder_finish(b, &ix);
	CHECK_INT(ix.nkeys, ==, 1);
	dc_index_release(&ix);
	const char *names[] = {"empty.jsonl", "nofield.jsonl", "latin1.jsonl", "badjson.jsonl", "arc.jsonl"};
	for (int i = 0; i < 5; i++) {
		snprintf(p, sizeof p, "%s/%s", tmpdir, names[i]);
		unlink(p);
	}
}

/* The real benchmarks of ../shared/data/benchmarks all load. */
static void test_real_benchmarks(void)
{
	const char *p = t_shared("benchmarks/llm-foundry/boolq.jsonl");
	if (!p) {
		printf("skip: ../shared/data/benchmarks not found\n");
		return;
	}
	char dir[4096];
	snprintf(dir, sizeof dir, "%s", p);
	*strrchr(dir, '/') = 0;
	*strrchr(dir, '/') = 0;
	struct dc_builder *b = dc_builder_new(13, 8);
	struct stats st;
	stats_init(&st, "t");
	CHECK_INT(dc_builder_add(b, dir, NULL, &st), ==, 0);
	CHECK_INT(stats_get(&st, "records.boolq"), ==, 3270);
	CHECK_INT(stats_get(&st, "records.hellaswag_val"), ==, 10042);
	struct dc_index ix;
	dc_builder_finish(b, &ix);
	CHECK_INT(ix.ntasks, >=, 15);
	CHECK_INT(ix.nkeys, >, 800000);
	for (int t = 0; t < ix.ntasks; t++)
		CHECK_INT(ix.task_keys[t], >, 0);
	/* memory per key as the man page states it */
	CHECK_DBL((double)dc_index_bytes(&ix) / (double)ix.nkeys, 16.5, 1.5);
	stats_release(&st);
	dc_index_release(&ix);
}

/* dc_find's map of a text, 64 bytes a step: the same matches at every
 * offset across a step, next to fillers of ASCII, of letters >= 128 and of
 * separators >= 128, for words that start with, end with or hold bytes >=
 * 128 and words that are plain ASCII. */
static void test_find_map(void)
{
	const char *tasks[] = {"Über die café naïve Fox_1 jumps"};
	struct dc_index ix = build(4, 3, tasks, 1);   /* 6 words: 3 4-grams */
	const char *fill[] = {"a ", "é ", "x—", "“x” ", "ab ", "東京 ", "7,"};
	struct buf d = BUF_INIT;
	struct dc_scan s = {0};
	int bad = 0;
	for (size_t off = 0; off < 140; off++)
		for (size_t f = 0; f < sizeof fill / sizeof *fill; f++) {
			buf_clear(&d);
			for (size_t i = 0; i < off % 3; i++)
				buf_putc(&d, ' ');
			while (d.len < off)
				buf_puts(&d, fill[f]);
			size_t at = d.len;
			buf_puts(&d, "ÜBER die CAFÉ naïve fox_1 JUMPS” ");
			while (d.len < at + 100)
				buf_puts(&d, fill[f]);
			if (dc_find(&ix, &s, d.p, d.len) != 3 || s.m[0].start != at ||
			    s.m[2].end != at + strlen("ÜBER die CAFÉ naïve fox_1 JUMPS") ||
			    strcmp(matched(d.p, &s, 1), "die café naïve fox_1"))
				bad++;
		}
	CHECK_INT(bad, ==, 0);
	buf_release(&d);
	dc_scan_release(&s);
	dc_index_release(&ix);
}

int main(void)
{
	if (!mkdtemp(tmpdir)) {
		perror("mkdtemp");
		return 1;
	}
	TEST(test_norm);
	TEST(test_find);
	TEST(test_find_long);
	TEST(test_find_map);
	TEST(test_short_texts);
	TEST(test_labels);
	TEST(test_cut);
	TEST(test_files);
	TEST(test_bench_files);
	TEST(test_real_benchmarks);
	rmdir(tmpdir);
	return t_done();
}
