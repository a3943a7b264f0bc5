/* test_minhash: normalization, shingles, signatures against exact Jaccard
 * and the LSH S-curve against theory; union-find against a naive labeling. */
#include <stdint.h>

#include "minhash.h"
#include "uf.h"
#include "t.h"

static struct mh_scratch sc = MH_SCRATCH_INIT;
static struct buf nb = BUF_INIT;

static const char *norm(const char *s)
{
	mh_normalize(&sc, s, strlen(s), &nb);
	return nb.p;
}

static void test_normalize(void)
{
	CHECK_STR(norm("  Hello,   World!\n\tIt's 2024.  "), "hello world it s 2024");
	CHECK_STR(norm(""), "");
	CHECK_STR(norm("...!!!"), "");
	CHECK_STR(norm("\xef\xbc\xa6\xef\xbc\xb5\xef\xbc\xac\xef\xbc\xac width"), "full width");   /* fullwidth FULL */
	CHECK_STR(norm("Stra\xc3\x9f" "e"), "strasse");                                            /* casefold */
	CHECK_STR(norm("\xef\xac\x81nd"), "find");                                                 /* fi ligature */
	CHECK_STR(norm("caf\xc3\xa9"), "caf\xc3\xa9");                                            /* NFC = NFD input */
	CHECK_STR(norm("cafe\xcc\x81"), "caf\xc3\xa9");
	CHECK_STR(norm("ab\xff\xfe" "cd \xe2\x80\x94 ef"), "ab cd ef");                             /* bad bytes, em dash */
	CHECK_STR(norm("\xce\x91\xce\x98\xce\x97\xce\x9d\xce\x91"), "\xce\xb1\xce\xb8\xce\xb7\xce\xbd\xce\xb1");
}

/* The per-codepoint fast path must equal utf8proc over the whole text. */
static int same_as_ref(const char *t, size_t n)
{
	static struct buf a = BUF_INIT, b = BUF_INIT;
	mh_normalize(&sc, t, n, &a);
	mh_normalize_ref(&sc, t, n, &b);
	if (a.len != b.len || memcmp(a.p, b.p, a.len)) {
		fprintf(stderr, "fast: [%.200s]\nref:  [%.200s]\n", a.p, b.p);
		return 0;
	}
	return 1;
}

static void test_normalize_fast(void)
{
	static const char *cases[] = {
		"don\xe2\x80\x99t \xe2\x80\x9cquoted\xe2\x80\x9d", "cafe\xcc\x81 e\xcc\x81\xcc\xa3 x",
		"\xe2\x91\xb4" "a\xe2\x91\xb4", "a\xc2\xbd" "b", "\xe1\x84\x80\xe1\x85\xa1\xe1\x86\xa8 hangul",
		"\xef\xbe\x8a\xef\xbe\x9e kana", "\xcc\x81 leading mark", "\xc2\xad soft\xc2\xadhyphen",
		"\xe4\xb8\xad\xe6\x96\x87\xe3\x80\x82\xe6\xb5\x8b\xe8\xaf\x95", "\xd0\x9f\xd1\x80\xd0\xb8\xd0\xb2\xd0\xb5\xd1\x82",
		"bad\xc3 \xed\xa0\x80 bytes", "\xef\xac\x81 \xef\xbc\xa1\xef\xbc\xa2", "\xe2\x84\xab \xe2\x84\xa6 \xc3\x85",
	};
	for (size_t i = 0; i < sizeof cases / sizeof *cases; i++)
		CHECK(same_as_ref(cases[i], strlen(cases[i])));
	/* real documents in many scripts: every line of the CC and DCLM data */
	const char *files[] = {"text/dclm-human-quality/majority_data.jsonl", "gpt2/reference/docs.gpt2.jsonl"};
	int nbad = 0, n = 0;
	for (int f = 0; f < 2; f++) {
		const char *path = t_shared(files[f]);
		if (!path) {
			printf("skip: %s not found\n", files[f]);
			continue;
		}
		FILE *fp = fopen(path, "rb");
		static char line[1 << 20];
		while (fgets(line, sizeof line, fp))
			nbad += !same_as_ref(line, strlen(line)), n++;
		fclose(fp);
	}
	CHECK_INT(nbad, ==, 0);
	printf("fast normalization equals utf8proc on %d real lines\n", n);
}

static void test_shingles(void)
{
	struct u64vec v = U64VEC_INIT;
	CHECK_INT(mh_shingles(MH_WORDS, 5, "a b c d e f g", 13, &v), ==, 3);
	CHECK_INT(mh_shingles(MH_WORDS, 5, "a b c", 5, &v), ==, 1);
	CHECK_INT(mh_shingles(MH_WORDS, 5, "", 0, &v), ==, 0);
	CHECK_INT(v.n, ==, 4);
	/* the second 5-gram of "a b c d e f g" is "b c d e f" */
	struct u64vec w = U64VEC_INIT;
	mh_shingles(MH_WORDS, 5, "b c d e f", 9, &w);
	CHECK(w.n == 1 && w.v[0] == v.v[1]);
	v.n = 0;
	CHECK_INT(mh_shingles(MH_CHARS, 3, "abcde", 5, &v), ==, 3);
	/* codepoints, not bytes: "\xc3\xa9" is one unit */
	CHECK_INT(mh_shingles(MH_CHARS, 3, "\xc3\xa9" "bcd", 5, &v), ==, 2);
	CHECK_INT(mh_shingles(MH_CHARS, 24, "short", 5, &v), ==, 1);
	u64vec_release(&v);
	u64vec_release(&w);
	int k, n;
	CHECK(mh_parse_shingle("words:5", &k, &n) == 0 && k == MH_WORDS && n == 5);
	CHECK(mh_parse_shingle("chars:24", &k, &n) == 0 && k == MH_CHARS && n == 24);
	CHECK(mh_parse_shingle("chars:x", &k, &n) < 0);
	CHECK(mh_parse_shingle("bytes:3", &k, &n) < 0);
	CHECK(mh_parse_shingle("words:0", &k, &n) < 0);
}

static uint64_t rng = 88172645463325252ull;
static uint64_t rnd(void)
{
	rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
	return rng;
}

/* Two sets of random hashes with Jaccard exactly inter/(inter+2*diff). */
static void pair_sets(size_t inter, size_t diff, struct u64vec *h, size_t off[3])
{
	h->n = 0;
	uint64_t shared[400];
	for (size_t i = 0; i < inter; i++)
		shared[i] = rnd();
	off[0] = 0;
	for (size_t i = 0; i < inter; i++)
		u64vec_push(h, shared[i]);
	for (size_t i = 0; i < diff; i++)
		u64vec_push(h, rnd());
	off[1] = h->n;
	for (size_t i = 0; i < inter; i++)
		u64vec_push(h, shared[inter - 1 - i]);   /* order must not matter */
	for (size_t i = 0; i < diff; i++)
		u64vec_push(h, rnd());
	off[2] = h->n;
}

static void test_estimate_and_scurve(void)
{
	struct mh_params p;
	CHECK(mh_params_init(&p, 14, 8, MH_WORDS, 5, 1) == 0);
	struct u64vec h = U64VEC_INIT;
	uint32_t sig[2 * 112];
	size_t off[3];
	/* identical sets: identical signatures */
	pair_sets(200, 0, &h, off);
	mh_sig_batch(&p, h.v, off, 2, sig);
	CHECK(memcmp(sig, sig + 112, sizeof sig / 2) == 0);
	CHECK_DBL(mh_estimate(&p, sig, sig + 112), 1.0, 0);
	/* S-curve: detection rate over many pairs at fixed Jaccard vs theory */
	const double S[] = {0.3, 0.5, 0.7, 0.8, 0.9};
	for (int si = 0; si < 5; si++) {
		/* J = inter / (inter + 2 diff) with inter + diff = 200 */
		size_t diff = (size_t)(200 * (1 - S[si]) / (1 + S[si]) + 0.5), inter = 200 - diff;
		double J = (double)inter / (double)(inter + 2 * diff);
		int trials = 500, hits = 0;
		double est = 0;
		for (int t = 0; t < trials; t++) {
			pair_sets(inter, diff, &h, off);
			mh_sig_batch(&p, h.v, off, 2, sig);
			est += mh_estimate(&p, sig, sig + 112);
			int hit = 0;
			for (int b = 0; b < 14; b++)
				hit |= mh_band_key(&p, sig, b) == mh_band_key(&p, sig + 112, b);
			hits += hit;
		}
		double rate = (double)hits / trials, th = mh_prob(J, 14, 8);
		printf("J=%.3f detected %.3f theory %.3f mean estimate %.3f\n", J, rate, th, est / trials);
		CHECK_DBL(rate, th, 0.07);            /* about 3 standard deviations at p = 0.5 */
		CHECK_DBL(est / trials, J, 0.02);     /* unbiased estimator */
	}
	/* a document without shingles */
	size_t off0[2] = {0, 0};
	mh_sig_batch(&p, h.v, off0, 1, sig);
	CHECK(sig[0] == MH_EMPTY && sig[111] == MH_EMPTY);
	u64vec_release(&h);
	mh_params_release(&p);
	CHECK(mh_params_init(&p, 0, 8, MH_WORDS, 5, 1) < 0);
	CHECK(mh_params_init(&p, 200, 13, MH_CHARS, 24, 1) < 0);
	CHECK_DBL(mh_prob(0.8, 14, 8), 0.924, 0.001);
	CHECK_DBL(mh_prob(0.8, 20, 13), 1 - pow(1 - pow(0.8, 13), 20), 1e-12);
}

static void test_jaccard(void)
{
	uint64_t a[] = {5, 1, 3, 3, 9}, b[] = {9, 3, 4};
	size_t na = mh_set(a, 5), nbb = mh_set(b, 3);
	CHECK_INT(na, ==, 4);
	CHECK(a[0] == 1 && a[3] == 9);
	CHECK_DBL(mh_jaccard(a, na, b, nbb), 2.0 / 5.0, 1e-12);
	CHECK_DBL(mh_jaccard(a, 0, b, 0), 1.0, 0);
	/* real text: a 5-gram set with itself and with one word changed */
	const char *path = t_shared("text/tinyshakespeare.txt");
	if (!path) {
		printf("skip: shared data not found\n");
		return;
	}
	FILE *f = fopen(path, "rb");
	char text[6000];
	size_t n = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[n] = 0;
	struct u64vec x = U64VEC_INIT, y = U64VEC_INIT;
	mh_normalize(&sc, text, n, &nb);
	mh_shingles(MH_WORDS, 5, nb.p, nb.len, &x);
	char *w = strstr(text, "Citizen");
	memcpy(w, "CitiZEN", 7);                 /* case only: same normalized text */
	mh_normalize(&sc, text, n, &nb);
	mh_shingles(MH_WORDS, 5, nb.p, nb.len, &y);
	size_t nx = mh_set(x.v, x.n), ny = mh_set(y.v, y.n);
	CHECK_DBL(mh_jaccard(x.v, nx, y.v, ny), 1.0, 0);
	memcpy(w, "Citoyen", 7);                 /* one word: at most 5 shingles differ */
	y.n = 0;
	mh_normalize(&sc, text, n, &nb);
	mh_shingles(MH_WORDS, 5, nb.p, nb.len, &y);
	ny = mh_set(y.v, y.n);
	double j = mh_jaccard(x.v, nx, y.v, ny);
	CHECK(j < 1.0 && j >= (double)(nx - 5) / (double)(nx + 5));
	u64vec_release(&x);
	u64vec_release(&y);
}

static void test_uf(void)
{
	enum { N = 2000 };
	static int label[N];
	struct uf u;
	uf_init(&u);
	for (int i = 0; i < N; i++)
		label[i] = i;
	for (int e = 0; e < 1500; e++) {
		int a = (int)(rnd() % N), b = (int)(rnd() % N);
		uint32_t na = uf_node(&u, (uint64_t)a * 7919, (uint32_t)(a % 3));
		uint32_t nbn = uf_node(&u, (uint64_t)b * 7919, (uint32_t)(b % 3));
		uf_union(&u, na, nbn);
		int la = label[a], lb = label[b];
		if (la != lb)
			for (int i = 0; i < N; i++)
				if (label[i] == lb)
					label[i] = la;
	}
	int bad = 0, badbest = 0;
	for (int i = 0; i < N; i++) {
		uint32_t ni = uf_lookup(&u, (uint64_t)i * 7919);
		if (ni == UINT32_MAX)
			continue;
		/* the best of i's set: smallest (i % 3, i) among same-label members present */
		int best = -1;
		for (int j = 0; j < N; j++) {
			if (label[j] != label[i] || uf_lookup(&u, (uint64_t)j * 7919) == UINT32_MAX)
				continue;
			if (best < 0 || j % 3 < best % 3 || (j % 3 == best % 3 && j < best))
				best = j;
		}
		for (int j = i + 1; j < N; j += 97) {
			uint32_t nj = uf_lookup(&u, (uint64_t)j * 7919);
			if (nj != UINT32_MAX && (uf_find(&u, ni) == uf_find(&u, nj)) != (label[i] == label[j]))
				bad++;
		}
		if (u.key[uf_best(&u, ni)] != (uint64_t)best * 7919)
			badbest++;
	}
	CHECK_INT(bad, ==, 0);
	CHECK_INT(badbest, ==, 0);
	CHECK(uf_lookup(&u, 1) == UINT32_MAX);
	CHECK(uf_bytes(&u) > 0);
	uf_release(&u);
}

int main(void)
{
	TEST(test_normalize);
	TEST(test_normalize_fast);
	TEST(test_shingles);
	TEST(test_estimate_and_scurve);
	TEST(test_jaccard);
	TEST(test_uf);
	mh_scratch_release(&sc);
	buf_release(&nb);
	return t_done();
}
