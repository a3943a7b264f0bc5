/* test_bpe_train: the incremental trainer learns the same merges as a naive
 * recount-everything trainer; counts merged from parts train the same model;
 * the written tok.json loads and round-trips any bytes. */
#include "bpe_train.h"
#include "err.h"
#include "pretok.h"
#include "t.h"

#include <stdint.h>
#include <unistd.h>

static struct buf corpus;
static char dir[128];   /* $TMPDIR/mtk-test-bpe-train.XXXXXX, made in main */

static int load_corpus(void)
{
	const char *p = t_shared("text/tinyshakespeare.txt");
	if (!p)
		return 0;
	FILE *f = fopen(p, "rb");
	char b[65536];
	size_t n;
	while ((n = fread(b, 1, sizeof b, f)) > 0)
		buf_add(&corpus, b, n);
	fclose(f);
	return 1;
}

/* Naive trainer: words as symbol arrays, recount every pair each round. */
struct nword { uint32_t *s; uint32_t n; uint64_t cnt; };

static uint32_t naive(const char *text, size_t len, uint32_t nmerge, uint32_t (*out)[2])
{
	/* distinct pieces with counts, by linear search over a sorted list is
	 * too slow; a plain array with memcmp on a small corpus is enough */
	struct nword *w = NULL;
	size_t nw = 0, cap = 0;
	const unsigned char *p = (const unsigned char *)text;
	while (len) {
		size_t l = pretok_next(PRETOK_GPT2, p, len);
		if (l > 1) {
			size_t i;
			for (i = 0; i < nw; i++) {
				if (w[i].n != l)
					continue;
				uint32_t k;
				for (k = 0; k < l && w[i].s[k] == p[k]; k++)
					;
				if (k == l)
					break;
			}
			if (i == nw) {
				if (nw == cap)
					cap = cap ? 2 * cap : 256, w = xrealloc(w, cap * sizeof *w);
				w[nw].s = xmalloc(l * sizeof *w[nw].s);
				for (size_t k = 0; k < l; k++)
					w[nw].s[k] = p[k];
				w[nw].n = (uint32_t)l;
				w[nw].cnt = 0;
				nw++;
			}
			w[i].cnt++;
		}
		p += l;
		len -= l;
	}
	uint32_t m;
	uint32_t maxsym = 256 + nmerge;
	uint64_t *cnt = xcalloc((size_t)maxsym * maxsym, sizeof *cnt);
	for (m = 0; m < nmerge; m++) {
		memset(cnt, 0, (size_t)maxsym * maxsym * sizeof *cnt);
		for (size_t i = 0; i < nw; i++)
			for (uint32_t k = 0; k + 1 < w[i].n; k++)
				cnt[(size_t)w[i].s[k] * maxsym + w[i].s[k + 1]] += w[i].cnt;
		uint64_t best = 0;
		size_t bi = 0;
		for (size_t i = 0; i < (size_t)maxsym * maxsym; i++)
			if (cnt[i] > best)
				best = cnt[i], bi = i;
		if (!best)
			break;
		uint32_t a = (uint32_t)(bi / maxsym), b = (uint32_t)(bi % maxsym), nid = 256 + m;
		out[m][0] = a;
		out[m][1] = b;
		for (size_t i = 0; i < nw; i++) {
			uint32_t o = 0;
			for (uint32_t k = 0; k < w[i].n; k++) {
				if (k + 1 < w[i].n && w[i].s[k] == a && w[i].s[k + 1] == b) {
					w[i].s[o++] = nid;
					k++;
				} else {
					w[i].s[o++] = w[i].s[k];
				}
			}
			w[i].n = o;
		}
	}
	for (size_t i = 0; i < nw; i++)
		free(w[i].s);
	free(w);
	free(cnt);
	return m;
}

static void test_matches_naive(void)
{
	size_t len = corpus.len < 60000 ? corpus.len : 60000;
	struct bpe_counts *c = bpe_counts_new(PRETOK_GPT2);
	bpe_counts_add(c, corpus.p, len);
	struct bpe_model m;
	const char *sp[] = {"<|endoftext|>"};
	CHECK_INT(bpe_train(c, 256 + 200 + 1, sp, 1, &m), ==, 0);
	CHECK_INT(m.nmerge, ==, 200);
	uint32_t (*ref)[2] = xmalloc(200 * sizeof *ref);
	uint32_t nref = naive(corpus.p, len, 200, ref);
	CHECK_INT(nref, ==, 200);
	for (uint32_t k = 0; k < nref && k < m.nmerge; k++)
		if (ref[k][0] != m.merge[k][0] || ref[k][1] != m.merge[k][1]) {
			T_FAIL("merge %u: (%u,%u) vs naive (%u,%u)", k, m.merge[k][0], m.merge[k][1], ref[k][0], ref[k][1]);
			break;
		}
	free(ref);
	bpe_model_release(&m);
	bpe_counts_free(c);
}

static void test_parts_equal_whole(void)
{
	struct bpe_counts *whole = bpe_counts_new(PRETOK_GPT2), *a = bpe_counts_new(PRETOK_GPT2),
		*b = bpe_counts_new(PRETOK_GPT2);
	size_t half = corpus.len / 2;
	while (half < corpus.len && corpus.p[half] != '\n')
		half++;   /* cut where pretok cuts anyway */
	bpe_counts_add(whole, corpus.p, corpus.len);
	bpe_counts_add(b, corpus.p + half, corpus.len - half);
	bpe_counts_add(a, corpus.p, half);
	bpe_counts_merge(a, b);
	CHECK_INT(bpe_counts_unique(a), ==, bpe_counts_unique(whole));
	CHECK_INT(bpe_counts_total(a), ==, bpe_counts_total(whole));
	CHECK_INT(bpe_counts_unique(b), ==, 0);
	struct bpe_model m1, m2;
	CHECK_INT(bpe_train(whole, 1024, NULL, 0, &m1), ==, 0);
	CHECK_INT(bpe_train(a, 1024, NULL, 0, &m2), ==, 0);
	CHECK_INT(m1.nmerge, ==, 768);
	CHECK(m1.nmerge == m2.nmerge && !memcmp(m1.merge, m2.merge, m1.nmerge * sizeof *m1.merge));
	bpe_model_release(&m1);
	bpe_model_release(&m2);
	bpe_counts_free(whole);
	bpe_counts_free(a);
	bpe_counts_free(b);
}

static void test_write_load_roundtrip(void)
{
	struct bpe_counts *c = bpe_counts_new(PRETOK_GPT2);
	bpe_counts_add(c, corpus.p, corpus.len);
	struct bpe_model m;
	const char *sp[] = {"<|endoftext|>", "<|pad|>"};
	CHECK_INT(bpe_train(c, 2048, sp, 2, &m), ==, 0);
	char path[300];
	snprintf(path, sizeof path, "%s/tok.json", dir);
	CHECK_INT(bpe_model_write(&m, path), ==, 0);
	struct bpe b1, b2;
	CHECK_INT(bpe_model_to_bpe(&m, &b1), ==, 0);
	if (bpe_load(&b2, path, NULL)) {
		T_FAIL("load tok.json: %s", mtk_errmsg());
		bpe_model_release(&m);
		bpe_counts_free(c);
		bpe_release(&b1);
		return;
	}
	CHECK_INT(b1.nvocab, ==, 2048);
	CHECK_INT(b2.nvocab, ==, 2048);
	CHECK_INT(b2.eot, ==, 2046);
	CHECK_INT(bpe_token_id(&b2, "<|pad|>", 7), ==, 2047);
	struct bpe_enc e1, e2;
	bpe_enc_init(&e1, &b1);
	bpe_enc_init(&e2, &b2);
	struct bpe_ids i1 = {0}, i2 = {0};
	bpe_encode(&e1, corpus.p, corpus.len, 0, &i1);
	bpe_encode(&e2, corpus.p, corpus.len, 0, &i2);
	CHECK(i1.n == i2.n && !memcmp(i1.v, i2.v, i1.n * 4));
	CHECK_INT(i1.n, <, corpus.len * 2 / 5);   /* it compresses: 2.9 bytes a token here */
	struct buf s = BUF_INIT, back = BUF_INIT;
	unsigned long long x = 77;
	for (int iter = 0; iter < 200; iter++) {
		buf_clear(&s);
		for (int k = 0; k < 100; k++) {
			x ^= x << 13; x ^= x >> 7; x ^= x << 17;
			buf_putc(&s, x & 1 ? (int)(x % 256) : "the ing, and\n"[x % 13]);
		}
		i2.n = 0;
		bpe_encode(&e2, s.p, s.len, 1, &i2);
		buf_clear(&back);
		CHECK_INT(bpe_decode(&b2, i2.v, i2.n, &back), ==, 0);
		if (back.len != s.len || memcmp(back.p, s.p, s.len)) {
			T_FAIL("round trip differs at %d", iter);
			break;
		}
	}
	buf_release(&s);
	buf_release(&back);
	free(i1.v);
	free(i2.v);
	bpe_enc_release(&e1);
	bpe_enc_release(&e2);
	bpe_release(&b1);
	bpe_release(&b2);
	bpe_model_release(&m);
	bpe_counts_free(c);
}

static void test_too_small(void)
{
	struct bpe_counts *c = bpe_counts_new(PRETOK_GPT2);
	struct bpe_model m;
	const char *sp[] = {"<|endoftext|>"};
	CHECK_INT(bpe_train(c, 256, sp, 1, &m), ==, -1);
	CHECK(strstr(mtk_errmsg(), "cannot hold"));
	/* no text: only bytes and specials */
	CHECK_INT(bpe_train(c, 1000, sp, 1, &m), ==, 0);
	CHECK_INT(m.nmerge, ==, 0);
	bpe_model_release(&m);
	bpe_counts_free(c);
}

int main(void)
{
	if (!mkdtemp(t_tmppath(dir, sizeof dir, "mtk-test-bpe-train.XXXXXX")))
		return perror("mkdtemp"), 1;
	if (!load_corpus()) {
		printf("skip: tinyshakespeare not found (set MTK_SHARED)\n");
		buf_add(&corpus, "the cat sat on the mat; the hat, the bat\n", 41);
	}
	TEST(test_matches_naive);
	TEST(test_parts_equal_whole);
	TEST(test_write_load_roundtrip);
	TEST(test_too_small);
	buf_release(&corpus);
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd)) {}
	return t_done();
}
