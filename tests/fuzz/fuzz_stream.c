/* Fuzz the compressed-input reader: the bytes as a file (plain, gzip or
 * zstd by magic), read line by line and then in blocks. Whatever happens
 * must end in lines or a clean error, never a crash or a hang. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "stream.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *tmp = getenv("TMPDIR");   /* tests/run.sh gives each test a $TMPDIR and removes it after the run */
	char path[256];
	snprintf(path, sizeof path, "%s/mtk-fuzz-stream.XXXXXX", tmp && *tmp ? tmp : "/tmp");
	int fd = mkstemp(path);
	if (fd < 0)
		return 0;
	if (write(fd, data, size) != (ssize_t)size) {
		close(fd);
		unlink(path);
		return 0;
	}
	close(fd);
	struct buf line = BUF_INIT;
	for (int pass = 0; pass < 2; pass++) {
		struct rd *r = rd_open(path);
		if (!r)
			break;
		if (pass == 0) {
			while (rd_getline(r, &line) > 0)
				;
		} else {
			char b[1000];
			while (rd_read(r, b, sizeof b) > 0)
				;
		}
		rd_close(r);
	}
	buf_release(&line);
	unlink(path);
	return 0;
}
