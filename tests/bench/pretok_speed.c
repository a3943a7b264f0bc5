/* pretok_speed: pre-tokenization MB/s of lib/pretok against PCRE2-JIT running
 * the same regex (\s spelled out as White_Space, as in test_pretok), on the
 * files named. usage: pretok_speed FILE... */
#define PCRE2_CODE_UNIT_WIDTH 8
#include "buf.h"
#include "pretok.h"

#include <pcre2.h>
#include <stdio.h>
#include <time.h>

#define WS "\\t-\\r \\x{85}\\x{a0}\\x{1680}\\x{2000}-\\x{200a}\\x{2028}\\x{2029}\\x{202f}\\x{205f}\\x{3000}"
static const char *pat = "'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^" WS "\\p{L}\\p{N}]+|[" WS "]+(?![^" WS "])|[" WS "]+";

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
	struct buf text = BUF_INIT;
	for (int i = 1; i < argc; i++) {
		FILE *f = fopen(argv[i], "rb");
		if (!f)
			return perror(argv[i]), 1;
		char tmp[65536];
		size_t n;
		while ((n = fread(tmp, 1, sizeof tmp, f)) > 0)
			buf_add(&text, tmp, n);
		fclose(f);
	}
	int err;
	PCRE2_SIZE off;
	pcre2_code *re = pcre2_compile((PCRE2_SPTR)pat, PCRE2_ZERO_TERMINATED, PCRE2_UTF | PCRE2_UCP, &err, &off, NULL);
	pcre2_jit_compile(re, PCRE2_JIT_COMPLETE);
	pcre2_match_data *md = pcre2_match_data_create(4, NULL);
	double best_ours = 1e9, best_pcre = 1e9;
	size_t np = 0, nq = 0;
	for (int r = 0; r < 5; r++) {
		double t0 = now();
		np = 0;
		for (size_t pos = 0; pos < text.len; np++)
			pos += pretok_next(PRETOK_GPT2, (unsigned char *)text.p + pos, text.len - pos);
		double t1 = now();
		nq = 0;
		for (size_t pos = 0; pos < text.len; nq++) {
			if (pcre2_jit_match(re, (PCRE2_SPTR)text.p, text.len, pos, 0, md, NULL) < 0)
				break;
			pos = pcre2_get_ovector_pointer(md)[1];
		}
		double t2 = now();
		if (t1 - t0 < best_ours) best_ours = t1 - t0;
		if (t2 - t1 < best_pcre) best_pcre = t2 - t1;
	}
	printf("pieces %zu (pcre2 %zu): pretok %.1f MB/s, pcre2-jit %.1f MB/s, ratio %.1fx\n", np, nq,
		(double)text.len / best_ours / 1e6, (double)text.len / best_pcre / 1e6, best_pcre / best_ours);
	pcre2_match_data_free(md);
	pcre2_code_free(re);
	buf_release(&text);
	return 0;
}
