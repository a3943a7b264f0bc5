/* stream: see stream.h. */
#include "stream.h"
#include "err.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

enum { K_PLAIN, K_GZIP, K_ZSTD };
#define INSZ (256 * 1024)
#define OUTSZ (1024 * 1024)

struct rd {
	char *name;
	int fd, kind;
	unsigned char *in;          /* compressed input */
	size_t in_len, in_pos;
	int in_eof;
	uint64_t in_off;            /* compressed bytes consumed, for messages */
	char *out;                  /* decompressed data not yet returned */
	size_t out_len, out_pos;
	int done, err;
	z_stream z;
	int z_end;                  /* the last gzip member ended cleanly */
	ZSTD_DCtx *zd;
	size_t zret;                /* last ZSTD_decompressStream result (0: frame complete) */
	uint64_t lineno, offset;
	size_t max_line;            /* 0: no limit */
	uint64_t long_len;          /* the length of the last line skipped as too long */
};

static size_t default_max_line;

void rd_set_default_max_line(size_t max) { default_max_line = max; }
void rd_set_max_line(struct rd *r, size_t max) { r->max_line = max; }
uint64_t rd_long_len(const struct rd *r) { return r->long_len; }

static int fill_in(struct rd *r)
{
	if (r->in_pos < r->in_len || r->in_eof)
		return 0;
	r->in_pos = r->in_len = 0;
	for (;;) {
		ssize_t k = read(r->fd, r->in, INSZ);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0)
			return mtk_seterr("%s: read error: %s", r->name, strerror(errno));
		if (k == 0)
			r->in_eof = 1;
		r->in_len = (size_t)k;
		return 0;
	}
}

/* Refill r->out with the next decompressed bytes. 0 ok (out_len may be 0 at
 * EOF with r->done set), -1 error. */
static int fill_out(struct rd *r)
{
	r->out_pos = r->out_len = 0;
	while (r->out_len == 0 && !r->done) {
		if (fill_in(r))
			return -1;
		size_t avail = r->in_len - r->in_pos;
		if (r->kind == K_PLAIN) {
			if (!avail) {
				r->done = 1;
				break;
			}
			memcpy(r->out, r->in + r->in_pos, avail);
			r->out_len = avail;
			r->in_pos += avail;
			r->in_off += avail;
		} else if (r->kind == K_GZIP) {
			if (!avail) {
				if (!r->z_end)
					return mtk_seterr("%s: offset %llu: truncated gzip stream", r->name,
					                  (unsigned long long)r->in_off);
				r->done = 1;
				break;
			}
			if (r->z_end) {         /* another member follows */
				if (r->in[r->in_pos] != 0x1f)
					return mtk_seterr("%s: offset %llu: trailing garbage after gzip data", r->name,
					                  (unsigned long long)r->in_off);
				inflateReset(&r->z);
				r->z_end = 0;
			}
			r->z.next_in = r->in + r->in_pos;
			r->z.avail_in = (uInt)avail;
			r->z.next_out = (Bytef *)r->out;
			r->z.avail_out = OUTSZ;
			int ret = inflate(&r->z, Z_NO_FLUSH);
			size_t used = avail - r->z.avail_in;
			r->in_pos += used;
			r->in_off += used;
			r->out_len = OUTSZ - r->z.avail_out;
			if (ret == Z_STREAM_END)
				r->z_end = 1;
			else if (ret != Z_OK && !(ret == Z_BUF_ERROR && used == 0 && r->out_len == 0 && !r->in_eof))
				return mtk_seterr("%s: offset %llu: corrupt gzip data (%s)", r->name,
				                  (unsigned long long)r->in_off, r->z.msg ? r->z.msg : "inflate error");
		} else {
			if (!avail) {
				if (r->zret != 0)
					return mtk_seterr("%s: offset %llu: truncated zstd stream", r->name,
					                  (unsigned long long)r->in_off);
				r->done = 1;
				break;
			}
			ZSTD_inBuffer ib = {r->in + r->in_pos, avail, 0};
			ZSTD_outBuffer ob = {r->out, OUTSZ, 0};
			r->zret = ZSTD_decompressStream(r->zd, &ob, &ib);
			if (ZSTD_isError(r->zret))
				return mtk_seterr("%s: offset %llu: corrupt zstd data (%s)", r->name,
				                  (unsigned long long)r->in_off, ZSTD_getErrorName(r->zret));
			r->in_pos += ib.pos;
			r->in_off += ib.pos;
			r->out_len = ob.pos;
		}
	}
	return 0;
}

struct rd *rd_open(const char *path)
{
	int fd = 0;
	if (path && strcmp(path, "-")) {
		fd = open(path, O_RDONLY | O_CLOEXEC);
		if (fd < 0) {
			mtk_seterr("%s: %s", path, strerror(errno));
			return NULL;
		}
	}
	struct rd *r = xcalloc(1, sizeof *r);
	r->fd = fd;
	r->max_line = default_max_line;
	r->name = xstrdup(fd ? path : "<stdin>");
	r->in = xmalloc(INSZ);
	r->out = xmalloc(OUTSZ);
	if (fill_in(r)) {
		rd_close(r);
		return NULL;
	}
	/* Magic needs 4 bytes; a short first read of a pipe could split them. */
	while (r->in_len < 4 && !r->in_eof) {
		ssize_t k = read(r->fd, r->in + r->in_len, INSZ - r->in_len);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0) {
			r->in_eof = k == 0;
			break;
		}
		r->in_len += (size_t)k;
	}
	const unsigned char *m = r->in;
	if (r->in_len >= 2 && m[0] == 0x1f && m[1] == 0x8b) {
		r->kind = K_GZIP;
		if (inflateInit2(&r->z, 15 + 16) != Z_OK) {
			mtk_seterr("%s: inflateInit failed", r->name);
			rd_close(r);
			return NULL;
		}
	} else if (r->in_len >= 4 && m[0] == 0x28 && m[1] == 0xb5 && m[2] == 0x2f && m[3] == 0xfd) {
		r->kind = K_ZSTD;
		r->zd = ZSTD_createDCtx();
	}
	return r;
}

ssize_t rd_read(struct rd *r, void *p, size_t n)
{
	size_t got = 0;
	while (got < n) {
		if (r->out_pos == r->out_len) {
			if (r->done || r->err)
				break;
			if (fill_out(r)) {
				r->err = 1;
				if (got)
					break;
				return -1;
			}
			if (r->out_len == 0)
				break;
		}
		size_t k = r->out_len - r->out_pos;
		if (k > n - got)
			k = n - got;
		memcpy((char *)p + got, r->out + r->out_pos, k);
		r->out_pos += k;
		got += k;
	}
	r->offset += got;
	if (!got && r->err)
		return -1;
	return (ssize_t)got;
}

int rd_getline(struct rd *r, struct buf *line)
{
	uint64_t skipped = 0;   /* bytes of a line over max_line passed over, not held */
	buf_clear(line);
	if (!line->p)
		buf_grow(line, 0);
	for (;;) {
		if (r->out_pos == r->out_len) {
			if (r->err)
				return -1;
			if (!r->done && fill_out(r)) {
				r->err = 1;
				/* a partial last line before the error is still returned */
				if (line->len || skipped)
					break;
				return -1;
			}
			if (r->out_len == 0) {
				if (line->len || skipped)
					break;
				return 0;
			}
		}
		char *s = r->out + r->out_pos;
		size_t avail = r->out_len - r->out_pos;
		char *nl = memchr(s, '\n', avail);
		size_t k = nl ? (size_t)(nl - s) : avail;
		if (skipped) {
			skipped += k;
		} else if (r->max_line && line->len + k > r->max_line) {
			skipped = line->len + k;   /* the rest is counted, not kept */
			buf_clear(line);
		} else {
			buf_add(line, s, k);
		}
		r->out_pos += k + (nl != NULL);
		r->offset += k + (nl != NULL);
		if (nl)
			break;
	}
	r->lineno++;
	if (skipped) {
		r->long_len = skipped;
		return RD_LONG;
	}
	return 1;
}

const char *rd_name(const struct rd *r) { return r->name; }
uint64_t rd_lineno(const struct rd *r) { return r->lineno; }
uint64_t rd_offset(const struct rd *r) { return r->offset; }

void rd_close(struct rd *r)
{
	if (!r)
		return;
	if (r->kind == K_GZIP)
		inflateEnd(&r->z);
	if (r->zd)
		ZSTD_freeDCtx(r->zd);
	if (r->fd > 0)
		close(r->fd);
	free(r->in);
	free(r->out);
	free(r->name);
	free(r);
}

int read_file_max(const char *path, struct buf *out, size_t max)
{
	struct rd *r = rd_open(path);
	if (!r)
		return -1;
	buf_clear(out);
	for (;;) {
		buf_grow(out, OUTSZ);
		ssize_t k = rd_read(r, out->p + out->len, OUTSZ);
		if (k < 0) {
			rd_close(r);
			return -1;
		}
		if (k == 0)
			break;
		out->len += (size_t)k;
		out->p[out->len] = 0;
		if (max && out->len > max) {
			uint64_t n = out->len;   /* its size, read on without holding it */
			while ((k = rd_read(r, out->p, OUTSZ)) > 0)
				n += (uint64_t)k;
			buf_clear(out);
			rd_close(r);
			if (k < 0)
				return -1;
			return mtk_seterr("%s: %llu bytes, over the maximum record size (%zu)", path,
			                  (unsigned long long)n, max);
		}
	}
	rd_close(r);
	return 0;
}

int read_file(const char *path, struct buf *out)
{
	return read_file_max(path, out, 0);
}

/* ---- output ---- */

struct wr {
	char *path, *tmp;
	char *target;               /* what tmp is renamed to: path, or the file a link at path leads to */
	int fd, kind;
	int own_fd;                 /* opened directly (not a temporary): close, no rename */
	char *obuf;                 /* pending output (uncompressed for plain) */
	size_t olen;
	z_stream z;
	ZSTD_CCtx *zc;
	char *zbuf;                 /* compressor output */
	int failed;
};

/* Temporary names of open outputs, removed by the signal handler. */
#define MAXTMP 64
#define MAXTMPDIR 8
static char *volatile tmp_names[MAXTMP];
static char *volatile tmp_dirs[MAXTMPDIR];

/* Empty dir and remove it, with async-signal-safe calls only (no opendir:
 * it mallocs). Other threads may still be creating files in it, so a few
 * passes. */
static void rm_dir_files(const char *dir)
{
	for (int pass = 0; pass < 4; pass++) {
		int fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (fd < 0)
			return;
		char b[4096] __attribute__((aligned(8)));
		ssize_t n;
		while ((n = getdents64(fd, b, sizeof b)) > 0)
			for (ssize_t i = 0; i < n;) {
				struct dirent64 *e = (struct dirent64 *)(void *)(b + i);
				const char *nm = e->d_name;
				if (strcmp(nm, ".") && strcmp(nm, ".."))
					unlinkat(fd, nm, 0);
				i += e->d_reclen;
			}
		close(fd);
		if (!rmdir(dir) || errno != ENOTEMPTY)
			return;
	}
}

static void remove_temps(void)
{
	for (int i = 0; i < MAXTMP; i++)
		if (tmp_names[i])
			unlink(tmp_names[i]);
	for (int i = 0; i < MAXTMPDIR; i++)
		if (tmp_dirs[i])
			rm_dir_files(tmp_dirs[i]);
}

static void on_signal(int sig)
{
	remove_temps();
	signal(sig, SIG_DFL);
	_exit(128 + sig);
}

void tmp_register_dir(const char *dir)
{
	for (int i = 0; i < MAXTMPDIR; i++)
		if (!tmp_dirs[i]) {
			tmp_dirs[i] = (char *)dir;
			return;
		}
}

void tmp_unregister_dir(const char *dir)
{
	for (int i = 0; i < MAXTMPDIR; i++)
		if (tmp_dirs[i] == dir)
			tmp_dirs[i] = NULL;
}

void tmp_register(const char *path)
{
	/* threads register at once (mdedup's bucket workers): claim a slot */
	for (int i = 0; i < MAXTMP; i++) {
		char *none = NULL;
		if (__atomic_compare_exchange_n((char **)&tmp_names[i], &none, (char *)path, 0, __ATOMIC_SEQ_CST,
		                                __ATOMIC_SEQ_CST))
			return;
	}
}

void tmp_unregister(const char *path)
{
	for (int i = 0; i < MAXTMP; i++)
		if (tmp_names[i] == path)
			tmp_names[i] = NULL;
}

void wr_signal_cleanup(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	signal(SIGPIPE, SIG_IGN);   /* a closed pipe is a write error we report */
	/* and a command that dies (mtk_die: exit) with an output still open
	 * leaves no temporary behind either: the previous output stays */
	static int once;
	if (!once++)
		atexit(remove_temps);
}

/* Whether the link at path lives under /proc or /dev (/dev/stdout,
 * /proc/self/fd/N): it names an open file, a special file, whatever it
 * points to. */
static int special_link(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir = slash ? xstrndup(path, slash == path ? 1 : (size_t)(slash - path)) : xstrdup(".");
	char *real = realpath(dir, NULL);
	int special = real && (!strncmp(real, "/proc/", 6) || !strcmp(real, "/dev") || !strncmp(real, "/dev/", 5));
	free(real);
	free(dir);
	return special;
}

char *out_target(const char *path, int *in_place)
{
	char *cur = xstrdup(path);
	*in_place = 0;
	for (int hops = 0; hops < 40; hops++) {
		struct stat st;
		if (lstat(cur, &st))
			break;   /* not there yet (a dangling link's target): created here */
		if (!S_ISLNK(st.st_mode)) {
			*in_place = !S_ISREG(st.st_mode);
			break;
		}
		if (special_link(cur)) {
			*in_place = 1;
			break;
		}
		char t[4096];
		ssize_t n = readlink(cur, t, sizeof t - 1);
		if (n < 0)
			break;
		t[n] = 0;
		struct buf next = BUF_INIT;
		const char *slash = strrchr(cur, '/');
		if (t[0] != '/' && slash)
			buf_add(&next, cur, (size_t)(slash - cur) + 1);
		buf_puts(&next, t);
		free(cur);
		cur = buf_detach(&next);
	}
	return cur;
}

static int ends_with(const char *s, const char *suf)
{
	size_t n = strlen(s), m = strlen(suf);
	return n >= m && !strcmp(s + n - m, suf);
}

struct wr *wr_open(const char *path)
{
	struct wr *w = xcalloc(1, sizeof *w);
	w->fd = 1;
	int in_place = 0;
	char *target = path && strcmp(path, "-") ? out_target(path, &in_place) : NULL;
	if (in_place) {
		/* a device, FIFO or /dev/stdout: write it directly, never rename over it */
		free(target);
		w->path = xstrdup(path);
		w->fd = open(path, O_WRONLY | O_CLOEXEC);
		if (w->fd < 0) {
			mtk_seterr("%s: %s", path, strerror(errno));
			free(w->path), free(w);
			return NULL;
		}
		w->own_fd = 1;
	} else if (target) {
		/* a link is followed: the temporary goes beside its target, and
		 * replaces the target, not the link */
		w->path = xstrdup(path);
		w->target = target;
		struct buf t = BUF_INIT;
		buf_printf(&t, "%s.tmp.%ld", target, (long)getpid());
		w->tmp = buf_detach(&t);
		w->fd = open(w->tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
		if (w->fd < 0) {
			mtk_seterr("%s: %s", path, strerror(errno));
			free(w->tmp), free(w->path), free(w->target), free(w);
			return NULL;
		}
		tmp_register(w->tmp);
		if (ends_with(path, ".gz")) {
			w->kind = K_GZIP;
			deflateInit2(&w->z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
		} else if (ends_with(path, ".zst")) {
			w->kind = K_ZSTD;
			w->zc = ZSTD_createCCtx();
			ZSTD_CCtx_setParameter(w->zc, ZSTD_c_compressionLevel, 3);
		}
	} else
		w->path = xstrdup("<stdout>");
	w->obuf = xmalloc(OUTSZ);
	if (w->kind != K_PLAIN)
		w->zbuf = xmalloc(OUTSZ);
	return w;
}

const char *wr_name(const struct wr *w) { return w->path; }

static int write_all(struct wr *w, const void *p, size_t n)
{
	const char *s = p;
	while (n) {
		ssize_t k = write(w->fd, s, n);
		if (k < 0 && errno == EINTR)
			continue;
		if (k < 0) {
			w->failed = 1;
			return mtk_seterr("%s: write error: %s", w->path, strerror(errno));
		}
		s += k, n -= (size_t)k;
	}
	return 0;
}

/* Push w->obuf through the compressor (finish: end the stream). */
static int flush_obuf(struct wr *w, int finish)
{
	if (w->failed)
		return -1;
	if (w->kind == K_PLAIN) {
		int r = write_all(w, w->obuf, w->olen);
		w->olen = 0;
		return r;
	}
	if (w->kind == K_GZIP) {
		w->z.next_in = (Bytef *)w->obuf;
		w->z.avail_in = (uInt)w->olen;
		int ret;
		do {
			w->z.next_out = (Bytef *)w->zbuf;
			w->z.avail_out = OUTSZ;
			ret = deflate(&w->z, finish ? Z_FINISH : Z_NO_FLUSH);
			if (write_all(w, w->zbuf, OUTSZ - w->z.avail_out))
				return -1;
		} while (w->z.avail_out == 0 || (finish && ret != Z_STREAM_END));
	} else {
		ZSTD_inBuffer ib = {w->obuf, w->olen, 0};
		size_t rem;
		do {
			ZSTD_outBuffer ob = {w->zbuf, OUTSZ, 0};
			rem = ZSTD_compressStream2(w->zc, &ob, &ib, finish ? ZSTD_e_end : ZSTD_e_continue);
			if (ZSTD_isError(rem)) {
				w->failed = 1;
				return mtk_seterr("%s: zstd: %s", w->path, ZSTD_getErrorName(rem));
			}
			if (write_all(w, w->zbuf, ob.pos))
				return -1;
		} while (ib.pos < ib.size || (finish && rem != 0));
	}
	w->olen = 0;
	return 0;
}

int wr_write(struct wr *w, const void *p, size_t n)
{
	if (w->failed)
		return -1;
	if (!n)
		return 0;   /* p may be NULL (an empty buffer) */
	if (n >= OUTSZ) {
		if (flush_obuf(w, 0))
			return -1;
		if (w->kind == K_PLAIN)
			return write_all(w, p, n);
		/* compress large writes in OUTSZ pieces */
		const char *s = p;
		while (n) {
			size_t k = n < OUTSZ ? n : OUTSZ;
			memcpy(w->obuf, s, k);
			w->olen = k;
			if (flush_obuf(w, 0))
				return -1;
			s += k, n -= k;
		}
		return 0;
	}
	if (w->olen + n > OUTSZ && flush_obuf(w, 0))
		return -1;
	memcpy(w->obuf + w->olen, p, n);
	w->olen += n;
	return 0;
}

static void wr_free(struct wr *w)
{
	if (w->tmp)
		tmp_unregister(w->tmp);
	if (w->kind == K_GZIP)
		deflateEnd(&w->z);
	if (w->zc)
		ZSTD_freeCCtx(w->zc);
	free(w->obuf);
	free(w->zbuf);
	free(w->tmp);
	free(w->target);
	free(w->path);
	free(w);
}

int wr_close(struct wr *w)
{
	int rc = flush_obuf(w, 1);
	if (w->own_fd && close(w->fd) && !rc)
		rc = mtk_seterr("%s: %s", w->path, strerror(errno));
	if (w->tmp) {
		if (!rc && close(w->fd))
			rc = mtk_seterr("%s: %s", w->path, strerror(errno));
		else if (rc)
			close(w->fd);
		if (!rc && rename(w->tmp, w->target))
			rc = mtk_seterr("%s: rename: %s", w->path, strerror(errno));
		if (rc)
			unlink(w->tmp);
	}
	wr_free(w);
	return rc;
}

void wr_abort(struct wr *w)
{
	if (!w)
		return;
	if (w->tmp) {
		close(w->fd);
		unlink(w->tmp);
	} else if (w->own_fd)
		close(w->fd);
	wr_free(w);
}

int write_file(const char *path, const void *p, size_t n)
{
	struct wr *w = wr_open(path);
	if (!w)
		return -1;
	if (wr_write(w, p, n)) {
		wr_abort(w);
		return -1;
	}
	return wr_close(w);
}
