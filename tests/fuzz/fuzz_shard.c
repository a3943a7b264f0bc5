/* Fuzz the Megatron index reader: the input is split into an .idx and a
 * .bin (the first 8 bytes give the .idx length); shard_open must either
 * refuse the pair with a message or accept one whose every sequence lies
 * inside the .bin, which the loop below then reads in full. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "shard.h"

static int put(const char *path, const uint8_t *p, size_t n)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		return -1;
	size_t k = fwrite(p, 1, n, f);
	fclose(f);
	return k == n ? 0 : -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 8)
		return 0;
	uint64_t nidx;
	memcpy(&nidx, data, 8);
	data += 8, size -= 8;
	nidx %= size + 1;
	char prefix[64], idx[80], bin[80];
	snprintf(prefix, sizeof prefix, "/tmp/mtk-fuzz-shard.%ld", (long)getpid());
	snprintf(idx, sizeof idx, "%s.idx", prefix);
	snprintf(bin, sizeof bin, "%s.bin", prefix);
	if (put(idx, data, nidx) || put(bin, data + nidx, size - nidx))
		return 0;
	struct shard s;
	if (shard_open(&s, prefix) == 0) {
		uint32_t tok[64];
		for (uint64_t i = 0; i < s.nseq; i++) {
			uint64_t off = shard_seq_off(&s, i), len = shard_seq_len(&s, i);
			if (off + len > s.ntokens)
				abort();   /* accepted an index that points outside .bin */
			for (uint64_t j = 0; j < len; j += 64)
				shard_tokens(&s, off + j, len - j < 64 ? (size_t)(len - j) : 64, tok);
		}
		shard_close(&s);
	}
	unlink(idx);
	unlink(bin);
	return 0;
}
