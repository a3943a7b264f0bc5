/* Fuzz the Megatron shard reader: input = u32 LE .bin size, then the .idx
 * bytes. Whatever shard_open accepts must be readable end to end: every
 * sequence and token within the .bin (ASan checks the bounds). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "shard.h"

static int spit(const char *path, const void *p, size_t n)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		return -1;
	fwrite(p, 1, n, f);
	return fclose(f);
}

static char prefix[256], idx[272], bin[272];

static void cleanup(void)
{
	unlink(idx);
	unlink(bin);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static unsigned char zeros[1 << 16];
	if (!prefix[0]) {
		const char *tmp = getenv("TMPDIR");   /* tests/run.sh gives each test a $TMPDIR and removes it after the run */
		snprintf(prefix, sizeof prefix, "%s/mtk-fuzz-shard-%ld", tmp && *tmp ? tmp : "/tmp", (long)getpid());
		snprintf(idx, sizeof idx, "%s.idx", prefix);
		snprintf(bin, sizeof bin, "%s.bin", prefix);
		atexit(cleanup);
	}
	if (size < 4)
		return 0;
	size_t bsize = (data[0] | data[1] << 8 | (size_t)data[2] << 16 | (size_t)data[3] << 24) % sizeof zeros;
	if (spit(idx, data + 4, size - 4) || spit(bin, zeros, bsize))
		return 0;
	struct shard s;
	if (shard_open(&s, prefix) == 0) {
		uint32_t tok[256];
		for (uint64_t i = 0; i < s.nseq; i++) {
			uint64_t off = shard_seq_off(&s, i), len = shard_seq_len(&s, i);
			if (off + len > s.ntokens)
				abort();
			for (uint64_t t = 0; t < len; t += 256)
				shard_tokens(&s, off + t, len - t < 256 ? (size_t)(len - t) : 256, tok);
		}
		shard_close(&s);
	}
	return 0;
}
