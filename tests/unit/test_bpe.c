/* test_bpe: GPT-2 BPE ids equal tiktoken's (reference files made with
 * tiktoken 1.0.22), both merge loops agree, decode inverts encode for any
 * bytes, and broken vocabularies are named. */
#include "bpe.h"
#include "err.h"
#include "pretok.h"
#include "t.h"

#include <stdint.h>
#include <unistd.h>

static struct bpe gpt2;
static int have_gpt2;
static char dir[128];   /* $TMPDIR/mtk-test-bpe.XXXXXX, made in main */

static const char *tmp(const char *name)
{
	static char p[2][256];
	static int k;
	k ^= 1;
	snprintf(p[k], sizeof p[k], "%s/%s", dir, name);
	return p[k];
}

static void spit(const char *name, const void *p, size_t n)
{
	FILE *f = fopen(name, "wb");
	fwrite(p, 1, n, f);
	fclose(f);
}

static int slurp(const char *path, struct buf *out)
{
	buf_clear(out);
	FILE *f = fopen(path, "rb");
	if (!f)
		return -1;
	char b[65536];
	size_t n;
	while ((n = fread(b, 1, sizeof b, f)) > 0)
		buf_add(out, b, n);
	fclose(f);
	return 0;
}

static void enc(const char *s, size_t n, int special, struct bpe_ids *out)
{
	static struct bpe_enc e;
	if (!e.b)
		bpe_enc_init(&e, &gpt2);
	out->n = 0;
	bpe_encode(&e, s, n, special, out);
}

static void test_alphabet(void)
{
	for (int c = 0; c < 256; c++)
		CHECK_INT(bpe_cp_to_byte(bpe_byte_to_cp((unsigned char)c)), ==, c);
	CHECK_INT(bpe_byte_to_cp(' '), ==, 0x120);   /* the famous "Ġ" */
	CHECK_INT(bpe_byte_to_cp('\n'), ==, 0x10a);
	CHECK_INT(bpe_cp_to_byte(0x2000), ==, -1);
}

static void test_load_gpt2(void)
{
	CHECK_INT(gpt2.nvocab, ==, 50257);
	CHECK_INT(gpt2.eot, ==, 50256);
	CHECK_INT(gpt2.nspecial, ==, 1);
	CHECK_INT(bpe_token_id(&gpt2, " the", 4), ==, 262);
	struct bpe_ids o = {0};
	enc("Hello world", 11, 0, &o);
	CHECK_INT(o.n, ==, 2);
	CHECK_INT(o.v[0], ==, 15496);
	CHECK_INT(o.v[1], ==, 995);
	free(o.v);
}

static void test_tinyshakespeare(void)
{
	const char *tp = t_shared("text/tinyshakespeare.txt");
	if (!tp) {
		printf("skip: tinyshakespeare not found\n");
		return;
	}
	struct buf text = BUF_INIT, ref = BUF_INIT;
	slurp(tp, &text);
	slurp(t_shared("gpt2/reference/tinyshakespeare.gpt2.u16le"), &ref);
	struct bpe_ids o = {0};
	enc(text.p, text.len, 0, &o);
	CHECK_INT(o.n, ==, ref.len / 2);
	size_t bad = 0, first = SIZE_MAX;
	for (size_t i = 0; i < o.n && i < ref.len / 2; i++) {
		uint32_t want = (unsigned char)ref.p[2 * i] | (unsigned char)ref.p[2 * i + 1] << 8;
		if (o.v[i] != want && !bad++)
			first = i;
	}
	CHECK_INT(bad, ==, 0);
	if (bad)
		fprintf(stderr, "first mismatch at token %zu\n", first);

	/* the heap merge gives the same ids for every piece */
	size_t keep = bpe_heap_threshold;
	bpe_heap_threshold = 1;
	struct bpe_ids o2 = {0};
	enc(text.p, text.len, 0, &o2);
	bpe_heap_threshold = keep;
	CHECK_INT(o2.n, ==, o.n);
	CHECK(o2.n == o.n && !memcmp(o.v, o2.v, o.n * sizeof *o.v));

	struct buf back = BUF_INIT;
	CHECK_INT(bpe_decode(&gpt2, o.v, o.n, &back), ==, 0);
	CHECK(back.len == text.len && !memcmp(back.p, text.p, text.len));
	free(o.v);
	free(o2.v);
	buf_release(&text);
	buf_release(&ref);
	buf_release(&back);
}

/* A minimal reader for the reference lines {"source":..,"text":..,"ids":[..]}. */
static const char *jstr(const char *p, struct buf *out)
{
	buf_clear(out);
	for (p++; *p && *p != '"'; p++) {
		if (*p != '\\') {
			buf_putc(out, *p);
			continue;
		}
		p++;
		unsigned c = 0;
		switch (*p) {
		case 'n': buf_putc(out, '\n'); break;
		case 't': buf_putc(out, '\t'); break;
		case 'r': buf_putc(out, '\r'); break;
		case 'b': buf_putc(out, '\b'); break;
		case 'f': buf_putc(out, '\f'); break;
		case 'u':
			sscanf(p + 1, "%4x", &c);
			p += 4;
			if (c >= 0xd800 && c < 0xdc00 && p[1] == '\\' && p[2] == 'u') {
				unsigned c2;
				sscanf(p + 3, "%4x", &c2);
				c = 0x10000 + ((c - 0xd800) << 10) + (c2 - 0xdc00);
				p += 6;
			}
			if (c < 0x80) buf_putc(out, (int)c);
			else if (c < 0x800) { buf_putc(out, (int)(0xc0 | c >> 6)); buf_putc(out, (int)(0x80 | (c & 0x3f))); }
			else if (c < 0x10000) { buf_putc(out, (int)(0xe0 | c >> 12)); buf_putc(out, (int)(0x80 | ((c >> 6) & 0x3f))); buf_putc(out, (int)(0x80 | (c & 0x3f))); }
			else { buf_putc(out, (int)(0xf0 | c >> 18)); buf_putc(out, (int)(0x80 | ((c >> 12) & 0x3f))); buf_putc(out, (int)(0x80 | ((c >> 6) & 0x3f))); buf_putc(out, (int)(0x80 | (c & 0x3f))); }
			break;
		default: buf_putc(out, *p);
		}
	}
	return p;
}

static void test_reference_docs(void)
{
	const char *rp = t_shared("gpt2/reference/docs.gpt2.jsonl");
	if (!rp) {
		printf("skip: docs.gpt2.jsonl not found\n");
		return;
	}
	struct buf all = BUF_INIT, text = BUF_INIT, src = BUF_INIT;
	slurp(rp, &all);
	struct bpe_ids o = {0};
	int docs = 0, ok = 0;
	for (char *line = all.p; line && *line; ) {
		char *nl = strchr(line, '\n');
		if (nl)
			*nl = 0;
		char *s = strstr(line, "\"source\":"), *t = strstr(line, "\"text\":"), *ids = strstr(line, "\"ids\":[");
		if (!s || !t || !ids) {
			T_FAIL("malformed reference line");
			break;
		}
		jstr(s + 9, &src);
		jstr(t + 7, &text);
		int special = strstr(src.p, "allowed-special") != NULL;
		enc(text.p, text.len, special, &o);
		size_t i = 0;
		int same = 1;
		for (char *q = ids + 7; *q && *q != ']'; i++) {
			unsigned long v = strtoul(q, &q, 10);
			if (i >= o.n || o.v[i] != v)
				same = 0;
			if (*q == ',')
				q++;
		}
		if (i != o.n)
			same = 0;
		docs++;
		ok += same;
		if (!same)
			T_FAIL("%s: ids differ (%zu vs %zu tokens)", src.p, o.n, i);
		line = nl ? nl + 1 : NULL;
	}
	CHECK_INT(docs, ==, 33);
	CHECK_INT(ok, ==, docs);
	free(o.v);
	buf_release(&all);
	buf_release(&text);
	buf_release(&src);
}

static void test_long_pieces(void)
{
	/* pieces of a few kB: heap and scan must agree */
	struct buf s = BUF_INIT;
	unsigned long long x = 88172645463325252ull;
	for (int i = 0; i < 5000; i++) {
		x ^= x << 13; x ^= x >> 7; x ^= x << 17;
		buf_putc(&s, "aaabcdeeeinorstlm"[x % 17]);
	}
	buf_add(&s, "                                                   ", 50);
	for (int i = 0; i < 3000; i++)
		buf_putc(&s, '!');
	struct bpe_ids a = {0}, b = {0};
	size_t keep = bpe_heap_threshold;
	bpe_heap_threshold = SIZE_MAX;
	enc(s.p, s.len, 0, &a);
	bpe_heap_threshold = 1;
	enc(s.p, s.len, 0, &b);
	bpe_heap_threshold = keep;
	CHECK_INT(a.n, ==, b.n);
	CHECK(a.n == b.n && !memcmp(a.v, b.v, a.n * sizeof *a.v));
	CHECK_INT(a.n, <, s.len / 2);
	free(a.v);
	free(b.v);
	buf_release(&s);
}

static void test_roundtrip_bytes(void)
{
	struct buf s = BUF_INIT, back = BUF_INIT;
	struct bpe_ids o = {0};
	unsigned long long x = 0x1234567;
	for (int iter = 0; iter < 300; iter++) {
		buf_clear(&s);
		int len = (int)(x % 200);
		for (int i = 0; i < len; i++) {
			x ^= x << 13; x ^= x >> 7; x ^= x << 17;
			int c = (int)(x % 7 ? x % 128 : (x >> 8) % 256);   /* mostly ASCII, some high bytes */
			buf_putc(&s, c);
		}
		enc(s.p, s.len, iter & 1, &o);
		buf_clear(&back);
		CHECK_INT(bpe_decode(&gpt2, o.v, o.n, &back), ==, 0);
		if (back.len != s.len || memcmp(back.p, s.p, s.len)) {
			T_FAIL("round trip differs at iteration %d", iter);
			break;
		}
	}
	free(o.v);
	buf_release(&s);
	buf_release(&back);
}

static void test_special(void)
{
	struct bpe_ids o = {0};
	enc("a<|endoftext|>b", 15, 1, &o);
	CHECK_INT(o.n, ==, 3);
	CHECK_INT(o.v[1], ==, 50256);
	enc("a<|endoftext|>b", 15, 0, &o);
	CHECK_INT(o.n, ==, 9);
	enc("<|endoftext|><|endoftext|>", 26, 1, &o);
	CHECK_INT(o.n, ==, 2);
	free(o.v);
}

static void test_decode_errors(void)
{
	struct buf out = BUF_INIT;
	uint32_t ids[] = {15496, 50257};
	CHECK_INT(bpe_decode(&gpt2, ids, 2, &out), ==, -1);
	CHECK(strstr(mtk_errmsg(), "token 1: id 50257"));
	buf_release(&out);
}

static void expect_load_error(const char *vocab, const char *merges, const char *what)
{
	struct bpe b;
	if (bpe_load(&b, vocab, merges) == 0) {
		T_FAIL("%s loaded, want an error with \"%s\"", vocab, what);
		bpe_release(&b);
		return;
	}
	if (!strstr(mtk_errmsg(), what))
		T_FAIL("error \"%s\" lacks \"%s\"", mtk_errmsg(), what);
}

static void test_bad_vocab(void)
{
	struct buf enc_json = BUF_INIT, merges = BUF_INIT;
	const char *ep = t_shared("gpt2/encoder.json");
	if (!ep) {
		printf("skip: gpt2 vocabulary not found\n");
		return;
	}
	slurp(ep, &enc_json);
	slurp(t_shared("gpt2/vocab.bpe"), &merges);

	/* truncated encoder.json */
	spit(tmp("trunc.json"), enc_json.p, enc_json.len / 2);
	expect_load_error(tmp("trunc.json"), NULL, "trunc.json:");
	/* a merge of a token the encoder lacks */
	spit(tmp("e.json"), enc_json.p, enc_json.len);
	char bad[] = "#version: 0.2\n\xc4\xa0 t\nzzzqqq h\n";
	spit(tmp("bad.bpe"), bad, sizeof bad - 1);
	expect_load_error(tmp("e.json"), tmp("bad.bpe"), "bad.bpe:3: merge of unknown token \"zzzqqq\"");
	char bad2[] = "#version: 0.2\nqqq qqq\n";
	spit(tmp("bad2.bpe"), bad2, sizeof bad2 - 1);
	expect_load_error(tmp("e.json"), tmp("bad2.bpe"), "unknown token");
	char bad3[] = "#version: 0.2\nonlyone\n";
	spit(tmp("bad3.bpe"), bad3, sizeof bad3 - 1);
	expect_load_error(tmp("e.json"), tmp("bad3.bpe"), "bad3.bpe:2: merge line is not two tokens");
	/* vocabulary without all 256 bytes */
	spit(tmp("small.json"), "{\"a\": 0, \"b\": 1}", 16);
	expect_load_error(tmp("small.json"), NULL, "no token for byte");
	/* tiktoken file with a bad line */
	spit(tmp("bad.tiktoken"), "IQ== 0\nIg== x\n", 14);
	expect_load_error(tmp("bad.tiktoken"), NULL, "bad.tiktoken:2: bad rank");
	spit(tmp("empty"), "", 0);
	expect_load_error(tmp("empty"), NULL, "empty");
	expect_load_error(tmp("missing.json"), NULL, "missing.json");
	buf_release(&enc_json);
	buf_release(&merges);
}

/* The same vocabulary as a tiktoken rank file encodes the same. */
static void test_tiktoken_format(void)
{
	static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	struct buf f = BUF_INIT;
	for (uint32_t id = 0; id < 50256; id++) {
		const unsigned char *s = gpt2.bytes + gpt2.off[id];
		size_t n = gpt2.off[id + 1] - gpt2.off[id];
		for (size_t i = 0; i < n; i += 3) {
			uint32_t v = (uint32_t)s[i] << 16 | (i + 1 < n ? (uint32_t)s[i + 1] << 8 : 0) |
				(i + 2 < n ? s[i + 2] : 0);
			buf_putc(&f, b64[v >> 18]);
			buf_putc(&f, b64[(v >> 12) & 63]);
			buf_putc(&f, i + 1 < n ? b64[(v >> 6) & 63] : '=');
			buf_putc(&f, i + 2 < n ? b64[v & 63] : '=');
		}
		buf_printf(&f, " %u\n", id);
	}
	spit(tmp("r50k.tiktoken"), f.p, f.len);
	struct bpe t;
	CHECK_INT(bpe_load(&t, tmp("r50k.tiktoken"), NULL), ==, 0);
	CHECK_INT(t.eot, ==, 50256);
	struct bpe_enc e;
	bpe_enc_init(&e, &t);
	const char *s = "The quick brown fox's 12345 jumps\n\n  over\tthe lazy dog \xe2\x80\x94 caf\xc3\xa9!";
	struct bpe_ids a = {0}, b = {0};
	bpe_encode(&e, s, strlen(s), 0, &a);
	enc(s, strlen(s), 0, &b);
	CHECK(a.n == b.n && !memcmp(a.v, b.v, a.n * 4));
	bpe_enc_release(&e);
	bpe_release(&t);
	free(a.v);
	free(b.v);
	buf_release(&f);
}

int main(void)
{
	if (!mkdtemp(t_tmppath(dir, sizeof dir, "mtk-test-bpe.XXXXXX")))
		return perror("mkdtemp"), 1;
	const char *g = t_shared("gpt2/encoder.json");
	if (g) {
		char d[4096];
		snprintf(d, sizeof d, "%.*s", (int)(strlen(g) - strlen("/encoder.json")), g);
		have_gpt2 = bpe_load(&gpt2, d, NULL) == 0;
		if (!have_gpt2)
			fprintf(stderr, "load: %s\n", mtk_errmsg());
	}
	TEST(test_alphabet);
	if (have_gpt2) {
		TEST(test_load_gpt2);
		TEST(test_tinyshakespeare);
		TEST(test_reference_docs);
		TEST(test_long_pieces);
		TEST(test_roundtrip_bytes);
		TEST(test_special);
		TEST(test_decode_errors);
		TEST(test_bad_vocab);
		TEST(test_tiktoken_format);
		bpe_release(&gpt2);
	} else {
		printf("skip: GPT-2 vocabulary not found (set MTK_SHARED)\n");
		if (g)
			t_fail++;
	}
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd)) {}
	return t_done();
}
