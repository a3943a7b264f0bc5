/* Fuzz the tokenizer. First byte even: the rest is text, encoded with a small
 * trained vocabulary under each pre-tokenization pattern; decoding must give
 * the bytes back and the pieces must tile the text. First byte odd: the rest
 * is a vocabulary file (encoder.json, tok.json or tiktoken ranks) for
 * bpe_load, which must either fail with a message or load a vocabulary that
 * round-trips a fixed text. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "bpe.h"
#include "bpe_train.h"
#include "pretok.h"

static const char sample[] =
	"The quick brown fox's 12345 jumps over\n\n  the lazy dog \xe2\x80\x94 caf\xc3\xa9 \xd0\x96\xd0\xb8\xd0\xb7"
	"\xd0\xbd\xd1\x8c! HELLOworld it'll <|endoftext|> \xe4\xb8\xad\xe6\x96\x87\t\r\n";

static void roundtrip(const struct bpe *b, const uint8_t *p, size_t n)
{
	struct bpe_enc e;
	struct bpe_ids ids = {0};
	struct buf back = BUF_INIT;
	bpe_enc_init(&e, b);
	bpe_encode(&e, p, n, 1, &ids);
	if (bpe_decode(b, ids.v, ids.n, &back) || back.len != n || (n && memcmp(back.p, p, n)))
		abort();
	bpe_enc_release(&e);
	free(ids.v);
	buf_release(&back);
}

static char path[256];

static void cleanup(void)
{
	unlink(path);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct bpe vocab[3];
	static int ready;
	if (!ready) {
		for (int pat = 0; pat < 3; pat++) {
			struct bpe_counts *c = bpe_counts_new(pat);
			for (int i = 0; i < 20; i++)
				bpe_counts_add(c, sample, sizeof sample - 1);
			struct bpe_model m;
			const char *sp[] = {"<|endoftext|>"};
			if (bpe_train(c, 400, sp, 1, &m) || bpe_model_to_bpe(&m, &vocab[pat]))
				abort();
			bpe_model_release(&m);
			bpe_counts_free(c);
		}
		ready = 1;
	}
	if (size < 1)
		return 0;
	const uint8_t *p = data + 1;
	size_t n = size - 1;
	if (!(data[0] & 1)) {
		for (int pat = 0; pat < 3; pat++) {
			size_t pos = 0;
			while (pos < n) {
				size_t l = pretok_next(pat, p + pos, n - pos);
				if (l == 0 || l > n - pos)
					abort();
				pos += l;
			}
			roundtrip(&vocab[pat], p, n);
		}
		return 0;
	}
	if (!path[0]) {
		const char *tmp = getenv("TMPDIR");   /* tests/run.sh gives each test a $TMPDIR and removes it after the run */
		snprintf(path, sizeof path, "%s/mtk-fuzz-vocab-%ld", tmp && *tmp ? tmp : "/tmp", (long)getpid());
		atexit(cleanup);
	}
	FILE *f = fopen(path, "wb");
	if (!f)
		return 0;
	fwrite(p, 1, n, f);
	fclose(f);
	struct bpe b;
	if (bpe_load(&b, path, NULL) == 0) {
		roundtrip(&b, (const uint8_t *)sample, sizeof sample - 1);
		bpe_release(&b);
	}
	return 0;
}
