/* nn/sched: pipeline schedules and their simulation; see sched.h. */
#include "nn/sched.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "err.h"

/* interleaved: the k-th forward (or backward) of a stage goes to
 * micro-batch (k / (p v)) p + k % p and chunk (k / p) % v (backwards take
 * the chunks from the last) */
static void interleaved_at(int p, int v, int k, int bwd, struct nn_sched_step *x)
{
	int c = (k / p) % v;
	x->pass = bwd ? 'B' : 'F';
	x->mb = (k / (p * v)) * p + k % p;
	x->chunk = bwd ? v - 1 - c : c;
}

int nn_sched_build(enum nn_sched_kind kind, int p, int s, int m, int v, struct nn_sched_step *out)
{
	if (p < 1 || s < 0 || s >= p || m < 1 || v < 1)
		return mtk_seterr("pipeline schedule: bad sizes (p %d, stage %d, m %d, v %d)", p, s, m, v);
	int n = 0;
	if (kind == NN_SCHED_GPIPE || kind == NN_SCHED_1F1B) {
		if (v != 1)
			return mtk_seterr("%s: one chunk a stage (--virtual-stages 1)",
			                  kind == NN_SCHED_GPIPE ? "GPipe" : "1F1B");
		int warm = kind == NN_SCHED_GPIPE ? m : p - s - 1 < m ? p - s - 1 : m, f = 0, b = 0;
		for (; f < warm; f++)
			out[n++] = (struct nn_sched_step){'F', f, 0};
		for (; f < m; f++, b++) {   /* steady state: one forward, one backward */
			out[n++] = (struct nn_sched_step){'F', f, 0};
			out[n++] = (struct nn_sched_step){'B', b, 0};
		}
		for (; b < m; b++)
			out[n++] = (struct nn_sched_step){'B', b, 0};
		return n;
	}
	if (v < 2 || m % p)
		return mtk_seterr("interleaved 1F1B: %d micro-batches a step must be a multiple of the %d stages,"
		                  " and --virtual-stages 2 or more (%d)", m, p, v);
	int total = m * v, warm = (p - s - 1) * 2 + (v - 1) * p, f = 0, b = 0;
	if (warm > total)
		warm = total;
	for (; f < warm; f++)
		interleaved_at(p, v, f, 0, &out[n++]);
	for (; f < total; f++, b++) {
		interleaved_at(p, v, f, 0, &out[n++]);
		interleaved_at(p, v, b, 1, &out[n++]);
	}
	for (; b < total; b++)
		interleaved_at(p, v, b, 1, &out[n++]);
	return n;
}

int nn_sched_inflight(enum nn_sched_kind kind, int p, int s, int m, int v)
{
	struct nn_sched_step *x = xmalloc((size_t)2 * m * v * sizeof *x);
	int n = nn_sched_build(kind, p, s, m, v, x), held = 0, most = n < 0 ? -1 : 0;
	for (int i = 0; i < n; i++) {
		held += x[i].pass == 'F' ? 1 : -1;
		most = held > most ? held : most;
	}
	free(x);
	return most;
}

const char *nn_sched_kind_name(enum nn_sched_kind kind)
{
	return kind == NN_SCHED_INTERLEAVED ? "interleaved 1F1B" : kind == NN_SCHED_GPIPE ? "GPipe" : "1F1B";
}

const char *nn_sched_name(const struct nn_sched_step *x, char *buf, size_t len)
{
	snprintf(buf, len, "%c%d.%d", x->pass, x->mb, x->chunk);
	return buf;
}

int nn_sched_sim(enum nn_sched_kind kind, int p, int m, int v, struct nn_sched_stats *st)
{
	int per = 2 * m * v, rc = -1;
	struct nn_sched_step *list = xmalloc((size_t)p * per * sizeof *list);
	for (int s = 0; s < p; s++)
		if (nn_sched_build(kind, p, s, m, v, list + (size_t)s * per) != per)
			goto out;
	rc = nn_sched_run(p, m, v, list, st);
out:
	free(list);
	return rc;
}

int nn_sched_run(int p, int m, int v, const struct nn_sched_step *list, struct nn_sched_stats *st)
{
	int per = 2 * m * v, K = p * v, rc = -1;
	/* done time of forward and backward of (micro-batch, model chunk);
	 * < 0: not yet */
	double *fdone = xmalloc((size_t)m * K * sizeof *fdone), *bdone = xmalloc((size_t)m * K * sizeof *bdone);
	double *clock = xcalloc((size_t)p, sizeof *clock);
	int *next = xcalloc((size_t)p, sizeof *next), *held = xcalloc((size_t)p, sizeof *held);
	for (int i = 0; i < m * K; i++)
		fdone[i] = bdone[i] = -1;
	memset(st, 0, sizeof *st);
	int left = p * per;
	while (left) {
		int moved = 0;
		for (int s = 0; s < p; s++) {
			if (next[s] == per)
				continue;
			const struct nn_sched_step *x = &list[(size_t)s * per + next[s]];
			int k = x->chunk * p + s;   /* the model chunk */
			double *mine = (x->pass == 'F' ? fdone : bdone) + (size_t)x->mb * K + k;
			if (x->mb < 0 || x->mb >= m || x->chunk < 0 || x->chunk >= v || *mine >= 0) {
				char nm[32];
				mtk_seterr("stage %d: step %s is out of range or run twice", s, nn_sched_name(x, nm, sizeof nm));
				goto out;
			}
			/* what it waits for: the forward before, or the backward
			 * after and its own forward */
			double ready = clock[s];
			const double *dep[2] = {NULL, NULL};
			if (x->pass == 'F' && k > 0)
				dep[0] = &fdone[(size_t)x->mb * K + k - 1];
			if (x->pass == 'B') {
				dep[0] = &fdone[(size_t)x->mb * K + k];
				if (k + 1 < K)
					dep[1] = &bdone[(size_t)x->mb * K + k + 1];
			}
			if ((dep[0] && *dep[0] < 0) || (dep[1] && *dep[1] < 0))
				continue;   /* not yet */
			for (int d = 0; d < 2; d++)
				if (dep[d] && *dep[d] > ready)
					ready = *dep[d];
			clock[s] = ready + (x->pass == 'F' ? 1.0 : 2.0) / v;
			*mine = clock[s];
			held[s] += x->pass == 'F' ? 1 : -1;
			if (held[s] > st->max_inflight)
				st->max_inflight = held[s];
			next[s]++;
			left--;
			moved = 1;
		}
		if (!moved) {
			struct buf why = BUF_INIT;
			for (int s = 0; s < p; s++)
				if (next[s] < per) {
					char nm[32];
					buf_printf(&why, "%sstage %d at %s", why.len ? ", " : "", s,
					           nn_sched_name(&list[(size_t)s * per + next[s]], nm, sizeof nm));
				}
			mtk_seterr("pipeline schedule deadlocks: %s wait for each other", why.p);
			buf_release(&why);
			goto out;
		}
	}
	for (int s = 0; s < p; s++)
		if (clock[s] > st->makespan)
			st->makespan = clock[s];
	st->bubble = st->makespan / (3.0 * m) - 1;
	rc = 0;
out:
	free(fdone), free(bdone), free(clock), free(next), free(held);
	return rc;
}
