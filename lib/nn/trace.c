/* nn/trace: the Chrome trace of a run's passes; see trace.h. */
#include "nn/trace.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "buf.h"
#include "err.h"
#include "stream.h"

static double mono(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int nn_trace_start(struct nn_trace *t, struct nn_comm *world, const char *path)
{
	memset(t, 0, sizeof *t);
	if ((!world || world->rank == 0) && !(t->out = wr_open(path)))
		return mtk_seterr("--trace: %s", mtk_errmsg());
	nn_comm_barrier(world);
	t->t0 = mono();
	return 0;
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

/* rank r's events as trace-event JSON objects, appended to out */
static void put_events(struct buf *out, int r, const struct nn_trace_ev *ev, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const struct nn_trace_ev *e = &ev[i];
		char nm[48];
		int k = e->kind < sizeof names / sizeof names[0] ? e->kind : 0;
		if (e->mb >= 0)
			snprintf(nm, sizeof nm, "%c%d.%d", "FBRS"[k < 4 ? k : 0], e->mb, e->chunk);
		else
			snprintf(nm, sizeof nm, "%s", names[k]);
		buf_printf(out, ",\n{\"name\":\"%s\",\"cat\":\"%s\",\"ph\":\"X\",\"ts\":%.3f,\"dur\":%.3f,\"pid\":%d,"
		           "\"tid\":0,\"args\":{\"step\":%d}}", nm, names[k], e->ts * 1e6, e->dur * 1e6, r, e->step);
	}
}

int nn_trace_write(struct nn_trace *t, struct nn_comm *world, const char *who)
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
	/* written as every other output (lib/stream.h): a temporary renamed
	 * into place, a symbolic link followed; a rank at a time */
	struct wr *w = t->out;
	t->out = NULL;
	struct buf out = BUF_INIT;
	unsigned long long dropped = t->dropped;
	buf_puts(&out, "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[");
	int rc = w ? 0 : -1;
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
		buf_printf(&out, "%s\n{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":%d,\"args\":{\"name\":\"rank %d %s\"}}",
		           r ? "," : "", r, r, label);
		buf_printf(&out, ",\n{\"name\":\"process_sort_index\",\"ph\":\"M\",\"pid\":%d,\"args\":{\"sort_index\":%d}}",
		           r, r);
		put_events(&out, r, ev, n);
		if (r)
			free(ev);
		if (rc == 0 && wr_write(w, out.p, out.len) < 0)
			rc = -1;
		buf_clear(&out);
	}
	buf_printf(&out, "\n],\"otherData\":{\"dropped_events\":%llu}}\n", dropped);
	if (rc == 0 && wr_write(w, out.p, out.len) < 0)
		rc = -1;
	buf_release(&out);
	if (w && rc < 0)
		wr_abort(w);
	else if (w && wr_close(w) < 0)
		rc = -1;
	return rc < 0 ? mtk_seterr("--trace: %s", mtk_errmsg()) : 0;
}

void nn_trace_free(struct nn_trace *t)
{
	if (t->out)
		wr_abort(t->out);
	free(t->ev);
	memset(t, 0, sizeof *t);
}
