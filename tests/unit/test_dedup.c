/* test_dedup: the dedup steps on real documents with controlled edits, the
 * one-pipe form against the sharded steps, priorities, and every kind of bad
 * input (corrupt or truncated intermediates, mixed settings, missing bands,
 * changed shards, records without text or id). */
#include <stdint.h>
#include <unistd.h>

#include "dedup.h"
#include "err.h"
#include "json.h"
#include "stream.h"
#include "t.h"

static char dir[64];
static struct buf gold[120];
static int ngold;

static const char *tp(const char *name)
{
	static char p[8][256];
	static int k;
	k = (k + 1) % 8;
	snprintf(p[k], sizeof p[k], "%s/%s", dir, name);
	return p[k];
}

static uint64_t rng = 0x2545f4914f6cdd1dull;
static uint32_t rnd(uint32_t n)
{
	rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
	return (uint32_t)(rng % n);
}

/* Load the gold article bodies (real English text). */
static int load_gold(void)
{
	const char *path = t_shared("extraction/scrapinghub-aeb/dev/ground-truth.json");
	struct buf all = BUF_INIT;
	if (!path || read_file(path, &all))
		return 0;
	const char *p = all.p;
	while (ngold < 120 && (p = strstr(p, "\"articleBody\": "))) {
		p += 15;
		const char *e = p + 1;
		while (*e && !(*e == '"' && e[-1] != '\\'))
			e++;
		buf_clear(&gold[ngold]);
		if (json_unescape(p, (size_t)(e - p + 1), &gold[ngold]) == 0 && gold[ngold].len > 2000)
			ngold++;
		p = e;
	}
	buf_release(&all);
	return ngold;
}

/* Replace `edits` random words of s by "zzqx" (each kills up to 5 shingles). */
static void edit_words(struct buf *out, const struct buf *s, int edits)
{
	buf_clear(out);
	buf_add(out, s->p, s->len);
	for (int e = 0; e < edits; e++) {
		size_t at = rnd((uint32_t)out->len);
		while (at < out->len && out->p[at] != ' ')
			at++;
		if (at + 5 < out->len)
			memcpy(out->p + at + 1, "zzqx", 4);
	}
}

static void put_doc(struct buf *f, const char *id, const char *src, const char *text, size_t n)
{
	jw_begin(f);
	jw_cstr(f, "id", id);
	if (src)
		jw_cstr(f, "source", src);
	jw_str(f, "text", text, n);
	jw_end(f);
}

/* Which ids survive in a JSONL file. */
static int kept(const char *path, const char *id)
{
	struct buf all = BUF_INIT, pat = BUF_INIT;
	buf_printf(&pat, "\"id\":\"%s\"", id);
	int r = read_file(path, &all) == 0 && strstr(all.p, pat.p) != NULL;
	buf_release(&all), buf_release(&pat);
	return r;
}

static void cfg_init(struct dd_cfg *c, int bands, int rows)
{
	memset(c, 0, sizeof *c);
	mh_params_init(&c->mh, bands, rows, MH_WORDS, 5, 1);
	c->flags = DD_EXACT | DD_FUZZY;
	c->threads = 2;
	c->threshold = 0.8;
}

static int pipe_to(const struct dd_cfg *c, char *const *in, int n, const char *out, const char *removed)
{
	struct wr *w = wr_open(out);
	if (!w)
		return -1;
	if (dd_pipe(c, in, n, w, removed, NULL)) {
		wr_abort(w);
		return -1;
	}
	return wr_close(w);
}

/* 40 real articles, each followed later by an exact copy, a light edit
 * (1 word in ~400: Jaccard about 0.97), a boilerplate-wrapped copy, and a
 * heavy edit (1 word in 6: Jaccard about 0.2). */
static void test_quality(void)
{
	struct buf f = BUF_INIT, t = BUF_INIT, id = BUF_INIT;
	int n = ngold < 40 ? ngold : 40;
	for (int i = 0; i < n; i++) {
		buf_clear(&id), buf_printf(&id, "base%d", i);
		put_doc(&f, id.p, NULL, gold[i].p, gold[i].len);
	}
	for (int i = 0; i < n; i++) {
		int words = 1;
		for (size_t k = 0; k < gold[i].len; k++)
			words += gold[i].p[k] == ' ';
		buf_clear(&id), buf_printf(&id, "exact%d", i);
		put_doc(&f, id.p, NULL, gold[i].p, gold[i].len);
		edit_words(&t, &gold[i], words / 400 + 1);
		buf_clear(&id), buf_printf(&id, "light%d", i);
		put_doc(&f, id.p, NULL, t.p, t.len);
		buf_clear(&t);
		buf_puts(&t, "Home | News | Sport | Contact us\n");
		buf_add(&t, gold[i].p, gold[i].len);
		buf_puts(&t, "\nCopyright 2019. All rights reserved.");
		buf_clear(&id), buf_printf(&id, "boiler%d", i);
		put_doc(&f, id.p, NULL, t.p, t.len);
		edit_words(&t, &gold[i], words / 6);
		buf_clear(&id), buf_printf(&id, "heavy%d", i);
		put_doc(&f, id.p, NULL, t.p, t.len);
	}
	CHECK(write_file(tp("q.jsonl"), f.p, f.len) == 0);
	struct dd_cfg c;
	cfg_init(&c, 14, 8);
	char qin[256];
	snprintf(qin, sizeof qin, "%s", tp("q.jsonl"));
	char *in[] = {qin};
	CHECK(pipe_to(&c, in, 1, tp("q.out"), tp("q.removed")) == 0);
	int base = 0, exact = 0, light = 0, boiler = 0, heavy = 0;
	for (int i = 0; i < n; i++) {
		char s[32];
		snprintf(s, sizeof s, "base%d", i), base += kept(tp("q.out"), s);
		snprintf(s, sizeof s, "exact%d", i), exact += !kept(tp("q.out"), s);
		snprintf(s, sizeof s, "light%d", i), light += !kept(tp("q.out"), s);
		snprintf(s, sizeof s, "boiler%d", i), boiler += !kept(tp("q.out"), s);
		snprintf(s, sizeof s, "heavy%d", i), heavy += kept(tp("q.out"), s);
	}
	printf("of %d: bases kept %d, exact removed %d, light edits removed %d, boilerplate removed %d, heavy edits kept %d\n",
	       n, base, exact, light, boiler, heavy);
	CHECK_INT(base, ==, n);          /* the first seen is the representative */
	CHECK_INT(exact, ==, n);
	CHECK_INT(light, >=, n * 9 / 10);
	CHECK_INT(boiler, >=, n * 8 / 10);
	CHECK_INT(heavy, >=, n * 95 / 100);
	/* --removed names the representative */
	struct buf rm = BUF_INIT;
	CHECK(read_file(tp("q.removed"), &rm) == 0);
	CHECK(strstr(rm.p, "{\"id\":\"exact0\",\"duplicate_of\":\"base0\",\"reason\":\"exact\"}") != NULL);
	buf_release(&rm);
	/* any -j gives the same bytes, and so does --verify for these clear cases */
	struct buf a = BUF_INIT, b = BUF_INIT;
	c.threads = 1;
	CHECK(pipe_to(&c, in, 1, tp("q1.out"), NULL) == 0);
	c.threads = 4;
	CHECK(pipe_to(&c, in, 1, tp("q4.out"), NULL) == 0);
	CHECK(read_file(tp("q1.out"), &a) == 0 && read_file(tp("q4.out"), &b) == 0);
	CHECK(a.len == b.len && !memcmp(a.p, b.p, a.len));
	c.verify = 1;
	if (pipe_to(&c, in, 1, tp("qv.out"), NULL) != 0)
		T_FAIL("verify: %s", mtk_errmsg());
	int vheavy = 0, vlight = 0;
	for (int i = 0; i < n; i++) {
		char s[32];
		snprintf(s, sizeof s, "heavy%d", i), vheavy += kept(tp("qv.out"), s);
		snprintf(s, sizeof s, "light%d", i), vlight += !kept(tp("qv.out"), s);
	}
	CHECK_INT(vheavy, ==, n);
	CHECK_INT(vlight, >=, n * 9 / 10);
	mh_params_release(&c.mh);
	buf_release(&a), buf_release(&b);
	buf_release(&f), buf_release(&t), buf_release(&id);
}

/* The sharded steps give the bytes of the one-pipe form. */
static void test_sharded_equals_pipe(void)
{
	struct buf f = BUF_INIT, id = BUF_INIT, t = BUF_INIT;
	for (int s = 0; s < 3; s++) {
		buf_clear(&f);
		for (int i = 0; i < 20; i++) {
			int g = (int)rnd(12) % ngold;
			buf_clear(&id), buf_printf(&id, "s%d-%d", s, i);
			edit_words(&t, &gold[g], (int)rnd(3));
			put_doc(&f, id.p, i % 3 ? "web" : "wiki", t.p, t.len);
		}
		char name[32];
		snprintf(name, sizeof name, "shard%d.jsonl", s);
		CHECK(write_file(tp(name), f.p, f.len) == 0);
	}
	struct dd_cfg c;
	cfg_init(&c, 14, 8);
	c.priority = "wiki,web";
	char *in[] = {xstrdup(tp("shard0.jsonl")), xstrdup(tp("shard1.jsonl")), xstrdup(tp("shard2.jsonl"))};
	CHECK(pipe_to(&c, in, 3, tp("pipe.out"), NULL) == 0);
	char *sig[3], *pairs[15];
	for (int s = 0; s < 3; s++) {
		char name[32];
		snprintf(name, sizeof name, "%d.sig", s);
		sig[s] = xstrdup(tp(name));
		CHECK(dd_sig(&c, in[s], NULL, sig[s], NULL) == 0);
		CHECK(dd_done(sig[s], "sig", &c) == 1);
	}
	for (int b = -1; b < 14; b++) {
		char name[32];
		snprintf(name, sizeof name, "%d.pairs", b);
		pairs[b + 1] = xstrdup(tp(name));
		CHECK(dd_bucket(b, sig, 3, pairs[b + 1], 0, NULL, NULL) == 0);
	}
	CHECK(dd_cluster(pairs, 15, tp("dups.bin"), NULL, NULL) == 0);
	struct wr *w = wr_open(tp("sharded.out"));
	for (int s = 0; s < 3; s++)
		CHECK(dd_apply(tp("dups.bin"), in[s], -1, NULL, w, 0, NULL) == 0);
	CHECK(wr_close(w) == 0);
	struct buf a = BUF_INIT, b = BUF_INIT;
	CHECK(read_file(tp("pipe.out"), &a) == 0 && read_file(tp("sharded.out"), &b) == 0);
	CHECK(a.len > 0 && a.len == b.len && !memcmp(a.p, b.p, a.len));
	/* priority: every kept document of a cluster with a wiki member is wiki */
	CHECK(strstr(a.p, "\"source\":\"web\"") == NULL || strstr(a.p, "\"source\":\"wiki\"") != NULL);

	/* ---- bad intermediates: clear errors, never a result ---- */
	struct buf s0 = BUF_INIT;
	CHECK(read_file(sig[0], &s0) == 0);
	char *bad[3] = {xstrdup(tp("bad.sig")), sig[1], sig[2]};
	s0.p[0] ^= 1;                                        /* bad magic */
	write_file(bad[0], s0.p, s0.len);
	CHECK(dd_bucket(0, bad, 3, tp("x.pairs"), 0, NULL, NULL) < 0);
	CHECK(strstr(mtk_errmsg(), "bad magic") != NULL);
	s0.p[0] ^= 1;
	write_file(bad[0], s0.p, s0.len - 100);              /* truncated */
	CHECK(dd_bucket(0, bad, 3, tp("x.pairs"), 0, NULL, NULL) < 0);
	CHECK(strstr(mtk_errmsg(), "truncated") != NULL);
	CHECK(dd_done(bad[0], "sig", &c) == 0);
	s0.p[200] ^= 0x40;                                   /* one flipped bit */
	write_file(bad[0], s0.p, s0.len);
	CHECK(dd_bucket(0, bad, 3, tp("x.pairs"), 0, NULL, NULL) < 0);
	CHECK(strstr(mtk_errmsg(), "checksum") != NULL);
	CHECK(access(tp("x.pairs"), F_OK) != 0);             /* nothing half-written */
	CHECK(dd_bucket(0, pairs, 1, tp("x.pairs"), 0, NULL, NULL) < 0);   /* wrong kind */
	CHECK(strstr(mtk_errmsg(), "wrong kind") != NULL);
	struct dd_cfg c2;                                    /* mixed settings */
	cfg_init(&c2, 20, 13);
	c2.priority = c.priority;
	CHECK(dd_sig(&c2, in[0], NULL, bad[0], NULL) == 0);
	CHECK(dd_bucket(0, bad, 3, tp("x.pairs"), 0, NULL, NULL) < 0);
	CHECK(strstr(mtk_errmsg(), "settings differ") != NULL);
	CHECK(dd_done(bad[0], "sig", &c) == 0);              /* a rerun would redo it */
	c2.mh.seed = 0;
	mh_params_release(&c2.mh);
	cfg_init(&c2, 14, 8);                                /* other priority list */
	CHECK(dd_sig(&c2, in[0], NULL, bad[0], NULL) == 0);
	CHECK(dd_bucket(0, bad, 3, tp("x.pairs"), 0, NULL, NULL) < 0);
	CHECK(strstr(mtk_errmsg(), "priority") != NULL);
	mh_params_release(&c2.mh);
	CHECK(dd_cluster(pairs, 14, tp("x.dups"), NULL, NULL) < 0);   /* band 13 missing */
	CHECK(strstr(mtk_errmsg(), "missing") != NULL);
	char *twice[] = {pairs[0], pairs[1], pairs[1]};
	CHECK(dd_cluster(twice, 3, tp("x.dups"), NULL, NULL) < 0);
	CHECK(strstr(mtk_errmsg(), "twice") != NULL);
	CHECK(dd_bucket(14, sig, 3, tp("x.pairs"), 0, NULL, NULL) < 0);        /* no such band */
	/* apply to a shard that changed since its signatures */
	struct buf sh = BUF_INIT;
	read_file(in[1], &sh);
	buf_add(&sh, sh.p, strchr(sh.p, '\n') - sh.p + 1);
	write_file(tp("shard1.jsonl"), sh.p, sh.len);
	w = wr_open(tp("y.out"));
	CHECK(dd_apply(tp("dups.bin"), in[1], -1, NULL, w, 0, NULL) < 0);
	CHECK(strstr(mtk_errmsg(), "changed or wrong file") != NULL);
	wr_abort(w);
	w = wr_open(tp("y.out"));
	CHECK(dd_apply(tp("dups.bin"), tp("q.jsonl"), -1, NULL, w, 0, NULL) < 0);
	CHECK(strstr(mtk_errmsg(), "no shard named") != NULL);
	wr_abort(w);
	buf_release(&sh), buf_release(&s0);
	for (int i = 0; i < 3; i++)
		free(in[i]), free(sig[i]);
	for (int i = 0; i < 15; i++)
		free(pairs[i]);
	free(bad[0]);
	mh_params_release(&c.mh);
	buf_release(&a), buf_release(&b), buf_release(&f), buf_release(&id), buf_release(&t);
}

static int same_file(const char *a, const char *b)
{
	struct buf x = BUF_INIT, y = BUF_INIT;
	int r = read_file(a, &x) == 0 && read_file(b, &y) == 0 && x.len == y.len && !memcmp(x.p, y.p, x.len);
	buf_release(&x), buf_release(&y);
	return r;
}

/* dd_bucket under a memory budget: sorted runs spilled and merged give the
 * bytes of the in-memory sort, for the exact hashes and for bands, from a
 * budget of 3 entries (1000 runs, 10 merge passes of fan-in 2) up; the pipe
 * passes its budget on. 3000 short documents of real words: windows of the
 * gold articles, a fifth of them copies or one-word edits of earlier ones. */
static void test_external_sort(void)
{
	struct buf f = BUF_INIT, t = BUF_INIT, id = BUF_INIT, hist[64];
	char *in[3], *sig[3];
	enum { PER = 1000 };
	for (int i = 0; i < 64; i++)
		hist[i] = (struct buf)BUF_INIT;
	for (int s = 0; s < 3; s++) {
		buf_clear(&f);
		for (int i = 0; i < PER; i++) {
			struct buf *h = &hist[rnd(64)];
			if (h->len && rnd(5) == 0) {     /* a copy of an earlier document, maybe one word edited */
				edit_words(&t, h, (int)rnd(2));
			} else {
				const struct buf *g = &gold[rnd((uint32_t)ngold)];
				size_t at = rnd((uint32_t)(g->len - 400)), len = 120 + rnd(250);
				while (at > 0 && g->p[at - 1] != ' ')
					at--;
				buf_clear(&t), buf_add(&t, g->p + at, len);
				buf_clear(h), buf_add(h, t.p, t.len);
			}
			buf_clear(&id), buf_printf(&id, "x%d-%d", s, i);
			put_doc(&f, id.p, i % 7 ? "web" : "wiki", t.p, t.len);
		}
		char name[32];
		snprintf(name, sizeof name, "xs%d.jsonl", s);
		in[s] = xstrdup(tp(name));
		CHECK(write_file(in[s], f.p, f.len) == 0);
		snprintf(name, sizeof name, "xs%d.sig", s);
		sig[s] = xstrdup(tp(name));
	}
	struct dd_cfg c;
	cfg_init(&c, 14, 8);
	c.priority = "wiki,web";
	for (int s = 0; s < 3; s++)
		CHECK(dd_sig(&c, in[s], NULL, sig[s], NULL) == 0);
	static const uint64_t mems[] = {96, 1000, 32 * 1024, 1 << 20};
	static const int bands[] = {DD_BAND_EXACT, 0, 9};
	for (size_t b = 0; b < sizeof bands / sizeof *bands; b++) {
		struct stats st;
		stats_init(&st, "bucket");
		CHECK(dd_bucket(bands[b], sig, 3, tp("mem.pairs"), 0, NULL, &st) == 0);
		uint64_t docs = stats_get(&st, "docs");
		CHECK_INT(docs, >, 3 * PER - 30);   /* all but empty ones */
		CHECK_INT(stats_get(&st, "pairs"), >, 100);        /* real work to merge */
		CHECK_INT(stats_get(&st, "spill.runs"), ==, 0);
		stats_release(&st);
		for (size_t m = 0; m < sizeof mems / sizeof *mems; m++) {
			stats_init(&st, "bucket");
			CHECK(dd_bucket(bands[b], sig, 3, tp("ext.pairs"), mems[m], dir, &st) == 0);
			CHECK(same_file(tp("mem.pairs"), tp("ext.pairs")));
			uint64_t per = mems[m] / 32, runs = (docs + per - 1) / per;
			CHECK_INT(stats_get(&st, "spill.runs"), ==, runs > 1 ? runs : 0);
			if (runs > 1)
				CHECK_INT(stats_get(&st, "spill.bytes"), >=, docs * 32 * stats_get(&st, "spill.passes"));
			if (mems[m] == 96)
				CHECK_INT(stats_get(&st, "spill.passes"), ==, 10);   /* 1000+ runs, fan-in 2 */
			stats_release(&st);
		}
	}
	CHECK(access(tp("ext.pairs.tmp"), F_OK) != 0);
	/* no spill file is left in dir: they are unlinked when created */
	char cmd[128];
	snprintf(cmd, sizeof cmd, "ls %s | grep -q mdedup-bucket", dir);
	CHECK(system(cmd) != 0);
	/* a spill directory that does not exist: named in the message */
	CHECK(dd_bucket(0, sig, 3, tp("ext.pairs"), 1000, tp("no-such-dir"), NULL) < 0);
	CHECK(strstr(mtk_errmsg(), "no-such-dir/mdedup-bucket.") != NULL);
	/* the pipe honours the budget: the same bytes, spill counted */
	CHECK(pipe_to(&c, in, 3, tp("xs-mem.out"), NULL) == 0);
	c.mem = 4096, c.tmpdir = dir;
	struct wr *w = wr_open(tp("xs-ext.out"));
	struct stats st;
	stats_init(&st, "pipe");
	CHECK(dd_pipe(&c, in, 3, w, NULL, &st) == 0);
	CHECK(wr_close(w) == 0);
	CHECK(same_file(tp("xs-mem.out"), tp("xs-ext.out")));
	CHECK_INT(stats_get(&st, "spill.runs"), >, 15 * 3);
	CHECK_INT(stats_get(&st, "out"), <, 3 * PER);
	stats_release(&st);
	for (int s = 0; s < 3; s++)
		free(in[s]), free(sig[s]);
	mh_params_release(&c.mh);
	for (int i = 0; i < 64; i++)
		buf_release(&hist[i]);
	buf_release(&f), buf_release(&t), buf_release(&id);
}

static int nwarn;
static void count_warn(const char *m)
{
	(void)m;
	nwarn++;
}

/* Records without text or id, bad JSON, blank lines: kept, counted, named. */
static void test_bad_records(void)
{
	const char *doc = "{\"id\":\"a\",\"text\":\"one two three four five six\"}\n"
	                  "{\"id\":\"b\",\"text\":\"one two three four five six\"}\n"
	                  "{\"id\":\"c\"}\n"
	                  "{\"id\":\"d\"}\n"
	                  "\n"
	                  "{\"text\":\"one two three four five six\"}\n"
	                  "{\"id\":\"e\",\"text\":42}\n"
	                  "{not json\n"
	                  "{\"id\":\"f\",\"text\":\"!!! ...\"}\n"
	                  "{\"id\":\"g\",\"text\":\"??\"}\n";
	write_file(tp("bad.jsonl"), doc, strlen(doc));
	struct dd_cfg c;
	cfg_init(&c, 14, 8);
	c.warn = count_warn;
	char bin[256];
	snprintf(bin, sizeof bin, "%s", tp("bad.jsonl"));
	char *in[] = {bin};
	struct stats st;
	stats_init(&st, "t");
	struct wr *w = wr_open(tp("bad.out"));
	CHECK(dd_pipe(&c, in, 1, w, tp("bad.removed"), &st) == 0);
	CHECK(wr_close(w) == 0);
	struct buf o = BUF_INIT, rm = BUF_INIT;
	read_file(tp("bad.out"), &o);
	read_file(tp("bad.removed"), &rm);
	/* b and the id-less copy go; c, d (no text), e, the bad line, f and g
	 * (nothing left after normalization) are kept untouched */
	CHECK(strstr(o.p, "\"id\":\"b\"") == NULL);
	CHECK(strstr(o.p, "{\"id\":\"c\"}\n{\"id\":\"d\"}\n") != NULL);
	CHECK(strstr(o.p, "{not json\n") != NULL);
	CHECK(strstr(o.p, "\"id\":\"f\"") && strstr(o.p, "\"id\":\"g\""));
	CHECK(strstr(rm.p, "{\"id\":\"bad.jsonl:6\",\"duplicate_of\":\"a\",\"reason\":\"exact\"}") != NULL);
	CHECK_INT(stats_get(&st, "malformed.no_text"), ==, 3);
	CHECK_INT(stats_get(&st, "malformed.json"), ==, 1);
	CHECK_INT(stats_get(&st, "malformed.no_id"), ==, 1);
	CHECK_INT(stats_get(&st, "out"), ==, 7);
	CHECK_INT(nwarn, ==, 5);
	c.strict = 1;                  /* --strict: the first bad record is fatal */
	w = wr_open(tp("bad2.out"));
	CHECK(dd_pipe(&c, in, 1, w, NULL, NULL) < 0);
	CHECK(strstr(mtk_errmsg(), "bad.jsonl:3: missing text") != NULL);
	wr_abort(w);
	stats_release(&st);
	buf_release(&o), buf_release(&rm);
	mh_params_release(&c.mh);
}

int main(void)
{
	if (!mkdtemp(t_tmppath(dir, sizeof dir, "test_dedup.XXXXXX")))
		return perror("mkdtemp"), 1;
	if (load_gold() < 40) {
		printf("skip: gold texts not found\n");
	} else {
		TEST(test_quality);
		TEST(test_sharded_equals_pipe);
		TEST(test_external_sort);
	}
	TEST(test_bad_records);
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	if (system(cmd) != 0)
		fprintf(stderr, "could not remove %s\n", dir);
	for (int i = 0; i < 120; i++)
		buf_release(&gold[i]);
	return t_done();
}
