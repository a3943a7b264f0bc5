/* test_shard: Megatron .bin/.idx writer and reader, round trip and every
 * corruption the reader must name. */
#include "shard.h"
#include "err.h"
#include "t.h"

#include <stdint.h>
#include <unistd.h>

static char dir[128];   /* $TMPDIR/mtk-test-shard.XXXXXX, made in main */

static const char *path(const char *name)
{
	static char p[2][256];
	static int k;
	k ^= 1;
	snprintf(p[k], sizeof p[k], "%s/%s", dir, name);
	return p[k];
}

static size_t slurp(const char *name, unsigned char *out, size_t cap)
{
	FILE *f = fopen(name, "rb");
	if (!f)
		return 0;
	size_t n = fread(out, 1, cap, f);
	fclose(f);
	return n;
}

static void spit(const char *name, const unsigned char *p, size_t n)
{
	FILE *f = fopen(name, "wb");
	fwrite(p, 1, n, f);
	fclose(f);
}

static void write_small(const char *prefix, int dtype)
{
	struct shard_writer w;
	uint32_t a[] = {5962, 22307, 25}, b[] = {65535}, c[] = {0, 1, 2, 3};
	CHECK_INT(shardw_open(&w, path(prefix), dtype), ==, 0);
	CHECK_INT(shardw_add(&w, a, 3), ==, 0);
	CHECK_INT(shardw_add(&w, b, 1), ==, 0);
	CHECK_INT(shardw_add(&w, NULL, 0), ==, 0);
	CHECK_INT(shardw_add(&w, c, 4), ==, 0);
	CHECK_INT(shardw_close(&w), ==, 0);
}

static void test_dtype_for(void)
{
	CHECK_INT(shard_dtype_for(50257), ==, SHARD_U16);
	CHECK_INT(shard_dtype_for(65499), ==, SHARD_U16);
	CHECK_INT(shard_dtype_for(65500), ==, SHARD_I32);
	CHECK_INT(shard_dtype_for(100277), ==, SHARD_I32);
}

/* The exact bytes Megatron's writer produces for these documents. */
static void test_layout_bytes(void)
{
	write_small("a", SHARD_U16);
	unsigned char idx[512], bin[64];
	size_t ni = slurp(path("a.idx"), idx, sizeof idx), nb = slurp(path("a.bin"), bin, sizeof bin);
	CHECK_INT(ni, ==, 34 + 12 * 4 + 8 * 5);
	CHECK_INT(nb, ==, 2 * 8);
	CHECK_MEM(idx, "MMIDIDX\0\0\1\0\0\0\0\0\0\0\10", 18);
	CHECK_INT(idx[18], ==, 4);      /* 4 sequences */
	CHECK_INT(idx[26], ==, 5);      /* 5 document entries */
	CHECK_INT(idx[34], ==, 3);      /* first length */
	CHECK_INT(idx[34 + 8], ==, 0);  /* third document is empty */
	CHECK_INT(idx[34 + 16 + 8], ==, 6);   /* second pointer: 3 tokens * 2 bytes */
	CHECK_INT(idx[34 + 16 + 32 + 8 * 4], ==, 4);   /* last doc index = S */
	CHECK_INT(bin[0] | bin[1] << 8, ==, 5962);
	CHECK_INT(bin[6] | bin[7] << 8, ==, 65535);
	CHECK(access(path("a.bin.tmp"), F_OK) != 0);
}

static void test_roundtrip(int dtype)
{
	write_small("r", dtype);
	struct shard s;
	CHECK_INT(shard_open(&s, path("r")), ==, 0);
	CHECK_INT(s.dtype, ==, dtype);
	CHECK_INT(s.nseq, ==, 4);
	CHECK_INT(s.ndoc, ==, 5);
	CHECK_INT(s.ntokens, ==, 8);
	CHECK_INT(shard_seq_len(&s, 0), ==, 3);
	CHECK_INT(shard_seq_len(&s, 2), ==, 0);
	CHECK_INT(shard_seq_off(&s, 3), ==, 4);
	uint32_t t[8];
	shard_tokens(&s, 0, 8, t);
	CHECK_INT(t[0], ==, 5962);
	CHECK_INT(t[3], ==, 65535);
	CHECK_INT(t[7], ==, 3);
	shard_tokens(&s, shard_seq_off(&s, 3) + 1, 2, t);
	CHECK_INT(t[0], ==, 1);
	shard_close(&s);
}

static void test_roundtrip_u16(void) { test_roundtrip(SHARD_U16); }
static void test_roundtrip_i32(void) { test_roundtrip(SHARD_I32); }

static void test_big_ids(void)
{
	struct shard_writer w;
	uint32_t big[] = {65536};
	CHECK_INT(shardw_open(&w, path("big"), SHARD_U16), ==, 0);
	CHECK_INT(shardw_add(&w, big, 1), ==, -1);
	CHECK(strstr(mtk_errmsg(), "does not fit"));
	shardw_abort(&w);
	CHECK(access(path("big.bin"), F_OK) != 0);

	uint32_t ids[] = {100276, 200000};
	CHECK_INT(shardw_open(&w, path("big"), SHARD_I32), ==, 0);
	CHECK_INT(shardw_add(&w, ids, 2), ==, 0);
	CHECK_INT(shardw_close(&w), ==, 0);
	struct shard s;
	CHECK_INT(shard_open(&s, path("big")), ==, 0);
	uint32_t t[2];
	shard_tokens(&s, 0, 2, t);
	CHECK_INT(t[1], ==, 200000);
	shard_close(&s);
}

static void test_empty(void)
{
	struct shard_writer w;
	CHECK_INT(shardw_open(&w, path("e"), SHARD_U16), ==, 0);
	CHECK_INT(shardw_close(&w), ==, 0);
	struct shard s;
	CHECK_INT(shard_open(&s, path("e")), ==, 0);
	CHECK_INT(s.nseq, ==, 0);
	CHECK_INT(s.ndoc, ==, 1);
	shard_close(&s);
}

/* Abort keeps whatever was there before: no data loss. */
static void test_abort_keeps_old(void)
{
	write_small("k", SHARD_U16);
	struct shard_writer w;
	uint32_t x[] = {1, 2};
	CHECK_INT(shardw_open(&w, path("k"), SHARD_U16), ==, 0);
	CHECK_INT(shardw_add(&w, x, 2), ==, 0);
	shardw_abort(&w);
	struct shard s;
	CHECK_INT(shard_open(&s, path("k")), ==, 0);
	CHECK_INT(s.nseq, ==, 4);
	shard_close(&s);
}

static void expect_err(const char *prefix, const char *what)
{
	struct shard s;
	CHECK_INT(shard_open(&s, path(prefix)), ==, -1);
	if (!strstr(mtk_errmsg(), what))
		T_FAIL("error \"%s\" lacks \"%s\"", mtk_errmsg(), what);
}

static void corrupt(size_t at, unsigned char v, const char *what)
{
	unsigned char idx[512];
	write_small("c", SHARD_U16);
	size_t n = slurp(path("c.idx"), idx, sizeof idx);
	idx[at] = v;
	spit(path("c.idx"), idx, n);
	expect_err("c", what);
}

static void test_corrupt(void)
{
	corrupt(0, 'X', "bad magic");
	corrupt(9, 2, "version 2");
	corrupt(17, 6, "unsupported dtype");
	corrupt(17, 99, "unsupported dtype");
	corrupt(18, 5, "needs");                 /* sequence count disagrees with size */
	corrupt(34 + 12, 5, "data is");          /* last length grows: .bin too short */
	corrupt(34 + 3, 0x80, "negative");
	corrupt(34 + 16 + 8, 8, "pointers");
	corrupt(34 + 48, 1, "document index 0");
	corrupt(34 + 48 + 8 * 4, 3, "last document");
	corrupt(34 + 48 + 8 * 2, 9, "must rise");

	unsigned char idx[512];
	write_small("t", SHARD_U16);
	size_t n = slurp(path("t.idx"), idx, sizeof idx);
	spit(path("t.idx"), idx, n - 1);
	expect_err("t", "needs");
	spit(path("t.idx"), idx, 20);
	expect_err("t", "truncated");
	spit(path("t.idx"), idx, 0);
	expect_err("t", "truncated");

	/* .bin one token short: the pair disagrees. */
	write_small("b", SHARD_U16);
	CHECK_INT(truncate(path("b.bin"), 14), ==, 0);
	expect_err("b", "does not match");
	unlink(path("b.bin"));
	expect_err("b", "b.bin");
	expect_err("missing", "missing.idx");
}

int main(void)
{
	if (!mkdtemp(t_tmppath(dir, sizeof dir, "mtk-test-shard.XXXXXX"))) {
		perror("mkdtemp");
		return 1;
	}
	TEST(test_dtype_for);
	TEST(test_layout_bytes);
	TEST(test_roundtrip_u16);
	TEST(test_roundtrip_i32);
	TEST(test_big_ids);
	TEST(test_empty);
	TEST(test_abort_keeps_old);
	TEST(test_corrupt);
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd)) {}
	return t_done();
}
