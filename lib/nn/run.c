/* nn/run: the run's policy around the trainer, for mtrain: the log of a
 * resumed run and where checkpoints go (--keep). See run.h. */
#include "nn/run.h"

#include <dirent.h>
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>

#include "buf.h"
#include "err.h"
#include "nn/layout.h"

/* The log of a resumed run: keep the lines up to the checkpoint's step and
 * drop what a run wrote after its last checkpoint (and a torn last line), so
 * that every step is logged once. ftruncate at the first line to drop, then
 * append: a crash in between leaves a prefix of the log, never a repeat. */
FILE *nn_log_open(const char *path, long start)
{
	FILE *f = start ? fopen(path, "r+") : NULL;
	if (!f)   /* never "w" over a log that exists but cannot be read */
		return !start || errno == ENOENT ? fopen(path, "w") : NULL;
	char *line = NULL;
	size_t cap = 0, dropped = 0;
	off_t off = 0, cut = -1;
	ssize_t n;
	while ((n = getline(&line, &cap, f)) > 0) {
		const char *st = strstr(line, "\"step\":");
		if (cut < 0 && (line[n - 1] != '\n' || (st && strtol(st + 7, NULL, 10) > start)))
			cut = off;
		dropped += cut >= 0;
		off += n;
	}
	free(line);
	if (ferror(f) || (cut >= 0 && ftruncate(fileno(f), cut) < 0) ||
	    fseeko(f, cut >= 0 ? cut : off, SEEK_SET) < 0) {
		int e = errno;
		fclose(f);
		errno = e;
		return NULL;
	}
	if (cut >= 0)
		mtk_info(1, "%s: dropped %zu lines after step %ld, the checkpoint's", path, dropped, start);
	return f;
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

