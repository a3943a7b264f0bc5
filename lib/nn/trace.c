/* nn/trace: the Chrome trace of a run's passes; see trace.h. */
#include "nn/trace.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "buf.h"
#include "err.h"

static double mono(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

void nn_trace_start(struct nn_trace *t, struct nn_comm *world)
{
	memset(t, 0, sizeof *t);
	nn_comm_barrier(world);
	t->t0 = mono();
}

double nn_trace_now(const struct nn_trace *t)
{
	return t ? mono() - t->t0 : 0;
}

void nn_trace_add(struct nn_trace *t, enum nn_trace_kind kind, double t0, int mb, int chunk)
{
	if (!t)
		return;
	if (t->n == NN_TRACE_MAX) {
		t->dropped++;
		return;
	}
	if (t->n == t->cap)
		t->ev = xrealloc(t->ev, (t->cap = t->cap ? 2 * t->cap : 4096) * sizeof *t->ev);
	t->ev[t->n++] = (struct nn_trace_ev){t0, nn_trace_now(t) - t0, t->step, mb, chunk, (unsigned char)kind};
}

static const char *const names[] = {"forward", "backward", "recv", "send", "optimizer", "eval"};

/* rank r's events as trace-event JSON objects */
static void put_events(FILE *f, int r, const struct nn_trace_ev *ev, size_t n, int *first)
{
	for (size_t i = 0; i < n; i++) {
		const struct nn_trace_ev *e = &ev[i];
		char nm[48];
		int k = e->kind < sizeof names / sizeof names[0] ? e->kind : 0;
		if (e->mb >= 0)
			snprintf(nm, sizeof nm, "%c%d.%d", "FBRS"[k < 4 ? k : 0], e->mb, e->chunk);
		else
			snprintf(nm, sizeof nm, "%s", names[k]);
		fprintf(f, "%s\n{\"name\":\"%s\",\"cat\":\"%s\",\"ph\":\"X\",\"ts\":%.3f,\"dur\":%.3f,\"pid\":%d,"
		        "\"tid\":0,\"args\":{\"step\":%d}}", *first ? "" : ",", nm, names[k], e->ts * 1e6, e->dur * 1e6,
		        r, e->step);
		*first = 0;
	}
}

int nn_trace_write(struct nn_trace *t, struct nn_comm *world, const char *path, const char *who)
{
	int size = world ? world->size : 1, rank = world ? world->rank : 0;
	char label[128];
	snprintf(label, sizeof label, "%s", who);
	if (rank) {   /* to rank 0: the label, the count, the events */
		unsigned long long n = t->n, d = t->dropped;
		nn_comm_send(world, NULL, label, sizeof label, 1, 0, 1, NULL);
		nn_comm_send(world, NULL, &n, 1, sizeof n, 0, 2, NULL);
		nn_comm_send(world, NULL, &d, 1, sizeof d, 0, 3, NULL);
		if (n)
			nn_comm_send(world, NULL, t->ev, n, sizeof *t->ev, 0, 4, NULL);
		return 0;
	}
	struct buf tmp = BUF_INIT;
	buf_printf(&tmp, "%s.tmp", path);
	FILE *f = fopen(tmp.p, "w");
	int rc = 0, first = 1;
	unsigned long long dropped = t->dropped;
	if (f)
		fputs("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[", f);
	for (int r = 0; r < size; r++) {
		struct nn_trace_ev *ev = t->ev;
		unsigned long long n = t->n, d = 0;
		if (r) {
			nn_comm_recv(world, NULL, label, sizeof label, 1, r, 1);
			label[sizeof label - 1] = 0;
			nn_comm_recv(world, NULL, &n, 1, sizeof n, r, 2);
			nn_comm_recv(world, NULL, &d, 1, sizeof d, r, 3);
			ev = xmalloc((n + 1) * sizeof *ev);
			if (n)
				nn_comm_recv(world, NULL, ev, n, sizeof *ev, r, 4);
			dropped += d;
		}
		if (f) {
			fprintf(f, "%s\n{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":%d,\"args\":{\"name\":\"rank %d %s\"}}",
			        first ? "" : ",", r, r, label);
			fprintf(f, ",\n{\"name\":\"process_sort_index\",\"ph\":\"M\",\"pid\":%d,\"args\":{\"sort_index\":%d}}", r, r);
			first = 0;
			put_events(f, r, ev, n, &first);
		}
		if (r)
			free(ev);
	}
	if (!f) {
		rc = mtk_seterr("--trace %s: %s", tmp.p, strerror(errno));
	} else {
		fprintf(f, "\n],\"otherData\":{\"dropped_events\":%llu}}\n", dropped);
		int bad = fflush(f) || ferror(f);
		if (fclose(f))
			bad = 1;
		if (bad) {
			rc = mtk_seterr("--trace %s: %s", tmp.p, strerror(errno ? errno : EIO));
			unlink(tmp.p);
		} else if (rename(tmp.p, path) < 0) {
			rc = mtk_seterr("--trace %s: %s", path, strerror(errno));
		}
	}
	buf_release(&tmp);
	return rc;
}

void nn_trace_free(struct nn_trace *t)
{
	free(t->ev);
	memset(t, 0, sizeof *t);
}
