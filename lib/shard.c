/* shard: Megatron MMIDIDX writer and mmap reader; see shard.h. */
#include "shard.h"

#include "buf.h"
#include "err.h"
#include "stream.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

static const char magic[9] = "MMIDIDX\0";   /* 9 bytes: the literal's own NUL is the 9th */
enum { HDR = 9 + 8 + 1 + 8 + 8 };

int shard_dtype_for(uint64_t vocab_size)
{
	/* Megatron's own threshold (indexed_dataset.py DType.optimal_dtype). */
	return vocab_size < 65500 ? SHARD_U16 : SHARD_I32;
}

static int elsize_of(int dtype)
{
	switch (dtype) {
	case 1: case 2: return 1;
	case 3: case 8: return 2;
	case 4: case 7: return 4;
	case 5: case 6: return 8;
	}
	return 0;
}

static void put64(unsigned char *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get64(const unsigned char *p)
{
	uint64_t v = 0;
	for (int i = 7; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

static uint32_t get32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* ---- writer ---- */

static char *catstr(const char *a, const char *b)
{
	struct buf s = BUF_INIT;
	buf_puts(&s, a);
	buf_puts(&s, b);
	return buf_detach(&s);
}

static void writer_free(struct shard_writer *w)
{
	if (w->tmp_bin)
		tmp_unregister(w->tmp_bin);
	if (w->tmp_idx)
		tmp_unregister(w->tmp_idx);
	free(w->prefix);
	free(w->tmp_bin);
	free(w->tmp_idx);
	free(w->bin_to);
	free(w->idx_to);
	free(w->sizes);
	memset(w, 0, sizeof *w);
}

int shardw_open(struct shard_writer *w, const char *prefix, int dtype)
{
	memset(w, 0, sizeof *w);
	if (dtype != SHARD_U16 && dtype != SHARD_I32 && dtype != SHARD_U8)
		return mtk_seterr("%s: unsupported shard dtype %d", prefix, dtype);
	w->prefix = xstrdup(prefix);
	/* PREFIX.bin and .idx are links followed (out_target): each temporary
	 * goes beside the file it replaces; a special file is refused (a shard
	 * is made by rename, and read by mmap) */
	char *name = catstr(prefix, ".bin");
	int special_bin, special_idx;
	w->bin_to = out_target(name, &special_bin);
	free(name);
	name = catstr(prefix, ".idx");
	w->idx_to = out_target(name, &special_idx);
	free(name);
	if (special_bin || special_idx) {
		mtk_seterr("%s.%s: not a regular file (a shard is written under a temporary name and renamed)",
		           prefix, special_bin ? "bin" : "idx");
		writer_free(w);
		return -1;
	}
	struct buf t = BUF_INIT;
	buf_printf(&t, "%s.tmp%ld", w->bin_to, (long)getpid());
	w->tmp_bin = buf_detach(&t);
	buf_printf(&t, "%s.tmp%ld", w->idx_to, (long)getpid());
	w->tmp_idx = buf_detach(&t);
	tmp_register(w->tmp_bin);   /* removed on SIGINT/SIGTERM (stream.h) */
	tmp_register(w->tmp_idx);
	w->dtype = dtype;
	w->elsize = elsize_of(dtype);
	w->bin = fopen(w->tmp_bin, "wb");
	if (!w->bin) {
		mtk_seterr("%s: %s (writing %s)", w->bin_to, strerror(errno), w->tmp_bin);
		writer_free(w);
		return -1;
	}
	return 0;
}

int shardw_add(struct shard_writer *w, const uint32_t *ids, size_t n)
{
	unsigned char chunk[8192];
	size_t per = sizeof chunk / (size_t)w->elsize;
	uint32_t max = w->dtype == SHARD_U8 ? 0xff : w->dtype == SHARD_U16 ? 0xffff : 0x7fffffff;

	if (n > INT32_MAX)
		return mtk_seterr("%s: document of %zu tokens is longer than the format allows", w->prefix, n);
	for (size_t i = 0; i < n; i += per) {
		size_t m = n - i < per ? n - i : per;
		uint32_t big = 0;
		if (w->elsize == 2) {   /* the common case, kept simple for the compiler */
			for (size_t k = 0; k < m; k++) {
				uint32_t v = ids[i + k];
				big |= v;
				chunk[2 * k] = (unsigned char)v;
				chunk[2 * k + 1] = (unsigned char)(v >> 8);
			}
		} else {
			for (size_t k = 0; k < m; k++) {
				uint32_t v = ids[i + k];
				big |= v;   /* max is 2^k - 1: the OR exceeds it iff a value does */
				for (int b = 0; b < w->elsize; b++)
					chunk[k * (size_t)w->elsize + (size_t)b] = (unsigned char)(v >> (8 * b));
			}
		}
		if (big > max) {
			for (size_t k = 0; k < m; k++)
				if (ids[i + k] > max)
					return mtk_seterr("%s: token id %u does not fit the shard dtype", w->prefix, ids[i + k]);
		}
		if (fwrite(chunk, (size_t)w->elsize, m, w->bin) != m)
			return mtk_seterr("%s: %s (writing %s)", w->bin_to, strerror(errno), w->tmp_bin);
	}
	if (w->n == w->cap) {
		w->cap = w->cap ? 2 * w->cap : 1024;
		w->sizes = xrealloc(w->sizes, w->cap * sizeof *w->sizes);
	}
	w->sizes[w->n++] = (int32_t)n;
	w->tokens += n;
	return 0;
}


void shardw_abort(struct shard_writer *w)
{
	if (w->bin)
		fclose(w->bin);
	if (w->tmp_bin)
		unlink(w->tmp_bin);
	if (w->tmp_idx)
		unlink(w->tmp_idx);
	writer_free(w);
}

int shardw_close(struct shard_writer *w)
{
	char *bin_name = NULL, *idx_name = NULL;
	FILE *f = NULL;
	int rc = -1;
	unsigned char h[HDR], b8[8];

	if (fflush(w->bin) || ferror(w->bin)) {
		mtk_seterr("%s: %s (writing %s)", w->bin_to, strerror(errno), w->tmp_bin);
		goto out;
	}
	if (fclose(w->bin)) {
		w->bin = NULL;
		mtk_seterr("%s: %s (writing %s)", w->bin_to, strerror(errno), w->tmp_bin);
		goto out;
	}
	w->bin = NULL;

	f = fopen(w->tmp_idx, "wb");
	if (!f) {
		mtk_seterr("%s: %s (writing %s)", w->idx_to, strerror(errno), w->tmp_idx);
		goto out;
	}
	memcpy(h, magic, 9);
	put64(h + 9, 1);
	h[17] = (unsigned char)w->dtype;
	put64(h + 18, w->n);
	put64(h + 26, (uint64_t)w->n + 1);
	fwrite(h, 1, HDR, f);
	for (size_t i = 0; i < w->n; i++) {
		uint32_t v = (uint32_t)w->sizes[i];
		unsigned char b4[4] = {(unsigned char)v, (unsigned char)(v >> 8),
			(unsigned char)(v >> 16), (unsigned char)(v >> 24)};
		fwrite(b4, 1, 4, f);
	}
	uint64_t off = 0;
	for (size_t i = 0; i < w->n; i++) {
		put64(b8, off);
		fwrite(b8, 1, 8, f);
		off += (uint64_t)w->sizes[i] * (uint64_t)w->elsize;
	}
	for (size_t i = 0; i <= w->n; i++) {
		put64(b8, i);
		fwrite(b8, 1, 8, f);
	}
	if (fflush(f) || ferror(f)) {
		mtk_seterr("%s: %s (writing %s)", w->idx_to, strerror(errno), w->tmp_idx);
		goto out;
	}
	if (fclose(f)) {
		f = NULL;
		mtk_seterr("%s: %s (writing %s)", w->idx_to, strerror(errno), w->tmp_idx);
		goto out;
	}
	f = NULL;
	bin_name = xstrdup(w->bin_to);
	idx_name = xstrdup(w->idx_to);
	/* .bin first: a crash between the two leaves a pair the reader rejects
	 * (sizes disagree) rather than one that silently reads wrong tokens. */
	if (rename(w->tmp_bin, bin_name)) {
		mtk_seterr("%s: %s", bin_name, strerror(errno));
		goto out;
	}
	if (rename(w->tmp_idx, idx_name)) {
		mtk_seterr("%s: %s", idx_name, strerror(errno));
		goto out;
	}
	rc = 0;
out:
	if (f)
		fclose(f);
	free(bin_name);
	free(idx_name);
	if (rc)
		shardw_abort(w);
	else
		writer_free(w);
	return rc;
}

/* ---- reader ---- */

static int map_file(const char *path, void **map, size_t *size)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return mtk_seterr("%s: %s", path, strerror(errno));
	struct stat st;
	if (fstat(fd, &st)) {
		close(fd);
		return mtk_seterr("%s: %s", path, strerror(errno));
	}
	*size = (size_t)st.st_size;
	*map = NULL;
	if (*size) {
		void *p = mmap(NULL, *size, PROT_READ, MAP_SHARED, fd, 0);
		if (p == MAP_FAILED) {
			close(fd);
			return mtk_seterr("%s: mmap: %s", path, strerror(errno));
		}
		*map = p;
	}
	close(fd);
	return 0;
}

int shard_open(struct shard *s, const char *prefix)
{
	char *idx_name = catstr(prefix, ".idx"), *bin_name = catstr(prefix, ".bin");
	int rc = -1;

	memset(s, 0, sizeof *s);
	s->prefix = xstrdup(prefix);
	if (map_file(idx_name, &s->idx_map, &s->idx_size))
		goto out;
	const unsigned char *p = s->idx_map;
	if (s->idx_size < HDR) {
		mtk_seterr("%s: truncated index (%zu bytes, header needs %d)", idx_name, s->idx_size, HDR);
		goto out;
	}
	if (memcmp(p, magic, 9)) {
		mtk_seterr("%s: bad magic (not a Megatron index)", idx_name);
		goto out;
	}
	uint64_t ver = get64(p + 9);
	if (ver != 1) {
		mtk_seterr("%s: unsupported index version %llu (want 1)", idx_name, (unsigned long long)ver);
		goto out;
	}
	s->dtype = p[17];
	s->elsize = elsize_of(s->dtype);
	if (s->dtype != 1 && s->dtype != 3 && s->dtype != 4 && s->dtype != 5 && s->dtype != 8) {
		mtk_seterr("%s: unsupported dtype code %d (want an integer type)", idx_name, s->dtype);
		goto out;
	}
	s->nseq = get64(p + 18);
	s->ndoc = get64(p + 26);
	if (s->nseq > (SIZE_MAX - HDR) / 32 || s->ndoc > (SIZE_MAX - HDR) / 32) {
		mtk_seterr("%s: absurd counts (%llu sequences, %llu document entries)", idx_name,
			(unsigned long long)s->nseq, (unsigned long long)s->ndoc);
		goto out;
	}
	size_t want = HDR + 12 * (size_t)s->nseq + 8 * (size_t)s->ndoc;
	if (s->idx_size != want) {
		mtk_seterr("%s: index is %zu bytes but its header (%llu sequences, %llu document entries) needs %zu",
			idx_name, s->idx_size, (unsigned long long)s->nseq, (unsigned long long)s->ndoc, want);
		goto out;
	}
	if (s->ndoc < 1) {
		mtk_seterr("%s: no document index entries (need at least the final one)", idx_name);
		goto out;
	}
	s->sizes = (const int32_t *)(p + HDR);
	s->ptrs = p + HDR + 4 * s->nseq;
	s->docs = s->ptrs + 8 * s->nseq;

	uint64_t off = 0;
	for (uint64_t i = 0; i < s->nseq; i++) {
		int32_t len = (int32_t)get32((const unsigned char *)s->sizes + 4 * i);
		uint64_t ptr = get64(s->ptrs + 8 * i);
		if (len < 0) {
			mtk_seterr("%s: sequence %llu has negative length %d", idx_name, (unsigned long long)i, len);
			goto out;
		}
		if (ptr != off) {
			mtk_seterr("%s: sequence %llu starts at byte %llu, expected %llu (pointers do not follow lengths)",
				idx_name, (unsigned long long)i, (unsigned long long)ptr, (unsigned long long)off);
			goto out;
		}
		off += (uint64_t)len * (uint64_t)s->elsize;
		s->ntokens += (uint64_t)len;
	}
	uint64_t prev = 0;
	for (uint64_t i = 0; i < s->ndoc; i++) {
		uint64_t d = get64(s->docs + 8 * i);
		if ((i == 0 && d != 0) || d < prev || d > s->nseq) {
			mtk_seterr("%s: document index %llu is %llu (must rise from 0 to %llu)", idx_name,
				(unsigned long long)i, (unsigned long long)d, (unsigned long long)s->nseq);
			goto out;
		}
		prev = d;
	}
	if (prev != s->nseq) {
		mtk_seterr("%s: last document index is %llu, want the sequence count %llu", idx_name,
			(unsigned long long)prev, (unsigned long long)s->nseq);
		goto out;
	}
	if (map_file(bin_name, &s->bin_map, &s->bin_size))
		goto out;
	if (s->bin_size != off) {
		mtk_seterr("%s: data is %zu bytes but %s says %llu (%llu tokens of %d bytes): the pair does not match",
			bin_name, s->bin_size, idx_name, (unsigned long long)off,
			(unsigned long long)s->ntokens, s->elsize);
		goto out;
	}
	s->bin = s->bin_map;
	rc = 0;
out:
	free(idx_name);
	free(bin_name);
	if (rc)
		shard_close(s);
	return rc;
}

void shard_close(struct shard *s)
{
	if (s->idx_map)
		munmap(s->idx_map, s->idx_size);
	if (s->bin_map)
		munmap(s->bin_map, s->bin_size);
	free(s->prefix);
	memset(s, 0, sizeof *s);
}

uint32_t shard_seq_len(const struct shard *s, uint64_t i)
{
	return get32((const unsigned char *)s->sizes + 4 * i);
}

uint64_t shard_seq_off(const struct shard *s, uint64_t i)
{
	return get64(s->ptrs + 8 * i) / (uint64_t)s->elsize;
}

int64_t shard_token_value(const struct shard *s, uint64_t at)
{
	const unsigned char *p = s->bin + at * (uint64_t)s->elsize;
	switch (s->dtype) {
	case SHARD_U8: return p[0];
	case SHARD_U16: return (int64_t)((uint32_t)p[0] | (uint32_t)p[1] << 8);
	case 3: return (int16_t)((uint16_t)p[0] | (uint16_t)p[1] << 8);
	case SHARD_I32: return (int32_t)get32(p);
	default: return (int64_t)get64(p);
	}
}

void shard_tokens(const struct shard *s, uint64_t from, size_t n, uint32_t *out)
{
	const unsigned char *p = s->bin + from * (uint64_t)s->elsize;
	switch (s->dtype) {
	case SHARD_U8:
		for (size_t i = 0; i < n; i++)
			out[i] = p[i];
		break;
	case SHARD_U16:
		for (size_t i = 0; i < n; i++)
			out[i] = (uint32_t)p[2 * i] | (uint32_t)p[2 * i + 1] << 8;
		break;
	case 3:
		for (size_t i = 0; i < n; i++)
			out[i] = (uint32_t)(int32_t)(int16_t)((uint16_t)p[2 * i] | (uint16_t)p[2 * i + 1] << 8);
		break;
	case SHARD_I32:
		for (size_t i = 0; i < n; i++)
			out[i] = get32(p + 4 * i);
		break;
	case 5:
		for (size_t i = 0; i < n; i++)
			out[i] = (uint32_t)get64(p + 8 * i);
		break;
	}
}
