/*
 * pool: see pool.h.
 *
 * Slots form a ring indexed by batch sequence number. The calling thread
 * reads into free slots and marks them READY; workers claim READY slots in
 * sequence order and mark them DONE; the calling thread writes DONE slots in
 * sequence order and frees them. One mutex and two condition variables:
 * the work is per batch, so contention is negligible.
 */
#include "pool.h"

#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

#include "buf.h"

enum { FREE, READY, BUSY, DONE };

struct pool {
	const struct pool_ops *ops;
	void *ctx;
	int nslot;
	void **batch;
	int *state;
	long next_work;               /* next sequence number a worker takes */
	long nread;                   /* batches read so far */
	int stop;
	pthread_mutex_t mu;
	pthread_cond_t work_cv, done_cv;
};

struct worker {
	struct pool *p;
	int id;
};

static void *worker_main(void *arg)
{
	struct worker *w = arg;
	struct pool *p = w->p;
	pthread_mutex_lock(&p->mu);
	for (;;) {
		while (!p->stop && p->next_work >= p->nread)
			pthread_cond_wait(&p->work_cv, &p->mu);
		if (p->next_work >= p->nread && p->stop)
			break;
		long seq = p->next_work++;
		int s = (int)(seq % p->nslot);
		p->state[s] = BUSY;
		pthread_mutex_unlock(&p->mu);
		p->ops->work(p->ctx, p->batch[s], w->id);
		pthread_mutex_lock(&p->mu);
		p->state[s] = DONE;
		pthread_cond_broadcast(&p->done_cv);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

static int run_serial(const struct pool_ops *ops, void *ctx)
{
	void *b = ops->batch_new(ctx);
	int rc = 0, r;
	while ((r = ops->read(ctx, b)) > 0) {   /* a batch read before an error is written */
		ops->work(ctx, b, 0);
		if (ops->write(ctx, b)) {
			rc = -1;
			break;
		}
	}
	if (r < 0)
		rc = -1;
	ops->batch_free(ctx, b);
	return rc;
}

int pool_run(const struct pool_ops *ops, void *ctx, int nthreads)
{
	if (nthreads <= 1)
		return run_serial(ops, ctx);
	struct pool p = {.ops = ops, .ctx = ctx, .nslot = 2 * nthreads + 2};
	p.batch = xcalloc((size_t)p.nslot, sizeof *p.batch);
	p.state = xcalloc((size_t)p.nslot, sizeof *p.state);
	for (int i = 0; i < p.nslot; i++)
		p.batch[i] = ops->batch_new(ctx);
	pthread_mutex_init(&p.mu, NULL);
	pthread_cond_init(&p.work_cv, NULL);
	pthread_cond_init(&p.done_cv, NULL);
	pthread_t *th = xcalloc((size_t)nthreads, sizeof *th);
	struct worker *ws = xcalloc((size_t)nthreads, sizeof *ws);
	for (int i = 0; i < nthreads; i++) {
		ws[i] = (struct worker){&p, i};
		pthread_create(&th[i], NULL, worker_main, &ws[i]);
	}

	/* A read error ends reading but every batch already read is still
	 * processed and written, as in the serial path: the output up to the
	 * error does not depend on the thread count. A write error stops. */
	int rc = 0, eof = 0, werr = 0;
	long nwritten = 0;
	while (!eof || nwritten < p.nread) {
		/* read while a slot is free */
		if (!eof && p.nread - nwritten < p.nslot) {
			int s = (int)(p.nread % p.nslot);
			int r = ops->read(ctx, p.batch[s]);
			if (r <= 0) {
				eof = 1;
				if (r < 0)
					rc = -1;
				continue;
			}
			pthread_mutex_lock(&p.mu);
			p.state[s] = READY;
			p.nread++;
			pthread_cond_signal(&p.work_cv);
			int ready = p.state[nwritten % p.nslot] == DONE;
			pthread_mutex_unlock(&p.mu);
			if (!ready)
				continue;   /* keep reading while the oldest batch is in flight */
		}
		if (nwritten == p.nread)
			continue;
		int s = (int)(nwritten % p.nslot);
		pthread_mutex_lock(&p.mu);
		while (p.state[s] != DONE)
			pthread_cond_wait(&p.done_cv, &p.mu);
		pthread_mutex_unlock(&p.mu);
		if (!werr && ops->write(ctx, p.batch[s]))
			werr = 1, rc = -1, eof = 1;
		pthread_mutex_lock(&p.mu);
		p.state[s] = FREE;
		pthread_mutex_unlock(&p.mu);
		nwritten++;
	}

	pthread_mutex_lock(&p.mu);
	p.stop = 1;
	pthread_cond_broadcast(&p.work_cv);
	pthread_mutex_unlock(&p.mu);
	for (int i = 0; i < nthreads; i++)
		pthread_join(th[i], NULL);
	for (int i = 0; i < p.nslot; i++)
		ops->batch_free(ctx, p.batch[i]);
	pthread_mutex_destroy(&p.mu);
	pthread_cond_destroy(&p.work_cv);
	pthread_cond_destroy(&p.done_cv);
	free(th), free(ws), free(p.batch), free(p.state);
	return rc;
}

int pool_ncpu(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n > 0 ? (int)n : 1;
}
