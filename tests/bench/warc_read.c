/*
 * warc_read: WARC reading speed, one core, in MB/s of (gzip) input.
 *
 *   warc_read FILE [rounds]
 *
 * Prints three lines, timed in the same run on the same file (best of
 * rounds):
 *   mtk     warc_next over every record (libdeflate per member + parsing)
 *   mtk+http  the same plus http_parse of every response block
 *   zlib    gzread of the whole file into a buffer, no parsing: the speed of
 *           the usual zlib-based readers' decompression alone
 * and the ratio mtk / zlib.
 */
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <time.h>
#include <zlib.h>

#include "err.h"
#include "http.h"
#include "warc.h"

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static double cpu(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int run_mtk(const char *path, int with_http, size_t *recs, size_t *bytes)
{
	struct warc *w = warc_open(path);
	struct http *h = with_http ? http_new() : NULL;
	if (!w) {
		fprintf(stderr, "warc_read: %s\n", mtk_errmsg());
		return -1;
	}
	struct warc_rec r;
	struct http_resp hr;
	int rc;
	*recs = *bytes = 0;
	while ((rc = warc_next(w, &r)) != 0) {
		if (rc < 0) {
			fprintf(stderr, "warc_read: %s\n", mtk_errmsg());
			continue;
		}
		(*recs)++;
		*bytes += r.block_len;
		if (h && r.type == WARC_RESPONSE)
			http_parse(h, r.block, r.block_len, &hr);
	}
	warc_close(w);
	http_free(h);
	return 0;
}

static size_t run_zlib(const char *path)
{
	static char buf[1 << 16];
	gzFile g = gzopen(path, "rb");
	size_t n = 0;
	int k;
	gzbuffer(g, 1 << 17);
	while ((k = gzread(g, buf, sizeof buf)) > 0)
		n += (size_t)k;
	gzclose(g);
	return n;
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: warc_read FILE [rounds]\n");
		return 2;
	}
	int rounds = argc > 2 ? atoi(argv[2]) : 5;
	struct stat st;
	if (stat(argv[1], &st) < 0) {
		perror(argv[1]);
		return 1;
	}
	double mb = (double)st.st_size / 1e6;
	double best[3] = {1e9, 1e9, 1e9};
	size_t recs = 0, bytes = 0, zbytes = 0;
	for (int i = 0; i < rounds; i++) {
		for (int k = 0; k < 3; k++) {
			double t0 = cpu(), w0 = now();
			if (k < 2) {
				if (run_mtk(argv[1], k, &recs, &bytes) < 0)
					return 1;
			} else
				zbytes = run_zlib(argv[1]);
			double t = cpu() - t0, wall = now() - w0;
			/* CPU time: the machine is shared, wall time is noisy */
			if (t < best[k])
				best[k] = t;
			(void)wall;
		}
	}
	printf("input: %s, %.1f MB gzip, %zu records, %.1f MB of blocks (zlib: %.1f MB out)\n",
	       argv[1], mb, recs, bytes / 1e6, zbytes / 1e6);
	printf("mtk warc_next:        %7.1f MB/s of gzip input per core\n", mb / best[0]);
	printf("mtk warc_next + http: %7.1f MB/s\n", mb / best[1]);
	printf("zlib gzread only:     %7.1f MB/s\n", mb / best[2]);
	printf("ratio mtk / zlib:     %7.2fx\n", best[2] / best[0]);
	return 0;
}
