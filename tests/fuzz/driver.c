/*
 * driver: runs a libFuzzer target without libFuzzer (when clang is absent).
 * Replays every file of the corpus directories given, then a fixed number of
 * deterministic mutations of each (bit flips, truncations, byte repeats), so
 * `make test` exercises the parsers under ASan either way.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static uint64_t rng = 88172645463325252ull;
static uint64_t next(void)
{
	rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
	return rng;
}

static void run(const uint8_t *p, size_t n)
{
	uint8_t *m = malloc(n * 2 + 16);
	LLVMFuzzerTestOneInput(p, n);
	for (int k = 0; k < 200; k++) {
		size_t len = n;
		memcpy(m, p, n);
		switch (next() % 4) {
		case 0: if (len) m[next() % len] ^= (uint8_t)(1u << next() % 8); break;
		case 1: len = len ? next() % len : 0; break;
		case 2: if (len) { size_t i = next() % len, j = next() % (len - i); memmove(m + i + j, m + i, len - i); len += j; } break;
		case 3: if (len) m[next() % len] = (uint8_t)next(); break;
		}
		LLVMFuzzerTestOneInput(m, len);
	}
	free(m);
}

int main(int argc, char **argv)
{
	int files = 0;
	for (int i = 1; i < argc; i++) {
		DIR *d = opendir(argv[i]);
		if (!d)
			continue;
		struct dirent *e;
		while ((e = readdir(d))) {
			char path[4096];
			snprintf(path, sizeof path, "%s/%s", argv[i], e->d_name);
			struct stat st;
			if (stat(path, &st) || !S_ISREG(st.st_mode))
				continue;
			FILE *f = fopen(path, "rb");
			uint8_t *buf = malloc((size_t)st.st_size + 1);
			size_t n = fread(buf, 1, (size_t)st.st_size, f);
			fclose(f);
			run(buf, n);
			free(buf);
			files++;
		}
		closedir(d);
	}
	printf("replayed %d corpus files with mutations\n", files);
	return 0;
}
