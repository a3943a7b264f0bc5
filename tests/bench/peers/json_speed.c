/*
 * json_speed: time reading the "text" field of every JSONL record of a file
 * with mtk's span reader, jansson and cJSON (the Debian-packaged peers), and
 * writing each record back (mtk: jdoc_write pass-through; peers: dump).
 * Built and run by tests/bench/bench_json.sh.
 */
#include <cjson/cJSON.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "json.h"
#include "stream.h"

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	if (argc < 2)
		return 2;
	struct buf all = BUF_INIT;
	if (read_file(argv[1], &all))
		return 1;
	int reps = argc > 2 ? atoi(argv[2]) : 5;
	size_t nlines = 0, sum = 0;
	double t0, best[3] = {1e9, 1e9, 1e9};
	struct jdoc d = JDOC_INIT;
	struct buf text = BUF_INIT, out = BUF_INIT;
	for (int r = 0; r < reps; r++) {
		/* mtk */
		t0 = now();
		nlines = sum = 0;
		for (char *s = all.p, *e; s < all.p + all.len; s = e + 1) {
			e = memchr(s, '\n', (size_t)(all.p + all.len - s));
			if (!e)
				e = all.p + all.len;
			if (jdoc_parse(&d, s, (size_t)(e - s)))
				continue;
			jdoc_str(&d, "text", &text);
			sum += text.len;
			buf_clear(&out);
			jdoc_write(&d, &out, NULL, 0);
			nlines++;
		}
		double t = now() - t0;
		if (t < best[0]) best[0] = t;
		/* jansson */
		t0 = now();
		for (char *s = all.p, *e; s < all.p + all.len; s = e + 1) {
			e = memchr(s, '\n', (size_t)(all.p + all.len - s));
			if (!e)
				e = all.p + all.len;
			json_error_t err;
			json_t *j = json_loadb(s, (size_t)(e - s), 0, &err);
			if (!j)
				continue;
			json_t *tx = json_object_get(j, "text");
			sum += json_string_length(tx);
			char *dump = json_dumps(j, JSON_COMPACT | JSON_PRESERVE_ORDER);
			free(dump);
			json_decref(j);
		}
		t = now() - t0;
		if (t < best[1]) best[1] = t;
		/* cJSON */
		t0 = now();
		for (char *s = all.p, *e; s < all.p + all.len; s = e + 1) {
			e = memchr(s, '\n', (size_t)(all.p + all.len - s));
			if (!e)
				e = all.p + all.len;
			cJSON *j = cJSON_ParseWithLength(s, (size_t)(e - s));
			if (!j)
				continue;
			cJSON *tx = cJSON_GetObjectItemCaseSensitive(j, "text");
			if (cJSON_IsString(tx))
				sum += strlen(tx->valuestring);
			char *dump = cJSON_PrintUnformatted(j);
			free(dump);
			cJSON_Delete(j);
		}
		t = now() - t0;
		if (t < best[2]) best[2] = t;
	}
	double mb = all.len / 1e6;
	printf("records %zu, %.1f MB (read text + write record back, best of %d)\n", nlines, mb, reps);
	printf("  mtk     %8.1f MB/s\n", mb / best[0]);
	printf("  jansson %8.1f MB/s   mtk is %.1fx\n", mb / best[1], best[1] / best[0]);
	printf("  cJSON   %8.1f MB/s   mtk is %.1fx\n", mb / best[2], best[2] / best[0]);
	(void)sum;
	return 0;
}
