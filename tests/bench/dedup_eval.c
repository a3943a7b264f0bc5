/*
 * dedup_eval: quality of MinHash LSH on a corpus with known near-duplicates
 * (tests/bench/dedup_corpus.py), measured against EXACT Jaccard of every pair.
 *
 * usage: dedup_eval [--bands b --rows r] [--shingle words:5] [--threshold t]
 *                   [--removed removed.jsonl] corpus.jsonl
 *
 * Uses mtk's own normalization, shingles and signatures (lib/minhash), so the
 * numbers describe exactly what mdedup computes. Prints:
 *   - the S-curve: for bins of exact Jaccard, the fraction of pairs that share
 *     a bucket in at least one band, next to the theory 1-(1-s^r)^b averaged
 *     over the same pairs;
 *   - recall and precision of candidate pairs at Jaccard >= t;
 *   - with --removed (mdedup's output for this corpus): how many removed
 *     documents really have Jaccard >= t (and >= 0.5) with their
 *     representative, and the removals an ideal clustering of the true graph
 *     would make.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "err.h"
#include "json.h"
#include "minhash.h"
#include "stream.h"
#include "uf.h"

struct doc { char *id; long group; size_t so, sn; };
struct kv { uint64_t k; uint32_t i; };

static int cmp_kv(const void *a, const void *b)
{
	const struct kv *x = a, *y = b;
	if (x->k != y->k)
		return x->k < y->k ? -1 : 1;
	return (x->i > y->i) - (x->i < y->i);
}

int main(int argc, char **argv)
{
	int bands = 14, rows = 8, kind = MH_WORDS, n = 5;
	double thr = 0.8;
	const char *removed = NULL, *path = NULL;
	for (int i = 1; i < argc; i++) {
		if (!strcmp(argv[i], "--bands") && i + 1 < argc)
			bands = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--rows") && i + 1 < argc)
			rows = atoi(argv[++i]);
		else if (!strcmp(argv[i], "--threshold") && i + 1 < argc)
			thr = atof(argv[++i]);
		else if (!strcmp(argv[i], "--removed") && i + 1 < argc)
			removed = argv[++i];
		else if (!strcmp(argv[i], "--shingle") && i + 1 < argc) {
			if (mh_parse_shingle(argv[++i], &kind, &n))
				return fprintf(stderr, "dedup_eval: %s\n", mtk_errmsg()), 2;
		} else
			path = argv[i];
	}
	if (!path)
		return fprintf(stderr, "usage: dedup_eval [--bands b --rows r] [--shingle k:n] [--threshold t] "
		                       "[--removed file] corpus.jsonl\n"), 2;
	struct mh_params p;
	if (mh_params_init(&p, bands, rows, kind, n, 1))
		return fprintf(stderr, "dedup_eval: %s\n", mtk_errmsg()), 2;
	struct rd *r = rd_open(path);
	if (!r)
		return fprintf(stderr, "dedup_eval: %s\n", mtk_errmsg()), 1;
	struct buf line = BUF_INIT, text = BUF_INIT, id = BUF_INIT, norm = BUF_INIT;
	struct jdoc jd = JDOC_INIT;
	struct mh_scratch ms = MH_SCRATCH_INIT;
	struct u64vec sh = U64VEC_INIT;
	struct doc *d = NULL;
	size_t nd = 0;
	while (rd_getline(r, &line) > 0) {
		double g = -1;
		if (jdoc_parse(&jd, line.p, line.len) || jdoc_str(&jd, "text", &text) != 1 ||
		    jdoc_str(&jd, "id", &id) != 1 || jdoc_num(&jd, "group", &g) != 1)
			return fprintf(stderr, "dedup_eval: %s:%zu: want id, text, group\n", path, nd + 1), 1;
		d = realloc(d, (nd + 1) * sizeof *d);
		mh_normalize(&ms, text.p, text.len, &norm);
		size_t before = sh.n;
		mh_shingles(kind, n, norm.p, norm.len, &sh);
		sh.n = before + mh_set(sh.v + before, sh.n - before);
		d[nd].id = xstrdup(id.p), d[nd].group = (long)g, d[nd].so = before, d[nd].sn = sh.n - before;
		nd++;
	}
	rd_close(r);
	/* signatures (shingle order does not matter to a minimum) */
	size_t *off = malloc((nd + 1) * sizeof *off);
	for (size_t i = 0; i < nd; i++)
		off[i] = d[i].so;
	off[nd] = sh.n;
	uint32_t *sig = malloc(nd * (size_t)p.nperm * sizeof *sig);
	mh_sig_batch(&p, sh.v, off, nd, sig);
	/* candidate pairs: every pair sharing a bucket in some band */
	struct kv *kv = malloc(nd * sizeof *kv);
	struct u64vec cand = U64VEC_INIT;
	for (int b = 0; b < bands; b++) {
		for (size_t i = 0; i < nd; i++)
			kv[i].k = mh_band_key(&p, sig + i * (size_t)p.nperm, b), kv[i].i = (uint32_t)i;
		qsort(kv, nd, sizeof *kv, cmp_kv);
		for (size_t i = 0; i < nd;) {
			size_t j = i;
			while (j < nd && kv[j].k == kv[i].k)
				j++;
			for (size_t x = i; x < j; x++)
				for (size_t y = x + 1; y < j; y++)
					if (d[kv[x].i].sn && d[kv[y].i].sn)
						u64vec_push(&cand, (uint64_t)kv[x].i << 32 | kv[y].i);
			i = j;
		}
	}
	size_t nc = mh_set(cand.v, cand.n);
	/* exact Jaccard of ALL pairs: intersections counted through an inverted
	 * index (sort all (shingle, doc) entries; every group of documents sharing
	 * a shingle adds one to each of its pairs), so the cost follows the
	 * shared shingles, not nd^2 set merges */
	if (nd > 30000)
		return fprintf(stderr, "dedup_eval: %zu documents: at most 30000 (a dense pair matrix)\n", nd), 2;
	uint32_t *inter = calloc(nd * nd, sizeof *inter);
	struct kv *ent = malloc((sh.n + 1) * sizeof *ent);
	size_t ne = 0;
	for (size_t i = 0; i < nd; i++)
		for (size_t k = 0; k < d[i].sn; k++)
			ent[ne].k = sh.v[d[i].so + k], ent[ne].i = (uint32_t)i, ne++;
	qsort(ent, ne, sizeof *ent, cmp_kv);
	for (size_t x = 0; x < ne;) {
		size_t y = x;
		while (y < ne && ent[y].k == ent[x].k)
			y++;
		for (size_t a = x; a < y; a++)
			for (size_t b = a + 1; b < y; b++)
				inter[(size_t)ent[a].i * nd + ent[b].i]++;   /* ent sorted by doc within a key */
		x = y;
	}
	free(ent);
	enum { NB = 20 };
	double bin_n[NB] = {0}, bin_hit[NB] = {0}, bin_th[NB] = {0};
	uint64_t truth = 0, truth_hit = 0, cand_true = 0;
	struct uf u;
	uf_init(&u);
	size_t ci = 0;
	for (size_t i = 0; i < nd; i++) {
		for (size_t j = i + 1; j < nd; j++) {
			size_t a = d[i].sn, b = d[j].sn;
			uint64_t key = (uint64_t)i << 32 | j;
			while (ci < nc && cand.v[ci] < key)
				ci++;
			int hit = ci < nc && cand.v[ci] == key;
			if (!a || !b)
				continue;
			double in = inter[i * nd + j];
			double J = in / ((double)a + (double)b - in);
			int k = (int)(J * NB);
			if (k >= NB)
				k = NB - 1;
			bin_n[k]++, bin_hit[k] += hit, bin_th[k] += mh_prob(J, bands, rows);
			if (J >= thr) {
				truth++, truth_hit += hit;
				uf_union(&u, uf_node(&u, i, 0), uf_node(&u, j, 0));
			}
			cand_true += hit && J >= thr;
		}
	}
	free(inter);
	printf("corpus: %zu documents, %zu groups of variants; %dx%d %s:%d\n", nd, nd ? (size_t)d[nd - 1].group : 0,
	       bands, rows, kind == MH_WORDS ? "words" : "chars", n);
	printf("S-curve (exact Jaccard bin: pairs, detected, theory 1-(1-s^%d)^%d averaged over the bin)\n", rows, bands);
	for (int k = 0; k < NB; k++)
		if (bin_n[k] > 0)
			printf("  J %.2f-%.2f %9.0f pairs  detected %.3f  theory %.3f\n", (double)k / NB, (double)(k + 1) / NB,
			       bin_n[k], bin_hit[k] / bin_n[k], bin_th[k] / bin_n[k]);
	printf("pairs with J >= %.2f: %llu; candidate pairs: %zu\n", thr, (unsigned long long)truth, nc);
	printf("recall %.4f  precision %.4f  (candidate pairs vs exact Jaccard >= %.2f)\n",
	       truth ? (double)truth_hit / (double)truth : 1.0, nc ? (double)cand_true / (double)nc : 1.0, thr);
	if (removed) {
		/* ideal removals: documents minus components of the true graph */
		uint64_t roots = 0;
		for (uint32_t i = 0; i < u.n; i++)
			roots += uf_find(&u, i) == i;
		struct rd *rr = rd_open(removed);
		if (!rr)
			return fprintf(stderr, "dedup_eval: %s\n", mtk_errmsg()), 1;
		uint64_t nr = 0, good = 0, half = 0, missing = 0;
		struct buf rep = BUF_INIT;
		while (rd_getline(rr, &line) > 0) {
			if (jdoc_parse(&jd, line.p, line.len) || jdoc_str(&jd, "id", &id) != 1 ||
			    jdoc_str(&jd, "duplicate_of", &rep) != 1)
				return fprintf(stderr, "dedup_eval: %s: bad line\n", removed), 1;
			size_t a = nd, b = nd;
			for (size_t i = 0; i < nd && (a == nd || b == nd); i++) {
				if (!strcmp(d[i].id, id.p))
					a = i;
				if (!strcmp(d[i].id, rep.p))
					b = i;
			}
			nr++;
			if (a == nd || b == nd) {
				missing++;
				continue;
			}
			double J = mh_jaccard(sh.v + d[a].so, d[a].sn, sh.v + d[b].so, d[b].sn);
			good += J >= thr, half += J >= 0.5;
		}
		rd_close(rr);
		printf("mdedup removed %llu documents: %.4f with J >= %.2f to their representative, %.4f with J >= 0.5; "
		       "an ideal clustering of the J >= %.2f graph removes %llu%s\n",
		       (unsigned long long)nr, nr ? (double)good / (double)nr : 1.0, thr, nr ? (double)half / (double)nr : 1.0,
		       thr, (unsigned long long)(u.n - roots), missing ? " (some ids not found!)" : "");
		buf_release(&rep);
	}
	return 0;
}
