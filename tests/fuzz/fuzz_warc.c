/* Fuzz the WARC reader and the HTTP layer: any bytes (plain, gzip or zstd) must
 * be read to the end without a crash, a hang or a leak; every record handed
 * out must lie inside the reader's buffer (ASan checks the reads).
 *
 * Corpus (tests/fuzz/corpus/warc/): example.warc, chunked.warc,
 * wrong-chunks.warc.gz, bad-non-chunked.warc.gz, trunc.warc and
 * example.arc.gz are webrecorder/warcio's test files (Apache-2.0, commit
 * 2a797aa8, test/data/); block-sized.warc.gz and clueweb-cut.warc.gz (its
 * first 3000 bytes, recompressed) are chatnoir-eu/chatnoir-resiliparse's
 * (Apache-2.0, commit 70459f03, tests/data/); lines.jsonl and
 * lf-chunked.warc were written here, and example-dict.warc.zst (example.warc
 * in the IIPC WARC zstd layout: a dictionary frame, then a frame per
 * record) and br-resource.warc (a brotli body, a corrupt one, resource
 * records: tests/cli/test_mextract.sh builds the same), overrun.warc.gz (a
 * Content-Length past its gzip member into the next record's) and
 * norecord-member.warc.gz (members holding text and zeros between
 * records), both as test_mextract.sh makes them. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "http.h"
#include "warc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct http *h;
	if (!h)
		h = http_new();
	struct warc *w = warc_open_mem(data, size, "fuzz");
	struct warc_rec r;
	struct http_resp hr;
	int rc, steps = 0;
	if (size && data[0] == '{') {
		char *line;
		size_t len;
		while (warc_getline(w, &line, &len) > 0 && steps++ < 100000)
			if (strlen(line) > len)
				abort();
		warc_close(w);
		return 0;
	}
	if (size & 1)   /* records over a limit are read past (WARC_LONG), not held */
		warc_set_max_line(w, 2048);
	while ((rc = warc_next(w, &r)) != 0 && steps++ < 100000) {
		if (rc < 0)
			continue;
		if (rc == WARC_LONG) {
			if (r.block_len || r.block[0] || warc_long_len(w) <= 2048)
				abort();
			continue;
		}
		volatile size_t sum = strlen(r.uri) + strlen(r.id) + strlen(r.date) + strlen(r.ctype)
			+ strlen(r.truncated) + strlen(r.type_str);
		(void)sum;
		if (r.block[r.block_len] != 0)
			abort();      /* the block is NUL-terminated */
		if (http_parse(h, r.block, r.block_len, &hr) == 0) {
			volatile int html = http_is_html(&hr);
			volatile char last = hr.body_len ? hr.body[hr.body_len - 1] : 0;
			(void)html;
			(void)last;
		}
		http_is_response_ctype(r.ctype);
	}
	if (steps >= 100000)
		abort();          /* a reader that never ends */
	warc_close(w);
	return 0;
}
