/*
 * dedup_gen: synthetic JSONL for mdedup's memory and scale measurements.
 *
 * usage: dedup_gen N [dup_fraction] [words_per_doc] [seed] > docs.jsonl
 *
 * N documents of random words (a 30000-word synthetic vocabulary); a
 * dup_fraction of them (default 0.1) repeat an earlier document, half of those
 * exactly and half with one word replaced, of an original (never of a copy) (word 5-gram Jaccard about
 * (w-9)/(w+1): 0.84 at 60 words). Ids are "d<i>"; "dup_of" names the source.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static uint64_t s = 88172645463325252ull;
static uint64_t rnd(void)
{
	s ^= s << 13, s ^= s >> 7, s ^= s << 17;
	return s;
}

int main(int argc, char **argv)
{
	if (argc < 2)
		return fprintf(stderr, "usage: dedup_gen N [dup_fraction] [words_per_doc] [seed]\n"), 2;
	long n = atol(argv[1]);
	double frac = argc > 2 ? atof(argv[2]) : 0.1;
	int w = argc > 3 ? atoi(argv[3]) : 60;
	if (argc > 4)
		s ^= (uint64_t)atoll(argv[4]) * 0x9e3779b97f4a7c15ull;
	if (n < 1 || w < 1 || w > 4096)
		return fprintf(stderr, "dedup_gen: bad arguments\n"), 2;
	enum { V = 30000 };
	static char vocab[V][10];
	for (int i = 0; i < V; i++) {
		int len = 3 + (int)(rnd() % 6);
		for (int k = 0; k < len; k++)
			vocab[i][k] = (char)('a' + rnd() % 26);
		vocab[i][len] = 0;
	}
	/* documents are regenerated from their seed word index, not stored */
	uint32_t *words = malloc((size_t)w * sizeof *words);
	uint32_t *base = malloc((size_t)n * sizeof *base);   /* the original each document copies */
	for (long i = 0; i < n; i++) {
		uint64_t seed = (uint64_t)i;
		long src = -1;
		int change = 0;
		if (i > 0 && (double)(rnd() % 1000000) < frac * 1e6) {
			src = base[rnd() % (uint64_t)i];
			seed = (uint64_t)src;
			change = (int)(rnd() & 1);
		}
		base[i] = (uint32_t)seed;
		/* the words of "seed" */
		uint64_t t = seed * 0x9e3779b97f4a7c15ull + 1;
		for (int k = 0; k < w; k++) {
			t ^= t << 13, t ^= t >> 7, t ^= t << 17;
			words[k] = (uint32_t)(t % V);
		}
		if (change)
			words[rnd() % (uint64_t)w] = (uint32_t)(rnd() % V);
		printf("{\"id\":\"d%ld\",", i);
		if (src >= 0)
			printf("\"dup_of\":\"d%ld\",", src);
		fputs("\"text\":\"", stdout);
		for (int k = 0; k < w; k++) {
			fputs(vocab[words[k]], stdout);
			putchar(k + 1 < w ? ' ' : '"');
		}
		fputs("}\n", stdout);
	}
	free(words), free(base);
	return 0;
}
