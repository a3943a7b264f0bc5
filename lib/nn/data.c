/* nn/data: blended Megatron-shard samples; see data.h. */
#include "nn/data.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "err.h"
#include "nn/gpt.h"

static int check_vocab(const struct shard *s, int vocab)
{
	enum { CH = 1 << 16 };
	uint32_t *buf = xmalloc(CH * sizeof(uint32_t));
	int rc = 0;
	for (uint64_t at = 0; at < s->ntokens && rc == 0; at += CH) {
		size_t n = s->ntokens - at < CH ? (size_t)(s->ntokens - at) : CH;
		shard_tokens(s, at, n, buf);
		for (size_t i = 0; i < n; i++)
			if (buf[i] >= (uint32_t)vocab) {
				rc = mtk_seterr("%s.bin: token %llu has id %lld, not below the model's vocabulary of %d"
				                " (use --vocab to size the model)", s->prefix,
				                (unsigned long long)(at + i),
				                s->dtype == SHARD_U8 || s->dtype == SHARD_U16 ? (long long)buf[i] : (long long)(int32_t)buf[i],
				                vocab);
				break;
			}
	}
	free(buf);
	return rc;
}

int nn_data_open(struct nn_data *d, int n, char *const *prefixes, const double *weights,
                 const double split[2], int T, uint64_t seed, int vocab)
{
	memset(d, 0, sizeof *d);
	if (n < 1)
		return mtk_seterr("no dataset given");
	if (!(split[0] >= 0 && split[1] >= 0 && split[0] + split[1] > 0 && split[0] > 0))
		return mtk_seterr("bad split %g,%g (want a positive train share)", split[0], split[1]);
	double wsum = 0;
	for (int i = 0; i < n; i++) {
		if (!(weights[i] > 0 && isfinite(weights[i])))
			return mtk_seterr("%s: weight %g is not positive", prefixes[i], weights[i]);
		wsum += weights[i];
	}
	d->n = n;
	d->T = T;
	d->seed = seed;
	d->ds = xcalloc(n, sizeof *d->ds);
	d->count[0] = xcalloc(n, sizeof(uint64_t));
	d->count[1] = xcalloc(n, sizeof(uint64_t));
	d->tmp = xmalloc(((size_t)T + 1) * sizeof(uint32_t));
	double vfrac = split[1] / (split[0] + split[1]);
	for (int i = 0; i < n; i++) {
		struct nn_dataset *ds = &d->ds[i];
		for (int s = 0; s < 2; s++)
			ds->ep[s][0].e = ds->ep[s][1].e = -1;
		if (shard_open(&ds->sh, prefixes[i]) < 0) {
			nn_data_close(d);
			return -1;
		}
		if (check_vocab(&ds->sh, vocab) < 0) {
			nn_data_close(d);
			return -1;
		}
		ds->weight = weights[i] / wsum;
		uint64_t ns = ds->sh.nseq;
		uint64_t nv = (uint64_t)llround((double)ns * vfrac);
		if (vfrac > 0 && nv == 0 && ns >= 2)
			nv = 1;   /* a small shard still gets a validation document */
		if (nv >= ns)
			nv = ns ? ns - 1 : 0;
		ds->lo[NN_TRAIN] = 0;
		ds->hi[NN_TRAIN] = ns - nv;
		ds->lo[NN_VALID] = ns - nv;
		ds->hi[NN_VALID] = ns;
		for (int s = 0; s < 2; s++)
			for (uint64_t q = ds->lo[s]; q < ds->hi[s]; q++)
				ds->ntok[s] += shard_seq_len(&ds->sh, q);
		if (ds->ntok[NN_TRAIN] == 0) {
			mtk_seterr("%s: no training tokens (%llu documents)", prefixes[i], (unsigned long long)ns);
			nn_data_close(d);
			return -1;
		}
	}
	return 0;
}

void nn_data_close(struct nn_data *d)
{
	for (int i = 0; i < d->n && d->ds; i++) {
		shard_close(&d->ds[i].sh);
		for (int s = 0; s < 2; s++)
			for (int k = 0; k < 2; k++) {
				free(d->ds[i].ep[s][k].perm);
				free(d->ds[i].ep[s][k].cum);
			}
	}
	free(d->ds);
	free(d->count[0]);
	free(d->count[1]);
	free(d->tmp);
	memset(d, 0, sizeof *d);
}

uint64_t nn_data_tokens(const struct nn_data *d, int split)
{
	uint64_t t = 0;
	for (int i = 0; i < d->n; i++)
		t += d->ds[i].ntok[split];
	return t;
}

static struct nn_epoch *epoch(struct nn_data *d, int di, int split, int64_t e)
{
	struct nn_dataset *ds = &d->ds[di];
	for (int k = 0; k < 2; k++)
		if (ds->ep[split][k].e == e)
			return &ds->ep[split][k];
	struct nn_epoch *ep = &ds->ep[split][ds->next_slot[split]];
	ds->next_slot[split] ^= 1;
	uint64_t n = ds->hi[split] - ds->lo[split];
	if (!ep->perm) {
		ep->perm = xmalloc((n ? n : 1) * sizeof(uint64_t));
		ep->cum = xmalloc((n + 1) * sizeof(uint64_t));
	}
	/* Fisher-Yates from a stream seeded by (seed, dataset, split, epoch) */
	uint64_t rs = d->seed ^ 0x6a09e667f3bcc909ULL;
	rs = nn_rng_next(&rs) ^ ((uint64_t)di << 40 ^ (uint64_t)split << 32 ^ (uint64_t)e);
	for (uint64_t i = 0; i < n; i++)
		ep->perm[i] = i;
	for (uint64_t i = n; i > 1; i--) {
		uint64_t j = nn_rng_next(&rs) % i;
		uint64_t t = ep->perm[i - 1];
		ep->perm[i - 1] = ep->perm[j];
		ep->perm[j] = t;
	}
	ep->cum[0] = 0;
	for (uint64_t i = 0; i < n; i++)
		ep->cum[i + 1] = ep->cum[i] + shard_seq_len(&ds->sh, ds->lo[split] + ep->perm[i]);
	ep->e = e;
	return ep;
}

/* tokens [pos, pos+n) of dataset di's endless stream of shuffled epochs */
static void stream_tokens(struct nn_data *d, int di, int split, uint64_t pos, size_t n, uint32_t *out)
{
	struct nn_dataset *ds = &d->ds[di];
	uint64_t per = ds->ntok[split];
	uint64_t nd = ds->hi[split] - ds->lo[split];
	while (n > 0) {
		struct nn_epoch *ep = epoch(d, di, split, (int64_t)(pos / per));
		uint64_t r = pos % per;
		/* the document k with cum[k] <= r < cum[k+1] */
		uint64_t lo = 0, hi = nd;
		while (hi - lo > 1) {
			uint64_t mid = lo + (hi - lo) / 2;
			if (ep->cum[mid] <= r)
				lo = mid;
			else
				hi = mid;
		}
		while (ep->cum[lo + 1] <= r)   /* skip empty documents */
			lo++;
		uint64_t seq = ds->lo[split] + ep->perm[lo];
		uint64_t within = r - ep->cum[lo];
		uint64_t avail = ep->cum[lo + 1] - r;
		size_t take = avail < n ? (size_t)avail : n;
		shard_tokens(&ds->sh, shard_seq_off(&ds->sh, seq) + within, take, out);
		out += take;
		n -= take;
		pos += take;
	}
}

/*
 * A keyed permutation of [0, n): a 4-round Feistel network on the smallest
 * even bit width that covers n, cycle-walking the values that fall outside
 * (at most 4x the domain, so about 4 rounds of walking at worst on
 * average). O(1) memory, so shuffling the samples of a huge dataset costs
 * nothing to keep.
 */
static uint64_t permute(uint64_t x, uint64_t n, uint64_t key)
{
	if (n <= 1)
		return 0;
	int bits = 64 - __builtin_clzll(n - 1);
	bits += bits & 1;
	if (bits < 2)
		bits = 2;
	int h = bits / 2;
	uint64_t mask = (1ULL << h) - 1;
	do {
		uint64_t l = x >> h, r = x & mask;
		for (uint64_t round = 0; round < 4; round++) {
			uint64_t st = key ^ (r * 0x9e3779b97f4a7c15ULL) ^ (round << 56);
			uint64_t t = l ^ (nn_rng_next(&st) & mask);
			l = r;
			r = t;
		}
		x = l << h | r;
	} while (x >= n);
	return x;
}

void nn_data_sample(struct nn_data *d, int split, uint64_t i, int32_t *inp, int32_t *tgt)
{
	if (i < d->next[split]) {
		d->next[split] = 0;
		memset(d->count[split], 0, d->n * sizeof(uint64_t));
	}
	int pick = 0;
	for (;;) {
		/* Megatron's greedy blending: the dataset furthest below its share */
		uint64_t k = d->next[split];
		double at = k > 0 ? (double)k : 1.0, best = -INFINITY;
		pick = -1;
		for (int j = 0; j < d->n; j++) {
			if (d->ds[j].ntok[split] == 0)
				continue;
			double err = d->ds[j].weight * at - (double)d->count[split][j];
			if (err > best) {
				best = err;
				pick = j;
			}
		}
		if (pick < 0)   /* an empty split: the caller checks nn_data_tokens first */
			abort();
		if (k == i)
			break;
		d->count[split][pick]++;
		d->next[split]++;
	}
	uint64_t j = d->count[split][pick];
	d->count[split][pick]++;
	d->next[split]++;
	/* Megatron also shuffles the samples, not only the documents, so that a
	 * batch is not a run of neighbouring chunks: permute within blocks of an
	 * epoch's worth of samples */
	uint64_t per = d->ds[pick].ntok[split] / (uint64_t)d->T;
	if (per > 1) {
		uint64_t blk = j / per, key = d->seed ^ 0xbb67ae8584caa73bULL;
		key = nn_rng_next(&key) ^ ((uint64_t)pick << 40 ^ (uint64_t)split << 32 ^ blk);
		j = blk * per + permute(j % per, per, key);
	}
	stream_tokens(d, pick, split, j * (uint64_t)d->T, (size_t)d->T + 1, d->tmp);
	for (int t = 0; t < d->T; t++) {
		inp[t] = (int32_t)d->tmp[t];
		tgt[t] = (int32_t)d->tmp[t + 1];
	}
}
