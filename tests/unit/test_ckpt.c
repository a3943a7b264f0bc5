/* The checkpoint reader on damaged and hostile files (nn/train.c); the
 * round trip and resume are in test_nn_train. */
#include "t.h"

#include <math.h>
#include <stdint.h>
#include <unistd.h>
#include <xxhash.h>

#include "err.h"
#include "nn/gpt.h"
#include "nn/ops.h"
#include "nn/train.h"

static char dir[128];   /* $TMPDIR/mtk-test-ckpt.XXXXXX, made in main */
static char good[300], bad[300];
static struct nn_be *be;
static struct gpt g;

static unsigned char *slurp(const char *path, size_t *n)
{
	FILE *f = fopen(path, "rb");
	fseek(f, 0, SEEK_END);
	*n = (size_t)ftell(f);
	rewind(f);
	unsigned char *p = malloc(*n + 1);
	if (fread(p, 1, *n, f) != *n)
		*n = 0;
	fclose(f);
	return p;
}

static void spit(const char *path, const void *p, size_t n)
{
	FILE *f = fopen(path, "wb");
	fwrite(p, 1, n, f);
	fclose(f);
}

static void put64(unsigned char *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

static void put32(unsigned char *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

/* the header's checksum made right again after a change (a consistent
 * header, its fields the test's) */
static void resum(unsigned char *p) { put64(p + 248, XXH3_64bits(p, 248)); }

/* good with one 64-bit header field changed, into bad */
static void patch64(size_t off, uint64_t v)
{
	size_t n;
	unsigned char *p = slurp(good, &n);
	put64(p + off, v);
	resum(p);
	spit(bad, p, n);
	free(p);
}

static void round_trip(void)
{
	struct nn_ckpt st;
	CHECK_INT(nn_ckpt_header(good, &st), ==, 0);
	CHECK_INT(st.step, ==, 3);
	CHECK_INT(st.nparams, ==, g.nparams);
	CHECK_INT(nn_ckpt_load(good, &g, &st, 1), ==, 0);
}

static void step_out_of_range(void)
{
	/* mtrain --resume counts on from step + 1 in a long: a step past
	 * INT64_MAX wrapped to a negative one and trained without end */
	struct nn_ckpt st;
	patch64(64, UINT64_C(1) << 63);
	CHECK_INT(nn_ckpt_header(bad, &st), ==, -1);
	CHECK(strstr(mtk_errmsg(), "step 9223372036854775808") != NULL);
	CHECK_INT(nn_ckpt_load(bad, &g, &st, 1), ==, -1);
	patch64(64, UINT64_MAX);
	CHECK_INT(nn_ckpt_header(bad, &st), ==, -1);
	patch64(64, (uint64_t)INT64_MAX - 1);
	CHECK_INT(nn_ckpt_header(bad, &st), ==, 0);
}

static void huge_claims(void)
{
	/* 2^40 parameters for this config: refused without reading on */
	struct nn_ckpt st;
	patch64(56, UINT64_C(1) << 40);
	CHECK_INT(nn_ckpt_header(bad, &st), ==, -1);
	CHECK(strstr(mtk_errmsg(), "does not match") != NULL);
	/* a consistent header for a big model over a small file: the size check */
	size_t n;
	unsigned char *p = slurp(good, &n);
	struct gpt_config c = {.layers = 4096, .heads = 16, .dim = 1 << 16, .vocab = 1 << 30, .max_seq = 1 << 20};
	CHECK_INT(gpt_config_check(&c), ==, 0);
	uint32_t cf[6] = {4096, 16, 1 << 16, 1 << 30, (uint32_t)c.vocab_padded, 1 << 20};
	for (int i = 0; i < 6; i++)
		put32(p + 16 + 4 * i, cf[i]);
	put64(p + 56, gpt_num_params(&c));
	resum(p);
	spit(bad, p, n);
	CHECK_INT(nn_ckpt_header(bad, &st), ==, -1);
	CHECK(strstr(mtk_errmsg(), "tensor table") != NULL);
	CHECK_INT(nn_ckpt_load(bad, &g, &st, 0), ==, -1);
	free(p);
}

static void damaged(void)
{
	struct nn_ckpt st;
	size_t n;
	unsigned char *p = slurp(good, &n);
	spit(bad, p, 0);
	CHECK_INT(nn_ckpt_header(bad, &st), ==, -1);
	CHECK(strstr(mtk_errmsg(), "not an mtrain checkpoint") != NULL);
	spit(bad, p, 100);
	CHECK_INT(nn_ckpt_header(bad, &st), ==, -1);
	CHECK(strstr(mtk_errmsg(), "truncated checkpoint header") != NULL);
	spit(bad, p, n - 1);
	CHECK_INT(nn_ckpt_load(bad, &g, &st, 1), ==, -1);
	CHECK(strstr(mtk_errmsg(), "header says") != NULL);
	p[8] = 3;   /* version */
	spit(bad, p, n);
	CHECK_INT(nn_ckpt_header(bad, &st), ==, -1);
	CHECK(strstr(mtk_errmsg(), "version 3") != NULL);
	p[8] = 2;
	put32(p + 20, 3);   /* heads 3 do not divide dim 4 */
	spit(bad, p, n);
	CHECK_INT(nn_ckpt_header(bad, &st), ==, -1);
	CHECK(strstr(mtk_errmsg(), "inconsistent checkpoint header (dim 4 is not a multiple of heads 3)") != NULL);
	free(p);
}

/* checksums: a flipped bit in a tensor, in the header, in the table; a
 * non-finite weight with its checksum made right; each refused, named */
static void checksums(void)
{
	struct nn_ckpt st;
	size_t n;
	unsigned char *p = slurp(good, &n);
	p[256 + 4 * 40] ^= 4;   /* a bit of wte */
	spit(bad, p, n);
	CHECK_INT(nn_ckpt_load(bad, &g, &st, 0), ==, -1);
	CHECK(strstr(mtk_errmsg(), "tensor wte: checksum does not match") != NULL);
	p[256 + 4 * 40] ^= 4;
	p[n - 10] ^= 1;   /* the last record's checksum */
	spit(bad, p, n);
	CHECK_INT(nn_ckpt_load(bad, &g, &st, 1), ==, -1);
	CHECK(strstr(mtk_errmsg(), "tensor table's checksum") != NULL);
	p[n - 10] ^= 1;
	p[97] ^= 1;   /* the loss */
	spit(bad, p, n);
	CHECK_INT(nn_ckpt_header(bad, &st), ==, -1);
	CHECK(strstr(mtk_errmsg(), "header's checksum") != NULL);
	p[97] ^= 1;
	/* NaN in lnf_b (the last parameter), its record's checksum and the
	 * table's recomputed: only the values tell */
	size_t P = gpt_num_params(&g.cfg), last = 256 + 4 * (P - 1);
	float nan = NAN;
	memcpy(p + last, &nan, 4);
	uint64_t tab = 256 + 3 * 4 * (uint64_t)P;
	unsigned char *rec = p + tab + 15 * 96;   /* lnf_b's record */
	put64(rec + 88, XXH3_64bits(p + 256 + 4 * (P - g.t[15].n), 4 * g.t[15].n));
	put64(p + 120, XXH3_64bits(p + tab, 48 * 96));
	resum(p);
	spit(bad, p, n);
	CHECK_INT(nn_ckpt_load(bad, &g, &st, 0), ==, -1);
	CHECK(strstr(mtk_errmsg(), "lnf_b holds nan") != NULL);
	free(p);
}

/* a version 1 file (the same data, no table, no checksums) still loads */
static void version1(void)
{
	struct nn_ckpt st;
	size_t n;
	unsigned char *p = slurp(good, &n);
	size_t P = gpt_num_params(&g.cfg);
	p[8] = 1;
	memset(p + 104, 0, 256 - 104);
	spit(bad, p, 256 + 3 * 4 * P);
	float *a = malloc(P * sizeof *a), *b = malloc(P * sizeof *b);
	CHECK_INT(nn_ckpt_load(good, &g, &st, 1), ==, 0);
	gpt_get(&g, g.params, a);
	gpt_zero_grad(&g);
	CHECK_INT(nn_ckpt_load(bad, &g, &st, 1), ==, 0);
	CHECK_INT(st.version, ==, 1);
	gpt_get(&g, g.params, b);
	CHECK(!memcmp(a, b, P * sizeof *a));
	/* no checksums there: a NaN is found by the values, its tensor named
	 * by its place (the first element of the second tensor, wpe) */
	float nan = NAN;
	memcpy(p + 256 + 4 * g.t[1].off, &nan, 4);
	spit(bad, p, 256 + 3 * 4 * P);
	CHECK_INT(nn_ckpt_load(bad, &g, &st, 0), ==, -1);
	CHECK(strstr(mtk_errmsg(), "wpe holds nan (element 0)") != NULL);
	free(a), free(b), free(p);
}

int main(void)
{
	if (!mkdtemp(t_tmppath(dir, sizeof dir, "mtk-test-ckpt.XXXXXX"))) {
		perror("mkdtemp");
		return 1;
	}
	snprintf(good, sizeof good, "%s/good.ckpt", dir);
	snprintf(bad, sizeof bad, "%s/bad.ckpt", dir);
	be = nn_cpu_new(1);
	struct gpt_config c = {.layers = 1, .heads = 2, .dim = 4, .vocab = 8, .max_seq = 8};
	if (!be || gpt_init(&g, be, &c, 1, 8, GPT_RECOMPUTE_NONE, 1) < 0) {
		fprintf(stderr, "cannot build the model: %s\n", mtk_errmsg());
		return 1;
	}
	struct nn_ckpt st = {.seq = 8, .global_batch = 4, .micro_batch = 2, .step = 3, .samples = 12, .seed = 1};
	if (nn_ckpt_save(good, &g, &st, 1) < 0) {
		fprintf(stderr, "%s\n", mtk_errmsg());
		return 1;
	}
	TEST(round_trip);
	TEST(step_out_of_range);
	TEST(huge_claims);
	TEST(damaged);
	TEST(checksums);
	TEST(version1);
	gpt_release(&g);
	nn_be_free(be);
	unlink(good);
	unlink(bad);
	rmdir(dir);
	return t_done();
}
