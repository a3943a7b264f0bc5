/* mtok_encode: single-thread encode throughput of lib/bpe on whole files
 * (CPU seconds, best of the repeats, each with a cold piece cache), the C
 * side of bench_mtok.sh. usage: mtok_encode VOCAB [-r repeats] FILE... */
#include "bpe.h"
#include "err.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);   /* CPU time: another job's turn on the core is not ours */
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	if (argc < 3) {
		fprintf(stderr, "usage: mtok_encode VOCAB [-r repeats] FILE...\n");
		return 2;
	}
	struct bpe b;
	if (bpe_load(&b, argv[1], NULL)) {
		fprintf(stderr, "mtok_encode: %s\n", mtk_errmsg());
		return 1;
	}
	int rep = 3, i = 2;
	if (!strcmp(argv[i], "-r") && i + 1 < argc)
		rep = atoi(argv[i + 1]), i += 2;
	struct buf text = BUF_INIT;
	for (; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		if (!f) {
			perror(argv[i]);
			return 1;
		}
		char tmp[65536];
		size_t n;
		while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
			buf_add(&text, tmp, n);
		fclose(f);
	}
	struct bpe_enc e;
	bpe_enc_init(&e, &b);
	struct bpe_ids o = {0};
	double best = 1e9;
	for (int r = 0; r < rep; r++) {
		o.n = 0;
		bpe_enc_release(&e);   /* a cold cache each time: no credit for having seen the text */
		bpe_enc_init(&e, &b);
		double t0 = now();
		bpe_encode(&e, text.p, text.len, 0, &o);
		double dt = now() - t0;
		if (dt < best)
			best = dt;
	}
	printf("bytes %zu tokens %zu seconds %.4f MB/s %.1f cache_hit %.2f\n", text.len, o.n, best,
		(double)text.len / best / 1e6, (double)e.hits / (double)(e.hits + e.misses + 1));
	bpe_enc_release(&e);
	bpe_release(&b);
	free(o.v);
	buf_release(&text);
	return 0;
}
