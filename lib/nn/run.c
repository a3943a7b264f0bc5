/* nn/run: the run's policy around the trainer, for mtrain: the log of a
 * resumed run and where checkpoints go (--keep). See run.h. */
#include "nn/run.h"

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

#include "buf.h"
#include "err.h"
#include "nn/layout.h"

/* The log's writer. A line is written whole or not at all, and the run
 * stops with the line of its last step in the log: after each line it
 * keeps room for the next (LOG_ROOM bytes of disk past the end, taken with
 * fallocate without changing the size, and under the file size limit).
 * When that room cannot be had, the line just written is kept and the
 * write reports the error (ENOSPC, EFBIG), so mtrain stops after a step
 * that is in the log and checkpoints that step: its resume logs each step
 * once. A write that fails itself (a file system without fallocate) is cut
 * back to the line's start: the log loses that step but is never torn. */
#define LOG_ROOM 4096   /* a log line is a few hundred bytes */

struct logw {
	int fd;
	int reg;      /* a regular file: room is kept and torn writes cut */
	int falloc;   /* the file system takes fallocate */
	off_t end;
};

static int log_room(struct logw *w)
{
	struct rlimit rl;
	if (!w->reg)
		return 0;
	if (getrlimit(RLIMIT_FSIZE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
	    (rlim_t)w->end + LOG_ROOM > rl.rlim_cur) {
		errno = EFBIG;
		return -1;
	}
	if (w->falloc && fallocate(w->fd, FALLOC_FL_KEEP_SIZE, w->end, LOG_ROOM) < 0) {
		if (errno != EOPNOTSUPP && errno != ENOSYS && errno != EINVAL && errno != ENODEV)
			return -1;
		w->falloc = 0;
	}
	return 0;
}

static ssize_t log_write(void *c, const char *p, size_t n)
{
	struct logw *w = c;
	size_t done = 0;
	while (done < n) {
		ssize_t k = write(w->fd, p + done, n - done);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0) {
			int e = k < 0 ? errno : EIO;
			if (done && w->reg && ftruncate(w->fd, w->end) == 0)
				lseek(w->fd, w->end, SEEK_SET);
			errno = e;
			return -1;
		}
		done += (size_t)k;
	}
	w->end += (off_t)n;
	return log_room(w) < 0 ? -1 : (ssize_t)n;
}

static int log_close(void *c)
{
	struct logw *w = c;
	if (w->reg && w->falloc)   /* give back the room past the end */
		(void)!ftruncate(w->fd, w->end);
	int rc = close(w->fd);
	free(w);
	return rc;
}

/* Is line (n bytes) a whole log line: a JSON object and its newline? */
static int whole_line(const char *line, ssize_t n)
{
	return n >= 3 && line[0] == '{' && line[n - 2] == '}' && line[n - 1] == '\n';
}

/* The log of a resumed run: keep the lines up to the checkpoint's step and
 * drop what a run wrote after its last checkpoint (and a torn last line), so
 * that every step is logged once. ftruncate at the first line to drop, then
 * append: a crash in between leaves a prefix of the log, never a repeat. */
FILE *nn_log_open(const char *path, long start)
{
	int fd = start ? open(path, O_RDWR) : -1, fresh = fd < 0;
	if (fd < 0 && start && errno != ENOENT)   /* never truncate a log that exists but cannot be read */
		return NULL;
	if (fd < 0 && (fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0666)) < 0)
		return NULL;
	struct stat sb;
	struct logw *w = xcalloc(1, sizeof *w);
	w->fd = fd;
	w->reg = fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode);
	w->falloc = 1;
	FILE *f = NULL;
	int e = 0;
	if (start && w->reg && !fresh) {   /* a resumed run's own log: read it back */
		int rfd = dup(fd);
		FILE *r = rfd < 0 ? NULL : fdopen(rfd, "r");
		if (!r) {
			e = errno;
			if (rfd >= 0)
				close(rfd);
			goto fail;
		}
		char *line = NULL;
		size_t cap = 0, dropped = 0;
		off_t off = 0, cut = -1, lastoff = 0;
		long last = 0, prevlast = 0;   /* the step of the last line kept, of the one before */
		ssize_t n;
		int lastbad = 0;
		while ((n = getline(&line, &cap, r)) > 0) {
			const char *st = strstr(line, "\"step\":");
			long step = st ? strtol(st + 7, NULL, 10) : 0;
			if (cut < 0 && step > start)
				cut = off;
			prevlast = last;
			if (cut < 0 && step)
				last = step;
			dropped += cut >= 0;
			lastbad = !whole_line(line, n);
			lastoff = off;
			off += n;
		}
		free(line);
		if (ferror(r))
			e = errno ? errno : EIO;
		fclose(r);
		if (e)
			goto fail;
		if (lastbad && cut < 0) {   /* a torn last line, of a step up to the checkpoint's */
			cut = lastoff;
			dropped = 1;
			last = prevlast;
		}
		if (cut >= 0 && ftruncate(fd, cut) < 0) {
			e = errno;
			goto fail;
		}
		w->end = cut >= 0 ? cut : off;
		if (cut >= 0)
			mtk_info(1, "%s: dropped %zu lines after step %ld, the checkpoint's", path, dropped, start);
		if (last < start)
			mtk_warn("%s: steps %ld to %ld are not in the log (it ends at step %ld)", path, last + 1, start, last);
	}
	if (lseek(fd, w->end, SEEK_SET) < 0 && w->reg) {
		e = errno;
		goto fail;
	}
	if (log_room(w) < 0) {   /* no room for a line: do not start a run it cannot log */
		e = errno;
		goto fail;
	}
	f = fopencookie(w, "w", (cookie_io_functions_t){.write = log_write, .close = log_close});
	if (f)
		return f;
	e = errno;
fail:
	close(fd);
	free(w);
	errno = e;
	return NULL;
}

static int cmp_desc(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? 1 : x > y ? -1 : 0;
}

/* --keep K: remove the step files beyond the newest K up to `step`, and any
 * of later steps (left by a run that this one does not continue). */
static void prune_ckpts(const char *dir, uint64_t step, long keep)
{
	DIR *d = opendir(dir);
	if (!d) {
		mtk_warn("%s: %s", dir, strerror(errno));
		return;
	}
	uint64_t *steps = NULL;
	size_t n = 0, cap = 0;
	struct dirent *e;
	while ((e = readdir(d))) {
		uint64_t v;
		int len = 0;
		if (sscanf(e->d_name, "step-%" SCNu64 ".ckpt%n", &v, &len) == 1 && len && !e->d_name[len]) {
			if (n == cap)
				steps = xrealloc(steps, (cap = cap ? 2 * cap : 16) * sizeof *steps);
			steps[n++] = v;
		}
	}
	closedir(d);
	qsort(steps, n, sizeof *steps, cmp_desc);
	long kept = 0;
	struct buf path = BUF_INIT;
	for (size_t i = 0; i < n; i++) {
		if (steps[i] <= step && ++kept <= keep)
			continue;
		buf_clear(&path);
		buf_printf(&path, "%s/step-%08" PRIu64 ".ckpt", dir, steps[i]);
		if (unlink(path.p) < 0 && errno != ENOENT)
			mtk_warn("%s: %s", path.p, strerror(errno));
		else
			mtk_info(2, "removed %s", path.p);
	}
	buf_release(&path);
	free(steps);
}

/* Without --keep, DIR/model.ckpt itself. With it, DIR/step-NNNNNNNN.ckpt,
 * then DIR/model.ckpt made a symlink to it: created beside and renamed
 * over, so that model.ckpt always names a whole checkpoint. */
int nn_ckpt_keep(const char *dir, const char *latest, struct gpt *g, const struct nn_ckpt *st, long keep)
{
	int rank = g->lay ? g->lay->rank : 0;   /* every rank saves, rank 0 writes */
	if (!keep) {
		if (nn_ckpt_save(latest, g, st, 1) < 0)
			return -1;
		mtk_info(2, "wrote %s", latest);
		return 0;
	}
	char name[64];
	struct buf path = BUF_INIT, tmp = BUF_INIT;
	snprintf(name, sizeof name, "step-%08" PRIu64 ".ckpt", st->step);
	buf_printf(&path, "%s/%s", dir, name);
	int rc = -1;
	if (nn_ckpt_save(path.p, g, st, 1) < 0)
		goto out;
	rc = 0;
	if (rank)
		goto out;
	buf_printf(&tmp, "%s.tmp", latest);
	unlink(tmp.p);
	if (symlink(name, tmp.p) < 0 || rename(tmp.p, latest) < 0) {
		rc = mtk_seterr("%s: %s", latest, strerror(errno));
		goto out;
	}
	mtk_info(2, "wrote %s -> %s", latest, name);
	prune_ckpts(dir, st->step, keep);
out:
	buf_release(&path);
	buf_release(&tmp);
	return rc;
}

