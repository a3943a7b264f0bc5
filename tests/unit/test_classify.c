/* Unit tests for lib/classify: features, training (separable toy data and
 * the DCLM human labels), determinism, the model file and its checks,
 * metrics. */
#include <stdint.h>
#include <unistd.h>

#include "classify.h"
#include "err.h"
#include "json.h"
#include "stream.h"
#include "t.h"

static struct clf_scratch cs;

static void test_features(void)
{
	size_t a = clf_features(&cs, 20, 2, 1, "Hello World", 11);
	uint32_t f1[8];
	memcpy(f1, cs.feat, a * sizeof *f1);
	CHECK_INT(a, ==, 3);   /* hello, world, hello world */
	size_t b = clf_features(&cs, 20, 2, 1, "hello   WORLD", 13);
	CHECK_INT(b, ==, 3);
	CHECK_MEM(cs.feat, f1, 3 * sizeof *f1);
	/* Unicode lowercasing: "ÄRGER Straße" and "ärger straße" */
	CHECK_INT(clf_features(&cs, 20, 2, 1, "\xc3\x84RGER Stra\xc3\x9f" "e", 13), ==, 3);
	memcpy(f1, cs.feat, 3 * sizeof *f1);
	clf_features(&cs, 20, 2, 1, "\xc3\xa4rger stra\xc3\x9f" "e", 13);
	CHECK_MEM(cs.feat, f1, 3 * sizeof *f1);
	/* presence, not counts */
	CHECK_INT(clf_features(&cs, 20, 2, 1, "a a a a", 7), ==, 2);
	/* another seed hashes elsewhere */
	clf_features(&cs, 20, 2, 2, "Hello World", 11);
	CHECK(memcmp(cs.feat, f1, 3 * sizeof *f1) != 0);
	/* large dimensions take the sorting path */
	CHECK_INT(clf_features(&cs, 26, 3, 1, "x y x y x y", 11), ==, 6);   /* x y, xy yx, xyx yxy */
	CHECK_INT(clf_features(&cs, 20, 2, 1, "", 0), ==, 0);
}

static const char *good[] = {"the committee published a detailed report on river water quality",
                             "researchers describe the history of the bridge and its design",
                             "the museum opened a new exhibition about medieval manuscripts"};
static const char *bad[] = {"click here buy now cheap pills free shipping",
                            "login register cart wishlist menu home contact",
                            "best price deal click buy cheap sale now"};

static void toy(struct clf_data *d, int reps)
{
	for (int r = 0; r < reps; r++)
		for (int i = 0; i < 3; i++) {
			size_t k = clf_features(&cs, 16, 2, 7, good[i], strlen(good[i]));
			clf_data_add(d, cs.feat, k, 1);
			k = clf_features(&cs, 16, 2, 7, bad[i], strlen(bad[i]));
			clf_data_add(d, cs.feat, k, 0);
		}
}

static void test_train_toy(void)
{
	struct clf_data d = {0};
	toy(&d, 2);
	struct clf_conf c;
	clf_conf_init(&c);
	c.dim_log2 = 16;
	c.seed = 7;
	c.threads = 3;
	struct clf_model m, m2;
	CHECK_INT(clf_train(&d, &c, &m), ==, 0);
	CHECK(clf_score(&m, &cs, "a detailed report on the history of the river", 45) > 0.6);
	CHECK(clf_score(&m, &cs, "buy cheap pills now click here", 30) < 0.4);
	/* bit-identical for the same data and settings, at any thread count */
	c.threads = 1;
	CHECK_INT(clf_train(&d, &c, &m2), ==, 0);
	CHECK_MEM(m.w, m2.w, ((size_t)1 << 16) * sizeof *m.w);
	CHECK(m.bias == m2.bias);
	clf_model_release(&m2);

	/* the model file: round trip, then every way it can be broken */
	char path[128];
	int fd = mkstemp(t_tmppath(path, sizeof path, "mtk-test-classify.XXXXXX"));
	CHECK(fd >= 0);
	close(fd);
	CHECK_INT(clf_save(&m, path), ==, 0);
	CHECK_INT(clf_load(&m2, path), ==, 0);
	CHECK_MEM(m.w, m2.w, ((size_t)1 << 16) * sizeof *m.w);
	CHECK_INT(m2.ngrams, ==, 2);
	CHECK_INT(m2.seed, ==, 7);
	clf_model_release(&m2);
	struct buf b = BUF_INIT;
	CHECK_INT(read_file(path, &b), ==, 0);
	CHECK_INT(write_file(path, b.p, b.len - 5), ==, 0);
	CHECK_INT(clf_load(&m2, path), ==, -1);
	CHECK(strstr(mtk_errmsg(), "truncated") != NULL);
	b.p[8] = 9;   /* version 9 */
	CHECK_INT(write_file(path, b.p, b.len), ==, 0);
	CHECK_INT(clf_load(&m2, path), ==, -1);
	CHECK(strstr(mtk_errmsg(), "version 9") != NULL);
	b.p[8] = 1;
	b.p[b.len - 20] ^= 1;
	CHECK_INT(write_file(path, b.p, b.len), ==, 0);
	CHECK_INT(clf_load(&m2, path), ==, -1);
	CHECK(strstr(mtk_errmsg(), "checksum") != NULL);
	CHECK_INT(write_file(path, "hello", 5), ==, 0);
	CHECK_INT(clf_load(&m2, path), ==, -1);
	CHECK(strstr(mtk_errmsg(), "bad magic") != NULL);
	remove(path);
	buf_release(&b);
	clf_model_release(&m);

	/* one class only is an error, not a degenerate model */
	struct clf_data one = {0};
	clf_data_add(&one, d.feat, d.off[1], 1);
	CHECK_INT(clf_train(&one, &c, &m), ==, -1);
	clf_data_release(&one);
	clf_data_release(&d);
}

static void test_metrics(void)
{
	double s[] = {0.1, 0.4, 0.35, 0.8};
	float y[] = {0, 0, 1, 1};
	struct clf_metrics mt;
	clf_metrics(s, y, 4, &mt);
	CHECK_DBL(mt.auc, 0.75, 1e-12);
	CHECK_DBL(mt.accuracy, 0.75, 1e-12);
	CHECK_DBL(mt.precision, 1, 1e-12);
	CHECK_DBL(mt.recall, 0.5, 1e-12);
	double t[] = {0.5, 0.5};
	float ty[] = {0, 1};
	clf_metrics(t, ty, 2, &mt);
	CHECK_DBL(mt.auc, 0.5, 1e-12);
}

/* DCLM human labels: every 10th document held out; a real classifier
 * must rank them well above chance (fastText gets ~0.85 AUC on such
 * splits). */
static void test_dclm(void)
{
	const char *path = t_shared("text/dclm-human-quality/majority_data.jsonl");
	if (!path) {
		printf("skip test_dclm: no shared data\n");
		return;
	}
	struct rd *r = rd_open(path);
	CHECK(r != NULL);
	if (!r)
		return;
	struct buf line = BUF_INIT, text = BUF_INIT;
	struct jdoc jd = JDOC_INIT;
	struct clf_data tr = {0}, te = {0};
	size_t i = 0;
	while (rd_getline(r, &line) == 1) {
		double y;
		CHECK_INT(jdoc_parse(&jd, line.p, line.len), ==, 0);
		CHECK_INT(jdoc_str(&jd, "text", &text), ==, 1);
		CHECK_INT(jdoc_num(&jd, "label", &y), ==, 1);
		size_t k = clf_features(&cs, 20, 2, 1, text.p, text.len);
		clf_data_add(i++ % 10 == 3 ? &te : &tr, cs.feat, k, y > 0.5);
	}
	rd_close(r);
	CHECK_INT(i, ==, 499);
	struct clf_conf c;
	clf_conf_init(&c);
	c.threads = 2;
	struct clf_model m;
	CHECK_INT(clf_train(&tr, &c, &m), ==, 0);
	double *s = malloc(te.n * sizeof *s);
	for (size_t j = 0; j < te.n; j++)
		s[j] = clf_score_feat(&m, te.feat + te.off[j], te.off[j + 1] - te.off[j]);
	struct clf_metrics mt;
	clf_metrics(s, te.y, te.n, &mt);
	printf("dclm held-out: %zu docs, auc %.4f accuracy %.4f\n", mt.n, mt.auc, mt.accuracy);
	CHECK(mt.auc > 0.75);
	free(s);
	clf_model_release(&m);
	clf_data_release(&tr);
	clf_data_release(&te);
	jdoc_release(&jd);
	buf_release(&line);
	buf_release(&text);
}

int main(void)
{
	TEST(test_features);
	TEST(test_train_toy);
	TEST(test_metrics);
	TEST(test_dclm);
	clf_scratch_release(&cs);
	return t_done();
}
